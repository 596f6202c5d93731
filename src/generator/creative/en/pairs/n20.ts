import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  box: {
    dance:
      'BoxStepChallenge JackInTheBoxPop MoonwalkOutTheBox RobotBoxBoogie BoxFortDisco PassTheBoxShuffle SquareDanceInABox MovingBoxMambo',
    fitness:
      'LiftTheBoxRight MovingBoxDeadlift BoxHurdleHops PlankAndPassTheBox FarmersBoxCarry ShoeBoxShuttleRun ToeTapTheBox BoxOverheadPress',
    funny:
      'KidsPreferTheBox EpicEmptyBoxReveal JustInCaseBoxPile TooBigForTheBox SillyBoxCostume UnlabeledBoxMystery BoxMansionTour WorstBoxHidingSpot',
    prank:
      'TwentyBoxesDeep GiantBoxTinyNote SwapTheShoeBox TapedShutCerealBox OvernightBoxFort BoxFullOfCompliments FakeHeavyBoxHandoff DadJokeBoxSurprise',
    educational:
      'OrigamiBoxChallenge GuessTheBoxVolume UnfoldTheBoxNet BoxStrengthTest RecycleBoxesRight ShoeBoxPinholeCamera PackABoxLikeAPro BoxInFiveLanguages',
    cooking:
      'MysteryBoxCookOff BentoBoxBuild BoxedMacGlowUp BoxMixVsScratch TakeoutBoxPlateHack BackOfTheBoxRecipe MealPrepBoxSunday GuessTheCerealBox',
    travel:
      'PackLifeInOneBox MovingDayBoxCount MySouvenirBox TripSnackBoxSwap PicnicInABox LastBoxOutTheDoor BoxFortCampout BoxCarWorldTour',
    fashion:
      'StyleABoxPleat BoxBraidsFitCheck BoxyTeeThreeWays ClosetInOneBox BoxFreshKicks DressUpBoxDare RobotBoxCosplay VintageHatBoxFind',
    wellness:
      'TryBoxBreathing GratitudeBoxNotes WorryBoxLetGo DonateOneBoxToday MemoryBoxSunday CozyBoxFortRead ComfortBoxForAFriend IndoorHerbBox',
    speed:
      'AssembleABoxFast FlattenTenBoxes BoxTowerMinute ShoeBoxMatchUp PackTheBoxRace BoxCarryRelay SortIntoBoxesDash ThirtySecondBoxFort',
    music:
      'ShoeBoxGuitar BoxDrumSolo MusicBoxMelody BoxFortConcert SingIntoTheBox BoxAndSpoonBeat CopyMyBoxRhythm MovingBoxBlues',
    tech: 'BoxStopMotion MeasureTheBoxApp ShoeBoxPhoneProjector QRCodeMovingBoxes TimelapseABoxFort PhotoStudioInABox BoxSpeakerHack BoxLaptopRiser',
    pet: 'CatPicksTheBox IfItFitsBoxTest BunnyBoxTunnel PupTreatBoxHunt BoxCastleForKitty HamsterBoxMaze BoxBlanketNest BoxNapSpot',
    gaming:
      'WhatsInTheBox CardboardBoxArcade LandItInTheBox PassTheBox BoxPinballBuild BoxTowerTopple ShoeBoxBoardGame HotColdBoxHunt',
  },
  'extension cord': {
    dance:
      'ExtensionCordLimbo ExtensionCordConga ExtensionCordTwist ExtensionCordLineDance HopTheExtensionCord MoonwalkTheExtensionCord SideStepExtensionCord PassTheExtensionCord',
    fitness:
      'BroadJumpExtensionCord ExtensionCordSideShuffle ExtensionCordSkiHops CrabWalkExtensionCord CoilExtensionCordLunges ExtensionCordReelCarry PlankOverExtensionCord DuckUnderExtensionCord',
    funny:
      'ProudDadExtensionCord ExtensionCordSnakeCharm NarrateTheExtensionCord ExtensionCordBreakup ExtensionCordKnotMystery ExtensionCordSoapOpera TalkShowExtensionCord WhoseExtensionCordIsThis',
    prank:
      'ExtensionCordToNowhere FollowTheExtensionCord ExtensionCordGiftBow FakeExtensionCordMic HeartShapedExtensionCord GooglyEyeExtensionCord ExtensionCordNamedSteve ExtensionCordPartyHat',
    educational:
      'OverUnderExtensionCord ExtensionCordLengthGuess ExtensionCordKnotScience FindPiWithExtensionCord ExtensionCordWavePhysics ColorCodeExtensionCords ShapesFromExtensionCord ExtensionCordFrictionTest',
    cooking:
      'ExtensionCordCookies LicoriceExtensionCord ExtensionCordSausageCoil ExtensionCordNoodlePull PretzelExtensionCord ExtensionCordLengthSub BreadBraidExtensionCord FruitRollExtensionCord',
    travel:
      'CarryOnExtensionCord ExtensionCordLengthWalk ExtensionCordStoreRun CampPackExtensionCord SouvenirTagExtensionCord MoveOutExtensionCordHaul SpotTheExtensionCord GarageSaleExtensionCord',
    fashion:
      'ExtensionCordBelt DressLikeAnExtensionCord MatchYourExtensionCord ExtensionCordRunway WorkwearExtensionCord ExtensionCordPhotoshoot CableKnitExtensionCord DadcoreExtensionCord',
    wellness:
      'SlowUntangleExtensionCord ExtensionCordDeclutter ExtensionCordYogaStrap CalmCircleExtensionCord ExtensionCordBalanceWalk ExtensionCordBreathLoops HelpGrandpaExtensionCord ASMRExtensionCordUnwind',
    speed:
      'FastestExtensionCordCoil ExtensionCordUntangleRace ExtensionCordRelay ExtensionCordFinishLine LabelTenExtensionCords ReelInExtensionCordDash SortTheExtensionCords GrabTheExtensionCord',
    music:
      'ExtensionCordRoadie ExtensionCordUnplugged KaraokeExtensionCordMic ExtensionCordBlues RapAboutExtensionCords ExtensionCordJingle AirGuitarExtensionCord DadRockExtensionCord',
    art: 'ExtensionCordComic ExtensionCordClayCopy ExtensionCordMandala PopArtExtensionCord ExtensionCordColorTape NameInExtensionCord ShadowTraceExtensionCord BlindContourExtensionCord',
    pet: 'LeaveItExtensionCord ExtensionCordCrawlCheck ExtensionCordStayLine PuppyProofExtensionCord BunnySafeExtensionCord ExtensionCordWallClips NoChewExtensionCord ExtensionCordTuckAway',
    gaming:
      'ExtensionCordHopscotch ExtensionCordSnakeGame ExtensionCordRingToss ExtensionCordShapeGuess KnotPuzzleExtensionCord MazeOfExtensionCords ToyCarTrackExtensionCord RiverJumpExtensionCord',
  },
  'rubber band': {
    dance:
      'DanceLikeARubberBand RubberBandBounce PassTheRubberBandBall RubberBandLimbo RubberBandArmWave RubberBandSkipping SlowMoRubberBandStretch BendyRubberBandShuffle',
    fitness:
      'RubberBandFingerFlex StretchLikeARubberBand RubberBandHighJump RubberBandRepCounter PlankRubberBandStack CatchTheRubberBandBall LungeCollectRubberBands ToePickupRubberBands',
    funny:
      'RubberBandNewsReport WhereDoRubberBandsGo GrandmasRubberBandStash AdoptARubberBand RubberBandLifeStory RubberBandRomCom RubberBandFixesAll ExplainRubberBandsBadly',
    prank:
      'RubberBandedRemote RubberBandTheBananas PenBouquetRubberBand SockBundleRubberBand DoorknobRubberBandNote CookieJarRubberBands GrowingRubberBandBall RubberBandTrophy',
    educational:
      'HookesLawRubberBand RubberBandPitchLab RubberBandPoweredCar GeoboardRubberBandMath FrozenRubberBandTest WeighTheRubberBandBall HowManyRubberBandsLong PlaceValueRubberBands',
    cooking:
      'RubberBandJarOpener StarterRiseRubberBand NoRubberBandEggs HerbBundleRubberBand RubberBandBagSeal RubberBandSpoonRest DeliWrapRubberBand RubberBandChopsticks',
    travel:
      'RubberBandClothesRoll NoSpillRubberBand RubberBandBagMarker PassportRubberBand FlipFlopRubberBandFix ChargerCableRubberBand TripCountdownRubberBand TrailMixRubberBand',
    fashion:
      'RubberBandButtonHack RubberBandSleeveScrunch TaperedJeansRubberBand TShirtKnotRubberBand RubberBandBraceletStack RubberBandSneakerStyle OneRubberBandFiveLooks ThriftFlipRubberBand',
    wellness:
      'WaterBottleRubberBand GratitudeRubberBands StressBallRubberBand RubberBandPlantTie RubberBandKindnessChain RubberBandHabitSwap SlowStretchRubberBand PhoneRubberBandDetox',
    speed:
      'OneMinuteRubberBandBall RubberBandBottleBlitz FastestRubberBandChain RubberBandColorSort ChopstickRubberBands RubberBandPencilRace GeoboardRubberBandDash RubberBandCupTower',
    music:
      'RubberBandGuitar PluckARubberBandTune RubberBandOrchestra GuessTheRubberBandSong DoReMiRubberBands RubberBandBassLine RubberBandCountryTwang ChairHarpRubberBand',
    tech: 'RubberBandPhoneGrip RubberBandStopMotion RubberBandTimelapse WebcamCoverRubberBand EarbudsRubberBandWrap CodeARubberBandBounce GeoboardAppRubberBand TabletStandRubberBand',
    pet: 'SweepUpRubberBands TreatBagRubberBand RubberBandPetPortrait LeashRollRubberBand HideTheRubberBands WalkCountRubberBand SitterKitRubberBand CatProofRubberBandDrawer',
    gaming:
      'RubberBandRingToss CatsCradleRubberBand RubberBandBallBowling RubberBandTicTacToe PickUpRubberBands RubberBandPrizeUnwrap GuessHowManyRubberBands TreasureHuntRubberBand',
  },
  'lunch tray': {
    dance:
      'BalanceTheLunchTray LunchTrayTwirl LunchTrayStepTeam PassTheLunchTray LunchTrayFlashMob SalsaWithLunchTray CongaWithLunchTrays HipHopLunchTray',
    fitness:
      'LunchTrayPlank WaiterCarryLunchTray LunchTraySlideLunge LunchTraySquatPulse LunchTrayHeadBalance CrabWalkLunchTray DeadBugLunchTray PushUpLunchTrayTap',
    funny:
      'MysteryMeatLunchTray WhereDoISitLunchTray LunchTrayTradingFloor FancyWaiterLunchTray GrownUpsLunchTray LunchTrayNatureDoc NoTouchingLunchTray LunchTrayCritic',
    prank:
      'GoldStarLunchTray NapkinRiddleLunchTray OnePeaLunchTray LunchTrayRestaurantBill MiniatureLunchTray LunchTrayDoodleSurprise StickyNoteLunchTray GooglyEyeLunchTray',
    educational:
      'FoodGroupsLunchTray LunchTrayFractions GuessTheCountryLunchTray FarmToLunchTray LunchTrayRecyclingSort LunchTrayInSpanish TableMannersLunchTray CressGardenLunchTray',
    travel:
      'LunchTrayParkPicnic LunchTrayWorldTour AirplaneMealLunchTray LocalEatsLunchTray SummerCampLunchTray FieldTripLunchTray HotelBuffetLunchTray CafeteriaCrawlLunchTray',
    fashion:
      'LunchTrayColorPalette LunchTrayRunway FirstDayFitLunchTray SchoolUniformLunchTray SpillProofLunchTray ThrowbackLunchTrayLook LunchTrayStyleSwap CafeteriaChicLunchTray',
    wellness:
      'MindfulLunchTray ThankYouNoteLunchTray SitWithMeLunchTray LunchTrayNoPhoneZone SunshineLunchTray BreakfastInBedLunchTray LunchTrayVeggieFirst LunchTrayMemoryLane',
    speed:
      'NoSpillLunchTrayRelay LunchTrayStackOff LunchTrayCleanupRace SporkSortLunchTray LunchTrayMemoryDash BeatTheBellLunchTray LunchTrayNapkinFold PeaPickupLunchTray',
    music:
      'LunchTrayDrumSolo CupSongLunchTray LunchTrayRap LunchTrayOpera MenuJingleLunchTray StompClapLunchTray BeatboxLunchTray CafeteriaChoirLunchTray',
    art: 'LunchTrayFoodFaces PaintPaletteLunchTray LunchTrayStillLife LunchTrayMosaic MonoprintLunchTray MiniClayLunchTray PopArtLunchTray ComicStripLunchTray',
    tech: 'StopMotionLunchTray LunchTrayQRMenu LunchTrayAIPlanner LunchTrayTimelapse EmojiLunchTray VideoCallLunchTray PixelArtLunchTray OverheadShotLunchTray',
    pet: 'DogDinnerLunchTray PuzzleFeederLunchTray NoBeggingLunchTray CatNapLunchTray BunnySaladLunchTray GroomingKitLunchTray LunchTrayToyCleanup LunchTrayTrickTally',
    gaming:
      'LunchTrayMemoryMatch LunchTrayBingo LunchTrayTicTacToe GuessTheLunchTrayPrice LunchTrayBeanBagToss PlayCafeteriaLunchTray ISpyLunchTray DiceRollLunchTray',
  },
};
