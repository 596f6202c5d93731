import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'full moon': {
    dance:
      'MoonlightMoonwalk FullMoonHowlStep FullMoonWerewolfShuffle DanceUnderTheFullMoon 60SecondFullMoonGroove FullMoonSlowSway CanYouWaltzByFullMoon ShowUsYourFullMoonMove',
    fitness:
      'MoonSalutationFlow CanYouJumpToTheFullMoon FullMoonNightWalk FullMoonWerewolfWorkout MondayFullMoonSquats FullMoonHowlReps OneMinuteFullMoonPlank 100LungesByFullMoon',
    funny:
      'FullMoonBlameGame FullMoonSelfieFail WerewolfTransformSkit 10SecondFullMoonHowl ManInTheMoonFace MyBedtimeVsAFullMoon FullMoonCheeseDebate WhoGetsWeirdAtFullMoon',
    prank:
      'FridayFullMoonFools GlowingMoonLampSwap FullMoonWolfEarsReveal FullMoonFlashlightTrick DidYouSeeTheFullMoon FullMoonHowlBack FullMoonMadeOfCheese FullMoonGlowStickEyes',
    educational:
      'FullMoonNamesQuiz WhyTheMoonLooksBig FullMoonCookiePhases 7NightsToFullMoon 1MinuteFullMoonLesson PredictTheNextFullMoon SketchAFullMoonTonight FullMoonCalendarMath',
    cooking:
      'MooncakeBake 10MinuteFullMoonSnack FullMoonPizza FullMoonPancakes FullMoonCraterCookies 3IngredientFullMoon WhoseFullMoonIsRounder PlateUpAFullMoon',
    travel:
      'FullMoonParkPicnic FullMoonLanternStroll 10MinFullMoonWalk ChaseTheMoonrise ShowUsYourFullMoonView 5StreetsUnderAFullMoon SameFullMoonNewCity FullMoonCampout',
    fashion:
      'FullMoonAllSilverFit PearlVsSequinFullMoon 5MinuteFullMoonMakeup DressForTheFullMoon FullMoonGlowUp OneFullMoonTwoOutfits MondayFullMoonLook FullMoonScarfThreeWays',
    music:
      'FullMoonPlaylistSwap FullMoonHarmonyHum FullMoonHowlAlong SingToTheFullMoon DuetUnderAFullMoon 30SecondFullMoonMedley HarvestFullMoonSong GuessMyFullMoonTune',
    tech: 'FullMoonPhoneZoom 60SecFullMoonTimelapse FullMoonNightModeTest CanYouSnapTheFullMoon LastMonthVsThisFullMoon MakeAFullMoonWallpaper FullMoonPhotoEditOff DuetMyFullMoonPic',
    gaming:
      'FamilyFullMoonFaceOff 60SecondFullMoonQuiz FullMoonDominoDuel FullMoonWerewolfGame WhoHowlsBestAtFullMoon FullMoonCharades FullMoonFlashlightTag 20QuestionsByFullMoon',
  },
  kitchen: {
    dance:
      'DanceAcrossYourKitchen MidnightKitchenShuffle KitchenDiscoDishes KitchenTimerTwoStep FunkyFridayKitchen WhoRulesTheKitchenFloor 30SecondKitchenGroove KitchenSpatulaMoonwalk',
    fitness:
      'KitchenCounterPushUps 7DayKitchenAbs KitchenTimerJumpingJacks 10MinKitchenWorkout KitchenKettleCalfRaises LungeAcrossTheKitchen CanYouDo50KitchenSquats TurnYourKitchenIntoAGym',
    prank:
      'SurpriseKitchenCleanup KitchenCabinetBalloons KitchenFridgeKindNote KitchenTinyCutlery WhatChangedInMyKitchen KitchenRubberDuckArmy KitchenGooglyEyes 100KitchenSmileys',
    travel:
      'KitchenTourAtGrandmas CookLikeALocal AbroadVsMyKitchen 7CountryKitchenWeek 30MinuteKitchenVacation MarketToKitchenMeal KitchenRecipesFromTrips KitchenPassportNight',
    wellness:
      'KitchenResetSunday MindfulKitchenDishes WaterYourKitchenHerbs 7DayKitchenDeclutter 10MinuteKitchenTidy CleanCounterClearMind NoSpendKitchenGlowUp KitchenMorningTeaRitual',
    music:
      'StartAKitchenBand KitchenBlenderBassDrop KitchenWaterGlassTune 30SecKitchenRemix DuetMyKitchenDrums SpoonVsPanKitchenBeat ConcertInTheKitchen KitchenWhiskMaracas',
    art: 'KitchenSpiceMandala SketchYourKitchen SiblingKitchenArtBattle 5MinuteKitchenDoodle KitchenVeggieStamps PaintWithKitchenTools 30DaysOfKitchenDrawing KitchenPastaCollage',
    tech: 'LetAnAppRunMyKitchen KitchenGadgetTest AIPlansKitchenDinner 24HourKitchenTimelapse KitchenFridgePhotoAI BeforeAfterKitchenPic KitchenVoiceOnlyCook FilmYourKitchenInSlowMo',
    gaming:
      'KitchenUtensilCharades KitchenFridgePoetryDuel TriviaTuesdayKitchen CanYouBeatMyKitchenTime GuessThatKitchenSound 60SecondKitchenHunt 10ItemKitchenMemory KitchenSpoonRelayRace',
  },
  'earth day': {
    dance:
      'DanceLikeItsEarthDay EarthDayTreeSway EarthDaySeedlingRise 60SecondEarthDayGroove DuetMyEarthDayMoves 10StepsForEarthDay EarthDayLeafShimmy EarthDayTrashBagTango',
    funny:
      'EarthDayTreeVoiceover PlansVsRealityEarthDay EarthDayWhichBinDebate PlanetEarthComplains WhoForgotEarthDay ReusableBagHoarder EarthDayPlantGossip 30SecEarthDayMeltdown',
    prank:
      'EarthDayUnplugTheTV EarthDayPlantSurprise EarthDayLunchboxNote WhoLeftAnEarthDayGift SecretSaplingDrop ReusableMugAmbush EarthDayBinMonsterFace EarthDayChalkThankYou',
    travel:
      'EarthDayParkHop 1HourEarthDayWander EarthDayLocalTrailWalk GoCarFreeForEarthDay LeaveNoTraceHike WhereIsYourEarthDaySpot EarthDayBigTreeHunt 10000StepsEarthDay',
    wellness:
      '10MinEarthDaySilence EarthDayGratitudeRock EarthDaySitUnderATree ShowUsYourEarthDaySky BarefootGrassBreak SunriseOutdoorPause EarthDayStargaze 54321EarthDayGrounding',
    music:
      'EarthDayLeafWhistle EarthDayBottleBand 5ItemEarthDayDrumKit EarthSongCover EarthDayBirdsongDuet EarthDayRecycleRap 30SecEarthDayJingle SingForEarthDay',
    tech: 'EarthDayDigitalDeclutter CanYourPhoneLastEarthDay ThenVsNowEarthDayPics EarthDaySproutTimelapse OneHourOfflineEarthDay FilmEarthDayInSlowMo EarthDayDarkModeWeek EarthDayPlantIDScan',
    pet: 'ShowUsYourEarthDayBuddy PawsForEarthDay EarthDayCatGrassPot EarthDayDogCleanupWalk EarthDayTugToyDIY 10MinEarthDayPupStroll EarthDaySniffari 5GreenPetSwapsEarthDay',
    gaming:
      '60SecondEarthDayQuiz EarthDaySortingGame EarthDayScavengerHunt FamilyEarthDayFaceOff EcoCityBuilder 20QuestionsEarthDay CanYouWinEarthDayBingo EarthDayCharades',
  },
  confetti: {
    dance:
      'ThrowConfettiOnTheBeat ShuffleInConfetti ConfettiSlowMoTwirl 10SecondConfettiGroove PopAndLockConfetti WhoCatchesMoreConfetti ConfettiKickLine ConfettiFreezeDance',
    cooking:
      '3IngredientConfettiDip SprinkleConfettiOnToast ConfettiPopcornMix MilkshakeConfettiRim HomemadeVsStoreConfetti SurpriseConfettiCake 10MinuteConfettiSnack ConfettiFruitSalad',
    travel:
      'ConfettiParade NewYearConfettiDrop 7CitiesConfettiPop PackConfettiForYourTrip CatchTheConfetti 5SecondConfettiPostcard ConfettiWelcomeHome ConfettiCarnivalWeekend',
    music:
      'ConfettiBeatDrop 10SecondConfettiSong DuetMyConfettiMoment ConfettiDrumroll CelebrationCover PopperPercussion ConfettiOnTheChorus CanYouSingInConfetti',
    art: '100DotConfettiMosaic HolePunchConfettiArt ConfettiEggSurprise 5MinuteConfettiCanvas ConfettiSelfPortrait PaperConfettiBouquet ConfettiSuncatcher SpellYourNameInConfetti',
    tech: 'ConfettiBoomerang ConfettiSlowMo 10ClipConfettiMontage UnthrowTheConfetti ConfettiFilterFaceOff ConfettiVideoCallParty CanYouFreezeConfetti 30SecondConfettiEdit',
    pet: 'DrawYourPetInConfetti ConfettiThemedTreatBox ConfettiAdoptionDay 3YearsHomeConfettiCard PawtyTime ConfettiColorSnuffleMat ConfettiPrintDogBed GotchaThenVsNowConfetti',
    gaming:
      'ConfettiOnEveryWin SortConfettiIn60Seconds VictoryConfettiPop CheckmateConfetti CanYouBlowConfettiAway ConfettiForTheChampion SiblingsConfettiShowdown ConfettiColorHunt',
  },
  basement: {
    dance:
      'BasementDiscoNight BasementLimbo DanceOffInTheBasement 30SecondBasementRave FlashlightFreestyle WasherSpinCycleGroove ShowUsYourBasementMoves 5StepBasementRoutine',
    prank:
      'BasementFortReveal GuessWhatsInTheBasement 10MinuteBasementMakeover GlowStickBasementRave BasementMovieSetup BasementBalloonFlood BasementPlushAudience BasementTreasureMap',
    cooking:
      '3TinBasementSupper 15MinuteBasementLunch BasementPantryPasta BasementCannedGoodsChef CanYouMakeABasementMeal DeepFreezerDinner BasementPopcornBar SnackSundayBasement',
    travel:
      'BasementStaycation HiddenBasementCafes BasementThriftDig PlanATripToYourBasement HotelRoomVsBasement TentInTheBasement BasementBookshopCrawl 24HourBasementGetaway',
    music:
      'BasementBandPractice BasementBucketDrums 30SecBasementBeatbox DuetFromMyBasement BasementSingAlong EchoInTheCellar ShowUsYourBasementStudio 5SongBasementSet',
    tech: 'BasementGamingSetup SpeedTestYourBasement ThenVsNowBasementTour BasementWiFiDeadZone BasementTimelapseTidy OldPhoneFromTheBasement BasementCinemaOnABudget 10MinuteBasementOffice',
    pet: '5MinuteBasementPlaytime 3BoxBasementKittyCastle BasementCatTunnel FlashlightZoomies RabbitRunZone HideTreatsInYourBasement BasementSniffSafari BasementLaserChase',
    gaming:
      'BasementConsoleNight 10ShotBasementHoops BasementBoardGameCup DungeonsInTheBasement 60SecondBasementBlitz BasementCardDuel EscapeTheBasement SaturdayBasementShowdown',
  },
  dumbbell: {
    dance:
      'DumbbellToTheBeat 30SecondDumbbellGroove DumbbellShoulderShimmy 8CountDumbbellCombo DumbbellCurlAndTwirl PumpUpTheJam DuetMyDumbbellMoves DanceOffWithDumbbells',
    cooking:
      'BuildADumbbellFromFruit DumbbellShapedPancakes ProteinDumbbellBites DumbbellGainsGranola DumbbellCurlsThenCarbs DumbbellCookieStack 10MinuteDumbbellSnack 3IngredientDumbbellPops',
    fashion:
      'DumbbellFitCheck GlowUpWithADumbbell MatchYourDumbbellColor MatchingDumbbellNails 5LooksOneDumbbell 60SecondDumbbellChange DumbbellRunwayWalk DumbbellHeadbandStyle',
    wellness:
      'DumbbellMindfulReps 10MinuteDumbbellReset GentleDumbbellMorning SlowDumbbellCurls DumbbellPhoneFreeLift DumbbellGratitudeSets 7DayDumbbellHabit WindDownWednesdayDumbbell',
    music:
      'LiftADumbbellEveryChorus 3MinuteDumbbellAnthem DuetThisDumbbellRhythm DumbbellKaraokeSet DumbbellCurlsToTheBeat MyDumbbellHypeSong DumbbellLipSync DumbbellPlaylistSwap',
    tech: 'LiveVideoDumbbellFaceOff DumbbellFormCheckAI BeatTheDumbbellTimer 30DayDumbbellTimelapse AppCountsDumbbellReps DuetMyDumbbellSet DumbbellSlowMoReplay DumbbellSmartwatchTest',
    gaming:
      '100SquatDumbbellQuest DumbbellBossBattle RollTheDiceDumbbells DumbbellCurlEveryGameOver 30SecondDumbbellSpeedrun LoseARoundLiftADumbbell DumbbellCharadesReps CanYouBeatMyDumbbellScore',
  },
  tortoise: {
    fitness:
      '100SecondTortoiseSquat CanYouCrawlLikeATortoise 7DayTortoisePlank TortoiseToHareSprints SlowAndSteadyReps PatienceLungeLadder TortoiseWallSitDuel TuesdayTortoiseTrek',
    prank:
      'TortoisePlushSwap TortoiseToyInTheirBed IsItARockOrTortoise TortoiseCakeSurprise WhereDidTheTortoiseGo TortoisePebbleDecoys TortoiseSpeedingTicket TortoiseSlowMotionDay',
    cooking:
      'TortoiseShellBread MakeATortoiseFromFruit DandelionTortoiseSalad TortoiseBerryTreat 10MinuteTortoiseSandwich TortoisePancakeArt 3IngredientTortoiseSnack TortoiseSquashBowl',
    fashion:
      'TortoiseshellGlasses 60SecondTortoiseUpdo TortoisePrintScarf SlowFashionTortoise WhoWoreTortoiseBetter 5DayTortoiseCapsule TortoiseGreenGlowUp TortoiseOliveOutfit',
    music:
      'TortoiseSlowJam TortoiseMunchRemix SongForMyTortoise DuetWithATortoise TortoiseStepBeat 10SecondTortoiseTune TortoiseLullaby HareVsTortoiseRapBattle',
    art: 'TortoiseRockPainting TortoiseClaySculpt 60SecondTortoiseSketch DrawATortoiseEyesClosed ShellMosaicCoaster HexagonTortoiseDoodle TortoisePaperLantern 30DaysOfTortoiseArt',
    tech: 'TortoiseSlowMoMunch TortoiseTimelapseTrek TimeWarpATortoise OneHourOfTortoiseIn10Sec TortoiseThenAndNow ClockMyTortoiseSpeed WhichWayWillTortoiseGo TortoiseEyeViewFilm',
  },
  sunflower: {
    fitness:
      'ReachLikeASunflower OneMinuteSunflowerPose SunflowerBalanceHold SunflowerGrowSquats BloomBurpees SunflowerSunSalutation 7DaySunflowerStretch SundaySunflowerStretch',
    prank:
      'SunflowerGrewOvernight SunflowerThatFollowsThem WhoPlantedThisSunflower SunflowerOnTheirPillow 100PaperSunflowers HiddenSunflowerHunt 5SecondSunflowerSwitch SunflowerDeskMakeover',
    cooking:
      'MakeASunflowerPlate RoastedSunflowerSeeds SunflowerCookieBouquet 10MinuteSunflowerSnack CupcakeSunflowerCake SunflowerButterBites 3IngredientSunflowerBars SunflowerPancakeFaces',
    fashion:
      'HairCrownOfSunflowers StyleASunflowerThreeWays 60SecondSunflowerLook SunflowerYellowHeadToToe SundressAndSunflowers SunflowerPinOnDenim 7DaySunflowerOutfits SunflowerPrintScarf',
    wellness:
      'TurnTowardTheLight PlantOneSunflowerSeed DoodleSunflowersForCalm 5MinSunflowerBreathing SunflowerGratitude SunflowerSillGarden 30DaysToASunflower SlowSundaySunflower',
    music:
      'SunflowerSongCover DuetMySunflowerVerse SingToYourSunflower 30SecondSunflowerChorus SunflowerSeedShaker FinishSunflowerLyrics SundaySunflowerSession SunflowerKazooTune',
    pet: 'SunflowerPhotoWithMyDog ShowUsYourSunflowerBuddy SunflowerCatSniff PupInThePetals 10SecondSunflowerPose SunflowerPeekaboo SunflowerPetPortrait KittyVsSunflowerHeight',
  },
  'new year': {
    prank:
      'FakeNewYearCountdown 10SecondNewYearSurprise NewYearFortuneNotes NewYearSillyResolutions MidnightAtNinePM DidYouHearNewYearMoved NewYearInJuly NewYearPartyHatParade',
    cooking:
      'CookGrandmasNewYearDish NewYearDumplingFold 3IngredientNewYearBites ClockCakeForNewYear CountdownCupcakes 10MinuteNewYearSnack NewYearMocktailMixOff NewYearBrunchBoard',
    travel:
      '12VisitsThisNewYear WhereWillNewYearTakeYou 1HourNewYearAdventure SunriseOnNewYearsDay NewYearInTheTownSquare NewYearMapDartTrip RoadTripIntoTheNewYear NewYearParadeDayOut',
    fashion:
      '60SecondNewYearGlowUp SequinsThreeWaysNewYear ThenVsNowNewYearLook NewYearFitCheck MidnightMetallics DressedForTheCountdown NewYearTinselTiara NewYearOutfitUnder20',
    wellness:
      'WriteYourNewYearWish NewYearLetterToSelf SlowStartToNewYear WordOfTheYear NewYearOneDrawerReset NewYearMemoryJar 7DayNewYearHabit 10MinuteNewYearStretch',
    tech: '5MinuteNewYearPhoneTidy CanYouLogOffForNewYear CodeANewYearCountdown NewYearLockScreenGlowUp DigitalDeclutterDay NewYearTwelvePhotoRecap Delete500EmailsNewYear NewYearPasswordRefresh',
  },
  travel: {
    dance:
      'DanceInEveryCity BoardingGateBop 30SecondTravelGroove TravelDayShuffle 5TownsOneTravelStep DuetMyTravelMoves TravelTerminalTwist TravelSuitcaseSway',
    fitness:
      'SuitcaseSquats LayoverLaps TravelDayStretch 100JumpsPerTravelStop TravelPushUpsEverywhere TravelStepsStreak 10MinTravelSweat PackATravelWorkout',
    cooking:
      'CookWhatYouAteAbroad 10MinuteTravelSnack PassportOnAPlate TravelRecipeRecreate TravelByFork TravelSouvenirSupper 3IngredientTravelLunch OriginalVsMyTravelDish',
    fashion:
      'AirportOutfitCheck ThenVsNowTravelFit TravelOneBagTenLooks PackYourTravelCapsule SouvenirScarfKnots TravelerStreetStyle TravelLayersFiveWays 60SecondTravelChange',
    music:
      'SongForEveryCity StationPianoCover 10TrackTravelMix TravelPlaylistSwap TravelSoundsRemix DuetMyTravelChorus TravelAnthemSingOff GuessWhichTravelTune',
    art: 'TravelJournalSketch TravelTicketCollage 5MinuteTravelDoodle 30DaysOfTravelArt PaintAPostcardHome MapTheMemories DrawYourNextTravelSpot TravelSouvenirShadowBox',
  },
  bagel: {
    fitness:
      'EarnYourBagel BagelBreakBurpees 100RepsBeforeBagels SundayBagelHike BagelWallSit LoxAndLunges 5MinuteBagelWorkout CanYouPlankWithABagel',
    funny:
      'EverythingBagelMess BagelOrDonutGuess WhoCutTheBagelThisWay BagelSlicedLikeBread WorstBagelToppingWins BagelSnobReacts RateMyBagelIn10Seconds DreamVsRealityBagel',
    prank:
      'BagelCrownWakeUp BagelPillowOnTheirBed BagelGooglyEyes SmileyBagelNote BagelNecklaceSurprise BagelOnTheDoorknob RainbowBagelReveal IsThatADonutOrBagel',
    fashion:
      'BagelBrunchFit PajamasToBagelGlowUp SesameBagelNeutrals 5MinuteBagelRunOutfit 3LooksForBagelDay BagelSeedSpeckledNails DressLikeABagelSnob BagelSundayLoungewear',
    pet: 'ShowUsYourBagelPet BagelSnuffleMatDIY BagelPlushFetch CatCurledLikeABagel SnoozeInABagelBed HowManyBagelNapsToday PuppyVsBagelSqueaker BagelTunnelForKitty',
    gaming:
      'BreakfastBagelShowdown BagelFlavorBlindTest 20QuestionsBagelEdition CanYouSpinABagel 60SecondBagelTower BagelGuessTheTopping BagelRingToss BagelOrderMemory',
  },
  hammock: {
    funny:
      '5SecondHammockSnooze HammockVsDad HammockEntryStruggle HammockBurrito GracefulHammockExit TheGreatHammockFlip NarrateYourHammockNap WhoStoleMyHammock',
    prank:
      'HammockRoomService HammockLemonadeDelivery HammockBubbleWrapPop WhoIsInMyHammock 50BalloonHammock HammockStarStickers HammockPlushieSquad HammockBeachBallPile',
    educational:
      'HowHammocksBalance HammockCenterOfGravity HammockHangAngleMath WhoInventedTheHammock 3KnotsForAnyHammock HammockSafeTreeCheck ExplainAHammockIn60Sec HammockWeavingPatterns',
    travel:
      'HammockWithAView HangAHammockAtThePark CampingInAHammock HammockInMyBackpack 5SpotsOneHammock 10MinuteHammockEscape PackYourHammock HammockBackyardGetaway',
    fashion:
      'LinenInTheHammock 3HammockLooksOneScarf 60SecondHammockMakeover HammockReadyFit StripesVsFloralsHammock SunhatAndHammock HammockCoverUp HammockPajamaLounge',
    tech: 'HammockTimelapseSunset 10PhotoHammockStory FilmAHammockInSlowMo DuetMyHammockView WhatsAboveYourHammock HammockSelfieTimer 30MinPhoneFreeHammock HammockAudiobookHour',
  },
  florist: {
    dance:
      'FloristShopShuffle 30SecondFloristGroove 8CountFloristRoutine FunkyFridayFlorist FloristBloomAndBoogie DuetYourLocalFlorist WaltzLikeAFlorist ShimmyForTheFlorist',
    fitness:
      '10MinFloristWorkout FloristBucketCarry FloristFlowerPotSquats 7DayFloristCore BouquetBicepCurls TrainWithYourFlorist CanYouPlankLikeAFlorist FloristLungeAndArrange',
    prank:
      'SurpriseFloristDelivery 60SecondFloristMakeover 100PetalsFromAFlorist WhoCalledTheFlorist FloristRealOrFakeRose FloristFlowerInTheirShoe FloristBroccoliBouquet FloristPaperTulipSwap',
    cooking:
      'FloristCupcakeBouquet PlateLikeAFlorist 3IngredientFloristSnack 10MinuteFloristSalad PressedPetalShortbread FloristLavenderLemonade FloristRadishRoses FloristFruitArrangement',
    fashion:
      'FloristFlowerCrown FloristBouquetMatch OneFloristStemThreeWays DressLikeAFlorist 60SecondFloristGlowUp ThenVsNowFloristLook FloristFloralFitCheck FloristPocketPosy',
    music:
      'FloristSnipToTheBeat FloristShopSingAlong SerenadeYourFlorist 30SecondFloristJingle 5SongFloristMedley FloristRosesAreRedRap DuetWithAFlorist FlowerFridayFloristMix',
  },
  hawaii: {
    cooking:
      'HawaiianPlateLunch MakeHawaiiShaveIce 3IngredientHawaiiBowl HawaiiPokeAtHome 10MinuteHawaiiSmoothie PineappleBoatParty BringHawaiiToDinner PizzaHawaiiFaceOff',
    wellness:
      'BringHawaiiHome HawaiiRainbowGratitude HawaiiWavesWindDown 5MinuteHawaiiBreathing 7DayHawaiiCalm OhanaDinnerNight MauiSunsetJournal HawaiiSlowMornings',
    music:
      'OverTheRainbowHawaii HawaiianCoconutGroove DuetMyHawaiiVerse 5TrackHawaiiMix HawaiiWaveSoundRemix AlohaOeSingAlong 30SecondHawaiiMelody HawaiiLuauPlaylist',
    art: '5MinuteHawaiiDoodle HawaiiQuiltPattern HawaiiFlowerLeiCraft DrawHawaiiFromMemory 30DaysOfHawaiiArt PaintTheVolcano DesignAHawaiianPrint HawaiiHibiscusSketch',
    pet: 'HawaiiPineappleChewToy ShowUsYourHawaiiPet HawaiiTikiTowelNap HawaiiHibiscusPawtrait CatVsHawaiiPlushie AlohaPawPrint 10SecondHawaiiDogWiggle HawaiiPuppyShadeSpot',
  },
  diwali: {
    dance:
      'FestivalOfLightsDance DiwaliBollywoodMedley TeachGrandmaADiwaliMove 30SecondDiwaliGroove 8CountDiwaliCombo DeepavaliThumka DuetMyDiwaliSteps DiwaliGarbaCircle',
    prank:
      'WhoMadeThisDiwaliRangoli DiwaliHiddenMithai CousinGiftSwitcheroo DiwaliSweetBoxSurprise DiwaliPaperLanternReveal 50TinyDiwaliNotes DiwaliEmptyTinFakeOut DiwaliWakeUpWithLadoo',
    travel:
      '5StreetsOfDiwaliGlow DiwaliTempleLightsWalk ShowUsYourDiwaliTown DeepavaliRoadTrip 60SecondDiwaliTour DiwaliSweetShopCrawl HomeForDiwali DiwaliCommunityFair',
    fashion:
      'DiwaliSareeDraping LehengaTwirlCheck DiwaliBangleStack 60SecondDiwaliGlowUp FestiveKurtaLook DiwaliFamilyTwinning MomThenMeNowDiwali 3DiwaliDupattaStyles',
    wellness:
      '5MinuteDiwaliCalm 7DayDiwaliReset DiwaliGratitudeCircle DiwaliInnerLight WriteYourDiwaliWish DiwaliCallToGrandma DeclutterForDiwali DiwaliKindnessHamper',
  },
  strawberry: {
    dance:
      'StrawberryShuffle 20SecondStrawberryJig DuetMyStrawberryMoves StrawberrySwing ShortcakeShimmy 8CountStrawberryCombo DoTheStrawberryStomp StrawberryPicnicTwirl',
    prank:
      'StrawberryGooglyEyes StrawberryCakeIllusion 100StrawberryStickers StrawberryLunchboxNote IsItAStrawberry ShortcakeSurprise StrawberryHatPhotobomb StrawberryDoodleDoorSign',
    travel:
      'StrawberryPickingTrip 5TownStrawberryTour StrawberryPicnicDate WhoGrowsTheBestStrawberry PickYourOwnBerries FarmStandHop 1HourStrawberryOuting StrawberryMarketMorning',
    fashion:
      'StrawberryDressFit 3StrawberryLooksOneWeek 60SecondStrawberryGlowUp StrawberryGirlSummer GinghamPicnicOutfit WhoWoreStrawberryBetter ThriftAStrawberryPrint StrawberryHairClips',
    pet: 'StrawberryPatchCatNap StrawberryPlushFetch DrawYourPetAsAStrawberry PuppyVsStrawberryBall StrawberryPrintBlanket ShortcakeKitty 30SecStrawberryToyHunt WhoSnoozedOnStrawberry',
  },
  janitor: {
    fitness:
      'JanitorBucketCarry JanitorMopLunges 10MinJanitorWorkout CustodianBroomPress SweepAndSquat JanitorWallSit CanYouCleanLikeAJanitor 7DayJanitorStrength',
    fashion:
      'ThriftedJanitorFit JanitorCoverallsGlowUp JanitorToRunwayWalk CustodianUniformRemix 60SecondJanitorLook ShiftVsWeekendJanitor JanitorJumpsuitThreeWays 5DayJanitorWorkwear',
    art: 'JanitorThankYouPoster CustodianCardCraft JanitorChalkTribute PaintAJanitorBanner PortraitOfOurJanitor 5MinuteJanitorSketch JanitorComicHero 100HeartsForTheJanitor',
    tech: 'JanitorVsRobotVacuum DuetWithYourJanitor JanitorSlowMoSweep CustodianStepCount JanitorThankYouVideo 60SecondJanitorRecap JanitorTimelapseCleanup HowFarDoesAJanitorWalk',
    gaming:
      'SiblingJanitorShowdown JanitorTrashCanHoops 60SecondJanitorRace JanitorSaysFreeze JanitorBucketCurling JanitorTidyUpBingo FindTheJanitorsKeys 10ItemJanitorDash',
  },
  tent: {
    dance:
      'CanYouBoogieInsideATent TentZipDance 30SecondTentShuffle DuetFromMyTent GlampingGroove TentFlashlightDisco InTentsChoreo TentSleepingBagWiggle',
    cooking:
      'TentsideBreakfast 3IngredientTentSnack BananaBoatsByTheTent 10MinuteTentLunch TentPicnicWraps NoCookTentFaceOff TentShapedQuesadilla TentTrailMixBar',
    fashion:
      'TentToTownOutfit 60SecondTentChange GlampingTentLook CampoutFitCheck TentFlannelGlowUp 3LayersOneTentWeekend PackYourTentWardrobe TentPajamaParade',
    music:
      'TentRainBeat TentSingalong 30SecondTentSong DuetFromYourTent KumbayaRemix TentZipperBeatbox InTentsBallad 5TrackTentPlaylist',
    gaming:
      '20QuestionsInATent TentFlashlightTag 60SecondTentRace SaturdayTentShowdown SurvivalModeCampout TentCharadesRound TentShadowPuppetGuess ISpyFromTheTent',
  },
  'snow day': {
    travel:
      'SledHillSnowDay SnowDayLibraryVisit 10MinSnowDayWander 3StopSnowDayTour WinterWonderlandWalk SnowDayFirstFootprints ShowUsYourSnowDayStreet SnowDayNeighborhoodHike',
    wellness:
      'SnowDaySlowDown SilentSnowDayWalk 5MinuteSnowDayStretch SnowDayBookNook SnowflakeMeditation BuildASnowDayNest 3GoodThingsSnowDay SnowDayWindowWatch',
    tech: 'SnowDayTimeLapse 10ClipSnowDayMontage SnowDayPredictor SnowDayWeatherAppDuel FilmYourSnowDayInReverse SlowMoSnowflakes 60SecondSnowDayRecap SnowDayVideoDiary',
    gaming:
      'SiblingSnowDayShowdown SnowDayPaperPlaneCup ThousandPieceSnowDay SnowDayCharades BlizzardBoardGames 100DominoSnowDayChain CanYouWinSnowDayBingo 60SecondSnowDayStack',
  },
  'road trip': {
    dance:
      'RoadTripSeatBop 5StateRoadTripBoogie DuetMyRoadTripMoves GasStationShuffle 10SecondRoadTripGroove RoadTripLineDance RoadTripPassengerPop RoadTripShoulderShimmy',
    educational:
      'RoadTripHistoryStops RoadTripLandmarkQuiz RoadTripStateCapitals LicensePlateGeography MileMarkerMath 50FactsFromOneRoadTrip 60SecondRoadTripLesson CanYouMapOurRoadTrip',
    pet: 'RoadTripWithMyDog ShowUsYourRoadTripPup 10MinuteRoadTripZoomies SniffStopsOnRoadTrips RoadTripWaterBowlBreak BarkAtEveryStateLine RoadTripPawtraits 5ParksOneRoadTripPet',
    gaming:
      'BackseatRoadTripBattle RoadTripISpy RoadTrip20Questions LicensePlateGame AlphabetRoadTripHunt 100CowsOnOneRoadTrip BeatMyRoadTripScore RoadTripWouldYouRather',
  },
  pharmacy: {
    dance:
      'PharmacyAisleGroove 10SecondPharmacyDance PharmacistPirouette DuetWithMyPharmacyTeam PharmacyReceiptRibbon PharmacyBagShuffle 8CountPharmacyRoutine PharmacyGreenCrossStep',
    prank:
      'WhatsInThePharmacyBag LongestReceiptSurprise PharmacySillyCardPick PharmacyBandagesOnFruit PharmacyNapPrescription PharmacyCottonBallSnow PharmacyGetWellBalloons 50SmileyPharmacyNotes',
    cooking:
      'PharmacyMaltShake PharmacyEggCream ChickenSoupSickDay 1950sVsTodayPharmacy 5MinutePharmacyFloat OldTimePharmacyCola PharmacyLemonHoneyTea 3IngredientPharmacySoda',
    gaming:
      'GuessThePharmacyPrice CanYouSpellPharmacyWords PharmacyAisleBingo PharmacyCharades 60SecondPharmacyQuiz SiblingPharmacyShowdown PharmacyShopRoleplay 10ItemPharmacyMemory',
  },
  'banana bread': {
    prank:
      'BananaBreadHiddenHeart BananaBreadSecretAdmirer GuessWhoBakedBananaBread BananaBreadPorchSurprise BananaBreadKazooFanfare BananaBreadComplimentTag YouGotBananaBreaded 3LoafBananaBreadDrop',
    travel:
      'BananaBreadForTheRoad BananaBreadCafeHunt BananaBreadPicnicSwap 5TownBananaBreadTour RoadsideFruitStand PackBananaBreadAnywhere BananaBreadDeliveryDay WhereIsBestBananaBread',
    wellness:
      'BananaBreadBakeCalm 7DayBananaBreadRitual SlowSundayBananaBread BananaBreadForAFriend BreatheInBananaBread 10MinBananaBreadPause BananaBreadTeaTime BananaBreadMindfulMix',
    pet: '1HourBananaBreadDogCam BananaBreadKittenWatch CatLoafVsBananaBread BananaBreadBakingBuddy BananaBreadPawPrintCard SousChefSupervisor PuppyOrBananaBread DrawYourPetAsBananaBread',
  },
  towel: {
    fitness:
      'TowelTugOfWar 10MinTowelWorkout BeachTowelYoga TowelSliderCore 7DayTowelAbs StretchWithATowel CanYouDo20TowelSlides TowelOverheadSquats',
    prank:
      'TowelSwanSurprise WarmTowelDelivery TinyTowelSwap 5StarTowelTurndown 60SecondTowelAnimal TowelBunnyBedtimeGift WhoFoldedMyTowel TowelRoseOnPillow',
    tech: 'TowelReverseVideoTrick TowelElephantTimeLapse TowelSoakUpSlowMo CopyTheHotelTowelFold 60SecondTowelTutorial CanAIDesignATowelSwan DuetMyTowelMagic 12FrameTowelStopMotion',
    gaming:
      'SiblingTowelShowdown TowelCharadesRound TowelGridTicTacToe BeachTowelBattleship 60SecondTowelStack FoldATowelBlindfolded TowelRingToss TowelFloorCurling',
  },
  dandelion: {
    prank:
      'DandelionInsteadOfRoses DandelionButterNoseTest DandelionThatWontBlow DandelionWishForThem GuessWhoLeftADandelion YellowPetalConfetti SneakyDandelionDrop 10SecondDandelionSwitch',
    cooking:
      '10MinuteDandelionWrap 3IngredientDandelionDip DandelionLemonade WouldYouTryDandelion YardToTable DandelionGreenPesto DandelionLeafSalad DandelionSunTea',
    travel:
      'DandelionFieldTrip 100DandelionsIn1Park MapYourDandelionSpots GiantDandelionHunt DandelionWishWalk FollowTheDandelionTrail 10MinuteDandelionWander DandelionRoadTrip',
    tech: 'DandelionSlowMoBlow DandelionTimelapse CanYouFilmADandelionSeed DandelionReverseVideo ZoomIntoYourDandelion 1SecondDandelionBurst DuetMyDandelionWish YellowVsFluffyDandelion',
  },
  sponge: {
    dance:
      'SpongeSqueezeShuffle 30SecondSpongeGroove ScrubADubSpongeStep SpongeSinkShimmy DuetMySpongeMoves SoakItUpSwing 8CountSpongeCombo SpongeOnHeadBalanceDance',
    fitness:
      '100SpongeSqueezes 10MinSpongeWorkout SpongeRelayLunges WetSpongeTossCatch ScrubAndSweat SiblingSpongeFaceOff SpongeOnHeadPlank SpongeWringOutCurls',
    prank:
      'WhoNamedTheSponge GooglyEyeSponge 3SpongeFamilyReunion SecretSpongeDoodle SpongeGetsAMakeover SpongeBathtubFlotilla SpongePetAdoption SpongeSmileyFaceCutout',
    art: 'SpongeStampPrints DabASpongeSunset 5MinuteSpongeLandscape 30DaysOfSpongeArt BrushVsSpongeBattle BlotYourGalaxy SpongeAutumnLeaves SpongeCutoutAnimals',
  },
  'coffee break': {
    prank:
      'WhoPlannedMyCoffeeBreak 5MinCoffeeBreakSurprise CoffeeCupCompliments 100CoffeeBreakHearts CoffeeBreakDecafBluff GooglyEyesOnTheMugs CoffeeBreakBalloonDesk CoffeeBreakMysteryTreat',
    educational:
      'CoffeeBreakMapQuiz 5MinuteCoffeeBreakLesson TeachMeInOneCoffeeBreak CoffeeCaffeineMath 10FlagsPerCoffeeBreak WhyBreaksBoostFocus CoffeeBreakTriviaCard CoffeeBreakNewWordADay',
    travel:
      'CoffeeBreakCafeHunt ShowUsYourCoffeeBreakView CoffeeRoasteryCrawl CoffeeBreakOnAParkBench 15MinCoffeeBreakEscape EspressoStandingBar 5CitiesOneCoffeeBreak CoffeeBreakGardenVisit',
    pet: 'CoffeeBreakCuddle ShowUsYourCoffeeBreakPet CoffeeBreakFetch 5MinuteCoffeeBreakPlay 3TricksPerCoffeeBreak CatStealsMySeat CoffeeBreakPuppyWalk GuessWhoJoinsCoffeeBreak',
  },
  'home workout': {
    funny:
      'HomeWorkoutVsCouch HomeWorkoutCatClimbsOn 1RepHomeWorkoutHero NarrateMyHomeWorkout DownstairsNeighborPOV WhenTheVideoSaysEasy WhoQuitHomeWorkoutFirst HomeWorkoutSnackBreaks',
    prank:
      'HomeWorkoutCheerSquad 100HomeWorkoutHighFives MotivationPosterBlitz HomeWorkoutConfettiEnd HomeWorkoutFakeWeights SurpriseMedalCeremony 10SecondHomeWorkoutCameo WhoJoinedMyHomeWorkout',
    gaming:
      '100PointHomeWorkout LoadingScreenReps HomeWorkoutSimonSays 60SecondHomeWorkoutRound HomeWorkoutBossBattle BodyweightRPG CanYouBeatMyHomeWorkout HomeWorkoutSpinTheWheel',
  },
  treadmill: {
    travel:
      '30MinTreadmillTrip TreadmillWithAView 5CitiesOnOneTreadmill TreadmillToTokyo RateTheHotelTreadmill InclineWalkTheAlps TreadmillMilesAcrossTheUS WheresYourTreadmillGoing',
    music:
      'TreadmillSongSprints InclineWalkAnthem CanYouHumATreadmillMile ChorusOnTheTreadmill 3TrackTreadmillMix 10MinTreadmillMedley TreadmillTempoDuel TreadmillPlaylistShuffle',
    tech: 'CanYouEmailOnATreadmill 10000TreadmillSteps WalkAnyCityByTreadmill UnderDeskTreadmill SmartwatchVsTreadmill 10MinTreadmillTimelapse TreadmillTypingTest DuetMyTreadmillRun',
  },
  grill: {
    dance:
      'GrillMasterShuffle 30SecondGrillGroove 8CountGrillRoutine DuetMyGrillMoves SpatulaSpin BackyardBBQBoogie GrillPartyCongaLine GrillDadDanceOff',
    prank:
      'GrillDessertFakeout GuessWhatsOnTheGrill GrillGooglyEyes FakeGrillMarksToast GrillChefHatSurprise BurgerCupcakeBluff GrilledCheeseIsCake 50GrillHighFives',
    pet: '3TricksBeforeGrillTime CanYourPupIgnoreTheGrill DogStaresAtGrill GrillDayCoolWaterBowl 10MinFetchAwayFromGrill GrillShadeSpotSnooze PetSafeGrillTreats GrillCatWindowWatch',
  },
  trumpet: {
    funny:
      'TrumpetWakeUpCall AirTrumpetIn10Seconds TrumpetFirstSqueak SadTrumpetForEveryFail 1NoteTrumpetSolo TrumpetCheeksChallenge CanYouBeATrumpet TrumpetElephantImpression',
    travel:
      'TrumpetBuskerHunt TrumpetParadeDay BrassBandTrumpetTour JazzClubTrumpetCrawl 5CitiesOneTrumpetTune FindATrumpetInYourTown TrumpetArrivalFanfare 1MinuteTrumpetWelcome',
    fashion:
      'TrumpeterFitCheck TrumpetJazzSuit 3WaysTrumpetSkirt MariachiTrumpetOutfit 60SecondTrumpetSleeve BrassButtonBlazer RetroVsNowTrumpetHem TrumpetGoldAccessories',
  },
  pig: {
    prank:
      'WhoLetAPigInside PigNoseOnTheTeddy PlushPigSwap PiggyBankFullOfButtons PigLatinVoicemail FlyingPigBalloon PigSqueakAlarmClock PigStickerOnTheFridge',
    fashion:
      '60SecondPigGlowUp 3PigLooksOneWeek PigtailsFiveWays PigVsBunnyLoungewear PrettyInPigPink DoodleAPigOnYourTote PastelPiggyFitCheck PigPrintPajamas',
    wellness:
      'HappyAsAPigInMud CuddleYourPigPlushie PigInABlanketNap ThisLittlePiggyFootRub 10MinuteLazyPigPause 7SlowPigMornings PigOutOnRest PigletVideoBreak',
  },
  waffle: {
    prank:
      'IsThatARealWaffle SyrupSmileyWaffle WafflePlushCushion WaffleBreakfastInBed WaffleLoveNoteStack SurpriseWaffleWednesday WaffleDinerAtHome MiniWaffleMountain',
    travel:
      'BestWaffleInTown WaffleCafeCrawl 5StopWaffleTour WafflesOfTheWorld RoadTripWaffleRating ShowUsYourWaffleSpot WhoMakesAPerfectWaffle WaffleHotelBreakfast',
    wellness:
      'WaffleGratitudeSquares SlowWaffleMorning 10MinuteWaffleBreak MindfulSyrupPour WaffleWednesdayPause 7DayWaffleJournal ShareAWaffleWithSomeone WafflePhoneFreeBrunch',
  },
  icicle: {
    prank:
      'FakeIciclesEverywhere IcicleLightsSurprise 100IcicleCutouts 60SecondIcicleMakeover IcicleWindowStickers IcicleFridgeDoodle PaperIcicleDoorway IcicleMustache',
    tech: 'IcicleTimelapse IcicleSlowMoDrip CanYouFilmAnIcicleForm 24HourIcicleWatch IcicleMeltInReverse MorningVsNightIcicle DuetMyIcicleVideo 3AppsOneIciclePhoto',
    gaming:
      'IcicleRiddleQuiz 60SecondIcicleHunt Stack10PaperIcicles IcicleTicTacToe IceCaveSpeedrun IcicleTriviaDuel GuessTheIcicleCount IcicleBossRush',
  },
  music: {
    fitness:
      'SquatToYourMusic MusicBeatPushUps 4MinuteMusicHIIT MusicStopsYouDrop SongLengthPlank BassBoostBurpees 3TrackMusicWorkout MusicJumpRopeRhythm',
    cooking:
      'MusicNoteCookies StirToTheMusic 3MinuteMusicSmoothie MusicGenreSnackPairing 5TrackMusicDinner GuitarShapedPizza MusicDecadeCookOff WhatDoesYourMusicTaste',
    fashion:
      'MusicFestivalFit MusicIconLookalike 60SecondMusicGlowUp 3DecadesOfMusicStyle BandTeeFiveWays WearTheAlbumCover DressLikeYourMusicTaste MusicNoteNailArt',
  },
  notebook: {
    prank:
      'WhoDrewInMyNotebook NotebookInvisibleInk NotebookCoverSwap SneakyDoodleAddition NotebookSecretFlipbook 100TinyNotebookHearts SurpriseNotebookPoem NotebookFortuneTeller',
    cooking:
      'NotebookListDinnerDare CookFromOldNotebooks NotebookRecipeSwap 7DayNotebookMenu GrandmasNotebookPie NotebookSketchToBake 10MinuteNotebookMeal PlateWhatYourNotebookSays',
    gaming:
      'CanYouSolveMyNotebook NotebookDotsAndBoxes NotebookTicTacToe DeskmateNotebookDuel NotebookPaperFootball BattleshipInTheMargins 10LevelNotebookQuest 60SecondNotebookMaze',
  },
  'action figure': {
    prank:
      '50ActionFiguresOnPatrol ActionFigureInMyShoe CanYouSpotAnActionFigure ActionFigureWakeUpCall ActionFigureIsWatching FigureGuardsTheFridge ActionFigureDeskParade LunchboxActionFigure',
    travel:
      '5PlacesOneActionFigure ActionFigureTakesTheBus PackYourActionFigure WhereIsMyActionFigureNow TinyHeroLandmarks ActionFigureVsTheSlide ActionFigureRoadTrip HikingActionFigure',
    gaming:
      '3RoundActionFigureCup ActionFigureDiceDuel ActionFigureBossFight CanYouStackActionFigures 60SecondActionFigureHunt RollForHeroics ChessActionFigure ActionFigureBowling',
  },
  'magic trick': {
    fashion:
      'MagicTrickOutfitChange 1SecondMagicTrickGlowUp MagicianCapeLook 3FitsOneMagicTrick VelvetBlazerMagic MagicTrickSleeveStyle CanYouSpotTheMagicTrick MagicTrickGlovesOn',
    wellness:
      'MagicTrickToCheerAFriend ShowMomYourMagicTrick EverydayMagicJournal 10MinMagicTrickPractice MagicTrickForGrandpa FindTheMagicToday 7DayMagicTrickHabit MagicTrickCalmHands',
  },
  smoothie: {
    prank:
      'SmoothieCupDoodles GuessTheSmoothieFlavor SmoothieGooglyEyeBlender SmoothieBaristaCosplay 100SmoothieSmileys LidLoveNote SmoothieFrozenSolid SmoothieLoopyStraw',
    travel:
      'SmoothieBarHop SmoothieAroundTheWorld 5TownSmoothieTour LocalFruitSmoothieHunt ShowUsYourSmoothieSpot 1HourSmoothieAdventure FarmersMarketSmoothie SmoothieThermosHike',
  },
  boat: {
    fitness:
      '7DayBoatAbs BoatPoseHold RowTheBoatFromYourChair BoatRockingCrunches AnchorsAweighPlank BoatPaddleSquats OneMinuteBoatCore CanYouRockLikeABoat',
    funny:
      'BoatCaptainImpression LivingRoomBoatRace CanYourFoilBoatFloat BoatPoseOnDryLand NarrateABoatTrip BoatyMcBoatfaceNames BoatSnackGoneOverboard 5SecondBoatChristening',
  },
  art: {
    fitness:
      'StatuePoseHold 50SquatsPerArtPiece CanYouMoveLikeModernArt ArtistArmDay ArtAttackHIIT TheThinkerWallSit 5MinuteArtBreakWorkout ArtCanvasCarryLunge',
    pet: 'PawPrintArt CatKnocksOverEasel ArtWithMyDog DrawYourPuppyAsPopArt ArtistsAndTheirPets ArtKittenCritic GotchaDayVsNowArt 5MinuteFurBabyArt',
  },
  lunchbox: {
    dance:
      'LunchBreakBoogie LunchboxLatchPop 30SecondLunchboxGroove DuetMyLunchboxBeat ThermosShimmy 8CountLunchboxCombo LunchboxRobotDance LunchboxTapDance',
    fitness:
      '10MinLunchboxWorkout WalkThenOpenLunchbox LunchboxFarmerCarry 50RepsBeforeLunchbox CanYouCurlYourLunchbox ThermosSquats PassTheLunchboxRelay LunchboxBalancePlank',
  },
  sunshine: {
    tech: 'SunshineOnlyCharge SunshineSelfieLightHack SunshineTimelapse MorningLightAlarmTest FilmYourSunshineShadow DuetMySunshineView 10SecondSunshineEdit WhoGetsMoreSunshine',
    gaming:
      'SiblingSunshineShowdown SunshineScavengerHunt 60SecondSunshineRace ChessInTheSunshine SunshineFreezeTag PorchCardTournament 10RoundSunshineHopscotch SaturdaySunshineGames',
  },
  dishwasher: {
    prank:
      'DishwasherRubberDuck WhoLoadedTheDishwasher DishwasherGooglyEyes GoldStarForDishwasher 50StickyNotesDishwasher ItUnloadedItself DishwasherBalloonSurprise DishwasherBubbleWrap',
    tech: 'DishwasherLoadTimelapse DishwasherStopMotion AIRatesMyDishwasher CanYouBeatTheDishwasher 60SecondDishwasherHack DishwasherAndAPodcast DishwasherDoneAlert DuetYourDishwasherSong',
  },
  'slow cooker': {
    fitness:
      'SlowCookerSetAndRun StewSimmerSquats 20MinSlowCookerWorkout SlowCookerHIITBreak SlowCookerStepGoal 100RepsBeforeSlowCooker SlowCookerYogaFlow CanYouOutlastSlowCooker',
    prank:
      'WhatsInTheSlowCooker SlowCookerNoteUnderLid SlowCookerCocoaSurprise DinnerIsAlreadyDone SlowCookerSecretSupper SlowCookerGooglyEyes SlowCookerMenuCard SlowCookerFullOfCandy',
  },
  'trash can': {
    tech: 'HungryTrashCanStopMotion 1WeekTrashCanTimelapse TrashCanSortingAI TouchlessTrashCanHack VoiceOverYourTrashCan TrashCanPOVBinDay 10SecondTrashCanMakeover TrashCanPickupCalendar',
    gaming:
      '20ThrowsIntoTrashCan TrashCanPaperHoops 60SecondTrashCanDunks TrashCanTrickShots SiblingTrashCanShowdown WhoMissesTheTrashCan BlindfoldTrashCanToss TrashCanSockBasketball',
  },
  running: {
    cooking:
      'RunningEnergyBites 5MinuteRunningFuel PostRunPancakes RunningRecoveryShake OnYourMarksMuffins RunningLateBreakfast 3IngredientRunningSnack HomemadeVsStoreRunningBar',
  },
  football: {
    prank:
      'FootballPenaltyFakeout FootballLineupIntro 10SecondFootballSurprise FootballFakeThrow ConfettiBucketDunk FootballChantAlarm FootballHallwayCheer FootballLiveCommentary',
  },
  roast: {
    prank:
      'RoastThenToast ComplimentRoast RoastedWithLove RoastButOnlyPraise RoastyBirthdayCard GrandmaRoastsYou 3NiceThingsRoastStyle DuetMySweetRoast',
  },
  pancake: {
    travel:
      'PancakesWithAView 5TownPancakeTour MapleFarmPancakes WhereIsYourPancakePlace PancakesAtGrandmas FlapjackRoadTrip 1HourPancakeGetaway PancakeRaceInThePark',
  },
  sweater: {
    travel:
      '1SweaterFiveCities SweaterFromEveryTown SweaterWeatherTrip CozyCabinEscape KnitwearMarketTour PackOneSweaterOnly WhereHasYourSweaterBeen SweaterAutumnLeafWalk',
  },
  kayaking: {
    pet: '3HourKayakingDogCam DrawYourPupKayaking KayakingCardboardCatBed 10SecondSofaKayakingBuddy KayakingTreatOnShore WhoMissedMeKayaking KayakingPlushFetch KayakingPetPOV',
  },
  textbook: {
    fitness:
      '7DayTextbookAbs TextbookSquatPerPage HeavyTextbookPress TextbookLungeAndRead BookOnHeadPosture 10MinTextbookWorkout CanYouCurlATextbook StudyBreakTextbookRelay',
  },
  doorbell: {
    prank:
      'DanceForYourDoorbellCam DoorbellSoundSwap DoorbellGooglyEyes WaveToTheDoorbell WhoRangMyDoorbell PorchSurpriseParade DoorbellJokeOfTheDay DoorbellGiantBoxReveal',
  },
  rug: {
    fashion:
      'OutfitMatchesTheRug TuftedRugHandbag CanYouBlendIntoYourRug RugInspiredNails 60SecondRugLook RugPrintPants RugToRunway 3FitsOneRug',
  },
};
