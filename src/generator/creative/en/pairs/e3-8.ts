import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  rain: {
    fitness:
      'RainOrShineReps RunInTheRain RainJacketJog RainyDayBurpees PuddleHopCardio DrizzleMile',
    funny:
      'MainCharacterRain RainCheckExcuses UmbrellaFlipFail RainHairReveal RainyDayStirCrazy SoakedToTheSocks',
    prank:
      'RainSoundsFakeOut UmbrellaRescueSquad RainyDayFortSurprise RainBootTreasure WarmTowelWelcome RainbowWindowClings',
    educational:
      'MakeItRainLab WhyRainSmellsGood RainCloudInAJar DIYRainGauge CountTheThunder RaindropShapeQuiz',
    cooking:
      'RaindropCake RainCloudMeringues MakeItRainSprinkles RainyDayCocoaBar DripDropDonuts PuddleJelloCups',
    travel:
      'RainyDayMuseumHop ChaseTheRain AfterTheRainFalls RainCafeHunt UmbrellaCityStroll CoveredMarketCrawl',
    fashion:
      'RainBootsFitCheck RaincoatColorPop RainPonchoGlowUp RainyDayRunway MatchYourUmbrella DressForTheDownpour',
    wellness:
      'ListenToTheRain RainyDayReset RainWindowJournal BreatheWithTheRain RainTeaAndABook PitterPatterNap',
    speed:
      'RaindropRace BeatTheRainHome RainGearIn60 RainLaundryRescue PuddleDodgeDash UmbrellaFastDraw',
    music:
      'SingingInTheRain RainBucketDrums RainSongCover RainyDayLoFi PitterPatterBeat ThunderBassDrop',
    art: 'RaindropMacroShot LetTheRainPaint RainWatercolor RainWindowSketch UpsideDownPuddles StormCloudCharcoal',
    tech: 'RainSensorBuild RaindropSlowMo WhichRainAppWins RecordTheRain WaterproofOrNot DIYWeatherStation',
    pet: 'RainyDayWalkies DogRaincoatFitCheck PuppyRainBoots CatVsRaindrops TowelTimeZoomies ThunderCuddleCorner',
    gaming:
      'RainyDayGameNight RainFortUnoTourney RainDelayChess RainCheckRematch PlayTillTheRainStops ThunderstormMonopoly',
  },
  juice: {
    dance:
      'JuiceBoxBounce JuiceBarShuffle JuicedUpJig OrangeJuiceTwoStep SipAndSway FreshSqueezedMoves',
    fitness:
      'GreenJuiceGains JuicedUpHIIT JuiceJugCurls EarnYourJuice CitrusSqueezeGrip PulpFreeBurpees',
    funny:
      'JuiceAfterToothpaste TheGreatPulpDebate JuiceCleanseDayTwo JuiceSommelier JuiceBoxBlooper SourJuiceFaceOff',
    prank:
      'JellyJuicePrank GooglyEyedJuice FakeJuiceSpill FrozenJuiceCubes JuiceBoxLunchNote DoorstepJuiceFairy',
    educational:
      'HowJuiceIsMade JuiceVsWholeFruit SugarCubesInJuice OrangesPerGlass JuiceAcidTest VitaminCQuiz',
    travel:
      'JuiceBarCrawl StreetJuiceSafari SugarcaneJuiceHunt BeachShackJuice OrangeGroveSip FreshSqueezedAbroad',
    fashion:
      'DressLikeYourJuice JuiceCleanseCloset JuicyCoutureRevival FreshJuiceFitCheck CitrusSliceEarrings GrapefruitPinkSet',
    wellness:
      'GreenJuiceGlow JuiceAndJournal JuiceGratitudeToast MindfulJuiceSip SqueezeTheDay HydrationCheckIn',
    speed:
      'FastestJuiceSqueeze JuiceBoxStackOff JuicePourRelay JuiceIn60Seconds CitrusPeelDash LemonadeStandRush',
    music:
      'JuiceBoxJam JuiceGlassXylophone OrangeJuiceJingle JuiceJugBassline BlenderBeatDrop StrawPanFlute',
    art: 'JuiceBoxRobots JuiceCartonCityscape PaintWithJuice JuiceSplashPhoto CitrusStampArt JuiceStainWatercolor',
    tech: 'JuicerVsHands JuicePoweredClock SmartBlenderTest JuicePressSlowMo ScanYourJuice AIPicksMyJuice',
    pet: 'KittenVsJuiceBox DogVsJuicer JuiceCartonCatCastle JuiceCratePuppyNap JuiceStandMascot FreshSqueezedZoomies',
    gaming:
      'JuiceStandTycoon JuicedUpPowerUp BeatMyJuiceCombo JuiceBoxGameNight SliceItJuiceIt PulpPuzzleLevel',
  },
  love: {
    dance:
      'LoveStoryTwoStep CrazyInLoveRoutine LoveTangoDip LoveBugBoogie RecreateOurFirstDance HeartHandsShuffle',
    fitness:
      'LoveAndLunges LiftYourLove LoveHandHoldJog RepsForMyLove HighFivePlanks WheelbarrowDuoWalk',
    prank:
      'LoveNoteAmbush LoveSongWakeUp PostItLoveStorm LunchboxLoveLetter SurpriseRoseTrail HiddenComplimentHunt',
    educational:
      'ScienceOfLove LoveLanguagesQuiz YourBrainOnLove LoveLettersInHistory WhyWeBlush HeartSymbolMystery',
    cooking:
      'LoveHeartPancakes AllYouKneadIsLove LoveChocolateDip LoveBugCookies CookForYourCrush DateNightDinner',
    travel:
      'WhereWeFellInLove LoveLetterPostcards FindTheLoveLocks CityOfLoveTour HeartShapedSights ProposalSpotScout',
    fashion:
      'LoveAtFirstFit TwinningInLove LoveInRedAndPink StealYourLovesHoodie HeartOnMySleeve DateNightLook',
    wellness:
      'SelfLoveSunday LoveLetterToMyself SpreadTheLove MirrorLoveNotes HeartfeltThanks ComplimentAStranger',
    speed:
      'SixtySecondLoveNote RapidFireLove LoveTriviaShootout FinishTheLoveLyric PaperHeartFoldRace ConversationCandySort',
    music:
      'SerenadeYourLove LoveBalladDuet LoveUkuleleStrum LoveLyricSwap SillyLoveSongs MixtapeForMyCrush',
    art: 'HandLetteredLove WhatLoveLooksLike LovePortraitSwap ClayLoveBirds RoseWatercolor ThumbprintBouquet',
    tech: 'LoveLetterInCode ScanForLove LoveTouchLamps AIWritesMyLovePoem LightUpHeartBuild LongDistanceMovieSync',
    pet: 'PetLoveLanguage PuppyLoveChallenge WhoDoesTheDogLoveMore SlowBlinkILoveYou LoveNoteFromMyCat HeartShapedTreatHunt',
    gaming:
      'PlayerTwoHasMyHeart LoveTriviaDuel LoveWordleRivals LoveMatchMemory LoveQuestCoOp CouplesTetrisBattle',
  },
  'happy birthday': {
    dance:
      'HappyBirthdayConga HappyBirthdayHustle HappyBirthdayFreeze HappyBdayLineDance MakeAWishWiggle BirthdayHatHop',
    fitness:
      'HappyBirthdayAgeReps HappyBirthdayPlank HappyBirthdayMile HappyBirthdayHIIT OneBurpeePerCandle BirthdayBashBootcamp',
    funny:
      'OffKeyHappyBirthday HappyBirthdayVoicemail HappyBirthdayWrongName HappyBirthdayButOpera BirthdayCandleFails WhenTheWaitersSing',
    prank:
      'HappyBirthdayAmbush HappyBirthdayFakeOut HappyBirthdayKazoos HappyStickyNoteWall BalloonAvalanche GiftWrapTheirDoor',
    educational:
      'WhoWroteHappyBirthday HappyBirthdayInASL HappyBirthdayPolyglot WhyHappyBirthdayIsHard BirthdayTraditionsQuiz BirthdayParadoxMath',
    cooking:
      'HappyCakeDay HappyBirthdayPancakes HappyBirthdayDonuts HappyBirthdayInIcing FunfettiFromScratch BirthdayCupcakeTower',
    travel:
      'HappyBirthdayHike HappyBirthdayGetaway HappyBirthdayCityHunt BirthdayAtMyHappyPlace MysteryBirthdayOuting AgeInMilesRoadTrip',
    fashion:
      'HappyBirthdayTiara HappyBirthdayGlowUp HappyBirthdayInSequins HappyBirthdaySash PartyHatCouture BirthdayFitCheck',
    wellness:
      'HappyBirthdayToMe HappyBirthdayKindness HappyBirthdayUnplugged HappyBirthdayLetter BirthdayWishJournal OneThankYouPerYear',
    speed:
      'FastestHappyBirthday HappyBirthdayWrapRace HappyBdayBannerDash HappyBirthdayPopOff OneBreathAllCandles CakeSliceSprint',
    art: 'HandDrawnHappyBirthday HappyBirthdayInChalk HappyBirthdayLettering HappyBirthdayPopUpCard PaintTheBirthdayStar TwistABalloonAnimal',
    tech: 'HappyBirthdayLightShow AISingsHappyBirthday HappyBirthdayZoomChoir HappyBirthdayInBinary QRCodeBirthdayHunt MontageOfWishes',
    pet: 'HappyBarkDay HappyMeowthday HappyBirthdayPupCake DogHowlsBirthdaySong PawPrintBirthdayCard ParrotSingsBirthday',
    gaming:
      'LevelUpHappyBirthday HappyBirthdayBingo HappyBirthdayTrivia HappyBirthdayLANParty BirthdayBossBattle BirthdayGetsPlayerOne',
  },
  daisy: {
    dance:
      'OopsyDaisyShuffle UpsyDaisyBounce DaisyChainConga DaisyFieldTwirl DaisyCrownWaltz MeadowSkipStep',
    fitness:
      'UpsyDaisySquats DaisyPickLunges DaisyChainStretch DaisyFieldSprints PetalCountPlank MeadowYogaFlow',
    funny:
      'DaisyDecidesDinner UpsyDaisyWakeUp DaisyCrownDiva FreshAsADaisyNot DaisyBouquetFail FlowerShopImpression',
    prank:
      'DaisyChainTheBike DaisyDoorstepDrop DaisyPetalConfetti DaisiesInTheShoes FollowTheDaisyTrail LunchboxDaisyNote',
    educational:
      'DaisyIsManyFlowers WhyDaisiesSleep DaisyMeansDaysEye DaisyFibonacciCount DaisyDissectionLab HowBeesPickDaisies',
    cooking:
      'DaisyCupcakeBouquet OopsyDaisyPancakes PipeADaisyCookie SunnySideDaisies DaisyDonutDrizzle FruitDaisyPlatter',
    travel:
      'DaisyMeadowHike FindTheDaisyField DaisyParkPicnic DaisyDayOut WildflowerRoadTrip BotanicGardenHop',
    fashion:
      'DaisyPrintFitCheck StyleYourDaisyDukes CrownMeInDaisies EmbroiderADaisy DaisySneakerPaint DaisyChainAnklet',
    wellness:
      'FreshAsADaisyReset LieInTheDaisies DaisyGratitudePetals SlowDaisyChain PressADaisyJournal BloomLikeADaisy',
    speed:
      'LongestDaisyChain DaisyBouquetBlitz DaisyCrownIn60 PetalPickRace DaisyDashRelay CountTheDaisies',
    music:
      'DaisyBellCover UkuleleInTheDaisies DaisyChainHarmony OopsyDaisyRemix PetalPluckBeat WildflowerFolkJam',
    tech: 'DaisyBloomTimelapse HowBeesSeeDaisies DaisyCrownARFilter Daisy3DPrint PhoneMicroscopeDaisy StumpTheFlowerApp',
    pet: 'DaisyFieldZoomies DaisyPrintBandana DaisyCrownPhotoshoot NapInTheDaisies OopsyDaisyPup UpsyDaisyTrick',
    gaming:
      'PrincessDaisyRun DaisyChainCombo DaisyGardenBuild DaisyBloomQuest CozyDaisyFarm FlowerFieldSpeedrun',
  },
  teenager: {
    dance:
      'TeenagerTeachesMom DadVsTeenagerDanceOff TeenSpiritShuffle TeenageBedroomBop GrandmaLearnsTheTrend PromNightTwoStep',
    fitness:
      'TeenVsParentWorkout TeenagerFitStreak TeenageHoopsHustle TeenagerRepsForWiFi BackpackSquats SkateparkLaps',
    prank:
      'TeenCleanRoomShock TeenagerForADay MomTextsLikeATeenager TeenagerLockerNotes SlangOnlyDinner DadBorrowsTheHoodie',
    educational:
      'TeenSlangQuiz InsideTheTeenageBrain AskATeenager BudgetLikeATeenager WhyTeenagersSleepLate DecodeTheGroupChat',
    cooking:
      'TeenagerCooksDinner TeenSnackHacks TeenageRamenGlowUp TeenagerBakeOff MicrowaveMugBrownie AfterSchoolChef',
    travel:
      'TeenagerPlansTheTrip TeenagerTourGuide TeenTrainTrek TeenageCampusCrawl FirstSoloBusRide PaperMapOnlyDay',
    fashion:
      'TeenStylesMyMom TeenagerThriftFlip DressLikeYourTeenager TeenagePromGlowUp OneHoodieFiveWays BackToSchoolLineup',
    wellness:
      'TeenSelfCareSunday TeenagerWindDown TeenagerSleepReset DearTeenageMe PhoneFreeEvening StudyBreakStretch',
    speed:
      'TeenagerMorningRush TeenRoomTidyTimer TeenageLaundryFoldOff FastestTeenagerTexter BeatTheSchoolBus HomeworkBlitz',
    music:
      'TeenSpiritCover TeenagerGarageBand TeenagersGotTalent TeenageDreamDuet BedroomSongwriter FirstGuitarRiff',
    art: 'TeenagerRoomMural TeenVsNowPortrait TeenageSneakerCustoms DoodleLikeATeenager LockerDoorCollage ComicZineDebut',
    tech: 'TeenTechSupport TeenagerCodesAnApp TeenagerDeskSetup TeenagersFirstPCBuild RevealYourScreenTime RobotClubProject',
    pet: 'TeenagerTrainsThePup DogGreetsTheTeenager CatVsTeenHoodie TeenagerWalkDuty HamsterHomeworkHelper BedroomPetPhotoshoot',
    gaming:
      'TeenVsParentRematch TeenagerLANSleepover TeenageRankedGrind CarriedByATeenager TeachDadTheGame GrandmaJoinsTheSquad',
  },
  hug: {
    dance:
      'HugItOutShuffle BearHugBounce GroupHugGroove SpinIntoAHug CuddleCrewConga HugLikeNobodysWatching',
    fitness:
      'BearHugBurpees HugTheFinishLine SquatHugRepeat EarnYourHug HugAndStretch TreeHuggerWallSit',
    funny:
      'AwkwardSideHug HugTypesRanked HugOrHandshake NeverEndingHug HugHeightMismatch EveryAuntieHug',
    prank: 'BearHugAmbush HugInABox HugCouponBook SneakyHugSquad HugTagYoureIt GiantTeddyDoorstep',
    educational:
      'WhyHugsFeelGood TheHugHormone HugHeartRateTest HugsAroundTheWorld WhoHugsInTheWild TwentySecondHug',
    cooking: 'HugInAMugCake XOXOCookies TeddyBearBuns HugPretzelTwist HugInABowl GrandmasHugPie',
    travel:
      'FreeHugsCityTour HugARedwood HugAtTheSummit ArrivalsHallHugs HugALandmark TreeHuggerTrail',
    fashion:
      'HugWorthySweater HugMeHoodie TeddyCoatFitCheck CozyCardiganCuddle HugProofMakeup SquishyKnitsOnly',
    speed:
      'HugsIn60Seconds FastestGroupHug HugChainRace HugTagSprint HugRelayHandoff BeatTheHugClock',
    music:
      'HugItOutAnthem GroupHugSingAlong BearHugBallad HugLullabyDuet HugHeartbeatLoop HugsAndHarmony',
    art: 'PaintAHug HandprintHugCard SunsetHugSilhouette ClayHuggers HugComicStrip TeddyHugSketch',
    tech: 'HugOverVideoCall HapticHugVest TeddyHugBot LongDistanceHugLamp SmartwatchHugTest SlowMoHug',
    pet: 'HugMyCatAttempt PuppyHugsBack WhoGivesTheBestHug PetCuddlePuddle KittenHeadbuttHug TeachAPawHug',
    gaming:
      'HugItOutRematch LosersHugWinners GroupHugVictory GoodGameHug HugEmoteOnlyRun CuddleCoOpQuest',
  },
  gift: {
    dance:
      'GiftBoxStep BowOnTopBoogie GiftRibbonTwirl GiftedAndGrooving GiftExchangeShuffle ShakeThePresent',
    fitness:
      'PresentPassPlank GiftSackCarry GiftOfGains SquatTheGiftBox WrappingPaperLunges GiftDeliveryDash',
    funny:
      'GiftWrapFails UnwrapPokerFace RegiftConfessions GiftShakeGuess SocksAgainReaction WorstGiftEverAwards',
    educational:
      'GiftWrapGeometry WhyWeGiveGifts GiftEtiquetteQuiz GiftTaboosWorldwide GiftBudgetMath HistoryOfWrappingPaper',
    cooking:
      'GiftInAJar EdibleGiftBasket GiftTinFudge GiftBoxCake HomemadeJamSwap CookiesInACracker',
    travel:
      'GiftFromEveryCity SouvenirHunt GiftForTheHost TenDollarTravelGift ChristmasMarketGifts LocalCraftFinds',
    fashion:
      'GiftedFitCheck GiftWrapDress TryOnYourGifts PutABowOnIt GiftRibbonBelt StyleItLikeAPresent',
    wellness:
      'GiftYourselfRest GiftOfKindness GratitudeGiftJar BeFullyPresent GiftAStranger HandwrittenThankYous',
    speed:
      'GiftWrapRace OvenMittUnwrap BowTyingSprint GiftBagBlitz FindTheGiftIn60 PresentPassRelay',
    music:
      'GiftWrapBeat ThankYouGiftRap MusicBoxReveal GiftOfSong PresentPercussion GiftedGuitarDebut',
    art: 'DesignYourGiftWrap GiftTagDoodles GiftBoxDecoupage GiftCardCalligraphy PotatoStampPaper HandmadePresentSwap',
    tech: 'AskAIForGiftIdeas GiftGadgetUnbox TechGiftUnder20 QRCodeGiftTag SetUpGrandmasGift DIYLightUpPresent',
    pet: 'PupUnwrapsAPresent CatPrefersTheBox GiftSniffTest DogPicksHisGift KittenGiftWrapHelper GiftedTreatHunt',
    gaming:
      'GiftStealDice PassTheParcelRound WhiteElephantNight GiftExchangeShowdown GiftedGameDebut GiftGuessTrivia',
  },
  procrastination: {
    dance:
      'ProcrastinationShuffle ProcrastiDance ProcrastinatorsBoogie ProcrastinationTwoStep LastMinuteMoves DeadlineDayGroove',
    fitness:
      'ProcrastinationPlank ProcrastinationPushups ProcrastinationWalk ProcrastinatorHIIT DeadlineBurpees PhoneCheckSquats',
    prank:
      'ProcrastinatorRescue ProcrastinationFairy ProcrastinatingNudges ProcrastinationParade DoItNowAlarm DeadlineCheerSquad',
    educational:
      'WhyWeProcrastinate ProcrastinationMyths ProcrastinatingBrain ProcrastinatorTypes TwoMinuteRule EatTheFrogFirst',
    cooking:
      'ProcrastiBaking ProcrastinationFudge ProcrastinationCookies ProcrastinatorsPie SourdoughInsteadOfWork BakeNowStudyLater',
    travel:
      'ProcrastinatorPacking ProcrastinationCafeHop ProcrastinateInParis ProcrastinationStation LastMinuteGetaway ScenicRouteStalling',
    fashion:
      'ProcrastinationFit ProcrastinatorPJs ProcrastinateInStyle ProcrastinatingRestyle LastMinuteOutfit SweatpantsAllDay',
    wellness:
      'BeatProcrastination ProcrastinationReset ProcrastinationDetox ProcrastinatorsDiary TinyFirstStep BreatheThenBegin',
    speed:
      'ProcrastinationBlitz ProcrastiSpeedrun BeatTheProcrastinator ProcrastinatingPanic LastMinuteSprint TaskListTimeTrial',
    music:
      'ProcrastinationAnthem ProcrastinationBallad ProcrastinationLoop ProcrastinatorsRap LastMinuteJam PianoInsteadOfChores',
    art: 'ProcrastinationDoodles ProcrastinationComic ProcrastinationCollage ProcrastinateWithPaint DeskClutterSculpture StickyNoteMural',
    tech: 'BlockProcrastination ProcrastinationBot AIvsProcrastination ProcrastiLock OpenTabsConfession FocusAppFaceOff',
    pet: 'ProcrastinationPup ProcrastinatorsKitten ProcrastiPets ProcrastinateWithRover CatOnMyHomework HamsterWheelWorkday',
    gaming:
      'ProcrastinationQuest ProcrastinationBingo ProcrastinationBoss ProcrastinatorsFarm OneMoreLevelTrap AchievementHunting',
  },
  actor: {
    dance:
      'ActorJazzHands TripleThreatActor ActorAuditionCombo ActorTapRoutine DramaticEntrance CurtainCallChoreo',
    fitness:
      'ActorMontageRun ActorHeroPushups ActionActorAbs ActorWarmupCircuit StuntDoubleBootcamp TrainForTheRole',
    prank:
      'ActorStaysInCharacter BestActressMom ActorRedCarpetArrival MethodActorRoomie NarrateTheirMorning PaparazziWelcomeHome',
    educational:
      'HowActorsCry ActorMemoryTricks ActorAccentLesson ActorsTongueTwisters StageLeftOrRight ShakespeareInsultQuiz',
    cooking:
      'ActorPremierePopcorn MethodActorMeal ActorGreenRoomSnacks ActorsCookingShow RecreateAMovieFeast LeadRoleLasagna',
    travel:
      'ActorWalkOfFame FilmLocationHunt BackstageActorTour ActorsGlobeVisit ActorHometownTrail StageDoorAutographs',
    fashion:
      'ActorRedCarpetLook PremiereFitCheck ActorCostumeSwap MethodDressingActress ActorOffDutyStyle BestActorTuxedo',
    wellness:
      'ActorStageFrightCalm BreatheLikeAnActor ActorsQuietHour ActorAuditionNerves PreShowRitual ShakeOffTheRole',
    speed:
      'CostumeChangeIn60 ActorMonologueIn30 FastestActorTears ActorLineSprint TenEmotionsIn10 ActorTongueTwisterRun',
    music:
      'ActorShowtuneCover ActorRapsTheScript ActorBroadwayDuet BeltItLikeAnActress SingTheTrailer HumTheMovieTheme',
    art: 'ActorHeadshotSketch ActorCaricature PaintYourFavoriteActor ActorAwardSculpture MoviePosterRecreation CraftAStageProp',
    tech: 'ActorSelfTapeSetup GreenScreenActor MoCapActorMoves DubOverAnActor TeleprompterFail RingLightHeadshot',
    pet: 'PetPlaysTheVillain ActorCatCameo ActorPupRedCarpet DogActorAudition MethodActorMutt BestSupportingKitty',
    gaming:
      'ActorCharadesNight ActorImprovDice VoiceActorChallenge NameThatActor StayInCharacterRPG SixDegreesOfBacon',
  },
  honey: {
    dance:
      'HoneyBeeShuffle HoneyWaggleStep SmoothAsHoney HoneyPotSway HiveJiveDance BuzzyBumbleBop',
    fitness:
      'HoneyJarCurls HoneyDoListHIIT HoneyFueledRun HoneyStickHike WaggleDanceCardio StingLikeABeeBoxing',
    funny:
      'HoneyImHomeEntrance HoneyDoListExcuses HoneyLidWontOpen CallingEveryoneHoney PoohStuckInTheDoor BeeInTheCarPanic',
    prank:
      'HoneyDoListDone HoneyBearNote HoneyPancakeWakeUp HoneyJarLoveLetters BeeCostumeDoorbell WhoStoleTheHoney',
    educational:
      'HoneyNeverSpoils HowBeesMakeHoney GuessTheHoneyFlower WhyHoneyCrystallizes IsYourHoneyReal WhyCombsAreHexagons',
    travel:
      'HoneyMarketHunt HoneyApiaryTour TasteTheLocalHoney HoneyFestHop BeekeepingSuitUp HoneyFromEveryTown',
    fashion:
      'HoneyGlowMakeup HoneycombPrintFit HoneyBlondeLook DrippingInHoneyGold BuzzWorthyBrooch StripesLikeABee',
    wellness:
      'HoneyTeaWindDown HoneyLemonSoothe HummingBeeBreath MindfulHoneySpoon HoneyFaceMaskSunday PlantForPollinators',
    speed:
      'HoneyDoListSpeedrun HoneycombPuzzleRace HoneyJarPassRelay HoneyDripCountdown BeeFactBlitz PollenPickupDash',
    music:
      'HoneyBeeHumAlong HoneyPieCover HoneyToneHarmony HoneyVoiceSlowJam BuzzingBassline FlightOfTheBumblebee',
    art: 'BubbleWrapHoneycomb HoneyBeeDoodle DesignAHoneyLabel PaintTheHoneyDrip BeeswaxCandleRoll HexagonTileMosaic',
    tech: 'HoneyDripSlowMo HoneyPollenMicroscope HoneyOnTapTest AppScansMyHoney SmartHiveScale BeehiveMicRecorder',
    pet: 'HoneyBeePupCostume HoneyNicknameTest HoneyBearToyHunt HoneyImHomeReaction GoldenRetrieverGlow BuzzyBumbleBandana',
    gaming:
      'HoneyFarmTycoon HoneyPotBossFight HoneyHunterQuest HoneyBeeComboRun BeehiveTowerDefense HiveBoardGameDuel',
  },
  sky: {
    dance:
      'SkyHighLeaps OpenSkyFreestyle ReachForTheSky BlueSkyBounce SkyIsTheLimitRoutine CloudFloatSway',
    fitness:
      'SkyReachStretch SkyHighJumps SunriseSkyRun PlankUnderTheSky StarryNightYoga CloudWatchCrunches',
    funny:
      'SkyLooksFakeToday CameraRollIsAllSky AppSaysBlueSky SkyDramaQueen CloudShapeArguments RainOnlyOnMe',
    prank:
      'SkyCeilingMakeover SkyKiteMessage SkyBlueBalloonDrop ChalkSkyOnTheDriveway StarryNightNote CottonCandyClouds',
    educational:
      'WhyTheSkyIsBlue SkyInAJar MapTheStarrySky RedSkyAtNightTest WhySunsetsTurnOrange NameThatCloud',
    cooking:
      'SkyGradientCake BlueSkySmoothie SkyHighMeringue GalaxySkyDonuts SunsetMocktail StarryNightCookies',
    travel:
      'BigSkyCountryDrive DarkSkyParkCampout SkyBalloonRide SkyDeckSelfie StargazingRoadTrip RooftopSunsetHunt',
    fashion:
      'MatchTheSkyToday SkyGradientFit SkyOmbreNails SkyBlueSuitUp DressLikeASunset CelestialJewelryStack',
    wellness:
      'SkyGazingBreak OpenSkyGratitude BlueSkyBreathing OneSkyPhotoADay CountTheClouds DawnWindowRitual',
    speed:
      'PaintTheSkyIn60 SkyHighKiteSprint SkyBingoBlitz SkyColorMatchRush FastestSunsetSketch PaperPlaneRelay',
    music:
      'SkyHighNote SongForTodaysSky SkyThunderDrums SkyfullOfStarsCover PlayTheClouds StarlightLullaby',
    tech: 'SkyTimeLapse NightModeSkyShot SkyHighDroneView AIPaintsTheSky SpotTheISS StargazingAppTest',
    pet: 'SkyGazingWithMyCat SkyBlueBandana PupChasesSkyBubbles KittenBirdSkySpotter DogWatchesTheSunset GoldenHourPetPortrait',
    gaming:
      'SkyblockChallenge SkyCastleQuest SkyParkourRun SkyGliderRace CloudHopperSpeedrun FloatingIslandBuild',
  },
  puppy: {
    dance:
      'DanceWithMyPuppy PuppyLoveTwoStep PuppyZoomiesRemix PuppyTwirlCue PawsAndGroove BellyRubBoogie',
    fitness:
      'PuppyTugPlank PuppyPowerHour PuppyCarrySquats JogWithThePup FetchSprints TreatTossLunges',
    funny:
      'PuppyVoiceover PuppyEyesGuiltTrip SockThiefPuppy PuppyVsVacuum MirrorPuppyStandoff ChewedSlipperCourtCase',
    prank:
      'NewPuppyReveal PuppyKissAlarm PuppyPileWakeUp GrandmasPuppyVisit PuppyPhotobombCall SqueakyToyAmbush',
    educational:
      'HowPuppiesLearn WhyPuppiesChew PuppyTrickInAWeek PuppyBodyLanguage PuppyTeethingFacts GuessTheGrownUpSize',
    cooking:
      'Pupcakes PeanutButterPupsicles PuppyPumpkinBiscuits PuppyBarkdayCake PuppyBrothPops SniffTestTreats',
    travel:
      'PuppysFirstBeach PuppyRoadTrip PuppyPatioCafe PuppyParkHop SniffAroundTown DogFriendlyHikes',
    fashion:
      'PuppyFitCheck MatchingWithMyPuppy PuppyBandanaSwap StyleThePupsScarf DogwalkNotCatwalk TinyHoodieSeason',
    wellness:
      'PawsAndBreathe NapLikeAPuppy PuppyMassageMinute PuppyCuddleBreak PuppySunbeamRest GratitudeForMyPup',
    speed:
      'PuppyRecallRace PuppyTrickBlitz FastestFetchPup PuppyPuzzleDash SitInFiveSeconds PawShakeCountdown',
    music:
      'PuppyPianoPaws PuppyBarkRemix SingUntilPuppyHowls PuppyLoveSerenade SqueakyToyBeat CalmMusicForPups',
    art: 'PaintYourPuppy PuppyEyesSketch NeedleFeltedPup ClayPuppyMiniMe PuppyInWatercolor PawPrintMasterpiece',
    tech: 'PuppyCamReveal PuppyMeetsRobotVacuum PuppyBarkTranslator AIGuessesPupsBreed BallLauncherBuild SmartTreatCamera',
    gaming:
      'PuppyHideAndSeek PuppyShellGame PuppyPuzzleLevelUp PuppyAgilitySpeedrun FetchLeaderboard BubbleChaseHighScore',
  },
  spring: {
    dance:
      'SpringFlingDance SpringInYourStep SpringForwardShuffle SpringBreakBounce MaypoleMoves TulipFieldSway',
    fitness:
      'SpringIntoFitness SpringTrailRun SpringLoadedJumps SpringParkCircuit CherryBlossomCycle WeedAndSquat',
    funny:
      'SpringForwardZombie SpringShortsTooEarly SpringAllergySymphony SpringCleaningFinds FourSeasonsInOneDay PollenCoatedCar',
    prank:
      'SpringPicnicSurprise SecretSpringBlooms SpringChalkMessage SpringCleanTheirCar DoorstepBouquet EggHuntForGrownUps',
    educational:
      'SpringEquinoxEggTest NameThatSpringBird WhySpringForward SpringSeedSprouting WhyFlowersBloom HowBeesPollinate',
    cooking:
      'SpringPeaPesto PackASpringPicnic SpringGreensGalette SpringRollSquad FirstStrawberryPie EdibleFlowerCookies',
    travel:
      'SpringBreakOnABudget SpringTulipTour SpringSuperbloomHunt SpringWaterfallChase CherryBlossomStroll BluebellWoodsHike',
    wellness:
      'SpringReset SpringDawnChorusWalk SpringCleanYourMind SoakUpSpringSun BlossomMeditation PlantSomethingNew',
    speed:
      'SpringCleanSpeedrun SpringSeedBlitz SpringKiteLaunchOff SpringFlowerPotRelay EggHuntRace DaisyChainSprint',
    music:
      'SpringBirdsongJam VivaldiSpringCover SpringFeverSingAlong UkuleleSpringStrum SpringRainBeat WindChimeMelody',
    art: 'PressSpringFlowers PaintASpringBirdhouse SpringButterflyPrints SpringInAJar CherryBlossomSketch TulipWatercolor',
    tech: 'SpringBloomTimelapse SpringBirdFeederCam SpringCleanYourPhone SpringPlantIDDuel SmartGardenSetup PollenCountTracker',
    pet: 'SpringShedOff FirstSpringWalkies SpringPuppyPuddles SpringGrassZoomies CatBirdWatchWindow BlossomPhotoshoot',
    gaming:
      'SpringGameNight SpringBingoWalk StardewSpringOne SpringBreakLANParty EggHuntQuest AnimalCrossingTulips',
  },
  professor: {
    dance:
      'ProfessorTweedTwirl ProfessorChalkShuffle ProfessorsGotMoves ProfessorPodiumStep LectureHallGroove OfficeHoursBoogie',
    fitness:
      'ProfessorStepCount ProfessorBookSquats ProfessorPointerLunges ProfessorDeskStretch CampusWalkChallenge PublishOrPushUp',
    funny:
      'NuttyProfessorSkit ProfessorRatesMyNotes YoureOnMuteProfessor ImpressionOfMyProf ProfessorTangentBingo ProfessorDecodesSlang',
    prank:
      'PopQuizTheProfessor ProfessorThankYouNote ProfessorCoffeeDrop StandingOvationForProf GoldStarTheProfessor AppleOnTheDesk',
    cooking:
      'ProfessorMugCake NuttyProfessorCookies ProfessorRamenUpgrade BakeLikeAChemProf DormKitchenLecture CoffeeChemistryClass',
    travel:
      'ProfessorLibraryCrawl ProfessorMuseumGuide ProfessorLedCampusTour ProfOnSabbatical CityAsAClassroom OxfordQuadQuest',
    fashion:
      'ProfessorTweedLook ProfessorElbowPatches BowTieLikeAProf DressAsYourProfessor DarkAcademiaFit ChalkDustChic',
    wellness:
      'ProfessorReadingNook ProfessorTeaBreak ProfessorsSabbatical ThinkLikeAProfessor OfficeHoursForMe SlowStudySunday',
    speed:
      'ProfessorFactBlitz ProfessorBoardIn60 BeatTheProfessor ProfessorRapidFire ExplainIn10Seconds WhiteboardWipeRace',
    music:
      'ProfessorLectureRemix ProfessorChalkBeat ProfessorHistoryRap ProfessorKaraokeNight SingTheSyllabus OfficeHoursOpenMic',
    art: 'ProfessorChalkArt ProfessorClayBust SketchYourProfessor ProfessorPosterDesign ChalkboardMural DoodleTheLecture',
    tech: 'AIVsProfessor ProfessorSlideMakeover ProfessorPodcastKit FixTheProfsZoom ProfessorLearnsTikTok LaserPointerShowdown',
    pet: 'PetTakesTheQuiz ProfessorBowTiePup ProfessorCatOnKeyboard ProfessorWhiskers ProfessorDogStudyBuddy DoctorOfPawsophy',
    gaming:
      'ProfessorEscapeRoom StumpTheProfessor ProfessorDungeonMaster ProfessorLaytonRun ProfessorTriviaNight LectureBingo',
  },
  'swimming pool': {
    dance:
      'SwimmingPoolSynchro PoolPartyGroove PoolNoodleShimmy PoolFloatSway FlipFlopPoolShuffle MakeASplashDance',
    fitness:
      'PoolLapStreak PoolNoodleWorkout PoolEdgePushUps PoolKickboardBlast AquaAerobicsHour TreadWaterChallenge',
    prank:
      'RubberDuckPoolTakeover HundredBeachBallPool PoolsideTowelSwan PoolNoodleTunnel GiantFloatDelivery LifeguardWhistleHello',
    educational:
      'HowPoolsStayClean WhyPoolWaterIsBlue PoolBuoyancyTest PoolSafetyQuiz ChlorineMythBusted SinkOrFloatPoolToys',
    cooking:
      'SwimmingPoolCake PoolPartyPopsicles PoolJelloCups PoolsideFruitKabobs LifesaverCandyRings CannonballCookies',
    travel:
      'InfinityPoolHunt PoolHopAcrossTown RooftopPoolFind NaturalRockPoolSwim LidoCrawl HotSpringDip',
    fashion:
      'PoolFitCheck PoolHatAndShades RetroPoolSwimsuit PoolsideGlowUp SwimCapGlam CoverUpThreeWays',
    wellness:
      'PoolFloatMeditation SunsetPoolSwim SwimmingPoolStargaze PoolsideUnwind PoolEdgeReading WeightlessMinute',
    speed:
      'PoolLapRace PoolNoodleRelay PoolWidthSprint PoolBeachBallDash DiveRingScramble FloatiesOnCountdown',
    music:
      'PoolPartyAnthem PoolSplashBeat PoolWaterDrums PoolsideUkuleleSet UnderwaterKaraoke CannonballBassDrop',
    art: 'PaintAPoolParty PoolRipplePhoto PoolChalkMural PoolTileMosaic ABiggerSplashRedo UnderwaterPortrait',
    tech: 'PoolUnderwaterCam PoolRobotVsLeaves PoolLapCounterDuel SolarPoolHeaterHack WaterproofPhoneTest SmartFloatSpeaker',
    pet: 'PupsFirstPoolDip PoolsideCatJudge KiddiePoolZoomies PetOnAPoolFloat DogPaddleLesson RampExitTraining',
    gaming:
      'SwimmingPoolTycoon PoolsideBoardGames WaterproofCardsPool PoolFloatChess WaterLevelSpeedrun MarcoPoloTournament',
  },
  movie: {
    dance:
      'MovieMontageMoves MovieMusicalRoutine MovieCreditsGroove FilmNoirFoxtrot BigScreenDanceOff PopcornBucketShimmy',
    fitness:
      'MovieTrainingMontage MovieCreditsPlank TrainLikeAMovieHero MovieNightBurpees SquatEveryPlotTwist RockyStepsRun',
    prank:
      'MovieQuoteOnlyDay MovieUsherAtHome MovieTicketSurprise MovieNightTakeover InAWorldWhere PopcornBucketSwap',
    educational:
      'MovieMagicExplained MovieScienceFactCheck HowMoviesMove MakeMovieSoundsAtHome HistoryOfSilentFilm FlipBookFrameRate',
    cooking:
      'MovieCandyBark MovieSnackBoard CookTheMovieMeal DinnerAndAMovieMatch PopcornSeasoningBar RatatouilleRemake',
    travel:
      'MovieLocationHunt StandInTheMovieScene DriveInMovieNight MovieSetSelfieTour FilmFestivalWeekend HollywoodStarWalk',
    fashion:
      'MovieCharacterFit MovieVillainStyle MovieCostumeDupe MoviePremiereGlam RedCarpetLook IconicFilmHair',
    wellness:
      'MovieComfortRewatch MovieSoloMatinee MovieCryItOut PhoneDownMovieTime FeelGoodFilmNight BlanketCinemaSunday',
    speed:
      'FilmTriviaBlitz MoviePlotIn10Words OneMinuteMovieRemake FinishTheMovieQuote EmojiMovieGuess PopcornBeforeTrailers',
    music:
      'MovieThemeCover MovieSoundtrackRemix FilmScoreOnPiano NameThatMovieTune VillainEntranceBeat SingOverTheCredits',
    art: 'MoviePosterRedraw MovieSceneDiorama FilmStillPainting MovieInClaymation TicketStubCollage StoryboardYourLife',
    tech: 'MovieGreenScreen DIYMovieEffects CutAFilmTrailer ShoeboxMovieProjector BulletTimeAtHome PhoneShotMiniMovie',
    pet: 'CatPawsTheMovie MovieNightPuppyPile PupWatchesMovieDogs PetMovieRemake KittenCastingCall BunnyRedCarpet',
    gaming:
      'MovieCharadesNight MovieTriviaShowdown GuessTheFilmQuote MovieBingoCard MovieTieInSpeedrun EmojiPlotPuzzle',
  },
  vegetable: {
    dance:
      'VeggieShuffle VegetablePatchStomp VegetableCostumeConga VegOutAndDance CarrotCancan TurnipTheBeat',
    fitness:
      'SquashSquats PumpkinPressReps VegetableCrateCarry VeggiePoweredRun VegetablePatchHIIT VegetableGardenGains',
    funny:
      'VegetableTierList VeggieHaterTaste VegetableVoiceovers SneakyVegParent BroccoliTreeGiant KidsRateSprouts',
    prank:
      'VegetableGooglyEyes HiddenVeggieBrownie CakeOrVegetable VegetableBouquetDrop CauliflowerPopcorn CucumberSpaSurprise',
    educational:
      'HowVegetablesGrow VegetableOrFruitQuiz RegrowVeggieScraps VegetableFamilyTree WhyCarrotsAreOrange EatTheRainbowScience',
    travel:
      'FarmersMarketHaul VegetableFarmStay PickYourOwnVeggies StrangestVegetableHunt VegetableFestHop FloatingBoatVendors',
    fashion:
      'VegPatchOveralls VegetablePrintSet EmbroiderAVeggie VegetableCharmEarrings EatYourGreensOutfit FarmersMarketFit',
    wellness:
      'VegetableRainbowPlate VegOutEvening WatchYourVeggiesGrow VegetablePatchPause GreensEveryDay SoupSundaySlowdown',
    speed:
      'VeggiePeelDash VegetableGuessByTouch VegetableRainbowSort VegetableBasketRelay ThirtySecondSaladBuild SpeedChopShowdown',
    music:
      'VegetableOrchestra VegetableDrumKit VeggiePianoCircuit VegetableCrunchBeat BeetBoxing CarrotFluteSolo',
    art: 'VegetableStampArt VeggieCarving VegetableStillLife PaintWithVegetables ArcimboldoSelfie OnionSkinDye',
    tech: 'VegetableGrowTimelapse VegPatchSensor HydroponicVeggies VegetableCircuitPiano PotatoBatteryClock SmartPlanterSetup',
    pet: 'VegetableGardenPatrol PetVeggieTasteTest VegetablePatchPup VegetablePlushiePick CarrotCrunchDog BunnyParsleyLunch',
    gaming:
      'VeggiePowerUp VegetableFarmTycoon VegetableBingoCard OvercookedVegChop PlantsVsZombiesRun GiantPumpkinHarvest',
  },
  stroller: {
    dance:
      'RockAByeStroller PramPromenade PushchairTwoStep StrollerSwayAlong StrollerBounceBop BabyRockingGroove',
    fitness:
      'StrollerLunges StrollerPowerWalk StrollerSprints PramSquatSet BabyOnBoardBootcamp HillPushCardio',
    prank:
      'PeekaBooPramPrank StrollerPlushPassenger StrollerCatCameo DecorateTheStroller BalloonsOnTheBuggy PushchairParadeWelcome',
    educational:
      'StrollerWheelPhysics HowStrollerBrakesWork WhoInventedThePram StrollerSafetyQuiz WhyStrollersFoldFlat NameWhatBabySees',
    cooking:
      'StrollerSnackPack StrollerToddlerBento StrollerBasketDinner PicnicByPram OneHandedBreakfast CupholderSmoothie',
    travel:
      'StrollerCityTest PramOnTheTrain StrollerBeachDay CobblestoneStroller ZooWithAStroller ParkLoopPhotoWalk',
    fashion:
      'MatchYourStroller StrollerParentFit PramWalkOutfit StrollerTwinningLook ParkRunwayStroll DiaperBagGlowUp',
    wellness:
      'StrollerMindfulWalk SunshineStroll PramAndPause StrollerNatureSounds ParkLoopGratitude BabyNapBreather',
    speed:
      'StrollerFoldRace StrollerUnfoldSpeedrun StrollerCarSeatClick PramPackInTen DiaperBagBlitz BeatTheBusDoors',
    music:
      'WheelsOnTheStroller StrollerLullaby PushchairSingAlong StrollerSqueakBeat PramJamSession NurseryRhymeRemix',
    art: 'StrollerChalkTracks PramCanopyCraft StrollerParkSketch StrollerNatureCollage RollingWheelPainting BabysEyeViewPhoto',
    tech: 'SmartStrollerTest StrollerStepTracker SelfRockingStroller StrollerGadgetHacks PramTechSetup BabyMonitorShowdown',
    pet: 'DogInAPram StrollerSeniorPup CatStrollerCruise PetStrollerParade BunnyBuggyOuting PushchairPawPatrol',
    gaming:
      'StrollerISpyRounds StrollerBingoCard StrollerParkQuest StrollerGeocacheHunt PokemonGoPramLap GameWhileBabyNaps',
  },
  city: {
    dance:
      'CityStairsStomp CityPlazaFlashMob CityRooftopGroove BigCityBoogie SubwayShuffle ConcreteJungleJive',
    fitness:
      'CityBridgeSprint CityLampPostLunges RunTheCity CityBikeLoop SkyscraperStairClimb ConcreteJunglePushUps',
    funny:
      'CityVsCountryCousin CityPigeonNarration CityLifeBingo CitySlickerFail TouristVsLocal ShoeboxApartmentTour',
    prank:
      'MysteryCityDate CityKindNoteDrop CityComplimentPosters PostcardFromYourCity TouristForADay SurpriseSkylineDinner',
    educational:
      'HowCitiesGrow HowSubwaysAreDug CityNameOrigins GuessTheCitySkyline DesignADreamCity CityHistoryWalk',
    cooking:
      'TasteOfTheCity CityStreetFoodAtHome CityRooftopBBQ CitySignatureDish BigAppleBagels NightMarketNoodles',
    fashion:
      'CityStreetStyle BigCityFitCheck CityTrenchLayers AllBlackCityUniform CitySneakerRotation CommuteOutfit',
    wellness:
      'SlowCitySunday CityParkBenchPause CityQuietSpotHunt CityRooftopCalm SunriseCityStroll BreatheThroughTheNoise',
    speed:
      'CitySightsIn60 CityLandmarkBlitz BeatTheCityBus FastestWayAcrossCity SubwayStopSprint MetroMapMemoryRace',
    music:
      'SampleTheCity CityBuskerBattle CityLightsSerenade CityRooftopConcert TrafficJamSession SubwayAcousticSet',
    art: 'CitySkylineSketch WatercolorYourCity CardboardCityModel CityLightsLongExposure UrbanDoodleCrawl StreetArtSafari',
    tech: 'CityHyperlapse DroneOverTheCity NightModeCityShot MapYourCityIn3D BeatTheTransitApp StreetViewTimeTravel',
    pet: 'CityDogCafe CityPupSubwayBag CitySlickerKitty CityBalconyCatNap SidewalkSniffTour ElevatorPetReaction',
    gaming:
      'CityScavengerHunt CitiesSkylinesBuild GeoGuessrYourCity MonopolyYourCity CityKartCircuit SimCityMayorRun',
  },
  color: {
    dance:
      'ColorBlockChoreo ColorRibbonTwirl FreezeOnTheColor SpinTheColorWheel ColorChangeOnBeat NeonGlowstickGroove',
    fitness:
      'ColorCardCircuit ColorConeAgility SprintToTheColor Color5KReady RainbowYogaFlow DiceRollBurpees',
    funny:
      'TealVsTurquoise GuessThePaintColor ColorMatchFail ColorCodedEverything ColorOfTheDressDebate PinkLaundryPanic',
    prank:
      'ColorChangingCupTrick ColorSwapFilterPrank StickyNoteColorWall ColorfulPancakeWakeUp RainbowRoomMakeover BlueMilkMorning',
    educational:
      'HowWeSeeColor ColorMixingScience ColorTheoryIn60 PrismColorHunt MakeYourOwnRainbow WhyTheSkyIsBlue',
    cooking:
      'ColorChangingLemonade OneColorDinner NaturalColorFrosting LayeredColorJello EatTheRainbowPlate ButterflyPeaTeaMagic',
    travel:
      'FindEveryColorInTown ColorfulStreetsTour HoliColorFestival ColorPaintedVillage AutumnLeafPeeping RainbowHouseHunt',
    fashion:
      'ColorBlockOutfit ColorAnalysisTest ColorPopShoes ColorPaletteCapsule MonochromeFitCheck WearPantoneOfTheYear',
    wellness:
      'ColorBreathing ColorMoodJournal ColorByNumberUnwind ColorOfMyDay FindFiveBlueThings SunsetHueMeditation',
    speed:
      'ColorStroopTest ColorSortSpeedrun ColorMatchIn30 SolveOneColorFast RainbowInSixtySeconds PaintSwatchDash',
    music:
      'ColorOfThisSong ColorCodedXylophone ColorBoomwhackerJam ColorLyricMashup SynesthesiaSoundMap PaintItBlackCover',
    tech: 'ColorPickerChallenge ColorGradingEdit ColorSensorBuild SmartBulbColorParty GuessTheHexCode PhotoToColorPalette',
    pet: 'HowDogsSeeColor PetPicksAColor ColorMatchMyCat ColorBandanaWeek BlueOrRedToyTest ParrotFeatherShades',
    gaming:
      'ColorCodeBreaker ColorUnoDuel SplatoonColorWars GuessThatColor HueLevelPuzzle LeftHandRedTwister',
  },
  bedroom: {
    dance:
      'BedroomDiscoParty BedroomMirrorChoreo BedroomPopAndLock BedroomFloorFreestyle MessyRoomShuffle PajamaShimmyShake',
    fitness:
      'BedroomYogaCorner BedroomFloorCore BedroomWallSit TinyBedroomHIIT BedsideBurpees WakeUpPlankLadder',
    funny:
      'BedroomTourParody BedroomMonsterCheck BedroomChairOfClothes BedroomCeilingThoughts LightsOffSprintToBed ThirdAlarmNegotiation',
    educational:
      'BedroomFengShuiTest BedroomFloorPlanMath WhoLivesInYourBedroom BestBedroomForSleep HowMattressesWork BlueLightAtBedtime',
    cooking:
      'BedroomMidnightSnack BedroomTeaParty BedroomCocoaBar BedroomFloorPicnic BreakfastInBed PillowShapedCookies',
    travel:
      'BedroomWithAView BedroomStaycation BedroomMapWall BedroomSouvenirShelf HotelRoomTour TreehouseBedStay',
    fashion:
      'BedroomPajamaRunway BedroomFitCheck BedroomClosetTour BedroomMirrorGRWM FloordrobeRescue DresserDrawerStyling',
    wellness:
      'BedroomReset BedroomCalmCorner BedroomDigitalSunset PhoneOutOfTheBedroom FreshSheetsFriday LavenderPillowMist',
    speed:
      'BedroomTenMinuteTidy BedroomCleanupRace BedroomLaundryBlitz BedroomBedMakeDash MessyRoomSpeedrun PillowFortIn60',
    music:
      'BedroomPopCover BedroomHairbrushMic SoldOutBedroomTour BedroomStudioBeat PillowDrumSolo ClosetVocalBooth',
    art: 'BedroomPosterWall PaintABedroomMural BedroomShoeboxDiorama OnePointBedroomSketch PillowcasePainting DreamRoomMoodBoard',
    tech: 'BedroomSetupTour BedroomSmartLights BedroomProjectorStars BedroomLEDGlowUp AlarmAppShowdown WhiteNoiseMachineTest',
    pet: 'PetRatesMyBedroom BedroomPupNook BedroomPuppyBedtime BedroomKittenHideSeek CatClaimsMyRoom WhoStealsThePillow',
    gaming:
      'BedroomGamingSetup BedroomLANSleepover BedroomBossBattle BedroomEscapeRoom CozyGamerCorner PillowFortCoopRun',
  },
  cabinet: {
    dance:
      'CupboardShuffle CabinetKnobTwist CabinetDoorDisco KitchenCabinetCancan SpiceRackSway PantryPeekaboo',
    fitness:
      'CabinetCanCurls CabinetReachStretch CupboardSquatReps CabinetCounterPushups TopShelfCalfRaises PotsAndPansPress',
    funny:
      'CabinetAvalanche CabinetTetrisChamp WhoLeftTheCabinetOpen CupboardOfBags MismatchedLidsDrama SpiceFrom2009',
    educational:
      'FixASqueakyCabinet CabinetWoodJoinery CupboardChemistry CabinetZoneMethod ShelfLifeDecoded HowHingesWork',
    cooking:
      'CupboardStapleDinner EmptyTheCabinetChef CabinetSpiceMix CabinetCrackerCrust MysteryCanCookOff BackOfShelfBake',
    travel:
      'CabinetOfCuriosities CabinetSouvenirShelf CabinetAntiqueHunt FleaMarketCabinetFind ApothecaryMuseumVisit SnowGlobeCupboard',
    fashion:
      'CupboardCapsule JewelryCabinetGlowUp CabinetHatShowcase CabinetShoeShelfie ArmoireOutfitReveal OneDrawerLooks',
    wellness:
      'OneCabinetADay CabinetTeaNook MindfulCupboardTidy MedicineCabinetReset SparkJoyCabinet EmptyShelfClearMind',
    speed:
      'CabinetLidMatchTimer CupboardCupStack CabinetDishUnloadDash CabinetTidyBlitz SpiceJarAlphabetize GroceryPutAwayRush',
    music:
      'CabinetDoorDrums CabinetPotsPercussion CupboardBeatbox KitchenCabinetJam TinCanXylophone SqueakyHingeSolo',
    art: 'CupboardDoorMural CabinetKnobUpcycle PaintTheCabinetsBold CabinetStencilBorder MiniCabinetDiorama ShadowBoxDisplay',
    tech: 'UnderCabinetLEDs CabinetSmartLock CabinetHiddenCharger CupboardMotionSensor AutoOpenDrawerBuild PantryAppScanner',
    pet: 'CabinetCatHideout CabinetKittenClimb TreatCupboardStakeout CabinetPetProofing WhoOpenedTheDoorAgain ChildLockVsPaws',
    gaming:
      'RetroArcadeCabinet CabinetPinballRestore CabinetHighScore BarTopCabinetBuild BoardGameCupboardDig ClawMachineChallenge',
  },
  babysitter: {
    dance:
      'BabysitterConga BabysitterFreezeDance NannyMcBoogie MusicalStatuesSitter WiggleOutBeforeBed LivingRoomLimbo',
    fitness:
      'BabysitterBootcamp SitterPiggybackLaps NannyVsToddlerTag BabysittingStepCount SimonSaysSquats CouchCushionCourse',
    funny:
      'BabysitterDiaries NannyVsToddlerLogic SitterGetsInterviewed BabysittingPlotTwists BedtimeNegotiations WhatTheKidsToldMe',
    educational:
      'BabysittingFirstAid BabysitterScienceHour SitterSkillsQuiz BabysitterBugHunt KidsMathMagic BedtimeFactOfTheDay',
    cooking:
      'BabysitterPizzaNight BabysitterPancakeFaces SitterSnackBoard NannyCookieCrew KidsChefHour RainbowFruitSkewers',
    travel:
      'BabysitterZooTrip BabysitterMuseumHunt NannyTreasureMap SitterSafariWalk PlaygroundHopping DuckPondAdventure',
    fashion:
      'BabysitterFitCheck BabysitterDressUpBox NannyBraidBar KidsStyleTheSitter SuperheroCapeLook PlayReadyOutfit',
    wellness:
      'BabysitterCalmCorner BabysitterYogaStory SitterBedtimeRitual NannyBubbleBreaths QuietTimeReset GlitterJarMindfulness',
    speed:
      'BabysitterToyTidyBlitz SitterPajamaRace NannyShoesOnDash BabysittingSpeedrun BedtimeBeatTheClock BlockTowerBuildOff',
    music:
      'BabysitterLullaby BabysitterNurseryRap SitterSingAlong NannyBedtimeBallad PotsAndPansBand ShakerEggJam',
    art: 'BabysitterChalkArt BabysitterSaltDough NannyCraftCorner SitterMaskMaking FingerPaintAfternoon CardboardCastleBuild',
    tech: 'BabysitterCodingGame BabysitterGadgetBag WaveAtTheNannyCam SitterRobotBuild KidSafeTabletSetup ScreenFreeTimer',
    pet: 'BabysitterMeetsThePet DogNannyDuty CatSitterDiaries BabysittingTheHamster KidsWalkThePuppy GoldfishFeedingTime',
    gaming:
      'BabysitterGameNight SitterCandyLandRematch NannyTreasureHunt BabysittingUnoFinals HideAndSeekChampion SimonSaysShowdown',
  },
  truck: {
    dance:
      'TruckStopStomp TruckCabTwoStep TruckHornHustle MonsterTruckMoves BackUpBeepBounce TailgateLineDance',
    fitness:
      'TruckPullChallenge TruckBedStepUps TruckCargoCarry TruckLoadSquats TireFlipFriday HeavyHaulerHIIT',
    prank:
      'TruckFullOfBalloons TruckDashboardGnome SecretTruckWash IceCreamTruckSurprise StickyNoteTheTruck TailgateTakeover',
    educational:
      'HowTrucksHaul TruckBlindSpotLesson NameThatTruck WhyEighteenWheels WhyTrucksHiss HowDieselWorks',
    cooking:
      'TruckStopBreakfast DumpTruckCake TruckBedPizzaNight FoodTruckAtHome TailgateChili CampStoveTacos',
    travel:
      'TruckBedCamping TruckStopFinds TruckOffroadTrail OneTankTruckTrip FoodTruckCrawl DirtRoadDiaries',
    fashion:
      'TruckerHatFitCheck TruckFlannelLayers TruckStopChic VintageTruckTee TailgateGameDayLook GreaseMonkeyGlam',
    wellness:
      'TruckBedStargazing SunsetFromTheTruck TruckCabJournal TruckDriverStretch TailgateGratitude WindowsDownReset',
    speed:
      'TruckWashSpeedrun TruckTireCheckBlitz ToyTruckDragRace LoadTheTruckIn10 TailgateSetupSprint MovingDayTruckTetris',
    music:
      'TruckHornSymphony TruckCabSingAlong WriteATruckSong TruckRadioKaraoke EngineRevRemix ConvoyCover',
    art: 'DesignAFoodTruck DrawAMonsterTruck TruckCardboardBuild ClayTruckMini DustyTruckArt TailgateMural',
    tech: 'TruckDashCamSetup TruckSolarRoof BackupCameraHack RCTruckBuild TruckBedOffice SmartTailgate',
    pet: 'TruckSeatbeltHarness PupsFirstTruckRide CardboardTruckCatNap KittenVsToyTruck DogCoPilot WindowDownEarFlaps',
    gaming:
      'TruckSimRun MonsterTruckMayhem TruckDeliveryRoute TruckConvoyCoop TruckStopTycoon HotWheelsDragStrip',
  },
  alien: {
    dance:
      'AlienAntennaBounce AlienMoonwalk DanceLikeAliens AlienInvasionGroove TractorBeamBoogie UFOWobbleStep',
    fitness:
      'AlienLowGravityJumps AlienSpacewalkPlank AlienAbductionAbs BootcampForAliens TentacleArmCircles MoonBaseCircuit',
    prank:
      'AlienToyAbduction AlienInTheBackyard AlienCropCircleLawn AliensLeftANote UFOWindowLights GlowStickLandingSite',
    educational:
      'AlienPlanetHunting AlienDrakeEquation FermiParadoxAliens EarthsWeirdestAliens AreWeAlone HowTelescopesWork',
    cooking:
      'AlienSaucerCookies AlienGuacamoleFace AlienMatchaMacarons AlienSlimeSmoothie LittleGreenCupcakes UFOPancakes',
    travel:
      'AlienHighwayRoadTrip AlienRoswellFestival AlienSightingHotspots AlienDinerPitStop DarkSkyStargazing ObservatoryOpenNight',
    fashion:
      'AlienChromeNails AlienAntennaHeadband AlienMetallicFit AlienRunwayWalk LittleGreenGlam SpaceAgeLook',
    wellness:
      'AlienEarthGratitude DearAlienJournal AlienEyesWalk AlienStargazing OuterSpaceMeditation CosmicAweBreak',
    speed:
      'AlienCostumeIn60 AlienCodeDecodeDash DrawAliensIn10 AlienAbductionRelay SpaceshipBuildRace UFOSpotterSprint',
    music:
      'AlienThereminCover AlienFiveToneMotif AlienSynthwave SingLikeAliens SpaceshipBeepBeat StarmanKaraoke',
    art: 'PaintAlienWorlds StrawBlownAliens AlienSelfPortrait AlienClaySculpt UFOPaperLantern CropCircleDesign',
    tech: 'AlienVoiceFilter AlienTranslatorBot MessageToTheAliens AIDrawsMyAlien FakeAUFOPhoto StarlinkTrainSpotting',
    pet: 'AlienAntennaPup CatSeesAliens AlienGreenBandana PetMeetsAlienToy DogHowlsAtTheMoon TakeMeToYourLeash',
    gaming:
      'AlienCoOpDefense AlienImpostorRound AlienTabletopCampaign AlienInvasionNight UFOArcadeHighScore SpaceInvadersRematch',
  },
  tortoise: {
    dance:
      'TortoiseShellShimmy TortoiseHeadBob TortoiseTempoTwoStep DanceAtTortoisePace SlowAndSteadyShuffle SlowestMoverWins',
    fitness:
      'TortoiseTempoSquats TortoiseBearCrawl TortoiseShellPlank TortoiseToHareSprints SlowAndSteadyReps PatienceLungeLadder',
    funny:
      'TortoiseZoomies TortoiseVoiceover TortoiseBulldozerMode TheGreatTortoiseEscape LettuceRateThis FullSpeedStrawberry',
    prank:
      'TortoisePlushSwap TortoiseCourierNote IsItARockOrTortoise TortoiseCakeSurprise TortoiseHideAndSeek TinyHatParade',
    educational:
      'HowOldIsMyTortoise TortoiseVsTurtleQuiz TortoiseShellRings TortoisesLiveHowLong WhyTortoisesHibernate GalapagosGiantsLesson',
    cooking:
      'TortoiseShellBread TortoiseCupcakeDome DandelionTortoiseSalad TortoiseBerryTreat PecanCaramelTurtles SlowCookerSunday',
    travel:
      'GiantTortoiseVisit TortoiseSanctuaryDay TortoiseGardenStroll DesertTortoiseTrail TravelAtTortoisePace GalapagosBucketList',
    fashion:
      'TortoiseshellGlasses TortoiseShellHairClaw TortoisePrintScarf SlowFashionTortoise AmberFrameEarrings EarthToneFitCheck',
    wellness:
      'TortoisePaceWalk TortoiseSunBask TortoiseLawnPicnic SlowLikeATortoise OneLeafAtATime RetreatIntoYourShell',
    speed:
      'TortoiseVsHareRace SnailVsTortoiseDerby TortoiseLettuceDash FastestTortoiseEver SlowAndSteadySprint StrawberryFinishLine',
    music:
      'TortoiseSlowJam TortoiseMunchASMR SongForMyTortoise TortoiseTempoPiano TortoiseStepBeat AdagioForTheGarden',
    art: 'TortoiseRockPainting TortoiseClaySculpt InkYourTortoise TortoisePhotoshoot ShellMosaicCoaster HexagonScuteQuilt',
    tech: 'TortoiseGPSTracker TortoiseTimelapseTrek TortoiseGardenCam AppTracksMyTortoise UVLampMeterTest HumidityHideMonitor',
    gaming:
      'TortoiseGardenMaze TortoisePicksMyMove TortoiseDerbyDice TurnBasedTortoise ShellShuffleCards KoopaTroopaSpeedrun',
  },
  marriage: {
    dance:
      'MarriageKitchenDance MarriageDipAndSpin MarriageWaltzLesson JustMarriedJive NewlywedTwoStep AnniversarySway',
    fitness:
      'MarriageWorkoutDate MarriedLifeLunges MarriageTandemBike MarriagePlankPact PartnerWallSitDuel NewlywedHikeStreak',
    prank:
      'MarriageLoveNoteHunt MarriageRoseTrail MarriageVowsReplay JustMarriedCarSign SpouseGooglyEyes ThermostatWarTruce',
    educational:
      'MarriageNewlywedQuiz MarriageMoneyTalk MarriageAroundTheWorld MarriedLifeMythBusters WeddingRingHistory LoveLanguageTest',
    cooking:
      'MarriageCookOff MarriageRecipeSwap MarriedLifeBrunch MarriageFirstDateRedo AnniversaryCakeRemake LadyAndTheTrampPasta',
    travel:
      'MarriageRoadTrip MarriageVenueReturn MarriageBucketList MarriedAgainInVegas AnniversaryGetaway WhereWeMetTour',
    fashion:
      'MarriageDressEachOther MarriageRingStacking MarriedCoupleTwinning MarriageTuxRewear AnniversaryFitCheck VowRenewalLook',
    wellness:
      'MarriageCheckIn MarriageSunsetWalk MarriageThankYouJar MarriedLifeSlowSunday DeepTalkQuestions PhonesDownDinnerDate',
    speed:
      'MarriageHoneyDoDash MarriageChoreWars MarriageBedMakeDuo MarriageGroceryRelay SpouseQuizBlitz FinishMySentence',
    music:
      'MarriageKaraokeFaceOff MarriageDuetDare MarriageUkuleleBallad MarriedLifeMashup AnniversarySerenade VowsToMelody',
    art: 'MarriagePortraitSwap MarriagePaintNight MarriageScrapbook MarriedHandprintArt AnniversaryCollage WeddingPhotoRedraw',
    tech: 'MarriageChoreApp MarriageCalendarSync MarriageDigitalFrame MarriedLifeMontage SmartThermostatTruce OldWeddingVHSRescue',
    pet: 'MarriagePetLoyaltyTest MarriedWithKittens MarriageBedPuppyPile MarriageCatChoosesALap SpouseVsDogCuddles RingBearerPup',
    gaming:
      'MarriageCoOpGaming MarriageScrabbleWar MarriedPlayerTwo MarriageMonopolyTruce SpouseRematch NewlywedTriviaDuel',
  },
  'fathers day': {
    dance:
      'FatherDaughterDance FatherSonShuffle FathersDayTwist FathersDaySprinkler DadMovesMashup PopsTwoStep',
    fitness:
      'FathersDayPushUpOff FathersDayHike FathersDayGolfSwing SquatLikeYourFather PiggybackPops DadBodBootcamp',
    funny:
      'FathersDayNapAttempt FathersDaySocksAgain FathersDayImpressions WorldsOkayestFather DadJokeStandoff ThermostatGuardian',
    educational:
      'WhoStartedFathersDay FathersDayWorldQuiz FathersDayFamilyTree FathersDaySkillShare LearnFromDad GrandpasStoryTime',
    cooking:
      'FathersDayBBQ FathersDaySteakNight FathersDayPancakeStack GrillLikeYourFather DonutsWithDad PopsFavoritePie',
    travel:
      'FathersDayBallgame FathersDayCarShow FathersDayCampout GoneFishingFathersDay DadsHometownTour PopsBucketListDay',
    fashion:
      'FathersDayPoloSwap FathersDayTieTutorial FatherSonTwinning FathersDayFitCheck WearHisOldJacket SocksAndSandalsRevival',
    wellness:
      'FathersDayHammockTime FathersDayWalkAndTalk FathersDayPorchCoffee FatherFigureThanks DearDadLetter MemoryJarForPops',
    speed:
      'FathersDayTieRace FathersDayCardBlitz CarWashForFather FathersDayGrillPrep DadJokeSpeedRound ToolboxSortSprint',
    music:
      'FathersDayGuitarDuet FathersDayVinylNight FathersDaySerenade FathersOldMixtape DadRockCover SingHisFavoriteTune',
    art: 'FathersDay3DCard FathersDayHandprintMug FathersDayPortrait FatherSonSketchSwap TieCraftForDad SuperheroPopsDrawing',
    tech: 'FathersDayPhotoRestore FathersDayTechSupport AIFathersDayCard FathersDayDroneShot TeachDadAnApp GrandpaVoiceMemo',
    pet: 'FathersDayDogDad FathersDayPetCard TheCatFather FathersDayPawPrints HamsterGiftDelivery PuppyBowtieParade',
    gaming:
      'FathersDayMiniGolf FathersDayMarioKart FathersDayChessMatch BeatYourFathersScore DadVsKidsTournament PopsIsPlayerOne',
  },
  sailboat: {
    dance:
      'SailboatSway SailboatTackTurn SailboatDeckShuffle RockTheSailboat WindInTheSails SeaShantyStomp',
    fitness:
      'SailboatHikeOutPlank SailboatWinchCranks SailboatRopePull SailboatRowAshore AllHandsOnDeckHIIT HeaveHoSquats',
    funny:
      'SailboatBathtubRegatta SailboatNoWindStuck SailboatBoomDuck SailboatSeasickPOV LandlubberSails IAmTheCaptainNow',
    prank:
      'PaperSailboatNote SailboatFlagHello SailboatDeskHarbor SailboatPicnicAmbush BathtubSailboatFleet MessageInASailboat',
    educational:
      'HowSailboatsTack SailboatKeelBalance SailboatPointOfSail WhySailboatsDontTip SailingKnotsQuiz PortOrStarboard',
    cooking:
      'WatermelonSailboats SailboatDeviledEggs SailboatSnackBoard SailboatCheeseSails SailboatSandwiches GalleyChefChallenge',
    fashion:
      'SailboatStripesLook SailboatBoatShoes SailboatFitCheck SailboatWindbreaker YachtClubLinen CoastalGrandpaStyle',
    wellness:
      'SailboatSunsetCalm SailboatSlowDrift SailboatSoundBath SailboatGratitudeLog WindAndWaterReset BreatheWithTheTide',
    speed:
      'SailboatRigRace SailboatKnotTimer SailboatBuildIn30 SailboatBlowAcrossTub PaperSailboatSprint RegattaRush',
    music:
      'SailboatShantyCover SailboatYachtRockSet SailboatHalyardClang SailboatDeckJam SailAwaySingAlong WellermanRelay',
    art: 'PaintASailboatSunset PaperSailboatCraft SailboatDriftwoodModel SailboatOilPastel GoldenHourSailboats SketchTheHarbor',
    tech: 'SailboatDroneShot SailboatRCRegatta SailboatAutopilot SolarPoweredSailboat WindAppVsReality WaterproofCamMast',
    pet: 'SailboatPupCaptain SailboatCatCrew SailboatLookoutDog ToySailboatChase PetLifeJacketPose FirstMateFido',
    gaming:
      'SailboatIslandQuest SailboatStormSurvival SailboatTreasureRoute SailboatSimRun WindWakerSpeedrun BattleshipRematch',
  },
  january: {
    dance:
      'JanuaryJitterbug JanuaryDanceStreak JanuaryMittensGroove JanuaryIceRinkGlide FreshStartMoves PufferJacketBop',
    fitness:
      'JanuaryJumpstart JanuaryPlankStreak JanuaryPushUpLadder RunIntoJanuary ResolutionBootcamp SnowshoeSaturday',
    prank:
      'JanuaryCalendarNotes JanuarySnowmanGreeter JanuaryResolutionSwap JanuaryCocoaDoorstep ScrapeTheirWindshield NewYearConfettiDrawer',
    educational:
      'JanuaryJanusMyth JanuaryPerihelion WhyJanuaryIsFirst JanuaryBirthstoneFacts WhyDaysGetLonger HowSnowflakesForm',
    cooking:
      'JanuarySoupADay JanuaryCitrusSalad JanuarySourdoughBaby JanuaryMealPrep FreshStartSmoothie CrockpotChiliNight',
    travel:
      'JanuaryIceFestival JanuaryBeachEscape HotSpringsInJanuary EmptyCityJanuary NorthernLightsHunt FirstTripOfTheYear',
    fashion:
      'JanuaryShopYourCloset JanuaryScarfTieWays JanuaryFitCheck NoBuyJanuary PufferCoatShowdown CozyKnitStyle',
    wellness:
      'GentleJanuary JanuaryWordOfTheYear JanuaryGratitudeJar ChaseTheJanuarySun FreshStartJournal OneSmallHabitDaily',
    speed:
      'JanuaryDeclutterDash JanuaryDecorTakedown JanuaryCarScrapeTimer JanuarySnowmanRush WinterGearUpBlitz SnowAngelSprint',
    music:
      'JanuarySongADay JanuaryBluesJam JanuaryLearnUkulele JanuaryChoirDebut SnowfallLoFiBeat AuldLangSyneRemix',
    art: 'JanuaryVisionBoard JanuaryFrostMacro JanuarySketchStreak JanuaryIceSuncatcher WinterBirdWatercolor CutPaperSnowflakes',
    tech: 'JanuaryPhoneCleanup JanuaryPhotoBackup JanuaryPasswordPurge DigitalDetoxJanuary NewYearDeskSetup ScreenTimeBaseline',
    pet: 'JanuaryPetResolutions JanuarySnowZoomies JanuaryRadiatorCat JanuarySweaterWalk DogBootiesFirstSteps FrostyPawPrints',
    gaming:
      'JanuaryBacklogClear JanuaryPuzzleStreak JanuaryChessClimb JanuaryNewSaveFile SnowDayGameMarathon WinterLeagueKickoff',
  },
  earthworm: {
    dance:
      'DoTheWormDance EarthwormWiggle EarthwormSquirmStep EarthwormNoodleArms RainyDayWriggle SquigglySoilShuffle',
    fitness:
      'InchwormPushUps EarthwormCrawlCore EarthwormSquirmAbs EarthwormLongStretch GardenDigWorkout CompostTurnCardio',
    funny:
      'EarthwormVoiceover EarthwormRushHour EarlyBirdVsEarthworm EarthwormDatingProfile WormOnAStringMagic RobinStakeoutSkit',
    prank:
      'GummyWormSurprise EarthwormPlushSwap EarthwormSockPuppet EarthwormLunchboxNote RubberBandWiggler WigglyNoodleFakeout',
    educational:
      'EarthwormFiveHearts EarthwormRegrowthMyth WhyWormsSurfaceInRain SoilJarEarthworms DarwinLovedEarthworms CompostLifeCycle',
    cooking:
      'GummyWormDirtCups EarthwormPuddingPots EarthwormGardenCake EarthwormSpaghettiNest WigglyBreadsticks CookieCrumbTiramisu',
    travel:
      'WormFarmVisit EarthwormMuddyTrail EarthwormRainHike GiantEarthwormHunt CommunityGardenTour NatureReserveBugWalk',
    fashion:
      'EarthwormPinkPalette EarthwormRainBoots WormPrintRaincoat EarthToneFitCheck MuddyGardenLook ClayColorLayers',
    wellness:
      'EarthwormGardenHour EarthwormSlowDig EarthingBarefoot WormFarmCalm BareHandsInSoil CompostGratitude',
    speed:
      'EarthwormRescueRace EarthwormSoilSiftDash CountTheEarthworms WormBinBuildBlitz BeatTheEarlyBird CompostTurnSprint',
    music:
      'EarthwormSlideWhistle EarthwormBluesJam EarthwormLullaby WiggleWormAnthem UndergroundBassline RainyDayGardenBeat',
    art: 'EarthwormMudPainting EarthwormStringPrint ClayEarthwormFamily PipeCleanerWorms SoilLayersJarArt TunnelMapDrawing',
    tech: 'WormFarmTimelapse EarthwormSoilSensor EarthwormUSBMicroscope EarthwormCharmingTest CompostBinCam RainGaugeBuild',
    gaming:
      'EarthwormJimSpeedrun WormsArmageddonNight EarthwormTunnelMaze EarthwormRoguelikeRun SoilLayersPuzzle CompostTycoon',
  },
  'cold weather': {
    dance:
      'ColdWeatherStomp ColdWeatherWiggle ColdWeatherMittenClap FreezingFootwork ShiverShuffle FrostyBreathFreestyle',
    fitness:
      'ColdWeatherShovelReps ColdWeatherRunClub ColdWeatherSkateLaps FreezingOutsideHIIT FrostyMorningJog SweatOffTheShiver',
    prank:
      'ColdWeatherMittenNote ColdWeatherCarScrape ColdWeatherDryerCoat FreezingSnowmanGreeter HotCocoaDoorstepDrop HandWarmerPocketStash',
    educational:
      'ColdWeatherMythQuiz ColdWeatherWindChill ColdWeatherFrostLab BubblesFreezingOutside WhyWeShiver HowSnowflakesForm',
    cooking:
      'ColdWeatherChiliNight ColdWeatherSoupSwap ColdWeatherRamenBowl FreezingDayFondue SlowCookerComfort MulledCiderSimmer',
    travel:
      'ColdWeatherIceHotel ColdWeatherHotSprings ColdWeatherCafeHop FreezingFjordFerry NorthernLightsTrip FrozenWaterfallHike',
    fashion:
      'ColdWeatherFitCheck ColdWeatherLayering ColdWeatherCoatRanking FreezingButFashionable OneScarfFiveWays BeanieOfTheDay',
    wellness:
      'ColdWeatherSelfCare ColdWeatherSunChase ColdWeatherBlanketHour FreezingDayFootSoak HyggeEvening FireplaceReading',
    speed:
      'ColdWeatherMailboxDash ColdWeatherScrapeTimer ColdWeatherBootLacing FreezingFingersTyping BundleUpRace MittenMatchSprint',
    music:
      'ColdWeatherAcoustic ColdWeatherFolkBallad ColdWeatherDuet FreezingFingersPiano ChatteringTeethBeat FireplaceGuitar',
    art: 'ColdWeatherFrostMacro ColdWeatherKnitting ColdWeatherIcePainting FreezingBubblePhotos SnowflakePaperCut FoggyWindowDoodles',
    tech: 'ColdWeatherBatteryTest ColdWeatherDroneFlight ColdWeatherSmartHome FreezingPhoneRescue HeatedGlovesReview HandWarmerTeardown',
    pet: 'ColdWeatherPawCare ColdWeatherPetFitCheck ColdWeatherCatLoaf FreezingFloofZoomies SnowBootsForPups PuppyFirstFrost',
    gaming:
      'ColdWeatherSurvivalRun ColdWeatherCardTable ColdWeatherPuzzleNight FreezingLevelSpeedrun SnowedInMonopoly IndoorBoardGameDay',
  },
  surfing: {
    dance:
      'SurfingPopUpGroove SurfingSafariStep SurferStrut LandSurfingRoutine HulaSurfSway HangTenShuffle',
    funny:
      'SurfingTheCouch SurferSlangTranslator SurfingWetsuitStruggle SurfingDudeVoice EpicWipeoutReplay StillWaitingForAWave',
    prank:
      'SurfboardWelcomeSign SurfingWaxSmiley SurpriseSurfLesson SurfingBreakfastTray SandMessageWakeUp BeachTowelBurrito',
    educational:
      'SurfingSlangQuiz SurfingTideCharts SurfboardFloatPhysics SurfForecastDecoded SpotTheRipCurrent HowWavesForm',
    cooking:
      'SurfingFishTacos SurfboardCookies PostSurfAcaiBowl SurferShackSliders DawnPatrolBurrito HawaiianShaveIce',
    travel:
      'SurfingRoadTrip SurfTownCafeHop SurfingCampWeek SurfingLocalBreaks ChaseTheSwell PipelineNorthShore',
    fashion:
      'SurfingFitCheck SurfingSaltyHair SurfingRashGuardSet SurfShopHoodie WetsuitGlowUp BoardshortsAllYear',
    wellness:
      'SurfingSunriseSession SurfingPatienceLineup SurfingGratitudeSet SurfAndUnwind BeachBreathingBreak SeaSaltReset',
    speed:
      'SurfingPaddleRace SurfingPopUpBlitz SurfboardCarryDash SurferWaveCountOff FastestWetsuitChange WaxTheBoardIn60',
    music:
      'SurfRockRiff SurfingUkuleleJam SurfinUSACover SurferLoFiSet SlackKeyStrum WipeOutDrumSolo',
    art: 'SurfboardPainting SurfingLinocutPrint SurfPhotoShoot SurfingSandDrawing SunsetSurferSilhouette GreatWaveRepaint',
    tech: 'SurfingDroneFootage SurfingGoProMount SurfingFinTracker SurfAppVsReality SmartwatchSessionLog WaveMachineBuild',
    pet: 'SurfingDogContest PupLifeJacketSurf SurfingBoardCatNap SurfingPuppyPopUp HangTenHound SandySnootZoomies',
    gaming:
      'SurfingTrickCombo SurfingHighScore SurfingBalanceBoard SubwaySurfersRun WaveRaceRetro SurfShopTycoon',
  },
  theater: {
    dance:
      'TheaterJazzHands TheaterKickLine TheaterKidTakeover TheaterSpotlightSolo CurtainCallChoreo FiveSixSevenEight',
    fitness:
      'TheaterKidWarmup TheaterKickReps TheaterBowSquats TheaterStairsCardio JazzHandsWorkout StageCrewStrength',
    prank:
      'TheaterStandingOvation TheaterTicketsInCake TheatreCurtainWakeUp TheaterStarOnTheDoor SurpriseFrontRow PlaybillStarringYou',
    educational:
      'TheaterHistoryQuiz TheaterGreekMasks TheaterSuperstitions TheaterBlockingBasics HowStageLightsWork ShakespeareanInsults',
    cooking:
      'TheaterMaskCookies TheaterVelvetCupcakes TheaterCastPartyPizza TheatreCandyAtHome PopcornForTheShow IntermissionSnackBox',
    travel:
      'TheaterBackstageTour OldTheaterHunt TheaterMatineeDate RomanTheatreRuins BroadwayRushTickets WestEndWander',
    fashion:
      'OpeningNightFit TheaterVelvetBlazer TheaterOperaGloves TheaterCostumeTryOn DressForTheTheater PhantomMaskLook',
    wellness:
      'TheaterBreathWarmup TheaterSeatSilence TheaterNervesReset TheatreGreenRoomPause PreShowCalm ApplaudYourself',
    speed:
      'TheaterQuickChange TheaterSetStrikeRace TheaterPropHuntIn60 TheatreLineBlitz CostumeSwapIn30 FiveMinuteCallDash',
    music:
      'TheaterShowtuneCover TheaterDuetChallenge TheaterPitPiano TheaterEnsembleHarmony ElevenOClockNumber HumTheOverture',
    art: 'TheaterShoeboxStage TheaterMaskPainting TheaterCostumeSketch ToyTheatreBuild PlaybillCollage DesignAShowPoster',
    tech: 'TheaterSoundBoard TheaterFogMachineTest TheaterSpotlightRig TheaterMicPackDemo StageCueApp ProjectionMappedSet',
    pet: 'PetTakesABow TheaterCatAudience TheaterDogSpotlight TheatreKidKitten TheaterSockPuppetShow HamsterHamlet',
    gaming:
      'TheaterCharadesNight TheaterMurderMystery TheaterStoryDice TheatreImprovDuel GuessTheMusical DungeonMasterDrama',
  },
  basement: {
    dance:
      'BasementDiscoNight BasementLimbo BasementBoogieDown BasementRecRoomShuffle FlashlightFreestyle WasherSpinCycleGroove',
    fitness:
      'BasementBootcamp BasementStairCardio BasementPunchingBag BasementBarbellClub LowCeilingWorkout LaundryBasketCarry',
    prank:
      'BasementFortReveal BasementSurpriseParty BasementNeonTakeover BasementArcadeMakeover StarProjectorCeiling ShadowPuppetStairs',
    educational:
      'HowBasementsStayCool BasementRadonCheck BasementTimeCapsule WhatsThatBasementNoise WhySumpPumpsMatter HowFoundationsWork',
    cooking:
      'BasementCanningShelf BasementPickleCrock BasementMushroomGrow BasementPantryMeal RootCellarRecipes DeepFreezerDinner',
    travel:
      'BasementStaycation SpeakeasyBasementHunt BasementJazzClub BasementComedyNight UndergroundCityTour CaveHotelStay',
    fashion:
      'BasementVintageFinds BasementCostumeTrunk BasementBoxFitCheck BasementThriftFlip GrungeBandLook ThrowbackBinOutfit',
    wellness:
      'BasementReadingNook BasementYogaCorner OneBoxBasementPurge QuietBasementHour CozyCellarRetreat SaltLampDen',
    speed:
      'BasementToySortRace BasementCleanoutClock BasementFlashlightFind BasementBoxTowerDash StorageBinBlitz LaundryFoldOff',
    music:
      'BasementBandPractice BasementDrumKitDebut BasementVinylDig BasementTapesCover LowCeilingAcoustics EchoInTheCellar',
    art: 'BasementStudioTour PaintTheBasementWalls BasementPotteryWheel BasementDarkroomPrints CellarDoorPainting ConcreteFloorChalk',
    tech: 'BasementHomelabTour BasementServerRack BasementLeakSensorTest BasementWiFiDeadZone DehumidifierShowdown RetroPCRestore',
    pet: 'BasementPetPlayroom BasementDogAgility BasementCatTunnel FlashlightZoomies RabbitRunZone BasementStormHideout',
    gaming:
      'BasementLANParty BasementGamingSetup BasementBoardGameCafe DungeonsInTheBasement RetroArcadeCabinet PinballWizardNight',
  },
  fitness: {
    dance:
      'FitnessJazzercise FitnessStepAerobics FitnessFreestyle FitFamFlashMob CardioDanceCombo KickboxingGroove',
    funny:
      'FitnessGoalsVsReality FitnessGuruParody FitnessGadgetFails FitnessVsSnacks DayOneSoreness SweatyFaceMontage',
    prank:
      'SurpriseFitnessClass FitnessCheerTunnel FitnessStickyNoteHype FitFamConfettiCannon FoamWeightSwap BalloonFinishLine',
    educational:
      'FitnessMythBusters FitnessScienceQuiz FitnessMuscleMap FitnessVO2Explained HowHeartRateWorks WhyWeGetSore',
    cooking:
      'FitnessMealPrep FitFamSnackSwap FitnessRecoveryBowl FitnessSmoothieBar HighProteinBaking GainsGranola',
    travel:
      'FitnessSightseeingRun FitnessTravelKit FitnessRetreatWeekend GetFitAbroad HotelGymRating SummitSelfieChase',
    fashion:
      'FitnessFitCheck FitnessOutfitGlowUp FitnessColorMatchSet FitnessSneakerRotation AthleisureToBrunch WhatsInMyGymBag',
    wellness:
      'FitnessRestDay FitnessMindsetShift FitnessSleepRecovery GetFitForJoy MoveForMood StretchAndBreathe',
    speed:
      'FitnessStopwatchDuel FitnessRelayRace FitnessShuttleRun FitnessAgilityLadder BeepTestChallenge TwoMinuteBurpees',
    music:
      'FitnessHypeAnthem FitnessBPMMatch FitFamPowerSong FitnessWorkoutRemix SweatBeatMix TempoRunTunes',
    art: 'FitnessPoseSketch FitnessMotionBlurShot FitnessJourneyCollage FitFamComicStrip ProgressPhotoArt GymSilhouettes',
    tech: 'FitnessTrackerTest FitnessAppFaceOff FitnessHeartRateZones FitnessVRWorkout SmartScaleCheck AICoachVsTrainer',
    pet: 'PetFitnessBuddy FitnessPuppyJog FitnessKittenYogaMat FitFamFetchSprints DogAgilityCourse CanicrossRun',
    gaming:
      'FitnessAdventureRing FitnessVRBoxing FitnessXPGrind FitFamRaidNight ExergameHighScore DanceMatMarathon',
  },
  sketch: {
    dance:
      'SketchbookShuffle SketchPoseFreeze SketchMyMoves SketchAndShimmy DrawThenDance PencilTwirlStep',
    fitness:
      'SketchBetweenReps SketchbookHike PlankAndSketch SketchAndStride DrawWhileSquatting WallSitDoodle',
    funny:
      'SketchFromMemory SketchMeBadly SketchLeftHanded MySketchVsReality EyesClosedSketch DescribeItIDrawIt',
    prank:
      'SecretSketchPortrait SketchDoodledBanana NapkinSketchAmbush StickyNoteSketchWall LunchBagCaricature EggFaceDoodles',
    educational:
      'SketchnoteTheLecture SketchShadingScale SketchAnatomyBasics SketchToLearn OnePointPerspective HowPencilGradesWork',
    cooking:
      'SketchThenBake SketchCakeToReality SketchYourRecipe ChefsSketchbook LatteArtFromSketch DrawnPlatingPlan',
    travel:
      'TravelSketchbook SketchTheSkyline SketchEveryCity SketchFromTheTrain CafeWindowSketching UrbanSketcherMeetup',
    fashion:
      'SketchYourOutfit SketchItThenWearIt SketchCroquiDesigns SneakerSketchDrop FashionSketchbook DrawnLookboard',
    wellness:
      'MindfulSketching SketchYourMood SketchbookSunday SketchMorningPages SitSpotSketch DoodleBeforeBed',
    speed:
      'SketchInThirtySeconds BlinkAndSketch SketchOneLineDash SketchTenFacesTimer SketchRelayRace GestureDrawingMinute',
    music:
      'SketchToTheBeat SketchAlbumArt SketchConcertCrowd SketchWhatYouHear LyricSketchbook DrawTheRhythm',
    tech: 'AITurnsMySketchReal SketchStylusShowdown SketchScanToVector AnimateYourSketch ARSketchProjector PaperVsIpadDuel',
    pet: 'SketchSleepingDog SketchYourCat PetReactsToSketch SketchingTheZoomies PawPrintSketchbook PuppyStealsThePencil',
    gaming:
      'SketchPictionaryDuel SketchYourAvatar SketchTheFinalBoss SketchRelayStory TelestrationsNight GarticPhoneChaos',
  },
  passport: {
    dance:
      'PassportStampStomp PassportFolkStep PassportDanceTour PassportCityGroove BorderCrossingShuffle AirportGateRoutine',
    fitness:
      'PassportStampSteps PassportRunAbroad PassportHotelHIIT JetLagJumpingJacks CarryOnBagSquats PassportWorldWalk',
    funny:
      'PassportPhotoFail PassportPanicCheck PassportExpiredOops WhereIsMyPassport BorderAgentStareDown AirportSecurityShuffle',
    prank:
      'PassportSurpriseTrip PassportCoverSwap PassportDoodleStamps KidsPassportForTeddy BoardingPassReveal MysteryTicketEnvelope',
    educational:
      'VisaVsPassport PassportPowerRanking PassportCountryCodes WhyPassportsAreBlue FirstPassportEver PassportHiddenArt',
    cooking:
      'PassportDinnerNight CookYourPassportStamps PassportBreakfastTour PassportDessertDare WorldPlateFaceOff FlagColorPizza',
    fashion:
      'PassportCoverStyle PassportPhotoOutfit PassportCrossbodyBag PassportPouchGlowUp AirportFitCheck JetSetterCapsule',
    wellness:
      'PassportGratitude PassportStampStories DreamPassportBoard PassportFlipThrough TravelMemoryJournal SlowJourneyMindset',
    speed:
      'PassportStampSprint PassportCapitalBlitz PassportControlRelay PassportFlagRush BoardingGateDash PackingListCountdown',
    music:
      'PassportSongTour PassportAnthemMashup PassportLanguageCover PassportMixtape WorldMusicStamps OneTuneFiveCountries',
    art: 'PassportStampArt PassportCoverPainting PassportScrapbook PassportPageWatercolor DreamVisaIllustration InventACountryFlag',
    tech: 'PassportPhotoAppTest PassportRFIDBlocker PassportEGateSpeed MapEveryPassportStamp UVLightPassportPages DigitalTravelWallet',
    pet: 'PetsFirstPassport PassportPhotoForFido PassportCatCarrier PassportPawPrint PuppyMicrochipCheck JetSetterPup',
    gaming:
      'PassportGeoGuessr PassportTicketToRide PassportCarmenSandiego PassportTriviaRun FlagleStreak WorldMapPuzzleRace',
  },
  factory: {
    dance:
      'FactoryPistonPump FactoryGearsInSync FactoryWhistleStep FactoryFloorFreestyle ConveyorBeltGroove RobotArmRoutine',
    fitness:
      'FactoryCrateCarry FactoryPalletPush FactoryShiftSteps FactoryFloorHIIT AssemblyLineCircuit BoxStackSquats',
    funny:
      'FactoryRobotVoiceover FactoryDadEfficiency FactorySettingsReset LucyChocolateFactory AssemblyLineChaos QualityControlMom',
    prank:
      'FactoryApprovedStamps FactoryEmployeeOfMonth FactoryTreatDispenser FactoryFreshLabel AssemblyLineGift GoldenTicketSurprise',
    cooking:
      'FactoryCookieConveyor ChocolateFactoryBake FactoryDumplingBatch FactoryGummyMolds PizzaAssemblyLine WonkaBarFromScratch',
    travel:
      'TakeAFactoryTour FactoryOutletHunt FactoryGlassworks OldFactoryPhotoWalk CheeseFactoryTasting MillTownDayTrip',
    fashion:
      'FactoryBoilerSuit FactoryWorkwearFit FactoryFloorToRunway FactoryResetCloset SteelToeStyle UtilityPocketOverload',
    wellness:
      'FactoryResetMyMind FactoryShiftWindDown FactoryNoiseEscape NotAFactoryDay SlowMadeByHand BreakRoomBreather',
    speed:
      'AssemblyLineRelay FactorySortIn60 FactoryBoxFoldBlitz FactoryPackRace LegoFactoryRush BeatTheConveyorBelt',
    music:
      'FactoryMachineBeat FactoryClangPercussion FactoryWhistleRiff SampleTheFactory ConveyorRhythm IndustrialLoopPedal',
    art: 'OldFactoryPhotos FactoryGearCollage FactoryStampArt CardboardFactoryModel WarholFactoryPrints SketchAMillChimney',
    tech: 'FactoryRobotArm Factory3DPrintFarm FactorySensorSorting FactoryResetDare MiniConveyorBuild AutomateYourChores',
    pet: 'PetFactoryInspector FactoryCatQualityCheck FactoryDogToyTester KittenBoxFactory HamsterPoweredFactory TreatConveyorBelt',
    gaming:
      'FactorioMegabase SatisfactorySpeedrun FactoryTycoon FactoryMinecraftFarm FactoryLogisticsChain ConveyorPuzzleGame',
  },
  'lawn chair': {
    dance:
      'LawnChairDrillTeam LawnChairSalsa LawnChairCabaret FoldingChairFlashMob PorchRockerSway ChairDanceCharleston',
    fitness:
      'LawnChairDips LawnChairSquats CampChairCrunches FoldingChairCarry BackyardBootcamp ParkBenchPushUps',
    prank:
      'LawnChairFlamingoGuest LawnChairReservedSign LawnChairThrone FoldingChairFortress PlushiesInLawnChairs BackyardCinemaSurprise',
    educational:
      'HowLawnChairsFold LawnChairWebbingRepair LawnChairPhysicsTest CampChairEngineering FoldingHingeScience AdirondackChairOrigins',
    cooking:
      'LawnChairPicnic LawnChairIcedTea CampChairSmores LawnChairCookout ArmrestSnackTray GrillSideSkewers',
    travel:
      'LawnChairParadeSpot LawnChairBeachDay CampChairConcert FoldingChairFestival OutdoorMovieNight TailgateLotPicnic',
    fashion:
      'LawnChairStripesFit LawnChairGinghamSet LawnChairSunhatSeason DressLikeALawnChair RetroPatioLook SeventiesWebbingPrint',
    wellness:
      'LawnChairStargazing LawnChairSunsetSit LawnChairBirdsong LawnChairBookBreak CloudWatchingHour GrassBareFeetRest',
    speed:
      'LawnChairFoldRace LawnChairStackTimer LawnChairCarryRelay CampChairSetupSprint MusicalChairsRound BlanketSpreadDash',
    music:
      'LawnChairUkulele LawnChairHarmonica LawnChairBluegrass FoldingChairOrchestra BackyardSingAlong CicadaChorusLoop',
    art: 'LawnChairMakeover LawnChairWebbingWeave PaintAFoldingChair EmptyLawnChairPhotos SketchFromTheLawnChair BackyardPleinAir',
    tech: 'LawnChairSolarCharger LawnChairMistingFan LawnChairSoundSystem SmartCampChair OutdoorProjectorSetup BugZapperLantern',
    pet: 'WhoStoleMyLawnChair LawnChairCatThrone LawnChairDogLounge LawnChairPuppyShade PupSunbathing TortoiseLawnStroll',
    gaming:
      'LawnChairYahtzee LawnChairUnoShowdown CampChairHandheldRun LawnChairChessClub BackyardBoardGames TailgateDominoes',
  },
  river: {
    dance:
      'RiverDanceRemix RiverbankShuffle RiverStoneHopStep RiverCurrentSway PaddleTwirl CanoeGroove',
    fitness:
      'RiverTrailRun RiverRockCarry RiverbankLunges RiverStoneStepUps UpstreamPaddlePower SwimmingHoleLaps',
    funny:
      'RiverTubingChaos RiverDuckStandoff RiverColdWaterGasp LazyRiverSnooze OneSkipWonder FlipFlopOverboard',
    prank:
      'RiverPicnicSurprise RiverRockMessage RiverStoneHeartTrail RiverPaperBoatNotes RubberDuckFlotilla FakeFishCatch',
    educational:
      'HowRiversShapeLand LongestRiversQuiz RiverMeanderModel WhoLivesInTheRiver RiverSpeedOrangeTest WatershedMapping',
    cooking:
      'RiverTroutCampfire RiverRockCookies RiversidePicnic RiverChilledMelon StreamsideSmores FishermanStew',
    fashion:
      'RiverRaftingFit RiverQuickDryLayers RiverSunHatStyle RiverbankChic WaterproofSandalLook MakeWaterShoesCute',
    wellness:
      'ListenToTheRiver RiversideJournaling RiverSunsetSit RiverLeafFloatRelease GoWithTheFlow BarefootStreamWade',
    speed:
      'RiverRubberDuckRace RiverPoohsticks RiverRockSkipRecord RiverStoneStackBlitz CanoeSprintRelay PaddleboardTimeTrial',
    music:
      'MoonRiverCover RiverFlowLofi RiverBankBanjo RiverStoneClackJam CryMeARiverDuet PaddleRhythmBeat',
    art: 'RiverRockPainting RiversideWatercolor RiverLongExposure BalanceRiverStones DriftwoodSculpture ReedWeavingCraft',
    tech: 'RiverDroneFlyover RiverWaterQualityTest RiverFlowSensor RiverSoundRecorder UnderwaterCamDip FishFinderTrial',
    pet: 'RiverStickFetch RiverKayakPup RiverSplashZoomies DogPaddleTheRiver PetLifeJacketFit LabradorPaddleboard',
    gaming:
      'RiverCrossingRiddle RiverFrogHopArcade OregonTrailRiverFord RiverFishingTourney RapidsRunLevel CanoeTripSurvival',
  },
  planner: {
    dance:
      'PlannerStickerShimmy PlannerMondayStrut PlannerSundayGroove PlannerCheckOffBop CrossItOutTwirl TaDaListDance',
    fitness:
      'PlannerWorkoutTracker PlannerRunLog PlannerStepGoalWeek PlankPlanner MonthlyPushUpGrid OneStickerPerSweat',
    funny:
      'PlannerVsReality PlannerQuitByMarch PlannerTooManyPens PlannerStickerHoard OptimisticMondayPlans TaskMigratedFiveTimes',
    prank:
      'PlannerFutureMemo PlannerDoodleAmbush PlannerComplimentDrop PlannerFakeHoliday SneakyNapTimeEntry StickyNotePartyInvite',
    educational:
      'PlannerTimeBlocking PlannerHabitScience SMARTGoalPlanner PlannerSystemsCompared EisenhowerMatrixTest PomodoroMethodBasics',
    cooking:
      'PlannerMealPlan CookEverythingIPlanned PlannerGroceryBudget PlannerPantryAudit SundaySoupLineup LeftoverLogSpread',
    travel:
      'PlannerTripItinerary PlannerRouteDoodle PlannerTicketScrapbook PlannerVsSpontaneous PackingListSpread DreamGetawayCountdown',
    fashion:
      'PlannerOOTDLog PlannerCapsuleSketches WhatsInMyPlannerBag MatchYourPlannerFit WeekOfOutfitsSpread ChicStationeryLook',
    wellness:
      'PlannerMoodTracker PlannerSleepLog PlannerBrainDumpPage UnplannedSunday GratitudeSpread WeeklyWinsReview',
    speed:
      'PlannerSetupSpeedrun FiveMinutePlannerPage PlannerDoodleBlitz PlannerStickerSortDash PlanYourWeekFast MonthlyLayoutRace',
    music:
      'PlannerLoFiSession PlannerPracticeLog PlannerConcertTracker PlannerPenTapBeat OneSongPerSpread AlbumReleaseCalendar',
    tech: 'PlannerAppVsPaper PlannerNotionTemplate PlannerPrintables HyperlinkedPlanner DigitalStickerPack CalendarSyncSetup',
    pet: 'PlannerPetStickers PlannerDogWalkLog KittenMilestonePlanner CatSitsOnMyPlanner PuppyTrainingCalendar HamsterCareRota',
    gaming:
      'PlannerQuestLog GamifiedPlanner PlannerXpTracker PlannerGameNight LevelUpYourPlanner BacklogBingoSheet',
  },
  'gift shop': {
    dance:
      'GiftShopBobbleheadNod GiftShopAisleStrut GiftShopHatParade SouvenirShopShuffle SnowGlobeShake PlushMascotMoves',
    fitness:
      'GiftShopBagCurls GiftShopStepCount GiftShopBasketCarry SouvenirShopSprints SnowGlobeArmShake PostcardRackLunges',
    funny:
      'GiftShopMugPuns GiftShopPriceReaction GiftShopKidNegotiation ExitThroughTheGiftShop FindYourNameKeychain UselessSouvenirReview',
    prank:
      'GiftShopMysteryBag GiftShopMatchingTees GiftShopTackyFakeOut SouvenirShopSurprise WrongNameKeychain FridgeMagnetTakeover',
    educational:
      'GiftShopPressedPenny GiftShopLocalMakers GiftShopMagnetScience GiftShopPostcardQuiz HowSnowGlobesWork WhoMadeMySouvenir',
    cooking:
      'GiftShopFudgeAtHome GiftShopTaffyPull GiftShopCookieTin GiftShopMapleLeaves SnowGlobeCupcakes RockCandyCopycat',
    fashion:
      'GiftShopHatFitCheck GiftShopEnamelPins SouvenirShopSweater GiftShopTeeRestyle TouristyButMakeItChic KeychainBagCharms',
    wellness:
      'GiftShopNoSpendBrowse GiftShopPostcardToSelf GiftShopMemoryShelf JustLookingGiftShop OneSmallKeepsake SouvenirJarOfMoments',
    speed:
      'GiftShopBudgetDash GiftShopWrapBlitz GiftShopTenDollarFind TwoMinuteSouvenirShop PostcardSpeedWrite MagnetMatchRace',
    music:
      'GiftShopMusicBoxCover GiftShopKazooDuet GiftShopTinWhistle WriteAGiftShopJingle SnowGlobeLullaby SouvenirMaracasJam',
    art: 'GiftShopMugDesign GiftShopMagnetCraft GiftShopStickerCollage SouvenirShopSketch HomemadeSnowGlobe PaintYourOwnPostcard',
    tech: 'GiftShopLaserEngraving GiftShopPhotoMagnet GiftShopGadgetTest SouvenirShopARHunt 3DPrintedKeepsake NFCKeychainBuild',
    pet: 'GiftShopPetToyHaul GiftShopCatBandana GiftShopPuppyCollar SouvenirShopForFido KittenVsSnowGlobe ParrotLovesTheKeychain',
    gaming:
      'GiftShopTycoonBuild GiftShopPriceIsRight GiftShopBingoCard GiftShopClawMachine SouvenirScavengerHunt PennyPressCollection',
  },
  spaceship: {
    dance:
      'SpaceshipMoonwalk SpaceshipWarpStep SpaceshipOrbitSpin SpacewalkShuffle ZeroGravityDance BlastOffBoogie',
    fitness:
      'SpaceshipLaunchJumps SpaceshipOrbitLaps SpaceshipHatchPullups SpacewalkSquats ZeroGravityCore AstronautBootcamp',
    funny:
      'SpaceshipCaptainLog SpaceshipWrongPlanet BackseatSpaceshipPilot SpaceCadetMoments HoustonWeHaveSnacks AlienLandingSkit',
    prank:
      'SpaceshipFortReveal SpaceshipHallwayPortal GlowStarSpaceshipRoom SpaceshipLunchboxNote MissionControlWakeUp AlienVisitSurprise',
    educational:
      'HowSpaceshipsLand SpaceshipHeatShield SpaceshipDockingBasics NameThatSpacecraft WhySpaceIsSilent BottleRocketScience',
    cooking:
      'SpaceshipCookies SpaceshipPlanetPizzas SpaceshipLayerCake SpaceFoodAtHome FreezeDriedTasteTest CupcakeLaunchpad',
    travel:
      'SpaceCenterTour SpaceshipRocketGarden SpaceshipPlanetarium SpaceshipMuseumHop WatchALaunchLive ShuttleExhibitSelfie',
    fashion:
      'SpaceSuitFitCheck SpaceshipSilverJacket SpaceshipGalaxyPrint SpaceshipCaptainLook DesignYourMissionPatch RetroFuturistGlam',
    wellness:
      'SpaceshipStargazing SpaceshipQuietCabin SpaceshipNapPod DeepSpaceRest CountdownToCalm OverviewEffectPause',
    speed:
      'SpaceshipFoldIn60 SpaceshipLegoBlitz SpaceshipDockIn30 CardboardSpaceshipRush CountdownToLaunch StrawRocketDistance',
    music:
      'SpaceshipThereminTune SpaceshipAlienChorus SpaceshipSynthwave MakeSpaceshipNoises SpaceThemeCover WarpSpeedBeat',
    tech: 'SpaceshipVRCockpit SpaceshipArduinoPanel SpaceshipLEDBuild SpacecraftAIVoice RocketLaunchTracker MissionControlDesk',
    pet: 'SpaceshipCatCommander SpaceshipDogCoPilot SpaceshipBoxCapsule HamsterSpaceshipFort SpacePupMission PetAstronautPose',
    gaming:
      'SpaceshipSpeedrun SpaceshipCrewCoop SpaceshipAsteroidDodge SpaceInvadersRematch KerbalLaunchFails AmongUsImpostorRound',
  },
  coach: {
    dance:
      'CoachClipboardStep CoachHuddleBounce CoachSidelineShuffle CoachVictoryJig FollowTheWhistle HalftimeShowRoutine',
    fitness:
      'CoachSaysWorkout CoachConeShuttles CoachPacerTest CoachWantsTenMore PepTalkSprints BurpeeOnTheWhistle',
    funny:
      'CoachImpressions CoachWhistleAtHome CoachPepTalksTheDishes CoachCantReadHisPlay HalftimeSpeechToMyCat SidelineParentTypes',
    educational:
      'AskACoachAnything CoachPlaybook101 CoachSportsPsych CoachWarmUpScience DrawUpThePlay HowDrillsBuildSkill',
    cooking:
      'CoachOrangeSlices CoachTrailMixBar CoachPancakeHuddle CoachApprovedLunchbox GameDayPastaNight PostMatchSmoothies',
    travel:
      'CoachStadiumTour CoachHallOfFameVisit CoachAwayGameBus RoadTripWithCoach TrainingCampWeek TournamentCityGuide',
    fashion:
      'CoachSidelineFit CoachTracksuitLook CoachPoloAndKhakis DressLikeYourCoach WhistleAndVisorSet TeamColorsOutfit',
    wellness:
      'CoachPepTalkToSelf CoachMindsetMinute CoachThankYouLetter CoachOrdersRest BeYourOwnCoach VisualizeTheWin',
    speed:
      'BeatCoachsTime CoachWhistleSprint CoachStopwatchDuel CoachConeSetupDash ShuttleRunRecord BallBagPackUpRace',
    music:
      'CoachWhistleRemix CoachPepRallyDrums CoachTeamChant CoachWalkoutBeat LockerRoomAnthem FightSongCover',
    art: 'CoachThankYouCard CoachTeamBanner PaintCoachsClipboard DrawYourCoach PlaybookDoodle SignedBallShadowBox',
    tech: 'CoachVideoReplay CoachDroneFilming CoachSpeedRadarGun AICoachShowdown SmartwatchDrills GPSVestTracking',
    pet: 'CoachPuppyBasics CoachKittenLeashWalk CoachDogAgility CoachPetPepTalk TeamMascotParade HamsterHalftimeShow',
    gaming:
      'CoachCareerMode CoachMaddenPlaycall CoachMeThroughIt FantasyDraftCoach PlaybookGameNight FootballManagerRun',
  },
  nail: {
    dance:
      'NailTapRoutine NailFingerTut FreshManiVogue ShowOffYourNails PolishDryingShimmy HandJiveNails',
    fitness:
      'NailDryWallSit NailPolishPlank NailLungeBetweenCoats ManiSafeWorkout GelCureSquats HandsUpJumpingJacks',
    funny:
      'NailArtByMyDad LongNailsVsDailyTasks NailSalonSmallTalk WetNailsPhoneCall ManiFailReveal OpeningCansWithNails',
    prank:
      'PressOnNailSurprise NailArtTwinPrank ManiDayAmbush NailFoilGiftWrap GlitterHandshake PaintDadsPinky',
    educational:
      'HowNailPolishIsMade WhyNailsGrowFast WhyNailsHaveMoons NailHealthSigns ChemistryOfGelNails CuticleCareLesson',
    cooking:
      'NailArtCookies GelNailCakePops ManicureCupcakes NailPolishTruffles NailSwatchMacarons PastelChocolateBark',
    travel:
      'VacationManicure NailArtFromEveryTrip NailSalonAbroad NailDesignsOfTokyo BeachPedicureDay PackYourPolishKit',
    wellness:
      'SelfCareManicure NailBitingBreakup NailSpaSunday MindfulNailPainting HandMassageMoment CuticleOilRitual',
    speed:
      'NailPaintSpeedrun NailArtIn60Seconds FastestManicure NailPolishRemovalRace TenFingerSwatchDash DryBeforeDelivery',
    music:
      'NailTapBeat NailClickASMR NailFileRhythm ManicureMelody PolishShakeMaraca AcrylicGuitarStrum',
    art: 'FamousPaintingNails TinyCanvasMani NailMarbleWaterSwirl NailStampingPlate TenNailPortraits MiniatureLandscapeTips',
    tech: 'NailPrinterTest NailUVLampReview SmartNailNFC TouchscreenLongNails AIDesignsMyNails PolishColorScanner',
    pet: 'PawPrintNailArt PetPortraitNails NailGrinderDogCalm NailTrimTreatTrail CatTapsWetPolish PawdicureDay',
    gaming:
      'NailsVsController LongNailsHighScore ZeldaTriforceNails NailArcadeButtonSet NailRetroPixelDesign PokeballTips',
  },
  'family vacation': {
    dance:
      'FamilyVacationConga FamilyTripDanceOff FamilyLuauMoves PoolsideFamilyShuffle HotelRoomDiscoNight AirportGateGroove',
    fitness:
      'FamilyTripHike FamilyBeachRelay FamilyBikeTour FamilyPoolLaps HotelRoomFamilyHIIT ResortStairsChallenge',
    funny:
      'FamilyVacationChaos FamilyTripRoles FamilyPhotoMeltdown FamilyItineraryPolice DadPackingTheCar AreWeThereYetCount',
    prank:
      'FamilyVacationReveal FamilyTripPuzzleClue MysteryFamilyGetaway FamilyCountdownChain BoardingPassInCereal DentistVisitFakeOut',
    educational:
      'FamilyVacationQuiz FamilyTripHistoryStop FamilyBudgetMath FamilyMapNavigator JuniorRangerBadge LocalLanguageFiveWords',
    cooking:
      'FamilyVacationPicnic FamilyTripSnackPrep FamilyGrillOff CampfireFamilyDinner CookTheLocalDish CoolerSandwichLine',
    fashion:
      'MatchingFamilyShirts FamilyTripFitCheck FamilyHatLineup FamilyColorCodedPhoto AirportComfyLooks DadSandalsAndSocks',
    wellness:
      'FamilyTripUnplug FamilySunsetMoment FamilyVacationJournal FamilyGratitudeCircle NoScheduleAfternoon SlowMorningsAway',
    speed:
      'FamilyPackingSpeedrun FamilyCheckInDash FamilyBeachSetupBlitz MinivanLoadRace SunscreenRelay FamilyBuckleUpTimer',
    music:
      'FamilyTripSingAlong FamilyVacationUkulele FamilyCarMixtape FamilyThemeSong MinivanKaraoke BackseatHarmonies',
    art: 'FamilyTripPhotoBook FamilyVacationShellArt FamilyScrapbookNight FamilyPleinAirDay KidsTravelJournal SandcastleSculptOff',
    tech: 'FamilyTripApps FamilyDroneFootage FamilyGoProDiary FamilyPhotoTimerHack KidsTabletTravelKit SharedAlbumSetup',
    pet: 'PetJoinsFamilyPhoto FamilyDogBeachDay FamilyTripWithRover FamilyKittenCarrier PuppyCarRideReady CatSitterVideoCall',
    gaming:
      'FamilyCarBingo FamilyTripCardGames FamilyVacationMiniGolf FamilyArcadeShowdown LicensePlateHunt HotelRoomUnoNight',
  },
  'gas station': {
    dance:
      'GasStationTwoStep GasStationMoonwalk GasStationCarWashBop PetrolStationPolka SlushieShuffle PitStopDanceBreak',
    fitness:
      'GasStationStretch GasStationWalkLap GasStationSquats PetrolStationPlank RestStopRoutine LongDriveMobility',
    prank:
      'GasStationRoseRomance GasStationCandyBouquet GasStationSnackHaul PetrolStationPicnic PayItForwardAtThePump SqueegeeThankYou',
    educational:
      'GasStationHistory GasStationPriceMath GasStationOctaneQuiz GasStationPumpScience WhereFuelComesFrom EVChargingBasics',
    cooking:
      'GasStationCharcuterie GasStationGourmet GasStationRamenHack PetrolStationSarnie RollerGrillHotDogs DIYSlushieBar',
    travel:
      'RetroGasStationHunt GasStationRoute66 GasStationSnackSafari PetrolStationAbroad RoadTripPitStops BucEesPilgrimage',
    fashion:
      'GasStationFitCheck GasStationTruckerCap GasStationSunnies PetrolStationGlam MechanicJacketChic RoadTripSweatsuit',
    wellness:
      'GasStationBreather GasStationKindness GasStationSunrise PetrolStationPause FreshAirRefuel RefillYourselfToo',
    speed:
      'GasStationSnackRun GasStationTireCheck PetrolStationRelay FiveMinuteGasStation RestroomAndBackSprint SqueegeeBlitz',
    music:
      'GasStationJingle GasStationAnthem GasStationRadioKaraoke PetrolStationBlues PumpBeepRhythm PitStopPowerBallad',
    art: 'GasStationNeonPhoto RetroGasStationSketch GasStationDiorama PetrolStationAtDusk HopperGasPainting SlushieCupDoodle',
    tech: 'GasStationVsEVCharger CheapestGasStationApp GasStationMPGChallenge PetrolStationOfFuture HybridRangeChallenge SmartPumpPayTest',
    pet: 'GasStationCatResident GasStationDogTreat GasStationPuppyStretch PetrolStationPetBreak RoadTripPupWalk ZoomiesAtThePump',
    gaming:
      'GasStationSimulator GasStationSnackBingo GasStationClawMachine PetrolStationArcade PitStopSpeedrun RoadTripCardGame',
  },
  toy: {
    dance:
      'WindUpToyDance ToySoldierStep ToyPuppetBoogie ToyRobotMoves TeddyBearWaltz MusicBoxBallerina',
    fitness:
      'ToyPickupSquats ToyBinCarry ToyCarPushups TeddyPlankBuddy DodgeTheLegoDrill ToyBalloonKeepyUppy',
    prank:
      'ToysMovedOvernight TinyToyInvasion ToyDinoDeskGuard ToyArmyInTheFridge ToyShowsUpEverywhere RubberDuckHideAndSeek',
    educational:
      'InsideAWindUpToy ToysThenAndNow ToySlinkyStairs ToyCarRampPhysics HowTeddiesAreMade WhyTopsDontFall',
    cooking:
      'ToyBoxCake ToyBlockJello ToyLegoGummies ToyTrainSandwich TeddyBearPancakes AnimalCrackerCircus',
    travel:
      'ToyTravelBuddy TinyToyPhotoWalk ToyMuseumVisit ToyShopCrawl ToyFactoryTour FlatStanleyAdventure',
    fashion:
      'DressLikeYourToy ToyPlushBackpack ToyRetroTee BagCharmToyHaul MatchYourTeddy BarbiePinkFitCheck',
    wellness:
      'ComfortToyStory ToyDeclutterReset ToyDonateAndSmile FidgetToyCalm TeddyHugBreak GrownUpsPlayToo',
    speed:
      'ToyCarDragRace ToyTowerIn30 ToyCleanupIn60 RainbowToySort FastestToyPuzzle LegoBuildBlitz',
    music:
      'ToyPianoCover SqueakyToyBeat ToyKazooBand ToyBoxOrchestra RubberChickenAria TinyGuitarBigSong',
    art: 'ToyStopMotion DrawYourFavoriteToy ToyDioramaBuild SculptANewToy ForcedPerspectiveToys ToyPortraitPaint',
    tech: 'CodeAToyRobot ToyCarCamPOV RetroVsSmartToy GiveYourToyAVoice ToyTeardown RemoteControlUpgrade',
    pet: 'PetPicksAToy NewToyZoomies FindTheHiddenToy ToySqueakerHunt ToyCatWandChase TugOfWarToyDuel',
    gaming:
      'ToyKartTournament ToyBoxBossBattle ToyFigureTabletop ToyRobotSumo LegoLevelBuild PlushieArenaRumble',
  },
  study: {
    dance:
      'StudyBreakBreakdance StudyDeskChairBop StudyDoneJig StudyGroupConga FlashcardFlipStep FinalsWeekShuffle',
    fitness:
      'StudyBreakBurpees StudyChapterSquats StudyWalkingReview PomodoroPushUps LibraryStairsLaps StudyFlashcardHIIT',
    funny:
      'StudyPlansVsReality StudyWithMeFails StudyingTheFridge FinalsWeekMood CramSessionPOV HighlightTheStudyGuide',
    prank:
      'StudySnackSurprise StudyBuddyCareKit StudyCoffeeDrop StudyStickyNoteCheers LibraryDeskFlowers FinalsWeekPizzaParty',
    cooking:
      'StudyBrainFood StudyNightRamen StudyEnergyBites StudySnackBento FinalsWeekMealPrep MatchaLatteFocus',
    travel:
      'StudyCafeHopping StudyAbroadDiary StudySpotTour StudyWithAView MostBeautifulLibrary QuietCornersOfTheCity',
    fashion:
      'StudyComfyFit StudyDarkAcademiaLook StudyCardiganLayers StudentThriftHaul FinalsWeekLoungewear BlueLightGlassesStyle',
    wellness:
      'StudyBreakBreathing StudyStressReset StudyNatureWalk StudyGuiltFreeNap FinalsWeekSelfCare ExamEveWindDown',
    speed:
      'StudyFlashcardRace StudyQuickfireQuiz StudySprintStreak StudySummaryTimer TwentyFiveMinuteFocus OnePageRecapClock',
    music:
      'StudyBeats StudyMnemonicSong StudyClassicalHour StudyingToMozart LofiFocusMix AmbientRainPiano',
    art: 'StudyMindMapArt StudyHandLettering StudyBulletJournal StudyGuideComic AestheticNotesTour DiagramSketching',
    tech: 'StudyDeskSetup StudyAnkiDeckBuild StudyTabletVsPaper AIStudyBuddyDuel FocusTimerTest NoiseCancelHeadphones',
    pet: 'StudyCatOnTheNotes StudyDogWalkBreak StudyWithMyPet StudyBuddyHamster ParrotQuizzesMe FishTankFocusView',
    gaming:
      'StudyBossBattle StudyKahootRound StudyXPTracker StudyQuestLog LevelUpYourNotes JeopardyReviewNight',
  },
  cozy: {
    dance:
      'CozySlipperShuffle CozySweaterSway HyggeHomeBoogie ComfyPJTwoStep BlanketCapeTwirl FuzzySocksGroove',
    fitness:
      'CozyBlanketYoga CozyFireplaceCore ComfyStretchFlow HyggeWinterWalk PajamaPilates SweaterWeatherHike',
    funny:
      'CozyBlanketBurrito CozyTooWarmToMove CozyGremlinMode HyggeVsReality FortyPillowsOnTheBed CandleHoarderTour',
    prank:
      'CozyNookSurprise CozyCarePackage CozySlipperWarmup ComfyTowelFromDryer SecretBlanketFort FairyLightRoomReveal',
    educational:
      'HyggeExplained ScienceOfCozy CozyColorTemperature CosyWoolVsFleece WhyBlanketsCalmUs DanishWinterCustoms',
    cooking:
      'CozyCocoaBar CozySoupNight CozyApplePieBake HyggeCinnamonBuns ChaiLatteAtHome BreadBowlEverything',
    travel:
      'CozyCabinTrip CoziestCafeHunt HyggeCityBreak CozyBookshopCrawl FireplaceLodgeStay ChristmasMarketMittens',
    fashion:
      'CozyFitCheck CozyKnitLayers ComfyChicOutfit HyggeCapsuleCloset CardiganThreeWays FleeceLinedLeggings',
    speed:
      'CozyNookIn5Minutes CozyBlanketFortRace ComfyQuickChange HyggeSetupSpeedrun PillowPlumpSprint FastestBurritoWrap',
    music:
      'CozyFireplaceJam CozyAcousticCover HyggeHummingHour ComfyLofiBeat CracklingVinylSession RainyDaySong',
    art: 'CozyKnitAlong HyggeWatercolor CozyCandleStillLife PaintYourCoziestCorner IsometricCozyRoom MugPotteryThrow',
    tech: 'CozyDeskSetup CozyLightingScenes ComfyGadgetHaul HyggeSmartHome HeatedBlanketTest DigitalFireplaceStream',
    pet: 'CozyCatOnLap CozyDogSweater CozyPetBedBuild HyggeNapPile PuppyBlanketBurrito KittenInTheKnits',
    gaming:
      'CozyGamingSetup CozyCoopAdventure CozyJigsawMarathon HyggeBoardGameNight BlanketFortLAN AnimalCrossingMorning',
  },
  canada: {
    dance:
      'CanadaDayConga CanadaFiddleStepdance CanadaHockeyCelly CanadianIceDanceDuo MapleLeafShuffle LumberjackTwoStep',
    fitness:
      'CanadaPortageCarry CanadaSnowshoeHike CanadaSkateTrailLaps PaddleLikeACanadian HockeyDrillCircuit LumberjackLogLifts',
    funny:
      'CanadaGeeseStandoff CanadaSorryCount CanadianAccentTest TimbitsTasteRanking CanadaMooseCrossing NineMonthsOfWinter',
    prank:
      'CanadaDaySurprise CanadaTimbitsDrop CanadaSnowmanGreeter CanadianPoliteNotes HockeyTicketReveal MapleLeafDoorDecor',
    educational:
      'CanadaProvincesQuiz CanadaIndigenousWords CanadaLoonieHistory WhyCanadaSaysEh MapleSyrupScience WhyAuroraGlowsGreen',
    cooking:
      'CanadaPoutineAtHome CanadaMapleSnowTaffy CanadaNanaimoBars CanadaBannockBread ButterTartBakeOff BeaverTailPastry',
    fashion:
      'CanadianTuxedoLook CanadaFlannelFit CanadaTuqueCollection ParkaSeasonStyle CanadaWinterLayering HockeyJerseyStyling',
    wellness:
      'CanadaLakeCalm CanadaDockSunrise CanadaCabinStillness ForestBathingCanada NorthernLightsWonder LoonCallListening',
    speed:
      'CanadaCanoeRace CanadaPuckPassRelay CanadaPancakeFlipOff CanadaProvincesIn60 HockeyShootoutTimer CapitalCityBlitz',
    music:
      'CanadaFiddleJam CanadaCampfireSong CanadaAnthemHarmony CanadianIconCover TrueNorthSingAlong LoonCallDuet',
    art: 'CanadaMapleLeafPrints CanadaBirchBarkCraft CanadaLakeLongExposure CanadianMooseSketch GroupOfSevenRemake NorthernLightsPainting',
    tech: 'CanadaColdBatteryTest CanadaSnowplowTracker CanadianEVWinterRange CanadaAuroraCam NorthernLightsAlert IceFishingSonar',
    pet: 'CanadaDayPetBandana CanadaHuskySledRide CanadaPuppyToque CanadaKittyHockey SnowPupZoomies KittenMapleMittens',
    gaming:
      'CanadaCurlingMatch CanadaCribbageTable CanadaTriviaNight CanadianNHLShowdown TrueNorthQuestRun BroomballTournament',
  },
  'sick day': {
    dance:
      'SickDayIsOverShuffle SickDayPillowSway SickDayCouchChoreo SickDaySlowMo FeelingBetterDance BlanketCapeBoogie',
    fitness:
      'SickDayBedYoga SickDayRecoveryWalk SickDayGentleStretch AfterSickDayComeback FirstEasyJogBack RestIsTrainingToo',
    funny:
      'SickDayDramatics SickDayWebMDSpiral SickDayVoiceCheck DyingSwanSickDay TissueMountainReveal SoupDeliveryDiva',
    prank:
      'SickDayCarePackage SickDaySoupDelivery SickDayBalloonBouquet SickDayMovieDrop TissueBoxSmiley SillyGetBetterVideo',
    educational:
      'SickDaySoupScience SickDayImmuneHeroes SickDayGermSpreadTest SickDayHydrationMath HowFeversWork WhyWeSneeze',
    cooking:
      'GrandmasSickDaySoup SickDayCongee SickDayToastArt SickDayBRATMenu GingerHoneyTea LemonIcePops',
    travel:
      'SickDayArmchairSafari SickDayGlobeSpin SickDayStreetViewTrip SickDayBucketList BedToBeachDaydream MuseumLivestreamVisit',
    fashion:
      'SickDayPJRanking SickDayComfyFit SickDayFuzzySocks SickDayRobeRunway BlanketCapeLook OversizedHoodieMode',
    speed:
      'SickDaySoupInTen SickDayRemoteFind SickDayNestIn60 SickDayCardSprint TissueGrabRace CouchSetupBlitz',
    music:
      'SickDayCroakyCover SickDayHummingOnly SickDaySoundtrack SickDayLullabyLofi GetWellSong SniffleBeatbox',
    art: 'SickDayDoodleDiary SickDayOrigami SickDayWatercolor TissueBoxArt BlanketFortSketch SickDayColoringBook',
    tech: 'SickDayMovieSetup SickDayRemoteWork SickDayThermometerTest MedicineReminderApp SmartSpeakerStoryTime SickDayHumidifierDuel',
    pet: 'SickDayPetNurse SickDayCatCuddles SickDayDogGuard PuppyPileRecovery BunnyBedsideVisit SickDayKittyFootWarmer',
    gaming:
      'SickDayGameMarathon SickDaySolitaire SickDayCrosswordStreak SickDayStardewSesh BlanketFortHandheld CouchCoOpRecovery',
  },
  trophy: {
    dance:
      'TrophyChampionStrut TrophyConfettiJump TrophyTwirl LiftTheTrophyMoves PodiumShuffle AcceptanceSpeechShimmy',
    fitness:
      'TrophyCurls TrophyOverheadPress EarnYourTrophy SquatForTheTrophy VictoryLapJog PodiumStepUps',
    prank:
      'GiantTrophyForNothing TrophyOkayestSibling TrophyBestDishwasher TrophyCeremonyAtDinner MysteryTrophyDrop SurpriseAwardsNight',
    educational:
      'FamousTrophyQuiz FirstTrophyEver WhyTrophiesHaveHandles TrophyEngravingLab HowMedalsAreMade StanleyCupTraditions',
    cooking:
      'TrophyCupSundae GoldTrophyCookies TrophyChocolateMold TrophyDonutTower PodiumCakeStack ChampionsBreakfast',
    travel:
      'TravelingTrophyTour SeeTheRealTrophy StadiumTrophyRoom TrophyChampionsParade HallOfFameVisit OlympicParkRun',
    fashion:
      'TrophyCeremonyFit TrophyWinnerJacket TrophyVarsityStyle DressLikeATrophy AwardNightLook PodiumGlam',
    wellness:
      'GratitudeTrophy SelfKindnessTrophy TrophyForTryingHard ParticipationTrophyJoy TinyWinsJournal HypeYourselfUp',
    speed:
      'RaceForTheTrophy TrophyRelayDash TrophyStackIn60 FastestTrophyBuild TrophyTimeToBeat GrabTheCupFirst',
    music:
      'TrophyDrumroll TrophyFanfareTrumpet TrophyAcceptanceRap TrophyWinnerAnthem WeAreTheChampionsCover EyeOfTheTigerIntro',
    art: 'CardboardTrophyCraft GoldLeafTrophy TrophyStillLife TrophyClaySculpt FoilTrophyForMom DesignYourOwnTrophy',
    tech: '3DPrintedTrophy TrophyTurntableShot TrophyLEDBase TrophyLaserEngrave ARTrophyCabinet TrophyThatTalks',
    pet: 'GoodestBoyTrophy TrophyBestNapper TrophyFluffiestTail TrophyTrickChampion PetAwardsNight CatKnocksOffTrophy',
    gaming:
      'PlatinumTrophyChase RarestTrophyFlex TrophyHunter TrophyTournament BoardGameTrophyNight FullCompletionRun',
  },
  earthquake: {
    dance:
      'EarthquakeWobble EarthquakeRumbleStomp EarthquakeShakeOff EarthquakeTremorShimmy DropCoverHoldGroove SeismicWaveRoll',
    fitness:
      'EarthquakeBosuSquats EarthquakeCoreBrace EarthquakeBalanceTest EarthShakerLunges DropCoverHoldBurpees WobbleBoardWorkout',
    funny:
      'EarthquakeOrTruck EarthquakeGroupChat RateThatEarthquake EarthquakeSleptThrough DidYouFeelThat FirstTimerVsLocal',
    prank:
      'EarthquakeKitGiftBox EarthquakeSafetyNotes EarthquakeJelloJiggle EarthquakeDrillCheers WobblyTowerSurprise GoBagGlowUp',
    cooking:
      'EarthquakeCake EarthquakeJelloTower EarthLayersParfait EarthquakeBrownies CrinkleCookieCracks TectonicPlateNachos',
    travel:
      'EarthquakeMuseum EarthquakeLakeVisit EarthquakeSimRoom EarthquakeFaultWalk SanAndreasRoadTrip RingOfFireVolcanoes',
    fashion:
      'EarthquakeReadyShoes EarthquakeKitGlowUp EarthquakeEDCCheck EarthquakeWhistleCharm GoBagStyle UtilityVestLook',
    wellness:
      'EarthquakeCalmPlan EarthquakeAnxietyReset EarthquakeCheckInCall EarthGroundingWalk AftershockBreathing PreparedPeaceOfMind',
    speed:
      'EarthquakeKitPack EarthquakeExitTimer EarthquakeGoBagDash EarthquakeTorchFind DropCoverHoldDrill ShutOffValveSprint',
    music:
      'EarthquakeBassDrop EarthquakeTimpaniRoll EarthquakeShakerEgg FeelTheEarthMoveCover SeismicSoundscape SeismographToMelody',
    art: 'EarthquakeKintsugi EarthquakeCrackArt EarthPlatePuzzleMap EarthquakeFaultSketch PaintASeismograph VibrationSandPatterns',
    tech: 'EarthquakeAlertAppTest EarthquakePhoneSensor EarthquakeDataMap SeismographDIY EarthquakeShakeTable HomeSeismometerSetup',
    pet: 'EarthquakeDogSenses EarthquakeKitForKitty EarthquakeCarrierDrill EarthquakeCalmPup PetGoBag MicrochipCheck',
    gaming:
      'EarthquakeJengaTower EarthquakeCitySkylines EarthquakeSurvivalRun MinecraftEarthquakeMod QuakeProofBuildOff ForbiddenIslandCoop',
  },
  google: {
    dance:
      'GoogleEarthSpin GoogleMapsRouteGroove GoogleTrendsTwoStep GoogleDoodleBoogie StreetViewCameo PinDropBounce',
    fitness:
      'GoogleMapsArtRun GoogleTimerTabata GoogleEarthStairClimb GoogleFitStreak StreetViewHikePlan PedometerLeaderboard',
    funny:
      'GoogleTranslateFail GoogleVoiceMishears GoogleMyOwnName GoogleAutofillRoast StreetViewFinds ReverseImageMyself',
    prank:
      'GoogleSlidesTribute GoogleMapsPinSurprise GoogleDocLoveLetter GoogleCalendarCakeDrop TranslatedCompliments VoiceAssistantSerenade',
    educational:
      'GoogleSearchTricks GoogleEarthGeography GoogleArtsCultureTour HowGoogleRanksPages GuessTheCountryView FactCheckYourFeed',
    cooking:
      'GoogleFirstRecipeTest GoogleLensMysteryVeg GoogleTimerEggs GoogleTranslateNonna TopSearchDinner TrendingBakeOff',
    travel:
      'GoogleMapsRandomPin GoogleTranslateAbroad GoogleEarthToRealLife GoogleLensFoodQuest StreetViewVsReality SavedPlacesWeekend',
    fashion:
      'GoogleLensFitFind GoogleTrendsOutfit GoogleShoppingHaul DressInGoogleColors ImFeelingLuckyLook DecadeStyleRecreate',
    wellness:
      'GoogleFreeSunday GoogleFocusTimer GoogleEarthCalmFlyover GoogleCalendarMeTime StreetViewForestWalk DigitalWellbeingCheck',
    speed:
      'GoogleFeudBlitz GoogleDinoRunRecord GoogleSearchRace FastestGoogleAnswer StreetViewSpeedGuess LensIDSprint',
    music:
      'GoogleHumToSearch GoogleTranslateSong GoogleAssistantBeatbox GoogleDoodleBachJam MapsVoiceRemix HeyGoogleJingle',
    art: 'DesignAGoogleDoodle GoogleEarthArt GoogleQuickDrawRound GoogleLogoRedesign StreetViewSketch SatelliteImageCollage',
    pet: 'GoogleLensPetBreed GoogleMapsDogWalk GoogleNestPuppyCam GoogleTranslateMeow CatVideoRabbitHole ParrotTalksToGoogle',
    gaming:
      'GoogleDinoSpeedrun GoogleDoodleArcade GoogleFeudFamilyNight GoogleEarthHideSeek GeoGuessrDuel PacManLogoHighScore',
  },
  'bake sale': {
    dance:
      'BakeSaleShuffle BakeSaleBoogie BakeSaleSoldOutJig SignSpinnerBakeSale BrownieBoxStep SprinkleShimmy',
    fitness:
      'BakeSaleFunRun BakeSaleTrayLunges BakeSaleTableCarry BakeSaleBoxStairClimb FlourSackSquats BurnOffTheBrownie',
    funny:
      'BakeSaleBuyingYourOwn BakeSaleRivalParents BakeSaleDisasterBatch BakeSalePricePanic StoreBoughtInDisguise CashboxCoinChaos',
    prank:
      'BakeSaleMysteryBox BakeSaleSecretBuyer BuyOutTheBakeSale BakeSaleLookalikes CupcakeDoorstepDrop TeacherThankYouTray',
    educational:
      'BakeSaleMath BakeSaleProfitLesson PriceItRightBakeSale BakeSaleSignThatSells AllergyLabelBasics ChangeCountingDrill',
    travel:
      'BakeSaleVillageFair BakeSaleSchoolFete BakeSaleFarmersMarket BakeSaleHopAcrossTown BlueRibbonPieHunt RoadsideHonestyStand',
    fashion:
      'BakeSaleApronFit BakeSalePolkaDots FiftiesBakeSaleLook BakeSaleCherryPrint CupcakeHairClips FlourDustedDenim',
    wellness:
      'BakeSaleGivingBack BakeSaleThankYouNotes BakeSaleVolunteerGlow PayWhatYouCanBakeSale BakeForACause BakingTogetherCalm',
    speed:
      'BakeSaleSetupRace BakeSaleSellOutTimer BakeSaleBagAndTag CupcakeFrostingSprint CookiePlattingDash BakeSaleChangeCount',
    music:
      'BakeSaleJingle BakeSaleBuskerCorner BakeSaleSerenade BakeSaleBlues SweetTreatsChant MuffinTinDrumKit',
    art: 'BakeSaleChalkboardMenu BakeSaleSignPainting BakeSaleLabelDesign BakeSalePosterCollage HandLetteredPriceTags IcedCookieCanvas',
    tech: 'BakeSaleTapToPayTest BakeSaleSocialPromo QRCodeMenuBakeSale AIPricesMyBakeSale CardReaderShowdown SpreadsheetSellOut',
    pet: 'BakeSalePupcakeStand BakeSaleKittenAdoption BakeSaleForTheShelter DogBiscuitBakeSale PetMascotCashier BarkeryBoothHelper',
    gaming:
      'BakeSaleTycoonRun BakeSaleGuessTheJar BakeSaleBingoPrizes CookieClickerBakeSale CupcakeStandSimulator SweetShopMatchThree',
  },
  'face mask': {
    dance:
      'SheetMaskShuffle FaceMaskFreezeFrame FaceMaskDiscoNight FacialGrooveSesh CucumberEyesChoreo SpaDaySlide',
    fitness:
      'FaceMaskWallSit FaceMaskPilates SheetMaskStretch FaceYogaFacial PlankTillItDries TwentyMinuteMaskCardio',
    funny:
      'FaceMaskDoorbellAnswer FaceMaskWithDad FaceMaskZoomCallFail SheetMaskAnimalFaces ClayMaskCantTalk GrandpasFirstFacial',
    prank:
      'FaceMaskSurpriseSpa FaceMaskTwinPrank FaceMaskForDadToo SheetMaskPhotobomb WakeUpToAFacial PamperKitOnThePillow',
    educational:
      'HowSheetMasksWork FaceMaskClayVsGel FaceMaskSkinTypeGuide FaceMaskMythBusters ReadTheFacialLabel WhyPatchTestFirst',
    cooking:
      'FaceMaskHoneyOats FaceMaskSpaWater FaceMaskKitchenDIY FacialNightSnackBoard GreenTeaIceCubes AvocadoFaceOrToast',
    travel:
      'FaceMaskOnThePlane FaceMaskTravelKit SeoulSheetMaskHunt HotelSpaFacial KBeautyMaskHaul LongFlightRefresh',
    fashion:
      'FaceMaskFitCheck FaceMaskRobeRunway FaceMaskHeadbandLook FaceMaskPajamaMatch SilkScrunchieSet SpaDaySelfieStyle',
    speed:
      'FaceMaskTimerChores FaceMaskPeelRace SheetMaskQuickOn FacialInFiveMinutes TidyBeforeItDries RinseAndRoutineDash',
    music:
      'FaceMaskSingalong FaceMaskLofiSession SheetMaskSoundtrack CantMoveMyFaceCover PeelOffASMR FacialSpaPanFlute',
    art: 'SheetMaskDoodle FaceMaskSelfPortrait FaceMaskCaricature FacialMaskPainting SpaDayPhotoSeries TurnYourMaskIntoArt',
    tech: 'LEDFaceMaskTest FaceMaskTimerApp FaceMaskMicrocurrent SmartMirrorFacial SkinScannerBeforeAfter HumidifierGlowSetup',
    pet: 'PetReactsToFaceMask FaceMaskDogDoubleTake FaceMaskCatStare FaceMaskCuddleNap SheetMaskTwinningPup PuppyPawBalmSpa',
    gaming:
      'SheetMaskBossFight FaceMaskGameNight FaceMaskPuzzleHour FacialAndCoOp CozyConsoleGlowUp SpeedrunBeforeItDries',
  },
  'coffee break': {
    dance:
      'CoffeeBreakBoogie CoffeeBreakTwoStep CoffeeBreakSwivelChair CoffeeBeanBounce MugInHandGroove CaffeineCharleston',
    fitness:
      'CoffeeBreakSquats CoffeeBreakStairSprint CoffeeCupCurls CoffeeRunLiterally CaffeineCalfRaises PlankUntilItPours',
    funny:
      'CoffeeBreakNatureDoc CoffeeBreakPowerMove CoffeeBreakMugHoarder CoffeeOrderChaos WhoTookTheLastCookie MicrowaveQueueDrama',
    prank:
      'CoffeeBreakDonutDrop CoffeeBreakSweetNote CoffeeCupCompliments CoffeeBaristaForADay SurpriseLatteDelivery GooglyEyesOnTheMugs',
    educational:
      'CoffeeBreakHistory CoffeeBreakMicroLesson CoffeeBeanPassport CoffeeCaffeineMath FikaExplained WhyBreaksBoostFocus',
    cooking:
      'CoffeeBreakBiscotti CoffeeBreakDalgona CoffeeBreakBananaBread CoffeeCrumbleBars FiveMinuteMugCake DunkWorthyCookies',
    travel:
      'CoffeeBreakCafeHunt CoffeeBreakViewpoint CoffeeRoasteryCrawl CoffeeFarmSunrise FikaAroundTheWorld EspressoStandingBar',
    fashion:
      'CoffeeBreakFitCheck CoffeeBreakLatteTones CoffeeShopCardigan CoffeeRunLook MugMatchOutfit MochaMonochrome',
    speed:
      'CoffeeBreakSpeedTidy CoffeeBreakEmailBlitz CoffeeBreakPuzzleRace CoffeePourOverIn5 LatteArtIn60 CrosswordBeforeItCools',
    music:
      'CoffeeBreakUkulele CoffeeBreakLofiSet CoffeeBreakJazzHum CoffeeGrinderRhythm JavaJiveJam MugTapBeat',
    art: 'CoffeeBreakSketch PaintWithCoffee CoffeeRingPortrait CoffeeSleeveDesign LatteArtAttempt NapkinDoodleBreak',
    tech: 'CoffeeBreakAutoReply CoffeeBreakPomodoroApp CoffeeBreakDeskSetup GadgetCoffeeFaceOff AIPicksMyCoffee SmartMugTest',
    pet: 'CoffeeBreakCuddle CoffeeBreakLapWarmer CoffeeBreakFetch CoffeeShopDogDate SteamyMugSnooze CatStealsMySeat',
    gaming:
      'CoffeeBreakChessBlitz CoffeeBreakWordDuel CoffeeBreakSpeedrun CoffeeTriviaRound OneLevelPerBreak WordleWithMyLatte',
  },
};
