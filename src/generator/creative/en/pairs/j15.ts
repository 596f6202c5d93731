import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tambourine: {
    dance:
      'TambourineTwirl TambourineHipTap TambourineFreezeDance FolkTambourineCircle JingleJangleJig ShakeYourTambourine TambourineKickLine',
    funny:
      'TambourineHypeMan TambourineChurchAuntie WhenDadGetsATambourine TooMuchJingleEnergy TambourineOffBeatSolo NeedsMoreTambourine TambourineAtTheWorstTime',
    prank:
      'TambourineDoorbell SurpriseTambourineSolo TambourineWelcomeHome JingleWakeUp TambourineDoorbellSwap OneManBandEntrance TambourineInTheCushion',
    educational:
      'HowTambourinesWork TambourineThumbRoll WhereTambourinesComeFrom JingleSoundScience WhatAreZils AncientTambourineQuiz TambourineRhythms101',
    travel:
      'TambourineStreetParade TambourineFolkFestival TambourineInTheBackSeat TambourineByTheCampfire BuskWithATambourine TambourineBeachSingAlong TambourineMarketFind',
    fashion:
      'TambourineBohoLook TambourineStageGlam TambourineRockstarFit TambourineRibbonStyle FestivalFringeFit JingleJewelry TambourineShawlTwirl',
    wellness:
      'TambourineJoy TambourineShakeItOff TambourineDrumCircle SlowTambourineBreath JingleAndBreathe GoodVibrationsOnly TambourineRiseAndShine',
    speed:
      'FastestTambourineShake TambourineSpeedRoll PassTheTambourineRelay 30SecondTambourineSpin BeatTheMetronome TambourineTapCount TambourineTossCatch',
    art: 'PaintedTambourine PaperPlateTambourine DoodleYourTambourine BottleCapShakerCraft TambourineAsACanvas RibbonAndJingles TambourineStillLife',
    tech: 'LoopYourTambourine PhoneAsATambourine DigitalTambourineApp DropATambourineBeat HowLoudIsYourTambourine SampleTheJingle TambourineSlowMoZils',
    gaming:
      'TambourineRhythmGame TambourineMusicalChairs TambourineSimonSays NameThatTambourineTune TambourineBlindfoldTag PerfectTempoStreak TambourineHotPotato',
  },
  'tape measure': {
    travel:
      'TapeMeasureCarryOn TapeMeasureTinyRoom TapeMeasureTownRecords TapeMeasureATreeHug TallestDoorwayHunt TapeMeasureLandmarks TapeMeasureFootprints',
    art: 'TapeMeasureLifeSizeSketch TapeMeasureSculpture PerfectlyHungFrames TapeMeasureCollage TapeMeasureProportions TapeMeasureSelfPortrait TapeMeasureSpiral',
    tech: 'ARRulerVsTapeMeasure AIGuessVsTapeMeasure TapeMeasureSnapInSlowMo TapeMeasureTVSizeTruth TapeMeasureFloorPlan TapeMeasureSnakeStopMo',
    pet: 'TapeMeasurePuppyGrowth TapeMeasureLongCat TapeMeasureCatLoaf TapeMeasureCollarFit TapeMeasureKittyLeap NoseToTailDogSpan MeasuringTapeChaser',
    gaming:
      'TapeMeasureLimbo ClosestGuessWins TapeMeasureFlickOff TapeMeasureMiniGolf ShuffleboardNight TapeMeasureTrivia TapeMeasureBocce',
  },
  taxes: {
    travel:
      'TaxesRefundGetaway TaxSeasonStaycation TaxesDoneRoadTrip TaxFreeShoppingSpree TaxesFiledBeachBound PostFilingVacay WhereMyTaxesWent TaxDayEscape',
    fashion:
      'TaxesRefundHaul GreenVisorTaxesLook TaxesPowerBlazer DoTaxesInSweatpants DressForTheAudit TaxDayLuckySocks',
    tech: 'TaxesAppShowdown TaxesReceiptScanner AIDoesMyTaxes PaperlessTaxesSetup TaxMathChatbotFaceOff TaxesSpreadsheetGlowUp CodeATaxCalculator',
    gaming:
      'MonopolyIncomeTax TaxesBossBattle TaxSeasonBingo ActOutThatTaxTerm TaxSeasonHardMode TaxFactOrFiction LuxuryTaxLanding',
  },
  taxi: {
    educational:
      'HowTaxiMetersWork WhyTaxisAreYellow TaxiVsBusFareFaceOff TaxiFareMath GuessTheCityByTaxi TaxisAroundTheWorld',
    fashion:
      'TaxiYellowFitCheck HailATaxiInHeels CheckeredCabLook CabReadyDateNightFit NYCStreetStyle TrenchCoatStyling TaxiPickupOOTD',
    tech: 'TaxiAppVsStreetHail CodeATaxiMeter BeatTheTaxiAppETA GPSVsCabbieRoute WheresMyTaxiTracker DashcamTaxiTimelapse',
    pet: 'TaxiPetCarrierRide DogMeetsTheCabbie PupsFirstCabRide TaxiPuppyVetTrip TaxiKittenCrateCalm PawsInTheBackseat TaxiHowlAlong',
    gaming:
      'ISpyFromTheTaxi TaxiPlateAlphabetHunt TaxiRideBingo TaxiTwentyQuestions RushHourPuzzle TaxiGuessTheFare TaxiDriverTrivia',
  },
  tea: {
    fitness:
      'KettleBoilSquats TeaSteepPlank TeapotCalfRaises TeaBreakBurpees TeaTimeTabata TeaTimeWallSit',
    educational:
      'TeaHistoryInAMinute TeaCaffeineQuiz WhyTeaStainsMugs GreenVsBlackTea OneLeafFourTeas WhyLemonLightensTea TeaBagOriginStory',
    travel:
      'TeaAroundTheWorld AfternoonTeaHunt TeaHouseHopping TeaWithAView SipTheLocalBrew FindTheBestCuppa ParkBenchTeaBreak',
    tech: 'TeaSwirlTimeLapse AIBlendsMyTea TeaTemperatureTest CodeATeaTimer SlowMoTeaPour TeaLeavesUnfurlUpClose',
    gaming:
      'BlindfoldTeaTasteTest TeaPartyCharades TeaTimeGoFish TeacupPong LoserBrewsTheTea TeaTimeTrivia',
  },
  'tea party': {
    dance:
      'TeaPartyWaltz PinkiesUpPolka TeacupTwirl TeaPartyCurtsyOff TeaPartyShortAndStout TeaPartyFreezeDance TeaPartyTango BallroomTeaParty',
    fitness:
      'TeaPartyCurtsyLunges TeaPartyPinkyPushUps PinkiesUpPlank TeaTraySquats TeaPartyChairDips TeaPartyBalanceWalk SaucerSlidesTeaParty TeaPartyPostureCheck',
    travel:
      'PopUpTeaPartyInThePark AfternoonTeaTour TeaPartyRoseGarden TeaPartyCafeHunt PackATeaPartyPicnic TeaPartyAtTheRestStop TeaPartyOnATrain MountainTopTeaParty',
    music:
      'LittleTeapotRemix TeacupChimeSong TeaPartySpoonTaps TeaPartyKaraokeHour TeaPartyPianoCover TeaPartyKettleHarmony OperaTeaParty TeaPartyMusicBox',
    tech: 'TeaPartyInTenSeconds TeaPartyStopMotion FilmYourTeaPartyInvite PinkiesUpTeaPartySelfie SteepTimerApp AIPlansMyTeaParty TeaPartyVideoCall TeaPartyARFilter',
    gaming:
      'TeaPartyMysteryGuest WhoSpilledTheTea TeaPartyInMinecraft TeaPartyCardGame TeaPartyDiceDuel TeaPartyBingo MusicalChairsTeaParty TeaPartyCharades',
  },
  teacher: {
    travel:
      'TeacherMuseumScout TeacherPicksTheDayTrip VisitYourOldTeacher ClassMascotTravels FieldTripFlashback TeacherSummerBreak PostcardToTeacher TeacherTourGuide',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp SmartboardTeacherHack TeacherTechSupportFails CanAITeachThis PowerPointKaraoke TeacherVsChatbot',
    gaming:
      'TeacherEscapeRoom TeacherVsStudentsQuiz KahootWithTeacher HangmanOnTheBoard StumpTheTeacher DrawAndGuessVsTeacher TeacherBossBattle SimonSaysTeacher',
  },
  teammate: {
    tech: 'TeammateStatsShowdown TeammateHighlightReel SlowMoFormCheck ClockYourTeammate TeammatePhotoFinish SpeedRadarTest TeammateJumpTracker TeammateStepCountDuel',
    gaming:
      'TeammateKartRivalry TeammateFIFADuel TeammateCardTowerDuel TeamBusUnoShowdown LockerRoomTournament TeammateCoOpRun TeammateTriviaClash TeammateTableTennis',
  },
  teenager: {
    tech: 'TeenTechSupport TeenagerCodesAnApp TeenagerDeskSetup TeenagerFixesDadsPhone RevealYourScreenTime TeenRatesMyTexts TeenagerExplainsAI',
    gaming:
      'TeenVsParentRematch TeenVsGrandpaCheckers TeenSlangCharades CarriedByATeenager TeachDadTheGame GrandmaJoinsTheSquad TeenagerHouseRules',
  },
  teeth: {
    fashion:
      'TeethBracesColorPick LipstickTeethCheck MatchYourPearlyWhites TeethReadyForPictureDay FlashThoseTeeth RetainerCaseStyle TeethAndTiaras',
    tech: 'SmartToothbrushTest TeethBrushingAppDuel TeethPlaqueDyeCam SmileFilterVsRealTeeth WaterFlosserFaceOff TeethGadgetTierList TeethTimerCoding',
  },
  tennis: {
    travel:
      'RateYourLocalTennisCourt TennisCourtHop WhatsInMyTennisBag TennisInEveryCity TennisInFlipFlops TennisAtEveryRestStop TennisRacketPassport',
    speed:
      'TennisVolleyBlitz HitTheTennisCone TennisBallPickUpRace TennisRallyTo100 BallKidSprint AceInSixtySeconds TennisFootworkRace',
    tech: 'SlowMoTennisSwing TennisMatchIn60Seconds ClockMyTennisServe TennisShotTracerEdit HawkEyeAtHome FilmYourTennisLikeTV MyTennisSwingVsAPro',
    gaming:
      'WiiTennisRematch MarioTennisFinal TennisBalloonRally PongHighScore TennisTournamentNight TennisHorseTrickShots TennisBullseyeServe',
  },
  'tennis ball': {
    educational:
      'WhyTennisBallsAreFuzzy TennisBallBounceLab HowTennisBallsGetMade TennisBallPressureTest TennisBallSpinPhysics WhyTennisBallsComeInCans',
    travel:
      'TennisBallCourtHopping TennisBallBeachDay TennisBallTravelMassage TennisBallRestStopCatch CampsiteTennisBallCricket TennisBallTrailFetch TennisBallPassport',
    tech: 'TennisBallLauncherTest TennisBallSlowMo AnimateATennisBall TennisBallTrickShotReplay TennisBallHawkEye ClockMyServe TennisBallSpinCamera',
    gaming:
      'TennisBallTrickShots TennisBallBucketPong BullseyeWithABall TennisBallWiiSports TennisBallCornhole TennisBallHotPotato HorseWithATennisBall',
  },
  'tennis racket': {
    travel:
      'TennisInEveryCity CampsiteRacquetRally PackYourRacquet TennisParkHop RacquetsAndSandwiches RacquetInTheTrunk RacquetRallyAtGrandmas TennisRacketBeachDay',
    art: 'TennisRacketMirror PaintWithATennisBall TennisRacketLightTrail TennisStillLife WeaveRibbonsInYourRacquet RacketPopArt DoodleYourRacquet TennisRacketPrints',
    tech: 'TennisRacketSlowMo TennisHawkEyeAtHome TennisServeRadar AITennisCoach RacquetSwingSoundCheck SwingSpeedApp OneTakeRacquetTrickShot GreenScreenRacquetFinal',
    gaming:
      'TennisRallyHighScore RacquetKeepyUppyDuel TennisRacketBullseye WiiTennisRematch TrickShotTennis GrandSlamBracket RacquetCupPong TennisRacketBalloonBop',
  },
  tent: {
    prank:
      'LivingRoomTentSurprise TentGlowStarCeiling TentBreakfastDelivery PopUpTentInTheYard TentWakeUpSerenade TentFairyLights',
    tech: 'TentUpInTenSeconds TentLightHack TentStargazingApp PowerBankTentTest TentCinemaNight TentNightModeStars RainOnTheTentASMR',
    gaming:
      'TentCardGames TentFlashlightTag TentLanternTrivia MinecraftTentBase SurvivalModeCampout CampfireCharades TentShadowPuppetGuess',
  },
  texas: {
    fitness:
      'TexasRodeoCardio TexasTwoStepCardio TexasSizedWorkout TexasStarJumps LassoLunges BootScootBurpees DontMessWithTexasAbs',
    cooking:
      'TexasSheetCake TexasKolacheBake TexMexNight NoBeansInTexasChili TexasToastTower TexasBBQSauceOff TexasPecanPie',
    wellness:
      'TexasSweetTeaPause TexasBluebonnetWalk LoneStarSkyStargazing TexasPorchSwingHour TexasSizedGratitude SlowDownYall DeepBreathsInTexas',
    speed:
      'LoneStarTriviaBlitz TexasTortillaFlip TexasCountyNameDash TexasSizedRelay TexasToastIn60 BootsOnIn10 BeatTheTexasHeat',
    music:
      'DeepInTheHeartClap TexasTejanoMix TexasFiddleJam TexasTwangOff TexasYodelChallenge HonkyTonkKaraoke YellowRoseOfTexas',
    art: 'TexasStarQuilt TexasBootDoodle PaintTheBluebonnets DrawTexasFromMemory TexasSunsetSilhouette LonghornSkullArt TexasShapedEverything',
    tech: 'GuessTheTexasTown BigTexasSkyTimeLapse CanAIDoATexasAccent TexasWeatherAppWhiplash TexasTornadoRadar HoustonWeHaveAProblem KeepTexasCoolHacks',
    pet: 'TexasTwoStepWithMyDog TexasStarPawPrint TexasCatInAHat TexasSizedZoomies TexasPetRodeo CowboyPupCostume DontMessWithTexasKitty',
    gaming:
      'Texas42Dominoes TexasTriviaTourney TexasBingoNight PieceTogetherTexas CowboyCardDuel TexasQuickDrawSketchOff TexasSlangCharades',
  },
  textbook: {
    tech: 'StudyAppShowdown EReaderVsPaperTest TextbookChapterTLDR AIQuizzesMyTextbook TextbookToPodcast TextbookDigitalNotes TextbookFlashcardBot TextbookQRHunt',
    pet: 'CatSitsOnMyTextbook MyDogAteMyHomework PupNudgesForRecess TextbookPetStudyBuddy ReadMyTextbookToTheDog TextbookTreatBreak TextbookTunnel ReadAloudTextbook',
    gaming:
      'ChapterBossBattle FactCardDuel TextbookTrivia TextbookJeopardy TextbookBingo TextbookTreasureHunt TextbookHangman CharadesFromTextbook',
  },
  texting: {
    tech: 'TextingShortcutHacks VoiceToTextTest TextingAutocorrectFails TextingLiveTranslate AIWritesMyReplies SwipeVsTapTyping CodeATextingBot',
    gaming:
      'TextingEmojiGuess TextingTwentyQuestions WordleScoresByTexting TextOnlyInRhymes WouldYouRatherTexting GroupChatMafia ChessByTexting',
  },
  'thank you card': {
    travel:
      'ThankYouCardToMyHost ThankYouCardFromMyTrip ThankYouCardHotelStaff ThankYouCardTourGuide GuestbookThankYou PostcardOfThanks BusDriverThankYouNote ThankYouCardTrainCrew',
    fashion:
      'ThankYouCardColorFit ThankYouCardStampNails ThankYouCardPenPouch ThankYouCardLetterTee EnvelopeClutchDIY ThankYouNoteSundayBest PocketThankYouNote ThankYouCardStationery',
    tech: 'ThankYouCardQRCode ThankYouNoteFlipbook DigitalThankYouCard ThankYouCardVoiceNote VideoThankYouCard AIRhymesMyThankYouNote ThankYouCardEmojiOnly ThankYouCardFromTheMoon',
    gaming:
      'ThankYouCardScavengerHunt ThankYouCardToMyTeam ThankYouCardGameMaster ThankYouCardMysterySender GGThankYouCard ThankYouCardWordSearch CoachThankYouNote ThankYouCardMVP',
  },
  thanksgiving: {
    travel:
      'ThanksgivingRoadTrip ThanksgivingParadeLive HomeForThanksgiving AreWeThereYetThanksgiving ThanksgivingAirportRush ThanksgivingLeafPeepDrive',
    tech: 'ThanksgivingVideoCall ThanksgivingPhotoBooth AIPlansThanksgiving ThanksgivingTimelapse TurkeyTempTech WhoBringsWhatThanksgiving ThanksgivingQRMenu',
    pet: 'ThankfulForMyPet ThanksgivingPetPoseOff PuppySafeThanksgiving ThanksgivingCatGreeter FurryGuestsTable TurkeyPlushUnwrap',
  },
  theater: {
    travel:
      'TheaterBackstageTour OldTheaterHunt TheaterMatineeDate TheaterUnderTheStars LocalTheaterOpeningNight TheaterMarqueeHunt TheaterInEveryCity',
    music:
      'TheaterShowtuneCover TheaterDuetChallenge TheaterPitPiano TheaterEnsembleHarmony BeltItLikeATheaterKid HumTheOverture TheatreKidRiffOff',
    tech: 'TheaterSoundBoard LivingRoomTheaterLights TeleportToTheTheater TheaterTrailerOnAPhone StageCueApp ShoeboxTheaterStopMo TheaterSelfTapeAudition',
    gaming:
      'TheaterCharadesNight TheaterMurderMystery TheaterStoryDice TheatreImprovDuel GuessTheMusical FinishTheTheaterLine TheaterTriviaTakedown',
  },
  'theme park': {
    cooking:
      'ThemeParkPineappleWhip FunnelCakeAtHome ThemeParkChurros ThemeParkSnackDupes ThemeParkTurkeyLeg CottonCandyLab BakedThemeParkPretzels',
    fashion:
      'ThemeParkFitCheck CharacterColorMatch ThemeParkBeltBag ThemeParkEarsHaul ThemeParkReadyStyle ComfySneakersChic ThemeParkMatchingTees',
    speed:
      'ThemeParkSpeedrun ParkHopperDash ThemeParkGatesOpenDash AmusementParkSprint TenRidesByNoon ThemeParkMapFromMemory BeatTheThemeParkQueue',
    music:
      'CarouselMusicCover ThemeParkRideBeatbox CoasterScreamChoir ParadeThemeSingAlong ThemeParkKaraoke ThemeParkQueueHum ThemeParkWhistleSolo',
    art: 'ThemeParkMapArt ThemeParkVintagePoster MiniParkDiorama InventAThemeParkRide ThemeParkUrbanSketch PaperCoasterChallenge ThemeParkTicketCollage',
    tech: 'ThemeParkAppHacks ThemeParkDayIn60Seconds ThemeParkPanoramaFail ThemeParkWaitTimeBot PhoneMeasuresGForce ThemeParkSplashZoneSlowMo AIPlansMyThemeParkDay',
  },
  thermos: {
    travel:
      'ThermosSunriseHike ThermosRoadTrip ThermosCoffeeViews TrainRideThermos SipAtTheSummit ScenicSoupStop CampsiteThermosBrew ThermosSoupOnABench',
    tech: 'ThermosSteamInSlowMo ThermosVsHeatedMug ThermosStopMotionLunch AIPlansThermosLunch SixHourHeatTest AppTracksMySips ThermosLidClickASMR ThermosIceCubeSurvival',
    gaming:
      'HealthPotionThermos ThermosRingToss ThermosShellGame ThermosBottleFlip ThermosHotPotato ThermosCupPong ThermosGameNightFuel ThermosDiceCup',
  },
  thermostat: {
    educational:
      'HowThermostatsWork ThermostatSavingsMath WhyHeatRises DraftDetective ThermostatSweetSpot ThermodynamicsForKids ThermostatMyths ThermostatVsThermometer',
    travel:
      'HotelThermostatWars EscapeTheThermostat ThermostatVacationMode ColdCabinArrival CarThermostatWars RentalThermostatPuzzle ThermostatCelsiusPanic ThermostatSnowbird',
    art: 'ThermostatComicStrip ThermostatGlowUp ThermostatWarsPoster ThermostatStillLife ThermostatMoodColors FrostyWindowPhoto ThermostatFaceDoodle DecorateTheThermostat',
    tech: 'SmartThermostatSetup AskYourThermostatNicely ThermostatGroupChatVote ThermostatVsWeatherApp ThermostatScheduleHack ThermostatAppShowdown WhoTouchedTheThermostat ThermostatEnergyGraph',
  },
  thrift: {
    cooking:
      'ThriftCastIronRescue DinnerOnThriftedPlates ThriftCookbookRecipe RetroDinnerRevival ThriftedTeacupCake SkilletFromSecondhand',
    travel:
      'ThriftTheCity VacationThriftHaul FleaMarketThriftTour SmallTownThrifting SouvenirsSecondhand ThriftStoreRoadTrip',
    tech: 'ThriftTechUnderFive DigicamFromThrift ThriftedCDPlayerTest DoesItStillWork FiveDollarTechFix RetroThriftConsole SecondhandLaptopRevive',
    gaming:
      'ThriftCartridgeDig BoardGameThriftFind ThriftedConsoleBootUp MissingPiecesPuzzle ThriftedToyBowling ThriftHandheldHunt SecondhandScrabble',
  },
  thunderstorm: {
    fitness:
      'IndoorThunderstormHIIT ThunderCountSquats BoltBurpees ThunderstormPlankHold LightningFastLunges JumpOnEveryThunderClap ThunderstormWallSit',
    prank:
      'ThunderstormPillowFort ThunderstormMovieSurprise CocoaForThunderstorms LightningBoltNotes PowerCutPicnic CandlelitSurprise ThunderstormTreatDrop',
    travel:
      'ThunderstormMuseumDay ThunderstormTrainView ThunderstormPorchWatch CitySkylineLightning ThunderstormPlanB ThunderstormCafeHideout ThunderstormWindowSeat',
    music:
      'ThunderstormDrumSolo RainAndThunderRemix ThunderstormLullaby BoomingBassDrop ThunderstruckAirGuitar ClapUpAThunderstorm ThunderstormSymphony',
    tech: 'ThunderstormTimelapse ThunderstormRadarWatch TrackTheThunderstorm ThunderstormPowerBank RadarAppShowdown ThunderASMRAtTheWindow ThunderDecibelTest',
    pet: 'ThunderstormPetCalm ThunderstormDogBlanket ThunderstormCalmingWrap ThunderstormKittenCuddles UnderTheBedSquad PupStormFort ThunderstormLickMat',
  },
  thursday: {
    cooking:
      'ThursdayLeftoverRemix ThrowbackThursdayDinner ThursdayJelloMold GrandmasRecipeThursday RetroSnackRevival TacoThursday ThursdayMocktailHour',
    music:
      'RewindMixtape NinetiesOneHitWonder ThursdayGuessTheDecade ThrowbackThursdayCover GoldenOldiesThursday ThursdayKaraoke1999 FinishTheLyricThursday',
    tech: 'ThursdayOldPhoneBootUp ThursdayOldestPhotoReveal RetroGadgetRevival ScanTheShoeboxThursday FirstWebsiteThrowback DialUpThursday ThursdayAIPhotoRestore',
  },
  tie: {
    travel:
      'TieFromEveryCity TieRollPackingHack TieKnotAtEveryStop ThriftATieInEveryTown TheTackiestTieSouvenir BowtieSightseeingDay',
    music:
      'NecktieJazzNight TuxedoPianoBallad BowTieBarbershop TieAKnotToTheBeat BlackTieBigBand NecktieKaraokeNight',
    tech: 'TheTieThatKnotsItself TieTutorialIn15Seconds TieKnotSlowMo AppPicksMyTie AIRatesMyTie GroupChatPicksMyTie TieTryOnFilter VideoCallTieCheck',
    pet: 'DapperDogNecktie TieRingBearerPup TuxedoCatPhotoshoot PetsInBowTies TieCollarKitten TieDrawerCatNapSpot TieTugOfWarPup',
    gaming:
      'BlackTieGameNight PinTheTieOnDad GuessTheTieKnot TieOnEveryAvatar TieTriviaDuel TieCharadesNight TieBreakerRound',
  },
  'tie dye': {
    travel:
      'TieDyeRoadTrip TieDyeFestivalCamp TieDyeBeachDay TieDyeSquadTravelTees TieDyeBlanketPicnic GroovyGetaway TieDyeMarketHunt',
    music:
      'TieDyeToTheBeat TieDyeJamSession TieDyeSixtiesKaraoke PsychedelicTieDyeRiff GroovyKindOfLove HippieHymnSingAlong TieDyeFolkSong',
    tech: 'TieDyePhoneCase TieDyeWallpaper KeyboardSkinInTieDye DigitalTieDyePrint TieDyeFilterEverything WatchTheTieDyeSpread TieDyeGenerator',
  },
  tiger: {
    cooking:
      'TigerBread TigerStripeCake TigerMilkTeaPour SwirlyTigerCookies GrrreatGranola JungleTrailMix TigerStripePancakes',
    travel:
      'CatchTheTigerNapping TigerSanctuaryVisit FindTigerStripesInTown SketchTheZooTiger FindATigerInTheMuseum FirstTigerSighting',
    music:
      'EyeOfTheTigerCover TigerStripeBeat TigerBassGrowl TigerLullaby RoarSingAlong JungleDrumCircle TigerRoarRemix KittenToTigerCrescendo',
    art: 'TigerStripePainting TigerFacePaint StripyTigerOrigami TigerCharcoalPortrait PaintATigerInTheJungle TenMinuteTiger TigerClaySculpt',
    tech: 'ARTigerInYourRoom WatchTigerTrailCams HowAICountsTigers TigerFilterRoarOff MyCatIsSecretlyATiger TigerStripeFilterOnMyPet TigerRoarVoiceChanger',
    gaming:
      'TigerHideAndSeek TigerTailTag TigerMemoryMatch TigerSaysPounce PounceCardDuel StripeMatchPuzzle TigersFootstepsGame',
  },
  tired: {
    travel:
      'JetLagRecharge TiredLayoverNap TiredOnTheBusHome TiredTouristPOV TiredInTransit TooTiredToSightsee TiredFeetCityWalk',
    tech: 'TiredSleepTrackerTest TiredPhoneBedtimeLock TiredTechDetox TiredEyesNightMode SnoozeProofAlarm TiredVsTheWorstAlarm AppsForTheExhausted',
    gaming:
      'PowerNapSavePoint TiredOneMoreLevel TiredVsAwakeReactionTest TiredSimonSaysFail TiredTetrisBrain CozyGameWindDown TiredPlayerBlunders',
  },
  'to do list': {
    educational:
      'WhyToDoListsWork YourBrainOnAToDoList UrgentVsImportantToDo PilotsChecklistStory PomodoroYourToDo ToDoListStudyPlan DaVincisToDoList',
    tech: 'LetAISortMyToDo WatchMeFinishMyToDoList ToDoAppShowdown ToDoListAutomation WidgetHomeScreen SmartReminderSetup CodeYourOwnToDo VoiceOnlyToDoListDay',
    gaming:
      'ToDoListAchievements ToDoListBossTask ChoreLootRewards SideQuestChecklist ToDoListXPTracker RollTheDiceToDoList LevelUpYourToDo ToDoListBingoCard',
  },
  toast: {
    travel:
      'CampfireToastOnAStick ToastCafeCrawl ToastAroundTheWorld BestFrenchToastInTown RateTheLocalToast HotelBuffetToastReview AvocadoToastBrunchHunt',
    tech: 'ToastLaunchInSlowMo ToastThatButtersItself ToastTimelapseBrown CanAIMakeToast AIRatesMyToast FindYourToastHexCode',
    gaming:
      'ToastTicTacToe GuessTheToastTopping ToastToppingPuzzle CatchTheToastReflex StackTheToastTower PerfectToastStreak ToastTheChampion',
  },
  toaster: {
    prank:
      'ToasterGooglyEyes ToasterSmileySurprise BreakfastToastMessage ToasterPopUpLoveNote ToastedInitials ApplianceGlowUp ToasterSaysGoodMorning GiftWrapTheToaster',
    travel:
      'ConveyorToasterRating ToasterCampsiteMorning ToastAroundTheWorld RentalKitchenToasterTest BuffetBreakfastRanking RoadsideDinerCrawl RateTheHotelToaster',
    tech: 'ToasterEscapeStopMotion ToasterDeepCleanTimeLapse EveryToasterSettingTested CanAIDesignAToaster ToasterDingRingtone OverEngineeredToast ToasterPopSlowMo ToasterVsAirFryerTest',
    gaming:
      'GuessWhenToastPops ToasterQuickDraw ToasterPopCatch ToasterBossBattle GuessTheToasterSetting BreakfastRushLevel ToasterTimerTrivia',
  },
  toddler: {
    travel:
      'ToddlerRatesTheZoo TravelWithAToddler ToddlerTrainSpotting ToddlersFirstBusRide PlaygroundPassport ToddlerTourGuide ToddlerPicksTheRoute',
  },
  toilet: {
    travel:
      'RateTheTrainToilet ToiletWithAViewHunt FunniestToiletSignHunt RestStopRatings FanciestToiletTour RoadTripToiletSOSKit FindTheCleanestToilet',
    tech: 'ToiletVortexSlowMo ToiletNightLightHack ToiletLeakDyeTest HowLoudIsYourToilet ToiletButtonsDecoded ToiletGlowUpTimeLapse BidetYourToilet',
    gaming:
      'ToiletRollBowling BathroomEscapeRoom PlungerHoopla ToiletPaperToss ToiletRollRingToss ToiletTubeJenga ToiletTierList',
  },
  'toilet paper': {
    travel:
      'RateTheRestStopTP CampingToiletPaperHacks ToiletPaperTravelHack ToiletPaperRoadTrip LeaveNoTraceKit NeverForgetTheTP BidetOrToiletPaper',
    tech: 'ToiletPaperTubeSpeaker ToiletPaperRollSlowMo ToiletPaperDropTest ToiletPaperLauncher ToiletPaperRollsComeAlive TPUnrollTimeLapse ToiletPaperPhoneStand',
  },
  tomato: {
    travel:
      'UglyTomatoMarketHaul PickYourOwnTomatoes TomatoSandwichPicnic HeirloomTomatoMarket TomatoRoadsideStandHunt TomatoFarmDayTrip TomatoFestivalHop',
    art: 'TomatoStillLife TomatoWatercolor TomatoStampPrint HeirloomTomatoSketch TomatoSoupCanPopArt RipeForPainting ClayCherryTomatoes',
    tech: 'TomatoGrowthTimelapse SeedToTomatoPhotoDiary TomatoStopMotionSalad PomodoroTomatoTimer AIPicksTheRipest SelfWateringTomatoHack',
    pet: 'PetNamedTomato TomatoPlushFetch TomatoRedToyFetch KittenTomatoToyChase LilCherryTomatoPup RipeForCuddles TomatoTugOfWar',
    gaming:
      'TomatoTicTacToe TomatoTossArcade CherryTomatoSpoonRace GuessHowManyTomatoes TomatoBlindTasteTest TomatoSpotTheDifference',
  },
  'tooth fairy': {
    tech: 'ToothFairyTracker ToothFairyGreenScreen ToothFairySparkleEdit CatchTheToothFairyCam ToothFairyVoiceNote ToothFairyStopMotion ToothFairyVideoCall',
    gaming:
      'ToothFairyStealthRun FairyDustTreasureHunt ToothFairyHideAndSeek DontWakeTheKidLevel ToothFairyVsTheDog ToothFairyQuest',
  },
  toothbrush: {
    educational:
      'ToothbrushPlaqueDye HowOftenToSwapToothbrush FirstToothbrushEver SpinVsManualToothbrush WhyTwoMinutes ChewStickToToothbrush',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip ToothbrushRoadTripKit ToothbrushWithAView CarryOnToiletryKit ToothbrushByTheCampfire HotelToothbrushReview',
    tech: 'ToothbrushBristlebot SmartToothbrushTest ToothbrushTimerAppDuel SlowMoToothbrushCam ToothbrushDancesStopMo BrushScoreShowdown',
    gaming:
      'ToothbrushBossBattle ToothbrushHighScore ToothbrushSimonSays ToothbrushHideAndSeek PlaqueInvaders CavityCrusherLevel',
  },
  toothpaste: {
    travel:
      'ToothpasteDotTravelHack CarryOnToothpasteHack HotelToothpasteRating ToothpasteTabletsTest ForgotMyToothbrush ThreeOunceRule ToothpasteCampingRoutine',
    tech: 'DIYToothpasteDispenser SlowMoToothpaste ToothpasteHeadlightFix ToothpasteScratchMyth ZoomIntoToothpaste ToothpasteWritesMyName',
    pet: 'DogToothpasteReview PetToothpasteFirstTry CatToothpasteFingertip DogSafeToothpasteTest PupSmileCheck DoggyDentalDare KittenToothpasteDebut',
    gaming:
      'ToothpasteVsPlaque ToothpasteCapFlickOff ToothpasteBossFight ToothpasteTubeFlip CavityCrusher GermsGameOver ToothpasteCapTicTacToe',
  },
  tornado: {
    travel:
      'PackYourTornadoGoBag FindTheTornadoSafeSpot TornadoAlleyMuseumTrip TornadoMuseumDay TornadoInABottleOnTheGo TornadoBooksAtTheLibrary TornadoSafetyOnTheRoad TornadoSlideAtThePark',
    art: 'TornadoSpinPaint TornadoCottonCraft TornadoCoffeeFilterArt DrawATornadoInOneLine TornadoStringArt StormCloudSketch TornadoWatercolor TornadoYarnWrap',
    tech: 'TornadoInABottleSlowMo PlayTornadoWeatherAnchor TornadoAlertAppTest WeatherRadarShowdown CottonBallTornadoStopMo TornadoRadarTimeLapse TurnOnTornadoAlertsNow TornadoFactCheckTheAI',
    pet: 'TornadoZoomies TornadoCarrierReady TornadoSafeRoomForPets PuppyTornadoAftermath TornadoDrillForPets CatTornadoAt3AM TornadoFetchSpin TornadoTailChase',
    gaming:
      'TwisterMatTangle TornadoSurvivalGame TornadoSpinningTopBattle TornadoFreezeTag DizzyTornadoRelay TornadoFactOrFiction DodgeTheTornado RobloxTornadoRun',
  },
  tortilla: {
    travel:
      'TortilleriaVisit TortillaStreetTacoTour MercadoTortillaHop TortillaTacoTruckHunt TortillaPassport SpanishTortillaHunt HandmadeTortillaQuest',
    music:
      'TortillaClapBeat TortillaSongForAbuela TortillaPotsAndPansJam MasaPatPercussion CumbiaInTheKitchen TortillaPressDrums SerenadeTheTortillas',
    tech: 'TortillaPuffSlowMo AIRatesMyTortilla TortillaSelfFoldingTaco TortillaStackTimeLapse WeirdestAITortillaFilling IsMyTortillaACircle AbuelaTortillaVideoCall LiveTortillaFlipAlong',
    pet: 'DogNamedTortilla TortillaPuppyBurrito TortillaPlushFetch PurritoChallenge TortillaBandanaPose PetFiestaPortrait KittenTortillaBlanket',
    gaming:
      'TortillaLoteriaCards TortillaTicTacToe StackTheTortillaPuzzle TortillaFlipHighScore GuessTheTortillaFilling TortillaFrisbeeToss CornholeWithTortillas',
  },
  tortoise: {
    travel:
      'GiantTortoiseVisit TortoiseSanctuaryDay TortoiseGardenStroll MeetATortoiseAtTheZoo TravelAtTortoisePace TortoiseBackyardSafari',
    art: 'TortoiseRockPainting TortoiseClaySculpt InkYourTortoise TortoisePhotoshoot ShellMosaicCoaster HexagonTortoiseDoodle TortoisePaperLantern',
    tech: 'TortoiseSlowMoMunch TortoiseTimelapseTrek TortoiseGardenCam AppTracksMyTortoise TortoiseThenAndNow ClockMyTortoiseSpeed TortoiseVideoCallGrandma',
    gaming:
      'TortoiseGardenMaze TortoisePicksMyMove TortoiseDerbyDice TortoiseVsHareBoardGame ShellShuffleCards TortoiseSlowMoCharades TortoiseOrHareTrivia',
  },
  tourist: {
    music:
      'TouristBuskerDuet TouristAnthemForMyTown TouristTrapAnthem LearnALocalSong TouristPhrasebookSong TouristSouvenirShakerJam TouristJingleWriter',
    tech: 'SelfieStickTricks TranslateAppFails TouristPhotoDumpEdit OfflineMapsTourist AIAsMyTouristGuide TouristPanoramaGlitch TouristPodcastWalk',
    gaming:
      'TouristLandmarkCharades TouristPokemonGoHunt GeoGuessrTouristRound TouristTrapBingo TouristTriviaCrawl TouristISpyChallenge',
  },
  'tow truck': {
    fitness:
      'TowTruckSledPull TowTruckTugOfWar TowTruckBlanketPull WinchCrankCurls HookAndHaulHIIT TowTruckRopeRows HumanTowTruck TowTruckWheelbarrow',
    travel:
      'TowTruckRoadTripBingo TowTruckToyOnVacation CountTheTowTrucks TruckStopCrawl TowTruckShowAndShine WaveAtEveryTowTruck VintageTowTruckSnap SpotTheTowTruck',
    tech: 'RCTowTruckRescue TowTruckSlowMoHookUp TowTruckDispatchApp TowTruckToyRescueMovie AIDrawsMyTowTruck TowTruckDashCam TowTruckStopMotion GreenScreenTowTruck',
    gaming:
      'TowTruckRushHour TowTruckRescueMission TowTruckJunkyardDash TowTruckHideAndSeek ClearTheTrafficJam TowTruckToyDerby TowTruckParkingPuzzle LegoTowTruckRace',
  },
  towel: {
    travel:
      'HotelTowelAnimals BeachTowelPackingHack BeachTowelTurfWar OneTowelTrip SunLoungerTowelDash TowelPicnicAtThePark TowelOnEveryShore',
    music:
      'TowelTurbanKaraoke TowelShowerConcert TowelBeatboxChallenge SingingInTheTowel RallyTowelDrumline TowelWaveAnthem TowelTwirlTempo',
    tech: 'TowelFoldsItself TowelElephantTimeLapse TowelSnapSlowMo CopyTheHotelTowelFold TowelDryerTimeHack CanAIFoldATowel TowelCapeGreenScreenHero',
    gaming:
      'TowelFortGameNight TowelTwisterMat TowelGridTicTacToe BeachTowelBattleship TowelHideAndSeek TowelFoldPuzzle TowelRingToss',
  },
  toy: {
    travel:
      'ToyTravelBuddy TinyToyPhotoWalk ToyMuseumVisit ToyShopCrawl ToyRoadTripMascot FlatStanleyAdventure PostcardFromMyToy',
    fashion:
      'DressLikeYourToy ToyPlushBackpack ToyRetroTee BagCharmToyHaul MatchYourTeddy ToyBoxRainbowFit ToyInspiredLook',
    tech: 'CodeAToyRobot ToyCarCamPOV RetroVsSmartToy GiveYourToyAVoice ToyTeardown MyToyStarsInAMovie AnimateYourToy',
  },
  'toy store': {
    travel:
      'ToyStoreCrawl BiggestToyShopVisit ToyStoreSouvenirPick OldestToyshopQuest GrandparentsToyStoreDay ToyStoreLocalFind ToyStoreWindowWalk ToyStoreRoadTrip',
    tech: 'ToyStoreCodingRobot ToyStoreAfterDarkStopMo ToyStoreRCCarRace ToyStorePriceScanDuel ToyshopGadgetRating SmartToyShowdown ToyStoreWalkieTalkie UnboxToyStoreTech',
    gaming:
      'ClawMachineChampion ToyStorePackBattle ToyStoreBoardGameHaul ToyshopDemoDuel ToyStoreMarbleRun RetroConsoleRematch ISpyInTheToyStore JengaAtTheToyStore',
  },
  tractor: {
    dance:
      'TractorTwoStep TractorLineDance TractorHeelStomp GreenTractorGroove HayBaleHoedown TractorHayrideJig TractorBootScootin',
    fitness:
      'TractorWheelbarrowRace TractorFarmerCarry TractorPullTugOfWar HumanTractorPull FarmStrongCircuit HorsepowerHIIT HaulLikeATractor',
    prank:
      'TractorBirthdayParade TractorGooglyEyes WakeUpToATractor TractorCakeSurprise TractorHornDoorbell HayBaleLoveNote ToyTractorTakeover',
    travel:
      'TractorHayride TractorPumpkinPatchRide VintageTractorRally TractorPullTailgate TractorSpottingRoadTrip CornfieldCruise TractorShowSafari',
    wellness:
      'TractorSlowRide SlowAsATractorSunday DawnTractorChores LifeAtTractorSpeed OpenSkyBreathing DirtRoadDaydream TractorSeatSunrise',
    speed:
      'PedalTractorDash ToyTractorRace TractorPuzzleIn60 TractorToyParkingRace HarvestHustle BeatTheStormClouds TractorColoringRace',
    art: 'TractorTireTrackPrint RustyTractorPhoto TractorToyDiorama CardboardBoxTractor PaintAnOldTractor BarnyardSketchbook DrawYourDreamTractor',
    tech: 'ToyTractorPlowsTheRug TractorGreenScreenRide AIDesignsMyTractor TractorFactCheckTheAI AnimateYourTractorDrawing TractorRevRingtone LegoTechnicTractor TractorToyTimeLapse',
    gaming:
      'TractorPullLeaderboard MinecraftTractorBuild RCTractorObstacleRun GuessThatTractorSound TractorFarmAnimalCharades TractorSnakesAndLadders TractorTetris',
  },
  traffic: {
    travel:
      'BeatTheTrafficRoadTrip TrafficFreeScenicRoute NoTrafficWalkingCity TrafficJamGameShow TakeTheLongWay FerryOverFreeway EscapeTheTraffic',
    tech: 'TrafficAppETAGuess ToyCarTrafficJamStopMo TrafficTimelapseCam NavVoiceInTraffic TrafficNavAppFaceOff AIFixesGridlock CodeATrafficSignal',
    pet: 'DogWatchesTheTraffic PetSeatbeltInTraffic CatCountsTraffic ParrotHonksInTraffic BackseatDriverPup TrafficJamPupCrateNap TrafficSignalSit',
    gaming:
      'TrafficJamPuzzle TrafficJamISpy TrafficCarColorBingo TrafficPlateAlphabetRace CrossyRoadHighScore TrafficCopFreezeGame TrafficSignalSimon',
  },
  'traffic cone': {
    travel:
      'TrafficConeBingo TrafficJamGames TrafficConeRoadTripTally TakeTheScenicDetour TrafficConeRoadTrip OrangeConeSpotting TrafficConeCityHunt TrafficConePostcards',
    tech: 'MiniTrafficConeSlowMo TrafficConeSpeaker TrafficConeRCCarCourse LightUpTrafficCone AISpotsEveryCone TrafficConeDashcamCount TrafficConeNightCam TrafficConeMovieStar',
  },
  'traffic light': {
    travel:
      'TrafficLightRoadTripCount TrafficLightPhotoWalk OddTrafficLightHunt StoplightWalkSignHunt StoplightSpotting GreenLightRoadTrip',
    tech: 'TrafficLightNightTrails CodeATrafficLight AIDesignsATrafficLight StoplightToyCarStopMo TrafficLightEmojiStory TrafficLightFreezeFilter StoplightStopwatchTest',
    gaming:
      'RobloxTrafficLightObby TrafficLightMusicalChairs TicTacToeTrafficLight TrafficLightGameNight StoplightSimonSays TrafficLightBingoDrive TrafficLightStatues',
  },
  train: {
    cooking:
      'TrainStationBento TrainCupcakeCaboose TrainSnackBox TrainRidePicnicBox TrainDiningCarAtHome WatermelonLocomotive GravyTrainPotPie',
    fashion:
      'TrainFitCheck TrainStationStyle TrainPajamaExpress OutfitMatchesTheTrain OrientExpressGlam ConductorChic BridalTrainTwirl',
    art: 'TrainWindowSketch TrainStationSymmetry ToyTrainDiorama TrainTicketCollage MotionBlurTrain TrainFromToiletRolls',
    tech: 'TrainRideHyperlapse ToyTrainPOVCam TrainWifiVsHotspot TrainWindowTimelapse TrainCabinDecibelCheck TrainSoundsBeatMaker',
    gaming:
      'TicketToRideShowdown TrainConductorSays TrainSeatCardGames LongestTrainRouteWins TrainWindowISpy SubwaySurfersHighScore MexicanTrainDominoes',
  },
  'train station': {
    prank:
      'TrainStationBalloons TrainStationFlowers SurpriseAtTrainStation RedCarpetTrainArrival FakeChauffeurSign TrainStationKazooWelcome TrainStationTourGuide',
    cooking:
      'TrainStationBento TrainStationPretzels TrainDiningCarBrunch PackATrainPicnic TrainStationCafeAtHome TrainStationCroissants',
    art: 'TrainStationSketchbook TrainStationClockPhoto TrainTicketCollage LongExposureTrainShot TrainStationSymmetryShot PaintThePlatform',
    tech: 'TrainStationTimelapse TrainTrackerAppTest TrainStationNightModeShot OfflineTrainMapHack TrainStationMapAppRace FreeWifiSpeedRank',
    pet: 'TrainStationDogWatch TrainStationPupWelcome DogMeetsTheTrain PuppyFirstTrainRide HachikoTribute PetCarrierTrainTrip',
    gaming:
      'TrainStationISpy TrainStationGuessWhere TicketToRideTrainNight BuildATrainStation TrainStationBingo TrainStationStoryChain',
  },
  trampoline: {
    travel:
      'BounceEveryTrampolinePark TrampolineAtGrandmas TrampolineParkRatings TrampolineParkPassport BounceHouseRoadTrip NinjaCourseWeekend TrampolineWithAView',
    tech: 'TrampolineSlowMo HowHighOnTheTrampoline TrampolineHangTimeTimer TrampolineLevitation BounceHeightApp TrampolineToTheMoon TrampolineBurstMode',
  },
  trash: {
    travel:
      'TrashPickupAtThePark LeaveNoTraceCamping BeachTrashBounty ZeroTrashPicnic TrailTrashTally CleanestCityChallenge TrashBagOnEveryHike',
    tech: 'TrashTimeLapseCleanup OldPhoneNotTrash TrashStopMotionMonster AIRecycleOrTrash TrashCleanupBeforeAfter MendBeforeYouTrash',
    gaming:
      'TrashCanBuzzerBeater LitterBingoWalk TrashBinPong TrashSortShowdown GarbageTruckToyRace TrashOrTreasureQuiz TrashTalkTourney',
  },
  'trash can': {
    dance:
      'TakeOutTheTrashStrut BinDayBoogie TrashCanLidStomp TrashCanWheelieSpin TrashTalkTwoStep TrashCanRollOutGroove',
    travel:
      'CityBinSpotting RateTheTrashCans TrashCanBeachCleanup TrashCanRoadTripTally TrashCanArtHunt WhereAreTheTrashCans',
    tech: 'HungryTrashCanStopMotion TrashCanFillsUpTimeLapse TrashCanSortingAI TouchlessBinHack TrashCanThatTalks TrashCanPOVBinDay',
    pet: 'DogProofTheTrashCan WhoRaidedTheBin TrashCanLeaveIt PetVsTrashCanLid TrashDayBarkOff TrashCanTreatPuzzle',
    gaming:
      'TrashCanCornhole TrashCanPaperHoops TrashCanRingToss TrashCanTrickShots TrashCanBottleFlip TrashCanPingPongTrick',
  },
  'trash day': {
    travel:
      'TrashDayAtTheCampsite TrashDayParkCleanup TrashPickupBeachTrip TrashDayNeighborhoodLoop RecyclingCenterTour TrashFreeHike',
    tech: 'AIRecyclingSorter TrashDayTruckTimeLapse TrashDayTruckTracker TrashDayRingtone NeverMissTrashDay TrashCanCamPOV',
    gaming:
      'WastebasketHoops TrashDayCleanupQuest BinSortHighScore TrashDayBingo TrashTalkTrivia TrashDayCornhole',
  },
  travel: {
    speed:
      'TravelPackingSpeedrun SuitcaseZipRace TravelUnpackDash TravelSnackPackRace TravelReadyInTen TravelRollerBagRelay TravelPhraseLightning',
    music:
      'SongForEveryCity StationPianoCover TravelBuskerJam TravelPlaylistSwap TravelSoundsRemix TravelerKaraokeTour TravelAnthemSingOff',
    tech: 'WhatsInMyTechPouch TravelAppHacks TravelGadgetCheck AIPlansMyTravel TravelTranslateAppFails TravelOfflineMapsOnly TravelDayIn60Seconds',
    gaming:
      'TravelGeoGuessrDuel TravelTriviaNight TravelChessOnTheTrain TravelBingo TravelCardGamesOnTheGo PassportStampQuest TravelLicensePlateGame',
  },
  treadmill: {
    travel:
      'TreadmillVirtualHike TreadmillWithAView TreadmillCityWalkVideo TreadmillToTokyo RateTheHotelTreadmill InclineWalkTheAlps TreadmillPassport',
    tech: 'TreadmillOfficeSetup TreadmillStepCountCheck WalkingPadReview UnderDeskTreadmill SmartwatchVsTreadmill TreadmillTechTierList TreadmillTypingTest',
    gaming:
      'InclineWalkLevelUp TreadmillPokemonSteps EggHatchingTreadmill TreadmillGhostRace TreadmillTriviaWalk WalkingPadSpeedrun TreadmillGuessTheSong',
  },
  'treasure hunt': {
    travel:
      'CityTreasureHunt SeaGlassTreasureWalk TreasureHuntAtThePark MuseumTreasureTrail GeocachingAdventure TreasureHuntRoadTrip TreasureHuntBeachcomb TreasureHuntFleaMarket',
    tech: 'TreasureHuntVoiceClues GPSTreasureHunt TreasureHuntARClues CodeATreasureHunt TreasureHuntEmojiClues ScanToFindTheLoot TreasureHuntQRTrail TreasureHuntPhotoClues',
    gaming:
      'TreasureMapQuest TreasureHuntRiddleRace TreasureHuntDiceRace FindAllTheTreasure LootChestShowdown TreasureHuntHotAndCold TreasureHuntEscapeBox TreasureHuntClueRelay',
  },
  treehouse: {
    travel:
      'TreehouseGlampingTrip TreehouseCampoutDare TreehouseAtThePlayground FindATreehouseInTown TreehouseHop HighRiseInTheWoods TreehouseDayAtGrandmas',
    speed:
      'TreehouseStickBuildRace TreehousePulleyRelay TreehouseLadderDash MiniTreehouseIn10 FastestKnotWins TreehouseCardboardIn30 TreehouseHoistRace',
    tech: 'TreehouseWalkieTalkie TreehouseBuildsItself TreehouseDayToNight TinCanTreehousePhone WiFiInTheWoods AIDesignsMyTreehouse TreehouseSecurityCam',
    gaming:
      'MinecraftTreehouseBase TreehouseBoardGames TreehouseSurvivalBuild RobloxTreehouseTour TreehouseCardGameNight TreehouseHideAndSeek TreehouseFlashlightTag',
  },
  tricycle: {
    travel:
      'TricycleTownTour TricycleBoardwalk TrikeAroundThePond BeachTrikeCruise TrikeToTheIceCreamShop TricycleToTheLibrary TricycleTaxiHop',
    tech: 'TricycleLightsMod TrikeCamRide TricycleStopMotion TrikeRideHyperlapse TricycleRaceOnTheMoon HowFastIsYourTrike',
    pet: 'PetTricycleBasket TricycleCatVsBell TricycleDogEscort TrikeSidecarPuppy ThreeWheelsFourPaws TricycleBasketCatNap',
    gaming:
      'TrikeTimeTrial TricycleObstacleCourse TricycleTrackBuilder MarioKartOnTricycles TricycleFollowTheLeader ThreeWheelLeaderboard RedLightGreenTricycle',
  },
  trivia: {
    tech: 'TriviaBotBattle AIQuizMaster TriviaPhoneBuzzerRound SmartSpeakerStumper CodeATriviaGame StumpTheChatbot TriviaVsSearchEngine',
    gaming:
      'TriviaGameShow BuzzerTournament TriviaCategoryDraft JeopardyStyleBoard TriviaBossLevel PopQuizFamilyFaceOff TriviaStackTheCups',
  },
  trophy: {
    travel:
      'TravelingTrophyTour TrophyCaseAtMySchool StadiumTrophyRoom TrophyChampionsParade ThriftStoreTrophyHunt HometownTrophyGame SouvenirTrophyShelf PhotoWithEveryTrophy',
    tech: 'TrophyComesToLife TrophyTurntableShot TrophyPhotoGlowUp TrophyConfettiGreenScreen AIWritesMyTrophySpeech TrophyThatTalks SlowMoTrophyLift',
    gaming:
      'TrophyHideAndSeek TrophyForTheCheckersChamp TinFoilTrophyGameNight TrophyTournament BoardGameTrophyNight TrophyRingToss WinnerKeepsTheTrophy',
  },
  truck: {
    fitness:
      'TruckWashWorkout TruckBedStepUps TruckCargoCarry TruckLoadSquats TruckUnloadCircuit HeavyHaulerHIIT TruckerTabata',
    travel:
      'TruckBedCamping TruckStopFinds TruckBedPicnic OneTankTruckTrip FoodTruckCrawl DirtRoadDiaries PickupTruckSunrise',
    tech: 'TruckDashCamSetup TruckTimeLapseDrive BackupCameraHack RCTruckObstacleCourse TruckBedOffice AIDesignsMyDreamTruck TruckTechTour',
    pet: 'TruckSeatbeltHarness PupsFirstTruckRide CardboardTruckCatNap KittenVsToyTruck DogCoPilot TruckBedPetPicnic TruckerHatPet',
    gaming:
      'ToyTruckRampRace MonsterTruckMayhem TruckSpottingBingo TruckCharadesNight TruckCardboardBuildOff HotWheelsDragStrip',
  },
  'truck driver': {
    prank:
      'TruckDriverCareKit OverpassWaveCrew TruckerThankYouSign WelcomeHomeTruckDriver TruckStopCoffeeDrop TruckDriverSnackBag TruckDriverCookieRun TruckDriverJokeBook',
    cooking:
      'LongHaulMealPrep TruckStopPieRecipe TruckDriverLunchbox TruckDriverCoolerMeals TruckerDinerCopycat TruckDriverCabChef SlowCookerTruckDriver OnePotTruckDriverChili',
    tech: 'TruckDriverCabSetup BigRigDashCam TruckerTechHaul TruckerPlaylistSwap TruckerSunriseTimeLapse TruckDriverVideoCallHome TruckDriverAppTour VoiceNoteTruckDriver',
    gaming:
      'TruckDriverSimRun TruckDriverPlateBingo TruckDriverISpy TruckStopArcade TruckDriverCharades TruckerCardGameBreak RetroTruckDriverRacer TruckDriverTrivia',
  },
  trumpet: {
    funny:
      'TrumpetWakeUpCall TrumpetMissedNoteFace TrumpetFirstSqueak SadTrumpetForEveryFail ReveilleForRoommates TrumpetCheeksChallenge TrumpetNeighborReview',
    travel:
      'TrumpetBuskerHunt TrumpetParadeDay BrassBandTrumpetTour JazzClubTrumpetCrawl TrumpetEchoUnderABridge TrumpetParkBandstand TrumpetArrivalFanfare',
    tech: 'TrumpetLoopOnYourPhone TrumpetPracticeMute TrumpetDecibelTest SlowMoTrumpetValves AIAccompanistJam TrumpetDuetWithMyself DIYCardboardTrumpet',
  },
  tshirt: {
    tech: 'AIDesignsMyTshirt IronOnTshirtTransfer TshirtQRCodePrint VirtualTshirtTryOn TshirtFoldsItself TshirtDesignOnYourPhone',
    gaming:
      'GuessTheGameTshirt PixelArtTshirt SquadTshirtDesign TshirtCosplayBuild WinnerPicksTheTee GuessMyTshirtSlogan TshirtTierList',
  },
  tuesday: {
    travel:
      'TuesdayFreeMuseumVisit FoodTruckCrawl MidweekCityBreak TacoTuesdayTour TouristOnATuesday TuesdayBusToSomewhereNew TinyTripTuesday NewNeighborhoodTuesday',
    fashion:
      'TuesdayTwinningDay MidweekMonochrome TuesdayColorTheme TurtleneckTuesday TuesdayTieStyling TacoTuesdayTee OverdressForTuesday TuesdayThriftFlip',
    art: 'TacoTuesdayDoodle TuesdaySketchDaily TuesdayAirDryClayNight FoodTruckPainting TuesdayCollageCorner TwoToneTuesday ThreeColorTuesday TinyCanvasTuesday',
    tech: 'TuesdayUpdateYourPhone TuesdayAppTryout TuesdayTechTip TidyYourDesktopTuesday TuesdayCodingHour TinyFixTuesday ShortcutTuesday TwoFactorTuesday',
    pet: 'TuesdayPetPhotoDay TuesdayTrickTraining TuesdayCatBrushing MidweekWalkNewRoute TailWagTuesday TuesdayDogSpaDay TummyRubTuesday TuesdayToyTest',
    gaming:
      'TuesdayGoFishShowdown MidweekKartCup TuesdayChessClub TuesdayTriviaGameNight TableTopTuesday TacoTuesdayCharades TetrisTuesday TwoPlayerTuesday',
  },
  'tug of war': {
    cooking:
      'TugOfWarTaffyPull TugOfWarWishbone TugOfWarStringCheese MozzarellaTugOfWar PulledPorkTugOfWar NoodleTugOfWar PretzelTugOfWar FruitLeatherTugOfWar',
    travel:
      'TugOfWarBeachDay TugOfWarPassport FindATugOfWarFestival TugOfWarAtThePark CountyFairTugOfWar TugOfWarFieldDayTrip TugOfWarCampout RoadTripTugOfWar',
    tech: 'TugOfWarSlowMo TugOfWarForceMeter TugOfWarInstantReplay TugOfWarLiveScore TugOfWarStopMotion TugOfWarWithAGhost PhoneChargerTugOfWar TugOfWarFaceCam',
  },
  tulip: {
    fitness:
      'TulipPlantingSquats TulipGardenBikeRide TiptoeCalfRaises TulipBulbBurpees PlantTenTulipBulbs TulipTrailRun LungeThroughTulips StretchLikeATulip',
    travel:
      'TulipParkPicnic TulipFestivalHop TulipRowsAtSunrise ChaseTheTulipBloom BikeThroughTulips TulipFarmersMarketHaul TulipSpottingInTown LocalTulipFarm',
    music:
      'TulipFieldUkulele TulipKazooSerenade FalsettoTiptoeCover SingToYourTulips TulipsFromAmsterdam TulipWindmillWaltz HumForTheTulips TulipSpringSingAlong',
    tech: 'TulipBloomTimelapse TulipPhotoEditGlowUp TulipPlantIDAppTest TulipGrowthTracker AIDesignsATulip TulipStopMotionBloom MacroLensTulip PhoneScanTulip',
    pet: 'TulipFieldDogWalk TulipPlushFetch TulipPicnicPortrait TulipPrintBandana TulipPlushPuppyNap FeltTulipCatToy SilkTulipPhotoshoot PaperTulipCrown',
    gaming:
      'TulipPetalLovesMeNot TulipScavengerHunt TulipColorTag TulipBingoWalk TulipMatchThree AnimalCrossingTulips TulipColorGuessGame DrawATulipBlindfolded',
  },
  tupperware: {
    tech: 'TupperwareQRStickers LidsFindTheirTupperware FridgeCamCheck LeftoverTrackerApp TupperwareFridgeTimeLapse AIPlansTupperwareMeals TupperwarePhoneSpeaker',
    gaming:
      'TupperwareTetrisFridge TupperwareLidPuzzle TupperwareRingToss TupperwareJengaTower GameNightSnackTubs PairsMemoryMatch TupperwareShellShuffle',
  },
  turkey: {
    travel:
      'TurkeyDayRoadTrip TurkeySanctuaryStop WildTurkeySpotting TurkeyTrotNewCity TurkeyDayDriveToGrandmas ParadeBalloonHunt TurkeyFarmVisit',
    music:
      'GobbleBeatbox TurkeyCallDuet TurkeyKazooBand TurkeyInTheStrawCover TurkeyHoedownSingAlong DrumstickDrumroll TurkeyTableSingOff',
    tech: 'TurkeyOvenTimelapse TurkeyDaySpreadsheetPlan AIThanksgivingPlanner TurkeyVideoCallFeast GobbleSoundboard TurkeyThermometerTest TurkeyDinnerVanishes',
    pet: 'TurkeyDayPetGratitude GobbleSoundReaction TurkeyPlushFetch TurkeyDayPuppyEyes CatInAPilgrimHat TurkeyTrotWithMyDog TurkeyTailHeadband',
  },
  turtle: {
    travel:
      'TurtleBeachWatch TurtlePondSpotting TurtlesAtTheAquarium TurtlePaceSightseeing HowManyTurtlesOnTheLog TurtleRescueVisit TurtleNatureCenterVisit SeaTurtleSanctuary',
    tech: 'TurtleTankCam TurtleTimelapse TurtleSlowMoSnack SeaTurtleGPSTracker PythonTurtleDrawing HabitatGlowUp TurtleStopMotionRace',
    gaming:
      'TurtleRaceBoardGame TurtleHabitatBuild NinjaTurtleArcade MarioKartTurtleShell TurtleShellFreezeTag TurtleTowerStack TurtleTumbleBowling',
  },
  tv: {
    travel:
      'TVFilmingLocations TVSceneSpotting TVFilmedInMyTown TVThemeSongRoadTrip TVCharacterForADay SitcomCitySelfie TVDinerLookalikeHunt',
    music:
      'TVThemeSongCover TVOpeningOnKazoo TVThemeHumOff TVJingleRemix TVIntroMashup LaughTrackBeatbox AcapellaTVOpener',
    gaming:
      'TVGameShowAtHome TVQuizBuzzerBattle BigScreenKartRace CouchCoopChaos TVTriviaShowdown TVRemoteHideAndSeek TVCharadesNight',
  },
  'tv show': {
    travel:
      'TVShowFilmedNearby TVShowLocationHunt TVShowThemeSongDrive TVShowCafeLookalike FilmedHereWalk TVShowTownRoadTrip SpotTheTVShowScene',
    tech: 'PutMeInTheTVShowIntro TVShowAIRecast TVShowIntroRemake BackyardTVShowNight WatchPartySetup TVShowCameoGreenScreen',
  },
  twin: {
    travel:
      'TwinPlansTheDayTrip TwinRoadTrip TwinTrainAdventure TwinHikeToTheTop SiblingPassportStamps SplitUpAndExplore GuessWhereMyTwinIs',
    tech: 'TwinFaceUnlockTest AITwinDetector TwinFingerprintScan TwinAgingFilter TwinSplitScreenMirror SmartSpeakerTwinTrick',
    gaming:
      'TwinThumbWarFinal TwinSplitScreenRace MindMeldCardRound BeatMyTwinsHighScore TwinCoopGame TwinTelepathyDuel PlayerOneOrTwin',
  },
  'tying shoes': {
    tech: 'ShoelaceTutorialForKids TyingShoesStopMotion SlowMoShoeTying AIShoeTyingCoach ShoeTyingSplitScreen ShoeTyingTimelapse ShoeTyingPOVCam',
    gaming:
      'ShoeTyingMinigame ShoelaceKnotQuest TyingShoesLevelUp ShoeTyingMusicalChairs ShoelaceSimonSays BunnyEarsBonusRound SpeedTyingShoesDuel',
  },
  typing: {
    travel:
      'TypingTravelJournal TypingOnTheTrain TypingFromTheBeach TypingCafeNomad TypingAtTheLibrary WiFiWithAView TypingParkBenchOffice',
    music:
      'TypingToTheBeat TypingMechanicalASMR TypingLyricsRace RemixMyTypingSounds KeyboardTypingSymphony ClickClackCover RhythmTypingJam',
    art: 'TypingASCIIDrawing TypingConcretePoetry KeycapTypingMosaic EmojiTypingArt TypingTextPortrait DrawWithOnlyLetters TypingShapePoems',
    gaming:
      'TypingGameHighScore TypingRaceVsFriends GameNightTypingRace KeyboardNinjaTyping WPMBossBattle TypingHangmanDuel',
  },
};
