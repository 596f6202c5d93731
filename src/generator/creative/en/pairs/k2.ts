import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  driveway: {
    dance:
      'CurbsideShuffle 7DayDrivewayGroove DrivewayBoogieBattle TwirlDownTheDriveway DrivewayFreestyleFriday OneMinuteDrivewayJam DrivewayLineDance DrivewayMoonwalk',
    fitness:
      'DrivewayChalkCourse 100JumpsOnTheDriveway 10MinDrivewayHIIT TagTeamDrivewaySquats DoubleDutchDriveway CanYouHopYourDriveway DrivewayLungeLaps DrivewayBearCrawls',
    prank:
      'DrivewayFlamingoFlock ChalkAHoleInYourDriveway WhoParkedOnMyDriveway 100CupsAcrossTheDriveway DrivewayFakePuddle DrivewayGnomeArmy BalloonDrivewaySurprise DrivewayRubberDuckParade',
    educational:
      'DrivewayChalkMath PlanetWalkUpTheDriveway DrivewayShadowClock DrivewayAntSafari PuddleEvaporationRace HowLongIsYourDriveway 10MinDrivewayRockSort 7DayDrivewayBugCount',
    cooking:
      '10MinDrivewayPicnic DrivewayLemonadeStand CurbsideBakeSale OpenADrivewayDiner 5FruitSaladOnTheDriveway DriveInMovieSnacks DrivewayIceCreamShake DrivewayPopsicleFaceOff',
    fashion:
      'CurbsideCatwalk DrivewayRunwayShow 3LooksOneDriveway GarageSaleStyling DrivewayOutfitSwap PajamasToDrivewayGlowUp 10SecondDrivewayStrut DrivewayFitFriday',
    wellness:
      'WaveAtEveryDriveway FrontStepsCoffee LawnChairUnwind DrivewaySunsetChat 5MinuteDrivewayBreather 30DayDrivewayStretch DrivewayChalkGratitude DrivewayMindfulMonday',
    music:
      'DrivewayBucketDrums FrontStepsJam GarageRockCover NameThatDrivewayTune 60SecondDrivewayConcert DuetAcrossTheDriveway DrivewayBoomboxBattle 7DayDrivewaySingAlong',
    tech: 'DrivewayChalkTimelapse StopMotionOnTheDriveway 5AnglesOfMyDriveway DrivewayJumpBurstShot DrivewayCarWashSlowMo PhoneVsTapeDriveway DrivewayLaptopMovieNight 30SecDrivewayHyperlapse',
    pet: 'DrivewayCatSunbath OneMinuteDrivewayStay PuppyMeetsMailCarrier ChalkOutlineOfMyDog DrivewayZoomies PupVsKidDrivewayRace DrivewayBubbleChase 7DayDrivewayWalkies',
    gaming:
      'BestOf5DrivewayTicTacToe LifeSizeCheckers DrivewayCornhole ChalkAMazeOnYourDriveway DrivewayFourSquare YardDominoTrail OneMinuteDrivewayGolf HopscotchDrivewayDare',
  },
  'gas station': {
    dance:
      'GasStationTwoStep GasStationMoonwalk RoadTripGasStationDuet PetrolStationPolka GasStationSlushieShuffle 30SecGasStationGroove CanYouDanceAtAGasStation 5MoveGasStationRoutine',
    fitness:
      'GasStationStretch 10SquatsAtEveryGasStation OneMinuteGasStationReset TagTeamGasStationWallSit GasStationCalfRaises GasStationNeckRolls PitStopGasStationMoves GasStationLungeBreak',
    prank:
      '5StarGasStationBouquet WasItFromAGasStation GasStationFancyDinner GasStationFakeVacation GasStationSouvenirForMom 10MinGasStationGiftHunt GasStationLuxuryUnboxing DateNightAtTheGasStation',
    wellness:
      'GasStationBreather GasStationThankTheCashier 5SensesAtAGasStation PetrolStationDeepBreaths OneMinuteGasStationPause RefillYourselfToo PayItForwardGasStation GasStationSlowSunday',
    music:
      'WriteAGasStationJingle 30SecGasStationSong GasStationKaraokeFaceOff PetrolStationBlues GasStationBeepRhythm GasStationPowerBallad SingEveryGasStationSign GasStationKazooDuet',
    art: '60SecGasStationSpeedArt RetroGasStationSketch GasStationThenAndNow GasStationCandyCollage PaintMyLocalGasStation GasStationCupDoodle DesignYourDreamGasStation 7DayGasStationLogos',
    tech: 'GasStationVsEVCharger CheapestGasStationApp AIDrawsMyGasStation PetrolStationNightPhotos 60SecGasStationVlog PinEveryGasStationInTown GasStationThenAndNowPic GasStationNeonTimelapse',
    pet: 'DogRatesTheGasStation OneTreatPerGasStation GasStationPuppyStretch PetrolStationPetBreak 5MinGasStationSniffWalk GasStationWaterBowlStop GasStationPawtrait SitAndStayGasStationDare',
    gaming:
      'GuessTheGasStationTotal GasStationSnackBingo OneMinuteGasStationHunt PetrolStationArcade GasStationBlindTasteTest GasStationPlateSpotting ISpyAtEveryGasStation GasStationCharadesRelay',
  },
  recess: {
    dance:
      'RecessDanceOff ClapGameRecessDuet SwingSetSway 30SecondRecessRoutine BringBackRecessMoves 7DayRecessGroove RecessCongaLine RecessThenVsNow',
    prank:
      'RecessAtTheOffice RecessBellAtWork MandatoryRecessMemo PlaygroundChalkNote SurpriseRecessBreak DidSomeoneSayRecess 10MinSecretRecess RecessHopscotchHallway',
    educational:
      '10MinRecessScienceHunt RecessGamesWorldwide SwingPendulumLesson RecessMultiplicationTag HowLongIsYourRecess RecessSpellingBeeBattle RecessThenAndNow 7DayRecessFactDrop',
    cooking:
      'RecessTrailMixFaceOff JuiceBoxMocktails 7DayRecessFruitCups RecessSnackSwap PackMyRecessIn5Min PlaygroundPicnic RecessTreatGlowUp RecessLunchboxBento',
    travel:
      'SchoolyardMemoryLane 5ParkRecessTour TakeRecessOnVacation 20MinRecessWalkabout BestPlaygroundInTown RecessAroundTheWorld RecessAtARestStop MyRecessThenVsNow',
    music:
      'TeachUsYourRecessClap RecessJumpRopeRhyme PlaygroundChant RecessHandshakeDuet OneMinuteRecessJingle MissMaryMackRemix RecessRapBattle RecessSongsThenVsNow',
    tech: '10000StepsBeforeRecess 15MinRecessHyperlapse MakeYourRecessRingtone RecessSlowMoSlideCam RecessThenVsNowFilter RecessOverVideoCall CodeARecessGame RecessPhotoScavenger',
    pet: 'RecessWithMyDog 10MinRecessForPets RecessKittyWandChase TugOfWarRecessFaceOff PlaygroundPupRun RoverGetsRecess 3TricksBeforeRecess RecessFetchFriday',
    gaming:
      'FourSquareTournament RecessJacksShowdown RecessDodgeballDuel CanYouWinRecessTag 7DayRecessGameStreak RecessMarblesChamp OneMinuteRecessHopscotch BringBackRecessClassics',
  },
  golf: {
    dance:
      'GolfCartShuffle HoleInOneGolfJig MiniGolfMoonwalk StrutLikeAGolfPro 10SecGolfVictoryWiggle GolfCelebrationDanceOff GolfBirdieBop 7DayGolfSwingGroove',
    prank:
      'GolfClapForChores GolfWhisperAnnouncer FakeMiniGolfCourse PlantATinyGolfFlag GolfMarshmallowBallSwap HallwayHoleInOne GolfEggCartonSwitch 10MinGolfCaddieService',
    cooking:
      'GolfBallCakePops MakeAGolfGreenSmoothie HoleInOneGolfCookies GolfCourseCupcakes GolfSnackBoardFaceOff 10MinGolfDayLunchbox GolfSandTrapSundae 3StepGolfParfait',
    travel:
      'PlayEveryLocalGolfCourse MiniGolfRoadTrip GolfSunsetNine 10CityGolfPassport HomeVsAwayGolfFaceOff GolfWackiestHoleHunt PackYourGolfBagLight 48HourGolfGetaway',
    fashion:
      'StyleAGolfPoloThreeWays ArgyleGolfSocks GolfThenVsNowOutfit RestyleDadsGolfCloset GolfSkortTwirl 7DayGolfFitDiary TeeUpYourGolfLook GolfBucketHatSwap',
    wellness:
      'GolfNoScoreRound 5MinGolfStretch BreatheBeforeGolfSwing 9HoleGolfWalk GolfSlowSunday GolfLetTheBogeyGo GolfGratitudeScorecard CanYouGolfPhoneFree',
    music:
      'GolfWalkOnSong GolfCartSingAlong ClubhouseGolfJazz OneMinuteGolfJingle WriteAGolfAnthem 3WordGolfChant GolfBallCupDrumBattle GolfKazooFanfare',
    art: 'PaintedGolfBalls MiniGolfDesign GolfCourseArtFaceOff DrawAGolfHoleIn60Sec 7DayGolfSketchbook GolfFantasyGreenMap GolfScorecardDoodle GolfThenVsNowPainting',
  },
  'first day': {
    fitness:
      'FirstDayAtTheGym CouchToFiveKStart FirstDayPushUpTest 10RepFirstDayCircuit ShowUsYourFirstDay 15MinFirstDayWorkout MyFirstDayVsWeekFour FirstDayJumpRope',
    prank:
      '3RiddlesForFirstDay WhoseFirstDayIsIt PackATinyFirstDayBag FirstDayBalloonDoor FirstDayPencilCaseJoke FirstDayGooglyEyes DadsFirstDayPhotoRemake FirstDayBananaMessage',
    educational:
      '3FactsForYourFirstDay FirstDayIcebreakers 60SecondFirstDayIntro FirstDayGoalSetting FirstDayTimeCapsule MomsFirstDayVsMine FirstDayNameGame WhatDidYouLearnFirstDay',
    cooking:
      'FirstDayFruitFaces BackToSchoolCookies FirstDayBentoBox 5MinFirstDayBreakfast 3StepFirstDayParfait AfterClassSnackAttack BuildAFirstDayYogurtBar FirstDayLunchboxDuel',
    travel:
      'FirstDayInANewCity MapYourFirstDayWalk 5PhotosFromMyFirstDay GetLostOnDayOne PracticeRunCommute FirstDayFoodHunt TouristVsLocalFirstDay 12HourFirstDayTour',
    wellness:
      'FirstDayPepTalk 5BreathFirstDayReset OneMinuteFirstDayCalm NightBeforeJournal FirstDayButterflies YouveGotThisFirstDay TellUsYourFirstDayWin MyFirstDayThenVsNow',
    music:
      'FirstDayWalkUpSong FirstDayDuetWithMom SchoolBellRemix FirstDayPepTalkRap 30SecFirstDayAnthem LockerComboBeat 5TrackFirstDayPlaylist SingYourFirstDayNerves',
    tech: 'ClassScheduleWidget OneSecondFirstDayClip FirstDayHomeScreen FirstDayDeskSetup BackpackTechKit CanAIPackYourFirstDayBag 5AppsForMyFirstDay FirstDayPhotoThenVsNow',
  },
  eagle: {
    dance:
      'FlapLikeAnEagle SoaringEagleDance 30SecEagleGlide EagleLandingFreeze EagleVsPigeonFaceOff 8CountEagleSwoop EagleStrut BaldEagleBoogie',
    fitness:
      'EaglePoseHold EagleWingspanPushups OneMinuteEagleBalance EagleSwoopSquats 30DayEagleArms CanYouStandLikeAnEagle BaldEagleBurpees TagTeamEagleFlaps',
    prank:
      'EagleEyeRoomSwap WhoLetAnEagleIn PlushEagleNestSurprise EagleEyedEasterEggs 10PaperEaglesOnHisDesk SpotTheHiddenEagle 5MinEagleTakeover EaglePhotobomb',
    cooking:
      'EagleNestBites 5MinEagleSnackArt BaldEagleCupcakes BuildAnEagleFromApples TalonTwistPretzels EagleFaceFruitPlate EagleVsOwlYogurtBowls 7DayEagleLunchbox',
    fashion:
      'EagleWingEyeliner EaglePrintGlowUp EagleLookFaceOff DressLikeAnEagle 30SecondEagleMakeover SewAnEaglePatch EagleScarfThreeWays 5DayEagleOutfits',
    music:
      'CanYouSoundLikeAnEagle EagleCallRemix OwlVsEagleSingOff WriteASongForEagles EagleScreechBeatDrop 3NoteEagleMelody EagleWhistleSolo EagleKazooFanfare',
    pet: 'CanYourPetSpotTheEagle EagleEyedCatBirdWatch KittyVsEagleCam PawsUpLikeAnEagle EagleEyeTreatHunt OneMinuteEagleStay 3TrickEagleRoutine EaglePlushFetch',
    gaming:
      'FoldAPaperEagleAndFly EagleDiveHighScore MiniGolfEagleHunt EagleEyeISpy EagleNestBlockBuild EagleVsOwlTriviaBattle 60SecEagleQuiz WhoCanSpotMoreEagles',
  },
  'bus driver': {
    dance:
      'SchoolBusShuffle BusStopTwoStep BusDriverBreakRoomBop ThankYourBusDriverDance BusDriverClockOutJig BusDriverVsKidsFaceOff 30SecBusDriverGroove 5MoveBusDriverRoutine',
    fitness:
      'BusDriverSeatedStretch TagTeamBusDriverSquats BusDriverShoulderRolls 5MinBusDriverReset 10RepBusDriverCircuit BusDriverCalfRaises StrongBackBusDriverDare BusDriverNeckCircles',
    funny:
      'DoYourBestBusDriverVoice WhatsTheBusDriverThinking 30SecBusDriverSitcom 5WordBusDriverWisdom BusDriverVsBackRow BusDriverFieldTripChaos ThingsBusDriversHear BusDriverDadJokes',
    educational:
      '5BusDriverRulesForKids BusDriverBlindSpots WhatCanBusDriversSee AskABusDriver WhyBusesAreYellow BusDriverHandSignals 60SecBusDriverQuiz DrawYourBusDriverRoute',
    travel:
      'BusDriverHiddenGems TourTownWithABusDriver LetYourBusDriverChoose 3StopBusDriverTrip EndOfTheLineAdventure 4HourBusDriverGetaway BusDriverRecommends BusDriverFaveVsMine',
    speed:
      '60SecBusDriverHeadcount BusDriverLineUpRace BusDriverCleanOutBlitz KidsVsBusDriverSpeedQuiz BusDriverMapDash BusDriverBeatTheBell BackpackRelayForBusDriver FastestBusDriverThankYou',
    music:
      'WheelsOnTheBusRemix SingForYourBusDriver BusDriverBeatbox 30SecBusDriverJingle BusDriverDuetWithKids 5SoundBusDriverLoop BusDriverKaraokeBreak BusDriverThankYouSong',
  },
  carpenter: {
    dance:
      '30SecCarpenterGroove CarpenterToolBeltBop TheCarpenterShuffle MeasureTwiceMoveOnce CarpenterTapDance 5StepCarpenterRoutine CarpenterVsPlumberFaceOff WaltzLikeACarpenter',
    fitness:
      '10MinCarpenterCircuit 100CarpenterCurls CarpenterWorkoutWednesday PlankLikeACarpenter CarpenterBucketRelay TwoByFourPress CarpenterStepUps CarpenterToolboxSquats',
    prank:
      'SecretCarpenterFix CarpenterGummyScrews CarpenterRubberHammer WhoCalledACarpenter GiveYourCarpenterToyTools ChocolateToolbox CarpenterFoamLumber 5MinCarpenterMakeover',
    travel:
      '10CarpenterFindsInTown MeetACarpenterAtTheFair OneHourCarpenterWalk CarpenterDoorwayHunt CarpenterRatesParkBenches CarpenterBridgeHunt WhoWasThisCarpenter OldVsNewCarpenterTour',
    fashion:
      'BaggyCarpenterJeans CarpenterPants3Ways CarpenterFlannelLayers CarpenterApronDIY DressLikeACarpenter CarpenterToCityGlowUp 60SecCarpenterFitSwap 7DayCarpenterCore',
    music:
      'CarpenterToolboxDrums CarpenterRulerTwang CarpenterWoodblockJam 30SecCarpenterBeat SawdustSymphony 10ToolCarpenterBand TapOutACarpenterRhythm CarpenterVsBakerFaceOff',
    pet: 'CarpentersLittleHelper 10MinCarpenterDogFort MyPetVsTheCarpenter BuildACatCastle SiteInspectorPup CarpenterAgilityRamp 3BoxCarpenterPuppyDen CarpenterBunnyHutch',
  },
  burger: {
    dance:
      'BurgerFlipDance BurgerStackShuffle WiggleLikeABurgerBun BackyardBurgerBoogie SmashBurgerStomp 30SecBurgerGroove 8CountBurgerBop BurgerVsPizzaFaceOff',
    fitness:
      'BurgerPlankCountdown BurgerBreakBurpees BurgerLayerLadder BuildABurgerWorkout SmashBurgerSquats 7DayBurgerStack 60SecBurgerFlipJumps BurgerVsFriesRelay',
    prank:
      'DessertBurgerSurprise BurgerCakeReveal ServeATinyBurger BurgerPlushOnThePlate BurgerFrenchFryFakeout 100StickyNoteBurgers WhichBurgerIsReal BurgerNameOnTheBun',
    music:
      '30SecBurgerJingle SpatulaBurgerDrums BurgerMenuRap SingYourBurgerOrder BurgerDuetWithDad BurgerBunsAndBass 5IngredientBurgerSong BurgerKaraokeFaceOff',
    tech: 'BurgerPhotoLikeAnAd AIBurgerBuilder 30SecBurgerCommercial BurgerFlipSlowMo BurgerRecipeAppVsDad BurgerCookTimelapse 3AnglesOfOneBurger RateMyBurgerInEmojis',
    pet: '10CatchBurgerBallStreak BurgerSqueakerFetch CatVsDogBurgerBed BurgerBunPillowNap SliderSizedPup WhereIsTheToyBurger BurgerTreatHideAndSeek BurgerPlushTug',
  },
  library: {
    dance:
      'LibrarySilentDisco LibraryShelfShuffle 30SecLibraryGroove LibraryDuetInSocks 5BookLibraryRoutine LibraryQuietDanceOff TheLibraryTiptoe WhisperYourLibraryMoves',
    fitness:
      'LibraryWalkStreak 10MinLibraryAbs 30DayLibrarySquats CanYouBalanceALibraryBook LibraryHardcoverCurls LibraryRepsPerChapter BikeToTheLibrary TagTeamLibraryLunges',
    prank:
      'LibraryHiddenNote 10CentLibraryFine LibraryBlindDateBook WhisperOnlyLibraryHour LibraryShushSignAtHome WhenDidWeBecomeALibrary FridgeLibraryMakeover LibraryPlushOnEveryShelf',
    travel:
      'OneDayLibraryCrawl LibraryPrettiestNearby LibraryPassportStamps EveryLibraryInTown ReadAtALibraryAbroad 100MileLibraryTrip LittleFreeLibraryHunt LibraryVsBookstore',
    music:
      'LibraryWhisperSong 30SecLibraryBeat SilentLibraryKaraoke BorrowALibraryVinyl 7DayLibraryPlaylist LibraryShushBattle LibraryLullaby HumYourLibraryFavorite',
    gaming:
      '60SecondLibraryHunt LibraryEscapeRoom 10BookLibraryBingo CanYouBeatMyLibraryTime BuildALibraryLevel SpeedrunTheStacks LibraryTriviaDuel LibraryPuzzleSwap',
  },
  easter: {
    educational:
      'EasterQuizFaceOff 5WaysToSayEaster NaturalEasterDyes WhyEggsForEaster 60SecEasterFacts EasterInTenCountries EasterThenVsNow EasterSeedSproutTest',
    cooking:
      'EasterEggCookies EasterBirdNestTreats 5MinEasterParfait DecorateYourEasterDonut EggcellentBrunch EasterSnackBoardBattle BraidedEasterBread 3StepEasterFruitBunny',
    travel:
      '3DayEasterGetaway EasterMarketStroll EasterTownEggHunt PackAnEasterPicnic EasterFarmBabyAnimals EasterFlowerFieldWalk HomeVsAwayEaster WhereDidYouSpendEaster',
    art: 'EasterEggArtFaceOff 60SecEasterBunnySketch EasterTissueTulips EggsquisiteDesigns DrawYourselfAsEasterLamb 7DayEasterDoodle PaintAnEasterWreath EasterChickCollage',
    tech: 'EasterStopMotion EasterPhotoThenVsNow CatchTheBunnyOnCam QREasterClueTrail 5EmojiEasterStory EasterVideoCallHunt AIDesignsMyEasterCard 10SecEasterSlowMo',
    pet: 'EasterPetTreatHunt EasterToyEggSniff EasterCatnipBasket CatVsDogEasterRace HoppyEasterHound 7DayEasterTrickTraining EasterCarrotForTheRabbit OneMinuteEasterSitStay',
  },
  ambulance: {
    dance:
      'WeeWooShuffle ThankYouAmbulanceDance AmbulanceSirenSway 30SecAmbulanceGroove ParamedicMoves AmbulanceHeroDuet AmbulanceCrewConga 5StepAmbulanceRoutine',
    fitness:
      'ParamedicStairDrill AmbulanceHeroPlank 10MinAmbulanceHIIT CPRToTheBeat 100AmbulanceLunges AmbulanceStretcherRelay AmbulanceMedicBagSquats JumpForAmbulanceCrews',
    prank:
      'AmbulancePlushiePillow WhoOrderedAHugAmbulance BoxAmbulanceBreakfast AmbulanceTeddyBandaged 5MinAmbulanceSpaDay HeroesWelcomeBanner AmbulanceCupcakeSurprise AmbulanceToyInDadsShoe',
    fashion:
      'AmbulanceRed3Ways AmbulanceHiVisChic DesignTheAmbulanceUniform ParamedicFitCheck AmbulanceColorBlock AmbulanceStripeGlowUp DressLikeAnAmbulance 60SecAmbulanceOutfit',
    tech: 'AmbulanceFirstAidAppTest AmbulanceReadyMedicalID 5MinAmbulancePhoneSetup WouldAnAmbulanceFindUs AmbulanceSOSShortcut ShareYourLocationDrill AmbulanceCallRoleplay 3ThingsAmbulanceCrewsNeed',
    pet: 'OneMinuteAmbulanceStay AmbulanceQuietDen AmbulancePlushRescue AmbulanceKitForMyPet 3TrickAmbulanceShow PupVsToyAmbulance CatInACardboardAmbulance AmbulanceVetCheckUp',
  },
  dentist: {
    dance:
      'DentistFlossDance DentistApprovedTwoStep WaitingRoomDentistJig 2MinuteDentistBrushBop ToothbrushTango DentistSmileFaceOff 7DayDentistWiggle MoveLikeYourDentist',
    fitness:
      'DentistBrushSquats DentistFlossAndFlex WalkToTheDentist 30DayDentistLunges DentistTwoMinuteCrunches FamilyDentistRelay DentistVsPatientPlank CanYouOutlastYourDentist',
    prank:
      'DentistToothFairyNote DadsDentistVoiceWakeUp DentistGiantToothbrush WhoIsTheDentistToday 5SecondDentistSmileCheck DancingDentistCard DentistGummyTeethGrin GiveMomADentistCheckup',
    cooking:
      '5MinDentistSnackBox 3CrunchyDentistFaves MolarDentistCupcakes DentistCookOffNoCandy CheesePlateForTeeth DentistsDreamDinner WouldYourDentistEatThis BuildADentistLunchbox',
    travel:
      'DentistTravelKitCheck DentistApprovedRoadTrip DentistBeforeVacation 2MinDentistBrushOnTour PackLikeADentist 7DayDentistAbroad DentistSmileInEveryTown ShowUsYourDentistBag',
  },
  sandwich: {
    funny:
      'IsAHotDogASandwich 60SecSandwichReview SandwichFoodCriticVoice MomVsKidsSandwichDuel CrustsOffPlease DescribeYourSandwichBadly 3WordSandwichPoem SandwichRatedByDad',
    prank:
      'SandwichCakeLookalike ServeDadATinySandwich LunchboxSandwichNote SandwichGooglyEyes 5SecondSandwichSwitch SixFootSubSurprise WhereDidMySandwichGo SandwichNameInMustard',
    educational:
      'DrawASandwichCrossSection SandwichSogginessTest 10CountrySandwichQuiz SandwichFractions SandwichOrNotRuling ButterBarrierScience WhoInventedTheSandwich 60SecSandwichHistory',
    tech: '30SecSandwichAd AISandwichCombo 5AnglesOneSandwich AppVsMomSandwichRecipe SandwichBuildsItself SandwichReviewInEmojis SandwichSlowMoSlice PhotographYourSandwich',
    gaming:
      'SandwichStackingGame BlindfoldSandwichGuess SandwichTowerTopple DiceDecideMySandwich 60SecSandwichBuildOff 5IngredientSandwichBluff NameThatSandwich SandwichWouldYouRather',
  },
  dodgeball: {
    funny:
      'DodgeballTeamPicks DodgeballDramaticOut DodgeballCommentator GymTeacherImpression 30SecDodgeballMovie TrashTalkDodgeball PillowDodgeballFaceOff DodgeballThenVsNow',
    travel:
      'PackADodgeballForTheTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame 5ParkDodgeballTour OneDayDodgeballCrawl BeachDodgeballBash LocalsVsTouristsDodgeball',
    fashion:
      'DodgeballHeadbands RetroGymClassLook EightiesTrackSuit DesignYourDodgeballJersey DodgeballKneeSockChic DodgeballTeamFitFaceOff 3WaysToWearDodgeballTee DodgeballGlowUpIn60Sec',
    tech: 'DodgeballSlowMoReplay HowFastIsYourDodgeball 30SecDodgeballRecap DodgeballSpeedAppDuel 5FrameDodgeballStory AIInventsDodgeballRules FilmADodgeballSplitScreen DodgeballTrickShotCam',
    pet: 'PupCatchesEverything DodgeballKittenPounce DodgeballSoftRollFetch DodgeballNosePush KittyVsRollingDodgeball CanYourDogHerdADodgeball 10BounceDodgeballStreak OneMinuteDodgeballPlay',
  },
  cereal: {
    funny:
      'CerealOrMilkFirst CerealIsSoupDebate EmptyBoxInCupboard CerealSportsCommentary DadVsKidsCerealPour SoggyFlakeFuneral 30SecCerealCommercial 5WordCerealReview',
    travel:
      'CerealAroundTheWorld 3CountryCerealSwap CerealAisleSafari PackACerealRoadKit ForeignCerealTasteTest 10MinCerealPicnic HotelCerealRanking HomeVsAwayCerealBowl',
    wellness:
      'SlowCerealSaturday CerealOnThePorch CerealNoScreens CerealWithGrandma 5MinuteCerealCalm CrunchMindfully CerealAndGratitude 3GoodThingsOverCereal',
    music:
      'CerealBoxShaker 5CerealSoundsOneBeat CerealCrunchRap SingToYourCereal CerealBowlDrumKit 30SecCerealJingle CerealSpoonDuet WriteACerealAnthem',
    gaming:
      'CerealBoxMaze CerealBlindTasteGuess 60SecCerealSort InventYourCerealGame CerealFlickFootball BestOf3CerealTicTacToe CerealSpoonGolf CanYouCatchCerealInACup',
  },
  campfire: {
    dance:
      '30SecCampfireArmDance CampfireLogSeatSway CampfireSeatedShuffle CampfireClapDuet FirelightFreestyle GlowstickCampfireJig 5MoveCampfireRoutine LivingRoomCampfireBop',
    prank:
      'CampfireTeddyBearCameo CampfireStoryTwist WhereIsMyCampfireChair CampfireOwlHootPrank CampfireSockPuppetShow GlowStickCampfireSmileys CampfireSongWrongLyrics CampfireBalloonTent',
    speed:
      'CampfireGearPackBlitz CampfireKindlingHunt 60SecCampfireTrivia ChairRelayAroundCampfire TentUpBeforeDark Name10CampfireSongsFast CampfireKnotRace KidsVsAdultsCampfireSetup',
    tech: 'TimelapseTheCampfire CampfirePhotoGlowUp 60SecCampfireASMR 3ShotCampfireRecap FirepitSmokeFreeHack CampfireStarMapApp CampfireStoryAI NightModeVsFlashCampfire',
    gaming:
      '60SecCampfireCharades CampfireHumThatTune OneWordCampfireStory CampfireWouldYouRather TwoTruthsByTheFire CampfireTriviaFaceOff CampfireRiddleRelay WhoSaidItCampfire',
  },
  sailboat: {
    dance:
      'SailboatSway 30SecSailboatRock SailboatArmsDuet 8CountSailboatGlide WindInTheSails SeaShantyStomp SailboatSailorJig DanceLikeASailboat',
    fitness:
      'SailboatPlankHold 60SecSailboatPose 100SailboatRows CanYouRockTheSailboat AllHandsOnDeckHIIT HeaveHoSquats SailboatCrewCircuit SailboatRopeTugOfWar',
    cooking:
      'WatermelonSailboats 5MinSailboatBites SailboatSnackBoard SailboatCheeseSails 3IngredientSailboat BuildASailboatSandwich SailboatFruitCups CucumberVsAppleSailboat',
    fashion:
      'SailboatStripes3Ways SailboatDeckShoeRestyle 30SecSailboatGlowUp MomVsDaughterSailboatLook 7DaySailboatChic CoastalGrandpaStyle DressForTheSailboat SailboatNavyKnit',
    tech: 'SailboatSunsetTimelapse DrawYourSailboatOnPhone DesignASailboatInAnApp PaperSailboatStopMotion 3FilterSailboatEdit SketchVsAISailboat 30SecSailboatReel SailboatOceanGreenScreen',
  },
  nurse: {
    prank:
      '100HeartNurseLockerFlood NurseGloveBalloonArmy WhoCalledANurse BandageOnTheBanana CoffeeFairyForNurses NurseCheckupForTeddy TinyNurseKitTakeover 5MinuteNurseHugRounds',
    music:
      '30SecNurseJingle NurseHeartbeatBeatbox NightShiftNurseAnthem SingForYourNurse 5SoundNurseRemix ScrubsSquadChoir NursesOnTheMic NurseHandWashSong',
    tech: 'NurseDayInEmojis 10KStepNurseShift 5MinNursePhoneHacks AIStudyForNursing CanAnAppBeatANurse FlashcardFaceOff NurseTechTierList ShowUsYourNurseHomeScreen',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome 10MinNurseDogWalk NurseKittyCheckup PostShiftZoomies 7DayNurseCuddleStreak WhoMissedTheNurseMore',
  },
  'grilled cheese': {
    dance:
      'GrilledCheeseShuffle GrilledCheeseFlipStep SwayLikeGrilledCheese 30SecGrilledCheeseGroove CheesePullPirouette 8CountGrilledCheeseBop GrilledCheeseDanceOff GrilledCheeseDuet',
    tech: '3AngleGrilledCheesePic 30SecGrilledCheeseAd AIGrilledCheeseCombo CanYouASMRGrilledCheese GrilledCheeseSlowMoPull AirFryerVsPan GrilledCheeseGlowUpEdit GrilledCheeseStopMotion',
    pet: 'WhoNapsOnGrilledCheese GrilledCheesePlushFetch PetInGrilledCheeseBed ToastyCatPose KittyLoafVsGrilledCheese 10TossGrilledCheeseToy GrilledCheeseDogPillow GrilledCheeseSnuffleMat',
    gaming:
      'GrilledCheeseBlindTaste WhichGrilledCheeseWins StackTheGrilledCheese GrilledCheeseDiceDuel CheesePullHighScore BuildAGrilledCheeseGame 3RoundGrilledCheeseQuiz 60SecGrilledCheeseTrivia',
  },
  pickleball: {
    travel:
      '5CourtPickleballTour BeachPickleballDay PickleballWithAView PackYourPickleballBag OneWeekendPickleballCrawl PickleballWithTheLocals PickleballHomeVsAway PickleballAbroadDare',
    music:
      '30SecPickleballJingle PickleballWalkoutSong PickleballPaddleDrums 10RallyPickleballBeat DinkBeatbox PickleballDuetOnCourt WriteAPickleballAnthem PickleballPopVsRock',
    tech: '10KStepPickleballDay SlowMoPickleballServe FilmYourPickleballGame 30SecPickleballRecap PickleballAIFormCheck PickleballBloopersReel HowFastIsThatPickleball PhoneVsRefPickleball',
    gaming:
      'PickleballCanKnockdown 100DinkPickleballStreak KingOfCourtPickleball BeatMyPickleballScore ElevenPointShowdown PickleballTrickShotDuel 60SecPickleballRally PickleballRelayRace',
  },
  burrito: {
    prank:
      'TuckThemInLikeABurrito WhoOrderedTheBurrito BurritoPlushPillowDrop BurritoWrappedPresent ItsNotABurrito 5SecBurritoBlanketWrap SockBurritoSurprise BurritoCakeFakeout',
    fashion:
      'BlanketBurritoCape BurritoScarfWrap BurritoLook3Ways BurritoGuacNailArt CozyBurritoCouture 30SecBurritoGlowUp CanYouWearABurrito BurritoVsTacoOutfit',
    art: 'BurritoCrossSection DrawABurritoCharacter 60SecBurritoSketch BurritoPopArt KawaiiBurritoDoodle 7DayBurritoComic BurritoPaperCraftDuel PaintYourPetBurritoStyle',
    pet: 'PupInABlanket ShowUsYourBurritoNapper HamsterBurritoBed BurritoSnuffleMat CatVsDogBurritoTunnel 10SecBurritoToyFind 3TrickBurritoRoutine BurritoHayForBunny',
  },
  blizzard: {
    fitness:
      'SnowedInBootcamp BlizzardShovelSets 10MinBlizzardHIIT BlizzardBurpeeBlitz CabinFeverCardio 100SquatBlizzardDay CanYouOutlastTheBlizzard BlizzardWorkoutRelay',
    prank:
      'BlizzardSockSnowballs 100PaperFlakeBlizzard BlizzardTinyYetiPrints WhoLetTheBlizzardInside 10MinBlizzardMakeover SurpriseSnowedInFort BlizzardHowlSoundPrank BlizzardCottonSnowdrift',
    cooking:
      'SnowedInCinnamonRolls BlizzardPantryPizza 5IngredientBlizzardBites 10MinBlizzardSnackBoard CabinFeverCookies ShowUsYourBlizzardStash BlizzardSmoothieFaceOff FridgeSetBlizzardBars',
    travel:
      'AfterTheBlizzardWalk 5CountryBlizzardTour 24HourBlizzardGetaway BlizzardArmchairTravel BeachVsBlizzardVacation SnowedInStaycation BlizzardDreamTripPlanner WhereWillBlizzardTakeYou',
  },
  scarf: {
    fitness:
      'ScarfStrapStretch ScarfPullApart TugOfWarWithAScarf CanYouCatchYourScarf 10MinScarfYoga WrapItUpWorkout ScarfSquatRelay 100ScarfTosses',
    travel:
      'ScarfAsATravelPillow ScarfInEveryPhoto 10UsesForYourScarf ThriftStoreScarfHunt FirstScarfDayOfFall ScarfSwapAbroad 30SecScarfAirportHack ScarfVsJacketPacking',
    wellness:
      'ScarfKnittingCalm ScarfDonationDrive WoolWrapComfort 5MinScarfStretch ScarfOneRowADay ScarfSlowSunday MyCoziestScarf TellUsYourScarfStory',
    pet: '10SecScarfChase ScarfCatPounce KittyVsScarfTassel ScarfPeekaboo CanYourDogFindTheScarf ScarfKnittingSidekick 3TrickScarfShow ScarfBedForPuppy',
  },
  hairbrush: {
    fitness:
      'HairbrushOneLegBalance 100HairbrushArmCircles HairbrushSquatStrokes MorningBrushStretch 60SecHairbrushMicHIIT BraidingWallSit HairbrushPassRelay CanYouLungeWithAHairbrush',
    cooking:
      'HairbrushMicChefShow IsItAHairbrushCake HairbrushSingAndBake 30SecHairbrushRecipe BraidedBreadLoaf HairbrushHostFaceOff 5StepHairbrushSandwich HairbrushMenuReveal',
    art: 'DrawYourHairbrushBlind HairbrushBristlePrints HairbrushSplatterStars HairbrushVsSpongeArt PaintAHairbrush VintageVanityStillLife 60SecHairbrushSketch 7DayHairbrushTextures',
    gaming:
      '60SecHairbrushCharades HairbrushFreezeTag HairbrushMicBattle WhereIsTheHairbrush BedheadGamerGlowUp CharacterHairCreator 5RoundHairbrushKaraoke HairbrushHotPotato',
  },
  park: {
    fitness:
      'ParkBenchBootcamp 20MinParkCircuit ParkFiveKRun 100LungesInThePark FamilyParkRelay TagEveryTreeSprint ParkStepUpStreak ParkJumpRopeCircle',
    cooking:
      'ParkLemonadeStand PerfectParkPicnic 10MinParkSnackBox ParkBenchBrunch NoFridgeFeast 3IngredientParkWraps PackAParkLunchForTwo ParkSandwichFaceOff',
    fashion:
      'ShowUsYourParkFit ParkToPatioLook 30SecParkStrut ParkPicnicPlaid GrassProofSneakers 3ParkOutfitsOneBag ParkVsCityStyle ParkDenimLayers',
    gaming:
      '10MinParkScavenger ParkGeocacheHunt ChessInThePark ParkHideAndSeek PicnicBoardGameBash 5HoleParkDiscGolf KidsVsParentsParkTag MakeUpAParkSport',
  },
  fitness: {
    prank:
      'SurpriseFitnessClass FitnessCoachDuringChores 100MedalFitnessCeremony WhoSignedMeUpForFitness 60SecFitnessMontage BalloonFinishLine FitnessTrainerTakeover FitnessPillowKettlebell',
    travel:
      'FitnessLocalVsTourist FitnessInEveryCity 10MinSuitcaseFitness GetFitOnTheRoad HotelGymRating 5KFitnessAbroad FitnessWithAView PackYourFitnessKit',
    gaming:
      'FitnessLevelUpQuest FitnessShadowBoxRounds FamilyFitnessSimonSays 60SecFitnessCharades CanYouBeatMyFitnessScore 7DayFitnessStreakGame FitnessBossBattle FitnessDiceRollWorkout',
  },
  swimming: {
    travel:
      '5MinSwimmingBagPack SwimmingWithLifeguards SwimmingGearGlowUp SwimmingLessonsAbroad SwimInEveryPublicPool 10SwimmingTripMemories SwimmingCapThenVsNow WhereDidYouLearnSwimming',
    tech: 'NameThatSwimmingStyle SwimmingSlowMoStroke SwimmingSplitScreenRace 30SecSwimmingExplainer SwimmingFormCheckApp SwimmingFakeOceanEdit 5EmojiSwimmingStory YouVsAISwimmingQuiz',
    gaming:
      'MarcoPoloChampion SwimmingSharksAndMinnows FloorSwimmingFaceOff 60SecSwimmingCharades SwimmingNoodleRelay GuessTheSwimmingStroke SwimmerSimonSays 10RoundSwimmingTrivia',
  },
  ramen: {
    prank:
      'RamenCakeReveal SurpriseRamenUpgrade IsItRamenOrYarn RamenPlushInTheBed RamenChopstickSwap 5StarRamenDinnerForDad RamenNoriFaces RamenMenuDoorSign',
    music:
      '30SecRamenJingle RamenBowlBeat ChopstickRamenDrums 5SoundRamenLoop SlurpSymphony SingYourRamenOrder RamenRapBattle RamenDuetForTwo',
    pet: 'PetReactsToRamenSlurp CatFitsInRamenBowl RamenCupTreatPuzzle RamenBoxKittenFort 10SecRamenToyFetch HamsterVsRamenMaze 3TrickRamenNightShow WhoClaimsTheRamenBed',
  },
  guitar: {
    prank:
      'GuitarSerenadeSurprise FakeGuitarSolo LiveGuitarDoorbell GuitarWakeUpCall GuitarToyUkuleleSwap 5SecondGuitarTheme PlayAirGuitarAtDinner GuitarDramaticEntrance',
    cooking:
      'GuitarPickCookies BuildAGuitarSandwich 5MinGuitarFruitPlate LicoriceGuitarStrings GuitarSnackBoard RockAndRollSushi 3StepGuitarParfait GuitarJamOnToast',
    travel:
      'OneSongEveryCityGuitar BuskingGuitarTour PackYourGuitarLight GuitarShopCrawl GuitarInThePark SunsetSerenadeSpot 30SecGuitarPostcard GuitarLocalsVsTourists',
  },
  hedgehog: {
    travel:
      'HedgehogsFirstCarRide 7DayHedgehogTracker DuskHedgehogSpotting WhereDidTheHedgehogGo HedgehogGardenSafari HedgehogNightRamble PackForAHedgehogTrip 30MinHedgehogStroll',
    fashion:
      'HedgehogSpikyHair HedgehogCore3Ways CozyHedgehogSocks HedgehogHoodieEars SpikesAreInSeason 30SecHedgehogGlowUp DressLikeAHedgehogDay HedgehogVsFoxFit',
    tech: 'DrawAHedgehogOnYourPhone GardenHedgehogTrailCam HedgehogWheelTracker AIVsRealHedgehog 10SecHedgehogStopMotion HedgehogSlowMoYawn 5EmojiHedgehogStory HedgehogSnoutCloseUp',
  },
  rocket: {
    fitness:
      '10To1RocketJumps BlastOffBurpees AstronautBootCamp RocketLaunchSquats 60SecRocketHIIT CanYouSoarLikeARocket RocketShipPlank RocketRelayRace',
    cooking:
      'RocketPops RocketFuelSmoothie AstronautIceCream 5MinRocketSnack CountdownRocketLunchbox 3StepRocketFruitStack BuildARocketSandwich RocketParfaitFaceOff',
    fashion:
      'AstronautFitCheck SewYourOwnRocketPatch RocketVsPlanetOutfit 30SecRocketGlowUp DressLikeARocketScientist RocketPrint3Ways RocketBackpackDIY RocketSneakerDoodles',
  },
  mop: {
    fitness:
      '10MinMopWorkout 100MopLunges MopBucketCarry OverheadMopSquats MopTillYouDrop WringOutReps MopAndSweepRelay MopItMonday',
    art: 'MopHeadPuppet 3ColorMopPrint GiantMopCalligraphy 60SecMopDoodle PaintWithAMop WetFloorSignArt MopPortraitFaceOff MopWaterSidewalkArt',
    gaming:
      'MopBucketCurling MopHockeyFaceOff 60SecMopRace SideQuestMopTheHall FloorIsLavaWithMops CanYouBalanceAMop 5GoalMopShootout MopSockBasketball',
  },
  succulent: {
    fitness:
      'SucculentRepotSquats SucculentSoilBagCarry 10MinSucculentStretch SunSaluteSucculent CactusArmsPose 30DaySucculentPlank CanYouOutlastASucculent SucculentLungeRelay',
    prank:
      'SucculentFakePlantSwap SucculentRockDisguise IsThatSucculentReal 10SucculentsOnHerDesk CactusCupcakePrank SucculentInTheFridge WaterMySucculentPlease CandySucculentSurprise',
    travel:
      '5CitySucculentHunt SucculentShopHop SucculentPlantSwapMeet OneDaySucculentCrawl WhereDoSucculentsGrow WildVsPottedSucculent PackASucculentSouvenir SpotTheBiggestSucculent',
  },
  toothpaste: {
    cooking:
      'ToothpasteStripeFaceOff ToothpasteTubeCake CanYouFakeToothpaste 10MinToothpasteDupe PipeItLikeToothpaste MintyFreshMacarons 3LayerToothpasteLookalike ToothpasteTwinParfait',
    fashion:
      'StripedToothpasteNails ToothpasteSneakerClean ToothpasteStainFix ToothpasteShoeGlowUp MintyFreshFit ToothpasteColors3Ways 60SecToothpasteMakeover DressLikeYourToothpaste',
    wellness:
      'ToothpasteBedtimeBrush 30DayToothpasteHabit ToothpasteFlossStreak ToothpasteTuesdayThanks TwoMinuteMindfulness MirrorPepTalk HowMuchToothpasteIsEnough ToothpasteNoPhoneZone',
  },
  'police car': {
    dance:
      '30SecPoliceCarGroove WeeWooBop PoliceCarFlashFreeze 8CountPoliceCarSpin ToyPoliceCarDanceOff RedAndBlueShuffle MoveLikeAPoliceCar PoliceCarWiggleWave',
    wellness:
      'PoliceCarThankYou SirenBreathBreak 5MinPoliceCarColoring 7DayPoliceCarKindness DrawYourPoliceCarHelper PoliceCarSlowSunday CopCarCoffeeRun PoliceCarBedtimeStory',
    music:
      'PoliceCarSirenRemix WeeWooHarmony 30SecPoliceCarJingle 5NotePoliceCarTune SingAlongWithPoliceCar PoliceCarVsAmbulanceHum PoliceCarBeatbox PoliceCarBedtimeSong',
  },
  car: {
    music:
      'CarpoolSingAlong CarTrunkConcert 5SongCarPlaylist ParkedCarKaraoke WindowsDownAnthem CarWashShanty BackseatCarDuet 30SecCarJingle',
    gaming:
      '10RedCarsFirstWins 60SecCarISpy CarSpottingBingo BackseatCarTrivia CarColorCountingDuel LicensePlateHunt CanYouNameThatCarSound CarWordChainRelay',
  },
  coffee: {
    prank:
      'LatteArtMessage CoffeeCupGooglyEyes WakeUpToCoffee OneBeanCoffeeOrder ServeDadATinyCoffee WhoDrankMyCoffee 5SecondCoffeeSwitch CoffeeSleeveComicStrip',
    gaming:
      'CoffeeAndControllers 60SecCoffeeTrivia CoffeeBeforeTheBoss BlitzChessAndLattes OneLevelPerCoffee GuessMyCoffeeOrder CoffeeBeanTicTacToe 3RoundCoffeeShowdown',
  },
  italy: {
    fitness:
      'ItalyTarantellaCardio ItalyPastaPotCurls ItalySquatsToOpera WalkLikeAnItalian OneLegItalyBootBalance ItalyPlankRelay 30DayStrollAcrossItaly 10MinItalyWorkout',
    wellness:
      'ItalyDoNothingDay LongItalianLunch BringItalyToYourTable 20MinItalyPasseggiata TuscanSunsetPause ItalyAfternoonRiposo ItalySlowSunday 3ThingsItalyTaughtMe',
  },
  violin: {
    dance:
      'IrishJigToFiddle ViolinHoedown ViolinTangoStep 8CountViolinWaltz ViolinVsPianoDanceOff BalletToViolin 30SecViolinFreestyle SwayWhileIPlayViolin',
    wellness:
      'CallGrandmaWithViolin ViolinBowBreathing 5MinViolinUnwind OneNoteViolinMeditation SlowViolinMorning PlayItSlowly ViolinPracticeStreak ViolinSundayStillness',
  },
  stroller: {
    tech: 'StrollerHyperlapseWalk 10KStepStrollerStreak 30SecStrollerVlog StrollerStopMotion MapYourStrollerLoop BabyMonitorShowdown WhichStrollerAppWins StrollerPodcastPicks',
    gaming:
      'StrollerISpyRounds 10DogStrollerBingo 5MinStrollerColorQuest StrollerScavengerHunt WhoSeesItFirstStroller GameWhileBabyNaps StrollerAlphabetSigns MomVsDadStrollerQuiz',
  },
  suit: {
    music:
      'SuitAndTieSerenade TuxedoPianoCover SuitUpKaraokeNight SuitCroonerFaceOff SuitDuetWithGrandpa 30SecSuitLipSync SingInYourBestSuit 5SongSuitPlaylist',
    gaming:
      'TuxedoSpyMission 3ClueSuitWhodunit SuitUpAsAVillain 60SecSuitCharades SuitUpLikeYourGameHero WhoWoreItBetterSuit SuitDetectiveMystery SuitSpeedChangeRace',
  },
  wallet: {
    prank:
      'WhoseWalletIsThis WalletPhotoSwap 100PenniesWalletGift ChocolateCoinsInWallet WalletPlayMoneyGag WalletFullOfConfetti HandDadATinyWallet WalletFortuneSlip',
    gaming:
      'WalletPackingPuzzle WalletCoinCountQuiz WalletVsPiggyBank GuessWhatsInMyWallet FreeToPlayOnly 60SecWalletShop 5DollarWalletHunt BuildAWalletBudgetGame',
  },
  mailbox: {
    fitness:
      'MailboxMileWalk 10LungesPerMailbox MailboxSprintBack BearCrawlToMailbox OneMinuteMailboxDash ParcelSquats HowFastIsYourMailboxRun MailboxRelayRace',
    gaming:
      'MailboxScavengerHunt MailboxRiddleDrop PenPalChessByPost SecretMailboxCodeGame GuessWhatsInTheMailbox 10MailboxColorCount 60SecMailboxToss MailboxTicTacToeDuel',
  },
  straw: {
    fitness:
      'CrazyStrawCrunches StrawHurdleHops StrawPickupSquats 100StrawSitUps 60SecStrawSlalom SlurpBetweenSets StrawRelayRace CanYouBalanceAStraw',
    fashion:
      'StyleAStrawHat3Ways StrawBeadJewelryDIY StrawBraceletStack 30SecStrawBagGlowUp CupAndStrawMatch PastelCafeOutfit StrawFedoraFaceOff WhoWoreTheStrawBetter',
  },
  helicopter: {
    tech: '10SecHelicopterStopMotion HelicopterSeedsInSlowMo HelicopterPaperSpinCam FlyAMiniHelicopter GuessThatHelicopterSound 5WingHelicopterTest WhoseHelicopterLandsLast HelicopterDrawingAppDuel',
    pet: 'HelicopterTailWag 10SecHelicopterChase HelicopterPaperCatToy KittyVsHelicopterSpinner HelicopterPlushFetch MapleSeedPounce 3TrickHelicopterShow CanYourDogDoTheHelicopter',
  },
  waiter: {
    prank:
      'FancyWaiterAtHome WhoHiredThisWaiter WaiterClocheReveal WaiterSillySpecials DressUpAsTheirWaiter WaiterWithAFakeMustache 5StarWaiterForMom 60SecWaiterTakeover',
  },
  bbq: {
    travel:
      'BBQCrawlMyTown ParkGrillBBQDay 5CityBBQPassport BBQSauceRoadTrip 48HourBBQGetaway WhereIsTheBestBBQ BBQFoodTruckTour TexasVsCarolinaBBQ',
  },
  thrift: {
    cooking:
      '5DollarThriftKitchen ThriftTeapotParty ThriftCookbookThenVsNow RetroDinnerRevival ThriftedTeacupCake SkilletFromSecondhand ThriftPlateGlowUp 10MinThriftPicnic',
  },
  'hula hoop': {
    gaming:
      'HulaHoopRingToss 60SecHulaHoopSpinOff 10LevelHulaHoopQuest CanYouHulaHoopAndSing BackyardHoopOlympics HulaHoopFreezeDance PassTheHulaHoop HulaHoopHopscotch',
  },
  mirror: {
    cooking:
      '3StepMirrorParfait MirrorImagePlating PerfectlyMirroredSandwich ChocolateMirrorDonuts 5MinMirrorFruitBoard MirrorMyPlateFaceOff CanYouMirrorThisSnack MirrorTwinCupcakes',
  },
  vacuum: {
    pet: 'VacuumCatHideawayBox OneMinuteVacuumTreatTime CalmAroundTheVacuum PetHairVacuumReveal 7DayVacuumFriendship IntroduceYourVacuumSlowly VacuumOffSniffTest VacuumQuietModeForPup',
  },
  scissors: {
    wellness:
      'ScissorSnipASMR ShowUsYourScissorsArt ScissorsWorryCutOut 5MinScissorsCollage SlowScissorSnowflake 30DayPaperScissorsCraft ScissorChainOfThanks SafetyScissorsSunday',
  },
};
