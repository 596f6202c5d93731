import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  diwali: {
    art: '10MinuteDiwaliRangoli FoldADiwaliLantern PaintYourOwnDiya MomVsMeDiwaliMehndi DiwaliDoorHangingDIY 5DaysOfDiwaliDoodles DrawDiwaliFireworks DiwaliCardForNani',
    cooking:
      'RangoliSugarCookies DiwaliLadooRollOff DiwaliKajuKatliFirstTry FillYourDiwaliMithaiBox DiwaliSweetsBakeOff LearnNanisDiwaliRecipe DeepavaliDessertDuel 20MinuteDiwaliBarfi',
    educational:
      'WhyWeLightDiyas DiwaliFiveDayQuiz SpotDiwaliOnTheMap RetellDiwaliIn60Seconds MirrorMyDiwaliRangoli AskGrandmaAboutDiwali DiwaliMythOrFact SayHappyDiwaliTenWays',
    gaming:
      'DiwaliCarromFinal DiwaliLudoBattle DiwaliSongChainRound RangoliJigsawRace WhoWinsDiwaliTambola DiwaliDrawAndGuess OneMinuteDiwaliCharades BeatNaniAtDiwaliCards',
    speed:
      'RangoliInTenMinutes DiwaliDecorSpeedrun DiwaliLightsUntangle 60SecondDiwaliGiftWrap FastestDiwaliMehndiWins 30SecDiwaliLanternFold DiwaliCardWritingRush FamilyDiwaliGarlandRelay',
  },
  dj: {
    gaming:
      'DJNameThatTune MusicalChairsWithDJDad DJFreezeDance KidsVsParentsDJBattle CanYouStumpOurDJ 10SecondDJIntroQuiz DJGuessTheDecade DJLyricRelay',
  },
  doctor: {
    gaming:
      'DoctorSteadyHandGame 60SecondDoctorCharades TeddyBearDoctorSpeedrun WhatsUpDocTrivia KidsVsAdultsDoctorQuiz DoctorSays GuessTheDoctorTool DoctorMemoryMatch',
    speed:
      'DoctorBandageRace 30SecDoctorBagPack TeddyCheckupDoctorRelay TenSecondDoctorScrubUp DoctorEyeChartBlitz GlovesOnInThree 1MinuteDoctorSling DoctorPulseCountSprint',
    tech: 'DecodeTheDoctorScribble 7DayDoctorStepGoal DoctorPhoneHeartbeat 8HourSleepDoctorsOrders DoctorVsInternetAdvice TeachGrandmaHerDoctorApp AIDoctorVsMom DoctorHeartRateWatch',
    wellness:
      'DoctorsOrdersRest 5BreathsBeforeTheDoctor BookYourDoctorCheckup ThankADoctorNote AnAppleADayHabit LaughterIsMedicine 20MinuteDoctorNap DoctorWaterReminder',
  },
  dodgeball: {
    speed:
      'LastOneStanding DodgeballOpeningRush DodgeballCatchStreak DodgeTenInARow SiblingDodgeballFaceOff SixtySecondSurvivor FirstTo5DodgeballHits BackyardDodgeballRelay',
  },
  dog: {
    art: 'WhoDrawsTheDogBest PaintYourDogBadly OneLineDogDrawing DogWrongHandSketch RenaissanceDogPortrait PawcassoMasterpiece DoodleMyDogIn60Seconds 30DayDogArtStreak',
    fashion:
      'DogFurProofOutfit DressLikeYourDog StyleADogTeeThreeWays MatchMyDogsCollar DogHairDontCare DogParkToDateNight DogWalkOOTD 7DaysOfDogPrintFits',
    funny:
      'IfMyDogCouldTalk StaringContestVsTheDog DogDramaticSigh DogHearsWalkies DogReactsToDadsNewHat ThatSideEyeThough DogJudgesMyCooking RateYourDogsZoomies',
    music:
      'DogHowlAlong CanYourDogWagInTime SerenadeMyDog SqueakyToySymphony HoundDogCover DogPicksJazzOrRock DogThemeSong SingTheDogToSleep',
  },
  'dog park': {
    educational:
      'WhyDogsSniffHello BingoAtYourDogPark DogParkBreedGuess DogParkEtiquetteQuiz ReadThePlayBow 5SafetyChecksForDogParks DogParkWagMythBusted DogParkRecallTest',
    travel:
      'SaturdayDogParkSafari OffLeashTrailFind RateEveryDogPark DogParkRoadTrip CityVsCountryDogPark DogParkPassport DogParkInANewTown TakeUsToYourDogPark',
  },
  'dog walk': {
    cooking:
      'PupcakesAfterWalkies DogWalkPocketTreats PostDogWalkBrunch DogWalkTrailMix PawPrintCookies PackADogWalkPicnic 10MinuteDogWalkWraps 3IngredientDogWalkBites',
    educational:
      'WhyDogsSniffEverything HotPavementPawTest DogWalkBirdCount DogWalkPlantSpotter TailWagQuizForDogWalks 7DayLooseLeashDogWalk CloudTypesOnTheDogWalk Name5LeavesEveryDogWalk',
    fashion:
      'DogWalkFitCheck MonochromeDogWalkMonday RainyDogWalkLook 5MinuteDogWalkGlowUp 7DayDogWalkCapsule LeashMatchesOutfit BootsForTheDogWalk DogWalkScarfSeason',
    music:
      'DogWalkThemeSong WhatsYourDogWalkAnthem 5TrackDogWalk DogWalkWhistleTune DogWalkHumAndGuess DogWalkRapVerse WalkingTheDogCover KazooOnTheDogWalk',
    tech: 'GPSHeartShapedDogWalk DogWalkPOVCam WhoseDogWalkIsLonger DogWalkStepsShowdown AIPlansOurDogWalk DogWalkPhotoDump HyperlapseTheDogWalk BirdSongIDOnADogWalk',
  },
  doll: {
    fitness:
      'RagdollStretchFlow WindUpDollCardio ParentVsKidDollPoseOff 60SecondDollFreeze NestingDollSquats MarchLikeAToyDoll RagDollCoolDown DollArmCircles',
    funny:
      'DollHaircutRegret DollhouseSoapOpera DoYourBestDollVoice DollsJudgingMe BreakingDollNews DollVsTeddyRapBattle DollHouseTourLikeARealtor MyDollsTalkShow',
    music:
      'DollMusicBoxTune DollLullabyDuet DollNutcrackerMarch PutOnADollConcert 30SecondDollLipSync TeddyVsDollDrumOff RagDollRockBand SingToYourDoll',
  },
  donkey: {
    funny:
      'DonkeyVoiceover TryNotToLaughDonkey DonkeyStubbornStandoff DonkeyNarratesMyDay CanYouHeeHawLikeADonkey WorstDonkeyPunWins AreWeThereYetDonkey StandUpDonkeyComedy',
    gaming:
      'FamilyDonkeyCardShowdown 60SecondDonkeyCharades DonkeyOrMuleQuiz DonkeyHobbyHorseRace PinTheTailOnDonkey DonkeyPlushHideAndSeek RingTossDonkey DrawADonkeyBlindfolded',
    music:
      'DonkeyHeeHawRemix DonkeyFarmJam DonkeyBrayChorus DonkeyCountrySong WriteYourDonkeyVerse SingLikeADonkey ClipClopDonkeyRhythm GrandpaDonkeyDuet',
  },
  donut: {
    art: 'DonutClayCharm DonutPopArt 7DayDonutDoodle IcingSwirlDonutArt PaintAGiantDonut DesignYourDreamDonut WorstDonutDrawingWins FeltDonutPlushie',
    educational:
      'WhyDonutsHaveHoles IsYourMugADonut DonutYeastVsCake DoughnutHistoryQuiz WatchDonutDoughRise HowManySprinklesPerDonut DonutSpellingDebate SplitOneDonutFiveWays',
    fitness:
      'DonutDash HulaHoopLikeADonut SquatForEveryDonut BikeToTheDonutShop DoughnutRunClub DonutRingRelay 60SecondDonutPlank DonutLungeLadder',
    pet: 'WhichPetWinsTheDonutBed ShowUsYourDonutNap DogVsDonutPlush DonutCurledCat DonutRingFetch CurlUpLikeADonut 30SecondSnuffleDonut DonutBunnyHideaway',
  },
  doodle: {
    cooking:
      'DoodleOnToast PancakeDoodles KetchupDoodleFaceOff SnickerDoodleDecor ChocolateDoodleBark DoodleOnYourPizza DoodleACookieForMom 60SecondIcingDoodle',
    dance:
      'SquiggleDoodleShuffle FollowTheDoodleLine FamilyDoodleRelay 10SecondDoodleMoves DanceTheDoodle StickFigureDoodleDuet DoodleFreezeFrame DoodleRobotPopLock',
    fashion:
      'WearYourDoodle DoodleOnAnOldTee SneakerDoodleGlowUp 1HourDenimDoodle DoodleOnYourTote StyleADoodleShirt3Ways DoodleJacketBack MomVsKidCapDoodleOff',
    wellness:
      'MindfulDoodling DoodleYourMood 5MinuteDoodleReset ZenDoodleBreak SlowDoodleSunday SquiggleAwayStress DoodleGratitudeGrid 30DayDoodleDiary',
  },
  doorbell: {
    art: 'DoorbellNameplateArt DreamDoorbellDesignOff PaintADoorbellSign KidsVsMeDoorbellDoodle DoorbellChalkArt PrettiestPorchDoorbell SketchYourDoorbell DoorbellStickerMakeover',
    gaming:
      'NameThatDoorbellChime DoorbellDeliveryBingo DoorbellRuinsMyLevel DoorbellMusicalChairs BossFightVsDoorbell 5SecondDoorbellDash RockPaperDoorbell DoorbellStatueTag',
    pet: '7DayDoorbellCalmDown SitWhenTheDoorbellGoes DogRingsADoorbell PuppyIgnoresDoorbell DingDongDoggo CatOrPupFirstToDoorbell DoorbellMeansTreatTime DoorbellStayOnYourMat',
    tech: 'MakeABeatFromDoorbells SlowMoDoorbellDing 1WeekDoorbellTally DoorbellRingtoneSwap AIGuessesWhoRang DoorbellChimeRemix DoorbellDayInTimelapse DoorbellAlertsOnMyPhone',
  },
  doormat: {
    tech: 'DoormatRollsItselfOut AIDesignsMyDoormat WhoStepsOnMyDoormat DoormatBeforeAndAfter StoryPollDoormatPuns DoormatDustInSlowMo GuessTheDoormatCloseUp 24HourDoormatTimelapse',
  },
  driveway: {
    speed:
      '60SecDrivewayHopscotch DrivewayFreeThrows ShovelTheDrivewayFast DrivewayBeanbagRelay DrivewayDoodleDash 5MinuteDrivewaySnowman DrivewayLeafRakeRace KidsVsDadDrivewaySprint',
    travel:
      'DrivewayTrunkPackOff DrivewayCarCamping DrivewaySendOffWave WalkFromMyDriveway NeighborhoodBikeTour StaycationDrivewayTent ThreeStopDrivewayDayTrip 1MileBeyondTheDriveway',
  },
  drone: {
    art: 'DrawYourDrone DroneChalkArtReveal GiantLettersForDrones 10MinuteDroneMandala LeafItToTheDrone PaintWhatTheDroneSees DroneSnowAngelShot SketchMyStreetLikeADrone',
    dance:
      'DroneTopDownChoreo DroneFilmsOurLineDance 30SecondDroneRoutine DanceForTheDrone SpellItOutForTheDrone SiblingDroneSpinOff DroneOrbitFreeze FollowMeDroneConga',
    funny:
      'WorstDroneLandingWins DroneBuzzImpressions DadFliesTheDrone MyDroneHasAMindOfItsOwn DroneFollowsMeEverywhere GrandmasFirstDroneFlight DroneDeliveryGoneWrong AwkwardDroneSelfie',
    travel:
      'DroneFindsTheBestView SecretSpotsByDrone WhereIsThisDroneQuiz DroneSelfieAtEveryStop DroneRoadTripMontage MyHometownByDrone OneDroneClipPerCity 10SecondDroneReveal',
  },
  'dry january': {
    art: 'DryJanuaryMocktailPhoto DryJanuaryCalendarArt FreshStartSketchbook DesignYourDryJanuaryLabel PaintADryJanuaryDrink DryJanuaryVisionBoard 31DayDryJanuarySketch DryJanuaryGlowUpPortrait',
  },
  dubai: {
    educational:
      'DubaiThenAndNow DubaiPearlDivingPast DubaiTowerHeightMath 5ArabicWordsForDubai PalmIslandModelDubai WhyDubaiNightsGetCold DubaiFactOrFiction IsDubaiACountryQuiz',
    fitness:
      'DubaiMallWalk DubaiSkiSquat DesertYogaDubai 5KDubaiSunriseRun DubaiIndoorHIIT BurjTallStretchDubai CrawlLikeADubaiCamel 10MinDubaiRoomWorkout',
    tech: 'DubaiSkylinePanorama AIPhotoOrRealDubai OneMinuteDubaiMapWalk RecreateADubaiPostcard DubaiVirtualTour DubaiSlowMoFountain DubaiTranslateArabic CityLightsLapseDubai',
  },
  duck: {
    educational:
      'DoesADuckQuackEcho DucklingsFollowTheLeader DucksSleepWithOneEyeOpen DuckFeathersStayDry DuckOrGooseQuickQuiz WhyDuckFeetDontFreeze BreadIsBadForDucks Name5DucksIn30Seconds',
    funny:
      'DuckFaceSelfieFail DuckWaddleImpression WhoDoesTheBestDuckQuack SpeakDuckAtDinner RubberDuckTherapist TalkLikeADuckAllDay DuckTranslatorSkit NatureDocDuckNarration',
    tech: 'RubberDuckStopMotion 7DayDuckPhotoStreak DuckQuackRingtone DuckTakeoffInSlowMo CanAnAppIDThisDuck PutADuckFilterOnIt 60SecondDuckBeat AutotuneADuck',
    travel:
      'FeedTheDucksRight HowManyDucksCanYouSpot FollowTheDucklings 10DucksBeforeLunch RubberDuckTravelBuddy DuckPhotoAtEveryStop DuckSafariSaturday DuckFaceLandmarkTour',
  },
  dumbbell: {
    prank:
      '500KgDumbbellSticker DumbbellMotivationNote GooglyEyeDumbbells GiftWrapTheDumbbells FoamDumbbellFlex TinyDumbbellInDadsBag DumbbellsWithMustaches DumbbellsWearSocks',
    speed:
      '100DumbbellCurlsTimed DadVsTeenDumbbellRows DumbbellPressIn30 TenDumbbellSquatsFast RackTheDumbbellsRace OneMinuteDumbbellMax DumbbellRepRush DumbbellLungeRelay',
  },
  dumpling: {
    art: '60SecondDumplingSketch RainbowDumplings RealOrClayDumpling DesignYourDumplingMascot DumplingDoodleFaces DrawTheDumplingGang DumplingWatercolor EmbroiderADumpling',
    dance:
      'DumplingPleatShuffle DimSumDumplingBop DumplingChopstickTap FamilyDumplingConga BaoDownChallenge GrandmaVsMeDumplingMoves DanceLikeADumpling 8CountDumplingRoutine',
    fitness:
      'SquatOffLastDumpling EarnYourDumplings DumplingWallSit 100KneadsDumplingArms PotstickerPushUps OneDumplingPerSet 60SecondDumplingPlank DumplingLungeLaps',
    music:
      'DumplingFoldingSong GrandmaDumplingDuet RapADumplingRecipe ChopstickDumplingDrums 10DumplingsPerChorus SingToYourDumplings DumplingPowerBallad DumplingFoldToTheBeat',
    travel:
      'DumplingCrawl DimSumDumplingTour NightMarketDumplingHunt BestDumplingInTown CheapVsFancyDumpling RateEveryDumplingSpot SoupDumplingQuest DumplingsFrom3Countries',
  },
  'earth day': {
    fashion:
      '10DollarEarthDayFit EarthDayClothingSwap OldJeansEarthDayGlowUp EarthDayUpcycledTee SecondhandOnlyWeek VisibleMendingDare WearGreenForEarthDay EarthDayTShirtTote',
    speed:
      '10MinEarthDayLitterHunt EarthDayRecycleSort SiblingsEarthDayTidyOff BeatTheEarthDayClock PlantTenSeedlingsFast OneMinuteEarthDaySweep EarthDayCleanupRelay EarthDayBottleCapDash',
  },
  easter: {
    fashion:
      'EasterSundayBest ThenVsNowEasterOutfit PastelEasterFit3Ways EasterBonnetBattle WearTheBunnyEars StrutTheEasterParade WillItTwirlEasterEdition EasterEggColorNails',
    gaming:
      'EasterEggSpoonRace EasterPuzzleQuest EasterRiddleHunt BunnyHopSpeedrun 60SecondEasterBingo DrawAnEasterTreasureMap GuessMyEasterCharade EasterTriviaShowdown',
    speed:
      'EasterBasketRelay 100JellyBeansEasterSort EggAndSpoonSprint BeatTheEasterBunny 30SecondEasterCartonFill EasterCandyTowerFaceOff EasterHuntInSixty EasterBonnetBuildRace',
  },
  'easter egg': {
    dance:
      'EasterEggShakerDance EasterEggHuntBoogie BunnyHopEasterEggRelay PassTheEasterEgg EasterEggSpoonShuffle 30SecondEasterEggGroove TwirlWithAnEasterEgg MirrorMyEasterEggMoves',
    fashion:
      '7DayEasterEggColorFit EasterEggEarrings EasterEggSundayStyle MomVsMeEasterEggOutfit EasterEggNails EasterEggBonnetBuild DressLikeAnEasterEgg TieDyeEasterEggTee',
    music:
      'EasterEggShakerBeat MusicalEasterEggs MakeEasterEggMaracas EasterEggsInSongs DadVsMeEasterEggDrums HideAnEasterEggInACover 60SecondEasterEggRap RhythmRelayEasterEggs',
    pet: 'EasterEggPetPortrait EasterEggStayFor10 EasterEggSnuffleGame PaintYourDogOnAnEasterEgg PuppysFirstEasterEggHunt EasterEggTrickTraining HamsterEasterEggMaze ParrotEasterEggForaging',
    prank:
      'ConfettiEasterEgg EasterEggNoteHunt EasterEggInsideDadsShoe TryAgainEasterEggs GooglyEyedEasterEggs GiantEasterEggDelivery EasterEggLunchboxSurprise SockInEveryEasterEgg',
    travel:
      'EasterEggHuntInThePark 5CountriesEasterEggQuiz OneEasterEggEachTown EasterEggTrailWalk RoadTripEasterEggs GrandmasEasterEggVisit WhoLaidMyEasterEgg PackAnEasterEggBasket',
  },
  eid: {
    art: '10MinuteEidHenna MakeNanaAnEidCard EidBannerPaint FoldPaperEidLanterns IcingArtForEid MoonAndStarMobileEid DecorateEidiEnvelopes ChalkGreetingEid',
    cooking:
      'EidMaamoulCookies EidBreakfastSpread 3IngredientEidSweets EidBakeOff SheerKhurmaForEid MomVsMeEidBiryani ShareAnEidPlateNextDoor DateBallsForEid',
    dance:
      'EidOutfitTwirl EidMorningMoves EidKitchenBoogie DabkeForEid ShuffleIntoEid 10SecondEidGroove CousinsEidDanceOff EidStepsWithGrandpa',
    prank:
      'EidEnvelopeIOUNote EidiTreasureHunt EidWakeUpParade BalloonAvalancheEid NestedGiftEid WrongNameOnEveryEidCard EidShoesWithGooglyEyes ConfettiDoorEid',
    tech: 'EidVideoCallFamily MakeAnEidGIF EidPhotoBooth TimeLapseEidPrep SlowMoConfettiEid VoiceNoteForEid ThenVsNowEidSelfie 30DaysToEidReel',
    wellness:
      'EidGratitudeNote EidRestDay 5MinuteEidStillness 3KindActsThisEid CallAnElderOnEid QuietMomentBeforeEid FirstHugOfEidMorning SunsetWalkAfterEid',
  },
  electrician: {
    gaming:
      'ElectricianCircuitMaze ElectricianTriviaDuel WhoAmIElectricianEdition NameThatElectricianTool ElectricianBuzzWireGame LightsOutPuzzle CanYouStumpAnElectrician OneMinuteElectricianMime',
    speed:
      '5ScrewsElectricianSprint SiblingElectricianSortOff ElectricianBulbRelay 30SecElectricianCordWrap ElectricianQuizIn60 ElectricianToolBeltDash BeatTheElectrician ElectricianLabelingRush',
    wellness:
      'RechargeLikeAnElectrician ElectricianFootSoak 5MinuteElectricianStretch ElectricianScreensOff FlipYourOffSwitch 20MinElectricianPowerNap ElectricianTeaBreak ElectricianSunsetStroll',
  },
  embroidery: {
    dance:
      'EmbroideredSkirtTwirl StitchAndStep FolkDanceEmbroidery 30SecondEmbroideryShuffle StrutYourEmbroidery EmbroideryOnTheBeat 8CountEmbroideryReveal EmbroideryFlossLimbo',
    funny:
      'EmbroideryFailReveal EmbroideryGrandmaRates ThenVsNowEmbroidery NeverFlipMyEmbroidery EmbroideryFoodPuns DadJokeEmbroidery MomsTextsInEmbroidery ReceiptEmbroidery',
  },
  eraser: {
    gaming:
      'EraserFlickSoccer SumoWithErasers EraserCurlingMatch BounceAnEraserIntoACup DeskTopEraserGolf LastEraserStanding FirstTo5EraserGoals EraserStackOff',
  },
  esports: {
    dance:
      'EsportsVictoryDance EsportsTeamEntrance ShowUsYourEsportsMoves EsportsEmoteIRL 15SecondEsportsWalkout EsportsGrooveBattle LaggyRobotEsports ConfettiDropEsports',
    fashion:
      'EsportsJersey3Ways EsportsMerchHaul GamertagOnMyBack CouchToEsportsGlowUp EsportsHeadsetHair DressLikeAnEsportsCaster EsportsCosplay SquadEsportsFitCheck',
    music:
      'EsportsHypeAnthem EsportsWalkoutSong CasterCallRemix ChantForYourEsportsTeam 10SecondEsportsIntroBeat DeskDrumEsportsBattle EsportsPlaylistDraft MontageMusicEsports',
  },
  exam: {
    gaming:
      '10QuestionExamSpeedrun ExamTriviaShowdown ExamFlashcardDuel PostExamGameNight ExamBossFight LevelUpAfterExams TurnYourExamIntoARPG ExamBingoRevision',
    wellness:
      '5BreathExamCalm ExamNightWindDown ExamDayAffirmations SleepBeforeTheExam DumpYourExamWorries KindToYourselfPostExam OneMinuteExamReset ExamStressWalkOutside',
  },
  'face paint': {
    cooking:
      'FacePaintCookies FacePaintPancakes CupcakeLikeMyFacePaint FacePaintFruitPlatter TigerFacePaintToast 10MinuteFacePaintBento KidsVsMeFacePaintPizza DecorateDonutsFacePaint',
    dance:
      'FacePaintGlowDance GrooveLikeYourFacePaint TigerFacePaintStrut FacePaintMirrorMoves FacePaintTransition FreezeFrameFacePaint 8CountFacePaintRoutine KidVsDadFacePaintBattle',
    music:
      'FacePaintToTheBeat FacePaintYourFavoriteSong RockStarFacePaint FacePaintMusicVideo FacePaintLipSync AlbumCoverFacePaint MomAndMeFacePaintDuet KaraokeInFullFacePaint',
    prank:
      'WhoNoticesMyFacePaint FacePaintTwinning FacePaintAlarmForDad CompletelyCalmFacePaint FacePaintVideoCall BreakfastInFacePaint GrandpaInFacePaint IsItAFilterOrFacePaint',
    wellness:
      'FacePaintYourMood SlowFacePaintSunday 5MinuteFacePaintCalm GentleFacePaintRemoval FacePaintKindWords FacePaintMirrorTalk CalmingFacePaintSwirls 3GoodThingsInFacePaint',
  },
  fail: {
    prank:
      'TrophyForDadsBiggestFail WrongNameCardFail FailTooSlowHighFive FailCupcakeMessage BackwardsDayEpicFail GiftWrapFailOnPurpose ToyPhoneDropFail MagicTrickFail',
  },
  farm: {
    art: 'DrawAFarmFromMemory CornHuskDolls 10MinuteFarmSketch FarmScarecrowBuild 7DaysOfFarmWatercolor KidsVsMeFarmPainting FarmAnimalPotatoStamps FarmSunflowerDoodles',
    travel:
      'FarmTourFriday FarmersMarketCrawl FarmStandRoadTrip 30MinuteFarmCornMaze PickYourOwnFarm PumpkinPatchFarmDay MeetEveryAnimalOnTheFarm FarmStayWeekend',
  },
  'farmers market': {
    educational:
      'FarmersMarketOddVegQuiz IsItInSeasonFarmersMarket HowFarmersMarketsWork 5DollarFarmersMarketHaul AskAFarmerAnything NameThatVeggie MythOrFactFarmersMarket FarmersMarketFoodMiles',
    funny:
      'NatureDocFarmersMarket WeirdFarmersMarketVeg BudgetVsFarmersMarket OnlyHereForSamples EightDollarTomato 1ItemFarmersMarketDare SoapOperaFarmersMarket FarmersMarketImpulseBuys',
    gaming:
      'FarmersMarketCharades FarmersMarketBingoCard PlayFarmerForADay KidsRunTheFarmersMarket 10ItemFarmersMarketHunt SeedToSaleSpeedrun 60SecondFarmersMarketQuiz FarmersMarketPriceGuess',
    pet: 'FarmersMarketDogWalk SitStayAtFarmersMarket BunnyFarmersMarketHaul CatVsFarmersMarketBag MeetTheFarmersMarketPups PetsFirstFarmersMarket FarmersMarketSniffTour FarmersMarketCatnipFind',
  },
  'fast food': {
    funny:
      'KidsRunAFastFoodCounter FastFoodAdVsReality RateYourFastFoodToy FastFoodMenuPanic 30SecondFastFoodPitch FastFoodFryTierList NarrateMyFastFoodOrder FastFoodSauceHoarder',
    tech: 'FastFoodKioskTest FastFoodPhotoVsReal EditYourFastFoodLikeAnAd AIInventsNewFastFood FastFoodCouponHunt TrackMyFastFood CodeAFastFoodMenu EmojiOnlyFastFoodOrder',
  },
  'fathers day': {
    cooking:
      'LearnHisFathersDayRecipe FathersDayBurgerBattle 30MinuteFathersDayBrunch KidsVsMomFathersDayBake DonutsWithDad PopsFavoritePie FathersDayTieCookies FathersDayBreakfastTray',
    fitness:
      'FathersDayPushUpOff 5KWalkForFathersDay FathersDayBackyardCatch SquatLikeYourFather PiggybackPops 10MinuteFathersDayHIIT DadVsKidsFathersDayPlank FathersDayBikeRide',
    music:
      'KaraokeDuetFathersDay 5SecondFathersDayGuess FathersDaySerenade ThenVsNowFathersDaySongs DadRockCover SingHisFavoriteTune FathersDayAirDrums FathersDayPlaylistSwap',
    speed:
      'FathersDayTieRace 60SecondFathersDayCard CarWashForFather FathersDayBreakfastIn10 DadJokeSpeedRound PuzzleFaceOffFathersDay FathersDaySockMatch FathersDayGiftWrapRush',
  },
  fencing: {
    cooking:
      'FencingFruitPlatter EnGardeBaguette FencingClubBakeOff PostFencingSnackIn10 FencingPisteSandwich FencingMaskPancakes PackAFencingBagLunch MusketeerFencingFeast',
    dance:
      'FencingFootworkDance EnGardeGroove FencingVsBalletFaceOff FencingToucheDrop FencingSaluteStep MirrorDuetFencing 8CountFencingRoutine SalsaButMakeItFencing',
    fashion:
      'FencingWhitesLook EnGardeFitCheck DesignYourFencingMask FencingSilverJacket PisteToStreetFencingStyle 30SecondFencingSuitUp FencingGloveDrip PirateShirtFencing',
    funny:
      'FencingWithBaguettes FencingMaskReveal DinnerTableFencingRef WoodenSpoonFencing OverlyPoliteFencing SlowMoFencingDrama FencingBuzzerAtHome ExplainFencingIn10Words',
    gaming:
      'BalloonFencingFaceOff FencingThumbWar FirstTo5FencingTouches FencingTriviaDuel SockTagFencing FencingBracketNight WhoWinsFamilyFencingCup FencingSimonSays',
    music:
      'FencingSwordClashBeat FencingDuelSoundtrack EnGardeEpicScore FencingBuzzerRemix 30SecondFencingAnthem FencingBoutToAPopSong RapBattleFencingEdition HumYourFencingWalkout',
    pet: 'FencingCatToyDuel PupEnGardePose KittenVsFencingBag BunnyRefsMyFencingBout FencingToucheTrick TeachADogTheFencingSalute TreatsAfterFencing 60SecFencingFetchBreak',
    speed:
      'FencingReactionTest BeatDadToAFencingTouch FencingLadderDrill FirstToucheFencing FencingSuitUpDash FencingLungesIn30 FoamSwordFencingRelay 60SecondFencingFootwork',
    tech: '7DayFencingProgressReel FencingSlowMo FencingInstantReplay GlowSwordFencingEdit AskAIFencingRules FencingTimerApp SplitScreenFencingDuel FencingBoutIn3Emojis',
    travel:
      'FencingClubVisit FencingInANewCity FencingTourneyTrip FencingBagPacking FindFencingAtTheMuseum FaireDayFencing ParkFencingPicnic OversizeLuggageFencing',
  },
  ferry: {
    educational:
      'FerryPortVsStarboard CanYouFindNorthOnAFerry WhyFerriesDontSink FerryKnotQuiz DecodeFerryFlagsIn60 GuessYourFerrysSpeed HowTidesMoveTheFerry FerrySafetyBriefing',
    speed:
      '5KnotsBeforeFerryDocks FerryCrossingQuiz LifeJacketSpeedrun 60SecondFerrySketch LandHoFerryRace CatchTheLastFerry FerryPackingDash FerryTicketSprint',
  },
  'field trip': {
    pet: '3StopPupFieldTrip HappyVetFieldTrip PuppyPicksTheFieldTrip FieldTripForFido PawmissionSlipFieldTrip FieldTripDogHike BunnysBackyardFieldTrip FieldTripToThePetStore',
    travel:
      'GrownUpFieldTripFriday AquariumFieldTrip FieldTripByTrain MuseumBingoFieldTrip OneFieldTripPerMonth NoPermissionSlipNeeded RedoYourSchoolFieldTrip FieldTripLibraryVisit',
    wellness:
      'FieldTripForOne NoPhoneFieldTrip ForestFieldTrip 5SensesFieldTrip SlowFieldTripSunday ShowUsYourFieldTripView FieldTripQuietBench FieldTripGratitudeCard',
  },
  'fire truck': {
    speed:
      'FireTruckToyRace FireTruckBucketRelay FireTruckHoseRollTimer 60SecondFireTruckDrawing FireTruckGearUpIn30 WeeOooFireTruckDash BuildAFireTruckFast KidsVsDadFireTruckPuzzle',
  },
  'first day': {
    gaming:
      'SpeedrunTheFirstDay FirstDayWouldYouRather 10SideQuestsFirstDay FirstDayBossBattle PickYourFirstDayClass HallwayBingoFirstDay FirstDayAchievements TwoTruthsOneLieFirstDay',
  },
  fitness: {
    fashion:
      'FitnessFitCheck FitnessOutfitGlowUp StyleOneFitnessSet3Ways 7DayFitnessOOTD AthleisureToBrunch WhatsInMyGymBag FitnessBuddyTwinning ThriftedFitnessFaceOff',
    funny:
      'FitnessGoalsVsReality MovieTrailerYourFitness FitnessGadgetFails GrandmaJudgesFitnessForm DayOneSoreness SweatyFaceMontage DogJoinsMyFitnessRoutine FitnessMirrorPepTalk',
    speed:
      'FitnessStopwatchDuel FitnessRelayRace SiblingFitnessFaceOff 10RoundFitnessCircuit BeepTestChallenge TwoMinuteBurpees CanYouBeatMyFitnessTime FitnessJumpRopeSprint',
  },
  flamingo: {
    fashion:
      'DressLikeAFlamingo StyleAFlamingoShirt FlamingoShadesSelfie AllPinkFlamingoLook OneLegFlamingoFitCheck FlamingoPrintThreeWays FlamingoFeatherBoa FlamingoSocksAndSandals',
    speed:
      'FlamingoBalanceOff FlamingoRingToss 30SecondFlamingoFreeze FoldAFlamingoFast LastFlamingoStanding PinkFlamingoHopRelay FlamingoFeatherBlow FlamingoDoodleRush',
  },
  flute: {
    art: 'DrawYourFluteBlindfolded MakeAStrawFlute 10MinuteFluteSketch FluteSheetMusicCollage PaintToAFluteSolo FluteCaseStickerBomb ColorEveryFluteNote SiblingsFluteDoodleOff',
    fashion:
      '60SecondFluteFitCheck FluteConcertGetReady RecitalFluteOutfit3Ways FluteBandUniformGlowUp FlauntYourFlute SilverLikeMyFlute FluteCaseCouture FluteStageShoesRated',
    speed:
      'FastestFluteTrill BumblebeeFluteSpeedrun FluteArpeggioBlitz FluteAssemblyTimer DoubleTongueDash 60SecondFluteScales FluteSightReadRace FluteNoteNamingRush',
    travel:
      'FluteSoloInThePark PackYourFluteForTravel BestFluteEchoSpot OneFluteSongPerTown BuskWithAFlute FluteTourOfMyCity SunriseFluteSession FluteForTheDucks',
  },
  fog: {
    cooking:
      'FoggyDayPorridge 30MinFogWeatherSoup LondonFogLatte CloudEggsForFoggyDays EarlGreyFogCake FogMorningMuffinBattle SteamBunFogReveal WhatWeCookWhenFogRollsIn',
    fashion:
      'FogTrenchCoatLook FogLayering3Ways DressForTheFog FoggyDayFitCheck SherlockInTheFog AllGreyFogOutfit 1WeekFogWardrobe FogRunwayWalk',
    funny:
      'FoggyGlassesProblems FogGaveMeFrizz DramaticEntranceInFog FogAteMyStreet FogHornImpression BackyardFogExpedition SunsetPhotoVsFogReality MovieTrailerForTheFog',
  },
  'food truck': {
    fitness:
      'FoodTruckBikeHop WalkToEveryFoodTruck RunToTheFoodTruck FoodTruckFiveK BeatDadFoodTruckSprint 10000StepsFoodTruckDay FoodTruckFridayStroll FoodTruckPlankTimer',
    music:
      'FoodTruckJingle FoodTruckMenuRap FoodTruckHornBeat MomAndMeFoodTruckDuet BeatboxLikeAFoodTruck 60SecondFoodTruckSong SingYourFoodTruckOrder SpatulaDrumFoodTruck',
    pet: 'CatRunsAFoodTruck FoodTruckDogMeetup FoodTruckPuppyQueue ShowUsYourFoodTruckPup KittenVsBoxFoodTruck FoodTruckFetchIn30 BuildABunnyFoodTruck SitStayFoodTruck',
    speed:
      '5MinuteFoodTruckLunch FoodTruckMenuMemoryDash FoodTruckSetupRace FoodTruckBurritoRollOff OrderUpCountdown FamilyFoodTruckRelay KidsVsDadFoodTruckTacos BeatTheFoodTruckLine',
  },
  football: {
    cooking:
      'FootballFieldDip HomeVsAwayFootballSnack PretzelFootballBites PipeTheFootballLaces NachoAverageTailgate TouchdownTacos FootballWingWars 10MinuteFootballPlatter',
    fashion:
      'FootballJersey3Ways 7DaysOfFootballFits VintageFootballTee DressForFootballSunday HomeVsAwayFootballLook EyeBlackEverywhere FootballFanGlowUp FootballScarfAndBeanie',
    funny:
      'FootballHuddleAtDinner FootballRefAtHome MyFootballSuperstition CouchCoachingFootball SlowMoReplayFootballStyle FootballCommentaryForMom DogPicksTheFootballWinner FootballNarratedChores',
    music:
      'FootballFightSong FootballBucketDrumline SingTheFootballAnthem 5TrackFootballWarmUp KitchenFootballHalftime BeatboxAFootballTheme FootballChantOff KazooFootballMarch',
    speed:
      'FootballFortyYardDash 30SecondFootballSpiral FootballShuttleSprint CatchTenFootballsFast TwoMinuteFootballDrill FootballFlagPullRace FootballPassRelay SiblingFootballFaceOff',
  },
  fork: {
    funny:
      'ForkOrSporkDebate ForkPuppetTalkShow EatSoupWithAFork ForkOnlyDinnerParty WhichForkFirstPanic FancyForkEtiquetteFail CerealForkStandoff ForkInterviewsTheSpoon',
    speed:
      'ForkTwirlRace KidsVsDadForkSort TableSetForkSpeedrun PastaForkWindIn30 CutleryDrawerDash TenForkTowerTimer CanYouBeatMyForkTime ForkPeaPickupRush',
    travel:
      'ForkInTheRoadTrip ForkOrChopsticksLunch BringYourOwnForkDay FarmToFork3Stops LetTheForkDecide NoForksAllowedFoodTour NeverTravelWithoutAFork 10StallsOneFork',
  },
  freestyle: {
    cooking:
      'FridgeFreestyle 5IngredientFreestyle 10MinuteFreestyleDinner MysteryBoxFreestyle SiblingFreestyleCookOff FreestyleCookingRap CookieDecorFreestyle FreestyleSandwichTower',
    fashion:
      'FreestyleFitCheck 10DollarFreestyleThrift 5MinuteFreestyleOutfit BlindfoldFreestyleLook FreestyleColorClash FreestyleAccessoryDare MomsWardrobeFreestyle BestiesFreestyleFaceOff',
    fitness:
      'FiveMinuteFreestyle FreestyleJumpRope FreestyleFreezePlank NoRepeatFreestyle 7DayFreestyleWorkout CopyMyFreestyleMoves KidsVsDadFreestyleCardio FreestyleHighKnees',
    prank:
      'NoTalkingOnlyFreestyle BedtimeStoryButFreestyle FreestyleHypeEntrance ReplyInFreestyleRap DinnerCallFreestyle SurpriseFreestyleBattle FreestyleChoreReminder FreestyleVoicemailForMom',
    travel:
      'FreestyleCityWander FreestyleDayTrip CoinFlipFreestyleWalk ViewpointFreestyle FreestyleTravelMontage FreestylePackingDare 3HourFreestyleAdventure FirstBusFreestyleRoute',
  },
  french: {
    cooking:
      'FrenchToastFaceOff FrenchMacaronMission FrenchCrepeToppings FrenchOmeletteRoll FancyFrenchCheeseBoard 10MinuteFrenchPicnic 5IngredientFrenchDinner NarrateYourRecipeInFrench',
    fashion:
      'FrenchTuckGlowUp FrenchChicFitCheck BeretAndBreton FrenchScarfKnot 7DayFrenchWardrobe RunwayInFrench DressLikeAFrenchFilm StyleMeInFrench',
    gaming:
      'FrenchHangmanDuel PlayItInFrench FrenchLetterTiles 60SecondFrenchQuiz FrenchMemoryMatch GuessTheFrenchWord LivingRoomFrenchBoules ChangeYourGameToFrench',
    prank:
      'FrenchOnlyDay EveryoneGetsFrenchNames BonjourWakeUpCall FrenchMenuForMacAndCheese StickyLabelsInFrench ReciteAFrenchPoem FamilyChatGoesFrench TextDadInFrench',
    tech: 'PhoneInFrench TalkToAIInFrench FrenchVsTranslateApp FrenchSubtitlesNight 30SecondFrenchTyping FrenchVoiceNote GuessTheFrenchEmojiPhrase 7DayFrenchLessonStreak',
    travel:
      'OrderInFrench FrenchCafeHopping TourDeCroissant SpotFrenchSignsNearby OneFrenchWordPerStop FrenchPhrasebookWalk FrenchOnlyWeekendAway BakeryRunInFrench',
  },
  'fresh start': {
    art: 'FreshStartBlankCanvas FreshStartFirstPage 10MinuteFreshStartDoodle PaintOverItFreshStart FreshStartVisionBoard DrawYourFreshStartSelf 30DayFreshStartSketchbook TornPaperFreshStart',
    fashion:
      'FreshStartNewLook 30DayFreshStartWardrobe ClosetPurgeFreshStart LastYearVsFreshStartStyle FreshStartColorPop ThriftAFreshStartFit FreshStartShoeShine ClothesSwapFreshStart',
    gaming:
      'FreshStartNewSaveFile FreshStartHardMode SpeedrunYourFreshStart LevelOneFreshStart FreshStartRematch RespawnFreshStart AvatarGlowUpFreshStart 30DayFreshStartStreak',
    prank:
      'FreshStartRenamesTheCat GooglyEyesFreshStart NicknameChangeFreshStart ClipOnBangsFreshStart WildResolutionFreshStart SillyScheduleFreshStart WrongNameFreshStartBanner FreshStartLabelMaker',
    travel:
      'FreshStartNewCity FreshStartSoloTrip WatchAFreshStartSunrise FirstWalkFreshStart FreshStartPackLight PostcardFromMyFreshStart VisitTenPlacesFreshStart YesDayFreshStart',
  },
  fridge: {
    funny:
      'FridgeStareContest NothingInTheFridgePOV FridgeLabelWars MidnightFridgeRaid WhoAteMyFridgeSnack FridgeLeftoverCourtroom FridgeLightStandUp GuessThatFridgeTub',
    speed:
      'FiveMinuteFridgeTidy FridgeFindTheKetchup FridgeInventoryDash FridgeFitItAllRace LeftoverLabelBlitz FridgeGrabAndGo FridgeRestockRelay KidsVsDadFridgeSort',
    tech: 'FridgeShelfStopMotion AIRecipeFromMyFridge FridgeCleanOutTimelapse 7DayFridgeWasteTracker TimeTheFridgeDoorOpen FridgePhotoShoppingList IsYourFridgeColdEnough CaughtOnFridgeCam',
  },
  'fried chicken': {
    fitness:
      'SquatOffForFriedChicken FriedChickenArmCircles RunToFriedChicken 100WingFlapsFriedChicken FriedChickenBucketCurls BurpeesBeforeFriedChicken FridayFriedChickenJog FriedChickenJumpingJacks',
    funny:
      'LastFriedChickenPiece MovieTrailerFriedChicken TakeoutOrHomeFriedChicken FriedChickenSauceHoard DrumstickVsWingDebate RateTheFriedChickenCrunch OneNapkinFriedChickenDare FriedChickenGrandmaJudge',
    speed:
      '10BucketFriedChickenTower ThirtyMinFriedChicken FriedChickenFaceOff FastestFriedChickenPlate FriedChickenBreadingRelay 60SecondFriedChickenPrep FriedChickenBoxPackRush FriedChickenOrderSprint',
  },
  frog: {
    music:
      'FrogCroakChorus HumAFrogLullaby FrogBeatboxBattle FiveLittleFrogsSingAlong RainyNightFrogRemix FrogLilyPadLipSync FrogKazooDuet 30SecondFrogSong',
    speed:
      '30SecondOrigamiFrog FrogBeanbagToss LeapfrogSprint LongestFrogLeapWins FrogLilyPadDash FamilyFrogRelay TenFrogJumpsFast FrogPuzzleIn60',
    travel:
      'FrogSpottingHike SaturdayFrogSafari SpotFiveFrogSpecies FrogsAtTheZoo FollowTheFrogCroaks FrogsOfMyNeighborhood RainyDayFrogHunt OneFrogPhotoPerTown',
    wellness:
      'FrogPondQuietHour FrogPoseBreathing SitLikeAFrog RainyNightFrogCroaks FrogStillnessDare FallAsleepToFrogSounds FrogChorusSleep 30DayFrogDoodleDiary',
  },
  frost: {
    tech: 'FrostTimelapse FrostStopMotion GuessThisFrostCloseUp FrostForecastFaceOff AIPredictsFrost 7DayFrostPhotoStreak DidYourAppCallTheFrost FrostMeltSlowMo',
  },
  'frying pan': {
    funny:
      'FryingPanAirGuitar PhoneCallOnAFryingPan KnightsOfTheFryingPan FryingPanTennis FryingPanStickingFails DramaticFryingPanReveal WhoUsedMyFavoritePan FryingPanMirrorSelfie',
    gaming:
      'FryingPanBeanbagCatch KidsVsDadFryingPanGolf FryingPanPingPong FryingPanBalloonVolley PanFlipFaceOff BallBalanceFryingPanRelay SockTossIntoAFryingPan FryingPanBullseye',
    music:
      'FryingPanDrums PotsVsFryingPanBattle FryingPanBanjo GuessTheSongFryingPan 30SecondFryingPanRhythm PanSizzleBeatDrop FryingPanSpoonSolo FryingPanKazooDuet',
    pet: 'CatLoafInAPan FryingPanPlushFetch PawsOnTheFryingPanLid KittenNapsInASkillet ShellGameWithFryingPans FryingPanShapedPupTreats IfItFitsFryingPanEdition FryingPanEggPetToy',
    wellness:
      'ListenToYourFryingPan FryingPanCookTogether SlowEggInThePan FryingPanFamilyDinner SundaySkilletBrunch ShareAFryingPanMeal MindfulFryingPanScrub FryingPanQuietBreakfast',
  },
  'full moon': {
    pet: 'FullMoonPetZoomies ShowUsYourFullMoonDog FullMoonCatStareOff PupSerenadesTheMoon HalfHourFullMoonWalkies FullMoonHowlOff FullMoonSnuggleWatch BunnyUnderAFullMoon',
    speed:
      'FullMoonFirstSpotter MoonPhaseSpeedQuiz FullMoonCraterCount BeatTheFullMoonRise KidsVsDadFullMoonRace FullMoonHowlRelay FullMoonPhotoIn10 60SecondFullMoonDrawing',
  },
  'game night': {
    cooking:
      'GameNightDicePizza 3IngredientGameNightDip MocktailsForGameNight NoGreasyFingersGameNight GameNightCharcuterie 10MinuteGameNightSnacks WhoCooksNextGameNight GameNightNachoTray',
    speed:
      'GameNightCharadesIn60 GameNightBlockTowerBlitz RaceToSetUpGameNight BeatTheSandTimer GameNightSketchSprint 10QuestionGameNightQuiz 3SecondGameNightAnswers 2MinuteGameNightCleanup',
    travel:
      'BackyardGameNight GameNightAtGrandmas TrainRideGameNight GameNightInThePark PackAGameNightKit BoardGameCafeCrawl 5CityGameNightTour CampsiteGameNightDuel',
  },
  garage: {
    travel:
      '5GarageSalesOneSaturday HardwareStoreGarageRun 1HourGarageToCampsite OldGarageBikesRideAgain GarageFindsFleaMarket HikeFromYourGarage GarageDoorDecorWalk GarageCampingGearPack',
  },
  'garbage truck': {
    art: 'DrawAGarbageTruck CardboardGarbageTruck GarbageTruckFromRecycling GarbageTruckStopMotion 10MinGarbageTruckSketch GarbageTruckClayModel KidsVsMeGarbageTruckPaint GarbageTruckCollage',
    wellness:
      'Toss10ThingsGarbageTruck LetGoOnGarbageTruckDay WaveAtTheGarbageTruck 5MinGarbageTruckStretch TakeOutTheMentalTrash ThankYourGarbageTruckCrew GarbageTruckGratitudeNote GarbageTruckEarlyWalk',
  },
  'garden hose': {
    cooking:
      'GardenHoseVeggieWash GardenHosePartySnackBoard 3IngredientGardenHosePops HoseRinsedBerries GardenHoseSwirlBuns GardenHoseTomatoSalsa LemonadeByTheHose 10MinuteGardenHoseLunch',
    fashion:
      'DressForGardenHoseDay GardenHoseClogsAndSocks 1WeekGardenHoseOOTD WelliesGardenHoseGlowUp GardenHoseSunHatLook HoseDownFitCheck GardenHoseBeltDIY StrutTheHoseRunway',
  },
  gardening: {
    cooking:
      'GardeningVeggieCookOff GardeningZucchiniBread FirstHarvestGardening EdibleFlowerCupcakes PlotToPlateGardening 5MinuteGardeningSalad GardeningHerbPesto GardeningTomatoSalsa',
    fitness:
      'GardeningSoilBagCarry GardeningLungeAndPlant KidsVsMeGardeningRelay DigLikeAGardener 100WeedsGardeningSquats 30MinGardeningWorkout GardeningRakeReps GardeningKneelingStretch',
    travel:
      'GardeningFarmVisit RateYourStreetsGardening MeetTheGardenerNextDoor CommunityGardeningHop 5GardeningStopsOneDay SaturdayGardeningSafari GardeningVillageStroll SeedShopGardeningCrawl',
  },
  'gender reveal': {
    cooking:
      'GenderRevealCake GenderRevealCookies 10MinuteGenderRevealBites LayeredGenderRevealDrink PinkOrBluePancakes GenderRevealFilling BakeAGenderRevealPie MomVsNanaGenderRevealDuel',
    music:
      'GenderRevealDrumRoll GenderRevealLullaby DuetForBabyGenderReveal WriteAGenderRevealSong PinkOrBlueJingle GenderRevealBumpSerenade SingTheGenderReveal 10SecondGenderRevealBeat',
    speed:
      'GenderRevealBalloonPop 60SecondGenderRevealGuess GenderRevealPuzzleDash 10LayerGenderRevealUnwrap PinkOrBlueRelay GenderRevealDiaperRace ClueHuntGenderReveal DadVsMomGenderRevealStack',
  },
  geography: {
    funny:
      'GeographyGuessFails GeographyWhereAmI DadsGeographyFacts 10SecondGeographyMap MomVsKidsGeographyQuiz GeographyTeacherRant GeographyHotTakes GeographyLostTourist',
    travel:
      'Spot3LandformsGeography GuessThisTownGeography GeographyStreetNameHunt 30DayGeographyPinBoard PaperMapGeographyOuting GeographyFieldTrip GeographyLandmarkBingo GeographyTrainTrip',
  },
  'girls night': {
    art: 'GirlsNightCanvasPainting GirlsNightNailArt BraceletSwapGirlsNight BlindPortraitGirlsNight SketchOffGirlsNight MugDoodleGirlsNight GirlsNightTieDye ClayCharmsGirlsNight',
  },
};
