import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'self care': {
    fitness:
      'SelfCareYogaFlow SelfCareSunsetWalk SelfCareWallSit GentleSelfCareStretch MeTimeJumpRopeBreak MoveForYourMood SelfCarePilates SelfCareDanceCardio',
    funny:
      'SelfCareInterrupted PamperNightFails SelfCareVsReality DadTriesSelfCare CucumberEyesFallOff SelfCareTooManySteps KidsCrashSelfCare SelfCareGoneWrong',
    prank:
      'PamperDadWhileHeNaps SelfCareFakeSalonBooking PamperAmbushNight SelfCareKindNoteStash SpaRoomTakeover PamperCucumberSneak SelfCareHotelCheckIn SelfCareBubbleBathSetup',
    speed:
      'TenMinuteSelfCare SelfCareBedtimeBlitz LunchBreakSelfCare SpeedySelfCareSpa OneSongSkincare PamperPitStop SelfCareTidyRush SelfCareRaceTheKettle',
    music:
      'SelfCareSingalong SelfCarePlaylistSwap SelfCareRainSounds MeTimeSoundtrack SelfCareShowerSong SelfCareVinylNight SlowSongSelfCare SelfCareHumAndBreathe',
    pet: 'SelfCareDogBrushing SelfCareCatCuddles PamperYourBunny KittenSelfCareNap PupSpaDay PurrTherapy SelfCareWithWhiskers SelfCareSlowPetWalk',
    fashion:
      'DressUpForMeTime SelfCareRobeFit PamperNightPajamas SelfCareHeadbandDIY SelfCareLoungeLook RankYourSelfCareSweats ComfyChicSelfCare SelfCareCozySocks',
    tech: 'SelfCareLockScreenGlowUp SelfCareSleepTrackerWeek AIPlansMySelfCare SelfCarePhoneCurfew SelfCareAppCleanout DoNotDisturbDay SelfCareFocusTimer SelfCareWidgetMakeover',
    gaming:
      'SelfCareCozyGame SelfCarePuzzleHour MeTimeGaming SundaySelfCareQuest SelfCareBingoCard SolitaireIsSelfCare SelfCareSudokuBreak SelfCareCrossword',
  },
  mirror: {
    fitness:
      'MirrorFormFix MirrorSquatDepth MirrorPlankFaceOff ShadowBoxTheMirror FlexCheckFriday MirrorLunges MirrorPushupPartner MirrorBalanceHold',
    funny:
      'MirrorMorningFaces MirrorPepTalkFail MirrorComebackPractice BathroomMirrorSpeech WhosTheFairestRoast ArguingWithMyMirror DontLaughAtTheMirror MirrorNewsAnchor',
    educational:
      'HowMirrorsWork MirrorPeriscopeBuild DoMirrorsFlipLeftRight KaleidoscopeMirrors TwoMirrorsInfinity LearnMirrorWriting SpoonMirrorScience MirrorSymmetryHunt',
    fashion:
      'MirrorFitCheck MirrorSelfiePoses MirrorTwinningLook ElevatorMirrorStyle DiscoMirrorBallOutfit DressingRoomDrama ThreeWayMirrorTest MirrorHatTryOn',
    speed:
      'MirrorWritingRace MirrorMakeupBlitz SolveItInTheMirror MirrorTracingTimer BackwardsAlphabetDash MirrorShoelaceRace MirrorBowTieIn30 MirrorHairBraidClock',
    art: 'MirrorSelfPortrait MirrorMosaic MirrorFrameMakeover PaintOnAnOldMirror MirrorInkBlotPrint DIYMirrorDiscoBall DrawWithAMirror MirrorSymmetryPainting',
    tech: 'MirrorGlowUpTimelapse MirrorCameraAngleHack MirrorTeleprompter MirrorOrSelfieWhichIsReal RingLightShowdown MirrorFilterSwap MirrorTextDecoder MirrorPhoneTrickShot',
    pet: 'MirrorKittenDoubleTake MirrorSelfieWithBunny DogMeetsMirror CatVsTheMirror WhoIsThatGoodBoy NewFriendInTheGlass PetPassesMirrorTest MirrorPuppyReaction',
    cooking:
      'MirrorGlazeCake MirrorImagePlating PerfectlyMirroredSandwich ChocolateMirrorDonuts MirrorSymmetricPizza MirrorMyMealChallenge MirrorPerfectPancake MirrorTwinCupcakes',
  },
  croissant: {
    dance:
      'CroissantCrescentTwirl ShimmyForACroissant CroissantShuffle DanceForTheLastCroissant WaltzWithACroissant CroissantMoonwalk RollLikeACroissant CroissantBaguetteTango',
    prank:
      'WhoAteMyCroissant DoorknobCroissantDrop IsThisCroissantCake CroissantPillowSwap CrescentRollSwitch CroissantTowerSurprise CroissantCafePopUp EmptyCroissantBag',
    educational:
      'CroissantOrCrescentQuiz WhereCroissantsCameFrom CroissantLayerScience CurvedOrStraightCroissant SayCroissantInFrench CountTheFlakyFolds CroissantFractionsLesson CroissantButterTempTest',
    travel:
      'CroissantBakeryCrawl GasStationCroissantReview BestCroissantInTown CroissantPicnicInThePark CroissantCafeHopping TrainWindowCroissant CroissantWithAView CroissantSunriseWalk',
    music:
      'CroissantFlakeRhythm SerenadeACroissant CroissantCafeJazz LaVieEnCroissant CroissantKaraokeBrunch ButterCrunchBeat CroissantTableDrumming CroissantWhistleWaltz',
    art: 'CroissantStillLife TinyClayCroissant FeltCroissantCraft SketchACroissant PastryBoxDesign CroissantPopArt CroissantOrigami PaperCroissantCollage',
    tech: 'CroissantTimelapse CroissantSlowMoTear CroissantCrossSection AICroissantCoach CroissantLayersUpClose HowLoudIsYourCroissant CroissantStopMotion CroissantPhotoLighting',
    speed:
      'CroissantShapingRace StackTenCroissants CroissantBakeryDash CroissantFoldOff CroissantDrawingTimer CroissantBreakfastIn5 CroissantCutAndFill CroissantSandwichRelay',
  },
  teacher: {
    fitness:
      'TeacherDeskPushUps TeacherHallwayLaps TeacherChairSquats RecessJumpRope PopQuizPlank TeacherHighKnees BeatTheTeacherWallSit TeacherMorningYoga',
    prank:
      'TeacherDeskSurprise TeacherThankYouBanner TeacherCoffeeFairy TeacherCardFromEveryone TeacherTwinDay MannequinClassroom TeacherCupcakeDelivery PostItTeacherDoor',
    music:
      'TeacherRecorderSolo TeacherAttendanceRap TeacherParodyCover TimesTableChant SchoolsOutSingAlong TeachMeABeat SerenadeYourTeacher TeacherDeskDrumming',
    tech: 'TeacherQRScavengerHunt TeacherSlideDeckGlowUp TeacherLearnsAnApp TeacherTechSupportFails CanAITeachThis PowerPointKaraoke TeacherVsChatbot TeacherInboxZeroDash',
    pet: 'TeachersPetForReal TeacherCatCameo TeacherPuppyVisit TeacherTrainsMyDog TeacherMeetsMyKitten TeacherSaysSitStay RaiseAPawForTeacher TeacherGoldStarTricks',
    gaming:
      'TeacherEscapeRoom TeacherVsStudentsQuiz TeacherCharades HangmanOnTheBoard StumpTheTeacher DrawAndGuessVsTeacher TeacherBossBattle SimonSaysTeacher',
    fashion:
      'TeacherFitCheck TeacherSpiritWeekLook TeacherLanyardStyling DressLikeYourTeacher BackToSchoolDrip CardiganCouture TeacherWeekOfOutfits TeacherComfyShoeTest',
  },
  horse: {
    fitness:
      'HorseStanceHold PonyGallopSprints HobbyHorseJumping HorseTrotInPlace SaddleUpSquats HorsepowerHIIT HorseshoeLunges HorseDonkeyKicks',
    prank:
      'HorseMaskPhotobomb PonyPlushSwap FakeHorseWhinny HobbyHorseDelivery CoconutClipClop HorseHoofprintTrail HorseStickerSneak HorseDoodleNotes',
    wellness:
      'HorseTherapyVisit SketchAHorseSlowly HorseStanceBreathing HoldYourHorses HorsePlushCuddleNap CarouselHorseJoyRide HorseGroomingCalm BreatheWithAHorse',
    speed:
      'HorseshoeTossStreak HorseMarkingsMatchUp HobbyHorseSprint DrawAHorseIn30 StickHorseRelay KentuckyDerbyDash HorseBreedQuizRace HorseFactsBlitz',
    gaming:
      'HorsePlayCharades HorseCareSimulator HobbyHorseDerby HorseRaceDiceGame HorseSenseTrivia DarkHorseComeback HorseshoeTossOff HorseBarnyardBingo',
    educational:
      'PonyOrHorseQuiz HowHorsesSleepStanding WhyHorseshoesAreLucky MeasureInHorseHands HorsepowerVsRealHorse HorseTeethTellAge HorseEyeBlindSpots ReadTheHorseEars',
    fashion:
      'HorsePrintScarf PonytailFiveWays CowgirlHorseshoeBelt HorseShowFitCheck BarnToBrunch HorseGirlStyle HorseRidingBootsLook HorseBraidHairdo',
  },
  'windy day': {
    fitness:
      'HeadwindHustle WindyDayKiteSprints WindResistanceJog BeatTheWindyHill PlankInTheBreeze WindyDayPowerWalk WindyDayStarJumps WindyDayLeafPileLunges',
    prank:
      'WindyDayBubbleSurprise FakeWindMachine WindyDayConfettiFan WindyDayLeafShower PaperPlaneDelivery WindyDayUmbrellaTrick WindyDayWigPrank WindyDayStreamerDoorway',
    educational:
      'WindyDayPinwheelTest WhereWindComesFrom WindyDayGuessTheSpeed WhyIsItWindyToday WindsockScience HowKitesFly WindyDayWeatherQuiz WindyDayDandelionSeeds',
    tech: 'WindyDayStopMotionLeaves WindyDayGustTracker WindNoiseMicFix FilmAWindyDaySlowMo RacingCloudsWindyDay WindSpeedAppTest WindyDayPanoramaFail WindyDayTimelapseTrees',
    gaming:
      'WindyDayBlockTower WindyDayBalloonKeepUp WindyDayBubbleBattle WindyDayKiteDuel CardsVsTheWindyDay WindyDayPaperPlaneOff WindyDayDominoes WindyDayFeatherBlowRace',
    travel:
      'WindyDayPicnicFail FindTheWindiestSpot GoFlyAKiteWindyDay WindyDayHairDontCare WindyDayMeadowWalk ListenToTheWindHike WindyDayCafeWindowSeat WindyDayMuseumEscape',
    music:
      'WindyDayWhistleSong WindyDayBottleBlow WindyDayHarmonica BlowinInTheWindCover WindyDayHowlAlong ChimeInTheBreeze WindyDayAirGuitar WindyDayRustleRhythm',
  },
  'fathers day': {
    cooking:
      'FathersDayBBQ FathersDayBurgerBattle FathersDayPancakeStack FathersDayChiliCookOff DonutsWithDad PopsFavoritePie FathersDayTieCookies FathersDayBreakfastTray',
    speed:
      'FathersDayTieRace FathersDayCardBlitz CarWashForFather FathersDayBreakfastIn10 DadJokeSpeedRound ToolboxSortSprint FathersDaySockMatch FathersDayGiftWrapRush',
    pet: 'FathersDayDogDad FathersDayPetCard TheCatFather FathersDayPawPrints FathersDayPetSelfie FathersDayBunnyCuddles FathersDayFurFamily FathersDayWalkies',
  },
  'garbage truck': {
    prank:
      'TrashTruckFakeBeeping GarbageTruckWrongDay GarbageTruckSoundAlarm TrashTruckToySnackHeist TrashCanTuxedo GarbageTruckInYourShoe GarbageTruckDoodleNote GarbageTruckRingtone',
    educational:
      'WhereGarbageTrucksGo HowGarbageTrucksWork WhatGarbageTrucksCantTake ADayOnAGarbageTruck LandfillOrRecycle CompostOrBinQuiz GarbageTruckSortChallenge GarbageTruckWeightGuess',
    travel:
      'GarbageTruckDepotVisit TouchAGarbageTruckDay GarbageTruckSpotting RecyclingCenterTour GarbageTruckWindowWatch WaveAtTheTrashTruck GarbageTrucksOfMyTown GarbageTruckMuseumTrip',
    fitness:
      'GarbageTruckCurbCarry SquatsTillGarbageTruck GarbageTruckLunges TrashTruckPushups TrashTruckBagCurls GarbageTruckBinPull GarbageTruckStepUps GarbageTruckBearCrawl',
  },
  'building blocks': {
    dance:
      'BuildingBlocksTowerDance PlayroomShuffle BuildingBlockFreezeDance BuildingBlocksBoogie BuildingBlockRobot ToyBlocksTwoStep BuildingBlocksLimbo BuildingBlocksStomp',
    funny:
      'BuildingBlockNewsReport BuildingBlockSoapOpera ToyBlocksMissingPiece BuildingBlocksPuppets BuildingBlocksNoManual ToyBlocksCollapseSlowMo BuildingBlocksKidCritic BuildingBlocksGrandpa',
    cooking:
      'BuildingBlocksCake BuildingBlockGummies ToyBlocksCookieTower ToyBlocksCheeseCastle EdibleBuildingBlocks BuildingBlockRiceTreats BuildingBlockSandwich BuildingBlocksJellyCubes',
    fashion:
      'BuildingBlockEarrings ToyBlocksHairClips BuildingBlockColorPop BuildABlockBag BlockPartyFitCheck BuildingBlockBrooch BuildingBlockBelt DressLikeABuildingBlock',
    speed:
      'ToyBlocksTowerIn60 ToyBlocksSortRace BuildingBlockBlindMatch BuildingBlockCopycat BuildingBlockHouseDash ToyBlocksCleanupBlitz BuildingBlockBuzzerBeater BuildingBlocksRelayStack',
    pet: 'CatVsToyBlocksTower BuildYourPetInBlocks BuildingBlocksDogMosaic BuildingBlocksPupStatue ToyBlocksPetHouse BuildingBlockAgility BuildingBlocksBunnyArt BuildingBlocksNameplate',
  },
  succulent: {
    gaming:
      'SucculentGardenGame SucculentMemoryMatch CactusOrSucculentGuess NameThatSucculent SucculentHideAndSeek SucculentCharades SucculentBingo SucculentTriviaDuel',
    fitness:
      'SucculentRepotSquats SucculentSoilBagCarry SucculentYogaFlow SunSaluteSucculent CactusArmsPose SucculentPlankHold SucculentLunges SucculentPotPress',
    prank:
      'SucculentFakePlantSwap SucculentRockDisguise SucculentGooglyEyes SucculentThatTalksBack CactusCupcakePrank SucculentInTheFridge SucculentDeskAmbush CandySucculentSurprise',
    cooking:
      'SucculentCupcakes PipeASucculentWreath SucculentMacarons EdibleSucculentGarden CactusCookies SucculentTacoNight SucculentDonuts MatchaSucculentMousse',
    tech: 'SucculentGrowLightTest SucculentTimelapse SucculentRepotStopMotion PlantIDYourSucculent MacroLensSucculent AIDiagnosesMySucculent SucculentPhotoGlowUp SucculentGrowthTracker',
  },
  clock: {
    music:
      'ClockTickBeat ClockCuckooRemix GrandfatherClockSong SingAClockCountdown RockAroundTheClockJam ClockChimeHumAlong ClockMetronomeDuet ClockAlarmRingtoneRap',
    tech: 'ClockSlowMoSecondHand ClockWidgetGlowUp ClockTimelapseShot AlarmClockVsSleepApp ClockStopwatchReflexDuel ClockFaceWallpaper PhoneVsWallClock ClockSmartSpeakerTest',
    fashion:
      'AroundTheClockOutfits BeatTheClockGetReady ClockHandsBrooch ClockOutGlowUp FiveOClockFitCheck VintageFobWatchLook ClockPrintScarf ClockEarringsDIY',
    cooking:
      'ClockFaceCake ClockTimedOmelet PizzaClockSlices FruitClockTart TickTockCookies EggTimerPerfectBoil FourOClockScones ClockworkCrepes',
  },
  donut: {
    prank:
      'DonutBoxFullOfVeggies DonutStickerSneak DonutGooglyEyeDozen MiniDonutCereal DonutTowerSurprise DonutMessageOnTheLid DonutHolesOnlyJoke DonutPlushBedtime',
    educational:
      'WhyDonutsHaveHoles DonutIsATorus DonutYeastVsCake DoughnutHistoryQuiz WatchDonutDoughRise DonutGlazeCrackTest DonutSpellingDebate DonutFractionsMath',
    pet: 'DonutPetBed BakePupDonuts DogVsDonutPlush DonutCurledCat DonutRingFetch CurlUpLikeADonut DonutToyToss DonutBunnyHideaway',
  },
  chair: {
    fashion:
      'ChairPoseFitCheck DirectorChairLook ChairCrossLegSit ClothesChairRestyle TheChairIsMyCloset ThroneChairGlam OfficeChairCatwalk ChairSweaterDrape',
    cooking:
      'HighChairSnacks CookFromAChairDare PorchChairLemonade LawnChairPopsicles ChairPicnicIndoors TVTraySupper ChairSideCharcuterie CampChairChili',
    tech: 'SwivelChairSlowMo ErgonomicChairTest FixMyChairPosture ChairToStandingDesk RateMyChairSetup ChairPhoneHolderHack ChairMakeoverApp ChairDancesStopMotion',
    pet: 'PetStealsMyChair CatChairTakeover PupInTheDirectorsChair WhoGetsTheWarmChair SeatStealerSupreme ChairCushionLoaf UpOnTheChairTrick ChairTunnelCrawl',
  },
  'grocery store': {
    prank:
      'SillyGroceryStoreList GroceryStoreBalloonDrop GroceryStoreSnackSurprise GooglyEyeGroceries ProduceStickerFaces SecretTreatInTheCart GroceryStorePantryLabels GroceryStoreTinyHaul',
    speed:
      'GroceryStoreSpeedrun GroceryStoreUnpackRace GroceryBaggingDash FridgeStockBlitz SupermarketPriceQuickfire GroceryStoreBagPacking GroceryStoreListIn20 GroceryStoreShelfSort',
    gaming:
      'GroceryStorePriceGuess GroceryListBingo GroceryStoreCharades GroceryStoreScavenger AlphabetGroceryGame GroceryStoreTriviaNight GroceryStoreISpy GroceryStoreMemoryChain',
    educational:
      'SupermarketUnitPrices GroceryStoreFruitOrigins WhyMilkIsInTheBack ReadTheLabelQuiz GuessTheGroceryBill GroceryMathMission GroceryStoreEyeLevelTest GroceryStoreSugarSleuth',
    tech: 'GroceryStoreVoiceList GroceryStoreScanAndGo AIPlansMyGroceries BarcodeNutritionCheck GroceryStorePriceApp GroceryStoreSpendTracker GroceryStorePhoneBudget GroceryStoreSelfCheckout',
  },
  librarian: {
    prank:
      'LibrarianBlindDateBook LibrarianBookmarkNote LibrarianStickerSurprise LibrarianPlushStoryHour LibrarianHomeShelfLabels LibrarianHiddenMessage LibrarianForADay LibrarianComplimentSlip',
    cooking:
      'LibrarianCookbookPick LibrarianStackedPancakes LibrarianBookClubBites LibrarianCookTheNovel LibrarianQuietSnacks LibrarianTeaParty LibrarianCardCookies LibrarianSoupSwap',
    fashion:
      'LibrarianGlassesChain DressLikeALibrarian LibrarianCardiganFit LibrarianSweaterVest LibrarianTweedThrift LibrarianBookPrintTee LibrarianStyleSwap LibrarianBroochStack',
    music:
      'LibrarianRapBattle ShushLibrarianBeat LibrarianStampRhythm LibrarianWhisperKaraoke LibrarianQuietVoiceCover LibrarianCartPercussion LibrarianLullaby LibrarianStoryTimeSong',
    tech: 'LibrarianQRCodeHunt LibrarianAIFactCheck LibrarianAppPicks LibrarianEreaderVsBook LibrarianPhotoDigitize LibrarianBarcodeScan BuildALibrarianBot LibrarianPodcastRecs',
    gaming:
      'LibrarianEscapeRoom BookwormLibrarianQuest ScavengerHuntLibrarian LibrarianWhodunit LibrarianBookCharades LibrarianTriviaNight LibrarianWordLadderDuel LibrarianCrosswordRace',
    pet: 'LibrarianReadingDog LibrarianShelfCat PetLibrarianStoryTime LibrarianPawsAndPages LibrarianShushTheBark LibrarianTherapyPup LibrarianBunnyBookNook LibrarianKittyCheckout',
    wellness:
      'LibrarianSilentRetreat LibrarianBookRemedy LibrarianCozyNook LibrarianTeaAndChapter ReadLikeALibrarian ShushYourInnerCritic LibrarianQuietHour LibrarianPoetryPause',
    speed:
      'LibrarianShelvingRace LibrarianShelfIn60 AlphabetLibrarianDash FindItInTheStacks LibrarianStampOff LibrarianBookHuntRace LibrarianCartRush LibrarianSortingBlitz',
    art: 'SpineRainbowLibrarian LibrarianBlackoutPoem LibrarianCardCollage LibrarianBookFolding LibrarianCoverSelfie LibrarianDisplayDesign DrawYourLibrarian LibrarianBookmarkPainting',
  },
  snowflake: {
    educational:
      'WhySnowflakesHaveSixSides HowSnowflakesForm SnowflakeNoTwoAlike GrowASnowflakeCrystal MagnifyASnowflake SnowflakeShapeQuiz SnowflakeTemperatureTypes SnowflakeOnBlackPaper',
    cooking:
      'SnowflakePancakes SnowflakeMeringues SnowflakeWaffles PaperSnowflakeTortilla SnowflakeCookieStencil BlizzardHotCocoa SnowflakeSugarToast SnowflakeFruitPlatter',
  },
  'fourth of july': {
    music:
      'YankeeDoodleRemix July4thKazooParade FourthOfJulyMarchBeat IndependenceDayAnthem FireworkCoverJuly4th July4thPorchSingAlong July4thCoolerDrums FourthOfJulyHarmonica',
    wellness:
      'July4thHammockHour July4thPhoneFreedom July4thQuietWalk IndependenceDayNap PicnicBlanketUnwind SunsetPorchPause StargazeAfterJuly4th July4thGratitudeList',
    gaming:
      'FourthOfJulyBingo FourthOfJulyTriviaCup FourthOfJulyLawnGames July4thCornholeKing July4thBackyardOlympics July4thCardShowdown FourthOfJulyHorseshoes FourthOfJulyCharades',
    tech: 'CaptureJuly4thFireworks FourthOfJulyTimelapse July4thHighlightReel FourthOfJulyFlagFilter IndependenceDaySlowMo July4thRedWhiteBlueEdit NightModeFourthOfJuly FourthOfJulyPhotoBooth',
  },
  minivan: {
    prank:
      'MinivanSeatBackNote MinivanSecretCarWash AreWeThereYetReplay MinivanBalloonFill MinivanGooglyEyes CupholderSurprise MinivanChauffeurPickup MinivanSnackStash',
    gaming:
      'MinivanBackseatBingo MinivanISpyRound AlphabetSignHunt MinivanTwentyQs BackRowCoOp MinivanHandheldDuel SpotTheMinivan MinivanLicensePlateGame',
    pet: 'MinivanDogSeat PupHarnessBuckleUp MinivanCatCarrierCalm PetCarpoolBuddy MinivanZoomiesStop MinivanWindowWars MinivanRideReaction MinivanTailWagTrip',
  },
  dinner: {
    funny:
      'WhatsForDinnerDebate DadAtDinnerImpression FancyDinnerVoice DinnerFoodCritic PickyEaterFaces LeftoversAgain DinnerAsACookingShow DinnerMysteryIngredient',
    travel:
      'DinnerWithAView DinnerLikeALocal PassportDinnerAtHome SunsetDinnerPicnic FiveDollarDinnerDare NightMarketFeast DinnerOnTheTrain DinnerFoodTruckHunt',
    tech: 'AIPlansMyDinner DinnerByVoiceOnly LetTheAppPickDinner DinnerGadgetFaceOff AirFryerDinnerDuel DinnerFromFridgeScan DinnerPhotoLightingHack DinnerRecipeTimelapse',
    pet: 'RingTheDinnerBell DinnerTimeZoomies PetTableManners DinnerPuzzleFeeder DinnerSitAndStay CatDinnerAlarm DinnerBunnySaladBowl DinnerBeggingFaces',
    educational:
      'DinnerEtiquetteQuiz DinnerTimeWorldTour DinnerNewWordChallenge OneFactPerDinner GuessTheDinnerOrigin DinnerPlantPartsLesson DinnerNutritionPlate DinnerMathBudget',
    music:
      'DinnerTableBeat DinnerJazzJam DinnerBellMelody DinnerGlassSymphony SingForYourDinner PotAndPanDrumline DinnerPlaylistShuffle DinnerKaraokeNight',
  },
  'alarm clock': {
    fashion:
      'AlarmClockToOutfit AlarmThenGlowUp FiveMinuteAlarmFit AlarmClockPajamaRunway SnoozeModeLoungewear RollOutOfBedChic AlarmClockNightBeforeFit AlarmClockHairstyleHack',
  },
  cupcake: {
    funny:
      'CupcakeOrMuffinDebate FrostingMustache CupcakeSprinkleOverload NailedItCupcakes CupcakeSandwichHack IcingToCakeRatio CupcakeNatureNarrator CupcakeDramaticUnwrap',
    prank:
      'SurpriseInsideCupcake CupcakeGooglyEyeArmy CupcakeWithYourFace BurgerOrCupcake CupcakeSpellAMessage CupcakePartyForNoReason CupcakeDoorstepDelivery PinataCupcakeReveal',
    fashion:
      'CupcakeTutuDress OutfitMatchesMyCupcake CupcakeEarringsDIY PastelFrostingPalette SprinkleSneakers CupcakeBunHairstyle TheCupcakeSkirtTwirl CupcakePrintPajamas',
    pet: 'DogSafeCupcakeBake PetBirthdayCupcake KittyVsCupcakeToy BarkdayCupcakes PupcakeParty CupcakeMoldIceTreats CupcakeCatPhotoShoot CupcakeSqueakerChase',
    gaming:
      'CupcakeGuessTheFlavor CupcakeRockPaperScissors CupcakeDecorDuel CupcakeTowerTopple CupcakeSprinkleBingo CupcakeMemoryMatch CupcakeMusicalChairs CupcakeTriviaQuiz',
  },
  sunglasses: {
    funny:
      'SunglassesOnYourHead SunglassesIndoors ShadesOnEntrance IncognitoInSunglasses RaccoonTanLines CoolGuyWalkAway SunglassesPaparazziDodge SunglassesWhileReading',
    prank:
      'SunglassesOnEverything SunglassesSwitcheroo ShadesOnFamilyPhotos GooglyEyeSunglasses SunniesOnTheSnowman DealWithItDad SunglassesPlantParade SunglassesBodyguardEscort',
    gaming:
      'SunglassesVictoryPose ShadesOnBossEntrance SunglassesCharadesNight AvatarSunglassesDrip WhereAreMySunglasses SunglassesFreezeTag SunglassesSpyMission SunglassesHideAndSeek',
  },
  printer: {
    funny:
      'PrinterHatesMe PrinterSaysOffline CopierStandoff PaperJamDrama PrinterSmellsFear PrinterErrorCodeRiddle TalkingToThePrinter PrinterCouplesTherapy',
    educational:
      'PrinterInkScience PrinterLaserVsInkjet HowPrintersWork TakeAPrinterApart CartridgePriceShock HiddenPrinterDots PrinterColorMixing GuessThePrinterPaperSize',
    gaming:
      'PrintAndPlayGameNight PrinterWordSearchDuel PrinterPaperPlaneContest PrinterFlickFootball PrinterMazeRace CopierBingoCards PrinterScavengerClues PrinterCrosswordFaceOff',
    music:
      'PrinterNoiseRemix PrinterWhirSymphony CopierBeatbox PrinterBeatDrop PrinterPaperJamSong PrinterDrumMachine DuetWithThePrinter PrinterLyricsSingAlong',
    tech: 'PrinterWifiFix PrinterSetupHack PrinterQRCodePoster PrinterTestPageArt WhyPrintersHateUs PrinterVsPhoneScan PrinterInkSaverSettings PrinterBannerPrintout',
  },
  janitor: {
    gaming:
      'JanitorSpotTheMess JanitorTrashCanHoops JanitorHideAndSeek JanitorSaysFreeze JanitorBucketCurling JanitorTidyUpBingo FindTheJanitorsKeys JanitorBroomHockey',
    travel:
      'ThankTheAirportJanitor SchoolTourWithJanitor JanitorCommuteWithMe VisitYourOldJanitor WalkTheJanitorsRoute JanitorCampsiteCleanup TrailJanitorLitterHike JanitorBusRideHome',
  },
  donkey: {
    educational:
      'WhyDonkeysHeeHaw DonkeyVsHorse DonkeyEarSoundTest DonkeyHoofCareLesson DonkeyOrMuleExplained BurroHistoryQuiz DonkeyBrayDecoded DonkeyFactOrFable',
    tech: 'DonkeyFlipbookAnimation DonkeySoundboard AIDrawsMyDonkeyDoodle DonkeyEarsFilter DonkeyBrayRingtone CartoonMeAsADonkey DonkeyPhoneSketchApp DonkeyVoiceChanger',
    wellness:
      'DonkeyDoodleUnwind DonkeyCuddleBreak MiniDonkeyCalm DonkeyBrushingRitual SunsetWithTheDonkeys SlowFarmMorning PatientLikeADonkey DonkeyMindfulWalk',
  },
  snowman: {
    educational:
      'SnowmanMeltRace SnowmanWeightEstimate SnowmenAroundTheWorld SnowmanStickinessLab SnowmanInACoatTest SnowmanWetVsDryFlakes WhyASnowmanLeans SnowmanShadowTracker',
    tech: 'SnowmanMeltTimeLapse SnowmanLEDEyes AIDesignsMySnowman SnowmanStopMotionBuild TalkingSnowmanHack UnmeltASnowman SnowmanFaceFilter GiantSnowmanIllusion',
  },
  hanukkah: {
    gaming:
      'HanukkahDreidelDuel HanukkahMemoryMatch HanukkahTriviaBattle HanukahHighScore HanukkahScavengerHunt HanukkahWordSearch HanukkahBingoNight PlayHanukkahCharades',
    prank:
      'HanukkahGeltHunt HanukkahGiftDecoy ChanukahDoorMakeover HanukkahSocksAgain RiggedDreidel HanukkahBalloonAvalanche HanukkahBoxInception HanukkahStickerSneak',
    fitness:
      'HanukkahLatkeLunges HanukkahGeltSquats HanukkahDreidelReps HanukkahCandlePlank EightNightsStreak ChanukahCardio HanukkahJumpingJacks BurnOffHanukkahDonuts',
    tech: 'HanukkahEightNightVlog PhoneDreidelHanukkah HanukkahVideoCall HanukkahLatkeRecipeScan ChanukahGlowFilter HanukkahBlueLightShow HanukkahTimelapse HanukkahStopMotion',
  },
  limo: {
    prank:
      'CardboardLimoForGrandma LimoWagonUpgrade LimoChauffeurForMom LimoPlushPassengers LimoRedCarpetToTheCar LimoDoorOpenWelcome YourLimoAwaits LimoSignAtSchoolPickup',
    wellness:
      'LimoCelebrateYourWin LimoLifeGoalsList LimoGratitudeRide YouDeserveALimo LimoBackseatCalm LimousineLevelSelfCare LimoDreamVisionBoard StretchLikeYoureInALimo',
    pet: 'LimoPuppyBoxFort LimoKittenTreatTrail LimoPetRedCarpet PupsLimoWagonRide LimoDogChauffeur LimoVIPArrivalForFido LimoCatCarrierTour CardboardLimoForBunny',
    gaming:
      'LimoTicTacToe LimoRedCarpetCharades ParkTheLimoChallenge LimoToyCarRace LimoVIPGameNight StretchLimoSpeedrun ISpyALimo LimoWouldYouRather',
    educational:
      'HowLongIsALimo LimoWheelbaseExplained LimoBuiltFromSedan LimoSeatCountGuess FirstLimoEver AskALimoChauffeur WhyLimoWindowsTint LimoVsBusFuelMath',
    tech: 'LimoStopMotionToyCar LimoGreenScreenArrival AIDesignsMyDreamLimo LimoWagonLEDMakeover LimoPartySpeakerSetup LimoBackseatLightShow SlowMoLimoExit LimoPanoramaStretch',
  },
  'action figure': {
    tech: 'ActionFigureEpicBattle ActionFigureMacroShot ActionFigurePhotoShoot ActionFigureStopMo GreenScreenHeroes AIAnimatesMyFigure ActionFigureMovieTrailer ActionFigureVoiceDub',
    pet: 'ActionFigureCatCameo ActionFigureDogRescue ActionFigurePupNarrator ActionFigureWalksTheDog GiantPetTinyHero FluffyMonsterMovie SidekickActionFigure WhiskersVsActionFigure',
    fashion:
      'ActionFigureCosplay ActionFigureFitMatch ActionFigureFacePaint ActionFigureHeroLook UtilityBeltStyle MiniCapeSewing DressAsActionFigure PackagedActionFigure',
  },
  'shaving cream': {
    music:
      'ShavingCreamCanBeat ShavingCreamHissLoop ShavingCreamDrumTray MirrorSongShavingCream ShavingCreamShakerSong JingleForShavingCream BarbershopShavingCream ShavingCreamBeardSerenade',
    gaming:
      'ShavingCreamTicTacToe ShavingCreamDrawGuess ShavingCreamHangman ShavingCreamDigHunt MazeInShavingCream ToyRescueShavingCream ShavingCreamWordScramble BattleshipShavingCream',
    pet: 'ShavingCreamMirrorPets ShavingCreamDogSketch ShavingCreamKittyDoodle ShavingCreamBunnyArt PupProofShavingCream ShavingCreamCatPainting ShavingCreamHoundWatch ShavingCreamFishDrawing',
    cooking:
      'ShavingCreamSwirlPavlova ShavingCreamPipingPrep MeringueNotShavingCream FluffierThanShavingCream CloudBreadFluff DadsShaveDayBrunch ShavingCreamCanCake WhipItLikeShavingCream',
    travel:
      'ShavingCreamPackingDare ShavingCreamCarryOn ShavingCreamBeachDay ShavingCreamCampFoamFight ShavingCreamBeardTour FogFreeMirrorShaving ShavingCreamTravelSize ShavingCreamHostelHack',
  },
  breakfast: {
    art: 'BreakfastFruitFaces PancakeArtBreakfast SketchYourBreakfast BreakfastStillLife BreakfastToastCanvas CerealPixelPortrait BreakfastTrayCollage BreakfastYogurtSwirlArt',
    funny:
      'CerealOrMilkFirst BreakfastForDinner KidsRateMyBreakfast BreakfastInBedDisaster BreakfastASMRParody NotABreakfastPerson BreakfastCriticReview BreakfastChefFail',
    pet: 'CatBreakfastWakeUpCall BreakfastPuzzleFeeder DogBreakfastPatience BreakfastTimeZoomies BunnyBreakfastGreens WaitForTheBowl BreakfastBeggingEyes BreakfastLickMatFun',
  },
  keys: {
    prank:
      'KeysGiantKeychain KeysGooglyEyes JingleBellKeyring RubberDuckKeyFob KeysInABalloon KeysTasselMakeover GiftWrappedKeys TreasureMapToKeys',
    educational:
      'HowKeysOpenLocks WhyWeLoseOurKeys SkeletonKeyTrivia KeysMemoryPalace KeysTeethExplained KeyCuttingUpClose KeysThenVsNow NameThatKeyType',
    art: 'KeyClayImprints OldKeyWindChime SkeletonKeyShadowBox KeyStencilArt KeysCrayonRubbing VintageKeysDrawing PaintedKeyMagnets KeyTraceMandala',
  },
  cookie: {
    gaming:
      'CookieTasteTestDuel CookieGuessTheCount CookieTowerBattle OneCookiePerWin CookieLootDrop CookieDominoes CookieCheckers FortuneCookieCharades',
    prank:
      'CookieFortuneNotes SecretCookieDrop CookieCrumbTrail CookieJarPlotTwist CookieThiefTrap CookieFairyStrikes MysteryCookieBaker CookieTinFullOfVeggies',
  },
  laptop: {
    fitness:
      'LaptopDeskStretch LaptopBreakSquats LaptopBagLunges WallSitTillLaptopLoads PlankPerPopUp LaptopCallCalfRaises LaptopMeetingMarch LaptopNeckRolls',
    educational:
      'InsideALaptop LaptopBatteryMyths HowLaptopsStayCool LaptopPartsQuiz LaptopThenVsNow LaptopBrainExplained LaptopShortcutLesson LaptopSpeedUpTips',
    art: 'LaptopStickerCollage DesignALaptopSkin LaptopLidMural LaptopPixelArt LaptopTrackpadArtDare LaptopPaintAppPortrait LaptopTouchscreenCanvas LaptopDigitalSketching',
    gaming:
      'LaptopGameNight LaptopRetroArcade LaptopTouchpadOnly LANPartyLaptops CanMyLaptopRunIt LaptopTriviaDuel LaptopBrowserPuzzles LaptopTypingTournament',
    music:
      'LaptopBeatMaking LaptopDJSet RemixTheLaptopChime LaptopLoopJam LaptopClickClackBeat LaptopSongInAnHour LaptopKeyboardPiano LaptopLyricWriting',
    pet: 'CatOnMyLaptop LaptopPuppyCameo LaptopKittenTyping DogClosesMyLaptop PurrFromHome CoworkerOfTheMonth LaptopLapWar LaptopPawTypedMessage',
  },
  'gas station': {
    cooking:
      'GasStationCharcuterie GasStationGourmet GasStationRamenHack GasStationSandwichRemix GasStationHotDogGlowUp GasStationSlushieBar GasStationChefOff GasStationTrailMix',
    art: 'GasStationNeonPhoto RetroGasStationSketch GasStationDiorama GasStationCandyCollage PaintMyLocalGasStation GasStationCupDoodle GasStationPostcard GasStationClayModel',
    prank:
      'GasStationRoseRomance GasStationWrongSnackOrder GasStationFancyDinner GasStationFakeVacation GasStationSouvenirForMom GasStationCandyGiftBox GasStationLuxuryUnboxing GasStationTinyCoffee',
    educational:
      'GasStationThenVsNow GasStationPriceMath GasStationSignQuiz GasStationPumpScience WhereFuelComesFrom EVChargeVsGasStation GuessTheGasStation GasStationTireCheckDemo',
  },
  lifeguard: {
    prank:
      'LifeguardFridgeNote LifeguardCoolerSurprise LifeguardHatSwap LifeguardHallwayPatrol LifeguardCostumeCameo LifeguardStickerSneak LifeguardEndOfShiftCheer LifeguardPopsicleDrop',
    gaming:
      'LifeguardBuoyRingToss LifeguardBeachBingo LifeguardSaysFreeze MarcoPoloLifeguard SharkVsLifeguardTag LifeguardNoodleJoust LifeguardCharades LifeguardTriviaBreak',
    pet: 'LifeguardRescueDog LifeguardPupLifeVest LifeguardCatOnWatch LifeguardPetPoolSafety LifeguardPupSlowMoRun LifeguardDoggyPaddle LifeguardRetriever LifeguardPlushPatrol',
    fitness:
      'LifeguardStarJumps LifeguardBeachSprints LifeguardBuoyCarry LifeguardPlankWatch TrainLikeALifeguard LifeguardFlutterKicks LifeguardSandLunges LifeguardPushUpPyramid',
    tech: 'LifeguardSlowMoSprint LifeguardSafetyReel LifeguardRipCurrentApp AIHelpsLifeguards LifeguardTideChartCheck LifeguardSunscreenTimer LifeguardWalkieTalkie LifeguardUVIndexAlert',
  },
  cow: {
    gaming:
      'SpotACowShoutMoo PinTailOnTheCow CowSaysFreeze CowTriviaShowdown CowPlushRingToss CowMemoryCardMatch FindTheHiddenCow CowBarnyardCharades',
    tech: 'TellItInCowEmojis CanAIDrawACow ClayCowStopMotion CowFaceFilter CowMooDuetChain MakeACowSoundboard CowbellRingtone CowPanoramaStretch',
  },
  puddle: {
    fitness:
      'PuddleLongJump PuddleSideLeaps WellieWalkMiles PuddleSkaterBounds ClearEveryPuddle SplashAndSquat PuddleHurdleHop PuddleCircuitLaps',
    travel:
      'PuddleForestWander PuddleJumpingTrail PuddleSkylineSelfie PuddleHuntRoadTrip PuddleReflectionWalk UpsideDownCity LandmarkInAPuddle PuddleParkAdventure',
    art: 'PuddleReflectionPhoto DrawAroundThePuddle RainOnWatercolor PuddleSelfPortrait PuddleMonsterChalk LeafBoatSculpture MirrorWorldPuddle PuddlePaintSplatter',
    wellness:
      'PuddleJoyWalk PuddleFreshAirBreaths PuddleRippleCalm InnerChildPuddleJump PuddleReflectionPause SlowRainyStroll PuddleSkyGazing PuddleRainJournal',
    music:
      'PuddleSplashBeat PuddleDripDrums PuddleStompRhythm SinginInTheRainCover PuddleBootBeatbox GutterTrickleRemix PuddleJumpingJingle PuddleWellieChorus',
    cooking:
      'PuddleCupcakes PuddleMirrorGlaze WellyBootBiscuits MudPuddlePudding PuddleJumpPancakes RaindropCookies BlueJellyPuddles SyrupPuddleWaffles',
  },
  diwali: {
    dance:
      'FestivalOfLightsDance DiwaliBollywoodMedley DiwaliFamilyFlashMob DiwaliPaperLanternSway DiwaliDholBounce DeepavaliThumka DiwaliSparkleShuffle DiwaliGarbaCircle',
    art: 'DiwaliRangoliArt DiwaliPaperLanterns PaintYourOwnDiya DiwaliMehndiDesign DiwaliDoorHangingDIY FlowerGarlandStringing DrawDiwaliFireworks DiwaliGreetingCards',
    gaming:
      'DiwaliCarromFinal DiwaliLudoBattle DiwaliSongChainRound RangoliJigsawRace DiwaliBoardGameNight DiwaliDrawAndGuess SnakesAndLaddersDiwali DiwaliCousinsCup',
    fitness:
      'DiwaliCleaningWorkout LadooBurnCircuit DiwaliSunSalutations FestivalOfLightsRun DiwaliPreFeastWalk DiwaliRangoliSquats PostDiwaliPushups DiwaliDanceCardio',
    tech: 'DiwaliDiyaTimelapse DiwaliOnTheFamilyCall DiwaliRangoliStopMotion DiwaliGlowBokehShots DiwaliNightModePhotos AIPlansMyDiwaliDecor DigitalDiwaliCard DiwaliLightShowSync',
    cooking:
      'RangoliSugarCookies DiwaliLadooRollOff DiwaliKajuKatliFirstTry DiwaliGulabJamunBatch DiwaliSweetsBakeOff DiwaliSpiralSnacks DeepavaliDessertDuel DiwaliCoconutBarfi',
  },
  doll: {
    educational:
      'HowDollsAreMade DollhouseScaleMath DollMaterialsQuiz DollsAroundTheWorld GuessTheDollsAge NestingDollSizeOrder DollFashionDecades DollVsHumanJoints',
    cooking:
      'BakeADollCake DollhouseMiniFood NestingDollCookies PancakesForYourDoll DollSizedBrunch DollTeaPartyScones GingerbreadDolls PaperDollSandwiches',
    music:
      'DollMusicBoxTune DollLullabyDuet DollNutcrackerMarch DollhouseConcert DollLipSyncVideo DollPianoRecital RagDollRockBand SingToYourDoll',
    tech: 'DollStopMotion DollhouseLEDMakeover MiniatureCameraTour DollPhotoEditGlowUp AIPicksDollOutfits DollVoiceoverDrama DollDressUpFilter DollToMeTransition',
    pet: 'DollhouseForMyCat DollBedForKitten DollTeaPartyPuppy DogVsTalkingDoll PetMeetsItsDollTwin BunnyToyChestNap PupAdoptsADoll DollBlanketCuddle',
    gaming:
      'DollClueTrail DollHideAndSeek DollhouseEscapeRoom DollDressUpSpeedrun DollMysteryBoardGame DollCharades DollTwentyQuestions NestingDollHunt',
  },
  'bird feeder': {
    educational:
      'BirdFeederSpeciesTally BirdFeederBeakMatch BirdFeederCountDay WhoVisitsMyBirdFeeder WhichSeedWinsBirdFeeder NameThatBirdFeederGuest RankBirdFeederBullies BirdFeederFoodTypesLab',
    fashion:
      'BirdFeederPorchFit BirdFeederRobeRunway BirdFeederEarringsDIY GrandpaBirdFeederCosplay BirdFeederCozyCardigan BirdFeederKnitABeanie MatchYourBirdFeeder BirdFeederHatMakeover',
    tech: 'PhoneBirdFeederCam BirdFeederAIIdentify BirdFeederBestShot OneDayBirdFeederTimelapse BirdFeederLandingSlowMo WhoSangAtTheBirdFeeder BirdFeederMotionAlerts SnapEveryBirdFeederGuest',
  },
  'hair dryer': {
    dance:
      'HairDryerWindMachine HairDryerMicStrut BlowoutBoogie HairFlipFreestyle HairDryerDivaPose BlowDryerBreakdown HairDryerSlowMoSpin HairDryerDoneDance',
    educational:
      'HowHairDryersWork HairDryerFloatingBall WattsMathOfAHairDryer HairDryerHistoryIn60 HairDryerTempReading HeatDamageLab HairDryerSafetyQuiz HairDryerAirflowTest',
    cooking:
      'HairDryerFrostingHack HairDryerIceCreamScoop HairDryerCakeRelease GlossyGlazeBlowout HairDryerShapedCookies MeringueQuickDry HairDryerButterSoften HairDryerDoughRise',
    gaming:
      'HairDryerHockey CupPongByHairDryer BalloonGolfHairDryer FeatherFloatOff BlowDryerBowling HairDryerBallHover HairDryerCurling HairDryerTableSoccer',
    prank:
      'HairDryerCantHearYou HairDryerStickyNote HairDryerGooglyEyes HairDryerRibbonStreamers BlowDryerSerenade MustacheOnTheMirror HairDryerConfettiPuff HairDryerFlowerBouquet',
    art: 'HairDryerPaintSplatter HairDryerFluidArt HairDryerPuffyPaint BlownInkMonsters HotAirWatercolor HairDryerPaintTrees HairDryerSpinArt HairDryerMarbledPaper',
    tech: 'CheapVsFancyHairDryer HairDryerWindTunnel HairDryerHoverBall HairDryerRaceToDry HowLoudIsMyBlowDryer HairDryerPaperRocket HairDryerAirflowGauge HairDryerPinwheelSpin',
  },
  brunch: {
    fashion:
      'BrunchFitCheck SundayBrunchLook BrunchDateGetReady PastelsForBrunch BrunchToDinnerFlip BrunchSundressSpin BrunchHatParade BrunchTwinningDare',
    music:
      'BrunchKitchenKaraoke BrunchUkuleleSerenade SundayGospelSingAlong BrunchTableDrumline BrunchJingleDare OperaticBrunchOrder JazzBrunchJam BrunchPlaylistSwap',
    tech: 'BrunchPhotoHack AIPlansOurBrunch BrunchFoodFilterDuel EggCookerShowdown BrunchPrepTimelapse BrunchWaffleMakerTest BrunchWindowLightShot BrunchSlowMoSyrup',
    pet: 'PupBrunchParty BrunchBowTieLook BrunchCatLoafPose TakeMyDogToBrunch PetSafeBrunchBoard BarkfastClub BrunchPatioPooch BrunchKittyPicnicDate',
  },
  brownie: {
    fashion:
      'BrownieEarrings BrownieBakerLook BakeSaleBrownieFit HeadToToeBrownie BrownieColorOutfitDare BrowniePhoneCharm BrownieBatterNails DressLikeABrownie',
    wellness:
      'BrowniesForNeighbors BrownieSavorSlowly ShareABrownieDay BakeTheBluesAway BrownieTherapyNight GooeyGratitude BrownieAndABook BrownieBakingWithKids',
    gaming:
      'BrowniePointsScoreboard WinnerTakesTheBrownie BrownieTriviaNight BrownieCharades BrownieTowerTopple BrownieGuessTheBite BrownieDiceBakeOff BrownieBlindTasteRank',
  },
  'car wash': {
    gaming:
      'CarWashHighScore CarWashSpongeToss BeatTheCarWashLevel CarWashBucketPong SpotlessSpeedrun CarWashISpy ToyCarWashRace CarWashLeaderboard',
    cooking:
      'CarWashBakeSale CarWashLemonadeStand SoapySudsCupcakes SpongeCakeSquad CarWashSnackTable CarWashCrewCookies SnoConesAtTheCarWash CarWashPopsicles',
    art: 'CarWashSignDesign CarWashFoamArt WashMeMasterpiece CarWashCrayonDrawing CarWashMuralDay HubcapPortraits WatercolorCarWash CarWashBubblePrints',
    tech: 'CarWashTunnelCam AIRatesMyCarWash PhoneThroughTheCarWash CarWashColorFilter PressureWasherASMR CarWashSlowMo BuildAToyCarWash CarWashTimelapse',
  },
  pilot: {
    dance:
      'PilotTakeoffGroove PilotRunwaySignals AutopilotRobotArms CoPilotMirrorSteps TurbulenceShuffle WingItLikeAPilot PilotSaluteSlide PilotLandingBoogie',
    fitness:
      'PilotSeatbeltCrunches TrainLikeAFighterPilot CoPilotPartnerSquats PilotPosturePlank PreFlightPushUps LayoverLegDay PilotPropellerArms PilotCockpitStretch',
    art: 'PilotVintagePoster PilotModelPlaneBuild ClayPilotFigure PilotViewCloudPainting DrawYourselfAsAPilot PaperPilotPortrait PilotWingsBadgeDesign PilotCockpitCollage',
    gaming:
      'PaperPlanePilotContest PilotSays PilotCharades AcePilotLeaderboard PilotDrawAndGuess PilotAlphabetSpellOff PilotLandingDuel PilotRunwayTargetToss',
    fashion:
      'PilotAviatorLook StyleAPilotBomber DressLikeAPilot VintagePilotScarf PilotWingsFitCheck CaptainOfTheCatwalk PilotShadesTryOn PilotJumpsuitDIY',
    speed:
      'PilotChecklistSpeedrun PilotCallSignBlitz PaperPlanePilotRace AlphaToZuluIn30 PilotPreFlightDash PilotGearUpScramble PilotHatRelay PilotUniformQuickChange',
    educational:
      'SpellItLikeAPilot HowPilotsLandPlanes AskAPilotAnything WhyJetsLeaveContrails RogerThatQuiz PilotRunwayNumbers CloudTypesForPilots PilotDashboardQuiz',
  },
  pig: {
    dance:
      'PigWiggleDance PiggyPogoHops ThreeLittlePigsStomp PigSnoutShuffle OinkOnTheBeat HogWildHoedown PigPenPopAndLock PigTrotterSalsa',
    fitness:
      'PiggyBankPushUps HuffAndPuffCardio ThreeLittlePigsCircuit PigPuddleJumps PiggybackSquats HogWildBurpees PigPenPlank PigRootingBearCrawl',
    fashion:
      'PigEarBeanie PigSnoutSlippers PigtailsFiveWays PigCostumeDIY PrettyInPigPink PigNoseMakeupLook PastelPiggyFitCheck PigPrintPajamas',
    gaming:
      'PassThePigsTournament PigTowerKnockdown PigSnoutRelay PiggyInTheMiddle PigDiceShowdown PigOinkHideAndSeek PigPenCipherHunt PinATailOnThePig',
    tech: 'AskYourPhoneInPigLatin ThreeLittlePigsStopMotion AIDrawsAPig PigVoiceFilterKaraoke OinkSoundboard PigEmojiStory PigFaceSwapDuel PigGreenScreenFarm',
  },
  icicle: {
    dance:
      'IcicleFreezeDance MeltLikeAnIcicle IcicleDripStep IcicleTwirl StiffAsAnIcicle WinterWonderWiggle IcicleShiverShake IcicleTangoTiptoe',
    prank:
      'FakeIciclesEverywhere IcicleLightsSurprise IcicleSnowflakeConfetti IcicleBeardPhotobomb IcicleWindowStickers IcicleFridgeDoodle PaperIcicleDoorway IcicleMustache',
    music:
      'IcicleXylophone SingToTheIcicles DripDropBeat IcicleChimes IcicleHumAlong FrozenFingersJam TapTheIcicles IcicleLullaby',
    tech: 'IcicleTimelapse IcicleSlowMoDrip IcicleForecastGuess IcicleStopMotion IcicleMeltInReverse IcicleGrowthTracker IcicleMacroLens IcicleFaceFilter',
    gaming:
      'DodgeTheIcicles IcicleMemoryCards IcicleSlidePuzzle IcicleTicTacToe IceCaveSpeedrun IcicleCrashBattle IcicleCastleBuild IcicleBossRush',
  },
  hairbrush: {
    gaming:
      'HairbrushMusicalChairs HairbrushFreezeTag HairbrushKaraokeScore HairbrushRhythmGame BedheadGamerGlowUp CharacterHairCreator HairbrushCharades HairbrushHotPotato',
    cooking:
      'HairbrushMicChefShow IsItAHairbrushCake HairbrushSingAndBake HairbrushShapedCookies BraidedBreadLoaf HairbrushHedgehogBuns HairbrushCupcakes HairbrushPretzelBites',
    travel:
      'HairbrushPackingHack WindyBeachHairbrush ForgotMyHairbrush HairbrushBackseatBraids HairbrushInEveryBag FoldingBrushCarryOn HairbrushTravelSize HairbrushCampsiteMorning',
    tech: 'HairbrushVsRealMic AIStylesWithAHairbrush HairbrushFilterTryOn HairbrushSwipeEdit HairbrushStaticSlowMo HairbrushAutoTuneTest HairbrushBraidTimelapse HairbrushPhoneTutorial',
    pet: 'HairbrushFurTumbleweed HairbrushChinScratch CatVsHairbrush HairbrushLoveOrHate PetBrushingGlowUp HairbrushShedOff HairbrushBeforeAfter HairbrushKittyMassage',
  },
  lunch: {
    tech: 'HeatedLunchboxTest AIPacksMyLunch ScanYourLunch LunchPrepTimelapse LeftoverLunchAppDare StopMotionLunch LunchSnapDiary LunchFlatLayPhoto',
    gaming:
      'LunchChessBlitz LunchThumbWarCup OneMatchPerLunch LunchTriviaShowdown LunchCardTournament PowerUpAtLunch LunchRockPaperScissors LunchHangmanOnNapkin',
    prank:
      'GooglyEyeLunch LunchNapkinJoke LunchboxStickerNote LunchBagDoodleSurprise SmileySandwich LunchIsActuallyCake LunchFortunes DessertFirstLunch',
    educational:
      'GuessTheCountryLunch LunchPlateMath LunchIngredientOrigins BuildABalancedLunch SandwichScience LunchLabelDetective SchoolLunchThenNow EatTheRainbowLunch',
  },
  'low battery': {
    tech: 'StretchYourLowBattery LowBatteryModeTest LowBatteryNoScrollDare DeadPhoneRevival PowerBankShowdown HowLongIsOnePercent LowBatteryShortcutHack LowBatteryAppAudit',
    gaming:
      'LowBatteryBossFight LowBatteryLastLevel LowBatterySavePanic DeadPhoneSpeedrun LowBatteryFinalRound DeadPhoneChargerHunt OneLifeLowBattery LowBatteryHardMode',
  },
  cheesecake: {
    educational:
      'WhyCheesecakesCrack IsCheesecakeACake OlympiansAteCheesecake CheesecakeWaterBathTrick GuessTheCheesecakeOrigin CheesecakeStylesQuiz CheesecakeDonenessTest CheesecakeFactOrFake',
    wellness:
      'CheesecakeWithGrandma MindfulCheesecakeBite ShareACheesecakeSlice CheesecakeBakeToUnwind TreatYourselfSunday DessertForANeighbor SlowSavorCheesecake CheesecakeOnThePorch',
    pet: 'CheesecakePlushToy PupSafeCheesecakeTreat KittenInACheesecakePan PupcakeBirthdayPhoto CheesecakeShapedDogBed JiggleWiggleReaction CheesecakeSqueakerFetch CheesecakeBlanketNap',
    fitness:
      'CheesecakeStepChallenge CheesecakeBakeHIIT RunForCheesecake SpringformPanCurls GrahamCrackerCrunches CheesecakeRepsPerBite EarnThatCheesecake CheesecakeSquatBreak',
    tech: 'CheesecakeJiggleSlowMo CheesecakeSlicingPOV CheesecakeStopMotion CheesecakeTimelapse TwoMinuteCheesecakeMug AIDesignsACheesecake CheesecakeBakeAlongCall CheesecakeSliceCloseUp',
  },
  'post office': {
    pet: 'PostOfficeTreatJar PostOfficeBoxCatFort PupWalkToPostOffice PostOfficeDogReacts PostOfficeStampPortrait PostOfficePetPostcard PostOfficeParcelPounce PostOfficeKittyInspector',
    prank:
      'PostOfficeNestingBoxes PostOfficePotatoPostcard PostOfficePenPalGrandma HugeLetterPostOffice FanMailForMom PostOfficeCoconutParcel PostOfficeBalloonBurst PostOfficeRiddleCard',
    fashion:
      'DressLikeAPostcard PostOfficeSatchelDIY RetroPostOfficeUniform PostOfficeErrandLook PostOfficeWorkerCosplay PostOfficeStampFit PostOfficeQueueRunway PostOfficeEnvelopeClutch',
    gaming:
      'PostOfficeParcelStack PlayPostOfficeAtHome PostOfficeMailSorter PostOfficeGuessTheWeight SpecialDeliveryQuest PostOfficeZipBingo PostOfficeCharades PostOfficeBoardGame',
    cooking:
      'TreatsForThePostOffice LetterShapedShortbread PostOfficeCarePackage EnvelopeEmpanadas PostOfficeStampCookies PostOfficeMuffinMail PostOfficeParcelCake PostOfficeCookieTin',
    travel:
      'TinyPostOfficeVisit PostOfficeStampCollector PostOfficeMailToFutureMe PostOfficeSmallTownTrip PostcardFromEveryStop PostOfficeHopping WeirdestPostOffice PostOfficeMuralHunt',
  },
  goat: {
    tech: 'GoatFaceSwap GoatScreamSoundboard GoatSlowMoJump GoatGrazingTimelapse GoatsOnVideoCalls GoatBeardFilter GoatBleatRingtone GoatGreenScreen',
    fitness:
      'GoatYogaFlow GoatHillClimb BabyGoatJumpSquats MountainGoatStairs TrainLikeTheGOAT GoatHeadbuttLunges BeTheGOATBurpees GoatBalanceBeam',
    cooking:
      'GoatMilkFudge BabyGoatCupcakes GoatFaceCookies GOATGrilledCheese GoatYogurtParfait GoatDipAndCrackers GoatHoofPancakes GoatFetaSpinachPie',
    art: 'GoatFarmSketch GoatClayFigure PaintAGoatPortrait GoatPotatoStampPrint DrawAGoatInShapes GoatKidPhotoshoot WoolFeltGoat GoatCollageCraft',
    prank:
      'GoatScreamRingtone GoatPlushSwap GoatStickerTakeover GoatCameoVideoCall GoatDoodleNotes BleatingAlarmClock GoatSoundsFromTheCloset GoatHornsOnTheirPhoto',
    fashion:
      'GoatHornHeadband BabyGoatPajamas GoatKnitSweater BarnGoatOveralls GoatHoofBoots GoatFarmRunway GoatBellNecklace GoatEarHoodieDIY',
    gaming:
      'GoatKingOfTheHill GoatMemoryMatch GoatHerdingRoundup GoatFarmBoardGame GoatFactsOrFake GoatCharades GoatDiceDerby GoatBingoCards',
  },
  frost: {
    travel:
      'FrostyForestHike ChaseTheFirstFrost FrostCoveredTreeHunt FrostParkBenchCoffee FrostFarmDayTrip FrostLakeshoreDawn SunriseFrostPhotoWalk FrostTrailSnap',
    music:
      'FrostyTheSnowmanCover FrostCrunchBeat JackFrostLullaby FrostIcicleChimes FrostBreathBeatbox FrostMorningBallad WinterFrostWaltz FrostWindowTapBeat',
    art: 'FrostMacroPhoto FrostFernWatercolor PaintLikeJackFrost FrostedGlassArt FrostPatternSketch IceCrystalDoodle FrostSaltPainting DrawInTheFrost',
    gaming:
      'FrostyCharadesNight FrostFreezeTag FrostISpyWalk FrostWindowDrawGuess FrostWordChain JackFrostHideAndSeek TicTacToeInFrost FrostBoardGameDay',
    fitness:
      'FirstFrostJog JumpingJackFrost FrostCrunchLunges FrostIndoorCircuit DefrostYourMuscles FrostHikeIntervals FrostBusterBurpees FrostySunriseRun',
    tech: 'FrostTimelapse FrostStopMotion PhoneMacroFrost DefrostHackTest AIPredictsFrost FrostyWindowPhoto DidYourAppCallTheFrost FrostMeltSlowMo',
  },
  airplane: {
    fitness:
      'AirplaneSeatStretch AirplaneYogaPose AirplaneCalfRaises LayoverLunges CarryOnCurls FlightDelayPlank AirplaneWingSquats AirplaneBalanceDrill',
    art: 'AirplaneWindowPhoto CloudViewSketch AirplaneWingWatercolor AirplaneTicketCollage DoodleYourFlight OrigamiPlaneFleet CardboardAirplaneBuild AirplaneNoseArtDesign',
    gaming:
      'AirplaneTwentyQuestions AirplaneCloudCharades AirplaneArcadeDuel PaperPlaneBullseye AirplaneModeWordGame AirplaneTrayTableChess AirplaneBingoCard AirplaneSeatTicTacToe',
    wellness:
      'AirplaneModeHour WindowSeatGratitude AirplaneCloudGazing BreatheThroughTakeoff AirplaneDaydreaming PlaneJournalPages AirplaneStretchBreak AirplaneCabinMeditation',
  },
  vacuum: {
    dance:
      'VacuumMoonwalk WaltzWithTheVacuum DodgeTheRobotVacuum VacuumCordLimbo ChoreChoreography VacuumTwoStep DanceWithYourVacuum VacuumSwivelSpin',
    fitness:
      'VacuumLunges SquatAndVacuum TenMinuteVacuumHIIT VacuumHustle CordlessCardio VacuumStaircaseClimb VacuumWallSit VacuumPushPullReps',
    prank:
      'RobotVacuumGooglyEyes VacuumCarpetMessage SneakVacuumTheirRoom DressUpTheVacuum VacuumHeartTrail WhoUnpluggedTheVacuum VacuumBotSnackDelivery VacuumSurpriseCarClean',
    educational:
      'HowVacuumsWork WhatCanAVacuumLift VacuumDustMicroscope SpaceIsAVacuum FirstVacuumWasHorseDrawn WhyVacuumsAreLoud VacuumFilterFacts VacuumSuctionExperiment',
    fashion:
      'BallGownVacuuming MatchYourVacuum VacuumCatwalk ChoreDayCouture VacuumInHeels VacuumBagWinterCoats VacuumLintFreeLook VacuumClosetRefresh',
    wellness:
      'VacuumLinesZen VacuumThenCandle MindfulVacuuming CleanFloorClearMind VacuumAndUnwind BarefootAfterVacuum VacuumWhiteNoise VacuumPodcastHour',
    music:
      'VacuumingBlues RemixTheVacuumHum VacuumPitchMatch SingOverTheVacuum VacuumCleanerChoir HarmonizeWithTheVacuum VacuumHoseHorn VacuumBeatDrop',
    pet: 'VacuumCatHideawayBox VacuumDogLickMat CalmAroundTheVacuum PetHairVacuumReveal VacuumDayHidingSpot VacuumFurTumbleweed FirstVacuumEncounter VacuumQuietModeForPup',
    gaming:
      'VacuumGhostHunt RobotVacuumMaze VacuumBumperCarDuel GuessWhatTheVacuumAte FloorIsLavaVacuumEdition VacuumFindsBingo VacuumCordLimbo VacuumPingPongSuction',
    cooking:
      'VacuumShapedCookies LoserVacuumsTheKitchen ZipBagVacuumSealHack CookWhileTheVacuumRuns CrumbFreeSnacks VacuumingEarnsPancakes VacuumSealedMarinade VacuumReadyPopcorn',
  },
  'ice cream': {
    educational:
      'IceCreamMeltTest WhyIceCreamBrainFreeze HowSaltMakesIceCream GelatoVsIceCream IceCreamConeHistory IceCreamFactOrFlake IceCreamBlindTasting IceCreamAirBubbleScience',
    gaming:
      'IceCreamScoopPong IceCreamStackOff IceCreamFlavorCharades IceCreamWouldYouRather TallestConeWins GelatoGameNight IceCreamTriviaDuel IceCreamMemoryMatch',
  },
  jacket: {
    music:
      'JacketZipperBeat JacketAirGuitarSolo JacketSnapRhythm PufferJacketSwishSong OdeToMyJacket SingingInTheRainJacket JeanJacketJam JacketPocketPercussion',
    gaming:
      'LandYourJacketOnTheHook GuessWhoseJacket HotPotatoJacket WhatsInMyJacketPocket CosplayThatJacket JacketGameCharacterQuiz JacketFreezeTag JacketDressUpRace',
    prank:
      'JacketPocketNote JacketDryerWarmUp JacketSwapSurprise GooglyEyeJacket JacketPinBadgeSneak MatchingJacketAmbush JacketSleeveConfetti JacketCandyInTheHood',
    wellness:
      'CoatAndCocoaWalk JacketHoodUpCalm JacketOnPhoneOff BundleUpAndBreathe JacketStargazeNight CozyCoatQuietHour JacketPocketAffirmation JacketFreshAirPause',
  },
  homework: {
    fashion:
      'CozySocksForHomework DressUpForHomework HomeworkScrunchieBun HomeworkComfyFit HomeworkLibraryLook PencilBehindTheEar HomeworkSweaterWeather HomeworkGlassesGlam',
    wellness:
      'CalmCornerForHomework HomeworkFreshAirWalk HomeworkWinsJournal BreatheBeforeTheTest HomeworkBrainBreak OneProblemAtATime HomeworkHydrationCheck HomeworkDeskDeclutter',
    art: 'HomeworkMarginComics DoodleYourHomework HomeworkDioramaBuild DesignYourBinder HomeworkPosterGlowUp HomeworkPlannerArt HomeworkTitlePageArt HomeworkPencilSketch',
    prank:
      'NoHomeworkPass SmileyStampsOnHomework HomeworkGoldStarSneak HomeworkInvisibleInk PencilCaseLoveNote GooglyEyedEraser HomeworkJokeBookmark HomeworkConfettiFolder',
    dance:
      'HomeworkDoneDance LastAnswerVictoryJig HomeworkPencilDrop HomeworkChairSpin MathHomeworkMoves BrainBreakBoogie HomeworkHappyFeet HomeworkFinishLineShuffle',
  },
  bank: {
    tech: 'AIBuildsMyBankBudget BankFakeEmailQuiz BankAppRoundUpSavings BankCoinJarGuessReveal SpotTheScamText TapToPayShowdown OnlineBankingFaceOff BankTwoFactorSetup',
    pet: 'PiggyBankPetFund BankDriveThruDogTreat CatGuardsTheBank BankHolidayLongWalkies PennyForThePup BankBunnyBoxFort BankToyShoppingSpree BankSavingsForKitty',
    gaming:
      'BankVaultPuzzleGame BankTellerCharades WhoGetsToBeTheBank BankSavingsChallenge BankMoneyMathQuiz BankCoinFlipTournament BreakTheBankBingo BankPretendShopTill',
    prank:
      'PiggyBankSurprise BankNoteInTheCouch BankDimesInTheirShoes PennyTrailToTheBank BankDollarOrigamiFrog BankStickerSneak GiantBankCheckForMom BankPlayMoneyPayday',
  },
  sheep: {
    tech: 'CountingSheepStopMotion SheepTimelapseDrawing SheepVoiceMemoChain SheepSpotterAI SheepBaaAutotune MakeASheepStickerPack SheepGreenScreenFarm SheepFaceFilterSelfie',
  },
  humidity: {
    dance:
      'FrizzFreestyle StickySummerStrut HumidHairFlip MuggyMoonwalk HumiditySlowMoGroove HumidityHandFanTwirl HumiditySaunaShuffle DoTheHumidityMelt',
    music:
      'HumiditySlowJam MuggyAfternoonBlues HumidityStickyBeat SteamyCityJazz SingIntoTheFan HumidHumAlong HumidityCalypso RapAboutHumidity',
    tech: 'HumidityPercentGuess HumidityMeterDIY WatchMyHairVsHumidity MuggyRoomFanHack HumidityAppFaceOff FoggedUpByHumidity HumidityGlassSweatCam GraphYourHumidity',
    gaming:
      'HumiditySwampQuest HumidityJungleLevel TooMuggyGameDay HumidityStormSurvival RainforestMapRun SweatyPalmsBossFight MuggyDayWaterGunWar HumidityCharades',
    cooking:
      'HumidityMacaronTest MuggyDayIcedTea HumidityBreadRise HumidityNoBakeBattle SaveTheSoggyChips TooHumidToCook HumidityPopsicleLab GazpachoForHumidity',
  },
  passover: {
    music:
      'DayenuSingalong PassoverTableSong PassoverTambourineJam FourQuestionsRap PassoverAcapella PesachHarmonyRound UkulelePassoverSong BeatboxPassover',
    gaming:
      'PassoverPlagueBingo AfikomanQuestGame PassoverExodusEscape PassoverSederCharades PesachTriviaShowdown FortyYearsInTheMaze MatzoTowerPassover MemoryMatchPassover',
    pet: 'PetFrogToyHunt PassoverCatUnderTable DogWaitsForElijah PassoverKittyNapSpot PassoverPlushSeek PesachPawtrait PuppyAtPassover SpringWalkPassover',
    speed:
      'AfikomanSpeedHunt PassoverTableSetRace PassoverCrumbSweepIn60 PassoverPlaguesRapidFire PassoverSederSpeedrun PesachDishSwapDash MatzoStackPassover PassoverFourQuestionsRace',
  },
  helicopter: {
    tech: 'HelicopterFlightTracker HelicopterSeedsInSlowMo HelicopterPaperSpinCam FlyAMiniHelicopter GuessThatHelicopterSound HelicopterToyAnimation HelicopterFrozenBlades HelicopterPanoramaShot',
    gaming:
      'HelicopterRescueLevel HelicopterSupplyDrop HelicopterParachuteRace HeliLandingNoScratch FlappyHelicopter ChopperStuntChallenge HelicopterTargetToss HelicopterFlightContest',
    wellness:
      'HelicopterSeedFall HelicopterViewOfMyDay HelicopterHumMeditation LetTheHelicopterLand BirdsEyePause RotorSlowBreathing ZoomOutHelicopter HelicopterCloudWatching',
  },
  'garden gnome': {
    fashion:
      'GardenGnomeCostume GnomeBeanieKnitDIY OverallsLikeAGnome GardenGnomeRunway GnomeHolidaySweater PointyGnomeHatFitCheck DressYourGnome GardenGnomeBeardLook',
    pet: 'GardenGnomeVsDog PetMeetsGnome BunnyAndTheGnome GnomeSpottingPupStroll CatVsGnomeStareOff WhichOneIsTheGnome TreatUnderTheGnome GardenGnomeKittenHide',
  },
  broom: {
    dance:
      'BroomstickTwirl BroomLimbo SweepingShuffle DustpanDip DanceWithMyBroom BroomAirGuitarStrut BroomPartnerWaltz BroomPolka',
    educational:
      'MakeAMiniBroom BroomSeesawLever SweepingFrictionTest WhyBroomsStandUp BroomCurlingAtHome BroomFactOrFolklore HowBroomsAreMade BroomBristleMatchUp',
    speed:
      'BroomBalanceRecord BroomSweepRelay BroomCupCurling BeatTheBroomClock BroomCrumbChase FlyingBroomDash BroomLeafPileRush BroomDustpanRace',
    prank:
      'BroomParkingOnly BroomMustacheMakeover StandingBroomTrick TinyBroomOnTheDesk WitchCrashedHere BroomstickDoorGreeter BroomInDisguise BroomGooglyEyesHelper',
  },
  popsicle: {
    travel:
      'PopsicleShopCrawl PopsicleBeachStroll PopsicleStandTour PopsicleCartHunt PopsicleBeforeItMelts BeatTheHeatPopsicleWalk BestPopsicleInTown PopsicleParkPicnic',
    wellness:
      'PopsiclePorchPause PopsicleSlowSavor SummerShadeBreak PopsicleGratitudeStick PopsicleSunsetSit MindfulMeltdown ChillOutWithAPopsicle PopsicleOnTheSwing',
    pet: 'PetSafePopsicles PupsicleTasteTest PopsicleCatIceSwat PopsicleShadeNapPup PopsiclePawTreats DogPopsicleDay PopsicleChillMatForCats PopsicleToyForKittens',
    gaming:
      'PopsicleMemoryMatch PopsicleCharades PopsicleStickTowerDuel PopsicleBingo PopsicleJokeTrivia GuessThePopsicleFlavor PopsicleWouldYouRather PopsicleHideAndSeek',
  },
  'report card': {
    tech: 'GradeCalculatorApp ReportCardPhotoScan ReportCardSpreadsheet ReportCardChartReveal AIPredictsMyReportCard DigitizeOldReportCards ReportCardGraphItOut ReportCardGoalTracker',
    pet: 'ReportCardForMyDog ObedienceClassDiploma ReportCardPuppySchool CatGetsAReportCard GradeYourPetsTricks ReportCardGoodBoy FidosReportCard ReportCardBunnyEdition',
    art: 'ReportCardFridgeArt GoldStarCraft ReportCardBubbleLetters DesignAReportCard FrameThatReportCard ReportCardScrapbook ReportCardOrigami ReportCardDoodleBorder',
  },
  pharmacy: {
    dance:
      'PharmacyAisleGroove PharmacyLabCoatTwirl PharmacistPirouette PharmacyLineDance PharmacyReceiptRibbon PharmacyBagShuffle PharmacyScannerBeepBop PharmacyGreenCrossStep',
    travel:
      'PharmacyHaulOnVacation OldestPharmacyInTown PharmacyMinisOnlyPacking RoadTripPharmacySnackRun PharmacyGreenCrossHunt FindAVintagePharmacySign PackAPharmacyTravelKit PharmacySouvenirHunt',
    pet: 'PharmacyPuppyGreeter PharmacyCatnipHaul PetPharmacyRun CatOutsmartsTheTreat DogsMeetPharmacist PharmacyBagFortForCats PharmacyVetVisit PharmacyLeashWalk',
    gaming:
      'GuessThePharmacyPrice PharmacyWordSearch PharmacyAisleBingo PharmacyCharades PharmacyTriviaNight OperationBoardDuel PharmacyShopRoleplay PharmacyMemoryGame',
    cooking:
      'PharmacyMaltShake PharmacyEggCream ChickenSoupSickDay PharmacyRootBeerFloat PharmacySodaSundae OldTimePharmacyCola PharmacyLemonHoneyTea PharmacyGingerAle',
  },
  llama: {
    cooking:
      'LlamaCupcakes LlamaSugarCookies MarshmallowLlamas NoDramaLlamaLatte AlpacaLunchbox LlamaFaceToast LlamaPancakeArt LlamaCrispyRiceTreats',
    tech: 'LlamaFaceFilter LlamaSoundboard LlamaGreenScreenSelfie AnimateALlamaWalk DramaLlamaReactionGif AIChatWithALlama PromptALlamaPortrait LlamaVoiceChanger',
    gaming:
      'LlamaScavengerHunt DramaLlamaCharades LlamaMemoryMatch LlamaDrawAndGuess WhoKnowsLlamasBest LlamaCardDuel LlamaMusicalChairs LlamaBingoBlitz',
  },
  sunset: {
    educational:
      'WhySunsetsAreOrange SunsetLightScattering BlueSunsetsOnMars SunsetTimeByLatitude GreenFlashHunt TwilightZoneScience SunsetInAGlass SunsetColorForecastTest',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack SunsetPhotoEveryMinute RateTheSunsetWithAI SunsetNoFilterShot SunsetPanoramaChallenge SunsetColorPicker SunsetWallpaperDesign',
    gaming:
      'SunsetPhotoMode SunsetRacingLap SunsetJigsawPuzzle RideOffIntoTheSunset SunsetBeachVolleyball GoldenHourScreenshot SunsetFrisbeeGame SunsetCornholeMatch',
    cooking:
      'SunsetLayeredMocktail SunsetSmoothieBowl SunsetCitrusSorbet SkewersAtSunset SunsetGlazedCarrots OmbrePancakeStack MangoSunsetParfait SunsetPicnicSandwiches',
  },
  mop: {
    cooking:
      'MopSauceRibs PancakeMessMopUp MopUpTheGravyBread BBQMopChicken CleanAsYouCook MopAndChopCombo MopAfterPizzaNight MopSpillFreeBaking',
    educational:
      'HowMopsAbsorb SpongeVsMopLab MopThroughHistory MopCapillaryAction MicrofiberVsCotton WeighASoakedMop MopEvaporationTest MopDesignThenVsNow',
    pet: 'MoppingDogTowelStation CatPouncesOnMop PetVsMopStandoff MopChasingPup PawsOffMyMop MudSeasonMopUp PuppyOrMop MopKittenSupervisor',
    gaming:
      'MopBucketCurling MopHockey MopTriviaNight SideQuestMopTheHall FloorIsLavaWithMops MopBossLevel MopFreezeTag MopSockBasketball',
  },
  milkshake: {
    educational:
      'MilkshakeIceCreamScience MilkshakeThicknessTest HowBlendersWork MilkshakeThenVsNow MilkshakeMaltQuiz MilkshakeBrainFreeze MilkshakeFoamFacts MilkshakeSugarCount',
    wellness:
      'MilkshakeTwoStrawsChat SlowSipSunday MilkshakeTreatDay MilkshakePorchPause MilkshakeMindfulness SunsetShakeStroll MilkshakeMemoryLane MilkshakeWithGrandpa',
    art: 'MilkshakeDripArt DinerNeonSketch MilkshakeClayCharm DesignAWildMilkshake MilkshakeStillLife MilkshakeFlatLay MilkshakeWatercolor MilkshakeCupDecorating',
    pet: 'BlendAPupShake MilkshakePlushFetch MilkshakeAndCatTreatDate MilkshakeAndWalkies MilkshakeBandanaStrut PetDinerPhotoOp MilkshakeSqueakyToy MilkshakeKittyPortrait',
    prank:
      'MilkshakeFlavorMystery MilkshakeGooglyEyes ExtraToppingsOverload FakeMilkshakeSpill GiantSillyStraw MilkshakeNoteOnCup MilkshakeDateInvite MilkshakeStickerSneak',
  },
  trivia: {
    gaming:
      'TriviaGameShow BuzzerTournament TriviaCategoryDraft TriviaPointsBoard TriviaBossLevel PopQuizFamilyFaceOff TriviaStackTheCups TriviaSpinTheWheel',
    art: 'TriviaDrawTheAnswer TriviaArtistGuess MasterpieceMystery TriviaSketchRace TriviaDoodleDuel NameThatPainting TriviaCardDesign TriviaClayGuessing',
  },
  bakery: {
    educational:
      'HowCroissantsGetLayers BakeryYeastExperiment WhyBakeriesOpenEarly BakeryOvenSteamTrick BakeryRecipeMath BakeryFeedAStarter BakeryVocabQuiz BakeryFlourBlindTest',
    gaming:
      'BakeryBlindTaste BakeryGuessThePastry BakeryMemoryTray BakeryPretendShop ActItOutLikeABaker NameThatBakeryBread BakeryCounterBingo BakeryTwentyQuestions',
    fitness:
      'BakeryRunClub FlourSackBakeryCarry BaguetteBakeryRelay EarnYourBakeryTreat CroissantCardio BakeryBunSquats WalkToTheBakery BakeryBikeToBreakfast',
    prank:
      'BakeryBoxSurprise BakeryBalloonAvalanche BakeryTreatTreasureMap BakeryNoteInTheBag PayItForwardPastry BakeryCakeWithTheirFace BakeryGooglyEyeBuns BakeryWarmLoafWakeUp',
    fashion:
      'BakeryDateFit DressLikeABaker BakeryPastelPalette CroissantBakeryCharm MacaronColorMatch BreadBasketBag BakeryPinkOutfit BakeryCozyKnitLook',
  },
  farmer: {
    gaming:
      'FarmerHarvestSpeedrun FarmerAnimalCharades FarmerBarnyardBoardGame FarmerBlockBuildRun FarmerCropHighScore FarmerGoFish PerfectFarmerLayout FarmerBingoNight',
    pet: 'FarmerBunnyCarrotPatch FarmerHerdingBallGame FarmerDogChoreHelper GardenPatrolFarmerPup FarmerDogRoundUp BarnyardBossKitty OldMacDoggo FarmerFetchTheBoots',
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerRubberChicken RoosterAlarmSwap MooingDoorbell FarmerToyTractorParking FarmerFakeEggCarton',
  },
  sunrise: {
    funny:
      'SunrisePhotoVsReality EarlyBirdRegrets SunriseZombieWalk SnoozedTheSunrise SunriseWasWorthIt SunriseGrumpyFace SunriseCommentator SunriseAlarmNegotiation',
    wellness:
      'SunriseSilentCoffee SunriseGratitude SunriseBreathwork MeetEverySunrise FirstLightJournal DawnIntentionSetting SunriseBirdsongPause SunriseStretchOnThePorch',
    tech: 'SunriseTimelapse SunriseSkyPhotoFaceOff SunriseLockScreenShot SunriseAlarmLampTest DoesTheSunriseAppLie PhoneCamVsSunrise SunriseColorPalette SunriseForecastVsReality',
    gaming:
      'SunriseScavengerHunt EarlyBirdDailyPuzzle SunriseTicTacToe SunriseChessOpening BeatTheGameBySunrise SunriseWouldYouRather AllNighterToSunrise SunriseBingoCard',
    fitness:
      'SunriseRunClub SunriseJumpRope SunriseHillRepeats SunriseSquatSet FirstLightPushUps SunriseSaluteFlow SunriseStairClimb SunriseBikeLoop',
    prank:
      'SunriseSecretPicnic SunriseSurpriseHike SunriseBalloonWakeUp SunriseRoosterAlarm SunriseFakeSunPoster RiseAndShineAmbush SunriseBlindsOpen SunriseWindowSignHello',
  },
  'april fools': {
    cooking:
      'AprilFoolsGiantCookie AprilFoolsUpsideDownCake IsItRealAprilFools AprilFoolsSillyFacePizza AprilFoolsFakeDinner AprilFoolsRainbowToast AprilFoolsSushiCandy AprilFoolsFauxFriedEgg',
    fashion:
      'InsideOutAprilFools AprilFoolsMismatchDay AprilFoolsFakeDesigner FoolProofFit AprilFoolsWrongSeason AprilFoolsSillyHats AprilFoolsBackToFront AprilFoolsPajamaFormal',
    art: 'AprilFools3DDrawing FakeCrackAprilFools AprilFoolsClayFood AprilFoolsOpticalIllusion AprilFoolsGiantHandPics AprilFoolsObjectFaces AprilFoolsGlueSpill AprilFoolsStickyNoteArt',
    gaming:
      'AprilFoolsMirrorMode FakeAprilFoolsCheat AprilFoolsRuleSwap AprilFoolsOtherHandRound AprilFoolWrongAnswersOnly BluffMastersNight AprilFoolsDoubtIt AprilFoolsOppositeDay',
  },
  rocket: {
    fashion:
      'AstronautFitCheck RocketPatchJacket RocketBomberStyle RocketFlightSuit DressLikeARocketScientist RocketManGlam RocketBackpackDIY RocketSneakerDoodles',
    gaming:
      'RocketFlickFootball StrawRocketGolf RocketHideAndSeek RocketTriviaCountdown RocketLaunchBoardGame FirstRocketToOrbit BalloonRocketRace RocketParachuteDrop',
    funny:
      'RocketScientistForADay MissionControlSkit RocketLaunchFails ItsNotRocketScience HoustonWeHaveAProblem RocketSoundEffects RocketManImpression RocketDadCommentary',
    pet: 'RocketTunnelForBunnies RocketKittenCockpit RocketCountdownTreat CatVsToyRocket PetRocketShipBed RocketLaunchReaction RocketFetchBlastOff RocketPlushChase',
    tech: 'RocketFilterSelfie RocketLaunchSlowMo ModelRocketBuild StopMotionRocketLiftoff RideARocketOnGreenScreen RocketCamOnboard TrackARocketLive RocketSimulatorApp',
  },
  sponge: {
    fitness:
      'SpongeGripSqueeze SpongeBucketSquats SpongeRelayLunges WetSpongeTossCatch ScrubAndSweat SpongeHighKnees SpongeOnHeadPlank SpongeWringOutCurls',
    music:
      'SpongeSqueezeBeat SpongeScrubRhythm DrumWithASponge SinkSymphony SqueakyCleanRemix SpongeSquelchSolo SpongeMicDrop SpongeSquishPercussion',
  },
  smoothie: {
    funny:
      'SmoothieColorFail SmoothieStrawStruggle ForgotTheLidSmoothie WellnessSmoothieParody GreenSmoothieGrimace BrainFreezeReaction SmoothieCriticReview SmoothieMustacheReveal',
    prank:
      'SmoothieCupDoodles GuessTheSmoothieFlavor SmoothieGooglyEyeBlender SmoothieBaristaCosplay SmoothieStickerSmile LidLoveNote SmoothieFrozenSolid SmoothieLoopyStraw',
    music:
      'SmoothieBlenderBeat SmoothieSlurpSong SmoothOperatorCover SingToYourSmoothie JazzUpYourSmoothie BerryBeatbox SmoothieStrawFlute SmoothieCupSong',
    tech: 'AISmoothieRecipe SmoothieSlowMoPour SmoothieFruitScanner SmoothieBlenderFaceOff ShakerBottleBattle SmoothieSpinCam SmoothieNutritionApp SmoothieTimelapseMelt',
    gaming:
      'GuessTheSmoothieFruit SmoothieBetweenRounds SmoothieTasteBracket SmoothieMatchThree SmoothiePotionMixOff SmoothieIngredientBingo SmoothieDiceRecipe SmoothieCardDraw',
    pet: 'SmoothieTimeDogWalk CatSniffsMySmoothie SmoothieBunnyCarrotTop SmoothieLickMat PawsForASmoothie PetSafeFroyoCubes SmoothiePupcicles SmoothieBreakFetchGame',
  },
  suit: {
    fitness:
      'TuxedoBurpees StairsInASuit SuitUpSquats SuitStretchTest PlankInAPowerSuit BlazerBicepFlex SuitAndTieWorkout SuitJacketJumpingJacks',
    speed:
      'SuitUpIn60Seconds TuxedoBowTieRace FoldASuitFast SuitQuickChangeReveal SuitKnotSpeedrun CufflinkChallenge SuitPocketSquareBlitz SuitButtonUpDash',
    gaming:
      'TuxedoSpyMission SuitUpCharadesNight SuitUpAsAVillain SuitUpKartCup SuitUpLikeYourGameHero SuitUpBingoGala SuitDetectiveMystery SuitPokerFaceRound',
    music:
      'SuitAndTieSerenade TuxedoPianoCover SuitUpKaraokeNight SuitCroonerFaceOff SuitedSwingSong SuitBigBandLipSync JazzQuartetInSuits SuitMicStandSolo',
    prank:
      'TuxedoPizzaDelivery CerealServedInASuit SuitChauffeurPickup SuitedUpSerenade SuitWaiterAtHome RedCarpetSuitWelcome SuitUpButlerService SuitMorningNewsAnchor',
  },
  chicken: {
    gaming:
      'EarnThatChickenDinner ChickenCoopBoardGame ChickenNuggetTicTacToe FlapYourWingsChickenTag ChickenBingoNight ChickenMemoryMatch ChickenHotPotato ChickenEggSpoonRace',
  },
  spring: {
    fitness:
      'SpringPuddleHops SpringTrailRun SpringLoadedJumps SpringParkCircuit CherryBlossomCycle SpringWeedingSquats OutdoorSpringYoga SpringHikeStepGoal',
    cooking:
      'SpringPeaPesto PackASpringPicnic SpringGreensTart SpringRollSquad FirstStrawberryPie EdibleFlowerCookies SpringOnionPancakes SpringAsparagusFrittata',
    music:
      'SpringBirdsongJam SpringKazooCover SpringFeverSingAlong UkuleleSpringStrum SpringRainBeat WindChimeMelody SpringWhistleLikeABird GuessTheSpringSong',
    gaming:
      'SpringCharadesNight SpringBingoWalk SpringPuzzleRace SpringBlossomHideAndSeek EggHuntQuest SpringBirdSoundQuiz SpringWaterBalloonToss SpringFlowerTrivia',
    tech: 'SpringBloomTimelapse SpringBirdsongRecord SpringCleanYourPhone SpringPlantIDDuel SpringInOnePhotoDump SpringLockScreenGlowUp AIPlansMySpringPlot SpringWeatherAppDiary',
  },
  'earth day': {
    tech: 'EarthDayDigitalDeclutter EarthDayPhantomPowerHunt EarthDayOldPhoneRecycle EarthDaySproutTimelapse EarthDayUnplugChargers EarthDayFootprintQuiz EarthDayDarkModeWeek EarthDayPlantIDScan',
    gaming:
      'EarthDayTrivia EarthDaySortingGame EarthDayScavengerHunt EarthDayTeamQuest EcoCityBuilder EarthDayMemoryMatch EarthDayBingoHike EarthDayCharades',
    pet: 'EarthDayPetPicnic EarthDayPuppyTreePlant EarthDayCatGrassPot EarthDayDogCleanupWalk EarthDayTugToyDIY BirdBathBuild EarthDaySniffari EarthDayKittyGarden',
    fitness:
      'EarthDayLitterJog EarthDayStepCount EarthDayWalkToWork CarFreeEarthDay GoGreenBikeRide ParkCleanupSquats EarthDayStairsOnly EarthDayYogaOutside',
  },
  boat: {
    dance:
      'RowYourBoatDance RockTheBoat BoatWaveSway PaperBoatShuffle BoatDeckBoogie AnchorsAwayStomp PartyBoatTwist BoatSailorJig',
    fashion:
      'BoatShoeRunway BoatSailorCollarFit StripesOnABoat BoatDayGetReady BoatDayOutfitReveal DressLikeABoatCaptain BoatNeckFiveWays NauticalBoatLookbook',
    gaming:
      'PaperBoatFlickGame BoatPirateTreasureHunt BoatCrewMutinyBluff YouSankMyBoat BuildABoatSpeedrun NameThatFamousBoat BoatBottleCapRace BoatIslandMapQuest',
    tech: 'BoatGPSTest BoatWakeInSlowMo WaterproofCaseDunk WholeBoatRideIn60 PanoramaFromTheBoat WillItBeABoatDay MapYourBoatRoute BoatTripTimelapse',
  },
  pinata: {
    dance:
      'PinataSwingStep PinataCandyShimmy BlindfoldPinataBoogie DanceLikeAPinata ConfettiDropFreeze FiestaSkirtTwirl PinataConga PinataPartyShuffle',
    educational:
      'HowPinatasAreMade PinataPaperMacheLab PinataSevenPoints PinataStringStrengthTest SplitPinataCandyEvenly PinataPosadaStory PhysicsOfAPinata SpanishWordsPinata',
    pet: 'PinataPlushPhotoOp PinataPetBirthday PinataKittenBatter DogTreatPinata PinataStripeBlanket PuppyPaperUnwrap PinataSniffOut CatnipPinata',
    gaming:
      'PinataBossFight GuideMeToThePinata PinataHighScore GuessThePinataCandyCount PinataSketchShowdown PinATailOnThePinata PinataTriviaSmash PinataMemoryMatch',
  },
  mailbox: {
    gaming:
      'MailboxScavengerHunt MailboxRiddleDrop PenPalChessByPost SecretMailboxCodeGame MailboxSlotToss MailboxHiddenClue MailboxColorBingo MailboxTicTacToe',
  },
  nail: {
    dance:
      'NailSnapChoreo NailFingerDance FreshManiVogue ShowOffYourNails PolishDryingShimmy HandJiveNails NailWaveTransition NailClapCombo',
    fitness:
      'NailDryWallSit NailPolishPlank NailLungeBetweenCoats ManiSafeWorkout FreshNailsSquatHold HandsUpJumpingJacks NailDryingCrunches WetNailArmCircles',
    music:
      'NailTapBeat NailClickSong NailFileRhythm ManicureMelody PolishShakeMaraca SingWhileNailsDry NailBottleXylophone NailDrumFingerSolo',
    tech: 'TenNailsOneTimeLapse NailArtStopMotion ZoomInOnMyNails TouchscreenLongNails AIDesignsMyNails MatchNailsToYourCase NailFilterTryOn NailMacroPhotoShoot',
    pet: 'PawPrintNailArt PetPortraitNails NailGrinderDogCalm NailTrimTreatTrail KittyJudgesMyMani PawdicureDay NailClipHighFive NailsMatchMyCat',
    funny:
      'NailArtByMyDad LongNailsVsDailyTasks NailSalonSmallTalk WetNailsPhoneCall ManiFailReveal OpeningCansWithNails NailTypingStruggle NailPolishWrongHand',
    art: 'FamousPaintingNails TinyCanvasMani NailMarbleWaterSwirl NailFlowerStamps TenNailPortraits NailLandscapeMiniatures NailGalaxyDots NailTapeStripes',
  },
  snooze: {
    educational:
      'SnoozeButtonScience SnoozeSleepCycles SnoozeMoodTracker IsSnoozingBadForYou WhySnoozeIsNineMinutes SnoozeReflexTest SnoozeBrainFogQuiz OversleepingMyths',
  },
  'grocery shopping': {
    tech: 'GroceryAppFaceOff AIPlansMyGroceries ScanYourGroceryReceipt GroceryCartTimelapse GroceryShoppingBudgetBot GroceryDeliveryVsStore GroceryAIRecipe GroceryVoiceList',
    gaming:
      'GroceryListBingo GroceryAisleISpy GrocerySweep GroceryShoppingTrivia CheckoutHighScore GroceryShoppingCharades GroceryMemoryGame GuessTheGroceryPrice',
    speed:
      'GroceryUnpackRace GroceryListSpeedrun GroceryShoppingCartPack GroceryFindItIn60 SelfCheckoutSprint BagItFast BeatTheGroceryClock GroceryShelfStackDash',
    educational:
      'GroceryBudgetMath GroceryUnitPriceQuiz GuessTheGroceryBill GroceryBarcodeDetective ReadTheLabelGame WhyMilkIsInTheBack GroceryShoppingOrigins SpotGroceryShrinkflation',
  },
  dishwasher: {
    fashion:
      'DishwasherApronLook DishwasherPajamaChic DishwasherHairWrap SundayDishwasherStyle LoungewearLoadUp FitCheckFromTheSink DishwasherDutyDrip DishwasherGloveGlam',
    pet: 'DishwasherPetBowlClean DishwasherHumNapSpot CatInspectsDishwasher DishwasherTowelNest PupHearsTheBeep FurryKitchenForeman DishwasherGuardKitty DishwasherBoxBunnyFort',
    prank:
      'DishwasherRubberDuck DishwasherMugMessage DishwasherGooglyEyes GoldStarForDishwasher DishwasherSpoonsOnly ItUnloadedItself DishwasherBalloonSurprise DishwasherBubbleWrap',
  },
  lemonade: {
    gaming:
      'GuessTheLemonadeFlavor LemonadeSourForfeit LemonadeStandRoleplay LemonadeHotPotato LemonadePyramidToss PinkLemonadeBingo LemonadeMemoryMatch LemonadeCharades',
    wellness:
      'LemonadeSlowSip LemonadeGratitudeStand LemonadeSourToSweet LemonadeSilverLining PorchSwingLemonade SqueezeOutStress BadDayToLemonade LemonadeShadeNap',
    prank:
      'ColorChangeLemonade LemonadeWedgeSmile LemonadeGummyWormIce PinkLemonadePlotTwist LemonadeStickerSneak LemonadeStrawMustache FreeLemonadeForWorkers LemonadeTinyUmbrellas',
    pet: 'LemonadeCoolingMatNap LemonadeStandPupsicles LemonadeHamsterHideout PupLemonadeGreeter LemonadePlushFetch LemonadeKittenSunbeam LemonadePuppyShadeBreak LemonadeBunnyPicnic',
  },
  hug: {
    dance:
      'HugItOutShuffle BearHugBounce GroupHugGroove SpinIntoAHug CuddleCrewConga HugLikeNobodysWatching HugTwoStep HugAndHighFiveDance',
    fitness:
      'BearHugBurpees HugTheFinishLine SquatHugRepeat EarnYourHug HugAndStretch TreeHuggerWallSit KneeHugCrunches HugLungeWalk',
    prank:
      'BearHugAmbush HugInABox HugFakeoutHighFive SneakyHugSquad HugTagYoureIt GiantTeddyDoorstep HugFromAllTheToys HugWithIceColdHands',
    tech: 'HugOverVideoCall TenSecondTimerHug TurnYourHugIntoAGIF HugsThroughTheYears HugHeartbeatApp SlowMoHug HugEmojiOnly HugBoomerangClip',
    gaming:
      'HugItOutRematch LosersHugWinners GroupHugVictory GoodGameHug HugDiceRoll CuddleCoOpQuest FreeHugBingo HugFreezeTag',
  },
  'bus driver': {
    dance:
      'SchoolBusShuffle BusStopTwoStep BusDriverBreakRoomBop BusDriverWheelsDance BusDriverClockOutJig BusDriverWaveOff BusDriverSteeringSwing BusDriverSwayAlong',
    gaming:
      'BusDriverSaysFreeze BusDriverISpy BusDriverTrivia BusDriverHighScore PerfectRouteChallenge BusDriverCharades RushHourBusDriver BusDriverRoleplay',
  },
};
