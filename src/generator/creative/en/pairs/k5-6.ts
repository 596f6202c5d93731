import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'night shift': {
    art: 'DrawYourNightShift OneFacePerNightShift StartVsEndOfNightShift NightShiftComic BreakRoomDoodles EmptyHallwaySketch NightShiftStillLifeIn10 NightShiftSunrisePaint',
    cooking:
      'PackMyNightShiftLunch 5NightShiftSnackBoxes NoMicrowaveNightShift MidnightMealPrep PostShiftBreakfast NightShiftDinnerIn10 NightShiftSoupFlask NightShiftPotluckFaceOff',
    fitness:
      '10KStepsEveryNightShift SquatsOnTheNightShift NightShiftWallSitFaceOff MidnightMiles PreShiftWarmUp BreakRoomBurpees NightShiftPlankHold 5MinNightShiftStretch',
    music:
      'NightShiftWhistleTune NightShiftBeatboxBattle 60SecondNightShiftSong MidnightBreakJam NineToFiveButNights GraveyardShiftBlues NightShiftCrewDuet HumThroughNightShift',
  },
  nightstand: {
    fashion:
      'NightstandJewelryDish OneMinuteNightstandGlam 3LooksFromMyNightstand NightstandPerfumeTray NightstandEarringFaceOff ReadingGlassesNightstand NightstandSkincareShelf OutfitNoteOnNightstand',
    fitness:
      'NightstandBalanceStretch NightstandBookCurls SnoozeSquatsNightstand PlankTillNightstandAlarm NightstandMobilityMonday LungeToTheNightstand 10NightstandPushUps 60SecNightstandWakeUp',
    tech: 'NightstandChargingStation SunriseLampNightstand NightstandAlarmAppTest 60SecondNightstandSetup NightstandTimelapse BedtimeShortcutNightstand 7DayPhoneFreeNightstand NightstandCableGlowUp',
  },
  ninja: {
    cooking:
      'NinjaBreadMen NinjaStarCookies RiceBallNinjaFaceOff CookBreakfastLikeANinja 10MinuteNinjaBento StealthSushiRolls NinjaPancakeFlip NinjaDumplingFold',
    tech: 'NinjaTeleportTransition NinjaStopMotion GreenScreenNinjaJump 1SecondNinjaSuitUp NinjaVanishEdit CanYouSpotTheNinja NinjaCloneEffect DuetMyNinjaKick',
  },
  noon: {
    art: 'NoonShadowTracing PaintTheNoonSky HighNoonWantedPoster MeltingNoonClock ChalkYourSidewalkAtNoon 10MinNoonStreetSketch 30DaysOfNoonDoodles NoonVsMidnightPainting',
    cooking:
      'BrunchBeforeNoon HighNoonCowboyChili NoonLunchboxFaceOff NoonLeftoverRemix 3IngredientNoonSnack PackYourNoonPicnic TenMinuteNoonSalad SandwichTowerAtNoon',
    dance:
      'HighNoonDanceOff NoonBootScoot ClockHandsAtNoon 30SecNoonShuffle TumbleweedAtNoon 12MovesForNoon NoonMoonwalk CountdownToNoonGroove',
    music:
      'PlayTheNoonChime HighNoonWhistleOff SiestaLullabyAtNoon LunchboxDrumsAtNoon 60SecondNoonJingle NoonSunshineSong DuetMyNoonHarmony NoonBeatboxBreak',
    pet: 'NoonNapWithMyDog SunPatchAtNoon 60SecNoonTreatPuzzle BegFaceAtNoon OneNewTrickEachNoon GuessMyPetsNoonSpot HighNoonCatStandoff NoonShadeWalk',
  },
  nose: {
    tech: 'NoseTypingTest ClownNoseFaceUnlock ZoomedInNoseGuess NoseSwipeScrolling CanYouTextWithYourNose NosePianoAppBattle VideoCallNoseBoop 60SecondNoseDrawing',
  },
  october: {
    gaming:
      '31DaysOfOctoberGames OctoberZombieTag OctoberMummyWrapRace OctoberPumpkinBowling SolveAnOctoberMystery OctoberMonsterCharades GuessThatOctoberSound 60SecondOctoberTrivia',
    prank:
      'BooBasketDrop OctoberSkeletonPoses OctoberGooglyEyes PhotosGotFangsInOctober MomVsDadOctoberPranks OctoberCobwebDoor 100PaperBatsForOctober OctoberMummyWrapTheFridge',
    travel:
      'FindOctobersReddestLeaf OctoberHauntedHayride OctoberCiderDonutRun OctoberPumpkinPicking GetLostInACornMaze 60SecondOctoberGetaway 5TrailWalksThisOctober OctoberFallFairDay',
  },
  onesie: {
    cooking:
      'LazyOnesieBrunch DinoNuggetsInAOnesie MatchASnackToYourOnesie BearOnesieHoneyToast NoCookOnesieFaceOff OnesiePopcornNight 5MinuteOnesieSmoothie OnesiePizzaParty',
    dance:
      'OnesieZipOnTheDrop DinoOnesieStomp BunnyHopInAOnesie PenguinOnesieWaddle 30SecondOnesieFreestyle WagYourOnesieTail DuetInMatchingOnesies FamilyOnesieDanceOff',
    gaming:
      'OnesieCharades PinATailOnTheOnesie OnesieHideAndSeek DinoVsUnicornOnesies SimonSaysInAOnesie 60SecondOnesieZipRace WhoseOnesieIsIt OnesiePillowFight',
    travel:
      'OnesieRoadTrip FlyInAOnesie OnesieCampout PackOnlyAOnesie SaturdayOnesieSafari MatchYourOnesieAtTheZoo OnesieStargazingNight OnesieAt5Landmarks',
    wellness:
      'OnesieSundayReset FaceMaskInAOnesie OnesieAndAGoodBook PhoneFreeOnesieNight PowerNapInAOnesie 5MinuteOnesieStretch 7DayOnesieWindDown ShowUsYourComfiestOnesie',
  },
  onion: {
    prank:
      'WeGotAPetOnion 7DaysOfSurpriseOnions OnionGooglyEyes OnionInTheFruitBowl SiblingOnionPrankWar WrapItLikeAnOnion OnionLayersPresent OnionPortraitOnTheFridge',
  },
  orange: {
    wellness:
      'OrangeScentReset MindfulOrangePeeling OrangePeelPotpourri OrangeSunsetGratitude 5MinuteOrangeBreathing 7DayOrangeInfusedWater OrangeSlicesAtSunrise ShareAnOrangeWithAFriend',
  },
  'orange juice': {
    dance:
      'PourOrangeJuiceOnTheBeat WaltzWithOrangeJuice OrangeJuiceShuffle OrangeJuiceSalsa OrangeJuiceJitterbug 30SecondOrangeJuiceBop OrangeJuiceDanceOff SunnyOrangeJuiceStrut',
    educational:
      'WhyOrangeJuiceTastesOff OrangeJuiceAcidTest OrangeJuiceMythOrFact FreshVsBottledOrangeJuice OrangeJuiceSugarCount 60SecondOrangeJuiceQuiz OrangeJuicePulpZoom FreezingPointOrangeJuice',
    fashion:
      'DressLikeOrangeJuice 3OrangeJuiceColorLooks CartonBagOrangeJuice OrangeJuiceEarrings OrangeJuiceBrunchFitCheck 60SecOrangeJuiceGlam OrangeJuiceNails OrangeJuicePeelDye',
    fitness:
      'OrangeJuiceCartonCurls 7DayOrangeJuiceAbs WaiterWalkOrangeJuice OrangeJuiceJugSquats BurpeesBeforeOrangeJuice OrangeJuicePlankPour 1MinuteOrangeJuiceWallSit PassTheOrangeJuiceRelay',
    gaming:
      'OrangeJuiceBlindTaste OrangeJuiceCharades OrangeJuiceCapFlickDuel GuessTheMixOrangeJuice OrangeJuiceCartonBowling 60SecondOrangeJuiceTrivia WhichOrangeJuiceIsFresh BrunchBingoOrangeJuice',
    music:
      'OrangeJuiceJingle GlassHarpOrangeJuice DrumOnAnOrangeJuiceCarton 30SecondOrangeJuiceSong OrangeJuiceRapBattle OrangeJuiceBlues OrangeJuiceReggae DuetMyOrangeJuiceBeat',
    pet: 'NoOrangeJuiceForPets 5TricksBeforeOrangeJuice OrangeJuiceTimeSitStay OrangeJuicePlushToy 30SecOrangeJuicePuzzle GuineaPigsSkipOrangeJuice CatVsOrangeJuiceCarton LeaveItOrangeJuice',
    tech: 'SlowMoOrangeJuicePour PulpTimelapseOrangeJuice OrangeJuiceProductShot OrangeJuiceASMRFaceOff ScanTheOrangeJuiceCarton 15SecondOrangeJuiceAd DesignAnOrangeJuiceLabel MacroLensOrangeJuice',
    travel:
      'OrangeJuiceIn5Countries OrangeJuiceAtEveryHotel OrangeJuiceGroveVisit StreetVsCafeOrangeJuice OrderOrangeJuiceAbroad OrangeJuiceTasteTour BrunchSpotOrangeJuice SunriseHikeOrangeJuice',
  },
  oreo: {
    gaming:
      'DadVsKidOreoCheckers BlindOreoFlavorGuess CanYouTwistAnOreoClean 60SecondForeheadOreo OreoTicTacToe OreoDunkTrickShot OreoStackingDuel OreoMemoryFlip',
    tech: 'OreoDunkSlowMo OreoMoonStopMotion OreoTowerTimeLapse AIInventsAnOreoFlavor GuessTheOreoCloseUp ShootAnOreoAdOnYourPhone DuetMyOreoTwist OreoRecipeVideoEdit',
  },
  ornament: {
    fitness:
      'OrnamentSquatAndHang OrnamentTiptoeLunges 12DaysOfOrnamentWorkouts OrnamentBalanceFaceOff StretchForTheOrnament 60SecondOrnamentDash OrnamentBoxCarry PassTheOrnamentPlank',
    prank:
      'WillTheyNoticeTheOrnament PutDadsFaceOnOrnaments OrnamentSelfieSurprise GooglyEyeOrnaments OrnamentInTheFridge OrnamentsUpsideDown 12OrnamentsOnAHouseplant OrnamentOnEverything',
  },
  ostrich: {
    gaming:
      'PassTheOstrichFeather OstrichHideAndSeek EmuOrOstrichQuiz BalloonOstrichEggToss PinTheNeckOnAnOstrich OneLegOstrichStandOff OstrichLimbo ArmsBackOstrichRace',
    music:
      'BoomLikeAnOstrich OstrichVsFlamingoSingOff OstrichNurseryRhyme OstrichRapFacts OstrichStompRhythm DuetMyOstrichCall BeatboxAnOstrich 30SecondOstrichSong',
    pet: 'DogHidesLikeAnOstrich OstrichFeatherCatWand 60SecondOstrichZoomies OstrichPlushFaceOff OstrichToyTugOfWar KittyWatchesOstrichTV TeachTheOstrichBow OstrichEggBallFetch',
  },
  'oven mitt': {
    dance:
      'CrabWalkOvenMitts OvenMittBoxingShuffle OvenMittDanceOff WaveTheOvenMitts OvenMittHandJive 30SecondOvenMittGroove OvenMittWaltz DuetWithYourOvenMitts',
    prank:
      'HandshakeInOvenMitts OvenMittCrabPuppet 5OvenMittsOnDoorknobs PutGooglyEyesOnOvenMitts DidYouCheckTheOvenMitt FridgeOpenedWithOvenMitts TeddyInOvenMitts OvenMittMailDelivery',
    tech: 'CanYouTextInOvenMitts VoiceTimerOvenMitt OvenMittSlowMoReveal OvenMittPuppetStopMotion OvenMittGlowUpEdit AIDesignedOvenMitt 30SecondOvenMittAd OvenMittCookieTimelapse',
  },
  paintbrush: {
    dance:
      'PaintbrushStrokeChoreo DanceWithAPaintbrush EaselSideShuffle 30SecPaintbrushFreestyle MirrorMyPaintbrushMoves PaintbrushBatonTwirl PaintbrushLimbo PaintbrushRibbonSpin',
  },
  pantry: {
    dance:
      'PantryRaidTiptoe 30SecondPantryShuffle PantryRestockGroove LazySusanPantrySpin PantryShimmyShowdown PopOutOfThePantry TinyPantryDanceFloor OneMovePerPantryShelf',
    music:
      'PantryJarXylophone 30SecondPantryBeat PantryDrumBattle RapYourPantryList SqueakyPantryDoorSolo GuessThatPantrySound PantryJugBand BalladOfThePantry',
  },
  'paper airplane': {
    cooking:
      'PaperAirplaneCookies 10MinPaperAirplaneToast PaperAirplanePizza PaperAirplaneCrepes FoldAPaperAirplaneWrap CanYouBakeAPaperAirplane PaperAirplaneSandwiches PancakePaperAirplanes',
    dance:
      'PaperAirplaneTwirl ThePaperAirplaneFreeze PaperAirplaneDanceOff FlyLikeAPaperAirplane PassThePaperAirplane PaperAirplaneTakeoff PaperAirplaneArmWaves 3MovesPerPaperAirplane',
    fashion:
      'PaperAirplaneEarrings FoldAPaperAirplaneBowTie StyleAPaperAirplane3Ways PaperAirplaneNails CatwalkWithAPaperAirplane 60SecPaperAirplaneLook PaperAirplaneHairClip PaperAirplaneFitFaceOff',
    gaming:
      'PaperAirplaneGolf PaperAirplaneBullseye PaperAirplaneHoops CanYourPaperAirplaneLoop MomVsMePaperAirplane 100FootPaperAirplaneDare PaperAirplaneTrickShot 60SecondPaperAirplaneFold',
    prank:
      'PaperAirplaneSwarm WhoFlewThisPaperAirplane BirthdayPaperAirplanes 100PaperAirplanesOnTheBed GoodMorningPaperAirplanes SiblingPaperAirplaneWar PaperAirplaneInEveryShoe PaperAirplaneJokeDelivery',
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo MeasureMyPaperAirplane PaperAirplaneTrailEdit AskAIForAPaperAirplane PaperAirplaneTimeLapse DuetMyPaperAirplaneThrow 3AnglesOfOnePaperAirplane',
    travel:
      'HotelNotepadPaperAirplane OnePaperAirplanePerCity HomeVsAwayPaperAirplane PaperAirplanePostcards PaperAirplaneParkLaunch PaperAirplaneFromAMap LetThePaperAirplanePick PaperAirplaneFieldDay',
    wellness:
      'FeelingsByPaperAirplane PaperAirplaneWishes PaperAirplaneGratitude OneKindPaperAirplaneADay PaperAirplaneWorries PaperAirplaneSlowFold 5MinutePaperAirplaneBreak FlyYourDreamPaperAirplane',
  },
  park: {
    educational:
      'ParkBirdCount ParkBugSafari MakeAParkSundial NameTenParkTrees WhatLivesInThePark LeafDetective 60SecondParkCloudQuiz 5SensesParkWalk',
    funny:
      'ParkSquirrelStandoff WhatTheParkPigeonsSaid ParkSlideTooSmall RateEveryParkBench NarrateTheDucks PicnicVsAnts ParkSeesawBattle 7DaysOfParkFails',
  },
  'parking meter': {
    art: 'SketchAParkingMeter ParkingMeterPopArt ParkingMeterFaces MyParkingMeterVsYours 3StylesOneParkingMeter ParkingMeterChalkArt 5MinParkingMeterPortrait ParkingMeterMonster',
  },
  'party hat': {
    cooking:
      'PartyHatCupcakes 3IngredientPartyHatTreat StrawberryPartyHats PartyHatCakeTopper PopcornInAPartyHat PartyHatPancakeFaceOff PartyHatSugarCookies 10MinutePartyHatSnacks',
    dance:
      'CongaLineInPartyHats MomVsMePartyHatShimmy 30SecondPartyHatGroove KeepThePartyHatOn PartyHatDuet PartyHatHokeyPokey PartyHatFreezeDance PartyHatSpinMove',
    educational:
      'PartyHatGeometry WhyWeWearPartyHats PartyHatsAroundTheWorld FoldAPartyHatFromPaper PartyHatMythOrFact ConeVsCylinderPartyHat PartyHatPhysicsDrop SignLanguagePartyHat',
    fitness:
      'PartyHatAgilityCones PartyHatAgeBurpees SquatsInAPartyHat PlankAndPassThePartyHat 1MinutePartyHatWallSit PartyHatJumpingJacks TreePoseInAPartyHat PartyHatShuttleRun',
    funny:
      'PartyHatOnEverything 24HourPartyHatDare PutPartyHatsOnYourFruit PartyHatAsAMegaphone MondayMoodPartyHat TooManyPartyHats PartyHatSeriousFace WrongEventPartyHat',
    music:
      'TrumpetFromAPartyHat 30SecondPartyHatRemix PartyHatKazooBattle DuetInPartyHats KaraokeInAPartyHat PartyHatAcapella PartyHatOpera PartyHatSingingTelegram',
    tech: 'PartyHatARFilter 3SecondPartyHatTransition CatchAPartyHatInSlowMo VideoCallPartyHats PartyHatPhotoBooth PartyHatPanoramaClone AIDesignedPartyHat GuessWhoWoreThePartyHat',
  },
  'party popper': {
    art: 'ConfettiMosaicPartyPopper DrawThePartyPopperBoom PartyPopperPopUpCard PartyPopperStreamerWall 10MinPartyPopperCollage PartyPopperSplatterPaint OnlyOnePartyPopperArt DoodleInvitesPartyPopper',
    fashion:
      '3LooksOnePartyPopper PartyPopperSequinFit PartyPopperGlitterHair BirthdayCrownPartyPopper PartyPopperOutfitReveal 60SecPartyPopperGlam PartyPopperEarrings StreamerSkirtPartyPopper',
    music:
      'PopAPartyPopperOnTheBeat PartyPopperBirthdayRemix PartyPopperDrumroll PartyPopperFinale 5PartyPoppersOneSong DuetWithAPartyPopper PartyPopperMicDrop HarmonyPartyPopper',
    pet: 'SilentPartyPopperForPets PartyPopperSweepUp PartyPopperOutOfReach PartyPopperQuietRoom MakeATreatPartyPopper 7DayPartyPopperSoundPrep WhyDogsFearPartyPoppers NoPartyPopperPawty',
  },
  passover: {
    art: 'PassoverPlaguePuppets PassoverMatzoCover HaggadahIllustration PaintElijahsCup DesignAPassoverSederPlate PesachPaperMosaic 10MinPassoverPapercut PassoverStoryIn5Panels',
    dance:
      'DayenuDanceAlong PassoverFrogHop PassoverTambourineStep PassoverHoraSpin PartTheSeaShuffle 60SecondPassoverBoogie 10MovesForPassover PassoverJigFaceOff',
    fashion:
      'PassoverKippahStyle 10MinPassoverGetReady SederTableFitCheck PesachPastelsOnly PassoverSpringLayers GrandmasPassoverBrooch PassoverDress3Ways PassoverOutfitThenVsNow',
    fitness:
      'PassoverFrogJumps MatzoCrunchCore PassoverPyramidSquats 60SecondPassoverWallSit PesachPlankOff PassoverFamilyRelay PassoverAfterDinnerStroll 10PlaguesPassoverWorkout',
    pet: 'PetFrogToyHunt PassoverCatUnderTable DogWaitsForElijah WhereIsThePassoverPuppy PassoverPlushSeek PesachPawtrait 60SecondPassoverSitStay 7DayPassoverWalkStreak',
    prank:
      'PassoverFrogInvasion 10ToyLocustsForPassover AfikomanDecoyHunt PassoverElijahWasHere PesachPlagueSurprise WrongNameCardsAtPassover SiblingPassoverPrankOff PassoverHailOfCottonBalls',
  },
  passport: {
    dance:
      'PassportStampStomp GuessMyPassportGroove OneMovePerPassportCountry 30SecondPassportShuffle FamilyPassportDanceOff PassportLineWiggle PassportSambaStop PassportPhotoPoseFreeze',
    fitness:
      'PassportStampSteps PassportFlagJumpingJacks GrabThePassportRelay 5MinPassportAirportAbs CarryOnBagSquats PassportWorldWalk OnePushUpPerPassportTrip PassportStretchAtTheGate',
    music:
      'PassportSongTour 10StampPassportPlaylist PassportLanguageCover PassportMixtape GuessMyPassportAnthem OneTuneFiveCountries FamilyPassportSingOff PassportLullabyFromAbroad',
  },
  password: {
    music:
      'PasswordJingle PasswordRapBattle 60SecondPasswordSong PasswordPianoUnlock ForgotPasswordBlues PasswordPowerBallad WhatsTheWifiPasswordOpera RhymeAStrongPassword',
  },
  payday: {
    fitness:
      'PaydayGroceryCarry PaydayVictoryLap PaydayNewSneakersRun HomeWorkoutUntilPayday 100SquatsOnPayday PaydayPushUpFaceOff PlankTillPayday 60SecondPaydayJumpRope',
    travel:
      'SpinTheMapOnPayday PaydayMuseumHop 20DollarPaydayTrip PaydayTrainToSomewhere 24HourPaydayAdventure PaydayFoodTruckHunt PaydayStaycation BudgetVsSplurgePayday',
  },
  'peanut butter': {
    music:
      'PeanutButterJellyRemix DrumOnAPeanutButterJar PeanutButterRapBattle KazooPeanutButterJam GuessThePeanutButterTune PeanutButterPowerBallad 30SecondPeanutButterBeat PeanutButterLoveSong',
    pet: 'PeanutButterPlushFetch PeanutButterFurTwins PeanutButterXylitolCheck PetNamedPeanutButter 30SecondPeanutButterStay PeanutButterLickMatArt 10TricksForPeanutButter CanYourDogSayPeanutButter',
  },
  pebble: {
    dance:
      'PebbleInMyShoeShuffle 30SecondPebbleGroove PebbleDanceOff PassThePebbleCircle PebbleDropFreeze SkipLikeAPebble OneMovePerPebble RockAndRollPebbles',
    fitness:
      'PebblePickUpSquats ToeGripPebbleGrab PebblePassRelay PlankPebbleTransfer OnePebblePerRep CrabWalkPebbleCarry 60SecondPebbleBalance PebbleSlalomLunges',
    funny:
      'PebbleInShoeDrama PetPebbleDailyLife PebbleTalentShow ProudPebbleCollector 60SecondPebbleDocumentary PebbleVsMeStaringContest CanYouMakeAPebbleFamous PebbleNamingCeremony',
    music:
      'PebbleJarMaraca 30SecondPebbleBeat PlinkPebblesInGlasses PebbleShakerBattle PebbleRockBand PebbleCountingSong DuetMyPebbleRhythm SingToYourPetPebble',
    prank:
      '20PebbleFacesInTheFridge PebbleTrailToAGift PetPebbleAdoptionPapers DadVsMePebblePranks EggCartonFullOfPebbles FortuneJarOfPebbles LadybugPebbleInvasion GiantBoxTinyPebble',
    wellness:
      'WorryPebblePocket GratitudePebbleJar PebbleBreathingCount ZenPebbleStack BarefootPebblePath 5MinutePebbleMeditation 7DayPebbleAffirmations PaintAKindnessPebble',
  },
  peeler: {
    art: 'VeggieRosesWithAPeeler ApplePeelerSculpture CrayonPeelerConfetti PeelerPotatoPrints 5MinutePeelerStillLife PeelerScrapPortrait PeelerRibbonFaceOff 3ColorPeelerMosaic',
    dance:
      'PeelerPutAwayShimmy PeelerDanceOff PeelerTwoStep ThePeelerTwist MashedPotatoPeelerMoves 8CountPeelerRoutine CarrotPeelerPolka 30SecondPeelerShuffle',
    gaming:
      'LongestPeelerStripWins PeelerMemoryCards PeelerKitchenTrivia GuessThePeelerVeggie FamilyPeelerFaceOff PeelerToolCharades BeatTheClockPeeler PeelerPunOff',
  },
  'pepper grinder': {
    art: 'DrawThePepperGrinder 3StylesOnePepperGrinder PepperGrinderCharacter PepperGrinderSilhouette PepperGrinderClayMini PepperGrinderArtFaceOff 5MinPepperGrinderSketch BlindContourPepperGrinder',
    dance:
      'PepperGrinderTwist PepperGrinderTango PepperGrinderLineDance SaltShakerVsPepperGrinder 10MovesOnePepperGrinder CrankThePepperGrinder 30SecPepperGrinderGroove DuetWithAPepperGrinder',
    prank:
      'GooglyEyedPepperGrinder WhoMovedThePepperGrinder FancyWaiterPepperGrinder TinyPepperGrinderReveal PepperGrinderInTheFridge WrapThePepperGrinder DressUpThePepperGrinder AnswerThePepperGrinder',
    speed:
      'SaltVsPepperGrinderRace PepperGrinderStackUp PepperGrinderPassRelay SetTheTablePepperGrinder PepperGrinderBeatTheClock 10SecondPepperGrinderDash QuickDrawPepperGrinder PepperGrinderTwistCount',
    tech: 'PepperGrinderSlowMo PepperGrinderMacroShot PepperGrinderStopMotion ShootAPepperGrinderAd MeasureAppPepperGrinder GreenScreenPepperGrinder GuessMyPepperGrinderSound 5SecondPepperGrinderEdit',
    wellness:
      'PepperGrinderASMR PepperGrinderGratitude 5MinPepperGrinderCalm SlowTwistPepperGrinder PepperGrinderAromaBreak PassThePepperGrinder 7DayPepperGrinderDinners SaladBowlPepperGrinder',
  },
  'pet peeve': {
    art: 'PetPeeveMonster PetPeeveComic PetPeevePSAPoster SculptYourPetPeeve DrawYourPetPeeveIn60 CollageOfPetPeeves 30DayPetPeeveDoodles GuessMyPetPeeveDrawing',
    fitness:
      'SquatEveryPetPeeve PetPeeveBurpeeTax PunchOutAPetPeeve 60SecondPetPeevePlank OneLapPerPetPeeve PickUpLitterPetPeeve WalkItOffPetPeeve PetPeeveWallSitDuel',
    gaming:
      'PetPeeveBingo GuessWhosePetPeeve PetPeeveWouldYouRather ActOutYourPetPeeve BracketOfPetPeeves RankYourPetPeevesIn60 TwoTruthsAndAPetPeeve PetPeeveHotSeat',
    music:
      'PetPeeveBlues RapBattleOverPetPeeves PetPeeveAria TurnYourPetPeeveIntoABeat 30SecondPetPeeveSong PetPeeveDrumRant DuetAboutPetPeeves PetPeevePowerBallad',
  },
  pharmacist: {
    pet: 'CatPharmacistPOV 10PharmacistPetTips PharmacistPupPortrait PharmacistShiftEndWag PharmacistStyleTreatCount PharmacistNapBuddy WhoMissedThePharmacist PharmacistPawsCheck',
    prank:
      'PharmacistCosplayReveal CanThePharmacistReadThis PharmacistLabCoatOnTeddy GooglyEyedPharmacist LabelItLikeAPharmacist PharmacistMomSurprise 50PharmacistPocketNotes PrankWarWithAPharmacist',
  },
  'picket fence': {
    cooking:
      'BuildAPicketFenceCake PicketFenceCookies PicketFenceLemonadeStand PicketFenceBakeOff 10MinutePicketFenceDip PicketFenceApplePie OverThePicketFencePotluck PretzelPicketFence',
    dance:
      'PopUpOverThePicketFence PicketFenceKickLine DadDanceByThePicketFence PicketFenceDuet 30SecPicketFenceShuffle PicketFencePaintGroove SkipAlongPicketFence OneMovePerPicketFencePost',
    pet: 'PeekabooAtThePicketFence CatVsSquirrelPicketFence PicketFencePetPortrait CheckYourPicketFenceGaps PicketFenceRecallDrill BunnyRunPicketFence 60SecondPicketFenceStay PicketFenceDogPals',
    prank:
      'PicketFenceBalloonRow PicketFenceWithGooglyEyes PicketFenceBirthdaySigns TinyPicketFenceForDad 50DucksOnThePicketFence WhyIsThePicketFenceWaving RibbonWrappedPicketFence PicketFenceTeddyParade',
  },
  picnic: {
    art: 'PicnicStillLife PaintThePicnic 10MinutePicnicWatercolor PicnicLeafRubbings OneLinePicnicSketch PicnicCloudDoodles PicnicPortraitDuel GuessMyPicnicDrawing',
  },
  'ping pong': {
    tech: 'PingPongSlowMo PingPongStopMotionRally PingPongTrickShotEdit CommentateAPingPongGame 5SecondPingPongTransition DuetMyPingPongServe PingPongAgainstMyself GuessThePingPongSpeed',
  },
  pink: {
    tech: 'PinkDeskSetup PinkFilterOnEverything 7DaysOfPinkWallpapers PinkHomeScreenGlowUp RateMyPinkGadgets PinkThingsStopMotion WhiteVsPinkPhoneCase 10SecondPinkTransition',
  },
  pirate: {
    tech: 'PirateGPSTreasureHunt PirateRiddleTexts SpotThePirateInMyPhoto 10SecondPirateGlowUp DrawAPirateMapInAnApp PirateStopMotionShip CanYourPhoneTalkPirate PirateVoiceChanger',
  },
  plunger: {
    art: 'PlungerStillLife 3StylesOnePlunger PlungerPuppetShow PlungerStampPrints 5MinutePlungerSketch SculptAClayPlunger PlungerRobotBuild ThePlungerGlowUp',
    cooking:
      'FrenchPressPlunger PlungerCookieFaceOff 4MinutePlungerCoffee 3ShapesOnePlungerCutter PlungerSushiMold AppleCorerPlunger BurgerPattyPlunger PlungerCakePops',
    fitness:
      'JumpThePlunger 10PlungerPassThroughs CanYouHoldAPlungerUpright PlungerSlalomRun PlungerBatonRelay PlungerSquatBalance 5MinutePlungerWorkout PlungerArmPress',
    music:
      'SingIntoThePlunger PlungerBeatboxBattle OneManPlungerBand PlungerPopBeat ConductWithAPlunger PlungerAirGuitar 30SecondPlungerSong PlungerMicDuet',
    tech: 'AskAIToSellAPlunger PlungerPhoneMount SlowMoPlungerPop ModelAPlungerIn3D RecordPlungerSounds PlungerProductShoot 3EditsOnePlunger PlungerAdFaceOff',
    travel:
      'PlungerTravelMascot 5CitiesOnePlunger PlungerTourGuide WhereInTheWorldIsPlunger PlungerSandCastle 60SecondPlungerVacation PostcardFromPlunger TakeThePlungerCamping',
  },
  podcast: {
    art: 'PodcastCoverArt SketchTheEpisode DrawAlongToAPodcast PodcastGuestCaricature PodcastDoodleNotes PodcastLogoGlowUp 10MinutePodcastPortrait OneDrawingPerPodcast',
    dance:
      'MicDropShuffle PodcastOutroGroove PodcastHeadphoneBop PodcastThemeDance HostVsGuestPodcastMoves 30SecondPodcastBoogie PodcastIntroStep OneSpinPerPodcastSegment',
    prank:
      'GuessWhoJoinedMyPodcast YoureLiveOnMyPodcast PodcastMomCallsIn PodcastAboutYou InterviewLikeACeleb PodcastHostNarratesDinner DadGets10PodcastIntros PodcastWakeUpAnnouncer',
    travel:
      'PodcastRoadTrip PodcastCityWalkGuide 5MinutePodcastFromAbroad OnePodcastPerCountry RecordAtTheLandmark PodcastOnTheTrain GuessThePodcastLocation PodcastHometownSecrets',
  },
  'police car': {
    travel:
      'CountPoliceCarsOnATrip BackseatPoliceCarDuel PoliceCarTouchATruckDay TinyPoliceCarBigTrip 5PoliceCarColorsAbroad GuessTheCountryPoliceCar PoliceCarParadeDayOut PoliceCarMuseumVisit',
  },
  'police officer': {
    fitness:
      'PoliceAcademyWorkout PassThePoliceOfficerTest 7DayPoliceOfficerBootcamp PoliceObstacleCourse PoliceOfficerMarch PatrolBikeSprints PoliceRecruitPlank 1MinPoliceOfficerDrill',
  },
  pond: {
    art: 'PondReflectionPhoto OnePondFourSeasons PondDragonflyDoodle PondWatercolor PondSketchOnTheBench LilyPadPainting DuckPondDrawOff 10MinutePondPastels',
    dance:
      'DuckPondWaddle HopLikeAPondFrog 30SecondPondGroove PondDragonflyFlutter PondLilyPadTwirl PondDanceOff PondSwanLake DuetByThePond',
  },
  'pool noodle': {
    cooking:
      'PoolNoodleSwissRoll PoolNoodleFruitWands 3ColorPoolNoodleWraps PoolPartyPopsicles PoolNoodleCookieTwists PoolNoodleLayerCake MakeAPoolNoodleSandwich 10MinPoolNoodleSnacks',
    fashion:
      '3LooksInPoolNoodleColors PoolNoodleRunwayWalk MakeAPoolNoodleBracelet DressLikeAPoolNoodle PoolNoodleFashionFaceOff PoolNoodleHairCurlers PoolNoodleCrown 60SecondPoolNoodleGlam',
    pet: 'PoolNoodleSniffTrail PoolNoodleKittenTunnel PoolNoodleWeavePoles 10SecondPoolNoodleCourse LimboUnderAPoolNoodle CatVsDogPoolNoodleDash PoolNoodleTreatHunt HopThePoolNoodle',
    prank:
      'PoolNoodleHallwayMaze PoolNoodleDoorCurtain FoamForestBedroom PoolNoodleMustache 50PoolNoodlesInTheCloset WhoPoolNoodledMyRoom SiblingPoolNoodlePrankOff PoolNoodleAntlersOnDad',
    tech: 'PoolNoodleLEDSaber 3PoolNoodleGadgetFixes PoolNoodleCableGuard PoolNoodlePhoneStandHack 10SecondPoolNoodleEdit PoolNoodleStopMotionSnake GuessWhatThePoolNoodleIs RateMyPoolNoodleSetup',
  },
  'pool party': {
    dance:
      'PoolPartyDanceOff PoolPartyArmWaves PoolPartyNoodleLimbo PoolPartyFlamingoStep 30SecondPoolPartyGroove PoolsideShuffle 5MovePoolPartyRoutine DuetAtThePoolParty',
    music:
      'PoolPartyKaraoke PoolPartyBeatDrop PoolPartyBucketDrums PoolPartySurfRock MarcoPoloChorus 30SecondPoolPartyAnthem SingOffAtThePoolParty GuessThePoolPartySong',
  },
  popsicle: {
    prank:
      'PopsicleStickerTakeover PopsicleStickNotes IcePopFreezerSurprise RemoteInThePopsicleBox 10GooglyEyedPopsicles PopsicleCostumeReveal WhoAteTheLastPopsicle SiblingPopsiclePrankWar',
  },
  porcupine: {
    wellness:
      'PorcupineSayNoPractice SoftSidePorcupine 7DayPorcupineWindDown 5MinutePorcupineStretch PorcupinePuffBreathing PorcupineQuietCorner NameYourPorcupineMood PorcupineSelfHug',
  },
  'postage stamp': {
    dance:
      'DanceOnAPostageStamp PostageStampStomp 30SecPostageStampGroove VogueLikeAPostageStamp PostageStampShimmy DuetOnAPostageStamp FamilyPostageStampFaceOff PostageStampFreeze',
    wellness:
      'PostageStampThankYou OnePostageStampADay 10MinutePostageStampNote PostageStampJournaling CalmPostageStampSort PostageStampForGrandma PostageStampToFutureMe WhoGetsYourPostageStamp',
  },
  potato: {
    travel:
      'SpudHuntAtTheMarket PotatoChipFlavorHunt PotatoDishInEveryTown PotatoFestivalDayTrip 24HourPotatoFoodTour 5CityPotatoTasting GuessThePotatoCountry PotatoSnackOnTheTrain',
  },
  pothole: {
    fashion:
      'PotholeProofOutfit PotholePatchJeans StyleThatSurvivesAPothole 3RainyPotholeLooks BootsVsSneakersPothole PuddleReadyFit PotholeRaincoatRunway DressLikeAPotholeCone',
    tech: 'ReportAPotholeInOneTap GuessThePotholeDepth BeforeAfterPotholeFix PotholeSidewalkSurvey PotholeStopMotionCar 100PotholesOnMyApp PotholeARMeasure PotholeMapPins',
  },
  potluck: {
    art: 'PotluckRecipeZine PotluckStillLife DrawEveryPotluckDish OverheadPotluckShot PotluckPlaceCards 10MinutePotluckSketch PotluckChalkboardMenu GuessThePotluckDoodle',
    dance:
      'PotluckLineDance 30SecondPotluckShuffle PotluckBuffetBoogie ShimmyIntoThePotluck PotluckDishParade HostVsGuestPotluckGroove PotluckTwoStep OneMovePerPotluckPlate',
    educational:
      'BustAPotluckFoodMyth 60SecondPotluckHistory PotluckAllergyLabels TeachYourPotluckRecipe PotluckWordOriginQuiz PotluckDishStories PotluckFamilyRoots GuestVsHostPotluckTrivia',
    gaming:
      'WhoseDishIsItPotluck PotluckTriviaTeams 60SecondPotluckCharades SweetVsSavoryPotluck BringAGameToThePotluck PotluckWinnerPicksFirst PotluckDrawAndGuess PotluckWouldYouRather',
    music:
      'PotluckPorchJam PotluckCasseroleSong DuetAtThePotluck GuessThePotluckPlaylist PotluckKaraokeRound 30SecondPotluckAnthem PotluckSpoonAndJar DrumOnYourPotluckDish',
    prank:
      'GooglyEyedPotluckDishes PotluckMenuInEmoji WhatsUnderThePotluckLid PotluckFunnyNameCards FamilyPotluckPrankOff SurprisePotluckParty PotluckGiftIn10Boxes RubberChickenAtThePotluck',
    tech: 'PotluckQRRecipes 10MinutePotluckPlanner CanAIPlanOurPotluck PotluckGroupChatChaos PotluckLabelMakerTest TimelapseOfThePotluck PotluckPhotoBooth EmojiOnlyPotluckInvite',
    wellness:
      'PotluckGratitudeCircle 3GenerationPotluck PotluckSlowSupper InviteANeighborToPotluck PotluckNoPhoneTable 60SecondPotluckStory WhoNeedsAPotluckThisWeek PotluckKindnessNotes',
  },
  'price tag': {
    funny:
      'LeftThePriceTagOn DadReactsToPriceTags PriceTagHaggleWithMom PriceTagPeelOff PriceTagThenVsNow GrandmaGuessesPriceTags 30SecondPriceTagSoapOpera PriceTagStillOnTheGift',
  },
  princess: {
    gaming:
      'PrincessAndTheDragonTag PrincessCharades 10MinutePrincessCastle PrincessSavesHerself KnightVsPrincessRace CanYouWalkLikeAPrincess WhichPrincessAreYou PrincessTreasureHunt',
    travel:
      'PrincessPlaygroundCastle PrincessTeaPartyPicnic PrincessMuseumCrownHunt LibraryPrincessStoryTime PrincessForADayTrip SundayStrollAsAPrincess OnePrincessPosePerPalace CanYouFindThePrincess',
  },
  principal: {
    travel:
      'PrincipalFieldTrip 5CitiesWithMyPrincipal WhereIsThePrincipalNow PrincipalSummerPostcard PrincipalWalkingSchoolBus PrincipalBikeCommute FlatPrincipalTour 60SecondPrincipalRecap',
  },
  procrastination: {
    gaming:
      'ProcrastinationQuest ProcrastinationBingo ProcrastinationBoss SpeedrunProcrastination OneMoreLevelTrap MeVsProcrastination ProcrastinationDiceTasks 10ChoresNoProcrastination',
  },
  professor: {
    travel:
      'ProfessorLibraryCrawl CanYouStumpTheProfessor 5MinuteProfessorFunFacts ProfessorTurnedTourist ProfessorStatueHunt TourGuideVsProfessor 10SightsOneProfessor ProfessorHistoryWalk',
  },
  puffer: {
    gaming:
      'PufferFreezeTag 60SecondPufferZipUp PufferRelayRace 5PuffersOnePerson SumoInPuffers GuessWhosInThePuffer PufferHideAndSeek PufferTugOfWar',
  },
  pumpkin: {
    gaming:
      'PumpkinHideAndSeek 60SecondPumpkinStack PassThePumpkinRelay PumpkinCharades GuessThePumpkinWeight PumpkinTicTacToe FamilyPumpkinBowlOff PumpkinRingToss',
  },
  'pumpkin patch': {
    fashion:
      'PumpkinPatchFitCheck PumpkinPatchOutfitRating PumpkinPickingRunway 3LooksOnePumpkinPatch PumpkinPatchTwinning 10MinPumpkinPatchGlam PlaidVsDenimPumpkinPatch PumpkinPatchCorduroy',
    gaming:
      'PumpkinPatchBingo FamilyPumpkinPatchFaceOff PumpkinPatchScavengerHunt HideAndSeekInThePatch PumpkinPatchISpy GuessMyPumpkinPatchPick PumpkinPatchRingToss 60SecondPumpkinPatchDash',
    tech: 'PumpkinPatchPortraitMode PumpkinPatchPanoramaFail 5PumpkinPatchPhotoTricks PumpkinPatchSlowMoRoll PumpkinTimelapseRot PumpkinPatchStopMotion 10SecondPumpkinPatchEdit PhoneVsCameraPumpkinPatch',
  },
  purple: {
    pet: 'PurpleBlanketSnuggle 10SecondPurpleBallHunt PurpleBackdropPortrait CanDogsSeePurple 7DaysOfPurplePoses PurpleToyFetch CatNapInPurple PurpleLeashWalk',
    prank:
      '100PurpleCupsInTheHall WhoMadeMyBedPurple PurpleStickyNoteWall PurpleBalloonRoom EverythingTurnedPurple SiblingPurplePrankWar PurpleHeartMirrorDoodle PurplePaperChainHallway',
  },
  quesadilla: {
    prank:
      'DadsChairIsAQuesadilla QuesadillaCostumeReveal QuesadillaStickerTrail GiantQuesadillaBlanket QuesadillaPillowSurprise QuesadillaPlushIn5Boxes SiblingQuesadillaPrankOff WhoMovedTheQuesadilla',
  },
  raccoon: {
    cooking:
      'RaccoonFaceCookies RaccoonMidnightNachos RaccoonTailSwissRoll 10MinuteRaccoonFeast TrashPandaSnackBoard RaccoonLeftoverRemix CookLikeARaccoon PancakeRaccoonBattle',
    wellness:
      'RaccoonNapAllDay RaccoonHandCareRitual 5MinuteRaccoonStretch 7NightRaccoonSleepReset TrashPandaDeclutter SlowSundayRaccoonMode RaccoonBlanketBurrow RaccoonMoonlightStroll',
  },
  rake: {
    fitness:
      'FamilyRakeRelay StretchWithYourRake LeafBagCarryLunges 20MinuteRakeCardio 10PilesOneRake RakeAndSquatCircuit TwistAndRake RakeHandlePress',
    tech: 'LeafBlowerVsRake 30SecondRakeTimelapse SlowMoRakedPileLeap RakeTreeIDApp HowManyStepsRaking RakeBeforeAfterReveal OneRakeThreeAngles DuetMyRakeJump',
    travel:
      'ZenGardenRakeLines RakeAndLeapAtThePark 60SecondLeafPileRake FallFoliagePhotoWalk RakeAtGrandmasHouse 5StopRakeRoadTrip RakeCommunityCleanup DrawInTheSandWithARake',
    wellness:
      'MiniZenGardenRake MindfulRakeRhythm RakeForANeighbor RakeAwayTheStress 10MinuteRakeMeditation BreatheWithEveryRake 7DayRakeAndUnwind SlowRakeSunday',
  },
  ratatouille: {
    fitness:
      'RatatouilleWallSit RatatouilleMarketRide RatatouilleVeggieCurls EarnYourRatatouille 10MinRatatouilleAbs 5KBeforeRatatouille RatatouilleSquatStir FamilyRatatouilleRelay',
    prank:
      'RatatouilleDinnerInFrench RatatouilleRatInTheFridge RatatouilleWaiterVoice MeVsDadRatatouillePranks FancyNameRatatouille DidYouSayRatatouille RatatouilleMenuMixUp 24HoursOfRatatouille',
  },
  receipt: {
    art: 'ReceiptComicStrip DrawOnEveryReceipt LongReceiptMural ScratchArtReceipt 10MinuteReceiptPortrait 7DayReceiptSketchbook ReceiptFlipbook ReceiptDoodleDare',
    cooking:
      'ReceiptSwapCookOff OneReceiptThreeMeals OnlyWhatsOnTheReceipt ReceiptToRecipe 10DollarReceiptDinner 30MinuteReceiptSupper BlindReceiptChef GuessTheReceiptTotal',
    music:
      'SingYourReceipt ReceiptPrinterBeat 10ItemReceiptSong LyricsOnAReceipt ReceiptOpera RapTheReceipt ReceiptDuet 30SecondReceiptJingle',
    travel:
      'TripInReceipts GuessTheCityFromMyReceipt AirportReceiptShock ReceiptsTellOurRoadTrip 50DollarReceiptWeekend LongestReceiptOfTheTrip TravelBuddyReceiptFaceOff OneReceiptPerStop',
    wellness:
      'NoReceiptWeek WriteAGratitudeReceipt ReceiptOfTinyWins WalletReceiptPurge PayItForwardReceipt ReceiptSpendingCheckIn 10MinuteReceiptReset 7DaySelfCareReceipt',
  },
  red: {
    dance:
      'RedCarpetStrut GrooveInAllRed RedLightFreeze BlueVsRedDanceOff RedSockSlide LadyInRedSway 30SecondRedScarfTwirl RedBalloonBop',
    fitness:
      'RedLightSquatFreeze LungeDownTheRedCarpet RedCardBurpeeDeck 10MinuteRedBandCircuit BlueVsRedRelayRace StopOnRedSprints RedJumpRopeStreak RedCupAgilityDrill',
    funny:
      'RedSockLaundryFail RedCarpetAtHome RedLipstickOnTeeth OnlyRedForADay WhoWoreRedBetter DressDadInAllRed 10RedThingsInOneMinute RedAlertSnackEmergency',
    prank:
      '50RedCupsInTheHallway RedHeartStickyNotes AllRedSockDrawer WhyIsEverythingRedToday RedBalloonAvalanche RedNoseEveryPhoto BlueVsRedPrankWar RedStreamerDoorway',
    tech: 'RedEyeFix ColorPopRedEdit RedHomeScreenMakeover 10SecondRedTransition RedLightNightMode 7DaysOfRedWallpapers RedFilterPhotoWalk GuessTheRedAppIcon',
  },
  referee: {
    art: 'RefereeCaricature DrawYourselfAsAReferee 5MinuteRefereeDoodle RefereeStopMotion FamilyRefereeArtFaceOff RefereeFreezeFrame SketchARefereeSignal RefereeComicPanel',
    cooking:
      '30MinuteRefereeSnacks RefereeStripeCookies RefereeFlagCupcakes RedVsYellowRefereeBakes DressYourCakeLikeAReferee RefereeHalftimeOranges 3IngredientRefereeTreat RefereeJudgesMyOmelet',
    dance:
      '30SecondRefereeGroove RefereeTouchdownArms RefereeSignalDance RefereeWhistleFreeze StrutLikeAReferee RefereeSafeSlide PlayerVsRefereeShowdown OneMovePerRefereeCall',
    fashion:
      'RefereeStripesFit DressLikeTheRef RefereeShirtThriftFlip StyleARefereeTee3Ways 60SecondRefereeChange PlayerVsRefereeOutfits RefereeRedCardLook RefereeSneakerCheck',
    gaming:
      'RefereeSignalCharades GuessTheRefereeCall RefereeSays RefereeCardShowdown BeTheRefereeForGameNight RefereeQuizDuel 60SecondRefereeRules PassTheRefereeWhistle',
    travel:
      'RefereeTournamentTrip 5CountriesOneReferee SportsHallOfFame RefereeRoadTripRules WhatsThatRefereeCall RefereeTheBackSeat 60SecondRefereeTravelLog RefereeStadiumVisit',
  },
  'remote control': {
    cooking:
      'RemoteControlCookies 10MinRemoteControlBites RemoteControlSnackBoard CookToWinTheRemoteControl RemoteControlFingerFood PickDinnerByRemoteControl RemoteControlPopcornMix CanYouBakeARemoteControl',
    dance:
      'RemoteControlMyMoves RemoteControlRewindMe PassTheRemoteControlDance RemoteControlChannelSurf RemoteControlFreezeOff 30SecRemoteControlGroove FastForwardRemoteControl LowBatteryRemoteControl',
    fitness:
      'NoRemoteControlWeek EarnTheRemoteControl RemoteControlRelayRace RemoteControlCrunches ReachForTheRemoteControl BalanceTheRemoteControl 10RepsPerRemoteControlTap 60SecondRemoteControlDash',
    gaming:
      'HumanRemoteControl WinTheRemoteControl 60SecondRemoteControlHunt RemoteControlRedLight RemoteControlTVBingo PassTheRemoteControlGame RemoteControlStatues DadVsKidsRemoteControl',
    pet: 'BatterySafeRemoteControl CatSitsOnRemoteControl RemoteControlDogTV FetchTheRemoteControl RemoteControlMuteForPuppy RemoteControlOffTheTable WhoSatOnTheRemoteControl 10SecondRemoteControlFind',
    prank:
      'TheRemoteControlIsABanana GooglyEyedRemoteControl RemoteControlRansomNote JumboRemoteControl WheresMyRemoteControl RemoteControlIn10Boxes RemoteControlPrankWar RemoteControlButler',
    wellness:
      'RemoteControlInADrawer RemoteControlPauseBreath RemoteControlMuteHour ShareTheRemoteControl 30MinRemoteControlBreak HelpGrandpaRemoteControl SlowSundayNoRemoteControl 7NightsRemoteControlFree',
  },
  resort: {
    fashion:
      'ResortCapsuleWardrobe OneSarongFiveWays ResortDinnerFit ResortWearRunway 7ResortLooksCarryOnOnly 60SecondResortGlowUp DayVsNightResortOutfit ResortSandalStyle',
  },
  'rest stop': {
    fitness:
      'RestStopTablePushUps TruckStopStretch RestStopLapJog 5MinuteRestStopWorkout FamilyRestStopRelay RestStopCalfRaises 20SquatsEveryRestStop RestStopArmCircles',
    prank:
      '50StickyNotesAtRestStop SiblingRestStopPrankWar RestStopJokeInTheCooler RestStopCostumeChange RestStopBalloonWelcome RestStopSillySouvenir SecretRestStopPicnic WrongSongAtEveryRestStop',
  },
  retail: {
    fitness:
      'RetailShelfSquats 10KStepsRetailWorkday CashierCalfRaises RetailTherapyReps RetailMallWalkLaps RetailBagCurls OfficeVsRetailWorkout 5MinRetailShiftStretch',
  },
  ringtone: {
    music:
      'RingtoneRemix RingtoneOnPotsAndPans GuessTheRingtone RingtoneToFullSong DuetWithYourRingtone FamilyRingtoneRiffOff RingtoneBeatbox 10SecondRingtoneCover',
  },
};
