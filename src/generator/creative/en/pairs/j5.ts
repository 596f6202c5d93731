import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  drone: {
    dance:
      'DroneTopDownChoreo DroneSpiralReveal BirdsEyeDroneRoutine DanceForTheDrone SpellItOutForTheDrone SkyHighDroneShuffle DroneCircleStep MoveWithTheDrone',
    fitness:
      'DroneFollowRun YogaShapesByDrone DroneBikeChase OutrunTheDrone DroneCamBootCamp PlankTillTheDroneLands DroneSprintIntervals',
    funny:
      'DroneLandingFail DroneStuckInTree DadFliesTheDrone MyDroneHasAMindOfItsOwn HoustonWeHaveADrone AerialDroneBloopers DroneNeighborWave AwkwardDroneSelfie',
    prank:
      'DroneBirthdayBanner DroneFlyingStuffie LoveNoteByDrone DroneDeliversTheRemote DroneRoomService DroneComplimentBanner DroneDoorbellDitch DroneConfettiDrop',
    educational:
      'HowDronesFly DronePropellerPhysics AirspaceMapForDrones DroneRulesIn60Seconds WhyDronesDontFall DronesSaveWildlife DroneWeatherCheck DroneBatteryMath',
    cooking:
      'BirdsEyeDroneBrunch LongTablePotluckDrone GuessMyDinnerByDrone TacoTuesdayByDrone DroneDeliveredDessert DronePicnicShot DroneDonutDrop',
    travel:
      'DroneFindsTheBestView SecretSpotsByDrone BirdsEyeDroneCity DroneSelfieAtEveryStop DroneRoadTripMontage MyHometownByDrone DroneLakeReflection CampsiteDroneReveal',
    fashion:
      'DroneFitReveal FlowingDressDroneSpin DroneRunwayWalk DroneTopDownOOTD TwinningByDrone DroneColorBlockLook DroneCapeFlutter',
    wellness:
      'DroneSunriseFlight BirdsEyeDroneCalm CloudNineByDrone DroneBigPictureMoment DroneShrinkYourWorries DroneSlowFlyover DroneForestBreath',
    speed:
      'DroneHoopSprint DroneGateSlalom FastestDroneLap StickTheDroneLanding BackyardDroneRace BeatTheDroneBattery DronePropSwapDash',
    music:
      'BackyardBandByDrone DroneDropsTheBeat DroneMusicVideo BeatboxTheDroneBuzz DroneLipSyncBattle DroneFlybyFinale DroneSoundtrackSync',
    art: 'DrawYourDrone DroneChalkArtReveal DroneSandDrawing MandalaMadeForDrones LeafItToTheDrone GoldenHourByDrone DroneSnowAngelShot',
    pet: 'CatIgnoresTheDrone DogWalkRouteDroneMap DronePetZoomies DogMeetsDrone CatReactsToDroneVideos DroneBackyardFetch DroneFurballPortrait',
    gaming:
      'DroneHideAndSeek LivingRoomDroneCourse SimonSaysDroneEdition DroneSimSpeedrun XMarksTheDroneSpot CaptureTheFlagDrones',
  },
  drum: {
    dance:
      'DrumCircleGroove DrumFillFreeze DrumRollShuffle StompToTheDrum MarchToYourOwnDrum DrumlineDanceOff',
    fitness:
      'ExerciseBallDrumming DrumstickCardio BucketDrumBootCamp DrumFillSquats BeatTheDrumBurpees JumpOnTheDrumBeat DrumrollPlankHold',
    funny:
      'DrumRollForEverything DrumSoloFaces PotsAndPansDrumSolo CaughtAirDrumming NeighborsHateMyDrums DadJokeRimshotDrum OverdramaticDrummer',
    prank:
      'SurpriseDrumRoll DrumFillDoorbell ToyDrumWakeUp MiniDrumkitGift RimshotEveryJoke BucketDrumSerenade',
    educational:
      'HowDrumsMakeSound DrumHeadSandPattern PolyrhythmDrumLesson TalkingDrumExplained DrumHistoryIn60 SeeTheDrumSoundWaves DrumsAroundTheWorld',
    cooking:
      'DrumKitCookies SnareDrumCake PretzelDrumSticks HoneyGarlicDrumsticks DrumrollPleasePancakes BeatTheEggsDrummer',
    travel:
      'DrumCircleOnTheBeach StreetDrummerTour PackYourDrumsticks DrumsAtTheParade FollowTheDrumbeat DrumBeatsOfMyCity',
    fashion:
      'DrummerFitCheck DrumStickHairBun DressLikeADrummer DrumstickEarrings DrumrollOutfitReveal DrumsAndDenim BangTheDrumBandana',
    wellness:
      'DrumMeditation BreatheWithTheDrum DrumSoundBath DrumOutYourStress BeatOfYourOwnDrum HeartbeatDrumming',
    speed:
      'FastestDrumRoll SixtySecondDrumSolo DrumBPMClimb MostDrumTapsIn10 DrumVsMetronome DrummerSpeedDuel',
    art: 'DrumHeadPainting PaintWithDrumsticks DrumKitSketch OatmealTubDrumCraft PaintSplatterDrumSolo SandDancesOnTheDrum DrumstickGlowUp GlowStickDrumming',
    tech: 'PhoneDrumBeatBattle DrumSlowMoMagic DrumPadAppTest CanAnAppTuneMyDrum AIDrummerJamOff LaptopDrumSolo',
    pet: 'CatVsDrumKit DrumRollForTreats PuppyEarTiltDrums ParrotBobsToDrums SoftDrumLullabyForPets DogTapsTheDrum',
    gaming:
      'CopyMyDrumBeat FreezeWhenTheDrumStops VideoGameDrumCover GuessTheGameOnDrums BeatMyDrumHighScore DrumRollForTheWinner DrumRhythmDuel DrumCircleMemory',
  },
  duck: {
    dance:
      'DuckWalkDanceOff DucklingConga QuackLikeADuckDance DoTheDuckWaddle RubberDuckRumba FlapLikeADuck',
    fitness:
      'DuckWalkSquats DuckAndWeaveDrills JogToTheDuckPond DuckWaddleWarmup DucklingFollowRun DuckPaddleKicks DuckDiveBurpees',
    funny:
      'DuckFaceSelfieFail DuckWaddleImpression TheDuckFather GetYourDucksInARow RubberDuckTherapist DucklingStampede DuckTranslatorSkit',
    prank:
      'RubberDuckInvasion DuckQuackDoorbell DuckArmyOnTheDesk FollowTheRubberDucks HiddenDuckHunt DuckDeskBuddy DuckCallWakeUp DuckiePackDelivery',
    educational:
      'WhyDucksFloat DucklingImprinting DucksSleepWithOneEyeOpen WaterOffADucksBack NameThatDuck WhyDuckFeetDontFreeze BreadIsBadForDucks',
    cooking:
      'DuckPondCake RubberDuckCupcakes DucklingRiceBento PancakeDucklingParade QuackersAndCheese DuckFaceBuns',
    travel:
      'FeedTheDucksRight HowManyDucksCanYouSpot FollowTheDucklings DuckPondHopping RubberDuckTravelBuddy JustDuckyDayOut',
    fashion:
      'DuckYellowFitCheck DuckBootStyling DressLikeADuck RubberDuckHairClips DuckEmbroideryDIY DuckWaddleRunway DuckPrintRaincoat',
    wellness:
      'WaterOffADucksBack BeLikeADuck DuckPondPause DuckWatchingBreak RubberDuckBubbleBath DuckWaddleSlowDown DuckPaddleMindset',
    music:
      'RubberDuckieCover DuckQuackAlong DuckCallSolo SqueakyDuckMelody DucklingLullaby DuckPondSerenade',
    art: 'DrawADuckBlindfolded RubberDuckMakeover DuckPondWatercolor DuckOrigamiFold PotatoStampDucks SculptADuckInClay DuckDoodleFaceOff',
    tech: 'RubberDuckDebugging DuckPondLiveCam DuckQuackRingtone DuckTakeoffInSlowMo NameThatDuckApp PutADuckFilterOnIt',
    gaming:
      'DuckHuntHighScore DuckLifeRacing HookADuck DuckPondArcade HideTheRubberDuck DuckGameNight RubberDuckRingToss',
  },
  'duct tape': {
    dance:
      'DuctTapeLimbo DuctTapeSquareDance FollowTheDuctTapeFeet DuctTapeTwister DuctTapeShoeShuffle DuctTapeElectricSlide DuctTapeBoxStep',
    fitness:
      'DuctTapeAgilityLadder DuctTapeBalanceBeam JumpTheDuctTapeLines DuctTapeHopOff SprintToTheDuctTape DuctTapeFourSquareHIIT DuctTapeLeapMarker',
    prank:
      'DuctTapeBananaOnWall DoorwayDuctTapeWeb DuctTapeGiftWrap DuctTapeFortSurprise GiantDuctTapeBow UnwrapTheDuctTapeBall',
    educational:
      'WhyDuctTapeSticks DuctTapeApolloRescue DuctTapeBridgeLoad DuckOrDuctTape DuctTapeStrengthTest DuctTapeOrSuperGlue',
    cooking:
      'IsItCakeOrDuctTape DonutsLikeDuctTape DuctTapeSilverFondant DuctTapeCookies DuctTapeKitchenHacks DuctTapeFruitLeather DuctTapeBundt',
    travel:
      'DuctTapeTravelHacks DuctTapeTentRepair NeverTripWithoutDuctTape DuctTapeLuggageTag DuctTapeTrailPatch DuctTapeSavedOurCampout DuctTapeFlipFlopSOS',
    fashion:
      'DuctTapePromDress RunwayInDuctTape DuctTapeWallet DuctTapeSneakerGlowUp HemWithDuctTape DuctTapeAccessoryDare DuctTapeBowTie',
    wellness:
      'DuctTapeVisionBoard WorriesInDuctTape DuctTapeNoteToSelf DuctTapeItTrackIt DuctTapeGratitudeWall DuctTapeDeskReset DuctTapeFixOneThing',
    speed:
      'DuctTapeFortIn10 DuctTapeWalletBlitz DuctTapeFixIn60 UnrollTheDuctTape DuctTapeTallestTower SpellItInDuctTape FindTheDuctTapeEnd',
    music:
      'DuctTapeBoxGuitar RipTheDuctTapeRemix DuctTapeShakerJam DuctTapeBeatbox OdeToDuctTape DuctTapeOneManBand DuctTapeDrumline',
    art: 'DuctTapeRoses PortraitInDuctTape DuctTapeStainedGlass DuctTapeSculptOff DuctTapePixelArt DuctTapeMuralDare DuctTapeCityscape',
    tech: 'DuctTapeLaptopStand DuctTapePhoneCase DuctTapeBoomboxHack DuctTapeBudgetSetup DuctTapeCableChaos DuctTapeRemoteRescue DuctTapePhoneTripod',
    pet: 'CatInTheDuctTapeSquare KittenWatchesDuctTapeFix DuctTapeTreatMaze DuctTapeBoxTunnel WillMyDogCrossDuctTape DuctTapePupAgility DuctTapeTriangleTest',
    gaming:
      'DuctTapeLaserMaze DuctTapeHopscotch DuctTapeFloorCheckers DuctTapeBullseyeToss TicTacToeInDuctTape DuctTapeFloorIsLava DuctTapeRaceTrack',
  },
  dumbbell: {
    dance:
      'DumbbellToTheBeat DumbbellDanceCardio DumbbellShoulderShimmy LightDumbbellGroove DumbbellCurlAndTwirl PumpUpTheJam DumbbellRepsAndSteps',
    funny:
      'DumbbellSoupCanSwap DumbbellDoorstopLife NewYearDumbbellRegret DustyDumbbellReunion DumbbellFlexFail DumbbellGruntOff TinyDumbbellBigFlex',
    prank:
      'DumbbellCakeSurprise DumbbellMotivationNote GooglyEyeDumbbells DumbbellLoveNoteSurprise FoamDumbbellFlex DumbbellHypeSquad DumbbellPlushieSwap',
    educational:
      'WhyDumbbellsAreDumb DumbbellMuscleQuiz DumbbellLeverPhysics ProperDumbbellForm SoupCanVsDumbbell HowHeavyIsMyDumbbell',
    cooking:
      'DumbbellCake DumbbellShapedPancakes ProteinDumbbellBites DumbbellGainsGranola DumbbellCurlsThenCarbs DumbbellCookieStack DumbbellDoughnuts',
    travel:
      'DumbbellHotelWorkout HaveDumbbellsWillTravel DumbbellBeachBootCamp WaterBottleDumbbells DumbbellsUnderTheStars SuitcaseDumbbellCurls DumbbellsWithAView',
    fashion:
      'DumbbellFitCheck DumbbellCharmNecklace PastelDumbbellSet MatchingDumbbellNails DumbbellsAndDrip DumbbellGymBagTour DumbbellRunwayWalk',
    wellness:
      'DumbbellMindfulReps DumbbellStretchFlow GentleDumbbellMorning DumbbellStrongAndSteady DumbbellMoodLift DumbbellDeStress DumbbellBreathwork',
    speed:
      'DumbbellCurlCount DumbbellRowBlitz DumbbellPressIn30 TenDumbbellSquatsFast RackTheDumbbellsRace DumbbellThrusterIn60 DumbbellRepRush',
    music:
      'DumbbellDrumlineReps DumbbellTempoSong DumbbellClankJam LiftingDumbbellAnthem DumbbellCurlsToTheBeat MyDumbbellHypeSong DumbbellLipSync',
    art: 'DumbbellClaySculpt DumbbellStillLife PaintYourDumbbells OneLineDumbbellSketch DumbbellFlexSketch GreekStatueDumbbellFlex DumbbellRollPrint',
    tech: 'DumbbellVideoCallLift DumbbellFormCheckAI DumbbellTabataTimer 30DayDumbbellTimelapse AppCountsDumbbellReps DumbbellSpreadsheetGains DumbbellSlowMoReplay',
    pet: 'DumbbellWithMyDog DumbbellKittenSpotter DumbbellPuppyCoach CatVsDumbbell DumbbellPetCheerleader DumbbellSetsAndZoomies DumbbellHighPaw',
    gaming:
      'DumbbellLevelUp DumbbellBossBattle RollTheDiceDumbbells DumbbellCurlEveryGameOver DumbbellRespawnSquats DumbbellXPGrind DumbbellSideQuest',
  },
  'dump truck': {
    dance:
      'DumpTruckBackUpBeat DumpTruckHardHatHustle DumpTruckTiltGroove DoTheDumpTruck DumpTruckDrop DumpTruckBeepShuffle DumpTruckLineDance',
    fitness:
      'DumpTruckPush DumpTruckWagonPull DumpTruckSandbagLift HaulLikeADumpTruck DumpTruckDeadlift DumpTruckLaundryCarry',
    prank:
      'DumpTruckBirthday DumpTruckCandyDrop DumpTruckBalloonLoad TinyDumpTruckDelivery ToyDumpTruckBreakfast TruckloadOfCompliments',
    educational:
      'HowDumpTrucksTip DumpTruckHydraulicLift DumpTruckBiggestTires GuessTheDumpTruckLoad BuildASyringeDumpTruck DumpTruckVsElephant',
    cooking:
      'DumpTruckCake DumpTruckDirtPudding DumpTruckNachoPile DumpTruckSnackDelivery DumpTruckCookieHaul DumpTruckPopcornLoad ToyDumpTruckTacos',
    travel:
      'DumpTruckBingoRoadTrip ToyDumpTruckAtTheBeach DumpTruckParkPlayDate BiggestDumpTruckSelfie TouchADumpTruckDay DumpTruckPlaygroundHop DumpTruckSpottingWalk',
    fashion:
      'DumpTruckCostume DumpTruckHiVisFit DumpTruckRainSlicker DumpTruckTeeFitCheck MiniDumpTruckDriverFit DumpTruckHardHatRunway DumpTruckYellowLook',
    wellness:
      'DumpTruckSandPlay DumpTruckWorryUnload DumpTruckSandboxZen EmptyTheDumpTruck DumpTruckDeepBreath DumpTruckSlowRoll DumpTruckLetGoList',
    speed:
      'DumpTruckLoadRelay DumpTruckFillIn30 DumpTruckCleanupRush DumpTruckDerby DumpTruckSandHaulRace DumpTruckTipInTen DumpTruckDownhillRace',
    music:
      'DumpTruckBeepBeat DumpTruckRumbleBass DumpTruckLullaby WheelsOnTheDumpTruck DumpTruckGravelShaker DumpTruckBucketDrums DumpTruckSingAlong',
    art: 'CardboardDumpTruck DumpTruckClayModel DumpTruckTrackStamp DrawADumpTruckBlind SandArtDumpTruck DumpTruckChalkMural',
    tech: 'DumpTruckStopMotion DumpTruckPhoneTimelapse CartoonMyDumpTruck DumpTruckSlowMoTip CodeADumpTruckGame DumpTruckPOVRide',
    pet: 'PetDumpTruckRide DumpTruckTreatDrop CatVsToyDumpTruck PupVsDumpTruck DumpTruckKittenNap DogHearsDumpTruckBeep',
    gaming:
      'DumpTruckSimRun DumpTruckMiningTycoon DumpTruckMudDerby DumpTruckTetris DumpTruckBowling BiggestDumpTruckLoadWins',
  },
  dumpling: {
    dance:
      'DumplingPleatShuffle DimSumDumplingBop DumplingChopstickTap GyozaSizzleStep BaoDownChallenge DumplingSteamerSway PotstickerPop',
    fitness:
      'DumplingSquats EarnYourDumplings DumplingDoughKneadBurn RollingPinDumplingArms PotstickerPushUps OneDumplingPerSet',
    prank:
      'SecretFillingDumpling DumplingDessertFakeout SurpriseDumplingParty DumplingPlushSwap DumplingPlushSurprise ChocolateGyozaTrick TinyDumplingDinner GiantDumplingReveal',
    travel:
      'DumplingCrawl DimSumDumplingTour DumplingNightMarket BestDumplingInTown DumplingPicnicInThePark DumplingPassport SoupDumplingQuest',
    fashion:
      'DumplingPlushBag DumplingEarrings DumplingBunHairstyle WearYourDumplingLove PleatedLikeADumpling DumplingDateOutfit CozyAsADumpling',
    wellness:
      'DumplingFamilyFolding MindfulDumplingPleats SlowSundayDumplings DumplingComfortSoup DumplingFoldAndTalk DumplingSteamAndSettle FoldDumplingsWithGrandma',
    speed:
      'DumplingFoldRace DumplingSpeedrun FiftyDumplingsFast GyozaPleatBlitz DumplingChopstickDash DumplingWrapperRollOff PotstickerStackRace',
    music:
      'DumplingSizzleASMR DumplingKitchenChorus RapADumplingRecipe ChopstickDumplingDrums PotstickerPercussion DumplingDuet',
    tech: 'AppTeachesMeDumplings AIDumplingRecipe DumplingAirFryerCrisp DumplingMicrowaveHack DumplingFoldSlowMo DumplingSteamTimelapse DumplingPressGadget',
    pet: 'PetDumplingCostume WrappedLikeADumpling DumplingCatLoaf DumplingHamsterCheeks MyDogIsADumpling CatInADumplingBed BunnyDumplingBurrito PlushGyozaTug',
    gaming:
      'DumplingGameNight DumplingMahjongBreak DumplingShopTycoon ChopstickDumplingDuel DumplingMemoryFlip DumplingTierList GuessTheDumplingFilling',
  },
  eagle: {
    dance:
      'EagleWingSway SoaringEagleDance EagleSwoopAndGlide TheEagleHasLanded EagleTalonStomp FreeAsAnEagle EagleStrut BaldEagleBoogie',
    fitness:
      'EaglePoseHold EagleWingspanPushups EagleTalonGripHang EagleSwoopSquats EagleSpottingHike EagleArmsRelease BaldEagleBurpees PlankLikeAnEagle',
    cooking:
      'EagleNestBites EaglePancakeArt BaldEagleCupcakes EagleShapedToast TalonTwistPretzels SoarAndSnackTrailMix EagleFeatherCookies GoldenEagleGranola',
    travel:
      'EagleSpottingTrip EagleWatchRiverWalk EaglesAtTheLocalLake WhereEaglesDare RaptorRescueVisit BirdsEyeLookout EagleFestivalWeekend BaldEagleZooVisit',
    fashion:
      'EagleWingEyeliner EagleEyeAviators EagleEyeFitCheck DressLikeAnEagle EagleFeatherEarrings EaglePatchJacket EaglePrintScarf VarsityEagleSweater',
    music:
      'FlyLikeAnEagleCover EagleCallRemix EagleAnthemKaraoke WindBeneathMyWings EagleScreechBeatDrop SoaringStringsJam EagleWhistleSolo BrassEagleFanfare',
    art: 'EagleWingspanDrawing PaperEagleCraft EagleEyeCloseUp OneLineEagle EagleSilhouetteArt EagleFeatherSketch WatercolorEagle HandprintEagle',
    tech: 'EagleNestLivestream EagleSoundAppID EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline BirdIDAppHunt AIDrawsAnEagle EagleCamHighlights',
    pet: 'EagleCallEarTilt EagleEyedCatBirdWatch KittyVsEagleCam DoggoEagleCostume EagleEyedTreatFind BudgieMeetsEagleToy EagleSqueakyToyTest EaglePlushFetch',
    gaming:
      'EagleFlightSimRun EagleDiveHighScore MiniGolfEagleHunt EagleEyeISpy NestBuildChallenge EagleTriviaNight BirdieOrEagle EagleAirRace',
  },
  earring: {
    fitness:
      'HulaHoopEarrings EarringSwingHIIT DanglyEarringCardio EarringStudGymFit EarStackYogaFlow EarringFreeSpinWorkout EarringStayPutTest EarringBurpeeProof',
    cooking:
      'HoopEarringBagels EdibleEarrings OnionRingEarrings EarringGummyStuds EarringMacarons CherryEarrings EarringCookieDangles EarringPretzelTwists',
    travel:
      'EarringSouvenirHunt EarringMarketHaggle OneEarringPerTrip EarringsFromTheGiftShop EarringPackingHack LocalEarringMarket EarringFromEveryBeach EarringSeaGlassFind',
    music:
      'HoopEarringAnthem EarringJingleBeat EarringChimeMelody EarringASMR DiamondsSongCover PearlEarringSingAlong EarringHeadbangTest EarringBellDuet',
    tech: 'EarringMacroPhoneShot EarringVirtualTryOn EarringStopMotion EarringARFilter DesignEarringsOnAnApp AIDesignsMyEarrings EarringProductPhotoHack EarringFlatLayTour',
    pet: 'EarringsThatMatchMyCat PetShapedEarrings EarringPawPrintStuds EarringsOfMyDog DogInspiredEarrings PupFoundMyEarring EarringKittyPortrait EarringBreedQuiz',
    gaming:
      'GameCharacterEarrings EarringMemoryFlip EarringCollectorQuest PixelArtEarrings PowerUpEarrings LootDropJewelry EarringTierList EarringDiceRoll',
  },
  'earth day': {
    dance:
      'EarthDayFlashMob EarthDayTreeSway EarthDaySeedlingRise EarthDayRecycleDance GoGreenGroove PlanetSpinMoves EarthDayLeafShimmy',
    fitness:
      'EarthDayLitterJog EarthDayTreePlanting EarthDayWalkToWork CarFreeEarthDay GoGreenBikeRide ParkCleanupSquats EarthDayStairsOnly',
    funny:
      'EarthDayTreeVoiceover EarthDayRecyclingFails EarthDayWhichBinDebate PlanetEarthComplains EarthDayLightsOffFail ReusableBagHoarder',
    prank:
      'EarthDaySeedBombGift EarthDayPlantSurprise EarthDayLunchboxNote EarthDayGardenMakeover SecretSaplingDrop ReusableMugAmbush',
    travel:
      'EarthDayHugATree EarthDayBeachCleanup EarthDayLocalTrailWalk EarthDayBusAdventure LeaveNoTraceHike EarthDayBotanicGarden EarthDayBigTreeHunt',
    music:
      'EarthDayNatureSounds EarthDayBottleBand EarthDayRainstickBuild EarthSongCover EarthDayBirdsongDuet GoGreenAnthem EarthDayJunkPercussion',
    tech: 'EarthDayDigitalDeclutter EarthDayEnergyAudit EarthDayEwasteDrop EarthDayTimelapse EarthDayUnplugChargers CarbonFootprintApp EarthDayLEDSwap',
    pet: 'EarthDayPetWalk EarthDayPuppyTreePlant EarthDayCatGrassPot EarthDayDogCleanupWalk EarthDayTugToyDIY BirdBathBuild EarthDaySniffari',
    gaming:
      'EarthDayTrivia EarthDaySortingGame EarthDayScavengerHunt SaveTheEarthCoOp EcoCityBuilder EarthDayMemoryMatch EarthDayBingoHike',
  },
  earthquake: {
    fitness:
      'EarthquakeWobbleSquats EarthquakeCoreBrace EarthquakeBalanceTest EarthShakerLunges DropCoverHoldBurpees EarthquakePillowBalance EarthquakeStairDrill',
    prank:
      'EarthquakeKitGiftBox EarthquakeSafetyNotes EarthquakeJelloJiggle EarthquakeDrillCheers EarthquakeWaterBottleGift GoBagGlowUp EarthquakeSnackStash',
    travel:
      'EarthquakeMuseum EarthquakeKitForTheTrip EarthquakeSimRoom EarthquakeExitMapOnTrips EarthquakeReadyRoadTrip EarthquakeHistoryWalk EarthquakeProofCityWalk',
    fashion:
      'EarthquakeReadyShoes EarthquakeKitGlowUp EarthquakeBagCheck EarthquakeWhistleCharm GoBagStyle UtilityVestLook',
    wellness:
      'EarthquakeCalmPlan EarthquakeAnxietyReset EarthquakeCheckInCall EarthGroundingWalk EarthquakeKidsCalmKit PreparedPeaceOfMind EarthquakeFamilyHuddle',
    speed:
      'EarthquakeKitPack EarthquakeExitTimer EarthquakeGoBagDash EarthquakeTorchFind DropCoverHoldDrill EarthquakeShoesOnRace EarthquakeSupplyRelay',
    music:
      'EarthquakeBassDrop EarthquakeTableDrumRoll EarthquakeShakerEgg EarthquakeSafetySong SeismicSoundscape SeismographToMelody EarthquakeRumbleRap',
    art: 'EarthquakeSafetyPoster EarthquakeCrackArt EarthPlatePuzzleMap EarthquakeFaultSketch PaintASeismograph VibrationSandPatterns EarthquakeMarbling',
    tech: 'EarthquakeAlertAppTest EarthquakePhoneSensor EarthquakeDataMap EarthquakeSeismometerApp EarthquakeShakeTable EarthquakePhoneAlertSetup EarthquakeEarlyWarning',
    pet: 'EarthquakeDogSenses EarthquakeKitForKitty EarthquakeCarrierDrill EarthquakeCalmPup PetGoBag EarthquakePetHidingSpots EarthquakeTagUpdate',
    gaming:
      'EarthquakeBlockTower EarthquakeCityBuilder EarthquakeSurvivalRun EarthquakeCardTowerShake QuakeProofBuildOff EarthquakeTriviaNight EarthquakeEscapeRoom',
  },
  earthworm: {
    educational:
      'EarthwormFiveHearts EarthwormRegrowthMyth WhyWormsSurfaceInRain SoilJarEarthworms EarthwormsMakeSoil CompostLifeCycle',
    travel:
      'WormFarmVisit EarthwormMuddyTrail EarthwormRainHike EarthwormParkHunt CommunityGardenTour EarthwormNatureWalk WormCharmingDayOut',
    speed:
      'EarthwormRescueRace EarthwormSoilSiftDash CountTheEarthworms WormBinBuildBlitz BeatTheEarlyBird CompostTurnSprint EarthwormDrawIn30',
    tech: 'WormFarmTimelapse WormMacroPhoneShot EarthwormZoomInOnPhone WormCountSpreadsheet WormBinPhoneCam WormWeatherAppCheck EarthwormVibrationApp',
    gaming:
      'WormMazeGame WormSnakeGameNight EarthwormGummyHunt WormHuntScavengerGame SoilLayersPuzzle WormRaceOnPaper EarthwormFishingGame',
  },
  easter: {
    funny:
      'EasterEggDyeFails EasterBunnyImpression WorstEasterHidingSpot EasterPhotoBloopers ChocolateEarsFirst EasterCandyFaceOff ExplainEasterBadly',
    travel:
      'EasterBreakRoadTrip EasterMarketStroll EasterTownEggHunt EasterParkPicnic EasterFarmVisit EasterVisitToGrandmas',
    speed:
      'EasterBasketRelay EasterJellyBeanSort EggAndSpoonSprint BeatTheEasterBunny EasterCartonDash EasterCandyTowerTimer EasterHuntInSixty',
    tech: 'EasterStopMotion EasterARHunt CatchTheBunnyOnCam QREasterClueTrail EasterEcardDesign EasterVideoCallHunt EasterTimelapseSprouts',
    gaming:
      'EasterEggsInGames EasterPuzzleQuest EasterClueHuntGame BunnyHopSpeedrun EasterBingoBlitz BasketLootRaid EasterCharadesNight',
  },
  eclipse: {
    cooking:
      'EclipseCookiePhases EclipseMoonPies TotalEclipseOfTheTart EclipsePancakes CrescentCupcakes DiamondRingDonuts BlackSesameEclipse EclipseCookieSandwich',
    travel:
      'EclipseChasing EclipseRoadTrip EclipseViewingSpotHunt EclipseHillTopView EclipseParkWatchParty EclipseBackyardCampout EclipseAtTheBeach SmallTownEclipse',
    fashion:
      'EclipseGlassesGlam EclipseBlackAndGold EclipseEarStack EclipseInSequins DressForTotality CelestialFitCheck HaloEclipseEyeshadow EclipsePrintTee',
    speed:
      'EclipseCountdown EclipseSetupRace EclipsePhaseOrderDash EclipsePinholeIn60 BeatTheShadow TotalityTimeTrial EclipseGlassesOnRace CerealBoxEclipse',
    tech: 'EclipseTimelapse EclipseTempDropData EclipseLiveStreamWatch EclipseLightSensorLog PhoneVsEclipse EclipseAppCountdown SmartBulbEclipse EclipseSkyMapApp',
    pet: 'EclipseKittyBedtime EclipseDogWalk EclipseZoomies EclipsePetSafetyTips PetsVsTheEclipse BackyardBirdsGoQuiet CatNapEclipse PupReactsToEclipse',
    gaming:
      'EclipseBingo EclipseTrivia EclipseSpaceSim EclipseEscapeRoom MoonPhaseMatchUp LightVsShadowDuel EclipsePhaseCharades SpeedrunTheEclipse',
  },
  egg: {
    dance:
      'EggAndSpoonDance EggShakerSalsa ScrambledEggShuffle EggSunnySideUpGroove WalkingOnEggshells EggOnYourHeadWaltz',
    fitness:
      'EggBalancePlank EggSpoonLunges NoCrackEggSquats EggCartonCurls SevenMinuteEggs HardBoiledEggHIIT',
    funny:
      'EggPunsOnly EggBabyProject EggTossFumble EggCrackingFail HardBoiledEggDetective TheEggsHaveEyes',
    prank:
      'EggFacesInTheFridge EggCartonCandySwap EggConfettiShells FakeFriedEggDessert HardBoiledEggBluff EggCartonSockSurprise MessageInAnEgg',
    educational:
      'EggDropChallenge EggVinegarBounce EggFreshnessFloat RawOrBoiledEggSpin CanYouCrushAnEgg EggOrChickenFirst',
    travel:
      'EggTartTrail EggsOverEasyRoadTrip EggsBenedictBrunchHop EggsAroundTheWorld FarmFreshEggRun DeviledEggPicnic EggHuntAtThePark',
    fashion:
      'FriedEggEarrings EggYolkYellowFit EggPrintPajamas EasterEggPastels EggShapedHairBun EggBagStyling EggshellWhiteOutfit SpeckledEggNails',
    art: 'EggshellMosaic EggDyeMarbling EggCartonFlowers EggFamilyPortrait EggHeadPlanters PaintYourEggTwin',
    tech: 'EggTimerAppVsGrandma EggCrackSlowMo EggDropInSlowMo AIRatesMyEggs EggGadgetShowdown FlashlightEggCheck EggHatchStopMotion',
    pet: 'DogEggChallenge KittenVsRollingEgg CatVsEggShaker EggCartonPuzzle EggHuntForPups BunnyInTheEggBasket RollTheEggBack',
    gaming:
      'HiddenGameEasterEggs EggHatchStepCount EggCartonCheckers EggCartonTrickShot EggDropDuel ChickenOrEggTrivia EggTossLeaderboard SpinTheEggDare',
  },
  'egg and spoon race': {
    dance:
      'EggAndSpoonShimmy EggAndSpoonLimbo EggAndSpoonSpin EggRaceBoogie SpoonRaceCongaLine EggRaceWobbleStrut EggRaceDanceOff SambaSpoonRace',
    fitness:
      'EggAndSpoonLunges EggAndSpoonSquats EggAndSpoonStairs EggRacePlankHold BalanceBeamEggRace EggRaceCoreOfSteel BackwardsEggRace HighKneesSpoonRace',
    funny:
      'EggAndSpoonFails EggRaceSlowMo EggAndSpoonDadCheating OlympicEggAndSpoon TinySpoonBigEgg EggRaceSportscaster EggRaceTrashTalk ProAthleteEggRace',
    prank:
      'EggAndSpoonSwitcheroo EggRacePotatoSwap PingPongEggRace ChocolateEggRace SpoonRaceBouncyEgg HardBoiledPlotTwist GluedEggSpoonRace SpoonRaceWoodenEgg',
    educational:
      'EggAndSpoonPhysics EggAndSpoonInertia EggRaceShellTest EggRaceHistory EggRaceCenterOfGravity WhichSpoonWinsEggRace FrictionEggRace SlopeAngleEggRace',
    cooking:
      'EggAndSpoonBreakfast EggAndSpoonCustard EggRaceFrittata AfterEggRaceOmelet EggRaceVictoryBrunch WinnersGetDeviledEggs EggRaceShakshuka PerfectBoilEggRace',
    travel:
      'EggAndSpoonAtLandmarks EggAndSpoonParkPicnic EggAndSpoonEasterFest BeachEggSpoonRace CountyFairEggRace EggRaceOnHoliday EggRaceParkHop EggRaceTrailBlazer',
    fashion:
      'EggAndSpoonFitCheck EggAndSpoonHeadband EggAndSpoonTeamTees EggSpoonRaceOutfit EggRaceSportsDayLook EggRaceYolkYellowFit RetroEggRaceKit TutuEggRace',
    wellness:
      'EggAndSpoonFocus EggAndSpoonSlowWalk EggAndSpoonPatience SpoonRaceBreathing EggRaceSteadyHands MindfulSpoonRace GentleEggRace LaughingEggRace',
    music:
      'EggAndSpoonBeat EggAndSpoonMarchTune EggRaceRhythm SpoonRaceAnthem EggRaceWhistleRemix EggRaceClapAlong EggRaceKazooBand ThemeSongEggRace',
    art: 'EggAndSpoonDoodle EggAndSpoonStopMotion EggAndSpoonComic EggRaceMascotArt DecorateYourRaceEgg EggRaceShellFaces PaintedSpoonRace ChalkEggRaceTrack',
    tech: 'EggAndSpoonSlowMo EggRaceInstantReplay EggRacePhotoFinish EggRaceGreenScreen EggRaceStopMotion SpoonRaceLapApp PhoneTimerEggRace EggRaceStepCounter',
    gaming:
      'EggAndSpoonMinigame EggRaceObstacleCourse EggRaceTournament EggRaceHardMode EggRaceKnockout EggRaceNoDropStreak EggRaceBracket EggRaceBossLevel',
  },
  'egg hunt': {
    dance:
      'EggHuntBunnyHop EggHuntVictoryJig EasterEggHuntBoogie EggHuntBasketSwing EggHuntHokeyPokey EggHuntFreezeDance WiggleForTheEggHunt SneakyEggHuntTiptoe',
    fitness:
      'EggHuntSquats EggHuntBunnyHops EggHuntBearCrawl EggHuntBasketRelay EggHuntObstacleCourse EggHuntBurpeeBonus FrogJumpEggHunt CrabWalkEggHunt',
    funny:
      'EggHuntFoundInJuly EggHuntDadHidesTooWell GrownUpEggHunt EggHuntCommentary EggHuntToddlerLogic EggHuntBunnyImpression EggHuntNatureDoc CompetitiveAuntEggHunt',
    prank:
      'EggHuntDadJokeSurprise EggHuntConfettiShells EggHuntKindNotes EggHuntCoworkerDesk EggHuntReverse EggHuntPotatoSwap SockDrawerEggHunt FridgeEggHunt',
    educational:
      'EggHuntMathClues EggHuntRiddleTrail EggHuntMapReading EggHuntCompassClues WhyDoWeEggHunt PhonicsEggHunt EggHuntSpellingWords ColorMixEggHunt',
    cooking:
      'EggHuntNestCupcakes EggHuntCarrotBrownies EggHuntChocolateMolds EggHuntBasketCake EggHuntSugarCookies EggHuntPeekabooBread DeviledEggHunt PastelPopcornEggHunt',
    travel:
      'BiggestEggHuntInTown EggHuntBotanicalGarden EggHuntAtGrandmas EggHuntUnderTheStars EggHuntFarmVisit EggHuntTownFair BeachEggHunt ForestEggHunt',
    fashion:
      'EggHuntSundayBest EggHuntBunnyEarsFit EggHuntBonnetParade EggHuntPastelsOnly EasterEggHuntOutfit EggHuntFloralDress GinghamEggHunt TwinningEggHunt',
    wellness:
      'EggHuntSlowAndSavor EggHuntGratitudeNotes EggHuntFamilyPicnic EggHuntNoRushRule MindfulEggHunt EasterEggHuntSunrise AffirmationEggHunt QuietEggHunt',
    music:
      'EggHuntHotColdMusic EggHuntShakerBand EggHuntBunnyHopBeat EggHuntSingAlong EggHuntMarchingTune EggHuntAnthem FollowTheSongEggHunt XylophoneEggHunt',
    art: 'EggHuntTreasureMapArt EggHuntDyeJob EggHuntMarbleSwirls EggHuntPapierMache EggHuntShellPainting EggHuntClueCards WatercolorEggHunt SplatterEggHunt',
    tech: 'EggHuntQRClues EggHuntOnYourPhone EggHuntGeocache EggHuntARLayer EggHuntTextClues CodeYourOwnEggHunt EggHuntOverVideoCall FlashlightEggHunt',
    pet: 'EggHuntForDogs EggHuntPuppyNosework EggHuntKittenPounce TreatEggHuntForPets DogSafeTreatEggHunt BunnyVeggieEggHunt CatnipEggHunt EggHuntPawsFirst',
    gaming:
      'EggHuntSpeedrun GoldenEggHuntQuest EggHuntBingoCards EggHuntISpy EggHuntLootDrop EggHuntLeaderboard PointValueEggHunt TeamCaptureEggHunt',
  },
  eggshell: {
    fitness:
      'PlankOverEggshells EggshellSqueezeGrip EggshellWalkBalance EggshellTiptoeLunges SoftLandingEggshell EggshellNoCrackCardio NinjaStepsEggshells EggshellCoreTwist',
    funny:
      'EggshellRescueMission WalkingOnEggshellsPOV EggshellDetective EggshellInMyOmelet EggshellBreakingNews CrackedUnderPressure EggshellFishingFail ThatOneEggshellPiece',
    prank:
      'EggshellConfettiEggs EmptyEggshellCarton EggshellJellySurprise EggshellFortunes DoodleFacesOnEggshells EggshellSeedSurprise BlownEggshellSwap EggshellMessageInside',
    cooking:
      'EggshellFreeChallenge ScoopItWithAnEggshell PerfectPeelEggshell EggshellChocolateCups EggshellCrackLikeAChef NoEggshellLeftBehind EggshellPannaCotta SteamedInAnEggshell',
    travel:
      'EggshellCarryOnTest EggshellArtTrail EggshellMarketHunt FarmToEggshell SeaShellOrEggshell EggshellConfettiFiesta PackAnEggshellHome EggshellPostcard',
    fashion:
      'EggshellOrIvory MonochromeInEggshell EggshellNails AllEggshellEverything StyleItInEggshell EggshellNeutralSunday EggshellCapsuleCloset DenimMeetsEggshell',
    wellness:
      'StopWalkingOnEggshells EggshellPlanterSeeds GentleAsAnEggshell GratitudeInAnEggshell EggshellMindfulPeel SproutInAnEggshell EggshellWorryCrack BoundariesNotEggshells',
    speed:
      'EggshellPeelRace TenEggsNoEggshell EggshellMosaicIn60 EggshellCartonDash OneHandEggshellCrack EggshellCollectIn30 TweezerEggshellSort BlowOutAnEggshell',
    music:
      'EggshellShaker EggshellCrunchBeat EggshellASMR EggshellChimes DrumOnEggshells EggshellRhythmCrack CrackleEggshellLoop LullabyForAnEggshell',
    art: 'EggshellMosaic EggshellCrackArt EggshellGeodes EggshellPaintPots TinyWorldInAnEggshell EggshellDoodleFaces MarbledEggshells GlitterEggshellGarden',
    tech: 'EggshellDropTest EggshellSlowMoCrack ZoomIntoAnEggshell RecordTheEggshellCrack EggshellTimelapseSprout EggshellStopMotion StrongestEggshellArch EggshellPhoneScan',
    pet: 'DogHearsEggshellCrack CatVsRollingEggshell CatSniffsAnEggshell PetGrassInEggshells SoftMouthEggshellTest EggshellsForChickens EggshellCatnipSprouts EggshellCrackReaction',
    gaming:
      'DontCrackTheEggshell HardModeOnEggshells EggshellTappingDuel EggshellBossLevel EggshellStackOff WillTheEggshellBreak EggshellTicTacToe EggshellTargetToss',
  },
  electrician: {
    dance:
      'ElectricianSlide ElectricianHardHatBop ElectricianWireWiggle ElectricianBoogaloo ElectricianMoonwalk ElectricianSwitchGroove',
    fitness:
      'ElectricianGripDrill CrawlLikeAnElectrician CarryLikeAnElectrician ElectricianVoltageHIIT ElectricianToolBeltTabata ElectricianKneeSaver',
    prank:
      'SurpriseYourElectrician ElectricianDonutDrop ElectricianHardHatGift ElectricianGooglyEyes ElectricianLightBulbNote ElectricianFanClub',
    educational:
      'ElectricianCircuitQuiz DayInTheLifeElectrician AskAnElectrician ElectricianOhmsLaw ElectricianPotatoBattery ElectricianWireColors ElectricianLingo101',
    cooking:
      'ElectricianBoltCookies ElectriciansLunchbox ElectricianChiliDuel ElectricianBulbCakePops ElectricianBlackoutPicnic ThankYouElectricianPie',
    travel:
      'ElectricianCityLightsWalk ElectricianHotelRoomAudit ElectricianRoadTripKit ElectricianNeonSignHunt ElectricianOnTheRoad ElectricianTravelAdapters',
    fashion:
      'ElectricianWorkwearFit ElectricianInElectricBlue DressLikeAnElectrician HiVisElectricianChic ElectricianToolBeltGlam ElectricianBootsRunway ElectricianStyleSwap',
    wellness:
      'ElectricianUnplugHour ElectricianPowerDown ElectricianLowVoltageDay ElectricianScreensOff FlipYourOffSwitch ElectricianRechargeDay ElectricianTeaBreak',
    speed:
      'ElectricianCircuitRace ElectricianToolIDBlitz ElectricianBulbRelay OutpaceAnElectrician ElectricianQuizIn60 ElectricianToolBeltDash BeatTheElectrician',
    music:
      'ElectricianHumRemix ElectricianBuzzBeat ElectricianAirGuitar SongForAnElectrician ElectricianBeatbox ElectricianPowerBallad ElectricianJingle',
    art: 'ElectricianWireArt ElectricianComicHero ElectricianNeonDoodle SketchAnElectrician ElectricianChalkArt ElectricianToolCollage',
    tech: 'ElectricianSmartHome ElectricianVideoCallHelp AIElectricianHelper ElectricianSmartPlugTest ElectricianVsWifiRouter ElectricianCircuitSimApp',
    pet: 'ElectricianPupHelper ElectricianKittenBoss ElectricianPetSafeCords BirdWatchesElectrician ElectricianMeetsTheDog ElectricianPetApprentice ElectricianDogDoodle',
    gaming:
      'ElectricianCircuitMaze ElectricianFixTheWires ElectricianPowerUp NameThatElectricianTool ElectricianBuzzWireGame LightsOutPuzzle ElectricianEscapeRoom',
  },
  electricity: {
    fitness:
      'ElectricityPowerWalk ElectricityLightsOffHIIT ElectricityBurpeeBurst ElectricSlideWorkout ElectricityChargeUpPlank ElectricityJoltJacks NoElectricityGym ElectricityJumpRope',
    funny:
      'ElectricityBillDrama ElectricityOutagePanic ElectricityDadJokes ElectricSlideFail StaticShockReactions WhoLeftTheLightsOn LifeWithoutElectricity ParentsVsElectricity',
    prank:
      'FakeElectricityBill ElectricityDoorbellSwap ElectricityCandleMagic ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty ElectricityColorBulbSwap ElectricityGhostCan',
    cooking:
      'NoElectricityDinner ElectricKettleRamen ElectricityBoltCupcakes ElectricityBulbCakePops ElectricitySparkCookies BlackoutPicnic ElectricityFreeSalad ElectricityKettleVsStove',
    travel:
      'ElectricityTravelAdapters ElectricityDamVisit ElectrifyingCityLights NoElectricityCabin ElectricityWindmillHunt ElectricityChargeStops ElectricityMuseumTour ElectricityFreeWeekend',
    fashion:
      'ElectricBlueLook ElectrifyingNeonGlam ElectricityLightUpFit ElectricityBoltPrintTee StaticFreeStyle ElectricityBoltEarrings OutfitLikeElectricity ElectricityYellowFit',
    wellness:
      'ElectricityUnplugged ElectricityCandleNight ElectricityScreenFast ElectricityFreeNap SwitchOffSelfCare LowPowerModeSunday HourWithoutElectricity ElectricityFreeEvening',
    speed:
      'ElectricityCircuitRace ElectricityQuickQuiz ElectricSlideSpeedrun ElectricityFactsSprint FastestBulbLightUp UnplugEverythingDash ElectricityPaperLift BuzzWireElectricity',
    music:
      'ElectricGuitarCover ElectricityHumHarmony ElectricityAppSynth ElectricityFruitPiano ElectricityPowerBallad AmpedUpAnthem HumOfElectricity BeatboxElectricity',
    art: 'ElectricityCircuitArt ElectricityLightUpCard ElectricityNeonDoodle LightningBoltMural ElectricityPaperCircuit ElectricityWireSculpture ElectricityLEDLantern ElectricityGlowJar',
    tech: 'ElectricityCircuitKit ElectricitySolarCharge ElectricityMeterMath ElectricityBillHacks ElectricityCoinBattery VampirePowerHunt LemonElectricityClock TrackYourElectricity',
    pet: 'ElectricityCordSafety ElectricityOutageCalm ElectricBlanketCat ElectronicToyReaction ElectricityPetCamCheck StaticFurBalloon PetProofElectricity ElectricityFreeFetch',
    gaming:
      'ElectricityBoardGame ElectricityBuzzWire ElectricityGridBuilder ElectricityTrueOrFalse ElectricityEscapeRoom ElectricityBlockBuild NoElectricityCardNight ElectricityCharades',
  },
  elephant: {
    dance:
      'ElephantTrunkSway BabyElephantWalkStep ElephantConga MoveLikeAnElephant ElephantJumboJive ElephantEarFlapShuffle ElephantStompOff',
    funny:
      'ElephantInTheRoomSkit DoAnElephantImpression BabyElephantTumble AnElephantNeverForgets AddressTheElephant ElephantTrunkCalls ElephantOnTinyStool ElephantVsMouseSkit',
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank GiantElephantBalloon ElephantSlipperSwap ElephantInTheFridge ElephantPeanutTrail PaperElephantArmy',
    cooking:
      'ElephantEarPastry ElephantCupcakes PinkElephantCake PancakeElephants ElephantRiceBall ElephantTrunkPretzels ElephantPizzaFace',
    travel:
      'SayHiToAnElephant ElephantStatueSelfies ElephantPlushTravelBuddy ElephantMuralHunt ElephantMuseumSelfie ElephantParadeHunt ElephantShapedCloudHunt',
    fashion:
      'ElephantPrintDress ElephantEarrings LuckyElephantBracelet SafariElephantScarf ElephantEarHeadband ElephantPantsFitCheck ElephantGrayMonochrome',
    wellness:
      'ElephantBreathing ElephantMindfulWalk WatchAnElephantCam SlowLikeAnElephant ElephantGentleStretch ElephantHerdHug ElephantMemoryJournal',
    speed:
      'ElephantFactsIn60 ElephantPuzzleRace ElephantWalkRelay PopTheElephantBalloons ElephantCupStackRace JumboJigsawDash ElephantDrawingSprint',
    music:
      'TrumpetLikeAnElephant ElephantStompBeat BabyElephantWalkCover ElephantLullaby ElephantTrunkFunk ElephantLoveMedley ElephantKazooHorn',
    art: 'HandprintElephant ElephantOrigami ElephantClaySculpt WatercolorElephant OneLineElephant DrawAnElephantBlind ElephantPaperMache',
    tech: 'ElephantLiveCam GuessTheElephantSound DrawAnElephantOnAnApp ElephantARFilter AIDreamsUpAnElephant ElephantRumbleRingtone TrackAnElephantOnline',
    gaming:
      'MemoryLikeAnElephant PinTheTailOnElephant ElephantCharades DesignAnElephantPark ElephantTowerTopple ElephantTrunkRingToss ElephantTuskTrivia',
  },
  elevator: {
    dance:
      'ElevatorMusicDance ElevatorDoorsReveal ElevatorDingStep LobbyElevatorMoonwalk ElevatorGoingUpGroove ElevatorNewMovePerFloor ElevatorVogue',
    prank:
      'ElevatorFaceTheBack ElevatorTourGuideAct ElevatorMusicAtHome ElevatorCompliments ElevatorHoldTheDoor ElevatorFloorNarration ButlerInTheElevator',
    educational:
      'HowElevatorsWork SpaceElevatorScience ElevatorHistory101 ElevatorSafetyBrakes WhereIsElevatorFloor13 ElevatorPulleyPowerLab ElevatorScaleTest',
    cooking:
      'ElevatorButtonCookies ElevatorLayerCake GingerbreadElevator ElevatorMusicBaking ElevatorRiseSouffle PenthousePancakes ElevatorPitchRecipe',
    travel:
      'GlassElevatorViews FastestElevatorHunt OldestElevatorInTown RateTheHotelElevator TopFloorElevatorSelfie ElevatorMallHop ElevatorToTheTop',
    fashion:
      'ElevatorMirrorFitCheck ElevatorOutfitPerFloor LobbyElevatorRunway ElevatorDoorReveal ElevatorDingOutfitChange GoingUpGlam ElevatorPoseOff',
    wellness:
      'ElevatorPhoneDown SmileInTheElevator ElevatorKindHello ElevatorBreathingBreak ElevatorPitchToSelf ElevatorBreathPerFloor',
    music:
      'ElevatorMusicCover SmoothJazzElevator ElevatorBossaNova ElevatorAcapellaRide ElevatorDingHarmony GoingUpKeyChange LoveInAnElevator',
    art: 'ElevatorButtonPopArt ElevatorDoorMural VintageElevatorPhotos ElevatorMirrorPortrait ElevatorLobbySketch ElevatorFloorNumberArt ShoeboxElevator',
    tech: 'SpaceElevatorModel CodeAnElevator ElevatorAlgorithmSim ElevatorStopMotion ElevatorSlowMoDoors ElevatorCloseButtonTest ElevatorSignalDrop',
    pet: 'PetFirstElevatorRide ElevatorDingReaction ElevatorLeashSafety PuppyElevatorSitStay ElevatorGreeterPup ElevatorDoormanDog ElevatorMannersMaster',
    gaming:
      'ElevatorEscapeRoom GuessTheElevatorFloor ElevatorTowerBuildOff ElevatorTycoon ElevatorSimSpeedrun LevelUpEveryFloor ElevatorCharades',
  },
  elf: {
    dance:
      'ElfJig ElfJingleBellBounce ElfCurlyToeTwirl ElfHatShuffle DanceLikeAnElf ElfWorkshopGroove ElfOnTheShelfFreeze',
    fitness:
      'ElfJumpingJacks ElfWorkshopCircuit ElfPresentLunges ElfOnTheShelfPlank ElfBootCamp ElfReindeerRun SquatLikeAnElf',
    funny:
      'ElfJobInterview ElfUnionMeeting ElfNaughtyListAudit TalkLikeAnElfAllDay SantasWorstElf WhatTheElfSawLastNight ElfDailyReport',
    educational:
      'ElfMathMission ElfNorseOrigins ElvesInFolkTales IcelandsHiddenElves SpotTheElfQuiz ElfScienceExperiment ElfMythOrFact',
    cooking:
      'ElfSizedPancakes ElfHatCupcakes ElfGingerbreadHouse ElfSyrupSpaghetti ElfCandyCaneBark ElfWorkshopCocoa',
    travel:
      'ElfChristmasMarketWalk ElfSantaVillageVisit ElfChristmasLightsTour ElfOnTheRoad ElfTrailInThePark ElfSpottingDowntown ElfSelfieTour',
    fashion:
      'ElfCostumeFit ElfCurlyToeShoes ElfStripedTightsLook DressLikeAnElf ElfHelperChic ElfEarsLook',
    wellness:
      'ElfKindnessMission ElfGratitudeNote ElfSecretGoodDeed BeYourOwnElf SpreadElfCheer ElfCocoaPause',
    speed:
      'ElfWrapRace ElfStockingStuffRace ElfBowBlitz ElfHideInTen FindTheElfFast SantasHelperRelay ElfWorkshopCountdown',
    music:
      'ElfJingleBellJam ElfKazooCarol ElfXylophoneTune SingLikeAnElf ElfYellAlong ElfCarolKaraoke ElfChoirOfOne',
    tech: 'ElfCaughtOnCamera VideoCallWithAnElf ElfStopMotion TurnYourselfIntoAnElf AIElfPortrait ElfGreenScreen TinyElfTimelapse',
    gaming:
      'ElfToyFactoryRush ElfHideAndSeekMap ElfSnowballBattle SpotTheElfLevel ElfScavengerQuest ElfObstacleRun',
  },
  'elf on the shelf': {
    dance:
      'ElfOnTheShelfDisco ElfOnTheDanceFloor ElfOnTheBeat ElfOnTheShelfFreeze ElfOnTheShelfShuffle ElfOnTheShelfJig HipHopElfOnTheShelf MoonwalkElfOnTheShelf',
    fitness:
      'ElfOnTheTreadmill ElfOnTheShelfYoga ElfOnTheShelfPlank ElfOnTheBench ElfOnTheShelfJacks ElfOnTheShelfCurls ElfOnTheShelfBurpees PushUpElfOnTheShelf',
    funny:
      'ElfOnStrike ElfOnTheNaughtyList ElfOnTheShelfMischief ElfOnTheRun ElfOnTheShelfSoapOpera TheElfForgotAgain InterviewElfOnTheShelf DearElfOnTheShelf',
    educational:
      'ElfOnTheShelfHistory ElfOnTheMap ElfOnTheShelfSpelling ElfOnTheShelfScience ElfOnTheShelfMath ElfOnTheShelfFunFacts MeasureElfOnTheShelf SpanishElfOnTheShelf',
    cooking:
      'ElfOnTheShelfBakeOff ElfOnTheShelfCocoa ElfOnTheCookieSheet ElfOnTheShelfBreakfast ElfSizedPancakes ElfOnTheShelfCandyBath WaffleElfOnTheShelf SmoresElfOnTheShelf',
    travel:
      'ElfOnThePlane ElfOnTheShelfDayTrip ElfOnVacation ElfOnTheShelfSuitcase ElfOnTheShelfPostcards ElfOnTheShelfBusRide RoadTripElfOnTheShelf BeachElfOnTheShelf',
    fashion:
      'ElfOnTheRunway ElfOnTheShelfCosplay ElfOnTheShelfPajamas ElfOnTheShelfOOTD ElfOnTheShelfFitCheck ElfOnTheShelfHatMakeover TwinWithElfOnTheShelf TinyHatElfOnTheShelf',
    wellness:
      'ElfOnTheShelfKindness ElfOnTheShelfGratitude ElfOnTheYogaMat ElfOnBreak ElfOnTheShelfCalmCorner NoMoreElfStress SpaDayElfOnTheShelf HugsFromElfOnTheShelf',
    speed:
      'ElfOnTheShelfSetupRace ElfOnTheClock ElfOnTheShelfHunt FindTheElfInSixty ElfOnTheShelfSprint ElfOnTheShelfCountdown TenSecondElfOnTheShelf QuickHideElfOnTheShelf',
    music:
      'ElfOnTheMic ElfOnTheShelfRapVerse ElfOnTheShelfKaraoke ElfOnTheRadio ElfOnTheShelfJingle ElfOnTheShelfLullaby KazooElfOnTheShelf LipSyncElfOnTheShelf',
    art: 'ElfOnTheShelfDiorama ElfOnTheCanvas ElfOnTheShelfComic ElfOnTheShelfPortrait ElfOnTheShelfMiniCraft ElfSizedEasel FeltElfOnTheShelf ClayElfOnTheShelf',
    tech: 'ElfOnTheShelfCam ElfOnTheShelfPhotoMagic ElfOnTheShelfAI ElfOnTheShelfStopMo TextsFromElfOnTheShelf ElfOnTheShelfVideoCall TimelapseElfOnTheShelf QRCodeElfOnTheShelf',
    pet: 'ElfOnTheShelfVsCat ElfOnTheDog ElfOnTheShelfPetCameo ElfOnTheFishTank ElfOnTheShelfPetBed PuppyFindsTheElf KittyVsElfOnTheShelf PoochElfOnTheShelf',
    gaming:
      'ElfOnTheShelfQuest ElfOnTheShelfBingo ElfOnTheLeaderboard ElfOnTheShelfEscape ElfOnTheShelfClueHunt WheresTheElf ISpyElfOnTheShelf TriviaElfOnTheShelf',
  },
  email: {
    dance:
      'EmailReplyAllShuffle EmailOutOfOfficeGroove EmailDingBounce InboxZeroDance EmailSentShimmy DeleteEmailTwoStep EmailSendButtonSpin',
    fitness:
      'EmailSendSquats InboxZeroReps PlankTillTheEmailSends BurpeePerUnreadEmail EmailFreeLunchWalk EmailReplyAllLunges EmailDeskStretch',
    funny:
      'PerMyLastEmail EmailForgotAttachment ReplyAllApocalypse MyFirstEmailAddress HopeThisEmailFindsYou EmailJargonBingo EmailToneTranslator',
    prank:
      'EmailComplimentBlast EmailKindnessChain EmailFutureSelfLetter EmailFromYourPet EmailFunnyAutoReply EmailSubjectLineSurprise ScheduleAKindEmail',
    educational:
      'HowEmailTravels EmailCCVsBCC SpotThePhishingEmail TheFirstEmailEver EmailEtiquetteQuiz HowSpamFiltersThink EmailPasswordSafety',
    cooking:
      'EmailBakeAlongClub EmailRecipeSwap CookFromGrandmasEmail InboxToOven ReplyAllPotluck LunchBeforeInbox EmailMealPlanDare',
    travel:
      'EmailFreeVacation EmailAPostcardHome OutOfOfficeAdventure EmailAutoReplyBeach EmailFreeRoadTrip EmailFromTheCafe HikeWhileEmailsWait',
    fashion:
      'EmailBlazerOverPajamas InboxZeroOutfit EmailSignatureHeadshot EmailMeetingFitCheck EmailSendItInStyle EmailWorkBagGlowUp EmailVideoCallLook',
    wellness:
      'EmailFreeWeekend InboxZeroCalm EmailUnsubscribeSpree NoEmailAfterSix CheckEmailTwiceADay EmailSilenceTheDing EmailDetoxDiary',
    speed:
      'EmailUnsubscribeRace EmailArchiveBlitz InboxZeroIn10 OneMinuteEmail EmailReplyInFiveWords EmailsBeforeCoffee EmailTypingRace',
    music:
      'EmailDingJingle EmailOperaReading InboxDingBeat EmailAsARap SingYourLastEmail EmailReplyAllRemix EmailNotificationSong',
    art: 'EmailAtSymbolArt EmailPixelMascot EmailSignatureDesign DoodleYourInbox EmailEmojiArt InboxSpamMonster EmailIconRedraw',
    pet: 'EmailFromMyDog CatSendsTheEmail ParrotReadsMyInbox KittenTypedThisEmail EmailPupPhotoAttached EmailPetOutOfOffice EmailSentByPaws',
    gaming:
      'InboxTreasureHunt EmailRiddleChain EmailStoryChain ChessByEmail EmailEscapeRoom EmailSpotThePhish',
  },
  emoji: {
    dance:
      'DanceTheEmojis EmojiHeartEyesShuffle EmojiPoseFreeze ShrugEmojiShimmy EmojiComboChoreo EmojiDancingTwins EmojiMoodMoves',
    fitness:
      'EmojiDiceWorkout FlexEmojiReps EmojiCircuitCard FireEmojiFinisher EmojiSweatDropSprints BicepEmojiCurls EmojiPlankFaces RocketEmojiJumps',
    funny:
      'EmojiFaceImpressions EmojiOnlyConversation EmojiParentsMisuse ThumbsUpEmojiIsRude BecomeTheEmoji EmojiReactIRL EmojiCourtroomDrama',
    prank:
      'EmojiStickyNotes EmojiBalloonBouquet EmojiLunchboxNote EmojiOnlyTextDay EmojiFaceEggs EmojiSmileyEverywhere EmojiPillowAmbush',
    educational:
      'EmojiMeaningsQuiz HowNewEmojiGetChosen EmojiVsHieroglyphs TheFirstEmojiEver EmojiCultureClash EmojiUnicodeIn60 EmojiEtymology PitchAnEmojiIdea',
    cooking:
      'EmojiCookies EmojiMacarons HeartEyesEmojiBrownies SmileyEmojiPizza EmojiFoodIRL FireEmojiSalsa EmojiPancakeStack TacoEmojiTuesday',
    fashion:
      'DressLikeAnEmoji RateMyFitInEmoji EmojiMakeupLook OutfitInThreeEmojis EmojiPatchJacket EmojiSockDrawer EmojiPrintTee',
    wellness:
      'EmojiMoodCheckIn EmojiGratitudeList EmojiFeelingsWheel DailyEmojiDiary EmojiBreathBreak HuggingEmojiHour SunEmojiWalk KindEmojiTextChain',
    speed:
      'EmojiMovieBlitz EmojiDecodeIn10 EmojiSongRace BeatMyEmojiTime EmojiTypingDash GuessTheEmojiFast EmojiFaceMatchSprint',
    art: 'EmojiPixelArt EmojiClayCharms EmojiRockPainting EmojiDoodleFaces SelfPortraitInEmoji EmojiMosaicWall EmojiStencilTee',
  },
  england: {
    dance:
      'EnglandMaypoleDance EnglandRegencyDance EnglandPuddleJumpDance GreatBritainGroove EnglandTeaTimeJig EnglandMorrisSticks MerryOldEnglandReel',
    fitness:
      'EnglandCanalTowpathRun HillsOfEnglandChallenge EnglandCoastPathRun EnglandStileHopping EnglandCountrysideHike EnglandCastleStairClimb EnglandVillageHop',
    funny:
      'EnglandQueueEtiquette EnglandWeatherTalk AccentsAcrossEngland EnglandTeaSnobs EnglandUnderstatement HowManySorrysInEngland TouristInEnglandFails',
    prank:
      'EnglandBiscuitTinSwap EnglandPostcardSurprise EnglandCrumpetAmbush EnglandPostcardMystery GreatBritainBunting EnglandTeaPartySurprise EnglandButlerMorning',
    educational:
      'EnglandVsAmericaWords WhyEnglandDrivesLeft EnglandCountyQuiz EnglandKingsAndQueens UKVsBritainVsEngland WhyEnglandLovesTea EnglandInTenInventions',
    cooking:
      'StickyToffeePudding EnglandSundayRoast EnglandAfternoonTea EnglandBakeOffAtHome EnglandChippyNight EnglandSconeJamOrCream EnglandPieOff',
    fashion:
      'EnglandTrenchCoatLook EnglandRainyDayLayers EnglandFascinatorDare EnglandCountrysideChic EnglandTeaPartyGlam EnglandWellyWednesday OldEnglandTweed',
    wellness:
      'EnglandTeaBreak EnglandCanalWalkPause EnglandGardenWander EnglandRainyDayRead EnglandSeasideNap KeepCalmAndCarryOn EnglandMeadowMoment',
    speed:
      'EnglandTubeMapDash EnglandTeaBrewBlitz EnglandMonarchsInOrder EnglandCountiesIn60 EnglandSconeStackOff EnglandBiscuitDunkRace EnglandAccentQuickfire',
    music:
      'EnglandFolkSongCover EnglandNurseryRhymeRemix EnglandBritpopCover EnglandFootballChant EnglandSeaShanty EnglandPopAnthem MadeInEnglandMashup',
    art: 'EnglandPhoneBoxArt EnglandDoubleDeckerDoodle EnglandTeacupPottery EnglandCottageInk EnglandSkySketch EnglandChalkHorseArt StainedGlassEngland',
    tech: 'EnglandSkylineTimelapse EnglandPerfectBrewTimer EnglandTrainAppHacks EnglandCodebreakers EnglandPhoneVlogTour EnglandStreetViewQuiz EnglandTechInventions',
    pet: 'EnglandCorgiWalk EnglandCottageCat EnglandBulldogPOV EnglandDogFriendlyCafes EnglandCountrysideDogRun EnglandTeaPartyPup PetGuardOfEngland',
    gaming:
      'EnglandCastleSiege EnglandWhodunnitNight EnglandCountiesBingo EnglandPubQuizAtHome GuessTheEnglandTown EnglandPenaltyShootout EnglandCrosswordDuel',
  },
  envelope: {
    dance:
      'EnvelopeMoveDraw PickAnEnvelopeStep EnvelopeRevealDance SignedSealedDanced EnvelopeMailDayMoonwalk EnvelopeFlapFlutter EnvelopeFoldFreestyle',
    fitness:
      'MysteryEnvelopeReps PickAnEnvelopeCircuit SquatPerEnvelope EnvelopeMailboxMile OpenItDoIt EnvelopePushupDare EnvelopeDrawHIIT',
    funny:
      'AwardShowEnvelopeMixUp BirthdayEnvelopeShake EnvelopeGlueTasteFaces EnvelopeWontSeal EnvelopeBillOrCheck DramaticEnvelopeReveal PeekInsideTheEnvelope',
    prank:
      'NestedEnvelopesPrank EnvelopeButterfly PopUpEnvelopeCard GoldenTicketEnvelope EnvelopeSeedSurprise EnvelopeSillyAwardLetter EnvelopeOfCompliments',
    educational:
      'HowAnEnvelopeTravels WhyWindowEnvelopes AirmailEnvelopeStripes EnvelopeWaxSealHistory OrigamiEnvelopeFold BackOfTheEnvelopeMath',
    cooking:
      'ParchmentEnvelopeFish PuffPastryEnvelopes EnvelopeIngredientDraw CookieLoveLetters EnvelopeRecipeFromGrandma EnvelopeFoldDumplings EnvelopeCrepeParcels',
    travel:
      'MysteryEnvelopeTrip PickAnEnvelopeCity OpenOneEnvelopePerStop CashEnvelopeDayOut EnvelopeLetterHomeDaily EnvelopeStampHunt EnvelopeDareAdventure',
    fashion:
      'EnvelopeClutchDIY OutfitPromptEnvelope EnvelopeWaxSealCharm PushTheEnvelopeFit MysteryEnvelopeOOTD EnvelopePocketSquare EnvelopeWrapDress',
    speed:
      'EnvelopeStuffSpeedrun TenEnvelopesIn60 SealAndStampEnvelopes EnvelopeFoldOff EnvelopeAddressRace EnvelopeSortDash EnvelopeLabelRelay',
    music:
      'MysteryEnvelopeCover EnvelopeLyricDraw EnvelopeRustleASMR EnvelopeLoveLetterSong SignedSealedDelivered EnvelopeRequestNight EnvelopeSongSwap',
    art: 'EnvelopeCalligraphy DecoratedEnvelopeSwap EnvelopeMailArt WaxSealWednesday EnvelopePaintedStamps EnvelopeLinerCollage EnvelopePotatoStamp',
    tech: 'EmailVsEnvelopeRace PrintAnEnvelopeFirstTry EnvelopeQRSurprise EnvelopeStopMotion TrackMyEnvelopeHome TapToOpenEnvelope EnvelopeOpeningASMR',
    pet: 'DogBarksAtEnvelopes EnvelopeFromTheCat PawprintEnvelopeCard EnvelopeTreatPuzzle EnvelopePostmanPup KittenVsEnvelope EnvelopeStackPounce',
    gaming:
      'EnvelopeSecretRoles EscapeRoomEnvelopes EnvelopeClueHunt EnvelopePredictionReveal TreasureMapEnvelopes EnvelopeRiddleRelay',
  },
  eraser: {
    dance:
      'EraserOnHeadDance EraserFreezeDance PencilAndEraserDuet EraserWiggleShimmy EraserBounceGroove ChalkboardEraserClap',
    fitness:
      'BalanceAnEraserWalk EraserPickupSquats EraserPlankSlides EraserDeskJacks TossAndCatchEraser EraserOnHeadLunges EraserFlickBurpees',
    prank:
      'EraserThatWontErase EraserSushiPlatter EraserTopperArmy GiantEraserSwap EraserDominoDesk EraserSecretMessage MiniEraserInvasion HiddenEraserZoo',
    cooking:
      'IsItAnEraserOrCake PinkEraserFudge EraserMochiSquares EraserTopperCookies EdibleEraserCandy EraserMarzipanArt EraserShapedJellies GummyEraserMold',
    travel:
      'EraserFromEveryCity EraserStationeryShopHop EraserCapsuleMachineHunt EraserTravelSketchKit SouvenirEraserHaul EraserMuseumGiftShop EraserRoadTripDoodles',
    fashion:
      'EraserBackToSchoolFit EraserEarringsDIY PinkEraserPalette EraserCharmStack EraserPastelStyle PencilSkirtEraserLook EraserButtonCardigan',
    wellness:
      'EraserWorryWipe EraserMistakesAreOkay EraseAndBeginAgain KneadedEraserFidget EraserCalmDoodle EraserForgiveJournal EraserBreathingBreak',
    speed:
      'EraserFlickRace EraserTowerIn30 EraserSketchWipeRace EraserCrumbSweepIn10 SortTheErasers EraserBalanceTimer OneEraserDoodleDash',
    music:
      'EraserSqueakSymphony EraserRubbingASMR PencilEraserBeat EraserDeskDrum EraserDrumSolo EraserMissingLyrics',
    tech: 'AIPhotoEraserTest DigitalVsRealEraser MagicEraserShowdown EraserStopMotion DrawWithOnlyTheEraser EraserVsUndoButton',
    pet: 'PetStampFromAnEraser EraserCatSupervisor EraserPawprintStamp EraserPupLookalike KittenStealsTheEraser EraserDogHomeworkBuddy EraserPuppyPrint TreatUnderTheEraser',
    gaming:
      'EraserFlickSoccer SumoWithErasers EraserCurlingMatch EraserPencilFight DeskTopEraserGolf EraserBattleArena EraserTowerTopple EraserStackOff',
  },
  errands: {
    dance:
      'ErrandsParkingLotBop DanceAtEveryErrand ErrandsBoogieBreak ErrandsMoonwalk OneMoreStopShuffle ErrandsAisleStrut ErrandsTwoStep ErrandsWiggleWalk',
    fitness:
      'ErrandsOnFoot ErrandsBikeBasket ErrandRunLiterally ErrandsOneTripCarry ErrandsParkFarAway ErrandsTakeTheStairs ErrandsPowerWalk ErrandsBackpackWalk',
    prank:
      'ErrandsSillyListItem ErrandsDoneForThem ErrandElf ErrandsDecoyMission ErrandsComplimentNotes ErrandsCarBalloonSurprise MysteryErrandsStop ErrandsSurpriseTreat',
    educational:
      'ErrandsRouteMath ErrandsMapReading ErrandsBudgetBoss ErrandsKidNavigator ErrandsUnitPriceHunt ErrandsCouponQuiz ErrandsNoLeftTurns OptimizeYourErrands',
    cooking:
      'ErrandsCarPicnic SlowCookerErrandsDay ErrandsSnackPack ErrandRunnerBento ErrandsWrapsToGo ErrandsDayBurritos ErrandsTrailMix ErrandsThermosSoup',
    travel:
      'ErrandsLocalFinds ErrandsLikeATourist ErrandsInANewTown ErrandsByBike ErrandsMarketDetour ErrandsHiddenGemShop ErrandsPhotoWalk PostcardFromErrands',
    fashion:
      'ErrandsFitCheck RunningErrandsRunway ErrandsUniform ErrandsBeltBag ErrandsComfyButCute ErrandsSweatsuitSet ErrandsCapAndShades ElevatedErrandsLook',
    wellness:
      'ErrandsSoloDate ErrandsCoffeeReward ErrandsPodcastPeace SlowErrandsSunday ErrandsOneStopAtATime ErrandsThankTheCashier ErrandsPhoneDown ErrandsGratitudeList',
    speed:
      'ErrandsSpeedrun ErrandsBeforeNoon OneHourErrandRun ErrandsCheckoutDash ErrandsRelay ErrandsFiveStopsByLunch ErrandsStopwatch TwentyMinuteErrands',
    music:
      'ErrandsSoundtrack ErrandsHeadphoneSingAlong ErrandsWalkingDuet RunningErrandsRemix ErrandsHypeSong ErrandsStoreSongGuess ErrandsRapRecap SingYourErrandsList',
    art: 'ErrandsReceiptCollage ErrandsListDoodle ErrandsPhotoCollage ErrandsZine ErrandsSketchEveryStop ErrandsStorefrontPhotos WatercolorErrandsMap ErrandsStickerDiary',
    tech: 'ErrandsReminderHack AIPlansMyErrands ErrandsByVoiceOnly ErrandsFromTheCouch ErrandsSharedListApp ErrandsShortestRoute ErrandsGPSArt ErrandsTapToPay',
    pet: 'ErrandsWithMyDog ErrandsPetCopilot ErrandsTreatHaul ErrandsPupApproved ErrandsShopCatSpotting ErrandsDogBiscuitStops PawsOnErrands ErrandsFetchTheKeys',
    gaming:
      'ErrandsSideQuest ErrandsAchievements ErrandsBingoCard ErrandsSpeedrunTimer ErrandsDMVBossFight ErrandsCheckoutBingo PowerUpYourErrands ErrandsLootDrop',
  },
  escalator: {
    dance:
      'CouchEscalatorIllusion DoTheEscalator EscalatorMoonwalk EscalatorMimeDance EscalatorStepsChoreo EscalatorIllusionDance EscalatorHeadBop',
    fitness:
      'SkipTheEscalator RaceTheEscalator EscalatorVsStairs NoEscalatorNovember EscalatorLegDay SkipTheEscalatorStepUps EscalatorCalfRaises',
    prank:
      'ImaginaryEscalator EscalatorHighFiveLine EscalatorCompliments RedCarpetEscalator EscalatorPopUpCard EscalatorMimeGag EscalatorEpicEntrance',
    cooking:
      'GingerbreadEscalator BuildAnEscalatorCake EscalatorMallPretzels EscalatorCupcakeStairs EscalatorFoodCourtDare EscalatorWaffleStack EscalatorCookieSteps',
    travel:
      'RideEveryEscalatorInTown EscalatorStationSafari OutdoorEscalatorHunt EscalatorsOfMyCity EscalatorWithAView EscalatorLongestInTown EscalatorBucketList',
    fashion:
      'EscalatorOutfitReveal EscalatorSlowMoStrut EscalatorShoeReveal RunwayOnTheEscalator EscalatorGoingUpInStyle EscalatorScarfFlow',
    wellness:
      'EscalatorMindfulRide PhoneFreeEscalator StillnessOnEscalators EscalatorLetItCarryYou EscalatorOneBreathRide EscalatorSmileDown EscalatorPostureCheck',
    speed:
      'BeatTheEscalator EscalatorTongueTwister EscalatorABCs EscalatorSayItBeforeTop EscalatorTriviaRide GuessTheEscalatorTime EscalatorSpeedSketch',
    music:
      'EscalatorScaleSong SingUpTheEscalator MallEscalatorMuzak EscalatorBeatbox EscalatorToHeavenCover EscalatorKeyChange EscalatorCrescendo',
    art: 'EscalatorLongExposure SymmetryEscalatorShot EscalatorDepthSketch EscalatorImpossibleStairs EscalatorStepPattern EscalatorMotionBlur EscalatorLeadingLines',
    tech: 'EscalatorCardboardModel EscalatorStopMotion EscalatorClipInReverse TimeTheEscalatorRide EscalatorSlowMoCam EscalatorStepCountGuess EscalatorHyperlapse',
    pet: 'EscalatorCarryYourDog EscalatorPawSafety CatVsEscalatorIllusion EscalatorBackpackPup PetVsEscalatorMime EscalatorCouchPeekaboo SofaEscalatorTrick',
    gaming:
      'EscalatorBlockBuildOff EscalatorCharades EscalatorMallTycoon EscalatorPuzzleGame EscalatorLevelDesign EscalatorUpOrDownDice ChutesAndEscalators',
  },
  essay: {
    dance:
      'EssaySubmittedShimmy EssayPrintButtonBop EssayWordCountShuffle EssayDoneDance EssayThesisTwoStep EssayFinalDraftFreestyle EssayVictoryStomp PostEssayBoogie',
    fitness:
      'EssayPushupPerPage EssayCitationDips EssayParagraphSquats WritersBlockBurpees EssayStretchBreak EssayWalkAndTalk TenMinuteEssayHIIT StandingDeskEssay',
    funny:
      'EssayAtMidnight EssayMarginTricks EssayThesaurusOverload EssayPadTheWordCount DramaticEssayReading EssayBlankPageStare EssayReadLikeNewsAnchor GrandmaReviewsMyEssay',
    prank:
      'EssayRedPenSmileys EssayYouGotThisNote EssayProofreadFairy EssayComicSansSwap EssayDeadlineCareKit EssaySnackDropOff FinishedEssayParade EssayConfettiBurst',
    cooking:
      'EssayFinalDraftPancakes EssayBreakBrownies EssayNightTea EssayCookieReward EssayBrainFoodBowl EssayThesisToast TrailMixForEssays EssayMugCake',
    travel:
      'EssayCafeHop EssayWithAView EssayOnTheTrain EssayAtTheLibrary EssayIdeasAtTheMuseum EssayBackyardRetreat ParkBenchEssay EssayPicnicDraft',
    fashion:
      'EssayLibraryChic EssayWritingCardigan EssaySubmitFitCheck DarkAcademiaEssay EssayDeadlineOutfit EssayHairUpMode EssayGlassesGlam EssaySweatsuitSet',
    wellness:
      'EssayParagraphADay EssaySleepFirstRule EssayWalkBeforeWriting EssayNoPanicPlan EssayRoughDraftKindness EssayBreathingBreak PomodoroEssay GentleEssayStart',
    speed:
      'EssayOutlineSprint EssayCitationRace EssayProofreadClock EssayInAnHour Essay500WordsIn20 EssayThesisIn30 FiveMinuteEssay EssayTitleRush',
    music:
      'EssayLofiBeats EssayWordCountRap EssayThesisJingle EssayKeyboardASMR SingYourEssay EssayAsABallad EssayAsAnOpera EssayDrumRoll',
    art: 'EssaySketchnotes EssayMindMap EssayQuotePoster EssayAsAComic EssayThesisDoodle EssayCoverPageGlowUp EssayWordCloud BlackoutPoetryEssay',
    tech: 'EssayDictationTest EssayGrammarCheckDuel AIGradesMyEssay EssayNoInternetMode EssayAppShowdown EssayWordCountLive EssayFocusTimer EssayFormatHacks',
    pet: 'EssayCatOnKeyboard EssayReadToThePup EssayKittyEditor MyDogAteMyEssay EssayPetProofreader EssayWalkiesBreak StudyBuddyEssay EssayKittenNap',
    gaming:
      'EssayQuestMode EssayWordCountLevelUp EssayXPPerParagraph EssayBossFight EssayWordGameWarmUp EssaySpeedrunTimer PowerUpEssay EssayAchievementUnlocked',
  },
  europe: {
    dance:
      'EuropePolkaParty EuropeFlamencoTry EuropeanFolkSteps EuropeCountryDanceOff EuropeWaltzAtHome EuropeIrishJigAttempt EuropeCancanKick EuropeTarantellaSpin',
    fitness:
      'WalkEuropeInSteps EuropeCapitalsCircuit EuropeStairClimbChallenge EuropeanFootballDrills EuropeFlagWorkoutDice EuropeanParkRunDay EuropeFolkDanceCardio YogaAcrossEurope',
    funny:
      'EuropeNoIceReaction EuropeTinyCoffeeShock EuropeDinnerAtTen EuropeanHeatNoAC AmericansInEurope EuropeCobblestoneSuitcase TippingInEuropePOV TourGuideEuropeSpoof',
    prank:
      'EuropeThemeDinnerSurprise EuropeSnackRevealBox EuropeSnackHaulGift PostcardFromEurope EuropeGreenScreenVacation EuropeScratchMapGift EuropeBreakfastInBed EuropeFlagCakeSurprise',
    educational:
      'EuropeCapitalsQuiz EuropeHistoryMinute EuropeFlagMeanings MicroNationsOfEurope GuessTheLanguageEurope EuropeCurrencyExplained EuropeRiverNames EuropeMapFromMemory',
    cooking:
      'CookAcrossEurope EuropeBreakfastTour EuropePastryBakeOff EuropeanDishAtHome EuropePaellaNight EuropeGelatoAtHome EuropeCheeseBoard EuropeStreetFoodNight',
    fashion:
      'EuropeanStreetStyle EuropeCapsuleSuitcase EuropeOutfitADay PackForEuropeIn1Bag EuropeSummerFit EuropeLinenLook EuropeScarfTricks EuropeWalkingShoes',
    wellness:
      'EuropeSlowTravel EuropeCafeMorning EuropeSiestaHour EuropeSlowBreakfast LiveLikeEuropeans EuropeSunsetPause EuropeLongLunch HyggeNightEurope',
    speed:
      'EuropeCapitalsIn60 EuropeTrainDash EuropeFlagQuickfire EuropeCountriesABCRace EuropeLandmarksIn30 EuropeHelloIn10Languages EuropeMapPuzzleRace EuropeLanguageBlitz',
    music:
      'EuropeBuskerFind EuropeOperaNight EuropeAccordionJam EuropeanFolkSongCover EuropeSongContestParty EuropeAnthemGuess EuropeYodelTry OdeToJoyEurope',
    art: 'EuropeSketchbook EuropeWatercolors EuropeStainedGlass EuropeCathedralDrawing EuropeLandmarkSketch EuropeMasterpieceRecreate DoorsOfEurope PostcardEuropeCollage',
    tech: 'EuropeTravelApps EuropeTrainTicketHack EuropeESimTest AdapterForEurope OfflineMapsEurope EuropeTranslateAppTest EuropeStreetViewTour EuropeTimelapseReel',
    pet: 'EuropePetFriendlyTrip EuropePuppyPassport EuropeanCafePups DogsOfEurope EuropeanCatNames EuropeanDogBreedQuiz EuropeHoundHike EuropeBeretKitty',
    gaming:
      'EuropeMapGame EuropeCapitalsTrivia EuropeGuessTheCity EuropeTrainRouteGame EuropeLandmarkCharades EuropeAtlasTreasureHunt EuropeFlagBingo EuropeBorderPuzzle',
  },
  exam: {
    dance:
      'ExamDoneDance PostExamBoogie ExamPencilsDownShuffle ExamPassedCelebration ExamStudyBreakGroove ExamOverSlide MidtermMoonwalk',
    fitness:
      'ExamStressWorkout ExamMorningStretch ExamCramAndCardio ExamStudyIntervals DeskYogaBeforeExams ExamFlashcardBurpees MidtermMileRun',
    funny:
      'TypesOfExamTakers ExamNightBeforeSkit WhenTheExamStarts ExamOverthinkingQ1 ExamGroupChatPanic ExamGradeTalkWithMom ExamBrainBuffering MidtermMeltdownMusical',
    prank:
      'ExamSurvivalKit ExamGoodLuckNote ExamWeekCareBox ExamCheerSquad ExamBalloonWelcome SecretExamCheerleader MidtermMascotVisit',
    cooking:
      'ExamBrainFood BreakfastBeforeExams ExamDayOatmeal ExamEnergyBites ExamBlueberryMuffins ExamsDonePizzaParty',
    travel:
      'ExamDoneTrip AfterExamsAdventure ExamsOverDayTrip ExamStudyCafeHunt ExamLibraryTour ExamFreedomPicnic MidtermMiniBreak',
    fashion:
      'ExamDayFit ExamLuckyOutfit ExamWeekHoodie ExamComfyLayers ExamSeasonSweats ExamDressToAceIt MidtermMonochrome',
    wellness:
      'ExamAnxietyBreathing ExamNightRoutine ExamDayAffirmations SleepBeforeTheExam ExamWorryJournal KindToYourselfPostExam MidtermMindfulMinute',
    speed:
      'ExamFlashcardBlitz ExamSpeedReview FiveMinuteExamCram ExamMockPaperTimer FormulaRecallExamPrep BeatTheExamClock MidtermLightningRound',
    music:
      'ExamFocusBeats ExamsOverAnthem ExamFormulaSong ExamMnemonicJingle ExamQuadraticRap SingBeforeTheExam MidtermMemoryMelody',
    art: 'PosterForExamWeek ExamMindMapArt ExamStressDoodle ExamSketchnoteSummary ExamColorCodedNotes ExamPencilCaseDecor MidtermMoodBoard',
    tech: 'ExamStudyApps ExamFlashcardAppTest ExamFocusModeHack ExamAIQuizMaker ExamPomodoroTimer NoPhoneExamWeek MidtermStudyAppStreak',
    pet: 'ExamStressPetCuddles ExamPetPepTalk ExamCatOnNotes ExamBreakDogWalk HamsterHypesMyExam FurryExamBuddy',
    gaming:
      'ExamQuizShowReview ExamTriviaShowdown ExamFlashcardDuel PostFinalsGameNight ExamBossFight LevelUpAfterExams MidtermXPTracker',
  },
  excavator: {
    prank:
      'ExcavatorTreasureDig ExcavatorCandyQuarry ToyExcavatorAmbush ExcavatorDoorstepDrop ToyDiggerDeskZone DiggerCakeSurprise',
    educational:
      'HowExcavatorsDig ExcavatorVsBulldozer WorldsBiggestExcavator ExcavatorPhysicsMinute ExcavatorSyringeDemo NameThatDigger ExcavatorPartsQuiz',
    cooking:
      'ExcavatorDirtCake DiggerPuddingCups ExcavatorChocoRocks ExcavatorBentoBox DigIntoDessert ExcavatorCookieQuarry ScoopLikeAnExcavator',
    travel:
      'DiggerPlaygroundTrip ExcavatorShowDayOut ExcavatorQuarryLookout ExcavatorBeachDig ExcavatorRoadworkSpotting ExcavatorFossilHunt ExcavatorMuseumDay',
    fashion:
      'ExcavatorKidsCostume ExcavatorHiVisFit ExcavatorYellowBoots DressLikeAnExcavator ExcavatorOverallsLook ExcavatorHardHatChic DiggerPrintPajamas',
    wellness:
      'ExcavatorSandboxCalm ExcavatorASMR WatchTheDiggerWork ExcavatorScoopAndBreathe DiggerGardenReset ExcavatorDaydream SlowMoExcavatorZen',
    speed:
      'DiggerDash ExcavatorCandyGrab ExcavatorScoopRace ExcavatorSandPitBlitz ExcavatorBucketIn30 ExcavatorTenRockRace ToyExcavatorTimeTrial',
    music:
      'ExcavatorBeepBeat ExcavatorRumbleJam ExcavatorLullaby ExcavatorSongForKids ExcavatorBucketDrums CanYouDigItRemix HumLikeAnExcavator',
    art: 'CardboardExcavator ExcavatorTrackPrints DiggerPainting ExcavatorBlockBuild ExcavatorInOneLine ExcavatorSandSculpt PaperPlateExcavator',
    tech: 'ExcavatorRCDig ExcavatorStopMotion ExcavatorPhoneTimelapse ExcavatorSlowMoScoop DiggerPOVCam AIPaintsMyDigger ExcavatorSoundboard',
    pet: 'PetDigsLikeAnExcavator ExcavatorTreatSandpit ExcavatorTunnelZoomies CatVsToyExcavator DiggerDogChallenge DiggerPupTreasureHunt',
    gaming:
      'SpeedrunTheDigger DiggerSandboxTycoon ExcavatorSimRun ExcavatorCityTycoon ExcavatorBossLevel ExcavatorClawMachine',
  },
  experiment: {
    prank:
      'ExperimentColorChange ExperimentMagicMilk ExperimentFoamingCup ExperimentOobleckDare ExperimentInvisibleInk ExperimentUpsideDownCup FakeSpillExperiment ExperimentRaisinDance',
    cooking:
      'ExperimentFlavorMashup ExperimentCandyLab CookieExperiment YeastBalloonExperiment ExperimentFizzyLemonade IceCreamInABag ExperimentBreadRise ExperimentButterShake',
    travel:
      'ExperimentOnAHike ExperimentAtTheBeach ExperimentInThePark ExperimentInTheBackseat ScienceMuseumExperiment ExperimentUnderTheStars OneExperimentPerStop ExperimentPicnicLab',
    fashion:
      'ExperimentLabCoatLook ExperimentTieDye ExperimentUVBeads ExperimentMoodShirt ExperimentGogglesFit MadScientistChic CharmShrinkExperiment ExperimentColorNails',
    wellness:
      'ExperimentNoPhoneWeek ExperimentSleepTest SelfCareExperiment GratitudeExperiment TheJoyExperiment ExperimentColdShower ExperimentMorningWalk ExperimentKindnessDays',
    speed:
      'ExperimentIn60 ExperimentRelay ExperimentSpeedrun ReactionTimeExperiment FastestFizz ExperimentEggDropBuild ExperimentBalloonJet ExperimentIceMeltRace',
    music:
      'ExperimentSoundLab ExperimentBottleBand ExperimentGlassHarp ExperimentalBeats StrawOboeExperiment ExperimentInstrumentJam TuningForkExperiment ExperimentPitchTest',
    art: 'ExperimentMarbling ExperimentLeafPrints PaintPourExperiment CrystalExperiment ExperimentSplatterArt ExperimentCoffeeFilterArt ExperimentSaltPainting ExperimentBubblePrints',
    tech: 'ExperimentCircuitBuild ExperimentSensorTest ExperimentLemonBattery ExperimentDataSpreadsheet GraphYourExperiment ExperimentSlowMoCam ExperimentMagnetMotor ExperimentTimelapse',
    pet: 'ExperimentPetMusicTaste ExperimentDogCupGame ExperimentCatBoxSize MirrorTestExperiment TreatOrToyExperiment ExperimentPuppyPuzzle ExperimentYawnCatch ExperimentNameRecall',
    gaming:
      'ExperimentSandboxRun ExperimentPhysicsGame ExperimentBridgeSim ExperimentMarbleRun PotionBrewExperiment ExperimentDominoChain ExperimentDiceOdds ExperimentEscapeRoom',
  },
  explorer: {
    dance:
      'ExplorerCompassSpin ExplorerSafariStomp ExplorerMapShuffle ExplorerTrailMixDance ExplorerMoonwalk ExplorerTiptoeSneak LittleExplorerStep',
    fitness:
      'TrailBlazerWorkout ExplorerPuddleHop ExplorerSummitStairs ExplorerObstacleCourse BaseCampBurpees ExploreANewRunRoute RuckLikeAnExplorer',
    prank:
      'ExplorerHiddenTreasure ExplorerScavengerClues ExplorerDinoEggFind ExplorerXMarksTheSnack ExplorerFootprintTrail ExplorerMapToTheCake LittleExplorerAmbush',
    educational:
      'ExplorerHistoryQuiz ExplorerCompassBasics ExplorerRouteMaps WhoExploredItFirst ExplorerNoGPSChallenge ExplorerStarGuide DeepSeaExplorerFacts',
    cooking:
      'ExplorerTrailMix PackALunchExpedition ExplorerSurvivalSnacks ExploreANewFruit ExplorerCompassCookies ExplorerRationRemake ExplorerCampStew',
    fashion:
      'ExplorerKhakiLook ExplorerHatFitCheck DressLikeAnExplorer UrbanExplorerStyle ExpeditionChic ExplorerPocketsForDays SafariExplorerVest',
    wellness:
      'ExplorerNatureJournal ExplorerWonderWalk ExplorerSitSpot ExplorerFiveSensesWalk ExplorerPauseAndNotice ExplorerDailyAweHunt InnerExplorerMinute',
    speed:
      'ExplorerCompassDash ExplorerTreasureSprint ExplorerPackIn60 ExplorerMapRace ExplorerKnotBlitz ExplorerFindNorthFast BeatTheExplorerClock',
    music:
      'ExplorerTrailSong ScoreYourExpedition ExplorerNatureFoley ExplorerEpicIntro ExplorerHikingSong ExplorerCampfireCover TheExplorersAnthem',
    art: 'ExplorerJournalSketch ExplorerTreasureMapArt ExplorerLeafRubbing DrawLikeAnExplorer ExplorerFieldPainting ExplorerDiorama ExplorerStampArt',
    tech: 'ExplorerPhoneCompass ExplorerOfflineMaps ExplorerBirdSongApp GeocacheExplorer StreetViewExplorer ExplorerStepTrackerMap ExplorerVlogOfMyStreet',
    pet: 'ExplorerPupBackpack ExplorerYardSafari ExplorerTunnelQuest SniffariExplorer ExplorerLetTheDogLead ExplorerIndoorCatTrek ExplorerKittyHarness',
    gaming:
      'ExplorerOpenWorldRun ExplorerHiddenAreaHunt ExplorerCaveSurvival ExplorerNoMapRun ExplorerLoreQuest ExplorerMapRevealGame',
  },
  'face mask': {
    dance:
      'SheetMaskShuffle FaceMaskFreezeFrame FaceMaskDiscoNight FacialGrooveSesh CucumberEyesChoreo FaceMaskSpaDaySlide FaceMaskRobotMoves',
    funny:
      'FaceMaskDoorbellAnswer FaceMaskWithDad FaceMaskZoomCallFail SheetMaskAnimalFaces FaceMaskCantTalk GrandpasFirstFacial',
    prank:
      'FaceMaskSurpriseSpa FaceMaskTwinPrank FaceMaskForDadToo SheetMaskPhotobomb WakeUpToAFacial FaceMaskOnThePillow',
    educational:
      'HowSheetMasksWork FaceMaskClayVsGel FaceMaskSkinTypeGuide FaceMaskMythBusters ReadTheFacialLabel FaceMaskPatchTest',
    cooking:
      'FaceMaskHoneyOats FaceMaskSpaWater FaceMaskKitchenDIY FacialNightSnackBoard FaceMaskGreenTeaIce FaceMaskOrAvocadoToast FaceMaskMocktails',
    travel:
      'FaceMaskOnThePlane FaceMaskTravelKit SheetMaskShopHunt FaceMaskHotelNight FaceMaskDrugstoreHaul FaceMaskRoadTripRefresh FaceMaskCampingSpa',
    fashion:
      'FaceMaskFitCheck FaceMaskRobeRunway FaceMaskHeadbandLook FaceMaskPajamaMatch FaceMaskScrunchieSet FaceMaskSpaDaySelfie FaceMaskOutfitPair',
    speed:
      'FaceMaskTimerChores FaceMaskPeelRace SheetMaskQuickOn FacialInFiveMinutes TidyBeforeItDries FaceMaskRinseDash FaceMaskBedMaking',
    music:
      'FaceMaskSingalong FaceMaskLofiSession SheetMaskSoundtrack FaceMaskDontLaughSong FaceMaskPeelOffASMR FacialSpaPlaylist FaceMaskDuet',
    art: 'SheetMaskDoodle FaceMaskSelfPortrait FaceMaskCaricature FacialMaskPainting FaceMaskPhotoSeries TurnYourMaskIntoArt FaceMaskPopArtSelfie',
    tech: 'FaceMaskSelfieTimelapse FaceMaskTimerApp FaceMaskSkinAppCheck FaceMaskVideoCallSpa FaceMaskBeforeAfterCam FaceMaskSelfCareAlarm FaceMaskPhoneUnlock',
    pet: 'PetReactsToFaceMask FaceMaskDogDoubleTake FaceMaskCatStare FaceMaskCuddleNap FaceMaskPupPhotobomb FaceMaskAndPawBalmSpa',
    gaming:
      'SheetMaskBossFight FaceMaskGameNight FaceMaskPuzzleHour FacialAndCoOp CozyConsoleGlowUp SpeedrunBeforeItDries FaceMaskKartRace',
  },
  factory: {
    dance:
      'FactoryPistonPump FactoryGearsInSync FactoryWhistleStep FactoryFloorFreestyle FactoryConveyorGroove FactoryRobotArmDance TheFactoryShuffle',
    fitness:
      'FactoryCrateCarry FactoryPalletPush FactoryShiftSteps FactoryFloorHIIT FactoryAssemblyCircuit FactoryBoxStackSquats OneManFactoryWorkout',
    funny:
      'FactoryRobotVoiceover FactoryDadEfficiency FactorySettingsReset FactoryCandyWrapFail FactoryFamilyAssemblyLine FactoryQualityControlMom SandwichFactoryFail',
    prank:
      'FactoryApprovedStamps FactoryEmployeeOfMonth FactoryTreatDispenser FactoryFreshLabel FactoryLineGiftWrap FactoryGoldenTicket ToyFactoryTakeover',
    cooking:
      'FactoryCookieConveyor ChocolateFactoryBake FactoryDumplingBatch FactoryGummyMolds PizzaAssemblyLine FactoryCandyBarsAtHome HomemadeFactorySnacks',
    travel:
      'TakeAFactoryTour FactoryOutletHunt FactoryMuseumDayTrip OldFactoryPhotoWalk CheeseFactoryTasting FactoryMillTownTrip FactoryCandyShopTour',
    fashion:
      'FactoryBoilerSuit FactoryWorkwearFit FactoryFloorToRunway FactoryResetCloset FactorySteelToeStyle FactoryUtilityPockets ThriftedFactoryJacket',
    wellness:
      'FactoryResetMyMind FactoryShiftWindDown FactoryNoiseEscape NotAFactoryDay FactorySlowMadeByHand FactoryBreakRoomBreather FactorySettingsSunday',
    speed:
      'FactoryAssemblyRelay FactorySortIn60 FactoryBoxFoldBlitz FactoryPackRace FactoryBlockBuildRush BeatTheFactoryConveyor FactoryQuotaMinute',
    music:
      'FactoryMachineBeat FactoryClangPercussion FactoryWhistleRiff SampleTheFactory FactoryConveyorRhythm FactoryLoopBeat FactoryStompDrumline',
    art: 'OldFactoryPhotos FactoryGearCollage FactoryStampArt CardboardFactoryModel FactoryPopArtPrints FactoryChimneySketch',
    tech: 'FactoryVirtualTour FactoryStopMotion FactoryColorSortApp FactoryResetGlowUp FactoryCardboardConveyor FactoryAutomateChores FactoryLineOnMyDesk',
    pet: 'PetFactoryInspector FactoryCatQualityCheck FactoryDogToyTester KittenBoxFactory FactoryHamsterInspector FactoryTreatConveyor',
    gaming:
      'BuildTheUltimateFactory FactorySpeedrun FactoryTycoon FactoryBlockFarm FactoryManagerForADay ConveyorPuzzleGame',
  },
  fall: {
    dance:
      'FallLeafDance FallBootStomp AutumnHarvestHoedown FallSweaterWeatherSway FallIntoTheGroove FallRakeAndShake DoTheFallBackStep',
    fitness:
      'FallTrailRun FallLeafBagLunges RakeTheFallLeaves FallPumpkinCarry FallBackBurpees FallSweaterSweat FallOrchardSquats',
    funny:
      'FallLeafPileJump FallFlannelOverload SummerToFallOvernight FallAcornBonk PumpkinSpiceEverything FallFirstDayPOV FallVsAutumnDebate',
    prank:
      'FallLeafPileSurprise FallGooglyEyeGourds FallPineconeCritters FallScarecrowMakeover AutumnConfettiToss FallTreatPorchDrop FallStoopMakeover',
    cooking:
      'FallSoupSwap FallCiderDonuts FallCaramelApples FallPumpkinSpiceDupe FallApplePieFaceOff FallBakeOff CozyFallChiliNight',
    travel:
      'FallFoliageDrive FallApplePicking AutumnParkPicnic FallCornMazeRun FallLeafPeepingWalk FallPumpkinPatchTrip FallColorsTrailHike',
    wellness:
      'FallSlowMorning FallGratitudeWalk CozyAutumnReset FallCiderPorchNight BeLeafInYourself FallIntoRest FallTeaRitual',
    speed:
      'FallRakeRace FallAppleStackRace CatchAFallingLeaf FallAcornScoopDash FallPumpkinRollRelay AutumnGourdGallop FallColorSortShowdown',
    music:
      'FallAcousticCover FallLeafCrunchBeat FallCampfireJam FallSweaterWeatherSong AutumnLeavesSingAlong FallHarvestMoonSong FallKazooHoedown',
    art: 'FallLeafCollage FallPineconeOwls PaintAFallTree FallAcornCapCharms AutumnInThreeColors FallFoliagePhotoHunt',
    tech: 'FallFoliageTimelapse FallLeafIDApp FallPortraitModeShots FallColorPaletteApp FallFilterFaceOff AutumnColorPicker',
    pet: 'FallDogLeafPounce PetFallPhotoshoot CatVsFallLeaves PuppyInAFlannel FallPumpkinPatchPup AutumnZoomies FallSweaterTryOn',
    gaming:
      'FallLeafPileHideAndSeek FallAcornTossGame CozyFallFarmSim FallScarecrowFreezeTag FallCornMazeCoOp AutumnBoardGameBash FallHarvestScavengerHunt',
  },
  family: {
    dance:
      'FamilyDanceOff FamilyFlashMob FamilyFollowTheKid RhythmRunsInTheFamily FamilyGenerationsGroove FamilyGrandmaNailsIt WeAreFamilyStrut',
    fitness:
      'FamilyFitnessFeud FamilyPlankChallenge FamilyPushUpLadder FamilyStepCountDuel FamilyPiggybackSquats FamilyWallSitBattle WholeFamilyWheelbarrow',
    prank:
      'FamilyPrankWars FamilyFreezeFrame FamilyPortraitSwap FamilyWhispersOnly FamilyBackwardsDinner FamilyDressAsDadDay FakeFamilyMeeting',
    educational:
      'FamilyTreeChallenge FamilyTriviaNight FamilySurnameSleuth FamilyHeirloomHistory FamilyAskGrandmaAnything FamilyKidsTeachParents KnowYourFamilyQuiz',
    cooking:
      'FamilyBakeOff FamilyRecipeRemake FamilyDumplingFactory SundayFamilyFeast FamilySecretSauce FamilyPizzaFaceOff FamilyPancakeFlipOff',
    travel:
      'FamilyRoadTrip FamilyVacayVsReality FamilyCampOut FamilyHometownTourist FamilyTripWhereMomGrewUp FamilyKidsPlanTheTrip SameSpotFamilyPhoto',
    fashion:
      'FamilyFitCheck FamilyOutfitSwap FamilyTwinningDay FamilyFormalFriday FamilyHandMeDownRestyle FamilyRaidGrandpasCloset FamilyPajamaParade',
    wellness:
      'FamilyGratitudeCircle FamilyNoPhoneNight FamilyComplimentRound HugYourFamily FamilyHighLowDinner FamilyWalkAndTalk FamilyLoveNotes',
    speed:
      'FamilyRelayRace FamilyTableSetSprint FamilyOutTheDoorDash FamilyLaundryFoldOff FamilyTenMinuteTidy FamilyDishesRace FamilySelfieScramble',
    music:
      'FamilyKaraokeBattle FamilyBandJam FamilySingAlong WriteAFamilyAnthem FamilyGenerationsChoir FamilyPotsAndPansBand WeAreFamilyCover',
    art: 'ThenAndNowFamilyPhoto HandprintFamilyTree FamilyMuralMakers FamilyStickFigures FamilyBlindPortraits FamilySiblingSketch FamilyCrestDesign',
    tech: 'FamilyTechSupport FamilyGroupChatChaos FamilyCodeNight FamilyGadgetSwap FamilyTeachGrandpaToText FamilyGrandmaFirstSelfie AIFamilyPortrait',
    pet: 'FamilyCallsTheDog FamilyWhoDoesCatChoose NewestFamilyMember FurryFamilyPortrait FamilyFetchRelay PetPhotobombsTheFamily PupInFamilyPajamas',
    gaming:
      'FamilyGameNight FamilyKartRaceCup FamilyCardGameShowdown FamilyFeudAtHome FamilyGrandparentsVsKids FamilyBoardGameMeltdown FamilyCharadesCrown',
  },
  'family photo': {
    dance:
      'SayCheeseShuffle FamilyPhotoFreezeFrame FamilyPhotoTimerBounce StrikeAFamilyPhotoPose FamilyPhotoConga FamilyPhotoVogue',
    fitness:
      'FamilyPhotoPlank FamilyPhotoPyramid FamilyPhotoJumpShot PiggybackFamilyPhoto FamilyPhotoWallSit HoldThatPoseWorkout',
    educational:
      'FamilyPhotoRestore FamilyPhotoHistory101 FamilyPhotoDatingClues FamilyPhotoDetective WhyOldFamilyPhotosFrown GuessTheFamilyDecade',
    cooking:
      'SayCheesePizza FamilyPhotoRecipeBook FamilyPhotoDishRemake EdibleFamilyPortrait FamilyDinnerPhotoShoot FamilyPhotoDayBrunch',
    travel:
      'FamilyPhotoRoadTrip FamilyPhotoSameSpot FamilyPhotoAtGrandmas FamilyPhotoPostcard FamilyPhotoHometownWalk FamilyPhotoAtTheBeach',
    fashion:
      'FamilyPhotoMatchingFits FamilyPhotoNeutrals FamilyPhotoLayersLook FamilyPhotoDressCode FamilyPhotoAllPlaid FamilyPhotoColorClash',
    wellness:
      'FamilyPhotoGratitude FamilyPhotoAlbumFlip FamilyPhotoScrapbook FamilyPhotoStoryTime FamilyPhotoCallGrandma FamilyPhotoFrameWall',
    speed:
      'FamilyPhotoPoseRace FamilyPhotoTimerSprint FamilyPhotoTenShotBurst FamilyPhotoInOneTake FamilyPhotoHeightLineUp FamilyPhotoOutfitSwap',
    music:
      'FamilyPhotoSlideshow SayCheeseJingle FamilyPhotoSingAlong FamilyAlbumSoundtrack FamilyPhotoThemeSong FamilyPhotoBandPoster',
    art: 'FamilyPhotoCollage FamilyPhotoEmbroidery FamilyPhotoShadowbox PaintYourFamilyPhoto FamilyPhotoCartoon FamilyPhotoSketchbook FamilyPortraitInClay',
    tech: 'FamilyPhotoScan FamilyPhotoAIRestore FamilyPhotoSelfTimer AnimateOldFamilyPhotos ColorizeAFamilyPhoto FamilyPhotoSelfieStick',
    pet: 'FamilyPhotoDogPose FamilyPhotoPetPhotobomb FamilyPhotoCatRefuses FamilyPhotoPuppyCenter FurryFamilyPortrait FamilyPhotoHamsterCameo',
    gaming:
      'FamilyPhotoTrivia FamilyPhotoJigsaw FamilyPhotoDifferences FamilyPhotoBabyGuess FamilyPhotoMemoryMatch FamilyPhotoWhoIsThat FamilyPhotoPictionary',
  },
  'family reunion': {
    dance:
      'FamilyReunionLineDance FamilyReunionWobble FamilyReunionSoulTrain FamilyReunionCupidShuffle CousinsConga GrandpaTwistLesson FamilyReunionMacarena',
    fitness:
      'FamilyReunionFunRun FamilyReunionTugOfWar FamilyReunionFieldDay FamilyReunionHulaHoopOff CousinsVolleyballCup AuntVsUnclePlankOff FamilyReunionKickball',
    prank:
      'FamilyReunionPhotobomb MysteryCousinArrives FamilyLookalikeContest FamilyNameTagMixup FamilyReunionGuessWho ThrowbackPhotoReveal',
    educational:
      'FamilyReunionAncestry FamilyReunionTreeChart FamilyMigrationMap FamilyReunionTimeline FamilyReunionInterviews FamilyReunionNameQuiz',
    cooking:
      'FamilyReunionPotluck FamilyReunionCookout FamilyPieFaceOff FamilyMacAndCheeseWar GrandmasSecretRecipe FamilyReunionGrillMaster',
    travel:
      'FamilyReunionRoadTrip FamilyReunionHometown FamilyReunionParkDay OldFamilyHouseTour FamilyReunionCarpool CousinsCampout',
    art: 'FamilyReunionPhotoWall FamilyReunionScrapbook FamilyReunionTreeMural GenerationsCollage HandprintBannerCraft FamilyCaricatureBooth',
    tech: 'FamilyReunionTimelapse FamilyReunionSlideshow FamilyVideoCallIn FamilyReunionHomeMovies GroupPhotoTimerHack FamilyReunionGroupChat FamilyReunionPodcast',
    gaming:
      'FamilyReunionTrivia FamilyReunionSpades FamilyReunionDominoes GenerationsGameShow FamilyReunionQuizBowl HorseshoePitFinals',
  },
  'family time': {
    travel:
      'FamilyTimeRoadTrip FamilyCampout AreWeThereYet FamilyTimeTrainRide FamilyBeachDay ZooVisitMorning HometownFamilyTime FamilyTimeParkDay',
    speed:
      'FamilyTimeRelay FamilyChoreRace FamilyTimeDishesDash TableSetSprint FamilyPuzzleBlitz FamilyTimeBlockTowerRace BeatTheClockFamilyTime SockMatchFamilyTime',
    tech: 'FamilyTechFreeNight FamilyTimeSlideshow FamilyTimeAppQuiz FamilyVideoCallBingo FamilyPhotoMontage PhonesInTheBasket FamilyTimeVlog StopMotionFamilyTime',
    gaming:
      'FamilyTimeGameNight FamilyCoOpQuest CharadesChampionship FamilyTimeCardSharks FamilyTimeRacingCup FamilyTimeBoardGameBattle FamilyTimeTournament FamilyTimeDrawAndGuess',
  },
  'family vacation': {
    fitness:
      'FamilyTripHike FamilyBeachRelay FamilyBikeTour FamilyTripMorningWalk HotelRoomFamilyHIIT FamilyTripStairClimb',
    educational:
      'FamilyVacationQuiz FamilyTripHistoryStop FamilyBudgetMath FamilyMapNavigator FamilyTripNatureFacts LocalLanguageFiveWords',
    art: 'FamilyTripPhotoBook FamilyVacationShellArt FamilyScrapbookNight FamilyTripSketchDay KidsTravelJournal SandcastleSculptOff',
    tech: 'FamilyTripApps FamilyTripTimelapse FamilyTripOneSecondADay FamilyPhotoTimerHack KidsTabletTravelKit FamilyTripPhotoDump',
    pet: 'PetJoinsFamilyPhoto FamilyDogBeachDay FamilyTripWithRover FamilyTripCatCarrier PuppyCarRideReady CatSitterVideoCall',
    gaming:
      'FamilyCarBingo FamilyTripCardGames FamilyVacationMiniGolf FamilyArcadeShowdown LicensePlateHunt FamilyTripCardSharks',
  },
  farm: {
    prank:
      'FarmRoosterWakeUpCall FarmChoreSwap FarmScarecrowStandIn FarmFlowerDoorstep FarmGoldenEggHunt MooingDoorbell InflatableFarmAnimals',
    travel:
      'FarmPettingZooDay FarmersMarketCrawl FarmStandRoadTrip CornMazeEscape PickYourOwnFarm PumpkinPatchFarmDay AlpacaFarmVisit',
    wellness:
      'FarmSunriseRoutine SlowHomesteadDay DigInTheGarden FarmSunsetWalk FarmLifeGratitude PorchSwingSunset FarmAnimalTherapy',
    speed:
      'FarmWheelbarrowRace FarmEggCollectDash CornHuskingRace FarmChoreSpeedrun FarmRoundUpRelay FarmHayBaleStackOff SackHopOnTheFarm',
    music:
      'OldMacDonaldRemix FarmAnimalSoundsSong FarmPorchSingAlong FarmyardBeatbox FarmBucketDrums HomesteadHarmonica SingToTheFarmAnimals',
    art: 'FarmAnimalSketch CornHuskDolls FarmBarnSketch FarmScarecrowBuild GoldenHourFarmShoot FarmLandscapePainting FarmAnimalPotatoStamps',
    tech: 'FarmPhotoTimelapse FarmAnimalSoundApp FarmVideoCallTour FarmLifeInOneMinute FarmPlantIDApp FarmAnimalLiveCam FarmForecastFaceOff',
    gaming:
      'FarmTycoonBuild FarmGameInRealLife FarmHarvestSpeedrun FarmSimFirstYear BarnyardBoardGame CozyFarmLifeQuest FarmAnimalCharades',
  },
  farmer: {
    travel:
      'FarmersMarketHop FarmerPickYourOwnDay HayrideWithAFarmer FarmerCountyFair SunflowerFieldFinder MeetTheFarmerTour',
    music:
      'FarmerKazooHoedown FarmerPorchSingAlong SingAFarmersWorkSong FarmerBarnyardChorus OldMacDonaldRemix BucketDrumsFarmerStyle',
    tech: 'FarmerForecastFaceOff FarmerGardenTimelapse FarmerVideoCallTour FarmerCropCalendarApp CanAIGrowATomato FarmerFactChecksAI',
    pet: 'FarmerStrawHatCat FarmerHerdingBallGame FarmerDogChoreHelper GardenPatrolFarmerPup FarmerDogRoundUp BarnyardBossKitty OldMacDoggo',
    gaming:
      'FarmerHarvestSpeedrun FarmerSimFirstHarvest FarmerBarnyardBoardGame FarmerBlockBuildRun FarmerHarvestHighScore FarmerGoFish PerfectFarmerLayout',
  },
  'farmers market': {
    travel:
      'FarmersMarketRoadTrip FarmersMarketNextTown FarmersMarketDayTrip BiggestFarmersMarket FarmersMarketBites FarmersMarketCrawl',
    music:
      'FarmersMarketBuskerJam OldMacDonaldRemix FiddleAtFarmersMarket OpenMicFarmersMarket BeetBoxing FarmersMarketSingAlong',
    tech: 'FarmersMarketTapToPay FarmersMarketVendorMap AIPicksFarmersMarket FarmersMarketPhoneVlog ScanThatVeggie FarmersMarketBudgetApp',
    gaming:
      'FarmersMarketTycoon FarmersMarketBingoCard PlayFarmerForADay FarmersMarketPretendPlay FarmersMarketScavenger SeedToSaleSpeedrun',
  },
  'fast food': {
    travel:
      'FastFoodPicnicStop FastFoodNextTownOver FastFoodRoadTrip RegionalChainHunt FastFoodOldestInTown TryTheLocalFastFood FastFoodPassport',
    tech: 'FastFoodKioskTest FastFoodPhotoVsReal FastFoodAppRewards AIDriveThruOrder FastFoodAppDealHunt TrackMyFastFood CodeAFastFoodMenu',
    pet: 'FastFoodPlushFetch FastFoodBoxCatNap FastFoodPetBegFace FastFoodNoFriesForPets FastFoodBagPeekaboo ChewToyCombo FastFoodStareOff',
    gaming:
      'FastFoodTycoon DriveThruTriviaDuel FastFoodRushCoop FastFoodBurgerStackGame FastFoodKitchenChaos BeatMyFastFoodScore FastFoodMemoryGame',
  },
  'fathers day': {
    fitness:
      'FathersDayPushUpOff FathersDayHike FathersDayBackyardCatch SquatLikeYourFather PiggybackPops FathersDayBootcamp FathersDayFarmerCarry',
    tech: 'FathersDayPhotoRestore FathersDayTechSupport AIFathersDayCard FathersDayVideoMessage TeachDadAnApp GrandpaVoiceMemo FathersDaySlideshow',
    pet: 'FathersDayDogDad FathersDayPetCard TheCatFather FathersDayPawPrints FathersDayPetSelfie PuppyBowtieParade FathersDayFurFamily',
    gaming:
      'FathersDayMiniGolf FathersDayKartShowdown FathersDayChessMatch BeatYourFathersScore DadVsKidsTournament PopsIsPlayerOne FathersDayCheckersCup',
  },
  february: {
    travel:
      'FebruaryCarnivalTrip FebruarySnowDayWalk FebruarySledHillTrip ChasingFebruarySun FebruaryGroundhogDayTrip FebruaryIceSkatingTrip FebruarySnowMoonWalk FebruaryRainyDayMuseum',
    tech: 'FebruaryScreenDetox FebruaryPhotoRecap FebruaryLoveNoteText FebruaryDigitalCard CodeAValentine FebruaryWidgetGlowUp AIWritesFebruaryPoems FebruaryWallpaperSwap',
    pet: 'FebruaryPetValentine FebruaryKittenKisses FebruarySnuggleStreak FebruaryPawPrintCard FebruaryPupHeartTreats DogSeesItsShadow FurryFebruaryPortrait FebruaryTreatHunt',
  },
  'ferris wheel': {
    prank:
      'FerrisWheelTopSurprise FerrisWheelTicketGift WinThemACarnivalPrize SecretFerrisWheelDate FerrisWheelTicketHunt FerrisWheelGroundSign FerrisWheelPhotobomb',
    tech: 'FerrisWheelTimelapse FerrisWheelPanoramaShot FerrisWheelStopMotion FerrisWheelPOVFromTheTop FerrisWheelPhoneVlog FerrisWheelAltitudeApp FerrisWheelGyroTest',
    gaming:
      'ParkTycoonFerrisWheel FerrisWheelBlockBuild FerrisWheelPuzzle FerrisWheelPinball FerrisWheelTrivia FerrisWheelThemeParkSim FerrisWheelSpinToWin',
  },
  ferry: {
    educational:
      'FerryBuoyancyScience FerryHistoryLesson WhyFerriesDontSink FerryKnotsGuide FerryNauticalFlags HowFerriesFloatCars',
    music:
      'FerryHornRemix FerrySeaShanty DeckGuitarJam FerryTaleSingAlong FerryFoghornHarmony WellermanFerryCover',
    tech: 'FerryRouteTracker FerryCrossingTimelapse FerryWakeSlowMo TrackTheFerryLive FerryGPSSpeedLog FerryLiveCamTour',
    pet: 'FerryDogDeckDay FerryPetLifeJacket PupMeetsASeagull FerryCatCarrierCalm FerryPuppyFirstBoat FerryPetTravelKit FerryWindyEarsCam',
    gaming:
      'FerryCaptainSim FerryIslandHopGame FerryDockingGame FerrySeaBattleGame FerryCardsOnBoard ShipShapeSpeedrun FerryTravelBingo',
  },
  festival: {
    educational:
      'HowFestivalsAreBuilt HoliColorsMeaning FestivalSoundScience LeaveNoTraceFestival FestivalOrigins101 FestivalHistoryIn60 FestivalCrowdMath FestivalStageRigging',
    travel:
      'FestivalRoadTrip FestivalPassport FestivalInYourTown FestivalCityHopping FestivalHopThisSummer FestivalCultureDayOut SmallTownFestivalHunt FestivalNextTownOver',
    art: 'FestivalTotemCraft GlitterFacePaint DreamFestivalPoster WristbandCollage DesignYourFestivalFlag FestivalPhotoCollage FestivalFlowerCrown FestivalTieDyeBanner',
    tech: 'FestivalPhoneSlowMo FestivalPhoneSurvival FestivalPowerBankTest FestivalOfflineMap FestivalLiveStreamWatch FestivalSilentDiscoApp FestivalChargerHacks FestivalPhonePOV',
    gaming:
      'FestivalRhythmGame FestivalLineupBuilder FestivalTycoonSim GuessTheHeadliner RhythmStageBattle FestivalCampCardGames FestivalBingo FestivalCharades',
  },
  fetch: {
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchAtTheLake FetchTrailDayTrip FetchNewParkEveryWeek FetchPassportStamps',
    tech: 'FetchBallLauncherTest FetchSlowMoCam FetchTimelapse FetchFromDogsPOV FetchStepCounter FetchDistanceApp',
    gaming:
      'FetchHighScore FetchTrickShotGame FetchBullseyeToss FetchTargetGame FetchComboStreak GoodBoyLeaderboard BackyardFetchOlympics',
  },
  fiance: {
    travel:
      'FianceVenueTour FianceDayTripDate FianceRoadTrip FianceCityEscape ProposalSpotRevisit FiancePicnicSpotHunt FianceTrainDayTrip FianceBucketList',
    fashion:
      'FianceFitCheck FianceLookbookReveal FianceStylesMe TwinningWithMyFiance RingStackLook FianceSuitFitting FianceClosetSwap ThriftForFiance',
    gaming:
      'FianceCoOpRun FianceChessRivalry FianceNewlywedRound PlayerTwoForLife FianceRacingGameFeud FianceCardGameDuel FianceWordGameDuel JigsawWithFiance',
  },
  'field trip': {
    fitness:
      'FieldTripStepCount FieldTripHike SquatAtEveryStop BuddySystemBurpees FieldTripBusStretch FieldTripParkRelay FieldTripLungeLine',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FarmersMarketFieldTrip FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus FieldTripLunchBoxes',
    tech: 'FieldTripAudioGuideApp FieldTripVlog AIPlansMyFieldTrip FieldTripPinEveryStop FieldTripTimelapse ScanTheMuseum',
    gaming:
      'FieldTripBingo FieldTripSideQuest FieldTripSpotItGame FieldTripBlockBuild ISpyOnTheBus TwentyQuestionsTour FieldTripAchievements',
  },
  'fire drill': {
    fitness:
      'FireDrillStairClimb FireDrillBearCrawl FireDrillHoseCarry StopDropAndRollReps FirefighterBootCamp FireDrillShuttleRun FireDrillHallwayCrawl BackpackFireDrill',
    cooking:
      'KitchenFireDrill FireDrillLunchboxPrep FireDrill5AlarmChili FireDrillCupcakes CampfireFireDrill OvenMittFireDrill FireDrillSnackPack FireDrillPepperPizza',
    travel:
      'CountTheDoorsToExit FireDrillAtGrandmas HotelFireDrill CampsiteFireDrill FireDrillRentalCheck FireStationTour HostelFireDrill FireDrillBeforeUnpack',
    tech: 'KidsVoiceFireDrill FireDrillFloorPlanApp SmartAlarmFireDrill AskAIForAFireDrill FireDrillExitMapPhoto SmokeDetectorTest FireDrillTimerApp FireDrillQRCode',
    pet: 'FireDrillCarrierTest DogFireDrillRecall FireDrillLeashByDoor FireDrillPetHeadcount FireDrillCatWrangle FireDrillPetExitPlan KittyFireDrill TreatTrailFireDrill',
    gaming:
      'FireDrillEscapeRoom FireDrillSpeedrun FireDrillScavengerHunt DesignAFireDrillLevel FireDrillTriviaRound FirefighterSimRun FireDrillBlockMap FireDrillMazeGame',
  },
  'fire safety': {
    fitness:
      'FireSafetyLowCrawl FireSafetyGearSquats FireSafetyBootcamp FireSafetyHoseDrag FireStationStairClimb StopDropAndPlank FireSafetyJumpingJacks',
    prank:
      'FirehouseCookieDrop FireSafetyPartyFavors FireSafetyGiftBasket FireSafetyBatterySwap FireStationThankYou FireSafetyNeighborKit FireSafetyStickyNotes',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck FireSafetyMuseumTrip FireSafetyRentalCheck FireSafetyParadeDay FireTowerHike FireSafetyCampRules',
    tech: 'SmokeDetectorTest FireSafetyVideoQuiz FireSafetySmartAlarm FireSafetyAppChecklist FireSafetyCOSensor FireSafetyChirpDecoder FireSafetyAlertSetup',
    pet: 'FireSafetyPetSticker FurryFamilyEscapePlan FireSafetyLeashByDoor FireSafetyCarrierReady FireSafetyPetHeadcount FireStationDogVisit FireSafetyCrateDrill',
  },
  'fire station': {
    fitness:
      'TrainLikeAFirefighter FireStationStairClimb FirehouseHoseCarry HoseDragHustle FirehouseBootCamp FireStationFitTest FireStationStepUps GearUpFireStationHIIT',
    travel:
      'FireStationOpenHouse FireStationLocalVisit OldestFirehouseHunt FireStationPassport VintageEngineSpotting FireStationTownParade FireStationRoadTrip HistoricFireStations',
    music:
      'FireStationSirenRemix BucketDrumBrigade FirehouseBellBeat FireStationChant FirefighterAnthem FireStationKazooBand SingForFireStation FireStationJingle',
    art: 'FireStationMural FireStationBlockBuild DalmatianDotPainting DrawAFireEngine FirehouseHelmetArt FireStationSketchWalk CardboardFireStation FireStationPopUpCard',
    tech: 'FireStationVirtualTour FireStationSmokeAlarmTest FireStationStopMotion FirehouseGadgetTour FireStationRadioCodes FireStationSirenRecording CodeAFireStationGame FireStationMapApp',
    gaming:
      'FireStationBoardGame FireStationHoseTarget FirehouseTriviaNight FireStationRescueRun SirenMemoryMatch FireStationSimulator BuildAFireStationMap FireStationFloorIsLava',
  },
  'fire truck': {
    fitness:
      'FireTruckBootcamp FireTruckHoseDrag FireTruckHoseLunges FirefighterStairClimb FireTruckGearBurpees FireTruckWagonPull ToyFireTruckPushUps',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckDopplerSiren FireTruckLadderReach WhyDalmatiansRideAlong FireTruckHoseScience WhatsOnAFireTruck',
    travel:
      'FireTruckMuseumVisit FireTruckOpenHouse SpotVintageFireTrucks FireTruckParadeDay FireEngineSpottingWalk HistoricFirehouseHop FireTruckColorHunt',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckRainBoots DressLikeAFireTruck FireTruckCoatChic ReflectiveStripeStyle FireTruckPatchJacket',
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer FireTruckDrillIn60 FireTruckGearUpIn30 FireTruckBootsOnDash BuildAFireTruckFast',
    art: 'CardboardFireTruck FireTruckClaySculpt FireTruckWatercolor StencilAFireTruck DalmatianSpotArt FireTruckBlockBuild FireTruckMosaic',
    tech: 'FireTruckStopMotion FireTruckRCModel FireTruckSirenApp FireTruckPhoneTimelapse CodeASirenSound FireTruckVideoTour FireTruckLEDLights',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FireTruckDiceRace FireTruckToyRescue FiveAlarmSpeedrun CatUpATreeLevel FireTruckRaceOff',
  },
  firefighter: {
    fitness:
      'FirefighterStairClimb FirefighterHoseDrag TrainLikeAFirefighter FiremanCarryChallenge FirefighterLowCrawl FirefighterGearBurpees BucketBrigadeRelay',
    travel:
      'FirefighterStationTour FirefighterMuseumTrip FirefighterLookoutHike FiremanForADay VintageFireTruckHunt FirefighterParadeDay MeetAFirefighter',
    fashion:
      'FirefighterFitCheck FirefighterSuspenders DressLikeAFirefighter FiremanCostumeDIY FirefighterGearStyle RedAndReflective FirewomanPowerLook',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime HoseRollBlitz FirefighterGearUpIn90 FirefighterLadderDash',
    music:
      'FirefighterSirenRemix FirefighterBellRhythm FirefighterThemeSong FirefighterBootBeat FirefighterSaluteSong WeDidntStartTheFire AnthemForFirefighters',
    tech: 'FirefighterVideoCall TestYourSmokeAlarm FirefighterStopMotion FirefighterSafetyApp FirefighterExitMapPhoto WildfireMapApp FirefighterTechTour',
    pet: 'FirefighterPupPose FirefighterPetSafety FirefighterKittyRescue FirefighterPetRescueKit DalmatianForADay StationDogSalute FirefighterFidoDrill',
    gaming:
      'FirefighterSimRun FirefighterCoopRescue FirefighterRescueGame FiremanHighScore FirefighterBoardGame FiveAlarmBossLevel EscapeRoomFirefighter',
  },
  firefly: {
    cooking:
      'FireflyGlowMocktail LightningBugCupcakes FireflyGlowJelly FireflyJarParfait FireflyLanternCake DuskPicnicBasket TwilightFireflyCookies',
    travel:
      'FireflyParkAtDusk FireflyMeadowCamp FireflyFestivalTrip FireflyNightHike FireflyBackyardCampout FireflyMeadowWalk GrandmasPorchFireflies',
    music:
      'FireflyLullaby CricketChorusNight FireflyBlinkTempo FirefliesSongCover TwinkleLittleFirefly CicadaDuskMix JamWithTheFireflies',
    tech: 'FireflyCountApp FireflyNightModeTest FireflyTimelapse CodeAFireflyJar FireflyWatchApp FireflyPhotoHunt FireflyFlashlightTalk',
  },
  fireplace: {
    cooking:
      'FireplaceSmores CocoaByTheFireplace FiresideChestnuts PopcornOverTheFire FireplaceFondueNight HearthBakedBread FireplacePizzaPicnic',
    travel:
      'FireplaceCabinTrip FireplaceLodgeStay FireplaceCafeHunt FireplaceLibraryVisit CoziestFireplaceHunt HistoricHearthTour',
    music:
      'FireplaceCrackleBeat AcousticByTheFireplace FiresideCarols FireplaceLullaby ChestnutsRoastingCover HearthsideHarmony FireplaceFolkSong',
    art: 'StyleYourMantel FireplaceWatercolor FiresidePortrait FireplaceStockingDesign PaintTheFireplaceGlow HearthCharcoalDrawing FireplaceFlameSketch',
    tech: 'FakeVsRealFireplace FireplaceSmartRemote FireplaceCOAlarmCheck FireplaceYuleLogStream FireplaceSoundRecording FireplaceTVScreenHack FireplaceTimelapse',
    gaming:
      'BoardGameByTheHearth FireplaceCardNight JigsawByTheFire FireplaceChessDuel FireplaceWordGame HearthsideTriviaNight',
  },
  firewood: {
    funny:
      'DadsFirewoodPride FirewoodPileEnvy FirewoodForAnIceAge ThatOneFirewoodLog FirewoodStackWobble FirewoodStackingFail FirewoodSommelier FirewoodInfluencer',
    educational:
      'WhyFirewoodCrackles SeasonedFirewoodTest FirewoodRingCount HowToStackFirewood OakVsPineShowdown NameThatLog FirewoodTreeRingCount FirewoodSplitScience',
    cooking:
      'FirewoodPizzaNight FirewoodDutchOven FirewoodFlapjacks SmoresOverFirewood HickoryVsApplewood EmberRoastedCorn FirewoodCampBread FirewoodSkilletCookie',
    travel:
      'BuyFirewoodLocally FirewoodStandHunt CabinFirewoodWeekend FirewoodParkCampout FiresideRoadTrip WoodsmokeTrail FirewoodCampsiteHop FirewoodBeachBonfire',
    art: 'PaintedFirewoodSlices FirewoodLogFaces FirewoodStackArt FirewoodCandleHolder CharcoalFromTheFire LogRoundCoasters FirewoodBarkRubbing FirewoodTwigFrame',
    tech: 'FirewoodWoodIDApp FirewoodFlameSlowMo FirewoodTimelapse AIRatesMyFirewood HowMuchIsACord FirewoodPriceCompare FirewoodStopMotion FirewoodScaleTest',
    pet: 'DogCarriesFirewood CatByTheFirewood FirewoodSniffPatrol FirewoodNapSpot FiresideSnuggle KittenVsKindling FirewoodPupHelper FirewoodHearthPose',
    gaming:
      'FirewoodStackingDuel FirewoodSpeedrun FirewoodCraftingRecipe FirewoodSurvivalMode FirewoodLogCabinBuild FirewoodTowerGame FirewoodTradingGame FirewoodCampGame',
  },
  fireworks: {
    prank:
      'PopUpFireworkCard FireworkVideoSurprise FireworkConfettiDoor FireworksCupcakeReveal FireworkPinataSurprise PartyPopperAmbush IndoorFireworkBalloons',
    travel:
      'FireworksTownShow FireworksParkPicnic BestFireworksSpot FireworksLakesideNight FireworksFairNight FireworksDowntownNight FireworksFromAHilltop',
    music:
      'BabyYoureAFirework SyncToTheFireworks FireworksPlaylist FireworksBeatDrop CrashCymbalFinale BoomGoesTheBass FireworkKaraokeBelt',
    tech: 'FireworksPhonePhotoTips FireworksSlowMo NightModeShowdown CodeAFireworkBurst FireworksTimelapse LongExposureHack ARFireworkFilter',
    pet: 'FireworksCozyDen LickMatForFireworks FireworkSoundTraining FireworksWhiteNoise FireworksCalmPetWrap SafeSpaceForPets FireworkNightCuddles',
    gaming:
      'FireworkSandboxShow FireworkCardGameNight FireworkVictoryDance FireworksHighScore FireworksRhythmRush FireworkRocketRaceGame',
  },
  'first aid': {
    fitness:
      'RescueDragDrill CPRPillowPractice FirstAidStretcherCarry FitForFirstAid FirstAidJumpingJacks FirstAidHikeReady FirstAidStairClimb FirstAidPushUpPace',
    travel:
      'PackYourFirstAidKit FirstAidBlisterCare FirstAidSunburnRelief FirstAidTravelTips DontLeaveWithoutIt FirstAidTrailReady TinyTinFirstAid FirstAidInAnyLanguage',
    fashion:
      'FirstAidKitBeltBag ReadyForAnythingFit FirstAidPatchJacket FirstAidScrubsStyle FirstAidMedicalCharm CuteFirstAidPouch BandanaFirstAid FirstAidFannyPack',
    music:
      'StayinAliveCPR FirstAidStepsRap FirstAidJingle CPRSongTempo PushToTheBeat FirstAidBeatbox FirstAidAcapella FirstAidKaraoke',
    tech: 'EmergencySOSSetup FirstAidEmergencyContacts FirstAidAppDrill FirstAidAEDFinder FirstAidMedicalID AICoachesCPR SmartwatchFirstAid FirstAidVoiceAssistant',
    gaming:
      'FirstAidEscapeRoom FirstAidTrivia FirstAidScenarioCards GrabTheMedkit FirstAidRolePlay HealthPotionIRL ChooseYourFirstAid FirstAidMedicRole',
  },
  'first apartment': {
    prank:
      'SecretlyStockTheFridge MomsFirstAptRules FirstApartmentGnomes FirstApartmentWelcomeKit FirstApartmentBalloons PlantOnTheDoorstep FirstApartmentDoormat StickyNoteFirstApartment',
    speed:
      'FirstApartmentMoveIn60 FlatPackSpeedBuild FirstAptUnpackRace FirstApartmentSpeedrun FirstApartmentBoxBlitz FirstApartmentRelay CleanMyFirstApartment TidyFirstApartmentDash',
    tech: 'FirstAptWiFiSetup FirstApartmentTechTour FirstApartmentDoorCam LEDStripGlowUp FirstApartmentSmartPlug FirstApartmentTVMount ScanMyFirstApartment FirstApartmentLayoutApp',
    pet: 'RescueRoommatePup FirstAptCatInspector FirstApartmentDogTour FirstNightPetCam KittenProofMyPlace FirstApartmentFishTank FirstApartmentPerch DoggoFirstApartment',
    gaming:
      'FirstApartmentSimBuild FirstApartmentLANParty CozyGamingNook FirstPlaceGameNight PlayerTwoRoommate FirstApartmentTrivia FirstApartmentBingo FirstApartmentRPG',
  },
  'first day': {
    educational:
      'NewKidSurvivalGuide FirstDayIcebreakers FirstDaySchoolMap AdviceForYourFirstDay FirstDayTimeCapsule FirstDayClassroomTour',
    travel:
      'FirstDayInANewCity FirstDayNewNeighborhood FirstDayCampusTour GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt',
    speed:
      'FirstDayReadyInTen DoorstepPhotoDash FirstDayShoesOnRace BeatTheFirstBell FirstDaySupplyBlitz FirstDayLunchPackOff FirstDayNameTagRace',
  },
  'first paycheck': {
    travel:
      'FirstPaycheckWeekender PaydayDayTrip FirstPaycheckPicnic FirstPaycheckRoadTrip FirstPaycheckGetaway BudgetBucketList FirstPaycheckCamping FirstPaycheckTrainRide',
    tech: 'FirstPaycheckTechHaul FirstPaycheckSetup FirstPaycheckAIBudget FirstBigGadgetBuy DirectDepositAlert SpreadsheetEraBegins UnboxFirstPaycheck FirstPaycheckBudgetApp',
    pet: 'FirstPaycheckCatTree FirstPaycheckPetHaul SpoilTheDogFirst PaydayForThePup FirstPaycheckPetPortrait PuppyBedUpgrade FirstPaycheckNewCollar FirstPaycheckTreatBox',
  },
  fishing: {
    fitness:
      'FishingRodCoreTwist FishingCastReps FishingShoreWalk FishingBankSquats ReelInCurls TackleBoxSquats FishingPierPushUps FishingHikeIn',
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBluesJam FishingTripAnthem TackleBoxPercussion FishingCampfireDuet FishingSingAlong',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine FishingBobberArt FishingFishPrintArt FishingLureDoodles FishingPhotoStory',
    tech: 'FishingTideAppCheck FishingForecastCheck FishingCatchLogApp FishingCatchPhotoTips BudgetFishingGadgets AIPlansMyFishingTrip FishingSpotMapApp FishingFishIDApp',
  },
  fitness: {
    dance:
      'FitnessRetroAerobics FitnessStepAerobics FitnessFreestyle FitFamFlashMob CardioDanceCombo KickboxingGroove ShimmyIntoFitness',
    travel:
      'FitnessSightseeingRun FitnessTravelKit FitnessParkCircuit GetFitOnTheRoad HotelGymRating FitnessHillTopSelfie FitnessWithAView',
    tech: 'FitnessTrackerTest FitnessAppFaceOff FitnessHeartRateZones FitnessWorkoutVideoTest FitnessStepCountCheck FitnessAICoachTest CloseYourFitnessRings',
    pet: 'PetFitnessBuddy FitnessPuppyJog FitnessKittenYogaMat FitFamFetchSprints DogAgilityCourse FitnessRunWithYourDog FurryFitnessCoach',
    gaming:
      'FitnessLevelUpGame FitnessShadowBoxGame FitnessXPGrind FitFamRaidNight ExergameHighScore FitnessDanceGameMarathon FitnessBossBattle',
  },
  'fitted sheet': {
    travel:
      'FittedSheetBeachHack CampingFittedSheet HostelBunkBattle HotelFittedSheetFold FittedSheetRoadTrip PackingAFittedSheet FittedSheetAirMattress CouchSurfFittedSheet',
    tech: 'FittedSheetFoldVideo FittedSheetSlowMo AIExplainsFittedSheets FittedSheetStopMotion FittedSheetVoiceOver TimeLapseFittedSheet FittedSheetGreenScreen FittedSheetHackCheck',
  },
  flag: {
    fitness:
      'FlagFootballDrill FlagPlankTaps FlagRelayRun CaptureTheFlagCardio FlagHillSprint RaceToTheFlagpole FlagDashShowdown FlagWaveArmBurn',
    travel:
      'FlagHuntDowntown FlagTrailHike FlagSpottingWalk CollectAFlagPerTrip FlagCityHallWalk FlagParadeDay PinTheFlagMap FlagAtEveryStop',
    fashion:
      'FlagPatchJacket FlagScarfWrap DressAsYourFlag FlagSportsDayFit WearYourColors FlagCapeCatwalk FlagBandanaFiveWays',
    wellness:
      'FlagOfMyValues FlagIntentionBunting WatchAFlagFlutter FlagGratitudeBunting GreenFlagHabits WhiteFlagRestDay DrawYourMoodFlag',
    music:
      'FlagMarchingBand FlagWaveToTheBeat FlagSongContestParty FlagAnthemMatch WavinFlagSingAlong GuessTheCountryByEar WorldMusicFlagTour',
    tech: 'FlagQuizAppStreak FlagCSSDrawing AIGuessesTheFlag CodeAFlagInPython EmojiFlagDecoder FlagWallpaperDesign AnimateAFlagFlutter FlagColorPicker',
    pet: 'FlagBandanaPup FlagPetParade KittenChasesAFlag DogCarriesTheFlag CatCapturesTheFlag FlagPupSitStay PawPrintFlag FurryFlagBearer',
    gaming:
      'CaptureTheFlagNight FlagGuessTheCountry FlagDailyQuizStreak FlagBlockBanner FlagHideAndSeek FlagQuizKnockout FlagForeheadGuess FlagSpeedSnap',
  },
  flamingo: {
    travel:
      'FlamingoZooVisit FlamingoLawnSpotting FlamingoSpottingTour FlamingoParkPicnic FlamingoMiniGolfTrip FlamingoStatueHunt FlamingoMuralHunt',
    music:
      'FlamingoHonkRemix FlamingoBucketDrums FlamingoTropicalBeat FlamingoFlamencoClaps CalypsoUkuleleJam PrettyInPinkCover BeachPartyFlamingoSong',
    tech: 'FlamingoDrawingApp FlamingoLiveCam AICountsTheFlamingos FlamingoPhoneWallpaper PinkDeskSetup BirdCallAppTest FlamingoARFilter',
    gaming:
      'FlamingoCroquetGame FlamingoMiniGolf SpotTheFlamingoLevel FlamingoTowerTopple FlamingoZooBuilderGame PinkFlockPuzzle',
  },
  flannel: {
    travel:
      'FlannelAppleOrchard FlannelLeafPeeping FlannelScenicDrive FlannelCabinTrip FlannelThriftShopTour FlannelForestHike PumpkinPatchFlannel FlannelFarmStandTrip',
    music:
      'FlannelFolkCover GrungeFlannelRiff FlannelPorchSingAlong SmellsLikeFlannel UnpluggedInFlannel FlannelCampfireSong FlannelKazooJam FlannelHarmonica',
    tech: 'PlaidPatternGenerator FlannelThriftAppHunt FlannelOutfitPlannerApp AIDesignsMyFlannel FlannelFallFilter FlannelDesignOnTablet FlannelARTryOn FlannelStopMotion',
    gaming:
      'LumberjackSurvivalRun FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight FlannelGameCosplay FlannelCardGameNight LegendaryFlannelSkin CampfireFlannelChess',
  },
  flashcard: {
    travel:
      'FlashcardFlagMatch FlashcardTravelPhrases FlashcardLandmarkHunt FlashcardsOnTheFlight DestinationDrawPile FlashcardRoadTripQuiz CityHopByFlashcard PackingListFlashcards',
    tech: 'FlashcardAppShowdown FlashcardAIMaker FlashcardCodingTerms FlashcardScanToDeck WristFlashcards AIQuizzesMe FlashcardAppStreak BuildAFlashcardBot',
    pet: 'FlashcardDogCommands FlashcardKittyPawPick FlashcardTrickShow PupReadsFlashcards FlashcardPetButtons FlashcardPetVocab FlashcardTreatHunt FlashcardNameGame',
    gaming:
      'FlashcardBossRush FlashcardQuizBoard FlashcardMemoryMatch FlashcardSlapJack LevelUpYourFlashcards QuizMeGameNight FlashcardBingo SpeedrunYourFlashcards',
  },
  flashlight: {
    fitness:
      'DodgeTheFlashlight FlashlightBeamBurpees FlashlightBackyardJog TorchTagSprints LightsOutLunges FlashlightPlankHold',
    prank:
      'FlashlightCeilingStars FlashlightShadowBunny FlashlightWallMessage GiftHuntByFlashlight FlashlightSignalSurprise FlashlightLoveNote',
    travel:
      'FlashlightNightHike FlashlightBeachWalk GhostWalkByFlashlight TorchlitForestWalk FlashlightFieldTrip OwlWatchByTorch',
    tech: 'BuildAFlashlight FlashlightTeardown PhoneFlashlightHacks FlashlightLumenWars PotatoPoweredTorch FlashlightMorseApp SmartBulbVsFlashlight',
    gaming:
      'FlashlightEscapeRoom ManhuntWithFlashlights FlashlightHideAndSeek FlashlightFreezeTag FlashlightTreasureHunt TorchlitTabletop',
  },
  'flea market': {
    travel:
      'FleaMarketPassport FleaMarketBigCityHunt FleaMarketHopping FleaMarketRoadTrip FleaMarketWeekendTrip FleaMarketSaturday NightFleaMarketCrawl FleaMarketLocalsOnly',
    tech: 'DoesItStillWork FleaMarketCameraTest FleaMarketRadioFix FleaMarketTechRescue SwapMeetMysteryGadget FleaMarketTypewriter ScanAFleaMarketPhoto FleaMarketCRTHookup',
  },
  florida: {
    dance:
      'SunshineStateShuffle FloridaMiamiSalsa FloridaFlamingoStep FloridaSunshineMoves FloridaBeachBounce GatorChompStomp FloridaLimbo PalmSwayFlorida',
    fitness:
      'FloridaSunriseRun FloridaParkYoga FloridaBeachBurpees BeatTheFloridaHeat GatorCrawlChallenge FloridaBeachWalk FloridaSurfPopUps FloridaSandSprints',
    funny:
      'FloridaHumidityHair FloridaLizardRoommate FloridaGatorSighting JustFloridaThings MosquitoSwatDance FourSeasonsInAnHour FloridaWeatherWhiplash FloridaWinterCoat',
    prank:
      'FloridaThemedDinner FloridaOrangeDelivery FakeFloridaPostcard FloridaSunshineInABox RubberGatorInTheTub FlamingoFlockYourYard FloridaInTheBackyard FloridaKeysTreasure',
    wellness:
      'FloridaShadeBreak FloridaKeysSlowDay FloridaSunsetCalm FloridaSaltAirReset MoveAtManateeSpeed SunshineStateOfMind BarefootFloridaWalk SeashellFloridaJournal',
    speed:
      'FloridaFactsIn60 FloridaSandcastleIn10 FloridaShellDash FloridaBeachRelay FloridaOrangePeelRace KeyLimePieRace OutrunFloridaRain PackUpFloridaPicnic',
    music:
      'FloridaBeachSongCover FloridaBeachJam FloridaGatorBallad FloridaReggaetonMix FloridaIslandBeat FloridaSwampBlues FloridaUkuleleSunset PorchPickinFlorida',
    tech: 'FloridaLaunchLivestream FloridaStormTracker FloridaSolarPowerTest FloridaPhoneOverheat FloridaReefWebcam LiftoffSlowMo SatelliteViewFlorida FloridaHurricaneApp',
    pet: 'FloridaDogBeach FloridaPuppyPaddle CatVsFloridaLizard FloridaLanaiKitty FloridaPetSunSafety GatorPlushFetch SandyPawsFlorida SunshineNapFlorida',
    gaming:
      'FloridaTriviaNight FloridaMinigolfTour FloridaFlashcardGame FloridaMapQuiz GatorGolfShowdown RocketLaunchSim FloridaBeachBingo FloridaPlateSpotter',
  },
};
