import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  pc: {
    dance:
      'PCBootUpShuffle NewPCVictoryJig PCLoadingBarMoves SwivelSpinAtThePC DanceToThePCStartupSound DesktopDisco',
    prank:
      'UpsideDownPCScreen PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC ScreenshotYourDesktop FakeUpdateOnTheirPC',
    cooking:
      'PCBuildCake OneHandedPCSnacks PCMotherboardBrownies PCLanPartyPizza PCKeyboardCookies NoCrumbsNearThePC',
    travel:
      'PCGamingCafe LeaveThePCAtHome VirtualVacationOnMyPC HotelDeskPCSetup PCGamerTouchesGrass LANPartyRoadTrip',
    speed:
      'PCTypingRaceIn60 FastestPCBoot CleanYourPCDeskIn60 PCKeycapSortRace BeatMyPCClickSpeed CableTidyShowdown',
    art: 'PCCaseMural PCPixelPortrait PCWallpaperGlowUp SketchYourPCSetup MSPaintMasterpiece StickyNoteArtOnYourPC',
    pet: 'CatOnMyPCSetup PetInspectsMyPC PCKittenKeyboardWalk PuppyStealsPCChair WarmPCCaseNap CatChasesThePCCursor',
    gaming:
      'ConsoleVsPCDuel PCLanPartyLeague PCBacklogBingo TourMyPCSetup PlayYourFirstPCGameAgain PCSolitaireFaceOff TwoPlayersOnePC',
  },
  peach: {
    dance:
      'PeachyKeenShuffle PeachesAndCreamGroove PeachPitPirouette JustPeachyDanceOff GeorgiaPeachTwoStep PeachBasketSway',
    fitness:
      'BalanceAPeachOnYourHead JustPeachyStretch PeachCrateSquats PeachBasketCarry ReachForThePeaches EarnYourCobbler',
    funny:
      'IfPeachesCouldTalk EverythingIsJustPeachy PeachOrNectarineGuess PeachDripDisaster PeachOrTennisBall WhyIsMyPeachFuzzy TooManyPeachesPanic',
    prank:
      'IsItPeachOrCake PeachTennisBallSwap WhoAteMyPeach HiddenPeachRings PeachFaceInTheFridge YoureAPeachLunchboxNote PorchBasketOfPeaches',
    travel:
      'PickYourOwnPeaches PeachStandRoadTrip PeachFestivalWeekend CobblerCrawl PeachPitStop PeachOrchardDayTrip',
    wellness:
      'JustPeachyJournal PeachTeaWindDown MindfulPeachBite SummerPeachPicnic PeachSunsetPause PeachesAndCalm PeaceLikeAPeach',
    speed:
      'PeachPeelRace PeachSpoonRelay PeachPyramidDash CobblerInTwenty PeachBobbingRace FastestPeachPicker',
    art: 'OneLinePeachDrawing PaintAPerfectPeach PeachWatercolorBlend StampWithAPeachHalf PeachFuzzInPencil StillLifeWithPeaches',
    tech: 'PeachRipenTimelapse PeachFuzzMacroShot AIPeachRecipeTasteTest DropAPeachInSlowMo PeachFoodPhotoGlowUp PeachVanishesInStopMotion',
    pet: 'PeachPlushFetch PeachyPupPoses PeachBandanaStroll PeachPlushSniffHunt CatMeetsAPeach PrettyInPeachPet',
    gaming:
      'PeachCastleRescueRun PeachKartTimeTrial PeachHotPotato PlayAsPeachOnly PeachPitTicTacToe MergeToThePeach',
  },
  'peanut butter': {
    funny:
      'PeanutButterTalkTest PeanutButterJarScrape PeanutButterMustache PeanutButterPunOff SmoothVsCrunchyDebate DogVsPeanutButter PeanutButterCritic',
    prank:
      'PeanutButterLunchNote PeanutSmileyToast PeanutButterCandyStash HeartPeanutSandwich PBJCutIntoStars EmptyPeanutButterJar',
    educational:
      'PeanutsArentNuts HowPeanutButterIsMade WhyPeanutButterSeparates WhyPeanutButterSticks PeanutAllergyFacts PeanutButterDiamonds',
    travel:
      'PeanutButterWithAView PeanutButterAtEveryStop IsPeanutButterALiquid PackAPeanutButterPicnic PeanutButterPowerHike PeanutButterAisleSafari',
    wellness:
      'SlowPeanutButterToast PeanutButterNostalgia CeleryAndPeanutBreak PeanutButterMoodSnack SpreadKindness LunchboxLoveNote PeanutButterGratitudeJar',
    music:
      'PeanutButterJellyRemix PeanutButterJarShaker PeanutButterStickyRap KazooPeanutButterJam PeanutGalleryChorus PeanutButterPowerBallad',
    art: 'PeanutButterBirdFeeder PeanutButterToastArt PeanutJarTerrarium DesignAPeanutLabel PeanutButterJarPopArt DrawPeanutButterAndJelly',
    tech: 'PeanutGrindSlowMo PeanutButterSpreadsItself BlenderVsPeanuts AIPeanutButterRecipe PeanutButterAdOnMyPhone PeanutButterScanAndRank',
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterJellyPups PetNamedPeanutButter PBAndJPawtners PeanutButterLickMatArt',
    gaming:
      'PeanutButterLidFlip PeanutsAsPokerChips PeanutTriviaNight WinnerGetsPeanutCups PeanutButterBlindTasteOff PeanutButterJellyTag',
  },
  pear: {
    dance:
      'PearTreeTwirl PearUpAndDance DancingInPears PearBasketSpin ThePearDrop PearShuffle PearShapedPirouette',
    fitness:
      'PearCrateCarry EarnThatPearCrumble PearPickingLunges PearOnHeadBalance PlankInPears ReachForThePears PearShapedSquats',
    prank:
      'IsItAPearOrCake PearInTheAppleBasket PearInEveryPocket PearsInTinyHats GooglyEyedPears SecretPearAdmirer PearsAsPlaceCards OnlyPearPunsToday',
    educational:
      'PearsRipenInsideOut PearInABottleMystery WhyPearsAreGritty WhyCutPearsTurnBrown AsianPearVsBartlett HowToTellRipePears DoPearsFloatOrSink PearVarietyTasting',
    travel:
      'PickYourOwnPears PearfectRoadTrip FindAPearFestival PearAndCheesePicnic FarmStandPearHunt FallHarvestDayTrip',
    fashion:
      'PearGreenFitCheck PearEarringsDIY DressLikeAPear HeadToToePearGreen PearlsAndPears ThriftAPearPrintFit',
    wellness:
      'MindfulPearBite PearGingerTeaRitual PearfectMorning PearPoachingSunday APearAndAPoem SavorOneSlice PearAndHoneyJournal',
    speed:
      'PearPeelRace PearCoreSprint PearStackAttack WobblyPearRollRace SortThePearsFast FillThePearBasketIn60 EggAndSpoonButPears',
    music:
      'PartridgeInAPearTree PearBiteASMR PearShakerBeat PearfectPitch PairOfPearsDuet PearOfSpoonsBeat PearBlossomLullaby PearJamSession',
    art: 'PaintAPearADay OneLinePearDrawing SketchThePerfectPear PopArtPears PearStampPrints ClayPearSculpt PearWatercolorStudy FeltPearPincushion',
    tech: 'PearRipenTimelapse MacroPearCloseUp PearCannonballSlowMo DisappearingPearStopMo PearPortraitModeShoot GreenScreenPearForecast AIPearVarietyID FaceSwapWithAPear',
    pet: 'PearPlushFetch PerfectPearPose PupTriesAPearSlice PearSqueakyHunt PearPawtrait PearUpWithYourPet IsMyCatPearShaped PearGreenCollar',
    gaming:
      'WheresThePear PearBowlingStrike PearHotPotato PearBasketTrickShot PearOrAppleBlindfolded PearUpCouchCoOp PearPairsMemory SpotTheOddPear',
  },
  peas: {
    prank:
      'PeaUnderTheMattress PeasInTheCandyJar PeaNestedGiftBoxes PeaPodLoveNote GooglyEyePeas SneakyPeaSmoothie TinyPeaPortraits PeasInAPodGooglyEyes',
    travel:
      'PeaSoupAtTheSummit PickYourOwnPeas OhSnapPeasRoadTrip EasyPeasyDayTrip CommunityGardenPeaHunt PeaShootMarketHunt PeasAndChipsByTheSea WorldPeasFoodCrawl',
    speed:
      'PeaShellingRace PeaSpoonRelay ForkTenPeasIn10Seconds ChopstickPeaChallenge PeaPodBlitz FastestPeaStack HundredPeasSort PeaRollFinishLine',
    art: 'PeaToothpickTower PeaDotPainting PeaPodWatercolor DoodleAroundAPea SweetPeaStillLife PaintWithPeas GreenPeaPixelArt PeasWithFaces',
    tech: 'PeaSproutTimelapse PeaPodMacroShot FrozenPeasRainSlowMo TwoPeasInAPodStopMotion CanAIMakeKidsEatPeas PeaGreenScreenMagic PeaPodUnboxingASMR TinyPeaPhotoshoot',
    pet: 'SweetPeaNapTime TwoPeasPetAndMe PeaPlushFetch FrozenPeaPupTreat PeaSnuffleHunt SweetPeaPortrait PeaGreenBallChase PeaPrintBandana',
    gaming:
      'FindThePeaShellGame PeaFlickFootball PeaPodTicTacToe CatapultPeasIntoACup PeaStrawHockey PlantsVsZombiesPeas MarblesWithPeas PeaPongTournament',
  },
  penguin: {
    prank:
      'PenguinInTheFreezer PenguinFootprintTrail PostItPenguinArmy PenguinCostumeDoorbell PlushPenguinParade PenguinPlushInTheirBed IceCubePenguins',
    cooking:
      'PenguinOliveBites TuxedoPenguinBerries PenguinRiceBalls PenguinPancakeArt IcebergSnowCones BlackAndWhiteBakeOff HardBoiledEggPenguins',
    travel:
      'SayHiToZooPenguins CatchPenguinFeedingTime PenguinPlushTravelBuddy FindAPenguinInYourCity SkateWithAPenguin PenguinSlideSnowDay',
    tech: 'PenguinLiveCam PenguinStopMotionWaddle AIDrawsMeAPenguin MakeYourPhoneAPenguin FilterMeAPenguin PenguinDocVoiceover',
    gaming:
      'WheresThePenguin DontBreakTheIcePenguin PenguinSays PenguinBellySlideRun PenguinPillowIslandHop PenguinWaddleRace FindThePenguinPairs',
  },
  perfume: {
    fitness:
      'PerfumeAdSlowMoJog PerfumeBottleBalance FreshScentCoolDown CologneSurvivesLegDay SmellGoodSweatHard FragranceFlowYoga SweatproofPerfume PerfumeStairSprint',
    cooking:
      'PerfumeBottleCookies PerfumeInspiredMocktail CookYourPerfumeNotes FragranceFlavorMatch SmellsLikeMyPerfumeCake RosewaterEverything PerfumeInspiredLatte PerfumeRoseShortbread',
    travel:
      'PerfumeSouvenirHunt MallPerfumeSniffTour PerfumeInMyCarryOn ScentOfYourHometown EveryTripGetsAScent StopAndScentTheRoses PerfumeForEachCity PerfumeDutyFreeDash',
    speed:
      '60SecondPerfumeGRWM PerfumeCounterDash NameThatPerfumeIn10 ScentMatchSpeedRound SampleVialCountdown SniffAndSprint BlindfoldPerfumeGuess PerfumeSpritzRelay',
    music:
      'PerfumeBottleChimes PerfumeAtomizerASMR PerfumeAdRemix SingYourPerfumeNotes ScentOfASong PerfumeSprayBeatDrop JazzForYourPerfume PerfumeSoundtrack',
    tech: 'PerfumeBottleSlowMo AIPicksMyPerfume PerfumeAdGreenScreen PerfumeDupeScanner PerfumeStopMotionAd MistInMacro PerfumeLongevityLog PerfumeCollectionShelfie',
    pet: 'MyPetAsAPerfume PerfumeBoxCatBed PerfumeAdStarringFido MyDogsSignatureScent ScentOfMyPuppy EauDeKitty PerfumeWhichHand PerfumeSmellDetective',
    gaming:
      'PerfumePotionBrew ScentTrailHideAndSeek PerfumeWouldYouRather GuessThatScent ClueByCologne SniffOutTheBoss PerfumeMemoryCards PerfumeTierList',
  },
  pet: {
    dance:
      'DanceWithYourPet PetSpinOnCue TwoStepWithFurBaby PetCameoChoreo PetHighFiveDanceBreak PawsomeTwirl CopyMyPetsMoves',
    travel:
      'PetFriendlyCafeHop PetRoadTrip PetParkPassport BeachDayForMyPet PackYourPetsBag TailWaggingTrails AnimalSanctuaryVisit',
    tech: 'PetCamDiary PetWalkGPSArt PetReactsToVideoCall AITranslatesMyPet WhatMyPetDoesAlone SlowMoPetShakeOff',
    gaming:
      'PetPlayerTwo HideAndSeekWithPet PetCrashesCheckers PetSitsOnController CanYourPetFindTheTreat RecreateMyPetInSims AnimalCrossingPetTwin',
  },
  'pet store': {
    dance:
      'PetStoreHaulDance PetShopShuffle PetStoreAisleStrut PetStoreLeashTwirl SqueakyToyGroove FishTankSway CheckoutPetStoreJig PetShopDuetWithMyDog',
    travel:
      'PetStoreCityCrawl PetStoreFieldTrip PetStoreAquariumVisit PetStoreRoadTripStops BoutiquePupTour DogFriendlyMainStreet PuppysFirstPetStoreTrip SmallTownPetStore',
    art: 'DrawYourPetStoreHaul PetShopWindowSketch PetStoreFishWatercolor PaintAPetStoreMural SqueakyToyStillLife KittenCollageCard CardboardPetStore PetStoreSignPainting',
    tech: 'PetStoreGadgetHaul PetShopSmartToyTest PetStoreHaulStopMotion FountainFromPetStore AutoFeederUnboxing AquariumLightTimer PetStorePriceScan PetStoreAppDeals',
    gaming:
      'PetStoreToyTugOfWar PetShopSim PetStoreTamagotchiPick PetStoreScavengerHunt TreatStoreBoardGame PetSitterCardDraw PetStoreBingo PetStoreRoleplay',
  },
  pharmacist: {
    travel:
      'PharmacistTravelKit PharmacistJetLagTips PharmacistVacationPOV PharmacistDayOffVlog PackLikeAPharmacist GreenCrossSpotting PharmacistRoadTripHacks PharmacistBeachBagCheck',
  },
  pharmacy: {
    educational:
      'PharmacyGenericVsBrand HowMedicineWorks PharmacySPFDecoded AskThePharmacist WhatDoesRxMean PharmacyMythBusting PharmacySymbolMeaning PharmacyLabelReading',
    travel:
      'PharmacyHaulOnVacation OldestPharmacyInTown PharmacyMinisOnlyPacking RoadTripPharmacySnackRun GreenCrossHunt FindAVintagePharmacySign PharmacyTravelKit PharmacySouvenirHunt',
    tech: 'PharmacyRefillApp SkipThePharmacyLine PharmacyAppCouponHaul PharmacyHaulStopMotion AIVsPharmacist NeverMissADose PharmacyQRLabels PharmacyVoiceReminder',
    gaming:
      'GuessThePharmacyPrice DrMarioRetroRun PharmacyAisleBingo PharmacySimShift PharmacyPotionBrewOff OperationBoardDuel PharmacyShopRoleplay PharmacyMemoryGame',
  },
  phone: {
    funny:
      'PhoneWasInMyHandAllAlong PhoneAutocorrectFail PhoneRingsAtWorstTime MomOnThePhoneVoice GroupChatChaos ReadYourLastText PhoneCallAnxiety',
    travel:
      'PhoneFreeDayTrip GetLostNoPhone PhonePanoramaPeak OnePhoneTenPhotos PhoneLockScreenPostcard AskLocalsNotYourPhone',
  },
  'phone call': {
    prank:
      'CallYourMomSurprise PhoneCallFromTheDog PhoneSerenadeAmbush ComplimentHotline PhoneCallBirthdayCrew TelephoneGameTwist PhoneCallJokeOfTheDay',
    travel:
      'PhoneCallFromTheSummit PhoneCallTourOfMyTown TimeZoneCheckIn CallYourMomFromEveryStop CallYourMomPostcard PlanATripInOnePhoneCall',
    tech: 'PhoneCallVsVoiceNote TinCanTelephoneBuild PhoneCallAudioTest AIAnswersMyPhone PhoneCallCaptionFails PhoneCallNoiseShowdown',
  },
  'phone case': {
    fitness:
      'PhoneCaseArmbandRun PhoneCaseBikeMount PhoneCaseStrapWalk PhoneDownRepsUp JumpRopeCaseTest GymSelfieCounter DontDropThePhoneCasePlank HikingPhoneCaseClip',
    cooking:
      'PhoneCaseCookies PhoneCaseCakeReplica PhoneCasePancakeArt FakeFoodPhoneCase CandyCharmCase CupcakeMatchesMyCase PhoneCaseChocolateMold PhoneCaseGummies',
    travel:
      'PhoneCaseCrossbody PhoneCaseWallet WhatsBehindMyPhoneCase PhoneCasePostcards TravelStickerCase BeachSandProofCase PassportPhoneCase MapInMyPhoneCase',
    art: 'PhoneCaseStickerCollage PhoneCaseDecoupage PhoneCaseDoodleSwap PressedFlowerPhoneCase PaintYourPhoneCase BeadworkMosaicCase PhoneCaseEmbroidery WatercolorPhoneCase',
    gaming:
      'PhoneCaseGameboyStyle PhoneCaseGamingGrip PhoneCaseCurling GuessWhosPhoneCase PixelArtCase ControllerShapedCase PhoneCaseStackOff TamagotchiPhoneCase',
  },
  photography: {
    travel:
      'TravelPhotography CityPhotoWalk GoldenHourHunt PhotoADayOnVacation PhotographerRoadTrip RecreateAnOldTripPhoto PhotographyBucketList',
    music:
      'AlbumCoverPhoto ConcertPhotography PhotoSlideshowToASong SnapOnTheBeat PhotographerBandShoot PhotoshootMusicVideo PhotographySoundtrack',
    tech: 'PhoneVsCameraPhoto PhotoTripodFromBooks PhotoMacroWithAWaterDrop EditingAppShowdown PhotographerPresetSwap AIPhotoshootTest PhotographyLightHacks',
    gaming:
      'PhotoModeChallenge InGamePhotography ScreenshotSafari PokemonSnapIRL VirtualPhotoshoot ISpyPhotoChallenge PhotographyCharades',
  },
  photoshoot: {
    educational:
      'GoldenHourScience PhotoshootRuleOfThirds PhotoshootPosingTips OneLightPhotoshoot HighVsLowAnglePhotoshoot WindowLightPhotoshoot PhotoshootLightingLab PhotoshootColorTheory',
    travel:
      'PhotoshootScouting TouristPhotoshootAtHome ParkBenchPhotoshoot GasStationPhotoshoot TrainStationPhotoshoot HiddenPhotoSpots AirportPhotoshoot StreetArtPhotoshoot',
    art: 'PhotoToPainting PhotoshootMoodboard DoubleExposureDare PaintYourOwnBackdrop PhotoshootSetBuild PolaroidPhotoshootWall RainbowLightPhotoshoot ShadowPlayPhotoshoot',
    tech: 'RingLightTest PhotoshootAIRetouch TripodRemoteHack PhotoshootPhoneVsPro PhotoshootPortraitMode PhotoshootBudgetStudio PhotoshootStopMotion FlashlightPhotoshoot',
  },
  piano: {
    prank:
      'SecretPianoSkill SurprisePianoSerenade PianoBenchLoveNote PlaysBadThenBrilliant PianoOneWrongNote PianoAutoPlayFakeOut GhostPianoPlayer',
    cooking:
      'PianoKeyCookies PianoKeySandwiches PianoBarMocktails EbonyAndIvoryParfait TuxedoBrownies PianoCake PlayPianoWhileItBakes',
    travel:
      'PlayEveryAirportPiano PianoInTheTrainStation StreetPianoTour PlayGrandmasPiano ComposeYourTripOnPiano FreePianoConcertInTown TryEveryPianoInTheShop',
    speed:
      'PianoMinuteWaltz FastestPianoChopsticks PianoSightReadingRace PianoScaleSpeedrun ChordChangeChallenge PianoArpeggioTimeTrial TempoUpPianoRun',
    art: 'SketchYourPianoHands DrawThePianoFromMemory PianoSheetMusicOrigami DrawWhatThePianoPlays PianoLightTrails GrandPianoWatercolor',
    tech: 'PianoAppVsTeacher PianoSlowMoFingers PianoAITranscribe SynthesiaChallenge PianoCoverSplitScreen DigitalPianoSetup PianoTopDownCamHack',
    pet: 'CatOnThePiano DogPlaysPiano PuppyHowlsAtThePiano KeyboardKittyRemake PianoLullabyForMyPet PetPianoDuet',
    gaming:
      'PianoTilesHighScore ZeldaSongsOnPiano GameThemeOnPiano FinalBossOnPiano PianoNameThatTune PianoSimonSays DuelingPianosNight',
  },
  pickleball: {
    cooking:
      'PickleballPicnic PickleballCakePops PicklePopsicles PostPickleballTacos PicklesForPickleball CookInTheKitchenZone PickleballDipOff',
    travel:
      'PickleballCourtHop BeachPickleballDay PickleballWithAView PackYourPickleballBag PickleballCampoutRally PickleballWithTheLocals PickleballRoadTrip',
    music:
      'PickleballPopBeat PickleballWalkoutSong PickleballPaddleDrums ASMRPickleballRally DinkBeatbox PickleballRallyRemix',
    art: 'PickleballRallyStopMotion PickleballSplatterArt PaddleMakeover PickleJarStillLife FreezeTheDink PickleballActionPhoto PickleballPolkaDots',
    tech: 'PickleballShotTracker SlowMoPickleballServe FilmYourPickleballGame PickleballStepCountMatch PickleballAIFormCheck PickleballBloopersReel PickleballReplayRef',
    gaming:
      'PickleballCanKnockdown PickleballRoundRobin KingOfCourtPickleball PickleballGameOfHorse ElevenPointShowdown DoublesBracketDraw PickleballBingoCard',
  },
  'pickup truck': {
    fitness:
      'PickupTruckStepUps PickupTruckHaySquats PickupTruckFarmStrong PickupTruckBedPlanks TailgateBootcamp PickupTruckTailgateDips PickupTruckSandbagLift HIITByThePickupTruck',
    educational:
      'PickupTruckTowingMath HowMuchCanAPickupHaul PickupTruckPennyTreadTest PickupTruckModelQuiz FourWheelDrive101 TorqueVsHorsepower FirstPickupTruckEver CheckPickupTruckOil',
    cooking:
      'PickupTruckChiliNight PickupTruckCampStove PickupTruckTacoTuesday PickupTruckBBQ TailgateNachos TruckBedGrilledCheese PickupTruckSmores PancakesOnPickupTruck',
    speed:
      'PickupTruckLoadRace PickupTruckUnloadDash PickupTruckOneTripMove PickupTruckCleanOutIn60 TailgateSetupSprint HayBaleStackOff PickupTruckStrapDown WashAPickupTruckFast',
    tech: 'PickupTruckBedLights PickupTruckPhoneMountHack PickupTruckDashcam PickupTruckTechTour TailgateProjector HitchCamHack PickupTruckTimeLapseWash UpgradeYourPickupTruck',
    gaming:
      'ISpyFromThePickupTruck PickupTruckBedCheckers PickupTruckGameNight PickupTruckBlockBuildOff PickupTruckPlateHunt TailgateCornholeCup PickupTruckCharades SpotThePickupTruck',
  },
  picnic: {
    prank:
      'SurprisePicnicSetup PicnicFakeAnts TeddyBearPicnicGuests PicnicInTheLivingRoom BasketFullOfNotes MiniPicnicOnTheirDesk BlindfoldPicnicReveal CarTrunkPicnic',
    travel:
      'PicnicWithAView ParkHoppingPicnic HikeForYourPicnic PicnicAtARandomExit LakesideLunchLoop PicnicByBike SecretPicnicSpot',
    art: 'PicnicStillLife PaintThePicnic PicnicFlowerCrown PicnicLeafRubbings BlanketFlatLay CloudDoodleDay PicnicPressedFlowers PicnicNapkinSketch',
    tech: 'PicnicStopMotionFeast InstantCameraPicnic PicnicSpeakerTest PicnicPanoramaFail AppPlansMyPicnic GadgetFreeLunch PicnicTimelapse',
    gaming:
      'PicnicEggAndSpoonRace PicnicBlanketChess BocceAtThePicnic CornholeChampions UnoOnTheLawn PicnicCardShowdown PicnicPlateGolf',
  },
  'picture day': {
    educational:
      'PictureDayLightingTips PictureDayColorsThatPop PictureDayAngles101 FirstSchoolPictureEver HowYearbooksGetMade WhyFlashMakesRedEye PictureDayRuleOfThirds PictureDaySmileScience',
    travel:
      'PictureDayPoseAtTheBeach PictureDayAtLandmarks PassportPictureRedo PicturePerfectPlaces SayCheeseCityTour PhotoBoothCrawl FamilyPictureDayTrip PostcardPictureDay',
    gaming:
      'PictureDayAvatarShoot PictureDayGuessTheYear PictureDayBingo PictureDayPoseOff FindMeInTheClassPic CharacterSelectPose MemoryMatchPictureDay PixelArtPictureDay',
  },
  pie: {
    prank:
      'SecretPieDelivery PieLatticeMessage BakeTheirFavoritePie MiniPieInvasion ItsActuallyPie PieOnTheirDoorstep PiInsteadOfPie MysteryFillingPie',
    travel:
      'PieRoadTrip PieShopCrawl BestPieInYourTown PieInTheSkyPicnic PieWithAView PickYourOwnPie PieDeliveryToGrandmas DinerPieDetour',
    tech: 'AIInventsAPie PieBakeTimelapse PieStopMotionBake CodeAPieChart AirFryerMiniPies ThermometerTruthTest StandMixerPieDough',
    gaming:
      'PieCrustDesignDuel PieWedgeTriviaDuel GuessThePieFilling PlayForPie PieTinCurling WinTheWholePie PieChartPictionary EasyAsPieCharades',
  },
  pig: {
    prank:
      'PigSnoutPhotobomb PigOinkDoorbell PlushPigSwap PiggyBankSurprise PigLatinVoicemail FlyingPigBalloon PigOinkAlarmClock',
    travel:
      'PigSanctuaryTour ThisPiggyWentToMarket PigPlushTravelBuddy CountryFairPigRace ThreeLittlePigsHouseHunt PiggyBankVacationFund PigletPettingZoo PigOutFoodCrawl',
    wellness:
      'HappyAsAPigInMud PigPlushieCuddle PigInABlanketNap ThisLittlePiggyFootRub HogHeavenHour SnortAndUnwind PigOutOnRest',
    art: 'PigSockPuppet ClayMiniPig PaintAPiggyBank DrawAPigBlindfolded PigPortraitIn5Lines PigFromAHeartShape EggCartonPiglets',
    tech: 'AskYourPhoneInPigLatin ThreeLittlePigsStopMotion AIDrawsAPig PigVoiceFilterKaraoke OinkSoundboard PigSanctuaryLiveCam PigFilterFaceOff',
    gaming:
      'PassThePigsTournament PigTowerKnockdown MinecraftPigRide PiggyInTheMiddle PigDiceShowdown PigOinkHideAndSeek PigPenCipherHunt',
  },
  pigeon: {
    fitness:
      'PigeonPoseFlow PigeonHipStretch 7DayPigeonPoseDare PigeonStrutPowerWalk HoldThatPigeon FlapLikeAPigeonCardio',
    prank:
      'PigeonCooRingtone PigeonPlushSurprise PigeonPostNote CarrierPigeonGift PhotobombPigeonCutout PigeonToyInTheFridge PigeonImpressionWakeUp',
    cooking:
      'PigeonShapedCookies PigeonBreadBuns PigeonToastArt PigeonCakePops BreadcrumbBakeOff FeedTheBirdsBiscuits PlazaPigeonPancakes',
    travel:
      'PigeonSpottingWalk PigeonsOfYourCity PigeonCensusOfMyTown PigeonSelfieAtTheStation RateTheLocalPigeons PicnicWithThePigeons',
    wellness:
      'PigeonWatchingBreak PigeonParkPause PigeonBenchSunset SlowPigeonStroll CooDownBench BirdsongBreather PlazaPigeonMindfulness',
    speed:
      'PigeonSketchSprint PaperPigeonFlightRace PigeonStrutRelay BeatThePigeonsToBench SpotTenPigeonsIn60 FlockCountFrenzy OrigamiPigeonFold',
    art: 'PigeonStreetPhotos PigeonClayFigure PigeonWatercolor PigeonPotatoStamp PigeonOneLineDrawing PigeonSketchADay',
    tech: 'PigeonBalconyCam PigeonSlowMoTakeoff PigeonPaparazzi AIIdentifiesPigeons PigeonStopMotionStrut CarrierPigeonVsEmail',
    gaming:
      'WhoSpotsMorePigeons BestPigeonImpression PigeonBingo FollowThePigeonLeader PigeonCooOp PigeonOrDove',
  },
  pillow: {
    travel:
      'TravelPillowTest DoYouPackYourPillow PillowPackingHack NeckPillowOlympics RedEyeReady PillowFortCampout PillowSleepoverAtGrandmas',
    music:
      'PillowDrumSolo SingIntoThePillow PillowLullaby PillowFortConcert MuffledMicDrop PillowFightAnthem PillowBeatboxBattle',
    tech: 'PillowSleepTracker PillowFortTechSetup PillowFightSlowMo PillowFortTimeLapse PillowSpeakerHack PillowFluffASMR PillowFortWiFiCheck',
    gaming:
      'PillowFortGameNight PillowHideAndSeek PillowSumoTournament PillowcaseSackRace CozyCouchCoop BlanketBossBattle KingOfThePillowHill FloorIsLavaPillows',
  },
  pilot: {
    art: 'PilotVintagePoster PilotModelPlaneBuild ClayPilotFigure CloudscapeAcrylic DrawYourselfAsAPilot PaperPilotPortrait PilotWingsBadgeDesign',
    tech: 'OfficeChairPilotPOV ThisIsYourPilotSpeaking PilotGreenScreenCockpit AutopilotVsHuman PilotForADayOnMyPhone WhatsFlyingOverMe PaperPlanePilotSlowMo',
    pet: 'CoPilotPup PilotGogglesPose PetPilotCardboardPlane BunnyInPilotHat TopDogPilot PawsForTakeoff PilotScarfPooch',
    gaming:
      'PaperPlanePilotContest PilotSays PilotCharades AcePilotLeaderboard PilotPictionary PilotAlphabetSpellOff PilotFlightSimDuel',
  },
  pinata: {
    travel:
      'PinataShopHop PinataPosadaFestival PinataMarketTour PinataPartyInThePark BiggestPinataHunt PinataOnTheBus BuckleUpThePinata StreetPartyPinata',
    tech: 'PinataSlowMo PinataCameraInside PinataPulleyRig PinataHitCounter AIDesignedPinata PinataStopMotionBuild PinataBashOnVideoCall LEDPinata',
    gaming:
      'PinataBossFight GuideMeToThePinata PinataHighScore GuessThePinataCandyCount MarioPartyPinata PinATailOnThePinata PinataTriviaSmash MinecraftPinata',
  },
  pinball: {
    prank:
      'PinballSurpriseRound PinballFreeGameToken QuarterTrailToPinball DIYPinballForBirthday HighScoreLoveNote PinballDateSurprise',
    cooking:
      'PinballFlipperFries PinballGumballTreats SilverPinballTruffles ArcadePinballNachos MultiballMeatballs TiltedTiramisu PinballBumperCookies',
    travel:
      'PizzaAndPinballCrawl PinballArcadeCrawl PinballAtTheBowlingAlley OnePinballPerCity EveryPinballInTown PinballRoadTrip',
    art: 'PinballPosterDesign DrawYourDreamPinball PinballPaperStopMotion ShoeboxPinballMachine PinballLightTrailPhoto SilverBallStillLife PinballFlyerRedesign',
    tech: 'BeatMyPhonePinballScore PinballSlowMoFlip PinballTimeLapseBuild PinballAppVsRealTable PinballFlipperCamPOV PinballTiltFailsReel PinballScoreTracker',
    pet: 'PinballDogReaction PinballKittenWatch DIYPinballKittyToy CatPlaysPhonePinball CatVsPinball PawsOnTheFlippers PinballTreatMaze',
  },
  'ping pong': {
    educational:
      'PingPongPhysics HowTopspinWorks PingPongLevitation WhyPingPongBallsCurve PingPongDiplomacy101 HowHighDoesPingPongBounce TableTennisTrivia DropTestPingPong',
    travel:
      'PingPongWithLocals PingPongCafeCrawl PingPongParkHop PingPongRoadTripRally CampsitePingPongChamp TableTennisTourist HostelPingPongOff StreetPingPongHunt',
    tech: 'PingPongSlowMo PingPongStopMotionRally PingPongTrickShotEdit PaddleCamPingPong PingPongBlooperReel PingPongScoreApp PingPongAgainstMyself PingPongAICoach',
    pet: 'CatVsPingPong PingPongWatchDog KittenChasesPingPong KittenGoaliePingPong PingPongPetReferee PawsVsPaddle PingPongPounce BathtubPingPong',
    gaming:
      'PingPongCupChallenge KingOfTheTable PingPongGameOfHorse PingPongDoublesFaceOff AroundTheWorldPong PingPongLeagueNight PingPongGolf TrickShotPingPong',
  },
  pink: {
    prank:
      'ThinkPinkTakeover PinkFlamingoLawnFlock PinkStickyNoteDesk PinkPancakeAmbush TickledPinkWakeUp SecretPinkRoses PinkStickyNoteSurprise',
    educational:
      'WhyFlamingosArePink MagentaDoesntExist PinkLakeScience PinkWasForBoys MakePinkFromBeets PinkShadesQuiz WhatMakesLemonadePink',
    travel:
      'FindEveryPinkDoor PinkThingsOnMyCommute PinkCafeHopping ChasePinkSunsets PaintTheTownPink PackOnlyPinkDare',
    tech: 'PinkDeskSetup PinkFilterOnEverything RoseGoldLaptopSkin PinkHomeScreenGlowUp PinkGadgetTierList PinkThingsStopMotion RGBToPinkOnly',
    pet: 'PinkNosePupCloseUp PinkToeBeanCheck PinkBlanketPetNap PrettyInPinkPet PinkBandanaStrut TickledPinkKitty',
    gaming:
      'PinkAvatarOnlyRun PinkTeamVsBlue PinkBlockBuild ISpySomethingPink PinkCandyGuessingJar PinkScavengerHuntRace',
  },
  pirate: {
    fitness:
      'PirateTreasureCarry SwabTheDeckPirate PirateSwordLunges CannonballPirateSquats WalkThePlankHold ArrrmDay PirateOarRows',
    travel:
      'PirateShipPlaygroundHunt PirateTreasureMapOfTown PirateMiniGolfDayOut PackLikeAPirate XMarksTheBeach PirateTreasureGeocache PirateCoveHunt',
    art: 'TeaStainedTreasureMap PirateParrotPainting SketchAPirateCaptain DriftwoodPirateGalleon JollyRogerRedesign CardboardPirateShip PirateWantedPoster',
    tech: 'PirateGPSTreasureHunt PirateMapQRCode PirateSpyglassCam TalkLikeAPirateFilter ArrrFilter PirateStopMotionShip PirateTalkTranslator',
    pet: 'PupPirateTreasureHunt PirateCaptainPup PirateCaptainKitty KittyPirateShip PawsOfTheCaribbean ShiverMeWhiskers PirateHoundHunt',
    gaming:
      'PirateTreasureQuest PirateSharkTag PirateLiarsDice PirateShipBlockBuild PirateFoamSwordDuel PlankOrPlunder PirateBattleshipDuel',
  },
  pizza: {
    travel:
      'PizzaCrawl PizzaOnAParkBench HiddenPizzeriaHunt BestSliceInTown CheapestPizzaInTown PizzaRatingRoadTrip PizzaSliceWithAView',
    speed:
      'PizzaBoxFoldRace PizzaToppingSpeedrun PizzaPeelRelay TenMinutePizza BeatTheDeliveryGuy EightEvenSlicesFast PizzaDoughStretchRace',
    tech: 'PizzaGadgetTest PizzaOvenTempCheck AIPizzaToppings PizzaCheesePullSlowMo PizzaTrackerVsReality PizzaStopMotionBuild PizzaDoughRiseTimeLapse',
    pet: 'PizzaBoxCatBed PizzaPlushFetch PizzaDoorbellBarks PizzaShapedPupTreats PizzaNightPetPatrol ZoomiesAtTheDoor',
    gaming:
      'PizzaGameNight PizzaBoxTowerStack WinnerPicksPizza GuessThePizzaTopping PizzaPartyCharades PizzaSliceTicTacToe PizzaToppingBingo',
  },
  planner: {
    tech: 'PlannerAppVsPaper PlannerPageTimeLapse PlannerPrintables HyperlinkedPlanner DigitalStickerPack CalendarSyncSetup PlannerWidgetGlowUp',
    gaming:
      'PlannerQuestLog LetTheDiceRunMyPlanner PlannerWordSearchPage PlannerGameNight LevelUpYourPlanner BacklogBingoSheet PlannerDoodleTicTacToe',
  },
  plant: {
    travel:
      'FiveDollarPlantHunt PlantShopTour PlantSwapWithNeighbors WillMyPlantsSurvive BotanicalGardenHop GreenhouseGetaway NativePlantWalk',
    tech: 'PlantTimelapse PlantAutoWaterer HydroponicJarGarden MyPlantTextsMe AppVsPlantMom PlantIDFaceOff',
    gaming:
      'PlantsVsZombiesIRL PlantTriviaNight HouseplantBingo MinecraftPlantFarm GottaGrowEmAll GuessThatPlantLeaf PlantCareTamagotchi',
  },
  'plate tectonics': {
    travel:
      'TectonicRockHunt TectonicsOnMyHike WhichTectonicPlateAmIOn TectonicMuseumDayTrip SpotTectonicsFromTheCar TectonicViewpointPicnic TectonicsBehindMyPostcard TectonicDetectiveDayOut',
    art: 'TectonicStopMotion TectonicClayModel PaintTheTectonicMap PangaeaCollage StrataSandJar FoamTectonicDiorama TectonicCrayonLayers TectonicPlayDohLayers',
    tech: 'PhoneSeismometer TectonicDriftAnimation TectonicQuakeTracker AIExplainsTectonics TectonicGreenScreenReport ZoomInOnTectonicFaults TectonicARGlobe TectonicSimulation',
    pet: 'CatTectonicDrift DogBedTectonics TectonicPupPileUp AnimalsSenseQuakes TectonicTreatPuzzle PetsAsContinents TectonicPawMap TectonicNapCreep',
    gaming:
      'PangaeaJigsawDuel TectonicPlateTrivia GuessThePlateBoundary QuakeProofCityBuild MinecraftTectonics TectonicPlateHopscotch TectonicJenga ActOutTectonicPlates',
  },
  platypus: {
    funny:
      'PlatypusDesignMeeting IfAPlatypusTexted PlatypusVsDuck PlatypusDatingProfile ExplainThePlatypus PlatypusImpression PlatypusNewsAnchor RoughDraftPlatypus',
    travel:
      'PlatypusPlushTravelBuddy FindAPlatypusAtTheMuseum VirtualPlatypusSafari DuckPondPlatypusHunt PlatypusLibraryQuest PlatypusFactAtEveryStop PostcardFromAPlatypus PlatypusPicnicByTheCreek',
    music:
      'PlatypusLullaby PlatypusKazooSolo PlatypusFactsSong PlatypusParodySong PerryThemeCover PlatypusBeatbox PlatypusRapBattle YodelingPlatypus',
    art: 'PlatypusSockPuppet DrawYourPetAsAPlatypus PlatypusOrigami PaintThePlatypusGlow MixedUpAnimalArt PlatypusClayFigure PlatypusPaperMache PlatypusPotatoStamp',
    tech: 'PlatypusGlowFilterSelfie AIDrawsAPlatypus PlatypusStopMotionSwim PlatypusLiveCamWatch PlatypusNatureDocDub CodeAPlatypusGame PlatypusGreenScreenDive MixAnimalsLikeAPlatypus',
    pet: 'DogMeetsPlatypusToy IsMyCatAPlatypus PlatypusSqueakyZoomies PlatypusPlushFetch DogUnboxesAPlatypus PlatypusNapBuddy PlatypusTugOfWar HideThePlatypus',
    gaming:
      'PlatypusPictionary GuessTheAnimalPlatypus PlatypusWouldYouRather AgentPSpyMission FindThePlatypus PlatypusPartyQuiz PlatypusCharades PlatypusHideAndSeek',
  },
  playdate: {
    travel:
      'PlaydateParkHop SplashPadPlaydate PlaydateOnTheCityBus PlaydateZooAdventure StoryHourSquad BestieDayTrip LibraryPlaydate FarmVisitPlaydate',
    tech: 'VirtualPlaydate PlaydateStopMotion PlaydateWalkieTalkies PlaydateMovieMakers PlaydateFortTimeLapse TinCanTelephone CodingPlaydate PlaydatePhotoHunt',
  },
  playground: {
    dance:
      'PlaygroundHopscotch PlaygroundClapRoutine PlaygroundSlideDrop PlaygroundFreezeDance SwingSetGroove RecessRave PlaygroundDanceOff',
    cooking:
      'PlaygroundPicnic PlaygroundPopsicles PlaygroundPowerSnacks PretzelPlayground SandboxDirtCups AntsOnALog PlaygroundBentoBox',
    travel:
      'PlaygroundPassport BestPlaygroundInTown CastlePlaygroundQuest PlaygroundInANewTown GiantSlideRoadTrip RateEverySwingSet PlaygroundCrawl',
    tech: 'PlaygroundSlowMo PlaygroundGeocacheHunt PlaygroundTimeLapse PlaygroundSlidePOV PlaygroundSlideSpeedTest SwingPhysicsApp PlaygroundPanoramaFail',
  },
  'playing cards': {
    travel:
      'PlayingCardSouvenirs PackADeckOfCards CampfireCardsNight RoadTripCardGames TrainRideCardGame HostelLoungeRematch CardsAtTheAirport BeachCardTournament',
    tech: 'PlayingCardSlowMo CardTrickSplitScreen AIGuessesMyCards CardTowerTimeLapse PlayingCardsStopMotion CardGameOverVideoCall CardTrickWithYourPhone SolitaireAppVsRealCards',
    pet: 'DogTricksWithCards KittySwipesTheCards CatSitsOnTheCards HamsterFindsTheCards PetPicksACard CatVsCardHouse PuppyFetchesCards KittenBatsTheCards',
    gaming:
      'PlayingCardTournament FamilyCardsNight PlayingCardsWar SpeedCardsShowdown CrazyEightsClash GoFishCardsFaceOff GolfWithCards RummyCardRematch',
  },
  playlist: {
    prank:
      'PlaylistSecretMessage KidsSongsOnlyPlaylist PlaylistBirthdayAmbush PlaylistRickroll SongTitleLoveNote LullabyAlarmClock SneakyPlaylistSwap PolkaPlaylistSurprise',
    travel:
      'PlaylistForEveryCity PlaylistTrainWindow RateMyCommutePlaylist PlaylistForTakeoff RoadTripAuxBattle SunsetDriveTunes LocalRadioPlaylistSwap HikingPlaylistSummit',
    tech: 'PlaylistAICurator PlaylistStatsWrapped PlaylistSlideshowEdit LetMyPhoneDJThePlaylist SmartShuffleTest PerfectCrossfade PlaylistQRPoster PlaylistVisualizer',
    pet: 'PlaylistForMyDog PlaylistCatLullaby PlaylistPuppyCalm KittyPlaylistReview PetPicksTheSong PlaylistCatVibeCheck PlaylistTailWagTest PlaylistZoomiesTrigger',
    gaming:
      'PlaylistBingoCards PlaylistFinishTheLyric PlaylistBattle WhosePlaylistIsIt GuessWhoAddedIt BossFightSoundtrack PlaylistMusicalChairs PlaylistHeadsUp',
  },
  plumber: {
    dance:
      'PlumberPlungerDance PlumberOverallsStrut MarioPlumberJumps PlumberWrenchTwirl PlumberToolbeltShuffle PipeDreamGroove',
    travel:
      'PlumberRideAlong TourMyPlumberVan PlumberRatesHotelShowers PlumberPackingHacks PlumberReviewsRestStops PlumberFountainHunt PlumberOnVacation',
    art: 'PlumberToolSilhouetteArt PlumberFaucetPlanter PlumbingWasherMosaic MarioPlumberPixelArt WrenchWindChime CopperCoilCraft PaintAPlumberPortrait',
    tech: 'PlumberPipeCamPeek PlumberLeakSensorTest PlumberDripSlowMo AIPlumberDiagnosis PlumberJobTimeLapse PlumberVideoCallFix PlumberTutorialVsMe',
    pet: 'PlumberPupSupervisor PlumberDogGreeter PlumberCatInTheSink PetFountainPlumbing KittenInTheToolbox DripWatcherKitty PetSupervisesThePlumber',
    gaming:
      'PlumberPipePuzzle PlumberLeakyCupRelay PlumberCharades PlumberBrosCoop OneUpMushroomHunt PlumberPlungerRingToss PlumberPartyNight',
  },
  podcast: {
    travel:
      'PodcastRoadTrip PodcastCityWalkGuide HistoricSiteAudioTour PodcastOnLocation RecordAtTheLandmark PodcastOnTheTrain PodcastForEveryMile',
    gaming:
      'PodcastGameDebate PodcastCoopPlaythrough PodcastTriviaShowdown PodcastTierList LetsPlayPodcast CommentateMyRun',
  },
  polaroid: {
    educational:
      'HowPolaroidsDevelop PolaroidChemistry PolaroidMythBust PolaroidInventionStory WhyColdPolaroidsGoBlue InstaxVsPolaroid PolaroidLightLeakTest PolaroidShakeScience',
    cooking:
      'PolaroidFrameCookies InstantCameraCake PolaroidRecipeCards PolaroidOfEveryBake PolaroidToastFrames SayCheeseboard FoodStylingPolaroid PolaroidPicnicSpread',
    tech: 'PolaroidVsPhonePhoto DoubleExposureTrick InstantPrinterTest PolaroidScanAndFrame PolaroidAppRemote DigitalToPolaroid LightPaintingPolaroid PolaroidStopMotionReel',
    pet: 'PetSeesItsPolaroid PolaroidKittenGrowth PolaroidDogBirthday PawtraitWall InstaxCatNapShot SayTreats PolaroidFirstWalk PolaroidBlurryZoomies',
    gaming:
      'PolaroidPokemonSnap PolaroidScavengerHunt InstaxBingo PolaroidGuessTheSpot MemoryMatchSnapshots PhotoModeIRL CharadesPolaroidPose PolaroidISpyChallenge',
  },
  'police car': {
    travel:
      'CountPoliceCarsOnATrip VintageCruiserHunt PoliceCarTouchATruckDay TinyPoliceCarBigTrip PoliceStationOpenDay RoadTripCarSpotting PoliceCarParadeDayOut',
    fashion:
      'PoliceCarCostume PoliceCarHalloweenFit CruiserStripesLook DressLikeAPoliceCar PoliceCarCheckeredLook RedAndBlueColorBlock PoliceCarBadgeBrooch',
    speed:
      'PoliceCarRampRace SirenToFinishDash PoliceCarBlockBuildRace CopCarDrawingRace PoliceCarTrackIn60 CopsAndRobbersTag ToyPoliceCarDragStrip PoliceCarPuzzleTimer',
    music:
      'PoliceCarSirenRemix WeeWooHarmony PoliceCarChaseTheme PoliceCarKazooSiren PoliceCarRadioJingle DopplerDrop PoliceCarBeatbox',
    tech: 'PoliceCarRCChase PoliceCarLightsBuild PoliceCarStopMotionChase ToyCopCarMovieTrailer CodeASirenSound PoliceCarSirenSoundboard AIDrawsAPoliceCar CopCarLEDHack',
    pet: 'CruiserPupPatrol PoliceCarDogBadge PoliceCarBoxKitten PoliceCarHowlAlong ToyPoliceCarCatPounce BarkAtTheSiren PoliceCarPetParade',
    gaming:
      'PoliceCarBingo CopsAndRobbersRun PoliceCarDriftRace RushHourPoliceCar MarioKartPoliceCup PoliceCarHideAndSeek ParkThePoliceCar',
  },
  'police officer': {
    travel:
      'PoliceStationFieldTrip PoliceHorsePatrolSpot PoliceOpenHouse AskACopForDirections PoliceHorseAtTheParade PoliceTouchATruckDay',
    music:
      'PoliceSirenRemix PoliceWhistleBeat PoliceRadioRhythm ThePoliceCover PoliceThankYouSong BagpipeBrigade CopShowThemeHum',
    art: 'PoliceOfficerPortrait ThankYouCardForPolice PoliceBadgeCraft PoliceSketchArtist CopCarChalkArt BlockBuiltPoliceStation',
    tech: 'PoliceRadioExplained HowPoliceRadarWorks PoliceSketchAppFaceOff PoliceBodyCamPOVSkit CopFingerprintZoom DashCamDetective PoliceSirenSoundboard',
    pet: 'PoliceDogForADay PoliceK9Pose PoliceSniffSearch SaluteLikeAPoliceDog PoliceDogSitStayTest K9InTraining PoliceSirenHowl',
    gaming:
      'CopsAndRobbersNight PoliceStationBlockBuild PoliceDetectiveClueHunt PoliceSays WhodunitWednesday PoliceCharades PoliceLineupGuessWho',
  },
  pond: {
    prank:
      'PondPaperBoatNote PondQuackCallPrank SurprisePondPicnic DuckPondDecoy PondFrogToyPrank GnomeFishingAtThePond PondBenchSecretNote PondTreasureChest',
    travel:
      'HiddenPondHunt PondPicnicDayTrip PondKoiGardenStroll LocalDuckPondTour PondHopping PondSunriseBikeRide PondsOfMyCityRanked PondBirdwatchWalk',
    fashion:
      'LilyPadPrintLook SageGreenLinen PondFrogRaincoat DressLikeADuckPond DuckPondFitCheck RainbootsByThePond PondPicnicDress PondRippleScarf',
    art: 'PondReflectionPhoto PondKoiInkDrawing PondDragonflyDoodle PondWatercolor PondSketchOnTheBench LilyPadPainting PondLeafRubbing PondPebbleArt',
    tech: 'PondTimelapse PondWaterQualityTest PondPanoramaChallenge RippleSlowMoShot PondBugMacroShot PondBirdSongAppID RecordThePondFrogChoir SoundMapThePond',
    pet: 'PondKoiFeedingTime KittyFishWatch PondPicnicWithMyDog PupVsPondReflection PondTurtleBasking BackyardPondBuddies PondSelfieWithMyPet PondSniffAround',
    gaming:
      'PondFroggerHighScore PondWildlifeBingo ISpyAtTheDuckPond PondLeafBoatRace PondFrogHopscotch HookADuckPond AnimalCrossingPond SkipStonesPondDuel',
  },
  ponytail: {
    travel:
      'CapThroughTheBack WindInMyPonytail PonytailSurvivesRoadTrip HighPonyHikeDay PonytailAirportLook BeachDayPonytail PonytailRollerCoaster PonytailPackingHacks',
    tech: 'PonytailSlowMoFlip PonytailARTryOn HighPonyTransition PonytailTutorialFail AIRatesMyPonytail PonytailTimeLapseStyling LEDPonytailWrap GreenScreenPonytail',
    pet: 'PetChasesMyPonytail PonytailCatSwat PonytailVsTailWag MatchingPonytailsWithPup DogWearsMyScrunchie CatSleepsOnMyPonytail PonytailFloofDo PonytailKittyStare',
    gaming:
      'PonytailSpeedStyleDuel PonytailAvatarStyle PonytailScrunchieRingToss RollForYourPonytail PonytailCosplayBuild HighPonyHero AnimePonytailQuiz SimsPonytailMakeover',
  },
  'pool noodle': {
    travel:
      'PoolNoodleLakeDay LazyRiverAdventure PoolNoodleShadeLounge HotelPoolNoodleRace PackThePoolNoodle PoolNoodleBeachHop PoolNoodleSplashPadDay CampsitePoolNoodle',
    tech: 'PoolNoodleLEDSaber PoolNoodleRobotBumper PoolNoodleCableGuard PoolNoodlePhoneStandHack TenPoolNoodleHacks PoolNoodleStopMotionSnake PoolNoodleSlowMoSplash PoolNoodleDeskSetup',
  },
  'pool party': {
    prank:
      'PoolPartyDuckFlood PoolPartyFloatieInvasion SurprisePoolParty BathtubPoolParty BeachBallAvalanche MarcoButNoPolo PoolPartyAtYourDesk PoolPartyRubberShark',
    travel:
      'BestPoolPartySpot PoolPartyAtTheRecCenter PoolPartyBagCheck PoolPartyAtTheLake HotelPoolPartyTakeover PoolPartyPitStop PoolPartyWaterpark PoolPartyDayPass',
    music:
      'PoolPartyKaraoke PoolPartyBeatDrop PoolPartyBucketDrums PoolPartySurfRock MarcoPoloChorus CannonballDrumroll LipSyncPoolParty UkulelePoolParty',
    tech: 'PoolPartyUnderwaterCam PoolPartyToyStopMotion PoolPartySpeakerFloat PoolPartyLEDLights PoolPartyPanoramaFail SplashProofSetup SlowMoPoolParty PoolPartyTimelapse',
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo PoolPartySharksMinnows PoolPartyDiveForCoins PoolPartyWaterBalloonToss WaterproofUnoNight RedLightPoolParty PoolPartyRingToss',
  },
  popcorn: {
    travel:
      'PopcornShopCrawl DriveInPopcornNight PopcornAtTheFair PopcornRoadTripMix HistoricCinemaHop PopcornUnderTheStars RatePopcornAtEveryCinema',
    tech: 'PopcornSlowMo PopcornPopsInStopMotion TestThePopcornButton AirPopperVsMicrowave PopcornDecibelMeter KernelCamCloseUp PopcornAIMovieMatch',
  },
  popsicle: {
    travel:
      'PopsicleShopCrawl PopsicleBeachStroll PaleteriaTour PopsicleCartHunt PopsicleBeforeItMelts BeatTheHeatPopsicleWalk BestPopsicleInTown',
    tech: 'PopsicleMeltTimelapse PopsicleStickCatapult IcePopFreezerHack PopsicleSlowMoDrip PopsicleMeltsInStopMotion AIInventsAPopsicle',
    pet: 'PetSafePopsicles PupsicleTasteTest PopsicleCatIceSwat PopsicleShadeNapPup CoolDownCorgi DogPopsicleDay PopsicleStickTreatPuzzle',
    gaming:
      'PopsicleStickPuzzle GameNightPopsicles PopsicleStickTowerDuel PopsicleFlavorBingo PopsicleJokeTrivia GuessThePopsicleFlavor',
  },
  porch: {
    travel:
      'PrettiestPorchHunt PorchLightEveningStroll ColorfulDoorstepHunt PorchStyleRoadTrip HolidayPorchLightsDrive RockingChairRestStop PorchSwingAtGrandmas',
    art: 'PorchPotPainting DIYFrontPorchWreath HouseNumberDesign SketchYourPorchView PorchSignLettering DoorstepChalkWelcome PorchLightSilhouette',
    tech: 'DoorbellCamHighlights PorchTimeLapseSunset PorchMotionLights SolarLanternTest PorchBulbColorCode PorchDeliveryStopMotion PorchBirdSongAppID',
  },
  porcupine: {
    travel:
      'SpotAPorcupine MeetAPorcupineUpClose PorcupineTriviaHike PorcupineBookQuest TreetopPorcupineHunt LookUpInTheTrees PorcupineTracksHike PorcupineZooTrip',
    art: 'ForkPaintedPorcupine PorcupineToothpickArt PaperPorcupineCraft BookFoldPorcupine PorcupineDotPainting DrawWithAQuill PorcupineLeafCollage PompomPorcupine',
    tech: 'PorcupineVoiceoverDoc PorcupineLiveCamWatch PorcupineARFilter AIDrawsAPorcupine DesignAPorcupineEmoji PorcupineFlipbookOnPhone PorcupineStopMotion CodeAPorcupineGame',
    pet: 'CatVsPorcupinePlush PorcupineBedBuddy PorcupineSqueakyToy PorcupineSpikyBallFetch HedgehogNotPorcupine PuffedUpKitten PorcupineSafeDogWalk PorcupineBrushTime',
    gaming:
      'PorcupineFreezeTag DodgeThePorcupine PorcupinePinTheQuills PorcupineCharades PorcupineWouldYouRather PricklyPuzzleQuest BalloonVsPorcupine PorcupineJenga',
  },
  'post office': {
    travel:
      'TinyPostOfficeVisit PostOfficeStampCollector PostOfficeMailToFutureMe PostOfficePassport PostcardFromEveryStop PostOfficeHopping WeirdestPostOffice',
    tech: 'PostOfficeStopMotionMail PostOfficeQueueTimeLapse PostOfficeTrackingApp PostOfficeVideoPostcard PostOfficeKioskDuel PostOfficeLabelHack PostOfficeDigitalStamp',
    gaming:
      'PostOfficeParcelTetris PlayPostOfficeAtHome MinecraftPostOffice PostOfficeGuessTheWeight SpecialDeliveryQuest PostOfficeZipBingo PostOfficeCharades',
  },
  posture: {
    travel:
      'PlaneSeatPostureFix PostureBackpackFit RoadTripPostureStops CopyTheStatuePosture PostureCheckAtTheAirport StandLikeAGuard',
    tech: 'PostureSelfieBeforeAfter MonitorHeightPosture PostureWebcamAlert PosturePingEveryHour TechNeckFixes PostureLaptopOnBooksHack PostureSlumpTimeLapse',
    gaming:
      'PostureCheckMidMatch GamerPostureSetup LoadingScreenPosture PostureSimonSays ShrimpModeDetected RespawnAndStraighten PostureBookBalanceDuel',
  },
  potato: {
    travel:
      'SpudHuntAtTheMarket PotatoChipFlavorHunt PotatoSaladPicnicOff PotatoCampfireFoilPacks CouchPotatoRoadTrip PotatoHashDinerCrawl',
    speed:
      'PotatoSackRace HotPotatoRelay SpudPeelSprint PotatoSpoonDash MashMinute PotatoPassUnderChin PotatoStackBlitz',
    art: 'PotatoStampCards SpudSculpture PotatoPeelSpiral MrPotatoHeadMakeover PotatoPrintSelfPortrait BuildAPotatoPal PotatoPrintWallpaper',
    tech: 'PotatoBatteryClock PotatoCameraGlowUp AirFryerPotatoTest LifeOfAPotatoStopMotion SpudPeelerGadget SpiralizerShowdown AIVsGrandmasPotatoes PotatoQualityZoomCall',
    pet: 'CouchPotatoPet CatLoafOrPotato PetSafePotatoTreats PotatoPlushFetch HotPotatoToyToss SackRaceWithMyDog HamsterOrPotato FlopLikeAPotato',
    gaming:
      'PotatoBowling HotPotatoPartyRound PotatoFaceBlindfolded EasterPotatoHunt CouchPotatoCoOp TaterTotTournament PotatoChipPoker ButtonMashPotato',
  },
  pothole: {
    speed:
      'PotholeReportIn60 PotholeHopRelay PotholeFillRace SpotThePotholeFast PotholeSpotterRace BeatTheBumpsDash CountPotholesIn60 PotholeMarbleDrop',
    tech: 'ReportAPotholeInOneTap PotholePhotoFromTheCurb PotholeTimeLapseRepair DashcamPotholeCount PotholeStopMotionCar AccelerometerPothole PotholeARMeasure MapEveryPotholeOnMyStreet',
    gaming:
      'PotholeISpyDrive PotholeKartTrack BingoForPotholes TinyCarPotholeRally PotholeHighScore DodgeThePotholes PotholeMiniGolf PotholeFrogger',
  },
  potluck: {
    travel:
      'PotluckAroundTheWorld BeachPicnicPotluck CommunityGardenFeast CampgroundPotluck LakesidePotluck ParkPavilionPotluck',
  },
  pottery: {
    travel:
      'PotteryStudioOpenHouse PotteryPaintingCafeDate CeramicMarketFinds OldestPotteryInTheMuseum ThriftStorePotteryHunt PotteryMugFromEveryTrip CraftFairPotteryHaul',
    tech: 'PotteryTimelapse PotterySlowMoCentering AIDesignsMyPottery PotteryStopMotionMug PotteryGlazeRevealReel PotteryGlazeApp PhoneMountPotteryPOV',
    gaming:
      'CeramicDiceSet CeramicChessSet PotteryTicTacToeBoard PotteryBlindfoldPinchPot PotteryPictionaryInClay ThrowAGamePiece AnimalCrossingPottery',
  },
  'power outage': {
    cooking:
      'PowerOutagePicnic CandlelitNoPowerDinner CookWithoutPower EatTheIceCreamFirst PowerCutPantryFeast PowerCutSnackBoard',
    travel:
      'PowerOutageStargazing PowerCutCafeEscape NoPowerDayTrip PowerOutageLibraryEscape PowerCutBackyardCamp PowerOutageNightWalk',
    tech: 'PowerOutageBatterySaver PowerBankSurvivalTest PowerOutageNoWiFiDay HandCrankPowerRadio LastPhoneStanding LowPowerModeOnly',
  },
  preschool: {
    tech: 'PreKPhotoScavengerHunt PreschoolCodingToy PreschoolStoryVoiceMemo KindergartenStopMotion ParentControlsSetup ScreenTimeTimer PreschoolVideoCall',
  },
  presentation: {
    travel:
      'ConferenceCityWalk PresentationOnTheTrain PresentYourVacation PresentationRoadTrip PresentationHotelPrep DreamTripPresentation HometownPresentation',
    speed:
      'PresentationTimeTrial SixWordSummary PresentationSlideSprint PresentInOneMinute PresentationSpeedRound BeatTheSlideTimer',
  },
  president: {
    fitness:
      'PresidentialPacerTest PresidentsDayPushUps RunForPresident PresidentsDayParkHike SecretServiceSprints CampaignTrailJog SquatForPresident PresidentSaluteJacks',
    travel:
      'PresidentStreetNameHunt WalkInAPresidentsSteps TownsNamedForPresidents PresidentStatueSelfie PresidentsDayRoadTrip PresidentMuralSpotting APresidentSleptHere PresidentsDayParade',
    tech: 'PresidentialTimeline PresidentsDayCodeQuiz PresidentQuoteBot PresidentOfTheGroupChat SpotTheFakeSpeech MyPresidentialCampaignAd ScanAPresidentCoin PresidentGreenScreen',
    gaming:
      'PresidentTrivia PresidentCardGameNight PresidentCharades GuessWhoPresidents ElectoralMapShowdown PresidentWouldYouRather PresidentDebateDuel PresidentHeadsUp',
  },
  pretzel: {
    travel:
      'PretzelBakeryCrawl PretzelAtTheFair SoftPretzelCartHunt PretzelFactoryVisit TwistyRoadPretzelTrip PretzelAndMustardPicnic MallPretzelFaceOff',
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet PretzelPrintPajamas TwistedUpdo PretzelNecklaceParty WearThePretzelLook',
    tech: 'PretzelTwistSlowMo PretzelAirFryerTest PretzelTwistsInStopMotion AIDesignsAPretzel PretzelTwistPOVCam PretzelBakeTimeLapse SmartScalePretzels CanAITwistAPretzel',
    pet: 'PetNamedPretzel PretzelPlushSqueak DogPretzelStretch SleepsLikeAPretzel WeirdestNapPose PretzelShapedDogTreats CurledUpPretzelCat PretzelTwistTrick',
    gaming:
      'PretzelKnotPuzzle PretzelTwisterRound StackThePretzelJenga PretzelRingToss PretzelPokerChips SnackStakesUno PretzelRodPickUpSticks',
  },
  princess: {
    travel:
      'PrincessPlaygroundCastle PrincessTeaPartyPicnic PrincessTeaRoomOuting LibraryPrincessStoryTime PrincessForADayTrip PrincessParadeFrontRow PrincessWorthyView',
    tech: 'TiaraLEDBuild PrincessARGownTryOn PrincessVoiceFilter PrincessCastleLights AIWritesMyPrincessTale PrincessStopMotionStory PrincessTransformEdit',
    gaming:
      'PrincessAndTheDragonTag PrincessCharades PrincessCastleBuild PrincessSavesHerself PrincessDressUpSim PrincessMusicalChairs WhichPrincessAreYou',
  },
  principal: {
    travel:
      'PrincipalFieldTrip PrincipalMuseumDay ExchangeStudentWelcome PrincipalSummerPostcard PrincipalWalkingSchoolBus PrincipalOnTheBus FlatPrincipalTour PostcardsToPrincipal',
    tech: 'PrincipalVideoNews PrincipalPodcast SmartClassroomTour PrincipalVsRobot KidsTeachThePrincipal GreenScreenAnnouncer PrincipalStopMotionCameo PrincipalThankYouVideo',
    gaming:
      'PrincipalKartFinals FacultyFourSquare SchoolTriviaBowl PrincipalDodgeball BeatThePrincipal PrincipalSimonSays CheckmateThePrincipal PrincipalUnoShowdown',
  },
  printer: {
    educational:
      'PrinterInkScience PrinterLaserVsInkjet HowPrintersWork PrinterHistoryIn60Seconds CartridgePriceShock HiddenPrinterDots',
    cooking:
      'PrinterCupcakeFlags PrinterStencilLatte PrinterRecipeCardSwap PrinterStencilCookies PrinterPancakeTemplate PrintARecipeZine',
    travel:
      'PrinterPostcardMaker PrinterMapOnlyRoadTrip MiniPrinterTripLog PolaroidRoadJournal PocketPrinterAdventure PrinterPackingChecklist',
    music:
      'PrinterNoiseRemix PrinterWhirSymphony CopierBeatbox PrinterBeatDrop PaperJamSession PrinterDrumMachine DuetWithThePrinter',
    art: 'PrinterCollageArt PrinterZineMaking PhotoTransferPrints PrinterStencilArt ScannerGlitchPortrait CopierSketchRemix',
    tech: 'PrinterWifiFix PrinterSetupHack PrinterQRCodePoster PrinterScanToPDFHack WhyPrintersHateUs PrinterVsPhoneScan',
    gaming:
      'PrintAndPlayGameNight PrinterWordSearchDuel PrinterPaperPlaneDuel ScorecardPrintables PrinterMazeRace CopierBingoCards',
  },
  procrastination: {
    educational:
      'WhyWeProcrastinate ProcrastinationMyths ProcrastinatingBrain ProcrastinatorTypes TwoMinuteRule EatTheFrogFirst ProcrastinateLessIn7Days',
    travel:
      'ProcrastinatorPacking ProcrastinationCafeHop ProcrastinateAtTheBeach ProcrastinationStation LastMinuteGetaway ScenicRouteStalling ProcrastinationPicnic',
    gaming:
      'ProcrastinationQuest ProcrastinationBingo ProcrastinationBoss ProcrastinatorsFarm OneMoreLevelTrap ProcrastinationCharades ProcrastinationDiceTasks',
  },
  professor: {
    travel:
      'ProfessorLibraryCrawl ProfessorMuseumGuide ProfessorLedCampusTour ProfessorTurnedTourist CityAsAClassroom ProfessorCampusPicnic ProfessorsFieldTrip',
    tech: 'AIVsProfessor ProfessorSlideMakeover ProfessorPodcastKit FixTheProfsVideoCall ProfessorLearnsEmojis LaserPointerShowdown',
    gaming:
      'ProfessorEscapeRoom StumpTheProfessor ProfessorDungeonMaster ProfessorCharades ProfessorTriviaNight LectureBingo ProfessorPlumClue',
  },
  prom: {
    travel:
      'PromPhotoSpotTour AfterPromDayTrip PromRideSingAlong PromBeachSunrise PromPicsAtLandmarks NightOutInFormalwear',
    tech: 'PromPhotoBoothSetup PromDisposableCam PromGlowUpTransition QRCodePromposal PromRecapReel AIPicksMyPromLook PromGroupPhotoTimer',
    pet: 'PetPromposal MyDogIsMyPromDate PromPhotosWithTheCat PetRatesMyPromLook PromKingPup BowTieBulldog PromQueenKitty',
    gaming:
      'VirtualPromInGame ArcadeAfterProm PromSimsStoryline PromRobloxBall PromTriviaNight PromKingBracket JustDancePromParty',
  },
  proposal: {
    dance:
      'EngagedFirstDancePractice BendedKneeTwirl EngagedCoupleWaltz PutARingOnIt ProposeMidDance ProposalFreezeFrame PostProposalJive ProposalSalsa',
    fitness:
      'ProposeAtTheFinish ProposalSummitHike BendedKneeLunges EngagedCoupleSquats EngagedCoupleYogaPoses PartnerWorkoutDate BurpeeIntoAProposal EngagementPiggyback',
    educational:
      'ProposalAroundTheWorld WhyRingsOnLeftHand WhyWeKneelToPropose EngagementMythBusting LeapDayProposals ProposalRingSizeHack HowProposalsBegan ProposalInTenLanguages',
    travel:
      'ProposalAtFirstDateSpot ProposalOnAHikingTrail ProposalWithAView ProposeAtSunrise EngagedWeekendGetaway EngagementRoadTrip WhereWeGotEngaged ProposalSpotScout',
    tech: 'ProposalTimeLapseSetup ProposalLockScreenAsk ProposalVideoCallReveal HiddenCamProposal ProposalProjector ProposalPhotoSlideshow SmartSpeakerProposal ProposalSlowMoReplay',
    gaming:
      'ProposalCrosswordClue ScrabbleProposal EscapeRoomProposal PlayerTwoWillYou ProposalLevelUp ProposeInMinecraft ProposalTreasureHunt JigsawProposal',
  },
  puddle: {
    travel:
      'PuddleForestWander PuddleJumpingTrail PuddleSkylineSelfie PuddleJumpingRoadTrip PuddlegrammingWalk UpsideDownCity LandmarkInAPuddle',
    tech: 'PuddleSlowMoSplash PuddleMirrorCameraHack PuddleStopMotionBoat PuddlePortraitMode PuddleReflectionFlipEdit RainfallGaugeBuild PuddleTimelapse PuddleJumpBurstMode',
    gaming:
      'PuddleISpyChallenge PuddleFloorIsLava PuddleJumpLevel SpeedrunThePuddles PuddleSimonSays SplashZoneHighScore SuperPuddleBros',
  },
  puffer: {
    travel:
      'PufferSledHillDay PufferStargazingDrive PufferWinterMarketTrip PackOnlyAPuffer ColdestCityChallenge PufferAirportLayerHack PufferPillowFlight',
    tech: 'PufferStuffSackTimeLapse PufferFitCheckTransition PufferPowerBankPocket PufferPhoneWarmer ColdBatteryShowdown TouchscreenGloveCheck PufferSnowSlowMo',
    gaming:
      'PufferFreezeTag PufferSnowballArena SledRacePufferLeague FortnitePufferSkin PufferSnowAngelContest PufferCozyGameNight',
  },
  pumpkin: {
    fitness:
      'PumpkinPatchLunges GourdCurls PumpkinOverheadPress PumpkinFarmersCarry PSLPowerWalk SquashSquats PumpkinGobletSquats',
    travel:
      'PumpkinSpiceCafeCrawl RateThePumpkinPorches HayrideToThePumpkins PumpkinPatchHopping CornMazeEscape PickYourOwnPumpkin PumpkinFestivalHunt',
    speed:
      'ScoopAPumpkinIn60 PumpkinRollRace FastestPumpkinFace GourdStackOff SeedSortSprint PumpkinBowling PumpkinPaintIn60',
    art: 'NoCarvePumpkinPainting PumpkinSucculentPot ClayPumpkinFamily PumpkinSplatterPaint GourdGallery JackOLanternSketch PumpkinStencilGlowUp LeafPrintPumpkins',
    tech: 'PumpkinPhoneScreenFace PumpkinFaceStopMotion PumpkinTimeLapseRot LEDPumpkinGlowUp AIDesignsMyPumpkinFace TalkingPumpkinVoiceover PumpkinGlowPhotoHack SmartBulbPumpkin',
    pet: 'PumpkinPupTreats PumpkinPlushCatNap PumpkinHamsterHideout PawsInThePatch LittlePumpkinPortrait DogMeetsAPumpkin FrozenPumpkinLickMat KittenPumpkinPeekaboo',
    gaming:
      'PumpkinHideAndSeek MinecraftPumpkinHead PumpkinHotPotato PumpkinCharades SpookySeasonCoop PSLGameNight PumpkinBowlingLeague PumpkinRingToss',
  },
  'pumpkin carving': {
    travel:
      'PumpkinPatchTrip PumpkinFestivalHop JackOLanternWalk GiantPumpkinWeighOff PumpkinCarvingAtGrandmas PumpkinCarvingCampout PumpkinCarvingFarmDay PumpkinCarvingFair',
    tech: 'PumpkinLightShow PumpkinLEDCandles SmartJackOLantern AnimatedPumpkinFace AIDesignsMyPumpkin TalkingPumpkinHack PumpkinCarvingTimeLapse JackOLanternStencilHack',
    pet: 'PetFacePumpkin DogVsJackOLantern PawPrintPumpkin PumpkinPatchPupPhoto KittyJudgesMyCarving CatSilhouetteStencil PumpkinCarvingZoomies PumpkinCarvingPetHelper',
    gaming:
      'PixelPumpkinCarving JackOLanternGuessWho GameCharacterPumpkin PumpkinCarvingBracket CreeperPumpkin PumpkinCarvingPictionary PumpkinCarvingCharades PumpkinCarvingDiceRoll',
  },
  'pumpkin patch': {
    tech: 'LightUpPumpkinBuild PumpkinPatchPanoramaFail PumpkinPatchPhotoHacks PumpkinPatchSlowMoRoll PumpkinTimelapseRot PumpkinPatchStopMotion',
    gaming:
      'PumpkinPatchBingo PumpkinPatchBowling PumpkinPatchScavengerHunt HideAndSeekInThePatch PumpkinPatchISpy HarvestCozyGameNight',
  },
  puppet: {
    cooking:
      'PuppetCookingShow PuppetChefCookAlong SockPuppetBakeOff PuppetTasteTester PuppetPancakeFlip FingerPuppetSnackTime SandwichPuppetFaces PuppetPizzaParty',
    travel:
      'PuppetTourGuide PuppetShowAtTheLibrary SockPuppetOnVacation PackYourPuppetsBag PuppetPostcardPoses PassportForMyPuppet PuppetSightseeing RoadTripPuppet',
    tech: 'PuppetStopMotionShort PuppetVideoCallCameo PuppetGreenScreen SockPuppetVoiceFilter PuppetSplitScreenDuet PuppetPodcastHost PuppetVoiceoverDub PuppetTimelapseBuild',
    gaming:
      'PuppetDungeonMaster SockPuppetLetsPlay PuppetTriviaEmcee PuppetSimonSays PuppetGameShowHost PuppetWouldYouRather PuppetCharades ChessWithMyPuppet',
  },
  puppy: {
    tech: 'PuppyCamReveal PuppyMeetsRobotVacuum PuppyBarkTranslator AIGuessesPupsBreed PuppyGrowthTimeLapse PuppyVideoCallReaction SlowMoPuppyShake PuppyWalkGPSDrawing',
  },
  purple: {
    fitness:
      'PurpleBandWorkout PurpleYogaMatFlow PurplePlaylistPowerWalk PurplePowerHour LavenderTrailRun BerryBlastBurpees PlankInPurple HikeToPurpleSunset',
    funny:
      'PurpleEverythingPhase PurpleFoodBlindTaste PurpleTongueReveal PurpleHairDyeMishap WhyIsEverythingPurple GrapeStainPanic NamingPurpleShades GrumpyPurpleEmoji',
    travel:
      'PurpleFlowerStreetHunt PurpleDoorPhotoHunt PurpleMuralHunt SpotAPurpleCarDare ChasePurpleSunsets LavenderFarmTrip AllPurplePicnic NightMarketPurpleNeon',
    music:
      'PurpleRainCover PurpleHazeRiff PurpleGalaxyLoFi PurpleGuitarSolo PurpleSongPlaylistBattle VelvetVoiceBallad PianoInPurple SingAPurpleSong',
    tech: 'PurpleRGBSetup PurpleGalaxyWallpaper PurpleLEDStrip PurpleThemeHomeScreen PurpleOnlyCameraRoll PurpleStopMotionStory SmartBulbPurple NightModePurple',
    gaming:
      'PurpleScavengerHunt ISpySomethingPurple PurpleTeamVictory PurpleJellyBeanGuess PurpleBalloonKeepyUppy AmethystMiningRun AllPurpleSkinsOnly PurpleBaseBuild',
  },
  'push up': {
    travel:
      'PushUpAtLandmarks PushUpWithAView PushUpInEveryPark HotelRoomPushUps SummitPushUp PushUpAtEveryRestStop AirportGatePushUp PushUpPostcards',
    art: 'PushUpStopMotion PushUpSilhouette LongExposurePushUps PushUpFigureStudy SketchMidRep PushUpFlipbook PushUpDoodleCount ShadowTracePushUp',
    tech: 'PushUpFormAI PushUpSlowMo SmartwatchPushUpTest DIYPushUpScoreboard HeartRateVsReps PushUpTimeLapse30Days PushUpsForScreenTime PushUpTrackerDuel',
    pet: 'PushUpPuppyKisses CatUnderMyPushUp PushUpPetCheerSquad PushUpWithMyDog PawHighFivePushUp PupSpotsMyReps TreatForEveryPushUp PushUpVsZoomies',
  },
};
