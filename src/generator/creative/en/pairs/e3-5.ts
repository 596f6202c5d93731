import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  chicken: {
    dance:
      'ChickenDance DoTheFunkyChicken ChickenStrutOff ChickenHeadBob FlapYourWings HenHouseHustle',
    fitness:
      'ChickenLegsChallenge EarnYourNuggets ChickenSquatHold ChickenWingCircles CluckAndCrunch ChickenPlankOff',
    funny:
      'WhyDidTheChickenCross ChickenImpression RubberChickenReaction ChickenVoiceOver GuessTheNugget TranslateTheCluck',
    prank:
      'RubberChickenSurprise ChickenCluckAlarm HideTheChicken ChickenSuitWelcome NuggetFineDining ChickenDanceDoorbell',
    educational:
      'ChickenOrEggDebate WhyRoostersCrow ChickenTempCheck ChickenDinosaurQuiz ChickenTalkDecoded WatchAChickHatch',
    travel:
      'FriedChickenTrail ChickenAroundTheWorld ChickenRiceQuest ChickenShackSafari HotWingHopping RotisserieRoadTrip',
    fashion:
      'ChickenChicChallenge ChickenHatFitCheck ChickenCostumeGlowUp ChickenDinnerDressUp HenHouseRunway FeatherFlair',
    wellness:
      'ChickenSoupForTheSoul TenMinutesOfChickenTV SundayRoastGratitude NoPhoneChickenDinner BackyardChickenCalm CozyCoopMorning',
    speed:
      'FifteenMinuteChicken ChickenRunRelay ChickenNuggetTower BreadingSpeedrun FastestChickenDance WingsBeforeTheBuzzer',
    music:
      'RubberChickenCover ChickenCluckRemix ChickenBeatbox ChickenDinnerJingle DrumstickSolo HenHarmonies',
    art: 'ChickenScratchArt EggCartonChickens RoosterWatercolor ChickenInTenLines ChickenClayChallenge PaintWithAFeather',
    tech: 'ChickenAirFryerTest LetAIRoastMyChicken ChickenProbeCheck ChickenCoopCam SousVideShowdown SmartOvenWingOff',
    pet: 'RubberChickenFetch SqueakyChickenTest ChickenDanceWithMyDog ChickenCatStandoff CluckSoundReaction PupInAChickenHat',
    gaming:
      'EarnThatChickenDinner ChickenCrossingRecord WingsAndWildCards ChickenFarmTycoon ChickenBingoNight ChickenMemoryMatch',
  },
  workout: {
    dance:
      'WorkoutToTheBeat DanceCardioBlast WorkoutCoolDownSway DumbbellDisco WorkoutWobble ExerciseElectricSlide',
    funny:
      'WorkoutExcuses WorkoutNatureNarrator SoreNextMorning RateMyWorkoutFace AllGearNoWorkout LegDayAftermath',
    prank:
      'WorkoutPlaylistSwap SurpriseWorkoutBuddy FoamDumbbellFakeout WorkoutCheerSquad ExerciseBallThrone GymBagHypeNotes',
    educational:
      'WhyWeSweat WorkoutMythOrFact ExerciseBrainBoost NameThatMuscle WorkoutHeartRateMath WorkoutScienceQuiz',
    cooking:
      'PostWorkoutSmoothie WorkoutProteinPancakes WorkoutEnergyBites PreWorkoutOatBowl SweatThenEat GainsGranolaBar',
    travel:
      'WorkoutWithAView HotelRoomWorkout LandmarkLunges BeachWorkoutAtDawn WorkoutParkHop CityStairClimb',
    fashion:
      'WorkoutFitCheck WorkoutWearWars DressedToWorkout ThriftedWorkoutLook SweatproofHairTest GymToStreetSwitch',
    wellness:
      'WorkoutWinsJournal PostWorkoutStretch WorkoutMoodCheck ExerciseAsSelfCare RestDayRitual CoolDownBreathing',
    speed:
      'FiveMinuteWorkout BeatTheClockReps WorkoutTabataBlitz WorkoutCircuitRelay HundredSquatSprint SpeedrunMyWorkout',
    music:
      'WorkoutAnthemCover RepsToTheBeat WorkoutBPMMatch PickMyWorkoutSong ExerciseEarworm JumpRopeRhythm',
    art: 'WorkoutStickFigures WorkoutComicStrip DrawYourWorkout ExerciseFlipbook SquatPoseSketch DoodleBetweenSets',
    tech: 'LetAIPlanMyWorkout WorkoutAppTestDrive VRWorkoutWeek SlowMoWorkoutForm StepCounterShowdown SmartwatchSweatStats',
    pet: 'CatSpotsMyWorkout PetInterruptsWorkout PupsAndPushUps PuppyFetchSprints WorkoutWithMyDog ZoomiesWorkout',
    gaming:
      'WorkoutLevelUp WorkoutBossBattle DeckOfCardsWorkout ExerciseSideQuest GameOverSquats RollForReps',
  },
  travel: {
    dance:
      'DanceInEveryCity BoardingGateBop TravelTwoStep TravelDayShuffle TravelersTango TravelingTwirl',
    fitness:
      'SuitcaseSquats LayoverLaps TravelDayStretch TravelBackpackLunges FitWhileTraveling TravelStepsStreak',
    funny:
      'TypesOfTravelers PassportPhotoReveal LostInTranslationSkit TravelGuideImpression TravelPackingMeltdown TravelBuddyRedFlags',
    prank:
      'SurpriseTravelReveal TravelingGnome TravelerWelcomeSign StaycationFakeout SuitcaseLoveNote TravelSizeEverything',
    educational:
      'HelloInTenLanguages TravelPhraseOfTheDay TravelTimeZoneMath GuessWhereITraveled TravelFlagQuiz LearnOneLocalCustom',
    cooking:
      'CookWhatYouAteAbroad TravelTrayMakeover PassportOnAPlate TravelRecipeRecreate TravelByFork TravelSouvenirSupper',
    fashion:
      'AirportOutfitCheck TravelDayFit TravelOneBagTenLooks TravelCapsuleChallenge SouvenirScarfKnots TravelerStreetStyle',
    wellness:
      'JetLagReset InFlightBreathing SlowTravelMoments TravelSunriseRitual TravelGratitudeLog UnpluggedTravelDay',
    speed:
      'TravelPackingSpeedrun SuitcaseZipRace TravelUnpackDash LayoverCityBlitz TravelReadyInTen TravelRollerBagRelay',
    music:
      'SongForEveryCity StationPianoCover TravelBuskerJam TravelLocalInstrument TravelSoundsRemix TravelerKaraokeTour',
    art: 'TravelJournalSketch TravelTicketCollage TravelPhotoWalk TravelInWatercolor PaintAPostcardHome MapTheMemories',
    tech: 'WhatsInMyTechPouch TravelAppHacks TravelGadgetCheck AIPlansMyTravel TranslatorEarbudsTest TravelOfflineMapsOnly',
    pet: 'CatInTheSuitcase PetTravelBuddy PuppyPassportPhoto TravelCarrierTrial TravelingDogDiaries KittenTravelTest',
    gaming:
      'TravelGeoGuessrDuel TravelTriviaNight TravelChessOnTheTrain TravelBingo LayoverLevelUp PassportStampQuest',
  },
  peach: {
    dance:
      'PeachyKeenShuffle PeachesAndCreamGroove PeachPitPirouette OrchardDanceOff GeorgiaPeachTwoStep PeachBasketSway',
    fitness:
      'PeachPitStopIntervals JustPeachyStretch PeachCrateSquats PeachBasketCarry ReachForThePeaches EarnYourCobbler',
    funny:
      'BarberShavesAPeach EverythingIsJustPeachy PeachOrNectarineGuess PeachDripDisaster PeachOrTennisBall WhyIsMyPeachFuzzy',
    prank:
      'IsItPeachOrCake PeachTennisBallSwap PeachNectarineSwitch HiddenPeachRings PeachCandleFakeout SurprisePeachyDesk',
    educational:
      'NectarineIsAPeach WhyPeachesHaveFuzz ClingstoneVsFreestone RipenAPeachFaster PeachBrowningTest PeachOnTheSilkRoad',
    travel:
      'PickYourOwnPeaches PeachStandRoadTrip PeachFestivalWeekend CobblerCrawl PeachBlossomWalk GeorgiaPeachHunt',
    fashion:
      'PeachFuzzFitCheck HeadToToePeach PeachScrunchieStack PeachPopOfColor StyleItPeachy PeachesAndCreamLook',
    wellness:
      'JustPeachyJournal PeachTeaWindDown MindfulPeachBite SummerPeachPicnic PeachSunsetPause OrchardBreathwork',
    speed:
      'PeachPeelRace PeachSpoonRelay PeachPyramidDash CobblerInTwenty BasketOfPeachesBlitz FastestPeachPicker',
    music:
      'PeachesSongCover DrumOnAPeachCrate JustPeachyJingle PeachPitMaracas PeachFuzzFunk PeachBlossomLullaby',
    art: 'GiantPeachDiorama PaintAPerfectPeach PeachWatercolorBlend PeachPitCarving PeachFuzzInPencil StillLifeWithPeaches',
    tech: 'PeachRipenTimelapse PeachFuzzMacroShot AIPicksThePeach PeachPickingRobots PeachScannerShowdown GiantPeachIn3D',
    pet: 'PeachPlushFetch PeachyPupPoses PeachBandanaStroll KittyInAPeachCostume CatMeetsAPeach OrchardDogWalk',
    gaming:
      'PeachCastleRescueRun PeachKartTimeTrial GiantPeachQuest PlayAsPeachOnly PeachFarmSpeedrun MergeToThePeach',
  },
  'dog walk': {
    dance:
      'DogWalkStrut WalkiesWiggle LeashInHandTwoStep TheDogWalkMoonwalk DogWalkHeadphoneBop DogWalkMusicVideo',
    fitness:
      'ParkBenchDips SquatAtEverySniff WalkiesPowerWalk DogWalkIntervals DogWalkStepStreak DogWalkLunges',
    funny:
      'WhoIsWalkingWhom WalkiesWordReaction DogWalkSitDownStrike DogWalkSquirrelAlert NarrateYourDogWalk FiveMinutesOneTree',
    prank:
      'InvisibleDogWalk DogWalkChalkNotes SurpriseDogWalkBuddy TreatTrailForTheDog WalkiesSecretCode DogWalkerDoorstepGift',
    educational:
      'WhyDogsSniffEverything HotPavementPawTest DogWalkBirdCount DogWalkPlantSpotter DogWalkTailCode LooseLeashDogWalking',
    cooking:
      'PupcakesAfterWalkies CocoaForTheDogWalk PostDogWalkBrunch DogWalkTrailMix PawPrintCookies ParkBenchPicnic',
    travel:
      'DogWalkNewTrail WalkiesPhotoWalk BeachDogWalkAtDawn CityDogWalkTour DogFriendlyTownHop PawsportStamps',
    fashion:
      'DogWalkFitCheck WalkiesTwinning RainyDogWalkLook StrollInStyle DogWalkerLookbook LeashMatchesOutfit',
    wellness:
      'PhoneFreeDogWalk SunriseWalkies DogWalkGratitude MindfulDogWalk DogLeadsTheWay LetThemSniffLonger',
    speed:
      'FastestLeashUntangle DogWalkReadyInTen DogWalkGearUpRace HarnessOnInFive DogWalkerRelay ZeroToWalkies',
    music:
      'DogWalkThemeSong WalkiesSingAlong PawPadPercussion DogWalkWhistleTune StrollToTheBeat DogWalkRapVerse',
    art: 'DogWalkShadowShots WalkiesLeafCollage PawPrintCanvas MapYourDogWalk DogWalkInWatercolor SniffSpotSketches',
    tech: 'WalkiesGPSRouteArt DogWalkPOVCam GlowLeashNightTest DogWalkStepsShowdown AIPlansOurDogWalk SmartCollarReview',
    gaming:
      'DogWalkBingo DogWalkSideQuest GeocacheDogWalk SniffAndSeek PokemonOnWalkies DogWalkerAchievements',
  },
  kitten: {
    dance:
      'DanceWithMyKitten PounceAndGroove WhiskerShimmy KittenPawWave KittenHopStep CopycatKittenMoves',
    fitness:
      'KittenYoga PouncePlankChallenge StretchLikeAKitten KittenChaseIntervals CatCowWithMyKitten FeatherWandCardio',
    funny:
      'KittenVsMirror KittenSockThief KittenKeyboardTakeover TinyPounceFails IfMyKittenCouldTalk BreakingNewsKitten',
    prank:
      'KittenInEveryFrame KittenPeekaBoo PaperBallAmbush HiddenMeowSounds KittenTunnelSurprise KittenPlushieSwap',
    educational:
      'WhyKittensPounce HowCatsPurr WhyKittenEyesChange DecodeKittenTail WeeklyKittenWeighIn KittenAgeGuess',
    cooking:
      'CookieCutterKittens WhiskerCupcakes KittenOnigiri KittenPawMacarons PurrfectPancakes KittenLatteArt',
    travel:
      'KittenFirstCarRide KittenHarnessStroll KittenBalconySafari BackpackKittenTour KittenCafeCrawl CatIslandJourney',
    fashion:
      'KittenPicksMyFit TwinningWithMyKitten KittenHeelStrut KittenPrintHeadToToe CatEyeFlick LintRollerReality',
    wellness:
      'SlowBlinkMeditation KittenNapOnMe PurrTherapy KittenMorningStretch KittenCuddleBreak BreatheWithMyKitten',
    speed:
      'FeatherWandReflex LaserDotDash KittenComesWhenCalled KittenToyRoundUp FastestKittenPounce KittenCarrierCountdown',
    music:
      'KittenMeowRemix PurringBeatDrop KittenPianoWalk KittenLullaby PurrcussionSolo KittenJingleJam',
    art: 'PawPrintPicasso KittenInTenStrokes NeedleFeltKitten KittenDoodleDare KittenWatercolor SketchTheZoomies',
    tech: 'KittenVsRobotVacuum WhatMyKittenDoesAlone KittenTouchscreenTest KittenCamHighlights CanAITranslateMeows SmartToyShowdown',
    gaming:
      'PounceHighScore KittenObstacleRun KittenHideAndSeek CardboardKittenQuest KittenTabletChallenge YarnBallBossFight',
  },
  package: {
    dance:
      'OutForDeliveryMoves BubbleWrapStomp PackagePorchStrut ParcelPolka PackageShakeShimmy PackageDayBoogie',
    fitness:
      'PackageLiftSquats BubbleWrapJumpingJacks ParcelPress PackageStairClimb DeliveryDayDeadlift TrackingNumberReps',
    prank:
      'GiantBoxTinyGift PackageFullOfBalloons PackageMatryoshka PassThePackage ParcelAddressedToDog BubbleWrapHallway',
    educational:
      'HowPackagesTravel PackageBarcodeDecoded DropTestYourPackage FollowTheParcel WarehouseRobotsAtWork ZipCodeMapQuiz',
    cooking:
      'CarePackageCookies ParcelProofBrownies BakeItShipIt MailableMuffins HotCocoaJarPackage HomemadeVsDelivery',
    travel:
      'ParcelFromAbroad PackageJourneyMap PenPalSnackSwap PackageMailedToMyself MailASouvenirPackage ForeignPostOfficeTour',
    fashion:
      'OrderedVsArrived PackageKeepOrReturn PackageTryOnHaul DeliveryDayDrip OneParcelThreeLooks PorchToRunway',
    wellness:
      'CarePackageForAFriend HandwrittenHappyMail PackageSlowUnwrap PackageKindnessDrop ParcelOfGratitude ThankTheDriver',
    speed:
      'PackageWrapSpeedrun PorchPickupSprint PackageUnboxRace FindTheTapeEnd ParcelPassRelay PackageBreakdownBlitz',
    music:
      'PackageTapeBeat BubbleWrapRhythm ParcelPercussion PackageDoorbellJingle PackageShakerSolo PackingPeanutMaracas',
    art: 'PackageBoxCastle BubbleWrapPainting ShippingTubeTelescope UpcycleThePackage PackageStampCollage DrawOnTheParcel',
    tech: 'DeliveryDroneDemo PorchCamPackageWatch BuildAParcelAlarm TrackMyPackageLive PackageTechUnboxing SmartMailboxDIY',
    pet: 'DogGuardsThePackage PackageSniffInspector PackagePetUnboxing CatPicksBoxOverGift IfTheParcelFitsISit KittenVsPackingPaper',
    gaming:
      'PackageLootReveal GuessThePackage DeliverySimSpeedrun MysteryBoxBingo TetrisTheParcels PackageSortingLevel',
  },
  slipper: {
    dance:
      'SlipperShuffle SlipperMoonwalk BunnySlipperBounce FuzzyFeetGroove SockHopInSlippers SlipperTapRoutine',
    fitness:
      'SlippersAsSliders SlipperTossSquats FuzzyFeetStretch SlipperSlideLunges BunnySlipperBurpees WorkoutInYourSlippers',
    funny:
      'WheresMyOtherSlipper DadsOldSlippers IfSlippersCouldTalk SlipperSnowDash SlipperRunwayShow SlipperSizeMismatch',
    prank:
      'GiantSlipperSwap SlipperWarmUpSurprise DollSizedSlippers GooglyEyeSlippers ChocolateInTheSlipper BunnySlippersForDad',
    educational:
      'HowSlippersAreMade WhyFeetGetCold SlipperFrictionTest GlassSlipperScience SlippersAroundTheWorld ShoesOffAtTheDoor',
    cooking:
      'BreakfastInSlippers SlipperCocoaNight FuzzySlipperCupcakes SlipperSundayPancakes RobeAndRamen CozyCrockpotDay',
    travel:
      'HotelSlipperRatings SlipperRyokanStay PackYourSlippers SlipperStaycation SlippersOnAPlane SlipperSouvenirHunt',
    wellness:
      'SlippersOnPhoneOff SlipperTeaBreak FootSoakSunday CozySlipperReset SlipperSunsetStroll WarmFeetCalmMind',
    speed:
      'SlipperKickTarget SlipperPairUpRace FindBothSlippersFast FuzzyFeetRelay SlipperShotPut SlippersOnInThree',
    music:
      'SlipperSqueakBeat SlipperSlowJam SlipperDrumSolo SlipperSerenade RobeAndSlipperBlues SoftShoeSong',
    art: 'SlipperMonsterMakeover DesignYourDreamSlipper CrochetYourSlippers PompomSlipperGlowUp SlipperStillLife SketchMyFuzzyFeet',
    tech: 'HeatedSlipperTest RobotVacuumVsSlippers TrackMyLostSlipper StepsInSlippers SmartSlipperUpgrade LightUpSlippersDIY',
    pet: 'WhoStoleMySlipper FetchMySlippers SlipperCatNap PetSizedSlippers DogVsBunnySlipper SlipperKittenBed',
    gaming:
      'SlippersOnGameOn SlipperCouchCoOp SlipperStardewSession UnoInSlippers PajamaLANParty GamerSlipperSetup',
  },
  whisk: {
    dance:
      'BeatItBatter WhiskWristWiggle WhiskAwayDance DoTheWhiskTwist WhiskPompomCheer StrikeAStiffPeak',
    fitness:
      'WhiskUntilItBurns NoMixerArmDay SquatAndWhisk WhiskPlankStir ForearmWhipReps WhiskWristWarmup',
    funny:
      'WhiskItDramatically MeringueOverYourHead WhiskMicInterview WhiskSplatterKitchen OopsItsButter AngryChefWhisking',
    prank:
      'WhiskHeadMassager SurpriseInTheWhisk WhiskBouquet WhiskSwapForFork EveryUtensilIsAWhisk GooglyEyedWhisk',
    educational:
      'WhyEggWhitesFoam BalloonVsFlatWhisk WhiskVsForkScience WhoInventedTheWhisk WhiskingAddsAir StrokesToStiffPeaks',
    travel:
      'KyotoMatchaWhisk WhiskAwayWeekend TeaCeremonyWhiskTrip WhiskAroundTheWorld PastryClassAbroad BakeryCrawl',
    fashion:
      'WhiskEarringsDIY BakerFitCheck StyleAWhisk WhiskCharmStack ChefWhitesGlowUp WhiskedAwayLook',
    wellness:
      'MatchaWhiskRitual WhiskAndBreathe WhiskAwayWorries WhiskCocoaNightcap MindfulWhisking SlowBakeSaturday',
    speed:
      'WhiskToPeaksRace WhiskCreamIn60 FastestFoamUp WhiskOffShowdown QuickestWhiskWins HomemadeButterTimer',
    music:
      'WhiskJazzBrushes WhiskWireTwang WhiskMicKaraoke BeatsByWhisk BowlAndWhiskRhythm WhiskShakerSolo',
    art: 'WhiskSplatterArt WhiskStampFlowers WhiskBubbleWand WhiskWireSculpture PaintWithAWhisk StillLifeWithWhisk',
    tech: 'WhiskSlowMoFoam WhiskVsStandMixer WhiskBotBuild SmartwatchWhiskCount MilkFrotherVsWhisk KitchenGadgetFaceOff',
    pet: 'WhiskCatToyDIY WhiskBallChase DogMeetsTheWhisk WhiskMassageTest SousChefPupPose KittenKitchenPatrol',
    gaming:
      'WhiskRhythmCombo LegendaryWhiskLoot OvercookedWhiskDuo WhiskCookOff BakeryTycoonRun MinigameMastery',
  },
  bird: {
    dance:
      'BirdOfParadiseMoves PigeonStrut BirbBopAlong HeadBobLikeABird EarlyBirdBoogie BirdPeckStep',
    fitness:
      'BirdDogHold FlamingoFreeze EaglePoseStretch BirdWatchHike EarlyBirdWorkout BirdPerchSquat',
    funny:
      'BirdCopiesMyRingtone SeagullSnackThief BirdFeederDrama DoYourBestBirdCall BirdsArentReal BirbMemeReenact',
    prank:
      'BirdsongAlarmSwap PaperBirdFlock BirdWhistleFakeOut BirdNestEggHunt PlushParrotPal EarlyBirdSurprise',
    educational:
      'HowBirdsFly BirdSongDecoded WhyGeeseMakeAV GuessTheBirdCall BirdsAreDinosaurs BirbFeatherMicroscope',
    cooking:
      'BirdNestCookies PeacockFruitPlatter BirdSeedGranola EarlyBirdBreakfast OlivePenguinBites BirbFaceMacarons',
    travel:
      'PuffinCoastTour BirdingRoadTrip SpotTenNewBirds BirdLifeListHunt BirdSanctuaryDay DawnChorusWalk',
    fashion:
      'BirdNerdFitCheck MatchABirdsPlumage BirdNestUpdo BirdOfParadiseLook FlamingoPinkDare FeatherEarringDIY',
    wellness:
      'WakeToBirdsong BirdListeningMinute BirbGratitudeWalk TeaAndBirdwatching FeederWindowPause FeatherLightMorning',
    speed:
      'BirdCallQuickID SpotFiveBirdsFast BirdhouseBuildRace SketchABirdIn30 PaperCraneSprint EarlyBirdDash',
    music:
      'BirdsongRemix BirdWhistleDuet ThreeLittleBirdsCover SingLikeAMockingbird DawnChorusJam BirbChirpBeatbox',
    art: 'PaintABirdhouse CatchABirdInFlight OneLineBird BirbDoodleDare PaperCraneGarland WatercolorFeathers',
    tech: 'BirdFeederCam BirdSongIDApp SeeTheBirdsongShape TrackAMigratingBird SmartBirdhouseBuild NestboxLivestream',
    gaming:
      'FlappyBirdHighScore BirdSpottingBingo WingspanGameNight BirdTriviaDuel AngryBirdsTrickShot AllBirdPokemonRun',
  },
  'birthday card': {
    dance:
      'DanceWhenTheCardSings BirthdayCardWiggle SingingCardShuffle BirthdayCardFreeze PopUpBirthdayBoogie BirthdayCardConga',
    fitness:
      'AgeInPushups BirthdayCandleBurpees SquatPerBirthdayCard PlankTillTheCardStops BirthdayCardLunges BirthdayCardWorkout',
    funny:
      'WorstBirthdayCardEver BirthdayCardMoneyShake DramaticCardReading PunniestBirthdayCard BelatedBirthdayCard CardSignedByTheDog',
    educational:
      'HowGreetingCardsSing HowPopUpCardsFold FirstBirthdayCardEver BirthdayParadoxQuiz BirthdayCardCustoms BirthdayCardRecycling',
    cooking:
      'EdibleGreetingCard BakeABirthdayCard BirthdayCardCake BirthdayCardCookie WriteItInFrosting BirthdayCardBrownies',
    travel:
      'BirthdayCardFromAbroad HandDeliverTheCard BirthdayCardRoadTrip BirthdayCardShopHop SendABirthdayPostcard SurpriseVisitCountdown',
    fashion:
      'DressLikeTheCard BirthdayPartyFitCheck GlitterCardGlam BirthdayCardColorway BirthdaySashStyling BirthdayCardCouture',
    wellness:
      'ReadOldCardsAgain BirthdayCardToSelf SlowWriteABirthdayCard BirthdayGratitudeCard HeartfeltWishes BirthdayCardKeepsakes',
    speed:
      'BirthdayCardSignRace FastestCardFold CardBeforeTheCandles BirthdayCardIn60 BirthdayCardRelay LastMinuteBirthdayCard',
    music:
      'HappyBirthdayRemix SingTheCardOutLoud BirthdayCardRapVerse RecordYourOwnCard BirthdayCardDuet BirthdayCardMashup',
    art: 'PopUpBirthdayCard HandLetteredWishes BirthdayCardWatercolor DoodleABirthdayCard BirthdayCardQuilling EnvelopeArtDare',
    tech: 'BirthdayCardQRVideo LightUpBirthdayCard HackASingingCard AIWritesTheCard ARBirthdayCardReveal 3DPrintedBirthdayCard',
    pet: 'BirthdayCardFromMyDog PawPrintSignedCard CatVsBirthdayCard BirthdayCardFetch BirthdayCardForMyPet SingingCardHowlAlong',
    gaming:
      'BirthdayCardClueHunt BirthdayCardMadLibs LevelUpBirthdayCard CardRiddleQuest GameCartridgeCard BirthdayTriviaNight',
  },
  moon: {
    dance:
      'MasterTheMoonwalk MoonLandingBounce FullMoonGroove DancingInTheMoonlight OneSmallStepDance MoonGravityGlide',
    fitness:
      'MoonSalutations MoonlightMile MoonJumpSquats FullMoonYogaFlow AstronautBootCamp SpaceWalkLunges',
    funny:
      'MoonPhotoFail MoonFollowsTheCar MoonCheeseDebate LowBudgetMoonLanding OneSmallStepForMe MoonwalkGoneWrong',
    prank:
      'FakeMoonRockGift MoonLampSurprise FillTheRoomWithMoons MoonMessageProjector GlowStarCeiling CrescentPillowSwap',
    educational:
      'OreoMoonPhases MoonCraterDropTest WhyTheMoonChangesShape HowFarIsTheMoon MoonPullOnTides MoonLandingQuiz',
    cooking:
      'MoonCakeAtHome MoonPieSmores MoonCraterPancakes CrescentMoonCroissants FullMoonPizza LunarNewYearDumplings',
    travel:
      'FullMoonHike DarkSkyParkTrip ChaseTheMoonrise MoonFestivalLanterns MoonAtTheObservatory MoonlitBeachWalk',
    fashion:
      'OverTheMoonOutfit MoonBootStyling MoonlightMonochrome MoonPhaseJewelryStack CelestialFitCheck CrescentEarringDIY',
    wellness:
      'FullMoonReset NewMoonWishList MoonlightStroll MoonBathing GoodnightMoonRitual JournalEachMoonPhase',
    speed:
      'OrderTheMoonPhases MoonTriviaBlitz FastestMoonDoodle MoonwalkRelay MoonPuzzleSprint LunarModuleLegoDash',
    music:
      'MoonlightSonataCover NameThatMoonSong FlyMeToTheMoonJam MoonRiverDuet BlueMoonBallad HarvestMoonStrum',
    tech: 'NightModeMoonShot ZoomToTheMoon LunarLanderCoding MoonriseTimelapse TelescopeMoonSelfie MoonMapInAR',
    pet: 'MoonHowlAlong FullMoonZoomies MoonlightDogWalk CatVsTheMoon PuppyStaresAtMoon MoonlitPetPortrait',
    gaming:
      'LunarLanderRun KerbalMoonMission BuildAMoonBase MoonRoverRace StickTheMoonLanding MoonColonyTycoon',
  },
  'living room': {
    dance:
      'LivingRoomDisco CouchCushionShuffle DanceLikeNoOnesHome LivingRoomLimbo LivingRoomRugRoutine LoungeLineStep',
    fitness:
      'CouchPotatoBootcamp OttomanStepUps LivingRoomYoga LivingRoomLaps LoungeLunges LivingRoomHIIT',
    funny:
      'LivingRoomOlympics LivingRoomFloorIsLava LivingRoomNatureDoc GuestsArrivingPanic WhereIsTheRemote LoungeLizardDiaries',
    educational:
      'CouchFortEngineering LivingRoomSolarSystem LivingRoomShadowClock WhyTheRemoteWorks LivingRoomMuseumTour LivingRoomFactHunt',
    cooking:
      'LivingRoomPicnic CoffeeTableCharcuterie LivingRoomFondueNight TeaPartyInTheLounge PopcornBarAtHome LivingRoomDumplingFold',
    travel:
      'LivingRoomCampout LivingRoomWorldTour FirstClassLivingRoom LivingRoomStaycation PassportNightIn VirtualMuseumVisit',
    fashion:
      'LivingRoomRunway CurtainsToCouture LoungewearFitCheck MatchTheSofa LivingRoomPhotoshoot LivingRoomThriftTryOn',
    wellness:
      'LivingRoomReset CozyCornerCalm SunbeamNap CandlelitLounge ScreenFreeLivingRoom LivingRoomPlantCare',
    speed:
      'RemoteHuntSpeedrun SixtySecondReset LivingRoomTidyRace LivingRoomToyBinDash LivingRoomFortBlitz LoungeLapSprint',
    music:
      'LivingRoomTinyDesk CouchKaraokeNight LivingRoomUnplugged LoungeSingerMode RemoteControlMic LivingRoomJamSession',
    art: 'CouchFortArchitect LivingRoomShadowShow LivingRoomGalleryWall LivingRoomInMiniature SketchTheSofa LoungeStillLife',
    tech: 'SoundbarShowdown LivingRoomSetupTour HideEveryCable LivingRoomHomeTheater VRInTheLivingRoom SmartLoungeLighting',
    pet: 'PillowAgilityCourse ZoomiesInTheLivingRoom LivingRoomHideAndSeek LivingRoomCatCastle WhoOwnsTheCouch LoungeChairThief',
    gaming:
      'LivingRoomGameNight CouchCoopMarathon JustDanceInTheLounge LivingRoomLANParty RetroConsoleShowdown LivingRoomPuzzleTable',
  },
  chips: {
    dance:
      'DipAndSpin ChipsAndSalsaDance ChipBagShimmy ChipCrunchShuffle CrispsCrinkleGroove SnackAttackStomp',
    fitness:
      'CrunchesForChips DipsForSalsa SquatPerChip ChipTubeCurls ChipBagBalanceWalk CrispPacketCardio',
    funny:
      'HalfAirChipBag ChipBrokeInTheDip LastChipStandoff ChipSommelierTasting SilentCrunchChallenge DoubleDippingPolice',
    prank:
      'ChipBagVeggieSwap ChipCanSpringSnake ChipClipOnEverything LeaveOneChip CrispsInTheCookieTin CerealBoxFullOfChips',
    educational:
      'WhyChipBagsHaveAir ChipOilBlotTest FromPotatoToChip WhoInventedChips TheScienceOfCrunch BlindCrispTasting',
    travel:
      'ChipFlavorsAbroad ChipFactoryTour ChipAisleInJapan CrispsAcrossEurope RoadTripChipRanking GasStationChipHunt',
    fashion:
      'ChipPacketPurse ChipWrapperCrown ChipFlavorFitCheck CrispBagCouture SalsaAndChipsColors SilverFoilFashion',
    wellness:
      'ChipBowlNotBag OneMindfulChip VeggieChipsSwap NoGuiltChipNight SavorTheCrunch SunsetChipsAndDip',
    speed:
      'FastestChipRing ChipStackTower ChipPuzzleIn60 ChipCanBowling ChipAndDipRelay NachoLayerRush',
    music:
      'ChipBagCrinkleBeat ChipCanDrumSolo ChipTubeRainstick CrispPacketPercussion SingForYourChips CrunchInRhythm',
    art: 'ChipMosaicPortrait ChipsAsInkblots ChipBagCollage CrispPacketOrigami UpcycleAChipCan SnackWrapperArt',
    tech: 'ChipCrunchDecibelTest AirFryerCrispsDuel ChipSlowMoSnap ChipBagSealerHack BuildAChipDispenser AIRanksMyChips',
    pet: 'PetHearsTheChipBag ChipTubeKibblePuzzle ChipsAndDipCostumes CatVsChipCan DogGuardsTheChips CouchPotatoPupPose',
    gaming:
      'ChipsWithChopsticks ChipStealthMission ChipFlavorTrivia PokerForChips SaltyGamerChips CouchCoopCrunch',
  },
  'tv show': {
    dance:
      'SitcomOpeningDance EndCreditsGroove TVShowThemeRoutine TVShowCharacterMoves TVShowIntroRecreate TVShowFreezeFrame',
    fitness:
      'BingeWatchSquats CouchToFiveK TVShowCatchphraseReps TVShowAdBreakPushUps TVShowCreditsSprint TVShowMarathonMiles',
    prank:
      'TVShowLaughTrack TVShowThemeDoorbell TVShowCastCutouts NarrateLikeATVShow RemoteHideAndSeek SpoilerAlertFakeout',
    educational:
      'HowSitcomsAreFilmed FactCheckTheTVShow TVShowBehindTheScenes LaughTrackOriginStory TVShowScriptBreakdown NameThatTVShowTheme',
    cooking:
      'CookTheTVShowDish FinaleNightFeast BingeWatchSnackBoard TVShowIconicDessert TVShowThemedDinner TVShowPopcornBar',
    travel:
      'SitcomCityTour TVShowLocationHunt TVShowStudioAudience TVShowSetVisit FilmedHereWalk TVShowTownRoadTrip',
    fashion:
      'DressLikeTheCast SitcomThrowbackLook TVShowCharacterFit TVShowWardrobeDupes TVShowLookbook TVShowStyleSteal',
    wellness:
      'TVShowComfortRewatch TVShowOneEpisodeRule StretchDuringCredits TVShowLessonsLearned CozyPilotNight TVShowGratitudeList',
    speed:
      'TVShowRecapInOneMinute TVShowThemeInThree TVShowCastNameRace SkipIntroReflex BingeWatchTriviaBlitz TVShowCatchphraseDash',
    music:
      'TVShowThemeCover TVShowIntroMashup SitcomSongsOnUkulele TVShowCreditsOnPiano LaughTrackBeat NameThatTVShowTune',
    art: 'SitcomSetDiorama TVShowPosterRedraw TVShowInMyArtStyle TVShowSceneInClay TVShowTitleCardRemake EpisodeStoryboard',
    tech: 'PutMeInTheTVShowIntro TVShowAIRecast TVShowHomeTheater BackyardTVShowNight WatchPartySetup SmartRemoteShowdown',
    pet: 'TVShowDoorbellBark PupWatchesAnimalShow TVShowPetReaction MyDogsFavoriteTVShow TVShowLapCat CouchPotatoKitty',
    gaming:
      'TVShowCharades GameShowAtHome TVShowQuoteDuel TVShowGuessWho TVShowTropeBingo BuzzerBeaterTrivia',
  },
  duck: {
    dance:
      'ChuckBerryDuckWalk DucklingConga QuackAlongGroove DoTheDuckWaddle RubberDuckRumba FlapLikeADuck',
    fitness:
      'DuckWalkSquats DuckAndWeaveDrills PondLoopJog WaddleWarmup DucklingFollowRun DuckPaddleKicks',
    funny:
      'DuckFaceSelfieFail QuackAttackReaction PondMafiaNarration GetYourDucksInARow RubberDuckTherapist DucklingStampede',
    prank:
      'RubberDuckInvasion QuackDoorbellSwap JeepDucking CruiseDuckTrail HiddenDuckHunt DuckDeskBuddy',
    educational:
      'WhyDucksFloat DucklingImprinting PaddlePowerPhysics WaterOffADucksBack NameThatDuck WhyDuckFeetDontFreeze',
    cooking:
      'DuckPondCake RubberDuckCupcakes DucklingRiceBento DuckEggCustard QuackersAndCheese DuckFaceBuns',
    travel:
      'DuckBoatRide PeabodyDuckMarch MakeWayForDucklings DuckPondHopping RubberDuckTravelBuddy CanalWildlifeCruise',
    fashion:
      'DuckYellowFitCheck DuckBootStyling DressLikeAMallard RubberDuckHairClips DuckEmbroideryDIY WaddleWalkRunway',
    wellness:
      'WaterOffADucksBack BeLikeADuck DuckPondPause DuckWatchingBreak LetItRollOff SlowWaddleWalk',
    speed:
      'RubberDuckRace DuckWaddleRelay HookADuckDash StackTheDucks DucksInARowBlitz DuckSpottingCountdown',
    music:
      'RubberDuckieCover QuackAlongChorus DuckCallSolo SqueakyDuckMelody DucklingLullaby DuckPondSerenade',
    art: 'DrawADuckBlindfolded RubberDuckMakeover DuckPondWatercolor DuckOrigamiFold MallardLinoPrint DuckDecoyCarving',
    tech: 'RubberDuckDebugging DuckPondLiveCam QuackSoundboard RoboDuckRace NameThatDuckApp DuckNestMonitor',
    gaming:
      'DuckHuntHighScore DuckLifeRacing GooseHonkSpeedrun DuckPondArcade QuackQuest DuckGameNight',
  },
  turkey: {
    dance:
      'GobbleWobble TurkeyStrut TurkeyTrotDance TurkeyTailTwirl TurkeyWingFlap StuffingShuffle',
    fitness:
      'TurkeyTrotFiveK GobbleBurpees TurkeyLegDay WorkOffTheStuffing PreTurkeyPlank TurkeyWingCardio',
    funny:
      'TurkeyComaReaction TurkeyStillFrozen WhoGetsTheWishbone DrumstickDrama TurkeyCarvingPanic TypesOfTurkeyGuests',
    prank:
      'IsItTurkeyOrCake TurkeyPlaceCardSwap GobbleAlarmClock TurkeyHatSurprise WishboneDoubleTrick HandTurkeyNoteDrop',
    educational:
      'TurkeySleepMyth WhyTurkeysGobble TurkeyMoodColors CanTurkeysFly ThanksgivingOrigins TurkeyTimeMath',
    travel:
      'TurkeyDayRoadTrip TurkeySanctuaryStop WildTurkeySpotting TurkeyTrotNewCity PlymouthHistoryTour ParadeBalloonHunt',
    fashion:
      'TurkeyHatRunway TurkeyDayStretchyPants TurkeyFeatherFashion TurkeyTrotFitCheck GravyProofOutfit ThanksgivingLayerUp',
    wellness:
      'TurkeyTableCompliments PostTurkeyNap GratitudeBeforeGravy WalkOffTheTurkey TurkeyDayThankYouNotes ThreeThankfulThings',
    speed:
      'TurkeyTrotRace TurkeyDishesBlitz GobbleRelay TurkeyTableSetSprint FastestTurkeySandwich GravyWhiskOff',
    music:
      'GobbleBeatbox TurkeyCallDuet TurkeyKazooBand TurkeyInTheStrawCover TurkeyHoedownFiddle DrumstickDrumroll',
    art: 'HandTurkeyGlowUp PineconeTurkeyCraft TurkeyLeafCollage DisguiseATurkey ClayTurkeyCenterpiece TurkeyFeatherPainting',
    tech: 'TurkeyOvenTimelapse TurkeyDayGanttChart AIThanksgivingPlanner TurkeyVideoCallFeast GobbleSoundboard TurkeyThermometerTest',
    pet: 'PetInATurkeyCostume GobbleSoundReaction TurkeyPlushFetch TurkeyDayPuppyEyes CatInAPilgrimHat TurkeyTrotWithMyDog',
    gaming:
      'ThreeStrikesTurkey TurkeyTriviaShowdown TurkeyDayBingo TurkeyFeastFootball AfterDinnerCharades GobbleBoardGame',
  },
  mango: {
    dance:
      'MangoTango ItTakesTwoToMango MangoMerengue MangoSalsaSteps MangoMacarena TropicalTwirlOff',
    fitness:
      'MangoSmoothieRecovery ReachForTheMango EarnYourMangoLassi MangoBasketCarry TropicalTabata SquatForASlice',
    funny:
      'TypesOfMangoEaters MangoHedgehogFail WhoGetsTheMangoSeed MangoStringInTeeth MangoRipenessSqueeze JuiceToTheElbows',
    prank:
      'MangoYolkFakeout MangoMousseIllusion MangoLunchboxNote MangoStressBallSwap SurpriseMangoDelivery TropicalDeskMakeover',
    educational:
      'MangoCashewCousins HowMangosGrow GuessThatMango MangoNationalFruitQuiz PaperBagRipenTest WhereMangoesBegan',
    travel:
      'ChasingMangoSeason MangoMarketHunt BangkokStickyRiceStall MangoOrchardPicnic MangoStreetCartStop TropicalFruitTour',
    fashion:
      'HeadToToeMango MangoPopOfColor MangoEarringDIY MangoSorbetFitCheck SummerLinenLayers SunsetFruitTones',
    wellness:
      'MangoMindfulBite MangoShadeSiesta MangoSmoothieRitual SlowMangoSunday OneMangoNoPhone SunshineOnAPlate',
    speed:
      'MangoSmoothieSpeedrun FastestLassiBlend MangoRipenessSort MangoSpoonRelay MangoBasketDash StickyRiceSprint',
    music:
      'MamboNumberMango MangoMarimbaJam MangoReggaeCover MangoUkuleleStrum SteelDrumSummer MangoTangoSong',
    art: 'MangoRoseArt MangoSkinGradient StillLifeWithMango MangoMacroShot MangoStampPrints PaintTheMangoTree',
    tech: 'MangoBlenderBattle DoesTheMangoSlicerWork AIPicksARipeMango MangoRipenTimelapse DehydratedMangoTest FruitPickerRobot',
    pet: 'MangoPlushFetch MangoShadeNap KittenInAMangoBox MangoBandanaPup CatVsMango TropicalPetPhotoshoot',
    gaming:
      'FruitNinjaMangoCombo MangoFarmTycoon MangoStardewOrchard MangoMergeHighScore TropicalIslandRun GuessTheMangoTrivia',
  },
  straw: {
    dance:
      'BendyStrawBounce SlurpAndSpin StrawSipShuffle StrawBendAndSnap StrawBatonTwirl BobaBopGroove',
    fitness:
      'CrazyStrawCrunches StrawHurdleHops StrawPickupSquats StrawBreathingDrill StrawSlalomSprint SlurpBetweenSets',
    prank:
      'StrawPinholeTrick StrawWrapperNote GiantStrawSwap CrazyStrawSurprise ExtraLongStrawSip LoopyStrawLabyrinth',
    educational:
      'StrawThroughAPotato HowStrawsReallyWork StrawRocketLaunch BentStrawIllusion PaperVsPlasticStraw WhoInventedTheStraw',
    cooking:
      'StrawHullStrawberries StrawBobaTeaAtHome EdibleStrawTest ChocolateStrawSip TooThickForAStraw PastaStrawHack',
    travel:
      'BobaStrawShopCrawl CoconutWithAStraw BambooStrawMarket ReusableStrawOnTheGo SipAroundTheWorld SmoothieStandTour',
    fashion:
      'StrawHatFitCheck StrawBeadJewelryDIY SipInStyle StrawToteStyling CupAndStrawMatch PastelCafeOutfit',
    wellness:
      'StrawBreathingCalm SlowStrawSip ReusableStrawHabit PlasticStrawFreeWeek BreatheAndSettle ExhaleThroughAStraw',
    speed:
      'StrawSuctionRelay StrawChainIn60 StrawStackSprint StrawPompomDash WrapperWormFlick FastestSipRace',
    music:
      'PanFluteFromStraws StrawOboeBuzz StrawTromboneSlide SlurpBeatDrop PlayASongOnStraws StrawKazooSolo',
    art: 'StrawBlowPainting StrawGeodesicDome PaperStrawWeaving StrawInkMonsters StarsFromStraws StrawPrintCircles',
    tech: 'StrawRocketBuild StrawHydraulicArm StrawBridgeTest RobotHandFromStraws MarbleCoasterOfStraws StrawWindTurbine',
    pet: 'KittenStealsTheStraw StrawWrapperCatChase DogHearsTheSlurp StrawFeatherWand StrawBatToy BendyStrawPetPose',
    gaming:
      'StrawBlowFootball StrawAirHockey StrawPongShowdown StrawMiniGolf PompomMazeRace WrapperWormWars',
  },
  yellow: {
    dance:
      'SunflowerSway MellowYellowGroove YellowUmbrellaTwirl YellowSubmarineShuffle BumblebeeBuzzStep YellowRaincoatDance',
    fitness:
      'YellowCardCircuit YellowJerseyRide YellowBandStretch YellowTennisBallDrills SunSalutationFlow GoldenHourRun',
    funny:
      'AllYellowEverything BananaPhoneCall YellowPagesReaction YellowMinionVoice YellowHighlighterBinge MellowYellowMeltdown',
    prank:
      'YellowStickyNoteStorm WriteOnTheBanana YellowDuckInvasion YellowSmileyTakeover SunflowerBouquetDrop MellowYellowMakeover',
    educational:
      'WhyTheSunLooksYellow WhyLeavesTurnYellow WhyBusesAreYellow IsTheTennisBallGreen NameFiveYellowAnimals HowYellowPaintIsMade',
    cooking:
      'AllYellowDinner YellowCurryNight YellowFruitSalad YellowCornbreadBake GoldenTurmericLatte BananaPuddingLayers',
    travel:
      'SunflowerFieldTrip YellowTramLisbon YellowTownIzamal FindAYellowBrickRoad YellowDoorsPhotoWalk CanolaBloomBikeRide',
    fashion:
      'ButterYellowFitCheck HeadToToeYellow YellowSneakerPop OneYellowPiece MustardVsLemonYellow YellowRaincoatLook',
    wellness:
      'SunnySideReset MellowYellowMorning FindFiveYellowThings GoldenHourGratitude YellowJoyJournal YellowCandleUnwind',
    speed:
      'TenYellowThingsIn60 YellowLegoTower YellowPostItBlitz YellowCarCountRace BananaSpeedPeel YellowObjectHunt',
    music:
      'YellowSubmarineCover ColdplayYellowAcoustic YellowThingsDrumKit YellowUkuleleJam SunshineSingAlong MellowYellowRemix',
    tech: 'AllYellowHomeScreen YellowRGBSetup YellowLEDCircuit RobotSortsYellow SunlightTimelapse YellowToneEdit',
    pet: 'YellowRaincoatPup YellowBallFetch SunflowerFieldPooch YellowLabDayOut DuckToyReaction MellowYellowNap',
    gaming:
      'YellowPacManHighScore YellowOnlyBuild BananaPeelDodge YellowCoinHunt AllYellowPokemonRun PikachuPartyNight',
  },
  july: {
    dance:
      'HeatWaveShuffle JulySprinklerHop BeachTowelBoogie JulyJive FourthOfJulyLineDance JulyPoolPartyGroove',
    fitness:
      'BeatTheJulyHeat JulyJumpingJacks SummerSunriseSquats WatermelonCarry JulyWaterAerobics JulyPlankStreak',
    prank:
      'FrozenTShirtInJuly WaterBalloonWelcome WatermelonFakeOut JulyPopsicleSurprise ChristmasInJuly JulyIcePopDelivery',
    educational:
      'WhyJulyIsHottest WhyItsCalledJuly JulyFireflyScience JulyUVBeadTest DogDaysOrigin JulySkyGuide',
    cooking:
      'NoBakeJulyTreats RedWhiteAndBlueberry JulyPeachSalsa JulyBerryCobbler JulyGrillNight WatermelonSlushie',
    travel:
      'HeatWaveCoolSpots LakeDaysOfJuly JulyIslandHop FourthOfJulyRoadTrip SnowInJulyHike JulyCampout',
    fashion:
      'FourthOfJulyFitCheck JulyLinenLook JulySundressSwap SunHatShowdown TooHotForJeans JulySandalLineup',
    wellness:
      'JulyHydrationStreak JulyShadeSiesta SlowJulyMornings StargazeInJuly HeatWaveCoolDown FireflyEvening',
    speed:
      'PopsicleBeforeItMelts JulyIceCubeRace JulyPoolRelay JulySprinklerDash CornShuckShowdown JulyWaterBalloonToss',
    music:
      'CicadaChorusRemix HeatWaveSingAlong JulyPorchJam JulyCampfireGuitar JulySongOfSummer FourthOfJulyAnthem',
    art: 'JulySunPrint FireflyLongExposure JulyTieDyeBatch JulyChalkMural JulyPopsicleStickCraft MeltedCrayonArt',
    tech: 'JulySolarOvenTest PortableACShowdown JulyDIYFanBuild JulyFireflyTimelapse JulyKeepPhoneCool SidewalkEggFry',
    pet: 'HeatWavePawCheck JulyKiddiePoolPup JulySprinklerChase JulyPupsicleTreats CoolingMatNap CatFindsJulyShade',
    gaming:
      'JulyBacklogBlitz JulyCornholeLeague CampfireCardTourney JulyGameMarathon HeatWaveLANParty JulyPorchUnoNight',
  },
  wife: {
    dance:
      'SlowSwayWithWifey WifeTeachesMeTheMoves CopyMyWifesChoreo WaltzWithTheWife FirstDanceRedo AnniversarySwingStep',
    fitness:
      'WifeCarryingRace PartnerPlankOff WifeStepCountDuel WifeCoachesMyWorkout WifeyVsMePushups CouplesYogaPose',
    funny:
      'WifeRatesMyJokes WifeDoesMyImpression HusbandPacksHerBag WifeTranslatesForMe ThingsMyWifeSays WifeyKnowsBest',
    educational:
      'HowWellDoIKnowHer WifeCareerCrashCourse WifeLanguageLesson WifeyFactCheck WifeQuizzesMe MyWifesHobbyExplained',
    cooking:
      'BreakfastInBedForWifey MyWifesFavoriteDish WifeFirstDateMeal CookLikeMyWife RecipeFromHerMom WifeJudgesMyCooking',
    travel:
      'WifePicksTheCity WifeHoneymoonRevisit WifeyWeekendAway SurpriseTripForWife AnniversaryCabinEscape WifeAsTourGuide',
    fashion:
      'WifePicksMyOutfit WifeWardrobeSwap WifeyFitCheck TwinningWithTheWife DateNightGlowUp WifeRatesMyLooks',
    wellness:
      'WifeWalkAndTalk CouplesPhoneFreeHour SpaNightForWifey LoveNoteForMyWife WifeAppreciationDay SlowSundayTogether',
    speed:
      'WifeGroceryDash ReadyBeforeMyWife WifeyWrapRace RapidFireWifeQuiz CouplesTidyBlitz WifeBedMakingRelay',
    music:
      'SerenadeMyWife WifeyDuet WifeFirstDanceCover WifeUkuleleLoveNote AnniversaryMixtape LearnHerFavoriteSong',
    art: 'WifeBlindPortrait WifeWeddingPhotoRedo CouplesPotteryDate PaintMyWifeBadly WifeyHandmadeCard SketchHowWeMet',
    tech: 'WifeTechSupport WifeVsVoiceAssistant WifeTestsMySmartHome WifeyGadgetGift AIWritesMyWifeAPoem OldPhotoRestoreAI',
    pet: 'PetPicksWifeOrMe WhoDoesTheDogGreet WifeHomecomingZoomies WifeCatLapClaim PuppyPrefersWifey WifeTeachesNewTricks',
    gaming:
      'WifeCarriesTheTeam WifeMarioKartDuel WifeScrabbleShowdown WifeyRematch CouplesCoopCampaign TeachingMyWifeToGame',
  },
  meeting: {
    dance:
      'MeetingCameraOffMoves MeetingsOverDance MeetingWrapUpWiggle MeetingMoonwalkExit DeskChairGroove LeaveCallVictoryLap',
    fitness:
      'WalkingMeeting MeetingCalfRaises MeetingChairDips AgendaItemPushups MuteButtonSquats StandUpMeetingLunges',
    prank:
      'FakeMeetingRealCake MeetingCardboardCutout MeetingRoomBalloons AgendaItemCompliments MeetingBackdropSwitch RubberDuckAttendee',
    educational:
      'MeetingCostCalculator MeetingJargonDecoded MeetingRobertsRules HowToRunAMeeting PresentLikeAPro CouldThisBeAnEmail',
    cooking:
      'BoardroomBrunch MondayMeetingMuffins MeetingSnackBoard MeetingCoffeeCake BagelsForTheMeeting DonutsOnTheAgenda',
    travel:
      'MeetingWithAView TakeTheMeetingOutside OffsiteAdventure CoworkingSpaceHop MeetingOnATrain WalkingMeetingRoute',
    fashion:
      'MeetingMulletFit MeetingReadyInFive DressForTheMeeting BlazerOverPajamas BoardroomPowerSuit MeetingEarringStack',
    wellness:
      'MeetingFreeFriday PreMeetingBreath PostMeetingReset CameraOffEyeRest MeetingStretchMinute NoMeetingLunchWalk',
    speed:
      'FiveMinuteMeeting MeetingSpeedrun MeetingTwoSlideLimit AgendaInSixtySeconds MeetingDecisionClock MeetingInOneBreath',
    music:
      'MeetingJargonRap MuteButtonBallad WhiteboardBeat SingTheMeetingRecap MeetingHoldMusicRemix MeetingMinutesMusical',
    art: 'WhiteboardMasterpiece MeetingPostItMosaic MeetingDoodleDare MeetingSketchNotes CaricatureTheMeeting AgendaCalligraphy',
    tech: 'AIMeetingNotes SlideDeckHacks RingLightMeetingGlowUp MeetingVsVacuumTest BestMeetingBackground MuteButtonMastery',
    pet: 'PetJoinsTheMeeting CatOnTheKeyboard KittenTailInMyMeeting MeetingDogBarkCameo MeetingParrotMimic MyCoworkerHasPaws',
    gaming:
      'MeetingBingo GuessTheMeetingJargon MeetingIcebreakerDuel MeetingGeoguessrWarmup PowerPointKaraoke LunchBreakChessClock',
  },
  apron: {
    dance:
      'BakersBoogie ApronStringsShuffle ApronSwishSway ApronOnBeatDrop ChefsKissChoreo ApronTieSpin',
    fitness:
      'ApronFlourSackCarry ApronOnWorkoutOn KneadThenSquat ApronToeTouchTie BakersPlankHold ApronKitchenCircuit',
    funny:
      'ApronCapeHero DramaticApronOn ApronTieStruggle GrandmasApronPockets EveryStainHasAStory KissTheCookApron',
    prank:
      'ApronPocketSurprise FlourHandOnBack ApronSloganSwap TinyApronForDad GooglyEyeApron KitchenNoteTrail',
    educational:
      'ApronStainScience WhoWoreApronsFirst TieAnApronThreeWays WhyChefsWearWhites ApronFabricShowdown ApronsAroundTheWorld',
    travel:
      'ApronOnAbroad ApronSouvenirHunt MarketToKitchenTour ApronBakeryBackstage ApronFromEveryCountry PastaClassInTuscany',
    fashion:
      'ApronFitCheck ApronAsAWrapSkirt ApronOverEverything ApronRunwayWalk StyleOneApronFiveWays BakeryChicLook',
    wellness:
      'ApronOnPhoneOff SlowBakeTherapy ApronSundayRitual ApronGardenHarvest KneadYourStress ApronUpForKindness',
    speed:
      'BlindfoldApronTie ApronOnSpeedrun ApronPocketLoadIn30 ApronRelay ChefReadyInTen KitchenCleanupDash',
    music:
      'ApronSpoonBand ApronKaraokeNight ApronPocketHarmonica WhistleWhileYouBake ApronPotLidCymbals SpatulaSymphony',
    art: 'HandprintApronGift PatchworkApronSew PaintYourOwnApron ApronTieDye ApronSloganLettering VeggieStampApron',
    tech: 'ApronPhonePocketHack ApronQRRecipeCode LightUpApronBuild HandsFreeVoiceCooking ApronCamPOV SmartScaleShowdown',
    pet: 'TwinningAprons ApronStringsCatChase PupInAChefApron ApronPocketTreatTrick BakerBuddyPortrait KitchenMatSitStay',
    gaming:
      'OvercookedApronDuo ChefApronSkin DinerRushHighScore ApronUpgradeQuest LegendaryApronLoot ApronBakeryTycoon',
  },
  mud: {
    dance:
      'MudPuddleBoogie SquishBootShuffle MudWellyWiggle StuckInTheMudMoves MudSplashSteps RainDanceToMud',
    fitness:
      'ToughMudderPrep MudHillSprints MudBootSquats MuddyAndMighty MudCrawlWorkout BogWadeIntervals',
    prank:
      'MuddyFootprintStickers MudPieFakeOut DirtCupWormSurprise MudBootCleanupFairy MudWellieCake SplatDecalOnTheCar',
    educational:
      'ShakeAMudJar MudBrickHistory MakeAMudFossil DigIntoTheMud ClaySiltSandSort WhyWetlandMudMatters',
    cooking:
      'MississippiMudPie MudCakeBakeOff DirtCupDessert MudPuddleBrownies MuddyBuddies ChocolateSwampPudding',
    travel:
      'BoryeongMudFestival MudVolcanoTrip DeadSeaMudBath MudflatWalkTour MudSwampAirboat RiverDeltaKayak',
    fashion:
      'MudRunFitCheck MuddyBootsStyle MudSeasonLayers MudFestivalLook AllWhiteMudDare RainbootStyling',
    wellness:
      'MudMaskMonday JumpInAMudPuddle BarefootGrounding MudBathMoment HandsInTheMud RainyWalkReset',
    speed:
      'MudRunTimeTrial FastestMudPie MudBootsOnInTen MudBrickStackDash PuddleJumpRelay MudCrawlRace',
    music:
      'SquelchRhythm MudStompBeat MudKitchenBand MudBucketDrums MuddyWatersBlues PuddleSplashPercussion',
    art: 'MudClayTreeFaces PaintWithMud MudBrickSculpture MudPuddleReflections EarthPigmentArt MudPieMasterpiece',
    tech: 'RCCarMudBash MudSplashSlowMo WillItSurviveMud MudTerrainRobot GoProInTheMud MudProofPhoneCase',
    pet: 'MudDogBeforeAfter RolledInMudAgain MuddyPawsDetective SudsyShakeOff MudPuppyBathTime SpotlessToSpotted',
    gaming:
      'MudTruckSimRun MudBikeTrials StuckInTheMudTag MinecraftMudHouse SwampBossBattle MudFortCapture',
  },
  whale: {
    dance:
      'BreachTheBeat WhaleSongSway WhaleTailTwirl WhaleFlipperFlow BabyBelugaBop WhaleOfADanceParty',
    fitness:
      'WhaleBreachBurpees WhaleTailKicks WhaleOfAWorkout WhaleFlipperPushUps HumpbackHIIT OrcaSprintLaps',
    funny:
      'WhaleWatchVsReality WhaleOrJustAWave WhaleYouMarryMe DoYourBestWhaleCall SeasickTourFaces WhalePunOff',
    prank:
      'WhaleSongAlarm AdoptAWhaleGift GiantInflatableWhale WhalePlushInBed WhaleCallDoorbell BathtubOrcaAmbush',
    cooking:
      'WatermelonWhale BlueWhaleSmoothieBowl WhaleTailPancakes WhaleOnigiri WhaleOfASandwich OceanJelloCups',
    travel:
      'FirstWhaleSighting SpotAWhaleFromShore WhaleMigrationCruise WhaleWatchingTrip HumpbackBayTour OrcaCoastDrive',
    fashion:
      'WhaleWatchFitCheck WhaleOfAnOutfit WhalePrintEverything DeepSeaBlueLook OrcaMonochrome WhaleTailCharmStack',
    wellness:
      'WhaleSongMeditation BreatheLikeAWhale DriftOffWithWhales WhaleWatchPatience OceanSoundsUnwind SlowSwimMindfulness',
    speed:
      'NameFiveWhalesFast TenSecondWhaleSketch BlowholeFactBlitz WhaleOrigamiTimer OrcaPuzzleRace BlueWhaleLengthDash',
    music:
      'WhaleSongRemix SingLikeAWhale HumpbackHarmony CelloWhaleCalls BabyBelugaCover WhaleBassDrone',
    art: 'PaperWhaleMobile LifeSizeWhaleInChalk WhaleLinocutPrint WhaleTailWatercolor OrcaClayFigure WhaleShadowPuppet',
    tech: 'AIWhaleSongDecoder LiveWhaleCam HydrophoneWhaleListen TrackATaggedWhale WhaleSpotterDrone OceanSonarDemo',
    pet: 'PetHearsWhaleSong PupInAWhaleCostume WhalePlushFetch CatNapsInAWhaleBed DogMeetsWhaleFloatie WhaleSqueakerToy',
    gaming:
      'WhaleWatchBingo WhaleSubnauticaDive FindEveryWhaleInGame WhaleMemoryMatch OrcaPodStrategy DeepSeaLevelRun',
  },
  boyfriend: {
    dance:
      'BoyfriendLearnsMyDance HubbyHipHopHour BoyfriendDipFinale BoyfriendTriesChoreo TwoStepDateNight CouplesInSync',
    fitness:
      'BoyfriendPushUpKiss DateNightRunClub HubbyPlankOff BoyfriendAsMyWeights BoyfriendPartnerSquats SwoleMateChallenge',
    funny:
      'MakeupByMyBoyfriend BoyfriendGuessesPrices HubbyRatesMyOutfit BoyfriendNamesColors BoyfriendPacksMyPurse SkincareByMyBoyfriend',
    prank:
      'BoyfriendHoodieSwap DressedAsMyBoyfriend HubbySurpriseBreakfast FlowersForMyBoyfriend LoveNotesInHisPockets PhotoBoothAmbush',
    educational:
      'BoyfriendTeachesMe HubbyExplainsHisHobby BoyfriendLanguageSwap HusbandHistoryHour CoupleTriviaQuiz HowWellDoesHeKnowMe',
    cooking:
      'BoyfriendTasteTest BoyfriendBakesACake RecreateOurFirstMeal DateNightPasta HubbyBrunchAttempt HusbandFollowsMyRecipe',
    travel:
      'InstagramHusbandTour BoyfriendPlansTheTrip ShowHimMyHometown BoyfriendPicksTheCafe WeekendCabinEscape HubbyNavigatesNoGPS',
    wellness:
      'BoyfriendFaceMaskSpa HubbyTriesYoga CoupleWalkAndTalk PhoneFreeDateHour BoyfriendGratitudeList MeditateWithMyHusband',
    speed:
      'BoyfriendBraidsIn60 BoyfriendGetReadyRace HubbyWrapsAGiftFast HusbandGroceryDash LaundryFoldOff TwoMinuteDateSetup',
    music:
      'BoyfriendSerenade BoyfriendGuessTheLyric HubbyHarmonizes CoupleKaraokeNight DuetWithMyHusband OurAnniversaryTune',
    art: 'BoyfriendDrawsMe BoyfriendPortraitSwap HubbyPotteryDate HusbandShootsOnFilm CouplePaintNight SketchEachOtherBlind',
    tech: 'BoyfriendBuildsMyPC BoyfriendPhotoAngles CoupleTransitionEdit HubbyScreenTimeReveal BoyfriendTechSupport SharedLocationDrama',
    pet: 'PetPicksBoyfriendOrMe CatIgnoresBoyfriend KittenClaimsHisLap DogMeetsMyBoyfriend HubbyAloneWithPuppy CuddlePileChallenge',
    gaming:
      'ArcadeDateDuel BoyfriendChessRematch IBeatMyBoyfriend HubbyCarriesTheTeam BoyfriendWatchesMyRun CouplesCoOpNight',
  },
  rooftop: {
    dance:
      'RooftopSilentDisco RooftopSalsaSocial StarlitSlowStep SkylineShuffle RooftopRaveForTwo RooftopSunsetSway',
    fitness:
      'RooftopYoga StairsToTheRooftop RooftopSunriseHIIT RooftopBootcamp SkylineStretch EarnTheView',
    prank:
      'RooftopSurpriseDinner RooftopBirthdayReveal BlindfoldedToTheTop RooftopBalloonMessage RooftopBannerSpell TelescopeNoteTrick',
    educational:
      'RooftopStarMap RooftopGardenScience NameThatSkyscraper HowRooftopSolarWorks RooftopBeehiveFacts WhyRooftopsGetHot',
    cooking:
      'RooftopPizzaNight RooftopGardenToTable SkylineBrunch RooftopMocktailHour SunsetSupperClub RooftopPicnic',
    travel:
      'RooftopCafeCrawl BestRooftopInTown RooftopSunsetSpots SkylineViewpointHunt ObservationDeckClimb RooftopEveryCity',
    fashion:
      'RooftopFitCheck RooftopWindyHairSave DressedForTheSkyline SunsetToStarsOutfit RooftopLinenLook RooftopDateNightStyle',
    wellness:
      'CloudWatchingPause RooftopStargazeUnwind SunriseOnTheRooftop RooftopJournalHour RooftopGardenCalm BreatheAboveTheCity',
    speed:
      'RooftopPicnicIn5 BeatTheRainPackUp RooftopSunsetCountdown RooftopHerbDash StringLightsUntangle StairsToRooftopSprint',
    music:
      'BeatlesRooftopConcert SkylineSessions RooftopUnplugged RooftopViolinSunset RooftopDJSet StringLightSerenade',
    art: 'RooftopSkylineSketch PaintTheNightLights CloudShapesDrawing RooftopPleinAir RooftopGoldenHourShots RooftopCityCollage',
    tech: 'RooftopStarTracker DIYRooftopWeather SkylineNightMode RooftopTimelapseCam RooftopDroneShot SolarPoweredRooftop',
    pet: 'RooftopDogPark RooftopCatnipGarden SkylinePupPhoto RooftopKittenSunbath CatVsRooftopPigeons PuppyPicnicBlanket',
    gaming:
      'RooftopGiantJenga RooftopChessMatch RooftopBoardGameNight UnoUnderTheStars RooftopSwitchSession SkylineScrabble',
  },
  key: {
    dance:
      'KeyJingleShuffle PhoneWalletKeysDance KeyFoundVictoryStrut KeyRingTwirl KeysPopAndLock UnlockTheGroove',
    fitness:
      'ForgotMyKeysStairRun SquatForEveryKey KeyDropLunges KeyHuntCircuit UnlockYourGlutes PorchStepUps',
    prank:
      'KeysInJello GiantKeychainSwap KeyringCharmOverload KeyHookRearrange GooglyEyeKeys SpareKeyTreasureHunt',
    educational:
      'HowKeysOpenLocks WhyKeysHaveRidges PinTumblerPuzzle SkeletonKeyMystery FirstKeyEverMade SeeInsideThePadlock',
    cooking:
      'HousewarmingKeyCookies GoldenKeyCake KeyLimePieChallenge KeyChocolateMolds NewHomeFirstMeal KeyToMyHeartTart',
    travel:
      'KeyToTheCityTour HotelKeyCollection SouvenirKeyringHunt FloridaKeysRoadTrip KeyWestSunset LockmakerWorkshopVisit',
    fashion:
      'KeysToTheRunway BagCharmKeychainStack KeyNecklaceLayering CarabinerKeysLook KeyringFitCheck DIYVintageKeyEarrings',
    wellness:
      'LostKeysNoPanic KeysDownDeepBreath KeyHookHabit KeyBowlByTheDoor HomeArrivalRitual UnlockCalm',
    speed:
      'FindTheKeysIn30 WhichKeyRace KeyringLoadUp PadlockMatchDash SpareKeyScramble UnlockRelay',
    music:
      'KeyChangeChallenge KeysAsPercussion KeyJingleBeat LockClickRhythm KeyringShakerSolo WhatKeyIsThisSong',
    art: 'OldKeyWindChime ThroughTheKeyhole KeyRubbingArt PaintYourKeys DrawWhatThisKeyOpens KeyWireWrapping',
    tech: 'SmartLockVsKey KeyFinderTagTest NeverLoseYourKeys 3DPrintedKeyHook KeyFobBatterySwap PhoneAsYourKey',
    pet: 'KeyInTheDoorZoomies KeyJingleWalkTime DogFindsMyKeys CatKnocksOffTheKeys ParrotMimicsTheKeys LeashOnTheHookRoutine',
    gaming:
      'EscapeRoomKeyHunt FindTheBossKey KeyCollectorSpeedrun SkeletonKeyDungeon KeyPuzzleBoxSolve LockedDoorQuest',
  },
  twin: {
    dance:
      'TwinMirrorDance TwinSyncStep DoubleTroubleShuffle TwinCanonRoutine TwinningDuoMoves WhichTwinLeads',
    fitness:
      'TwinPlankOff DoubleTroubleBurpees SyncedTwinSquats RaceYourTwinUpstairs CopyMyTwinsWorkout TwinRowingSync',
    funny:
      'TwinTelepathyTest TwinSwitchDay GuessWhichTwin TwinBabyPhotoMixUp WhoIsTheEvilTwin StrangersDoubleTake',
    educational:
      'HowTwinsHappen IdenticalVsFraternal TwinFingerprintTest WhatAreMirrorTwins NatureVsNurtureTwins TwinsAroundTheWorld',
    cooking:
      'TwinBakeOff TwinSameRecipeTest TwinningCupcakes DoubleDessertPlatter TwinTasteSwap CookForYourTwin',
    travel:
      'TwinsDayFestival TwinRoadTrip TwinCitiesWeekend TwinPeaksHike SiblingPassportStamps SplitUpAndExplore',
    fashion:
      'SameDressTwoWays TwinOppositeStyles TwinHairSwap TwinFitCheck TwinningFromHeadToToe MixMatchTwinClosets',
    wellness:
      'LetterToMyTwin TwinMemoryLane SiblingCheckInCall TwinWalkAndTalk WhyILoveMyTwin TwinSpaDay',
    speed:
      'TwinSameWordBlitz FastestTwinSwap TwinTelepathyRace TwinRelay MirrorMeInTen OutfitChangeSprint',
    music:
      'TwinPianoFourHands DoubleTroubleDuet TwinHarmony EchoMyTwin TwinRapBattle SingInTwinSync',
    art: 'TwinDrawEachOther TwinHalfFacePhoto DoubleExposureShot TwinCollabCanvas TwinPortraitSwap SpotTheTwinDifference',
    tech: 'TwinFaceUnlockTest AITwinDetector TwinFingerprintScan TwinAgingFilter TwinDNAKitResults SmartSpeakerTwinTrick',
    pet: 'PupPicksTheRightTwin TwinCatConfusion TwinningWithMyDog PetLookalikeContest TwinKittenSiblings SeeingDoubleSnapshot',
    gaming:
      'TwinItTakesTwoRun TwinSplitScreenRace MindMeldCardRound BeatMyTwinsHighScore TwinCoopGame TwinTelepathyDuel',
  },
  microphone: {
    dance:
      'MicDropFinale MicrophoneStandMoves MicrophoneCordTwirl DanceWithTheMicrophone KaraokeStageStrut HairbrushPopStar',
    fitness:
      'TreadmillKaraoke MicCheckBurpees SingThroughThePlank MicrophoneJogAlong MicrophoneBreathDrills MicrophoneSquatSong',
    funny:
      'MicCheckOneTwo MicrophoneFeedbackFail MicrophoneInterviewDad DramaticMicrophoneDrop HairbrushRockStar TalkShowHostAtDinner',
    prank:
      'MicrophoneVoiceChanger MicrophoneArenaIntro KitchenPASystem SurpriseOpenMicNight SecretMicrophoneDJ AnnounceEveryoneHome',
    educational:
      'HowMicrophonesWork WhyMicsSqueal CondenserVsDynamic MagnetMicrophoneDIY FirstMicrophoneEver MicrophonePickupMap',
    cooking:
      'MicrophoneCakePops GuessTheKitchenSound SizzleIntoTheMic MicrophoneASMRCooking CrunchySnackFoley MicrophoneChefShow',
    travel:
      'MicOnTheRoad MicrophoneCitySounds MicrophoneStreetPoll MicrophoneTourGuide TokyoKaraokeBox NatureRecordingHike',
    fashion:
      'OpenMicFitCheck PopStarSequins MicrophoneStageLook MicrophoneGlamMakeup DressLikeALeadSinger RhinestoneMicrophone',
    wellness:
      'MicCheckAffirmations MicrophoneVoiceJournal BraveMicrophoneMoment MicrophoneBreathwork HumToRelax SingItOutReset',
    speed:
      'MicCheckSpeedRap MicrophoneAlphabetDash AuctioneerMicrophone CableCoilCountdown FastestMicrophoneSetup SixtySecondPodcast',
    music:
      'MicCheckFreestyle MicrophoneHarmonyStack MicrophoneBeatbox VintageRibbonVocals PassTheMicrophone KaraokeNightKing',
    art: 'DesignADreamMicrophone RetroMicIllustration BedazzleAMicrophone MicrophoneClayModel SingerSilhouetteArt StageLightPhotography',
    pet: 'MicrophoneHowlDuet ParrotKaraokeStar PurrIntoTheMicrophone DogMeetsMicrophone MicrophonePetInterview CatStealsTheMic',
    gaming:
      'MicCheckSquadChat MicrophoneCasterMode MicrophoneGameShowHost KaraokeMicrophoneDuel VoiceCommandSpeedrun LiveCommentaryStream',
  },
  jello: {
    dance:
      'WobbleShuffle JigglyJazzHands JelloArmsChallenge MoveLikeJello JelloJiggleStep JellyLegsBoogie',
    fitness:
      'JelloLegsWorkout CarryJelloNoSpill PlankTillYoureJello WobbleWalkRelay JigglySquatPulse JelloTrampolineHops',
    funny:
      'JelloMoldFails JelloSaladTasteTest GrandmasRetroRecipe JelloWobbleSlowMo AlwaysRoomForJello JellyOrJelloDebate',
    educational:
      'WhyJelloWiggles WhyPineappleRuinsJello BendLightWithJello WhereGelatinComesFrom JelloBrainwaveMyth HowJelloSets',
    cooking:
      'JelloOrangeSlices CathedralWindowJello RainbowJelloLayers JelloAquarium RetroJelloMold JelloPokeCake',
    travel:
      'JelloMuseumTrip JelloUtahPilgrimage JelloAroundTheWorld JelloDinerHunt WobblyDessertTour MidcenturyCafeCrawl',
    fashion:
      'JellySandalComeback JelloJewelTones JelloPastelLook WobbleWalkRunway JelloColorFitCheck ClearBagStyling',
    wellness:
      'WiggleItOutReset ShakeLikeJello JelloSensoryPlay MindfulJelloSpoonful JelloLaughBreak SlowSpoonPause',
    speed:
      'JelloWithChopsticks JelloSpoonRelay JelloCubeStackRace JelloUnmoldIn10 DontDropTheJello JiggleTowerBlitz',
    music:
      'JelloJingle JelloWobbleBeat JellyRollBlues JelloSpoonTapTune DubstepBassDrop JigglePercussion',
    art: '3DJelloFlowers JelloStainedGlass GelatinSculpture JelloMacroPhotos JellyBeanMosaic PaintWithJello',
    tech: 'JelloSlowMoCam JelloLaserMaze GelatinLensBuild JelloCircuitTest 3DPrintedJelloMold MeasureTheWobble',
    pet: 'KittenStaresAtJello DogVsWobblyJello JelloSquishyToyFetch PetInAJelloCostume PuppyMeetsJigglyBall CatPounceReaction',
    gaming:
      'JelloCubeTicTacToe JelloFlavorBracket JelloSlimeBoss JiggleJumpPlatformer JengaWithJello CandyCrushJellyLevel',
  },
  'night light': {
    dance:
      'NightLightShadowDance NightLightPJShuffle GlowStickGroove StarProjectorSway TiptoePastNightLight MidnightMoonwalk',
    fitness:
      'NightLightYogaFlow GoodnightStretch NightOwlWorkout NightLightPlankHold GlowInTheDarkCircuit MoonlitLegRaises',
    prank:
      'NightLightDinoShadow NightLightMonsterSpray GlowNoteUnderPillow StarsOnTheirCeiling PurpleNightLightSwap GuardianNightPlushie',
    educational:
      'HowNightLightsWork WhyKidsFearNighttime WhyRedLightAtNight GlowInTheDarkScience NightLightLEDCircuit HowTheSensorKnows',
    cooking:
      'NightLightGlowingJello MoonAndStarCookies MidnightSnackAttack GoodnightWarmMilk NightLightChamomileTea BedtimeBananaBread',
    travel:
      'GlowWormCaveTour BioluminescentBeach NightLightTravelHack NightMarketCrawl LanternFestivalNight FireflyFieldAtNight',
    fashion:
      'GlowInTheDarkSneakers NightLightPajamaFit SilkPJsGoodnightLook ReflectiveJacketNight SleepMaskStyling NightOwlLoungewear',
    wellness:
      'RedLightSleepHack AmberGlowRoutine NightLightWindDown NightLightCalmCorner GoodnightGratitude JournalByNightLight',
    speed:
      'LightsOutCountdown StoryBeforeTheClick NightLightToBedDash NightLightTidyRace GoodnightSpeedrun NightRoutineRelay',
    music:
      'NightLightLullaby TwinkleLittleStarRemix NightLightMusicBox GoodnightMoonSong StarlightPianoPiece SerenadeTheNightLight',
    art: 'ShadowPuppetTheater GlowPaintNebula MasonJarNightLight DIYNightLightLantern NightLightStainedGlass SketchTheNightSky',
    tech: 'StarProjectorShowdown SmartNightLightTest MotionSensorNightLight ArduinoNightLight 3DPrintedNightLight AutomateBedtime',
    pet: 'DogMidnightPatrol GlowCollarWalk NightLightPuppyComfort NightOwlHamster CatVsNightLight KittenNightShift',
    gaming:
      'FiveNightsSpeedrun ShadowPuppetCharades NightLightDungeonCrawl GlowInTheDarkGameNight MidnightUnoRound FlashlightTagRules',
  },
  'light bulb': {
    dance:
      'ScrewInTheLightBulb LightsOffFreezeDance SpotlightSoloStep LightBulbMomentMoves DiscoLightGroove SwitchItUpShuffle',
    fitness:
      'LightBulbTwistCore LightBulbReachStretch LightSwitchSprints LightsOnRepsOn LampPostLaps BrightIdeaBurpees',
    funny:
      'HowManyToChangeABulb CartoonLightBulbIdea LightBulbMomentFails DadVsTheLightBulb ShowerThoughtGenius WhoLeftTheLightsOn',
    prank:
      'DiscoLightBulbSwap LightBulbSlowDim SpookyGreenLightBulb PartyLightsAtBreakfast StickyNoteBrightIdea PinkLightEverywhere',
    cooking:
      'EasyBakeLightBulb LightBulbCakePops LightBulbJarDrinks LightAndFluffy BrightIdeaPancakes LightBulbCookies',
    travel:
      'SeeTheOldestLightBulb EdisonLightBulbLab StringLightCafeHunt LightFestivalRoadTrip NeonSignMuseumDrive CityLightsNightWalk',
    fashion:
      'LightUpSneakerComeback LightBulbCostume LEDJacketGlowUp LightBulbEarringDIY RingLightFitCheck SpotlightReadyLook',
    wellness:
      'DimTheLightsAtNine SunriseLightAlarm WarmBulbWindDown LightsLowPhoneOff LightBulbDimmerBedtime CandlelitEveningOff',
    speed:
      'LightABulbIn60 LightBulbScrewInDash LightningRoundTrivia LampSwitchRelay LightSequenceMemory FastestBulbChange',
    music:
      'LightShowToTheBeat BulbFlickerRhythm LightBulbBuzzRemix NeonHumHarmony LightsCameraKaraoke ThisLittleLightOfMine',
    art: 'LightBulbTerrarium BulbHotAirBalloon LightPaintingPhotos PaintedBulbOrnaments LightBulbVaseCraft ShadowAndLightSketch',
    tech: 'SmartLightColorHack LEDBulbTeardown IncandescentVsHalogen LightBulbLifespanTest MotionSensorLights LightBulbMorseCode',
    pet: 'CatChasesTheLight LightBulbShadowPlay DogTurnsOnTheLight PetCalmLightTest SunbeamNapSpot ReptileHeatLampCheck',
    gaming:
      'LightsOutBulbPuzzle EdisonTeslaDuel RGBLightGameRoom LightBulbSimonSays SyncLightsToGameplay BrightIdeaTrivia',
  },
  'summer camp': {
    dance:
      'MessHallShuffle CampfireHoedown SummerCampTalentShow SummerCampLineDance SleepawayCampStomp SummerCampSocialSway',
    fitness:
      'SummerCampSwimTest CanoePaddleWorkout TrailRunToTheLake SummerCampBootcamp SummerCampRopesCourse SummerCampMorningLaps',
    funny:
      'SummerCampLetterHome BugJuiceTasting CounselorImpressions SummerCampFoodReview TypesOfSummerCampers SummerCampPackingFails',
    educational:
      'SummerCampKnotTying CampfireScience SummerStarMap SummerCampFirstAid SummerNightSkyQuiz FindNorthNoCompass',
    cooking:
      'SummerCampSmores SummerCampFlapjacks SleepawayCampSnacks SummerCampBannock DutchOvenCobbler FoilPacketDinner',
    travel:
      'CampForGrownUps SummerCampVisitingDay BackToSummerCamp SummerCampRoadTrip LakesideCabinWeekend SleepawayCampReunion',
    fashion:
      'SummerCampFitCheck SummerCampTieDye CampCounselorLook OneBandanaTenWays SleepawayCampCapsule SummerCampThrowback',
    wellness:
      'SummerCampUnplug CampfireGratitude CabinQuietHour SummerCampDockSunrise SummerCampStargazing LettersFromSummerCamp',
    speed:
      'TentPitchingRace SummerCampCanoeSprint SummerCampBunkBlitz LastDayOfSummerPackUp KnotTieTimer SummerCampFlagRelay',
    music:
      'CampfireSingAlong BugleWakeUpCall SummerCampChantOff SummerCampUkuleleRound SummerNightsDuet SummerCampGuitarCircle',
    art: 'SummerCampLanyard FriendshipBraceletSwap PineconeCritters SummerCampRockPainting SummerCampLeafPrints TieDyeLikeSummerCamp',
    tech: 'CampfireTimelapse SolarLanternBuild SummerCodingCamp SummerCampRobotics SummerCampDroneShots WalkieTalkieSummerCamp',
    pet: 'SummerCampForDogs CatMissesTheKids BackFromSummerCamp SummerCampPupPacking PetPostcardHome PuppySummerCampDay',
    gaming:
      'SummerCampGagaBall ColorWarFinals SleepawayCampUno CaptureTheFlagNight SummerCampTriviaBowl SummerCampWerewolf',
  },
  shrimp: {
    dance:
      'ShrimpShuffle ShrimpBoilStomp BayouTwoStep JumboShrimpJive ShrimpTailFlick CurlLikeAShrimp',
    fitness:
      'ShrimpSquatChallenge NoMoreShrimpPosture EarnYourScampi ShrimpBoilCardio ShrimpNetCastReps JumboShrimpLunges',
    funny:
      'BubbaRecipeRecital IsItShrimpOrPrawn ShrimpPostureCheck ShrimpTailEtiquette JumboShrimpOxymoron ShrimpCocktailSnob',
    prank:
      'GummyShrimpSwap ShrimpCocktailCake PrawnCrackerSurprise ShrimpBoilInvite ShrimpPlushStowaway LobsterBibDinner',
    educational:
      'MantisShrimpPunch WhyShrimpTurnPink PrawnVsShrimp ShrimpHeartInHead SnappingShrimpSonar DeveiningLesson',
    travel:
      'ShrimpTruckNorthShore ShrimpBoilInLouisiana HopTheShrimpShacks PrawnMarketMorning ShrimpBoatSunrise GulfSeafoodFestival',
    fashion:
      'ShrimpPinkFitCheck ShrimpCostumeGlowUp StandTallNotShrimp ShrimpCharmStack CoralToneLayering SeafoodShackApron',
    wellness:
      'ShrimpPostureReset ShrimpTankZenWatch UnshrimpYourSpine SlowShrimpSupper SeasideGratitude DeskStretchBreak',
    speed:
      'ShrimpPeelRace PoundOfShrimpIn5 TempuraBatterBlitz ShrimpSkewerSprint PrawnSortDash ChopstickShrimpPickup',
    music:
      'ShrimpBoatShanty ShrimpSnapPercussion ShrimpSizzleBeat ShrimpBoilZydeco CajunFiddleTune BayouBandNight',
    art: 'PaintAMantisShrimp ShrimpOrigami ShrimpClayCharm PrawnLinocut SeafoodStillLife TempuraInWatercolor',
    tech: 'ShrimpPeelerTested AirFryerShrimpDuel ShrimpTankCam HydrophoneSnapRecord SmartGrillShrimp RobotPeelsShrimp',
    pet: 'ShrimpMoltReveal CherryShrimpCount ShrimpTankGlowUp BettaShrimpBuddies CatVsShrimpAquarium ShrimpBabyBoom',
    gaming:
      'ShrimpPostureGamer MantisShrimpBossFight ShrimpFishingMinigame CrustaceanCardClash ShrimpDinerTycoon CookingMamaShrimp',
  },
  'kitchen sink': {
    dance:
      'KitchenSinkSudsGroove KitchenSinkScrubShimmy DishDutyDanceBreak KitchenDiscoCleanup KitchenSinkTwoStep RinseAndRepeatRoutine',
    fitness:
      'KitchenCalfRaises DishDutySquats KitchenCounterPushUps KitchenSinkLunges RinseRepeatReps KitchenSinkCircuit',
    prank:
      'KitchenSinkCleanFairy KitchenDishesDisappear KitchenSinkRubberDucks GooglyEyedSponges KitchenSinkBallPit SoapDispenserSurprise',
    educational:
      'HowDishSoapWorks KitchenSinkGermSwab WhyDrainsSwirl KitchenSinkPTrapTour KitchenSinkMythBust KitchenSpongeScience',
    cooking:
      'KitchenSinkCookies KitchenSinkFriedRice KitchenSinkFrittata KitchenSinkSalad AnythingGoesNachos FridgeCleanOutPizza',
    travel:
      'KitchenSinkSuitcase PackLightChallenge VanLifeKitchenTour CampKitchenSetup KitchenSinkOverpacker CampsiteDishStation',
    fashion:
      'KitchenSinkMaximalist EverythingAtOnceOutfit KitchenSinkLayering WearAllYourJewelry KitchenSinkAccessories KitchenSinkFitCheck',
    wellness:
      'MindfulKitchenRinse EmptySinkMorning KitchenSinkNightReset KitchenWindowDaydream KitchenSinkHerbGarden DishDutyMeditation',
    speed:
      'KitchenSinkEmptyBlitz KitchenCounterSprint KitchenSpeedClean KitchenDishCountdown PotScrubShowdown BeatTheDishwasher',
    music:
      'KitchenSinkDrumKit WaterGlassXylophone KitchenSinkDripRhythm KitchenSprayerKaraoke KitchenPotsAndPansJam SpoonWhiskDuet',
    art: 'KitchenSinkStillLife KitchenSpongePainting DishSoapBubbleArt KitchenTileMosaic KitchenSinkCollage WindowsillHerbSketch',
    tech: 'KitchenTouchlessFaucet KitchenLeakSensorDIY DishwasherLoadingHack KitchenWaterFilterDuel MotionSoapDispenser KitchenSinkGadgetHaul',
    pet: 'KitchenSinkPupBath KitchenFaucetCat KitchenSinkKittenNap KitchenSupervisorDog SinkSizedPetSpa SpongeToyFetch',
    gaming:
      'OvercookedKitchenChaos KitchenSinkTriviaMix DishStackingJenga KitchenSinkCardDraft KitchenSimSpeedrun PowerWashEverything',
  },
  'day trip': {
    dance:
      'DayTripCarSeatGroove PicnicBlanketBoogie DayTripShuffle DayTripViewpointMoves RestStopRave DayTripDanceMontage',
    fitness:
      'DayTripSummitSteps DayTripBikeRide DayTripKayakPaddle DayTripTrailRun EarnYourPicnic HillsBeforeSnacks',
    funny:
      'AreWeThereYetCount DayTripWrongTurnSaga DayTripVsReality ParkingSpotHunt TypesOfDayTrippers DayTripSnackChaos',
    prank:
      'MysteryDayTrip FakeErrandRealDayTrip DayTripClueHunt DayTripEnvelopeReveal PackedBagAmbush SurpriseBlindfoldDrive',
    educational:
      'DayTripRockDetective CastleHistoryDayTrip LocalLandmarkQuiz LearnOneTownLegend DayTripMuseumHunt DayTripFieldNotes',
    cooking:
      'DayTripPicnicPack DayTripTrailMix DayTripCoolerLunch SnackAttackDayTrip BentoForTheRoad FarmStandFeast',
    fashion:
      'DayTripFitCheck SunHatAndSneakers ComfyButCuteDayTrip OneBagDayTripStyle PicnicReadyOutfit DayTripLayerUp',
    wellness:
      'SlowDayOut SunsetBenchPause PhoneFreeDayTrip DayTripReset ForestBathingDayTrip DayTripJournalStop',
    speed:
      'DayTripSpeedrun CityInADay CarLoadedIn5 DayTripLandmarkBlitz TenSightsOneDayTrip DayTripPackRace',
    music:
      'DayTripperCover DayTripCarKaraoke DayTripBuskerHunt WriteADayTripSong DayOutSoundtrack WindowsDownSingAlong',
    art: 'TicketStubJournal DayTripSketchbook DayTripPhotoDump WatercolorEveryView DesignADayTripPostcard DrawTheDayTripMap',
    tech: 'PlanADayTripWithAI DayTripDroneShots DayTripHyperlapse PowerBankSurvivalTest TrainAppHacks OfflineMapDayTrip',
    pet: 'DayTripWithMyDog DayTripPuppyBeach CatStrollerDayTrip BunnyPicnicBlanket WhatMyPetPacks PawFriendlyDayTrip',
    gaming:
      'DayTripBingo DayTripScavengerHunt TwentyQuestionsDrive LicensePlateGame DayTripCarTrivia DayTripSideQuest',
  },
  mattress: {
    dance:
      'MattressFlopFinale MattressCarryConga PillowFightChoreo MattressSpringStep MattressMoonwalk PajamaPartyShuffle',
    fitness:
      'MattressPlankWobble MattressBalanceSquats MattressSitUpCount MattressMarchInPlace RollOutOfBedStretch MemoryFoamCrunches',
    prank:
      'BubbleWrapMattress PeaUnderTheMattress SqueakyToyInTheSheets ApplePieBedTrick MattressFortAmbush MattressBalloonFloor',
    educational:
      'HowMattressSpringsWork NASAInventedMemoryFoam MattressInABoxPhysics WhyMattressesWearOut FirstMattressEverMade SleepCycleExplained',
    cooking:
      'PrincessAndThePeaCake MattressSpringRolls PancakeMattressStack BreakfastInBedTray QuiltedWaffleMattress MattressLasagnaLayers',
    travel:
      'HotelMattressRating AirMattressCampout MattressShowroomNap VanLifeMattressBuild HostelBedLottery TreehouseStayReview',
    fashion:
      'BedheadToFitCheck PillowcaseDressDIY MattressPajamaRunway MattressFlatlay MattressTickingStripes QuiltedLikeAMattress',
    wellness:
      'SundaySheetsSwap MattressBodyScan NoPhonesOnTheMattress MattressRefreshRitual FirstNightNewMattress FreshLinenFeeling',
    speed:
      'DressTheMattressFast MattressFortIn60 AirMattressPumpOff FitTheFittedSheet MattressBedMakingDash PillowcaseSwapTimer',
    music:
      'SqueakyMattressBeat MattressFortUnplugged MattressSpringTwang FiveLittleMonkeysCover MattressLullabyHour BedtimeStoryRap',
    art: 'MattressBoxCastle MattressTagRedesign MattressFoamSculpture PaintedHeadboardDIY QuiltPatternSketch MattressFortBlueprint',
    tech: 'SmartMattressScore MattressTempSensor AirMattressPumpHack CoolingPadShowdown MattressUVVacuum SnoreDetectorNightLog',
    pet: 'CatInTheMattressBox DogHogsTheBed PetClaimsNewMattress MattressKneadingKitty MattressFoamPupNest WhoStoleMySpot',
    gaming:
      'AirMattressLANParty MattressFortGameNight PillowFightBrawler SleepoverMarathonRun MattressCouchCoop FloorMattressTourney',
  },
  'ice cream truck': {
    dance:
      'BrainFreezeShuffle SprinkleShimmy IceCreamJingleJive IceCreamTruckConga IceCreamTruckHop IceCreamSwirlSpin',
    fitness:
      'EarnTheSundaeSquats IceCreamConeBalance IceCreamJingleReps IceCreamTruckLunges IceCreamCardio ScoopsAndSitUps',
    prank:
      'MashedPotatoSundae IceCreamJingleAlarm IceCreamTruckTreatsAll PopsicleDoorstepDrop BookTheIceCreamTruck IceCreamTubSurprise',
    educational:
      'WhyIceCreamMelts IceCreamTruckMenuMath IceCreamTruckEconomics IceCreamTruckHistory WhyBrainFreezeHurts WhereTheJingleCameFrom',
    cooking:
      'ChocoTacoHomemade IceCreamTruckCopycat IceCreamSandwichDIY IceCreamDrumsticks RocketPopIceCream BrainFreezeSundae',
    travel:
      'GelatoCartItaly IceCreamTruckFestival IceCreamCrawl IceCreamTruckBeachHunt IceCreamAroundTheWorld SummerTreatTrail',
    fashion:
      'NeapolitanColorBlock IceCreamTruckFitCheck SprinkleStyleOutfit IceCreamPastelLook IceCreamTruckStripes IceCreamParlorUniform',
    wellness:
      'SlowConeMoment FirstScoopSavor IceCreamTruckKindness IceCreamTruckNostalgia MindfulIceCream IceCreamTruckJoy',
    speed:
      'PopsicleBeforeItDrips SprinkleSortSprint IceCreamMeltRace IceCreamTruckOrderDash IceCreamJingleScramble CountCoinsForIceCream',
    music:
      'IceCreamJingleRemix XylophoneTruckTune IceCreamTruckSongCover IceCreamMusicBox ToyPianoTruckTheme ScreamForIceCream',
    art: 'IceCreamTruckDiorama PopsicleStickTruck MeltingConeStillLife DesignAnIceCreamTruck IceCreamClayCharms IceCreamTruckMural',
    tech: 'IceCreamTruckTracker ArduinoIceCreamJingle FreezerTechTour SoftServeTeardown IceCreamMakerShowdown SolarIceCreamTruck',
    pet: 'IceCreamJingleHowl KittyIceCreamCostume IceCreamConePlushFetch IceCreamPetPhotoshoot SprinkleBandanaPup TruckMusicZoomies',
    gaming:
      'IceCreamTruckTycoon ScoopStackTower IceCreamKartRace PapasScooperia IceCreamSundaeBuilder IceCreamOrderRush',
  },
  driveway: {
    dance:
      'CurbsideShuffle DrivewayCarRadioGroove GarageDoorRevealMoves DrivewaySprinklerJig DrivewayDiscoNight DrivewayHopscotchHop',
    fitness:
      'DrivewayChalkCourse SnowShovelHIIT DrivewayHoopWorkout SidewalkSensoryPath DoubleDutchDriveway DrivewayBootcamp',
    prank:
      'DrivewayFlamingoFlock DrivewayChalkMessage SnowmanGuardsTheCar DrivewayStickyNotes WelcomeHomeBanner DrivewayBalloonArch',
    educational:
      'DrivewayChalkMath DrivewaySolarSystem DrivewayShadowClock DrivewayAntSafari PuddleEvaporationRace CheckUnderTheHood',
    cooking:
      'DrivewaySolarOven DrivewayLemonadeStand CurbsideBakeSale DrivewayGrillOff TailgateChiliPot DriveInMovieSnacks',
    travel:
      'DrivewayRoofBoxTetris DrivewayCarCamping DrivewaySendOffWave DrivewayHomecoming NeighborhoodBikeTour StaycationCampout',
    fashion:
      'CurbsideCatwalk DrivewayRunwayShow DrivewayFitCheck GarageSaleStyling GoldenHourDriveway DrivewayThriftReveal',
    wellness:
      'DrivewayAffirmations FrontStepsCoffee LawnChairUnwind DrivewaySunsetChat DrivewayStargazing DrivewayNeighborHello',
    speed:
      'HopscotchTimeTrial DrivewayFreeThrows ShovelTheDrivewayFast DrivewayCarWashTimer DrivewayDoodleDash SnowmanInFiveMinutes',
    music:
      'DrivewayBucketDrums FrontStepsJam GarageRockCover DrivewayCarKaraoke DrivewayBandPractice DriveTimeSingAlong',
    art: 'Driveway3DChalk MailboxMakeover DrivewayWaterPainting DrivewayPaintedRocks SidewalkSelfPortrait StainedGlassDriveway',
    tech: 'DrivewayChalkTimelapse DrivewayDroneShot DoorbellCamReactions DrivewaySolarLights EVChargerInstall DrivewayMotionAlarm',
    pet: 'DrivewayCatSunbath DrivewaySprinklerPup PuppyMeetsMailCarrier ChalkOutlineOfMyDog DrivewayZoomies DrivewayPetPortrait',
    gaming:
      'DrivewayTicTacToe LifeSizeCheckers DrivewayGarageLANParty DrivewayMazeChallenge DrivewayFourSquare YardDominoTrail',
  },
  'trash day': {
    dance:
      'TrashDayBinShuffle TrashDayCurbStrut GarbageTruckGroove TrashDayRobeTwirl TakeOutTheTrashTwist RecyclingStomp',
    fitness:
      'TrashDayFarmerCarry TrashBagSquats TrashDayDrivewayLunges CanCrushStompSet TrashPickupPlogging CurbAndBackCardio',
    prank:
      'GooglyEyesOnTheLid TrashDayBinCostume NeighborCurbsideValet TrashCrewSnackBox TrashDayThankYouNote TrashCanNameTags',
    educational:
      'WhereOurTrashGoes TrashOrRecycleQuiz TrashDayLandfillMath DecodePlasticNumbers HowLongTrashLasts CompostInAJar',
    cooking:
      'ScrapVeggieBroth CarrotTopPesto TrashDayPeelChips TrashDayFridgeCleanout TrashToTreasureToast TrashDayLeftoverBowl',
    travel:
      'TrashDayTokyoSorting ZeroWasteTownVisit TrashPickupBeachTrip TrashDayAroundTheWorld RecyclingCenterTour TrashFreeHike',
    fashion:
      'TrashDayFitCheck GarbageSackCouture TrashToRunway TrashDaySlipperLineup UpcycledTrashBag BathrobeAtTheCurb',
    wellness:
      'LetGoOfOneThing TrashDayFreshStart WaveToTheTrashCrew TrashDayDeclutter LighterHomeFeeling TrashYourWorries',
    speed:
      'BeatTheGarbageTruck TrashDayBinDash RecyclingSortBlitz TrashBagTieTimer TrashDayRoomSweep TrashDayCurbRelay',
    music:
      'TrashCanDrumKit BackingUpBeepRemix TrashDayLidCymbals BottleXylophoneBand ILoveTrashCover TrashDayTruckBeat',
    art: 'TrashToTreasureArt RecycledRobotSculpture TrashDayCardboardCity TrashBottleCapMosaic CanTabJewelry TrashDayCollage',
    tech: 'AIRecyclingSorter TrashDaySmartBin TrashDayTruckTracker AutoLidSensorBuild NeverMissTrashDay TrashCanCamPOV',
    pet: 'GarbageTruckFanDog TrashDayWindowPup TrashDayCatPatrol RaccoonProofLidCam TrashCanSniffInspector TrashDayBarkAlong',
    gaming:
      'WastebasketHoops TrashDayCleanupQuest BinSortHighScore TrashDaySortingLevel TrashTalkTrivia TrashPandaSpeedrun',
  },
  spa: {
    dance:
      'SpaSlipperShuffle SpaTowelTwirl CucumberEyesStep FaceMaskFreezeDance SpaRobeGroove SpaDayWiggle',
    fitness:
      'SweatThenSpa SpaDayYoga AquaAerobicsAtTheSpa SpaPoolLaps EarnYourSpaNight FoamRollAndRelax',
    funny:
      'SpaDayWithDad SpaAtHomeFails FaceMaskScare PeelOffRegret SpaWhaleMusicReaction SpaCucumberDrama',
    prank:
      'SpaNightForMom BathroomSpaMakeover SpaReceptionistCosplay SurpriseSpaBasket FakeSpaAppointment RobeAndSlippersWaiting',
    educational:
      'HotSpringScience SaunaCultureQuiz TheTownCalledSpa HowRomanSpasWorked SpaMineralWaterTest SpaMaskMythBusting',
    cooking:
      'SpaWaterInfusions CucumberSandwichTower SpaDaySnackBoard SpaGreenSmoothie SpaNightMocktails RobeAndBrunch',
    travel:
      'ThermalBathBudapest OnsenSpaHopping BlueLagoonSpaDay HotSpringsRoadTrip SpaWeekendAway SpaResortTour',
    fashion:
      'SpaHeadbandStyle SpaRobeToStreet SpaDayFitCheck SpaSlipperRunway SilkScrunchieStack LoungeSetGlow',
    speed:
      'SpaNightIn15Minutes TowelSwanSpeedFold SpaDaySetupRace SpaNailPaintBlitz BathBombFizzCount FastestSpaFacial',
    music:
      'SpaSingingBowl WhaleSoundsSpaRemix RainstickLullaby WindChimeMelody SpaHarpSession SpaSoundscape',
    art: 'SoapMakingArt SpaBathBombDesign PressedPetalPaper SpaCandleCraft PaintYourSpaDay SpaLabelLettering',
    tech: 'LEDMaskWeekTrial MassageGunSpaNight FootSpaMachineTest SpaGadgetShowdown SmartDiffuserSpa AIPlansMySpaDay',
    pet: 'PetSpaDay PamperedPupBath SpaCatBrushing BunnyNailTrim SpaTowelBurrito SpaPawMassage',
    gaming:
      'FaceMaskCardNight HotSpringsStory SpaTycoonBuild SpaStardewBathhouse SpaDayBoardGame SimsSpaMakeover',
  },
  paintbrush: {
    dance:
      'PaintbrushStrokeChoreo PaintbrushSwishStep EaselSideShuffle DanceThenPaint BobRossBoogie PaintbrushBatonTwirl',
    fitness:
      'PaintWhileYouWallSit PaintbrushLungeStrokes MuralPaintingCardio FenceRollerSquats PaintbrushArmCircles BrushAndBurn',
    funny:
      'HappyLittleAccidents PaintbrushCoffeeMixUp PaintbrushMustache PaintbrushArtCritic SelfPortraitFail PaintLikeBobRoss',
    prank:
      'FakePaintSpill DryPaintbrushTickle PaintbrushDoodleNote TinyMasterpieceHidden PaintbrushMakeupSwap EaselSurpriseReveal',
    educational:
      'HowPaintbrushesAreMade FlatVsRoundBrushTest PaintbrushShapesQuiz WhatsInABristle PaintMixingLab SaveADriedPaintbrush',
    cooking:
      'EdibleWatercolorCake PaintbrushToastArt PaintedSugarCookies PastryBrushGlazeOff PaintbrushGlazedDonuts PaintYourPancake',
    travel:
      'PaintTheViewOnSite PocketPaintbrushKit PaintbrushPassport PaintbrushPleinAir MuseumCopyistDay ArtSupplyShopAbroad',
    fashion:
      'HandPaintedSneakers PaintbrushHairStick PaintbrushDenimJacket PaintSplatterFitCheck ArtistSmockStyling WearYourPaintbrush',
    wellness:
      'OneStrokePerBreath EnsoCircleDaily PaintbrushWaterWriting PaintbrushCalmHour PaintYourMood MindfulPaintbrush',
    speed:
      'PaintIn60Seconds PortraitInFiveMinutes PaintbrushRinseRace PaintbrushColorWheel PaintbrushAlphabetIn30 CanvasCoverTimer',
    music:
      'PaintToTheBeat PaintbrushConductor PaintbrushJazzSnare PaintbrushDrumSolo LyricsOnCanvas BrushStrokeASMR',
    tech: 'StylusVsPaintbrush PaintbrushTimelapse RobotHoldsAPaintbrush BristlesUnderMacro ProjectorTracingHack AIPaintbrushChallenge',
    pet: 'PaintbrushPetPortrait PaintbrushCatGrooming PaintbrushBoop DogPosesForPainter PawPrintCanvas KittenVsTheEasel',
    gaming:
      'PaintbrushMiniatures PaintbrushPictionary PaintYourGamePieces SplatoonIRL TelephoneDrawingRound PaintbrushPixelArt',
  },
  'to do list': {
    dance:
      'ToDoListVictoryDance CrossItOffShuffle TaDaListTango ChecklistConga DoneWithMyToDo ToDoListHappyFeet',
    fitness:
      'ToDoListPushupPerItem ChecklistCircuit CrossOffCardio ToDoListStairClimbs TaskTimerStretch ToDoListSquatBreak',
    prank:
      'ToDoListDoneForYou AddASillyToDo StickyNoteCompliments ToDoListGoldStars FakeToDoForDad ChoresSecretlyFinished',
    educational:
      'WhyToDoListsWork ZeigarnikEffectDemo EisenhowerMatrixToDo PilotsChecklistStory PomodoroYourToDo ToDoListStudyPlan',
    cooking:
      'ToDoListMealPrep ToDoListBakingDay MiseEnPlaceChecklist ToDoListPantryClearout OnePotWeeknight BakeItOffTheList',
    travel:
      'BucketListDayTrip LocalGemsTickOff ToDoListCityBreak ToDoListRoadsideStops ToDoListItinerary PackingChecklistNight',
    fashion:
      'WeekOfFitsChecklist ToDoListMendingPile ErrandDayLook ToDoListClosetSort CapsuleWardrobeToDo GetItDoneOutfit',
    wellness:
      'TaDaListGratitude NotToDoList ToDoListBrainDump ToDoListTopThree AddJoyToTheToDo OneThingOffTheList',
    speed:
      'ToDoListSpeedrun ToDoListPowerHour FiveTaskSprint TwoMinuteToDoRule ChecklistBlitz BeatTheBuzzerChores',
    music:
      'ToDoListOpera RapYourToDoList CheckOffJingle ToDoListBeatDrop ChoreTimeChant SingYourChecklist',
    art: 'BulletJournalSpread DoodleYourToDoList ToDoListCalligraphy ChecklistStickerArt WeeklyPlannerLayout PrettiestToDoList',
    tech: 'LetAISortMyToDo ToDoListEInkDisplay ToDoAppShowdown ToDoListAutomation WidgetHomeScreen SmartReminderSetup',
    pet: 'CatSitsOnMyToDoList KittyKnocksPenOff DogWalkChecklist ToDoListPupBreaks PetApprovedToDoList HamsterChoreChart',
    gaming:
      'ToDoListAchievements ToDoListBossTask ChoreLootRewards SideQuestChecklist ToDoListXPTracker HabiticaStreak',
  },
  'fire safety': {
    dance:
      'StopDropAndRollDance FireSafetyExitStep SirenSwayRoutine FireSafetyHoseWave FireStationStomp FireSafetyBoogie',
    fitness:
      'FireSafetyLowCrawl BunkerGearSquats FireSafetyBootcamp FireSafetyHoseDrag FireStationStairClimb StopDropAndPlank',
    funny:
      'SmokeAlarmAtDinner BurntToastPanic FireSafetyKidInspector FireSafetyDrillFaces FireSafetyChirpAt3AM FireSafetyDadLecture',
    prank:
      'FirehouseCookieDrop FiretruckBirthdayVisit FireSafetyGiftBasket FireSafetyBatterySwap FireStationThankYou FireSafetyNeighborKit',
    cooking:
      'FirehouseChili FirefighterPancakes FireSafetyOvenMitts FireSafetyKitchenCheck FireStationCookOff FireSafetyLidRule',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck FireSafetyMuseumTrip FireSafetyWorldTour VintageFireEngineShow FireTowerHike',
    fashion:
      'FireSafetyCostume FirefighterHelmetLook DalmatianPrintScarf FireSafetyGearFit FireSafetyRedDare FireStationUniformDay',
    wellness:
      'FireSafetyPeaceOfMind FlamelessCandleEvening FireSafetyPlanCalm FireSafetyCheckIn FireSafetyFamilyTalk BreatheThroughTheDrill',
    speed:
      'TwoMinuteOutside FireSafetyEscapeDrill FireSafetyGearUpRace FireSafetyMeetupDash BeatTheSmokeAlarm FireSafetyExitSprint',
    music:
      'SmokeAlarmRemix StopDropAndRollSong FireSafetyRap FireSafetyChant FireStationSingAlong FireSafetyJingle',
    art: 'DrawYourEscapeMap FireSafetyPoster FireSafetyComicStrip FireSafetyHelmetCraft DalmatianClayFigure FireStationSketch',
    tech: 'SmokeDetectorTest ExtinguisherVRTraining FireSafetySmartAlarm FireSafetyThermalCam FireSafetyCOSensor FireSafetyChirpDecoder',
    pet: 'FireSafetyPetSticker FurryFamilyEscapePlan FireSafetyLeashByDoor FireSafetyCarrierReady DalmatianHelmetPose FireStationDogVisit',
    gaming:
      'FireSafetyEscapeRoom FireSafetyHazardHunt FireSafetyBingo FirefighterSimGame FireStationTrivia RescueTruckLevel',
  },
  tourist: {
    dance:
      'FannyPackFreestyle TouristMapShuffle TouristSelfieDance TouristSandalStomp TouristTrapTwist SightseerSalsa',
    fitness:
      'FannyPackPowerWalk CityRunningTour TwentyKTouristSteps TouristStairClimb TouristWalkathon TouristTrapCardio',
    funny:
      'TouristInMyOwnCity LocalVsTouristHabits TouristTrapReviews PhrasebookFails ConfusedByTheMetro TypesOfTourists',
    prank:
      'TouristPhotobombs TouristOutfitBreakfast FakeSouvenirUnboxing TouristGuideForFriends PostcardFromTheCouch PretendTouristDay',
    educational:
      'TouristEtiquetteQuiz TippingCustomsAbroad TouristCurrencyMath HelloInTheLocalTongue HowTouristTrapsWork TouristTimeZones',
    cooking:
      'TouristSpiceHaulDinner TouristBuffetStrategy TouristTrapTasteTest TouristSouvenirSnacks StreetFoodRecreate HotelRoomPicnic',
    fashion:
      'DontDressLikeATourist TouristOrLocalFit FannyPackComeback SocksAndSandalsDare TouristCapsuleOutfit TouristSunHatLook',
    wellness:
      'PeopleWatchingCafe SlowTouristDay NoSelfieTouristHour TouristParkBenchPause SightseeingGratitude SunsetTouristJournal',
    speed:
      'TouristSelfieSpeedrun TouristLandmarkDash PostcardWriteSprint SouvenirShopCountdown TouristPhraseBlitz TouristMetroRouteTimer',
    music:
      'TouristBuskerDuet StreetOrganMelody TouristTrapAnthem LearnALocalSong TouristKaraokeAbroad TouristFolkInstrument',
    art: 'TouristSketchWalk DesignATouristPostcard TicketStubScrapbook TouristMapCollage TouristTrapWatercolor PaintTheTouristCrowd',
    tech: 'SelfieStickTricks TranslateAppFails TouristESIMSetup OfflineMapsTourist AIAsMyTouristGuide TouristGadgetKit',
    pet: 'DogPlaysTourist TouristCatCafeStop TouristPuppyPassport PetFannyPackFit PawFriendlyHotelHunt TouristSelfieWithPup',
    gaming:
      'TicketToRideEurope TouristPokemonGoHunt GeoGuessrTouristRound TouristTrapBingo TouristTriviaCrawl CitiesSkylinesTourism',
  },
  'bottle flip': {
    dance:
      'LandItThenDance CapLandingShimmy BottleFlipVictoryPose BottleFlipOnTheBeat WaterBottleWaltz BottleFlipBoogie',
    fitness:
      'MissedFlipPushUps BottleFlipBurpees BottleFlipSquats PlankUntilItLands BottleFlipLungeLine WaterBottleCurls',
    funny:
      'DramaticBottleFlip BottleFlipCommentator ThousandTryMontage BottleFlipFails OverTheTopCelebration DadAttemptsBottleFlip',
    prank:
      'SecretlyStuckBottle BottleFlipMagnetTrick BottleFlipFakeOut FrozenBottleFlip TwoCameraIllusion WrongBottleSwitch',
    educational:
      'WhyBottleFlipsLand HowMuchWaterToFlip BottleFlipProbability BottleFlipMomentum BottleFlipPhysics CenterOfMassDemo',
    cooking:
      'SyrupBottleFlip FlipThePancake HoneyBearBottleFlip KetchupBottleFlip SquirtBottleIcing SaltShakerTrickShot',
    travel:
      'BottleFlipEveryCity BottleFlipAtLandmarks HotelRoomBottleFlip SummitBottleFlip GateAreaTrickShot FlipOnTheTrain',
    fashion:
      'MatchingBottleAndShoes BottleFlipFitCheck BottleFlipTeamJersey StickerCoveredBottle FlipInAFullSuit BucketHatTrickShot',
    wellness:
      'HydrateThenFlip SipAfterEveryLanding BottleFlipFocus BottleRefillStreak BottleFlipPatience EightBottlesADay',
    music:
      'PitchedBottleXylophone BottleFlipDrumFill WaterBottleBeat BottleFlipOnTheDrop BlowTheBottleTune SyncFlipToBassline',
    art: 'BottleFlipStopMotion DecorateYourBottle FreezeFrameFlipPhoto GlitterBottleCraft BottleFlipLabelDesign DrawTheFlipArc',
    tech: 'BottleFlipRobot CodeABottleFlipGame LandingPredictorApp BottleFlipHighSpeedCam AICoachesMyFlip ArduinoBottleCounter',
    pet: 'CatVsBottleFlip DogBottleFlipReaction BottleFlipKittenSwat PetCheersTheFlip BottleFlipParrotStare HamsterHeadTilt',
    gaming:
      'BottleFlipHORSE BottleFlipBracket BottleFlipTrickShots FlipItHighScore TableTopTargetRun WaterBottleLeague',
  },
  eraser: {
    dance:
      'EraserOnHeadDance EraseAndRepeatMoves PencilAndEraserDuet EraserWiggleShimmy EraserBounceGroove ChalkboardEraserClap',
    fitness:
      'BalanceAnEraserWalk EraserPickupSquats EraserPlankSlides DeskBreakJacks TossAndCatchEraser EraseYourExcuses',
    funny:
      'PinkEraserBetrayal EraserNeverReturned EraserVsPenInk EraserCrumbAvalanche ScentedEraserSniffTest WhoBorrowedMyEraser',
    prank:
      'EraserThatWontErase EraserSushiPlatter PencilTopperArmy GiantEraserSwap EraserDominoDesk EraserCarvedMessage',
    educational:
      'HowErasersWork WhyErasersArePink BreadWasTheFirstEraser RubberVsVinylEraser KneadedEraserMagic EraserFrictionScience',
    cooking:
      'IsItAnEraserOrCake PinkEraserFudge EraserMochiSquares PencilTopperCookies EdibleSchoolSupplies EraserMarzipanArt',
    travel:
      'EraserFromEveryCity IwakoEraserFactory GachaponEraserHunt TokyoStationeryCrawl SouvenirEraserHaul MuseumGiftStoreFinds',
    fashion:
      'BackToSchoolFitCheck EraserEarringsDIY PinkEraserPalette EraserCharmStack PastelStationeryStyle PencilSkirtEraserLook',
    wellness:
      'EraserWorryWipe MistakesAreOkay EraseAndBeginAgain KneadedEraserFidget EraserCalmDoodle ForgiveYourselfJournal',
    speed:
      'EraserFlickRace EraserTowerIn30 EraseTheSketchFast CrumbSweepIn10 SortTheErasers EraserBalanceTimer',
    music:
      'EraserSqueakSymphony EraserRubbingASMR PencilEraserBeat EraserDeskDrum ClassroomPercussion EraseTheLyricsKaraoke',
    tech: 'AIPhotoEraserTest DigitalVsRealEraser MagicEraserShowdown ElectricEraserReview LaserCutEraserStamp EraseTheTouristsAI',
    pet: 'PetStampFromAnEraser CatDeskSupervisor EraserPawprintCarving EraserPupLookalike KittenStealsTheEraser DogHomeworkHelper',
    gaming:
      'EraserFlickSoccer SumoWithErasers EraserCurlingMatch PencilFightLeague DeskTopEraserGolf EraserBattleArena',
  },
  landlord: {
    dance:
      'LandlordFixedItDance MoveInDayShuffle GotTheKeysGroove LandlordApprovedSteps LandlordHandoverBoogie ThanksLandlordShimmy',
    fitness:
      'LandlordWalkupRepeats PivotCouchCarry LandlordYardWork MovingBoxSquats LandlordStairClimb LandlordMoveInWorkout',
    prank:
      'CookiesForTheLandlord LandlordWelcomeBasket NeighborDoorstepTreat LandlordHolidayCard SuperintendentShoutout LandlordBalconyBlooms',
    educational:
      'RentVsBuyMath FirstLeaseChecklist LandlordTenantRights LandlordJargonDecoded LandlordFixItQuiz LandlordDepositRules',
    cooking:
      'HallwayCookieSwap TinyKitchenFeast LandlordMoveInLasagna LandlordRooftopBBQ LandlordPotluckNight LandlordWelcomeCake',
    travel:
      'LandlordLocalTips HostRecommendedSpots LandlordFavoriteDiner CornerShopGuide LandlordHiddenGems LandlordVacationRental',
    fashion:
      'WorkBootsAndFlannel LandlordHandymanLook MoveInOutfit LandlordRentDayFit DressLikeYourLandlord CargoShortsLandlord',
    wellness:
      'LandlordKindnessNote NewHomeGratitude CozyRentalNook CalmLandlordChat LandlordGardenPlot GratefulForMyLandlord',
    speed:
      'DepositBackCleanRace LandlordVisitTidyUp LandlordKeyFindClock BoxPackingSprint LandlordPaintTouchUp LandlordCheckoutDash',
    music:
      'ThinWallsDuet LandlordBluesBallad LandlordFixItJingle ApartmentHallwayJam LandlordThankYouTune SerenadeTheLandlord',
    art: 'LandlordApprovedDecor LandlordSafeArt LandlordFriendlyMural LandlordPortraitGift RenterMakeover NoNailsGalleryWall',
    tech: 'RenterTechUpgrades LandlordSmartLock NoDrillShelfSetup LandlordLeakSensor LandlordAppShowdown LandlordThermostatHack',
    pet: 'PetResumeForLandlord LandlordMeetsTheCat LandlordTreatJar PupMoveInDay DogInterviewsLandlord HamsterHousingHunt',
    gaming:
      'TheLandlordsGame LandlordTycoon MonopolyRentNight LandlordBuildingSim ApartmentEscapeRoom LandlordBossFight',
  },
  'screen time': {
    dance:
      'OfflineFreestyle ScreenTimeSwapShuffle ScreenFreeGroove ScreenTimeDanceBreak ScreenOffBoogie ScrollLessMoveMore',
    fitness:
      'ScreenTimeToReps ScreenTimeStepGoal PhoneDownHourRun ScreenTimeSwapWorkout OfflineHikeDay ScreenFreeBikeRide',
    funny:
      'ScreenTimeReportShock ScreenTimeConfession ScreenTimeExcuses ScreenTimeNegotiation ScrollingInDenial PhoneFreeHourStruggle',
    prank:
      'ScreenTimeCouponBook ScreenTimePhoneBasket OfflineAdventureTicket ScreenTimeLockboxGift HugForTheWifiPassword ScreenFreeSurpriseDate',
    educational:
      'HowAppsHoldAttention DopamineLoopLesson ScreenTimeBrainScience ScreenBlueLightMyth ScreenTimeSleepStudy ScreenTimeByTheNumbers',
    cooking:
      'PhoneDownDinner HandwrittenRecipeNight ScreenTimeSwapBaking ScreenFreeFamilyMeal ScreenTimeKidsKitchen ScreenTimeCookOff',
    travel:
      'PostcardsNotPosts ScreenTimePaperMapDay DigitalDetoxCabin ScreenFreeWeekend ScreenTimeRoadTrip ScreenOffSunsetHike',
    fashion:
      'PocketlessOutfitDay AnalogWatchComeback ScreenTimeDressUpHour ScreenFreeFitCheck ScreenGlassesStyle ScreenTimeRetroLook',
    speed:
      'NotificationClearBlitz LowerYourScreenTime ScreenTimeCountdown PhoneFreeChoreSprint EarnYourScreenTime ScreenOffInSixty',
    music:
      'UnplugAndJam ScreenTimeVinylNight PracticeNotScroll ScreenTimeGuitarHour ScreenFreeSingAlong ScreenTimeSwapPiano',
    art: 'UnplugAndPaint AnalogPhotoWalk ScreenOffSketchbook ScreenTimeCraftHour ScreenFreePottery ScreenTimeCollage',
    tech: 'GrayscaleModeTest ScreenTimeDumbPhone ScreenTimeAppLimits FocusFilterSetup ScreenTimeWeeklyReport HomeScreenMinimalism',
    pet: 'KittenZoomiesWatch PhoneDownPetTime ScreenTimeFetchHour ScreenTimeDogWalk ScreenFreeCatCuddles ScreenOffPawsOn',
    gaming:
      'CardGameUnplugged ScreenTimeChessInstead ScreenTimeDiceDuel TabletopCampaignStart ScreenFreeMonopoly EarnScreenTimeQuests',
  },
  race: {
    dance:
      'RaceToTheBeat FinishLineShuffle RaceDayVictoryLap PodiumPoseOff RaceStartingBlockPop RacingStripesShimmy',
    fitness:
      'FirstFunRunPrep CouchToRaceDay RaceHillRepeats StrideDrills RaceYourShadow RaceTempoIntervals',
    funny:
      'GroceryRaceCommentary PhotoFinishFaces RaceLastPlaceHero ToddlerSprintChaos RaceSlowMoVictory RacingMyGrandma',
    prank:
      'SurpriseFinishTape RaceFunnySigns HomemadeMedalGift RacePodiumForDinner FakeRaceAnnouncer RaceStartBluff',
    educational:
      'PhotoFinishExplained RaceSplitMath WhyRaceCarsHaveWings RacePacingScience RaceAerodynamicsDemo OlympicRecordsQuiz',
    cooking:
      'FinishLineCupcakes PitStopSliders PreRacePastaParty RaceDayBreakfast RaceFuelSnacks RaceCarBentoBox',
    travel:
      'AmazingRaceMyCity DestinationRace GrandPrixWeekend RaceMarathonAbroad SpeedwayExperience RacingTourMonaco',
    fashion:
      'RaceBibFitCheck RaceTutuCostume CheckeredFlagLook RacingStripesOutfit DerbyHatDare RaceDayNeonKit',
    wellness:
      'PreRaceBreathing FinishLineGratitude RaceRecoveryStretch RaceVisualization SlowDownAfterTheRace RaceDayCalm',
    music:
      'FinalLapFanfare RaceDayHypeSong RaceCommentaryRap ChariotsOfFireSlowMo RacingHeartbeatRemix RaceDrumlineCheer',
    art: 'RaceMotionBlurPaint PanningShotRace FinishLineSketch RaceMedalShadowBox DesignARaceBib RaceCarDoodle',
    tech: 'PhotoFinishCamera StartLightArduino RaceGPSWatchSplits RaceHeartRateZones BuildARaceTimer SimRacingRig',
    pet: 'RaceYourDog TurtleRace GreyhoundZoomieLap RaceHamsterMaze RaceToTheFoodBowl KittenVsPuppyRace',
    gaming:
      'RaceGhostLapRival MarioKartCupRace SlotCarGrandPrix SplitScreenRace RacingLeaderboard PitStopSpeedrun',
  },
  rocket: {
    dance:
      'BlastOffBoogie AstronautMoonwalk RocketLiftoffMoves RocketManShuffle RocketLaunchDance ZeroGravityRocketFloat',
    fitness:
      'RocketJumps BlastOffBurpees AstronautBootCamp RocketLaunchSquats RocketFuelCardio RocketLeapFrogs',
    funny:
      'RocketScientistToddler MissionControlSkit RocketLaunchFails ItsNotRocketScience HoustonWeHaveAProblem RocketSoundEffects',
    prank:
      'RocketCountdownFakeout RocketFakeLaunch BlastOffSurprise CardboardRocketBedroom RocketMissionInvite AstronautHelmetReveal',
    cooking:
      'RocketPops RocketFuelSmoothie AstronautIceCream RocketFruitSkewers BlastOffPancakes RocketLaunchCake',
    travel:
      'CanaveralRocketViewing RocketLaunchRoadTrip SpaceCenterTour HoustonMissionControl RocketGardenVisit RocketMuseumCrawl',
    fashion:
      'AstronautFitCheck RocketPatchJacket NASABomberStyle RocketFlightSuit RocketScienceChic RocketManGlam',
    wellness:
      'RocketCountdownCalm BlastOffIntentions RocketBreathForKids SlowRocketStargaze ShootForTheMoonGoals RocketVisionBoard',
    speed:
      'BalloonRocketZipline StrawRocketDistance WaterBottleRocketRace BuildARocketIn10 FastestFoldedGlider TenSecondCountdown',
    music:
      'RocketManKaraoke SpaceOddityCover RocketCountdownBeat LiftoffAnthem RocketSynthLaunch RocketEngineRemix',
    art: 'GalaxyRocketPainting CardboardRocketBuild RocketPaperMache DesignYourOwnRocket BlueprintASpaceship TinfoilRocketSculpture',
    tech: 'FalconLandingReplay RocketLaunchSlowMo ModelRocketBuild RocketAltimeterTest ArduinoFlightComputer RocketCamOnboard',
    pet: 'StrelkaBelkaStory RocketKittenCockpit AstroPupCostume CatVsToyRocket PetRocketShipBed RocketLaunchReaction',
    gaming:
      'RocketLeagueGoal KerbalSpaceMission RocketBuilderSim NoMansSkyFlight RocketLaunchBoardGame FirstRocketToOrbit',
  },
  slinky: {
    dance:
      'SlinkyArmWave SlinkyStairShuffle MoveLikeASlinky RainbowSpiralTwirl BoingAndBounce SlinkyPopAndLock',
    fitness:
      'SlinkyHandoffLunges SlinkyPlankPass StairsLikeASlinky SlinkySpineStretch SpringyJumpingJacks CoilAndSpringSquats',
    funny:
      'TangledSlinkySaga SlinkyRefusesToWalk SlinkyDogImpression SlinkyUntangleTherapy RIPMySlinky BoingSoundEffects',
    prank:
      'SlinkySnakeInACan SlinkyInTheCookieJar MysteryBoingSound SlinkyDoorwaySpring GiantSlinkySurprise PopOutGiftBox',
    cooking:
      'SlinkySpiralPotato SlinkyApplePeel CurlyFryCoil SlinkyCinnamonTwist RainbowSwirlCookies SlinkyHotDog',
    travel:
      'SlinkyOnFamousStairs SlinkyFactoryTown SpiralStaircaseHunt SlinkyTravelBuddy SlinkyToyMuseum LongestEscalatorRide',
    fashion:
      'SlinkyCurlsChallenge SlinkyCoilHairTies SlinkyBraceletStack SpiralEarringsDIY RetroToyGraphicTee RainbowSlinkyOutfit',
    wellness:
      'BreatheWithASlinky SlinkyFidgetCalm SpiralFocusMinute SlinkyHandFlow LetItUncoil SlinkyStressRelease',
    speed:
      'SlinkyStairRace UntangleTheSlinkyFast SlinkyPassRelay SlinkiesDownTheRamp SpringSprint SlinkyWalkIn30',
    music:
      'SlinkyLaserBeat TheSlinkyJingleCover SpringDrumThunder SlinkyCupSynth WobbleBassOnASlinky BoingRemix',
    art: 'SlinkyStopMotion LightPaintWithASlinky SlinkyShadowPhoto StampWithASlinky CaterpillarCraft SlinkyWireSculpture',
    tech: 'SlinkyDropSlowMo SlinkyAntennaHack SlinkyRobotArm SoundWaveOnASlinky CodeASlinkySim SpringMotionSensor',
    pet: 'CatVsSlinky SlinkyDogCostume SlinkyKittenWrestle PuppyMeetsASlinky PetChasesTheCoil ParrotVsSlinky',
    gaming:
      'SlinkyStairTournament SlinkyRingToss SlinkyMarbleMaze SpringyPlatformerRun ToyStorySlinkyLevel CoilBounceArcade',
  },
  snoring: {
    dance:
      'DanceToTheSnoring SnoreBeatShuffle SnoringPillowSway SleepwalkStrut SnoringTempoGroove DreamlandDrift',
    fitness:
      'PushupPerSnore SnoringStopExercises TongueStrengthDrills ThroatToningHums SnoringNeckStretches SingAwayTheSnoring',
    prank:
      'SnoringRecordingReveal SnoringEarplugGift FakeSnoreInTheCloset SnoringSpouseSerenade ZzzSoundboard PillowSwapSurprise',
    educational:
      'WhyWeSnore LoudestSnoringRecord SnoringAnimalsQuiz SnoringAirwayDemo SleepApneaExplained SnoringMythOrFact',
    cooking:
      'SnoreFreeBedtimeTea ChamomileCookies SnoringHoneyMilk SleepySnackIdeas BreakfastForTheSnorer SnoringSupperSwap',
    travel:
      'SnoringHostelSurvival SnoringTentNeighbors SnoreProofTravelKit EarplugsOrBust TrainSleeperSnorers QuietCabinRetreat',
    fashion:
      'SnoringPajamaFitCheck SnoringNightcapLook SleepMaskStyle MatchingPJSet CartoonSnorerCosplay SnoreChicLoungewear',
    wellness:
      'WhiteNoiseWindDown SnoringSideSleeper QuietNightReset SnoringHumidifierHabit SnoringBedtimeRoutine SnoreFreeWeek',
    speed:
      'FirstToSnoreWins FastestFallAsleep SnoringWhoIsItGuess SnoringSheepCount SnoringBlanketTuck EarplugsInInFive',
    music:
      'SnoreSymphony SnoringBasslineRemix SleepTalkRap ZzzLullaby SnoringDrumLoop HarmonizeWithSnoring',
    art: 'SnoringSoundwaveArt SnoringComicStrip SnoringZzzLettering SleepyPortraitSketch DreamBubbleDrawing SnoreDoodle',
    tech: 'SnoreDetectorTest SnoringDecibelGraph WhiteNoiseMachineDuel SmartPillowReview SnoringAISleepCoach RecordMySnoringNight',
    pet: 'SnoringDogDuet SnoringPupSideEye BulldogSleepConcert SnoringKittyCloseUp WhoSnoresLouder PetNapSounds',
    gaming:
      'DontWakeTheSnorer SnoringStealthRun WhisperOnlyCardNight SleepySneakChallenge SnoreLevelBoss TiptoePastTheSnoring',
  },
  porch: {
    dance:
      'FrontPorchShuffle PorchSwingSway RockingChairBop PorchStepTap DoorstepDanceDrop PorchLightDisco',
    fitness:
      'PorchStepUps FrontPorchYoga MailboxSprints PorchRailStretch RockingChairCrunches PorchSwingCore',
    funny:
      'PorchSittingCommentary PorchNosyNeighbor ParcelPileAvalanche FrontPorchGossip PorchCamBloopers DoorbellDashReactions',
    educational:
      'SwingPendulumPhysics PorchLightMothSurvey PorchWeatherStation HowPorchesBegan FrontPorchBirdCount ShadowClockOnTheStep',
    cooking:
      'SweetTeaOnThePorch PorchLemonadeStand PorchPieCooling CornShuckingEvening DoorstepCookieDrop FrontPorchPicnic',
    travel:
      'PrettiestPorchHunt CharlestonPorchStroll PaintedLadiesVisit PorchStyleRoadTrip NewOrleansPorchCrawl RockingChairRestStop',
    fashion:
      'DoorstepFitCheck PorchPhotoshoot PorchSundressSeason GoldenHourDenim OpenTheDoorOOTD PorchSwingStyle',
    wellness:
      'PorchStormWatch CoffeeOnTheFrontPorch PorchSunsetCalm RockingChairBreathing PorchBookHour WaveAtPassersby',
    speed:
      'PorchDropAndDash PorchDecorateRace PorchSweepSprint WreathSwapTimer GrabItBeforeTheRain DoorstepSpeedrun',
    music:
      'PorchfestSet PorchBanjoPicking FrontPorchSingAlong WindChimeMelody RockingChairRhythm PorchFiddleNight',
    art: 'PorchMosaicSteps DIYFrontPorchWreath HouseNumberDesign PaintedPorchFloor PorchSignLettering DoorstepChalkWelcome',
    tech: 'DoorbellCamHighlights PorchPackageLockbox PorchMotionLights SolarLanternTest PorchBulbColorCode SmartPorchUpgrade',
    pet: 'PorchCatLookout FrontPorchDogNap MailCarrierBestFriend PorchBirdWatchKitty PorchSunbathBunny DoorstepWelcomeWag',
    gaming:
      'RockingChairChess PorchCornholeLeague FrontPorchBoardGames PorchDominoesClub PorchCheckersTable PorchUnoNight',
  },
  coloring: {
    dance:
      'ColoringBookBoogie CrayonColorFreeze MarkerCapTwirl StayInTheLinesStep ColoringBreakDance ColoringPencilSway',
    fitness:
      'ColorAfterEverySet ColoringWhilePlanking WallSitColoringPage CrayonSquatRace ColoringLungeBreaks SharpenThenSprint',
    funny:
      'ColorOutsideTheLines ColoringKidsVsParents WorstCrayonNameEver MarkerDriedOutDrama ColoringPerfectionist ColoringBookCritic',
    prank:
      'ColoringPageOfYou CrayonLabelSwitch OutlineYourRoommate ColoringBookGift SecretColoringNote ColoringCartoonFriends',
    educational:
      'ColoringAnatomyBook WhyColoringCalmsYou ColorWheelBasics ColoringMapGeography ColoringBotanyPlates CellDiagramPages',
    cooking:
      'ColoringPageCookies EdibleMarkerDoodles ColorYourOwnCupcake ColoringBookCake FoodDyePalette ColoringRoyalIcing',
    travel:
      'ColorInYourTravelMap LandmarkColoringPages CrayonRoadTripKit ColoringOnTheGo ColoringAtTheGate ScratchOffCountries',
    fashion:
      'ColoringBookOutfit ColorYourOwnSneakers ColoringFabricJacket CrayonBoxFitCheck ColoringOnATee BlackLineLookbook',
    wellness:
      'MandalaMondayColoring ColoringForCalm ColoringBeforeBed MindfulCrayonBreak PencilShadingPause SlowColoringSunday',
    speed:
      'ColoringIn30Seconds CrayonRelayRace FillTheShapeDash ColorThePageFast ColoringMarkerBlitz ColoringSpeedRound',
    music:
      'ColorTheSongsMood ColoringLofiSession CrayonScribbleBeat ColoringAlbumCovers PencilScratchASMR ColoringToMusic',
    tech: 'ColoringAppVsPaper AIColoringPage ScanAndAnimate ColoringOnATablet StylusVsCrayon ColoringComesAlive',
    pet: 'MyPetAsAColoringPage KittenPawsTheMarkers ColoringDogBreedBook CatSitsOnTheColoring ColoringPuppyCameo HamsterInTheCrayonBox',
    gaming:
      'ColoringPokemonPages ColoringMinecraftSkins PixelByNumberStreak RollAndColorDice CrayonBingo ColoringGameHeroes',
  },
  diwali: {
    dance:
      'FestivalOfLightsDance DiwaliBollywoodMedley DiwaliFamilyRoutine DiyaHandsChoreo DiwaliDholBounce DeepavaliThumka',
    fitness:
      'DiwaliCleaningWorkout LadooBurnCircuit DiwaliSunSalutations FestivalOfLightsRun DiwaliPreFeastWalk DiwaliRangoliSquats',
    prank:
      'DiwaliDoorstepRangoli DiwaliHiddenMithai CousinGiftSwitcheroo DiwaliSweetBoxSurprise FairyLightBedroom DiwaliLEDDiyaTrail',
    educational:
      'WhyWeLightDiyas FiveDaysOfDiwali DiwaliAroundTheWorld DiwaliRamayanaRetold DiwaliRangoliSymbols LakshmiPujaMeaning',
    cooking:
      'RangoliSugarCookies DiwaliLadooRollOff DiwaliKajuKatli DiwaliGulabJamunBatch DiwaliMithaiBox ChakliSpiralPiping',
    travel:
      'DiwaliInLeicester DiwaliVaranasiGhats DiwaliJaipurBazaar DeepavaliRoadTrip LightsOfDiwaliTour SingaporeLittleIndia',
    fashion:
      'DiwaliSareeDraping LehengaTwirlCheck DiwaliBangleStack DiwaliOutfitReveal FestiveKurtaLook DiwaliFamilyTwinning',
    wellness:
      'DiyaGlowMeditation DiwaliFreshStart DiwaliGratitudeCircle DiwaliInnerLight NewBeginningsJournal DiwaliCallToGrandma',
    speed:
      'RangoliInTenMinutes DiwaliDecorSpeedrun DiwaliLightsUntangle DiwaliSweetBoxPacking DiwaliMehndiTimer LanternFoldBlitz',
    music:
      'DiwaliDholBeat DiwaliAartiHarmony DiwaliTablaJam BollywoodCoverNight DeepavaliMelody DiyaLitAcoustic',
    art: 'DiwaliRangoliArt DiwaliPaperLanterns PaintYourOwnDiya DiwaliMehndiDesign DiwaliToranWeaving FlowerGarlandStringing',
    tech: 'DiwaliDroneLightShow DiwaliSmartBulbs LEDDiyaBuild DiwaliLongExposure DiwaliNightModePhotos RangoliByAI',
    pet: 'DiwaliPetCalmCorner DiwaliKittenKurta DiwaliDogComfortKit RangoliPawPortrait ParrotSaysHappyDiwali CatSafeDiwaliDecor',
    gaming:
      'DiwaliCarromFinal DiwaliLudoBattle AntakshariShowdown RangoliJigsawRace DiwaliBoardGameNight DeepavaliUnoRound',
  },
  calendar: {
    dance:
      'DanceAdventCalendar 31DaysOfMoves CalendarFlipGroove CalendarSeasonsRoutine NewYearCalendarShuffle February29Hop',
    fitness:
      'WorkoutAdventCalendar CalendarDateReps 30DayCalendarPlank CalendarStepStreak MonthlyMileGoal DontBreakTheChain',
    funny:
      'RecreateCalendarPhotos CalendarMonthsAsPeople WhatDayIsItAgain CalendarInviteOverload LeapYearBirthdayProbs CalendarTetrisWeek',
    prank:
      'FakeHolidayOnCalendar CalendarFlipAhead SecretCalendarNotes FriendFaceCalendar TinyStickerCountdown CalendarComplimentPing',
    educational:
      'WhyFebruaryIsShort CalendarMathTrick LunarVsSolarCalendar CalendarDoomsdayRule WhySeptemberMeansSeven LeapYearCalendarQuiz',
    cooking:
      'CookieAdventCalendar CookWhatsInSeason CalendarMealPlanWall CalendarSoupOfTheWeek MonthlyRecipeSwap BirthdayCakeCalendar',
    travel:
      'OneAdventurePerMonth TripCountdownCalendar CalendarPhotoSpotHunt FestivalCalendarAbroad SolsticeSunriseOuting LongWeekendCalendarMap',
    fashion:
      'OutfitAdventCalendar CalendarColorOfTheDay FourSeasonCapsule CalendarBirthstones ThemedDressUpMonth CalendarWeekOfLooks',
    speed:
      'NameTheWeekdayFast CalendarWeekPlanIn60 CalendarMonthsBackward CalendarDayGuessRace BirthdayMathDash CalendarSpeedQuiz',
    music:
      'SeptemberSingAlong MusicAdventCalendar CalendarMonthsRap CalendarWeekdayChant CalendarBirthdayRound ManicMondayCover',
    art: 'DrawYourOwnCalendar CalendarDoodleADay HandLetteredCalendar TwelveMonthsOfCollage SeasonsInWatercolor CalendarPhotoProject',
    tech: 'ColorCodeYourCalendar DigitalVsPaperCalendar CalendarTimeBlocking SharedFamilyCalendar AIPlansMyWeek InboxToCalendarHack',
    pet: 'PetPhotoCalendar DogAdventCalendar GotchaDayCalendar CalendarBirthdayPup TwelveMonthsOfCat WalkStreakTracker',
    gaming:
      'GameAdventCalendar ReleaseDayCountdown CalendarDailyPuzzle LoginStreakRewards CalendarEventGrind AnimalCrossingCalendar',
  },
  wizard: {
    dance:
      'WizardBroomstickBop PotionShakeShimmy SpellCastingRoutine WizardRobeTwirl WizardWandWave DanceLikeAWizard',
    fitness:
      'WizardDuelCardio WizardLungeAndCast BroomstickSprints QuidditchDrills WizardStaffSquats WizardBootCamp',
    prank:
      'WizardAcceptanceLetter FloatingCandlesRoom WizardOwlPostDelivery WizardVanishingAct WizardFreezeSpell WandLightSwitchTrick',
    educational:
      'WizardChemistryTricks HowMagiciansFoolYou WizardLatinSpellRoots WizardLegendsQuiz RealLifeAlchemists WizardPotionScience',
    cooking:
      'WizardButterbeer WizardHatCupcakes ColorChangingPotion WizardCauldronSoup SpellbookCookies WizardFeastTable',
    travel:
      'WizardPlatformPhoto WizardFilmLocations WizardThemeParkDay WizardCastleTour OxfordLibraryVisit MedievalTownWalk',
    fashion:
      'WizardRobeLook WizardHatStyle DarkAcademiaWizard HouseScarfStyling WizardCloakLayers MoonAndStarJewelry',
    wellness:
      'SpellbookJournal WizardGratitudeScroll WizardCalmSpell WizardTeaRitual QuietTowerHour WizardReadingNook',
    speed:
      'WizardQuickDraw WizardPotionMixTimer WizardWandReflex HatAndCloakDash NameThatCharmFast WizardSpellRelay',
    music:
      'MagicWandConductor WizardRockBand WizardSpellChant WizardLuteBallad HedwigsThemeOnRecorder WizardHarpTune',
    art: 'DIYWizardWand WizardHatCraft SpellbookIllustration WizardPotionLabels WizardCastleSketch DesignYourOwnSpell',
    tech: 'WizardGestureControl WizardVoiceCommands LightUpWandBuild WizardSpellEffectsEdit ARWizardCastle SmartHomeSpellbook',
    pet: 'WizardSortingHatPup WizardRobeKitty WizardFamiliarReveal WandTreatTrick BlackCatCompanion WizardPetCostume',
    gaming:
      'WizardChessMatch SpellbookDeckBuild WizardBossBattle RollAWizardCharacter WizardDuelTournament DungeonCampaignNight',
  },
};
