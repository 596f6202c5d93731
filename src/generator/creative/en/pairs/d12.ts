import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'parking meter': {
    dance:
      'ParkingMeterRobot ParkingMeterFreeze ParkingMeterTwoStep FeedTheMeterShuffle ParkingMeterTickTock BeatTheMeterBoogie MoonwalkParkingMeter ParkingMeterTango',
    fitness:
      'ParkingMeterSprint LungeToParkingMeter ParkingMeterSquats ParkingMeterCoinCrunch ParkingMeterCalfRaises ParkFarWalkMore ParkingMeterStepUps JogToParkingMeter',
    prank:
      'ParkingMeterCookieJar DrivewayParkingMeter BathroomParkingMeter SurpriseFeedTheMeter ParkingMeterPiggyBank ReservedSpotForDad ParkingMeterFairy SofaParkingMeter',
    educational:
      'HowParkingMetersWork ParkingMetersThenAndNow ParkingMeterMath ParallelParkingPhysics ParkingMeterInventor GuessTheMeterHaul WhyCitiesUseParkingMeters ParkingMeterTrivia',
    cooking:
      'ParkingMeterShapedCake ParkingDayPicnic BeatTheMeterLunch ParkingMeterTimerMeal ParkingMeterCookies CurbsideParkingSnack ParkingMeterCupcakes ChocoCoinParkingMeter',
    travel:
      'ParkingMeterCityWalk TwoHourParkingTour ParkingMeterBeachDay ParkingMeterSightseeing OneParkingMeterAdventure ParkingMeterRoadTrip ParkingMeterPhotoHunt QuirkiestParkingMeter',
    fashion:
      'ParkingMeterFitCheck DressedAsAParkingMeter ParkingMeterSilverLook StrikeAMeterPose ParkingMeterStreetStyle LeanOnTheMeter ParkingMeterOOTD ParkingMeterCatwalk',
    wellness:
      'FeedAMeterForSomeone NoRushParkingMeter ParkingMeterPause ParkingMeterDeepBreaths ParkingSpotStillness ParkedCarMeditation ParkingMeterKindness MindfulParkingMeter',
    speed:
      'BeatTheParkingMeter ParkingMeterPennyStack ThreeErrandsOneQuarter ParkingMeterCoinCount FeedTheMeterSprint ParkingMeterRelay ParkingMeterCountdown ParkingMeterShowdown',
    music:
      'ParkingMeterBlues ParkingMeterSerenade FeedTheMeterSong ParkingMeterCoinDrop ExpiredParkingBallad ParkingMeterJingle ParkingMeterRap ParkingMeterBeatbox',
    tech: 'ParkingMeterTimeLapse AIFindsParking ParkingMeterMapPin AppVsCoinParking ParkingSensorDemo ParkingMeterTimerWidget ParkingMeterPhoneAlarm ParkingMeterQRScan',
    pet: 'ParkingMeterSniffTour ParkingMeterLooseLeash ParkingMeterTreatJar PupByTheParkingMeter ParkingMeterDogWalk MeterTimeZoomies ParkingMeterPawShake DoggoMeetsParkingMeter',
    gaming:
      'ParkingMeterTimeAttack ParallelParkingGame ParkingMeterDoodleDuel FeedTheMeterHighScore ParkingMeterCoinCatch ParkingMeterPennyPitch GuessTheParkingMeterTotal ISpyAParkingMeter',
  },
  passport: {
    dance:
      'PassportStampStomp PassportFolkStep OneMovePerPassportCountry PassportCityGroove PassportSuitcaseSway PassportLineWiggle PassportSambaStop PassportPhotoPoseFreeze',
    fitness:
      'PassportStampSteps PassportFlagJumpingJacks PassportOnHeadLunges PassportJetLagPlank CarryOnBagSquats PassportWorldWalk PassportPushUps PassportStretchAtTheGate',
    funny:
      'PassportPhotoFail PassportPanicCheck PassportExpiredOops WhereIsMyPassport PassportPackingMeltdown PassportPocketPatDown PassportStampEnvy PassportPoseRecreate',
    prank:
      'PassportToTheLivingRoom PassportCoverSwap PassportDoodleStamps KidsPassportForTeddy FridgePassportControl PassportVisaStickyNote PassportForThePlant PassportForTheGoldfish',
    educational:
      'VisaVsPassport PassportPowerRanking PassportCountryCodes WhyPassportsAreBlue FirstPassportEver PassportHiddenArt PassportColorMeanings HowPassportsGetPrinted',
    cooking:
      'OneDishPerPassportPage CookYourPassportStamps PassportBreakfastTour PassportDessertDare WorldPlateFaceOff PassportFlagPizza PassportPotluck PassportSnackSampler',
    fashion:
      'WearYourPassportCountry PassportPhotoOutfit PassportCrossbodyBag PassportPouchGlowUp AirportFitCheck JetSetterCapsule PassportColorMatch PassportPocketJacket',
    wellness:
      'PassportGratitude PassportStampStories DreamPassportBoard PassportFlipThrough TravelMemoryJournal PassportQueueBreathing PassportPhotoThenNow PassportCalmBeforeFlights',
    speed:
      'PassportStampSprint PassportCapitalBlitz PassportControlRelay PassportFlagRush BoardingGateDash PackingListCountdown PassportQuickDraw FindYourPassportIn30',
    music:
      'PassportSongTour PassportAnthemMashup PassportLanguageCover PassportMixtape PassportHelloSong OneTuneFiveCountries PassportKaraokeNight PassportLullabyFromAbroad',
    art: 'PassportStampArt PassportCoverPainting PassportScrapbook PassportPageWatercolor PassportSelfPortrait InventACountryFlag DesignYourPassport PassportPostcardSketch',
    tech: 'PassportPhotoAppTest PassportTripSpreadsheet CheckYourPassportDate MapEveryPassportStamp PassportCurrencyConverter DigitalTravelWallet PassportRenewalReminder PassportPhraseTranslator',
    pet: 'PetsFirstPassport PassportPhotoForFido PassportCatCarrier PassportPawPrint PetPassportCheckIn JetSetterPup PassportPawtrait PassportBunnyTravelPlan',
  },
  password: {
    dance:
      'PasswordIsADanceMove SecretKnockGroove PasswordShimmyToEnter ForgotThePasswordJig WhatsThePasswordWiggle PasswordHandshakeCombo PasswordPopAndLock PasswordSpinAndClap',
    fitness:
      'PasswordPushUps ForgotPasswordBurpees LoginLockoutLunges PasswordSquatPerLetter PasswordWallSit PasswordProtectedPlank PasswordLengthLaps PasswordJumpingJacks',
    funny:
      'ForgotPasswordAgain PasswordHintFails PasswordResetLoop PasswordRulesParody PasswordNeedsADinosaur MustContainOneEmoji PasswordTooWeakPopUp PasswordTypoDrama',
    prank:
      'PasswordForTheFridge SecretPasswordToEnter PasswordWiFiLoveNote PasswordIsAHug RemoteNeedsAPassword RiddleToUnlockSnacks PasswordIsAJoke PasswordBedroomDoorSign',
    educational:
      'PasswordStrengthTest WhyLongPasswordsWin PasswordCrackTimeMath PassphraseVsPassword HowHackersGuess SpotThePhishing BuildAPasswordYouRemember PasswordTwoStepDemo',
    cooking:
      'PasswordProtectedCake PasswordPizzaRiddle SecretRecipeLock PasswordAlphabetSoup CrackTheCodeCupcakes PasswordPleasePie WhatsTheWafflePassword PasswordFortuneCookies',
    travel:
      'PasswordWiFiCafeHunt PasswordEscapeRoomTrip CityPasswordQuest PasswordRoadTripGame PassportAndPassword PasswordTreasureHuntWalk PasswordMuseumClueTrail PasswordLandmarkRiddles',
    fashion:
      'PasswordPadlockLook PasswordSpyTrench HackerHoodieStyle DressCodePassword PasswordFitCheck PasswordBeadBracelet PasswordPrintTee PasswordSecretAgentShades',
    wellness:
      'PasswordResetDay PasswordAffirmation ScreenLockBreathing PasswordPepTalk MantraAsPassword LogOutToUnwind PasswordFreeSunday PasswordDigitalDetox',
    speed:
      'PasswordTypingRace FastestSecureLogin PasswordRiddleSprint PasswordStrengthQuickfire PasswordTipsIn30 PadlockComboDash PasswordResetRush PasswordMemorizeCountdown',
    music:
      'PasswordJingle PasswordMnemonicRap PasswordKeypadTune PasswordPianoUnlock ForgotPasswordBlues PasswordPowerBallad PasswordSingAlong PasswordRhymeTime',
    art: 'SecretCodeComic PasswordInvisibleInk PasswordKeyholeSketch PasswordPadlockPainting PasswordPixelArt CipherWheelCraft PasswordSafetyPoster PasswordMonsterDoodle',
    pet: 'CatWalksOnKeyboard PasswordDogTrickUnlock PuppyDoorbellCode PasswordForKibbleTime PawPrintPassword SecretPasswordTreat FidoKnowsThePassword DogBarksThePassword',
  },
  paw: {
    dance:
      'ToeBeanTapStep PawWaveShimmy PawsUpBounce PawShakeGroove DoThePawShuffle PawsomeTreatTwirl JazzPaws PawPrintSocksHop',
    fitness:
      'ToeBeanCalfRaises PawBearCrawl PawPlankTaps PuppyPawPushups DownwardDogPaws CrabWalkLaps PawsitiveSquats HighFivePawBurpees',
    funny:
      'PawToTheFaceWakeUp PawUnderTheDoor PawOnKeyboardEmail ToeBeanBoop CatPawsOffTheTable WhoLeftThesePawPrints TalkToThePaw SlowMoPawSwat',
    prank:
      'PawPrintNoteFromPet PawMittenHandshake PawsOnTheirPillow PawTrailToTheCookieJar StickerToeBeans PawShapedToastSurprise MysteryPawTracks GiantPawSlippers',
    educational:
      'WhyToeBeansAreSoft PawPrintIdentify PawSweatGlands PawPadQuiz PawsSmellLikeCornChips ClawRetractionLesson PawPreferenceTest PawAnatomyMap',
    cooking:
      'ToeBeanMochi PawPrintCookies PawMacarons PawsomePancakes CatPawLatteArt PawShapedSandwiches PeanutButterPawTreats FrozenYogurtPaws',
    travel:
      'PawPrintsInTheSand ToeBeansInTheSnow PawFriendlyCityTour PawsPickTheRoute PawsOnTheTrail DogBeachDayTrip HikingPawCheck MuddyPawAdventure',
    fashion:
      'ToeBeanEarrings PawPrintNailArt PawCharmBracelet PawsomeFitCheck MatchYourPetsPaws PawPinkMakeupLook TinyPawBooties CrochetPawMittens',
    wellness:
      'HoldAPawAndBreathe ToeBeanGratitude PawBalmRitual PawSpaDay SoftPadPeace SlowSniffyWalk GentlePawMassage QuietPawsMeditation',
    speed:
      'PawHighFiveStreak PawWipeDash PawOnCueBlitz ToeBeanStampRace TenPawShakesFast DrawAPawIn10 FastestPawTrick PawTargetTouchTimer',
    music:
      'PawPianoSolo ToeBeanDrumming PawButtonBeat PawsForApplause ClawClickRhythm PawTapJam XylophonePaws DoorbellPawSong',
    art: 'PawPrintClayKeepsake PawInkStampCanvas PawtraitPainting ToeBeanSketch SnowPawArt SaltDoughImpression SilhouettePawCutout DrawYourPetsPaw',
    tech: 'ToeBeanMacroShot PawPrintLockScreen PawTapSelfie PawtraitMode PawFilterTest DoorbellPawButton StopMotionPawShake SlowMoPawStrike',
    gaming:
      'PawPlayerTwo ToeBeanButtonMash PawOnTheController PawBuzzerQuiz TabletGamesForPaws PawHideAndSeekTreat HighPawScore RockPawScissors',
  },
  payday: {
    dance:
      'PaydayMoneyDance PaydayDepositJig PaydayWalletWiggle OfficeShuffleOnPayday PaydayHappyFeet PaydayPiggyBankBop PaydayPolka PaydayFridayBoogie',
    fitness:
      'PaydayGroceryCarry PaydayVictoryLap PaydayNewSneakersRun PaydayStairClimb PaydaySquats PaydayPushUpPact PlankTillPayday PaydayJumpRope',
    prank:
      'PaydayCoffeeSurprise PaydayKudosBanner PaydayDonutDrop PaydayPizzaAmbush LunchIsOnMe PayItForwardDriveThru SecretPaydaySanta PaydayChocoCoinWallet',
    educational:
      'PaydaySavingsSplit PaydayPayslipDecoded ThreeJarsEveryPayday WhereDoesPaydayGo HowInterestGrows EmergencyFundMath GuessTheCostPayday PaydayTaxBasics',
    cooking:
      'PaydaySteakDinner PaydayFancyBrunch PaydayFeastMode BrokeVsPaydayPlate DayBeforePaydayPantry PaydayDessertUpgrade PaydayTakeoutFakeout PaydayHomemadePizza',
    travel:
      'PaydayWeekendGetaway PaydayMuseumHop PaydayMysteryDrive PaydayTrainToSomewhere PaydayBusAdventure PaydayFoodTruckHunt PaydayStaycation PaydayPicnicInThePark',
    fashion:
      'PaydayHaul PaydayFitCheck PaydayShoeUpgrade ThriftedOnPayday TreatYourselfLook PaydayOutfitUnder20 PaydayPowerSuit PaydayHatShopping',
    wellness:
      'PaydayTreatYourself PaydayBudgetCalm PaydayBubbleBath GratefulOnPayday NoSpendWeekendReset BillsPaidExhale PaydayGiveBack PaydaySlowCoffee',
    speed:
      'PaydayShoppingSprint PaydayBillsSpeedRun PaydayReceiptSortDash PaydayBeatTheClock PaydayBudgetIn60 CoinJarCountTimer PaydayPennyStack PaydayGroceryListRace',
    music:
      'PaydayAnthem PaydayFunkJam PaydayPowerBallad ItsPaydayRemix PaydayRapVerse ClinkingCoinsLoop SingYourPaydayJingle PaydayKazooFanfare',
    art: 'PaydayMoodComic PaydayPiggyBankPaint PaydayEnvelopeArt DrawYourDreamPurchase DrawYourPaydayFace PaydayVisionBoard FoldYourPaydayCash PaydayCoinRubbings',
    tech: 'PaydaySpreadsheet PaydayAutoSave PaydayRoundUpHack PaydayCountdownWidget AIRoastsMySpending PaydaySubscriptionCheck PaydayAppShowdown PaydayBudgetChart',
    pet: 'PaydayPetTreats PaydaySpoilsTheDog PaydayCatTowerUpgrade PaydayGroomerVisit PawsForPayday PupBirthdayBox PaydaySpaDay PaydayNewToyReaction',
    gaming:
      'PaydayBoardGame GuessThePricePayday PaydayArcadeRun BrokeGamerChallenge PaydaySavingsPuzzle PaydayPiggyBankToss PaydayBudgetTrivia PaydayBillsBingo',
  },
  pc: {
    dance:
      'PCBootUpShuffle NewPCVictoryJig PCLoadingBarMoves SwivelSpinAtThePC PCStartupSoundDance GrooveTillThePCUpdates PCScreenSaverSway PCDeskChairShimmy',
    fitness:
      'PCLoadingScreenSquats PCRebootPushups PCUpdatePlanks StepsAwayFromThePC TouchGrassChallenge PCLevelUpJumpingJacks PCDeskStretchBreak PCChairLegRaises',
    funny:
      'DidYouTryRestarting PCFanJetEngine ShowUsYourPCCableMess PCUpdateAtWorstTime WhenThePCWontTurnOn PCTechSupportSkit PCAutocorrectFails HowManyPCTabsAreOpen',
    prank:
      'UpsideDownPCScreen PCWallpaperSwap PCMouseStickyNote GooglyEyesOnThePC ScreenshotYourDesktop FakeUpdateOnTheirPC PCSaysHelloOnStartup PCGiantCursorPrank',
    educational:
      'PCPartsQuiz InsideAPC PCAirflowTissueTest WhatMakesYourPCFast RoomSizedComputer HowACPUThinks ComputerBinaryNameTag ComputerThenVsNow',
    cooking:
      'PCBuildCake OneHandedPCSnacks PCMotherboardBrownies PCDeskNachos PCKeyboardCookies PCGamerEnergyBites PCMouseSandwich RGBRainbowPCPancakes',
    travel:
      'PCCafeDayTrip LeaveThePCAtHome VirtualVacationOnMyPC HotelDeskPCSetup PCGamerTouchesGrass PCFreeWeekendWalk PCLibraryDayOut OldPCMuseumHunt',
    fashion:
      'MatchYourPCSetup PCGamerFitCheck WearYourPCSpecs PCKeycapJewelry DressLikeYourPC DesktopToDinnerLook PCGlassesTryOn 90sComputerLabOutfit',
    wellness:
      'PCScreenBreak PCEyeRestTimer LogOffThePCAtSunset ShutDownYourPCBy9 TouchGrassHour DesktopDetoxDay PCPostureCheck SipWaterEveryPCLevel',
    speed:
      'PCTypingRaceIn60 FastestPCBoot PCDeskCleanupDash PCKeycapSortBlitz BeatMyPCClickSpeed CableTidyShowdown PCDownloadsSpeedrun PCShortcutSprint',
    music:
      'RemixThePCStartupSound PCFanNoiseLofi PCKeyboardDrumSolo MakeATrackOnYourPC ErrorChimeSymphony DesktopDJSet PCMouseClickBeat SingYourPCSpecs',
    art: 'PCCaseMural PCPixelPortrait PCWallpaperGlowUp SketchYourPCSetup PCPaintMasterpiece StickyNoteArtOnYourPC DesktopIconArt DrawWithYourPCMouse',
    pet: 'FurryPCCoworker PetInspectsMyPC PCKittenKeyboardWalk PuppyStealsPCChair WarmPCCaseNap CatChasesThePCCursor PetAsYourPCWallpaper DogSupervisesPCBuild',
    gaming:
      'ConsoleVsPCDuel HostYourOwnPCLanParty PCBacklogBingo BeatMyPCHighScore ReplayYourFirstPCGame PCSolitaireFaceOff TwoPlayersOnePC PCChessPuzzleStreak',
  },
  pear: {
    dance:
      'PearTreeTwirl PearUpAndDance PearTwoStep PearBasketSpin BalanceAPearAndSway PearShuffle PearBoogie PassThePearGroove',
    fitness:
      'PearCrateCarry EarnThatPearCrumble PearPickingLunges PearOnHeadBalance PearPlankHold ReachForThePears PearPassSquats PearTossSitUps',
    funny:
      'PearPunBattle PearRipeForOneMinute PearTasteTestCritic AppleOrPearBlindBite PearDatingShow PearVoiceoverSkit TalkingPearPuppet PearWithGooglyEyes',
    prank:
      'IsItAPearOrCake PearInTheAppleBasket PearInEveryPocket PearPhoneCallPrank PearInTheCookieJar PearInTheirShoe PearStickersOnAllFruit OnlyPearPunsToday',
    educational:
      'PearsRipenInsideOut PearInABottleMystery WhyPearsAreGritty LemonVsBrownPearTest CountThePearSeeds HowToTellRipePears DoPearsFloatOrSink PearVarietyTasting',
    travel:
      'PickYourOwnPears PearTreeSpottingWalk FindAPearFestival PearAndCheesePicnic FarmStandPearHunt HikeWithAPear PackAPearForTheTrain PearsAtTheFarmersMarket',
    fashion:
      'PearColorOutfit PearEarringsDIY DressLikeAPear HeadToToePearGreen PearlsAndPears ThriftAPearPrintFit PearNailArtTutorial MakeAPearCharmNecklace',
    wellness:
      'MindfulPearBite PearGingerTeaBeforeBed PearTreeStretchBreak PearSnackPause APearAndAPoem SavorOneSlice PlantAPearSeedToday PearPicnicForOne',
    speed:
      'PearPeelRace PearCoreSprint PearStackAttack WobblyPearRollRace SortThePearsFast FillThePearBasketIn60 EggAndSpoonButPears PearPassBlitz',
    music:
      'PartridgeInAPearTree PearPicnicChorus PearShakerBeat PearfectPitch PairOfPearsDuet PearSpoonsJam PearBlossomLullaby PearCrateDrumSolo',
    art: 'PaintAPearADay OneLinePearDrawing SketchThePerfectPear PopArtPears PearStampPrints ClayPearSculpt PearWatercolorStudy DrawAPearWithAFace',
    tech: 'PearRipenTimelapse MacroPearCloseUp PearCannonballSlowMo PearEatenInStopMotion ShootAPearLikeAnAd PearGreenScreenTrip PearPortraitModeTest FaceSwapWithAPear',
    pet: 'PearPlushFetch CatMeetsAPear PupTriesAPearSlice PearSqueakyHunt PearRewardTrick PearUpWithYourPet DogSniffsAPear HamsterVsPear',
    gaming:
      'WheresThePear PearBowlingStrike PearHotPotato PearBasketTrickShot PearOrAppleBlindfolded PearBalanceRelay PearPairsMemory SpotTheOddPear',
  },
  perfume: {
    dance:
      'PerfumeSprayAndTwirl PerfumeCloudStep ScentTrailShimmy WaltzWithYourPerfume PerfumeSpritzSalsa ColognePosesOnTheBeat RunwayPerfumeStrut PerfumeMistMoonwalk',
    fitness:
      'PerfumeAdSlowMoJog PerfumeBottleBalance FreshScentCoolDown PerfumeSpritzSquats OnePerfumeSprayPerLap FragranceFlowYoga DoesPerfumeLastAWorkout PerfumeStairSprint',
    funny:
      'PerfumeAdParody TooMuchCologne PerfumeSampleHoarder PerfumeNamedAfterLunch NotesOfWetDog PerfumeSneezeAttack PerfumeWhisperVoice PerfumeGrandmaHug',
    prank:
      'PerfumeSwitcheroo PerfumeTrailToSnacks PerfumeGhostPrank PerfumeBoxFullOfSocks CologneOnTheTeddy PerfumeOnTheirPillow WhoWoreMyCologne FakePerfumeSniffTest',
    educational:
      'HowPerfumeIsMade GuessThePerfumeNotes PerfumeOnPaperVsSkin MakePerfumeFromPetals SmellItRememberIt WhyPerfumeFadesByNoon PerfumeDistillingDemo PerfumeBlindSniffQuiz',
    cooking:
      'PerfumeBottleCookies PerfumeInspiredMocktail CookYourPerfumeNotes FragranceFlavorMatch SmellsLikeMyPerfumeCake PerfumeBoxGingerbread PerfumeShapedBrownies PerfumeRoseShortbread',
    travel:
      'PerfumeSouvenirHunt MallPerfumeSniffTour PerfumeInMyCarryOn ScentOfYourHometown EveryTripGetsAScent StopAndScentTheRoses PerfumeForEachCity PerfumeTravelSizeTest',
    wellness:
      'ChooseAPerfumeForYourMood PerfumeBedtimeMist ScentMemoryJournal ScentAndBreathe WearPerfumeForYou PerfumeThatFeelsLikeHome CalmingFragranceWalk PerfumePulsePoints',
    speed:
      '60SecondPerfumeGRWM PerfumeCounterDash NameThatPerfumeIn10 ScentMatchSpeedRound PerfumeSamplesSortRace SniffAndSprint PerfumeWrapRace PerfumeShelfTidyBlitz',
    music:
      'PerfumeBottleChimes PerfumeLoveSong PerfumeAdRemix SingYourPerfumeNotes WhatSongIsYourScent PerfumeSprayBeatDrop WriteAPerfumeJingle PerfumeSoundtrack',
    art: 'PerfumeStillLife PerfumeLabelDesign DrawYourPerfume PaintAScent FragranceMoodBoard SketchAPerfumeAd PerfumeWatercolorBlot PerfumeBottleRedesign',
    tech: 'PerfumeBottleSlowMo AIPicksMyPerfume PerfumeAdGreenScreen PerfumeProductPhotoShoot PerfumeStopMotion MistInMacro PerfumeLongevityLog PerfumeCollectionShelfie',
    gaming:
      'PerfumePotionBrew ScentTrailHideAndSeek PerfumeWouldYouRather GuessThatScent PerfumeBlindSniffDuel PerfumeBingo PerfumeMemoryCards PerfumeTierList',
  },
  'pet store': {
    dance:
      'PetStoreHaulDance PetShopShuffle PetStoreAisleStrut PetStoreLeashTwirl SqueakyToyGroove PetStoreBagSpin CheckoutPetStoreJig PetShopDuetWithMyDog',
    fitness:
      'PetStoreFoodBagCarry PetShopWalkWithPup PetStoreStepCount PetStoreLitterLift LeashUpCardio KibbleSackSquats JogToThePetStore PetStoreLunges',
    funny:
      'PetStoreBudgetFail PetShopSqueakyToyTest PetStoreJustBrowsing PetStoreParrotHeckler PetStoreChewReviews HamsterWheelHypnosis DogPicksPetStore PetStoreReceiptReveal',
    prank:
      'PetStoreLeashForTeddy PetShopMysteryBag PetStoreRubberSnake PetStorePlushPupReveal SqueakyToySwap PetShopPlasticGoldfish FakePetStoreReceipt SecretPetStoreRun',
    educational:
      'PetStoreLabelReading NameEveryPetShopFish PetStoreMythOrFact GuessThePetStoreLifespan TestPetStoreChewToys PetStoreReptileQuiz KibbleMathPetStore PetStoreBirdFacts',
    cooking:
      'PetStoreTreatDupe PetShopBakeryAtHome PetStoreBiscuitCutouts PetStorePupsicles HomemadeKittyBites PetStoreStyleJerky CopycatPetStoreChews PumpkinPetStoreCookies',
    travel:
      'PetStoreCityCrawl PetStoreFieldTrip PetStoreAquariumVisit PetStoreRoadTripStops BoutiquePupTour WalkToThePetStore PuppysFirstPetStoreTrip SmallTownPetShopHop',
    fashion:
      'PetStoreMatchingCollar PetShopBandanaHaul PetStoreHarnessStyling TryOnAtThePetStore PetStoreGraphicTee PetStorePawPrintSocks PetStoreRunway PetStoreBowTieFlex',
    wellness:
      'PetStoreCozyBedHaul PetShopCalmingToyTest PetStoreSniffWalk AdoptionDayAtPetStore SnuggleBlanketPick PetStoreAquariumCalm PetStoreKindnessRun PetStoreSlowStroll',
    speed:
      'PetStoreListSpeedrun PetShopUnboxingRace PetStoreAisleDash BeatThePetStoreLine PetStoreToyPickIn10 KibbleScoopBlitz PetStoreTreatGrab SortThePetStoreHaul',
    music:
      'PetStoreJingle PetShopSqueakBeat PetStoreParrotChorus PetStoreBubbleHum ChewToyOrchestra DoggieInTheWindowCover KazooPetStoreParade RapAboutPetStore',
    art: 'DrawYourPetStoreHaul PetShopWindowSketch PetStoreFishWatercolor PaintAPetStoreMural SqueakyToyStillLife PetStoreCatalogCollage CardboardPetStore PetStoreSignPainting',
    tech: 'PetStoreGadgetReview PetShopSmartToyTest PetStoreHaulStopMotion PetStoreFountainSlowMo PetStoreListOnYourPhone PetShopAquariumCam PetStorePriceScan PetStoreAppDeals',
    gaming:
      'PetStoreToyTugOfWar PetShopSim GuessThePetStorePrice PetStoreScavengerHunt TreatStoreBoardGame ISpyAtThePetStore PetStoreBingo PetStoreRoleplay',
  },
  pharmacist: {
    dance:
      'PharmacistCoatSpin PharmacistRobotMoves PharmacistHappyHop PharmacyAisleGroove DanceLikeAPharmacist CounterSlideShuffle PharmacistPirouette BoogieWithPharmacists',
    fitness:
      'WalkToThePharmacist PharmacistCalfRaises PharmacistFootStretch PharmacyAisleLunges OnYourFeetPharmacist CounterPushUps SquatsForPharmacists PharmacistPlankBreak',
    prank:
      'PharmacistCosplayReveal PharmacistDeskBalloons PharmacistLabCoatOnTeddy PharmacistPunCard PharmacistKindNotes PharmacistMomSurprise PharmacistFanMail PharmacistCookieDelivery',
    educational:
      'AskAPharmacistAnything PharmacistMythOrFact WhyPharmacistsDoubleCheck WhatPharmacistsStudy ReadYourPharmacyLabel HowPillsGetCounted PharmacistPronouncesIt PharmacistSpellingBee',
    cooking:
      'PharmacistMortarPesto PackAPharmacistLunch PharmacistShiftSnacks PharmacistMealPrep CookForYourPharmacist PharmacistThankYouCake WeighItPharmacistStyle PharmacistPotluck',
    travel:
      'PharmacistTravelKit PharmacistMuseumTrip PharmacistVacationPOV FindAPharmacistAbroad PackLikeAPharmacist GreenCrossSpotting PharmacistCampingTrip PharmacistBeachBagCheck',
    fashion:
      'PharmacistCoatFitCheck PharmacistOffDutyLook PharmacistShoeRotation PharmacistHalloweenOutfit DressLikeAPharmacist ScrubsToStreetwear PharmacistLanyardFlex EnamelPinPharmacist',
    speed:
      'BeatThePharmacist PharmacistTypingTest PharmacistTongueTwisters PharmacistRefillDash SortItLikeAPharmacist CountByFivesSprint PharmacistLabelRace OutpaceAPharmacist',
    music:
      'PharmacistShakerBeat PharmacistParodySong PharmacistCounterRap KaraokeWithAPharmacist PharmacistBeatbox PharmacistRhymeTime PharmacistJingle SerenadeYourPharmacist',
    art: 'DrawYourPharmacist PharmacistLabelArt PharmacistCartoonSelf PharmacistStickFigures PharmacistThankYouCard MortarAndPestleSketch CaricatureAPharmacist PharmacistPaperDoll',
    tech: 'PharmacistVsRobot PharmacistAppReview PharmacistReminderHack AIVsPharmacistQuiz PharmacistDeskSetup PharmacistLabelMagnifier SmartPillboxPharmacist PharmacistTypingSpeedTest',
    pet: 'CatPharmacistPOV PharmacistDogDuty PharmacistPupPortrait PharmacistShiftEndWag PharmacistTreatCounter PharmacistNapBuddy PharmacistKittyCuddles PharmacistPawsCheck',
    gaming:
      'PharmacistWordScramble PharmacistTriviaNight PharmacistEscapeRoom BeatThePharmacistQuiz PotionShopPharmacist PharmacistVsTheRush PharmacistBingoCard CharadesForPharmacists',
  },
  'phone call': {
    dance:
      'PhoneCallCordTwirl RingtoneDanceBreak PhoneCallHappyFeet PhoneHoldMusicGroove TelephoneTango PhoneCallPaceShuffle PhoneCallWaitingDance PhoneCallHangUpMoonwalk',
    fitness:
      'PhoneCallWalkAndTalk PhoneCallCalfRaises PhoneCallWallSit SquatTillTheyAnswer HoldMusicPlank PhoneChatLunges PhoneCallMarchInPlace PhoneCallStretchBreak',
    funny:
      'PhoneCallVoiceSwitch PhoneCallGoodbyeLoop DadOnSpeakerMode PhoneCallRehearsal PhoneCallWrongNameOops WhoPhonesAnymore PhoneCallAnxietyPOV PhoneCallPocketDial',
    prank:
      'CallYourMomSurprise PhoneCallFromTheDog PhoneSerenadeAmbush ComplimentHotline PhoneCallBirthdayCrew TelephoneGameTwist PhoneCallJokeOfTheDay PhoneCallRiddleForDad',
    educational:
      'HowPhoneCallsTravel PhoneCallSpellYourName PhoneCallInMorseCode WhyWeSayHello PhoneEtiquetteQuiz TinCanPhoneScience PhoneCallOperatorHistory PhoneCallSpanishPractice',
    cooking:
      'PhoneCallGrandmaRecipe PhoneCallCookAlong HandsFreeDumplingFold DinnerOnSpeakerphone BakeWithDadByPhone CallYourMomSoupNight PhoneCallFamilyCookbook PhoneCallSandwichStack',
    travel:
      'PhoneCallFromTheBeach PhoneCallTourOfMyTown TimeZoneCheckIn CallYourMomAtEveryStop PhoneCallParkBenchChat PlanATripInOnePhoneCall PhoneCallOnTheTrain PhoneCallGuidedWalk',
    fashion:
      'PhoneCallFitCheck PhoneCallSlipperStyle PhoneCallLoungeLook VideoCallWaistUp PhoneCaseOutfitMatch DressForTheCall PhoneCallInPajamas PhoneCallStylistFriend',
    speed:
      'PhoneCallSpeedDial VoicemailInTenSeconds PhoneCallAnswerFastest OneMinutePhoneCatchUp PhonePickupReflex CallMomFromMemory PhoneCallTongueTwister PhoneCallRapidQuestions',
    music:
      'PhoneCallSerenade PhoneRingtoneRemix DialToneMelody PhoneCallLullaby PhoneCallSongChain PhoneHoldMusicCover PhoneCallDuet PhoneCallHumThatTune',
    art: 'PhoneCallDoodles RotaryPhoneStillLife PhoneCallSketchYourView DescribeAndDrawByPhone PhoneCallPortraitDuel PaintWhileYouCall PhoneCallClaySculpt PhoneCallColoringPages',
    tech: 'PhoneCallVsVoiceNote TinCanTelephoneBuild PhoneCallAudioTest AIAnswersMyPhone PhoneCallCaptionFails PhoneCallNoiseShowdown PhoneCallCupAmplifier PhoneCallQuietHours',
    pet: 'PhoneCallDogReacts PuppyHearsYourVoice PhoneCallCatCameo KittyStealsThePhone PetsOnSpeakerphone PhoneCallEarPerks PhoneCallBarkBack PhoneCallTailWagTest',
    gaming:
      'PhoneCallGuessTheSound PhoneCallWouldYouRather PhoneCallVoiceChess TwentyQsByPhone PhoneTriviaWithMom TelephoneGameNight PhoneCallRiddleRound PhoneCallBingo',
  },
  'phone case': {
    dance:
      'PhoneCaseStrapSwing PhoneCaseSwapShuffle PhoneCaseTransition PhoneCaseFlipStep CharmShakeGroove PhoneCaseCatwalk VogueWithPhoneCase TwirlYourPhoneCase',
    fitness:
      'PhoneCaseArmbandRun PhoneCaseBikeRide PhoneCaseStrapWalk PhoneDownRepsUp PhoneCaseLunges GymSelfieCounter PhoneCaseOnBackPlank PhoneCaseTrailHike',
    funny:
      'PhoneCaseCharmOverload PhoneCaseDropDrama PhoneCaseForEveryMood WhatsInMyPhoneCase UglyCaseContest ThickestPhoneCaseWins DadsWalletPhoneCase PhoneCaseTierList',
    prank:
      'PhoneCaseSwap PhoneCaseStickerBomb RemoteInAPhoneCase IsItAPhoneOrCake SecretPhotoInCase TinyGooglyEyeCase FaceOnPhoneCase PhoneCaseFakeCrack',
    educational:
      'PhoneCaseDropTest HowCasesProtectPhones PhoneCaseMaterialQuiz DoesAPhoneCaseCompost EggInAPhoneCase PhoneCaseMagnetStrength WhyPhoneCasesTurnYellow PhoneCaseBounceScience',
    cooking:
      'PhoneCaseCookies PhoneCaseCakeReplica PhoneCasePancakeArt PhoneCaseShapedToast CandyCharmCase CupcakeMatchesMyCase PhoneCaseChocolateMold PhoneCaseGummies',
    travel:
      'PhoneCaseTicketStubs PhoneCaseWalletDayOut WhatsBehindMyPhoneCase PhoneCasePostcards TravelStickerCase BeachSandProofCase PassportPhoneCase MapInMyPhoneCase',
    fashion:
      'PhoneCaseFitCheck PhoneCaseNailArtPair PhoneCaseColorMatch PhoneCaseShoeTwin OneCaseFiveOutfits PhoneCaseCharmStrapDIY LipGlossPhoneCase PhoneCaseDenimPairing',
    wellness:
      'PhoneCaseAffirmations PhoneCaseFamilyPhoto PutYourPhoneToBed PhoneFreeSunday PhoneCaseInADrawerHour PhoneCaseColoringBreak GratitudePhoneCase PhoneCaseMantraNote',
    speed:
      'PhoneCaseSnapOnDash PhoneCaseStickerBlitz PhoneCaseMakeoverIn60 BlindfoldPhoneCaseOn FastestCaseSwap PhoneCaseWipeRace PhoneCaseDesignSprint BeatThePhoneCaseClock',
    music:
      'PhoneCaseShakerSong PhoneCaseLyricDesign PhoneCaseBoomboxHack PhoneCaseDrumming FlipPhoneRingtoneCover ConcertTicketCase TapBeatsOnPhoneCase PhoneCaseRubberBandGuitar',
    art: 'PhoneCaseStickerCollage PhoneCaseGlitterArt PhoneCaseDoodleSwap PressedFlowerPhoneCase PaintYourPhoneCase BeadworkMosaicCase PhoneCaseEmbroidery WatercolorPhoneCase',
    pet: 'PhoneCaseMatchMyPet PhoneCaseDogFace PhoneCaseCatEars PuppyMeetsPhoneCase PawPrintCase KittenClawTest DoggoPhoneCase KittyStealsPhoneCase',
    gaming:
      'PhoneCaseTableHockey PhoneCaseFlipLanding PhoneCaseCurling GuessWhosPhoneCase PhoneCaseTicTacToe PhoneCaseBowling PhoneCaseStackOff PhoneCaseHideAndSeek',
  },
  photoshoot: {
    dance:
      'GoldenHourTwirl PhotoshootClickStep PhotoshootHairFlip PhotoshootVogueOff FreezeFramePhotoshoot PhotoshootBurstMoves PhotoshootCatwalkStrut BeatDropPhotoshoot',
    fitness:
      'PhotoshootJumpShot PhotoshootFlexCheck PhotoshootLungeSnap PhotoshootWallSit GymPhotoshootPump BurpeeBlurPic YogaPosePhotoshoot SunriseRunPhotoshoot',
    funny:
      'PhotoshootBloopers PhotoshootAwkwardPoses PhotoshootSneezeShot DadIsMyPhotographer RecreateBabyPhotos PhotoshootWindFail PhotoshootVsReality OverDramaticPhotoshoot',
    prank:
      'PhotoshootPhotobomb FakeMagazineCover PhotoshootCelebCutout PaparazziForADay PhotoshootTeddyModel ChildhoodPhotoRedo PhotoshootBubbleMachine PhotoshootPropSwap',
    educational:
      'GoldenHourScience PhotoshootRuleOfThirds PhotoshootPoseDrill OneLampPhotoshoot HighVsLowAnglePhotoshoot WindowLightPhotoshoot PhotoshootFoilReflector PhotoshootColorWheelPick',
    cooking:
      'CakeForTheCamera PhotoshootDrizzleShot PhotoshootPicnicSpread FoodPhotoVsReality PhoneEatsFirst PhotoshootSmoothieBowl PhotoshootPancakeStack CheesePullPhotoshoot',
    travel:
      'PhotoshootScouting TouristPhotoshootAtHome ParkBenchPhotoshoot PhotoshootGardenVisit SubwayPhotoshoot HiddenPhotoSpots AirportPhotoshoot StreetArtPhotoshoot',
    wellness:
      'PhotoshootNoFilter PhotoshootSelfLove PhotoshootInYourPJs SoloPhotoshootInNature GoldenHourCalm SlowPhotoWalk GratitudePhotoshoot BareFacedPhotoshoot',
    speed:
      'PhotoshootSpeedrun FiftyShotsOneMinute PhotoshootPoseBlitz PhotoshootQuickChange BackdropSwapDash TenLooksOnePhotoshoot SelfTimerPhotoshoot PhotoshootFlashRound',
    music:
      'PhotoshootAlbumCover VinylSleeveRecreate PhotoshootSingAlong PhotoshootBeatSync ShutterClickRemix ChorusPosePhotoshoot KaraokePhotoshoot PhotoshootMusicVideo',
    art: 'PhotoToPainting PhotoshootMoodboard PhotoshootCardboardFrame PaintYourOwnBackdrop PhotoshootSetBuild PolaroidPhotoshootWall RainbowLightPhotoshoot ShadowPlayPhotoshoot',
    tech: 'RingLightTest PhotoshootAppFilters TripodRemoteHack PhotoshootPhoneVsPro PhotoshootBurstMode PhotoshootBudgetStudio PhotoshootStopMotion FlashlightPhotoshoot',
    pet: 'PetPhotoshoot PhotoshootCatCalendar PhotoshootSitStay SqueakyToyPhotoshoot PuppyHeadshotDay PhotoshootTreatBribe PhotoshootPoseOff PhotoshootBloopReel',
    gaming:
      'VirtualPhotoshoot PhotoshootCharades ScreenshotContest PhotoModeMasterpiece AvatarPhotoshoot PhotoshootSpotTheProp CosplayPhotoshoot PhotoshootBossPose',
  },
  'picture day': {
    dance:
      'PictureDayPoseOff PictureDaySmileShuffle PictureDayCombBounce PictureDayHairFlip SayCheeseDance PictureDayFreezeFrame VoguePictureDay ShoulderPopPictureDay',
    fitness:
      'PictureDayFaceYoga PictureDayLunges PictureDayStandTall PicturePerfectPlank SayCheeseSquats SmileMuscleWorkout FlexForPictureDay JumpShotPictureDay',
    funny:
      'PictureDayRecreation PictureDayBlinkShot PictureDayCowlickWar PictureDayHairDisaster AwkwardYearbookPose PhotographerDadJokes ParentsPictureDayPanic WorstPictureDayEver',
    prank:
      'PictureDayPhotobomb PictureDaySillyFace PictureDayMustacheBomb PictureDayCheerSign SecretBunnyEars PictureDayLunchboxNote FakeRetakePictureDay GooglyEyesPictureDay',
    cooking:
      'PictureDayBreakfast PictureDayCookies PictureDayBentoLunch PicturePerfectPancakes SayCheeseToast PictureDaySmileySandwich SmoothiePictureDay WaffleFacePictureDay',
    travel:
      'PictureDayPoseAtTheBeach PictureDayAtLandmarks PictureDayHikeShots PictureDayParkHop SayCheeseCityTour PhotoBoothCrawl FamilyPictureDayTrip PostcardPictureDay',
    wellness:
      'PictureDayPowerPose PictureDayPepTalk PictureDayNoFilter PicturePerfectSelfLove SmileForYourself PictureDayEarlyBedtime CalmPictureDayMorning PictureDayBreathingDrill',
    speed:
      'PictureDayGetReadyRace PictureDayOutfitBlitz PictureDaySpeedrun TenPicturePosesFast RetakeInFive CombAndGoDash FastestPictureDaySmile PictureDayHairIn60',
    music:
      'PictureDayAnthem PictureDayVogueCover PictureDayShutterBeat PicturePerfectHarmony SayCheeseRemix PictureDaySmileSong BeatboxPictureDay RapYourPictureDay',
    art: 'PictureDaySelfSketch PictureDayFrameCraft PictureDayPolaroidWall DoodleOnOldPictures PictureDayBackdropPaint YearbookCollage PictureDayPopArt CaricaturePictureDay',
    tech: 'PictureDayPhotoEdit PictureDayFilterTest PictureDayTripodTimer PictureDayPortraitMode RingLightPictureDay BackdropGreenScreen AgeProgressPictureDay SlowMoPictureDay',
    pet: 'PetPictureDay PictureDayDogPortrait PictureDayBowTie PictureDayKittyPose PicturePerfectPup TreatAboveTheLens PictureDayHeadTilt FurBabyPictureDay',
    gaming:
      'PictureDayAvatarShoot PictureDayGuessTheYear PictureDayBingo PictureDayPoseOff FindMeInTheClassPic PictureDayNameThatFace MemoryMatchPictureDay PixelArtPictureDay',
  },
  pie: {
    dance:
      'EasyAsPieDance ApplePieShuffle CherryPieStrut HumblePieHustle PieTinTap SweetiePieSway PieWalkLineDance ShimmyForASliceOfPie',
    fitness:
      'EarnYourPie PumpkinPieSquats PieTinSliderAbs HikeForPie RollingPinRollouts CrustCrunches PieDoughPress PieBreakBurpees',
    funny:
      'PieChartOfMyLife GrandmaJudgesMyPie CakeVsPieDebate WhoAteThePie MyPieVsThePhoto LastSliceStandoff PieSnobTasteTest ThanksgivingPieWar',
    prank:
      'EmptyPieTinSurprise PieLatticeMessage PieInTheFaceFakeOut MiniPieInvasion ItsActuallyPie PieChartOfTheirHabits PiInsteadOfPie PieHiddenThankYouNote',
    educational:
      'PieForPiDay WhyPieCrustFlakes PieChartYourDay HowPieFillingsThicken MeasureYourPie GuessThePieByState ButterVsLardPie PieFractionsLesson',
    travel:
      'PieRoadTrip PieShopCrawl BestPieInYourTown PiePicnicInThePark PieWithAView PickYourOwnPie PieDeliveryToGrandmas DinerPieDetour',
    fashion:
      'PieLatticeBraids CutiePieFitCheck DressLikeAPieFlavor PiePicnicOOTD CherryPieRedLips DinerPieRetroLook PiePrintApron PieColorPaletteOutfit',
    wellness:
      'PieBakingTherapy SlowPieSunday PieItForward GrandmasPieMemories PorchPieBreak PieDoughStressRelief ShareAPieWithANeighbor PieAndACupOfTea',
    speed:
      'PieCrustCrimpRace LatticePieSpeedrun PieFlavorAlphabet PieInSixtySeconds ApplePeelOff CherryPitBlitz PieDoughRollOff MiniPieAssemblyLine',
    music:
      'AmericanPieSingAlong SweetiePieSerenade PieTinDrumSolo RapYourPieRecipe HoneyPieHarmony PieJingleWriteOff BakeAPieToTheBeat ABalladForMyPie',
    art: 'PieCrustCanvas PieSugarStencil SketchYourPieSlice TinyClayPies LatticeMasterpiece StillLifeWithPie PaintedPieTins PieLeafCutouts',
    tech: 'AIInventsAPie PieBakeTimelapse PieDisappearsStopMotion PieChartOnYourPhone AirFryerMiniPies PieThermometerTest StandMixerPieDough PieRecipeScaleApp',
    pet: 'BakeAPupPie DogStaresAtThePie PieTinPuzzleFeeder CutiePieContest HoneyPiePortrait SweetiePieSitStay PupkinPieParty PieDayBellyRubs',
    gaming:
      'PieCrustDesignDuel PieWedgeTriviaNight GuessThePieFilling PieFlavorBingo PieTinCurling WinTheWholePie PieChartPictionary EasyAsPieCharades',
  },
  pinball: {
    dance:
      'FlipperFreestyle PinballBumperBop HumanPinballShuffle SpinLikeAPinball PinballArmFlaps PinballWizardMoves PinballRicochetStep PinballTiltTwist',
    fitness:
      'PinballReflexDrills PinballBounceCardio PinballPlungerPulls HumanPinballCircuit BouncingOffTheWalls PinballPlankHold PinballSideSteps PinballFlipperArmRaises',
    funny:
      'PinballLastBallPrayer MultiballPinballPanic GrandpaPinballWizard DrainOfShame DontTiltMe PinballLeanLikeItHelps PinballRageQuit PinballSportscaster',
    prank:
      'PinballFakeJackpot PinballRingtoneSwap QuarterTrailToPinball PinballGooglyEyeBumpers HighScoreLoveNote PinballStickerHunt PinballInitialsMessage ShoeboxPinballGift',
    educational:
      'PinballMarbleRampTest WhyPinballWasIllegal HowPinballFlippersWork PinballScoringExplained SkillOrLuckQuiz InsideAPinballMachine PinballAngleExperiment GuessThePinballDecade',
    cooking:
      'PinballFlipperFries PinballGumballTreats SilverPinballTruffles ArcadePinballNachos MultiballMeatballs PinballCakePops PinballBumperCookies PinballSnackBoard',
    travel:
      'PizzaAndPinballNight PinballArcadeCrawl PinballAtTheBowlingAlley OnePinballPerCity EveryPinballInTown PinballRoadTrip PinballMuseumVisit PinballCafeHunt',
    fashion:
      'PinballNeonFit DressLikeAPinballMachine FlipperPinballEarrings RetroPinballJumpsuit PinballArcadeOOTD PinballSilverOutfit PaintAPinballTee PinballColorBlockLook',
    wellness:
      'PinballFlowState PinballOneBallZen NostalgiaPinballHour CalmHandsPinball PinballDeepBreathReset NudgeNotShove PinballWithNoScore PinballStressRelease',
    music:
      'PinballSoundsRemix HumThePinballTheme PinballWizardCover FlipperFunk BumperBeatbox PinballMachineMelody MakeAPinballBeat PinballArcadeKaraoke',
    art: 'PinballPosterDesign DrawYourDreamPinball PinballPaperStopMotion ShoeboxPinballMachine PinballLightTrailPhoto SilverBallStillLife PinballFlyerRedesign PinballColoringPage',
    tech: 'BeatMyPhonePinballScore PinballSlowMoFlip PinballTimeLapseBuild PinballAppVsRealTable PinballFlipperCamPOV PinballTiltFailsReel PinballLightShowEdit PinballVideoReplay',
    pet: 'PinballDogReaction PinballKittenWatch DIYPinballKittyToy CatPlaysPhonePinball PinballSnoozeBuddy PawsOnTheFlippers PinballTreatMaze PuppyChasesPinballLights',
  },
  'ping pong': {
    dance:
      'PingPongTwoStep PingPongBounceBoogie MatchPointMoonwalk PingPongVictoryDance SmashAndShimmy PingPongPaddleTwirl PingPongHeadBob DoThePingPong',
    funny:
      'FryingPanPingPong PingPongOverCelebrating SeriousServeFace PingPongWorstMiss PingPongSportscaster PingPongTrickFails SlowMotionPingPong PingPongTrashTalk',
    prank:
      'PingPongAvalanche PingPongEggSwap InvisiblePingPong PingPongGooglyEyes PingPongsInTheirPillow BeachBallServe PingPongCereal UmbrellaPingPong',
    educational:
      'PingPongPhysics HowTopspinWorks PingPongLevitation WhyPingPongBallsCurve PingPongFloatsOnAir PingPongBounceHeightLab TableTennisTrivia DropTestPingPong',
    cooking:
      'PingPongCakePops TopspinTruffles PingPongPaddlePizza PingPongMeringues PingPongMochi TableTennisTeaTime MelonBallPingPong PingPongPancakes',
    travel:
      'PingPongWithLocals PingPongCafeCrawl PingPongParkHop PingPongRoadTripRally CampsitePingPongChamp TableTennisTourist FindAPingPongTable StreetPingPongHunt',
    fashion:
      'PingPongFitCheck DressedToServe RetroPingPongOutfit PingPongSweatbandLook PingPongEarrings PingPongTwinning PingPongPolkaDots SuitUpForPingPong',
    wellness:
      'PingPongZen BreatheBetweenPoints RallyAndRelax NoScorePingPong PingPongBallBalance PingPongLunchReset MindfulPingPong PingPongFootMassage',
    music:
      'PingPongPercussion TableTennisTempo PaddleDrumJam RallyToTheBeat PingPongBounceSong PingPongRemix WaterGlassPingPong PingPongMetronome',
    art: 'PaintYourPaddle PingPongSplatter PingPongMosaic PingPongCritters PingPongLightGarland SketchTheSmash PingPongPlanets PingPongBallFaces',
    tech: 'PingPongSlowMo PingPongStopMotionRally PingPongTrickShotEdit PaddleCamPingPong PingPongBlooperReel PingPongScoreApp PingPongAgainstMyself PingPongServeTracker',
    pet: 'CatVsPingPong PingPongWatchDog KittenChasesPingPong PingPongRopeToyTug PingPongPetReferee PawsVsPaddle PingPongPounce BathtubPingPong',
    gaming:
      'PingPongCupChallenge KingOfTheTable PingPongGameOfHorse PingPongDoublesFaceOff AroundTheWorldPong PingPongTargetPractice PingPongGolf TrickShotPingPong',
  },
  pirate: {
    dance:
      'PirateJig PirateShipShuffle PirateDeckStomp PegLegPirateHop WalkThePlankWaltz YoHoHoedown PirateAnchorDrop PirateSwaggerStrut',
    fitness:
      'PirateTreasureCarry SwabTheDeckPirate PirateSwordLunges CannonballPirateSquats WalkThePlankHold PirateArmCircles PirateOarRows PirateCrowsNestStretch',
    prank:
      'PirateTalkAtDinner PirateFlagOnTheirDoor PirateGoldCoinTrail MessageInAPirateBottle XMarksTheSnack PirateFakeTreasureMap PirateVoiceWakeUpCall PirateRansomNoteForSocks',
    educational:
      'PirateMapReading HowPirateShipsFloat DecodeAPirateFlag RealPirateOrMyth DidPiratesWalkThePlank WhyPiratesWoreEyePatches KnotLikeAPirate MakeAPirateCompass',
    cooking:
      'PirateShipCake PirateGoldCoinCookies BrowniePirateChest CannonballsForPirates PiecesOfEightPizza ShiverMeSmoothie PirateTreasureToast PirateFruitBoats',
    travel:
      'PirateShipPlaygroundHunt PirateTreasureMapOfTown PirateMiniGolfDayOut PackLikeAPirate XMarksTheBeach PirateParkExpedition PirateCoveHunt PirateQuestAroundTheBlock',
    fashion:
      'PirateCaptainLook PirateEyePatchDIY PirateFitFromYourCloset FoldAPaperPirateHat PirateCostumeUnder10 PirateStripesAndBoots PirateGoldHoopStack PirateBandanaThreeWays',
    speed:
      'PirateTreasureHunt PiratePlankRelay HoistThePirateFlag PirateCoinCountRace XMarksTheSpotRace SwabTheDeckSprint PirateKnotSpeedTie PirateCostumeIn60',
    music:
      'PirateShantyCover PirateShipSingAlong PirateParrotDuet BarrelDrumPirateBeat PirateKazooAnthem YoHoYoHoChorus PirateBedtimeSong PirateBottleBlowBand',
    art: 'TeaStainedTreasureMap PirateParrotPainting SketchAPirateCaptain DrawYourPirateSelf JollyRogerRedesign CardboardPirateShip PirateWantedPoster DesignYourPirateFlag',
    tech: 'PirateGPSTreasureHunt PirateRiddleTexts PirateSpyglassCam PirateSelfieFaceSwap ArrrFilter PirateStopMotionShip PirateTalkTranslator PirateVoiceChanger',
    pet: 'PupPirateTreasureHunt PirateMapTreatTrail PirateChestSniffGame PirateBoxBoatForCats PawsOfTheCaribbean ShiverMeWhiskers PirateBlanketFort PirateShipHamsterHideout',
    gaming:
      'PirateTreasureQuest PirateSharkTag PirateLiarsDice PirateShipBlockBuild PirateFoamSwordDuel PlankOrPlunder PirateHideTheGold PirateCaptainSays',
  },
  planner: {
    dance:
      'PlannerStickerShimmy PlannerMondayStrut FinishedPlannerPageJig PlannerCheckOffBop CrossItOutTwirl PlannerDoneDance PlannerWeekendWiggle PlannerPenClickStep',
    fitness:
      '30DayPlannerWorkout PlannerRunLog PlannerStepGoalWeek PlankPlanner MonthlyPushUpGrid PlannerSquatStreak PlannerPowerWalk PlannerStretchBreaks',
    funny:
      'PlannerVsReality PlannerQuitByMarch PlannerTooManyPens PlannerStickerHoard OptimisticMondayPlans PlannerSameTaskForever PlannerScheduledNaps NewPlannerEnergy',
    prank:
      'PlannerDragonMeeting PlannerDoodleAmbush PlannerComplimentDrop PlannerFakeHoliday SneakyNapTimeEntry StickyNotePartyInvite PlannerGoldStarSneak PlannerJokePerPage',
    educational:
      'TimeBlockYourDayPlanner 21DayPlannerHabit PlannerGoalBreakdown BulletVsDailyPlanner PlannerUrgentOrNot PomodoroPlannerDay PlannerExamRevisionMap PlannerBudgetWeek',
    cooking:
      'PlannerMealPlan CookEverythingIPlanned PlannerGroceryBudget PlannerPantryAudit SundaySoupLineup PlannerLeftoverLunches PlannerPicnicMenu PlannerBakingSchedule',
    travel:
      'PlannerTripItinerary PlannerRouteDoodle PlannerTicketScrapbook PlannerVsSpontaneous PlannerDayTripMap DreamGetawayCountdown PlannerStaycationWeekend PlannerPostcardPages',
    fashion:
      'PlannerOOTDLog PlannerCapsuleSketches WhatsInMyPlannerBag MatchYourPlannerFit PlannerWeekOfLooks PlannerInkColorOutfit PlannerCharmBraceletDIY PlannerThriftWishlist',
    wellness:
      'PlannerMoodTracker PlannerSleepLog PlannerBrainDumpPage PlannerRestDay GratitudeSpread WeeklyWinsReview PlannerBreathingBreak PlannerKindnessChecklist',
    speed:
      'PlannerSetupSpeedrun FiveMinutePlannerPage PlannerDoodleBlitz PlannerStickerSortDash PlanYourWeekFast PlannerMonthQuickDraw PlannerTabsIn30 PlannerColorCodeRush',
    music:
      'PlannerLoFiDoodleAlong PlannerPracticeLog PlannerRapRecap PlannerPenTapBeat OneSongPerSpread SingYourPlannerToDos SetlistPlannerPage PlannerStudyPlaylist',
    tech: 'PlannerAppVsPaper PlannerPageTimeLapse PrintYourOwnPlanner PlannerOnYourPhone PlannerEmojiStickerDIY CalendarSyncSetup PlannerWidgetGlowUp PlannerTabletTemplate',
    pet: 'PlannerPetStickers PlannerDogWalkLog KittenMilestonePlanner CatSitsOnMyPlanner PuppyTrainingCalendar PlannerTreatTracker PawPrintPlannerPage PlannerFishFeedingChart',
    gaming:
      'PlannerQuestLog LetTheDiceRunMyPlanner PlannerWordSearchPage PlannerGameNight LevelUpYourPlanner PlannerDotsAndBoxes PlannerDoodleTicTacToe PlannerHangmanCorner',
  },
  'plate tectonics': {
    dance:
      'TectonicPlateShuffle TectonicShiftGroove PlateTectonicsSlide TectonicBreakupDance TectonicSlowMo PlateBoundaryBattle DriftingTectonicDuet TectonicCollisionStomp',
    fitness:
      'SlowAsTectonicPlates TectonicPlatePlank WeightPlateTectonics PangaeaPushUps PlateTectonicsSquats TectonicSliderLunges TectonicWallSit TectonicBearCrawl',
    funny:
      'PangaeaBreakupText TectonicPlateGossip ExplainTectonicsBadly SnailVsTectonicPlate TectonicPunOff ContinentalDriftPOV TectonicRoommates PlateTectonicsSitcom',
    prank:
      'TectonicFurnitureDrift ContinentsOnMyPlate TectonicMapSwap PangaeaFridgeMagnets TectonicSandwichShift PlateTectonicsBookNudge TectonicCakeQuake TectonicMugCreep',
    cooking:
      'PangaeaPancakes TectonicLayerCake GrahamCrackerTectonics EdibleTectonicMap TectonicPlateBrownies PlateTectonicsCookies TectonicPizzaSlices TectonicFudgeFault',
    travel:
      'TectonicRockHunt TectonicsOnMyHike WhichTectonicPlateAmIOn TectonicMuseumDayTrip SpotTectonicsFromTheCar TectonicViewpointPicnic PlateTectonicsBeachWalk TectonicDetectiveDayOut',
    fashion:
      'TectonicCrackleNails TectonicPatchwork TectonicLayeringLook DressAsATectonicPlate TectonicRiftJeansDIY PlateTectonicsTee TectonicMapScarf TectonicEarthTones',
    wellness:
      'TectonicPatience TectonicGroundingWalk TectonicShiftJournal TectonicOneStepADay StoneStackingCalm TectonicSlowLiving PlateTectonicsBreathing BarefootOnTectonics',
    speed:
      'NameThePlatesIn60 TectonicPuzzleRace TectonicQuizBlitz PangaeaSpeedBuild FastestTectonicModel FasterThanAPlate TectonicLabelDash PlateTectonicsMapRush',
    music:
      'TectonicBassDrop SingThePlateNames TectonicRapBattle PangaeaBreakupBallad PlateTectonicsSong TectonicRumbleBeat TectonicLullaby TectonicCrashCymbal',
    art: 'TectonicStopMotion TectonicClayModel PaintTheTectonicMap PangaeaCollage PlateTectonicsSandJar FoamTectonicDiorama TectonicCrayonLayers PlateTectonicsDoughFolds',
    tech: 'PhoneSeismometer TectonicDriftAnimation TectonicQuakeTracker AIExplainsTectonics TectonicGreenScreenReport ZoomInOnTectonicFaults PlateTectonicsMapApp PlayATectonicSimulator',
    pet: 'CatTectonicDrift DogBedTectonics TectonicPupPileUp PlateTectonicsSnuffleMat TectonicTreatPuzzle PetsAsContinents TectonicPawMap TectonicNapCreep',
    gaming:
      'PangaeaJigsawDuel TectonicPlateTrivia GuessThePlateBoundary QuakeProofCityBuild PlateTectonicsCardSort TectonicPlateHopscotch PlateTectonicsTower ActOutTectonicPlates',
  },
  platypus: {
    dance:
      'PlatypusWaddle PlatypusTailShake CongaLikeAPlatypus PlatypusShuffle DuckBillBoogie PlatypusPaddle PlatypusFlipperFlap DoThePlatypus',
    fitness:
      'PlatypusBurrowCrawl MoveLikeAPlatypus PlatypusPaddleKicks PlatypusPlankChallenge BeaverTailBridges PlatypusCrunches PlatypusDivePushUps PlatypusSwimDrill',
    prank:
      'HideThePlatypusEggs PlatypusFactNotes FakePlatypusSighting PlatypusInTheBathtub PlatypusPhotobomb PlatypusFootprintTrail PlatypusPlushAmbush SurprisePlatypusParty',
    cooking:
      'PlatypusPancakeArt BakeAPlatypusLoaf PlatypusPavlova PlatypusFairyBread PlatypusShapedSandwich PlatypusBentoBox PlatypusCupcakes ChocolatePlatypus',
    travel:
      'PlatypusPlushTravelBuddy FindAPlatypusAtTheMuseum VirtualPlatypusSafari PlatypusZooVisit PlatypusLibraryQuest PlatypusFactAtEveryStop PostcardFromAPlatypus PlatypusPicnicByTheCreek',
    fashion:
      'PlatypusOnesie PlatypusBillCap FedoraPlatypusLook PlatypusPatchwork PlatypusSlippers DressLikeAPlatypus MismatchedPlatypus PlatypusTeeDesign',
    wellness:
      'BeYourOwnPlatypus SleepLikeAPlatypus OddOneOutPlatypus PlatypusCreekCalm WeirdIsWonderful PlatypusPlushNap PlatypusSlowStretch PlatypusQuirkJournal',
    speed:
      'DrawAPlatypusIn10 PlatypusWaddleRace PlatypusTriviaSprint PlatypusMemoryRace SaySixPlatypusFacts FlipperRelay SpellPlatypusBackward PlatypusPuzzleBlitz',
    music:
      'PlatypusLullaby PlatypusKazooSolo PlatypusFactsSong PlatypusParodySong PlatypusDrumJam PlatypusBeatbox PlatypusRapBattle YodelingPlatypus',
    art: 'PlatypusSockPuppet DrawYourPetAsAPlatypus PlatypusOrigami PaintThePlatypusGlow PlatypusMashupDrawing PlatypusClayFigure PlatypusPaperMache PlatypusPotatoStamp',
    tech: 'PlatypusGlowFilterSelfie AIDrawsAPlatypus PlatypusStopMotionSwim PlatypusFactSlideshow PlatypusNatureDocDub CodeAPlatypusGame PlatypusGreenScreenDive MixAnimalsLikeAPlatypus',
    pet: 'DogMeetsPlatypusToy IsMyCatAPlatypus PlatypusSqueakyZoomies PlatypusPlushFetch PlatypusSurpriseReveal PlatypusNapBuddy PlatypusTugOfWar HideThePlatypus',
    gaming:
      'PlatypusPictionary GuessTheAnimalPlatypus PlatypusWouldYouRather PlatypusSpyMission FindThePlatypus PlatypusPartyQuiz PlatypusCharades PlatypusHideAndSeek',
  },
  playlist: {
    dance:
      'PlaylistFreezeFrame PlaylistGenreSwitch PlaylistShuffleShimmy PlaylistTakeover SkipOrDance EverySongNewMove PlaylistDanceOff SlowJamPlaylistSway',
    fitness:
      'PlaylistPlankOff PlaylistBurpeeChorus PlaylistJumpRopeMix PlaylistLengthRun TrackChangeSquats PlaylistLunges PushUpPlaylistDrop RetroPlaylistAerobics',
    prank:
      'PlaylistSecretMessage KidsSongsOnlyPlaylist PlaylistBirthdayAmbush PlaylistRickroll PlaylistAllKazooCovers PlaylistOfOneTuneOnLoop SneakyPlaylistSwap PolkaPlaylistSurprise',
    educational:
      'PlaylistDecadeTimeline PlaylistLanguageSwap NameTheInstrumentPlaylist PlaylistPeriodicTable HistoryInTenSongs GenreFamilyTree StudyPlaylistMnemonics GeographyPlaylistQuiz',
    travel:
      'PlaylistForEveryCity PlaylistTrainWindow RateMyCommutePlaylist PlaylistParkWalk PlaylistBusJourney PlaylistFerryCrossing LocalRadioPlaylistSwap HikingPlaylistSummit',
    fashion:
      'PlaylistCoverFit PlaylistEraDressUp WearYourPlaylistColors OnePlaylistFiveLooks AlbumArtOutfit PlaylistOutfitMatch PlaylistRunwayWalk PlaylistGenreGlam',
    wellness:
      'PlaylistWindDown PlaylistForFutureMe PlaylistSunriseStretch PlaylistJournalHour SlowSongReset PlaylistBubbleBath GratitudePlaylistWalk RainyDayPlaylistNap',
    speed:
      'PlaylistChoreBeforeEnd PlaylistLyricsRush PlaylistNameThatTune BeatThePlaylistClock OneTrackTidyUp GuessItInOneNote PlaylistBuildInSixty PlaylistIntroQuiz',
    art: 'PlaylistCoverArt PlaylistMoodPainting PlaylistPolaroidWall PlaylistPaintAlong DrawWhatYouHear SketchEachSong ClayPlaylistCharacters PlaylistComicStrip',
    tech: 'PlaylistAICurator PlaylistStatsRecap PlaylistSlideshowEdit LetMyPhoneDJThePlaylist SmartShuffleTest PerfectCrossfade PlaylistQRPoster PlaylistVisualizer',
    pet: 'PlaylistForMyDog PlaylistCatLullaby PlaylistPuppyCalm KittyPlaylistReview PetPicksTheSong PlaylistHeadTiltReaction PlaylistTailWagTest PlaylistZoomiesTrigger',
    gaming:
      'PlaylistBingoCards PlaylistFinishTheLyric PlaylistBattle WhosePlaylistIsIt GuessWhoAddedIt PlaylistTriviaNight PlaylistMusicalChairs PlaylistHeadsUp',
  },
  podcast: {
    dance:
      'MicDropShuffle PodcastOutroGroove PodcastHeadphoneBop PodcastThemeDance PodcastHostMoves PodcastPauseBoogie PodcastIntroStep PodcastMusicBreakTwirl',
    fitness:
      'PodcastWallSit EpisodeLengthWorkout ListenAndLiftSet PodcastPlankTillAd WalkAndTalkPodcast PodcastStepStreak PodcastSquatPerUm PodcastJogAlong',
    funny:
      'PodcastIntroForMyNap PodcastAdReadParody PodcastUmCounter ThreeHourRamble EveryPodcasterEver IHaveAPodcastNow PodcastVoiceAtBreakfast PodcastAboutNothing',
    prank:
      'PodcastSurpriseGuest PodcastFakeFanMail PodcastMomCallsIn PodcastAboutYou InterviewLikeACeleb PodcastHostNarratesDinner PodcastShoutoutAmbush PodcastWakeUpAnnouncer',
    educational:
      'PodcastFactOfTheDay RecordYourFirstPodcast PodcastScienceMinute ExplainItLikeAPodcast KidsPodcastQuiz PodcastMythOrFact PodcastBookReport PodcastVocabBuilder',
    cooking:
      'PodcastWhileBaking KitchenTalkShow PodcastRecipeRecreate BakeOneEpisodeLong PodcastHostsCookOff PodcastSnackTasting PodcastLunchChat PodcastBrunchMenu',
    travel:
      'PodcastRoadTrip PodcastCityWalkGuide PodcastParkBenchEpisode PodcastOnLocation RecordAtTheLandmark PodcastOnTheTrain PodcastForEveryMile PodcastHometownSecrets',
    fashion:
      'PodcastStudioFitCheck PodcastHostGetReady LiveShowStageLook PodcastPajamaBottoms PodcastHoodieStyle DressForTheMic PodcastHeadphoneHairdo PodcastSweaterWeather',
    wellness:
      'CalmPodcastEvening MindfulListeningHour PodcastSleepStories PodcastWalkReset GratitudePodcastDiary PodcastFreeMorning PodcastAndATeaBreak PodcastJournalPrompts',
    speed:
      'PodcastLightningRound RapidFireQuestions PodcastEditInAnHour ThirtySecondTake OneMinutePodcast PodcastTongueTwisters PodcastIntroSpeedTalk PodcastTopicWheelSprint',
    music:
      'PodcastIntroJingle PodcastOutroLoop ListenerRequestCover MicCheckOneTwoBeat PodcastTurnedSong AutotuneThePodcast PodcastBeatboxBreak HumYourPodcastTheme',
    art: 'PodcastCoverArt SketchTheEpisode PodcastSoundWaveArt PodcastGuestCaricature PodcastDoodleNotes PodcastPosterRedesign PodcastStudioDiorama PodcastSceneWatercolor',
    pet: 'PetPodcastInterview PodcastDogCoHost PodcastCatOnTheMic PodcastPawsForAds BarkingDuringRecording PodcastSnoringCameo PodcastPurrIntro PodcastBunnyReview',
    gaming:
      'PodcastGameDebate PodcastGuessTheVoice PodcastTriviaShowdown PodcastTierList LetsPlayPodcast CommentateMyRun PodcastWordAssociation PodcastTwoTruthsOneLie',
  },
  polaroid: {
    dance:
      'ShakeItLikeAPolaroid PolaroidPoseOnBeat InstantCameraFreeze PolaroidFlashStep PolaroidSlowSway PhotoBoothFreestyle PolaroidRobotMoves PolaroidVogueOff',
    fitness:
      'PlankTillItDevelops PolaroidSquats SnapAfterEverySet OnePolaroidPerMile PolaroidLungeWalk PolaroidWallSit PolaroidPushupPyramid PolaroidJumpShot',
    funny:
      'PolaroidThumbInFrame EyesClosedEveryShot PolaroidLastFilmPanic PolaroidBlurryFail PolaroidVsReality WaitForItPolaroid GrandpaPolaroidCritic PolaroidDramaPause',
    prank:
      'PolaroidOfMeEverywhere PolaroidHiddenSmiles PolaroidTreasureHunt PolaroidBlankFilmFakeOut PolaroidSwapInTheirFrame InstaxPhotobomb DoorwayPolaroidWall PolaroidPillowSurprise',
    educational:
      'HowPolaroidsDevelop PolaroidChemistry PolaroidMythBust WhatsInsideAPolaroid WhyColdPolaroidsGoBlue InstaxVsPolaroid PolaroidLightLeakTest PolaroidShakeScience',
    cooking:
      'PolaroidFrameCookies InstantCameraCake PolaroidRecipeCards PolaroidOfEveryBake PolaroidBentoBox PolaroidCheeseToast FoodStylingPolaroid PolaroidPicnicSpread',
    travel:
      'PolaroidEveryStop PolaroidTravelWall OnePolaroidPerCity PolaroidRoadTripAlbum PolaroidPostcardHome FilmCameraWeekend SunsetPolaroidChase PolaroidMapPins',
    fashion:
      'PolaroidFitCheck PolaroidLookbook PolaroidOutfitDiary PolaroidStrapStyle InstaxAsAccessory PolaroidSeventiesOutfit MirrorPolaroidSelfie PolaroidColorStory',
    wellness:
      'PolaroidGratitudeWall PolaroidMemoryJar OnePolaroidADay PolaroidWaitAndBreathe SnailMailSnapshots PatienceLikeAPolaroid MorningLightPolaroid PolaroidThankYous',
    speed:
      'PolaroidCollageBlitz FilmPackLoadTimer PolaroidPassRelay PolaroidTenShotSprint PoseBeforeItDevelops PolaroidScavengerDash AlphabetPolaroidHunt PolaroidQuickDraw',
    music:
      'PolaroidHeyYaCover PolaroidAlbumArt InstantCameraClickBeat PolaroidWhirrRemix SnapshotLyricVideo GigPolaroidWall VinylSleevePolaroid PolaroidJingle',
    tech: 'PolaroidVsPhonePhoto PolaroidBorderEdit InstantPrinterTest PolaroidScanAndFrame PolaroidAppRemote DigitalToPolaroid LightPaintingPolaroid PolaroidStopMotionReel',
    pet: 'PetSeesItsPolaroid PolaroidKittenGrowth PolaroidDogBirthday PawtraitWall PolaroidCatNap SayTreats PolaroidFirstWalk PolaroidBlurryZoomies',
    gaming:
      'PolaroidHideAndSeek PolaroidScavengerHunt InstaxBingo PolaroidGuessTheSpot MemoryMatchSnapshots PolaroidWhoTookIt CharadesPolaroidPose PolaroidISpyChallenge',
  },
  ponytail: {
    dance:
      'WhipYourPonytail HighPonyGroove PonytailBounceStep PonytailSpinMove PonytailHairFlip SwingThatPonytail PonytailPendulum PonytailHeadBop',
    fitness:
      'PonytailStayUpTest HighPonyBootcamp PonytailJumpRope PonytailBounceRun PonytailPunchCombo PonytailSquats SweatProofPonytail YogaPonytailFlow',
    funny:
      'PonytailLetDownRelief HighPonyFaceLift PonytailSwingSlap DadDoesMyPonytail ScrunchieBlackHole PonytailVsHeadrest PonytailWindTunnel PonytailHatStruggle',
    prank:
      'PonytailRibbonSneak PonytailFlowerTuck PonytailScrunchieInvasion ClipOnPonytailSwap PonytailCopycatDay SurpriseBraidIn PonytailStickyNote PonytailPaperButterfly',
    educational:
      'PonytailPhysics WhyPonytailsSwing PonytailPendulumTest HighPonyHairHealth PonytailHeadacheFacts PonytailMythOrFact PonytailAcrossCultures PonytailTieFaceOff',
    cooking:
      'PonytailBraidedBread PonytailPretzelTwist PonytailUpPancakes HighPonyCupcakes ScrunchieCookies PonytailPastaBraid CottonCandyPonytail LicoricePonytail',
    travel:
      'CapThroughTheBack WindInMyPonytail PonytailSurvivesRoadTrip HighPonyHikeDay PonytailAirportLook BeachDayPonytail PonytailBikeRide PonytailPackingHacks',
    wellness:
      'LetYourHairDown PonytailScalpMassage PonytailSilkSwap PonytailPowerPose PonytailFreeDay NoTightPonytails PonytailReleaseRitual PonytailRestNight',
    speed:
      'PonytailOneHandRace FastestHighPony BraidBeforeTheBell PonytailIn3 BlindfoldPonytail PonytailRelay PonytailScrunchieStack PonytailMirrorFree',
    music:
      'WhipMyHairCover HighPonyBeatDrop PonytailSwaySong PonytailPopAnthem PonytailMetronome PonytailDrumSolo ConductWithPonytail BobYourPonytail',
    art: 'PonytailYarnDoll PonytailMotionPhoto HighPonyPortrait PonytailSilhouette PaintWithYourPonytail PonytailStickFigures PonytailBrushStroke PonytailSketchOff',
    tech: 'PonytailSlowMoFlip PonytailFilterTest HighPonyTransition PonytailTutorialFail AIRatesMyPonytail PonytailTimeLapseStyling LEDPonytailWrap GreenScreenPonytail',
    pet: 'PetChasesMyPonytail PonytailCatSwat PonytailVsTailWag MatchingPonytailsWithPup PonytailDogBrushing CatSleepsOnMyPonytail PonytailSnuggleSelfie PonytailKittyStare',
    gaming:
      'PonytailSpeedStyleDuel DesignAPonytailAvatar PonytailScrunchieRingToss RollForYourPonytail PonytailCosplayBuild HighPonyHero AnimePonytailQuiz PonytailSpinTheWheel',
  },
  'pool noodle': {
    dance:
      'PoolNoodleConga PoolNoodleLimbo SynchronizedSplash PoolNoodleHulaSway PoolNoodleRibbonTwirl WiggleLikeANoodle ShimmyWithAPoolNoodle MacarenaPoolNoodle',
    fitness:
      'PoolNoodleCoreBalance PoolNoodleTreadWater FlutterKickLaps PoolNoodleSquats PoolNoodleFoamRoll NoodleNinjaCircuit PoolNoodlePushUps HighKneePoolNoodle',
    prank:
      'PoolNoodleHallwayMaze PoolNoodleDoorCurtain FoamForestBedroom PoolNoodleMustache PoolNoodleWormInvasion GooglyEyeNoodleSnake PoolNoodleWelcomeArch PoolNoodleAntlersOnDad',
    educational:
      'WhyPoolNoodlesFloat PoolNoodleMarbleRun PoolNoodleDensityTest PoolNoodleBathtubBoat PoolNoodleFractions PoolNoodleSoundTube MeasureInPoolNoodles PoolNoodleSolarSystem',
    cooking:
      'PoolNoodleSwissRoll PoolNoodleFruitWands PoolNoodleCandyRopes PoolPartyPopsicles PoolNoodleCookieTwists FakePoolNoodleCake PoolNoodlePretzelRods PoolNoodleLollipops',
    travel:
      'PoolNoodleLakeDay LazyRiverAdventure PoolNoodleShadeLounge PoolNoodleParkPicnic PackThePoolNoodle PoolNoodleBeachHop PoolNoodleSplashPadDay CampsitePoolNoodle',
    wellness:
      'PoolNoodleStretch FloatAndBreathe PoolNoodleSunsetDrift PoolNoodleLegsUpRest PoolNoodleBackRoll NoPhoneOnTheNoodle PoolNoodleCloudGaze PoolNoodleNeckPillow',
    speed:
      'PoolNoodleRelay PoolNoodleKickRace PoolNoodleSlalom PoolNoodleStackClock PoolNoodleTagSprint NoodleJoustBlitz PoolNoodleHurdleDash BeatMyPoolNoodleTime',
    music:
      'PoolNoodleWhooshBeat PoolNoodlePanFlute PoolNoodleTrumpetHoot PoolNoodleDrumline PlayThePoolNoodle PoolNoodleBongos PoolNoodleWhistle WhirlyPoolNoodleSong',
    art: 'PoolNoodleStamps PoolNoodleSculpture PoolNoodleWreath PoolNoodleLightsaber PoolNoodleAlphabet BuildAPoolNoodleFort PoolNoodleCaterpillar PaintWithPoolNoodles',
    tech: 'PoolNoodleLEDSaber PoolNoodleRobotBumper PoolNoodleCableGuard PoolNoodlePhoneStandHack PoolNoodleGreenScreen PoolNoodleStopMotionSnake PoolNoodleSlowMoSplash PoolNoodleDeskSetup',
    pet: 'PoolNoodleFetchOff PoolNoodleKittenTunnel PoolNoodlePuppyPaddle PoolNoodleAgility PoolNoodlePetLimbo CatVsPoolNoodle PoolNoodleTreatHunt HopThePoolNoodle',
    gaming:
      'PoolNoodleMiniGolf PoolNoodleSaberDuel PoolNoodleRingToss PoolNoodleBowling FloatingTargetSplash NoodleJoustKing PoolNoodleHockey WhackAPoolNoodle',
  },
  porch: {
    dance:
      'FrontPorchShuffle PorchSwingSway RockingChairBop PorchStepTap PorchSunsetGroove PorchLightDisco PorchWelcomeWiggle PorchStompAndClap',
    fitness:
      'PorchStepUps FrontPorchYoga MailboxSprints PorchRailStretch PorchLunges PorchSwingCore PorchPlankOff PorchSquatAndSweep',
    funny:
      'PorchSquirrelShowdown PorchLockedOutPOV ParcelPileAvalanche FrontPorchGossip PorchCamBloopers PorchLightMothParty GetOffMyPorch PorchGnomeInterview',
    educational:
      'SwingPendulumPhysics PorchLightMothSurvey PorchWeatherStation PorchFireflyNight FrontPorchBirdCount PorchShadowSundial PorchSpiderStudy PorchRainGaugeLog',
    cooking:
      'SweetTeaOnThePorch PorchLemonadeStand PorchPieCooling PorchPopsicles DoorstepCookieDrop FrontPorchPicnic PorchBreakfastTray PorchShellingPeas',
    travel:
      'PrettiestPorchHunt PorchLightEveningStroll ColorfulDoorstepHunt PorchStyleRoadTrip HolidayPorchDriveBy RockingChairRestStop PorchPostcardSwap PorchWalkingTour',
    fashion:
      'DoorstepFitCheck PorchPhotoshoot PorchSundressTwirl PorchGoldenHourLook OpenTheDoorOOTD PorchSwingLookbook PorchLightGlam PorchCozyCardigan',
    wellness:
      'PorchBirdFeederPause CoffeeOnTheFrontPorch PorchSunsetCalm RockingChairBreathing PorchBookHour PorchRainListening PorchStargazing PorchMorningStretch',
    speed:
      'PorchDropAndDash PorchDecorateRace PorchSweepSprint WreathSwapTimer PorchTidyIn60 DoorstepSpeedrun PorchPlantRush PorchShoeSortBlitz',
    music:
      'PorchfestSet PorchClapBeat FrontPorchSingAlong WindChimeMelody RockingChairRhythm PorchKazooNight PorchStepSerenade PorchBucketDrumming',
    art: 'PorchPotPainting DIYFrontPorchWreath PorchPebbleArt SketchYourPorchView PorchSignLettering DoorstepChalkWelcome PorchLightSilhouette PorchPaintedDoormat',
    tech: 'DoorbellCamHighlights PorchTimeLapseSunset PorchSensorLightCheck SolarLanternTest PorchPhotoPanorama PorchDeliveryStopMotion PorchBirdSongAppID PorchRainSoundRecording',
    pet: 'PorchCatLookout FrontPorchDogNap PorchSniffPatrol PorchBirdWatchKitty PorchSunbathBunny DoorstepWelcomeWag GuardianOfThePorch PorchPuppyPlaydate',
    gaming:
      'RockingChairChess PorchBeanBagToss FrontPorchBoardGames PorchDominoesDuel PorchCheckersTable PorchPaperFootball PorchCardTournament PorchTicTacToeChalk',
  },
  porcupine: {
    dance:
      'WaddleLikeAPorcupine PorcupineQuillShake PorcupinePuffUp PorcupineHipHop PorcupineTwoStep PricklyPrance SpinningPorcupine PorcupineShuffle',
    fitness:
      'PorcupineCrawl PorcupineCurlUp PorcupineLunges PorcupineWaddleSquats PricklyPlank QuillPowerWorkout PorcupineTuckJumps PorcupineStretch',
    funny:
      'PorcupineBadHairDay PorcupineTriesBalloons PorcupineHaircutSkit FreeHugsPorcupine PorcupineRoommatePOV PorcupineVsBubbleWrap PorcupineDatingProfile PorcupineJobInterview',
    prank:
      'PorcupineMirrorMessage StickyNotePorcupine PorcupineFactAlarm PorcupinePlushAmbush PorcupineHatSurprise PorcupineDoorGuard HairbrushPorcupine PorcupinePillowSwap',
    cooking:
      'PorcupineMeatballs PorcupineCheeseBall SpikyPorcupineBread PretzelQuillPorcupine PricklyAlmondCupcakes PorcupineChocolateCake PorcupinePear PorcupineMeringues',
    travel:
      'SpotAPorcupine PorcupineNatureCenter PorcupineTriviaHike PorcupineBookQuest TreetopPorcupineHunt PorcupineTrailWalk PorcupinePrintDetective PorcupineZooTrip',
    fashion:
      'PorcupinePunkLook CozyPorcupineSlippers PorcupineClawClip PorcupineHairdo PorcupineStudsOutfit PricklyToPretty PorcupineMohawk PorcupineBeanie',
    wellness:
      'PorcupineSayNoPractice SoftSidePorcupine PorcupinePlushCuddle PorcupineNapTime PorcupinePuffBreathing PorcupineQuietCorner PorcupineCalmCurl PorcupineSelfHug',
    speed:
      'PorcupineDrawIn30 ToothpickPorcupineRace PorcupineFactBlitz PorcupineBalloonDodge PorcupinePuzzleDash PorcupineQuillCountRace SpaghettiPorcupine PorcupineSpellingSprint',
    music:
      'PorcupineLullaby SingLikeAPorcupine PorcupinePowerBallad PorcupineRattleBeat QuillShakerJam PorcupinePunkAnthem CombKazooPorcupine PorcupineRapVerse',
    art: 'ForkPaintedPorcupine PorcupineToothpickArt PaperPorcupineCraft PorcupineClayFigure PorcupineDotPainting DrawWithAQuill PorcupineLeafCollage PompomPorcupine',
    tech: 'PorcupineVoiceoverDoc PorcupineFactReel PorcupineARFilter AIDrawsAPorcupine DesignAPorcupineEmoji PorcupineFlipbookOnPhone PorcupineStopMotion CodeAPorcupineGame',
    pet: 'CatVsPorcupinePlush PorcupineBedBuddy PorcupineSqueakyToy PorcupineSpikyBallFetch PorcupineTugOfWar PorcupinePetPortrait PorcupineSafeDogWalk PorcupineBrushTime',
    gaming:
      'PorcupineFreezeTag DodgeThePorcupine PorcupinePinTheQuills PorcupineCharades PorcupineWouldYouRather PricklyPuzzleQuest BalloonVsPorcupine PorcupinePickUpSticks',
  },
  posture: {
    dance:
      'PostureStrut BookOnHeadShuffle PostureFreezeDance PerfectPostureWaltz ShouldersBackBoogie PostureSwanArms PostureBalletBarre PostureRobotDance',
    fitness:
      'PostureWallAngels PostureDoorwayStretch 30DayPostureFix SupermanPostureHolds StandTallSquad ChinTuckChallenge PostureShoulderRolls PostureBirdDogReps',
    funny:
      'BeforeCoffeePosture PostureOnAVideoCall MyPostureByFriday GrandmaVsTeenPosture TechNeckConfessions QuestionMarkSpine PosturePolicePatrol PostureRatingsByMyDog',
    prank:
      'FakePostureSensor PostureCopycat PostureTapOnTheShoulder SecretPostureCoach StandTallStickyNotes BookOnHeadAmbush PosturePhotoBomb PostureCheckDoorSign',
    educational:
      'PostureMoodTest PostureMythOrFact PostureMuscleMap HeadTiltPostureMath PostureSpineModelBuild SlouchVsStandLungs PostureEnergyExperiment PostureDeskHeightCheck',
    cooking:
      'PostureChopStance KneadWithPosture PostureTrayBalance GingerbreadPosture StandTallAtTheStove PostureCheckAtTheOven PosturePerfectPastry PostureWhileStirring',
    travel:
      'PostureSuitcaseLift PostureBackpackFit RoadTripPostureStops CopyTheStatuePosture PostureWalkInThePark StandLikeAGuard PostureFriendlyCarryOn PostureTrainCommute',
    fashion:
      'PostureRunwayWalk PostureMirrorCheck PostureGlowUp ShoulderPadPosture PostureConfidenceOutfit PowerPoseOOTD PostureAndPearls PostureBlazerFit',
    speed:
      'PostureResetIn30s PostureBookWalkRace PostureCheckBuzzer TenSecondPostureTest PostureStatueFreeze StraightenUpFast PostureCupCarryDash PostureSwitchBlitz',
    music:
      'PianoPostureFix PostureGuitarStance PostureHighNoteTest PostureHumming SitUpAndSing StandTallSolo PostureDrumlineMarch PostureChoirWarmUp',
    art: 'PostureGestureDrawing PostureSilhouettes PostureClaySculpt PostureSkeletonSketch DrawTheSlouch PostureSelfPortrait PostureStickFigures PosturePipeCleanerPeople',
    tech: 'PostureSelfieBeforeAfter MonitorHeightPosture PostureWebcamAlert PostureAlarmDare PostureSideViewVideo PostureLaptopOnBooksHack PostureSlumpTimeLapse PostureReminderApp',
    pet: 'CopyMyCatsPosture MyPupsPostureVsMine PostureLeashWalk PetPostureRanking DownwardDogDuel PostureLoafOff PostureSitPrettyTrick PostureYogaWithKitten',
    gaming:
      'PostureCheckMidMatch GamerPostureSetup LoadingScreenPosture PostureSimonSays PostureFreezeTag RespawnAndStraighten PostureBookBalanceDuel PostureStatuesGame',
  },
  pothole: {
    dance:
      'PaperPotholeHopscotch PotholeLivingRoomTwist PotholeDip PotholeShimmy PotholeJoltJive BumpyRoadBoogie PotholeBobbleHeadBop PotholeMoonwalk',
    fitness:
      'PillowPotholeHurdles TowelPotholeLongJump PotholeSpottingWalk PotholeCushionLunges PotholePlankHold FloorIsPothole ChalkPotholeHops SquatPerPothole',
    prank:
      'FakePotholeRug PotholeStickerOnTheFloor PotholeCupcakeFakeout BreakingPotholeNews PotholeToyCarRescue NameThatPothole PotholeCakeForDad PotholeRepairCrewSign',
    educational:
      'HowPotholesForm WhyPotholesLoveSpring ReportAPothole PotholeCostMath PotholeOrSinkhole PotholeIceExperiment WhatsInAPothole PotholePatchScience',
    cooking:
      'PotholeJamCookies PotholeRockyRoad PotholeBrownies LavaCakePothole PotholePuddingCups ChocolateAsphaltBars PotholePancakes EggInAPothole',
    travel:
      'WorstPotholeInTown RoadTripPotholeBingo PotholeArtWalk MindThePothole PotholeSafari SmoothestStreetHunt PotholeFreeBikeRoute PotholeTourGuide',
    fashion:
      'PotholeProofOutfit PotholePatchJeans PotholeHighVisGlam PotholeRainBoots PotholeSneakerSave PuddleReadyFit PotholeRaincoatRunway PotholeConeOrangeLook',
    wellness:
      'PotholeGratitudeList PotholeMoodDoodle PotholeLaughItOff PotholePatience PotholeRantThenRelax BumpyRoadBreathing PotholeTeaBreak PotholeJournal',
    music:
      'PotholeBlues OperaForAPothole PotholeProtestSong PotholeBumpBeat BalladOfThePothole AsphaltAnthem PotholeRapBattle PotholeKazooSolo',
    art: 'PotholeMosaic PotholeMonsterDoodle MiniPotholeDiorama PotholeComicStrip PotholeWatercolor AsphaltCanvas PotholePosterDesign PotholeClayModel',
    tech: 'ReportAPotholeInOneTap PotholePhotoFromTheCurb PotholeTimeLapseRepair DashcamPotholeCount PotholeStopMotionCar PotholeDataDashboard PotholeARMeasure PotholeMapPins',
    gaming:
      'PotholeISpyDrive PotholeBoardGameDIY BingoForPotholes TinyCarPotholeRally PotholeHighScore DodgeThePotholes PotholeMarbleMaze PotholeCornholeToss',
  },
  'power outage': {
    dance:
      'PowerOutageSilentDisco PowerBackOnDance PowerCutGlowstickRave NoPowerFreestyle BlackoutBoogie PowerOutageShadowGroove PowerOutageMoonlightSway PowerCutHeadlampHop',
    fitness:
      'PowerOutageWallSit PowerOutagePlankOff SquatsTillPowerReturns LightsOutLunges HumanPowerPlant BodyweightBlackout PowerOutageLivingRoomYoga PowerCutJumpRope',
    prank:
      'PowerOutageBlanketFort PowerCutGhostStoryScare PowerOutageSnackStash FlashlightTreasureHunt GlowStickAmbush NoPowerCampout PowerOutageSerenade PowerOutageShadowPuppets',
    cooking:
      'PowerOutagePicnic PowerOutageCrackerTacos CookWithoutPower EatTheIceCreamFirst PowerCutPantryFeast PowerCutSnackBoard PowerOutageSandwichBar PowerCutWrapsAndSalad',
    travel:
      'PowerOutageStargazing PowerCutCoffeeShopHop NoPowerDayTrip PowerOutageLibraryEscape PowerCutBackyardCamp PowerCutBookshopVisit PowerOutageParkHangout PowerOutageMapDreaming',
    fashion:
      'PowerOutageDressInDark PowerOutageBlanketCape PowerOutageCozyFit PowerOutagePajamaGlam PowerSuitByFlashlight HeadlampChic PowerOutageGlowBracelets PowerCutLayeredSweaters',
    wellness:
      'PowerOutageUnplugged PowerOutageEarlyBed EmbraceThePowerCut QuietHouseGratitude PowerOutageStargazing PowerOutageNapTime PowerOutageJournaling PowerCutBreathingCircle',
    speed:
      'PowerOutageTorchFind PowerOutageKitRace BatteryHuntNoPower PowerOutageChecklist BeatTheBlackout PowerCutLanternDash PowerOutageBlanketSprint PowerCutPuzzleIn60',
    music:
      'PowerOutageAcoustic PowerOutageSingAlong HumUntilPowerReturns PowerOutageKazooBand PowerBalladInTheDark PotsAndPansPercussion PowerOutageWhistleTune PowerCutDrumCircle',
    art: 'ShadowPuppetShowdown DrawInThePowerCut NoPowerLightPainting PowerOutagePortraits SketchByFlashlight PowerOutageGlowArt PowerOutageOrigami PowerOutageBlindDrawing',
    tech: 'PowerOutageBatterySaver PowerBankSurvivalTest PowerOutageNoWiFiDay PowerOutageTorchApp LastPhoneStanding LowPowerModeOnly PowerOutageOfflineMaps PowerCutSolarCharger',
    pet: 'CatEyesInPowerCut PowerOutagePetCuddles PowerBackDogReaction KittyFindsTheWarmSpot FlashlightFetch PowerOutagePuppyPile PowerOutageFishTankCheck PowerOutagePetPillowFort',
    gaming:
      'PowerOutageBoardGames NoPowerHandheldDuel SardinesInAPowerCut PowerOutageDominoes PowerOutageRiddleRound PowerOutageCharades PowerCutTwentyQuestions PowerOutageCardTricks',
  },
  preschool: {
    dance:
      'PreschoolHokeyPokey HeadShouldersKneesToes PreschoolFreezeDance PreKRibbonTwirl KindergartenConga PreschoolSongShuffle PreschoolDinoStomp PreschoolAnimalMoves',
    fitness:
      'PreschoolYogaZoo PreschoolLineBalance PreschoolHopscotch KindergartenKickball AnimalWalkWorkout SimonSaysStretch PreschoolBearCrawl PreschoolObstacleCourse',
    funny:
      'PreschoolExplainsItAll PreschoolNegotiator WhatIDidAtPreschool KindergartenLogic PreKPickupReport ShowAndTellSurprise RedoPreschoolAsAnAdult PreschoolRatesMyCooking',
    prank:
      'PreschoolStickerTrail PreKBubbleAmbush BackwardsDayPreschool KindergartenGooglyEyes PreschoolNameTagsForAll PeekABooSurprise PreschoolDinoEggHunt PreschoolBalloonHello',
    cooking:
      'PreschoolFruitFaces PreKMiniPizzas KindergartenCupcakes PreschoolSnackPlate AntsOnALog BananaSushiRolls PreschoolPancakeArt PreschoolSandwichShapes',
    travel:
      'PreschoolFieldTrip PreKZooAdventure KindergartenFarmVisit PreschoolNatureHunt TinyExplorerWalk PreschoolPuddleJumping PreschoolLibraryQuest PreschoolTrainRide',
    fashion:
      'PreschoolPicksMyOutfit PreschoolCapeAndTutu PreKFirstDayFit KindergartenRunway PreschoolStickerOutfit MismatchedSocksOnly PreschoolDressUpBox PreschoolPajamaDay',
    wellness:
      'PreschoolCalmCorner PreKFeelingsCheck KindergartenKindness PreschoolQuietTime BreathingBuddyStuffie PreschoolNapForAdults PreschoolBellyBreaths PreschoolGratitudeCircle',
    speed:
      'CrayonSortRace PreschoolShoesOnTimer ColorMatchCountdown PreKBlockTowerIn30 KindergartenPuzzleDash PreschoolJacketOnFast PreschoolToyPickup PreschoolCleanupBlitz',
    music:
      'PreschoolRhythmSticks PreschoolShakerBand PreKPotsAndPans KindergartenKazoo WheelsOnTheBusRemix PreschoolSongMedley PreschoolCleanUpSong PreschoolAlphabetRap',
    art: 'PreschoolFingerPaint PreKHandprintArt KindergartenPortraits PreschoolFridgeGallery PreschoolPaperPlateMasks PlayDoughZoo PreschoolSpongeStamps PreschoolMacaroniCrafts',
    tech: 'PreKPhotoScavengerHunt PreschoolThrowbackSlides PreschoolStoryVoiceMemo KindergartenStopMotion PreschoolerRatesApps ScreenTimeTimer PreschoolVideoCall PreschoolTabletDrawing',
    pet: 'PreschoolFishFeeding PreschoolReadsToDog PreKClassPet PreschoolHamsterSketch GentleKittenLesson ShowAndTellPup PreschoolNamesTheCat PreschoolBunnyVisit',
    gaming:
      'PreschoolTagRematch PreschoolPictureBingo PreschoolBoardGameNight PreKMemoryMatch KindergartenGoFish PreschoolSimonSays PreschoolMusicalChairs PreschoolHotAndCold',
  },
  presentation: {
    dance:
      'NextSlideShuffle PresentationFinaleSpin PresentationClickerGroove PresentationDanceBreak PresenterPowerStrut PresentAndBow PresentationVictoryWiggle PresentationJitterShimmy',
    fitness:
      'PresentationPowerPose SlideClickerSquats StageStrideWarmup PresenterStepCount PresentationNeckStretch PresentingPlankHold WallSitPresentation PresentationPrepPushUps',
    prank:
      'SurpriseThankYouSlide PresentationCatCameo PresenterApplauseSign PresentationHiddenDuck PresentationGoodLuckNote StandingOvationAmbush PresentationPepSquad PresentationFanClubShirts',
    educational:
      'PresentWithNoNotes PresentationFirstLine PresentationStoryArc FixMyPresentationSlide PresenterBodyLanguage PresentationInTheMirror ZeroUmPresentation PresentationEyeContact',
    cooking:
      'DramaticClocheReveal FancyPlatingAtHome PresentationPancakeStack PresentationSnackBoard PresentationGarnishOff DessertPresentation PresentationBentoBox PresentationSauceSwoosh',
    travel:
      'PresentationLandmarkTour PresentationOnTheTrain PresentYourVacation PresentationRoadTrip PresentationHotelPrep DreamTripPresentation HometownPresentation PresentationAboutMyStreet',
    fashion:
      'PresentationPowerLook BlazerConfidenceFit PajamaBottomPresenting PresentationDayOutfit PresentationLuckyShoes PresentationHeadToToe PresentationSmartCasual PresentationColorPop',
    speed:
      'PresentationTimeTrial SixWordSummary PresentationSlideSprint PresentInOneMinute PresentationSpeedRound PresentationTongueTwister PresentationRapidRecap PresentationSetupRush',
    music:
      'PresentationAsASong PresentationRap PresentationPowerBallad SingYourSlides PresenterWalkOnTune PresentationOperaStyle AutotunedPresentation PresentationJingleIntro',
    art: 'PresenterSketchnotes PresentationComicStrip PosterBoardDesign PresentationSlideArt PresentationDoodles HandDrawnPresentation PresentationStoryboard PresentationColorPalette',
    tech: 'ProjectorFailFix PresentationAutoCaptions PresenterSlideTricks PresentationTechCheck TeleprompterPresenting PresentFromYourPhone AIVsMyPresentation VoiceOnlyPresentation',
    pet: 'PresentationAboutMyPet DogJoinsTheMeeting PresentationTailWagScore PresentationCatCoHost PresentToThePuppy BunnyPresentation PresentationForTheFish PresentationWithTreats',
    gaming:
      'PresentationKaraoke SlideDeckCharades RandomTopicSpinner PresentationBingo PresentationWildCard PresentationPartyNight TwoTruthsPresentation PresentationImprovGame',
  },
  president: {
    dance:
      'PresidentialBallWaltz PresidentParadeMarch PresidentsDayConga DanceForPresident HailToTheGroove ElectionNightBoogie PresidentPodiumShuffle PresidentSaluteStep',
    fitness:
      'PresidentPlank PresidentsDayPushUps RunForPresident PresidentsDayParkHike SecretServiceSprints CampaignTrailJog SquatForPresident PresidentSaluteJacks',
    prank:
      'PresidentialPardon PresidentCutoutCameo PresidentSpeechForChores PresidentOfTheDay ExecutiveOrderForCake VoteForTheDogPosters WelcomeHomePresident PresidentRedCarpet',
    cooking:
      'PresidentialPancakes PresidentJellyBeanJar PresidentsDayBakeOff CookLikeAPresident CannotTellALiePie PresidentFavoriteFoods PresidentRecipeRemake PresidentCherryCobbler',
    fashion:
      'PresidentialPowerSuit DressForPresident PresidentSockSwag PresidentLapelPins CampaignButtonJacket PresidentDebateDayLook PresidentTieKnotOff PresidentPatrioticFit',
    wellness:
      'PresidentOfSelfCare PresidentialNap PresidentsDayGratitude PresidentMorningWalk VetoTheStress PresidentKindnessDare CalmLikeAPresident PresidentThankYouNote',
    speed:
      'PresidentsInOrderRace PresidentFaceMatch PresidentCoinSort AllPresidentsIn60 MonumentNameBlitz PresidentFactRapidFire PresidentPortraitRelay PresidentQuickfire',
    music:
      'SingThePresidents PresidentialRap PresidentAnthemHum PresidentJingleOff HailToTheChiefCover YankeeDoodleRemix PresidentKazooMarch PresidentBandLeader',
    tech: 'PresidentTeleprompterDare PresidentsDayCodeQuiz PresidentFactSlideshow PresidentOfTheGroupChat SpotTheFakeSpeech MyPresidentialCampaignAd ScanAPresidentCoin PresidentGreenScreen',
    pet: 'PresidentialPetsQuiz MyDogForPresident PresidentPuppyPortrait PresidentOfTheCouch PresidentOfTheLitterBox CatInauguration PresidentSaluteTrick PresidentCampaignWalk',
    gaming:
      'PresidentTrivia PresidentCardGameNight PresidentCharades GuessWhoPresidents PresidentMemoryMatch PresidentWouldYouRather PresidentDebateDuel PresidentHeadsUp',
  },
  princess: {
    dance:
      'PrincessWaltz PrincessCurtsyBow RoyalBallDance TwirlLikeAPrincess PrincessSlowDance BallgownSpinOff PrincessTiaraShimmy PrincessBalletGlide',
    fitness:
      'PrincessCurtsySquats TiaraBalancePosture PrincessBarreBurn PrincessArmCircles PrincessDragonSprint CastleDrawbridgeLunges PrincessWarriorHIIT PrincessJumpRopeRhyme',
    funny:
      'PrincessBirdsDontCome TiaraAtTheGrocery FrogKissRegret RealPrincessMornings PrincessSlipperFail PrincessChoresSkit PrincessVsBedHead PrincessWavingAtStrangers',
    prank:
      'RoyalDecreeNote PrincessDadTeaParty PrincessSlipperHunt PrincessTiaraOnGrandpa PrincessFrogOnThePillow RedCarpetHallway PrincessPeaUnderMattress PrincessBreakfastInBed',
    educational:
      'HowTiarasAreMade RealOrFairyTalePrincess PrincessOrKnightQuiz BuildAPrincessCastleArch WhatPrincessesDoAllDay PrincessTeaPartyManners PrincessesOfTheWorld PrincessCrownJewelFacts',
    cooking:
      'PrincessCastleCake TiaraCookies GlassSlipperJello PrincessTeaParty PrincessCrownCupcakes PrincessPinkLemonade PrincessPancakeTower PrincessFruitWand',
    travel:
      'PrincessPlaygroundCastle PrincessTeaPartyPicnic PrincessMuseumCrownHunt LibraryPrincessStoryTime PrincessForADayTrip PrincessParadeFrontRow PrincessViewpointWalk PrincessGardenStroll',
    speed:
      'PrincessQuickChange PrincessPuzzleRace PrincessHairBraidClock PrincessCastleIn60 TiaraInTenMinutes PrincessMidnightDash FastestPrincessWave PrincessCrownCraftRush',
    music:
      'PrincessDuetWithDad RoyalFanfareBeat PrincessMusicBoxTune PrincessSongMedley PrincessLullaby SingLikeAPrincess PrincessPowerBallad PrincessKaraokeBall',
    art: 'TiaraCraft PrincessCrownCollage CarriagePaperModel PaintYourPrincessSelf PrincessCastleDoodle DesignAPrincessGown PrincessPortraitSwap PrincessColoringBook',
    tech: 'TiaraLEDBuild PrincessGownTryOnApp PrincessVoiceFilter PrincessCastleLights AIWritesMyPrincessTale PrincessStopMotionStory PrincessTransformEdit PrincessGreenScreenBall',
    pet: 'PrincessCatThrone PrincessPawWave RoyalPetTeaParty PrincessPupPortrait PrincessDogStoryTime PrincessKittenCoach FluffyPrincessGlowUp PrincessHamsterMaze',
    gaming:
      'PrincessAndTheDragonTag PrincessCharades PrincessCastleBuild PrincessSavesHerself PrincessFreezeFrame PrincessMusicalChairs WhichPrincessAreYou PrincessTreasureHunt',
  },
  principal: {
    dance:
      'PrincipalDanceOff GymFloorTwoStep PrincipalHallwayStrut PrincipalMoonwalk PepRallyShuffle PrincipalFlashMob MirrorThePrincipal PrincipalRobotMoves',
    fitness:
      'PrincipalFieldDay PrincipalMorningMile PrincipalPlankVsClass PushUpsWithPrincipal PrincipalSquatChallenge PepRallyBurpees OutLungeThePrincipal PrincipalWallSit',
    prank:
      'PrincipalBalloonDrop PrincipalStickyNotes PrincipalPieFundraiser PrincipalForADay IntercomDadJoke PrincipalCosplayAtHome CoverThePrincipalsDoor PrincipalThankYouPoster',
    educational:
      'AskThePrincipal PrincipalReadAloud PrincipalWordOfTheWeek PrincipalOrPrinciple PrincipalFactOfTheDay PrincipalMathDare StumpThePrincipal PrincipalPopQuiz',
    cooking:
      'PrincipalBakeSale PrincipalApprovedLunch PrincipalChiliContest PrincipalPancakeFlip PrincipalServesTacos TeacherCupcakeDuel ThePrincipalsTasteTest PrincipalSmoothieBar',
    travel:
      'PrincipalFieldTrip PrincipalMuseumDay PrincipalParkWalk PrincipalSummerPostcard PrincipalWalkingSchoolBus PrincipalBikeCommute FlatPrincipalTour PrincipalVacationSlides',
    fashion:
      'PrincipalCrazySocks PrincipalTieTryOn BlazerAndSneakers PrincipalSpiritWeek TwinWithThePrincipal PrincipalInPajamas DressUpThePrincipal PrincipalHatParade',
    wellness:
      'PrincipalMindfulMinute PrincipalKindnessNote PrincipalDeepBreaths ThankYourPrincipal PrincipalBuddyBench HallwayGratitudeWall ComplimentThePrincipal PrincipalPepTalk',
    speed:
      'FieldDayDash PrincipalNameRecall SpellingBeeLightning OutrunThePrincipal PrincipalSackRace PrincipalFlashcardBlitz PrincipalMathSprint PrincipalRiddleTimer',
    music:
      'PrincipalKaraoke SchoolSpiritAnthem PrincipalIntercomSong PrincipalRapsTheNews PrincipalOnDrums PrincipalJingle SerenadeThePrincipal PrincipalAirGuitar',
    art: 'PrincipalCaricature SchoolSpiritPoster PrincipalPortraitGallery DrawThePrincipal PrincipalChalkWelcome PrincipalAsASuperhero PrincipalPaperPuppet PaintYourPrincipal',
    tech: 'PrincipalVideoNews PrincipalPodcast PrincipalEmojiQuiz PrincipalVsRobot KidsTeachThePrincipal GreenScreenAnnouncer PrincipalStopMotionCameo PrincipalThankYouReel',
    pet: 'PrincipalDogDoesRounds PrincipalPetDay SchoolTherapyBunny ReadToThePrincipalsPup PrincipalCatCameo PrincipalKittenVisit PrincipalPawShake PrincipalTreatPatrol',
    gaming:
      'PrincipalKartFinals FacultyFourSquare SchoolTriviaBowl PrincipalDodgeball BeatThePrincipal PrincipalSimonSays CheckmateThePrincipal PrincipalCardShowdown',
  },
  procrastination: {
    dance:
      'ProcrastinationShuffle ProcrastinationWiggle ProcrastinatorsBoogie ProcrastinationTwoStep LastMinuteMoves DeadlineDayGroove ProcrastinationDanceBreak ProcrastinateWithSalsa',
    fitness:
      'ProcrastinationPlank ProcrastinationPushups ProcrastinationWalk ProcrastinationLunges DeadlineBurpees PhoneCheckSquats OutrunProcrastination ProcrastinateYoga',
    prank:
      'ProcrastinateNoteAmbush ProcrastinatorClocksAhead ProcrastinatingNudges ProcrastinationParade DoItNowAlarm DeadlineCheerSquad ProcrastinationListSwap ProcrastinationGoldStar',
    educational:
      'WhyWeProcrastinate ProcrastinationMyths ProcrastinationBrainQuiz WhichProcrastinatorAreYou ProcrastinationTwoMinutes EatTheFrogFirst ProcrastinatePomodoroTest ProcrastinationHabitLoop',
    cooking:
      'ProcrastiBaking ProcrastinationFudge ProcrastinationCookies ProcrastinatorsPie ProcrastinationBrownies BakeNowStudyLater ProcrastinationPizza ProcrastinationPancakes',
    travel:
      'ProcrastinatorPacking ProcrastinationCafeHop ProcrastinateAtTheBeach ProcrastinationDetour LastMinuteGetaway ScenicRouteStalling ProcrastinationPicnic ProcrastinationParkBench',
    fashion:
      'ProcrastinationFit ProcrastinatorPJs ProcrastinateInStyle ProcrastinationOutfitSwap LastMinuteOutfit SweatpantsAllDay ProcrastinationGlowUp ProcrastinationHatTryOn',
    wellness:
      'BeatProcrastination ProcrastinationReset ProcrastinationWalkBreak ProcrastinatorsDiary TinyFirstStep BreatheThenBegin ForgiveProcrastination ProcrastinationCheckIn',
    speed:
      'ProcrastinationBlitz ProcrastiSpeedrun BeatTheProcrastinator ProcrastinationSockSort LastMinuteSprint TaskListTimeTrial ProcrastinatingChoreRace ProcrastinateTidyDash',
    music:
      'ProcrastinationAnthem ProcrastinationBallad ProcrastinationLoop ProcrastinatorsRap LastMinuteJam ProcrastinationKazoo ProcrastinationOpera ProcrastinationSnoozeSong',
    art: 'ProcrastinationDoodles ProcrastinationComic ProcrastinationCollage ProcrastinateWithPaint DeskClutterSculpture StickyNoteMural ProcrastinationMonster ProcrastinationSketch',
    tech: 'BlockProcrastination ProcrastinationScreenTime AIvsProcrastination ProcrastiLock OpenTabsConfession FocusAppFaceOff ProcrastinateOffline ProcrastinationTimerHack',
    pet: 'ProcrastinationPup ProcrastinatorsKitten ProcrastinatingWithMyCat ProcrastinateWithRover CatOnMyHomework ProcrastinationPetBreak ProcrastinationWalkies ProcrastinateWithBunnies',
    gaming:
      'ProcrastinationQuest ProcrastinationBingo ProcrastinationBoss ProcrastinationCardTower OneMoreLevelTrap ProcrastinationCharades ProcrastinationDiceTasks ProcrastinationPuzzle',
  },
  professor: {
    dance:
      'ProfessorRobotDance ProfessorChalkShuffle ProfessorsGotMoves ProfessorPodiumStep LectureHallGroove OfficeHoursBoogie DanceLikeYourProfessor ProfessorSalsaBreak',
    fitness:
      'ProfessorStepCount ProfessorBookSquats ProfessorPointerLunges ProfessorDeskStretch CampusWalkChallenge ProfessorWallSit ProfessorPlankLecture ProfessorStairSprints',
    funny:
      'NuttyProfessorSkit ProfessorRatesMyNotes YoureOnMuteProfessor ImpressionOfMyProf ProfessorTangentBingo ProfessorDecodesSlang ProfessorGradesMyMeme ProfessorLostTheMarker',
    prank:
      'PopQuizTheProfessor ProfessorVoiceWakeUp ProfessorWigAtBreakfast StandingOvationForProf GoldStarTheProfessor ProfessorChoreLecture ProfessorFanClubSign ProfessorBirthdayBoard',
    cooking:
      'ProfessorMugCake NuttyProfessorCookies ProfessorRamenUpgrade BakeLikeAChemProf ProfessorExplainsPasta CoffeeChemistryClass ProfessorsPotluck ProfessorLunchboxLesson',
    travel:
      'ProfessorLibraryCrawl ProfessorMuseumGuide ProfessorLedCampusTour ProfessorTurnedTourist ProfessorStatueHunt ProfessorParkPicnic ProfessorsFieldTrip ProfessorHistoryWalk',
    fashion:
      'ProfessorTweedLook ProfessorElbowPatches BowTieLikeAProf DressAsYourProfessor ProfessorBlazerFitCheck ChalkDustChic ProfessorGlassesTryOn ProfessorCardiganStyle',
    wellness:
      'ProfessorReadingNook ProfessorTeaBreak ProfessorDayDream ThinkLikeAProfessor OfficeHoursForMe SlowStudySunday ProfessorGardenWalk ProfessorPoetryPause',
    music:
      'ProfessorLectureRemix ProfessorChalkBeat ProfessorHistoryRap ProfessorKaraokeNight SingTheSyllabus ProfessorLyricsLesson SerenadeYourProfessor ProfessorFormulaSong',
    art: 'ProfessorChalkArt ProfessorStickFigure SketchYourProfessor ProfessorPosterDesign ChalkboardMural DoodleTheLecture ProfessorPaperDoll ProfessorComicPanel',
    tech: 'AIVsProfessor ProfessorSlideMakeover ProfessorExplainsMemes FixTheProfsVideoCall ProfessorLearnsEmojis ProfessorAppReview ProfessorShortcutKeys ProfessorScreenRecording',
    pet: 'PetTakesTheQuiz ProfessorBowTiePup ProfessorCatOnKeyboard ProfessorWhiskers ProfessorDogStudyBuddy DoctorOfPawsophy MyKittenTheProfessor ProfessorTeachesSit',
    gaming:
      'ProfessorEscapeRoom StumpTheProfessor ProfessorDungeonMaster ProfessorCharades ProfessorTriviaNight LectureBingo ProfessorMysteryGame ProfessorWordChain',
  },
  proposal: {
    dance:
      'ProposalVictoryDance BendedKneeTwirl ProposalSpinAndDip PutARingOnIt ProposeMidDance ProposalFreezeFrame PostProposalJive ProposalSalsa',
    fitness:
      'ProposeAtTheFinish ProposalSummitHike BendedKneeLunges EngagedCoupleSquats ProposalPoseHold PartnerWorkoutDate BurpeeIntoAProposal EngagementPiggyback',
    prank:
      'ProposalFakePhotoshoot ProposalPuzzleReveal RingAtTheFinalClue ProposalFortuneCookie MovieTrailerProposal SecretCheerSquad BestieProposal ProposalToMyPizza',
    educational:
      'ProposalAroundTheWorld ProposalTraditionsQuiz WhyWeKneelToPropose ProposalMythOrFact LeapDayProposals ProposalRingSizeHack HowProposalsBegan ProposalInTenLanguages',
    cooking:
      'WillYouMarryMeCake ChocolateRingBox ProposalDinnerForTwo ProposalPicnicSpread ProposalDonutStack ProposalCookieMessage HeartPizzaProposal EngagedPastaNight',
    travel:
      'ProposalSpotScouting ProposalOnAHikingTrail ProposalWithAView ProposeAtSunrise EngagedWeekendGetaway EngagementRoadTrip WhereWeGotEngaged ProposalLocationScout',
    fashion:
      'ProposalNailsReady EngagementShootLook DressedToPropose ProposalFitCheck RingHandSelfie ProposalCandyBling ProposalSuitUp EngagedGlowUp',
    wellness:
      'ProposalNervesReset LoveStoryJournal BreatheThenPropose EngagedGratitudeList ProposalPepTalk SlowMorningAfterYes ProposalStressFreeDay ProposalNoPhoneHour',
    speed:
      'ProposalSetupSprint HideTheRingClock ProposalPetalPathDash BeatThemHomeProposal ProposalBalloonBlitz TenMinuteProposal ProposalSignSpeedDraw FastestProposalEver',
    music:
      'ProposalSerenade BendedKneeBallad ProposeInALyric ProposalKaraokeAsk MarryYouSingAlong ProposalKazooAnthem OurEngagementSong UkuleleProposal',
    art: 'ProposalSandWriting ProposalSketchReveal ProposalChalkMural PaintThePopQuestion RingBoxDiorama EngagementPhotoDare ComicStripProposal ProposalDoodleCard',
    tech: 'ProposalTimeLapseSetup ProposalLockScreenAsk ProposalVideoCallReveal HiddenCamProposal ProposalEmojiRiddle ProposalPhotoSlideshow SmartSpeakerProposal ProposalSlowMoReplay',
    pet: 'ProposalDogSign PetRingBearer PawsAndPropose PupPopsTheQuestion EngagementCatPortrait ProposalWhiskerWitness CollarTagProposal EngagedTreatToast',
    gaming:
      'ProposalCrosswordClue ProposalWordTiles EscapeRoomProposal PlayerTwoWillYou ProposalLevelUp ProposalCharades ProposalTreasureHunt JigsawProposal',
  },
  puffer: {
    dance:
      'PufferJacketDance PufferWaddleWalk SnowDayPufferShuffle TwirlInYourPuffer PufferMoonwalk ZipUpAndGetDown PufferPenguinSlide PufferShimmyShake',
    fitness:
      'PufferWinterRun PufferFrostyHike SnowDayPufferCardio JumpingJacksInPuffer ColdFrontCircuit PufferSquats PufferPlankOff PufferStairClimb',
    funny:
      'PufferMarshmallowMode PufferArmsCantMove SeatbeltVsMyPuffer PufferSoundsLikeChips WalkingDuvet ZipperStuckPanic PufferHugFail PufferSleepingBagLook',
    prank:
      'WarmPufferHandoff PufferPocketConfetti PufferHandWarmerStash PufferStuffedWithPlush MatchingPufferAmbush PufferHoodRubberDuck PufferTwinDay PufferSleeveSurprise',
    educational:
      'HowPufferJacketsWork WhyPuffersKeepYouWarm PufferRecycledBottles DownVsSyntheticPuffer TrappedAirScience FreezerPufferTest PufferCareAndWashing PufferLayerWarmthCheck',
    cooking:
      'PufferSnowDayCocoa PufferSeasonSoup PufferWeatherChili WinterPufferPicnic PuffPastryPuffer FrostyMorningThermos PufferPocketHandPies PufferPorridgeBreakfast',
    travel:
      'PufferSledHillDay PufferStargazingDrive PufferWinterMarketTrip PackOnlyAPuffer ColdestCityChallenge PufferAirportLayerHack PufferTrainNap PufferSnowyParkStroll',
    wellness:
      'PufferWinterWalk PufferStargazeNight SnowDayPufferStillness CrispAirPufferReset HuggedByYourCoat PufferSnowfallWatch PufferBenchBreak PufferSunriseCoffee',
    speed:
      'PufferPackItUpRace PufferStuffSackClock PufferZipUpBlitz SnowDayPufferRush BundleUpCountdown PufferHoodUpFast PufferFoldFaceOff PufferRollUpDash',
    music:
      'PufferZipperRhythm PufferSwishBeat PufferSquishDrum CarolingInPuffers FrostyTheSnowmanCover JingleInAJacket PufferRapBattle PufferCoatAcapella',
    art: 'PufferJacketSketch PufferPatchDoodles SnowDayPufferPhotos WinterPufferPortrait PaintYourPuffer QuiltedTextureDrawing BubbleLetterPuffer DrawAPufferMonster',
    tech: 'PufferPackTimeLapse PufferFitCheckTransition PufferPowerBankPocket PufferPhoneWarmer ColdBatteryShowdown PufferGlovesOnTouchscreen PufferSnowSlowMo PufferWarmthAppTest',
    pet: 'PufferJacketForMyDog PetPufferFitCheck PufferMatchingPooch SnowDayPufferPup PufferCuddleNap KittyInTheHood PufferTwinsWithRover PufferBedForTheCat',
    gaming:
      'PufferFreezeTag PufferSnowballArena PufferRelayRace PufferSimonSays PufferSnowAngelContest PufferCozyGameNight PufferHideAndSeek PufferTugOfWar',
  },
  'pumpkin patch': {
    dance:
      'PumpkinPatchHoedown ScarecrowShuffle PumpkinPatchJig PumpkinPatchLineDance PumpkinPatchHayHop PumpkinSpiceSpin PumpkinPatchPolka PumpkinPatchWaltz',
    fitness:
      'PumpkinPatchCarry HayBaleStepUps PumpkinPatchBicepCurls SquatThePumpkin PumpkinPress PumpkinPatchWagonPull PumpkinPatchLunges PumpkinPatchWalkingLaps',
    prank:
      'PumpkinPatchGooglyEyes DoorstepPumpkinDrop PumpkinPatchTreasureMap TinyPumpkinOnTheDesk GiantPumpkinReveal TheirNameOnAPumpkin PumpkinPatchHaulFaces PumpkinPatchHiddenGnome',
    cooking:
      'RoastedPumpkinSeeds PumpkinPatchCookies PumpkinPatchPancakes SoupInAPumpkinBowl PumpkinBreadBakeOff PatchToPieChallenge PumpkinPatchMuffins PumpkinPatchSmoothie',
    travel:
      'PumpkinPatchRoadTrip GetLostInTheCornMaze HarvestFestivalVisit PumpkinPatchCrawl PumpkinPatchHayride PumpkinsAndApplesTour PumpkinPatchByTrain PumpkinPatchBikeRide',
    fashion:
      'PumpkinPatchFitCheck PumpkinPatchOutfitRating PumpkinPickingRunway PumpkinPatchOrangeLook PumpkinPatchTwinning PumpkinPatchRainBoots PumpkinPatchPlaid PumpkinPatchCorduroy',
    wellness:
      'PumpkinPatchSlowWalk PumpkinPatchSitAndSip PumpkinPatchGoldenHour GratefulForTheHarvest SunsetAmongThePumpkins CocoaAtThePumpkinPatch PumpkinPatchPicnic PumpkinPatchJournaling',
    speed:
      'CornMazeSpeedrun PumpkinPatchQuickSketch PumpkinPatchWagonDash PumpkinRollRace BiggestPumpkinIn10 PickAPumpkinInSixty PumpkinPatchSortBlitz PumpkinPatchRelay',
    music:
      'PumpkinPatchCampSong HayrideSingAlong HarvestMoonCover PumpkinPatchBluegrass PumpkinFiddleJam DrumOnAPumpkin PumpkinPatchYodel PumpkinPatchKazooBand',
    art: 'PumpkinPatchChalkArt GourdStillLife PumpkinPatchPhotoshoot PaintThePumpkinPatch SketchTheScarecrow NoCarvePumpkinFaces DrawThePumpkinPatchBlind PumpkinPatchLeafPrints',
    tech: 'PumpkinPatchPortraitMode PumpkinPatchPanoramaFail PumpkinPatchPhotoHacks PumpkinPatchSlowMoRoll PumpkinTimelapseRot PumpkinPatchStopMotion PumpkinPatchBurstShot PumpkinPatchStepCount',
    pet: 'PumpkinPatchKittyPortrait PumpkinPatchTailWags PumpkinPatchPuppyPose PetPumpkinPatchPics DogPicksAPumpkin PumpkinPatchPupSnack PumpkinPatchBunnyDigBox PumpkinPatchLeashStroll',
    gaming:
      'PumpkinPatchBingo PumpkinPatchBowling PumpkinPatchScavengerHunt HideAndSeekInThePatch PumpkinPatchISpy PumpkinPatchTicTacToe PumpkinPatchRingToss PumpkinPatchRiddles',
  },
  puppet: {
    dance:
      'SockPuppetShuffle PuppetOnAStringMoves PuppetDanceBattle PuppetConga FingerPuppetTwirl MarionetteMimic WaveYourPuppet HandPuppetHula',
    fitness:
      'PuppetDrillSergeant PuppetCountsMyReps SockPuppetHypeCoach PuppetCountdownStretch PuppetPlankJudge StringsAttachedSquats YogaWithAPuppet LungeLikeAPuppet',
    funny:
      'PuppetTalksBackToMe PuppetTherapist PuppetNewsAnchor SockPuppetComplaints MyPuppetSaysIt PuppetRoastsMyOutfit PuppetWeatherReport InterviewMyPuppet',
    educational:
      'PuppetHistoryFacts PuppetScienceLesson PuppetsAroundTheWorld PuppetMathTutor HowMarionettesWork ShadowPuppetPhysics PuppetSpellingBee PuppetVocabDrill',
    travel:
      'PuppetTourGuide PuppetShowAtTheLibrary SockPuppetOnVacation PackYourPuppetsBag PuppetPostcardPoses PuppetParkAdventure PuppetSightseeing RoadTripPuppet',
    fashion:
      'TwinningWithMyPuppet PuppetFashionShow SockPuppetFitCheck GooglyEyeAccessories PuppetTinyWardrobe PuppetGlowUp PuppetHatSwap BeretOnMyPuppet',
    wellness:
      'PuppetPepTalk PuppetGratitudeChat SockPuppetBreathing PuppetFeelingsCheckIn BedtimePuppetShow PuppetWorryEater LetYourPuppetVent AffirmationPuppet',
    speed:
      'SockPuppetInOneMinute PuppetTongueTwister PuppetVoicesBlitz PuppetQuickChange GooglyEyeStickRace PuppetEmotionFlip PaperBagPuppetRush QuickfirePuppetSkit',
    music:
      'PuppetRockOpera SockPuppetDuet PuppetLipSync PuppetChoir KaraokeWithMyPuppet PuppetBandReunion BeatboxingPuppet SerenadedByAPuppet',
    pet: 'SockPuppetCatStandoff PuppetMeetsMyDog PuppetTreatDelivery PupVsPuppet PuppetOfMyPet PuppetPlaysFetch PuppetHideAndSeek KittyPuppetPounce',
    gaming:
      'PuppetGuessWho SockPuppetLetsPlay PuppetTriviaEmcee PuppetSimonSays PuppetGameShowHost PuppetWouldYouRather PuppetCharades ChessWithMyPuppet',
  },
  race: {
    dance:
      'RaceToTheBeat FinishLineShuffle RaceDayVictoryLap RacePodiumPose SlowMoRaceDance RaceCarDriftStep RaceBatonTwirl RaceCheerleaderMoves',
    fitness:
      'FirstFunRunPrep CouchToRaceDay RaceHillRepeats RaceStartSprints RaceYourShadow 7DayRaceReadyDare RaceWarmupJog RaceHighKnees',
    funny:
      'GroceryRaceCommentary PhotoFinishFaces RaceLastPlaceHero RaceForTheFinalCookie RaceSlowMoVictory RacingMyGrandma RaceToTheRemote RaceAgainstTheToaster',
    educational:
      'JudgeTheRaceFinish RaceSplitMath WhyRaceCarsHaveWings RaceReactionTimeTest RacePaperPlanePhysics OlympicRecordsQuiz RaceDistanceGuess TeachARaceStart',
    cooking:
      'FinishLineCupcakes RaceTrackFruitPlatter PreRacePastaParty RaceFlagPancakes RaceFuelSnacks RaceCarBentoBox RacingStripeRollCake RaceMedalCookies',
    travel:
      'RaceRouteScrapbook RaceTrackStadiumTour RaceToPackTheSuitcase RaceSouvenirHunt RaceToTheIceCreamShop RunARaceSomewhereNew HorseRaceDayTrip RaceToTheMuseum',
    fashion:
      'RaceBibFitCheck RaceTutuCostume CheckeredFlagLook RacingStripesOutfit RaceDaySillyHat RaceDayNeonKit RaceCapeAndSweatband RaceMatchingTeamShirts',
    wellness:
      'PreRaceBreathing FinishLineGratitude RaceRecoveryStretch RaceDayCalmMind SlowDownAfterTheRace RaceEveEarlyBedtime NotARatRace PostRaceJournal',
    music:
      'FinalLapFanfare RaceDayHypeSong RaceCommentaryRap RaceThemeSongHum SingWhileYouRace RaceDrumlineCheer RacePlaylistPacing RaceStartBeatDrop',
    art: 'RaceMotionBlurPaint ChalkARaceTrack FinishLineSketch RaceMedalClayModel DesignARaceBib RaceCarDoodle RaceRibbonCollage RacePosterForAFriend',
    tech: 'PhotoFinishCamera RaceYourReactionTime RaceStopwatchChallenge RaceHeartRateReveal BuildARaceTimer RaceADoodleOnTheMap RaceSlowMoReplay RaceVsYourGhost',
    pet: 'RaceYourDog TurtleRace WhoWinsTheZoomieRace RaceForTheSqueakyToy RaceToTheFoodBowl KittenVsPuppyRace RaceTrackForYourCat RaceBunnyHopCourse',
    gaming:
      'FloorIsLavaRace RaceCrabWalkDuel HallwayToyCarRace SplitScreenRace RacingGameTimeTrial MarbleRaceTournament RaceBottleCapFlick SnakesAndLaddersRace',
  },
  'raking leaves': {
    fitness:
      'RakingLeavesCoreTwist RakingLeavesLunges LeavesCrunchBurpees RakingLeavesArmBurn LeafPileLongJump RakeAndRepeat RakingLeavesSquatHold RakingLeavesStepGoal',
    prank:
      'LeafPilePeekaboo RakingLeavesHeartShape RakingLeavesRubberSpider SecretNeighborRaking RakingLeavesInitials HiddenInTheLeaves LeafPileConfettiDrop RakingLeavesSmileyFace',
    educational:
      'RakingLeavesTreeID WhyLeavesChangeColor RakingLeavesAndTheLawn RakingLeavesCompostLab WhoLivesInALeafPile LeafPileDecayJar RakingLeavesBugSurvey RakingLeavesCountingMath',
    cooking:
      'RakingLeavesChili RakingLeavesHotCocoa RakingLeavesSoupReward LeafPileCookies RakeThenBake RakingLeavesCiderBreak RakingLeavesAppleCrisp RakingLeavesPicnicLunch',
    travel:
      'RakingLeavesStreetStroll FallFoliageRoadTrip LeafPileParkHop BiggestLeafPileInTown CommunityRakingDay RakingLeavesMapleDrive RakingLeavesCabinTrip LeafPileArboretumVisit',
    wellness:
      'MindfulRakingLeaves RakingLeavesGratitude SlowAutumnChores LeafPileLayDown RakingLeavesQuietHour RakingLeavesMeditation RakingLeavesBreathing RakingLeavesAtSunrise',
    speed:
      'RakingLeavesRelay FastestBagFill YardClearBlitz LeafPileIn60 RakingLeavesBeatTheTimer RakingLeavesTagTeam RakingLeavesDash RakingLeavesRace',
    music:
      'RakingLeavesCrunchBeat RakingLeavesWorkSong RakingLeavesRapVerse RakingLeavesRakeGuitar LeafPileDrumSolo RustleRhythm RakingLeavesKaraoke RakingLeavesWhistling',
    art: 'RakingLeavesMandala RakingLeavesRainbow RakingLeavesLandArt LeafPileSculpture RakingLeavesPortrait StampWithLeaves RakingLeavesCritters RakingLeavesCrowns',
    pet: 'RakingLeavesPupJump LeafPileZoomies RakingLeavesCatAmbush RakingLeavesAssistant DogUnrakesTheLeaves RakingLeavesSniffWalk RakingLeavesPetPhotos RakingLeavesKittenPounce',
    gaming:
      'LeafPileCornhole RakingLeavesTugOfWar LeafPileHideAndSeek LeafPileStarJump RakingLeavesSpeedrun RakingLeavesRingToss RakingLeavesBingo RakingLeavesTreasureHunt',
  },
  ratatouille: {
    dance:
      'RatatouilleSalsaStep SpiralRatatouilleSpin ZucchiniZumba RatatouilleTango RatatouilleWaltz RatatouilleBistroShuffle RatatouilleBallet StirAndSwayRatatouille',
    fitness:
      'RatatouilleWallSit RatatouilleMarketRide RatatouilleVeggieCurls RatatouilleJumpingJacks RatatouillePlankTimer RatatouilleGardenDig RatatouilleSquatStir RatatouilleLunges',
    funny:
      'PronounceRatatouille RatatouilleCriticFace KidsTryRatatouille RatatouilleNailedIt RatatouilleChefHatSkit RatatouilleTasteReaction RatatouilleFirstBite RatatouilleSpellingBee',
    prank:
      'RatatouilleDinnerInFrench RatatouilleRatInTheFridge RatatouilleWaiterVoice RatatouilleTakeoutSwap FancyNameRatatouille RatatouilleGooglyEyes RatatouilleMenuMixUp RatatouilleHatPuppet',
    educational:
      'RatatouilleVsCaponata HowToSayRatatouille RatatouilleSliceFractions StewOrSpiralRatatouille RatatouilleInFrench WhyEggplantGetsSalted RatatouilleHistoryBite RatatouilleVeggieFacts',
    travel:
      'RatatouillePicnicSpot RatatouilleFarmersMarket RatatouilleParkLunch CampingRatatouille RatatouilleRoadTrip RatatouilleFoodTour PickYourOwnRatatouille RatatouilleBistroHunt',
    fashion:
      'RatatouilleColorBlock RatatouilleChefFit ParisianBeretLook RatatouilleApronStyle RatatouilleStripedShirt RatatouilleVeggieEarrings BistroChicRatatouille RatatouilleNailArt',
    wellness:
      'GardenToRatatouille PhoneFreeRatatouille SlowSimmerRatatouille RatatouilleSundayReset RatatouilleQuietCook SliceAndBreathe RatatouilleForANeighbor RatatouilleComfortBowl',
    speed:
      'SpiralRatatouilleIn20 SpellRatatouilleFast RatatouilleMarketDash RatatouilleTriviaClock EggplantStackBlitz RatatouilleRelay RatatouilleVeggieSort RatatouilleTableSetRush',
    music:
      'RatatouilleMusical RatatouilleAccordion RatatouilleVeggieSong RatatouillePotDrums SingTheRecipe RatatouilleKitchenRap RatatouilleChanson OperaRatatouille',
    art: 'RatatouilleColorWheel PaintTheRatatouille VeggieStampRatatouille RatatouilleFoodPhoto RatatouilleChefDrawing EggplantStillLife RatatouilleMandala RatatouilleClayPlate',
    tech: 'RatatouilleStopMotion RatatouilleTimelapse AirFryerRatatouille AIPlansMyRatatouille RatatouilleOverheadShot TeachRatatouilleOnVideo RatatouilleMovieVsMine RatatouilleSlowMoSlice',
    pet: 'RatatouilleCouchSnuggle WatchRatatouilleWithPets RatatouilleKittenNap RatatouilleSousChefPup ZucchiniDogTreats RatatouillePlushVsCat RatatouilleFurryHelper RatatouilleLeaveItTest',
    gaming:
      'GuessTheRatatouilleVeg ActOutRatatouille RatatouilleRecipeQuest RatatouilleMovieTrivia RatatouilleBingoCards FindTheRatatouilleRat RatatouilleMemoryGame RatatouilleSpeedrun',
  },
  red: {
    dance:
      'RedCarpetStrut RedRoseTango RedLightFreeze RedSneakerShuffle RedSockSlide LadyInRedSway RedScarfSwirl RedBalloonBop',
    fitness:
      'RedLightSquatFreeze RedCarpetLunges RedCardBurpeeDeck RedBandBurn RedTowelSlides StopOnRedSprints RedJumpRopeStreak RedCupAgilityDrill',
    prank:
      'RedConfettiEnvelope RedHeartStickyNotes AllRedSockDrawer RedLightbulbSwap RedBalloonAvalanche RedNoseEveryPhoto RedCupTowerOnTheirDesk RedStreamerDoorway',
    educational:
      'WhyRedMeansStop RedSunsetScienceJar HowBullsSeeColor RedDyeFromBugs RedPlanetQuiz RedBloodCellModel RedPaintMixingLab RedLeavesAutumnFacts',
    cooking:
      'RedVelvetCake AllRedMenuChallenge BeetRedPasta RedCurryNight RedTomatoSoup RubyRedSmoothie RedPepperHummus RedBerryParfait',
    travel:
      'RedRockHike RedDoorsAroundTown RedFlowerSpotting RedSunsetLookout RedCarBingoRoadTrip FindTheReddestLeaf RedPostboxHunt RedBrickBuildingWalk',
    fashion:
      'RedCarpetAtTheGrocery HeadToToeRed OneRedAccentLook FindYourRedLip RedBeretRunway RedKicksFitCheck RedScarfThreeWays RedThriftFlip',
    wellness:
      'WatchARedSunset RedLeafMindfulWalk RedTeaTasting FiveRedThingsGrounding OneSlowRedApple RedLightBedtime RedRoseJournaling RedBlanketNap',
    speed:
      'RedCupStackRace RedThingsInSixty RedBlockSortBlitz StopOnRedGoOnGreen FlipAllTheRedCards SpotTheRedFast RedCrayonHuntDash RedBeadStringSprint',
    music:
      'NameThatRedSong NinetyNineRedBalloons RedSongMedley RedHotAirGuitar RedCupSongChallenge RedRoseSerenade RedWordRap RedBucketDrumSolo',
    tech: 'RedEyeFix ColorPopRedEdit RedHomeScreenMakeover RedLEDRoomGlow RedLightNightMode RedWallpaperSwap RedFilterPhotoWalk RedAppIconTheme',
    pet: 'RedCarpetPetWalk RedBandanaPup RedOrBlueBallTest RedCushionCatNap RedToyTreatHunt CanDogsSeeRed RedCollarGlowUp RedFeatherWandPlay',
    gaming:
      'RedVsBlueGameNight RedBalloonKeepUp FindFiveRedThingsFirst RedMushroomPowerUp RedCardsOnlyGoFish TeamRedForever RedSpoonRelay RedCheckersTournament',
  },
  'red light green light': {
    dance:
      'RedLightRobotMoves FreezeOnRedLight ShimmyTillRedLight RedLightStatuePose RedLightGreenLightHop TrafficCopTwirl RedLightGreenLightSalsa RedLightGreenLightDisco',
    fitness:
      'RedLightSquatHold RedLightGreenLightSkip RedLightPlankFreeze SprintTillRedLight BearCrawlToRedLight GreenMeansLunges RedLightGreenLightJog RedLightGreenLightHops',
    funny:
      'RedLightWobbleFaces RedLightCaughtMoving GigglesDuringFreeze SneezeOnRedLight RedLightGreenLightOops RedLightWorstStatue RedLightGreenLightFail RedLightGreenLightPOV',
    cooking:
      'RedLightBerryTarts TriColorFruitSkewers TrafficLightPizza RedLightBakeOff RedLightGreenLightCookies RedLightGreenLightToast RedLightGreenLightSalad RedLightGreenLightJello',
    travel:
      'RedLightGreenLightMuseum StopAndGoCityTour RedLightGreenLightZoo RedLightGreenLightHike ExploreTillRedLight RedLightGreenLightFarm RedLightGreenLightBeach RedLightGreenLightPark',
    fashion:
      'RedLightOutfitFreeze TrafficLightColorBlock RedLightGreenLightOOTD RedLightRunway RedLightGreenLightHats StrikeAPoseRedLight RedLightGreenLightMakeup RedLightGreenLightNails',
    wellness:
      'StopBreatheAndGo RedLightGreenLightBreaths RedLightGreenLightHum RedLightMeansRest PauseOnRedLight RedLightGreenLightThanks RedLightGreenLightYoga RedLightGreenLightCalm',
    music:
      'RedLightMusicStop FreezeOnTheBeat RedLightDrumCutoff SingTillRedLight RedLightAirGuitar TempoSwitchGame RedLightGreenLightClap RedLightGreenLightKazoo',
    tech: 'RedLightMotionDetector RedLightGreenLightVideo RedLightGreenLightApp AIRefereeRedLight RedLightGreenLightCam RedLightLEDSign RedLightGreenLightTimer RedLightGreenLightRobot',
    pet: 'RedLightDownCommand GreenLightZoomies TreatOnGoSignal RedLightSitStay RedLightPuppyVsKids RedLightKittyStare RedLightGreenLightCat RedLightGreenLightFetch',
    gaming:
      'RedLightTeamRelay MotherMayIRematch StopAndGoArcadeRun RedLightGreenLightCards RedLightGreenLightDuel RedLightChampion RedLightGreenLightTag RedLightGreenLightLeague',
  },
  reindeer: {
    dance:
      'ReindeerHoofStep ReindeerAntlerWiggle ReindeerStompOff PranceLikeAReindeer RudolphNoseBoogie SleighBellShuffle ReindeerConga ReindeerLineDance',
    fitness:
      'ReindeerHighKnees ReindeerBoundingJumps ReindeerLeapSquats ReindeerRedNoseRun DasherDashes ReindeerSleighSprints GallopLikeAReindeer SnowyReindeerLunges',
    prank:
      'ReindeerHoofPrints ReindeerCarrotCrumbs ReindeerPlushSurprise ReindeerInTheWindow SleighBellWakeUp ReindeerRedNoseMug StuffedReindeerCameo NoteFromTheReindeer',
    educational:
      'ReindeerEyesChangeColor CaribouVsReindeer ReindeerMigrationMap SantasReindeerAreGirls WhyRudolphsNoseGlows ReindeerFactOrFib ReindeerAntlerShedding HowReindeerStayWarm',
    travel:
      'ReindeerFarmVisit SelfieWithEveryReindeer MeetAReindeerThisWinter BestLightUpReindeerInTown ReindeerChristmasMarket ReindeerDecorSpotting FollowTheReindeerTracks ReindeerParadeFrontRow',
    fashion:
      'ReindeerAntlerHeadband ReindeerRedNoseMakeup UglyReindeerSweater MatchingReindeerPJs ReindeerSocksLook SleighAllDayFit ReindeerNailArt ReindeerPomBeanie',
    wellness:
      'ReindeerSnowyWalk ReindeerCocoaBreak ReindeerGratitudeJournal SlowReindeerMornings ReindeerCozyBlanketNap TundraDeepBreaths ReindeerKindnessDeeds QuietReindeerCraft',
    speed:
      'ReindeerGamesRelay ReindeerAntlerRingToss ReindeerNosePinDash NameAllNineReindeer CarrotGrabBlitz ReindeerHopRace ReindeerBalloonPop FastestReindeerDrawing',
    music:
      'ReindeerSleighBeat ReindeerHoofTapRhythm ReindeerRollCallRap ReindeerKaraoke JingleBellJam ReindeerKazooCarol YodelTheReindeer ReindeerPotsAndPansBand',
    art: 'ReindeerHandprintCraft ReindeerFootprintCard SaltDoughReindeer PineconeReindeer AntlerDoodle ReindeerPaperCutout ReindeerWatercolor CorkReindeerOrnament',
    tech: 'ReindeerLightShow ReindeerDoorbellCam AINamesTheTenthReindeer TrackTheReindeer ReindeerStopMotion MakeYourReindeerFly ReindeerPhotoFilter GreenScreenReindeer',
    gaming:
      'ReindeerCardDuel ReindeerTriviaRound ReindeerRingToss JoinInReindeerGames ReindeerHideAndSeek PinTheNoseOnAReindeer ReindeerDiceDerby ReindeerMemoryMatch',
  },
  'relay race': {
    dance:
      'DanceRelay BatonPassRelayStep RelayRaceHandoffMoves TagTeamRelayGroove HandOffTheBoogie RelayRaceDanceOff RelayFreezeFrame RelayCopycatChain',
    fitness:
      'PlankRelay BurpeeRelay RelayRaceSquatChain WheelbarrowRelayLap RelayRacePushUps BatonBurnout JumpRopeRelay RelayLungeLadder',
    prank:
      'BananaBatonRelay RubberChickenRelay RelayRaceMysteryAnchor RelayRaceSpaghettiSwap SlowMoFinishLine SurpriseGuestRunner RelayWrongDirectionPrank RelayFakeMustacheRun',
    educational:
      'TriviaRelay RelayFlagsOfTheWorld RelayRaceSpellingBee RelayRaceSpeedSecrets PassTheQuestion BatonHandoffPhysics MapQuizRelay RelayTimesTables',
    fashion:
      'OutfitRelay MatchingRelayKits RelayRaceFacePaint MismatchedSockRelay QuickChangeRelay PassTheJacket RelayRaceTutuDash RelayHatSwap',
    wellness:
      'KindnessRelay GratitudeRelay ComplimentRelay PassThePeaceBaton PayItForwardRelay RelayRaceStretchCircle EncouragementRelay CalmBreathRelay',
    tech: 'RelayRaceSplitTimer RelayPhotoFinishCam RelayAcrossTheScreens BatonPassSlowMo HandoffTheKeyboard EmojiStoryRelay RelayVoiceNoteSong RelayStopMotionMovie',
    pet: 'DogRelayRace SitStayRelay RelayRaceCatRefuses BatonFetch TreatHandoffRelay FourPawRelay RelayRaceBallRetrieve RelayKittenWandChase',
    gaming:
      'GamingRelay RelayRacePuzzleDash BlockTowerRelay PassTheController OneLifeEach DrawingRelayRace BoardGameRelay KartRelayCup',
  },
  remote: {
    dance:
      'RemoteControlDance RemoteRewindMoves RemoteSlowMoShuffle RemoteMuteMoonwalk FastForwardFootwork RemoteChannelFlipDance ControlledByTheRemote RemotePauseAndPose',
    educational:
      'HowRemotesWork RemoteLightOnYourCamera RemoteBounceOffMirror RemoteOldVsNew WhyDoWeShakeRemotes CatchTheInfrared RemoteRangeTest RemoteButtonSymbols',
    cooking:
      'RemoteControlCookies TVRemoteCake RemoteBrownieBars RemoteButtonCandy RemotePausePopcorn BingeWorthyBites WinTheRemoteBakeOff RemoteShapedSandwich',
    fashion:
      'RemoteControlOutfit RemoteRewindDecades LoungeSetAndRemote ClickTheRemoteChange ChannelSurfYourCloset RemotePajamaStyle RemotePausePose RemoteHolsterBelt',
    art: 'RedesignTheRemote RemoteButtonMosaic RemoteDoodleCover BedazzleTheRemote RemoteClayReplica CouchPotatoComic RemoteSockCozy RemoteStillLifeSketch',
    tech: 'ProgramAUniversalRemote PhoneAsARemote SmartRemoteHacks OneRemoteToRuleAll VoiceVsRemote RemoteInfraredReveal NeverLoseTheRemote RemoteTrackerTagTest',
    gaming:
      'RemoteBottleBowling RemoteBuzzerTrivia RemoteControlRacing HotPotatoRemote WhoGetsTheRemote CouchCoOpClash RemoteWouldYouRather RemoteHideAndSeek',
  },
  reporter: {
    dance:
      'ReporterSignOffStep BreakingNewsBop ReporterHeadlineHop DanceBehindTheReporter JournalistJive MicDropMoves ReporterWeatherWiggle ReporterNewsflashTwirl',
    educational:
      'ReporterFactCheck SpotTheFakeHeadline ReporterFiveWs InterviewLikeAReporter BeAJournalistForADay ReporterNewsQuiz ReporterSourceChecking ReporterStoryWritingDare',
    travel:
      'ReporterOnLocation ReporterLiveFromHere ReporterAtTheBeach ReporterOnVacation ScoopTheLocalSpot PostcardDispatches ReporterHometownTour ReporterMarketStory',
    wellness:
      'ReporterGoodNewsOnly ReporterScrollBreak ReporterDigitalDetox ReportYourWins WriteYourOwnHeadline InterviewYourself GratitudeReporter ReporterBedtimeRecap',
    art: 'ReporterComicStrip FrontPageDesign ReporterStoryboard JournalistPhotoWalk ReporterCaricature ReporterNewspaperCollage ReporterNotebookSketches ReporterHeadlineCutouts',
    tech: 'ReporterGreenScreen TeleprompterTest ReporterAITranscribe AIAnchorVsReporter ReporterPhoneTripod OneTakeReporterVlog ReporterSelfieStickShot ReporterAudioCleanup',
    pet: 'ReporterCatCameraHog ReporterInterviewsPet PupReporterLive PuppyPressConference ReportFromTheDogPark KittenCorrespondent ReporterBunnyBeat ReporterPetWeather',
    gaming:
      'ReporterPostMatchQs ReporterNarratesGameNight ReporterSportsCommentary CommentateMyRun ReporterFillInTheBlanks ReporterTriviaShowdown ReportersClueChase ReporterWouldYouRather',
  },
  resort: {
    dance:
      'AllInclusiveConga ResortLimboNight ResortBeachZumba ResortMacarena PoolDeckBoogie ResortHulaSway FarewellResortDance ResortSalsaLesson',
    fitness:
      'ResortAquaAerobics AllInclusiveBurnOff StairsToTheLobby SunriseResortBootcamp BuffetThenBurpees ResortTowelPlank ResortVolleyballBash ResortBeachJog',
    funny:
      'ResortSunbedTowelWar AllInclusiveMath ResortWristbandTan ResortElevatorSmallTalk ResortMapConfusion TimeshareEscapeRoom TypesOfResortGuests ResortLastDayMeltdown',
    prank:
      'SunbedReservedSign ResortFrontDeskAtHome ResortButlerAtBreakfast ResortChocolateOnPillow ResortCheckoutWakeUp ResortRoomMakeover BackyardResortSurprise ResortMinibarPrices',
    educational:
      'ResortBehindTheScenes HowBuffetsPlanFood ResortPoolChemistry IsYourResortGreen ResortPriceGuessQuiz ReefSafeSunscreenTest ResortUVIndexLesson ResortLaundryByTheNumbers',
    cooking:
      'ResortBuffetAtHome PinaColadaPops ResortOmeletteStation SwimUpBarMocktails ResortFruitPlatter ResortBreakfastCopycat ResortCoconutShrimp ResortSmoothieBowl',
    fashion:
      'ResortCapsuleWardrobe OneSarongFiveWays ResortDinnerFit ResortWearRunway ResortOutfitPerDay ResortPoolsideLook ResortHatParade ResortSandalStyle',
    wellness:
      'ResortSunriseYoga ResortHammockRead ResortSunsetStroll ResortSpaSunday AllInclusiveUnplug BreatheWithTheWaves NapLikeAResortGuest ResortGratitudeJournal',
    speed:
      'ResortTowelFoldRace ResortSandcastleTimer ResortFlipFlopRelay ResortPostcardSpeedWrite ResortCheckInDash ResortSunscreenBlitz FirstToTheResortBeach ResortPackingRush',
    music:
      'ResortSunsetSingAlong ResortPlaylistAtHome ResortSteelDrumJam ResortBucketBeat IslandBandNight ResortKaraokeKing WriteTheResortAnthem ResortUkuleleLesson',
    art: 'ResortTowelOrigami PoolsideWatercolor ResortSandSculpture PaintAResortPostcard ResortShellFrame ResortSunsetCrayonArt ResortSketchJournal ResortPalmTreeCollage',
    tech: 'ResortUnderwaterCam ResortWifiSpeedCheck ResortSlowMoCannonball ResortGadgetTierList ResortRoomTourInOneTake ResortVlogEdit AIRatesMyResort ResortPanoramaPhoto',
    pet: 'DogFriendlyPoolParty HomecomingKittenHug PetResortRoomTour FurBabyResortStay ResortPupPostcards ResortPuppyWelcome BackyardResortForFido ResortBrushAndNap',
    gaming:
      'ResortPoolMarcoPolo ResortMiniGolf ResortShuffleboard AllInclusiveTrivia ResortBeachBallKeepUp CabanaCardShark ResortBingoNight ResortTableTennisCup',
  },
  rest: {
    dance:
      'RestDaySlowDance NapTimeSway RestSleepyShuffle LazySundayShimmy SockSlideToTheCouch RestBlanketConga RestAndRoll RestPillowWaltz',
    fitness:
      'RestDayStretch RestFoamRolling RestMobilityFlow RestAnkleCircles ActiveRecoveryWalk RestAndRecoverYoga LegsUpLazySunday RestGentlePilates',
    prank:
      'RestPillowOnTheirDesk RestWhoopeeCushion RestChoresAlreadyDone RestDoNotDisturbSign BlanketBurritoWrap LazySundaySurprise ForcedRestIntervention RestDayFakeAgenda',
    educational:
      'WhyRestIsProductive RestRecoveryExperiment RestPowerNapTrial RestBrainRechargeFacts RestThenMemoryTest RestBedtimeDiary RestYawnContagion RestHeartRateLesson',
    cooking:
      'RestDayComfortFood LazySundayPancakes RestSheetPanDinner RestNoCookLunch RestDaySoupPot LazySundayOmelet RestSlowCookerStew RestFruitPlatter',
    travel:
      'RestSpotWithAView RestDayStaycation LazyBeachAfternoon RestHammockHunt RestCabinRetreat SleepyTownWeekend DoNothingGetaway RestParkBenchTour',
    fashion:
      'RestDayLoungewear CozySweatsFit RestRobeStyling RestDayPajamaRunway SlothModeOutfit RestDayFuzzySocks LazySundayLuxe RestSlipperShowcase',
    music:
      'RestDayLullaby NapTimeLofi RestSoftWhistle SleepyGuitarPick RestfulRainSounds LazySundayJam RestStopSingAlong RestHummingBreak',
    art: 'RestDayDoodles CouchSketching RestDayColorByNumber RestSoftPastels SketchInBed LazySundayColoring PaintWhileYouRest RestClayPinchPots',
    pet: 'RestDayWithMyCat NapWithMyDog RestPuppySnuggle RestSnoozeBuddy RecliningKittyPose LazySundayPetPile RestingPawFace RestBunnyFlopWatch',
    gaming:
      'RestDayCozyQuest RestJigsawCorner RestPuzzleAfternoon LazySundayBoardGames CouchCoOpMarathon LazySundayLevelUp RestfulSudokuStreak RestCrosswordInBed',
  },
  'rest stop': {
    dance:
      'StretchAtTheRestStop TruckStopTwoStep RestStopPicnicTableBop RestStopLegShake RestStopLawnShimmy RestStopRobotMoves RestStopHokeyPokey RestStopWiggleBreak',
    fitness:
      'RestStopTablePushUps TruckStopStretch RestStopLapJog RestStopLunges RestStopBenchSteps RestStopCalfRaises RestStopSquatCount RestStopArmCircles',
    prank:
      'RestStopSnackSurprise RestStopFakeTourGuide RestStopJokeInTheCooler RestStopCostumeChange RestStopBalloonWelcome RestStopSillySouvenir SecretRestStopPicnic RestStopPlaylistSwap',
    educational:
      'RestStopLocalFacts RestStopMapSkills RestStopFlagQuiz RestStopWildlifeSigns HowVendingMachinesWork StateLineTrivia RestStopTreeID RestStopPlaqueHunt',
    cooking:
      'RestStopSnackBox RestStopPicnicLunch TruckStopJerkyAtHome RestStopCheesePlatter ThermosSoupSupper RestStopCoffeeUpgrade FancyRestStopSandwich RestStopFruitCups',
    wellness:
      'RestStopStretchBreak TruckStopQuietSip SunsetAtTheRestStop RestStopPowerNap RestStopDeepBreaths RestStopShadeWalk RestStopCloudWatch RestStopGratitudeNote',
    music:
      'RestStopRoadTripSong RestStopPicnicJam TruckStopKaraoke RestStopKazooBreak RestStopSingAlong ExitNumberChant RestStopRadioDJ RestStopWhistleTune',
    tech: 'RestStopPhotoDump RestStopWiFiTest TruckStopGadgetHaul AppFindsBestRestStop RestStopPhoneVlog PinEveryRestStopOnAMap RestStopSatelliteView RestStopTimelapse',
    gaming:
      'RestStopArcadeRun TruckStopClawMachine RestStopCardRound RestStopTriviaBreak LicensePlateBingo PicnicTableChess FindItAtTheRestStop RestStopWouldYouRather',
  },
  restaurant: {
    dance:
      'RestaurantBoothBop RestaurantTrayTwirl RestaurantCongaLine RestaurantMenuShimmy WaiterWaltz TableForTwoStep EmptyRestaurantDisco RestaurantSalsaNight',
    fitness:
      'WalkToTheRestaurant RestaurantTrayBalance RestaurantChairSquats RestaurantWaitTimeSquats PlateStackPlank RestaurantServerSprint EarnYourRestaurantDessert RestaurantStairClimb',
    funny:
      'RestaurantOrderPanic RestaurantBillSplit FancyRestaurantVoice RestaurantMenuStareOff FoodCriticImpression EnjoyYourMealYouToo HangryRestaurantWait RestaurantLeftoverPacking',
    prank:
      'HomeRestaurantSurprise RestaurantSnobWaiter RestaurantSillyMenuNames RestaurantGiantCheckPrank BlindTastingNight RestaurantMicroPortions LivingRoomRestaurant RestaurantNapkinSwan',
    educational:
      'RestaurantTipMath RestaurantMenuTricks RestaurantHygieneFacts RestaurantStarRatingTest RestaurantKitchenLingo GuessTheRestaurantJob RestaurantMarkupQuiz RestaurantTableManners',
    travel:
      'OldestRestaurantInCity RooftopRestaurantHunt NoReviewsRestaurantTry RestaurantTasteCrawl BestBiteInTown PointAtTheMenu RestaurantsWithAView RestaurantLocalsOnly',
    fashion:
      'RestaurantSmartCasual RestaurantBrunchOutfit FancyRestaurantLook RestaurantGlamUp DateNightFitCheck DressCodeDecoded SuitUpForTheRestaurant RestaurantShoeChoice',
    speed:
      'RestaurantOrderIn10 RestaurantCutleryRoll SetARestaurantTable RestaurantMenuMemory PlateUpInSixty DinnerRushDash RestaurantGlassFillBlitz RestaurantNapkinFoldRace',
    music:
      'RestaurantBirthdaySong RestaurantCutleryDrums RestaurantKitchenBeat RestaurantMenuRap SerenadeYourServer PotsAndPansJam RestaurantGlassClinkTune RestaurantJingleContest',
    gaming:
      'KidsRunTheRestaurant RestaurantWaiterCharades RestaurantMenuBingo RestaurantRushHour GuessTheRestaurantDish RestaurantNapkinFootball RestaurantPretendKitchen ActOutYourRestaurantOrder',
  },
  retirement: {
    dance:
      'GoldenYearsShuffle LastDayAtWorkBoogie RetirementLineDancing RetiredAndRocking RetirementConga RetireeDiscoFever RetirementWaltzLessons RetirementHappyFeet',
    fitness:
      'RetirementPickleball GoldenYearsYoga RetirementMorningWalk RetiredNotTired RetirementChairSquats HammockToHike RetirementPlankOff RetirementTaiChi',
    prank:
      'RetiredButBackMonday RetirementDeskShrine SurpriseRetireeSendOff RetirementFromChoresMemo GoldWatchFakeout FakeFinalMeeting RetirementCountdownBanner RetirementChairBalloons',
    educational:
      'RetirementSavingsMyths RetirementPlanningBasics RetirementAgeByCountry RetirementDreamBudget AskARetireeAnything CompoundInterestMagic RetirementMathIn60 RetirementPiggyBankDemo',
    cooking:
      'GoldenYearsBakeOff RetirementSourdough RetirementSundayBrunch RetireeRecipeBook RetiredChefCookOff RetirementPartyCake FirstMealOfRetirement RetirementJamMaking',
    fashion:
      'RetirementGolfFit HawaiianShirtLook NoMoreSuitsClosetPurge RetirementSlipperStyle RetireTheTie RetirementCruiseWear DressForRetirement RetirementCardiganRunway',
    speed:
      'FastestCrossword RetirementJigsawBlitz RetirementWordSearchDash RetireeSudokuSprint DaysTillRetirement RetiredSpeedWalkers RetirementTypingRace RetirementCardHouseRush',
    music:
      'RetirementPartyKaraoke RetirementKazooSolo FarewellSingAlong RetiredRockStar RetireeGarageBand RetirementAnthemCover UkuleleInRetirement RetirementChoirDebut',
    art: 'RetirementPaintNight BirdhouseBuild RetirementFirstCanvas HappyLittleRetirement RetiredArtistEra FarewellCardDIY RetirementScrapbook RetirementSketchWalk',
    tech: 'RetiredMeetsSmartSpeaker RetirementPhotoRescue FirstEmailToGrandkids RetirementSelfieLessons GrandpaVsSmartphone TeachARetireeTech RetiredAndLearningEmojis RetirementVideoCallDebut',
    pet: 'RetiredDogAdventures PorchNapWithRover RetireePuppyTraining RetirementSlowStroll RetiredCatCuddles BirdFeederKittyTV NewTricksInRetirement RetirementBunnyCompanion',
    gaming:
      'BingoNightChampion RetirementMahjongTable ShuffleboardLeague RetirementBoardGameBash RetireeCardSharks RetirementChessHustle LevelUpInRetirement RetirementDominoDuel',
  },
  'ring toss': {
    dance:
      'TossAndTwirl RingTossHulaSpin RingTossFreezeDance RingerVictoryShimmy RingTossRobot RingTossArmWave LimboRingToss RingTossTwoStep',
    funny:
      'RingTossOnDad OverconfidentRingToss RingTossTrashTalk RingTossNearMissDrama GolfWhisperRingToss RingTossZeroForTen RingTossSlowMoHype RingTossSportscast',
    cooking:
      'DonutRingToss OnionRingToss PineappleRingToss RingTossPretzelPegs BakeARingTossCake BagelRingTossBrunch RingTossPancakes RingTossCookieLoops',
    music:
      'RingTossDrumroll TossToTheRhythm RingTossBellPegs RingTossJingle PlayTheBottles RingTossClinkSong RingTossKazooFanfare RingTossBeatDrop',
    tech: 'RingTossSlowMo ARRingTossTest RingTossTrickShotEdit LongDistanceRingToss RingTossPhoneGame RingTossScoreApp RingTossUntilIHitIt RingTossMeVsMe',
    gaming:
      'RingTossTournament RingTossTrickShots RingTossHighScore CarnivalGameNight LordOfTheRingToss RingTossBottleBattle RingTossFamilyCup RingTossHorseDuel',
  },
  ringtone: {
    dance:
      'VibrateModeShake RingtoneFreezeMoves RingtoneMarimbaBounce RingtoneDanceOff RingtoneRobotPop RingtoneChoreo DropItOnTheRingtone MoonwalkToRingtones',
    fitness:
      'RingtoneBurpees IncomingCallPushUps RingtoneSquatSet PlankTillItRings RingtoneHighKnees RingtoneWallSit JumpingJackRingtone LungeOnEveryRingtone',
    educational:
      'RingtoneFromScratch ClassicRingtoneQuiz OldestRingtoneGuess MosquitoRingtoneTest RingtoneTimeMachine WhyMarimbaWakesYou RingtonePitchExplained RingtoneWaterRipples',
    travel:
      'LocalSoundRingtone RingtoneParkBirds RingtoneFromEveryCity SouvenirRingtone TrainChimeRingtone RecordYourTripAudio RingtoneStreetMarket RingtoneWaterfall',
    fashion:
      'RingtoneRunwayWalk RingtoneCharmStrap DressLikeYourRingtone OutfitChangeOnRing RingtoneNinetiesLook RingtoneEraOutfit RingtoneStyleMatch RingtoneCaseSwap',
    music:
      'RingtoneRemix RingtoneOnPotsAndPans RingtonePianoCover RingtoneToFullSong AcapellaRingtone RingtoneSymphony RingtoneBeatbox RingtoneUkulele',
    art: 'RingtoneDrawTheSound SoundwaveArt RingtoneComicPanel PaintYourRingtone RingtoneWatercolor RingtoneClaySculpt RingtoneDoodleLoop RingtoneCollage',
    gaming:
      'RingtoneMusicalChairs RingtoneHotPotato RetroGameRingtone RingtoneBingo WhosePhoneIsRinging RingtoneGuessWho RingtoneCharades RingtoneHideAndSeek',
  },
  'rock paper scissors': {
    dance:
      'RockPaperScissorsDance RockPaperScissorsSway RPSMoonwalk ThrowShapesChallenge HandSignalChoreo RockPaperScissorsTwist RockPaperScissorsSalsa SwingRockPaperScissors',
    fitness:
      'RockPaperScissorsPlank RockPaperScissorsHops RPSSquatOff LoserDoesPushUps ThrowAndSprint RockPaperScissorsLunge BodyRockPaperScissors RockPaperScissorsAbs',
    funny:
      'ShootOnThreeOrFour RPSTrashTalk RockPaperScissorsSlowMo RockPaperScissorsDrama EndlessTieRound RockPaperScissorsRef EpicRockPaperScissors SassyRockPaperScissors',
    prank:
      'RPSMindReader LetLittleSisterWin RPSFakeRules RockPaperScissorsBluff RockPaperScissorsDare PaintedRockReveal TrickRockPaperScissors RockPaperScissorsMagic',
    educational:
      'RPSProbability RPSPatternSpotting RockPaperScissorsHistory RockPaperScissorsMath RockPaperScissorsPsych WhyRookiesThrowRock BeatRockPaperScissors RPSNamesInOtherLanguages',
    cooking:
      'RPSWhoCooks LoserDoesTheDishes RockPaperScissorsPizza RockPaperScissorsChef RPSPicksTheRecipe ThrowForDessert CandyRockPaperScissors TacoRockPaperScissors',
    travel:
      'RockPaperScissorsPicnic RPSForTheWindowSeat RPSRoadTripPicks RockPaperScissorsRoute ThrowForTheDestination RPSDecidesDinnerSpot MapRockPaperScissors RPSLeftOrRightWalk',
    fashion:
      'LoserPicksMyFit RPSStyleBattle RockPaperScissorsOutfit RockPaperScissorsHats ThrowForTheJacket RockPaperScissorsNails SockRockPaperScissors GlamRockPaperScissors',
    wellness:
      'RPSComplimentGame RockPaperScissorsThanks RockPaperScissorsCalm RockPaperScissorsSmile GentlePlayBreak RPSWithGrandma ZenRockPaperScissors SlowRockPaperScissors',
    music:
      'RockPaperScissorsDrums RPSBeatBattle RockPaperScissorsRap RockPaperScissorsChant ThrowOnTheDrop ShootOnTheDownbeat PunkRockPaperScissors RPSPickTheNextSong',
    art: 'RockPaperScissorsComic RPSHandSketch RockPaperScissorsClay RockPaperScissorsDoodle PaperCutSilhouettes PaintTheWinningThrow ChalkRockPaperScissors FeltRockPaperScissors',
    pet: 'PetRockPaperScissors DogPlaysRPS RockPaperScissorsTreats RockPaperScissorsKitty PawVsHandGame PuppyPicksAFist RockPaperScissorsPup DoggoRockPaperScissors',
    gaming:
      'RPSTournament RockPaperScissorsBlind RockPaperScissorsFinal RPSBracketNight RockPaperScissorsTrain BestOfSevenShowdown BossRockPaperScissors CardRockPaperScissors',
  },
  'room reset': {
    fitness:
      'RoomResetStepCount RoomResetSquatPickups RoomResetHIIT RoomResetWallSit BedMakingLunges HamperCarryLaps RoomResetBurpees RoomResetPlankBreak',
    funny:
      'RoomResetChaosReveal RoomResetFoundItems RoomResetMugCount RoomResetDocumentary RoomResetClothesChair LostSockReunion DramaticRoomReset TeenVsRoomReset',
    prank:
      'RoomResetSurprise RoomResetFakeMess RoomResetPillowMint SiblingRoomReset FreshSheetsFairy RoomResetBackwardsBed RoomResetNoteTrail RoomResetMirrorImage',
    educational:
      'RoomResetDustTest RoomResetMoodCheck RoomResetClutterStress WhyRoomResetsHelp HowOftenToWashSheets RoomResetSwabExperiment RoomResetPlantAirLab RoomResetGermMap',
    cooking:
      'RoomResetTeaBreak RoomResetSmoothie RoomResetRewardBake SnackAfterRoomReset FreshSheetsBreakfast RoomResetSoupPot RoomResetToastBar RoomResetLemonWater',
    travel:
      'RoomResetHotelStyle RoomResetAfterTrip RoomResetDormMoveIn RoomResetGuestReady UnpackingReset RoomResetTentEdition RoomResetCabinStay RoomResetHostelBunk',
    fashion:
      'RoomResetClosetEdit RoomResetOutfitSort RoomResetSockMatch ShoeRackRoomReset DonateOrKeepPile HangerColorOrder RoomResetFoldOff RoomResetScarfDrawer',
    art: 'RoomResetMoodBoard RoomResetWallArt RoomResetShelfStyling BeforeAfterRoomReset FreshSheetsPhoto RoomResetCozyCornerGlowUp RoomResetSketch RoomResetStillLife',
    tech: 'RoomResetTimeLapse RoomResetCableTidy RoomResetBeforeAfterPics AIRatesMyRoomReset SmartLightReset RoomResetPlugTimer RoomResetChecklistApp RoomReset360Tour',
    gaming:
      'RoomResetHighScore RoomResetSideQuest RoomResetBingo LevelUpYourRoomReset CleanDeskGameNight RoomResetTreasureHunt FloorIsLavaRoomReset LaundryHoopRoomReset',
  },
  routine: {
    fitness:
      'MorningRoutineStretch DailyStepsRoutine RoutinePushUpStreak RoutineLunchWalk SevenMinuteRoutine RoutineStairClimb RoutineSquatBreaks RoutineJumpRopeHabit',
    funny:
      'RoutineRealityCheck MorningRoutineParody RoutineLastedOneWeek InfluencerRoutineVsMe DayInMyLifeButReal RoutineAlarmSnoozeFail MyRoutineAsACat RoutineNarratedByDad',
    prank:
      'SwapRoutinesPrank BackwardsRoutineDay RoutineMugRelocation RoutineLunchboxJoke MakeTheirBedSurprise AlarmToneSwitcheroo RoutineCheerleaders RoutineMirrorMessage',
    educational:
      'WhyRoutinesCalmYou RoutineSunlightExperiment RoutineSleepLogWeek SixtySixDayRoutine HowHabitsForm RoutineBrainFacts CopyAFamousRoutine RoutineTimeBlocking',
    cooking:
      'RoutineSundayMealPrep RoutineLunchboxLine RoutineSmoothiePacks RoutinePancakeStack OvernightOatsRitual WeeknightSoupRotation RoutineTacoNight RoutineBreakfastBowl',
    travel:
      'RoutineOnVacation RoutineParkLoop RoutineHotelWakeUp BreakYourRoutineTrip RoadTripMorningRoutine PackingRoutineRace RoutineWeekendExplore RoutineCommuteUpgrade',
    fashion:
      'RoutineGetReadyWithMe MorningRoutineFit RoutineCapsuleWeek RoutineSkincareSteps NightBeforeLayout RoutineOOTDPlanner RoutineSimpleHairstyle RoutineAccessoryDrawer',
    art: 'RoutineChartGlowUp RoutineDoodleDiary DailyRoutineComic RoutinePictureList WeeklyPlannerSpread SketchYourRoutine RoutineCollagePoster RoutineClockDrawing',
    tech: 'RoutineSmartLightsWakeUp RoutineAlarmLabels RoutineFocusModeTest AIPlansMyRoutine HeyPhoneRunMyRoutine AutomateMyMorning RoutineHabitTrackerApp RoutineReminderWidget',
    pet: 'RoutineWithMyDog PetMorningRoutine RoutineCatWakeUpCall RoutineWalkTimeBark PupKnowsTheRoutine DinnerBowlStareDown RoutineEveningFetch RoutineFishFeeding',
  },
  rv: {
    dance:
      'RVAwningShuffle RVDoorStepBop RVPicnicTableTwist RVParkLineDance HappyCamperBoogie MotorhomeMacarena RVSalsaUnderStars CamperWiggleWave',
    prank:
      'RVStringLightsReveal RVGooglyEyesFront CamperBigfootPrints SurpriseCamperWeekend DrivewayCampout RVRubberDuckHunt RVWindowDoodles RVBalloonDoorway',
    cooking:
      'RVDutchOvenCobbler FoilPacketTacos RVOnePotMeal TinyKitchenChef RVNoCookLunch MotorhomeGriddleBrunch TwoBurnerRVDinner RVSandwichStation',
    music:
      'RVOnTheRoadAgain RVKitchenBand RVKazooSolo RVPicnicTableKaraoke HappyCamperSingAlong CampgroundGuitar RVTravelAnthem RVPotsAndPansDrums',
    art: 'RVStateStickerMap VintageCamperPhoto RVWatercolorJournal RVInteriorGlowUp PaintYourRVDoor SketchEveryCampsite RVCrayonPortrait RVPostcardCollage',
    tech: 'BestCamperWifiSpot RVSolarChargeTest LevelingAppCheck SmartCamperTour WorkFromTheCampsite RVSunriseHyperlapse RVPowerBankShowdown AIPlansOurRVRoute',
    pet: 'RVCatOnBoard RVKittyWindowPerch RVPetSeatbeltCheck RVWaterBowlStation PetProofCamper RVPuppyTrailBuddy RVBunnyTravelPen RVCampgroundDogWalk',
    gaming:
      'RVLicensePlateHunt RVDiceDuel RVMapBingo CamperCardShark RVTwentyQuestions RainyDayRVTourney RVCampfireRiddles RVDominoesNight',
  },
  'sack race': {
    fitness:
      'SackRaceLegDay SackRaceSquatJumps SackRaceCoreHold SackRaceIntervals BurlapBurpees HopTillYouDrop PlankThenSackRace UphillSackRace',
    funny:
      'SlowMoSackRace GrownUpSackRace SackRaceDadTooSerious SackRaceWinnerSpeech SackRaceSportscast TangledInTheBurlap SackRaceTrashTalk GrandpaSackRace',
    prank:
      'SackRaceFakeStart SackRaceBackwardsRules SackRaceSlowMoFinish PotatoSackRaceAmbush GoldMedalForLast SurprisePillowcaseRace RedCarpetSackRace CheerTunnelSackRace',
    educational:
      'SackRacePhysics SackRaceCenterOfGravity SackRaceHopOrShuffle SackRaceAroundTheWorld SackRaceLaunchAngleTest SackRaceBestTechnique MeasureSackRaceJumps PredictTheSackRace',
    cooking:
      'SackRacePicnic SackRaceSnackStation SackRaceCupcakes SackRacePotatoSalad FinishLineLemonade BurlapBreadBasket GingerbreadSackRace TrailMixSackRace',
    travel:
      'CountyFairSackRace BeachSackRace SackRaceInTheWoods SackRaceSummerCamp LandmarkSackRace FieldDayRoadTrip SackRaceAtThePark SackRaceFamilyReunion',
    fashion:
      'SackRaceFitCheck SackRaceTeamTees SackRaceRunway SackRaceHeadbands BurlapCouture SackRaceRetroShorts SequinSackRace TutuSackRace',
    music:
      'SackRaceToTheBeat SackRaceHypeSong SackRaceThemeSong JumpAroundSackRace SackRacePolka FieldDayAnthem SackRaceKazooBand OperaSackRace',
    tech: 'SackRaceSlowMo PhotoFinishSackRace SackRaceCloneEdit SackRaceTimerApp SackRaceBlooperReel HopCounterHack SackRaceStopMotion SackRaceVoiceCommentary',
    gaming:
      'SackRaceObstacleCourse SackRaceTournament SackRaceRelayCup SackRaceLeaderboard FieldDayBracket BurlapBattleRoyale SackRaceFloorIsLava VideoGameSackRace',
  },
  sad: {
    fitness:
      'SadDayGentleWalk YogaForSadHearts PunchOutTheSad SweatAwayTheSad SadToGladJog MoodLiftWorkout SadStairClimb SadToStrongSquats',
    funny:
      'SadBalladInTheCar SadCommercialTears SadMovieUglyCry SadCatMemeFace DramaticWindowStare ItsJustOnions SadTromboneFail MainCharacterSad',
    prank:
      'SadPuppetCheerUp SadFriendPizzaAmbush SadnessSnackAttack SadDayJokeDelivery BlanketBurritoSurprise SunflowerOnTheDoorstep SadSiblingSerenade BalloonsForTheSad',
    music:
      'SadMinorToMajor SadLyricsRewrite SingTheSadAway SadToGladMixtape GoodCrySoundtrack SadSongKaraoke SadKazooSolo SadSongSpeedUp',
    tech: 'SadDayMoodApp SadVoiceNoteToSelf SadAIJournalPrompts SadVideoCallAFriend PhotoMemoriesSlideshow ComfortClipsFolder SadGifReply SadEmojiStory',
    pet: 'CatKnowsImSad SadPurrTherapy SadPupHeadOnLap DogDetectsSadness EmotionalSupportFloof SadPetBrushingCalm SadCuddleCam SadWalkiesCure',
    gaming:
      'SadnessVsSnapCards SadDayCozyQuest SadDayFortHideAndSeek SadChillPuzzle ComfortGameReplay SadDayCheerUpCharades SadToGladSpeedrun BeatTheSadBoss',
  },
  safari: {
    cooking:
      'SafariAnimalSandwiches SafariZebraBrownies SafariGiraffePancakes SafariElephantCookies SavannaSunsetCake SafariBentoBox SafariTrailMix SafariLionToast',
    fashion:
      'SafariKhakiFit SafariUtilityJacket PackForASafari DressLikeASafariGuide SafariVestLook NeutralsInTheWild SafariHatStyle SafariLeopardPrintScarf',
    wellness:
      'SafariSoundscapeRest SafariSunsetJournal BirdSafariMorning SafariSlowDown SafariStargazing SafariNatureSounds SafariSunriseStillness SafariGratitudeWalk',
    speed:
      'SafariScavengerDash SafariBigFiveBlitz BackyardSafariSprint SketchASafariIn60 CheetahCountdown SafariStuffieSweep SafariSpotItRace SafariPuzzleRush',
    music:
      'SafariJungleBeat SafariDrumCircle SafariKalimbaJam SafariRoarRemix SavannaSunsetSong BlessTheRainsSingAlong HumASafariTheme SafariAnimalChorus',
    art: 'SafariSpongeStamps SafariSunsetSilhouette PaintASafariZebra TinySafariPhotoshoot SafariAnimalHandprints StripesAndSpots SafariWatercolorDay SafariCollageMask',
    tech: 'SafariTrailCam SafariSoundEffectsApp SafariRangerRadio SafariZoomLensTest AIPlansMyBackyardSafari AISpotsTheLeopard SafariNightVision SafariToysComeAlive',
    pet: 'SafariSnuffleMatHunt BackyardSafariPup SafariKittenPounce SafariDocOnMyKitty SafariToyLionTug SafariTallGrassSniff SafariExplorerDog SafariPetHideaway',
    gaming:
      'SafariAnimalCharades SafariStuffiesHideAndSeek GuessTheSafariTracks SafariRoarQuiz BigFiveBingo SafariTagGame SafariGoFishCards SafariMemoryMatch',
  },
  safety: {
    cooking:
      'SafetyClawGrip OvenMittCheck SafetyHandwashTimer KitchenSafetyQuiz SafetyFirstPancakes SafetyThermometerTest SafetyGoggleOnions SafetyAllergenFreeBake',
    travel:
      'SafetyBeachFlagsGuide SunscreenReapplyAlarm SafetyFirstSoloTrip PackASafetyKit LeaveATrailPlan SafetyBuddySystem SafetyAskALocal SafetyMeetingPointMap',
    tech: 'SafetyLockScreenCard SafetySmokeAlarmCheck SafetyLocationShare PhoneSafetyFeatures PasswordSafetyAudit SafetyPrivacySettings SafetyTwoFactorSetup SafetyEmergencyContacts',
    pet: 'SafetyDogSeatbelt KittenProofingHome SafetyPetIDTag HarnessFitTest RecallSafetyDrill PetSafetyKit SafetyLightCollar SafetyToxicPlantHunt',
    gaming:
      'SafetyEscapeRoom SafetyHazardHunt SafetyBingo SafetyTrueOrFalse FireDrillSimulation SafetyQuizShowdown BuildASafetyBoardGame SafetySimonSays',
  },
  sailing: {
    dance:
      'SailingHornpipeJig AnchorShuffle SwabTheDeckDance SailingRopeSway SailingSeaLegsStep SailingFlagSignalDance SmoothSailingGroove SailingWaveWaltz',
    fitness:
      'SailingLeanBackPlank SailingArmPulls SailingSeaLegsBalance SailingSixPack SailingRopeRows AnchorsAweighDeadlift SmoothSailingSquats SailingCoreTwist',
    educational:
      'SailingKnotTyingLesson HowSailingWorks SailingNauticalFlags SailingWindSpeedQuiz SailingUpwindFanTest WhyItsCalledStarboard SailingByTheStars SailingCompassRose',
    cooking:
      'SailingLimePieDessert GalleyOnePotMeal SailingBoatShapedToast SailingPicnicHamper SailingSnackStash SailingDeckBrunch SmoothSailingSmoothie SailingFishTacos',
    fashion:
      'SailingStripes BoatShoeStyle NavyWhiteLayers SailingFitCheck SailingRaincoatLook DressLikeASailingCaptain DressedForSailing SailingCapCollection',
    speed:
      'BowlineInTenSeconds SailingRegattaStart SailingTermsQuiz SailingRigUpDash SailingDinghyRace HoistTheSailsFast FastestSailingKnot SailingFlagSignalBlitz',
    tech: 'SailingActionCam SailingBreezeGaugeDIY LearnSailingKnotsByApp SailingWindForecastTest SailingSlowMoSplash SailingStopMotionFleet SailingNightSkyAR GPSTrackMySailing',
    gaming:
      'SailingRegattaLeague SailingTreasureHunt SailingBathtubRace SailingPaperBoatDerby SailingCaptainSays SailingBattleshipDuel SailingPirateCharades SailingMemoryMatch',
  },
  sailor: {
    dance:
      'SailorHornpipe SailorJigChallenge DanceLikeASailor AnchorsAwayShuffle SailorRopePullDance SwabTheDeckShimmy SailorSaluteStep SailorWaveWaltz',
    fitness:
      'SailorRopePull SailorAnchorLift TrainLikeASailor SailorShipShape SailorArmCurls HeaveHoRows SailorDeckSwabLunges SailorBalancePlank',
    funny:
      'SailorAhoyVoicemail SeasickSailorSkit SailorTalksLikeAPirate LandlubberOnDeck SailorHatTooSmall KnotMyProblem SailorSlangOnly SailorGrandpaStories',
    cooking:
      'SailorShipBiscuits SailorLifebuoyDonuts SailorsFishSupper SailorSpinachSmoothie ChowderForTheCrew GalleyGourmet SailorCitrusPunch SailorAnchorCookies',
    fashion:
      'SailorStripesLook SailorCollarFit SailorBellBottoms SailorBeretStyle NauticalButNice SailorThriftFlip SailorTopThreeWays SailorNavyPeacoat',
    speed:
      'SailorKnotRace SailorLifeJacketIn10 BeatTheSailorBowline RegattaDash SailorHatFoldRush SailorsSwabSprint SailorFlagRelay SailorRopeCoilBlitz',
    music:
      'SingLikeASailor SailorShantyStomp SailorKazooTune WellermanCover SailorHarmonyChain SailorPotsAndPansBand SailorSongSwap SailorWhistleDuet',
    art: 'SailorKnotArt SailorRopeWreath ShipInABottle SailorTattooDoodle FoldASailorHat SailorShellCollage PaintASailorPortrait DrawYourselfAsASailor',
    tech: 'SailorRadioMorse SailorMarineTracker SailorWeatherApp SailorStarGazerMap SailorStopMotionVoyage SailorHarborTimelapse MakeASailorCompass SailorStormGreenScreen',
    pet: 'SailorRopeToyTug SailorPupOnDeck SailorCatAboard SailorTreatTreasure FirstMateFido CaptainWhiskers SailorKittyBoxShip SailorStripedBunnyMat',
    gaming:
      'SailorTreasureMapGame YouSankMyBattleship SailorShipBuild SailorIslandHop SailorQuestNight SailorSays PiratesVsSailors SailorTugOfWar',
  },
  salmon: {
    fitness:
      'SalmonLeapJumps UpstreamSalmonSprints SalmonTailLunges ClimbLikeASalmon BearCrawlVsSalmon FishLadderSteps SalmonSwimStrokeDrill SalmonSquatHold',
    fashion:
      'SalmonPinkFit SalmonChinosSummer WearSalmonThreeWays PeachySalmonMakeup CoralOrSalmon SalmonPastelLook SalmonColorThriftHunt SalmonToneSneakers',
    wellness:
      'SalmonSheetPanSunday SalmonBowlSelfCare WatchTheSalmonRun RiverSalmonStillness SalmonMindfulBite SalmonBrainFoodLunch SalmonSupperUnplugged SalmonDinnerGratitude',
    music:
      'SalmonLeapLullaby SalmonFishermanShanty SalmonUpstreamBallad SalmonRunAnthem GrizzlyGroove AgainstTheStreamRemix OdeToTheSalmon SalmonLifeCycleRap',
    tech: 'SalmonRunLiveCam CrispySkinSalmonCloseUp AIPicksMySalmonDinner AICountsSalmon SalmonPlatePhotoTips SalmonSlowMoSizzle SalmonThermometerCheck SalmonRecipeTimerApp',
    gaming:
      'SalmonObstacleCourse SalmonUpstreamTag SalmonGoFish SalmonBeanBagToss GrizzlyHighScore FishingFrenzyDuel MagnetSalmonCatch SalmonRunRelayGame',
  },
  santa: {
    fitness:
      'SantaSackCarry ReindeerSprints SantaSuitBurpees HoHoHoldThePlank SantaStairClimb SantaSquatsForCookies GetSantaInShape SantaWorkshopCircuit',
    travel:
      'SantaVillageTrip SantaTownSquareTree ChristmasMarketCrawl SantaLightsDriveBy SantaAtTheMallSelfie SpotASantaOnEveryRoof SantaParadeRoute SantaMailboxVisit',
    music:
      'SantaJingleRemix SleighBellJam SantaCarolSingOff SantaKazooSolo HoHoHoBeatbox WriteSantaASong SantaVoiceOpera SantaBedtimeHum',
    pet: 'SantaPawsPhoto PetMeetsSanta KittenStockingNap SantaDogTreatGift SantasLittleHelperPup SantaKibbleScatter SantaCatBoxUnwrap SantaLetterFromFido',
    dance:
      'SantaShuffle SantaPrance SantaBellyJiggle HoHoHoedown DanceLikeSantaClaus SantaSneakSteps SantaSuitStrut SantaSleighSway',
    fashion:
      'SantaSuitFit SantaHatDIY DressLikeSantaClaus SantaCoatFiveWays SantaBeardLook RedAndWhiteRunway SantaBootsStrut SantaSweaterParty',
    speed:
      'SantaGiftWrapRace SantaSackRelay SantaNameTheReindeer SantaSuitIn60 StockingStuffSprint DeliverLikeSanta BeatSantasClock SantaCookieStackBlitz',
    art: 'SantaSnowGlobe ChimneyPopUpCard CottonBallSantaBeard DrawSantaFromMemory PaperPlateSanta SantaHandprintArt SculptSantaInClay SantaRedesignChallenge',
  },
  savings: {
    funny:
      'SavingsVsTakeout LatteMathGuilt SavingsEmptyCartChallenge SavingsVsTheSnackAisle SavingsWillpowerTest MyBankAppJudgesMe AskMySavingsAccount SavingsImpulseBuyPOV',
    prank:
      'SavingsCoinTrail SavingsPlayMoneyEnvelope SavingsButtonsForCash SavingsJarSurprise SavingsPennyNotes SecretPiggyBankDeposit SavingsFairyVisit SavingsChocolateGoldSwap',
    educational:
      'SavingsInterestExplained SavingsMythsBusted InflationVsMySavings SaveMoneyMathQuiz SavingsPiggyVsBank PennyDoubledFor30Days SavingsPriceCompareDuel SavingsCompoundGrowth',
    music:
      'CoinJarPercussion SavingsPiggyBankBeat SavingsAnthem SavingsBudgetRap SavingsHypeSong SavingsJingle SingYourSavingsGoal ChaChingSavingsChorus',
    tech: 'SavingsAppRoundUpTest SavingsPriceAlertSetup SavingsSpreadsheet SavingsNoSpendStreak SubscriptionAudit AIBudgetCoach AutomateMySavings SavingsChartWidget',
    pet: 'PiggyBankForPuppy AdoptionFeeJar SavingsDIYDogToys SavingsForMyPet SavingsCatCastle SaveMoneyGroomAtHome SavingsTShirtTugRope SavingsTreatBaking',
  },
  'scavenger hunt': {
    educational:
      'ScienceScavengerHunt NatureScavengerHunt PeriodicTableQuest ABCScavengerHunt MathScavengerHunt HistoryScavengerHunt ShapesScavengerHunt ScavengerHuntQuizTrail',
    travel:
      'CityScavengerHunt ParkScavengerHunt ScavengerHuntRoadTrip MuseumScavengerHunt LandmarkPhotoHunt PassportStampQuest BeachScavengerHunt ScavengerHuntPostcards',
    tech: 'QRCodeScavengerHunt GPSClueHunt GeocacheScavengerHunt MapAppScavengerHunt ScavengerHuntVideoCall AIWritesTheRiddles EmojiScavengerHunt PhotoProofScavengerHunt',
    pet: 'DogScavengerHunt TreatScavengerHunt CatFindsTheToy PuppyScavengerHunt HideAndSniff KittyScavengerHunt BunnyScavengerHunt ScavengerHuntNoseOff',
    gaming:
      'ScavengerHuntGameNight FlashlightScavengerHunt ClueHuntLeaderboard ScavengerHuntBingo EasterEggScavenger EscapeRoomQuest ScavengerHuntPowerUps ScavengerHuntSpeedrun',
  },
  'school dance': {
    prank:
      'SchoolDancePromposal SchoolDanceFlashMob SchoolDanceInTheKitchen SchoolDanceSongSwap StreamerDoorSurprise SchoolDanceDadDJ SchoolDanceCutoutDate ConfettiSchoolDanceAsk',
    educational:
      'SchoolDanceDecadesQuiz SchoolDanceBudgetMath SchoolDanceMannersTest SchoolDanceCountTheBeat SchoolDanceHistoryFacts CorsageCrashCourse SchoolDanceBoxStep TieKnotsForSchoolDance',
    tech: 'SchoolDanceLightShow SchoolDancePhotoBooth SchoolDanceQRTickets SchoolDancePlaylistApp SchoolDanceSpeakerTest LEDCorsageHack SchoolDanceTimelapse GreenScreenSchoolDance',
    gaming:
      'SchoolDanceBingo SchoolDanceCharades SchoolDanceMusicalChairs SchoolDanceRhythmDuel HomecomingGameNight PromCourtTournament SchoolDanceTriviaOff MadLibsSchoolDance',
    fitness:
      'SchoolDanceCardio SchoolDanceWarmUp SchoolDance10KSteps SchoolDanceSweatOff PromPrepPlanks SlowDanceSquats SchoolDanceBootCamp SchoolDanceLunges',
  },
  'school supplies': {
    fitness:
      'SchoolSuppliesWarmUp BinderLiftWorkout TextbookSquatSet BackToSchoolBootCamp SchoolSuppliesLunges SchoolBagBurpees SchoolSupplyShuttleRun SchoolSuppliesPlank',
    prank:
      'SchoolSuppliesSwap PencilCaseSurprise StationeryFoilWrap GooglyEyeStationery BackToSchoolBagNote SchoolSuppliesUpsideDown SchoolSuppliesJokeLabels StationeryTapedToTheDesk',
    tech: 'SchoolSuppliesUnboxing SchoolSuppliesScanApp SchoolSuppliesTechKit StationeryDeskGlowUp DigitalVsPaperSchool CalculatorGameHack StationeryComesAlive StationeryLabelPrinter',
    gaming:
      'SchoolSuppliesQuest SchoolSuppliesHangman EraserFlickHockey BackToSchoolBossFight SchoolSuppliesBingo PaperFootballLeague SchoolSuppliesMemoryGame StationeryPictionary',
  },
  'science fair': {
    prank:
      'ScienceFairMysteryBox ScienceFairVolcanoPrank ScienceFairRibbonReveal FakeScienceFairJudge TrifoldSurprise MadScientistMakeover ScienceFairFanSection ScienceFairBigCheck',
    cooking:
      'ScienceFairKitchenLab ScienceFairRockCandy ScienceFairVolcanoCake ScienceOfTheCookie BakingSodaExperiment ScienceFairMagicLemonade EdibleScienceFair IceCreamBagScienceFair',
    travel:
      'ScienceFairRoadTrip ScienceMuseumDay ScienceFairLabTour ScienceFairPlanetarium ScienceFairZooVisit ScienceFairSupplyRun GlobalScienceFairs NatureWalkScienceFair',
    art: 'ScienceFairChartArt ScienceFairDiorama ScienceTrifoldGlowUp ScienceComicStrip HypothesisDoodle MicroscopeMasterpiece CrystalScienceFair TieDyeScienceFair',
    tech: 'ScienceFairTimelapse ScienceFairSolarCar ScienceFairAppDemo ScienceFairInSlowMo PotatoBatteryClock ScienceFairShakeTable ScienceFairHologram CodeYourScienceFair',
    pet: 'ScienceFairKittyPicks ScienceFairPupIQ ScienceOfZoomies ScienceFairCatBoxTest IsMyDogLeftPawed PetChoiceExperiment TreatMazeScienceFair ColorVisionScienceFair',
    gaming:
      'ScienceFairBoardGame ScienceFairQuizBowl ScienceFairCharades ScienceJeopardy LabEscapeChallenge MadScientistBossFight DiceOddsScienceFair ScienceFairTierList',
  },
  'screen time': {
    educational:
      'ScreenTimeGuessQuiz ScreenTimeFocusTest ScreenTimeBrainScience ScreenBlueLightMyth ScreenTimeSleepStudy ScreenTimeChartMyWeek ScreenTimeEyeBreaks ScreenTimePostureCheck',
    cooking:
      'PhoneDownDinner HandwrittenRecipeNight ScreenTimeSwapBaking ScreenFreeFamilyMeal ScreenTimeSoupSunday ScreenTimeCookOff ScreenTimeSnackReward ScreenTimeBreadDough',
    fashion:
      'PocketlessOutfitDay AnalogWatchComeback ScreenTimeDressUpHour ScreenFreeFitCheck ScreenTimeClosetRestyle ScreenTimeOutfitSketch ScreenTimeThriftFlip KnitInsteadOfScreenTime',
    music:
      'UnplugAndJam ScreenTimeVinylNight PracticeNotScroll ScreenTimeGuitarHour ScreenFreeSingAlong ScreenTimeKitchenBand ScreenTimeRecorderSolo ScreenTimeDrumCircle',
    pet: 'KittenZoomiesWatch PhoneDownPetTime ScreenTimeFetchHour ScreenTimeDogWalk ScreenFreeCatCuddles ScreenTimeTeachANewTrick ScreenTimeTugOWar ScreenTimeFeatherWand',
  },
  screenshot: {
    fitness:
      'Screenshot10KStepsDay ScreenshotPlankTimer ScreenshotYourPR ScreenshotYourSquatDepth CaptureYourGains ScreenshotWorkoutLog MidJumpScreenshot ThirtyDayScreenshot',
    educational:
      'ScreenshotShortcuts LongScreenshotHack WhyScreenshotsBlur WhereDoScreenshotsGo ScreenshotSpotTheEdit ScreenshotFileSizeQuiz ScreenshotPrivacyCheck ScreenshotPixelMath',
    music:
      'SingYourLastScreenshot ScreenshotNowPlaying ScreenshotAlbumCover ScreenshotShutterBeat ScreenshotPlaylistReveal ScreenshotLyricKaraoke GuessTheSongScreenshot ScreenshotJingleMaker',
    pet: 'ScreenshotCatMidYawn ZoomieBlurScreenshot PetScreenshotDump PuppyScreenshotFail PausedBlinkFace ScreenshotPetSneeze ScreenshotDerpMoment ScreenshotTongueOut',
  },
  seafood: {
    music:
      'SeafoodSeaShanty SeafoodBoilJam UnderTheSeafood SingYourSeafoodOrder CrabClawCastanets SeafoodPotLidDrums SeafoodShellShaker SeafoodRapBattle',
    pet: 'SeafoodPlushTugOfWar SeafoodTreatTasteTest SeafoodSqueakerUnboxing CatStaresAtSeafood CrabToyFetch SeafoodCushionCuddle SeafoodSnuffleMat SeafoodBeachWalk',
    dance:
      'SeafoodBibBop SeafoodSailorJig SeafoodBoilShuffle SeafoodSalsa CrabWalkDance SeafoodSideStep ClawsUpForSeafood SeafoodShrimpShimmy',
    fitness:
      'SeafoodCrabWalkWorkout EarnYourSeafoodDinner SeafoodBoilBurpees LungeToTheSeafoodShack SeafoodPlankHold CatchOfTheDayCardio CarryTheSeafoodCooler SquatsWhileSeafoodSteams',
    funny:
      'SeeFoodDiet SeafoodFirstOysterFace SeafoodBoilMess SeafoodCrackFail SeafoodBibRegret ButterSplashChaos SeafoodMenuMispronounced SeafoodNatureDoc',
    travel:
      'SeafoodShackCrawl SeafoodMarketTour SeafoodHarborWalk BestSeafoodInTown LobsterRollRoadTrip SeafoodWithASeaView SeafoodPierHop SeafoodDockToDish',
    fashion:
      'SeafoodBibFitCheck SeafoodDinnerDressCode SeafoodShackOutfitDare SeafoodPrintThriftHunt NauticalSeafoodCostume CoastalLinenSet DressedForSeafood SeafoodCrabHatLook',
    wellness:
      'SeafoodSlowDinner SeafoodGratitudeFeast PhoneFreeSeafoodLunch SeafoodCozyChowder SaltAirBreathing HarborSunsetCalm MindfulSeafoodBite SeafoodSeasideSupper',
    speed:
      'SeafoodPeelRace SeafoodNameBlitz SeafoodPlatterSprint BeatTheSeafoodClock CrabLegCrackDash SeafoodShellSort SeafoodPlateUp60 SeafoodSpiceRubRush',
    tech: 'CanTheAirFryerDoSeafood CameraEatsFirstSeafood 30SecondSeafoodBoil AIGradesMySeafood SeafoodSlowMoSizzle CookSeafoodWithMeLive SeafoodShellCrackASMR SeafoodRecipeVideo',
    gaming:
      'SeafoodShellGame SeafoodBoilBingo SeafoodFishingDerby ActOutTheSeafood SeafoodCrabWalkRace SeafoodTriviaFaceOff SeafoodGoFish SeafoodMemoryMatch',
  },
  seashell: {
    prank:
      'SeashellHiddenMessage SeashellTreasureHunt SeashellInDadsShoe ShellPhoneRinging PlantSeashellsForThem GooglyEyeSeashells SeashellOnTheirPillow SeashellSmileyMirror',
    travel:
      'SeashellBeachHunt ShellfieAtTheShore FillTheSeashellJar SeashellMuseumVisit SunriseSeashellWalk TidePoolTreasureMap SeashellFromEveryCoast SeashellLakesideStroll',
    music:
      'SeashellWindChime ConchShellHorn SheSellsSeashellsRap SeashellPercussionJam SeashellRattleSong MermaidSongCover SeashellMaracas HoldASeashellAndSing',
    pet: 'SeashellPuppySniff SeashellBeachDogWalk CatMeetsASeashell SeashellTankMakeover NewShellWhoDis SeashellHideAndSeek SeashellPetSketch SeashellBunnyPortrait',
  },
  'secret santa': {
    gaming:
      'SecretSantaGiftSteal SecretSantaDiceSwap SecretSantaGuessWho WhiteElephantWars SecretSantaPassTheBox SecretSantaBingo SecretSantaCharades HotPotatoSecretSanta',
    dance:
      'SecretSantaShuffle SecretSantaSlideStep GiftExchangeGroove SecretSantaJingleBop SecretSantaSpinReveal UnwrapAndWiggle SecretSantaDanceOff ShimmyToSecretSanta',
    fitness:
      'SecretSantaWorkoutDare SecretSantaStepGoal KrisKringleCardio SecretSantaPlankOff SecretSantaLunges JingleJumpRope SecretSantaSquats BurpeesForSecretSanta',
    prank:
      'SecretSantaFakeOut SecretSantaClueTrail SecretSantaSwitcheroo SecretSantaRiddleNote NestingGiftBoxes HugeWrapTinyPresent SecretSantaTapeBall DecoySecretSanta',
    educational:
      'SecretSantaOdds SecretSantaWorldTour SecretSantaCountryClues SecretSantaFactOrFiction SecretSantaTrivia SecretSantaPairingPuzzle SecretSantaEtiquette SecretSantaOrigins',
    cooking:
      'SecretSantaCookieSwap SecretSantaFudgeBox SecretSantaCocoaMix EdibleSecretSanta GifteeGingerbread TreatsInATin SecretSantaBrownieJar SecretSantaSpiceBlend',
    travel:
      'SecretSantaSouvenir SecretSantaPostcard SecretSantaMarketHunt GlobalSecretSanta ShopLocalSecretSanta GiftFromMyHometown SecretSantaRoadTrip SecretSantaDayTripFind',
    fashion:
      'SecretSantaFitCheck UglySweaterSecretSanta DressedAsAPresent StyleYourSecretSanta SecretSantaScarfTie SecretSantaBowHat SecretSantaOutfitPick SecretSantaMatchingPJs',
    wellness:
      'SecretSantaThankYou SelfCareSecretSanta BeSomeonesSecretSanta NoStressSecretSanta AnonymousKindness SecretSantaForAFriend SecretSantaKindNotes SecretSantaNeighbor',
    speed:
      'SecretSantaWrapRace SecretSantaQuickGuess SecretSantaSpeedShop KrisKringleCountdown NameDrawDash BowOnTopTimer FiveMinuteSecretSanta SecretSantaMittenUnwrap',
    music:
      'SecretSantaSerenade SecretSantaRapClue SecretSantaKaraoke SecretSantaCarol SingToYourGiftee HumTheHint DrumrollSecretSanta SecretSantaDuet',
    art: 'PortraitOfYourGiftee SecretSantaCardArt SecretSantaPaintedMug SecretSantaSketchClue StampYourWrapping KrisKringleCollage SecretSantaOrnament HandmadeSecretSanta',
    tech: 'SecretSantaQRClue AIPicksMySecretSanta GuessMySecretSantaVoice SecretSantaGadgetSwap SecretSantaPhotoRiddle AppDrawsTheNames SecretSantaEmojiHint SecretSantaVideoCall',
  },
  seesaw: {
    fitness:
      'SeesawPartnerSquats SeesawCoreRock SeesawPlankTilt SeesawStyleToeTaps HumanSeesawCrunch BalanceBoardBurn OneLegSeesaw SeesawCalfRaises',
    tech: 'SeesawAngleApp SeesawSlowMo SeesawToyStopMotion SeesawLeverSimulator PhoneLevelSeesaw SeesawHyperlapse EndlessSeesawBoomerang SeesawPOVChallenge',
    dance:
      'SeesawSway SeesawBounce SeesawPartnerDips SeesawArmWaves BalanceLikeASeesaw UpAndDownGroove SeesawSamba HumanSeesawDuet',
    cooking:
      'PretzelSeesawSnack SeesawCookieStack SeesawScaleBaking SeesawCakePops SeesawGrapeBalanceDare SeesawPicnicBox EdibleSeesaw BananaSeesawBites',
    wellness:
      'SeesawBreathing SeesawBalanceCheck SeesawUpsAndDowns TeeterTotterTalks MoodSeesawJournal SeesawGentleRock SeesawComplimentSwap SlowMotionSeesaw',
    speed:
      'SeesawReps60 SeesawBalanceRace SeesawLevelIn10 TeeterTotterTimeTrial BeatTheSeesawClock SeesawPhysicsQuiz HundredSeesawBounces SeesawRelayRush',
    gaming:
      'SeesawPuzzleLevel SeesawPhysicsGame SeesawTeamBalance SeesawMarbleRun SeesawPlushLaunch RockPaperSeesaw SeesawBeanBagToss SeesawFreezeTag',
  },
  selfie: {
    fitness:
      'PlankAndSnap SelfieEveryMile SummitSelfie SelfieLungeLadder SweatySelfieSunday SelfieSquatHold PushupSelfie WallSitSelfieDare',
    educational:
      'SelfieColorTheoryQuiz SelfieDistanceTest WhatMakesAGoodSelfie SelfieLightingLab WhySelfiesLookWeird MirrorFlipMystery SelfieAngleScience RuleOfThirdsSelfie',
    travel:
      'SelfieSamePlaceYearly MuralSelfieCrawl FindTheBestSelfieSpot SelfieAtEveryStop LandmarkSnapTrail ForcedPerspectivePics SelfieGardenBench SelfiePostcardMatch',
    pet: 'PetTakesTheSelfie SelfieTreatAboveLens PuppyBlinkFreeShot DogSelfieSmile SleepyKittenSelfie SelfieCatPhotobomb PawsForASelfie NoseBoopSelfie',
  },
  september: {
    prank:
      'SeptemberLeafConfetti SeptemberDecorSwitcheroo SeptemberChristmasMusic SeptemberDeskMakeover BaDeYaAlarm SeptemberSantaHatAmbush SeptemberTinyPumpkinArmy SeptemberAcornStash',
    wellness:
      'SeptemberReset ThirtyDaySeptemberJournal SeptemberSlowMornings SeptemberGratitudeWalk EquinoxBalance SeptemberCozyBlanketNight GoldenHourSeptember SeptemberTeaRitual',
    gaming:
      'SeptemberTriviaNight SeptemberCozyGaming SeptemberPuzzleDuel SeptemberBacklogBlitz SeptemberScavengerHunt BackToSchoolBossFight AutumnQuestSeptember SeptemberDominoes',
    dance:
      'September21stShuffle SeptemberDiscoNight SeptemberHallwayStrut SeptemberGrooveOff BaDeYaBoogie SweaterWeatherSway SeptemberSlideStep SeptemberLeafLeap',
    fitness:
      'SeptemberPushupLadder SeptemberHikeStreak SeptemberStepGoal September30DayPlank SeptemberSquatCount SweaterWeatherWalk LeafRakeSeptemberReps RaceTheSeptemberSunset',
    cooking:
      'SeptemberAppleCrisp SeptemberPearTart SeptemberHarvestBake SeptemberSlowCooker SeptemberLunchboxBento FirstDayOfFallSoup FigJamSeptember SeptemberPlumCake',
    fashion:
      'SeptemberLayerUp SeptemberFirstSweater SeptemberBootsDebut SeptemberCorduroyThrift BackToSchoolFitCheck SeptemberWardrobeSwap SeptemberFlannelFlip SeptemberScarfFiveWays',
    music:
      'SeptemberSongCover DoYouRememberSeptember SeptemberKazooTune 21stNightOfSeptember BaDeYaSingAlong SweaterWeatherAcoustic SeptemberAirTrumpet SeptemberFalsetto',
    art: 'SeptemberLeafPrints SeptemberFallWreath SeptemberSunflowers DrawYourSeptember SeptemberDoodleDiary PaintTheEquinox SeptemberAcornCraft SeptemberPineconeOwls',
  },
  shape: {
    music:
      'ShapeOfYouCover TriangleSolo DrawAShapeToTheBeat ShapeMusicalChairs ShapeDrumPatterns ShapeSongForKids ClapEveryShapeCorner ConductAShape',
    art: 'KandinskyCircles ShapeTessellation MatisseShapeCutouts ShapeCollage OneShapePortrait GeometricPainting ShapeMonsters ShapeTapeArt',
    tech: 'ShapeDrawingApp OneShapeTenPhotos AIGuessesMyShape ShapeARMeasure ShapeZoomInMystery ShapeToolSelfPortrait GPSShapeRun ShapeStopMotionMorph',
    fitness:
      'GetInShapeCircuit ShapeDiamondPushups TriangleSprintDrill ShapeYogaPoses ShapeStarJumps ShapeAgilityLadder ShapeUpSquats RunAShapeRoute',
    fashion:
      'FaceShapeSunnies ShapeEarringsDIY ShapePrintFitCheck TriangleScarfTie ShapeShiftingOutfit ShapeStackRings ShapeColorBlockLook OneShapeHeadToToe',
    gaming:
      'ShapeTangramDuel ShapeStackingTower ShapeBingo ShapeSimonSays ShapeHopscotch ShapeMatchMarathon ShapesOnlyPictionary BlindShapeGuess',
  },
  shelf: {
    dance:
      'ShelfDustingBoogie TopShelfTiptoe ShelfRobotDance ShelfieStrut BookOnHeadShuffle PantryShimmy ShelfReachAndSpin ShelfBookendBop',
    prank:
      'UpsideDownShelf SneakyShelfFigurines ShelfItemsFacingWall ShelfTinyDinoInvasion ShelfPhotoFrameSwap LabelMakerEverything ShelfRubberDuckTakeover GooglyEyesOnTheShelf',
    wellness:
      'ClearOneShelfToday SundayShelfReset PlantShelfCheckIn ShelfOfHappyThings ShelfCozyCorner ShelfGratitudeJar ShelfOfComfortBooks TidyShelfDeepBreath',
    pet: 'CatShelfWalkwayBuild ShelfTreatJarStare PuppyToyShelfPick DogVsHighShelf PawsOffTheShelf WhoKnockedItOff ShelfSniffInspection KittyShelfNapSpot',
  },
  ship: {
    prank:
      'ShipHornAlarmClock BonVoyageSurprise ShipBathtubArmada PirateShipBreakfast ShipCaptainAnnouncement PaperFleetOnTheDesk ShipAhoyDoorbell ShipMapToTheirCookies',
    educational:
      'WhyShipsFloat ShipFlagsQuiz ShipCompassChallenge ShipInABottleSecret HowCanalLocksLiftShips ShipMythOrFact FoilShipPennyTest ShipSpeedInKnots',
    cooking:
      'ShipCaptainsBreakfast PirateShipCake ShipWatermelonBoat ShipShapeSandwiches ShipwreckStew GalleyKitchenDare AppleSailShipSnack ShipPizzaFleet',
    fashion:
      'BoardingFitCheck DressLikeAShipCaptain ShipShapeOutfitDare ShipNavyBlazerLook ShipToShoreOutfit SailorStripeSwap ShipwreckCastawayCostume ShipAnchorTeeDIY',
    pet: 'ShipsCatCaptain ShipDogLifeJacket PupOnThePirateShip ShipmateOfTheMonth AllPawsOnDeck FirstMateKitty ShipBoxForTheCat CardboardShipForPets',
  },
  shoe: {
    funny:
      'ShoeOnTheWrongFoot WhoseShoeIsThis DadWearsMyShoes WrongShoesAllDay IfTheShoeFits OneShoeCinderella ClownShoeCommute BigShoesToFill',
    educational:
      'HowShoesAreMade ShoeSizeFootMath ShoeFrictionRamp ShoeAnatomyQuiz WhyLeftAndRightShoes ShoeHistoryFacts ShoeSoleGripTest ShoeTreadPrintDetective',
    cooking:
      'ShoeShapedCookies HighHeelShoeCupcakes ChocolateStilettoShoe IsItCakeOrAShoe ShoePrintPancakes ShoeBoxBentoLunch ShoestringFries ShoelaceLicoriceTreats',
    music:
      'TapShoeSolo ShoeBoxGuitar SqueakyShoeSong ClogShoePercussion BlueSuedeShoesCover ShoeStompRhythm ShoeSoleDrumKit ShoesOnTheStairsBeat',
    gaming:
      'PixelShoeDesign GuessTheShoeOwner ShoeCollectorQuest ShoeTierList KickYourShoeFarthest HideTheOtherShoe ShoeBoxMemoryGame ShoeTossIntoTheBasket',
  },
  shorts: {
    cooking:
      'ShortsWeatherPopsicles ShortbreadInShorts ShortStackPancakes StrawberryShortcakeDay ShortsSeasonSalad PatioLemonadeStand CookInCargoShorts PicnicInYourShorts',
    art: 'ShortsTieDye JortsEmbroidery ShortsPatchDesign PaintYourPockets BleachSplatterShorts CutoffFringeCraft ShortsStencilArt DoodleOnYourShorts',
    dance:
      'ShortsTwoStep ShortsSeasonShuffle ShortsSummerStrut ShortsTenSecondDance FirstShortsDayBop DenimCutoffSway ShortsAndSocksGroove SprinklerShortsShimmy',
    fitness:
      'JortsSquatTest 100LungesInShorts ShortsPlankHold ShortsWeatherRun ShortAndSweatySet StairSprintsInShorts BikeShortsBurpees GymShortsJumpingJacks',
    travel:
      'ShortsOnlyPackingTest JortsRoadTrip ShortsBoardwalkStroll ChaseShortsWeather FirstShortsDayOut FlipFlopsAndShorts ShortsParkPicnic ZooDayInShorts',
    wellness:
      'ShortsSunshineReset ShortsPorchSwing SummerBreezePause ShortsSunriseStretch ShortBreaksOutside ShortsGardenHour LazyShortsSunday BarefootInShorts',
  },
  shower: {
    dance:
      'RubberDuckShuffle ShowerSlipperShimmy ShowerFlipFlopFootwork ShowerCurtainCall ShowerCapConga ShowerSongStrut PostShowerFreestyle ShowerRobeMoonwalk',
    prank:
      'ShowerPlaylistTakeover ShowerMirrorMessage ShowerTowelSwan RubberDuckInvasion ShowerGooglyEyes ShowerCapTeddyParade ShowerHeadFaceSticker ShowerPetalWelcome',
    educational:
      'ShowerThoughtsAnswered WhyShowerCurtainsMove ShowerWaterBucketTest ShowerAcousticsLab ShowerSteamFogQuiz ShowerMythOrFact ShowerEchoExperiment ShowerLitersMath',
    cooking:
      'PostShowerSmoothie ShowerCapCupcakes RubberDuckCakePops ShowerSongBakeOff ShowerSteamBuns ShowerThoughtRecipe ShowerThenPancakes OvernightOatsBeforeShower',
    travel:
      'TravelShowerCaddyTour HotelShowerReview PackYourShowerKitIn60 ShowerFlipFlopDayTrip HostelShowerHacks RateEveryCampShower RainShowerPuddleWalk BeachShowerRinseOff',
    art: 'ShowerSteamDoodle ShowerDropletMacro SoapCarvingSculpture PaintYourShowerCurtain ShowerBubbleArt FoggyMirrorMasterpiece ShowerTileMosaic ShowerCrayonWallArt',
  },
  shrimp: {
    funny:
      'ShrimpRecipeRollCall IsItShrimpOrPrawn ShrimpPostureCheck ShrimpTailEtiquette JumboShrimpOxymoron ShrimpCocktailSnob PutAShrimpOnTheBarbie ShrimpEyesStaringBack',
    educational:
      'MantisShrimpPunch WhyShrimpTurnPink PrawnVsShrimp ShrimpHeartInHead SnappingShrimpSonar ShrimpShellScience KrillVsShrimpQuiz HowShrimpSwimBackward',
    music:
      'ShrimpBoatShanty ShrimpSnapPercussion ShrimpSizzleBeat ShrimpBoilChorus ShrimplyTheBest ShrimpPotLidDrums SingTheShrimpMenu ShrimpCountryBallad',
    pet: 'ShrimpMoltReveal ShrimpPlushFetch ShrimpTankGlowUp ShrimpToySqueak ShrimpMossGarden ShrimpBabyBoom ShrimpFeedingFrenzy ShrimpHideoutBuild',
  },
  'sick day': {
    cooking:
      'GrandmasSickDaySoup SickDayCongee SickDayToastArt SickDayRicePudding SickDayTeaTasteTest LemonIcePops SickDayBrothBowl SickDayApplesauce',
    tech: 'SickDayBedCinema SickDayMovieFort SickDayThermometerTest SickDayVoiceNoteDiary SmartSpeakerStoryTime SickDayAudiobookBinge SickDayVideoCallVisit SickDayPodcastPicks',
    pet: 'SickDayPetNurse SickDayCatCuddles SickDayDogGuard PuppyPileRecovery SickDayPawHolding SickDayKittyFootWarmer SickDayNapBuddy SickDayFishTankWatch',
  },
  sidewalk: {
    dance:
      'SidewalkMoonwalk SidewalkShadowShuffle DontStepOnTheCracks SidewalkChalkFootwork SidewalkPopAndFreeze SidewalkTapDance StrutTheSidewalk SidewalkHopscotchGroove',
    cooking:
      'SidewalkChalkCookies SidewalkLemonadeStand SidewalkBakeSale PavementPicnic SidewalkIceCreamSandwich CurbsideTacoNight SidewalkPopsicleMeltRace SidewalkPizzaParty',
    travel:
      'SidewalkCafeTour SidewalkArtFestival SidewalkHandprintHunt SidewalkSafariInTown SidewalkCobblestoneHunt SidewalkMuralTrail ReadThePavementPlaques SidewalkFlipACoinRoute',
    tech: 'SidewalkTimeLapse SidewalkStepCounter SidewalkChalkStopMotion Sidewalk3DIllusion SidewalkArtComesAlive SidewalkThenAndNow GPSSidewalkDoodle SidewalkPanoramaPhoto',
  },
  skeleton: {
    dance:
      'FunnyBoneShuffle SkeletonRattleWalk SpineTinglerBoogie SkeletonRobotMoves DoTheSkeletonShake SkeletonMoonwalk SkeletonLimbo SkeletonJointsWiggle',
    fitness:
      'SkeletonSquats SkeletonLunges SkeletonStrongCircuit BadToTheBoneBurpees SkeletonCrewHIIT SkeletonJumpingJacks SkeletonPlankHold SkeletonTouchYourToes',
    educational:
      'SkeletonAnatomyQuiz HowManyBonesDoYouHave SkeletonSpineModelDIY NameThatSkeleton BabySkeletonSecret SkeletonMythOrFact SkeletonOfABird SkeletonInsideVsOutside',
    music:
      'SkeletonXylophone RattlingBonesBeat AnatomyRhymeMnemonic SkeletonSpoonsRhythm SkeletonKeyChange SkeletonBandCover SkeletonKazooSolo SkeletonMaracaJam',
    pet: 'SkeletonPlushFetch SkeletonHarnessWalk SkeletonKittyPose SkeletonTreatHunt SkeletonSnuffleMat BadToTheBoneBeagle SkeletonTugOfWar SkeletonFishToyForMyCat',
  },
  sketchbook: {
    educational:
      'ShadeAnAppleSketch SketchbookColorWheel BirdStudySketchbook SketchbookHandDrawing GuessThePencilGrade SketchbookDepthTrick SketchbookMirrorWriting SketchbookCloudTypes',
    pet: 'SketchbookCatNap SketchbookPuppyPoses PetSitsOnSketchbook PawtraitSketchbook SketchMyDogDaily DoodleTheDoggo SketchbookPawStudies SketchbookFishTankScenes',
    funny:
      'SketchbookHandsAreHard MyFamilyBadlySketched SketchbookCatCritic RoastMySketchbook FirstPageFright SketchbookCringeTour ReactToMyOldSketchbook SketchbookStickFigureSaga',
    wellness:
      'GratitudeSketchbook SketchbookDailySky SketchToDestress SketchbookSlowDown MindfulMarkMaking SketchbookMorningDoodle SketchbookMoodColors SketchbookBreathingShapes',
  },
  sky: {
    tech: 'SkyTimeLapse NightModeSkyShot SkyPanoramaChallenge AIPaintsTheSky SkySatelliteSpotting StargazingAppTest SkyReplacementEdit SkyPhotoColorPicker',
    travel:
      'FindTheBestSkyInTown SkyFullOfStarsCampout PicnicUnderTheBigSky SkyMeadowLieDown StargazingRoadTrip SkySunsetBeachWalk SkyFromEveryCity SkyHillTopView',
    prank:
      'SkyCeilingMakeover SkyKiteMessage SkyBlueBalloonDrop ChalkSkyOnTheDriveway StarryNightNote SkyCottonCloudDoor GlowInTheDarkSky SkyPaintedWindowSurprise',
    wellness:
      'SkyGazingBreak OpenSkyGratitude BlueSkyBreathing OneSkyPhotoADay CountTheClouds SkyWindowSunrise SkyJournalSunday SkyWatchingOnTheGrass',
    speed:
      'PaintTheSkyIn60 SkyHighKiteSprint SkyBingoBlitz SkyColorMatchRush FastestSunsetSketch SkyPaperPlaneRelay SnapTheSkyBeforeDark SkyCloudCountDash',
    music:
      'SkyHighNote SongForTodaysSky SkyThunderDrums SkyWeatherSong PlayTheClouds StarlightLullaby MrBlueSkySingAlong SkyRainbowHumming',
  },
  slapstick: {
    dance:
      'SlapstickSoftShoe SlapstickMirrorMoves SlapstickJellyArms SlapstickPenguinWaddle SlapstickRubberLegsBoogie SlapstickSillyWalk SlapstickWonkyWave SlapstickStumbleStep',
    educational:
      'SlapstickThenVsNow SlapstickGagBreakdown SlapstickStuntScience SlapstickMovieQuiz SlapstickSoundEffects WhyWeLaughAtFalls SlapstickTimingClass SlapstickRuleOfThree',
    speed:
      'SlapstickChaseScene SlapstickSkitIn60 SlapstickDominoes YaketySaxSprint SlapstickRelay FastForwardSlapstick SlapstickMimeSpeedRound SlapstickStopwatch',
    gaming:
      'SlapstickCharades SlapstickSimonSays SlapstickBingoBoard SlapstickFreezeTag SlapstickPartyNight SlapstickMusicalChairs SlapstickTowerTopple SlapstickMimeGame',
    tech: 'SlapstickGreenScreen ReverseVideoSlapstick SlapstickFreezeFrameEdit SlapstickSilentFilmFilter SlapstickSoundboard AIWritesMySlapstick SlapstickFastForward SlapstickJumpCuts',
  },
  slinky: {
    music:
      'SlinkyLaserBeat TheSlinkyJingleCover SpringDrumThunder SlinkyCupSynth SlinkyStretchSong BoingRemix SciFiSlinkySounds SlinkyGuitarStrum',
    pet: 'CatVsSlinky SlinkyBoingReaction SlinkyBunnySniff PuppyMeetsASlinky PetChasesTheCoil SlinkyDogDoubleTake SlinkyStareDown SlinkyKittenBat',
    fitness:
      'SlinkyHandoffLunges SlinkyPlankPass SlinkyWristCurls SlinkySpineStretch SlinkyJumpingJacks CoilAndSpringSquats DontDropTheSlinky SlinkyToeTouches',
    cooking:
      'SlinkySpiralPotato SlinkyApplePeel SlinkyCarrotRibbons SlinkyCinnamonTwist RainbowSwirlCookies SlinkyHotDog CucumberSlinkySalad SlinkyPastaCurls',
    travel:
      'SlinkyOnFamousStairs SlinkyToyShopHunt SpiralStaircaseHunt SlinkyTravelBuddy SlinkyDownEverySlide SlinkyParkBenchWalk TakeASlinkyEverywhere SlinkyPlaygroundSteps',
    art: 'SlinkyStopMotion LightPaintWithASlinky SlinkyShadowPhoto StampWithASlinky SlinkyCaterpillarCraft SlinkyWireSculpture SlinkySpiralDrawing SlinkyPaperLanterns',
    tech: 'SlinkyDropSlowMo SlinkyEchoRecording SlinkySciFiLaserSound SlinkyWaveDemo SlinkyBoomerangVideo SlinkyClimbsUpstairs HangingSlinkyMystery HighSpeedCameraSlinky',
  },
  smile: {
    educational:
      'WhyWeSmile AreSmilesContagious RealOrFakeSmileQuiz HowManyMusclesToSmile SmileAcrossCultures SmileMythOrFact SmileEyesCrinkleTest DoAnimalsSmile',
    travel:
      'SmileFromEveryLookout SmileAtTheSummit SmileMilesRoadTrip LandmarkGrinSelfie SmileSpottingWalk PassportPhotoSmile SmileParkBenchBreak SmileAtTheFarmersMarket',
    art: 'SmileyRockPainting BigGrinDoodle SidewalkChalkSmiles DrawYourBestSmile MonaLisaSmileRemake SmileCollageWall SmileFamilyGallery SmileClayMagnets',
    pet: 'DogSmileOnCue SmileForTreats PuppyGrinTrick SayCheesePets CatSmileCaught WhoSmilesBetter SmileyPupPortrait SmileTailWagTest',
  },
  smores: {
    funny:
      'SmoresSquishTest SmoresStickyFingers SmoresCriticReview WhoAteAllTheSmores GoldenOrBurntDebate MarshmallowMeltdown SmoresTasteJudge SmoresChocolateMustache',
    wellness:
      'SmoresFiresideCalm SmoresGratitudeCircle SmoresSlowRoast PhoneFreeSmoresNight CampfireStargazing SmoresCozyBlanket SmoresAndStories SmoresSavoringPause',
    music:
      'WriteASmoresSong SmoresUkuleleRound SmoresKazooChorus SmoresSerenade CampfireGuitarJam SmoresHumming SmoresSingAlong SmoresDrumCircle',
    art: 'SmoresFeltCraft SmoresClayCharm DesignASmoresSticker CampfireWatercolor SmoresSketch MarshmallowSculpture SmoresPopArt SmoresCardboardCutout',
  },
  'snow angel': {
    educational:
      'SnowAngelPackingLab SnowAngelSymmetry SnowAngelWingspanMath WhySnowAngelsHoldShape SnowAngelDepthTest SnowAngelOriginsQuiz SnowAngelFlakeCount SnowAngelMeltRace',
    travel:
      'SnowAngelsAroundTown SnowAngelWithAView SnowAngelParkDay SnowAngelLandmarks FirstTracksSnowAngel CabinSnowDayTrip MountaintopSnowAngel SnowAngelSunrise',
    tech: 'SnowAngelFromAbove SnowAngelBoomerang SnowAngelARWings SnowAngelSlowMo LEDSnowAngelNight SnowAngelTimeLapse PanoramaSnowAngel SnowAngelStopMotion',
    fitness:
      'SnowAngelJacks FloorSnowAngelFlow HundredSnowAngels SnowAngelCoreBurn SnowAngelArmCircles FrostyFlutterKicks SnowAngelSitUps SnowAngelBurpees',
    gaming:
      'SnowAngelCopycat BiggestSnowAngelWins SnowAngelSimonSays SnowAngelHighScore SnowAngelBingoCard SnowDayBoardGames FreezeTagSnowAngel SnowAngelPoseMatch',
  },
  'snow globe': {
    educational:
      'HowSnowGlobesWork SnowGlobeSlowFallTest GuessSnowGlobeSettle SnowGlobeDensityDemo GlycerinSecret SnowGlobeGlitterRace SnowGlobeWaterVsOil SnowGlobeMagnifiedView',
    pet: 'SnowGlobePetReacts SnowGlobePuppyCard MyDogInASnowGlobe SnowGlobeStareDown HypnotizedKitty SnowGlobeFelineDoodle SnowGlobeBunnyWatch SnowGlobeOfMyHamster',
    dance:
      'ShakeTheSnowGlobe SnowGlobeTwirl InsideTheSnowGlobe SnowGlobeFreezeFrame FlurryFreestyle SnowGlobeWaltz SnowGlobeSwirlStep SnowGlobeSlowMotionSway',
    cooking:
      'SnowGlobeCupcakes SnowGlobeCookies SnowGlobeHotCocoaJar EdibleSnowGlobeCake SnowGlobeMocktail GelatinBubbleDome SnowGlobeGingerbread SnowGlobeJellyCups',
    speed:
      'TenMinuteSnowGlobe BeatTheSnowGlobe SnowGlobeSpeedSketch SnowGlobeFillDash BeforeItSettles SnowGlobeMasonJarBlitz SnowGlobeBuildOff SnowGlobeShakeCountRace',
    tech: 'SnowGlobeSlowMo LEDSnowGlobeBase LifeInsideASnowGlobe SnowGlobeFilterSelfie SnowGlobeRewind SnowGlobeStopMotion SnowGlobePhoneWallpaper SnowGlobeMacroVideo',
  },
  'solar system': {
    funny:
      'SolarSystemGroupChat SolarSystemRealityShow SunRoastsSolarSystem PlanetsAsCoworkers JusticeForPluto SolarSystemSoapOpera SolarSystemFamilyFeud SolarSystemSchoolPhoto',
    wellness:
      'SolarSystemMeditation SolarSystemSleepStory SolarSystemStargazing PlanetaryPause SolarSystemStarryNap SpaceOutOnPurpose HugThePlanet SolarSystemOrbitBreathing',
    music:
      'SolarSystemRap SolarSystemChimes HumTheSolarSystem SingThePlanetsSong SolarSystemLullaby SaturnRingsRemix SolarSystemSynthJam SolarSystemDrumCircle',
    tech: 'SolarSystemSkyApp SolarSystemStopMotion PlanetARInMyRoom SolarSystemScaleOnMaps PhonePointsAtPlanets PlanetGreenScreenTour SolarSystemWallpaperEdit SolarSystemSlideshow',
    pet: 'SolarSystemPetNames SolarSystemBallFetch SolarSystemCatOrbit SolarSystemFishTankDecor SmallDogBigPlanet SolarSystemNightWalkies SolarSystemTreatHunt SolarSystemStarNap',
  },
  somersault: {
    cooking:
      'PancakeSomersault SomersaultSwissRoll OmeletteSomersault SomersaultGingerbread SomersaultCinnamonSwirl FlipTheFrittata SomersaultStirFry SomersaultCrepeFold',
    travel:
      'SomersaultOnTheBeach SomersaultMeadowPicnic SomersaultAtEveryStop SomersaultOnGrandmasLawn SomersaultPostcard SnowAngelSomersault SomersaultYogaRetreat SomersaultParkHop',
    educational:
      'SomersaultPhysics SafeSomersaultSteps SomersaultVsFlip TuckSpinScience WhyWeGetDizzy TeachASomersault SomersaultInSpace SomersaultDizzinessTest',
    fashion:
      'SomersaultOutfitSwap TumbleReadyFit SomersaultProofHair SomersaultInJeansTest ForwardRollFashion SomersaultLeotardLook SequinSomersault SomersaultStyleFlip',
    gaming:
      'SomersaultBarrelRoll SomersaultEmote SomersaultCombo SomersaultSpeedrun SomersaultObstacleCourse SomersaultHighScore SimonSaysSomersault SomersaultDiceDare',
  },
};
