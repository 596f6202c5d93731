import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  '10k steps': {
    funny:
      '10KStepsAt11PM 10KStepsTrackerShake 10KStepsDogGivesUp MyStepCountLies 10KStepsDuringACall MallWalkerImpression 10KStepsInSlippers 10KStepsCommentator',
    prank:
      '10KStepsSneakyDetour 10KStepsChalkCheers 10KStepsTreasureTrail 10KStepsWelcomeParade IceCreamAt10KSteps ScenicRouteSurprise 10KStepsFinishTape DogDoesTheir10KSteps',
    educational:
      'Is10KStepsAMyth 10KStepsPedometerTest 10KStepsCalorieMath HowFarIs10KSteps PulseCheckAt10KSteps StepCountTrivia WhoInvented10KSteps WhatMuscles10KStepsWork',
    cooking:
      '10KStepsTrailMix 10KStepsSmoothie 10KStepsWalkingTacos PicnicAt10KSteps 10KStepsGranolaBars EnergyBitesToGo 10KStepsBrunchReward 10KStepsOvernightOats',
    travel:
      '10KStepsCityTour 10KStepsNoTaxi 10KStepsSomewhereNew Wander10KSteps 10KStepsMuseumDay 10KStepsOldTownLoop 10KStepsBridgeHop HowManyParksIn10KSteps',
    fashion:
      '10KStepsFitCheck StyleYour10KSteps 10KStepsStreetStyle 10KStepsComfyButCute DressLikeAMallWalker OneSneakerFiveWays Runway10KSteps 10KStepsTwinningWalk',
    wellness:
      '10KStepsMindfulMile 10KStepsGratitudeWalk PhoneFreeWander SunsetStrollReset 10KStepsPodcastHour SlowYour10KSteps 10KStepsNoHeadphones 10KStepsBoxBreathing',
    speed:
      '10KStepsBeforeNoon 10KStepsInOneHour 10KStepsLunchBlitz BeatMy10KStepsTime StepCountShowdown 10KStepsSpeedWalk 10KStepsFamilyRelay 10KStepsRaceTheSunset',
    music:
      '10KStepsOneAlbum StepToTheTempo 10KStepsAt120BPM 10KStepsWhistleWalk 10KStepsToADrumBeat SingAlong10KSteps 10KStepsNameThatSong SwapPlaylistsFor10KSteps',
    tech: '10KStepsTrackerTest PedometerVsPhone 10KStepsAppFaceOff 10KStepsOnAVideoCall PocketVsHandStepCount AIPlansMy10KSteps MapMy10KStepsRoute 10KStepsTimelapse',
    gaming:
      '10KStepsQuest 10KStepsLeaderboard 10KStepsScavengerHunt 10KStepsSpyGame LevelUpIn10KSteps 10KStepsGeocaching 10KStepsBingoCard 10KStepsXPGrind',
  },
  accountant: {
    dance:
      'DanceLikeAnAccountant BalanceSheetBoogie AccountantTaxDayJig SpreadsheetShuffle AccountantOfficeChairSpin AccountantVictoryStrut AccountantMoonwalk TheAccountantTwist',
    fitness:
      'AccountantBinderCurls TaxSeasonSquats BalanceSheetPlank AccountantChairWorkout AccountantStairClimb AccountantDeskStretch LungesForAccountants AccountantCoinJarCarry',
    prank:
      'GooglyEyeCalculator StickyNoteAccountant AccountantDadJokeMemo AccountantSnackAmbush TaxSeasonCheerSquad AccountantHugInvoice AccountantDeskBalloons AccountantFridgeAudit',
    educational:
      'BudgetLikeAnAccountant MentalMathVsAccountant DebitOrCredit KidAsksAnAccountant AccountantMythOrFact AccountantBasicsIn60 AccountantJargonQuiz AccountantNumberTrick',
    cooking:
      'BalanceSheetCake TaxSeasonMealPrep CookLikeAnAccountant AccountantBudgetBites AccountantLunchUnder5 AccountantCoinCookies AccountantPennyPasta DollarDinnerAccountant',
    travel:
      'TaxSeasonEscape AccountantRoadTripTally AccountantBudgetTrip AccountantOnVacation AccountantSplitsTheTab PackLikeAnAccountant AccountantPlansMyTrip DollarADayAccountant',
    fashion:
      'CasualFridayAccountant AccountantFitCheck DressLikeAnAccountant AccountantTieSwapDare AccountantGlowUp AccountantToRockstar AccountantSweaterVest AccountantDeskToDinner',
    wellness:
      'LogOffAccountant GratitudeLedger AccountantWindDown TaxSeasonSleepReset AccountantDeskPlantCare AccountantStretchBreak ThankAnAccountant AccountantLunchWalk',
    speed:
      'BeatTheAccountant OutAddTheAccountant AccountantSumSprint AccountantShoeboxSort AccountantPennyStackRace AccountantFileItFast AccountantCoinCount AccountantClearDeskDash',
    tech: 'AccountantVsAI ColorCodeLikeAnAccountant AccountantDeskSetup AskAIToBeMyAccountant AccountantShortcutDuel AccountantFormulaTrick ReceiptScanAccountant AccountantAppFaceOff',
    pet: 'MyCatIsMyAccountant PurrfectBalanceSheet AccountantKibbleBudget AccountantCatOnReceipts AccountantPaysInTreats DogAuditsTheAccountant AccountantKittenKeyboard AccountantPuppyIntern',
    gaming:
      'AccountantIsTheBanker AccountantBoardGameAudit MentalMathVsAccountant StumpTheAccountant GuessThePriceAccountant AccountantSudokuDuel AccountantNumberBingo BeatTheAccountantAtCards',
  },
  acorn: {
    funny:
      'AcornCapMustache SquirrelJobInterview AcornSoapOpera WhenAcornsAttack AcornSommelier HoardLikeYouMeanIt AcornNewsReport GiveYourAcornAVoice',
    prank:
      'AcornTrailToAGift SecretAcornStash AcornOnEveryPillow SquirrelWasHere GooglyEyedAcorns AcornArmyInvasion AcornsInMomsSlippers AcornSurpriseOnTheirDesk',
    travel:
      'AcornHuntHike OakForestPhotoWalk AutumnAcornTrail OneAcornPerTown AcornParkHopper SquirrelCitySafari AcornGroveCamping AcornForagingDayTrip',
    fashion:
      'AcornBrownFitCheck DressLikeAnAcorn AcornToOakGlowUp AcornCapBeret AcornHairClips AcornEarringDIY AcornButtonCardigan AcornCharmNecklace',
    wellness:
      'AcornGratitudeJar MindfulAcornHunt PlantAnAcorn AcornForestBathing AcornWorryStone SitUnderAnOak AcornPlantingWish AcornBarefootWalk',
    speed:
      'AcornSpoonRace AcornBucketToss AcornSortSprint AcornScrambleRelay ChopstickAcornDash StackTheAcornCaps AcornsInAJarIn30 FastestAcornCollector',
    music:
      'AcornCapWhistle AcornMaracaJam AcornPotsAndPans AcornDropTheBeat GoNutsDrumSolo AcornCrunchASMR AcornCastanets AcornRainstick',
    tech: 'AcornToOakTimelapse SquirrelFeederCam AcornMacroShot AcornDropSlowMo AcornPhoneMicroscope AcornPlantIDTest AcornStopMotion AcornPortraitMode',
    pet: 'AcornPlushFetch AcornLeaveItDrill CatVsAcornToy AcornCardboardHideout AcornStuffieTugOfWar SquirrelTVReaction AcornPortraitOfMyCat AcornShapedTreatHunt',
    gaming:
      'AcornFlickGolf AcornRingToss AcornTicTacToe HoardAllTheAcorns AcornSquirrelTag WhoStoleTheAcorn AcornHideAndSeek AcornShellGame',
  },
  'action figure': {
    fitness:
      'ActionFigurePoseHold ActionFigureKicks ActionFigureCrunches ActionFigureBootcamp HeroLandingSquat KarateChopCardio PushUpActionFigure FlexLikeActionFigure',
    funny:
      'ActionFigureVoiceover ActionFigureSoapOpera ActionFigureDoesChores ActionFigureInterview FiguresRaidBreakfast TinyHeroBigProblems RetiredActionFigure NewsAnchorActionFigure',
    prank:
      'ActionFigureInvasion ActionFigureInMyShoe ActionFigureStandoff ActionFigureWakeUpCall ActionFigureIsWatching FigureGuardsTheFridge ActionFigureDeskParade LunchboxActionFigure',
    educational:
      'GuessTheActionFigureYear ActionFigureScaleMath FirstActionFigureEver InsideAnActionFigure HowFigureJointsMove IsMyActionFigureRare ActionFigureMythRetell ActionFigureDropTest',
    cooking:
      'ActionFigureCupcakes ActionFigureCakeTopper ActionFigureBakeOff TinyChefActionFigure HeroBentoBox SuperheroPancakes ActionFigureMiniBurgers ActionFigureCookies',
    travel:
      'ActionFigureSightseeing ActionFigureTakesTheBus ActionFigureZooVisit ActionFigureBeachDay TinyHeroLandmarks ActionFigureVsTheSlide ActionFigureRoadTrip HikingActionFigure',
    fashion:
      'ActionFigureCosplay ActionFigureFitMatch ActionFigureFacePaint ActionFigureOOTD UtilityBeltStyle MiniCapeSewing DressAsActionFigure PackagedActionFigure',
    wellness:
      'MyFirstActionFigureStory ActionFigureSelfCareDay ActionFigurePowerPose ActionFigurePepTalk MindfulToyDusting InnerChildPlaytime ActionFigureYogaFlow ActionFigureShelfReset',
    speed:
      'ActionFigureUnboxRace ActionFigureLineup ActionFigurePoseOff ActionFigureGearHunt FigureSetupSprint TwistTieTakedown TenSecondActionFigure ActionFigureBlindBuild',
    music:
      'ActionFigureBand ActionFigureAirGuitar ActionFigureDrumSolo ActionFigureLipSync HeroThemeCover EpicEntranceMusic RockOperaActionFigure OrchestraActionFigure',
    tech: 'ActionFigureEpicBattle ActionFigureMacroShot ActionFigureARScene ActionFigureStopMo GreenScreenHeroes AIAnimatesMyFigure ActionFigureMovieTrailer ActionFigureVoiceDub',
    pet: 'ActionFigureCatKaiju ActionFigureDogRescue ActionFigurePupNarrator ActionFigureWalksTheDog GiantPetTinyHero FluffyMonsterMovie SidekickActionFigure WhiskersVsActionFigure',
    gaming:
      'ActionFigureTabletop ActionFigureDiceDuel ActionFigureBossFight ActionFigureThumbWar ActionFigureHideAndSeek RollForHeroics ChessActionFigure ActionFigureBowling',
  },
  actor: {
    dance:
      'ActorJazzHands ActorBroadwayKick ActorAuditionCombo DanceLikeAMovieActor DramaticEntrance CurtainCallChoreo ActorsMusicalNumber ActorTapDanceDare',
    fitness:
      'ActorMontageRun ActorHeroPushups ActorCrunchMonologue ActorWarmupCircuit ActorCurtainCallLunges TrainForTheRole ActorSuperheroSquats ActorFightSceneCardio',
    prank:
      'ActorStaysInCharacter ActorOvationForMom ActorRedCarpetArrival MethodActorRoomie NarrateTheirMorning PaparazziWelcomeHome ActorAwardAmbush ActorThankYouSpeech',
    cooking:
      'ActorPremierePopcorn ActorCooksInCharacter ActorGreenRoomSnacks ActorsCookingShow RecreateAMovieFeast LeadRoleLasagna ActorStatuetteCookies ActorOnSetLunchbox',
    travel:
      'FrontRowForLocalActors FilmLocationHunt ActorRoadTripMonologue PackLikeAnActor ActorHometownTrail ActorNarratesMyTrip ActorTheaterCrawl ActorBackstageTour',
    fashion:
      'ActorRedCarpetLook PremiereFitCheck ActorCostumeSwap ActorCharacterDressUp ActorOffDutyStyle BestActorTuxedo ActorMovieOutfitDupe ActorSunglassesIncognito',
    wellness:
      'ActorStageFrightCalm BreatheLikeAnActor ActorsQuietHour ActorAuditionNerves PreShowRitual ShakeOffTheRole ActorPowerPose ActorLaughYoga',
    speed:
      'CostumeChangeIn60 ActorSpeedMonologue FastestActorTears ActorLineSprint ActorEmotionFaceOff ActorTongueTwisterRun ActorAccentBlitz ActorPropGrabRace',
    gaming:
      'ActorCharadesNight ActorImprovDice ActorCartoonVoiceOff NameThatActor StayInCharacterRPG ConnectTheActors ActorGuessWho ActorQuoteBingo',
  },
  'advent calendar': {
    dance:
      'AdventDailyMove OpenTheDoorDance AdventElfShuffle TwentyFourDayChoreo AdventCountdownGroove AdventJingleStep AdventCalendarBop AdventCalendarDanceADay',
    prank:
      'AdventCalendarRiddleNotes DadJokeAdvent AdventLumpOfCoal AdventCalendarHugCoupons AdventSwitcheroo SurpriseBehindTheDoor AdventCalendarGooglyEyes AdventCalendarBabyPhotos',
    travel:
      'AdventWindowWalk AdventCalendarTownHunt AdventCalendarOfLights ChristmasMarketHop AdventPostcards TwentyFourTinyTrips AdventCalendarCafeCrawl AdventCalendarTrail',
    wellness:
      'KindnessAdvent AdventCalendarBathNight GratitudeCountdown AdventJournalPrompts ReverseAdventCalendar AdventCalmMinute MindfulAdventCalendar AdventCalendarWalks',
    speed:
      'AdventDoorDash AdventWrapRace AdventFillBlitz OpenAllTwentyFour FindTodaysNumber BeatTheAdventClock AdventCalendarSpeedrun AdventCalendarBuildIn10',
    tech: 'AdventCalendarTimelapse AdventQRDoors LEDAdventCalendar AdventGadgetUnbox 24DayAdventCalendarVlog AdventCalendarLockScreen AIFillsMyAdventCalendar AdventCalendarPhotoReel',
    gaming:
      'AdventLevelADay AdventMiniGames AdventPuzzleDoors AdventCalendarBingo AdventCalendarCharades AdventCalendarTrivia AdventCalendarArcade AdventCalendarQuest',
  },
  adventure: {
    fitness:
      'AdventureParkNinjaRun AdventureBootcamp ObstacleCourseDay AdventureHillRepeats MonkeyBarAdventure AdventureRuckMarch AdventureBackpackSquats AdventureStairSummit',
    prank:
      'AdventureTreasureHunt AdventureMapSurprise SecretQuestInvite AdventureDinoTracks AdventureBottleMessage XMarksTheSnack AdventureCluePostcards AdventureJungleBedroom',
    educational:
      'AdventureShelterBuild AdventureMapReading AdventureCompassLesson AdventureKnotTying AdventureNorthStarHunt PolarExplorerQuiz AdventureFirstAidQuiz AdventureLeaveNoTrace',
    fashion:
      'DressForAdventure AdventureReadyOutfit ExplorerGearCheck AdventureSafariVest AdventureJungleCosplay HikingBootStyling AdventureHatShowdown AdventureLayeringHack',
    wellness:
      'MicroAdventureDay AdventureCloudGazing GreatOutdoorsReset SayYesToAdventure AdventureSoloSunrise AdventureNewHobbyHour AdventureJarPicks AdventureNatureSitSpot',
    art: 'AdventureJournalArt AdventureMapDrawing ExpeditionSketchbook AdventureWatercolorHike AdventurePhotoWalk DoodleEveryAdventure ComicBookAdventure AdventureRockPainting',
    tech: 'AdventureFirstPersonCam AdventureCompassAppQuest AdventureWalkieTalkieTest AdventurePanoramaGlitch VlogYourMiniAdventure HeadlampShowdown AdventureTimelapse AdventureGeocacheHunt',
    pet: 'AdventureCatHike AdventureDogCreekSplash PawsportAdventure PuppysFirstAdventure BackpackKittyAdventure DogLeadsTheAdventure BunnyBackyardAdventure AdventureSniffSafari',
    gaming:
      'ChooseYourAdventure AdventureSideQuest RollForAdventure XMarksTheAdventure AdventureEscapeRoom AdventureLootHunt AdventureStoryChain AdventureDiceDungeon',
  },
  ai: {
    prank:
      'AIWroteYourCard AIPoemUnderThePillow ChatbotCompliments AITalkingHouseplant AIBuzzCutFakeout AIMadeMyRoomPink AIAgedUpSelfie AICartoonsTheFamily',
    educational:
      'AIVsEncyclopedia SpotTheAIImage AIHallucinationHunt AIExplainsLikeIm5 ChatbotFactCheck TrainAnAIInTenMins AIPromptFaceOff AIMathTutorTest',
    cooking:
      'AIFridgeChef AIInventsADish CookTheAIRecipe GrandmaVsChatbot PromptToPlate PlatingJudgedByAI AIPantryChallenge AIPlansMyWeekOfMeals',
    travel:
      'AIPlansMyTrip AITourGuide LetAIOrderForMe GoWhereAISays AIPicksMyNextStop HiddenGemsByAI AITranslatorDayOut AIWeekendInMyCity',
    wellness:
      'AIMeditationScript AIJournalPrompts ChatbotBedtimeStory AIBreathingCoach GratitudeListWithAI AskAIThenUnplug AIReframesMyBadDay AIPicksMyKindAct',
    art: 'AIVsMyDrawing AIColorsMySketch PaintWhatAIDescribes FixTheAIHands AIGuessesMyDoodle PromptVsPencil AIColoringPage AIDesignsMySticker',
  },
  'air conditioner': {
    dance:
      'AirConditionerHairFlip AirConditionerShimmy AirConditionerFreeze AirConditionerConga VentHugShuffle WindMachineDiva AirConditionerMoonwalk AirConditionerRobot',
    fitness:
      'NoAirConWorkout AirConditionerPlank AirConditionerCoolDown EarnTheAirCon BeatTheHeatBurpees ChillZoneYoga AirConditionerWallSit AirConditionerLunges',
    prank:
      'AirConFakeIcicles AirConGooglyEyes WhoHidTheAirConRemote AirConSnowDay VentStreamerParty IcedTowelDelivery PenguinAirConditioner AirConScarfAndMittens',
    educational:
      'HowAirConditionersWork AirConditionerBTUMath WhoInventedAirCon FanVsAirConditioner AirConditionerMythQuiz WhyCoolAirSinks WhereDoesAirConWaterGo AirConditionerTempTest',
    cooking:
      'AirConNoBakeDay AirConditionerGazpacho AirConditionerSorbet AirConColdNoodles TooHotToCook FrozenGrapeSnack AirConditionerIcePops IcedTeaAirConditioner',
    travel:
      'AirConditionerRoadTrip CoolestAirConInTown AirConMatineeDate ChaseTheAirCon CoolMuseumEscape HeatWaveHideouts AirConLibraryDayOut MallWalkAirConditioner',
    wellness:
      'AirConditionerNap AirConditionerBookHour AirConWhiteNoise AirConditionerFootSoak ColdTowelRitual AirConSlowBreathing AirConditionerStretch AirConditionerMeditation',
    speed:
      'AirConIceMeltRace FastestToTheAirCon AirConditionerRemoteHunt AirConTidyThenChill CoolDownCountdown AirConFilterSwapIn5 AirConPopsicleSprint RelayToAirConditioner',
    tech: 'DIYAirConditioner AirConTimerBeforeHome AirConditionerAppTest AirConditionerVsFan WhatTempIsYourAirCon AirConditionerSleepMode AirConVsMyPowerBill AirConFromMyPhone',
    pet: 'AirConditionerPetNap DogClaimsTheAirConSpot AirConditionerPupPOV WhoStoleTheAirCon VentHugCat CoolingMatTest AirConditionerEarFlaps AirConditionerKittyChill',
    gaming:
      'AirConditionerLANParty AirConditionerSpeedrun AirConditionerCardTourney AirConGameMarathon HeatWaveBoardBattle ColdRoomHighScore AirConditionerJigsawDay ChessByAirConditioner',
  },
  'air fryer': {
    fitness:
      'PlankTillAirFryerDings AirFryerSquatSet AirFryerWallSits AirFriedAbs PreheatPushups CrispAndCrunches AirFryerJumpingJacks AirFryerCalfRaises',
    funny:
      'AirFryerTasteTestFaces AirFryerEverythingPOV OvenVsAirFryerFeud AirFryerEvangelist AirFryerPeopleBeLike AirFryerSoggyLeftovers AirFryerBabyMonitor MyAirFryerHasFeelings',
    prank:
      'SurpriseInTheAirFryer AirFryerMustache AirFryerDonutWakeUp GooglyEyeAirFryer AirFryerPartyHat NoteInTheBasket AirFryerTalksBack AirFryerBirthdayCookie',
    educational:
      'HowAirFryersWork AirFryerVsOven IsAirFryingHealthier WhyAirFryersCrisp AirFryerMythBusters AirFryerBrowningQuiz AirFryerCalorieCompare AirFryerAirflowDemo',
    travel:
      'AirFryTheWorld AirFryerCabinWeekend AirFryerHotelHack AirFryerFeedsThePicnic PackTheAirFryer CrispyRoadSnacks AirFryerCampingDinner AirFryerStreetFoodNight',
    fashion:
      'MatchYourAirFryer AirFryerApronLook AirFryerEarrings ChefJacketGlowUp AirFryerBasketPurse AirFryerCosplay AirFryerFitCheck AirFryerFriesCostume',
    wellness:
      'AirFryerVeggieHabit AirFryerSundayReset AirFryerMorningOats MindfulAirFryerWait BreatheTillItBeeps AirFryerComfortSnack AirFryerHealthySwap AirFryerBalancedPlate',
    tech: 'SmartAirFryerTest AirFryerWindowView AirFryerRecipeAppDuel AirFryerCrispInTenSec WattsForDinner LetAIRunMyAirFryer AirFryerVsMicrowave AirFryerVoiceAssistant',
    gaming:
      'AirFryerBingo AirFryerTierList GuessTheAirFryerTimer AirFryerMysteryBasket AirFryerMemoryMatch AirFryerSnackDraft AirFryerFoodBracket AirFryerBlindTasteOff',
  },
  'air horn': {
    prank:
      'KazooAirHornSwap SilentAirHornGag ConfettiAirHornPop AirHornLookalikeCake AirHornCheerSquad AirHornBirthdayCard AirHornBubbleSurprise AirHornHypeMan',
    cooking:
      'AirHornPerfectFlip AirHornChefsKiss FirstBiteAirHorn HonkIfItsDelicious AirHornBreadRiseReveal AirHornOneHandEggCrack AirHornTasteTest AirHornCheesePull',
    travel:
      'AirHornStateLine WelcomeHomeAirHorn AirHornWeMadeIt AirHornStaycationStart AirHornBagsArePacked AirHornCarryOnWin FirstToSeeTheSeaAirHorn AirHornVacationCountdown',
    tech: 'AirHornSoundboard AirHornStepGoalCheer AirHornOnEveryTap AirHornInboxZero AirHornWhenMomTexts HeyPhonePlayAirHorn AirHornDoorbell AirHornStreamAlert',
    pet: 'AirHornTrickEdit AirHornEmojiHighFive AirHornPlushToyReview AirHornPetMontage AirHornZoomiesSlowMo AirHornCatJumpCaption AirHornFetchReplay AirHornPupMemeStickers',
    gaming:
      'AirHornClutchPlay HighScoreAirHorn AirHornBossDown AirHornForEveryStrike CheckmateHonk AirHornForTheLastCard AirHornWhenTheTowerFalls AirHornCrownsTheChamp',
  },
  airplane: {
    dance:
      'TakeoffTwirl JetLagShuffle PlaneSafetyDemoDance AirplaneModeMoonwalk FlightAttendantGroove PaperAirplaneFreeze AirplaneArmsChallenge AirplaneLandingShimmy',
    prank:
      'PaperAirplaneMessage AirplaneSnackSurprise LivingRoomCabinService PlaneTicketPlotTwist AirplaneSafetyBriefing CaptainVoiceDinnerCall HomemadeFlightUpgrade AirplaneCouchCheckIn',
    educational:
      'GuessTheAirplaneSpeed PaperAirplaneFoldOff AirplaneWingLiftDemo PlaneMythBusters WhyJetsLeaveTrails PilotAlphabetQuiz AirplaneTurbulenceInAJar AirplaneCloudSpotting',
    cooking:
      'AirplaneFoodAtHome FlightSnackDupe TrayTableTapas ChickenOrPasta PlaneMealGlowUp AirplanePretzelBake MidFlightMocktail AirplaneWingCookies',
    fashion:
      'FlightDayFitCheck AirplaneCarryOnCapsule PlaneComfyLook AirplaneSweatsToChic AirportRunwayWalk AirplaneRedEyeGlowUp StyleTheAirplanePillow AirplaneAviatorShades',
    wellness:
      'AirplaneModeHour WindowSeatGratitude AirplaneCloudGazing BreatheThroughTakeoff AirplaneMindfulMoment PlaneJournalPages AirplaneStretchBreak AirplaneCabinMeditation',
    speed:
      'PaperAirplaneRace FastestFoldAndFly SecurityTrayRepack PlaneSpottingBlitz FlightReadyIn60 FarthestAirplaneWins OrigamiAirplaneRelay AirplaneCarryOnPackOff',
    music:
      'AirplaneWindowSong SafetyDemoRemix AirplaneChimeBeat AirplaneModeAcoustic JetPlaneSingalong TakeoffDrumroll AirplaneNoiseBeatbox AirplaneLandingLullaby',
    tech: 'AirplaneModeBatteryTest WheresThatAirplaneGoing PlaneSpottingRadar AirplaneMaxZoomShot PaperAirplaneSlowMo NoiseCancelFaceOff AirplaneTrackerAppHunt AirplaneTakeoffTimelapse',
    gaming:
      'NailTheFlightSimLanding AirplaneCloudCharades ArcadeDogfightDuel PaperPlaneBullseye AirplaneModeWordGame AirplaneTrayTableChess AirplaneBingoCard AirplaneSeatTicTacToe',
  },
  airport: {
    educational:
      'AirportSignsDecoded AirportCodesQuiz AirportRunwayNumbers AirportBaggageJourney AlphaBravoCharlie TrackYourSuitcase GuessTheBusiestAirport AirportTowerLingo',
    fashion:
      'AirportFitCheck AirportComfyLayers AirportOneBagOutfits CelebAirportStyle AirportOOTDReveal CarryOnCapsuleDare AirportSweatsuitSwap AirportSlipOnShoes',
    wellness:
      'AirportMeditation AirportWindowGaze AirportLayoverReset DelayedAtAirportCalm GateSideBreathing PlaneSpottingPause AirportSeatYogaFlow AirportGratitudeNote',
    speed:
      'AirportBagDropRace AirportGateChangeDash AirportCheckInClock AirportSecurityIn60 BeatTheBoardingCall AirportLiquidsFaceOff AirportCarryOnPackOff AirportTrayReloadSprint',
    music:
      'AirportPianoCover AirportChimeMelody AirportArrivalSerenade AirportBoardingRemix AirportAnnouncementRap SuitcaseWheelBeat AirportDestinationsSong AirportLayoverLullaby',
    art: 'AirportWindowPhoto AirportTerminalPaint BoardingPassAirportArt AirportPlaneDoodles SketchTheTarmac WingtipWatercolor AirportCarpetRedesign AirportLuggageTagDesign',
    tech: 'AirportChargingHacks FindTheAirportOutlet AirportWifiSpeedTest AirportAppVsTheBoard NoiseCancelingShowdown WhichAirportPlaneIsMine AirportLoungeTechTour AirportBagLocator',
    gaming:
      'ISpyAtTheAirport AirportBingo AirportHandheldDuel FlightSimAirportRun AirportLayoverCharades AirportGuessWhereTheyGo AirportTriviaTakeoff AirportSpotThePilot',
  },
  'alarm clock': {
    fitness:
      'AlarmClockPushups PlankTillTheAlarm EveryAlarmTenBurpees SnoozeYouLoseSquats AlarmClockJumpingJacks BeatTheBeepCardio AlarmClockWallSit AlarmClockCrunches',
    educational:
      'AlarmClockGutsRevealed WhyAlarmsMakeUsGroggy WhySnoozeIsNineMinutes LifeBeforeAlarmClocks NoAlarmWakeUpWeek SleepCycleAlarmTest AlarmClockDreamQuiz AlarmClockMythOrFact',
    fashion:
      'AlarmClockToOOTD AlarmThenGlowUp FiveMinuteAlarmFit AlarmClockPajamaRunway SnoozeModeLoungewear RollOutOfBedChic AlarmClockNightBeforeFit AlarmClockHairstyleHack',
    art: 'AlarmClockGlowUp PaintYourAlarmClock MeltingAlarmClock AlarmClockClaySculpt DrawYourAlarmFace ClockworkCollage AlarmClockStillLife AlarmClockOneLineDrawing',
    tech: 'AlarmClockTakeApart AlarmClockVsMyPhone SolveToStopTheAlarm AlarmClockSnoozeCount SmartAlarmShowdown AlarmClockCustomRingtone AlarmClockSleepTracker AlarmClockVoiceAssistant',
    pet: 'CatIsMyAlarmClock AlarmClockDogHowl PuppyBeatsTheAlarm CatSitsOnAlarmClock FurryAlarmSystem FiveAMFeedingCall AlarmClockWalkiesWakeUp AlarmClockPetBreakfast',
    gaming:
      'AlarmClockSpeedrun OneMoreLevelTillAlarm AlarmClockEscapeGame AlarmClockMusicalStatues AlarmClockBossFight RespawnAtSixAM AlarmClockHotPotato AlarmClockHideAndSeek',
  },
  alien: {
    educational:
      'AlienPlanetHunting AlienOddsMath AlienSignalsFromSpace EarthsWeirdestAliens AreWeAlone AlienTelescopeDIY DesignAlienLifeForMars AlienTardigradeHunt',
    travel:
      'AlienPacksForEarth SkywatchForAliens AlienHuntInMyTown TakeMyAlienOnARoadTrip DarkSkyStargazing ObservatoryOpenNight AlienTouristForADay AlienPlanetariumDate',
    fashion:
      'AlienChromeNails AlienAntennaHeadband AlienMetallicFit AlienRunwayWalk LittleGreenGlam AlienFoilOutfitDIY AlienGlowMakeup AlienSilverSneakers',
    wellness:
      'AlienEarthGratitude DearAlienJournal AlienEyesWalk AlienStargazing OuterSpaceMeditation CosmicAweBreak PostcardToTheAliens AlienCloudGazing',
    speed:
      'AlienCostumeIn60 AlienCodeDecodeDash AlienSpeedSketch AlienAbductionRelay SpaceshipBuildRace UFOSpotterSprint AlienInvasionCleanup AlienFacePaintRace',
    pet: 'AlienUFOTreatDrop CatSeesAliens AlienCraterSnuffleMat PetMeetsAlienToy DogHowlsAtTheMoon TakeMeToYourLeash ProofMyKittenIsAlien AlienPlushFetch',
    gaming:
      'AlienSpaceshipBuildOff AlienImpostorRound WhoIsTheAlien AlienFlashlightHunt UFOArcadeHighScore AlienAbductionTag AlienCharades AlienHideAndSeek',
  },
  alligator: {
    funny:
      'SeeYaLaterAlligator GatorGrinImpression AlligatorPuppetSkit PlushGatorMeltdown AlligatorDadJokes AlligatorInTheBathtubPOV CheesyAlligatorSmile AlligatorNewsAnchor',
    prank:
      'AlligatorPancakeSurprise GatorSockPuppetChomp AlligatorUnderTheCovers AlligatorInTheTub SwampPlushAmbush CrocodileShoesReveal GatorGuardsTheFridge SneakyAlligatorToy',
    educational:
      'AlligatorVsCrocodile GatorIceSnoutTrick AlligatorBiteForce AlligatorEggScience AlligatorSwampFoodChain AlligatorVsTRexQuiz WhyAlligatorsRoll AlligatorAgeByLength',
    cooking:
      'AlligatorPearToast AlligatorBreadLoaf GatorGreenSmoothie CucumberAlligator BayouGumboNight SnappyGatorPancakes AlligatorKiwiSnack AlligatorSubSandwich',
    travel:
      'GatorPlushRidesAlong AlligatorBonesAtTheMuseum SayHiToAnAquariumGator AlligatorBoatTour GatorSwampBoardwalk AskARangerAboutGators SafeAlligatorSpotting ZooAlligatorFeeding',
    fashion:
      'AlligatorGreenFit SnappyGatorSocks ChompingGatorHoodie AlligatorClogsStyling AlligatorHatDIY CrocPrintBoots AlligatorBeltBuckle AlligatorPlushBag',
    wellness:
      'AlligatorStillnessDare GatorSunnyBask AlligatorCrawlStretch AlligatorNapTime BayouSunsetCalm BreatheLikeAGator GatorLowLungeFlow SlowBlinkAlligator',
    tech: 'GatorChompInSlowMo AIDrawsMyAlligator GatorPhotoBombEdit AlligatorToyStopMotion SwampLiveCam GreenScreenGatorChase ARAlligatorInRoom GatorGrowlVoiceFilter',
    gaming:
      'GatorChompBoardGame TheFloorIsAlligators AlligatorHandSlap LeapfrogOverTheGator GatorTagDontGetChomped AlligatorMemoryCards SnapWithAlligators AlligatorDentistDare',
  },
  allowance: {
    fitness:
      'EarnYourAllowance AllowancePerLap AllowanceYardWorkReps PushupsForPocketMoney ChoreChartCircuit CarWashCardio AllowanceCoinSquats AllowanceVacuumLunges',
    educational:
      'AllowanceNeedsVsWants AllowanceSavingsMath DoubleYourAllowance BudgetYourAllowance PocketMoneyQuiz AllowanceFirstBankAccount AllowanceInterestDemo AllowanceThenVsNow',
    travel:
      'AllowanceSouvenirHunt AllowanceDayOut AllowanceTravelJar CanMyAllowanceBuyADay TenDollarTownTour AllowanceZeroSpendOuting AllowanceFieldTrip TrainRideOnAllowance',
    wellness:
      'AllowanceGiveBack AllowanceGratitudeList AllowanceDonateADollar NoBuyAllowanceWeek SaveSpendShareJars AllowanceFreeFunDay AllowanceKindnessFund AllowanceWishlistPause',
    speed:
      'AllowanceChoreSpeedrun AllowanceCoinCountRace AllowanceDishDash AllowanceTidyBlitz BeatTheAllowanceClock PiggyBankSortOff AllowanceMinuteToWin AllowanceLaundryFoldRace',
    tech: 'AllowanceAppShowdown MyFirstAllowanceSheet AIBudgetsMyAllowance PocketMoneyTracker ScanMyAllowanceCoins AllowanceSaveStreak AllowanceGoalGraph AllowanceChoreReminder',
    gaming:
      'PocketMoneyTycoon AllowanceArcadeRun PlayBankerWithAllowance AllowanceSaveForAGame PretendStoreRoleplay PiggyBankHighScore AllowanceCoinSortDuel SideQuestForAllowance',
  },
  alphabet: {
    funny:
      'AlphabetInOneBreath AlphabetInSlowMotion LMNOPConfusion AlphabetBackwardsFail ABCsLikeAVillain AlphabetSongWrongLyrics AuctioneerAlphabet PhoneticAlphabetFlop',
    prank:
      'AlphabetSoupMessage AlphabetMagnetNote AlphabetCerealSurprise AlphabetCookieRiddle MissingLetterMystery SpellItOutInSecret AlphabetPostItWall AlphabetOnlyConversation',
    speed:
      'AlphabetSpeedrun AlphabetBackwardsRace TypeTheAlphabetIn5 AlphabetHouseHuntDash FastestFingerspelling AToZBlockTower AlphabetCategoryClock AlphabetNameItFast',
    art: 'AlphabetCalligraphy AlphabetAnimalDoodles BubbleLetterAlphabet NatureAlphabetHunt AToZSketchDare AlphabetIntoMonsters AlphabetFromStuffAtHome AlphabetCollageWall',
    pet: 'AlphabetDogButtons AlphabetCatToyHunt AlphabetOfPetNicknames PetPicksAlphabetBlock ABCsForPuppies TreatForEveryLetter AlphabetTrickTraining AlphabetSnackSniff',
    gaming:
      'AlphabetScavengerHunt AlphabetLongestWordWins AlphabetTileScramble CategoriesAToZ AlphabetSpeedSpelling ABCHangmanDuel AlphabetStoryChain AlphabetISpy',
  },
  ambulance: {
    dance:
      'WeeWooShuffle AmbulanceBeaconSpin AmbulanceSirenSway AmbulanceLightsGroove ParamedicMoves AmbulanceHeroHop AmbulanceCrewConga AmbulanceFlashStep',
    fitness:
      'ParamedicStairDrill AmbulanceHeroPlank AmbulanceCrewBootcamp CPRToTheBeat AmbulanceKitLunges AmbulanceSirenSprints AmbulanceMedicBagSquats AmbulanceStretcherCarry',
    funny:
      'WeeWooSingAlong AmbulanceTeddyStretcher AmbulanceBandageSpree AmbulanceImpressions ToyAmbulanceRescue SirenVoiceOff AmbulanceToddlerParamedic AmbulanceDollHospital',
    prank:
      'AmbulanceBunkBedParking AmbulanceChalkCheers AmbulanceSnackDelivery AmbulanceTeddyBandaged AmbulanceThankYouWall HeroesWelcomeBanner AmbulanceCupcakeSurprise AmbulanceToyInDadsShoe',
    travel:
      'AmbulanceStationTour AmbulanceParadeDay AmbulanceOpenHouse MeetTheAmbulanceCrew PackAnAmbulanceKit EmergencyVehicleShow AmbulanceVintageRally AmbulanceMuseumVisit',
    wellness:
      'AmbulanceSirenPause KindThoughtsForMedics AmbulanceCrewGratitude AmbulanceWellWishes PullOverAndBreathe AmbulanceKindnessJar CheerAnAmbulanceTeam AmbulanceQuietMinute',
    speed:
      'StretcherRelay AmbulanceBandageIn30 AmbulanceBlockBuildOff PackTheFirstAidKit AmbulanceSirenQuiz AmbulanceToyDash AmbulanceSlingSprint AmbulanceSplintRace',
    music:
      'AmbulanceSirenRemix StayinAliveCPRBeat WeeWooBeatbox WriteAnAmbulanceJingle AmbulanceLullaby AmbulanceHeartbeatDrum AmbulanceKazooCall AmbulanceDopplerSong',
    tech: 'AmbulanceFirstAidAppTest AmbulanceReadyMedicalID HearTheAmbulanceDoppler AmbulanceICEContacts AmbulanceSOSShortcut ShareYourLocationDrill AmbulanceCallRoleplay AmbulanceLockScreenInfo',
    pet: 'AmbulanceHowlAlong AmbulanceQuietDen AmbulancePlushRescue AmbulanceKitForMyPet AmbulancePuppyFirstAid AmbulanceToyFetch CatInACardboardAmbulance AmbulanceVetCheckUp',
  },
  angry: {
    fitness:
      'AngryShadowBoxing AngryRunItOut AngryBurpeeBlast AngerIntoReps AngryJumpRopeBlitz PillowPunchWorkout SkipAwayAngry TenJacksWhenImMad',
    prank:
      'AngryGooglyEyedFridge AngrySnackRescue AngryDayCheerUpNote AngryEmojiBalloons SillyFaceStickerWall FrownToClownSurprise AngryJokeInTheLunchbox AngryHugAmbush',
    educational:
      'WhyWeGetAngry AngryIcebergFeelings WhatMakesYouMad AngryHeartRateTest YourBrainOnAnger AngryFightOrFlightDemo AngryFaceMuscles AngryWordsQuiz',
    travel:
      'AngryWalkItOff AngryStrollToTheLake AngryNatureReset HikeTheMadAway PedalOutTheAnger ExhaleAngerOnAHill AngryToCalmOnABench AngryBeachRun',
    fashion:
      'AngryRedLipPower AngryPunkJacket AngryEmojiTee DressYourAngryMood SoftHoodieHug AngryToHappyOutfitSwap StompyBootsAnger AngryLeatherLook',
    music:
      'AngryDrumOut AngryPunkRiff AngryToAcoustic AngryPianoVent MadToMellowMedley RageAgainstTheRecorder KazooTheAngryAway AngryOperaRant',
    tech: 'UnsentAngryEmail HowMadIsMyPulse AngryVoiceMemoVent AngryTextTimeout AIRewritesMyRant CalmDownTimer AngryScreamMeter AngryFaceFilterTest',
    pet: 'AngryCatTranslation AngryPupCuddleCure AngryToHappyTailWag MadAtTheVacuum DogCheersYouUp GrumpyPetFaces FetchAwayAnger AngryPurrTherapy',
    gaming:
      'AngryBossRetry LoseWithoutGettingMad AngryCardHouseChallenge KeepAPokerFaceWhenMad RageQuitRecovery AngryMonsterCharades AngryRespawnPause AngryGGAnyway',
  },
  anniversary: {
    fitness:
      'PartnerYogaFlow AnniversaryMileAYear SpouseCarrySquats AnniversaryHikeDate AnniversaryPlankOff AnniversaryBurpeesForTwo AnniversaryAbsDuel AnniversaryTandemBikeRide',
    prank:
      'AnniversaryNoteTrail AnniversaryLipSyncAmbush OneBalloonPerYear AnniversaryPetalPath AnniversaryBreakfastInBed AnniversaryMysteryDate AnniversaryCarOfHearts AnniversaryPolaroidHunt',
    educational:
      'WhyPaperForYearOne SilverVsGoldMilestones AnniversaryGiftQuiz AnniversaryFlowerCode AnniversaryOddTraditions AnniversaryDayCountMath WhenAnniversariesBegan GuessTheAnniversaryGem',
    cooking:
      'FirstDateMealRemake SavedWeddingTierTaste AnniversaryCakeBake AnniversaryFondue AnniversaryHeartPizza AnniversaryChefSwap AnniversaryBlindfoldBites AnniversaryHomemadePasta',
    fashion:
      'WeddingOutfitRewear ThrowbackCoupleLook AnniversaryTwinning AnniversaryFitCheck AnniversaryGlowUp AnniversaryDressUpDate AnniversaryRedCarpet AnniversaryMatchingPJs',
    speed:
      'AnniversaryRapidFire NewlywedSpeedRound TableForTwoSetup AnniversaryQuizRace AnniversaryStoryIn60 AnniversaryBouquetRun OhNoItsOurAnniversary AnniversaryGiftWrapDash',
    tech: 'AnniversarySlideshow AnniversaryQRLoveNote AnniversaryReelOfUs AnniversaryPicRecreate AnniversaryTimeCapsule AIPlansAnniversary AnniversaryThenAndNow AnniversaryVoiceMemo',
    pet: 'AnniversaryCatCameo KittenCrashesDinner PetJoinsDateNight AnniversaryCuddlePile AnniversaryDogWalk AnniversaryPetPhotoshoot GotchaAnniversaryParty AnniversaryToyBasket',
    gaming:
      'AnniversaryEscapeRoom AnniversaryRummyRivalry CouplesTriviaNight AnniversaryCharades AnniversaryRematch AnniversaryChessDate AnniversaryJigsawRace AnniversaryTwoTruths',
  },
  ant: {
    funny:
      'WorkerAntMonday AntFindsGiantCrumb IfAntsHadGroupChats AntDocumentaryVoice AntNarratesMyKitchen AntsAtMyPicnicPOV AntSoapOpera SportsCommentateAnts',
    prank:
      'AntAlibiCookieNote GiantAntOnTheCouch AntStickerParade FakeAntTrailToTreats MiniPicnicForAnts AntFarmSurprise AntShadowOnTheLamp AntOnTheirWallpaper',
    fashion:
      'AntAntennaHeadband WorkerAntCostume TinyAntEarrings AntThemeFitCheck QueenAntCrown AntEmbroideredCollar AntPrintTee AntOutfitFromScraps',
    wellness:
      'SmallStepsLikeAnts WatchAnAntColony AntTinyTaskList AntSizedWins OneCrumbAtATime AntGazingBreak AntSlowDownWalk AntPatiencePractice',
    music:
      'AntsGoMarchingCover AntArmyDrumline TinyAntChorus QueenAntAnthem SixLegSymphony AntHillHum AntKazooParade AntHeapHipHop',
    tech: 'AntHighwayInSlowMo AntSpeciesIDTest AntTunnelTimelapse AntCamLiveStream TrackAntsWithAI GiantAntGreenScreen PhoneMacroAnts ClockTheFastestAnt',
    gaming:
      'AntFoodFetchRelay AntColonyBlockBuild AntFarmBoardGame AntArmyTycoon TunnelMazeRace AntTicTacToe MarchingAntsLabyrinth AntHideAndSeek',
  },
  app: {
    dance:
      'AppScoresMyMoves AppRhythmGameSteps NotificationShuffle AppTeachesMeADance AppIconPoses BuzzingPhoneBoogie AppSoundEffectChoreo AppKaraokeGroove',
    educational:
      'AppCodingForKids LanguageAppStreak AppPrivacyCheckup BuildYourFirstApp GuessTheAppIcon HowFreeAppsPay AppFeedAlgorithmTest AppSkyMapLesson',
    cooking:
      'AppPlansMyMeals AppSavesMyLeftovers AppTimesMyPerfectEgg AppVsGrandmaCooking FridgeScanAppDinner ViralFoodHackTest AppChoosesDessert AppBarcodeNutrition',
    travel:
      'TranslateAppMenuTest AppGuidedCityTour AppPicksARandomCafe LetTheAppPlanMyDay NoAppsDayTrip OfflineMapChallenge AppWalkingQuest AppPhotoSpotFinder',
    music:
      'AppMadeThisBeat AppLoopStation TwoPhonesOneAppDuet SongFromOneApp AppDrumPadJam NotificationRemix AppOnlyOrchestra AppHumToSearch',
    art: 'AppIconRedesign AppPixelEditor HomeWidgetDesign DrawYourDreamApp AppVsPaperSketch FingerPaintAppDare AppCollageOfMyDay AppStickerPack',
    pet: 'AppTranslatesMyDog AppGuessesMyPetsBreed CatGameAppTest HomeAloneCamApp WalkiesAppStreak LaserPointerAppPlay AppSqueakyToySounds AppWhistleRecall',
    gaming:
      'AppGameHighScore AppPuzzleDaily AppTriviaDuel AppMiniGolfRound AppCrosswordRace OfflineAppAdventure AppChessLadder AppDrawAndGuess',
  },
  'apple picking': {
    fitness:
      'ApplePickingSquats ApplePickingCarry ApplePickingJumpingJacks ApplePickingTossCatch BushelBicepCurls OrchardHikeLoop ApplePickingStepGoal ApplePickingLunges',
    prank:
      'ApplePickingScarecrowMe ApplePickingPhotobomb SurpriseApplePie ApplePickingJokeStickers ApplePickingRiddleTrail BushelOnTheirPorch ApplePickingGummyWorm ApplePickingLunchNote',
    educational:
      'ApplePickingFloatTest WhyApplesBrown NameThatApple ApplesNeedBees ApplePickingSeedCountQuiz IsItRipeYet ApplePickingBlindTasting ApplePickingHowToTwist',
    wellness:
      'MindfulApplePicking ApplePickingJournal ApplePickingPhoneFree ApplePickingSunshine SlowOrchardWalk GratitudeBushel ApplePickingForANeighbor ApplePickingPicnic',
    speed:
      'ApplePickingSpeedrun ApplePickingRelay ApplePickingBushelIn5 ApplePickingSortByColor FillTheBasketRace AppleStackTimer ApplePickingBlitz ApplePickingCountdown',
    art: 'AppleStampArt ApplePickingPhotoZine AppleLeafPrints ApplePickingWatercolor ApplePickingBarkRubbing OrchardSketchWalk ApplePickingChalkPastels DrawYourApplePicking',
    tech: 'ApplePickingPanoramaTwin ApplePickingPhotoDump ApplePickingStepCount AIRatesMyApples OrchardTimeLapse ApplePickingColorGrade ApplePickingSlowMo ApplePickingPOV',
  },
  'april fools': {
    fitness:
      'AprilFoolsSillyWalks AprilFoolsFakeWeights BackwardsAprilFoolsJog AprilFoolsReverseReps NoJokeWorkout AprilFoolsSlowMoSprint AprilFoolsPlankPrank AprilFoolsInvisibleRope',
    funny:
      'GooglyEyesAprilFools AprilFoolsNewsReport AprilFoolsDeadpan AprilFoolsInfomercial WhoFellForIt PokerFaceFamily AprilFoolsFakeUnboxing AprilFoolsSillyWalkOff',
    cooking:
      'AprilFoolsGiantCookie AprilFoolsUpsideDownCake IsItRealAprilFools AprilFoolsSillyFacePizza AprilFoolsFakeDinner AprilFoolsBrownEs AprilFoolsSushiCandy AprilFoolsFauxFriedEgg',
    travel:
      'AprilFoolsGiantInThePark AprilFoolsFakeSouvenir MysteryAprilFoolsTrip AprilFoolsSillyHatDayOut PostcardFromNowhere ShrinkTheLandmark AprilFoolsPhotoIllusion AprilFoolsTinyTownTour',
    wellness:
      'LaughterYogaAprilFools AprilFoolsKindness AprilFoolsSmileStreak AprilFoolsJoyList LaughItOff AprilFoolsFunnyFaceMirror AprilFoolsComplimentPrank AprilFoolsGigglePractice',
    tech: 'AprilFoolsAutocorrect FrozenDesktopAprilFool FakeAprilFoolsGadget AprilFoolsCrackedScreen SmartSpeakerSillyMode AprilFoolsVoiceFilter AprilFoolsEndlessUpdate AprilFoolsWallpaperTrick',
    pet: 'AprilFoolsVanishingToy TreatTrickAprilFools AprilFoolsMyDogTalks ThatsNotMyCat AprilFoolsPetPranksYou AprilFoolsKibbleHunt AprilFoolsCupGame AprilFoolsSqueakyDecoy',
    gaming:
      'AprilFoolsMirrorMode FakeAprilFoolsCheat AprilFoolsRuleSwap AprilFoolsLeftyRound AprilFoolWrongAnswersOnly BluffMastersNight AprilFoolsDoubtIt AprilFoolsOppositeDay',
  },
  apron: {
    prank:
      'ApronPocketSurprise ApronRubberChicken ApronSloganSwap TinyApronForDad GooglyEyeApron KitchenNoteTrail ApronWithTheirFace ApronHiddenCompliment',
    educational:
      'ApronBestStainRemover WhoWoreApronsFirst TieAnApronThreeWays WhyChefsWearWhites ApronFabricShowdown ApronsAroundTheWorld GuessTheApronEra ApronGermSwabTest',
    travel:
      'ApronCampsiteChef ApronSouvenirHunt MarketToKitchenTour ApronPastryPilgrimage ApronPicnicInThePark ApronFoodTruckCrawl ApronFarmStandRun ApronBakeryDayOut',
    wellness:
      'ApronOnPhoneOff SlowBakeTherapy ApronSundayRitual ApronGardenHarvest KneadYourStress ApronUpForKindness ApronCookiesForANeighbor ApronQuietCookingHour',
    tech: 'ApronPhonePocketHack ApronQRRecipeCode ApronToPlateTimelapse HandsFreeVoiceCooking ApronCamPOV ApronSmartScaleTest ApronSlowMoPancakeFlip ApronTabletStandDIY',
    pet: 'ApronDogBiscuitBake ApronCatSupervisor ApronOnPupcakeDay ApronPocketTreatTrick BakerBuddyPortrait KitchenMatSitStay ApronTugOfWar ApronLeaveItLesson',
    gaming:
      'ApronsUpCookOff ApronChefCharades DinerRushHighScore ApronPantryBingo ApronMysteryIngredient ApronBakeryTycoon ApronRecipeMemoryGame ApronBlindTasteQuiz',
  },
  aquarium: {
    prank:
      'FakeAquariumOnTheTV AquariumScreensaverSwap AquariumTreasureNote BathtubSharkToy TinyDiverSurprise AquariumGlassGooglyEyes AquariumNessieSighting AquariumNewResident',
    educational:
      'AquariumFilterDemo AquariumNitrogenCycle AquariumInAJar AquariumWhyFishSchool SpotTheSpecies AquariumFactOrFiction AquariumPHTest AquariumAlgaeExperiment',
    cooking:
      'BlueJellyAquarium AquariumCupcakes EdibleAquariumCookies FishTankPunch UnderTheSeaSnacks OceanInACup AquariumGummySoda AquariumSeaweedCrackers',
    travel:
      'AquariumTunnelWalk AquariumJellyfishRoom AquariumSketchbookTrip AquariumNoFlashPhotos CatchAquariumFeedingTime FindYourAquariumTwin AquariumTouchPoolVisit AquariumOtterWatch',
    fashion:
      'AquariumFitCheck DIYJellyfishSkirt MatchTheAquariumFish AquariumNailArt ScalesAndSequins AquariumSeaCreatureHat AquariumOceanEarrings AquariumMermaidMakeup',
    speed:
      'AquariumSetupSpeedrun AquariumJigsawSprint AquariumPlantingDash BeatTheAquariumClock GuppyCountFrenzy AquariumSpotTheFishIn30 AquariumGlassWipeOff AquariumToyScoopRush',
    music:
      'AquariumLofiBeat AquariumBubbleRemix FishTankLullaby SerenadeTheAquarium AquariumFilterBeatbox SingToTheGuppies AquariumAmbientTrack AquariumWaterGlassTune',
    tech: 'AquariumCamStream AquariumAutoFeederTest FishTankMacroMagic TimelapseMyAquarium AquariumInSlowMotion AquariumVirtualTour NameEveryAquariumFish AquariumSpeciesIDApp',
  },
  arcade: {
    prank:
      'ArcadeTicketSurprise ArcadeHighScoreMessage ArcadeSillyInitials ArcadeGameOverWakeUp LeaveTokensForKids ArcadeCoinMagicTrick HomeArcadeTakeover ArcadePrizeTreasureTrail',
    educational:
      'IsTheClawRigged ArcadeGoldenAgeQuiz InsideAnArcadeCabinet ArcadeTicketMath HowArcadeGhostsThink DesignAnArcadeGame ArcadeTokenEconomics ArcadeJoystickScience',
    travel:
      'ArcadeCrawl ArcadeMuseumHighScore BoardwalkArcadeTour ArcadeOnEveryRoadTrip OldestArcadeInTown RainyDayArcadeRescue ArcadePierDayOut RateTheArcadesNearby',
    fashion:
      'ArcadeNeonFit ArcadeRetroJacket ArcadeSneakerLights InsertCoinArcadeTee ArcadePixelMakeup ArcadeCharacterCosplay ArcadeTokenNecklace ArcadeGlowInTheDarkLook',
    music:
      'ArcadeSoundsRemix ArcadeChiptune ArcadeDrumGameFullCombo ArcadeHumThatTune EightBitLullaby ArcadeThemeOnKazoo ArcadeBleepBeatbox ArcadeCoinDropRhythm',
    tech: 'ArcadeClassicsOnMyPhone ArcadeClawInSlowMo ArcadeCoinSoundRingtone AIDesignsMyArcadeGame ArcadeNightInFirstPerson ArcadeRunInTenSeconds PixelateMeArcadeStyle ArcadeRetroFilterSelfie',
  },
  architect: {
    dance:
      'ArchitectBlueprintBop ArchitectSkylineSway ArchitectPillarFreeze DanceLikeAnArchitect TSquareTwirl HardHatHustle ArchitectHumanArches ArchitectDomeSpin',
    fitness:
      'BlueprintPlankHold LoadBearingLunges ArchitectPillarSquats ArchitectDeskStretch ArchitectBridgePose ArchitectStairTower ArchitectWallSit ArchitectBeamBalance',
    prank:
      'ArchitectBoxCastle ArchitectBlanketFort ArchitectCupWallDoorway OvernightArchitectRedo ArchitectTapeMazeHallway FakeBlueprintReveal ArchitectTinyFairyDoor ArchitectPillowPalace',
    educational:
      'WhyArchesStandUp HowDomesHoldWeight NameThatArchitecture AskAnArchitect ArchitectFloorPlanQuiz ArchitectBlueprintBasics ArchitectGuessTheBuilding ArchitectScaleDrawing',
    travel:
      'FacadeSpottingWalk ArchitectLandmarkHunt LookUpLikeAnArchitect ArchitectGuessTheDecade ArchitectBridgeTour ArchitectDoorHunt ArchitectSkylineTrip ArchitectLibraryCrawl',
    fashion:
      'ArchitectAllBlackFit ArchitectRoundGlasses DressLikeAnArchitect ArchitectTurtleneck ArchitectGeometricPrints ArchitectMinimalCapsule ArchitectOneColorWeek ArchitectLinenBlazer',
    wellness:
      'DesignYourCalmCorner ArchitectSketchWalk BlueprintForRest ArchitectsDeclutter ArchitectWindowLight ArchitectBedroomRefresh ArchitectGardenNook ArchitectDeskPlantHabit',
    speed:
      'ArchitectTowerIn60 ArchitectCardHouseSprint ArchitectBlockBlitz SketchASkylineFast ArchitectFloorplanDash MarshmallowFrameRace ArchitectCupStacking ArchitectStrawBridgeRush',
    pet: 'CardboardPetPalace ArchitectCatCastle ArchitectHamsterHome DogHouseArchitect ArchitectDogRampDesign ArchitectBunnyHutch ArchitectKittyCondo ArchitectBirdhouseBuild',
    gaming:
      'DreamHouseBuildOff ArchitectBridgePuzzle ArchitectCityBuilder ArchitectDrawItBlind ArchitectDominoRun ArchitectCardCastleDuel ArchitectTallestTower ArchitectBlockStackOff',
  },
  art: {
    dance:
      'ArtStatueFreeze FamousPaintingPoses ArtGalleryDance ArtAttackShuffle MuseumMoonwalk DanceThroughArtistsBlock ArtBrushstrokeDance ArtGestureFlow',
    fitness:
      'StatuePoseHold ArtEaselSquats ArtMuseumStepCount ArtistArmDay ArtAttackHIIT TheThinkerWallSit ArtPaintbrushPlank ArtCanvasCarryLunge',
    educational:
      'ArtHistoryInAMinute ArtForgeryDetection GuessTheArtMovement HiddenDetailsInArt HowPigmentsAreMade ColorWheelQuiz ArtTermsFlashcards ArtOnePointPerspective',
    wellness:
      'ArtJournaling DoodleBeforeBed OneLineArtCalm SlowArtDay ArtWithoutRules ArtForNoOne ArtTherapyMinute ArtZentangleBreak',
    speed:
      'OneMinuteMasterpiece ArtRelayCanvas GestureDrawingBlitz ArtAttackIn60 TenSecondArtist SpeedArtShowdown BlindfoldArtRace ArtQuickSketchCountdown',
    gaming:
      'ArtDiceSketchDuel ArtGuessMyDoodle ArtBrokenTelephone ArtistVsAIFaceOff FamousArtCharades MasterpieceMemoryMatch ArtGalleryEscapeRoom ArtFoldAndDrawGame',
  },
  astronaut: {
    fitness:
      'AstronautHelmetWallSit AstronautBalanceBoard SpacewalkAstronautReps AstronautBikeIntervals ZeroGCoreBlast MoonJumpPlyo TrainLikeAnAstronaut AstronautCrunchCountdown',
    prank:
      'AstronautHelmetOnTeddy AstronautWakeUpCall GlowStarAstronautRoom AstronautFakeLaunch AstronautBedroomLiftoff MissionControlMorning AstronautPostcardFromMars AstronautSnackCapsule',
    travel:
      'AstronautAtThePlanetarium DarkSkyAstronomyTrip PackLikeAnAstronaut AstronautMuseumSelfie AstronautMoonPicnic FindAnAstronautInTown AstronautRoadTripRations AstronautSpaceCampDay',
    fashion:
      'AstronautFlightJacket AstronautFoilHelmetDIY AstronautPatchDenim AstronautJumpsuitFit MoonBootMonday SilverSuitStrut DressLikeAnAstronaut AstronautWhiteSneakers',
    wellness:
      'AstronautLightsOutHour PaleBlueDotAstronomy AstronautBoxBreathing AstronautSleepingBagNap AstronautFloatMeditation CaptainsLogJournal CalmLikeAnAstronaut AstronautEarthGazing',
    speed:
      'AstronautSuitUpRace BeatTheNASACountdown AstronautDockingDash AstronautChecklistIn60 ThickGloveChallenge TMinusTenChallenge AstronautReflexTest AstronautSpaceFoodSort',
    pet: 'AstronautPupTraining AstronautMazeForHamster AstronautKittyTunnel AstronautTreatCountdown CatInARocketBox OneSmallStepForPaws NASAGoodBoyAward AstronautMoonRockHunt',
    gaming:
      'AstronautPaperRocketDuel FindTheLostAstronaut AstronautCharades AstronautOrAlienQuiz MissionControlCoop AstronautFloorIsLava SpotTheFakeAstronaut AstronautLanderBoardGame',
  },
  attic: {
    dance:
      'OldTrunkShuffle AtticCharlestonTry AtticBoomboxDanceOff AtticRecordDrop DustBunnyBoogie AtticDiscoRevival AtticDressUpDance AtticFloorboardGlide',
    fitness:
      'AtticBoxLifts AtticFindsBicepCurls AtticDustOffLunges DeclutterDeadlifts ClearTheAtticCardio TrunkCarryChallenge AtticHaulHustle AtticSuitcaseSquats',
    educational:
      'WhatsThisOldObject AtticAntiqueAppraisal AtticPhotoDetective WhyAtticsGetSoHot GuessTheAtticDecade AtticLetterReadAloud HowAtticsBreathe AtticNewspaperDive',
    fashion:
      'AtticTrunkFitCheck MothballToRunway AtticSeventiesRestyle AtticHatParade WearTheAtticFind AtticPromDressRewear AtticToStreetwear ThriftTheAttic',
    wellness:
      'AtticReadingNook AtticDeclutterReset KeepsakeGratitudeBox LetGoOfTheAttic AtticSkylightPause RainOnTheRoofCalm AtticMemoryJournal AtticOldLettersAloud',
    music:
      'AtticFoundInstrument AtticCassetteMixtape AtticSongbookSingAlong AtticMusicBoxMelody DustOffTheRecords AtticUnpluggedGig AtticAcousticCover AtticPianoTuneUp',
    pet: 'AtticCatLookout AtticPuppyBoxFort PetVsAtticFinds AtticPlushRescue AtticSweaterKittyBed DustBunnyChase AtticQuiltNapSpot SniffTestTheAttic',
    gaming:
      'AtticRetroConsole AtticCartridgeHunt AtticMadeUpRules AtticArcadeNight DustedOffBoardGames BeatDadsOldHighScore AtticEscapeRoom AtticHideAndSeek',
  },
  aunt: {
    travel:
      'AuntieRoadTrip FunAuntGetaway PicnicPackedByAuntie AuntPicksTheCity SeeAuntsHometown AuntTeaRoomDate AuntDinerBreakfastRun AdventureWithAunt',
    music:
      'AuntieLipSyncBattle AuntOldiesRequest AuntieKitchenKaraoke AuntDiscoThrowback SerenadeYourAunt DuetWithYourAunt AuntsAnthemCover LearnAuntsFavoriteSong',
    gaming:
      'AuntieJigsawRace AuntMahjongLesson CanYouOutspellYourAunt BeatAuntAtBingo AuntTriesVideoGames AuntCharadesNight AuntVsNieceChess DominoesWithAunt',
  },
  avocado: {
    fitness:
      'AvocadoPlankBalance AvocadoCrateCarry AvocadoPassCrunches LungeForAvocados GuacGains SmashThenSquat AvocadoCurls AvocadoOnHeadSquats',
    prank:
      'AvocadoPlushPillowDrop AvocadoPitSwapBall AvocadoStickerStorm LoveNoteInAvocado AvocadoCostumeWakeUp AvocadoWithAFace AvocadoRoseSurprise AvocadoBreakfastAmbush',
    educational:
      'GrowAnAvocadoPit WhyAvocadosTurnBrown AvocadoIsABerry AvocadoFloatOrSink AvocadoMythOrFact MammothsAteAvocados AvocadoPaperBagTest AvocadoVarietyTasting',
    travel:
      'SmashAnAvoInThePark AvocadoRipensOnTheTrip BestAvoToastInTown AvocadoBoatsAtTheBeach AvocadoPicnicHike AvocadoSummitSnack RateEveryAvocadoBrunch FarmersMarketAvocados',
    fashion:
      'AvocadoGreenFit AvocadoNailArt HalfAvocadoEarrings SageAndAvocadoLayers GuacamoleGlam AvocadoCostumeDIY DressLikeAnAvocado AvocadoHairClaw',
    wellness:
      'AvocadoFaceMaskNight AvocadoToastRitual AvocadoSeedWatching SlowAvoMorning AvocadoMindfulPeel GuacAndUnwind AvocadoOilHairTreat AvocadoSaladBowlBreak',
    speed:
      'AvocadoMashRace AvocadoRipenessSort AvocadoPeelDash FastestAvoToast GuacInSixty AvocadoSmoothieBlitz AvocadoStackTimer AvocadoSpoonCarryRelay',
    pet: 'AvocadoSnuffleMat AvocadoPlushFetch AvoBedCatNap PupInAvocadoCushion CorgiIsThePit AvocadoPillowPileUp SquishyAvocadoToyHunt FeltAvocadoHideaway',
    gaming:
      'AvocadoFarmSimRun AvocadoBlindTasteGame AvocadoMemoryCards AvocadoRipeOrNotQuiz AvoPitCornhole AvocadoBowling HotPotatoAvocado AvocadoTicTacToe',
  },
  baby: {
    dance:
      'BabyCarrierTwoStep BabyBopsToTheBeat BabyBounceGroove BabySharkChoreo DiaperChangeShimmy RockAByeBabySway CopyTheBabysMoves BabyHighChairHandJive',
    fitness:
      'BabyCarrierSquats BabyPeekabooPlank BabyNapYoga BabyPlaymatStretch TummyTimePushups StrollerStrides BabyGiggleCrunches BabyLullabyLunges',
    prank:
      'BabyFaceFilterCall BabyMonitorSerenade GrandmaMeetsTheBaby BabyPicIsActuallyGrandpa BabyPacifierMustache BabyDollOnTheCouch DressDadAsABaby BabyTalkBackVoiceover',
    educational:
      'BabySignLanguage HowBabiesSee WhyBabiesGiggle WhatNewbornsCanHear BabiesHave300Bones BabyPeekabooExperiment NameThatBabyAnimal BabyBabbleTranslator',
    cooking:
      'HomemadeBabyFood BabyPureeRainbow BabyShowerCupcakes BabyLedWeaningFeast TeethingBiscuitBake BabySmashCakeDay BabyBlockBrownies BabyBananaPancakes',
    travel:
      'BabysFirstTrip BabyCarrierCityWalk BabyPassportPhoto BabyFriendlyCafeHunt StrollerParkTour BabyMuseumMorning BabyWavesAtLandmarks BabyBeachDayOut',
    fashion:
      'BabyFitCheck MatchingWithBaby BabyOnesieRunway SundayBestForBaby BabyHatFashionShow BabyFirstSneakers BabyPicksMyOutfit BabyHeadbandGlam',
    wellness:
      'BabyBedtimeRoutine BabyMassageMinute BabyChestCuddles CalmBabyBathNight LullabyWindDown NewbornSnuggleSunday BabyNapCoffeeBreak BreatheWithBaby',
    speed:
      'BabyLaundrySortRace BabyOnesieSnapSprint FindTheMissingBabySock BabyProofBlitz PitStopDiaperChange StrollerFoldDash BabyBagPackOff BabyToyPickupRush',
    tech: 'BabyMonitorSetup AIAgesBabyPhoto BabyWhiteNoiseShowdown BabySleepSoundsTest BabysFirstVideoCall CryTranslatorApp BabyVsRoboVac BabyMilestoneSlideshow',
    pet: 'PetMeetsTheBaby BabyStorytimeForPup BabyLaughsAtTheDog CatInspectsBabyGear KittyJoinsTummyTime FurryBigSibling BabyPawHighFive BabyFishTankWonder',
    gaming:
      'BabyPicksTheGame BeatItBeforeBabyWakes BabyShowerBingo GuessTheBabyPhoto BabyAnimalSoundQuiz ControllerInOneHand BabyPeekabooChampion BabyBlocksStackOff',
  },
  'baby shower': {
    dance:
      'BabyShowerRattleShake BabyShowerBumpSway BabyShowerConga BabyShowerDanceOff BabyShowerLimbo RockAByeBoogie TheBabyShowerWaddle BabyShowerMacarena',
    prank:
      'SurpriseBabyShower BabyShowerDadInABonnet BabyShowerDecoyLunch BabyShowerBalloonDrop StorkLawnSign OnesieLoveNote SympathyBumpBabyShower BabyShowerDuckCostume',
    educational:
      'BabyShowerCustomsAbroad BabyShowerSleepSafety BabyShowerCarSeatDrill BabyShowerMythBusting NewbornFactsQuiz SwaddleSchool BabyShowerNameMeanings DiaperMathBabyShower',
    travel:
      'BabyShowerRoadTrip BabyShowerVenueHunt BabyShowerThriftHunt BabyShowerDayTripToMom BabyShowerSurpriseVisit TeaRoomDayOut ParkPicnicBabyShower BabyShowerBeachParty',
    fashion:
      'BabyShowerFitCheck BabyShowerFloralMaxi BabyShowerSashAndCrown BabyShowerPastelCode BabyShowerFlowerHairPins MaternityGownShoot GinghamBabyShower BabyShowerBowTie',
    wellness:
      'BabyShowerWishesJar BabyShowerAdviceCards BabyShowerFootSpa BabyShowerTimeCapsule MomToBeGratitude BabyShowerFreezerMeals BabyShowerFutureLetters BabyShowerAffirmations',
    tech: 'BabyShowerLiveStream BabyShowerQRGuestbook BabyShowerPhotoBooth AIPredictsBabysFace BabyShowerSlowMoConfetti BabyShowerFarAwayGuests BabyShowerVideoMontage AIBabyShowerInvites',
    pet: 'BabyShowerTreatBar BabyShowerPetGuest BabyShowerCatReacts BabyShowerMascot BigSiblingPup BlanketSniffTest DoggoAtTheBabyShower BabyShowerPawPrints',
    gaming:
      'BabyShowerBingo BabyShowerGuessThePrice BabyShowerMomOrDad BabyShowerNameScramble BabyShowerDiaperRelay WhoseChildhoodPhoto BabyShowerCharades PinTheStorkBabyShower',
  },
  babysitter: {
    tech: 'BabysitterCodingGame BabysitterStoryPodcast WaveAtTheNannyCam BabysitterGoodnightCall KidSafeTabletSetup ScreenFreeTimer BabysitterStopMotion BabysitterPhotoBooth',
    gaming:
      'BabysitterGameNight BeatTheBabysitter NannyTreasureHunt BabysitterMemoryMatch HideAndSeekChampion SimonSaysShowdown BabysitterPuzzleRace BabysitterMusicalChairs',
  },
  'back to school': {
    prank:
      'BackToSchoolLunchNote BackToSchoolChalkArt BackToSchoolGooglyEyes BackToSchoolBananaDoodle PencilCaseSurprise BalloonArchGoodbye BackToSchoolJokeNapkin BackToSchoolFakeHomework',
    educational:
      'BackToSchoolFlashcardDuel BackToSchoolMathWarmUp SetBackToSchoolGoals BackToSchoolThenVsNow SummerSlideRescue PopQuizPanic BackToSchoolRiddles BackToSchoolSpellingBee',
    cooking:
      'BackToSchoolCrayonCake BentoBackToSchool MuffinsForBackToSchool BackToSchoolPancakeArt LunchboxGlowUp AppleForTheTeacher BackToSchoolSnackBox BackToSchoolPencilTreats',
    travel:
      'BackToSchoolDormMoveIn BackToSchoolCampusTour RoadTripBackToSchool BackToSchoolBeachDay BackToSchoolSupplySafari BackToSchoolOneLastTrip BackToSchoolLibraryHop BackToSchoolWalkingRoute',
    wellness:
      'BackToSchoolSleepReset FirstDayOfSchoolNerves BackToSchoolPepTalkMirror BackToSchoolWorryJar SundayScariesNoMore KissingHandNote BackToSchoolBedtime BackToSchoolCalmMorning',
    speed:
      'BackToSchoolLunchboxRush BackToSchoolReadyIn10 BackToSchoolPackRace LabelEverythingBlitz BookCoverSpeedrun BackToSchoolShoeTie BackToSchoolOutfitDash BackToSchoolSharpenSprint',
    art: 'FirstDayOfSchoolSign PaintedBackToSchoolBag BackToSchoolDoodle NotebookCoverGlowUp PencilCaseMakeover BackToSchoolBinderDesign BackToSchoolLockerArt BackToSchoolNameTags',
  },
  backpack: {
    dance:
      'BackpackStrapShuffle BackpackMoonwalk BackpackZipperPop BackpackFreezeFrame BookbagBounce HallwayLockerGroove DanceWithYourBackpack BackpackBunnyHop',
    educational:
      'HowZippersWork WhoInventedTheBackpack WeighYourBackpack BackpackLoadBalanceTest BookbagPostureCheck BackpackFirstAidDrill BackpackFactOrMyth BackpackMaterialsLab',
    wellness:
      'BackpackLightenTheLoad BackpackSundayReset SchoolbagSelfCareKit UnzipAndUnwind BookbagBreathingBreak DeclutterYourBackpack BackpackFreeWeekend BackpackPicnicForOne',
    art: 'BackpackTieDye BackpackPatchDesign BackpackDoodleGlowUp PaintYourBackpack BackpackEmbroideredName ZipperPullCharms BackpackKeychainCraft BackpackFabricMarkers',
    tech: 'WhatsInMyTechBag CanItFitInMyBackpack BackpackGoPaperless BackpackCableTidy AIPacksMyBackpack ChargerInEveryPocket BackpackStopMotion BackpackPowerBankTest',
  },
  backyard: {
    travel:
      'CampOutInTheBackyard BackyardStaycation BackyardSafariWalk GiveABackyardTour AllInclusiveBackyard FiveStarYardReview BackyardFlashlightHike BackyardItalianNight',
    fashion:
      'BackyardBBQFit BackyardPartyLook RunwayInTheBackyard SundressBackyardTwirl GrillMasterDrip BackyardFlipFlopFashion BackyardGardenGala BackyardSunHatParade',
  },
  'backyard chicken': {
    fitness:
      'HenHouseHIIT CoopCleanoutCardio BackyardFeedBagCarry StrawBaleSquats FlapLikeAHenWarmUp BackyardChickenChores BackyardChickenStepUps BackyardChickenLunges',
    prank:
      'BackyardChickenPlushSwap HenHouseMakeover BackyardChickenCrowWakeUp ChickenCoopGnome BackyardRubberChicken PaintedPebbleNest BackyardChickenHatOnDad BackyardChickenDecoy',
    educational:
      'HowHensLayEggs ChickensAreDinosaurs BackyardChickenCoopTour BackyardBreedQuiz WhyChickensDustBathe BackyardShellColors BackyardChickenSounds BackyardChickenAnatomy',
    cooking:
      'HenHouseOmelet FarmEggShakshuka BackyardFrittata ChickenCoopCupcakes BackyardChickenPancakes SunnySideUpSunday BackyardChickenQuiche BackyardChickenCustard',
    travel:
      'FeedStoreRunForTheHens BackyardChickenFarmStay ChickenCoopTour CountyFairHenShow CountryEggStandTrip HenSanctuaryDayTrip BackyardChickenSwap BackyardChickenMeetup',
    fashion:
      'BackyardChoreChic HenPrintOutfit ChickenCoopBootsLook FarmhouseFlannelStyle BackyardOverallsFit BackyardChickenFeatherHat MatchMyBackyardChicken BackyardChickenBandana',
    speed:
      'ChickenCoopCleanSprint EggBasketCountdown BackyardHeadcount BackyardChickenLockUp WaterRefillBlitz HenHouseTidyRace FastestBackyardChicken BackyardChickenFeederFill',
    music:
      'HenClucksRemix BackyardChickenChorus ChickenCoopBeat RoosterCrowHarmony SingTheHensToSleep ChickenDanceCover BackyardChickenLullaby BackyardChickenKazoo',
    tech: 'ChickenCoopLiveCam ChickenCoopSunriseLapse BackyardAutoWaterer AITranslatesMyHen HenFlapInSlowMo BackyardChickenPhotoDump BackyardChickenEggTracker HenClucksSoundboard',
    gaming:
      'BackyardChickenTrivia EggCatchArcade ChickenCoopBuildGame HenHouseTycoon BackyardChickenGuessWho BackyardFarmSim ActLikeYourHen BackyardChickenBingo',
  },
  bacon: {
    fitness:
      'BaconJumpingJacks BaconBurnCircuit BaconSizzlePlank BringHomeTheBaconRun CrispyCrunches SkilletFarmerCarry BurpeesBeforeBacon BaconStripStretch',
    funny:
      'BaconCrispyDebate BaconSmellWakeUp TurkeyBaconBetrayal BaconLastStripStandoff BaconSupportGroupSkit SizzleSoundReaction BaconBiteBargain BaconNarratesBreakfast',
    prank:
      'BaconRoseBouquet BaconWakeUpCall ScentedCandleFakeout BaconMagnetMessage BaconFakeSizzleSound BreakfastInBedAmbush BaconBandages BaconPlushOnThePillow',
    educational:
      'WhyBaconSizzles BaconAromaExperiment BaconCutsCompared BaconBlindTasteTest BaconStraightOrCurly WhereBaconComesFrom BaconAroundTheWorldQuiz BaconCuredVsUncured',
    travel:
      'BaconDinerCrawl BaconAtEveryRoadStop PackABaconPicnic BaconFestivalDayTrip HuntTheBestBLT SmokehouseStopover BaconHotelBuffetRating BaconFarmersMarket',
    fashion:
      'BaconAndEggsCostume BaconPrintFit BaconPinStack BaconScarfDIY BaconBowTieForBrunch RetroDinerLook WavyHairLikeBacon BaconStripedSocks',
    wellness:
      'BaconForANeighbor UnhurriedBreakfast SlowSizzleSunday BaconMindfulBite TreatYourselfToBacon BaconBrunchReset SavorTheBacon BaconMorningStretch',
    speed:
      'BaconWeaveRace BaconFactsRapidFire SkilletCleanupBlitz BaconBLTBuildOff BaconBeforeTheToast BreakfastPlateSprint BaconPuzzleTimeTrial BaconSandwichStackOff',
    tech: 'BaconAirFryerTest BaconSizzleSlowMo BaconCurlTimelapse CrispyOrNotAI MicrowaveBaconHack BaconRingtoneMaker BaconRecipeAppCompare BaconVoiceTimerTrick',
    pet: 'BaconSqueakerReview BaconPlushFetch BaconBubblesForDogs BaconSizzleEars BaconRopeToyTug BaconTreatHunt BaconScentedPuzzle BaconPrintKittyBed',
    gaming:
      'BringHomeTheBaconWin BaconBitsTrivia BaconBonusLevel SaveYourBaconRun BaconCharades BaconBreakfastRush BaconBingoBrunch BaconMemoryMatch',
  },
  bag: {
    prank:
      'SurpriseNoteInTheirBag ToteFullOfBalloons PurseOfGooglyEyes BagOfRubberDucks BackpackPlushStowaway SneakySnackStash BrownBagPepTalk BagOfPingPongBalls',
    educational:
      'HowHandbagsAreMade ToteBagVsPlastic BagStrengthTest SpotAFakeDesignerBag WhyPursesHaveFeet PackingTetrisMath ReusableBagBreakEven BagKnotsThatHold',
    travel:
      'OneBagTravel ToteBagMarketTrip BagPackedByMyKid DuffelBagWeekender CarryOnOnly PersonalItemPuzzle LostBagDiaries BagPackingCubesTest',
    wellness:
      'BagCleanOutReset SelfCareBagEssentials ToteBagPicnicDay GratitudeNoteInMyBag EmotionalBaggageDrop PackABagForAParkRead TeaBagPause BagPamperPouch',
    art: 'ToteBagPainting PaperBagPuppets PotatoStampBagPrints JeansIntoABag BagEmbroideryDIY BagStencilArt BagCharmGlowUp BagPatchworkDesign',
    tech: 'WhatsInMyTechBag BagPackedInTenSeconds BagCableOrganizer AIRatesMyBagSetup ChargerInEveryBag LowBatteryBagRescue BagSmartTagTest BagGadgetPouchTour',
    gaming:
      'WhatsInMyDiceBag BagPackingPuzzle BagItemMemoryGame BagInventoryCheck PurseScavengerHunt CornholeChampion MysteryLootBag BagBlindTouchGuess',
  },
  bagel: {
    funny:
      'EverythingBagelMess BagelOrDonutGuess BagelSchmearOverload BagelSlicedLikeBread WorstBagelToppingWins BagelSnobReacts BagelCrumbsEverywhere BagelFoodCriticVoice',
    prank:
      'BagelCrownWakeUp BagelPillowOnTheirBed BagelSingingTelegram SmileyBagelNote BagelNecklaceSurprise BagelOnTheDoorknob RainbowBagelReveal BagelBirthdayCandles',
    educational:
      'WhyBagelsAreBoiled BagelHistoryQuiz BagelHoleMystery BagelToppingScience BagelsAroundTheWorld MaltSyrupSecret BagelVsBialy BagelDoughFloatTest',
    fashion:
      'BagelBrunchFit BagelEarrings SesameBagelNeutrals BagelCharmNecklace BagelBoxHatDIY BagelSeedSpeckledNails DressLikeABagelSnob BagelSundayLoungewear',
    wellness:
      'SlowBagelMorning BagelPicnicForOne BagelCoffeeCatchUp BagelGratitudeBite SundaySchmearRitual ToastedAndThankful ShareABagel BagelBreakfastOutside',
    tech: 'BagelToasterTest BagelSlicerVsKnife AIPicksMyBagel BagelAirFryerCrisp DoesTheBagelButtonWork ToastLevelShowdown WatchTheBagelRise BagelCrossSectionMacro',
    pet: 'BagelChewToyReview BagelSnuffleMatDIY BagelPlushFetch CatCurledLikeABagel SnoozeInABagelBed BagelBoxPeekaboo BagelShapedPupTreats BagelTunnelForKitty',
    gaming:
      'BagelCharades BagelFlavorBlindTest BagelShopTycoon BagelStakesChess SchmearSpeedrun BagelGuessTheTopping BagelRingToss BagelOrderMemory',
  },
  'bake sale': {
    prank:
      'BakeSaleMysteryBox BakeSaleSecretBuyer BuyOutTheBakeSale BakeSaleCostumeCashier CupcakeDoorstepDrop BakeSaleComplimentNotes BakeSaleGoldenCookie BakeSaleSurpriseTip',
    educational:
      'BakeSaleMath BakeSaleProfitLesson PriceItRightBakeSale BakeSaleSignThatSells BakeSaleSpotTheAllergen ChangeCountingDrill BakeSaleBudgetBoss BakeSaleRecipeScaling',
    fashion:
      'BakeSaleApronFit BakeSalePolkaDots FiftiesBakeSaleLook BakeSaleCherryEarringDIY CupcakeHairClips FlourDustedDenim BakeSaleBandanaStyle BakeSaleGinghamDress',
    wellness:
      'BakeSaleGivingBack BakeSaleThankYouNotes BakeSaleVolunteerDay PayWhatYouCanBakeSale BakeForACause BakingTogetherCalm BakeSaleKindnessCookie BakeSaleShareTheExtras',
    pet: 'BakeSalePupcakeStand BakeSaleWaterBowlStation BakeSaleForTheShelter DogBiscuitBakeSale PetMascotCashier BarkeryBoothHelper BakeSaleGreeterCat BakeSaleKittyCookies',
    gaming:
      'BakeSaleGoldenCookie BakeSaleGuessTheJar BakeSaleBingoPrizes BakeSaleRingToss CupcakeStandSimulator SweetShopMatchThree BakeSaleCakeWalk BakeSaleSpinnerPrize',
  },
  bakery: {
    dance:
      'BakeryBaguetteBop CroissantBakerySway BakeryApronTwirl DanceLikeABakerAt5AM BakeryBreadBasketBounce FlourPowerFlow BakeryKneadingJig BakeryOvenDoorShimmy',
    prank:
      'BakeryBoxSurprise BakeryBalloonAvalanche BakeryTreatTreasureMap BakeryNoteInTheBag PayItForwardPastry BakeryCakeWithTheirFace CoworkerBakeryRun BakeryWarmLoafWakeUp',
    educational:
      'HowCroissantsGetLayers BakeryYeastExperiment WhyBakeriesOpenEarly BakeryOvenSteamTrick BakersPercentageMath BakeryFeedAStarter BakeryVocabQuiz BakeryFlourBlindTest',
    wellness:
      'BakerySlowMorning BakeryWindowSeatTea SunriseBakeryWalk JournalAtTheBakery KneadToUnwind ProofingPatience BakeryBenchPeopleWatch BakeryFreshBreadAroma',
    pet: 'DogBakeryVisit BakeryPupcakeParty BakeryCatGreeter PetBakeryTasteTest BarkeryTour BakeryBagSniffGame BakeryPatioSit BakeryBiscuitForFido',
    gaming:
      'BakeryTycoonRun BakeryGuessThePastry BakeryMemoryTray BakeryPretendShop ActItOutLikeABaker NameThatBakeryBread BakeryCounterBingo BakeryTwentyQuestions',
  },
  baking: {
    prank:
      'BakingSillyFaceMuffins BakingSecretMessage SurprisePinataBaking FakeBakingDisaster RandomActsOfBaking IsItCake BakingHiddenHeartLoaf BakingFortuneCookieNotes',
    educational:
      'BakingSodaVsPowder BakingYeastExperiment BakingNoEggChallenge BakingGlutenTest WhyBreadRises OvenHotSpotMap BakingRatioQuiz BakingColdVsSoftButter',
    travel:
      'BakingVillageFairTrip RoadTripBakeBox BakeWhatIAteOnVacation BakeForTheBeachDay BakingClassAbroad CroissantCrawl MorningBakeryRun BakeShopHopWeekend',
    fashion:
      'BakingApronFitCheck PastelBakingLook BakingHeadscarfTie BakingDayOutfit FlourDustedDenim BakingOvenMittRunway DressLikeYourBake BakingHairWrapStyle',
    art: 'BakeAJigsawCookie BakingStainedGlass PaintWithBakingIcing BakingAMasterpiece BakingLatticePieArt FocacciaGardenArt BakeASelfPortrait BakingFondantFigurines',
    tech: 'BakingTimelapseCam AIBakingRecipe BakingScaleShowdown BakeHandsFreeVoice BakeAlongToAVideo ThermometerVsToothpick LetAIJudgeMyBake BakeItFromAPhoto',
    gaming:
      'GuessWhatImBaking BakingWordScramble BakingCharades RollTheDiceBake BakeOffBingo BakingBossBattle BakingMysteryBoxRound BakingTriviaTimer',
  },
  balance: {
    prank:
      'BalanceEggOnItsEnd ForkAndToothpickTrick LeaningTowerOfCans BalanceLevitation BalanceGravityIllusion BalanceCoinOnEdge BroomBalanceHoax BalanceFakeFloatingCup',
    educational:
      'HowInnerEarBalances BalanceSeeSawMath BalanceBirdToyDIY WhyDoWeFallOver FindYourBalancePoint BalanceScaleGuess TiltedCanBalance BalanceCenterOfGravity',
    cooking:
      'BalancedLunchBox WaferTowerBalanceDare BalanceAFruitPyramid TallestPancakeStack BalanceYourPlate HowManyDonutsBalance BalanceGrapeSkyscraper BalanceSpaghettiBridge',
    travel:
      'BalanceOnEveryLog BalanceSteppingStones PlaygroundBalanceQuest BalanceTreePoseAroundTown SunsetBalanceOnTheSand BalanceBikeParkTrail BalanceFlamingoPhotoTour BalanceTaiChiSunrise',
    fashion:
      'BalanceStripesAndFlorals BalanceTwoToneOutfit BookOnHeadRunway BalanceBoldAndBasic BalanceOneStatementPiece BalancePostureCheck BalanceOversizedFit BalanceHeelsWalkTest',
    wellness:
      'BalanceEyesClosed OneFootStillness GroundingBarefoot BalanceBrushTeethOneLeg BalanceAndBreathe BalanceTreePoseCalm BalancePhoneFreeHour BalanceSlowMotionTaiChi',
    music:
      'BalanceSpoonDrumroll WobbleBassBeat BalanceKaraokeOnOneFoot ShakeItButKeepBalance BalanceMusicalStatues BalanceToTheMetronome BalanceBoardSingAlong BalanceOneLegRiff',
    tech: 'HowStillCanYouBalance BalanceBeforeAfterVideo BalanceStopwatchDuel 7DayBalanceAppStreak BalanceBubbleLevelTest BalanceWobbleInSlowMo AIRatesMyBalance BalancePhoneSensorGame',
    gaming:
      'BalanceScaleGuessGame BalanceMarbleMaze BalanceBookStackOff LastBlockStanding SimonSaysOneFootBalance BalanceCushionIslands BalanceHopscotchRound BalanceDominoTowerDuel',
  },
  balcony: {
    fitness:
      'BalconyYoga BalconyWallSit TinyBalconyBootcamp OneMatBalconyHIIT SunriseTabata FreshAirPlanks BalconyBurpeeBreak BalconyStretchFlow',
    prank:
      'BalconyFakeParrot BalconyBannerAmbush BalconyGlowUpReveal GnomeOnTheBalcony RomeoStyleSerenade NeighborBirthdaySign BalconyFlamingoFlock BalconyBubbleShower',
    educational:
      'BalconyBirdWatching BalconyWormCompost BalconySunlightMapping WhatGrowsOnMyBalcony BalconyBeeCount BalconyCloudTypesQuiz BalconyRainGaugeDIY BalconyStarMap',
    travel:
      'BalconyIsMyResort RooftopVsBalcony BalconyCafeCrawl RateMyHotelBalcony BestBalconyViewHunt BalconySpottingWalk GuessTheBalconyCity WaveFromEveryBalcony',
    fashion:
      'BalconyFitCheck BalconyGoldenHourGlam BalconyBreezeTest JulietBalconyLook SunsetOutfitShoot MorningCoffeeKimono BalconyBeretAndBaguette BalconySundressTwirl',
    speed:
      'BalconyTidyDash BalconyWateringBlitz BalconyMakeoverRace BalconyFurnitureFlip RepotInRecordTime BalconySweepTimeTrial FiveMinuteBalconyCafe BalconyBeatTheRain',
    music:
      'BalconySingAlong BalconyKaraokeEncore BalconyNeighborPlaylist SerenadeFromTheBalcony BalconyOperaAria AcrossTheStreetDuet BalconyBeatboxBattle BalconyWindChimeSong',
    tech: 'BalconyPlantDoctorApp BalconyBirdCam BalconyTimelapse BalconyConstellationHunt SelfWateringHack BalconyLightsMusicSync MoonShotFromTheBalcony BalconyPanoramaSweep',
    pet: 'BalconyPetSafetyCheck BalconyDogSunbath BalconyCatGrassGarden BalconyPupLawn BalconyPicnicForFido BalconyKittyMeshGuard BalconyPeoplePatrol BalconyCatioBuild',
  },
  ball: {
    educational:
      'WhyBallsBounce BallDropFromTheStairs CurveBallDemo GolfBallDimpleMystery BallShapeShowdown GuessTheBallWeight TennisVsBouncyBall BallparkFigureQuiz',
    travel:
      'BallAtEveryPark CourtHopWithABall StreetBallCityTour BallSelfieAtLandmarks JoinALocalBallGame BeachBallRoadTrip OneBallFiveTowns BallKickAboutByTheSea',
    wellness:
      'MassageBallReset StressBallSqueeze MindfulBallToss TennisBallFootRoll BallGratitudeBounce PlayCatchUnplugged BouncyBallBreathing OkToDropTheBall',
    tech: 'SlowMoBallBounce BallTrickShotBloopers MeasureBallSpin BallGameMovieTrailer AIBallTrackerTest HowFastIsMyKick FloatingBallEdit StopMotionBallJourney',
  },
  ballet: {
    fitness:
      'KitchenCounterBallet PliesLikeABallerina ReleveCalfRaises BalletBootCamp BalletBarreSquats BalletBalanceHold BalletBurpees BalletArmCircuit',
    prank:
      'BalletTutuForDad BalletWakeUpCall BalletFlashMobAtDinner PirouetteIntoTheRoom SugarPlumSurprise TiptoeBallerinaSneak MusicBoxBallet BallerinaWaiterBreakfast',
    travel:
      'BalletPoseAtLandmarks PackLikeABallerina NutcrackerBalletNight BalletLeapOverPuddles FirstBalletClassDare BalletTutuCityWalk BalletBarreAtRestStops BalletStudioOpenHouse',
    music:
      'NutcrackerOnKazoo WindUpBallerinaTune HumABalletToSleep BalletBeatDrop NameThatBalletSong SugarPlumRemix BalletOnBottles BalletMusicBoxCover',
    art: 'SculptABalletPose TutuWatercolor BallerinaMusicBoxCraft SketchABallerinaIn60 BalletMotionBlurPhoto BalletShadowTracing BalletLightTrail BalletSilhouetteCutout',
    tech: 'BalletSlowMo CatchTheBalletLeapMidAir AIBalletPoseCheck CountMyPirouettes BallerinaVsRobot BalletClayStopMotion BalletMirrorVsVideo BalletSplitScreenSync',
    pet: 'BalletPuppyPirouette PetBalletRecital BalletCatAudience PawDeDeux DogBalletBow NutcrackerPupPose BalletTailSpin BalletBunnyHopShow',
    gaming:
      'BalletPoseCharades BalletMusicalChairs FreezeLikeABallerina SimonSaysBallet BalletStudioTycoon BalletMoveMemoryChain RollTheDiceBallet BalletStatueGame',
  },
  balloon: {
    dance:
      'BalloonForeheadTango TubeManBalloonWiggle BalloonPopOnTheBeat SambaWithABalloon FloatLikeABalloon BalloonPartnerSqueeze BalloonBoogieOff BalloonShoulderShuffle',
    educational:
      'WhyHeliumBalloonsFloat BalloonSkewerTrick FreezerBalloonShrink BalloonStaticHairLab HowLungsInflate HotAirRisesDemo BakingSodaBalloon NewtonsBalloonRocket',
    cooking:
      'BalloonChocolateBowls BalloonBouquetCupcakes FloatingBalloonCake HotAirBalloonPies BalloonGlazeDonuts ConfettiPopcornParty BalloonJellyEggs RiceCrispyBalloons',
    travel:
      'BiggestBalloonAtTheFair TieABalloonFindMyPicnic BalloonArchSendOff BalloonAtEveryLandmark CountTheParadeBalloons HotAirBalloonSpotting BirthdayBalloonTagAlong BalloonFestivalDay',
    fashion:
      'BalloonSleeves BalloonJeansFitCheck DressMadeOfBalloons BalloonPants PuffballSkirtRevival BalloonCoatStrut WearABalloonCrown BalloonHairBowLook',
    tech: 'BalloonPoweredCar BalloonSlowMoPop BalloonDeflatingTimelapse BalloonHovercraftCD DecibelsOfABalloon BalloonWeightLiftTest BalloonAnimalStopMotion BalloonRocketTimer',
    pet: 'BalloonPlushieFetch BalloonShapedTreatHunt PetBirthdayBalloons BalloonDogLookalike BalloonPrintBlanketNap GotchaDayParty BalloonBackdropPose BalloonCardboardCutout',
    gaming:
      'DontLetTheBalloonLand LivingRoomBalloonVolley TallestBalloonTower BalloonRocketRace BalloonStompBattle BalloonBetweenKneesRelay MusicalBalloons BalloonTennisMatch',
  },
  'balloon pop': {
    funny:
      'BalloonPopFlinch SlowMoBalloonFaces PinApproachSuspense BalloonPopHesitation DadVsOneBalloon BalloonPopSitOnIt BalloonPopMouthSound DramaticBalloonPop',
    travel:
      'BalloonPopDartStall BalloonPopAtEachStop BalloonPopTripCountdown BalloonPopCarnival WinMeAGiantTeddy MidwayBalloonGame BalloonPopParkPicnic BalloonPopTripReveal',
    fashion:
      'BalloonSleeveFitCheck BalloonPopPuffSkirt ConfettiPrintDress BalloonPopShoeReveal BalloonPopPastelSet BalloonJeansGlowUp BalloonPopEarrings OutfitDrawBalloonPop',
    tech: 'BalloonPopSlowMo BalloonPopBassBoosted HowLoudIsAPop BalloonPopInReverse CatchTheBalloonPop BalloonPopReactionTest BalloonPopHighSpeedCam BalloonPopOnTheAlarm',
    pet: 'PuppyBalloonArchPose PawtyBalloons BalloonPopCalmCorner PetPicksTheBalloon QuietBalloonParty BalloonPopPlushToy NoBalloonPopForPups BalloonPopBackdrop',
  },
  bamboo: {
    funny:
      'BambooGrewOvernight LuckyBambooPepTalk WatchBambooGrow PandaMukbang BambooChopstickFails NotTheBambooAgain MyBambooTookOver BambooEverywhereTour',
    travel:
      'BambooTallerThanMe BambooForestNearMe BambooGrovePhoto BambooCountOnOneWalk PandaSpottingTrip BambooMarketFinds BambooTrailBikeRide BambooGardenVisit',
    fashion:
      'BambooHoopsFiveWays StyleTheBambooBag BambooPandaMakeup BambooFitCheck EcoChicBamboo BambooShadeSwap BambooSunglasses BambooClawClipHair',
    wellness:
      'BambooChimeBreathing BendLikeBamboo BambooMatMeditation PatientAsBamboo BambooForestSounds BambooGroveReset LuckyBambooCare BambooToothbrushSwap',
    speed:
      'BambooSketchSprint BambooBeanSortRace BambooTowerIn60 BambooPoleRelay StackTheBamboo OutgrowTheBamboo BambooChopstickPickUp BambooStrawBridgeDash',
    pet: 'BambooHideAndSeek BambooBasketNap BambooTubeTreatPuzzle BunnyVsBamboo BambooTunnelZoomies BambooBrushGroomingDay BambooCatToy BambooParrotPerch',
    gaming:
      'BambooTicTacToe BambooLimboContest PandaTagInTheBamboo MahjongBambooNight BambooPickUpSticks BambooBridgeBuild BambooMarbleMaze BambooRingToss',
  },
  banana: {
    dance:
      'GoBananasDance DancingBananaMeme BananaSplitJump BananaBunchConga BananaBoatSway TopBananaBattle DoTheBananarama BananaPhoneShimmy',
    prank:
      'BananaSliceSurprise BananaSecretMessage BananaSuitWakeUpCall MillionDollarBanana FruitBowlFaces BananaInTheCerealBox DoodleOnTheirBanana AnswerTheBananaPhone',
    educational:
      'WhyBananasCurve BananaIsABerry BananaDNAExtraction AreBananasRadioactive BananaFreezerVsCounter PaperBagRipeningTest BananaSinkOrFloat BananaPotassiumQuiz',
    travel:
      'BananaForScaleLandmarks BananaForEveryRestStop BananaBreadCafeHunt BananaPancakeTrail BananaSplitPicnic FruitStandSafari BananaTastingAbroad BananaMarketFinds',
    fashion:
      'BananaClipHairdo BananaYellowFit ShirtFullOfBananas BananaCostumeRunway BananaSuitToWork PeelAndReveal HeadToToeBanana BananaPrintPajamas',
    speed:
      'FastestBananaPeel BananaSplitSpeedBuild BananaSmoothieSprint BananaStackTimer BananaBalanceWalkRace BunchToBasketRelay BananaTossCatch BananaMashDash',
    pet: 'BananaPuppyPuzzle FrozenBananaPupsicle BananaSqueakyToy BananaBedKittyNap BananaSnuffleMat HamsterForScale FetchTheBanana HideTheBananaGame',
  },
  'banana bread': {
    dance:
      'BananaBreadShuffle BananaBreadWhiskTwirl MashTheBananasDance SpatulaTwoStep BananaBreadKitchenDisco PeelAndPirouette BananaBreadBoogie BananaBreadHappyWiggle',
    prank:
      'BananaBreadHiddenHeart BananaBreadSecretAdmirer BananaBreadTrophyCeremony BananaBreadPorchSurprise BananaBreadKazooFanfare BananaBreadComplimentTag BananaBreadBoxOfSocks BananaBreadSmileyLoaf',
    educational:
      'BananaBreadBakingSoda WhyBananaBreadCracks BananaBreadVsCake BananaBreadSugarSwapTest SpotsMeanSweeter BananaBreadDomeOrSink BananaBreadButterVsOil BananaBreadOriginQuiz',
    travel:
      'BananaBreadForTheRoad BananaBreadCafeHunt BananaBreadPicnicSwap BananaBreadTrailFuel RoadsideFruitStand BananaBreadCampingTrip BananaBreadDeliveryDay BananaBreadHikeSnack',
    fashion:
      'BananaBreadCozyKnit BananaYellowAccent BananaPrintShirt TopBananaFit FlourDustedDenim DressLikeABananaBread BananaBreadApronStyle BananaBreadCardigan',
    wellness:
      'BananaBreadBakeCalm BananaBreadJournal SlowSundayBananaBread BananaBreadForAFriend BananaBreadAromaPause BananaBreadReadingNook BananaBreadTeaTime BananaBreadMindfulMix',
    speed:
      'BananaBreadMashRace OneBowlBananaBreadDash PeelThreeBananasFast BananaBreadDishwashRush LoafPanRelay BeatTheOvenTimer BananaBreadInOneHour BananaBreadFoldInBlitz',
    tech: 'BananaBreadRecipeAI BananaBreadRipeCountdown AirFryerBananaBread TimelapseBananaBread BananaBreadGrandmaVsAI BananaBreadGlowUpPhoto BananaBreadLightingTest BananaBreadSlowMoSlice',
    pet: 'BananaBreadDogAlarm BananaBreadKittenWatch CatLoafVsBananaBread PupSafeBananaBread BananaBreadPawPrintCard SousChefSupervisor BananaBreadSniffTest BananaBreadBegFace',
  },
  band: {
    funny:
      'WorstBandName BandMemberTypes OneHitWonderBand BandPracticeFails NeighborsHateOurBand BandBreakupSkit GarageBandDelusions BandRoadieNarration',
    educational:
      'WhyBandsNeedBassists HowBandsWriteSongs RunABandSoundcheck BandGenreFamilyTree BandBeatCountingLesson NameThatRiffQuiz BandInstrumentSections BandMetronomeDrill',
    cooking:
      'BandCookOff BandGreenRoomSpread BandPizzaNight BandPracticeSnacks BandTourBusBreakfast BackstagePassBrunch FeedTheWholeBand BandCateringOnABudget',
    travel:
      'BandConcertOutOfTown BandDayTripToTheShow BandRecordStoreCrawl BandRoadTripPlaylist GigHopping FestivalFrontRow BandInTheParkPicnic BandBuskerHunt',
    wellness:
      'JamWithYourBand ProtectYourBandEars BandPreshowBreathing BandDrumCircleUnwind ThankYourDrummer StageFrightReset CommunityBandNight BandGroupHugHuddle',
    tech: 'AIJoinsMyBand BandRecordingSetup BandPhoneFilmedGig CanTheBandKeepTempo OnePersonBandLoops BandJamOverVideoCall BandMixdownOnLaptop BandSetlistAppTest',
  },
  bank: {
    dance:
      'PiggyBankDance BankVaultShuffle BankTellerTwoStep BankHolidayBop PaydayPopAndLock CoinDropChoreo BankBalanceBounce BankSavingsSalsa',
    prank:
      'PiggyBankSurprise BankNoteInTheCouch BankDimesInTheirShoes PennyTrailToTheBank BankDollarOrigamiFrog SecretSavingsFairy GiantBankCheckForMom BankPlayMoneyPayday',
    educational:
      'PiggyBankMath BankTellerForADay BankCompoundInterest BankNoteSecretsQuiz PennyDoubledDaily SpotTheFakeBill ExplainBankingToAKid BankSavingsGoals',
    travel:
      'PiggyBankTravelFund BankHolidayDayTrip BankNoteLandmarks BankFreeMuseumDay DontBreakTheBankTrip FiftyDollarWeekend GrandOldBankLobbies BankCoinFromEachTown',
    fashion:
      'PiggyBankThriftHaul BankTellerCostume OldMoneyBankLook BankHolidayFit DressRichOnABudget PinstripePower BankerStripesRestyle BankSuitAndSneakers',
    wellness:
      'BankHolidayRest BankBalanceCalm PiggyBankGratitude BankStatementCheckIn NoSpendSunday CountBlessingsNotCoins BankKindnessJar BankMoneyWorryJournal',
    tech: 'AIBuildsMyBankBudget BankPhishingSpotter BankAppRoundUpSavings BankCoinJarGuessReveal SpotTheScamText TapToPayShowdown OnlineBankingFaceOff BankTwoFactorSetup',
    pet: 'PiggyBankPetFund BankDriveThruDogTreat CatGuardsTheBank BankHolidayLongWalkies PennyForThePup HamsterBankHeist BankToyShoppingSpree BankSavingsForKitty',
    gaming:
      'BankVaultPuzzleGame BankTellerSimShift WhoGetsToBeTheBank BankManagerTycoon BankMoneyMathQuiz BankCoinFlipTournament BreakTheBankBingo BankPretendShopTill',
  },
  barista: {
    funny:
      'BaristaNameOnCup BaristaKidTakesOrders DadTriesBeingABarista TypesOfCoffeeCustomers LatteArtOrRorschach BaristaDoesTheRegulars BaristaMovieTrailer BaristaSoapOperaShift',
    prank:
      'BaristaDrawsTheirPet PayItForwardCoffee SurpriseHomeBarista ComplimentOnTheCup BaristaThankYouCookies BaristaLatteArtMessage BaristaMustacheStraws BaristaPoemOnTheSleeve',
    educational:
      'AskABaristaAnything HowMilkFoamWorks BaristaGrindSizeTest BeanToCupJourney BaristaRoastRanking BaristaLingoQuiz BaristaBrewRatioLab BaristaCremaCloseUp',
    travel:
      'BaristaLatteArtTour AskTheLocalBarista BaristaAtThePicnic BaristaSecretMenuHunt ThermosBaristaHike BaristaCafeCrawl BaristaPicksMyNextStop BaristaRoasteryOuting',
    fashion:
      'DressLikeABarista OffShiftBaristaLook BaristaCoffeeColorCapsule MochaMonochrome BaristaBeanieDrip BaristaApronFitCheck BaristaCardiganSeason BaristaHairBandanaTie',
    tech: 'BaristaPourInSlowMo BaristaGrinderShowdown AIBaristaRecipe BaristaFoamWithAJar BaristaTutorialVsMe BaristaHomeSetup BaristaScaleVsEyeball BaristaMilkFrotherTest',
    pet: 'BaristaFoamPortrait BaristaKnowsMyPuppy BaristaPupCupRun LattePawArt BaristaShopDogDay BaristaPetNameOnMug BaristaTreatJarVisit BaristaCatCafeDate',
    gaming:
      'BaristaRememberMyOrder BaristaForADayAtHome BaristaGuessTheDrink LatteArtHighScore BaristaActItOut BaristaLingoBingo BaristaBlindTasteDuel BaristaCafeRoleplay',
  },
  baseball: {
    prank:
      'BaseballGloveNote BaseballTicketReveal BaseballUmpWakeUpCall BaseballKissCamAtHome BaseballCardOfDad WalkUpSongAmbush BaseballPAAnnouncerIntro BaseballFoamFingerFan',
    educational:
      'Why108BaseballStitches BaseballCurveDemo BaseballWoodVsMetal BaseballFieldSizeQuiz GuessThatPitch BaseballRulesInOneMinute BaseballAverageMath KeepABaseballScorecard',
    travel:
      'BaseballRoadTrip MinorLeagueBaseballNight CatchALocalBaseballGame BaseballBallparkHop SandlotBaseballSaturday CheapSeatsBaseballDay BaseballSnackCrawl BaseballStadiumTourDay',
    fashion:
      'BaseballJerseyFit BaseballVarsityJacket StirrupBaseballSocks BaseballCapFiveWays PinstripePerfect BaseballGameDayOOTD BaseballRaglanRestyle BaseballMomStyle',
    wellness:
      'BaseballCatchWithDad BaseballSunsetToss PhoneFreeBaseballGame BaseballOnTheRadio SeventhInningStretch SlowPitchReset BaseballFootRoll BaseballPatienceAtBat',
    music:
      'BaseballWalkUpSong BaseballCrowdChant TakeMeOutBaseballRemix BaseballKazooAnthem BatCrackBeat SeventhInningSingAlong BaseballGloveDrumming BaseballOrganJingle',
    tech: 'BaseballSlowMoSwing BaseballDivingCatchCam DoesMyBaseballCurve ARBaseballStrikeZone ClockMyFastball BaseballCallMyOwnPlay BaseballBatSpeedDuel BaseballPitchRadarApp',
    gaming:
      'BaseballFantasyDraft BaseballCardBattle BroomstickBaseball BaseballVideoGameDerby BaseballHallwayInnings BackyardWorldSeries DiceBaseballLeague BaseballWiffleShowdown',
  },
  'baseball bat': {
    dance:
      'BaseballBatShuffle BaseballBatTopHatBop BaseballBatTapDance BaseballWalkUpStrut BatFlipDance HomeRunTrot BaseballBatLimbo CharlestonBaseballBat',
    funny:
      'BaseballBatBigSwingMiss BaseballBatMicDrop BaseballAnnouncerMode BaseballSuperstitions BaseballBatAirGuitar SlowMoHomeRunReplay TinyBaseballBatFlex BaseballBatBloopers',
    prank:
      'PoolNoodleBatSwap BaseballBatGooglyEyes BaseballBatMiniSwap BaseballBatGiftWrap BaseballWalkUpRickroll GiantBeachBallPitch BaseballBatTeddyBatter StickyNoteBaseballBat',
    educational:
      'BaseballBatSweetSpot HowBaseballBatsAreMade BaseballBatTrivia BaseballCorkedBatMyth WoodVsMetalBat ScienceOfSlugging BaseballBatWeightGuess WhoseBaseballBatIsIt',
    wellness:
      'BaseballBatStretch BaseballBatYogaFlow BaseballFocusRitual BaseballCatchAndTalk BreatheBetweenPitches BaseballBatFoamRoll BalanceABaseballBat BaseballBatMobility',
    speed:
      'BaseballBatSpeedTest BaseballBatSwingCount BaseballTeeBlitz BaseballBuntDash AroundTheBasesSprint BatBalanceRelay BaseballBatGripRace RapidFireBaseballBat',
    tech: 'BaseballBatSwingPathCam BaseballBatSlowMo BaseballBatFromTheDugout BaseballAIScout BaseballBatCrackTest BaseballBatMoonshotEdit BaseballBatBestHitsReel BaseballBatToyStopMotion',
    gaming:
      'HomeRunDerbyGame BaseballBatTrickShots BaseballBatBowlingPins BaseballFantasyDraft BaseballBatsFactOrFake SluggerSpeedrun BottleCapBaseballBat BaseballBatBalloonBash',
  },
  basement: {
    fitness:
      'BasementBootcamp BasementStairCardio BasementWallSitDare BasementSoupCanCurls LowCeilingWorkout LaundryBasketCarry BasementBurpeeLadder BasementJumpRope100',
    educational:
      'HowBasementsStayCool BasementRadonCheck BasementTimeCapsule WhatsThatBasementNoise WhySumpPumpsMatter BasementFoundationModel BasementBugSafari BasementInsulationTest',
    cooking:
      'BasementCanningShelf BasementPickleCrock BasementPantryPasta BasementCannedGoodsChef BasementRootVeggieRoast DeepFreezerDinner BasementPopcornBar BasementSoupBatching',
    travel:
      'BasementStaycation HiddenBasementCafes BasementThriftDig BasementBookSaleHunt BasementBowlingNight TentInTheBasement BasementBookshopCrawl BasementArcadeOuting',
    wellness:
      'BasementReadingNook BasementYogaCorner OneBoxBasementPurge QuietBasementHour CozyCellarRetreat SaltLampDen BasementStretchBreak BasementMeditationMat',
    gaming:
      'BasementLANParty BasementTableHockey BasementBoardGameCafe DungeonsInTheBasement BasementPingPongLeague BasementSardinesRound EscapeTheBasement BasementFoosballFinal',
  },
  basket: {
    prank:
      'BasketOnTheirDoorknob BasketOfPlasticBugs EasterBasketClueHunt LaundryBasketPeekaboo BalloonBasketBurst SecretSnackDrop FruitBasketFaces BreakfastBasketAmbush',
    travel:
      'BikeBasketCityTour BasketFarmersMarketRun BasketSurprisePicnic OneBasketThreeParks FillABasketAtTheFarm BasketToTheBeach OrchardBasketOuting BasketBerryPicking',
    fashion:
      'BasketBagThreeWays BasketBeachDayLook FitCheckWithABasket TinyBasketEarrings BasketHatTryOn RattanRunway BasketPurseDIY StrawBasketStyle',
    speed:
      'LaundryBasketFoldRace EggHuntBasketDash BasketTossIn30 FillTheBasketFirst PicnicPackOff GroceryUnloadSprint BasketStackShowdown BasketSockMatchFrenzy',
    tech: 'BasketChargingStation AIDesignsABasket BasketWeaveTimelapse BasketCableHideaway BasketLampGlowUp BasketStopMotion BasketUnderBudgetDare SolarLanternBasket',
    pet: 'CatInTheBasket DogCarriesTheBasket BasketKittenPile BasketTreatSniffHunt ToyBasketTakeover BasketBedMakeover BasketNapSquad PuppyInAPicnicBasket',
  },
  basketball: {
    dance:
      'SneakerSqueakShuffle HoopsVictoryShimmy BasketballDribbleDance AnkleBreakerBounce BasketballHalftimeShow BasketballCrossover NBATunnelStrut BasketballCheerDance',
    educational:
      'BasketballShotArcMath BackspinOnABasketball WhyBasketballsBounce NaismithPeachBaskets BasketballPressureTest BasketballRulesQuiz NBATriviaTipOff BasketballGripLesson',
    travel:
      'HoopsWithASeaView BballPickupInNewTown BasketballParkCrawl CheerTheLocalHoopsTeam BasketballRoadTripShots BasketballCourtHop BasketballGameDayTrip BasketballCitySelfies',
    music:
      'BasketballDribbleBeat SneakerSqueakRemix OrganTuneForHoops BasketballBuzzerRemix NBAWalkoutAnthem BasketballHypeChant BasketballCourtKaraoke BasketballWhistleSolo',
    tech: 'BasketballShotTracker VerticalJumpForHoops BasketballSlowMo AIFormCoach HoopsMixtapeEdit BasketballReplayCam BasketballOneTakeTrick BasketballStatsAppLog',
  },
  bath: {
    fitness:
      'BathAfterLegDay BathtubScrubWorkout EarnYourBubbleBath PlankBeforeBathTime SweatThenSoak EpsomBathRecovery BathMatStretch BathNightFoamRolling',
    prank:
      'BathBombSurprise RubberDuckInvasion BathRosePetalReveal NoteOnTheBathMirror BathCrayonWallDoodle BubbleBathBonanza BallPitBathtub BathTowelAnimalSurprise',
    educational:
      'BathBombHotVsCold EurekaInTheBath HowRomansBathed WhyBathWaterSwirls BathBubbleLifespanTest SinkOrFloatBathToys BathSaltCrystalLab BathSoapGermGlitterDemo',
    cooking:
      'WaterBathCheesecake BubbleBathMocktail BathBombCupcakes BathTowelSwissRoll RubberDuckyDonuts BathCaddyCharcuterie BathSpongeCake BathBunsFromScratch',
    travel:
      'BathBombShopSniffTest BathKitInMySuitcase RateEveryHotelBath BathTimeAtGrandmas AfterPoolBubbleBath BathSouvenirSoaps BathHotSpringSoak BathHouseDayTrip',
    music:
      'BathtubSingalong BathWaterDrumming BubbleBathBallad RubberDuckSqueakBeat BathShampooMicSolo EchoInTheBath HumWhileTheBathFills BathTimeRap',
    tech: 'BathSoundscapeApp BathLightShow BathBombSlowMo BubbleBathTimelapse ThermometerVsElbow BathFillTimerHack ShowerVsBathMeter BathAudiobookSoak',
    pet: 'PetBathReactions BathTowelBurrito BathThenZoomies BathLickMatDistraction DogShakeSlowMo RubADubPup BathtimeTreatTrail BathBrushingForBunnies',
  },
  bathrobe: {
    dance:
      'BathrobeBoxerEntrance SlipperShuffleDance LoungeLizardSway BathrobeCapeTwirl SundayBathrobeBoogie BathrobeBeltSpin BathrobeMacarena BathrobeRobotMoves',
    fitness:
      'BathrobeShadowboxing BathrobeToGymFlip PostShowerPushUps BathrobeMorningStretch BathrobeBeltBandCurls BathrobeWorkoutDare ChampInABathrobe BathrobeYogaFlow',
    funny:
      'BathrobeCEOMorning BathrobeMailboxDash BathrobeSuperheroCape BathrobeOnVideoCall RobeLikeRoyalty SlippersAndSwagger BathrobeWizardEntrance BathrobeRedCarpet',
    prank:
      'BathrobeWithYourFace BathrobeFullOfBalloons BathrobeDuckPocket MatchingBathrobeAmbush SillyMonogramRobe DressingGownSwap BathrobeDoorman BathrobeBreakfastButler',
    educational:
      'HowBathrobesAreMade WhyTerryClothAbsorbs BathrobeKnotThatStays BathrobeWaterWeighIn WaffleVsPlushBathrobe BathrobeOriginQuiz BathrobeFabricTest BathrobeVsTowelDryTime',
    travel:
      'HotelBathrobeReview BathrobeInACarryOn BathrobeResortAtHome BathrobeCabinPorchCoffee BathrobeRoomService BathrobeBalconyBrunch BathrobeBedAndBreakfast BathrobeSpaDayTrip',
    tech: 'BathrobeWindDownMode BathrobePocketSpeaker BathrobePhoneDropTest BathrobeBusinessOnCam AlarmToBathrobeIn60 BathrobeCapeSlowMo BathrobeStreamSetup BathrobeMeetingHack',
    pet: 'BathrobeFluffyPetBed BathrobePocketKitten PuppyBurritoWrap CatStealsMyBathrobe BathrobeMorningWalkies BathrobeSundayBrushing BathrobeSnuggleNap BathrobeBunnyLapCuddle',
    gaming:
      'BathrobeBeltLimbo BathrobeWizardCosplay SlipperSocksTourney BathrobeBoardGameBrunch CozyCoOpInRobes BathrobeSpeedrun GrandmasterInABathrobe BathrobeCardNight',
  },
  bathroom: {
    educational:
      'BathroomGermSwabLab WhyBathroomMirrorsFog BathroomWaterMath HowBathroomPipesWork FlushFactOrFiction RomanToiletsRevealed BathroomEchoTest BathroomPepperSoapTrick',
    cooking:
      'BathBombCupcakes BathroomSoapFudge DuckyBathroomCookies BathroomSpongeCake BathroomTowelRollCake BathroomCucumberCooler BathroomSpaMocktail BathroomLavenderLemonade',
    travel:
      'TinyBathroomTravelKit BathroomWithAView FunniestBathroomSign FanciestBathroomFound BathroomBreakBingo RestStopRatings RateTheAirportBathroom WeirdestBathroomAbroad',
    art: 'DoodleOnBathroomMirror CarveBathroomSoap BathroomTileMosaic BathroomTPRollArt ShowerFogSketch BathroomTubeCritters DesignABathroomSign BathroomWallGallery',
    tech: 'BathroomMirrorSelfieHack BathroomShowerSpeaker BathroomMotionLights BathroomLeakDetective ToothbrushAppTest BathroomSmartPlugFan BathroomCleanByTimer BathroomTidyStopMo',
  },
  bathtub: {
    funny:
      'BathtubRubberDuckPOV BathtubEscapeArtist BathtubCaptainDad BathtubBallPit ThingsInMyBathtub WhoLeftTheTubRing BathtubBoatNarrator DryBathtubSleepover',
    cooking:
      'BathtubCupcakes BathtubDuckCookies BathtubCakeReveal SnackTrayForTheTub BathBombHotCocoa RubberDuckyDonuts BathtubJellyCups MiniBathtubTrifle',
    travel:
      'HotelBathtubRating TubTimeAtGrandmas PackTheTubToys BathtubVsPublicPool BubbleTubStaycation RentalBathtubHunt TubHotSpringDayTrip FancyBathtubTour',
    music:
      'BathtubEchoCover BathtubBassDrum RubberDuckBathtubBand BathtubWaterGlassTune BathtubLullaby SqueakyToyTubBeat BathtubUkuleleSong SplashRhythmBathtub',
    art: 'BathtubCrayonArt BathtubFoamSculpture FlowerFilledBathtub BathtubSoapFingerPaint BathtubShadowPhoto BathtubTileMosaic BathtubMiniatureModel MarbledPaperBathtub',
    tech: 'NeverOverflowTheTub BathtubTempSensor BathtubFoamArtPhoto BathtubLEDLights TubSplashInSlowMo BathtubBoatRegatta BathtubBubbleTimelapse TubDuckSqueakRingtone',
    pet: 'BathtubDogCalmDown CatInTheEmptyBathtub BathtubLickMatTrick PuppyFirstBathtub BathtubPetSpaDay BathtubZoomiesAfter BathtubTowelBurrito BathtubBravePaws',
    gaming:
      'BathtubNavalBattle BathtubHoops DuckPondBathtubGame BathtubSpongeTargetToss PirateShipBathtub TubToyTournament MagnetFishingBathtub MarbleRunBathtub',
  },
  battery: {
    prank:
      'BatteryOnePercentScreen BatteryRobotParadeWakeUp BatteriesInBackwards BatteryChargedMorning FakeLowBatteryAlert SneakyPhoneCharge RemoteBatteryRefill BatteryRefilledToyCar',
    educational:
      'BatteryCoinStackCell LemonBatteryExperiment BatteryMythBusting BatteryRecyclingQuiz BatteryVoltMeterTest PotatoBatteryChallenge WhyBatteriesSwell BatterySizeLineup',
    cooking:
      'FullChargeBreakfast BatteryEnergyBars LowBatteryDinner BatteryBoostSmoothie BatteryShapedCookies RechargeRamen BatteryAAEclairs BatteryPowerPorridge',
    travel:
      'OneBatteryDayOut PowerBankRoadTrip BatteryAt1PercentQuest BatteryLastBarSunset BatteryCampingKit NoChargerWeekend BatteryFreeAdventure BatteryPaperMapDay',
    wellness:
      'LowBatteryRestDay BatteryPercentMoodCheck BatteryNapReset SocialBatteryRecharge PowerSaveModeOn BatterySunshineWalk BatteryLevelJournal BatteryNoScreensEvening',
    pet: 'PetLowBatteryMode PostParkPassOut DogRechargeNap BatteryDrainedKitty FullBatteryZoomies BatteryFreePuzzleFeeder BatteryLifeOfAPuppy BatteryToyMouseChase',
    gaming:
      'BatteryDiedMidGame LowBatteryBossFight BatteryPercentSpeedrun ControllerSwapClutch BatteryHotPotato BatteryGuessTheCharge BatteryLeftWins BatteryRechargeRespawn',
  },
  bbq: {
    fitness:
      'EarnYourBBQ TugOfWarAtTheBBQ CharcoalBagCarry BBQCoolerCurls BrisketBurpees BBQBootCamp BBQFrisbeeSprints BBQLawnGamesCircuit',
    prank:
      'FakeBBQRibsCake SurpriseBackyardBBQ BBQMenuOfDadJokes BBQKazooDinnerBell GrillMarkLoveNote BBQMysteryGuest BBQDessertDecoy BBQSmileyKetchupBurger',
    educational:
      'BBQSmokeRingQuiz WhyLowAndSlowBBQ WhereBarbecueCameFrom FourStatesOfBBQ HickoryOrMesquite BBQMythOrFact BBQRubSpiceMap BBQSafeTemperatures',
    travel:
      'BBQCrawlMyTown ParkGrillBBQDay BBQOnTheBeach BBQSauceRoadTrip PitStopPitmasters BBQUnderTheStars BBQFoodTruckTour BBQCampsiteCookout',
    fashion:
      'BBQHawaiianShirt DressForTheBBQ MatchingFamilyBBQTees BBQCowboyHatLook BBQApronRunway SauceProofFit BBQBandanaStyle BBQPicnicGingham',
    wellness:
      'BBQNeighborInvite BBQFirepitStories SundayBBQUnplug BBQMindfulBites GrillAndChill GratefulBBQToast BBQPhoneBasket BBQEveningStroll',
    speed:
      'BBQSkewerDash BeatTheBBQCoals BBQNapkinFoldTimer FastestBBQSauceMix CornShuckShowdown BBQCondimentSortRace BBQCleanupBlitz BBQPicnicTableSetRush',
    music:
      'BBQSizzleBeat BBQTongsPercussion BackyardBBQJam SingToTheBBQGrill CookoutKaraoke BBQAuxCordBattle BBQBluesRiff BBQBucketDrums',
    tech: 'SmartBBQThermometer BBQSmokeTimelapse BBQBurgerFlipSlowMo AIPitmaster MakeMyBBQLookPro BBQAppVsGrandpa BBQGadgetGauntlet BBQWeatherRadarWatch',
    pet: 'BBQShadeSpotSnooze DogSafeBBQTreat BBQBeggingPatrol BBQZoomies PuppyEyesAtTheGrill BBQKiddiePoolForRover LeaveItBBQDrill BBQWaterBowlForFido',
    gaming:
      'BBQCornholeTourney BBQSpadesShowdown BBQDominoesTable GrillMasterSimulator BBQWaterBalloonToss HorseshoeHeroes BBQBlockTowerTopple BBQLawnBowls',
  },
  beach: {
    educational:
      'BeachTidePoolSafari BeachGlassAgeGuess HowBeachWavesForm WhereBeachSandBegins WhyTheOceanIsSalty NameThatSeashell BeachCleanupCount BeachDuneErosion',
    fashion:
      'BeachCoverUpLook BeachToDinnerFit BeachSarongTie ThriftedBeachBag SaltyHairDontCare BeachSunHatFiveWays BeachStripeShowdown BeachFloralKimono',
    wellness:
      'BeachMeditation BeachSunriseWalk BeachPhoneFreeHour BreatheLikeBeachWaves VitaminSeaDay BeachWriteItInTheSand BeachBarefootGrounding BeachShellCounting',
    music:
      'BeachSandShakerBeat BeachBucketDrums BeachBonfireSingAlong BeachShellWhistle BeachWaveCrashRemix SeashellSerenade BeachSunsetKaraoke BeachUkuleleTunes',
    tech: 'BeachGadgetSurvivalTest BeachSandProofPhoneHack BeachTimelapse BeachSolarCharging BeachPanoramaClones BeachWavesInSlowMo BeachSpeakerShowdown BeachTideAppCheck',
    pet: 'PetFirstBeachVisit DogBeachZoomies BeachBallFetch WaveChasingBeachPup DiggingToChina BeachDogLifeJacket BeachFrisbeeCatch BeachPawprintTrail',
    gaming:
      'BeachCornholeLeague BeachShellHuntDuel FillTheBucketBeachRelay BeachBuriedTreasureDig BeachVolleyballShowdown KingOfTheSandcastle BeachBingoCard BeachFrisbeeGolf',
  },
  'bean bag': {
    educational:
      'WhatsInsideABeanBag BeanBagFillingTest FirstBeanBag1968 BeanBagPostureCheck HowManyBeadsInABeanBag BeanBagPhysicsFlop BeanBagRefillDIY BeanBagSewingLesson',
    cooking:
      'BeanBagMovieSnacks BeanBagPicnic BeanBagNachoNight BeanBagHotCocoa BeanBagTVDinner SlumberPartyPizza BeanBagPopcornBar BeanBagCheeseBoard',
    travel:
      'BeanBagOutdoorCinema BeanBagBeachLounge BeanBagUnderTheStars BeanBagsAtTheFestival LibraryReadingNookTour BeanBagParkPicnic FindABeanBagCafe BeanBagCampingTrip',
    music:
      'BeanBagGuitarJam BeanBagShakerBeat BeanBagAcousticHour SerenadeFromTheBeanBag DIYBeanMaracas LoFiLoungeCover BeanBagBongoBash BeanBagLullabyHum',
    art: 'BeanBagDollhouseMini BeanBagCoverDesign BeanBagFlopInMidAir BeanBagPortraits CozyCornerStillLife DrawFriendsLounging BeanBagFrogCraft BeanBagBlindSketch',
    gaming:
      'BeanBagGameMarathon BeanBagTossTo21 BeanBagRetroConsole BeanBagVsGamingChair CornholeTourney BeanBagHotSeatTrivia KingOfTheBeanBag BeanBagCardTournament',
  },
  bear: {
    prank:
      'TeddyBearSwap GiantBearInTheCar BearPlushPhotobomb BearPawPrintTrail SurpriseBearHug GummyBearMessage BearEarsOnEveryone BearHibernationSign',
    educational:
      'HowBearsHibernate WhyBearsLoveHoney PolarBearBlubberGlove BearSafetyQuiz NameThatBear SniffLikeABear BearPawSizeCompare BearCubGrowthStages',
    travel:
      'SayHiToTheZooBears BearCountryRoadTrip BearPicnicInThePark BearFactsAtNatureCenter TeddyBearAtEveryLandmark GoingOnABearHuntWalk ThriftStoreBearRescue BearSanctuaryVisit',
    wellness:
      'BearHibernationDay BearHugGratitude CozyCaveNight TeddyComfortHold BearNecessitiesDeclutter HibernateLikeABear BearStretchAndYawn BearSlowHoneyTea',
    tech: 'BearCamHighlights SalmonRunLiveStream GrowlLikeABearFilter AIAnimatesMyTeddyBear BearToyStopMotion FatBearWeekVote BearPlushVoiceMemo BearGreenScreenForest',
    gaming:
      'BearFreezeTag HoneyHuntBoardGame GummyBearBingo BearCubCharades HibernationSpeedrun BearlyBeatTheLevel DontWakeTheBear BearHideTheTeddy',
  },
  beard: {
    educational:
      'BeardGeneticsQuiz BeardHairUnderMicroscope BeardStylesByEra PhilosopherBeardQuiz WhyBeardsTurnRed HowFastDoesABeardGrow BeardOilChemistry BeardBalmVsNothingTest',
    speed:
      'BeardStyleSwapRace BeardBraidTimer FakeMustacheRelay BeardTrimInSixty BeardCottonWoolBlitz SantaBeardSprint BeardCombDash BeardDrawingDuel',
    pet: 'BeardTwinWithMyDog MustacheKittyPortrait BeardSchnauzerMatch BeardVsMyDogsWhiskers BeardedDragonBuddy WhoWoreItBetter BeardGroomingDuoDay BeardFilterForMyCat',
    gaming:
      'GiveYourAvatarMyBeard WhoseBeardIsIt BeardCosplayWithYarn BeardVikingCharades MustacheMemoryMatch BeardTwentyQuestions WizardBeardDuel CharacterCreatorBeard',
  },
  bed: {
    educational:
      'WhyWeMakeTheBed HowMemoryFoamWorks BedtimeScienceQuiz BedBestSleepPosition BedMythBusters BedPillowFluffTest AncientEgyptianBeds BedSheetThreadCount',
    fashion:
      'OutOfBedFitCheck BedToBrunchLook BedroomToBoardroom BedSheetToga BedHeadGlowUp BedPajamasInPublic BedJacketRevival BedSocksAndSilk',
    music:
      'InBedSingAlong LullabyCover WakeUpAlarmRemix BedHeadBallad BedtimeBeatbox BedHairbrushKaraoke BedframeDrumSolo BedSpringBassline',
    gaming:
      'InBedGameNight PillowFortTrivia BeatItBeforeBed BedSockTossTarget BedsideCardDuel UnderTheCoversCoop OneMoreLevelThenBed BedSheetTentQuest',
  },
  'bed making': {
    educational:
      'HotelBedMakingSecrets WhyBedMakingMatters BedMakingCoinBounce BedMakingFabricQuiz BedMakingHospitalCorners MilitaryBedInspection BedMakingOrAirOut BedMakingSheetWashMath',
    cooking:
      'BedMakingPigsInBlanket TuckedInBurrito CoffeeAfterBedMaking BedMakingPancakeStack BedMakingLayerCake LayeredLikeABed BedMakingSwissRoll BedMakingCrepeFold',
    fashion:
      'BedMakingPajamaFit LoungewearBedMaking BedMakingColorMatch BedMakingRobeLook BedMakingInSlippers BedMakingSundayBest BedMakingInSilk BedMakingMatchingPJs',
    music:
      'MakeTheBedSong BedMakingSheetSnapBeat BedMakingPillowDrums SingWhileBedMaking DuvetDrumroll WhistleAsYouTuck BedMakingWorkChant BedMakingInOneSong',
    gaming:
      'SpeedrunBedMaking SimonSaysMakeTheBed BedMakingChoreQuest BedMakingCharades FittedSheetBossFight MakeTheBedCoinBounce BedMakingHighScore BedMakingSiblingDuel',
  },
  bedroom: {
    dance:
      'BedroomDiscoParty BedroomMirrorChoreo BedroomPopAndLock BedroomFloorFreestyle MessyRoomShuffle PajamaShimmyShake MyBedroomBoogie BedroomHairbrushDance',
    travel:
      'BedroomWithAView BedroomStaycation BedroomTravelMapPins BedroomSouvenirShelf HotelRoomTour BedroomIndoorCampout MyBedroomAsAResort BedroomParisForANight',
    speed:
      'BedroomTidyBeforeDinner BedroomCleanupRace BedroomLaundryBlitz BedroomBedMakeDash MessyRoomSpeedrun PillowFortIn60 OneSongBedroomClean BedroomFloorClearRush',
    music:
      'BedroomPopCover BedroomHairbrushMic SoldOutBedroomTour BedroomStudioBeat PillowDrumSolo ClosetVocalBooth BedroomProducerBattle BedroomUkuleleSerenade',
    tech: 'BedroomSetupTour BedroomSmartLights BedroomProjectorStars BedroomLEDGlowUp AlarmAppShowdown WhiteNoiseMachineTest VoiceControlMyBedroom BedroomFakeSunriseWakeUp',
    gaming:
      'BedroomFlashlightTag BedroomLANSleepover BedroomSockBowling BedroomEscapeRoom CozyGamerCorner PillowFortCoopRun TheBedroomOlympics BedroomHideTheToy',
  },
  'bedtime story': {
    educational:
      'WhyStoriesHelpSleep BedtimeStoryInSpanish BedtimeStoryNewWord BedtimeStoryStarQuiz WhatsTheMoralQuiz GrimmOriginsAtBedtime BedtimeStorySequencing BedtimeStoryRhymeHunt',
    travel:
      'HotelRoomBedtimeStory FolkTalesFromAbroad BedtimeStoryLibraryTrip PackABedtimeBook BedtimeStoryByFlashlight StorybookSettingTrip BedtimeStoryPostcard BedtimeStoryCampingTent',
    fashion:
      'StorybookCharacterFit BedtimeStoryNightcap BedtimeStoryPajamas BedtimeCapeAndCrown BedtimeMaskGlowUp BedtimeStoryWizardHat BedtimeStorySlippers BedtimeStoryPrincessGown',
    tech: 'AIBedtimeStoryTest RecordABedtimeStory StoryProjectorSetup BedtimeStoryComesAlive BedtimeStoryPodcast BedtimeByVideoCall BedtimeStoryAudiobook BedtimeStoryVoiceChanger',
  },
  bee: {
    prank:
      'BumblebeeCostumeReveal BeeStickerTrail PlushBeeDeskDrop BeeBalloonBouquet BeeKindNotes BeeFlowerCrownGift BeeAntennaeOnDad BeeBuzzingDoorbell',
    educational:
      'HowBeesMakeHoney BeeWaggleDanceDecode WhyBeesMatter BeeHexagonMath SeeLikeABee HiveMindQuiz BeeWingBeatCount BeeBodyPartsQuiz',
    travel:
      'BeeFarmVisit BeeHoneyFromEveryTown BeeGardenTour BeeSanctuaryDayTrip BeelineRoadTrip BumblebeeCountWalk BeeMeadowPicnic BeeBotanicalDayOut',
    fashion:
      'BumblebeeStripeFit BeeBroochStyle BeeCharmNecklace DressLikeABeekeeper BeeHoneycombNails BeeAntennaHeadband BeeEmbroideryDIY BeeStripedSockDay',
    wellness:
      'BeeBreathHumming BeeWatchStillness SowSeedsForBees HumLikeABumblebee BeeKindToYourself BeeGratitudeJournal BeeGardenSitSpot BeeSlowPollinatorWalk',
    gaming:
      'BeehiveBuilderGame BumblebeeFreezeTag BumblebeeHopscotch SpellingBeeAtHome BeePollenRelay BeeHiveTicTacToe BeeMatchingPairs BeeHideTheQueen',
  },
  belt: {
    dance:
      'BeltLoopSwivel CinchYourBeltSpin WesternBeltStrut BeltSlideTwoStep BeltBuckleBounce BeltHulaHoopGroove TitleBeltTwirl BeltLassoLineDance',
    prank:
      'BeltSwappedForSuspenders BeltOnBackwards BeltRibbonSwap BeltHiddenInTheFreezer WorldsBestDadBelt BeltGooglyEyeBuckle BeltWrestlingIntroForMom BeltMadeOfCandy',
    educational:
      'HowLeatherBeltsAreMade BeltSizeMath WhyBeltsHaveOddHoles FindOrionsBelt KarateBeltColors BeltEggCrashTest AsteroidBeltScaleModel ConveyorBeltDIY',
    cooking:
      'BeltBuckleCookies RodeoBeltPancakes BeltLicoriceLaces PretzelBeltCoil ChampionBeltCake LoosenTheBeltFeast BeltBustingBurgerStack FruitLeatherBelts',
    tech: 'BeltClipPhoneCase BeltBagTechKit BeltCableOrganizer WaistHighBeltCam BeltHoleMeasureHack GadgetHolsterCheck BeltSlithersStopMotion BeltStepTracker',
    gaming:
      'ChampionBeltGameNight BeltTitleMatch BeltLimboContest BlackBeltCharades BeltTugOfWarTourney HideTheBeltHotAndCold ConveyorBeltMemory BeltArmWrestleCup',
  },
};
