import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  lizard: {
    dance:
      'LizardHeadBobDance LizardPushUpPop DoTheLizardCrawl LizardWizardWiggle LizardStrutOff DanceLikeALizard LizardTailTwist LizardFreezeFrame',
    fitness:
      'LizardLunge LizardCrawlPushups StretchLikeALizard LizardPoseFlow LizardTailTaps LizardDashAndFreeze LizardPlankIn60 LizardLegLifts',
    funny:
      'LizardStareDown IfMyLizardCouldTalk LizardShedDayDrama LizardBrainDecisions YourBestLizardImpression GeckoEyeLickPOV LizardNarratesMyMorning LizardRatesMyOutfit',
    prank:
      'LizardToyOnTheWall LizardMagnetFridge TinyLizardInvasion SneakALizardInThePic LizardShadowPuppet PlasticLizardInTheShoe GummyLizardInTheirLunch LizardStickerOnTheRemote',
    educational:
      'HowLizardsRegrowTails WhyLizardsBask LizardFactOrFiction LizardOrSnakeQuiz LizardsThatWalkOnWater GuessTheLizardSpecies LabelTheLizardParts LizardsSmellWithTongues',
    cooking:
      'LizardKiwiTart BakeALizardLoaf LizardSugarCookies BuildALizardSandwich GeckoGuacamole CucumberChameleon LizardTailPretzels GreenLizardSmoothie',
    travel:
      'LizardSpottingHike SayHiToTheZooLizards LizardSpottedOnVacation LizardSafari MeetAPetShopLizard GeckoNightWalk LizardsOfMyTown LizardTrailCount',
    fashion:
      'AllGreenLizardFitCheck DressLikeALizard EmeraldLizardGlam LizardNailArtDare ScalesAndSequins ChameleonColorSwap LizardBroochPin LizardPrintBoots',
    wellness:
      'LizardSlowBlink BaskLikeALizard QuietYourLizardBrain LizardPowerNap ShedTheOldSkin LizardStillnessDare LizardSunSalutation LizardSunbathBreak',
    speed:
      'LizardCrawlRace LizardJigsawSpeedrun PaperLizardFoldOff SpotTheLizardIn10 LizardSpeedSketch ClayLizardBlitz LizardFactsRapidFire NameTenLizardsFast',
    music:
      'HumALizardLullaby HeadBobLikeALizard LizardChirpBeat LizardWizardRap SingToYourLizard ScalesForLizards LizardBluesSong LizardKazooBand',
    art: 'ScaleMosaicArt LizardPebblePainting BeadALizardKeychain DrawALizardOneLine LizardDoodleDare ClayChameleonBuild LizardOrigamiFold LizardPipeCleaner',
    tech: 'LizardShedTimelapse LizardHeatLampTimer AIIdentifiesTheLizard MakeYourOwnLizardEmoji TerrariumLiveCam TryALizardFaceFilter LizardMacroPhotoTest LizardSlowMoTongue',
  },
  llama: {
    dance:
      'LlamaStrut DramaLlamaDance NoProbLlamaShuffle LlamaPompomShake AlpacaMyDancingShoes LlamaConga ComoSeLlamaSalsa LlamaTapBattle',
    fitness:
      'LlamaNeckStretch SquatsNoProbLlama LlamaPackCarry LungeLikeALlama LlamaStepUps DramaLlamaBurpees LlamaHighKnees LlamaTrekStairClimb',
    prank:
      'LlamaOnTheShelf PlushLlamaAmbush LlamaCutoutPhotobomb LlamaMaskVideoCall LlamaStickersEverywhere LlamaNotesInTheirLunch LlamaInTheLaundry FakeLlamaDelivery',
    educational:
      'WhyLlamasSpit LlamaVsAlpaca LlamaWoolToYarn WhatLlamaHumsMean LlamasGuardSheep LlamaFactOrFiction LlamaQuizShowdown HowLlamasTalkWithEars',
    cooking:
      'LlamaCupcakes LlamaSugarCookies MarshmallowLlamas NoDramaLlamaLatte AlpacaLunchbox LlamaFaceToast LlamaPancakeArt LlamaRiceKrispieTreats',
    travel:
      'LlamaFarmVisit TakeALlamaOnVacation SpotALlamaRoadTripBingo SelfieWithALlama AlpacaMyBags WalkALlamaDay PackForALlamaTrek PettingZooLlamaHello',
    fashion:
      'LlamaSweaterFitCheck StyleALlamaPoncho KnitALlamaBeanie DressLikeALlama LlamaMakeoverDare PompomEverything LlamaEarHeadband LlamaPajamaRunway',
    wellness:
      'NoDramaLlamaReset LlamaWalkTherapy LlamaHumBreathing BeCalmAsALlama LlamaPoseYoga PlushLlamaHugBreak ChillLikeALlama LlamaCloudGazing',
    speed:
      'LlamaDrawIn30 LlamaTongueTwister LlamaOrAlpacaRapidFire PassTheLlamaFast SpotTheLlamaSprint LlamaPuzzleBlitz StackTheLlamas LlamaPlushRelayRace',
    music:
      'LlamaHumAlong DramaLlamaBallad LlamaRhymeBattle LlamaKazooSolo NoProbLlamaRemix LlamaKaraokeNight LlamaLullaby LlamaWhistleTune',
    art: 'LlamaInOneLine YarnLlamaCraft PaperLlamaPinata LlamaWatercolor DrawALlamaBlindfolded ClayLlamaSculpt SockLlamaPuppet CottonBallLlama',
    tech: 'LlamaFaceFilter LlamaFarmLiveCam LlamaGreenScreenSelfie AnimateALlamaWalk DramaLlamaReactionGif AIChatWithALlama PromptALlamaPortrait LlamaVoiceChanger',
    pet: 'DogMeetsALlama LlamaPlushFetch CatNapsOnALlama DogReactsToLlamaHums DramaLlamaPuppy IsMyDogALlama TugOfWarWithALlama LlamaPetPortrait',
    gaming:
      'LlamaScavengerHunt DramaLlamaCharades LlamaMemoryMatch LlamaPictionary WhoKnowsLlamasBest LlamaCardDuel LlamaMafiaGame LlamaBingoBlitz',
  },
  locker: {
    dance:
      'LockerHallwayDance LockerComboShuffle BackToSchoolBop LockerDoorSwing LockerLineConga DanceAtYourLocker PopAndLocker LockerRobotDance',
    educational:
      'HowLockerCombosWork LockerProblemMath CombinationLockScience LockerStudySystem LockerPadlockTakeApart HundredLockersPuzzle MemoryPalaceLocker ColorCodeYourLocker',
    cooking:
      'LockerSnackStash LockerSafeMuffins BackToSchoolBakeSale LockerLunchBento LockerGranolaBars NoMeltLockerTreats LockerDoorCookies LockerTrailMixBags',
    travel:
      'LockerPostcardWall LockerDreamDestinations LuggageLockerCityDay LockerAirportLayover StashAndExploreLocker LockerSouvenirShelf LockerDoorWorldMap LockerDayTripPacking',
    fashion:
      'LockerMirrorFitCheck LockerFirstDayLook LockerBackpackStyling LockerHairSnapFix LockerUniformFlair BackToSchoolDrip LockerLookbook LockerHoodieSwap',
    wellness:
      'LockerAffirmations LockerKindNotes LockerCalmCorner LockerGratitudeList FriendPhotosInMyLocker BreatheBeforeTheBell LockerPepTalk LockerPlantBuddy',
    music:
      'LockerDrumBeat LockerComboJingle BackToSchoolAnthem LockerDoorPercussion LockerEchoSingOff HallwayHarmony LockerRoomHypeChant LockerRapBattle',
    art: 'LockerDecorReveal LockerWallpaperDesign MiniLockerCraft LockerCollageWall PhotoMosaicLocker LockerMagnetPoetry LockerWhiteboardComic PaintAShoeboxLocker',
    tech: 'LockerChargingDockDIY LockerTechKitReveal SaveYourLockerCombo LockerMotionAlarm LockerMiniFanBuild LockerOrganizerHack LockerLEDStrip LockerQRCodeTour',
    pet: 'LockerPetPhotoWall MudroomLockerMakeover LockerLeashHookup LockerDogWelcome CatInspectsMyLocker LockerSelfieWithPup TreatLockerHunt LockerPawPrintStickers',
    gaming:
      'LockerMemoryGame LockerEscapeRoom GuessTheCombination LockerCodeBreaker LockerComboQuest LunchTableTournament FindTheRightLocker LockerHangman',
  },
  lollipop: {
    dance:
      'GoodShipLollipopTap SugarRushBop LollipopSwirlSpin LollyPopAndLock LollipopLimbo LolliTwirlChallenge LollipopConga LollipopFreezeDance',
    fitness:
      'LollipopBalancePlank SugarRushSprints LollipopHurdleHops EarnYourLollipop LollipopArmCircles LollipopLegRaises LollipopLunges LollipopSquatJumps',
    prank:
      'LollipopBouquetSurprise EmptyLollipopWrapper LollipopTreeInTheYard LollipopJokeNote LollipopGhostSquad LollipopOnEveryDesk GiantLollipopMystery LollipopPillowTreat',
    educational:
      'HowHardCandyForms WhyTonguesTurnColors LollipopLickCount WhoInventedTheLollipop LollipopDissolveTest LollipopSugarScience LollipopCrystalGrowth LollipopCrossSection',
    travel:
      'CandyStoreCrawl GiantLollipopHunt ParkBenchLollipopBreak LollipopFromEveryCity BoardwalkLollyStroll SweetShopRoadTrip BiggestLollipopAtTheFair LollipopTasteTour',
    fashion:
      'LollipopSwirlNails CandyColorFitCheck DressLikeALollipop LollipopEarringsDIY LollipopRainbowLayers LollipopGlowUp LollipopHairClips LollipopPrintSkirt',
    wellness:
      'LollipopSmileBreak LollipopKindnessDrop LollipopMindfulSavor LollipopRewardJar LollipopThrowbackTreat OneLollipopSlowly ThankYouLollipops LollipopCalmCorner',
    speed:
      'LollipopUnwrapRace CandyWrapperRelay LollipopColorSortIn30 StackTheLollipops LollipopBouquetSprint SpotTheLollipopFirst LollipopFlavorRapidFire LollipopSpoonDash',
    music:
      'LollipopMouthPop WrapperCrinkleASMR LollipopMicLipSync SingTheLollipopSong LollipopLullaby LollipopStickDrumroll LollipopJarShaker LollipopJingleContest',
    tech: 'LollipopVanishingAct LollipopSwirlsInMacro LollipopMeltTimelapse TurnMeIntoALollipop LollipopSpinnerGadget LollipopGreenScreen LollipopStopMotion LollipopProductShoot',
    pet: 'LollipopPlushFetch LollipopSqueakyToyHunt LollipopBandanaPose CandyShopPetPortrait LollyColorPhotoShoot LollipopHighFive LollipopCatnipPouch LollipopShapedDogBiscuits',
  },
  love: {
    dance:
      'LoveStoryTwoStep DanceToYourLoveSong LoveTangoDip LoveBugBoogie RecreateOurFirstDance HeartHandsShuffle WaltzIntoLove SwayWithTheOneYouLove',
    fitness:
      'LoveAndLunges LiftYourLove LoveHandHoldJog LoveLetterSquats HighFivePlanks WheelbarrowDuoWalk LoveYouMoreLaps PartnerSitUpsWithLove',
    educational:
      'LoveFactOrMyth LoveLanguagesQuiz LoveInTenTongues ReadAFamousLoveLetter WhyWeBlush HeartSymbolMystery LoveChemistry101 HowToSayLoveInSign',
    cooking:
      'LoveHeartPancakes AllYouKneadIsLove LoveChocolateDip LoveBugCookies CookForYourCrush LoveMeTenderloin LoveYouBerryMuch ILoveYouPizzaLetters',
    travel:
      'WhereWeFellInLove LoveLetterPostcards FindTheLoveLocks HideLoveNotesAroundTown HeartShapedSights OurLoveStoryTour LoveIsInTheAirport RomanceRoadTrip',
    fashion:
      'LoveAtFirstFit TwinningInLove LoveInRedAndPink StealYourLovesHoodie HeartOnMySleeve LoveDateNightGRWM RomanceNovelCover LoveSlogansTeeDIY',
    wellness:
      'SelfLoveSunday LoveLetterToMyself LoveTextToAFriend MirrorLoveNotes HeartfeltThanks ComplimentAStranger LovingKindnessMinute ThreeThingsILove',
    speed:
      'SixtySecondLoveNote LoveQuestionsRapidFire LoveTriviaShootout FinishTheLoveLyric PaperHeartFoldRace ConversationCandySort ILoveYouInTenTongues NameFiveLoveSongs',
    music:
      'SerenadeYourLove LoveBalladDuet LoveUkuleleStrum LoveLyricSwap WriteASillyLoveSong MixtapeForMyCrush LoveOnTheKazoo LoveRapForMyBestie',
    tech: 'LoveLetterInCode LoveQRTreasureHunt SendALoveVoiceNote AIWritesMyLovePoem LightUpHeartBuild LongDistanceMovieSync EmojiOnlyLoveStory LoveSlideshowSurprise',
    pet: 'PetLoveLanguage PuppyLoveBellyRubs WhoDoesTheDogLoveMore SlowBlinkILoveYou LoveNoteFromMyCat HeartShapedTreatHunt LoveAtFirstSniff RescueLoveStory',
  },
  'low battery': {
    dance:
      'LowBatteryRobot LowBatteryPowerDown LowBatteryLimbo LowBatteryFreezeDance OnePercentSlowMo DancingOnOneBar LowBatteryGlitchStep ChargeUpLowBattery',
    fitness:
      'LowBatteryPowerUp LowBatteryHIIT LowBatteryWallSit LowBatteryPlankHold ChargeUpCardio FinalBarBurpees LowBatteryLunges PushUpsAtLowBattery',
    prank:
      'LowBatteryFakeOut LowBatteryWallpaper LowBatteryLoveNote DeadPhoneRescue PhantomLowBatteryBeep OnePercentPanic LowBatteryNinjaCharge HumanLowBatteryAlert',
    educational:
      'LowBatteryMythBusting LowBatteryColdTest LowBatteryQuizShow WhatLowBatteryModeDoes HowBatteriesWork LemonBatteryChallenge LowBatteryAppDrainCheck LowBatteryTimeMath',
    cooking:
      'LowBatteryEnergyBites LowBatteryLatte LowBatteryPowerLunch LowBatteryCookieDecor RechargeBreakfast FullChargeFrappe DeadPhoneDinner LowBatterySnackAttack',
    travel:
      'LowBatteryCityWalk LowBatteryAskALocal LowBatteryFindYourWay DeadPhoneDayTrip PaperMapOnly HomeBeforeOnePercent LowBatteryDetour ExploreAtLowBattery',
    fashion:
      'LowBatteryFitCheck LowBatteryLoungeLook LowBatteryHoodieDay LowBatteryNailArt OnePercentToFullGlam PowerSaverPajamas DressLikeLowBattery DeadPhoneGetReady',
    wellness:
      'LowBatteryReset LowBatteryPowerNap LowBatteryBedtime LowBatterySelfCare LowBatteryTeaBreak SocialBatteryCheck LetItHitLowBattery DeadPhoneDay',
    tech: 'StretchYourLowBattery LowBatteryModeTest LowBatteryNoScrollDare DeadPhoneRevival PowerBankShowdown HowLongIsOnePercent AutomateLowBattery LowBatteryAppAudit',
    gaming:
      'LowBatteryBossFight LowBatteryLastLevel LowBatterySavePanic DeadPhoneSpeedrun OnePercentClutch DeadPhoneChargerHunt OneLifeLowBattery LowBatteryHardMode',
  },
  lullaby: {
    dance:
      'LullabySlowDance LullabyBalletFlow LullabyCradleWaltz TiptoeToTheLullaby RockabyeSway LullabyFreezeDance LullabyLimbo LullabyScarfTwirl',
    fitness:
      'LullabyYogaFlow LullabyCoolDown LullabyStrollerWalk LullabyBedtimeStretch LullabyBounceSquats RockingChairCrunches PlankThroughALullaby LullabyBalancePose',
    funny:
      'LullabyMetalVersion LullabyBeatboxRemix LullabyForMyPlants DadLullabyAttempt OneMoreLullabyPlease ParentFallsAsleepFirst LullabyInAPirateVoice LullabyForMonday',
    prank:
      'LullabyAlarmSwap SleepoverLullabyAmbush LullabyInTheGroupChat SingDadALullaby TeenBedtimeSerenade TuckInTheGrownUps LullabyPhoneRingtone SurpriseLullabyVoicemail',
    educational:
      'LullabyHistoryQuiz GuessTheLullabyCountry LullabyHeartbeatTempo DarkLullabyLyrics WhyLullabiesWork LullabySleepScience LearnALullabyInSpanish HowOldIsThisLullaby',
    cooking:
      'LullabyBedtimeSnack LullabyChamomileBrew LullabyHoneyToast TwinkleStarCookies DreamyBananaBread LullabyMoonMilk LullabyCocoaNightcap LullabySleepyOatBowl',
    travel:
      'LullabyRoadTripNap LullabyFlightSleep LullabyHammockBeach LullabyOnTheFerry StarryNightCampout LullabyByTheCampfire OceanWaveLullaby LullabyTrainRideHome',
    fashion:
      'LullabyPajamaFit LullabyStarPrintPJs LullabyRobeLayers DressedForALullaby CozyBedtimeLook RateMyLullabyLoungewear LullabyNightcapTryOn LullabySlipperDIY',
    wellness:
      'LullabyForGrownUps LullabySleepStreak LullabyTeaWindDown HummedLullabyBreaths BedtimeHumCalm SelfSerenadeNight GentleLullabyStretch LullabyLightsOutRitual',
    speed:
      'DoubleSpeedLullaby LullabyAsleepIn5 LullabyVerseRecall LullabyLyricRace LullabyOneBreathSing HushabyeCountdown NameThatLullabyFast LullabyTypingSprint',
    art: 'PaintALullabyScene LullabyStarMobile LullabyStorybookSketch IllustrateALullaby PaintedMoonNightLight CradleSongZine LullabyLyricPoster LullabyCloudCollage',
    tech: 'LullabyNightLightBuild RecordGrandmasLullaby LullabyVsWhiteNoise AIWritesALullaby StarProjectorDIY WakeUpToALullaby CodeALullabyMelody LayerALullabyOnYourPhone',
  },
  lumberjack: {
    funny:
      'LumberjackBeardCheck TinyTreeLumberjack LumberjackForADay LumberjackTimberYell ImALumberjackAndImOK LumberjackDadImpression HipsterOrLumberjack LumberjackVsHouseplant',
    prank:
      'LumberjackPancakes FlannelLumberjackSwap LumberjackFilterOnDad FakeBeardLumberjack PlaidAttack TimberWakeUp LumberjackSerenade LumberjackPhotobomb',
    educational:
      'HowLumberjacksWork LumberjackTreeRings LumberjackReplanting LumberjackSawScience WhyWeYellTimber PaulBunyanFactCheck LumberjackLingoQuiz LumberjackKnotTying',
    travel:
      'PackLikeALumberjack LumberjackCabinStay LumberjackFlapjackPicnic LumberjackCampfireNight LumberjackBiggestTreeHunt LumberjackShowVisit LumberjackForestHike LumberjackLoggingMuseum',
    fashion:
      'LumberjackFitCheck CityLumberjackStyle DressLikeALumberjack LumberjackBeanieLook FlannelFriday PlaidHeadToToe LumberjackLayerUp LumberjackBootStyling',
    wellness:
      'LumberjackTallTreeStretch LumberjackForestWalk LumberjackFireside LumberjackDeepBreaths LumberjackHammockNap CracklingFireCalm UnplugLikeALumberjack LumberjackMorningCoffee',
    speed:
      'LumberjackStackRace LogRollLumberjackDash LumberjackKindlingSort BeatTheLumberjack LumberjackWoodpileSprint PancakeFlipFrenzy LumberjackQuickChange LumberjackButtonUpTimer',
    tech: 'ToyLumberjackStopMotion LumberjackTreeIDApp MeasureLikeALumberjack LumberjackBeardTimelapse PlaidFilterFaceSwap LumberjackGreenScreen AIMakesMeALumberjack LumberjackForestSoundsMix',
    pet: 'MyDogTheLumberjack LumberjackDogPose LumberjackPlaidBandana LumberjackKittyCabin LumberjackPupHowl LumberjackPlushLogFetch LumberjackLapNap LumberjackFlannelPetBed',
  },
  'lunar new year': {
    dance:
      'LunarNewYearLionDance TetDragonChain LunarNewYearRibbonTwirl LunarNewYearFanSway LunarNewYearDrumSteps LanternParadeStrut LunarNewYearZodiacDance LunarNewYearShuffle',
    fitness:
      'LunarNewYearTaiChi LunarNewYearStepGoal YearOfTheDragonHIIT LunarNewYearKungFu LunarNewYearLionPoses FirecrackerJumpJacks LunarNewYearLanternLunges LunarNewYearSweepWorkout',
    prank:
      'LunarNewYearLuckyNote RedEnvelopeSurprise LunarNewYearCandySwap TetDoorDecorSneak LunarMandarinPyramid GoldCoinChocolateHunt LunarNewYearLionPhotobomb LunarNewYearTangerineFace',
    educational:
      'WhatsYourLunarZodiac LunarNewYearTriviaQuiz LunarNewYearMythOrFact LunarFoodMeanings LunarNewYearStoryTime NianMonsterLegend WhyLunarNewYearMoves LunarNewYearGreetings101',
    fashion:
      'LunarNewYearRedOutfit LunarNewYearFitCheck LunarNewYearGoldGlam LunarNewYearQipao HanbokForSeollal AoDaiPhotoshoot LunarNewYearZodiacTeeDIY LunarNewYearHairBows',
    wellness:
      'LunarNewYearCleanSweep LunarNewYearWishList LunarNewYearThankYous HonorYourEldersTet LunarNewYearIntentions QuietTempleVisit LunarNewYearTeaCeremony LunarNewYearPhoneFree',
    tech: 'LunarNewYearVideoCall LunarNewYearLightShow LunarNewYearZodiacFilter LunarNewYearWishReel BecomeALunarNewYearLion DigitalRedEnvelope LunarNewYearFamilyMontage LunarNewYearPhotoBooth',
    pet: 'LunarNewYearTreatHunt LunarNewYearPlushFetch LunarNewYearKittenNap LuckyRedBandana BunnyYearPortrait TetPuppyPhotoShoot LunarNewYearGoldfishWish LunarNewYearHamsterHouse',
    gaming:
      'LunarNewYearMahjong LunarNewYearGameNight GreatZodiacRace LunarNewYearXiangqi LunarNewYearCardSnap LunarNewYearTriviaBattle LunarNewYearBingo LunarNewYearRiddles',
  },
  lunch: {
    dance:
      'LunchboxShuffle LunchTrayTwirl LunchBellBounce LunchBreakBoogie SandwichShimmy CafeteriaConga LunchLadyLineDance RobotDanceForLunch',
    prank:
      'GooglyEyeLunch LunchNapkinJoke LunchboxKindNote LunchBagDoodleSurprise SmileySandwich LunchIsActuallyCake LunchFortunes DessertFirstLunch',
    educational:
      'GuessTheCountryLunch LunchPlateMath LunchFoodMiles BuildABalancedLunch SandwichScience LunchLabelDetective SchoolLunchThenNow EatTheRainbowLunch',
    fashion:
      'LunchDateOutfit LunchToDinnerSwap LunchboxAsAPurse LadiesWhoLunchLook PowerLunchFit StyleYourLunchBag SundressForLunch LunchReadyInLinen',
    tech: 'HeatedLunchboxTest AIPacksMyLunch ScanYourLunch LunchPrepTimelapse LeftoverLunchAppDare StopMotionLunch LunchMacroTracker LunchFlatLayPhoto',
    gaming:
      'LunchChessBlitz HandheldLunchLeague OneMatchPerLunch LunchTriviaShowdown LunchUnoTournament PowerUpAtLunch LunchRockPaperScissors LunchHangmanOnNapkin',
  },
  'lunch break': {
    prank:
      'HiddenLunchNote GooglyEyeLunchbox LunchBreakCandyTrail LunchBreakDeskWrap PicnicAmbushAtLunch LunchBreakCupcakeDrop LunchBreakPaperCrown LunchBreakCompliments',
    educational:
      'BuildABalancedLunch TeachItInOneLunch LunchBreakQuizDuel LunchBreakWorldFoodQuiz LunchBreakLanguageBite LearnItOverLunch OneFactPerLunchBreak LunchBreakSkillSwap',
    speed:
      'LunchBreakErrandRun ThirtyMinuteLunchDash LunchBreakPuzzleBlitz LunchWalkLapRace BeatTheLunchBreakBell SixtySecondSandwich LunchBreakScavenger LunchBreakDeskTidyTimer',
    music:
      'LunchBreakJam OneSongPerLunchBreak LunchboxDrumBeat NameThatTuneAtLunch LunchHourKaraoke StairwellHarmonyDare LunchBreakUkuleleLesson LunchBreakWhistleOff',
    tech: 'LunchBreakTypingDuel AIPlansMyLunch PomodoroLunchBreak FunnyLunchBreakAutoReply LunchBreakPhotoPurge HeatedLunchboxTest LunchBreakGadgetSwap LunchBreakInboxZero',
  },
  'lunch lady': {
    fitness:
      'LunchLadyTrayCarry LunchLadyStockpotSquat LunchLadyLadleCurls LunchRushCardio ServingLineLunges KitchenShiftStretch LunchLadyBootCamp LunchLadyMopDash',
    prank:
      'LunchLadyFanClub StandingOvationAtLunch LunchLadyFlashMob ThankYouTrayNote LunchLadyRedCarpet LunchLadySurpriseParade SerenadeTheLunchLady LunchLadyHairnetDinner',
    cooking:
      'LunchLadySquarePizza LunchLadyRollsAtHome LunchLadySloppyJoes LunchLadyTacoTuesday LunchLadyFishSticks CafeteriaCookieCopycat TrayBakeLunchLady LunchLadyTaterTots',
    travel:
      'LunchLadyPacksThePicnic LunchLadyRatesDiners LunchLadyFarmVisit LunchTrayPassport LunchLadyOnAFieldTrip LunchLadyRoadTripCooler LunchLadyTasteTour LunchLadyReunion',
    fashion:
      'CafeteriaChicFit LunchLadyCostumeDIY LunchLadyComfyClogs LunchLadyHairnetGlowUp LunchLadyRunway DressLikeTheLunchLady LunchLadyApronStyle RetroLunchLadyLook',
    wellness:
      'MindfulLunchBreak ThankYourLunchLady LunchLadyFootSoak LunchLadySmileStreak LunchLadyShiftUnwind LunchLadyStretchPause LunchLadyLoveNotes LunchLadyPepTalk',
    tech: 'LunchLadyMenuApp ClayLunchLadyAnimation LunchLadyGadgetTest AIPlansSchoolLunch LunchLadyRushTimelapse TapToPayLunchLine LunchLadyVoiceFilter LunchLadyEmojiQuiz',
  },
  'lunch packing': {
    dance:
      'LunchPackingGroove LunchPackingTwoStep LunchboxLimbo LunchBellBounce BrownBagBoogie ZipLockShimmy DanceWhilePackingLunch SalsaPackingLunch',
    fitness:
      'PackLunchInAWallSit LunchPackingLunges PlankWhilePackingLunch LunchPackingJumpingJacks CoolerCarryCurls CounterCalfRaises LunchPackingSquats LunchPackingToeTaps',
    prank:
      'LunchboxJokeNote NapkinDoodleLunch MiniatureLunch LunchPackingComicStrip GooglyEyeSandwich BananaMessage LunchPackingRiddle LunchPackingEmojiFruit',
    educational:
      'BuildABalancedLunch FoodGroupLunchQuiz LunchPackingWasteAudit LunchPackingTempTest ReusableWrapMath WhyIcePacksWork LunchPackingGermSafety LunchPackingBudget',
    fashion:
      'LunchboxAsAPurse LunchPackingToteMakeover WhatsInMyLunchBag RetroLunchTinLook OutfitMatchesLunch PackingLunchInHeels LunchPackingColorCoded LunchPackingPicnicFit',
    tech: 'LunchPackingTimelapse PackingLunchByMagic AIPlansMyLunch HeatedLunchTinTest LunchPackingStopMotion LabelMakerMadness LunchPackingAppList NeverForgetLunchPacking',
    gaming:
      'LunchPackingTetris LunchPackingBingo PackingLunchAndIBrought LunchPackingCardDraw GuessMyLunchPacking BentoBoxBossLevel PuzzlePackingLunch DicePackingLunch',
  },
  lunchbox: {
    dance:
      'LunchBreakBoogie LunchboxLatchPop LunchboxSwingStep LunchboxLimbo ThermosShimmy CafeteriaConga LunchboxRobotDance LunchboxTapDance',
    fitness:
      'LunchboxCurls WalkThenOpenLunchbox LunchboxFarmerCarry LunchboxLunges BackpackStepUps ThermosSquats LunchboxOverheadPress LunchboxBalancePlank',
    educational:
      'LunchboxIcePackTest SoggyLunchboxScience SchoolLunchWorldQuiz LunchboxWasteAudit BuildABalancedLunchbox WhyThermosStaysHot LunchboxFoodGroupsSort LunchboxThenVsNow',
    cooking:
      'BentoLunchboxArt LunchboxPinwheels LunchboxLeftoverRemix LunchboxMiniMuffins ThermosPastaSalad SandwichShapeShift LunchboxSushiRolls LunchboxSnackSkewers',
    travel:
      'LunchWithAViewHike SummitLunchboxReveal LunchboxFromEveryCity LunchboxTrainTrip WhatsInMyBeachLunchbox LunchboxPicnicBingo LunchboxParkHop LunchboxForTheBusRide',
    fashion:
      'LunchboxAsAPurse RetroLunchboxLook MatchYourLunchbox LunchboxPinMakeover LunchBagRunway CafeteriaFitCheck DIYLunchboxCharm DressLikeYourLunchbox',
    wellness:
      'LunchboxKindnessNote PhoneFreeLunchBreak PicnicYourLunchbox LunchboxPepTalk MindfulLunchboxMeal LunchboxInTheSunshine LunchboxGratitudeList LunchboxHydrationCheck',
    tech: 'AIPacksMyLunch HeatedLunchboxTest LunchboxStopMotion LunchboxBananaTimelapse ThermosVsFlaskDuel KeepItColdHack ScanYourLunchbox LunchboxThermometerCheck',
    pet: 'LunchboxDogInspector LunchboxKittenNap LunchboxTreatPuzzle PupGuardsMyLunchbox LunchboxPetBento SniffTestAtNoon WhoStoleMyLunchbox LunchboxCarrotForBunny',
    gaming:
      'LunchBreakBossFight HandheldInMyLunchbox LunchboxTriviaDuel LunchboxPocketChess RecessGameShow LunchboxThumbWar LunchboxTicTacToe LunchboxMemoryMatch',
  },
  'mac and cheese': {
    dance:
      'MacNCheeseShuffle MacaroniElbowBend DanceForMacAndCheese MacNCheeseMacarena MacAndCheeseSpoonTwirl MacaroniWiggle MacAndCheeseMoonwalk MacAndCheeseConga',
    prank:
      'MacNCheeseSecretAdmirer MacaroniPortraitSurprise GoldenTicketMacNCheese MacAndCheeseCandyBox NoodleLoveLetter PuddingInDisguise SpellItInMacNCheese MacAndCheeseGooglyEyes',
    educational:
      'IsMacNCheeseHealthy WhyMacAndCheeseSplits MacaroniMeltExperiment MacNCheeseStarchTest ElbowPastaGeometry CheesePullScience MacaroniShapesQuiz WhereMacAndCheeseCameFrom',
    travel:
      'MacNCheeseCrawl MacAndCheeseFestival MacNCheeseInEveryState MacAndCheeseRoadTrip MacAndCheeseOnVacation MacaroniSaladPicnic BestMacNCheeseInTown MacAndCheeseFoodTruck',
    fashion:
      'MacaroniNecklaceLook MacAndCheesePJs DressAsMacAndCheese MakeMacaroniEarrings CheddarOrangeFit ElbowPastaBling MacAndCheeseMonochrome MacAndCheeseCostumeDIY',
    wellness:
      'CozyMacNCheeseNight ChildhoodMacNCheese MacAndCheeseRainyDay SlowStirMacAndCheese MacNCheeseComfortBowl MacNCheeseMindfulBite MacNCheeseMemoryLane MacAndCheeseWithGrandma',
    speed:
      'MacaroniTowerSprint FiveMinuteMacNCheese CountMacaroniIn30 MacaroniNecklaceDash MacNCheeseTriviaBlitz BeatTheBoilTimer MacAndCheeseBoxRelay MacAndCheeseShapeSort',
    music:
      'MacaroniShakerBeat MacNCheeseBoxDrums BalladForMacAndCheese MacNCheeseStirASMR CheesyLoveSong MacaroniKazooBand OdeToMacAndCheese MacAndCheeseJingle',
    tech: 'MicrowaveMacaroniHack WatchTheMacNCheeseMelt MacNCheeseFaceFilter AIMacAndCheeseRecipe CheesePullSlowMo GadgetVsStovetop MacaroniStopMotion MacAndCheeseFoodPhoto',
    pet: 'MacNCheeseLeaveIt MacAndCheeseSnuffleMat MacAndCheesePlushFetch MacaroniPetPortrait MacNCheeseCozyCatBed SayMacAndCheeseSmile DogStaresAtMacNCheese MacAndCheeseSqueakyToy',
  },
  'magic trick': {
    dance:
      'DanceLikeAMagician MagicTrickTransition MagicWandDanceOff MagicTrickVanishStep MagicTrickCapeSwirl TaDaPoseFinale MagicHatHipHop MagicTrickFreezeFrame',
    fitness:
      'MagicDeckWorkout MagicTrickRepReveal HocusPocusPushUps MagicTrickSuitSquats MagicTrickWandLunges PickACardCircuit MagicVanishPlank MagicTrickJumpingJacks',
    educational:
      'MagicTrickRevealed MagicTrickScienceLab HowIllusionsFoolYou MagicTrickProbability LearnAMagicTrick SpotTheMagicMisdirection MagicSquareMath MagicTrickHistoryQuiz',
    travel:
      'MagicTrickInEveryTown MagicTrickForStrangers MagicShowNightOut WatchAStreetMagician MagicTrickAtTheRestStop CardTrickOnTheRoad ForeignCoinTrick MagicTrickOnTheTrain',
    fashion:
      'MagicTrickOutfitChange MagicTrickFitReveal MagicianCapeLook MagicTrickTopHatStyle VelvetBlazerMagic NowYouSeeItDrip MagicTrickCosplay MagicTrickGlovesOn',
    wellness:
      'MagicTrickToCheerAFriend MagicTrickKindness EverydayMagicJournal MagicTrickSlowPractice MagicTrickForGrandpa FindTheMagicToday MagicTrickConfidenceBoost MagicTrickCalmHands',
    speed:
      'MagicTrickInTenSeconds MagicTrickFastHands QuickestVanish FindTheCardTimer MagicTrickShuffleBlitz CoinTrickCountdown MagicWandRelay MagicTrickRapidFire',
    music:
      'ScoreYourMagicTrick MagicTrickDrumroll AbracadabraCover MagicTrickTadaSting MagicShuffleRhythm NowYouHearItMagic MagicHatHarmony MagicTrickRapIntro',
    pet: 'PetMagicTrick VanishingTreatTest MagicTrickCupGamePup DisappearingBallDog KittenVsMagicTrick MagicTrickForMyCat MagicWandHighFive ParrotLearnsAMagicTrick',
    gaming:
      'GameNightMagicTricks MagicTrickPuzzleRun GuessHowTheMagicWorks MagicTrickCardDuel MagicTrickEscapeRoom CardTrickShowdown StumpTheMagician MagicMemoryMatch',
  },
  magician: {
    prank:
      'MagicianCoinBehindEar PickACardSurprise EndlessScarfPull MagicianHidesTheRemote MagicianBunnyReveal MagicianCookieVanish MagicianFakeLevitation MindReadingMagician',
    educational:
      'HowIllusionsFoolUs SpotTheMisdirection MagicOrScience MagicianHistoryQuiz MagicianMathTrick ThinkLikeAMagician MagicianCardMemory MagicianSleightLesson',
    fashion:
      'MagicianTopHatFit VelvetCapeStyle MagicianQuickChange MagicianMakeover MagicianBowTieFlex MagicianSequinSuitUp MagicianAssistantLook DressLikeAMagician',
    wellness:
      'EverydayMagicJournal MagicianWonderWalk MagicianCalmHands MagicianBreathwork MakeStressVanish MagicianSlowCardPractice MagicianCoinFocus MagicianGratitudeHat',
    speed:
      'MagicianQuickChange MagicianCardFlipRace FastestCoinVanish SpotTheMagicianSwap MagicInAMinute MagicianShuffleDash MagicianHatStackRace BeatTheMagician',
    tech: 'MagicianPhoneTricks MagicCutTransition MagicianVsAIGuessOff StopMotionMagicianShow DisappearingEditHack GreenScreenVanish MagicianReverseVideo MagicianCloneCam',
    pet: 'MagiciansAssistantPup CatVsMagicTrick MagicianTreatVanish MagicianSidekickKitty TaDaMagicianPetReveal PetShellGame MagicianPawShake MagicianBarkCue',
    gaming:
      'MagicianWizardDuel MagicianShellGame MagicianCardBattle MagicianMindReadOff EscapeTheMagiciansBox GuessTheTrick MagicianCharades WhosTheMagician',
  },
  magnet: {
    dance:
      'OppositesAttractDance MagnetSnapStep NorthSouthShuffle MagnetRepelSlide StuckLikeMagnets MagneticMoonwalk MagnetPullBattle HumanMagnetDuet',
    fitness:
      'MagnetPullUps MagnetMirrorPlank OppositesAttractAbs MagnetPairSquats NorthPoleSprints MagneticCoreCrunch PartnerMagnetLunges FridgeMagnetBurpees',
    funny:
      'MagnetPersonalityQuiz FridgeMagnetDrama MagnetKeyFishingFail MagnetTierList MagnetHandsSkit MomsMagnetCollection MagnetSoapOpera HumanMagnetBloopers',
    prank:
      'FridgeMagnetMessage MagnetPoetryLoveNote MagnetMysteryMove GooglyEyeMagnets FaceMagnetTakeover FollowTheMagnetTrail MagnetMagicTrick FloatingMagnetSpoon',
    cooking:
      'MagnetShapedCookies HorseshoePretzels FridgeMagnetMealPlan MagnetPancakeArt OppositesAttractSnacks MagnetCerealIronHunt RedMagnetCupcakes MagnetCakePops',
    travel:
      'OneMagnetPerTrip TourMyFridgeMagnets FleaMarketMagnetFind MagnetCompassHike MagnetWorldMapWall WeirdestMagnetInTown EveryMagnetHasAStory SouvenirMagnetSwap',
    fashion:
      'CatEyeMagnetNails MagnetPaintedSneakers FridgeMagnetBrooch MagnetOutfitCheck HorseshoeCharmLook MagneticClaspHack MagnetLashGlam MagnetCollarPins',
    wellness:
      'MagneticSandZen MagnetPoetryHaiku MagnetGratitudeBoard MagnetAffirmationWall MagnetHabitTracker MagnetDreamCollage KindWordsOnMagnets StackMagnetsSlowly',
    music:
      'OppositesAttractDuet FridgeMagnetDrumSolo MagnetTapeMixtape ShakeRattleAndMagnet MagnetLoveSong StuckOnYouCover MagnetXylophoneTune MagnetBellChime',
    tech: 'MagnetLevitation MagnetMotorBuild HomemadeCompass MagnetMakesASpeaker MagnetSnapInSlowMo FloatItWithMagnets MagnetDetectorApp MagnetDoorAlarm',
    pet: 'PetPhotoMagnets MagnetWalkiesChart PawPrintMagnets MagnetSafeHouseCheck PuppyCuddleMagnet FurMagnetSweater DoggoFaceMagnet MagnetOfMyKitty',
  },
  'magnifying glass': {
    dance:
      'MagnifierSleuthStep DetectiveSneakShuffle MagnifyingGlassFreeze MagnifierZoomInDance MagnifyingGlassShimmy TiptoeInvestigation MagnifyingGlassConga MagnifierSpyTwirl',
    fitness:
      'MagnifyingGlassHike MagnifierSquatSearch ClueTrailJog MagnifierSpyLunges BugSpottingBearCrawl MagnifyThenPlank MagnifyingGlassStepUps MagnifierBalanceWalk',
    prank:
      'MicroMessageMagnifier GiantEyePeekaboo MagnifierSnackInspection MagnifiedDoorPeek FingerprintDustingGag MagnifyMyTinyNote MagnifyingGlassMenu MagnifierSecretCompliment',
    fashion:
      'DetectiveFitCheck FabricUnderMagnifier MagnifyingGlassPendant MagnifierSleuthCosplay MagnifyingGlassSelfie MagnifiedStitching MagnifierTrenchCoat MagnifierThriftFind',
    speed:
      'MagnifierClueRace SpotItMagnified FindTheTinyThingFast MagnifyingGlassIn30 MagnifyingGlassBugHunt HiddenLetterSprint MagnifierCoinDateDash MagnifyingGlassWordBlitz',
    music:
      'DetectiveThemeCover MagnifiedGuitarStrings MysteryMovieScore MagnifierSleuthHum MagnifyingGlassBallad MagnifyTheMiniPiano MagnifyingGlassRap MagnifierTiptoeTune',
  },
  mailbox: {
    dance:
      'MailboxFlagUpDance StrutToTheMailbox LetterboxLimbo MailboxEnvelopeTwirl MailboxMarchAndWave SignedSealedDanced MailboxMoonwalk MailboxConga',
    fitness:
      'MailboxMileWalk MailboxLunges MailboxSprintBack BearCrawlToMailbox MailboxRainOrShineJog ParcelSquats MailboxHighKnees MailboxJumpingJacks',
    educational:
      'MailboxFlagMeaning MailboxZipCodeFacts GuessTheCountryMailbox WhyMailboxesAreBlue WhereDoesMyLetterGo PonyExpressQuiz MailboxStampMath MailboxPostmarkDecoder',
    travel:
      'PostcardToMyOwnMailbox QuirkyMailboxHunt RedLetterboxSpotting MailboxMileWalk MailboxesOfMyCity MailboxRoadTripNotes MailboxPenPalMap MailboxSummerCampLetters',
    fashion:
      'MailboxEnvelopeClutch MailboxStampNailArt DressLikeYourMailbox PostalNavyBlazer SignedSealedStyled MailboxRunFitCheck MailboxBlueMonochrome MailboxCarrierCosplay',
    tech: 'MailboxEatsTheLetters MailboxDayInTimelapse MailboxStopMotion MailboxSolarLightDIY YouveGotMailAlert QRCodeOnMyMailbox MailboxVsInbox MailboxSpyCam',
  },
  makeup: {
    dance:
      'FullGlamGroove MakeupLipstickStrut MakeupWinkAndTwirl MakeupBrushMicDrop MakeupTransitionSnap MakeupBeatFaceBop MakeupBlushBounce MakeupSpongeShuffle',
    prank:
      'MakeupSurpriseMakeover GlitterFrecklePrank CopyTheirMakeupLook MUAForADay MakeupBagSwitcheroo FullGlamForDad FakeMakeupSpill MakeupMirrorCompliment',
    travel:
      'AirportGlam PassengerSeatMakeup BeachproofMakeupTest CityInspiredMakeup OneBagMakeupTrip MovingTrainMakeup MakeupInEveryClimate HotelMirrorMUA',
    wellness:
      'MakeupFreeDay SlowMakeupMorning BareFaceConfidence NoMakeupMonday MakeupWipeWindDown MakeupBrushBath MakeupMeditation MakeupForJoyOnly',
    music:
      'MakeupBrushDrumming MakeupAlbumCoverLook MakeupOnTheDrop PopStarMakeupEra LipstickLipSync BlendToTheBeat MakeupKaraokeGlam MakeupTutorialAsASong',
    pet: 'PetReactsToMakeup MakeupBrushCatSwat PuppyEyeMakeupTutorial DogsMakeupReview PupWatchesMyMakeup VanityKittenMUA CatInspiredMakeupLook MakeupMatchMyParrot',
    gaming:
      'GameCharacterMakeup MakeupDiceRoll PaletteMemoryMatch MysteryBagMakeupDare BossFightMakeupLook MakeupTriviaShowdown MakeupSpinTheWheel MakeupPictionary',
  },
  mall: {
    dance:
      'MallFlashMob MallFountainSpin FoodCourtMallShuffle EmptyMallDisco ElevatorMusicWaltz MallRatMoonwalk MallShoppingBagSway MallFreezeDance',
    fitness:
      'MallWalkingClub MallStairsOnly MallShoppingBagCurls PowerWalkTheMall ShopTillYouSquat MallLapsBeforeOpening TenThousandMallSteps MallBenchDips',
    prank:
      'MallPhotoBoothAmbush MallGiftCardHunt MallCompliments MallMatchingOutfits MallBalloonBouquet FoodCourtSerenade MallPretzelDelivery MallBirthdaySurprise',
    educational:
      'WhyMallsHaveNoClocks MallFloorPlanDetective MallDiscountMath MallThenVsNow HowEscalatorsWork MallMapReadingQuiz GuessTheMallPrice SpotTheMallSalesTricks',
    travel:
      'MallCrawl MallWalkersClub OldestMallInTown OutletMallDayTrip RateTheMallDecorations MallFoodCourtRanking MallVsMarket MallInANewCity',
    wellness:
      'MindfulMallWalk MallMorningStroll MallNoSpendVisit MallCalmCornerHunt SlowMallWindowShop MallBenchPause MallFountainWishes MallBookstoreBrowse',
    music:
      'MallPianoJam MallElevatorMusicCover MallBuskerSet RemixTheMallChime WriteAMallJingle FoodCourtKaraoke NameThatMallSong MallShoppingBagBeat',
    art: 'MallSketchWalk MallReflectionPhotos EmptyMallPhotography DrawYourDreamMall MallEscalatorLineArt StorefrontStudies DesignAMallMascot MallPeopleDoodles',
    gaming:
      'MallArcadeNight MallScavengerBingo MallClawMachineWin MallLaserTagSquad PrizeCounterHaul MallDancePadDuel AirHockeyAtTheMall MallStoreAlphabetGame',
  },
  mango: {
    fitness:
      'MangoBalancePlank ReachForTheMango EarnYourMangoLassi MangoBasketCarry TropicalTabata SquatForASlice MangoMountainClimbers MangoTreeStretch',
    prank:
      'MangoDoorstepSurprise MangoMousseIllusion MangoLunchboxNote MangoSmileySticker MangoGooglyEyes TropicalDeskMakeover MangoThatIsActuallyCake MangoFaceFruitBowl',
    educational:
      'MangoCashewCousins HowMangosGrow GuessThatMango MangoNationalFruitQuiz PaperBagRipenTest WhereMangoesBegan WhyMangoSkinTingles BlindTasteMangoVarieties',
    fashion:
      'HeadToToeMango MangoPopOfColor MangoEarringDIY MangoSorbetFitCheck MangoInspiredMakeup DressLikeAMango MangoPrintShirt MangoYellowSneakers',
    wellness:
      'MangoMindfulBite MangoShadeSiesta MangoSmoothieRitual SlowMangoSunday OneMangoNoPhone MangoSunbathBreak MangoMorningStretch MangoGratitudeBreakfast',
    speed:
      'MangoSmoothieSpeedrun FastestLassiBlend MangoRipenessSort MangoSpoonRelay MangoBasketDash MangoFactsIn60 MangoPuzzleBlitz MangoBalanceOnHeadRace',
    music:
      'MamboNumberMango MangoMaracaMadness MangoReggaeCover MangoUkuleleStrum MangoSongParody MangoTangoSong MangoSummerJingle MangoBongoBeat',
    tech: 'MangoBlenderBattle DoesTheMangoSlicerWork AIPicksARipeMango MangoRipenTimelapse MangoStopMotionPeel MangoHedgehogSlowMo MangoInPortraitMode MangoColorPickerApp',
  },
  map: {
    dance:
      'XMarksTheSpotDance FourDirectionsShuffle MapCompassTurns MapHopAroundTheWorld MapFoldFreeze MapMoonwalk GrooveAcrossTheMap MapConga',
    fashion:
      'PatchAMapOnYourJacket CompassPendantLook WearTheWorldMap MapScarfFiveWays UpcycledMapTote DressLikeAnExplorer MapPrintSneakers MapEarringsDIY',
    music:
      'MapCityLyricHunt RoadMapMixtape SingAcrossTheMap AnthemMapQuiz FolkTunesOnTheMap SongForEveryMapPin MapYourMusicRoots MapRapOfTheContinents',
    tech: 'GPSRouteArt LetTheMapAppDecide MapOfflineModeTest StreetViewTimeTravel PhoneVsPaperMap MapPinHacks TraceYourWalkOnAMap MapSatelliteHomeTour',
  },
  marathon: {
    prank:
      'MarathonSurpriseCheer MarathonHighFiveTunnel GiantHeadMarathonSign WelcomeHomeMarathoner RedCarpetFinish MarathonBalloonArch MarathonCowbellAmbush MarathonRibbonAtTheDoor',
    educational:
      'WhyMarathonsAre26Miles MarathonPaceMath MarathonWallQuiz RetellTheFirstMarathon TrainForAMarathonWithMe CarbLoadingScience MarathonMythOrFact GuessTheMarathonCity',
    travel:
      'CheerAtYourCityMarathon WalkTheMarathonRoute MarathonRoadTripSquad HalfMarathonWeekend WhatsInMyMarathonBag PlanAMarathonRuncation MarathonBucketList MarathonExpoVisit',
    pet: 'MarathonCheerPup MyDogIsMyMarathonCoach PostMarathonPetCuddles MarathonHamsterWheel FourLeggedPacer MedalGoesToTheDog MarathonWaterBowlStation MarathonCatReaction',
  },
  'marching band': {
    dance:
      'MarchingBandStrut DrumlineHandClapDance MarchingBandFlagSpin HighStepHype DrumlineDrop MarchLikeABandKid MarchingBandMoonwalk FollowTheMarchingBand',
    prank:
      'DrumlineHallwayParade MarchingBandPorchShow KazooMiniMarch BirthdayMarchingBand MarchingBandFlashMob MarchingBandToyTakeover MarchingBandDoorbell MarchingBandPizzaDrop',
    travel:
      'BandCampRoadTrip FollowTheMarchingBand MarchingBandTravelDay MarchingBandOnTour PackLikeABandKid BandKidPassport BandKidAwayGameVlog MarchingBandHotelLife',
    fashion:
      'PlumeHatLook BandKidCapeSwirl MarchingBandFitCheck DrumlineDrip MarchingBandStreetwear MarchingBandGlowUp BandKidFashionWeek BedazzleMarchingBand',
    tech: 'DrumlineStickSlowMo DrumlineMetronomeDare BandKidPracticeTimelapse BandKidTunerShowdown MarchingBandDrillApp TubaCamPOV SoundMeterMarchingBand BandKidStopMotion',
    pet: 'MarchingBandBlanketNap DrumlineDogWalk MarchingBandMascotPup MarchingPetParade MarchingBandParrotWhistle CatSleepsThroughDrumline MarchingBandHoundHowl MarchingBandTreatStep',
    gaming:
      'DrumlineHighScore DrumlineSimonSays MarchingBandTriviaCup MarchingBandRhythmDuel BandKidBracket BandKidFormationPuzzle BandKidNameThatSong MarchingBandCharades',
  },
  marimba: {
    funny:
      'MarimbaAlarmPanic MarimbaOrXylophone MarimbaRingtoneDanceOff NarrateLifeOnMarimba MarimbaPlayerProblems FourMalletStruggle PhantomMarimbaRing GrandpaVsMarimba',
    prank:
      'MarimbaDoorbell MarimbaSerenade WakeUpToLiveMarimba MarimbaRingtoneFakeOut HiddenMarimbaSpeaker HappyBirthdayOnMarimba MarimbaSecretMessage MarimbaEntranceTheme',
    educational:
      'HowAMarimbaWorks MarimbaVsXylophone LearnMarimbaIn30Days MarimbaRootsQuiz WhyLongerBarsGoLower RosewoodSoundScience MarimbaMalletCompare PlayAMarimbaScale',
    cooking:
      'CookToTheMarimba MarimbaAlarmEggs MarimbaCookieBars MarimbaSmoothieBowl MarimbaBrunchJam MarimbaTimerBake PancakeFlipMarimba GuatemalanMarimbaFeast',
    travel:
      'MarimbaConcertInThePark MarimbaFestivalDay BeachMarimbaSunset TryAMarimbaInTheStore StreetMarimbaHunt MarimbaRoadTripPlaylist MarimbaTownSquare FirstMarimbaLessonVlog',
    fashion:
      'MarimbaMalletEarrings AllBlackMarimbaLook MarimbaConcertFit DressLikeYourMarimba MarimbaRecitalGlam MarimbaHairStickUpdo MarimbaColorPop WoodGrainMarimbaPrint',
    speed:
      'FastestMarimbaScale BumblebeeOnMarimba MarimbaTempoClimb RingtoneAt2x MarimbaSetupRace DoubleTimeMarimba MarimbaTrillSprint MarimbaNameThatNote',
    tech: 'MarimbaRingtoneRemix AIMarimbaCover MarimbaMalletsInSlowMo OneManMarimbaBand WaterGlassMarimba MakeAMarimbaBeatIn60 MarimbaAppJam PhoneTapMarimba',
    pet: 'DogHowlsMarimba CatWalksOnMarimba MarimbaLullabyForPup PetReactsToMarimba HamsterMarimbaDoodle DinnerBellMarimba MarimbaHeadTilt KittenPawsMarimba',
  },
  'mario kart': {
    funny:
      'MarioKartRageFaces MarioKartLeanIntoTurns LastPlaceMarioExcuses MarioKartFamilyFeud BlueShellBetrayal MK8FriendshipEnder MarioKartCommentaryDad MarioKartGrandmaWins',
    prank:
      'MarioKartSecretMirrorMode LakituMarioKartWakeUp MarioKartFakeCountdown MarioKartShellAlarm StarPowerEntrance PlushBananaAmbush MarioKartControllerSwap MarioKartFinishLineDoor',
    educational:
      'MarioKartItemOdds RacingLineMarioKart MarioKartTriviaQuiz MarioKartDriftScience BlueShellProbability WhyLastPlaceGetsStars MarioKartWeightStats MarioKartTrackGeography',
    fashion:
      'MarioKartGroupCostume MarioOverallsLook YourMarioKartMainFit MarioKartCosplay MarioKartPitCrewOOTD RainbowRoadRunway MarioKartRedCapStyle MarioKartGraphicTee',
    tech: 'MarioKartComebackEdit MarioKartReactionCam MarioKartStopMotionRace MarioKartWheelSetup MarioKartTiltControlsOnly LivingRoomRaceway MarioKartDriftBreakdown MarioKartHighlightReel',
  },
  marker: {
    funny:
      'DriedOutMarkerDrama MarkerWrongColorAgain MarkerLidGraveyard PermanentMarkerPanic BleedThroughBetrayal WhoLeftTheCapOff MarkerMustacheMishap ToddlerWithAMarker',
    cooking:
      'EdibleMarkerCookies MarkerEasterEggs MarkerMarshmallowFaces MarkerCakeLettering DoodleOnYourDonut MarkerMilkPaintToast MarkerMenuBoard MarkerLunchNapkin',
    travel:
      'MarkerTripMap MarkerBackseatJournal OneMarkerPerCity PoscaCafeSketch DoodleEveryStop UrbanSketchersMeetup MarkerPostcards MarkerLuggageTagDIY',
    fashion:
      'MarkerSneakerArt MarkerTeeMakeover FabricMarkerScarf PoscaCapCustom DoodleDenimJacket OneOfAKindFit MarkerToteBagDesign CanvasShoeMarker',
    wellness:
      'MarkerMoodTracker MindfulMarkerDoodle MarkerGratitudeList CopicCalmColoring HighlightTheGoodStuff MarkerMandalaBreak OneMarkerTenMinutes DailyMarkerJournal',
    music:
      'MarkerToTheBeat MarkerBoxShaker MarkerDrumsticks SqueakyMarkerLoop DoodleTheSong HandLetterTheChorus PanFluteMarkers MarkerScribbleRap',
    tech: 'MarkerOrAppCanYouTell MarkerTimelapse MarkerDrawsItself MarkerSketchGlowUpEdit DoodleYourPhoneCase AIColorsMyLineWork AnimateYourMarkerArt DigitizeYourMarker',
    pet: 'MarkerPetPortrait MarkerDogComicStrip PoscaPawPrints CatBatsTheMarker MarkerHamsterSketch DoodleYourPuppy MarkerCollarTag MarkerFurTexture',
  },
  market: {
    funny:
      'MarketSampleHunter MarketTooManyTomatoes ICameForOneThing MarketHaulRating HagglingForBeginners MarketBudgetBlown MarketWeirdestVeggie MarketShopperTypes',
    prank:
      'MarketKaleBouquet MarketMysteryVeggie MarketSunflowerSurprise MarketPicnicAmbush WhatsInTheBasketGuess MarketSourLemonDare MarketMuffinDoorstep GooglyEyeMarketHaul',
    fashion:
      'MarketBasketFit MarketVintageFind FleaMarketFlip TenDollarMarketLook ToteBagFiveWays MarketStrawHatStyling MarketDayOutfit MarketSundressAndSandals',
    speed:
      'MarketHaulIn10 MarketStallSetupSprint MarketAlphabetDash MarketScavengerBlitz BeatTheBasketClock GrabFiveColors MarketListLightning MarketFruitSortRace',
    pet: 'MarketPetTreatHaul MarketPupBandana MarketCatBagInspect DogsOfTheMarket FarmersMarketPooch SniffingTheStalls WaterBowlAtTheMarket MarketLeashTraining',
  },
  marriage: {
    dance:
      'MarriageKitchenDance MarriageDipAndSpin MarriageWaltzLesson JustMarriedJive NewlywedTwoStep AnniversarySway MarriageFirstDanceRedo MarriageSalsaNight',
    fitness:
      'MarriageWorkoutDate MarriedLifeLunges MarriedCoupleStepDuel MarriagePlankPact MarriageWallSitShowdown NewlywedHikeStreak MarriageSitupHighFive MarriageDoubleYoga',
    prank:
      'MarriageLoveNoteHunt MarriageRoseTrail MarriageVowsReplay JustMarriedCarSign SpouseGooglyEyes MarriageThermostatPrank MarriageProposalRedo MarriedLifeAlarmSwap',
    educational:
      'MarriageNewlywedQuiz MarriageMoneyTalk MarriageTraditionGuess MarriedLifeMythBusters MarriageRingFingerFacts LoveLanguageTest HowMarriageBegan MarriageVowsThenVsNow',
    tech: 'MarriageChoreApp MarriageCalendarSync MarriedLifeAgingFilter MarriedLifeMontage OurMarriagePlaylist OldWeddingVHSRescue MarriageWrapped MarriageVoiceNoteVault',
    pet: 'MarriagePetWalkDate MarriedWithKittens MarriageBedPuppyPile MarriageCatChoosesALap SpouseVsDogCuddles RingBearerPup MarriageNameCallDuel MarriageHamsterCustody',
  },
  mars: {
    dance:
      'RedPlanetShuffle MartianMoonwalk MarsLowGravityDance MarsSpacewalkSway MarsRoverRobot MarsLandingDrop DustStormMarsSpin MarsHelmetHeadbob',
    fitness:
      'RedPlanetBootcamp MarsSpacesuitSquats MarsMissionTraining MarsOrBustSprints MarsRoverCrawl LowGravityLeaps StepsToMars AstronautMarsDrills',
    prank:
      'MarsFakeMeteorite MarsColonyInvite BackyardLandingSite LetterFromAMartian MarsRadioMessage RoverParkedOutside MarsAlienFootprints MarsTicketSurprise',
    travel:
      'VisitAMarsLikeDesert SpotMarsTonight MarsWithoutTheRocket RedRockRoadTrip TouchAMarsMeteorite CampoutToSeeMars PlanetariumMarsShow MarsMuseumDayTrip',
    fashion:
      'MarsColonyFit MarsRustMakeup DressForMars RedPlanetMonochrome MartianCostumeDIY MarsJumpsuitGlow AstronautMarsStyle MarsHelmetHair',
    wellness:
      'MarsSunsetCalm MarsNightSkyGaze MarsStyleQuietDay SpotMarsTonight DustStormRestDay MarsSlowMorning AstronautMarsStretch MarsMindfulMinute',
    pet: 'MarsRoverDog KittenMissionControl MarsHamsterHabitat MarsBaseCatCastle MarsSampleSniffer MarsRockTreatHunt PawprintsOnMars CardboardShipToMars',
  },
  mascot: {
    dance:
      'MascotDanceOff MascotHypeEntrance PepRallyShuffle MascotDoesTheWorm MascotBigHeadBop StrutLikeTheMascot MascotCongaLine MascotSpiritFingers',
    prank:
      'MascotSurpriseVisit MascotPhotobomb BigHeadHighFive MascotBirthdayDelivery MascotCarpoolPickup SpiritWeekAmbush MascotPosterTakeover MascotCheerForMom',
    educational:
      'MascotOriginMatchUp GuessTheMascotQuiz WhyTeamsHaveMascots MascotAnimalFacts MascotSuitHeatScience BigHeadPhysics HowMascotsSeeOut DesignAMascotLikeAPro',
    cooking:
      'BakeYourMascot MascotCakePops TeamColorCupcakes MascotFacePizza MascotGameDayNachos PancakeMascotArt MascotSugarCookies MascotSmoothieBowl',
    fashion:
      'MascotSpiritWear MascotEarsHeadband TeamColorsFitCheck FacePaintYourMascot MascotJerseyStyling DressLikeYourMascot MascotHoodieDIY MascotGameDayLook',
    wellness:
      'MascotCoolDown MascotJoySpreading BehindTheCostumeRest MascotHydrationBreak MascotKindnessTour HugFromTheMascot MascotPepTalkMirror MascotStretchOut',
  },
  massage: {
    prank:
      'MassageCouponBook MassageSpaAtHome MassageWithOvenMitts FoamFingerMassage SurpriseFootSoak MassageRobeReveal MassageHeatPackGift EggCrackMassage',
    educational:
      'WhyMusclesGetKnots MassageStressTest MassagePressurePoints SwedishVsDeepTissue TryThreeMassageStyles MassageMythBusting AcupressureMassageMap AnatomyMassageQuiz',
    travel:
      'PostHikeFootMassage RestStopShoulderMassage MassageNeckPillowTest JetLagMassageReset MassageYourTravelBuddy PackYourMassageBall BeachsideMassage MassageSpaDayTrip',
    fashion:
      'MassageDayComfyFit WaffleKnitLounge SpaSlipperLook MassageRobeRunway MassageHeadbandStyle PostMassageGlow MassageHairWrap GetReadyForAMassage',
    speed:
      'OneMinuteMassage MassageTrainRelay MassageScalpBlitz MassageFootDash QuickNeckRelief SixtySecondShoulders SpeedyHandMassage MassageChainRace',
    music:
      'MassageTrainToTheBeat BackRubLullaby MassageOceanSounds MassageASMRTapping ChimesAndRainMix MassageMixtape HumDuringTheMassage RainstickMassage',
    art: 'MassageStonePainting DesignAMassageCandle MassageOilMarbling SpaStillLife ZenSandTray MassageBallPrints ClayMassageTools MandalaMassage',
    pet: 'MassageForMyDog MakingBiscuitsMassage MassagePuppyEars PetBackRub MassageKittenChin PupSpaDay PawPadMassage MassageMakesMyCatMelt',
  },
  math: {
    dance:
      'PiDayShuffle MathTimesTableGroove NumberLineHop MathematicalMoonwalk MathAngleArms MathCountTheBeats MathFactsFreestyle MathSquareDance',
    prank:
      'MathMagicTrick PiDayPieSurprise MathCalculatorWords MathLockedTreatBox MathRiddleLunchbox MathImpossibleQuestion MathPasswordWiFi MathEquationLoveNote',
    fashion:
      'MathPatternFit PiDayOutfit DressByTheNumbers MathTeacherCosplay MathNerdMakeover MathematicallyMatched DesignAMathPunTee MathGeometricEarrings',
    tech: 'MathCodingPuzzle MathGraphPortrait MathCalculatorTricks StumpTheAIMath SpreadsheetMathMagic BuildAMathsGame MathPhoneRulerTest MathVideoExplainer',
  },
  mattress: {
    dance:
      'MattressFlopFinale MattressCarryConga PillowFightChoreo MattressSpringStep MattressMoonwalk PajamaPartyShuffle TheMattressMambo MattressFreezeDance',
    educational:
      'HowMattressSpringsWork NASAInventedMemoryFoam MattressInABoxPhysics WhyMattressesWearOut MattressThenVsNow MattressSleepCycleQuiz WhatsInsideAMattress MattressDustMiteFacts',
    fashion:
      'BedheadToFitCheck PillowcaseDressDIY MattressPajamaRunway MattressFlatlay MattressStripesOutfit QuiltedLikeAMattress MatchTheMattress MattressBlanketCape',
    wellness:
      'SundaySheetsSwap MattressBodyScan NoPhonesOnTheMattress MattressRefreshRitual FirstNightNewMattress MattressStretchBeforeBed MindfulMattressMoment MattressGratitudeList',
    music:
      'MattressYawnChorus MattressFortUnplugged MattressSpringTwang FiveLittleMonkeysCover MattressLullabyHour BedtimeStoryRap MattressDrumKit MattressSingAlong',
    tech: 'MattressSleepScoreDuel MattressFlipInFastMo AirMattressPumpHack MattressWhiteNoiseTest MattressMovesItself SnoreDetectorNightLog MattressVibrationAlarm MattressBedtimeTimelapse',
    gaming:
      'MattressFloorIsLava MattressFortGameNight PillowFightBrawler SleepoverMarathonRun MattressCouchCoop MattressThumbWarTourney LastOneOnTheMattress MattressCampoutCards',
  },
  may: {
    dance:
      'MaypoleDance MayflowerMoonwalk MayGardenWaltz MayRibbonTwirl MayRainPuddleDance BlossomBreezeSway MayDayMambo MayBirdsongBoogie',
    fitness:
      'MayStepStreak MayParkCircuit MayHillSprints MayTheFourthPlank MaySquatADay SpringBloomStretch MarchIntoMay MayMorningJog',
    prank:
      'MayDayBasket MayFlowerAmbush MayPlasticBugScare MayPicnicPopUp PaperTulipSurprise ButterflyWindowSwarm AprilFoolsButInMay MayChalkMessageDriveway',
    travel:
      'MayFlowerFieldTrip MayGardenTour MayBlossomTrail MayBeachDayTrip HanamiPicnicOuting DanceAroundTheMaypole BluebellWoodsInMay MayFarmStandVisit',
    fashion:
      'MayFloralFit MayPastelLook OneSundressAllMay AprilToMayWardrobe DIYFlowerCrown MayTheFourthCosplay MayQueenStyleOff MayStrawHatStyling',
    pet: 'MayPupPicnic MayPuppyFirstGrass MayCatSunbathing MayTheFurBeWithYou MayShedBrushOut BunnyGardenHop MayBirdWatchKitty MayTortoiseStroll',
    gaming:
      'MayPuzzleStreak MayMiniGolfLeague MayLawnGameOlympics MayFourthJediBattle MayBlossomBingo MayFlowerScavengerHunt MayHopscotchDuel MayHideAndSeek',
  },
  maze: {
    fitness:
      'TapeMazeHops MazeCrawlCourse CornMazeStepCount PlankAndSolveMaze StreamerMazeLimbo DeadEndBurpees PillowMazeSprints MazeHighKnees',
    prank:
      'PaperHeartMaze MazeToTheCookieJar MazeTreasureMap BalloonMazeBedroom StreamerLabyrinth PlasticCupBlockade StickyNoteMazeDoor MazeToTheirBirthdayCake',
    educational:
      'MazeRightHandRule MazeVsLabyrinth MazeSolvingAlgorithm SlimeMoldMaze RetellTheLabyrinthMyth HowMiceLearnMazes AntsSolveAMaze MazeShoeboxPlantGrowth',
    travel:
      'CornMazeRoadTrip HedgeMazeDayOut MirrorMazeVisit HayBaleMazeHunt ChalkMazeInThePark RateEveryMazeNearby CathedralLabyrinthWalk MazeOnTheBeachSand',
    fashion:
      'MazeNailArt MazePrintFitCheck DrawAMazeTee MazeEarringsDIY MazeSneakerMakeover AMazeingScarf MazePatternSocks MazeBraidHairstyle',
    wellness:
      'LabyrinthWalk MazeFingerTracing MazeBreathPath GardenMazeStroll LabyrinthMeditation NoWrongTurns MazeColoringBreak MazeSlowDrawCalm',
    art: 'DrawAMaze ChalkMazeDriveway MazeInYourName MarbleMazeCraft OneLineLabyrinth GraphPaperMazeDare BlockMazeBuildOff PopUpMazeCard',
  },
  'meal prep': {
    fitness:
      'MealPrepGroceryCarry MealPrepStretchBreak MealPrepForLegDay SquatWhileYouPrep MealPrepBagCurls MealPrepWallSit MealPrepPlankTimer MealPrepCalfRaises',
    prank:
      'MealPrepLabelJokes MealPrepHiddenCookie SecretMealPrepDessert MealPrepGooglyEyes MysteryMealPrepDay StickyNoteLunchLove MealPrepComplimentLids MealPrepSmileyFaces',
    educational:
      'MealPrepFoodSafety MealPrepMacroMath HowLongMealPrepLasts BatchCookingScience MealPrepFreezerTest GlassVsPlasticMealPrep MealPrepCostBreakdown MealPrepPortionSizes101',
    travel:
      'RoadTripMealPrep HotelRoomMealPrep MealPrepCampingWeek HikingDayMealPrep MealPrepBeachCooler MealPrepCarryOnSnacks MealPrepForTheFlight MealPrepForTheTrainRide',
    fashion:
      'MealPrepApronLook MealPrepSundayFit MatchYourMealPrepBag LunchToteStyling MealPrepInHeels MealPrepChefBandana MealPrepMatchingSet MealPrepHairWrap',
    speed:
      'MealPrepLabelSprint MealPrepInAnHour MealPrepFridgeTetris MealPrepGroceryDash MealPrepLunchBlitz LidsOnInSixty MealPrepContainerMatch MealPrepWashUpRace',
    music:
      'MealPrepPlaylist MealPrepSizzleASMR SingWhileYouMealPrep ContainerLidDrums TupperwareTunes MealPrepKaraoke MealPrepMusical MealPrepRapRecipe',
    art: 'MealPrepRainbow MealPrepFlatLay BentoStyleMealPrep VeggieCutShapes MealPrepContainerArt MealPrepLabelLettering MealPrepMosaic MealPrepMenuPoster',
    tech: 'AIMealPrepPlan SundayMealPrepIn60 MealPrepAirFryerTest SmartScaleMacros MealPrepSpreadsheet MealPrepPacksItself MealPrepAppFaceOff MealPrepTimelapse',
    pet: 'DogMealPrepDay MealPrepKibblePortions MealPrepForYourPup BunnyVeggieBoxes MealPrepPuzzleFeeder CatMealPrepInspector MealPrepPupsicles MealPrepHamsterSalad',
    gaming:
      'MealPrepForLaunchDay GameNightMealPrep MealPrepDiceRoll MealPrepContainerPuzzle MealPrepCalorieGuess MealPrepSideQuest MealPrepSpiceQuiz MealPrepBingoCard',
  },
  meatball: {
    prank:
      'MeatballLoveLetter GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs MeatballFacePlateSurprise SpaghettiCakeSurprise MeatballPlushAmbush MeatballSmileyDinner',
    educational:
      'WorldMeatballTour MeatballBindingScience WhyMeatballsBrown SwedishMeatballFacts NameThatMeatballNation PolpetteOrKofta MeatballMapQuiz MeatballSizeMath',
    travel:
      'MeatballShopCrawl BestMeatballSubInTown LittleItalyMeatballs MeatballMilesRoadTrip MeatballPassport TrattoriaTreasureHunt MeatballInEveryCity MeatballFoodHallVisit',
    fashion:
      'MeatballDinnerFit MeatballEarrings WhiteShirtMeatballDare MeatballChefApron ItalianSundayBest DressLikeAMeatball MeatballPrintTee MeatballBibChic',
    pet: 'MeatballPetPortrait MeatballToyFetch MeatballPlushSquish KittenMeatballCurl MeatballSnuffleHunt RoundLikeAMeatball RollOverMeatball MeatballShapedTreats',
  },
  mechanic: {
    dance:
      'MechanicCreeperSlide MechanicWrenchDance GarageMechanicGroove MechanicalMoonwalk GreaseLightning MechanicSpannerSpin MechanicDipstickDip MechanicRobotDance',
    fitness:
      'MechanicCarWashCardio MechanicGripStrength MechanicToolboxCarry MechanicTireRollRelay CreeperCrunches ElbowGreaseCircuit MechanicSquatAndReach MechanicJumpingJacks',
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWashAndWax MechanicThankYouDonuts MechanicWindowClingArt MechanicBalloonTrunk MechanicStickyNoteWrap MechanicGloveboxTreat',
    educational:
      'MechanicNameThatPart MechanicDashLightQuiz AskAMechanicAnything MechanicGuessTheNoise HowEnginesWork PennyTreadTest MechanicMythOrFact MechanicTirePressure101',
    fashion:
      'MechanicCoverallsFit MechanicNamePatchDIY MechanicBandanaStyle DressLikeAMechanic GreaseStainedDenim WorkwearWednesday MechanicToMainStreet MechanicWorkBootsLook',
    wellness:
      'MechanicHandCare MechanicSundayProject ThankYourMechanic MechanicFixOneThingDay MechanicTinkerHour GarageZenMode MechanicSelfTuneUp MechanicStretchBreak',
    speed:
      'MechanicPartsQuizBlitz MechanicSocketSortDash MechanicWiperSwap BeatTheMechanicsTime MechanicBikeChainRace MechanicWrenchSizeGuess MechanicBoltThreadOff MechanicToolboxTidyTimer',
    tech: 'WhatsThatNoiseMechanic MechanicScannerTest MechanicTireCheckHack AIMechanicDiagnosis LearnItFromAMechanic DecodeTheDashLights MechanicFixInTimelapse MechanicOneMinuteTutorial',
    pet: 'MechanicDogGateRepair MechanicPupCopilot MechanicHoodKnock MechanicCatFlapInstall MechanicLeashRackDIY MechanicScratchPostBuild MechanicPetBedMakeover MechanicHamsterWheelFix',
  },
  medal: {
    dance:
      'GoldMedalGroove PodiumDanceOff MedalVictorySpin MedalMoonwalk MedalShimmy StrutLikeAChampion JingleYourMedals MedalRibbonTwirl',
    prank:
      'ChocolateMedalSurprise MedalCeremonyAmbush MedalForDoingNothing MedalOnThePillow MedalWallOfFame PodiumForChores MedalForLosingTheRemote MedalForTheBusDriver',
    educational:
      'WhatsInAGoldMedal MedalCountMath WhyWinnersBiteMedals GuessTheMedalYear MedalDesignThenVsNow PodiumPhysics MedalMagnetTest MostMedalsTrivia',
    travel:
      'MedalRacecation EarnAMedalCityWalk RoadTripMedalCeremony FunRunForAMedal MedalFromEveryRace StandOnThePodium MedalSummitSelfie HikeForAMedal',
    wellness:
      'MedalForSmallWins GiveYourselfAMedal AwardAKindnessMedal SelfCareMedal FinishLineGratitude MedalForRestDays PassTheMedalOn MedalMemoryLane',
  },
  meditation: {
    dance:
      'MeditationFlowDance MeditativeMirrorDance ShakingMeditation BodyScanBoogie MeditateThenDance MeditationSlowSway MeditationTaiChiSteps MeditationArmWaves',
    prank:
      'SurpriseMeditationBell MeditationWhoopeeCushion MeditationGooglyEyeRocks FakeMeditationLevitate ZenDenMakeover DeskSandGarden MeditationFairyLights MeditationPebbleInPocket',
    educational:
      'MeditationBrainScience MeditationTypesQuiz HowMeditationCalmsYou VagusNerveMeditation YogaNidraFirstTry BodyScanHeartRateTest MeditationMythOrFact MeditationBoxBreathing',
    fashion:
      'MeditationLoungeFit MeditationLinenSet MeditationMalaNecklace NamasteInNeutrals DressForZen RetreatMeditationOOTD MeditationShawlStyle GetReadyToMeditate',
    tech: 'MeditationAppTest MeditationHeartRate MeditateTillTheTimerDings AIGuidedMeditation MeditationMuteAllAlerts MeditationAirplaneMode FilmYourMeditationSpot MeditationNatureSoundsMix',
  },
  meeting: {
    dance:
      'MeetingCameraOffDance MeetingsOverDance MeetingWrapUpWiggle MeetingMoonwalkExit DeskChairGroove LeaveCallVictoryLap MeetingCouldBeAShimmy MeetingMuteButtonBoogie',
    educational:
      'MeetingCostCalculator MeetingJargonDecoded MeetingRobertsRules MeetingChairForADay PresentLikeAPro CouldThisBeAnEmail WhyMeetingsDrainYou MeetingNoteTakingDuel',
    tech: 'AIMeetingNotes MeetingSlideMakeover RingLightMeetingGlowUp MeetingVsVacuumTest BestMeetingBackground MuteButtonMastery MeetingCaptionFails FixMyMeetingLag',
  },
  memory: {
    dance:
      'DanceFromMemory MemoryMoveChain MemorizeInOneWatch MemoryLaneBoogie MemoryDanceCopycat AddOneStepGame MemorySimonSays MemoryEightCount',
    fitness:
      'MuscleMemoryCombo MemoryCardDeckDrill MemoryCircuit MemoryShuttleRun RememberTheReps PatternLadderHops MemoryMatchBurpees MemoryYogaFlow',
    prank:
      'MemoryScrapbookSurprise MemoryWallMakeover MemoryTestWhatsMoved MemoryLaneAmbush ThrowbackPhotoReveal SwappedFramesSpotIt MemorySameJokeTwice MysteryMemoryBox',
    fashion:
      'MemoryLaneOutfit MemoryHeirloomJewelry MemoryHandMeDownStyle MemoryStyleRedo ThrowbackFitCheck PromDressRewear MemoryBandTee MemoryCharmBracelet',
    wellness:
      'FillAMemoryJar OneMemoryADay HappyMemoryHour MemoryBoxSunday GratitudeFlashback DearYoungerMe MemoryGardenWalk MemoryLetterHome',
  },
  mermaid: {
    fitness:
      'MermaidTailKicks MermaidArmCircles MermaidCoreWorkout MermaidPlankHold MermaidSeaweedSway SirenSitUps MermaidLegLifts MermaidSideBends',
    prank:
      'MermaidNoteInABottle DidAMermaidVisit MermaidScaleTrail MermaidWasHere MermaidSeashellGift MermaidTubSurprise FakeMermaidSighting TinyMermaidDoorway',
    educational:
      'ManateesOrMermaids WhatIsAMermaidsPurse CouldMermaidsBreathe HowDeepCanMermaidsGo MermaidFolkloreQuiz SirenVsMermaid MermaidLegendsMatchUp MermaidWordOrigins',
    travel:
      'MermaidCoveHunt MermaidStatueTour AquariumMermaidMode BeachDayMermaidHair MermaidTidePoolWalk SeaGlassBeachcombing MermaidShellCrownHunt MermaidLighthouseVisit',
    wellness:
      'BreatheLikeAMermaid FloatingMermaidCalm MermaidHairMask SaltwaterReset MermaidBathSoak MermaidShellJournal MermaidStretch MermaidSleepStory',
    pet: 'MermaidShellTreatHunt MermaidFishTankTheme DogVsMermaidToy MyGoldfishIsAMermaid MermaidPetPortrait HamsterMermaidCastle MermaidBunnyHideout CatCatchesAMermaid',
    gaming:
      'MermaidTreasureDive MermaidBingoCards ActLikeAMermaid MermaidMarcoPolo MermaidMythOrFact MermaidShellShuffle MermaidFreezeTag MermaidSketchGuessing',
  },
  'meteor shower': {
    prank:
      'SurpriseMeteorPicnic MeteorShowerWakeUpCall MeteorWishNotes FlashlightShootingStar PerseidsBlanketFort GlowStickerBedroom MeteorShowerInTheirRoom MeteorRockOnThePorch',
    travel:
      'MeteorShowerRoadTrip BlanketUnderAMeteorShower MeteorWatchFromTheHill DarkSkyMeteorHunt StargazingCampout MeteorShowerObservatory LakesideMeteorShower BeachMeteorShower',
    fashion:
      'MeteorShowerCozyFit ShootingStarEarrings MeteorGlitterLook MeteorStreakEyeliner MeteorWatchLayering GalaxyPrintGlowUp MeteorShowerNailArt SequinMeteorShower',
    gaming:
      'MeteorDodgeHighScore MeteorShowerBingoCard MeteorShowerTallyDuel ShootingStarCharades CatchTheShootingStar MeteorDodgeball MeteorShowerISpy FirstToSpotMeteor',
  },
  mexico: {
    dance:
      'MexicoFolkloricoDance MexicoCumbiaSway MexicoSonJarochoStomp JarabeTapatioSteps MexicoSkirtTwirl LaBambaMexicoStyle MexicoMariachiShuffle MexicoZapateadoTap',
    fitness:
      'MexicoLoteriaWorkout MexicoCumbiaCardio WalkToMexicoChallenge MexicanWaveSquats MexicoPyramidStepUps MexicoFutbolFreestyle ExploreMexicoOnFoot MexicoJumpRopeRhymes',
    prank:
      'MexicoPapelPicadoSurprise MexicoMananitasWakeUp MexicoCandyLuckyDip MexicoChiliLollipopDare PinataFullOfSocks CascaronConfettiEggs PostcardFromMexico MexicoLoteriaCardSwap',
    educational:
      'MexicoAztecCalendar MexicoSpanishPhrases MexicoGaveUsChocolate MexicoFlagQuiz DayOfTheDeadMeaning WhyAxolotlsRegrow SinkingMexicoCity MexicoMonarchMigration',
    fashion:
      'MexicoEmbroideryTryOn MexicoMarketHaul MexicoRebozoWrap HuaracheFiveWays MexicoFlowerCrownDIY MexicoFiestaFitCheck StyledInMexico MexicoSerapeScarf',
    tech: 'MexicoSpanishAppTest AIPlansMyMexicoTrip MexicoOfflineMaps MexicoRecapReel MexicoRecipeVideoCall TranslateMexicoMenus StreetViewMexicoHunt MexicoVirtualMuseumTour',
    gaming:
      'MexicoLoteriaNight MexicoTriviaDuel MexicanTrainDominoes MexicoMemoramaMatch MexicoPinataShowdown MexicoStatesMapPuzzle SpotTheMexicoLandmark MexicoTrompoSpin',
  },
  microphone: {
    dance:
      'MicDropFinale MicrophoneStandTango MicrophoneCordTwirl DanceWithTheMicrophone KaraokeStageStrut HairbrushPopStar MicrophoneLimbo MicrophoneSpotlightSpin',
    educational:
      'HowMicrophonesWork WhyMicsSqueal CondenserVsDynamic MagnetMicrophoneDIY MicrophoneBlindSoundTest MicrophonePickupMap MicrophoneVoiceWaveforms MicrophoneRoomAcoustics',
    fashion:
      'OpenMicFitCheck MicrophonePopStarCosplay MicrophoneStageLook MicrophoneGlamMakeup DressLikeALeadSinger RhinestoneMicrophone MicrophoneReadyBlazer MicrophoneHeadsetStyle',
    music:
      'MicCheckFreestyle MicrophoneHarmonyStack MicrophoneBeatbox MicrophoneCoverSong PassTheMicrophone KaraokeNightKing MicrophoneCrooner MicrophoneAcapellaLoop',
    gaming:
      'MicrophoneSquadCallouts MicCheckSingOff MicrophoneGameShowHost KaraokeMicrophoneDuel VoiceCommandSpeedrun LiveCommentaryStream MicrophoneTriviaNight MicrophoneWhisperChain',
  },
  microscope: {
    dance:
      'TardigradeShuffle MicroscopeAmoebaWiggle MicroscopeSlideStep MicroscopeZoomGroove MicroscopeMitosisDance MicroMoonwalk UnderTheMicroscopeJig DanceForTheMicroscope',
    fitness:
      'MicroscopeNeckStretch MicroscopeFormCheck LungeToTheMicroscope MicroscopeTinyStepsDare MicroscopeBreakSquats MicroscopeWallSit PlankUnderMicroscope MicroscopeGripTest',
    prank:
      'MicroscopeMysterySlide MicroscopeTinyMessage MicroscopeFakeGerms MicroscopeSmileyFace MicroscopeSecretCode ZoomedInCompliment GlitterUnderMicroscope HiddenMicroscopeHeart',
    fashion:
      'MicroscopeFabricZoom MicroscopeThreadCount MicroscopeEarrings MicroscopeSlideNailArt MicroscopeLabCoatGlowUp CellPrintDress UnderTheMicroscopeFit DenimMicroscopeCheck',
    wellness:
      'MicroscopeSlowLook MicroscopeWonderWalk MicroscopeTinyBeauty MicroscopeMeditation SmallThingsGratitude ZoomInUnwind AweUnderMicroscope QuietMicroscopeSunday',
  },
  microwave: {
    dance:
      'SpinLikeAMicrowave MicrowaveBeepShuffle MicrowaveDingFreeze BoogieByTheMicrowave PopcornPopAndLock TurntableTwirl MicrowaveMoonwalk MicrowaveRobotDance',
    prank:
      'MugCakeInTheMicrowave MicrowaveGooglyEyes MicrowaveDoorLoveNote FakeMicrowaveBeeps DingYouveGotMail SetTheClockTo1234 MicrowaveWindowSign MicrowavePopcornSurprise',
    fashion:
      'MicrowaveMinuteGlowUp QuickChangeMicrowave MicrowavePopcornPJs MicrowaveRetroApron DressedBeforeTheDing DressLikeAMicrowave MicrowaveOvenMittChic MicrowaveSilverFit',
    speed:
      'MicrowaveFactsQuickfire BeatTheMicrowave MicrowaveDingDash MicrowaveWorkoutCountdown TidyBeforeTheBeep MicrowaveMinuteMadness MicrowaveClockSetBlitz MicrowaveScrubTimer',
    pet: 'CatKnowsTheMicrowave DogWaitsByMicrowave MicrowaveTVForMyCat DingMeansDinner MicrowaveBeepReaction WarmSnuggleDiscNap MicrowaveStayTrick ParrotCopiesTheMicrowave',
  },
  milk: {
    dance:
      'MilkshakeMoves GotMilkGroove MilkJugJive MilkMustacheMoonwalk MilkmanTwoStep MilkCartonShuffle MilkBottleConga MilkAndCookiesBoogie',
    funny:
      'DontCryOverSpilledMilk CerealOrMilkFirst WhoFinishedTheMilk TheMilkSniffTest GotMilkParody MilkMustacheSelfie MilkPourFails MilkCartonTalkShow',
    prank:
      'FrozenCerealMilk FakeMilkSpill OneDropOfMilkLeft MilkGlassLoveNote MilkJugGooglyEyes MooingFridgeDoor MilkCartonWanted MilkMustacheSticker',
    tech: 'MilkFrotherHack MilkCrownSlowMo MilkMustacheAdRemake WhoDrankTheMilkCam MilkSpoilTimelapse MilkPoursItself MagicMilkExperiment MilkSwirlMacroShot',
    pet: 'MilkCartonCatCastle MilkJugTreatPuzzle KittyInAMilkCrate TheMilkmanPup SpottedPetBedDIY MilkCowPlushFetch MilkBoneBalance MilkBottleHamsterMaze',
    gaming:
      'MilkBlindTasteTest MilkCapsShowdown MilkBottleRingToss MilkPourToTheLine MilkLidMemoryFlip MilkMustacheCharades MilkCartonBowling MilkCrateBasketball',
  },
  'milk jug': {
    prank:
      'GooglyEyeMilkJug MilkJugWithAMustache MilkJugMonsterFace TinyMilkJugSwap MilkJugLoveNote MilkJugBalloonSurprise MilkJugPartyHat MilkJugJokeLabel',
    wellness:
      'MilkJugHerbGarden ZeroWasteMilkJug MilkJugFeederWatch MilkJugGratitudeJar MorningWateringRitual MilkJugMindfulCraft MilkJugWindChime MilkJugFlowerPot',
    music:
      'MilkJugBanjo BlowTheMilkJug HomemadeMilkJugBand JugJamHoedown MilkJugShaker MilkJugDrumKit MilkJugPotLidBeat HumIntoMilkJug',
    pet: 'MilkJugTreatPuzzle MilkJugFeederCatTV MilkJugPetScoop MilkJugCatGrassPot MilkJugSniffGame MilkJugSnuffleToy FetchTheMilkJug TugMilkJugRope',
    gaming:
      'MilkJugLacrosse MilkJugBowling MilkJugSkeeBall MiniGolfWithMilkJugs JugPongShowdown MilkJugCornhole RingTossMilkJug MilkJugTicTacToe',
  },
  milkshake: {
    fitness:
      'MilkshakeEarnedIt ShakeItOffCardio MilkshakePlankHold BikeToTheMilkshake MilkshakeMile SquatsForMilkshakes MilkshakeJumpRope MilkshakeStairClimb',
    prank:
      'MilkshakeFlavorMystery MilkshakeGooglyEyes ExtraToppingsOverload FakeMilkshakeSpill GiantSillyStraw MilkshakeNoteOnCup MilkshakeDateInvite MilkshakeDeliverySurprise',
    educational:
      'IceCreamScience MilkshakeViscosityLab HowBlendersWork MilkshakeThenVsNow MilkshakeMaltQuiz MilkshakeBrainFreeze MilkshakeFoamFacts MilkshakeSugarCount',
    travel:
      'MilkshakeRoadTrip MilkshakeSunsetStroll MilkshakeDinerCrawl BestMilkshakeInTown SodaFountainHunt BoardwalkMilkshakes MilkshakeInEveryState MilkshakeFarmStandStop',
    fashion:
      'MilkshakePastelLook PoodleSkirtFit MilkshakeCherryCharm MilkshakeSaddleShoes MilkshakeRetroGlowUp MilkshakeDateDress MilkshakeCostumeDIY MilkshakeStripedTee',
  },
  'mini golf': {
    travel:
      'MiniGolfRoadTrip BoardwalkMiniGolf BlacklightMiniGolf DinoMiniGolfHunt MiniGolfOnVacation CraziestCourseQuest RateEveryMiniGolf PirateCoveMiniGolf',
    tech: 'MiniGolfSlowMo MiniGolfTrickShotReel MiniGolfStatsNerd MiniGolfFullRoundIn60 MiniGolfStopMotion MiniGolfBallPOV MiniGolfPathTracer MiniGolfAppVsRealLife',
    pet: 'MiniGolfDogCaddie MiniGolfCatVsBall MiniGolfKittenGoalie PupPlaysMiniGolf PetPuttingCourse HamsterTubeHole MiniGolfPuppyPhotoOp HoundVsMiniGolf',
  },
  minivan: {
    dance:
      'MinivanDrivewayDisco MinivanTailgateBop SchoolPickupShuffle MinivanSlidingDoorReveal MinivanMomDanceOff MinivanCarWashBoogie MinivanMoonwalk MinivanParkedConga',
    educational:
      'LicensePlateGeography MinivanFuelMath MinivanCarSeatSafetyQuiz HowMinivanDoorsSlide MinivanThenVsNow MinivanTireCheck MinivanVsSUVFacts MinivanBlindSpotDemo',
    music:
      'MinivanSingAlong BackRowHarmony MinivanTrunkConcert MinivanRadioDJ MinivanMixtape MinivanDrumSolo WheelsOnTheMinivan MinivanRoadTripAnthem',
    tech: 'DIYMinivanTabletMount BackseatChargingHub MinivanDJWars MinivanTechTour MinivanGadgetTierList VoiceCommandFails UpgradeMyMinivan MinivanPassengerVlog',
  },
  mirror: {
    dance:
      'MirrorMeDanceOff MirrorTwinChoreo MirrorSyncChallenge BeMyMirrorDance ManInTheMirrorMoves LeftIsRightShuffle MirrorFreezeFrame MirrorSlowMoGroove',
    travel:
      'MirrorMazeVisit FindAMirrorLake MirrorImageCityWalk GlassTowerMirrorShots ObjectsInMirrorRoadTrip MirrorPuddleReflections MirrorSelfieEveryStop MirrorFunhouseDayOut',
    wellness:
      'MirrorAffirmations MirrorSmilePractice MirrorGratitudeChat SelfLoveInTheMirror TalkToYourselfKindly MirrorJournalPrompt MirrorComplimentDare MirrorBreathingMinute',
    tech: 'MirrorGlowUpTimelapse MirrorCameraAngleHack MirrorTeleprompter MirrorOrSelfieWhichIsReal RingLightShowdown OneWayGlassScience MirrorTextDecoder MirrorPhoneTrickShot',
    gaming:
      'MirrorModeRun MirrorSimonSays MirrorLightPuzzle MirrorMimeDuel MirrorMazeTrace CopycatShowdown MirrorControlsDare MirrorTicTacToe',
  },
  mom: {
    prank:
      'MomsPurseLoveLetter SecretlyCleanMomsCar MomGooglyEyeFridge MomFakeMessReveal NoChoresForMama SurpriseThankYouNotes PackMomsLunchbox BeMomForADay',
    wellness:
      'CallYourMomTonight TenMinutesForMom MomWalkAndTalk MomTeaForTwo MomNeedsANap GratitudeForMum PamperMomSunday MomAndMeMeditate',
    music:
      'MomKitchenKaraoke DuetWithMom MomNameThatTune MamaMiaSingAlong MomsMixtapeTakeover LullabyForMum GuessMomsFirstConcert MomLipSyncBattle',
  },
  monday: {
    prank:
      'MondayAlarmSongSwap MondayDonutDrop MondayBalloonDesk MondayRenamedFriday PostItPepTalk ConfettiInTheCubicle MondayRedCarpet MondayGooglyEyeMug',
    educational:
      'MondaySnoozeScience MondayMathMinute WhyMondayIsMoonDay LearnOneThingMonday MondayMysteryFact MondayBluesScience MondayInEveryLanguage MicroLessonMonday',
    music:
      'MondayWakeUpSong MondayCoffeeMugDrums MondayAlarmRemix ManicMondayCover RainyDaysAndMondays IDontLikeMondays MondayHypeAnthem MondayKitchenKaraoke',
    tech: 'MondayDeskSetup MondayHomeScreenReset AutomateYourMonday InboxZeroMonday AIPlansMyMonday PomodoroPowerHour MondayPhotoBackup MondayTypingTest',
    pet: 'MondayCatVsAlarm MondayPuppyStretch WhoHatesMondayMore MondayKittenKeyboard MyDogsMondayFace MondayCatFlop MondayParrotWakeUp MondayBunnyBreakfast',
  },
  monkey: {
    dance:
      'DoTheMonkeyDance FiveLittleMonkeysJump BananaBoogie MonkeyMimicChallenge CymbalMonkeyStomp MonkeySwingDance MonkeyArmWave MonkeyCongaLine',
    funny:
      'MonkeyBusinessSkit SpeakNoEvilMonkeys MonkeyAroundMonday TryNotToLaughMonkey CopycatMonkeyMode SockMonkeyStandUp MonkeySeeParentDo MonkeyFaceImpressions',
    prank:
      'MonkeyPlushInFruitBowl BananaPhoneCall HiddenToyMonkeys MonkeyBusinessMorning SockMonkeyStakeout MonkeyCymbalAlarm MonkeyStickersEverywhere MonkeyFaceFrameSwap',
    cooking:
      'MonkeyBread MonkeyFudgePops MonkeyFaceToast CoconutMonkeyMacaroons ChunkyMonkeyShake GoBananasMonkeyMuffins MonkeyTrailMix MonkeyFruitKebabs',
    fashion:
      'SockMonkeySweater MonkeyOnesieLook BananaYellowFit MonkeyBusinessCasual DressLikeAMonkey MonkeyEarBeanie MonkeyPrintShirt MonkeyTailBackpack',
    wellness:
      'TameTheMonkeyMind ThreeWiseMonkeysDay MonkeyBarsDecompress MonkeyPlushCuddleBreak HangItOut RainforestSoundBath QuietTheMonkeyChatter MonkeyGroomingSelfCare',
  },
  'monkey bars': {
    prank:
      'ToyMonkeyTakeover MonkeyBarsPlushLineup MonkeyBarsBalloons ChalkCheerSquad MonkeyCostumeCameo TreasureAtTheLastRung MonkeyBarsSecretNote MonkeyBarsBubbleBlast',
    travel:
      'BestMonkeyBarsInTown MonkeyBarsParkHop MonkeyBarsByTheSea PlaygroundPassport MonkeyBarsRoadTrip RateTheMonkeyBars MonkeyBarsOnVacation MonkeyBarsHiddenGem',
    pet: 'MonkeySeeDogDo MonkeyBarsPetSpotter HamsterMonkeyBars MiniMonkeyBarsForCats PupUnderTheBars MonkeyBarsCheerleaderDog MonkeyBarsPuppyPlaydate MonkeyBarsBarkMeter',
  },
  monopoly: {
    educational:
      'MonopolyOddsMath WhyOrangesWin MonopolyOriginQuiz MonopolyStrategyLab MonopolyEconomics101 MonopolyRulesYouSkip InflationMonopoly MonopolyPropertyValues',
    wellness:
      'MonopolyGoodSport PassGoGratitude MonopolyFamilyLaughs FreeParkingBreak LoseAtMonopolyHappily MonopolyNoRageRule KindTradesMonopoly MonopolyUnpluggedNight',
    tech: 'MonopolyGameTimelapse MonopolyBankingApp MonopolyOnlineNight MonopolyDiceRollerTest MonopolyGoStreak TapToPayBanker SpreadsheetMonopoly MonopolyVirtualBoard',
    pet: 'MonopolyDogTokenIRL MonopolyPuppyBanker MonopolyPetPicksMyPiece MonopolyCatTakeover ScottieLookalike PawsOnTheBoardwalk MonopolyBunnyMillionaire MonopolyTreatRent',
  },
  mood: {
    dance:
      'MoodSwingDance GrumpyToGroovy MoodBoosterBoogie MoodRingColorDance ShakeOffTheMood EmojiFaceFreestyle MoodMakerMacarena MoodFlipFreeze',
    funny:
      'MoodByTheHour MoodWeatherReport HangryToHappyTimeline MoodRingLies MondayMoodVsWeekend MoodAsAnEmoji ToddlerMoodForecast NarrateMyMood',
    prank:
      'MoodBoostDanceAlarm DailyJokeEnvelope MoodBoosterAmbush SecretMoodFairy SmileyFaceTakeover MoodFlowerDoorstep MoodStickyNoteWall MoodBalloonRoom',
    cooking:
      'MoodBoostSmoothie EmojiCookies MoodFoodBowl CookYourMood MoodBoosterBrunch MoodSunshineToast MoodBerryParfait MoodPancakeFaces',
    gaming:
      'EmojiCharades MoodTetrisReset FeelingsCardDraw MoodPicksTheGame MoodBoosterCoop MoodBoostPartyNight GuessMyMood PuzzleYourMood',
  },
  moon: {
    prank:
      'FakeMoonRockReveal MoonLampSurprise FillTheRoomWithMoons MoonMaskPhotobomb GlowStarCeiling CrescentPillowSwap MoonPieOnTheirDesk MoonWindowClingMessage',
    tech: 'NightModeMoonShot ZoomToTheMoon LunarLanderCoding MoonriseTimelapse MoonThroughBinoculars MoonPhaseDailySnap MoonStargazingAppHunt MoonPhoneTripodHack',
  },
  mop: {
    educational:
      'HowMopsAbsorb SpongeVsMopLab WhoInventedTheMop MopCapillaryAction MicrofiberVsCotton WeighASoakedMop MopEvaporationTest MopDesignThenVsNow',
    cooking:
      'MopSauceRibs PancakeMessMopUp MopUpTheGravyBread BBQMopChicken CleanAsYouCook MopAndChopCombo MopGlazedSalmon MopSpillFreeBaking',
    wellness:
      'MindfulMopping TenMinuteMopReset SundayMopRitual MopWithAPodcast MopAwayTheStress CleanHomeClearMind MopInSilence MopAndBreathe',
    speed:
      'MopStickBalanceTimer MopKitchenInOneSong BucketWringSprint MopBeforeGuestsArrive MopItInAMinute BeatTheDoorbell MoppingDustBunnyHunt MopBlitzEveryRoom',
    music:
      'WhistleWhileYouMop MopMicKaraoke MopBucketDrums MopGuitarSolo MopTopCover SqueakyCleanBeat ConductWithAMop MopRapBattle',
    pet: 'MoppingDogTowelStation CatPouncesOnMop PetVsMopStandoff MopChasingPup PawsOffMyMop MudSeasonMopUp PuppyOrMop MopParrotSupervisor',
  },
  morning: {
    dance:
      'MorningCoffeeShimmy MorningSlipperShuffle WakeUpWiggle GoodMorningGroove SnoozeButtonBop MorningMoonwalk MorningToothbrushDance MorningKitchenConga',
    prank:
      'MorningBreakfastInBed MorningMirrorMessage MorningJokeOnTheFridge GoodMorningGooglyEyes WakeUpToBalloons MorningAlarmAnthem MorningBananaPhone MorningStickyNoteTrail',
    educational:
      'MorningWordOfTheDay WhyBirdsSingAtDawn AreYouAMorningPerson MorningDewMystery SunriseScience MorningBodyClockQuiz LearnAPhraseEachMorning MorningShadowLengthTest',
    wellness:
      'MorningGratitudeList MorningPagesJournal PhoneFreeFirstHour MindfulMorningTea SlowMorningSunday SunriseStillness MorningMakeYourBed MorningGlassOfWater',
    speed:
      'MorningRushRace OutTheDoorInFive MorningLunchboxDash SnoozeYouLose MorningSpeedrun MorningBedBlitz MorningOutfitPickIn10 MorningShoesOnCountdown',
    music:
      'MorningAlarmRemix MorningKettleRhythm CerealCrunchBeat MorningHasBrokenCover SnoozeButtonSolo SingYourMorningAnthem MorningSpoonDrumline MorningBirdsongDuet',
    tech: 'MorningAppAudit SmartAlarmTest SleepTrackerScore AutomateMyMorning MorningHomeScreenTour GoodMorningGadgets TimelapseMyMorning MorningPlaylistBuilder',
    gaming:
      'MorningPuzzleStreak MorningCrosswordSprint MorningChessOpening FiveQuestionMorningQuiz MorningSolitaireRace OneLevelBeforeCoffee MorningCommuteBingo MorningSudokuDuel',
  },
  'morning routine': {
    educational:
      'MorningRoutineScience SunlightMorningRoutine MorningRoutineHabitTest TryAFamousMorningRoutine LarkOrNightOwlQuiz EarlyBirdFacts MorningRoutineBrainBoost MorningRoutineMythOrFact',
    music:
      'MorningRoutineRap RemixMyMorningRoutine MorningRoutineHumAlong SingYourMorningRoutine GoodMorningBaltimore AlarmToneCover MorningRoutineMusical MorningRoutineJingle',
  },
  'morning workout': {
    travel:
      'AMWorkoutWithAView MorningWorkoutBeach JetLagMorningJog MorningWorkoutParkRun CityStairsAtDawn SunriseSummitSweat HotelRoomAMWorkout AMWorkoutOnVacation',
    fashion:
      'AMWorkoutFitCheck PajamasToPilates MorningWorkoutLayers AMWorkoutGlowGear MorningWorkoutOOTD EarlyWorkoutCapStyle MatchingAMWorkoutSet AMWorkoutMonochrome',
  },
  mosquito: {
    prank:
      'FakeMosquitoSticker ToyMosquitoOnLaptop MosquitoNetCanopyFort MosquitoPhotobombEdit MozzieFlyOnAString MosquitoBuzzRingtone MosquitoShadowOnTheWall MosquitoDoodleOnBanana',
    cooking:
      'MosquitoFreeCookout MosquitoNetPicnic NoMosquitoPatioDinner BasilMintMosquitoPesto GarlicBreathDefense BBQBeforeTheMozzies MozzieProofMocktails MosquitoSeasonLemonade',
    speed:
      'MosquitoNetSetupRace MosquitoSwatReflex ScreenDoorMosquitoDash BeatTheMosquitoHour ZipTheTentFast MosquitoFactsBlitz MosquitoClapCatch MosquitoWindowShutTimer',
    gaming:
      'MosquitoSwatGame HighScoreMosquitoHunt MosquitoBiteTag MosquitoBossWave MosquitoCardDuel BugZapperArcade BuzzLikeAMosquito MosquitoBalloonKeepUp',
  },
  motel: {
    prank:
      'MotelTowelSwan NoVacancyBedroomSign PillowMintSurprise GiantMotelKeyTagSwap MotelFrontDeskAtHome MotelPostcardNote MotelWakeUpCall MotelDoNotDisturb',
    educational:
      'WhyItsCalledMotel HowNeonSignsGlow MotelRoute66Quiz MotelThenVsNow MotelArchitectureQuiz MotelRoadTripMath MotelFontDetective MotelVsHotel',
    art: 'NeonSignPhotoWalk MotelPoolPolaroids MotelFacadeSketch MotelPostcardPainting MotelKeyTagCollage DesignYourMotelLogo RetroMotelMural MotelMiniature',
    gaming:
      'RoadTripMotelCharades MotelHandheldLeague PoolsideDominoes MotelTableTourney MotelEscapeRoom MotelCardGameMarathon CheckersAtTheMotel MotelTriviaNight',
  },
  'mothers day': {
    dance:
      'MothersDayKitchenWaltz MomAndMeDanceOff MothersDayDecadesDance MotherSonSlowSway MothersDayShuffle MotherDaughterTwirl MothersDayCongaLine MothersDayTapDance',
    educational:
      'WhoFoundedMothersDay AnimalMothersInNature MomFunFactsQuiz GuessTheMothersDayCountry MamaInEveryLanguage WhyMothersDayIsInMay MothersDayFamilyTree MothersDayAskGrandma',
    tech: 'MothersDaySlideshow TechHelpForMom MothersDayPhotoScan MothersDayMontage AIRestoresMothersPics MothersDayQRCard MothersDayVoiceMessage MothersDayPhoneWallpaper',
  },
  motorcycle: {
    dance:
      'LeatherJacketStrut BikerBootStomp MotorcycleMoonwalk MotorbikeMacarena MotorcycleRevAndRoll MotorbikeLineDance AirMotorcycleDance MotorcycleHandlebarShimmy',
    funny:
      'MotorcycleHelmetHair MotorcycleRiderTypes MotorcycleBugsInTeeth MomMeetsMyMotorcycle MyDogRatesMyMotorcycle OneMoreBikeIPromise MotorcycleVroomOff MotorcycleSoundsByDad',
    prank:
      'MotorcycleHelmetBalloons MotorcycleToyBikeSwap FakeMotorcycleRevSound MotorcyclePlushPassenger SidecarSurprise MotorcycleGooglyEyes MotorcycleRubberDuck MotorcycleThankYouNote',
    educational:
      'MotorcycleGearShiftDemo MotorcycleHelmetFitCheck HowMotorcyclesStayUp MotorcycleSafetyQuiz MotorbikeMythsBusted MotorcycleHandSignals MotorcycleThenVsNow MotorcycleEngineParts',
    speed:
      'MotorcycleGearUpRace NameMotorcyclePartsIn60 MotorcycleWashTimer MotorbikeChainBlitz MotorcycleTireCheck MotorcycleHelmetQuickDraw PackTheMotorcycleFast MotorcycleChecklistDash',
    pet: 'MotorcycleJacketCuddle NapNextToTheMotorcycle MiniMotorcycleToyChase MotorcyclePetWelcomeHome DrawMyDogOnAMotorbike BikerBandanaPet MotorbikeTreatPuzzle CatCardboardMotorcycle',
  },
  mountain: {
    dance:
      'SummitVictoryDance MountainBootStomp MountainEchoGroove AintNoMountainHigh DanceLikeAMountainGoat HillsAreAliveTwirl MountainHoedown MountainYodelShuffle',
    speed:
      'SwitchbackSprint MountainPeaksQuizBlitz MountainSpeedHike MountainJigsawDash PackForTheMountainFast UpTheMountainIn60 MountainTentPitchOff MountainBootLaceRace',
    tech: 'MountainPanoramaFails MountainPeakIDTest MountainCloudTimelapse MountainTopSignalHunt MountainGPSvsMap MountainStepsVsEverest MountainWeatherVsApp MountainPhotoEditing',
    pet: 'MountainDogHike PawBalmAfterTrail MountainCatOnALeash MountainPupSnackBreak MountainCozyCabinNap PetPeakPose MountainStreamSplash MountainTracksDetective',
    gaming:
      'KingOfTheMountain MountainGoatCharades MountainTriviaNight BuildTheTallestMountain MountainCabinBoardGames NameThatMountainQuiz MountainRescueCoop MountainCardTowerDuel',
  },
  mouse: {
    prank:
      'StickyNoteOnTheMouse SwapTheirMouseButtons MouseHoleSurprise MouseShadowPuppet MouseEarsPhotobomb UpsideDownCursor TinyMouseDoorReveal MousePadMakeover',
    fashion:
      'MouseEarsHeadband MouseBunHairstyle DIYMouseCostume MousyGreyGlam CheeseWedgeEarrings MousePolkaDotFit MouseWhiskerMakeup MousePrintSweater',
  },
  mousetrap: {
    dance:
      'MousetrapFreezeFrame MousetrapCheeseWheelSpin MousetrapRobotMoves SneakyMouseShuffle MousetrapWhiskerWiggle MousetrapCartoonChase MousetrapMoonwalk MousetrapLimbo',
    fitness:
      'CatAndMouseTag MousetrapBearCrawl MousetrapSpringJumps MousetrapWallSit MousetrapPlankHold SnapBackSquats MousetrapCarChase MousetrapBurpeeLadder',
    funny:
      'CartoonMousetrapLogic MouseOneHumansZero MousetrapDadPOV MousetrapNatureDoc MousetrapOutsmarted PeanutButterVsCheddar MousetrapSpyMission MousetrapBuildFail',
    prank:
      'ToyMiceInTheDrawer TinyMouseFootprints PaperMousetrapPrank MousetrapCakeFakeout MousetrapGameSurprise MousetrapPuzzleBox MousetrapFairyDoor MousetrapNoteDelivery',
    fashion:
      'MouseEarsHeadband MousetrapBrooch MousetrapCostumeDIY MousetrapHalloween CheeseWedgePurse CatAndMousetrapDuo DetectiveMousetrapLook MousetrapMiceSocks',
    speed:
      'MousetrapCarDragRace MousetrapBuildIn30 MousetrapPuzzleBlitz CatchTheMouseRelay MousetrapRubeGoldbergRun MousetrapFactsQuickfire MousetrapGameSpeedrun MousetrapSketchSprint',
    music:
      'ThreeBlindMiceCover MousetrapGameJingle MousetrapSpringTwang MousetrapKazooSolo SqueakyToyBeatbox MousetrapChaseTheme PlinkPlonkMousetrap MousetrapTinyOrchestra',
    tech: 'MousetrapCarBuildLapse MousetrapSlowMo MousetrapStopMotionHeist CodeAMousetrapGame MousetrapTrailCamPOV PhonePingsOnSnap MousetrapSensorAlert MousetrapRacerSpeedTest',
    pet: 'CatVsToyMouse KittenIsMyMousetrap PetProofTheMousetrap DogChasesMousetrapCar PetSafeMousetrap MouserOnDuty MousetrapFeatherWand MousetrapGameCatCameo',
  },
  movie: {
    dance:
      'MovieMontageDance MovieMusicalNumber MovieCreditsGroove FilmNoirFoxtrot BigScreenDanceOff PopcornBucketShimmy StepIntoTheMovie MovieHeroSlowMoStrut',
    prank:
      'MovieQuoteOnlyDay MovieUsherAtHome MovieTicketSurprise MovieNightTakeover MovieTrailerVoicePrank MovieStarDoorSign FakeFilmSpoiler MovieCreditsWithTheirName',
    educational:
      'MovieMagicRecreated MovieScienceFactCheck HowMoviesMove MakeMovieSoundsAtHome ShootASilentFilm FlipBookFrameRate WhatTheMovieGotWrong GuessTheMovieBudget',
    speed:
      'FilmTriviaBlitz MoviePlotIn10Words MovieRemakeSprint FinishTheMovieQuote EmojiMovieGuess PopcornBeforeTrailers MovieTitleRapidFire MovieSceneRecreateRace',
    gaming:
      'MovieCharadesNight MovieTriviaShowdown GuessTheFilmQuote MovieBingoCard NameThatMovieScore EmojiPlotPuzzle MoviePictionaryDuel MovieWouldYouRather',
  },
  'movie night': {
    fashion:
      'RedCarpetMovieNight DressAsTheMovieLead MovieNightPajamaFit 3DGlassesGlam IconicMovieCosplay MovieNightPopcornLook MovieNightHoodieStyle MovieNightBlanketCape',
    speed:
      'PickAMovieIn60 MovieNightNameThatFilm MovieQuoteQuickfire BeatTheTrailers MovieNightSetupRace CreditsCleanupDash MovieNightSnackSprint MovieNightPillowPileClock',
  },
  'movie theater': {
    dance:
      'RecreateAMovieDance CinemaPosterPoseOff MovieMusicalMoment MovieNightMoonwalk CreditsRollShuffle PopcornBucketBop MovieTheaterLobbyStrut MovieTheaterTicketTwirl',
    prank:
      'SurpriseMovieTickets CinemaSnackBasket LivingRoomCinema MovieUsherWelcome VelvetRopeBathroom RedCarpetHallway MovieTheaterSeatSigns MovieTheaterIntroVoice',
    educational:
      'WhyCinemaSoundBooms MovieTheaterThenVsNow MovieFrameRateQuiz TheScienceOf3DMovies HowFilmProjectorsWork CinemaFlipbookIllusion CinemaMythOrFact MovieTheaterSeatingMath',
  },
  'moving day': {
    prank:
      'MovingDaySillyLabels MovingDayBalloonRoom MovingDayGooglyEyes MovingTruckSerenade MovingDayFakeHeavyBox MovingDayThankYouNotes WelcomeWagonMovingIn MovingDayPizzaForHelpers',
    educational:
      'MovingDayLeverPhysics MovingDayBoxMath MovingDishPackHack MovingOutChecklist LiftWithYourLegs TetrisTheTruck InclinedPlaneMovingDay MovingDayCostQuiz',
    cooking:
      'MovingDayPizzaNight MovingDayFloorPicnic MovingOutPantryPasta MovingInMugCake OneBoxKitchenDinner EmptyFridgeFeast MovingDaySnackBasket MovingDaySandwichPlatter',
    music:
      'MovingDayBoxDrums MovingDayPlaylist MovingOutBallad MovingOnUpSingAlong EmptyRoomAcoustics TapeGunBeatbox AnthemForMovingDay MovingDayWhistleWork',
    pet: 'MovingDayCatCarrierCalm PuppyFirstMovingDay BunnyMovingInTour KittenClaimsAWindow MovingDaySniffPatrol PetRatesTheNewHouse SafeRoomOnMovingDay MovingDayHamsterTravel',
    gaming:
      'MovingDayTruckTetris MovingBoxFortBattle MovingDayMysteryItem MovingInBossLevel MovingDayCardboardJenga UnpackingSpeedrun MovingDayBingoCard MovingDayTreasureHunt',
  },
  mowing: {
    dance:
      'LawnmowerVictoryDance MowingLineDance MowingSprinklerMove LawnStripeShuffle MowingRakeTwirl MowTheFloor MowingMacarena MowingDoneBoogie',
    prank:
      'MowingCookieBreak SecretMowingFavor MowingGnomeTakeover MowingBalloonWelcome LawnmowerFairy SurpriseStripedLawn MowingLemonadeDelivery MowingThankYouSign',
    educational:
      'MowingStripesScience HowMowingBladesWork NoMowMayFlowerCount WhyGrassGrowsBack LawnAndOrder MowingMythOrFact BeeFriendlyMowing MowingHeightMatters',
    travel:
      'HayMowingFarmVisit StadiumMowingPatterns MowingMeadowHike FreshlyMowedParkNap LawnmowerRaceDayTrip MowingStripeSpotting MowGrandmasLawnTrip MowingTheCabinYard',
    fashion:
      'MowingFitCheck MowingSunHatLook DadMowingUniform GrassStainDenim DressedToMow YardWorkRunway MowingGogglesAndBoots MowingEarmuffsChic',
    speed:
      'MowingBeatTheRain MowingGearUpTimer MowingBagTieRace MowingClippingsDash MowingHoseCoilBlitz MowingWeedPullCountdown RakeAfterMowingRace MowingSweepUpSprint',
    pet: 'AfterMowingZoomies MowingDayPupRoll MowedLawnFetchTime FreshCutGrassSniff MowingWindowWatchCat PawPrintsOnStripes KittyInspectsTheMow MowingDaySprinklerDog',
  },
};
