import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'dog park': {
    dance:
      'DogParkDanceOff DogParkLeashTwirl OneSongDogParkShuffle PupAndMeDogParkDuet 7DayDogParkGroove DoTheZoomies DogParkConga DogParkFrisbeeSpin',
    funny:
      'WhoRunsTheDogPark WhoseDogIsThat DogParkCommentator 60SecondDogParkSoapOpera KnowDogsNotOwners DogParkMuddyMonday DogParkNatureDoc BeforeAndAfterDogPark',
    prank:
      'DogParkKindnessNotes PawPrintChalkTrail DogParkBallStash DogParkPhotobomb WhisperDogParkTest 10SecondDogParkFreeze CanYouFoolAWholeDogPark DogParkSqueakyToyRain',
    cooking:
      'DogParkPupcakes PeanutButterPawPops DogParkBakeOff PupCookiesForAll 10MinDogParkBiscuits DogParkPupsicles TreatTheDogParkCrew 3IngredientDogParkSnacks',
    fashion:
      'DogParkFitCheck StyleDogParkBoots3Ways TreatPouchChic 7DayDogParkOOTD FromDogParkToBrunch DogHairDontCare DogParkOutfitFaceOff DogParkSneakerPick',
    wellness:
      'DogParkSunsetSit DogParkPhoneDownHour SayHiAtTheDogPark 30DayDogParkWalks MeetOneNewDogParkFriend 5MinDogParkBreathing DogParkGratitudeLap SlowSundayDogParkStroll',
    music:
      'DogParkRapBattle DogParkHowlAlong CollarTagPercussion DogParkThemeSong WhoLetTheDogsOut DrumADogParkBeat 60SecondDogParkJingle DogParkWhistleTune',
    art: 'ZoomiesMotionBlur DogParkCartoonStrip 60SecondDogParkSketch DrawYourDogParkCrew DogParkPawtraits MidAirFetchShot 7DayDogParkDoodles DogParkArtFaceOff',
    tech: 'DogParkSlowMoCam DogParkGPSDoodle DogParkTimelapse CanYouGlitchADogParkPano DogVsOwnerStepCount 7DayDogParkPhotoStreak DogParkPawLevelPOV 15SecondDogParkRecap',
    gaming:
      'DogParkBingo 10MinuteDogParkHunt DogParkOlympics DogParkSpotTheBreed CanYouNameDogParkRegulars FetchHighScore OwnerVsPupDogParkDash DogParkTriviaWalk',
  },
  lawyer: {
    dance:
      'LawyerCaseClosedDance LawyerBriefcaseShuffle 30SecondLawyerStrut 7DayLawyerGroove LawyerObjectionBeat LawyerVsJudgeShowdown LimboLikeALawyer DuetYourLawyerFriend',
    fitness:
      'LawyerBriefcaseCurls 30DayLawyerSquatStreak 10MinLawyerLunchWorkout AttorneyAtLunge LawyerBinderCarry LawyerPlankRecess CanYouOutlastALawyer LawyerDeskPushUps',
    cooking:
      'LawyerBriefcaseBento LawyerLateNightNoodles LawyerCaseForPizza 10MinLawyerLunch LawyerLegalPadPancakes ChefVsLawyerCookOff MealPrepLikeALawyer 5IngredientLawyerDinner',
    travel:
      'LawyerCourthouseTour WatchALawyerInAction PackLikeALawyer 3DayLawyerGetaway SetYourLawyerOutOfOffice LawyerLadyJusticeSpotting LawyerRoadTripDebate CanLawyersGuessLocalLaws',
    fashion:
      'StyleALawyerBlazer3Ways TieKnotsForLawyers LawyerCourtToDinner 7DayLawyerWorkwear DressForTheVerdict LawyerSuitThriftFlip FancyFridayLawyerFit LawyerGlowUpIn60Seconds',
    art: 'LawyerCourtroomSketch LawyerLegalPadDoodles 60SecondLawyerCartoon DrawYourselfLawyerStyle 7DayLawyerComic LawyerArtFaceOff PaintALawyerPortrait LawyerStickFigureTrial',
    gaming:
      '3CluesLawyerMystery DetectiveLawyerRun LawyerDebateShowdown LawyerMockTrialGame LawyerObjectionRound LawyerWhodunitNight 60SecondLawyerArgument CanYouOutArgueALawyer',
    tech: 'AIVsALawyer LawyerReadsTheAppTerms LawyerDocumentScanHack 7DayPaperlessLawyer LawyerGrillsTheChatbot LawyerFinePrintAI CanYouOutTypeYourLawyer 60SecondLawyerPhoneTrick',
    pet: 'LawyerPetMockTrial LawyerCatAlibi BeYourPupsLawyer 30SecondDogLawyerClosing LawyerKittenSockCase PawsForTheDefense LawyerPleadsForTreats MyHamsterHiredALawyer',
    prank:
      'LawyerPizzaSubpoena CupcakeLawyerBriefcase LawyerConfettiCase SqueakyLawyerGavel LawyerServedWithCookies CanYouFoolALawyer 7DaysOfLawyerMemos LawyerStickyNoteRuling',
  },
  'lawn chair': {
    dance:
      'LawnChairDrillTeam LawnChairDanceOff LawnChairCabaret FoldingChairFlashMob 30SecondLawnChairRoutine PassTheLawnChairRelay LawnChairHandJive 7DayLawnChairGroove',
    fitness:
      'LawnChairDips 100LawnChairSquats CampChairCrunches FoldingChairCarry LawnChairSitToStand 10MinLawnChairWorkout LawnChairLegLiftBattle StretchySundayLawnChair',
    cooking:
      'LawnChairPicnic LawnChairIcedTea LawnChairNachoPlate 5MinuteLawnChairSnack PackALawnChairCooler 3IngredientLawnChairBites LawnChairLemonade FruityFridayLawnChair',
    fashion:
      'LawnChairStripesFit 7DayLawnChairOOTD ComfyToCuteLawnChair DressLikeALawnChair LawnChairGrandpaStyle LawnChairLookIn60Seconds MatchYourLawnChair LawnChairRetroShades',
    wellness:
      'LawnChairStargazing 10MinLawnChairUnwind 30DaysOfLawnChairCalm OneChapterInALawnChair LawnChairCloudWatching DragYourLawnChairOutside LawnChairLazySunday LawnChairMorningCoffee',
    tech: 'LawnChairSunsetTimelapse LawnChairFlopInSlowMo CloneYourselfLawnChair CampChairPodcastHour LawnChairMovieOnPhone LawnChairStargazingApp CanAIDesignALawnChair 10SecondLawnChairPose',
    pet: 'WhoStoleMyLawnChair LawnChairCatThrone DogVsMeLawnChair LawnChairPuppyShade ShowUsYourLawnChairPet LawnChairCatNap LawnChairLapCuddle SnuggleSundayLawnChair',
    music:
      'LawnChairConcertForOne TapABeatOnYourLawnChair 60SecondLawnChairJam FoldingChairOrchestra LawnChairDrumming LawnChairCicadaChorus LawnChairLullaby SingOffFromLawnChairs',
    travel:
      'LawnChairParadeSpot OneLawnChairTenPlaces CampChairConcert FoldingChairFestival LawnChairMovieNight WhereWillYourLawnChairGo LawnChairSunsetView TakeALawnChairAnywhere',
  },
  laptop: {
    dance:
      'CloseTheLaptopSpin LaptopFreezeFrame DuetOnALaptopCall LoadingLaptopShuffle LaptopBufferingBoogie 30SecondLaptopBreakDance GrooveTillYourLaptopBoots LaptopScreensaverSway',
    fitness:
      '30DayLaptopPostureFix LaptopBreakSquats 5MinLaptopLunchWorkout WallSitTillLaptopLoads PlankPerPopUp LaptopCallCalfRaises CloseYourLaptopAndMove LaptopNeckRolls',
    cooking:
      '10MinLaptopBreakfast LaptopKeyboardCookies EdibleLaptopCake LaptopClosedMealBreak ByteSizedSnacks 5IngredientLaptopLunch LaptopBakeOff LaptopRecipeCookAlong',
    travel:
      'LaptopCafeHop OneLaptop10Workspaces LaptopWithAView WhatsInMyLaptopBag LaptopNomadForADay PackLightLaptopOnly LaptopOnTheTrain ShowUsYourLaptopSpot',
    music:
      'TurnLaptopSoundsIntoMusic 2LaptopsOneDuet RemixTheLaptopChime 30DaysOfLaptopLoops LaptopClickClackBeat LaptopSongInAnHour LaptopKeyboardPiano LaptopLyricWriting',
    art: 'LaptopStickerCollage DesignALaptopSkin 60SecondLaptopDoodle 7DayLaptopPixelFaces LaptopTrackpadArtDare LaptopPaintAppPortrait DrawBlindOnYourLaptop LaptopDigitalSketching',
    gaming:
      'LaptopGameNight OldVsNewLaptopShowdown LaptopTouchpadOnly LANPartyLaptops CanMyLaptopRunIt 60SecondLaptopSpeedrun 7DayLaptopPuzzleStreak LaptopTypingTournament',
    prank:
      '7DayLaptopCompliment LaptopWallpaperSwap FakeLaptopDesktop MakeTheirLaptopSayHi LaptopAutocorrectAmbush LaptopUpsideDownScreen DidYouTouchMyLaptop LaptopCursorGooglyEyes',
  },
  mango: {
    dance:
      'MangoTango ItTakesTwoToMango 30SecondMangoGroove PassTheMangoNoHands MangoMacarena TropicalTwirlOff CanYouDanceWithAMango MangoShimmyShake',
    fashion:
      'HeadToToeMango MangoPopOfColor StyleMangoTones3Ways 7DayMangoOutfits MangoInspiredMakeup DressLikeAMango MangoGlowUp MangoYellowSneakers',
    wellness:
      'MangoMindfulBite 5MinuteMangoMeditation MangoSmoothieRitual SlowMangoSunday OneMangoNoPhone ShareAMangoWithSomeone MangoMorningStretch 7DayMangoBreakfast',
    music:
      'MamboNumberMango MangoMaracaMadness SerenadeAMango RhymeAnythingWithMango MangoSongParody MangoTangoSong 60SecondMangoJingle MangoBongoBeat',
    art: 'MangoRoseArt 7DayMangoDoodles StillLifeWithMango MangoMacroShot MangoStampPrints DrawAMangoEyesClosed MangoSketchInOneLine 60SecondMangoPainting',
    tech: 'MangoBlenderBattle DoesTheMangoSlicerWork AIPicksARipeMango MangoRipenTimelapse 60SecondMangoStopMotion MangoProductShoot MangoInPortraitMode CanAnAppRateMyMango',
    prank:
      'MangoPlushOnPillow MangoMousseIllusion MangoLunchboxNote MangoSmileySticker MangoGooglyEyes WhoAteMyMango MangoThatIsActuallyCake MangoFaceFruitBowl',
    travel:
      'MangoPicnicUnderATree MangoMarketHunt DriedMangoRoadTrip EveryCityOneMango FindTheBestMangoNearYou TropicalFruitTour LocalVsImportedMango MangoLassiCafeHop',
  },
  beach: {
    dance:
      'BeachSandDanceOff BeachTowelTwirl PassTheBeachBallRelay 30SecondBeachGroove SeashellShimmy BeachFlipFlopShuffle 7DayBeachMoves BeachConga',
    cooking:
      '5IngredientBeachLunch 10MinBeachSnacks PackTheBeachCooler SandcastleBeachCake BeachBitesFaceOff SandySandwiches BeachPicnicWraps BeachWatermelonSlushie',
    fashion:
      '60SecondBeachGlowUp BeachToDinnerFit 7DayBeachOOTD ThriftedBeachBag SaltyHairDontCare BeachSunHatFiveWays BeachStripeShowdown MatchYourBeachUmbrella',
    music:
      'BeachSandShakerBeat BeachBucketDrums SingAlongAtTheBeach 60SecondBeachJam TurnBeachSoundsIntoASong SeashellSerenade BeachKaraokeBattle BeachUkuleleTunes',
    art: 'BeachSandDrawing 10MinuteBeachMasterpiece 7DayBeachDoodles BuildABeachSandcastle BeachSunsetSketch PebblePortraits BeachArtFaceOff BeachShellWindChime',
    tech: 'WillItSurviveTheBeach BeachSandProofPhoneHack 1HourBeachTimelapse BeachSelfieTimerJump BeachPanoramaClones BeachWavesInSlowMo EditedVsRealBeachPics 15SecondBeachVlog',
    wellness:
      '5MinuteBeachStillness BeachSunriseWalk BeachPhoneFreeHour BreatheLikeBeachWaves VitaminSeaDay BeachWriteItInTheSand SlowSaturdayBeachStroll OneWeekBeachReset',
  },
  donut: {
    dance:
      '30SecondDonutJig DonutShuffle GlazedDonutGroove SprinkleRainStep DanceForTheLastDonut DonutBoxBounce DonutHandoffRelay DonutCongaLine',
    fashion:
      'DonutPrintFit 7DayDonutOOTD DonutBunHairstyle DressLikeADonut GlazedDonutMakeup SprinkleChic PinkVsChocolateDonutLook DonutSockStyle',
    music:
      '60SecondDonutSong SerenadeYourDonut DonutBoxDrumming PowderedDonutBlues CanYouRhymeWithDonut GlazedAndConfused DonutJingleWriteOff DonutKaraokeBrunch',
    tech: 'DonutGlazeSlowMo 60SecondDonutAd DonutsRollAwayStopMotion ShootThroughADonutHole DonutBiteTransition AISprinkleCount CanAnAppGuessMyDonut DonutFoodPhotoHack',
    gaming:
      'TicTacDonut BlindfoldDonutGuess DonutHoleHunt StackDonutsIn30Seconds DonutTossFaceOff ActOutADonutFlavor DonutSprinkleCheckers DonutTriviaDuel',
    funny:
      'DonutLastOneStandoff WhereDidMyDonutGo PowderedDonutMustache EatADonutNoLicking DonutThiefCaughtOnCam StraightFaceDonutDare 10SecondDonutReview DonutDunkingDisaster',
    prank:
      'DonutBoxFullOfVeggies DonutDeliveryForDad DonutGooglyEyeDozen MiniDonutCereal OneDonutTenGiftBags IsThatDonutReal DonutHolesOnlyJoke DonutPlushBedtime',
  },
  cactus: {
    cooking:
      'CactusCupcakeGarden CactusSugarCookies NopalesCactusTacos PricklyPearLemonade 10MinuteCactusToast CactusBakeOff CactusPopsicles MakeYourLunchACactus',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt TallestCactusInTown 10CactusesOneWeekend ShowUsYourLocalCactus BigVsTinyCactusWalk CactusMarketHaul',
    fashion:
      '7DayCactusOutfits StyleOneCactusTee3Ways StitchACactusOnDenim DressLikeACactus CactusGlowUp CactusThriftFlip CactusGreenHeadToToe CactusFloralEarrings',
    music:
      'CactusRainstickJam SerenadeYourCactus CactusCowboyBallad 60SecondCactusSong DoCactusesLikeJazz WildWestWhistle 7DaysOfCactusTunes CactusKazooHoedown',
    pet: 'CanYourPetFindTheCactus CactusPlushFetch DancingCactusVsCat 30SecondCactusPounce CatnipCactusDIY TumbleweedChase CactusToyTugOfWar CactusOutOfPawReach',
    gaming:
      'DinoCactusJump DesignYourCactusLevel CactusTowerDefense CactusBeanbagToss DrawACactusIn10Seconds TumbleweedDerby 3LivesCactusDash CactusDiceGarden',
    tech: 'TimelapseACactusBloom NightVsNoonCactusShot ZoomInOnYourCactus CactusFaceFilter AICactusDoctorTest 30DayCactusPhotoStreak CactusGrowLightSetup CactusPlantIDApp',
  },
  student: {
    dance:
      'StudentFlashMob 30SecondStudentGroove 7DayStudentMoves StudyBreakBoogie DuetWithAStudentFriend StudentVsTeacherDance PupilPopAndLock StudentHallwayShuffle',
    fitness:
      'StudentDeskStretch DormRoomHIIT 10MinStudentWorkout StudyBreakBurpees StudentsRaceToClass 30DayStudentStepGoal CanYouOutPlankAStudent StudentBackpackSquats',
    prank:
      'EveryStudentSwapsSeats 10SecondStudentFreeze CanAStudentFoolTheTeacher StudentLockerMakeover ClassroomKindnessDrop StudentBackwardsDay StudentSnackAttack StudentDeskBalloons',
    travel:
      '20DollarStudentDayOut StudentCityBusAdventure 24HourStudentStaycation BrokeStudentGetaway ShowUsYourStudentBackpack StudentOnAShoestring StudentIDDiscountHunt StudentCampusTour',
    music:
      'StudentMnemonicSong DormHallwayAcapella 7DayStudentPractice StudentBandBattle EveryStudentSingsOneLine 60SecondStudentJingle StudentDeskDrumming StudentRapTheLesson',
    pet: 'StudentCatOnKeyboard 7DayStudentDogWalks PetWaitsAfterSchool 10MinStudentPuppyBreak StudentVsKittenFocusTest StudentsFurryTutor PupilTeachesATrick StudentReadsToBunny',
  },
  'living room': {
    fitness:
      '100RepLivingRoomCircuit OttomanStepUps 10MinLivingRoomWorkout YourLivingRoomIsTheGym LoungeLunges LivingRoomJumpingJacks LivingRoomPlankOff LivingRoomPillowSquats',
    educational:
      'LivingRoomFortEngineering LivingRoomSolarSystem LivingRoomShadowClock 10MinLivingRoomExperiment LivingRoomMuseumTour HowBigIsTheLivingRoom MapYourLivingRoom 3LanguageLivingRoomLabels',
    cooking:
      'LivingRoomPicnic CoffeeTableCharcuterie 10MinLivingRoomSnacks TeaPartyInTheLounge LivingRoomPlatterBattle LivingRoomDumplingFold BuildALivingRoomBuffet LivingRoomPizzaParlor',
    travel:
      'LivingRoomCampout LivingRoomWorldTour FirstClassLivingRoom 24HourLivingRoomVacation 7CountriesOneLivingRoom CurateALivingRoomMuseum GuessWhereMyLivingRoomIs LivingRoomTrainJourney',
    wellness:
      'LivingRoomReset LivingRoomCozyCorner SlowSundayLivingRoom 10MinLivingRoomTidy ScreenFreeLivingRoom 30DayLivingRoomDeclutter LivingRoomLightsLow LivingRoomFloorStretch',
    tech: '15SecondLivingRoomTour LivingRoomThenVsNow LivingRoomCableHide StopMotionLivingRoomTidy LivingRoomTVSettingsFix SmartLoungeLighting MeasureLivingRoomByPhone LivingRoomPanoramaGlitch',
  },
  'gender reveal': {
    fitness:
      'GenderRevealRelayRace GenderRevealTugOfWar GenderRevealBumpWalk 100RepsBeforeGenderReveal PinkVsBluePushUps 10MinGenderRevealWorkout GenderRevealYogaFlow SquatTillGenderReveal',
    prank:
      'MyPlantsGenderReveal 10SecondGenderRevealTease GenderRevealNestedBoxes GenderRevealPizzaFakeout IsItAGenderRevealOrNot GenderRevealSlowestUnwrap PetRockGenderReveal GenderRevealDecoyGift',
    educational:
      'GenderRevealSafeIdeas GenderRevealBabyFruitSize 3FactsBeforeGenderReveal 60SecGenderRevealScience HowUltrasoundWorks GenderRevealXYQuiz GuessTheGenderRevealOdds OldWivesGenderReveal',
    wellness:
      '7DayGenderRevealGratitude SlowSaturdayGenderReveal GenderRevealJustUsTwo GenderRevealQuietMorning ParentToBeJournal DearBabyLetter 5MinuteGenderRevealPause GenderRevealMemoryJar',
    gaming:
      'GenderRevealTrivia 3CluesGenderReveal GenderRevealWordSearch GenderRevealTeamBattle PinkOrBlueBingo 60SecondGenderRevealQuiz GenderRevealBlockTower CharadesGenderReveal',
    travel:
      '3HousesOneGenderReveal GenderRevealParkPicnic GenderRevealPostcard GenderRevealAtGrandmas 24HourGenderRevealTour GenderRevealDoorstepVisit PackAGenderRevealBox FlyHomeForGenderReveal',
  },
  firefighter: {
    fitness:
      'FirefighterStairClimb 100SquatsForFirefighters TrainLikeAFirefighter FirefighterWallSitFaceOff FirefighterLowCrawl 10MinFirefighterWorkout BucketBrigadeRelay FirefighterBearWalk',
    music:
      'FirefighterSirenRemix 60SecondFirefighterJingle ThankAFirefighterInSong FirefighterBootBeat FirefighterRapBattle FirefighterSingAlong AnthemForFirefighters 7DayFirefighterMarch',
    tech: '60SecondFirefighterTip TestYourSmokeAlarm FirefighterStopMotion CanAIPassFirefighterQuiz FirefighterExitMapPhoto FirefighterMedicalIDSetup AnimateAFirefighterToy FirefighterGreenScreen',
    gaming:
      '3LevelFirefighterQuest FirefighterObstacleRace 60SecondFirefighterRescue FiremanHighScore FirefighterBoardGame FirefighterBucketRelay EscapeRoomFirefighter FirefighterCharades',
    prank:
      'SaveDadLikeAFirefighter FirefighterTeddyRescue FirefighterThankYouCards FiremanHatPhotobomb FirefighterToyTruckTrail FirefighterBootCandyStash CheerTheFirefighters 10SecondFirefighterFreeze',
    pet: '2MinFirefighterPupExit FirefighterCatCarrierPrep 3StepFirefighterBunnyPlan FirefighterPetSafetyKit FirefighterTreatTrail StationDogSalute WalkFidoPastFirefighters FirefighterWindowDecal',
  },
  'school bus': {
    fitness:
      'SchoolBusStopSquats WalkTheSchoolBusRoute 10MinSchoolBusWarmUp SchoolBusCalfRaises PlankTillSchoolBusTime RecessReps 30DaySchoolBusStepGoal SchoolBusJumpingJacks',
    prank:
      'SchoolBusCostumeWave SchoolBusDadDanceSendOff 5DaySchoolBusDisguise DidTheSchoolBusSeeThat 10SecondSchoolBusFarewell SillyHatCommute SchoolBusWindowMessage SchoolBusSuperheroCape',
    educational:
      'WhySchoolBusIsYellow SchoolBusSafetyQuiz MapTheSchoolBusRoute SchoolBusBlindSpotTest HowManySeatsOnASchoolBus 5SchoolBusFacts SchoolBusStopRules 60SecondSchoolBusLesson',
    travel:
      '10StopsOneSchoolBus SchoolBusToTheBeach SchoolFieldTripRedo SchoolBusWindowTour SchoolBusTripToTheZoo WhatsOnYourSchoolBusRoute SchoolBusMuseumVisit FirstVsLastSchoolBusRide',
    gaming:
      'SchoolBusRideBingo ISpyFromTheSchoolBus SchoolBus20Questions StumpYourSchoolBusBuddy 60SecondSchoolBusRiddles RockPaperScissorsRow SchoolBusSeatShowdown SchoolBusWouldYouRather',
  },
  'iced coffee': {
    prank:
      'SurpriseIcedCoffeeRun IcedCoffeeJellyFakeout WrongNameOnIcedCoffee IsThisReallyIcedCoffee 7DayIcedCoffeeDrop IcedCoffeeLabelPuns IcedCoffeeWakeUpCall TinyIcedCoffee',
    music:
      'IceClinkBeat IcedCoffeeCupDrums 60SecondIcedCoffeeJingle ShakeTheIcedCoffee SingYourIcedCoffeeOrder IcedCoffeeRapBattle IcedCoffeeMaracas IcedCoffeeLoveSong',
    pet: 'IcedCoffeeDogPark IcedCoffeeAndWalkies 7DayIcedCoffeeDogStroll IcedCoffeeAndCatNaps IcedCoffeeKittenCuddles PupWatchesMeSip ShowUsYourIcedCoffeeBuddy IcedCoffeeGardenBunny',
    gaming:
      'IcedCoffeeTasteGuess BaristaRhythmGame IcedCoffeeOrderCharades OneIcedCoffeePerRun CanYouNameThatIcedCoffee 60SecondIcedCoffeeBuild IcedCoffeePowerUp IcedCoffeeBossBattle',
    travel:
      'IcedCoffeeCafeHop OneIcedCoffeeEveryTown FindIcedCoffeeNearYou IcedCoffeePassport IcedCoffeeSipAndStroll IcedCoffeeParkPicnic ThaiIcedCoffeeHunt HomemadeVsShopIcedCoffee',
  },
  snake: {
    fitness:
      'SnakeCrawlRelay 60SecondSnakeSlither 30DaySnakeCore SerpentineDrill SnakeCobraPoseHold SnakesAndLunges BellySlideLikeASnake SnakeRopeJumps',
    fashion:
      'SnakeScaleNailArt 7DaySnakeLooks StyleSnakeskin3Ways DressLikeASnake SnakeEyelinerFlick SnakeGlowUpIn60Seconds SnakePrintHeadToToe CanYouRockSnakeBoots',
    music:
      '60SecondSnakeJingle SongForMySnake SnakeHissBeatbox SnakeFactsRap RattleAndRoll MakeASnakeSoundtrack 7DaySnakeRhymes SnakeShakerRhythm',
    tech: 'CodeSnakeInPython CanYouBeatMySnakeScore SnakeStopMotionClay SnakeShedTimelapse 60SecondSnakeSpeedrun RetroSnakePhoneGame DrawASnakeWithAI SnakeHumidityMonitor',
    gaming:
      'SnakeGameHighScore SnakeRopeJumpOff HumanSnakeRelay SnakesAndLaddersDIYBoard LongestSnakeWins SnakeInTheGrassTag 60SecondSnakeSketchRace 3LivesSnakeRun',
  },
  popcorn: {
    fitness:
      'PopcornJumpSquats 100PopcornHops PopcornRepsBattle 2MinutePopcornWallSit PlankTillItPops KernelCrunches PopcornTuckLeaps PopcornPauseWorkout',
    travel:
      'PopcornShopCrawl BestPopcornIn3Towns LocalVsChainPopcorn BringPopcornAnywhere PopcornAtAnOldTheater PopcornUnderTheStars RatePopcornAtEveryCinema PopcornTrainSnackPack',
    fashion:
      'PopcornBucketBag 7NightsOfPopcornOutfits DressAsPopcorn SweatsToPopcornGlowUp PopcornRedCarpetGlam StylePopcornStripes3Ways PopcornPremiereFit PopcornButterYellowLook',
    gaming:
      'PopcornFlickFootball 60SecondChopstickPopcorn GuessTheFilmPopcorn PopcornMovieBingo PopcornPong TrailerTriviaDuel 5ShotPopcornShootout HowFarCanPopcornFly',
    prank:
      'PopcornBucketHatReveal PopcornGooglyEyes JustOnePopcorn PopcornBoxOfVeggies IsItReallyPopcorn HomeCinemaUsher PopcornGoldenTicket PopcornEmptyTubFakeOut',
  },
  frost: {
    prank:
      'IsThatRealFrost JackFrostWasHere 10SecondFrostFreeze FrostFrozenTeeSurprise DrawInTheFrostForThem FrostWindowMessage FakeFrostMirror FrostedFootprintTrail',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby 60SecondFrostJingle FrostRapBattle WriteASongAboutFrost WinterFrostWaltz FrostWindowTapBeat',
    gaming:
      '10MinFrostScavengerHunt FrostFreezeTag 5FrostPatternsToFind FrostWindowDrawGuess FrostDoodleFaceOff JackFrostHideAndSeek TicTacToeInFrost FrostBoardGameDay',
    fashion:
      'JackFrostMakeup FrostGlowUp FrostedTipsComeback FrostyMorningLayers StyleFrostBlue3Ways 7DayFrostOutfits WinterFrostNails FrostEyelinerFlick',
    travel:
      'FrostyForestHike ChaseTheFirstFrost FrostCoveredTreeHunt 3ParksBeforeFrostMelts FindFrostBy8AM CityVsCountryFrost SunriseFrostPhotoWalk FrostTrailSnap',
  },
  spatula: {
    dance:
      'SpatulaShuffle 30SecondSpatulaGroove CanYouBalanceASpatula SpinTheSpatula SpatulaHandoffRelay SpatulaFreezeDance 7DaysOfSpatulaMoves SpatulaMicMoonwalk',
    fitness:
      'SpatulaFlipSquats SpatulaBalanceLunge 10MinSpatulaWorkout PancakePushUps FlapjackBurpees 100RepSpatulaCircuit CanYouPlankWithASpatula SpatulaArmCircles',
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip WhoSwappedMySpatula SpatulasEverywhere HighFiveWithASpatula SpatulaWakeUpDrumroll CanYouSpotTheSpatula SpatulaSnapIllusion',
    fashion:
      '7DaySpatulaAccessory SpatulaBeltHolster ChefSpatulaFitCheck SpatulaAsAHairStick StyleYourSpatula3Ways RetroDinerSpatulaLook SpatulaRunwayIn60Seconds SpatulaApronStyling',
    music:
      'SpatulaAirGuitar DrumOnPotsSpatulaStyle SpatulaMicKaraoke ConductWithASpatula SizzleBeat SpatulaBandBattle 60SecondSpatulaSolo SpatulaWhiskPercussion',
  },
  birthday: {
    tech: 'AIBirthdayCard 30SecondBirthdayMontage BirthdayQRTreasureHunt SayHappyBirthdayInEmojis BdayCountdownWallpaper BirthdayPhoneLightShow BirthdayVoiceNoteChain 10FriendsOneBirthdayVideo',
    pet: 'BirthdayPawty SingYourDogHappyBirthday BirthdayTreatHunt KittyBirthdayBoxFort BirthdayPupcakeParty PetUnwrapsABirthdayGift 7DaysOfBirthdayWalks 10SecondBirthdayStay',
    gaming:
      '60SecondBirthdayQuiz LevelUpBirthday BirthdayKidPicksTheGame 10RoundBirthdayBracket BirthdayPinTheTail GuessMyBirthdayWish BirthdayBossBattle BirthdayMusicalChairs',
    prank:
      'BirthdayNestingGift BirthdayFlamingoFlock WrongNameBirthdayCake BdayBalloonAvalanche BirthdayDeskWrap DidYouForgetMyBirthday StickyNoteBirthday 3WrappedBirthdayDecoys',
  },
  chicken: {
    prank:
      'RubberChickenSurprise ChickenCluckAlarm ChickenPunPostcard WhoLetTheChickenIn NuggetFineDining ChickenDanceDoorbell ChickenSqueakyPillow ChickenFeatherTrail',
    tech: '60SecondChickenTutorial LetAIRoastMyChicken ChickenRecipeVideoCall 10FrameChickenStopMotion ChickenFilterFaceOff ChickenCrunchASMR WhatsYourChickenEmoji ChickenSauceDropSlowMo',
    fashion:
      'StrutLikeAChicken 7DayChickenFitCheck ChickenCostumeGlowUp ChickenDinnerDressUp HenHouseRunway ChickenVsEggStyleOff WearChickenPrint ChickenNuggetEarrings',
    music:
      'RubberChickenCover ChickenCluckRemix 7DayChickenBeatbox 60SecondChickenJingle DrumstickSolo SerenadeAChicken ChickenSongSingOff ChickenKazooChorus',
  },
  dj: {
    fitness:
      'SquatOnEveryDJDrop 100RepDJSet 10MinDJSweat LetTheDJPickYourMoves CrossfadeCrunches DJTempoRun DJMixMountainClimbers DJPlaylistPlankOff',
    prank:
      'DJSurprisePlaylist BassDropWelcomeHome 10SecondDJEntrance 3SongDJTakeover RemixTheirRingtone DJIntroForMom DJHypeManAtBreakfast DJDoorbellJingle',
    travel:
      'DJRecordStoreCrawl DJTheRoadTrip DJPicnicInThePark 5SongDJTravelMix DJYourTrainCommute SoundtrackAWalkDJStyle 24HourDJLayover GuessMyCityDJ',
    pet: 'CanYourCatDJ DJCalmMixForMyPet PetDJAssistant 10MinuteDogDJChill KittenPurrDJRemix PawsOnTheTurntable DJBarkSampler DJSoftBeatsBunnyNap',
  },
  printer: {
    cooking:
      '5MinutePrinterMenu PrinterStencilLatte 3CoursePrinterDinner PrinterCutoutCookies PrinterPancakeTemplate PrintARecipeZine PrinterCakeTopperDIY OpenYourPrinterCafe',
    fashion:
      '10MinPrinterFashionHack 7DayPrinterAccessories PrinterDIYTote PhotoPrintedSneakers WearYourOwnPrint DesignAPrinterBadge PrinterPaperHatCraft PrinterStickerNailArt',
    music:
      'PrinterNoiseRemix 60SecondPrinterBeat CopierBeatbox CanYouRapToAPrinter PrinterPaperJamSong PrinterSoundsFaceOff DuetWithThePrinter PrinterLyricsSingAlong',
    travel:
      'PrinterPostcardMaker NoPhonePrinterMapDare MiniPrinterTripLog PrinterPassportForKids PocketPrinterAdventure 5MinutePrinterScrapbook OnePrinterPhotoEveryStop PrinterTreasureHuntWalk',
  },
  puddle: {
    travel:
      'OneTownTenPuddles FindThePerfectPuddle PuddleSkylineSelfie BiggestPuddleOnYourBlock PuddleReflectionWalk UpsideDownCity LandmarkInAPuddle PuddleParkAdventure',
    wellness:
      'PuddleJoyWalk OneMinutePuddleStillness PuddleRippleCalm InnerChildPuddleJump PuddleReflectionPause SlowRainyStroll PuddleSplashSaturday 7DayPuddleGratitude',
    music:
      'PuddleSplashBeat PuddleDrumBattle PuddleStompRhythm SinginInTheRainCover 60SecondPuddleSong GutterTrickleRemix MakeAPuddleSymphony PuddleWellieChorus',
    tech: 'PuddleSlowMoSplash PuddleMirrorCameraHack 10SecondPuddleVideo CanYouFakeAPuddleShot PuddleReflectionFlipEdit RainfallGaugeBuild WatchThePuddleDryUp PuddleJumpBurstMode',
  },
  pretzel: {
    fashion:
      'PretzelBraidHair PretzelKnotScarf MakeAPretzelBracelet 7DayPretzelLooks PretzelBunUpdo 60SecondPretzelTwist SoftVsCrunchyPretzelFit PretzelToneCardigan',
    art: 'PretzelStickCabin PretzelLetterArt 60SecondPretzelDrawing SketchAPretzelKnot PretzelSculptFaceOff 7DayPretzelDoodles SaltDoughPretzels PretzelClayCharms',
    tech: 'PretzelTwistSlowMo 10SecondPretzelTutorial PretzelStopMotionKnot AIDesignsAPretzel PretzelShapingPOV 3AnglePretzelProductShot CanYourPhoneCountPretzels PretzelOvenCamPeek',
    gaming:
      'PretzelKnotPuzzle TwistLikeAPretzel PretzelStackTower PretzelRingToss BestOf3PretzelDuel GuessThePretzelShape PretzelRodPickUpSticks 30SecondPretzelBuild',
  },
  soap: {
    travel:
      '5MinuteSoapMarketHunt HotelSoapHaul SoapShopCrawl TravelSoapTinHack SoapSouvenirFromEveryTrip OneSoapPerCity SoapBarCarryOnDare SoapSheetsForHiking',
    tech: 'AutoSoapDispenserTest 30DaySoapBarShrink SoapSudsStopMotion SoapPoweredBoat SoapBubbleMacroShot TouchlessTapShowdown CanYouFilmASoapRainbow 20SecondSoapScrubCam',
    pet: 'ShowUsYourSoapyPup PetSafeSoapBubbles MuddyPawsToSoapSuds 5MinuteSoapRinseRoutine SoapSwapVetShampoo SoapFreeKittyBrushing OatmealSoapDogWash SoapScentedBedRefresh',
    fashion:
      'SoapBrowGlowUp SoapDrawerScentHack BarSoapStainRescue SmellsLikeSoapPerfume 60SecondSoapRefresh DressToMatchYourSoap 7DaySoapPastelOutfits SoapCharmNecklace',
  },
  acorn: {
    fashion:
      'AcornBrownFitCheck DressLikeAnAcorn AcornToOakGlowUp AcornCapBeret 60SecondAcornAccessory StyleFallAcornTones3Ways 7DayAcornAutumnLooks AcornCharmNecklace',
    music:
      'AcornCapWhistle AcornMaracaJam 60SecondAcornRattle AcornDropTheBeat GoNutsDrumSolo CanYouPlayAnAcornSong ShakeOffWithAcorns AcornRainstick',
    tech: 'AcornToOakTimelapse SquirrelFeederCam AcornMacroShot AcornDropSlowMo ZoomInOnYourAcorn CanAnAppNameThisAcorn AcornStopMotion 10SecondAcornEdit',
    gaming:
      'AcornFlickGolf AcornTossFaceOff 10AcornsOneCup HoardAllTheAcorns AcornSquirrelTag WhoStoleTheAcorn 30SecondAcornHunt AcornShellGame',
  },
  'shaving cream': {
    travel:
      'ShavingCreamPackingDare CanYouFlyWithShavingCream 1ShavingCream3Trips ShavingCreamCampFoamFight ShowUsYourShavingCreamKit FogFreeMirrorShaving ShavingCreamTravelSize ShavingCreamHostelHack',
    wellness:
      '5MinuteShavingCreamReset ShavingCreamSensory 7DayShavingCreamUnwind ShavingCreamWorryWipe DoodleInShavingCream SundayShaveSlowdown ShavingCreamCalmTray ShavingCreamSpaNight',
    tech: 'ShavingCreamSlowMo 10SecondShavingCreamArt ShavingCreamMacroShot ShavingCreamRewind ShavingCreamStopMotion CanAIReadShavingCream FilterVsShavingCreamBeard 3ClipShavingCreamEdit',
    pet: 'DrawYourPetInShavingCream ShavingCreamDogSketch 60SecShavingCreamPortrait ShavingCreamBunnyArt PupProofShavingCream ShavingCreamCatPainting ShavingCreamHoundWatch GuessMyShavingCreamKitten',
  },
  baking: {
    dance:
      'BakingWhiskWiggle 30SecondBakingGroove BakingDanceOff BakingDayDisco ShakeAndBake FlourPowerMoves DuetWithYourBakingBuddy BakingSpatulaSalsa',
    prank:
      'BakingSillyFaceMuffins BakingSecretMessage SurprisePinataBaking GuessWhatImBaking BakingHiddenHeartLoaf IsItCake BakingTeddyChefHat BakingFortuneCookieNotes',
    pet: 'BakingSupervisorCat 3IngredientPetBaking BakingDogSafeBiscuits BakingTimeKitchenGate SousChefPup BarkeryBakeOff TreatTuesdayBaking 10MinBakingForYourKitty',
  },
  spring: {
    fitness:
      '10MinSpringWorkout SpringTrailRun SpringLoadedJumps SpringParkCircuit CherryBlossomCycle SpringIntoSaturday OutdoorSpringYoga 30DaySpringStepGoal',
    prank:
      'PlantAPaperSpringGarden SpringSnowDayFakeout CanYouFoolThemThisSpring SpringCleanTheirCar SpringSquirtingDaisyGag EggHuntForGrownUps SpringBunnyFootprints SpringFlowerPotFaces',
    gaming:
      '10MinuteSpringSearch SpringBingoWalk SpringPuzzleRace 5SpringThingsToSpot EggHuntQuest SpringBirdSoundQuiz WinterVsSpringShowdown SpringFlowerTrivia',
  },
  parrot: {
    prank:
      'ParrotRingtone WhoSaidThatParrot FakeParrotOnShoulder ParrotToyInTheFridge CopyEverythingParrotStyle CanYourParrotFoolDad ParrotStickerSurprise ParrotSaysGoodMorning',
    travel:
      'ParrotSpottingTrip WildParrotsOfTheCity SpotAParrotNearYou 10ParrotsOneWeekend ParrotChatAtTheAviary GuessWhereThisParrotLives ParrotTravelCarrierTour ParrotBirdParkVisit',
    gaming:
      'ParrotShellGame BasketballParrotDunk 60SecondParrotTrick ParrotVsMeTicTacToe PollyPlaysPuzzles CanAParrotSolveThis TeachYourParrot5Words ParrotFetchBall',
  },
  attic: {
    dance:
      'OldTrunkShuffle 30SecondAtticGroove AtticBoomboxDanceOff ThenVsNowAtticMoves DustBunnyBoogie AtticDiscoRevival AtticDressUpDance 7DayAtticThrowback',
    music:
      'AtticFoundInstrument AtticCassetteMixtape AtticSongbookSingAlong AtticMusicBoxMelody 60SecondAtticJam 3SongAtticConcert OldVsNewAtticTunes PlayWhateversInYourAttic',
    gaming:
      'AtticRetroConsole AtticCartridgeHunt DigUpYourAtticFavorite 60SecondAtticSpeedrun DustedOffBoardGames BeatDadsOldHighScore AtticEscapeRoom KidsVsParentsAtticDuel',
  },
  toaster: {
    fitness:
      'ToasterPopSquats ToasterTimerPlank 20RepsPerToasterCycle PushUpsBeforeToast CanYouOutlastTheToaster LungeTillItLaunches 7DayToasterMorningMoves ToasterWallSitFaceOff',
    prank:
      'GooglyEyesOnTheToaster WhereDidMyToasterGo BreakfastToastMessage ToasterTalksBack ToasterPlushTwin ToasterCardboardDouble ToasterSaysGoodMorning ToasterPunPlacemat',
    pet: '30SecondToasterTrick ToasterSitAndStay CanYourDogBeatTheToaster ToasterShapedCatBed ToasterMorningBellyRubs KittyLoafOrBread 7DayToasterCuddles ToasterNoiseTrainingPup',
  },
  belt: {
    fitness:
      'BeltYogaStrapStretch BeltShoulderOpener 10MinBeltFlexibility BeltTugOfWar BuckleUpBurpees BeltRelayRace CanYouJumpTheBelt 30DayBeltToeReach',
    prank:
      'BeltSwappedForSuspenders WhereDidMyBeltGo BeltRibbonSwap LicoriceBeltSurprise GiveDadAChampionBelt BeltGooglyEyeBuckle BeltWrestlingIntroForMom BeltMadeOfCandy',
    tech: '10SecondBeltTransition BeltBagTechKit BeltCableOrganizer WaistHighBeltCam BeltHoleMeasureHack CanAnAppSizeYourBelt BeltSlithersStopMotion 7DayBeltStepCount',
  },
  whisk: {
    travel:
      'OneWhiskFiveKitchens WhiskAwayWeekend WhiskLessonsAtGrandmas WhiskAroundTheWorld PackYourWhisk BakeryCrawl HomeVsHolidayWhiskOff WhiskMarketSouvenir',
    music:
      'WhiskJazzBrushes 60SecondWhiskJam WhiskMicKaraoke BeatsByWhisk BowlAndWhiskRhythm WhiskVsSpoonDrumOff CanYouPlayTunesOnAWhisk WhiskBakingBallad',
    art: 'WhiskSplatterArt WhiskStampFlowers 60SecondWhiskMasterpiece 7DayWhiskPrints PaintWithAWhisk StillLifeWithWhisk KidVsAdultWhiskCanvas WhiskYarnOrnament',
  },
  bus: {
    fitness:
      '10MinBusCommuteWorkout BusGetOffEarly BusStopSquats WalkTheBusRoute 100CalfRaisesPerBusRide StretchTillTheBusComes BusBenchDips 30DayBusStepGoal',
    gaming:
      'BusWindowISpy CanYouStumpYourBusBuddy 5BlueThingsPerBusRide BusRouteSpeedrun AToZBeforeTheBusStops BackSeatCardShark BusTwentyQuestions BusWordChainGame',
    funny:
      'BusJustMissedIt 60SecondBusDrama CanYouActOutABusTrip NatureDocBusRide MeVsMyBusApp RunningForTheBus BusLostUmbrellaSaga BusBellPressPanic',
  },
  cycling: {
    tech: 'CyclingAppPicksMyRoute 15SecondCyclingRecap CyclingFastForwardRide PhoneVsWatchCyclingStats GPSArtByBicycle CyclingPOVVlog 30DayCyclingStreak CyclingTimelapseLoop',
    gaming:
      'CyclingTrackStandDuel CyclingScavengerHunt CyclingConeSlalom 5CluesOneCyclingRoute SlowestCyclingRaceWins 60SecondCyclingSkillsTest CanYouBeatMyCyclingTime CyclingSideQuest',
  },
  cafeteria: {
    prank:
      'TradeSeatsInTheCafeteria LunchroomGooglyEyes 10SecondCafeteriaFreeze CafeteriaMilkCartonFaces LunchroomJokeNapkins CafeteriaHighFiveLine CafeteriaComplimentCards CafeteriaFortuneCookies',
    fashion:
      'OneWeekCafeteriaOOTD LunchroomStreetStyle CafeteriaHairnetGlowUp CafeteriaCatwalk 60SecondCafeteriaRunway PictureDayOutfit MatchYourCafeteriaTray CafeteriaLunchLadyCosplay',
  },
  taco: {
    prank:
      'NotActuallyATaco TacoLookalikeCake TacoStickerSurprise WhoHidMyTacoShells 5TinyTacosEverywhere TacoJokeMenu TacoPinataReveal TacoTuesdayWakeUp',
    pet: 'TacoPlushPounce DogTacoBedNap TacoTuesdayWalkies 30SecondTacoSniffOut TacoCatBoxFort 7DayTacoTrickTraining CanYourPupFindTheTaco TacoToyTugOfWar',
  },
  dumpling: {
    tech: 'AppTeachesMeDumplings AIDumplingRecipe 60SecondDumplingTutorial DumplingStopMotion DumplingFoldSlowMo 10DumplingsOneTake DumplingTimerByVoice DumplingPhotoFaceOff',
    gaming:
      '60SecondDumplingPinchOff DumplingCharades DumplingShopTycoon ChopstickDumplingDuel 10DumplingStackRace DumplingRestaurantSim GuessTheDumplingFilling WhoFoldsBestDumplings',
  },
  stretching: {
    travel:
      'StretchingAtEveryStop 5MinHotelRoomStretching OneStretchingPosePerCity JetLagVsStretching StretchingAtTheAirport StretchingOnAPlane StretchingWithAView ShowUsYourStretchingSpot',
    fashion:
      'StretchingSquatProof StretchyOutfitCheck PassTheStretchingTest DenimThatStretches 3LooksOneStretchingFlow StretchingFitFaceOff StretchingInJeans StretchingMatchingSet',
  },
  'grocery store': {
    tech: 'GroceryStoreVoiceList GroceryStoreScanAndGo AIPlansMyGroceries BarcodeNutritionCheck GroceryStorePriceApp 7DayGroceryStoreSpendLog PhoneVsPaperGroceryStore 10MinuteGroceryStoreRun',
    gaming:
      'GroceryStorePriceGuess GroceryListBingo 5DollarGroceryStoreMeal GroceryStoreScavenger AlphabetGroceryGame GroceryStoreBillShowdown 60SecGroceryStoreRiddle GroceryStoreMemoryChain',
  },
  watermelon: {
    dance:
      '30SecondWatermelonGroove ICarriedAWatermelon PassTheWatermelonRelay DanceWithYourWatermelon WatermelonSmileShimmy WatermelonWaltz WatermelonWobble WatermelonSliceSalsa',
    prank:
      'WatermelonPartyHat WatermelonSharkReveal MessageInAWatermelon WatermelonFridgeNote WatermelonWearsSunglasses WhoAteMyWatermelon WatermelonSmileyStickers WatermelonGooglyEyes',
  },
  'board game': {
    funny:
      'BoardGameThatNeverEnds BoardGameSoreLoser 60SecondBoardGameMeltdown BoardGameHouseRules ExplainABoardGameBadly PokerFaceBoardGameDare GrandmaBoardGameShark BoardGameCheaterPOV',
    cooking:
      'CharcuterieBoardGame BoardGameTileCookies BakeYourFavoriteBoardGame BoardGameCake BoardGameDicePizza 10MinBoardGameSnacks BoardGameChessBrownies 3IngredientBoardGameBites',
  },
  'summer break': {
    tech: 'SummerBreakStopMotion TimeLapseYourSummerBreak CodeAGameThisSummer SummerBreakMovieTrailer 60SecondSummerBreakRecap SummerBreakGreenScreen SummerBreakThenVsNow OneClipPerSummerBreakDay',
    gaming:
      'SummerBreakFlashlightTag CampCardTourney SummerBreakChessDuel 30DaySummerBreakQuest SummerBoardGameLeague SummerBreakFortBuild KidsVsAdultsSummerBreak NoScreensSummerBreakDare',
  },
  crayon: {
    fitness:
      'CrayonPickUpSquats 10MinCrayonWorkout CrayonColorRelay RainbowCrayonCircuit 100CrayonCleanupRace EachShadeTenReps CrayonDiceCardio CrayonBearCrawl',
    prank:
      'CrayonWrapperSwap SecretWhiteCrayonNote CrayonBoxFullOfCarrots CrayonBananaFaces IsThisReallyACrayon CrayonsThatWontColor CrayonGooglyEyes 10SecondCrayonSwitch',
  },
  judge: {
    prank:
      '10SecondJudgeRuling JudgeSentencesToHugs CanYouFoolJudgeMom JudgeFinesForBadPuns PlayJudgeAtDinner VerdictIsBreakfast JudgePardonsTheDishes JudgeGrantsMovieNight',
    speed:
      'JudgeInTenSeconds BlinkAndJudge HotTakeJudgeBlitz JudgeBuzzerRound 20ThingsOneMinuteJudge JudgePlatesByLooksOnly JudgeFiveFitsFast FastestJudgeWins',
  },
  weekend: {
    gaming:
      '48HourWeekendQuest BoardGameWeekend WeekendRematchCup WeekendJigsawShowdown WhoWinsTheWeekend WeekendHideAndSeek 5RoundsEveryWeekend WeekendDominoesDuel',
  },
  riddle: {
    wellness:
      '5MinuteRiddleUnwind RiddleOverTea RiddleWalkAndPonder ARiddleADay BrainteaserBedtime 30MorningsOfRiddles SlowSundayRiddle RiddleForAFriend',
  },
  airplane: {
    gaming:
      'AirplaneTwentyQuestions FoldAnAirplaneIn60Seconds 5RoundAirplaneShowdown PaperPlaneBullseye AirplaneModeWordGame AirplaneTrayTableChess CanYourAirplaneHitTheCup AirplaneSeatTicTacToe',
  },
  robot: {
    music:
      'RobotVoiceCover RobotBeatbox 60SecondRobotJingle BeepBoopRobotRap SingLikeARobot RobotMonotoneKaraoke HumanVsRobotDuet RobotBedtimeBallad',
  },
  backpack: {
    fitness:
      'BackpackWeightedWalk BookbagLunges 10MinBackpackWorkout 100BackpackStepUps CanYouPlankInABackpack SquatWithYourSchoolbag BackpackBicepCurls BackpackWallSit',
  },
  donkey: {
    tech: 'DonkeyFlipbookAnimation 10SecondDonkeyStopMotion AIDrawsMyDonkeyDoodle DonkeyVsHorsePhotoQuiz DonkeyBrayRingtone CartoonMeAsADonkey CanAnAppSpotTheDonkey DonkeyVoiceChanger',
  },
  goose: {
    fashion:
      '7DayGooseOutfits GoosePrintScarf GoslingYellowFit GooseCardiganThrift SillyGooseSweater GooseGlowUpIn60Seconds DressLikeAGoose GooseBowtieDIY',
  },
  thermos: {
    gaming:
      'HealthPotionThermos CanYouBalanceAThermos ThermosShellGame ThermosBottleFlip 60SecondThermosStack ThermosCupPong ThermosSpinFaceOff PassTheThermosRelay',
  },
};
