import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  garage: {
    dance:
      'GarageFloorFreestyle DanceLikeAGarageDoor 7DayGarageGrooveClub DuetMeInYourGarage OneMinuteGarageRave GarageBandBoogie GarageMoonwalkOff GarageRockHeadbang',
    fitness:
      '100RepGarageWorkout GarageWallSits TurnYourGarageIntoAGym GaragePaintCanCurls 10MinGarageSweat SiblingsVsGarageCircuit GarageFarmerCarry GarageJumpRopeCount',
    prank:
      'GarageBalloonFill 7DayGaragePrankStreak WhoParkedInMyGarage GarageGooglyEyes GarageFoilWrappedBike GarageDoorConfetti GarageStickyNoteBomb GarageSillyToolLabels',
    cooking:
      '3IngredientGarageSnacks 10MinGarageSandwich GarageNachoFaceOff GarageSaleLemonade PizzaNightInTheGarage GarageIceCreamBar PackAGaragePicnic GarageSmoothieStand',
    fashion:
      'GarageBandLook GarageSaleFitCheck GarageGrungeGRWM StyleAGarageFind3Ways GreaseMonkeyGlam MessyGarageToRunway 30SecGarageOutfitSwap DressForYourGarageGig',
    wellness:
      '5MinGarageReset GarageTinkerTime 10BreathGaragePause GarageDeclutterDay MindfulMondayInTheGarage GarageStretchBreak GarageDoorSunrise ShowUsYourGarageNook',
    music:
      'GarageBandJam GarageRockCover GaragePaintCanDrums 5ToolGarageBeat DuetFromMyGarage PlayTheGarageDoor GarageEchoSingAlong 60SecondGarageSolo',
    art: '5ThingsFromTheGarage GarageBottleCapMosaic OneHourGarageSculpture GarageDoorChalkArt DrawYourGarageBlind CanYouPaintAGarageTool GarageJunkRobot GarageCardboardDiorama',
    tech: 'GarageLEDStripGlowUp PhotoEveryGarageTool GarageBeforeAndAfter 60SecGarageStopMotion GarageCleanupTimelapse 7DayGarageVlogStreak GarageQRCodeBoxes RemixYourGarageSounds',
    pet: '30SecGarageFetch DogHearsGarageDoor HideATreatInTheGarage GarageZoomiesFaceOff GarageAgilityCourse GarageBoxCatCastle 5TrickGaragePupShow GarageHamsterMaze',
  },
  ferry: {
    dance:
      '10SecondFerryGroove FerryHornShuffle FerryTaleWaltz DuetAboardAFerry 3StepFerryBoogie FerryRockTheBoat ShowUsYourFerryMoves FerrySeatShoulderShimmy',
    fitness:
      'FerryDeckStretch FerryRideYoga 10MinFerryWorkout 50StepFerryChallenge FerryCrossingPlank SeatedFerryAbsFaceOff WhoWalksFurthestOnAFerry FerryBenchSquats',
    funny:
      'FerrySeagullStandoff CanYouHumTheFerryHorn 60SecondFerryMovieTrailer WindblownFerryHair FerryCaptainImpression HatVsFerryWind FerryTouristNarration FerrySnackQueueDrama',
    prank:
      'WeMissedTheFerry FerryPostcardSneak SeagullPlushPhotobomb FerryBinocularsNote CanYouSpotMyFerryDuck 10SecondFerryFreeze FerryTicketRiddle FerrySouvenirSwap',
    cooking:
      'FerryDeckPicnic PackAFerrySnackBox 5IngredientFerryWraps FerryChowderTasteTest FerryLunchboxFaceOff 10MinFerryBento CanYouGuessMyFerryMeal FerryThermosSoup',
    fashion:
      'StyleAFerryTee3Ways FerryWindproofFit FerrySailorStripeStrut FromCommuteToFerryChic FerryRaincoatLayering 30SecFerryOutfitChange FerryScarfFlutter HatVsFerryBreeze',
    music:
      'FerryHornRemix FerrySeaShanty 5SongFerryPlaylist FerryTaleSingAlong FerryFoghornHarmony DuetAcrossTheFerry OneMinuteFerryBeat CanYouRapAFerryTimetable',
    art: 'FerryWakePhotos FerryDeckSketch 5MinuteFerryWatercolor DrawTheFerryFromMemory 30DayFerrySketchbook KidVsParentFerryArt FerryTicketCollage FerryPostcardDoodles',
    tech: '10SecondFerryStory FerryCrossingTimelapse FerryWakeSlowMo 5ShotFerryEdit FilmAFerryInReverse FerryDayVlog FerryPanoramaPhoto ThenVsNowFerryRide',
    pet: 'FerryDogDeckDay KittyVsToyFerry ShowUsYourFerryPet FerryCatCarrierCalm FerryPuppyFirstBoat 60SecondFerryPawTour FerryWindyEarsCam 5FerrySmellsForMyPup',
  },
  'ceiling fan': {
    dance:
      'CeilingFanHairWhip SpinLikeACeilingFan CeilingFanSlowMoGroove 3SpeedCeilingFanShuffle DuetUnderTheCeilingFan CanYouOutspinCeilingFans 10SecCeilingFanFreestyle CeilingFanFreezeFrame',
    fitness:
      'CeilingFanCoolDown CeilingFanGluteBridges 7DayCeilingFanAbs PlankUnderCeilingFan ArmCirclesVsCeilingFan CeilingFanSpeedSquats 60SecCeilingFanJacks CeilingFanCardioRelay',
    prank:
      'CeilingFanGooglyEyes 7DayCeilingFanSmileys ConfettiCeilingFan DidTheCeilingFanJustWave RelabelMyCeilingFanSwitch CeilingFanFakeRemote CeilingFanFaceCutouts CeilingFanMustache',
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanShapedPizza CeilingFanPinwheelCookies 10MinCeilingFanChill PlateItLikeACeilingFan 4PieceCeilingFanWraps FridgeVsCeilingFan',
    fashion:
      'CeilingFanFlowyDress 10SecCeilingFanRunway BreezyLinenCeilingFan CeilingFanWindMachine CeilingFanHairGlowUp CanYouPoseUnderCeilingFan CeilingFanSkirtSwish HatVsCeilingFan',
    wellness:
      '5MinCeilingFanStillness CeilingFanWhiteNoise 7NightCeilingFanWindDown WatchTheCeilingFanSpin SlowSundayCeilingFan CeilingFanDaydream CeilingFanBreathingCount YogaUnderYourCeilingFan',
    speed:
      'SockMatchVsCeilingFan CountCeilingFanSpins BeforeCeilingFanStops 60SecondCeilingFanDash CeilingFanFeatherCatch CanYouOutpaceACeilingFan CeilingFanTidyBlitz CeilingFanPinwheelRace',
    music:
      'CeilingFanLullaby CeilingFanVoiceWobble CeilingFanWhirBeat DuetWithMyCeilingFan 3SpeedCeilingFanRemix OneMinuteCeilingFanSolo CanYouRapToACeilingFan CeilingFanHumHarmony',
    art: '30DayCeilingFanDoodles CeilingFanShadowPhoto CeilingFanMotionBlur SketchACeilingFan 5MinuteCeilingFanCollage PaintYourCeilingFan3Ways CeilingFanPinwheels KidsVsAdultsCeilingFan',
  },
  jazz: {
    dance:
      'JazzHandsOnTheBeat JazzSquareStep 30SecondJazzFreestyle AllThatJazzDance JazzDuetWithGrandma 7DayJazzWalk JazzySnapSway CanYouCharlestonToJazz',
    fitness:
      '10MinJazzCardio SmoothJazzCooldown SwingJazzStepUps 100SquatJazzSet JazzHandsJacks CanYouOutlastAJazzSolo JazzWorkoutDuet JazzPlankToTheBeat',
    prank:
      'JazzSerenade 7DaysOfSurpriseJazz JazzPlaylistSwap SecretJazzRingtone JazzHandsAmbush JazzScatVoicemail WhoKeepsPlayingJazz 5SecondJazzInterruption',
    cooking:
      'JazzBrunchForTwo JazzSnackBoardBuild BeignetsAndJazz CookToSmoothJazz JazzUpLeftovers 3IngredientJazzSupper DinnerInOneJazzAlbum PantryJazzImprovBattle',
    travel:
      'FindLiveJazzNearby JazzInTheParkDay 5SongJazzCityWalk JazzCafeCrawl JazzUpYourCommute JazzRecordStoreDig 1HourJazzStreetTour TakeMeToAJazzFest',
    wellness:
      'JazzAndTea SoulfulJazzSunday SlowJazzMorning SmoothJazzUnwind JazzBreathingBreak JazzNoWrongNotesDay 7SongJazzWindDown 5MinuteJazzStretch',
    art: 'JazzPosterArt DrawAJazzSongBlind JazzCollageCover PaintToJazzMusic AbstractJazzCanvas JazzDoodleDuel 5MinuteJazzScribble 30DayJazzSketchbook',
    gaming:
      'JazzMusicalChairs JazzNameThatTune JazzFreezeDance 5SecondJazzQuiz JazzHandsSimonSays FamilyJazzTriviaBattle CanYouBeatMyJazzStreak ImprovJazzRelay',
  },
  'hot dog': {
    funny:
      'HotDogSandwichDebate HotDogFingerIllusion HotDogCondimentCourt BunToHotDogRatio 10SecondHotDogPitch KetchupVsMustardHotDogs HotDogOrDachshund NarrateAHotDogsLife',
    travel:
      'HotDogStandTour OneHotDogPerTown ShowUsYourLocalHotDog BallparkHotDogRanking CanYouSpotABargainHotDog HotDogToppingsHunt NewYorkVsChicagoHotDog HotDogFoodTruckFind',
    fashion:
      'StyleAHotDogTee3Ways HotDogPrintShirt KetchupVsMustardHotDog MatchingHotDogPJs 7DayHotDogAccessory HotDogColorsOutfit HotDogLookGlowUp HotDogSocksAndSneakers',
    wellness:
      'HotDogPicnicPause MindfulHotDogMonday 10MinHotDogLunchWalk BackyardHotDogCalm HotDogSlowBite ShareAHotDogWithNeighbors 7DayHotDogGratitude HotDogSunsetPorch',
    music:
      'HotDogJingle 30SecondHotDogOpera DuetAboutHotDogs RapYourHotDogOrder HotDiggityDogSong HotDogBeatboxBattle HotDogBallad HotDogKazooAnthem',
    art: 'HotDogPopArt 5MinuteHotDogClay PaintYourPetHotDogStyle HotDogCondimentArt 30DayHotDogDoodles SketchAHotDogBlind HotDogFlipbook KidVsParentHotDogMascot',
    pet: '30SecondHotDogSniffHunt 7DayHotDogTrickClub HotDogPlushFetch CatInAHotDogPillow ShowUsYourHotDogPup HotDogToyTugOfWar DachshundVsHotDogSqueaker HotDogKittyTunnel',
    gaming:
      '60SecondHotDogQuiz HotDogCharadesRelay BallparkHotDogToss 10RoundHotDogTrivia HotDogToppingDice HotDogBuildOff WhoCanBalanceAHotDog HotDogMemoryMatch',
  },
  'fried chicken': {
    dance:
      'FriedChickenWingFlap FriedChickenBucketBop DanceForFriedChicken 30SecFriedChickenGroove DoTheFunkyFriedChicken FriedChickenDrumstickDrop FriedChickenFaceOff DuetMyFriedChickenMove',
    prank:
      'FriedChickenIsCake FriedChickenRubberToy 5SecFriedChickenSwitch FriedChickenBoxOfSalad WhoAteMyFriedChicken FriedChickenBucketCookies FakeoutFridayFriedChicken DrawFriedChickenForDinner',
    fashion:
      'FriedChickenBucketHat DressLikeFriedChicken FriedChickenRunway FriedChickenPicnicGingham StyleFriedChickenTee3Ways FriedChickenGoldenHourFit 7DayFriedChickenColors CrispyVsSaucyFriedChicken',
    music:
      '30SecondFriedChickenSong FriedChickenJingle FriedChickenRapBattle OdeToFriedChicken DuetForFriedChicken SpitAFriedChickenVerse FriedChickenKazooSolo CanYouBeatboxFriedChicken',
    art: 'FriedChickenPopArt FeltFriedChickenToy FriedChickenStillLife 5MinuteFriedChickenClay FriedChickenDoodleDuel DrawFriedChickenEyesShut PaperMacheFriedChicken 30DayFriedChickenSketches',
    tech: 'AirFryerVsFriedChicken FriedChickenSlowMo 10SecondFriedChickenEdit CanYouASMRFriedChicken FriedChickenTimelapse FriedChickenLikeAnAd FriedChickenStopMotion GlowUpYourFriedChicken',
    gaming:
      'LoserBuysFriedChicken FriedChickenTierList 60SecondFriedChickenQuiz FriedChickenBlindTaste 3RoundFriedChickenGame FriedChickenWishbone FriedChickenCharades FamilyFriedChickenFaceOff',
  },
  'fire truck': {
    fitness:
      'FireTruckBootcamp FireTruckStarJumps 10MinFireTruckDrill SquatEveryFireTruckSiren 7DayFireTruckFitness FireTruckHoseRelay ToyFireTruckPushUps FireTruckBearCrawl',
    prank:
      '7DaysOfSecretFireTrucks FireTruckBananaDoodle HideAToyFireTruck WhoParkedThisFireTruck 10SecFireTruckSwitch FireTruckFridaySurprise FireTruckInTheirShoe FireTruckCakeFakeout',
    cooking:
      '10MinFireTruckSnack WatermelonFireTruck 5IngredientFireTruckToast MakeAFireTruckSandwich FireTruckCupcakes FireTruckBento FireTruckPizzaBuild FireTruckFruitPlatter',
    fashion:
      'FireTruckRedOutfit 30SecondFireTruckFit FireTruckRainBoots DressLikeAFireTruck 7DayFireTruckColors FireTruckStripeStyle KidVsDadFireTruckLook FireTruckPajamaParade',
    music:
      'FireTruckSirenSong FireTruckSingAlong BeatboxAFireTruck 10SecFireTruckJingle FireTruckWeeOooRemix DuetWithYourFireTruck 5PotFireTruckDrumline FireTruckKazooBand',
    tech: 'FireTruckStopMotion 10SecondFireTruckFilm 7DayFireTruckVlog CanYouSlowMoAFireTruck FireTruckSoundEffectMix ToyFireTruckPhonePOV FireTruckPhotoEditOff FireTruckGreenScreen',
    pet: 'FireTruckBallFetch FireTruckDalmatianPose FireTruckPlushTug 30SecondFireTruckToyHunt PupVsFireTruckSqueaker KittyCardboardEngine ShowUsYourFireTruckPet FireTruckHamsterHideout',
  },
  apron: {
    dance:
      '30SecondApronGroove ApronStringsShuffle ApronSwishSway ApronOnBeatDrop DuetMeApronStyle CanYouDanceInAnApron ApronWaltzWithWhisk ShowUsYourApronMoves',
    fitness:
      '10MinApronWorkout ApronWallSits KneadThenSquat 50RepApronChallenge CanYouPlankInAnApron ApronKitchenCircuit ApronUpBurpees ApronRelayRace',
    travel:
      '5CitiesOneApron ApronSouvenirHunt MarketToKitchenTour PackAnApron ApronPicnicInThePark HomeVsAwayApronDish WanderlustWednesdayApron ApronBakeryDayOut',
    fashion:
      'ApronFitCheck ApronAsAWrapSkirt ApronOverEverything 30SecondApronRunway StyleOneApronFiveWays 7DayApronLookbook ThriftedApronGlowUp ApronVintageFind',
    tech: 'ApronPhonePocketHack 60SecondApronMealReel ApronToPlateTimelapse HandsFreeVoiceCooking ApronCamPOV 7DayApronVlog ApronSlowMoPancakeFlip AIRecipeVsMyApron',
    pet: 'ApronDogBiscuitBake ApronCatSupervisor 7DayApronPupClass ApronPocketTreatTrick 30SecApronHighFive KitchenMatSitStay ShowUsYourApronHelper ApronLeaveItLesson',
    gaming:
      'ApronsUpCookOff ApronChefCharades 60SecondApronPantryDash 3RoundApronRecipeRace ApronMysteryIngredient CanYouGuessMyApronDish PassTheApronRelay ApronBlindTasteQuiz',
  },
  'water balloon': {
    fitness:
      'WaterBalloonSquatToss WaterBalloonLungePass WaterBalloonPlankHold 100WaterBalloonCatches RelayWithYourWaterBalloon CanYouBurpeeAWaterBalloon WaterBalloonWallSit 30SecWaterBalloonSprint',
    funny:
      'WaterBalloonSlowMo 10SecWaterBalloonDrama WaterBalloonWontPop WaterBalloonBetrayal DadVsWaterBalloon WaterBalloonKnotStruggle CanYouCatchAWaterBalloon NarrateYourWaterBalloon',
    cooking:
      'WaterBalloonIceBowl 3StepWaterBalloonMolds WaterBalloonChocCups 10MinWaterBalloonDessert FrozenWaterBalloonPops WaterBalloonCupcakes WaterBalloonTreatBattle MakeAWaterBalloonLollipop',
    wellness:
      'WaterBalloonCoolDown WaterBalloonSensory WaterBalloonGiggles SqueezeAWaterBalloon 5BreathWaterBalloonPop 1MinuteWaterBalloonCalm WaterBalloonWorryToss SplashySundayWaterBalloon',
    art: 'WaterBalloonSplatter WaterBalloonBurstPhoto WaterBalloonIceOrbs WaterBalloonStamping 5MinWaterBalloonPainting 3ColorWaterBalloonArt DoodleYourWaterBalloon MomVsMeWaterBalloon',
    gaming:
      '20PassWaterBalloonStreak WaterBalloonVolleyball WaterBalloonBullseye WaterBalloonTag DontDropTheWaterBalloon 60SecWaterBalloonRelay CanYouJuggleWaterBalloons WaterBalloonTossAndCatch',
  },
  locker: {
    dance:
      'LockerHallwayDance LockerComboShuffle 10SecLockerGroove DuetAtYourLocker CanYouMoonwalkPastLockers LockerShimmyShake PopAndLocker 7DayLockerFreestyle',
    cooking:
      'LockerSnackStash 3IngredientLockerMuffins 5MinLockerTrailMix LockerLunchBento LockerGranolaBars NoMeltLockerTreats PackALockerPicnic KidVsParentLockerBites',
    travel:
      'LockerPostcardWall LockerDreamDestinations LuggageLockerCityDay 4HourLockerAdventure StashAndExploreLocker 3StopsFromTheLocker WhereWillMyLockerGo ShowUsYourTravelLocker',
    fashion:
      'LockerMirrorFitCheck LockerFirstDayLook StyleALockerScarf3Ways 30SecLockerHairFix LockerUniformFlair 7OutfitsFromMyLocker FunkyFridayLocker LockerHoodieSwap',
    wellness:
      'LockerAffirmations LockerKindNotes 3BreathsAtYourLocker 1MinuteLockerReset FriendPhotosInMyLocker LeaveALockerCompliment LockerPepTalk MotivationMondayLocker',
    tech: '10SecLockerStopMotion LockerTechKitReveal SaveYourLockerCombo 7DayLockerPhotoStreak PhoneVsPaperLockerPlanner LockerOrganizerHack LockerLEDStrip LockerQRCodeTour',
  },
  mechanic: {
    dance:
      '30SecMechanicFreestyle MechanicWrenchDance GarageMechanicGroove MechanicalMoonwalk DuetLikeAMechanic 5MoveMechanicRoutine MechanicTwistAndShout CanYouOutdanceMechanics',
    fitness:
      '10MinMechanicWorkout MechanicGripStrength MechanicToolboxCarry MechanicTireRollRelay 7DayMechanicCore ElbowGreaseCircuit MechanicSquatAndReach CanYouPlankLikeAMechanic',
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWrenchCookies MyMechanicSaysItNeedsAHug MechanicPlushHelper WhoCalledTheMechanic MechanicStickyNoteWrap MechanicMischiefMonday',
    cooking:
      'MechanicToolboxCake 10MinMechanicLunchbox MechanicGearCookies CookiesForYourMechanic NutsAndBoltsTrailMix MechanicSnackFaceOff 3IngredientMechanicBites MechanicWrenchBrownies',
    pet: '7DayMechanicPawHelper MechanicPupCopilot MechanicCheckForKitties PetBedGlowUpMechanic ShowUsYourMechanicBuddy MechanicScratchPostBuild 60SecMechanicTreatHunt MechanicSqueakyToyFix',
    gaming:
      'MechanicCarPartsBingo 10SecondMechanicPitStop MechanicGearPuzzle MechanicSoundCharades NameThatMechanicTool 5RoundMechanicTrivia MechanicQuizRelay CanYouBeatTheMechanic',
  },
  ruler: {
    fitness:
      'RulerReflexDrill SitAndReachRuler RulerStraightPlank RulerStepOverHops 7DayRulerFlexibility RepsByTheRuler 30SecRulerBalance RulerCatchFaceOff',
    funny:
      'RulerTwangSoundEffects BendyRulerWobble InchesVsCentimetersRuler CrownedRulerForADay HowManyRulersIsDad 10SecondRulerKingSpeech RulerMeasuresEverything RulerOfTheRemote',
    cooking:
      'RulerPerfectBrownies 10MinRulerLunchbox EvenSlicesWithARuler EyeballVsRulerCookies RulerSandwichSquares RulerToastSoldiers RulerPancakeDiameter RollDoughToTheRuler',
    music:
      'RulerTwangCover DeskRulerBassline 30SecRulerSolo PlayAScaleOnARuler 5RulersOneSong RulerOrchestra RulerKazooDuet CanYouBeatboxWithRulers',
    art: 'RulerOnlyDrawing RulerLineOpArt RulerGeometricMandala 5MinuteRulerCityscape WriteYourNameRulerStyle NoFreehandAllowed 30DayRulerSketchbook KidVsAdultRulerPortrait',
    gaming:
      'RulerFlickFootball 60SecRulerDominoes DeskGameRulerGoals RulerHockeyFaceOff CanYouLandTheRulerFlip BuildARulerBridge RulerBalanceTower RulerCoinSlide',
  },
  winter: {
    travel:
      '5WinterSightsInMyTown WinterMarketCrawl WinterTrainRide WinterWonderlandWalk 48HourWinterEscape ShowUsYourWinterView CoziestCafeThisWinter WinterMuseumAfternoon',
    wellness:
      'CozyWinterRitual WinterSunriseWalk WinterBlanketReading WinterHibernationMode 5MinuteWinterStretch 30DayWinterWellbeing WinterGratitudeJar SlowWinterSunday',
    music:
      'WinterSleighBellJam WinterBootCrunchBeat KidsVsParentsWinterSong WinterKazooSymphony OneMinuteWinterRap DuetByTheWinterWindow 5TrackWinterPlaylist WinterCarolHarmony',
    tech: '30DayWinterPhotoStreak 60SecondWinterWalkVlog WinterTimelapseSnow WinterSnowfallSlowMo WinterSnowflakeMacro ThenVsNowWinterView WinterForecastFaceOff CanYouTextInWinterMitts',
    pet: '7DayWinterPetTricks WinterSnowZoomies KittensFirstWinter PuppyCatchesSnowflakes WinterWindowWatchCat WinterBlanketBurrow 60SecWinterFetchRace ShowUsYourWinterNapper',
  },
  tea: {
    dance:
      '10SecTeaBreakGroove TeaPinkyWaltz TeaTrayTango LittleTeapotDance SipAndSwayTeaDuet TeacupTwirl TeaPartyConga CanYouBopLikeATeaBag',
    fitness:
      '10SquatTeaBreak TeaSteepPlank StretchBeforeYourTea GreenVsBlackTeaWorkout TeaTimeTabata WallSitTillTeaCools TeaWalkAroundTheBlock TeaTinBicepCurls',
    music:
      '30SecondTeaJingle TeacupClinkBeat TeaSpoonXylophone LittleTeapotCover 5CupTeaMelody TeaForTwoDuet CanYouRapATeaRecipe SingYourTeaOrder',
    tech: 'TeaSwirlTimeLapse AIBlendsMyTea 10SecondTeaReel CanYourPhoneNameThisTea SlowMoTeaPour TeaLeavesUnfurlUpClose 7DayTeaPhotoStreak TeaStopMotionSteep',
    gaming:
      'TeaLeafSniffGuess TeaPartyCharades 60SecondTeaQuiz TeacupPong LoserBrewsTheTea CanYouNameThatTea GreenVsBlackTeaBattle TeaBagTicTacToe',
  },
  'guinea pig': {
    fitness:
      'GuineaPigPopcornJumps GuineaPigObstacleRun 10MinGuineaPigWorkout GuineaPigPlankWatch 7DayGuineaPigCardio SquatPerWheek HopLikeAGuineaPig CanYouOutlastGuineaPigs',
    prank:
      'GuineaPigPlushSwap GuineaPigCardboardTwin WhoLetTheGuineaPigOut BagRustleGuineaPig GuineaPigSqueakRingtone 7DaysOfGuineaPigCameos GuineaPigPhotobomb GuineaPigLettuceNote',
    fashion:
      'MatchYourGuineaPig GuineaPigPrintPajamas StyleAGuineaPigTee3Ways 7DayGuineaPigColors 30SecGuineaPigOutfit GuineaPigSocksLook GuineaPigFitGlowUp GuineaPigEarsHeadband',
    tech: 'GuineaPigPetCam AppTranslatesGuineaPig GuineaPigTimelapse 10SecondGuineaPigReel GuineaPigFaceSwap 7DayGuineaPigVlog GuineaPigSlowMoHops DubYourGuineaPigsVoice',
    gaming:
      'GuineaPigMazeLevels GuineaPigTreatPuzzle 60SecondGuineaPigQuiz GuineaPigHayHunt CanYouOutsmartGuineaPigs PopcornHighScore KidsVsGuineaPigTrivia GuineaPigPickACup',
  },
  spicy: {
    funny:
      'RateMyDayOnASpicyScale SpicyNanaStorytime SpicyFoodSoapOpera SweetVsSpicyPersonality 30SecondSpicyRant MildSpiceConfession SpicyWingsWhisperReview WhosTheSpicyFriend',
    travel:
      'SpicyStreetFoodHunt 1SpicyDishPerCity SpicySnackSouvenirHunt 48HourSpicyTownTour SpicyNoodlesNearMe OrderSpicyLikeALocal HomeVsAwaySpicyPick SpicyFarmersMarketFind',
    wellness:
      'SpicyChaiSlowSip SpicyGingerTeaRitual 7DaySpicyMealPrep SpicySoupSunday MindfulSpiceSniff 10MinSpicyDanceBreak WhatsYourSpicyComfort MorningGlowUpSpicyStyle',
    pet: 'SpicyCatAttitude SpicyKittenSideEye SpicyPepperPlushFetch IsYourPetSpicyOrSweet ShowUsTheSpicyPup ZeroToSpicyZoomies 10SecondSpicyBarkBack SpicyVsSleepyBunny',
    gaming:
      '60SecondSpicyEmojiQuiz SpicyDishCharades CanYouGuessTheSpicyLevel SpiceUpGameNight MildToSpicyComeback SpicyQuestionRelay SpicyTriviaShowdown SpicyWildCardRound',
  },
  thunderstorm: {
    prank:
      'ThunderstormPillowFort ThunderstormMovieSurprise CanYouSummonAThunderstorm IncomingThunderstormHugs 5SecThunderstormDrumroll ThunderstormComicStash ThunderstormTreatDrop ThunderstormRainGearPrank',
    travel:
      'ThunderstormMuseumDay SaveAThunderstormTrip ThunderstormBookshopStop 1HourThunderstormDetour 5FreeThunderstormEscapes ThunderstormCafeHideout ThunderstormWindowSeat SunnyVsThunderstormPlans',
    tech: 'ThunderstormTimelapse 10SecondThunderstormReel TrackTheThunderstorm HowFarIsThunderstorm ThunderstormForecastDuel 7DayThunderstormLog ThunderstormBeatRemix ThunderstormVoiceMemo',
    pet: 'ThunderstormPetCalm ThunderstormDogBlanket BuildAThunderstormDen ThunderstormKittenCuddles UnderTheBedSquad 5TreatThunderstormGame ThunderstormLickMat 30MinThunderstormPlaylist',
    gaming:
      'ThunderstormCardNight 60SecondThunderstormQuiz ThunderstormStoryDice CanYouBeatTheThunderstorm SiblingsVsThunderstorm 5RoundThunderstormGames ThunderstormBlockTower ThunderstormCharades',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkMicFreestyle 10SecondForkGroove DuetMeForkStyle CanYouTwirlLikeAFork SaladForkSalsa ForkConductorSway',
    fitness:
      'ForkInTheRoadRun 10MinForkWorkout 50RepForkLift ForkBalanceSquats ForkTapPlank SpoonVsForkFaceOff LungeToYourForkDrawer ForkDownWalkBreak',
    fashion:
      'ForkBraceletDIY ForkHairPin 7DayForkStyleStreak PrintATeeWithAFork ForkAndSpoonFitCheck ThriftStoreForkGlowUp 30SecondForkAccessory ForkRingUpcycle',
    tech: 'ForkPhoneStandHack ForkDropSlowMo ForkWalksInStopMotion 10SecondForkReel 7DayForkFoodPics CanYourAppTuneAFork SpoonVsForkMacroShot ForkMagicTrickEdit',
    gaming:
      '60SecondForkSort ForkTowerTopple CanYouBalanceTwoForks ForkPickUpSticks ForkTicTacToe ForkTriviaFaceOff GuessTheForkShadow 5RoundForkMemory',
  },
  toddler: {
    prank:
      'ToddlerBubbleParade CanYouOutpeekabooAToddler ToddlerHideTheShoes ToddlerPranksDad GotYourNoseToddler ThreenagerTrickster ToddlerHatSwap ToddlerBackwardsDay',
    cooking:
      'ToddlerMakesPizza ToddlerPacksLunch 3IngredientToddlerSnack 10MinToddlerTreats DadVsToddlerSandwich LittleHandsBigMess ToddlerTasteTest ToddlerWashesVeggies',
    travel:
      'ToddlerRatesTheZoo TravelWithAToddler 5ParksOneToddler ToddlersFirstBusRide 1HourToddlerAdventure ToddlerTourGuide ToddlerPicksTheRoute ShowUsYourToddlersView',
    pet: '7DayToddlerKittyHelper ToddlerPuppyStoryTime ThenVsNowToddlerAndPup 2MinuteToddlerBrushing ToddlerFeedsTheCat CanYourToddlerPetGently ToddlerTeachesATrick ToddlerTossesTheBall',
  },
  pizza: {
    prank:
      'PizzaLookalikeCake PizzaBoxFullOfVeggies PizzaEmojiOnlyTexts DessertPizzaSwap SpellItInPepperoni WhoOrderedThisPizza PizzaStickerSneak 7DayPizzaPranks',
    fashion:
      'PizzaNightFitCheck StylePizzaPrint3Ways DressLikeAPizzaSlice PepperoniPolkaDots 30SecPizzaOutfitChange PizzaSocksStyling PizzaBoxRunway CheeseVsVeggiePizzaLook',
    pet: 'PizzaBoxCatBed PizzaPlushFetch 30SecPizzaSqueakyHunt 7DayPizzaToyTricks PizzaPuzzleFeeder KittyVsPizzaPillow PizzaSliceSnuffleMat ShowUsYourPizzaPup',
    gaming:
      '60SecondPizzaQuiz FamilyPizzaBoxBattle WinnerPicksPizza GuessThePizzaTopping PizzaPartyCharades PizzaSliceTicTacToe 3RoundPizzaDraft PizzaWouldYouRather',
  },
  juggling: {
    funny:
      'DadTriesJuggling 10SecondJugglingDrama RubberChickenJuggling JugglingFails JugglingWithOvenMitts JugglingDropsOnly JugglingNarrator MomVsKidsJuggling',
    educational:
      'JugglingMath 30DayJugglingProgress HowToJuggleThreeBalls JugglingParabolaPhysics JugglingFromZero LearnToJuggleWithScarves 5MinuteJugglingLesson CanYouExplainJuggling',
    art: '5MinuteJugglingDoodle DrawAJuggler DIYJugglingBalls JugglingStopMotion JugglingPatternSketch 30DayJugglingComic PaintYourJugglingHero JugglingShadowArt',
    gaming:
      '60SecondJugglingCount JugglingTrickBattle JugglingHighScore 100CatchJugglingStreak JugglingNoDropRun CanYouCopyMyJuggling JugglingPassingDuel SimonSaysJuggling',
  },
  stapler: {
    dance:
      'StaplerChompStep MoveLikeAStapler 10SecStaplerGroove StaplerOfficeConga DuetWithYourStapler CanYouDanceToStaplerBeats StaplerJawPop StaplerClickClackTwirl',
    art: 'StaplerFlipbook MosaicOfStaples StaplerPaperSculpture StaplerStitchedZine DrawTheRedStapler 1HourStaplerBook 5SheetStaplerCreature CanYouBuildWithAStapler',
    tech: '10SecondStaplerReel StaplerSlowMoSnap 7DayStaplerStory StopMotionStaplerChomp StaplerClickASMR StaplerVsHolePunch AIRedesignsTheStapler RemixYourStaplerSound',
    gaming:
      'StaplerShuffleboard 60SecondStaplerStack CanYouFindTheStapler OfficeOlympicsStapler StaplerHotPotato StaplerQuizRelay StaplerHideAndSeek 5RoundStaplerTrivia',
  },
  bowling: {
    cooking:
      'BowlingPinCookies BowlingBallCake CosmicBowlingCupcakes 10FrameBowlingBites BowlingSpareRibs 30MinBowlingPartyPlatter BowlingBananaSplit HomeVsAlleyBowlingSnack',
    fashion:
      'BowlingShirtFitCheck BowlingShoesOnTheStreet RetroBowlingTeamTees StyleBowlingStripes3Ways DressedToStrike BowlingBagAsPurse ThriftedBowlingGlowUp 7DayBowlingLookbook',
    wellness:
      'BowlingBreatheAndRoll 3ComplimentBowlingRound SlowSundayBowling CelebrateEverySpare BowlingGutterGrace BowlingWithoutScores BowlingPhoneFreeGame 10MinBowlingStretch',
    music:
      'BowlingLaneDrumroll 10SecBowlingJingle DuetForBowlingNight PinCrashBowlingRemix RockAndBowl BowlingStrikeUpTheBand BowlingBeatboxBattle 5SongBowlingPlaylist',
  },
  plumber: {
    dance:
      'PlumberPlungerDance PlumberOverallsStrut 30SecPlumberGroove DuetMePlumberStyle CanYouShuffleLikeAPlumber 5StepPlumberRoutine PlumberMoonwalk PlumberBucketBoogie',
    wellness:
      'PlumberGratitudeNote PlumberKneeCare PlumberBackStretch 5MinutePlumberReset 7DayPlumberMobility LetItDrain PlumberPostureCheck ThankAPlumberThursday',
    tech: '10SecondPlumberHack FilmYourPlumberWin PlumberDripSlowMo AIPlumberDiagnosis PlumberJobTimeLapse PlumberVideoCallFix PlumberTutorialVsMe 7DayPlumberTipStreak',
    gaming:
      'PlumberPipePuzzle PlumberLeakyCupRelay PlumberCharades 60SecondPlumberQuiz CanYouBeatThePlumber PlumberPlungerRingToss KidsVsPlumberTrivia 5RoundPlumberMemory',
  },
  toilet: {
    fitness:
      'ToiletRollSquatToss ToiletTubeHurdles ToiletPaperPlankStack 10MinToiletBreakCircuit PassTheToiletTissueRelay 50RepToiletWorkout ToiletCleaningCardio CanYouHopAToiletTower',
    fashion:
      'ToiletPaperGownContest ToiletRollRunway ToiletTubeBangles TPCouture 10MinToiletWrapDress ToiletTissueVeil KidsVsAdultsToiletStyle CanYouRockToiletChic',
    art: 'ToiletTubeOwls ToiletPaperSculpture ToiletSignRedesign 10MinToiletCritters 30DayToiletArtStreak KidVsGrandpaToiletCastle ToiletTissueRoses MakeAToiletRollZoo',
    gaming:
      'ToiletRollBowling 60SecondToiletQuiz 10TubeToiletTower ToiletPaperToss ToiletLidTicTacToe FamilyToiletTriviaBattle ToiletTierList PlungerPassToiletRelay',
  },
  tulip: {
    music:
      '30SecondTulipSong TulipKazooSerenade TulipTiptoeCover SingToYourTulips TulipsFromAmsterdam DuetWithATulip HumForTheTulips 5NoteTulipTune',
    tech: 'TulipBloomTimelapse TulipPhotoEditGlowUp 10SecondTulipReel 7DayTulipGrowthLog AIDesignsATulip TulipStopMotion CanYouShootTulipsInMacro PhoneScanTulip',
    pet: '30SecTulipTreatHunt TulipPlushFetch KittyVsPaperTulip TulipPuppySketch TulipPawArtCard FeltTulipCatToy DrawYourPupWithTulips TulipsOutOfPetReach',
    gaming:
      'TulipPetalLovesMeNot TulipScavengerHunt TulipColorTag TulipBingoWalk 60SecondTulipQuiz CanYouCountTheTulips FamilyTulipTriviaBattle DrawATulipBlindfolded',
  },
  bathtub: {
    dance:
      'BathtubSongHandJive BathtubBubbleBop BathtubSpongeSway DuetWithYourBathtubDuck RubADubGroove BathtubRowBoatMoves BathtubJellyfishArms BathtubFingerWaves',
    prank:
      'BathtubGnomeGuest BathtubFullOfBalloons ToySharkInTheBathtub WhoOwnsThisBathtubDuck 50PaperFishBathtub BathtubFoamLetters BathtubPlushieParty FunnyFaceBathtubFriday',
    art: 'BathtubCrayonArt 5MinuteBathtubSketch FlowerFilledBathtub BathtubSoapFingerPaint DrawYourDreamBathtub BathtubTileMosaic 30DayBathtubDoodles MarbledPaperBathtub',
    pet: '7DayBathtubTreatTraining CatInTheEmptyBathtub BathtubLickMatTrick 10SecondPostBathtubShake KittyVsBathtubDuck BathtubZoomiesAfter BathtubTowelBurrito ShowUsYourBathtubBuddy',
  },
  reading: {
    fitness:
      'CanYouSquatWhileReading ReadingPlankPage 30MinReadingWalk ChapterPerMile 7DayReadingWorkout ReadingWallSit ReadingInTreePose ReadingStretchBreaks',
    prank:
      '10SecReadingFreeze ReadingDustJacketSwap WhoIsReadingMyBook UpsideDownReadingPrank ReadingGlassesGooglyEyes ReadingFakeSpoiler 7DayReadingSurprises ReadingBookmarkShift',
    travel:
      'ReadingAroundTheWorld ReadingSpotsInMyCity ReadingCafeHop BookshopCrawl ReadWhereItsSet 5CountryReadingList 24HourReadingGetaway ShowUsYourReadingView',
  },
  mexico: {
    dance:
      'MexicoFolkloricoDance MexicoCumbiaSway 30SecondMexicoGroove 7DayMexicoFootwork MexicoSkirtTwirl LaBambaMexicoStyle DuetWithAbuelaMexico MexicoZapateadoTap',
    fashion:
      'MexicoEmbroideryTryOn MexicoMarketHaul MexicoRebozoWrap StyleAMexicoBlouse3Ways MexicoFlowerCrownDIY 7DayMexicoColors StyledInMexico 30SecMexicoOutfitFlip',
    pet: 'ShowUsYourMexicoBuddy PetsOfMexico 30SecMexicoTreatHunt PupVsMexicoPinata 7DayMexicoTrickClub MexicoPetNameReveal MexicoCactusPlushFetch MexicoSunnyPatioNap',
  },
  hamster: {
    prank:
      'HamsterPlushSwap HamsterCheeksPhotobomb IsThatARealHamster GooglyEyesHamsterBall MiniatureBirthdayBash HamsterDoodleFridgeNote FunnyFridayHamster HamsterFilterVideoCall',
    cooking:
      '10MinHamsterCookies HamsterFaceOnigiri HamsterSafeVeggieBowl MacaronHamsters 3StepHamsterPancakes HamsterBreadRolls HamsterCakePops CanYouMakeAHamsterBun',
    gaming:
      'HamsterObstacleCourse 60SecondHamsterQuiz CanYouOutsmartAHamster HamsterTreasureHunt KidsVsHamsterTrivia HamsterMazeEscape 5RoundHamsterCharades HamsterCardboardArena',
  },
  backyard: {
    fitness:
      'BackyardBootcamp BackyardLawnSprints 10MinBackyardHIIT BearCrawlTheBackyard 100SkipBackyardStreak RakeAndShakeCardio FamilyBackyardRelay BackyardWheelbarrowWalk',
    cooking:
      'BackyardIcePopParty 10MinBackyardPicnic BackyardPizzaNight BackyardLemonadeStand 3IngredientBackyardSnack CookWhatsInYourBackyard KidsVsDadBackyardSalad BackyardHerbPesto',
    gaming:
      'CaptureTheFlagBackyard BackyardTreasureHunt BackyardFlashlightTag BackyardChalkChess 60SecondBackyardDash KidsVsParentsBackyard CanYouBeatMyBackyardScore BackyardHopscotchRound',
  },
  arcade: {
    prank:
      'ArcadeTicketSurprise ArcadeHighScoreMessage ArcadeSillyInitials ArcadeGameOverWakeUp LeaveTokensForKids WhoBeatMyArcadeRecord HomeArcadeTakeover 100PaperArcadeTickets',
    fashion:
      'ArcadeNeonFit ArcadeRetroJacket 7DayArcadeStyle InsertCoinArcadeTee ArcadePixelMakeup 30SecArcadeOutfitSwap ShowUsYourArcadeSneakers ArcadeGlowInTheDarkLook',
    music:
      'ArcadeSoundsRemix 30SecondArcadeJingle DuetInArcadeStyle ArcadeHumThatTune 5NoteArcadeMelody ArcadeThemeOnKazoo ArcadeBleepBeatbox CanYouSingLikeAnArcade',
  },
  'farmers market': {
    prank:
      'FarmersMarketEmptyBasket FarmersMarketGourdGang IsItRealFarmersMarket FarmersMarketVeggieFaces FarmersMarketFlowerGift FarmersMarketPumpkinPal FunnyFridayFarmersMarket FarmersMarketMelonBaby',
    travel:
      '5StateFarmersMarkets FarmersMarketNextTown 24HourFarmersMarketTour BiggestFarmersMarket FarmersMarketBites FarmersMarketCrawl FarmersMarketByBike ShowUsYourFarmersMarket',
    tech: '60SecondFarmersMarketReel FarmersMarketVendorMap AIPicksFarmersMarket FarmersMarketPhoneVlog ScanThatVeggie ThenVsNowFarmersMarket FarmersMarketPhotoDump 5ItemFarmersMarketEdit',
  },
  seagull: {
    prank:
      'SeagullSquawkRingtone SeagullPlushOnTheTowel WhoLetASeagullIn SeagullWindowCameo SeagullHatSurprise 7DaySeagullSightings SillySaturdaySeagull SeagullPaperCutoutFlock',
    fashion:
      'DressLikeASeagull SeagullPaletteOutfit SeagullPrintFitCheck SeagullPinGlowUp 30SecSeagullRunway 7DaySeagullColors StyleSeagullGray3Ways KnitASeagullBeanie',
    art: '5MinuteSeagullSketch SeaGlassSeagullMobile SeagullSilhouette DrawASeagullEyesClosed SeagullOrigamiFlock 30DaySeagullDoodles KidsVsDadSeagullArt SeagullFeltOrnament',
  },
  farmer: {
    fitness:
      'FarmerCarryChallenge 10MinFarmerWorkout 100RepFarmerStrength ShovelLikeAFarmer CanYouOutworkFarmers FarmersWalkFinisher FarmerRelayRace FarmerBucketSquats',
    art: 'FarmerScarecrowBuild FarmerVeggieStamps 5MinuteFarmerPortrait WatercolorFarmerBarn AmericanGothicRemake DrawAFarmerFromMemory FarmerSunflowerSketch 30DayFarmerDoodles',
    gaming:
      'FarmerHarvestSpeedrun FarmerAnimalCharades 60SecondFarmerQuiz CanYouOutplayAFarmer FarmerCropHighScore FamilyFarmerTriviaBattle PerfectFarmerLayout 5RoundFarmerMemory',
  },
  tennis: {
    prank:
      'TennisBallRoomFill TennisSmileyFaces MatchPointConfetti TennisCheerSquad 7DayTennisPunStreak TennisCommentatorWakeUp TrickShotTuesdayTennis TennisGruntAtBreakfast',
    gaming:
      'TennisWallHitStreak TennisCanKnockdown TennisBalloonRally 60SecondTennisVolley 100TouchTennisJuggle KidsVsParentsTennis TennisBullseyeServe PaperTennisOnAPage',
  },
  christmas: {
    cooking:
      '3IngredientChristmasFudge XmasGingerbreadBuild ChristmasCandyBark IcedChristmasCookies 10MinChristmasPlatter KidsVsDadChristmasTreat ChristmasCheeseWreath ChristmasStrawberrySantas',
    tech: '10SecondChristmasReel ThenVsNowChristmasTree ChristmasCallWithGrandma AIWritesChristmasCards 12DaysOfChristmasEdits ChristmasFamilyPhotoFail ChristmasTimelapse ChristmasStopMotionElf',
  },
  cookie: {
    prank:
      'WhoAteTheLastCookie SecretCookieDrop CookieCrumbTrail CookieJarPlotTwist CookieLidAlarmBell CookieFairyStrikes 7DayCookieSurprise CookieTinFullOfVeggies',
    art: '5MinuteCookieDoodle CookieStainedGlass CookieMosaic PaintYourCookie DrawACookieBlind CookieJarStillLife CookieSprinklePortrait 30DayCookieSketches',
  },
  'ice cream': {
    prank:
      'IceCreamConeCupcakes SurpriseIceCreamRun IceCreamForBreakfast IceCreamGooglyEyeBowls WhoWantsIceCreamNow IceCreamTubOfVeggies IceCreamSpaghettiSundae IceCreamTinyScoops',
    gaming:
      '60SecondIceCreamQuiz IceCreamStackOff IceCreamFlavorCharades IceCreamWouldYouRather TallestConeWins GuessMyIceCreamBlind IceCreamTriviaDuel 5RoundIceCreamDraft',
  },
  hydration: {
    dance:
      'HydrationDanceBreak HydrationStationShimmy 30SecHydrationGroove TwistToHydrate 8CountHydrationRoutine HydrationHustle DuetMyHydrationMoves HydrationSipAndSpin',
    funny:
      'HydrationHypeMan HydrationBathroomTrips HydrationBottleHoard NarrateMyHydration 10SecondHydrationDrama DrinkWaterBestie MeVsTheHydrationApp AreYouAHydrationGremlin',
  },
  aquarium: {
    prank:
      'FakeAquariumOnTheTV AquariumScreensaverSwap 5SecondAquariumSwitch 7DayAquariumPunStreak CanYouSpotMyAquariumDuck AquariumGlassGooglyEyes AquariumNessieSighting AquariumNewResident',
    travel:
      'AquariumTunnelWalk AquariumJellyfishRoom AquariumSketchbookTrip 1HourAquariumQuest CatchAquariumFeedingTime FindYourAquariumTwin 5FishAquariumBingo CanYouSpotAquariumSharks',
  },
  cheesecake: {
    fashion:
      'CheesecakeNailArt CheesecakeToneFitCheck DressLikeACheesecake StyleCheesecakeHues3Ways CheesecakeInspiredMakeup 30SecCheesecakeOutfitFlip CheesecakePastelLook BerryVsClassicCheesecake',
    tech: 'CheesecakeJiggleSlowMo 10SecondCheesecakeReel CheesecakeStopMotion CheesecakeTimelapse TwoMinuteCheesecakeMug AIDesignsACheesecake CheesecakeGlowUpEdit 7DayCheesecakePhotoClass',
  },
  dice: {
    prank:
      'DiceAllSixesSet FuzzyDiceOnEverything DiceGiantFoamDecoy DiceMindReadingTrick BlankDiceSwitch WhyDoMyDiceAlwaysWin DiceFrozenInIce 7DaysOfLuckyDice',
    pet: 'DicePicksPetTrick DiceDecidesTheDogWalk 30SecondDiceFetch CatVsGiantFoamDice 7DayDiceGameClub HighRollerPup DiceBlockTreatPuzzle ShowUsYourDiceBuddy',
  },
  'moving day': {
    fitness:
      'MovingDayLiftForm 10MinMovingDayWarmUp 50RepMovingDayCircuit SquatEveryMovingBox FamilyMovingDayRelay MovingDayHallwayLunges MovingDayStepCount MovingDayStretchBreak',
    prank:
      'MovingDaySillyLabels 10LayerMovingDayWrap MovingDayGooglyEyes MovingTruckSerenade MovingDayFakeHeavyBox IsThisMovingDayCrateEmpty MischiefMondayMovingDay MovingDayPlushGreeter',
  },
  'lunch break': {
    prank:
      'HiddenLunchNote GooglyEyeLunchbox 10SecLunchBreakFreeze LunchBreakDeskWrap WhereIsMyLunchBreakChair LunchBreakFortuneSlip 5DayLunchBreakSurprise LunchBreakPlushGuest',
    tech: 'LunchBreakTypingDuel AIPlansMyLunch 10MinLunchBreakAppHack LunchBreakAutoReply LunchBreakPhotoPurge 7DayLunchBreakVlog CanYouEditInALunchBreak LunchBreakInboxZero',
  },
  llama: {
    prank:
      'LlamaOnTheShelf WhoLetThisLlamaHome LlamaCutoutPhotobomb LlamaMaskVideoCall 7DayLlamaSightings 5SecondLlamaSwitch LlamaInTheLaundry FakeLlamaDelivery',
    music:
      '30SecondLlamaSong DramaLlamaBallad LlamaRhymeBattle LlamaKazooSolo NoProbLlamaRemix DuetWithALlama LlamaLullaby 5NoteLlamaJingle',
  },
  grandma: {
    prank:
      'CanYouOutprankGrandma GrandmaSurpriseVisit NanaPhotobomb 7DayGrandmaGiggles GrandmaSaysNoCap GrannyWearsMyHoodie GrandmasCookieJarVeggies GrandmaPretendsNotToHear',
  },
  trivia: {
    travel:
      '5FactsPerTownTrivia TriviaLandmarkQuiz 1MinuteMuseumTrivia TriviaCityQuest TriviaAtEveryStop StumpYourTourGuide LocalsVsTouristsTrivia TriviaFlagSpotting',
  },
  cupcake: {
    gaming:
      'CupcakeGuessTheFlavor CupcakeRockPaperScissors CupcakeDecorDuel 60SecondCupcakeStack CanYouFrostACupcakeBlind 5RoundCupcakeDraft CupcakeMusicalChairs SpoonCupcakeRelay',
  },
  doodle: {
    educational:
      'DoodleMemoryExperiment DoodleTheSolarSystem 30DayDoodleVocab 5MinuteDoodleLesson CanYouDoodleACell KidVsParentDoodleQuiz DoodleTheWaterCycle DoodleHistoryTimeline',
  },
  patio: {
    tech: 'PatioSolarLanterns 10SecondPatioReel ThenVsNowPatioPhotos 7DayPatioSunsetClips PatioPlaylistBattle CanYouShootStarsFromPatio TimelapseThePatio PatioBirdFeederCam',
  },
  sheep: {
    tech: 'CountingSheepStopMotion 10SecondSheepSketchApp SheepVoiceMemoChain 100SheepSleepTimer SheepBaaAutotune MakeASheepStickerPack CanYouCloneSheepByPhone SheepFaceFilterSelfie',
  },
  lizard: {
    fitness:
      'LizardLunge LizardCrawlPushups StretchLikeALizard 7DayLizardCoreClub CanYouHoldLizardPose LizardDashAndFreeze LizardPlankIn60 KidsVsParentsLizardRace',
  },
  doormat: {
    gaming:
      '60SecondDoormatDash DoormatFloorIsLava DoormatTicTacToe DoormatBeanBagToss CanYouStayOnTheDoormat FamilyDoormatRelay DoormatHopscotch PuttingGreenDoormat',
  },
};
