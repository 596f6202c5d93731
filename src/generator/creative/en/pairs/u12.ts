import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'picky eater': {
    dance:
      'PickyEaterVictoryDance BroccoliBoogie MoveLikeAPickyEater PickyEaterHeadShake PickyEaterPlateShuffle ThePickyEaterMoonwalk PickyEaterCongaLine DuetWithAPickyEater',
    fitness:
      'PushUpPerPickyEaterNo PickyEaterRelay PickyEaterPlankBet PickyEaterAppetiteRun TagThePickyEater PiggybackPickyEater HopscotchPickyEaterMenu StrongmanFlexPickyEater',
    prank:
      'IBecameThePickyEater SmileyPlatePickyEater OnePeaForPickyEater DessertFirstPickyEater FancyMenuForPickyEater PickyEaterFoodCritic PickyEaterPancakeDinner SillyNamesPickyEater',
    educational:
      'PickyEaterTasteBudCount HoldYourNosePickyEater PickyEaterFoodGroupQuiz PickyEaterTenTryRule SuperTasterPickyEater FruitOrVeggiePickyEater EatTheRainbowPickyEater PickyEaterGlobeSpin',
    cooking:
      'PickyEaterCooksDinner TacoBarForPickyEaters PickyEaterPizzaFaces PickyEaterThreeWays TheGreatPickyEaterDipOff NuggetRemakePickyEater SmoothieForAPickyEater PickyEaterLunchboxBuild',
    travel:
      'PickyEaterFoodTour FirstBiteAbroad PickyEaterPassport PickyEaterHotelBuffet PickyEaterOrdersLocal TakeAPickyEaterCamping AirplaneMealPickyEater StreetMarketPickyEater',
    fashion:
      'PickyEaterBeigeLook PickyEaterStylesMe MatchThePlatePickyEater ChefHatForPickyEater DinnerDressUpPickyEater PickyEaterRatesMyFit VeggiePrintPickyEater PickyEaterSameShirt',
    wellness:
      'PickyEaterTryOneBite PickyEaterNewFoodStreak HerbGardenPickyEater CalmTablePickyEater PickyEaterProudJar SmellItFirstPickyEater SayNotYetPickyEater MindfulMunchPickyEater',
    speed:
      'PickyEaterVeggieSort PickyEaterPeaScoop FridgeHuntPickyEater PickyEaterPantryDash NameTenFoodsPickyEater PickyEaterLunchPack TableSetSprintPickyEater RainbowRushPickyEater',
    music:
      'BroccoliBallad SerenadeThePickyEater PickyEaterDinnerOpera PickyEaterRapBattle PickyEaterYuckRemix VeggieJinglePickyEater ForkDrumsPickyEater PickyEaterDuet',
    art: 'PickyEaterPlateFaces BroccoliTreeLandscape PickyEaterDreamMenu VeggieStampPickyEater PickyEaterComicStrip ClayDinnerPickyEater FoodPortraitPickyEater PickyEaterPlacemat',
    tech: 'PickyEaterAIRecipe PickyEaterSlowMoFace PickyEaterSpreadsheet PickyEaterFirstBiteCam EmojiRatingPickyEater OnlineCartPickyEater PhotoDiaryPickyEater VoiceReviewPickyEater',
    pet: 'BowlSwapPickyEater MyCatIsAPickyEater FussyPupPickyEater PickyEaterPuzzleFeeder PickyEaterTreatReview BunnyGreensPickyEater VetAdvicePickyEater PickyEaterParrotSeeds',
    gaming:
      'PickyEaterFoodBingo PickyEaterSpinTheWheel WouldYouRatherPickyEater GuessThatVeggiePickyEater PickyEaterCharades DiceDinnerPickyEater MemoryMatchPickyEater TwentyQuestionsPickyEater',
  },
  'computer mouse': {
    dance:
      'DanceLikeAComputerMouse ComputerMouseMoonwalk ComputerMouseClickFreeze ScrollWheelComputerMouse ComputerMouseHandJive ComputerMouseRobot MirrorMyComputerMouse WaltzWithAComputerMouse',
    fitness:
      'MousepadPlankTaps SquatPerPCMouseClick ComputerMouseRelay PCMouseVsMySteps BalanceAComputerMouse ComputerMouseDeskBreak LungeToTheComputerMouse WallPushUpPCMouse',
    funny:
      'ComputerMouseInnerVoice CursorLostForever GrandpaUsesAComputerMouse ComputerMouseBatteryDies ComputerMouseUpsideDown PointingPCMouseAtTV ComputerMouseEulogy WhenThePCMouseFreezes',
    educational:
      'TakeApartAComputerMouse ComputerMouseSurfaceTest ComputerMouseShortcutQuiz GuessTheYearComputerMouse LeftHandedComputerMouse TeachGrandmaThePCMouse WhyCallItAComputerMouse ComputerMouseThenAndNow',
    cooking:
      'ComputerMouseCookies ComputerMouseOneHandSnack ComputerMouseRecipePick CrumbFreeComputerMouse RiceBallComputerMouse CheeseForAComputerMouse PCMouseCupcakes MousepadBrownies',
    travel:
      'ComputerMouseCafeSetup ComputerMouseMapDrop PCMouseWorldTour ParkBenchComputerMouse ForgotMyComputerMouse CarryOnComputerMouse LibraryDayComputerMouse ComputerMouseHotelDesk',
    fashion:
      'ComputerMouseOutfitMatch DressLikeAComputerMouse ComputerMouseNailArt ComputerMouseGlowUp TinyComputerMouseEarrings OfficeWearComputerMouse NinetiesComputerMouseLook SweaterPawsComputerMouse',
    wellness:
      'ComputerMouseWristStretch LetGoOfTheComputerMouse ComputerMouseEyeBreak SwitchHandsComputerMouse ComputerMousePostureCheck HideTheComputerMouse PalmMassageComputerMouse CalmDeskComputerMouse',
    speed:
      'ComputerMouseClickSpeed ComputerMouseSpeedDraw UntangleTheComputerMouse DesktopCleanupPCMouse ComputerMouseBatterySwap DragAndDropComputerMouse WrongHandComputerMouse PCMouseSetupSprint',
    music:
      'ComputerMouseClickBeat ComputerMouseOrchestra OnlinePianoComputerMouse DrumMachineComputerMouse LoFiComputerMouseLoop ComputerMouseDJScratch ComputerMouseSerenade KeyboardVsComputerMouse',
    art: 'ComputerMousePixelArt ComputerMouseSelfPortrait ComputerMouseMakeover EyesClosedComputerMouse OneLineComputerMouse PCMouseSignature DrawMyPetWithPCMouse MonaLisaByComputerMouse',
    tech: 'ComputerMouseSetupTour MousepadCustomBuild ComputerMouseSideButtons ComputerMouseVsTrackpad PhoneAsComputerMouse NoComputerMouseForADay ComputerMouseDeepClean OldVsNewComputerMouse',
    pet: 'CatVsComputerMouse PetOnTheMousepad WhoStoleMyComputerMouse HamsterMeetsPCMouse PawOnMyComputerMouse ComputerMouseScreenChase ComputerMouseWorkBuddy ComputerMouseHeadTilt',
    gaming:
      'ComputerMouseAimTest ComputerMouseFlickShot MinesweeperPCMouse OffHandComputerMouse ComputerMouseMazeGame ComputerMouseVsController StickyNoteComputerMouse PointAndClickPCMouse',
  },
  'picture frame': {
    dance:
      'PictureFrameFreeze StepInsideThePictureFrame PictureFrameMirror PictureFramePoseDrop PassThePictureFrame DanceInThePictureFrame HeadOnlyPictureFrame SlowMoPictureFrame',
    fitness:
      'PictureFrameStatue PictureFrameProgressPic PictureFrameJumpShot StepThroughPictureFrame YogaPosesInPictureFrame LungeIntoPictureFrame ShadowBoxPictureFrame PlankBehindPictureFrame',
    funny:
      'PictureFrameLivePortrait StockPhotoPictureFrame RecreateThePictureFrame PictureFrameAwkwardPose PictureFrameFamilySwap PictureFrameHeadPop TooManyPictureFrames NudgeThePictureFrame',
    educational:
      'PictureFrameGoldenRatio PictureFramePerimeter PictureFrameLevelTrick RuleOfThirdsPictureFrame MuseumQuizPictureFrame FamilyTreePictureFrame TimelineInPictureFrames MapInAPictureFrame',
    cooking:
      'PictureFrameCookies PictureFrameToastArt PictureFrameRecipeRemake PictureFrameCharcuterie PlateItLikeAPictureFrame PizzaCrustPictureFrame EdiblePictureFrame CakeInAPictureFrame',
    travel:
      'PictureFrameLandmarks PictureFramePhotoWalk FrameTheView HotelPictureFrameRating PictureFrameFleaMarket SouvenirPictureFrame BiggestPictureFrameHunt PostcardPictureFrameWall',
    fashion:
      'PictureFrameFitCheck MonaLisaPictureFrameLook PictureFrameEarrings PictureFrameGlowUp MomsPictureFrameOutfit ColorMatchPictureFrame RoyalPortraitPictureFrame PictureFramePhotoshoot',
    wellness:
      'PictureFrameMemoryWall FrameAHappyMoment GratitudeNotePictureFrame AffirmationPictureFrame PictureFrameCallHome PictureFrameVisionBoard TraceThePictureFrame PictureFrameDustOff',
    speed:
      'PictureFrameStraighten PictureFramePhotoSwap DustEveryPictureFrame SelfTimerPictureFrame PictureFrameYearSort ThirtyPosePictureFrame PictureFrameWrapRace FloorLayoutPictureFrame',
    music:
      'PictureFrameAlbumCover PictureFrameLipSync PictureFrameKaraoke PictureFrameMusicVideo GrandpasPictureFrameSong VinylInAPictureFrame ConcertTicketPictureFrame AirGuitarPictureFrame',
    art: 'PictureFrameMakeover PictureFrameCollage PressedFlowerPictureFrame MosaicPictureFrame PictureFrameChalkboard PaintOnPictureFrameGlass PictureFrameDoodleBorder YarnWrapPictureFrame',
    tech: 'DigitalPictureFrameSetup PictureFrameARFilter PictureFrameQRCode OldPhonePictureFrame PictureFramePhotoScan PictureFrameAIRestore GreenScreenPictureFrame MemeInAPictureFrame',
    pet: 'PictureFramePetPose PawPrintPictureFrame CatInAPictureFrame PuppyThenNowPictureFrame FishTankPictureFrame GotchaDayPictureFrame MeAndMyDogPictureFrame ParrotPerchPictureFrame',
    gaming:
      'PictureFrameGuessWho PictureFrameCharades FrameSpotTheChange WhatYearPictureFrame PictureFrameHideAndSeek PictureFrameMemoryGame TwoTruthsPictureFrame ScavengerHuntPictureFrame',
  },
  'sink sprayer': {
    dance:
      'SinkSprayerDishDance SinkSprayerMicDrop RinseAndRepeatSinkSprayer SinkSprayerDuet ScrubAndSwaySinkSprayer SprinklerMoveSinkSprayer ApronTwirlSinkSprayer KitchenSprayerWaltz',
    fitness:
      'SinkSprayerCalfRaises KitchenSinkSquats SinkSprayerCounterPushUps OneLegSinkSprayer SinkSprayerArmDay SinkSprayerWaterBreak MarchInPlaceSinkSprayer CoreTwistSinkSprayer',
    funny:
      'SinkSprayerFails FirstTimeSinkSprayer SinkSprayerPhoneCall SpoonUnderSinkSprayer SinkSprayerWontGoBack DadVsSinkSprayer DocumentarySinkSprayer DramaticSinkSprayerReview',
    educational:
      'SinkSprayerRainbow SinkSprayerBucketTest WaterSaverSinkSprayer CleanTheSinkSprayerHead SinkSprayerSpoonTrick SinkSprayerFixIt LimescaleSinkSprayer GlitterGermsSinkSprayer',
    cooking:
      'SinkSprayerProduceRinse SinkSprayerRiceWash CleanAsYouCookSinkSprayer SaladSpinnerSinkSprayer OnePotSinkSprayer SinkSprayerFruitPlatter SproutJarSinkSprayer SinkSprayerPotatoScrub',
    travel:
      'RateTheRentalSinkSprayer RVKitchenSinkSprayer BeachShellSinkSprayer MuddyBootsSinkSprayer SinkSprayerCoolerClean FarmersMarketSinkSprayer SinkSprayerCampingDishes WaterBottleSinkSprayer',
    fashion:
      'SinkSprayerRaincoatFit TieDyeSinkSprayer SinkSprayerStainFix SinkSprayerGloveGlam SneakerCleanSinkSprayer SinkSprayerHairRinse DressedUpSinkSprayer WoolSweaterSinkSprayer',
    wellness:
      'MindfulDishwashing SinkSprayerASMR SinkSprayerPlantShower NightResetSinkSprayer SinkSprayerHydrationGoal LavenderSoapSinkSprayer SinkSprayerWindDown FreshHerbsSinkSprayer',
    speed:
      'SinkSprayerDishRace FastestSinkScrub SinkSprayerCupFill SinkSprayerBubbleClear SinkSprayerRelay SixtySecondSinkSprayer ProduceSprintSinkSprayer CounterWipeSinkSprayer',
    music:
      'FaucetDripBeat KitchenSprayerKaraoke GlassHarpSinkSprayer SinkSprayerPotDrums SinkSprayerSplashSync WhistleAtTheSinkSprayer SinkSprayerBlues DishDutyDuetSinkSprayer',
    art: 'SinkSprayerSplashPhoto SinkSprayerRainbowShot SinkSprayerWatercolor BubbleArtSinkSprayer SpongeStampSinkSprayer MarblingSinkSprayer SinkSprayerStillLife CoffeeFilterSinkSprayer',
    tech: 'SinkSprayerSlowMo SinkSprayerTimelapse SinkSprayerPOV SinkSprayerSoundMeter ViralHackSinkSprayer WaterUseAppSinkSprayer LongExposureSinkSprayer AIFixesSinkSprayer',
    pet: 'SinkSprayerPetBath SinkSprayerPawRinse FreshBowlSinkSprayer SinkSprayerToyWash ParrotMistSinkSprayer CollarSoakSinkSprayer HamsterVeggieSinkSprayer SinkSprayerTowelDry',
    gaming:
      'SinkSprayerTargetPractice SinkSprayerDuckDerby SinkSprayerDishDuel FloatOrSinkSprayer BubbleTowerSinkSprayer SpongeTossSinkSprayer PingPongSinkSprayer CupKnockdownSinkSprayer',
  },
  compass: {
    dance:
      'CompassSpinCall NorthSouthShuffle CompassSquareDance FollowTheCompass WobbleLikeACompass CompassFreezeFrame CompassElectricSlide PointTheWayCompass',
    fitness:
      'CompassPointSprints NorthEastSouthWestHops CompassHike FourStationCompass SunSalutationCompass CompassBurpeeTurn CompassLungeStar BackyardCompassBootCamp',
    funny:
      'CompassLostAtHome CompassVsGPSShowdown DramaticNorthFinding CompassLovesTheFridge CompassToTheSnacks MyInnerCompassIsBroken DadsCompassObsession WhyIsMyCompassSpinning',
    prank:
      'CompassMagnetTrick CompassTreasureSurprise CompassPointsToMe CompassLabelSwap SecretMissionCompass TinyCompassEverywhere ExplorerWakeUpCompass BreakfastByCompass',
    cooking:
      'CompassRoseCookies CompassTrailMix CompassDirectionDinner FourCornersCompassPlate PicnicByCompass CompassPancakeArt EastMeetsWestCompass ScoutSnackCompass',
    travel:
      'CompassOnlyWalk CompassTreasureHunt DueNorthCompassQuest CompassLetterboxing CompassSunsetChase HikeByCompassBearing TownCornersCompassTrip GrandpasCompassRoute',
    fashion:
      'ExplorerFitCheck LayeredCompassNecklace GorpcoreCompass ThriftedCompassCharm CompassPrintScarf CompassEmbroidery CompassSeasonLooks TrailReadyCompass',
    wellness:
      'CompassWalkMeditation FindYourNorthJournal CompassSunriseGreeting InnerCompassCheckIn CompassBoxBreathing CompassSoundMap GratitudeCompassPoints DigitalDetoxCompass',
    speed:
      'CompassOrienteeringRace FindNorthFast SixteenPointCompass CompassRoseSpeedDraw PaperclipCompassSprint CompassCallAndTurn RefoldTheMapCompass SixtySecondCompassHunt',
    music:
      'CompassDirectionRap NorthStarBallad CompassMnemonicSong SeaShantyCompass HikingChantCompass CompassCallAndResponse CompassDrumCircle MarchByCompass',
    art: 'CompassRoseMandala MapMakingArt CompassCirclePattern FlowerOfLifeCompass VintageCompassSketch CompassTattooDesign CompassRainbowArcs PaintedRockCompass',
    tech: 'CompassPhoneVsNeedle FigureEightCompass CompassMagnetGlitch WindowFacingCompass CompassSatelliteMap CompassSunTracker VoiceAssistantCompass StargazingAppCompass',
    pet: 'WhichWayPup CompassDogWalk CompassSniffari CatSleepCompassCheck CompassTreatHunt TortoiseCompassTrek FetchByCompass SunnySpotCompass',
    gaming:
      'CompassScavengerHunt CompassSimonSays CompassCaptureTheFlag HotOrColdCompass PointToParisCompass CompassDiceAdventure BlindfoldedCompassGuide EscapeRoomCompass',
  },
  coins: {
    dance:
      'CoinFlipDance DanceTillTheCoinStops CoinBalanceGroove BuskForCoins CoinPocketShimmy CoinJarConga PiggyBankCoinShake FreezeWhenCoinLands',
    fitness:
      'CoinFlipWorkout CoinPickupSquats PennyPlankTaps ToeGripCoinDrill ARepForEveryCoin CoinsPerMile CoinCarryRelay LungeToTheCoinJar',
    funny:
      'CoinCouchTreasure CoinFlipDecides PiggyBankCoinRattle WhenTheCoinLandsOnEdge OldJacketPocketCoins CountingMoneyFlex MyLuckyCoinSaga SpinACoinStareDown',
    prank:
      'CoinMagicVanish CoinBehindTheEar GiantCardboardCoin JokeNoteCoinPurse CoinTrailSurprise InvisibleCoinToss HeadsIWinCoin ForeignCoinPayday',
    cooking:
      'ChocolateCoinCookies CoinStackPancakes PiggyBankCake TenCoinDinner CoinJarGroceryHaul CoinSizedPizzas CountingMoneyMealPrep PicnicForTwentyCoins',
    travel:
      'CoinsAroundTheWorld CoinFountainWish PennyPressMachineHunt CoinFlipCityWalk LastCoinsAtTheAirport SouvenirForTenCoins ForeignCoinGuess VacationCoinJar',
    fashion:
      'CoinPurseFitCheck PennyLoaferLook CoinNecklaceStack CoinHipScarf CoinJarThriftHaul TinyCoinPocket HeadsOrTailsCoinOutfit GoldCoinEarrings',
    wellness:
      'CoinJarHabit CoinsForKindness PiggyBankGoals GratitudeCoin WorryCoin CoinCountingCalm LuckyCoinAffirmation FiveMinuteCoinSort',
    speed:
      'CoinSortRace CoinStackSpeed CountingMoneyIn60 CoinRollerDash MostHeadsCoinFlip ExactChangeCoinRush ChopstickCoinPickup ElbowCoinCatch',
    music:
      'CoinJarShaker ClinkingCoinCover CoinsInMyGuitarCase CoinTapTempo JingleJangleCoins CountingMoneyRap PianoCoinBalance DrumRollCoinToss',
    art: 'CoinRubbingArt CoinMosaic PennyPortrait CoinTracingPattern FoilCoinEmboss CoinCircleMandala DesignYourOwnCoin ClayCoinMedallion',
    tech: 'CoinSorterBuild RealCoinVsAppFlip SlowMoCoinSpin MacroShotOfACoin CoinCollectorSpreadsheet IsMyCoinRare CountingMoneyWithAI CoinJarTimelapse',
    pet: 'CoinJarForMyPet CoinFlipWalkRoute ShelterCoinDrive MyDogOnACoin PuppyNameCoinToss CoinSizedPupTreats LitterBoxForCoins ChewToyCoinFund',
    gaming:
      'CoinCollectorRun CoinTossTarget PennyShuffleboard FlickACoinFootball CoinTowerTopple LongestCoinSpin GuessTheCoinJar CoinMazeRoll',
  },
  churros: {
    dance:
      'ChurroSalsaNight ChurroConga ChurroBatonTwirl DanceForAChurro FlamencoAndChurros ShakeTheChurroBag ChurroCartCumbia MamboWithChurros',
    fitness:
      'EarnYourChurros ChurroRelay RunToTheChurroCart ChurroPipingArmDay ChurroBalanceWalk SquatForEachChurro BurnOffTheChurros TwistLikeAChurro',
    funny:
      'ChurroMagicWand ChurroSugarMustache ChurroDipFail GiantChurroVsMe ChurroCrimeScene LastChurroStandoff GrandmaRatesChurros TheChurroThief',
    prank:
      'ChurroDeliverySurprise BreakfastTrayChurros LunchboxChurroNote ChurroBouquet SecretChurroStash ChurroPlushieSwap ChurroWakeUpCall GiantChurroDoorstep',
    educational:
      'ChurroMapQuiz ChurroSpanishLesson FractionsWithChurros ChurroFamilyTree FactOrFictionChurros TheChurroSheepFact AskGrandmaAboutChurros ChurroRecipeScaling',
    travel:
      'ChurroTasteTour ChurrosAroundTheWorld ChurroCartHunt ChurrosInMadrid ThemeParkChurroRank BoardwalkChurroStroll StreetFairChurroCrawl WalkToTheChurroShop',
    fashion:
      'MonochromeChurroFit ChurroEarrings DressLikeAChurro ChurroDateOutfit ChurroSocks CinnamonChurroNails ChurroPinCollection BrownAndGoldChurroLook',
    wellness:
      'ChurroSlowBite ChurrosTreatYourself ShareAChurro ChurroWithGrandma SundayChurroWalk ChurroAndChocolateChat RainyDayChurros ParkBenchChurroPause',
    speed:
      'ChurroBagFill ChurroSugarCoatRush PackADozenChurros ChocolateDipChurroDash LineUpTheChurros ChurroStackBlitz ServeTheChurroOrders ChurroNapkinWrap',
    music:
      'ChurroCartJingle SerenadeMyChurro MariachiForChurros ChurroBagShaker ChurroDrumsticks ChurroCrunchBeat SingForYourChurro SpanishGuitarChurros',
    art: 'ChurroShapeArt CinnamonSugarStencil ChurroClayMiniature ChurroStillLife LogCabinOfChurros ChurroMascotDesign WatercolorChurroCart ComicStripChurroHero',
    tech: 'ChurroAirFryerTest ChurroPipingSlowMo AskAIForChurros ChurroTimelapse TranslateTheChurroMenu ChurroMacroPhoto PinEveryChurroSpot StopMotionChurro',
    pet: 'ChurroPlushToy PetsNamedChurro DogSafeChurroTreats ChurroBeggingFace DachshundOrChurro ChurroColoredPup KittenChasesChurroBag ChurroCuddleNap',
    gaming:
      'ChurroDipDiceGame ChurroTowerTopple ChurroTicTacToe ChurroRingToss TriviaNightChurros ShortestChurroLoses GuessTheChurroCount PassTheChurroBag',
  },
  gnocchi: {
    dance:
      'RockAndRollGnocchi GnocchiKitchenDisco TarantellaGnocchi NonnasGnocchiWaltz GnocchiMashedPotato FlourHandsGnocchiGroove GnocchiDanceBreak SpinForYourGnocchi',
    fitness:
      'GnocchiCarbLoadRun PotatoSackRace GnocchiRicerSqueeze FlourBagSquatGnocchi FarmersCarryGnocchi PlankWhileGnocchiBoils SundayHikeGnocchi KeepUpWithNonnaGnocchi',
    funny:
      'HowDoYouSayGnocchi GnocchiNonnaJudges GnocchiShapeFail GnocchiVsMashedPotato FlourEverywhereGnocchi OneGnocchiTooMany TinyPillowGnocchi GnocchiCookingShowHost',
    prank:
      'GnocchiDinnerSurprise GnocchiLoveNote PretendNonnaMadeGnocchi GnocchiForBreakfast FancyWaiterGnocchi SecretGnocchiDate FakeDeliveryGnocchi GnocchiOnTheDoorstep',
    educational:
      'GnocchiSinkOrFloat GnocchiRidgeSauceTest LearnItalianWithGnocchi WhichPotatoForGnocchi GnocchiCountingMath GnocchiMapOfItaly NonnaTeachesGnocchi PastaShapeQuizGnocchi',
    travel:
      'GnocchiInVerona GnocchiTasteTour CookWithANonna ItalianMarketGnocchi GnocchiBoardSouvenir LittleItalyGnocchiWalk ParkPicnicGnocchi HostelKitchenGnocchi',
    fashion:
      'GnocchiNightFitCheck ApronUpForGnocchi NonnaChicCardigan GnocchiPillowBag GnocchiPuffJacket GnocchiBeigePalette StripedShirtGnocchi LinenSetGnocchiDinner',
    wellness:
      'GnocchiMindfulRolling GnocchiSundayRitual SlowDoughTherapy GnocchiFamilyTable GnocchiWithGrandma CozyBowlOfGnocchi ShareGnocchiWithANeighbor RainyNightGnocchi',
    speed:
      'GnocchiRollRace ForkFlickFrenzy ShapeFiftyGnocchi GnocchiPlatingRush StopwatchGnocchi GnocchiRicerRelay TenMinuteGnocchi GnocchiTrayFill',
    music:
      'ThatsAmoreGnocchi GnocchiRollingRhythm OperaForGnocchi GnocchiKaraokeNight WoodenSpoonGnocchiDrum SingNonnasGnocchiSong GnocchiPlaylistSwap ItalianRadioGnocchi',
    art: 'RainbowGnocchi PotatoStampArt GnocchiRidgePrints GnocchiWatercolor GnocchiSauceSwoosh GnocchiMosaic PaintTheGnocchiBoard FlourSketchGnocchi',
    tech: 'RicerVsMasher GnocchiSlowMo GnocchiWeighIn GnocchiVideoCallNonna GnocchiStopMotion AIPlannedGnocchiNight MacroLensGnocchi TimelapseGnocchiTray',
    pet: 'GnocchiDogTreats PupWatchesTheDough HamsterNamedGnocchi CatLoafOrGnocchi GnocchiFeltToy KitchenGateGnocchi PuppyPileGnocchi SitStayGnocchi',
    gaming:
      'GnocchiKitchenRush NonnaBossLevel GnocchiGuessTheCount BlindTasteGnocchi HotPotatoGnocchi GnocchiShapeBingo ItalianTriviaGnocchi GnocchiCardNight',
  },
  gumbo: {
    dance:
      'GumboSecondLine ZydecoGumbo CajunTwoStepGumbo GumboPartyJig NolaBounceGumbo GumboFestFootwork GumboPotluckBoogie UmbrellaStrutGumbo',
    fitness:
      'GumboGroceryCarry CrawfishCrawlGumbo GumboRunClub SquatsWhileGumboSimmers GumboFestStepGoal BayouWalkGumbo ZydecoCardioGumbo GumboSpoonRelay',
    funny:
      'GumboRouxPatience GumboDebate GrandmaGumboRules GumboOnTheShirt GumboLeftoversDay3 RecipeGatekeepingGumbo WhoAteAllTheGumbo FirstTimeTryingGumbo',
    prank:
      'GumboDeliverySurprise TakeoutBoxGumbo SecondLineWakeUpGumbo GumboInTheLunchThermos GumboForTheWholeBlock TinyGumboBowl FancyMenuCardGumbo BeadsAndGumboAmbush',
    educational:
      'GumboMeansOkra GumboRouxColorQuiz NameTheGumboTrinity CajunOrCreoleGumbo AskGrandmaAboutGumbo GumboForFiftyMath GumboSpiceSmellTest TrueOrFalseGumbo',
    travel:
      'GumboTrailNola GumboTasteTour GumboFestWeekend FrenchQuarterGumbo CajunCountryGumbo StreetcarToGumbo GumboSouvenirSpice MapEveryGumboSpot',
    fashion:
      'GumboFestFitCheck MardiGrasColorLook GumboBibGlam SpillProofGumboOutfit GumboParasolStyle GumboChefHatGlowUp SeersuckerGumboSunday ShrimpBootsGumbo',
    wellness:
      'GumboSundayRitual GumboForASickFriend GumboFamilyRecipeCall PhoneFreeGumboDinner CozyGumboNight GumboPorchSupper BreatheInTheGumbo RainyDayGumbo',
    speed:
      'GumboSpiceSortRace GumboPantryDash GumboTableSetRush NameTenGumboIngredients ListFromMemoryGumbo StackTheGumboBowls GumboWashUpBlitz BlindSniffGumbo',
    music:
      'GumboKitchenJazz NolaBrassBandCover GumboWashboardJam SpoonsPlayingGumbo GumboPotLidCymbals SingTheGumboBlues KazooSecondLineGumbo GumboPlaylistNight',
    art: 'GumboStillLife BayouSketchWalk GumboSpiceMandala GumboRecipeCardArt MardiGrasMaskGumbo PaintAGumboBowl JazzPosterGumbo GumboFoodPhoto',
    tech: 'GumboPressureCookerTest GumboTimelapse AIRatesMyGumbo VoiceMemoGumboRecipe VideoCallGumboCookAlong ScanGrandmasGumboCard SlowMoGumboLadle QRCodeGumboMenu',
    pet: 'ParkStrollGumbo MeetGumboTheDog PetSafeGumboBowl GumboNightBeggingEyes SleepyCatGumbo ParrotSaysGumbo LeashWalkToGumboFest TreatTrainingGumbo',
    gaming:
      'GumboCookOffBracket GumboIngredientBingo NolaTriviaNight RollTheGumboDice GuessTheGumboSpice MardiGrasCharadesGumbo PassTheGumboSpoon DominoesAndGumbo',
  },
  caramel: {
    dance:
      'SmoothAsCaramel StretchyCaramelMoves PopLikeCaramelCorn StickyCaramelFreeze CaramelSwirlSpin SaltedCaramelShimmy CaramelSlowDance DrizzleDropCaramel',
    fitness:
      'StretchLikeCaramel CaramelLatteWalk CaramelAppleOrchardHike CaramelCandyRelay PlankForACaramel SaltedCaramelSprints CaramelRecoveryShake BurpeesBeforeCaramel',
    funny:
      'CaramelStretchFail CaramelAppleBiteFaces CaramelVsButterscotch CaramelOrCarmel LastCaramelInTheTin StickyFingersCaramel SaltedCaramelSnob WhoAteMyCaramels',
    prank:
      'CaramelDoorstepDrop EmptyCaramelWrappers CaramelCandyGram SurpriseCaramelLatte HiddenCaramelHunt CaramelLunchNote MovieNightCaramelCorn PillowCaramel',
    educational:
      'CaramelVsToffeeQuiz DulceDeLecheOrCaramel PinchOfSaltCaramel CaramelFactOrMyth FiveSensesCaramel CaramelAroundTheWorld ReadTheCaramelLabel CaramelCandyFractions',
    travel:
      'CaramelTasteTour CaramelShopCrawl OrchardCaramelApples BoardwalkCaramelCorn CaramelFactoryVisit CaramelSouvenirTin StroopwafelCaramelWalk AirportCaramelHunt',
    fashion:
      'CaramelToneFitCheck CaramelBrownLayers CaramelHighlights CaramelNailSet ThriftedCaramelCoat SaltedCaramelGlam MatchMyCaramelLatte CozyCaramelCardigan',
    wellness:
      'CaramelCocoaWindDown OneCaramelSavored CaramelKindnessJar CaramelLipScrub BlanketAndCaramelCorn PhoneFreeCaramelHour AutumnWalkCaramelApple ThankYouCaramelNote',
    speed:
      'CaramelUnwrapRace FastestCaramelWrap CaramelTowerStack ChopsticksCaramelTransfer CaramelBoxBlitz BagTheCaramelCorn SortCaramelsByFlavor FillTheCaramelJar',
    music:
      'CaramelJazzCover CrinkleBeatCaramel CaramelLoveSong CaramelCandyJarShaker SaltedCaramelRemix CaramelCornPercussion SmoothAsCaramelVocals CoffeeShopCaramelSet',
    art: 'CaramelDrizzleArt CaramelWatercolor PaintACaramelApple CaramelWrapperCollage CaramelLatteSwirl MosaicOfCaramels SepiaCaramelPortrait AutumnCaramelStillLife',
    tech: 'CaramelSlowMoDrip AIDesignsCaramelLabel PrintCaramelWrappers CaramelToneFilter CaramelStopMotion CaramelPixelArt SpreadsheetCaramelTasting MacroLensCaramel',
    pet: 'CaramelColoredPets CaramelPupGlowUp CaramelCoatBrushing CaramelCatSunbeam GuineaPigNamedCaramel MatchingCaramelBlanket FosterKittenCaramel SpotTheCaramelDog',
    gaming:
      'CaramelTasteGuessGame HowManyCaramelsJar CaramelCheckers BingoCaramelMarkers CaramelTicTacToe CaramelMemoryMatch StackTheCaramels ChopstickDuelCaramel',
  },
  bento: {
    dance:
      'BentoBoxStep PopTheBentoLid LunchBreakBentoBoogie BentoFuroshikiTwirl BentoChopstickTutting KawaiiBentoDance BentoPicnicSway SchoolyardBentoShuffle',
    fitness:
      'BentoHikeLunch BentoBoxJumps TenThousandStepBento PostGymBento ParkWorkoutBento StretchBeforeBento HulaHoopBentoBreak SquatsThenBento',
    funny:
      'BentoVsReality BentoCharacterFail SadLunchboxGlowUp DadMadeMyBento BentoAfterBackpack TooCuteToEatBento BentoTradeAtLunch ParentsBentoRivalry',
    prank:
      'BentoSurpriseNote BentoFakeEmpty TinyBentoPrank CheeseCutoutBento SeaweedJokeBento DadFaceBento NestingDollBento BreakfastBentoWakeUp',
    educational:
      'BentoRatioRule CountInJapaneseBento FiveColorBento BentoFractionsLesson BentoWordOfTheDay BentoMapOfJapan LearnFuroshikiBento ChopstickSkillsBento',
    travel:
      'BentoTrainTrip BentoPicnicSpot BentoOnTheBeach StationBentoHunt SummitBentoLunch PackABentoForTheFlight CherryBlossomBento BentoDayTripMenu',
    fashion:
      'BentoBagFitCheck BentoBoxColorMatch KawaiiBentoOutfit BentoCharmNecklace FuroshikiBentoScarf BentoPicnicDress TokyoStreetBentoStyle LunchDateBentoLook',
    wellness:
      'BentoMindfulLunch BentoBalancePlate BentoForSomeoneElse PhoneFreeBentoBreak BentoInThePark GreenTeaAndBento ColorfulBentoMood CalmSundayBentoPrep',
    speed:
      'BentoPackingRace FiveMinuteBento BentoChopstickTransfer BentoWrapSprint TenItemBentoDash FamilyBentoAssemblyLine RiceBallBentoBlitz FitItAllBento',
    music:
      'BentoLunchJingle BentoBoxBeat ChopstickDrumsBento BentoJPopSingAlong RiceShakerBento BentoPicnicPlaylist ThankYouSongBento TapTheBentoLid',
    art: 'BentoCharacterArt BentoFoodFaces BentoLandscape BentoSeaweedLettering PaintABentoBox PetPortraitBento VeggieFlowerBento SketchYourBento',
    tech: 'BentoRecipeAI BentoTimelapse OverheadBentoShot BentoCalorieAppCheck BentoMealPlanSheet VideoCallBentoLunch SlowMoBentoReveal WeeklyBentoPhotoGrid',
    pet: 'DogBentoBox PetTreatBento CatBentoBirthday BunnyBentoGreens HamsterBento BentoPicnicWithPup ParrotBentoFruit GuineaPigBento',
    gaming:
      'BentoPackingPuzzle BentoBoxBingo GuessTheBentoIngredient BentoMemoryTest BentoBattle DiceRollBento WhoMadeThisBento PretendBentoShop',
  },
  baklava: {
    dance:
      'DabkeForBaklava HoneyDripBaklavaGroove BaklavaCrunchStep BaklavaTrayBalance DiamondCutBaklavaSway GrandmasBaklavaShimmy BaklavaCircleDance BaklavaKitchenTwirl',
    fitness:
      'BaklavaRewardRun FortyRepBaklava BaklavaPushUpPyramid WalkToTheBaklavaShop BaklavaHikeSnack StretchThenBaklava BaklavaCoreCrunch JumpRopeForBaklava',
    funny:
      'BaklavaStickyFingers PhylloTearPanic BaklavaAccentBattle GrandmaBaklavaInspection BaklavaCrumbsEverywhere LastBaklavaPiece BaklavaSyrupOnMyPhone AuntieSaysEatMoreBaklava',
    prank:
      'BaklavaSurpriseTray BaklavaNeighborGift VeggieBoxIsBaklava BaklavaInTheCookieTin SecretBaklavaSanta BaklavaBreakfastInBed HideTheBaklavaHunt FortuneNoteBaklava',
    educational:
      'HowManyLayersInBaklava BaklavaMapQuiz BaklavaRhombusMath BaklavaInFiveLanguages BaklavaPhylloSeeThrough HoneyVsSyrupBaklava ShareBaklavaFairly WhichNutBaklava',
    travel:
      'BaklavaTasteTour BaklavaInIstanbul PistachioBazaarWalk BaklavaBakeryHop BaklavaSouvenirBox FerryRideBaklava LocalBaklavaHunt GreekVsTurkishBaklava',
    fashion:
      'BaklavaLayeredLook PistachioGreenFit HoneyGoldBaklavaGlam BaklavaArgyleSweater BaklavaBrunchOutfit CrispLinenBaklava BaklavaCharmBracelet TeaPartyHatBaklava',
    wellness:
      'BaklavaTeaTime BaklavaSlowBite BaklavaForTheNeighbors BaklavaWithGrandma MindfulBaklavaLayers CozyNightBaklava CoffeeAndBaklavaChat SweetMemoryBaklava',
    speed:
      'BaklavaLayerRace PackABaklavaBox ShellPistachiosForBaklava BaklavaPlatterBuild GiftWrapBaklavaTin BaklavaButterBrushBlitz ThirtySecondBaklavaPlate ServeBaklavaAndTea',
    music:
      'BaklavaCrunchBeat BaklavaLayerLoop TableDrumBaklava SingForBaklava TeaGlassChimeBaklava BaklavaBakeryBallad HummingWhileBaklavaBakes FolkSongBaklavaNight',
    art: 'BaklavaPatternArt PistachioMosaic PaperLayersBaklava BaklavaTileDesign BaklavaWatercolor HoneyDripBaklavaPhoto SketchTheBaklavaTray DrawABaklavaBoxLabel',
    tech: 'BaklavaCrunchSlowMo BaklavaMacroShot BaklavaRecipeVideoCall TranslateGrandmasBaklava AirFryerBaklavaTest DigitalScaleBaklava BaklavaQRCodeCard SplitScreenBaklava',
    pet: 'BaklavaTrayGuardDog KittenNamedBaklava CatPileBaklava NoBaklavaForPup ParrotSaysBaklava BaklavaBoxCatBed PetSafeBaklavaLookalike BunnyWatchesBaklava',
    gaming:
      'BaklavaTasteBracket BaklavaStackGame GuessTheBaklavaLayers BackgammonAndBaklava BaklavaTriviaDuel BaklavaWouldYouRather SpotTheMissingBaklava CharadesBaklavaNight',
  },
  tapas: {
    dance:
      'TapasFlamencoNight PasoDobleTapas RumbaBetweenTapas TapasTableTwirl TapasFiestaConga OneMovePerTapa TapasStompAndClap GuitarSwayTapas',
    fitness:
      'OldTownWalkTapas TapasHikeToTheView PadelThenTapas BeachRunTapas EveningPaseoTapas SiestaStretchTapas SquatPerTapa WaiterTrayBalanceTapas',
    funny:
      'TapasSharingRules TapasLastBiteStandoff TapasOrderingEverything DadStillHungryAfterTapas PointAtTheMenuTapas DinnerAtMidnightTapas WhoTookMyTapa TapasMathSplitTheBill',
    prank:
      'TapasSurpriseNight TinyTapasDinner TapasKitchenTakeover HomeBistroTapas TapasMenuForMom ToothpickFlagTapas TapasPicnicAmbush SecretTapasForDad',
    educational:
      'TapaMeansLid LearnSpanishWithTapas TapasMapOfSpain TapasBudgetMath PintxosOrTapas ReadATapasMenu TapasOliveVarieties LateDinnerTapasFact',
    travel:
      'FoodHallTapas SevilleSmallPlates TapasInGranada TapasMarketTour SanSebastianTapas TapasPhrasebook TerraceSunsetTapas TrainToMadridTapas',
    fashion:
      'TapasNightFitCheck TapasDateLook FlamencoRuffleTapas EspadrillesAndTapas LinenShirtTapas HandFanTapasStyle TapasGoldHoops TapasTerraceOutfit',
    wellness:
      'TapasSlowDinner TapasGratitudeTable TapasWithFriends LingerAfterTapas PhoneStackTapas TapasSiestaReset MindfulTapasTasting SunsetTapasPause',
    speed:
      'TapasPlatingRace SetTheTapasTable TapasOliveSort NapkinFoldTapas MenuMemoryTapas TapasPassingRelay TapasCleanUpSprint CroquetaRollTapas',
    music:
      'TapasSpanishGuitar TapasBarSerenade CastanetBeat ClapAlongTapas KaraokeTapasNight TapasDinnerPlaylist WaterGlassMelodyTapas TapasForkDrumRoll',
    art: 'TapasFoodPhoto TapasTileArt SmallPlatesStillLife PaintedTapasDishes TapasMenuIllustration TapasSketchAtTheBar ColorWheelTapas ToothpickSculptureTapas',
    tech: 'TapasTableFlatLay TapasTranslatorApp TapasBarMapList SplitTheBillTapas AIPlansTapasNight TapasVideoPostcard MacroLensTapas VoiceNoteTapasReview',
    pet: 'DogTreatTapas CatNapAfterTapas PatioPupTapas BunnyTapasBoard ParrotFruitTapas SnuffleMatTapas HamsterTinyTapas GuineaPigTapasPlate',
    gaming:
      'TapasBingo TapasGuessingGame SmallPlatesBracket TapasDiceMenu TapasTriviaSpain BlindfoldTapasTaste DominoesAndTapas CardsAndTapasNight',
  },
  'tank top': {
    dance:
      'BackyardTankTopBop TankTopShoulderShimmy ArmWaveInATankTop TankTopTwinsDuet HeatwaveTankTopDance TankTopSprinklerMove SummerCamiTwirl TankTopFlexAndFreeze',
    fitness:
      'TankTopArmDay MuscleTankPushups TricepDipsInATankTop JumpRopeTankTop CamiYogaFlow TankTopSweatTest ShadowBoxInATankTop SunriseJogTankTop',
    funny:
      'TankTopTanLines TankTopInWinter GymBroTankTop MyTankTopShrank DadsVintageTankTop TankTopVsHoodie LaundryMixUpTankTop BlackTieTankTop',
    prank:
      'TankTopInsideOut TankTopTwinningSurprise TankTopFakeTattoo TeddyInATankTop DrawerFullOfTankTops TankTopOverMyCoat WearDadsTankTop DidMyTankTopShrink',
    educational:
      'WhyItsCalledATankTop SingletOrTankTop CamisoleVsTankTop DecodeYourTankTopLabel WhichTankTopDriesFirst TankTopDecadeQuiz TankTopFileFold CottonFieldToTankTop',
    cooking:
      'TankTopCookies TankTopHeatwavePops WhiteTankTopPastaDare NoOvenTankTopDinner TankTopWeatherSalad TankTopLemonadeStand MatchYourTankTopSmoothie GazpachoInATankTop',
    travel:
      'TankTopPackingLight SouvenirTankTopHunt PlaneToBeachTankTop RoadTripTankTop SunsetHikeTankTop TankTopMarketStroll TankTopRollVsFold TankTopCampingTrip',
    wellness:
      'TankTopSunscreenHabit WearTheTankTopAnyway CoolTowelTankTop HydrateInATankTop CamiPajamaWindDown BarefootGrassTankTop TankTopShoulderRolls TankTopGratitudeWalk',
    speed:
      'TankTopQuickChange TankTopFoldRace LayerTenTankTops TankTopRainbowSort TankTopHangerDash BlindfoldedTankTopOn RightSideOutTankTops ThirtySecondCamiKnot',
    music:
      'TankTopRockStarCover AirGuitarInATankTop BoyBandTankTopHarmony TankTopTanLineBlues TankTopPotDrumSolo TankTopBeachSingAlong SellMyTankTopJingle DuetInMatchingTankTops',
    art: 'TankTopTieDye TankTopStencilPrint EmbroiderYourCami TeeToTankTopFlip FabricMarkerTankTop PetPortraitTankTop SpongeStampTankTop TankTopPatchwork',
    tech: 'AIStylesMyTankTop TankTopTransitionEdit WeatherAppSaysTankTop TankTopResalePhoto QRCodeOnMyTankTop TankTopColorPicker TankTopGreenScreen MockupMyCamiDesign',
    pet: 'CatNapOnMyTankTop TankTopTugToy TankTopWeatherPawCheck FurMagnetTankTop TankTopCuddleSelfie HammockFromATankTop DogStealsMyTankTop ShadyWalkInATankTop',
    gaming:
      'TankTopAvatarMatch ShirtsVsTankTops HotPotatoTankTop PinTheTankTopStrap TankTopMemoryCards GuessMyTankTopDoodle LayerUpTankTopRelay TankTopMusicalChairs',
  },
  scrunchie: {
    dance:
      'ScrunchieHairFlip ScrunchieOnTheBeat PassTheScrunchie SidePonyScrunchieStep ScrunchieThrowback ScrunchieMirrorDuet 80sAerobicsScrunchie GrabTheScrunchieFreeze',
    fitness:
      'WillMyScrunchieHold ScrunchieConeDrill ScrunchiePlankPass ScrunchieToeGrab ScrunchieSquatStack LapCounterScrunchies BurpeePerScrunchie MessyBunScrunchieYoga',
    funny:
      'WhereDoScrunchiesGo DadWearsAScrunchie BroStoleMyScrunchie MomsNinetiesScrunchie HowManyScrunchiesIOwn ScrunchieFilmCritic ScrunchieWristStack ScrunchieVsHairTie',
    prank:
      'ScrunchieEverywhere SneakAScrunchieOnDad GiantScrunchieSwap EndlessScrunchieChain FruitBowlScrunchies ScrunchieTwinAmbush ScrunchieTreasureTrail VanishingScrunchie',
    educational:
      'SewAScrunchieByHand ScrunchieStretchTest ScrunchieFactOrFake WhyScrunchiesSaveHair ScrunchieFabricGuess ScrunchiePatternMath BraidItWithAScrunchie WhichDecadeScrunchie',
    cooking:
      'ScrunchieShapedDonuts ScrunchieUpChefMode ScrunchieRuffleCake ScrunchieColorCupcakes FruitLeatherScrunchie CrimpedCrustScrunchie RedVelvetScrunchie DumplingPleatScrunchie',
    travel:
      'ScrunchiePackingHack ScrunchieSouvenirHunt ScrunchieLuggageTag RedEyeFlightScrunchie WindyBeachScrunchie MountainHikeScrunchie CampTripScrunchieBun WorldTourScrunchie',
    wellness:
      'ScrunchieSpaNight SilkScrunchieBedtime ScrunchieSqueezeBreaths FaceWashScrunchieUp LoosenYourScrunchie ScrunchieForAFriend ScalpMassageScrunchie MorningScrunchieStretch',
    speed:
      'ScrunchieStackRace FiveSecondScrunchieBun ScrunchieColorSort FindTheScrunchieDash OneHandedScrunchieTie BlindScrunchieMatch ScrunchieFamilyUpdos ScrunchieBeatTheBuzzer',
    music:
      'ScrunchieNinetiesCover ScrunchieHairbrushMic ScrunchieGirlGroup OdeToMyLostScrunchie AirDrumsInAScrunchie PowerBalladScrunchie ScrunchieMixtape TalentShowScrunchie',
    art: 'ScrunchieDIYSew OldShirtToScrunchie TieDyeScrunchie ScrunchieWreath ScrunchieRoseBouquet BeadedScrunchieCharm ScrunchieColorWheel PatchworkScrunchie',
    tech: 'ScrunchieCableHack StopMotionScrunchie ScrunchiePhoneGrip AIDesignsMyScrunchie ProductShotScrunchie 90sFilterScrunchie ScrunchieSlowMoFlip ScrunchieDigitalDoodle',
    pet: 'GroomingDayScrunchie PuppyProofScrunchies ScrunchieUpWalkies PetBathScrunchieMode PawPrintScrunchie ShelterScrunchieSale HighShelfScrunchies ScrunchieSnuggleSelfie',
    gaming:
      'ScrunchieRingToss ScrunchieTicTacToe TableCurlingScrunchie ScrunchieShellGame ScrunchieTailTag HopscotchScrunchie GuessWhoseScrunchie TrickShotScrunchie',
  },
  shopping: {
    dance:
      'ShoppingSpreeStrut UnpackShoppingGroove ShoppingDoneHappyDance ShoppingBagSwing ShoppingReceiptTwirl OneTripShoppingShuffle WelcomeHomeShoppingJig PaydayShoppingBoogie',
    fitness:
      'ShoppingBagCurls ShoppingStepCount OneTripShoppingCarry ShoppingListLunges WalkTheShoppingHome MilkJugShoppingPress BackpackShoppingRuck ShoppingSquatAndStock',
    funny:
      'ShoppingWithMyDad ShoppingCartWonkyWheel CantReadShoppingList ShoppingForJustMilk ForgotTheShoppingBags ShoppingNarratorVoice MomVsShoppingReceipt KidsInChargeOfShopping',
    prank:
      'ShoppingListSwap FakeShoppingSpree RubberDuckShopping BalloonFilledShopping EmojiShoppingNote GiantShoppingReceipt ShoppingBagMysteryToy TinyShoppingHaul',
    educational:
      'UnitPriceShoppingHunt ReadTheShoppingLabel ShoppingInSpanish PercentOffShoppingQuiz NeedsVsWantsShopping ShoppingListByAisle KidPlansTheShopping CountTheShoppingChange',
    cooking:
      'ShoppingBudgetDinner ShoppingHaulCookOff OneShoppingTripFiveMeals AllGreenShoppingMenu MarketDayShoppingLunch UseItUpBeforeShopping SundayShoppingPrep ShoppingBagSwapSupper',
    travel:
      'ShoppingMarketsAbroad LocalSnackShoppingHaul CarryOnShoppingLimit ThriftShoppingRoadTrip AntiqueShoppingHunt ShoppingStreetPhotos HowMuchShoppingPhrase PostcardShoppingSpree',
    wellness:
      'ShoppingNoSpendWeek WaitADayBeforeShopping ShoppingForANeighbor ShoppingYourOwnCloset ReusableBagShopping SlowMarketShopping PhoneFreeShoppingTrip SleepOnItShopping',
    speed:
      'ShoppingListDash PutAwayTheShoppingRace ShoppingBagFold OnlineShoppingSpeedrun ShoppingReceiptMath 60SecondShoppingSort ShoppingPantryRush FridgeFitShopping',
    music:
      'CheckoutBeepBeat SingTheShoppingList ShoppingMontageSong ShoppingHaulDrumKit ShoppingReceiptOpera PaydayShoppingAnthem StoreMusicShoppingHum RapBattleShopping',
    art: 'ShoppingBagUpcycle ShoppingReceiptCollage PaintTheShoppingHaul ShoppingListDoodles CerealBoxShoppingCity ComicStripShoppingTrip ShoppingFlyerMosaic DesignAShoppingWindow',
    tech: 'ShoppingVirtualTryOn AIWritesMyShoppingList ShoppingBarcodeScan ShoppingSpreadsheet OnlineVsStoreShopping ShoppingByPhotoSearch PriceAlertShopping InboxShoppingCleanup',
    pet: 'PupPicksTheToy CardboardBoxShopping ShelterWishlistShopping PetRatesShoppingHaul DogFriendlyShopping NewKittenShoppingList AquariumShoppingTrip TreatJarRefillShopping',
    gaming:
      'ShoppingBingo GuessTheShoppingTotal IWentShoppingAndBought HigherOrLowerShopping ShoppingSpreeBoardGame MallScavengerHunt FantasyShoppingDraft ShoppingDiceBudget',
  },
  'baseball cap': {
    dance:
      'BaseballCapFlip TruckerHatTwoStep DadHatLineDance BallCapBrimTap BeatDropSnapbackToss PassTheBallCap SeventhInningBallCap MoonwalkInABallCap',
    fitness:
      'BaseballCapMorningRun BaseballCapCatchDrill SprintToFirstBallCap BalanceBallCapLunges TruckerHatFarmerCarry PushUpsInASnapback ShadowPitchBallCap DadHatPowerWalk',
    funny:
      'BaseballCapHatHair GrandmaInASnapback BackwardsBallCapMode DadsTruckerHatStash SnapbackSizeStruggle BallCapBrimBendDebate DadHatNapPose LostMyBallCapAgain',
    prank:
      'BaseballCapTagNote TinyBallCapSwap BallCapGooglyEyes MatchingDadHatAmbush AllBackwardsDadHat SnapbackTowerOnDad FakeFlyOnTheBallCap GiantFoamTruckerHat',
    educational:
      'BallCapSquatcheeFact WhyTruckerHatsAreMesh BaseballCapShadeTest SizeYourBaseballCap WashASnapbackRight LearnCoachSignsBallCap GuessTheDecadeBallCap SewAPatchOnADadHat',
    cooking:
      'BaseballCapCookies GameDayBallCapNachos SnapbackSoftPretzels DadHatPancakeSunday ChiliNightTruckerHat GrilledCheeseDadHat TruckerHatDinerPlate HomeRunBallCapSliders',
    travel:
      'BaseballCapFromEveryCity StadiumTourBaseballCap BallCapPackingTrick TruckerHatRoadTrip DadHatTrailHike HometownGameSnapback AirportFitBallCap BeachTownSnapback',
    wellness:
      'BaseballCapSunSmart PhoneFreeWalkDadHat BallCapBirdwatchPause PorchSunsetTruckerHat GardenHourDadHat PlayCatchInADadHat CloudWatchingBallCap SlowMorningSnapback',
    speed:
      'BaseballCapTossCatch BaseballCapStackRace DadHatSwapRelay ColorSortEveryBallCap SnapbackHookHang QuickDrawTruckerHat BeatTheClockDadHat HiddenBallCapHunt',
    music:
      'BaseballCapBrimBeat BaseballCapFreestyle TakeMeOutToTheBallCap CountrySongTruckerHat SnapbackBeatbox RockCoverInADadHat StadiumChantBallCap BoyBandSnapbackHarmony',
    art: 'BaseballCapEmbroidery BaseballCapPatchArt SnapbackPaintJob DrawYourDreamBallCap PinCollageTruckerHat BrimDoodleDadHat SketchDadInHisBallCap DisplayWallOfBallCaps',
    tech: 'BaseballCapPOVCam SlowMoSnapbackToss AIMockupDadHat LogoMakerBallCap PitchSpeedAppBallCap SnapbackUnboxing BallCapSelfieShadowFix DadHatEmojiSticker',
    pet: 'KittenInMyBallCap TreatUnderTheBallCap PetPortraitSnapback DogFetchesMyBallCap CatSwatsMyTruckerHat MorningWalkiesDadHat ParrotOnMyBallCap BunnyHopsOverBallCap',
    gaming:
      'BaseballCapCardToss HatTrickBallCap WhoseDadHatIsThis StrikeZoneSnapback MusicalBallCaps SnapbackSimonSays TruckerHatRoadBingo BallCapTreasureHunt',
  },
  watch: {
    dance:
      'WatchTickTockDance ArmsLikeWatchHands FreezeAtTheWatchBeep WristwatchWaltz CheckYourWatchGroove WristwatchRobotMoves GlowWatchDarkDance TimeWarpWristwatch',
    fitness:
      'WatchTimedPlank StopwatchSprints WatchLapSplits PulseCheckWithAWatch WristwatchStepGoal WatchBeepBurpees OneLegWatchBalance PowerWalkByMyWatch',
    funny:
      'WatchTanLineReveal PretendToCheckMyWatch KidsTryReadingAWatch WorstTimeWatchBeep WatchOnTheWrongWrist SixWatchesOneArm InfomercialWatchPitch LateAgainWatchExcuses',
    prank:
      'WatchAlarmSurprise DrawnOnWristwatch WallClockAsAWatch FancyBoxCandyWatch UpsideDownWristwatch PlasticToyWatchSwap SmileNoteOnTheWatch HiddenBeepingWatch',
    educational:
      'ReadAnAnalogWatch WatchAsACompass WhyWatchesTick QuartzOrWindUpWatch WatchHandsAngleMath RomanNumeralWatchQuiz SundialVsWristwatch WorldTimeZoneWatch',
    cooking:
      'WatchFaceCookies SoftBoiledByTheWatch TeaPartyWristwatch SteepByWristwatch ClockworkCupcakes WristwatchLunchBreak NoKitchenTimerWatch RiceByTheWristwatch',
    travel:
      'WatchTimeZoneHop WatchCompassHike AntiqueWristwatchHunt WatchOnlyDayTrip WristwatchSunriseWalk SouvenirWatchStrap LayoverWatchCountdown BoardingGateWatch',
    wellness:
      'WatchOffDay WatchSecondHandBreaths TickingWatchSleepTrick GrandpasWatchStory WatchWindingRitual WatchFreeSunday SunsetWithoutAWatch StretchWhenWatchBeeps',
    speed:
      'WatchStrapSwapRace WatchGuessTheMinute WristwatchBuckleBlitz WatchFaceFlashRead BeatTheWatchChores FindTheTickingWatch DrawAWristwatchFast ShoeTyingByTheWatch',
    music:
      'WatchTickMetronome WristwatchLullaby WatchAlarmRemix BPMByWristwatch LateAgainWatchBlues WatchShopJingle DrumAlongToMyWatch SingUntilMyWatchBeeps',
    art: 'DesignYourDreamWatch MeltingWatchPainting PaperWatchCraft WatchMovementPhoto WatchGearCollage WatchBandBeadwork WatchFaceMandala ClayWristwatchCharm',
    tech: 'WatchVsSmartwatch SyncWatchToTheSecond WristwatchWallpaper CustomWatchFaceApp WatchTickASMR PhoneMacroWatchShot CodeAWatchCountdown RingtoneVsWatchAlarm',
    pet: 'PetKnowsWhatTimeItIs CatBatsMyWatchStrap HamsterLapsByMyWatch PuppyStayWatchRecord TickingWatchForNewPup BeepingWatchHeadTilt ParrotMimicsMyWatch TortoiseWalkWristwatch',
    gaming:
      'WatchStopAtTen TickingWatchHotPotato SpeedrunByWristwatch BlitzChessWristwatch WatchFaceMemoryFlash GuessWhoseWatch BoardGameWatchTimer MrWolfWristwatch',
  },
  suspenders: {
    dance:
      'SuspendersSnapDance LindyHopSuspenders CharlestonInSuspenders ThumbsInSuspenders LumberjackSuspendersJig HoedownSuspenders GrandpaSuspendersShuffle TapShoesAndSuspenders',
    fitness:
      'StrongmanInSuspenders SuspendersPostureWalk FarmChoresInSuspenders SuspendersBounceTest LogCarrySuspenders GardenDigSuspenders SnowShovelSuspenders OldTimeBoxerSuspenders',
    funny:
      'SuspendersSnapFail BeltAndSuspendersGuy SuspendersTooTight PompousSuspendersSpeech SepiaPhotoSuspenders GrandpaStyleSuspenders TotInDadsSuspenders SalesmanSuspenders',
    prank:
      'SuspendersSurpriseTwin NewsboySuspenders ButlerInSuspenders SuspendersOnTheSnowman DadsJeansGotSuspenders ClownSuspendersDinner DisguisedInSuspenders GrandpasSuspendersOn',
    educational:
      'BracesOrSuspenders AdjustYourSuspenders SuspendersForceDiagram FirefighterSuspenders SuspendersLikeABridge YBackSuspendersFact WhySuspendersWork SewSuspenderButtons',
    cooking:
      'SuspendersGingerbread SodaFountainSuspenders FlapjacksInSuspenders SuspendersApplePie WaiterInSuspenders SuspendersCornbread SuspendersPicnicBasket MocktailInSuspenders',
    travel:
      'SteamTrainSuspenders GhostTownSuspenders ThriftSuspendersHunt SuspendersMuseumDay FarmTourInSuspenders CarShowSuspenders SuspendersAirportHack BoardwalkSuspenders',
    wellness:
      'SuspendersPostureCheck LoosenTheSuspenders PorchRockingSuspenders RepotInSuspenders SuspendersBreatheEasy SuspendersStretchBreak BirdsongWalkSuspenders SundayPaperSuspenders',
    speed:
      'SuspendersClipRace SuspendersQuickDress UntangleTheSuspenders FirehouseDrillSuspenders TeamSuspendersRelay BlindfoldedSuspendersOn BeatTheBuzzerSuspenders TenSecondSuspenders',
    music:
      'SuspendersSwingBand SuspendersSnapBeat BarbershopSuspenders BluegrassInSuspenders WashboardSuspenders RagtimeSuspenders SuspendersAndSpoons SeaShantySuspenders',
    art: 'SuspendersEmbroidery SuspendersPatternPaint PaperDollSuspenders SuspendersPinButtons ComicHeroSuspenders PortraitInSuspenders RibbonWeaveSuspenders CharcoalSuspenders',
    tech: 'SilentFilmSuspenders TimeTravelSuspenders OldRadioShowSuspenders VideoCallSuspenders SuspendersChestCamPOV SuspendersAvatarMaker SuspendersSlowMoSnap SelfTimerSuspenders',
    pet: 'CatVsSuspenders FeedHensInSuspenders DogWalkSuspenders ShowHandlerSuspenders SuspendersPetPortrait ParrotPerchSuspenders GroomingDaySuspenders BunnyBrushSuspenders',
    gaming:
      'WhodunnitSuspenders RetroArcadeSuspenders CroquetInSuspenders HorseshoesInSuspenders ChessClubSuspenders PinTheSuspenders DominoesInSuspenders TriviaNightSuspenders',
  },
  'egg cracking': {
    dance:
      'EggCrackOnTheBeat OneHandEggCrackSpin BreakfastDiscoEggCrack SundayEggCrackBoogie BalletEggCracking InSyncEggCracking SalsaEggCrackBrunch RobotEggCracking',
    fitness:
      'EggCrackingSquatCombo EggCrackingProteinPrep PushUpPerEggCrack FlamingoEggCrack MorningRunEggCracking CalfRaiseEggCracking DozenEggCrackCircuit LegDayEggCracking',
    funny:
      'EggCrackingFails EggCrackingShellHunt EggCrackCommentary DoubleYolkEggCrack ChefVsMeEggCracking KidsFirstEggCrack EggCrackingWithMittens GrandmaRatesEggCrack',
    prank:
      'EggCrackingConfetti EggCrackingFakeout HardBoiledEggCrack DrawnFacesEggCracking ChocolateEggCrackSwap EggCrackJokeCarton SurpriseBrunchEggCrack RubberEggCrackTrick',
    educational:
      'FlatVsEdgeCrack EggCrackingMythBusting FreshEggCrackTest EggCrackArchScience BrownVsWhiteEggCrack EggCrackYolkSeparate CrackingEggsFractions FarmFactsEggCracking',
    cooking:
      'EggCrackingOneHanded ShellFreeScramble EggCrackShakshuka EggCrackFriedRice EggCrackInAHole CarbonaraEggCracking MeringueEggCracking BrunchForFourEggCrack',
    travel:
      'EggCrackingHostelKitchen FarmStayEggCrack EggCrackWorldBreakfasts PicnicEggCracking CabinTripEggCrack CookingClassEggCrack LocalMarketEggCrack HikersLunchEggCrack',
    fashion:
      'ChefWhitesEggCrack SpotlessShirtEggCrack EggCrackingNailArt PajamaBrunchEggCrack DinerUniformEggCrack EggCrackingApronLook YolkYellowEggCracking BowTieEggCracking',
    wellness:
      'EggCrackingASMR MomsBreakfastEggCrack SundaySlowEggCracking EggCrackingWithGrandma EggCrackBreathCount PhoneDownEggCracking SunriseEggCracking FamilyBrunchEggCrack',
    music:
      'EggCrackDrumroll EggCrackBeatDrop OperaEggCrack CrackingEggsKaraoke EggCrackJingle ShellTapPercussion LoopPedalEggCracking ClassicalEggCracking',
    art: 'EggCrackingShellMosaic EggshellPlanters EggCrackTemperaPaint EggCrackComicStrip SketchAnEggCrack RainbowDyeEggCrack EggCrackGeodeCraft WatercolorEggCracking',
    tech: 'EggCrackingSlowMo EggCrackingGadgetTest EggCrackSoundMeter VideoCallEggCrack EggCrackingPOV AIPicksMyEggCrackDish SplitScreenEggCrack RewindTheEggCrack',
    pet: 'EggCrackingPetStare DogComesForEggCrack SitStayEggCracking CartonPuzzleEggCrack MatTrainingEggCrack ParrotCopiesEggCrack CatJudgesMyEggCracking TailWagEggCrack',
    gaming:
      'EggCrackingBracket ShellFreeHighScore OneShotEggCrack BlindfoldEggCracking EggCrackLevelUp PerfectYolkEggCrack JudgesCardsEggCracking TeamRelayEggCracking',
  },
  'pancake flipping': {
    dance:
      'SpatulaTwirlPancakeFlip VictoryDancePancakeFlip DiscoPancakeFlip MirrorPancakeFlip AirPancakeFlipGroove MimeThePancakeFlip PancakeFlipCelebration PancakeFlipHipHop',
    fitness:
      'PancakeFlipSquats PancakeFlipWristWarmUp StretchBeforePancakeFlip EarnYourPancakeFlip PancakeFlipCalfRaises BurpeesThenPancakeFlip PostRunPancakeFlip MorningYogaPancakeFlip',
    funny:
      'PancakeFlippingFails PancakeFlipDadBrag LopsidedPancakeFlip ScorecardsPancakeFlip NanaWinsPancakeFlip DramaticPancakeFlipIntro PancakeFlipPepTalk FirstTryPancakeFlip',
    prank:
      'HeartShapedPancakeFlip SecretMessagePancakeFlip TinySpatulaPancakeFlip BirthdayStackPancakeFlip PlateCatchPancakeToss PancakeFlipFakeDrop LooksBurntPancakeFlip PancakeTossForDinner',
    educational:
      'PancakeFlipBubbleSign WorldTourPancakeToss ShroveTuesdayPancakeToss WristFlickPancakeFlip OneRotationPancakeFlip PancakeFlippingPhysics HalfRecipePancakeFlip CrepeVsPancakeFlip',
    cooking:
      'PancakeFlipArtShapes BananaPancakeFlip SoufflePancakeFlip BlueberryPancakeFlip GiantPancakeFlip CrepePancakeFlip PancakeFlipStackOfTen RainbowBatterPancakeFlip',
    travel:
      'PancakeFlipDinerTour HotelBuffetPancakeFlip MountainCabinPancakeFlip ParisCrepePancakeFlip PancakeTossFestival FiveCountriesPancakeFlip PancakeDayRaceTrip BeachHousePancakeFlip',
    fashion:
      'PancakeFlipPajamaFit ChefHatPancakeFlip SundayBestPancakeFlip ButterYellowPancakeFlip RetroDinerPancakeFlip ApronGlowUpPancakeFlip CozyHoodiePancakeFlip BrunchDatePancakeFlip',
    wellness:
      'PancakeFlipSlowMorning GratitudePancakeFlip NeighborPancakeFlip PhoneFreePancakeFlip RainyDayPancakeFlip PancakeFlipWithDad BreatheThenPancakeFlip QuietKitchenPancakeFlip',
    music:
      'DrumrollPancakeFlip SizzleBeatPancakeFlip PancakeFlipOnTheChorus JazzBrunchPancakeFlip WhistlingPancakeFlip PancakeTossSerenade SpatulaMicPancakeFlip LoFiPancakeFlip',
    art: 'PancakeFlipPortrait SqueezeBottlePancakeFlip MidAirPancakeFlipSketch FlipbookPancakeFlip AnimalShapePancakeFlip MonogramPancakeFlip ThreeColorPancakeFlip BatterDrawing',
    tech: 'PancakeFlipSlowMo PancakeFlipGadgetTest SplitScreenPancakeFlip AIRatesPancakeFlip ReplayBoothPancakeFlip ReversePancakeFlip BulletTimePancakeFlip LiveStreamPancakeFlip',
    pet: 'PancakeFlipPetReaction DogFriendlyPancakeFlip PatientPupPancakeFlip GotchaDayPancakeFlip WhiskersWaitPancakeFlip HeadTiltPancakeFlip ParrotWhistlesPancakeFlip PawShapePancakeFlip',
    gaming:
      'PancakeFlippingHighScore PancakeFlipTowerGame MemoryCardsPancakeFlip PancakeFlipHORSE FeltToyPancakeFlip BingoNightPancakeFlip PancakeTossFamilyLeague OvertimePancakeFlip',
  },
  maracas: {
    dance:
      'SalsaWithMaracas MaracasCongaLine FreezeWhenMaracasStop CumbiaMaracas FollowTheMaracas MaracasHipShake MaracasMambo FiestaMaracasTwirl',
    fitness:
      'MaracasArmCircles MaracasBoxingJabs PlankMaracasPass LatinCardioMaracas MaracasMarchInPlace ShakerJumpingJacks EggShakerLunges SquatToTheMaracas',
    funny:
      'MaracasAtTheWrongTime MaracasHypeMan MaracasAfterEveryJoke TinyMaracasBigEnergy DadOnMaracas AwkwardSilenceMaracas GrandmaMaracasSolo OnHoldMusicMaracas',
    prank:
      'MaracasDoorbell MaracasAlarmClock HiddenPillowMaraca EggShakerInTheCarton MariachiMaracasAmbush SecretMaracasBand MaracaUnderTheChair PhoneRingtoneMaracas',
    educational:
      'WhatsInsideMaracas RiceVsBeansMaracas GourdToMaracas CountInSpanishMaracas MaracasRhythmMath EggShakerSoundWaves MaracasAreIdiophones MaracasCountryQuiz',
    cooking:
      'MaracasCakePops SaladDressingMaracas JarButterMaracas AguaFrescaMaracas TacoNightMaracas MaracasTamaleParty MaracasGuacFiesta MaracaSugarCookies',
    travel:
      'MaracasMarketHunt CarnivalMaracas RoadTripMaracas MariachiPlazaMaracas ParkDrumCircleMaracas MaracasCampSingAlong WorldMusicFestMaracas SunsetBeachMaracas',
    fashion:
      'MaracasEarrings RuffleSleeveMaracas GuayaberaMaracas MaracasPrintShirt CarnivalMaracasLook MaracasHairClips StrawHatMaracas ColorBlockMaracasFit',
    wellness:
      'MaracasRainSound MaracasHeartbeat BreatheWithMaracas BodyScanMaracas EggShakerLullaby GratitudeCircleMaracas SunriseStretchMaracas KidsCalmCornerMaracas',
    speed:
      'MaracasShakeCount MaracasFillRace EggShakerHandoff MaracasTempoClimb BeatTheMetronomeMaracas SixtySecondMaracas FindTheHiddenMaracas QuickCraftMaracas',
    art: 'MaracasPaintJob PaperMacheMaracas BottleMaracasCraft DotArtMaracas GourdMaracasDecor MosaicMaracas DecoratedEggShaker DrawAMaracasDuo',
    tech: 'MaracasAppVsReal LoopStationMaracas MaracasSpectrogram MaracasSlowMoSeeds DecibelMeterMaracas MaracasVoiceMemoRemix VirtualBandMaracas MetronomeVsMaracas',
    pet: 'TreatShakerCall EggShakerRecall ParrotDancesToMaracas WalkTimeMaracasCue MaracasNapLullaby GentleMaracasIntro CuriousKittenMaracas PawPrintMaracas',
    gaming:
      'MaracasRhythmGame MaracasMusicalChairs GuessTheSongMaracas CopyMyMaracasPattern MarcoPoloMaracas MaracasBandBattle BuzzerMaracasTrivia ShakerHighScore',
  },
};
