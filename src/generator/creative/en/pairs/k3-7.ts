import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'beach ball': {
    dance:
      'BeachBallHipBump BeachBallLimbo BeachBallPassShuffle HulaWithABeachBall ShowUsYourBeachBallMoves BeachBallDanceOff 30SecondBeachBallGroove TapTheBeachBallOnBeat',
    fitness:
      'BeachBallCrunchPass BeachBallSquatToss CanYouSqueezeABeachBall 7DayBeachBallAbs OverheadBeachBallThrows PlankBeachBallRoll OneMinuteBeachBallKeepUp BeachBallLungeRelay',
    music:
      'BeachBallDrumBattle BeachBallBeatPass CanYouStrumABeachBall BeachBallSqueakSolo SummerSongBeachBall BeachBallBounceDuet 10SecondBeachBallJingle SingIntoYourBeachBall',
    pet: 'BeachBallNoseNudge PuppyBeachBallChase CanYourPupRollABeachBall BeachBallGoalkeeperDog 30SecondBeachBallSave BeachBallTrickForTreats BeachBallBackyardZoomies PetVsBeachBall',
    prank:
      'RoomFullOfBeachBalls BeachBallInTheCloset BeachBallUnderTheDuvet GooglyEyedBeachBallGuest BeachBallsFillEveryDrawer TinyBeachBallSwitch TheirPillowIsABeachBall WakeUpToBeachBalls',
    funny:
      'BeachBallBonk CanYouInflateABeachBall BlowUpBeachBallFaces SlowMoBeachBallFail BeachBallInTheOffice DadVsBeachBallValve WhenTheBeachBallWontFit LiveBeachBallCommentary',
    tech: 'BeachBallSlowMo BeachBallTrickShotEdit StopMotionBeachBall PanoramaBeachBallGlitch 1MinuteBeachBallReel BeachBallGIFLoop BeachBallAcrossScreens ReverseVideoBeachBall',
    travel:
      'PackTheBeachBall BeachBallAtEveryStop 7DayBeachBallRoadTrip BeachBallParkPicnic BeachBallTravelBuddy WhereHasYourBeachBallBeen SunsetBeachBallToss BoardwalkBeachBallStroll',
  },
  cringe: {
    fitness:
      'CringeAerobicsRevival OneMinuteCringeWorkout CringePlankHold ShowUsYourCringeWarmUp SquatPerCringePost CringeFlexPose 7DayCringeCardio SlowMoCringeSprint',
    gaming:
      'CringeGamerTagReveal CringeOldGameClips CringeEmojiCharades WouldYouRatherCringe DontCringeChallenge CringeVictoryDanceBattle MostLikelyToCringe 60SecondCringeQuiz',
    prank:
      'CringePoemSurprise ExtraCringeSerenade OverTheTopCompliments CanYouOutCringeMe CringeFridgeHaiku CringeyNoteInEveryShoe MirrorFullOfCringePuns CringeDanceWakeUp',
    tech: 'CringeOldProfileTour ReadYourOldestCringeText FirstEmailCringe CringeUsername CringeFaceFilter CringeEmojiCombo ThenVsNowCringeSelfie GuessMyCringeRingtone',
    travel:
      'CringeTouristPoses CringePostcardHome 5CringeShotsPerTown WorstSouvenirCringe CringeRoadTripSong CringeHotelTour ThenVsNowCringePic CanYouBeatMyCringeSnap',
    wellness:
      'EmbraceTheCringe CringeToConfidence LaughAtOldPosts SayACringeStoryAloud LetterToCringeMe FaceYourCringeFriday BreatheOutTheCringe 7DayCringeJournal',
    art: 'CringeArtRedraw CringeSketchbookTour CringeSelfPortrait DrawYourCringeEra MakeACringeCard ComicStripCringe ThenVsNowCringeDrawing 10MinuteCringeDoodle',
    cooking:
      'CringeRetroRecipes CanYouMakeCringeTasty TasteTestCringeCombos CringeCakeMessage 10SecondCringeChefIntro CringeGarnishGlowUp MyCringeSnackVsYours CringeToastArt',
  },
  crochet: {
    dance:
      'CrochetTopTwirl CrochetChainConga ShowUsYourCrochetShimmy CrochetedPuppetMoves 30SecondCrochetGroove CrochetSquareDance TangoInACrochetScarf GrandmaCrochetDuet',
    fitness:
      'CrochetRowsAndReps CrochetWristWarmup 7DayCrochetPostureFix JumpRopeFromCrochet CrochetSweatband CanYouKeepUpACrochetBall OneMinuteCrochetShakeOut CrochetNeckStretch',
    prank:
      'CrochetBookmarkNote WhoCrochetedMyRemote CrochetBananaInTheBowl CrochetEggHats WateringACrochetPlant CrochetPetTwin DoorknobCozyCrochet TeddysNewCrochetMustache',
    wellness:
      'SlowCrochetSunday CrochetWindDown OneRowADay GiftYourCrochetHat CrochetWorryPet CrochetCircle CrochetFidgetToy 30MinuteCrochetUnwind',
    funny:
      'CrochetTheWholeHouse JustOneMoreCrochetRow MyFirstCrochetBlob GuessWhatIMadeInCrochet CrochetedMustache CrochetNotKnitting PatternPicVsRealCrochet GrandmaRatesCrochet',
    pet: '1HourCrochetCatCave CrochetPetBed CrochetTreatPouch MyPupsCrochetTwin CrochetAmigurumiDoggo DoesYourDogLikeCrochet CrochetSnuffleMat KittyPicksACrochetToy',
    travel:
      '10CitiesOneCrochetScarf CrochetOnThePlane CrochetAPostcard PackACrochetKit CrochetSouvenir ShowUsYourCrochetView WhereDidYouCrochetThis CrochetedTravelMap',
  },
  'balloon animal': {
    fitness:
      'BalloonAnimalKeepUp BalloonAnimalSquatPass BalloonAnimalCrabRelay BalloonAnimalSwordLunge BurpeePerBalloonAnimal 7DayBalloonAnimalAbs YogaWithBalloonAnimals 1MinuteBalloonAnimalTaps',
    prank:
      'BalloonAnimalRoomFill OurNewPetIsABalloonAnimal BalloonAnimalInTheFridge BalloonAnimalPhotobomb DinnerGuestBalloonAnimal LunchboxBalloonAnimal ShoesFullOfBalloonAnimals TeddyTurnedBalloonAnimal',
    wellness:
      'BalloonAnimalBreathwork GiftABalloonAnimal SlowBalloonAnimalSunday BalloonAnimalGratitude SqueezeABalloonAnimal BalloonAnimalLaughBreak 7DayBalloonAnimalSmiles 1MinuteBalloonAnimalCalm',
    educational:
      'BalloonAnimalInFiveTwists MathWithBalloonAnimals 7DayBalloonAnimalSchool SpellWithBalloonAnimals NameThatBalloonAnimal TeachABalloonAnimal BalloonAnimalStaticTrick BalloonAnimalHabitatQuiz',
    fashion:
      'RockYourBalloonAnimal 3WaysToWearBalloonAnimals BalloonAnimalBracelet BalloonAnimalRunway BalloonAnimalCrownIn10Min DressAsABalloonAnimal MatchMyBalloonAnimal PopArtBalloonAnimalFit',
    music:
      'BalloonAnimalSqueakSong BalloonAnimalDrumDuet BalloonAnimalOnEveryBeat NameThatBalloonAnimalTune SingToYourBalloonAnimal 10SecondBalloonAnimalJam ConductABalloonAnimalBand LullabyForABalloonAnimal',
  },
  deadlift: {
    cooking:
      'DeadliftPlateCookies DeadliftDayBreakfast 10MinuteDeadliftDinner CanYouCookLikeADeadlifter PostDeadliftSmoothie DeadliftEnergyBites SundayDeadliftMealPrep OatsBeforeDeadlift',
    music:
      'DeadliftOnTheDrop DeadliftWalkoutSong ShowUsYourDeadliftAnthem DeadliftGruntChoir DeadliftCueJingle ASMRDeadlift 3MinuteDeadliftPlaylist ClassicalVsRapDeadlift',
    prank:
      'BalloonBarbellDeadlift DeadliftSurpriseCheer GooglyEyedDeadliftPlates PlushieCrowdDeadlift DeadliftFanSign ToyWeightDeadliftFlex FoilTrophyDeadlift DeadliftAnnouncer',
    art: 'PaintYourDeadliftPlates DeadliftLockoutShot DeadliftChalkPrints ThenVsNowDeadliftPortrait SuperheroDeadlift DrawADeadliftIn60Seconds DeadliftPosterDesign CartoonMeDeadlifting',
    fashion:
      'DeadliftFitCheck SockItToTheDeadlift DeadliftShoeDebate DeadliftOutfitIn3Ways OldVsNewDeadliftGear EightiesDeadliftLook OversizedTeeDeadlift BraidsForDeadliftDay',
    pet: 'PetSpotsMyDeadlift DeadliftDogHype KittenJudgesYourDeadlift DownStayDeadlift FetchBetweenDeadliftSets CuddlesAfterDeadlift 5DeadliftsThenWalkies HighPawDeadlift',
  },
  'laundry room': {
    cooking:
      'LaundryRoomCycleDinner LaundryRoomDoughProof DryHerbsInTheLaundryRoom 7DayLaundryRoomMealPrep BeatYourLaundryRoomBuzzer LaundryRoomSnackBasket LaundryRoomApronRescue CookiePerLaundryRoomLoad',
    dance:
      'LaundryRoomSpinCycle 30SecondLaundryRoomGroove LaundryRoomHangerShuffle LaundryRoomFoldAndVogue WaltzInTheLaundryRoom MomVsMeLaundryRoomBattle LaundryRoomLineDance StrutFromYourLaundryRoom',
    fitness:
      'SquatPerLaundryRoomLoad LaundryRoomCalfRaises LaundryRoomTowelCurls 7DayLaundryRoomAbs SpinCycleLaundryRoomHIIT LungeToTheLaundryRoom LaundryRoomBasketRelay LaundryRoomWallSit',
    funny:
      'LaundryRoomSockThief LaundryRoomMountain GuessThisLaundryRoomFind WhyMyLaundryRoomIsSnowing ShrunkInTheLaundryRoom DadVsLaundryRoom LaundryRoomStaticHair LaundryRoomTourParody',
    gaming:
      'LaundryRoomSockHoops 1MinuteLaundryRoomMatchUp LaundryRoomScavengerHunt EscapeTheLaundryRoom KidsVsParentsLaundryRoom LaundryRoomBingo WouldYouRatherLaundryRoom 5QuestionLaundryRoomQuiz',
    music:
      '30SecondLaundryRoomBeat LaundryRoomAcoustics RemixTheLaundryRoomBuzzer BucketDrumsLaundryRoom LaundryRoomWorkSong FamilyLaundryRoomJam LaundryRoomLullaby LaundryRoomAirGuitar',
  },
  apple: {
    art: 'AppleStampArt AppleStillLife EyesClosedAppleSketch OneLineApple AppleInFiveStyles WrongHandApple 7DayAppleStudy 60SecondAppleDrawing',
    wellness:
      'AppleADayHabit MindfulAppleBite ShareAnApple AppleSeedGratitude 10MinuteAppleWalk LeaveApplesForNeighbors SlowAppleSunday AppleSliceASMR',
    fitness:
      'AppleADayAbs AppleBalanceIn60Seconds AppleSpoonRelay PlankApplePass CurlABagOfApples 100AppleSquats CanYouLungeWithAnApple AppleTossSitUps',
    gaming:
      'Stack5ApplesIn30Seconds TicTacToeApples GoldenAppleHunt AppleTowerTopple AppleBowling AppleHotPotato GuessTheAppleWeight KidsVsAdultsAppleRace',
    tech: '7DayAppleBrowningCam AppleTimeLapse SlowMoAppleDrop StopMotionApple ZoomInOnAnApple 10FrameAppleAnimation AppleProductShot AppleEmojiIRL',
  },
  bus: {
    art: 'BusTicketCollage SketchEveryBusRide CardboardSchoolBus 10MinuteBusDoodle DrawYourBusStop FoggyBusWindowArt BusRouteMapArt BusCityscapeDrawing',
    cooking:
      'SchoolBusCake BusRideBento WrapItForTheBus BusThermosOats WheelsOnTheBusCookies BuildABusFromSnacks 7DayBusLunchPrep 5MinuteBusStopBreakfast',
    dance:
      'BusStopShuffle WheelsOnTheBusRemix BusBellHop BackOfTheBusBoogie BusShelterShimmy DanceTillYourBusComes SchoolBusStrutBattle 10SecondBusWaitGroove',
    pet: 'DogOnTheBus BusPuppyFirstTrip PetWaitsForTheBus CatVsToyBus PupReactsToBusSounds BuildYourHamsterABus 7DayBusStopWalkies BusWindowKittyWatch',
    prank:
      'MyBedroomIsABusStop TeddyBearBusPass BusHornAlarmForDad BusPlushPassenger BusDriverVoiceWakeUp GooglyEyesOnBusTicket ToyBusInTheirBackpack TinyBusParksByMomsBed',
  },
  'goodie bag': {
    dance:
      'GoodieBagFreezeDance EarnYourGoodieBagMoves GoodieBagConga GoodieBagLimbo 10SecondGoodieBagGroove GoodieBagBoogieBattle TwirlForAGoodieBag StrikeAPoseGoodieBag',
    music:
      'GoodieBagBandBattle GoodieBagShakers GoodieBagWhistleTune GoodieBagCrinkleBeat PlayYourGoodieBag KazooFromAGoodieBag 30SecondGoodieBagSong JingleForAGoodieBag',
    pet: 'CanYourDogOpenGoodieBags GoodieBagForTheShelter 1MinuteGoodieBagUnwrap GoodieBagSniffTest GoodieBagKittenToys GoodieBagPetParty 7DayGoodieBagFavorites PuppyPicksAGoodieBag',
    travel:
      'PlaneRideGoodieBag PackARoadTripGoodieBag OneGoodieBagPerCity ShowUsYourGoodieBagHaul GoodieBagOfLocalSnacks GoodieBagCampout GoodieBagForTheHost GoodieBagBeachDay',
    wellness:
      'PackASelfCareGoodieBag 7DayGoodieBagKindness FeelBetterFridayGoodieBag CalmDownGoodieBag GoodieBagOfAffirmations GoodieBagSpaNight GoodieBagForGrandma GoodieBagGratitudeNotes',
  },
  'price tag': {
    art: 'PriceTagCollage PriceTagDoodles TinyArtOnAPriceTag 10MinutePriceTagPortrait 7DayPriceTagSketches PaintWhatThePriceTagSays PriceTagWatercolorMinis MosaicOfPriceTags',
    cooking:
      'UnderFivePriceTagDinner GuessThePriceTagTasteTest CanYouBeatThisPriceTag PriceTagPerServing PriceTagMysteryBasket PriceTagLunchbox PriceTagBakeSale LowestPriceTagFeastWins',
    dance:
      'PriceTagScannerBeat PriceTagStillOnGroove HalfOffPriceTagHustle 10SecondPriceTagDance TwirlToRevealPriceTag PriceTagStrutBattle ShowUsYourPriceTagMoves PriceTagSalsa',
    prank:
      'PriceTagsOnEverything FancyPriceTagOnDadsMug PriceTagTeddySale MillionDollarPriceTag 7DaysOfPriceTagPranks ToyScannerPriceTagCheck RemoteNowHasAPriceTag PriceTagOnTheirPlant',
    wellness:
      'SelfCareWithoutPriceTags 30DayPriceTagReset ThingsYouCantPriceTag PriceTagPauseRule HandmadeGiftNoPriceTag PriceTagFreeFriday SunsetsBeatPriceTags PriceTagUnsubscribe',
  },
  'wall sit': {
    cooking:
      'WallSitTillItToasts WallSitTasteTest SandwichOnAWallSit PeelAnOrangeMidWallSit CanYouWallSitUntilDinner WallSitBeanSnap WallSitForDessert OneMinuteWallSitSalad',
    gaming:
      'WallSitTriviaRound LoserDoesTheWallSit CanYouGameInAWallSit RockPaperWallSit WallSitTicTacToe WallSitBossBattle DiceRollWallSit MusicalChairsWallSit',
    prank:
      'SilentlyJoinTheirWallSit TheLongestWallSitMinute VideoCallWallSit WallSitBirthdaySong FurnitureWallSit WallSitCheerPoster SecretStoolWallSit WallSitRecordBluff',
    tech: 'WallSitHeartRate 30DayWallSitTracker 60SecondWallSitTimer WallSitTimelapse LevelAppWallSit WallSitVideoCallDuel GreenScreenWallSit SlowMoWallSit',
    wellness:
      'WallSitMeditation BreatheThroughAWallSit WallSitGratitude WallSitAffirmations SunriseWallSit 7DayWallSitCalm NoPhoneWallSit SoftSundayWallSit',
  },
  'bobby pin': {
    pet: 'BobbyPinSweepForPuppy VetSaysNoBobbyPins 7DayBobbyPinPatrol BobbyPinPetPortrait KittenProofBobbyPins BobbyPinStashOutOfReach 1MinuteBobbyPinFloorCheck CatJudgesMyBobbyPinHunt',
    prank:
      'BobbyPinTrailSurprise SocksClippedWithBobbyPins BobbyPinPillowNote ReturnAllTheBobbyPins ABobbyPinInEveryPocket GiantBobbyPinForMom GooglyEyeBobbyPins MuseumOfLostBobbyPins',
    fitness:
      '60SecondBobbyPinDash SquatForEveryBobbyPin BobbyPinToeGrab BearCrawlBobbyPinHunt 7DayBobbyPinAbs CanYouPickUpABobbyPin SingleLegBobbyPinPickup BobbyPinPlankSlide',
    gaming:
      'BobbyPinPickUpSticks TicTacToeWithBobbyPins FlickTheBobbyPin GuessTheBobbyPinJar MagnetVsBobbyPins BobbyPinBingo 30SecondBobbyPinStack BobbyPinBottleDrop',
  },
  cheesecake: {
    pet: 'CheesecakePlushToy PetVsCheesecakePillow KittenInACheesecakePan PupsCheesecakeBirthdayPic CheesecakeShapedDogBed SlowMoCheesecakeSqueak CheesecakeSqueakerFetch CheesecakeBlanketNap',
    prank:
      'SocksFillTheCheesecakeTin PlushCheesecakeDessert CheesecakeDoorSurprise NewLockScreenCheesecake CheesecakeInADonutBox CheesecakeEmptyPlateBluff GooglyEyedCheesecake MiniCheesecakeDrop',
    fitness:
      'CheesecakeStepChallenge CheesecakeBakeHIIT RunForCheesecake CurlACheesecakePan MoveWhileCheesecakeSets 1MinuteCheesecakePlank WalkToTheCheesecakeShop CheesecakeSquatBreak',
    gaming:
      'CheesecakeLoserBakes WinnerGetsCheesecake GuessTheCheesecakeFlavor KidsVsParentsCheesecake PlayForTheLastCheesecake CanYouDrawACheesecake 60SecondCheesecakeQuiz CheesecakeCharades',
  },
  'cozy season': {
    art: '7DayCozySeasonSketchbook CozySeasonWatercolor PaintYourCozySeasonMug CozySeasonCollage 10MinuteCozySeasonDoodle CozySeasonJournalSpread FeltMushroomCozySeason CozySeasonCrochet',
    funny:
      'CozySeasonStarterPack RateMyCozySeasonBurrito CozySeasonInAHeatwave CozySeasonHibernation DadVsCozySeason HowManyCozySeasonSweaters CozySeasonNarrator SocksAndSandalsCozySeason',
    tech: 'CozySeasonWallpaper CozySeasonTimelapse OneMinuteCozySeasonEdit CozySeasonDeskSetup SlowMoLeavesCozySeason CozySeasonVlog 7DayCozySeasonPhotoDump GlowUpYourCozySeasonPhone',
    gaming:
      'CozySeasonBoardGames 1000PieceCozySeasonPuzzle CozySeasonCardNight MomVsMeCozySeasonChess WhodunitCozySeason CozySeasonTrivia CozySeasonCoOp TimedCozySeasonCrossword',
  },
  evening: {
    dance:
      'EveningGownTwirl MomAndMeEveningDuet EveningNewsIntroDance 10MinuteEveningGroove MoonlitEveningWaltz EveningPorchTwoStep ShowUsYourEveningMoves EveningKitchenDisco',
    fashion:
      'DayToEveningLook ThriftAnEveningGown StyleOneEveningDress3Ways EveningFitBattle EveningSparkleMakeup SneakersAndEveningWear EveningScarfKnots 10MinuteEveningGlowUp',
    pet: 'EveningSniffWalk EveningZoomiesCam EveningTreatPuzzle EveningBrushingRitual 10FetchesEveryEvening ReadYourDogAnEveningStory CatVsEveningFeather QuietEveningLapNap',
    prank:
      'EveningGownWelcome GooglyEyedEveningMugs ShoeNoteEveryEvening BananaPhoneEveningCall SurpriseEveningDisco StuffiesEveningBash TeaForTeddyThisEvening GoodMorningAllEvening',
  },
  'measuring cup': {
    dance:
      'MeasuringCupShimmy 10SecondMeasuringCupDance MeasuringCupHandJive PassTheMeasuringCupConga OneMeasuringCupTwoStep MomVsKidMeasuringCupMoves FullMeasuringCupWaltz MeasuringCupLimbo',
    fitness:
      'MeasuringCupWaterWalk 30SecondMeasuringCupStack CarryAMeasuringCupRelay MeasuringCupSquatScoop LungeForTheMeasuringCup MeasuringCupToeTaps 7DayMeasuringCupAbs ArmCirclesMeasuringCup',
    prank:
      'TheirMugIsAMeasuringCup MeasuringCupDoorTower NestingDollMeasuringCup TinyMeasuringCupOnly ShoesHoldingMeasuringCups GooglyEyedMeasuringCups MeasuringCupMagicTrick RubberDuckMeasuringCup',
    wellness:
      '7DayMeasuringCupWaterLog MeasuringCupGratitude 5MinuteMeasuringCupPause MeasuringCupTeaRitual MeasuringCupOfCalm MeasuringCupNeighborBake MondayMeasuringCupPlants BirdseedMeasuringCup',
  },
  pencil: {
    cooking:
      'PencilPretzelRods PencilSugarCookies 10MinutePencilSnacks BackToSchoolPencilCake PencilShapedSandwich CookWhatYourPencilDrew LunchboxPencilWraps BuildAPencilFromFruit',
    fitness:
      'PencilBalanceSquats PencilPickUpToes 7DayPencilStudyBreak 30SecondPencilPlank DropThePencilBurpee PencilCatchReflex RelayRaceWithPencils PencilHopscotchGrid',
    gaming:
      'PencilDotsAndBoxes PencilAndPaperRPG PencilHangmanDuel PencilTicTacToe 60SecondPencilMaze GuessMyPencilSketch MiniGolfDrawnInPencil PassThePencilStory',
    prank:
      'PencilWobbleIllusion PencilCaseSurprise TheirNewGiantPencil JokesWrittenOnEveryPencil PencilMagicVanish PencilInTheBalloonTrick GooglyEyedPencilArmy TeddyGrewAPencilMustache',
  },
  thumb: {
    art: 'ThumbprintZoo PaintedThumbCharacters 7DayThumbDoodles DrawYourThumbIn60Seconds ThumbOnlyPainting ThumbPinchPot FamilyOfThumbPeople ThumbSizedMasterpiece',
    dance:
      'ThumbsUpBoogie 10SecondThumbDance WhereIsThumbkinMoves ThumbWarWaltz ThumbTwiddleShuffle ThumbTuttingChoreo DadAndMeThumbDuet CanYourThumbsKeepTheBeat',
    fitness:
      'ThumbWarPlank ThumbPinchBookHold ThumbTapsIn30Seconds 7DayThumbStrength ThumbRubberBandReps StressBallThumbSqueeze OneMinuteThumbPushups TextingThumbStretch',
    pet: 'DoesYourKittenHaveThumbs DogLearnsThumbsUp ThumbWarWithAPaw ThumbChinScratch ThumbprintPetPortrait GreenThumbCatGrass ThumbPinchTreatTrick 7DayThumbTouchForPups',
  },
  cycling: {
    art: 'TireTracksCyclingCanvas DesignACyclingPoster CyclingChainStamps DrawYourCyclingRoute CyclingSpokeCardArt CyclingChalkMural 10MinuteCyclingSketch CyclingHelmetStickers',
    dance:
      'BellBoogieAfterCycling CyclingToTheBeat CyclingShortsStrut 10SecondCyclingGroove DanceLikeYoureCycling FamilyCyclingHustleBattle CyclingHelmetHeadBob CyclingPedalShuffle',
    music:
      'SingWhileCycling CyclingBellSymphony CyclingWhistleTune 30SecondCyclingBeat ShowUsYourCyclingPlaylist BuiltForTwoCyclingDuet CyclingHypeSong CyclingRapVerse',
    wellness:
      'SlowCyclingSunday CyclingSunsetRide CyclingGratitudeMiles 7DayCyclingCommute PhoneFreeCyclingHour BikeWithNoDestination CyclingBreathwork CyclingNatureListening',
  },
  balloon: {
    cooking:
      'BalloonChocolateBowls BalloonBouquetCupcakes FloatingBalloonCake KidsVsParentsBalloonBake BalloonCakePops 10MinuteBalloonSnackBoard BalloonShapedPancakes RiceCrispyBalloons',
    wellness:
      'BellyBalloonBreaths BalloonWorryPop BalloonStressBall KeepTheBalloonUpTogether GratitudeBalloonWall 7DayBalloonBreathing BalloonSlowExhale OneMinuteBalloonCalm',
    travel:
      'BiggestBalloonAtTheFair BalloonParkPicnic PackABalloonAndGo BalloonAtEveryLandmark CountTheParadeBalloons WhereHasYourBalloonBeen BirthdayBalloonTagAlong 7DayBalloonRoadTrip',
  },
  'bucket hat': {
    gaming:
      'CanYouFlipABucketHatOn BucketHatCarnivalToss 30SecondBucketHatCatch PickTeamsFromBucketHat SaladBowlBucketHat BucketHatFishingGame KidsVsDadBucketHatRace BucketHatHideAndSeek',
    art: 'PaintYourBucketHat BucketHatCrochet PatchworkBucketHatGlowUp BucketHatTieDye DrawABucketHatIn60Seconds BucketHatPinCollection FabricMarkerBucketHat 7DayBucketHatDoodles',
    educational:
      'BucketHatDecadeQuiz HowBucketHatsAreMade GuessTheBucketHatOrigin 7StepsToSewABucketHat BucketHatThenVsNow SunSafetyBucketHat BucketHatShadeMath BucketHatInFiveLanguages',
  },
  conditioner: {
    dance:
      'ConditionerWaitDance ShampooConditionerTwoStep ConditionerHairWhip ConditionerMicLipSync RinseAndRepeatConditioner 3MinuteConditionerGroove ShowUsYourConditionerFlip CurlsVsWavesConditioner',
    prank:
      'ConditionerGooglyEyes WrongNameConditionerLabel SweetNoteOnConditioner ConditionerTellsDadJokes UpsideDownConditioner TinyDuckGuardsConditioner ConditionerBottleMustache ConditionerInATuxedo',
    art: 'DesignAConditionerLabel 7DayConditionerSketches UpcycleConditionerBottle 10MinuteConditionerAd ConditionerGlowUpComic ConditionerShelfie InventAConditionerMascot SwirlArtWithConditioner',
  },
  dice: {
    fashion:
      'DiceRollOutfit FuzzyDiceLook LetTheDiceDressMe 7DayDiceWardrobe StyleByDiceIn5Minutes HighRollerDiceFit DiceEarringsDIY DicePrintSocks',
    art: 'DicePortraitMosaic MakeYourOwnClayDice DiceMonsterDesign 3DiceRollsOnePainting DrawWhatTheDiceSays 10MinuteDiceSketch DiceDoodleFaces DiceTowerCraft',
    fitness:
      'DoubleSixDiceBurpees RollDiceForReps DiceDecidesTheSquats DicePlankOff DiceWallSitTimer 7DayDiceWorkout DiceDealsTheLunges CanYouBeatMyDiceScore',
  },
  fencing: {
    art: 'FencingSilhouetteArt FencingMaskPainting SketchAFencingLunge CardboardFencingFoil RetroFencingPoster ThenVsNowFencingDrawing 10MinuteFencingDoodle FencingCoatOfArms',
    prank:
      'FencingTrophyForMom FencingCommentatorDad GooglyEyedFencingGear PoolNoodleInTheFencingBag FencingMaskAtBreakfast FencingScoreBeeps PirateVoiceFencing SaluteThemFencingStyle',
    wellness:
      'FencingFocusDrill OneMinuteFencingCalm FencingRespectSalute SlowFencingSunday FencingLungeStretch 7DayFencingDiary MaskOffFencingBreath GoodSportFencing',
  },
  hiit: {
    dance:
      'HIITTheDancefloor 10MinuteHIITDance HIITShuffleRounds 7DayHIITGroove ShowUsYourHIITMoves HIITKickLine HIITTheBeatDrop RetroAerobicsHIIT',
    gaming:
      'HIITDiceRoll HIITLevelsIn7Days CanYouBeatMyHIITScore SpinTheWheelHIIT 10MinuteHIITQuest HIITTriviaRound PowerUpHIIT HIITCardDeck',
    wellness:
      'HIITThenChill HIITRecoveryDay BreatheAfterHIIT PostHIITStretch HIITGratitudeWeek GentleLowImpactHIIT HIITAndJournal FeelGoodFridayHIIT',
  },
  ladle: {
    fitness:
      'FullLadleWalk CanYouLungeWithALadle LadleBucketSquats LadleArmCircles PingPongBallLadleRelay JumpToTouchTheLadle 7DayLadleAbs LadleHighKnees',
    prank:
      'LadleAsDadsSpoon LadleWearingSunglasses GooglyEyedLadle LadlesInEveryDrawer StickyNoteLadleTrail TeaspoonForALadle LadleInTheirBackpack PhotobombingLadle',
    tech: 'LadleSlowMoPour GuessTheLadleSound LadleSelfieFaceOff LadleBeatSampling 10SecondLadleStopMotion DigitalLadleSketch ReverseVideoLadle PhoneStandFromALadle',
  },
  noon: {
    fitness:
      'SaluteTheNoonSun TwelveRepsAtNoon HighNoonPushUpDuel NoonShadowBoxing 100BurpeesBeforeNoon NoonPlankPause 30DayNoonWalk OneMinuteNoonWallSit',
    tech: 'SunriseToNoonTimelapse 7DaysOfNoonSkies SameSpotEveryNoon NoFilterNoonSelfie NoonShadowStopMotion WhereAreYouAtNoon ShareYourNoonView NoonPhotoDump',
    travel:
      'WhereIAmAtNoon 7DaysOfNoonSnaps NoonSiestaLikeLocals NoonMarketStroll HearTheNoonBells BestNoonViewWins OneNoonPhotoPerCity NoonPicnicInThePark',
  },
  pineapple: {
    art: 'PineappleStillLife StampWithAPineapple PineapplePopArt ThenVsNowPineappleDrawing PineapplePaperCraft SketchAPineappleSpiral 60SecondPineappleDoodle 7DayPineappleStudy',
    fitness:
      'PlankWithAPineapple PineappleCurls 100PineappleSquats PineappleShuttleRun PineappleRussianTwist TreePoseWithPineapple PineapplePassRelay 60SecondPineappleHold',
    music:
      'PineappleUkuleleJam PineappleShakerBeat PineappleDrumBattle PineappleParodySong 10SecondPineappleJingle WhistleAPineappleTune SingToYourPineapple CoconutShellPineapple',
  },
  'sleeping bag': {
    cooking:
      'PigsInSleepingBags SleepingBagBurritos FruitSleepingBagRollUps SleepingBagCrepes 5MinuteSleepingBagWraps BestSleepingBagWins CabbageSleepingBags SleepingBagSushi',
    dance:
      'DoTheSleepingBagWorm 10SecondSleepingBagGroove SleepingBagShimmy SleepingBagBunnyHop SleepingBagMermaid ZipUpSleepingBagDanceOff FamilySleepingBagConga HulaInASleepingBag',
    prank:
      'TeddyInTheirSleepingBag SleepingBagStowaway GooglyEyedSleepingBag TinySleepingBagForDad PreWarmedSleepingBag SleepingBagBalloons GlowStarSleepingBag SleepingBagCompliments',
  },
  swimming: {
    cooking:
      'SwimmingPoolCake SwimmingMeetFuelUp PostSwimmingSmoothie 10MinuteSwimmingWrap 7DaySwimmingBreakfasts SwimmingLunchboxPrep PackASwimmingBagTreat SwimmingSnackBananaBites',
    dance:
      'SynchronizedSwimming SwimmingStrokeDance SwimmingCapShimmy 10SecondSwimmingGroove MomVsMeSwimmingMoves BoogieLikeYoureSwimming SwimmingOnDryLand SwimmingButterflyArms',
    funny:
      'CanYouPutOnASwimmingCap SwimmingGoggleTan SwimmingEarShakeHop DadSwimmingTechnique RateMySwimmingStyle LivingRoomSwimmingRace TypesOfSwimmers SwimmingLessonFlashbacks',
  },
  backpack: {
    art: 'BackpackTieDye BackpackPatchDesign BackpackDoodleGlowUp PaintYourBackpack MyBackpackBeforeAndAfter 60SecondBackpackSketch KidsVsParentsBackpackArt StyleOneBackpackThreeWays',
    funny:
      'BackpackBlackHole BackpackArchaeology HowHeavyIsYourBackpack WhatsInMyBackpack DigToTheBackpackBottom CanYouCloseThisBackpack BackpackDocumentary BackpackMysteryLunch',
    music:
      'BackpackBeatbox BackpackZipperRhythm 30SecondBackpackBeat SingTheBackpackBlues FamilyBackpackBand DrumOnYourBackpack BackpackSymphony BackpackKeychainJingle',
  },
  'bus driver': {
    cooking:
      'BusDriverThankYouCake BusDriverBakeOff BusDriverMuffinGift CookiesForTheBusDriver 10MinuteBusDriverTreat 7DaysOfBusDriverSnacks BusDriverBananaBread PackABusDriverLunch',
    gaming:
      'BusDriverSaysFreeze BusDriverISpy WhoMakesTheBestBusDriver 60SecondBusDriverQuiz CanYouPlayBusDriver BusDriverCharades RushHourBusDriver BusDriverRoleplay',
    tech: 'BusDriverDashCam RecordABusDriverThankYou AnimateYourBusDriver BusDriverGPSvsMemory BusDriverGoesElectric TellItInBusDriverEmojis SimulatorVsBusDriver GuessTheBusDriverSound',
  },
  binder: {
    dance:
      'BinderOnHeadDance BinderSlideEntrance BinderMicLipSync BinderBeatDrop 30SecondBinderBalance BackToSchoolBinderBop ShowUsYourBinderMoves BestieBinderBattle',
    fitness:
      'FullBinderSquats 1MinuteBinderPlank BinderOverheadPress BinderBreakStretch BinderHurdleHops BinderQuizBurpees 7DayBinderAbs CarryYourBinderRelay',
  },
  campfire: {
    travel:
      'CampfireStargazingTrip CampfireSongInEveryState ShowUsYourCampfireSpot CampfireLanternWalk 7NightsOfCampfireStories BestCampfireViewWins CampgroundCampfireTour CampfireForestSiteHunt',
    prank:
      'CampfireTeddyBearCameo CampfireStoryTwist WhereIsMyCampfireChair GooglyEyesOnCampfireLogs SockPuppetsByTheCampfire GlowStickCampfireSmileys CampfireSongWrongLyrics PaperCampfireForDad',
  },
  comb: {
    art: 'CombDragPainting CombMarbledPaper CombScratchArt 7DayCombTextures CombWeavingCraft CanYouDrawUsingCombs PaintAWoodenComb 10MinuteCombPrints',
    prank:
      'GiantCombOnTheirSink CombStuckInMyHair TinyCombForTeddy CombsInEveryDrawer CombKazooWakeUp CombPhotobomb GooglyEyedCombs EveryoneCombsLikeDad',
  },
  'easter egg': {
    cooking:
      'EasterEggCookies 10MinuteEasterEggSnack DyeEasterEggsWithBeets DeviledEasterEggs EasterEggNestTreats LeftoverEasterEggSalad KidsVsParentsEasterEggs SpringPicnicEasterEggs',
    wellness:
      'EasterEggGratitude SlowEasterEggSunday 7DayEasterEggKindness EasterEggHopeNotes 10MinuteEasterEggCalm GardenStrollEasterEgg EasterEggAffirmations SunriseWithEasterEggs',
  },
  'frying pan': {
    prank:
      'PlasticEggInTheFryingPan TinyFryingPanBreakfast PaperPancakeFryingPan FryingPanGooglyEyes FryingPanInvisibleOmelet SizzleSoundNoFryingPan FryingPanOnTheirPillow DadsNewGuitarIsAFryingPan',
    travel:
      'FryingPanCookingClass OneFryingPanRoadTrip 7DayFryingPanCampMenu PackAFryingPanAndGo VintageFryingPanHunt FryingPanBeachCookout FryingPanCabinBrunch FryingPanDinerVisit',
  },
  'hair salon': {
    dance:
      'HairSalonChairSpin 10SecondHairSalonFlip HairSalonCapeTwirl ShowUsYourHairSalonShimmy HairSalonDryerDisco MomVsMeHairSalonDanceOff MirrorHairSalonMoves HairSalonCurlerBop',
    prank:
      'HairSalonMirrorNote HairSalonBaldCapReveal HairSalonBuzzCutFilter TeddysFirstHairSalon OpenNowHairSalonSign WelcomeToDadsHairSalon PlushieHairSalonMullet HairSalonRainbowClipIns',
  },
  'home workout': {
    travel:
      'HomeWorkoutAnywhere 10MinuteHotelHomeWorkout 7DayTravelHomeWorkout PackYourHomeWorkout RestStopBodyweightReps HomeWorkoutSuitcaseCurls HomeWorkoutOnVacation HomeWorkoutBeachTowel',
    wellness:
      'HomeWorkoutMoodBoost 10MinuteCalmHomeWorkout 7DayGentleHomeWorkout HomeWorkoutCooldown SlowHomeWorkoutSunday NoStressHomeWorkout HomeWorkoutHighFive HomeWorkoutBedtimeYoga',
  },
  kickboxing: {
    gaming:
      'KickboxingBossFight KickboxingComboBreaker 30SecondKickboxingRound KickboxingDiceRoll KickboxingVictoryPose ExtraLifeKickboxing SimonSaysKickboxing PowerUpKickboxingDuel',
    prank:
      'KickboxingLunchNote KickboxingCornerCoach WakeUpToKickboxingMusic GooglyEyedKickboxingPads RingAnnouncerKickboxing SlowMoKickboxingEntrance ToyKickboxingBeltForDad KickboxingHypeIntro',
  },
  'magic trick': {
    fitness:
      '7DayMagicTrickWorkout MagicTrickRepReveal 10PushUpsPerMagicTrick MagicTrickSuitSquats MagicTrickWandLunges PickACardCircuit 1MinuteMagicTrickPlank MagicTrickJumpingJacks',
    music:
      'MagicTrickSoundtrack MagicTrickDrumroll SingYourMagicTrick MagicTrickTadaSting 10SecondMagicTrickSong NowYouHearItMagic BeatboxAMagicTrick MagicTrickRapIntro',
  },
  'night shift': {
    prank:
      'TeddyGuardsTheNightShift GooglyEyesOnNightShiftMug NightShiftNoteInLunch BananaAsNightShiftPhone NightShiftShoeFullOfDucks NightShiftNapNook TinyPillowForNightShift NightShiftFaceEveryFrame',
    travel:
      'EmptyStreetsNightShift NightShiftSunriseWalk ShowUsYourNightShiftView NightShiftDayTrip NightShiftTrainRideHome PostNightShiftCafeHop NightShiftCommutePlaylist WeekendAfterNightShift',
  },
  philosophy: {
    tech: 'PhilosophyChatbotDebate 60SecondPhilosophyVideo PhilosophyEmojiStory ExplainPhilosophyIn5Words PhilosophyMemeMaker TextAPhilosophyQuestion PhilosophyWallpaper ThreeSlidePhilosophy',
    travel:
      '7DayPhilosophyWalk StoicPhilosophyPacking PhilosophyPostcard PhilosophyOnTheTrain PhilosophyBookshopHop OnePhilosophyQuotePerCity ShowUsYourPhilosophySpot RoadTripPhilosophy',
  },
  pottery: {
    fitness:
      'PotteryArmWorkout PotteryKneadReps 7DayPotteryPosture PotteryStoolCore 100PotteryWedges ClayBagDeadlift 1MinutePotteryPlank PotteryWristStretches',
    travel:
      'ShowUsYourPotterySouvenir PotteryPaintingCafeDate OnePotteryPiecePerCity FindTheOldestPottery ThriftStorePotteryHunt PotteryMugFromEveryTrip CraftFairPotteryHaul PotteryTilesAroundTown',
  },
  'road trip': {
    fashion:
      'RoadTripSunglassLineup StyleARoadTripBandana DailyRoadTripFitCheck OneBagRoadTripCapsule RestStopRoadTripRunway SweatsToSightsRoadTrip RoadTripSouvenirTees RoadTripComfySneakers',
    funny:
      'RoadTripBackseatDriver RoadTripWrongTurnSaga DadOnARoadTrip AreWeThereYetRoadTrip WhoGetsTheRoadTripShotgun EveryRoadTripEver GuessMyRoadTripSong RoadTripSnackHoarder',
  },
  seagull: {
    fitness:
      '10SeagullLungesDaily StandLikeASeagull 1MinuteSeagullPlank SeagullSquatAndSquawk KidsVsDadSeagullRace SeagullFlapJacks SeagullWingArmCircles SeagullBalancePose',
    travel:
      'SeagullLighthouseVisit SeagullFerryCrossing FollowTheSeagulls SeagullCoastRoadTrip SpotASeagullInEveryTown 7DaySeagullSpotting HarborWalkWithSeagulls ShowUsYourSeagullView',
  },
  soap: {
    funny:
      'SoapCommercialParody SoapOperaAtTheSink CanYouCatchSlipperySoap DontUseTheGuestSoap MeVsAutoSoapDispenser TinyHotelSoapHaul SoapSliverHoarder GuessMySoapScent',
    prank:
      'SoapThatWontLather GiantSoapBarForDad SoapRubberDuckInside ColorChangingSoapPump SoapDispenserGooglyEyes LoveNoteInTheSoap ToyDinoSoapSurprise SoapSmileyWrapper',
  },
  swing: {
    fashion:
      'SwingDanceFitCheck SwingEraSuspenders PolkaDotSwingDress SwingVictoryRolls 10MinuteSwingOutfit SwingHeadscarfLook ThriftFlipSwingSkirt ThenVsNowSwingStyle',
    prank:
      'GooglyEyedSwingRecord SwingBandWakeUp DoorbellSwingEntrance SwingChoreTakeover OldRadioSwingSerenade SwingMusicOnTheirAlarm GrandpaLindyHopReveal MopGetsASwingPartner',
  },
  trumpet: {
    art: 'PaintTheSoundOfTrumpet DrawATrumpetIn60Seconds TrumpetStillLife JazzTrumpetPoster 7DayTrumpetDoodles OneLineTrumpet TrumpetInkSilhouette TrumpetCharcoalSketch',
    prank:
      'TrumpetFanfareSurprise PaperTrumpetForDad TaDaTrumpetReveal KazooInATrumpet RoomEntranceTrumpetCall GooglyEyedTrumpet TrumpetDinnerIsServed TrumpetHappyBirthday',
  },
  'water balloon': {
    pet: 'ReusableWaterBalloonFetch WaterBalloonPlush WaterBalloonDogSafeZone PupChasesWaterSpray PetSplashDay CleanUpEveryWaterBalloon WaterBalloonScrapSweep WaterBalloonKittenWindow',
    tech: 'WaterBalloonSlowMoCam WaterBalloonStopMotion FillWaterBalloonsFaster 10SecondWaterBalloonEdit CatchTheWaterBalloonPop WaterBalloonBeforeAfter ReverseVideoWaterBalloon PhotoFinishWaterBalloon',
  },
  'bath mat': {
    fashion:
      'BathMatSkirt BathMatSlippers BathMatFitFaceOff FluffyBathMatBag StyleABathMat3Ways MatchYourRobeBathMat BathMatRunwayWalk 10MinuteBathMatOutfit',
    speed:
      'BathMatRollUp BathMatFoldRace BathMatLaundryDash SockOffOnTheBathMat 60SecondBathMatReset 1MinuteBathMatShake SiblingBathMatRelay BathMatFluffSprint',
  },
  belt: {
    gaming:
      'WeeklyBeltFaceOff BeltTitleMatch BeltLimboContest BlackBeltCharades TugOfWarBeltBattle HideTheBeltHotAndCold ConveyorBeltMemory 60SecondBeltQuiz',
  },
  brownie: {
    travel:
      'BrownieBakeryCrawl BestBrownieInTown 7DayBrownieQuest BrowniePicnicAtSunset OneBrowniePerCity HikeForABrownie RoadTripBrownieRatings BrownieFaceOffAbroad',
  },
  dodgeball: {
    art: 'DodgeballSplatArt 3PanelDodgeballComic DodgeballActionPhoto PaintADodgeball 60SecondDodgeballSketch DrawYourDodgeballTeam DodgeballDoodleDuel DodgeballStopMotion',
  },
  dumpling: {
    prank:
      'DumplingBalloonAvalanche PlushDumplingInTheirBed DadsPillowIsADumpling DumplingFaceOnTheMirror DumplingPunStickyNotes GooglyEyedDumplingToys TeddysTinyDumplingNap GiantDumplingReveal',
  },
  'first day': {
    pet: 'PuppyFirstDayReunion FirstDayDogWindowWatch PetInTheFirstDayPhoto CatInspectsFirstDayBag FirstDayHomeZoomies FirstDayHighPawGoodbye BunnyJoinsFirstDayPic KittyHugBeforeFirstDay',
  },
  garage: {
    gaming:
      'GarageBeanBagToss CornholeKingOfTheGarage GarageBottleBowling RainyDayGarageChess KidsVsParentsGarageCup GarageGameStreakWeek GarageChalkHopscotch 1HourGarageOlympics',
  },
  'guilty pleasure': {
    cooking:
      '10MinuteGuiltyPleasure RecreateAGuiltyPleasure FancyGuiltyPleasureGlowUp MyGuiltyPleasureVsYours GuiltyPleasureMugCake GuiltyPleasureFoodCombo GuiltyPleasureSundaeBar GuiltyPleasureNachos',
  },
  history: {
    funny:
      'HistoryAsAGroupChat HistoryFigureReacts MedievalHistoryPOV IfHistoryHadWiFi ReenactHistoryIn60Seconds RetellHistoryWithSpoons HistoryButMakeItNews HistoryPoseFaceOff',
  },
  joke: {
    prank:
      '7DaysOfLunchboxJokes StickyNoteJokeTrail WakeUpToACornyJoke ReplyOnlyInJokes JokeMirrorMessage JokeInTheirShoe JokeUnderThePillow DadJokeFridgeMagnets',
  },
  lunch: {
    wellness:
      'PhoneFreeLunch LunchBreakWalk 7DaySlowLunch LunchWithAFriendFriday 10MinuteLunchBreather ActuallyTakeLunch LunchInTheSun LunchGratitudePause',
  },
  microwave: {
    dance:
      'SpinLikeAMicrowave MicrowaveBeepShuffle MicrowaveDingFreeze BoogieByTheMicrowave 30SecondMicrowaveGroove KidsVsMomMicrowaveMoves MicrowaveMoonwalk MicrowaveDanceOff',
  },
  'new year': {
    art: 'NewYearVisionBoard PaintNewYearFireworks ConfettiNewYearCard DrawYourNewYearIn3Panels 10MinuteNewYearMural NewYearCalendarArt NewYearDoodleDiary ThenVsNowNewYearDrawing',
  },
  physics: {
    pet: 'PhysicsOfZoomies PhysicsSlowMoDrink PhysicsOfTheTailWag DogShakePhysics FetchPhysicsIn60Seconds CanYourCatDefyPhysics KittenPouncePhysics 7DayPetPhysicsLab',
  },
  'report card': {
    wellness:
      'CelebrateAnyReportCard WriteYourOwnReportCard ReportCardEffortAwards ReportCardHighFiveFriday CalmBeforeReportCards ReportCardPrideList SelfCareReportCard ReportCardPepTalk',
  },
  salsa: {
    prank:
      'SurpriseSalsaPartner SalsaMusicAlarmClock NotThatSalsa SalsaRingtoneOnDadsPhone SalsaLunchboxNote DanceSalsaWhileTheyTalk SalsaInTheBackground SecretSalsaSoundtrack',
  },
  snow: {
    wellness:
      '7DaySnowJournal SilentSnowWalk CatchASnowflake SlowSnowSunday 10MinuteSnowSilence SnowGlobeMeditation ListenToTheSnow FirstSnowGratitude',
  },
  straw: {
    travel:
      'BobaStrawShopCrawl StrawHatBeachDay StrawSlushieRoadTrip ReusableStrawOnTheGo OneStrawDrinkPerCity ShowUsYourTravelStraw BestStrawSipInTown StrawMazeFarmVisit',
  },
  sushi: {
    fitness:
      'SushiRollUps SushiRiceBagCurls LungeForSushi 60SecondSushiSquats 7DaySushiStrength ChopstickSushiRelay SushiMatPlank SushiNightJumpRope',
  },
  textbook: {
    cooking:
      'TextbookCakeBattle TextbookFractionPizza ChemistryTextbookBakeOff 10MinuteTextbookSnack RecipeFromATextbook CookTheHistoryChapter EdibleTextbookPage TextbookTrailMix',
  },
  toothbrush: {
    pet: 'PupVsToothbrush CatMeetsToothbrush DogFingerToothbrush ToothbrushTreatReward 7DayToothbrushTraining CanYourPetTryAToothbrush ToothbrushKittenGroom ToothbrushPuppyPatience',
  },
  vacuum: {
    cooking:
      'VacuumShapedCookies LoserVacuumsKitchenFloor ZipBagVacuumSealHack CookWhileTheVacuumRuns ZeroCrumbVacuumBakeOff VacuumingEarnsPancakes VacuumSealedMarinade 30MinuteVacuumMealPrep',
  },
  'water gun': {
    fashion:
      'WaterGunHolsterBelt WaterGunBoardShorts StyleAWaterGunFit3Ways DressedForWaterGunWar WaterGunGoggleGlam MatchingWaterGunSquad WesternWaterGunLook WaterGunBandanaCrew',
  },
  ambulance: {
    cooking:
      'WeeWooAmbulanceCupcakes AmbulanceToastFaceOff CookiesForAmbulanceCrews BakeAnAmbulanceCake FruitAmbulanceBuild 10MinuteAmbulanceSnack AmbulanceBentoLunch AmbulancePancakeStack',
  },
  'car wash': {
    fitness:
      'CarWashBucketCarry CarWashWaxOnOff SquatAtTheCarWash 30MinuteCarWashSweat CarWashCardioCircuit 10BurpeesPerCarWash FamilyCarWashRelay CarWashLungeLaps',
  },
  'dining room': {
    wellness:
      'PhoneFreeDiningRoom 7DayDiningRoomGratitude 10MinuteDiningRoomCheckIn DiningRoomSlowSunday DiningRoomQuietTea TableTalkQuestions DiningRoomHighsAndLows DiningRoomThankYouToast',
  },
};
