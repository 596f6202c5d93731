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
    wellness:
      'EaglePoseBalance BirdsEyeGratitude RiseLikeAnEagle EagleViewJournal EagleCamCalm HilltopBreathwork SlowEagleWatch EaglePerchPause',
    speed:
      'EagleEyeSpeedFind EagleDrawIn30 TalonGrabRelay EagleOrigamiIn60 SpotTheEagleFirst EagleDiveDash QuickfireEagleFacts BaldEagleBlitz',
    music:
      'FlyLikeAnEagleCover EagleCallRemix EagleAnthemKaraoke WindBeneathMyWings EagleScreechBeatDrop SoaringStringsJam EagleWhistleSolo BrassEagleFanfare',
    art: 'EagleWingspanDrawing PaperEagleCraft EagleEyeCloseUp OneLineEagle EagleSilhouetteArt EagleFeatherSketch WatercolorEagle HandprintEagle',
    tech: 'EagleNestLivestream EagleSoundAppID EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline BirdIDAppHunt AIDrawsAnEagle EagleCamHighlights',
    pet: 'EagleCallEarTilt EagleEyedCatBirdWatch KittyVsEagleCam DoggoEagleCostume EagleEyedTreatFind BudgieMeetsEagleToy EagleSqueakyToyTest EaglePlushFetch',
    gaming:
      'EagleFlightSimRun EagleDiveHighScore MiniGolfEagleHunt EagleEyeISpy NestBuildChallenge EagleTriviaNight BirdieOrEagle EagleAirRace',
  },
  earring: {
    dance:
      'HoopEarringSway EarringDangleSpin EarringJingleStep EarringsOnTheBeat EarStackShimmy ChandelierHairFlip EarringSwingOut EarringWobbleOff',
    fitness:
      'HulaHoopEarrings EarringSwingHIIT DanglyEarringCardio EarringStudGymFit EarStackYogaFlow EarringFreeSpinWorkout EarringStayPutTest EarringBurpeeProof',
    funny:
      'LostEarringBackHunt EarringDrainRescue GiantEarringTryOn HeavyEarringProblems EarringMismatchDay PiercingPainScale EarringClipOnFail EarringBabyGrab',
    prank:
      'FakePiercingEarring EarringCandyDangles EarringGiftSurprise GiantEarringPrank FruitHoopsReveal MismatchedStudsTest EarringCerealLoops EarringSneakSwap',
    educational:
      'EarringSterlingTest PiratesWoreEarrings EarringMetalQuiz EarringAllergyScience HowPearlsForm WhyGoldDoesntTarnish EarringKaratMath EarringsThroughTime',
    cooking:
      'HoopEarringBagels EdibleEarrings OnionRingEarrings EarringGummyStuds EarringMacarons CherryEarrings EarringCookieDangles EarringPretzelTwists',
    travel:
      'EarringSouvenirHunt EarringMarketHaggle OneEarringPerTrip EarringsFromTheGiftShop EarringPackingHack LocalEarringMarket EarringFromEveryBeach EarringSeaGlassFind',
    wellness:
      'EarringsOffWindDown EarringMemoryStories EarringBeadingCalm WearTheFancyEarrings MindfulJewelryBox SlowSundayDressUp EarringHeirloomDay EarringGratitudeGift',
    speed:
      'FiveEarringSwapsFast EarringOneHandClasp EarringPairMatchRace TenEarringsOneMinute HoopsOnBlindfolded JewelryBoxSortOff EarringUntangleDash EarringStackSprint',
    music:
      'HoopEarringAnthem EarringJingleBeat EarringChimeMelody EarringASMR DiamondsSongCover PearlEarringSingAlong EarringHeadbangTest EarringBellDuet',
    art: 'ResinEarringArt EarringClayCraft EarringShrinkPlastic UpcycledEarrings EarringWireWrapping PaintedShellDangles EarringPolymerFlowers EarringBeadPattern',
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
    cooking:
      'EarthDayCupcakes EarthDayScrapsPesto EarthDayZeroWasteBake PlanetEarthCakePops GardenToTableLunch VeggiePeelChips EarthDayDirtCups',
    travel:
      'EarthDayHugATree EarthDayBeachCleanup EarthDayLocalTrailWalk EarthDayBusAdventure LeaveNoTraceHike EarthDayBotanicGarden EarthDayBigTreeHunt',
    fashion:
      'EarthDayThriftFit EarthDayClothingSwap EarthDayMendedJeans EarthDayUpcycledTee SecondhandOnlyWeek VisibleMendingDare',
    wellness:
      'EarthDayNatureWalk EarthDayGratitude EarthDaySitUnderATree GroundedOnEarthDay BarefootGrassBreak SunriseOutdoorPause EarthDayStargaze',
    speed:
      'EarthDayLitterPickup EarthDayRecycleSort EarthDayCompostBlitz BeatTheEarthDayClock PlantTenSeedlingsFast LightsOffCountdown EarthDayCleanupRelay',
    music:
      'EarthDayNatureSounds EarthDayBottleBand EarthDayRainstickBuild EarthSongCover EarthDayBirdsongDuet GoGreenAnthem EarthDayJunkPercussion',
    art: 'DesignAnEarthDayPoster EarthDayRecycledArt EarthDayBottleCapMural EarthDayNatureMandala LeafPrintCraft CardboardGlobeBuild',
    tech: 'EarthDayDigitalDeclutter EarthDayEnergyAudit EarthDayEwasteDrop EarthDayTimelapse EarthDayUnplugChargers CarbonFootprintApp EarthDayLEDSwap',
    pet: 'EarthDayPetWalk EarthDayPuppyTreePlant EarthDayCatGrassPot EarthDayDogCleanupWalk EarthDayTugToyDIY BirdBathBuild EarthDaySniffari',
    gaming:
      'EarthDayTrivia EarthDaySortingGame EarthDayScavengerHunt SaveTheEarthCoOp EcoCityBuilder EarthDayMemoryMatch EarthDayBingoHike',
  },
  earthquake: {
    dance:
      'EarthquakeWobble EarthquakeRumbleStomp EarthquakeShakeOff EarthquakeTremorShimmy DropCoverHoldGroove SeismicWaveRoll EarthquakeJelloJig',
    fitness:
      'EarthquakeWobbleSquats EarthquakeCoreBrace EarthquakeBalanceTest EarthShakerLunges DropCoverHoldBurpees EarthquakePillowBalance EarthquakeStairDrill',
    funny:
      'EarthquakeOrTruck EarthquakeGroupChat RateThatEarthquake EarthquakeSleptThrough DidYouFeelThat FirstTimerVsLocal EarthquakeDramaQueen',
    prank:
      'EarthquakeKitGiftBox EarthquakeSafetyNotes EarthquakeJelloJiggle EarthquakeDrillCheers EarthquakeWaterBottleGift GoBagGlowUp EarthquakeSnackStash',
    cooking:
      'EarthquakeCake EarthquakeJelloTower EarthLayersParfait EarthquakeBrownies CrinkleCookieCracks TectonicPlateNachos EarthquakeRockyRoad',
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
    dance:
      'DoTheWormDance EarthwormWiggle EarthwormSquirmStep EarthwormNoodleArms RainyDayWriggle SquigglySoilShuffle',
    fitness:
      'InchwormPushUps EarthwormCrawlCore EarthwormSquirmAbs EarthwormLongStretch GardenDigWorkout CompostTurnCardio EarthwormPlankHold',
    funny:
      'EarthwormVoiceover EarthwormRushHour EarlyBirdVsEarthworm EarthwormDatingProfile WormOnAStringMagic RobinStakeoutSkit',
    prank:
      'GummyWormSurprise EarthwormPlushSwap EarthwormSockPuppet EarthwormLunchboxNote RubberBandWiggler WigglyNoodleFakeout EarthwormGiftBox',
    educational:
      'EarthwormFiveHearts EarthwormRegrowthMyth WhyWormsSurfaceInRain SoilJarEarthworms EarthwormsMakeSoil CompostLifeCycle',
    cooking:
      'GummyWormDirtCups EarthwormPuddingPots EarthwormGardenCake EarthwormSpaghettiNest WigglyBreadsticks CookieCrumbTiramisu EarthwormBrownieBites',
    travel:
      'WormFarmVisit EarthwormMuddyTrail EarthwormRainHike EarthwormParkHunt CommunityGardenTour EarthwormNatureWalk WormCharmingDayOut',
    fashion:
      'EarthwormPinkPalette EarthwormRainBoots WormPrintRaincoat EarthToneFitCheck MuddyGardenLook ClayColorLayers EarthwormCharmBracelet',
    wellness:
      'EarthwormGardenHour EarthwormSlowDig EarthingBarefoot WormFarmCalm BareHandsInSoil CompostGratitude EarthwormPatience',
    speed:
      'EarthwormRescueRace EarthwormSoilSiftDash CountTheEarthworms WormBinBuildBlitz BeatTheEarlyBird CompostTurnSprint EarthwormDrawIn30',
    music:
      'EarthwormSlideWhistle EarthwormBluesJam EarthwormLullaby WiggleWormAnthem UndergroundBassline RainyDayGardenBeat EarthwormSongForKids',
    art: 'EarthwormMudPainting EarthwormStringPrint ClayEarthwormFamily PipeCleanerWorms SoilLayersJarArt TunnelMapDrawing EarthwormYarnCraft',
    tech: 'WormFarmTimelapse WormMacroPhoneShot EarthwormZoomInOnPhone WormCountSpreadsheet WormBinPhoneCam WormWeatherAppCheck EarthwormVibrationApp',
    gaming:
      'WormMazeGame WormSnakeGameNight EarthwormGummyHunt WormHuntScavengerGame SoilLayersPuzzle WormRaceOnPaper EarthwormFishingGame',
  },
  easter: {
    dance:
      'EasterHopBattle EasterChickWiggle EasterBasketSwing EasterBonnetBop EggShakerShimmy EveryBunnyDanceNow HoppyEasterHustle',
    fitness:
      'EasterBasketLunges EasterSackHop EasterEggAndSpoon BunnyBurpees EasterHuntHIIT JellyBeanJacks HoppyEasterLeapfrog',
    funny:
      'EasterEggDyeFails EasterBunnyImpression WorstEasterHidingSpot EasterPhotoBloopers ChocolateEarsFirst EasterCandyFaceOff ExplainEasterBadly',
    educational:
      'EasterTraditionsQuiz EasterMoonMath EasterBunnyOrigins WhyEggsForEaster PysankyPatterns EasterInTenCountries',
    cooking:
      'EasterEggCookies EasterBirdNestTreats EasterCarrotCake HotCrossBakeOff EggcellentBrunch EasterBunnyBuns BraidedEasterBread',
    travel:
      'EasterBreakRoadTrip EasterMarketStroll EasterTownEggHunt EasterParkPicnic EasterFarmVisit EasterVisitToGrandmas',
    fashion:
      'EasterSundayBest EasterFamilyMatching EasterPastelFitCheck EasterBonnetBattle WearTheBunnyEars StrutTheEasterParade',
    wellness:
      'EasterSunriseWalk SlowEasterMorning EggsOfGratitude HatchAHabit EasterGardenBloom EasterUnplugged EasterKindnessBaskets',
    speed:
      'EasterBasketRelay EasterJellyBeanSort EggAndSpoonSprint BeatTheEasterBunny EasterCartonDash EasterCandyTowerTimer EasterHuntInSixty',
    music:
      'EasterBunnyJingle RingTheEasterBells EasterKazooBand CottontailCover EggShakerJam EasterChoirOff EasterParadeSingAlong',
    art: 'EasterEggPainting EasterWindowMural EasterTissueTulips EggsquisiteDesigns ShavingCreamMarbling EasterBasketWeave PaintAnEasterWreath',
    tech: 'EasterStopMotion EasterARHunt CatchTheBunnyOnCam QREasterClueTrail EasterEcardDesign EasterVideoCallHunt EasterTimelapseSprouts',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterBonnetKitty PupInBunnyEars HoppyEasterHound EasterBasketNap',
    gaming:
      'EasterEggsInGames EasterPuzzleQuest EasterClueHuntGame BunnyHopSpeedrun EasterBingoBlitz BasketLootRaid EasterCharadesNight',
  },
  eclipse: {
    dance:
      'TotalEclipseOfTheDance EclipseMoonwalk EclipseCoronaSpin EclipseShadowShuffle DiamondRingFreeze TotalityTwirl EclipseDuo PartialEclipseSway',
    fitness:
      'EclipsePlankCountdown EclipseViewpointHike EclipseBurpeeBlitz SunSalutationEclipse MoonShadowSprint TotalityFunRun EclipseCrescentLunge EclipseWallSit',
    funny:
      'MoonPhotobombsSun EclipseDadOverprepared EclipseCloudyLetdown EclipseHypeMan EclipseSportscaster CardboardGlassesSelfie ClapForTheEclipse SolarEclipseRoast',
    prank:
      'EclipseFakeOut EclipseGlassesGift EclipseLightsOut EclipseSurprisePicnic MoonBlocksTheLamp CrescentShadowReveal BedroomEclipse PhoneScreenEclipse',
    cooking:
      'EclipseCookiePhases EclipseMoonPies TotalEclipseOfTheTart EclipsePancakes CrescentCupcakes DiamondRingDonuts BlackSesameEclipse EclipseCookieSandwich',
    travel:
      'EclipseChasing EclipseRoadTrip EclipseViewingSpotHunt EclipseHillTopView EclipseParkWatchParty EclipseBackyardCampout EclipseAtTheBeach SmallTownEclipse',
    fashion:
      'EclipseGlassesGlam EclipseBlackAndGold EclipseEarStack EclipseInSequins DressForTotality CelestialFitCheck HaloEclipseEyeshadow EclipsePrintTee',
    wellness:
      'EclipseStillness EclipseIntentions EclipseJournal EclipseGratitude PhoneDownForTotality DaytimeDuskPause SitWithTheEclipse SilentEclipseWalk',
    speed:
      'EclipseCountdown EclipseSetupRace EclipsePhaseOrderDash EclipsePinholeIn60 BeatTheShadow TotalityTimeTrial EclipseGlassesOnRace CerealBoxEclipse',
    music:
      'TotalEclipseOfTheHeart EclipseCricketChorus EclipseSoundtrack EclipseDuetDare DarkSideOfTheMoon HereComesTheSun EclipseBeatDrop AcapellaEclipse',
    art: 'EclipseColanderShadows EclipsePinholeArt EclipseInChalk EclipsePhaseStrip SketchTheCorona CrescentLeafPrints BlackGlueEclipse SprayPaintEclipse',
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
    wellness:
      'SunnySideUpMindset EggTimerBreaths StopWalkingOnEggshells SlowScrambledEggs EggCupGratitude MindfulEggPeel',
    speed:
      'EggAndSpoonRace EggPeelSpeedrun EggSeparateIn60 OneHandEggCrack DozenEggsDash MeringueMinute',
    music: 'EggShakerJam EggSlicerHarp EggCartonDrums CrackAnEggASMR EggTimerTechno YolkFolkSong',
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
    dance:
      'DancingOnEggshells TiptoeOverEggshells EggshellMoonwalk EggshellBallet EggshellSoftShoe DontCrackTheBeat BalanceAnEggshell EggshellSlowMo',
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
    dance:
      'ElectricSlideRemix ElectrifyingSolo ElectricityBodyWave ElectronBounce PowerSurgeShuffle ShortCircuitFreeze FeelTheElectricity JoltOfElectricity',
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
    fitness:
      'ElephantWalkStretch ElephantStompSquats ElephantTrunkSwings PlankLikeAnElephant JumboJumpingJacks NeverForgetLegDay BabyElephantCrawl',
    funny:
      'ElephantInTheRoomSkit DoAnElephantImpression BabyElephantTumble AnElephantNeverForgets AddressTheElephant ElephantTrunkCalls ElephantOnTinyStool ElephantVsMouseSkit',
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank GiantElephantBalloon ElephantSlipperSwap ElephantInTheFridge ElephantPeanutTrail PaperElephantArmy',
    educational:
      'ElephantToothpaste HowElephantTrunksWork AfricanVsAsianElephant DoElephantsNeverForget WhyElephantEarsFlap JumboFactsQuiz ElephantSeismicSense',
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
    fitness:
      'StairsNotElevator SkipTheElevatorWeek ElevatorWaitWallSit ElevatorSquatHold CalfRaisesTillTheDing TopFloorOrBust ElevatorTiptoeReps',
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
    speed:
      'BeatTheElevator StairsVsElevatorRace ElevatorTongueTwister ElevatorPitchIn30 ElevatorQuickFireRound BeforeTheDoorsClose',
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
    dance:
      'ExcavatorBucketBop DiggerShuffle ExcavatorArmWave DanceLikeAnExcavator CanYouDigItGroove ExcavatorRobotMoves',
    fitness:
      'ExcavatorScoopSquats DiggerDeadlift ExcavatorBoomPress LiftLikeAnExcavator ExcavatorArmDay DigDeepBurpees',
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
    dance:
      'ExperimentalMoves ExperimentFreestyle ExperimentBubblingBop TheGrooveExperiment MadScientistShuffle ChainReactionDance ExperimentFizzFreeze ExperimentBeakerBoogie',
    fitness:
      'ExperimentStepTest ThirtyDayExperiment HeartRateExperiment TheSquatExperiment HypothesisPlank ControlGroupCardio ExperimentDawnVsDusk ExperimentPushupDiary',
    funny:
      'ExperimentFails ExperimentReactions ExperimentKitchenChaos ExperimentOnMyFamily MadScientistCackle DadsHypothesis ExperimentGoneRight DramaticExperiment',
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
    funny:
      'LivingRoomExpedition ExplorerFindsTheRemote ExploringMyOwnFridge ExplorerInTheMall ExplorerSockDrawerDig NatureDocVoiceOver',
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
    fitness:
      'FaceMaskWallSit FaceMaskPilates SheetMaskStretch FaceYogaFacial PlankTillItDries TwentyMinuteMaskCardio FaceMaskLungeSet',
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
    funny:
      'SayCheeseBloopers FamilyPhotoAwkwardEra UncleTakesThePicture FamilyPhotoBlinker FamilyPhotoRemakeDare FamilyPhotoChaos',
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
    fashion:
      'FamilyTeeDesignOff FamilyReunionFitCheck FamilyReunionColorCode FamilyDenimParade GenerationalStyleSwap AllWhitePhotoDay',
    wellness:
      'FamilyReunionGratitude FamilyReunionStories FamilyReunionHugLine GenerationsWalkAndTalk FamilyWisdomCircle ThankAnElderDay FamilyReunionPhoneFree',
    speed:
      'FamilyReunionSackRace FamilyReunionRelay FamilyReunionEggToss ThreeLeggedCousins NameThatRelative FamilyHeadcountBlitz',
    music:
      'FamilyReunionSingAlong FamilyTalentShow FamilyReunionAnthem WeAreFamilyCover GenerationsJamSession UncleGuitarSolo',
    art: 'FamilyReunionPhotoWall FamilyReunionScrapbook FamilyReunionTreeMural GenerationsCollage HandprintBannerCraft FamilyCaricatureBooth',
    tech: 'FamilyReunionTimelapse FamilyReunionSlideshow FamilyVideoCallIn FamilyReunionHomeMovies GroupPhotoTimerHack FamilyReunionGroupChat FamilyReunionPodcast',
    pet: 'FamilyReunionDogPack FamilyReunionPetPhoto FamilyCritterParade KittyHidesFromFamily CousinPupsMeetUp GrandpasOldHoundNap',
    gaming:
      'FamilyReunionTrivia FamilyReunionSpades FamilyReunionDominoes GenerationsGameShow FamilyReunionQuizBowl HorseshoePitFinals',
  },
  'family time': {
    dance:
      'FamilyTimeConga GrandparentsTwist FamilyTimeDanceOff FamilyLivingRoomDisco ThreeGenerationShuffle FamilyFlossOff SoulTrainFamilyTime FamilyTimeHokeyPokey',
    fitness:
      'BackyardObstacleRun FamilyTimeBikeRide FamilyFitFriday FamilyTimeHike PiggybackSquats FamilyWheelbarrowRace FamilyTimeYoga TagTeamFamilyTime',
    funny:
      'DadJokeOlympics FamilyTimeRoleSwap FamilyPhotoTake47 WhoGetsTheRemote FamilyGroupChatReenact FamilyTimeChaos FamilyTimeImpressions MomNarratesFamilyTime',
    prank:
      'LivingRoomCinema FamilyPillowFortAmbush DressLikeDadDay FamilyMysteryOuting FamilyBreakfastInBed FamilyTimeTwinning KidsPlanFamilyTime BackwardsFamilyTime',
    educational:
      'FamilyTreeProject GrandmaStoryInterview FamilyTimeTrivia FamilyScienceNight FamilyRecipeHistory AskGrandpaAnything StargazingFamilyTime TeachBackFamilyTime',
    cooking:
      'FamilyTimePizzaNight FamilyTimeDumplingFold SundayPancakeStack BakeWithGrandma SecretFamilyRecipe FamilyTacoTuesday FamilyTimeCookieOff RamenBarFamilyTime',
    travel:
      'FamilyTimeRoadTrip FamilyCampout AreWeThereYet FamilyTimeTrainRide FamilyBeachDay ZooVisitMorning HometownFamilyTime FamilyTimeParkDay',
    fashion:
      'MatchingFamilyPajamas DressLikeGrandpa FamilyTimeHatSwap OneColorFamily MiniMeFitCheck FamilyPhotoDayLook FamilyTimeTieDye FamilyTimeCostumeBox',
    speed:
      'FamilyTimeRelay FamilyChoreRace FamilyTimeDishesDash TableSetSprint FamilyPuzzleBlitz FamilyTimeBlockTowerRace BeatTheClockFamilyTime SockMatchFamilyTime',
    music:
      'PotsAndPansJam FamilyKaraokeNight FamilyTimeBand FamilyTimeDrumCircle FamilyHarmonyFail RoadTripSingOff HumItFamilyTime ACappellaFamilyTime',
    art: 'CollabCanvasNight FamilyMuralProject FamilyHandprintTree DrawYourFamilyBlind FamilyChalkWalk FamilyPaintAlong ComicStripFamilyTime PaperMacheFamilyTime',
    tech: 'FamilyTechFreeNight FamilyTimeSlideshow FamilyTimeAppQuiz FamilyVideoCallBingo FamilyPhotoMontage PhonesInTheBasket FamilyTimeVlog StopMotionFamilyTime',
    pet: 'FamilyTimeDogWalk BackyardFetchRelay FamilyPetPhotoShoot FamilyPuppyClass FamilyTimeKittenPlay WhoDoesThePupPick FamilyTimeTrickShow CuddlePileFamilyTime',
    gaming:
      'FamilyTimeGameNight FamilyCoOpQuest CharadesChampionship FamilyTimeCardSharks FamilyTimeRacingCup FamilyTimeBoardGameBattle FamilyTimeTournament FamilyTimeDrawAndGuess',
  },
  'family vacation': {
    dance:
      'FamilyVacationConga FamilyTripDanceOff FamilyLuauMoves PoolsideFamilyShuffle HotelRoomDiscoNight AirportGateGroove',
    fitness:
      'FamilyTripHike FamilyBeachRelay FamilyBikeTour FamilyTripMorningWalk HotelRoomFamilyHIIT FamilyTripStairClimb',
    funny:
      'FamilyVacationChaos FamilyTripRoles FamilyPhotoMeltdown FamilyItineraryPolice DadPackingTheCar AreWeThereYetCount',
    prank:
      'FamilyVacationReveal FamilyTripPuzzleClue MysteryFamilyGetaway FamilyCountdownChain BoardingPassInCereal DentistVisitFakeOut',
    educational:
      'FamilyVacationQuiz FamilyTripHistoryStop FamilyBudgetMath FamilyMapNavigator FamilyTripNatureFacts LocalLanguageFiveWords',
    cooking:
      'FamilyVacationPicnic FamilyTripSnackPrep FamilyGrillOff CampfireFamilyDinner CookTheLocalDish CoolerSandwichLine',
    fashion:
      'MatchingFamilyShirts FamilyTripFitCheck FamilyHatLineup FamilyColorCodedPhoto AirportComfyLooks DadSandalsAndSocks',
    wellness:
      'FamilyTripUnplug FamilySunsetMoment FamilyVacationJournal FamilyGratitudeCircle NoScheduleAfternoon SlowMorningsAway',
    speed:
      'FamilyPackingSpeedrun FamilyCheckInDash FamilyBeachSetupBlitz MinivanLoadRace SunscreenRelay FamilyBuckleUpTimer',
    music:
      'FamilyTripSingAlong FamilyVacationUkulele FamilyCarMixtape FamilyThemeSong MinivanKaraoke BackseatHarmonies',
    art: 'FamilyTripPhotoBook FamilyVacationShellArt FamilyScrapbookNight FamilyTripSketchDay KidsTravelJournal SandcastleSculptOff',
    tech: 'FamilyTripApps FamilyTripTimelapse FamilyTripOneSecondADay FamilyPhotoTimerHack KidsTabletTravelKit FamilyTripPhotoDump',
    pet: 'PetJoinsFamilyPhoto FamilyDogBeachDay FamilyTripWithRover FamilyTripCatCarrier PuppyCarRideReady CatSitterVideoCall',
    gaming:
      'FamilyCarBingo FamilyTripCardGames FamilyVacationMiniGolf FamilyArcadeShowdown LicensePlateHunt FamilyTripCardSharks',
  },
  farm: {
    dance:
      'TractorTwoStep FarmHoedown HayRideShuffle FarmyardBoogie FarmBootScoot FarmhandFreestyle ChickenDanceOnTheFarm',
    fitness:
      'FarmHayBaleCarry FeedSackSquats HomesteadStrong FarmFieldSprints WheelbarrowWalks FarmChoreBootcamp FarmerStrongmanDay',
    funny:
      'CityKidOnTheFarm FarmGoatScreams BootStuckInMud FarmAnimalVoiceovers RoosterAlarmClock FarmLifeUnfiltered FarmerDadJokes',
    prank:
      'FarmRoosterWakeUpCall FarmChoreSwap FarmScarecrowStandIn FarmFlowerDoorstep FarmGoldenEggHunt MooingDoorbell InflatableFarmAnimals',
    educational:
      'WhereEggsComeFrom HowFarmsFeedUs HomesteadSkills101 FarmToTableQuiz FarmSoilScience NameThatFarmSound',
    cooking:
      'FarmEggsFiveWays SaladFromTheFarmStand ChurnYourOwnButter FarmToForkDinner HomesteadSourdough FarmhouseBrunch FarmFreshJamSession',
    travel:
      'FarmPettingZooDay FarmersMarketCrawl FarmStandRoadTrip CornMazeEscape PickYourOwnFarm PumpkinPatchFarmDay AlpacaFarmVisit',
    fashion:
      'FarmFlannelFit FarmToRunway OverallsThreeWays FarmBootsGlowUp FarmGinghamDress StrawHatSeason PrairieChicOnTheFarm',
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
    dance:
      'FarmerHoedown FarmerTractorTwoStep SquareDanceLikeAFarmer FarmerHayBaleBoogie OldMacDonaldMoves ScarecrowShuffle FarmerWellyWiggle',
    fitness:
      'FarmerCarryChallenge FarmerFeedSackSquats FarmerWheelbarrowPush ShovelLikeAFarmer HayBaleHIIT FarmersWalkFinisher',
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerBreakfastInBed RoosterAlarmSwap MooingDoorbell ThankYourFarmerAmbush',
    educational:
      'AskAFarmer FarmerSeedToPlate FarmerSoilTest GuessTheFarmersCrop WhereMilkComesFrom FarmerForADay FarmerWeatherWisdom',
    cooking:
      'FarmersMarketSalad FarmerFieldToFork SundayFarmerPotPie FarmerSkilletCornbread EatLikeAFarmer SunriseFarmhouseFryUp',
    travel:
      'FarmersMarketHop FarmerPickYourOwnDay HayrideWithAFarmer FarmerCountyFair SunflowerFieldFinder MeetTheFarmerTour',
    fashion:
      'FarmerOverallsFitCheck FarmerStrawHatStyle FarmerBandanaTie BrunchInFarmerBoots FromFieldToRunway FlannelLikeAFarmer',
    wellness:
      'SunriseFarmerRoutine FarmerGardenGrounding FarmerDirtTherapy BedtimeLikeAFarmer ThankAFarmerToday PorchSwingPause',
    speed:
      'FarmerHayBaleStack FarmerCornShuckIn60 FarmerWheelbarrowRelay PotatoSackFarmerRace BeatTheRooster EggHuntLikeAFarmer',
    music:
      'FarmerKazooHoedown FarmerPorchSingAlong SingAFarmersWorkSong FarmerBarnyardChorus OldMacDonaldRemix BucketDrumsFarmerStyle',
    art: 'FarmerScarecrowBuild FarmerVeggieStamps FarmerCornHuskDoll WatercolorFarmerBarn AmericanGothicRemake FarmerTractorDoodle',
    tech: 'FarmerForecastFaceOff FarmerGardenTimelapse FarmerVideoCallTour FarmerCropCalendarApp CanAIGrowATomato FarmerFactChecksAI',
    pet: 'FarmerStrawHatCat FarmerHerdingBallGame FarmerDogChoreHelper GardenPatrolFarmerPup FarmerDogRoundUp BarnyardBossKitty OldMacDoggo',
    gaming:
      'FarmerHarvestSpeedrun FarmerSimFirstHarvest FarmerBarnyardBoardGame FarmerBlockBuildRun FarmerHarvestHighScore FarmerGoFish PerfectFarmerLayout',
  },
  'farmers market': {
    dance:
      'FarmersMarketShuffle FarmersMarketBuskerBop HoedownFarmersMarket FarmersMarketFlashMob TurnipTheBeat BeetDropDance',
    fitness:
      'FarmersCarryChallenge FarmersMarketBikeRide FarmersMarketCrateLift WalkToFarmersMarket CantaloupeCurls SquashSquats',
    funny:
      'FarmersMarketKaleSnob WeirdFarmersMarketVeg BudgetVsFarmersMarket OnlyHereForSamples EightDollarTomato FarmersMarketPOV FarmersMarketCritic',
    prank:
      'FarmersMarketBouquet HoneyFromFarmersMarket FarmersMarketPieDrop FarmersMarketGiftBox ZucchiniAmbush SunflowerSurprise',
    educational:
      'FarmersMarketHeirlooms FarmersMarketInSeason HowFarmersMarketsWork OrganicAtFarmersMarket AskAFarmerAnything NameThatVeggie',
    travel:
      'FarmersMarketRoadTrip FarmersMarketNextTown FarmersMarketDayTrip BiggestFarmersMarket FarmersMarketBites FarmersMarketCrawl',
    fashion:
      'FarmersMarketFitCheck FarmersMarketStrawHat LinenFarmersMarketLook GinghamFarmersMarket SundressAndSourdough ToteBagTakeover FarmersMarketOveralls',
    wellness:
      'FarmersMarketStroll FarmersMarketFlowers SlowFarmersMarketDay PhoneFreeFarmersMarket ThankAFarmer SmellTheStrawberries',
    speed:
      'FarmersMarket10Dollars FarmersMarketRainbow ABCsOfFarmersMarket OneLapFarmersMarket CornShuckShowdown BeatTheClosingBell',
    music:
      'FarmersMarketBuskerJam OldMacDonaldRemix FiddleAtFarmersMarket OpenMicFarmersMarket BeetBoxing FarmersMarketSingAlong',
    art: 'FarmersMarketStillLife PhotoWalkFarmersMarket ColorsOfFarmersMarket PaintYourProduce FarmerPortraits ChalkboardSignArt',
    tech: 'FarmersMarketTapToPay FarmersMarketVendorMap AIPicksFarmersMarket FarmersMarketPhoneVlog ScanThatVeggie FarmersMarketBudgetApp',
    pet: 'FarmersMarketDogWalk FarmersMarketPetTreats BunnyFarmersMarketHaul CatVsFarmersMarketBag PupInATote MarketDayMascot FarmersMarketSniffTour',
    gaming:
      'FarmersMarketTycoon FarmersMarketBingoCard PlayFarmerForADay FarmersMarketPretendPlay FarmersMarketScavenger SeedToSaleSpeedrun',
  },
  'fast food': {
    dance:
      'FastFoodShuffle FastFoodJingleMoves FastFoodTrayTwirl FastFoodFryFreeze DriveThruDance MilkshakeShimmy FastFoodFloss',
    fitness:
      'BurgerBurnoutHIIT FastFoodSquatPerFry WalkInsteadOfDriveThru WorkOffTheFastFood FastFoodTrayLunges FastFoodNuggetBurpees FastFoodCrunchCombo',
    funny:
      'DriveThruSpeakerFail FastFoodAdVsReality KidsMealToyReview FastFoodMenuPanic FastFoodNapkinHoard FastFoodFryTierList NarrateMyFastFoodOrder',
    prank:
      'FrenchFryCupcakes FastFoodCrewThankYou HomemadeFastFoodSwap FakeFastFoodDessert FastFoodBagSurprise PaperCrownForAll FastFoodFineDining',
    educational:
      'WhoInventedFastFood FastFoodLogoQuiz FrenchFryOriginStory FastFoodMythBusters FastFoodCalorieGuess HowNuggetsAreMade FastFoodSaltScience',
    travel:
      'FastFoodPicnicStop FastFoodNextTownOver FastFoodRoadTrip RegionalChainHunt FastFoodOldestInTown TryTheLocalFastFood FastFoodPassport',
    fashion:
      'FastFoodUniformRetro PaperCrownAccessory FastFoodFitCheck KetchupMustardLook FastFoodMerchDrip FastFoodColorway FastFoodCosplay',
    wellness:
      'SlowDownFastFood FastFoodFreeWeek ParkBenchLunch SavorTheFastFood MindfulNuggetMoment FastFoodWaterFirst FastFoodNoScreens',
    speed:
      'FasterThanFastFood BeatTheDeliveryTime FastFoodWrapIn30 FastFoodCopycatRace FastFoodBurgerStack NuggetCountdown FastFoodHatFoldOff',
    music:
      'FastFoodJingle DriveThruRemix FastFoodMenuRap FastFoodOrderOpera FastFoodFryerBeat KetchupBottleBass FastFoodKazooKaraoke',
    art: 'FastFoodPopArt FastFoodLogoRedesign KetchupPacketMosaic FrenchFryBrushes FastFoodStillLife FastFoodWrapperCollage FastFoodClayMinis',
    tech: 'FastFoodKioskTest FastFoodPhotoVsReal FastFoodAppRewards AIDriveThruOrder FastFoodAppDealHunt TrackMyFastFood CodeAFastFoodMenu',
    pet: 'FastFoodPlushFetch FastFoodBoxCatNap FastFoodPetBegFace FastFoodNoFriesForPets FastFoodBagPeekaboo ChewToyCombo FastFoodStareOff',
    gaming:
      'FastFoodTycoon DriveThruTriviaDuel FastFoodRushCoop FastFoodBurgerStackGame FastFoodKitchenChaos BeatMyFastFoodScore FastFoodMemoryGame',
  },
  'fathers day': {
    dance:
      'FatherDaughterDance FatherSonShuffle FathersDayTwist FathersDaySprinkler DadMovesMashup PopsTwoStep BoogieForFathersDay',
    fitness:
      'FathersDayPushUpOff FathersDayHike FathersDayBackyardCatch SquatLikeYourFather PiggybackPops FathersDayBootcamp FathersDayFarmerCarry',
    funny:
      'FathersDayNapAttempt FathersDaySocksAgain FathersDayImpressions WorldsOkayestFather DadJokeStandoff ThermostatGuardian FathersDayGiftFaces',
    educational:
      'WhoStartedFathersDay FathersDayWorldQuiz FathersDayFamilyTree FathersDaySkillShare LearnFromDad GrandpasStoryTime FathersDayFixItClass',
    cooking:
      'FathersDayBBQ FathersDaySteakNight FathersDayPancakeStack GrillLikeYourFather DonutsWithDad PopsFavoritePie FathersDayTieCookies',
    travel:
      'FathersDayBallgame FathersDayCarShow FathersDayCampout GoneFishingFathersDay DadsHometownTour PopsBucketListDay FathersDayScenicDrive',
    fashion:
      'FathersDayPoloSwap FathersDayTieTutorial FatherSonTwinning FathersDayFitCheck WearHisOldJacket SocksAndSandalsRevival CargoShortsFathersDay',
    wellness:
      'FathersDayHammockTime FathersDayWalkAndTalk FathersDayPorchCoffee FatherFigureThanks DearDadLetter MemoryJarForPops NoChoresFathersDay',
    speed:
      'FathersDayTieRace FathersDayCardBlitz CarWashForFather FathersDayGrillPrep DadJokeSpeedRound ToolboxSortSprint FathersDayLawnDash',
    music:
      'FathersDayGuitarDuet FathersDayVinylNight FathersDaySerenade FathersOldMixtape DadRockCover SingHisFavoriteTune FathersDayAirDrums',
    art: 'FathersDay3DCard FathersDayHandprintMug FathersDayPortrait FatherSonSketchSwap TieCraftForDad SuperheroPopsDrawing MyFathersDayComic',
    tech: 'FathersDayPhotoRestore FathersDayTechSupport AIFathersDayCard FathersDayVideoMessage TeachDadAnApp GrandpaVoiceMemo FathersDaySlideshow',
    pet: 'FathersDayDogDad FathersDayPetCard TheCatFather FathersDayPawPrints FathersDayPetSelfie PuppyBowtieParade FathersDayFurFamily',
    gaming:
      'FathersDayMiniGolf FathersDayKartShowdown FathersDayChessMatch BeatYourFathersScore DadVsKidsTournament PopsIsPlayerOne FathersDayCheckersCup',
  },
  february: {
    dance:
      'FebruaryCupidShuffle FebruaryFreezeDance FebruaryHeartHands February28Steps GroundhogGroove LeapYearHop FebruaryFoxtrot ShakeOffFebruary',
    fitness:
      'February28Streak FebruaryPlankLadder FebruaryFrostyMile FitFebruary CupidArrowLunges LeapDayBurpees FebruaryFlexFriday SquatThroughFebruary',
    prank:
      'FebruarySecretCupid FebruaryDoorOfHearts FebruaryPinkEverything FebruaryCandyMottos GroundhogDayRepeat LoveBugInvasion February30Calendar MysteryRoseFebruary',
    educational:
      'WhyFebruaryIsShort FebruaryRomanCalendar FebruaryFactFrenzy FebruaryAmethystQuiz LeapYearExplained DidTheGroundhogLie WhoNamedFebruary FebruarySnowMoon',
    cooking:
      'FebruaryFondueNight FebruaryPancakeTuesday FebruaryTruffleShuffle FebruaryHeartCookies GroundhogCupcakes BeMineBrownies FebruaryCitrusBake HotCocoaFebruary',
    travel:
      'FebruaryCarnivalTrip FebruarySnowDayWalk FebruarySledHillTrip ChasingFebruarySun FebruaryGroundhogDayTrip FebruaryIceSkatingTrip FebruarySnowMoonWalk FebruaryRainyDayMuseum',
    fashion:
      'FebruaryHeartSweater FebruaryLayerUp February28Outfits FebruaryRedVsPink ValentinesFitCheck CupidPrintScarf OneCoatAllFebruary FebruaryFauxFurFlex',
    wellness:
      'SelfLoveFebruary FebruaryKindnessStreak FebruarySlowSundays FebruaryComplimentJar GalentinesCheckIn CozyCandleEvenings FebruaryDaylightWalk ThankfulFebruary',
    speed:
      'FebruaryCardBlitz FebruaryShovelSprint FebruaryRoseFoldTimer FebruaryHeartSort CupidArrowToss LeapDayLeapfrogRace FebruaryCandyUnwrap FastestFebruarySnowman',
    music:
      'FebruaryMixtape FebruaryPowerBallad FebruaryDuetDare FebruarySerenade LeapDayJamSession HeartbeatBeatbox FebruaryLoveSongSwap SingFebruaryBlues',
    art: 'FebruaryHeartCollage FebruaryPaperRoses FebruarySketchADay FebruaryPinkPalette GroundhogDoodle PaintYourValentine FrostedFebruaryWindow FebruaryFlowerPress',
    tech: 'FebruaryScreenDetox FebruaryPhotoRecap FebruaryLoveNoteText FebruaryDigitalCard CodeAValentine FebruaryWidgetGlowUp AIWritesFebruaryPoems FebruaryWallpaperSwap',
    pet: 'FebruaryPetValentine FebruaryKittenKisses FebruarySnuggleStreak FebruaryPawPrintCard FebruaryPupHeartTreats DogSeesItsShadow FurryFebruaryPortrait FebruaryTreatHunt',
    gaming:
      'FebruaryGameStreak FebruaryTwoPlayer FebruaryBossRush FebruaryLoveLetterDuel LeapDayMarathon GroundhogTimeLoop FebruaryPuzzleHunt CozyFebruaryQuest',
  },
  'ferris wheel': {
    dance:
      'HumanFerrisWheel FerrisWheelTwirl NeonFerrisWheelGroove SpinLikeAFerrisWheel CarnivalCongaLine FerrisWheelArmRoll',
    fitness:
      'FerrisWheelArmCircles FerrisWheelQueueSquats StepsToTheFerrisWheel LapsAroundFerrisWheel CarnivalCardio PlankTillTheTop FerrisWheelBoxJumps',
    funny:
      'FerrisWheelStuckAtTop FerrisWheelAwkwardDate ScaredOfFerrisWheelPOV DadOnTheFerrisWheel IsItMovingYet WheelOfRegret FerrisWheelPepTalk',
    prank:
      'FerrisWheelTopSurprise FerrisWheelTicketGift WinThemACarnivalPrize SecretFerrisWheelDate FerrisWheelTicketHunt FerrisWheelGroundSign FerrisWheelPhotobomb',
    educational:
      'WhoInventedFerrisWheel HowFerrisWheelsTurn TallestFerrisWheelQuiz HowGondolasStayLevel EiffelTowerRival FerrisWheelPhysics FerrisWheelMath',
    cooking:
      'FerrisWheelFruitTray GingerbreadFerrisWheel FerrisWheelCandyApples CarnivalCornDogs FunnelCakeFriday FerrisWheelDonutSpin FerrisWheelPizza',
    fashion:
      'FerrisWheelDateFit FerrisWheelGoldenHour NeonFerrisWheelLook BandanaForFerrisWheel CottonCandyPastels CountyFairChic FerrisWheelStripes',
    wellness:
      'FerrisWheelSunsetRide FerrisWheelFearFaced FerrisWheelGratitude SlowFerrisWheelSpin AboveItAllPause FullCircleMoment FerrisWheelSkyGazing',
    speed:
      'FerrisWheelModelRace SelfiesPerFerrisWheel FerrisWheelSketchIn60 BeatTheFerrisWheelLine NameTheSkylineFast GondolaCountdown FerrisWheelDrawingDash',
    music:
      'FerrisWheelLoveSong FerrisWheelSerenade TopOfTheWorldCover SingOnTheFerrisWheel CarnivalCalliope FerrisWheelDuet FerrisWheelHumming',
    art: 'FerrisLightTrails FerrisWheelWatercolor PaperPlateFerrisWheel SketchTheFerrisWheel LongExposureSpin CarnivalNightCanvas FerrisWheelSpirograph',
    tech: 'FerrisWheelTimelapse FerrisWheelPanoramaShot FerrisWheelStopMotion FerrisWheelPOVFromTheTop FerrisWheelPhoneVlog FerrisWheelAltitudeApp FerrisWheelGyroTest',
    pet: 'HamsterFerrisWheel GerbilFerrisWheelBuild DIYFerrisWheelCatToy FerrisWheelTreatSpin PetsAtTheCarnival CountyFairPupDay FerrisWheelFeeder',
    gaming:
      'ParkTycoonFerrisWheel FerrisWheelBlockBuild FerrisWheelPuzzle FerrisWheelPinball FerrisWheelTrivia FerrisWheelThemeParkSim FerrisWheelSpinToWin',
  },
  ferry: {
    dance:
      'FerryDeckDance FerryHornShuffle FerryTaleWaltz FerryWaveSway SeaShantyJig RockTheBoatChallenge FerryPierTwoStep',
    fitness:
      'FerryDeckStretch FerryRideYoga IslandHopBikeLoop FerryStairClimb FerryCrossingPlank SeaLegsWorkout FerryTerminalLunges',
    funny:
      'FerrySeagullStandoff FerryLastCarOn FerryHornJumpScare WindblownFerryHair FerryCaptainImpression HoldOntoYourHat',
    prank:
      'FerryIslandDaySurprise SecretFerryPicnic SeagullPlushPhotobomb FerryBinocularsNote FerryCaptainHatHandoff WaveFromTheDeck FerryTicketRiddle',
    educational:
      'FerryBuoyancyScience FerryHistoryLesson WhyFerriesDontSink FerryKnotsGuide FerryNauticalFlags HowFerriesFloatCars',
    cooking:
      'FerryDeckPicnic FerryFishAndChips IslandHopSnackBox FerryClamChowder FerryLobsterRoll SeaSaltFerryFries',
    fashion:
      'FerryNauticalLook FerryWindproofFit StripedSailorTop FerryBoatShoeStyling FerryRaincoatLayering CaptainChic FerryScarfFlutter',
    wellness:
      'FerrySunsetCrossing FerryWaveWatching SeaBreezeBreathing FerryHorizonGaze JournalOnTheFerry LetTheFerryRockYou',
    speed:
      'FerryRopeKnotRace FerryCrossingQuiz LifeJacketSpeedrun FerryBoardingCountdown FerryCarLoadBlitz CatchTheLastFerry',
    music:
      'FerryHornRemix FerrySeaShanty DeckGuitarJam FerryTaleSingAlong FerryFoghornHarmony WellermanFerryCover',
    art: 'ShootTheFerryWake FerryDeckSketch SeagullWatercolor FerryHarborPainting FerryLighthouseDrawing PaintTheSkyline FerryTicketCollage',
    tech: 'FerryRouteTracker FerryCrossingTimelapse FerryWakeSlowMo TrackTheFerryLive FerryGPSSpeedLog FerryLiveCamTour',
    pet: 'FerryDogDeckDay FerryPetLifeJacket PupMeetsASeagull FerryCatCarrierCalm FerryPuppyFirstBoat FerryPetTravelKit FerryWindyEarsCam',
    gaming:
      'FerryCaptainSim FerryIslandHopGame FerryDockingGame FerrySeaBattleGame FerryCardsOnBoard ShipShapeSpeedrun FerryTravelBingo',
  },
  festival: {
    dance:
      'FestivalShuffle MainStageDanceOff FestivalFlagFlow CoachellaCrowdJump SilentDiscoShowdown FestivalTotemTwirl FrontRowFestivalBop FestivalBassFace',
    fitness:
      '30KStepFestival CoolerCarryLunges FestivalRecoveryYoga FestivalDanceCardio TentPoleSquats FestivalFitPrep FestivalBootcamp FestivalHillSprints',
    funny:
      'FestivalVsReality WristbandTanLine LostAtTheFestival FestivalCampingFails MudBootsAftermath FestivalDadEnergy FestivalTallGuyPOV FestivalMomCheckIn',
    prank:
      'FestivalTicketSurprise FestivalBackyardStage FestivalFakeHeadliner VIPWristbandForMom FestivalLivingRoom GlitterWelcomeHome MiniFestivalAtWork CardboardFestivalPass',
    educational:
      'HowFestivalsAreBuilt HoliColorsMeaning FestivalSoundScience LeaveNoTraceFestival FestivalOrigins101 FestivalHistoryIn60 FestivalCrowdMath FestivalStageRigging',
    cooking:
      'FestivalFunnelCake FoodTruckAtHome FestivalLemonadeStand FestivalSnackPack FestivalCornDogs CampStoveNoodles MakeFestivalChurros MiniFestivalSkewers',
    travel:
      'FestivalRoadTrip FestivalPassport FestivalInYourTown FestivalCityHopping FestivalHopThisSummer FestivalCultureDayOut SmallTownFestivalHunt FestivalNextTownOver',
    wellness:
      'QuietTentMorning FestivalRecoveryDay HydrateAtTheFestival FestivalSelfCareKit CrowdBreakBreathing FestivalEarSaver FestivalSunsetStretch FestivalPhoneDown',
    speed:
      'GlitterFaceIn60s FestivalTentPitchOff FestivalQuickChange FestivalPackingBlitz FindYourFriendsFast FestivalLineupRecall FiveMinFestivalBraids RaceToFestivalGates',
    music:
      'DreamFestivalLineup HeadlinerMashup FestivalSetlistCover FestivalCrowdChant BedroomFestivalSet ScreamTheEncore FestivalDrumCircle FestivalAcousticTent',
    art: 'FestivalTotemCraft GlitterFacePaint DreamFestivalPoster WristbandCollage DesignYourFestivalFlag FestivalPhotoCollage FestivalFlowerCrown FestivalTieDyeBanner',
    tech: 'FestivalPhoneSlowMo FestivalPhoneSurvival FestivalPowerBankTest FestivalOfflineMap FestivalLiveStreamWatch FestivalSilentDiscoApp FestivalChargerHacks FestivalPhonePOV',
    pet: 'DogchellaFit PetFestivalAtHome FestivalDogBandana KittenFlowerCrown FestivalPupWristband FestivalFurryHeadliner FestivalKittyShades FestivalZoomies',
    gaming:
      'FestivalRhythmGame FestivalLineupBuilder FestivalTycoonSim GuessTheHeadliner RhythmStageBattle FestivalCampCardGames FestivalBingo FestivalCharades',
  },
  fetch: {
    dance:
      'FetchThrowAndSpin FetchFrisbeeFreestyle FetchStickTwirl FetchTheBeat GoFetchGroove ZoomiesBoogie',
    fitness:
      'FetchSquatThrows FetchLungeToss FetchHillSprints BurpeeEveryFetch RaceYourDogToTheBall PlayFetchPlank',
    funny:
      'FetchNegotiation FetchCatJoinsIn DogRefusesToDropIt WhoFetchesWhom FetchFakeOut StickTooBigReaction SportsCommentatorFetch',
    prank:
      'FetchGiftFromTheDog FetchHiddenLoveNote SqueakyToyAvalanche PupFetchesTheMail StickBouquet FetchTheSurpriseBall FetchTheirSlippers',
    educational:
      'WhyDogsLoveFetch FetchBallPhysics BestThrowAngle TeachFetchInFiveSteps FetchBreedRankings DoCatsPlayFetch',
    cooking:
      'TennisBallCookies FetchBoneBiscuits PeanutButterPawBites FetchFuelPupsicles FetchDayPicnic FetchChampionCake FetchParkSnackPack',
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchAtTheLake FetchTrailDayTrip FetchNewParkEveryWeek FetchPassportStamps',
    fashion:
      'FetchDayFitCheck FetchMatchingBandana MuddyPawsReadyLook FetchingOutfit SoFetchStyle DogWalkerChic DenimForFetch',
    wellness:
      'FetchAndUnwind FetchPhoneFreeHour FetchSunsetSession MindfulFetch JoyOfTheThrow PresentAtPlaytime SlowMorningFetch',
    speed:
      'FetchSpeedRun FetchRelay FastestBallReturn RetrieverStopwatch TenFetchesFlat FetchFrisbeeFrenzy FetchAndDropDash',
    music:
      'FetchBounceBeat SqueakyBallRemix WhoLetTheDogsOutCover FetchThemeSong WriteAFetchJingle FetchRapBattle FetchSerenade',
    art: 'FetchActionShot FetchMotionBlurPhoto TennisBallStillLife PaintAFetchFrisbee FetchMidAirSketch DrawTheGoodBoy FetchFlipBook',
    tech: 'FetchBallLauncherTest FetchSlowMoCam FetchTimelapse FetchFromDogsPOV FetchStepCounter FetchDistanceApp',
    gaming:
      'FetchHighScore FetchTrickShotGame FetchBullseyeToss FetchTargetGame FetchComboStreak GoodBoyLeaderboard BackyardFetchOlympics',
  },
  fiance: {
    dance:
      'FianceFirstDance FianceKitchenWaltz FianceDipAndSpin FianceFollowsMyLead WeddingBellsBoogie TeachMyFianceTheTwist LivingRoomFianceTango MirrorMyFiance',
    fitness:
      'FianceYogaDate ThresholdCarrySquats SweatingForTheWedding FianceRunClub FiancePlankOff FianceHighFivePushUps PiggybackFianceLunges FianceWheelbarrowWalk',
    funny:
      'FianceGuessesMyOrder FianceTranslator FianceImpressionOff SayFianceOneMoreTime FianceVsSeatingChart InLawsFirstDinner WhatMyFianceHears FianceBadPunOff',
    educational:
      'FianceWordOrigin FianceOrFiancee FianceQuizShowdown WhyTheRingFinger FianceCultureSwap WeddingMythsBusted TeachYourFianceASkill FianceFrenchLesson',
    cooking:
      'FianceCookOff FianceMocktailDuel FianceCakeTasting RecreateOurFirstDate FianceFamilyRecipe TwoChefsOneKitchen BreakfastForFiance FiancePizzaNight',
    travel:
      'FianceVenueTour FianceDayTripDate FianceRoadTrip FianceCityEscape ProposalSpotRevisit FiancePicnicSpotHunt FianceTrainDayTrip FianceBucketList',
    fashion:
      'FianceFitCheck FianceLookbookReveal FianceStylesMe TwinningWithMyFiance RingStackLook FianceSuitFitting FianceClosetSwap ThriftForFiance',
    wellness:
      'FianceGratitudeLetter VowWritingEvening NoWeddingTalkDate FiancePhoneFreeNight FianceCheckInWalk FianceeSpaDay SunriseWithFiance ComplimentMyFiance',
    speed:
      'FianceSpeedQuiz SaveTheDateSprint FianceInvitationRace FianceThankYouBlitz FianceNewlywedBuzzer SeatingChartInTen KnotMyFiancesTie FianceDressUpDash',
    music:
      'FianceSerenade FianceDuetCover FianceKaraokeDate PickOurFirstDanceSong SingYourVows FianceHumItGuessIt RapForMyFiance UkuleleForFiance',
    art: 'FianceSketchEachOther DrawYourFianceBlind FianceWatercolorMap FianceDIYInvites GuestBookAlternative PaintOurLoveStory FiancePolaroidWall CaricatureMyFiance',
    tech: 'FianceRSVPTracker FianceSeatingChartHack FianceVsSpreadsheet AIWritesOurVows CodeOurWeddingSite FianceSlideshowEdit FianceFirstTextReveal VoiceNoteToFiance',
    pet: 'FianceCatApproval PupSaveTheDate FiancePetRingBearer DogMeetsMyFiance FianceBowtieKitten ParrotSaysFiance RecallRaceFiance FianceTreatTrick',
    gaming:
      'FianceCoOpRun FianceChessRivalry FianceNewlywedRound PlayerTwoForLife FianceRacingGameFeud FianceCardGameDuel FianceWordGameDuel JigsawWithFiance',
  },
  'field trip': {
    dance:
      'FieldTripBusBop PermissionSlipShuffle FieldTripFlashMob CongaLineFieldTrip FieldTripDanceOff NightAtTheMuseumMoves FieldTripBuddyStep',
    fitness:
      'FieldTripStepCount FieldTripHike SquatAtEveryStop BuddySystemBurpees FieldTripBusStretch FieldTripParkRelay FieldTripLungeLine',
    prank:
      'SurpriseFieldTrip HideADinoOnFieldTrip FieldTripMysteryStop FieldTripTeacherThanks PermissionSlipToMars NoteInTheSackLunch FieldTripSillySouvenir',
    educational:
      'VirtualFieldTrip BackyardFieldTrip FieldTripFossilDig FieldTripFactHunt PopQuizOnTheBus TourGuideForADay FieldTripExitTicket',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FarmersMarketFieldTrip FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus FieldTripLunchBoxes',
    travel:
      'AdultFieldTrip AquariumFieldTrip FieldTripThrowback HowItsMadeFieldTrip FieldTripPassport NoPermissionSlipNeeded',
    fashion:
      'FieldTripFitCheck FieldTripMatchingTees RecreateFieldTripPhoto RainyFieldTripLayers ChicChaperone NameTagNecklace FieldTripBucketHat',
    wellness:
      'FieldTripForOne NoPhoneFieldTrip ForestFieldTrip MindfulFieldTrip RecessForGrownUps CloudSpottingBreak FieldTripSitSpot',
    speed:
      'FieldTripHeadcount OneHourFieldTrip FieldTripLunchIn10 FieldTripScavengerHunt BeatTheBusBack MuseumInAMinute FieldTripPhotoSprint',
    music:
      'FieldTripSingInRounds RecorderFieldTripTune CampfireFieldTrip OrchestraFieldTrip WheelsOnTheBusRemix BackSeatBandJam FieldTripSoundWalk',
    art: 'FieldTripSketchbook FieldTripLeafRubbing ArtMuseumFieldTrip PaintYourFieldTrip FieldTripPhotoWalk CopyAMasterpiece',
    tech: 'FieldTripAudioGuideApp FieldTripVlog AIPlansMyFieldTrip FieldTripPinEveryStop FieldTripTimelapse ScanTheMuseum',
    pet: 'CatsFirstFieldTrip HappyVetFieldTrip PuppyPicksTheFieldTrip FieldTripForFido PawmissionSlip HikingFieldTripDog',
    gaming:
      'FieldTripBingo FieldTripSideQuest FieldTripSpotItGame FieldTripBlockBuild ISpyOnTheBus TwentyQuestionsTour FieldTripAchievements',
  },
  'fire drill': {
    dance:
      'FireDrillConga FireDrillFreeze ShuffleOutFireDrill StopDropAndGroove FireDrillMarch AlarmBellBoogie FireDrillRobot ZigZagFireDrill',
    fitness:
      'FireDrillStairClimb FireDrillBearCrawl FireDrillHoseCarry StopDropAndRollReps FirefighterBootCamp FireDrillShuttleRun FireDrillHallwayCrawl BackpackFireDrill',
    funny:
      'FireDrillDuringTheTest WhatIGrabInAFireDrill TeacherHeadCountPanic FireDrillInYourPJs FireDrillSlowWalker SmokeAlarmVsToast FireDrillCommentary TypesOfFireDrillKids',
    prank:
      'RedCarpetFireDrill CheerTunnelFireDrill FireDrillMedalCeremony FireDrillPopsicles FireDrillHighFiveLine ConfettiAtTheExit FireDrillPizzaParty BalloonArchFireDrill',
    cooking:
      'KitchenFireDrill FireDrillLunchboxPrep FireDrill5AlarmChili FireDrillCupcakes CampfireFireDrill OvenMittFireDrill FireDrillSnackPack FireDrillPepperPizza',
    travel:
      'CountTheDoorsToExit FireDrillAtGrandmas HotelFireDrill CampsiteFireDrill FireDrillRentalCheck FireStationTour HostelFireDrill FireDrillBeforeUnpack',
    fashion:
      'FireDrillPajamaLook FireMarshalForADay AllRedFireDrill FireDrillFitCheck DressLikeAFirefighter FireDrillSlipperStyle FireDrillHiVis BathrobeFireDrill',
    wellness:
      'FireDrillSensoryKit SmokeAlarmSunday PracticeMakesCalm FireDrillDeepBreaths FireDrillFamilyTalk FireDrillNoPanicPlan BedtimeFireDrill StuffieFireDrill',
    speed:
      'BeatTheFireDrillTimer FireDrillShoeRace FireDrillCrawlSprint OutTheDoorIn60 FireDrillGrabBagDash StopDropRollRelay FireDrillStopwatch NinetySecondFireDrill',
    music:
      'StopDropRollRap FireDrillAlarmRemix ChantTheFireDrill FireDrillJingle FireDrillMarchBeat SingTheSiren FireDrillDrumline KazooFireDrill',
    art: 'DrawYourFireDrillMap FireDrillComicStrip BuildAFireDrillDiorama FireDrillHelmetCraft FireDrillChalkRoute PaintAFiretruck FireDrillPosterDesign StopMotionFireDrill',
    tech: 'KidsVoiceFireDrill FireDrillFloorPlanApp SmartAlarmFireDrill AskAIForAFireDrill FireDrillExitMapPhoto SmokeDetectorTest FireDrillTimerApp FireDrillQRCode',
    pet: 'FireDrillCarrierTest DogFireDrillRecall FireDrillLeashByDoor FireDrillPetHeadcount FireDrillCatWrangle FireDrillPetExitPlan KittyFireDrill TreatTrailFireDrill',
    gaming:
      'FireDrillEscapeRoom FireDrillSpeedrun FireDrillScavengerHunt DesignAFireDrillLevel FireDrillTriviaRound FirefighterSimRun FireDrillBlockMap FireDrillMazeGame',
  },
  'fire safety': {
    dance:
      'StopDropAndRollDance FireSafetyExitStep SirenSwayRoutine FireSafetyHoseWave FireStationStomp FireSafetyBoogie FireSafetyShuffle',
    fitness:
      'FireSafetyLowCrawl FireSafetyGearSquats FireSafetyBootcamp FireSafetyHoseDrag FireStationStairClimb StopDropAndPlank FireSafetyJumpingJacks',
    funny:
      'SmokeAlarmAtDinner BurntToastPanic FireSafetyKidInspector FireSafetyDrillFaces FireSafetyChirpAt3AM FireSafetyDadLecture FireSafetyOverachiever',
    prank:
      'FirehouseCookieDrop FireSafetyPartyFavors FireSafetyGiftBasket FireSafetyBatterySwap FireStationThankYou FireSafetyNeighborKit FireSafetyStickyNotes',
    cooking:
      'FirehouseChili FirefighterPancakes FireSafetyOvenMitts FireSafetyKitchenCheck FireStationCookOff FireSafetyLidRule FireSafetyNoBakeBites',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck FireSafetyMuseumTrip FireSafetyRentalCheck FireSafetyParadeDay FireTowerHike FireSafetyCampRules',
    fashion:
      'FireSafetyCostume FirefighterHelmetLook DalmatianPrintScarf FireSafetyGearFit FireSafetyRedDare FireStationUniformDay FireSafetyYellowJacket',
    wellness:
      'FireSafetyPeaceOfMind FlamelessCandleEvening FireSafetyPlanCalm FireSafetyCheckIn FireSafetyFamilyTalk BreatheThroughTheDrill FireSafetyWorryLess',
    speed:
      'TwoMinuteOutside FireSafetyEscapeDrill FireSafetyGearUpRace FireSafetyMeetupDash BeatTheSmokeAlarm FireSafetyExitSprint FireSafetyBucketRelay',
    music:
      'SmokeAlarmRemix StopDropAndRollSong FireSafetyRap FireSafetyChant FireStationSingAlong FireSafetyJingle FireSafetyLullaby',
    art: 'DrawYourEscapeMap FireSafetyPoster FireSafetyComicStrip FireSafetyHelmetCraft DalmatianClayFigure FireStationSketch FireSafetyDoorSign',
    tech: 'SmokeDetectorTest FireSafetyVideoQuiz FireSafetySmartAlarm FireSafetyAppChecklist FireSafetyCOSensor FireSafetyChirpDecoder FireSafetyAlertSetup',
    pet: 'FireSafetyPetSticker FurryFamilyEscapePlan FireSafetyLeashByDoor FireSafetyCarrierReady FireSafetyPetHeadcount FireStationDogVisit FireSafetyCrateDrill',
    gaming:
      'FireSafetyEscapeRoom FireSafetyHazardHunt FireSafetyBingo FirefighterSimGame FireStationTrivia RescueTruckLevel FireSafetyQuizShow',
  },
  'fire station': {
    dance:
      'FireStationBootStomp StopDropAndGroove FirehouseFunk FireStationSirenSway FireStationLineDance TipYourHelmet FireStationConga LadderStepFireStation',
    fitness:
      'TrainLikeAFirefighter FireStationStairClimb FirehouseHoseCarry HoseDragHustle FirehouseBootCamp FireStationFitTest FireStationStepUps GearUpFireStationHIIT',
    prank:
      'SurpriseTheFirehouse FireStationPizzaDrop FireStationKidsBanner ThankYouNoteBrigade DalmatianPlushMascot FireStationMysteryBox FireStationCupcakeRaid ChalkArtFireStation',
    educational:
      'HowFireHydrantsWork WhyEnginesAreRed FireStationSafetyQuiz FireStationTruckTour WhyFirehouseDalmatians FireStationEscapePlan FireStationKnotSchool NameFireStationGear',
    cooking:
      'FiveAlarmChili FireStationPancakes FirehouseCookOff FireEngineRedVelvet FireStationCornbread FireStationBigPotMac FeedTheFireStation FireStationTacoTuesday',
    travel:
      'FireStationOpenHouse FireStationLocalVisit OldestFirehouseHunt FireStationPassport VintageEngineSpotting FireStationTownParade FireStationRoadTrip HistoricFireStations',
    fashion:
      'FirehouseFitCheck FireEngineRedLook FireStationGearTryOn FireStationSuspenders DalmatianSpotsOutfit FireStationBootStyle CostumeDayFireStation FireStationPatchJacket',
    wellness:
      'FireStationGratitude SafetyCheckSunday FirehouseThankYouWalk CalmHomeFireDrill FireStationFamilyPlan FireStationQuietHour FireStationCarePackage KindWordsFireStation',
    speed:
      'FireStationGearUpRace StopDropRollRelay BucketBrigade FireStationHoseSprint FirehouseBootsOnBlitz FireStationDrillTimer FireStationHelmetDash TenSecondFireStation',
    music:
      'FireStationSirenRemix BucketDrumBrigade FirehouseBellBeat FireStationChant FirefighterAnthem FireStationKazooBand SingForFireStation FireStationJingle',
    art: 'FireStationMural FireStationBlockBuild DalmatianDotPainting DrawAFireEngine FirehouseHelmetArt FireStationSketchWalk CardboardFireStation FireStationPopUpCard',
    tech: 'FireStationVirtualTour FireStationSmokeAlarmTest FireStationStopMotion FirehouseGadgetTour FireStationRadioCodes FireStationSirenRecording CodeAFireStationGame FireStationMapApp',
    pet: 'FireStationMascotPup SpotTheDalmatian FirehouseDogDay FireStationPetSafety WindowRescueSticker FireStationKittyVisit TinyHelmetFireStation FireStationFetchDrill',
    gaming:
      'FireStationBoardGame FireStationHoseTarget FirehouseTriviaNight FireStationRescueRun SirenMemoryMatch FireStationSimulator BuildAFireStationMap FireStationFloorIsLava',
  },
  'fire truck': {
    dance:
      'FireTruckSirenDance FireTruckHelmetBop FireTruckLadderShuffle SteerTheFireTruck FiveAlarmFreestyle StopDropAndRollGroove FireTruckWiggle',
    fitness:
      'FireTruckBootcamp FireTruckHoseDrag FireTruckHoseLunges FirefighterStairClimb FireTruckGearBurpees FireTruckWagonPull ToyFireTruckPushUps',
    prank:
      'FireTruckSquirtAmbush FireTruckBirthdayVisit HideAToyFireTruck FireTruckBedSurprise DalmatianDisguise SirenSongWakeUp FireTruckFanMail',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckDopplerSiren FireTruckLadderReach WhyDalmatiansRideAlong FireTruckHoseScience WhatsOnAFireTruck',
    cooking:
      'FireTruckCake WatermelonFireTruck FirehouseFamilyDinner FiveAlarmChiliCookOff FireTruckCupcakes FireTruckBento FireTruckPizzaBuild',
    travel:
      'FireTruckMuseumVisit FireTruckOpenHouse SpotVintageFireTrucks FireTruckParadeDay FireEngineSpottingWalk HistoricFirehouseHop FireTruckColorHunt',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckRainBoots DressLikeAFireTruck FireTruckCoatChic ReflectiveStripeStyle FireTruckPatchJacket',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckEscapePlan FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter FireTruckFearFree',
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer FireTruckDrillIn60 FireTruckGearUpIn30 FireTruckBootsOnDash BuildAFireTruckFast',
    music:
      'FireTruckSirenSong FireTruckSingAlong BeatboxAFireTruck FiveAlarmBeat WeeOooRemix FireTruckHornHarmony FireTruckBellSolo',
    art: 'CardboardFireTruck FireTruckClaySculpt FireTruckWatercolor StencilAFireTruck DalmatianSpotArt FireTruckBlockBuild FireTruckMosaic',
    tech: 'FireTruckStopMotion FireTruckRCModel FireTruckSirenApp FireTruckPhoneTimelapse CodeASirenSound FireTruckVideoTour FireTruckLEDLights',
    pet: 'FireTruckDogHowl FireTruckDalmatianPose PetFireTruckCostume PuppyMeetsAFireTruck FirehouseMascotDay KittyCardboardEngine FireTruckWagonParade',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FireTruckDiceRace FireTruckToyRescue FiveAlarmSpeedrun CatUpATreeLevel FireTruckRaceOff',
  },
  firefighter: {
    dance:
      'FirefighterBootStomp FirefighterPoleSlide FirefighterHoseWave FiremanFreestyle SirenSalsa StopDropAndRoll DanceLikeAFirefighter',
    fitness:
      'FirefighterStairClimb FirefighterHoseDrag TrainLikeAFirefighter FiremanCarryChallenge FirefighterLowCrawl FirefighterGearBurpees BucketBrigadeRelay',
    funny:
      'FirefighterCatInTree FirefighterPunsOnly FiremanChefSkit FirefighterVsSpider KidsAskAFirefighter SmokeAlarmChirpHunt MiniFirefighterMayhem',
    prank:
      'FirefighterCupcakeDrop ThankAFirefighterNote PizzaForFirefighters FiremanHatPhotobomb SurpriseTheFireStation CookiesForTheCrew CheerTheFirefighters',
    cooking:
      'FirefighterFamilyMeal FirefighterHelmetCake FiremanPancakeStack CookLikeAFirefighter FirehouseChiliNight FiveAlarmFeast FirefighterFuelUp',
    travel:
      'FirefighterStationTour FirefighterMuseumTrip FirefighterLookoutHike FiremanForADay VintageFireTruckHunt FirefighterParadeDay MeetAFirefighter',
    fashion:
      'FirefighterFitCheck FirefighterSuspenders DressLikeAFirefighter FiremanCostumeDIY FirefighterGearStyle RedAndReflective FirewomanPowerLook',
    wellness:
      'FirefighterShiftUnwind FiremanBoxBreathing FirefighterQuietHour FirefightersGratitude CalmAfterTheSiren StopDropAndBreathe ThankYouFirefighters',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime HoseRollBlitz FirefighterGearUpIn90 FirefighterLadderDash',
    music:
      'FirefighterSirenRemix FirefighterBellRhythm FirefighterThemeSong FirefighterBootBeat FirefighterSaluteSong WeDidntStartTheFire AnthemForFirefighters',
    art: 'FirefighterHelmetCraft FirefighterClayFigure CardForAFirefighter FiremanPortraitDay FireTruckChalkArt DalmatianDotPainting FirefighterWatercolor',
    tech: 'FirefighterVideoCall TestYourSmokeAlarm FirefighterStopMotion FirefighterSafetyApp FirefighterExitMapPhoto WildfireMapApp FirefighterTechTour',
    pet: 'FirefighterPupPose FirefighterPetSafety FirefighterKittyRescue FirefighterPetRescueKit DalmatianForADay StationDogSalute FirefighterFidoDrill',
    gaming:
      'FirefighterSimRun FirefighterCoopRescue FirefighterRescueGame FiremanHighScore FirefighterBoardGame FiveAlarmBossLevel EscapeRoomFirefighter',
  },
  firefly: {
    dance:
      'LightningBugBoogie FireflyFlickerStep DuskMeadowWaltz GlowLikeAFirefly FireflyBlinkFreeze FireflyLanternSway',
    fitness:
      'FireflyFieldTag GlowstickNightRun TwilightHillRepeats FireflyDuskDash FireflyMeadowLunges ReachForTheFireflies FireflyJumpAndCatch',
    prank:
      'FireflyJarFakeOut FireflyLEDBalloons StarlightTentMagic BackyardFireflyShow TwinkleBushReveal FireflyDoorstepGlow FireflyCeilingSurprise',
    educational:
      'HowFirefliesGlow WhyFirefliesSync FireflyFlashPatterns FireflyChemistryLab WhereDidFirefliesGo BioluminescenceQuiz ProtectTheFireflies',
    cooking:
      'FireflyGlowMocktail LightningBugCupcakes FireflyGlowJelly FireflyJarParfait FireflyLanternCake DuskPicnicBasket TwilightFireflyCookies',
    travel:
      'FireflyParkAtDusk FireflyMeadowCamp FireflyFestivalTrip FireflyNightHike FireflyBackyardCampout FireflyMeadowWalk GrandmasPorchFireflies',
    fashion:
      'FireflyLightUpDress TwinkleHairClips FireflyAmberNails FireflyGlowJewelry DressedForDusk FireflySequinJacket SummerFireflyFrock',
    wellness:
      'FireflyPorchSitting TwilightWonderWalk SummerDuskGratitude CountTheFireflies LightsOffFireflyHour WishOnAFirefly FireflyLawnStillness',
    speed:
      'FireflyGlowstickRelay TwinkleStringUntangle FireflySketchInSixty FireflyCountOff LightningBugCountdown LightTheLanternsFast SpotTenFirefliesFirst',
    music:
      'FireflyLullaby CricketChorusNight FireflyBlinkTempo FirefliesSongCover TwinkleLittleFirefly CicadaDuskMix JamWithTheFireflies',
    art: 'FireflyLongExposure FireflyPaperLantern GlowPaintFireflyJar LightningBugRockArt DuskSilhouettes DotPaintingFireflies FireflyOrigamiCraft',
    tech: 'FireflyCountApp FireflyNightModeTest FireflyTimelapse CodeAFireflyJar FireflyWatchApp FireflyPhotoHunt FireflyFlashlightTalk',
    gaming:
      'FireflyMemoryFlash TwilightTagRound FireflyGlowPuzzle CatchEveryFirefly FireflyHighScore LightningBugLevelUp',
  },
  fireplace: {
    dance:
      'FireplaceSlowDance FireplaceCozyGroove FiresideShuffle WaltzByTheFireplace CrackleAndPopMoves HearthStepRoutine FireplaceFlamenco',
    fitness:
      'FireplaceStretchOut FireplaceWoodCarry FiresideYogaFlow SquatsByTheFireplace FireplacePlankWarmUp HearthsideCoreHold',
    funny:
      'FireplaceOnTheTV FireplaceDadFireMaster FiresideStoryFails FireplaceFlueFiasco SantaInspectsTheHearth ChimneyEchoVoices FireplaceHogStandoff',
    prank:
      'FireplaceTVLogSwap FiresideCocoaSurprise HearthBlanketBasket FireplaceSantaTracks FireplaceStockingDrop NorthPoleLetter CozyFireplaceAmbush',
    cooking:
      'FireplaceSmores CocoaByTheFireplace FiresideChestnuts PopcornOverTheFire FireplaceFondueNight HearthBakedBread FireplacePizzaPicnic',
    travel:
      'FireplaceCabinTrip FireplaceLodgeStay FireplaceCafeHunt FireplaceLibraryVisit CoziestFireplaceHunt HistoricHearthTour',
    fashion:
      'FireplaceCozySweater FireplaceFlannelFit FiresideKnitLook FireplaceSlipperStyle HyggeByTheHearth PlaidBlanketScarf FireplacePJShoot',
    speed:
      'FireplaceStockingRace FireplaceMantelDash FiresideStoryInAMinute FireplaceKindlingSort FireplaceAshCleanBlitz HangTheGarlandIn60 StackTheHearthLogs',
    music:
      'FireplaceCrackleBeat AcousticByTheFireplace FiresideCarols FireplaceLullaby ChestnutsRoastingCover HearthsideHarmony FireplaceFolkSong',
    art: 'StyleYourMantel FireplaceWatercolor FiresidePortrait FireplaceStockingDesign PaintTheFireplaceGlow HearthCharcoalDrawing FireplaceFlameSketch',
    tech: 'FakeVsRealFireplace FireplaceSmartRemote FireplaceCOAlarmCheck FireplaceYuleLogStream FireplaceSoundRecording FireplaceTVScreenHack FireplaceTimelapse',
    pet: 'FireplaceFloofNap FireplaceDogStretch FiresideCatLoaf WarmestSpotBattle FireplaceKittenBask PupByTheHearth FireplacePawWarmers',
    gaming:
      'BoardGameByTheHearth FireplaceCardNight JigsawByTheFire FireplaceChessDuel FireplaceWordGame HearthsideTriviaNight',
  },
  firewood: {
    dance:
      'FirewoodStackShuffle CampfireFirewoodJig FirewoodLogRoll FirewoodCircleDance TimberTwoStep LumberjackHoedown FirewoodClogStomp FirewoodBootScoot',
    fitness:
      'FirewoodFarmerCarry FirewoodSquats FirewoodOverheadPress GatherFirewoodHike LogLiftLadder WoodpileWorkout FirewoodWheelbarrowRun FirewoodDeadlift',
    funny:
      'DadsFirewoodPride FirewoodPileEnvy FirewoodForAnIceAge ThatOneFirewoodLog FirewoodStackWobble FirewoodStackingFail FirewoodSommelier FirewoodInfluencer',
    prank:
      'GooglyEyeFirewood FirewoodStackMessage TinyFirewoodBundle SecretFirewoodDelivery YuleLogSwitcheroo WoodpileGnome FirewoodGiftWrap FirewoodSmileyFace',
    educational:
      'WhyFirewoodCrackles SeasonedFirewoodTest FirewoodRingCount HowToStackFirewood OakVsPineShowdown NameThatLog FirewoodTreeRingCount FirewoodSplitScience',
    cooking:
      'FirewoodPizzaNight FirewoodDutchOven FirewoodFlapjacks SmoresOverFirewood HickoryVsApplewood EmberRoastedCorn FirewoodCampBread FirewoodSkilletCookie',
    travel:
      'BuyFirewoodLocally FirewoodStandHunt CabinFirewoodWeekend FirewoodParkCampout FiresideRoadTrip WoodsmokeTrail FirewoodCampsiteHop FirewoodBeachBonfire',
    fashion:
      'FirewoodFlannelFit FirewoodCarryInStyle FirewoodWorkGloves BeanieAndFirewood LumberjackChic FiresideLayers FirewoodPlaidOff FirewoodVestLook',
    speed:
      'FirewoodRelay FirewoodHaulIn60 FirewoodStackRace BeatTheSnowFirewood WoodpileBlitz KindlingCountdown FirewoodTowerTimer FirewoodSortSprint',
    music:
      'FirewoodCrackleBeat FirewoodPercussion FirewoodSingAlong WoodblockFromFirewood LogJamSession FiresideStrum FirewoodXylophone FirewoodDrumCircle',
    art: 'PaintedFirewoodSlices FirewoodLogFaces FirewoodStackArt FirewoodCandleHolder CharcoalFromTheFire LogRoundCoasters FirewoodBarkRubbing FirewoodTwigFrame',
    tech: 'FirewoodWoodIDApp FirewoodFlameSlowMo FirewoodTimelapse AIRatesMyFirewood HowMuchIsACord FirewoodPriceCompare FirewoodStopMotion FirewoodScaleTest',
    pet: 'DogCarriesFirewood CatByTheFirewood FirewoodSniffPatrol FirewoodNapSpot FiresideSnuggle KittenVsKindling FirewoodPupHelper FirewoodHearthPose',
    gaming:
      'FirewoodStackingDuel FirewoodSpeedrun FirewoodCraftingRecipe FirewoodSurvivalMode FirewoodLogCabinBuild FirewoodTowerGame FirewoodTradingGame FirewoodCampGame',
  },
  fireworks: {
    dance:
      'DropItLikeAFirework FireworkFinaleFreeze FireworkGlowStickFlow FireworksRocketHop StarburstShimmy OohAahGroove FireworkArmsDanceOff',
    fitness:
      'StarJumpFireworks FireworkFinaleBurpees FireworkBurstSquats FireworksRocketSprints BoomClapPushUps SkyHighKnees FireworkFrogLeaps',
    funny:
      'FireworkOohAahMeter MissedTheFireworks DadFireworkExpert FireworksNarrator DoYourBestFirework TenThousandPhonesUp GrandmaNamesFireworks BlurryFireworkPhotos',
    prank:
      'PopUpFireworkCard FireworkVideoSurprise FireworkConfettiDoor FireworksCupcakeReveal FireworkPinataSurprise PartyPopperAmbush IndoorFireworkBalloons',
    educational:
      'WhyFireworksBoom HowFireworksGetShapes FireworkColorScience FireworksByAccident FireworkSafetyQuiz FlashThenBangMath FireworkNamesDecoded',
    cooking:
      'PoppingCandyFireworks FireworkChocolateBark FireworkSprinkleCake FireworksCupcakes RedWhiteAndBlueberry StarSpangledCookies FireworkPopcornBalls',
    travel:
      'FireworksTownShow FireworksParkPicnic BestFireworksSpot FireworksLakesideNight FireworksFairNight FireworksDowntownNight FireworksFromAHilltop',
    fashion:
      'SparkleLikeAFirework FireworksNailArt DressAsAFirework FireworksSequinLook StarburstEarrings MidnightGlitterGlam FireworkSkirtSpin',
    wellness:
      'WishOnAFirework QuietFireworksNight FireworkBreathing MindfulFireworksWatch NewYearIntentions AfterTheBoomCalm BlanketFireworkPicnic',
    speed:
      'BeatTheFireworkFinale FireworkSpeedSketch CountTheFireworks FireworksCountdownDuel FireworkGlowStickDash BalloonDropBlitz',
    music:
      'BabyYoureAFirework SyncToTheFireworks FireworksPlaylist FireworksBeatDrop CrashCymbalFinale BoomGoesTheBass FireworkKaraokeBelt',
    tech: 'FireworksPhonePhotoTips FireworksSlowMo NightModeShowdown CodeAFireworkBurst FireworksTimelapse LongExposureHack ARFireworkFilter',
    pet: 'FireworksCozyDen LickMatForFireworks FireworkSoundTraining FireworksWhiteNoise FireworksCalmPetWrap SafeSpaceForPets FireworkNightCuddles',
    gaming:
      'FireworkSandboxShow FireworkCardGameNight FireworkVictoryDance FireworksHighScore FireworksRhythmRush FireworkRocketRaceGame',
  },
  'first aid': {
    dance:
      'CPRToTheBeat StayinAliveStep FirstAidKitShuffle BandageWrapTwirl FirstAidFreestyle FirstAidRecoveryRoll SafetyDanceFirstAid FirstAidFlashMob',
    fitness:
      'RescueDragDrill CPRPillowPractice FirstAidStretcherCarry FitForFirstAid FirstAidJumpingJacks FirstAidHikeReady FirstAidStairClimb FirstAidPushUpPace',
    funny:
      'BandageForEverything KissItBetterCure FirstAidPaperCutPanic FirstAidMomDiagnosis FirstAidKitDrama RubSomeDirtFirstAid FirstAidOverreaction KidDoctorFirstAid',
    prank:
      'CartoonBandageSwap GetWellBalloonDrop FirstAidLollipopStash FirstAidJokeNotes FirstAidGiggleBox FirstAidKitGlowUp MummyWrapFirstAid SmileyFaceFirstAid',
    cooking:
      'GetWellSoup ElectrolytePopsicles FirstAidKitCookies FirstAidCrossCake KitchenBurnFirstAid FirstAidKnifeSafety GingerTeaFirstAid CandyFirstAid',
    travel:
      'PackYourFirstAidKit FirstAidBlisterCare FirstAidSunburnRelief FirstAidTravelTips DontLeaveWithoutIt FirstAidTrailReady TinyTinFirstAid FirstAidInAnyLanguage',
    fashion:
      'FirstAidKitBeltBag ReadyForAnythingFit FirstAidPatchJacket FirstAidScrubsStyle FirstAidMedicalCharm CuteFirstAidPouch BandanaFirstAid FirstAidFannyPack',
    wellness:
      'MentalHealthFirstAid FirstAidSelfCare FirstAidGrounding SteadyVoiceTraining KeepCalmCarryAKit FirstAidBreathingDrill FirstAidForFeelings KindWordsFirstAid',
    speed:
      'BandageWrapSprint FirstAidSlingSpeedrun FirstAidSplintDash FirstAidKitPackRace RecoveryPositionIn10 CPRCheckRapidFire FirstAidHomeHunt TimedFirstAidQuiz',
    music:
      'StayinAliveCPR FirstAidStepsRap FirstAidJingle CPRSongTempo PushToTheBeat FirstAidBeatbox FirstAidAcapella FirstAidKaraoke',
    art: 'FirstAidComicGuide FirstAidInfographic BandageCollage FirstAidStickFigures FirstAidKitMakeover SafetyPosterArt EmojiFirstAidChart PaintedFirstAidTin',
    tech: 'EmergencySOSSetup FirstAidEmergencyContacts FirstAidAppDrill FirstAidAEDFinder FirstAidMedicalID AICoachesCPR SmartwatchFirstAid FirstAidVoiceAssistant',
    pet: 'PawsitiveFirstAid FirstAidForDogs PetCPRBasics FirstAidPawBandage FirstAidTickCheck VetHotlineReady CatFirstAidKit FirstAidHeartbeatFind',
    gaming:
      'FirstAidEscapeRoom FirstAidTrivia FirstAidScenarioCards GrabTheMedkit FirstAidRolePlay HealthPotionIRL ChooseYourFirstAid FirstAidMedicRole',
  },
  'first apartment': {
    dance:
      'FirstAptSockSlide FirstApartmentKeyTwirl FirstApartmentMoonwalk FirstApartmentConga FreshStartFreestyle HousewarmingShimmy MyFirstApartmentJig FirstApartmentBoogie',
    fitness:
      'FifthFloorWalkUp FirstApartmentPivot FirstApartmentHomeGym MovingBoxDeadlifts FirstApartmentHIIT FirstAptFutonDips StairsToFirstApartment FirstApartmentSquats',
    prank:
      'SecretlyStockTheFridge MomsFirstAptRules FirstApartmentGnomes FirstApartmentWelcomeKit FirstApartmentBalloons PlantOnTheDoorstep FirstApartmentDoormat StickyNoteFirstApartment',
    educational:
      'FirstApartment101 UtilityBillsDecoded LeaseLingoQuiz FirstApartmentFixIt FirstApartmentBudget FirstApartmentRedFlags FirstApartmentPlumbing ToolkitFirstApartment',
    cooking:
      'HousewarmingPotluck TinyKitchenBigFlavor FirstApartmentOnePan StockYourFirstPantry FirstApartmentMealPrep FirstAptRamenUpgrade FirstApartmentBrunch FirstApartmentFeast',
    travel:
      'FirstApartmentTourist NeighborhoodFirstWalk FirstApartmentNewCity FindYourCornerStore FirstApartmentHunting LocalGemsBingo MapMyFirstApartment FirstApartmentBusTour',
    fashion:
      'FirstApartmentFitCheck SmallClosetCapsule MovingDayDrip FirstApartmentRobeGame FirstApartmentGlowUp FirstAptHostLook MyFirstApartmentOOTD FirstApartmentPJs',
    wellness:
      'HomesickCheckIn FirstAptCalmCorner FirstNightAloneRitual FirstApartmentPlantMom FirstApartmentReset LoveYourLittlePlace GratefulFirstApartment MyFirstApartmentNook',
    speed:
      'FirstApartmentMoveIn60 FlatPackSpeedBuild FirstAptUnpackRace FirstApartmentSpeedrun FirstApartmentBoxBlitz FirstApartmentRelay CleanMyFirstApartment TidyFirstApartmentDash',
    music:
      'FirstApartmentAnthem EmptyRoomEcho FirstApartmentKaraoke MovingDayMixtape FirstAptVinylSpin FirstPlaceUnplugged SingInMyFirstApartment KazooFirstApartment',
    art: 'FirstAptGalleryWall FrameYourFirstKey FirstApartmentSketch FirstPlaceMoodBoard ThriftedArtMakeover RenterFriendlyMural PaintMyFirstApartment FirstApartmentCollage',
    tech: 'FirstAptWiFiSetup FirstApartmentTechTour FirstApartmentDoorCam LEDStripGlowUp FirstApartmentSmartPlug FirstApartmentTVMount ScanMyFirstApartment FirstApartmentLayoutApp',
    pet: 'RescueRoommatePup FirstAptCatInspector FirstApartmentDogTour FirstNightPetCam KittenProofMyPlace FirstApartmentFishTank FirstApartmentPerch DoggoFirstApartment',
    gaming:
      'FirstApartmentSimBuild FirstApartmentLANParty CozyGamingNook FirstPlaceGameNight PlayerTwoRoommate FirstApartmentTrivia FirstApartmentBingo FirstApartmentRPG',
  },
  'first day': {
    dance:
      'FirstDayHallwayStrut FirstDayBackpackBop BusStopBoogie FirstDayJitterbug NewKidCoolMoves FirstDayFreezeFrame',
    fitness:
      'FirstDayAtTheGym CouchToFiveKStart FirstDayPushUpTest FirstDayToFinishLine DayOneBeginsNow FirstDayRunClub',
    prank:
      'FirstDayLunchboxNote FirstDayChalkDriveway NewKidWelcomeSign FirstDayBalloonDoor FirstDayHypeSquad AnAppleForTeacher FirstDayRedCarpet',
    educational:
      'NewKidSurvivalGuide FirstDayIcebreakers FirstDaySchoolMap AdviceForYourFirstDay FirstDayTimeCapsule FirstDayClassroomTour',
    cooking:
      'FirstDayPancakeFaces BackToSchoolCookies FirstDayBentoBox FirstDayBreakfastClub FirstDayFuelUp AfterClassSnackAttack FirstDayToastArt',
    travel:
      'FirstDayInANewCity FirstDayNewNeighborhood FirstDayCampusTour GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt',
    fashion:
      'FirstDayOutfitReveal UniformStylingHacks FirstDayHairBows RateMyFirstDayFit NewKidDrip FreshKicksFirstDay',
    wellness:
      'FirstDayPepTalk FirstDayWorryStones FirstDayHugCode NightBeforeJournal FirstDayButterflies YouveGotThisFirstDay',
    speed:
      'FirstDayReadyInTen DoorstepPhotoDash FirstDayShoesOnRace BeatTheFirstBell FirstDaySupplyBlitz FirstDayLunchPackOff FirstDayNameTagRace',
    music:
      'FirstDayWalkUpSong FirstDayCarKaraoke SchoolBellRemix FirstDayAnthem FirstDayDrumRoll LockerComboBeat',
    art: 'FirstDayChalkboardSign BackpackPatchCraft FirstDaySelfPortrait FirstDayHandprint FancyNameTagFirstDay DoodleYourDreamYear FirstDayPhotoRecreate',
    tech: 'ClassScheduleWidget FirstDayVideoDiary FirstDayHomeScreen FirstDayDeskSetup BackpackTechKit FirstDayAlarmTest FirstDayFaceTimeRecap',
    pet: 'PuppyBusStopWelcome FirstDayDogWindowWatch PetInTheFirstDayPhoto FirstDayStowawayCat AfterSchoolZoomies FirstDayPupGoodbye FirstDayPhotobomb',
    gaming:
      'FirstDayTutorialLevel NewSaveFileStart FirstDayQuestLog FirstDayBossBattle PickYourFirstDayClass HallwayBingoCard FirstDayAchievements',
  },
  'first paycheck': {
    dance:
      'FirstPaycheckStrut FirstPaycheckShimmy FirstPaycheckBoogie PaydayMoneyMoves DirectDepositGroove FirstPayStubShuffle FirstPaycheckMoonwalk TwirlYourFirstPaycheck',
    fitness:
      'FirstPaycheckGymHaul FirstPaycheckRunClub FirstPaycheckNewKicks FirstPaycheckFitGoals PaydayPushups EarnItBurnIt FirstPaycheckDumbbells FlexYourFirstPaycheck',
    prank:
      'FirstPaycheckPennyPile FirstPaycheckTreatMom FirstPaycheckOnMe FirstPaycheckPayBack GiantNoveltyCheck DinnerBillAmbush SurpriseFirstPaycheck FirstPaycheckFakeout',
    educational:
      'DeductionsDecoded WhatIsGrossVsNet FirstPaycheckBudget PayYourselfFirst FirstPaycheckMath FirstPaycheckTaxShock FirstPaycheck401k ReadYourFirstPaycheck',
    cooking:
      'FirstPaycheckFeast FirstPaycheckCake FirstPaycheckSushi FirstPaycheckBrunch PaydayPizzaNight RamenToRibeye FirstPaycheckTacoBar DinnerOnFirstPaycheck',
    travel:
      'FirstPaycheckWeekender PaydayDayTrip FirstPaycheckPicnic FirstPaycheckRoadTrip FirstPaycheckGetaway BudgetBucketList FirstPaycheckCamping FirstPaycheckTrainRide',
    fashion:
      'FirstPaycheckFitCheck FirstPaycheckHaul FirstPaycheckBlazer FirstGrownUpOutfit PaydayGlowUp OneInvestmentPiece FirstPaycheckWatch WearYourFirstPaycheck',
    wellness:
      'FirstPaycheckGratitude FirstPaycheckSelfCare FirstPaycheckThankYou FirstPaycheckSpaDay GuiltFreePayday FutureMeSavingsJar FirstPaycheckJournal GiveFromFirstPaycheck',
    speed:
      'FirstPaycheckCountdown FirstBillsBlitz FirstBudgetIn60 FirstPaycheckCashCount PaydayCoinRace ExpenseSortingSprint SplitFirstPaycheckFast FirstPaycheckEnvelopes',
    music:
      'FirstPaycheckAnthem FirstPaycheckGuitar FirstPaycheckVinylHaul FirstPaycheckKaraoke ChaChingRemix PaydayJam RapYourFirstPaycheck FirstPaycheckMicDrop',
    art: 'FrameYourFirstPaycheck DollarBillOrigami FirstVisionBoard FirstArtPurchase FirstPaycheckCollage PaintYourPayday FirstPaycheckPortrait FirstPaycheckCanvas',
    tech: 'FirstPaycheckTechHaul FirstPaycheckSetup FirstPaycheckAIBudget FirstBigGadgetBuy DirectDepositAlert SpreadsheetEraBegins UnboxFirstPaycheck FirstPaycheckBudgetApp',
    pet: 'FirstPaycheckCatTree FirstPaycheckPetHaul SpoilTheDogFirst PaydayForThePup FirstPaycheckPetPortrait PuppyBedUpgrade FirstPaycheckNewCollar FirstPaycheckTreatBox',
    gaming:
      'FirstPaycheckSetupTour FirstPaycheckConsole FirstPaycheckArcade FirstPaycheckGameHaul PaydayLevelUp BeatTheBacklog FirstPaycheckHeadset LootFromFirstPaycheck',
  },
  fishing: {
    dance:
      'FishingLineDance FishingLureJig FishingBobberBounce GoneFishingShuffle ReelItInChallenge CastAndSway FishingRodLimbo FishingPoleTwirl',
    fitness:
      'FishingRodCoreTwist FishingCastReps FishingShoreWalk FishingBankSquats ReelInCurls TackleBoxSquats FishingPierPushUps FishingHikeIn',
    funny:
      'FishingVsCatching MyFishingStoryGrows FishingWithDadPOV ThingsSaidWhileFishing TheOneThatGotAway CaughtMyOwnHat FishingPatienceFail FishingTripNarrator',
    cooking:
      'FishingCatchAndCook GoneFishingPicnic FishingShoreLunch CampfireFishingDinner GummyWormBaitCups LakeToTable FishingTripTacos FishingFoilPacket',
    fashion:
      'FishingFitCheck FishingHatShowdown FishingLureEarrings DressedForFishing StrutInFishingWaders TackleBoxChic FishingVestStyle GrandpaFishingLook',
    wellness:
      'SlowMorningFishing FishingPhoneFree MindfulFishingHour QuietLakeFishing FishingTherapyDay CastAwayStress FishingGratitudeList FishingSunriseSilence',
    speed:
      'FishingKnotIn10 FirstCatchFishingDerby FishingRodSetupRace FishingTackleSort CastForDistance UntangleTheLineFast BackyardFishingBlitz FishingWormDash',
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBluesJam FishingTripAnthem TackleBoxPercussion FishingCampfireDuet FishingSingAlong',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine FishingBobberArt FishingFishPrintArt FishingLureDoodles FishingPhotoStory',
    tech: 'FishingTideAppCheck FishingForecastCheck FishingCatchLogApp FishingCatchPhotoTips BudgetFishingGadgets AIPlansMyFishingTrip FishingSpotMapApp FishingFishIDApp',
  },
  fitness: {
    dance:
      'FitnessRetroAerobics FitnessStepAerobics FitnessFreestyle FitFamFlashMob CardioDanceCombo KickboxingGroove ShimmyIntoFitness',
    funny:
      'FitnessGoalsVsReality FitnessGuruParody FitnessGadgetFails FitnessVsSnacks DayOneSoreness SweatyFaceMontage FitnessInfluencerVoice',
    prank:
      'SurpriseFitnessClass FitnessCheerTunnel FitnessStickyNoteHype FitFamConfettiCannon FoamWeightSwap BalloonFinishLine FitnessTrainerTakeover',
    educational:
      'FitnessMythBusters FitnessScienceQuiz FitnessMuscleMap FitnessVO2Explained HowHeartRateWorks WhyWeGetSore FitnessFactOrFad',
    cooking:
      'FitnessMealPrep FitFamSnackSwap FitnessRecoveryBowl FitnessSmoothieBar HighProteinBaking GainsGranola FitnessFuelFaceOff',
    travel:
      'FitnessSightseeingRun FitnessTravelKit FitnessParkCircuit GetFitOnTheRoad HotelGymRating FitnessHillTopSelfie FitnessWithAView',
    fashion:
      'FitnessFitCheck FitnessOutfitGlowUp FitnessColorMatchSet FitnessSneakerRotation AthleisureToBrunch WhatsInMyGymBag FitnessBuddyTwinning',
    wellness:
      'FitnessRestDay FitnessMindsetShift FitnessSleepRecovery GetFitForJoy MoveForMood StretchAndBreathe SlowFitnessSunday',
    speed:
      'FitnessStopwatchDuel FitnessRelayRace FitnessShuttleRun FitnessAgilityLadder BeepTestChallenge TwoMinuteBurpees FitnessTimeTrial',
    music:
      'FitnessHypeAnthem FitnessBPMMatch FitFamPowerSong FitnessWorkoutRemix SweatBeatMix TempoRunTunes FitnessMusicalStatues',
    art: 'FitnessPoseSketch FitnessMotionBlurShot FitnessJourneyCollage FitFamComicStrip ProgressPhotoArt GymSilhouettes FitnessFlipbook',
    tech: 'FitnessTrackerTest FitnessAppFaceOff FitnessHeartRateZones FitnessWorkoutVideoTest FitnessStepCountCheck FitnessAICoachTest CloseYourFitnessRings',
    pet: 'PetFitnessBuddy FitnessPuppyJog FitnessKittenYogaMat FitFamFetchSprints DogAgilityCourse FitnessRunWithYourDog FurryFitnessCoach',
    gaming:
      'FitnessLevelUpGame FitnessShadowBoxGame FitnessXPGrind FitFamRaidNight ExergameHighScore FitnessDanceGameMarathon FitnessBossBattle',
  },
  'fitted sheet': {
    dance:
      'FittedSheetTango WaltzWithAFittedSheet CornerPopShuffle FittedSheetGhostDance FittedSheetFlamenco FittedSheetLimbo TwirlTheFittedSheet FittedSheetSalsa',
    fitness:
      'FittedSheetTugOfWar KingSizeCardio MakeTheBedWorkout FittedSheetLiftAndTuck FittedSheetWrestling FittedSheetBattleRope FittedSheetLunges CoreBurnFittedSheet',
    educational:
      'HowToFoldAFittedSheet WhyFittedSheetsPopOff ThreadCountTruth FittedSheetHistory FittedSheetGeometry PercaleVsSateen FittedSheetMeasureUp ElasticFittedSheetTest',
    cooking:
      'FoldLikeAFittedSheet FittedSheetPicnic FittedSheetBurrito FittedSheetCrepes LaundryDayBakeOff NoCrumbsFittedSheet FittedSheetPieCrust FondantFittedSheet',
    travel:
      'FittedSheetBeachHack CampingFittedSheet HostelBunkBattle HotelFittedSheetFold FittedSheetRoadTrip PackingAFittedSheet FittedSheetAirMattress CouchSurfFittedSheet',
    fashion:
      'FittedSheetToga FittedSheetRunway FittedSheetFitCheck FittedSheetCape BedsheetCouture MatchYourFittedSheet SkirtFromAFittedSheet BallGownFittedSheet',
    wellness:
      'FreshSheetsFriday FittedSheetReset FittedSheetZenFold LavenderFittedSheet FittedSheetSleepRitual NoRageBedMaking FittedSheetPatience SundayFittedSheetSwap',
    speed:
      'FittedSheetFoldRace FittedSheetIn30 OneHandedFittedSheet FittedSheetRelay KingSizeSpeedrun FourCornersFast FittedSheetBlindfold BeatTheFittedSheet',
    music:
      'OdeToTheFittedSheet FittedSheetBlues FittedSheetOpera FittedSheetSnapBeat SingWhileYouFold CornerPopPercussion FittedSheetBallad EpicFittedSheetScore',
    art: 'FittedSheetTieDye FittedSheetShadowShow FittedSheetBackdrop StencilAFittedSheet QuiltFromFittedSheets SheetGhostPhotoshoot FittedSheetMural BlockPrintFittedSheet',
    tech: 'FittedSheetFoldVideo FittedSheetSlowMo AIExplainsFittedSheets FittedSheetStopMotion FittedSheetVoiceOver TimeLapseFittedSheet FittedSheetGreenScreen FittedSheetHackCheck',
    gaming:
      'FittedSheetBossFight FittedSheetSpeedrun HardModeFittedSheet FittedSheetParachute FittedSheetSideQuest CornerFourUnlocked CoOpFittedSheet QuickTimeFittedSheet',
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
    dance:
      'FlamingoStrut FlamingoOneLegSpin PinkFeatherShuffle FlamingoFlamenco DanceLikeAFlamingo StrikeAFlamingoPose',
    fitness:
      'FlamingoBalanceHold StandLikeAFlamingo FlamingoSquats FlamingoCoreChallenge TreePoseWobble OneLegWonder FlamingoKneeRaises',
    funny:
      'FlamingoFloatWipeout IfFlamingosCouldTalk FlamingoLawnCritic DoYourBestFlamingo NeckTwistCopycat OneLegStandFail PlasticFlamingoDrama',
    prank:
      'FlamingoYardFlocking FlamingoDeskInvasion FlamingoOnTheDoorstep TinyFlamingoHideout YouveBeenFlocked FlamingoFlashMob',
    cooking:
      'FlamingoPinkLemonade FlamingoCupcakes FlamingoCookiePops RaspberryFlamingoFloat GuavaMocktailFizz TropicalPartyPunch FlamingoWatermelonBowl',
    travel:
      'FlamingoZooVisit FlamingoLawnSpotting FlamingoSpottingTour FlamingoParkPicnic FlamingoMiniGolfTrip FlamingoStatueHunt FlamingoMuralHunt',
    fashion:
      'DressLikeAFlamingo StyleAFlamingoShirt FlamingoShadesSelfie HotPinkFlamingoFit OneLegOutfitPose TropicalPrintParty FlamingoFeatherBoa',
    wellness:
      'FlamingoMindfulBalance FlamingoFloatRelax CalmFlamingoPose FindYourFlamingoZen BreatheOnOneLeg PinkSunsetGratitude FlamingoFocusMinute',
    speed:
      'FlamingoBalanceOff FlamingoRingToss FlamingoFloatSprint FoldAFlamingoFast LongestOneLegStand PinkHopRelay FlamingoFeatherBlow',
    music:
      'FlamingoHonkRemix FlamingoBucketDrums FlamingoTropicalBeat FlamingoFlamencoClaps CalypsoUkuleleJam PrettyInPinkCover BeachPartyFlamingoSong',
    art: 'FlamingoWatercolor FlamingoOrigami PaintAFlamingoFlock FlamingoLinoPrint FlamboyanceInFelt PinkEverythingPortrait FlamingoPipeCleaner',
    tech: 'FlamingoDrawingApp FlamingoLiveCam AICountsTheFlamingos FlamingoPhoneWallpaper PinkDeskSetup BirdCallAppTest FlamingoARFilter',
    gaming:
      'FlamingoCroquetGame FlamingoMiniGolf SpotTheFlamingoLevel FlamingoTowerTopple FlamingoZooBuilderGame PinkFlockPuzzle',
  },
  flannel: {
    dance:
      'FlannelHoedown FlannelTwoStep LumberjackJig PlaidShuffle FlannelDoSiDo FlannelWaistTieTwirl BarnDanceFlannel CloggingInFlannel',
    fitness:
      'LumberjackLogCarry FlannelFirewoodStack CabinChoreCircuit FlannelAndFlex FlannelTrailRun FlannelLeafRaking HikeInFlannel PumpkinFlannelCurls',
    funny:
      'FlannelTwinsByAccident FlannelDadUniform GrungeKidFlashback FlannelSeasonOpener PlaidFromHeadToToe FlannelOrTablecloth HipsterFlannelSkit FirstFallDayFlannel',
    prank:
      'FlannelPocketNote FlannelSheetsMakeover CozyCabinWelcome SecretFlannelTwinning SurpriseFlannelSquad LumberjackWakeUp FlannelFamilyPhoto FlannelTakeover',
    educational:
      'HowFlannelIsMade PlaidVsTartanFacts WhyWoolKeepsWarm WhoInventedFlannel FlannelVsFleeceTest FlannelFiberQuiz FlannelPatternMath FlannelScottishRoots',
    cooking:
      'FlannelCiderDonuts FlannelChiliNight LumberjackBreakfast PlaidPieCrust FlannelCampfireSkillet FlannelSmoresBar CozyFlannelSoup MapleFlannelPancakes',
    travel:
      'FlannelAppleOrchard FlannelLeafPeeping FlannelScenicDrive FlannelCabinTrip FlannelThriftShopTour FlannelForestHike PumpkinPatchFlannel FlannelFarmStandTrip',
    wellness:
      'FlannelCozySunday PlaidBlanketReading FlannelPorchCoffee CiderAndJournal FlannelAndFireside WrapUpInFlannel FlannelForestWalk FlannelGratitude',
    speed:
      'FlannelButtonRace FlannelQuickChange LumberjackSpeedStack FlannelSleeveRollDash FlannelWaistTieIn5 KindlingBundleBlitz FastestFlannelFold TenLayerFlannel',
    music:
      'FlannelFolkCover GrungeFlannelRiff FlannelPorchSingAlong SmellsLikeFlannel UnpluggedInFlannel FlannelCampfireSong FlannelKazooJam FlannelHarmonica',
    art: 'FlannelPatchQuilt BuffaloCheckStencil FlannelEmbroidery TapePlaidPainting FlannelUpcycle FlannelPillowSewing FlannelScrunchie BleachDyeFlannel',
    tech: 'PlaidPatternGenerator FlannelThriftAppHunt FlannelOutfitPlannerApp AIDesignsMyFlannel FlannelFallFilter FlannelDesignOnTablet FlannelARTryOn FlannelStopMotion',
    pet: 'FlannelKittenBurrito PlaidBandanaPup MatchingFlannelWithPet FlannelDogBedDIY HoundInFlannel BarnCatCozyNap FlannelFetchWalk FlannelCuddleCam',
    gaming:
      'LumberjackSurvivalRun FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight FlannelGameCosplay FlannelCardGameNight LegendaryFlannelSkin CampfireFlannelChess',
  },
  flashcard: {
    dance:
      'FlashcardFlipAndFreeze FlashcardFreestyle FlashMobFlashcards FlashcardMoveCall QuizMeDanceOff CueCardGroove ShuffleTheFlashcards StepPerFlashcard',
    fitness:
      'FlashcardPlankHold FlashcardSquats FlashcardLungeDeck FlexYourFlashcards QuizMeBurpees StudyBreakSprints FlashcardJumpingJacks FlashcardPushups',
    funny:
      'FlashcardCharades FlashcardBlankStare WhoWroteThisFlashcard FlashcardsAtMidnight QuizMeGoneWrong StudyBuddyPanic FlashcardBadGuesses FlashcardDramaReading',
    prank:
      'FlashcardCompliments FlashcardLunchboxJokes FlashcardCatCameo FlashcardSwap PunchlineFlashcards SecretMessageStack SillyFlashcardAnswers StickyFlashcardTrail',
    cooking:
      'FlashcardSpiceIDTest FlashcardChopped FlashcardBakeOff FlashcardCookingQuiz MysteryMenuShuffle IndexCardRecipeBox SmoothieByFlashcard PizzaToppingFlashcards',
    travel:
      'FlashcardFlagMatch FlashcardTravelPhrases FlashcardLandmarkHunt FlashcardsOnTheFlight DestinationDrawPile FlashcardRoadTripQuiz CityHopByFlashcard PackingListFlashcards',
    fashion:
      'FlashcardOutfitPicker FlashcardDressUp FlashcardColorPairs FlashcardStyleQuiz FlipCardFitCheck DrawThreeAccessories DecadeFlashcardLook RunwayFlashcardDare',
    wellness:
      'FlashcardAffirmations FlashcardGratitude FlashcardJournaling FlashcardBreathwork KindnessActsStack DrawADailyCalm MorningFlashcardRitual SelfCareFlashcards',
    speed:
      'FlashcardPileRace FlashcardsIn60 FlashcardFlipCount BeatTheFlashcardTimer QuizMeRapidFire MathFactsSprint FlashcardSpeedSort FlashcardBuzzerDuel',
    music:
      'FlashcardChordShapes FlashcardRhythmClaps FlashcardLyricDrop FlashcardRapBattle NameThatNoteCards SightReadingSprint HumTheFlashcard SingYourFlashcards',
    art: 'FlashcardFlipbook FlashcardDoodles FlashcardStopMotion DrawTheFlashcardWord OneFlashcardADay TinyCanvasSeries FlashcardWatercolor FlashcardOrigami',
    tech: 'FlashcardAppShowdown FlashcardAIMaker FlashcardCodingTerms FlashcardScanToDeck WristFlashcards AIQuizzesMe FlashcardAppStreak BuildAFlashcardBot',
    pet: 'FlashcardDogCommands FlashcardKittyPawPick FlashcardTrickShow PupReadsFlashcards FlashcardPetButtons FlashcardPetVocab FlashcardTreatHunt FlashcardNameGame',
    gaming:
      'FlashcardBossRush FlashcardQuizBoard FlashcardMemoryMatch FlashcardSlapJack LevelUpYourFlashcards QuizMeGameNight FlashcardBingo SpeedrunYourFlashcards',
  },
  flashlight: {
    dance:
      'FollowTheFlashlight FlashlightFreezeDance MovesByFlashlight TorchlightTango SilhouetteShuffle FlashlightDiscoParty',
    fitness:
      'DodgeTheFlashlight FlashlightBeamBurpees FlashlightBackyardJog TorchTagSprints LightsOutLunges FlashlightPlankHold',
    prank:
      'FlashlightCeilingStars FlashlightShadowBunny FlashlightWallMessage GiftHuntByFlashlight FlashlightSignalSurprise FlashlightLoveNote',
    educational:
      'HowFlashlightsWork FlashlightMorseCode FlashlightPrismRainbow MoonPhasesByFlashlight FlashlightFactOrFib ShadowScienceLab',
    cooking:
      'FlashlightPicnic FlashlightTentSmores FlashlightCampCocoa CookByTorchlight BlackoutBakeOff GlowInTheDarkJello FlashlightFondue',
    travel:
      'FlashlightNightHike FlashlightBeachWalk GhostWalkByFlashlight TorchlitForestWalk FlashlightFieldTrip OwlWatchByTorch',
    fashion:
      'RunwayByFlashlight SequinFlashlightTest FlashlightCampFit FlashlightGlowUp FlashlightFlexPose GlitterUnderTheBeam',
    wellness:
      'ReadByFlashlight FlashlightBedtimeStory FlashlightBlanketFort ScreensOffTorchOn FlashlightWindDown BeamBreathing',
    speed:
      'FlashlightHuntIn60 FlashlightTargetRace SockSortByFlashlight BatterySwapBlitz TorchTagTimer SpotItByFlashlight QuickDrawFlashlight',
    music:
      'WaveYourFlashlight KaraokeByFlashlight FlashlightTentJam FlashlightBeatSync TorchSongChallenge SpotlightSolo',
    art: 'PaintWithAFlashlight ShadowPuppetShowdown FlashlightColorGels FlashlightStencilArt LongExposureLoops TorchlitPortraits FlashlightPinholeStars',
    tech: 'BuildAFlashlight FlashlightTeardown PhoneFlashlightHacks FlashlightLumenWars PotatoPoweredTorch FlashlightMorseApp SmartBulbVsFlashlight',
    pet: 'DogWalkByFlashlight KittyChasesFlashlight FlashlightHideAndSeek FlashlightPupCampout CatVsTheBeam PetMeetsShadowPuppet FlashlightTreatTrail',
    gaming:
      'FlashlightEscapeRoom ManhuntWithFlashlights FlashlightHideAndSeek FlashlightFreezeTag FlashlightTreasureHunt TorchlitTabletop',
  },
  'flea market': {
    dance:
      'FleaMarketStrut BargainHuntBoogie FleaMarketVinylSpin FleaMarketFunk SwapMeetShuffle HaggleAndHustle JitterbugFleaMarket FleaMarketFoxtrot',
    fitness:
      'FleaMarketStepCount FleaMarketCrateCurls FleaMarketMile JogToTheSwapMeet FarmerCarryYourFinds BargainHuntWalk FleaMarketLunges FleaMarketSquatHaul',
    prank:
      'FleaMarketPortraitSwap WeirdestFleaMarketGift FleaMarketFakeOut FleaMarketLookalike TeacupTakeover ItsWorthMillions FleaMarketTallTale FleaMarketGnomeDrop',
    educational:
      'FleaMarketWhatsItWorth HaggleLikeAPro FleaMarketDetective SwapMeetMath FleaMarketHistory101 DecodeTheHallmark FleaMarketEraQuiz MysteryFleaMarketTool',
    cooking:
      'FleaMarketChurros FleaMarketTeaParty SwapMeetSkillet FleaMarketFunnelCake RecipeCardRevival VintageDishwareDinner FleaMarketJelloMold BakeYourFleaMarketFind',
    travel:
      'FleaMarketPassport FleaMarketBigCityHunt FleaMarketHopping FleaMarketRoadTrip FleaMarketWeekendTrip FleaMarketSaturday NightFleaMarketCrawl FleaMarketLocalsOnly',
    fashion:
      'FleaMarketFitCheck FleaMarketDenimHunt StyleMyFleaMarketFind SwapMeetGlowUp ThriftFlipOutfit BroochItUp FleaMarketHatTrick FleaMarketSunnies',
    wellness:
      'FleaMarketSlowSunday FleaMarketMemoryLane FleaMarketMeander SwapMeetSunrise BrowseDontBuy DeclutterThenDonate NoSpendFleaMarket SparkJoyFleaMarket',
    speed:
      'FleaMarketSpeedHunt FleaMarketOneLapDash SwapMeetSweep FleaMarketFaceOff BargainBlitz FiveBucksTenMinutes FleaMarketBingoRace StopwatchFleaMarket',
    music:
      'VinylDigging FleaMarketRecordHaul FleaMarketCassetteMix FleaMarketBuskerJam SwapMeetSoundCheck FiveDollarGuitarCover FleaMarketJunkDrums TuneAFleaMarketUke',
    art: 'FleaMarketFrameFlip FleaMarketUpcycle FleaMarketCollage SwapMeetSketchbook ThriftArtPhotobomb OldKeysReborn FleaMarketMosaic SketchTheFleaMarket',
    tech: 'DoesItStillWork FleaMarketCameraTest FleaMarketRadioFix FleaMarketTechRescue SwapMeetMysteryGadget FleaMarketTypewriter ScanAFleaMarketPhoto FleaMarketCRTHookup',
    pet: 'FleaMarketDogDay FleaMarketKittenBasket FleaMarketPuppyStroll SwapMeetSniffTour MyCatPicksTheFind AntiqueCrateBed PupApprovedFleaMarket FleaMarketPetPortrait',
    gaming:
      'RetroCartridgeHunt FleaMarketConsoleFix FleaMarketBinderDive FleaMarketBoardGames SwapMeetChessDuel WillItBoot FleaMarketBingo JigsawFleaMarketGamble',
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
    educational:
      'FloridaGatorOrCroc FloridaManateeFacts FloridaReefRescue101 FloridaHurricaneQuiz EvergladesScience SpaceCoastHistory WhyFloridaIsFlat TurtleNestFlorida',
    cooking:
      'FloridaKeyLimePie FloridaCubanSandwich FloridaOJTasteTest FloridaConchFritters FishTacoFaceOff SunshineStateSmoothie MangoSalsaFlorida FloridaCitrusBars',
    fashion:
      'SunshineStateStyle FloridaFlamingoPrint FloridaBeachFit PackForFlorida FloridaHumidityProof LinenOrMelt PastelSuitFlorida FloridaSunHatSwap',
    wellness:
      'FloridaShadeBreak FloridaKeysSlowDay FloridaSunsetCalm FloridaSaltAirReset MoveAtManateeSpeed SunshineStateOfMind BarefootFloridaWalk SeashellFloridaJournal',
    speed:
      'FloridaFactsIn60 FloridaSandcastleIn10 FloridaShellDash FloridaBeachRelay FloridaOrangePeelRace KeyLimePieRace OutrunFloridaRain PackUpFloridaPicnic',
    music:
      'FloridaBeachSongCover FloridaBeachJam FloridaGatorBallad FloridaReggaetonMix FloridaIslandBeat FloridaSwampBlues FloridaUkuleleSunset PorchPickinFlorida',
    art: 'FloridaShellArt PaintAFloridaSunset FloridaPostcardDesign FloridaCitrusStillLife FlamingoSketch ManateeClayModel FloridaDriftwoodCraft FloridaPalmFrondWeave',
    tech: 'FloridaLaunchLivestream FloridaStormTracker FloridaSolarPowerTest FloridaPhoneOverheat FloridaReefWebcam LiftoffSlowMo SatelliteViewFlorida FloridaHurricaneApp',
    pet: 'FloridaDogBeach FloridaPuppyPaddle CatVsFloridaLizard FloridaLanaiKitty FloridaPetSunSafety GatorPlushFetch SandyPawsFlorida SunshineNapFlorida',
    gaming:
      'FloridaTriviaNight FloridaMinigolfTour FloridaFlashcardGame FloridaMapQuiz GatorGolfShowdown RocketLaunchSim FloridaBeachBingo FloridaPlateSpotter',
  },
};
