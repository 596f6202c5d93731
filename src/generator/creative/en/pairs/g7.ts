import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'fake haircut': {
    funny: 'FakeHaircutWigComedy FakeHaircutReveal BadHairDaySkit',
  },
  battery: {
    funny:
      'OnePercentBatteryPanic BatteryBlameGameSkit DeadRemoteBatteryDrama LowBatteryFaces BatterySaverMode WhoStoleMyBattery SocialBatteryEmpty BatteryHoarderDrawer',
    prank:
      'BatteryOnePercentScreen BatteryRobotParadeWakeUp BatteryBoostStickyNote BatteryChargedMorning FakeLowBatteryAlert BatterySneakyCharge RemoteBatteryRefill BatteryRefilledToyCar',
    educational:
      'BatteryCoinStackCell LemonBatteryExperiment BatteryFactOrFiction BatteryRecyclingQuiz BatteryVoltMeterTest PotatoBatteryChallenge WhyBatteriesSwell BatterySizeLineup',
    travel:
      'OneBatteryDayOut BatteryPackRoadTrip BatteryChargedCityWalk BatteryLastBarSunset BatteryCampingKit BatteryOnlyWeekend BatteryFreeAdventure BatteryPaperMapDay',
    speed:
      'BatteryFastCharge BatteryRechargeRace BatteryTriviaInTen BatteryIconSketchSprint BatteryCableUntangle BeatTheBatteryDying BatteryPercentGuessOff BatteryWordScramble',
    art: 'BatteryIconArt LowBatteryComic BatteryMoodMeterDoodle BatteryPercentPortrait BatteryChargeBarPainting DrawYourSocialBattery BatteryClayModel BatteryLevelSelfie',
    pet: 'PetLowBatteryMode BatteryEmptyAfterPark DogRechargeNap BatteryDrainedKitty FullBatteryZoomies BatteryFreePuzzleFeeder BatteryLifeOfAPuppy BatterySunbeamSnooze',
    gaming:
      'BatteryDiedMidGame LowBatteryBossFight BatteryPercentSpeedrun BatterySwapClutch BatteryIconCharades BatteryGuessTheCharge BatteryLeftWins BatteryRechargeRespawn',
  },
  'fake out': {
    pet: 'FakeOutHideAndSeek FakeOutFetch PetDoubleTake',
  },
  spicy: {
    funny:
      'SpicyGrumpyChefSkit SpicyNanaStorytime SpicyFoodSoapOpera HotSauceTasteTest SpicyMenuMixUps MildSpiceConfession SpicyWingsWhisperReview SpicyPepperNamesRanked',
    prank:
      'PretendItsTooSpicy SpicyLookingSweets ChiliShapedGummies SpicyRedBalloonDrop NotActuallySpicy SpicyPlaylistTakeover SpicyStickersOnEverything SpicyPepperPlushSurprise',
    educational:
      'WhySpicyFoodBurns HotSauceScience SpicyScovilleChart SpicyTradeRouteMap BirdsCantTasteSpice GuessThePepperHeat SpicyMythOrFact SpicyCapsaicinExplained',
    travel:
      'SpicyStreetFoodHunt HotSauceShopTour SpicySnackSouvenirHunt SpicyCookingClassTrip SpicyNoodlesNearMe SpiceGardenVisit SpicyRecipePostcards SpicyFarmersMarketFind',
    fashion:
      'SpicyPaprikaScarf HotSauceEarrings SpicyFlameJacketDIY SpiceUpYourOutfit ChiliPepperPrint SpicyColorClash SpicyCinnamonSweater SpicyJalapenoGreenLook',
    speed:
      'SpicyCuisineMapDash SpicyTriviaSpeedRound SpicyPepperSortRace NameTenSpicyDishes SpiceRackAlphabetize SpicyWordAssociation SpicyOrNotCountdown SpicyJarLabelBlitz',
    tech: 'SpicyMenuAppMockup HotSauceRecipeAI WatchMySpicyPepperGrow SpiceJarLabelPrinter SpicySalsaReactionDuet CanAITasteHeat SpicyEmojiOnlyReview SpicyMeterFaceFilter',
    gaming:
      'SpicyCuisineBingo SpicyDishCharades SpicyRecipeRiddles SpiceUpGameNight MildToSpicyComeback SpicyEmojiTicTacToe SpicyTriviaShowdown SpicyWildCardRound',
  },
  candle: {
    dance:
      'FlamelessCandleSway CandlelightWaltz BirthdayCandleBop CandlelitSlowDance CandleMeltMoves WickedWiggle CandleWaxDripDrop CandleShapeArmWave',
    fitness:
      'CandlelightStretch ShoulderStandCandle CandlestickCrunches HoldTheCandlePose CandleJarSquats CandleOneLegBalance CandleYogaFlow CandleTinBicepCurls',
    prank:
      'CandleScentSwap CandleTinyHatSurprise CandleMagicRemotePrank CandleConfettiCard CandleStickyNoteSneak NeverEndingWish CandleLabelSwitcheroo CandleGooglyEyeJar',
    educational:
      'CandleWickSizeTest CandleSoyVsBeeswax WhyCandlesBurnUpward CandleClockExperiment WhereDoesCandleWaxGo RelightFromTheSmoke CandleMakingHistory CandleScentNameQuiz',
    cooking:
      'CookACandlelightDinner BananaCandleSnack MakeAnEdibleCandle CandlestickPretzels CandleFondueNight BirthdayCandleCupcakes ButterCandleBread CandleShapedCookies',
    speed:
      'CandleScentGuessRace CandleTriviaRapidRound CandleColorSortBlitz CandleDecorSpeedrun TealightTowerTimer OneBreathBirthday ScentedCandleQuickfire CandleLabelSprint',
    music:
      'CandlelightConcert CandlelightSongCover CandleAcapellaHum UnpluggedByCandle CandleLitLoFi FlamelessCandleLullaby CandleJarDrumBeat CandlePianoBallad',
    art: 'CandleStillLifeSketch CandleWaxPainting CandleJarDecorating CandleCutPaperCollage ShootByCandlelight LabelYourOwnScent CandleTinMosaic CandleClayHolders',
    tech: 'FakeFlameFaceOff CandleVsDiffuser CandleMacroPhoto SmartCandleSetup CandleLabelMockupAI CandleWarmerTest CandlelitPhonePortrait CandleBlowOutSlowMo',
    pet: 'FlamelessCandleSwap PetSafeCandleCheck CandleBoxCatFort PetPortraitCandle CandleShapedDogToy PupcakeWishes CandlePuppySketch CandleFreeCozyNook',
    gaming:
      'CandlelightBoardGame CandlelitMysteryParty CandleShopCharades CardsByCandlelight CandleGuessTheScent CandleTriviaQuest CandleMemoryMatch CandleRiddleHunt',
  },
  knife: {
    dance:
      'KnifeFreeKitchenDisco SharpAsAKnifeMoves KnifeSafetyBoogie KnifeThroughButterFlow MackTheKnifeSwing SwissArmyKnifeDancer PutKnivesAwayShimmy KnifesEdgeFreeze',
    funny:
      'KnifeCartoonVoiceover TVChefImpression KnifeDrawerChaosTour ThatOneGoodKnife PlasticKnifeVsSteak KnivesUpOrDownDebate FancyKnifeNobodyUses GrandmasKnifeLecture',
    prank:
      'IsItCakeKnifeReveal SpoonsWhereKnivesGo PlasticKnivesOnly KnifeEmojiNapkinArt ButterKnifeLoveNote KnifeBlockBreadsticks KnifeNameTags ChocolateKnifeSurprise',
    educational:
      'ClawGripSafety101 KnifeHistoryTimeline KnifeCutsQuiz WhichKnifeForWhat ButterKnifeFractions KnifeAndForkStyles HandleFirstKnifePass CarbonVsStainlessKnife',
    speed:
      'ButterKnifeSpreadRace KnifeFreeSaladSprint SetTheTableRelay KnifeFactsFlashCards NameTheKnivesIn10 PaletteKnifeSpeedPaint KnifeTypeQuickfire PlasticKnifeJengaRush',
    music:
      'KnifeSharpeningASMR MackTheKnifeCover KnifeOnGlassToast KnifeDinnerBellChime SpoonKnifeForkTrio KnifeTapPlateMelody SwissArmyKnifeMedley ButterKnifeSmoothJazz',
  },
  'butter knife': {
    educational:
      'WhyIsAButterKnifeBlunt ButterKnifePlacement SpreaderVsButterKnife SafetyFirstButterKnife ButterKnifeHistoryFacts ButterKnifeLeverLesson FractionsWithAButterKnife TarnishedButterKnifeFix',
    speed:
      'ButterKnifeDominoes ButterKnifeSpreadsIn10 ButterKnifeBagelDash PicnicPackButterKnife ButterKnifeAnagrams LongestButterKnifeBalance NapkinRollButterKnife ButterKnifeTriviaBlitz',
    gaming:
      'GuessTheButterKnifeSpread ButterKnifeCafeRoleplay ButterKnifeToastTower JamTicTacToeButterKnife ButterKnifeMemoryCards ButterKnifeIcingOff BreakfastBingoButterKnife ButterKnifeToppingDice',
  },
  drone: {
    prank:
      'DroneBirthdayBanner DroneGooglyEyeFlyBy LoveNoteByDrone DroneDeliversTheRemote DroneRoomService DroneChalkJokeReveal DroneSnackSurprise DroneConfettiDrop',
  },
  safety: {
    prank:
      'SafetyTapeTheirDoor CautionAwesomeAhead SafetyConeSurprise FoamPaddedDesk SafetyGogglesForBreakfast SafetyWetFloorSign SafetyChampionSash SafetyVestForTheDog',
  },
  'taste test': {
    dance: 'TasteTestVictoryDance TasteTestRatingMoves TasteTestFlavorGroove',
    funny: 'TasteTestFaces TasteTestReactions TasteTestMenuMixUps',
    prank: 'TasteTestSameThreeCups TasteTestLabelSwap TasteTestFancyPlating',
    speed: 'TasteTestSpeedRound TasteTestTenSeconds TasteTestAromaQuickfire',
  },
  bridge: {
    music:
      'BridgeEchoJam BridgeHarmonyLayer LondonBridgeCover SingUnderABridge SkipToTheBridge RateThatSongBridge WriteABridge BridgeClapAlong',
  },
  'remote control': {
    speed:
      'FindRemoteControlIn10 RemoteControlButtonQuiz RemoteControlCarSlalom RemoteControlQuickDraw RemoteControlTypingRace DarkRoomRemoteControl SpeedyRemoteControlWipe UnwrapTheRemoteControl',
  },
  sushi: {
    funny:
      'FirstSushiReaction SushiChopstickStruggle SushiSoySauceFlood ConveyorSushiPanic SushiNameMixUps SushiChefJudgesMe SushiRollFallsApart SushiOrderingConfidence',
  },
  costume: {
    prank:
      'CostumeSchoolPickup CostumeMatchingDadDay CostumeTwinAtBreakfast CostumeSurpriseVisit CostumeFamilyPhotoBomb CostumeThemedDinnerReveal ChickenCostumeDelivery GrandmaCostumeCameo',
    travel:
      'WearYourCostumeToThePark CostumeMuseumVisit CostumeCarnivalTrip CostumeAtTheLandmark CostumeParadeHop CostumeTrainRide TouristInCostume FestivalCostumeHunt',
    pet: 'CostumeForMyPetsPlush CostumeBoxCatFort CostumeNightCalmCorner CostumeDressedAsAHamster CostumeDoodleMyKitten CostumeFreeCuddleHour CostumeRunwayPetAudience CostumeOnMeNotMyDog',
  },
  fruit: {
    travel:
      'FruitStandRoadTrip PickYourOwnFruit FruitMarketCrawl FruitTasteTour FruitFarmShopHop WeirdestFruitAtTheStore FruitOrchardPicnic FruitFestivalDay',
    speed:
      'FruitRainbowLineup FruitPeelDash FruitKebabRace FastestFruitStack FruitAlphabetBlitz TenSecondFruitSort FruitCupFillRush FruitMatchingSprint',
  },
  'new years eve': {
    tech: 'NewYearsEveTimelapse HomemadeNYEPhotoBooth NewYearsEveBalloonSlowMo NewYearsEveMidnightSelfie NYEStopMotionConfetti NYEVideoCallParty NewYearsEvePlaylistMix NewYearsEveRecapReel',
  },
  'red dead': {
    pet: 'RedDeadPetCowboy RedDeadHorseBonding RedDeadPupTrailWalk',
  },
  dubrovnik: {
    prank: 'DubrovnikPostcardSurprise DubrovnikSouvenirSwap DubrovnikCardboardCutout',
  },
  'jelly beans': {
    tech: 'GuessTheJellyBeansByZoom AICountsMyJellyBeans JellyBeanMacroShot JellyBeanSpreadsheetGraph JellyBeansPieChartApp JellyBeanSlowMoDrop JellyBeanColorScanner JellyBeanTimelapse',
    gaming:
      'JellyBeanBingo JellyBeanConnectFour JellyBeansDominoes JellyBeanTicTacToe JellyBeanJarEstimate JellyBeanGuessTheFlavor MancalaWithJellyBeans CheckersWithJellyBeans',
  },
  cleaning: {
    prank:
      'CleaningElvesVisit CleaningGhostWasHere SparklingCarAmbush NinjaTidyUp WhoCleanedMyRoom SurpriseDeepClean CleaningFairyNote CleaningMopMustache',
    pet: 'PetCleaningCrew CleaningCatSupervisor CleaningPawWipeRoutine CleaningDogBedWash SqueakyCleanPup ToyBoxTidyTrick CleaningFurBallCount CleaningLitterTrayReset',
  },
  'phone case': {
    prank:
      'PhoneCaseSwap PhoneCaseStickerBomb RemoteInAPhoneCase IsItAPhoneOrCake SecretPhotoInCase TinyGooglyEyeCase FaceOnPhoneCase PhoneCaseMemeInsert',
  },
  kettle: {
    travel:
      'KettleCampsiteTea TravelKettleHacks HotelKettleNoodles KettlePicnicCocoa KettleThermosDayTrip KettleVanLifeBrew KettleHostelBreakfast KettleCabinMornings',
  },
  'great wall': {
    educational: 'GreatWallFromSpaceMyth GreatWallStickyRiceMortar GreatWallBuildersFacts',
    pet: 'GreatWallPupHike GreatWallCardboardCatFort WatchtowerPetPose',
  },
  sauna: {
    prank:
      'SurpriseSaunaDay BackyardSaunaReveal WarmTowelAmbush SaunaHatForDad SaunaScentedCardGift SaunaSpaPassForMom SteamRoomInvitation RobeAndSlippersSauna',
    travel:
      'SaunaHopHelsinki FloatingSaunaHunt SteamRoomRetreat SaunaForestCabin HotelSaunaRating WeekendSaunaGetaway SaunaCultureTrip HikeThenSauna',
  },
  'demon slayer': {
    fitness: 'DemonSlayerTrainingArc DemonSlayerStanceHolds WaterBreathingFlow',
  },
  seagull: {
    funny:
      'SeagullSnackAmbush NegotiateWithASeagull SeagullWaddleWalk DoYourBestSeagull SeagullSideEye BeachLunchBodyguard SeagullFinalBoss SeagullSaidMine',
    prank:
      'SeagullSquawkRingtone SeagullPlushOnTheTowel GullDecoyPicnic SeagullWindowCameo SeagullHatSurprise SeagullCryDoorbell SeagullStickerSneak SeagullPaperCutoutFlock',
  },
  'thanksgiving prank': {
    educational: 'ThanksgivingPrankScience TurkeyPrankChemistry ThanksgivingPrankHistory',
    pet: 'ThanksgivingPrankPet ThanksgivingPrankPupCake ThanksgivingPrankCatBox',
  },
  bucket: {
    prank:
      'BucketListLoveNote BucketFullOfBalloons BucketOfRubberDucks BucketOfCompliments BucketOfBubbles PopcornPailSurprise FluffySnowballBucket WhatsInTheBucket',
    educational:
      'BucketRainbowLayers MeasureRainInABucket GuessTheBucketVolume ThreeHoleBucketTest BucketPulleyLift BucketMuddyWaterClean SinkOrFloatBucket BucketBalanceScale',
  },
  barn: {
    prank:
      'SurpriseBarnPicnic BarnDanceInvite RubberChickenBarn BarnAnimalAlarm BarnDoorDecal MooingBarnDoorbell BarnStrawHatSwap CowPrintBarnMakeover',
  },
  vanilla: {
    prank:
      'VanillaScentedNotes SurpriseVanillaDelivery CottonWoolVanillaCone VanillaEverythingDay SecretVanillaSundae VanillaCupcakeAmbush VanillaWelcomeHome VanillaBalloonBouquet',
  },
  'most likely to': {
    pet: 'PetMostLikelyTo MostLikelyToNapAllDay PetSuperlatives',
  },
  hiccup: {
    prank:
      'RiddleAwayTheHiccups HiccupJokeSurprise SillyFaceStareDown ContagiousHiccups HiccupCureCertificate BetYouCantHiccupAgain MimicTheirHiccups PopGoesTheHiccup',
    speed:
      'FastestHiccupFix HiccupGoneBeforeTen HiccupCureRace BeatTheNextHic HiccupTriviaBlitz HiccupsInOneMinute HiccupTongueTwister HiccupStopAndGo',
  },
  student: {
    prank:
      'StudentThankYouPoster StudentSeatSwapDay StudentComplimentChain StudentLockerMakeover ClassroomKindnessDrop StudentBackwardsDay StudentSnackAttack StudentDeskBalloons',
  },
  cruise: {
    fitness:
      'CruiseDeckLaps CruiseStairsOnly CruiseAerobicsClass BurnOffCruiseBuffet CruisePushUpsAtSea PortDayPowerWalk CruiseCabinCore CruiseMorningStretch',
  },
  honeymoon: {
    dance:
      'HoneymoonBeachSalsa HoneymoonBallroomWaltz HoneymoonHula HoneymoonPhaseGroove FirstDanceAgain SunsetCoupleSway TangoOnOurHoneymoon TheHoneymoonTwist',
  },
  'face paint': {
    funny:
      'FacePaintByMyKid ButterflyGoneWrong DadGetsFacePainted FacePaintTryNotToLaugh GrumpyCatFacePaint FacePaintTwinMyDog FacePaintMirrorMishaps WrongHandFacePaint',
  },
  'hogwarts legacy': {
    pet: 'HogwartsPetSorting HogwartsLegacyNameIdeas HogwartsLegacyCatTower',
  },
  attic: {
    prank:
      'AtticTreasureNote TimeCapsuleSurprise AtticMysteryBox PlantedAtticHeirloom HelloFromTheAttic SecretAtticMessage AtticFindsGiftWrapped AtticPolaroidClue',
  },
  'mini golf': {
    speed:
      'MiniGolfSpeedRound MiniGolfPuttRelay BuildAMiniGolfIn60 BeatTheMiniGolfClock HoleInOneHunt MiniGolfScorecardQuiz SixtySecondMiniGolf MiniGolfDashOff',
  },
  'bean boozled': {
    music: 'BeanBoozledFlavorSong BeanBoozledSingOff JellyBeanJingle',
    gaming: 'BeanBoozledGameNight BeanBoozledBoardGame BeanBoozledColorBingo',
  },
  'bucket list': {
    prank:
      'BucketListDreamJar BucketListBalloonSurprise BucketListSillyAddOns BucketListBlindfoldTrip BucketListBackyardSafari BucketListMysteryDay SecretBucketListWish BucketListWrongCityReveal',
  },
  rio: {
    pet: 'RioBeachDog RioCarnivalPetPortrait ParrotSambaParty',
  },
  bow: {
    pet: 'PetTakesABow PuppyBowPlay KittenBowBackdrop BowWowWednesday DrawMyHamsterWithABow ThankYouBowForTheVet GotchaDayBowBanner NapChampionBowDown',
  },
  'game boy': {
    tech: 'GameBoyRestoration GameBoyBacklightMod GameBoyShellSwap',
  },
  shoulder: {
    prank:
      'ShoulderTapTrick ShoulderToyParrot ConfettiShrugShoulder ImaginaryLintShoulder ShoulderPadSurprise MagicCoinFromShoulder ShoulderWhisperRiddle SockPuppetShoulder',
  },
  towel: {
    art: 'TowelTieDye TowelStencilPrint TowelOrigamiZoo DesignYourBeachTowel StampATeaTowel TowelAnimalFolding DoodleOnADishTowel TowelEmbroideryInitials',
  },
  'uber driver': {
    tech: 'UberDriverMileageLog UberDriverHasEveryCable UberDriverDashcamSetup WhatsOnMyUberDriverPhone UberDriverMountTest FiveStarCarGadgets UberDriverEarningsChart UberDriverShiftTimeLapse',
  },
  shakespeare: {
    funny: 'ShakespeareTexts ShakespeareDailyDrama ShakespeareSockPuppets',
    pet: 'ShakespeareForMyCat ShakespeareanPetPortrait ShakespearePupSonnet',
  },
  'first aid': {
    speed:
      'BandageWrapSprint FirstAidSlingSpeedrun FirstAidSplintDash FirstAidKitPackRace RecoveryPositionIn10 FirstAidSymbolMatch FirstAidHomeHunt TimedFirstAidQuiz',
  },
  'garlic bread': {
    pet: 'NoGarlicBreadForPups BaguettePlushFetch GarlicBreadSqueakyToy GarlicBreadDogBed LoafLikeGarlicBread GarlicBreadPetBlanket GarlicBreadCatTunnel GarlicBreadBunnyHideout',
  },
  spoons: {
    cooking:
      'SpoonsWinnerGetsPie SpoonfulDessertCups ChocolateDippedSpoons SpoonsLoserMakesPopcorn WoodenSpoonBakeOff SpoonsAndSundaes SpoonsCookieDecorating LastSpoonCooksDinner',
    gaming:
      'LastSpoonStanding FourOfAKindRush SpoonsTournament SpoonsTwoDeckShowdown TwentyPlayerSpoons SpoonsSuddenDeath SpoonsSilentSignals SpoonsKingOfTable',
  },
  'post malone': {
    pet: 'PostMaloneDogLullaby PostMalonePetSerenade SunflowerPetPhoto',
  },
  bowser: {
    cooking: 'BowserShellCake BowserCastlePizza KoopaShellCookies',
    pet: 'BowserSnuffleMat BowserTheTortoise KoopaPupCosplay',
  },
  bangkok: {
    dance: 'BangkokLotusHandsDance BangkokSongkranGroove TuktukShuffle',
  },
  moana: {
    pet: 'MoanaDogSongSnuggle MoanaPetAsPua MoanaKittyIslandFort',
  },
  'tent pitching': {
    funny:
      'TentPitchingStruggle TentPitchingDocumentary TentPolePanic InstructionsLostTentSetup OneStakeShortTentSetup InsideOutTentPitching CouplesTentSetupTest TentSetupInTheWind',
  },
  'pet simulator': {
    prank: 'PetSimulatorPlushTwin PetSimulatorSurpriseGift EggHatchFakeout',
    pet: 'PetSimulatorIRL PetSimulatorMyDog PetSimulatorPupTricks',
  },
  paintbrush: {
    prank:
      'PaintbrushPebbleGift DryPaintbrushTickle PaintbrushDoodleNote TinyMasterpieceHidden PaintbrushWetChairBluff EaselSurpriseReveal PaintbrushPortraitOfThem PaintbrushSmileyOnBanana',
  },
  spork: {
    travel:
      'SporkOnEveryTrip HaveSporkWillTravel SporkInMyCarryOn AirportSporkMeal SporkSummitLunch SporkPicnicSpot StreetFoodSporkTour SporkTrainDinner',
  },
  'drive thru': {
    speed:
      'DriveThruTimeTrial DriveThruMenuMemory FastestDriveThruInTown ComboNumberBlitz DriveThruReceiptMath DriveThruExactChange DriveThruStopwatch DriveThruBagUnpackRace',
  },
  garfield: {
    pet: 'GarfieldLookalikeCat GarfieldMondayNap OrangeCatEnergy',
  },
  mexico: {
    prank:
      'MexicoPapelPicadoSurprise MexicoMananitasWakeUp FakeMexicoBeachSelfie MexicoAlebrijeGift PinataFullOfSocks CascaronConfettiEggs MexicoFiestaRoomMakeover MexicoMarigoldBouquet',
  },
  stargazing: {
    prank:
      'NightSkyPicnicSurprise StargazingBlanketFort StargazingWakeUpCall StargazingMeteorHoax GlowStarCeiling TeddyAstronautLaunch StargazingBackwardsMap StargazingDateForMom',
  },
  iphone: {
    prank: 'IPhoneWallpaperSurprise SneakyiOSShortcut TextReplacementPrank',
  },
  beagle: {
    prank: 'BeagleInvisibleTreat PlushBeagleSwap BeagleSniffAndSeek',
  },
  mario: {
    pet: 'MarioPipeCatTunnel PetJumpsLikeMario SuperMarioPetPowerUp',
  },
  'temple run': {
    pet: 'TempleRunPetChase TempleRunTreatMaze PetExplorerRun',
  },
  terraria: {
    pet: 'TerrariaTreatHunt TerrariaPetCollection TerrariaCatCastle',
  },
  peloton: {
    travel: 'PelotonRaceWatchTrip PelotonStudioVisit PelotonFanZoneDay',
  },
  retirement: {
    prank:
      'RetiredButBackMonday RetirementDeskShrine SurpriseRetireeSendOff RetirementFromChoresMemo GoldWatchFakeout RetirementThankYouWall RetirementCountdownBanner RetirementChairBalloons',
  },
  wizard: {
    prank:
      'WizardAcceptanceLetter WizardScrollMessage WizardOwlPostDelivery WizardVanishingAct WizardFreezeSpell WandLightSwitchTrick WizardDoorPassword WizardInvisibilityPrank',
  },
  'tung tung sahur': {
    pet: 'TungtungSahurPetReacts TungtungSahurSnackMat BrainrotPetReaction',
  },
  calculus: {
    prank: 'CalculusCookieGraph CalculusTrickQuestion InfinityRiddlePrank',
  },
  electricity: {
    prank:
      'ElectricityThankYouNote ElectricityBlackoutBluff ElectricityFanStreamers ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty ElectricityColorBulbSwap ElectricityRemoteSwap',
  },
  sunglasses: {
    pet: 'ShadesOnDogWalk SunniesShadyNapSpot SunglassesAndPupSelfie CatVsMySunglasses SunglassesCaseHideTreat ShadesReflectionPetPic SunglassesPatioLounge SunglassesPoseWithKitty',
  },
  'the weeknd': {
    pet: 'TheWeekndCatNapMix WeekndPetPhotoShoot StarboyPetPortrait',
  },
  'angry birds': {
    pet: 'AngryBirdsPlushFetch AngryBirdsTreatTower BadPiggiesPetToy',
  },
  'goat simulator': {
    pet: 'GoatSimulatorCatBoxFort GoatSimulatorPetZoomies GoatSimulatorSnuffleHunt',
  },
  'kung fu': {
    prank: 'KungFuSlowMotionMime KungFuSurpriseDemo ShaolinSurpriseShow',
  },
  fomo: {
    prank: 'FomoSurpriseParty FomoMysteryPicnic FomoGameNightGift',
  },
  learn: {
    prank: 'LearnCoinVanishTrick LearnAPrankInAMinute GotchaSkillUnlocked',
  },
  'food truck': {
    fitness:
      'FoodTruckBikeHop WalkToEveryFoodTruck RunToTheFoodTruck FoodTruckFiveK LunchLineSquats EarnYourTaco FoodTruckQueueLunges FoodTruckPlankTimer',
  },
  'hot air balloon': {
    pet: 'HotAirBalloonBasketBed HotAirBalloonCatToy HotAirBalloonSnuffleMat HotAirKittyWatch SkyGazingPooch HotAirBalloonPetPicnic HotAirBalloonBoxFort HotAirBalloonPawPrints',
  },
  'balloon rocket': {
    pet: 'BalloonRocketDogDrawing BalloonRocketKittyComic PetVsBlastOff',
  },
  'karol g': {
    pet: 'KarolGKittySerenade KarolGPetReaction TusaPuppy',
  },
  'sam smith': {
    pet: 'SamSmithPetSerenade SamSmithKittyLullaby StayWithMePuppy',
  },
  fantasy: {
    pet: 'FantasyCatCastleFort FantasyPetKingdom DragonWingsForPets',
  },
  webcam: {
    prank:
      'WebcamCardboardMe WebcamPlushGuestStar LoopedWebcamVideo TwinOnTheWebcam WebcamPuppetHello WebcamFunnyFilterFamily WebcamCostumeCall WebcamHatParade',
  },
  'black panther': {
    pet: 'BlackPantherCatCosplay BlackPantherPupThrone WakandaKittyPounce',
  },
  'pancake flipping': {
    prank:
      'HeartShapedPancakeFlip SecretMessagePancakeFlip TinySpatulaPancakeFlip BirthdayStackPancakeFlip PlateCatchPancakeToss PancakeFlippingEmojiFaces LooksBurntPancakeFlip PancakeTossForDinner',
  },
  'friday night funkin': {
    pet: 'FridayNightFunkinPupNap FNFPetRapBattle MicBattleWithMyCat',
  },
  camo: {
    pet: 'CamoPetHideAndSeek CamoBlanketPupNap CanYouSpotMyCat',
  },
  terminal: {
    prank: 'TerminalAsciiBirthday TerminalMatrixRain TerminalCowsayGreeting',
  },
  'small town': {
    prank:
      'SmallTownSecretSanta SmallTownChalkNotes SmallTownKindnessRocks SmallTownPostcardMystery MailCarrierCardSmallTown SmallTownThankYouBanner SurprisePicnicSmallTown BookFairySmallTown',
  },
  'sushi rolling': {
    pet: 'SushiRollingDogTreats SushiRollingCatBed SushiRollingKittyNap',
  },
  'double bass': {
    fitness: 'DoubleBassCarry DoubleBassFingerWorkout DoubleBassPostureStretch',
  },
  kawaii: {
    pet: 'KawaiiPetPortrait KawaiiCatCafeCorner CutestPetPose',
  },
  katsu: {
    pet: 'KatsuSandoPetBed KatsuCatNapCorner PetKitchenHelperPose',
  },
  'girl group': {
    pet: 'GirlGroupPetTrio GirlGroupCatChorus PetFormationPose',
  },
  'splatter paint': {
    prank: 'SplatterPaintCardSwap SplatterPaintSurpriseWall SplatterPaintPebbleHunt',
  },
  soda: {
    prank:
      'SodaBottleBouquet SodaTabSecretMessage SodaCanCandyStash SodaGooglyEyeArmy SodaCapMosaicGift SodaCrateFortSurprise NameOnASoda SodaStrawCrazyLoop',
  },
  rug: {
    prank:
      'RugTeddyBearParty RugRotatedSlightly TinyRugSwap MessageUnderTheRug RugUnrollReveal WhoopeeCushionRug BubbleWrapRug RugFlippedUpsideDown',
  },
  shampoo: {
    pet: 'ShampooMohawkPup ShampooTowelZoomies DogShakeSlowMo PetShampooGlowUp ShampooFreeCatBrushing FluffyAfterBath ShampooRoverSpa ShampooLickMatCalm',
  },
  market: {
    prank:
      'MarketKaleBouquet MarketMysteryVeggie MarketSunflowerSurprise MarketPicnicAmbush WhatsInTheBasketGuess MarketTulipDoorstep MarketBerryHeartPlate GooglyEyeMarketHaul',
  },
  'construction site': {
    speed:
      'BrickStackRace ConstructionTowerIn30 ConstructionSiteRelay BuildingSiteBlitz ConstructionSiteToyRace ConstructionSiteQuizDash BuildingSiteBlockSort ConstructionSiteCountdown',
  },
  'pool party': {
    travel:
      'BestPoolPartySpot PoolPartyAtTheRecCenter PoolPartyBagCheck PoolPartyWithLifeguards HotelPoolPartyTakeover PoolPartyPitStop PoolPartyWaterpark PoolPartyDayPass',
  },
  'paint roller': {
    prank:
      'PaintRollerRainbowStripes PaintRollerGooglyEyes WetPaintSignPrank HiddenMessagePaint PaintRollerGiantCard RollerWelcomeBanner PaintRollerCompliment PaintRollerPolkaDots',
  },
  protractor: {
    travel:
      'PisaProtractorCheck HillSlopeProtractor OrienteeringProtractor ProtractorPhotoWalk ArchHuntProtractor SunsetAngleProtractor ProtractorSpireSpotting SkylineProtractor',
  },
};
