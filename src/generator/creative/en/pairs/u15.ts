import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'car ride': {
    dance:
      'BackseatBoogie CarRideSeatDance CarRideArrivalJig CarRideHomecomingSway PassengerCarRideWiggle HeadBopCarRide TheCarRideShimmy BuckledUpCarRideGroove',
    fitness:
      'RestStopStretch GasStationCarRideSquats PicnicAreaCarRideYoga CarRideAbSqueeze PreCarRideWarmUp WalkOffTheCarRide PostCarRideLunges JacksAfterTheCarRide',
    funny:
      'BackseatDriverSkit AreWeThereYetCarRide NarrateTheCarRide CarRidePassengerTypes CarRidePlaylistArgument BeTheCarRideGPS CarRideSnackThief LostSockCarRideMystery',
    prank:
      'MysteryDriveReveal GooglyEyeCarRide SurpriseSnackBagCarRide CarRideFakeMustaches BalloonsAfterTheCarRide PlushPassengerCarRide CarRideComplimentJar CarRideIceCreamDetour',
    educational:
      'WhyWeGetCarsick CarRideStateCapitals CarRideSpellingBee CarRideMapReading NameTheCloudsCarRide TimesTablesCarRide BirdSpottingCarRide WordOfTheCarRide',
    cooking:
      'CarRideSnackBox CarRideTrailMix CarRidePinwheels CarRideEnergyBites MessFreeCarRideLunch CharcuterieCupCarRide MuffinsForTheCarRide PackTheCarRideCooler',
    travel:
      'CarRideScenicRoute FarmStandCarRideStop CarRidePostcards CarRideDinerHop SundayCarRideClub PickAPinCarRide OneHourCarRideAway LookoutPointCarRide',
    fashion:
      'CarRideFitCheck SunglassesForTheCarRide CarRideCapsuleBag CarRideHatHair StepOutOfTheCarRide CozyLayersCarRide ComfyButCuteCarRide MatchingCarRideHoodies',
    wellness:
      'CarRidePhoneFree CarRideBoxBreathing CarRideCloudGazing CarRideAffirmations ThreeGoodThingsCarRide QuietCarRideChallenge DeepTalksCarRide FreshAirCarRide',
    speed:
      'CarRidePackingRace FastestSeatbeltCheck CarRideAlphabetDash CarRideCrosswordBlitz CarRideScavengerSprint TwoMinuteCarRideCleanup ShoesOnForTheCarRide BeatTheCarRideSong',
    music:
      'CarRideKaraoke WindowsDownAnthem CarRideHarmonies HummingContestCarRide CarRideBeatbox GuessTheSongCarRide PlaylistSwapCarRide FreestyleCarRideRap',
    art: 'CarRideWindowDrawing CarRideMapArt CarRideComicStrip CarRideColorHunt BumpyCarRideSketch BraceletsOnTheCarRide CollageOfTheCarRide CloudShapesCarRide',
    tech: 'NightModeCarRideShots CarRideTimelapse CarRideRouteRecap CarRidePanoramaGlitch CarRidePhotoDump OfflineMapsCarRide AIPlannedCarRide VoiceNoteCarRideDiary',
    gaming:
      'CarRideISpy LicensePlateGame CarRideBingo CarRideStoryChain TwentyQuestionsCarRide WouldYouRatherCarRide CowCountCarRide AlphabetHuntCarRide',
  },
  collie: {
    dance:
      'CollieFreestyleDance LegWeaveWithMyCollie TakeABowCollie BorderCollieBoogie CollieSpinAlong CollieHoopHop CollieTwoStep MirrorMyCollie',
    fitness:
      'BackyardCollieAgility KeepUpWithACollie CollieCanicross CollieFetchSprints SitStayCollieSquats CollieHillHike MorningMileWithCollie TugOfWarWithCollie',
    funny:
      'CollieHerdsTheKids LassieImpression CollieFurTumbleweed CollieVoiceOver MyCollieOutsmartsMe SideEyeFromMyCollie SpellWalkForCollie ArgueWithMyCollie',
    prank:
      'CollieSurpriseDelivery PlushCollieSwap CollieWakeUpCall CollieHidesTheRemote DadsChairCollieTakeover MyCollieCanCount PhotobombByMyCollie BlameItOnTheCollie',
    educational:
      'WhyColliesHerdKids CollieToyNameTest RoughVsSmoothCollie CollieWhistleCommands DontShaveYourCollie WhatIsTheCollieEye CollieLearnsToCleanUp LassieWasAlwaysABoy',
    cooking:
      'CollieBirthdayPupcake PumpkinCollieBiscuits CollieTreatTasteTest CollieFaceCookies CollieAndSheepCupcakes FrozenYogurtCollieCups SweetPotatoCollieChews ChickenJerkyForCollie',
    travel:
      'CollieTrailHike CollieRoadTrip CollieParkHop LassieGoesCamping PackForYourCollie LetTheCollieLead SunriseWalkWithCollie BucketListForMyCollie',
    fashion:
      'CollieCoatGlowUp TwinningWithMyCollie CollieWalkFitCheck DressLikeMyCollie LintRollerVsCollie FauxFurCollieScarf CollieOwnerStreetStyle CollieProofOutfit',
    wellness:
      'CollieSniffari CollieSunsetSit CollieMassage BreatheWithMyCollie PhoneFreeCollieWalk NapWithYourCollie GratefulForMyCollie CollieBrushingASMR',
    speed:
      'CollieAgilityRun CollieRecallSprint CollieToyTidyRace CollieZoomieLap OutrunMyCollie HiddenTreatCollieHunt TenSecondCollieTricks BeatTheCollieFetch',
    music:
      'CollieHowlAlong CollieHeadTiltNotes CollieBarksOnBeat CollieWhistleTune ThemeSongForMyCollie PianoForMyCollie HumMyCollieToSleep SerenadeMyCollie',
    art: 'CollieMajesticPortrait CollieRockPainting CollieClayMini TraceMyCollieShadow OneLineCollie PawPrintCollieCard BlindDrawMyCollie SockPuppetCollie',
    tech: 'CollieSlowMo CollieTalkButtons CollieFaceFilter CollieSelfieTrick WhatCollieDoesAlone BreedScanMyCollie TranslateMyCollie GPSArtWithCollie',
    gaming:
      'CollieHideAndSeek PuzzleBoardCollie CollieShellGame CollieSoccerMatch SimonSaysForCollie NameThatToyCollie DiscGolfWithCollie MazeForMyCollie',
  },
  'polar bear': {
    dance:
      'PolarBearFreezeDance PolarBearStomp LumberingPolarBearGroove IceBearTwist ShakeOffLikeAPolarBear MamaAndCubPolarBear SnowflakeSpinPolarBear RoarOnTheDropPolarBear',
    fitness:
      'PolarBearCrawl BigPawPolarBearLunges PolarBearPushUps PolarBearSnowShovel SwimmingPolarBearPlank StretchLikeAPolarBear PiggybackPolarBearCub MarchOfThePolarBears',
    funny:
      'PolarBearImpressions PolarBearInAHeatwave PolarBearDocumentary IceBearBlanketBurrito FridgeRaidPolarBear NoseLikeAPolarBear GrumpyPolarBearWakeUp SnowDayPolarBearMode',
    prank:
      'PolarBearPlushSurprise PolarBearPawPrints PolarBearInTheFreezer PolarBearPhotoCameo TinyPolarBearEverywhere WallpaperSwapPolarBear RoarRingtonePolarBear PunnyPolarBearNotes',
    educational:
      'WhyPolarBearsAreWhite PolarBearBlubberTest PolarBearVsPenguin PolarBearSeaIceMelt PolarBearSwimRecord HowBigIsAPolarBear TracePolarBearPaw WherePolarBearsLive',
    cooking:
      'PolarBearOnigiri PolarBearCocoaFloat IceBearSmoothieBowl PolarBearToastFace CoconutFurPolarBear PancakePolarBearStack FrozenBananaPolarBear ShortbreadPolarBear',
    travel:
      'PolarBearPlushPassport PolarBearZooDay PolarBearDreamTrip ArcticExhibitPolarBear MuseumPolarBearHunt FirstSnowPolarBearWalk PackLikeAPolarBear WinterPicnicPolarBear',
    fashion:
      'PolarBearEarmuffs PolarBearNailArt PolarBearScrunchie AllWhitePolarBearFit KnitPolarBearBeanie LayerLikeAPolarBear TeddyCoatPolarBear MatchingPolarBearPJs',
    wellness:
      'PolarBearBreathing PolarBearBlanketFort PolarBearCocoaPause PlushPolarBearHug HibernateLikeAPolarBear SnowfallPolarBearCalm CubCuddlesPolarBear GentlePolarBearYoga',
    speed:
      'PolarBearCrawlRace CottonBallPolarBearRelay PolarBearLayerUp PolarBearPuzzleSprint TenSecondPolarBearDraw OrigamiPolarBearBlitz SnowballStackPolarBear SpotThePolarBear',
    music:
      'PolarBearLullaby PolarBearRoarRemix IceBearRapFacts PolarBearAcapella SnowCrunchPolarBearBeat WinterCarolPolarBear OvenMittPolarBearDrums ChillOutPolarBearMix',
    art: 'PolarBearInABlizzard PolarBearSnowSculpture PolarBearClayMini PolarBearChalkMural CottonBallPolarBear PaperPlatePolarBear NegativeSpacePolarBear OrigamiPolarBear',
    tech: 'PolarBearLiveCam PolarBearInMyLivingRoom PolarBearStopMotion IceBearMeltTimelapse GreenScreenPolarBear VoiceChangerPolarBear TurnMeIntoAPolarBear CodeAPolarBearGame',
    gaming:
      'PolarBearCharades PolarBearFishingGame PolarBearMemoryMatch BeanbagTossPolarBear FreezeTagPolarBear SleepingPolarBears WhatsTheTimeMrPolarBear PinTheNoseOnPolarBear',
  },
  muscle: {
    dance:
      'PecPopChoreo MuscleWaveDance MuscleMemoryMoves MusclePoseDown GainsTrainConga BeatDropMuscleFlex ShimmyInAMuscleTee HeroMuscleMarch',
    funny:
      'MuscleFlexFaceOff MuscleManWalk MusclesCantOpenThis SoreMuscleWaddle KidsRateMyMuscles DramaticMuscleReveal MarkerDrawnMuscles DidMyMusclesGrowYet',
    prank:
      'FakeMuscleReveal MuscleMagCoverSwap InflatableMuscleSuitHug MuscleFilterVideoCall BorrowedArmsMuscleTrick TextMomInGainsSlang HeavyTeaspoonMuscles PhotoBombWithMuscles',
    educational:
      'HowMuscleGrows MuscleAnatomyQuiz MusclesInASmile MuscleMemoryTest WhichMuscleIsStrongest WhyMusclesGetSore CardboardArmMuscles YourHeartIsAMuscle',
    cooking:
      'MuscleMealPrep GainsOnABudget BulkingBreakfastBurrito PostWorkoutMuscleShake OvernightOatsForGains EggMuffinMuscleBites HomemadeGainsBars TasteTestMuscleSnacks',
    travel:
      'ParkGymTour GainsOnVacation MuscleRuckWalk HotelRoomMuscleCircuit CampsiteMusclePushups SuitcaseMuscleCurls LayoverMuscleWorkout MarketHaulMuscleCarry',
    fashion:
      'MuscleTeeFitCheck MusclePumpCoverDrop MuscleSleeveRoll DIYMuscleTank RetroMuscleBeachLook ColorMatchMuscleSet TailoredSuitForMuscles HoodieSeasonGains',
    wellness:
      'GainsNeedSleep MuscleMassageTrain MuscleThankYouNote TenseAndReleaseMuscles TennisBallMuscleRub LegsUpTheWallMuscles HydrateYourMuscles RestDayMuscleWalk',
    speed:
      'PumpIn60Seconds MuscleMemoryRematch MuscleNameSpeedrun MusclePoseRelay MuscleRepsBeforeToast FlashcardMuscleQuiz OneTripMuscleCarry PushupLadderForGains',
    music:
      'MuscleFlexToTheBeat MusclePumpAnthem MuscleMemoryPiano GainsPlaylistSwap GymGruntMuscleRemix SingThroughMuscleBurn AirGuitarMuscleSolo RapAboutYourMuscles',
    art: 'MuscleAnatomySketch MuscleClaySculpt MuscleFlexSilhouette MuscleFacePuppet StickFigureGainsGlowUp GreekStatueMuscles SuperheroMuscleComic OneLineMuscleMan',
    tech: 'MuscleProgressTimelapse GainsFormCheck MuscleFaceSwapApp ARMuscleAnatomy AIMusclePlan SlowMoMuscleFlex SpreadsheetGainsLog VoiceCountedMuscleReps',
    pet: 'PetCopiesMyFlex ShowMyCatMyMuscles DogTugOfWarGains PuppyPushupMuscles MuscleWalkiesMile BunnyHopMuscleDrill FetchSprintGains GoodBoyGains',
    gaming:
      'MuscleMemoryMatch GainsBingo MuscleCharades MuscleBossBattle DiceRollMuscles ThumbWarMuscles LoseALifeMuscleReps BoardGameNightGains',
  },
  'christmas tree': {
    dance:
      'RockAroundTheXmasTree ChristmasTreeLimbo ChristmasTreeConga FreezeLikeAXmasTree XmasTreeLightDrop JingleBellXmasTreeJive TinselShimmyXmasTree SlowDanceByTheXmasTree',
    fitness:
      'ChristmasTreeCarry ChristmasTreePose ChristmasTreeFarmHike OrnamentSquatsXmasTree PlankUnderTheXmasTree GarlandJumpRopeXmasTree GiftBoxXmasTreeCurls JingleJacksXmasTree',
    prank:
      'TinyChristmasTreeSwap FamilyPhotoOrnaments TalkingChristmasTree UpsideDownXmasTree GooglyEyedXmasTree WhereDidTheXmasTreeGo GiftWrappedChristmasTree XmasTreeFullOfSocks',
    educational:
      'HowChristmasTreesGrow WhyEvergreensStayGreen CountTheXmasTreeRings RealVsFakeXmasTree ChristmasTreeNeedleTest FirOrSpruceXmasTree XmasTreeAroundTheWorld RecycleYourXmasTree',
    cooking:
      'ChristmasTreePullApart ChristmasTreeCharcuterie XmasTreeBrowniePops PancakeXmasTreeStack StrawberryXmasTree SugarConeXmasTree VeggieTrayXmasTree KiwiSliceXmasTree',
    travel:
      'ChristmasTreeFarmTrip TownSquareXmasTree XmasTreeSelfieTour XmasTreeLightingNight XmasTreeMarketStroll HotelLobbyXmasTree NeighborhoodXmasTreeWalk BotanicalGardenXmasTree',
    fashion:
      'TinselFitCheck ChristmasTreeEarrings ChristmasTreeBraid ChristmasTreeNails XmasTreeTopperHeadband UglyXmasTreeSweater DressLikeAChristmasTree FamilyXmasTreePJs',
    wellness:
      'XmasTreeGratitudeTags XmasTreeMemoryLane LightsOffXmasTreeGlow ReadUnderTheXmasTree PineBreathsXmasTree PhoneFreeXmasTreeNight CocoaByTheXmasTree SlowDecorateXmasTree',
    speed:
      'ChristmasTreeIn5Minutes ChristmasTreeUntangleRace OrnamentRelay PaperXmasTreeFoldOff CupStackXmasTree XmasTreeDoodleDash GiftWrapXmasTreeBlitz NeedleSweepXmasTree',
    music:
      'ChristmasTreeCarolOff OhChristmasTreeCover OrnamentChimesXmasTree HighNoteXmasTreeStar XmasTreeHandbells XmasTreePlaylistDrop XmasTreeLullaby BeatboxXmasTree',
    art: 'ThumbprintXmasTree PineconeXmasTree MaskingTapeXmasTree BookPageXmasTree SaltDoughXmasTree XmasTreeStainedGlass SnowGlobeXmasTree ChristmasTreePortrait',
    tech: 'XmasTreeTimelapse ChristmasTreeStopMotion XmasTreeBokehShot VideoCallXmasTreeTour AIDecoratesMyXmasTree QRCodeOrnamentXmasTree GlitchPanoXmasTree SlowMoTinselXmasTree',
    pet: 'CatSafeXmasTreeSetup PupUnderTheTree PetProofXmasTree DogToyXmasTree XmasTreePhotoWithKitty SitStayByTheXmasTree PawPrintXmasTreeBauble XmasTreeBehindAPlaypen',
    gaming:
      'ChristmasTreeISpy PickleInTheXmasTree PinTheStarOnXmasTree SpotTheChangeXmasTree OrnamentCountXmasTree XmasTreeBingo ChristmasTreeCharades ToyXmasTreeRingToss',
  },
  leftovers: {
    dance:
      'FridgeRaidBoogie LeftoversMicrowaveSpin LeftoverTurkeyWobble LeftoversConga LeftoversMoonwalk LastLeftoverDanceOff ShuffleToTheLeftovers ReheatingLeftoversGroove',
    fitness:
      'LeftoversWalkItOff LeftoverTurkeyTrot LeftoversJumpRope PlankWhileLeftoversHeat LeftoverContainerCurls FoodComaLeftoverStretch PutAwayLeftoversLunges HikeForYourLeftovers',
    prank:
      'SmileyFaceLeftovers LoveNoteInLeftovers CaughtTheLeftoverThief GooglyEyeLeftovers TheEmptyLeftoverBox LeftoverNameTags LeftoversSelfieLid LeftoversReservedSign',
    educational:
      'HowLongLeftoversLast TwoHourLeftoversRule ColdestShelfForLeftovers MicrowaveRingLeftovers DishesBornFromLeftovers LeftoverPizzaCrispTrick DateYourLeftovers LeftoversWasteMath',
    cooking:
      'LeftoversMakeover FridgeCleanOutMeal WillItWaffleLeftovers LeftoverFriedRice LeftoverPastaFrittata LeftoverBreadPudding TurnLeftoversIntoTacos NoRecipeLeftoverSoup',
    travel:
      'LeftoversPicnicSpot LeftoverLunchWithAView LeftoversOnTheTrain LeftoverBenchHop PackedLeftoversHike HotelFridgeLeftovers SunsetLeftoversDinner RoadTripLeftoverCooler',
    fashion:
      'LeftoversLunchBagStyle MidnightSnackLeftoverPJs LeftoverFabricScrunchie LeftoverYarnBeanie LeftoverButtonBracelet PatchworkFromLeftovers DressLikeYourLeftovers SneakersInLeftoverPaint',
    wellness:
      'ZeroWasteLeftoverWeek NoCookLeftoverNight LeftoversForANeighbor PhoneFreeLeftoverDinner LeftoversFineDining SlowSundayLeftovers LeftoverLunchInThePark JournalWithLeftovers',
    speed:
      'LeftoversFiveMinuteMeal LeftoversPackingRace FridgeStackSpeedrun MatchTheLeftoverLids BeatTheBeepLeftovers LeftoverSandwichBlitz LeftoverBentoBuild LabelEveryLeftover',
    music:
      'LeftoverContainerDrums OdeToLeftovers MicrowaveRemixLeftovers LeftoversRapBattle LeftoversOpera TheLeftoverBlues SongWhileLeftoversHeat KaraokeAndLeftovers',
    art: 'LeftoversStillLife LeftoversLabelDoodles LunchboxFoodArt FaceFromLeftovers LeftoverVeggieStamps LeftoverPaintPour MosaicOfLeftoverLids MoodyLeftoversPhoto',
    tech: 'LeftoversAirFryerTest AIRecipeFromLeftovers LeftoverExpiryReminder LeftoverGroupChat LeftoversStopMotion FridgePhotoLeftoverList UnboxingTheLeftovers MealPlannerLeftovers',
    pet: 'LeftoversDogStare FridgeDoorPetReaction BunnyGreensBeatLeftovers LeftoversLockedFromKitty LeftoversOutOfPawReach ChewProofLeftoversBin PuppyEyesNoLeftovers ParrotSquawksAtLeftovers',
    gaming:
      'LeftoversMysteryBox LeftoverBracket LeftoverBingo LeftoversTwentyQuestions GuessThatLeftover FamilyLeftoverDraft FridgeMemoryLeftovers RockPaperLeftovers',
  },
  'childhood photo': {
    dance:
      'ChildhoodPhotoTransition BabyRecitalRedo ChildhoodPhotoComesAlive ChildhoodPhotoPoseDrop ChildhoodPhotoDuet DanceLikeMyBabyPhoto TutuBabyPhotoTwirl ThrowbackBabyPhotoGroove',
    fitness:
      'ThenAndNowPiggyback JumpRopeBabyPhotoRedo ChildhoodPhotoCartwheel ChildhoodPhotoTugOfWar SameHikeChildhoodPhoto ChildhoodPhotoSportsDay SplitsLikeMyBabyPhoto HulaHoopChildhoodPhoto',
    prank:
      'ChildhoodPhotoFrameSwap BabyPhotoFaceMasks PuzzleOfTheirBabyPhoto BabyPhotoCakeSurprise LifeSizeBabyPhoto FridgeMagnetBabyPhoto PillowcaseBabyPhoto WhoseBabyPhotoIsThis',
    educational:
      'ChildhoodPhotoDecadeQuiz ChildhoodPhotoFamilyTree HowFilmCamerasWorked GrandmasChildhoodPhoto BabyPhotoHeightMath ChildhoodPhotoPriceCheck DescribeYourBabyPhoto HeadlinesOfMyBabyPhoto',
    cooking:
      'BirthdayCakeRecreation SpaghettiFaceBabyPhoto ChildhoodPhotoLunchbox ChildhoodPhotoPancakes KitchenHelperBabyPhoto PopsicleChildhoodPhoto BabyPhotoSugarCookies RecreatePhotoPicnic',
    travel:
      'ChildhoodPhotoSameSpot ThenAndNowVacation ChildhoodPhotoSchoolGate ChildhoodPhotoMapPins BabyPhotoHometownTour OldPlaygroundBabyPhoto RoadTripRecreatePhoto ThemeParkChildhoodPhoto',
    fashion:
      'ChildhoodPhotoOutfitRedo MomsLookChildhoodPhoto SiblingsMatchBabyPhoto BabyPhotoOnesie SchoolPictureBabyPhoto ChildhoodPhotoHairdo ChildhoodPhotoSweater ThriftTheBabyPhotoFit',
    wellness:
      'ChildhoodPhotoLetter BabyPhotoAffirmations ChildhoodPhotoMemoryJar ChildhoodPhotoStoryTime CallHomeChildhoodPhoto SwingSetChildhoodPhoto FavoriteToyBabyPhoto PlayLikeYourBabyPhoto',
    speed:
      'ChildhoodPhoto60Seconds BabyPicGuessRace ChildhoodPhotoAlbumDash BabyPhotoJigsawSprint ChildhoodPhotoPoseRelay SortBabyPhotoByYear OneTakeChildhoodPhoto BeatTheTimerBabyPhoto',
    music:
      'ChildhoodPhotoSoundtrack BabyPhotoLullaby ChildhoodPhotoRecorder ChildhoodPhotoKaraoke ChartTopperBabyPhoto ThemeTuneChildhoodPhoto PianoRecitalRecreatePhoto DuetWithMyBabyPhoto',
    art: 'ThenAndNowPortrait ChildhoodPhotoWatercolor BabyPhotoPopArt ChildhoodPhotoEmbroidery ChildhoodPhotoCrayonRedo BlindDrawBabyPhoto CartoonMeBabyPhoto OneLineBabyPhoto',
    tech: 'ChildhoodPhotoScanning ChildhoodPhotoRestore BabyPhotoAgeFilter ColorizeChildhoodPhoto AnimateBabyPhoto SplitScreenBabyPhoto BackUpEveryBabyPhoto FaceMatchBabyPhoto',
    pet: 'PuppyPicThenAndNow ChildhoodPhotoPetRedo FirstDayHomeBabyPhoto MyCatsBabyPhotoPose ChildhoodPhotoFamilyDog ParrotRecreatePhoto BabyPhotoBunnyCameo NapTimeChildhoodPhoto',
    gaming:
      'GuessWhoseBabyPhoto BabyPicMemoryGame BabyPhotoReunionBingo ActOutMyBabyPhoto ChildhoodPhotoTwoTruths BabyPhotoBracket ZoomedInBabyPhoto WhoWoreItBabyPhoto',
  },
  desk: {
    dance:
      'DeskBreakDance DeskFingerTango DeskChairShoulderPop DeskToDoorStrut OnMuteDeskDisco SeatedSalsaAtDesk ArmsOnlyDeskGroove FiveOClockDeskShuffle',
    fitness:
      'DeskPushups DeskLegLifts DeskToKitchenLaps DeskPlankBreak HourlyDeskSquats WaterBottleDeskCurls SeatedTwistAtDesk ShoulderShrugsAtMyDesk',
    funny:
      'DeskDrawerTour DeskPlantNarration DeskSnackStash DeskTypesRanked NineAmVsFivePmDesk WhatMyDeskSaysAboutMe SqueakyDeskChair CaughtNappingAtMyDesk',
    educational:
      'DeskPostureCheck DeskPlantMythBust EyeBreakAtYourDesk ScreenHeightDeskFix PomodoroAtMyDesk CapitalsFromMyDesk TouchTypeAtYourDesk FeetFlatDeskRule',
    cooking:
      'DeskMugCake DeskMasonJarSalad DeskOvernightOats DeskSnackBoard SadDeskLunchGlowUp KettleOnlyDeskDinner BrownBagDeskBento DrawerSpiceKitDesk',
    travel:
      'DeskWithAView RemoteWorkCafeHop LibraryDeskTour PicnicTableDesk PackYourDeskInABag DeskOnTheTrain DeskSouvenirShelf DeskGlobeSpinTrip',
    fashion:
      'DeskToDinnerLook DeskChairBlazer DeskDrawerGlowUp BusinessAboveTheDesk SlippersUnderTheDesk ColorMatchMyDesk StandingDeskSneakers DeskToGymOutfit',
    wellness:
      'DeskStretchBreak DeskGratitudeNote DeskPlantPal DeclutterYourDeskFriday LunchAwayFromDesk EndOfDayDeskShutdown HydrateAtYourDesk SunnyWindowDesk',
    speed:
      'DeskTidyIn60Seconds PaperclipChainRace DeskTypingTest DeskSetupSpeedrun DeskCableUntangle FindItInYourDesk PencilSortDeskDash InboxZeroAtMyDesk',
    music:
      'PencilDrumSolo DeskLofiPlaylist DeskRulerTwang DeskKeyboardASMR DeskDrawerRhythm PenClickDeskBeat CupSongAtMyDesk StaplerDeskSymphony',
    art: 'StickyNotePixelArt DeskMiniGallery DeskLampShadowArt DeskCalendarDoodles PaperclipDeskSculpture BlindDrawMyDeskMate StillLifeOfMyDesk PenHolderDeskUpcycle',
    tech: 'DeskSetupTour DeskCableManagement DeskShortcutKeys DeskWorkdayTimelapse BookStackDeskStand PhoneAsDeskWebcam TabletSecondScreenDesk FocusModeAtMyDesk',
    pet: 'DeskCatTakeover DeskTreatJar DogUnderMyDesk MyDeskCoworker ParrotAtMyDesk PetCamFromMyDesk BunnyDeskBreak DeskSideFishTank',
    gaming:
      'PaperFootballLeague DeskMiniGolf DeskDominoChain DeskCardTower TrashCanDeskHoops LunchBreakDeskChess BottleCapDeskHockey SpinningTopDeskDuel',
  },
  'pizza box': {
    dance:
      'PizzaBoxArrivalDance PizzaBoxRobot PizzaBoxFanTwirl PizzaBoxLidClap ShuffleToThePizzaBox HopOverThePizzaBox MoonwalkPastThePizzaBox TwoStepWithAPizzaBox',
    fitness:
      'PizzaBoxStackCarry PizzaBoxSliderLunges PizzaBoxHeadBalance PizzaBoxPickupWalk PlankBeforeThePizzaBox LidFrisbeePizzaBox CrunchForThePizzaBox JumpOverPizzaBoxes',
    funny:
      'PizzaBoxPuppetShow PizzaBoxLastSliceDrama EmptyBoxDisappointment PizzaBoxCritic PizzaBoxArmor MyPizzaBoxLaptop DramaticPizzaBoxUnveil FoldingThePizzaBoxFail',
    educational:
      'WhyPizzaBoxesAreSquare CanYouRecyclePizzaBoxes PizzaBoxSundial PizzaBoxFractions PizzaBoxVentHoles CircleInAPizzaBox CorrugatedPizzaBoxTest PinholePizzaBoxCamera',
    cooking:
      'PizzaBoxSolarSmores PizzaBoxCookieCake PizzaBoxGrazingBoard PizzaBoxBakeOff FruitPizzaBox FakeawayPizzaBox BreakfastPizzaBox SaladInAPizzaBox',
    travel:
      'SliceShopCrawl PizzaBoxFromEveryCity PizzaBoxSunsetSpot PizzaBoxParkPicnic SummitPizzaBox LocalPizzaBoxPassport TrainRidePizzaBox TailgatePizzaBoxParty',
    fashion:
      'PizzaBoxPurse PizzaPartyFitCheck PizzaBoxRunway PizzaBoxShirtFolder PizzaBoxMoodBoard CrownFromAPizzaBox JewelryTrayPizzaBox SunVisorPizzaBox',
    wellness:
      'PizzaBoxNightIn PizzaBoxGratitudeNotes PizzaBoxBlanketFort HighsAndLowsPizzaBox PizzaBoxForTheNeighbors FloorPicnicPizzaBox NoScreensPizzaBoxDinner ComfortMoviePizzaBox',
    speed:
      'PizzaBoxFoldRace PizzaBoxTowerIn60 PizzaBoxRelay PizzaBoxLidFlip FlatPackThePizzaBox StackFivePizzaBoxesFast BalanceAPizzaBoxSprint TidyBeforeThePizzaBox',
    music:
      'PizzaBoxDrumKit PizzaBoxGuitarBuild PizzaBoxJingle PizzaBoxDJ ShakerFromAPizzaBox SerenadeThePizzaBox FamilyBandPizzaBox KaraokeNightPizzaBox',
    art: 'PizzaBoxLidPainting PizzaBoxDiorama PizzaBoxLoom PizzaBoxDollhouse MosaicFromAPizzaBox PaintedPizzaBoxMask GreaseStainPizzaBoxArt CardboardSkylinePizzaBox',
    tech: 'PizzaBoxPhoneProjector PizzaBoxArcade CardboardVRViewer PizzaBoxPhotoStudio StopMotionPizzaBox LaptopStandPizzaBox PizzaBoxSpeaker TimelapsePizzaBoxBuild',
    pet: 'PizzaBoxCatFort PizzaBoxSnuffleHunt PizzaBoxBunnyHideout HamsterPizzaBoxMaze ScratchPadPizzaBox DogStaresAtPizzaBox KittenNapPizzaBox ParrotShredsPizzaBox',
    gaming:
      'PizzaBoxBoardGame PizzaBoxPinball LidTicTacToe PizzaBoxCornhole MarbleMazeInAPizzaBox TableFootballPizzaBox MiniGolfPizzaBoxHole ShuffleboardPizzaBox',
  },
  brisket: {
    dance:
      'BrisketReadyDance PitmasterTwoStep TheBrisketJiggle LowAndSlowBrisketSway BrisketStallShuffle SmokeRingBrisketSpin BrisketBootScoot CowboyHatBrisketTwirl',
    fitness:
      'BrisketFarmerCarry PitmasterWoodStack BrisketStallSquats BrisketRestPlank TwelveHourBrisketSteps LowAndSlowBrisketYoga BurpeeEveryBrisketPound BrisketWalkItOff',
    funny:
      'BrisketStallDrama PitmasterNarration BrisketGuardDuty BrisketSliceReveal FiveAMBrisketDad LookinAintCookinBrisket UncleBrisketAdvice OverthinkingTheBrisket',
    prank:
      'BrisketLookalikeCake BrisketShapedGift BrisketAwardCeremony BrisketGooglyEyes PillowBrisketDecoy FiveStarBrisketReview WhoAteTheBrisketNote FirewoodBrisketSwap',
    educational:
      'WhyBrisketStalls BrisketAgainstTheGrain BrisketAroundTheWorld PointVsFlatBrisket WhatMakesBrisketBark SmokeRingBrisketMyth WhereIsBrisketOnACow PaperOrFoilBrisket',
    travel:
      'LocalBrisketCrawl BrisketCookOffTrip BrisketTailgate BrisketMapPins BrisketLineAtDawn SmallTownBrisketHunt RoadTripBrisketStop PackABrisketPicnic',
    fashion:
      'CookoutFitCheck BrisketApronDIY BrisketBeltBuckle BrisketBibGlowUp BrisketBandanaTie PearlSnapBrisketShirt SauceProofBrisketTee CowboyHatBrisketDay',
    wellness:
      'LowAndSlowSunday RestLikeABrisket BrisketStallBreathing BrisketPorchSit BrisketHammockWait BrisketForTheNeighbors PhoneFreeBrisketCook FinishABookBrisketDay',
    speed:
      'BrisketPlatingRace BrisketSandwichSprint BrisketSideDishRush BrisketCleanupCountdown TexasTrayBrisketBlitz FastestBrisketRubMix SauceLineupBrisketDash BeatTheBrisketTimer',
    music:
      'BrisketBlues BrisketCountrySong BrisketWashboardJam BrisketSmokerPlaylist LowAndSlowBrisketBallad HonkyTonkBrisketNight CookoutKaraokeBrisket BarkAndBiteBrisketRap',
    art: 'BrisketSmokeRingShot BrisketChalkboardMenu BrisketSauceLabel BrisketCutsDiagram SketchTheBrisketBark DoodlesOnBrisketPaper SpiceRubBrisketPainting FoodStylingBrisketPlate',
    tech: 'BrisketTimelapse BrisketTempGraph BrisketLiveStream BrisketPhotoEdit AIBrisketRub SlowMoBrisketSmoke ThreeAMBrisketAlarm PhoneMacroBrisketBark',
    pet: 'BrisketDogStare BrisketPlushToy CatTreeTimeDuringBrisket NoBonesBrisketRule LeaveItDrillBrisket BrisketDayPuppyNap BunnyCarrotsNotBrisket BrisketSmokeAwayFromPets',
    gaming:
      'BrisketGuessTheWeight BrisketJudgesTable BrisketCookOffBracket BrisketCookingSim BlindTasteBrisketDuel CornholeForBrisket HorseshoesAndBrisket BackyardBrisketOlympics',
  },
  udon: {
    dance:
      'UdonDoughStomp UdonChopstickTwirl NoodleArmsUdon TheUdonWiggle SlurpDropUdon SlowMoUdonSwirl ShakeTheUdonStrainer BonOdoriUdon',
    fitness:
      'UdonStompKnead UdonCarbLoadRun UdonLegDay SquatWhileUdonDrains RollingPinUdonArms StretchyAsUdon PlankTillTheUdonBoils WalkToTheUdonShop',
    funny:
      'UdonChopstickStruggle UdonShirtCasualty UdonVsRamenDebate UdonFoggedGlasses SplashZoneUdonDinner MenuIndecisionUdon GrandmaTriesUdon NoodleMustacheUdon',
    prank:
      'DoodleOnTheUdonBox UdonSlurpSoundboard UdonBreakfastInBed UdonBodyPillow HiddenUdonLunchNote CostumedUdonDelivery GiantChopsticksUdon SurpriseUdonPicnic',
    educational:
      'UdonVsRamen HowUdonIsMade WhyUdonIsChewy UdonSlurpingEtiquette KitsuneUdonMeaning UdonTypesQuiz LearnChopsticksWithUdon RegionalUdonMap',
    travel:
      'UdonShopCrawl UdonInEveryCity UdonFoodHallHop AsianMarketUdonHunt JapantownUdonTrip UdonDreamTripToKagawa ThermosUdonHike MapYourUdonSpots',
    fashion:
      'UdonChunkyKnit UdonNoodleEarrings UdonNailArt UdonScrunchie HachimakiUdonChef SlurpProofUdonBib WhiteShirtUdonDare TwistedBunUdonHair',
    wellness:
      'UdonSlowSlurp UdonSickDaySoup UdonForAFriend SoloUdonDate RainyDayUdonBowl PhoneFreeUdonLunch StressKneadUdon ColdWalkWarmUdon',
    speed:
      'UdonMakingSpeedrun UdonBowlBuildRace UdonChopstickTransfer UdonThreeMinuteMeal FrozenToServedUdon ToppingLineupUdon LunchBreakUdonDash PackAnUdonBento',
    music:
      'UdonSlurpBeat UdonChopstickDrums UdonBowlChimes UdonCookingPlaylist PotLidTaikoUdon SingWhileUdonBoils JingleForAnUdonShop LullabyForUdonDough',
    art: 'UdonClayBowl UdonKawaiiCharacter UdonChopstickPainting UdonYarnArt SumiInkUdonSteam FakeFoodUdonModel ComicStripUdonShop WatercolorUdonMenu',
    tech: 'UdonSlowMoSlurp UdonMenuTranslate UdonMacroShot UdonVoiceRecipe TimelapseUdonDough AIPicksMyUdonTopping SpreadsheetUdonRanking CookAlongUdonVideoCall',
    pet: 'NoodleBowlPetBed UdonPlushFetch MyCatNamedUdon DogWatchesUdonSlurp HamsterUdonTunnel ParrotSaysUdon UdonTimeSitStay UdonSqueakyToyHunt',
    gaming:
      'UdonChopstickRelay UdonShopRoleplay UdonDiceRollBowl UdonMenuMemoryGame JankenForTheLastUdon GuessTheUdonTopping SugorokuBoardUdon RealOrPlasticUdon',
  },
  mochi: {
    dance:
      'BounceLikeMochi TheMochiStretch MochitsukiStep MochiPoundingDuo DaifukuWiggle SquishyMochiGroove MochiIceCreamMelt StickyFeetMochi',
    fitness:
      'MochiMalletArmDay MochiSquishyGrip MochiToeTouch MochiBounceJacks SumoSquatMochi RiceBagMochiCarry MoonRabbitMochiHops WalkToTheMochiShop',
    funny:
      'FlourEverywhereMochi MochiStickyFingers MochiShapeFails CatLoafOrMochi GrandmaRatesMyMochi FirstBiteMochiFace DaifukuSquishReplay MyMochiLooksLikeDad',
    prank:
      'DaifukuBlanketWrap MochiWifiName MochiFacesEverywhere MochiPlushInBed ComplimentsInMochiBox WhiteBalloonMochiRoom LunchboxMochiDoodle SneakyMochiSelfie',
    educational:
      'HowMochiIsMade WhyMochiStretches MochiVsDango SmallBitesMochiRule MoonRabbitMochiLegend KagamiMochiMeaning StickyRiceMochiTest MochiCousinsAcrossAsia',
    travel:
      'MochiShopCrawl MochiMarketHunt MochiFestivalDay HanamiMochiPicnic SouvenirMochiBox TempleMochiPounding HikeWithDaifuku CityMochiMap',
    fashion:
      'MochiPastelFit MochiSkinMakeup SquishyMochiBagCharm MochiBunHairdo DaifukuPufferJacket KawaiiMochiEarrings SoftPinkMochiCardigan CozyMochiPJs',
    wellness:
      'MochiMindfulBite MochiStressSquish MochiMakingMeditation MatchaMochiBreak MoonViewingMochi NewYearMochiWishes ShareMochiWithGrandma MochiAndAGoodBook',
    speed:
      'MochiShapingRace DaifukuSpeedWrap MochiStackTower GiftBoxMochiBlitz ThirtySecondMochiFaces SortTheMochiColors ScoopBeforeMochiMelts BeatTheSteamerMochi',
    music:
      'MochiPoundingBeat MochiSquishASMR MochitsukiChant DaifukuDitty UkuleleMochiSong MoonRabbitMochiTune LoFiMochiStudyMix HumWhileMochiSteams',
    art: 'MochiClayCharm MochiCharacterDoodle MochiSquishyDIY MochiStickerSheet PaintAStrawberryDaifuku FeltMochiPlushie PastelWatercolorMochi PixelArtMochiFamily',
    tech: 'MochiSlowMoStretch MochiPuffTimelapse MochiAnimationApp MicrowaveMochiTest SquishFaceMochiFilter AIDesignsMyDaifuku VideoCallMochiClass MochiMemeMaker',
    pet: 'MochiCatLoaf RoundestPetPose MochiHamsterCheeks MochiToeBeans MyDogNamedMochi BunnyMochiLookalike NoMochiForThePuppy PlushMochiFetch',
    gaming:
      'MochiSquishyToss MochiMemoryFlip MochiCupShuffle MochiTicTacToe PassTheDaifuku KawaiiMochiCardGame JankenForMochi SpoonRaceWithMochi',
  },
  casserole: {
    dance:
      'CasseroleCountdownBoogie HotdishHoedown CasserolePolka CasseroleTimerFreeze TaterTotHotdishTwist MidwestHotdishLineDance RecipeCardCasseroleSway KitchenDiscoCasserole',
    fitness:
      'CasseroleDishCurls CasseroleBakeTimeCircuit CasseroleCooldownStretch HotdishPlankHold TaterTotHotdishSquats OvenMittBoxingCasserole PostPotluckHotdishWalk GroceryBagHotdishLunges',
    funny:
      'CasseroleCritic CasseroleNeighborDrop CasseroleFoilPeek HotdishOrCasserole ReturnTheCasseroleDish PotluckCasseroleTypes DramaticCasseroleReveal MysteryLayerHotdish',
    prank:
      'CasseroleDishBoomerang CasseroleFoilSculpture CasseroleAdoptionPapers HotdishFanClub GooglyEyesOnTheHotdish TinyHotdishDelivery BlueRibbonCasseroleGag OvenMittHotdishGreeting',
    educational:
      'WhyCasserolesBrown CasseroleRecipeScaling CasseroleIsFrenchFor HotdishVsCasserole LayerOrderCasserole HotdishMapOfTheMidwest CheeseMeltCasseroleTest FreezeAheadHotdishTrick',
    travel:
      'CasseroleCabinWeekend CasseroleInACooler CasseroleDeliveryWalk HotdishCountyFair PotluckRoadTripHotdish FamilyReunionCasserole TailgateHotdish HometownHotdishVisit',
    fashion:
      'PotluckFitCheck CasseroleCarrierStyle RetroApronCasserole GrandmaCardiganHotdish CasseroleGinghamLook OvenMittMatchCasserole HotdishHeadscarf SundayBestHotdish',
    wellness:
      'MealTrainKindness FutureMeCasserole GrandmasHotdishMemory CasseroleCookTogether SlowSundayHotdish PhoneFreeCasseroleTable HotdishForANeighbor CasseroleThankYouNote',
    speed:
      'CasseroleAssemblyRace TaterTotHotdishGrid CasseroleBeforePreheat HotdishTenMinutePrep CasseroleDishesDash GroceryListHotdishRush TableSetHotdishSprint FoilWrapHotdishBlitz',
    music:
      'CasseroleLidDrums HotdishHymn CasseroleRecipeRap HotdishPolka KazooChoirCasserole SerenadeTheCasserole OvenDingCasseroleRemix GrandmasCasserolePlaylist',
    art: 'CasseroleDishPainting CasseroleRecipeCardArt CasseroleCookbookCover HotdishLayerDrawing TaterTotHotdishMosaic RetroCasseroleAdPoster FoilSwanOnTheCasserole CandlelitHotdishPhoto',
    tech: 'CasseroleOvenTimelapse CasseroleRecipeQR ScanGrandmasHotdishCard SignupSheetHotdish AIScalesMyCasserole SlowMoCasseroleScoop MealTrainCasseroleApp FilmNanaMakingHotdish',
    pet: 'CasserolePetSupervisor DogSafeHotdish CasseroleCarrierCatNap PuppyEyesAtTheHotdish NoBeggingHotdishDrill ParrotSaysHotdish TabbyGuardsTheHotdish BunnyZoomiesHotdishNight',
    gaming:
      'CasseroleIngredientGuess CasseroleBlueRibbon HotdishEuchreNight PotluckCharadesHotdish WhoBroughtThisCasserole RollTheDiceCasserole WhichDecadeCasserole CornholeAtTheHotdish',
  },
  'cold brew': {
    dance:
      'WhenTheColdBrewHits JitterbugColdBrew ColdBrewStrut ColdBrewStirSpin ColdFoamSwirl MorningColdBrewGroove SipAndSwayColdBrew ColdBrewCafeTwoStep',
    fitness:
      'ColdBrewMorningRun WalkToGetColdBrew ColdBrewSteepSteps ColdBrewJarCurls SunriseColdBrewHike YogaThenColdBrew ColdBrewSquatBreak LungesToTheColdBrew',
    funny:
      'ColdBrewOrderImpression BeforeAndAfterColdBrew DadTriesColdFoam ColdBrewIntervention TalkingAtColdBrewSpeed GrandpaVsColdBrew ColdBrewPersonalityTypes WaitingOnTheColdBrew',
    prank:
      'ColdBrewMustacheMug ThimbleColdBrew LoopStrawColdBrew SillyNameOnColdBrew WakeUpToColdBrew ColdBrewLidDoodle HomeCafeColdBrewSurprise BaristaModeColdBrew',
    educational:
      'ColdBrewVsIcedCoffee HotVsColdBrewExtraction WhyColdBrewIsSmoother ColdBrewRatioMath ColdBrewSteepTest GrindSizeColdBrewTrial WhereColdBrewBeansGrow CaffeineInYourColdBrew',
    travel:
      'ColdBrewCafeCrawl ColdBrewThermosHike ColdBrewLocalRoaster ColdBrewCityWalk SunriseColdBrewSpot FarmersMarketColdBrew TrainWindowColdBrew ParkBenchColdBrew',
    fashion:
      'ColdBrewFitCheck ColdBrewColorPalette ColdBrewTumblerMatch ColdBrewBrownNails LatteMakeupColdBrew CafeGirlColdBrewLook SweaterWeatherColdBrew CreamKnitColdFoam',
    wellness:
      'ColdBrewSlowSip IcedCoffeeJournaling ColdBrewAndBirdsong ColdBrewBookNook HydrateBeforeColdBrew PhoneFreeFirstColdBrew ColdBrewWalkAndTalk PorchMorningColdBrew',
    speed:
      'ColdBrewMorningRush ColdBrewFoamRace ColdBrewOrderRecall ColdBrewCupStack TenDrinkColdBrewLine StrainTheColdBrewDash IceTrayColdBrewBlitz OneHandColdBrewBuild',
    music:
      'IceClinkRhythm ColdBrewOpenMic ColdFoamFrotherBuzz ColdBrewMorningPlaylist ColdBrewCafeAcoustic LoFiStudyColdBrew BottleFluteColdBrew BaristaRapColdBrew',
    art: 'ColdBrewCoffeePainting ColdBrewFoamArt ColdBrewBeanMosaic ColdBrewCreamSwirl DesignAColdBrewLabel DoodleOnColdBrewCups SketchMyColdBrewSetup AgedPaperColdBrewDye',
    tech: 'SlowMoColdBrewPour ColdBrewQRMenu ColdBrewSavingsTracker ColdBrewSteepReminder ColdBrewMacroShot AIColdFoamFlavors HomeCafeColdBrewVlog CodeAColdBrewTimer',
    pet: 'ColdBrewDogWalk ColdBrewTreatPouch ColdBrewPuppyCuddles CatJudgesMyColdBrew KeepColdBrewFromPets PawsOnThePatioColdBrew KittenWindowWatchColdBrew FishTankGazeColdBrew',
    gaming:
      'BlindColdBrewTasting ColdBrewWouldYouRather ColdBrewCafeRoleplay ColdBrewChessClub ColdFoamArtFaceOff GuessTheSyrupColdBrew CrosswordAndColdBrew DominoesOverColdBrew',
  },
  cheesesteak: {
    dance:
      'CheesesteakWitWiggle CheesesteakLineDance CheesesteakShimmy GriddleChopCheesesteak MummersStrutCheesesteak BounceToTheCheesesteak WrapItUpCheesesteak OrderUpCheesesteakSpin',
    fitness:
      'RunTenKForCheesesteak ShadowboxForCheesesteak PhillyStepsCheesesteak CheesesteakLunchWalk PlankTillCheesesteak CheesesteakJumpingJacks CheesesteakCooldownYoga CheesesteakSquatSets',
    funny:
      'CheesesteakDebate PullFailCheesesteak CheesesteakOrderPanic CheesesteakLean WhenTheCheesesteakDrips GrandmaTriesCheesesteak PostCheesesteakNap FirstTimeCheesesteakFace',
    prank:
      'GiftInCheesesteakPaper SurpriseCheesesteakLunch CheesesteakTattooSticker CheesesteakPhoneCase CheesesteakWifiName CheesesteakTrophyForDad FramedCheesesteakReceipt FakeMenuCheesesteakNight',
    educational:
      'CheesesteakLingoLesson WhizVsProvolone SemiFrozenCheesesteak WhichCutForCheesesteak CheesesteakVsHoagie HotDogToCheesesteak CheesesteakMeltTest SpellCheesesteakRight',
    travel:
      'CheesesteakCrawl CheesesteakOutsidePhilly CheesesteakFoodTruckHunt CheesesteakPassport BallparkCheesesteak PicnicBlanketCheesesteak BestInTownCheesesteak RoadTripCheesesteakStop',
    fashion:
      'CheesesteakFitCheck CheesesteakJerseyLook CheesesteakEnamelPin CheesesteakBandana DesignACheesesteakTee NoveltyCheesesteakSocks GameDayCheesesteakHoodie BucketHatCheesesteak',
    wellness:
      'SlowSundayLunch SplitACheesesteak CheesesteakWithGrandpa SaveHalfCheesesteak PhoneDownCheesesteak CheesesteakOnThePorch CheesesteakDateNight CheesesteakSunshineBreak',
    speed:
      'CheesesteakAssemblyRace QuickOrderCheesesteak CheesesteakWrapBlitz LunchRushCheesesteak CheesesteakCleanupSprint SetTheTableCheesesteak CheesesteakToppingsDash NapkinFoldCheesesteak',
    music:
      'CheesesteakSizzleBeat CheesesteakDooWop CheesesteakOrderRap CheesesteakJingle SpatulaDrumsCheesesteak PhillySoulCheesesteak MummersBanjoCheesesteak KaraokeWitCheesesteak',
    art: 'MuralCityCheesesteak CheesesteakPopArt CheesesteakShopSign CheesesteakComicHero CheesesteakWrapperDoodle CrossSectionCheesesteak FeltFoodCheesesteak DripShotCheesesteak',
    tech: 'CheesesteakSlowMoPull CheesesteakSizzleASMR CheesesteakCrawlMap CheesesteakRankingApp QuickReviewCheesesteak AIRatesMyCheesesteak AirFryerCheesesteakTest POVCheesesteakBuild',
    pet: 'CheesesteakDogStare CheesesteakPlushToy CheesesteakPupcakeSwap PetSafeCheesesteakNight CatSideEyeCheesesteak LeaveItCheesesteak ParrotOrdersCheesesteak TailWagsAtCheesesteak',
    gaming:
      'IOrderedACheesesteak BlindCheesesteakTasting CheesesteakDraftDay CheesesteakWouldYouRather CheesesteakHotPotato CheesesteakScavengerHunt DominoesAndCheesesteaks ChipFlickCheesesteakGoal',
  },
  queso: {
    dance:
      'TheQuesoDip QuesoDripDrop QuesoCumbia QuesoConga HalftimeQuesoShimmy SlowMeltQuesoSway TexMexQuesoTwoStep GameDayQuesoCheer',
    fitness:
      'HalftimePushups TouchdownQuesoBurpees QuesoPlankTillMelted SquatPerQuesoChip CommercialBreakQueso QuesoJumpingJacks QuesoDips PostGameQuesoWalk',
    funny:
      'QuesoDoubleDipDebate ChipBreakTragedy LastScoopQuesoStandoff QuesoRatioCrisis QuesoSportscaster QuesoSkinSituation EverythingInQueso DadGuardsTheQueso',
    prank:
      'EmptyQuesoPotReveal CheesyPunQuesoCards QuesoCrownForTheHost QuesoYellowBalloons QuesoOnTheGroceryList QuesoGooglyEyes ThimbleOfQueso SingingVoicemailQueso',
    educational:
      'WhyCheeseGetsGrainy QuesoVsFondue SodiumCitrateQueso QuesoInSpanishClass TexMexVsMexicanQueso HowQuesoFormsASkin ChileScaleForQueso EmulsionQuesoExperiment',
    travel:
      'QuesoCrawl QuesoAtTheRodeo QuesoRatingRoadTrip QuesoPicnicBlanket TailgateQuesoParty NewTownQuesoHunt FoodTruckParkQueso StadiumQuesoNachos',
    fashion:
      'QuesoGameDayFit MustardYellowLook CheesyPunQuesoTee QuesoChipEarrings QuesoColoredNails QuesoBandanaBib CowboyBootsAndQueso StainProofQuesoShirt',
    wellness:
      'QuesoSharingBowl QuesoForTheTeam QuesoTableTalk QuesoDateWithMom CatchUpOverQueso PhoneStackQuesoNight SunsetPatioQueso AfterAHardDayQueso',
    speed:
      'QuesoTenMinuteDip QuesoCupsRelay QuesoSpreadSpeedrun QuesoPlatingDash BeforeKickoffQueso ChipTowerQueso HalftimeQuesoRefill ScoopAndServeQueso',
    music:
      'QuesoFightChant QuesoPlaylistKickoff TejanoQuesoNight ChipCrunchQuesoBeat AccordionQuesoJam MariachiForMyQueso CheesyLoveSongForQueso KazooQuesoSerenade',
    art: 'QuesoDripPhoto ChipDipStillLife QuesoPapelPicado QuesoComicStrip QuesoPartyPoster TortillaMosaicQueso GameDayQuesoBanner WatercolorQuesoBowl',
    tech: 'QuesoSlowMoDrip QuesoMacroLens QuesoPoll MicrowaveVsStoveQueso GroupChatQuesoPlan AIGameDayQueso VoiceTimerQueso CodeAQuesoCountdown',
    pet: 'QuesoDogStare QuesoPlushSquishToy MyHamsterNamedQueso NoQuesoForKitty PupsicleInsteadOfQueso CouchQuesoCatCuddle QuesoNightPuppyPuzzle ZoomiesAtQuesoTime',
    gaming:
      'QuesoTasteTestBracket QuesoLoteria QuesoDraftPicks QuesoCoinTossCall GuessTheQuesoCheese DominoNightWithQueso FoosballAndQueso ChipFlickQuesoGoal',
  },
  samosa: {
    dance:
      'SamosaBhangra SamosaGarbaTwirl SamosaFoldFreeze ThumkaForSamosa BollywoodSamosaHook ChaiPourSamosaSpin TriangleHandsSamosa RainySamosaGroove',
    fitness:
      'SamosaSunSalutation SamosaKneadArmBurn SamosaJumpRope TrianglePoseSamosa SamosaWalkToChaiStall PlankTillSamosaBakes CricketSamosaSprints HighKneesForSamosa',
    funny:
      'SamosaFoldFails SamosaChutneyDebate SamosaCrumbExplosion SamosaGuestPanic AuntieRatesMySamosa WeHaveSamosaAtHome LastSamosaOnThePlate PoliteSamosaRefusal',
    prank:
      'SamosaLunchboxSurprise SamosaDoorstepDelivery SamosaEmojiTakeover SamosaQueenCrown ComplimentSamosaFolds PlushSamosaOnThePillow StickyNoteTrailToSamosa GiantCardboardSamosa',
    educational:
      'SamosaAroundTheWorld HowSamosasTraveled LearnTheSamosaCone WhySamosasAreTriangles NameEverySamosaSpice SamosaVsSambusa SamosaGeometryLesson SamosaInHindiClass',
    travel:
      'ChaiAndSamosaStop SamosaCityCrawl SamosaCricketMatchDay SamosaTrainSnack SamosaParkPicnic LittleIndiaSamosaWalk DiwaliMelaSamosa IndianGrocerySamosaRun',
    fashion:
      'FestivalFitCheck SamosaKurtaStyle SamosaDupattaDrape SamosaBangleStack SamosaPocketSquare MehndiSamosaNight JhumkasAndSamosas TrianglePrintSamosa',
    wellness:
      'SamosaChaiBreak SamosaWithNani SamosaNeighborPlate RainySamosaWindow IftarSamosaGratitude FoldingSamosaStories PhoneFreeSamosaEvening QuietSamosaSunday',
    speed:
      'SamosaFoldRace SamosaFillingSpeedrun SamosaRollOutDash SamosaPeasShellOff PackTheSamosaTiffin GuestRushSamosaPlatter DiwaliPlateSamosaSprint ChutneyPourSamosaRelay',
    music:
      'SamosaAntakshari SamosaTablaBeat SamosaSongDedication BollywoodSamosaKaraoke HarmoniumSamosaJingle SteelCupSamosaRhythm ChaiStallSamosaJam DholNightSamosa',
    art: 'SamosaClayMini SamosaRangoli SamosaTruckArt SamosaPatternPrint OrigamiSamosaTriangles MadhubaniSamosaSketch WatercolorChaiAndSamosa StillLifeSamosaPlate',
    tech: 'SamosaAirFryerTest SamosaCrunchASMR SamosaSubtitleTranslate SamosaPartyQRMenu VoiceNoteSamosaRecipe VideoCallNaniSamosa SlowMoSamosaFold AIInventsASamosa',
    pet: 'SamosaDogStare PetKitchenPatrol SamosaShapedChewToy SamosaPlushForPuppy ParrotLearnsSamosa BunnyCarrotNotSamosa CatInTheSamosaBox KittenNamedSamosa',
    gaming:
      'SamosaTangram SamosaCricketTeams CarromAndSamosas LudoNightSamosas GuessTheSamosaFilling BollywoodCharadesSamosa ChaiStallSamosaRoleplay SnakesAndLaddersSamosa',
  },
  'banana pudding': {
    dance:
      'NanaPuddingElectricSlide BananaPuddingWobble BananaPuddingSpoonTwirl NanaPuddingStrut WaferWiggleNanaPudding JiggleLikeBananaPudding LayerStepNanaPudding PotluckNanaPuddingGroove',
    fitness:
      'DessertWalkItOff BananaPuddingYogaFlow NanaPuddingDanceCardio NanaPuddingPlankHold SquatPerNanaPuddingLayer HikeForNanaPudding SackRaceForNanaPudding TugOfWarNanaPudding',
    funny:
      'BananaPuddingDebate BananaPuddingFirstScoop NanaPuddingSpoonHoard WhoMadeTheNanaPudding HidingMyNanaPudding GrandmaNanaPuddingSecret StoreBoughtNanaPudding CookoutNanaPuddingLine',
    prank:
      'NanaPuddingLoveNote NanaPuddingDoorstepDrop NanaPuddingFanMail GoldenSpoonNanaPudding HiddenJarNanaPudding EmptyBowlNanaPudding ThimbleNanaPudding OfficeNanaPuddingSurprise',
    educational:
      'WhyBananasBrown NanaPuddingLemonTest NanaPuddingRecipeMath WafersSoftenNanaPudding RipenessChartNanaPudding CustardScienceNanaPudding SouthernRootsNanaPudding PaperBagRipenNanaPudding',
    travel:
      'BananaPuddingCrawl NanaPuddingReunionTrip NanaPuddingPicnicJars BakeryNanaPuddingHunt SoulFoodNanaPuddingStop GrandmasHouseNanaPudding CoolerPackNanaPudding FarmersMarketNanaPudding',
    fashion:
      'ButterYellowLook NanaPuddingSundress NanaPuddingPearls NanaPuddingHeadwrap ChurchHatNanaPudding CookoutReadyNanaPudding VanillaToneNanaPudding GinghamPicnicNanaPudding',
    wellness:
      'BananaPuddingSlowSpoon GrandmasRecipeMemory NanaPuddingPorchSwing NanaPuddingThankYouJar NanaPuddingSunsetBreak CallAuntieNanaPudding QuietLayeringNanaPudding ShareASpoonfulNanaPudding',
    speed:
      'BananaPuddingLayerRace NanaPuddingJarAssembly NanaPuddingWaferStack NanaPuddingSpoonRelay HandWhipNanaPudding CleanupDashNanaPudding FiveMinuteNanaPudding GuestsArriveNanaPudding',
    music:
      'SpoonAndJarBeat NanaPuddingGospelChoir NanaPuddingAcapella CookoutMixNanaPudding HarmonicaBluesNanaPudding SlowJamNanaPudding HumWhileNanaPuddingSets SoulSingerNanaPudding',
    art: 'DessertStillLife NanaPuddingQuiltSquare NanaPuddingWatercolor NanaPuddingChalkArt JarLabelNanaPudding CrossSectionNanaPudding PaintGrandmaNanaPudding ScrapbookNanaPuddingPage',
    tech: 'BananaPuddingTimelapse AIVsGrandmaNanaPudding SlowMoSpoonNanaPudding CookbookAppNanaPudding NanaPuddingQRJarLabel WindowLightNanaPudding VoiceMemoNanaPuddingStory GroupChatNanaPudding',
    pet: 'BananaPuddingPetPatrol NanaPuddingCatNap DogSafeNanaPudding NanaPuddingPlushToy PuppyEyesNanaPudding SitStayNanaPudding NanaPuddingNightPupWalk ParrotLearnsNanaPudding',
    gaming:
      'NanaPuddingCakewalk NanaPuddingSpoonsGame NanaPuddingJudgesChoice NanaPuddingTicTacToe SpadesAndNanaPudding WhoseNanaPuddingIsIt GuessTheLayersNanaPudding HorseshoesForNanaPudding',
  },
  marshmallow: {
    dance:
      'MarshmallowManMoves MarshmallowSlowMelt MarshmallowCloudStep MarshmallowBounce PuffUpLikeAMarshmallow CocoaFloatMarshmallow FluffyMarshmallowShuffle MiniMarshmallowJig',
    fitness:
      'MarshmallowPlankStack MarshmallowSpoonRelay MarshmallowPillowSquats LungeCarryMarshmallow MarshmallowCountCrunches NoDropMarshmallowWalk BearCrawlMarshmallowRun JumpingJackMarshmallow',
    funny:
      'AdultMarshmallowTest MarshmallowSnowmanFail MarshmallowOverloadCocoa MarshmallowSoapOpera JumboVsMiniMarshmallow GooeyMarshmallowFingers WhoAteTheMarshmallowBag MarshmallowAvalanche',
    prank:
      'MarshmallowPillowSwap MarshmallowCocoaInBed MarshmallowGhostParade MarshmallowTowerSurprise GooglyEyeMarshmallowArmy FridgeMarshmallowSnowman MiniMarshmallowMessage SneakyMarshmallowNote',
    educational:
      'WhyMarshmallowsPuff MarshmallowTowerSTEM MarshmallowWasAPlant MarshmallowMoleculeModels MarshmallowPressureTest TheMarshmallowStudy GeometryWithMarshmallows FloatOrSinkMarshmallow',
    travel:
      'MarshmallowFactoryTour MarshmallowStargazing MarshmallowPicnicKit WinterThermosMarshmallow CandyShopMarshmallowHunt SnowyCabinMarshmallow HotCocoaMarshmallowCrawl FirstSnowMarshmallowWalk',
    fashion:
      'MarshmallowPuffer MarshmallowPuffSleeves MarshmallowSlippers CloudBunMarshmallow ChunkySneakersMarshmallow CozyMarshmallowPJs AllWhiteMarshmallowFit TeddyFleeceMarshmallow',
    wellness:
      'MarshmallowBreathing MarshmallowKindnessJar MarshmallowCloudWatching SlowMeltMarshmallowCocoa WaitForItMarshmallow NapLikeAMarshmallow SoftSundayMarshmallow MugHugMarshmallow',
    speed:
      'MarshmallowTowerRace ChopstickMarshmallows MarshmallowPyramidSprint MarshmallowCatapultBuild MiniMarshmallowJarFill SpoonFlipMarshmallow CupTossMarshmallowBlitz SortMarshmallowColors',
    music:
      'MarshmallowASMR MellowMarshmallowMix MarshmallowLullaby SoftRockMarshmallow CocoaCarolsMarshmallow WhisperSongMarshmallow FluffyHarmonyMarshmallow PorchSingAlongMarshmallow',
    art: 'MarshmallowSculpture MarshmallowIgloo PaintWithMarshmallows MarshmallowFaceDoodles MarshmallowPixelPortrait CocoaTopMarshmallowArt MiniMarshmallowLetters WinterSceneMarshmallow',
    tech: 'MarshmallowPixelAnimation MarshmallowLauncher SolarSmoreOven MarshmallowStickerMaker SlowMoMarshmallowSquish TimelapseMarshmallowMelt CodeAMarshmallowGame VoiceTimerMarshmallow',
    pet: 'MarshmallowCatLoaf IsMyDogAMarshmallow MarshmallowPlushForPuppy MarshmallowFluffBrushOut MeetMyBunnyMarshmallow XylitolMarshmallowWarning FreshlyGroomedMarshmallow WhiteKittenMarshmallow',
    gaming:
      'MarshmallowCatapult SmoreStackShowdown MarshmallowCheckers MarshmallowBocce MarshmallowTargetToss StrawSoccerMarshmallow TinyBowlingMarshmallow GuessHowManyMarshmallows',
  },
  pierogi: {
    dance:
      'PierogiPolka PierogiPinchAndTwirl PierogiAccordionGroove PierogiWiggle BabciaPierogiWaltz FolkDancePierogiNight HopStepPierogiParty KitchenDiscoPierogi',
    fitness:
      'RollingPinArmDay PierogiDoughKnead PierogiFestivalFunRun BackyardPierogiRace SquatPerPierogiPinch PlankWhilePierogiBoil DozenPierogiLunges PostFeastPierogiWalk',
    funny:
      'PierogiPinchFails PierogiGrandmaApproval PierogiPluralDebate PierogiBurstInThePot FamilyAssemblyLinePierogi BlueberryPierogiPlotTwist BabciaSaysEatMorePierogi NapAfterPierogiNight',
    prank:
      'MyLittlePierogiDay PierogiPolkaWakeUp PierogiStickerSurprise PierogiCrownForBabcia PierogiPhotobomb PlushPierogiInTheBed EmptyPotPierogiReveal SneakyPierogiDelivery',
    educational:
      'DumplingFamilyTree PierogiIsPlural PierogiVsVarenyky PierogiFreezeTrick WhyPierogiFloat WigiliaPierogiTradition PolishNumbersPierogi LearnToCrimpPierogi',
    travel:
      'PierogiFestivalTrip PierogiCityCrawl PierogiPicnicInThePark PierogiDreamTripToPoland PolishDeliPierogiRun ChurchBasementPierogi VisitBabciaPierogiDay TrailsidePierogiLunch',
    fashion:
      'FolkPrintFitCheck PierogiFlowerCrown PierogiAmberJewelry PolkaDotPierogiNight BabciaHeadscarfPierogi GrandpaCardiganPierogi FlourDustedPierogiApron RedAndWhitePierogiLook',
    wellness:
      'PierogiFamilyMaking PierogiRecipeLetter PierogiForNewParents PierogiDoughStressRelief CandlelitWigiliaPierogi QuietPinchingPierogi ThankfulPierogiTable FreezerStashPierogi',
    speed:
      'PierogiPinchRace PierogiAssemblyLineRelay PierogiDoughRollOut CutterCirclesPierogi PotatoMashPierogiSprint TrayArrangePierogiDash TenMinutePierogiLunch BeatBabciaPierogi',
    music:
      'PierogiPolkaSong AccordionKitchenJam PierogiRollingPinDrums PierogiRapBattle PierogiFamilyChoir SingStoLatPierogi ChristmasCarolsPierogi PinchToTheBeatPierogi',
    art: 'PierogiClayMini DumplingPinchPattern PierogiBabciaComic PierogiRecipeScrapbook PaperCutPierogiArt FolkFlowerPierogiPlate FeltPierogiPlushies StillLifePierogiSketch',
    tech: 'PierogiTranslateRecipe PierogiSlowMoPinch PierogiAIFillingIdeas QRCodePierogiCard AirFryerPierogiTest RecordBabciasPierogi SpreadsheetPierogiCount VideoCallPierogiClass',
    pet: 'PierogiDogStare DumplingPlushToy PierogiPetBed PierogiNapPile CatGuardsThePierogi LeaveThePierogiPup HamsterWheelPierogiNight BunnyNamedPierogi',
    gaming:
      'PierogiCountGuess PierogiHotPotato PierogiMemoryMatch PierogiBeanBagToss BlindTastePierogiFillings CardNightWithPierogi PolkaMusicalChairsPierogi DominoesAndPierogi',
  },
  'sweet potato': {
    dance:
      'SweetPotatoTwist SweetPotatoPieShimmy SweetPotatoSquareDance DoTheMashedSweetPotato YamJamSweetPotato HarvestSweetPotatoHop OrangeGlowSweetPotatoSway FarmStandSweetPotatoJig',
    fitness:
      'SweetPotatoFarmerCarry SweetPotatoFuelRun SweetPotatoShotPut CouchSweetPotatoTo5K GardenDigSweetPotato HarvestWalkSweetPotato MarketBagSweetPotatoCurls GroundingYogaSweetPotato',
    funny:
      'SweetPotatoDebate IsItReallyAYam SweetPotatoLookalikes SweetPotatoFrySnatcher CouchSweetPotatoLife BabyFirstSweetPotato GiantSweetPotatoReveal NarrateTheSweetPotato',
    prank:
      'SweetPotatoPhoneCall SweetPotatoFaceFamily SweetPotatoNameTags SweetPotatoLunchNote MyPetSweetPotato StockingSweetPotato GiftWrappedSweetPotato AutographedSweetPotato',
    educational:
      'SweetPotatoVsYam SweetPotatoSlips HowSweetPotatoesGrow SweetPotatoEnzymeTrick SweetPotatoRootOrTuber OrangeVsPurpleSweetPotato EdibleLeavesSweetPotato HarvestTimeSweetPotato',
    travel:
      'SweetPotatoFarmVisit SweetPotatoFestival SweetPotatoPieRoadTrip SweetPotatoMarketHaul RoadsideStandSweetPotato StreetCartSweetPotato HolidayTravelSweetPotato TrailMixSweetPotatoChips',
    fashion:
      'BurntOrangeFitCheck SweetPotatoFlannelSeason SweetPotatoCorduroy SweetPotatoEarthTones CouchSweetPotatoPJs HarvestBootsSweetPotato KnitBeanieSweetPotato AutumnWalkSweetPotatoLook',
    wellness:
      'SweetPotatoSlipGarden SweetPotatoNourishBowl SweetPotatoSoupForMom WarmHandsSweetPotato ThankfulTableSweetPotato SlowBakeSweetPotato UnpluggedSweetPotatoNight CozyCouchSweetPotato',
    speed:
      'MashedInAMinute SweetPotatoTowerBlitz SweetPotatoScrubDash SweetPotatoSizeSort BasketFillSweetPotato RollTheSweetPotatoRelay LoadedSweetPotatoBuild SweetPotatoSpoonBalance',
    music:
      'SweetPotatoPieBlues SweetPotatoOcarinaSolo SweetPotatoFiddleTune SweetPotatoJamSession CouchSweetPotatoPlaylist HumWhileSweetPotatoBakes HarvestChoirSweetPotato BanjoPickinSweetPotato',
    art: 'SweetPotatoStamp SweetPotatoCritters SweetPotatoRootDrawing SweetPotatoFoodFace OrangeHuesSweetPotato VineTrellisSweetPotato StillLifeSweetPotatoPie MoodyHarvestSweetPotato',
    tech: 'SweetPotatoAirFryerTest SweetPotatoSlipTimelapse SweetPotatoRecipeReel MicrowaveSweetPotatoHack CouchSweetPotatoReport AIMealPlanSweetPotato GardenAppSweetPotato HarvestVlogSweetPotato',
    pet: 'SweetPotatoDogToy PetHarvestPhoto SweetPotatoChewsForPups SweetPotatoTreatTrick SweetPotatoPawShake HamsterTriesSweetPotato CatVsRollingSweetPotato FrozenSweetPotatoPupsicle',
    gaming:
      'HotSweetPotato SweetPotatoBowling SweetPotatoCurling SweetPotatoRingToss GuessTheSweetPotatoWeight HideTheSweetPotato CardNightSweetPotatoPie CouchSweetPotatoGamer',
  },
  'small town': {
    dance:
      'SmallTownSquareDance SmallTownParadeStrut SmallTownTwoStep DinerJukeboxSmallTown BarnHopSmallTown CountyFairSmallTownJig PorchSwingSmallTownSway HalftimeSmallTownShimmy',
    fitness:
      'SmallTownFunRun HighSchoolTrackSmallTown SmallTownStepCount SmallTownParkBootcamp CommunityGymSmallTown NatureTrailSmallTownJog FarmChoresSmallTown SunriseStretchSmallTown',
    funny:
      'SmallTownRushHour DinerRegularsSkit SmallTownDirections SmallTownGossipSpeed SmallTownNightlife EveryoneKnowsYouSmallTown CityKidVisitsSmallTown BackInMyDaySmallTown',
    prank:
      'SmallTownSecretSanta SmallTownChalkNotes SmallTownKindnessRocks SmallTownPostcardMystery MailCarrierCardSmallTown FakeTourGuideSmallTown SurprisePicnicSmallTown BookFairySmallTown',
    educational:
      'SmallTownNameOrigin MainStreetHistoryWalk SmallTownOldestBuilding SmallTownPopulationGuess SmallTownLibraryArchives AskAnElderSmallTown WaterTowerSmallTownFacts TreeSpottingSmallTown',
    cooking:
      'SmallTownDinerRecipe CountyFairBakeOff SmallTownLemonadeStand SmallTownIceCreamSocial SmallTownPotluckStar ChurchCookbookSmallTown PancakeBreakfastSmallTown MarketHaulSmallTownMeal',
    fashion:
      'SmallTownThriftHaul SmallTownBootsAndDenim SmallTownSundayBest HomecomingSmallTownLook CountyFairSmallTownFit SchoolColorsSmallTown LinenSummerSmallTown FlannelSeasonSmallTown',
    wellness:
      'SmallTownSlowMorning FrontPorchSunset SmallTownNeighborCheckIn SmallTownLibraryAfternoon SmallTownPhoneFreeDay StargazingSmallTown WaveAtEveryoneSmallTown BenchSittingSmallTown',
    speed:
      'SmallTownInTenMinutes SmallTownMapDoodleDash SmallTownPhotoHunt SmallTownTriviaBlitz WheelbarrowRaceSmallTown FairgroundsRelaySmallTown ApplePickingSmallTown BeatTheWhistleSmallTown',
    music:
      'SmallTownBandstand SmallTownMarchingBand SmallTownFiddleContest SmallTownRadioDedication PorchPickingSmallTown KaraokeNightSmallTown SongAboutMySmallTown JukeboxPickSmallTown',
    art: 'SmallTownMural MainStreetPainting SmallTownMapIllustration SmallTownPostcardDesign SmallTownSidewalkChalk BarnQuiltSmallTown StorefrontWindowSmallTown PhotoWalkSmallTown',
    tech: 'SmallTownTimelapse MainStreetPanorama SmallTownPodcast SmallTownVirtualTour SmallTownNightSkyPhoto ThenAndNowSmallTown QRHistorySmallTown SoundMapSmallTown',
    pet: 'SmallTownPetParade SmallTownAdoptionDay SmallTownVetThankYou GoatPettingSmallTown DogFriendlyShopsSmallTown LocalCelebPupSmallTown BookstoreCatSmallTown BackyardChickensSmallTown',
    gaming:
      'SmallTownBingoNight SmallTownCornholeLeague SmallTownEuchreClub SmallTownCakewalk PorchCheckersSmallTown TreasureHuntSmallTown FairRingTossSmallTown HorseshoePitSmallTown',
  },
};
