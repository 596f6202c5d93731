import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  sunburn: {
    cooking:
      'SunburnCoolDownPops AfterSunburnSmoothie CucumberMintCooler SunburnWatermelonSalad SunburnSlushieIn5Min AloeVeraLemonade BlendASunburnSorbet SunburnPopsicleFaceOff',
    dance:
      'SunburnFreeShuffle SunburnStrutIn30Seconds OuchMySunburnGroove ShadeSeekerShimmy SlipSlopSlapDance SunburntSideStep TheSunburnWaddle CanYouMoonwalkSunburnt',
    fitness:
      'SunburnSprinklerSquats SunburnFreeMorningRun ShadeBreakCircuit BeatTheSunburnAt6AM 10MinSunburnSafeCardio SunscreenFirstBootcamp 7DayNoSunburnAbs SunburnShadyTrailHike',
    travel:
      '7DayVacationNoSunburn SunburnProofPacking ShadyBeachSpots CityWalkVsSunburn ShowUsYourSunburnKit ShadeChaserTour ZeroSunburnRoadTrip SunburnSafeParkPicnic',
    wellness:
      'SunburnThenVsNow SunburnCoolCompress SoothingSunburnSunday SunburnAloeRitual SunburnHydrationHabit LobsterToLovely SootheTheSunburn 7DaySunburnRecovery',
    art: 'SunburnPaperFade 7DaySunburnSketchbook SunPrintBotanicals DrawYourWorstSunburn SunburntSunsetPainting UmbrellaShadowPhoto MySunburnSelfPortrait 10MinSunburnPoster',
    fashion:
      'SunburnSafeSwimLook NoSunburnFitCheck StyleASunburnHat3Ways SunburnLinenCoverUp SunburnProofSleeves 7DaySunburnShadeOutfits MatchYourSunburn SunburnScarfFaceOff',
    music:
      'SunburnSummerAnthem 30SecondSunburnBlues SunburnRapBattle RedAsALobsterSong ReapplyJingle SunburnBeachSingAlong DontTouchMySunburn SerenadeYourSunburn',
    tech: 'SunburnAlertApp SunburnUVIndexCheck SmartSunscreenTimer SunburnFilterVsReality NoSunburnReminderHack 7DaySunburnTimelapse PredictMySunburn CanYourPhoneSpotSunburn',
  },
  rooster: {
    art: 'HandprintRoosterArt RoosterInOneLine 60SecondRoosterSketch PaintARoosterPlate RoosterDrawOff 7DayRoosterDoodles RoosterOrigami RoosterFeatherCollage',
    gaming:
      'CanYouCrowLikeARooster RoosterCallContest PlushRoosterHideAndSeek BarnyardGameNight 5RoundRoosterTourney RoosterBeanBagToss RoosterSoundCharades WakeUpTheRoosterRelay',
    wellness:
      'RiseWithTheRooster RoosterSunriseStretch RoosterBedtimeBy9 NoSnoozeRooster DawnGratitudeWalk 7DayRoosterWakeUp RoosterMorningJournal 5AMRoosterClub',
    prank:
      'RoosterCrowAsTheirAlarm RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp OurRoosterLaidAnEgg 7DaysOfRoosterPuns RoosterMaskPhotobomb StickerRoosterOnEveryMug',
    dance:
      'RoosterStrutOff HeadBobLikeARooster RoosterWingShimmy RoosterCrowFreeze RoosterHoedownDuet DoodleDooDance 30SecondRoosterWalk 7DayRoosterFootwork',
    fashion:
      'RoosterPrintShirt MohawkLikeARooster RoosterFeatherHat StrutYourOutfit 60SecondRoosterRunway RoosterColorsFitCheck RoosterCombHeadband StyleRoosterRedThreeWays',
    pet: 'PetHearsARooster KittyVsToyRooster RoosterTrickIn7Days PupHowlsAtRoosterCall 30SecondRoosterPounce RubberChickenFetch RoosterMeetsTheBunny RoosterPlushTugRope',
  },
  'air fryer': {
    prank:
      'SurpriseInTheAirFryer AirFryerMustache TinyAirFryerForDad GooglyEyeAirFryer AirFryerPartyHat AirFryerLoveNoteReveal AirFryerTalksBack YarnFriesAirFryer',
    art: 'AirFryerFoodFaces 10MinAirFryerSculpt DrawYourAirFryer PixelArtAirFryer AirFryerPuffPastryRoses 7DayAirFryerSketchbook AirFryerToastPortrait AirFryerCookieBattle',
    gaming:
      'BeatMyAirFryerScore AirFryerTierList GuessTheAirFryerTimer AirFryerMysteryBasket 3RoundAirFryerQuiz PickYourAirFryerSnack AirFryerFoodBracket AirFryerBlindTasteOff',
    music:
      'AirFryerDingRemix AirFryerBeepBeatbox AirFryerBasketShaker SingToTheAirFryer AirFryerDrumOff HotAirHarmony WriteAnAirFryerJingle 60SecondAirFryerSong',
    travel:
      '7DayAirFryerWorldTour 10MinAirFryerCampMeal AirFryerHotelHack AirFryerFeedsThePicnic PackTheAirFryer RoadTripAirFryerSnacks AirFryerCampingDinner AirFryerStreetFoodNight',
    fashion:
      'MatchYourAirFryer AirFryerApronLook AirFryerEarrings ChefJacketGlowUp AirFryerBasketPurse DressLikeAnAirFryer AirFryerOutfitBattle 60SecondAirFryerRunway',
  },
  bedroom: {
    art: 'BedroomPosterWall PaintABedroomMural BedroomShoeboxDiorama DrawYourBedroomIn5Min PillowcasePainting BedroomGlowUpOnPaper BedroomFromMemory 7DayBedroomSketchbook',
    dance:
      'BedroomDiscoParty BedroomMirrorChoreo 30SecondBedroomRoutine BedroomFreestyleFriday CleanYourBedroomShuffle PajamaShimmyShake MyBedroomBoogie BedroomHairbrushDance',
    fashion:
      'BedroomPajamaRunway BedroomFitCheck BedroomClosetGlowUp 10MinBedroomGetReady FloordrobeRescue DresserDrawerStyling MyBedroomLookbook 5OutfitsOneBedroom',
    funny:
      'RealtorVoiceBedroomTour BedroomMonsterCheck BedroomChairOfClothes BedroomCeilingThoughts LightsOffSprintToBed BedroomVsAlarmClock WhenMomSeesMyBedroom FindTheBedroomFloor',
    music:
      'BedroomPopCover BedroomHairbrushMic SoldOutBedroomTour 7DayBedroomBeatStreak PillowDrumSolo BedroomMelodyMonday BedroomRapBattle OneTakeBedroomSong',
    wellness:
      '10MinBedroomReset BedroomCalmCorner BedroomDigitalSunset PhoneOutOfTheBedroom FreshSheetsFriday ThenVsNowBedroom 7DayBedroomWindDown BedroomGoodnightRitual',
  },
  frost: {
    dance:
      'JackFrostJig FrostFreezeFrame FrostCrunchStep 7DayFrostDanceStreak FrostyMorningTwirl ShakeOffTheFrost FrostFeetBattle 30SecondFrostFreestyle',
    wellness:
      '5MinuteFrostWalk FrostyWindowTea CrispAirBreathing 7DayFrostJournal WatchTheFrostMelt FrostCrunchGrounding FrostBreathCount SpotAFrostFern',
    art: '7DayFrostPhotoHunt FrostFernsThreeWays PaintLikeJackFrost FrostedGlassArt 60SecondFrostSketch IceCrystalDoodle FrostSaltPainting DrawInTheFrost',
    cooking:
      'FrostTheCupcakes FrostOneCookieDaily FirstFrostSoup FrostingFaceOff JackFrostHotCocoa CanYouFrostBlindfolded FrostADonutIn60Seconds WinterFrostBark',
    fitness:
      'FirstFrostJog JumpingJackFrost FrostCrunchLunges 50SquatsBeforeTheFrost PlankUntilFrostMelts 10MinFrostWarmUp FrostBusterBurpees FrostySunriseRun',
    pet: 'FrostPawPrints DogsFirstFrostReaction FrostyMorningZoomies CatVsJackFrost 10MinFrostSniffWalk ShowUsYourPetInFrost FrostNoseBoop KittenMeetsFrost',
  },
  rake: {
    art: 'RakedLeafMandala ZenRakePatterns RakeYourInitials 10MinRakedRainbow RakeALawnMaze AutumnOmbreLeaves 7DayRakeSketches GiantRakeSmiley',
    pet: 'DogLeafPileDive RakeKittenPounce PetFollowsTheRake 30SecondRakeSniffTest PupDigsRakedLeaves CatInspectsTheRake RakedHeapPeekaboo ZoomiesPastMyRake',
    prank:
      'TinyRakeForGrandpa RakedLeafMessage GooglyEyeRake RakeTiedWithBalloons ScarecrowWithARake GiftWrappedRakeReveal RakeWearsDadsCap RakeInEveryPhoto',
    dance:
      'RakeAndRoll LeafPileDanceOff 30SecondRakeShuffle TangoWithTheRake 7DayRakeGroove RakeLineDance LimboUnderTheRake RakeWaltzForTwo',
    educational:
      'ShouldYouRakeAtAll WhyLeavesFallQuiz RakeLeafCompostLab 7DayRakeNatureLog IdentifyWhatYouRaked RakePileBugHunt RakeVsBroomTest RakeMathIn60Seconds',
    gaming:
      'RakeAMazeInTheLeaves RakeAndSeek RakeAHopscotchGrid BeatMyRakeTime GiantRakedTicTacToe RakedLeafBingo PassTheRakeRelay 10CoinRakeHunt',
  },
  trumpet: {
    cooking:
      'TrumpetShapedPretzels 7DayTrumpetBakes DinnerCallByTrumpet MariachiTrumpetTacos BrassBandBrunch TrumpetBellCupcakes CookToTrumpetJazz 30MinTrumpetCookies',
    dance:
      'TrumpetFanfareDance 30SecondTrumpetShuffle StrutToATrumpetSolo TrumpetMarchOff BrassBandBounce TaDaTrumpetPose TrumpetToeTap FreezeWhenTrumpetStops',
    fitness:
      'TrumpetBreathWorkout TrumpetMarchingLaps 7DayTrumpetLungBuilder HoldATrumpetHighNote BrassAndBurpees FanfareFinisher MarchToTheTrumpet 10SquatsPerTrumpetToot',
    speed:
      'TrumpetSpeedTongue TrumpetHighNoteRecord 10SecondTrumpetScale FastestTrumpetSolo TrumpetBumblebeeRace BugleCallBlitz OneMinuteTrumpetSetup TrumpetRapidRiffs',
    wellness:
      'SlowTrumpetSunday TrumpetLongTones 5MinTrumpetWindDown SoftMutedTrumpet BlowOffSteam MorningReveilleRitual TrumpetSunriseSalute 7DayTrumpetJournal',
    pet: 'TrumpetPuppyDuet DogHowlsToTrumpet CatMeetsMutedTrumpet TrumpetShapedChewToy TrumpetTreatTimeTune TrumpetLullabyForDogs KittenVsTrumpetCase TrumpetPlushieFetch',
  },
  'date night': {
    art: 'DateNightArtBattle DateNightPaintEachOther ThenVsNowDateNightPhoto 60SecondDateNightDoodle CouplePortraitSwap DateNightBlindSketches TieDyeDateNight PaintByNumberDateNight',
    educational:
      'DateNightStargazing DateNightFactFaceOff TeachEachOtherDateNight OneDocPerDateNight CoupleLearnsSpanish LoveLanguageQuiz DateNightASLLesson PlanetariumDateNight',
    travel:
      'DateNightWithAView ChaseTheSunsetDateNight TouristDateNight DateNightFoodCrawl 10DollarDateNight CoinFlipDateNightWalk OneBusRideDateNight CityLightsDateNight',
    music:
      'DateNightSerenade DateNightKaraokeDuet FinishTheLyricDateNight DateNightNameThatTune OurSongCover LipSyncForLove 5TrackDateNightPlaylist KitchenDiscoDateNight',
    wellness:
      'DateNightPhoneFree DateNightSpaAtHome 10MinDateNightStretch SlowDateNight 3GoodThingsDateNight 36QuestionsDateNight DateNightWalkAndTalk CozyBlanketDateNight',
  },
  icicle: {
    dance:
      'IcicleFreezeDance MeltLikeAnIcicle DripDropIcicleStep 30SecondIcicleShimmy StiffAsAnIcicle IcicleWiggleWednesday IcicleShiverShake IcicleVsSnowmanBattle',
    fitness:
      'IciclePlankHold 7DayIcicleCore SnowShovelCircuit ColdMorningJacks CanYouStandLikeAnIcicle IcicleSlowMeltStretch IcicleWallSitFaceOff SquatPerIcicle',
    wellness:
      'IcicleDripMeditation WatchAnIcicleMelt FrostyBreathWalk 7DayIcicleJournal BreatheWithEveryIcicle 5MinIcicleStillness IcicleLetItGo IcicleGratitudeCount',
    cooking:
      '10MinYogurtIcicles IcicleCakeTopper MeringueIcicles IciclePopsicles FrozenFruitSpears SnowConeShowdown PipeAnIcicleCookie 7DayIcicleTreats',
    music:
      'WriteAnIcicleBallad SingToTheIcicles DripDropBeat IcicleChimes 30SecondIcicleSong 7DayIcicleSongbook IcicleMeltMelody IcicleLullaby',
  },
  pig: {
    cooking:
      '10MinPigCupcakes PigFaceBunBattle ThreeLittlePigsCake PigsInABlanketBake PiggyPancakes HuffAndPuffPastry MudPieForPiglets PizzaPigsAtHome',
    dance:
      'PigWiggleDance PiggyPogoHops ThreeLittlePigsStomp PigSnoutShuffle 7DayPigGroove HogWildHoedown PigPoseFreezeBattle 30SecondPigTrot',
    fitness:
      'PiggyBankPushUps HuffAndPuffCardio ThreeLittlePigsCircuit PigJumpsOneMinute PiggybackSquats HogWildBurpees 7DayPigPlank 30SecondPigCrawl',
    prank:
      'WhoLetAPigInside PigNoseOnTheTeddy PlushPigInTheirBed PiggyBankFullOfButtons PigLatinVoicemail WhenPigsFlyBalloon PigSqueakAlarmClock PaperPigsEverywhere',
    travel:
      'PigSanctuaryTour ThisPiggyWentToMarket 5PlacesWithMyPlushPig CountryFairPigRace PigStatueHunt CountEveryPigYouSpot PigletPettingZoo PigOutFoodCrawl',
  },
  robot: {
    fashion:
      'RobotFaceMakeup RobotSilverSneakers MetallicRobotLook CardboardBotCosplay RobotFitGlowUp StyleFoilRobotThreeWays RobotRunwayWalk BoxToRobotIn10Min',
    funny:
      'RobotAtTheDinnerTable RobotTriesToBlend MorningAsARobot IAmNotARobot DadGoesFullRobot OneHourOfRobotVoice SlangLessonForRobots RobotHandshakeFail',
    prank:
      'RobotWakeUpCall NotesFromMyRobot RobotVoiceDoorbell GooglyEyesOnTheRobot TalkLikeARobotAllDay RobotVacuumInACostume ThisRobotKnowsYourName RobotComplimentMachine',
    cooking:
      '10MinRobotLunchbox RobotCakeBuild DecorateRobotCookies BeepBoopRobotBento NutsAndBoltsSnackMix MotherboardBrownies RobotToastFaces StackARobotSandwich',
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy RobotPuzzleBowlTest CanYourKittenCatchARobot BeepBoopBarkOff 7DayRobotBuddyTraining DogMeetsRobotFriend',
  },
  'summer break': {
    educational:
      '5MinSummerBreakPuzzle SummerBreakBugJournal 30DaySummerBreakReading TenBooksBySeptember BackyardScienceSummer SummerBreakLanguageStreak SummerBreakCodeAGame SummerBreakNatureLog',
    fashion:
      'SummerBreakFitCheck SchoolsOutOutfit SummerBreakHatThreeWays SandalTanLines SummerBreakTieDyeTee SummerCampShirts 7DaySummerBreakStyle 10MinSummerBreakBraids',
    fitness:
      'SummerBreakBootcamp BackyardObstacleRun SummerBreakPlankFaceOff 30DaySummerBreakSquats JumpRopeAllSummer FirstPullUpBySeptember 10MinSummerBreakWorkout SummerBreakYogaMornings',
    music:
      'SummerBreakAnthem SummerBreakPorchConcert SongOfTheSummer SummerBreakBandBattle SchoolsOutForSummer 7DaySummerBreakLyrics PotsAndPansSummerBreak SummerBreakDrumCircle',
    prank:
      'PopQuizSummerBreak SchoolBellSummerBreak SummerBreakTentReveal WaterBalloonGreeting SummerBucketListScroll SummerChalkWelcome GooglyEyesSummerBreak SummerBreakBeachInTheHall',
  },
  tulip: {
    cooking:
      'TulipCupcakeBouquet TomatoTulipPlatter ButtercreamTulips TulipStrawberryBites PipeTulipsIn60Seconds 10MinTulipSnackBoard TulipBakeBattle DutchTulipPancakes',
    fashion:
      'TulipSkirtFitCheck 10MinTulipGlowUp DressLikeATulip WearYourTulipColors ClogsAndTulips StyleTulipPrintThreeWays TulipHairPin TulipNailArt',
    fitness:
      'TulipPlantingSquats 7DayTulipCore TiptoeCalfRaises TulipBurpeeBouquet PlantTenTulipBulbs 10MinTulipWorkout TulipBloomJumps StretchLikeATulip',
    travel:
      'TulipParkPicnic 10TulipsOneWalk ShowUsYourTownsTulips ChaseTheTulipBloom TulipTourByBike TulipFarmersMarketHaul TulipSpottingInTown LocalTulipFarm',
    prank:
      'PaperTulipsNeverBloom SockTulipBouquet TulipsSpellYourName TulipDeskTakeover GooglyEyedTulips TulipsInTheirShoes TulipInEveryCup LunchboxTulip',
  },
  pilot: {
    art: '60SecondPilotSketch 7DayPilotDoodles ClayPilotFigure PilotViewCloudPainting DrawYourselfAsAPilot PaperPilotPortrait PilotWingsBadgeDesign CardboardCockpitPilot',
    cooking:
      'PilotWingsCookies 10MinPilotPancakes CoPilotKitchenHelper FirstClassDinnerAtHome ChickenOrPasta YourPilotServesSnacks PackAPilotsLunch PilotBreakfastTray',
    funny:
      'CanYouDoAPilotVoice PilotLandingApplause PilotAnnouncesDinner AutoPilotParenting ThisIsYourMomSpeaking CrewPrepareForBedtime PilotDadJokes LaundryUpdateFromPilot',
    prank:
      'TinyPilotOnTheirPillow PilotIntercomWakeUp CardboardCockpitPilot PilotSafetyCardForDad WelcomeAboardTheCouch PilotSpeakingAlarm YourPilotAtTheDoor PilotAnnouncesChoreTime',
    wellness:
      '7DayPilotChecklist 10MinPilotBreather PilotPowerNap TurnOffAutoPilotMode PutOnYourMaskFirst WindowSeatGratitude PilotBreathingDrill PilotCloudGazing',
  },
  aquarium: {
    fashion:
      'AquariumFitCheck DIYJellyfishSkirt MatchTheAquariumFish AquariumNailArt ScalesAndSequins DressLikeYourAquarium StyleAquariumBlue3Ways 10MinAquariumMakeup',
    art: 'AquariumFishWatercolor DrawYourAquarium 60SecondAquariumSketch ShoeboxAquarium AquariumArtFaceOff ClayCoralReef 7DayAquariumDoodles AquariumPaperMobile',
    educational:
      'AquariumFilterDemo 60SecondAquariumLesson AquariumInAJar AquariumWhyFishSchool SpotTheSpecies AquariumFactOrFiction QuizMeOnAquariumAnimals 7DayAquariumAlgaeWatch',
    music:
      'AquariumLofiBeat AquariumBubbleRemix FishTankLullaby 7DayAquariumPlaylist AquariumFilterBeatbox SingToTheGuppies 60SecondAquariumSong RecordYourAquariumHum',
  },
  balcony: {
    cooking:
      'BrunchOnTheBalcony BalconyHerbPasta BalconyMocktailFaceOff CookWhatYourBalconyGrows 10MinBalconySalad BasilToPesto BalconyMintLemonade BalconyPicnicPlate',
    fitness:
      'BalconyYoga BalconyWallSit TinyBalconyBootcamp OneMatBalconyHIIT 100SquatsOnTheBalcony FreshAirPlanks SunriseBalconySalute 10MinBalconyStretch',
    dance:
      '30SecondBalconyBoogie StringLightSway BalconyWaltzForTwo GoodMorningBalconyDance BalconySunsetShuffle BalconyFreezeBattle BalconyHandJive 7DayBalconyGroove',
    fashion:
      'BalconyFitCheck 10MinBalconyGlam CanYourHatSurviveBalcony JulietBalconyLook SunsetOutfitShoot MorningCoffeeKimono DressForTheBalcony BalconySundressTwirl',
  },
  brownie: {
    dance:
      'BrowniePointsDance CornerPieceBrownieJig 30SecondBrownieShuffle WiggleWhileBrowniesBake GooeyBrownieGroove BrownieMoveBattle BrownieBoxStep BrownieSquareDance',
    gaming:
      'BrowniePointsScoreboard WinnerTakesTheBrownie 5RoundBrownieQuiz 30SecondBrownieCharades BrownieTowerTopple BrownieGuessTheBite RollDiceBakeBrownies BrownieBlindTasteRank',
    tech: 'AIBrownieRecipe StopMotionBrownieBake PhoneRatesMyBrownie BrownieOvenTimelapse MeasureBrowniesWithAnApp MicrowaveVsBakedBrownie BrownieSlowMoDrizzle BrowniePhotoLightHack',
    wellness:
      'BrowniesForNeighbors SlowBrownieSunday ShareABrownieDay BakeTheBluesAway 5MinBrownieBreak BrownieThankYouNotes BrownieAndABook BrownieBakingWithKids',
  },
  doctor: {
    fashion:
      'DoctorToWeekendMakeover DoctorWhiteCoatLook 60SecondDoctorFit OffDutyDoctorOutfit StethoscopeAsNecklace DoctorComfySneakers LittleDoctorDressUp ShowUsYourDoctorSocks',
    fitness:
      'DoctorsOrdersWalk DailyStepPrescription DoctorStairsNotLift DoctorApprovedStretch TakeTwoLaps 50SquatsForTheDoctor 10MinDoctorWorkout 7DayDoctorCardio',
    art: 'DoctorThankYouCard 60SecondDoctorSketch DoctorCastDoodles DrawADoctorBlindfolded SkeletonSelfie XrayStyleFlowers CartoonYourDoctor 7DayDoctorArt',
    music:
      'DoctorHeartbeatRemix SayAhhDoctorHarmony 30SecondDoctorRap WhatsUpDocJingle ThankYouDoctorSong StayinAliveTempo DoctorKaraokeFaceOff DoctorLullabyForTeddy',
  },
  'first day': {
    dance:
      'KitchenStrutFirstDay FirstDayBackpackBop FirstDayBusStopBoogie ShakeOffFirstDayJitters NewKidCoolMoves FirstDayFreezeFrame 30SecondFirstDayGroove FirstDayHappyFeet',
    pet: 'PuppyBusStopWelcome FirstDayDogWindowWatch PetInTheFirstDayPhoto CatInspectsFirstDayBag FirstDayHomeZoomies FirstDayPupGoodbye FirstDayPhotobomb KittyHugBeforeFirstDay',
    art: 'FirstDayChalkboardSign FirstDayBackpackPatch FirstDaySelfPortrait ThenVsNowFirstDayArt FancyNameTagFirstDay DoodleYourDreamYear FirstDayPhotoRecreate SketchMyFirstDay',
    fashion:
      'FirstDayOutfitReveal StyleAFirstDayUniform FirstDayHairFaceOff RateMyFirstDayFit NewKidDrip FreshKicksFirstDay FirstDayBackpackMatch 10MinFirstDayGlowUp',
  },
  hamster: {
    wellness:
      'HamsterCozyNest 5MinHamsterCalm MindfulHamsterWatch BurrowLikeAHamster GetOffTheWheel 7DayHamsterBond SlowHamsterSunday HamsterGentleHandling',
    funny:
      'HamsterVoiceover HamsterSnackHeist EscapeArtistHamster CaughtTheHamsterYawn DramaticHamster 60SecondHamsterTrailer BreakingNewsMyHamster HamsterWheelAt3AM',
    music:
      'HamsterWheelBeat SongForMyHamster 30SecondHamsterJingle HamsterDanceRemix TinyHamsterConcert SqueakAlong HamsterLullaby HumToYourHamster',
    tech: 'HowFarDoesMyHamsterRun 7DayHamsterPhoneDiary SlowMoHamsterCheeks LiveStreamYourHamster HamsterFaceSwap NightModeHamsterClip HamsterCamTimelapse HamsterVoiceEffectApp',
  },
  'paper clip': {
    pet: '10MinPaperClipDog PaperClipCatPortrait KittenSitsOnPaperwork PaperClipPetPhotoLine DeskKittyAudit PuppyOfficeTour YourBunnyInPaperClips CanYouBendAPaperClipPup',
    prank:
      'PaperClipDoorCurtain 100PaperClipsInAShoe GiftWrappedPaperClip PaperClipWordMessage ClippedSockSurprise ChainTheirPens GooglyEyesOnPaperClips PaperClipComplimentTags',
    wellness:
      'PaperClipFidgetCalm PaperClipKindnessJar OnePaperClipPerTask 7DayPaperClipHabit PaperClipChainStreak 5MinPaperClipReset AffirmationPaperClips PaperClipBreathCount',
    art: 'PaperClipWirePortrait HangAPaperClipMobile NameInBentPaperClips 10MinPaperClipSculpture PaperClipPixelArt OnePaperClipMasterpiece BendPaperClipAnimals PaperClipShadowArt',
  },
  rabbit: {
    fitness:
      'JackRabbitSprints BurpeeLikeABunny RabbitJumpSquats RabbitRelayRace HopTillYouDrop 100RabbitBounds 60SecondRabbitLeaps RabbitKickLunges',
    prank:
      'RabbitEarsPhotobomb TinyRabbitFootprints RabbitHatTrickReveal PaperRabbitsEverywhere RabbitCarrotNoteTrail CottonBunnyTailPrank GooglyEyedRabbitSlippers PlushRabbitInTheirSeat',
    gaming:
      'RabbitPicksTheCard RabbitPuzzleTimeTrial 3LevelRabbitMaze DigBoxRabbitQuest HideAndSeekWithMyBunny CarrotHuntHighScore RabbitCupShellGame RabbitAgilityFaceOff',
    travel:
      'SpotABunnyInThePark ShowUsYourTownsRabbits BunnyHopAroundTown RabbitStatueHunt RabbitSanctuaryDay 10WildRabbitsSpotted RabbitTrailHike OneRabbitPerCity',
  },
  sneeze: {
    fashion:
      'StyleYourSneezeHanky SneezeProofMakeup SneezeSeasonMakeover StrikeAPoseMidSneeze TissueCouture PocketSquareFlex AfterSneezeTouchUp SneezeSleeveFitCheck',
    travel:
      'SneezeOnAPlane 5MinSneezeKitPack BeachTripNoSneezing CountSneezesPerCity PollenFreeGetaway SneezeProofPacking SneezeInFiveLanguages SneezeAtTheFlowerGarden',
    wellness:
      'SneezeFreeBedroom 7DaySneezeSeasonReset HoneyTeaForSneezes SneezeRestAndHydrate 10MinSneezeProofClean SoothingSneezeSunday LaughAfterEachSneeze SneezeOpenWindowAirOut',
    music:
      'SneezeBeatbox CanYouSingMidSneeze 10SecondSneezeSong AutoTuneMySneeze SneezeChoirRelay SneezeInTheKeyOfC SampleASneeze SneezeBeforeTheHighNote',
  },
  straw: {
    art: 'StrawBlowPainting BubblePrintWithStraws PaperStrawWeaving StrawInkMonsters StarsFromStraws StrawPaintFaceOff 10MinStrawMosaic 7DayStrawArtStreak',
    dance:
      'BendyStrawBounce SlurpAndSpin StrawSipShuffle StrawBendAndSnap BatonTwirlWithStraws 30SecondStrawGroove WiggleLikeACrazyStraw StrawHatSwayBattle',
    music:
      'PanFluteFromStraws CanYouBuzzStrawTunes StrawTromboneSlide StrawBandBattle PlayASongOnStraws StrawKazooSolo StrawWhistleWars 5MinStrawInstrument',
    tech: 'LaunchYourStrawRocket StopMotionStrawSnake HowStrongIsAStrawBridge RobotHandFromStraws MarbleCoasterOfStraws StrawSplashSlowMo StrawTowerShowdown 10MinStrawPhoneStand',
  },
  train: {
    dance:
      'TrainCongaLine TrainChugStep TrainWhistleFreeze StrutLikeATrainConductor AllAboardDance DoTheLocoMotion 30SecondTrainShimmy FamilyTrainRelay',
    fashion:
      'TrainFitCheck TrainStationStyle WhatIWearByTrain OutfitMatchesTheTrain 10MinTrainTripGlam ConductorChic TrainDayStripedLook TrainStripesFaceOff',
    wellness:
      'TrainWindowCalm SlowTrainSunday NoScrollTrainRide TrainOfThoughtJournal BreatheWithTheTracks GratefulEveryStop 5MinTrainBreathing TrainSunsetSeat',
    tech: 'TrainRideHyperlapse ToyTrainPOVCam TrainWifiVsHotspot TrainWindowTimelapse 60SecondTrainEdit TrainSoundsBeatMaker CanYourAppTimeTheTrain 7DayTrainVlog',
  },
  'watering can': {
    cooking:
      'WateringCanCake 7DayWateringCanHerbs EdibleFlowerSalad WateringCanPunchBowl WateringCanCookies WatercressSandwiches WateringCanBakeOff 10MinWateringCanCupcakes',
    dance:
      'WateringCanWaltz RainDanceForThePlants WateringCanShuffle SplishSplashWateringCan WaterTheFernsBoogie 30SecondWateringCanJig WateringCanTwirl GrooveWithAWateringCan',
    gaming:
      'WateringCanBullseye WateringCanRelay WateringCanHotPotato 10CupsOneWateringCan 60SecondWateringCanRace WaterAllTheCrops WateringCanRingToss BeatMyWateringCanScore',
    tech: 'SelfWateringPotBuild BottleDripWateringHack WateringCanGrowthDiary WateringCanRainInSlowMo SetAWateringCanReminder 60SecondWateringCanEdit WateringCanPhotoPlantID 7DayWateringCanTimelapse',
  },
  baby: {
    art: 'BabyFootprintArt 10MinBabyPortrait BabyScribbleCollab SketchTheSleepingBaby MessFreeFingerPaint 12MonthsOfBabyPhotos BabyHandprintZoo DrawYourBabyAsACartoon',
    dance:
      'BabyCarrierTwoStep BabyBopsToTheBeat 30SecondBabyBounce DanceDuetWithBaby 7DayBabyShimmy RockAByeBabySway CopyTheBabysMoves BabyHighChairHandJive',
    music:
      'BabyLullabyThreeWays BabyGiggleRemix BabyBabbleDuet PotsAndPansBabyBand RattleAndRoll HumYourBabyToSleep BabysFirstDrumSolo 10SecondBabyJam',
  },
  birthday: {
    travel:
      'BirthdayMysteryDayOut OneTownPerBirthday NewPlaceEveryBirthday BirthdayBucketListTrip BirthdayCoinFlipWalk BirthdayCakeWithAView SurpriseBirthdayPicnic 5StopsForMyBirthday',
    wellness:
      'BirthdayLetterToSelf RandomBirthdayKindness SlowBirthdayMorning 30ThingsForMyBirthday 5MinBirthdayStillness PhoneFreeBirthday BirthdayMemoryWalk BirthdayWishJar',
    cooking:
      'BakeYourBirthdayCake BirthdayNumberCookies FunfettiBirthday BirthdayBreakfastInBed SprinkleEveryBirthdayDish BirthdayCupcakeFaceOff 10MinBirthdayTreat BirthdayPancakeStack',
  },
  closet: {
    prank:
      'ClosetBalloonSurprise GiantTeddyInTheCloset PlushieMovedIntoCloset ClosetBackwardsHangers StickyNoteClosetMaze RainbowOrderClosetReveal ClosetDoorKindNotes ClosetFoldedLikeAStore',
    wellness:
      'ClosetJoyCheck DonateTenFromYourCloset 15MinClosetReset NewInOldOut GiveBackCloset SlowFashionPledge ClosetGratitudeTour 7DayClosetDeclutter',
    art: '7DayClosetSketches WardrobeMoodboard ClosetRainbowPhoto DrawMyClosetOutfits SculptWithClosetHangers ClosetFlatLayArt ClosetStillLife 10MinClosetCollage',
  },
  dishwasher: {
    dance:
      'DishwasherLoadingDance DishwasherRackSlide UnloadDishwasherOnBeat CutleryDishwasherBop DishwasherDoorDip DishwasherShuffleDuet HipBumpTheDishwasher 30SecondDishwasherGroove',
    pet: 'DishwasherPetBowlClean DishwasherHumNapSpot CatInspectsDishwasher DogReactsToDishwasher PupHearsTheBeep WhoGuardsYourDishwasher DishwasherGuardKitty 7DayDishwasherBoxFort',
    fashion:
      'DishwasherApronLook 10MinDishwasherMakeover RateMyDishwasherOutfit SundayDishwasherStyle LoungewearDishwasherDuel FitCheckFromTheSink DishwasherDutyDrip DishwasherGloveGlam',
  },
  'fried chicken': {
    pet: 'ToyFriedChickenFetch 30SecondFriedChickenHunt FriedChickenHideAndSeek PupDreamsOfFriedChicken KittyVsFriedChickenBox FriedChickenSqueaker LeaveItFriedChicken FriedChickenTugOfWar',
    travel:
      'FriedChickenPicnic FriedChickenCrawl BestFriedChickenInTown 5StopFriedChickenTour GasStationFriedChicken FriedChickenFaceOff MapMyCitysFriedChicken RateYourTownsFriedChicken',
    wellness:
      'FriedChickenFamilyTable ShareYourFriedChicken FriedChickenBlanketPicnic PhonesDownFriedChicken GrandmasFriedChickenStory SlowFriedChickenSunday SavorTheFriedChicken 3GoodThingsFriedChicken',
  },
  'hair salon': {
    fitness:
      'BlowDryArmBurn SweepUpSquats HairdresserStretch HairSalonJumpingJacks HairSalonPostureCheck 10MinHairSalonWorkout CalfRaisesAtTheHairSalon HairSalonSquatFaceOff',
    prank:
      'HairSalonMirrorNote HairSalonBaldCapReveal HairSalonBuzzCutFilter TeddysFirstHairSalon PlushiesGetHairSalonCuts KitchenHairSalonPrank PretendMulletHairSalon HairSalonRainbowClipIns',
    tech: 'HairSalonVisitIn60Sec AppPicksMyHairSalonCut HairSalonLookPreview BeforeAfterHairSalonEdit HairSalonExitSlowMo HairSalonFaceFilterTest VirtualHairSalonTryOn 7DayHairSalonCountdown',
  },
  'lawn chair': {
    art: 'LawnChairMakeover LawnChairWebbingWeave LawnChairArtFaceOff EmptyLawnChairPhotos SketchFromTheLawnChair 10MinLawnChairPainting 7DayLawnChairDoodles LawnChairChalkDrawing',
    prank:
      'LawnChairFlamingoGuest LawnChairReservedSign GooglyEyedLawnChair FoldingChairFortress PlushiesInLawnChairs TinyLawnChairForDad TeddyTakesYourLawnChair LawnChairGiantBowTie',
    speed:
      'LawnChairFoldRace LawnChairStackTimer LawnChairCarryRelay CampChairSetupSprint LawnChairMusicalSeats BeatMyLawnChairTime 60SecondLawnChairCircle UnfoldALawnChairIn5',
  },
  milk: {
    fitness:
      'MilkJugCurls 10MinMilkWorkout MilkmanMorningRun NoSpillMilkLunges MilkPlankFaceOff GallonFarmersWalk MilkCartonCarry 30DayMilkBottleSquats',
    music:
      '30SecondMilkJingle MilkCrateDrumSolo MilkBottleBlues PlayAMilkCartonMaraca JugBandJam MooToTheBeat 8MilkGlassesOneScale MilkmanWhistleTune',
    pet: 'MilkCartonCatCastle MilkJugTreatPuzzle KittyInAMilkCrate TheMilkmanPup MilkBoxNapCam MilkCowPlushFetch 7DayMilkTrickTraining HamsterRunsMilkBottleMaze',
  },
  salad: {
    music:
      'SaladSpinnerBeat FruitSaladSingAlong SaladBowlDrumming SaladCrunchRhythm TossedSaladRemix SaladBandBattle 30SecondSaladJingle RapYourSaladRecipe',
    art: '10MinSaladMandala SaladFacePortrait PlateASaladMasterpiece 7DaySaladCreatures DrawYourSaladBowl PrintWithSaladLeaves SaladStillLifeSketch SaladAnimalShapes',
    prank:
      'PlushSaladOnTheirPlate SaladGooglyEyes SaladInADonutBox PaperSaladForLunch LettucePrankYou IsThisReallySalad SaladBowlLoveNote DollSizeSaladReveal',
  },
  spicy: {
    dance:
      '7DaySpicyGroove SpicySalsaSteps JalapenoStomp BringTheSpicyMoves 30SecondSpicyShuffle SpicyChiliShimmy TooSpicyToStop SpicyCongaLine',
    prank:
      'PretendItsTooSpicy ExtraSpicyDoorSign GooglyEyedSpicyJars SpicyRedBalloonDrop NotActuallySpicy SpicyPlaylistTakeover SpicyStickersOnEverything PlushPepperSaysSpicy',
    fashion:
      'SpicyFitFaceOff HotSauceEarrings 10MinSpicyMakeover SpiceUpYourOutfit ChiliPepperPrint SpicyColorClash StyleSpicyRedThreeWays SpicyJalapenoGreenLook',
  },
  towel: {
    fashion:
      'StyleYourTowel3Ways TerryTowelFitCheck TowelSpaDayLook TowelTurbanTwist TowelToTote TowelRunwayFaceOff WrapDressWithATowel 10MinTowelMakeover',
    art: 'TowelTieDye 7DayTowelCreatures TowelOrigamiZoo DesignYourBeachTowel StampATeaTowel TowelFoldingFaceOff DoodleOnADishTowel 10MinTowelSwan',
    dance:
      'TowelTurbanShuffle TowelCapeStrut BeachTowelGroove TwirlYourTowel RelayPassTheTowel 30SecondTowelSpin TowelWrapWiggle TowelWaveBattle',
  },
  'action figure': {
    cooking:
      'ActionFigureCupcakes ActionFigureCakeTopper ActionFigureBakeOff TinyChefActionFigure ActionFigureBentoBattle SuperheroPancakes CookForYourActionFigure 10MinActionFigureSnack',
    wellness:
      'MyFirstActionFigureStory 7DayActionFigureCalm ActionFigurePowerPose ActionFigurePepTalk MindfulToyDusting InnerChildPlaytime StretchLikeAnActionFigure 10MinActionFigureShelf',
    tech: 'ActionFigureEpicBattle 10SecondActionFigureEdit 7DayActionFigureStory ActionFigureStopMo GreenScreenHeroes AppAnimatesMyActionFigure ActionFigureMovieTrailer DubYourActionFigure',
  },
  parkour: {
    art: 'ParkourStopMotion SketchAParkourVault ParkourFlipbook ChalkParkourCourse DrawYourParkourLine 60SecondParkourDoodle 7DayParkourComic ParkourShadowTrace',
    gaming:
      'ParkourObstacleBingo ParkourMemoryMatch ParkourSimonSays BeatMyParkourScore RollTheDiceParkour ParkourCheckpoint FinalBossParkour TagYoureItParkour',
  },
  banana: {
    fashion:
      'BananaClipHairdo StyleBananaYellow3Ways ShirtFullOfBananas BananaCostumeRunway 10MinBananaGlowUp BananaPeelOutfitReveal HeadToToeBanana BananaPrintPajamas',
    wellness:
      'BananaSmoothieMorning BananaBreadTherapy NoteOnABanana 5MinBananaPause SlowBananaSunday 7DayBananaBreakfast SmileLikeABanana BananaYogaBreak',
  },
  carpenter: {
    cooking:
      'GingerbreadCarpenterShed CarpenterToolboxCake CarpenterPretzelCabin MeasureTwiceBakeOnce CarpenterHammerCookies LunchboxForACarpenter CarpenterSandwichFaceOff 30MinCarpenterWaferHut',
    wellness:
      'MindfulCarpentry SandLikeACarpenter CarpenterFixOneThing SandingMeditation 10MinCarpenterSketch CarpenterGratitudeBox 7DayCarpenterCalm CarpenterQuietHour',
  },
  doll: {
    wellness:
      'ComfortDollHug ThenVsNowWithMyDoll DollhouseTidyReset WorryDollRitual InnerChildDollDay 5MinDollCalm SlowDollSunday DollTeaForOne',
    fashion:
      'DollOutfitRecreate DollMatchingDress DollTwinFaceOff LifeSizeDollGlam CopyYourDollsLook PaperDollStyling 10MinDollGlowUp DollHairstyleOnMe',
  },
  firefighter: {
    travel:
      'FirefighterStationTour FirefighterMuseumTrip ThankYourFirefighters FirefighterOpenHouse VintageFireTruckHunt FirefighterParadeDay MeetAFirefighter 7StopFirefighterTrail',
    dance:
      'FirefighterBootStomp FirefighterLadderMime FirefighterHoseWave FirefighterFridayFreeze SirenSalsa PassTheFirefighterHat DanceLikeAFirefighter 30SecondFirefighterGroove',
  },
  hydration: {
    gaming:
      'HydrationGamerBreak DrinkWaterEachLevel HydrationBingo HydrationQuestLog HydrationPotionRefill RespawnAndRehydrate 5RoundHydrationQuiz BeatMyHydrationStreak',
    music:
      'WaterGlassMelody HydrationChimeJars HydrationReminderRap HydrationSongBattle SipToTheBeat WriteAHydrationAnthem 30SecondHydrationJingle HydrationBottleFlute',
  },
  marker: {
    prank:
      'MarkerMirrorMessage EggCartonMarkerFaces MarkerLunchBagComic EveryShoeHasAMarkerDoodle TinyMarkerArtEverywhere WhiteboardWakeUpNote BananaMarkerGreeting MarkerMoustacheMug',
    wellness:
      'MarkerMoodTracker MindfulMarkerDoodle 3GoodThingsInMarker MarkerCalmColoring SlowMarkerSunday MarkerMandalaBreak OneMarkerTenMinutes 7DayMarkerJournal',
  },
  pizza: {
    dance:
      'PizzaDeliveryShuffle PizzaDoughTwirl PizzaBoxBattle 30SecondPizzaGroove PopAndLockPizzaParty MoonwalkToThePizza ShimmyForPizza PizzaArrivalHappyDance',
    travel:
      'PizzaCrawl PizzaOnAParkBench LocalPizzaFaceOff OnePizzaPerNeighborhood CheapestPizzaInTown 5CityPizzaTour PizzaSliceWithAView TryANewPizzaSpot',
  },
  'sleeping bag': {
    art: 'SleepingBagStopMotion SleepingBagPatchArt 10MinSleepingBagSketch 7DaySleepingBagDoodles DrawYourSleepingBagDream SleepingBagCampScene SewAMiniSleepingBag TieDyeSleepingBag',
    wellness:
      'CocoonInYourSleepingBag SleepingBagStargaze SleepingBagReadingNook UnplugAndZipUp SleepingBagRainSounds BackyardSleepingBag 5MinSleepingBagStretch 7DaySleepingBagDreams',
  },
  thunderstorm: {
    dance:
      'FreezeOnTheThunder ThunderstormStomp LightningStrikeMoves ThunderstormBoomBounce ThunderstormJumpBattle ThunderstormKitchenDisco OneMinuteThunderstormJig DuetDuringAThunderstorm',
    wellness:
      'SleepToThunderstorms 7DayThunderstormJournal 5MinThunderstormCalm CountBetweenThunder LetTheStormPass ThunderstormNapTime 10BreathsPerThunderstorm ThunderstormTeaAndBook',
  },
  'butter knife': {
    speed:
      'ButterKnifeDominoes ButterKnifeSpreadsIn10 ButterKnifeBagelDash TableSetButterKnifeRace BeatMyButterKnifeTime LongestButterKnifeBalance NapkinRollButterKnife 60SecondButterKnifeSort',
    tech: 'ButterKnifeReflectionShot AIUsesForAButterKnife ToastPhotoButterKnife ButterKnifeSoundBattle DesignAButterKnife3D 10SecondButterKnifeEdit ButterKnifeSpreadSlowMo ShootYourButterKnifeMacro',
  },
  hoodie: {
    cooking:
      'HoodiePocketSnacks HoodieWeatherSoup HoodieChiliFaceOff 10MinHoodieSnack HoodUpHotCocoa CozyHoodieDumplings BakeInYourHoodie 7DayHoodieBreakfasts',
    travel:
      'HoodieFromEveryCity 7DaysInOneHoodie CampusHoodieTour HoodieSouvenirHunt PackOnlyAHoodie WhereHasMyHoodieBeen ShowUsYourTravelHoodie HoodieTrainWindowSeat',
  },
  'banana bread': {
    dance:
      'BananaBreadShuffle BananaBreadWhiskTwirl MashTheBananasDance SpatulaBananaBreadDuet BananaBreadOvenGroove PeelAndPirouette BananaBreadBoogie 30SecondBananaBreadJig',
  },
  'cold plunge': {
    travel:
      'BathhouseColdPlunge ColdPlungeSpaDay ColdPlungeTravelKit OneWeekColdPlungeJourney ShowUsYourColdPlungeTrip ColdPlungeGymRecovery GuidedColdPlungeAbroad 5CityColdPlungeTour',
  },
  'french fries': {
    prank:
      'FrenchFryPlushSurprise PaperFrenchFriesReveal EmptyFrenchFryBox FrenchFryNoteInTheBag OneFrenchFryForDad FrenchFriesGooglyEyes FrenchFrySockPuppet WhereDidMyFrenchFriesGo',
  },
  'ironing board': {
    tech: 'IroningBoardLaptopDesk IroningBoardTimelapse OverheadCamIroningBoard IroningBoardPodcastNook IroningBoardPhoneTripod FlatLayStudioIroningBoard 10MinIroningBoardSetup WorkFromTheIroningBoard',
  },
  plunger: {
    prank:
      'TopHatPlungerButler GiftWrappedPlunger GooglyEyedPlunger PlungerMustacheSticker PlungerBouquet WakeUpToAPlungerArmy ReservedByPlunger TinyPlungerForDad',
  },
  wallet: {
    wellness:
      'SlowWalletSunday WalletNoSpendDay MindfulWalletPause WalletGratitudeNote 10MinWalletClearOut LessStuffMoreSmiles WalletWorryJournal 4WeekWalletSavings',
  },
  crying: {
    prank:
      'CryingCartoonDoodles CryingLaughingStickers TissueBoxCryingNote EveryMugIsCrying BananaWithACryingFace CryingAtYourMasterpiece TinyViolinCryingReveal CryingGoodbyeAtTheDoor',
  },
  kitten: {
    speed:
      'CanYourKittenCatchIt KittenToyMouseDash KittenComesWhenCalled BeatMyKittensRecord FastestKittenPounce KittenTreatPuzzleTimer KittenTunnelRace 10SecondKittenZoomies',
  },
  penguin: {
    funny:
      'PenguinPebbleProposal 30SecondPenguinWaddle FamilyPenguinHuddle DoYourBestPenguin PenguinWaiterBit PenguinVoiceoverSkit CanYouWalkLikeAPenguin IfPenguinsHadJobs',
  },
  taco: {
    dance:
      'TacoTuesdayDance TacoShuffle TacoShellShimmy WiggleLikeATaco ItsRainingTacos SalsaStepTacoDuet 30SecondTacoGroove TacoFiestaConga',
  },
};
