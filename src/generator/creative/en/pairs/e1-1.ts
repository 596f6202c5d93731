import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  sleep: {
    dance:
      'SleepwalkerShuffle SleepoverDanceOff SleepingBagWorm FromSleepyToHype SleepMaskMoonwalk SnoozeButtonBop',
    fitness:
      'PreSleepStretch YogaForDeepSleep TenSquatsThenSleep SleepoverPlankOff SleepAndStepsStreak SnoozeButtonBurpees',
    funny:
      'CaughtSleepTalking SleepPositionTypes SleepScheduleLies SleepyVoiceNewsReport WhoFellAsleepFirst SnoringImpressions',
    prank:
      'SleepMaskGooglyEyes FakeSleepTalking SleepUnderNewStars SleepyAlarmSongSwap SleepoverPlushiePileUp BreakfastInBedSurprise',
    educational:
      'HowDolphinsSleep SleepMythOrFact KoalaSleepHoursGuess OneWeekSleepExperiment WhatHappensWhenWeSleep WhyWeDream',
    cooking:
      'SleepyGirlMocktail SleepTightMoonMilk SleepoverSnackBoard BlendASleepTea SleepInFrenchToastBake PrepBeforeYouSleep',
    travel:
      'SleepUnderTheStars SleeperTrainTour HotelBedSleepRating SleepingBagCampout SleepOnTheFlight CityNeverSleepsWalk',
    fashion:
      'SleepwearFitCheck CurlsWhileYouSleep SleepoverPJTwinning SleepyToStylish SleepShirtToStreet StyleYourSleepBonnet',
    speed:
      'SleepingBagRollRace SleepToSneakersDash SpeedrunYourBedtime SleepyheadBedSprint SleepoverPajamaRelay SnoozeButtonReflex',
    music:
      'SingMeToSleep SleepTalkRemix MusicBoxSleepTune SleepyVoiceCover SleepoverKaraoke SnoreBeatbox',
    art: 'DrawThemAsleep SleepDreamSketch DecorateASleepMask SleepingBeautyRedraw PaintTheSleepyMoon SleepPoseLineArt',
    tech: 'SleepTrackerTest SleepAppShowdown SleepScoreReveal SleepFocusModeWeek BedsideSleepSetup RecordMySleepTalk',
    pet: 'DogSleepRunning CatSleepsOnMyLaptop PetSleepSpotTour ReadYourPupToSleep RankTheSleepPositions GuessWhoSleepsInMyBed',
    gaming:
      'OneMoreLevelThenSleep PokemonSleepStreak SleepoverLANParty MafiaNightGoToSleep CozyGamesBeforeSleep TiptoePastTheSleepers',
  },
  knitting: {
    dance:
      'TwirlYourKnittedScarf DanceBreakFromKnitting KnittingSweaterShimmy KnittingClubConga KnittingRowsToTheBeat KnitOnePurlTwoStep',
    fitness:
      'TreadmillKnitting KnittersHandStretch SquatEveryKnittingRow KnittingPostureReset KnittingBreakPlank KnitBetweenSets',
    funny:
      'KnittingFailReveal KnittingSweaterCurse KnittingSleeveTooLong NeverInterruptAKnitter KnittingGiftReaction MyFirstKnittingVsNow',
    prank:
      'KnittedFoodSwap EggsWearingKnitHats KnittingYarnBombDesk KnittingRemoteCozy WrongSizeKnittingGift KnittingPlantSweater',
    educational:
      'KnittingStitchQuiz KnittingPatternDecoder WhyKnittingStretches FirstKnittingLesson GuessKnittingYardage SheepToSweater',
    cooking:
      'KnittedOrRealCake CableKnitPieCrust KnittingSweaterCookies KnittingYarnTruffles KnittingNeedlePretzels SconesForKnittingClub',
    travel:
      'KnittingYarnShopHop TrainRideKnitting KnittingSheepFarmVisit WoolSouvenirToKnit KnittingTripStripes KnittingOnTheGo',
    fashion:
      'KnittedFitCheck FromKnittingToOutfit StyleOneKnittingVest KnittingBeanieTryOn ColorMatchMyKnitting KnitterStreetLook',
    wellness:
      'MindfulKnitting KnittingBreathCount KnittingNotScrolling TenMinuteKnittingCalm KnittingCircleFriends KnitAndUnwind',
    speed:
      'SpeedKnitting KnittingCastOnRace Knitting60StitchDash KnittingYarnWindOff KnittingRelayScarf BindOffCountdown',
    music:
      'KnittingNeedleDrumline KnittingToMetronome ASMRKnittingSounds KnittingCountingSong SingWhileKnitting KnitToTheBeat',
    tech: 'KnittingTimelapse KnittingMachineTest KnittingCounterApp AIKnittingPatternFail KnittedPhoneCozy PhotoToKnittingChart',
    pet: 'CatVsKnitting KnittingLapSupervisor KnittedPupBeanie DogModelsMyKnitting KnittingPetBedReveal KnittingYarnThief',
    gaming:
      'KnittedGameCharacter KnittingDiceBag PixelArtSweater KnittingBossBattle LevelUpMyKnitting KnittingBetweenRounds',
  },
  dog: {
    dance:
      'DanceWithYourDog DogLegWeaveRoutine DogSpinSync CopyMyDogsMoves DogWalkStrut PawsUpTwoStep',
    fitness:
      'DogFetchSprints RunWithYourDog DogWalkStepGoal DogaYogaFlow TugOfWarWithYourDog DogZoomiesCardio',
    funny:
      'IfMyDogCouldTalk DogGuiltyFace DogDramaticSigh DogSideEye SubtitleMyDogsBarks DogHearsWalkies',
    prank:
      'DogMagicTrick DogFakeThrow WrongNameDogTest BallPitForTheDog DogSeesMeInDisguise DogFaceFamilyPhoto',
    educational:
      'ReadDogBodyLanguage HowDogsSmell WhyTailsWag DogYearsMyth WhatColorsDogsSee DogBreedQuiz',
    cooking:
      'DogBirthdayCake FrozenPupsicles DogLickMatPrep DogBiscuitCutouts DogRatesMyTreats HomemadeDogJerky',
    travel:
      'DogsFirstBeach HikeWithYourDog DogCafeCrawl DogParkRating DogPOVWalkabout CitySniffSafari',
    fashion:
      'DogOwnerTwinning DogRaincoatRunway PupFitCheck MatchMyDogsCollar DogHairDontCare TieADogBandana',
    wellness:
      'MindfulDogWalk DogCuddleBreak LetYourDogSniff BreatheWithYourDog WhatMyDogTaughtMe NapLikeYourDog',
    speed:
      'DogRecallDash BackyardDogAgility DogTricksIn10Seconds DogToyTidyRace DogFetchCountdown SitDownShakeBlitz',
    music: 'DogHowlAlong DogThemeSong DogPianoPaws DogBarkBeat SerenadeMyDog SqueakyToySymphony',
    art: 'DrawMyDogBlindfolded DogPawPainting PaintYourDogBadly OneLineDogDrawing DogSilhouetteCutout DogStudioPhotoshoot',
    tech: 'DogWalkGPSArt DogCamWhileImOut DogTranslatorAppTest TalkingButtonsForDogs VideoCallMyDog DogFaceFilters',
    gaming:
      'NintendogsIRL DogHideAndSeek DogWalkBingo CupsAndTreatGame DogSolvesPuzzleToy DogTrickHighScore',
  },
  window: {
    dance:
      'WindowSilhouetteDance WindowReflectionDuet RainyWindowSway WindowCleanerShuffle WindowFrameFreeze BalconyBoogie',
    fitness:
      'WindowSillPushUps YogaByTheWindow WindowWipeArmBurn SunriseWindowStretch WindowLedgeCalfRaises SqueegeeSquats',
    funny:
      'WindowNosyNeighborSkit WindowFingerprintCSI CaughtInTheWindow NarrateOutMyWindow WaveFromTheWindow WindowFlyStandoff',
    educational:
      'HowWindowsAreMade WhyWindowsFogUp WindowDraftTest WindowPrismRainbow WindowShadowSundial WhyGlassIsClear',
    cooking:
      'WindowpaneCookies WindowSillHerbPasta WindowSunTea WindowSproutSalad GingerbreadWindows StainedGlassCandy',
    travel:
      'WindowSeatOrAisle TrainWindowTimelapse WindowBoxFlowerHunt HotelWindowRating CityWindowsPhotoWalk GuessTheWindowView',
    fashion:
      'WindowFitCheck WindowDisplayDupe WindowpanePrintLook OutfitInWindowLight WindowShopOnABudget StorefrontStrut',
    wellness:
      'OpenTheWindowBreathe WindowRainWatch FiveMinuteWindowGaze SunnyWindowSeatReset ThreeThingsOutMyWindow WindowSunriseJournal',
    speed:
      'WindowWashRace WindowFogDoodleDash WindowShineInOneMinute WindowCarCountBlitz OpenAllWindowsIn30 SqueegeeSprint',
    music:
      'WindowSerenade WindowBalconyConcert WindowRainBeat SingOutTheWindow WindowBirdsongRemix RaindropsOnGlass',
    art: 'WindowChalkMarkerArt WindowSuncatcher FauxStainedGlassWindow PaintYourWindowView WindowShadowPhoto WindowFogDoodle',
    tech: 'PhoneOnWindowTimelapse WindowSolarCharger WindowSmartBlinds WindowTintTest BirdFeederWindowCam WindowWeatherStation',
    pet: 'CatTVAtTheWindow WindowDogLookout WindowChatterReaction WindowPerchSetup MailmanAtTheWindow WindowNoseSmudgeCount',
    gaming:
      'WindowCarColorBingo WindowISpyRounds TicTacToeOnWindow WindowFogHangman RainyWindowGameDay WindowViewGeoGuessr',
  },
  tshirt: {
    dance:
      'TshirtLassoSpin TshirtBeatDropSwap MatchingTshirtCrew TshirtKnotTwirl OversizedTshirtShuffle ConcertMerchBop',
    fitness:
      'TshirtFloorSliders TshirtYogaStrap TshirtTugOfWar PutOnATshirtMidPlank TshirtFoldBurpees EarnTheTshirtWorkout',
    funny:
      'TshirtStuckOverHead TshirtShrinkReveal TshirtInsideOutAllDay DadsOldBandTshirt TshirtFoldStruggle SpillOnWhiteTshirt',
    prank:
      'TshirtWithTheirFace TshirtTwinningPrank TshirtBackMessage TinyTshirtSwap TshirtFakeStain PetPhotoTshirtSurprise',
    educational:
      'HowTshirtsAreMade HowMuchWaterPerTshirt TshirtHistoryIn60s TshirtFabricQuiz TshirtLabelDecoder WhyFibersShrink',
    cooking:
      'WhiteTshirtPastaTest TieDyeTshirtCake TshirtCookieCutouts TshirtPancakeArt TshirtSloganCupcakes MatchingTshirtBakeOff',
    travel:
      'TshirtFromEveryCity TshirtRollPacking SouvenirTshirtHunt PackFiveTshirtsOnly TshirtLocalPrintShop TshirtTravelCapsule',
    wellness:
      'TshirtDrawerDeclutter TshirtMemoryQuilt TshirtDonationBag FavoriteOldTshirtStory ComfyTshirtSunday TshirtAffirmationPrint',
    speed:
      'TwoSecondTshirtFold MostTshirtsInAMinute TshirtQuickChange TshirtInsideOutDash TshirtOnOffRelay TshirtKnotTimeTrial',
    music:
      'BandTshirtCover TshirtSongGuess SingYourTshirtSlogan ConcertTshirtStory TshirtLyricsKaraoke TshirtJingleWrite',
    art: 'TshirtTieDye TshirtBleachArt PaintAPlainTshirt EmbroiderYourTshirt TshirtStencilDesign OldTshirtToToteBag',
    tech: 'AIDesignsMyTshirt IronOnTshirtTransfer TshirtQRCodePrint VirtualTshirtTryOn TshirtVinylCutter TshirtPrinterTest',
    pet: 'TshirtCatTent TshirtDogToyBraid PetWearsMyTshirt PuppyNapsOnMyTshirt TshirtPeekabooPlay KittenInTheSleeve',
    gaming:
      'GuessTheGameTshirt LoserWearsTheTshirt PixelArtTshirt SquadTshirtDesign TshirtCosplayBuild RetroConsoleTshirtHaul',
  },
  sunflower: {
    dance:
      'SunflowerBloomRise SunflowerFollowTheSun DanceLikeASunflower SunflowerSwaySync GiantSunflowerShimmy SunflowerHeadBob',
    fitness:
      'SunflowerGrowSquats ReachLikeASunflower SunflowerFieldRun SunflowerGardenDig SunflowerPoseHold TallStemBalance',
    funny:
      'SunflowerTallerThanMe BirdsRobbedMySunflower SunflowerIgnoresMe TalkingSunflowerSkit SunflowerSelfieFail SunflowerFacePhotoOp',
    prank:
      'SunflowerSeedMessage SunflowerDoorstepGift SunflowerGrewOvernight SunflowerPhotoBomb HiddenSunflowerHunt FakeGiantBloom',
    educational:
      'WhySunflowersTurn SunflowerSpiralMath SunflowerSeedGuess SunflowerGrowthDiary BeesOnMySunflower SunflowerDissection',
    cooking:
      'SunflowerPullApart CupcakeSunflowerCake RoastedSunflowerSeeds SunflowerButterBites SunflowerPancakeArt SunflowerCookieBouquet',
    travel:
      'SunflowerFieldSunrise SunflowerMazeDay RoadTripToSunflowers SunflowerFestivalVlog TallestSunflowerHunt SunflowersNearMe',
    fashion:
      'SunflowerFieldFitCheck HairCrownOfSunflowers DressLikeASunflower SunflowerYellowLayers SunflowerPinOnDenim SunflowerEarrings',
    wellness:
      'TurnTowardTheLight PlantOneSunflowerSeed SunflowerPetalThanks SunflowerGrowthJournal SunflowerFieldWalk SunflowerSillGarden',
    speed:
      'PaintASunflowerFast SunflowerSeedShellRace SunflowerMazeDash SunflowerBouquetIn60 SunflowerPlantingRelay SpotTheSunflowersBlitz',
    music:
      'SunflowerSongCover SunflowerFieldAcoustic SunflowerUkuleleStrum SingToYourSunflower FinishSunflowerLyrics SunflowerSeedShaker',
    tech: 'SunflowerTimelapse SunflowerCompassTest MacroLensOnASunflower SunflowerSoilSensor SunflowerARFilter HeightAppVsSunflower',
    pet: 'HamsterSunflowerHunt SunflowerDogPhotoshoot SunflowerCollarCrown SunflowerPeekaboo ParrotVsSunflowerHead SunflowerFieldZoomies',
    gaming:
      'PvZSunflowerIRL SunflowerStardewCrop MinecraftSunflowerFarm SunflowerMazeEscape SunflowerGardenBuild SunflowerHideAndSeek',
  },
  'bus stop': {
    dance:
      'BusStopLineDance BusStopArrivalJig BusStopWaitShuffle GrooveTillTheBusComes BusStopMoonwalk SilentDiscoAtBusStop',
    fitness:
      'BusStopCalfRaises BusStopSquatHold BusStopBenchDips WalkOneStopFurther BusStopStretchBreak WallSitAtTheBusStop',
    prank:
      'RedCarpetAtTheBusStop BusStopWelcomeParty FakePaparazziBusStop BusStopComplimentNote BusStopReservedSign BusStopBookSwap',
    educational:
      'BusStopMapReading BusStopTimetableQuiz BusStopsAroundTheWorld BusStopSignDecoder HowBusRoutesWork BirdSpottingAtBusStop',
    cooking:
      'BusStopBreakfastToGo BusStopThermosSoup BusStopSnackPack BusStopOvernightOats HotCocoaForTheBusStop CookBeforeTheBusComes',
    travel:
      'BusStopEndOfTheLine RandomBusStopAdventure DoubleDeckerFrontSeat HopOffAtEveryBusStop BusStopCoffeeCrawl BusStopCityTour',
    fashion:
      'BusStopFitCheck BusStopRainReady RunwayWalkToBusStop BusStopPhotoshoot LayerUpForTheBusStop BusStopCommuterLook',
    wellness:
      'BusStopBoxBreathing BusStopNoPhoneWait BusStopGratitude SkyWatchAtTheBusStop BusStopSlowMorning WindowSeatDaydream',
    speed:
      'BedToBusStopRace BusStopCountdown BusStopCrosswordDash BusStopToDoorTimer BusStopSpeedSketch FinishBeforeTheBus',
    music:
      'BusStopBeatbox SingAlongAtBusStop BusStopBuskerSet BusStopBenchDrummer BusStopWaitingSong WheelsOnTheBusRemix',
    art: 'SketchTheBusStop RedesignYourBusStop BusStopPosterDesign BusStopStreetPhoto BusStopInWatercolor TicketStubCollage',
    tech: 'BusStopAppVsReality BusStopQRTimetable BusStopSolarCharger TestTheBusStopWiFi SmartBusStopShelter BusStopTransitMapHack',
    pet: 'DogWaitsAtBusStop BusStopSitStay BusStopPupMeetup BusStopWindowWatch BusStopTailWags PetFirstBusRide',
    gaming:
      'BusStopISpy BusStopTrivia BusStopPokemonHunt BusStopHandheldRun OneLevelPerBusStop LicensePlateBingo',
  },
  goldfish: {
    dance:
      'GoldfishFinFlutter GoldfishTailSway GoldfishBowlSpin GoldfishMemoryDance SwimLikeAGoldfish FishbowlShuffle',
    fitness:
      'GoldfishFlutterKicks SwimLapsLikeAGoldfish GoldfishMemoryReps GoldfishBucketCarry PlankByTheGoldfishBowl GoldfishFinArmCircles',
    funny:
      'GoldfishCastleRealtor GoldfishMemoryReset GoldfishVoiceover ImpressionOfMyGoldfish GoldfishStaringContest FishbowlSoapOpera',
    prank:
      'GoldfishJellyBowlPrank GoldfishScreensaverPet GoldfishPlushSurprise ToyGoldfishInTheSink GoldfishNamedAfterYou GummyGoldfishGlass',
    educational:
      'GoldfishMemoryMyth HowGoldfishBreathe WhyGoldfishTurnWhite GuessGoldfishLifespan GoldfishFamilyTree CanGoldfishLearnTricks',
    cooking:
      'GoldfishJellyBowl DIYGoldfishCrackers GoldfishMacarons GoldfishTomatoSoup GoldfishTaiyaki FishbowlCake',
    travel:
      'GoldfishStreetHongKong GoldfishLanternTown GoldfishScoopingFair LocalGoldfishPondHunt GoldfishArtAquarium KoiGardenStroll',
    fashion:
      'GoldfishBagPurse GoldfishEarrings SequinGoldfishTop DressLikeYourGoldfish GoldfishHairClip GoldfishPrintFitCheck',
    wellness:
      'GoldfishTankMeditation GoldfishFeedingRitual ForgetLikeAGoldfish GoldfishGazingPause GoldfishSlowMorning AquariumSoundscape',
    speed:
      'DrawAGoldfishIn10 GoldfishChopstickRace GoldfishTankTidyDash GoldfishMemoryBlitz GoldfishCrackerSort60 FishbowlTossRelay',
    music:
      'SerenadeYourGoldfish GoldfishBubbleBeat GoldfishThemeSong GoldfishLipSync GoldfishMemoryKaraoke FishbowlLullaby',
    art: 'PaintAResinGoldfish FoldAnOrigamiGoldfish GoldfishWatercolor GoldfishPaperLantern GoldfishFingerprintArt GoldfishClaySculpt',
    tech: 'GoldfishPlaysPokemon GoldfishTankCam SmartFeederForGoldfish GoldfishWaterSensor GoldfishTimelapse AquariumFilterUpgrade',
    gaming:
      'GoldfishMagnetFishing GoldfishGoFishNight PingPongGoldfishToss GoldfishTankTycoon GoldfishMemoryMatch AquariumBuilderGame',
  },
  stairs: {
    dance:
      'StairsDanceEntrance StaircaseStrut StairsTapShuffle StairsBojanglesTribute UpstairsDownstairsDuet LandingSpinPose',
    funny:
      'WentUpstairsForgotWhy StairsAfterLegDay OneTripUpTheStairs StairsPhantomStep StairsCreakySneak StairsLikeMountEverest',
    prank:
      'StairsRiserMessages ElevatorSignOnStairs StairsBalloonCascade StairsWelcomeBanner ComplimentOnEveryStair StairwellPhotoSwap',
    educational:
      'WhyCastleStairsSpiral StairsCalorieGuess StairsRiseRunMath StairsPhysicsPowerTest FamousStairsQuiz HowEscalatorsWork',
    cooking:
      'StaircaseTieredCake StairsCookieDelivery BrownieStairsTower StairsStackedPancakes CupcakeStairsDisplay StepStoolBaking',
    travel:
      'StairsWithAView FamousStairsTour StairsSpanishStepsRome RainbowStairsHunt LighthouseStairsCount SecretStairwaysWalk',
    fashion:
      'StairsFitCheck StaircaseRunway StairsOutfitReveal PromPhotoOnTheStairs StairsShoeShot BannisterLeanLook',
    wellness:
      'StairsGratitudeSteps StairsBreathPerFlight StairsMindfulClimb StairsSunriseSit TakeTheStairsWeek StoopCoffeeMoment',
    speed:
      'StairsClimbTimer StadiumStairsSprint LaundryUpTheStairsDash StairsGroceryRelay StairsVsElevatorRace StairsBeforeTheKettle',
    music:
      'StairwayToHeavenCover StairwellAcapella StairsPianoSteps StompBeatOnTheStairs StairsCreakMelody SingAScaleUpTheStairs',
    art: 'SpiralStaircasePhoto StairsEscherDrawing StairsRiserStencils StairsChalkArt LongExposureStairwell PaperStairsSculpture',
    tech: 'StairsMotionLEDs RobotVacuumVsStairs SmartwatchStairsCount StairsSlinkySlowMo StairsClimbApp ElevatorVsStairsData',
    pet: 'StairsPuppyFirstTry StairsCatAmbush StairsBallDropFetch DogWaitsAtTheStairs CorgiConquersStairs StairsSeniorPetRamp',
    gaming:
      'RockPaperStairs MinecraftStairsBuild StairsPlatformerRun StairsLevelUp StairsDungeonDescent MonumentValleyStairs',
  },
  rooster: {
    dance:
      'RoosterStrutOff HeadBobLikeARooster RoosterWingShimmy RoosterCrowFreeze RoosterLineDance BarnyardHoedown',
    fitness:
      'RoosterStrutLunges RoosterWakeUpBurpees RoosterWingFlaps UpWithTheRoosterRun FiveAMRoosterWorkout FarmChoreCircuit',
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound CrowingRoosterRingtone PlushRoosterInTheBed RoosterLawnOrnament RoosterCostumeWakeUp',
    educational:
      'WhyRoostersCrow RoosterOrHenQuiz HowRoostersTellTime YearOfTheRoosterFacts WhyWeatherVaneRoosters RoosterCombDecoder',
    cooking:
      'FlipARoosterPancake RoosterCookieDecorate RoosterShapedBread TasteTestRoosterSauce RoosterCrowBreakfast RoosterCornbread',
    travel:
      'BarcelosRoosterTrip RoosterKeyWestStroll KauaiRoosterCount RoosterFarmStay RoosterSouvenirHunt CountryInnSunrise',
    fashion:
      'RoosterPrintShirt MohawkLikeARooster RoosterFeatherHat RoosterColorsFit RoosterPatchDenim StrutYourOutfit',
    wellness:
      'RiseWithTheRooster RoosterSunriseStretch RoosterMorningRoutine RoosterEarlyBedtime RoosterHourJournal DawnGratitudeWalk',
    speed:
      'BeatTheRoosterUp RoosterDrawIn60 RoosterCrowCountdown RoosterChoresSpeedrun RoosterStrutSprint BarnyardRelay',
    music:
      'RoosterCrowRemix RoosterChorus BanjoRoosterBreakdown RoosterWakeUpSong RoosterDawnBallad BeatboxLikeARooster',
    art: 'HandprintRoosterArt RoosterInOneLine RoosterWeatherVane PaintARoosterPlate RoosterMosaicTiles RoosterFeatherPainting',
    tech: 'RoosterCrowDecibels RoosterAlarmApp RoosterSoundboard RoosterBarnCam AutoTuneTheRooster SmartCoopDoorBuild',
    pet: 'PetHearsARooster RoosterHarnessWalk RoosterTreatTrick RoosterDogFriendship RoosterSqueakyToyTest BackyardFlockRollCall',
    gaming:
      'CrossyRoosterRun RoosterFarmBuild RoosterStardewCoop RoosterCrowCharades RoosterRunnerHighScore BarnyardGameNight',
  },
  controller: {
    dance:
      'ControllerKonamiSteps ControllerComboDance ControllerRumbleShake DropTheControllerJig ControllerEmoteIRL ButtonMashShuffle',
    fitness:
      'ControllerThumbStretch ControllerWristCircles ControllerDeathSquats PlankWithTheController ControllerBreakWalk RespawnPushUps',
    funny:
      'ControllerSiblingScam ControllerBatteryDies BlameTheController ControllerDriftDrama LostControllerSaga LeaningIntoTurns',
    prank:
      'UnpluggedControllerGag ControllerInvertedSwap ControllerTinyVersion StickerBombController CardboardController FoilWrappedController',
    educational:
      'WhyControllersDrift ControllerTeardown ControllerHistoryIn60s AdaptiveControllerDemo GuessTheController HowRumbleWorks',
    cooking:
      'ControllerCakeReveal ControllerCookies ControllerMacarons NoCrumbControllerSnack ControllerCandyMold DPadWaffles',
    travel:
      'ControllerMuseumVisit ControllerOnTheTrain ThriftStoreControllers ControllerRoadTrip ControllerArcadeCrawl AkihabaraGameHunt',
    fashion:
      'ControllerNailArt ControllerEarrings MatchYourControllerFit ControllerCrossbodyBag ControllerPendant GamerCardiganLook',
    wellness:
      'PutTheControllerDown ControllerHandStretch ControllerFreeSunday ControllerPauseBreathe ControllerTimeLimit EyeRestAfterLevel',
    speed:
      'ControllerMashRecord ControllerPairingDash ControllerKonamiClock FindTheControllerFast ControllerComboRace QuickTimeEventDrill',
    music:
      'ControllerClickBeat ControllerChiptune ControllerRumbleRhythm ControllerInstrument JamOnYourController GameThemeWhistle',
    art: 'ControllerCustomPaint ControllerClaySculpt PixelArtController ControllerStillLife CardboardController ControllerLinocutPrint',
    tech: 'ControllerDriftFix ControllerPaddleMod ControllerLatencyTest PhoneAsAController ControllerBatteryLife ArduinoGamepadBuild',
    pet: 'CatStealsMyController ControllerDogNoseBoop PetPlaysTheController ControllerKittenSwipe ControllerLapPuppy HamsterOnTheDPad',
  },
  cheesecake: {
    dance:
      'JigglyCheesecakeDance FirstBiteCheesecakeJig CheesecakeWobbleSync CheesecakeServingSpin CheesecakeShuffle BerryToppingBounce',
    fitness:
      'EarnYourCheesecake CheesecakeBurnOff CheesecakeMileReward CheesecakeBakeHIIT RunForCheesecake SpringformPanCurls',
    funny:
      'CheesecakeCrackPanic CheesecakeMenuNovel CheesecakeSliceEnvy JigglyCheesecakeReact LastBiteOfCheesecake CrustOrFillingDebate',
    prank:
      'CheeseWheelCheesecake SushiRollCheesecake CheesecakeSliceDrop CheesecakeDoorSurprise CheesecakeFriedEggs SecretBerryHeart',
    educational:
      'WhyCheesecakesCrack IsCheesecakeACake GuessCheesecakeStyles AncientGreekCheesecake CheesecakeHistoryIn60 WaterBathScience',
    travel:
      'NewYorkCheesecakeTour BasqueCheesecakeTrip JapaneseCheesecakeHunt CheesecakeDinerCrawl BestLocalCheesecake BrooklynDessertWalk',
    fashion:
      'CheesecakeNailArt CheesecakeColorOutfit CheesecakeEarrings CheesecakeFactoryFit DressLikeACheesecake VanillaBeanNeutrals',
    wellness:
      'CheesecakeWithGrandma MindfulCheesecakeBite ShareACheesecakeSlice CheesecakeBakeToUnwind CheesecakeTreatDay SundaySlowDessert',
    speed:
      'NoBakeCheesecakeIn10 CheesecakeJarRelay CheesecakePlatingRace BerryTopCheesecakeDash CheesecakeCrustClock GrahamCrumbBlitz',
    music:
      'CheesecakeJingle SingToYourCheesecake CheesecakeDinerJukebox CheesecakeBirthdaySong CheesecakeDooWop WhiskClinkBeat',
    art: 'CheesecakeSwirlArt CheesecakeStillLife CheesecakeClayMini PaintACheesecakeSlice CheesecakePhotoStyling BerryDrizzlePainting',
    tech: 'CheesecakeJiggleSlowMo InstantPotCheesecake AirFryerCheesecake CheesecakeTimelapse CheesecakeProbeTest WaterBathHack',
    pet: 'CheesecakeCounterGuard PetVsJigglyCheesecake CheesecakePlushToy DogInCheesecakeCostume KittenInACheesecakePan PupcakeBirthdayPhoto',
    gaming:
      'CheesecakeLoserBakes WinnerGetsCheesecake CheesecakeBakerySim CheesecakeTriviaPrize OvercookedCheesecake SliceOfVictory',
  },
  mop: {
    dance:
      'TangoWithYourMop MopWigHairFlip LimboUnderTheMop MopBucketShuffle MoppingMoonwalk MopStickHorseGallop',
    fitness:
      'MoppingLunges MopHandleTwists MopBucketCarry MopOverheadSquats GripStrengthMopWring CountStepsWhileYouMop',
    prank:
      'MopGooglyEyes MopHeadDisguise MopFriendAtTheDoor SecretlyMopTheirFloor DressUpTheMop SparklingTileReveal',
    educational:
      'HowMopsAbsorb SpongeVsMopLab WhoInventedTheMop MopFiberTest MopCapillaryAction WhyFloorsDryStreakFree',
    cooking:
      'MopSauceRibs BastingMopBrisket MopUpTheGravyBread FlourSpillMopUp BBQMopChicken CleanAsYouCook',
    travel:
      'MopBeforeCheckout MopUpTheCabin BeachHouseSandMop HostelMopDutyDiary RVFloorMopping LeaveItSparkling',
    fashion:
      'MopTopHaircutReveal MopHeadWigLook MoppingDayFitCheck MopBandanaStyle ColorMatchYourMop ChoreCoreOutfit',
    wellness:
      'MindfulMopping TenMinuteMopReset FreshMoppedFloorCalm MopAndPodcastHour SundayMopRitual CleanHomeClearMind',
    speed:
      'MopRelayRace MopBeforeGuestsArrive MopKitchenInOneSong MopSpillResponse FastestFloorMopping BucketWringSprint',
    music:
      'WhistleWhileYouMop MopMicKaraoke MopBucketDrums MopGuitarSolo SqueakyMopRhythm MoppingWorkSong',
    art: 'MopBrushPainting MopHeadPuppet MopYarnMonster GiantMopCalligraphy OldMopRopeWeaving MuralWithAMop',
    tech: 'RobotMopVsMe SteamMopShowdown SprayMopGadgetCheck MopSlowMoSplash MopSelfWringingDemo SmartHomeMopRoutine',
    pet: 'DogStealsTheMop CatPouncesOnMop PetVsMopStandoff MopChasingPup MopFringeKittenToy MuddyPawPrintCleanup',
    gaming:
      'MopBucketCurling MopHockey MopSweepGolf MoppingSimulatorIRL SideQuestMopTheHall FloorIsLavaWithMops',
  },
  'power outage': {
    dance:
      'PowerOutageSilentDisco PowerBackOnDance HeadlampPowerOutageJig PowerCutGlowstickRave NoPowerFreestyle BlackoutBoogie',
    fitness:
      'NoPowerNoProblemHIIT PowerOutagePlankOff PowerCutLanternYoga PowerOutageStairClimb SquatsTillPowerReturns LightsOutLunges',
    prank:
      'PowerOutageBlanketFort PowerOutageFairyLights FakePowerCutSurprise NoPowerGlowStickGift IndoorCampoutNoPower FlashlightTreasureHunt',
    educational:
      'HowPowerGridsWork WhyPowerOutagesHappen PotatoPowerExperiment PowerOutagePrepKit PowerOutageFoodSafety ElectricityHeroesQuiz',
    cooking:
      'PowerOutageNoOvenMeal PowerOutagePicnic PowerCutIceCreamRescue CandlelitNoPowerDinner CookWithoutPower SandwichAssemblyLine',
    travel:
      'PowerOutageStargazing PowerOutageStreetWalk PowerCutCafeEscape NoPowerDayTrip MoonlitNoPowerStroll DarkSkyPark',
    fashion:
      'PowerOutageDressInDark PowerOutageBlanketCape HeadlampPowerCutLook PowerOutageCozyFit NoPowerNoHeatLayers CandlelightGlam',
    wellness:
      'PowerOutageUnplugged PowerOutageLampJournal PowerOutageEarlyBed EmbraceThePowerCut SlowNightNoPower QuietHouseGratitude',
    speed:
      'PowerOutageTorchFind PowerOutageKitRace ClockResetAfterPower BatteryHuntNoPower DarkHousePowerCutDash LightsBackCountdown',
    music:
      'PowerOutageAcoustic PowerOutageSingAlong PowerOutagePotDrums HumUntilPowerReturns PowerCutCampfireSongs UnpluggedJamSession',
    art: 'PowerOutageShadowPlay DrawInThePowerCut NoPowerLightPainting PowerOutagePortraits NoPowerSketchbook GlowStickArt',
    tech: 'PowerCutSolarCharger PowerBankSurvivalTest PowerOutageUPSBackup PowerOutageGadgetKit HandCrankPowerRadio EmergencyAlertSetup',
    pet: 'CatEyesInPowerCut PowerOutagePetCuddles PowerBackDogReaction PowerOutagePuppyCalm NoPowerBlanketBurrito KittyFindsTheWarmSpot',
    gaming:
      'PowerOutageBoardGames PowerOutageCardNight NoPowerHandheldDuel SardinesInAPowerCut FlashlightTagNoPower CandlelightCharades',
  },
  lunchbox: {
    dance:
      'LunchBreakBoogie PackYourLunchboxGroove LunchboxSwingStep LunchboxLatchPop LunchboxLineDance ThermosShimmy',
    fitness:
      'LunchBreakWorkout WalkThenOpenLunchbox PackYourGymLunchbox LunchboxCurls LunchboxProteinPrep BackpackStepUps',
    funny:
      'LunchboxTradeSkit LunchboxNoteReveal SchoolLunchReview DadPackedMyLunchbox LunchboxFoundInJune SquishedSandwichSaga',
    educational:
      'LunchboxIcePackTest LunchboxWasteAudit BalancedLunchboxBuild SoggyLunchboxScience SchoolLunchWorldQuiz ThermosHeatExperiment',
    cooking:
      'LunchboxLeftoverRemix BentoLunchboxArt LunchboxPinwheels FiveMinuteLunchboxPrep LunchboxMiniMuffins ThermosPastaSalad',
    travel:
      'LunchboxAroundTheWorld LunchWithAViewHike PackedLunchboxDayTrip LunchboxTrainJourney SummitLunchboxReveal EkibenStationHunt',
    fashion:
      'LunchboxAsAPurse RetroLunchboxLook LunchBreakFitCheck LunchboxPinCollection MatchYourLunchbox TinTotePairing',
    wellness:
      'LunchboxKindnessNote PhoneFreeLunchBreak PicnicYourLunchbox LunchboxAffirmation MindfulLunchboxMeal RainbowVeggieHabit',
    speed:
      'LunchboxPackingRace PackedLunchboxSpeedrun LunchboxLidMatchUp LunchboxTetrisPack BeatTheLunchBell SandwichCutterClock',
    music:
      'LunchboxDrums LunchboxJingle LunchBellBeat SingWhatsInMyLunchbox LunchboxZipperRhythm ThermosBottleHoot',
    art: 'LunchboxNapkinArt LunchboxFoodFaces LunchboxStickerCollage PaintARetroLunchbox SandwichPortraitLunch BentoCharacterSculpt',
    tech: 'AIPacksMyLunch HeatedLunchboxTest LunchboxThermalCam LunchboxTempLogger LunchboxAppPlanner ThermosVsFlaskDuel',
    pet: 'LunchboxDogInspector LunchboxKittenNap PupPackedLunchbox LunchboxTreatPuzzle LunchBreakPetCheckIn BunnyVeggieTin',
    gaming:
      'LunchboxTriviaCards LunchboxPocketChess LunchBreakBossFight LunchboxDiceDuel HandheldInMyLunchbox RecessGameShow',
  },
  steak: {
    dance:
      'GrooveToTheSteakSizzle SteakhouseLineDance SteakTongsTango SteakCowboyTwoStep FlipTheSteakShuffle MediumRareMoves',
    fitness:
      'EarnYourSteak SteakRestTimePlank SteakProteinPrep SteakGrillSquats LegDaySteakDinner CastIronCarry',
    funny:
      'SteakDonenessDebate SteakRestingDrama SteakhouseFancyVoice SteakGrillDadAdvice HowDoYouLikeYourSteak SmokeAlarmSoundtrack',
    prank:
      'SteakLookalikeCake SteakWatermelonSwap SurpriseSteakDinner SteakhouseMenuAtHome RiceKrispieSteak FakeFancyWaiter',
    educational:
      'WhyRestYourSteak GuessTheSteakCut SliceSteakAgainstGrain SteakMaillardReaction SteakDonenessByTouch HowMarblingWorks',
    travel:
      'SteakAsadoArgentina SteakhouseHop SteakAroundTheWorld TexasSteakRoadTrip BestSteakInTown KobeBeefPilgrimage',
    fashion:
      'SteakhouseFitCheck DressForSteakDinner CowboyBootsForSteak SteakNightBlazer SteakDateOutfit ClassicSupperClubLook',
    wellness:
      'SlowSteakDinner PhoneFreeSteakNight SteakSundayRitual CookASteakForMom MindfulSteakSear SavorEveryBite',
    speed:
      'FifteenMinuteSteak SteakPlatingRace SteakRubIn60Seconds SteakSideDishDash FastestSteakSlicing GrillSetupSprint',
    music:
      'SteakSizzleASMR SteakTongsPercussion SteakCountryBallad SingWhileSteakRests SteakhouseJazzNight CowbellCookoutJam',
    art: 'SteakPlatingArt SteakStillLife SteakClayReplica SteakFeltFood PaintAPerfectSteak ButcherChartDrawing',
    tech: 'SousVideSteak AirFryerSteakTrial SteakThermometerTest SteakPelletGrillApp SmartPanSteak InfraredSearBurner',
    pet: 'SteakPlushChew SteakDinnerDogPatience PetSteakNightGuard PupHearsSteakSizzle SteakToyUnboxing CatOnTheCookbook',
    gaming:
      'SteakCookingSim SteakhouseTycoon SteakDonenessQuiz LoserCooksTheSteak OvercookedSteakRun RanchHandRoleplay',
  },
  lighthouse: {
    dance:
      'LighthouseBeamDance LighthouseSpinMove SweepLikeALighthouse LighthouseKeeperJig StormyLighthouseSway FoghornStomp',
    fitness:
      'LighthouseStairClimb LighthouseHillRepeats WalkToTheLighthouse BeachRunToLighthouse LighthouseSpiralSprint SeaBreezeStretch',
    funny:
      'LighthouseStairsRegret LighthouseWindyHair LighthouseKeeperSkit MyLighthouseImpression LighthouseSelfieFails SeagullPhotobomb',
    prank:
      'LighthouseBeamWakeUp SecretLighthouseTrip LighthouseBottleNote SurpriseLighthouseLamp LighthousePostcardDrop FlashlightMorseHello',
    educational:
      'HowLighthousesWork FresnelLensLighthouse LighthouseFlashQuiz PharosLighthouseFacts LighthouseKeeperLife WhyLighthouseStripes',
    cooking:
      'LighthouseCake LighthouseCookies IceCreamConeLighthouse LighthouseClamChowder LighthouseCupcakeTower SeasideFishTacos',
    travel:
      'LighthouseRoadTrip LighthouseHopping LighthouseSleepover LighthousePeggysCove SunriseAtTheLighthouse ClimbEveryLighthouse',
    fashion:
      'StripesLikeALighthouse LighthouseFitCheck LighthouseRainSlicker LighthouseSailorCap WindyLighthouseShoot FishermanSweaterStyle',
    wellness:
      'BeSomeonesLighthouse LighthouseSunsetSit LighthouseStormWatch LighthouseBreathCycle LighthouseQuietMoment SaltAirMeditation',
    speed:
      'LighthouseSpeedSketch LighthouseFiveInADay LighthouseStairsRace BuildALighthouseFast CupStackLighthouse FlashPatternQuiz',
    music:
      'LighthouseSeaShanty LighthouseFoghornBeat EchoInTheLighthouse LighthouseKeeperBallad LighthouseWaveLoop SeagullChorus',
    tech: 'LighthouseTimeLapse LighthouseLEDBeacon LighthouseDroneOrbit LighthouseLiveCam ArduinoLighthouseModel NightModeLighthouse',
    pet: 'LighthouseBeachFetch LighthouseDogWalk LighthouseKeeperCat PupPosesAtLighthouse LighthouseKittyLookout ShipsMouserLegend',
    gaming:
      'LighthouseEscapeRoom LighthouseJigsawRace LighthouseKeeperSim MinecraftLighthouse LighthouseMysteryGame GeoGuessrLighthouses',
  },
  crossword: {
    dance:
      'CrosswordSolvedDance CrosswordAcrossAndDown HopTheCrosswordGrid CrosswordPenTwirl SundayCrosswordShuffle PencilTapRoutine',
    fitness:
      'CrosswordWallSitSolve TenSquatsPerCrossword CrosswordWalkBreak CrosswordOnTheBike StretchAndCrossword ClueAndCrunch',
    funny:
      'CrosswordGrandpaVsAI CrosswordFamilyFeud CrosswordWrongAnswers ObscureCrosswordClues EraseTheWholeCrossword PenNotPencilPanic',
    prank:
      'FakeNewspaperCrossword CrosswordSecretMessage CrosswordInsideJokes BirthdayCrossword CrosswordLoveNote PersonalizedClueBook',
    cooking:
      'CrosswordRecipeClues CrosswordGridCake CrosswordCookies CrosswordWaffleLetters SundayCrosswordBrunch CheckerboardToast',
    travel:
      'CrosswordMysteryTrip CrosswordOnTheTrain LocalPaperCrossword CrosswordFlightTime CafeCrosswordCrawl ForeignNewspaperSolve',
    fashion:
      'DressLikeACrossword CrosswordPrintFit CrosswordNailArt CrosswordReadingSpecs CheckeredCrosswordLook NewsprintSkirt',
    wellness:
      'CrosswordCoffeeRitual CrosswordNotScrolling DailyMiniCrossword CrosswordMemoryBoost PorchCrosswordHour UnwindWithACrossword',
    speed:
      'MiniCrosswordSprint CrosswordBeatTheKettle CrosswordTimeTrial CrosswordRelayDuo CrosswordClueBlitz FiveAnswersCountdown',
    music:
      'LyricsCrosswordGuess SingTheCrosswordClue CrosswordAnswerRap CrosswordThemeTune CrosswordJazzSolve BandNameGrid',
    art: 'CrosswordCollage CrosswordLetterMosaic DrawYourOwnCrossword CrosswordGridPortrait PixelArtInACrossword HandDrawnPuzzle',
    tech: 'AIVsMeCrossword CodeACrosswordSolver CrosswordAppShowdown CrosswordGeneratorTest EInkTabletCrossword CrosswordStylusSolve',
    pet: 'KittenSwatsMyCrossword CrosswordPuppyLapSolve PetNamesCrossword CrosswordAssistantDog PawOnTheCrossword CatOnTheNewspaper',
    gaming:
      'CrosswordDuel CrosswordStreak CrosswordVsScrabble CrosswordCoopSolve FamilyCrosswordLeague CodenamesClueRound',
  },
  brownie: {
    dance:
      'BrowniePointsDance BrownieOvenWiggle BrownieSpatulaSpin CornerPieceBrownieJig FreshBrownieShimmy FudgeShuffle',
    fitness:
      'EarnYourBrownie BrownieBatterArmDay BrownieBakeTimeHIIT RunForABrownie BrownieTimerLunges ChocolateRewardWalk',
    funny:
      'CornerOrMiddleBrownie BrownieStashHunt BrowniePointsForChores LastBrownieStandoff BrownieBakeOffNarrator GooeyCenterReaction',
    prank:
      'BrownEsInThePan BrownieNoteInTheBox BrownieLookalikeCake SecretBrownieDelivery CrumbTrailToBrownies BrowniePointsCoupon',
    educational:
      'FudgyVsCakeyBrownie WhyBrowniesGetCrinkly GlassVsMetalBrowniePan WhoInventedTheBrownie BrownieAltitudeTest BrownieButterVsOil',
    travel:
      'BrownieBakeryCrawl BrownieBirthplaceVisit RoadTripBrownies BestBrownieInTown BrowniesFromEveryCity ChocolateFactoryTour',
    fashion:
      'BrownieColorOutfit BrownieCharmNecklace BrownieApronStyling BakeSaleBrownieFit BrownieEarrings ChocolateToneLayers',
    wellness:
      'BrowniesForNeighbors MindfulBrownieBake BrownieSavorSlowly BrownieTherapyNight ShareABrownieDay WarmOvenComfort',
    speed:
      'MugBrownieInOneMinute BrownieBatterRace CutBrowniesEvenFast BrownieFrostingDash BrownieBoxPackRelay BakeSaleSetupBlitz',
    music:
      'BrowniePanDrums BrownieWhiskRhythm BrownieTimerDingJam SingToYourBrownies BrownieJingle ChocolateLoveBallad',
    art: 'BrownieStencilDusting BrowniePhotoStyling BrownieMosaic BrownieFaceDecorating DrizzleArtOnBrownies ChocolateGanacheSwirls',
    tech: 'AIBrownieRecipe BrownieEdgePanTest BrownieCutterGadget BrownieTimelapse AirFryerBrownies SmartScaleBaking',
    pet: 'MyPetNamedBrownie BrowniePointsTricks BrownieBoxFortKitten BrowniePlushToyFetch DogStaresAtBrownies ChocolateLabPhotoshoot',
    gaming:
      'BrowniePointsLeague BrowniePokerStakes GameNightBrownies BrownieOvercookedRound WinnerTakesTheBrownie CozyCafeTycoon',
  },
  'googly eye': {
    dance:
      'GooglyEyeGlassesGroove MakeTheGooglyEyesSpin GooglyEyeStickerStrut ShoesWithGooglyEyes HeadBobGooglyEyes WiggleEyesShuffle',
    fitness:
      'GooglyEyeJumpingJacks GooglyEyeGymBuddy GooglyEyePlankCoach GooglyEyedKettlebell BurpeesInGooglyGlasses JiggleCheckSquats',
    funny:
      'GooglyEyeHouseTour GooglyEyeFridgeFamily GooglyEyeVoiceover GooglyEyePuppetShow PutGooglyEyesOnIt ObjectsWithFeelings',
    educational:
      'HowGooglyEyesWork WhoInventedGooglyEyes GooglyEyeSpinPhysics GooglyEyePareidolia GooglyEyeMaterialsLab WhyWeSeeFacesInThings',
    cooking:
      'GooglyEyeCupcakes GooglyEyePancakes GooglyEyeFruitCritters MonsterToastGooglyEyes GiveYourFoodGooglyEyes OliveEyedPizza',
    travel:
      'GooglyEyeTravelBuddy GooglyEyedSuitcase GooglyEyeMapPins GooglyEyePostcards TakeGooglyEyesOnATrip FacesInPlacesWalk',
    fashion:
      'GooglyEyeEarrings GooglyEyeSneakers GooglyEyeNails GooglyEyeHandbag DenimJacketGooglyEyes BeanieWithGooglyEyes',
    wellness:
      'GooglyEyeGratitudeRock GooglyEyePlantFriends GooglyEyeMirrorPepTalk DeskPetGooglyEyes LaughBreakGooglyEyes FacesThatMakeYouSmile',
    speed:
      'FindTheGooglyEyes GooglyEyeStickRace GooglyEyeMatchPairs FiftyGooglyEyesIn60 GooglyEyeChopsticks PeelAndPlaceBlitz',
    music:
      'GooglyEyeChoir GooglyEyeSockDuet GooglyEyeDrumKit LipSyncWithGooglyEyes HeadbangGooglyEyes SingingObjects',
    art: 'MonaLisaGooglyEyes GooglyEyeRockPets GooglyEyeCollage GooglyEyeMonsterSketch PaintAroundGooglyEyes ObjectFacesPhoto',
    tech: 'RobotVacuumGooglyEyes GooglyEyeWebcam GooglyEyeFilter ServoGooglyEyes GooglyEyeDeskSetup AnimatronicPupils',
    pet: 'PetVsGooglyEyes GooglyDoubleTake GooglyEyeFilterOnCat GooglyEyePortraitOfPup GooglyEyeTreatJar KittenStaresBack',
    gaming:
      'GooglyEyeDiceMonsters ChessWithGooglyEyes GooglyEyeController GooglyEyeJengaTower GuessWhoGooglyEyes MeeplePersonalities',
  },
  cake: {
    dance:
      'BirthdayCakeConga CakeRevealDance CarryTheCakeStrut WaitingForCakeWiggle CakeBoxTwoStep SprinkleShimmy',
    fitness:
      'EarnYourCake CakeSliceMile CakeBatterArmBurn BirthdayCakeBurpees PlankWhileTheCakeBakes FlourBagCurls',
    funny:
      'IsItCakeGuess LeaningTowerOfCake PinterestCakeVsMine NailedItCakeCopy CakeFailReveal CakeCuttingCommentary',
    prank:
      'RealisticCakeReveal HalfBirthdayCake SecretPinataCake ShoeThatsActuallyCake SurpriseCakeDelivery CakeInTheLunchbox',
    educational:
      'WhyCakesRise CakeFractions CakeEggCountExperiment WhyWeHaveBirthdayCakes CakeChemistryTest BakingSodaVsPowder',
    travel:
      'CakeAroundTheWorld LocalCakeHunt CakeCafeRoadTrip TryTheTownsFamousCake BirthdayCakeAbroad PastryShopCrawl',
    fashion:
      'DressLikeACake TieredCakeRuffles PastelCakeColors BirthdayCakeFitCheck CakeSliceHandbag SprinkleEarrings',
    wellness:
      'CakeForSmallWins MindfulCakeDecorating CakeAndTeaPause CakeBakingTherapy ThankYouCakeForMom BakeForANeighbor',
    speed:
      'CakeDecoratingSpeedrun FrostACakeFast FiveMinuteMugCake CakeLayerStackRace CutCakeIntoEighths PipeTenRosesIn60',
    music:
      'CakePanDrumKit CakeByTheOceanCover BirthdayCakeRemix CakeCandleSerenade SingToTheCakeInOven BakingBluesJam',
    art: 'PaintedCakeArt CakeSketchToBake CakeSculpture CakeStillLife DrawYourDreamCake ButtercreamFlowers',
    tech: 'AICakeDesign EdibleCakePrint CakeTimelapse CakeTurntableTest AirFryerCake CakeDecoratingApp',
    pet: 'DogSafeBirthdayCake CakeBoxCatNap PuppyGuardsTheCake CakeHatPetPhoto PupcakePawty KittenHidesInCakeTin',
    gaming:
      'TheCakeIsALie MinecraftCakeBuild PixelArtCake CakeControllerReplica MarioMushroomCake GameNightCakeReveal',
  },
  restaurant: {
    dance:
      'RestaurantBoothBop RestaurantTrayTwirl SeatDanceAtRestaurant RestaurantCongaLine RestaurantNapkinSwirl SingingStaffShimmy',
    fitness:
      'WalkToTheRestaurant BikeToARestaurant RestaurantTrayBalance RestaurantChairSquats RestaurantShiftSteps PlateStackPlank',
    funny:
      'RestaurantYouTooMoment RestaurantOrderPanic RestaurantBillSplit FancyRestaurantVoice RestaurantWaiterSkit FoodCriticImpression',
    prank:
      'HomeRestaurantSurprise RestaurantMenuForMom PayTheirRestaurantBill RestaurantNapkinNote FakeRestaurantWaiter BlindTastingNight',
    educational:
      'RestaurantTipMath RestaurantMenuTricks RestaurantBrigadeRoles RestaurantHealthGrades WorldsOldestRestaurant HowMichelinStarsWork',
    travel:
      'RestaurantHopChallenge OldestRestaurantInCity RooftopRestaurantHunt NoReviewsRestaurantTry RestaurantMenuAbroad BestBiteInTown',
    fashion:
      'RestaurantSmartCasual RestaurantBrunchOutfit DressForTheRestaurant FancyRestaurantLook RestaurantGlamUp DateNightFitCheck',
    wellness:
      'RestaurantSoloDate PhonesAwayRestaurant RestaurantThankTheCook RestaurantSlowMeal TipExtraAtRestaurants MindfulFirstBite',
    speed:
      'RestaurantOrderIn10 RestaurantCutleryRoll RestaurantMenuMemory RestaurantNapkinFold SetARestaurantTable PlateUpInSixty',
    music:
      'RestaurantBirthdaySong RestaurantCutleryDrums HumTheRestaurantJingle RestaurantKitchenBeat ViolinAtTheRestaurant RestaurantJazzNight',
    art: 'RestaurantMenuDesign RestaurantPlateArt RestaurantChalkboard RestaurantMiniDiorama DrawADreamRestaurant NapkinSketch',
    tech: 'RestaurantRobotWaiter AIPicksMyRestaurant AppVsRestaurantPrice RestaurantPagerBuzz RestaurantBookingBot QRMenuTest',
    pet: 'PetRestaurantAtHome RestaurantDogPatioDate PupFriendlyRestaurant RestaurantTableManners RestaurantSitStayDrill TreatTastingMenu',
    gaming:
      'RestaurantTycoonRun RestaurantRobloxShift OvercookedRestaurant RestaurantMenuBingo PlayRestaurantWithKids ChefGameSpeedrun',
  },
  stopwatch: {
    dance:
      'StopwatchFreezeDance BeatTheTimerChoreo StopwatchSplitStep StopwatchLapSpin ShimmyOnTheStopwatch TickTockShuffle',
    fitness:
      'PlankHoldOnStopwatch StopwatchMileTime TimerBurpeeCount WallSitVsStopwatch StopwatchSprintSplits StopwatchStairRepeats',
    funny:
      'StopwatchEverything StopwatchShowerTimes StopwatchSportscaster TimerBeepPanic DadStoryStopwatch HowLongToDecide',
    prank:
      'StopwatchFakeRecord StopwatchOlympicMedal SecretStopwatchTiming StopwatchCheerSquad TimerSurpriseCountdown TimeHowLongTheyNotice',
    educational:
      'StopwatchReactionTest StopwatchPendulumLab GravityDropStopwatch PulseCheckStopwatch HowTimersWork StopwatchSpeedMath',
    cooking:
      'JammyEggStopwatch PerfectPastaTimer StopwatchTeaSteep StopwatchPopcornPause StopwatchPancakeFlip StopwatchSteakRest',
    travel:
      'StopwatchLayoverTour SeeACityOnAStopwatch TimerPhotoWalk StopwatchMuseumDash StopwatchHowFarCanIGo OneHourInParis',
    fashion:
      'StopwatchOutfitChange StopwatchGRWM StopwatchNecklaceLook FiveFitsOneTimer RetroCoachStopwatch VintageWatchStyle',
    wellness:
      'StopwatchBreathBreak FiveMinuteTimerCalm StopwatchSunlightTen PutTheStopwatchAway StopwatchStretchPause SixtySecondStillness',
    music:
      'StopwatchHoldTheNote StopwatchSongGuess TimerBeepRemix StopwatchTickBeat BeatboxTheStopwatch MetronomeMatch',
    art: 'StopwatchSpeedSketch StopwatchBlindContour DrawTillTheTimerBeeps StopwatchStillLife TenMinuteStopwatchArt ThirtySecondPortrait',
    tech: 'CodeAStopwatch SmartwatchVsStopwatch StopwatchAppShowdown StopwatchArduinoBuild TimerShortcutHack StopwatchLatencyTest',
    pet: 'StopwatchSitStayTest StopwatchZoomiesLength PetTrickTimer StopwatchFetchRun TreatHuntStopwatch PuppyCuddleMinutes',
    gaming:
      'StopwatchSpeedrun StopwatchRubiksSolve StopwatchTetrisSprint TenSecondStopwatchGame TriviaAgainstTheTimer StopwatchChessBlitz',
  },
  waiter: {
    dance:
      'WaiterTrayShuffle WaitressWaltz WaiterSpinServe WaiterPlateBop DanceLikeAWaiter NapkinFlickStep',
    fitness:
      'WaiterShiftStepCount WaiterTrayBalance WaiterPlateCarryLunges WallSitLikeAWaiter WaitressWorkoutCircuit WaterPitcherCurls',
    prank:
      'FancyWaiterAtHome BreakfastInBedWaiter WaiterClocheReveal WaiterForMomsBirthday DressUpAsTheirWaiter NapkinSwanSurprise',
    educational:
      'WaiterThreePlateCarry WaiterTipsByCountry WaiterMenuFrenchWords HowWaitersRemember SetATableLikeAWaiter ForkPlacementQuiz',
    cooking:
      'WaiterFamilyMeal WaiterPlatingPractice CopyTheWaitersFavorite WaitressDinerPancakes TablesideWaiterGuac ShiftEndGrilledCheese',
    travel:
      'WaiterPicksMyMeal AskTheWaiterTour WaiterBistroAbroad WaiterPhraseChallenge WaiterLocalTips SidewalkTerraceHunt',
    fashion:
      'WaiterFitCheck WaiterApronRestyle WaiterUniformGlowUp WaiterBowTieLook DressLikeAParisWaiter ComfyServiceShoes',
    wellness:
      'WaiterThankYouNote WaiterFootCare WaiterBreakBreathing AfterShiftWaiterUnwind BeKindToYourWaiter KindnessToStaff',
    speed:
      'WaiterRelayRace WaiterOrderMemoryDash WaiterPlateCarryCount WaiterTraySprint TableResetLikeAWaiter NapkinFoldBlitz',
    music:
      'SingingWaiter WaiterBirthdaySong WaiterOperaOrder WaiterGlassClinkMelody WaiterTrayDrumSolo CutleryClatterBeat',
    art: 'WaiterNapkinFolding WaiterOrderPadDoodle WaitressDinerPainting WaiterMenuCardDesign ReceiptArtForWaiter ChalkboardSpecialsSign',
    tech: 'RobotWaiterTest WaiterOrderTablet WaiterSmartwatchShift WaiterPagerBuzzer AIWaiterVoiceBot TipCalculatorShowdown',
    pet: 'WaiterServesThePet DogWaiterTrick CatCafeWaiter WaiterMenuForPuppy KibbleWaiterService ClocheRevealDinner',
    gaming:
      'WaiterSimulator DinerDashWaiter RobloxWaiterShift WaiterTipLeaderboard WaiterCoopKitchenRun TrayBalanceArcade',
  },
  shoveling: {
    dance:
      'ShovelingShuffle SnowShovelTwoStep DanceWhileShoveling ShovelingScoopAndSpin DrivewayShovelingJam WinterBootStomp',
    fitness:
      'ShovelingFormCheck ShovelingWarmUpFirst ShovelingCalorieBurn SkipGymGoShoveling SnowShovelSquats DrivewayCardioSession',
    prank:
      'SecretShovelingFavor ShovelingSmileyPath ShovelingCocoaHandoff ShovelingTheirCarOut ShovelAHeartInTheSnow IglooWelcomeSign',
    educational:
      'ShovelingSnowWeight ShovelingSafeLifting BentShovelVsStraight ShovelingPhysicsLever HowMuchIShoveledToday WhyWetSlushIsHeavy',
    cooking:
      'ShovelingBreakCocoa AfterShovelingSoup ShovelingDayStew ShovelingFuelBreakfast ChiliWhileYouShovel MapleSyrupTaffy',
    travel:
      'ShovelingAtTheCabin ShovelingSkiLodgePath RentalCarShovelingOut ShovelingLakeHouse SnowedInShovelingTrip IceHotelStay',
    fashion:
      'ShovelingFitCheck ShovelingLayersLook ShovelingMittensMatch StylishShovelingOutfit ShovelingBeanieLineup PufferVestStyling',
    wellness:
      'MindfulShoveling ShovelingSnowSilence ShovelingNeighborChat ShovelingSunriseCalm WarmBathAfterShoveling ShovelingThankfulPause',
    speed:
      'ShovelingRelay ShovelingCarDigOut ShovelingSidewalkTimer DrivewayShovelingRace ShovelingBeforeTheBus PorchStepsBlitz',
    music:
      'ShovelingScrapeBeat ShovelingWorkSong SingWhileShoveling ShovelAsAGuitar ShovelingHeadphoneMix IcicleChimeTune',
    art: 'ShovelingPathMaze ShovelingPileSculpture ShovelingBankCarving DrivewayShovelingArt FieldDrawingWithShovel ShovelingIceLantern',
    tech: 'ShovelingVsSnowBlower ShovelingStepTracker ShovelingGadgetTest HeatedGlovesShoveling ShovelingTimelapse WeatherAppVsReality',
    pet: 'ShovelingDogMaze ShovelingPawBalmCheck ShovelingCatSupervisor PuppyAttacksTheShovel PupHelpsWithShoveling HuskyJoinsTheWork',
    gaming:
      'ShovelingSimulatorRun ShovelingHighScore AnimalCrossingShovel MinecraftSnowShoveling ShovelingBossLevel BlizzardGameNight',
  },
  'flower pot': {
    dance:
      'SeedToFlowerPotDance FlowerPotHatBop FlowerPotBloomSpin FlowerPotShuffle WateringFlowersWaltz GardenPartySway',
    fitness:
      'FlowerPotFarmerCarry FlowerPotSquats FlowerPotStepOvers MoveEveryFlowerPot RepotFlowersWorkout SoilBagDeadlift',
    funny:
      'TinyPotGiantFlower FlowerPotGrassHaircut FlowerPotGraveyardTour FlowerPotPuppetShow TalkingToMyFlowers WiltedFernEulogy',
    prank:
      'FlowerPotCakeSurprise GooglyEyeFlowerPots FlowerPotLollipops CressMessageFlowerPot WaterTheFakeFlowers GnomeMovesEachNight',
    educational:
      'WhyFlowerPotsHaveHoles FlowerPotSunlightTrial FlowerPotRootCheck HowFlowersDrinkWater FlowerPotSoilQuiz TerracottaVsPlasticPot',
    cooking:
      'FlowerPotBread FlowerPotDirtCake FlowerPotIceCream EdibleFlowersSalad CupcakeFlowerBouquet HerbPotToPlate',
    travel:
      'FlowerPotBalconyHunt FlowerPotMarketHaul CordobaFlowerPotPatios FlowerPotStreetWalk SpotFlowerBoxesAbroad BotanicGardenVisit',
    fashion:
      'OutfitMatchesFlowerPot FlowerPotHatDIY FlowerPotEarrings FlowerCrownFitCheck FlowerPotPrintSkirt GardenPartyDress',
    wellness:
      'FlowerPotIntentionSeed FlowerPotGiftAFriend MorningFlowerWatering GrowFlowersForCalm FlowerPotSunnySill MindfulRepotting',
    speed:
      'FlowerPotStackRace FlowerPotSeedRelay FlowerPotFillIn30 PlantTenFlowerPots RepotAFlowerIn60 SucculentPlantingTimer',
    music:
      'FlowerPotXylophone FlowerPotDrumKit FlowerPotBellTune SingToYourFlowers BongoFlowerPots TerracottaChimeJam',
    tech: 'SmartFlowerPotTest SelfWateringFlowerPot FlowerPot3DPrint FlowerPotSoilSensor FlowerBloomTimelapse AppIdentifiesMyFlowers',
    pet: 'CatGrassFlowerPot KittenInTheFlowerPot PetSafeFlowerPotCheck FlowerPotDiggerCaught DogSniffsEveryFlower FlowerPotHamsterHouse',
    gaming:
      'FlowerPotRingToss FlowerPotMinigolf CozyGameFlowerPots PvZFlowerPotDefense AnimalCrossingFlowers GardenSimSpeedGrow',
  },
  'cookie jar': {
    dance:
      'CookieJarChantDance CookieJarTiptoeSneak MilkAndCookiesBoogie CookieJarShuffle MoonwalkToTheCookieJar CrumbTrailStep',
    fitness:
      'CookieJarExerciseDraw EarnYourCookieReps CookieJarTopShelfReach BearCrawlToCookieJar OneCookieTenSquats CookieJarPlankHold',
    funny:
      'CookieJarCaught CookieJarLidSqueak WhoStoleTheCookieSkit CookieJarEmptyBetrayal GuiltyCookieCrumbs OnlyOneMoreCookie',
    educational:
      'CookieJarFractions CookieJarProbability WhyCookiesGoStale WhyDunkCookiesInMilk GuessTheCookieJarCount CookieJarHistory',
    cooking:
      'FillTheCookieJar GrandmasCookieJar CookieJarOatmealBatch CookieJarSnickerdoodle MilkAndCookiesBake BrownButterChipRecipe',
    travel:
      'CookiesAroundTheWorld CookieJarSouvenirs CookieJarGrannyVisit CookieJarBakeryFinds LocalCookieTastingTour ShortbreadInScotland',
    fashion:
      'CookieJarCostume MilkAndCookiesPajamas CookieJarCharmNecklace CookieMonsterFitCheck MatchingCookieJarApron ChocolateChipSweater',
    wellness:
      'CookieJarGratitude CookieJarWinsList CookieJarRewardSystem CookiesForANeighbor OneCookieMindfully BakeAndShareSunday',
    speed:
      'CookieForeheadWiggle CookieJarRefillRelay CookieJarLidTwistDash StackCookiesFast TenCookieDunkBlitz CrumbFreeCountdown',
    music:
      'WhoStoleTheCookieChant CookieJarDrum CookieJarLidCymbal CookieJarRapBattle CookieCrunchASMR BeatboxForACookie',
    art: 'CookieJarClayCraft CookieJarDecoupage CookieStillLifeSketch PaintACookieJar IcingArtOnCookies MasonJarMakeover',
    tech: 'CookieJarAlarm CookieJarTimeLock SmartCookieJarBuild CookieCounterCam MotionSensorCookieJar SnackTrackerApp',
    pet: 'PetTreatCookieJar DogCookieJarTrick CookieJarPuppyStare CookieJarKittenKnock CookieJarLidReaction PawPrintCookieJar',
    gaming:
      'CookieClickerMarathon CookieJarGuessCount CookieJarMemoryMatch LoserFillsTheCookieJar CookiesAsPokerChips UnoForCookies',
  },
  snowman: {
    dance:
      'SnowmanMeltingMoves SnowmanTwigArmsWave StiffAsASnowmanStep BuildASnowmanBoogie SnowmanShuffle FrostyFreezeDance',
    fitness:
      'SnowmanSnowballRolls LiftTheSnowmanHead SnowmanSledPull SnowmanSquatPack BuildASnowmanCardio WinterMittenPlank',
    funny:
      'SnowmanLookalike SnowmanMeltdownDrama TinySnowmanArmy SnowmanVoiceover SnowmanLeanRescue CarrotNoseCrisis',
    prank:
      'SnowmanPeekingWindow SnowmanAtTheDoor MiniSnowmenFreezer SnowmanMailboxGuard SnowmanArmyOnTheLawn WakeUpToASnowman',
    educational:
      'SnowmanCoatTest SnowmanMeltRace SnowmanVolumeMath FirstSnowmanInHistory SnowmenAroundTheWorld WhySnowSticks',
    cooking:
      'SnowmanPancakes MarshmallowSnowmen SnowmanCocoaBombs SnowmanDonutStack MeltingSnowmanCookies CoconutSnowballBites',
    travel:
      'BuildASnowmanAbroad WorldsTallestSnowman SnowmanSkiLodge SnowmanMountainTrip SnowmanWinterCabin SnowFestivalTour',
    fashion:
      'DressLikeASnowman MatchYourSnowmansScarf SnowmanSweater SnowmanBeanie SnowmanMittenSet WinterWhiteOutfit',
    wellness:
      'SnowmanMindfulBuild SnowmanForANeighbor SnowmanFamilyTime SlowSnowmanSunday SnowmanHotCocoaBreak QuietSnowfallWalk',
    speed:
      'SnowmanSpeedBuild SnowmanRelayRace TinySnowmenBlitz SnowmanDressUpClock SnowmanFaceDash FastestSnowballRoll',
    music:
      'BuildASnowmanSingAlong FrostyTheSnowmanCover SnowmanMeltingBallad SnowmanKazooChoir SnowmanJingle SleighBellShake',
    tech: 'SnowmanMeltTimeLapse SnowmanLEDEyes SnowmanTalkingSpeaker ARSnowmanBuilder SnowmanTempSensor DroneShotOfOurSnowman',
    pet: 'DogVsSnowman CatMeetsSnowman SnowmanSniffInspection SnowmanCarrotThief PetSizedSnowman HuskyHelpsBuild',
    gaming:
      'SnowmanBuildBattle SnowmanBowling SnowmanTowerDefense MinecraftSnowman SnowmanHangman SnowballFightGame',
  },
  banana: {
    dance:
      'GoBananasDance DancingBananaMeme BananaSplitJump BananaCostumeGroove BananaBunchConga BananaBoatSway',
    fitness:
      'GoBananasHIIT BananaPassVUps BananaOnHeadBalance BananaFuelRun PreWorkoutBananaTest BananaBreakBurpees',
    funny:
      'BananaForScale BananaPhoneCall BananaSwordDuel BrownBananaEulogy BananaMicInterview WhoAteMyBanana',
    prank:
      'PreSlicedBananaPrank BananaSecretMessage BananaGooglyEyes DuctTapeBananaArt CarvedBananaDolphin FruitBowlFaces',
    educational:
      'WhyBananasCurve BananaIsABerry BananaDNAExtraction BananaRipeningBagTest AreBananasRadioactive PeelBrowningScience',
    travel:
      'BananaPlantationTour BananaBoatRide BananaBreadCafeHunt TryEveryBananaAbroad BananaPancakeTrail TropicalFruitStand',
    fashion:
      'BananaClipHairdo BananaYellowFit BananaPrintShirt BananaCostumeRunway PajamasWithBananas TropicalFruitEarrings',
    wellness:
      'BananaSmoothieMorning BananaBreadBakingCalm NoteOnABanana BananaMindfulBite BananaPeelTeaBedtime SimpleSnackHabit',
    speed:
      'FastestBananaPeel BananaSplitSpeedBuild BananaSliceOff BananaStackTimer NoHandsBananaChallenge BunchSortRelay',
    music:
      'BananaPhoneSong BananaBoatSingAlong BananaRapBattle BananaPianoMelody BeatboxIntoABanana TropicalUkuleleJam',
    art: 'BananaToothpickEtching BananaDuctTapeArt BananaCarvedSculpture BananaWatercolorStudy PaintABananaBunch FruitBowlStillLife',
    tech: 'BananaPianoCircuit AIJudgesMyBanana BananaBatteryTest BananaTimelapse TestingABananaSlicer BananaForScaleAR',
    pet: 'CatVsBanana BananaCostumePup BananaSqueakyToy BananaBedKittyNap PetReactsToBananaPhone BananaForScaleKitten',
    gaming:
      'BananagramsDuel BananaPeelKartLap DonkeyKongBananaHunt GoBananasPartyGame BananaHotPotato MonkeyBallMarathon',
  },
  mouse: {
    dance:
      'MouseTiptoeStep MouseTailWiggle MouseScurryGroove DanceLikeAMouse ThreeBlindMiceShuffle CheeseWheelSpin',
    fitness:
      'MouseTiptoeCalfRaises MouseCrawlPlank MouseWristStretch MouseMazeJog QuietAsAMouseSquats ScurryAndFreezeDrill',
    funny:
      'MouseTinyHouseTour MouseSqueakVoiceover WhenYouSeeAMouse MouseEscapeArtist MouseHeistSkit CityVsCountryCousin',
    prank:
      'StickyNoteOnTheMouse SwapTheirMouseButtons MouseHoleWallSticker MouseTinyDoorReveal MouseShadowPuppet FakeCheeseWedge',
    educational:
      'DoMiceReallyLikeCheese MouseVsRatQuiz HowAComputerMouseWorks MouseWhiskerScience MouseMemoryMazeTest WhoInventedTheMouse',
    cooking:
      'RadishMiceAppetizer MouseMacaronFaces MouseCupcakes MouseShapedCheeseBites PearMouseDessert TinyTeaPartySnacks',
    travel:
      'CountryMouseInTheCity MouseDoorHunt MouseStatueSearch MouseMiniatureVillage MickeyMouseParkDay MusicBoxMuseum',
    fashion:
      'MouseEarsHeadband DIYMouseCostume MouseGreyMonochrome MouseCharmBracelet MinnieMouseBowLook CheeseWedgeEarrings',
    wellness:
      'QuietAsAMouseMorning UnplugTheMouseHour MouseGentleHandling MouseNestObserving MouseWristBreak SoftSqueakCalm',
    speed:
      'MouseClickSpeedTest MouseMazeRace DrawWithMouseIn30 MouseTunnelTimeTrial MouseAimTrainer CheeseHuntDash',
    music:
      'ThreeBlindMiceCover HickoryDickoryDock MouseClickBeatmaker MouseSqueakRemix TinyMouseLullaby MouseMusicBoxTune',
    art: 'MouseMiniatureHouse FeltMiceCraft MouseClaySculpt MSPaintMouseArt MousePenInkSketch WalnutShellBeds',
    tech: 'WirelessVsWiredMouse GamingMouseShowdown ErgonomicMouseTest MouseCageNightCam MouseWheelOdometer MouseTunnel3DPrint',
    gaming:
      'MouseTrapBoardGame MouseVsController MouseHeistPlatformer MouseStealthRun CatAndMouseTag HungryMiceTabletop',
  },
  grandma: {
    dance:
      'GrandmaDanceLesson TeachGrandmaATrend GrandmaTwistOff GrandmaJitterbugSpin SlowWaltzWithNana GrannyGroove',
    fitness:
      'GrandmaPlankOff GrandmaChairYoga GrandmaWalkingClub WorkoutWithGrandma CanYouOutlastGrandma NanaGardenSquats',
    prank:
      'GrandmaSurpriseVisit GrandmaFakeTattoo GrandmaSlangShock NanaPhotobomb FlowersForGrandma HiddenNoteForGranny',
    educational:
      'InterviewYourGrandma GrandmaPricesThen GrandmaOldSchoolSkills GrandmaRemedyFactCheck NanaSayingsDecoded AskGrandmaHerFirstJob',
    cooking:
      'GrandmasSecretRecipe BakingWithNana GrandmaSundaySauce GrandmaPieCrustLesson CopyGrandmasCookies PinchOfThisStew',
    travel:
      'GrandmasHometownTour GrandmaFirstFlight GrandmaBucketListSpot GrandmaRoadTrip TakeNanaSomewhereNew PostcardsToGranny',
    fashion:
      'GrandmasClosetRaid GrandmaCoreOutfit GrandmaPearlsRestyled NanaVintageFitCheck RestyleGrannysCardigan DressLikeYourGrandma',
    wellness:
      'GrandmaGratitudeCall GrandmaLetterExchange GrandmaTeaTime NanaHugMinute VisitYourGrandma PorchSitWithGrandma',
    speed:
      'GrandmaKnittingRace BeatGrandmaAtDumplings GrandmaTextingDash GrandmaCrosswordClock NanaBingoDaubBlitz CanGrandmaOutpaceMe',
    music:
      'GrandmasFavoriteSong NanaPianoDuet GrandmaLullabyHandDown GrandmaVinylSpin KaraokeWithGrandma PlayGrandmaYourMusic',
    art: 'DrawYourGrandma QuiltWithGranny GrandmaPaintNight GrandmaScrapbookStory GrandmaKnitAlong NanaEmbroideryHoop',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaFirstSelfie NanaSmartSpeakerChat TeachGrandmaVideoCalls FixGrannysPhone',
    pet: 'GrandmasSpoiledPet GrandmaLapTakeover GrandmaKnitsPupSweater NanaDogWalk PuppyMeetsGrandma CatNapOnGrandma',
    gaming:
      'GrandmaTriesVideoGames GrandmaScrabbleDuel GrandmaKartRace NanaDominoesRematch BeatGrandmaAtRummy BingoNightWithGran',
  },
  paris: {
    dance:
      'ParisCancanKick ParisMusetteWaltz ParisMimeMoves DanceLikeYoureInParis EmilyInParisTwirl BaguetteBatonSpin',
    fitness:
      'ParisSeineJog ParisCityBikeLoop ParisEiffelStairClimb RunParisVirtually ParisianPilatesAtHome CroissantEarnedInParis',
    funny:
      'ParisPhotoSpotReality ParisMimeSkit ParisCroissantCritic PretendImInParis FrenchLessonForParis BonjourFirstRule',
    prank:
      'ParisTripSurprise ParisCafeInTheKitchen FakeParisVacationPics ParisianWaiterAtHome PaintedParisWindowView CroissantDoorDrop',
    educational:
      'ParisDistrictsQuiz WhyParisHasZincRoofs GuessTheParisBridge ParisMuseumMinute ParisCatacombsFacts NotreDameArchitecture',
    cooking:
      'ParisBrestPastry ParisCroissantBake ParisCrepeStand ParisianMacarons MakeAParisBreakfast BistroSteakFrites',
    fashion:
      'ParisianChicLook ParisStreetStyle ParisTrenchCoat ParisBretonStripes DressLikeYoureInParis BeretFitCheck',
    wellness:
      'ParisCafeCoffeeRitual ParisSeineWalk ParisParkBenchRead LiveLikeYoureInParis ParisianLongLunch TuileriesPicnicBreak',
    speed:
      'ParisInOneDay ParisMetroSpeedrun ParisBaguetteRelay ParisLandmarkDash DrawParisIn60Seconds LouvreInAnHour',
    music:
      'ParisAccordionCover ParisChansonDuet ParisJazzCellar BuskingInParis ParisMetroBeatbox LaVieEnRoseHumAlong',
    art: 'ParisRooftopWatercolor ParisLouvreRecreate ParisSketchbook DrawParisFromMemory OneLineParisSkyline EiffelTowerPainting',
    tech: 'ParisStreetViewTour ParisTranslatorTest ParisMetroAppHack AIPlansMyParisTrip ParisInVRHeadset EiffelSparkleTimelapse',
    pet: 'DogInAParisianBeret PetInParis ParisCatCafeVisit ParisPoodlePosing ParisPicnicWithPup FrenchBulldogBonjour',
    gaming:
      'ParisPetanqueMatch ParisGeoguessRound ParisTriviaNight AssassinsCreedParis MinecraftParisBuild ParisEscapeRoom',
  },
  'cinnamon roll': {
    dance:
      'CinnamonRollSpin CinnamonRollUnrollStep SwirlLikeACinnamonRoll CinnamonRollSpiralSway SundayCinnamonRollJig PajamaBrunchBop',
    fitness:
      'EarnYourCinnamonRoll CinnamonRollBakeryBike CinnamonRollCurlUps CinnamonRollStretch RunForACinnamonBun KneadingArmBurn',
    funny:
      'CinnamonRollCanScare TooPureCinnamonRoll CinnamonRollIcingGreed CinnamonCenterThief CinnamonRollUnrollTest ThatOneWhoTakesMiddle',
    prank:
      'CinnamonRollWakeUp CinnamonRollCanPop CinnamonRollHeartShape IcingNoteCinnamonRoll GiantCinnamonBun BreakfastTraySurprise',
    educational:
      'WhereCinnamonComesFrom CeylonVsCassiaCinnamon WhyCinnamonRollsRise CinnamonRollHistory CinnamonRollDayFacts ProofingTemperatureLab',
    travel:
      'CinnamonRollRoadTrip CinnamonBunCrawl GiantCinnamonRollHunt BestCinnamonRollInTown CinnamonRollsAbroad FikaInStockholm',
    fashion:
      'CinnamonRollHairBuns CinnamonBrownFit CinnamonRollCozyKnit CinnamonRollPajamaSet DressLikeACinnamonRoll IcingWhiteSneakers',
    wellness:
      'NeighborCinnamonRolls CinnamonRollSlowSunday KneadingCinnamonCalm CinnamonCandleEvening ShareACinnamonRoll BakeAndBreathe',
    speed:
      'CinnamonRollUnrollRace CinnamonRollSpeedBake ThirtyMinCinnamonRolls FlossCutCinnamonRolls CinnamonRollSliceClock IcingDrizzleDash',
    music:
      'CinnamonGirlCover CinnamonRollJingle CinnamonRollCafeJazz CinnamonCanPopBeat HumToTheCinnamonRolls SweetSwirlSerenade',
    art: 'CinnamonRollClayCharm CinnamonRollFoodPhoto CinnamonRollWatercolor FeltCinnamonRollPlush OneLineCinnamonRoll SpiralSwirlArt',
    tech: 'CinnamonRollTimelapse AirFryerCinnamonRolls AICinnamonRollRecipe CinnamonRollProofHack CinnamonRollSmartOven StandMixerShowdown',
    pet: 'CinnamonRollShibaTail CinnamonRollCat CinnamonRollPupNap CinnamonColoredKitten CurledUpCinnamonPet SleepySpiralPuppy',
    gaming:
      'CinnamonRollCafeTycoon CinnamonRollGameNight OvercookedCinnamon WinnerGetsCinnamonRoll CinnamonRollJenga BakerySimRun',
  },
  plant: {
    dance:
      'PlantMistingWaltz PlantParentGroove DancingWithMyPlants GrowLikeAPlantDance PlantPotShuffle WateringCanWiggle',
    fitness:
      'PlantPotCurls PlantSoilBagSquats MoveEveryHouseplant YogaAmongYourPlants PlantShelfStretch WateringCanLunges',
    funny:
      'DramaticPlantDroop JustOneMorePlant PlantShopNoWillpower PlantParentProblems PlantNamesReveal PlantVoiceoverDiary',
    prank:
      'FakePlantSwap PlantTinyHatParade PlantDeskDropOff GooglyEyesOnThePlants PlantWearsASweater CactusCupcakeFakeout',
    educational:
      'HowPlantsDrink WhyPlantsLeanToLight PlantRootsInGlass PlantPropagationLesson DoPlantsLikeMusic NameThatLeafQuiz',
    cooking:
      'PlantToPlate PlantPotDirtCups PlantCactusCookies BasilPlantPesto CakeLikeAPottedPlant WindowsillHerbPasta',
    travel:
      'FiveDollarPlantHunt PlantsInTheWildAbroad PlantShopTour PlantNurseryTrip PlantGreenhouseVisit BotanicalGardenHop',
    fashion:
      'PlantLadyOveralls PlantParentFit OutfitMatchesMyPlant PlantGreenMonochrome PlantMomCardigan LeafPrintLook',
    speed:
      'PlantRepotRace PlantIDSpeedRound WaterEveryPlantIn60 PlantMistSprayDash NameTenPlantsFast LeafWipeSprint',
    music:
      'SingToYourPlants PlantWaveMusic PlantPotDrums PlantLullabyHour DoPlantsLikeJazz LeafSynthSounds',
    art: 'PlantShadowTracing PlantMacroPhoto PlantPotPainting DrawYourHouseplant PressedPlantBookmarks LeafPrintArt',
    tech: 'PlantTimelapse PlantIDAppTest PlantAutoWaterer SmartPlantSensor GrowLightForPlants HydroponicJarGarden',
    pet: 'PetSafePlantSwap CatVsMyPlants PlantShelfKittyCamo DogPlantGuardDuty PuppyMeetsHouseplant PlantCornerBunnyPhoto',
    gaming:
      'PlantsVsZombiesIRL PlantCollectorDex PlantTriviaNight HouseplantBingo MinecraftPlantFarm LeafMatchGame',
  },
  classroom: {
    dance:
      'ClassroomDanceBreak ClassroomChairGroove WholeClassFlashMob ClassroomCongaLine TeacherVsClassroom BellRingBop',
    fitness:
      'ClassroomDeskStretch ClassroomWallSitQuiz ClassroomSpellSquats JumpingJacksInClass BrainBreakClassroom HallwayLapCount',
    funny:
      'EveryClassroomEver ClassroomExcusesRanked ClassroomTeacherVoices TypesOfKidsInClass ClassroomPhotoDayChaos PopQuizReactions',
    educational:
      'TeachTheClassIn60s ClassroomDebateRound ClassroomSpellingBee ClassroomVolcanoDemo ClassroomTrivia ExplainItOnAWhiteboard',
    cooking:
      'ClassroomBakeSale ClassroomPizzaParty ClassroomFruitKabobs TreatsForTheWholeClass NoOvenClassroomSnack LunchboxMakeover',
    travel:
      'ClassroomFieldTrip ClassroomsWorldwide ClassroomPenPalMap VirtualClassVisit ClassroomMuseumOuting OldestClassroomInTown',
    fashion:
      'ClassroomSpiritWeek ClassroomCrazyHats ClassroomPictureDayFit UniformRestyleForClass ClassroomTwinOutfits TeacherCardiganLook',
    wellness:
      'ClassroomCalmCorner ClassroomKindnessChain ClassroomMindfulMinute GratitudeWallForClass ClassroomThankYouNotes DeskPlantCare',
    speed:
      'ClassroomCleanUpRace ClassroomTimesTables ClassroomChairStack ClassroomSpeedQuiz PackUpBeforeClassBell MathFactsMinute',
    music:
      'ClassroomDeskDrumming RecorderConcertInClass ClassroomRhythmClaps WriteAClassroomAnthem ClassroomCupSong MultiplicationRap',
    art: 'ClassroomDoorDecor ClassroomQuiltSquares ClassroomPaperMache WholeClassMural DrawYourClassmates ChalkboardLettering',
    tech: 'ClassroomStopMotion ClassroomRobotRace ClassroomCodingHour ClassroomMicrobitBuild ScratchGameForClass InteractiveBoardTricks',
    pet: 'ClassroomPetWeekend ClassroomHamsterDiary ClassroomFishTankCare DogVisitsTheClass ClassroomBunnyReading ShowAndTellKitten',
    gaming:
      'KahootClassChampion ClassroomJeopardy ClassroomGameShow MinecraftClassroom ClassroomBingoReview RecessTagTournament',
  },
  bag: {
    dance:
      'DanceAroundYourHandbag ToteBagTwirl BagOverShoulderStrut BagDropBeatSwitch PurseSwingGroove BackpackBounce',
    fitness:
      'GroceryBagCurls OneTripAllTheBags ToteBagLunges BagFarmerHold DuffelBagSquats BackpackRuckWalk',
    funny:
      'BagStashUnderTheSink BottomlessBagSearch WhatsInMyBagHonestly MomPurseSurvivalKit BagReceiptAvalanche LostKeysInMyHandbag',
    prank:
      'SurpriseNoteInTheirBag ToteFullOfBalloons BagRubberDuckFill BagTinyTreatsStash PurseOfGooglyEyes BackpackPlushStowaway',
    educational:
      'HowHandbagsAreMade ToteBagVsPlastic BagStrapPhysics HowLongGroceryBagsLast SpotAFakeDesignerBag PackingEfficiencyMath',
    cooking:
      'HandbagCake PaperBagPopcorn BagMarinadeShake LunchBagPrep OmeletteInABag PipingBagCookies',
    travel:
      'OneBagTravel WhatsInMyCarryOnBag ToteBagMarketTrip SouvenirBagEveryCity PackABagInTenMinutes DuffelWeekendAway',
    wellness:
      'BagCleanOutReset BagLightenTheLoad SelfCareBagEssentials ToteBagPicnicDay GratitudeNoteInMyBag PocketComfortPouch',
    speed:
      'FindItInMyBagTimer BagPackingRace ToteBagRelay GroceryBagLoadDash PurseDumpAndRepack BagSackHop',
    music:
      'PaperBagDrumBeat BagpipeFirstTry BagCrinkleSoundscape PurseShakerJam WhatsInMyBagSong BagOfInstruments',
    art: 'ToteBagPainting PaperBagPuppets CrochetMarketBag BagEmbroidery JeansIntoABag BagPatchworkSew',
    tech: 'WhatsInMyTechBag AirTagInMyBagTest BagCableOrganizer LightUpHandbagDIY BagPowerBankCheck LaptopSleeveFromFelt',
    pet: 'CatInTheBag WhatsInMyPetsBag BagDogWalkEssentials BagKittenPeekaboo CarrierBagFitCheck BunnyTunnelSack',
    gaming:
      'WhatsInMyDiceBag BagTetrisPacking BagOfHoldingCraft BeanBagGameNight BagInventoryCheck HandheldCaseLoadout',
  },
  safari: {
    dance:
      'SafariGiraffeSway SafariLionStrut CopyTheSafariAnimals BackyardSafariGroove SafariShuffle ElephantStompDance',
    fitness:
      'SafariAnimalWorkout SafariGiraffeReach SafariHippoSquats CheetahSprintSafari BackyardSafariHike GazelleLeapDrill',
    funny:
      'SafariNarratorVoice BackyardSafari KitchenSafariTour SafariJeepBumpsCam SafariDocOnMyFamily BinocularMixUp',
    prank:
      'SafariGiraffeWindow SafariFootprintTrail TurnHomeIntoSafari SafariToyAnimalHunt PlushLionSafariAmbush ElephantInTheRoomPrank',
    educational:
      'SafariBigFiveQuiz GuessTheSafariTracks SafariFoodChain WhatIsASafariReally SafariAnimalSizeChart GreatMigrationScience',
    cooking:
      'SafariBraaiNight SafariAnimalCookies SafariZebraBrownies SafariGiraffePancakes KidsSafariSnackBoard SavannaSunsetCake',
    fashion:
      'SafariKhakiFit SafariUtilityJacket SafariBucketHat PackForASafari LinenShirtSafariLook ExplorerFieldVest',
    wellness:
      'SafariSoundscapeRest SafariSunsetJournal SafariStillnessMoment BackyardSafariSlowWalk BirdSafariMorning WildlifeWatchPatience',
    speed:
      'SafariScavengerDash SafariBigFiveBlitz SafariAnimalCallGuess BackyardSafariSprint SketchASafariIn60 BinocularFocusTimer',
    music:
      'SafariLionKingCover SafariDrumCircle SafariKalimbaJam SafariSoundsRemix TotoAfricaSafariSing SavannaSunsetSong',
    art: 'SafariWireSculpture SafariAnimalSketch ToySafariPhotography SafariSunsetSilhouette PaintASafariZebra AcaciaTreeLinocut',
    tech: 'SafariTrailCam SafariCameraZoomTest LiveSafariWebcam AIIdentifiesSafariPics SafariRangerRadio AntiPoachingDrones',
    pet: 'LionManeCat SafariPetCostume BackyardSafariPup SafariDogExplorer SafariKittenPounce SafariDocOnMyKitty',
    gaming:
      'SafariZoneRun SafariParkBuilder SafariWildlifeCards PokemonSnapSafari PlanetZooSafari SerengetiStrategy',
  },
  'new year': {
    dance:
      'NewYearCountdownSteps DanceIntoTheNewYear NewYearConfettiSpin NewYearConga GrooveForTheNewYear MidnightMoves',
    fitness:
      'NewYearPlankStreak NewYearFirstMile NewYearPushUpPledge StartTheNewYearMoving RingInNewYearBurpees JanuarySquatLadder',
    prank:
      'FakeNewYearCountdown NewYearBalloonDrop NewYearStreamerDoorway NewYearFortuneNotes NewYearsConfettiBed TwelveGrapesGiggle',
    educational:
      'NewYearAroundTheWorld NewYearLunarVsSolar NewYearCalendarHistory FirstNewYearOnEarth GuessNewYearTraditions WhyTheYearStartsInJan',
    cooking:
      'NewYearLuckyFoods NewYearDumplingFold NewYearTwelveGrapes NewYearsDayBrunch ClockCakeForNewYear MidnightSnackBoard',
    travel:
      'NewYearFirstHike NewYearFireworksTrip CitySkylineNewYear NewYearInTwoTimeZones NewYearCabinGetaway SunriseOnNewYearsDay',
    fashion:
      'NewYearsEveLook NewYearSequinSet NewYearGlitterEyes NewYearFitCheck MidnightNewYearOutfit PartyHatStyling',
    wellness:
      'NewYearIntentions NewYearLetterToSelf NewYearGentleGoals SlowStartToNewYear NewYearJarOfMemories WordOfTheYear',
    speed:
      'NewYearGrapeSprint NewYearConfettiCleanup NewYearPartyHatRelay NewYearCountdownRace ReadyBeforeNewYear BeatTheBallDrop',
    music:
      'NewYearPotBanging NewYearKazooChorus NewYearCountdownSong SingInTheNewYear ABBAHappyNewYear AuldLangSyneCover',
    art: 'NewYearVisionBoard PaintNewYearFireworks NewYearLightTrailPhoto NewYearCalendarDoodles ConfettiNewYearCard TimeCapsuleCollage',
    tech: 'NewYearPhoneCleanup NewYearPasswordRefresh NewYearGoalTrackerApp ShootNewYearFireworks CodeANewYearCountdown InboxZeroByNewYear',
    pet: 'PetNewYearResolution NewYearFireworkCalmDog NewYearBowTieKitten PuppyRingsInNewYear NewYearPartyHatCat NewYearsPawtyPhoto',
    gaming:
      'NewYearBacklogClear NewYearGameNight NewYearSpeedrun CountdownToNewYearLAN NewYearsEveCharades FirstWinOfTheYear',
  },
  curtain: {
    dance:
      'CurtainRevealDance ShowerCurtainShuffle CurtainCallBowDown CurtainSwishEntrance ShadowBehindTheCurtain DrapesDropFreeze',
    fitness:
      'CurtainOpenStretch SunriseCurtainYoga CurtainRodSquats CurtainToCouchLunges PlankBeforeCurtainsUp MorningWindowLaps',
    prank:
      'FakeFeetUnderCurtain GooglyEyeCurtain CurtainConfettiDrop CurtainJingleBells CurtainCutoutPeek CurtainBalloonWall',
    educational:
      'BlackoutCurtainScience WhyShowerCurtainsCling CurtainInsulationTest TheaterCurtainHistory CurtainLengthRules CurtainFabricQuiz',
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner FondantCurtainDrape CurtainCallSnackBoard CurtainRingBagels OpeningNightTreats',
    travel:
      'HotelCurtainReveal ViewBehindTheCurtain TrainCurtainSunrise OpenCurtainsNewCity CurtainsUpOnTheCoast TheaterBackstageTour',
    fashion:
      'CurtainDressDIY CurtainTiebackBelt CurtainCapeCouture LaceCurtainVeil SoundOfMusicCurtains CurtainFabricFitCheck',
    wellness:
      'MorningCurtainRitual BlackoutCurtainSleep CurtainCloseScreensOff CurtainBreezeBreathing OpenCurtainsFirstThing LetTheLightIn',
    speed:
      'CurtainHangSpeedrun CurtainOpenAllDash FoldTheDrapesFast CurtainRingRace CurtainTiebackIn30 DrawTheCurtainsRelay',
    music:
      'ShowerCurtainBallad EncoreBehindTheCurtain CurtainRevealCover CurtainCallFinaleSong CurtainRingChimes CurtainSwishRhythm',
    art: 'TieDyeCurtains CurtainStencilMakeover CurtainShadowPuppets CurtainBlockPrint CurtainMacrameFringe PaintYourOwnCurtains',
    tech: 'SmartCurtainSetup CurtainSunriseAlarm VoiceControlDrapes CurtainMotorDIY CurtainThermalCamTest RoomDarkeningLuxMeter',
    pet: 'CatBehindTheCurtain CurtainTasselChase CurtainHideSeekPup PetCurtainPeekaboo SunbeamThroughDrapes CurtainClimbingKitten',
    gaming:
      'CurtainsDrawnGameNight SetupCurtainReveal BlackoutCurtainHorror CurtainShadowGuess CurtainCharadesRound PuppetTheaterImprov',
  },
  sneeze: {
    dance:
      'SneezeFreezeDance SneezeBuildUpBounce SneezeSlowMoRoutine PopAndLockEverySneeze SneezingInRhythm AchooShuffle',
    fitness:
      'SquatEveryTimeISneeze SneezeProofPlank SneezeSeasonIndoorHIIT BurpeeAfterEachSneeze SneezingCoreWorkout TissueTossSprints',
    prank:
      'SneezeBlessYouChorus SneezeGesundheitSigns SneezeSoupDropOff FakeSneezeConfetti ApplauseForEverySneeze TissueBoxSurprise',
    educational:
      'WhyWeSneeze SneezeSpeedScience SunlightSneezeFacts SneezeElbowLesson CanYouSneezeEyesOpen PollenUnderMicroscope',
    cooking:
      'SneezeSeasonSoup SneezeRecoveryCongee SneezeRemedyTea ChiliRoastingSneezeOff TooMuchPepperSneeze GingerCitrusElixir',
    travel:
      'SneezeOnAPlane SneezeFreeTravelKit SneezeMountainEscape SneezeEtiquetteAbroad BeachTripNoSneezing SeasideCleanAir',
    fashion:
      'SneezeHankyRevival SneezeProofMakeup SneezeSeasonScarf PocketSquareForSneezes SneezingInStyle HandkerchiefFolds',
    wellness:
      'SneezeSteamBreathing SneezeFreeBedroom SneezeSeasonSelfCare RestDayAfterSneezing HoneyTeaForSneezes NetiPotNewbie',
    speed:
      'SneezeElbowReaction SneezeSpeedQuiz TissueBeforeTheSneeze FastestSneezeBlessing SneezeSanitizeBlitz BlessYouInTenLanguages',
    music: 'SneezeRemix SneezeBeatbox SneezeOperaSolo SneezeSymphony AutoTuneMySneeze AchooChorus',
    art: 'SneezeFaceSketch SneezeFlipbook SneezeComicStrip SneezeMotionBlurShot MidSneezePortrait PollenMacroPrint',
    tech: 'SneezeSlowMo SneezeAirPurifierTest SneezeSoundDetector SneezeHEPAFilterBuild CountMySneezesApp SmartTissueDispenser',
    pet: 'DogPlaySneezes PetReactsToSneeze SneezeHeadTilt SneezeKittenSized TinyHamsterSneeze CatAchooCam',
    gaming:
      'DontSneezeGame SneezeCharades SneezeHotPotato SneezeSoundGuessing FakeSneezePokerFace PassTheTissueRound',
  },
  ballet: {
    fitness:
      'BalletBarreWorkout BalletArabesqueHold BalletLegBurn KitchenCounterBallet PliesLikeABallerina ReleveCalfRaises',
    funny:
      'BalletChores BalletDadAttempt BalletToddlerRecital BalletGroceryRun ExitLikeABallerina OverlyGracefulErrands',
    prank:
      'SurpriseBalletEntrance BalletTutuForDad BallerinaSneakUp BalletWakeUpCall BalletRecitalBouquet PointeShoeCookieFake',
    educational:
      'BalletFrenchWords BalletFivePositions BalletHistoryCourts WhyBallerinasGoOnToes HowBalletShoesAreMade NutcrackerStoryFacts',
    cooking:
      'BallerinaPavlovaBake BalletTutuCupcakes BalletSlipperCookies SwanLakeBalletCake BalletSugarPlumTart PinkMeringueTwirls',
    travel:
      'BalletPoseAtLandmarks BalletParisOperaVisit BalletLondonMatinee NutcrackerBalletNight BolshoiBalletTrip TheaterBackstageTour',
    fashion:
      'BalletCoreOutfit BalletFlatsFitCheck BalletWrapCardigan BalletBunHairdo StreetStyleBallerina LegWarmerComeback',
    wellness:
      'SlowBalletStretch BalletPostureReset BalletFootCareRitual BalletMindfulAdagio BreatheLikeABallerina EveningBarreUnwind',
    speed:
      'BalletBunInSixty BalletSpinCount BalletQuickChange BalletPositionsBlitz ThirtySecondBallerina PointeRibbonTieTimer',
    music:
      'BalletPianoCover BalletSwanLakeViolin BalletMusicRemix BalletTchaikovskyHum WindUpBallerinaTune NutcrackerOnKazoo',
    art: 'BalletDegasStudy BalletDancerSketch BalletPhotoShoot BallerinaMusicBoxCraft SculptABalletPose TutuWatercolor',
    tech: 'BalletSlowMo BalletSpinTracker BalletMotionCapture BalletBalanceSensor AIBalletPoseCheck LightUpTutuBuild',
    pet: 'BalletCatAudience BalletPuppyPirouette PetBalletRecital BalletBarreWithPup DogInABallerinaTutu KittenPortraitInPink',
    gaming:
      'BalletPoseCharades BalletFreezeTag BalletRhythmGame BalletStudioTycoon JustDanceBalletRound NutcrackerBossFight',
  },
  'peanut butter': {
    dance:
      'PeanutButterJellyDance PeanutButterStickyFeet PeanutButterJarTwist SpreadThePeanutButter CrunchyPeanutButterPop PBJWiggle',
    fitness:
      'PeanutButterFuelRun PeanutButterJarCurls PeanutButterBikeBreak PostWorkoutPeanutToast ProteinPeanutSmoothie SpoonfulBeforeSprints',
    funny:
      'PeanutButterTalkTest PeanutButterJarScrape PeanutButterSpoonSneak PeanutButterMustache SmoothOrCrunchyPeanut RoofOfMouthStruggle',
    prank:
      'PeanutButterLunchNote PeanutSmileyToast PeanutButterCandyStash HeartPeanutSandwich EmptyPeanutButterJar BreakfastInBedTray',
    educational:
      'PeanutsArentNuts HowPeanutButterIsMade CarverPeanutMyth WhyPeanutButterSticks PeanutAllergyFacts LegumeLesson',
    travel:
      'PeanutFarmVisit PeanutButterFestival PeanutButterCafeHunt PeanutSauceAbroad GeorgiaPeanutRoadTrip SouthernSnackTrail',
    fashion:
      'PeanutButterJellyDuo PeanutButterNeutrals PeanutButterSuedeLook PeanutButterJarCostume DressLikePeanutButter CaramelBrownPalette',
    wellness:
      'SlowPeanutButterToast PeanutButterNostalgia CeleryAndPeanutBreak PeanutButterMoodSnack PeanutButterSpoonPause PBJLunchboxMemories',
    speed:
      'PeanutButterSpreadRace PeanutButterToastIn10 PeanutCrackerStack QuickPeanutCookies AntsOnALogPeanutDash PBJAssemblyLine',
    music:
      'PeanutButterJellyRemix PeanutButterJarShaker PeanutButterStickyRap PeanutButterJingle KazooPeanutButterJam NuttyNurseryRhyme',
    art: 'PeanutButterBirdFeeder PeanutButterToastArt PeanutJarTerrarium PeanutShellOrnaments DesignAPeanutLabel PBJCollage',
    tech: 'PeanutGrindSlowMo PeanutButterStirGadget PeanutButterMachine BlenderVsPeanuts AIPeanutButterRecipe JarOpenerShowdown',
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterJellyPups PetNamedPeanutButter PuppyEyesAtPeanutJar SandwichDuoDressUp',
    gaming:
      'PeanutButterJellyCoop PeanutButterUnoStreak PeanutsAsPokerChips PeanutTriviaNight WinnerGetsPeanutCups SmoothVsCrunchyBracket',
  },
  halloween: {
    dance:
      'HalloweenZombieShuffle HalloweenSkeletonSway HalloweenCostumeChoreo ThrillerOnHalloween WitchBroomHalloweenJig MonsterMashMoves',
    fitness:
      'HalloweenMonsterCrawl HalloweenHauntedRun HalloweenGhostLunges HalloweenStepCount ZombieHalloweenHIIT PumpkinSquats',
    funny:
      'HalloweenCandyReviews HalloweenDoorbellPOV HalloweenCostumeFails LastMinuteHalloween DadTaxOnHalloween TooOldToTrickOrTreat',
    prank:
      'HalloweenSkeletonPoses HalloweenPaperBats HalloweenGooglyEyes HalloweenPumpkinDrop PlasticSpiderHalloween YouveBeenBooed',
    educational:
      'HalloweenFactOrMyth HalloweenCandyMath HalloweenWordOrigins SamhainToHalloween WhyHalloweenIsOct31 WhyWeCarvePumpkins',
    cooking:
      'HalloweenTreatBakeOff HalloweenWitchBrew HalloweenCookieDecor SpookyHalloweenPizza GhostHalloweenBananas MummyHotDogs',
    travel:
      'SalemOnHalloween HalloweenCornMaze HalloweenDecorDrive HalloweenHauntedWalk HalloweenInMexicoCity PumpkinPatchDayTrip',
    wellness:
      'CozyHalloweenNight HalloweenCandleCalm HalloweenFearJournal SlowHalloweenCarving HalloweenMovieBlanket PumpkinSpiceSelfCare',
    speed:
      'HalloweenMummyWrap HalloweenCandySort HalloweenCostumeRace HalloweenDecorDash SpeedCarveHalloween BobForApplesCount',
    music:
      'ThisIsHalloweenCover HalloweenMonsterMash HalloweenCreepyChoir HalloweenSpookyBeat GhostlyHalloweenHowl SkeletonXylophone',
    art: 'HalloweenWindowArt HalloweenMaskMaking HalloweenYarnWeb HalloweenPumpkinCarve PaperBatHalloweenWall GhostFootprintCraft',
    tech: 'HalloweenProjection AIHalloweenCostume HalloweenSmartLights HalloweenVoiceChanger HalloweenDoorbellCam AnimatronicDIY',
    pet: 'PetHalloweenCostume HalloweenDoorbellDog BlackCatHalloween HalloweenPawrade HalloweenPumpkinPup PuppyVsYardSkeleton',
    gaming:
      'HalloweenEscapeRoom HalloweenBingo HalloweenGameNight MinecraftHalloween HalloweenGamerCosplay GhostHuntCoop',
  },
  sprint: {
    dance:
      'SlowMoSprintDance SprintArmPumpStep SprintStartGroove SprintBatonTwirl FinishLineSprintJig HighKneesHype',
    fitness:
      'HillSprints SprintIntervals SprintAndPlank SprintBeachRepeats StairSprintsAtHome FlyingTenDrill',
    funny:
      'SlowMoSprintFace DramaticSprintFinish SprintForTheBus SprintInFlipFlops DadSprintsForIceCream OnYourMarksFakeOut',
    prank:
      'SprintCheerTunnel SprintMedalAmbush SprintToFinishTape SprintToASurpriseParty SecretSprintPodium ConfettiPopperWelcome',
    educational:
      'HowFastCanHumansSprint SprintStartPhysics SprintMuscleFibers SprintUsainBoltStats CheetahVsYouSprint ReactionTimeMath',
    cooking:
      'PostSprintSmoothie SprintFuelBreakfast SprintRecoveryBowl PreSprintPasta FinishLineSprintCake ElectrolyteLemonade',
    travel:
      'BeachSprint SprintEveryCity OlympicTrackSprint SprintSandDuneClimb SprintUpLandmarkSteps MarathonSidelineCheer',
    fashion:
      'SprintKitFitCheck SprintSpikesStyle SprintRetroRunShorts SprintNeonSinglet FloJoSprintNails TrackDayOutfit',
    wellness:
      'PostSprintStretch SprintRestDayRitual MorningSprintReset SprintAndBreathe SprintFoamRollerCalm CoolDownWalkGratitude',
    music:
      'SprintToTheDrop SprintChariotsOfFire PickMySprintSong SprintHypeAnthem SlowMoSprintSoundtrack OnYourMarksBeat',
    art: 'SprintMotionBlur SprintFlipbook SprintSilhouetteArt SprintClayRunner PanningShotOfASprint DrawASprinterMidStride',
    tech: 'SprintTimingApp GPSSprintSpeed SlowMoSprintReplay SprintLaserGates SprintHeartRateZones PhoneStartPistolHack',
    pet: 'SprintWithYourDog SprintPuppyChase SprintLureCourse CatMidnightDash KittenVsLaserSprint ZoomiesFinishLine',
    gaming:
      'SprintButtonIRL SprintTempleRunScore SprintMarioKartBoost StaminaBarSprint WiiSportsSprintRace TrackAndFieldGame',
  },
  boxing: {
    dance:
      'BoxingFootworkDance BoxingBobAndWeave ShadowboxingGroove BoxingJumpRopeTricks RingWalkBoxingEntrance KickboxingChoreo',
    funny:
      'BoxingRingEntrance BoxingCommentaryAtHome BoxingCornerCoachSkit BoxingWeighInStareDown ShadowboxingMyShadow RockyStepsReenact',
    prank:
      'BoxingAnnouncerIntro BoxingBellWakeUp BoxingPosterOfYou BoxingRobeDelivery FakeBoxingWeighIn EntranceMusicAmbush',
    educational:
      'BoxingPunchPhysics BoxingScoringRules BoxingWeightClasses HowBoxingGlovesWork AncientOlympicBoxing QueensberryOrigins',
    cooking:
      'BoxingGloveCookies BoxingFightNightNachos BoxingProteinBowl PostBoxingSmoothie BoxingDayLeftovers ChampionBreakfast',
    travel:
      'PhillyMuseumStepsRun BoxingThailandCamp BoxingMatchRoadTrip LocalBoxingGymDropIn OldSchoolBoxingClubs VegasBoxingFightNight',
    fashion:
      'BoxingRobeFitCheck BoxingSatinShorts BoxingBootsLineup BoxingGymLook StyleLikeABoxingChamp HandWrapColorways',
    wellness:
      'BoxingStressRelief BoxingBreathwork BoxingMindfulRounds ShadowboxingCalmDown AfterBoxingStretch PostSparringJournal',
    speed:
      'BoxingPunchCount BoxingSpeedBag BoxingComboBlitz BoxingGloveOnTimer FastestJabsInBoxing HandWrapCountdown',
    music:
      'BoxingWalkoutSong BoxingRockyThemeCover BoxingBeatPunches BoxingBellDrumline SpeedBagBoxingRhythm EyeOfTheTigerJam',
    art: 'BoxingPosterDesign BoxingGlovePainting BoxingActionSketch BoxingRingPhotography CardboardBoxingBelt SweatDropCharcoal',
    tech: 'BoxingPunchTracker BoxingSlowMo BoxingVRTraining BoxingReactionLights SmartBoxingBagTest StrikeForceMeter',
    pet: 'BoxerDogBoxing KittenPawBoxing BoxingPuppyMittGame CatJudgesMyBoxing BoxingGlovesPlushToy KangarooPlushieSpar',
    gaming:
      'BoxingPunchOutRun BoxingWiiSportsMatch BoxingRhythmGame ArcadeBoxingHighScore RockEmSockEmBoxing FightNightChampion',
  },
  bowling: {
    dance:
      'BowlingStrikeDance BowlingAlleyShuffle BowlingSpareMoves DiscoBowlingNight CosmicBowlingGroove TenPinTwist',
    funny:
      'BowlingBodyEnglish BowlingSlowRollDrama BowlingGutterStreak BowlingNameOnScreen WorstBowlingFormEver BumperLaneChampion',
    prank:
      'BowlingScreenNameSwap BowlingFakeStrike BowlingScoreboardNote BowlingBallGiftWrap BirthdayBowlingAmbush SurpriseBowlingNight',
    educational:
      'BowlingScoringQuiz BowlingOilPatterns BowlingHookSpinMath AncientEgyptBowling HowBowlingPinsReset WhyStrikesHappen',
    cooking:
      'BowlingPinCookies BowlingBallCake BowlingNightNachos BowlingAlleyFries CosmicBowlingCupcakes TenFramePizza',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryState DuckpinBowlingTrip BowlingHallOfFame BowlingOnACruiseShip CosmicLanesNightOut',
    fashion:
      'BowlingShirtFitCheck BowlingShoeStyle BowlingBagAccessory BowlingJacketLook RetroBowlingTeamTees LeagueNightOutfit',
    wellness:
      'BowlingBreatheAndRoll BowlingPreShotRoutine BowlingFriendsCatchup BowlingFamilyNight LetGoOfBowlingScores CelebrateEverySpare',
    speed:
      'BowlingSpeedGun BowlingTenFrameSprint HomeBowlingBlitz BowlingShoeTieDash BowlingBallReturnRace FastestBowlingPinReset',
    music:
      'BowlingLaneDrumroll BowlingAlleyJukebox BowlingStrikeBeat BowlingBallRollingASMR PinCrashBowlingRemix SeventiesDiscoBowl',
    art: 'BowlingPinPainting BowlingBallArt BowlingShoeSketch BowlingAlleyPhotoWalk RetroBowlingPoster VintageLaneStillLife',
    tech: 'BowlingSlowMoRelease SmartBowlingBall BowlingPinCam BowlingStatTracker BowlingVRPractice CodeABowlingScorer',
    pet: 'CatBowlingKnockdown DogBowlingBuddy BowlingPetTrick HamsterBowlingAlley TeachPuppyBowling BowlingBallPlushFetch',
    gaming:
      'WiiSportsBowling HomemadeBowlingSet BowlingPerfectGameRun BowlingBracketTourney BowlingConsoleNight StrikeStreakScore',
  },
  dj: {
    dance:
      'DJDanceBattle DJTransitionShuffle DJRequestRoutine FreezeWhenTheDJStops WeddingDJElectricSlide BassLineBounce',
    fitness:
      'DJHIITSet DJSpinClassBeats DJTempoRun DJBoothCalfRaises SquatOnEveryDJDrop BpmJumpRope',
    funny:
      'DJScratchEverything DJFaceCam WeddingDJMoves DJUncleAtTheParty DJRequestDrama HeadphoneOneEarPose',
    prank:
      'DJNameShoutout SurpriseDJSet DJKitchenRaveAmbush DJDoorbellMix DJAirHornWakeUp BassDropWelcomeHome',
    educational:
      'HowDJsMix DJVinylVsDigital DJCamelotWheel HipHopDJOrigins DJTermsQuiz BeatMatchingExplained',
    cooking:
      'DJKitchenSet DJVinylPizza DJBoothSnackBoard TurntableDJCake RemixARecipeDJStyle RecordShapedPancakes',
    travel:
      'DJRecordStoreCrawl BeachDJSet DJOnARooftop DJIbizaPilgrimage SunsetDJBoatParty BerlinClubHistoryWalk',
    fashion:
      'DJFitCheck DJBucketHatFlex DJFestivalBomber DJBoothStyle DressLikeYourFavDJ NeonRaveLayers',
    wellness:
      'DJLofiWindDown DJSunsetSet DJMorningAmbient DJChillMix SlowDJSongsForSleep SoundBathSequence',
    speed:
      'FastestDJTransition DJGenreSwitchBlitz DJSpeedMix DJCueUpDash SetUpDJDecksFast TenSongsOneMinute',
    art: 'DJFlyerDesign DJTurntablePainting DJLightProjection DJVisualArt PaintToADJSet VinylRecordCollage',
    tech: 'DJControllerSetup DJAppMix DJStemSeparation DJLightingSync AIDJBattle MidiKeyboardBuild',
    pet: 'DJKittenOnTheDecks PetDJAssistant DogDJSet DJCat DJPuppyHeadphones ParrotScratchSolo',
    gaming:
      'DJHeroHighScore DJBossFightRemix DJRhythmGame DJMixForGamers RobloxDJBooth ArcadeChiptuneSet',
  },
  closet: {
    dance:
      'WardrobeChangeDance ClosetDoorReveal ClosetMirrorMoves ClosetHangerSwing EveryOutfitInMyCloset TryOnMontageBop',
    fitness:
      'ClosetCleanoutCardio ClosetShelfStretch WardrobeBoxCarry ClosetBinSquats DeclutterClosetHIIT LaundryBasketPress',
    funny:
      'NothingToWearCloset ClosetAvalanche ClosetMysteryFinds ClosetMonsterCheck WardrobeTimeCapsule ClothesChairConfession',
    prank:
      'ClosetBalloonSurprise ClosetHangerNotes WardrobeSwapPrank GiantTeddyInTheCloset SecretClosetMakeover HiddenPlushieGreeter',
    educational:
      'ClosetOutfitMath ClosetCedarScience ClosetLaundrySymbols FabricQuizFromMyCloset HistoryOfTheCloset WashTagDecoded',
    cooking:
      'PantryClosetRecipe HallClosetSnackStash ClosetDressCupcakes ClosetColorCookies WardrobeCake HangerShapedPretzels',
    travel:
      'ClosetToSuitcase ClosetTravelCapsule ClosetHotelUnpack WardrobeOnTheRoad PackMyClosetInOneBag TenPiecesTwoWeeks',
    wellness:
      'ClosetDeclutterCalm WardrobeSparkJoy ClosetDonationDrive ClosetReset LessIsMoreCloset SlowFashionPledge',
    speed:
      'ClosetCleanoutSpeedrun ClosetColorOrderDash WardrobeSortIn10 ClosetFoldBlitz OutfitFromClosetIn30 BeatTheClockCloset',
    music:
      'ClosetVocalBooth ClosetConcert ClosetHangerChimes ClosetDoorDrumKit SingInYourCloset CoatRackBassline',
    art: 'ClosetDoorMural WardrobeMoodboard DrawMyClosetOutfits ClosetHangerSculpture ClosetRainbowPhoto ThriftedFabricCollage',
    tech: 'WardrobeAIStylist ClosetMotionSensorLED ClosetAppOrganizer VirtualClosetTryOn ClosetSmartLights OutfitRepeatTracker',
    pet: 'ClosetSockThiefDog ClosetSweaterNestCat PetPicksFromMyCloset PuppyClosetHideout WardrobeForMyPup KittenInTheShoeBox',
    gaming:
      'RankMyClosetLikeLoot ClosetCosplayBuild ClosetOutfitBingo ClosetInventoryGame ClosetSkinsShowcase CharacterSelectLook',
  },
  'fried chicken': {
    dance:
      'FriedChickenWingFlap FriedChickenBucketBop DanceForFriedChicken FriedChickenShuffle SundayFriedChickenJig FunkyChickenStep',
    fitness:
      'EarnYourFriedChicken AirFriedChickenProtein FriedChickenSundayHike FriedChickenLegDay RunToFriedChicken DrumstickCurls',
    funny:
      'FriedChickenCrunchTest FriedChickenCritic LastFriedChickenPiece FriedChickenSauceHoard MomsFriedChickenRules DrumstickVsWingDebate',
    prank:
      'FriedChickenIsCake DessertFriedChicken FriedChickenDonutDecoy SurpriseFriedChicken FriedChickenCandyWings SneakySauceSwitch',
    educational:
      'WhyFriedChickenCrunch FriedChickenBrineTest FriedChickenOilTemps KoreanVsSouthernFried FriedChickenOrigins DoubleDredgeLab',
    travel:
      'FriedChickenSeoulNight FriedChickenRoadTrip FriedChickenCrawl NashvilleFriedChicken BestFriedChickenInTown MemphisDinerStop',
    fashion:
      'FriedChickenBucketHat FriedChickenPicnicFit FriedChickenGinghamSet FriedChickenCostume DressLikeFriedChicken GoldenBrownLook',
    wellness:
      'FriedChickenSunday FriedChickenMemoryLane ShareYourFriedChicken SlowFriedChickenSupper FriedChickenPicnicCalm GrandmasRecipeStory',
    speed:
      'FriedChickenSpeedrun FriedChickenBatchRace DredgeFriedChickenFast ThirtyMinFriedChicken FriedChickenPlateDash BreadingRelay',
    music:
      'FriedChickenCrunchASMR SongForFriedChicken FriedChickenSizzleBeat FriedChickenBluesJam FriedChickenJingle SouthernSoulSingalong',
    art: 'FriedChickenPopArt FriedChickenClayModel FriedChickenStillLife FeltFriedChickenToy PhotographFriedChicken BucketLogoRedesign',
    tech: 'AirFryerVsDeepFried AIFriedChickenRecipe FriedChickenSoundMeter FriedChickenOilSensor FriedChickenSlowMo PressureCookerDemo',
    pet: 'FriedChickenPlushToy PetFriedChickenCostume PuppyEyesFriedChicken FriedChickenDogBed CatSniffsFriedChicken KittyInAnEmptyBucket',
    gaming:
      'FriedChickenTierList FriedChickenShopSim FriedChickenBossRush FriedChickenGameNight LoserBuysFriedChicken WinnerChickenDinner',
  },
  burrito: {
    dance:
      'BurritoBlanketWiggle BurritoSalsaStep BurritoRollDance HumanBurritoWorm UnwrapTheBurritoSpin GuacamoleGroove',
    fitness:
      'BurritoBlanketSitUps BurritoFuelRide BurritoCarbLoadHike EarnYourBurrito BurritoRollDownAbs TortillaTwistCrunch',
    funny:
      'HumanBurritoMode BurritoFoldFail BurritoLastBiteTragedy BurritoSizeReaction WhenTheBurritoLeaks FoilPeelStrategy',
    prank:
      'BurritoGiftWrapPrank BurritoDessertSwap BurritoMorningDropOff TuckThemInLikeABurrito GiantBurritoSurprise TortillaLoveNote',
    educational:
      'BurritoNameOrigin BurritoFoldScience BurritoRegionalStyles MissionBurritoHistory HowToRollABurrito CornVsFlourFacts',
    travel:
      'BestBurritoInTown BurritoMissionDistrict BurritoFoodTruckHunt BurritoRoadTrip HatchChileBurritoRun TaqueriaTour',
    fashion:
      'BurritoScarfWrap BurritoCostumeFit BurritoCozyLoungewear BurritoPrintSocks BlanketBurritoCape SalsaRedAccents',
    wellness:
      'BurritoBlanketCalm BurritoMealPrepSunday BurritoLunchOutside HumanBurritoNap CozyBurritoMovieNight TightHugMeditation',
    speed:
      'BurritoFoldRace WrapAHumanBurrito BurritoAssemblyLine BurritoRollClock BreakfastBurritoIn5 GuacMashTimer',
    music:
      'BurritoCrinkleASMR BurritoMariachiCover BurritoFoldBeat BurritoBlanketBallad SingToYourBurrito SalsaShakerSolo',
    art: 'BurritoCrossSection BurritoFeltCraft BurritoPlushSewing BurritoCartoonSketch DrawABurritoCharacter TortillaArt',
    tech: 'BurritoSlowMoFold BurritoAirFryerCrisp BurritoFoldingRobot BurritoCalorieScan AIInventsABurrito PaniniPressTest',
    pet: 'CatBurritoNap PetBurritoWrap BurritoCostumeDog HamsterBurritoBed BurritoSwaddledKitty TortillaBlanketPup',
    gaming:
      'GameNightBurritoBar BurritoBuildTierList BurritoBossRush OvercookedBurritoLevel BurritoBisonLaunch TaqueriaTycoonRun',
  },
  'paper airplane': {
    dance:
      'PaperPlaneTwirlCatch PaperAirplaneSwoop SpinWhilePaperFlies ArmsLikePaperAirplane PaperAirplaneDance WingTipTiptoe',
    fitness:
      'PaperAirplaneFetch PaperAirplaneSprints PaperPlaneLunges PaperAirplaneSquatToss ChaseYourPaperAirplane HallwayRetrieveLaps',
    funny:
      'PaperPlaneCrashLanding PaperAirplaneBoomerang PaperAirplaneFails MyPaperAirplaneVsDads TreeAteMyPaperAirplane OverconfidentPilotSkit',
    prank:
      'PaperAirplaneSwarm PaperPlaneMailDrop PaperAirplaneMessage PaperAirplaneAmbush BirthdayPaperAirplanes FoldedFleetWelcome',
    cooking:
      'PaperAirplaneCookies PaperAirplaneSandwich PaperPlaneNapkinFold PaperAirplanePizza TortillaPaperAirplane AviationPartyPancakes',
    travel:
      'PaperPlaneLandmarkPic PaperAirplaneHilltop PaperAirplaneAbroad AirportPaperAirplane BeachPaperAirplane KittyHawkVisit',
    fashion:
      'PaperAirplaneEarrings PaperAirplaneBrooch PaperAirplaneTee OrigamiPaperPlaneNails FoldedPaperFashion AviatorStyleFit',
    wellness:
      'PaperAirplaneLetGo PaperAirplaneWishes PaperAirplaneGratitude MindfulPaperFolding KindWordsPaperPlane FoldAndFlyCalm',
    speed:
      'PaperAirplaneFoldRace PaperAirplaneHangTime PaperAirplaneDistance PaperAirplaneRingShot TenPaperPlanesIn60 LongestGlideContest',
    music:
      'PaperPlanesMIACover PaperFoldingASMR PaperAirplaneSong PaperAirplaneLullaby WhooshPaperAirplane SingAsYourPaperFlies',
    art: 'FoldedPaperMobile PaperPlaneStopMotion PaintedPaperAirplanes NewspaperFleetCollage PaperAirplaneDesign PaperAirplaneGallery',
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo MotorizedPaperPlane DIYPaperWindTunnel PaperAirplaneFlightApp LEDWingtipBuild',
    pet: 'PaperAirplaneCatCatch PetVsPaperPlane PupChasesPaperAirplane KittenPaperAmbush HamsterPaperPilot DogRetrievesTheFlight',
    gaming:
      'PaperAirplaneGolf PaperAirplaneBullseye PaperAirplaneHorse PaperPlaneHoopLanding OfficePaperAirplaneCup CardboardRunwayGame',
  },
  hammock: {
    dance:
      'HammockSwayRoutine HammockBackyardBoogie DanceOutOfTheHammock HammockRockingTwirl AerialHammockSpin BeachBreezeBounce',
    fitness:
      'HammockAerialYoga HammockBalanceSit HammockCoreCrunch HammockRowPulls BackyardHammockCircuit SuspensionLunges',
    funny:
      'HammockEntryStruggle ThreePeopleOneHammock HammockVsDad HammockExitFail HammockNapInterrupted WhoStoleMyHammock',
    prank:
      'HammockBalloonCanopy HammockSnackDelivery HammockPillowAvalanche SurpriseHammockSetup GooglyEyeHammock FairyLightTreeWrap',
    educational:
      'HowHammocksBalance HammockMayanOrigins HammockHangAngleMath HammockTreeStrapGuide SailorsHammockHistory KnotStrengthTest',
    cooking:
      'OneHandHammockSnacks HammockIcedTea HammockFruitCups HammockSummerLemonade CampfireHammockSmores WatermelonSlushies',
    travel:
      'HammockWaterfallHang HammockBeachDay CampingInAHammock JungleHammockNight HammockWithAView HammockHostelStay',
    fashion:
      'HammockLoungeFit HammockSunhatStyle HammockKaftanFlow OutfitForHammockDay LinenInTheHammock BarefootAnkletStack',
    speed:
      'HammockSetupRace HammockPackUpSpeedrun HammockInOutDash HammockRainFlyPitch GetIntoAHammockFast KnotTieClock',
    music:
      'HammockUkuleleStrum HammockLullaby HammockBirdsongMix SingInAHammock HammockSwayBeat BackyardBreezeSong',
    art: 'HammockMacrameCraft HammockViewSketch HammockWeavingLoom MiniHammockForPlants PaintFromTheHammock DappledLightStudy',
    tech: 'HammockSpeakerSetup HammockSolarLights HammockBugNetTest HammockTimelapseSunset UltralightHammockKit CampGadgetCheck',
    pet: 'HammockCatNap PetHammockBed HammockPupSnuggle HammockDogSwing RatHammockHangout HammockKittenPeek',
    gaming:
      'HammockHandheldGaming HammockCardGameDuel HammockCrosswordDuo AnimalCrossingHammock MinecraftHammockBuild LazySundayRPG',
  },
  mechanic: {
    dance:
      'MechanicCreeperSlide MechanicWrenchDance MechanicTireRollStep MechanicalRobotMoves GarageMechanicGroove PitLaneShuffle',
    fitness:
      'MechanicTireFlip MechanicGripStrength MechanicJackPumpReps MechanicToolboxCarry WorkoutLikeAMechanic WheelbarrowPartsHaul',
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWashAndWax FakeMechanicDiagnosis ElbowGreaseMechanic FreshAirFreshenerDrop',
    educational:
      'MechanicNameThatPart MechanicTireCheck MechanicOilChange101 MechanicDashLightQuiz AskAMechanicAnything HowEnginesWork',
    cooking:
      'MechanicToolboxCake MechanicShopChiliPot MechanicLunchBox MechanicManifoldMeal CookiesForYourMechanic NutsAndBoltsTrailMix',
    travel:
      'MechanicRoadTripCheck MechanicRoute66Garages MechanicCarShowVisit MechanicFactoryTour RoadsideMechanicStory VintageAutoMuseum',
    fashion:
      'MechanicCoverallsFit MechanicNamePatchShirt MechanicBandanaStyle MechanicBootsLineup DressLikeAMechanic GreaseStainedDenim',
    wellness:
      'MechanicHandCare MechanicSundayProject MechanicFixItJoy MechanicWorkshopCalm ThankYourMechanic TinkeringTherapy',
    speed:
      'MechanicTireChangeRace MechanicSocketSortDash MechanicOilCheckSprint MechanicWiperSwap BeatTheMechanicsTime PitCrewRelay',
    music:
      'MechanicWrenchBeat MechanicAirToolRhythm MechanicEngineRevRemix MechanicWorkSong HubcapMechanicDrums RatchetClickSolo',
    art: 'MechanicScrapSculpture MechanicGearClock MechanicPartsPortrait MechanicalBirdSketch WrenchArtFromMechanic SparkPlugFigurines',
    tech: 'MechanicOBDCodes MechanicCarScannerTest MechanicEVBatteryCheck AIMechanicDiagnosis BorescopeLikeAMechanic DashcamInstallDIY',
    pet: 'MechanicShopDog MechanicPupCopilot MechanicHoodKnock CatSupervisesMechanic PetStrollerMechanic HamsterWheelRepair',
    gaming:
      'CarMechanicSimulator MechanicKartCustomizer MechanicRestorationRun MechanicRepairLevel LegoMechanicBuild JunkyardTycoon',
  },
  cycling: {
    dance:
      'BikeBellBoogie CyclingToTheBeat CyclingKitStrut SpinClassCyclingChoreo CyclistFinishLineWave ParkedBicycleTwoStep',
    funny:
      'CyclingTanLines CyclingHelmetHair CyclingVsHeadwind CyclingLycraReveal TrainingWheelsBikeRide UphillCyclistFaces',
    prank:
      'BikeBasketSurprise CyclingSaddleCover CyclingSpokeBeads CyclingBellSerenade GooglyEyeCyclingHelmet BalloonsOnTheirBicycle',
    educational:
      'HowBikesBalance CyclingGearsQuiz CyclingAerodynamics CyclingCalorieMath WhoInventedTheBicycle HowToFixAFlat',
    cooking:
      'SmoothieBlenderBike CyclingRiceCakes CyclingEnergyBars CyclingPicnicRide TourDeFranceMenu RecoveryOatBowl',
    travel:
      'CyclingCanalPath CyclingCoastRoute CyclingMountainPass BikeTrailRoadTrip AmsterdamByBicycle IslandCyclingLoop',
    fashion:
      'CyclingSockHeight CyclingFitCheck BikeHelmetDecor CyclingKitColorMatch RetroCyclingCap OfficeToBicycleOutfit',
    wellness:
      'SlowBikeSunday CyclingSunsetRide CyclingGratitudeMiles CyclingBreathCadence BicycleCommuteCalm PhoneFreePedal',
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial KidsBalanceBikeDash UphillCyclistTimer CyclingSprint',
    music:
      'BicycleRaceQueenCover CyclingBellSymphony CyclingFreewheelASMR CyclingCadenceBeat TandemBikeDuet SpinClassAnthem',
    art: 'CyclingRouteArt TireTrackBikePainting CyclingPosterPrint CyclingChainStamps CyclingPhotoEssay DrawYourBicycle',
    tech: 'EBikeTest CyclingZwiftSetup CyclingRadarLight CyclingSmartTrainer CyclingPowerMeterCheck GPSArtByBicycle',
    pet: 'DogBikeTrailer CyclingPetBasket CyclingPupCarrier CyclingHomeGreeting CatRidesOnMyBicycle HamsterWheelCyclist',
    gaming:
      'CyclingMarioKartIRL CyclingSegmentHunt CyclingBingo CyclingVirtualRace ExciteBikeHighScore PokemonBicycleRide',
  },
  sailor: {
    dance:
      'SailorHornpipe SailorJigChallenge SailorSaluteStep DanceLikeASailor SeaShantySailorStomp AnchorsAwayShuffle',
    fitness:
      'SailorRopePull SailorDeckWorkout SailorAnchorLift SailorPaddleCore TrainLikeASailor RowingSprint',
    funny:
      'SailorAhoyVoicemail SailorKnotFail SailorParrotSidekick SeasickSailorSkit PopeyeSailorImpression LandlubberOnDeck',
    prank:
      'SailorMessageBottle SailorBathtubFleet SailorCaptainHatSwap SailorTreasureHunt WakeUpCallFromASailor PirateMapSurprise',
    educational:
      'SailorKnotSchool SailorFlagSignals SailorPortStarboard SailorNauticalMiles HowSailorsNavigate WhySailorsSayAhoy',
    cooking:
      'SailorShipBiscuits SailorLifebuoyDonuts SailorChowderPot SailorsFishSupper PopeyeSailorSpinach GalleyKitchenMeal',
    fashion:
      'SailorStripesLook SailorCollarFit SailorBellBottoms SailorCapStyle DressLikeASailorMoon NauticalKnotBracelet',
    wellness:
      'SailorTideBreathing SailorHorizonGaze SailorHarborStroll SailorKnotMindfulness SleepLikeASailor SunsetOnDeck',
    speed:
      'SailorKnotRace SailorLifeJacketIn10 SailorSemaphoreIn60 SailorRopeCoil BeatTheSailorBowline RegattaDash',
    music:
      'SailorShantySingAlong SailorHornpipeFiddle SailorAccordionTune SailorWhistleCall PopeyeSailorManTheme WellermanCover',
    art: 'SailorKnotArt SailorSoapScrimshaw SailorRopeWreath SailorFlagPainting OldSailorTattooFlash ShipInABottle',
    tech: 'SailorRadioMorse SailorWeatherApp SailorMarineTracker SailorSolarSetup GPSVsSailorSextant BoatDroneShot',
    pet: 'PetSailorHat SailorPupOnDeck SailorCatAboard SailorDogPaddle SailorStripedBandana HamsterSailorBoat',
    gaming:
      'SeaOfThievesSailor BattleshipSailorNight SailorNavalStrategy SailorShipBuild SailorFishingMinigame SailorIslandHop',
  },
  mowing: {
    dance:
      'PushMowerWaltz MowingLineDance MowingEarmuffGroove MowingZigZagSteps LawnmowerMoonwalk LawnStripeShuffle',
    fitness:
      'MowingStepCount PushMowerWorkout MowingCalorieBurn MowingRakeCircuit SkipGymMowTheLawn GrassBagDeadlifts',
    prank:
      'MowingSmileyFace SecretMowingFavor MowingKidsMaze MowingHiddenGnomes MowAHeartForThem LawnMessageMowed',
    educational:
      'MowingStripesScience HowMowingBladesWork MowingHeightExperiment MowingPollinatorPatch NoMowMayExplained WhyGrassGrowsBack',
    cooking:
      'MowingDayLemonade MowingPopsicleBatch MowingIcedTeaBrew AfterMowingBBQ GrillWhileTheyMow YardWorkPicnic',
    travel:
      'HayMowingFarmVisit StadiumMowingPatterns MowingWimbledonGrass MowingMeadowHike ScytheMowingWorkshop EnglishEstateGrounds',
    fashion:
      'MowingFitCheck MowingSunHatLook MowingBootsAndShorts MowingOverallsRestyle DadMowingUniform GrassStainDenim',
    wellness:
      'MindfulMowing MowingPodcastHour MowingSunsetCalm MowingGratitudeLoop SlowSundayMowing FreshCutGrassPause',
    speed:
      'MowingBeatTheRain MowingTimeTrial MowingEdgingBlitz MowingHalfAcreClock FastestLawnmowerLap LeafBagFillDash',
    music:
      'LawnMowerHumBeat MowingWorkSong MowingEngineHarmony MowingRhythmRemix WhistleWhileMowing SprinklerTickTempo',
    art: 'MowingCheckerboard MowingCropCircle MowingSpiralPattern MowingLawnArt DroneShotOfMyMowing GrassStripeDesign',
    tech: 'RobotMowingTest MowingGPSPattern MowingBatteryShowdown MowingDroneView ElectricVsGasMower LawnAppScheduler',
    pet: 'AfterMowingZoomies MowingDayPupRoll MowingDogWindowWatch MowingKittenPorchPerch PuppyVsTheLawnmower FreshCutGrassSniff',
    gaming:
      'MowingSimSpeedrun MowingStardewScythe MowingMinecraftField MowingPatternPuzzle RealLifeMowingQuest ZeldaGrassCutting',
  },
  'meal prep': {
    dance:
      'MealPrepLidSnapStep MealPrepSpatulaSpin MealPrepShuffle MealPrepKitchenDance SundayMealPrepGroove TupperwareTango',
    fitness:
      'ProteinMealPrep GymWeekMealPrep MealPrepGroceryCarry MealPrepLungeAndStir MealPrepForLegDay SquatWhileYouPrep',
    funny:
      'MealPrepByFriday MealPrepDayFiveFatigue MealPrepFridgeTetris MealPrepExpectations LidHuntAfterMealPrep BroccoliBurnoutDiary',
    prank:
      'MealPrepLabelJokes MealPrepHiddenCookie MealPrepForAFriend MealPrepLunchNote SecretMealPrepDessert CoworkerBentoDrop',
    educational:
      'MealPrepFoodSafety MealPrepMacroMath HowLongMealPrepLasts MealPrepCostBreakdown GlassVsPlasticMealPrep BatchCookingScience',
    travel:
      'RoadTripMealPrep HotelRoomMealPrep MealPrepCampingWeek MealPrepAirportSnacks HikingDayMealPrep VanLifeBatchCooking',
    fashion:
      'MealPrepApronLook MealPrepSundayFit MealPrepLoungewear MealPrepChefBandana MatchYourMealPrepBag LunchToteStyling',
    wellness:
      'MealPrepForFutureMe MealPrepMindfulChop MealPrepSelfCare MealPrepStressFreeWeek SundayMealPrepReset NourishingBatchRitual',
    speed:
      'MealPrepSpeedrun MealPrepInAnHour MealPrepChopTimer MealPrepContainerBlitz FiveMealPrepsIn30 BeatTheClockPrep',
    music:
      'MealPrepChopBeat MealPrepSizzleASMR MealPrepKaraoke MealPrepKnifeRhythm SingWhileYouMealPrep ContainerLidDrums',
    art: 'MealPrepRainbow MealPrepFlatLay MealPrepLabelLettering MealPrepColorWheel BentoStyleMealPrep VeggieCutShapes',
    tech: 'AIMealPrepPlan MealPrepVacuumSealer MealPrepInstantPot MealPrepAppTest AirFryerMealPrep SmartScaleMacros',
    pet: 'PetSupervisesMealPrep DogMealPrepDay MealPrepKibblePortions CatWaitsDuringMealPrep MealPrepForYourPup BunnyVeggieBoxes',
    gaming:
      'MealPrepForLaunchDay GameNightMealPrep GamerMealPrep MealPrepRaidFuel MealPrepOvercookedRun CookingMamaCombo',
  },
  owl: {
    dance:
      'OwlHeadTurnDance NightOwlGroove OwlBlinkFreeze OwlWingFlutter OwlHootShuffle FlapLikeAnOwl',
    fitness:
      'OwlNeckMobility OwlPerchBalance NightOwlWorkout OwlSwoopLunges OwlWingArmCircles StretchLikeAnOwl',
    funny:
      'NightOwlVsEarlyBird OwlStareContest OwlHootImpression OwlPunsOnly OwlJudgingEyebrows WhooGoesThereSkit',
    prank:
      'HogwartsOwlPostLetter OwlDecoyOnThePorch OwlPlushPeekaboo OwlNightLightGift OwlEyesInTheWindow HootingHallwayPrank',
    educational:
      'HowOwlsTurnTheirHeads OwlPelletDissection OwlSilentFlightScience OwlSpeciesQuiz WhyOwlsHaveEarTufts OwlEyeFacts',
    cooking:
      'OwlOreoCupcakes OwlFaceToast NightOwlMidnightSnack OwlBentoLunch OwlPancakeArt BranchPretzelBites',
    travel:
      'OwlSpottingNightWalk OwlSanctuaryVisit OwlProwlTour BarnOwlFarmStay OwlRaptorCenterShow HarryPotterOwlery',
    fashion:
      'OwlRoundGlassesLook NightOwlLoungewear OwlPrintSweater OwlNecklace DressLikeAnOwl TweedProfessorStyle',
    wellness:
      'NightOwlWindDown WiseOwlJournal OwlListeningWalk OwlEyesRestBreak OwlMoonlitStillness DuskBirdsongPause',
    speed:
      'OwlSketchSpeedrun NightOwlSpeedClean OwlSpeciesIDBlitz OwlOrigamiTimer OwlHootCountdown FeatherSortDash',
    music:
      'OwlCityFirefliesCover NightOwlLofi OwlHootBeat OwlHandWhistleDuet SingWithAnOwlCall MoonlightSonataHumming',
    art: 'OwlPineconeCraft OwlRockPainting BarnOwlCharcoal OwlFeltOrnament OwlWatercolor MoonlitBirdSketch',
    tech: 'OwlNestCam OwlDuolingoStreak OwlHootIDApp OwlNightVisionTest BuildAnOwlBox ThermalScopeBirdwatch',
    gaming:
      'OwlWingspanDraft NightOwlGamingSession OwlWisdomTrivia OwlHogwartsLegacyRun DuolingoOwlLeague FeatherCollectQuest',
  },
};
