import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  camping: {
    dance:
      'CampingChairDanceOff CampingGlowStickJig CampingLanternSway SleepingBagCampHop OneMinuteCampingRave TentPoleTango CampingFlashlightDisco ShowUsYourCampingMoves',
    gaming:
      'CampingDominoesDuel CampfireTriviaNight CanYouWinCampingBingo CampsiteWerewolf OneWordCampingStory CampingCharadesCircle 10MinCampingTagRound CampingScavengerHunt',
    prank:
      '100BalloonCampingTent LivingRoomCampingTrip GooglyEyesOnCampingGear TeddyBearCampingVisitor TinyCampingChairForDad CampingDuckInTheirBoot WakeThemUpCampingStyle WhosBeenCampingHere',
    wellness:
      'CampingUnplugged CampfireGratitude 3NightBackyardCamping SleepToCampingSounds NoSignalNoStress OneHourCampingPhoneOff CampingBirdsongWakeUp CampingMorningStretch',
    cooking:
      '5IngredientCampingLunch CampingFoilPackets PackACampingSnackBox CampingNoCookParfaits SaturdayCampingSalad KidsVsDadCampingDinner CampingPancakeMix CampingCoolerTacos',
    fitness:
      '7DayCampingYoga CampingFirewoodCarry CampingLogSquats ShowUsYourCampingWorkout OneMinuteCampingWallSit TentPoleTwists CampingBackpackSquats CampingTrailLunges',
    pet: 'PetCampingTrip CampingWithMyCat CampingSleepoverBuddy BuildABunnyCampingDen HappyCamperDog CanYourPupGoCamping CampingPawsTrailWalk KittenVsCampingChair',
    tech: 'CampingGadgetTest PlanACampingTripWithAI CampingOfflineMaps OneMinuteCampingTimelapse OffGridCharging 3PhoneHacksForCamping WhichCampingAppWins CampingPowerBankCheck',
  },
  'dead battery': {
    art: 'DeadBatteryDoodle DeadBatteryComic DeadBatterySelfPortrait DeadBatteryPopArt SketchNotSnapDeadBattery FullVsDeadBatteryFaces 10MinDeadBatteryDrawing PaintYourDeadBatteryMood',
    funny:
      'FiveStagesOfDeadBattery ActOutADeadBattery 10SecondDeadBatteryDrama DeadBatteryExcuses DeadBatteryAtTheWorstTime MondayMorningDeadBattery DeadBatteryPanicPOV DeadBatteryChargerBegging',
    gaming:
      'DeadBatteryBossFight DeadBatteryCharades DeadBatteryGameNight DeadBatteryPowerUp 1PercentToDeadBattery RespawnFromDeadBattery WinBeforeDeadBattery CanYouBeatADeadBattery',
    pet: 'DogWithADeadBattery ZoomiesToDeadBattery DeadBatteryWalkies DeadBatteryPuppyFlop WhoHitsDeadBatteryFirst 10ThrowsTillDeadBattery DeadBatteryBellyRubs SundayDeadBatterySnooze',
    travel:
      'DeadBatteryPaperMap DeadBatteryAtTheAirport DeadBatteryTravelDay 24HoursWithDeadBattery CanYouTourOnDeadBattery AskALocalDeadBattery NoteItDeadBatteryStyle TrainRideDeadBattery',
    wellness:
      '7DayDeadBatteryReset 10MinDeadBatteryStretch DeadBatteryNap RechargeYourDeadBattery DeadBatteryBreathwork EarlyNightForADeadBattery DeadBatteryReadingNook NatureWalkDeadBattery',
    dance:
      'DeadBatteryRobot DeadBatteryFreeze ChargedVsDeadBattery DeadBatteryGlitch DanceTillDeadBattery DeadBatterySlowMo DoTheDeadBattery 30SecondsToDeadBattery',
    music:
      'DeadBatteryRemix RhymeWithDeadBattery DeadBatteryBlues DeadBatteryLullaby DeadBatteryDuet SingTillDeadBattery DrumADeadBatteryBeat OneMinuteDeadBatterySong',
  },
  'dental floss': {
    art: 'PaintWithDentalFloss 10MinDentalFlossArt DentalFlossClaySlicer DentalFlossSpiderWeb DentalFlossMobile DentalFlossGlueBowl CanYouSketchInDentalFloss HangingGalleryDentalFloss',
    fashion:
      'DentalFlossBracelet DentalFlossButtonFix 7DayDentalFlossGlowUp StyleDentalFlossThreeWays GRWMWithDentalFloss 5MinuteDentalFlossAnklet DentalFlossSmileSelfie DentalFlossBeadNecklace',
    music:
      'DentalFlossGuitar DentalFlossSingAlong DentalFlossJingle DentalFlossToneTest RapAboutDentalFloss BeatboxDentalFlossBattle TwoMinuteDentalFlossSong MakeItADentalFlossDuet',
    pet: 'DentalFlossOutOfReach KeepDentalFlossFromCats 7DayDentalFlossSafeHome DogProofYourDentalFloss DentalFlossDrawerLock CanPetsUseDentalFloss PetSmileCheckDentalFloss PawsOffDentalFloss',
    prank:
      'MovingRemoteDentalFloss HugeGiftTinyDentalFloss DentalFlossTreasureHunt DentalFlossPuppetString DentalFlossInEveryShoe 7DayDentalFlossNoteTrail DentalFlossOnTheirPillow GooglyEyedDentalFloss',
    travel:
      'DentalFlossClothesline SewWithDentalFloss 5DentalFlossTravelHacks PackDentalFlossLikeAPro DentalFlossCampKit DentalFlossZipperPull DentalFlossLuggageTag 60SecondDentalFlossFix',
    dance:
      'DentalFlossDanceOff DentalFlossLimbo CanYouDoTheDentalFloss OneMinuteDentalFlossBop SmileAndSwayDentalFloss DentalFlossTwoStep DentalFlossConga TeachGrandmaDentalFloss',
  },
  banana: {
    pet: '5TricksForBananaBites FrozenBananaPupsicle BananaSqueakyToy BananaBedKittyNap BananaSnuffleMat HamsterVsBanana FetchTheBanana CanYourDogFindABanana',
    prank:
      'GooglyEyedBananaBunch 7DaysOfBananaNotes BananaSuitWakeUpCall MillionDollarBanana WhoNamedMyBanana BananaInTheCerealBox DoodleOnTheirBanana AnswerTheBananaPhone',
    dance:
      'GoBananasDance 30SecondBananaGroove MirrorMyBananaMoves BananaBunchConga PassABananaRelay TopBananaBattle DoTheBananarama BananaPhoneShimmy',
    funny:
      'BananaForScale BananaPhoneCall BananaSwordDuel BrownBananaEulogy 7StagesOfABanana WhoAteMyBanana 60SecondBananaReview InterviewYourBanana',
    speed:
      'FastestBananaPeel 10SecondBananaSplit DrawABananaIn5Seconds BananaStackTimer BananaBalanceWalkRace BunchToBasketRelay HowManyBananaCatches BananaMashDash',
    tech: 'BananaPeelsItself CanYourAppNameThisBanana 7DayBananaTimelapse MeasureItInBananas FaceFilterOnABanana AIJudgesMyBanana AIRecipeForOneBanana BananaStopMotion',
  },
  deodorant: {
    art: 'RedesignADeodorant DeodorantAdPoster PaintYourDeodorantScent OldVsNewDeodorantDesign DeodorantCapStamps DeodorantSuperheroComic DeodorantMascotDoodle 10MinDeodorantPortrait',
    dance:
      '5MoveDeodorantRoutine DeodorantAdChoreo DeodorantSwipeStep DeodorantMicLipSync 30SecondDeodorantDance TwistItUpDeodorant DeodorantFreestyle ArmsHighDeodorantBattle',
    prank:
      'DeodorantMicInterview GiantCardboardDeodorant 7DayDeodorantJokeNotes HugeBoxTinyDeodorant WhoPutDeodorantInMyShoe FridgeColdDeodorant DeodorantGooglyEyes DeodorantClueHunt',
    fitness:
      'DeodorantVsHIIT ArmsUpDeodorantStretch DeodorantAllDayHike 10BurpeesThenDeodorant DeodorantPitStop DeodorantWallAngels WillYourDeodorantLast PlankWhileDeodorantDries',
    gaming:
      'CanYouLandDeodorantFlips DeodorantBowling DeodorantMemoryMatch DeodorantCurling GuessTheDeodorantPrice RingADeodorantIn10Tries 60SecondDeodorantStack BlindSniffDeodorantDuel',
    tech: 'AskAIToNameADeodorant EditADeodorantAd DeodorantProductShot 7DayDeodorantStreak ProVsPhoneDeodorantPhoto 30SecDeodorantCommercial DeodorantStopMotion MakeADeodorantTierList',
  },
  'library card': {
    art: 'DesignALibraryCard LibraryCardDoodle 7DayLibraryCardSketches LibraryCardBookmark LibraryCardZine 10MinLibraryCardSleeve OldVsNewLibraryCardArt LibraryCardStamping',
    cooking:
      'LibraryCardCookbook 7DayLibraryCardRecipes CookFromYourLibraryCard LibraryCardBakeAlong LibraryCardPotluck 30MinLibraryCardDinner LibraryCardTeaParty PicnicWithALibraryCard',
    fitness:
      'LibraryCardWalk LibraryCardBookCurls LibraryCardHeavyTote 10KStepLibraryCardTrip 5MinLibraryCardStretch LibraryCardPlankRead LiftYourLibraryCardHaul DeepSquatLibraryCard',
    music:
      'LibraryCardVinylDig LibraryCardInstrument 7DayLibraryCardPlaylist LibraryCardRap SingYourLibraryCardNumber OneMinuteLibraryCardSong LibraryCardJingle ShushBeatLibraryCard',
    prank:
      'GooglyEyesOnLibraryCard TinyLibraryCardForTeddy LibraryCardBlindDate MyDogGotALibraryCard TreasureHuntLibraryCard LibraryCardInEveryPocket WhoseLibraryCardIsThis LibraryCardTwinning',
    travel:
      'LibraryCardBranchHop LibraryCardMuseumPass 5TownsOneLibraryCard WhereWillMyLibraryCardGo LibraryCardGuidebook LibraryCardAbroad DayTripWithLibraryCard ShowUsYourLibraryCardTown',
  },
  archery: {
    fashion:
      'ArcheryQuiverLook ArcheryFitCheck StyleArcheryGearThreeWays ArcheryArmGuard MedievalVsModernArchery 7DayArcheryLookbook ArcheryHairBraids ForestGreenArchery',
    prank:
      'ArcherySuctionArrowNote 10ArcheryTargetsAtHome RobinHoodHatArcher ArcheryTrophyForTheCat WhoWonThisArcheryMedal ArcheryPodiumSurprise GooglyEyedArcheryQuiver TeddyGetsATinyArcherySet',
    funny:
      'ArcheryFirstTry ArcheryDramaticSlowMo PlanVsRealityArchery ArcherySoundEffects 10TriesOneArcheryBullseye ArcheryInnerMonologue GrandmaArcheryChamp NarrateYourArcheryShot',
    gaming:
      'KidsVsParentsArcheryDuel ArcheryCharadesNight FirstTo100ArcheryPoints ArcheryTriviaQuest ArcheryRiddleHunt BeanBagArcheryTarget CanYouBeatMyArcheryScore ArcheryAppLeaderboard',
    tech: 'ArcherySlowMoArrow ArcheryScoringApp ArcheryFormLines MeasureMyArcheryGroup 60SecondArcheryRecap ArcheryWhooshEdit 30DayArcheryGlowUp PhoneVsCoachArchery',
  },
  'cable car': {
    art: 'CableCarSketchbook CableCarPaperModel DrawACableCarIn60Seconds CableCarPostcardDesign CableCarTicketCollage 7DayCableCarSketches MemoryVsPhotoCableCar PaintTheCableCarHill',
    dance:
      'CableCarBellDance CableCarLindyHop GlideLikeACableCar DoTheCableCarShuffle CableCarConductorMoves 30SecondCableCarGroove HallwayCableCarRelay CableCarSlowMoSpin',
    funny:
      'CableCarNervousFaces CableCarDontLookDown 10SecondCableCarPanic DadNarratesTheCableCar CableCarSmallTalk WhenTheCableCarStops ActOutACableCarRide BrochureVsRealCableCar',
    pet: 'CableCarDogRide CatVsCardboardCableCar PlushCableCarChewToy CableCarTreatDelivery CableCarBellTraining CableCarCarrierPractice BuildYourPupACableCar CorgiAtTheCableCarStop',
    tech: 'CableCarPOVVideo CableCarTimelapse AskAIToDrawACableCar 60SecondCableCarReel RealVsFilterCableCar CableCarGreenScreen VoiceMemoCableCarTour CableCarVlogEdit',
  },
  graffiti: {
    fitness:
      'GraffitiRunRoute 10KStepGraffitiTour ChalkGraffitiCourse CityWalkGraffitiHunt SpellItGraffitiStyle OneMinuteGraffitiWallSit GraffitiJumpingJacks GraffitiDanceCardio',
    pet: 'GraffitiPetPortrait GraffitiWallDogPose DrawYourPupGraffitiStyle GraffitiPuppyPoster GraffitiBunnySketch AdoptMeGraffiti 7DayGraffitiPawtraits CatVsOwnerGraffiti',
    prank:
      'WrongNameGraffitiBanner DryEraseGraffitiMirror GraffitiLunchNapkin WhoGraffitiedMyDoor StickyNoteGraffiti GraffitiTagInEveryShoe GraffitiGiftWrap GraffitiBananaMessage',
    travel:
      'GraffitiWalkingTour GraffitiCityHunt 10GraffitiSpotsOneDay GraffitiTripSketch HometownGraffitiMap ShowUsYourTownsGraffiti GraffitiMuseumVisit ThenVsNowGraffitiWall',
    wellness:
      'GraffitiAffirmations GraffitiDoodleBreak SundayGraffitiStroll GraffitiKindnessCards 10MinBubbleGraffiti 7DayGraffitiMoodTag JournalInGraffiti GraffitiGratitudeSketch',
  },
  rome: {
    art: '7DayRomeMosaic PaintRomeIn10Minutes MemoryVsPhotoRome RomeFrescoOnPaper RomeStatueSketch RomeScrollCraft RomeSPQRShield DoodleAMapOfRome',
    cooking:
      'CookLikeYoureFromRome RomeCacioEPepe 30MinuteRomeDinner RomeSquarePizza MaritozziMondayInRome 5IngredientRomePasta RomeEspressoGranita RomeVsHomeCarbonara',
    fashion:
      'RomeBedsheetToga 5PieceRomeCapsule RomeLinenSummer OneScarfThreeRomeLooks AncientVsModernRome RomeChurchDressCode DolceVitaRomeFit RomeCafeChicLook',
    pet: 'EmperorCatThroneRome BuildCardboardRomeForPets 7DayTrickRomeStyle RomeTreatVerdict WhenInRomeSitStay RomeWolfHowlAlong RomeSiestaPetNap RomeBrushingRitual',
    wellness:
      'RomeSunsetSketch 7DayRomePaceOfLife RomeEspressoPause RomeLongLunch RomeEveningStroll 10MinRomeSiesta JournalLikeAncientRome SlowSundayRomeStyle',
  },
  weekday: {
    art: 'WeekdayDoodleDiary WeekdayMoodSelfPortrait WeekdayNapkinSketch 5WeekdayDrawingsInARow WeekdayPlannerSpread ColorEachWeekday 10MinWeekdayMasterpiece DrawYourWeekdayVsWeekend',
    dance:
      'OneMovePerWeekday WeekdayToWeekendGroove 30SecondWeekdayWakeUp CanYouDanceEveryWeekday WeekdayChairChoreo WeekdayKitchenShuffle FamilyWeekdayRelay ShakeOffTheWeekday',
    fitness:
      'WeekdayPlankLadder 50WeekdaySquats WeekdayStepStreak DeskPushUpsEveryWeekday WeekdayMorningMile 10MinWeekdayLunchWalk CanYouBurpeeEachWeekday WeekdayWaterBottleCurls',
    prank:
      'WeekdayLunchboxNote WeekdayAlarmGoatSong 5WeekdaysOfStickyNotes WeekdayDoorwayStreamers WeekdayChoreElf GooglyEyeWeekdayShoes IsItReallyAWeekday CopyTheirWeekdayOutfit',
    wellness:
      'WeekdayWindDown WeekdayGratitudeJar 5WeekdaysPhoneFree WeekdayBedtimeAlarm WeekdayMoodCheckIn SmallWinsEveryWeekday 10MinWeekdayReset ShareYourWeekdayWin',
  },
  'body wash': {
    art: 'BodyWashBubbleArt 7DayBodyWashSketches DesignABodyWashLabel RetroVsModernBodyWash PaintTheBodyWashScent BodyWashFoamSculpture 10MinBodyWashPortrait BodyWashCapMosaic',
    prank:
      'HugeBoxTinyBodyWash GooglyEyedBodyWash BodyWashInAFancyBottle MiniBodyWashArmy BodyWashDuckPatrol WhoNamedMyBodyWash StickyNoteTheBodyWash 7DayBodyWashJokeTrail',
    fashion:
      'BodyWashPerfumeLayering OutfitToMatchMyBodyWash 10MinBodyWashGlowUp StyleYourBodyWashScent BodyWashBathrobeRunway CitrusVsLavenderBodyWash BodyWashGRWM BodyWashNailColor',
    fitness:
      'EarnYourBodyWash BodyWashBottleCurls PlankPassTheBodyWash 60SecondBodyWashBalance CanYouHoldBodyWashHigh 20RepBodyWashPress BodyWashPumpSquats BodyWashAfterLegDay',
  },
  chocolate: {
    fashion:
      'ChocolateMonochrome DressLikeAChocolateBox DarkChocolateLipSwatch 5ChocolateToneOutfits ChocolateBrown3Ways WhiteVsMilkChocolateLook ChocolateBarPurseDIY ChocolateWrapperBracelet',
    fitness:
      'ChocolateMilkRecovery ChocolateBoxSquats ChocolateChipPushUps JogForHotChocolate 10MinChocolateCardio 7DayChocolateStepStreak PassTheChocolateRelay ChocolateCoinLunges',
    wellness:
      'MindfulChocolateBite OneSquareOfChocolate 5MinChocolateMeditation 7DayChocolateGratitude SlowMeltChocolate ChocolateForAFriend ShareChocolateSunday ChocolateThankYouNote',
    prank:
      'SocksInTheChocolateTin IsItRealChocolate GiantPaperChocolateBar ChocolateBoxOfVeggies ChocolateGoldenTicket 7DayChocolateNoteTrail GooglyEyesOnChocolateBars ChocolateFortuneWrappers',
  },
  dad: {
    educational:
      'DadExplainsOffside DadTeachesAnOldSkill DadviceTested 60SecondDadLesson 7NewWordsFromDad CanYouStumpYourDad FactCheckDad DadDecadeQuiz',
    dance:
      'DadTeachesTheTwist DadVsKidDanceOff DoTheDadShuffle 30SecondDadRoutine DaddyDaughterDisco DadMovesThenAndNow 5StepsToDadDancing DadMoonwalkAttempt',
    fashion:
      'DadFitCheck DadClosetRaid StyleDadsSocksThreeWays DressLikeYourDad ThenVsNowDadOutfit DadWhiteSneakerLook 10MinuteDadGlowUp DadTieTutorial',
    pet: 'DadSaidNoDog MomVsDadPetCallOff DadKittenNapTime DadTeachesSitAndStay CatDadConfessions 7DayTrickWithDad CanYourPupCopyDad DadJokeToThePooch',
  },
  fence: {
    cooking:
      'BuildAPretzelFence FenceSideLemonade OverTheFencePie 10MinFencePicnicPlate PicketFenceCookies FenceBlackberryCrumble CrackerFenceFaceOff FenceCrewSmoothies',
    fitness:
      'FenceInclinePushUps FenceLineSprints CalfStretchOnTheFence 7DayFenceSquatStreak OneMinuteFenceWallSit FenceSideShuffle FenceLegSwings KidsVsDadFenceRace',
    pet: 'FenceLineZoomies FenceNoseBoop FenceTopCatPatrol ShowUsYourPetsFenceSpot 7DaySitByTheFence FenceTreatHunt 10SecondFenceRecall PuppyFencePeekaboo',
    prank:
      'FenceGnomeInvasion GooglyEyesOnTheFence WhoseSocksLineMyFence DadCutoutOverFence TheFenceSaysHello PinkFencePhotoPrank TinyFenceForDadsDesk 100RubberDucksFence',
  },
  meditation: {
    cooking:
      'MeditationTeaBrew 10MinKneadingMeditation MeditationMatchaWhisk MeditationRiceRitual SlowCookingMeditation 7DayMeditationBreakfast CookInSilenceMeditation MeditationRaisinTasting',
    dance:
      'MeditationFlowDance 5MinMeditationMoves ShakingMeditation 7DayMeditationGroove MirrorMeditationDuet MeditationSlowSway MeditationTaiChiSteps MeditationArmWaves',
    fashion:
      'MeditationLoungeFit MeditationLinenSet MeditationMalaNecklace 5PieceMeditationWardrobe OneMeditationTee3Ways ComfyVsChicMeditation MeditationShawlStyle GetReadyToMeditate',
    prank:
      'WhoChangedMyMeditation MeditationWhoopeeCushion MeditationGooglyEyeRocks 7DucksJoinMeditation MeditationSnoreSoundPrank WrongVoiceMeditation TinyMeditationMatForDad MeditationTimerSetToKazoo',
  },
  piano: {
    cooking:
      'PianoKeyCookies PianoKeyboardSushi PianoBarMocktails 7LayerPianoParfait 30MinPianoPartyPlatter CookToAPianoSong PlayPianoWhileItBakes PianoRecitalSnacks',
    dance:
      '30SecondPianoGroove PianoPartyShuffle KidsVsGrandmaPianoDance PianoManSway MoveOnEveryPianoNote PianoBarTwoStep FreezeWhenThePianoStops PianoWaltzInTheKitchen',
    fashion:
      'PianoKeyNailArt 3WaysToWearPianoPrint PianoConcertGownTwirl 10MinPianoStageGlam PianoManCosplay PracticeVsRecitalPiano DressLikeYourPiano PianoStripeShoeDIY',
    prank:
      'SecretPianoSkill SurprisePianoSerenade PianoBenchWhoopeeCushion BadThenBrilliantPiano PianoOneWrongNote LipSyncAPianoSolo WhoTaughtTheCatPiano PianoBirthdayWakeUp',
  },
  treadmill: {
    art: 'TreadmillStopMotion TreadmillDeskDoodle 10MinTreadmillDrawing TreadmillFlipbook SketchMeOnTheTreadmill 7DayTreadmillPortraits WalkVsSitTreadmillArt TreadmillComicStrip',
    cooking:
      'TreadmillFuelBites 5MinTreadmillBreakfast PostTreadmillSmoothie TreadmillTrailMix 3IngredientTreadmillSnack PrepYourTreadmillLunch TreadmillProteinPancakes TreadmillCucumberCooler',
    dance:
      'TreadmillSlowPaceClaps 30SecondTreadmillGroove TreadmillSideShuffle 5SongTreadmillHeadBop PostTreadmillHappyDance TreadmillTwoStep KidsVsMomTreadmillMoves TreadmillCooldownSway',
    prank:
      'TreadmillStickyNotes TreadmillFinishTape SnailPaceTreadmillSign GooglyEyesOnTreadmill 7DaysOfTreadmillJokes TreadmillTinyTrophy CardboardTreadmillCrowd WhoNamedMyTreadmill',
  },
  cheese: {
    pet: '5SecondSayCheesePose PetSaysCheese CheesePlushToyFetch KittenVsCheeseWand CheeseBoxCatFort CheeseSqueakerHunt CheeseWedgeBed CardboardCheeseMaze',
    prank:
      'SayCheesePhotobomb CheeseWheelCakeReveal GrilledCheesePillow MouseHoleWithCheese HugeBoxTinyCheese CheeseGooglyEyes PaperCheeseInEveryShoe CheeseOnTheirLockScreen',
    music:
      '30SecondCheeseJingle CheeseWheelDrumSolo SerenadeYourCheese CheeseWrapperRhythm 7DayCheeseSongStreak WriteAnOdeToCheese CheesyPopSingOff CheesePunRap',
  },
  'alarm clock': {
    travel:
      '6AMAlarmClockSunrise AlarmClockCityWalk CanYouBeatYourAlarmClock AlarmClockEarlyFlight WakeUpSomewhereNew 7AlarmClockDayTrips AlarmClockTrainJourney AlarmClockPicnicBreakfast',
    fitness:
      'AlarmClockPushups PlankUntilAlarmClock 10BurpeesPerAlarmClock SnoozeYouLoseAlarmClock AlarmClockJumpingJacks BeatTheBeepCardio AlarmClockWallSit AlarmClockCrunches',
    music:
      'AlarmClockRemix MakeMyAlarmClockRingtone AlarmClockBeatboxDuel FromAlarmClockToAnthem WakeMeUpBeforeYouGoGo AlarmClockDrumSolo AlarmClockWakeUpSong AlarmClockLullabyFlip',
  },
  bbq: {
    dance:
      'BBQTongsTwoStep ElectricSlideAtTheBBQ BBQApronStrut GrandpaVsKidsBBQBattle BBQBoogieDown 30SecondBBQGroove 5MoveBBQRoutine BBQLineDanceCraze',
    prank:
      'GooglyEyesOnBBQTongs RubberChickenBBQPlatter BBQMenuOfDadJokes BBQKazooDinnerBell WrongNameBBQBanner BBQMysteryGuest TinyBBQForTeddy WhoInvitedTheBBQGnome',
    fitness:
      '100BBQJumpingJacks TugOfWarAtTheBBQ 10MinuteBBQWarmUp BBQCoolerCurls KidsVsDadsBBQRelay BBQBootCamp BBQFrisbeeSprints BBQLawnGamesCircuit',
  },
  burp: {
    cooking:
      'BurpTheKimchiJar BurpTheLunchboxLid RootBeerFloatBurp CookSomethingBurpWorthy 7DayFermentBurpLog BurpDinnerFaceOff HomemadeSodaBurp BurpForTheChef',
    fashion:
      'BurpCloth3Ways BurpProofParentFit GlamThenBurp BurpBibMakeover 60SecondBurpReadyLook ExcuseMeBurpTee BurpProofOutfitCheck BurpStainRescue',
    art: 'BurpBubbleLetters PaintABurpInColor DrawYourLoudestBurp SoundWaveOfMyBurp BurpMonsterSketch FourPanelBurpComic BurpFlipbook 10SecondBurpDoodle',
  },
  cookie: {
    fashion:
      'NotCookieCutterStyle ChocChipVsSugarCookieFit CookieColors3Ways SmartCookieSuitUp CookieJarEarrings 7CookieInspiredOutfits CookieCharmBracelet CookiePrintScrunchie',
    gaming:
      'CookieTasteTestDuel CookieGuessTheCount CookieTowerBattle OneCookiePerWin StackCookiesIn30Seconds 100CookieDominoRun CookieCheckersFaceOff FortuneCookieCharades',
  },
  diner: {
    pet: '7DayDinerTrickStreak DoggyDinerMenu CatInTheDinerBooth OpenAKittyDinerAtHome RingTheDinerBell PupPicksDinerSpecials DinerKibblePlatter DinerDogBiscuitOrder',
    educational:
      'DinerLingoQuiz WhyDoDinerPancakesRise 60SecondDinerHistory DinerTipMath HowDinerJukeboxesWork DinerMilkshakeScience 5DinerPhrasesDecoded DinerInterviewAWaiter',
    wellness:
      'DinerBoothCatchUp 7DayDinerMorningWalk 10MinDinerJournal BringAFriendToTheDiner TableForOneDiner DinerSlowSunday DinerGratitudeNapkin DinerPieAndPause',
  },
  firefighter: {
    art: 'FirefighterHelmetCraft FirefighterClayFigure CardForAFirefighter 10MinFirefighterPortrait 7DayFirefighterSketchbook DrawYourLocalFirefighters FirefighterWatercolor FirefighterCrayonBadge',
    cooking:
      'FirefighterFamilyMeal FirefighterHelmetCake 30MinFirefighterChili CookLikeAFirefighter KidsVsDadFirefighterLunch 5ItemFirefighterStew FirefighterFuelUp FirefighterBigPotDinner',
    fashion:
      'FirefighterFitCheck FirefighterSuspenders DressLikeAFirefighter 10MinFirefighterLook FirefighterGearStyle WearFirefighterRed3Ways 1920sVsTodayFirefighter FirefighterBootsStyle',
  },
  homework: {
    cooking:
      'FractionPizzaHomework MeasureItHomeworkStyle HomeworkSnackPlate HomeworkFuelSmoothie 10MinHomeworkBites 3IngredientHomeworkBreak HomeworkBentoBox HomeworkAfterSchoolToast',
    fitness:
      'SquatPerHomeworkAnswer HomeworkJumpingJacks RecapHomeworkInAPlank HomeworkStretchBreak 5PushUpsAfterHomework OneMinuteHomeworkBurpees HomeworkWallSit KidsVsMomHomeworkRace',
    prank:
      'NoHomeworkPass SmileyStampsOnHomework 100GoldStarHomework HomeworkInvisibleInk WhoGradedMyHomework GooglyEyedHomeworkPencil HomeworkJokeBookmark HomeworkConfettiFolder',
  },
  'leg day': {
    cooking:
      'CanYouCookAfterLegDay LegDayMealPrep 30MinLegDayDinner TurkeyLegDay LegDayPastaBake LegDaySmoothieBowl 5IngredientLegDayLunch LegDayChiliBatch',
    fashion:
      'LegDayFitCheck LegDayHoodieStyle WearLegDayShorts3Ways LegDayToDateNight LeggingsVsJoggersLegDay LegDayColorBlock CozyAfterLegDay 10MinLegDayGlowUp',
    prank:
      'LegDayRemoteHeist LegDaySoundboard WakeUpItsLegDay TinyWeightsForLegDay LegDayNoteInEveryShoe LegDayMedalCeremony CalendarSaysLegDay ToddlerCoachLegDay',
  },
  paella: {
    pet: 'CanYourDogIgnorePaella PaellaNightCuddle 5TricksBeforePaella PaellaPlushie CatVsPaellaPan PaellaTreatSwap PuppySiestaPaella PaellaWalkies',
    prank:
      '7DaysOfPaellaPuns PaellaDoorstepDelivery GooglyEyedPaellaPan PaellaPostcardNote WrongNameOnThePaella ToyPaellaDinnerReveal PaellaInvitation TableForTwoPaella',
    travel:
      'HomeVsAbroadPaella PaellaBeachLunch TapasToPaellaCrawl PaellaPicnic PaellaFestival RatePaellaInEveryTown PaellaOnTheTerrace 3PaellaSpotsOneDay',
  },
  plumber: {
    art: 'PlumberToolSilhouettes PlumberFaucetPlanter 60SecondPlumberSketch PlumberPixelArt 7DayPlumberDoodles SuperheroVsPlumberPoster PaintAPlumberPortrait PlumberComicStrip',
    fitness:
      'PlumberSquatDrill PlumberBearCrawl PassThePlumberToolbox CrouchLikeAPlumber 10MinPlumberWorkout 50PlumberLunges PlumbersPlank PlumberKneelToStand',
    music:
      'PlumberPipeDrums PlumberSeaShanty 30SecondPlumberBeat PlumberWrenchChimes SinkAndPlumberDuet 7DayPlumberSongStreak WhistleLikeAPlumber PlumberBucketBand',
  },
  sneeze: {
    art: 'SneezeFlipbook SneezeComicStrip MidSneezePortrait DrawASneezeIn10Seconds SneezeFaceSketch 7DaySneezeDoodles BigVsTinySneezeArt SneezeCartoonSoundWords',
    dance:
      'SneezeFreezeDance PopAndLockEverySneeze 30SecondSneezeGroove FamilySneezeRelay BlessYouSneezeBoogie SneezeDropTheBeat SneezeWaveChain SneezeSlowMoSpin',
    fitness:
      'SquatEverySneeze SneezeProofPlank OneMinuteSneezeStretch PushUpPerSneeze 10SneezeBurpees CanYouLungeThroughASneeze SneezeStreakSitUps SneezeCountJumpingJacks',
  },
  thunderstorm: {
    art: 'ThunderstormWatercolor DrawAThunderstormIn60 ThunderstormCharcoal ThunderstormWindowSketch PaintThunderstormSounds 7DayThunderstormSketches ThunderCloudCollage ThunderstormComicPanel',
    cooking:
      'ThunderstormCookies ThunderstormSmores BakeAThunderstormCake 30MinThunderstormStew 5ItemThunderstormSnack SoupForTheStorm ThunderstormPopcorn ThunderstormPuddingCups',
    music:
      'ThunderstormDrumSolo 30SecondThunderstormBeat ThunderstormLullaby DuetWithTheThunderstorm 5DIYThunderstormSounds ClapUpAThunderstorm ThunderstormSymphony ThunderstormPotLidCymbals',
  },
  balcony: {
    gaming:
      'ChessWithABalconyView 10MinBalconyDominoes BalconyBattleship BalconyBingoNight SundayBalconyShowdown CanYouBeatMeOnTheBalcony BalconyCloudGuessing BalconyCharades',
    music:
      'BalconySingAlong BalconyKaraokeEncore 30SecondBalconyConcert SerenadeFromTheBalcony 7DayBalconyJamSession MomAndMeBalconyDuet BalconyBeatboxBattle BalconyWindChimeSong',
    speed:
      'BalconyTidyDash BalconyWateringBlitz BalconyMakeoverRace 60SecondBalconyPicnic 5MinBalconyRepot BalconySweepTimeTrial FiveMinuteBalconyCafe BalconyBeatTheRain',
  },
  chicken: {
    art: 'ChickenScratchArt EggCartonChickens 7DayChickenSketches ChickenInTenLines 60SecondChickenDoodle DrawAChickenBlindfolded HandprintChickenCraft ChickenPaperPlateMask',
    fitness:
      'ChickenPeckToeTouches 30SecondChickenWalk ChickenSquatHold WingCirclesLikeAChicken 10RepChickenLunges ChickenPlankOff ChickenFlapJacks KidsVsDadChickenRace',
    gaming:
      'EarnThatChickenDinner 10SecondChickenCharades KidsVsGrandpaChickenTag CanYouGuessMyChickenSound ChickenBingoNight ChickenMemoryMatch ChickenHotPotato ChickenEggSpoonRace',
  },
  car: {
    art: 'DreamCarDrawing CarClayModel ToyCarPaintTracks KidVsAdultCarPortrait 7DayCarDoodleDiary DrawACarIn10Seconds CardboardCarBuild CarSketchFromMemory',
    travel:
      'CarCampingTrip PackYourCarLikeAPro CarWindowSunrise CoinFlipCarRoute 5SongCarJourney 10MinCarISpy CarPostcardFromEachStop CarTrunkPicnic',
  },
  contemporary: {
    cooking:
      'ContemporaryPlating ContemporaryDoughFlow 10MinContemporaryDessert OldVsContemporaryToast ContemporaryPancakeArt ContemporaryParfait 5ItemContemporaryPlate TeaBreakContemporary',
    fashion:
      'ContemporaryFitCheck ContemporarySkirtTwirl 3WaysToWearContemporary ClassVsShowContemporary 10MinContemporaryGlowUp ContemporaryBraidStyle BigTeeContemporary ContemporaryRecitalGlam',
  },
  elbow: {
    fashion:
      'SewOnElbowPatches ElbowSleeveRoll ElbowLengthGloves 7DayElbowCuffLooks ElbowCrookHandbag CuffedVsRolledElbows 10MinElbowPatchFlip BanglesUpToTheElbow',
    prank:
      'TooSlowElbowBump ArmrestElbowWar ElbowRestOnFriend WhoDoodledMyElbow TapTheWrongElbow GooglyEyeElbow SecretElbowSticker ElbowHighFiveTwist',
  },
  gardening: {
    dance:
      'GardeningHoeDown GardeningGloveShimmy SowAndSwayGardening 30SecondGardeningGroove MomVsKidsGardeningDance 5MoveGardeningRoutine GardeningTwoStep GardeningSprinklerSpin',
    prank:
      'GardenGnomeOnTheMove GardeningGooglyEyes GardeningGiantCarrot GardenRubberWormSurprise GardeningPlantPunSigns WhoPlantedMyGardeningHat 100PaperFlowersGardening TinyGardeningToolsForDad',
  },
  'hair tie': {
    dance:
      'HairTieFlipDance 10SecondHairTieDrop MomVsMeHairTieBattle PassTheHairTieRelay HairTieMessyBunShuffle FingerTwirlHairTie HairTieHandJive HairTieTwoStep',
    prank:
      'HairTieChainSurprise HairTieTreasureTrail GiantHairTieForDad EveryDoorknobHairTie WristFullOfHairTies HairTieRubberBandBall WhoTookAllMyHairTies 100HairTiesOnTheRemote',
  },
  horse: {
    music:
      'HorseGallopBeat HorseWhinnyRemix 30SecondClipClopHorse HorseWithNoNameCover NeighAlongHorseDuet 7DayHorseSongStreak GiddyUpHorseJingle HorseCowboyLullaby',
    prank:
      'HorseMaskPhotobomb PlushHorseOnTheirPillow WhoLetAHorseInHere HobbyHorseDelivery CoconutClipClop HorseHoofprintTrail 100TinyHorsesEverywhere HorseDoodleNotes',
  },
  knitting: {
    travel:
      'KnittingYarnShopHop TrainRideKnitting PackYourKnittingBag KnittingOnTheGo OneKnittingRowPerTown KnitWithAView KnittingFestivalTrip 10MinKnittingLayover',
    wellness:
      'MindfulKnitting KnittingBreathCount KnittingNotScrolling 10MinKnittingUnwind OneRowADayKnitting SlowKnittingSunday KnittingForCharity KnittingCozyRainyNight',
  },
  mailbox: {
    cooking:
      'MailboxShapedCookies MailboxCarePackage WillItFitAMailbox TreatInTheMailbox 7DayMailboxSnacks 30MinMailboxGoodies MailboxBakeSwap MailboxHandPies',
    music:
      'MailboxKnockBeat 30SecondMailboxJingle SerenadeTheMailbox MomAndMeMailboxDuet 7DayMailboxMelody MailboxLidClank MailboxMixtape MailboxThankYouSong',
  },
  nightstand: {
    art: 'NightstandMakeover NightstandKnobSwap NightstandStillLife 10MinNightstandSketch DrawYourNightstandBlind 7DayNightstandDoodles CrateToNightstandDIY NightstandMosaicTop',
    prank:
      'NightstandSurpriseNote NightstandRiddleCard NightstandFullOfBalloons GooglyEyesOnNightstand UpsideDownNightstand GiftWrappedNightstand 7DayNightstandJokes WhoMovedMyNightstand',
  },
  'picket fence': {
    fitness:
      'OneMinutePicketFencePlank KidsVsDadPicketFenceRace PicketFenceLungeLine PushUpPerPicketFence PicketFenceCalfStretch PicketFenceJumpingJacks JogPastEveryPicketFence 7DayPicketFenceWalk',
    travel:
      '10PicketFencesOneWalk PicketFenceCottageStay PicketFenceColorHunt FindAPicketFenceNearYou ThenVsNowPicketFence PicketFenceBnB SmallTownPicketFence PicketFencePostcardHome',
  },
  printer: {
    dance:
      'PrinterHeadShuffle FreezeWhenThePrinterStops PaperJamPrinterDance 30SecondPrinterGroove MeVsMyPrinterBattle PrinterWarmUpWiggle PrinterRobotPop PrinterRhythmTap',
    fitness:
      'PrinterWaitSquats PrinterTripLunges 20JumpsPerPrinterJob OneMinutePrinterWallSit CanYouOutpaceYourPrinter PrinterWarmUpPlank CopierBoxCarry PrinterDeskPushUps',
  },
  rock: {
    funny:
      'RockStarEntrance DadRockAirGuitar RockLyricMishears RockLegendErrands 5TypesOfRockFans MyRockPhaseThenVsNow TeachGrandmaARockSong RockBandBreakup',
    prank:
      'TinyRockGuitarForDad RockDoorbellRiff WhoLeftAPetRockHere RockAndRollWakeUp RockStarWelcomeHome CardboardStageReveal GooglyEyesOnEveryRock RockBandPhotobomb',
  },
  sewing: {
    fitness:
      'SewingChairSquats SewingStretchBreak SewingShoulderRolls SewingPostureCheck 10LungesPerSewingSeam OneMinuteSewingWallSit CanYouPlankAfterSewing DeskYogaForSewing',
    prank:
      'TinySewingKitForDad SewingSecretPocket SewingSillyLabels SewingGooglyButtons 7DaySewingTagTrail CanYouSpotMySewing MiniMeSewing PillowFaceSewing',
  },
  sponge: {
    gaming:
      'SpongeTossTarget KidsVsParentsSpongeWar SpongeTicTacToe PassTheSoakedSponge CanYouFillABucketBySponge 60SecondSpongeStack SpongeCornhole HotSpongePotato',
    wellness:
      'MindfulDishSponge SpongeSqueezeRelease SpongeStressBall 7DayLearnLikeASponge OneMinuteSpongeBreath SpongeFootSpaNight WarmSpongeFaceReset WindDownWednesdaySponge',
  },
  taxi: {
    art: 'SketchATaxiInTen TaxiCrayonDrawing PopArtYourTaxiRide TinyTaxiDiorama KidVsGrownUpTaxiPortrait 7DayTaxiDoodles TaxiRoofSignDesign TaxiClayModel',
    fitness:
      'SkipTheTaxiWalk TaxiWaitSquats 7DayTaxiFreeCommute TaxiLuggageLunges TaxiQueueCalfRaises OneMinuteTaxiRankPlank CanYouOutwalkATaxi NoTaxiStepGoal',
  },
  turtle: {
    art: 'TurtleShellMosaic SeaTurtleSketch TurtleOrigami 7DayTurtleSketchbook SlowVsFastTurtleDoodle DrawATurtleIn30Seconds TurtlePaperPlate TurtleEggCartonCraft',
    fashion:
      'TurtleShellBackpack OneTurtleneckFiveWays SeaTurtleHairClaw 7DayTurtleInspiredFits SlowVsFastTurtleFashion TurtleCharmBracelet 10MinTurtleGreenGlowUp TurtlePrintSocks',
  },
  'watering can': {
    art: 'PaintedWateringCan WateringCanStillLife WateringCanMosaic 10MinWateringCanSketch DripPaintWithAWateringCan 7DayWateringCanDoodles WateringCanPhotoshoot WateringCanFlowerPress',
    fashion:
      '3WaysToStyleAWateringCan 10MinWateringCanGlowUp WateringCanFitCheck MomVsMeWateringCanLook WateringCanAccessory WateringDayOveralls WateringCanColorMatch WateringCanStrawSunHat',
  },
  'bucket list': {
    music:
      'BucketListOpenMic 30DayBucketListInstrument BucketListDuet OneMinuteBucketListSolo BucketListFirstSongCover WriteYourBucketListSong CanYouHumABucketListTune BucketListRapVerse',
    tech: 'AIWritesMyBucketList BucketListPhoneVlog BucketListTimelapse VirtualBucketListTrip PinYourBucketListOnline 10MinBucketListSlideshow AppVsPaperBucketList BucketListOneSecondADay',
  },
  bulldozer: {
    prank:
      'WhoParkedABulldozerHere BulldozerNoteDelivery 100ToyBulldozersInBed BulldozerBeepAlarm BulldozerBlocksTheDoor GooglyEyedBulldozer CautionTapeBulldozer MiniBulldozerOnDesk',
  },
  'dog walk': {
    travel:
      'DogWalkNewTrail 10DogWalkPhotoStops SundayDogWalkSafari CityDogWalkTour ShowUsYourDogWalkView DogWalkAbroad DogWalkAcrossABridge DogWalkForestWeekend',
  },
  eagle: {
    art: 'EagleWingspanDrawing 7DayEagleDoodles EagleEyeCloseUp OneLineEagle EagleSilhouetteArt EagleFeatherSketch DrawAnEagleIn60Seconds KidVsParentEaglePortrait',
  },
  'fist bump': {
    gaming:
      '10SecondFistBumpCombo FistBumpMemoryChain FistBumpSimonSays FistBumpTag RockPaperFistBump FistBumpCharades InventYourFistBump KidsVsDadFistBumpRelay',
  },
  'garbage truck': {
    cooking:
      'GarbageTruckCake GarbageTruckDirtCups ToyGarbageTruckCookies 30MinGarbageTruckLunch BuildAGarbageTruckSnack 5LeftoverGarbageTruckMeal GarbageTruckFruitSalad GarbageTruckPancakes',
  },
  guitar: {
    wellness:
      'GuitarBeforeBedtime SoftGuitarSunday StrumGuitarToUnwind GuitarPorchEvening OneGuitarChordADay 5MinGuitarBreathing GuitarSunsetPlayAlong GuitarForGrandma',
  },
  hug: {
    dance:
      'HugItOutShuffle 5MoveHugDance GroupHugGroove SpinIntoAHug 30SecondHugRoutine HugLikeNobodysWatching HugTwoStep PassTheHugRelay',
  },
  kite: {
    prank:
      'KiteMessageInTheSky WhoTiedAKiteToMyChair KitePhotobomb 100PaperKitesEverywhere AirMailByKite DragonKiteFlyby TinyKiteForDad KiteBedroomDoorPoster',
  },
  'lunch break': {
    travel:
      'LunchBreakCafeHop 30MinLunchBreakTrip 5LunchBreakSpotsInAWeek LunchBreakMiniTour ShowUsYourLunchBreakView LunchWalkNewBlock LunchBreakParkExplorer LunchBreakBookstoreStop',
  },
  milk: {
    prank:
      'WhoLabeledMyMilk PaperMilkPuddle OneDropOfMilkLeft MilkGlassLoveNote MilkJugGooglyEyes MooingFridgeDoor TheirFaceOnTheMilkCarton MilkMustacheSticker',
  },
  outfit: {
    prank:
      'WearDadsOutfitToDinner BackwardsFitCheck OutfitTwinReveal WhoWoreItBetterOutfit StickyNoteInEveryOutfit BorrowTheirOutfitPrank OutfitCopycatDay OutfitLaidOutForMom',
  },
  'police car': {
    prank:
      'WhoParkedAPoliceCarHere 50PoliceCarsOnDadsDesk PoliceCarInTheirSlipper GooglyEyedPoliceCar ToyPoliceCarParade PoliceCarHallwaySpeedTrap RCPoliceCarDelivery PoliceCarPlushPatrol',
  },
  riddle: {
    prank:
      'RiddleLunchNote CanYouCrackDadsRiddle 7RiddlesForTheirShoes SolveToGetTheRemote RiddleOnTheMirror RiddleTrailToCake WifiPasswordRiddle RiddleInEveryPocket',
  },
  scarf: {
    cooking:
      'StripedScarfCake KidsVsMomScarfCookies 5ScarfIcingDesigns ScarfTwistBread ScarfPatternPancakes 30MinScarfSeasonStew ScarfSwissRoll ScarfWeatherSoup',
  },
  soccer: {
    art: 'SoccerCrestRedesign CustomSoccerCleats MatchdaySoccerPoster 60SecondSoccerSketch 7DaySoccerDoodles DesignYourSoccerKit SoccerBallStringArt SoccerStadiumDiorama',
  },
  strawberry: {
    fitness:
      'StrawberryPatchLunges SquatForStrawberries StrawberryCrateCarry 10StrawberryBurpees OneMinuteStrawberryPlank PassTheStrawberryRelay StrawberryBendAndPick StrawberryFarmWalk',
  },
  sweatpants: {
    cooking:
      'SweatpantsSoupSeason SweatpantsSnackBoard SweatpantsMugCake SweatpantsBrunchAtHome OnePotInSweatpants 10MinSweatpantsDinner 3ItemSweatpantsLunch SlowSundaySweatpantsStew',
  },
  thailand: {
    fashion:
      'WearThailandPants3Ways ThailandTempleDressCode 5PieceThailandPacking ThailandFloralShirt ThailandMarketHaulOutfit DayVsNightThailandFit ThailandSilkLook BoxingShortsStyleThailand',
  },
  toothpaste: {
    art: 'PaintWithToothpaste KidVsDadToothpasteDrawing ToothpasteMirrorDoodle ToothpasteTubeRobot 60SecondToothpasteArt 7DayToothpasteDoodles ToothpasteWindowMural ToothpasteCapMosaic',
  },
  'van life': {
    prank:
      'VanLifeGooglyEyes VanLifeWelcomeNote VanLifeFairyLightsReveal WhoMovedMyVanLifeGnome PosterViewVanLife PlushieInTheCampervan VanLifeMysteryStop TinyCardboardVanLife',
  },
  watercolor: {
    fashion:
      'WatercolorSneakers 7DayWatercolorOutfits WatercolorTee WatercolorNailArt 10MinWatercolorTote WatercolorScarfPrint MatchYourFitToAWatercolor ThriftFlipWatercolor',
  },
  bathroom: {
    art: 'DoodleOnBathroomMirror 7DayBathroomSketches BathroomTileMosaic BathroomTPRollArt 10MinBathroomPoster KidVsDadBathroomMural DesignABathroomSign BathroomWallGallery',
  },
  'card game': {
    wellness:
      'CardGameFamilyNight 10MinCardGameUnwind CallGrandmaForCardGames SlowCardGameSunday CardGameBeforeBed 7DayPhoneFreeCardGame CardGameGratitudeDraw CardGameWithANeighbor',
  },
  doctor: {
    dance:
      'DoctorsOrdersDance 30SecondDoctorGroove DoctorScrubsShuffle DoctorHeartbeatStep 5MoveDoctorRoutine NurseVsDoctorBattle PagingDoctorMoves DoctorSkeletonSway',
  },
};
