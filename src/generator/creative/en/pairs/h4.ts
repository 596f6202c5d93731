import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  haircut: {
    dance:
      'HaircutTransition HaircutCapeTwirl FreshHaircutStrut HaircutHairFlip HaircutBigChopBounce HaircutMirrorGroove HaircutRevealSpin HaircutShimmyCheck',
    prank:
      'HaircutPaperFringe HaircutFilterMixUp HaircutTwinning HaircutWigSwap HaircutClipOnBangs HaircutSalonGiftCard HaircutMulletGag HaircutMustacheSurprise',
    music:
      'HaircutBarbershopHarmony HaircutClipperBeat HaircutCombTapRhythm SongForMyHaircut HaircutASMRJam HaircutBuzzBeatbox HaircutKaraokeCape HaircutPlaylistPick',
    pet: 'HaircutBrushingRoutine HaircutCatCombOut HaircutPoodleStyle PetHaircutReveal GroomerHaircutGlowUp HaircutTwinWithMyDog HaircutDayTreats HaircutPupCalmCuddles',
    gaming:
      'HaircutLevelUp GameCharacterHaircut HaircutGuessWhoRound DrawMyNextHaircut HaircutSalonSim HaircutUnlocked HaircutCharades HaircutStyleBingo',
  },
  trampoline: {
    funny:
      'TrampolineDadReturns TrampolineSidelineGrandma TrampolineStaticShock TrampolineWobblyLanding TrampolineHairExplosion TrampolineCommentary TrampolineNewsAnchor TrampolinePhotoFaces',
    speed:
      'StarJumpTrampolineRace HundredHopsTimer TrampolineTuckTally SixtySecondSeatDrops TrampolineBounceCount TrampolineSoloRelay TrampolineTwistOff TrampolineBallCatchBlitz',
    art: 'TrampolineJumpPortrait BounceSilhouettes FreezeFrameTrampoline TrampolineChalkArt PaintSplatterLeap TrampolineMidairShoot TrampolineSideAngle TrampolineCrayonRubbing',
    tech: 'TrampolineSlowMo TrampolineSplitScreen TrampolineHangTimeTimer TrampolineLevitation TrampolineFreezeFrameShot TrampolineToTheMoon TrampolineBurstMode TrampolineSmartwatchJumps',
    gaming:
      'TrampolineTargetToss TrampolineMemoryMoves TrampolineCountingGame TrampolineSimonSays TrampolineAlphabetHops FloorIsLavaBounce RedLightTrampoline TrampolineBalloonVolley',
  },
  'marshmallow tower': {
    prank: 'MarshmallowTowerNibble MarshmallowTowerFakeOut MarshmallowTowerTinyFlag',
    cooking: 'MarshmallowTowerSmores MarshmallowTowerDessert MarshmallowTowerCocoa',
  },
  paintball: {
    dance: 'PaintballSplatDance PaintballVictoryWiggle SplatterShuffle',
    prank: 'PaintballCheerBanner PaintballPlushMascot SplatStickerSurprise',
    pet: 'PaintballCouchCuddles PaintballPupWelcomeHome PetTeamMascot',
  },
  'cold plunge': {
    dance:
      'IceBathShiverShuffle ColdPlungeWarmUpDance TowelTwirlColdPlunge PenguinColdPlunge FreezeFrameIceBath IceBathDiscoExit ColdPlungeVictoryWiggle FuzzySocksIceBath',
    prank:
      'SecretlyWarmIceBath DucksInTheColdPlunge ColdPlungeHypeSquad ColdPlungeGooglyEyes ColdPlungeCozyRobe FlamingoFloatIceBath ColdPlungeCocoaSurprise IceBathAnnouncer',
    travel:
      'BathhouseColdPlunge ColdPlungeSpaDay ColdPlungeTravelKit ColdPlungePassport HotelHackIceBath ColdPlungeGymRecovery GuidedColdPlungeAbroad ColdPlungeLifeguardSpot',
  },
  'medicine ball': {
    prank: 'MedicineBallGooglyEyes MedicineBallCakeDecoy FeatherweightFake',
    pet: 'MedicineBallPetSpotter CatClaimsTheMedBall MedicineBallPupCheers',
  },
  'pool party': {
    dance:
      'PoolPartyDanceOff PoolPartyArmWaves PoolPartyNoodleLimbo PoolPartyFlamingoStep CannonballChoreo PoolsideShuffle PoolPartyConga SynchronizedPoolParty',
    fitness:
      'PoolPartyAquaAerobics PoolPartyKickboardDrill PoolPartyLapRace PoolPartyBootcamp PoolNoodleCore CannonballCardio PoolPartyFlutterKicks EarnYourPoolParty',
    prank:
      'PoolPartyDuckFlood PoolPartyFloatieInvasion SurprisePoolParty PoolPartyTowelSwans BeachBallAvalanche MarcoButNoPolo PoolPartyFlamingoLawn PoolPartyBalloonArch',
    educational:
      'PoolPartyBuoyancyTest PoolPartySafetyRules PoolPartyWhistleSignals PoolPartyScienceQuiz WhyCannonballsSplash PoolPartyFingerPruneTimer PoolPartyWaterPHCheck SinkOrFloatPoolParty',
    travel:
      'BestPoolPartySpot PoolPartyAtTheRecCenter PoolPartyBagCheck PoolPartyWithLifeguards PoolPartyResortRules PoolPartyPitStop PoolPartyWaterpark PoolPartyDayPass',
    speed:
      'PoolPartyRelayRace PoolPartyTowelBlitz PoolPartyNoodleStack PoolPartyPlaylistPick FastestFloatieInflate CannonballCountdown PoolPartySpongeSqueeze TenMinutePoolParty',
    tech: 'PoolPartyUnderwaterCam PoolPartyToyStopMotion PoolPartyPlaylistSync PoolPartySolarLanterns PoolPartyPanoramaFail SplashProofSetup SlowMoPoolParty PoolPartyTimelapse',
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo PoolPartyDeckBingo PoolPartyTriviaSplash PoolPartyWaterBalloonToss PoolPartyCardNight RedLightPoolParty PoolPartyBeachBallRally',
  },
  koi: {
    prank:
      'KoiToyInTheBathtub KoiWaterSquirter KoiWindsockCameo KoiPlushPillowHide KoiStickerTrail KoiRubberFishInSink FortuneKoiNotes BalloonKoiDrop',
  },
  'water polo': {
    funny: 'WaterPoloSplashFaces WaterPoloCommentary EggbeaterOnLand',
    gaming: 'WaterPoloTabletopMatch WaterPoloFantasyTeam WaterPoloTableFlick',
  },
  swimming: {
    prank:
      'DucksInTheSwimmingPool SwimmingCapGooglyEyes SwimmingFloatieFleet InflatableSharkGuest SwimmingCheerPoster SwimBagBeachBallStash SwimmingTowelSwap SwimmingMedalForEffort',
    cooking:
      'SwimmingPoolCake SwimmingMeetFuelUp PostSwimmingSmoothie BlueJellySwimCups PoolsideLemonade SwimmingLunchboxPrep AfterSwimmingCocoa SwimmingSnackBananaBites',
    speed:
      'SwimmingLapRace SwimmingRelay Fastest50mSwim SwimmingBackstrokeSprint FlipTurnFaceOff CannonballCountdown SwimmerVsStopwatch SwimmingKickboardDash',
    music:
      'SwimLapsToTheBeat SwimmingMetronome SwimmingWaterDrums SwimmingLaneAnthem MarcoPoloMixtape CannonballBassDrop JustKeepSwimmingCover SwimmingPoolKaraoke',
    tech: 'SwimmingWaterproofTest SwimmingSlowMoStroke SwimmingSplitScreenRace SwimmingPhonePouchPOV SwimmingFormCheckApp SwimmingFakeOceanEdit SwimmingWatchWars SwimmingTechniqueReplay',
    gaming:
      'MarcoPoloChampion SwimmingSharksAndMinnows SwimmingStrokeBingo SwimmingBeachBallVolley SwimmingNoodleRelay SwimmingPoolOlympics SwimmerSimonSays SwimmingRingTossChamp',
  },
  'hot chocolate': {
    pet: 'HotChocolateColoredPups HotChocolateMugPortrait PetsNamedCocoa HotChocolateCarobTreats MarshmallowBedNap HotChocolatePlushToy HotChocolateQuiltSnuggle HotChocolateDogBlanket',
  },
  coffee: {
    fitness:
      'CoffeeMugCurls LatteLunges RunForYourCoffee CoffeeBreakStretch CoffeeGrinderArmBurn SquatTillCoffeeBrews EarnYourCoffee CoffeeTablePushUps',
    pet: 'CoffeeMorningDogWalk CoffeeAndCatNaps CoffeeShopPatioPup PetJoinsMyCoffeeRun CoffeeHourKittyCuddle CoffeeDoggoOfTheDay WalkiesForLattes CoffeeBreakFeatherChase',
    gaming:
      'CoffeeAndControllers CoffeeMenuMemory CoffeeBeforeTheBoss BlitzChessAndLattes OneLevelPerCoffee CoffeeTalkGameNight CoffeeBeanTicTacToe CoffeeDominoesMorning',
  },
  submarine: {
    funny:
      'SubmarineCaptainBit SubmarineCardboardVoyage StuckInASubmarineHatch SubmarineRoomTour DownPeriscope SonarPingImpression SilentSubmarineFamily SubmarineSnackRations',
    travel:
      'SubmarineMuseum AquariumSubmarineTrip FindAPlaygroundSubmarine BoardARealSubmarine SubmarineShipyardTour DiveWithoutGettingWet SubmarineHarborVisit SubmarineLakeShoreWalk',
    tech: 'SubmarinePOVCamera StopMotionSubmarineDive GreenScreenSubmarineTour SubmarineBottleDiver CodeAYellowSubmarine SubmarineBrickTimelapse SubmarineSoundEffectsEdit SubmarineDeepSeaVlog',
  },
  frog: {
    fitness:
      'FrogJumpReps FrogPoseStretch FrogWallSit LeapfrogRelay FrogPlankCroaks FrogLilyPadLunges FrogSquatHops FrogBearCrawl',
    travel:
      'FrogSpottingHike FrogRainforestExhibit HowManyFrogsAtTheLake FrogsAtTheZoo FollowTheFrogCroaks FrogsOfMyNeighborhood RainyDayFrogHunt FrogNatureCenterVisit',
  },
  sugar: {
    prank:
      'CottonCandyVanish SugarCubeMessage SugarCoatedCompliments SugarBowlMagicTrick GameNightSugarDice SugarJarLoveLetter PowderedSugarFootprints GoodMorningSugarPie',
  },
  blizzard: {
    prank:
      'BlizzardSockSnowballs BlizzardSnowmanGreeter BlizzardTinyYetiPrints BlizzardSnowflakeDoor BlizzardPillowFightRaid SurpriseSnowedInFort BlizzardHowlSoundPrank BlizzardCottonSnowdrift',
    pet: 'BlizzardPawBooties BlizzardDogZoomies BlizzardSnuffleMatHunt SnowedInPetOlympics FirstSnowstormPuppy CatVsSnowstorm BlizzardBlanketBurrito BlizzardIndoorFetch',
  },
  'dog swimming': {
    prank: 'DogSwimmingBallReveal DogSwimmingToySwap SprinklerSurprise',
    cooking: 'DogSwimmingPupsicles DogSwimmingPicnic LakesideBBQ',
  },
  unpacking: {
    prank:
      'UnpackingConfettiCard UnpackingMadeTheBed NestingBoxUnpacking UnpackingGooglyEyes SuitcaseTeddyStowaway NotesInEveryPocket RubberDuckUnpacking UnpackingPhotoSurprise',
  },
  dorm: {
    tech: 'DormRoomSetupTour DormTechUnderFifty DormLEDStripTest TinyDormDeskBuild DormAppsIUseDaily RoomieVsRouter DormSmartPlugRoutine DormCableMakeover',
  },
  starbucks: {
    prank:
      'StarbucksSurpriseDelivery StarbucksEmptyFakeout PayItForwardStarbucks StarbucksTinyVentiCup StarbucksMenuOnTheFridge StarbucksSmileyStraw StarbucksAtHomeCafe StarbucksLoveNoteSleeve',
    pet: 'StarbucksPatioPuppy StarbucksMorningSniff CatNameOnStarbucksCup StarbucksLidShellGame StarbucksParkBenchNap StarbucksBoxKittyFort StarbucksPuppuccinoTreat StarbucksWalkWithFido',
  },
  goalkeeper: {
    prank: 'GoalkeeperGloveSurprise GoalkeeperStickyNoteNet SurpriseSaveCam',
  },
  'step up': {
    gaming: 'StepUpDanceGame StepUpQuestMode StepUpRhythmCombo',
  },
  'coca cola': {
    wellness:
      'CokeFloatPorchPause CocaColaSunsetSip CocaColaSlowSunday CocaColaGratitudeList SwapSodaForSparkling CocaColaCatchUpWithMom ShareACocaColaChat CocaColaPicnicBreak',
    pet: 'CocaColaPolarBearPup CocaColaCrateCatNap CocaColaRedCollar CocaColaCouchSnuggle PetRecreatesCocaColaAd CocaColaCozyCorner CocaColaSantaPaws CocaColaBoxCastle',
  },
  'lunch break': {
    prank:
      'HiddenLunchNote GooglyEyeLunchbox LunchBreakCandyTrail LunchBreakDeskWrap LunchBreakPicnicBlanket LunchBreakFortuneSlip LunchBreakPaperCrown LunchBreakPlushGuest',
  },
  compass: {
    prank:
      'CompassMagnetTrick CompassTreasureSurprise CompassPointsToMe CompassNorthStarNote SecretMissionCompass TinyCompassEverywhere ExplorerWakeUpCompass BreakfastByCompass',
  },
  porto: {
    prank: 'PortoSurpriseTrip PortoNataSurprise PortoTileMagnetGift',
    cooking: 'PortoFrancesinhaAtHome PortoNataBakeOff PortoCustardTartFilling',
  },
  'candy cane': {
    prank:
      'CandyCaneEverywhere CandyCaneTrailSurprise CandyCaneMustacheDinner CandyCaneLawnPatch PeppermintPillowDrop StripedDoorWrap CandyCaneHeartNotes CandyCaneInEveryShoe',
    pet: 'CandyCaneRopeTug CandyCaneStripedBed CandyCaneHolidayPortrait CandyCaneCatKicker PeppermintPlushHunt CandyCaneScratchPost CandyCaneSqueakerFetch CandyCaneShapedDogTreats',
  },
  'heat wave': {
    prank:
      'HeatWavePopsicleDrop HeatWaveWaterBalloons HeatWaveIcedTeaDelivery SlushieForHeatWave HeatWaveSurpriseSprinkler HeatWaveFakeSnowDay HeatWaveFrozenTShirt HeatWaveChilledPillow',
    pet: 'HeatWavePupPool HeatWavePawCheck FrozenPetTreatHeatWave KittenFlopsInHeatWave PupsicleParty HeatWaveShadySnooze HeatWaveFanCorner HeatWaveDogCoolingMat',
  },
  denim: {
    prank:
      'JeansPocketSurprise DenimTwinDay SecretDenimMakeover DenimPatchOnTheTeddy DenimDoorwayReveal DenimDoodleNote DenimGooglyEyes JeansShrunkInTheWash',
    pet: 'DenimTugRopeForPups KittenStealsMyJeans DenimDogPillow DenimCatCave DenimPetBedUpcycle DenimPetBlanket UpcycledDenimToy DenimBunnyHideout',
  },
  'ugly sweater': {
    pet: 'UglySweaterPetBedDIY UglySweaterPhotoBackdrop UglySweaterSelfieWithPup UglySweaterTreatHunt UglySweaterBunnyHideout UglySweaterPileCatNap UglySweaterSniffTest UglySweaterFetchPlush',
  },
  moped: {
    prank:
      'MopedBasketSurprise MopedHelmetStickers MopedBeepWakeUp MopedSeatNote GooglyEyesMoped HandlebarTasselsMoped MopedWelcomeBanner BalloonBouquetMoped',
  },
  beard: {
    prank:
      'BeardCottonBallDisguise FakeBeardDoorAnswer MustacheDinnerParty EveryoneWearsABeard StacheOnTheFamilyPhoto BeardGlitterTwinkle ClipOnBeardBows PaperBeardPhotobomb',
  },
  sticker: {
    funny:
      'StickerPeelStruggle StickerResidueRage StickerOnYourBack FruitLabelCollector StickerHoarderConfessions StickerMustacheMeeting PriceStickerPanic StickerCrookedForever',
  },
  dice: {
    prank:
      'DiceAllSixesSet FuzzyDiceOnEverything DiceGiantFoamDecoy DiceMindReadingTrick BlankDiceSwitch DiceDoodleFaces DiceFrozenInIce DiceOnTheirPillow',
  },
  lamp: {
    prank:
      'LampWelcomeSign SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes LampSilhouetteCutout LampClapOnFakeOut LampSpookyShadow LampWithAMustache',
    tech: 'SmartLampSetup LampSunriseAlarm LampColorScenes LampVoiceCommandTest LampDimmerApp LampShadowPhotoTrick ProgramALampRainbow LampMorseCode',
  },
  'power outage': {
    prank:
      'PowerOutageBlanketFort PowerOutageCandyTrail PowerOutageSnackStash FlashlightTreasureHunt PowerOutageGlowStickPath NoPowerCampout PowerOutageSerenade PowerOutageShadowPuppets',
  },
  'slow cooker': {
    prank:
      'CrockpotWelcomeHome SlowCookerNoteUnderLid SlowCookerCocoaSurprise DinnerIsAlreadyDone SlowCookerSecretSupper SlowCookerGooglyEyes SlowCookerMenuCard SlowCookerFullOfCandy',
    tech: 'SlowCookerTimelapse SlowCookerVsAirFryer SpyOnMySlowCooker SlowCookerRecipeApp SlowCookerTempProbe AIPlansTheStew VoiceCommandSlowCooker WattMeterSlowCooker',
  },
  titanic: {
    pet: 'TitanicMovieNightPup TitanicThemeCatNap CaptainPetPhoto',
  },
  silksong: {
    dance: 'SilksongHornetDance SilksongSpinStep PharloomGroove',
  },
  soap: {
    educational:
      'PepperAndSoapTest HowSoapKillsGerms SoapBubbleGeometry SoapVsSanitizer TwentySecondScience SoapRainwaterLather SoapMoleculeModel SoapFoamInSaltyWater',
    cooking:
      'IsItSoapOrCake SoapShapedFudge SoapSudsMeringue BubbleBathCupcakes SoapBarSugarCookies LavenderSoapScones SoapWashHandsFirst SoapLookalikeJelly',
  },
  'rush hour': {
    prank:
      'RushHourCoffeeSurprise RushHourTrafficReport RushHourComplimentCard RushHourSmileySandwich RushHourLunchboxNote RushHourWelcomeParade RushHourToyCarJam RushHourJokeInTheirBag',
    tech: 'RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourPhoneShortcut RushHourMapsShowdown RushHourTrainCommuteVlog RushHourPodcastPicks RushHourAudiobookTest',
  },
  platypus: {
    prank:
      'HideThePlatypusEggs PlatypusFactNotes FakePlatypusSighting PlatypusInTheBathtub PlatypusPhotobomb PlatypusFootprintTrail PlatypusPlushBedtime SurprisePlatypusParty',
  },
  soccer: {
    prank:
      'SoccerTunnelWalkout SoccerScarfWelcome BalloonFilledSoccerNet RedCardForDishes ManOfTheMatchAward SoccerStadiumIntro SoccerSigningSurprise SoccerFanChantWakeUp',
  },
  birthday: {
    prank:
      'BirthdayNestingGift BirthdayFlamingoFlock BirthdayDoorStreamers BdayBalloonAvalanche BirthdayDeskWrap BirthdayBannerHallway StickyNoteBirthday BirthdayWakeUpKazoos',
  },
  mall: {
    prank:
      'MallPhotoBoothPoses MallGiftCardHunt MallCompliments MallMatchingOutfits MallCookieTreatReveal FoodCourtSerenade MallPretzelDelivery MallBirthdaySurprise',
  },
  baking: {
    pet: 'BakingSupervisorCat BakingPupcakes BakingDogSafeBiscuits BakingTimeKitchenGate SousChefPup BarkeryBakeOff BakingBirdSeedWreath BakingPumpkinPetTreats',
  },
  grill: {
    prank:
      'GrillDessertFakeout GrillMasterApronReveal GrillGooglyEyes FakeGrillMarksToast GrillChefHatSurprise BurgerCupcakeBluff GrilledCheeseIsCake GrillSoundboardCheers',
    pet: 'GrillPartyPawtrait GrillPupPlaypenNap DogStaresAtGrill GrillDayCoolWaterBowl GrillTimeFetchBreak GrillShadeSpotSnooze PetSafeGrillTreats GrillCatWindowWatch',
  },
  boba: {
    pet: 'BobaShopPatioNap BobaSqueakyToy BobaPlushFetch CatVsBobaStraw BobaCupKittenFort BobaDateWithMyDog BobaKittyPortrait BobaSnuffleMat',
  },
  wings: {
    prank:
      'WingsGratitudeCard WingsNapkinTowerSurprise SurpriseWingNight WingsCookAward AllFlatsForYou WingDeliveryDash WingsRanchRefillFairy WingsBibForDad',
  },
  'san francisco': {
    speed: 'SanFranciscoInOneDay SanFranCableCarSpeedrun SanFranciscoLandmarkBingo',
  },
  smile: {
    prank:
      'SmileSurpriseNote SmileCookieDelivery SmileBalloonDesk SmileyStickerBomb SecretSmileSquad LunchboxSmileJoke SmileFaceOnTheirBanana SmileMessageOnTheMirror',
  },
  violin: {
    prank:
      'FakeBadViolinReveal HiddenViolinistDinner ViolinSerenadeSurprise FiddleWakeUpCall ViolinBreakfastMelody DoorbellSonata ViolinCaseSnackStash ViolinBirthdayTune',
  },
  gecko: {
    fitness: 'GeckoFloorStretch GeckoPoseHold LizardCrawlCardio',
  },
  terraria: {
    prank: 'TerrariaStickyNoteArt TerrariaTreasureBagGift TerrariaSoundPrank',
  },
  'super bowl': {
    prank:
      'SuperBowlTeamSockDrawer SuperBowlFakeAd SuperBowlRivalColors SuperBowlMascotCameo SuperBowlFoamFingerHello HiddenJerseyReveal SuperBowlDeskTakeover SurpriseSuperBowlParty',
    pet: 'SuperBowlPetPicks PuppyBowlAtHome KittyHalftimeShow SuperBowlTreatTouchdown SuperBowlZoomies FetchTheSuperBowl SuperBowlCatReferee SuperBowlSnuggleSquad',
  },
  'skibidi toilet': {
    prank: 'SkibidiToiletSongAlarm SkibidiToiletDoorSign SkibidiToiletStickyNote',
  },
  'human body': {
    prank:
      'HumanBodyPuzzleSwap HumanBodyCutoutTwin HumanBodyOrganPlushies GummyHumanBodyParts SkeletonInTheCloset HumanBodyFactFridge AnatomyStickerSurprise HumanBodyGooglyEyes',
  },
  cheese: {
    pet: 'CheeseWheelPillow PetSaysCheese CheesePlushToyFetch MouseAndCheeseCatWand CheeseBoxCatFort CheeseSqueakerHunt CheeseWedgeBed CardboardCheeseMaze',
  },
  philippines: {
    tech: 'PhilippinesDroneShot PhilippinesTimelapseTour IslandHopperApp',
  },
  wig: {
    prank:
      'WigDisguisePrank SurpriseWigReveal ActNormalInAWig PineappleInAWig WigFamilyPortrait WigWelcomeHome WigOnTheHouseplant WigTwinWithDad',
  },
  sock: {
    prank:
      'SockPuppetWakeUp MismatchEverySockPair SockToeKnotted GooglyEyeSocks SockSnowmanDoorGreeter OddSocksOnly SockGarlandHallway SockMonkeyOnTheirPillow',
  },
  cleanup: {
    prank:
      'CleanupSecretMission CleanupFairy CleanupTheirDeskSecretly BeachCleanupSurprise TrashTagNinja OvernightParkGlowUp CleanupGrabberCrew DawnPatrolCleanup',
    pet: 'CleanupPetPatrol CleanupPuppyHelper CleanupKittenSafeYard DogWalkTrashTag SniffAndPick WildlifeFriendlySweep WalkiesCleanup CleanupLeashedBuddy',
  },
  concert: {
    prank:
      'ConcertCrowdNoiseAlarm ConcertLivingRoomGig ConcertPaperTickets WakeUpConcertSerenade ConcertCardboardFans ConcertGlowStickGreeting StairwellConcertForDad ConcertBalloonArchWelcome',
  },
  sketchbook: {
    prank:
      'SketchThemSecretly SketchbookKindNotes SketchbookStickerGift SketchbookPhotobomb SketchbookCoverBow PencilCaseSwitcheroo SketchbookGooglyEyes SketchbookFlipbookHello',
  },
  'jersey club': {
    pet: 'JerseyClubTailWag JerseyClubHeadTilt PupKickStepVibe',
  },
  gatorade: {
    prank: 'GatoradeShowerSurprise GatoradeCoachThankYou BlindFlavorSwitch',
    pet: 'GatoradeBenchNap GatoradeSidelinePup PupWaterBreak',
  },
  'cold weather': {
    pet: 'ColdWeatherPawCare ColdWeatherPetFitCheck ColdWeatherCatLoaf FreezingFloofZoomies ColdWeatherTowelDry PuppyFirstFrost ColdWeatherCuddlePile ColdWeatherBlanketNest',
  },
  cabinet: {
    pet: 'CabinetCatHideout CabinetSideScratchPad TreatCupboardStakeout CabinetPetProofing WhoOpenedTheCabinet ChildLockVsPaws CabinetSniffPuzzle CabinetSafetyLatchCheck',
  },
  yearbook: {
    funny:
      'RecreateYourYearbook YearbookFavoriteMemory YearbookMostLikelyTo YearbookOldQuotesReview PictureDayFails TeacherYearbookReveal ParentsYearbookReact YearbookVoiceover',
  },
  'peanut butter': {
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterXylitolCheck PetNamedPeanutButter PeanutButterSnoozeCam PeanutButterFreeLickMat PeanutButterPawPrints PeanutButterVetQuiz',
  },
  'screen time': {
    prank:
      'ScreenTimeCardboardTablet ScreenTimePhoneBasket ScreenTimeHiddenRemote FakeScreenTimeReport HugForTheWifiPassword ScreenTimeCouchTakeover ScreenTimeStickyNotes ScreenTimeBoardGameInvite',
  },
  'happy birthday': {
    prank:
      'HappyBirthdaySerenade HappyBirthdayFakeOut HappyBirthdayKazoos HappyStickyNoteWall BalloonAvalanche GiftWrapTheirDoor AllDayHappyBirthday HappyBirthdayCarDecor',
    pet: 'HappyBarkDay HappyMeowthday HappyBirthdayPupBiscuits DogHowlsBirthdaySong PawPrintBirthdayCard HappyBirthdayFavoriteWalk HappyBirthdayKittyParty HappyBirthdayTreatBox',
  },
  red: {
    prank:
      'RedConfettiEnvelope RedHeartStickyNotes AllRedSockDrawer RedRibbonChairBow RedBalloonAvalanche RedNoseEveryPhoto RedCupTowerOnTheirDesk RedStreamerDoorway',
    pet: 'RedCarpetPetWalk RedBlanketSnooze RedOrBlueBallTest RedCushionCatNap RedToyTreatHunt CanDogsSeeRed RedCollarGlowUp RedFeatherWandPlay',
  },
  etsy: {
    pet: 'EtsyPetPortrait EtsyDogBedHaul ShopCatSupervisor',
  },
  maracas: {
    prank:
      'MaracasDoorbell MaracasAlarmClock HiddenPillowMaraca EggShakerInTheCarton MaracasBreakfastBeat SecretMaracasBand MaracaUnderTheChair PhoneRingtoneMaracas',
  },
  'slap shot': {
    travel: 'SlapShotRinkTour SlapShotOutdoorRink SlapShotArenaGameDay',
  },
  gingham: {
    pet: 'GinghamBlanketNap GinghamCushionCorner PicnicPupPhoto',
  },
  atlanta: {
    fitness: 'AtlantaBeltLineRun AtlantaPiedmontParkYoga BeltLineBikeLoop',
    pet: 'AtlantaBeltLineDogWalk AtlantaDogPatioHop AtlantaPeachPetPortrait',
  },
  density: {
    prank: 'DensityRainbowJar DensityMysteryCup SinkingIceCubePrank',
  },
  jersey: {
    prank:
      'JerseyRivalSwap JerseyWrappedGift JerseyNumberBirthdayCake JerseyFamilyPhotoDay CheerSquadJerseyWelcome JerseyInTheFreezer TeddyWearsYourJersey GrandmaInBlokecore',
    pet: 'PupNapsOnMyJersey JerseyBlanketNest JerseyBackyardBallChase ScentGameJersey CatClaimsTheJersey JerseyPetBed BlokecoreWalkies FetchMyJersey',
  },
  spatula: {
    funny:
      'DramaticSpatulaFlip SpatulaDadAtTheGrill WhoTookMySpatula SpatulaAirGuitar SpatulaLifeCoach SpatulaPuppetShow SpatulaHighFive SpatulaAsAMicrophone',
  },
  rake: {
    prank:
      'SecretlyRakeTheirLawn RakedLeafMessage GooglyEyeRake RakeTiedWithBalloons ScarecrowWithARake RakeSunflowerBouquet RakeWearsDadsCap RakeSelfiePhotobomb',
  },
  park: {
    prank:
      'ParkChalkCompliments ParkPaintedRockHide ParkPicnicBasketGift NotesOnParkBenches BubblesInThePark GooglyEyesOnTrees ParkBalloonTrail ParkMysteryLunchDelivery',
  },
  forklift: {
    prank:
      'ForkliftDriverThankYou ToyForkliftDelivery ForkliftAwardCeremony ForkliftZoneSign ForkliftParkingOnly SeriousForkliftBriefing HiVisForkliftGreeting WhoOrderedAForklift',
  },
  pinwheel: {
    prank:
      'PinwheelBreakfastTray PinwheelBouquetSurprise DeskFanPinwheel PinwheelBikeMakeover SneakyPinwheelHat PinwheelPartyGarden PinwheelPlantPotSwap HundredPinwheelHallway',
  },
  boxing: {
    prank:
      'BoxingBellWakeUp BoxingPosterOfYou BoxingChampPillowFight BoxingGloveHighFive BoxingWalkoutPlaylist BoxingRingIntroAtDinner BoxingBeltSurprise BoxingRoundCardSign',
  },
  'pull up': {
    prank: 'SecretPullUpBoost PullUpBarLoveNote PullUpCheerChant',
  },
  'new year': {
    prank:
      'FakeNewYearCountdown NewYearBalloonDrop NewYearFortuneNotes NewYearSillyResolutions MidnightAtNinePM NewYearStreamerDoor NewYearInJuly NewYearPartyHatParade',
  },
  'field trip': {
    prank:
      'SurpriseFieldTrip HideADinoOnFieldTrip FieldTripMysteryStop FieldTripFakeMustaches PermissionSlipToMars NoteInTheSackLunch FieldTripSillySouvenir FieldTripBusBingo',
  },
  history: {
    prank:
      'HistoryTriviaPlacemats HistoryArtifactDig HistoryPortraitCameo HistoryMuseumAtHome TimeCapsuleSurprise HistoricPostcardDrop HistoryOldTimeyAccent HistoryCostumeDinner',
  },
  student: {
    prank:
      'StudentThankYouPoster StudentSmileyBookmark StudentComplimentChain StudentLockerMakeover ClassroomKindnessDrop StudentBackwardsDay StudentSnackAttack StudentDeskBalloons',
  },
  egg: {
    prank:
      'EggFacesInTheFridge EggCartonCandySwap EggConfettiShells FakeFriedEggDessert HardBoiledEggBluff EggsTurnedToPotatoes MessageInAnEgg EggDoodleDozen',
  },
  'ice cream': {
    pet: 'PetSafeIceCream IceCreamShapedChewToy IceCreamTruckDogHowl CatVsIceCreamPlush BirthdayPupsicle IceCreamConeSqueaker IceCreamPumpkinScoops IceCreamBananaPuppyTreat',
  },
  'face mask': {
    pet: 'PetReactsToFaceMask FaceMaskDogDoubleTake FaceMaskCatStare FaceMaskHamsterReaction FaceMaskPupPhotobomb FaceMaskSelfCareSnuggle FaceMaskOffBunnyCuddles FaceMaskFreeKittenPlay',
  },
  ukulele: {
    prank:
      'UkuleleSerenade UkuleleAnswersThePhone UkuleleDoorbellTune SurpriseUkuleleWakeUp LivingRoomLuau VoicemailStrum UkuleleBreakfastJingle UkuleleBirthdayBallad',
  },
  saxophone: {
    prank:
      'SurpriseSaxSerenade SaxophoneWakeUpCall SaxBehindTheDoor SaxFollowsMom SaxophoneDoorbell SaxophoneLoveSongNote HiddenSaxophonist DinnerDateSax',
  },
  art: {
    prank:
      'SecretArtDrop ArtFridgeGalleryNight ArtFrameADoodle ArtPillowPortrait LivingRoomArtOpening StickFigureMasterpiece SneakyArtSwap ArtInTheirLunchbox',
  },
  mural: {
    prank:
      'MuralBirthdayBanner PutThemInTheMural ChalkMuralDriveway SurprisePetMural MuralCardboardCutout WallArtWelcomeHome SecretWindowMural PaperMuralForTheirDoor',
  },
  'mario kart': {
    prank:
      'MarioKartSecretMirrorMode LakituMarioKartWakeUp MarioKartFakeCountdown MarioKartShellAlarm StarPowerEntrance MarioKartTrophyHandoff MarioKartControllerSwap MarioKartFinishLineDoor',
  },
  wednesday: {
    prank:
      'WednesdayTeaParty WednesdayPigtailDay DeadpanDinnerWednesday RavenOnTheShelfWednesday CelloAlarmWednesday GloomyPoemNoteWednesday DoubleSnapWednesday BlackBalloonsWednesday',
  },
  olympics: {
    prank: 'OlympicsMedalSurprise OlympicsAnthemWakeUp OlympicsPodiumBreakfast',
  },
  september: {
    prank:
      'SeptemberLeafConfetti SeptemberDecorSwitcheroo SeptemberChristmasMusic SeptemberDeskMakeover BaDeYaAlarm SeptemberScarecrowGreeter SeptemberTinyPumpkinArmy SeptemberAcornStash',
  },
  'vibe check': {
    prank: 'VibeCheckEmojiCards VibeCheckAtDinner MoodRatingPopQuiz',
  },
  basement: {
    fashion:
      'BasementVintageFinds BasementCostumeRack BasementBoxFitCheck BasementThriftFlip GrungeBandLook ThrowbackBinOutfit BasementHandMeDowns WearDadsBasementJacket',
  },
  balcony: {
    prank:
      'BalconyFakeParrot BalconyPlantNameTags BalconyWelcomeSign GnomeOnTheBalcony RomeoStyleSerenade BalconyOwlDecoy BalconyFlamingoFlock BalconyBalloonSurprise',
  },
  mirror: {
    funny:
      'MirrorMorningFaces MirrorPepTalkFail MirrorComebackPractice BathroomMirrorSpeech MirrorLipSyncBattle ArguingWithMyMirror DontLaughAtTheMirror MirrorNewsAnchor',
  },
  grinch: {
    pet: 'GrinchPetPhoto GrinchAndMaxCosplay GrinchMovieCuddleNight',
  },
  pie: {
    prank:
      'EmptyPieTinSurprise PieLatticeMessage PieBreakfastSwitcheroo MiniPieInvasion ItsActuallyPie PieChartOfTheirHabits PiInsteadOfPie PieDoorstepDelivery',
  },
  mango: {
    pet: 'MangoPlushFetch MangoShadeNap KittenInAMangoBox MangoCushionCuddle CatVsMango TropicalPetPhotoshoot MangoSniffTest MangoTreatForMyDog',
  },
  sydney: {
    fitness: 'BondiToCoogeeWalk SydneyParkBootcamp SydneyIndoorPoolLaps',
  },
  adidas: {
    pet: 'AdidasPetTracksuit AdidasBoxCatNap AdidasShoeboxBed',
  },
  'picture day': {
    pet: 'PetPictureDay PictureDayDogPortrait PictureDaySunnyWindow PictureDayKittyPose PicturePerfectPup TreatAboveTheLens PictureDayHeadTilt FurBabyPictureDay',
  },
  sunscreen: {
    prank:
      'SunscreenReminderNotes SunscreenBottleGooglyEyes SneakySPFStash SunscreenSurpriseKit ParasolPitchedForThem SunscreenHatDelivery SunscreenSongWakeUp SunblockMustacheSelfie',
  },
  'brain break': {
    prank: 'BrainBreakSurprise BrainBreakStretchCards SurpriseWiggleBreak',
  },
  'tie knot': {
    pet: 'TieKnotPetPortrait TieKnotDogCollar TieKnotCuddlePose',
  },
  'smart glasses': {
    pet: 'SmartGlassesDogWalk SmartGlassesFetchCam POVPuppyPlaytime',
  },
  'laser pointer': {
    prank:
      'LaserPointerRedDotTrail LaserPointerToTheCake LaserPointerStarShow LaserPointerFairyVisit LaserPointerHeartCeiling LaserPointerSecretNote LaserPointerHiddenSnack LaserPointerTreasure',
  },
  'gang beasts': {
    prank: 'GangBeastsCostumeSurprise GangBeastsWobbleWalk WobblyInflatableSuit',
  },
  tupperware: {
    prank:
      'TupperwareLunchNote GummyWormLeftovers TupperwareMysteryLabel TupperwareDoodleSurprise LidsThatActuallyMatch ReturnTupperwareFull TupperwareConfettiPop TupperwareSurpriseDessert',
  },
  'construction worker': {
    prank:
      'ConstructionThanksSign ConstructionWorkerWave BuilderSurpriseShelf ConstructionWorkerCocoa CautionTapeBirthday BuilderCardboardBrickWall BuilderJackhammerAlarm BuilderConeMazeHallway',
  },
  meatball: {
    prank:
      'MeatballJokeNapkin GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs MeatballFacePlateSurprise SpaghettiCakeSurprise MeatballPlushBedtime MeatballSmileyDinner',
  },
  pretzel: {
    prank:
      'PretzelSmileyPlate PretzelHeartOnPillow GiantPretzelReveal PretzelGooglyEyes SpellItInPretzels KnotSoSecretAdmirer PretzelInTheirLunchbox PretzelCrownForDad',
  },
  cave: {
    prank:
      'CaveGlowWormCeiling CaveToyDinoSurprise CavePaintingDoorSign BatCaveBedroom CavemanGruntWakeUp CaveSoundsAlarmClock CaveFlashlightStarShow CaveBlanketHallway',
  },
  hijab: {
    prank:
      'HijabSurpriseGift HijabBroochTreasureHunt HijabPinBoxLetter SistersMatchingHijabs HijabComplimentNotes EidHijabReveal HijabMysteryColor BorrowedMyHijabAgain',
  },
  'sustainable fashion': {
    pet: 'SustainableFashionPetBed SustainableFashionPetToy SustainableFashionCatCave',
  },
  glimmer: {
    prank: 'GlimmerSurpriseDrop GlimmerSecretFlowers GlimmerThankYouCards',
  },
  succulent: {
    prank:
      'SucculentFakePlantSwap SucculentRockDisguise SucculentGooglyEyes SucculentThatTalksBack CactusCupcakePrank SucculentInTheFridge SucculentNameTags CandySucculentSurprise',
  },
  'piggyback race': {
    prank: 'PiggybackRaceCheerSign PiggybackSurpriseRide PiggybackRaceMedalGift',
  },
  'eras tour': {
    prank: 'ErasTourSurpriseReveal ErasTourBraceletGift SurpriseSongAtHome',
  },
  madonna: {
    prank: 'MadonnaSurpriseSong MadonnaVoguePoseCards LikeAPrayerWakeUp',
  },
  kusama: {
    pet: 'KusamaPetPortrait KusamaPolkaDotCushion PetMeetsInfinityMirror',
  },
  'dog beach': {
    prank: 'DogBeachSandPupDecoy DogBeachSandcastleFlag BuriedBallSurprise',
  },
  'ancient greece': {
    speed: 'AncientGreeceQuizRace AncientGreekGodsInAMinute AncientGreeceMythMatch',
  },
  scrunchie: {
    prank:
      'ScrunchieEverywhere SneakAScrunchieOnDad GiantScrunchieSwap EndlessScrunchieChain FruitBowlScrunchies ScrunchiePillowSurprise ScrunchieTreasureTrail VanishingScrunchie',
  },
  'steal a brainrot': {
    prank: 'StealABrainrotHeist StealABrainrotFanArt BrainrotPlushHeist',
  },
  'bear crawl': {
    prank: 'BearCrawlNoteDelivery GrizzlyGreeting SurpriseBearCrawlHug',
  },
  bahamas: {
    tech: 'BahamasBeachTimelapse BahamasDroneShots SandbarDroneFlyover',
  },
  turtleneck: {
    pet: 'FurCoveredTurtleneck OldTurtleneckCatBed DogWalkInATurtleneck TurtleneckCuddleWithPup TurtleneckPeekabooKitten TurtleneckFleeceBlanket PetPortraitInARollneck BudgieOnMyTurtleneck',
  },
  'double bass': {
    prank: 'DoubleBassCaseReveal DoubleBassSurpriseSolo DoubleBassLullaby',
  },
  'rubber snake': {
    funny:
      'RubberSnakePuppetSong RubberSnakeSlowMo RubberSnakeStandUpComedy ToySnakeTalkShow RubberSnakeScarfLook BowTieOnMyToySnake CatIgnoresTheToySnake RubberSnakeBedtimeStory',
  },
  pickling: {
    prank: 'PicklingLabelArt SurprisePickledGrape GuessWhatsInTheBrine',
  },
  'ren faire': {
    pet: 'RenFaireDogKnight RenFaireCastleNap RoyalPetPortrait',
  },
  bathrobe: {
    prank:
      'BathrobeWithYourFace BathrobeFullOfBalloons BathrobeDuckPocket BathrobeTwinSelfie SillyMonogramRobe DressingGownSwap BathrobeDoorman BathrobeBreakfastButler',
  },
  'construction site': {
    prank:
      'ConstructionSiteDeskZone BuildingSiteBedroom ConstructionSiteThankYou UnderConstructionSign CautionTapeTheirDoor ToyDiggerInvasion ConstructionSiteCupcakes ConstructionSiteAlarm',
  },
  playdate: {
    prank:
      'SurprisePlaydate PlaydatePillowFortPicnic PlaydateSwitchOutfits PlaydateBalloonDrop HideAndSneakPlaydate BubbleWrapWelcome PlaydateDinoInvasion GiantTeddyPlaydate',
  },
  'air horn': {
    prank:
      'AirHornBirthdayBanner SilentAirHornGag ConfettiAirHornPop AirHornLookalikeCake AirHornCheerSquad AirHornPaperDecoy AirHornPlushImposter AirHornHypeMan',
  },
  pothole: {
    tech: 'ReportAPotholeInOneTap PotholePhotoFromTheCurb PotholeTimeLapseRepair PotholeSidewalkSurvey PotholeStopMotionCar PotholeDataDashboard PotholeARMeasure PotholeMapPins',
  },
};
