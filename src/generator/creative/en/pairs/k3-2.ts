import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  afternoon: {
    art: 'AfternoonShadowTracing PaintTheAfternoonSky LazyAfternoonDoodle AfternoonChalkMural DrawYourAfternoonView SundayAfternoonSunPrints 30MinAfternoonSketch TeaStainAfternoonArt',
    fitness:
      'SquatAwayTheAfternoon 60SecAfternoonWallSit AfternoonSunSalutation AfternoonPlankBreak BeatYourAfternoonSlump 50JacksEveryAfternoon StepGoalByAfternoon MidAfternoonStretch',
    gaming:
      'RainyAfternoonBoardGame OneAfternoonTenCardGames LazyAfternoonJigsaw AfternoonHideAndSeek AfternoonDominoRun AfternoonScavengerHunt KidsVsParentsAfternoon 10MinAfternoonChess',
    pet: 'CatSunbeamAfternoon AfternoonWalkies ShowUsYourPetsAfternoon 7DayAfternoonTrick 60SecAfternoonZoomies BrushAndCuddleAfternoon AfternoonTreatPuzzle WelcomeHomeAfternoon',
    travel:
      'CityInOneAfternoon AfternoonParkPicnic AfternoonMuseumHop ShowUsYourAfternoonWalk TouristForAnAfternoon AfternoonMarketStroll SpinTheMapAfternoon TenPhotoAfternoonTrip',
    cooking:
      'AfternoonTeaAtHome SconeAndJamAfternoon AfternoonSnackBoard FreshLemonadeAfternoon AfternoonCookieBakeOff SaturdaySandwichAfternoon 10MinAfternoonTreat PackAnAfternoonPicnic',
    dance:
      'AfternoonSlumpShuffle 30SecAfternoonWaltz LazyAfternoonSway SundayAfternoonTwoStep SchoolsOutAfternoonJig ParentVsKidAfternoonSalsa AfternoonDeskDisco 7DayAfternoonConga',
    funny:
      'RateYourAfternoonSlump MorningMeVsAfternoonMe AfternoonNapConfusion CanYouSurviveAnAfternoon AfternoonSnackHeist PoshAfternoonTeaVoice NarrateMyCatsAfternoon PassTheAfternoonYawn',
    music:
      'OneSongEveryAfternoon PotsAndPansAfternoonBand SunnyAfternoonSingAlong AfternoonTeacupDrums AfternoonNapLullaby DuetWithAfternoonBirds PlaylistSwapAfternoon HumYourAfternoonTune',
  },
  'paper plate': {
    cooking:
      '7DayPaperPlateLunches PaperPlateNachos PaperPlateTasteTest 10MinPaperPlateSupper FancyPlatingOnAPaperPlate OnePaperPlateMeal MomVsDadPaperPlateDinner KidsChefPaperPlatePizza',
    fashion:
      'PaperPlateHat PaperPlateCrown StyleAPaperPlate3Ways 10MinPaperPlateOutfit PowerShouldersPaperPlate MomVsKidPaperPlateLook TutuMadeOfPaperPlates BonnetParadePaperPlate',
    fitness:
      'PaperPlateSliders 60SecPaperPlateSkaters 7DayPaperPlateAbs PaperPlateHopscotch WaiterWalkPaperPlate PikeUpsOnPaperPlates CanYouBalanceAPaperPlate SidePlankPaperPlateReach',
    funny:
      'PaperPlateAwards PaperPlateMaskVoices SpaghettiVsPaperPlate PaperPlateFineDining FiveStarPaperPlate DoubleUpPaperPlates NoDishesPaperPlateWeek SeriousReviewPaperPlates',
    gaming:
      'PaperPlateFrisbeeGolf PaperPlateRingToss 60SecPaperPlateHockey DadVsMePaperPlatePong TicTacToeOnPaperPlates MemoryMatchPaperPlates CanYouLandAPaperPlate ShellGamePaperPlates',
    music:
      'PaperPlateTambourine MakeAPaperPlateBanjo PaperPlateCymbals PaperPlateDrumBattle FamilyPaperPlateBand ConductWithPaperPlates SoundEffectsPaperPlate 30SecPaperPlateBeat',
    travel:
      'PaperPlateParkPicnic DrawYourCityOnPaperPlates 7DayPaperPlatePassport PaperPlateRoadTripBingo PostcardFromAPaperPlate LandmarkSketchPaperPlate OnePaperPlatePerTown FestivalFoodPaperPlate',
    wellness:
      'PaperPlateMandala 7DayPaperPlateGratitude PaperPlateFeelingsWheel PaperPlateWorryMonster DreamCatcherPaperPlate PaperPlateMoodMeter 10MinPaperPlateColoring KindNotesOnPaperPlates',
  },
  peacock: {
    art: 'PeacockHandprintArt PeacockFeatherWatercolor DrawAPeacockIn60Sec PeacockForkPainting OneLinePeacockDoodle QTipDotsPeacock MomVsKidPeacockSketch ChalkDrawingPeacock',
    cooking:
      'PeacockCake FeatherFanCupcakes PeacockFruitPlatter AvocadoPeacockToast 10MinPeacockPlate KidVsMomPeacockPancakes SmoothieBowlPeacock CanYouPipeAPeacock',
    fashion:
      'PeacockColorsIn60Sec PeacockFeatherEarrings PeacockBlueEyeliner StyleAPeacockScarf3Ways PeacockStrutFaceOff IridescentPeacockNails TealAndGoldPeacock MaximalistPeacock',
    prank:
      'PeacockCallRingtone PeacockFeatherTickle CanYouSpotThePeacock PaperPeacockOnTheirPillow PeacockInEveryPhoto PeacockSoundDoorbell FridgeMagnetPeacock GiantPlushPeacock',
    tech: 'PeacockSlowMoFan SketchPeacockOnYourPhone PeacockSoundID PeacockColorPickerApp GuessThePeacockCall WallpaperEditPeacock AIPaintsAPeacock PeacockGIFIn5Minutes',
    travel:
      'PeacockGardenVisit PeacockSpotting SpotAPeacockNearYou ZooPeacockWalk PeacockPhotoSafari SanctuaryTripPeacock 10CityPeacockHunt PeacockSelfieFaceOff',
    wellness:
      'PeacockPowerPose StrutLikeAPeacock 5PeacockBreathsDaily PeacockGratitudeFan ProudAsAPeacock SundayPeacockStretch ColorWalkPeacock PeacockPepTalkIn30Sec',
  },
  'bird bath': {
    art: 'MosaicBirdBath BirdBathWatercolor PaintABirdBathIn10Min ClayBirdBathMini DrawYourDreamBirdBath BirdBathChalkArt 7DayBirdBathSketch BirdBathComicStrip',
    cooking:
      'MomVsKidBirdBathCake MiniBirdBathTarts GardenBrunchBirdBath NestCookiesBirdBath 20MinBirdBathCupcakes BirdBathBlueLemonade BirdBathSnackBoard MakeABirdBathPudding',
    educational:
      '7DayBirdBathTally FeatherCareBirdBath MosquitoFreeBirdBath FrozenBirdBathScience BirdBathEvaporationTest ShallowIsSafeBirdBath 1HourBirdBathWatch DrawEveryBirdBathVisitor',
    funny:
      'BirdBathPoolParty NarrateYourBirdBath VoiceOverBirdBathGossip PigeonHogsTheBirdBath SquirrelInTheBirdBath 5StarBirdBathReview CrowDunksInBirdBath GrandOpeningBirdBath',
    tech: 'PhoneCamBirdBath BirdBathTimeLapse BirdBathSlowMoSplash NameThatBirdBathGuest BirdBathLiveStream 7DayBirdBathVisitorLog ZoomLensBirdBath BirdBathPhotoFaceOff',
    wellness:
      'MindfulMondayBirdBath FiveMinuteBirdBathWatch ListenAtTheBirdBath QuietGardenBirdBath 7DayBirdBathJournal BirdBathSunriseSit PhoneFreeBirdBath KindnessRefillBirdBath',
  },
  'front porch': {
    cooking:
      'SweetTeaFrontPorch PieCoolingOnTheFrontPorch 10MinFrontPorchLemonade KidVsDadFrontPorchPicnic FrontPorchPeachCobbler FrontPorchBreakfastTray SundaySupperFrontPorch NeighborCookieFrontPorch',
    dance:
      'FrontPorchTwoStep 30SecFrontPorchDance HoedownOnTheFrontPorch FrontPorchDoormatJig SunsetFrontPorchWaltz NeighborVsMeFrontPorch FrontPorchChairChoreo 7DayFrontPorchShuffle',
    fitness:
      'FrontPorchYoga FrontPorchChairSquats 60SecFrontPorchPlank FrontPorchSunriseStretch 100FrontPorchToeTaps InclinePushUpsFrontPorch JumpRopeOnTheFrontPorch CanYouDoFrontPorchDips',
    music:
      'FrontPorchJam 7NightFrontPorchConcert PotsAndPansFrontPorch FrontPorchBeatIn30Sec FrontPorchSingAlong NeighborDuetFrontPorch SerenadeFromTheFrontPorch CricketChorusFrontPorch',
    prank:
      'FrontPorchWrongNameSign GooglyEyesOnFrontPorch RubberDuckFrontPorch TeddyBearGuardsFrontPorch GnomeArmyFrontPorch CheerSquadFrontPorch GiantBoxFrontPorch 100FlamingoFrontPorch',
    tech: '24HourFrontPorchTimelapse FrontPorchCritterCam SmartLightFrontPorch SlowMoFrontPorchRain PhotoEditFrontPorchGlowUp FrontPorchWiFiReach FrontPorchPodcast AIRedesignFrontPorch',
  },
  'street food': {
    art: 'StreetFoodSketchbook 7DayStreetFoodPaintings DesignAStreetFoodTruck StreetFoodStickerArt 60SecStreetFoodDoodle DrawYourStreetFoodOrder WatercolorStreetFood SidewalkChalkStreetFood',
    dance:
      'StreetFoodLineDance SalsaAndStreetFood StreetFoodBlockParty BreakdanceStreetFood StreetFoodFirstBiteJig CopyMyStreetFoodMoves 30SecStreetFoodShuffle SiblingStreetFoodBattle',
    fashion:
      'StreetFoodCrawlFit StainProofStreetFood FannyPackStreetFood StreetFoodOutfit3Ways StreetFoodGraphicTee 10MinStreetFoodGlowUp StreetFoodSneakerCheck FriendVsMeStreetFoodLook',
    fitness:
      'StreetFoodStepCount StreetFoodRunClub PickupGameStreetFood 30MinStreetFoodWorkout EarnYourStreetFood 5KToStreetFoodAndBack StreetFoodFrisbee WalkItOffStreetFood',
    pet: 'ShowUsYourStreetFoodDog StreetFoodPetPatio WaterBowlStreetFood CanPupsIgnoreStreetFood ShadeBreakStreetFood StreetFoodStayCommand 7DayStreetFoodLeaveIt StreetFoodLeashManners',
    tech: 'StreetFoodTranslatorTest 5StallStreetFoodTour NightModeStreetFoodShot AIGuideStreetFood StreetFoodHyperlapse SlowMoStreetFood StreetFoodBudgetApp 60SecStreetFoodReel',
  },
  basketball: {
    cooking:
      'SlamDunkDonuts BasketballSnackBoard BakeABasketballCake MarchMadnessMunchies HalftimeHoopsOranges BasketballCookieCourt KidVsDadBasketballTreats 10MinBasketballPizza',
    prank:
      'BasketballFamilyIntro BballCardboardFans BasketballAnnouncerWakeUp StartingLineupDinner HoopOverTheDoorSurprise GooglyEyedBasketball BasketballBalloonRoom TinyBasketballForDad',
    art: 'ColorABasketballIn10Min 7DayBasketballDoodles BasketballActionShot BuzzerBeaterSketch DrawYourBasketballCard MomVsKidBasketballArt BasketballPaintBounce BasketballChalkPlaybook',
    fashion:
      'BasketballArrivalOutfit ShowUsYourBasketballKicks BballWarmupToDinner BasketballJerseyFit FanVsPlayerBasketball HoopsHeadbandLook BasketballShorts3Ways 10SecBasketballGlowUp',
    gaming:
      'ParentsVsKidsBasketball BasketballHorseMatch HoopsBedroomLeague SockBasketballIn60Sec BballBracketChallenge TrashCanBasketball 10ShotBasketballDuel BasketballGameOfPig',
  },
  'cereal bowl': {
    fashion:
      'CerealBowlPajamas CerealBowlEarrings GraphicTeeCerealBowl PJsVsRobeCerealBowl DressLikeYourCerealBowl CerealBowlNailArt 10MinCerealBowlGlowUp SlippersAndCerealBowl',
    pet: 'CerealBowlCatPortrait KittyFitsInACerealBowl HamsterOatsCerealBowl 3CerealBowlTreatHunt SlowFeederCerealBowl CerealBowlBirdBath CerealBowlBunnyGreens 10SecCerealBowlWait',
    art: 'CerealBowlMosaic PaintYourOwnCerealBowl 10MinCerealBowlStillLife DrawACerealBowlMascot MilkMarbleCerealBowl CerealBowlPopArt 7DayCerealBowlDoodles WatercolorCerealBowl',
    funny:
      'MilkVsCerealBowlDebate MySoggyCerealBowlFace CerealBowlForDinner NarrateYourCerealBowl LoudestCerealBowlWins CerealBowlLastSpoonful EmptyCartonCerealBowl CerealBowlMidnightRaid',
    gaming:
      'DadVsKidCerealBowlPong GuessThatCerealBowl BingoCardCerealBowl MinuteToWinCerealBowl BackOfTheBoxCerealBowl FlickFootballCerealBowl CerealBowlTicTacToe 5CerealBowlTossGame',
  },
  iceland: {
    art: 'IcelandInWatercolor AuroraChalkIceland PaintAnIcelandPuffin DrawIcelandFromMemory IcelandVolcanoCollage 7DayIcelandSketchbook IcelandHorseSketch GeyserPopArtIceland',
    cooking:
      'BakeIcelandicRyeBread IcelandicHotDogAtHome IcelandSkyrParfait 10MinIcelandicLavaCups HappyMarriageCakeIceland IcelandicPancakeFaceOff IcelandLambSoup RhubarbJamIceland',
    dance:
      'IcelandicThunderClap IcelandPuffinWaddle 10GeyserJumpsIceland AuroraRibbonIceland IcelandicRumbleRelay MidnightSunPartyIceland DanceLikeYoureInIceland IcelandElfHop',
    pet: 'SnowZoomiesIceland PuffinPlushFetchIceland IcelandPawCare IcelandicNameForYourPet FishTreatIceland MidnightSunNapIceland 7DayIcelandicTricks SitCommandInIcelandic',
    tech: 'AuroraForecastIceland IcelandLiveVolcanoCam IcelandicWordTranslate 60SecIcelandicLesson LongExposureWaterIceland MapAppIcelandRoadTrip RealOrAIIcelandPhoto IcelandTimelapseClouds',
  },
  'school bus': {
    dance:
      'SchoolBusStopDance SchoolBusShuffleIn30Sec WheelsOnTheSchoolBus SchoolsOutBusBoogie YellowSchoolBusBop WiperArmsLikeASchoolBus SchoolBusDayDoneJig MomVsKidSchoolBusGroove',
    fashion:
      'FirstDaySchoolBusFit SchoolBusBackpackCheck WeekOfSchoolBusOutfits 10MinSchoolBusGlowUp SchoolBusRainBoots StyleSchoolBusYellow SchoolBusHairBows SchoolBusSneakerSwap',
    music:
      'WheelsOnTheBusRemix SchoolBusSingAlong SchoolBusBeatboxBattle SchoolBusSeatDrumming 30SecSchoolBusSong SerenadeYourSchoolBus OldSchoolBusJam SchoolBusKazooBand',
    pet: 'DogWaitsForSchoolBus SchoolBusCatLookout SchoolBusZoomies 10SecSchoolBusReunion WhoHearsTheSchoolBusFirst PupWalksKidsToSchoolBus SchoolBusBunnyWave SchoolBusKittenWindow',
    wellness:
      'CalmSchoolBusRide SchoolBusBoxBreathing 7DaySchoolBusGratitude BigHugBeforeSchoolBus 3DeepBreathsSchoolBus WaveUntilTheSchoolBusGoes SchoolBusKindWords SchoolBusMorningStretch',
  },
  cupcake: {
    dance:
      'CupcakeWrapperWiggle StrikeACupcakePose BirthdayCupcakeBop 7DayCupcakeShuffle CupcakeFrostingFreeze MomVsKidCupcakeGroove ShakeYourCupcake CupcakeConga',
    educational:
      'WhyCupcakesDome CupcakeFractions ColorMixingCupcakes CupcakeChemistry 7DayCupcakeScienceLog GuessTheCupcakeSprinkles CupcakeMultiplication BakingSodaVsNoneCupcake',
    fashion:
      'CupcakeTutuDress OutfitMatchesMyCupcake FriendVsMeCupcakeLook CupcakeColorsHeadToToe 10MinCupcakeGlowUp CupcakeBunHairstyle TheCupcakeSkirtTwirl CupcakePrintPajamas',
    fitness:
      'EarnYourCupcake BalanceACupcakeLunge DozenCupcakeStepUps CupcakeTinCurls 60SecCupcakeSquats WallSitWhileCupcakesBake CupcakeCarryRelay CupcakePlankHold',
    tech: 'CupcakeRiseTimelapse AICupcakeDesign UnbakeCupcakesInReverse SlowMoCupcakeFrosting AppVsGrandmaCupcakes TurnIntoACupcakeFilter 60SecCupcakeEdit CupcakeStopMotion',
  },
  breakfast: {
    pet: 'CatBreakfastWakeUpCall BreakfastPuzzleFeeder DogBreakfastPatience BreakfastTimeZoomies BunnyBreakfastGreens 10SecBreakfastWait ShowUsYourPetsBreakfast 7DayBreakfastTrick',
    prank:
      'BreakfastBackwardsDay GooglyEyeBreakfast DessertAsBreakfast BreakfastNoteInTheirShoe BreakfastSmileyToast SillyBreakfastMenuCard TinySpoonBreakfast BreakfastServedByATeddy',
    fitness:
      'EarnYourBreakfast 60SecBreakfastPlank JugCurlsTillBreakfast BeforeBreakfastBurpees BreakfastMorningMile 50SquatsForBreakfast BreakfastBoxJumps BreakfastTableStretch',
    wellness:
      '7DayPhoneFreeBreakfast SlowBreakfastRitual NoRushBreakfast BreakfastInTheSun MindfulMondayBreakfast BreakfastGratitudeMinute WindowSeatBreakfast 3GoodThingsAtBreakfast',
  },
  clap: {
    art: 'ClapSplatterArt ComicClapLettering ClapFlipbook ChalkDustClapPhoto PaintToTheClap OneLinePerClap ClapEmojiIn3Styles MakeAClappingPuppet',
    cooking:
      'ClapForTheChef PattyCakeClapBake ClapHandTortillas ClapTheMintTrick RateMyDishInClaps KneadOnTheClap ClapAlongCookOff 3ClapDinnerBell',
    travel:
      'TourGuideGetsAClap ClapTestTheAcoustics ClapLikeALocal ClapForABusker ClapForTheSunset OneClapPerCity DoYouClapWhenPlanesLand EchoClapIn10Places',
    wellness:
      'LaughterYogaClap ClapForTinyWins FourClapBreathing ClapAndBreatheTogether 10ClapMorningWakeUp ClapForSomeoneToday ClapTheTensionOut 60SecClapReset',
  },
  darts: {
    dance:
      'DartsWalkOnDance 30SecDartsCelebration DartsOcheShuffle CopyMyDartsVictoryMove DadVsKidDartsJig BullseyeBopDarts SpinLikeADartboard DartsTrebleTwist',
    pet: '7DayDartsMascotTraining DogDartsWalkOn PawSafeDartsZone GiveYourPetADartsName KittenRefereesDarts DartsNightCuddles DartsBreakWalkies CatNapDuringDarts',
    fashion:
      'LoudestDartsShirtWins DartsNameOnTheBack DartsWalkOnOutfit MatchYourDartsFlights 10MinDartsGlowUp DartsRefereeBowTie MatchingDartsPoloDuo SequinDartsJacket',
    tech: 'CanAnAppScoreDarts DartsSlowMoThrow TraceMyDartsFlight 7DayDartsAverage AIDartsCheckouts 60SecDartsHighlight PhoneDartsDuel VideoCallDartsNight',
  },
  freezer: {
    dance:
      'FreezerBeepBoogie FreezerPenguinWaddle 30SecFreezerStatueDance ThawingFromTheFreezer 7DayFreezerShiver MomVsKidFreezerMoves FreezerPopLipSync TwoStepToTheFreezer',
    fashion:
      'JeansInTheFreezer FreezerGumRescue DressLikeAFreezerPop FreezerSpoonDePuff CanFreezersFixClothes FreezerHackFaceOff FreezerLipstickSave NoRunTightsFreezer',
    prank:
      'FreezerGooglyEyes YetiLivesInTheFreezer PenguinPlushFreezerGuest TalkingFreezerDoor DinoIceCubeFreezer FreezerSockSnowballs FreezerDecoyTub DragonEggFreezerNote',
    wellness:
      '10MinFreezerTidyUp CoolTowelFromTheFreezer SundayFreezerSmoothie FreezerIceCubeCalm FreezerPillowcaseChill FutureMeFreezerMeals FillAFriendsFreezer MindfulMondayFreezerPop',
  },
  mouthwash: {
    fitness:
      'MouthwashCalfRaises OneLegMouthwashBalance MouthwashBottleCurls PlankWhileMouthwashing MarchInPlaceMouthwash MouthwashSinkStretch HighKneesAfterMouthwash MouthwashWallAngels',
    prank:
      'MouthwashPepTalkCard GooglyEyeMouthwash MouthwashStandingOvation TreasureMapToMouthwash MouthwashMirrorMessage MustachedMouthwash MouthwashCommentator TinyHatOnTheMouthwash',
    tech: 'SlowMoSwishOfMouthwash SetAMouthwashReminder 30SecMouthwashTimer MouthwashStopMotion DecibelAppMouthwashDuel MouthwashTimeLapse MouthwashRingtoneRemix ScanTheMouthwashLabel',
  },
  'ski trip': {
    dance:
      'SkiTripBootShuffle 30SecSkiTripBoogie SkiTripHotCocoaGroove FamilySkiTripConga 7DaySkiTripMoonwalk PizzaFriesSkiTrip CabinDiscoSkiTrip VictoryWiggleSkiTrip',
    fitness:
      '30DaySkiTripPrep SkiTripWallSits SkiTripSkaterHops TuckHoldSkiTrip PillowBalanceSkiTrip 100SquatsBeforeSkiTrip SkiTripPlankRelay SnowAngelAbsSkiTrip',
    gaming:
      'SkiTripLodgeGameNight SkiTripCardShowdown SkiTripSnowmanContest 10RoundSkiTripBingo WouldYouRatherSkiTrip CaptureTheFlagSkiTrip KidsVsParentsSkiTrip SkiTripCabinCharades',
    prank:
      'SkiTripTicketInASock SkiTripHotCocoaSurprise SkiTripMittenMessage TinyBeanieForSkiTrip SkiTripBagFullOfBalloons SnowmanTwinSkiTrip YodelWakeUpSkiTrip SnowGlobeSkiTrip',
  },
  'winter wonderland': {
    cooking:
      'WinterWonderlandCocoaBar 10MinWinterWonderlandBark WinterWonderlandCookieOff WinterWonderlandBrunch SugarDustWinterWonderland BakeAWinterWonderland PavlovaWinterWonderland PopcornWinterWonderland',
    dance:
      'WaltzInAWinterWonderland SwingIntoWinterWonderland SlowDanceWinterWonderland WinterWonderlandFreeze WinterWonderlandConga 7DayWinterWonderlandStep WinterWonderlandDuet 30SecWinterWonderlandJig',
    fitness:
      'WinterWonderlandHike 10MinWinterWonderlandWalk WinterWonderlandHIIT ShovelingWinterWonderland SnowAngelWinterWonderland WinterWonderlandYoga 100JacksWinterWonderland WinterWonderlandStretch',
    gaming:
      'WinterWonderlandBingo WinterWonderlandTrivia WinterWonderlandISpy 10MinWinterWonderlandHunt BoardGameWinterWonderland MeVsYouWinterWonderland FreezeTagWinterWonderland 1000PieceWinterWonderland',
  },
  'air fryer': {
    fitness:
      'PlankTillAirFryerDings AirFryerSquatFaceOff AirFryerWallSits 7DayAirFryerAbs PushUpsWhileAirFryerRuns CrispAndCrunches AirFryerJumpingJacks AirFryerCalfRaises',
    prank:
      'WrongNameOnTheAirFryer AirFryerWearsSunglasses TinyAirFryerForDad GooglyEyeAirFryer AirFryerPartyHat StickyNoteAirFryerBasket AirFryerTalksBack YarnFriesAirFryer',
    dance:
      'AirFryerTimerTwirl ShakeTheAirFryerBasket AirFryerPreheatGroove DanceTillAirFryerDings 7DayAirFryerFootwork MomVsKidAirFryerShuffle AirFryerPopAndLock AirFryerKitchenConga',
  },
  'arm day': {
    cooking:
      'WhiskOffForArmDay KneadingIsArmDay ArmDayJarButter RollingPinArmDay ArmDayMashUp 10MinArmDayDough ArmDayProteinShake 100StirArmDayRisotto',
    fashion:
      'ArmDayFitCheck StyleArmDay3Ways RollYourSleevesArmDay ArmDayBraceletStack ArmDayGlowUpIn10Min MuscleTeeArmDay ArmDayGymToOffice SweatVsBrunchArmDayLook',
    wellness:
      'HugYourselfArmDay 60SecArmDayCooldown ArmDayWristCircles ArmDayShakeItOut SlowSundayArmDay OverheadReachArmDay 10ArmDayShoulderRolls PosturePauseArmDay',
  },
  'belly button': {
    gaming:
      'BellyButtonStickerAim MemoryMatchBellyButton SayBellyButtonNoLaughing BellyButtonTriviaDuel 60SecBellyButtonQuiz WhereIsYourBellyButton 10RhymesForBellyButton WouldYouRatherBellyButton',
    tech: 'MeasureAppBellyButton CodeABellyButtonClicker 60SecBellyButtonAnimation BellyButtonGiggleMemo AIBellyButtonPoem BellyButtonPixelArt BellyButtonGIFBattle StopMotionBellyButton',
    dance:
      '10HipCirclesBellyButton LeadWithYourBellyButton KidVsDadBellyButtonBop BellyButtonWaveRoll BellyButtonTwist 30SecBellyButtonSpin ToddlerBellyButtonBoogie BellyButtonHulaHoop',
  },
  cello: {
    prank:
      'CelloPlaysTheirRingtone CelloAlarmClock CelloEntranceForDad PlushCatInCelloCase GooglyEyesOnTheCello WorldsSmallestCello CelloNarratesEveryMove WrongNoteCelloSolo',
    gaming:
      'CelloBossTheme VideoGameCello CelloLevelUp CelloVictoryFanfare CelloSpeedrunIn60Sec KeyboardVsCelloBattle NameThatSoundtrackCello CharacterSelectCello',
    tech: 'AICelloDuet CelloTunerApp CelloSlowMoStrings 60SecCelloLoop CelloCloneChoir PhoneVsStudioCello TimelapsePracticeCello 7DayCelloVideoDiary',
  },
  'cotton swab': {
    fashion:
      'CottonSwabWingFix NeatNailsCottonSwab SneakerDetailCottonSwab CottonSwabHack3Ways FauxFrecklesCottonSwab CottonSwabLipBlend 60SecCottonSwabGlowUp MomVsMeCottonSwabLiner',
    gaming:
      'CottonSwabPickUpSticks TicTacToeCottonSwab 60SecCottonSwabStack MoveTwoCottonSwabsPuzzle Balance10CottonSwabs CottonSwabTowerTopple LastCottonSwabLoses DadVsKidCottonSwabGolf',
    funny:
      'WeatherReportCottonSwab CottonSwabPuppetShow DramaticCottonSwabReview CottonSwabDramaIn10Sec TinyJanitorCottonSwab CottonSwabOlympics DustBunnyVsCottonSwab CanYouBalanceACottonSwab',
  },
  dubai: {
    music:
      'DubaiFountainSong DrumADubaiBeat CamelRhythmDubai DubaiSkylineLoFi 30SecDubaiJingle DubaiDuetChallenge DubaiBedtimeLullaby DuneWindHumDubai',
    prank:
      'GreenScreenDubai DubaiPostcardFromMySofa DubaiSevenStarService ToySupercarRevealDubai DubaiMintOnThePillow CamelAlarmDubai TinyDubaiSouvenir CardboardDubaiSkyline',
    wellness:
      'OneMinuteDubaiCalm SandTimerBreathDubai DubaiHammamAtHome BuildYourDubaiOasis DubaiMintTeaPause SunsetGratitudeDubai 7DayDubaiSlowMornings EveningWalkDubai',
  },
  flute: {
    fitness:
      'FluteLungeMelody LongNoteFlutePlank 60SecFluteWallSit FluteCardioDuet MarchToTheFlute SquatOnEveryTrill 10JacksPerFluteTune StretchBetweenFluteSongs',
    funny:
      'DramaticFluteSolo RateMyFluteFace RecorderKidToFlutePro JazzFluteGoneWrong FluteScoresEveryChore CanYouBeatboxOnAFlute FluteInTheWrongKey WhenTheFluteSqueaks',
    prank:
      'SurpriseFluteSerenade FluteDoorbellTune FluteWakeUpMelody TinyRecorderNotAFlute BirdOrFluteQuiz PiedPiperFluteDinnerCall FluteBehindTheCurtain FluteCoverOfTheirRingtone',
  },
  humidity: {
    art: 'HumidWatercolorBloom FingerArtOnHumidityFog DrawHumidityIn60Sec MistyMorningPainting HumidityMacroDrops SketchTheMuggySky 7DayHumidityDoodles HumidityFrizzPortrait',
    gaming:
      'HumiditySwampQuest HumidityJungleLevel 10MinHumidityGameBreak HumidityStormSurvival FanVsHumidityFaceOff CanYouGuessTheHumidity MuggyDayWaterGunWar HumidityCharades',
    prank:
      'FrizzyWigReveal HumidityIceTowelDrop SillyHumidityForecast TinyFanForHumidity HumidityPillowChill HumidityNewsFlashFromDad HumidityFrozenSocks SlushieHumidityRescue',
  },
  loofah: {
    dance:
      'LoofahPompomDance LoofahScrubADub TowelAndLoofahTango SplishSplashLoofah 30SecLoofahSpin PassTheLoofahRelay BathrobeLoofahStrut MomVsKidLoofahWiggle',
    pet: 'PuppyVsLoofahStandoff LoofahLeaveItCue HamsterLoofahTunnel DogSeesTheLoofah LoofahTreatPuzzle KittenMeetsALoofah 10SecLoofahStay PetProofTheLoofah',
    prank:
      'GooglyEyeLoofah LoofahFlowerBouquet TinyLoofahForDad LoofahResignationLetter EveryDoorknobLoofah LoofahInTheirPillowcase LoofahSeedsAreReal WrongNameOnTheLoofah',
  },
  'party hat': {
    prank:
      'EveryShoeGetsAPartyHat PartyHatStatueSquad UnbirthdayPartyHat PartyHatTeddyBears TinyPartyHatsOnFridge ConfettiInThePartyHat WakeUpToPartyHats HouseplantPartyHat',
    travel:
      'PartyHatAtLandmarks PackAPartyHatEverywhere OnePartyHatPerStop PartyHatPicnic PartyHatTrainRide 10TownPartyHatTour CityBreakPartyHat ThemeParkPartyHat',
    wellness:
      'PartyHatForNoReason PartyHatForGrandma 60SecPartyHatDance PartyHatLaughterYoga 7DayPartyHatGratitude TinyWinsPartyHat BirthdayCallPartyHat MondayMoodPartyHat',
  },
  'remote control': {
    art: 'RemoteControlStillLife RemoteControlPopArt CardboardRemoteControl DecorateTheRemoteControl DrawARemoteControlIn60Sec FutureRemoteControlSketch 7DayRemoteControlDoodle RemoteControlRedesignDuel',
    fashion:
      'RemoteControlOutfitSwap RemoteControlPocketPJs 10SecRemoteControlGlowUp DressLikeTheRemoteControl RemoteControlRewindFits SlowMoRemoteControlRunway FreezeFrameRemoteControl RemoteControlLook3Ways',
    music:
      'RemoteControlClickBeat MuteRemoteControlKaraoke GuessTheRemoteControlTune VolumeUpRemoteControl 30SecRemoteControlRemix RemoteControlMashup RemoteControlDuet RemoteControlLullaby',
  },
  sprint: {
    cooking:
      'PostSprintSmoothie PreSprintPasta 10MinSprintSnack SprintEnergyBites MealPrepInASprint SprintRecoveryBowl 7DaySprintBreakfast SprintBananaToast',
    prank:
      'SprintCheerTunnel SprintMedalForDadsNap SecretSprintPodium SurpriseFinishLine ConfettiAfterEverySprint WorldRecordSprintToBed SprintCommentaryOnMom SprintHypeSignAtDoor',
    travel:
      'BeachSprint SprintCityParkLaps SprintAtTheLocalTrack OneSprintInEveryTown ShowUsYourSprintSpot SiblingSprintOnHoliday SprintUpTheTallestHill SprintSchoolFieldDay',
  },
  toad: {
    dance:
      'LilyPadToadHop ToadSquatPop 30SecToadLeapDance ToadToPrinceWaltz TadpoleToToadWiggle 7DayToadTwist MomVsKidToadGroove WaddleLikeAToad',
    fitness:
      'ToadSquatHops ToadCrouchHold 60SecToadCrawl ToadPoseStretch ParentVsKidToadRace 50ToadLeapsDaily TadpoleToToadBurpee OutJumpAToad',
    wellness:
      'StillAsAToad ToadFriendlyGarden ToadChorusSleepSounds ToadNatureJournal 5ToadBellyBreaths MindfulToadDoodle SaturdayToadSpotting 10MinToadListening',
  },
  'bean bag': {
    fashion:
      'BeanBagLoungeFit 7DayBeanBagOutfits BeanBagFuzzySocks DressLikeABeanBag 10MinBeanBagGlowUp HoodieVsRobeBeanBag MatchYourBeanBag BeanBagCorduroyLook',
    gaming:
      'BeanBagGameMarathon BeanBagTossTo21 MusicalBeanBags BeanBagVsGamingChair CornholeTourney 60SecBeanBagTrivia KingOfTheBeanBag 5RoundBeanBagCards',
    pet: 'WhoOwnsTheBeanBag BeanBagCatNest BeanBagStolenByDog BeanBagTurfWar 10SecBeanBagFlop KittyVsPupBeanBag 7DayBeanBagPetBed BeanBagPuppyPileUp',
  },
  'april fools': {
    dance:
      'AprilFoolsFakeTutorial BackwardsAprilFools WrongSongAprilFools AprilFoolsMoonwalk AprilFoolsDuet 30SecAprilFoolsGroove AprilFoolsRobotGlitch 7DayAprilFoolsTwist',
    fashion:
      'InsideOutAprilFools 7DayAprilFoolsMismatch AprilFoolsGlowDown DressForAprilFools 60SecAprilFoolsOutfit StyleAprilFoolsThreeWays MomVsKidAprilFoolsLook AprilFoolsPajamaFormal',
  },
  blender: {
    dance:
      'BlenderPulseDance 30SecBlenderShuffle SmoothieBlenderShimmy GrooveTillBlenderStops ShakeRattleAndBlend DropOnTheBlenderBeat WhirlLikeABlender MomVsKidBlenderBattle',
    fitness:
      'BlenderPulseSquats BlenderTimerPlank LungeTillBlenderStops 30SecBlenderBurn BurpeesWhileBlenderRuns EarnYourBlenderShake 7DayBlenderAbs BlenderPushUpCountdown',
  },
  chemistry: {
    prank:
      'InvisibleInkChemistryNote ChemistryFoamSurprise ChemistryGlowReveal InstantSnowChemistry SpellTheirNameInChemistry ChemistryMagicMug BottleBalloonChemistry ChemistryBouncyEgg',
    fashion:
      'ChemistryLabCoatFit TieDyeChemistry SpellYourNameInChemistry ChemistryGogglesChic StyleChemistry3Ways 10MinChemistryGlowUp ChemistryMoleculeTee ChemistryColorChangeNails',
  },
  cough: {
    prank:
      'TheCoughingHouseplant SurroundSoundCough CoughStatueMode CoughThenACompliment TeddyBearCoughsBack SecretCoughCode TheCoughRingtone CoughingDoorbellTune',
    music:
      'CoughBeatbox FamilyCoughOrchestra 30SecCoughRemix CanYouCoughInTune LoopACoughBeat SingTheCoughBlues CoughAndHumDuet HumanCoughMetronome',
  },
  faucet: {
    art: 'FaucetSplashPhoto SketchTheFaucetFlow KidVsMeFaucetArt FaucetFaceDoodle PaintTheFaucetDrip DrawAFaucetIn60Sec 7DayFaucetStillLife WatercolorFaucetDrops',
    fitness:
      'JugCurlsFromTheFaucet 7DayFaucetHydration FaucetOffCalfRaises MomVsKidFaucetCarry InclineFaucetPushUps 60SecFaucetPlank TenSquatsAtTheFaucet FaucetFillStretch',
  },
  'grilled cheese': {
    funny:
      'GrilledCheeseCritic RateMyGrilledCheese FancyGrilledCheeseSnob NoPullGrilledCheese ThatsAMeltActually CutTheCrustsDrama GrilledCheeseVsToastie 10GrilledCheesePuns',
    prank:
      'TinyGrilledCheeseForDad GrilledCheeseLockScreen ServeAFeltGrilledCheese GrilledCheeseGooglyEyes SockPuppetGrilledCheese LunchboxPunGrilledCheese GrilledCheeseBedPlushie FanMailFromGrilledCheese',
  },
  hamster: {
    dance:
      'DoTheHamsterDance MomVsKidHamsterMoves HamsterShuffle WiggleLikeAHamster 30SecHamsterChoreo DuetWithYourHamster HamsterHipHop HamsterZoomieGroove',
    speed:
      'HamsterMazeTimer HamsterFactsIn30Sec ClockTheHamsterWheel SpeedBuildHamsterTubes 10MinHamsterCageClean SketchAHamsterFast HamsterTreatHuntDash HamsterSeedSortSprint',
  },
  'inside joke': {
    fashion:
      'InsideJokeTshirt LetterBeadInsideJoke InsideJokeFitCheck WearYourInsideJoke MatchingSocksInsideJoke InsideJokeNailArt 10MinInsideJokePatch TwinningInsideJokeTees',
    music:
      'SongAboutAnInsideJoke InsideJokeRemix 30SecInsideJokeRap KaraokeInsideJoke InsideJokeIn3Genres OurInsideJokeAsADuet InsideJokeRingtone InsideJokeChoir',
  },
  laundromat: {
    pet: 'PetBedLaundromatGlowUp DogWalkToLaundromat 10MinLaundromatWalkies CatClaimsTheLaundry LaundromatFreshBlanket FurFreeAtTheLaundromat ShowUsYourLaundromatPup LaundromatBunnyBedding',
    wellness:
      'ReadAtTheLaundromat LaundromatJournal LaundromatWarmTowels 3ThanksPerLaundromatLoad 10MinLaundromatMeditation UnplugAtTheLaundromat LaundromatPodcastPause LaundromatStretchIn60Sec',
  },
  meeting: {
    fitness:
      'MeetingSeatedLegLifts 10CalfRaisesPerMeeting 60SecPreMeetingStretch AgendaItemPushups MuteButtonSquats StandUpMeetingLunges PlankThroughTheMeeting WallSitTillMeetingEnds',
    prank:
      'FamilyMeetingAboutSocks MeetingCardboardCutout SeriousMeetingSillyHats AgendaItemCompliments PetChairsTheMeeting RubberDuckAttendee MeetingHypeIntro StandingOvationMeeting',
  },
  'orange juice': {
    funny:
      'ToothpasteThenOrangeJuice DramaticOrangeJuicePour 30SecOrangeJuiceAd OrangeJuiceSommelier OrangeJuiceMustache WhoDrankTheOrangeJuice LastGlassOfOrangeJuice ToddlerServesOrangeJuice',
    prank:
      'WrongNameOnOrangeJuice AnswerTheOrangeJuice GooglyEyedOrangeJuice OrangeJuiceCartonNote OrangeJuiceWaiterAct TinyGlassOrangeJuice OrangeJuiceTalksBack CrazyStrawOrangeJuice',
  },
  pinata: {
    cooking:
      'PinataCake MomVsKidPinataBake 10MinPinataCookies EdiblePinata SurpriseInsideCupcakes 7DayPinataTreats WatermelonPinata PinataPancakeStack',
    prank:
      'PinataFullOfNotes PinataNestedMini PinataConfettiOnly UnbreakablePinataPrank GooglyEyedPinata SocksInsideThePinata TinyPinataForDad PinataThatTalks',
  },
  ramadan: {
    music:
      'RamadanLanternSong RamadanNasheedCover SuhoorDrumWakeUp RamadanFamilyChoir SiblingRamadanDuet NightlyRamadanPlaylist LullabyForRamadan 30SecRamadanJingle',
    travel:
      'RamadanNightMarket RamadanLanternStreets ShowUsYourRamadanCity RamadanBakeryRun RamadanIftarRoadTrip 30SunsetsOfRamadan VisitFamilyRamadan TrainHomeForRamadan',
  },
  rpg: {
    fitness:
      'RPGStrengthStatGrind XPForEveryRep PartyOfTwoRPGWorkout RPGQuestWalk RPGBossFightHIIT 10MinRPGDungeonRun 30DayRPGLevelUp RollForSquatsRPG',
    wellness:
      'RPGRestAtTheInn RPGSelfCareQuest DrinkYourRPGPotion 10MinRPGSavePoint 7DayRPGHealStreak KindnessBuffRPG AdventureJournalRPG LevelUpHabitRPG',
  },
  sleepover: {
    fashion:
      'SleepoverPJFitCheck MatchingSleepoverSet SleepoverMakeoverNight FluffySocksSleepover OnesieRelaySleepover 10MinSleepoverGlowUp SleepoverRobeRunway SleepoverHair3Ways',
    wellness:
      'SleepoverSpaNight SleepoverMaskSelfieDuo DeepTalksAtSleepover CozySleepoverPileUp 3GoodThingsSleepover 10MinSleepoverWindDown SleepoverGratitudeRound SleepoverCalmStoryTime',
  },
  student: {
    cooking:
      'StudentMugCake 10MinStudentRamen OnePotStudentMeal BrokeStudentFeast StudentDormDinner 5DayStudentLunches FiveDollarStudentChef StudentLunchboxHack',
    wellness:
      '7DayStudentSleepReset 5MinStudentStudyBreak CalmStudentExamBreaths SelfCareForStudents StudentGratitudeList ScreenFreeStudentNight StudentHydrationHabit StudentMorningJournal',
  },
  tongue: {
    fashion:
      'ShowUsYourSneakerTongue TongueInCheekFit RunwayTongueFaceOff TongueColorOutfitMatch TuckTheBootTongue 7DayTongueOutLooks TongueTwisterTShirt TongueTiedBowTie',
    tech: 'TongueTwisterVsVoiceApp TongueOutFaceFilter SlowMoTongueRoll TranslateToMotherTongue TongueClickMorseCode TongueTiedTeleprompter 60SecTongueCatchGame 7DayTonguePhotoEdit',
  },
  unboxing: {
    art: 'UnboxingArtSupplies 10MinUnboxingCastle DrawWhateverYoureUnboxing KidVsMomUnboxingRobot CollageFromUnboxing UnboxingSketchbook PredictItUnboxing UnboxingPaintSwatch',
    music:
      'UnboxingVinyl UnboxingFirstNote BubbleWrapUnboxingBeat 30SecUnboxingDrumSolo UnboxingASMR GuessTheUnboxingSound HeadphonesUnboxing UnboxingSoundtrack',
  },
  wink: {
    music:
      '30SecWinkRhythm SerenadeWithAWink WinkAtTheHighNote CanYouSingAndWink WinkOnTheDownbeat DrumrollThenWink WinkDuetChallenge WinkLyricLipSync',
    travel:
      'WinkAtEveryLandmark WinkFromTheWindowSeat ShowUsYourWinkSpot WinkWithAStatue SunsetWinkSelfie 10SecWinkTravelReel TownSignWink OneWinkPerCity',
  },
  checkers: {
    funny:
      'CheckersTripleJumpShock SlowMoCheckersVictory KingMeCelebration GrandpaAlwaysWinsCheckers NarrateCheckersLikeSports CheckersVsChessSnob SoreLoserCheckers CheckersWithABottleCap',
    music:
      'CheckersClickBeat KingMeAnthem DrumWithCheckersPieces CheckersRapBattle CheckersBlues RedBlackRemixCheckers 30SecCheckersJingle HumWhileYouPlayCheckers',
  },
  calligraphy: {
    fashion:
      'CalligraphyJacketBack SneakersInCalligraphy CalligraphyToteBag CalligraphyCapBrim CalligraphyNails ScarfCalligraphy 10MinCalligraphyPatch YourNameCalligraphyTee',
  },
  donut: {
    prank:
      'DonutBoxFullOfSocks StickerDonutsEverywhere DonutGooglyEyeDozen GiantDonutPillowReveal OneDonutTenGiftBags IsThatDonutASponge DonutPhotoInEveryFrame PaperDonutDelivery',
  },
  eraser: {
    prank:
      'EraserThatWontErase EraserSandwichSurprise 100ErasersBedtimeArmy GiantEraserForDad GooglyEyesOnEveryEraser EraserWrongNameTag MiniEraserInvasion ZooOfErasersInPencilCase',
  },
  'flower pot': {
    cooking:
      'FlowerPotBread FlowerPotDirtCake CupcakesInAFlowerPot FlowerPotSundae 10MinFlowerPotPudding KidVsMeFlowerPotDessert EdibleFlowerPotPie FlowerPotTrifle',
  },
  geography: {
    cooking:
      'GeographyMapCake 7DayGeographyDinners LearnGeographyByTaste BakeYourGeographyHomework GuessTheGeographyDish GeographyFlagPizzas GeographySnackPassport GeographySpiceTasting',
  },
  'hair gel': {
    fitness:
      'HairGelSweatTest 50BurpeeHairGelCheck HairGelYogaTopKnot HairGelRunnerBraids 10MinHairGelWorkout CanHairGelSurviveHIIT BalletBunHairGel HairGelAfterTheHelmet',
  },
  'iced coffee': {
    dance:
      'IcedCoffeeShuffle 30SecIcedCoffeeGroove IcedCoffeeDuet MomVsMeIcedCoffeeBop DontSpillTheIcedCoffee IcedCoffeeShakeItUp IcedCoffeeJitterbug SipAndSwayIcedCoffee',
  },
  'labor day': {
    gaming:
      'LaborDayWaterBalloonToss LaborDayPicnicBingo LaborDayFamilyTrivia ParentsVsKidsLaborDay OneHourLaborDayHunt 5GameLaborDayMarathon DreamJobCharadesLaborDay LaborDayKickball',
  },
  marathon: {
    art: 'MarathonBibCollage MarathonRouteMapArt SketchAMarathonRunner DesignYourMarathonMedal 60SecMarathonDoodle FunniestMarathonSign MarathonMementoBox MarathonShoePainting',
  },
  mop: {
    travel:
      'MopBeforeCheckout 10MinRentalMopUp KidsVsAdultsMopRace OneMopPerVacation LeaveItSparkling CleanerThanWeFoundIt MopAndPackDash MopHostelChoreSwap',
  },
  painting: {
    prank:
      'WrongFaceInEveryPainting StickyNoteBehindPainting UpsideDownPaintingWeek PaintingWearsSunglasses GooglyEyePainting TinyPaintingForDad PaintingMovesAnInchADay PaintingFrameAroundTheTV',
  },
  'prank call': {
    cooking:
      'PhoneShapedPrankCallCake PrankCallGrandmaBakes 10MinPrankCallDinner FancyChefPrankCall PrankCallBreakfastInBed SpyRecipePrankCall MomVsDadPrankCallCookOff CordPastaPrankCall',
  },
  rocket: {
    tech: 'RocketFilterSelfie RocketLaunchSlowMo 60SecRocketAnimation StopMotionRocketLiftoff RideARocketOnGreenScreen SketchRocketsWithAnApp TrackARocketLive RocketSimulatorFaceOff',
  },
  sink: {
    fitness:
      'SinkSideCalfRaises SinkCounterPushup DishSquatsAtTheSink WallSitBesideTheSink 10SinkPushUpsADay 60SecSinkPlank SinkToeTaps SinkLungeFaceOff',
  },
  soup: {
    fashion:
      'CozySoupNight3Ways SweaterWeatherSoup MatchYourSoupOutfit PopArtSoupCanLook DontSpillTheSoup SouperStylish SoupPrintApron DressAsTomatoSoup',
  },
  'summer break': {
    travel:
      'SummerBreakRoadTrip 10TownSummerBreakTour SummerBreakBeachWeek BingoForSummerBreak BackyardSummerBreakCamp SummerAtGrandmas SummerBreakLibraryCrawl SummerBreakTrainRide',
  },
  taco: {
    travel:
      'TacoTruckFaceOff TacoCrawl BestTacoInTown ShowUsYourTacoSpot TacoPicnicInThePark OneTacoPerCity TacoRoadTripStops Try10TacosThisWeekend',
  },
  'thumbs up': {
    prank:
      'ThumbsUpOnlyForAnHour ThumbsUpInEveryPhoto GooglyEyedThumbsUp GiantCardboardThumbsUp BananaThumbsUpNote SilentThumbsUpParade GloveThumbsUpGreeter ThumbsUpStatueMode',
  },
  tram: {
    dance:
      'TramBellShuffle TramStopTwoStep 30SecTramWaitDance MomVsKidTramJig GlideLikeATram FreezeAtTheTramDing 7DayTramWaltz BoogieToTheTram',
  },
  volleyball: {
    gaming:
      'KidsVsParentsVolleyball KingOfTheCourtVolley 100VolleyballTouches 60SecVolleyballRally HitTheBucketVolleyball BalloonVolleyballDuel VolleyballTicTacToe VolleyballTargetPractice',
  },
  whisk: {
    prank:
      'WhiskInTheCerealBox TinyWhiskForDad WhiskInTheToothbrushCup ForkDrawerFullOfWhisks GiftWrappedWhiskSurprise GooglyEyedWhisk WhiskWithAMustache PhotoFrameWhiskPortrait',
  },
  blink: {
    dance:
      'BlinkOnTheBeat 30SecBlinkChoreo BlinkTransition3Ways BlinkDanceFaceOff FreezeFrameNoBlinking SlowBlinkSway CopyMyBlinkCombo WinkBlinkShuffle',
  },
  'ceiling fan': {
    educational:
      'HowCeilingFansCool CeilingFanWinterMode CeilingFanWindChill CeilingFanVsOpenWindow WhichWayCeilingFanSpins 60SecCeilingFanMyth CeilingFanTissueTest 7DayCeilingFanTempLog',
  },
};
