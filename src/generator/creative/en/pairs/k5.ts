import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  fall: {
    dance:
      'FunkyFallFriday 30SecondFallShuffle 7DaysOfFallMoves FallSweaterWeatherSway FallIntoTheGroove FallRakeAndShake DoTheFallBackStep FallLeafDanceOff',
    fitness:
      'WalkAFallMileWithMe FallLeafBagLunges RakeTheFallLeaves FallPumpkinCarry FallBackBurpees FallSweaterSweat 30DayFallSquats 10MinuteFallWorkout',
    funny:
      'RateMyFallLeafPile FallFlannelOverload SummerToFallOvernight WorstFallGlowUpEver PumpkinSpiceEverything 60SecondFallRant FallVsAutumnDebate FallSquirrelNarrator',
    prank:
      'DidYouFallForIt FallGooglyEyeGourds 7DayFallAcornTrail FoolThemFallFriday AutumnConfettiToss FallTreatPorchDrop FallScarecrowGreeter FallPumpkinFaceSwap',
    travel:
      'FallFoliageTrainRide FallApplePicking AutumnParkPicnic 10FallStopsNearHome SummerVsFallSameSpot FallPumpkinPatchTrip ShowUsYourFallStreet SmallTownFallSaturday',
    wellness:
      'FallSlowMorning FallGratitudeWalk 5MinuteFallPause SelfCareFallSunday BeLeafInYourself 30DayFallJournal FallTeaRitual NameYourFallComfort',
    music:
      'HumAFallDuet FallLeafCrunchBeat FallPorchJam FallSweaterWeatherSong AutumnLeavesSingAlong 7DaysOfFallTunes FreestyleFallFriday MyFallPlaylistVsYours',
    art: 'FallLeafCollage FallPineconeOwls PaintAFallTree 30DayFallSketchbook AutumnInThreeColors 10MinuteFallDoodle WatercolorFallWednesday DrawFallFromMemory',
    tech: 'FallFoliageTimelapse OneMinuteFallEdit 30DayFallSnapStreak FallPhotoPaletteMatch FallFilterFaceOff AutumnColorPicker MakeYourFallWallpaper FallStopMotionAcorns',
    gaming:
      'FallLeafPileHideAndSeek FallAcornCornhole CozyFallFarmSim FamilyFallTriviaBattle 5MinuteFallItemHunt AutumnBoardGameBash CanYouBeatMyFallScore FallBingoWalk',
  },
  librarian: {
    dance:
      'LibrarianSilentDisco LibrarianShushShuffle BookCartLibrarianBop DeweyDecimalDance TiptoeLibrarianTuesday 30SecondLibrarianGroove StudentVsLibrarianStrut TwirlLikeALibrarian',
    fitness:
      'LibrarianBookCurls ShelveLikeALibrarian 30DayLibrarianStrength LibrarianTopShelfStretch 5MinuteLibrarianWorkout StudentVsLibrarianPlank LibrarianLungeLap LibrarianStackSquats',
    prank:
      'LibrarianBlindDateBook 100TinyLibrarianNotes LibrarianStickerSurprise ShushThemLibrarianStyle LibrarianHomeShelfLabels CanYouFoolTheLibrarian LibrarianForADay LibrarianComplimentSlip',
    cooking:
      'LibrarianCookbookPick LibrarianStackedPancakes LibrarianBookClubBites LibrarianCookTheNovel 15MinuteLibrarianSnack TeaTimeLibrarianTuesday BakeForYourLibrarian 7DayLibrarianLunchbox',
    travel:
      'LibrarianVsTourGuide LibrarianPicksMyRoadTrip BookBoxLibrarianWalk LetTheLibrarianPlanIt LibrarianBookshopHop SundayLibrarianStroll AskALocalLibrarian LibrarianMuseumDayOut',
    fashion:
      'LibrarianGlassesChain DressLikeALibrarian LibrarianCardiganFit CozyLibrarianGlowUp TartanLibrarianTuesday RetroVsTodayLibrarian LibrarianStyleSwap 7DayLibrarianOutfits',
    music:
      'LibrarianRapBattle ShushLibrarianBeat LibrarianStampRhythm LibrarianWhisperKaraoke 7DayLibrarianSingStreak 60SecondLibrarianRemix DuetMyLibrarianLullaby StorySongLibrarianSunday',
    art: 'SpineRainbowLibrarian LibrarianBlackoutPoem 30DayLibrarianSketches LibrarianShelfGlowUp LibrarianCoverSelfie TinyArtLibrarianTuesday DrawYourLibrarian 5MinuteLibrarianBookmark',
    pet: 'LibrarianReadingDog HireYourCatAsLibrarian PetLibrarianStoryTime LibrarianPawsAndPages PuppyVsKittenLibrarian TabbyLibrarianTuesday LibrarianBunnyBookNook LibrarianKittyCheckout',
    gaming:
      '60SecondLibrarianQuiz BookwormLibrarianQuest CanYouStumpTheLibrarian LibrarianWhodunit LibrarianBookCharades TriviaLibrarianThursday LibrarianWordLadderDuel LibrarianCrosswordRace',
  },
  'bucket list': {
    dance:
      '30DayBucketListMoves BucketListSalsaAtHome BucketListFirstWaltz BucketListMoonwalk BucketListDanceInTheRain 60SecondBucketListGroove MomAndMeBucketListDuet SambaBucketListSaturday',
    funny:
      'BucketListVsReality TinyBucketListGoals ThenAndNowBucketList LazyBucketList BucketListByGrandma GuessMyWeirdBucketList BucketListAsACat 10AbsurdBucketListWishes',
    prank:
      'BucketListDreamJar BucketListBalloonSurprise BucketListSillyAddOns FoolThemBucketListFriday BucketListBackyardSafari BucketListMysteryDay SecretBucketListWish BucketListWrongCityReveal',
    cooking:
      'SouffleBucketListSunday BucketListCroissants BucketListSushiAtHome 30DayBucketListRecipes BucketListSourdough CanYouCookYourBucketList MomVsMeBucketListBakeOff BucketListMacarons',
    fashion:
      'FancyBucketListFriday WearYourBucketListLook BucketListDreamOutfit BucketListRedCarpetWalk 7DayBucketListFits BucketListSomedayShoes BucketListThriftHaul MyBucketListGlowUp',
    wellness:
      'BucketListSmallJoys 30DayBucketListJournal BucketListSoloDate 5MinuteBucketListReset SlowBucketListSunday OneNewThingAWeek GratefulBucketList BucketListKindActs',
    speed:
      'BucketListSpeedrun BucketListInADay 60MinuteBucketList BucketListTimeTrial TenThingsBeforeNoon CanYouFinishMyBucketList LunchBreakBucketList BestFriendBucketListRace',
    art: 'DrawYourBucketList BucketListMapArt 30DayBucketListSketches TinyBucketListTuesday 10MinuteBucketListDoodle BucketListVisionBoard BucketListScrapbook BucketListPhotoBook',
    gaming:
      'GamingBucketList 100PieceBucketListPuzzle SiblingBucketListShowdown BucketListArcadeRecord BucketListAchievements OneHourBucketListQuest RetroVsModernBucketList BucketListFirstChessWin',
  },
  japan: {
    dance:
      'JapanIdolChoreo 30SecondJapanGroove FunkyJapanFriday DuetMyJapanFanWave JapanSakuraSway JapanAnimeEndingDance JapanNinjaDanceOff 7DayJapanMoves',
    fitness:
      'JapanRadioTaiso JapanSumoStompSquats WarmUpTheJapanWay 5MinuteJapanStretch JapanTenThousandSteps MorningJapanMonday NinjaJapanCircuit JapanKneelAndHold',
    funny:
      'JapanChopstickFails ExplainJapanBadly JapanSnackTasteTest MeBeforeVsAfterJapan 5JapanFactsNobodyBelieves JapanLostInTranslation SlurpingInJapan JapanCapsuleHotelTour',
    prank:
      'SurpriseJapanDinner JapanBentoLoveNote TrickThemJapanTuesday FakeJapanPostcard GuessWhoFlewToJapan JapanFoldedFrogArmy JapanOrigamiCraneFlock CanYouFoolMomInJapanese',
    wellness:
      'SlowSundayJapanStyle JapanMatchaMorning BrewJapanGreenTea JapanTenMinuteStillness 60SecondJapanBreathing JapanIkigaiJournal DeclutterLikeJapan JapanHaikuADay',
    music:
      'JapaneseLyricsDare TableTaikoJapanTuesday JapanKaraokeNight 30SecondJapanCover DuetMyJapanLullaby JapanAnimeThemeSing 7DayJapanSongStreak JapanChopstickDrumming',
    tech: '60SecondJapanVirtualTour JapanTranslateAppTest EmojiTriviaJapanBattle TypingJapaneseTuesday JapanStreetViewGuess OldVsNewJapanPics JapanAnimeSelfieEdit JapanWordADayStreak',
    pet: 'JapanCatInABox BentoBowlJapanGlowUp JapaneseNameForMyPet TreatTimeJapanTuesday JapanBowTrickPup 7DayJapanDogLessons 60SecondJapanPlushFetch JapanLuckyCatPawWave',
  },
  milkshake: {
    dance:
      'MilkshakeShimmy MaltShopTwist MilkshakeSockHop WhippedCreamWiggle 30SecondMilkshakeGroove MilkshakeShimmyDuet MilkshakeMoonwalk VanillaVsChocoMilkshake',
    prank:
      'MilkshakeFlavorMystery MilkshakeGooglyEyes IsThatAMilkshake MilkshakeWhippedSmiley GiantSillyStraw MilkshakeNoteOnCup MilkshakeDateInvite MilkshakeStickerSneak',
    fashion:
      'MilkshakePastelLook PoodleSkirtFit MilkshakeCherryCharm 5MilkshakeFlavorOutfits MilkshakeRetroGlowUp StrawberryVsMintMilkshake SprinkleMilkshakeSunday MilkshakeStripedTee',
    wellness:
      'MilkshakeTwoStrawsChat SlowSipSunday PayItForwardMilkshake 10MinuteMilkshakeBreak OneMilkshakeThreeThanks SunsetShakeStroll MilkshakeMemoryLane MilkshakeWithGrandpa',
    music:
      'DinerMilkshakeDuet MilkshakeDooWop MaltShopHarmony ShakeRattleAndRoll MilkshakeBlenderBeat MilkshakeStrawKazoo MellowMilkshakeMonday 30SecondMilkshakeJingle',
    art: 'MilkshakeDripArt SiblingMilkshakeDrawOff 30DayMilkshakeSketches DesignAWildMilkshake MilkshakeStillLife 5MinuteMilkshakeDoodle MilkshakeWatercolor MarkerMilkshakeMonday',
    tech: 'MilkshakeSlowMo MilkshakeMeltdownLapse MilkshakeMakesItself EmojiMilkshakeFaceOff AIInventsAMilkshake StopMotionYourMilkshake OneMinuteMilkshakeEdit MilkshakeHowToReel',
    pet: 'HideTheMilkshakeSqueaker MilkshakePlushFetch MeowMilkshakeMonday 7DayMilkshakeCupPuzzle MilkshakeBoothSnuggle PetDinerPhotoOp MilkshakeSqueakyToy MilkshakeKittyPortrait',
  },
  study: {
    fitness:
      'StudyBreakBurpees StudyChapterSquats StudyWalkingReview PomodoroPushUps 10LungesPerStudyPage CanYouStudyInAPlank 5MinuteStudyStretch WorkoutStudyWednesday',
    prank:
      '7DayStudyCheerNotes StudyGooglyEyesEverywhere CanYouStudyThroughThis WrapTheirStudyDesk StudyFunnyBookCover FoolYourStudyBuddyFriday SecretStudyFairy StudyPlaylistSwitcheroo',
    cooking:
      '10MinuteStudyLunch 3IngredientStudyBowl StudyEnergyBites StudySnackBento FinalsWeekMealPrep MatchaLatteFocus SmoothieStudySunday StudyBreakPopcorn',
    travel:
      'StudyCafeHopping StudyOnTheTrainRide 5StudySpotsNearYou StudyWithAView LibraryVsParkStudy QuietCornersOfTheCity StudyInAMuseum ShowUsYourStudyNook',
    wellness:
      'StudyBreakBreathing 5MinuteStudyReset SlowStudySunday StudyGuiltFreeNap FinalsWeekSelfCare ExamEveWindDown StudyStretchEveryHour 3WinsPerStudyDay',
    art: 'StudyMindMapArt MessyStudyPageGlowUp 30DayStudySketchbook StudyGuideComic AestheticNotesTour 10MinuteStudyPoster WatercolorStudyWednesday StudyFlashcardDoodles',
    pet: 'StudyCatOnTheNotes StudyDogWalkBreak StudyWithMyPet OneTreatPerStudyHour CanYourPupOutStudyYou FurryFocusStudyFriday StudyPawtner 25MinuteStudyCuddle',
  },
  laundromat: {
    fitness:
      'LaundromatBasketCarry LaundromatJugCurls WalkToTheLaundromat 30MinuteLaundromatWorkout 100LaundromatSquats RinseAndRepeatReps FitLaundromatFriday LaundromatCalfRaises',
    prank:
      'LaundromatTeddyLoad LeaveALaundromatJoke FreeDryAtLaundromat SoapOperaLaundromat LaundromatSecretFolder LaundromatComplimentCard LaundromatShrunkShirt LaundromatFakeLintBeard',
    cooking:
      '30MinuteLaundromatPicnic LaundromatThermosSoup WashDayRedBeans 3StepLaundromatWraps SnackyLaundromatSunday LaundromatLunchbox BentoAtTheLaundromat LaundromatSandwichRun',
    fashion:
      'LaundromatFitCheck 5LaundromatLooksIn1Load RetroLaundromatShoot AllDenimLaundromat SockStyleLaundromatSunday LaundromatLastCleanShirt PajamaLaundromatGlowUp LaundromatSlipperRunway',
    music:
      'LaundromatWasherBeat LaundromatDryerDrums RemixTheLaundromat 30SecondLaundromatJingle SpinCycleSymphony LaundromatTumbleTunes SingingLaundromatSaturday SockPuppetLaundromatDuet',
    tech: 'LaundromatCycleTimelapse CanYouWorkFromALaundromat 60SecondLaundromatTour 10ClipLaundromatStory TechLaundromatTuesday LaundromatSlowMoSpin LaundromatLaptopOffice LaundromatVlog',
    gaming:
      'GuessLaundromatSounds LaundromatSockMemory 5MinuteLaundromatGame ChessAtTheLaundromat OneLevelPerLoad LaundromatCardsTillDry 10RoundLaundromatRematch LaundromatTriviaDuel',
  },
  farm: {
    fitness:
      '30DayFarmStrength 10MinuteFarmWorkout FarmPumpkinCurls CanYouMoveLikeFarmAnimals FitFarmFriday FarmChoreBootcamp FarmYardStarJumps FarmBucketLunges',
    prank:
      'FarmRoosterWakeUpCall 20ToyFarmCowsEverywhere FarmScarecrowStandIn HayGotchaFarmPrank CanYouMooBackFarmStyle MooingDoorbell FarmAnimalFaceSwap FarmPigInTheFridge',
    cooking:
      'FarmEggsFiveWays SaladFromTheFarmStand ChurnYourOwnButter CanYouCookALocalFarmMeal FlatbreadFarmFriday 20MinuteFarmVeggieBowl FarmFreshJamSession FarmHarvestSoupDuel',
    fashion:
      'FarmFlannelFit FarmToRunway OverallsThreeWays FarmBootsGlowUp FancyFarmFriday ShowUsYourFarmHat CityVsFarmStyle 7DayFarmOutfits',
    wellness:
      'FarmSunriseCoffee SlowHomesteadDay 10MinuteFarmStillness FarmSunsetWalk SereneFarmSaturday 5FarmSoundsToUnwind FarmAnimalTherapy FarmGoatCuddles',
    music:
      'OldMacDonaldRemix FarmAnimalSoundsSong MooAndMeFarmDuet FarmyardBeatbox FarmBucketDrums 30SecondFarmJingle SerenadeTheFarmCows FolkFarmFriday',
    gaming:
      'FamilyFarmTriviaBattle FarmChoresLevelUp FarmHarvestSpeedrun CanYouBuildTheBestFarm BarnyardBoardGame CozyFarmLifeQuest FarmAnimalCharades 30DayFarmSimStreak',
  },
  'rainy day': {
    fitness:
      '100RepRainyDayWorkout HallwayRelayRainyDay RainyDayPuddleHops 10MinuteRainyDayCardio RainyDaySofaSquats SweatOutTheStorm RainyDayPlankOff RainyDayYogaFlow',
    prank:
      'RainyDayUmbrellaConfetti 50PaperDropsRainyDay RainyDayDuckInvasion RainyDayFakeForecast IsItARainyDayInHere FoolThemRainyDayFriday RainyDayWindowMessage RainyDayBootSwap',
    travel:
      'RainyDayCityWalk RainyDayMuseumTrip RainyDayCafeHop 5FreeRainyDaySpots OneHourRainyDayEscape UmbrellaPhotoTour ShowUsYourRainyDayTown RainyDayLibraryDate',
    tech: 'RainyDayTimelapse RecordYourRainyDaySounds SlowMoRainyDayPuddle ForecastVsRainyReality RainyDayPhoneFilmFest 60SecondRainyDayEdit TechyRainyDayTuesday RainyDayStopMotionMovie',
    pet: 'RainyDayZoomies RainyDayHallwayFetch 5RainyDayPupGames DogRefusesRainyWalk CatVsRaindrops 10MinuteRainyDayPlaytime RainyDayTreatHunt WaggyRainyDayWednesday',
    gaming:
      '10GameRainyDayMarathon RainyDayCardTourney OneHourRainyDayQuest ChessOnARainyDay RainyDayHideAndSeek RainDelayRematch RainyDayBlockTowerDuel TriviaRainyDayThursday',
  },
  bathroom: {
    dance:
      'BathroomMirrorDance BathroomToothbrushBop BathroomTowelTwirl 2MinuteBathroomGroove HairbrushMicDrop ShowerCapShimmy WiggleBathroomWednesday MomVsMeBathroomBoogie',
    fitness:
      'BrushAndSquat BathroomCalfRaises BathroomWallSit BathroomCounterPushup FlossAndLunge 2MinuteBathroomWorkout 20RepBathroomRoutine MoveItBathroomMonday',
    cooking:
      '5MinuteBathroomTreats RubADubBathroomGrub DuckyBathroomCookies BathroomSpongeCake BathroomTowelRollCake BathroomCucumberCooler BathroomSpaMocktail SweetBathroomSaturday',
    fashion:
      'BathroomMirrorFitCheck BathroomGetReadyWithMe MessyBunBathroomGlowUp ShowerCapCouture RobeToRunway 60SecondBathroomLook BathroomDoorReveal 5BathroomTowelStyles',
    tech: 'BathroomMirrorSelfieHack BeforeAndAfterBathroom 7DayBathroomVideoDiary 60SecondBathroomEdit ToothbrushAppTest TimelapseBathroomTuesday BathroomCleanByTimer BathroomTidyStopMo',
    gaming:
      'EscapeTheBathroom BathroomRollStackOff 10ThingBathroomBingo BathroomTilePuzzle BathroomSpotTheChange 60SecondBathroomHunt CanYouBeatMyBathroomTime BathroomTPBowling',
  },
  frog: {
    dance:
      '30SecondFrogGroove FrogSquatShuffle FamilyFrogDanceOff LeapLikeAFrog FrogRibbitRumba FunkyFrogFriday TheFrogLegTwist FrogFreezeFrame',
    fitness:
      'FrogJumpReps FrogPoseStretch 30DayFrogStrength LeapfrogRelay FrogPlankCroaks OneMinuteFrogCircuit FrogSquatHops CanYouOutLeapAFrog',
    cooking:
      'FrogCupcakes 15MinuteFrogSnack FrogOnigiri LilyPadFrogCookies CanYouMakeAFrogSmoothie HopIntoFrogBread FrostedFrogFriday FrogKiwiToast',
    fashion:
      'FrogBucketHat 7DayFrogOutfits LilyPadFrogLook DressLikeATreeFrog FrogRibbitRunway FrogGreenFitCheck FrogPrinceGlowUp FreshFrogFriday',
    tech: '100FrameFrogFlipbook 30SecondFrogEdit FrogSlowMoJump ClayFrogStopMotion FrogFilterFaceSwap TurnFrogCroaksIntoBeats CanYouCodeAFrogGame FrogGreenScreen',
    gaming:
      'FrogPrinceCharades FrogTongueCatchDuel FrogFlickHighScore FrogHopscotch LeapfrogTournament 60SecondFrogHopRace CanYouLandAPaperFrog 10FrogBingoRounds',
  },
  soda: {
    fitness:
      'SodaCanCurls NoSodaStreak 50SodaSquats SodaBottlePress SwapSodaForSweat 5MinuteSodaWorkout SodaCapPlankOff FullBodySodaFriday',
    prank:
      'DidIShakeYourSoda 7DaySodaNoteStreak SodaCanCandyStash SodaGooglyEyeArmy FoolThemSodaFriday SodaCrateFortSurprise NameOnASoda SodaStrawCrazyLoop',
    fashion:
      'SodaTabJewelryDIY SodaColorFitCheck SodaCanHairRollers CherryVsLimeSodaLooks VintageSodaGlowUp PoodleSkirtTwirl RetroSodaShopOutfit SweetSodaSaturday',
    music:
      'SodaBottleFlute SodaCanDrumKit 30SecondSodaJingle SodaFizzRhythm BestieSodaDuet BubblesBeatDrop SingingSodaSaturday SodaGlassXylophone',
    tech: '10SecondSodaPourEdit SodaFizzSlowMo SodaCupPhoneSpeaker 5ClipSodaCommercial AIInventsASoda SodaStopMotionHeist UnspillTheSoda CanYouFilmSodaBubbles',
    pet: 'SodaBoxCatFort 7DaySodaToyRotation SodaBottleTreatSpin NapInASodaCrate 60SecondSodaSniffHunt SodaCartonTunnel WhiskersSodaWednesday SodaCupSnuffleGame',
  },
  baseball: {
    dance:
      'BaseballWalkUpDance 30SecondBaseballGroove BaseballHomeRunTrot SiblingBaseballShowdown SeventhInningShuffle RallyTowelTwirl SwingBaseballSaturday BaseballMascotMoves',
    funny:
      'BaseballUmpireAtHome BaseballSecretSigns 60SecondBaseballDayRecap BaseballSlideIntoBed ExplainBaseballBadly MyWalkUpSongIs MomVsDadBaseballRules BaseballCallingTheDishes',
    prank:
      '9InningBaseballNoteHunt BaseballTicketReveal BaseballUmpWakeUpCall WhoSignedMyBaseball BaseballCardOfDad WalkUpSongAmbush BaseballAnnouncerIntro BaseballFoamFingerFan',
    cooking:
      'BatterUpBaseballPancakes BaseballCookies BaseballPretzelBites BaseballSnackStadium GrandSlamSliders SundayBaseballSpread 15MinuteBaseballNachos BaseballSunflowerSeeds',
    fashion:
      'BaseballJerseyFit ThriftedBaseballGlowUp SportyBaseballSaturday BaseballCapFiveWays PinstripePerfect HomeVsAwayBaseballLook BaseballTeeRestyle BaseballMomStyle',
  },
  'meal prep': {
    dance:
      'MealPrepSpatulaSpin 30SecondMealPrepShuffle SundayMealPrepGroove MealPrepLidTango ContainerConga MealPrepBoogieBreak KitchenMealPrepDuet RoommateMealPrepDanceOff',
    fitness:
      'MealPrepGroceryCarry 10MinuteMealPrepStretch MealPrepForLegDay SquatWhileYouPrep MealPrepBagCurls MealPrepWallSit 100RepMealPrepWorkout MobilityMealPrepMonday',
    music:
      'RoommateMealPrepDuet MealPrepJarShakers SingWhileYouMealPrep ContainerLidDrums 30SecondMealPrepJingle MealPrepKaraoke SundayMealPrepSoundtrack MealPrepRapRecipe',
    art: 'MealPrepRainbow MealPrepFlatLay BentoStyleMealPrep 5ColorMealPrepBox BoringMealPrepGlowUp SundayMealPrepSketch MealPrepMosaic DrawYourMealPrepWeek',
    gaming:
      'MealPrepForLaunchDay GameNightMealPrep MealPrepDiceRoll 30MinuteMealPrepSpeedrun RoommateMealPrepBattle MealPrepSideQuest MealPrepSpiceQuiz CanYouLevelUpYourMealPrep',
  },
  hoodie: {
    dance:
      '30SecondHoodieShuffle HoodieSleeveWave HoodieZipGroove OversizedHoodieSway FunkyHoodieFriday HoodieShoulderShimmy BigVsTinyHoodieDanceOff HoodiePocketPopLock',
    prank:
      'HoodieSwapSurprise HoodieClipOnCatEars 10HoodiePocketNotes HoodieGooglyEyes FoolThemHoodieFriday HoodieTeddyStowaway GiantHoodieForTwo WhoseHoodieIsThis',
    music:
      'BestieHoodieDuet HoodieRapFreestyle HoodieZipperPercussion SingInYourHoodie 30SecondHoodieBeatbox SweatshirtSerenade HoodieBedroomConcert SingingHoodieSaturday',
    pet: 'PetInMyHoodie HoodieCatHideout HoodieNapThief HoodieScentForPuppy WhiskersHoodieWednesday WhoStoleTheHoodie HoodieSniffAndSeek 7DayHoodieSnuggleStreak',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch 60SecondHoodieSwap HoodieTreasureHunt SiblingHoodieShowdown CanYouGuessMyHoodie HoodieColorTeams HoodieCharadesRound',
  },
  balcony: {
    prank:
      'BalconyFakeParrot 50RubberDucksBalcony FoolThemBalconyFriday GnomeOnTheBalcony RomeoStyleSerenade OwlBeWatchingYouBalcony BalconyFlamingoFlock BalconyBalloonSurprise',
    educational:
      'BalconyBirdWatching 7DayBalconyWeatherLog BalconySunlightMapping WhatGrowsOnMyBalcony 10MinuteBalconyScience BalconyCloudTypesQuiz WindyBalconyWednesday BalconyStarMap',
    wellness:
      'BalconySunsetPause FreshAirJournaling BalconyCloudWatching BalconyPhoneFreeRead 5MinuteBalconyBreathing SlowBalconySunday 30DayBalconyCalm BalconyBirdsongBreak',
    tech: 'BalconyPlantDoctorApp 30DayBalconySkyDiary BalconyTimelapse BalconyConstellationHunt OneMinuteBalconyVlog MyBalconyThenVsNow MoonShotFromTheBalcony BalconyPanoramaSweep',
    pet: 'BalconyPetSafetyCheck 10MinuteBalconyCuddle BalconyCatGrassGarden WhiskersBalconyWednesday 7DayBalconyPupBreak BalconyKittyMeshGuard ShowUsYourBalconyBuddy BalconyDoorBirdWatch',
  },
  trampoline: {
    funny:
      'TrampolineDadReturns ThenVsNowTrampoline TryNotToLaughTrampoline WobblyTrampolineWednesday TrampolineHairExplosion 30SecondTrampolinePitch TrampolineNewsAnchor TrampolinePhotoFaces',
    educational:
      'TrampolinePhysics 10TrampolineFactsForKids TrampolineInventorStory 60SecondTrampolineLesson TrampolineBallBounceTest TrampolineSafetyRules QuizMeOnTrampolines FirstVsTodayTrampoline',
    travel:
      '10TrampolineSpotsRanked TrampolineAtGrandmas TrampolineParkRatings ShowUsYourTrampolineTown BounceHouseRoadTrip SummerTrampolineSaturday TrampolineWithAView TrampolineBackyardCampout',
    tech: 'TrampolineSlowMo TrampolineSplitScreen 10SecondTrampolineEdit TrampolineLevitation 100BounceTrampolineTally TrampolineToTheMoon MeVsMyCloneTrampoline TechTrampolineTuesday',
    gaming:
      'TrampolineTargetToss TrampolineMemoryMoves TrampolineCountingGame TrampolineSimonSays CanYouSpellOnATrampoline FloorIsLavaBounce RedLightTrampoline TrampolineBalloonVolley',
  },
  penguin: {
    fitness:
      '100PenguinCrunches IcebergPenguinPlank 5MinutePenguinWorkout PenguinWaddleWalk CanYouMoveLikeAPenguin PenguinFlipperFlaps PenguinHeelTaps PenguinEggCarryLunges',
    prank:
      'PenguinInTheFreezer PenguinFootprintTrail StickyNotePenguinArmy 100PaperPenguins WaddlingPenguinWednesday DidAPenguinVisitUs IceCubePenguins PenguinStickerTakeover',
    wellness:
      '5MinutePenguinCalm PenguinPebbleGift PenguinHuddleHug SnugglyPenguinSunday WaddleAtYourPace 7DayPenguinKindness SlowPenguinStroll PenguinBellyBreathing',
    music:
      'PenguinHuddleHarmony MeAndMyPenguinDuet 30SecondPenguinJingle PenguinWaddleBeat PenguinSquawkRemix TunefulPenguinTuesday SingLikeAPenguinChick PenguinFactsRap',
    tech: '30SecondPenguinFacts PenguinStopMotionWaddle AIDrawsMeAPenguin PenguinGreenScreenSlide FilterMeAPenguin PenguinDocVoiceover RealVsClonePenguin 7DayPenguinAnimation',
  },
  'jump rope': {
    travel:
      'JumpRopeAtLandmarks PackAJumpRope JumpRopeInEveryPark JumpRopeWithAView SunnyJumpRopeSaturday JumpRopeVacationStreak 100JumpRopeSkipsPerStop 30SecondJumpRopeStopover',
    music:
      'JumpRopeRhymeRemix DoubleDutchJumpRopeDuet PlaygroundJumpRopeSong 30SecondJumpRopeJingle SkippingToTheBeat 100SkipJumpRopeTrack JumpRopeMetronome JumpRopeRapFreestyle',
    art: '30DayJumpRopeSketches JumpRopeStopMotion BeadedJumpRopeCraft JumpRopeFlipbook 10MinuteJumpRopeSketch TwirlyJumpRopeTuesday DipDyeYourJumpRope JumpRopeShadowPhoto',
    tech: 'JumpRopeTimeLapse JumpRopeSlowMo SmartwatchVsJumpRope JumpRopeAppStreak 100SkipJumpRopeCounter CanYouEditAJumpRopeLoop JumpRopeGreenScreen TechJumpRopeTuesday',
  },
  chemistry: {
    cooking:
      '5MinuteChemistryIceCream ChemistryColorMocktail CanYouTasteTheChemistry CookieChemistryTest ChemistryOfToast ChemistryFizzyLemonade FoamyChemistryFriday ChemistryHomemadeButter',
    travel:
      'ChemistryMuseumTrip 10ChemistryFindsNearby SpotChemistryOnVacation ChemistryOfAutumnLeaves SaturdayChemistrySafari ChemistryRustHunt ChemistryRockCollecting OneHourChemistryWalk',
    art: '5ColorChemistryRainbow 10MinuteChemistryArt RedCabbageChemPaint MilkSwirlChemistry ChemistryMarkerBleed WildChemistryWednesday ChemistrySaltTextures ChemistryBubblePrints',
    gaming:
      'ChemistryElementBingo ChemistrySymbolSnap ChemistryCharades 60SecondChemistryQuiz SiblingChemistryShowdown CanYouWinAtChemistry ChemistryMemoryMatch 20QuestionChemistryGame',
  },
  prom: {
    prank:
      'PromposalForMyMom PromBroccoliCorsage 100StickyNotePromAsk PromPizzaPun GuessWhoImTakingToProm PromPajamaFakeOut OneMinutePromMakeover FoolThemPromFriday',
    travel:
      'PromPhotoSpotTour AfterPromDayTrip 10BestPromViews SleepyPromSunday PromPicsAtLandmarks PromNightCityStroll PromParkPortraits ShowUsYourPromTown',
    music:
      '30SecondPromAnthem PromNightKaraoke MomsPromSongVsMine PromDuetDare SingAlongPromSaturday LastDanceLipSync BlastFromPromPast PromPlaylistVote',
    gaming:
      'VirtualPromInGame ArcadeAfterProm 60SecondPromCharades SquadPromShowdown 10RoundPromTrivia PromKingBracket PromFreezeDance PromWouldYouRather',
  },
  diner: {
    fitness:
      'ShortStackSquats 100RepDinerWorkout 5MinuteDinerStretch BikeToTheDiner DinerDashCircuit DinerCoffeeMugCurls MorningMileDinerMonday DinerTrayBalance',
    prank:
      'DinerTipSurprise DinerOrderPadBreakfast WhoOrderedTheDinerSpecial DinerMenuAtHome KitchenTurnedDiner ReceiptKindNote DinerMileLongBill 3CourseCerealDiner',
    art: 'DinerKetchupArt PlaceMatDoodle SketchYourLocalDiner 30DayDinerSketchbook 5MinuteDinerDrawing WaffleDinerWednesday DinerNapkinPortrait DinerDioramaBuild',
    tech: '30SecondDinerCommercial ThenVsNowDinerPics 5ClipDinerVlog DinerStopMotionBurger AIOrdersAtTheDiner DinerSyrupSlowMo DinerRetroFilter DinerTimelapse',
  },
  duck: {
    fitness:
      'DuckWalkSquats DuckAndWeaveDrills 100RepDuckCircuit DuckWaddleWarmup FollowTheLeaderDuckRelay 5MinuteDuckWorkout CanYouDuckUnderABroom DuckWingArmCircles',
    prank:
      'RubberDuckInvasion DuckQuackDoorbell DuckArmyOnTheDesk DuckTrailToTheSnacks HiddenDuckHunt 50DucksInTheirRoom FowlPlayDuckFriday WhereDidThisDuckComeFrom',
    music:
      'RubberDuckieCover DuckQuackAlong 30SecondDuckJingle SqueakyDuckMelody DucklingLullaby DuetWithYourDuck WaddleDuckWednesday 3DuckBackupChoir',
    gaming:
      '60SecondDuckFind SiblingDuckShowdown HookADuck DuckPondArcade DuckHideAndSeek 10DuckStackTower RubberDuckRingToss DuckBingoAtThePark',
  },
  'bean bag': {
    cooking:
      'BeanBagMovieSnacks PackABeanBagPicnic BeanBagNachoNight SundaeBeanBagSunday 10MinuteBeanBagTreats 3IngredientBeanBagBites BeanBagPopcornBar BeanBagCheeseBoard',
    travel:
      'BeanBagOutdoorCinema 5CozyBeanBagSpots BeanBagUnderTheStars BeanBagsAtTheFestival SunsetBeanBagSaturday BeanBagParkPicnic FindABeanBagCafe ShowUsYourBeanBagView',
    art: '30DayBeanBagDoodles BeanBagCoverDesign BeanBagFlopInMidAir BeanBagPortraits 5MinuteBeanBagStillLife DrawFriendsLounging TinyBeanBagTuesday BeanBagBlindSketch',
    tech: 'BeanBagPhoneStand 100FrameBeanBagAnimation OneMinuteBeanBagVlog BeanBagSquishTimelapse GamingChairVsBeanBag TechyBeanBagTuesday BeanBagAudiobookEscape BeanBagTabletMovie',
  },
  blender: {
    prank:
      'BlenderPartyHat 5SillyBlenderVoices BlenderGooglyEyes BlenderStickyNoteWrap MysteryColorSmoothie WhoGaveMyBlenderAFace TalkingBlenderPrank BlenderPunOfTheDay',
    travel:
      'BlenderSmoothiePassport PortableBlenderCamping BlenderJuiceBarCrawl 5CountryBlenderMenu SummerBlenderSaturday HomeVsAbroadBlender BlenderLocalFruitHunt BlenderRecipeSouvenir',
    pet: 'BlenderBoxCatFort 5BlenderCartonPuzzles ShowUsYourBlenderBuddy BlenderPumpkinDogTreats BlenderPupsicles OneMinuteBlenderSniffHunt WaggyBlenderWednesday BlenderFrozenPawCubes',
    gaming:
      'BlenderGuessTheFlavor 60SecondBlenderRecipe BlenderCafeRolePlay 5IngredientBlenderBingo RememberTheBlenderOrder BlenderTriviaDuel FruityBlenderFriday BlenderMysteryMixRound',
  },
  snow: {
    prank:
      'SnowmanPhotobomb SnowPenguinArmy 50SnowSmileys SnowDoorstepGreeter SnowGooglyEyes YetiFootprints WhoLeftThisInTheSnow TinySnowmenInvasion',
    travel:
      'FirstSnowPhotoWalk ChaseTheSnow SnowyTownTour SnowyMainStreetStroll 5SnowSpotsNearYou ShowUsYourSnowView SparklySnowSunday SnowTrainJourney',
    tech: 'SnowfallTimelapse 10SecondSnowEdit 30DaySnowDiary BeforeVsAfterSnow SnowFallingUpwards SnowCrunchASMR SnowballSlowMo MeasureSnowWithAnApp',
    gaming:
      '60SecondSnowSculpt SnowmanBuildOff 10RoundSnowRematch CanYouLandASnowball SnowPathMazeTag SnowTargetPractice CaptureTheSnowFlag SnowTicTacToe',
  },
  'sleeping bag': {
    travel:
      'StargazeAndSnooze SleepingBagRoadTrip 5NightSleepingBagTour SleepingBagAtGrandmas StarrySleepingBagSaturday PackYourSleepingBag BestViewSleepingBag SleepingBagLivingRoomCamp',
    music:
      'SleepingBagLullaby SleepingBagSongCircle SleepingBagZipperBeat BunkmateSleepingBagDuet 30SecondSleepingBagJingle SnoozySleepingBagSunday BeatboxSleepingBag 5FriendSleepingBagChorus',
    tech: 'SleepingBagRollTimelapse NightSkyAppCampout SleepingBagWormSlowMo 10SecondSleepingBagEdit SleepingBagVlogDiary MeVsMyCloneSleepingBag SnoreMeterSleepingBag TechySleepingBagTuesday',
    gaming:
      'SleepingBagWerewolf SleepingBagFlashlightTag HallwaySleepingBagRelay SleepingBagStoryDice LastOneAwakeWins 60SecondSleepingBagRollUp ISpySleepingBag 20QuestionsSleepingBag',
  },
  thanksgiving: {
    travel:
      'ThanksgivingRoadTrip OneHourThanksgivingWalk HomeForThanksgiving AreWeThereYetThanksgiving SnapYourThanksgivingTown 3StateThanksgivingTrek ThanksgivingCarryOnOnly ThanksgivingTrainJourney',
    tech: 'ThanksgivingVideoCall ThanksgivingThenVsNow AIPlansThanksgiving ThanksgivingTimelapse ThanksgivingGroupChatPoll WhoBringsWhatThanksgiving 60SecondThanksgivingRecap 10ClipThanksgivingReel',
    gaming:
      'ThanksgivingTrivia ThanksgivingCharades KidsTableTournament ThanksgivingBlockTower WishboneShowdown 60SecondThanksgivingHunt CanYouWinThanksgiving 10RoundThanksgivingBingo',
  },
  chef: {
    fitness:
      'YesChefReps ChefWhiskArmDay 10MinuteChefWorkout MobilityChefMonday ChefFlourBagSquats CanYouKeepUpWithAChef ChefPantryPlank ChefGroceryCurls',
    art: 'ChefSauceSwoosh 5MinuteChefDoodle MenuArtChefMonday ChefsKissPortrait 30DayChefSketchbook ChefPlatingStillLife DrawYourFavoriteChef ChefFruitFacePlate',
    pet: 'ChefSnuffleMatDinner FineDiningChefFriday ChefCatSupervisor ChefPupTasteTest ChefPlatesTheKibble GuessWhichChefWins 5StarChefPetReview OneMinuteChefBowlArt',
  },
  marker: {
    cooking:
      'EdibleMarkerCookies MarkerEasterEggs 7DayMarkerBananaNotes 10MinuteMarkerMenu DoodleOnYourDonut MarkerRecipeCard FruitFaceMarkerFriday MarkerLunchNapkin',
    travel:
      'MarkerTripMap MarkerBackseatJournal OneMarkerPerCity 30DayMarkerTravelLog DoodleEveryStop 10MinuteMarkerSketch MarkerPostcards DrawYourTownInMarker',
    pet: 'MarkerPetPortrait MarkerDogComicStrip MarkerBunnyCartoon CatBatsTheMarker 30DayMarkerPawtraits DoodleYourPuppy 60SecondMarkerSketch WhiskersMarkerWednesday',
  },
  playground: {
    dance:
      'PlaygroundHopscotch PlaygroundHandClapJive 30SecondPlaygroundGroove PlaygroundFreezeDance FunkyPlaygroundFriday RecessRave PlaygroundDanceOff CopyMyPlaygroundMove',
    prank:
      'PlaygroundTreasureHunt PlaygroundChalkMessage FoolThemPlaygroundFriday 100SmileyPlaygroundRocks GooglyEyeSwingSet WhoHidThisPlaygroundNote PlaygroundBalloonDrop PlaygroundCheerTunnel',
    tech: 'PlaygroundSlowMo PlaygroundGeocacheHunt PlaygroundTimeLapse 10ClipPlaygroundMontage SwingVsSlidePlayground ThenAndNowPlaygroundPics PlaygroundPanoramaFail TechPlaygroundTuesday',
  },
  zoo: {
    dance:
      'ZooAnimalFreestyle ZooPenguinWaddle 30SecondZooShuffle FlamingoZooFriday MonkeyBusinessDance ElephantStompGroove ZooKeeperCongaLine SiblingZooShowdown',
    cooking:
      'ZooAnimalCupcakes ZooSnackBento ZooLionPancakes 15MinuteZooLunchbox PandaRiceBalls MonkeyBananaBread 5ZooFaceToasts FruitZooFriday',
    fashion:
      'ZooDayFitCheck ZooAnimalPrintClash ZookeeperKhakiLook MatchYourZooFave DressLikeAPenguin 5ZooOutfitsRanked FierceZooFriday ZebraStripeZooGlowUp',
  },
  sleepover: {
    funny:
      'TryNotToLaughSleepover SleepoverPizzaDebate BlanketHogSleepover KidVsAdultSleepover ThreeAMConfessions SleepoverParentCheckIn RankYourSleepoverSnacks SleepoverMorningHair',
    travel:
      '3HouseSleepoverTour BackyardTentSleepover SleepoverFortStaycation PackMySleepoverBag SleepoverUnderTheStars SleepoverSunriseWalk SleepoverAtGrandmas SaturdaySleepoverSwap',
    gaming:
      '60SecondSleepoverCharades SleepoverTriviaCup WerewolfAtTheSleepover SleepoverDrawAndGuess PillowFortSleepoverBattle SleepoverMafiaRound 10QuestionSleepoverQuiz SleepoverFlashlightTag',
  },
  doll: {
    prank:
      'DollBackpackStowaway 7DayDollAdventureTrail FunnyFaceDollFriday WhoDressedLikeTheDoll DollLeavesTinyNotes DollInTheirSeat DollSelfieSneak DollHostsBreakfast',
    tech: 'DollStopMotion 100FrameDollAnimation 30SecondDollSitcom DollPhotoEditGlowUp AIPicksDollOutfits DollVoiceoverDrama TinyDollTourTuesday DollToMeTransition',
    gaming:
      '10ClueDollTrail DollHideAndSeek DollhouseEscapeRoom DollDressUpSpeedrun DollMysteryBoardGame SiblingDollShowdown CanYouFindMyDoll NestingDollHunt',
  },
  shampoo: {
    fitness:
      'ShampooBottleCurls 100ShampooSquats ShampooTwoMinuteWallSit TowelStretchCooldown WashDayShampooWednesday LatherUpLunges ShampooVsConditioner ShampooArmCircles',
    funny:
      'ShampooAdParody ShampooMohawk LastDropOfShampoo TryNotToLaughShampoo ShampooScentNamesRanked ReadingShampooBottles MyShampooThenVsNow 30SecondShampooPitch',
    fashion:
      'ShampooAdHairFlip WashDayCurlReveal ShampooHeatlessWaves ShampooGlowUp SleekShampooSunday ShampooFiveHairstyles CheapVsFancyShampoo ShowUsYourShampooShine',
  },
  ballet: {
    fitness:
      'KitchenCounterBallet PliesLikeABallerina BalletTiptoeCalfRaises 30DayBalletStrength BalletBarreSquats BalletBalanceHold 10MinuteBalletWorkout CanYouKeepUpWithBallet',
    cooking:
      'PavlovaPirouette BalletSlipperCookies BallerinaMeringues 20MinuteBalletTeaParty BalletBakeOff BalletTutuCupcakes SugarPlumBalletSunday 3IngredientBalletBites',
  },
  volleyball: {
    dance:
      '30SecondVolleyballShuffle VolleyballHuddleHype VolleyballSpikeStep VolleyballPointDance VolleyballWinShimmy BumpSetGroove BenchVsCourtVolleyball FunkyVolleyballFriday',
    prank:
      'VolleyballBalloonSwap WhoSignedMyVolleyball VolleyballCheerPoster 10VolleyballNoteHunt BumpSetSurprise GotServedVolleyball VolleyballFakeSpike FunnyFaceVolleyballFriday',
  },
  science: {
    prank:
      'ScienceColorChangeTea ScienceInvisibleInk CanYouSpotTheScienceTrick LevitatingCupScience FoolThemScienceFriday MagicMilkReveal ScienceVanishingGlass ScienceFizzyBathBomb',
    tech: 'SciencePhoneMicroscope SproutScienceTimelapse ScienceSensorLab CodeAScienceSim 30DayScienceDiary 60SecondScienceExplainer ScienceSlowMoDrops TechyScienceTuesday',
  },
  sushi: {
    funny:
      'FirstSushiReaction SushiChopstickStruggle ExplainSushiBadly ConveyorSushiPanic DayOneVsNowSushi SushiChefJudgesMe SushiRollFallsApart 60SecondSushiDrama',
    pet: 'SushiPlushTugOfWar SushiRollPillowNap SushiSqueakyToyFetch 60SecondSushiSniffHunt WhiskersSushiWednesday KittenInASushiBed 3BoxSushiMaze SushiCatnipKicker',
  },
  sleep: {
    cooking:
      'SleepyGirlMocktail SleepTightMoonMilk BlendASleepTea SlowSundaySleepInBrunch SleepyChamomileLatte BedtimeBlindTasteTest 5MinuteSleepSnack 3IngredientSleepBites',
    travel:
      'SleepUnderTheStars SleepTrainBunkTour 5ItemSleepTravelKit CityNeverSleepsWalk ShowUsYourSleepSpot JetLagSleepFix SiestaSleepSunday SleepyBusRideHome',
  },
  drone: {
    prank:
      'DroneBirthdayBanner DroneGooglyEyeFlyBy LoveNoteByDrone DroneDeliversTheRemote GuessWhoSentThisDrone 10DroneDadJokes 60SecondDroneSurprise FoolThemDroneFriday',
    wellness:
      'DroneSunriseFlight DroneSunsetMeditation CloudWatchingByDrone 5MinuteDroneCalm DroneShrinkYourWorries SlowDroneSunday 30DayDroneDiary DroneHappyPlaceReveal',
  },
  avocado: {
    prank:
      '100AvocadoSmileys IsThisAnAvocado AvocadoStickerStorm LoveNoteInAvocado FoolThemAvocadoFriday AvocadoWithAFace AvocadoRoseSurprise AvocadoPunBookmark',
    wellness:
      'AvocadoFaceMaskNight AvocadoToastRitual AvocadoPitSprouting SlowAvoMorning 30DayAvocadoGrowLog GuacAndUnwind 5MinuteAvocadoPause SelfCareAvocadoSunday',
  },
  pinata: {
    fashion:
      'DressLikeAPinata 7DayPinataOutfits PinataRainbowLayers PinataPrintGlowUp TissueFringeFit FiestaPinataFriday PinataColorBlock ShowUsYourPinataTwirl',
    tech: 'PinataSlowMo 10SecondPinataEdit 100FramePinataReveal TimelapsePinataTuesday AIDesignedPinata PinataStopMotionBuild PinataBashOnVideoCall BeforeVsAfterPinata',
  },
  sunburn: {
    prank:
      '5SunburnCareSurprises SunburnAloeFridgeStash DidIGetASunburn SunburnShadeButler SunscreenReminderNotes FoolThemSunburnFriday SunburntSelfieFilter 60SecondSunburnRescue',
    pet: 'SunburnSafeDogWalk SunburnFreePetShade CoolPawsMorning SunburnCatNoseCare 5SunburnPupTips 7SecondSunburnGroundCheck FidoVsSunburn ShadySunburnSunday',
  },
  taxi: {
    funny:
      'TaxiTrunkPackingFail TaxiDriverWisdom TaxiMeterPanic TaxiHailFaceOff SmallTalkInTheCab NarrateYourTaxiRide GuessMyTaxiFare 30SecondTaxiSitcom',
    prank:
      'TaxiStickerSurprise TaxiChauffeurCosplay CardboardTaxiPickup TaxiMeterForChores MomsTaxiService 5StarTaxiReviewOfDad TaxiStyleSchoolRun WhoCalledATaxi',
  },
  vase: {
    fitness:
      'VaseRefillSquats 7DayVaseFlowerWalk CanYouTiptoePastTheVase 10MinuteVaseMorningMoves VaseSideBends VaseWallSit VaseBloomYogaStretch WobbleFreeVaseWednesday',
    prank:
      '10SpoonVaseSurprise SockBouquetInAVase FoolThemVaseFriday WhoArrangedThisVase VaseRubberDuckFloat VasePaperFlowerSwap VaseOfToothbrushes VaseHidesTheRemote',
  },
  dad: {
    fitness:
      '30DayDadFitStreak PiggybackSquats DadStrollerSprints OneTripGroceryDad DadVsTeenPushUps DadJokePlank 10MinuteDadWorkout MoveWithDadMonday',
  },
  snoring: {
    fashion:
      'SnoringPajamaFitCheck 3SnoringNightLooks BedheadSnoringGlowUp SnoringMatchingPJs SleepwearSnoringSunday SnoreChicLoungewear SnoringSlipperShowdown SnoringRobeAndBonnet',
  },
  dinner: {
    music:
      'DinnerTableBeat FamilyDinnerDuet 30SecondDinnerJingle DinnerGlassSymphony SingForYourDinner PotAndPanDrumline MusicalDinnerMonday DinnerKaraokeNight',
  },
  sprint: {
    fashion:
      'SprintKitFitCheck SprintShoeLaceArt SprintRaceDayNails DressedToDash SprintAllNeonOutfit RetroVsModernSprintLook ThriftSprintGlowUp SpeedySprintSaturday',
  },
  'car wash': {
    pet: '10MinuteCarWashPlaytime CarWashSpongeToyFetch 5StarCarWashInspector CarWashCatJudge WaggyCarWashWednesday PawsAndSuds CarWashNosePrints CarWashHelperHound',
  },
  sunset: {
    gaming:
      'SunsetPhotoMode 10MinuteSunsetSpeedrun SunsetJigsawPuzzle RideOffIntoTheSunset CanYouWinBeforeSunset GoldenHourScreenshot SiblingSunsetShowdown SunsetCornholeMatch',
  },
  'hair salon': {
    cooking:
      'PackYourHairSalonLunch HairSalonCurlyFries TeaTimeHairSalonTuesday HairSalonCupcakeCurls 10MinuteHairSalonSnack 3IngredientHairSalonBites HairSalonMacarons HairSalonBraidedLoaf',
  },
  chalkboard: {
    fitness:
      'ChalkboardRepTally ChalkboardWorkoutOfTheDay 50LungeChalkboardGoal RollTheChalkboardDice WipeTheBoardSquats ChalkboardDrawAMove 10MinuteChalkboardCircuit MuscleChalkboardMonday',
  },
};
