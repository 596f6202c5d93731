import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'kitchen sink': {
    dance:
      'KitchenSinkBubbleDance KitchenSinkScrubShimmy DishDutyDanceBreak 60SecondKitchenSinkSalsa KitchenSinkTwoStep MoonwalkToTheKitchenSink WashDryKitchenSinkTango KitchenSinkSpongeSway',
    fitness:
      'KitchenSinkCalfRaises KitchenSinkSquatPerDish KitchenSinkPushUps 7DayKitchenSinkStretch RinseRepeatReps 2MinuteKitchenSinkBurn BalanceAtTheKitchenSink KitchenSinkCounterPlank',
    music:
      'KitchenSinkDrumKit KitchenSinkGlassTune CanYouPlayTheKitchenSink KitchenSinkKaraoke 1MinuteKitchenSinkBeat KitchenSinkSpoonDuet SundayKitchenSinkSong SerenadeYourKitchenSink',
    pet: 'ThenVsNowKitchenSink KitchenSinkFaucetCat KitchenSinkKittenNap KitchenSinkSupervisorDog ShowUsYourKitchenSinkPet WhoFitsInTheKitchenSink MeetMyKitchenSinkBuddy KitchenSinkPuppyPawWash',
    prank:
      'OutOfOrderKitchenSink WriteAsTheKitchenSink 100DucksFillKitchenSink KitchenSinkGooglySponges KitchenSinkBallPit KitchenSinkSoapSurprise KitchenSinkToyFleet WhatsUnderYourKitchenSink',
    tech: 'KitchenSinkTimeLapse KitchenSinkSlowMoSplash GlowUpKitchenSinkPhotos KitchenSinkASMR KitchenSinkStopMotion BeatTheTimerKitchenSink 3SongKitchenSinkPlaylist ReverseKitchenSinkVideo',
    travel:
      'KitchenSinkSuitcase ShowUsYourKitchenSinkBag 10ItemsNoKitchenSink KitchenSinkVsCarryOn KitchenSinkOverpacker 60SecondKitchenSinkPack AllButTheKitchenSink KitchenSinkRoadTripCar',
    wellness:
      'KitchenSinkMindfulRinse EmptyKitchenSinkMorning KitchenSinkNightReset 7DayCleanKitchenSink 3BreathsAtTheKitchenSink SlowSundayKitchenSink KitchenSinkGratitude KitchenSinkWindowView',
  },
  kiwi: {
    dance:
      'KiwiShuffle PassTheKiwiShimmy KiwiFuzzyFreeze KiwiOnYourHeadDance WaddleLikeAKiwiBird FunkyKiwiFriday 60SecondKiwiWiggle KiwiSliceSalsa',
    fashion:
      'KiwiGreenFitCheck KiwiSliceEarrings StyleKiwiPrint3Ways OpenYourCoatKiwiReveal KiwiEyeshadowMatch DressLikeAKiwi KiwiNailArt WearKiwiWednesday',
    fitness:
      'KiwiBalanceSquat 7DayKiwiCoreBurn KiwiSpoonLunges CanYouCrunchWithAKiwi PassTheKiwiPlank KiwiBetweenKneesHop FastFeetKiwiFriday KiwiJumpingJacks',
    pet: 'KiwiPlushFetch KiwiTennisBallHunt KiwiFuzzyTwinPortrait FindTheKiwi WhichCupHasMyKiwi CanYourPetCatchAKiwi KiwiToyTugOfWar DogReactsToKiwiSqueaker',
  },
  knee: {
    fashion:
      'KneeHighSocksLook KneeLengthDressFit DistressedKneeJeans KneePatchUpcycle StyleKneeBoots3Ways ThenVsNowKneeWarmers KneeDeepInDenim AboveOrBelowTheKnee',
    prank:
      'GooglyEyesOnYourKnees SuddenlyTinyKneeWalk KneePeekaboo TalkingKneeVideoCall WhoseKneeIsThis WakeUpToAKneePuppet KneeFaceFridayPhotobomb KneeSlapperLunchNote',
  },
  knight: {
    cooking:
      'KnightShieldPizza DragonVsKnightBakeOff KnightHelmetCupcakes FeastFitForAKnight KnightsRoundTablePie 3IngredientKnightBites SaturdayKnightSupper KnightBanquetBread',
    fashion:
      '10MinKnightCostume KnightCapeFitCheck MakeYourKnightShield KnightInShiningSequins DressLikeAKnight KnightCardboardHelmet KnightTunicFromASheet DragonVsKnightOutfit',
    fitness:
      'KnightShieldPlank KneelToBeKnighted KnightCastleWallSit KnightShiftWorkout 7DayKnightTraining KnightDragonSlayerSquats FoamSwordKnightDuel 60SecondKnightStance',
    pet: 'KnightInShiningFur KnightCatCastle ShowUsYourLoyalKnight KnightSirBarksALot KnightingMyDog BowBeforeTheKnight 10TreatKnightQuest PawsOnKnightPatrol',
    tech: 'KnightArmorFilter DubYourselfSirKnight 3ClipKnightTrailer KnightStopMotionDuel KnightMyselfWithAI KnightChessAppMatch WhoIsYourKnightAvatar PhotoGlowUpKnighthood',
    travel:
      'KnightMuseumArmorHunt KnightStatueHunt 10000StepKnightWalk KnightForADay MapYourKnightQuest KnightsOfTheRoadTrip SelfieWithEveryKnight SaturdayKnightStroll',
  },
  koala: {
    dance:
      'KoalaSlowMoSway KoalaPiggybackSpin KoalafiedDanceOff MoveLikeAKoala KoalaTreeHugTwoStep ParentKidKoalaWaltz 10SecondKoalaFreeze DoTheKoalaHula',
    fitness:
      'KoalaPiggybackLunges HangInThereKoala SlowKoalaPushUps 10MinKoalaCircuit KoalaJoeyCarrySquats KoalaTreeHuggerPlank 100KoalaCrunches KoalaBearCrawl',
    tech: 'KoalaStopMotion KoalaFaceFilter KoalaSleepTrackerTest LiveKoalaCam DrawKoalasInAnyApp PhoneVsPencilKoala KoalaEmojiStory TurnYourCatIntoAKoala',
  },
  koi: {
    fitness:
      '7DayKoiStretch KoiTaiChiFlow GlideLikeAKoi KoiLeapSquats KoiFinPlank 60SecondKoiFlutterKicks KoiTailCrunches 10LuckyKoiLunges',
    music:
      'KoiLofiBeat KoiPondLullaby DontBeKoiJustSing SerenadeTheKoi KoiHarmonyDuet KoiHumAlong 5NoteKoiMelody SoftKoiSongSunday',
  },
  'labor day': {
    dance:
      'LineDanceForLaborDay MoveItLaborDayMonday KidsVsParentsLaborDayJig LaborDayBBQBoogie LaborDayCoolerConga LaborDayBlanketShuffle TheLaborDayLimbo 8CountLaborDayGroove',
    music:
      'RapYourJobForLaborDay KaraokeBattleOnLaborDay 5TrackLaborDayPlaylist PicnicSingAlongLaborDay LaborDayBucketDrums LaborDaySummerJam LaborDayFarewellBallad LaborDayThankYouSong',
    prank:
      'LaborDayCoolerBalloons SuitUpForLaborDay GooglyFlipFlopsLaborDay JokeChoreListLaborDay OutOfOfficeOnLaborDay LaborDayAutoReply DidYouForgetLaborDay TeddyStoleMyLaborDaySpot',
    wellness:
      'LaborDayDoNothing ThankAWorkerLaborDay OneHourLaborDayNap PhoneOffForLaborDay LaborDaySunsetWalk MindfulMondayLaborDay LaborDaySlowMorning LaborDayStargazing',
  },
  ladybug: {
    fashion:
      'LadybugRainBoots StyleLadybugRed3Ways LadybugPolkaDotFit LadybugSpottedInSpots LadybugNailArt DressLikeALadybug 10MinLadybugMakeover MomVsMeLadybugOutfit',
  },
  lake: {
    art: 'LakeMirrorShot PaintWithLakeWater DrawALakeIn60Seconds 7DayLakeDoodle LakePebbleMosaic CrayonLakeFromMemory LakeSunsetSketch LakeReflectionDrawing',
    cooking:
      'PackALakePicnicIn10Min LakeHousePancakeFlip 3IngredientLakeLunch LakeCoolerChef LakeNoCookWraps LakeShoreSnackBox SaturdayLakeSandwiches MakeLemonadeForTheLake',
    dance:
      'LakeLifeLineDance LakesideShuffle ShakeByTheLake 30SecondLakeGroove FamilyLakeConga LakePicnicBlanketBop LakeSunsetSalsa SaturdayLakeSway',
    funny:
      'LakeMosquitoDrama LakeVsOceanDebate NarrateYourLakeTrip LakeHouseGuestTypes 5StagesOfALakeDay WhoAteTheLakeSnacks BestLakeLoonImpression LakeSunscreenMissedSpot',
    gaming:
      'LakeHouseGameNight LakeGoFish StoneSkippingLakeBattle LakeWildlifeBingo ISpyAtTheLake 20QuestionsLakeEdition LakeScavengerQuest GuessThatLakeSound',
    music:
      'LakeDockJam LakesideSingAlong EchoAcrossTheLake RowYourLakeBoatRound 5SongLakePlaylist LakeSunsetSerenade 60SecondLakeLullaby RoadTripLakeKaraoke',
    prank:
      'LakeFrogPlushSurprise LakeMonsterSighting LakeRubberDuckArmy 100GooglyEyesLakeCooler HereIsYourLakeTrip TeddyStoleDadsLakeChair WhoBookedTheWholeLake PlasticFishLakeCatch',
    tech: 'LakePanoramaPhoto LakeDragonflyMacro LakeSunsetTimelapse LakeBirdSongApp SlowMoLakeSkip SameLakeSpot30Days BeforeAfterLakeEdit RecordTheLakeSounds',
    wellness:
      'LakeSunriseCalm 5MinuteLakeMeditation BeStillLikeTheLake 7DayLakeJournal LakeShoreReset LakeBenchBreathing SundayLakeSlowDown LakeMorningMistWalk',
  },
  lampshade: {
    fitness:
      'LampshadeBalanceWalk DontDropTheLampshade LampshadeSquatHold LampshadeOnHeadLunges 1MinuteLampshadeWallSit FamilyLampshadeFaceOff PostureCheckLampshade LampshadeCalfRaises',
    tech: 'PhoneVsLampshadeLight LampshadeShadowSlowMo AIDesignsALampshade 10SecLampshadeTimelapse LampshadeSelfieGlowUp LampshadeStopMotion 3FiltersOneLampshade LampshadePhotoLighting',
  },
  landlord: {
    dance:
      'LandlordFixedItDance LandlordMoveInShuffle LandlordKeysJingleDance WhenTheLandlordReplies TenantVsLandlordBoogie ThanksLandlordShimmy DepositBackLandlordJig LandlordRentPaidWiggle',
    fitness:
      'LandlordWalkupRepeats PivotCouchCarry PlankTillTheLandlordCalls LandlordBoxSquats MovingDayLandlordCardio LandlordMoveInWorkout LandlordsLawnLunges 20MinLandlordCleanCircuit',
    prank:
      'CatLandlordRentNotice LandlordOfTheFridge KidLandlordInspection WhoIsYourNewLandlord LandlordShoutoutSign LandlordGnomeTakeover FiveStarLandlordReview LandlordYardFlamingos',
  },
  landscape: {
    music:
      'ScoreTheLandscape 1SongPerLandscape 30SecondLandscapeJingle SingYourWindowLandscape LandscapeEchoChorus LandscapeLoFi LandscapeHumAlong LandscapeBirdsongMix',
    prank:
      'WakeUpToANewLandscape PortraitsTurnedLandscape WishYouWereHereLandscape LandscapeUpsideDownFrame LandscapeBackdropVacation LandscapeDeskWallpaper LandscapeMissingPiece GooglyEyesOnTheLandscape',
  },
  'laser pointer': {
    fashion:
      'LaserPointerDotEarrings LaserPointerNeonNails DressLikeALaserPointer WearItLaserPointerRed 10SecLaserPointerOutfit WalkTheLaserPointerRunway LaserPointerLipstick LaserPointerPicksMyLook',
    gaming:
      'LaserPointerFloorDotMaze LaserPointerPong CatchTheLaserPointer LaserPointerCatVsHuman 10SecondLaserPointerTag SimonSaysLaserPointer LaserPointerTicTacToe FamilyLaserPointerRelay',
    prank:
      'LaserPointerRedDotTrail CanMomCatchLaserPointer MysteryLaserPointerSpot LaserPointerFairyVisit DadVsCatLaserPointer LaserPointerSecretNote WhoseLaserPointerIsThis LaserPointerTreasure',
    tech: 'WriteYourNameLaserPointer LaserPointerSlowMoPounce ReverseLaserPointerChase LaserPointerStepTracker 30FrameLaserPointerDot LaserPointerGreenScreen LaserPointerSlideClicker SmartLaserPointerTimer',
    travel:
      'PackYourLaserPointerFirst LaserPointerCatCafe SpinTheMapLaserPointer LaserPointerKittySitter PetVsSuitcaseLaserPointer LaserPointerHotelZoomies 10ThingsPlusLaserPointer LaserPointerHomecoming',
  },
  'late night': {
    art: 'LateNightShadowPuppetShow 7DayLateNightInk LateNightMoonSketch DrawInTheDarkLateNight DrawYourLateNightView LightPaintingLateNight LateNightSnackStillLife LateNightDreamComic',
    educational:
      'LateNightStarSpotting LateNightMoonPhaseLog WhoIsAwakeLateNight SignLanguageLateNightChat TimeZoneQuizLateNight LateNightFlashcardReview LateNightMythBuster CanYouSpotMarsLateNight',
    fitness:
      'SilentLateNightWorkout 7DayLateNightPlank BrushAndSquatLateNight LateNightStepCatchUp LateNightMoonSalutation 2MinuteLateNightStretch LateNightLegsUpTheWall WindDownLateNightYoga',
    music:
      '5SongLateNightPlaylist LateNightLoFiBeat 30SecondLateNightLullaby LateNightBedroomJam WhisperALateNightCover LateNightRadioHost VoiceMemoDuetLateNight LateNightMoonMedley',
  },
  laundry: {
    art: '5MinuteLaundryPortrait LaundrySockPuppets LaundryLintSculpture LaundryRainbowStack TowelTuesdayLaundrySwan LaundryClothespinCritters DrawYourLaundryPile CanYouMakeArtFromLaundry',
    dance:
      'LaundryBasketBoogie DoTheLaundrySpinCycle 30SecondLaundryShimmy SockMatchLaundryTango FoldItLikeItsHot LaundryTowelTwirl LaundryLimbo LaundrySheetSnapSalsa',
    fitness:
      'LaundryBasketSquats LaundryHamperHoops LaundryJugCurls LungeThroughLaundry 10MinLaundryWorkout LaundryFoldPlank CanYouCarryAllTheLaundry 7DayLaundryStretch',
    music:
      'LaundryMachineBeat FinishLaundryInOneSong RapAboutYourLaundry HumTheLaundryBuzzer LaundryDayDuet 5TrackLaundryPlaylist LaundryBasketBongos LaundrySingWhileYouFold',
  },
  'laundry basket': {
    art: 'LaundryBasketStillLife PaperWeaveLaundryBasket SockMonsterLaundryBasket LaundryBasketShadowArt 10MinLaundryBasketMosaic FaceOnYourLaundryBasket LaundryBasketStencil 7DayLaundryBasketSketch',
    fashion:
      'LaundryBasketFitCheck ThreeLooksLaundryBasket DressFromTheLaundryBasket 1MinLaundryBasketOutfit LaundryBasketOddSocks LaundryBasketSiblingSwap BlindGrabLaundryBasket LayerUpLaundryBasket',
    fitness:
      'LaundryBasketSquats LaundryBasketFarmerCarry PlankAndFoldLaundryBasket LaundryBasketRelay 10LaundryBasketPresses LungeToTheLaundryBasket LaundryBasketTwists 1MinuteLaundryBasketHold',
    music:
      'LaundryBasketDrumKit SpinCycleLaundryBasket 1MinuteLaundryBasketJam LaundryBasketChoreSong LaundryBasketBeatBattle FoldAndRapLaundryBasket SingToYourLaundryBasket DryerBuzzerLaundryBasket',
    pet: 'CatInTheLaundryBasket LaundryBasketPetBed DogVsLaundryBasket IfItFitsLaundryBasket WarmLaundryBasketNap PeekabooLaundryBasket TidyToysLaundryBasket LaundryBasketHideAndSeek',
    travel:
      'LaundryBasketBeachHaul PackAWeekendLaundryBasket SuitcaseVsLaundryBasket LaundryBasketDormMoveIn 10MinUnpackLaundryBasket TheLaundryBasketMarketRun SouvenirLaundryBasket LaundryBasketPackingHack',
  },
  'laundry room': {
    art: '60SecLaundryRoomDoodle WashDryFoldLaundryRoom LintArtLaundryRoom OddSockCraftLaundryRoom 7DayLaundryRoomCollage LaundryRoomFaceHunt LaundryRoomPegDolls SketchTheLaundryRoom',
    fashion:
      'LaundryRoomLastCleanFit LaundryRoomStainRescue InsideOutDenimLaundryRoom LaundryRoomRunway 1MinuteLaundryRoomLook 7DayLaundryRoomOutfits ThriftReviveLaundryRoom LaundryRoomDyeJob',
    prank:
      'WhoShrankItLaundryRoom WasherFaceLaundryRoom 50DucksInTheLaundryRoom LaundryRoomBalloons PocketNotesLaundryRoom GiantSockLaundryRoom LaundryRoomFairy LaundryRoomHelpWanted',
    tech: 'PhoneTimerLaundryRoom LaundryRoomTimelapse GlowUpLaundryRoomPhotos LaundryRoomPodcastQueue LaundryRoomStopMotion ReverseLaundryRoomVideo SlowMoLaundryRoomSpin LaundryRoomTourIn30Sec',
  },
  lawyer: {
    educational:
      '5LatinWordsLawyersUse LawyerReadFinePrint ArgueLikeALawyer PleadYourCaseKidLawyer TeddyOnTrialLawyerGame 60SecondLawyerJargonQuiz LawyerMythsBusted GuessTheLawyerSpecialty',
    music:
      'LawyerClosingRap RhymeYourCaseLikeALawyer 30SecondLawyerJingle ObjectionLawyerRemix IFoughtTheLawCover LawyerGavelBeat OdeToMyLawyer LawyerJurySingOff',
  },
  leash: {
    cooking:
      'LeashWalkTrailMix 3IngredientLeashBites SundayLeashSnackPrep HomemadeLeashBiscuits LeashDayPupsicles PawPrintLeashCookies LeashReadyLunchbox LeashPeanutButterTreats',
    dance:
      'DogAndMeLeashWaltz OneSongLeashWalkGroove LeashOnHappyDance TangledLeashTango LeashHeelShimmy WiggleWednesdayLeash LeashCongaWithPups LeashRunwayCatwalk',
    fitness:
      'LeashJogStreak LeashWalkIntervals 10000StepsOnTheLeash DogVsMeLeashRace 20MinLeashCircuit LeashSniffAndStroll LeashParkSprints LungeAtEveryLeashStop',
    funny:
      'WhenTheLeashComesOut LeashTangleFails SmallPupBigLeashEnergy LeashChewedAgain LeashSpellingTest LeashStopsForEveryTree WhatMyDogSaysOnLeash LeashWhoWalksWhom',
    music:
      'LeashJingleBeat SingYourDogALeashSong LeashTagChime 30SecondLeashTune LeashWalkiesAnthem HowlAlongLeashDuet RapAboutTheLeash LeashWalkPlaylist',
    tech: 'SlowMoLeashZoomies 30DayLeashSelfieStreak DogsEyeViewLeashCam LeashStepCounter TimelapseYourLeashRoute LeashWalkGPSArt LeashSmartCollarAlerts LeashPhotoDiary',
  },
  leggings: {
    dance:
      '80sAerobicsInLeggings 30SecondLeggingsGroove LeggingsFloorwork LeggingsMoonwalk MomVsMeLeggingsBattle ShowUsYourLeggingsMoves LeggingsLeapOff LeggingsSalsaSpin',
    music:
      'LeggingsNeonWorkoutMix 5TrackLeggingsWarmUp LeggingsPowerAnthem SingAlongInLeggings ShowUsYourLeggingsSong LeggingsLipSync EightiesLeggingsJam LeggingsDiscoPlaylist',
    travel:
      'LeggingsAirportFit CarryOnLeggingsCapsule LeggingsOnlyTrip LeggingsRoadTripLayers StyleTravelLeggings3Ways TwentyKStepsInLeggings WhereHaveYourLeggingsBeen LeggingsBeachBoardwalk',
  },
  lego: {
    prank:
      'LegoDeskTakeover WhoMadeDadsMugLego FruitBowlLegoBanana LegoMinifigInvasion LegoSpellItInBricks 12LegoCookiesOnAPlate LegoFigureInTheFridge RemoteBuiltFromLego',
    tech: 'LegoSlowMoCrash LegoStopMotionFilm 5BrickLegoDeskHack UnbuildLegoInReverse FixYourCablesWithLego LegoTimeLapseBuild LegoPhoneStand LegoCameraDolly',
    travel:
      'LegoTravelBuildKit YourLastTripInLego RealPlaceVsLego LegoLandmarkRecreate LegoMinifigTravelPhotos 30MinuteLegoPostcard LegoSkylineReplica OneLegoEveryCity',
  },
  lemon: {
    dance:
      'LemonSqueezeShuffle LifeGaveMeLemonsShimmy LemonSourFaceBop LemonBalanceDance 10SecondLemonFreeze SweetVsTartLemonBattle DoTheLemonTwist LemonYellowTwoStep',
    fitness:
      '7DayLemonCore LemonPlankPass LemonBalanceSquats SpoonAndLemonLunges LemonOverheadPress LemonRollPushUps LemonTossCrunches LemonJumpingJacks',
    music:
      'LemonTreeSingAlong 30SecondLemonJingle LemonShakerBeat SweetVsTartLemonDuet BluesForASourLemon RemixTheLemonSqueeze LemonSongLipSync LemonPuckerWhistle',
    pet: 'WhichCupLemonGame LemonPlushFetch LemonSqueakyToyHunt PupAtTheLemonadeStand LemonPuppyPortrait PetsFirstLemonSqueaker TugTuesdayLemonRope LemonBunnyBedDIY',
    prank:
      'ALemonForEveryShoe EggCartonFullOfLemons LemonInTheCookieJar LemonYellowBalloonRoom PhoneCaseWithLemon LemonTinyHatsParade WakeUpTo50Lemons LemonFacesInTheFruitBowl',
    tech: 'LemonBatteryLED LemonPhoneChargeTest 30DayLemonTimelapse StopMotionRollingLemon ReverseLemonSliceVideo LemonSlowMoSqueeze DrawALemonInAnyApp LemonMacroDroplets',
    travel:
      'LemonsFromEveryMarket OneLemonTreatPerCity LemonadeStandHunt 5StopLemonTasteTour MapTheLemonsYouTry LemonTreeSpotting LemonWaterTrailBreak RateLocalLemonSweets',
  },
  'lemonade stand': {
    funny:
      'LemonadeStandCEO LemonadeStandHaggle LemonadeStandSourFace PitchYourLemonadeStand TenDollarLemonadeStand SiblingLemonadeStandWar LemonadeStandNoCustomers 1MinuteLemonadeStandAd',
    pet: 'CatRunsMyLemonadeStand LemonadeStandWaterBowl DogTreatLemonadeStand LemonadeStandForShelters PetOfTheDayLemonadeStand LemonadeStandGreeterDog LemonadeStandPuppyHelper 10PupsVisitLemonadeStand',
    prank:
      '1000PenniesLemonadeStand BuyOutTheLemonadeStand IsThatDadLemonadeStand LemonadeStandFanClub AskForCoffeeLemonadeStand LemonadeStandLongLine LemonadeStandGiantOrder PayInHugsLemonadeStand',
  },
  'library card': {
    dance:
      'FirstLibraryCardDance BoogieWithYourLibraryCard LibraryCardWiggle LibraryCardSilentSway LibraryCardSwipe DueDateLibraryCardJig 30SecLibraryCardShimmy LibraryCardLimbo',
    fashion:
      'LibraryCardFitCheck DressLikeYourBook 7DayLibraryCardOutfits LibraryCardToteBag BookishLibraryCardLook CozyCardiganLibraryCard ThenVsNowLibraryCard MatchMyLibraryCardColor',
    gaming:
      'LibraryCardGameNight 10MinuteLibraryCardQuest LibraryCardPuzzleSwap LibraryCardTrivia BookBingoLibraryCard FindItWithYourLibraryCard 20QuestionsLibraryCard MysteryNovelLibraryCard',
    tech: 'LibraryCardEbookSetup LibraryCardMakerspace BookVsScreenLibraryCard LibraryCardLanguageApp FreeMoviesLibraryCard CanYourLibraryCardStream CodingClassLibraryCard AudiobookLibraryCard',
  },
  'light bulb': {
    art: 'LightBulbClayModel 60SecLightBulbDrawing DrawYourLightBulbMoment OneLineLightBulbArt KidsVsAdultsLightBulb LightBulbShadowSketch LightBulbDoodleIdeas LightBulbPaperMosaic',
    cooking:
      'LightBulbShapedPizza LightBulbCakePops 3IngredientLightBulbBites LightBulbPancakes LightBulbIdeaSnacks DecorateALightBulbCookie KidVsMeLightBulbBakeOff BrightLightBulbBento',
    fashion:
      'StyleLightBulbYellow3Ways LightBulbCostume LightBulbMomentTee 10MinLightBulbOutfit LightBulbFitCheck GlowUpUnderOneLightBulb LightBulbSparkleDress MomVsMeLightBulbLook',
    gaming:
      'SpotTheLightBulbRace LightBulbInventorTrivia LightBulbBlackoutFreeze LightBulbSimonSays 20QuestionsLightBulb LightBulbIdeaCharades 10SecondLightBulbQuiz FirstLightBulbMomentWins',
    travel:
      'LightBulbFestivalNight Spot100LightBulbsInTown LightBulbCafeHunt StringLightBulbSelfie LightBulbNeonSignWalk LightBulbsOfMainStreet OneLightBulbPerTrip CityAfterDarkLightBulbs',
    wellness:
      'LightBulbDimAtNine 1HourNoLightBulbs LightBulbWarmWindDown OneLightBulbNight 7DayLightBulbCurfew LightBulbFreeEvening LightBulbCozyReadingNook SlowSundayLightBulbs',
  },
  'light switch': {
    fashion:
      'LightSwitchTransition LightSwitchGlowUp 1SecondLightSwitchChange DayToNightLightSwitch 3LooksOneLightSwitch SweatsOrSuitLightSwitch DecadesLightSwitchFlip SiblingLightSwitchSwap',
    fitness:
      'SquatEveryLightSwitch 10PushUpsPerLightSwitch 30SecondLightSwitchDash TipToeLightSwitch MorningLightSwitchStretch LightSwitchPlankOff YogaBeforeTheLightSwitch HighKneesToTheLightSwitch',
  },
  lighthouse: {
    music:
      'LighthouseSeaShanty EchoInTheLighthouse 30SecondLighthouseTheme LighthouseFoghornRap LighthouseLullaby CallAndResponseLighthouse 5NoteLighthouseMelody LighthouseUkuleleTune',
    prank:
      '10GooglyEyesLighthouse LighthouseBottleNote LighthouseFlashlightHello AhoyLighthouseVoiceMail LighthouseFoghornDoorbell PostcardFromTheCoast LighthouseLampWakeUp SeagullSaturdayLighthouse',
  },
  lime: {
    pet: 'LimePlushFetch 10LimeToyCatches LimeTennisBallChase PetInTheLimelight WhichCupLimeGame CatVsLimeGreenMouse LimeKittyCameo LimePuppyPortrait',
    prank:
      'EggCartonOfLimes WhoPackedThisLime GoodMorning50Limes LimeConfettiDrawer AvocadoLimeMixUp LimeGreenStickyNoteWall LimesInEveryPocket LimeFacesOnTheFruit',
    wellness:
      'LimeWaterMorning 5SenseLimeMoment LimeZestAromaBreak LimeSqueezeTheDay LimeTeaWindDown WeekOfLimeMintSips SelfCareSundayLime FreshStartLimeStretch',
  },
  limo: {
    music:
      'LimoKaraokeBackseat LimoEntranceSong LimoLipSync 5TrackLimoPlaylist DiscoInTheLimo 30SecondLimoIntro PromNightLimoDuet PretendLimoSingAlong',
  },
  lion: {
    fashion:
      'StyleLionPrint3Ways LionMakeupGlam BedheadToLionGlowUp 10MinLionLook LionManeCurlsDIY LionKingOfTheCatwalk LionHairVolumeDare WalkLikeALionRunway',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone WakeUpTo20Lions LionTailBackpackClip WhoLetALionInHere EveryShoeGotLions StuffedLionSentry LionPawPrintTrail',
  },
  lipstick: {
    prank:
      'LipstickMirrorNote TeddyBearLipstickGlam WhoLeftLipstickKisses 10LipstickMustaches LipstickHeartBalloons WindowSaysHelloLipstick LipstickSmileOnTheBanana LipstickLoveLetterSeal',
  },
  llama: {
    fashion:
      'LlamaSweaterFitCheck StyleALlamaPoncho 10MinLlamaMakeup DressLikeALlama LlamaMakeoverDare NoDramaLlamaLook AlpacaVsLlamaOutfit LlamaPajamaRunway',
  },
  lollipop: {
    pet: 'LollipopPlushFetch LollipopSqueakyToyHunt WhichHandLollipopGame 10SecondLollipopStay SwirlyLollipopPortrait LollipopHighFive CatVsLollipopWand LollipopShapedDogBiscuits',
    tech: 'LollipopVanishingAct LollipopSwirlCloseUp ReverseLollipopUnwrap TurnMeIntoALollipop SlowMoLollipopSpin 30SecondLollipopAd LollipopStopMotion DrawLollipopsInAnyApp',
  },
  loofah: {
    art: 'LoofahHoneycombPrints SketchYourLoofah LoofahCritterCraft 3ColorLoofahStamp MacroShotOfALoofah 60SecondLoofahPainting LoofahSpongedSunset BrushVsLoofahBattle',
    cooking:
      'LoofahEggSoup FirstLoofahTaste LoofahSpongeCake LoofahOrZucchini 3IngredientLoofahStirFry LoofahPeelAndCook MeetTheVeggieLoofah 10MinuteLoofahSideDish',
    fashion:
      'LoofahScrunchieDIY StyleYourLoofah3Ways RobeAndLoofahFitCheck LoofahSpongeNailArt TowelRunwayLoofah OutfitToMatchMyLoofah TutuMadeOfLoofahs 5MinLoofahGlowUp',
    music:
      'LoofahMicConcert 30SecondLoofahAria 5TrackLoofahPlaylist RubADubLoofahSong DrumRollOnTheLoofah LoofahOperaSolo SingToYourLoofah DuetWithMyLoofah',
  },
  lookbook: {
    prank:
      'GardenGnomeLookbook SiblingClosetLookbook LookbookPhotobomb RecreateTheirLookbook CanDadPoseMyLookbook HouseplantLookbookModel GrandpaStealsTheLookbook StuffedAnimalLookbook',
    wellness:
      'LookbookForRestDays ThenVsNowLookbook NoFilterLookbook LookbookOfMyMoods LookbookWithKindCaptions SoftSundayLookbook LookbookMemoryLane 7DayComfyLookbook',
  },
  'lunar new year': {
    dance:
      'LunarNewYearLionDance BeTheLunarNewYearDragon LunarNewYearRibbonTwirl LunarNewYearFanSway 12AnimalLunarNewYearMoves LanternParadeStrut LunarNewYearZodiacDance GrandmaLunarNewYearJig',
    fitness:
      'LunarNewYearTaiChi 15DayLunarNewYearStreak LunarNewYearDragonSquats 12AnimalLunarNewYearReps LunarNewYearLionPoses FirecrackerJumpJacks FamilyLunarNewYearRelay LunarNewYearSweepWorkout',
    pet: 'LunarNewYearTreatHunt LunarNewYearPlushFetch MyPetsLunarNewYearSign LunarNewYearRedBlanket BunnyYearPortrait LunarNewYearPuppyPhotos ThenVsNowLunarNewYearPet TeachAPawWaveLunarNewYear',
    wellness:
      'LunarNewYearCleanSweep 3WishesForLunarNewYear 15DayLunarNewYearJournal LunarNewYearCallGrandma MoonlitWalkLunarNewYear BreatheInLunarNewYear LunarNewYearTeaCeremony LunarNewYearPhoneFree',
  },
  'lunch lady': {
    travel:
      'LunchLadyPacksThePicnic LunchLadyRatesDiners 10MinLunchLadyPrep CarSnacksLunchLadyStyle LunchLadyOnAFieldTrip HomeVsAwayLunchLady LunchLadyTasteTour SurpriseVisitLunchLady',
  },
  magician: {
    art: 'DrawAMagicianIn60Seconds MagicianWandCraft SketchYourselfAsMagician OrigamiMagicianHat MagicianRabbitDrawing MagicianOpticalIllusion MagicianFlipbook SockPuppetMagicianShow',
    fashion:
      'MagicianTopHatFit StyleMagicianCape3Ways MagicianQuickChange TaDaMagicianMakeover 5SecMagicianReveal MagicianSequinSuitUp AssistantVsMagicianLook DressLikeAMagician',
    music:
      'MagicianDrumRoll 5SecondMagicianJingle MagicianThemeSong SingYourMagicianIntro MagicianAbracadabraBeat AssistantDuetWithMagician MagicianNameThatHum VanishingTuneMagician',
    prank:
      'MagicianCoinBehindEar MagicianPickACard MagicianScarfPull RemoteVanishesMagician MagicianBunnyReveal SealedPredictionMagician CanYouFloatMagicianStyle MindReadingMagician',
    wellness:
      '7DayMagicianJournal MagicianWonderWalk MagicianCalmHands 5MinuteMagicianBreathing VanishAWorryMagician PracticeOneMagicianTrick MagicianCoinFocus MagicianGratitudeHat',
  },
  mall: {
    gaming:
      'MallArcadeNight MallScavengerBingo ISpyMallEdition 1HourMallQuest 5DollarMallChallenge MallDancePadDuel AirHockeyAtTheMall MallStoreAlphabetGame',
    prank:
      'WhichMallMannequinIsMe MallGiftCardHunt HugeMallHaulTinyBuy MallMatchingOutfits 10GooglyEyedMallBags CatsMallShoppingList MallPretzelDelivery MallBirthdaySurprise',
  },
  map: {
    dance:
      'MapXMarksTheSpot 5CountryMapMoves MapCompassTurns MapHopAroundTheWorld MapFoldFreeze SpinAndPointMapDance GrooveAcrossTheMap SaturdayMapSalsa',
  },
  may: {
    dance:
      'MaypoleDance MayflowerMoonwalk MomAndMeMayWaltz MayRibbonTwirl 31GroovesForMay FlowerCrownMayShimmy MayDayMambo SpringStepsIntoMay',
    gaming:
      'MayPuzzleStreak 31DaysOfMayPlay MayLawnGameOlympics MomVsMeMayCardNight MayBlossomBingo 10MinuteMayGardenQuest MayHopscotchDuel FlowerHuntInMay',
    pet: '31DayMayWalkStreak MayPuppyFirstGrass SunniestSpotMayContest MayTheFurBeWithYou MayShedBrushOut ThisMayVsLastYear MayBirdWatchKitty PetMomSelfieInMay',
    wellness:
      'MindfulMondaysInMay MayMentalHealthCheck 31DaysOfMayKindness MaybeSlowDown 5SensesMayWalk MayBarefootOnTheGrass MayTheCalmBeWithYou 10MinuteMaySunStretch',
  },
  'measuring cup': {
    art: 'MeasuringCupStamps PourPaintingMeasuringCup 60SecMeasuringCupSketch TraceMeasuringCupMandala PlanterFromAMeasuringCup MeasuringCupCharacter MeasuringCupShadowArt 7DayMeasuringCupDoodle',
    fashion:
      'MeasuringCupEarrings ApronAndMeasuringCupFit 3LooksOneMeasuringCup 10MinMeasuringCupStyle MeasuringCupNailArt BakeryCoreMeasuringCup MeasuringCupBagCharm BakeSaleMeasuringCupChic',
    gaming:
      'MeasuringCupShellGame 10SecondMeasuringCupStack MeasuringCupTowerDuel GuessTheMeasuringCup CoinFlickMeasuringCup RiceSpoonMeasuringCupRace PassTheMeasuringCup TrickShotMeasuringCup',
    tech: 'ConvertMeasuringCups DrawAMeasuringCupInApp SlowMoMeasuringCupPour MeasuringCupStopMotion MeasuringCupPhoneSpeaker 3ShotMeasuringCupAd ReverseMeasuringCupVideo FlashlightMeasuringCup',
  },
  'medicine cabinet': {
    pet: 'PetProofMedicineCabinet PupKitMedicineCabinet DogDentalMedicineCabinet PawBalmMedicineCabinet AfterWalkMedicineCabinet MedicineCabinetLockCheck 10MinMedicineCabinetSort MedicineCabinetFleaComb',
  },
  'memorial day': {
    art: 'PaperPoppyMemorialDay MemorialDayWreathCraft ThankYouCardsMemorialDay ChalkFlagMemorialDay MemorialDayStarGarland DrawYourMemorialDayHero 10MinMemorialDaySketch MemorialDayPhotoCollage',
    gaming:
      'MemorialDayCornhole KidsVsAdultsMemorialDay 50StatesMemorialDayQuiz CookoutBingoMemorialDay 3LeggedRaceMemorialDay MemorialDayCardTourney BalloonTossMemorialDay MemorialDayBoardGames',
  },
  mermaid: {
    fitness:
      'MermaidTailKicks ArchLikeAMermaid MermaidCoreWorkout MermaidPlankHold MermaidSeaweedSway PirateVsMermaidSquats 7DayMermaidAbs 60SecondMermaidFlutter',
  },
  'messy room': {
    art: 'SketchMyMessyRoom MessyRoomDiorama MessyRoomModernArt PaintYourMessyRoomAsIs 10MinMessyRoomSculpture FindTheRemoteMessyRoom SockPuppetsFromMessyRoom MessyRoomComicStrip',
    educational:
      'MessyRoomEntropy 60SecondMessyRoomQuiz WhyMessyRoomsStressUs LabelMessyRoomInSpanish TrueOrFalseMessyRoom FourBoxMessyRoomMethod GuessTheMessyRoomCount AreMessyRoomsCreative',
    fitness:
      'MessyRoomSquatPickup MessyRoomHamperLunges 10MinMessyRoomWorkout SiblingMessyRoomRace BearCrawlMyMessyRoom TopShelfMessyRoomReach CarryTheMessyRoomLaundry 50ItemsMessyRoomSprint',
  },
  microphone: {
    cooking:
      'MicrophoneCakePops MicrophoneKitchenSounds CookAlongWithAMicrophone 1MinuteMicrophoneMenu CrunchTestMicrophone MicrophoneChefShow KidFoodCriticMicrophone MicrophoneRecipeNarration',
    fitness:
      'MicrophoneRunAndSing MicrophoneCheckBurpees MicrophonePlankHum 1MinuteMicrophoneCardio DropTheMicrophonePushUp MicrophoneSquatSong WallSitMicrophoneBallad StarJumpMicrophoneCount',
    music:
      'MicrophoneFreestyle MicrophoneHarmonyStack MicrophoneBeatbox 16BarMicrophoneRap PassTheMicrophone MomVsMeMicrophoneBattle HairbrushMicrophoneBallad FinishMyLineMicrophone',
    travel:
      'MicrophoneMuseumNarration MicrophoneCitySounds 60SecondMicrophoneRecap MicrophoneTourGuide CarSingAlongMicrophone RecordTheWavesMicrophone OneLocalWordMicrophone MicrophoneTravelPodcast',
  },
  midnight: {
    art: 'PaintTheMidnightSky OnlyMidnightBlue MidnightCityscape MidnightShadowPuppets LightsOffMidnightDrawing 7DayMidnightDoodle 60SecondMidnightMoon MidnightOwlSketch',
    fashion:
      'StyleMidnightBlue3Ways BallgownBeforeMidnight SequinsAtMidnight StarryMidnightNails MidnightPajamaGlowUp 10MinMidnightOutfit NewYearsMidnightLook MidnightQuickChange',
    gaming:
      'WhoStaysUpForMidnight WerewolfAtMidnight CharadesTillMidnight LastGameBeforeMidnight MidnightFlashlightHunt 12RoundsToMidnight BeatTheLevelByMidnight MidnightMysteryClues',
    pet: 'CatZoomiesAtMidnight MidnightBedHog HamsterAtMidnight MidnightMeowConcert NapVsMidnightChaos WhoWokeMeMidnightEdition SnoringPupAtMidnight WhereIsMyPetAtMidnight',
    wellness:
      'Name3GoodThingsMidnight PhoneDownByMidnight 7DayAsleepByMidnight MidnightBodyScan LightsOutBeforeMidnight 5MinuteMidnightUnwind MidnightWorryJar MoonBreathsAtMidnight',
  },
  'milk jug': {
    pet: 'MilkJugTreatPuzzle MilkJugFeederCatTV 10MinuteMilkJugToy MilkJugCatGrassPot MilkJugSniffGame CanYourDogBeatTheMilkJug UpcycleAMilkJugForPets RollingMilkJugKibbleBall',
    tech: 'ReverseMilkJugCrush MilkJugMonsterStopMo MilkJugNightLight 30DayMilkJugSeedlingLapse MilkJugTripodHack SlowMotionMilkJugDrop MilkJugSpeaker DrawAMilkJugRobotInApp',
  },
  'missed call': {
    fitness:
      'MissedCallMidWorkout SquatPerMissedCall WalkAndTalkMissedCalls 30MinuteMissedCallBurn BurpeeForEveryMissedCall YogaOnSilentMissedCall HowManyMissedCallsThisRun MissedCallAtTheFinishLine',
    music:
      'MissedCallRingtoneRemix MissedCallVoicemailSong MissedCallBlues 30SecondMissedCallJingle VibrateBeatMissedCall BeatboxAMissedCall SingBackYourMissedCall MomsMissedCallAnthem',
  },
  'mixing bowl': {
    dance:
      'MixingBowlStirStep MixingBowlHipCircles ParentKidMixingBowlSalsa SpatulaMicMixingBowl WhiskAndTwirlMixingBowl 30SecondMixingBowlGroove MixItUpMixingBowl BakeSaleMixingBowlBop',
    gaming:
      'MixingBowlMarbleRoll 10SecondMixingBowlToss FamilyVsMeMixingBowlPong MixingBowlCharades MixingBowlShellGame TrickShotIntoMixingBowl GuessWhatsInTheMixingBowl MixingBowlQuizShow',
    prank:
      'MixingBowlAlarmClock NoteUnderTheMixingBowl MixingBowlTowerSurprise RubberDuckMixingBowl 10GooglyEyesMixingBowl CatOwnsThisMixingBowl WhoStoleTheMixingBowl TinyMixingBowlForMom',
    speed:
      'MixingBowlWhipRace NestTheMixingBowls SixEggsMixingBowlDash 10SecondMixingBowlStack CleanMixingBowlBlitz DadVsKidMixingBowlStir FlourMeasureMixingBowl BeatMyMixingBowlTime',
    tech: 'MixingBowlTimelapse SlowMoPourMixingBowl ReverseMixingBowlVideo PhoneSpeakerMixingBowl AIRecipeFromMyMixingBowl 3ClipMixingBowlReel VoiceTimerMixingBowl StopMotionMixingBowlBake',
    travel:
      'CollapsibleMixingBowlCamp BakingAwayMixingBowl FindAMixingBowlAbroad MixingBowlPicnicSalad 10MinMixingBowlRoadSnack MixingBowlAtGrandmas OrchardMixingBowlPick MixingBowlCabinBake',
  },
  monorail: {
    art: 'DrawAFutureMonorail CardboardMonorailModel MonorailSkylineSketch MonorailThroughYourTown 60SecondMonorailDoodle OnePointMonorailDrawing KidVsAdultMonorailArt WatercolorMonorailCity',
    dance:
      'GlideLikeAMonorail SwayingMonorailDuet FreezeAtEachMonorailStop 30SecondMonorailGroove SmoothMonorailMoonwalk RobotVsMonorailBattle SingleFileMonorailStep MonorailSlideShuffle',
    fashion:
      'MonorailConductorLook ThemeParkMonorailFit RetroFutureMonorailStyle MonorailSilver3Ways 10MinMonorailDayOutfit PilotVsRiderMonorail BeltBagMonorailTrip MatchTheMonorailColor',
    gaming:
      'DesignAMonorailBoardGame MonorailISpy MonorailWindowBingo 20QuestionsMonorailRide 10MinMonorailTrackBuild GuessTheNextMonorailStop StayOnTheMonorailLine PaperMonorailRaceOff',
    wellness:
      'MonorailWindowDaydream MindfulMonorailRide 5MinuteMonorailMeditation MonorailGratitudeStops OfferYourMonorailSeat PhoneFreeMonorailTrip BookOnTheMonorail DoodleMonorailScenery',
  },
  'mouse pad': {
    dance:
      'FingerDanceMousePad 30SecondMousePadShimmy TuttingOnAMousePad MousePadShuffle ClickBeatMousePad SiblingMousePadBattle ShowUsYourMousePadMoves MousePadMoonwalk',
    fitness:
      'MousePadSliders MousePadClimbers 50MousePadSlideLunges 10MinMousePadCore MousePadPikes KidVsMeMousePadRace PlankSawMousePad PostureMousePad',
    funny:
      'WhatMyMousePadSaw MousePadForActualMice DramaticMousePadReview OldVsNewMousePad TinyRugMousePad 10WeirdMousePadUses MousePadAsAHat MousePadTherapist',
  },
  mousetrap: {
    dance:
      'MousetrapFreezeFrame SnapLikeAMousetrap TiptoePastTheMousetrap SneakyMouseShuffle MousetrapWhiskerWiggle MousetrapCartoonChase MousetrapMoonwalk 10SecondMousetrapGroove',
    tech: 'MousetrapCarBuildLapse AnimateAMousetrapChase MousetrapStopMotionHeist MousetrapHumaneDesign CartoonMousetrapInApp MousetrapPhoneAlarm 60SecMousetrapHowTo ReflexTestVsMousetrap',
  },
  mouthwash: {
    music:
      'MouthwashBathroomBallad MouthwashShakerBeat SiblingMouthwashDuet WriteAMouthwashJingle MouthwashTimerSong MintyMouthwashRap 5NoteMouthwashRiff DrumSoloOnTheMouthwash',
    speed:
      'FamilyMouthwashRelay MouthwashCapFlipSprint BrushFlossMouthwashDash MouthwashMorningBlitz 30SecondMouthwashRoutine MouthwashAndOutTheDoor StopTheClockMouthwash BeatMyMouthwashTime',
  },
  movie: {
    prank:
      'MovieQuoteOnlyDay MovieUsherAtHome DishDutyMovieTicket DubAMovieSceneLive MovieTrailerVoicePrank GooglyEyesMoviePoster PutOnTheWrongMovie MovieCreditsWithTheirName',
  },
  mug: {
    fitness:
      'MugCurls MugOnBackPlank 7DayMugMorningMoves MugMicrowaveWallSit 60SecondMugLunges SteepAndSquat HeadBalanceMugWalk MugTricepDips',
  },
  mushroom: {
    prank:
      'MushroomGrewOnMyDesk WhoPlantedThisMushroom EveryPlantGotAMushroom MushroomPlushInBed ToyMushroomInvasion OvernightMushroomForest MushroomStickerTrail MushroomPunNoteDrop',
  },
  'musical chairs': {
    dance:
      'MusicalChairsFreeze MusicalChairsConga MusicalChairsLastDance WhenTheMusicStops 10RoundsOfMusicalChairs GrandmaVsMeMusicalChairs StrikeAPoseMusicalChairs SlowMoMusicalChairs',
    educational:
      'MusicalChairsMath AnswerToSitMusicalChairs MusicalChairsQuiz NameThatTuneMusicalChairs RhymeOrOutMusicalChairs GuessTheYearMusicalChairs MusicalChairsSpelling MusicalChairsFlags',
    prank:
      'SlowestTuneMusicalChairs 10GooglyEyedMusicalChairs MusicalChairsEndlessSong MusicalChairsBonusStool TeddyStealsMusicalChairs WhereAreTheMusicalChairs MusicalChairsTinySeat MusicalChairsPlushie',
  },
  'nail clippers': {
    music:
      'NailClippersBeatbox NailClippersMetronome 10ClickNailClippersRhythm SiblingNailClippersDuet NailClippersLoFiBeat KeepTimeWithNailClippers OdeToMyNailClippers NailClippersJingle',
    prank:
      'JumboNailClippersProp WhereAreMyNailClippers LabelTheNailClippers NailClippersWantedPoster 10GooglyEyesNailClippers NailClippersMagicVanish VelvetBoxNailClippers NestedGiftNailClippers',
  },
  neighbor: {
    tech: 'TeachYourNeighborAnApp NeighborSpeedTestDuel FlashlightMorseNeighbor NeighborWiFiNameWars NeighborTechSupport 3ClipNeighborhoodReel WalkieTalkieNeighbors NeighborPodcastInterview',
    wellness:
      'NeighborThankYouNote 7DayNeighborKindness NeighborCheckInCall NeighborWalkAndTalk NeighborPorchWave MeetANewNeighborMonday 10MinNeighborTeaBreak SweepYourNeighborsStep',
  },
  'new job': {
    travel:
      'NewJobLunchSpots NewJobDryRunTrip NewJobCommuteDayOne FirstWeekNewJobMap 1HourNewJobExplore OldVsNewJobView 5StopsNearMyNewJob NewJobTouristMode',
  },
  'new york': {
    prank:
      'SurpriseNYCTripReveal NewYorkTaxiDoorbell NewYorkCheesecakeDelivery NewYorkDeliInTheKitchen BigAppleNewYorkBowl NewYorkLivingRoomGallery NewYorkTourGuideAtHome SubwayStopSignsNewYork',
  },
  'night owl': {
    cooking:
      'NightOwlSnackBoard NightOwlMugCake WhisperChefNightOwl NightOwlToastBar CocoaForOneNightOwl 3IngredientNightOwlWrap 5MinuteNightOwlNoodles SleepyTeaLatteNightOwl',
    music:
      'NightOwlLullaby LoFiBeatsNightOwl QuietestNightOwlCover HootBeatboxNightOwl 30SecNightOwlJam NightOwlPlaylist VoiceMemoNightOwlDuet NightOwlJazz',
    pet: 'ThreeAMZoomiesNightOwl ShowUsYourNightOwlPet MoonlitNightOwlStroll NightOwlVsMyDog NightOwlCuddleBuddy BedHogNightOwl NightOwlBedtimeBrush CatWakesTheNightOwl',
    travel:
      'NightOwlPlanetarium RedEyeFlightNightOwl NightOwlStreetFood EarlyBirdVsNightOwl ShowUsYourNightOwlView OneNightOwlSpotPerTrip NightOwlLateCheckIn NightOwlMuseumAfterHours',
  },
};
