import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  foil: {
    dance:
      'FoilBotBoogie FoilFoxtrot TinfoilTwist FoilSuitMoonwalk SilverFoilShimmy SpinInAFoilCape',
    fitness:
      'TinfoilTabata FoilTargetLunges CrinkleFoilCardio FoilHoopBurpees CatchTheFoilBall ScrunchFoilSquats',
    funny:
      'SirFoilsALot FoilCrinkleFoley WhatsUnderTheFoil AstronautInTinfoil AliensInFoilSuits FoilHatTheories',
    educational:
      'FoilBoatChallenge FoilShinySideMyth FoilConductivityTest FoilFactOrFiction HowThinIsFoil CanFoilBlockWifi',
    cooking:
      'FoilPacketDinner CampfireFoilTacos FoilBakedPotato GrillFoilVeggies FoilBoatNachos PeelBackTheFoil',
    travel:
      'FoilPacketCampout CampfireFoilPicnic RoswellTinfoilHat FoilOnTheTrail FoilLunchSummit PackItInFoil',
    fashion:
      'FoilDressDIY FoilRunway FoilCrownCouture MetallicFoilFit TinfoilTiara OneFoilRollOutfit',
    wellness:
      'FoilStressBall FoilCrinkleCalm FoilSensoryPlay SilverLiningFoil WrapAWorryInFoil ShinyFoilGratitude',
    speed:
      'FoilBallRollRace FoilPennyBoatBlitz ShinyFoilStarDash TinfoilTimeTrial FastestFoilSwan FoilWrapFaceOff',
    music:
      'FoilShakerBeat CrinkleFoilRhythm FoilThunderSheet RainSoundsWithFoil TinfoilTambourine HeavyMetalFoil',
    art: 'FoilSculpture FoilEmbossArt TinfoilFigurines FoilFlowerPower CopyMeInFoil ShinyFoilMosaic',
    tech: 'FoilWifiBooster FoilCircuitArt FoilFaradayCageTest FoilStylusHack BuildAFoilSpeaker SolarFoilSmores',
    pet: 'FoilCrinkleDoubleTake FoilReflectionKitty SilverFoilPartyHat PetMeetsTinfoil FoilCrownForFido PupVsCrinklyFoil',
    gaming:
      'FoilArmorCosplay TinfoilTrophy FoilChessSet GoldFoilLootHunt WinTheFoilCrown FoilMiniatureMayhem',
  },
  christmas: {
    dance:
      'ChristmasTinselTwirl ChristmasTwoStep ChristmasSleighStomp XmasPJShuffle JingleBellJive DanceLikeAnElf',
    fitness:
      '12DaysOfChristmasHIIT ChristmasTreeCarry ChristmasPresentSquats WorkOffChristmasDinner JingleBellJacks XmasCookieCardio',
    prank:
      'ChristmasDeskWrap ChristmasCarolAmbush ChristmasStockingSwap ChristmasGiftInception TinyElfTakeover SecretSantaSwitcheroo',
    educational:
      'ChristmasTraditionQuiz XmasAroundTheWorld WhyChristmasIsDec25 ChristmasCarolDecoded SantaSleighPhysics ReindeerFactOrFib',
    cooking:
      'ChristmasYuleLogRoll XmasGingerbreadBuild ChristmasCandyBark IcedChristmasCookies ChristmasCocoaBombs ChestnutsOnAnOpenFire',
    travel:
      'ChristmasMarketTour ChristmasLightsDrive SkatingRinkAtChristmas TinyTownChristmas CutYourOwnXmasTree NorthPolePostcard',
    fashion:
      'ChristmasBaubleEarring UglyXmasSweaterRunway MatchingChristmasPJs ChristmasGlamOff SleighTheLook TinselTiara',
    wellness:
      'ChristmasGratitudeJar ChristmasLightsStroll 24DaysOfXmasKindness SlowChristmasMorning AllIsCalmChristmas SilentNightUnplug',
    speed:
      'ChristmasWrapRace ChristmasOrnamentRelay ChristmasTreeIn60 UntangleXmasLights SantaSuitSpeedrun StockingStuffSprint',
    music:
      'ChristmasCarolCover ChristmasKazooMedley GiftWrapChristmasBeat XmasKaraokeCrown JingleBellRockOff DeckTheHallsDuet',
    art: 'ChristmasOrnamentCraft ChristmasSnowflakeCuts PaintAChristmasWindow TapeArtChristmasTree DrawSantaBlindfolded XmasCardGlowUp',
    tech: 'ChristmasLightShow ChristmasGadgetUnbox SmartChristmasTree AIWritesChristmasCards CodeASantaTracker RobotElfWorkshop',
    pet: 'PetVsTheChristmasTree ChristmasPupUnwrap XmasStockingReveal DogsFirstChristmas SantaPawsPortrait MeowyChristmasPose',
    gaming:
      'ChristmasTriviaBattle ChristmasBingoShowdown WhiteElephantXmasDice MarioKartChristmasCup HoHoHighScore NorthPoleCharades',
  },
  treadmill: {
    dance:
      'TreadmillMoonwalk InclineWalkGroove TreadmillSideShuffle HeadBopOnTreadmill StrutOffTheTreadmill TreadmillTwoStep',
    funny:
      'TreadmillStareDown InclineWalkRegrets TreadmillNeighborRace WhenTheTreadmillBeeps TreadmillMovieTrailer RunningToNowhere',
    prank:
      'TreadmillStickyNotes TreadmillFinishTape CheerSquadTreadmill GooglyEyesOnTreadmill TreadmillMedalCeremony WalkingPadPepTalk',
    educational:
      'TreadmillStepMath TreadmillHeartZones WhyInclineWalkingBurns WalkVsRunTreadmill TreadmillMythOrFact DoTreadmillsLie',
    cooking:
      'TreadmillFuelBites InclineWalkBreakfast PostTreadmillSmoothie TreadmillTrailMix WalkingPadWaffles OatsForTheTreadmill',
    travel:
      'TreadmillVirtualHike TreadmillWithAView CruiseShipTreadmill TreadmillToTokyo RateTheHotelTreadmill InclineWalkTheAlps',
    fashion:
      'TreadmillFitCheck InclineWalkOutfit TreadmillMatchingSet TreadmillRunway StrutTheTreadmill TwinningOnTheTreadmill',
    wellness:
      'InclineWalkUnwind GratitudeTreadmillMile PodcastOnTheTreadmill SlowAndSteadyTreadmill WalkingPadWindDown TreadmillSunsetStroll',
    speed:
      'TreadmillTimeTrial TreadmillSprints HillRepeatsTreadmill BeatMyTreadmillMile TreadmillFiveKFaceOff InclineWalkRace',
    music:
      'TreadmillSongSprints InclineWalkAnthem TreadmillKaraokeJog ChorusOnTheTreadmill TreadmillBeatDrop MatchTheTreadmillBPM',
    art: 'TreadmillStopMotion TreadmillDeskDoodle StickFigureTreadmill TreadmillFlipbook SketchMeOnTheTreadmill ArtistOnTheTreadmill',
    tech: 'TreadmillOfficeSetup TreadmillZwiftRun WalkingPadReview UnderDeskTreadmill SmartwatchVsTreadmill TreadmillTechTierList',
    pet: 'TreadmillCatStareDown TreadmillPuppyCheer DogWatchesMyTreadmill KittenVsTreadmill PawsOffTheTreadmill TreadmillCoachCorgi',
    gaming:
      'InclineWalkLevelUp TreadmillPokemonSteps EggHatchingTreadmill ZombiesRunTreadmill TreadmillSideQuest WalkingPadSpeedrun',
  },
  window: {
    dance:
      'SilhouetteInTheWindow RainyWindowSway WindowCleanerShuffle WindowFrameFreeze WindowSillShimmy BalconyBoogie',
    fitness:
      'WindowSillPushUps YogaByTheWindow SqueegeeSquats WaxOnWindowOff WindowWasherWorkout SunriseWindowStretch',
    funny:
      'WindowGossipReport WindowFingerprintCSI CaughtInTheWindow NarrateOutMyWindow WaveFromTheWindow WindowFlyStandoff',
    educational:
      'WhyWindowsFogUp WindowDraftDetective WindowPrismRainbow WindowShadowSundial IsGlassALiquid HowWindowsAreMade',
    cooking:
      'WindowpaneCookies WindowSunTea GingerbreadWindows StainedGlassCandy SnipTheWindowsillHerbs WindowSproutSalad',
    travel:
      'WindowSeatOrAisle TrainWindowTimelapse WindowBoxFlowerHunt GuessTheWindowView RateMyHotelWindow WindowShoppingAbroad',
    fashion:
      'WindowDisplayDupe WindowpanePrintLook WindowShopOnABudget FitCheckInTheWindow StorefrontStrut MannequinTwinning',
    wellness:
      'OpenTheWindowBreathe WindowRainWatch ThreeThingsOutMyWindow WindowSunriseJournal WindowSeatSerenity CloudsThroughTheGlass',
    speed:
      'WindowWashRace WindowFogDoodleDash OpenAllWindowsIn30 SqueegeeSprint CountCarsFromTheWindow StreakFreeInSixty',
    music:
      'WindowSerenade WindowRainBeat SingOutTheWindow WindowBirdsongRemix RaindropsOnGlass WindowpaneDrumming',
    art: 'WindowSuncatcher FauxStainedGlassWindow PaintYourWindowView WindowFogDoodle WindowWonderland ChalkMarkerMasterpiece',
    tech: 'WindowSolarCharger WindowSmartBlinds WindowTintTest BirdFeederWindowCam TimelapseMyWindow WindowSensorSetup',
    pet: 'CatTVAtTheWindow WindowDogLookout WindowChatterReaction MailmanAtTheWindow NoseArtOnTheWindow WindowPerchPose',
    gaming:
      'WindowCarColorBingo TicTacToeOnWindow WindowFogHangman WindowViewGeoGuessr ISpyFromTheWindow RaindropRaceOff',
  },
  'googly eye': {
    dance:
      'GooglyGroove MakeTheGooglyEyesSpin ShoesWithGooglyEyes HeadBobGooglyEyes WiggleEyesShuffle GooglyEyedTwoStep',
    fitness:
      'GooglyGains GooglyEyePlankCoach GooglyEyedKettlebell BurpeesInGooglyGlasses JiggleCheckSquats SpotterWithGooglyEyes',
    funny:
      'GooglifyTheHouse GooglyEyeFridgeFamily GooglyEyeVoiceover PutGooglyEyesOnIt ObjectsWithFeelings GooglyEyeSoapOpera',
    educational:
      'HowGooglyEyesWork WhoInventedGooglyEyes GooglyEyeSpinPhysics GooglyEyePareidolia WhyYourBrainSeesFaces GooglyEyeQuizShow',
    cooking:
      'GooglyEyeCupcakes MonsterToastGooglyEyes GiveYourFoodGooglyEyes OliveEyedPizza GooglyEyeSnackAttack PancakesThatStareBack',
    travel:
      'GooglyEyeTravelBuddy SuitcaseGooglyEyes GooglyEyedGlobetrotter TakeGooglyEyesOnATrip FacesInPlacesWalk PostcardsThatStare',
    fashion:
      'GooglyEyeEarrings GooglyEyeSneakers DenimJacketGooglyEyes BeanieWithGooglyEyes GooglyGlamNails HandbagThatStaresBack',
    wellness:
      'GooglyEyeGratitudeRock GooglyEyePlantFriends DeskPetGooglyEyes LaughBreakGooglyEyes GiggleWithGooglies PepTalkFromAPebble',
    speed:
      'FindTheGooglyEyes GooglyEyeStickRace FiftyGooglyEyesIn60 GooglyEyeChopsticks PeelAndPlaceBlitz GooglifyTheKitchen',
    music:
      'GooglyEyeChoir GooglyEyeSockDuet GooglyGarageBand LipSyncWithGooglyEyes HeadbangGooglyEyes SingingObjects',
    art: 'MonaLisaGooglyEyes GooglyEyeRockPets GooglyEyeCollage PaintAroundGooglyEyes ArtHistoryButGoogly SpotTheFacePhotoHunt',
    tech: 'RobotVacuumGooglyEyes GooglyEyeWebcam ServoGooglyEyes AnimatronicPupils GooglifyYourGadgets GooglyEyeARFilter',
    pet: 'PetVsGooglyEyes GooglyDoubleTake GooglyEyeFilterOnCat GooglyEyeTreatJar KittenStaresBack PupVsGooglyGlasses',
    gaming:
      'GooglyEyeDiceMonsters ChessWithGooglyEyes GooglyEyedGamepad GooglyEyeJengaTower GuessWhoGooglyEyes GooglyMeepleMayhem',
  },
  'lunch break': {
    dance:
      'LunchHourHustle MicrowaveLunchDance LunchWalkStrut LunchBreakTwoStep ParkBenchLunchBop BreakdanceAtLunch',
    fitness:
      'LunchBreakStairClimb LunchWalkStepCount TenSquatsBeforeLunch ParkBenchLunchDips LunchCrunchTime PlankThenMunch',
    funny:
      'MicrowaveLunchQueue WhoAteMyLunch FiveSecondLunchBreak RateMyDeskLunch LunchEnvyFaces LunchboxTradeSummit',
    prank:
      'HiddenLunchNote GooglyEyeLunchbox LunchBreakCandyTrail LunchBreakDeskWrap PicnicAmbushAtLunch SwapTheirLunchForCake',
    educational:
      'BuildABalancedLunch TeachItInOneLunch LunchBreakQuizDuel LunchAroundTheWorld LunchBreakLanguageBite LearnItOverLunch',
    cooking:
      'LunchboxBentoBuild FiveMinuteLunchBowl LunchBreakMugRamen LeftoverLunchRemix SadDeskLunchRescue MasonJarShakeUp',
    travel:
      'LunchBreakCafeHop LunchWithAView FoodTruckLunchHunt LunchBreakTouristMode SecretGardenLunch LunchWalkNewBlock',
    fashion:
      'LunchBreakFitCheck SneakersOnLunchWalk LunchBreakBlazerOff ThriftRunAtLunch OutfitMatchesLunchbox CubicleCatwalk',
    speed:
      'LunchBreakErrandRun ThirtyMinuteLunchDash LunchboxPackIn60 LunchWalkLapRace BeatTheLunchClock SixtySecondSandwich',
    music:
      'LunchBreakJamSession OneSongPerLunchBreak LunchboxDrumBeat NameThatTuneAtLunch LunchHourKaraoke StairwellHarmonyDare',
    art: 'LunchBreakNapkinDoodle DrawYourLunchFirst OneCraneEachLunch LunchboxMakeover LunchHourSketchbook SandwichStillLife',
    tech: 'CodeAnAppAtLunch AIPlansMyLunch PomodoroLunchBreak LunchBreakAutoReply LunchHourHackathon HeatedLunchboxTest',
    pet: 'PetLunchStareDown PuppyPackedLunchbox FetchOnLunchBreak LunchBreakNewTrick LunchDateWithMyDog CatStealsMyLunchSeat',
    gaming:
      'LunchHourChessMatch LunchBreakSpeedrun OneLevelPerLunch LunchBreakKartRace BossFightOnLunchBreak UnoAtTheLunchTable',
  },
  grape: {
    dance:
      'GrapevineShuffle GrapeStompDance GrapeHarvestHoedown BounceLikeAGrape GrapeJuiceJive RaisinTheRoof',
    fitness:
      'GrapeStompCardio GrapevineAgilityDrill GrapePickingLunges PlankThenGrapeSnack VineyardHillRepeats GrapeCrateCarry',
    funny:
      'RomanEmperorGrapes GrapeVsRaisinDebate SlowMoGrapePeel GrapeJuiceSommelier HeardItOnTheGrapevine LastGrapeInTheBowl',
    prank:
      'OliveInTheGrapeBowl FrozenGrapeSurprise GrapeTomatoSwitch GrapeGooglyEyes GrapeJellyBeanSwap WaitTheseAreRaisins',
    educational:
      'GrapeOsmosisTest GrapeToRaisinScience HowGrapesGetSeedless GrapeSinkOrFloat NameThatGrape GrapeDNAExtraction',
    travel:
      'GrapeHarvestTrip PickYourOwnGrapes GrapeStompFestival BikeBetweenGrapevines TheGrapeEscape VineyardHopping',
    fashion:
      'GrapeBunchEarrings GrapeBalloonCostume GrapeLeafCrown ShadesOfGrape GrapeGoddessGlam VineyardLinenLook',
    wellness:
      'GrapeRaisinMeditation MindfulGrapeMoment FrozenGrapeCoolDown GrapeArborReading SunsetVineyardStroll SavorOneGrapeSlowly',
    speed:
      'GrapePeelRace GrapeStompSprint GrapeSpoonRelay ToothpickGrapeTower DestemGrapesIn60 HowManyGrapesInTen',
    music:
      'GrapeStompRhythm GrapeBunchShaker GrapeSquishBeat ThroughTheGrapevine GrapeJamSession JuiceGlassSymphony',
    art: 'GrapeStillLife GrapeWatercolor CorkStampGrapes PaintPurpleGrapes BubbleWrapGrapes SculptAGrapeBunch',
    tech: 'GrapeRaisinTimelapse GrapeMacroShot GrapeSortingRobot GrapeCutterShowdown DroneOverTheVineyard CanAIRankGrapes',
    pet: 'GrapePlushFetch GrapeSqueakyToyHunt GrapeBallPitPup CatInAGrapeHat GrapeCostumeCatwalk NapInGrapePajamas',
    gaming:
      'GrapeHarvestRun GrapeFarmBuild GrapeStompRhythmGame VineyardGrapeTycoon GrapeCrushSaga BeatTheRaisinBoss',
  },
  stadium: {
    dance:
      'DanceCamAtTheStadium StadiumWaveAtHome StadiumYMCAMoves StadiumStompClap HalftimeHeadliner JumbotronGroove',
    fitness:
      'StadiumStairStorm StadiumTrackLaps BleacherStepUps RunTheStadiumRamps StadiumSeatSquats TouchdownSprints',
    prank:
      'StadiumTicketReveal StadiumSurpriseSign StadiumHypeIntro FoamFingerWakeUp JumbotronShoutout TurnHomeIntoAStadium',
    educational:
      'HowTheWaveTravels HowStadiumRoofsMove StadiumNoiseScience GuessTheStadiumCrowd ColosseumVsStadium StadiumGrassSecrets',
    cooking:
      'StadiumNachos StadiumPretzelBake StadiumGarlicFries SnackStadium TailgateSliders HomeRunHotDogs',
    travel:
      'StadiumRoadTrip BallparkBucketList StadiumHopWeekend StadiumFoodCrawl NosebleedSeatReview OneGameEveryStadium',
    fashion:
      'FacePaintForTheStadium StyleYourStadiumJersey StadiumRainPonchoGlam StadiumScarfThreeWays GameDayFitBattle ClearBagCouture',
    wellness:
      'StadiumSunsetSeats EmptyStadiumCalm StadiumPhoneFreeGame WinOrLoseGratitude SeventhInningStretch QuietHourInTheStadium',
    speed:
      'StadiumStairSprint StadiumSnackRun FindYourStadiumSeat BeatTheHalftimeClock TwoMinuteDrill StadiumCleanupRelay',
    music:
      'ChantLikeAStadium StadiumWalkUpSong BallparkOrganTune StadiumStompClap GoalHornRemix StadiumAnthemBattle',
    art: 'GetYourStadiumSignOnTV StadiumLegoModel SketchTheStadium StadiumCrowdMosaic TicketStubShadowbox PanoFromTheNosebleeds',
    tech: 'InstantReplayEdit StadiumDecibelDuel StadiumVRTour NosebleedStadiumZoom StadiumSpeedGunTest JumbotronYourself',
    pet: 'StadiumJerseyCorgi BarkAtThePark DogDayAtTheStadium StadiumIntroForMyCat StadiumFetchFinal MostValuablePup',
    gaming:
      'MinecraftStadiumBuild StadiumTriviaShowdown GuessTheStadium StadiumFlickFootball PackTheStadium BackyardHomeRunDerby',
  },
  onion: {
    dance:
      'TearJerkerTwoStep OnionGogglesGroove OnionRingShuffle PeelTheOnionDance OnionChopShimmy CryingOverOnionsBop',
    fitness:
      'OnionSackCarry OnionBagSquats TenLayerOnionCircuit PlankWhileOnionsCook OnionPeelPushUps RepsThatMakeYouCry',
    funny:
      'DramaticOnionTears OgresHaveLayers OnionRingProposal SnorkelMaskOnionChop NotCryingItsOnions OnionOrAppleGuess',
    prank:
      'OnionRingDonutBox CaramelOnionNotApple OnionGooglyEyes OnionInTheFruitBowl OnionInDisguise WrapItLikeAnOnion',
    educational:
      'WhyOnionsMakeYouCry OnionCellMicroscope RegrowGreenOnions HowOnionsCaramelize OnionTearHacksTested GuessThatOnion',
    travel:
      'OnionDomePhotoWalk SweetOnionFestival FrenchOnionSoupCrawl OnionRingRoadTrip VidaliaOnionFarm BloomingOnionPitStop',
    fashion:
      'LayerLikeAnOnion OnionSkinDyeTee OnionBraidUpdo OnionRingEarrings OnionPurplePalette OgreCouture',
    wellness:
      'CaramelizeOnionsSlowly OnionChopMeditation OnionSoupCozyNight PeelAWorryLikeOnion OnionLayersJournal HappyTearsNotOnions',
    speed:
      'OnionPeelSprint OnionMinceIn30 BraidTheOnionsFast DiceBeforeYouCry OnionRingTowerRace TearlessInTen',
    music:
      'CryingOnionBallad OnionChopRhythm OnionSackShaker OnionLayerLoops SingThroughTheTears RemixTheOnionRing',
    art: 'OnionStampPrint OnionSkinDyeArt PaintAnOnionDome RedOnionCrossSection OnionRingMandala SketchItBeforeYouCry',
    tech: 'OnionRootTimelapse OnionDicerShowdown TearFreeOnionGadget RobotChopsAnOnion DoOnionGogglesWork AIRatesMyOnionDice',
    pet: 'OnionPlushFetch OnionCostumeDog OnionRingTugToy OgreAndOnionPup SweetOnionPortrait OnionPlushieSnuggle',
    gaming:
      'OnionKnightBuild OvercookedOnionRun OnionSoupQuest EscapeTheOnionMaze OnionBossBattle PikminOnionHunt',
  },
  goose: {
    dance:
      'SillyGooseShuffle GoslingLineStep GooseStrutOff FlapLikeAGoose VFormationGeese HonkOnTheBeat',
    fitness:
      'GooseWaddleSquats GeeseVFormationRun WildGooseChaseSprints NeckStretchLikeAGoose GooseBumpsCardio FlapYourArmsFifty',
    funny:
      'GooseSecurityGuard GooseVsMailman UntitledGooseEnergy WhenAGooseSpotsYou SillyGooseSkit DoYourBestHonk',
    prank:
      'WildGooseChaseHunt GooseHonkAlarm GoslingPlushSurprise RubberGooseCameo PorchGooseMakeover GooseOnTheLoose',
    educational:
      'WhyGeeseFlyInAV GooseMigrationMap GoslingImprinting GooseTeethTruth GooseOrSwanQuiz HonkTranslator',
    cooking:
      'GooseFaceCookies GoslingLemonCupcakes GooseMeringueBirds HonkingGooseBento SillyGooseSandwich GoldenEggBrunch',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings SnowGooseFestival WildGooseChaseTrip FollowTheVFormation',
    fashion:
      'PorchGooseOutfitSwap GoosePrintScarf GoslingYellowFit GooseKnitCardigan SillyGooseSweater GooseDownGlam',
    wellness:
      'GoosePondMorning GeeseSkyWatching GoslingFamilyCalm HonkItOutGoose LetItGoose FloatLikeAGoose',
    speed:
      'GooseWaddleRace GeeseFormationRelay GoslingLineDash CountTheGooseFlock WildGooseChaseSprint FastestHonkWins',
    music:
      'GooseBeatDrop GeeseChorus GoslingLullaby KazooGooseCall HonkTonkGoose SillyGooseSingAlong',
    art: 'SketchASillyGoose GoosePondWatercolor GoslingFeltCraft GooseOrigami LinocutGoosePrint PaintTheVFormation',
    tech: 'GooseMigrationTracker GoosePondCam GoslingSlowMo GooseHonkDetector AIGooseTranslator TrackTheVFormation',
    gaming:
      'GameOfTheGoose SillyGooseShowdown UntitledGooseSpeedrun GooseMischiefQuest GooseHonkBattle GeeseFlockTactics',
  },
  microwave: {
    dance:
      'SpinLikeAMicrowave MicrowaveBeepShuffle MicrowaveDingFreeze BoogieByTheMicrowave PopcornPopAndLock TurntableTwirl',
    fitness:
      'MicrowavePlankHold MicrowaveDingPushUps SquatWhileMicrowaving LeftoversWallSit BurpeesTillTheBeep MicrowaveLungeLadder',
    funny:
      'MicrowaveStopAtOne MicrowaveColdMiddle NarrateTheMicrowave WhoSplatteredMicrowave LavaOutsideIceInside OfficeMicrowaveDrama',
    prank:
      'MugCakeInTheMicrowave MicrowaveGooglyEyes MicrowaveDoorLoveNote WarmCookieInMicrowave DingYouveGotMail SetTheClockTo1234',
    educational:
      'HowMicrowavesWork MicrowaveSpeedOfLight MicrowaveSoapCloud MicrowaveMetalMyth WhyTheMiddleIsCold TrueOrFalseMicrowave',
    travel:
      'MicrowaveRoadTripEats MicrowaveKonbiniDinner MicrowaveHostelFeast FiveStarMicrowaveMeal HotelMicrowaveChef CupNoodleAbroad',
    fashion:
      'MicrowaveMinuteGlowUp QuickChangeMicrowave MicrowavePopcornPJs MicrowaveWarmSlippers DressedBeforeTheDing RetroMicrowaveColors',
    wellness:
      'MicrowaveMinuteCalm MicrowaveHeatPackRelax RiceSockFromMicrowave NinetySecondReset BreatheTillTheBeep MicrowaveMeditation',
    speed:
      'MicrowaveMugCakeRace BeatTheMicrowave MicrowaveDingDash MicrowaveNachoSprint TidyBeforeTheBeep MicrowaveMinuteMadness',
    music:
      'MicrowaveBeepSong MicrowaveKeypadTune MicrowaveDingJingle RemixYourMicrowave PopcornPercussion HumAlongToTheMicrowave',
    art: 'MicrowaveFlowerPress MicrowavePuffyPaint MicrowaveSoapSculpture DriedCitrusByMicrowave MugCakeMasterpiece MicrowaveLeafBookmarks',
    tech: 'MicrowaveTimerHacks MicrowaveHeatMapTest InsideTheMicrowaveCam VoiceControlMicrowave HeyAlexaReheat ThermalLeftoversScan',
    pet: 'CatKnowsTheMicrowave DogWaitsByMicrowave ParrotMimicsMicrowave DingMeansDinner MicrowaveBeepReaction WarmSnuggleDiscNap',
    gaming:
      'MicrowaveTimerSpeedrun MicrowaveOvercookedRun OneRoundPerMicrowave SnackBreakRespawn ClosestToTheDingWins MicrowaveBossFight',
  },
  soup: {
    dance:
      'SoupSeasonShuffle SoupPotTwoStep ChickenSoupWiggle AlphabetSoupMoves LadleLimbo StirTheSoupStrut',
    fitness:
      'SoupCanCurls SoupPotSquats PlankWhileItSimmers BurpeesTillSoupBoils SouperSetSunday LadleLunges',
    funny:
      'SoupOrStewDebate NoSoupForYou TooHotSoupFace FoggedUpBySoup SoupCrackerOverload SickDaySoupDrama',
    prank:
      'SurpriseSoupDelivery SoupDessertFakeout AlphabetSoupMessage GooglyEyeSoupCans SoupLabelSwitcheroo SoupOfTheDayMenu',
    educational:
      'WhySoupWarmsYou StoneSoupStory AlphabetSoupSpelling SoupBrothVsStock SoupPassportQuiz GuessTheSoupSpice',
    travel:
      'SoupsAroundTheWorld LocalSoupHunt StreetFoodSoupCrawl SoupDumplingTour SoupSafariAbroad PhoFirstThenExplore',
    fashion:
      'CozySoupNightFit SweaterWeatherSoup SoupBibChic WarholSoupCanLook DontSpillTheSoup SouperStylish',
    wellness:
      'SoupForTheSoul CozySoupSunday SoupSteamBreathing SoupForANeighbor SimmerDownSoup ChickenSoupHug',
    speed:
      'FifteenMinuteSoup SoupSpeedrun SoupVeggieChopRace SoupSpoonRelay LadleLightning SoupFromScratchIn20',
    music:
      'SoupPotDrums SoupBubbleASMR TapTheSoupBowls AlphabetSoupRap LadleLullaby SouperGroupCover',
    art: 'SoupCanPopArt SoupStillLife SoupBowlPottery AlphabetSoupLettering WarholYourPantry SwirlTheSoup',
    tech: 'SoupMakerVsStove SmartSoupPot SoupThermosShowdown ImmersionBlenderSoup AIInventsASoup RobotSousChef',
    pet: 'CatGuardsTheSoup SoupNightSnuggle KittenInASoupPot SoupChefHatPet SouperDogPortrait LadleClankReaction',
    gaming:
      'SoupShopSim PotionSoupRecipe AlphabetSoupScrabble CozySoupCafeRun OvercookedSoupRush StoneSoupCoOp',
  },
  laundromat: {
    dance:
      'LaundromatBasketBop DanceAtTheLaundromat LaundromatSpinCycle TheLaundromatShuffle LaundryDayDisco WashAndWiggle',
    fitness:
      'LaundromatBasketCarry LaundromatJugCurls WalkToTheLaundromat LaundromatLoadHIIT SpinCycleSquats RinseAndRepeatReps',
    prank:
      'LaundromatQuarterGift LaundromatKindNote FreeDryAtLaundromat CookiesAtTheLaundromat SecretLaundryFolder DryerSheetPoems',
    educational:
      'LaundromatLabelDecoder StainTestAtLaundromat WhyLaundromatsUseCoins LaundromatVsHomeWash WhereDoSocksGo LintTrapScience',
    cooking:
      'LaundromatPicnic LaundromatThermosSoup WashDayRedBeans LaundromatCookies SpinCycleSnacks LaundromatLunchbox',
    travel:
      'LaundromatAbroad BackpackerLaundromat PrettiestLaundromat LaundromatMuralHunt ExploreWhileItSpins LaundryDayInLisbon',
    fashion:
      'LaundromatFitCheck LaundromatStainRescue RetroLaundromatLook AllDenimLaundromat LaundryDayDrip LastCleanOutfit',
    wellness:
      'ReadAtTheLaundromat LaundromatJournal LaundromatWarmTowels ThankfulAtLaundromat WatchTheSpinCycle UnplugAtTheLaundromat',
    speed:
      'LaundromatFoldingRace LaundromatSockMatch LaundromatSortBlitz BeatTheLaundromatDryer FoldBeforeTheBuzzer LaundryDayDash',
    music:
      'LaundromatWasherBeat LaundromatDryerDrums RemixTheLaundromat LaundromatJukebox SpinCycleSymphony TumbleDryTunes',
    art: 'NeonLaundromatPhoto LaundromatSockPuppet PaintALaundromat DryerLintMasterpiece SpinCycleLongExposure LaundromatSketchbook',
    tech: 'LaundromatTimerHack LaundromatWiFiSpeed SmartLaundromatTour CodeAtTheLaundromat LaundryDoneTextBot FixABugPerSpin',
    pet: 'LaundromatPetBedWash DogWalkToLaundromat PupWaitsAtLaundromat CatClaimsTheLaundry FreshBlanketReaction FurFreeAtTheLaundromat',
    gaming:
      'LaundromatHandheldRun LaundromatSockMemory LaundromatPinball ChessAtTheLaundromat OneLevelPerLoad UnoWhileItSpins',
  },
  countdown: {
    dance:
      'CountdownFreezeDrop CountdownConfettiSpin NewYearsCountdownJig DanceTheCountdown FinalCountdownShuffle TenMovesTillMidnight',
    fitness:
      'CountdownPlankHold CountdownBurpeePyramid SquatTheCountdown TickingClockTabata FinalCountdownFinisher TenNineEightReps',
    funny:
      'CountdownToBedtime MomsCountdownVoice CountdownFalseStart ThreeTwoOneNegotiation CheeredTooEarly DadCountsToFiveSlowly',
    prank:
      'CountdownToNothing CountdownMysteryBox CountdownBalloonPop ConfettiAtZero GiantCountdownTinyGift StickyNoteCountdown',
    educational:
      'CountdownNumbersRound CountdownLettersGame WhyRocketsCountdown CountdownConundrum TenToOneInSpanish LiftoffLessons',
    cooking:
      'CountdownClockCake CountdownTwelveGrapes NewYearsCountdownBites MidnightSnackBoard TenMinuteCountdownMeal BuzzerBeaterBrownies',
    travel:
      'CountdownToVacation CountdownTimesSquare RocketLaunchCountdown CountdownInSydney BallDropBucketList SleepsTillSummer',
    fashion:
      'CountdownPartyFit CountdownSequinLook CountdownGlitterGlowUp OutfitChangeCountdown DressedByTheBallDrop MidnightMakeover',
    wellness:
      'CountdownBreathing CountdownToCalm CountdownCandleWish FiveFourThreeGrounding CountdownToDreamland TenBreathsTillSleep',
    music:
      'CountdownBeatDrop FinalCountdownKazoo CountdownDrumroll CountdownAuldLangSyne NameThatTuneCountdown SingItDownToZero',
    art: 'CountdownClockPainting CountdownAdventChain ChalkboardCountdown FireworkSplatter DrawItBeforeZero SketchTheCountdown',
    tech: 'CountdownTimerBuild CountdownLEDDisplay SmartSpeakerCountdown DigitalClockDIY CodeACountdownBot LaunchControlSetup',
    pet: 'CountdownTreatTrick CountdownDogStayTest CountdownFireworkCalm CatIgnoresTheCountdown KittenPounceOnZero WaitForItPup',
    gaming:
      'CountdownLettersGame CountdownEscapeRoom BeatTheCountdownLevel TimesUpCharades LastSecondClutch BoggleCountdownBattle',
  },
  chocolate: {
    dance:
      'ChocolateBarShuffle ChocolateFactoryGroove WiggleForChocolate TruffleTwoStep OompaLoompaLineDance ChocoholicHustle',
    fitness:
      'ChocolateMilkRecovery ChocolateBoxSquats ChocolateChipPushUps CocoaCardio DarkChocolateDeadlifts WonkaWorkout',
    funny:
      'ChocolateFillingFaces WhoAteMyChocolate ChocoholicConfessions WhereIHideMyChocolate ChocolateMeltdown LastPieceStandoff',
    prank:
      'SecretChocolateDrop ChocolateCoinTrail HotelPillowChocolate GiantChocolateBarGift ChocolateCoatedSprout GoldenTicketSurprise',
    educational:
      'BeanToChocolateBar WhyChocolateMelts ChocolateBloomMystery WhyDarkChocolateSnaps ChocolateFactOrFudge CocoaWasMoney',
    travel:
      'ChocolateShopCrawl TasteChocolateAbroad ChocolateFactoryTour CacaoFarmTrip BrusselsChocolateHop WonkaForADay',
    fashion:
      'ChocolateMonochrome DressLikeAChocolateBox DarkChocolateLipSwatch CocoaColorFitCheck HotChocolateHues BrownIsTheNewBlack',
    wellness:
      'MindfulChocolateBite OneSquareOfChocolate ChocolateMeditation HotCocoaWindDown SlowMeltChocolate ChocolateForAFriend',
    speed:
      'ChocolateDippingRace UnwrapChocolateFast ChocolateEggHuntDash TruffleRollTimeTrial KnifeAndForkChocolate BeatTheMeltClock',
    music:
      'ChocolateSnapASMR ChocolateWrapperBeat ChocolateBoxDrums SerenadeYourChocolate PureImaginationCover ChocolateRainRemix',
    art: 'ChocolateSculpture PortraitInChocolate CocoaPowderStencil DrizzleDaVinci ChocolateMonaLisa ChocolateFoilAnimals',
    tech: 'ChocolateTemperTest 3DPrintedChocolateMold ChocolateMeltSlowMo LaserEngravedBar AIInventsAChocolate ChocolateFountainHack',
    pet: 'ChocolateLabZoomies ChocolateCoatGlowUp ChocolatePlushFetch CatInAChocolateBox MilkOrDarkPupPoll CocoaTheCorgiShow',
    gaming:
      'ChocolateCoinPrizes ChocolateChipPoker ChocolateCheckers WinnerGetsTheChocolate GoldenTicketHunt CandyLandRematch',
  },
  hanger: {
    dance:
      'HangerPartnerWaltz HangerShoulderShimmy ClosetHangerGroove CoatHangerCancan WireHangerWiggle SwingYourHanger',
    fitness:
      'HangerOverheadStretch HangerArmCircles HangerBundleCurls LungeForTheHanger HangInThereHold FoldSquatRepeat',
    funny:
      'TangledHangerWars ClosetHangerAvalanche HangerLeftInTheShirt HangerOnHeadTrick NeverEnoughHangers WhoStoleMyHangers',
    prank:
      'HangerRainbowReorder SurpriseHangerNotes HangerGooglyFaces DollClothesOnHangers HangerChainReaction OutfitPlannedOnHangers',
    educational:
      'HangerBalanceScience WhoInventedTheHanger WoodVsPlasticHangers WhyHangersLeaveBumps HowMuchCanAHangerHold TheHangerReflex',
    cooking:
      'PastaDryingHanger HangerHerbBundles HangerCookieMobile DryChilesOnAHanger SmoresOnAHanger CoatHangerCampfire',
    travel:
      'HangerPackingMethod TravelHangerHack VintageHangerHunt WhyHotelHangersLock LiveOutOfFiveHangers CarryOnCoatHanger',
    wellness:
      'ReverseHangerDeclutter HangerClosetReset FreeAHangerFriday EmptyHangerGratitude TomorrowOnAHanger RainbowHangerCalm',
    speed:
      'TenShirtsOnHangers HangerRelayRace HangerChainIn60 BeatTheHangerClock HangTheLaundryFaster RainbowHangerRush',
    music:
      'HangerBellTrick HangerWindChime HangerTriangleSolo RailSlideHangerRhythm ClinkClankHangers BeatboxWithHangers',
    art: 'WireHangerSculpture HangerMobileCraft HangerWreathFrame HangerDreamcatcher TwistAHangerPortrait PaintedHangerGallery',
    tech: 'HangerPhoneStand HangerAntennaHack CableOrganizerHanger HangerSteamerShowdown HeadphoneHangerMod SmartClosetScan',
    pet: 'HangerLeashStation DogPicksTheHanger MiniHangerPupCloset CatVsHangerPile PetSweaterHangerTour PawsOffMyHangers',
    gaming:
      'HangerRingToss HangerBalanceGame HangerTowerStack CosplayHangerReveal WinTheHangerWar LastHangerStanding',
  },
  electrician: {
    dance:
      'DoTheElectricSlide ElectricianHardHatBop ElectricianWireWiggle ElectricityBoogaloo ElectricianMoonwalk SwitchOnTheGroove',
    fitness:
      'ElectricianGripDrill ElectricianAtticCrawl CarryLikeAnElectrician HighVoltageHIIT ToolBeltTabata ElectricianKneeSaver',
    prank:
      'ThankYourElectrician ElectricianDonutDrop ElectricianHardHatGift GooglyEyeSwitchPlates LightBulbLoveNotes ElectricianFanClub',
    educational:
      'ElectricianCircuitQuiz HowElectricityGetsHome AskAnElectrician OhmMyGoodness PotatoBatteryPower ElectricianWireColors',
    cooking:
      'ElectricianBoltCookies ElectriciansLunchbox ElectricianChiliDuel LightBulbCakePops PowerOutageSmores ThankYouElectricianPie',
    travel:
      'ElectricianWindFarm DamTourWithElectrician ElectricianVanLife NeonBoneyardLasVegas ElectricianOnTheRoad TeslaMuseumTrip',
    fashion:
      'ElectricianWorkwearFit ElectricBlueOutfit DressLikeAnElectrician HiVisHighFashion ToolBeltCouture ElectricianBootsRunway',
    wellness:
      'ElectricianUnplugHour ElectricianPowerDown NoElectricityEvening CandlelightNoScreens FlipYourOffSwitch ElectricianRechargeDay',
    speed:
      'ElectricianCircuitRace ElectricianToolIDBlitz ElectricianBulbRelay OutpaceAnElectrician WireItInSixty QuickDrawPliers',
    music:
      'ElectricianHumRemix ElectricianBuzzBeat ElectricGuitarSolo SongForAnElectrician TeslaCoilTunes ACDCCoverNight',
    art: 'ElectricalScrapArt ElectricianLampBuild ElectricianNeonSign SketchAnElectrician LightPaintingLive CircuitBoardCollage',
    tech: 'ElectricianSmartHome ElectricianMultimeter AIElectricianHelper ElectricianSolarSetup WireUpAnArduino ThermalCamWallScan',
    pet: 'ElectricianPupHelper ElectricianKittenBoss PetSafeElectricCords BirdWatchesElectrician HardHatHound ApprenticeOnFourPaws',
    gaming:
      'ElectricianCircuitMaze ElectricianFactorioRun RedstoneElectrician PokemonElectricType AmongUsFixWiring LightsOutPuzzle',
  },
  'lemonade stand': {
    dance:
      'LemonadeStandMoonwalk BopAtTheLemonadeStand DoTheLemonSqueeze LemonadeStandStrut WhenLifeGivesYouMoves SignSpinnerShowOff',
    fitness:
      'LemonadeStandCurls CarryTheLemonadeStand BurpeePerLemonadeSold JogToTheLemonadeStand LemonSqueezeLunges PitcherPlank',
    funny:
      'LemonadeStandCEO LemonadeStandHaggle SourFaceLemonadeTest SharkTankLemonadeStand TenDollarLemonade LittleBossLemonade',
    prank:
      'LemonadeStandBigTip BuyOutTheLemonadeStand SecretShopperLemonade LemonadeStandFanClub FlashMobLemonade MysteryQueueSurprise',
    educational:
      'LemonadeStandMath LemonadeStandEconomics KidsRunALemonadeStand BestLemonadeRatio SupplyAndLemonade SourVsSweetScience',
    travel:
      'LemonadeStandHunt RoadTripLemonadeStand BeachLemonadeStand LemonadeAroundTheWorld LemonadeStandSafari StopForEveryStand',
    fashion:
      'LemonadeStandGingham SunHatLemonadeStand LemonPrintSundress MatchYourLemonadeStand PinkLemonadeLook ZestyStreetStyle',
    wellness:
      'CharityLemonadeStand SlowSipPorchLemonade LemonadeStandGratitude SupportALemonadeStand PayItForwardLemonade SqueezeTheDay',
    speed:
      'LemonadeStandPourOff SqueezeTenLemons LemonadeStandRushHour SellOutLemonadeStand PitcherPerfectSprint StandUpInSixty',
    music:
      'LemonadeStandJingle CupSongLemonadeStand LemonadeStandBusker KaraokeLemonadeStand LemonadeGlassXylophone SweetAndSourSerenade',
    art: 'CardboardLemonadeStand LemonSliceStamps ChalkLemonadeStandMenu PaintALemonadeStand LemonadeStandSignOff DreamStandBlueprint',
    tech: 'LemonadeStandQRMenu TapToPayLemonadeStand SolarLemonadeStand AIPricesMyLemonade RobotLemonSqueezer CodeALemonadeApp',
    pet: 'LemonadeStandMascot LemonadeStandWaterBowl DogTreatLemonadeStand CatRunsLemonadeStand BarkadeStand PupInALemonHat',
    gaming:
      'LemonadeStandTycoon MinecraftLemonadeStand LemonadeStandHighScore AnimalCrossingLemonade LemonadeEmpireRun BeatMyLemonadeProfit',
  },
  spoon: {
    dance:
      'SpoonClackShimmy EggAndSpoonShuffle StirItUpGroove WoodenSpoonTwirl SpoonfulOfSugarSway DanceWithSpoonOnNose',
    fitness:
      'EggAndSpoonLunges SpoonBalanceSquats SpoonNosePlank SpoonInMouthWalk TeaspoonTabata WoodenSpoonWorkout',
    prank:
      'AllSpoonsNoForks TinySpoonSurprise SporksInTheSpoonDrawer HideEverySpoon SpoonStuckInJello GiantSpoonBreakfast',
    educational:
      'WhyMetalSpoonsGetHot WhySpoonsFlipYou SpoonCatapultPhysics SpoonBalanceTrick UpsideDownInTheSpoon BigBenInASpoon',
    cooking:
      'ChocolateDippedSpoons SpoonfulTiramisu SpoonDropCookies WoodenSpoonRisotto OneSpoonBites SpoonBreadShowdown',
    travel:
      'SouvenirSpoonHunt GreasySpoonDinerTour GelatoSpoonCrawl SpoonOfLocalHoney SpoonFromEveryCity TasteTheTownBySpoon',
    fashion:
      'SpoonRingDIY MakeASpoonPendant ForkAndSpoonBracelet FitCheckInASpoon SilverSpoonStyle BentSpoonBling',
    wellness:
      'MindfulSpoonful SpoonCarvingCalm SpoonTheoryCheckIn HoneySpoonPause TeaspoonOfGratitude SlowStirMorning',
    speed:
      'EggAndSpoonRace SpoonFlipIntoMug SpoonTowerShowdown SpoonOnNoseTimer CerealScoopSprint TenSpoonsOneMinute',
    music:
      'PlayTheSpoons SpoonBeatCover SpoonsOnKneeSolo WoodenSpoonConductor SpoonfulOfSoul SpoonClinkSymphony',
    art: 'WoodenSpoonCarving SpoonPuppetFamily SpoonSelfPortrait SpoonPetalMosaic BentSpoonSculpture SunburstSpoonMirror',
    tech: 'SpoonPhoneStandHack SpoonSlowMoDrop SmartSpoonTest AIDesignsASpoon ThereIsNoSpoon 3DPrintASpoon',
    pet: 'CatVsSpoonOnTable DogFindsTheSpoon SpoonFlipKibbleCatch HideTheSpoonGame SpoonClinkRollCall ParrotStealsTheSpoon',
    gaming:
      'SpoonsCardGameNight SpoonOnlyRun GoldenSpoonQuest SpoonCatapultTarget SilverwareSpeedrun GrabTheLastSpoon',
  },
  'road trip': {
    dance:
      'RoadTripSeatBop RoadTripHandJive WelcomeSignRoadTripHop GasStationShuffle RestStopRave RoadTripLineDance',
    fitness:
      'RoadTripRestAreaHIIT RoadTripLungeBreak RoadTripStateLineReps ScenicViewpointSquats PitStopPushUps RoadTripLegDayDare',
    funny:
      'RoadTripBackseatDriver RoadTripWrongTurnSaga DadOnARoadTrip AreWeThereYet ShotgunRulesDebate EveryRoadTripEver',
    prank:
      'SurpriseRoadTrip MysteryRoadTrip RoadTripSnackStash BalloonFilledBackseat SecretRoadTripMixtape GooglyEyesOnTheCar',
    educational:
      'RoadTripHistoryStops RoadTripLandmarkQuiz KidsPlanTheRoadTrip LicensePlateGeography MileMarkerMath RoadTripRockHound',
    cooking:
      'RoadTripSnackBox RoadTripTrailMixBar PackARoadTripCooler NoCrumbRoadTripBites GasStationGourmet DashboardPicnic',
    fashion:
      'RoadTripSunglassLineup RoadTripBandanaTies GasStationFitCheck OneBagRoadTripCapsule RestStopRunway SweatsToSightsRoadTrip',
    wellness:
      'RoadTripSunsetPause RoadTripGratitudeMiles SlowRoadTripSunday WindowsDownBreathe TakeTheLongWayHome NoRushRoadTrip',
    speed:
      'RoadTripPackingRace TrunkTetris RoadTripFuelUpSprint BeatTheRoadTripETA RestStopRelay RoadTripSnackDash',
    music:
      'RoadTripSingAlong NameThatTuneRoadTrip CarKaraoke RoadTripDashboardDrums AuxCordWars RoadTripAnthemVote',
    art: 'RoadTripSketchbook PaintARoadTripPostcard RoadTripMapCollage RoadTripPolaroidWall MileMarkerWatercolor PassengerSeatPicasso',
    tech: 'RoadTripHyperlapse RoadTripAppHacks RoadTripEVChargerHunt DashCamRoadTripReel GPSVsPaperMap EVRoadTripReality',
    pet: 'RoadTripWithMyDog RoadTripCatCarrier RoadTripPuppyPassport SniffStopsOnRoadTrips CoPilotCorgi BarkAtEveryStateLine',
    gaming:
      'RoadTripBingo RoadTripISpy RoadTrip20Questions LicensePlateGame AlphabetRoadTripHunt CowsOnMySide',
  },
  doorbell: {
    dance:
      'DoorbellCamDance DoorbellDingDongGroove DoorbellRingFreeze ShimmyAtTheDoorbell BoogieForTheDelivery FrontPorchPerformance',
    fitness:
      'DoorbellSquats DoorbellBurpees StepUpsByTheDoorbell LungeToTheDoorbell PlankTillTheDingDong EveryRingTenReps',
    prank:
      'DoorbellCamCostume DoorbellSnackBasket DoorbellFlowerDrop WaveToTheDoorbell DingDongDeliver PorchSurpriseParade',
    educational:
      'HowDoorbellsWork DoorbellCircuitScience DoorbellElectromagnet BuildABatteryDoorbell DingDongPhysics WhoInventedDoorbells',
    cooking:
      'DoorbellCake DoorbellPizzaNight BakeAndRingTheDoorbell BeatTheDoorbellDinner DingDongCupcakes PorchPicnicDelivery',
    travel:
      'DoorbellPhotoWalk DoorbellKnockerSafari DoorbellsOfParis ColorfulDoorsOfBurano FanciestDoorbellHunt DoorbellDesignAbroad',
    fashion:
      'DoorbellCamFitCheck DoorbellPanicChange DoorbellRobeRunway AnswerTheDoorbellChic PajamasToPresentable DressedBeforeDingDong',
    wellness:
      'DoorbellBreathingCue DoorbellKindnessNote SmileAtTheDoorbellCam MuteTheDoorbellEvening DingDongDeepBreath ThankTheDeliveryDriver',
    speed:
      'DoorbellTidyBlitz DoorbellPantsScramble BeatTheDoorbell FirstToTheDoorbell DingDongDash PackageGrabRelay',
    music:
      'DoorbellChimeRemix DoorbellMelodyCover DoorbellBeatDrop NewTuneForTheDoorbell KnockAndRingBeatbox DingDongDuet',
    art: 'DoorbellNameplateArt DoorbellButtonMosaic HouseNumberDoorbell DoorWreathCraft DoorbellGlowUp PrettiestPorchDoorbell',
    tech: 'VideoDoorbellSetup DoorbellNightVision DoorbellBatteryHack BuildASmartDoorbell AIGuessesWhoRang BestDoorbellCamClips',
    pet: 'DoorbellCalmTraining DoorbellHowlChorus DogRingsADoorbell PuppyIgnoresDoorbell DingDongDoggo WhereDidTheCatGo',
    gaming:
      'DoorbellGuessWhoGame DoorbellDeliveryBingo RaidPausedByDoorbell HelloNeighborDoorbell PauseForThePizza DoorbellRageQuit',
  },
  puzzle: {
    dance:
      'JigsawJive PuzzleBoxBop PuzzleCornerShimmy LastPuzzlePieceJig ItFitsVictoryDance PuzzleMatMoonwalk',
    fitness:
      'PuzzlePlankHold PuzzleBreakBurpees JigsawLunges PuzzleBoxCarry PiecesAndPushUps SquatForEveryEdge',
    funny:
      'PuzzleBoxVsReality LastPuzzlePieceMissing AllSkyPuzzlePanic PuzzleFamilyFeud ItFitsIfIForceIt JigsawBetrayal',
    prank:
      'HideTheLastPuzzlePiece PuzzlePhotoReveal PuzzleProposal JigsawLoveNote PuzzleOfTheirFace AllWhitePuzzleGift',
    educational:
      'HowPuzzlesAreMade PuzzleCountryQuiz PuzzleBrainBenefits LogicGridPuzzleLesson JigsawsStartedAsMaps CountTheEdgePieces',
    cooking:
      'PuzzleCookies PuzzlePieceCake JigsawPizza PuzzleGingerbread SolveItThenEatIt ToastPuzzleBreakfast',
    travel:
      'PuzzleSouvenirHunt LandmarkPuzzle PuzzleCafeCrawl CityCluePuzzleTrail EscapeRoomAbroad PuzzleOnAPlane',
    fashion:
      'PuzzlePieceEarrings JigsawPatchwork ColorBlockPuzzleLook MixAndMatchPuzzle PiecedTogetherFit PuzzleNailArt',
    wellness:
      'MindfulPuzzleTime PuzzleAndTea SlowPuzzleSunday CrosswordPuzzleRitual PieceOfMind PuzzleUnplugged',
    music:
      'PuzzleSnapBeat PuzzleClickASMR JigsawJazzHour DrumrollLastPuzzle ShakeThePuzzleBox PuzzleNightVinyl',
    art: 'PaintYourOwnPuzzle PuzzlePieceArt PuzzleMosaic BlankJigsawDoodle PuzzleWreathCraft SketchThePuzzleBox',
    tech: 'PuzzleTimelapse PuzzleAppShowdown DigitalJigsawRace PuzzleSolverRobot LaserCutAPuzzle CanAIBeatMyPuzzle',
    pet: 'PetPuzzleFeeder PuzzleSniffMat DogTreatPuzzleLevels PawOnTheLastPuzzle IfItFitsISits KittenVsJigsaw',
    gaming:
      'CoopPuzzleRun PuzzleEscapeRoomHome PuzzleTetrisMarathon SudokuPuzzleDuel RubiksRace PuzzleBossNoHints',
  },
  farmer: {
    dance:
      'FarmerHoedown FarmerTractorTwoStep SquareDanceLikeAFarmer FarmerHayBaleBoogie OldMacDonaldMoves ScarecrowShuffle',
    fitness:
      'FarmerCarryChallenge FarmerFeedSackSquats FarmerWheelbarrowPush ShovelLikeAFarmer HayBaleHIIT FarmersWalkFinisher',
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerBreakfastInBed RoosterAlarmSwap MooingDoorbell',
    educational:
      'AskAFarmer FarmerSeedToPlate FarmerSoilTest GuessTheFarmersCrop WhereMilkComesFrom FarmerForADay',
    cooking:
      'FarmersMarketSalad FarmerFieldToFork SundayFarmerPotPie FarmerSkilletCornbread EatLikeAFarmer SunriseFarmhouseFryUp',
    travel:
      'FarmersMarketHop FarmerStayWeekend HayrideWithAFarmer FarmerCountyFair SunflowerFieldFinder MeetTheFarmerTour',
    fashion:
      'FarmerOverallsFitCheck FarmerStrawHatStyle FarmerBandanaTie BrunchInFarmerBoots FromFieldToRunway FlannelLikeAFarmer',
    wellness:
      'SunriseFarmerRoutine FarmerGardenGrounding FarmerDirtTherapy BedtimeLikeAFarmer ThankAFarmerToday PorchSwingPause',
    speed:
      'FarmerHayBaleStack FarmerCornShuckIn60 FarmerWheelbarrowRelay PotatoSackFarmerRace BeatTheRooster EggHuntLikeAFarmer',
    music:
      'FarmerFiddleJam FarmerBanjoTune SingAFarmersWorkSong FarmerBarnyardChorus OldMacDonaldRemix BucketDrumsFarmerStyle',
    art: 'FarmerScarecrowBuild FarmerVeggieStamps FarmerCornHuskDoll WatercolorFarmerBarn AmericanGothicRemake FarmerTractorDoodle',
    tech: 'DroneFarmerFlyover FarmerSmartGreenhouse FarmerSoilSensor FarmerAutoTractor FarmerVsRobot CanAIGrowATomato',
    pet: 'FarmerStrawHatCat FarmerHerdingBallGame FarmerDogChoreHelper GardenPatrolFarmerPup OldMacDoggo BarnyardBossKitty',
    gaming:
      'FarmerHarvestSpeedrun FarmerStardewYearOne FarmerAgricolaNight MinecraftFarmerRun HayDayHighScore FarmVilleFlashback',
  },
  frog: {
    dance: 'FrogHopDance FrogSquatShuffle FrogCroakStomp LeapLikeAFrog RibbitRumba LilyPadLimbo',
    fitness:
      'FrogJumpReps FrogPoseStretch FrogPumps LeapfrogRelay ClimbLikeATreeFrog LilyPadLunges',
    funny:
      'FrogVoiceover FrogPrinceAudition CroakLikeAFrogDad TheFrogInMyShoe ItsNotEasyBeingGreen RibbitTranslator',
    prank:
      'FrogCroakRingtone FrogPlushSurprise FrogStickerArmy JumpingFrogToyDrop RubberFrogInTheShoe FroggyPhotobomb',
    educational:
      'FrogLifeCycle FrogVsToad FrogSkinBreathing WhyFrogsAreGreen CanFrogsFreezeSolid TadpoleToTakeoff',
    cooking:
      'FrogCupcakes FrogMatchaMacarons FrogOnigiri LilyPadFrogCookies KermitGreenSmoothie HopIntoFrogBread',
    travel:
      'FrogSpottingWalk FrogRainforestNight CostaRicaTreeFrogs PoisonDartFrogExhibit FollowTheCroaks LilyPadHopTour',
    fashion:
      'FrogBucketHat FrogRainBoots LilyPadFrogLook DressLikeATreeFrog RibbitRunway KermitGreenFitCheck',
    wellness:
      'FrogPondCalm FrogPoseBreathing SitLikeAFrog RainyNightFrogCroaks EatTheFrogMorning LilyPadLounge',
    speed:
      'FrogOrigamiHopRace FrogBeanbagToss LeapfrogSprint FlickTheFrogFurthest LilyPadDash FroggerInRealLife',
    music:
      'FrogCroakChorus FrogPondBeat FrogGuiroRhythm RainbowConnectionFrog RibbitRemix LilyPadLipSync',
    art: 'FrogOrigamiFold FrogClayFigure LilyPadFrogWatercolor MacroShotOfATreeFrog RibbitRockArt SketchAFroggyFace',
    tech: 'FrogPondNightCam FrogCallIDApp FrogSlowMoJump JumpingRobotFrog SmartTerrariumSetup CodeAFroggerClone',
    gaming:
      'FrogPrinceQuest FrogTongueCatchDuel FroggerHighScore CrossyRoadFrog LeapfrogTournament LilyPadBossLevel',
  },
  cardio: {
    dance:
      'CardioHipHopMix CardioLineDance CardioStepAerobics KitchenCardioBop CardioConga SweatToTheOldies',
    funny:
      'CardioVsOneFlight CardioFacesMontage CardioDayExcuses MinuteOneCardioRegret RunningFromMyProblems CardioOrCrying',
    prank:
      'CardioFakeFinishLine CardioConfettiArrival SecretCardioCheerSquad RubberChickenPacer SurpriseCardioBuddy MotivationalSignAmbush',
    educational:
      'CardioHeartScience CardioVO2Explained Zone2TalkTest WhyCardioMakesUsSweat PulseMythBusting LungCapacityDuel',
    cooking:
      'CardioFuelSnacks CardioEnergyBites CardioBananaPancakes PostCardioSmoothie Zone2OvernightOats RunnersRecoveryBowl',
    travel:
      'CardioBeachRun CardioBikeTour LandmarkCardioJog StadiumStairsCardio SightJogging Zone2CityExplorer',
    fashion:
      'CardioFitCheck CardioSneakerTest NeonCardioLook MatchingCardioSet LegWarmerRevival SweatbandSquad',
    wellness:
      'CardioMoodBoost CardioMindfulJog Zone2PodcastWalk SunriseCardioRide EndorphinsOnDemand SweatOutTheStress',
    speed:
      'CardioMileTime JumpRopeCardioSprint BeatYourCardioPB ShuttleRunBlitz CardioRow500Race FourMinuteCardioDash',
    music:
      'CardioDrumAlong CardioBeatDropSprint HeartbeatCardioRemix SingThroughCardio ChorusIntervals SpinClassKaraoke',
    art: 'CardioHeartbeatArt CardioGPSDoodle MotionBlurCardioPhoto StravaMasterpiece RunYourInitials CardioStickFigures',
    tech: 'CardioHeartRateTest CardioSmartwatchStats VRCardioWorkout ChestStrapVsWatch Zone2WithAI StravaSegmentHunt',
    pet: 'CardioWithMyDog CardioPuppyJog KittenFeatherCardio ZoomiesCountAsCardio FetchFartlek PupSetsThePace',
    gaming:
      'CardioBeatSaber CardioBossFight RhythmGameCardio RingFitCardioRun JustDanceSweatOff PokemonGoZone2',
  },
  flag: {
    dance:
      'ColorGuardFlagSpin FlagWaveChoreo SemaphoreFlagDance FlagFigureEight FlagTwirlTakeover HalftimeFlagShow',
    fitness:
      'FlagFootballDrill FlagPlankTaps HumanFlagHold CaptureTheFlagCardio SummitFlagSprint RaceToTheFlagpole',
    funny:
      'MyFamilyFlag DramaticFlagWave ThatsARedFlag FlagFoldingStruggle TinyFlagOnEverything PlantAFlagOnTheCouch',
    prank:
      'FlagBirthdaySurprise FlagBuntingAmbush TinyFlagsInTheirLunch WelcomeHomeFlagParade CubicleNationFlag WhiteFlagCookieTruce',
    cooking:
      'FlagCake FlagFruitPizza PancakeFlagStack BerryFlagTart CookieFlagsOfTheWorld StarsAndStripesSundae',
    travel:
      'FlagHuntAbroad FlagSummitHike SeeTheUNFlags CollectAFlagPerTrip EmbassyRowFlagWalk PrayerFlagPass',
    fashion:
      'FlagPatchJacket FlagScarfWrap DressAsYourFlag WorldCupFlagFit WearYourColors FlagCapeCatwalk',
    wellness:
      'FlagOfMyValues HangPrayerFlags WatchAFlagFlutter FlagGratitudeBunting GreenFlagHabits WhiteFlagRestDay',
    speed:
      'FlagGuessRace Name50FlagsIn60 CaptureTheFlagDash FlagFoldTimer DrawThatFlagFast FlagsOfEuropeBlitz',
    music:
      'FlagMarchingBand FlagWaveToTheBeat EurovisionFlagParty FlagAnthemMatch WavinFlagSingAlong GuessTheCountryByEar',
    art: 'DesignYourOwnFlag FlagWatercolor FlagBuntingCraft PixelArtFlag RedesignYourStateFlag FamilyFlagCrest',
    tech: 'FlagQuizAppStreak FlagCSSDrawing AIGuessesTheFlag CodeAFlagInPython EmojiFlagDecoder LEDFlagWaveBuild',
    pet: 'FlagBandanaPup FlagPetParade KittenChasesAFlag DogCarriesTheFlag CatCapturesTheFlag ParrotWavesAFlag',
    gaming:
      'CaptureTheFlagNight FlagGeoGuessrRound FlagleDailyStreak MinecraftFlagBanner StrategoFlagHunt FlagQuizKnockout',
  },
  hotel: {
    dance:
      'HotelLobbyGroove HotelElevatorBop HotelRobeShuffle LateCheckoutHotelJig DoNotDisturbDance RoomServiceRumba',
    fitness:
      'HotelTowelStretches HotelPoolLaps HotelStairClimb SuitcaseCurls RateTheHotelGym RoomServiceReps',
    funny:
      'HotelBreakfastStrategy HotelKeyCardFails HotelShowerPuzzle MinibarPriceReactions FiveStarHotelCritic HousekeepingAt7AM',
    prank:
      'HotelTowelAnimal HotelRubberDuckArmy PillowFortInTheHotel FakeConciergeWelcome RoomServiceSurprise HotelDoorHangerNote',
    educational:
      'HotelLanguageCheckIn HotelStarsDecoded OldestHotelsOnEarth WhyHotelsSkipFloor13 IceHotelScience HotelHousekeepingHacks',
    cooking:
      'HotelCookieCopycat HotelBreakfastAtHome MinibarSnackBoard HotelIronGrilledCheese HotelBuffetBrunch KettleNoodleHack',
    fashion:
      'HotelLobbyFitCheck HotelRobeLook HotelDinnerOutfit PoolsideHotelSet SuitcaseToSuite HotelSlipperSlay',
    wellness:
      'HotelSelfCareNight HotelBalconySunrise DoNotDisturbHotelHour SlowCheckoutMorning FreshSheetsFeeling StaycationHotelSpa',
    speed:
      'HotelCheckoutRace HotelUnpackSpeedrun MakeTheHotelBedFast PackInFiveMinutes BuffetBeforeItCloses HotelElevatorDash',
    music:
      'HotelLobbyPiano HotelIceBucketDrums HeartbreakHotelCover BellhopBallad HotelCaliforniaKazoo ElevatorMusicRemix',
    art: 'HotelNotepadDoodles PaintYourHotelWindow BalconySunsetGouache TowelOrigamiZoo WesAndersonHotelShot HotelStationerySketch',
    tech: 'HotelWifiSpeedTest HotelTVCastingTrick HotelKeyCardHack SmartHotelTour RobotButlerDelivery OutletHuntHotelRoom',
    pet: 'HotelDogCheckIn PetRatesTheHotel PuppyFirstHotelNight SuitcaseStowawayKitten PawsAtTheFrontDesk CatVsHotelBed',
    gaming:
      'HotelRoomGameNight HotelLobbyChess HotelTycoonBuild CardsOnTheHotelBed HandheldsInTheHotel LateCheckoutLAN',
  },
  volcano: {
    dance:
      'EruptLikeAVolcano VolcanoRumbleStomp VolcanoHulaSway VolcanoBoomBounce FloorIsLavaLeap MagmaMoves',
    fitness:
      'VolcanoSquatBlast TenVolcanoJumps VolcanoEruptionBurpees FloorIsLavaCardio MagmaMountainClimbers VolcanoSummitClimb',
    funny:
      'VolcanoExperimentFails ScienceFairVolcanoDad VolcanoAsACoworker IfVolcanoesCouldTalk BakingSodaBetrayal MadAsAVolcano',
    prank:
      'VolcanoCakeSurprise VolcanoBathBombGift VolcanoPopUpCard ConfettiVolcanoReveal EruptingPresent TinyVolcanoOnTheirDesk',
    cooking:
      'EruptingVolcanoCake VolcanoNachos VolcanoSodaFloat MiniVolcanoCupcakes MoltenLavaBrownies MashedPotatoVolcano',
    travel:
      'VolcanoCraterHike VolcanoSunriseSummit BlackSandVolcanoBeach PompeiiVolcanoTour RingOfFireRoadTrip HawaiiVolcanoHop',
    fashion:
      'VolcanoHikingFit VolcanoEmberMakeup DressLikeAVolcano VolcanoOmbreNails LavaRedLook HotterThanMagma',
    wellness:
      'VolcanoBreathing VolcanoHotSprings CoolYourInnerVolcano LetOffSteamReset DormantVolcanoMode CalmTheEruption',
    speed:
      'VolcanoBuildRace TallestVolcanoEruption VolcanoFizzTimer FindTenVolcanoesFast FloorIsLavaDash EruptInFiveSeconds',
    music:
      'VolcanoRumbleBeat VolcanoBassDrop SingTheVolcanoSong VolcanoFizzASMR EruptionDrumSolo RingOfFireCover',
    art: 'VolcanoClayModel VolcanoPapierMache PaintAVolcanoAtNight LavaPourArt SketchAnEruption VolcanoDioramaBuild',
    tech: 'VolcanoTrackerApp VolcanoARModel SlowMoVolcanoEruption Volcano3DPrint DroneOverTheCrater LiveCamVolcanoWatch',
    pet: 'PetVsVolcano VolcanoDogCostume VolcanoPlushToy EruptionDoubleTake SnoringLikeAVolcano FloorIsLavaPup',
    gaming:
      'VolcanoIslandBuild FloorIsLavaGame VolcanoBossFight VolcanoEscapeRoom MountDoomSpeedrun TheVolcanoLevelDare',
  },
  typing: {
    dance:
      'TypingFingerDance TypingSpacebarBounce GrooveToTypingClicks QwertyQuickstep HomeRowHustle TypingTapShuffle',
    fitness:
      'TypingWristStretch TypingWhilePlanking TypingBreakSquats PushupsBetweenTyping BackspaceBurpees HomeRowHolds',
    funny:
      'TypingWithMittens TypingCapsLockYelling OneFingerTypingDad HuntAndPeckHero TypingLikeAMovieHacker AutocorrectDisasters',
    prank:
      'TypingKeycapShuffle TypingScreensaverNote SecretTypingMessage TypingTestSurprise AutocorrectSwapsies GooglyEyeKeyboard',
    educational:
      'LearnTouchTyping TypingHomeRowLesson QWERTYTypingHistory StenographyVsTyping DvorakTypingDare PangramPractice',
    cooking:
      'TypingUpFamilyRecipes TypingKeycapCookies KeyboardTypingCake AlphabetSoupTyping QwertyCrackers NoCrumbTypingSnacks',
    travel:
      'TypingTravelJournal TypingOnTheTrain TypingFromTheBeach TypingCafeNomad TypewriterMuseumTrip WiFiWithAView',
    fashion:
      'TypingWithLongNails TypingSweaterPaws KeycapTypingEarrings FingerlessGlovesTyping ClawsVsKeyboard CozyCoderFitCheck',
    wellness:
      'MindfulTyping TypingGratitudeList TypingMorningPages SlowTypingLetter DeleteTheWorry TypingThenUnplug',
    speed:
      'TypingAlphabetBlitz WPMTypingDuel ParentVsKidTyping NoBackspaceTypingTest FastFingersTyping QuickBrownFoxRace',
    music:
      'TypingToTheBeat TypingMechanicalASMR TypingLyricsRace RemixMyTypingSounds TypewriterSymphony ClickClackCover',
    art: 'TypingASCIIDrawing TypingConcretePoetry KeycapTypingMosaic EmojiTypingArt TypewriterPortrait DrawWithOnlyLetters',
    pet: 'MyCatTypedThis TypingKittenOnKeys DogVsTypingSounds PuppyNapDuringTyping PawsOnTheKeyboard TypingWithParrotBoss',
    gaming:
      'TypingOfTheDeadRun TypingNitroLeague GameNightTypingRace KeyboardNinjaTyping WPMBossBattle TypingDefenseHighScore',
  },
  'windy day': {
    dance:
      'WindyDayRibbonSpin LeanIntoTheWind WindyDayFreestyle SwayLikeAWindyTree WindyHairWhip MoonwalkWithTheBreeze',
    fitness:
      'HeadwindHustle WindyDayKiteSprints WindResistanceJog BeatTheWindyHill PlankInTheBreeze WindyDayParachuteRun',
    prank:
      'WindyDayBubbleSurprise FakeWindMachine WindyDayBalloonGift PinwheelGardenWelcome PaperPlaneDelivery WindyDayChimeSerenade',
    educational:
      'WindyDayPinwheelTest WhereWindComesFrom WindyDayBeaufortScale WhyIsItWindyToday WindsockScience HowKitesFly',
    cooking:
      'WindyDayKiteCookies WindyDayHotCider CozyWindyDayStew WindyPicnicRescue PinwheelSandwiches BlownAwayBrownies',
    travel:
      'WindyDayLighthouse FindTheWindiestSpot KiteFestivalTrip ChicagoWindyCityWalk DutchWindmillHop CliffsideGustHike',
    fashion:
      'WindbreakerThreeWays DressForAWindyDay SkirtVsWindyDay WindyDayBraidUpdo WindproofHairdo GustProofFit',
    wellness:
      'WindyDayLetGo WindyDayChimes WorriesOnTheWind WatchTheTreesDance BreatheWithTheBreeze WindyWindowDaydream',
    speed:
      'WindyDayLeafCatch WindyDayHatChase FastestKiteOnAWindyDay PinwheelSpinTimer PaperPlaneVsGust WindyBubbleBlitz',
    music:
      'WindyDayWhistleSong WindyDayBottleBlow WindyDayHarmonica BlowinInTheWindCover HowlingGaleSoundscape ChimeInTheBreeze',
    art: 'WindyDayKiteBuild WindyDayPinwheelCraft PhotographAWindyDay BreezeBlownBubbleArt LetTheWindPaint StrawPuffMonsters',
    tech: 'WindyDayTurbineBuild HomemadeAnemometer WindNoiseMicFix FilmAWindyDaySlowMo DroneVsGust WindyDayWeatherStation',
    pet: 'WindyDayFlappyEars CatVsTheWindyDay WindyDayPuppyZoomies PetFurInTheWind WindblownFloofReveal LeafChaseOff',
    gaming:
      'GoneWithTheWindJenga WindyDayBalloonKeepUp WindyDayBubbleBattle WindyDayKiteDuel CardsVsTheWindyDay ZeldaParagliderRoute',
  },
  sandcastle: {
    dance:
      'SandcastleShovelTwirl SandcastleMoatHop LowTideSandcastleBop SeashellShimmy SandcastleConga SurfsUpTwoStep',
    fitness:
      'SandcastleBucketCarry SandcastleSquatBuild SprintsToTheSandcastle ShovelLiftReps WaterBrigadeRelay SandcastleTabata',
    funny:
      'SandcastleVsTheTide SandcastleForSaleAd SeagullVsSandcastle SandInEverything SandcastleMTVCribs RIPMySandcastle',
    prank:
      'SandcastleTreasureHunt SandcastleFlagForYou SurpriseSandcastleNote BigfootBySandcastle MessageInTheMoat MermaidTailSculpt',
    educational:
      'SandcastlePhysics RealCastleVsSandcastle HowSandcastlesStandUp WhyWetSandHolds SandcastleTideLab WaterToGrainRatio',
    cooking:
      'SandcastleCake SandcastleCupcakes SandcastleIceCream BucketMoldJello EdibleSandcastle CookieCrumbBeach',
    travel:
      'SandcastleFestivalTrip SandcastleBeachHop SandSculptureContest LowTideScouting SandcastleCoastCrawl BuildOnEveryShore',
    fashion:
      'SandcastleBeachFit SandcastleBucketBag LinenSandcastleSet ShellCharmAnklet KingOfTheSandcastle ShovelChicStyle',
    wellness:
      'SandcastleLetItGo SandcastleSlowBuild SandcastleFamilyHour TideTakesTheSandcastle MandalaInTheSand SandcastleSunsetCalm',
    speed:
      'SandcastleSpeedBuild FiveMinuteFortress SandcastleFlipRelay BeatTheTideSandcastle FastestSandcastleMoat TurretTimeTrial',
    music:
      'SandcastleShovelRhythm SandcastleKazooFanfare BucketDrumSandcastle SeashellMaracas CastleOnTheHillCover SandcastleSeaShanty',
    tech: 'SandcastleDroneShot SandcastleTimeLapse Sandcastle3DScan TideChartSandcastles AIDesignsMySandcastle CanRobotsBuildCastles',
    pet: 'SandcastleDogDigs SandcastlePuppyGuard SandcastleBeachZoomies PugInASandcastle CorgiKingOfTheCastle PawprintSandcastle',
    gaming:
      'SandcastleBuildOff SandcastleTowerWars MinecraftSandcastle MoatDefenseRound LastCastleStanding SandcastleFlagSteal',
  },
  gym: {
    dance:
      'GymDanceBreak GymMirrorChoreo GymSpinClassGroove KettlebellGymFlow GymRatRave DumbbellDisco',
    funny:
      'GymNatureDocumentary GymGruntRatings WhoLeftGymWeightsOut DadAtTheGymImpression HeyBroYouDoneHere EveryoneAtTheGymEver',
    prank:
      'GymFoamDumbbellSwap GymSurpriseCheer GymLockerBalloons CandyInTheirGymBag PepTalkStickyNotes PartyHornPersonalBest',
    educational:
      'GuessTheGymMachine HowGymMusclesGrow GymFormCheckLesson GymEtiquetteQuiz GymMythOrFact WhyDOMSHurts',
    cooking:
      'GymProteinPancakes PostGymSmoothie GymOvernightOats PreGymEnergyBites GainsGranola MealPrepMadness',
    travel:
      'GymWithAView ParkGymTour GymHoppingAbroad MuscleBeachGymTrip RooftopGymHunt LiftInEveryCity',
    fashion:
      'GymFitCheck RateMyGymOutfit WhatsInMyGymBag GymToStreetLook PumpCoverReveal MatchingSetMonday',
    wellness:
      'GymMindfulCooldown GymSaunaUnwind BreathworkAfterGym RestIsAGymDay GymConfidenceCheckIn StretchItOutSunday',
    speed:
      'GymCircuitRace GymRowing500 TreadmillGymSprint RackGymPlatesFast TwentyMinuteGymBlitz AssaultBikeShowdown',
    music:
      'GymHypeSong GymPlateClankRhythm GymBeatDropLift KaraokeOnTheGymBike EyeOfTheTigerSet GymRatMixtape',
    art: 'GymProgressPortrait GymChalkHandprints SketchAtTheGym PaintYourGymKettlebell FlexForTheArtist GreekStatueGymPose',
    tech: 'GymSmartwatchTest GymAIFormCoach HomeGymSetupTour EarbudsThatSurviveGym RepCounterShowdown GymSmartMirror',
    pet: 'GymWithMyDog PetGymBuddy PuppyJoinsHomeGym GymBagKittenInspector SpotterPup CatJudgesMyForm',
    gaming:
      'GymLevelUp GymAchievementUnlocked PokemonGymBattle RingFitAtTheGym BeatTheGymLeader XPForEveryRep',
  },
  'ice cream': {
    dance:
      'IceCreamTruckBop IceCreamScoopShuffle IceCreamConeTwirl MeltLikeIceCream GelatoGroove SprinkleShimmy',
    fitness:
      'ShakeIceCreamInABag IceCreamRunClub IceCreamHandChurn IceCreamConeLunges ScoopSquats SundaeRunday',
    funny:
      'IceCreamConeFail IceCreamBrainFreeze TheLastIceCreamScoop WhoAteMyIceCream WeHaveIceCreamAtHome ChasingTheTruckSong',
    prank:
      'IceCreamConeCupcakes SurpriseIceCreamRun IceCreamForBreakfast MashedPotatoIceCream TruckJingleWakeUp SneakyGelatoDrop',
    educational:
      'IceCreamMeltTest WhyIceCreamBrainFreeze HowSaltMakesIceCream GelatoVsIceCream WhoInventedTheCone IceCreamFactOrFlake',
    travel:
      'IceCreamCrawl GelatoAroundItaly LocalIceCreamHunt IceCreamRoadTrip OneScoopPerCity BoardwalkConeQuest',
    fashion:
      'IceCreamConeEarrings IceCreamScoopHairBun NeapolitanIceCreamFit SprinkleIceCreamNails SundaeBestOutfit PistachioPastels',
    wellness:
      'MindfulIceCream IceCreamSunsetBench IceCreamForAFriend SavorYourIceCream SundaeSelfCare ScoopOfGratitude',
    speed:
      'IceCreamScoopRace IceCreamConeStack IceCreamSundaeIn60 BeatTheIceCreamMelt ToppingsTimeTrial GelatoGrabRelay',
    music:
      'IceCreamTruckRemix IceCreamConeMicKaraoke SprinkleShakerIceCream IScreamForIceCream NeapolitanHarmony BrainFreezeBeatDrop',
    art: 'DrawAnIceCreamCone MeltingIceCreamArt IceCreamClayCharms IceCreamWatercolor SundaeSketchbook GelatoColorPalette',
    tech: 'IceCreamMakerTest IceCreamTruckTracker AIInventsIceCream SlowMoIceCreamDrip NinjaCreamiShowdown HeatedScoopHack',
    pet: 'PetSafeIceCream PupIceCreamParty IceCreamTruckDogHowl CatIceCreamConeHat BirthdayPupsicle SprinkleCostumeCorgi',
    gaming:
      'IceCreamShopSim IceCreamTycoonRun PapasScooperiaScore BuildAnIceCreamEmpire TallestConeWins GelatoGameNight',
  },
  'bird feeder': {
    dance:
      'BirdFeederBop BirdFeederChirpStep CardinalBirdFeederHop StrutToTheBirdFeeder RockinRobinDance FlapLikeAFinch',
    fitness:
      'BirdFeederRefillSquats BirdFeederWindowPlanks SeedBagBirdFeederCarry LungeToTheBirdFeeder EarlyBirdWorkout WingFlapCardio',
    funny:
      'BirdFeederVIPList SquirrelVsBirdFeeder ChipmunkAtBirdFeeder BirdFeederGossip BirdFeederRealityShow BackyardNinjaWarrior',
    prank:
      'BirdFeederPlushVisitor BirdFeederTinyMansion FakeCardinalBirdFeeder SurpriseBirdFeederGift BirdDinerMenuBoard GooglyEyeBirdhouse',
    educational:
      'BirdFeederMigrationLog BirdFeederBeakShapes JoinFeederWatch WhoVisitsMyBirdFeeder WhichSeedWinsTest NameThatFinch',
    cooking:
      'BirdFeederSeedCakes BirdFeederNestCookies PineconeBirdFeeder OrangeCupBirdFeeder BirdseedWreathBake SuetCupcakesForBirds',
    travel:
      'BirdFeederTrailWalk BirdFeederRefugeHike HummingbirdFeederTour ParkBirdFeederHunt BirdingBigYear BinocularsRoadTrip',
    fashion:
      'BirdFeederPorchFit BirdFeederCozyCardigan BirdFeederPrintScarf GrandpaBirdFeederStyle EarlyBirdLook BinocularChic',
    wellness:
      'BirdFeederWindowCoffee BirdFeederSongPause QuietBirdFeederWatch CardinalBirdFeederJoy TweetFreeMorning BirdsongBreathing',
    speed:
      'BirdFeederRefillRelay BirdFeederSpeciesCount TenMinuteBirdFeeder QuickBirdFeederID BeatTheSquirrel PineconeFeederDash',
    music:
      'BirdFeederBeat BirdFeederFluteEcho BirdFeederChorus WhistleAtTheBirdFeeder RockinRobinCover DuetWithACardinal',
    art: 'BirdFeederGourdCarving BirdFeederWatercolor PaintABirdFeeder TeacupBirdFeeder AudubonAtHome SketchTheRegulars',
    tech: 'SmartBirdFeederCam BirdFeederAIIdentify BirdFeederLiveStream RaspberryPiBirdFeeder SquirrelProofGadget MerlinAppSongID',
    gaming:
      'BirdFeederBingo BirdFeederTrivia WingspanBirdFeeder PokemonStyleBirdFeeder GottaSpotEmAll FantasyBirdDraft',
  },
  unicorn: {
    dance:
      'UnicornGallopDance UnicornPranceStep RainbowUnicornShuffle MoveLikeAUnicorn HornsUpHoedown UnicornSparkleSpin',
    fitness:
      'GallopLikeAUnicorn UnicornYogaFlow UnicornKickbacks RainbowUnicornRun SparkleSquats UnicornBurpeeBlast',
    funny:
      'BestUnicornImpression UnicornJobInterview UnicornFloatStruggle UnicornHornDoorJam UnicornGlitterCleanup POVYoureAUnicorn',
    prank:
      'UnicornPlushPassenger UnicornPancakeSurprise UnicornFloatInBed SneakyUnicornPhotobomb UnicornInTheFridge HornOnTheCarHood',
    educational:
      'WhereUnicornMythsBegan NarwhalTheSeaUnicorn SiberianUnicornFossils UnicornRhinoMixUp UnicornFactOrFable ScotlandLovesUnicorns',
    cooking:
      'UnicornCupcakes RainbowUnicornToast UnicornBarkCandy UnicornHornCones SparklePancakeStack UnicornFrappeAtHome',
    travel:
      'UnicornStatueHunt VisitAUnicornCafe UnicornCastleTrip PlushUnicornTravels ScotlandUnicornTrail ChaseTheRainbowTour',
    fashion:
      'PastelUnicornNails UnicornHornHeadband UnicornOnesieFitCheck GlowyUnicornMakeup UnicornButMakeItChic HolographicHaul',
    wellness:
      'UnicornBathBomb UnicornDreamJournal UnicornKindnessNotes RainbowUnicornBreaths BeYourOwnUnicorn SparkleAndRest',
    speed:
      'UnicornSpeedDraw UnicornRingToss InflateTheUnicornRace FastestUnicornCostume PinTheHornBlindfold RainbowSortSprint',
    music:
      'UnicornLullaby UnicornMusicBoxTune SingLikeAUnicorn PlayTheUnicornKazoo HornSectionSolo UnicornPowerBallad',
    tech: 'UnicornARFilter Unicorn3DPrintedHorn RainbowLEDUnicorn CodeAUnicornGame StartupUnicornPitch AIDrawsAUnicorn',
    pet: 'UnicornHornForMyDog CatMeetsUnicornPlush FetchTheUnicornToy UnicornBirthdayPup UnicornCorgiCosplay MagicalPetMakeover',
    gaming:
      'UnicornUnstableDeck UnicornOverlordTactics BuildAMinecraftUnicorn BeatTheUnicornBoss RainbowRoadRace UnicornCardBattle',
  },
  'ceiling fan': {
    dance:
      'CeilingFanHairWhip SpinLikeACeilingFan BreezyCeilingFanGroove CeilingFanTwirl HelicopterArmsDance LowMedHighShuffle',
    fitness:
      'CeilingFanCoolDown CeilingFanJumpingJacks BreezyCeilingFanCardio PlankUnderCeilingFan HelicopterArmCircles ThreeSpeedHIIT',
    prank:
      'CeilingFanGooglyEyes CeilingFanStreamers ConfettiCeilingFan SnowflakeCeilingFan FlipTheSwitchSurprise PaperButterflyFlurry',
    educational:
      'HowCeilingFansCool CeilingFanWinterMode CeilingFanWindChill WhoInventedCeilingFans ClockwiseOrCounter RoomTempMythBuster',
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanIcedTea PinwheelCookies CeilingFanPopsicles FanCooledFudge',
    travel:
      'BeachHutCeilingFan CeilingFanCafeHunt TropicalCeilingFanStay FanciestCeilingFan RateTheHotelFan HammockUnderTheFan',
    fashion:
      'CeilingFanFlowyDress CeilingFanScarfFlutter BreezyLinenCeilingFan BeyonceFanMoment CeilingFanHairGoals SilkInTheBreeze',
    wellness:
      'CeilingFanNap CeilingFanWhiteNoise BedtimeCeilingFanCalm WatchTheCeilingFanSpin StareAtTheFanTherapy CeilingFanDaydream',
    speed:
      'CeilingFanDustRace CeilingFanPillowcase BeforeCeilingFanStops CleanTheCeilingFanIn60 SpotlessBladeSprint GuessTheChainPull',
    music:
      'CeilingFanLullaby CeilingFanVoiceWobble CeilingFanWhirBeat LofiCeilingFanLoop SingIntoTheFan ChainClickPercussion',
    art: 'PaintCeilingFanBlades CeilingFanShadowPhoto CeilingFanLongExposure SketchACeilingFan MotionBlurMasterpiece PalmLeafMakeover',
    tech: 'SmartCeilingFanSetup CeilingFanSlowMo CeilingFanWobbleFix CeilingFanStrobeRPM HeyAlexaFanOn FanVsACShowdown',
    pet: 'CeilingFanCatStare DogVsCeilingFan CeilingFanHypnosis CeilingFanShadowChase BreezySplootSession PupVsTheBreeze',
    gaming:
      'CeilingFanCardChaos CeilingFanPaperDrop MinecraftCeilingFan HotNightCeilingFanLAN FanSpeedJenga HurricaneHoldEm',
  },
  drum: {
    dance:
      'DrumCircleGroove DrumFillFreeze DrumRollShuffle TaikoDrumStomp MarchToYourOwnDrum DrumlineDanceOff',
    fitness:
      'ExerciseBallDrumming DrumstickCardio TaikoDrumWorkout DrumFillSquats BeatTheDrumBurpees PoundItOut',
    funny:
      'DrumRollForEverything DrumSoloFaces BaDumTss AirDrummingInTraffic NeighborsHateMyDrums DadJokeRimshotDrum',
    prank:
      'SurpriseDrumRoll DrumFillDoorbell ToyDrumWakeUp MiniDrumkitGift RimshotEveryJoke DrumlineAtTheDoor',
    educational:
      'HowDrumsMakeSound DrumHeadSandPattern PolyrhythmDrumLesson TalkingDrumExplained DrumHistoryIn60 CymbalSlowMoWaves',
    cooking:
      'DrumKitCookies SnareDrumCake PretzelDrumSticks HoneyGarlicDrumsticks CymbalCrepes BeatTheEggsDrummer',
    travel:
      'DrumCircleOnTheBeach StreetDrummerTour TaikoDrumsInJapan RioCarnivalDrums FollowTheDrumbeat SambaSchoolTakeover',
    fashion:
      'DrummerFitCheck DrumStickHairBun DrumlineUniformLook DrumstickEarrings RingoStarrStyle BackstageBandTee',
    wellness:
      'DrumMeditation FrameDrumBreathing HandpanDrumSoundBath DrumOutYourStress BeatOfYourOwnDrum HeartbeatDrumming',
    speed:
      'FastestDrumRoll SixtySecondDrumSolo DrumBPMClimb BlastBeatDrumTimer OutpaceTheMetronome DrummerSpeedDuel',
    art: 'DrumHeadPainting PaintWithDrumsticks DrumKitSketch OatmealTubDrumCraft RhythmSplatterArt SandOnASnare',
    tech: 'ElectronicDrumSetup DIYDrumMachine DrumPadAppTest VirtualDrumsVR AIDrummerJamOff AirDrumsWithSensors',
    pet: 'CatVsDrumKit DrumRollForTreats PuppyEarTiltDrums ParrotBobsToDrums BandMascotPup DogTapsTheDrum',
    gaming:
      'RockBandDrumExpert TaikoDrumTatsujin VideoGameDrumCover MarioThemeOnDrums FullComboDrums DonkeyKongaNight',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkTwirlGroove SpaghettiForkSpin CutleryCancan PitchforkPolka',
    fitness:
      'ForkInTheRoadRun ForkTwirlLunges GardenForkDigReps PitchforkHayToss ForkliftSquats CutleryCircuit',
    funny:
      'ForkOrSporkDebate ForkPuppetTalkShow EatSoupWithAFork ForkOnlyDinnerParty WhichForkFirstPanic DinglehopperHairDo',
    prank:
      'SoupWithOnlyForks BendyRubberFork GooglyEyeForks ChopsticksAtPastaNight ForkTheFrontLawn TinyForkTeaParty',
    educational:
      'ForkBalanceScience ForkEtiquetteAbroad WhyForksHaveFourTines TuningForkResonance ForksWereScandalous BalancingForksMagic',
    travel:
      'ForkInTheRoadTrip ForkOrChopsticksAbroad ForkTwirlItaly FarmToForkVisit LetTheForkDecide EatWithLocalUtensils',
    fashion:
      'ForkBraceletDIY ForkHairPin ForkPendantNecklace BentForkRing SilverwareChic DinglehopperStyle',
    wellness:
      'ForkRestBetweenBites PutYourForkDown MindfulForkful TuningForkSoundBath SlowForkSunday ChewTwentyTimes',
    speed:
      'ForkTwirlRace ForkSortSprint ForkFlipIntoCup PastaForkWindIn30 CutleryDrawerDash TenForkTowerTimer',
    music:
      'ForkAndGlassTune ForkTwangSolo TuningForkHarmony SilverwareChimes CutleryConcerto ForkInTheRoadBlues',
    art: 'ForkPaintedTulips ForkScratchArt ForkBendSculpture ClayPotForkTexture PaintWithAFork BentSilverwareBirds',
    tech: 'ForkPhoneStandHack ForkDropSlowMo SmartForkReview TuningForkTunerApp ForkThisRepo RobotArmForkGrip',
    pet: 'ForkAndSpoonCostumes ForkPlushFetch GardenForkDigBuddy CatSwatsTheForkOff ForkInTheRoadPup ForkyTheToyCatch',
    gaming:
      'ForkOnlyBossRun ForkPathStoryChoice ForkInTheRoadQuest PlayAsForkyLevel PitchforkHordeMode SporksVsKnives',
  },
  kangaroo: {
    dance:
      'KangarooBoxStep DoTheKangaroo KangarooBounceOff TinyKangarooArms JoeyJive PouchPopAndLock',
    fitness:
      'KangarooBoxingCardio KangarooBroadJump OutjumpAKangaroo HopLikeAKangaroo JoeyJacks OutbackHIIT',
    funny:
      'WhatsInThePouch KangarooImpression BuffKangarooFlex KangarooRoommate KangarooCourt KangarooSideEye',
    prank:
      'KangarooPlushPeekout KangarooFootprints PostcardFromAKangaroo OnesieKangarooGreet JoeyInTheHoodie SurpriseRooVisitor',
    educational:
      'HowKangaroosHop KangaroosCantWalkBack KangarooTailFifthLeg KangarooOrWallaby JellyBeanSizedJoey PouchScienceExplained',
    cooking:
      'KangarooPouchPitas KangarooSugarCookies FlipAKangarooPancake MamaKangarooMuffins OutbackLamingtons JoeyBiteSandwiches',
    travel:
      'KangarooIslandTrip KangarooSpottingDrive KangarooBeachSunrise PhotoAtKangarooSign OutbackStargazing JoeyRescueVisit',
    fashion:
      'KangarooPocketHoodie KangarooOnesieLook KhakiKangarooKeeper ThriftAKangarooTee OutbackChic CrocodileDundeeFit',
    wellness:
      'KangarooCareCuddle KangarooHopItOut SunsetWithKangaroos LazyKangarooLounge ChillLikeARoo JoeyInAPouchNap',
    speed:
      'KangarooSackRace KangarooHopRelay PassTheKangarooJoey BoundLikeAKangaroo OutbounceTheRoo PouchPackingDash',
    music:
      'KangarooHopBeat KangarooLullaby KangarooBoingRemix BoxingKangarooTheme DidgeridooDuet JoeyJamSession',
    art: 'KangarooPaperCraft KangarooClayFigure DrawKangarooOneLine MamaKangarooWatercolor SunsetRooSilhouette JoeyInAPouchDoodle',
    tech: 'KangarooSlowMoHop KangarooRobotBuild ARKangarooFilter ThreeDPrintKangaroo JoeyCamLiveStream PouchViewPOV',
    gaming:
      'KaoTheKangaroo ZooTycoonKangaroo KangarooHopscotch KangarooParkourRun JoeyHideAndSeek BoxingRooKnockout',
  },
  chair: {
    dance:
      'ChairChoreography ChairArmWaves MusicalChairsDanceOff KitchenChairStrut SitAndGetDown SwivelChairSpinOff',
    fitness:
      'ChairSquats ChairDips KitchenChairCircuit DeskChairCrunches SitStandRepeat InvisibleChairHold',
    funny:
      'OfficeChairSpinReveal ChairStealingSkit MusicalChairsMeltdown TheChairOfClothes ChairSqueakMystery DadsRecliningChair',
    educational:
      'ChairDesignHistory WhyChairsHaveFourLegs ChairPostureScience IconicChairQuiz FromThroneToRecliner WhoInventedTheChair',
    cooking:
      'HighChairSnacks ArmchairChefRecipe PorchChairLemonade LawnChairBarbecue RockingChairPie TVTraySupper',
    travel:
      'ChairliftViewPOV BeachChairRanking ArmchairTravel FoldingChairSunsets ChairOnTheSummit ParisianCafeChairs',
    fashion:
      'ChairPoseFitCheck DirectorChairLook ChairEditorialSit ClothesChairRestyle TheChairIsMyCloset ThroneChairGlam',
    wellness:
      'ChairMeditation ChairStretchBreak RockingChairUnwind PorchChairSunset SitStillChallenge ComfyChairSunday',
    speed:
      'ChairSetupRace ChairFoldDash MusicalChairsSprint LastChairStanding SwivelChairRelay StackEmToTheCeiling',
    music:
      'ChairDrumming ChairSqueakSolo MusicalChairsRemix SerenadeFromAChair TheVoiceChairTurn RockingChairBlues',
    art: 'ChairMakeover MiniatureChairCraft ChairMosaicSeat EmptyChairPhotoSeries VanGoghChairRemake ThriftChairFlip',
    tech: 'GamingChairReview ErgonomicChairTest ChairPostureSensor ChairToStandingDesk CheapVsPricyChair SmartChairHack',
    pet: 'PetStealsMyChair CatChairTakeover PupInTheDirectorsChair WhoGetsTheWarmChair SeatStealerSupreme ChairCushionLoaf',
    gaming:
      'GamingChairSetup MusicalChairsGameNight HotSeatChairTrivia ArmchairStrategyRun ChairRacingSim SwivelChairDuel',
  },
  drawer: {
    dance:
      'DrawerKnobTwist DrawerOpenCloseBop JunkDrawerShuffle SockDrawerDance TopDrawerMoves DresserDisco',
    fitness:
      'DrawerBottomSquats SockDrawerLunges HeavyDrawerCarry TopDrawerCalfRaises DeclutterDeadlifts OpenCloseCrunches',
    funny:
      'DrawerThatWontClose DrawerRubberBandBall JunkDrawerReveal TheDrawerOfCables EveryoneHasThisDrawer MysteryKeyRollCall',
    educational:
      'DrawerSlideMechanics DrawerDovetailJoints FileFoldYourDrawers HowDrawersStayShut JunkDrawerArchaeology DoesItSparkJoy',
    cooking:
      'DrawerToolsOnlyMeal DrawerGarlicPressPasta UtensilDrawerRecipe KitchenDrawerGadgets BottomDrawerBakeOff SpatulaShowdown',
    travel:
      'DrawerPackingCubes DrawerPassportHunt DrawerForeignCoins TravelMemoryDrawer TripsInADrawer WhereWasThisTicket',
    fashion:
      'DrawerCapsuleWardrobe DrawerScarfStyling SockDrawerFitCheck OutfitFromOneDrawer ShopYourDrawers BackOfTheDrawerGems',
    wellness:
      'DrawerDeclutter DrawerOfOldLetters JunkDrawerReset OneDrawerADay LavenderInTheDrawer NeatDrawerCalmMind',
    speed:
      'DrawerOrganizeRace DrawerFoldBlitz JunkDrawerCleanSprint SockDrawerMatchOff FindTheBatteriesFast CutleryDrawerDash',
    music:
      'DrawerSlideBeat DrawerSqueakMelody JunkDrawerJam DresserDrawerDrumSolo TopDrawerTunes CutleryPercussion',
    art: 'DrawerKnobPainting DrawerShadowBox DecoupageDrawerFronts DresserFlipArt JunkDrawerCollage DrawADrawer',
    tech: 'DrawerChargingStation DrawerSmartLock CableDrawerDetox OldPhoneDrawerRevival RetroTechDrawerDig MotionLightDrawerHack',
    pet: 'DrawerCatNap DrawerOpeningKitty SockDrawerThief DogFindsTheToyDrawer PupChoosesTheSqueaky WhoOpenedTheDrawer',
    gaming:
      'DrawerDiceHoard DrawerOldControllers RetroCartridgeDrawer JunkDrawerPokerChips DustyHandheldFound BottomDrawerGameNight',
  },
  avocado: {
    dance:
      'AvocadoShuffle AvocadoCostumeDance AvocadoMashStomp RipeAvocadoWiggle GuacAndRoll PitDropFreeze',
    fitness:
      'AvocadoPlankBalance AvocadoCrateCarry PostRunAvoToast LungeForAvocados GuacGains SmashThenSquat',
    funny:
      'IsMyAvocadoRipeYet AvocadoOpeningFail AvoToastCritic AvocadoPriceShock ExtraGuacFaces TheAvocadoWindow',
    prank:
      'AvocadoHeartCut AvocadoPlantGift FakeAvoToast LoveNoteInAvocado GuacBowlIsPeas AvocadoWithAFace',
    educational:
      'GrowAnAvocadoPit WhyAvocadosTurnBrown AvocadoIsABerry HassAvocadoMotherTree AvocadoMythOrFact MammothsAteAvocados',
    travel:
      'AvocadoFarmVisit AvocadoOrchardPicnic BestAvoToastInTown MexicoCityAvocados GuacAroundTheWorld AvocadoCapitalQuest',
    fashion:
      'AvocadoGreenFit AvocadoPrintLook HalfAvocadoEarrings SageAndAvocadoLayers GuacamoleGlam PitPerfectStyle',
    wellness:
      'AvocadoFaceMaskNight AvocadoToastRitual AvocadoSeedWatching SlowAvoMorning RipeWhenReady GuacAndUnwind',
    speed:
      'AvocadoMashRace AvocadoRipenessSort AvocadoPeelDash FastestAvoToast GuacInSixty PitPopShowdown',
    music:
      'AvocadoLoveBallad AvocadoPitPercussion MariachiForAvocados SingToYourAvocado HolyGuacamoleRemix AvoShakerSolo',
    art: 'AvocadoPitCarving AvocadoDyeArt AvocadoStillLife PaintedAvoToast DrawTheAvocadoFamily GuacamoleGallery',
    tech: 'AvocadoRipenessScanner AvocadoPitTimelapse AvoToastGadgetTest AIPicksRipeAvocados SlicerVsKnifeShowdown WillItRipenApp',
    pet: 'AvocadoPetCostume AvocadoPlushFetch AvoBedCatNap PupInAvocadoCushion CorgiIsThePit GuacamoleGreenSweater',
    gaming:
      'AvocadoFarmSimRun GameNightAvoToast AvocadoMemoryCards AvocadoRipeOrNotQuiz PitStopSpeedrun HolyGuacamoleBoss',
  },
  llama: {
    dance:
      'LlamaStrut DramaLlamaDance NoProbLlamaMove LlamaPompomShake AlpacaMyDancingShoes LlamaConga',
    fitness:
      'LlamaNeckStretch YogaWithLlamas LlamaPackCarry LungeLikeALlama LlamaTrekLegDay NoDramaBurpees',
    prank:
      'LlamaOnTheShelf PlushLlamaAmbush LlamaCutoutPhotobomb LlamaMaskVideoCall ComoSeLlamaNote AlpacaYourLunch',
    educational:
      'WhyLlamasSpit LlamaVsAlpaca LlamaWoolToYarn WhatLlamaHumsMean LlamasGuardSheep AndesHighwayHistory',
    cooking:
      'LlamaCupcakes LlamaSugarCookies MarshmallowLlamas NoDramaLlamaLatte AlpacaLunchbox LlamaFaceToast',
    travel:
      'LlamaFarmVisit LlamaTrekHike AndesLlamaSpotting LlamaMachuPicchuSelfie AlpacaMyBags WalkALlamaDay',
    fashion:
      'LlamaSweaterFitCheck StyleALlamaPoncho KnitALlamaBeanie DressLikeALlama NoProbLlamaOutfit PompomEverything',
    wellness:
      'NoDramaLlamaReset LlamaWalkTherapy LlamaHumBreathing BeCalmAsALlama NamasteLlama FleeceHugMinute',
    speed:
      'LlamaDrawIn30 SayLlamaFast LlamaOrAlpacaRapidFire LlamaAgilityRun WheresTheLlamaDash FleeceCountdown',
    music:
      'LlamaHumAlong DramaLlamaBallad LlamaRhymeBattle PanFluteLlamaJam NoProbLlamaRemix AndesAcousticSession',
    art: 'LlamaInOneLine YarnLlamaCraft PaperLlamaPinata LlamaWatercolor DrawALlamaBlindfolded NeedleFeltAlpaca',
    tech: 'LlamaFaceFilter LlamaFarmLiveCam LlamaOrAlpacaApp 3DPrintALlama RunLlamaLocally AIChatWithALlama',
    pet: 'DogMeetsALlama LlamaPlushFetch LlamaSweaterKitty LlamaCutReveal DramaLlamaPuppy FluffyTwinsPhoto',
    gaming:
      'LlamaLootHunt MinecraftLlamaCaravan LlamaSpitDodge LlamaPictionary SupplyLlamaSpeedrun LlamaCardGameNight',
  },
  'jumping jack': {
    dance:
      'JumpingJackClapCombo JumpingJackFreestyle TwistyJumpingJacks DiscoJumpingJacks JumpinJackFlashMob StarJumpShuffle',
    funny:
      'JumpingJackInCostume JumpingJacksInSlowMo DadTriesJumpingJacks MiscountedJumpingJacks JumpingJacksInJeans JackOfAllJumps',
    prank:
      'JumpingJackWakeUp JumpingJackAmbush JumpingJackFlashMob SurpriseJumpingJacks JackInTheBoxGreeting StarJumpPhotobomb',
    educational:
      'JumpingJackHeartRate JumpingJackMuscleMap WhyJumpingJacksWork CaloriesInJumpingJacks JumpingJackToyOrigin StarJumpOrJumpingJack',
    cooking:
      'JumpingJackGingerbread JumpingJackFlapjacks JumpingJackCookies PostJumpingJackShake MontereyJackMelt StarShapedSnacks',
    travel:
      'JumpingJackAtLandmarks JumpingJackMountaintop HotelRoomJumpingJacks BeachJumpingJackPhoto StarJumpsAtSunset AirportGateWorkout',
    fashion:
      'JumpingJackFitCheck JumpingJackSneakers SequinJumpingJacks WorkwearJumpingJacks JumpsuitJumpingJacks BounceProofHairdo',
    wellness:
      'JumpingJackEnergyBoost JumpingJackStressShake SunlightJumpingJacks TenJoyfulJumpingJacks LeapForJoyBreak StarJumpSmileReset',
    speed:
      'JumpingJackRace JumpingJackTabata 100JumpingJacksTimed Fastest50JumpingJacks StarJumpShowdown BeatMyJumpingJackPB',
    music:
      'JumpingJackBeat JumpingJackToTheChorus JumpinJackFlashCover SingWhileJumpingJacks JumpAroundRemix DrumlineStarPose',
    art: 'JumpingJackStickFigure JumpingJackFlipbook LightTrailJumpingJacks SnowAngelJumpingJacks PaperJumpingJackToy MidAirPortrait',
    tech: 'JumpingJackCounterApp JumpingJackSlowMo JumpingJackSmartwatch MocapJumpingJacks AIRefCountsMyJacks GreenScreenStarJump',
    pet: 'JumpingJackWithMyDog JumpingJackCatStare JumpingJackPupZoomies KittenVsJumpingJacks JackRussellJumps PetCopiesMyJacks',
    gaming:
      'JumpingJackCharades JumpingJackBingo RingFitJumpingJacks LoseALifeJumpingJacks SimonSaysJumpingJacks RespawnStarJumps',
  },
  snowman: {
    dance:
      'SnowmanMeltingMoves StiffAsASnowmanStep SnowmanShuffle FrostyFreezeDance TwigArmTwist SnowmanConga',
    fitness:
      'SnowmanSnowballRolls LiftTheSnowmanHead SnowmanSquatPack BuildASnowmanCardio FrostyFitness MittenPlankOff',
    funny:
      'SnowmanLookalike SnowmanMeltdownDrama TinySnowmanArmy SnowmanVoiceover SnowmanJudgesYou CarrotNoseCrisis',
    prank:
      'SnowmanPeekingWindow MiniSnowmenFreezer SnowmanArmyOnTheLawn WakeUpToASnowman FrostyTheDoorman SnowmanWearsYourHat',
    educational:
      'SnowmanMeltRace FirstSnowmanInHistory SnowmenAroundTheWorld WhySnowSticks SnowmanInACoatTest PerfectPackingPowder',
    cooking:
      'SnowmanPancakes MarshmallowSnowmen SnowmanCocoaBombs MeltingSnowmanCookies SnowmanCheeseBall FrostyFruitSkewers',
    travel:
      'BuildASnowmanAbroad WorldsTallestSnowman SnowmanMountainTrip SapporoSnowFestival SnowmanPassport IceHotelWeekend',
    fashion:
      'DressLikeASnowman MatchYourSnowmansScarf SnowmanSweater SnowmanMittenSet FrostyFitCheck CarrotNoseCouture',
    wellness:
      'SnowmanMindfulBuild SnowmanForANeighbor SlowSnowmanSunday QuietSnowfallWalk ChillLikeASnowman MeltAwayTheStress',
    speed:
      'SnowmanSpeedBuild SnowmanRelayRace TinySnowmenBlitz FastestSnowballRoll BeatTheMelt SixtySecondSnowman',
    music:
      'BuildASnowmanSingAlong FrostyTheSnowmanCover SnowmanMeltingBallad SnowmanKazooChoir WalkingInTheAirDuet SnowmanBeatboxBattle',
    tech: 'SnowmanMeltTimeLapse SnowmanLEDEyes ARSnowmanBuilder DroneShotOfOurSnowman TalkingSnowmanHack ThermalCamSnowman',
    pet: 'DogVsSnowman CatMeetsSnowman SnowmanCarrotThief HuskyHelpsBuild SnowmanOrSnowdog SnowmanZoomieLaps',
    gaming:
      'SnowmanBuildBattle SnowmanBowling SnowmanTowerDefense MinecraftSnowman KnockDownTheSnowmen SnowFortCaptureFlag',
  },
  salad: {
    dance:
      'SaladSpinnerTwirl ShakeTheSaladJar FruitSaladShuffle SaladBarStrut LettuceTurnUp TossedSaladTango',
    fitness:
      'SaladSpinnerCardio RunToTheSaladBar SaladGardenSquats PostWorkoutSalad KaleYeahCircuit LettuceLunges',
    funny:
      'DramaticSaladReview SaladDressingDebate SaladForDinnerFaces SaladVsPizzaStandoff LaughingAloneWithSalad CroutonToLettuceRatio',
    prank:
      'SaladLookalikeCake GummySaladSurprise SaladInADonutBox CerealCroutonSwap LettucePrankYou SaladBouquetDelivery',
    educational:
      'WhyLettuceWilts CaesarSaladHistory WhySaladDressingSplits GrowASaladOnTheSill SaladSpinnerPhysics NameThatGreen',
    travel:
      'SaladsAroundTheWorld FarmersMarketSalad GreekSaladInGreece CaesarSaladInTijuana NicoiseInNice CapreseOnCapri',
    fashion:
      'SewALettuceHem SaladGreenMonochrome SaladDateFitCheck WearYourSaladColors WellDressedSalad RadishEarringsDIY',
    wellness:
      'MindfulSaladMaking RainbowSaladHabit SaladGardenHarvest GrowYourGreens LettuceBeGrateful SaladDaysJournal',
    speed:
      'FiveMinuteSalad SaladAssemblyRace SaladSpinnerSpeedrun SaladJarPackBlitz TossItInTen BeatTheSaladBarQueue',
    music:
      'SaladSpinnerBeat FruitSaladSingAlong SaladBowlDrumming CarrotFluteTune TossedSaladRemix CucumberMaracas',
    art: 'SaladMandala SaladFacePortrait PlateASaladMasterpiece RadishRoseCarving ArcimboldoSalad LettuceStampArt',
    tech: 'AISaladCombo SaladSpinnerHack SaladGadgetTest HydroponicSaladTower SaladRobotShowdown GrowLightLettuceLab',
    pet: 'BunnySaladBar GuineaPigSaladParty SaladTortoiseFeast ParrotChopSalad HamsterSaladTasting PetVsSaladSpinner',
    gaming:
      'OvercookedSaladLevel SaladToppingTierList PointSaladGameNight SaladFarmSpeedrun FruitNinjaSaladRun LettuceBossBattle',
  },
  'stuffed animal': {
    dance:
      'StuffedAnimalWaltz StuffedAnimalConga TeddyBearTwirl PromWithAStuffedAnimal PlushPosseGroove DanceLikeYourPlushie',
    fitness:
      'StuffedAnimalSquats TeddyBearCrunches PlushiePassCircuit LungeAndCatchPlush StuffedAnimalSpotter PlankPalOnYourBack',
    funny:
      'StuffedAnimalVoiceover TeddyBearTalkShow PlushieGroupChat DramaticStuffedAnimals StuffieIntervention TheyMoveAtNight',
    educational:
      'TeddyBearOrigin PlushieSpeciesQuiz HowPlushIsMade RealVsStuffedAnimal StuffedAnimalClassroom StuffieScienceClass',
    cooking:
      'StuffedAnimalTeaParty StuffedAnimalPicnic TeddyBearCookies CakeForMyStuffedAnimal BearyGoodPancakes PlushieBrunchClub',
    travel:
      'TeddyBearAdventures StuffedAnimalPassport PlushieWindowSeat TravelBuddyPlush StuffieSelfieTour ZooGiftShopHaul',
    fashion:
      'TeddyBearCoatLook PlushieBagCharm MatchYourStuffedAnimal CatwalkForYourPlush StuffieFitCheck KnitATinySweater',
    wellness:
      'StuffedAnimalHugBreak TeddyBearBedtime PlushieCalmCorner BellyBreathsWithPlush OldestStuffieStory SquishmallowSnuggle',
    speed:
      'StuffedAnimalSortRace TeddyBearRelay PlushieBasketToss StackTheStuffedAnimals PlushPyramidSprint NameEveryStuffieFast',
    music:
      'StuffedAnimalBand TeddyBearPicnicSong ChoirOfStuffedAnimals KaraokeWithMyPlush StuffieRockOpera PlushieMusicVideo',
    art: 'StuffedAnimalPortrait KidsDrawingToPlush PaintYourTeddyBear StuffieSurgery SewYourOwnPlushie StuffedAnimalStillLife',
    tech: 'StuffedAnimalRobot TeddyBearSpeakerHack PlushieTouchSensor StopMotionPlush StuffieWithWifi ARStuffedAnimalZoo',
    pet: 'StuffedAnimalVsPet StuffedAnimalCatNap KittyKneadsThePlush LookalikeStuffedAnimal DogsFavoriteStuffie GentleMouthTest',
    gaming:
      'StuffedAnimalBracket PlushBowlingAlley ClawMachinePlushie MarioKartWithTeddy StuffieDungeonCrawl StuffedAnimalChess',
  },
  chemistry: {
    dance:
      'DanceTheChemicalBond ChemReactionFreeze ChemistryAtomSpin ChemistryLabCoatTwirl WeGotChemistryDuet ElectronShuffle',
    fitness:
      'ChemistryElementReps ChemistryPeriodicPlank ChemistryFormulaSquats LabCoatChemLunges BurpeesAndBeakers ReactionTimeDrill',
    funny:
      'ChemistryTeacherVoice ChemistryGogglesFogUp POVChemistryClass SayTheChemicalName AllTheGoodJokesArgon ChemistryDateNight',
    prank:
      'InvisibleInkChemNote ChemistryFoamSurprise ChemistryGlowReveal InstantSnowChemistry PeriodicTableMessage ChemistryMagicMug',
    cooking:
      'RockCandyChemistry ChemistryColorMocktail ChemistryBobaPearls CookieChemistryTest MaillardMagic KitchenChemistryLab',
    travel:
      'ChemistryMuseumTrip HotSpringsChemistry SaltMineChemistryTour ChemistryCaveCrystals MarieCurieTrail GlassblowingChemistry',
    fashion:
      'ChemistryLabCoatFit TieDyeChemistry NameInChemSymbols ChemistryGogglesChic ElementalEarrings PeriodicTablePrint',
    wellness:
      'HappyChemicalBoost ChemistryOfCalm GoodSleepChemistry ChemistryEndorphinWalk DopamineMenu SerotoninSunshine',
    speed:
      'ChemistryElementBlitz ChemicalEquationRace PeriodicTableChemIn60 ChemistryIodineClock NobleGasNameOff BeatTheBeakerTimer',
    music:
      'ChemistryElementSong RapYourChemistryNotes ChemistryBeakerTune ChemistryParodyCover TestTubeXylophone TomLehrerSingAlong',
    art: 'ChemistryCrystalArt ChemistryCyanotype RedCabbageChemPaint MilkSwirlChemistry MarkerChromatography ChemistryGlowPainting',
    tech: 'ChemistryARMolecules ChemistryPHSensor AIChemistryTutor LemonBatteryChem VirtualChemistryLab ArduinoPHProbe',
    pet: 'ChemistryOfCatnip AquariumChemCheck PetSafeChemicalSwap ChemistryPupStudyBuddy LabradorInGoggles LabAssistantKitty',
    gaming:
      'ChemistryElementBingo PotionCraftChemistry ChemistryLittleAlchemy TriviaNightChemRound ElementalBossBattle ChemistryEscapeRoom',
  },
  printer: {
    dance:
      'PrinterHeadShuffle CopierBeepGroove PaperJamPrinterDance CopyRoomMoonwalk InkjetJive PrinterWarmUpWiggle',
    fitness:
      'PrinterWaitSquats PrinterTripLunges PrintQueueWorkout CopyRoomCalfRaises ReamOfPaperCurls PrinterWarmUpPlank',
    funny:
      'PrinterHatesMe PrinterSaysOffline CopierStandoff PaperJamDrama PrinterSmellsFear PCLoadLetterMystery',
    educational:
      'PrinterInkScience PrinterLaserVsInkjet HowPrintersWork GutenbergPressDemo CartridgePriceShock HiddenPrinterDots',
    cooking:
      'PrinterCakeTopper PrinterStencilLatte 3DPrintedChocolate EdibleInkCookies PancakePrinterArt PrintARecipeZine',
    travel:
      'PrinterPostcardMaker PrintingPressMuseum MiniPrinterTripLog PolaroidRoadJournal PocketPrinterAdventure PhotoBoothAbroad',
    fashion:
      'PrinterTeeTransfer PrinterIronOnPatches PrinterDIYTote PhotoPrintedSneakers WearYourOwnPrint InkjetCouture',
    wellness:
      'PrinterPatience PrinterPepTalkNotes DailyMemoryPrinter PaperJamBreathing UnjamYourMind PhotoPrinterGratitude',
    speed:
      'PrinterPaperLoadRace PrinterSetupSpeedrun FixThePrinterJamFast CopyCollateCountdown BeatThePrintQueue InkSwapShowdown',
    music:
      'PrinterNoiseRemix PrinterWhirSymphony CopierBeatbox DotMatrixChiptune PaperJamSession PrinterDrumMachine',
    art: 'PrinterCollageArt PrinterZineMaking PhotoTransferPrints RisographPosters ScannerGlitchPortrait CopierSketchRemix',
    tech: 'PrinterWifiFix PrinterSetupHack ThreeDPrinterTimelapse ThermalPrinterProjects WhyPrintersHateUs PrinterVsPhoneScan',
    pet: 'PrinterKittenNap PrinterDogSupervisor PrintedPetPortrait PuppyChasesPrintout CatVsPrinter PawPrintsOnPaper',
    gaming:
      'PrintAndPlayGameNight PrinterDungeonMaps PrinterTabletopMinis ScorecardPrintables HomebrewRulebook CopierBingoCards',
  },
  broom: {
    dance:
      'BroomstickTwirl BroomLimbo SweepingShuffle DustpanDip DanceWithMyBroom BroomAirGuitarStrut',
    fitness:
      'BroomHandleSquats BroomOverheadLunges BroomHurdleHops ShoulderPassBroomstick BroomBurpeeLadder SweepStepRepeat',
    prank:
      'BroomParkingOnly SecretSweepingFairy StandingBroomTrick TinyBroomOnTheDesk WitchCrashedHere BroomstickDoorGreeter',
    educational:
      'BroomMakingHistory BroomLeverPhysics SweepingFrictionTest WhyBroomsStandUp CurlingBroomScience WitchBroomFolklore',
    cooking:
      'BroomstickPretzels BroomBreadsticks CheeseBroomSnack ChocolateDippedBrooms HocusPocusHotCocoa FlyingBroomCupcakes',
    travel:
      'BroomMakerVisit BroomCraftVillage SalemBroomWalk HarryPotterBroomPhoto Platform934Selfie WitchTownWeekend',
    fashion:
      'BroomstickSkirtStyle BroomWitchLook PoseWithABroom CrescentMoonCloak WitchyWednesdayFit BroomClosetMakeover',
    wellness:
      'BroomMindfulMinute BroomFreshStart SlowSweepingMorning DustAwayWorries NewBroomSweepsClean PorchBroomSunrise',
    speed:
      'BroomBalanceRecord BroomSweepRelay BroomCupCurling BeatTheBroomClock SweepstakesSprint FlyingBroomDash',
    music:
      'BroomGuitarSolo BroomSweepRhythm SweepingWorkSong DustpanDrumBeat StompStyleBrooms BroomstickBlues',
    art: 'BroomBristleTexture BroomSplatterCanvas MiniBroomCraft WitchBroomSketch PaintWithABroom BesomBroomWeaving',
    tech: 'BroomVsRobotVacuum LeafBlowerVsBroom ARBroomFlight SlowMoDustCloud FlyingBroomDrone SelfieStickBroom',
    pet: 'BroomPuppyChase CatVsBroom BunnyHopsTheBroom DogVsDustpan PupOnABroomstick FamiliarInAWitchHat',
    gaming:
      'BroomQuidditchMatch BroomHogwartsLegacyRun CurlingWithABroom WitchyQuestNight BroomHockeyShootout KikiDeliveryService',
  },
  'fried rice': {
    dance:
      'FriedRiceSpatulaSway FriedRiceChopstickSpin TakeoutFriedRiceBounce StirFriedShuffle WokAndRoll FriedRiceFlipFreeze',
    fitness:
      'FriedRiceWokTossReps FriedRiceSackSquats FriedRiceBagCurls PlankPickFriedRice LineCookArmDay StirFryStepUps',
    funny:
      'FriedRiceDayOldDebate FriedRiceWokMishaps UncleRogerFriedRice ChopstickFriedRiceFail HaiyaaReaction MSGKingReacts',
    prank:
      'FriedRiceFakeTakeout FriedRiceFortuneNote CauliflowerFriedRice MessageUnderFriedRice KrispieTreatFriedRice ChopstickSurprise',
    educational:
      'FriedRiceRegionsQuiz WhyDayOldFriedRice WokHeiFriedRice YangzhouFriedRice NasiGorengVsChaofan FriedRiceScience101',
    travel:
      'FriedRiceStreetFood FriedRiceNightMarket ChinatownFriedRice NasiGorengFriedRice WokAroundTheWorld BangkokFriedRiceHunt',
    fashion:
      'FriedRiceChefFit FriedRiceApronLook FriedRiceTakeoutTote TinyFriedRiceCharms WokStarStyle YolkYellowOutfit',
    wellness:
      'FriedRiceComfortNight FriedRiceFamilyTable MindfulFriedRice SundayFriedRiceRitual LeftoverLoveFriedRice StirFryAndUnwind',
    speed:
      'FriedRiceSpeedrun FriedRiceIn5 BeatTakeoutFriedRice ChopstickPeaPickup FasterThanDelivery WokTossFriedRiceRace',
    music:
      'FriedRiceWokBeat FriedRiceChopstickDrum FriedRiceSizzleRemix ASMROfFriedRice SpatulaSolo EggFriedRiceRap',
    art: 'FriedRiceClayReplica FriedRiceGrainMosaic WatercolorFriedRice FeltFriedRicePlush FakeFoodFriedRice DrawYourTakeoutOrder',
    tech: 'FriedRiceAIRecipe FriedRiceAirFryerTry InstantPotFriedRice OutdoorWokFriedRice RobotStirFryChef RiceCookerShowdown',
    pet: 'FriedRiceDogSupervisor FriedRiceKittenLookout CatInAFriedRiceBox BunnyWatchesFriedRice WokLidReaction ChefHatCorgi',
    gaming:
      'FriedRiceCookingMama FriedRiceDinerDash FriedRiceMahjongNight OvercookedFriedRice LoserMakesFriedRice WokMasterHighScore',
  },
  sushi: {
    dance:
      'SushiShuffle SushiConveyorGroove DoTheSushiRoll WasabiWiggle MakiMoonwalk SushiChefShimmy',
    fitness:
      'SushiRollUps SushiRiceBagCurls SushiChopstickGrip SumoSquatsForSushi MakiMountainClimbers WasabiWarmUp',
    funny:
      'FirstSushiReaction SushiChopstickStruggle SushiSoySauceFlood ConveyorBeltSushiFOMO WasabiOrAvocado SushiChefJudgesMe',
    prank:
      'CandySushiSurprise SushiLookalikeCake SushiDessertSwap RiceKrispieSushi SwedishFishNigiri PlayDohSushiPlatter',
    educational:
      'NameThatSushi HowSushiRiceWorks SushiEtiquette101 SustainableSushiPicks SushiWasFastFood IsItRealWasabi',
    travel:
      'SushiBarHop SushiAcrossJapan MarketSushiBreakfast TokyoSushiCrawl TsukijiAtSunrise OmakaseOnABudget',
    fashion:
      'SushiDateFit SushiHairSticks SalmonPinkSushiLook TinySushiEarrings NigiriNails WasabiGreenGlam',
    wellness:
      'MindfulSushiRolling SlowSushiDinner SushiGreenTeaPause ZenBentoLunch OmakaseTrustFall SushiSundayReset',
    speed:
      'SushiRollingRace SushiPlatingSpeedrun ChopstickSushiPickup SliceASushiRollIn10 MakiInAMinute ConveyorBeltGrab',
    music:
      'SushiBarLofi SushiRollRhythm ChopstickSushiBeat SingTheSushiMenu RollingInTheDeep IrasshaimaseChorus',
    art: 'DecoSushiArt SushiCharacterRolls SushiClayMiniatures GyotakuFishPrint PaintTheSushiBoat FeltNigiriPlatter',
    tech: 'SushiBazookaTest BuildASushiConveyor AIRatesMySushi SushiRobotChef TouchscreenSushiOrder OrderingTabletHack',
    pet: 'PetSushiCostume CatSushiBlanketRoll SushiPlushFetch SushiHatPup SalmonNigiriCorgi KittenInASushiBed',
    gaming:
      'SushiShopSim SushiGoPartyRound SushiChefSpeedrun OvercookedSushiLevel DaveTheDiverNight SushiStrikerShowdown',
  },
  'garbage truck': {
    dance:
      'GarbageTruckBeepStep DoTheGarbageTruckClaw GarbageTruckCrewGroove TrashDayShuffle CurbsideConga GarbageTruckGetDown',
    fitness:
      'GarbageTruckCurbCarry SquatsTillGarbageTruck CurbsideLunges TrashTruckPushups HaulLikeTheCrew GarbageDayGauntlet',
    prank:
      'GarbageTruckCrewSnacks ThankYouGarbageTruck DressUpForGarbageTruck GarbageTruckToyPickup TrashCanTuxedo BirthdayBinSurprise',
    educational:
      'WhereGarbageTrucksGo HowGarbageTrucksWork GarbageTruckHydraulics ADayOnAGarbageTruck LandfillOrRecycle CompostOrBinQuiz',
    cooking:
      'GarbageTruckCake GarbageTruckDirtCups ToyGarbageTruckCookies TrashTruckLunchbox GarbagePlateRochester ScrapsToSoup',
    travel:
      'GarbageTruckDepotVisit TouchAGarbageTruckDay GarbageTruckSpotting RecyclingCenterTour FurEliseTrashTruck LandfillLookoutHike',
    fashion:
      'GarbageTruckCostume HiVisGarbageTruckFit RecycledRunwayWalk TrashTruckSneakers TrashionShow GarbageBagGown',
    wellness:
      'GarbageTruckDeclutter LetGoOnGarbageTruckDay WaveAtTheGarbageTruck BinNightFreshStart TakeOutTheMentalTrash ThankTheGarbageCrew',
    speed:
      'BeatTheGarbageTruck GarbageTruckSortRace GarbageTruckCurbBlitz TrashTruckToyRelay BinsOutBeforeTheBeep SixAMSprint',
    music:
      'GarbageTruckBeepRemix GarbageTruckBinDrums SingToTheGarbageTruck TrashCanPercussion FurEliseGarbageTruck ReverseAlarmBeatbox',
    art: 'DrawAGarbageTruck CardboardGarbageTruck TrashToTreasureArt GarbageTruckStopMotion BinTruckMural LegoGarbageTruckBuild',
    tech: 'GarbageTruckTrackerApp LegoGarbageTruckRobot ElectricGarbageTruck GarbageTruckCamPOV SelfDrivingTrashTruck AutoLidBinTest',
    pet: 'DogVsGarbageTruck GarbageTruckPuppyHowl CatSpotsGarbageTruck GarbageTruckDayZoomies ArchEnemyArrives ThursdayNemesis',
    gaming:
      'GarbageTruckSimulator TrashTetrisChallenge GarbageTruckHighScore ToyGarbageTruckRace BinBattleRoyale GarbageTruckBossRun',
  },
  taco: {
    dance:
      'TacoTuesdayDance TacoShuffle TacoShellShimmy TacoTruckTwist ItsRainingTacos SalsaStepSwap',
    fitness:
      'TacoFoldCrunch TacoBoutAWorkout TacoTruckQueueSquats RunForTacos TortillaTwists SalsaStepCardio',
    funny:
      'HardShellTacoStruggle LetsTacoBoutIt TacoDripDisaster TacoOrderOverthinker EveryDayIsTacoTuesday TortillaFlipFiasco',
    prank:
      'DessertTacoSwap TacoLookalikeCake SurpriseTacoLunch TacoPlushieAmbush TacoCatPalindrome IceCreamTacoFakeout',
    educational:
      'WhereTacosComeFrom TortillaScience TacoStylesMap TacoVsBurritoFacts AlPastorOrigins TacoTriviaTuesday',
    travel: 'TacoTruckTour TacoCrawl BestTacoInTown TaqueriaHop AlPastorPilgrimage OneTacoPerCity',
    fashion:
      'TacoTuesdayFit TacoEarringsDIY DressedAsATaco MatchingTacoTees TacoBoutStyle PapelPicadoPrint',
    wellness:
      'TacoNightGratitude MindfulTacoAssembly TableTalkTuesday PhoneFreeTacoDinner TacoBoutFeelings FiestaForOne',
    speed:
      'TacoAssemblyRace TacoFoldSpeedrun TenTacoTimeTrial TortillaPressDash TacoTruckRushHour ShellStackFaceOff',
    music:
      'TacoTuesdayJingle TacoCrunchASMR TacoMariachiCover SalsaJarShaker ItsRainingTacosRemix TortillaTambourine',
    art: 'TacoClaySculpt TacoCharacterComic RainbowTacoSpread PapelPicadoCutting DrawATacoCat TortillaCanvas',
    tech: 'AITacoRecipe TacoTruckFinderApp Taco3DPrintedStand SmartTortillaPress TacoBot3000 DroneTacoDelivery',
    pet: 'PetTacoCostume DogTacoBedNap TacoBlanketPuppy TacoSquishyFetch TacoCatPhotoshoot ChihuahuaInATaco',
    gaming:
      'TacoCatGoatCheesePizza TacoTuesdayTournament TacoStandTycoon TacoStackJenga LoserBuysTacos MarioKartForTacos',
  },
  texting: {
    dance:
      'TextingThumbGroove TextMeADanceMove ShuffleToTextingDots TextingFreezeFrame LeftOnReadLimbo EmojiPoseOff',
    fitness:
      'TextingPlankUntilReply TextingWallSit StretchAfterTexting OneSquatPerText FixYourTextingNeck ThumbsUpBurpees',
    prank:
      'TextingOnlyEmojis PetStartsTexting TextingGrandmaStyle AllCapsTextingDay SongLyricsByText TypingBubbleForever',
    educational:
      'TextingSlangQuiz T9TextingLesson TextingInMorseCode GuessTheTextingAcronym FirstTextEverSent GrandmaDecodesLOL',
    cooking:
      'TextingMomForHelp CookByTextOnly TextingEmojiRecipe BakeAlongByTexting CookingInThreeWords GroupChatPicksDinner',
    travel:
      'TextingTourGuide LetTextsPickMyRoute TextingPostcardsHome LeftOrRightByTexting GroupChatTravelAgent RoamingWithoutData',
    fashion:
      'TextingFitCheck OutfitPickedByTexting TextingPhoneCaseMatch DressCodeByGroupText EmojiInspiredLook ThumbRingStack',
    wellness:
      'GratitudeTexting SendAKindText NoTextingAfter9 TextingOldFriendHello ReplyTomorrowEnergy TextingFreeSunday',
    speed:
      'TextingAlphabetDash OneHandedTexting TextingTongueTwister FastestTexter ThumbsOfFury TextBackInThree',
    music:
      'SingYourLastText TextingToneRemix TextingRingtoneCover HumAndGuessByTexting HotlineBlingKaraoke TypingDotsBeat',
    art: 'TextingComicStrip TextingDoodleChain TextingEmojiMosaic DrawYourLastText SpeechBubbleSelfie GroupChatCollage',
    tech: 'TextingShortcutHacks VoiceToTextTest SmartwatchTexting TextingLiveTranslate AIWritesMyReplies SwipeVsTapTyping',
    pet: 'TextsFromMyPet TextingPuppyUpdates CatPawTexting DogHearsTextingPing ParrotMimicsRingtone HamsterGroupChat',
    gaming:
      'TextingEmojiGuess TextingTwentyQuestions WordleScoresByTexting PlayATextAdventure WouldYouRatherTexting GroupChatMafia',
  },
  sleepover: {
    dance:
      'SlumberPartyMoves SleepoverFlashlightBop TheSleepingBagWorm HairbrushMicSleepover PajamaJamDanceOff MidnightMoonwalk',
    fitness:
      'SleepoverYoga PillowFightSleepover SleepoverWallSit SleepoverTwisterFlex PajamaPlankOff SleepingBagSquats',
    funny:
      'SleepoverGiggleFit SleepoverSnoreEvidence BlanketHogSleepover WhoFellAsleepFirst ThreeAMConfessions SleepoverParentCheckIn',
    educational:
      'SleepoverStargazing SlumberPartyTrivia SleepoverGlowStickChem MorseCodeSleepover GhostStoryScience WhyWeFeelSleepyAt2AM',
    cooking:
      'SleepoverPancakes MidnightSleepoverPizza SleepoverSmoresDip CookieDoughSleepover PopcornMovieMix SlumberPartySundaes',
    travel:
      'SleepoverCampout BackyardTentSleepover SleepoverAtTheMuseum BunkBedCabinSleepover SleepWithTheSharks ZooSnoozeNight',
    fashion:
      'SleepoverPJFitCheck MatchingSleepoverSet SleepoverMakeoverNight FluffySocksSleepover OnesieOlympics SlumberPartySlippers',
    wellness:
      'SleepoverSpaNight SleepoverFaceMasks DeepTalksAtSleepover CozySleepoverPileUp MidnightSecretsCircle SlumberPartyJournals',
    speed:
      'SleepoverFortBuild SleepingBagSackRace SleepoverCleanupDash BraidingSleepoverBlitz PillowStackShowdown CouchCushionCastle',
    music:
      'SleepoverKaraoke SlumberPartySingAlong SleepoverLipSyncBattle BalladAtTheSleepover HairbrushMicDiva FlashlightConcert',
    art: 'PillowcaseSleepoverArt SleepoverPortraitSwap SleepoverTieDyeSocks GlowSleepoverPainting FriendshipBraceletBar ShadowPuppetShow',
    tech: 'SleepoverWalkieTalkies LEDSleepoverFort StarProjectorSleepover MidnightSleepoverVlog BackyardMovieScreen SleepoverPhotoBooth',
    pet: 'SleepoverDogBunkmate PetSlumberParty SleepoverCatInTheBag HamsterJoinsSleepover PuppyPajamaPile KittenStowaway',
    gaming:
      'SlumberPartyCharades SleepoverMarioKartCup WerewolfAtTheSleepover TwisterSleepoverFinal AllNighterLAN SleepoverMafiaRound',
  },
  dentist: {
    dance:
      'DentistFlossDance DentistApprovedTwoStep WaitingRoomDentistJig MouthwashSwishSway ToothbrushTango DentistChairBounce',
    fitness:
      'DentistBrushSquats DentistFlossAndFlex WalkToTheDentist SmileWideJumpingJacks TwoMinuteToothHIIT DentistApprovedPlank',
    prank:
      'DentistToothFairyNote SurpriseTheDentist DentistGiantToothbrush SparklyFlossSwap MolarInvoicePrank DancingDentistCard',
    educational:
      'AskTheDentist DentistEggshellTest WhatDentistsSeeOnXRay WhyBabyTeethFallOut SharkToothFacts DentistMythBusting',
    cooking:
      'DentistApprovedSnacks DentistSugarFreeTreats MolarDentistCupcakes XylitolGummies CheesePlateForTeeth DentistsDreamDinner',
    travel:
      'DentistTravelKit DentistMuseumVisit DentistBeforeVacation AirportBrushRoutine PackLikeADentist FlossInTenCountries',
    fashion:
      'DentistScrubsStyle DentistBracesColors DressLikeYourDentist PearlyWhitesOutfit SmileMatchingLipstick DentistChicLabCoat',
    wellness:
      'CalmAtTheDentist DentistVisitBreathing DentistChairMeditation PostDentistSelfCare BraveBeforeTheDrill FlossingStreakGlow',
    speed:
      'DentistTriviaRush DentistMouthwashTimer FlossFasterThanDentist ToothbrushHourglass TwoMinuteBrushOff DentistToolLightning',
    music:
      'DentistDrillRemix JingleForMyDentist FlossingRhythm SmoothJazzAtTheDentist TwoMinuteToothTune DentistChairSerenade',
    art: 'DentistOfficeMural DentistToothCraft DrawYourDentist FlossStringArt PaintWithAToothbrush DentistMoldSculpture',
    tech: 'Dentist3DScanner DentistIntraoralCamera DentistAIXRay SmartBrushVsDentist WaterFlosserShowdown DentistRobotArm',
    pet: 'PetDentistDay DentistDogBreathCheck DentistVisitForBunny PuppyToothbrushDentist CatBrushingStandoff DentalChewTasteTest',
    gaming:
      'DentistSimulator CrocodileDentistRound DentistEscapeRoom ToothFairyQuest CavityBossFight DentistSpeedrun',
  },
  headphones: {
    dance:
      'SilentDiscoHeadphones HeadphonesStrut OneEarbudShuffle HeadphonesBassDrop DanceLikeNobodyHears HeadphonesOnWorldOff',
    fitness:
      'BurpeesInHeadphones HeadphonesAlbumRun HeadphonesBPMCardio JumpRopeInAHeadset WillTheyFallOutTest EarbudsStayInChallenge',
    funny:
      'SingingInHeadphones HeadphonesNoMusic HeadphonesDoorHandle WhatsInYourHeadphones OneEarbudMissing HeadphonesLoudTalker',
    prank:
      'HeadphonesSurpriseSong HeadphonesCompliment CatEarHeadphoneGift BirdsongInTheirEarbuds RickrollTheHeadset SitcomLaughHeadphones',
    educational:
      'HowHeadphonesWork NoiseCancellingDemo SafeHeadphoneVolume SpatialAudioHeadphones IsItTooLoud InsideMyHeadphones',
    cooking:
      'HeadphoneCookies OneAlbumHeadphoneBake HeadphonesOnMealPrep HeadsetChefMode PodcastAndPasta EarbudMacarons',
    travel:
      'HeadphonesFlightTest HeadphonesCityWalk LocalSongsInEarbuds LayoverNoiseCancelling MainCharacterCommute SoundtrackMyTrip',
    fashion:
      'HeadphonesFitCheck WiredHeadphonesAreBack CatEarHeadset CrochetHeadphoneCovers DressToMatchTheCans HeadphonesScarfCombo',
    wellness:
      'PowerNapHeadphones HeadphonesRainSounds HeadphonesOffHour OneSongHeadphoneReset NoiseCancelTheWorld OceanWavesFocus',
    speed:
      'HeadphonesUntangleRace EarbudsPairingDash SwapHeadphonesRelay FastestHeadphoneWrap NameThatSongInOneSec FindTheLostAirPod',
    music:
      'BassDropHeadphones SingWithHeadphonesOn HeadphoneHarmonyDuet StudioHeadphonesCover SilentDiscoChorus EightDAudioTest',
    art: 'HeadphonesCustomPaint DrawToYourHeadphones HeadphoneStickerBomb SoundwaveHeadphoneArt SketchWhatYouHear HeadphonesSelfPortrait',
    pet: 'PetStealsMyHeadphones KittenNapsOnHeadphones DJPupInHeadphones HeadTiltAtEarbuds CatListensToMusic DogReactsToPodcast',
    gaming:
      'FootstepsInHeadphones HeadphonesHorrorNight GamingHeadsetShowdown HeadphonesRhythmRun MicCheckSquad WhereIsThatSound',
  },
  cheesecake: {
    dance:
      'JigglyCheesecakeDance CheesecakeWobbleSync CheesecakeShuffle BerryToppingBounce NewYorkSliceStrut CheesecakeConga',
    fitness:
      'CheesecakeBurnOff CheesecakeBakeHIIT RunForCheesecake SpringformPanCurls GrahamCrackerCrunches CheatDayCheesecake',
    funny:
      'CheesecakeCrackPanic CheesecakeMenuNovel CheesecakeSliceEnvy IsItCakeOrPie LastBiteOfCheesecake CrustOrFillingDebate',
    prank:
      'CheeseWheelCheesecake SushiRollCheesecake CheesecakeDoorSurprise CheesecakeFriedEggs CheesecakeInADonutBox SecretBerryHeart',
    educational:
      'WhyCheesecakesCrack IsCheesecakeACake OlympiansAteCheesecake WaterBathScience BurntBasqueExplained CheesecakeStylesQuiz',
    travel:
      'NewYorkCheesecakeTour BasqueCheesecakeTrip JapaneseCheesecakeHunt CheesecakeDinerCrawl SanSebastianSlice CheesecakeCapitalQuest',
    fashion:
      'CheesecakeNailArt CheesecakeFactoryFit DressLikeACheesecake VanillaBeanNeutrals CreamAndBerryPalette CheesecakeCharmChain',
    wellness:
      'CheesecakeWithGrandma MindfulCheesecakeBite ShareACheesecakeSlice CheesecakeBakeToUnwind TreatYourselfSunday DessertForANeighbor',
    speed:
      'NoBakeCheesecakeIn10 CheesecakeJarRelay CheesecakePlatingRace GrahamCrumbBlitz SliceItCleanSprint MiniCheesecakeMarathon',
    music:
      'SingToYourCheesecake CheesecakeDinerJukebox CheesecakeDooWop WhiskClinkBeat GoldenGirlsThemeCover CheesecakeLoveSong',
    art: 'CheesecakeSwirlArt CheesecakeClayMini PaintACheesecakeSlice BerryDrizzlePainting CoulisCanvas CheesecakeFoodPhoto',
    tech: 'CheesecakeJiggleSlowMo InstantPotCheesecake AirFryerCheesecake CheesecakeTimelapse ThermalCamCrackCheck AIDesignsACheesecake',
    pet: 'CheesecakePlushToy DogInCheesecakeCostume KittenInACheesecakePan PupcakeBirthdayPhoto PetSafeCheesecake JiggleWiggleReaction',
    gaming:
      'CheesecakeLoserBakes WinnerGetsCheesecake CheesecakeBakerySim CheesecakeBossRush OvercookedCheesecake SliceOfVictory',
  },
  pc: {
    dance:
      'PCBootUpShuffle NewPCVictoryJig PCLoadingBarMoves SwivelSpinAtThePC RGBRave DesktopDisco',
    fitness:
      'PCLoadingScreenSquats PushupsPerPCRespawn PCUpdatePlanks StepsAwayFromThePC TouchGrassChallenge GamerPostureFix',
    funny:
      'DidYouTryRestarting PCFanJetEngine PCCableSpaghetti PCUpdateAtWorstTime WhenThePCWontTurnOn GrandmaRatesMyPC',
    prank:
      'UpsideDownPCScreen PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC ScreenshotYourDesktop ComputerSaysHello',
    educational:
      'PCPartsQuiz InsideAPC PCAirflowExplained WhatPCRAMDoes RoomSizedComputer HowACPUThinks',
    cooking:
      'PCBuildCake GingerbreadPCCase PCMotherboardBrownies PCLanPartyPizza CPUCoolerCupcakes NoCrumbsNearThePC',
    travel:
      'PCGamingCafe PCMuseumVisit AkihabaraPCHaul HotelDeskPCSetup SeoulPCBangNight LANPartyRoadTrip',
    fashion:
      'MatchYourPCSetup PCGamerFitCheck PCCircuitPrintTee PCKeycapJewelry DressLikeYourRGB DesktopToDinnerLook',
    wellness:
      'PCScreenBreak PCEyeRest202020 LogOffThePCAtSunset ShutDownPCRitual TouchGrassHour DesktopDetoxDay',
    speed:
      'PCBuildSpeedRun FastestPCBoot TenSecPCRamSwap PCKeycapSortRace BlindfoldedPCAssembly CableTidyShowdown',
    music:
      'RemixThePCStartupSound PCFanNoiseLofi PCKeyboardASMR BedroomPCProducer ErrorChimeSymphony DesktopDJSet',
    art: 'PCCaseMural PCPixelPortrait PCMotherboardMosaic SketchYourPCSetup MSPaintMasterpiece ComputerTowerDiorama',
    pet: 'CatOnMyPCSetup PetInspectsMyPC PCKittenKeyboardWalk PuppyStealsPCChair WarmPCCaseNap DesktopDogBed',
    gaming:
      'ConsoleVsPCDuel PCLanPartyLeague PCBacklogBingo TourMyPCSetup CanItRunCrysis FramerateFaceOff',
  },
  cheese: {
    dance: 'SayCheeseDance CheesePullMove CheeseWheelSpin CheesyCharleston GoudaGroove BrieBop',
    fitness:
      'CheeseWheelCarry SayCheesePlank CheeseGraterForearms ParmesanCheeseSquat GoudaGains CheddarCircuit',
    funny:
      'CheesePullFail ThatsNachoCheese SayCheeseFaces CheeseSnobReview StinkyCheeseReactions StringCheeseMustache',
    prank:
      'SayCheesePhotobomb CheeseWheelCakeReveal GrilledCheesePillow MouseHoleWithCheese CheesyLoveNotes BabybelGooglyEyes',
    educational:
      'HowCheeseIsMade WhyCheeseStretches WhySwissCheeseHasHoles MilkToCheeseExperiment DoMiceReallyLoveCheese NameThatCheese',
    travel:
      'CheeseCaveVisit CheeseMarketTour AlpineCheeseFondue ParmesanCheeseFactory GloucesterCheeseRoll GoudaTownPilgrimage',
    fashion:
      'CheeseWedgeEarrings CheeseheadGameDayLook DressLikeACheeseBoard SayCheeseOOTD CheddarChic BrieYourselfStyle',
    wellness:
      'MindfulCheeseTasting CheesePicnicSunset SlowCheeseFondueNight GratefulForCheese BrieKindToYourself HaveAGoudaDay',
    speed:
      'CheeseBoardSpeedrun CheeseWheelRollRace StringCheeseStrandDash GuessTheCheeseIn10 ShredderShowdown GrilledCheeseInTwo',
    music:
      'CheeseGraterBeat CheeseWheelDrumSolo FondueCheeseJazz BrieCheeseBlues CheddarChorus MozzarellaMelody',
    art: 'CheeseCarving CheeseBoardStillLife SayCheesePortrait SwissCheeseHolePrints BabybelWaxSculpture CheddarSkyline',
    tech: 'CheesePullSlowMo CheesePairingAI CheeseMeltTimeLapse RacletteCheeseGadget SmartFridgeCheeseCam GrilledCheeseRobot',
    pet: 'CheeseWrapperTest PetSaysCheese CheesePlushToyFetch MouseAndCheeseCatWand SwissCheeseHamsterHut CheeseheadPupJersey',
    gaming:
      'CheeseMazeRun GameNightCheeseBoard CheeseTriviaShowdown MouseTrapCheeseBuild CheeseTheBossFight CheesyStrategyOnly',
  },
  hiking: {
    dance:
      'HikingSummitDance HikingBootStomp PostHikeVictoryJig SwitchbackShuffle TrailheadTwoStep HikingPoleCancan',
    funny:
      'HikingFalseSummit HikingMosquitoBattle UphillHikeWhining BackpackOverpacker AlmostThereLies HikingForTheSnacks',
    prank:
      'HikingBackpackTreats HikingSummitSurprise KindnessRocksOnTheHike TrailheadWelcomeSign SecretTrailMagic HikerCheerTunnel',
    educational:
      'HikingTrailMarkerQuiz HikingLeaveNoTrace HikingRockLayers CloudTypesOnAHike NameThatTree HikingCompassSkills',
    cooking:
      'HikingTrailMix HikingEnergyBites HikerBreakfastBurrito SummitSandwich PeakPicnic HikingStoveRamen',
    travel:
      'HikingHiddenWaterfalls HikingHutHopping HikingCoastalPath SunriseRidgeHike FiftyTwoTrailsAYear PeakBaggingQuest',
    fashion:
      'HikingFitCheck HikingGorpcoreLook FleeceVestHikeStyle TrailToDinnerOutfit ThreeLayerRule HikingBootGlowUp',
    wellness:
      'HikingForestBathing HikingSilentMile SummitGratitude TakeAHikeReset HikingSoloSunday BirdsongPause',
    speed:
      'HikingSpeedLoop HikingBootLaceDash SwitchbackHikeSprint SummitBeforeSunset FastestKnownTime HikingRaceTheSunrise',
    music:
      'HikingTrailSingAlong HikingCampfireSong EchoOnTheHike HikingHarmonicaBreak HappyWandererCover YodelOffTheSummit',
    art: 'HikingNatureSketch HikingLeafRubbings PleinAirHikePainting TrailJournalArt PaintThePeak HikingPostcardDoodle',
    tech: 'HikingMapAppTest HikingGPSWatchStats SolarChargerOnHike HeadlampShowdown DroneAtTheSummit HikingHyperlapse',
    pet: 'HikingDogBackpack HikingCatHarness HikingPuppyFirstPeak PupsBigHikeDay MountainMuttSummit AdventureKittyClub',
    gaming:
      'HikingBingo HikingSideQuest HikingGeocacheFind HikingLeaderboard FastTravelUnlocked BreathOfTheWildHike',
  },
  'train station': {
    dance:
      'TrainStationFlashMob TrainStationLocomotion DanceAtTheTrainStation AllAboardTrainShuffle SoulTrainLine PlatformNineMoonwalk',
    fitness:
      'TrainStationStairClimb SuitcaseCarryToTrain WalkToTheTrainStation MindTheGapLunges PlatformPlank TrainStationStepUps',
    funny:
      'TrainStationMissedIt TrainStationAnnouncer RunningForTheTrainPOV WrongTrainStation DramaticFarewellScene MindTheGapImpression',
    prank:
      'TrainStationBalloons TrainStationFlowers SurpriseAtTrainStation RedCarpetTrainArrival FakeChauffeurSign PlatformBandWelcome',
    educational:
      'HowTrainsSwitchTracks ReadATrainTimetable OldestTrainStation TrainStationSignals WhySwissClocksPause GuessThatTrainStation',
    cooking:
      'TrainStationBento TrainStationPretzels TrainDiningCarBrunch PackATrainPicnic EkibenAtHome ParisGareCroissant',
    fashion:
      'TrainStationTravelFit TrainStationTrenchCoat OrientExpressTrainLook DressForTheTrain PlatformRunway CommuterChic',
    wellness:
      'TrainStationSlowCoffee TrainWindowDaydream CalmAtTheTrainStation MindfulTrainWait MindTheGapBreathe ScenicRouteHome',
    speed:
      'TrainStationTicketRace TrainStationMapBlitz CatchTheTrainDash FindYourTrainIn60 BeatTheDoorsClosing FiveMinuteTransfer',
    music:
      'TrainStationPianoCover TrainStationBuskerSet TrainStationChimeRemix BeatboxTheTrainClack LastTrainHomeSingAlong StrangerHarmonyDuet',
    art: 'TrainStationSketchbook TrainStationClockPhoto TrainTicketCollage LongExposureTrainShot WesAndersonStations PaintThePlatform',
    tech: 'TrainStationTimelapse TrainTrackerAppTest SplitFlapTrainBoard OfflineTrainMapHack ModelTrainAutomation FreeWifiSpeedRank',
    pet: 'TrainStationTamaCat TrainStationPupWelcome DogMeetsTheTrain PuppyFirstTrainRide HachikoTribute PetCarrierTrainTrip',
    gaming:
      'TrainStationMiniMetro TrainSimulatorRoute TicketToRideTrainNight BuildATrainStation TrainYardSpeedrun ThomasTankBossFight',
  },
  sleep: {
    dance:
      'SleepwalkerShuffle BedtimeBoogie FromSleepyToHype SleepMaskMoonwalk SnoozeButtonBop DozeOffDisco',
    fitness:
      'PreSleepStretch YogaForDeepSleep TenSquatsThenSleep SnoozeButtonBurpees PillowPlankOff BedtimeLegsUpWall',
    funny:
      'CaughtSleepTalking SleepyVoiceNewsReport WhoFellAsleepFirst SleepTalkTranslator JustFiveMoreMinutes PhoneOnFaceAt2AM',
    prank:
      'SleepMaskGooglyEyes FakeSleepTalking SleepUnderNewStars BreakfastInBedSurprise WakeUpToBalloons BedtimeStoryVoicemail',
    educational:
      'HowDolphinsSleep SleepMythOrFact KoalaSleepHoursGuess WhyWeDream SleepCyclesDecoded WhyWeYawn',
    cooking:
      'SleepyGirlMocktail SleepTightMoonMilk BlendASleepTea SleepInFrenchToastBake ChamomileNightcap CherryJuiceBedtime',
    travel:
      'SleepUnderTheStars SleeperTrainTour SleepingBagCampout CityNeverSleepsWalk NapInEveryCountry JetLagSleepHack',
    fashion:
      'SleepwearFitCheck CurlsWhileYouSleep SleepyToStylish StyleYourSleepBonnet BedToBrunchLook SilkPillowcaseGlow',
    speed:
      'SleepingBagRollRace SleepToSneakersDash SpeedrunYourBedtime SnoozeButtonReflex FallAsleepFastest BedMadeInSixty',
    music:
      'SingMeToSleep SleepTalkRemix SleepyVoiceCover SnoreBeatbox LullabyForGrownups BedtimeMusicBox',
    art: 'DrawThemAsleep SleepDreamSketch DecorateASleepMask SleepingBeautyRedraw PaintTheSleepyMoon NightmareToMasterpiece',
    tech: 'SleepTrackerTest SleepAppShowdown SleepScoreReveal RecordMySleepTalk SmartRingVsWatch SunriseLampWakeUp',
    pet: 'DogSleepRunning CatSleepsOnMyLaptop ReadYourPupToSleep GuessWhoSleepsInMyBed BlanketHogBattle DonutOrSplootPoll',
    gaming:
      'OneMoreLevelThenSleep PokemonSleepStreak DreamWorldSpeedrun MafiaNightGoToSleep CozyGamesBeforeSleep TiptoePastTheSleepers',
  },
  taxes: {
    dance:
      'TaxesDoneDance TaxesRefundShimmy FiledMyTaxesMoonwalk ShakeOffTheTaxes TaxDayTango DeductionDisco',
    fitness:
      'TaxesBinderCurls CrunchTheNumbers SquatThroughTaxes TaxDay5K DeductionDeadlifts TaxSeasonSweat',
    prank:
      'TaxesCandyFolder GiantTaxRefundCheck LoveLetterTaxForm TaxesConfettiEnvelope MonopolyMoneyPayday TaxTimeTreatDrop',
    educational:
      'HowTaxesWork WhereDoTaxesGo WhyWePayTaxes TaxesMythOrFact TaxBracketsInCandy TeaPartyTaxLesson',
    cooking:
      'TaxesRefundFeast AfterTaxesPizza ComfortFoodForTaxes TaxesCalculatorCake DeductibleDinner TaxNightNachos',
    travel:
      'TaxesRefundGetaway BostonTeaPartyTaxes TaxesDoneRoadTrip TaxFreeShoppingSpree USMintTour PostFilingVacay',
    fashion:
      'TaxesRefundHaul GreenVisorTaxesLook TaxesPowerBlazer DoTaxesInSweatpants DressForTheAudit TaxSeasonSweatsuit',
    wellness:
      'SelfCareAfterTaxes TaxesCalmDown BreatheThroughTaxes TaxesFiledReward DeductTheStress TaxDaySpaNight',
    speed:
      'TaxesSpeedrun TaxesReceiptSortRace FastestTaxesFiled LastMinuteTaxesDash BeatTheDeadline FindThatW2Fast',
    music:
      'SingTheTaxesBlues TaxesRefundAnthem TaxesCalculatorBeat TaxmanCover LoveSongToMyCPA TaxDayRapBattle',
    art: 'TaxesFormOrigami MyTaxesAsAComic TaxesReceiptCollage ShreddedTaxesArt SpreadsheetPixelDoodle CalculatorSketch',
    tech: 'TaxesAppShowdown TaxesReceiptScanner AIDoesMyTaxes PaperlessTaxesSetup ChatbotVsAccountant ExcelFormulaFlex',
    pet: 'PetHelpsWithTaxes CatSitsOnTaxes TaxesAccountantPup TaxesPawSignature ClaimMyDogAsDependent AuditorKitty',
    gaming:
      'MonopolyIncomeTax TaxesBossBattle TaxesSideQuest TaxesTycoonRun TaxSeasonHardMode IRSSpeedrun',
  },
  waiter: {
    dance:
      'WaiterTrayShuffle WaitressWaltz DanceLikeAWaiter NapkinFlickStep ServeAndSwerve WaiterTwirlService',
    fitness:
      'WaiterTrayBalance WaiterPlateCarryLunges WallSitLikeAWaiter WaterPitcherCurls PlatterOverheadPress WaitressShiftCardio',
    prank:
      'FancyWaiterAtHome BreakfastInBedWaiter WaiterClocheReveal WaiterForMomsBirthday DressUpAsTheirWaiter FakeFrenchWaiter',
    educational:
      'WaiterThreePlateCarry WaiterTipsByCountry HowWaitersRemember SetATableLikeAWaiter WhereForksGoQuiz MenuFrenchDecoded',
    cooking:
      'WaiterFamilyMeal CopyTheWaitersFavorite WaitressDinerPancakes TablesideWaiterGuac BackOfHouseSecrets ChefsKissPlating',
    travel:
      'WaiterPicksMyMeal AskTheWaiterTour WaiterBistroAbroad SidewalkTerraceHunt OrderLikeALocal WaiterSecretSpots',
    fashion:
      'WaiterApronRestyle WaiterBowTieLook DressLikeAParisWaiter ComfyServiceShoes BlackAndWhiteChic WaitressDinerRetro',
    wellness:
      'WaiterThankYouNote WaiterFootCare AfterShiftWaiterUnwind BeKindToYourWaiter TipLikeYouMeanIt ServersSundayReset',
    speed:
      'WaiterRelayRace WaiterTraySprint TableResetLikeAWaiter NapkinFoldBlitz NoNotepadChallenge WaitressSixPlateRun',
    music:
      'SingingWaiter WaiterOperaOrder WaiterTrayDrumSolo CutleryClatterBeat WaitressInACocktailBar HappyBirthdayServers',
    art: 'WaiterNapkinFolding WaiterOrderPadDoodle WaitressDinerPainting ChalkboardSpecialsSign SketchOnTheCheck WaiterPortraitTip',
    tech: 'RobotWaiterTest WaiterOrderTablet AIWaiterVoiceBot TipCalculatorShowdown CatFaceServerDroid QRMenuVsWaiter',
    pet: 'WaiterServesThePet DogWaiterTrick CatCafeWaiter ClocheRevealDinner FineDiningForFido WaiterBowTiePup',
    gaming:
      'WaiterSimulator DinerDashWaiter RobloxWaiterShift WaiterTipLeaderboard OvercookedServiceRush TrayBalanceBoss',
  },
  sneaker: {
    dance:
      'SneakerShuffle SneakerSqueakStep FreshSneakerFootwork CourtSlideInSneakers KicksAndTricks SneakerheadShimmy',
    fitness:
      'SneakerTestRun SneakerAgilityLadder FirstMileInNewSneakers SneakerBoxJumps BreakInTheKicks LaceUpAndGo',
    funny:
      'SneakerFirstCrease SneakerRainPanic SneakerheadStarterPack DontStepOnMyKicks MomGuessesSneakerPrice DadsLoyalSneakers',
    prank:
      'MismatchedSneakers SneakerCleaningFairy SneakerBoxLoveLetter SurpriseSneakerGift FakeLimitedDrop RainbowLaceSwap',
    educational:
      'HowSneakersAreMade WhySneakersSqueak SneakerSoleScience RealVsFakeSneakers WhyWeCallThemSneakers BounceTestShowdown',
    cooking:
      'SneakerCake SneakerCookies LicoriceSneakerLaces PancakeSneakerArt IsItRealOrAKick ShoeboxLunchReveal',
    travel:
      'SneakerCityWalk SneakerHuntInTokyo SneakerShopCrawl WhereMySneakersWent KicksAroundTheWorld BataShoeMuseumTrip',
    wellness:
      'SatisfyingSneakerClean SneakerMorningWalk ComfySneakerSunday SneakerDeclutter LaceUpAndBreathe SneakAwayForAStroll',
    speed:
      'SneakerLaceRace SneakerCleanIn60s FastestSneakersOn SneakerBoxStackBlitz FindYourPairFast ShoeTyingShowdown',
    music:
      'SneakerSqueakBeat SneakerSoleDrums BasketballSneakerRemix PluckTheSneakerLaces MyAdidasCover ShoeboxBassline',
    art: 'SneakerCustomArt SneakerShoeboxDiorama PaintedSneakerReveal SketchYourSneakers KicksToCanvas TreadPrintPainting',
    tech: 'SneakerGaitAnalysis LightUpSneakerWall SneakerResaleTracker SelfLacingSneakerTest BackToTheFutureLaces AISpotsFakeKicks',
    pet: 'PetPicksMySneakers DogSniffsNewSneakers SneakerBoxNapKitty PuppyStealsOneSneaker HamsterSneakerHouse TinySneakersForPup',
    gaming:
      'SneakerTopTrumps SneakerheadTriviaDuel GuessTheSneakerPrice AvatarSneakerUnlock SneakerDraftNight RareKicksLootHunt',
  },
  fog: {
    dance:
      'FogMachineDance FogSpotlightStep MistySilhouetteMoves SwayInTheMorningFog DryIceDisco LostInTheFogShuffle',
    fitness:
      'FoggyMorningRun FogHikeChallenge FogTrailIntervals YogaInTheMist MistyMileRepeats SweatInTheFog',
    funny:
      'FoggyGlassesProblems FogMachineOverload DramaticEntranceInFog WhereDidTheBridgeGo FogHornImpression LostInMyOwnYard',
    prank:
      'FoggyMirrorMessage FogMachineEntrance MistyWindowDoodle BreathFogHiddenNote ShowerSteamReveal GhostlyFogGreeting',
    educational:
      'FogInAJarExperiment FogVsMistExplainer FogHarvestingNets WhyFogLiftsByNoon CloudOnTheGround KarlTheFogFacts',
    cooking:
      'FoggyDayPorridge FogCityChowder LondonFogLatte CloudEggBreakfast EarlGreyFogCake MistyMorningMuffins',
    travel:
      'FoggyBridgePhotoWalk MistyMountainHike SeaOfFogViewpoint CloudForestTrek GoldenGateInTheFog FogLighthouseVisit',
    fashion:
      'FogTrenchCoatLook MistyMorningLayers DressForTheFog MoodyMoorlandStyle SherlockInTheFog FoggyGreyTones',
    wellness:
      'FoggyMorningWalk MistyForestBreathing FogSlowDownDay BrainFogReset LetTheFogLift CozyGreySkyTea',
    speed:
      'FogMirrorSpeedDraw FogBreathDoodleDash MistyPhotoRace BeatTheFogLift SketchBeforeItFades FoggyTrailTimeTrial',
    music:
      'FogHornBeat FoggyMorningAcoustic FogPianoNocturne CelloInTheFog MistyForMeCover LighthouseBellChime',
    tech: 'FogMachineDIY MistyTimelapse CarFogLampTest LaserBeamsInFog DroneAboveTheFog PhoneCamVsFog',
    pet: 'FoggyDogWalk FogSafetyVestPup MistyPetPortrait KittenVsWindowFog HoundOfTheBaskervilles FogZoomiesAtDawn',
    gaming:
      'FogOfWarStrategy FoggyWindowTicTacToe MistyMazeRun HideAndSeekInFog SilentHillSpeedrun LostInTheFogQuest',
  },
  beard: {
    dance:
      'BeardedDadMoves MustacheTwirlSpin BeardStrokeGroove LumberjackBeardStomp FuzzyFaceFreestyle BeardBoogie',
    fitness:
      'BeardMonthPushUps BeardedBootcamp MovemberMustacheMiles NoShaveBeardRun LumberjackLifts VikingWarriorWorkout',
    funny:
      'BeardShaveReveal EveryBeardStyleInADay FakeMustacheDisguise BeardCrumbCollector WhatsInMyBeard BeardVsSoupBowl',
    prank:
      'BeardShaveOffSurprise FakeBeardDoorAnswer MustacheDinnerParty EveryoneWearsABeard StacheOnTheFamilyPhoto BeardGlitterTwinkle',
    educational:
      'WhyBeardsGrowDifferent MustacheHistory BeardStylesByEra PhilosopherBeardQuiz WhyBeardsTurnRed BeardsUnderAMicroscope',
    cooking:
      'BeardShapedCookies BeardedGingerbreadMan BigBeardBreakfast MilkMustacheLatte LumberjackStack NoCrumbsInTheBeard',
    travel:
      'BeardBarberAbroad BeardIstanbulShave BeardAlaskaExpedition CabinBeardWeekend NoRazorTillHome BarbershopWorldTour',
    wellness:
      'BeardOilRitual MustacheGroomingCalm HotTowelBeardTreat MirrorBeardPepTalk SundayBeardSpa BeardBrushMeditation',
    speed:
      'BeardStyleSwapRace BeardBraidTimer FakeMustacheRelay BeardTrimInSixty ShaveTheBalloon SantaBeardSprint',
    music:
      'BeardTrimmerBeat BarbershopBeardQuartet MustacheSerenade BeardSeaShanty ZZTopTribute ImALumberjackSingAlong',
    art: 'BeardPortraitSketch MustacheDoodleArt CottonBallBeardSanta ClaySculptedBeard BeardOnEveryPainting YarnBeardPuppets',
    tech: 'BeardFilterTest ARMustacheTryOn BeardTrimmerShootout LaserGuideBeardTrim AIShowsMeBearded ThirtyDayBeardCam',
    pet: 'BeardTwinWithMyDog MustacheKittyPortrait BeardSchnauzerMatch GoatBeardComparison BeardedDragonBuddy WhoWoreItBetter',
    gaming:
      'GiveYourAvatarMyBeard BeardDwarfCampaign BeardKratosCosplay VikingBeardValheim MarioMustacheMayhem BeardedBossFight',
  },
  'bus stop': {
    dance:
      'DoTheBusStop GrooveTillTheBusComes BusStopMoonwalk SilentDiscoAtBusStop WheelsOnTheBusBop BusStopShimmy',
    fitness:
      'BusStopCalfRaises BusStopSquatHold BusStopBenchDips WalkOneStopFurther WallSitAtTheBusStop RunForTheBusHIIT',
    prank:
      'RedCarpetAtTheBusStop BusStopWelcomeParty FakePaparazziBusStop BusStopComplimentNote BusStopFlowerFairy FreeUmbrellaStation',
    educational:
      'BusStopTimetableQuiz BusStopsAroundTheWorld HowBusRoutesWork BirdSpottingAtBusStop WhyBusesBunchUp WeirdestBusStops',
    cooking:
      'BusStopBreakfastToGo BusStopThermosSoup BusStopOvernightOats HotCocoaForTheBusStop CommuterWrapHack ToastBeforeTheBus',
    travel:
      'BusStopEndOfTheLine RandomBusStopAdventure DoubleDeckerFrontSeat HopOffAtEveryBusStop OneDayPassQuest BusStopBakeryHunt',
    fashion:
      'BusStopFitCheck BusStopRainReady RunwayWalkToBusStop LayerUpForTheBusStop CommuterCatwalk BusShelterEditorial',
    wellness:
      'BusStopBoxBreathing BusStopGratitude SkyWatchAtTheBusStop WindowSeatDaydream MissedTheBusItsOkay SmileAtTheBusStop',
    speed:
      'BedToBusStopRace BusStopCrosswordDash BusStopSpeedSketch FinishBeforeTheBus BeatTheBusHome BusStopShoeTieBlitz',
    music:
      'BusStopBeatbox SingAlongAtBusStop BusStopBenchDrummer WheelsOnTheBusRemix BusStopHarmonyDuet ShelterAcoustics',
    art: 'SketchTheBusStop RedesignYourBusStop BusStopStreetPhoto BusStopInWatercolor BusShelterMural PeopleWatchingDoodles',
    tech: 'BusStopAppVsReality BusStopSolarCharger TestTheBusStopWiFi SmartBusStopShelter GhostBusHunt PredictTheNextBus',
    pet: 'DogWaitsAtBusStop BusStopSitStay BusStopPupMeetup PetFirstBusRide SchoolBusWelcomeCrew BusStopCatNap',
    gaming:
      'BusStopISpy BusStopPokemonHunt OneLevelPerBusStop LicensePlateBingo BattleBusDrop BusStopThumbWars',
  },
};
