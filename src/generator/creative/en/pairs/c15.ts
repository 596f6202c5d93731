import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tambourine: {
    fitness:
      'TambourineBurpeeDare ShakeTambourineSquats TambourineHighKnees TambourineLungeTaps JingleJacks RetroTambourineAerobics TambourinePlankClaps TambourineStepUps',
    funny:
      'TambourineHypeMan TambourineChurchAuntie WhenDadGetsATambourine TambourineInEverySong TambourineOffBeatSolo NeedsMoreTambourine TambourineAtTheWorstTime TambourineKidConcert',
    prank:
      'TambourineAlarmClock SurpriseTambourineSolo TambourineWelcomeHome JingleWakeUp TambourineDoorbellSwap OneManBandEntrance TambourineInTheCushion TambourineBirthdayParade',
    educational:
      'HowTambourinesWork TambourineThumbRoll TeachATambourineTrick WhyTambourinesJingle WhatAreZils AncientTambourineQuiz TambourineRhythms101 CountTheTambourineBeats',
    cooking:
      'TambourineCookies TambourineFruitPizza CookToATambourineBeat MarchingBandCupcakes TambourineShakeAndBake JingleJangleJam TambourineTart TambourineLayerCake',
    travel:
      'TambourineStreetParade TambourineFolkFestival TambourineMarketStroll TambourineByTheCampfire BuskWithATambourine TambourineBeachSingAlong TambourineAtEveryStop TambourineOnTheTrail',
    fashion:
      'TambourineBohoLook TambourineStageGlam TambourineRockstarFit TambourineRibbonStyle TambourineFestivalOOTD JingleJewelry TambourineShawlTwirl TambourineFlowerCrown',
    wellness:
      'TambourineStressTaps TambourineShakeItOff TambourineDrumCircle SlowTambourineBreath JingleAndBreathe TambourineSoundBath TambourineRiseAndShine TambourineWindDown',
    speed:
      'FastestTambourineShake TambourineSpeedRoll PassTheTambourineRelay 30SecondTambourineSpin BeatTheMetronome TambourineTapCount TambourineTossCatch TambourineCopycatRace',
    art: 'PaintedTambourine PaperPlateTambourine DoodleYourTambourine BottleCapShakerCraft TambourineAsACanvas TambourineRibbonMakeover TambourineStillLife TambourineMandalaPaint',
    tech: 'LoopYourTambourine PhoneAsATambourine TambourineAppFaceOff DropATambourineBeat HowLoudIsYourTambourine SampleTheJingle TambourineSlowMoZils RecordATambourineTrack',
    pet: 'TambourineSnoozeBuddy KittenSniffsTheTambourine TambourineParrotDance TambourinePuppyHowl PetBandAudition BirdsOnTheBeat TambourineTrickPaw TambourineTreatSearch',
  },
  'tape measure': {
    dance:
      'TapeMeasureLimbo TapeMeasureMoonwalk HowHighCanYouKick TapeMeasureRibbonTwirl TapeMeasureLineStep InchwormShuffle TapeMeasureTango TapeMeasureRobotMoves',
    fitness:
      'TapeMeasureBroadJump TapeMeasureShuttleRun TapeMeasureWingspan TapeMeasureLeapTest SitAndReachCheck TapeMeasureFrogHop TapeMeasureLungeWalk TapeMeasureSquatDepth',
    funny:
      'TapeMeasureFishStory TapeMeasureBendFail ImActuallySixFeet TapeMeasureSiblingFeud WillItFitTapeMeasure DadMeasuresTwice TapeMeasureMustache TapeMeasureCouchDebate',
    prank:
      'TapeMeasureShrinkPrank OneInchFurnitureShift TapeMeasureSecretNote TapeMeasureHotTubBluff TapeMeasureTallerTrick DoorwayHeightSign TapeMeasureEverything TapeMeasureFakeRecord',
    cooking:
      'TapeMeasurePizzaCheck LongestNoodleMeasure TapeMeasureCakeTower TapeMeasureFootlongTest TapeMeasureBaguette PancakeDiameterDuel TapeMeasureSpaghetti TapeMeasureCookieSize',
    travel:
      'TapeMeasureCarryOn TapeMeasureTinyRoom TapeMeasureNarrowestAlley TapeMeasureATreeHug TallestDoorwayHunt TapeMeasureLandmarks TapeMeasureFootprints TapeMeasurePuddleJump',
    fashion:
      'TapeMeasureTailorFit TapeMeasureNecklace MeasureYourInseam BeltMadeOfTapeMeasure TapeMeasureRingSizing MeasureTwiceDressOnce TapeMeasureDIYSkirt TapeMeasureHatSize',
    wellness:
      'TapeMeasureToeTouch OneInchADayHabit TapeMeasureStandTall TapeMeasureDeskSetup TapeMeasureWalkGoal TapeMeasureCalmCorner TapeMeasureOfProgress TapeMeasureSeedlingCheck',
    speed:
      'MeasureTheRoomFast TapeMeasureSpeedGuess TapeMeasureRelay TapeMeasureRewindRace TapeMeasureExactStop EyeballItChallenge TapeMeasureQuickDraw TapeMeasureWingspanRush',
    art: 'TapeMeasureLifeSizeSketch TapeMeasureSculpture PerfectlyHungFrames TapeMeasureCollage TapeMeasureScaleModel TapeMeasureSelfPortrait TapeMeasureSpiral TapeMeasureGridDrawing',
    tech: 'ARRulerVsTapeMeasure AIGuessVsTapeMeasure TapeMeasureSnapInSlowMo TapeMeasureTVSizeTruth TapeMeasureFloorPlan TapeMeasureStopMotion TapeMeasureRoomScan TapeMeasureLaserCompare',
    pet: 'TapeMeasurePuppyGrowth TapeMeasureLongCat TapeMeasureCatLoaf TapeMeasureCollarFit TapeMeasureKittyLeap NoseToTailDogSpan TapeMeasureHamsterCage TapeMeasureBunnyHopLength',
  },
  taxes: {
    dance:
      'TaxesDoneDance TaxesRefundShimmy FiledMyTaxesMoonwalk ShakeOffTheTaxes TaxDayTango DeductionDisco TaxesFinishedConga TaxesReceiptShuffle',
    fitness:
      'TaxesBinderCurls CrunchTheNumbers SquatThroughTaxes TaxDay5K DeductionDeadlifts PlankUntilTaxesFiled TaxBracketBurpees TaxesBreakStretch',
    prank:
      'TaxesCandyFolder GiantTaxRefundCheck LoveLetterTaxForm TaxesConfettiEnvelope MonopolyMoneyPayday TaxTimeTreatDrop CookieTaxCollector TaxesGooglyEyes',
    cooking:
      'TaxesRefundFeast AfterTaxesPizza TaxesBudgetMeal TaxesCalculatorCake DeductibleDinner TaxNightNachos TaxReturnTacos TaxDaySnackBoard',
    travel:
      'TaxesRefundGetaway TaxSeasonStaycation TaxesDoneRoadTrip TaxFreeDayTrip TaxesFiledBeachBound PostFilingVacay WhereMyTaxesWent TaxDayEscape',
    fashion:
      'TaxesRefundHaul GreenVisorTaxesLook TaxesPowerBlazer DoTaxesInSweatpants DressForTheAudit TaxDayLuckySocks TaxesNerdGlasses TaxesCozyCardigan',
    wellness:
      'SelfCareAfterTaxes TaxesCalmDown BreatheThroughTaxes TaxesFiledReward DeductTheStress TaxDaySpaNight TaxesDoneYogaFlow TaxesWalkItOff',
    music:
      'SingTheTaxesBlues TaxesRefundAnthem TaxesCalculatorBeat TaxmanCover LoveSongToMyCPA TaxDayRapBattle OperaticTaxReturn TaxesKaraokeBreak',
    tech: 'TaxesAppShowdown TaxesReceiptScanRace AIDoesMyTaxes TaxesPaperlessDare TaxMathChatbotFaceOff TaxesSpreadsheetGlowUp CodeATaxCalculator TaxesInboxCleanup',
    gaming:
      'MonopolyIncomeTax TaxesBossBattle TaxSeasonBingo ActOutThatTaxTerm TaxesEscapeRoom TaxFactOrFiction LuxuryTaxLanding TaxesTriviaQuiz',
  },
  taxi: {
    dance:
      'TaxiBackseatDance TaxiRadioBop TaxiDropOffJig HailATaxiHop YellowCabShuffle MeterTickGroove TaxiSeatbeltShimmy TaxiRideHomeSway',
    fitness:
      'SkipTheTaxiWalk TaxiWaitSquats CabFreeCommuteRun TaxiLuggageLunges TaxiQueueCalfRaises SuitcaseCurbCarry TaxiRankStretchBreak NoTaxiStepGoal',
    educational:
      'HowTaxiMetersWork WhyTaxisAreYellow TaxiVsBusFareFaceOff TaxiTippingMath GuessTheCityByTaxi TaxiMythOrFact LearnTaxiHandSignals TaxiSignLightsMeaning',
    fashion:
      'TaxiYellowFitCheck HailATaxiInHeels CheckeredCabLook DateNightCabGlam NYCStreetStyle TrenchCoatStyling TaxiPickupOOTD TaxiAirportArrivalOutfit',
    speed:
      'TaxiMeterMathRace TaxiTrunkTetris TaxiStreetNameBlitz TaxiFareQuickfire TaxiQueueDash SuitcaseToCurbSprint TaxiSeatbeltClickRush TaxiLuggageLoadOff',
    tech: 'TaxiAppVsStreetHail CodeATaxiMeter BeatTheTaxiETA GPSVsCabbieRoute GuessTheTaxiArrival DashcamTaxiTimelapse SplitTheTaxiFare TaxiRideReceiptScan',
    pet: 'TaxiCarrierTraining DogMeetsTheCabbie PupsFirstCabRide TaxiPuppyVetTrip TaxiKittenCrateCalm PawsInTheBackseat TaxiHowlAlong TaxiHamsterHomecoming',
  },
  tea: {
    fitness:
      'KettleBoilSquats TeaSteepPlank TeapotCalfRaises TeaBreakBurpees TeaTimeTabata WallSitTillTeaCools TeaWalkAroundTheBlock TeaTinBicepCurls',
    funny:
      'PinkyUpTeaTime TeaSnobImpression MilkFirstDebate TeaCupboardOverload WhoMadeThisTea BiscuitDunkDisaster TeaTooStrongFace RateMyTeaColor',
    prank:
      'TeaBagTagNote SurpriseTeaParty TeaMugMessage TeacupCakeTrick ServeTeaLikeAButler StuffedAnimalTeaTime FakeTeaLeafReading TeaCozyOnEverything',
    educational:
      'TeaHistoryInAMinute TeaCaffeineQuiz WhyTeaStainsMugs GreenVsBlackTea OneLeafFourTeas TeaColorChangeTrick NameThatTeaByScent ColdBrewVsHotTea',
    travel:
      'TeaAtEveryStop AfternoonTeaHunt TeaHouseHopping TeaWithAView SipTheLocalBrew FindTheBestCuppa ParkBenchTeaBreak TeaGardenVisit',
    fashion:
      'AfternoonTeaLook TeaLengthDress TeaRoomPearls SuitUpForHighTea PinkyUpFitCheck MadHatterTeaParty TeacupInspiredOOTD TeaFloralHatStyle',
    tech: 'TeaSwirlTimeLapse AIBlendsMyTea TeaTemperatureTest CodeATeaTimer SlowMoTeaPour TeaLeavesUnfurlUpClose TeaColorPickerMatch TeaStopMotionSteep',
    pet: 'PetTeaParty TeaTimeWithMyCat ParrotTeaChatter TeaKittenSnuggle PawsForTea PuppyAtTheTeaTable TeaBunnyGardenPicnic TeaAndDogCuddles',
    gaming:
      'BlindfoldTeaTasteTest TeaPartyCharades TeaFlavorGoFish TeacupPong LoserBrewsTheTea TeaTimeTrivia TeaBingoAfternoon TeaBagTicTacToe',
  },
  'tea party': {
    fitness:
      'TeaPartyCurtsyLunges TeaPartyPinkyPushUps TeaPartyPlankHold TeaTraySquats TeaPartyChairDips TeaPartyBalanceWalk SaucerSlidesTeaParty TeaPartyPostureCheck',
    prank:
      'SurpriseTeaParty TeddiesTookOver TeaPartyForDad TeaPartyDollGuests RoyalTeaPartyInvite TeaPartyOfficeTakeover ButlerTeaParty TeaPartyWakeUpCall',
    educational:
      'BostonTeaParty101 TeaPartyMannersQuiz TeaPartyHighVsLow GuessTheTeaPartyCountry WhyPinkiesUp TeaPartySteepScience BlindTasteTeaParty TeaPartyFactOrFake',
    fashion:
      'TeaPartyFitCheck PearlsAndPinkies TeaPartyHatOff TeaPartyFascinator TeaPartyFloralFrock WhiteGlovesOnly RegencyTeaParty TeaPartyPastelLook',
    speed:
      'TeacupStackRace TeaPartyPourIn10 TeaPartyNapkinFoldOff TeaPartyCleanupSprint TeaPartyTableSetRace SugarCubeTowerBlitz WaiterWalkTeaParty SixtySecondTeaParty',
    tech: 'TeaPartyInTenSeconds TeaPartyStopMotion FilmYourTeaPartyInvite PinkiesUpTeaPartySelfie TeaPartyGreenScreen AIPlansMyTeaParty TeaPartyVideoCall TeaPartyARFilter',
    pet: 'DogHostsTheTeaParty TeaPartyPupcakes CatCrashesTeaParty TeaPartyBunnyNibbles TeaPartyKittyCushion PawsUpForTea TeaPartyTreatTower TeaPartySitStay',
  },
  teacher: {
    prank:
      'TeacherDeskSurprise TeacherThankYouBanner TeacherCoffeeFairy TeacherComplimentJar TeacherTwinDay MannequinClassroom TeacherBalloonWelcome PostItTeacherDoor',
    travel:
      'TeacherMuseumScout TeacherPicksTheDayTrip VisitYourOldTeacher ClassMascotTravels FieldTripFlashback TeacherSummerRoadTrip PostcardToTeacher TeacherTourGuide',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp SmartboardTeacherHack TeacherTechSupportFails CanAITeachThis PowerPointKaraoke TeacherVsChatbot TeacherInboxZeroDash',
    pet: 'TeachersPetForReal TeacherCatCameo TeacherPuppyVisit TeachYourBunnyATrick TeacherMeetsMyKitten ClassHamsterRollCall RaiseAPawForTeacher TeacherGoldfishMascot',
  },
  teammate: {
    travel:
      'TeammateRoadTrip TeammateBusRideVlog TeammateStadiumTour TeammatePicksTheRoute AwayGameAdventure TeammateHostCityHunt HikeWithTeammates TeammateBeachDay',
    gaming:
      'TeammateKartRivalry TeammateVideoGameFaceOff TeammateCardTowerDuel TeamBusUnoShowdown LockerRoomTournament TeammateCoOpRun TeammateTriviaClash TeammateTableTennis',
  },
  teenager: {
    fitness:
      'TeenVsParentWorkout TeenagerPushUpStreak TeenageHoopsHustle TeenagerRepsForWiFi BackpackSquats SkateparkLaps TeenagerCoachesDad TeenagerPlankFaceOff',
    speed:
      'TeenagerMorningRush TeenRoomTidyTimer TeenageLaundryFoldOff FastestTeenagerTexter TeenagerLunchPackSprint HomeworkBlitz TeenagerDishDash TeenagerBedMakingRace',
  },
  teeth: {
    dance:
      'TeethFlossShuffle ToothbrushMicSway BrushingTeethBoogie TeethSparkleSpin ChatteringTeethTwist TeethGrinFreezeDance TwoMinuteTeethDance TeethSmileSalsa',
    fitness:
      'TeethBrushingSquats TeethFlossLunges FlamingoToothbrushing TeethGrinPlank WallSitSmile CalfRaisesAtTheSink TeethBrushBalance JumpingJacksThenTeeth',
    funny:
      'ToothFairyNegotiation TeethDentistSmallTalk TeethSpinachCheck LooseTeethDrama ChatWhileBrushingTeeth ToothpasteFoamBeard TooWhiteTeeth TeethFlossingFaces',
    prank:
      'TeethChatterToyAmbush ToothFairyLetter TeethMirrorMemo GiantToothbrushSwap GlowInTheDarkTeeth VampireTeethCameo TeethDoodleLunchNote CandyCornTeeth',
    cooking:
      'ToothFairyCupcakes SugarFreeGummyBears TeethApprovedCookOff CrunchForCleanTeeth StrongTeethSmoothie AppleSliceTeeth TeethFriendlyTreats TeethLoveCarrotSticks',
    travel:
      'TeethBrushingWithAView CampsiteTeethFlossDare LayoverTeethRefresh SunriseToothbrushing ForgotMyToothbrush HotelMintCollection BrushTeethEverywhere PackATeethCareKit',
    fashion:
      'TeethBracesColorPick LipstickTeethCheck MatchYourPearlyWhites TeethReadyForPictureDay FlashThoseTeeth VampireTeethCostume TeethAndTiaras BigTeethGrinFitPic',
    tech: 'SmartToothbrushTest TeethBrushingAppDuel TeethPlaqueDyeCam SmileFilterVsRealTeeth WaterFlosserFaceOff TeethGadgetTierList CodeATeethTimer TeethPhoneMacroShot',
    pet: 'PetTeethBrushing PuppyTeethingToys KittenTeethCloseUp DogTeethSmileShot TeethVetCheckupDay SayAhhPup TeethCleaningTreats CatYawnTeethReveal',
  },
  tennis: {
    prank:
      'TennisBallRoomFill TennisSmileyFaces MatchPointConfetti TennisCheerSquad WimbledonSnackAmbush TennisCommentatorWakeUp TennisLoveNotes TennisGruntAtBreakfast',
    educational:
      'TennisSpinPhysics WhyTennisSaysLove ClayVsGrassTennis TennisBallBounceTest CallTheTennisScore GrandSlamGeoQuiz HowTennisRacketsWork TennisRulesMythOrFact',
    travel:
      'RateYourLocalTennisCourt TennisTownHopping WhatsInMyTennisBag TennisInEveryCity BeachTennisDare VacationTennisRally TennisRacketPassport TennisAtTheNearestPark',
    speed:
      'TennisVolleyBlitz HitTheTennisCone TennisBallPickUpRace TennisRallyTo100 TennisBaselineSprint AceInSixtySeconds TennisFootworkRace TennisSideStepShuttle',
    tech: 'SlowMoTennisRally TennisMatchIn60 RadarMyTennisServe TennisShotTracerEdit HawkEyeAtHome FilmYourTennisLikeTV MyTennisSwingVsAPro TennisScoreKeeperApp',
  },
  'tennis ball': {
    dance:
      'TennisBallBounceDance TennisBallFootwork FuzzyBallShuffle TennisBallKneeGroove TennisBallRacketSway TennisBallHipHop TennisBallHeelToe TennisBallBalanceBop',
    fitness:
      'TennisBallWallThrows TennisBallCatchSquats TennisBallGripSqueeze TennisBallReactionDrop FuzzyBallFootDrills TennisBallPlankPass BalanceATennisBall TennisBallCoreTwist',
    funny:
      'TennisBallHoardReveal TennisBallObsession FuzzyBallReactions TennisBallSofaRescue TennisBallWalkerFeet NotTheTennisBall TennisBallGooglyEyes TennisBallNamedSteve',
    educational:
      'TennisBallFuzzExperiment TennisBallBounceLab HowTennisBallsGetMade TennisBallPressureTest TennisBallSpinPhysics WhyTennisBallsComeInCans ColdVsWarmTennisBall TennisBallYellowOrGreen',
    travel:
      'TennisBallCourtHopping TennisBallBeachDay TennisBallTravelMassage TennisBallRestStopCatch CampsiteTennisBallCricket TennisBallTrailFetch TennisBallLandmarkTour TennisBallBounceWalk',
  },
  'tennis racket': {
    educational:
      'TennisRacketSweetSpot TennisStringPhysics OldVsNewTennisRacket TennisGripQuiz TopspinScience WhyIsItCalledLove TennisRacketPartsQuiz HowRacquetsAreMade',
    travel:
      'TennisInEveryCity CampsiteRacquetRally PackYourRacquet TennisParkHop RacquetsAndSandwiches RacquetInTheTrunk RacquetSunsetVolleys TennisRacketBeachDay',
    tech: 'TennisRacketSlowMo TennisHawkEyeAtHome TennisServeRadar AITennisCoach RacquetWhooshSoundTest SwingSpeedApp OneTakeRacquetTrickShot GreenScreenRacquetFinal',
    pet: 'TennisRacketFetch TennisRacketSniffTest KittenVsRacquet PupTennisLesson RetrieverRally CatRefereesTennis TennisRacketDogDoubles TennisRacketStringSwat',
  },
  tent: {
    dance:
      'TentPoleShuffle TentZipDance TentStakeStomp TentLanternTwirl GlampingGroove TentFlashlightDisco InTentsChoreo TentSleepingBagWiggle',
    prank:
      'LivingRoomTentSurprise TentGlowStarCeiling TentBreakfastDelivery PopUpTentInTheYard TentWakeUpSerenade TentOverTheBed SecretTentHideout TentSnackStash',
    educational:
      'HowTentsStayDry TentKnotLesson PickATentSpot TentLeaveNoTrace YurtVsTeepee TentPoleGeometry NameEveryTentPart TentTypesQuiz',
    cooking:
      'TentsideBreakfast TentNightSmores BananaBoatsByTheTent FoilPackDinner TentPicnicWraps TentCampStoveCookOff TentShapedQuesadilla TentTrailMixBar',
    fashion:
      'TentToTownOutfit TentHeadlampGlam GlampingTentLook CampoutFitCheck TentFlannelGlowUp TentLayerUp TentRainPonchoDIY TentPajamaParade',
    tech: 'TentUpInTenSeconds TentLightHack TentWeatherAppShowdown PowerBankTentTest TentPhoneProjector TentNightModeStars RainOnTheTentASMR FilmATentTour',
  },
  texas: {
    fitness:
      'TexasRodeoSquats TexasTwoStepCardio TexasSizedPushUps TexasStarJumps LassoLunges BootScootBurpees DontMessWithTexasAbs TexasGiddyUpGlutes',
    prank:
      'TexasBrisketSurprise YeehawWakeUp TexasRodeoAnnouncer TexasFlagCubicle CowboyHatEverything TexasToastTakeover WelcomeToTexasSign TexasSizedLunchbox',
    educational:
      'TexasBiggerThanFrance TexasSixFlagsQuiz WhyTexasIsSoBig TexasWasACountry TexasAlamoMythOrFact LonghornHornSpanMath TexasSlangQuiz GuessTheTexasSymbol',
    speed:
      'LoneStarTriviaBlitz TexasTortillaFlip TexasCountyNameDash TexasSizedRelay TexasToastIn60 TexasBootsOnRace BeatTheTexasHeat TexasMapPuzzleRace',
    music:
      'DeepInTheHeartClap TexasTejanoCover TexasFiddleJam TexasTwangOff TexasYodelChallenge HonkyTonkKaraoke YellowRoseOfTexas TexasWashboardRhythm',
    tech: 'GuessTheTexasTown BigTexasSkyTimeLapse CanAIDoATexasAccent TexasWeatherAppWhiplash TexasTornadoRadar TexasSkylineNightShot TexasTwangAutotune TexasVirtualTour',
    pet: 'TexasTwoStepWithMyDog TexasStarPawPrint TexasPorchNapBuddy TexasSizedZoomies TexasHotPavementCheck TexasShadeTreePup DontMessWithTexasKitty TexasHowdyHound',
  },
  textbook: {
    prank:
      'TextbookCoverSwitch TextbookHiddenMeme ComplimentBookmark TextbookGooglyEyes StickyNoteTextbook PhotobombTheTextbook TextbookFakeChapter TextbookJokeFootnote',
    fashion:
      'BookwormFitCheck TextbookLibraryOOTD TextbookDarkAcademia TextbookNerdChic TextbookTotebag TextbookCoverCouture DressLikeATextbook ProfessorTextbookLook',
    wellness:
      'ChapterAtATime SlowReadSunday TextbookEyeBreak TextbookPomodoro TextbookMindfulStudy TextbookInTheSunshine CloseTheTextbook TextbookCocoaPause',
    tech: 'StudyAppShowdown EReaderVsPaperTest TextbookChapterTLDR AIQuizzesMyTextbook TextbookToPodcast TextbookScanToNotes TextbookFlashcardBot TextbookQRHunt',
    pet: 'CatSitsOnMyTextbook TextbookHamsterCameo PupNudgesForRecess TextbookPetStudyBuddy ReadMyTextbookToTheDog TextbookTreatBreak TextbookTunnel TextbookPeekaboo',
  },
  texting: {
    fitness:
      'TextingPlankUntilReply TextingWallSit StretchAfterTexting OneSquatPerText FixYourTextingNeck ThumbsUpBurpees TextingPushUpDare TextingLungeBreak',
    travel:
      'TextingTourGuide LetTextsPickMyRoute TextingPostcardsHome LeftOrRightByTexting GroupChatTravelAgent TextingNoDataDayTrip TextedTreasureTrail TextingFromTheTrain',
    fashion:
      'TextingFitCheck OutfitPickedByTexting TextingPhoneCaseMatch DressCodeByGroupText EmojiInspiredLook TextingNailArt DesignATextingSlangTee TextingWardrobeVote',
    wellness:
      'GratitudeTexting SendAKindText NoTextingAfter9 TextingOldFriendHello TextingSlowReplyDay TextingFreeSunday TextYourselfAPepTalk TextingDetoxWeekend',
    tech: 'TextingShortcutHacks VoiceToTextTest TextingAutocorrectFails TextingLiveTranslate AIWritesMyReplies SwipeVsTapTyping CodeATextingBot TextingTimeCapsule',
  },
  'thank you card': {
    funny:
      'HonestKidThankYouCard DramaticThankYouRead OverTheTopThankYou ThankYouCardForSocks ThankYouCardYearLate AutocorrectThankYou ThankYouCardBadPoetry ThankYouCardToMyCar',
    prank:
      'SecretThankYouCard ThankYouCardAmbush ConfettiThankYouCard ThankYouCardLunchbox ThankYouCardWindshield ThankYouCardHideAndSeek BalloonThankYouCard ThankYouCardChalkArt',
    educational:
      'FixThisThankYouCard ThankYouInTenLanguages ThankYouCardInCursive ThankYouCardFormula WhyThankYouCardsMatter GratitudeScience101 HaikuThankYouNote ThankYouCardStampMath',
    fashion:
      'ThankYouCardColorFit ThankYouCardStampNails ThankYouCardPenPouch ThankYouCardLetterTee EnvelopeClutchDIY ThankYouNoteSundayBest PocketThankYouNote ThankYouCardBrooch',
    tech: 'ThankYouCardQRCode ThankYouNoteFlipbook DigitalThankYouCard ThankYouCardVoiceNote VideoThankYouCard AIRhymesMyThankYouNote ThankYouCardEmojiOnly ThankYouCardGreenScreen',
    gaming:
      'ThankYouCardScavengerHunt ThankYouCardCharades ThankYouCardGameMaster ThankYouCardMysterySender GGThankYouCard ThankYouCardWordSearch ThankYouCardBingo ThankYouCardMVP',
  },
  thanksgiving: {
    prank:
      'FakeThanksgivingTurkey ThanksgivingSeatSwap ThanksgivingPlaceCardPuns ThanksgivingNapkinJokes KidsTableVIPUpgrade ThankYouUnderThePlate ThanksgivingDessertFirst ThanksgivingSillyToast',
    educational:
      'ThanksgivingParadeQuiz CanadaVsUSThanksgiving ThanksgivingMythOrFact ThanksgivingTurkeyMath ThanksgivingFactPerBite WhyTheFourthThursday MapYourThanksgivingPlate ThanksgivingWordsInSign',
    travel:
      'ThanksgivingRoadTrip ThanksgivingParadeLive HomeForThanksgiving AreWeThereYetThanksgiving ThanksgivingAirportRush ThanksgivingFoliageHike ThanksgivingCarryOnOnly ThanksgivingTrainJourney',
    fashion:
      'ThanksgivingFitCheck ThanksgivingCozyLook ThankfulSweaterVest StretchyPantsStyle FlannelAndFeast ThanksgivingPlaidPact ThanksgivingLayerOff ThanksgivingScarfKnots',
    speed:
      'ThanksgivingTableIn60 ThanksgivingDishDash ThanksgivingChairRoundup FastestThanksgivingPie BeatTheTurkeyTimer LeftoverTetris ThanksgivingNapkinFolds ThanksgivingCleanupRace',
    music:
      'ThanksgivingSingAlong ThanksgivingSpoonBand ThankfulSongCover TurkeyGobbleRemix GravyBoatBallad ThanksgivingForkDrums ThanksgivingFamilyChoir ThanksgivingNameThatTune',
    tech: 'ThanksgivingVideoCall ThanksgivingPhotoBooth AIPlansThanksgiving ThanksgivingTimelapse ThanksgivingGroupChatPoll WhoBringsWhatThanksgiving ThanksgivingQRMenu ThanksgivingSlideshow',
    pet: 'ThankfulForMyPet ThanksgivingPetPoseOff ThanksgivingPupWalk ThanksgivingCatGreeter ThanksgivingBunnyGreens TurkeyPlushUnwrap ThanksgivingDogTreats ThanksgivingKittenNap',
  },
  theater: {
    fitness:
      'TheaterKidWarmup TheaterKickReps TheaterBowSquats TheaterStairsCardio TheaterJazzHandJacks TheaterSetPieceCarry TheaterSplitsStretch TheaterLungeMonologue',
    prank:
      'TheaterStandingOvation TheaterTicketsInABalloon TheatreCurtainWakeUp TheaterStarOnTheDoor TheaterNarrateTheirDay PlaybillStarringYou TheaterBouquetAmbush TheaterRedCarpetHallway',
    educational:
      'TheaterHistoryQuiz WhyTheaterHasTwoMasks TheaterSuperstitions LearnTheaterBlocking HowStageLightsWork ShakespeareanInsults TheaterTermsDecoded BehindTheTheaterCurtain',
    wellness:
      'TheaterBreathWarmup TheaterPhoneFreeNight TheaterNervesReset TheatreGreenRoomPause PreShowCalm ApplaudYourself TheaterVocalHum TheaterPowerPose',
    speed:
      'TheaterQuickChange TheaterSetStrikeRace TheaterPropHuntIn60 TheatreLineBlitz TheaterCostumeRelay TheaterCurtainUpDash TheaterPlotInSixty TheaterMonologueRush',
    music:
      'TheaterShowtuneCover TheaterDuetChallenge TheaterPitPiano TheaterEnsembleHarmony BeltItLikeATheaterKid HumTheOverture TheaterRiffOff TheaterClapAlongFinale',
    tech: 'TheaterSoundEffectDare LivingRoomTheaterLights TeleportToTheTheater TheaterTrailerOnAPhone RunTheaterLinesWithAI ShoeboxTheaterStopMo TheaterSelfTapeAudition TheaterGreenScreenSet',
  },
  'theme park': {
    fitness:
      'ThemeParkStepCount QueueLineStretch ParkMapPowerWalk ThemeParkStairClimb ThemeParkMarathon ThemeParkPlankPerRide EarnYourThemeParkTreat ThemeParkBackpackLunges',
    educational:
      'HowThemeParksWork ThemeParkQueueMath ThemeParkGForceQuiz WhyLoopsArentCircles ThemeParkSecretTunnels RideDesignScience ThemeParkHistoryHunt ThemeParkSpeedGuess',
    cooking:
      'ThemeParkPineappleWhip FunnelCakeAtHome ThemeParkChurros ThemeParkSnackDupes ThemeParkTurkeyLeg ThemeParkIceCreamSundae BakedThemeParkPretzels ThemeParkFrozenLemonade',
    fashion:
      'ThemeParkFitCheck CharacterColorMatch ThemeParkBeltBag ThemeParkEarsHaul ThemeParkOutfitVote ComfySneakersChic ThemeParkMatchingTees ThemeParkHatAndShades',
    speed:
      'ThemeParkSpeedrun ParkHopperDash ThemeParkPackingRace AmusementParkSprint TenRidesByNoon ThemeParkMapFromMemory BeatTheThemeParkQueue ThemeParkReadyInFive',
    tech: 'ThemeParkPhotoDump ThemeParkDayIn60 ThemeParkPanoramaFail GuessTheThemeParkWait ThemeParkStepTracker ThemeParkSplashZoneSlowMo AIPlansMyThemeParkDay ThemeParkVlogEdit',
    pet: 'PetThemeParkAtHome ThemeParkSouvenirCatToy ThemeParkKennelReunion DogFriendlyThemePark ThemeParkMascotPup CarouselPosePortrait ThemeParkDogParade ThemeParkForHamsters',
  },
  thermos: {
    fitness:
      'ThermosCurls ThermosWaterGoal ThermosFarmerCarry ThermosSummitHike EarnYourCocoa ThermosRefillSprints OverheadThermosPress WalkingThermosLunges',
    prank:
      'ThermosFullOfCandy ThermosGooglyEyes ThermosStickerBomb ThermosConfettiPop ThermosTinyPlushInside CocoaLoveNote ThermosJokeLid CookieThermosSwap',
    educational:
      'HowAThermosWorks ThermosVsMugTest WhyVacuumFlasksStayHot WhoInventedTheThermos ThermosIceMeltRace ThermosCoolingCurve InsulationThermosLab ThermosMythOrFact',
    travel:
      'ThermosSunriseHike ThermosRoadTrip ThermosCoffeeViews TrainRideThermos SipAtTheSummit ScenicSoupStop CampsiteThermosBrew ThermosBeachPicnic',
    fashion:
      'MatchYourThermos ThermosSleeveKnit ThermosStrapDIY ThermosStickerStyle ThermosSlingOOTD WinterLayersFitCheck ScarfAndThermos PastelThermosLook',
    speed:
      'ThermosPackIn5 ThermosCupStackOff RelayWithAThermos FastestThermosLunch LidTwistBlitz SoupToGoSprint ThermosRefillRush BeatTheThermosTimer',
    tech: 'ThermosSteamInSlowMo ThermosVsHeatedMug ThermosStopMotionLunch AIPicksMyThermosSoup SixHourHeatTest AppTracksMySips ThermosLidClickASMR ThermosIceCubeSurvival',
    gaming:
      'HealthPotionThermos ThermosRingToss ThermosShellGame ThermosBottleFlip ThermosHotPotato ThermosCupPong ThermosStackingTower ThermosLidDiceRoll',
  },
  thermostat: {
    travel:
      'HotelThermostatWars EscapeTheThermostat ThermostatVacationMode ColdCabinArrival ThermostatSetBeforeTrip RentalThermostatPuzzle ThermostatCelsiusPanic ThermostatSnowbird',
    wellness:
      'ThermostatPeaceTreaty ThermostatSleepHack ThermostatBlanketNest CozyWithoutTheHeat BreatheBeforeTheDial ThermostatWindDown ThermostatCocoaPause ThermostatLowerByTwo',
    speed:
      'SweaterOnSpeedrun ThermostatStealthRun BeatTheThermostat ThermostatBlanketBlitz LayerUpInTenSeconds RedLightThermostat ThermostatSprintOff ThermostatDegreeGuess',
    tech: 'SmartThermostatVoiceTest AskYourThermostatNicely ThermostatGroupChatVote ThermostatVsWeatherApp ThermostatScheduleHack ThermostatRemoteFromBed WhoTouchedTheThermostat ThermostatBillBeforeAfter',
    pet: 'CatVsThermostat HeatSeekingKitten HotDogCoolMat ThermostatPetPoll PupSetsTheThermostat ThermostatSunbeamNap ThermostatBunnyBlanket ThermostatWarmestSpot',
  },
  thrift: {
    fitness:
      'ThriftedDumbbellDay GymGearFromThrift ThriftHaulCarry BargainBinBurpees ThriftStoreStepCount ThriftBagSquats SweatInSecondhand ThriftAisleLunges',
    prank:
      'ThriftDressMyFriend FaceSwapThriftPainting ThriftDecorSwap ThriftedOrDesigner UglySweaterExchange ThriftWigSurprise ThriftMatchingPajamas ThriftSameShirtDay',
    educational:
      'ThriftTagDating WhyThriftSavesWater HowThriftStoresWork SpotRealWool ReadTheSeams ThriftFiberQuiz ThriftPriceVsNewMath DecodeThriftCareLabels',
    cooking:
      'ThriftCastIronRescue ThriftFondueNight ThriftCookbookRecipe RetroDinnerRevival ThriftedTeacupCake SkilletFromSecondhand ThriftBundtPanBake ThriftPicnicBasketLunch',
    wellness:
      'MindfulThrifting DonateBeforeYouThrift SlowThriftSunday SwapDontShop LessButLoved ThriftTenDollarLimit ThriftNoBuyWeek ThriftClosetDeclutter',
    tech: 'ThriftTechUnderFive DigicamFromThrift ThriftedCDPlayerTest DoesItStillWork ThriftGadgetFixUp RetroThriftConsole SecondhandLaptopRevive ThriftKeyboardRescue',
    gaming:
      'ThriftCartridgeDig BoardGameThriftFind ThriftedConsoleBootUp MissingPiecesPuzzle ThriftToyBowling ThriftHandheldHunt SecondhandScrabble ThriftDominoesNight',
  },
  thunderstorm: {
    dance:
      'FreezeOnTheThunder ThunderstormStomp LightningStrikeMoves ThunderstormBoomBounce ThunderstruckJump ThunderstormKitchenDisco ThunderstormShimmy ThunderstormZigZag',
    prank:
      'ThunderstormPillowFort ThunderstormMovieSurprise FakeThunderstormSounds LightningBoltNotes PowerCutPicnic CandlelitSurprise ThunderstormTreatDrop ThunderstormRainGearPrank',
    travel:
      'ThunderstormMuseumDay ThunderstormTrainView ThunderstormBookshopStop CitySkylineLightning ThunderstormAquariumTrip ThunderstormCafeHideout ThunderstormWindowSeat ThunderstormLibraryVisit',
    fashion:
      'ThunderstormMoodyLook LightningBoltPrintFit TrenchCoatThunderstorm StormCloudEyeshadow RainSlickerRunway ThunderstormWellyStyle DIYThunderboltEarrings ThunderstormGreyKnits',
    art: 'ThunderstormWatercolor LightningBoltDoodle ThunderstormCharcoal ThunderstormWindowSketch PaintTheFlash MoodyCloudscape ThunderCloudCollage ThunderstormCrayonResist',
    tech: 'ThunderstormTimelapse ThunderstormRadarWatch TrackTheThunderstorm ThunderstormChargeUp ThunderstormForecastDuel ThunderASMRAtTheWindow ThunderDecibelTest ThunderstormVoiceMemo',
  },
  thursday: {
    fitness:
      'ThursdayPlankHold ThursdayLegBurner ThrowbackAerobics ThursdayTabata ThursdayPushUpLadder ThursdayThrowdown TotalBodyThursday ThursdayJumpRope',
    educational:
      'ThursdayThorMyth DecadeGuessingQuiz OnThisDayFacts ThursdayTimeMachine ThursdayThenVsNowPrices ThursdayGuessTheInvention WhatYearWasItThursday ThursdayOldSlangTest',
    tech: 'ThursdayOldPhoneBootUp ThursdayOldestPhotoReveal RetroGadgetRevival ScanTheShoeboxThursday FirstWebsiteThrowback DialUpThursday ThursdayPicRestoreAI ThursdayScreenshotTour',
  },
  tie: {
    funny:
      'TieInTheSoup BowTieDadJokes TieTutorialFail SecretlyAClipOn TieTooLongSkit WhoTaughtYouThatKnot TieMatchesMyWallpaper WearingATieToBed',
    educational:
      'TeachSomeoneATie WhyDoWeWearTies TieFiveKnots LearnTheBowTie FromSilkwormToTie TiePatternQuiz TieLengthMath TieStyleDecadeGuess',
    travel:
      'TieCityPhotoWalk TieRollPackingHack TieKnotWithAView ThriftATieInEveryTown TheTackiestTieSouvenir BowtieSightseeingDay WearATieToTheBeach TieUpForTheMuseum',
    speed:
      'FastestTieKnot BowTieTimeTrial TieShirtMatchBlitz PassTheTieRelay WindsorInTenSeconds SuitAndTieSprint TieOnSomeoneElse TieAndShoesRace',
    music:
      'NecktieScatSolo TuxedoPianoBallad BowTieBarbershop TieAKnotToTheBeat BlackTieBigBand NecktieKaraokeNight TieSwingCrooner TieLipSyncDuet',
    tech: 'TieInReverseTrick TieTutorialIn15 TieKnotSlowMo AppPicksMyTie AIRatesMyTie GroupChatVotesMyTie TieTryOnFilter VideoCallTieCheck',
    pet: 'TiePrintDogBed TieFridayPuppyWalk TuxedoCatPhotoshoot TiePlushFetch TieBoxKittenHideout TieDrawerCatNapSpot TieDoodleOnPetPhoto TieRackParrotPerch',
    gaming:
      'BlackTieGameNight PinTheTieOnDad GuessTheTieKnot TieOnEveryAvatar TieTriviaDuel TieThemedCharades TieBreakerRound TieMemoryMatch',
  },
  'tie dye': {
    fitness:
      'TieDyeTeamRun TieDyeYogaFlow TieDyeBurpeeDare FiveKInTieDye SweatTheRainbow TieDyeJumpRope TieDyeTabata TieDyeJumpingJacks',
    prank:
      'TieDyeSockSurprise TieDyePillowcaseSwap TieDyeSlangAllDay MatchingTieDyeAmbush EveryoneInTieDye HippieDayWakeUp TieDyeLunchNapkins TieDyeDoorBanner',
    educational:
      'HowTieDyeWorks TieDyeColorMixing TryShiboriTieDye NaturalTieDyePlants WhySodaAshMatters AvocadoPinkDye TieDyePigmentQuiz TieDyeFoldPatterns',
    music:
      'TieDyeToTheBeat TieDyeDrumCircle TieDyeSixtiesKaraoke PsychedelicTieDyeRiff GroovyKindOfLove HippieHymnSingAlong TieDyeFolkSong TieDyeTambourineShake',
    tech: 'TieDyePhoneCase TieDyeWallpaper KeyboardSkinInTieDye DigitalTieDyePrint TieDyeFilterEverything WatchTheTieDyeSpread CodeATieDyeGenerator TieDyeTimelapseVideo',
    pet: 'TieDyeBandanaPup TieDyeDogHoodie TieDyeKittenBlanket TieDyeLeashWalk GroovyGoodBoy PeaceLoveAndPaws TieDyeHamsterHammock TieDyeCatPortrait',
  },
  tiger: {
    prank:
      'TigerPlushBedGuard TigerPawprintTrail FaceSwapWithATiger JungleSoundsDoorbell TigerForTea RoarWakeUpCall TigerOnTheSofa TigerEarsOnDad',
    educational:
      'WhyTigersHaveStripes TigersLoveWater HowManyTigersAreLeft TigerVsLionQuiz NoTwoTigersAlike InvisibleToDeer GuessTheTigerSubspecies TigerNightVision',
    cooking:
      'TigerBread TigerStripeCake TigerMilkTeaPour SwirlyTigerCookies GrrreatGranola JungleTrailMix TigerPancakeArt TigerFruitPlatter',
    travel:
      'CatchTheTigerNapping TigerSanctuaryVisit FindTigerStripesInTown SketchTheZooTiger TigerMuseumSelfie FirstTigerSighting TigerStatueHunt TigerPlushAdventure',
    music:
      'EyeOfTheTigerCover TigerStripeBeat TigerBassGrowl TigerLullaby TigerSingAlong JungleDrumCircle TigerRoarRemix KittenToTigerCrescendo',
    tech: 'ARTigerInYourRoom WatchTigerTrailCams HowAICountsTigers AnimateATigerDrawing MyCatIsSecretlyATiger TigerStripeFilterOnMyPet TigerRoarVoiceChanger TigerPhoneWallpaper',
    gaming:
      'TigerHideAndSeek TigerTailTag TigerMemoryMatch TigerSaysPounce TigerCardDuel TigerStripePuzzle TigersFootstepsGame TigerCharadesRound',
  },
  tired: {
    prank:
      'SleepMaskGooglyEyes TiredBreakfastInBed TiredCoffeeDoorDrop TiredChoreFairy TiredNapNookSurprise BlanketBurritoAmbush ExhaustedParentRescue TiredYawnTrap',
    educational:
      'TestYourTiredBrain TiredSleepDebtMath HowPowerNapsWork AreYawnsContagious WhyAmISoTired TiredOrHungryQuiz TiredReflexRulerDrop MapYourTiredBodyClock',
    travel:
      'JetLagRecharge TiredLayoverNap TiredOnTheBusHome TiredTouristPOV TiredTravelerCoffeeHunt TooTiredToSightsee TiredFeetCityWalk TiredHotelCheckIn',
    tech: 'TiredSleepTrackerTest TiredPhoneBedtimeLock TiredTechDetox TiredEyesNightMode SnoozeProofAlarm TiredWakeUpLightTrial TiredNapAppFaceOff TiredWhiteNoiseShowdown',
  },
  'to do list': {
    prank:
      'ToDoListDoneForYou AddASillyToDo StickyNoteCompliments ToDoListGoldStars FakeToDoForDad ChoresSecretlyFinished ToDoListTreasureMap ToDoListInEmojiOnly',
    speed:
      'ToDoListSpeedrun ToDoListPowerHour FiveTaskSprint ToDoListQuickWins ChecklistBlitz BeatTheBuzzerChores TickTockToDo ToDoListLightning',
    tech: 'LetAISortMyToDo WatchMeFinishMyToDoList ToDoAppShowdown AutomateAToDoTask ToDoWidgetGlowUp ToDoListInboxZero CodeYourOwnToDo VoiceOnlyToDoListDay',
    pet: 'CatSitsOnMyToDoList KittyKnocksPenOff DogWalkChecklist ToDoListPupBreaks PetApprovedToDoList HamsterChoreChart ToDoListWalkiesFirst ToDoListBunnyCare',
  },
  toast: {
    prank:
      'MessageOnYourToast ToastSmileyInJam ToastEmojiSurprise GooglyEyeToast SneakyToastSpeech ToastPlushSwap ToastHeartCutout ToastAsBirthdayCake',
    educational:
      'WhyToastBrowns ButterSideDownScience ToastMythOrFact MaillardToastLab ToastShadeQuiz ToastInTenLanguages ToastBreadBlindTest ToastCalorieGuess',
    travel:
      'CampfireToastOnAStick ToastCafeCrawl ToastInEveryCity BestFrenchToastInTown RateTheLocalToast HotelBuffetToastReview AvocadoToastBrunchHunt ToastBakeryVisit',
    fashion:
      'ButterYellowLook ToastCostumeDIY ToastBrownFitCheck ToastyTonesOutfit ToastOfTheTownStyle AvocadoToastEarrings ToastPrintNailArt ToastBrunchOOTD',
    tech: 'ToastLaunchInSlowMo ToastThatButtersItself ToastTimelapseBrown CanAIMakeToast AIRatesMyToast FindYourToastHexCode ToastFaceFilter ToastFoodPhotoGlowUp',
    pet: 'ToastPlushFetch ToastPillowPuppyBed ToastPopReaction ToastyPawsNap WhichOneIsToast PlainToastTreat ToastCatLoafContest ToastCrumbWatchDog',
    gaming:
      'ToastTicTacToe GuessTheToastTopping ToastJigsawPuzzle CatchTheToastReflex StackTheToastTower PerfectToastStreak ToastFlipTrickShot ToastBingoBreakfast',
  },
  toaster: {
    fitness:
      'ToasterPopSquats ToasterTimerPlank ToasterSpringJumps PushUpsBeforeToast ToasterBurpeeRace LungeTillItLaunches ToasterCycleCrunches ToasterWaitWallSit',
    prank:
      'ToasterGooglyEyes ToasterSmileySurprise BreakfastToastMessage ToasterTalksBack ToastedInitials ToasterCardboardDouble ToasterSaysGoodMorning ToasterStickyNoteJoke',
    educational:
      'HowToastersWork WhyToasterCoilsGlow ToasterSettingExperiment WhatsInsideAToaster ToasterMaillardDemo BeforeSlicedBread ToasterThenAndNow ToasterSafetyRules',
    cooking:
      'ToasterBagelBrunch ToasterWaffleSundae ToasterCrumpetStack HomemadePopTarts ToastWithTheMost JamSessionBreakfast ToasterMuffinMakeover ToasterPitaChips',
    travel:
      'ConveyorToasterRating ToasterCampsiteMorning ToasterStylesAbroad RentalKitchenToasterTest BuffetBreakfastRanking RoadsideDinerCrawl RateTheHotelToaster ToasterBreadShopTour',
    gaming:
      'ToasterCountdownDuel ToasterQuickDraw ToasterPopCatch ToasterBossBattle GuessTheToasterSetting BreakfastRushLevel ToasterTimerTrivia ToasterRockPaperScissors',
  },
  toddler: {
    tech: 'ToddlerProofMyPhone ToddlerVsSmartSpeaker ToddlerFirstVideoCall ToddlerFilmsMyDay ToddlerCameraRoll ToddlerStopMotionToys AITranslatesMyToddler ToddlerVoiceMemoDiary',
  },
  toilet: {
    educational:
      'HowAToiletFlushes WhoInventedTheToilet ToiletInSpaceQuiz GuessTheAncientToilet WhyToiletsSwirl ToiletMythBusters WorldToiletDayFacts SaveWaterAtTheToilet',
    cooking:
      'IsThisToiletRollCake ToiletPaperMeringue ToiletTrainingCupcakes DessertOrTPQuiz ToiletShapedCakePops ToiletBreakBiscuits FondantToiletTopper ToiletBowlPuddingCup',
    travel:
      'RateTheTrainToilet ToiletWithAViewHunt FunniestToiletSignHunt RestStopRatings FanciestToiletTour RoadTripToiletSOSKit FindTheCleanestToilet WeirdestToiletAbroad',
    gaming:
      'ToiletRollBowling BathroomEscapeRoom PlungerHoopla ToiletPaperToss ToiletLidTicTacToe ToiletTubeJenga ToiletTierList ToiletQuizCards',
  },
  'toilet paper': {
    educational:
      'HowToiletPaperIsMade ToiletPaperOverOrUnder ToiletPaperFactOrFake ToiletPaperWetTest StrongestTPChallenge SquaresPerRollMath ToiletPaperTrivia WhatWeUsedBeforeTP',
    travel:
      'RateTheRestStopTP CampingToiletPaperHacks ToiletPaperPackingDare ToiletPaperRoadTrip LeaveNoTraceKit NeverForgetTheTP BidetOrToiletPaper ToiletPaperInEveryBag',
    fashion:
      'ToiletPaperBridalGown ToiletPaperRunway MummyCostumeFitCheck ToiletPaperHatDesign ToiletPaperCouture ToiletPaperBowTie MakeAToiletPaperTutu TPTuxedoDare',
    tech: 'ToiletPaperTubeSpeaker ToiletPaperRollSlowMo ToiletPaperDropTest ToiletPaperLauncher ToiletPaperStopMotion TPUnrollTimeLapse ToiletPaperPhoneStand AIRatesMyToiletPaper',
  },
  tomato: {
    fitness:
      'TomatoGardenSquats TomatoBasketCarry TomatoCageStepUps WateringCanTomatoCurls PomodoroPlank TomatoPickingLunges TomatoTimerTabata TomatoWeedingWorkout',
    prank:
      'TomatoCakeIllusion CherryTomatoSmileys GooglyEyeTomatoes TomatoLadybugSnacks OvernightGiantTomato TomatoOnTheRosebush PaintedRockTomato TomatoPlushInTheFridge',
    educational:
      'TomatoFruitOrVeggie TomatoRipeningLab WhyTomatoesTurnRed BlindTomatoTasting PoisonAppleMyth CountTheSeedsQuiz TomatoBananaExperiment GuessTheTomatoCousin',
    travel:
      'UglyTomatoTasteTour PickYourOwnTomatoes TomatoSandwichPicnic HeirloomTomatoMarket TomatoRoadsideStandHunt TomatoFarmDayTrip TomatoFestivalHop TomatoCommunityGarden',
    fashion:
      'TomatoGirlSummerFit TomatoPrintDress TomatoEarringStack RedGinghamTomatoLook TomatoMonochromeOOTD CapriTomatoSundress TomatoStrawHat TomatoMarketTote',
    speed:
      'TomatoPickingRace TomatoBasketFillClock TomatoSizeLineup CherryTomatoRelay TomatoVineTieUpTimer StackTheTomatoes TomatoWashAndDryRush TomatoSeedSortSprint',
    music:
      'TomatoCanDrums TomatoSliceASMR SingToYourTomatoes TomatoHarvestSong TomatoTomahtoDuet TomatoSauceStirRhythm OperaForATomato TomatoMarketJingle',
    tech: 'TomatoGrowthTimelapse SeedToTomatoPhotoDiary TomatoStopMotionSalad PomodoroTomatoTimer AIPicksTheRipest SelfWateringTomatoHack ScanMyTomatoPlant TomatoMacroLensDare',
    pet: 'PetNamedTomato TomatoPlushFetch TomatoPillowNap KittenTomatoToyChase LilCherryTomatoPup RipeForCuddles TomatoTugOfWar TomatoPrintBlanket',
  },
  'tooth fairy': {
    fitness:
      'ToothFairyWingFlaps ToothFairyBearCrawl ToothFairyStairSneak ToothbrushSquats ToothFairyTiptoeLunges PillowFortPushups TrainLikeTheToothFairy ToothFairyStarJumps',
    educational:
      'BabyTeethFacts ToothFairyMouseLegend ToothFairyCoinMath GuessTheToothFairyCountry GrownUpToothScience LooseToothQuiz ToothFairyBrushingCheck ToothFairyLetterWriting',
    travel:
      'LostToothOnVacation ToothFairyMapTrail ToothFairyRoadTrip ForeignToothFairyCoins FairyGardenHunt HotelToothFairyVisit ToothFairySleepover ToothFairyPostcardHome',
    fashion:
      'ToothFairyCostume ToothFairyTutuGlam FairyDustSparkleLook DressLikeTheToothFairy ToothFairyWingsDIY ToothFairyWandMakeover ToothFairyCrownCraft ToothFairyStarHairClips',
    tech: 'TrackTheToothFairyLive ToothFairyGreenScreen ToothFairySparkleEdit CatchTheToothFairyCam ToothFairyVoiceNote ToothFairyStopMotion ToothFairyVideoCall ToothFairyEmailReply',
    pet: 'ToothFairyParrotPeek PuppyLostToothDay ToothFairyVisitsTheDog DogToothbrushTime KittenToothFairy CatGuardsThePillow ToothFairyBunnyHelper ToothFairyPupPatrol',
  },
  toothbrush: {
    educational:
      'ToothbrushPlaqueDye HowOftenToSwapToothbrush FirstToothbrushEver SpinVsManualToothbrush WhyTwoMinutes ToothbrushBristleZoomIn ToothbrushAngleLesson ToothbrushRecyclingFacts',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip ToothbrushRoadTripKit ToothbrushWithAView ToothbrushCarryOnCheck ToothbrushByTheCampfire HotelToothbrushReview ToothbrushAtTheRestStop',
    tech: 'ToothbrushBristlebot SmartToothbrushTest ToothbrushTimerAppDuel SlowMoToothbrushCam ToothbrushStopMotion BrushScoreShowdown ToothbrushBristleMacro ToothbrushUnboxingASMR',
    pet: 'ToothbrushPupReaction CatMeetsToothbrush DogFingerToothbrush ToothbrushVetApproved DoggyDentalDay PearlyWhitesPet ToothbrushKittenGroom ToothbrushPuppyPatience',
  },
  toothpaste: {
    prank:
      'ToothpasteCapSmileyFace ToothpasteTubeTinyHat GooglyEyedToothpaste RenameTheToothpaste ToothpasteLoveNote MintyMirrorMessage ToothpasteGiftWrap ToothpasteHeartOnBrush',
    educational:
      'ElephantToothpaste ToothpasteEggshellTest ToothpasteStripeSecret WhatsInToothpaste ToothpasteThenVsNow WhyOJTastesWeird ToothpasteLabelDecoded ToothpasteFluorideFacts',
    cooking:
      'ToothpasteLayerMilkshake ToothpasteTubeCake ToothpasteStripeJello ToothpasteMintBark PipeItLikeToothpaste MintyFreshMacarons ToothpasteSwirlCookies ToothpasteTwinParfait',
    travel:
      'ToothpasteDotsPacking CarryOnToothpasteHack HotelToothpasteRating ToothpasteTabletsTest ForgotMyToothbrush ThreeOunceRule ToothpasteCampingRoutine ToothpasteSouvenirFlavors',
    fashion:
      'StripedToothpasteNails ToothpasteSneakerClean ToothpasteStainFix ToothpasteTubeBag MintyFreshFit PearlyWhitesOutfit ToothpasteStripeOutfit ToothpasteMintGreenLook',
    gaming:
      'ToothpasteVsPlaque ToothpasteCapFlickOff ToothpasteBossFight ToothpasteTubeFlip CavityCrusher GermsGameOver ToothpasteDotTicTacToe ToothpasteBoxBowling',
  },
  tornado: {
    fitness:
      'TornadoKick StormChaserSprints TornadoRopeWaves TornadoTabata TornadoMedBallTwist WhirlwindBurpees TornadoPlankHold TornadoTuckJumps',
    funny:
      'TornadoBedroomReveal TornadoFlyingCowBit StormChaserNarrator ToddlerTornadoPOV TornadoWeathermanSkit TornadoDorothyRemake TornadoUmbrellaFail TornadoWindTunnelFace',
    prank:
      'TornadoJarSurprise StormInATeacup TornadoFanStreamers TornadoInTheFridge ConfettiTornado TornadoHugWakeUp TornadoBalloonRoom TornadoDeskMakeover',
    travel:
      'PackYourTornadoGoBag FindTheTornadoSafeSpot TornadoAlleyMuseumTrip TornadoWeatherStationTour TornadoBottleHike TornadoBooksAtTheLibrary TornadoSafetyOnTheRoad TornadoSlideAtThePark',
    speed:
      'TornadoDrillRace VortexJarSprint TornadoKitPackClock TornadoFactBlitz TornadoTwirlCount TornadoFlashlightFind FastestTornadoBottle TakeCoverTornadoTimer',
    tech: 'TornadoInABottleSlowMo PlayTornadoWeatherAnchor TornadoAlertAppTest TornadoForecastFaceOff TornadoStopMotion TornadoRadarTimeLapse TornadoGreenScreenReport TornadoFactCheckTheAI',
  },
  tortilla: {
    fitness:
      'TortillaPressArmDay LungeForTheTortilla TortillaBallSquats TortillaKneadingReps BurritoBurpees TortillaRollOutPlank TortillaWrapCrunches TortillaStackCarry',
    prank:
      'SmileyFaceTortilla TortillaTeddyBlanket TortillaWrappedGift TortillaInTheTin BurritoYourBestie SewingKitSurprise TortillaLoveLetter TortillaPuzzleLunch',
    educational:
      'CornVsFlourTortilla WhyTortillasPuffUp NixtamalTortillaLab TortillaFactOrMyth TortillaDoughScience TortillaPiMath TortillaPressPhysics TortillaWordsInSpanish',
    travel:
      'TortilleriaVisit TortillaStreetTacoTour MercadoTortillaHop TortillaFoodTruckHunt TortillaRoadTripTasting SpanishTortillaHunt HandmadeTortillaQuest TortillaPicnicWraps',
    speed:
      'TortillaFlipRace WrapATortillaFast TortillaStackSprint HundredTortillaHustle TortillaMasaBallRoll BurritoFoldOff TortillaTossAndCatch TortillaPinwheelBlitz',
    pet: 'DogNamedTortilla TortillaPupSnuffleMat TortillaPlushFetch TortillaTreatPuzzle TortillaBandanaPose PetFiestaPortrait KittenTortillaBlanket TortillaCatBedNap',
  },
  tortoise: {
    prank:
      'TortoisePlushSwap TortoiseCourierNote IsItARockOrTortoise TortoiseCakeSurprise TortoiseHideAndSeek TortoisePebbleDecoys TortoiseSpeedingTicket TortoiseSlowMotionDay',
    educational:
      'HowOldIsMyTortoise TortoiseVsTurtleQuiz TortoiseShellRings TortoiseSpeedMath WhyTortoisesHibernate TortoiseGiantsToScale TortoiseFoodYesOrNo CanTortoisesHear',
    tech: 'TortoiseSlowMoMunch TortoiseTimelapseTrek TortoiseGardenCam AppTracksMyTortoise TortoiseThenAndNow ClockMyTortoiseSpeed TortoiseVideoCallGrandma TortoiseEyeViewFilm',
    gaming:
      'TortoiseGardenMaze TortoisePicksMyMove TortoiseDerbyDice TortoiseVsHareBoardGame ShellShuffleCards TortoiseSlowMoCharades TortoiseTriviaNight TortoiseStrawberryQuest',
  },
  tourist: {
    prank:
      'TouristFannyPackWakeUp TouristOutfitBreakfast FakeSouvenirUnboxing TouristGuideForFriends PostcardFromTheCouch PretendTouristDay TouristTourOfYourHouse TouristSelfieStickDinner',
    music:
      'TouristBuskerDuet TouristAnthemForMyTown TouristTrapRap LearnALocalSong TouristPhrasebookSong TouristSouvenirShakerJam TouristJingleWriter TouristBusSingAlong',
    tech: 'SelfieStickTricks TranslateAppFails TouristPhotoDumpEdit OfflineMapsTourist AIAsMyTouristGuide TouristPanoramaGlitch TouristPodcastWalk TouristPriceScanRace',
    pet: 'DogPlaysTourist TouristCatCafeStop TouristPuppyLandmarks PetFannyPackFit PawFriendlyHotelHunt TouristSelfieWithPup TouristTrailWithRover TouristPetCamCheckIn',
  },
  'tow truck': {
    fitness:
      'TowTruckSledPull TowTruckTugOfWar TowTruckBlanketDrag WinchCrankCurls HookAndHaulHIIT TowTruckRopeRows HumanTowTruck TowTruckWheelbarrow',
    educational:
      'HowTowTrucksWork FlatbedVsHookTow TowTruckPulleyPower TowTruckLeverLab WhoInventedTheTowTruck TowTruckWinchMath TowTruckFrictionTest GuessTheTowTruckLoad',
    speed:
      'TowTruckDerby TowTruckRescueRelay TowTruckPuzzleSprint FlatbedLoadingBlitz TowTruckWinchDash TowTruckToyCleanup ReelInTheTowTruck TowTruckTimeTrial',
    tech: 'RCTowTruckRescue TowTruckSlowMoHookUp CodeATowTruckGame TowTruckToyMovieTrailer AIDrawsMyTowTruck TowTruckDashCam TowTruckStopMotion GreenScreenTowTruck',
    pet: 'TowTruckPrintDogBandana CatVsToyTowTruck PuppyTowService TowTruckSnuggleBuddy TowTruckPetWagon BunnyRidesTheFlatbed TowTruckTreatDelivery KittenTowTruckChase',
  },
  towel: {
    educational:
      'TowelAbsorbencyTest WhyDampTowelsSmell TowelFabricFaceOff WhichTowelDriesFaster HowTowelsDrink MicrofiberMystery TowelFoldingGeometry DecodeTowelCareLabels',
    travel:
      'HotelTowelAnimals TowelSuitcaseFold BeachTowelTurfWar OneTowelTrip SunLoungerTowelDash TowelPicnicAtThePark TowelOnEveryShore TowelRollNeckPillow',
    tech: 'TowelReverseVideoTrick TowelElephantTimeLapse TowelSoakUpMacroShot CopyTheHotelTowelFold TowelDryerBallTest CanAIDesignATowelSwan TowelCapeGreenScreenHero TowelPhotoBackdrop',
    pet: 'TowelNestForKitten DogStealsTheTowel AfterBathTowelZoomies TowelRubDownPuppy PeekABooTowel TowelTugOfPaws HoodedTowelHound TowelPetBedFold',
  },
  toy: {
    educational:
      'InsideAWindUpToy ToysThenAndNow ToySlinkyStairs ToyCarRampPhysics HowTeddiesAreMade WhyTopsDontFall ToySafetyTestLab ToyMagnetExperiment',
    speed:
      'ToyCarDragRace ToyTowerStackOff ToyCleanupIn60 RainbowToySort FastestToyPuzzle LegoBuildBlitz ToyShapeSorterDash ToyStackingCupsSprint',
    pet: 'PetPicksAToy NewToyZoomies FindTheHiddenToy ToyRotationDay ToyCatWandChase TugOfWarToyDuel ToyBasketTidyUp FavoriteToyLineup',
  },
  'toy store': {
    fitness:
      'ToyStoreJumpRope PlushieSquatSet ToyStoreHulaHoop ToyStorePogoPower HopscotchHustle ToyStoreBagCurls ToyStoreBeanbagLunges SpaceHopperToyStore',
    prank:
      'ToyStoreGiftBoxDecoy ToyStoreMysteryBag ToyStorePuppetShow TeddyBearTakeover ToyshopWindUpInvasion ToyStoreDuckArmy ToyStoreDinoInFridge SqueakyToyStoreChair',
    educational:
      'HowToysAreMade ToyStoreBudgetBoss ToyStorePriceMath GuessTheToyDecade ToyStoreTimeMachine ToyStoreInventorQuiz ToyStoreScienceKit ToyStoreAgeLabelsDecoded',
    cooking:
      'ToyStoreBrickCake ToyStoreTeaParty ToyStoreYoyoCookies TeddyBearPancakes BuildingBlockBrownies ToyshopCandyJars ToyStoreFruitSkewers BakeAToyStoreTrain',
    gaming:
      'ClawMachineChampion ToyStorePackBattle ToyStoreBoardGameFaceOff ToyshopDemoDuel ToyStoreMarbleRun RetroConsoleRematch ISpyInTheToyStore JengaAtTheToyStore',
  },
  tractor: {
    fitness:
      'TractorWheelbarrowRace TractorFarmerCarry TractorFieldLunges HumanTractorPull FarmStrongCircuit HorsepowerHIIT HaulLikeATractor TractorEngineWallSit',
    educational:
      'HowTractorsWork TractorTorqueMath TractorVsCombineQuiz WhyTractorWheelsDiffer HorseToHorsepower GuessThatFarmMachine TractorThenAndNow TractorPlowingPhysics',
    wellness:
      'TractorMeadowStroll SlowAsATractorSunday DawnTractorChores LifeAtTractorSpeed OpenSkyBreathing DirtRoadDaydream TractorSeatSunrise TractorSoundsToSleep',
    speed:
      'PedalTractorDash ToyTractorRace TractorPuzzleIn60 TractorPartsNameBlitz HarvestHustle BeatTheStormClouds TractorColoringRace TractorFarmSetupSprint',
    tech: 'ToyTractorPlowsTheRug TractorGreenScreenRide AIDesignsMyTractor TractorFactCheckTheAI AnimateYourTractorDrawing TractorRevRingtone LegoTechnicTractor TractorBuildTimeLapse',
    pet: 'DogVsToyTractor TractorPaintedPetBowl PuppyInTractorWagon KittenNapsOnTractor TractorPetParade BarnCatForeman TractorTreatDelivery TractorBunnyHutchTour',
  },
  traffic: {
    dance:
      'TrafficHandSignalSteps TrafficCopMoves TrafficConeChoreo TrafficWardenWiggle GridlockGroove TrafficPlaymatShuffle TrafficSignPoseOff TrafficLightFreezeDance',
    fitness:
      'TrafficCopArmCircles TrafficConeDrills StopGoTrafficSprints TrafficSafeBikeSkills RedLightBurpees TrafficFreeTrailRun TrafficSignalSquats TrafficMergeLunges',
    educational:
      'HowTrafficLightsWork WhyTrafficJamsHappen PhantomTrafficWaves ZipperMergeTraffic TrafficRoundaboutQuiz SignShapesDecoded TrafficFlowExperiment TrafficCountingSurvey',
    cooking:
      'TrafficLightCookies TrafficConeCupcakes TrafficSignalPeppers TrafficStripeSandwiches GridlockGranola StopAndGoSmoothie HomemadeTrafficJam TrafficCommuteMuffins',
    fashion:
      'TrafficLightOutfit TrafficConeOrangeFit TrafficColorBlocking HiVisTrafficStreetwear RedAmberGreenLook TrafficReflectorStyle TrafficCopCosplay TrafficSignPrintTee',
    music:
      'TrafficJamSingAlong CityTrafficRemix TrafficReportRap RushHourTrafficBlues BlinkerBPM HornSectionHonkOff StuckInTrafficKaraoke TrafficPotLidDrumming',
    tech: 'TrafficAppETAGuess ToyCarTrafficJamStopMo TrafficTimelapseCam NavVoiceInTraffic TrafficRouteShowdown AIFixesGridlock CodeATrafficSignal TrafficCommuteDashcam',
    pet: 'DogWatchesTheTraffic PetSeatbeltInTraffic CatCountsTraffic ParrotHonksInTraffic BackseatDriverPup TrafficJamCrateNap TrafficSignalSit TrafficCarrierKittenRide',
    gaming:
      'TrafficJamPuzzle TrafficISpyRound TrafficCarColorBingo TrafficPlateAlphabetRace CrossyRoadHighScore TrafficCopFreezeGame TrafficSignalSimon TrafficWouldYouRather',
  },
  'traffic cone': {
    fitness:
      'TrafficConeAgility BearCrawlTrafficCones ZigZagConeDrill TrafficConeSquatTouch TrafficConeBurpees TrafficConeShuttleRun TrafficConeLateralHops TrafficConeSkaterJumps',
    educational:
      'WhyConesWearOrange HowTrafficConesAreMade TrafficConeMythOrFact TrafficConeGeometry TrafficSignQuiz TrafficConeReflectorTest TrafficConeStackMath TrafficConeRoadRules',
    travel:
      'TrafficConeBingo TrafficJamGames TrafficConeRoadTripTally TakeTheScenicDetour TrafficConeWalkingTour OrangeConeSpotting TrafficConeCityHunt TrafficConePostcards',
    wellness:
      'TrafficConeBoundaries DetourNotDeadEnd TrafficJamBreathing TrafficConeSlowZone ConeOfCalm TrafficConeQuietCorner TrafficConeStretchBreak TrafficConeMantra',
  },
  'traffic light': {
    educational:
      'HowTrafficLightsWork TrafficLightMythOrFact TrafficLightAbroadGuess TrafficLightTimingMath StoplightInventorQuiz WhyRedMeansStop TrafficLightSafeCrossing TrafficLightColorScience',
    travel:
      'TrafficLightRoadTripCount TrafficLightPhotoWalk OddTrafficLightHunt StoplightFigureHunt StoplightSpotting TrafficLightsOfTheWorld TrafficLightCityTour TrafficLightBusWindow',
    wellness:
      'BreatheAtTrafficLights TrafficLightMoodCheck TrafficLightPause TrafficLightGratitude RedLightRelaxation GreenLightSelfCare StoplightJournaling TrafficLightBedtimeCue',
    speed:
      'TrafficLightReaction CupFlipTrafficLight TrafficLightTagBlitz TrafficLightSprint GreenLightGo TrafficLightBeanbagToss StoplightReflexTest TrafficLightColorSort',
    music:
      'DrumToTheTrafficLight TrafficLightHandbells TrafficLightTempo TrafficLightBeat StopAndGoChorus RedLightRemix StoplightSingOff TrafficLightLoudQuietSong',
  },
  train: {
    fitness:
      'TrainStationStairs TrainSeatStretch TrainRideCalfRaises TrainChugCardio TrainEngineArmCircles LocomotiveLunges TrainBackpackSquats TrainCabooseCrunches',
    educational:
      'HowTrainsWork SteamToBulletTrain TrainSignalsDecoded MagnetTrainMagic TrainWhistleCodeQuiz TrainVsPlaneMath ReadATrainTimetable TrainRouteGeography',
    cooking:
      'TrainStationBento TrainCupcakeCaboose TrainSnackBox TrainRidePicnic TrainDiningCarAtHome WatermelonLocomotive GravyTrainPotPie TrainShapedPancakes',
    fashion:
      'TrainFitCheck TrainStationStyle TrainPajamaParade OutfitMatchesTheTrain OrientExpressGlam ConductorChic BridalTrainTwirl TrainEngineerOveralls',
    tech: 'TrainRideHyperlapse ToyTrainPOVCam TrainWifiVsHotspot TrainWindowTimelapse TrainCabinDecibelCheck TrainSoundsBeatMaker TrainArrivalGuess TrainVideoDiary',
  },
  'train station': {
    dance:
      'TrainStationFlashMob TrainStationLocomotion DanceAtTheTrainStation AllAboardTrainShuffle SoulTrainLine TrainStationPianoSway TrainStationWaitingWaltz TrainStationBenchBop',
    fitness:
      'TrainStationStairClimb SuitcaseCarryToTrain WalkToTheTrainStation TrainStationNeckRolls TrainStationWallSit TrainStationStepUps TrainStationCalfRaises TrainStationBenchDips',
    prank:
      'TrainStationBalloons TrainStationCostumePickup SurpriseAtTrainStation RedCarpetTrainArrival FakeChauffeurSign TrainStationKazooWelcome TrainStationTourGuide TrainStationCheerSquad',
    educational:
      'HowTrainsSwitchTracks ReadATrainTimetable TrainStationDepartureMath TrainStationSignals WhySwissClocksPause GuessThatTrainStation TrainStationBuildingQuiz TrainStationMapSkills',
    speed:
      'TrainStationTicketRace TrainStationMapBlitz CatchTheTrainDash FindYourTrainIn60 TrainStationCityAlphabet TrainStationSpeedSketch TrainStationSignSpotRace TrainStationTimetableQuiz',
    art: 'TrainStationSketchbook TrainStationClockPhoto TrainTicketCollage LongExposureTrainShot TrainStationSymmetryHunt PaintThePlatform TrainStationMiniModel TrainStationPosterDesign',
    tech: 'TrainStationTimelapse TrainTrackerAppTest TrainStationNightModeShot OfflineTrainMapHack TrainStationHyperlapse FreeWifiSpeedRank TrainStationPanorama TrainStationVlog',
  },
  trampoline: {
    funny:
      'TrampolineDadReturns GrandmaOnTheTrampoline TrampolineStaticShock TrampolineWobblyLanding TrampolineHairExplosion TrampolineCommentary TrampolineNewsAnchor TrampolinePhotoFaces',
    prank:
      'TrampolineBalloonFill MovieNightOnTrampoline GlowStickTrampoline BallPitSurprise TeddyBearBounceHouse TrampolinePicnicSetup TrampolineBubbleStorm TrampolinePlushieParty',
    educational:
      'TrampolinePhysics TrampolineHeightMath WhoInventedTrampolines PotentialToKinetic OneJumperAtATime TrampolineSafetyRules TrampolineEggDrop TrampolineGravityFacts',
    travel:
      'TrampolineInEveryTown TrampolineAtGrandmas TrampolineParkRatings TrampolineCityHopping BounceHouseRoadTrip NinjaCourseWeekend TrampolineWithAView TrampolineBackyardCampout',
    tech: 'TrampolineSlowMo HowHighOnTheTrampoline TrampolineHangTimeTimer TrampolineLevitation TrampolineFreezeFrameShot TrampolineToTheMoon TrampolineBurstMode TrampolineSmartwatchJumps',
    pet: 'TrampolineCatNap DogGuardsTheTrampoline ShadeSnoozeUnderneath PupWatchesTheBounce TrampolineBreakPetCuddles TrampolineKittenLookout TrampolineThenFetch TrampolineBunnyLawnTime',
    gaming:
      'TrampolineDodgeball PopcornTrampolineTag TrampolineHorseGame TrampolineSimonSays TrampolineAlphabetHops FloorIsLavaBounce RedLightTrampoline TrampolineBalloonVolley',
  },
  trash: {
    funny:
      'TrashTetrisOverflow TrashNightNegotiation TrashPandaVoiceover TrashBagBurstFail TrashDayPajamaDash LitterBugSkit TrashWhoseTurnDebate TrashSmellFaces',
    prank:
      'TrashCanGooglyEyes TakeOutTheTrashInATux TrashTruckDriverCheer TrashPandaDisguise TrashLidSmileyFace CurbsideRedCarpet DoTheirTrashDuty TrashFairyVisit',
    fashion:
      'TrashBagCouture ThriftedNotTrashed TrashToRunway TrashToTreasureFit BottleCapBling TrashRainPonchoDIY TrashFashionWeek TrashChipPacketPurse',
    tech: 'TrashTimeLapseCleanup OldPhoneNotTrash TrashStopMotionMonster AIRecycleOrTrash TrashPickupHyperlapse MendBeforeYouTrash TrashEwasteDropOff TrashAuditAppTest',
    pet: 'TrashBoxFortForBunny TrashDayDogWave TrashNightCatPatrol TrashRecycledParrotToy CardboardKittenCastle BinSniffInspector TrashCanTreatPuzzle TrashCleanupWalkies',
  },
  'trash can': {
    dance:
      'TakeOutTheTrashStrut BinDayBoogie TrashCanLidStomp TrashCanWheelieSpin TrashTalkTwoStep TrashCanWheelGroove TrashCanMoonwalk TrashCanFreezeFrame',
    tech: 'HungryTrashCanStopMotion TrashCanFillsUpTimeLapse TrashCanSortingAI TouchlessTrashCanHack TrashCanThatTalks TrashCanPOVBinDay TrashCanReminderAlarm TrashCanPickupCalendar',
    pet: 'DogProofTheTrashCan WhoRaidedTheBin TrashCanLeaveIt PetVsTrashCanLid TrashDayBarkOff TrashCanTreatPuzzle TrashCanShapedCatBed TrashCanLatchTest',
    gaming:
      'TrashCanCornhole TrashCanPaperHoops TrashCanRingToss TrashCanTrickShots TrashCanBottleFlip TrashCanPingPongBounce TrashCanMiniGolfHole TrashCanSockBasketball',
  },
  'trash day': {
    prank:
      'GooglyEyesOnTheLid TrashDayBinCostume NeighborCurbsideValet TrashDayRedCarpetWalk TrashDayThankYouNote TrashCanNameTags TrashDayFanfare TrashDayMedalForDad',
    educational:
      'WhereOurTrashGoes TrashOrRecycleQuiz TrashDayLandfillMath DecodePlasticNumbers HowLongTrashLasts CompostInAJar TrashDayTruckArmScience TrashDayWasteAudit',
    travel:
      'TrashDayAtTheCampsite TrashDayParkCleanup TrashPickupBeachTrip TrashDayNeighborhoodLoop RecyclingCenterTour TrashFreeHike TrashDayCityBinHunt TrashDayHotelRoomTidy',
    tech: 'AIRecyclingSorter TrashDayTruckTimeLapse TrashDayBinCountdown TrashDayRingtone NeverMissTrashDay TrashCanCamPOV TrashDayCalendarAlert TrashDayDoorbellVideo',
  },
  travel: {
    fitness:
      'SuitcaseSquats LayoverLaps TravelDayStretch TravelBackpackLunges TravelPushUpsEverywhere TravelStepsStreak TravelTowelYoga TravelHotelRoomHIIT',
    prank:
      'SurpriseTravelReveal TravelPlushPostcards TravelerWelcomeSign StaycationFakeout SuitcaseLoveNote TravelSizeEverything TravelPillowTakeover TravelLivingRoomAirline',
    educational:
      'HelloInTenLanguages TravelPhraseOfTheDay TravelTimeZoneMath GuessWhereITraveled TravelFlagQuiz LearnOneLocalCustom TravelTippingRules101 TravelFindNorthDare',
    tech: 'WhatsInMyTechPouch TravelPowerBankTest TravelGadgetCheck AIPlansMyTravel TravelTranslateAppFails TravelOfflineMapsOnly TravelDayIn60 TravelChargerCableSort',
    pet: 'CatInTheSuitcase PetTravelBuddy PuppyPassportPhoto TravelCarrierTrial TravelingDogVlog KittenTravelTest TravelWaterBowlHack TravelSitterNotesForBunny',
    gaming:
      'TravelGeoGuessrDuel TravelTriviaNight TravelChessOnTheTrain TravelBingo TravelSolitaireRace PassportStampQuest TravelLicensePlateGame TravelTwentyQuestions',
  },
  treadmill: {
    dance:
      'TreadmillSlowPaceClaps InclineWalkGroove TreadmillSideShuffle HeadBopOnTreadmill PostTreadmillHappyDance TreadmillTwoStep RunningManTreadmill TreadmillCooldownSway',
    educational:
      'TreadmillStepMath TreadmillHeartZones WhyInclineWalkingBurns WalkVsRunTreadmill TreadmillMythOrFact DoTreadmillsLie TreadmillCalorieTruth TreadmillPostureCheck',
    travel:
      'TreadmillVirtualHike TreadmillWithAView TreadmillCityWalkVideo TreadmillToTokyo RateTheHotelTreadmill InclineWalkTheAlps TreadmillMilesAcrossTheUS TreadmillWorldWonders',
    tech: 'TreadmillWorkdayVlog TreadmillStepCountCheck TreadmillStreetViewWalk UnderDeskTreadmill SmartwatchVsTreadmill TreadmillTechTierList TreadmillTypingTest TreadmillTabletStand',
    pet: 'TreadmillCatStareDown TreadmillPuppyCheer DogWatchesMyTreadmill TreadmillBreakKittenPlay PawsOffTheTreadmill TreadmillCoachCorgi WalkiesVsTreadmill TreadmillThenPetCuddles',
  },
  'treasure hunt': {
    prank:
      'FakeTreasureMap TreasureHuntChoreTwist BuriedTreasureNote BirthdayTreasureTrail LoveLetterTreasureHunt XMarksTheSnack TreasureHuntBreakfast TreasureHuntRiddleBox',
    wellness:
      'EverydayTreasureHunt GratitudeTreasureBox MindfulTreasureWalk TreasureHuntForBirdsong HuntForSmallJoys SeaGlassMeditation TreasureHuntSunbeams TreasureHuntKindNotes',
    tech: 'TreasureHuntVoiceClues GPSTreasureHunt TreasureHuntInAR CodeATreasureHunt TreasureHuntEmojiMap ScanToFindTheLoot TreasureHuntQRTrail TreasureHuntSelfieProof',
    gaming:
      'TreasureMapQuest TreasureHuntRiddleRace TreasureHuntDiceDash FindAllTheTreasure LootChestShowdown TreasureHuntHotAndCold TreasureHuntEscapeBox TreasureHuntClueRelay',
  },
  treehouse: {
    dance:
      'TreehouseYardDisco ShuffleInTheTreehouse TreehouseFairyLightSway TreeFortBoogie TreehouseTwist TreehouseGardenConga TreehouseMonkeyMoves TreehouseSquirrelWiggle',
    prank:
      'TreehousePassword TreehouseFakeSnackHoist TreehouseKeepOutSign WalkieTalkieTreehouse WhisperingTreehouse MysteryBasketDrop TreehouseWelcomeBanner TreehouseTeddyTenants',
    educational:
      'TreehouseEngineering HowTreehousesStayUp TreehouseLoadMath TreehouseRecordQuiz TreehouseRailingRules PickTheRightTree TreehouseKnotSchool TreehouseLeafIdentify',
    speed:
      'TreehouseStickBuildRace TreehousePulleyRelay TreehouseLeafSortTimer MiniTreehouseIn10 FastestKnotWins TreehouseCardboardRush TreehouseHoistRace TreehouseSketchBlitz',
    tech: 'TreehouseWalkieTalkie TreehouseBuildsItself TreehouseDayToNight TinCanTreehousePhone WiFiInTheWoods AIDesignsMyTreehouse TreehouseSecurityCam Treehouse3DModel',
    gaming:
      'MinecraftTreehouseBase TreehouseBoardGames TreehouseSurvivalBuild RobloxTreehouseTour TreehouseCardNight TreehouseHideAndSeek TreehouseCheckersMatch TreehouseTreasureMap',
  },
  tricycle: {
    fitness:
      'TricyclePedalSprint TrikeHillClimb TricycleFigureEight TricycleHundredLaps ThreeWheelCardio KickstandPlank TricycleThighBurner TricycleConeWeave',
    prank:
      'TrikeBirthdayRide TricycleHonkWakeUp TricycleInTheLivingRoom TricycleMailDelivery DadOnATricycle StreamerSneakAttack ShowUpOnATricycle TrikeBalloonBouquet',
    educational:
      'TricycleVsBicycle WhyThreeWheelsStand TricycleGearRatio WhoInventedTheTrike TricyclePedalPhysics TricycleCenterOfMass TricycleThenAndNow TrikeHelmetSafety',
    tech: 'TricycleLightsMod TrikeHandlebarCam TricycleStopMotion TrikeRideHyperlapse TricycleRaceOnTheMoon HowFastIsYourTrike TricycleStreamerSlowMo TricycleGreenScreen',
    pet: 'TricycleTreatTrail TricycleCatVsBell TricycleDogEscort TrikeSidecarPuppy ThreeWheelsFourPaws TricycleBasketCatNap TricycleBoxBunnyFort TricycleKittenInspection',
  },
  trivia: {
    funny:
      'TriviaWildGuesses GameShowHostParody TriviaConfidentlyWrong TeamNamePuns PopQuizPanic TriviaKnowItAll TriviaDramaticReveal TriviaBlankStares',
    travel:
      'TriviaRoadTrip TriviaLandmarkQuiz MuseumPlaqueHunt TriviaCityQuest TriviaAtEveryStop StumpYourTourGuide TriviaTrainRide TriviaFlagSpotting',
    pet: 'PawBuzzerQuiz TriviaDogBreedGuess TriviaCatChooses PetTriviaNight KittyPicksTheAnswer TriviaWhoseBarkIsIt TriviaPetFactOrFake TriviaTreatRewards',
  },
  trophy: {
    educational:
      'FamousTrophyQuiz TrophyMagnetTest WhyTrophiesHaveHandles TrophyEngravingLab HowMedalsAreMade TrophyMythOrFact GuessTheTrophySport TrophyGoldPlatingFacts',
    tech: 'TrophyComesToLife TrophyTurntableShot TrophyPhotoGlowUp TrophyConfettiGreenScreen AIWritesMyTrophySpeech TrophyThatTalks SlowMoTrophyLift DesignATrophyEmoji',
    gaming:
      'TrophyHideAndSeek TrophyForTheCheckersChamp TinFoilTrophyPlayoff TrophyTournament BoardGameTrophyNight TrophyRingToss WinnerKeepsTheTrophy TrophyDominoesDuel',
  },
  truck: {
    dance:
      'TruckStopStomp TruckCabTwoStep TruckHornHustle MonsterTruckMoves BackUpBeepBounce TailgateLineDance KeepOnTruckinStrut TruckerHatShuffle',
    fitness:
      'TruckWashWorkout TruckBedStepUps TruckCargoCarry TruckLoadSquats TruckUnloadCircuit ToyTruckRollOuts TruckerTabata TruckGroceryHaulLunges',
    educational:
      'HowTrucksHaul TruckBlindSpotLesson NameThatTruck WhyEighteenWheels TruckAirBrakeScience DieselVsElectricTruck TruckerTalkDecoded TruckDeliveryRouteMath',
    travel:
      'TruckBedCamping TruckStopFinds TruckTailgatePicnic OneTankTruckTrip FoodTruckCrawl TruckMuseumVisit PickupTruckSunrise TruckFarmersMarketRun',
    music:
      'TruckHornSymphony TruckCabSingAlong WriteATruckSong TruckRadioKaraoke EngineRevRemix ConvoyCover TruckBedJamSession TruckDoorBeatbox',
    tech: 'TruckDashCamSetup TruckTimeLapseDrive BackupCameraHack RCTruckObstacleCourse TruckBedOffice AIDesignsMyDreamTruck TruckTechTour TruckSoundsRingtone',
    pet: 'TruckSeatbeltHarness PupsFirstTruckRide CardboardTruckCatNap KittenVsToyTruck TruckBackseatCrateDog TruckBedPetPicnic TruckShapedHamsterHouse TruckPlushForPuppy',
  },
  'truck driver': {
    dance:
      'BigRigBoogie EighteenWheelerStomp TruckDriverHatTip TruckerArmPump TruckStopTwoStep TruckDriverHomecomingJig TruckDriverTwist TruckDriverMudflapShimmy',
    prank:
      'TruckDriverLunchboxNote OverpassWaveCrew TruckerThankYouSign WelcomeHomeTruckDriver TruckStopCoffeeDrop TruckDriverCardboardCab TruckDriverKidsImpression TruckDriverJokeBook',
    cooking:
      'LongHaulMealPrep TruckStopPieRecipe TruckDriverLunchbox TruckDriverCoolerPacking TruckerDinerCopycat TruckDriverCabChef SlowCookerTruckDriver OnePotTruckDriverChili',
    pet: 'TruckDriverSafeDogCrate RestStopWalkies TruckDriverCabCat PawsOnTheRoad TruckDriverPupBreak TruckerPetBuddy DoggoTruckDriverLog KittyTruckDriverNap',
  },
  trumpet: {
    educational:
      'HowTrumpetsWork ThreeValvesAllNotes NameThatTrumpetLegend BuzzLikeATrumpeter GardenHoseTrumpet TrumpetPitchQuiz TrumpetMouthpieceTest BugleVsTrumpet',
    pet: 'TrumpetPuppyDuet DogHowlsToTrumpet CatMeetsMutedTrumpet ParrotCopiesTrumpet FanfareForFido TrumpetHamsterTheme TrumpetCaseBunnyPortrait TrumpetPlushieFetch',
  },
  tshirt: {
    funny:
      'TshirtStuckOverHead TshirtShrinkReveal DadsOldBandTshirt WhiteTeeCurse FreeTshirtHoarder InsideOutAllDay TshirtPunRanking TshirtTwinningStrangers',
    educational:
      'HowTshirtsAreMade WaterInEveryTshirt TshirtLabelDecoder WhyFibersShrink TshirtFabricQuiz CottonToCloset TshirtSizingMath TryTshirtScreenPrinting',
    tech: 'AIDesignsMyTshirt IronOnTshirtTransfer TshirtQRCodePrint VirtualTshirtTryOn TshirtFoldsItself TshirtSketchOnPhone TshirtGreenScreenSwap TshirtColorMatchCamera',
    pet: 'TshirtCatTent TshirtDogToyBraid TshirtScentComfortPad PuppyNapsOnMyTshirt TshirtKittenSnuggleNest MatchingPawTees TshirtBunnyBlanket TshirtHamsterHammock',
    gaming:
      'GuessTheGameTshirt PixelArtTshirt SquadTshirtDesign TshirtCosplayBuild WinnerPicksTheTee TshirtSloganBluff TshirtTierList TshirtCharadesNight',
  },
  tuesday: {
    fitness:
      'TuesdayStairClimb TacoTuesdayTrot MidweekPlankLadder TuesdayHillRepeats TwoMileTuesday TuesdayTabata TricepTuesday BeatLastTuesday',
    prank:
      'TuesdayBalloonDoorway TuesdayCallItFriday TacoTuesdaySurprise TuesdayDonutDrop MidweekConfettiCard TuesdayBackwardsDinner UnbirthdayTuesday RandomTuesdayTrophy',
    educational:
      'TuesdayTyrMythology TuesdayNameOrigin TuesdayTacoFactOrFake TuesdayTriviaQuiz TwosdayMathFacts TeachMeTuesday WhyVoteOnTuesday TuesdayMicroLecture',
    travel:
      'TuesdayFreeMuseumVisit FoodTruckCrawl MidweekCityBreak TacoTuesdayTour TouristOnATuesday TuesdayBusToSomewhereNew TinyTripTuesday TuesdayNeighborhoodWalk',
    tech: 'TuesdayUpdateYourPhone TuesdayAppTryout TuesdayVoiceAssistantDare TidyYourDesktopTuesday TuesdayCodingHour TinyFixTuesday ShortcutTuesday TwoFactorTuesday',
  },
  'tug of war': {
    prank:
      'TugOfWarSecretHelper TugOfWarInvisibleRope TugOfWarVsATree LicoriceTugOfWar TugOfWarTeddyTwist GuessWhosPulling RubberChickenTugOfWar EndlessScarfTugOfWar',
    travel:
      'TugOfWarBeachDay TugOfWarAtEveryStop FindATugOfWarFestival TugOfWarAtThePark CountyFairTugOfWar TugOfWarFieldDayTrip TugOfWarCampout RoadTripTugOfWar',
    music:
      'TugOfWarChant TugOfWarBeatDrop TugOfWarDrumCadence SongTugOfWar HeaveHoShanty PullOnTheBeat KazooTugOfWar TugOfWarBattleHymn',
  },
  tulip: {
    fitness:
      'TulipPlantingSquats TulipGardenBikeRide TiptoeCalfRaises TulipBurpeeBouquet PlantTenTulipBulbs TulipTrailRun TulipParkPowerWalk StretchLikeATulip',
    funny:
      'TwoLipsNotTulips TulipDramaticDroop TulipGrowthSpurtShock TulipSquirrelStandoff WhyAreMyTulipsMoving TulipSerenadeFail OverwateredTulipDrama DadRatesTulips',
    prank:
      'TulipFakeBloomSwap SecretTulipGarden TulipsSpellYourName TulipDeskTakeover PaperTulipAmbush MysteryBouquetDay TulipInEveryCup LunchboxTulip',
    educational:
      'WhyTulipsBend TulipsGrowInTheVase TulipManiaIn60 TulipsAreFromTurkey BrokenTulipMystery TulipBulbAnatomy DissectATulip ColorChangeTulip',
    music:
      'TulipFieldUkulele TulipKazooSerenade FalsettoTiptoeCover SingToYourTulips TulipsFromAmsterdam TulipWindmillWaltz HumForTheTulips TulipSpringChorus',
    tech: 'TulipBloomTimelapse TulipPhotoEditGlowUp TulipPlantIDAppTest TulipARBouquet AIDesignsATulip TulipStopMotion MacroLensTulip PhoneScanTulip',
    pet: 'TulipFieldDogWalk TulipPlushFetch TulipPicnicPortrait TulipPrintBandana TulipPawArtCard FeltTulipCatToy SilkTulipPhotoshoot TulipsOutOfPetReach',
    gaming:
      'TulipPetalLovesMeNot TulipScavengerHunt TulipColorTag TulipBingoWalk TulipMatchThree AnimalCrossingTulips TulipWordScramble DrawATulipBlindfolded',
  },
  tupperware: {
    prank:
      'TupperwareLunchNote GummyWormLeftovers TupperwareMysteryLabel TupperwareCookieSwap LidsThatActuallyMatch ReturnTupperwareFull TupperwareNestingPrank TupperwareSurpriseDessert',
    educational:
      'HowAirtightLidsWork TupperwareSealLab TupperwareNumberCodes WhyTupperwareStains TupperwareVolumeGuess GlassVsPlasticTest TupperwareMythBusting TupperwareFridgeLifeQuiz',
    fashion:
      'TupperwareLidHeadband FiftiesHostessLook TupperwareCoralAndTeal RetroTupperwareHost MidCenturyDress TupperwareColorFit TupperwarePartyOutfit TupperwarePurseDIY',
    speed:
      'TupperwareLidMatchRace TupperwareNestingDash FiveMealBlitz TubPairingIn30 TupperwareTowerStack TupperwarePackSprint TupperwareBurpRelay TupperwareFridgeSortRush',
    music:
      'TupperwareDrumKit TupperwareRiceShakers TupperwareCupSong LidSnapBeat TupperwarePartyAnthem KitchenTubJam TupperwareBurpBeatbox TupperwareWaterXylophone',
    tech: 'TupperwareQRStickers LidsFindTheirTupperware TupperwareStopMotion TupperwareExpiryAlarm TupperwareFridgeTimeLapse AIPlansTupperwareMeals TupperwarePhoneSpeaker TupperwareLabelMaker',
    gaming:
      'TupperwareTetrisFridge TupperwareNestingPuzzle TupperwareRingToss TupperwareJengaTower GameNightSnackTubs PairsMemoryMatch TupperwareShellShuffle TupperwareLidFrisbeeGolf',
  },
  turkey: {
    fitness:
      'TurkeyTrotFiveK GobbleBurpees TurkeyLegSquats WorkOffTheStuffing PreTurkeyPlank TurkeyWingCardio TurkeyTuckJumps TurkeyWaddleLunges',
    prank:
      'IsItTurkeyOrCake TurkeyPlaceCardSwap GobbleAlarmClock TurkeyHatSurprise WishboneDoubleTrick HandTurkeyNoteDrop TurkeyBalloonCenterpiece TurkeyPaperFeathersDoor',
    educational:
      'TurkeySleepMyth WhyTurkeysGobble TurkeyMoodColors CanTurkeysFly TurkeyFactOrFake TurkeyTimeMath TurkeyFeatherFacts TurkeyWildVsFarm',
    speed:
      'TurkeyTrotRace TurkeyDishesBlitz GobbleRelay TurkeyTableSetSprint FastestTurkeySandwich GravyWhiskOff TurkeyFeatherCraftDash TurkeyPotatoMashRush',
    music:
      'GobbleBeatbox TurkeyCallDuet TurkeyKazooBand TurkeyInTheStrawCover TurkeyHoedownJam DrumstickDrumroll TurkeyTableSingOff TurkeyBluesBallad',
    tech: 'TurkeyOvenTimelapse TurkeyDayGroupChatPoll AIThanksgivingPlanner TurkeyVideoCallFeast GobbleSoundboard TurkeyThermometerTest TurkeyDinnerVanishes TurkeyDigitalPlaceCards',
    pet: 'TurkeyDayPetGratitude GobbleSoundReaction TurkeyPlushFetch TurkeyDayPuppyEyes TurkeySafeSnackGuide TurkeyTrotWithMyDog TurkeyKittenCuddleNap TurkeyPlainBitesForPup',
  },
  turtle: {
    educational:
      'TurtleFactOrFake TurtleOrTortoiseQuiz HowTurtlesBreathe SeaTurtleNavigation TurtleAgeGuess ShellShockingTruths TurtleLifeCycle WhyTurtlesBask',
    travel:
      'TurtleBeachWatch TurtlePondSpotting TurtlesAtTheAquarium TurtlePaceSightseeing HowManyTurtlesOnTheLog TurtleRescueVisit TurtleNatureCenterTrip SeaTurtleSanctuary',
    speed:
      'TurtleVsHareRace SlowestTurtleWins NinjaTurtleSprint TurtleFactQuickfire TankCleanCountdown PlushTurtleRelay TurtleTowerStackDash PebbleTurtleBlitz',
    music:
      'TurtleSlowJam SongForMyTurtle TurtleLullaby TurtleLoFiLoop HappyTogetherTurtles AdagioForATurtle TurtleOceanSoundscape SeaTurtleSerenade',
    tech: 'TurtleTankCam TurtleTimelapse TurtleSlowMoSnack SeaTurtleGPSTracker PythonTurtleDrawing HabitatGlowUp TurtleStopMotionRace TurtleMacroShellShot',
    gaming:
      'TurtleRaceBoardGame TurtleHabitatBuild NinjaTurtleArcade MarioKartTurtleShell TurtleFreezeTag TurtleTowerStack TurtleRiddleRound TurtleCardMatch',
  },
  tv: {
    educational:
      'HowTVsWork TVPixelScience TVRemoteInfraredTest TVMythsBusted TelevisionThenAndNow WhoInventedTheTV TVScreenSizeMath TVAdsDecoded',
    travel:
      'TVFilmingLocations TVSceneSpotting TVFilmedInMyTown TVThemeSongRoadTrip TVCharacterForADay SitcomCitySelfie TVDinerLookalikeHunt TVTravelShowRecreate',
    music:
      'TVThemeSongCover TVOpeningOnKazoo TVTuneHumOff TVJingleRemix TVIntroMashup LaughTrackBeatbox AcapellaTVOpener TVCommercialSingAlong',
  },
  'tv show': {
    dance:
      'SitcomOpeningDance EndCreditsGroove TVShowThemeDance TVShowCharacterMoves TVShowIntroRecreate TVShowFreezeFrame TVShowMusicalEpisode TVShowSidekickShuffle',
    educational:
      'HowSitcomsAreFilmed FactCheckTheTVShow TVShowBehindTheScenes TVShowLaughTrackTest TVShowScriptBreakdown NameThatTVShowTheme WhatTVShowsGetWrong TVShowCharacterArcQuiz',
    travel:
      'TVShowFilmedNearby TVShowLocationHunt TVShowThemeSongDrive TVShowCafeLookalike TVShowSetWalkingTour TVShowTownRoadTrip SpotTheTVShowScene TVShowVacationEpisode',
    tech: 'PutMeInTheTVShowIntro TVShowAIRecast TVShowOpeningRemake BackyardTVShowNight WatchPartySetup TVShowCameoGreenScreen TVShowTrailerEdit TVShowPodcastRecap',
  },
  twin: {
    fitness:
      'TwinPlankOff DoubleTroubleBurpees SyncedTwinSquats TwinMirrorJumpingJacks CopyMyTwinsWorkout TwinRowingSync TwinWheelbarrowWalk TwinPartnerSitUps',
    educational:
      'HowTwinsHappen IdenticalVsFraternal TwinFingerprintTest WhatAreMirrorTwins NatureVsNurtureTwins TwinStatsQuiz TwinTownMystery DrawTheTwinParadox',
  },
  'tying shoes': {
    prank:
      'ShoelaceColorSwap TyingShoesNoteInside ShoeTyingCandyBows SecretShoeTyingHelper MidnightSneakerUpgrade GlowInTheDarkLaces ValetShoeTying ShoelaceLicoriceSwap',
    educational:
      'TyingShoesIanMethod WhyShoelacesUntie TeachShoeTyingToKids AreYouTyingItWrong WhatsAnAglet SquareKnotVsGranny TyingShoesLeftHanded GuessTheShoelaceLength',
    pet: 'TyingShoesParrotCheer TyingShoesHamsterPeek PuppyVsShoeTying BunnyWatchesShoeTying LaceThiefCaught TheyKnowItsWalkTime TyingShoesWithoutHelp ShoeTyingDogWaits',
  },
  typing: {
    educational:
      'LearnTouchTyping TypingHomeRowLesson QwertyTypingMystery StenographyVsTyping DvorakTypingDare PangramPractice TypingShortcutKeys TypingPostureCheck',
    gaming:
      'TypingGameHighScore TypingRaceVsFriends TypingWordBombRound KeyboardNinjaTyping WPMBossBattle TypingHangmanDuel TypingSpellingBee TypingRiddleQuest',
  },
};
