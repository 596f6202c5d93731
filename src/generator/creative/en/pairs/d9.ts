import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  actor: {
    dance:
      'ActorJazzHands ActorBroadwayKick ActorAuditionCombo DanceLikeAMovieActor ActorRedCarpetStrut CurtainCallChoreo ActorsMusicalNumber ActorSpotlightSpin',
    fitness:
      'ActorMontageRun ActorHeroPushups ActorCrunchMonologue ActorWarmupCircuit ActorLinesInAPlank TrainForTheRole ActorSuperheroSquats ActorFightSceneCardio',
    prank:
      'ActorStaysInCharacter ActorOvationForMom ActorRedCarpetArrival ActorCueCardSurprise NarrateTheirMorning PaparazziWelcomeHome ActorAwardAmbush ActorThankYouSpeech',
    educational:
      'HowActorsCry ActorMemoryTricks ActorAccentLesson ActorsTongueTwisters StageLeftOrRight ShakespeareInsultQuiz GuessTheActorEmotion ActorVoiceWarmups',
    cooking:
      'ActorPremierePopcorn ActorCooksInCharacter ActorBreakfastScene ActorsCookingShow RecreateAMovieFeast LeadRoleLasagna ActorStatuetteCookies ActorOnSetLunchbox',
    travel:
      'FrontRowForLocalActors FilmLocationHunt ActorRoadTripMonologue PackLikeAnActor ActorTrainWindowScene ActorNarratesMyTrip ActorTheaterCrawl ActorBoardingPassPose',
    speed:
      'CostumeChangeIn60 ActorSpeedMonologue FastestActorTears ActorMoodSwitchTimer ActorEmotionFaceOff ActorTongueTwisterRun ActorAccentBlitz ActorPropGrabRace',
    art: 'ActorHeadshotSketch ActorCaricature PaintYourFavoriteActor ActorAwardSculpture MoviePosterRecreation CraftAStageProp DrawActorsInOneLine ActorFilmStillRedraw',
    tech: 'ActorAuditionTapeSetup GreenScreenActor ActorFilterMonologue DubOverAnActor ActorVoiceChangerApp ActorPhoneHeadshot ActorSlowMoDramaticTurn ActorBloopersEdit',
    pet: 'PetPlaysTheVillain ActorCatCameo ActorPupRedCarpet DogActorAudition ActorCatDramaticFlop BestSupportingKitty ActorPawtographs ActorDogTakesABow',
    gaming:
      'ActorCharadesNight ActorImprovDice ActorCartoonVoiceOff NameThatActor ActorInCharacterDare ConnectTheActors ActorGuessWho ActorQuoteBingo',
  },
  'advent calendar': {
    dance:
      'AdventDailyMove OpenTheDoorDance AdventElfShuffle TwentyFourDayChoreo AdventCalendarSpin AdventJingleStep AdventCalendarBop AdventCalendarDanceADay',
    fitness:
      'AdventAbsCountdown AdventSquatStreak AdventCalendarPlank RepsEqualTheDate AdventCalendarBurpees AdventPushUpDoors CardioAdventCalendar AdventCalendarLunges',
    prank:
      'AdventCalendarRiddleNotes DadJokeAdvent AdventLumpOfCoal AdventCalendarMemeSwap AdventSwitcheroo SurpriseBehindTheDoor AdventCalendarGooglyEyes AdventCalendarBabyPhotos',
    cooking:
      'BakeYourOwnAdvent AdventCocoaBombs AdventCookieCountdown TwentyFourTruffles AdventFudgeFactory HomemadeChocolateDoors CheeseAdventCalendar AdventCalendarGingerbread',
    travel:
      'AdventWindowWalk AdventCalendarTownHunt AdventCalendarLightsTour ChristmasMarketHop AdventCalendarDayOut TwentyFourTinyTrips AdventCalendarCafeCrawl AdventCalendarTrail',
    fashion:
      'AdventAccessoryADay UglySweaterCountdown AdventJewelryUnbox AdventFestiveFits TwentyFourLooks AdventSockStyling AdventCalendarOutfits NailArtAdventCalendar',
    speed:
      'AdventCalendarTreatGrab AdventWrapRace AdventFillBlitz OpenAllTwentyFour FindTodaysNumber BeatTheAdventClock AdventCalendarSpeedrun AdventCalendarBuildIn10',
    music:
      'AdventCarolCountdown AdventJingleJam TwelveDaysRemix AdventCalendarSingDare AdventKaraokeDoors SleighBellMedley KazooAdventCalendar AdventCalendarSongADay',
    tech: 'AdventCalendarTimelapse AdventCalendarVoiceNote AdventCalendarWidget AdventGadgetUnbox 24DayAdventCalendarVlog AdventCalendarLockScreen AIFillsMyAdventCalendar AdventCalendarPhotoReel',
    pet: 'CatVsAdventCalendar AdventTrickADay PawventCalendar DogAdventUnbox AdventPetTreats PuppyPicksADoor KittyAdventCalendar AdventCalendarKibbleHunt',
    gaming:
      'AdventLevelADay AdventMiniGames AdventPuzzleDoors AdventCalendarBingo AdventCalendarCharades AdventCalendarTrivia AdventCalendarTreatGuess AdventCalendarHideAndSeek',
  },
  adventure: {
    dance:
      'DanceLikeAnAdventurer AdventureTrailStomp ExplorerShuffle AdventureHilltopStrut JungleJive AdventureFinishLineJig AdventureConga AdventureVictoryWiggle',
    fitness:
      'AdventureParkNinjaRun AdventureBootcamp ObstacleCourseDay AdventureHillRepeats MonkeyBarAdventure AdventureUphillHike AdventureBackpackSquats AdventureStairSummit',
    prank:
      'AdventureTreasureHunt AdventureMapSurprise SecretQuestInvite AdventureDinoTracks AdventureBottleMessage XMarksTheSnack AdventureCluePostcards SurpriseAdventureWakeUp',
    cooking:
      'AdventureCampCooking AdventureTrailMix AdventureGranolaBites AdventureFruitLeather AdventureInALunchbox SummitEnergyBars AdventurePicnicPack AdventureHikerSandwich',
    wellness:
      'MicroAdventureDay AdventureCloudGazing GreatOutdoorsReset SayYesToAdventure AdventureSoloSunrise AdventureNewHobbyHour AdventureJarPicks AdventurePauseAndBreathe',
    speed:
      'AdventureScavengerRace AdventureRelay PackForAdventureIn60 AdventureKnotTieTimer AdventureMapFoldDash BeatTheSunsetHike AdventureObstacleLap AdventureCompassSprint',
    tech: 'AdventureFirstPersonCam AdventureCompassAppQuest AdventureVoiceMemoLog AdventurePanoramaGlitch VlogYourMiniAdventure AdventureNightModePhoto AdventureTimelapse AdventureGeocacheHunt',
  },
  'air conditioner': {
    dance:
      'AirConditionerHairFlip AirConditionerShimmy AirConditionerFreeze AirConditionerConga VentHugShuffle DanceInTheAirConBreeze AirConditionerMoonwalk AirConditionerRobot',
    fitness:
      'AirConditionerJumpJacks AirConditionerPlank AirConditionerCoolDown EarnTheAirCon BeatTheHeatBurpees ChillZoneYoga AirConditionerWallSit AirConditionerLunges',
    prank:
      'AirConFakeIcicles AirConGooglyEyes WhoHidTheAirConRemote AirConSnowDay VentStreamerParty IcedTowelDelivery AirConArcticWelcome AirConScarfAndMittens',
    educational:
      'HowAirConditionersWork AirConEnergyMath ExplainAirConIn30 FanVsAirConditioner AirConditionerMythQuiz WhyCoolAirSinks WhereDoesAirConWaterGo AirConditionerTempTest',
    cooking:
      'AirConNoBakeDay AirConditionerGazpacho AirConditionerSorbet AirConColdNoodles TooHotToCook FrozenGrapeSnack AirConditionerIcePops AirConditionerSmoothie',
    travel:
      'AirConditionerRoadTrip CoolestAirConInTown AirConMovieMatinee ChaseTheAirCon CoolMuseumEscape HeatWaveHideouts AirConLibraryDayOut MallWalkAirConditioner',
    wellness:
      'AirConditionerNap AirConditionerBookHour AirConWhiteNoise AirConPillowFlip ColdTowelRitual AirConSlowBreathing AirConditionerStretch AirConditionerMeditation',
    speed:
      'AirConIceMeltRace FastestToTheAirCon AirConditionerRemoteHunt AirConTidyThenChill CoolDownCountdown AirConBlanketFoldRace AirConPopsicleSprint RelayToAirConditioner',
    music:
      'AirConditionerHumBeat AirConditionerBeatbox AirConditionerKaraoke AirConLoFi SingIntoTheFan VentWhistleSolo DuetWithAirConditioner AirConditionerOpera',
    gaming:
      'AirConditionerCharades AirConditionerSpeedrun AirConditionerCardTourney AirConGameMarathon HeatWaveBoardBattle ColdRoomHighScore AirConditionerJigsawDay ChessByAirConditioner',
    art: 'AirConditionerMural AirConditionerStencil AirConditionerCollage AirConBreezeMobile WindowUnitMakeover CoolBlueWatercolor AirConditionerWindArt AirConditionerOrigami',
    fashion:
      'AirConditionerCardigan AirConditionerShawl AirConditionerBlazer DressForTheAirCon OneOutfitTwoClimates OfficeChillLayers AirConditionerWindyLook AirConditionerBeanie',
  },
  'air horn': {
    prank:
      'KazooAirHornSwap SilentAirHornGag ConfettiAirHornPop AirHornLookalikeCake AirHornCheerSquad AirHornPaperDecoy AirHornPlushImposter AirHornHypeMan',
    educational:
      'HowAnAirHornWorks DopplerAirHornDemo AirHornOrFoghorn GuessTheDecibels SeeTheAirHornSound WhyAirHornsAreLoud AirHornEarSafety AirHornEchoTest',
    cooking:
      'AirHornPerfectFlip AirHornChefsKiss FirstBiteAirHorn HonkIfItsDelicious AirHornCakeReveal AirHornOneHandEggCrack AirHornTasteTest AirHornCheesePull',
    travel:
      'AirHornStateLine WelcomeHomeAirHorn AirHornWeMadeIt AirHornStaycationStart AirHornBagsArePacked AirHornArrivalCheer FirstToSeeTheSeaAirHorn AirHornVacationCountdown',
    art: 'AirHornPopArt AirHornComicPanel PaintUntilTheAirHorn SwitchArtistsOnHonk DrawTheAirHorn AirHornStopMotion AirHornEyesClosedSketch AirHornClaySculpt',
    pet: 'AirHornTrickEdit AirHornEmojiHighFive AirHornCartoonDogClips AirHornPetMontage AirHornZoomiesSlowMo AirHornCatJumpCaption AirHornFetchReplay AirHornPupMemeStickers',
    gaming:
      'AirHornForTheWin HighScoreAirHorn AirHornBossDown AirHornForEveryStrike CheckmateHonk AirHornForTheLastCard AirHornWhenTheTowerFalls AirHornCrownsTheChamp',
  },
  alligator: {
    fitness:
      'AlligatorCrawlDrill GatorChompCrunches AlligatorPlankWalk AlligatorRollBurpees SwampStrideLunges SnapJacks AlligatorLowPushups SlitherLikeAlligators',
    prank:
      'AlligatorPancakeSurprise GatorSockPuppetChomp AlligatorUnderTheCovers AlligatorInTheTub SwampPlushAmbush AlligatorInTheSlipper GatorGuardsTheFridge SneakyAlligatorToy',
    cooking:
      'AlligatorPearToast AlligatorBreadLoaf GatorGreenSmoothie CucumberAlligator GatorGuacamoleDip SnappyGatorPancakes AlligatorKiwiSnack AlligatorSubSandwich',
    tech: 'GatorChompInSlowMo AIDrawsMyAlligator GatorPhotoBombEdit AlligatorToyStopMotion AlligatorEmojiStory GreenScreenGatorChase ARAlligatorInRoom GatorGrowlVoiceFilter',
    travel:
      'GatorPlushRidesAlong AlligatorBonesAtTheMuseum SayHiToAnAquariumGator AlligatorReptileHouse GatorSwampBoardwalk AskARangerAboutGators SafeAlligatorSpotting ZooAlligatorFeeding',
    educational:
      'AlligatorVsCrocodile AlligatorWinterSecrets AlligatorBiteForce AlligatorEggScience AlligatorSwampFoodChain AlligatorVsTRexQuiz WhyAlligatorsRoll AlligatorAgeByLength',
  },
  allowance: {
    fashion:
      'AllowanceThriftHaul AllowanceSneakerFund AllowanceOnlyFit PocketMoneyGlowUp TenDollarOutfit GarageSaleStyleFinds AllowanceMixAndMatch UpcycleOnAllowance',
    pet: 'AllowancePetFund MyDogsAllowance WalkiesForAllowance AllowanceBuysCatnip PupToyShoppingTrip CatTreeSavingsGoal AllowanceTreatHaul AllowanceFetchBall',
    travel:
      'AllowanceSouvenirHunt AllowanceDayOut AllowanceBusAdventure CanMyAllowanceBuyADay TenDollarTownTour AllowanceZeroSpendOuting AllowanceFieldTrip TrainRideOnAllowance',
    fitness:
      'EarnYourAllowance AllowancePerLap AllowanceYardWorkReps PushupsForPocketMoney AllowanceChoreCircuit CarWashCardio AllowanceCoinSquats AllowanceVacuumLunges',
  },
  alphabet: {
    dance:
      'DanceTheAlphabet ABCSongChoreo AlphabetConga AToZShuffle AlphabetBodySpell AlphabetFreezeFrame AlphabetLetterPoses AlphabetArmSignals',
    fitness:
      'SpellYourNameWorkout PushupPerAlphabetLetter LegRaiseAlphabet ABCPlankChallenge AToZAbs AlphabetBurpeeBlitz AlphabetLungeWalk AlphabetSquatCount',
    funny:
      'AlphabetInOneBreath AlphabetInSlowMotion LMNOPConfusion AlphabetBackwardsFail ABCsLikeAVillain AlphabetSongWrongLyrics AuctioneerAlphabet AlphabetHiccupEdition',
    speed:
      'AlphabetSpeedrun AlphabetBackwardsRace TypeTheAlphabetIn5 AlphabetHouseHuntDash AlphabetInTenSeconds AToZBlockTower AlphabetCategoryClock AlphabetNameItFast',
  },
  angry: {
    cooking:
      'AngryPizzaDoughPunch AngryPotatoMash AngryWhippedCream MadAboutMeringue KneadItOut ShakeAngryIntoButter PestleTheAnger AngryIceCrush',
    gaming:
      'AngryBossRetry LoseWithoutGettingMad AngryCardHouseChallenge KeepAPokerFaceWhenMad RageQuitRecovery AngryMonsterCharades AngryDeepBreathRound AngryButSayGoodGame',
    prank:
      'AngryGooglyEyedFridge AngryPancakeMonster AngryDayCheerUpNote AngryEmojiBalloons SillyFaceStickerWall FrownToClownSurprise AngryJokeInTheLunchbox AngryHugAmbush',
  },
  anniversary: {
    fitness:
      'PartnerYogaFlow AnniversaryMileAYear AnniversaryStepsTogether AnniversaryHikeDate AnniversaryPlankOff AnniversaryBurpeesForTwo AnniversaryAbsDuel AnniversaryTandemBikeRide',
    prank:
      'AnniversaryNoteTrail AnniversaryLipSyncAmbush OneBalloonPerYear AnniversaryPetalPath AnniversaryOldPhotoSwap AnniversaryMysteryDate AnniversaryCarOfHearts AnniversaryPolaroidHunt',
    tech: 'AnniversarySlideshow AnniversaryPhoneWallpaper AnniversaryReelOfUs AnniversaryPicRecreate AnniversaryTimeCapsule AIPlansAnniversary AnniversaryThenAndNow AnniversaryVoiceMemo',
    dance:
      'KitchenWaltzForTwo DipAndSpinFinale AnniversaryFirstDance AnniversarySway AnniversaryTango AnniversaryJiveNight AnniversarySalsaRedo AnniversaryDiscoFever',
  },
  app: {
    fitness:
      'StepCounterShowdown AppCouchToFiveK AppPlankTimer AppWorkoutOfTheDay AppStreakOrBurpees ScreenTimeSquats AppLockedUntilReps AppYogaFlowDaily',
    gaming:
      'AppGameHighScore AppPuzzleDaily AppTriviaDuel AppMiniGolfRound AppCrosswordRace OfflineAppAdventure AppChessRematch AppDrawAndGuess',
  },
  'apple picking': {
    art: 'AppleStampArt ApplePickingPhotoCollage AppleLeafPrints ApplePickingWatercolor ApplePickingBarkRubbing OrchardSketchWalk ApplePickingChalkPastels DrawYourApplePicking',
    tech: 'ApplePickingPanoramaTwin ApplePickingPhotoDump ApplePickingStepCount AIRatesMyApples OrchardTimeLapse ApplePickingFilterTest ApplePickingSlowMo ApplePickingPOV',
    gaming:
      'ApplePickingFarmSim ApplePickingHighScore ApplePickingTeamQuest ISpyWhileApplePicking BushelBattle OrchardHarvestRun ApplePickingScavengerHunt BiggestApplePickingWins',
    prank:
      'ApplePickingScarecrowMe ApplePickingPhotobomb SurpriseApplePie ApplePickingJokeStickers ApplePickingRiddleTrail ApplePickingGooglyEyes ApplePickingGummyWorm ApplePickingLunchNote',
  },
  'back to school': {
    fitness:
      'BackToSchoolMileRun BikeBackToSchool BackToSchoolBagLunges WalkBackToSchool BackpackBurpees BackToSchoolStairClimb BackToSchoolJumpRope BackToSchoolPEWarmup',
    prank:
      'BackToSchoolLunchNote BackToSchoolSillyAlarm BackToSchoolGooglyEyes BackToSchoolBananaDoodle PencilCaseSurprise BalloonArchGoodbye BackToSchoolJokeNapkin BackToSchoolFakeHomework',
    educational:
      'BackToSchoolFlashcardDuel BackToSchoolMathWarmUp SetBackToSchoolGoals BackToSchoolThenVsNow BackToSchoolReadingDare PopQuizPanic BackToSchoolRiddles BackToSchoolSpellingBee',
    wellness:
      'BackToSchoolSleepReset FirstDayOfSchoolNerves BackToSchoolPepTalkMirror BackToSchoolWorryJar SundayScariesNoMore BackToSchoolHugAndGo BackToSchoolBedtime BackToSchoolCalmMorning',
    tech: 'BackToSchoolTechSetup AIPlannerBackToSchool StudyAppsBackToSchool BackToSchoolLaptopPrep DreamDeskTour BackToSchoolWallpaper BackToSchoolTypingTest BackToSchoolCalendarSync',
  },
  'bake sale': {
    travel:
      'BakeSaleVillageFair BakeSaleSchoolFete BakeSaleFarmersMarket BakeSaleHopAcrossTown BlueRibbonPieHunt RoadsideHonestyStand BakeSaleRoadTrip BakeSaleNeighborhoodWalk',
    fashion:
      'BakeSaleApronFit BakeSalePolkaDots FiftiesBakeSaleLook BakeSaleRetroHeadscarf CupcakeHairClips FlourDustedDenim BakeSaleBandanaStyle BakeSaleGinghamDress',
    prank:
      'BakeSaleMysteryBox BakeSaleSecretBuyer BakeSaleJokeLabels BakeSaleCostumeCashier CupcakeDoorstepDrop BakeSaleComplimentNotes BakeSaleGoldenCookie BakeSaleSurpriseTip',
    tech: 'BakeSaleTapToPayTest BakeSaleSocialPromo QRCodeMenuBakeSale AIPricesMyBakeSale BakeSaleSetupIn30Sec BakeSaleProfitSpreadsheet BakeSaleStockTracker BakeSaleOnlinePreorder',
    dance:
      'BakeSaleShuffle BakeSaleBoogie BakeSaleSoldOutJig BakeSaleApronTwirl BrownieBoxStep SprinkleShimmy BakeSaleMacarena BakeSaleCakeWalk',
  },
  balance: {
    dance:
      'FlamingoShuffle BalanceTiptoeTwirl WobbleFreeSpin BalanceBeamBoogie BalanceACupWhileDancing BalanceFreezeFrame BalancingActDance BalanceAndStrikeAPose',
    prank:
      'BalanceEggOnItsEnd ForkAndToothpickTrick LeaningTowerOfCans BalanceTinyHatOnSleeper BalanceGravityIllusion BalanceCoinOnEdge BroomBalanceHoax BalanceFakeFloatingCup',
    art: 'RockBalancingArt BalanceMobileCraft BalancePebbleTower FoldPaintSymmetry BalanceYinYangDoodle BalanceTheFrame PaperBirdBalance BalanceSpoonSculpture',
    travel:
      'BalanceOnEveryLog BalanceSteppingStones PlaygroundBalanceQuest BalanceTreePoseAroundTown SunsetBalanceOnTheSand BalanceBeamAtThePark BalanceFlamingoPhotoTour BalanceTaiChiSunrise',
  },
  bathrobe: {
    tech: 'BathrobeWindDownMode BathrobePocketSpeaker BathrobeLostPhoneHunt BathrobeBusinessOnCam AlarmToBathrobeIn60 BathrobeCapeSlowMo BathrobeStreamSetup BathrobeMeetingHack',
    cooking:
      'BathrobeBrunchSpread LazyMorningPancakes BathrobeSpaSnackPlate BathrobeAndWaffles BathrobeCocoaNight BathrobeOmeletteHour SundayBathrobeBagels BathrobeFrenchToast',
  },
  'bed making': {
    dance:
      'BedMakingSheetShuffle BedMakingDuvetWave MorningBedMakingGroove MakeTheBedMoonwalk BedMakingDiscoFever PillowFluffFreestyle BedMakingTuckAndRoll BedMakingWaltz',
    prank:
      'SecretBedMaking BedMakingTowelSwan HotelStyleBedMaking BedMakingGooglyEyes MintOnThePillow DryerWarmSurprise BedMakingTurndownTreat BedMakingPlushieParade',
    educational:
      'HotelBedMakingSecrets WhyBedMakingMatters BedMakingCoinBounce BedMakingFabricQuiz BedMakingHospitalCorners MilitaryBedInspection BedMakingGermFacts BedMakingSheetWashMath',
    cooking:
      'BedMakingPigsInBlanket TuckedInBurrito CoffeeAfterBedMaking BedMakingPancakeStack BedMakingLayerCake BedMakingWrapSandwich BedMakingSwissRoll BedMakingCrepeFold',
    art: 'StopMotionBedMaking BedMakingTowelArt DrawYourMadeBed BedMakingMoodBoard MakeTheBedLikeArt BedMakingPillowPattern BedMakingPhotoStyling BedMakingQuiltLayout',
  },
  'bedtime story': {
    fitness:
      'BedtimeStoryYoga PajamaWindDownFlow BedtimeStoryBearCrawl BedtimeStoryStretch MoveLikeTheCharacters BedtimeStoryTreeBalance BedtimeStoryAnimalPoses BedtimeStoryTiptoeSquats',
    educational:
      'WhyStoriesHelpSleep BedtimeStoryInSpanish BedtimeStoryNewWord BedtimeStoryStarQuiz WhatsTheMoralQuiz GrimmOriginsAtBedtime RetellTheBedtimeStory BedtimeStoryRhymeHunt',
    tech: 'AIBedtimeStoryTest RecordABedtimeStory BedtimeStoryStopMotion BedtimeStoryComesAlive BedtimeStoryPodcast BedtimeByVideoCall BedtimeStoryAudiobook BedtimeStoryVoiceChanger',
    gaming:
      'StoryDiceBedtime ChooseTheBedtimeStory BedtimeStoryQuest ActOutTheBedtimeStory BedtimeStoryGuessTheEnd ISpyInTheBedtimeStory BedtimeStoryRiddleRound BedtimeStoryCardDraw',
    speed:
      'BedtimeStoryIn60 PajamaTeethBookRace BedtimeStoryRelay RhymeTimeBlitz BedtimeTidyDash BeatTheBedtimeBell BedtimeStorySpeedRead BedtimeStoryTuckInRush',
  },
  birdwatching: {
    dance:
      'BirdsOfParadiseShuffle BirdwatchingSwanGlide BirdwatchingPeacockFan BirdingCopycat FlamingoFreeze BirdwatchingRobinHop WingFlapBirdwatching BirdwatchingHeadBob',
    educational:
      'WhyFlocksFlyInV BirdwatchingIDQuiz BirdwatchingBeakGuess BirdingLogForAWeek BirdwatchingTeachAKid BirdwatchingSpeciesQuiz BirdingFieldGuideHunt LearnBirdwatchingCalls',
    speed:
      'BirdingRaceAroundTheBlock BirdingIDIn3Seconds BirdwatchingQuickCount BirderTallySprint BirdwatchingBingoDash FirstBirderToSpotTen BirdwatchingTimedSpotting BirdingBeatTheBuzzer',
    art: 'BirdwatchingWatercolor BirdingJournal SculptYourBirdingFind PaintWhatYouSawBirding BirdingPhotoWalk BirdwatchingPostcardArt SilhouetteBirdwatching OneBirdingSketchADay',
    tech: 'CanAnAppBeatABirder PropYourPhoneBirdingCam BirdingInSlowMo BirdwatchingSoundID BirdingZoomShotDare RecordYourBirdingMorning BirdwatchingTimelapse BirdingStreakTracker',
  },
  'blanket fort': {
    tech: 'BlanketFortCinema BlanketFortNightSkyApp BlanketFortPhoneTorch BlanketFortLightShow BlanketFortVideoCall BlanketFortIntruderCam TimelapseBlanketFort BlanketFortStopMotion',
    pet: 'CatTakesTheBlanketFort PillowFortPupNap BlanketFortDogGuard BlanketFortPetPeekaboo WhoFitsInTheBlanketFort FortPasswordIsWoof BlanketFortHideAndSeek BlanketFortTreatTrail',
    educational:
      'StrongestBlanketFortWins BlanketFortShapeHunt BlanketFortArchTest FortFactsByFlashlight BlanketFortStargazing BlanketFortTriangleTrick ReadAloudBlanketFort BlanketFortBridgeBuild',
  },
  boardwalk: {
    dance:
      'BoardwalkArcadeDance PierSunsetShuffle BoardwalkSeagullStrut UnderTheBoardwalkDance LineDanceDownThePier BoardwalkCarouselTwirl BoardwalkBunnyHop BoardwalkSkipAndSpin',
    cooking:
      'BoardwalkFunnelCake BoardwalkLemonShakeUp BoardwalkIceCreamBar BoardwalkFruitCups BoardwalkCornDogDuel PullYourOwnBoardwalkTaffy BoardwalkFrozenBananas ShaveABoardwalkSnowCone',
    music:
      'BoardwalkBuskerJam PierSunsetSerenade UnderTheBoardwalkCover BoardwalkCarouselRemix BoardwalkArcadeBeats BoardwalkStreetChoir BoardwalkSingAlong BoardwalkUkuleleBusk',
    tech: 'BoardwalkTimelapse PierPanoramaShot WavesUnderThePierSlowMo BoardwalkNightMode BoardwalkOneTakeVideo BoardwalkArcadeReplay BoardwalkAudioTour BoardwalkVlogInPOV',
    pet: 'BoardwalkPupPhotoShoot PierDogSunset BoardwalkPawHeatCheck BoardwalkSniffTour BoardwalkPetStroller BoardwalkPetParade BoardwalkLeashStroll BoardwalkWaterBowlStop',
  },
  bookstore: {
    fitness:
      'BookstoreToteCarry BookstoreLowShelfSquat BookstoreHaulCurls CycleToTheBookstore BookstoreBagDeadlift WalkToTheBookstore BookstoreNovelOnHead BookstoreStairsClimb',
    prank:
      'BookstoreBlindDateBook BookstoreBookmarkNote BookstorePayItForward BookshopSpoilerBluff GiftCardInAClassic BookstoreShelfPeekaboo SecretBookstoreSanta BookstoreHaulRiddle',
    educational:
      'BookstoreGenreQuiz AskYourBookstoreStaff BookstoreBarcodeSecrets WhyBookstoresSmellGood BookstoreBestsellerRank GuessTheFirstLine BookstoreClassicPick BookstoreFactOrFiction',
    tech: 'BookstoreBarcodeScan EReaderVsBookstore AIPicksMyBookstoreRead BookstoreReadingListApp BookstoreVsAlgorithm BookstoreHaulTimelapse BookstoreWishlistReel BookstoreShelfPanorama',
  },
  boomerang: {
    cooking:
      'BoomerangCookies BoomerangShapedPretzels BoomerangCroissant BananaBoomerangSplit BoomerangToastShapes BoomerangFruitKebabs BoomerangPavlova BoomerangLamingtons',
    prank:
      'BoomerangAlwaysComesBack FakeBoomerangThrow BoomerangReturnToSender BoomerangWhooshPrank BoomerangToyInTheirBag BoomerangSockSaga BoomerangRegift BoomerangPhotobomb',
    fashion:
      'BoomerangComebackFit BoomerangRetroStyle BoomerangEarringsDIY BoomerangOutfitSpin BoomerangHatFlipReveal BoomerangVideoOOTD MidCenturyBoomerangLook BoomerangPrintDress',
  },
  bored: {
    gaming:
      'BoredRetroConsoleRun BoredSolitaireStreak BoredPaperDiceBattle BoredomHideAndSeek CheckmateWhenBored BoredInventAGame BoredTwentyQuestions BoredCoinFootball',
  },
  boss: {
    wellness:
      'CalmLikeABoss BossNoEmailEvening BossLunchWalkReset BossOfMyBoundaries ThankYourManager BossChairYogaBreak BossLevelBedtime BossDeskPlantCare',
    tech: 'BossMutedOnTheCall BossShortcutKeyDuel BossTriesTheApp BossDeskSetupTour ManagerVsTheAI BossAutoReplyFails AIPlaysTheBoss BossEmojiOnlyEmails',
    gaming:
      'FinalBossFirstTry BossCardShowdown BeatTheBossNoHits OfficeBossFight DeadlineBossBattle ManagerVsInternGameNight BossCharadesRound BossTriviaLunch',
  },
  'bottle flip': {
    pet: 'CatVsBottleFlip DogBottleFlipReaction BottleFlipKittenSwat PetCheersMyBottleFlip BottleFlipPuppyWatches BottleFlipPetHeadTilt BottleFlipTreatReward BottleFlipBunnyBoop',
  },
  braces: {
    fitness:
      'BraceYourselfBurpees BracesOffVictoryLap BracesCoreCrunches BracesSquatStreak GrinAndBearItPlank BracesSmileEveryRep BraceForLunges JumpRopeInBraces',
    speed:
      'BracesOffCountdown BracesBrushRace BeatTheBracesClock BracesSmileSelfieRush FastestBracesFlossing BracesBandSwapIn30 BracesTongueTwisters BracesAlphabetDash',
    tech: 'BracesAlarmForEveryMeal BracesProgressPhotoApp AlignersVsBraces BracesWaterFlosserTest AIBracesSmilePreview ElectricBrushVsBraces BracesFaceFilter BracesSelfieTimelapse',
  },
  braid: {
    funny:
      'BraidByMyDad BraidBlindfolded BraidWithMittens BraidOneHanded TheBraidThatWasnt GrandpaLearnsToBraid BraidWithYourToes BraidPhoneCordMess',
    cooking:
      'BraidedCinnamonLoaf BraidChallahBake BraidPretzelTwist HolidayBraidWreath FishtailBraidPastry BraidGarlicKnots BraidingBreadsticks BraidTopApplePie',
    travel:
      'BraidEachOtherOnTheTrain BraidsForTheBeachDay BraidFestivalCampout BraidsThatSurviveATrip BraidsForTheFlight RoadTripBraidSwap VikingBraidsHike BraidVsTheWindyCity',
    music:
      'BraidToTheBeat BraidMusicVideo BraidAndSing OneSongPerBraid BraidDrumRhythm BraidAlongBallad BraidingKaraoke BraidHummingHour',
    tech: 'BraidTimelapse BraidHowToReel BraidPOVCamera BraidTutorialSlowMo AIBraidTutor BraidToolShowdown BraidMirrorCamAngles BraidFilterTryOn',
    pet: 'BraidedTugToyDIY BraidYourOwnLeash PetSupervisesBraiding BraidACatFeatherWand BraidSnuffleMat BraidFleeceForTheDog KittenAttacksMyBraid BraidChewRopeCraft',
    gaming:
      'GameCharacterBraids BraidingMinigame PixelBraidDesign BraidFaceOff GuessThatBraid BraidBingo BraidAvatarCreator BraidStyleDiceRoll',
  },
  brain: {
    cooking:
      'BrainBlueberryOats BrainPowerBreakfast BrainBoostSmoothie BrainFoodBento WalnutBrainBites StudySnackShowdown FeedYourBrain BrainShapedPancakes',
    travel:
      'BrainTeaserRoadTrip BrainPuzzleCityWalk BrainEscapeRoomNearMe BrainQuizOnTheTrain BrainBreakGetaway BrainScienceMuseumTrip BrainOnlyDirectionsDare BrainMapFromMemory',
    music:
      'FinishTheLyricBrain BrainWavesBeat StuckInMyBrainCover SingForYourBrain BrainMemoryMedley BrainEarwormSwap BrainEchoClapGame BrainTwoHandRhythm',
    gaming:
      'BrainChessBlitz BrainSudokuStreak BrainCrosswordMarathon BrainTeaserGameNight BrainSimonSays BrainLogicSpeedrun MemoryMatchBrain BrainDuelTrivia',
  },
  'bubble gum': {
    fitness:
      'PlankTillBubbleGumPops GumBubbleOnOneLeg BubbleGumWallSit BubbleGumPinkYogaFlow GumChewingCrunches BubbleGumSideStretch BubbleGumJumpingJacks BubbleGumLungeCount',
    educational:
      'WhyBubbleGumIsPink BubbleGumIngredientHunt BubbleGumMythBusting GumFromATree MeasureYourGumBubble BubbleGumStretchRecord BubbleGumFlavorTimer GumBrandBlindTest',
    travel:
      'BubbleGumFlightEarPop BubbleGumRoadTrip BubbleGumMachineHunt SweetShopSafari GumWrapperTravelJournal BubbleGumLandmarkSelfie ForeignGumTasteTest BubbleGumFlavorsAbroad',
    tech: 'SlowMoBubbleGumPop BuildAGumballMachine ARMeasuresMyGumBubble AIJudgesMyGumBubble BubbleGumZoomShot BubbleGumStopMotion TimeMyGumFlavorFade BubbleGumFaceFilter',
  },
  'build a bear': {
    fitness:
      'BuildABearPlankPal BuildABearTossSitUps BuildABearSquatHug BuildABearStuffingArms BuildABearBackpackLunge BuildABearGymBuddy LiftYourBuildABear BuildABearOverheadPress',
  },
  cabin: {
    prank:
      'CabinSpookyKnockPrank CabinLanternTrail CabinFakeBearPrints CabinOwlHootBluff BigfootWasHere CabinTinyGnomeHunt CabinPineconeInTheBed CabinMooseCutout',
    educational:
      'BuildATwigCabin CabinWildlifeTracks LogCabinInAMinute CabinConstellationHunt IdentifyThatTree WhyFirewoodPops CabinPioneerChoresDay CabinKnotTyingLesson',
    fashion:
      'CabinFlannelFit CabinPackFiveOutfits CabinThriftedKnits CabinPorchPhotoshoot CabinLumberjackCosplay CozyCabinCapsule CabinBeanieAndBoots CabinWoolSocksLook',
    music:
      'CabinPotLidPercussion CabinCricketChorus CabinFiresideSongs LogCabinLullaby CampfireSingAlong CabinRainRhythmJam CabinPorchHarmonica CabinUkuleleEvenings',
    tech: 'CabinPhoneOnlyVlog CabinWifiSpeedTest CabinWeekendOnOneCharge TinyCabinTechTour CabinOfflineMapHike CabinStarPhotoApp CabinNightSkyTimelapse CabinSolarLanternDIY',
    pet: 'CabinCatWindowWatch CabinHikeWithMyDog CabinPuppyFirstNight CabinDogLakeSplash CabinPorchPup FiresidePetSnooze CabinCritterReaction CabinFetchInTheWoods',
  },
  calendar: {
    dance:
      'DanceAdventCalendar 31DaysOfMoves CalendarDanceStreak CalendarWeekdayWiggle NewYearCalendarShuffle February29Hop CalendarHolidayDances CalendarMonthlyMashup',
    educational:
      'WhyFebruaryIsShort CalendarMathTrick LunarVsSolarCalendar CalendarWeekdayFinder CalendarLatinMonthNames LeapYearCalendarQuiz BuildAMayanCalendarWheel CalendarMoonPhaseLog',
    music:
      'SeptemberSingAlong MusicAdventCalendar CalendarMonthsRap CalendarWeekdayChant CalendarBirthdayRound CalendarDaysOfWeekSong CalendarSeasonsMedley CalendarHolidaySongs',
    gaming:
      'GameAdventCalendar ReleaseDayCountdown CalendarDailyPuzzle LoginStreakRewards CalendarMonthMemoryMatch GuessTheCalendarDate CalendarBingoCard CalendarHolidayTrivia',
  },
  california: {
    dance:
      'GoldenStateGroove CaliforniaSkateGlide CaliforniaSunsetStrut CaliforniaPalmTreeArms HotelCaliforniaSway CaliforniaSurfShuffle CaliforniaRollerDisco CaliforniaBoardwalkBop',
    tech: 'CaliforniaSunsetTimelapse PlanACaliforniaRoadTrip CaliforniaStreetViewGuess CaliforniaWeatherAppCheck CaliforniaPhotoDump CaliforniaDayInTheLife CaliforniaWavesInSlowMo CaliforniaPhonePanorama',
    gaming:
      'CaliforniaGoldRushQuest CaliforniaGamesRematch GuessThatCaliforniaTown CaliforniaPlateSpotting CaliforniaSkaterHighScore CaliforniaTriviaNight CaliforniaBingoRoadTrip BuildCaliforniaInBlocks',
  },
  calm: {
    educational:
      'CalmColdWaterFaceTest BoxBreathLesson CalmHeartRateDemo WhySighingCalmsYou CalmNinetySecondReset CalmPulseBeforeAfter CalmColorMoodQuiz CalmFiveSensesGame',
    fashion:
      'CalmLinenLayers DressForACalmDay QuietLuxuryFit CalmCapsuleCloset CalmColorOOTD CalmUniformChallenge CalmSoftKnitOutfit CalmAirportOutfit',
    art: 'CalmWatercolor ZenGardenDrawing CalmInkRiverPainting PeacefulPinchPots CalmCalligraphy SlowLineMandala LeafPressCalm CalmSandTracing',
    pet: 'PetPurrMeditation CalmDogBrushing CalmPetMassage PeacefulPupWalk QuietCuddleHour KittenBreathingBuddy SlowBlinkCalm CalmBellyRubs',
    prank:
      'CalmMeditationBellPrank SecretZenDenMakeover CalmWhaleSoundsPrank CalmFairyLightTakeover PeacefulWakeUpCall SoftBlanketAmbush CalmSpaMusicSwap CalmWhisperOnlyDay',
    fitness:
      'CalmYogaFlow SlowExhaleWorkout SteadyHikeBreaths PeacefulPilates CalmTempoSquats KeepCalmAndPlank CalmStretchCooldown CalmBalanceHold',
  },
  camera: {
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome CameraCapGooglyEyes CameraTimerPhotobomb CameraSayCheeseFakeOut CameraWaterSquirtPrank CameraCrewForMom CameraGroupShotSneakIn',
    educational:
      'CameraPartsNameQuiz CameraObscuraRoom PinholeCameraBuild HowCamerasBlurBackgrounds WhyRedEyeHappens GuessTheCameraDecade CameraShutterSpeedLab CameraLowLightTest',
    travel:
      'DisposableCameraTrip OldCameraNewCity CameraSunriseChase RecreateThePostcard CameraOnePhotoPerStop CameraOnlyNoPhone FilmCameraWeekend CameraHometownPhotoWalk',
    fashion:
      'CameraFlashMakeupTest CameraStrapDIY VintageCameraPropShoot CameraReadyFit OldDigitalCameraLook MirrorSelfieMode DressForTheCamera CameraBagWhatsInside',
    art: 'CameraLightPainting TinyGiantCameraTrick CameraPrintCollage DoubleExposureDare SilhouetteCameraShoot CameraMacroHunt CameraDreamyBlurPortrait CameraReflectionsProject',
    music:
      'CameraShutterBeat OneCameraConcert CameraLipSyncDare LightsCameraKaraoke FlashAndFreestyle CameraOneTakeVideo CameraClickRhythm CameraMusicClip',
    wellness:
      'CameraGratitudeShots MindfulCameraWalk GoldenHourPause CameraOnePhotoDaily CameraSunsetStillness CameraFreeWeekend PutTheCameraDown CameraSlowLooking',
  },
  campus: {
    educational:
      'CampusLegendsQuiz CampusStudyHacks CampusArchitectureHunt CampusLibraryShelfQuest CampusNoteTakingDuel CampusTreeIDWalk CampusStatueStories CampusBuildingAgeGuess',
    speed:
      'CrossCampusIn5 CampusScavengerHunt CampusLibrarySprint CampusMapMemoryBlitz DormMoveInRace CampusQuickfireQuiz CampusLandmarkDash CampusBellRush',
    tech: 'DormDeskSetup CampusWifiSpeedMap CampusLibraryTechTour CampusWalkTimelapse CampusShortcutFinder LectureNotesAISummary CampusDayInClips CampusStudyTimer',
    pet: 'CampusTherapyDogs CampusCatCafe CampusPupOnTheQuad BringYourPetToCampus GoldfishRoommate CampusStudyBuddyKitten CampusPoochParade CampusCatNapSpots',
    gaming:
      'CampusEsportsCup CampusChessOnTheQuad CampusHideAndSeek CampusGeocacheQuest DormFloorTourney CampusGameLounge CampusCaptureTheFlag CampusTriviaBowl',
    dance:
      'CampusQuadDanceOff CampusStompAndClap CampusFlashMob CampusTourMoonwalk DormRoomBoogie LectureHallTwoStep SilentDiscoOnCampus CampusFountainGroove',
  },
  canada: {
    dance:
      'CanadaDayConga CanadaFiddleStepdance CanadaHockeyGoalDance CanadaBlizzardBoogie MapleLeafShuffle LumberjackTwoStep OhCanadaChoreo CanadaCanoeJig',
    educational:
      'CanadaProvincesQuiz CanadaIndigenousWords CanadaCoinGuessGame WhyCanadaSaysEh CanadaMapleSyrupFacts CanadaAuroraForecast CanadaFrenchPhraseDare CanadaAnimalTrackID',
    art: 'CanadaMapleLeafPrints CanadaPineconeCraft CanadaLoonWatercolor CanadianMooseSketch CanadaLandscapeRemake NorthernLightsPainting DrawCanadaFromMemory CanadaFlagCollage',
    tech: 'CanadaColdBatteryTest CanadaSnowDayCountdown CanadaFrozenPhoneCheck CanadaAuroraCam CanadaSnowfallTimelapse CanadaWeatherAppBattle CanadaProvinceMapQuiz CanadaTimeZoneHop',
    gaming:
      'CanadaCurlingMatch CanadaMooseCharades CanadaTriviaNight CanadaSnowballTargets CanadaGeographyGame CanadaAirHockeyCup GuessTheCanadaProvince CanadaLoonieToss',
    pet: 'CanadaDayPetBandana CanadaSnowPawWalk CanadaLeafPilePup CanadaKittyHockey CanadaDogZoomies CanadaKittenMapleToy OhCanadaHowlAlong CanadaBeaverPlushFetch',
  },
  candy: {
    fitness:
      'RepsPerCandy CandyCaneStretch BurnOffTheCandy CandyBarBurpees CandyCountCrunches SugarRushSprints SweetTreatTabata SquatForEveryCandy',
    educational:
      'RockCandyCrystals CandyHistoryQuiz CandyRainbowDissolve CottonCandyMeltTest CandyMeltingPoint CandyGummyGrowLab WhyCandyColorsBleed CandyFloatOrSink',
    music:
      'CandyWrapperBeat CandyShopSong CandyJarPercussion SingForYourSweets CandyBowlBeatbox LollipopLipSync CandyTinTambourine CandyMaracas',
    gaming:
      'CandyLandRematch CandyMemoryMatch CandyFlavorGuessGame CandyTowerTopple WinTheCandyJar CandyCornBingo CandyCheckers CandyHideAndSeek',
  },
  'candy cane': {
    dance:
      'CandyCaneTopHatStrut CandyCaneHookStep CandyCaneLimbo CandyCaneWiggleWalk PeppermintTwirl SugarRushShuffle CandyCaneCharleston CandyCaneConga',
    travel:
      'CandyCaneLaneWalk CandyCaneMarketHunt CandyShopCrawl HuntForGiantCandyCanes HolidayLightsLoop CandyCaneRoadTrip CandyCaneTownTour CandyCaneHikeTrail',
    wellness:
      'SlowCandyCaneCocoa CandyCaneKindnessNotes CandyCaneForANeighbor SavorOneCandyCane PeppermintPause MintyFreshStart CandyCaneBreathing CandyCaneJournaling',
    music:
      'CandyCaneDrumsticks CandyCaneConductor PeppermintCarolCover CandyCaneHumAlong TapTheCandyCane SugarPlumRemix CandyCaneChoir CandyCaneJingleJam',
    tech: 'CandyCaneSlowMoCrush CandyCanePhotoEdit CandyCaneMacroZoom CandyCaneLightShow CandyCaneMeltTimelapse AIDesignsACandyCane StopMotionCandyCane CandyCaneGreenScreen',
    gaming:
      'CandyCaneMiniGolf CandyCaneBuildOff CandyCaneBoardGame CandyCaneHighScore PeppermintPowerUp CandyCaneHideAndSeek CandyCaneRingToss CandyCaneTicTacToe',
  },
  'candy store': {
    wellness:
      'SavorOneSweet CandyStoreInnerKid CandyStoreGratitudeJar CandyStoreChildhoodFaves NostalgiaCandyWalk PeppermintBreathBreak CandyStoreSlowDown CandyStoreTreatAFriend',
    pet: 'CandyStoreDogVisit PetTreatPickAndMix CandyStoreWindowWalk CandyStoreSockToy CandyStoreCardboardCat BunnyInTheSweetShop CandyStoreHamsterMaze CandyStoreBiscuitJars',
  },
  canvas: {
    prank:
      'CanvasHiddenMessage CanvasPortraitReveal CanvasSwitcheroo CanvasUpsideDownHang FakeGalleryOpening CanvasAuctionBluff CanvasTeddyExhibit CanvasLoveLetter',
    wellness:
      'CanvasPourPainting CanvasSundayReset BlankCanvasBreathing NoRulesCanvas PaintNightUnwind SlowBrushJournal CanvasColorMood CanvasGratitudeDots',
    gaming:
      'CanvasTelephoneDrawing CanvasPixelArtGame EaselDrawAndGuess CanvasMonsterMashup PassTheBrushRelay CanvasSpeedDoodleOff CanvasTicTacToe CanvasBingoBoard',
    music:
      'CanvasPaintToMusic OneSongPerCanvas CanvasTapBeat SingToYourCanvas BrushToTheBeat CanvasListenAndDraw CanvasDrumPainting WriteACanvasSong',
    speed:
      'CanvasSpeedPaint TenMinuteCanvas PassTheCanvasRelay CanvasRotatingArtists CanvasQuickSketchRace BeatTheTimerPortrait CanvasSixtySecondSky CanvasDuel',
  },
  capybara: {
    funny:
      'CapybaraUnbothered CapybaraBirdTaxi ZeroStressNarration CapybaraCalmAtWork OrangeOnHeadChallenge NothingFazesCapy MondayButCapybara CapybaraReactsToChaos',
    cooking:
      'CapybaraToastArt CapybaraOnigiri CapybaraPuddingFaces SteamedCapybaraBuns CapybaraMochi CapybaraEggCups CapybaraPancakes CapybaraBentoBox',
    wellness:
      'CapybaraChillMode CapybaraBubbleBath UnbotheredBreathwork CapyCalmMorning BeMoreCapybara CapybaraStillMinute FloatLikeACapybara CapybaraNapBreak',
    tech: 'CapybaraStickerMaker CapybaraHomeScreenGlowUp CapybaraDeskSetup CapybaraAppIcons DesignACapybaraEmoji CozyWidgetTheme CapybaraARFilter AIGeneratedCapybara',
    gaming:
      'CapybaraSpaTycoon ChillIslandQuest CapybaraMemoryCards CapyCharacterBuild CapybaraCozyGameNight SlowestCapybaraWins CapybaraStackOff CapybaraCharades',
  },
  carnival: {
    prank:
      'CarnivalHallwayParade CarnivalBalloonChair CarnivalMaskDoubleTake CarnivalConfettiUmbrella SambaSquadAmbush CarnivalMusicAlarm CarnivalizeTheirDesk CarnivalStreamerDoor',
    cooking:
      'CarnivalKingCake CarnivalFruitSkewers CarnivalSprinkleToast BrigadeiroBonanza BeignetBlizzard CarnivalSnowConeSyrup ChurroCarnival CarnivalMaskPancakes',
    music:
      'CarnivalRiceShakerJam CarnivalBucketDrums CarnivalSocaCover SambaWhistleSolo CarnivalCallAndResponse CarnivalDrumline CarnivalCowbellGroove CarnivalTambourineRoll',
    wellness:
      'CarnivalColoringPage PostCarnivalQuietDay CarnivalRecoverySoak CarnivalFeetUpReset GlitterDetox CarnivalStressShakeOff CarnivalCalfStretch CarnivalGratitudeList',
  },
  carol: {
    dance:
      'CarolingStepAndSway CarolSnowflakeSpin CarolJingleHop FreezeWhenTheCarolStops DeckTheHallsDance FaLaLaShuffle SleighBellCarolStomp CarolRockinTwirl',
    tech: 'HumACarolForTheApp CarolOneVoiceChoir CarolAutotune GrandmaJoinsTheCarolCall AIWritesACarol SmartSpeakerSingAlong PlayACarolOnYourPhone BeatMyCarolKaraokeScore',
  },
  carousel: {
    dance:
      'CarouselWaltz CarouselGallopStep CarouselBobbingBounce TwirlLikeAMerryGoRound CarouselMusicBoxBallet PaintedPonyPrance CarouselFreezeFrame RideAnInvisibleCarousel',
    wellness:
      'CarouselSlowRide CarouselThenAndNowPhoto CarouselGratitudeLap CarouselInnerChildJoy BreatheEachRotation PhoneFreeCarouselSpin WatchTheCarouselTurn CarouselMemoryJournal',
    speed:
      'BeforeTheCarouselStops OneSpinCarouselSketch CarouselAnimalCount CarouselLapSelfies CarouselDoodleDash OneRideTenPhotos FirstOnTheCarousel CarouselLazySusanRace',
  },
  carpool: {
    tech: 'CarpoolDashcamBloopers CarpoolPlaylistTakeover CarpoolTimelapseDrive CarpoolETAGuessOff CarpoolScheduleWidget MinivanTechTour AICarpoolPlanner CarpoolPodcastEpisode',
  },
  cartwheel: {
    dance:
      'CartwheelEntrance CartwheelThenFreeze CartwheelOnTheDrop CartwheelIntoSplits HeadOverHeelsDance RoundOffShuffle BustACartwheel CartwheelDanceBattle',
    gaming:
      'CartwheelLeaderboard CartwheelHorseGame CartwheelLevelUp PerfectTenCartwheel UnlockTheRoundOff TumbleTournament CartwheelOfFortune CartwheelDiceDare',
    speed:
      'CartwheelsIn30 CartwheelRelay BeatMyCartwheelCount FieldLengthCartwheels CartwheelChainBlitz TumbleTimeTrial CartwheelVsSprinter CartwheelFinishLine',
  },
  'cat vs dog': {
    cooking:
      'CatsAndDogsBentoBox PawPrintPancakes CatVsDogLatteArt CatVsDogCupcakeDuel CatVsDogRiceBalls WhiskerFaceSushi CatVsDogCookieCutters CatVsDogToastStencils',
  },
  caterpillar: {
    cooking:
      'CupcakeCaterpillar GrapeCaterpillars CaterpillarPancakeRow HungryCaterpillarMenu PullApartCaterpillar ButterflyWingCookies CaterpillarSandwichRoll CaterpillarMelonBalls',
    gaming:
      'CountTheCaterpillarLegs CaterpillarSnakeScore CaterpillarLeafQuest CaterpillarSackRace ISpyACaterpillar CaterpillarOrButterfly HungryCaterpillarBingo CaterpillarDominoTrail',
  },
  cave: {
    cooking:
      'CaveAgedCheeseBoard CaveGeodeCake CaveCrystalRockCandy CavemanBerryBowl StoneBakedCaveBread CaveExplorerTrailMix CaveChocolateStalactites CaveMushroomToast',
    art: 'RecreateACavePainting CaveHandprintArt CaveCharcoalMural ShoeboxCaveDiorama CaveArtOnPaperBags CavemanSelfPortrait CaveShadowPuppets CaveCrayonRubbings',
    prank:
      'CaveGlowWormCeiling CaveToyDinoSurprise CaveSpiderPlushDrop BatCaveBedroom CavemanGruntWakeUp CaveSoundsAlarmClock CaveFlashlightStarShow CaveBlanketHallway',
    educational:
      'StalagmiteVsStalactite HowCavesForm EcholocateLikeABat DecodeCaveArt GrowCaveCrystals WhyCavefishAreBlind CaveCoolAirFacts CaveLayersInAJar',
    gaming:
      'FindTheGemsInMyCave CaveDungeonCrawl CaveMonsterCharades CaveFortFlashlightTag BlanketCaveHideAndSeek CaveRiddleQuest CaveEscapeRoom CaveTreasureMapHunt',
  },
  'cereal box': {
    tech: 'ScanTheCerealBoxBarcode CerealBoxPhoneStand CerealBoxDeskSetupHack CerealBoxSpeakerAmp CerealBoxCableOrganizer AIDesignsACereal StopMotionCerealBox CerealBoxCityTimeLapse',
  },
  chalk: {
    cooking:
      'ChalkHopscotchCookies ChalkPastelMacarons ChalkboardCake ChalkStickPretzels ChalkSignLemonadeStand WriteTheMenuInChalk ChalkColoredCupcakes ChalkDrawnPizzaParty',
    gaming:
      'ChalkTicTacToe DrawAVideoGameInChalk ChalkFourSquare ChalkSnakesAndLadders SidewalkTwister ChalkDrivewayMaze ChalkGiantCheckers ChalkMiniGolfCourse',
  },
  cheetah: {
    funny:
      'CheetahVsHouseCat CheetahCantRoar CheetahLateForWork CheetahPrintEverything ChirpLikeACheetah FastestNapperAlive SlowestCheetahEver LazyCheetahSunday',
    art: 'CheetahSpotPainting CheetahClaySculpt CheetahWatercolor CheetahFacePaint DrawACheetahMidSprint CheetahSpeedSketch OrigamiCheetah FingerprintCheetah',
    tech: 'CheetahSlowMoRun CanAIDrawACheetah CheetahSpotsPhotoEdit AmIFasterThanACheetah CheetahFaceFilter CheetahBurstModeShots CheetahPanoramaFail CheetahInMyLivingRoomAR',
    music:
      'CheetahChaseBeatbox CheetahPurrLoop CheetahChirpRemix CheetahBassline SavannaDrumCircle FastestBeatAlive SpeedRapCheetah SafariCheetahSong',
    pet: 'CheetahVsMyCat CheetahLookalikePet CheetahPlushZoomies CheetahPrintCollar MyDogThinksItsACheetah BackyardSafariPhoto KittyCheetahPounce SprintLikeACheetahPup',
  },
  china: {
    fitness:
      'ChinaTaiChiMorning ChinaRadioCalisthenics ChinaKungFuBasics ChineseJumpRopeRelay ChinaPlazaAerobics ChinaShuttlecockKicks ChinaLionDanceSquats PingPongChinaRally',
  },
  chips: {
    educational:
      'WhyChipBagsHaveAir ChipOilBlotTest FromPotatoToChip ChipsAroundTheWorldQuiz MeasureAChipsCrunch BlindCrispTasting ChipFlavorChemistry HowChipsGetCrunchy',
  },
  choir: {
    fitness:
      'ChoirBreathWorkout ChoirPostureDrill ChoirMarchInPlace ChoirLongToneLunges HoldTheNotePlank SingWhileYouSquat ClapAlongChoirCardio ChoirRiserStepUps',
    pet: 'DogChoir PetChoirHowl CatChoirMeows KittenJoinsTheChoir ChoirPracticeForMyCat BarkitoneSection ChoirPupHarmony ChoirBunnyAudience',
    gaming:
      'VideoGameChoir ChoirGuessTheHarmony ChoirNameThatTune ChoirMusicalChairs ChoirKaraokeBattle ChoirPitchMatchDuel ChoirRhythmRound ChoirLyricsBingo',
  },
  'christmas cookie': {
    fitness:
      'RollingPinRows CookieDeliveryJog ChristmasCookieSquats ChristmasCrunches ChristmasCookieWallSit EarnYourChristmasCookie ChristmasCookieLunges ChristmasCookieBurpees',
  },
  'christmas lights': {
    educational:
      'HowChristmasLightsWork LEDVsOldChristmasLights ChristmasMorseCode WhyChristmasLightsBlink ChristmasLightsFireSafety ChristmasPowerBillQuiz ChristmasLightsWattMath FairyLightsColorScience',
    travel:
      'ChristmasLightsTour ChristmasLightsDriveBy ChristmasMarketGlow HolidayLightsRoadTrip FindTheBrightestHouse ZooLightsNight ChristmasLightsParkWalk FairyLightsCampsite',
    art: 'ChristmasLightsBlurShot LightPaintingPhoto FairyLightsJarCraft ChristmasGlowPortrait HolidayLightsWallArt GlowingGarlandSketch ChristmasLightsMosaic FairyLightsSilhouettes',
    tech: 'FairyLightsBlurryPortrait ChristmasLightsNightMode FairyLightsTourForGrandma ChristmasLightsByVoice HolidayLightsAppShow SmartPlugTimerHack ProgramTheFairyLights HolidayLightsTimelapse',
    gaming:
      'ChristmasLightsPuzzle ChristmasLightsBingo FairyLightsHideAndSeek CountTheChristmasLights ChristmasLightsCharades ChristmasLightsUntangle ChristmasLightsMemory HolidayLightsISpy',
  },
  'christmas market': {
    tech: 'ChristmasMarketInSlowMo ChristmasNightMode FestiveLightsTimelapse HandWarmerGadgetTest ChristmasMarketVideoTour ChristmasMarketBokehWalk ChristmasMarketPanorama ChristmasMarketPOV',
    gaming:
      'ChristmasMarketISpy ChristmasMarketBingo ChristmasMarketQuest ChristmasMarketCharades ChristmasScavengerHunt ChristmasTriviaDuel ChristmasMarketRingToss ChristmasMarketGuessPrice',
    prank:
      'FakeChristmasMarketHaul ChristmasMarketCarolAlarm SecretSantaAtTheStalls GingerbreadHeartDrop ChristmasMarketMapClue ChristmasElfSurprise PopUpChristmasMarket ChristmasMarketInABox',
    music:
      'ChristmasMarketCarols NutcrackerSuiteHum ChristmasMarketHandbells ChristmasMarketBeatbox ChristmasMarketJingleJam ChristmasBuskerDuet SingAtChristmasMarket ChristmasMarketYodel',
    speed:
      'OrnamentSpotRace ChristmasWrapClock ChristmasMarketBlitz ChristmasGiftDash ChristmasMarketBowTie ChristmasSnackSprint OneHourChristmasMarket ChristmasMarketRush',
  },
  cinnamon: {
    educational:
      'CinnamonIsTreeBark TwoKindsOfCinnamon HowCinnamonQuillsCurl SpiceRouteMapQuiz WhyCinnamonSmellsCozy GuessTheCinnamonDish CinnamonOnceBeatGold CinnamonAroundTheWorld',
    travel:
      'CinnamonBunTasteTour SpiceMarketWalk CinnamonSugarDonutHunt BiggestCinnamonRoll CinnamonBakeryByBike CinnamonLatteCafeHop CinnamonApplePicnic CinnamonTreatInEachTown',
    gaming:
      'CinnamonOrNotBlindSniff CinnamonPickUpSticks CinnamonSwirlPuzzle WinTheLastCinnamonRoll CinnamonToastTicTacToe CinnamonTradeRouteGame CinnamonBakeShowdown CinnamonSpiceTrivia',
  },
  'cinnamon roll': {
    educational:
      'WhereCinnamonComesFrom CinnamonRollSpiceTest WhyCinnamonRollsRise CinnamonRollWorldTour YeastIsAlive CinnamonRollFactOrFake CinnamonRollDoughMath CinnamonRollSwirlScience',
    wellness:
      'NeighborCinnamonRolls BakeAndBreathe CinnamonRollSlowSunday CinnamonRollCoffeeBreak CinnamonRollCandleMake ShareACinnamonRoll CinnamonRollGratitude CinnamonRollCozyMorning',
    music:
      'CinnamonGirlCover CinnamonCanPopBeat SweetSwirlSerenade CinnamonRollJingle CinnamonRollBakingBeat CinnamonCafeJazz OdeToACinnamonRoll CinnamonRollLullaby',
    pet: 'CinnamonRollTailCurl CurledUpCinnamonPet SleepySpiralPuppy CatLoafOrBun CinnamonRollSnoozeSpot CinnamonColoredKitten CinnamonRollNapPose CinnamonRollHamsterBed',
  },
  circus: {
    dance:
      'CircusRingmasterStrut CircusJugglerDance CircusElephantMarch CircusStrongmanPoseOff ClownShoeShuffle CircusTightropeTiptoe CircusBigTopBounce CircusRibbonTwirl',
    cooking:
      'CircusAnimalCookies BigTopCake CircusPopcornBar CircusCottonCandy CircusPretzelRings ClownNosePopsicles CircusLionCupcakes CircusTentSandwiches',
    fitness:
      'CircusHandstandTimer HulaHoopHold CircusStrongmanLift TrainLikeAnAcrobat CircusTightropeLine CircusCartwheelCircuit CircusClownWalkLunges CircusOneLegBalance',
  },
  classical: {
    fitness:
      'FlightOfBumblebeeHIIT ClassicalAirConducting ClassicalAdagioStretch ClassicalYoga ClassicalPlaylistRun ClassicalCrescendoReps TempoSquatsClassical PilatesToClassical',
    educational:
      'BaroqueVsClassical TempoTermsQuiz ClassicalHappyOrSad ClassicalComposerMatchUp ClassicalOrchestraMap ClassicalCrashCourseIn60 ClassicalInstrumentID GuessTheEraClassical',
    cooking:
      'ClassicalPancakeFlips ClassicalDinnerParty ClassicalAfternoonTea ClassicalKneadAlong ClassicalLayerCakeBake ClassicalBrunchConcert WhiskToClassical ClassicalVienneseCoffee',
    travel:
      'FreeClassicalConcertHunt ClassicalRoadTripDare ClassicalSunsetOnABench OutdoorSymphonyPicnic ClassicalOnTheTrain ScoreYourWalkClassical StreetBuskerClassical ClassicalOperaHouseTour',
    speed:
      'NameThatComposer FastestClassicalPiece ClassicalSpeedQuiz ClassicalIntroIn5 ClassicalPrestoBlitz TempoMatchRace ClassicalTidySprint ClassicalFinaleDash',
    dance:
      'WaltzToClassical ClassicalConductorArms ClassicalCrescendoDance ClassicalRemixDance ClassicalBalletInSocks BachToTheBeat RobotDanceToClassical PirouetteToClassical',
    gaming:
      'ClassicalNameThatTune VideoGameSymphony ClassicalPianoAppDuel GuessTheClassicalComposer ClassicalMusicalChairs ClassicalLevelUp ChessToClassical SpeedrunToClassical',
  },
  'claw machine': {
    fitness:
      'ClawMachineSquatGrab PlushPrizeLunges ClawMachineReachPlank ClawGameWallSit ClawGameGripCurls ClawMachineShuttleRuns ClawMachinePickups ClawMachineToeTouch',
    educational:
      'HowClawMachinesWork ClawMachineOdds ClawStrengthSecrets ClawMachineGrabPhysics AreClawMachinesRigged ClawMachineRoboticsLesson ClawMachineGripForce ClawMachineMythBusters',
    fashion:
      'ClawMachineFitCheck ClawMachineToyBadges PlushPrizeKeychain DressInYourWinnings ClawMachineBagCharms ClawMachineHairClips WearYourClawMachineWin ClawMachineRunway',
    music:
      'ClawMachineJingle ClawMachineChiptune PrizeWinChime TheClawSong ClawGameVictoryTune ClawMachineSoundRemix BeatboxClawMachine LofiClawMachine',
  },
  'clock tower': {
    educational:
      'HowClockTowersWork ClockTowerRomanNumerals BigBenIsTheBell ClockTowerPendulumDemo ClockTowerChimeMath ClockTowerHeightGuess ClockTowerGearModel ClockTowerSundialTest',
    tech: 'ClockTowerVsMyPhone ClockTowerLookUpShot ZoomIntoTheClockTower ClockTowerNightMode ClockTowerStoryByAI ClockTowerChimeAlarm ClockTowerTimelapse ClockTowerSoundMeter',
    dance:
      'ClockTowerWaltz ClockTowerStrut TickTockShuffle FreezeAtTheChime ClockHandsChoreo ClockworkRobotDance ClockTowerNoonBop ClockTowerBellDance',
    fashion:
      'ClockTowerFitCheck ClockTowerTrenchCoat BowTieAtTheClockTower ClockTowerWaistcoatStyle ClockTowerUmbrellaShoot ClockTowerGoldenHour ClockTowerVintageLook ClockTowerSteampunk',
    gaming:
      'EscapeTheClockTower ClockTowerChimeQuiz ClockTowerBuildOff ClockTowerISpy ClockTowerBlockStack RaceAgainstTheClock ClockTowerPuzzleHunt ClockTowerMemoryMatch',
  },
  clothesline: {
    cooking:
      'ClotheslinePastaDrying ClotheslineHerbBundles WashdayBrunch ClotheslineAppleRings ClotheslinePicnicLunch SunDriedTomatoBatch ClotheslineDonutDare ClotheslineSnackGarland',
    music:
      'ClotheslinePorchSong ClotheslineBreezeBeat ClothespinRhythm ClotheslineWindChimes WashboardJam LaundryDayBlues ClotheslinePegDrums ClotheslineWhistleTune',
  },
  'coca cola': {
    travel:
      'CokeInTheCoolerRoadTrip CokeAtTheBeach CocaColaMuseumVisit MexicanCocaColaHunt RetroSodaFountainTour CokeFloatDinerStop CocaColaFlavorHunt CocaColaVintageSignWalk',
    fashion:
      'CocaColaRedLook CocaColaPolarSweater CocaColaCanTabBracelet CokeVintageTee RetroDinerOutfit CocaColaStripedApron UpcycledCocaColaTote CocaColaBottleCapBelt',
    speed:
      'CokeCanPyramidRace CocaColaCapSort CocaColaFloatSprint CocaColaCrateStackOff CocaColaRingToss FastestBottleOpen PourPerfectCocaCola CocaColaIceCubeDash',
    music:
      'CokeBottleFlute CocaColaJingleCover CocaColaCanShaker CocaColaCrateDrums TeachTheWorldToSing HolidaysAreComing GlassClinkCocaCola CocaColaWaterXylophone',
    art: 'CokeCanSculpture CocaColaVintagePoster CocaColaPopArtPrint CocaColaCrateShelf DrawTheCocaColaBottle SodaCapMosaic PaintTheCocaColaTruck CocaColaLabelCollage',
  },
  coin: {
    music:
      'CoinTapRhythm StrumWithACoin CoinJarDrumKit CoinDropMelody CoinGlassChimes HeadsOrTailsHarmony CoinShakerSong CoinCastanets',
    art: 'CoinRubbingCollage CoinStackSculpture DesignYourOwnCoin CoinBalanceArt CoinCloseUpPhoto PennyMosaic PaintAGiantCoin SketchACoinPortrait',
  },
  'cold weather': {
    wellness:
      'ColdWeatherBathAndBook ColdWeatherSunChase ColdWeatherBlanketHour FreezingDayFootSoak ColdWeatherCozyEvening FireplaceReading EmbraceTheColdWeather ColdWeatherTeaRitual',
    art: 'ColdWeatherFrostCloseUp ColdWeatherKnitting ColdWeatherIcePainting FreezingBubblePhotos SnowflakePaperCut FoggyWindowDoodles SketchInColdWeather ColdWeatherMittenPuppets',
    tech: 'ColdWeatherBatteryTest ColdWeatherGloveVsScreen ColdWeatherForecastDuel FreezingPhoneRescue FreezingFrostTimeLapse ColdWeatherIndoorTempLog ColdWeatherDraftHunt ColdWeatherBreathSlowMo',
  },
  college: {
    dance:
      'CollegeAcceptanceDance CollegeStepShow QuadFlashMob GraduationStageStrut CollegeDormShuffle CollegeMascotDanceOff CollegeMoveInDayDance CollegeDiplomaShimmy',
    gaming:
      'CollegeEsportsTryout CollegeDiceQuest DormHallTournament CollegeChessBlitz CollegeCardGameNight CollegePingPongLeague QuizBowlCollege CollegeCharadesClash',
  },
  coloring: {
    educational:
      'ColoringAnatomyBook WhyColoringCalmsYou ColoringShadeMixingLesson ColoringMapGeography ColoringPlantParts CellDiagramPages ConstellationColoring ColoringFlagsOfTheWorld',
    music:
      'ColorTheSongsMood ColoringPageInOneSong CrayonScribbleBeat ColoringAlbumCovers ColoringHumAlong ColoringToMusic ClassicalColoringHour ColoringToTheBeat',
    prank:
      'ColoringPageOfYou CrayonLabelSwitch OutlineYourRoommate ColoringBookMustaches SecretColoringNote ColoringTheirSelfie ColoringCatAsAKing ColoringOnABanana',
  },
  commute: {
    prank:
      'CommuteCoffeeSurprise CommuteWelcomeHomeSign CarpoolCommuteKaraoke CommuteAlarmSongSwap CommuteLunchboxJoke RedCarpetArrival CommuteTourGuide CommuteBagStowaway',
    wellness:
      'MindfulCommute WindowSeatCommute CommuteNoPhoneRide CommuteDecompress BreatheBetweenStops GratefulWalkHome CommuteKindnessStreak CommuteCalmPlaylist',
  },
  compliment: {
    prank:
      'ComplimentStickyNotes ComplimentBalloonPop ComplimentChalkWalk MirrorMessageSurprise ComplimentAvalanche SecretComplimentSpy LunchboxCompliment WindshieldCompliment',
    gaming:
      'ComplimentYourTeammate ComplimentMVPVote KindGamerShoutOut GoodSportsmanshipRound ComplimentAfterEveryGame ComplimentBingo RollForACompliment DealAComplimentCard',
  },
  concert: {
    educational:
      'ConcertEchoClap HowConcertStagesWork BackstageConcertJobs ConcertSpeakerScience GuessTheConcertTruckCount DecibelsAtTheGig ConcertEarplugsOnOrOff ConcertHallAcousticsTest',
    cooking:
      'ConcertStandSnacks ConcertPreShowPasta ConcertLogoCookies ConcertFoodTruckAtHome TourBusTacos StadiumNachoNight ConcertTailgateChili ConcertWristbandCupcakes',
    art: 'ConcertLiveSketch ConcertPosterDesign GigTicketScrapbook PaintAConcertCrowd ConcertLightStickTrails SetlistCalligraphy ConcertMemoryShadowbox ConcertTeeFabricPaint',
    pet: 'ConcertForMyPet ConcertHowlAlong ConcertPupBackupSinger ConcertLullabyForMyPet BarkstageAccess ConcertCatReviews ConcertMeowChorus TinyConcertForHamster',
  },
  constellation: {
    cooking:
      'ConstellationCookies ConstellationDonuts PipeAConstellation ConstellationPancakes StarryNightCupcakes ConstellationFruitPlatter ConstellationToast BlueberryConstellation',
    art: 'ConstellationStringArt ConstellationStitching PaintYourConstellation PinholeConstellation InventAConstellation ConstellationChalkSky TinCanConstellation GlitterConstellation',
  },
  'construction site': {
    travel:
      'ConstructionPeepholes ConstructionFanTrip BuildingSiteCraneSpotting ConstructionMuseumDay DiggerParkVisit ConstructionSitePlayArea BuildingSiteCityStroll ConstructionSiteOpenDay',
    fashion:
      'ConstructionHardhatFit ConstructionBootEra ConstructionCostumeDIY BuildingSiteWorkwearLook HiVisGlowUp ToolBeltChic ConstructionSiteOveralls BuildingSiteNeonLayers',
    music:
      'JackhammerDrumCover ConstructionRemix ConstructionBucketBand ConstructionSiteRhythm BuildingSiteBeatbox HardHatHarmony ConstructionSiteWorkSong BuildingSiteWhistleTune',
    prank:
      'ConstructionSiteDeskZone BuildingSiteBedroom ConstructionCakeAmbush UnderConstructionSign CautionTapeTheirDoor ToyDiggerInvasion ConstructionSiteCupcakes ConstructionSiteAlarm',
  },
  'cookie dough': {
    prank:
      'CookieDoughBowlHeist EmptyCookieDoughTub CookieDoughInTenBoxes CookieDoughPunLabel CookieDoughRansomNote HideTheCookieDoughSpoons CookieDoughGooglyEyes CookieDoughTreasureMap',
    tech: 'CookieBakeTimelapse CookieDoughInSlowMo AIInventsACookie CookieDoughStopMotion CookieDoughCloseUp StandMixerVsHand CookieDoughByVoiceOnly CookieDoughAirFryer',
    gaming:
      'CookieDoughFlavorGuess CookieDoughCornhole CookieDoughRecipeDuel TicTacCookieDough CookieDoughTreasureHunt CookieDoughCupToss BingoForCookieDough WinnerGetsCookieDough',
  },
  'cookie jar': {
    music:
      'WhoStoleTheCookieChant CookieJarTapRhythm CookieJarRapBattle CookieJarShakerSong BeatboxForACookie SingForYourCookie CookieJarLidDrums CookieJarLullaby',
    pet: 'DogCookieJarTrick CookieJarPuppyStare KittenGuardsTheCookieJar PawPrintCookieJar PupVsCookieJar SitStayCookie CookieJarBunnyPeek CookieJarKibbleReward',
  },
  costco: {
    educational:
      'CostcoBulkMath CostcoHotDogEconomics IsCostcoWorthIt CostcoShelfTagSecrets CostcoUnitPriceHack GuessTheReceiptTotal CostcoVsCornerStore CostcoFoodWasteLesson',
    pet: 'CostcoDogBedTest CostcoBoxCatCastle PetVsCostcoTeddy CostcoHaulInspector MyDogRatesCostcoKibble CostcoPuppyPicksAToy CostcoKittyTower CostcoCatnipUnboxing',
    gaming:
      'GuessTheCostcoPrice CostcoSampleQuest CostcoAisleBingo CostcoMysteryItemQuiz CostcoListSpeedrun ISpyAtCostco CostcoBoxTowerTopple CostcoGroceryMemory',
  },
  countdown: {
    educational:
      'CountdownNumbersRound CountdownLettersGame CountdownPaperRocket CountdownAnagramPuzzle TenToOneInSpanish CountdownTimesTables CountdownPrimeHunt CountdownSpellingBee',
    pet: 'CountdownTreatTrick CountdownDogStayTest CountdownFireworkCalm CatIgnoresTheCountdown KittenPounceOnZero WaitForItPup HoldTheSitCountdown CountdownPawHighFive',
  },
  couple: {
    art: 'CouplePortraitSwap CoupleEyesClosedSketch SplitFaceDrawing CoupleDoodleDate OneCanvasTwoArtists CouplesPaintNight CoupleSculptOff CoupleHandprintKeepsake',
    dance:
      'CoupleKitchenWaltz DateNightSalsa CoupleMirrorMoves FirstDanceRemake CoupleDipChallenge TwoLeftFeetCouple CoupleSlowDanceDare CoupleTangoAtHome',
  },
  cousin: {
    cooking:
      'CousinBakeOff GrandmasDumplingLine CousinPizzaParty CousinCookieSwap CousinTacoNight KidsTableCharcuterie CousinSundaeBar CousinPancakeBreakfast',
    music:
      'CousinCampfireChorus CousinBucketDrums CousinsKaraoke FormACousinBand ReunionTalentShow KidsTableKazooChoir CousinFreestyleRap CousinLipSyncBattle',
  },
  coworker: {
    art: 'CoworkerStickyNoteArt CoworkerCaricatures PaperclipSculpture DoodleYourColleague WhiteboardMasterpiece CoworkerCubicleGallery CoworkerBlindSketch CoworkerOrigamiDesk',
  },
  cozy: {
    funny:
      'CozyBlanketBurrito CozyTooWarmToMove CozyCatStealsMySpot CozyVsReality FortyPillowsOnTheBed CandleHoarderTour CozyNarratorVoice CozyMoodRuinedByAlarm',
    fashion:
      'CozyFitCheck CozyKnitLayers ComfyChicOutfit CozyLoungewearLook CardiganThreeWays CozyLeggingsTryOn CozySockShowdown CozyScarfTying',
    dance:
      'CozySlipperShuffle CozySweaterSway CozyHomeBoogie ComfyPJTwoStep BlanketCapeTwirl FuzzySocksGroove CozyCardiganCharleston CozyRainyDayWaltz',
    speed:
      'BuildACozyNookFast CozyBlanketFortRace ComfyQuickChange CozyCornerSetupRace PillowPlumpSprint FastestBurritoWrap CozySockSortBlitz CozyBedMakingDash',
  },
  crosswalk: {
    wellness:
      'WaitForTheWalkSign CrosswalkLookBothWays CrosswalkCalmCommute CrosswalkPauseBreath CrosswalkKindnessWave MindfulCrossing CrosswalkPatiencePractice CrosswalkGuardThankYou',
    dance:
      'LittleGreenManMoves CrosswalkKitchenShuffle CrosswalkBedroomBoogie CrosswalkTapeDance ChalkCrosswalkMoonwalk HallwayCrosswalkHop CrosswalkRugFreezeDance CrosswalkLivingRoomJig',
  },
  crossword: {
    funny:
      'CrosswordGrandpaVsAI InventABadCrosswordClue EraseTheWholeCrossword PenNotPencilPanic ConfidentlyWrongCrossword CrosswordBreakfastFight CrosswordRageQuit CrosswordFamilyArgument',
    art: 'CrosswordCollage DrawYourOwnCrossword CrosswordGridPortrait PixelArtInACrossword CrosswordMarginDoodles CrosswordBlackSquareArt CrosswordLetterMural CrosswordColorFill',
    music:
      'LyricsCrosswordGuess SingTheCrosswordClue CrosswordRapBattle CrosswordWinJingle CrosswordThemeSong HumTheCrosswordAnswer OperaticCrossword CrosswordKaraokeNight',
  },
  dating: {
    dance:
      'DatingSlowDance DatingSalsaLesson DatingDiscoDuo DatingDipDare SwipeRightShuffle TangoForTwo DatingNervousWiggle SpeedDatingSwing',
    art: 'DatingPortraitSwap DatingPaintNight DatingBlindfoldArtDare DatingPolaroidWall CoupleCaricatures SketchYourCrush DrawOurDatingStory DatingDoodleDiary',
    prank:
      'DatingCheesyPickupLines DatingTwinOutfitReveal DatingTicketsInLunch DatingFortuneCookie BoringPlansPlotTwist MysteryDateEnvelope DatingThrowbackAmbush DatingPizzaHeart',
  },
  'day off': {
    educational:
      'DayOffScienceExperiment DayOffMuseumVisit DayOffNewSkillChallenge DayOffMasterAMagicTrick LearnSomethingDayOff DayOffLanguageLesson DayOffDocumentary DayOffLibraryAdventure',
    art: 'DayOffSketchDate DayOffCafeDoodles PaintYourDayOff DayOffOneCanvas DayOffPaintByNumbers LazyDayWatercolor DayOffCollageDiary DayOffClaySculpting',
    pet: 'DayOffWithMyDog DayOffPuppyHike DayOffKittenSunbeam PetsDayOffToo FurryDayOffPlanner CatNapCompetition DayOffBunnyPlaytime DayOffFetchMarathon',
    gaming:
      'DayOffCouchCoop DayOffConsoleMarathon DayOffChessPuzzles OneMoreLevelDayOff BeatTheBacklog PajamaSpeedrun DayOffBoardGameBinge DayOffCardTournament',
    prank:
      'DayOffBreakfastButler DayOffPretendItsMonday DayOffChoreFairy DayOffTreasureHunt MovieMarathonAmbush OutOfOfficeDoorSign DayOffHotelAtHome DayOffBalloonWakeUp',
    music:
      'LazyDaySoundtrack DayOffGuitarJam DayOffKitchenDrums WriteADayOffAnthem DayOffKaraokeForOne DayOffShowerConcert DayOffLearnASong DayOffPianoPractice',
  },
  'day trip': {
    cooking:
      'DayTripPicnicPack DayTripStoveFreeMeal DayTripCoolerLunch SnackAttackDayTrip BentoForTheRoad FarmStandFeast DayTripSandwichStack DayTripWrapAndRoll',
    tech: 'PlanADayTripWithAI DayTripVlogInOneTake DayTripSpedUpVideo PowerBankSurvivalTest DayTripOnOnePhoneCharge OfflineMapDayTrip DayTripTimelapse DayTripPanoramaShots',
    gaming:
      'DayTripBingo DayTripScavengerHunt TwentyQuestionsDrive LicensePlateGame DayTripCarTrivia DayTripSideQuest DayTripChecklistDare DayTripWouldYouRather',
    music:
      'DayTripPlaylistDuel DayTripParkBenchJam DayTripKazooBand WriteADayTripSong DayOutSoundtrack DayTripBeachDrumCircle DayTripBoomboxPicnic DayTripTrainWhistleTune',
  },
  daydreaming: {
    prank:
      'MakeTheirDaydreamReal DaydreamingStatueSneak DaydreamingPhotobomb DaydreamerDeskMakeover DaydreamingStickyNoteBomb DaydreamingCloudCeiling PaperPlaneDaydreaming SnapOutOfDaydreaming',
    tech: 'DaydreamToAIArt DaydreamingPhoneSketch DaydreamingVoiceMemo DaydreamWallpaperDesign DaydreamingFilmEdit DaydreamingStoryApp DaydreamingGreenScreen DaydreamingCloudTimelapse',
    gaming:
      'DaydreamWorldBuild DaydreamingCharades DaydreamingStoryDice DaydreamingHeroQuest DaydreamingCloudShapes WhatIfRPGNight DaydreamingWouldYouRather DaydreamingDrawAndPass',
    music:
      'HumWhileDaydreaming DaydreamingLofiLoop DaydreamingWindowSong DaydreamingPianoDrift DaydreamingMelodyMaker DaydreamingPlaylistSwap UkuleleDaydreaming WriteADaydreamSong',
  },
  deadline: {
    educational:
      'WhyWeProcrastinate DeadlineCutInHalfTest DeadlineHacksTested DeadlineFocusLab DeadlineUrgentOrNot BackwardsPlanADeadline DeadlineWordOrigin DeadlineCalendarBlocking',
    tech: 'DeadlineSiteBlocker DeadlineDeskTimelapse DeadlinePomodoroTimer DeadlineToolShowdown DeadlineFocusSetup DeadlineCalendarColorCode AIPlansMyDeadline DeadlineVoiceReminders',
    music:
      'DeadlineLofiSprint TypingRhythmBeat DeadlineTickTockLoop DeadlineHypeAnthem DeadlineMetFanfare KeyboardClackConcerto SingYourDeadlineBlues DeadlineDeskDrumSolo',
    art: 'DrawADeadlineComic StickyNoteArt DeadlineJournalSpread DeadlineHourglass DoodleTheDeadline DeadlineMonsterSketch DrawYourDeadlineFace DeadlineCountdownCalendar',
    fashion:
      'DeadlineClawClipUpdo DeadlineSweatpantsGlam DeadlineUniform DeadlineBusinessOnTop PresentationPowerFit DeadlineDayHoodie PostDeadlineGlowUp DeadlineLuckySocks',
  },
  december: {
    fitness:
      'DecemberStepStreak DecemberSnowmanSquats TwelveDaysOfBurpees AdventCalendarReps BeatTheDecemberSlump DecemberJingleJacks DecemberDailyDozen DecemberPlankCountdown',
    gaming:
      'DecemberAdventPuzzle WhiteElephantRound DecemberHolidayBingo DecemberConsoleStreak DecemberCharades DecemberTriviaNight DecemberDominoDuel DecemberCardGameMarathon',
  },
  airport: {
    dance:
      'AirportGateDance AirportArmSignalDance AirportLayoverBop MovingWalkwayMoonwalk BaggageClaimBoogie AirportCarouselShuffle JetLagAirportJive AirportWelcomeSignSway',
    cooking:
      'AirportSnackPackPrep AirportPretzelBake AirportFoodDupe BeatAirportPrices AirportBakeryAtHome AirportNoSpillBites AirportLoungeBrunch AirportCinnamonRolls',
    fashion:
      'AirportFitCheck AirportComfyLayers AirportOneBagOutfits CelebAirportStyle AirportHoodieAndShades CarryOnCapsuleDare AirportSweatsuitSwap AirportSlipOnShoes',
    tech: 'AirportChargingHacks FindTheAirportOutlet AirportWifiSpeedTest AirportAppVsTheBoard NoiseCancelingShowdown WhichAirportPlaneIsMine AirportTechPackingList AirportBagLocator',
  },
  alien: {
    dance:
      'AlienAntennaBounce AlienMoonwalk DanceLikeAliens AlienInvasionGroove TractorBeamBoogie UFOWobbleStep AlienHandshakeHop AlienRobotGlide',
    educational:
      'AlienPlanetHunting AlienOddsMath AlienSignalsFromSpace EarthsWeirdestAliens AlienFactOrFiction AlienTelescopeDIY DesignAlienLifeForMars AlienTardigradeHunt',
    wellness:
      'AlienEarthGratitude DearAlienJournal AlienSlowWonderWalk AlienStargazing OuterSpaceMeditation CosmicAweBreak PostcardToTheAliens AlienCloudGazing',
    music:
      'AlienLanguageSong HumTheAlienSignal AlienSynthwave SingLikeAliens SpaceshipBeepBeat AlienKaraokeAbduction AlienLullaby AlienWobbleVoiceSolo',
  },
  bird: {
    prank:
      'BirdsongAlarmSwap PaperBirdFlock BirdWhistleFakeOut BirdStickerMugSurprise PlushBirdOnTheShoulder RubberBirdInTheFridge BirdCallFromTheCloset HiddenBirdChirp',
  },
  band: {
    travel:
      'BandConcertOutOfTown BandDayTripToTheShow BandRecordStoreCrawl BandRoadTripPlaylist BandLocalGigNight FestivalFrontRow BandInTheParkPicnic BandBuskerHunt',
    tech: 'AIJoinsMyBand BandRecordingSetup BandPhoneFilmedGig CanTheBandKeepTempo OnePersonBandLoops BandJamOverVideoCall BandMixOnALaptop BandSetlistAppTest',
    fitness:
      'BandDrummerCardio AmpLiftBandSquats BandEncoreJumpingJacks BandGearCarry HighKneesMarchingBand HeadbangerHIIT BandAirDrumWorkout BandStageJumpReps',
    cooking:
      'BandCookOff BandLoadedNachos BandPizzaNight BandPracticeSnacks BandTourBusBreakfast BackstagePassBrunch FeedTheWholeBand BandCateringOnABudget',
    fashion:
      'BandTeeFitCheck MatchingBandOutfits RockBandEyeliner BandLeatherJacket FrontmanFlair BandMerchMakeover MarchingBandEpaulettes BandPatchVest',
    gaming:
      'BandGuitarGameNight BandRhythmCopycat BandKaraokeBattle BandTriviaShowdown NameThatBandIn3Notes BandMusicalChairs BandManagerTycoon BandLyricsHangman',
  },
  'birthday card': {
    tech: 'BirthdayCardVideoMessage BirthdayCardCollabReel ScanGrandmasBirthdayCards AIWritesMyBirthdayCard AnimateABirthdayCard EmojiOnlyBirthdayCard BirthdayCardVoiceNote BirthdayCardPhotoPrint',
  },
  'balloon pop': {
    dance:
      'BalloonPopOnTheBeat ConfettiDropGroove BalloonPopFreezeFrame PopAndLockBalloons BalloonBetweenPartners BalloonPopBounceStep HipBumpBalloonPop BalloonPopWiggleWalk',
  },
  boyfriend: {
    fitness:
      'BoyfriendPushUpKiss DateNightRunClub HubbyPlankOff BoyfriendWallSitDuel BoyfriendPartnerSquats BoyfriendSwoleMate OutlastMyBoyfriend BoyfriendPiggybackWalk',
  },
  classmate: {
    fitness:
      'ClassmatePlankOff GymClassRematch ClassmatePushUpLadder ClassmatesVsTeacher StudyBuddySquats ClassmateLeapfrogRace ClassmateWallSitWar ClassmateJumpRopeCount',
  },
};
