import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  drone: {
    dance:
      'DroneTopDownChoreo DroneFilmsOurLineDance DroneFlashMob DanceForTheDrone SpellItOutForTheDrone SkyHighDroneShuffle DroneOrbitFreeze MoveWithTheDrone',
    fitness:
      'DroneFollowRun YogaShapesByDrone DroneBikeChase OutrunTheDrone DroneCamBootCamp PlankTillTheDroneLands DroneSprintIntervals JumpingJacksForTheDrone',
    funny:
      'DroneLandingFail DroneStuckInTree DadFliesTheDrone MyDroneHasAMindOfItsOwn DroneFollowsMeEverywhere AerialDroneBloopers DroneDeliveryGoneWrong AwkwardDroneSelfie',
    prank:
      'DroneBirthdayBanner DroneGooglyEyeFlyBy LoveNoteByDrone DroneDeliversTheRemote DroneRoomService DroneChalkJokeReveal DroneFakePizzaDelivery DroneConfettiDrop',
    educational:
      'HowDronesFly MakeAPaperDroneRotor DroneSafetyQuiz DroneRulesIn60 WhyDronesDontFall DroneFactOrFiction DroneVsWindTest DroneBatteryMath',
    cooking:
      'BirdsEyeDroneBrunch DronePotluckReveal GuessMyDinnerByDrone TacoTuesdayByDrone DroneDeliveredDessert PlateItForTheDrone DroneDonutDrop PizzaArtForTheDrone',
    fashion:
      'DroneFitReveal FlowingDressDroneSpin DroneRunwayWalk DroneTopDownOOTD TwinningByDrone StrikeAPoseForTheDrone DroneCapeFlutter DroneUmbrellaTwirl',
    wellness:
      'DroneSunriseFlight DroneSunsetMeditation CloudWatchingByDrone DroneShotLakesideYoga DroneShrinkYourWorries DroneSlowFlyover DroneForestBreath DroneHappyPlaceReveal',
    music:
      'BackyardBandByDrone DroneDropsTheBeat DroneMusicVideo BeatboxTheDroneBuzz DroneLipSyncBattle DroneRevealOnTheChorus SingToYourDrone DroneSerenadeFromAbove',
    art: 'DrawYourDrone DroneChalkArtReveal DroneSandDrawing MandalaMadeForDrones LeafItToTheDrone PaintWhatTheDroneSees DroneSnowAngelShot DronePebbleMosaic',
    pet: 'CatIgnoresTheDrone DroneFilmsOurDogWalk DronePetZoomies DogMeetsDrone CatReactsToDroneVideos DroneFindsTheLostKitten DronePortraitOfMyPup DroneShapedPetTreats',
  },
  drum: {
    fitness:
      'ExerciseBallDrumming DrumstickCardio BucketDrumBootCamp DrumFillSquats BeatTheDrumBurpees DrumCallJumpingJacks DrumrollPlankHold DrumHitHighKnees',
    funny:
      'DrumRollForEverything DrummerFaceOff PotsAndPansDrumSolo CaughtAirDrumming NeighborsHateMyDrums DadJokeRimshotDrum OverdramaticDrummer ToddlerDrumTakeover',
    prank:
      'SurpriseDrumRoll DrumFillDoorbell ToyDrumWakeUp DadGetsADrumIntro RimshotEveryJoke BucketDrumSerenade DrumFanfareForMom MysteryDrumTaps',
    educational:
      'HowDrumsMakeSound DrumHeadSandPattern PolyrhythmDrumLesson LearnADrumRudiment DrumQuizIn60 TuneYourDrumByEar GuessTheWorldDrum CanYouReadDrumNotes',
    cooking:
      'DrumKitCookies SnareDrumCake PretzelDrumSticks HoneyGarlicDrumsticks DrumrollPleasePancakes WhiskLikeADrummer MarshmallowDrumTreats DrumShapedPizza',
    travel:
      'DrumCircleOnTheBeach StreetDrummerTour PackYourDrumsticks DrumsAtTheParade FollowTheDrumbeat DrumBeatsOfMyCity SouvenirDrumHunt DrumAtEveryStop',
    fashion:
      'DrummerFitCheck DrumStickHairBun DressLikeADrummer DrumstickEarrings DrumrollOutfitReveal DrumlineJacketDIY BangTheDrumBandana PaintDrumsOnSneakers',
    art: 'DrumHeadPainting PaintWithDrumsticks DrumKitSketch OatmealTubDrumCraft PaintSplatterDrumSolo SandDancesOnTheDrum TinCanDrumMakeover GlowStickDrumming',
    tech: 'PhoneDrumBeatBattle DrumSlowMoMagic DrumPadOnATablet CanAnAppTuneMyDrum AIDrummerJamOff LaptopDrumSolo LayerADrumLoop DrumCoverSplitScreen',
    pet: 'CatVsDrumKit DrumRollForTreats PuppyEarTiltDrums ParrotBobsToDrums SoftDrumLullabyForPets DogTapsTheDrum DrumShapedBunnyHideout KittenBopsATinyDrum',
    gaming:
      'CopyMyDrumBeat FreezeWhenTheDrumStops DrumARetroBossTheme GuessTheGameOnDrums TopMyDrumHighScore DrumRollForTheWinner DrumRhythmDuel DrumCircleMemory',
  },
  duck: {
    dance:
      'DuckWalkDanceOff DucklingConga QuackLikeADuckDance DoTheDuckWaddle RubberDuckRumba DuckWingFlapShuffle DuckTailShake DuckBillTwist',
    funny:
      'DuckFaceSelfieFail DuckWaddleImpression DuckCallFail DuckVoiceForMyDog RubberDuckTherapist TalkLikeADuckAllDay DuckTranslatorSkit DuckNarratesMyMorning',
    prank:
      'RubberDuckInvasion DuckQuackDoorbell DuckArmyOnTheDesk DuckTrailToTheSnacks HiddenDuckHunt DuckInTheFridge DuckCallWakeUp DuckInEveryShoe',
    educational:
      'DuckFloatTestInATub DucklingImprinting DucksSleepWithOneEyeOpen WaterOffADucksBack NameThatDuck WhyDuckFeetDontFreeze BreadIsBadForDucks DuckSpotterQuiz',
    cooking:
      'DuckPondCake RubberDuckCupcakes DucklingRiceBento PancakeDucklingParade QuackersAndCheese DuckFaceBuns DuckShapedSandwiches DuckToastArtDuel',
    travel:
      'FeedTheDucksRight HowManyDucksCanYouSpot FollowTheDucklings DuckPondHopping RubberDuckTravelBuddy DuckPhotoAtEveryStop DuckBirdwatchPicnic DuckParkBikeRide',
    fashion:
      'DuckYellowFitCheck DuckBootStyling DressLikeADuck RubberDuckHairClips DuckEmbroideryDIY DuckWaddleRunway RainyDayDuckOutfit PaintDuckSocks',
    wellness:
      'WaterOffADucksBack DuckDoodleUnwind DuckPondPause DuckWatchingBreak RubberDuckBubbleBath DuckWaddleSlowDown DuckSpottingStroll CountDucksToRelax',
    tech: 'RubberDuckDebugging DuckPondLiveCam DuckQuackRingtone DuckTakeoffInSlowMo NameThatDuckApp PutADuckFilterOnIt DuckSoundboardRemix AutotuneADuck',
    gaming:
      'DuckHuntHighScore DuckLifeRacing HookADuck DuckPondArcade DuckHideAndSeek DuckGameNight RubberDuckRingToss DuckBingoAtThePark',
  },
  'duct tape': {
    prank:
      'DuctTapeBananaOnWall DuctTapeLunchboxNote DuctTapeGiftWrap DuctTapeFortSurprise DuctTapeCupsToTheTable UnwrapTheDuctTapeBall DuctTapeMouseTrick DuctTapeComplimentTrail',
    educational:
      'WhyDuctTapeSticks DuctTapeBookHang DuctTapeBridgeLoad IsDuctTapeWaterproof DuctTapeStrengthTest DuctTapeOrSuperGlue DuctTapeTriviaRound DuctTapeFrictionLab',
    cooking:
      'IsItCakeOrDuctTape DuctTapeLookalikeDonut DuctTapeSilverFondant DuctTapeCookies DuctTapeBagels DuctTapeFruitLeather DuctTapeTwinTreatBake DuctTapeRollCinnamonBuns',
    travel:
      'DuctTapeSuitcaseFix DuctTapeTentRepair NeverTripWithoutDuctTape DuctTapeLuggageTag DuctTapeTrailPatch DuctTapeSavedOurCampout DuctTapeFlipFlopSOS DuctTapePackingKit',
    fashion:
      'DuctTapePromDress RunwayInDuctTape DuctTapeWallet DuctTapeSneakerGlowUp HemWithDuctTape DuctTapeAccessoryDare DuctTapeBowTieDIY DuctTapeHeadband',
    wellness:
      'DuctTapeVisionBoard DuctTapeWorryRip DuctTapeNoteToSelf DuctTapeMirrorPepTalk DuctTapeGratitudeWall DuctTapeDeskReset DuctTapeFixOneThing DuctTapeMoodMeter',
    speed:
      'DuctTapeFortIn10 DuctTapeWalletBlitz FastestDuctTapeFix UnrollTheDuctTape DuctTapeTallestTower SpellItInDuctTape FindTheDuctTapeEnd DuctTapeBallRace',
    music:
      'DuctTapeBoxGuitar RipTheDuctTapeRemix DuctTapeShakerJam DuctTapeBeatbox DuctTapeLoveSong DuctTapeOneManBand DuctTapeDrumline DuctTapeKazooChorus',
    tech: 'DuctTapeLaptopStand DuctTapeCaseMakeover DuctTapeTabletMount DuctTapeHeadphoneFix TameCablesWithDuctTape DuctTapeRemoteRescue DuctTapePhoneTripod DuctTapeWebcamCover',
    pet: 'CatInTheDuctTapeSquare DuctTapeKittyCastle DuctTapeTreatMaze DuctTapeBoxTunnel WillMyDogCrossDuctTape DuctTapePupAgility DuctTapeTriangleTest DuctTapeFetchLane',
    gaming:
      'DuctTapeLaserMaze DuctTapeHopscotch DuctTapeCheckerboard DuctTapeBullseyeToss TicTacToeInDuctTape DuctTapeFloorIsLava DuctTapeRaceTrack DuctTapeShuffleboard',
  },
  dumbbell: {
    dance:
      'DumbbellToTheBeat DumbbellDanceCardio DumbbellShoulderShimmy DumbbellHipHopCombo DumbbellCurlAndTwirl PumpUpTheJam DumbbellCongaLine DumbbellSalsa',
    funny:
      'DumbbellSoupCanSwap DumbbellDoorstopLife NewYearDumbbellRegret DustyDumbbellReunion DumbbellSelfieFail DumbbellGruntOff TinyDumbbellBigFlex DumbbellClothesHanger',
    prank:
      'DumbbellCakeSurprise DumbbellMotivationNote GooglyEyeDumbbells GiftWrapTheDumbbells FoamDumbbellFlex HideDadsDumbbells DumbbellPlushieSwap ChocolateDumbbellTrick',
    educational:
      'WhyDumbbellsAreDumb DumbbellMuscleQuiz DumbbellLeverExperiment FixMyDumbbellForm SoupCanVsDumbbell HowHeavyIsMyDumbbell DumbbellMythOrFact DumbbellGripStrengthTest',
    cooking:
      'DumbbellCake DumbbellShapedPancakes ProteinDumbbellBites DumbbellGainsGranola DumbbellCurlsThenCarbs DumbbellCookieStack DumbbellDoughnuts DumbbellPretzelShapes',
    travel:
      'DumbbellHotelWorkout HaveDumbbellsWillTravel DumbbellBeachBootCamp WaterBottleDumbbells DumbbellsUnderTheStars SuitcaseDumbbellCurls DumbbellsWithAView DumbbellTrailheadSets',
    fashion:
      'DumbbellFitCheck DumbbellCharmDIY MatchYourDumbbellColor MatchingDumbbellNails DumbbellOutfitReveal DumbbellGymBagTour DumbbellRunwayWalk DumbbellHeadbandStyle',
    wellness:
      'DumbbellMindfulReps DumbbellStretchFlow GentleDumbbellMorning SlowDumbbellCurls DumbbellPhoneFreeLift DumbbellGratitudeSets DumbbellBreathwork DumbbellsAtSunset',
    speed:
      'DumbbellCurlCount DumbbellRowBlitz DumbbellPressIn30 TenDumbbellSquatsFast RackTheDumbbellsRace DumbbellThrusterSprint DumbbellRepRush DumbbellLungeRelay',
    music:
      'DumbbellDrumlineReps DumbbellWorkoutJingle DumbbellClankJam DumbbellKaraokeSet DumbbellCurlsToTheBeat MyDumbbellHypeSong DumbbellLipSync DumbbellPlaylistSwap',
    art: 'DumbbellClaySculpt DumbbellStillLife PaintYourDumbbells OneLineDumbbellSketch DumbbellSelfPortrait GreekStatueDumbbellFlex DumbbellRollPrint DumbbellCardboardCraft',
    tech: 'DumbbellVideoCallLift DumbbellFormCheckAI DumbbellTabataTimer 30DayDumbbellTimelapse AppCountsDumbbellReps DumbbellSpreadsheetGains DumbbellSlowMoReplay DumbbellSmartwatchTest',
    pet: 'DumbbellWithMyDog DumbbellKittenSpotter DumbbellPuppyCoach CatVsDumbbell DumbbellPetCheerleader DumbbellLungesWithPup DumbbellHighPaw DumbbellBunnyAudience',
    gaming:
      'DumbbellLevelUp DumbbellBossBattle RollTheDiceDumbbells DumbbellCurlEveryGameOver DumbbellRespawnSquats LoseARoundLiftADumbbell DumbbellCharadesReps DumbbellCardDeckWorkout',
  },
  'dump truck': {
    dance:
      'DumpTruckBackUpBeat DumpTruckHardHatHustle DumpTruckTipAndFreeze DoTheDumpTruck DumpTruckHeavyStomp DumpTruckBeepShuffle DumpTruckLineDance DumpTruckRobotMoves',
    prank:
      'FakeDumpTruckBeeping DumpTruckCandyDrop DumpTruckBalloonLoad TinyDumpTruckDelivery ToyDumpTruckBreakfast TruckloadOfCompliments DumpTruckPaperMessPrank DumpTruckSockPile',
    educational:
      'HowDumpTrucksTip DumpTruckRampRollTest DumpTruckFactOrFib GuessTheDumpTruckLoad BuildASyringeDumpTruck DumpTruckVsElephant DumpTruckSandWeighIn DumpTruckPartsQuiz',
    cooking:
      'DumpTruckCake DumpTruckDirtPudding DumpTruckNachoPile DumpTruckSnackDelivery DumpTruckCookieHaul DumpTruckPopcornLoad ToyDumpTruckTacos DumpTruckGummyQuarry',
    travel:
      'DumpTruckBingoRoadTrip ToyDumpTruckAtTheBeach DumpTruckParkPlayDate BiggestDumpTruckSelfie TouchADumpTruckDay DumpTruckSiteWatch DumpTruckSpottingWalk DumpTruckMuseumVisit',
    fashion:
      'DumpTruckCostume HiVisDumpTruckLook DumpTruckRainGearStyle DumpTruckTeeFitCheck DressLikeADumpTruckDriver DumpTruckHardHatRunway AllYellowDumpTruckOutfit DumpTruckPajamaParty',
    wellness:
      'DumpTruckSandPlay DumpTruckWorryUnload DumpTruckSandboxZen DumpTruckRiceBinScoop DumpTruckDeepBreath DumpTruckColoringBreak DumpTruckLetGoList DumpTruckBedtimeStory',
    tech: 'DumpTruckStopMotion DumpTruckPhoneTimelapse CartoonMyDumpTruck DumpTruckSlowMoTip CodeADumpTruckGame DumpTruckPOVRide DumpTruckSoundRemix DumpTruckGreenScreen',
    pet: 'DumpTruckKibbleHaul DumpTruckTreatDrop CatVsToyDumpTruck HamsterDumpTruckHideout DumpTruckPuzzleFeeder DogHearsDumpTruckBeep DumpTruckVeggieDelivery DumpTruckBunnyFeed',
    gaming:
      'DumpTruckSimRun DumpTruckMiningTycoon DumpTruckMudDerby DumpTruckBlockPuzzle DumpTruckBowling BiggestDumpTruckLoadWins DumpTruckMarbleMaze DumpTruckBoardGame',
  },
  dumpling: {
    prank:
      'DumplingBalloonAvalanche DumplingDessertFakeout SurpriseDumplingParty DumplingPlushSwap DumplingPunStickyNotes ChocolateGyozaTrick TinyDumplingDinner GiantDumplingReveal',
    educational:
      'CanYouFoldADumpling LunarNewYearDumplings NameThatWorldDumpling WhyDumplingsSteamFast HowSoupGetsInside GyozaVsMomoQuiz CountTheDumplingPleats DumplingDoughStretchTest',
    travel:
      'DumplingCrawl DimSumDumplingTour DumplingNightMarket BestDumplingInTown DumplingPicnicInThePark RateEveryDumplingSpot SoupDumplingQuest DumplingStallHopping',
    fashion:
      'DumplingBagThreeWays MakeDumplingEarrings DumplingBunHairstyle DumplingFitCheck PleatedLikeADumpling DumplingCostumeDIY CozyAsADumpling DumplingPrintPajamas',
    wellness:
      'DumplingPhoneFreeDinner MindfulDumplingPleats SlowSundayDumplings DumplingComfortSoup DumplingDeepTalks DumplingGratitudeLunch FoldDumplingsWithGrandma DumplingSharingCircle',
    speed:
      'DumplingFoldRace DumplingSpeedrun DumplingFillingScoop GyozaPleatBlitz DumplingChopstickDash DumplingWrapperRollOff PotstickerStackRace DumplingPlatingIn60',
    music:
      'DumplingSizzleASMR DumplingKitchenChorus RapADumplingRecipe ChopstickDumplingDrums PotstickerPercussion SingToYourDumplings DumplingLoveBallad DumplingFoldToTheBeat',
    tech: 'AppTeachesMeDumplings AIDumplingRecipe DumplingVlogOnYourPhone DumplingStopMotion DumplingFoldSlowMo DumplingSteamTimelapse DumplingTimerByVoice DumplingFlatLayPhoto',
    pet: 'PetSafeDumplingBiscuit MeetMyBunnyDumpling DumplingCatLoaf DumplingHamsterCheeks MyDogIsADumpling CatInADumplingBed DumplingSnuffleToy PlushGyozaTug',
    gaming:
      'DumplingGameNight DumplingMahjongBreak DumplingShopTycoon ChopstickDumplingDuel DumplingMemoryFlip DumplingRestaurantSim GuessTheDumplingFilling DumplingBingoBoard',
  },
  eagle: {
    dance:
      'EagleWingSway SoaringEagleDance EagleSwoopAndGlide EagleLandingFreeze EagleTalonStomp EagleFlapAndDrop EagleStrut BaldEagleBoogie',
    fitness:
      'EaglePoseHold EagleWingspanPushups EagleTalonGripHang EagleSwoopSquats EagleSpottingHike EagleArmsRelease BaldEagleBurpees EagleSkyReachStretch',
    funny:
      'EagleSoundVsReality MomHasEagleEyes EagleNestHouseTour EagleStareDownFaceOff EagleCamSoapOpera BaldEagleBadHairDay SeagullOrEagle EagleImpressionFail',
    prank:
      'EagleEyeRoomSwap EagleMaskPeekaboo PlushEagleNestSurprise EagleEyedEasterEggs EagleScreechAlarm SpotTheHiddenEagle EagleCallDoorbell EaglePhotobomb',
    cooking:
      'EagleNestBites EaglePancakeArt BaldEagleCupcakes EagleShapedToast TalonTwistPretzels EagleFaceFruitPlate EagleFeatherCookies EagleWingChickenCookOff',
    travel:
      'EagleSpottingTrip EagleWatchRiverWalk EaglesAtTheLocalLake EagleBinocularsHike RaptorRescueVisit BirdsEyeLookout EagleFestivalWeekend MeetAnEagleAtTheZoo',
    fashion:
      'EagleWingEyeliner EagleEyeAviators EagleMascotFitCheck DressLikeAnEagle EagleFeatherEarrings SewAnEaglePatch EagleScarfThreeWays EagleVarsityThrowback',
    wellness:
      'EaglePoseBalance EagleSkyMeditation EagleSunriseStretch SketchAnEagleToUnwind EagleLivestreamBreather HilltopBreathwork SlowEagleWatch EaglePerchPause',
    speed:
      'EagleEyeSpeedFind EagleDrawIn30 TalonGrabRelay FastestEagleOrigami SpotTheEagleFirst EagleDiveDash QuickfireEagleFacts BaldEaglePuzzleRace',
    music:
      'FlyLikeAnEagleCover EagleCallRemix EagleAnthemKaraoke WindBeneathMyWings EagleScreechBeatDrop EagleGuitarRiff EagleWhistleSolo BrassEagleFanfare',
    tech: 'EagleNestLivestream EagleCallRecognizer EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline BirdIDAppHunt AIDrawsAnEagle EagleCamHighlights',
    pet: 'EagleCallEarTilt EagleEyedCatBirdWatch KittyVsEagleCam EagleShapedDogBiscuits EagleEyeTreatHunt EaglePoseYogaWithPup EagleSqueakerReaction EaglePlushFetch',
    gaming:
      'EagleFlightSimRun EagleDiveHighScore MiniGolfEagleHunt EagleEyeISpy EagleNestBlockBuild EagleTriviaNight EagleMemoryMatch EagleAirRace',
  },
  earring: {
    dance:
      'HoopEarringSway EarringDangleSpin EarringJingleStep EarringsOnTheBeat EarStackShimmy ChandelierHairFlip EarringSwingOut EarringHeadTiltGroove',
    fitness:
      'HulaHoopEarrings EarringSwingHIIT DanglyEarringCardio SprintInYourEarrings EarStackYogaFlow JumpRopeInEarrings EarringStayPutTest EarringBurpeeProof',
    funny:
      'LostEarringBackHunt EarringDrainRescue GiantEarringTryOn HeavyEarringProblems EarringMismatchDay PiercingPainScale EarringClipOnFail WearAllMyEarringsAtOnce',
    prank:
      'FakePiercingEarring EarringCandyDangles PaperClipEarrings GiantEarringPrank EarringsOnThePlant MismatchedStudsTest EarringCerealLoops EarringSneakSwap',
    educational:
      'EarringSterlingTest PiratesWoreEarrings EarringMetalQuiz EarringMagnetCheck HowPearlsForm WhyGoldDoesntTarnish EarringKaratMath GuessTheEarringEra',
    travel:
      'EarringSouvenirHunt EarringMarketHaggle OneEarringPerTrip AirportEarringSwap EarringPackingHack EarringMatchesTheView EarringFromEveryBeach EarringSeaGlassFind',
    wellness:
      'EarringsOffWindDown EarringMemoryStories EarringBeadingCalm WearTheFancyEarrings EarringBoxDeclutter SlowSundayDressUp EarringMirrorAffirmation EarringGiveawayToAFriend',
    tech: 'EarringMacroPhoneShot EarringVirtualTryOn EarringStopMotion EarringARFilter DrawEarringsOnATablet AIDesignsMyEarrings EarringProductPhotoHack EarringFlatLayTour',
    pet: 'EarringsThatMatchMyCat PetShapedEarrings EarringPawPrintStuds EarringPuppyVote DogInspiredEarrings EarringAndCollarTwinning EarringKittyPortrait EarringBreedQuiz',
    gaming:
      'GameCharacterEarrings EarringMemoryFlip EarringCollectorQuest PixelArtEarrings EarringHideAndSeek EarringScavengerHunt EarringGuessWhoRound EarringDiceRoll',
  },
  'earth day': {
    dance:
      'EarthDayFlashMob EarthDayTreeSway EarthDaySeedlingRise EarthDayRecycleDance EarthDayCompostConga EarthDayGlobeSpin EarthDayLeafShimmy EarthDayTrashBagTango',
    prank:
      'EarthDayUnplugTheTV EarthDayPlantSurprise EarthDayLunchboxNote EarthDayGardenMakeover SecretSaplingDrop ReusableMugAmbush EarthDayBinMonsterFace EarthDayChalkThankYou',
    cooking:
      'EarthDayCupcakes EarthDayScrapsPesto EarthDayZeroWasteBake PlanetEarthCakePops GardenToTableLunch VeggiePeelChips EarthDayDirtCups EarthDayFridgeCleanOut',
    travel:
      'EarthDayParkHop EarthDayBeachCleanup EarthDayLocalTrailWalk EarthDayBusAdventure LeaveNoTraceHike EarthDayBotanicGarden EarthDayBigTreeHunt EarthDayPicnicByBike',
    wellness:
      'EarthDayNatureWalk EarthDayGratitudeRock EarthDaySitUnderATree EarthDayCloudGazing BarefootGrassBreak SunriseOutdoorPause EarthDayStargaze EarthDayBirdsongListen',
    music:
      'EarthDayLeafWhistle EarthDayBottleBand EarthDayRainstickBuild EarthSongCover EarthDayBirdsongDuet EarthDayRecycleRap EarthDayJunkPercussion EarthDayRecycledKazoo',
    tech: 'EarthDayDigitalDeclutter EarthDayPhantomPowerHunt EarthDayEwasteDrop EarthDaySproutTimelapse EarthDayUnplugChargers EarthDayFootprintQuiz EarthDayDarkModeWeek EarthDayPlantIDScan',
    pet: 'EarthDayPetPicnic EarthDayPuppyTreePlant EarthDayCatGrassPot EarthDayDogCleanupWalk EarthDayTugToyDIY BirdBathBuild EarthDaySniffari EarthDayHamsterHideout',
  },
  earthquake: {
    fitness:
      'EarthquakeWobbleSquats EarthquakeCoreBrace EarthquakeBalanceTest EarthShakerLunges DropCoverHoldBurpees EarthquakeOneLegStand EarthquakeStairDrill EarthquakeJumpingJacks',
    funny:
      'EarthquakeOrTruck EarthquakeGroupChat RateThatEarthquake EarthquakeSleptThrough EarthquakeWhoFeltIt FirstTimerVsLocal EarthquakeDramaQueen EarthquakeDrillBloopers',
    prank:
      'SurpriseEarthquakeQuiz EarthquakeGooglyEyeAmbush EarthquakeJelloJiggle EarthquakeDrillCheers TeddyInTheEarthquakeKit GoBagGlowUp EarthquakeSnackStash EarthquakeFlashlightSwap',
    travel:
      'VisitAnEarthquakeMuseum EarthquakeKitForTheTrip RideAnEarthquakeSimulator EarthquakeSafeSpotHunt EarthquakeReadyRoadTrip EarthquakeHistoryWalk EarthquakeFaultLineHike EarthquakeHotelDrill',
    fashion:
      'EarthquakeReadyShoes EarthquakeKitGlowUp EarthquakeBagCheck EarthquakeWhistleCharm EarthquakeCargoPantsFit UtilityVestLook EarthquakePocketsOutfit EarthquakeJacketRunway',
    wellness:
      'EarthquakeWorryJournal EarthquakeCalmingPlaylist EarthquakeCheckInCall EarthGroundingWalk EarthquakeKidsCalmKit EarthquakePrepForPeace EarthquakeFamilyHuddle EarthquakeBreathingCard',
    speed:
      'EarthquakeHomeSafetySweep EarthquakeExitTimer EarthquakeGoBagDash EarthquakeTorchFind DropCoverHoldDrill EarthquakeShoesOnRace EarthquakeSupplyRelay EarthquakeKitPackIn60',
    tech: 'EarthquakeAlertAppTest EarthquakePhoneSensor MapTodaysEarthquakes EarthquakeVideoCallDrill EarthquakeSlowMoTower EarthquakeSOSContacts CodeAnEarthquakeAlarm EarthquakeFamilyGroupText',
    gaming:
      'EarthquakeBlockTower EarthquakeCityBuilder EarthquakeSurvivalRun EarthquakeCardHouseShake QuakeProofBuildOff EarthquakeTriviaNight EarthquakeEscapeRoom EarthquakeSafetyBingo',
  },
  earthworm: {
    funny:
      'EarthwormVoiceover EarthwormWeatherReport EarlyBirdVsEarthworm EarthwormDatingProfile WormOnAStringMagic RobinStakeoutSkit EarthwormMorningCommute EarthwormJobInterview',
    prank:
      'GummyWormSurprise EarthwormPlushSwap FakeEarthwormOnTheShoe EarthwormLunchboxNote RubberBandWiggler WigglyNoodleFakeout PipeCleanerEarthworms EarthwormStickerSurprise',
    educational:
      'EarthwormFiveHearts EarthwormRegrowthMyth WhyWormsSurfaceInRain SoilJarEarthworms EarthwormCensusDig CompostLifeCycle EarthwormAnatomyQuiz HowEarthwormsBreathe',
    fashion:
      'DressLikeAnEarthworm EarthwormRainBoots WormPrintRaincoat EarthToneFitCheck MuddyGardenLook EarthwormPuddleOutfit EarthwormBraceletDIY SewAnEarthwormPatch',
    wellness:
      'EarthwormWeedingHour EarthwormSlowDig EarthingBarefoot WormFarmCalm BareHandsInSoil ThankAnEarthworm EarthwormWatchingBreak EarthwormRainListening',
    music:
      'EarthwormSlideWhistle EarthwormBluesJam EarthwormLullaby WiggleWormAnthem EarthwormSpoonDrums RainyDayGardenBeat EarthwormSongForKids EarthwormRapVerse',
    tech: 'WormFarmTimelapse WormMacroPhoneShot AskAIAboutEarthworms EarthwormSlowMoWiggle EarthwormBinLivestream EarthwormRainForecast EarthwormVibrationApp EarthwormStopMotion',
    gaming:
      'EarthwormTunnelMaze EarthwormSnakeHighScore EarthwormGummyHunt EarthwormTreasureDig SoilLayersPuzzle WormRaceOnPaper EarthwormFishingGame EarthwormCardMatch',
  },
  easter: {
    educational:
      'EasterTraditionsQuiz EasterMoonMath NaturalEasterDyes WhyEggsForEaster PysankyPatterns EasterInTenCountries EasterSpellingBee EasterSeedSproutTest',
    travel:
      'EasterBreakRoadTrip EasterMarketStroll EasterTownEggHunt EasterParkPicnic EasterFarmBabyAnimals EasterVisitToGrandmas EasterGardenTour EasterHilltopSunrise',
    fashion:
      'EasterSundayBest EasterFamilyMatching EasterPastelFitCheck EasterBonnetBattle WearTheBunnyEars StrutTheEasterParade EasterDressTwirlTest EasterEggColorNails',
    wellness:
      'EasterSunriseWalk SlowEasterMorning EggsOfGratitude HatchAHabit PlantEasterBulbs EasterUnplugged EasterKindnessBaskets EasterCandleBreathing',
    tech: 'EasterStopMotion EasterAREggFilter CatchTheBunnyOnCam QREasterClueTrail EasterEcardDesign EasterVideoCallHunt EasterTimelapseSprouts EasterFamilyPhotoEdit',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterCatnipBasket EasterLawnZoomies HoppyEasterHound EasterDogSafeBiscuits EasterCarrotForTheRabbit EasterHamsterHideout',
    gaming:
      'EasterEggsInGames EasterPuzzleQuest EasterRiddleHunt BunnyHopSpeedrun EasterBingoBlitz BasketLootRaid EasterCharadesNight EasterTriviaShowdown',
  },
  eclipse: {
    dance:
      'TotalEclipseOfTheDance EclipseMoonwalk EclipseCoronaSpin EclipseShadowShuffle DiamondRingFreeze TotalityTwirl EclipsePartnerDance PartialEclipseSway',
    prank:
      'EclipseFakeOut EclipsePancakeTrick EclipseCurtainBlackout EclipseSurprisePicnic MoonBlocksTheLamp CrescentShadowReveal BedroomEclipse PhoneScreenEclipse',
    cooking:
      'EclipseCookiePhases EclipseMoonPies TotalEclipseOfTheTart EclipsePancakeFlipOff CrescentCupcakes DiamondRingDonuts BlackSesameEclipse EclipseCookieSandwich',
    fashion:
      'EclipseGlassesGlam EclipseOutfitReveal EclipseGlitterMakeup EclipseInSequins DressForTotality CelestialFitCheck HaloEclipseEyeshadow PaintAnEclipseTee',
    wellness:
      'EclipseMeditation WriteEclipseIntentions EclipseJournal EclipseYogaFlow PhoneDownForTotality DaytimeDuskPause SitWithTheEclipse SilentEclipseWalk',
    speed:
      'EclipseCountdown EclipseSetupRace EclipsePhaseOrderDash EclipsePinholeIn60 BeatTheShadow TotalityTimeTrial EclipseGlassesOnRace EclipseViewerBuildOff',
    music:
      'TotalEclipseOfTheHeart EclipseCricketChorus EclipsePlaylistReveal EclipseDuetDare DarkSideOfTheMoon HereComesTheSun EclipseBeatDrop AcapellaEclipse',
    tech: 'EclipseTimelapse EclipseFilterSelfie EclipseLiveStreamWatch EclipseLightSensorLog PhoneVsEclipse EclipseCountdownWidget EclipseSimOnYourLaptop EclipseSkyMapApp',
    pet: 'EclipseKittyBedtime EclipseDogWalk EclipseZoomies EclipseCuddleBuddy PetsVsTheEclipse BackyardBirdsGoQuiet EclipseCatReactionCam PupReactsToEclipse',
    gaming:
      'EclipseBingo EclipseTrivia EclipseSpaceSim EclipseEscapeRoom MoonPhaseMatchUp LightVsShadowDuel EclipseCharades SpeedrunTheEclipse',
  },
  egg: {
    dance:
      'EggAndSpoonDance EggShakerSalsa ScrambledEggShuffle EggSunnySideUpGroove WalkingOnEggshells EggOnYourHeadWaltz EggCartonTapSteps EggHatchWiggle',
    prank:
      'EggFacesInTheFridge EggCartonCandySwap EggConfettiShells FakeFriedEggDessert HardBoiledEggBluff EggsTurnedToPotatoes MessageInAnEgg EggChocolateSwap',
    educational:
      'EggDropChallenge EggVinegarBounce EggFreshnessFloat RawOrBoiledEggSpin CanYouCrushAnEgg EggOrChickenFirst LabelTheEggParts EggStrengthArches',
    travel:
      'EggTartTrail EggsOverEasyRoadTrip EggsBenedictBrunchHop LocalEggDishTasteTest FarmFreshEggRun DeviledEggPicnic EggHuntAtThePark EggBreakfastInEveryTown',
    fashion:
      'MakeFriedEggEarrings EggYolkYellowFit EggCostumeDIY StylePastelEggColors EggShapedHairBun EggBagStyling EggshellWhiteOutfit SpeckledEggNails',
    wellness:
      'EggStressBallDIY EggTimerBreaths EggCrackYourWorries SlowScrambledEggs EggCupGratitude MindfulEggPeel EggBreakfastInBed EggCartonPlantSeeds',
    tech: 'EggTimerAppVsGrandma EggCrackSlowMo EggDropHighSpeedCam AIRatesMyEggs EggVideoCallCookAlong FlashlightEggCheck EggHatchStopMotion EggFoodPhotoEdit',
    pet: 'ScrambledEggDogTopper KittenVsRollingEgg CatVsEggShaker EggCartonPuzzle EggHuntForPups BunnyInTheEggBasket EggShapedSnuffleMat BackyardHenEggCheck',
    gaming:
      'HiddenGameEasterEggs EggHatchStepCount EggCartonCheckers EggCupTrickShot EggDropDuel ChickenOrEggTrivia EggTossLeaderboard SpinTheEggDare',
  },
  'egg and spoon race': {
    fitness:
      'EggAndSpoonLunges EggAndSpoonSquats EggRaceWallSit EggRacePlankHold BalanceBeamEggRace EggRaceOneLegHop BackwardsEggRace HighKneesSpoonRace',
    educational:
      'EggRaceSpeedMath EggAndSpoonInertia EggRaceShellTest EggRacePredictTheWinner EggRaceCenterOfGravity WhichSpoonWinsEggRace FrictionEggRace SlopeAngleEggRace',
    cooking:
      'EggRaceLoserCooksLunch EggAndSpoonCustard EggRaceFrittata AfterEggRaceOmelet EggRaceVictoryBrunch WinnersGetDeviledEggs EggRacePancakeRelay PerfectBoilEggRace',
    travel:
      'EggAndSpoonAtLandmarks EggRaceFamilyPicnic EggAndSpoonEasterFest BeachEggSpoonRace CountyFairEggRace EggRaceAtTheCampsite EggRaceParkHop EggRaceDownTheTrail',
    fashion:
      'EggAndSpoonFitCheck EggRaceSweatbandStyle EggAndSpoonTeamTees EggSpoonRaceOutfit EggRaceSportsDayLook EggRaceInYourSundayBest RetroEggRaceKit TutuEggRace',
    wellness:
      'EggRaceBalanceBreaths EggAndSpoonSlowWalk EggRaceBarefootLawn SpoonRaceBreathing EggRaceSteadyHands MindfulSpoonRace EggRaceWithGrandma LaughingEggRace',
    music:
      'EggAndSpoonBeat EggAndSpoonMarchTune EggRaceToTheDrumbeat SingWhileYouEggRace EggRaceWhistleRemix EggRaceClapAlong EggRaceKazooBand ThemeSongEggRace',
    pet: 'DogEggRace EggAndSpoonPuppyWatch EggAndSpoonKittenChaos SpoonRaceWithPets TreatAndSpoonRace EggRaceParrotReferee PupCheersEggRace CatJudgesEggRace',
    gaming:
      'EggAndSpoonMinigame EggRaceObstacleCourse EggRaceTournament EggRaceHardMode EggRaceKnockout EggRaceNoDropStreak EggRaceDiceDare EggRaceBossLevel',
  },
  'egg hunt': {
    educational:
      'EggHuntMathClues EggHuntRiddleTrail EggHuntMapReading EggHuntCompassQuest EggHuntAddItUp PhonicsEggHunt EggHuntSpellingWords ColorMixEggHunt',
    cooking:
      'EggHuntNestCupcakes EggHuntCarrotBrownies EggHuntChocolateMolds EggHuntBasketCake EggHuntCookieDecorOff EggHuntPeekabooBread DeviledEggHunt PastelPopcornEggHunt',
    travel:
      'BiggestEggHuntInTown EggHuntBotanicalGarden EggHuntAtGrandmas EggHuntUnderTheStars EggHuntFarmVisit EggHuntCountyFair BeachEggHunt ForestEggHunt',
    fashion:
      'EggHuntSundayBest EggHuntBunnyEarsFit EggHuntBonnetParade EggHuntPastelsOnly EasterEggHuntOutfit EggHuntDressTwirl RateMyEggHuntLook TwinningEggHunt',
    wellness:
      'EggHuntNatureWalk EggHuntGratitudeNotes EggHuntFamilyPicnic EggHuntNoRushRule MindfulEggHunt EasterEggHuntSunrise AffirmationEggHunt EggHuntStretchBreaks',
    music:
      'EggHuntHotColdMusic EggHuntShakerBand EggHuntBunnyHopBeat EggHuntSingAlong EggHuntMarchingTune EggHuntKaraokeClues FollowTheSongEggHunt XylophoneEggHunt',
    tech: 'EggHuntQRClues EggHuntPhotoProof EggHuntGeocache EggHuntARLayer EggHuntByGroupText CodeYourOwnEggHunt EggHuntOverVideoCall FlashlightEggHunt',
    pet: 'EggHuntForDogs EggHuntPuppyNosework EggHuntKittenPounce EggHuntHamsterMaze DogSafeTreatEggHunt BunnyVeggieEggHunt CatnipEggHunt GuineaPigEggHunt',
  },
  eggshell: {
    dance:
      'DancingOnEggshells TiptoeOverEggshells EggshellMoonwalk EggshellBallet EggshellSoftShoe DontCrackTheBeat EggshellOnYourHeadDance EggshellStatueFreeze',
    travel:
      'EggshellCarryOnTest EggshellCityMosaic EggshellMarketHunt HikeWithAnEggshell SeaShellOrEggshell EggshellConfettiFiesta PackAnEggshellHome EggshellPostcard',
    fashion:
      'GuessEggshellOrIvory MonochromeInEggshell CrushedEggshellNailArt AllEggshellEverything StyleItInEggshell EggshellOutfitReveal EggshellFiveWaysToWear EggshellAndDenimFitCheck',
    wellness:
      'EggshellBoundaryTalk EggshellPlanterSeeds PaintAnEggshellToUnwind GratitudeInAnEggshell EggshellMindfulPeel SproutInAnEggshell EggshellWorryCrack EggshellKindnessNotes',
    speed:
      'EggshellPeelRace TenEggsNoEggshell EggshellMosaicIn60 EggshellCartonDash OneHandEggshellCrack EggshellPickUpRush TweezerEggshellSort BlowOutAnEggshell',
    tech: 'EggshellDropReplay EggshellSlowMoCrack ZoomIntoAnEggshell EggshellMicroscopeApp EggshellTimelapseSprout EggshellStopMotion EggshellASMRRecording EggshellMacroShot',
    pet: 'DogHearsEggshellCrack CatVsRollingEggshell CatSniffsAnEggshell PetGrassInEggshells ParrotEggshellForaging EggshellsForChickens EggshellCatnipSprouts EggshellTreatPuzzle',
  },
  electrician: {
    fitness:
      'ElectricianGripDrill CrawlLikeAnElectrician ElectricianToolboxCarry ElectricianVoltageHIIT ElectricianToolBeltTabata ElectricianWallSits ElectricianSquatAndReach ElectricianCoreStretch',
    prank:
      'SurpriseYourElectrician ElectricianDonutDrop ElectricianHatSwap ElectricianGooglyEyes ElectricianLightBulbNote ElectricianFakeWireMess ElectricianDecoySwitch ElectricianRainbowLamps',
    educational:
      'ElectricianCircuitQuiz DayInTheLifeElectrician AskAnElectrician ElectricianMythBusting ElectricianPotatoBattery ElectricianColorCodeGame GuessTheElectricianSlang ElectricianHazardHunt',
    cooking:
      'ElectricianBoltCookies ElectriciansLunchbox ElectricianChiliDuel ElectricianBulbCakePops ElectricianBlackoutPicnic ThankYouElectricianPie ElectricianSandwichStack ElectricianCircuitPizza',
    travel:
      'ElectricianCityLightsWalk ElectricianHotelRoomAudit ElectricianRoadTripKit ElectricianNeonSignHunt ElectricianVanTour ElectricianOutletScout ElectricianMuseumDayOut ElectricianLanternCampout',
    fashion:
      'ElectricianWorkwearFit ElectricianInElectricBlue DressLikeAnElectrician HiVisElectricianChic ElectricianToolBeltGlam ElectricianBootsRunway ElectricianStyleSwap ElectricianVestThreeWays',
    wellness:
      'ElectricianUnplugHour ElectricianFootSoak ElectricianBackStretch ElectricianScreensOff FlipYourOffSwitch ElectricianNapChallenge ElectricianTeaBreak ElectricianSunsetStroll',
    speed:
      'ElectricianCircuitRace ElectricianKitSortBlitz ElectricianBulbRelay ElectricianCordWindUp ElectricianQuizIn60 ElectricianToolBeltDash BeatTheElectrician ElectricianLabelingRush',
    tech: 'ElectricianPhoneLightShow ElectricianVideoCallHelp AIElectricianHelper ElectricianSmartPlugTest ElectricianVsWifiRouter ElectricianCircuitSimApp ElectricianCableTidyHack ElectricianChargerQuiz',
    pet: 'ElectricianPupHelper ElectricianKittenBoss ElectricianPetSafeCords BirdWatchesElectrician ElectricianMeetsTheDog ElectricianChewProofing ElectricianDogDoodle ElectricianCatInspector',
    gaming:
      'ElectricianCircuitMaze ElectricianSimFixItRun ElectricianDiceRace NameThatElectricianTool ElectricianBuzzWireGame LightsOutPuzzle ElectricianEscapeRoom ElectricianCharades',
  },
  electricity: {
    dance:
      'ElectricSlideRemix ElectrifyingSolo ElectricityBodyWave ElectronBounce PowerSurgeShuffle ShortCircuitFreeze ElectricityRobotDance ElectricityZapJump',
    prank:
      'FakeElectricityBill ElectricityBlackoutBluff ElectricityFanStreamers ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty ElectricityColorBulbSwap ElectricityGhostCan',
    cooking:
      'NoElectricityDinner ElectricKettleRamen ElectricityBoltCupcakes ElectricityBulbCakePops ElectricitySparkCookies BlackoutPicnic ElectricityFreeCookOff ElectricitySolarSmores',
    travel:
      'ElectricityPlugSpotting ElectricityDamVisit ElectrifyingCityLights NoElectricityCabin ElectricityWindmillHunt ElectricityChargeStops ElectricityMuseumTour ElectricityFreeWeekend',
    fashion:
      'ElectricBlueLook ElectrifyingNeonGlam ElectricityLightUpFit ElectricityLightningTee StaticFreeStyle ElectricityBoltEarrings OutfitLikeElectricity ElectricityYellowStrut',
    wellness:
      'ElectricityUnplugged ElectricityCandleNight ElectricityScreenFast ElectricityBlackoutYoga ElectricityFreeBubbleBath LowPowerModeSunday HourWithoutElectricity ElectricityStargazing',
    music:
      'ElectricGuitarCover ElectricityHumHarmony ElectricityAppSynth ElectricityFruitPiano ElectricityPowerBallad AmpedUpAnthem ElectricityBuzzLoop BeatboxElectricity',
    art: 'ElectricityBulbPainting ElectricityLightUpCard ElectricityNeonDoodle LightningBoltMural ElectricityPaperCircuit ElectricityWireSculpture ElectricityLEDLantern ElectricityGlowJar',
    tech: 'ElectricityCircuitSimApp ElectricitySolarCharge ElectricitySmartPlugTest CutYourElectricityBill ElectricityUsedByMyPhone VampirePowerHunt ElectricityUsageChart TrackYourElectricity',
    pet: 'ElectricityCordSafety ElectricityOutageCalm ElectricityWindUpMouse ElectronicToyReaction ElectricityPetCamCheck ElectricityCatnipBubbles PetProofElectricity ElectricityFreeFetch',
  },
  elephant: {
    fitness:
      'ElephantWalkStretch ElephantStompSquats ElephantTrunkSwings PlankLikeAnElephant JumboJumpingJacks ElephantHeavyStepUps BabyElephantCrawl ElephantLungeParade',
    funny:
      'ElephantInTheRoomSkit DoAnElephantImpression BabyElephantTumble ElephantMemoryFail ElephantNarratesMyDay ElephantTrunkCalls ElephantOnTinyStool ElephantVsMouseSkit',
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank ElephantBalloonAmbush ElephantSlipperSwap ElephantInTheFridge ElephantPeanutTrail PaperElephantArmy ElephantStickerSurprise',
    educational:
      'ElephantToothpaste HowElephantTrunksWork AfricanVsAsianElephant DoElephantsNeverForget WhyElephantEarsFlap JumboFactsQuiz ElephantSizeChalkOutline ElephantWeightGuess',
    cooking:
      'ElephantEarPastry ElephantCupcakes PinkElephantCake PancakeElephants MakeAnElephantRiceBall ElephantTrunkPretzels ElephantPizzaFace ElephantShapedSandwich',
    travel:
      'SayHiToAnElephant ElephantStatueSpotting ElephantPlushTravelBuddy ElephantMuralHunt ElephantMuseumSelfie ElephantParadeHunt ElephantSanctuaryDayTrip ElephantZooSketchTrip',
    fashion:
      'ElephantPrintTwirl ElephantCharmDIY LuckyElephantBracelet ElephantScarfFiveWays ElephantEarHeadband ElephantPantsFitCheck AllGrayElephantOutfit ElephantOnesieStrut',
    speed:
      'ElephantFactsIn60 ElephantPuzzleRace ElephantWalkRelay PopTheElephantBalloons ElephantCupStackRace ElephantPeanutPickUp ElephantDrawingSprint FoldAnElephantQuick',
  },
  elevator: {
    dance:
      'ElevatorMusicDance ElevatorDoorsOpenFreeze ElevatorDingStep LobbyElevatorMoonwalk ElevatorGoingUpGroove ElevatorNewMovePerFloor ElevatorVogue ElevatorBotBoogie',
    fitness:
      'StairsNotElevator SkipTheElevatorWeek ElevatorWaitWallSit ElevatorSquatHold CalfRaisesTillTheDing TopFloorOrBust ElevatorRideArmCircles ElevatorGluteSqueeze',
    prank:
      'ElevatorButtonsOnMyDoor ElevatorVoiceOnTheStairs ElevatorMusicAtHome ElevatorCompliments ElevatorDingDoorbell CardboardElevatorForKids FakeElevatorInTheHallway ElevatorBirthdayCheer',
    educational:
      'HowElevatorsWork SpaceElevatorMythOrFact ElevatorButtonBraille ElevatorSafetyBrakes WhereIsElevatorFloor13 ElevatorPulleyPowerLab ElevatorScaleTest ElevatorCounterweightDemo',
    cooking:
      'ElevatorButtonCookies ElevatorLayerCake GingerbreadElevator ElevatorMusicBaking ElevatorRiseSouffle PenthousePancakes ElevatorPitchRecipe ElevatorTallestSandwich',
    travel:
      'FindAGlassElevator FastestElevatorHunt OldestElevatorInTown RateTheHotelElevator TopFloorElevatorSelfie ElevatorMallHop ElevatorSkylineRide ElevatorTowerViewpoint',
    wellness:
      'ElevatorPhoneDown SmileInTheElevator ElevatorKindHello ElevatorBreathingBreak ElevatorMirrorPepTalk ElevatorPostureCheck ElevatorGratitudeRide ElevatorShoulderRelax',
    speed:
      'ElevatorNameFiveFruits ElevatorSpellingBee ElevatorTongueTwister ElevatorPitchIn30 ElevatorQuickFireRound ElevatorAlphabetBackwards ElevatorRiddleRush ElevatorMathDash',
    music:
      'ElevatorMusicCover SmoothJazzElevator ElevatorBossaNova ElevatorAcapellaRide ElevatorDingHarmony GoingUpKeyChange ElevatorKazooMedley ElevatorHumAlong',
    tech: 'ElevatorTimelapseRide CodeAnElevator ElevatorAlgorithmSim ElevatorStopMotion ElevatorSlowMoDoors ElevatorCloseButtonTest ElevatorSignalDrop ElevatorAltitudeApp',
    pet: 'PetFirstElevatorRide ElevatorDingReaction ElevatorTreatTrick PuppyElevatorSitStay ElevatorGreeterPup ElevatorDoormanDog ElevatorMannersMaster ElevatorCatCarrierCalm',
    gaming:
      'ElevatorEscapeRoom GuessTheElevatorFloor ElevatorTowerBuildOff ElevatorTycoon ElevatorSimSpeedrun ElevatorBoardGame ElevatorCharades ElevatorTriviaStops',
  },
  elf: {
    educational:
      'ElfMathMission ElfSpellingBee ElfCodeBreaker IcelandsHiddenElves SpotTheElfQuiz ElfSnowflakeSymmetry ElfMythOrFact ElfWordsAcrossLanguages',
    cooking:
      'ElfSizedPancakes ElfHatCupcakes ElfGingerbreadHouse ElfSyrupSpaghetti ElfCandyCaneBark ElfWorkshopCocoa ElfSnowflakeCookies ElfGreenWaffleStack',
    travel:
      'ElfChristmasMarketWalk ElfSantaVillageVisit ElfHolidayLightsDrive ElfOnTheRoad ElfTrailInThePark ElfSpottingDowntown ElfSelfieTour ElfSuitcasePacking',
    fashion:
      'ElfCostumeFit ElfCurlyToeShoesDIY ElfStripedTightsLook DressLikeAnElf ElfHelperChic ElfEarsGlowUp ElfGreenAndRedLayers ElfJingleScarfStrut',
    wellness:
      'ElfKindnessMission ElfGratitudeNote ElfSecretGoodDeed ElfSelfCareStocking ElfCheerPhoneCall ElfCocoaPause ElfCozyBlanketRead ElfSlowMorningWalk',
    music:
      'ElfJingleBellJam ElfKazooSolo ElfXylophoneTune SingLikeAnElf ElfYellAlong ElfCarolKaraoke ElfChoirOfOne ElfRecorderSerenade',
    pet: 'PetGuardsTheElf ElfKittenCuddle ElfPupHelper DogVsElfOnTheShelf ElfKittyBoxFort ElfHamsterCottage ElfTreatHideAndSniff ElfBunnyWorkshop',
  },
  'elf on the shelf': {
    educational:
      'ElfOnTheShelfRiddles ElfOnTheMap ElfOnTheShelfSpelling ElfOnTheShelfVolcano ElfOnTheShelfMath ElfOnTheShelfTrivia MeasureElfOnTheShelf SpanishElfOnTheShelf',
    fashion:
      'ElfOnTheRunway ElfOnTheShelfCosplay ElfOnTheShelfPajamas ElfOnTheShelfOOTD ElfOnTheShelfFitCheck ElfOnTheShelfHatMakeover TwinWithElfOnTheShelf TinyScarfElfOnTheShelf',
    wellness:
      'ElfOnTheShelfKindness ElfOnTheShelfGratitude ElfOnTheYogaMat ElfOnTheShelfBedtimeRead ElfOnTheShelfCalmCorner NoMoreElfStress SpaDayElfOnTheShelf HugsFromElfOnTheShelf',
  },
  email: {
    fitness:
      'EmailDingSquats InboxZeroReps PlankTillTheEmailSends BurpeePerUnreadEmail EmailFreeLunchWalk EmailReplyAllLunges EmailDeskStretch EmailBreakJumpingJacks',
    prank:
      'EmailComplimentBlast EmailPirateSpeakDay EmailDadJokeSignOff EmailFromYourPet EmailFunnyAutoReply EmailSubjectLineSurprise ScheduleAKindEmail EmailOnlyInRhymes',
    educational:
      'HowEmailTravels EmailCCVsBCC SpotThePhishingEmail EmailTypoHunt EmailEtiquetteQuiz EmailSpamOrLegit EmailPasswordStrengthTest RewriteThisEmailShorter',
    cooking:
      'EmailBakeAlongClub EmailRecipeSwap CookFromGrandmasEmail InboxToOven ReplyAllPotluck LunchBeforeEmails EmailMealPlanDare EmailedMenuChefDuel',
    travel:
      'EmailFreeVacation EmailAPostcardHome OutOfOfficeAdventure EmailAutoReplyBeach NoEmailRoadTrip EmailFromTheCafe HikeWhileEmailsWait EmailBoardingPassPrep',
    fashion:
      'EmailBlazerOverPajamas InboxZeroOutfit EmailSignatureHeadshot EmailMeetingFitCheck EmailFromHomeDressUp EmailWorkBagGlowUp EmailVideoCallLook EmailMondayPowerSuit',
    music:
      'EmailDingJingle EmailOperaReading EmailKeyboardBeat EmailAsARap SingYourLastEmail EmailReplyAllRemix EmailNotificationSong EmailSubjectLineBallad',
    gaming:
      'InboxTreasureHunt EmailRiddleChain EmailStoryRelay ChessByEmail EmailEscapeRoom EmailSpotThePhish EmailTriviaLeague EmailMysteryWhodunit',
  },
  emoji: {
    dance:
      'DanceTheEmojis EmojiHeartEyesShuffle EmojiPoseFreeze ShrugEmojiShimmy EmojiComboChoreo EmojiDancerIRL EmojiMoodMoves FollowTheEmojiSteps',
    prank:
      'EmojiStickyNotes EmojiOnTheirBanana EmojiRiddleForDad EmojiOnlyTextDay EmojiFaceEggs EmojiSmileyEverywhere EmojiPillowAmbush EmojiCookieSurprise',
    educational:
      'EmojiMeaningsQuiz HowNewEmojiGetChosen EmojiVsHieroglyphs TranslateAPoemToEmoji EmojiCultureClash EmojiUnicodeIn60 GuessTheEmojiCountry PitchAnEmojiIdea',
    cooking:
      'EmojiCookieDecorOff EmojiMacarons HeartEyesEmojiBrownies SmileyEmojiPizza EmojiFoodIRL FireEmojiSalsa EmojiPancakeStack TacoEmojiTuesday',
    fashion:
      'DressLikeAnEmoji RateMyFitInEmoji EmojiMakeupLook OutfitInThreeEmojis EmojiPatchJacket WearYourMoodEmoji PaintAnEmojiTee EmojiHairClipDIY',
    wellness:
      'EmojiMoodCheckIn EmojiGratitudeList EmojiFeelingsWheel DailyEmojiDiary EmojiBreathBreak HugEmojiToAFriend SunEmojiWalk KindEmojiTextChain',
    music:
      'EmojiSongGuess SingTheEmojis EmojiBeatPad LyricsInEmojiOnly EmojiKaraoke WriteAnEmojiJingle EmojiRhythmTap EmojiMoodPlaylist',
  },
  england: {
    dance:
      'EnglandMaypoleDance EnglandRegencyDance EnglandPuddleJumpDance EnglandBarnDance EnglandTeaTimeJig EnglandMorrisSticks MerryOldEnglandReel EnglandBallroomWaltz',
    fitness:
      'EnglandCanalTowpathCycle EnglandHillSprints EnglandCoastPathRun EnglandStileHopping EnglandCountrysideHike EnglandCastleStairClimb EnglandVillageHop EnglandParkBootcamp',
    funny:
      'EnglandQueueEtiquette EnglandWeatherTalk EnglandPutTheKettleOn EnglandDrizzlePicnic EnglandUnderstatement HowManySorrysInEngland TouristInEnglandFails EnglandTeaTimeBloopers',
    prank:
      'EnglandBiscuitTinSwap EnglandPostcardSurprise EnglandCrumpetAmbush EnglandFakeRoyalLetter EnglandPoshAccentDay EnglandTeaPartySurprise EnglandButlerMorning EnglandBuntingTakeover',
    educational:
      'EnglandVsAmericaWords WhyEnglandDrivesLeft EnglandCountyQuiz NameEnglandsMonarchs UKVsBritainVsEngland EnglandSlangDecoder EnglandInTenInventions EnglandCastleFactOrFib',
    fashion:
      'EnglandTrenchCoatLook EnglandRainyDayLayers EnglandFascinatorDare EnglandCountrysideChic EnglandTeaPartyGlam EnglandWellyWednesday EnglandTweedFitCheck EnglandFlatCapStyle',
    wellness:
      'EnglandTeaBreak EnglandCanalWalkPause EnglandGardenWander EnglandRainyDayRead EnglandSeasideNap EnglandSunriseStroll EnglandMeadowPicnic EnglandCottageJournaling',
    music:
      'EnglandFolkSongCover EnglandNurseryRhymeRemix EnglandBritpopKaraoke EnglandFootballChant EnglandSeaShanty EnglandBandBattle MadeInEnglandMashup EnglandKazooOrchestra',
    tech: 'EnglandSkylineTimelapse EnglandPerfectBrewTimer EnglandRailAppPlanner EnglandCodebreakers EnglandPhoneVlogTour EnglandStreetViewQuiz EnglandPenPalVideoCall EnglandVirtualMuseumVisit',
    pet: 'EnglandCorgiWalk EnglandCottageCat EnglandBulldogPOV EnglandDogFriendlyCafes EnglandCountrysideDogRun EnglandTeaPartyPup EnglandSpanielFetch EnglandRabbitMeadow',
  },
  envelope: {
    educational:
      'HowAnEnvelopeTravels WhyWindowEnvelopes AirmailEnvelopeStripes MakeAnEnvelopeWaxSeal OrigamiEnvelopeFold BackOfTheEnvelopeMath EnvelopePostcodeLesson EnvelopeStampCollecting',
    cooking:
      'ParchmentEnvelopeFish PuffPastryEnvelopes EnvelopeIngredientDraw CookieLoveLetters EnvelopeRecipeFromGrandma EnvelopeFoldDumplings EnvelopeCrepeParcels EnvelopeWrapFaceOff',
    fashion:
      'EnvelopeClutchDIY OutfitPromptEnvelope EnvelopeWaxSealCharm PushTheEnvelopeFit MysteryEnvelopeOOTD EnvelopePocketSquare EnvelopeWrapDressTwirl EnvelopeFoldEarrings',
    art: 'EnvelopeCalligraphy DecoratedEnvelopeSwap EnvelopeMailArt WaxSealWednesday EnvelopePaintedStamps EnvelopeLinerCollage EnvelopePotatoPrints EnvelopeOrigamiHearts',
    tech: 'EmailVsEnvelopeRace PrintAnEnvelopeFirstTry EnvelopeQRSurprise EnvelopeStopMotion TrackMyEnvelopeHome TapToOpenEnvelope EnvelopeOpeningASMR EnvelopeMailMergeTest',
  },
  eraser: {
    prank:
      'EraserThatWontErase EraserSmileyStamps EraserTopperArmy GiantEraserSwap EraserDominoDesk EraserSecretMessage MiniEraserInvasion HiddenEraserZoo',
    educational:
      'HowErasersWork WhyErasersArePink BreadWasTheFirstEraser RubberVsVinylEraser KneadedEraserMagic EraserVsPencilGrades EraserDensityTest EraserMythOrFact',
    travel:
      'EraserFromEveryCity EraserStationeryShopHop EraserCapsuleMachineHunt EraserTravelSketchKit SouvenirEraserHaul EraserLandmarkStamps EraserRoadTripDoodles EraserInMyCarryOn',
    fashion:
      'EraserBackToSchoolFit EraserEarringsDIY DressLikeAPinkEraser EraserCharmStack EraserTopperHairClips PencilSkirtEraserLook SewOnEraserButtons EraserBroochPin',
    wellness:
      'EraserWorryWipe EraserMistakeArt EraseAndBeginAgain KneadedEraserFidget EraserCalmDoodle EraserForgiveJournal EraserBreathingBreak EraserFreshPageRitual',
    speed:
      'EraserFlickRace EraserTowerIn30 EraserSketchWipeRace EraserCrumbSweepRush SortTheErasers EraserBalanceTimer OneEraserDoodleDash EraserStackFaceOff',
    music:
      'EraserSqueakSymphony EraserRubbingASMR PencilEraserBeat EraserDeskDrum EraserBongoSolo EraserMissingLyrics EraserShakerMaraca EraserRubberBandGuitar',
    pet: 'EraserCarvedPetPortrait EraserCatSupervisor EraserPawprintStamp EraserPupLookalike KittenStealsTheEraser EraserDogHomeworkBuddy EraserPuppyPrint EraserHamsterDoodle',
  },
  errands: {
    dance:
      'ErrandsCartPushGroove DanceAtEveryErrand ErrandsBoogieBreak ErrandsMoonwalk OneMoreStopShuffle ErrandsAisleStrut ErrandsTwoStep ErrandsWiggleWalk',
    fitness:
      'ErrandsOnFoot ErrandsBikeBasket ErrandRunLiterally ErrandsOneTripCarry ErrandsParkFarAway ErrandsTakeTheStairs ErrandsPowerWalk ErrandsGroceryRuck',
    cooking:
      'ErrandsCarPicnic SlowCookerErrandsDay ErrandsSnackPack ErrandRunnerBento ErrandsWrapsToGo ErrandsFreezerBurritoPrep ErrandsFiveMinuteLunch ErrandsThermosSoup',
    fashion:
      'ErrandsFitCheck RunningErrandsRunway ErrandsUniform WhatsInMyErrandsBag ErrandsComfyButCute ErrandsSweatsuitStyled ErrandsCapAndShades ElevatedErrandsLook',
    speed:
      'ErrandsSpeedrun ErrandsBeforeNoon OneHourErrandRun ErrandsCheckoutDash ErrandsRelay ErrandsFiveStopsByLunch ErrandsStopwatch ErrandsBagPackingRace',
    music:
      'ErrandsPlaylistReveal ErrandsMusicVideo ErrandsWalkingDuet RunningErrandsRemix ErrandsHypeSong ErrandsStoreSongGuess ErrandsRapRecap SingYourErrandsList',
    art: 'ErrandsReceiptCollage ErrandsListDoodle ErrandsShoppingBagArt ErrandsZine ErrandsSketchEveryStop ErrandsStorefrontPhotos WatercolorErrandsMap ErrandsStickerDiary',
    pet: 'ErrandsWithMyDog ErrandsPetStoreSniff ErrandsTreatHaul ErrandsPupApproved ErrandsShopCatSpotting ErrandsDogBiscuitStops PawsOnErrands ErrandsFetchTheKeys',
    gaming:
      'ErrandsSideQuest ErrandsAchievements ErrandsBingoCard ErrandsSpeedrunTimer ErrandsDMVBossFight ErrandsScavengerHunt PowerUpYourErrands ErrandsScoreboardRace',
  },
  escalator: {
    dance:
      'CouchEscalatorIllusion DoTheEscalator EscalatorKitchenCounter EscalatorMimeDance EscalatorStepsChoreo EscalatorHallwayRobot EscalatorHeadBop FakeEscalatorBehindBed',
    fitness:
      'SkipTheEscalator StairsOverEscalatorWeek EscalatorMimeLunges NoEscalatorNovember EscalatorMallWalk EscalatorStepUpsAtHome EscalatorRobotSquats EscalatorMarchInPlace',
    prank:
      'ImaginaryEscalator EscalatorIllusionOnDad EscalatorCompliments RedCarpetEscalator EscalatorPopUpCard EscalatorMimeGag EscalatorEpicEntrance EscalatorWaveToStrangers',
    educational:
      'HowEscalatorsWork WhereEscalatorStepsGo EscalatorStandRight EscalatorWasATrademark WhyHandrailsLag GuessTheEscalatorLength ElevatorOrEscalator TimeAnEscalatorRide',
    cooking:
      'GingerbreadEscalator BuildAnEscalatorCake EscalatorMallPretzels EscalatorCupcakeStairs EscalatorFoodCourtDare EscalatorWaffleStack EscalatorCookieSteps EscalatorBrownieTiers',
    travel:
      'RideEveryEscalatorInTown EscalatorStationSafari OutdoorEscalatorHunt EscalatorsOfMyCity EscalatorWithAView FindTheLongestEscalator EscalatorBucketList EscalatorMuseumDayOut',
    fashion:
      'EscalatorOutfitReveal EscalatorSlowMoStrut EscalatorShoeCloseUp RunwayOnTheEscalator EscalatorGoingUpInStyle EscalatorColorBlockLook EscalatorSneakerFit EscalatorSunglassesPose',
    wellness:
      'EscalatorMindfulRide PhoneFreeEscalator EscalatorPeopleWatching EscalatorLetItCarryYou EscalatorDeepBreaths EscalatorSmileDown EscalatorPostureCheck EscalatorGratitudeThought',
    speed:
      'EscalatorNameTenAnimals EscalatorTongueTwister EscalatorABCs EscalatorSayItBeforeTop EscalatorTriviaRide GuessTheEscalatorTime EscalatorSpeedSketch EscalatorCountdownChant',
    tech: 'EscalatorPOVVideo EscalatorStopMotion EscalatorClipInReverse TimeTheEscalatorRide EscalatorSlowMoCam EscalatorStepCountGuess EscalatorHyperlapse EscalatorPanoramaGlitch',
    pet: 'EscalatorCarryYourDog EscalatorHamsterLadder CatVsEscalatorIllusion EscalatorBackpackPup PetVsEscalatorMime EscalatorBunnyStairs SofaEscalatorTrick EscalatorBoxRampForKitty',
    gaming:
      'EscalatorBlockBuildOff EscalatorCharades EscalatorMallTycoon EscalatorPuzzleGame EscalatorLevelDesign EscalatorUpOrDownDice ChutesAndEscalators EscalatorMarbleRun',
  },
  essay: {
    prank:
      'EssayRedPenSmileys EssayYouGotThisNote EssayProofreadFairy EssayMedalCeremony EssayGooglyEyeKeyboard EssaySnackDropOff FinishedEssayParade EssayConfettiBurst',
    cooking:
      'EssayFinalDraftPancakes EssayBreakBrownies EssayStudySnackPrep EssayCookieReward EssayBrainFoodBowl EssayThesisToast TrailMixForEssays EssayMugCake',
    fashion:
      'EssayLibraryChic EssayCozyCardiganLook EssaySubmitFitCheck DarkAcademiaEssay EssayDeadlineOutfit EssayHairUpMode EssayGlassesGlam EssayPajamaToPolished',
    wellness:
      'EssayParagraphADay EssaySleepFirstRule EssayWalkBeforeWriting EssayNoPanicPlan EssayRoughDraftKindness EssayBreathingBreak PomodoroEssay EssayFiveMinuteStart',
    speed:
      'EssayOutlineSprint EssayCitationRace EssayProofreadClock EssayFirstDraftDash Essay500WordsIn20 FastestEssayThesis FiveMinuteEssay EssayTitleRush',
    music:
      'EssayLofiBeats EssayWordCountRap EssayThesisJingle EssayKeyboardASMR SingYourEssay EssayAsABallad EssayOperaReading EssayDrumRoll',
    tech: 'EssayDictationTest EssayGrammarCheckDuel AIGradesMyEssay EssayNoInternetMode EssayAppShowdown EssayWordCountLive EssayFocusTimer EssayFormatSpeedrun',
    gaming:
      'EssayQuestMode EssayWordCountLevelUp EssayXPPerParagraph EssayBossFight EssayVocabGameWarmUp EssaySpeedrunTimer EssayBuzzwordBingo EssayAchievementUnlocked',
  },
  europe: {
    fitness:
      'WalkEuropeInSteps EuropeCapitalsCircuit EuropeStairClimbChallenge EuropeanFootballDrills EuropeFlagWorkoutDice EuropeCityRunTour EuropeFolkDanceCardio YogaAcrossEurope',
    funny:
      'EuropeNoIceReaction EuropeTinyCoffeeShock EuropeDinnerAtTen EuropeLostInTranslation EuropePlugAdapterChaos EuropeCobblestoneSuitcase TippingInEuropePOV TourGuideEuropeSpoof',
    prank:
      'EuropeThemeDinnerSurprise EuropeSnackRevealBox EuropeFakeSouvenir PostcardFromEurope EuropeGreenScreenVacation EuropeMenuInFrench EuropePhraseOnlyDay EuropeFlagCakeSurprise',
    educational:
      'EuropeCapitalsQuiz NameThatEuropeLandmark EuropeFlagMatchUp FindEuropesTinyCountries GuessTheLanguageEurope EuropeCoinSorting TraceEuropesRivers EuropeMapFromMemory',
    cooking:
      'CookAcrossEurope EuropeBreakfastTour EuropePastryBakeOff EuropeanDishDiceDraw EuropePaellaFaceOff EuropeGelatoAtHome EuropeCheeseTasteTest EuropeStreetFoodNight',
    fashion:
      'EuropeanStreetStyle EuropeCapsuleSuitcase EuropeOutfitADay PackForEuropeIn1Bag EuropeSummerFit EuropeLinenLook EuropeScarfTricks EuropeComfyShoeRanking',
    wellness:
      'EuropeTrainWindowGaze EuropeCafeMorning EuropeSiestaHour EuropeSlowBreakfast EuropeEveningStroll EuropeSunsetPause EuropeLongLunch HyggeNightEurope',
    speed:
      'EuropeCapitalsIn60 EuropeTrainDash EuropeFlagQuickfire EuropeCountriesABCRace EuropeLandmarkSpeedSketch EuropeHelloTenWays EuropeMapPuzzleRace EuropeLanguageBlitz',
    art: 'PaintEuropeFromPhotos EuropeWatercolors EuropeStainedGlass EuropeCathedralDrawing EuropeLandmarkSketch EuropeMasterpieceRecreate DoorsOfEurope PostcardEuropeCollage',
    tech: 'PlanEuropeOnYourPhone EuropeTrainTicketHack EuropeESimTest EuropeFlightPriceTracker OfflineMapsEurope EuropeTranslateAppTest EuropeStreetViewTour EuropeTimelapseReel',
    pet: 'EuropePetFriendlyTrip EuropePuppyPassport EuropeanCafePups DogsOfEurope EuropeCatNameReveal EuropeBreedGuessing EuropeHoundHike EuropeParrotLanguages',
    gaming:
      'EuropeMapDarts EuropeCapitalsTrivia EuropeGuessTheCity EuropeTrainRouteGame EuropeLandmarkCharades EuropeAtlasTreasureHunt EuropeFlagBingo EuropeBorderPuzzle',
  },
  exam: {
    fitness:
      'ExamPushUpPerAnswer ExamMorningStretch ExamCramAndCardio ExamStudyIntervals DeskYogaBeforeExams ExamFlashcardBurpees MidtermMileRun ExamWeekJumpRope',
    prank:
      'ExamPopQuizForParents ExamGoodLuckNote GiantPencilForExams ExamCheerSquad ExamBalloonWelcome SecretExamCheerleader MidtermMascotVisit ExamPostItHypeWall',
    cooking:
      'ExamBrainFood BreakfastBeforeExams ExamOvernightOatsPrep ExamEnergyBites ExamBlueberryMuffins ExamsDonePizzaParty ExamFiveMinutePasta ExamStudySnackBox',
    fashion:
      'ExamDayFit ExamLuckyOutfit ExamHoodieRanking ExamComfyLayers ExamSeasonSweats ExamDressToAceIt MidtermMonochrome ExamCalmColorsLook',
    wellness:
      'ExamAnxietyBreathing ExamNightWindDown ExamDayAffirmations SleepBeforeTheExam ExamWorryJournal KindToYourselfPostExam MidtermMindfulMinute ExamStressWalkOutside',
    speed:
      'ExamFlashcardBlitz ExamSpeedReview FiveMinuteExamCram ExamMockPaperTimer ExamFormulaRecall BeatTheExamClock MidtermLightningRound ExamVocabRace',
    tech: 'ExamVoiceNotesRecap ExamDigitalFlashcards ExamFocusModeHack ExamAIQuizMaker ExamPomodoroTimer NoPhoneExamWeek MidtermStudyAppStreak ExamSpreadsheetPlanner',
  },
  excavator: {
    fitness:
      'ExcavatorScoopSquats DiggerDeadlift ExcavatorBoomPress LiftLikeAnExcavator ExcavatorBucketCurls DigDeepBurpees ExcavatorBearCrawl ExcavatorShovelLunges',
    prank:
      'ExcavatorTreasureDig ExcavatorCandyQuarry ToyExcavatorAmbush ExcavatorDoorstepDrop DiggerDeskConstruction DiggerCakeSurprise ExcavatorCerealScoop ExcavatorSockHeist',
    educational:
      'HowExcavatorsDig ExcavatorVsBulldozer GuessTheExcavatorWeight ExcavatorLeverExperiment ExcavatorSyringeDemo NameThatDigger ExcavatorPartsQuiz ExcavatorHydraulicsLab',
    cooking:
      'ExcavatorDirtCake DiggerPuddingCups ExcavatorChocoRocks ExcavatorBentoBox DigIntoDessert ExcavatorCookieQuarry ScoopLikeAnExcavator ExcavatorCrumbleHaul',
    travel:
      'DiggerPlaygroundTrip ExcavatorShowDayOut ExcavatorQuarryLookout ExcavatorBeachDig ExcavatorRoadworkSpotting ExcavatorFossilHunt ExcavatorMuseumDay ExcavatorRoadTripBingo',
    fashion:
      'ExcavatorKidsCostume ExcavatorHiVisFit ExcavatorYellowHeadToToe DressLikeAnExcavator ExcavatorOverallsLook ExcavatorHardHatChic DiggerPrintPajamas ExcavatorOutfitRunway',
    wellness:
      'ExcavatorSandboxCalm ExcavatorASMR WatchTheDiggerWork ExcavatorScoopAndBreathe DiggerGardenReset ExcavatorColoringPages SlowMoExcavatorZen ExcavatorBedtimeStory',
    pet: 'PetDigsLikeAnExcavator ExcavatorTreatSandpit ExcavatorTunnelZoomies CatVsToyExcavator DiggerDogChallenge DiggerPupTreasureHunt ExcavatorHamsterBurrow ExcavatorRopeTugOfWar',
    gaming:
      'SpeedrunTheDigger DiggerSandboxTycoon ExcavatorSimRun ExcavatorCityBuilder ExcavatorBossLevel ExcavatorClawMachine ExcavatorBlockStacking ExcavatorTreasureBingo',
  },
  experiment: {
    dance:
      'ExperimentLabCoatVogue ExperimentSlimeStomp ExperimentBubblingBop TheGrooveExperiment MadScientistShuffle ChainReactionDance ExperimentFizzFreeze ExperimentBeakerBoogie',
    fitness:
      'ExperimentStepTest ThirtyDayExperiment HeartRateExperiment TheSquatExperiment ExperimentPlankPrediction ExperimentPlaylistPace ExperimentDawnVsDusk ExperimentPushupDiary',
    funny:
      'ExperimentFails ExperimentReactions ExperimentKitchenChaos ExperimentOnMyFamily MadScientistCackle DadsHypothesis ExperimentGoneRight ExperimentSlowMoFaces',
    prank:
      'ExperimentVanishingCoin ExperimentMagicMilk ExperimentStaticBalloons ExperimentOobleckDare ExperimentInvisibleInk ExperimentUpsideDownCup FakeSpillExperiment ExperimentRaisinDance',
    travel:
      'ExperimentPineconeWeather ExperimentBeachSandTest ExperimentShadowSundial ExperimentChipBagAltitude ScienceMuseumExperiment ExperimentStarCounting OneExperimentPerStop ExperimentPicnicLab',
    wellness:
      'ExperimentNoPhoneWeek ExperimentSleepTest ExperimentEarlyBedtime GratitudeExperiment ExperimentSmileForAWeek ExperimentColdShower ExperimentMorningWalk ExperimentKindnessDays',
    music:
      'ExperimentSoundLab ExperimentBottleBand ExperimentGlassHarp ExperimentShoeboxBass StrawOboeExperiment ExperimentInstrumentJam TuningForkExperiment ExperimentPitchTest',
    art: 'ExperimentMarbling ExperimentLeafPrints PaintPourExperiment CrystalExperiment ExperimentSplatterArt ExperimentCoffeeFilterArt ExperimentSaltPainting ExperimentBubbleColors',
    tech: 'ExperimentCircuitBuild ExperimentSensorTest ExperimentPhoneMicroscope ExperimentDataSpreadsheet GraphYourExperiment ExperimentSlowMoCam ExperimentDecibelMeter ExperimentTimelapse',
    gaming:
      'ExperimentSandboxWorld ExperimentPhysicsGame ExperimentBridgeSim ExperimentMarbleRun PotionBrewExperiment ExperimentDominoChain ExperimentDiceOdds ExperimentEscapeRoom',
  },
  explorer: {
    fitness:
      'ExplorerHillSprints ExplorerPuddleHop ExplorerSummitStairs ExplorerObstacleCourse BaseCampBurpees ExploreANewRunRoute RuckLikeAnExplorer ExplorerBearCrawls',
    educational:
      'ExplorerHistoryQuiz ExplorerShadowCompass ExplorerMapYourBlock WhoExploredItFirst ExplorerNoGPSChallenge ExplorerNavigateByStars ExplorerOceanZoneJar ExplorerKnotTyingLesson',
    fashion:
      'ExplorerKhakiLook ExplorerHatFitCheck DressLikeAnExplorer UrbanExplorerStyle ExplorerOutfitForAHike ExplorerPocketsForDays SafariExplorerVest ExplorerBootsAndBandana',
    wellness:
      'ExplorerNatureJournal ExplorerBarefootGrass ExplorerSitSpot ExplorerFiveSensesWalk ExplorerPauseAndNotice ExplorerDailyAweHunt ExplorerQuietSunrise ExplorerCloudGazing',
    music:
      'ExplorerTrailSong ExplorerBirdsongRemix ExplorerNatureFoley ExplorerEpicIntro ExplorerHikingSong ExplorerCampfireCover TheExplorersAnthem ExplorerJungleBeatbox',
    tech: 'ExplorerPhoneCompass ExplorerOfflineMaps ExplorerBirdSongApp GeocacheExplorer StreetViewExplorer ExplorerStepCountGoal ExplorerNeighborhoodVlog ExplorerPlantIDScanner',
    pet: 'ExplorerPupBackpack ExplorerYardSafari ExplorerTunnelQuest SniffariExplorer ExplorerLetTheDogLead ExplorerIndoorCatTrek ExplorerBunnyBoxCastle ExplorerHamsterMaze',
    gaming:
      'ExplorerOpenWorldRun ExplorerHiddenAreaHunt ExplorerCaveSurvival ExplorerBlindfoldMaze ExplorerLoreQuest ExplorerMapRevealGame ExplorerTreasureCards ExplorerTriviaExpedition',
  },
  'face mask': {
    dance:
      'SheetMaskShuffle FaceMaskFreezeFrame FaceMaskDiscoNight FaceMaskDanceBreak CucumberEyesChoreo FaceMaskSpaDaySlide FaceMaskRobotMoves FaceMaskShimmyShake',
    prank:
      'FaceMaskSurpriseSpa FaceMaskTwinPrank FaceMaskForDadToo SheetMaskPhotobomb FaceMaskVideoCallReveal FaceMaskOnThePillow FaceMaskAlienGreeting FaceMaskCucumberDelivery',
    educational:
      'HowSheetMasksWork FaceMaskClayVsGel WhichFaceMaskForYou FaceMaskMythBusters ReadTheFacialLabel FaceMaskPatchTest FaceMaskIngredientQuiz FaceMaskPhStripCheck',
    cooking:
      'FaceMaskHoneyOats FaceMaskCucumberWater FaceMaskKitchenDIY FacialNightSnackBoard FaceMaskGreenTeaIce FaceMaskOrAvocadoToast FaceMaskMocktails FaceMaskFruitSmoothie',
    travel:
      'FaceMaskOnThePlane FaceMaskTravelKit SheetMaskShopHunt FaceMaskHotelNight FaceMaskAfterTheHike FaceMaskRoadTripRefresh FaceMaskCampingSpa FaceMaskTrainRideGlow',
    fashion:
      'FaceMaskFitCheck FaceMaskRobeRunway FaceMaskHeadbandLook FaceMaskPajamaMatch FaceMaskPJsThreeWays FaceMaskSpaDaySelfie FaceMaskOutfitPair FaceMaskSlipperStyle',
    music:
      'FaceMaskSingalong FaceMaskLipSync FaceMaskMirrorCover FaceMaskDontLaughSong FaceMaskPeelOffASMR FacialSpaPlaylist FaceMaskDuet FaceMaskOperaSolo',
    tech: 'FaceMaskSelfieTimelapse FaceMaskTimerApp FaceMaskSkinScanAI FaceMaskVideoCallSpa FaceMaskBeforeAfterCam FaceMaskSelfCareAlarm FaceMaskPhoneUnlock FaceMaskGreenScreen',
    pet: 'PetReactsToFaceMask FaceMaskDogDoubleTake FaceMaskCatStare FaceMaskHamsterReaction FaceMaskPupPhotobomb FaceMaskAndPawBalmSpa FaceMaskOffBunnyCuddles FaceMaskFreeKittenPlay',
  },
  factory: {
    prank:
      'FactoryApprovedStamps FactoryEmployeeOfMonth FactoryTreatDispenser FactorySealedCookieJar FactoryBubbleWrapFloor FactoryGoldenTicket ToyFactoryTakeover FactoryInspectorBadge',
    travel:
      'TakeAFactoryTour FactoryOutletHunt FactoryMuseumDayTrip OldFactoryPhotoWalk CheeseFactoryTasting FactoryMillTownTrip FactoryChocolateSampling FactoryHeritageTrail',
    fashion:
      'FactoryBoilerSuitRemix FactoryWorkwearFit FactoryFloorToRunway FactoryResetCloset FactorySteelToeStyle FactoryUtilityPockets ThriftedFactoryJacket FactoryOverallsThreeWays',
    wellness:
      'FactoryResetMyMind FactoryShiftWindDown FactoryNoiseEscape FactoryLunchWalk FactorySlowMadeByHand FactoryBreakRoomBreather FactoryKnitAScarf FactoryWorkerGratitude',
    tech: 'FactoryVirtualTour FactoryStopMotion FactoryColorSortApp FactoryResetGlowUp FactorySpeedUpVideo FactoryAutomateChores FactoryLineOnMyDesk FactoryCodeARobotArm',
    pet: 'PetFactoryInspector FactoryCatQualityCheck FactoryDogToyTester KittenBoxFactory FactoryHamsterTunnel FactoryTreatConveyor FactoryBunnyForeman FactoryParrotSupervisor',
  },
  fall: {
    prank:
      'FallLeafPileSurprise FallGooglyEyeGourds FallPineconeCritters FallScarecrowMakeover AutumnConfettiToss FallTreatPorchDrop FallFakeSpiderLeaves FallPumpkinFaceSwap',
    educational:
      'FallMigrationMap FallTreeIDWalk WhyLeavesTurnInFall SquirrelsPrepForFall FallSeedSpinners LeafColorLab FallHarvestVeggieQuiz FallEquinoxShadowTest',
    cooking:
      'FallSoupSwap FallCiderDonuts FallCaramelPopcorn FallPumpkinSpiceDupe FallApplePieFaceOff FallBakeOff CozyFallChiliNight FallSquashCarveAndRoast',
    travel:
      'FallFoliageTrainRide FallApplePicking AutumnParkPicnic FallCornMazeRun FallLeafPeepingWalk FallPumpkinPatchTrip FallColorsTrailHike FallHarvestFestival',
    wellness:
      'FallSlowMorning FallGratitudeWalk FallCrispAirStroll FallCiderPorchNight BeLeafInYourself FallJournalPrompts FallTeaRitual FallBlanketReading',
    tech: 'FallFoliageTimelapse FallLeafIDApp FallPortraitModeShots FallPhotoPaletteMatch FallFilterFaceOff AutumnColorPicker FallWallpaperDesign FallStopMotionAcorns',
    pet: 'FallDogLeafPounce PetFallPhotoshoot CatVsFallLeaves FallCozyBlanketNap FallPumpkinPatchPup AutumnZoomies FallBirdFeederWindow FallBunnyHayHunt',
    gaming:
      'FallLeafPileHideAndSeek FallAcornCornhole CozyFallFarmSim FallScarecrowFreezeTag FallCornMazeCoOp AutumnBoardGameBash FallHarvestScavengerHunt FallBingoWalk',
  },
  family: {
    dance:
      'FamilyDanceOff FamilyFlashMob FamilyFollowTheKid RhythmRunsInTheFamily FamilyDecadesDanceSwap FamilyGrandmaLearnsTrend WeAreFamilyStrut FamilyKitchenConga',
    prank:
      'FamilyCerealBoxMixUp FamilyFreezeFrame FamilyPortraitSwap FamilyWhispersOnly FamilyBackwardsDinner FamilyDressAsDadDay FamilyBalloonBedroom FamilyStickyNoteTakeover',
    educational:
      'FamilyTreeChallenge FamilyTriviaNight FamilySurnameSleuth FamilyHeirloomShowAndTell FamilyAskGrandmaAnything FamilyKidsTeachParents KnowYourFamilyQuiz FamilyRecipeDetective',
    music:
      'FamilyKaraokeBattle FamilyJamSession FamilySingAlong WriteAFamilyAnthem FamilyGenerationsChoir FamilyPotsAndPansBand WeAreFamilyCover FamilyLullabyRemix',
    pet: 'FamilyCallsTheDog FamilyWhoDoesCatChoose NewestFamilyMember FurryFamilyPortrait FamilyFetchRelay PetPhotobombsTheFamily FamilyBunnyHopCourse FamilyFishTankTour',
    gaming:
      'FamilyGameNight FamilyKartRaceCup FamilyCardSharkShowdown FamilyFeudAtHome FamilyGrandparentsVsKids FamilyDiceRollMeltdown FamilyCharadesCrown FamilyPuzzleMarathon',
  },
  'family photo': {
    educational:
      'FamilyPhotoRestore FamilyPhotoRuleOfThirds FamilyPhotoDatingClues FamilyPhotoDetective WhyOldFamilyPhotosFrown GuessTheFamilyDecade LabelYourFamilyPhotos FamilyPhotoLightingLesson',
    fashion:
      'FamilyPhotoMatchingFits FamilyPhotoOutfitVote FamilyPhotoLayersLook FamilyPhotoDressCode FamilyPhotoAllPlaid FamilyPhotoColorClash FamilyPhotoSweaterDay FamilyPhotoHatParade',
    wellness:
      'FamilyPhotoThankYouNote FamilyPhotoAlbumFlip FamilyPhotoScrapbook FamilyPhotoStoryTime FamilyPhotoCallGrandma FamilyPhotoFrameWall FamilyPhotoHugCircle FamilyPhotoMemoryJar',
    music:
      'FamilyPhotoSlideshow SayCheeseJingle FamilyPhotoSingAlong FamilyAlbumSoundtrack FamilyPhotoThemeSong FamilyPhotoRecordCover FamilyPhotoLipSyncPose FamilyPhotoRapRecap',
    tech: 'FamilyPhotoScan FamilyPhotoAIRestore FamilyPhotoSelfTimer AnimateOldFamilyPhotos ColorizeAFamilyPhoto FamilyPhotoSelfieStick BackUpYourFamilyPhotos FamilyPhotoGreenScreen',
  },
  'family reunion': {
    prank:
      'FamilyReunionPhotobomb MysteryCousinArrives FamilyLookalikeContest FamilyNameTagMixup FamilyReunionGuessWho ThrowbackPhotoReveal FamilyReunionTwinSwap FamilyReunionFakeMustache',
    educational:
      'FamilyReunionEldersQA FamilyReunionTreeChart FamilyMigrationMap FamilyReunionGuessTheYear FamilyReunionInterviews FamilyReunionNameQuiz FamilyReunionSurnameQuest FamilyReunionOldLetters',
    travel:
      'FamilyReunionRoadTrip FamilyReunionHometown FamilyReunionParkDay OldFamilyHouseTour FamilyReunionCarpool CousinsCampout FamilyReunionBusRide PackForTheFamilyReunion',
    wellness:
      'FamilyReunionToastRound FamilyReunionStories FamilyReunionHugLine GenerationsWalkAndTalk FamilyWisdomCircle ThankAnElderDay FamilyReunionPhoneFree FamilyReunionQuietHour',
    music:
      'FamilyReunionSingAlong FamilyTalentShow FamilyReunionSongRelay WeAreFamilyCover GenerationsJamSession UncleGuitarSolo FamilyReunionKazooBand FamilyReunionOldiesHour',
    tech: 'FamilyReunionTimelapse FamilyReunionSlideshow FamilyVideoCallIn FamilyReunionHomeMovies FamilyReunionTimerPhoto FamilyReunionGroupChat FamilyReunionPodcast FamilyReunionSharedAlbum',
  },
  'family time': {
    prank:
      'FamilyTimeCerealDinner FamilyPillowFortAmbush DressLikeDadDay FamilyMysteryOuting FamilyTimeWhoopeeCushion FamilyTimeTwinning KidsPlanFamilyTime BackwardsFamilyTime',
    educational:
      'FamilyTreeProject GrandmaStoryInterview FamilyTimeTrivia FamilyScienceNight FamilyTimeRecipeMath AskGrandpaAnything StargazingFamilyTime TeachBackFamilyTime',
    cooking:
      'FamilyTimePizzaNight FamilyTimeDumplingFold FamilyTimePancakeStack BakeWithGrandma SecretFamilyRecipe FamilyTacoTuesday FamilyTimeCookieOff RamenBarFamilyTime',
    gaming:
      'FamilyTimeGameNight FamilyCoOpQuest CharadesChampionship FamilyTimeCardSharks FamilyTimeRacingCup FamilyTimeDominoBattle FamilyTimeTournament FamilyTimeDrawAndGuess',
  },
  'family vacation': {
    educational:
      'FamilyVacationQuiz FamilyTripMuseumQuest FamilyBudgetMath FamilyMapNavigator FamilyTripLeafIDHunt LocalLanguageFiveWords FamilyVacationTimeZones FamilyVacationPhrasebook',
    wellness:
      'FamilyTripUnplug FamilyTripSunsetStroll FamilyVacationJournal FamilyGratitudeCircle NoScheduleAfternoon SlowMorningsAway FamilyVacationStargazing FamilyVacationHammock',
    tech: 'FamilyTripTranslateDare FamilyTripTimelapse FamilyTripOneSecondADay FamilyTripSelfTimerShot KidsTabletTravelKit FamilyTripPhotoDump FamilyVacationVlog FamilyVacationMapPins',
    gaming:
      'FamilyCarBingo FamilyTripCardGames FamilyVacationMiniGolf FamilyArcadeShowdown LicensePlateHunt FamilyTripCharades FamilyVacationTrivia FamilyVacationISpy',
  },
  farm: {
    fitness:
      'FarmHayBaleCarry FeedSackSquats FarmPumpkinCurls FarmFieldSprints WheelbarrowWalks FarmChoreBootcamp FarmerStrongmanDay FarmBucketLunges',
    funny:
      'CityKidOnTheFarm FarmGoatScreams BootStuckInMud FarmAnimalVoiceovers RoosterAlarmClock FarmChoresGoneWrong FarmerDadJokes FarmCowInterview',
    prank:
      'FarmRoosterWakeUpCall FarmChoreSwap FarmScarecrowStandIn FarmFakeCowPatty FarmGoldenEggHunt MooingDoorbell InflatableFarmAnimals FarmPigInTheFridge',
    educational:
      'WhereEggsComeFrom HowFarmsFeedUs FarmBeanSproutJar FarmToTableQuiz FarmSoilShakeTest NameThatFarmSound FarmCropOrWeed FarmAnimalLifeCycles',
    cooking:
      'FarmEggsFiveWays SaladFromTheFarmStand ChurnYourOwnButter FarmToForkDinner HomesteadSourdough FarmhouseBrunch FarmFreshJamSession FarmHarvestSoupDuel',
    fashion:
      'FarmFlannelFit FarmToRunway OverallsThreeWays FarmBootsGlowUp FarmGinghamTwirl FarmStrawHatDIY PrairieChicOnTheFarm FarmPlaidShirtStyle',
    wellness:
      'FarmSunriseCoffee SlowHomesteadDay DigInTheGarden FarmSunsetWalk FarmSunflowerSit FarmPorchSwingPause FarmAnimalTherapy FarmGoatCuddles',
    music:
      'OldMacDonaldRemix FarmAnimalSoundsSong FarmPorchSingAlong FarmyardBeatbox FarmBucketDrums HomesteadHarmonica SerenadeTheFarmCows FarmHarvestSongSwap',
    art: 'DrawAFarmFromMemory CornHuskDolls FarmBarnSketch FarmScarecrowBuild GoldenHourFarmShoot FarmLandscapePainting FarmAnimalPotatoStamps FarmSunflowerDoodles',
    tech: 'FarmPhotoTimelapse FarmSoundsBeatMaker FarmVideoCallTour FarmLifeInOneMinute FarmPlantIDApp FarmAnimalLiveCam FarmForecastFaceOff FarmWeatherStationDIY',
    gaming:
      'FarmTycoonBuild FarmChoresLevelUp FarmHarvestSpeedrun FarmSimFirstYear BarnyardBoardGame CozyFarmLifeQuest FarmAnimalCharades FarmTriviaNight',
  },
  farmer: {
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerRubberChicken RoosterAlarmSwap MooingDoorbell ThankYourFarmerAmbush FarmerFakeEggCarton',
    educational:
      'AskAFarmer FarmerSeedToPlate FarmerSoilTest GuessTheFarmersCrop WhereMilkComesFrom FarmerForADay FarmerCloudForecast FarmerPlantingQuiz',
    cooking:
      'FarmersMarketSalad FarmerFieldToFork SundayFarmerPotPie FarmerSkilletCornbread EatLikeAFarmer SunriseFarmhouseFryUp FarmerEggScramble FarmerVeggieSheetPan',
    wellness:
      'FarmerSunriseStretch FarmerGardenGrounding FarmerDirtTherapy BedtimeLikeAFarmer ThankAFarmerToday PorchSwingPause FarmerSunsetFieldWalk FarmerSeedPlantingCalm',
    music:
      'FarmerKazooHoedown FarmerPorchFiddleJam SingAFarmersWorkSong FarmerBarnyardChorus OldMacDonaldRemix BucketDrumsFarmerStyle FarmerHarmonicaHum FarmerTractorBeatbox',
    pet: 'FarmerBunnyCarrotPatch FarmerHerdingBallGame FarmerDogChoreHelper GardenPatrolFarmerPup FarmerDogRoundUp BarnyardBossKitty OldMacDoggo FarmerGoatTricks',
    gaming:
      'FarmerHarvestSpeedrun FarmerSimFirstSeason FarmerBarnyardBoardGame FarmerBlockBuildRun FarmerCropHighScore FarmerGoFish PerfectFarmerLayout FarmerBingoNight',
  },
  'farmers market': {
    prank:
      'FarmersMarketEmptyBasket FarmersMarketGourdGang FarmersMarketPieDrop FarmersMarketVeggieFaces ZucchiniAmbush FarmersMarketPumpkinPal FarmersMarketJamJarNote FarmersMarketMelonBaby',
    educational:
      'FarmersMarketOddVegQuiz FarmersMarketInSeason HowFarmersMarketsWork FarmersMarketPriceMath AskAFarmerAnything NameThatVeggie FarmersMarketHoneyTasting FarmersMarketFoodMiles',
    fashion:
      'FarmersMarketFitCheck FarmersMarketHatSwap LinenFarmersMarketLook GinghamFarmersMarket SundressAndSourdough ToteBagTakeover FarmersMarketOveralls FarmersMarketColorMatch',
    wellness:
      'FarmersMarketStroll FarmersMarketFlowers SlowFarmersMarketDay PhoneFreeFarmersMarket ThankAFarmer SmellTheStrawberries FarmersMarketPicnicLunch FarmersMarketGratitude',
    speed:
      'FarmersMarket10Dollars FarmersMarketRainbowRace ABCsOfFarmersMarket OneLapFarmersMarket CornShuckShowdown BeatTheClosingBell FarmersMarketListDash FarmersMarketQuickPick',
    pet: 'FarmersMarketDogWalk FarmersMarketPetTreats BunnyFarmersMarketHaul CatVsFarmersMarketBag PupInATote MarketDayMascot FarmersMarketSniffTour FarmersMarketParrotSnack',
    gaming:
      'FarmersMarketTycoon FarmersMarketBingoCard PlayFarmerForADay FarmersMarketShopGame FarmersMarketScavenger SeedToSaleSpeedrun FarmersMarketTrivia FarmersMarketPriceGuess',
  },
  'fast food': {
    dance:
      'FastFoodShuffle FastFoodJingleMoves FastFoodTrayTwirl FastFoodFryFreeze FastFoodBurgerBounce MilkshakeShimmy FastFoodFloss FastFoodPaperHatSwing',
    prank:
      'FrenchFryCupcakes FastFoodKidsMealForDad HomemadeFastFoodSwap FakeFastFoodDessert FastFoodBagSurprise PaperCrownForAll FastFoodFineDining FastFoodFruitSwap',
    educational:
      'FastFoodPortionMath FastFoodLogoQuiz FastFoodPotatoToFry FastFoodMythBusters FastFoodCalorieGuess HowNuggetsAreMade FastFoodSaltTasteTest FastFoodSugarCubeCount',
    travel:
      'FastFoodPicnicStop FastFoodRoadsideRanking FastFoodRoadTrip RegionalChainHunt FastFoodOldestInTown TryTheLocalFastFood FastFoodInEveryState FastFoodRestAreaRating',
    fashion:
      'FastFoodUniformRetro PaperCrownAccessory FastFoodFitCheck KetchupMustardLook FastFoodMerchDrip FastFoodWrapperDress FastFoodCosplay FastFoodMenuOutfit',
    wellness:
      'SlowDownFastFood FastFoodFreeWeek ParkBenchLunch SavorTheFastFood FastFoodEatSlowlyDare FastFoodWaterFirst FastFoodNoScreens FastFoodVeggieSwap',
    speed:
      'FasterThanFastFood BeatTheDeliveryTime FastFoodWrapIn30 FastFoodCopycatRace FastFoodBurgerStack FastFoodCondimentSort FastFoodHatFoldOff FastFoodOrderMemory',
    tech: 'FastFoodKioskTest FastFoodPhotoVsReal FastFoodAppRewards AIDriveThruOrder FastFoodCouponHunt TrackMyFastFood CodeAFastFoodMenu FastFoodCalorieTracker',
    pet: 'FastFoodPlushFetch FastFoodBoxCatNap FastFoodPetSafeBurger FastFoodPupDriveThru FastFoodBagPeekaboo ChewToyCombo FastFoodStareOff FastFoodCupTreatPuzzle',
    gaming:
      'FastFoodTycoon DriveThruTriviaDuel FastFoodRushCoop FastFoodBurgerStackGame FastFoodKitchenChaos BeatMyFastFoodScore FastFoodMenuMemory FastFoodOrderCharades',
  },
  'fathers day': {
    dance:
      'FatherDaughterDance FatherSonShuffle FathersDayTwist FathersDaySprinkler DadMovesMashup PopsTwoStep BoogieForFathersDay FathersDayRobotBattle',
    educational:
      'FathersDayCarCareLesson FathersDayWorldQuiz FathersDayFamilyTree FathersDaySkillShare LearnFromDad GrandpasStoryTime FathersDayFixItClass FathersDayKnotTying',
    cooking:
      'FathersDayBBQ FathersDayBurgerBattle FathersDayPancakeStack GrillLikeYourFather DonutsWithDad PopsFavoritePie FathersDayTieCookies FathersDayBreakfastTray',
    travel:
      'FathersDayBallgame FathersDayCarShow FathersDayCampout GoneFishingFathersDay DadsHometownTour PopsBucketListDay FathersDayZooOuting FathersDayPicnicPark',
    speed:
      'FathersDayTieRace FathersDayCardBlitz CarWashForFather FathersDayGrillPrep DadJokeSpeedRound ToolboxSortSprint FathersDaySockMatch FathersDayGiftWrapRush',
    pet: 'FathersDayDogDad FathersDayPetCard TheCatFather FathersDayPawPrints FathersDayPetSelfie FathersDayBunnyCuddles FathersDayFurFamily FathersDayHamsterTreat',
  },
  february: {
    dance:
      'FebruaryCupidShuffle FebruaryFreezeDance FebruaryHeartHands FebruaryValentineTwoStep GroundhogGroove LeapYearHop FebruaryFoxtrot ShakeOffFebruary',
    fitness:
      'February28Streak FebruaryPlankLadder FebruaryFrostyMile FebruaryDailyPushUps CupidArrowLunges LeapDayBurpees FebruaryFlexFriday SquatThroughFebruary',
    educational:
      'WhyFebruaryIsShort FebruaryLeapYearMath FebruaryFactFrenzy FebruaryAmethystQuiz FebruarySnowflakeLab DidTheGroundhogLie FebruaryInventorsTrivia FebruaryMoonSketchLog',
    cooking:
      'FebruaryFondueNight FebruaryPancakeTuesday FebruaryTruffleShuffle FebruaryHeartCookies GroundhogCupcakes BeMineBrownies FebruaryChocolateDipOff HotCocoaFebruary',
    travel:
      'FebruaryCarnivalTrip FebruarySnowDayWalk FebruarySledHillTrip ChasingFebruarySun FebruaryGroundhogDayTrip FebruaryIceSkatingTrip FebruaryFullMoonHike FebruaryRainyDayMuseum',
    fashion:
      'FebruarySweaterSwap FebruaryLayerUp February28Outfits FebruaryRedVsPink ValentinesFitCheck CupidPrintScarf OneCoatAllFebruary FebruaryFauxFurFlex',
    wellness:
      'FebruaryLoveLetterToMe FebruaryKindnessStreak FebruarySlowSundays FebruaryComplimentJar GalentinesCheckIn CozyCandleEvenings FebruaryDaylightWalk ThankfulFebruary',
    music:
      'FebruaryPlaylistReveal FebruaryPowerBallad FebruaryDuetDare FebruarySerenade LeapDayJamSession HeartbeatBeatbox FebruaryLoveSongSwap SingFebruaryBlues',
    art: 'FebruaryHeartCollage FebruaryPaperRoses FebruarySketchADay FebruaryPinkOnlyDrawing GroundhogDoodle PaintYourValentine FrostedFebruaryWindow FebruaryFlowerPress',
    pet: 'FebruaryPetValentine FebruaryKittenKisses FebruarySnuggleStreak FebruaryPawPrintCard FebruaryPupHeartTreats DogSeesItsShadow FurryFebruaryPortrait FebruarySnowSniffHunt',
    gaming:
      'FebruaryValentineCharades FebruaryCoOpDateNight FebruaryBossRush FebruaryLoveLetterDuel LeapDayMarathon GroundhogTimeLoop FebruaryPuzzleHunt CozyFebruaryQuest',
  },
  'ferris wheel': {
    prank:
      'FerrisWheelTopSurprise FerrisWheelTeddyRider FerrisWheelSillySelfie SecretFerrisWheelDate FerrisWheelTicketHunt FerrisWheelGroundSign FerrisWheelPhotobomb FerrisWheelPostcardNote',
    educational:
      'FerrisWheelFactOrFib HowFerrisWheelsTurn TallestFerrisWheelQuiz FerrisWheelGondolaDemo EiffelTowerRival FerrisWheelSpeedCount FerrisWheelMath BuildAFerrisWheelModel',
    fashion:
      'FerrisWheelDateFit FerrisWheelOutfitSpin NeonFerrisWheelLook BandanaForFerrisWheel CottonCandyPastels CountyFairChic FerrisWheelHairFlip FerrisWheelSunhatStyle',
    wellness:
      'FerrisWheelSunsetRide FerrisWheelFearFaced FerrisWheelWishAtTheTop SlowFerrisWheelSpin AboveItAllPause FerrisWheelDeepBreaths FerrisWheelSkyGazing FerrisWheelJournaling',
    tech: 'FerrisWheelTimelapse FerrisWheelPanoramaShot FerrisWheelStopMotion FerrisWheelPOVFromTheTop FerrisWheelPhoneVlog FerrisWheelAltitudeApp FerrisWheelHyperlapse FerrisWheelWallpaper',
    pet: 'FerrisWheelHamsterHideout FerrisWheelShapedChews DIYFerrisWheelCatToy FerrisWheelTreatSpin PetsAtTheCarnival CountyFairPupDay FerrisWheelFeeder FerrisWheelBirdPerch',
    gaming:
      'ParkTycoonFerrisWheel FerrisWheelBlockBuild FerrisWheelPuzzle FerrisWheelPinball FerrisWheelTrivia FerrisWheelFairgroundSim FerrisWheelSpinToWin FerrisWheelCardTower',
  },
  ferry: {
    dance:
      'FerryDeckDance FerryHornShuffle FerryTaleWaltz FerryWaveSway SeaShantyJig FerryRockTheBoat FerryPierTwoStep FerrySeatShoulderShimmy',
    prank:
      'FerryIslandDaySurprise SecretFerryPicnic SeagullPlushPhotobomb FerryBinocularsNote FerryTreasureMap WaveFromTheDeck FerryTicketRiddle FerrySouvenirSwap',
    educational:
      'FerryPortVsStarboard FerryCompassBearings WhyFerriesDontSink FerryKnotQuiz FerryNauticalFlags FerryMapTheRoute FerryTideTables FerrySafetyBriefing',
    cooking:
      'FerryDeckPicnic FerryFishAndChips IslandHopSnackBox FerryChowderTasteTest FerryLunchboxFaceOff SeaSaltFerryFries FerrySandwichLunch FerryThermosSoup',
    fashion:
      'FerryNauticalLook FerryWindproofFit FerrySailorStripeStrut FerryBoatShoeStyling FerryRaincoatLayering CaptainChic FerryScarfFlutter FerryRainHatStyle',
    tech: 'FerryRouteTracker FerryCrossingTimelapse FerryWakeSlowMo TrackTheFerryLive FerryGPSSpeedLog FerryWebcamWatch FerryPanoramaPhoto FerryTideAppCheck',
    gaming:
      'FerryCaptainSim FerryIslandHopGame FerryParkingPuzzle FerrySeaBattleDuel FerryCardsOnBoard ShipShapeSpeedrun FerryTravelBingo FerryCharadesRound',
  },
  festival: {
    dance:
      'FestivalShuffle MainStageDanceOff FestivalFlagFlow FestivalHulaHoopGroove SilentDiscoShowdown FestivalTotemTwirl FrontRowFestivalBop FestivalBassFace',
    fitness:
      '30KStepFestival CoolerCarryLunges FestivalRecoveryYoga FestivalDanceCardio TentPoleSquats FestivalBackpackHike FestivalBootcamp FestivalHillSprints',
    educational:
      'HowFestivalsAreBuilt FestivalColorMixLab FestivalDecibelCheck LeaveNoTraceFestival GuessTheWorldFestival FestivalQuizIn60 FestivalCrowdMath FestivalStageRigging',
    cooking:
      'FestivalFunnelCake FoodTruckAtHome FestivalLemonadeStand FestivalSnackPack FestivalCornDogFaceOff CampStoveNoodles MakeFestivalChurros MiniFestivalSkewers',
    travel:
      'FestivalRoadTrip FestivalEveryWeekend FestivalOnABudget FestivalCityHopping FestivalHopThisSummer FestivalCultureDayOut SmallTownFestivalHunt FestivalByTrainOnly',
    speed:
      'GlitterFaceIn60s FestivalTentPitchOff FestivalQuickChange FestivalPackingBlitz FindYourFriendsFast FestivalLineupRecall FiveMinFestivalBraids FestivalSignMakingSprint',
    art: 'FestivalTotemCraft GlitterFacePaint DreamFestivalPoster WristbandCollage DesignYourFestivalFlag FestivalPhotoScrapbook FestivalFlowerCrown FestivalTieDyeBanner',
    tech: 'FestivalPhoneSlowMo FestivalBatterySaver FestivalPowerBankTest FestivalOfflineMap FestivalLiveStreamWatch FestivalSilentDiscoApp FestivalChargerHacks FestivalCrowdPOV',
    pet: 'FestivalQuietRoomFido PetFestivalAtHome FestivalDogBandana FestivalCatTreatBuffet FestivalPupWristband FestivalFurryHeadliner FestivalBunnyHayBale FestivalZoomies',
    gaming:
      'FestivalKaraokeScore FestivalLineupBuilder FestivalTycoonSim GuessTheHeadliner RhythmStageBattle FestivalCampCardGames FestivalBingo FestivalCharades',
  },
  fetch: {
    prank:
      'FetchFakeThrow FetchHiddenLoveNote SqueakyToyAvalanche PupFetchesTheMail StickBouquet FetchTheSurpriseBall FetchTheirSlippers FetchNewspaperDelivery',
    educational:
      'WhyDogsLoveFetch FetchWhichBallFlies BestThrowAngle TeachFetchInFiveSteps FetchBreedRankings DoCatsPlayFetch FetchBounceTest FetchPraiseTraining',
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchAtTheLake FetchTrailDayTrip FetchForestClearing FetchNewTownEachMonth FetchCampingWeekend FetchMeadowTour',
    fashion:
      'FetchDayFitCheck FetchMatchingBandana MuddyPawsReadyLook FetchingOutfit SoFetchStyle DogWalkerChic FetchRaincoatTwinning FetchReflectiveVest',
    wellness:
      'FetchAndUnwind FetchPhoneFreeHour FetchAtSunset MindfulFetch FetchGrassBarefoot FetchBreathingBreaks SlowMorningFetch FetchGratitudeWalk',
    gaming:
      'FetchHighScore FetchTrickShotGame FetchBullseyeToss FetchBucketTargets FetchComboStreak GoodBoyLeaderboard BackyardFetchOlympics FetchHideAndSeek',
  },
  fiance: {
    fitness:
      'FianceYogaDate ThresholdCarrySquats FianceIntervalSprints FianceRunClub FiancePlankOff FianceHighFivePushUps PiggybackFianceLunges FianceWheelbarrowWalk',
    educational:
      'FianceBudgetMath FianceOrFiancee FianceQuizShowdown WhyTheRingFinger FianceCultureSwap WeddingMythsBusted TeachYourFianceASkill FianceFrenchLesson',
    travel:
      'FianceVenueTour FianceDayTripDate FianceRoadTrip FianceCityEscape ProposalSpotRevisit FiancePicnicHike FianceTrainDayTrip FianceBucketList',
    art: 'FianceSketchEachOther DrawYourFianceBlind FianceWatercolorMap FianceDIYInvites FianceFingerprintTree PaintOurLoveStory FiancePolaroidWall CaricatureMyFiance',
    tech: 'FianceRSVPReactions FianceSeatingChartHack FianceVsSpreadsheet AIWritesOurVows FianceWeddingWebsite FianceSlideshowEdit FianceFirstTextReveal VoiceNoteToFiance',
    pet: 'FianceCatApproval PupSaveTheDate FiancePetRingBearer DogMeetsMyFiance FianceHamsterHello ParrotSaysFiance RecallRaceFiance FianceTreatTrick',
    gaming:
      'FianceCoOpRun FianceChessRivalry FianceNewlywedRound PlayerTwoForLife FianceRacingGameFeud FianceGinRummyBattle FianceCrosswordRace JigsawWithFiance',
  },
  'field trip': {
    prank:
      'SurpriseFieldTrip HideADinoOnFieldTrip FieldTripMysteryStop FieldTripFakeMustaches PermissionSlipToMars NoteInTheSackLunch FieldTripSillySouvenir FieldTripCheerSigns',
    educational:
      'VirtualFieldTrip BackyardFieldTrip FieldTripFossilDig FieldTripFactHunt PopQuizOnTheBus TourGuideForADay FieldTripTeachItBack FieldTripJournalPages',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FarmersMarketFieldTrip FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus FieldTripBentoPack FieldTripPicnicWraps',
    travel:
      'AdultFieldTrip AquariumFieldTrip FieldTripThrowback HowItsMadeFieldTrip FieldTripPlanetarium NoPermissionSlipNeeded FieldTripZooRevisit FieldTripLibraryVisit',
    speed:
      'FieldTripHeadcount FieldTripFastestLineUp FieldTripBuddyCheck FieldTripScavengerHunt BeatTheBusBack MuseumInAMinute FieldTripPhotoSprint FieldTripPackingRace',
  },
  'fire drill': {
    fitness:
      'FireDrillStairClimb FireDrillLowSquatWalk FireDrillHoseCarry StopDropAndRollReps FirefighterBootCamp FireDrillShuttleRun FireDrillHallwayCrawl BackpackFireDrill',
    prank:
      'RedCarpetFireDrill CheerTunnelFireDrill FireDrillMedalCeremony FireDrillPopsicles FireDrillHighFiveLine ConfettiAtTheExit FireDrillStuffieEscape BalloonArchFireDrill',
    wellness:
      'FireDrillSensoryKit SmokeAlarmSunday FireDrillCalmCountdown FireDrillDeepBreaths FireDrillFamilyTalk FireDrillNoPanicPlan BedtimeFireDrill StuffieFireDrill',
    tech: 'KidsVoiceFireDrill FireDrillFloorPlanApp SmartAlarmFireDrill AskAIForAFireDrill FireDrillExitMapPhoto SmokeDetectorTest FireDrillPhoneTimer FireDrillQRCode',
  },
  'fire safety': {
    dance:
      'StopDropAndRollDance FireSafetyExitStep FireSafetySirenSway FireSafetyHoseWave FireStationStomp FireSafetyBoogie FireSafetyShuffle FireSafetyRobotMoves',
    prank:
      'FirehouseCookieDrop FireSafetyHelmetOnDad FireSafetyPopQuizAmbush FireSafetyBatterySwap FireStationThankYou FireSafetyRiddleHunt FireSafetyStickyNotes FireSafetyCheckCupcakes',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck FireSafetyMuseumTrip FireSafetyRentalExitHunt FireSafetyParadeDay FireTowerHike FireSafetyCampRules FireSafetyTrainTrip',
    fashion:
      'FireSafetyCostume FirefighterHelmetLook DalmatianPrintScarf FireSafetyGearFit FireSafetyRedDare FireStationUniformDay FireSafetyJacketRunway FireSafetyReflectiveVest',
    wellness:
      'FireSafetyNightLightWalk FlamelessCandleEvening FireSafetyPlanCalm FireSafetyCheckIn FireSafetyFamilyTalk BreatheThroughTheDrill FireSafetyMeetingSpot FireSafetyBedtimeStory',
  },
  'fire station': {
    fitness:
      'TrainLikeAFirefighter FireStationStairClimb FirehouseHoseCarry FireStationSandbagDrag FirehouseBootCamp FireStationFitTest FireStationStepUps GearUpFireStationHIIT',
    prank:
      'SurpriseTheFirehouse FireStationSnackBasket FireStationKidsBanner ThankYouNoteBrigade DalmatianPlushMascot FireStationMysteryBox FireStationCupcakeRaid ChalkArtFireStation',
    educational:
      'HowFireHydrantsWork WhyEnginesAreRed FireStationSafetyQuiz FireStationTruckTour FirehouseDalmatianStory FireStationEscapePlan FireStationKnotSchool NameFireStationGear',
    travel:
      'FireStationOpenHouse FireStationLocalVisit OldestFirehouseHunt FireStationPatchCollector VintageEngineSpotting FireStationTownParade FireStationRoadTrip HistoricFireStationTour',
    wellness:
      'FireStationGratitude SafetyCheckSunday FirehouseThankYouWalk CalmHomeFireDrill FireStationFamilyPlan FireStationMeetTheCrew FireStationCarePackage KindWordsFireStation',
    tech: 'FireStationVirtualTour FireStationSmokeAlarmTest FireStationStopMotion FirehouseGadgetReview FireStationRadioCodes FireStationSirenRecording FireStationCodingGame FireStationMapApp',
    pet: 'FireStationMascotPup SpotTheDalmatian FirehouseDogDay FireStationPetEvacPlan WindowRescueSticker FireStationKittyVisit FireStationParrotSiren FireStationFetchDrill',
  },
  'fire truck': {
    fitness:
      'FireTruckBootcamp FireTruckHoseDrag FireTruckLadderLunges FirefighterStairClimb FireTruckGearBurpees FireTruckWagonPull ToyFireTruckPushUps FireTruckBearCrawl',
    prank:
      'FireTruckSquirtAmbush FireTruckStickerTakeover HideAToyFireTruck FireTruckBedSurprise DalmatianDisguise FireTruckBalloonHallway FireTruckFanMail FireTruckCakeFakeout',
    educational:
      'HowFireTrucksWork WhyFireTrucksAreRed FireTruckDopplerSiren FireTruckLadderReach FireTruckWaterTankMath FireTruckHoseSprayTest WhatsOnAFireTruck FireTruckPartsQuiz',
    fashion:
      'FireTruckRedOutfit FireTruckGearFitCheck FireTruckRainBoots DressLikeAFireTruck FireTruckCoatChic ReflectiveStripeStyle FireTruckPatchJacket FireTruckPajamaParade',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew FireTruckEscapePlan FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter FireTruckBubbleBath FireTruckGratitudeCard',
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer FireTruckDrillBlitz FireTruckGearUpIn30 FireTruckBootsOnDash BuildAFireTruckFast FireTruckPuzzleRush',
    tech: 'FireTruckStopMotion FireTruckRCModel FireTruckSirenApp FireTruckPhoneTimelapse FireTruckSoundEffectMix FireTruckVideoTour FireTruckPhotoEditOff FireTruckGreenScreen',
    pet: 'FireTruckDogHowl FireTruckDalmatianPose FireTruckPlushTug PuppyMeetsAFireTruck FirehouseMascotDay KittyCardboardEngine FireTruckWagonParade FireTruckHamsterHideout',
    gaming:
      'FireTruckRescueMission FireTruckSimulatorRun FireTruckDiceRace FireTruckObstacleCourse FiveAlarmSpeedrun CatUpATreeLevel FireTruckKartCup FireTruckBingo',
  },
  firefighter: {
    dance:
      'FirefighterBootStomp FirefighterLadderMime FirefighterHoseWave FiremanFreestyle SirenSalsa StopDropAndRoll DanceLikeAFirefighter FirefighterRobotMoves',
    prank:
      'FirefighterCupcakeDrop FirefighterTeddyRescue FirefighterStickerSneak FiremanHatPhotobomb SurpriseTheFireStation FirefighterBootCandyStash CheerTheFirefighters FirefighterWelcomeBanner',
    cooking:
      'FirefighterFamilyMeal FirefighterHelmetCake FiremanPancakeStack CookLikeAFirefighter FirehouseChiliNight FiveAlarmFeast FirefighterFuelUp FirefighterBigPotDinner',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime HoseRollBlitz FirefighterCoatOnSprint FirefighterLadderDash FirefighterPuzzleRush',
    tech: 'FirefighterVideoCall TestYourSmokeAlarm FirefighterStopMotion FirefighterSafetyApp FirefighterExitMapPhoto FirefighterMedicalIDSetup FirefighterTechTour FirefighterGreenScreen',
    pet: 'FirefighterPupPose FirefighterCatCarrierPrep FirefighterKittyRescue FirefighterPetSafetyKit FirefighterTreatTrail StationDogSalute FirefighterFidoDrill FirefighterHamsterHero',
    gaming:
      'FirefighterSimRun FirefighterCoopRescue FirefighterLadderMaze FiremanHighScore FirefighterBoardGame FiveAlarmBossLevel EscapeRoomFirefighter FirefighterCharades',
  },
  firefly: {
    educational:
      'HowFirefliesGlow WhyFirefliesSync FireflyFlashPatterns FireflyChemistryLab WhereDidFirefliesGo BioluminescenceQuiz ProtectTheFireflies FireflyLifeCycleDrawing',
    cooking:
      'FireflyGlowMocktail LightningBugCupcakes FireflyUVJelly FireflyJarParfait FireflyLanternCake DuskPicnicBasket TwilightFireflyCookies FireflyNightSnackPrep',
    travel:
      'FireflyParkAtDusk FireflyMeadowCamp FireflyFestivalTrip FireflyNightHike FireflyBackyardCampout FireflyLakesideStroll GrandmasPorchFireflies FireflyRoadTripStop',
    fashion:
      'FireflyLightUpDress TwinkleHairClips FireflyAmberNails FireflyGlowJewelry DressedForDusk FireflySequinTwirl SummerFireflyFrock FireflyNightOutfitReveal',
    tech: 'FireflyCountApp FireflyNightModeTest FireflyTimelapse CodeAFireflyJar FireflyMapTheSightings FireflyPhotoHunt FireflyFlashlightTalk FireflyGreenScreen',
  },
  fireplace: {
    dance:
      'FireplaceSlowDance FireplaceCozyGroove FiresideShuffle WaltzByTheFireplace CrackleAndPopMoves FireplaceVideoBoogie FireplaceFlamenco CardboardFireplaceJive',
    funny:
      'FireplaceOnTheTV FireplaceDadFireMaster FiresideStoryFails FireplaceStockingMixUp SantaInspectsTheHearth ChimneyEchoVoices FireplaceHogStandoff FireplaceMantelSelfie',
    prank:
      'FireplaceTVLogSwap FiresideCocoaSurprise FireplaceCandyCoal FireplaceSantaTracks FireplaceStockingDrop NorthPoleLetter FireplaceGarlandGnomes FireplaceMantelMakeover',
    educational:
      'FireplaceFactOrMyth IsYourFireplaceSafe HowChimneysWork BestFireplaceWood FireplaceHeatTransfer WhyLogsCrackle FireplaceSmokeAlarmCheck FireplaceBrickPatterns',
    fashion:
      'FireplaceCozySweater FireplaceFlannelFit FiresideKnitLook FireplaceSlipperStyle HyggeByTheHearth PlaidBlanketScarf FireplacePJShoot FireplaceSockDrawerRank',
    speed:
      'FireplaceStockingRace FireplaceMantelDash FiresideStoryInAMinute FireplaceKindlingSort FireplaceCardTowerBuild FireplaceCushionTidyUp StackTheHearthLogs FireplaceBlanketFoldRace',
    pet: 'FireplaceFloofNap FireplaceDogStretch FiresideCatLoaf WarmestSpotBattle FireplaceKittenBask PupByTheHearth FireplacePawWarmers FireplacePetGateSetup',
    gaming:
      'BoardGameByTheHearth FireplaceCardNight JigsawByTheFire FireplaceChessDuel FireplaceWordAssociation FireplaceTriviaRound FireplaceDominoes FireplacePuzzleMarathon',
  },
  firewood: {
    educational:
      'WhyFirewoodCrackles SeasonedFirewoodTest FirewoodRingCount FirewoodWeightGuess OakVsPineShowdown NameThatLog FirewoodSinkOrFloat FirewoodBarkIDWalk',
    fashion:
      'FirewoodFlannelFit FirewoodCarryInStyle FirewoodWorkwearRunway BeanieAndFirewood LumberjackChic FiresideLayers FirewoodPlaidOff FirewoodVestLook',
    art: 'PaintedFirewoodSlices FirewoodLogFaces FirewoodStackArt FirewoodCandleHolder CharcoalFromTheFire FirewoodCoasterCraft FirewoodBarkRubbing FirewoodTwigFrame',
    pet: 'DogCarriesFirewood CatByTheFirewood FirewoodSniffPatrol FirewoodCatScratchLog FiresideSnuggle KittenVsKindling FirewoodPupHelper FirewoodHearthPose',
    gaming:
      'FirewoodStackingDuel FirewoodSpeedrun FirewoodCraftingRecipe FirewoodSurvivalMode FirewoodLogCabinBuild FirewoodTowerGame FirewoodBarterBattle FirewoodCampQuest',
  },
  fireworks: {
    prank:
      'FireworkPaperPopUpCard FireworkVideoSurprise FireworkConfettiDoor FireworksCupcakeReveal FireworkPinataSurprise FireworkGlowStickHallway FireworkBalloonArch FireworkStreamerWelcome',
    educational:
      'WhyFireworksBoom HowFireworksGetShapes FireworkMilkColorBurst DrawAFireworkDiagram FireworkSafetyQuiz FlashThenBangMath FireworkNamesDecoded FireworkMythOrFact',
    cooking:
      'PoppingCandyFireworks FireworkChocolateBark FireworkSprinkleCake FireworksCupcakes RedWhiteAndBlueberry StarSpangledCookies FireworkPopcornBalls FireworkFruitKebabOff',
    travel:
      'FireworksTownShow FireworksParkPicnic BestFireworksSpot FireworksLakesideNight FireworksAtTheCountyFair FireworksHarborView FireworksFromAHilltop FireworksBeachBlanket',
    fashion:
      'SparkleLikeAFirework FireworksNailArt DressAsAFirework FireworksSequinLook StarburstEarrings MidnightGlitterGlam FireworkSkirtSpin PaintAFireworkTee',
    tech: 'FireworksZoomFromAfar FireworksSlowMo NightModeShowdown CodeAFireworkBurst FireworksTimelapse LongExposureHack ARFireworkFilter FireworkWallpaperEdit',
    gaming:
      'FireworkSandboxShow FireworkCardGameNight FireworkVictoryDance FireworksHighScore FireworksRhythmRush FireworkPixelArtBattle FireworkMemoryMatch FireworkTriviaShowdown',
  },
  'first aid': {
    prank:
      'CartoonBandageSwap GetWellBalloonDrop FirstAidLollipopStash FirstAidJokeNotes FirstAidGiggleBox FirstAidKitDinoPlasters MummyWrapFirstAid SmileyFaceFirstAid',
    travel:
      'PackYourFirstAidKit FirstAidBlisterCare FirstAidSunburnRelief FirstAidCampingCheck FirstAidForRoadTrips FirstAidTrailReady FirstAidMintTinHack FirstAidInAnyLanguage',
    fashion:
      'FirstAidKitBeltBag ReadyForAnythingFit FirstAidPatchJacket FirstAidScrubsStyle FirstAidMedicalCharm CuteFirstAidPouch BandanaFirstAid FirstAidOutfitCheck',
    wellness:
      'MentalHealthFirstAid FirstAidSlowCountdown FirstAidGrounding SteadyVoiceTraining KeepCalmCarryAKit FirstAidBreathingDrill FirstAidForFeelings KindWordsFirstAid',
    art: 'FirstAidComicStrip FirstAidInfographic BandageCollage FirstAidStickFigures FirstAidKitMakeover SafetyPosterArt EmojiFirstAidChart PaintedFirstAidTin',
    tech: 'FirstAidPhoneSOSSetup FirstAidEmergencyContacts FirstAidAppDrill FirstAidAEDFinder FirstAidMedicalID AICoachesCPR SmartwatchFirstAid FirstAidVoiceAssistant',
    pet: 'PawsitiveFirstAid FirstAidForDogs PlushPupCPRPractice FirstAidPawBandage FirstAidTickCheck VetHotlineReady CatFirstAidKit FirstAidHeartbeatFind',
    gaming:
      'FirstAidEscapeRoom FirstAidTrivia FirstAidScenarioCards GrabTheMedkit FirstAidRolePlay HealthPotionIRL ChooseYourFirstAid FirstAidMedicCharades',
  },
  'first apartment': {
    prank:
      'SecretlyStockTheFridge MomsFirstAptRules FirstApartmentGnomes FirstApartmentRubberDucks FirstApartmentBalloons PlantOnTheDoorstep FirstApartmentDoormat StickyNoteFirstApartment',
    educational:
      'FirstApartmentBreakerHunt UtilityBillsDecoded LeaseLingoQuiz FirstApartmentFixIt FirstApartmentBudget FirstApartmentRedFlags FirstApartmentUnclogDrain ToolkitFirstApartment',
    cooking:
      'HousewarmingPotluck TinyKitchenBigFlavor FirstApartmentOnePan StockYourFirstPantry FirstApartmentMealPrep FirstAptRamenUpgrade FirstApartmentBrunch FirstApartmentBudgetEats',
    wellness:
      'HomesickCheckIn FirstAptCalmCorner FirstNightAloneRitual FirstApartmentPlantMom FirstApartmentSundayTidy LoveYourLittlePlace GratefulFirstApartment MyFirstApartmentNook',
    music:
      'FirstApartmentShowerSong EmptyRoomEcho FirstApartmentKaraoke MovingDayMixtape FirstAptVinylSpin FirstPlaceUnplugged SingInMyFirstApartment KazooFirstApartment',
    gaming:
      'FirstApartmentSimBuild FirstApartmentLANParty FirstApartmentCoOpCouch FirstPlaceGameNight PlayerTwoRoommate FirstApartmentTrivia FirstApartmentBingo FirstApartmentRPG',
  },
  'first day': {
    fitness:
      'FirstDayAtTheGym CouchToFiveKStart FirstDayPushUpTest FirstDayToFinishLine FirstDayStepGoal FirstDayRunClub FirstDayYogaFlow FirstDayJumpRope',
    prank:
      'FirstDayLunchboxNote FirstDayChalkDriveway NewKidWelcomeSign FirstDayBalloonDoor FirstDayHypeSquad FirstDayGooglyEyeBackpack FirstDayRedCarpet FirstDayComplimentCards',
    educational:
      'FirstDayFunFactIntro FirstDayIcebreakers FirstDaySchoolMap FirstDayGoalSetting FirstDayTimeCapsule FirstDayClassroomTour FirstDayNameMemoryTricks FirstDayStudyPlanner',
    cooking:
      'FirstDayPancakeFaces BackToSchoolCookies FirstDayBentoBox FirstDayBreakfastClub FirstDayFuelUp AfterClassSnackAttack FirstDayToastArt FirstDayLunchboxDuel',
    travel:
      'FirstDayInANewCity FirstDayBlockWalk FirstDayCampusTour GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt FirstDayLocalLandmarks FirstDayHotelCheckIn',
    fashion:
      'FirstDayOutfitReveal FirstDayUniformTwist FirstDayHairBows RateMyFirstDayFit NewKidDrip FreshKicksFirstDay FirstDayBackpackMatch FirstDayLayeredLook',
    music:
      'FirstDayWalkUpSong FirstDayCarKaraoke SchoolBellRemix FirstDayPepTalkRap FirstDayDrumRoll LockerComboBeat FirstDayHypePlaylist FirstDayKazooMarch',
  },
  'first paycheck': {
    fitness:
      'FirstPaycheckGymHaul FirstPaycheckRunClub FirstPaycheckNewKicks FirstPaycheckWorkoutPlan PaydayPushups EarnItBurnIt FirstPaycheckDumbbells FlexYourFirstPaycheck',
    prank:
      'FirstPaycheckPennyPile FirstPaycheckFakeSplurge FirstPaycheckOnMe FirstPaycheckPayBack GiantNoveltyCheck DinnerBillAmbush SurpriseFirstPaycheck FirstPaycheckFakeout',
    cooking:
      'FirstPaycheckFeast FirstPaycheckCake FirstPaycheckCookSplurge FirstPaycheckBrunch PaydayPizzaNight RamenToRibeye FirstPaycheckTacoBar DinnerOnFirstPaycheck',
    wellness:
      'FirstPaycheckGratitude FirstPaycheckNoSpendDay FirstPaycheckThankYou FirstPaycheckSpaDay GuiltFreePayday FutureMeSavingsJar FirstPaycheckJournal GiveFromFirstPaycheck',
    music:
      'FirstPaycheckAnthem FirstPaycheckGuitar FirstPaycheckDuetDare FirstPaycheckKaraoke ChaChingRemix PaydayJam RapYourFirstPaycheck FirstPaycheckMicDrop',
    tech: 'FirstPaycheckTechHaul FirstPaycheckSetup FirstPaycheckAIPlanner FirstBigGadgetBuy DirectDepositAlert SpreadsheetEraBegins UnboxFirstPaycheck FirstPaycheckBudgetApp',
    gaming:
      'FirstPaycheckLaserTag FirstPaycheckConsole FirstPaycheckArcade FirstPaycheckGameHaul PaydayLevelUp BeatTheBacklog FirstPaycheckBowlingNight LootFromFirstPaycheck',
  },
  fishing: {
    dance:
      'FishingLineDance FishingLureJig FishingBobberBounce GoneFishingShuffle FishingReelItInMove CastAndSway FishingRodLimbo FishingPoleTwirl',
    prank:
      'FishingForCompliments FishingForTheRemote CaughtABootFishing FishingRodSnackDrop GoneFishingNote RubberFishOnTheHook FishingCandyCatch PlasticDuckFishing',
    educational:
      'LearnOneFishingKnot FishingSpeciesGuess HowFishingLuresWork FishingMoonPhaseTest FishingReleaseTheRightWay WhyFishBiteAtDawn FishingWeatherRead FishingFieldNotes',
    cooking:
      'FishingCatchAndCook GoneFishingPicnic FishingShoreLunch CampfireFishingDinner GummyWormBaitCups LakeToTable FishingTripTacos FishingLemonHerbBake',
    fashion:
      'FishingFitCheck FishingHatShowdown FishingLureEarringsDIY DressedForFishing StrutInFishingWaders TackleBoxChic FishingVestStyle GrandpaFishingLook',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine FishingBobberArt FishingFishPrintArt FishingTackleDoodles FishingPhotoStory',
    tech: 'FishingTideChartRead FishingForecastCheck FishingCatchLogApp FishingUnderwaterCam BudgetFishingGadgets AIPlansMyFishingTrip FishingSpotPinDrop FishingSpeciesScanner',
    pet: 'DogFishingBuddy CatFishingRodToy PupLifeJacketFishing KittenFishingGame FishingLakeSniffWalk FishingWithMyPet FishingShadeTentNap FishingTripSidekick',
  },
  fitness: {
    dance:
      'FitnessRetroAerobics FitnessStepUpShuffle FitnessCongaLine FitFamFlashMob CardioDanceCombo KickboxingGroove ShimmyIntoFitness FitnessSalsaSweat',
    prank:
      'SurpriseFitnessClass FitnessCheerTunnel FitnessStickyNoteHype FitFamConfettiCannon FoamWeightSwap BalloonFinishLine FitnessTrainerTakeover FitnessPillowKettlebell',
    educational:
      'FitnessMythBusters FitnessScienceQuiz FitnessMuscleMap FitnessTakeYourPulse HowHeartRateWorks WhyWeGetSore FitnessFactOrFad FitnessPostureWallTest',
    cooking:
      'FitnessMealPrep FitFamSnackSwap FitnessRecoveryBowl FitnessSmoothieBar HighProteinBaking GainsGranola FitnessFuelFaceOff FitnessNoBakeBites',
    travel:
      'FitnessSightseeingRun FitnessInEveryCity FitnessParkCircuit GetFitOnTheRoad HotelGymRating FitnessHillTopSelfie FitnessWithAView FitnessBikeTourTown',
    wellness:
      'FitnessRestDay FitnessWalkAndTalk FitnessSleepRecovery FitnessNatureHike MoveForMood StretchAndBreathe SlowFitnessSunday FitnessGratitudeLog',
    tech: 'FitnessTrackerTest FitnessAppFaceOff FitnessHeartRateZones FitnessFormReplayCam FitnessStepCountCheck FitnessAICoachPlan CloseYourFitnessRings FitnessSpreadsheetLog',
    gaming:
      'FitnessLevelUpQuest FitnessShadowBoxRounds FitnessSimonSays FitFamRaidNight ExergameHighScore FitnessDanceGameMarathon FitnessBossBattle FitnessDiceRollWorkout',
  },
  'fitted sheet': {
    educational:
      'HowToFoldAFittedSheet WhyFittedSheetsPopOff ThreadCountTruth FittedSheetFabricQuiz FittedSheetGeometry PercaleVsSateen FittedSheetMeasureUp ElasticFittedSheetTest',
    wellness:
      'FreshSheetsFriday FittedSheetReset FittedSheetZenFold LavenderFittedSheet FittedSheetSleepRitual NoRageBedMaking FittedSheetPatience FittedSheetWashDay',
    gaming:
      'FittedSheetBossFight FittedSheetSpeedrun HardModeFittedSheet FittedSheetBalloonVolley FittedSheetTugOfWar FittedSheetHideAndSeek CoOpFittedSheet QuickTimeFittedSheet',
  },
  flag: {
    cooking:
      'FlagCakeReveal FlagFruitPizza PancakeFlagStack BerryFlagTart CookieFlagsOfTheWorld StarsAndStripesSundae FlagColorPlate FlagJelloLayers',
    travel:
      'FlagHuntDowntown FlagTrailHike FlagSpottingWalk CollectAFlagPerTrip FlagCityHallVisit FlagParadeDay PinTheFlagMap FlagAtEveryStop',
    fashion:
      'FlagPatchJacket FlagScarfWrap DressAsYourFlag FlagSportsDayFit WearYourColors FlagCapeCatwalk FlagBandanaFiveWays PaintFlagSneakers',
    wellness:
      'FlagOfMyValues FlagIntentionBunting WatchAFlagFlutter FlagGratitudeGarland GreenFlagHabits WhiteFlagRestDay DrawYourMoodFlag FlagKindnessPennant',
    pet: 'FlagBandanaPup FlagPetParade KittenChasesAFlag DogCarriesTheFlag CatCapturesTheFlag FlagTrickTraining PawPrintFlag FurryFlagBearer',
    gaming:
      'CaptureTheFlagNight FlagGuessTheCountry FlagDailyQuizStreak FlagBlockBanner FlagHideAndSeek FlagKnockoutRounds FlagOnTheForehead FlagSpeedSnap',
  },
  flamingo: {
    prank:
      'FlamingoInTheShower FlamingoDeskInvasion FlamingoOnTheDoorstep TinyFlamingoHideout YouveBeenFlocked FlamingoFlashMob FlamingoFridgeMagnets FlamingoPillowSwap',
    educational:
      'WhyFlamingosArePink FlamingoKneeOrAnkle FlamingoFilterFeeding FlamingoOneLegTest WhatsAFlamboyance BabyFlamingosBornGray FlamingoMigrationMap FlamingoNestBuilding',
    cooking:
      'FlamingoPinkLemonade FlamingoCupcakes FlamingoCookiePops RaspberryFlamingoFloat GuavaMocktailFizz FlamingoFoodColorDare FlamingoWatermelonBowl FlamingoBerrySmoothie',
    travel:
      'FlamingoZooVisit FlamingoLawnSpotting FlamingoBirdwatching FlamingoParkPicnic FlamingoMiniGolfTrip FlamingoStatueHunt FlamingoMuralHunt FlamingoWetlandWalk',
    wellness:
      'FlamingoMindfulBalance FlamingoFloatRelax CalmFlamingoPose FlamingoJournalPrompts BreatheOnOneLeg PinkSunsetGratitude FlamingoFocusMinute FlamingoNeckStretch',
    tech: 'FlamingoDrawingApp FlamingoLiveCam AICountsTheFlamingos FlamingoPhoneWallpaper PinkDeskSetup FlamingoHonkRingtone FlamingoARFilter FlamingoStopMotion',
    gaming:
      'FlamingoCroquetGame FlamingoMiniGolf SpotTheFlamingoLevel FlamingoTowerTopple FlamingoZooTycoon PinkFlockPuzzle FlamingoCharades FlamingoBingoCards',
  },
  flannel: {
    fitness:
      'LumberjackLogCarry FlannelFirewoodStack CabinChoreCircuit FlannelWoodpileSquats FlannelTrailRun FlannelLeafRaking HikeInFlannel PumpkinFlannelCurls',
    prank:
      'FlannelPocketNote FlannelSheetsMakeover FlannelOnTheSnowman SecretFlannelTwinning SurpriseFlannelSquad LumberjackWakeUp FlannelDadImpression FlannelTakeover',
    educational:
      'HowFlannelIsMade FlannelPlaidOrTartan WhyWoolKeepsWarm FlannelUnderMicroscope FlannelVsFleeceTest FlannelFiberQuiz FlannelPatternMath FlannelPaperWeaving',
    cooking:
      'FlannelCiderDonuts FlannelChiliNight LumberjackBreakfast PlaidPieCrust FlannelCampfireSkillet FlannelSmoresBar FlannelSoupSwap MapleFlannelPancakes',
    travel:
      'FlannelAppleOrchard FlannelLeafPeeping FlannelLakesideStroll FlannelCabinTrip FlannelThriftShopTour FlannelForestHike PumpkinPatchFlannel FlannelFarmStandTrip',
    wellness:
      'FlannelCozySunday PlaidBlanketReading FlannelPorchCoffee CiderAndJournal FlannelAndFireside WrapUpInFlannel FlannelForestWalk FlannelGratitudeJar',
    tech: 'FlannelPixelPlaid FlannelThriftAppHunt FlannelClosetSpreadsheet AIDesignsMyFlannel FlannelFallFilter FlannelSketchOnTablet FlannelARTryOn FlannelStopMotion',
    pet: 'FlannelScrapTugToy PlaidBandanaPup FlannelHamsterHammock FlannelDogBedDIY FlannelBunnyBlanketNap FlannelCatPhotoShoot FlannelFetchWalk FlannelCuddleCam',
    gaming:
      'LumberjackSurvivalRun FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight FlannelCharacterCosplay FlannelCheckersMatch LegendaryFlannelSkin CampfireFlannelChess',
  },
  flashcard: {
    tech: 'FlashcardAppShowdown FlashcardAIMaker FlashcardCodingTerms FlashcardScanToDeck WristFlashcards AIQuizzesMe FlashcardDailyStreak BuildAFlashcardBot',
    gaming:
      'FlashcardBossRush FlashcardPointsBoard FlashcardMemoryMatch FlashcardSlapJack LevelUpYourFlashcards QuizMeGameNight FlashcardBingo SpeedrunYourFlashcards',
  },
  flashlight: {
    prank:
      'FlashlightCeilingStars FlashlightShadowBunny FlashlightWallMessage GiftHuntByFlashlight FlashlightSignalSurprise FlashlightLoveNote FlashlightSpookyFace FlashlightTreasureClues',
    cooking:
      'FlashlightPicnic FlashlightTrailMixBar FlashlightCampCocoa CookByTorchlight BlackoutBakeOff GlowInTheDarkJello FlashlightFondue FlashlightBlindTasteTest',
    travel:
      'FlashlightNightHike FlashlightBeachCrabHunt GhostWalkByFlashlight FlashlightForestTrail FlashlightFieldTrip OwlWatchByTorch FlashlightCampingTrip FlashlightCaveTour',
    music:
      'WaveYourFlashlight KaraokeByFlashlight FlashlightTentJam FlashlightBeatSync FlashlightShadowMusical SpotlightSolo FlashlightLullaby FlashlightCampSingalong',
    tech: 'BuildAFlashlight FlashlightTeardown PhoneFlashlightLamp FlashlightLumenWars FlashlightBatteryLifeTest FlashlightMorseApp SmartBulbVsFlashlight FlashlightUSBRecharge',
  },
  'flea market': {
    prank:
      'FleaMarketPortraitSwap FleaMarketHeirloomHoax FleaMarketFakeOut FleaMarketLookalike TeacupTakeover ItsWorthMillions FleaMarketTallTale FleaMarketGnomeDrop',
    educational:
      'FleaMarketWhatsItWorth HaggleLikeAPro FleaMarketDetective SwapMeetMath FleaMarketRealOrReplica DecodeTheHallmark FleaMarketEraQuiz MysteryFleaMarketTool',
    travel:
      'FleaMarketInEveryTown FleaMarketBigCityHunt FleaMarketHopping FleaMarketRoadTrip FleaMarketWeekendTrip FleaMarketEarlyBirdRun NightFleaMarketCrawl FleaMarketLocalsOnly',
    fashion:
      'FleaMarketFitCheck FleaMarketDenimHunt StyleMyFleaMarketFind SwapMeetGlowUp ThriftFlipOutfit BroochItUp FleaMarketHatTrick FleaMarketSunglassesTry',
    tech: 'DoesItStillWork FleaMarketCameraTest FleaMarketWalkmanFind FleaMarketTechRescue SwapMeetMysteryGadget FleaMarketTypewriter ScanAFleaMarketPhoto FleaMarketCRTHookup',
    pet: 'FleaMarketDogDay FleaMarketVintageLeash FleaMarketPuppyStroll SwapMeetSniffTour MyCatPicksTheFind AntiqueCrateBed PupApprovedFleaMarket FleaMarketPetPortrait',
    gaming:
      'RetroCartridgeHunt FleaMarketConsoleFix FleaMarketBinderDive FleaMarketBoardGames SwapMeetChessDuel WillItBoot FleaMarketBingo FleaMarketJigsawRescue',
  },
  florida: {
    dance:
      'SunshineStateShuffle FloridaMiamiSalsa FloridaFlamingoStep FloridaFlipFlopTwist FloridaBeachBounce GatorChompStomp FloridaLimbo PalmSwayFlorida',
    fitness:
      'FloridaSunriseRun FloridaParkYoga FloridaBeachBurpees BeatTheFloridaHeat GatorCrawlChallenge FloridaBoardwalkMile FloridaSurfPopUps FloridaSandSprints',
    prank:
      'FloridaThemedDinner FloridaShellInTheShoe FakeFloridaPostcard FloridaSunshineInABox RubberGatorInTheTub FlamingoFlockYourYard FloridaInTheBackyard FloridaKeysTreasure',
    educational:
      'FloridaGatorOrCroc FloridaShellID FloridaReefSafeSunscreen FloridaHurricaneQuiz FloridaWetlandInAJar FloridaBottleRocketLab WhyFloridaIsFlat TurtleNestFlorida',
    cooking:
      'FloridaKeyLimePie FloridaCubanSandwich FloridaOJTasteTest FloridaConchFritters FishTacoFaceOff SunshineStateSmoothie MangoSalsaFlorida FloridaCitrusSqueezeOff',
    fashion:
      'SunshineStateStyle FloridaFlamingoOutfit FloridaBeachFit PackForFlorida FloridaHumidityProof LinenOrMelt PastelSuitFlorida FloridaSunHatSwap',
    wellness:
      'FloridaShadeBreak FloridaKeysSlowDay FloridaSunsetCalm FloridaSaltAirReset MoveAtManateeSpeed FloridaHammockNap BarefootFloridaWalk SeashellFloridaJournal',
    speed:
      'FloridaFactsIn60 FloridaSandcastleSprint FloridaShellDash FloridaBeachRelay FloridaOrangePeelRace KeyLimePieRace OutrunFloridaRain PackUpFloridaPicnic',
    music:
      'FloridaBeachSongCover FloridaSteelDrumJam FloridaGatorBallad FloridaReggaetonMix FloridaIslandBeat FloridaSwampBlues FloridaUkuleleSunset PorchPickinFlorida',
    pet: 'FloridaDogBeach FloridaPuppyPaddle CatVsFloridaLizard FloridaLanaiKitty FloridaSunriseLeashWalk GatorPlushFetch SandyPawsFlorida SunshineNapFlorida',
  },
};
