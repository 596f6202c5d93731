import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  alfredo: {
    dance:
      'AlfredoTwirlDance NoodleArmsAlfredo AlfredoTarantella CongaToTheAlfredo AlfredoPlateStrut ParmShakeAlfredo AlfredoCheesyMoves BistroBoogieAlfredo',
    fitness:
      'BurnOffTheAlfredo CarbLoadAlfredo PushUpPerAlfredoBite AlfredoGroceryCarry SquatTillAlfredoBoils AlfredoAfterLegDay AlfredoPostDinnerWalk LungeToTheAlfredo',
    funny:
      'AlfredoTasteReaction WhoAteMyAlfredo NonnaRatesMyAlfredo WhiteShirtAlfredo RecipeVsRealityAlfredo FoodCriticAlfredo LoveLetterToAlfredo SayWhenAlfredo',
    prank:
      'AlfredoCakeIllusion TableForTwoAlfredo FakeTakeoutAlfredo OneNoodleAlfredo CallEveryoneAlfredo NoteUnderTheAlfredo FancyWaiterAlfredo JarOrHomemadeAlfredo',
    educational:
      'GuessWhoAlfredoWas AlfredoEmulsionTest PastaWaterAlfredoTrick LearnItalianWithAlfredo ScaleUpTheAlfredo RomeVsUSAlfredo SpellFettuccineAlfredo AlfredoNoodleShapeQuiz',
    travel:
      'AlfredoCrawl AlfredoThermosPicnic LittleItalyAlfredo AlfredoDeliHunt AlfredoInEveryCity RoadTripAlfredoStop FarmersMarketAlfredo HikeThenAlfredo',
    fashion:
      'AlfredoDateNightFit AllCreamAlfredo GinghamAlfredoLook ItalianSummerAlfredo DressLikeAlfredo ButterYellowAlfredo AlfredoWhiteJeans NonnaChicAlfredo',
    wellness:
      'PhoneFreeAlfredo StirAndBreatheAlfredo AlfredoForOne AlfredoMealTrain HighLowAlfredoDinner RainyDayAlfredo ThankTheCookAlfredo VideoCallAlfredoNight',
    speed:
      'Alfredo15Minutes FettuccineTwirlRace AlfredoPlatingSpeedrun BeatTheBoilAlfredo AlfredoCleanupBlitz PantryAlfredoSprint PassTheAlfredoRelay AlfredoTongueTwister',
    music:
      'AlfredoSerenade ThatsAmoreAlfredo OperaOrderAlfredo AlfredoKitchenDrums SingTheAlfredoRecipe AlfredoJingle WaterGlassAlfredoTune CheesyAlfredoRap',
    art: 'AlfredoPlatingArt AlfredoNoodlePortrait PerfectTwirlAlfredo AlfredoMenuDesign TinyClayAlfredo SketchYourAlfredo AlfredoInWatercolor MoodyAlfredoPhoto',
    tech: 'AlfredoAIRecipeTest AlfredoTimelapse AlfredoSlowMoTwirl VoiceAssistantAlfredo GreenScreenAlfredo MenuTranslateAlfredo PhoneMacroAlfredo StopMotionAlfredo',
    pet: 'AlfredoPetPuppyEyes NoAlfredoForYou LickMatAlfredoNight StayDuringAlfredo CatNarratesAlfredo SousChefPupAlfredo DogWalkThenAlfredo AlfredoSniffCam',
    gaming:
      'AlfredoCookingGameIRL LoserMakesAlfredo CardNightAlfredo DrawAndGuessAlfredo LevelUpMyAlfredo AlfredoWordScramble AlfredoPastaTrivia DiceRollAlfredo',
  },
  chai: {
    dance:
      'ChaiBreakBhangra DanceTillChaiBoils MonsoonChaiMoves ChaiTeaTango ChaiOClockGroove MorningChaiWiggle BollywoodChaiStrut MasalaChaiGarba',
    fitness:
      'ChaiBreakStretch ChaiWalkAndTalk SunSalutationChai SquatsWhileChaiBrews EarnYourChai KettlebellThenChai GingerChaiCooldown MasalaChaiPushUps',
    funny:
      'ChaiVsCoffeeDebate ChaiBoilOverPanic WhenTheySayChaiTea MomsChaiVsMine ChaiDunkDisaster ChaiWithTheAunties MalaiOnMyChai NobodyRefusesChai',
    prank:
      'ChaiWallahAtHome ComplimentCardChai TinyCupOfChai SurpriseChaiInBed ChaiTeaPartyAmbush WifiSaysChaiIsReady ChaiMugTreasureHunt SecretChaiDelivery',
    educational:
      'GuessTheChaiSpice ChaiInTenLanguages MapYourMasalaChai ChaiBoilOverExperiment LearnHindiWithChai ChaiAroundTheWorldQuiz LooseLeafChaiTest ChaiFactOrFiction',
    travel:
      'ChaiStallHunt ChaiCafeCrawl ThermosChaiRoadTrip ChaiWithAView IndianGroceryChaiRun PackAChaiKit ChaiOnTheTrain ParkBenchChai',
    fashion:
      'ChaiLatteMakeup ChaiColorCapsule KurtaAndChai SweaterWeatherChai MatchYourChaiMug SpicedChaiNails MonsoonChaiOOTD ChaiDateLook',
    wellness:
      'ChaiMindfulSip ChaiWithMyNani PhoneDownChaiBreak ChaiAndJournal SunsetChaiPause BrewChaiForAFriend GratitudeChaiCup ChaiBeforeEmail',
    speed:
      'Chai5MinuteBrew ChaiSpiceGrindRace ChaiCupStack PodPeelingChaiDash RememberTenChaiOrders ChaiRecipeRecall BeatTheKettleChai BlitzTheChaiDishes',
    music:
      'ChaiSpoonBeat KettleWhistleChaiRemix ChaiWallahCall TablaAndChai ChaiCupSong LofiAndChai MonsoonChaiPlaylist SingAlongChaiBreak',
    art: 'ChaiWatercolor ChaiCupSketch PaintAChaiKulhad ChaiLatteArt SpiceMandalaChai TinyChaiStall SteamyChaiFlatLay DesignAChaiTin',
    tech: 'ChaiRecipeAIBattle ChaiSlowMoPour ChaiASMR ChaiByVoiceNote StopMotionMasalaChai SplitScreenChaiDuet PinEveryChaiSpot MacroLensChaiSpices',
    pet: 'ChaiWithMyCat WhoStoleMyChaiSeat MorningChaiDogWalk PetsNamedChai ChaiBreakBellyRubs ChaiColoredFur ChaiStareDown RainyWindowChai',
    gaming:
      'CarromAndChai LudoOverChai ChaiBreakChess LoserBrewsTheChai AntakshariWithChai ChaiAndCozyGames BlindfoldChaiGuess SnakesAndLaddersChai',
  },
  cornbread: {
    dance:
      'CornbreadElectricSlide SoulTrainToCornbread TwoStepForCornbread CornbreadHoedown WobbleForCornbread LastCornbreadDanceOff CornbreadHoneyShimmy KitchenStompCornbread',
    fitness:
      'CornbreadSkilletCurls HIITWhileCornbreadBakes TugOfWarForCornbread CornbreadWheelbarrowWalk CornbreadFieldDay SackHopCornbreadRelay FarmhandCornbreadCircuit CornbreadPicnicHike',
    funny:
      'CornbreadSweetVsSavory LastCornbreadStandoff AuntieCornbreadReview StoreBoughtCornbreadSkit CrumblyCornbreadStruggle GrandpaDunksCornbread HiddenCornbreadStash IfCornbreadCouldTalk',
    prank:
      'SmileyFaceCornbread SpellItInCornbread GrandmasSecretCornbread CornbreadCrumbTrail ForgotTheCornbread CornbreadTrophySurprise SwapInHomemadeCornbread CornbreadRansomNote',
    educational:
      'CornbreadOriginsQuiz SkilletVsPanCornbread CobToCornbread CornbreadFractions CornbreadRiseExperiment NameThatCornbread InterviewGrandmaCornbread ThreeSistersCornbread',
    travel:
      'CornbreadDinerHunt SoulFoodCornbreadCrawl StateFairCornbread BBQJointCornbread FarmStandCornbread CornbreadPicnicBasket GristMillCornbread HometownCornbreadTour',
    fashion:
      'CornbreadCookoutFit SundayBestCornbread OverallsAndCornbread CowboyCoreCornbread ApronGlowUpCornbread StrawHatCornbread PicnicDressCornbread ReunionTeeCornbread',
    wellness:
      'CornbreadForANeighbor GrandmasCornbreadMemory PorchSwingCornbread CornbreadGratitudeCircle MixByHandCornbread SlowSundayCornbread CornbreadCareBasket CornbreadCheckInCall',
    speed:
      'CornbreadIn30Minutes CornbreadBatterRace HoneyButterSpeedSpread CornbreadMuffinTinFill ShuckingSprintCornbread CornbreadCrumbCleanup PassTheCornbreadPlate BeatGrandmasCornbread',
    music:
      'CornbreadKitchenBlues SkilletSpoonBeat CornbreadHonkyTonk WashboardCornbread JugBandCornbread CornbreadCallAndResponse SlowJamForCornbread FrontPorchCornbreadSong',
    art: 'HoneyDrizzleArt CornbreadCookbookCover CornbreadButterSculpture DoodleGrandmasCornbread CornbreadStillLife GoldenHourCornbread CornbreadComicStrip QuiltSquareCornbread',
    tech: 'CornbreadAirFryerTest CornbreadOvenTimelapse ScanGrandmasCornbread SlowMoButterCornbread VideoCallCornbreadBake CornbreadCrunchASMR PotluckQRCornbread CornbreadRecipeFromAI',
    pet: 'CornbreadPuppyEyes UnderTheTableCornbread CornbreadCookoutManners CornbreadPorchNap PupSafeCornbreadBites NameMyPetCornbread CornbreadFetchBreak ZoomiesAfterCornbread',
    gaming:
      'SpadesAndCornbread CookoutDominoes HorseshoesForCornbread WinnerGetsTheCornbread CornbreadBingo BidWhistCornbread CornbreadTicTacToe CouchCoopCornbread',
  },
  fudge: {
    dance:
      'FudgeSquareDance FudgeRippleBodyRoll HotFudgeHustle FudgeFactoryRobot MeltingFudgeMove SugarRushFudge FudgeBoxBoogie PeanutButterFudgeSlide',
    fitness:
      'DontFudgeTheReps RunToTheFudgeShop SquatForFudge YogaThenFudge FudgeTrailHike TenThousandStepFudge HulaHoopForFudge FudgeBoxLunges',
    funny:
      'FudgeDidntSetDrama AteTheGiftFudge GrandmaFudgeRivalry RockHardFudge FudgeConfessional OneMoreFudgeSquare FudgeNatureDocumentary FudgeWhodunit',
    prank:
      'SocksInTheFudgeBox EmptyFudgeTinPrank FudgeCrumbForYou LoveNoteInTheFudge BroccoliLabelFudge FudgeShopAtHome FudgeTreasureMap FudgeVanishingTrick',
    educational:
      'MathWithFudgeSquares GuessFudgesBirthplace ToffeeCaramelOrFudge FudgeCousinsAbroad ReadTheFudgeLabel FudgeMeltExperiment FudgeIdiomQuiz SugarCubesInFudge',
    travel:
      'FudgeBoardwalkHunt FudgeFromEveryTown FudgeSouvenirHaul ChristmasMarketFudge CountyFairFudge PackFudgeForTheTrip SeasideFudgeStroll MapTheFudgeShops',
    fashion:
      'FudgeLipCombo HotFudgeSundaeNails FudgeBrownMonochrome LayeredLikeFudge SwirlTieDyeFudge SuedeBootsFudge CozyFudgeCardigan CandyStripeFudgeFit',
    wellness:
      'FudgeForTheMailCarrier OneFudgeSquareSlowly FudgeTinOfThanks MakeFudgeWithGrandma FudgeSwapWithFriends GoodBookAndFudge BakeSaleFudgeForCharity CozyBlanketFudge',
    speed:
      'FudgeBoxWrapRace FudgeStackIn30 FudgeFlavorSort ChopstickFudgeTransfer UnwrapFudgeInMittens FudgeSpoonRelay PlayShopFudgeRush MemorizeTheFudgeLineup',
    music:
      'FudgeRhymeBattle SongGramWithFudge HotFudgeBlues FudgeShopJingle DrumOnTheFudgeTin FudgeDooWop BeatboxForFudge FudgeKaraokeNight',
    art: 'FudgeSwirlArt FudgeGiftBoxDesign FudgeCheckerboard FudgeLabelLettering PaintAFudgeShopSign MiniatureFudgeClay DrawAFudgeMascot StillLifeWithFudge',
    tech: 'FudgeSettingTimelapse AIFudgeFlavorIdeas FudgeQRGiftTag FudgeUnboxingVideo BakeSaleFudgeSpreadsheet FudgeSlowMoDrizzle PhoneProductShotFudge DigitizeFudgeRecipe',
    pet: 'PetSafeCarobSquares NoFudgeForFido FudgeRippleFur AnimalsNamedFudge FudgeOnTheTopShelf FetchWhileFudgeSets LeaveItFudge FudgeNapWithKitty',
    gaming:
      'FudgeGameNightPrize FudgeCheckers FudgeTowerTopple FudgeMemoryMatch TriviaForFudge GuessTheFudgeFlavor WinTheFudgeJar PassTheFudgeParcel',
  },
  'sheet pan': {
    dance:
      'BalanceTheSheetPan DanceWhileSheetPanRoasts OneSheetPanTwoStep SheetPanLimbo SheetPanBeepFreeze SheetPanMarch ShimmyToTheSheetPan SwingYourSheetPanPartner',
    fitness:
      'SheetPanMealPrep AfterGymSheetPan SheetPanVeggieSquats PlankBeforeSheetPan HighProteinSheetPan GroceryCarrySheetPan CooldownSheetPanStretch YogaFlowSheetPan',
    funny:
      'SheetPanWontFit BurntEdgeDebateSheetPan CrispyCornerSheetPan SheetPanInfluencerSpoof SheetPanSoakingSaga AncientFamilySheetPan PutItOnASheetPan WhoWashesTheSheetPan',
    prank:
      'SheetPanFryMessage DadsFaceOnASheetPan GiantSheetPanCookie SurpriseSheetPanBreakfast UnderTheFoilSheetPan FancyMenuSheetPan SheetPanRoomService TinyToySheetPan',
    educational:
      'CrowdedVsSpacedSheetPan SheetPanMaillardTest EatTheRainbowSheetPan DarkVsLightSheetPan CostPerServingSheetPan GuessTheVeggieSheetPan SpiceWorldTourSheetPan SheetPanFoodGroups',
    travel:
      'VacationRentalSheetPan MarketHaulSheetPan RoadTripSheetPanSnacks SheetPanCabinMeal PicnicFromASheetPan WorldFoodsAisleSheetPan HostelKitchenSheetPan PackTheSheetPanCooler',
    fashion:
      'OvenMittFitCheck SheetPanMetallics ColorBlockSheetPan SheetPanMirrorSelfie EarthToneSheetPan StyleYourSheetPanApron HostingOutfitSheetPan SheetPanPrintTee',
    wellness:
      'SheetPanSundayReset SheetPanForNewParents SheetPanScreenBreak FiveVeggieSheetPan FamilyTalkSheetPan LessDishesSheetPan MindfulChopSheetPan SheetPanAndSunsetWalk',
    speed:
      'SheetPanIn20Minutes ParchmentFoldSheetPan SheetPanCleanupSprint MealPrepSheetPanSpeedrun SheetPanCupboardBlitz CookieScoopSheetPanRace BeatTheSheetPanTimer SixSlickSheetPans',
    music:
      'SheetPanDrumSolo SheetPanThunder SteelBandSheetPan SheetPanKitchenOrchestra SheetPanBeepRemix RapTheSheetPanRecipe CrinkleParchmentSheetPan WoodenSpoonSheetPanJam',
    art: 'SheetPanVeggieRainbow MagnetArtSheetPan PaintedSheetPanSign SheetPanOverheadShot SheetPanCookieCanvas MarblingOnASheetPan SketchTheSheetPanSpread SaltDoughSheetPanCraft',
    tech: 'SheetPanVsAirFryer SheetPanOvenTimelapse FridgePhotoToSheetPan SharedListSheetPan SheetPanTopDownCam SheetPanStopMotion HandsFreeSheetPan ScanReceiptSheetPan',
    pet: 'SheetPanPuppyEyes PetSafeSheetPanTreats IfItFitsSheetPan KibbleHuntSheetPan PawPrintSheetPan KitchenGateSheetPan SheetPanSupervisorCat SheetPanNightFetch',
    gaming:
      'SheetPanCookingGameIRL MagnetChessSheetPan FlickHockeySheetPan SheetPanShuffleboard SheetPanMarbleMaze CoinTossSheetPan RollTheDiceSheetPan WinnerPicksTheSheetPan',
  },
  'hash browns': {
    dance:
      'DinerJukeboxHashBrowns HashBrownHandJive CrispyTwistHashBrowns SockHopHashBrowns MashedPotatoHashBrowns BoogieForHashBrowns HashBrownsWakeUpBop HashBrownSpatulaSpin',
    fitness:
      'PotatoSackSquats HashBrownGripSqueeze LongRunHashBrowns SunriseHikeHashBrowns BootCampHashBrowns HashBrownDinerWalk HashBrownsRecoveryBrunch MorningHoopsHashBrowns',
    funny:
      'HashBrownsFlipFail SoggyHashBrownBetrayal LastHashBrownNegotiation HashBrownTierList CrispyBitsHashBrownHeist TaterTotVsHashBrown GrumpyTillHashBrowns HashBrownForecast',
    prank:
      'HeartShapedHashBrown HomeDinerHashBrowns HashBrownPunMenu WakeUpToHashBrowns OrderUpHashBrowns FramedHashBrown HashBrownWallpaper SneakyHashBrownStickers',
    educational:
      'HashBrownRinseTest RussetOrRedHashBrowns GuessHashBrownsOrigin FarmToHashBrown RostiLatkeOrHashBrown GrowYourOwnHashBrowns WeighTheWaterHashBrowns DinerSlangHashBrowns',
    travel:
      'HashBrownsRoadTripStop HashBrownDinerCrawl BestHashBrownsInTown HotelBreakfastHashBrowns SunriseWalkHashBrowns HashBrownsOnTheGo RankEveryHashBrown HashBrownsWithAView',
    fashion:
      'PoodleSkirtHashBrowns PajamasToHashBrowns BowlingShirtHashBrowns HashBrownGoldEyeshadow HashBrownHighlights DressLikeAHashBrown HashBrownBrunchOOTD CheckeredFloorHashBrowns',
    wellness:
      'HashBrownsSlowMorning HashBrownsWithDad NoScreensHashBrowns NightShiftHashBrowns SunriseSitHashBrowns PayItForwardHashBrowns MindfulCrunchHashBrowns GentleStartHashBrowns',
    speed:
      'HashBrownSqueezeRace FrozenHashBrownStack HashBrownPlateUpRush HashBrownSpatulaRelay SetTheTableHashBrowns AirFryerHashBrownIn15 HashBrownDishDash BeatTheToasterHashBrowns',
    music:
      'SizzleSoundHashBrowns CrunchRhythmHashBrowns TruckerSongHashBrowns HashBrownOrderRap HashBrownSpatulaDrums HashBrownMenuMusical DinerDuetHashBrowns HashBrownAnthem',
    art: 'HashBrownsShapeArt HashBrownPlacematDoodle HyperrealHashBrown PotatoStampHashBrowns HashBrownSuperhero CrispyHashBrownMacro DinerNeonSignHashBrowns ChalkboardMenuHashBrowns',
    tech: 'HashBrownsAirFryerTest DecibelAppHashBrowns HashBrownSlowMoFlip AIRatesMyHashBrown HashBrownEmojiDesign HashBrownQRMenu PhotoFilterHashBrowns TimelapseHashBrownCrisp',
    pet: 'LooksLikeAHashBrown PetsNamedHashBrown MorningWalkHashBrowns HashBrownBeggingStare SitPrettyHashBrowns SpudToyHashBrownFetch HashBrownCuddleNap HashBrownSnoutBoop',
    gaming:
      'HashBrownPowerUp HashBrownBoardGameBrunch HashBrownWouldYouRather DinerTriviaHashBrowns HashBrownBlindTaste MorningMarathonHashBrowns LoserServesHashBrowns CouchCoopHashBrowns',
  },
  jambalaya: {
    dance:
      'JambalayaSecondLine CajunTwoStep ZydecoJambalaya MardiGrasJambalayaStrut OnTheBayouJambalaya JambalayaWaltz StirItUpJambalaya ParasolTwirlJambalaya',
    fitness:
      'CajunDanceCardio JambalayaRiceBagSquats CrawfishCrawlJambalaya ParadeStepsJambalaya FiveKThenJambalaya EarnYourJambalaya LeveeWalkJambalaya JambalayaStockpotCurls',
    funny:
      'TomatoInJambalayaDebate JambalayaForTheWholeTown NoMeasuringJambalaya CrunchyRiceJambalaya JambalayaEarworm ThirdsOfJambalaya JambalayaRatedByKids JambalayaSausageThief',
    prank:
      'BeadsEverywhereJambalaya PaperCrownJambalaya JambalayaSongWakeUp JambalayaParadeAtHome GroupChatJambalaya MardiGrasMaskJambalaya UnderTheLidJambalaya SillyNameCardsJambalaya',
    educational:
      'JambalayaVsGumbo JambalayaTrinityQuiz PaellaToJambalaya JambalayaFrenchLesson FromAcadiaToJambalaya RiceWaterRatioJambalaya JambalayaSpiceSniffTest MardiGrasColorsJambalaya',
    travel:
      'FindJambalayaNearYou FamilyReunionJambalaya JambalayaCookOffVisit JambalayaSpiceShopRun MusicFestJambalaya ParadeDayJambalaya JambalayaPicnicPark TrainTripJambalaya',
    fashion:
      'MardiGrasFitCheck JambalayaBibChic FeatherBoaJambalaya JazzBrunchJambalaya SeersuckerJambalaya JambalayaSpiceEyeshadow BeadedJacketJambalaya StrawFedoraJambalaya',
    wellness:
      'ShareThePotJambalaya CookWithGrandpaJambalaya JambalayaStoryNight SlowStirJambalaya JambalayaPhoneStack JambalayaGratitudeToast JambalayaCareDelivery SundaySupperJambalaya',
    speed:
      'JambalayaIn30Minutes JambalayaSpiceMeasure BeadSortJambalaya JambalayaPantryScramble JambalayaLyricSpeedrun BowlStackJambalaya CleanupBlitzJambalaya PassTheJambalayaSpoon',
    music:
      'JambalayaSongCover RubboardJambalaya KazooBrassBandJambalaya PotLidCymbalsJambalaya JambalayaBucketDrums JazzScatJambalaya ZydecoPlaylistJambalaya JambalayaChorusDuet',
    art: 'JambalayaMaskMaking JambalayaSpiceSandArt ShoeboxFloatJambalaya JambalayaPosterDesign BeadMosaicJambalaya JambalayaPotStillLife IronLaceDoodleJambalaya OverheadJambalayaShot',
    tech: 'JambalayaRiceCookerTest JambalayaRecipeScaler JambalayaLiveStream VoiceMemoJambalaya SlowMoSteamJambalaya KaraokeAppJambalaya JambalayaQRInvite PotluckSheetJambalaya',
    pet: 'JambalayaPuppyEyes KibbleNotJambalaya CrawfishToyJambalaya SiestaAfterJambalaya WaitOnTheMatJambalaya JambalayaSniffWalk CatSupervisesJambalaya JambalayaEarScratch',
    gaming:
      'BeadTossJambalaya JambalayaIngredientMemory GuessTheSpiceJambalaya DominoesAndJambalaya JambalayaCookOffBracket LouisianaTriviaJambalaya LoserStirsTheJambalaya JambalayaCouchTournament',
  },
  'creme brulee': {
    dance:
      'CremeBruleeCancan CremeBruleeTapDance BistroWaltzCremeBrulee PopAndLockCremeBrulee MimeYourCremeBrulee AccordionSwayCremeBrulee CremeBruleeSpoonTwirl VictoryJigCremeBrulee',
    fitness:
      'CremeBruleeBarre PlankTapCremeBrulee CrunchesForCremeBrulee CremeBruleeAfterSpin PilatesThenCremeBrulee CremeBruleeStepGoal HandWhiskCremeBrulee CremeBruleeChillStretch',
    funny:
      'CremeBruleeFirstCrack CremeBruleeSpoonBounce PinkyUpCremeBrulee KidsTryCremeBrulee ItsNotPuddingCremeBrulee SportscasterCremeBrulee CremeBruleeSharingFail TinyRamekinCremeBrulee',
    prank:
      'TinySpoonCremeBrulee CremeBruleeRamekinNote BeretSquadCremeBrulee FrenchOnlyCremeBrulee HomeBistroCremeBrulee TurnDownCremeBrulee BonjourAlarmCremeBrulee CremeBruleeMimeServe',
    educational:
      'WhoClaimsCremeBrulee TranslateCremeBrulee WaterBathCremeBrulee CremeBruleeVsFlan VanillaOrchidCremeBrulee AccentMarksCremeBrulee CremeBruleeCustardTest EggSeparatingCremeBrulee',
    travel:
      'CremeBruleeCrawl CremeBruleeBakeryHunt MuseumCafeCremeBrulee CremeBruleeDessertFirst CremeBruleePassport CornerBistroCremeBrulee SunsetStrollCremeBrulee WeekendAwayCremeBrulee',
    fashion:
      'CremeBruleeNails FrenchGirlCremeBrulee CaramelBlondeCremeBrulee SilkScarfCremeBrulee CremeBruleeBistroDate BeretTiltCremeBrulee VanillaSuitCremeBrulee GlazedSkinCremeBrulee',
    wellness:
      'CremeBruleeMindfulCrack TreatYourselfCremeBrulee CremeBruleeForTwo CremeBruleeThankYou QuietNightCremeBrulee PhoneOffCremeBrulee SmallWinCremeBrulee SlowSpoonCremeBrulee',
    speed:
      'CremeBruleeSpeedCrack CremeBruleeWhiskRace RamekinFillRelay EggSeparateCremeBrulee CremeBruleeTableSet SpellCremeBruleeFast EvenSugarCremeBrulee CremeBruleeDishBlitz',
    music:
      'RamekinChimes CremeBruleeOnTheDrop CremeBruleeChanson BistroJazzCremeBrulee CremeBruleeBeatbox DuetOfSpoonsCremeBrulee PianoCoverCremeBrulee SingInFrenchCremeBrulee',
    art: 'CaramelCrackMacro ImpressionistCremeBrulee CremeBruleeStainedGlass ParisPosterCremeBrulee CremeBruleeOilPastel CafeSketchCremeBrulee PolymerClayCremeBrulee FoodStylingCremeBrulee',
    tech: 'CremeBruleeSlowMoCrack AirFryerCremeBrulee ASMRSpoonCremeBrulee AITranslatesCremeBrulee FifteenSecondCremeBrulee PhoneLightBoxCremeBrulee CremeBruleeTimelapse CremeBruleeMacroLens',
    pet: 'CremeBruleeCrackReaction CremeBruleeColorCat ChewToyCremeBrulee CremeBruleeStareContest KittyNapCremeBrulee DogPatioCremeBrulee BlanketNestCremeBrulee CuddleAfterCremeBrulee',
    gaming:
      'CafeBoardGameCremeBrulee PetanqueCremeBrulee WinnerCracksCremeBrulee ThisOrThatCremeBrulee CremeBruleeCardTournament FrenchTriviaCremeBrulee CremeBruleeHighScore DominoNightCremeBrulee',
  },
  fondue: {
    dance:
      'FondueDipDance SeventiesFondueDisco FondueDropFreeze ApresSkiFondue FonduePolka CowbellFondueGroove AlpineFondueJig FondueSlowSway',
    fitness:
      'ShovelSnowThenFondue SquatPerFondueDip IceRinkFondue FondueWorkoutDate TrailRunToFondue WinterWalkFondue SnowballFondueBattle FondueYogaNight',
    funny:
      'FondueDroppedBreadRules FondueDoubleDipDebate CheesePullFail WhoseForkIsItFondue RetroFondueHost FondueMustache WeirdDunksFondue DadExplainsFondue',
    prank:
      'RetroFondueAmbush FondueYodelWakeUp TinyForkFondue NoDoubleDipSignFondue FondueChaletLivingRoom PaperSnowFondue BreadCubeMessageFondue SwissFlagTakeoverFondue',
    educational:
      'GuessWhoMadeFondueFamous CheeseMeltTestFondue LemonJuiceFondueTrick SwissCantonsFondue FourLanguagesFondue FondueVsRaclette FondueEtiquetteQuiz FondueAlpsMapLesson',
    travel:
      'FondueRestaurantHunt CabinWeekendFondue WinterMarketFondue SnowPicnicFondue FonduePackingList FondueDreamTrip CheeseShopFondueRun MountainTownFondue',
    fashion:
      'AlpineSweaterCheck SeventiesFondueFit ApresSkiStyleFondue FondueTurtleneck VelvetBlazerFondue FondueFauxFurHat FondueCozyFlannel WideCollarFondue',
    wellness:
      'FondueGratitudeDip PhoneFreeFondueNight FondueStoryCircle StayInDateFondue InviteANeighborFondue HyggeFondueEvening FondueWithGrandparents FondueCompliments',
    speed:
      'FondueFruitPlatterDash ForkColorSortFondue PlaceCardFondue CheeseCubeTowerFondue NameTenDippersFondue FondueDishSprint NapkinFoldFondue BreadBasketBlitzFondue',
    music:
      'FondueNightYodel ImFondueOfYou CowbellFondueSolo SeventiesFondueVinyl FondueMeltingPotMedley FondueForkChimes DiscoFondueRemix ChaletLullabyFondue',
    art: 'FondueCheesePullPhoto TuxedoStrawberryFondue SwissPaperCutFondue SeventiesFondueCollage ChaletDioramaFondue FondueForkPainting FondueStillLife FondueSnowGlobe',
    tech: 'FondueSlowMoPull AIFonduePairings FondueVideoCallParty MultiCookerFondue FondueTimelapseMelt DigitalInviteFondue MacroBubblesFondue LowLightFonduePhoto',
    pet: 'FonduePuppyEyes FondueNightChewToy CatStaresAtTheFondue SnowWalkFondueDog FondueBlanketPile SaintBernardFondue PlaceCommandFondue SnuggleUpFondue',
    gaming:
      'CheeseDipTrivia FondueForfeitCards CheckersAndFondue CharadesNightFondue SeventiesGameShowFondue FondueWordAssociation FondueDiceDuel FondueMysteryParty',
  },
  'street food': {
    dance:
      'StreetFoodLineDance SalsaAndStreetFood StreetFoodBlockParty BreakdanceStreetFood StreetFoodFirstBiteJig LanternStreetFoodSway StreetFoodCarnivalSamba BoomboxStreetFood',
    fitness:
      'StreetFoodStepCount StreetFoodRunClub PickupGameStreetFood StreetFoodParkWorkout CalisthenicsStreetFood SkateparkStreetFood StreetFoodFrisbee WalkItOffStreetFood',
    funny:
      'StreetFoodFirstBite StreetFoodOrderPanic NightMarketSauceDrip JustPointStreetFood StreetFoodNapkinShortage StreetFoodBalancingAct PlateEnvyStreetFood PigeonVsStreetFood',
    prank:
      'StreetFoodBackyardStall KitchenWindowStreetFood TruckJingleStreetFood ExactChangeStreetFood NowServingStreetFood VendorCallStreetFood SecretMenuStreetFood ChopsticksOnlyStreetFood',
    educational:
      'GuessTheCountryStreetFood LearnToOrderStreetFood MakeChangeStreetFood SafeStallStreetFood StreetFoodWorldMap StreetFoodNameOrigins StreetFoodBusinessPlan StreetFoodFactOrFiction',
    cooking:
      'StreetFoodAtHome StreetFoodFakeaway FiveDollarStreetFood CopycatStreetFood DumplingFoldStreetFood StreetFoodSauceLab AroundTheWorldStreetFood SkewerNightStreetFood',
    fashion:
      'StreetFoodCrawlFit StainProofStreetFood FannyPackStreetFood StreetFoodNeonNight StreetFoodGraphicTee RaincoatStreetFood StreetFoodSneakerCheck LinenShirtStreetFood',
    wellness:
      'ThankTheVendorStreetFood StreetFoodWithMom PicnicBlanketStreetFood TryOneNewStreetFood StreetFoodSunsetWalk SupportLocalStreetFood AskTheCookStreetFood PhoneDownStreetFood',
    speed:
      'StreetFoodInOneHour StreetFoodMenuMemory ChopstickPeanutStreetFood StreetFoodWrapRace TacoFoldStreetFood TrayBalanceStreetFood StreetFoodMapSprint CondimentSortStreetFood',
    music:
      'StreetFoodMarketRemix VendorCallChorus StreetFoodBusker ChopstickDrumsStreetFood RapYourStreetFoodOrder JingleForStreetFood StreetFoodPlaylist CumbiaStreetFood',
    art: 'StreetFoodSketchbook StreetFoodPhotoWalk DesignAStreetFoodTruck StreetFoodStickerArt ClayStreetFoodMini StreetFoodZine WatercolorStreetFood SidewalkChalkStreetFood',
    tech: 'StreetFoodTranslatorTest StreetFoodMapHunt NightMarketLowLightShot AIGuideStreetFood StreetFoodHyperlapse SlowMoStreetFood StreetFoodBudgetApp POVCamStreetFood',
    pet: 'StreetFoodDogStroll StreetFoodPetPatio WaterBowlStreetFood PupSafeStreetFoodBites ShadeBreakStreetFood StreetFoodStayCommand KittyStaresStreetFood StreetFoodLeashManners',
    gaming:
      'StreetFoodBingo StreetFoodScavengerHunt GuessThePriceStreetFood StreetFoodGeoQuiz SpinToPickStreetFood PassportStampsStreetFood DiceDecidesStreetFood StreetFoodCardBattle',
  },
  postcard: {
    dance:
      'FreezeFramePostcard PostcardMailboxMoonwalk PostcardLandmarkGroove PostcardPicksMyDance VintagePostcardJive StampYourFeetPostcard PostcardPerfectSpin TouristStrutPostcard',
    fitness:
      'JumpingJacksPostcard DrawAPostcardWorkout HikeToAPostcardView SunriseYogaPostcard PostcardLandmarkLap PostcardParkCircuit PlankAtAPostcardSpot PostcardStepChallenge',
    funny:
      'PostcardFromMyCouch PostcardToPastMe PostcardArrivesAfterMe WorstPostcardEver WeatherIsHerePostcard RanOutOfSpacePostcard DramaticPostcardReading StampLickFacePostcard',
    prank:
      'PostcardFromTheDog FakeVacationPostcard SameHousePostcard GiantPostcardDelivery PostcardPuzzlePieces PostcardMysteryMail SecretCodePostcard HiddenInBooksPostcard',
    educational:
      'PostcardGeographyQuiz TrackAPostcard PostcardInFiveLanguages PostcardCursiveChallenge PostcardHaiku DateTheVintagePostcard AddressItRightPostcard StampMathPostcard',
    cooking:
      'PostcardRecipeSwap PostcardCookies CookFromAPostcard SouvenirSnackPostcard PostcardSizedPizza PostcardBreakfastAbroad VintagePostcardMenu PackAPostcardPicnic',
    fashion:
      'PostcardPrintFit PostcardTouristCore MatchThePostcard PostcardPinJacket SouvenirTeePostcard StampNailsPostcard PostcardPackingCapsule RetroTravelerPostcard',
    wellness:
      'PostcardToFutureMe PostcardGratitudeNote PostcardToAGrandparent SeniorHomePostcards OldFriendPostcard MemoryWallPostcard MindfulMailboxPostcard PenPalPostcard',
    speed:
      'PostcardSpeedWrite AddressLabelPostcard StampSortRace FiveSecondPostcard PostcardTowerStack JigsawPostcardBlitz AlphabetPostcardSprint ArrangeThePostcardMap',
    music:
      'WishYouWereHereCover SingYourPostcard PostcardLyricsSwap PostcardTravelPlaylist PostcardRadioDedication HumThePostcardCity LongDistancePostcardDuet HometownAnthemPostcard',
    art: 'PostcardWatercolor PostcardCollage StampDesignArt PostcardPopUp DrawYourStreetPostcard PostcardEmbroidery ThriftedPostcardRepaint LinocutPostcard',
    tech: 'PostcardQRCode DigitalStampDesign PostcardPhotoEdit AIArtPostcard PrintYourOwnPostcard PostcardMapTracker VideoPostcard PostcardFontMaker',
    pet: 'PostcardFromMyPet SketchYourDogPostcard PawPrintPostcard PenPalPupsPostcard PostcardMailboxWalkies CatOnMyPostcard PostcardToMyVet KittenNapOnPostcards',
    gaming:
      'PostcardGeoGuessGame PostcardTwentyQuestions PostcardSwapMeet PostcardScavengerHunt TriviaNightPostcard PinThePostcard SpotTheDifferencePostcard CollectionQuestPostcard',
  },
  sweatpants: {
    dance:
      'SweatpantsLivingRoomRave JoggersJive TrackpantsTwoStep SaturdayNightInSweats KitchenDiscoSweatpants HipHopJoggers MatchingSweatsSquad NewYearsEveInSweats',
    fitness:
      'JoggersJogChallenge BurpeesInSweatpants SweatpantsCouchTo5K SweatpantsSquatTest MorningMileInJoggers HomeHIITInSweats DeadliftDayTrackpants RainyRunInSweats',
    funny:
      'SweatpantsVsJeans SweatpantsBlackTie LazySundayUniform StraightIntoSweatpants SweatpantsPocketFail LostDrawstringSweatpants VideoCallSweatpants OldestSweatpantsAward',
    prank:
      'SweatpantsDrawerSwap SuitOnTopSweatsBelow MatchingSweatsAmbush SweatpantsOnlyInvite LuxuryLabelSweatpants SweatsOnEveryChair FrozenJoggersPrank SweatpantsAsAHat',
    educational:
      'FeelTheFabricSweatpants SweatpantsCareLabel SweatpantsEraQuiz SweatpantsSupplyChain RethreadYourSweatpants PatchYourJoggers WaterBottleToJoggers KnitVsWovenSweats',
    cooking:
      'SweatpantsSoupSeason SweatpantsSnackBoard SweatpantsMugCake SweatpantsBrunchAtHome OnePotInSweatpants MidnightRamenInSweats CozyChiliInJoggers LazyPastaInTrackpants',
    travel:
      'SweatpantsRoadTrip RedEyeInSweats AirportComfyCheck SweatpantsPackingHack TrainRideInJoggers CampingInTrackpants SweatpantsCabinWeekend CityWalkJoggers',
    wellness:
      'SweatpantsSlowSunday SweatsAndTeaNight SweatpantsRestDay SweatpantsDonationDrive JournalInJoggers GentleYogaTrackpants ReadingNookSweatpants PhoneFreeSweatpantsHour',
    speed:
      'SweatpantsQuickChange DrawstringRethreadRace FoldYourJoggersFast SockMatchInSweats LaundrySortSweatpants PackTheGymBagSweats ThreeLooksSweatpants BeatTheDryerSweats',
    music:
      'LofiInSweatpants JoggerSwishRhythm OdeToMySweatpants SweatpantsAirGuitar BedroomPopInSweats CouchConcertSweatpants SweatpantsKaraoke SlowJamInTrackpants',
    art: 'SweatpantsTieDye PaintYourSweatpants JoggerPatchArt SweatpantsEmbroidery UpcycleOldSweatpants StencilPrintJoggers DesignSketchTrackpants FabricMarkerSweats',
    tech: 'SweatpantsPhoneTest AIStylesMySweatpants SweatpantsWFHSetup ResaleListingSweatpants VirtualTryOnJoggers SmartwatchInSweats SweatpantsTimelapseDay OutfitAppSweatpants',
    pet: 'CatStealsMySweatpants FurCoveredJoggers DogWalkInJoggers SweatpantsCuddlePuddle RainyWalkiesInSweats BackyardFetchInSweats SweatpantsNapCam SweatsAndSnuggles',
    gaming:
      'SweatpantsCouchCoop SweatpantsLANParty SweatsAndPuzzles BoardGamesInJoggers DanceDuelSweatpants TrackpantsTournament RetroConsoleJoggers ChessClubSweatpants',
  },
  'ballet flats': {
    dance:
      'BalletFlatsTwirl BalletcoreChoreo PlieInFlats SwanLakeInFlats FirstPositionFlats NutcrackerFlats ArabesqueInBalletFlats GrandJeteBalletFlats',
    fitness:
      'BalletFlatsBarreWorkout BalletFlatsWalk10k BalletcoreStretch CalfRaisesInFlats ReleveHoldFlats PortDeBrasFlats PostureCheckFlats LegLiftsInFlats',
    funny:
      'BalletFlatsRainDisaster BalletFlatsSquishWalk FlatsBlisterDiaries DadTriesBalletFlats BalletFlatsComeback HeelSlipFlats KickedOffMyFlats TooManyBowsBalletcore',
    prank:
      'BowsEverywhereBalletcore BalletcoreRoomMakeover DadInBalletFlats SurpriseRecitalInFlats GooglyEyedFlats DollSizeBalletFlats BalletcoreMusicBoxWakeUp BalletFlatsShoeSwap',
    educational:
      'BalletFlatsVsPointeShoes FivePositionsInFlats FrenchDanceTermsFlats BalletFlatsEraQuiz ArchSupportTestFlats MaryJaneOrFlats SewARibbonOnFlats SuedeCleaningFlats',
    cooking:
      'BalletFlatsCookies BowTopCupcakes BalletcoreTeaParty PinkMacaronsBalletcore BalletcoreBentoCake StrawberryMilkBalletcore ParisianPicnicFlats FondantFlatsTopper',
    travel:
      'BalletFlatsTravelTest MuseumDayInFlats FlatsPackingHack CobblestoneWalkFlats TheaterTripInFlats CityBreakFlats PicnicInTheParkFlats BalletFlatsSightseeing',
    wellness:
      'BalletFlatsSlowStroll BalletFlatsFootCare BalletcoreMorningStretch FlowerMarketInFlats ClassicalWalkFlats GentleBarreFlats ClosetDeclutterFlats PinkJournalBalletcore',
    speed:
      'BalletFlatsRibbonTieRace BalletFlatsQuickChange BowTyingCountdown ShoeRackSortFlats PairTheFlatsBlindfolded FivePositionsFlatsDash BalletcoreOutfitIn60 PolishTheFlatsSprint',
    music:
      'BalletcorePianoCover MusicBoxBalletcore NutcrackerRemixFlats BalletcorePlaylist HumSwanLakeFlats ViolinSoloInFlats LullabyBalletcore OrchestraNightFlats',
    art: 'BalletFlatsCustomPaint BalletFlatsSketch SatinBowCraft BalletcoreMoodBoard PaperBalletFlats WatercolorDancerFlats EmbellishYourFlats PhotoShootInFlats',
    tech: 'BalletFlatsStepCounter BalletFlatsARTryOn ShoeFitAppTest SlowMoTwirlFlats BalletcoreAIOutfit BalletcoreWallpaper TimelapseBarreFlats GreenScreenStageFlats',
    pet: 'BalletFlatsPetThief CatNapInMyFlats DogWalkInFlats BarreBuddyPupFlats PirouetteTrickFlats BalletcoreKittyPortrait TinyTreatsBalletcore FlatsAndFurSnuggle',
    gaming:
      'BalletFlatsDressUpGame BalletFlatsAvatarFit PirouetteScoreFlats TutuTriviaFlats MemoryMatchFlats BalletcoreBingo MusicalStatuesBalletcore SimonSaysBalletcore',
  },
  headband: {
    dance:
      'HeadbandAerobicsDance HeadbandHairFlip HeadbandHeadbang BunnyEarsHeadbandHop NeonHeadbandRave HeadbandVogue DiscoStrutHeadband SpinInAHeadband',
    fitness:
      'HeadbandRetroWorkout HeadbandStaysOnTest TennisRallyHeadband HeadbandHoopsDrill StepClassHeadband JumpRopeInAHeadband TrailRunHeadband HeadbandPlankHold',
    funny:
      'HeadbandTanLineReveal KnottedHeadbandStruggle TooTightHeadband DadInMyHeadband HeadbandSlideBack LostHeadbandHunt LockedInHeadband ThreeHeadbandsAtOnce',
    prank:
      'HeadbandBunnyEarsSneak AlienAntennaHeadband CrownedByHeadband HeadbandsOnTheTeddies EveryoneInHeadbands UnicornHeadbandDad HeadbandGiftBoxNesting ReindeerHeadbandSurprise',
    educational:
      'HairAccessoryEraQuiz TieAHeadbandFiveWays LaurelWreathHeadband LearnToBraidHeadband HeadbandKnotNames MeasureForAHeadband SewAHeadband RecycleTeeHeadband',
    cooking:
      'HeadbandCookieDecorating SushiRollHeadband RamenChefHeadband EightiesSnackHeadband HeadbandBrunchParty HeadbandMealPrepSunday BakeOffInAHeadband FlowerHeadbandCupcakes',
    travel:
      'HeadbandPackingHack MuseumDayHeadband AirportHairHeadband ThemeParkEarsHeadband SouvenirHeadband RoadTripHeadband HeadbandHikeSelfie HeadbandCityBreak',
    wellness:
      'HeadbandSkincareNight HeadbandFaceMassage HeadbandSleepMask YogaBreakHeadband JournalingHeadband BreathworkHeadband HeadbandOnPhoneOff SpaDayAtHomeHeadband',
    speed:
      'HeadbandKnotRace HeadbandQuickStyle FiveHeadbandLooks HeadbandRingToss StackUpHeadbands ColorSortHeadbands BraidAHeadbandBlitz DrawerTidyHeadbands',
    music:
      'HeadbandEightiesCover SweatbandPowerBallad HeadbandHairMetal SynthpopHeadband HeadbandKaraokeDuet AirGuitarHeadband PopIdolHeadband LightUpHeadbandConcert',
    art: 'HeadbandEmbroidery FlowerCrownHeadband BeadedHeadbandDIY HandPaintedHeadband HeadbandFashionSketch RibbonWeaveHeadband FeltEarsHeadband ShellHeadbandCraft',
    tech: 'HeadbandLEDCraft HeadbandARFilter AIPicksMyHeadband HeadbandSlowMoFlip MirrorSelfieHeadband PhotoBoothAppHeadband VirtualTryOnHeadband HeadbandSplitScreen',
    pet: 'CatEarsHeadbandTwin FetchBreakHeadband CuddleNapHeadband HeadbandWalkies HeadbandYogaWithPup HeadbandHideAndSeek GroomingDayHeadband TreatPouchHeadband',
    gaming:
      'HeadbandCharadesNight WhoAmIHeadband HeadbandLaserTag HeadbandRhythmGame CaptureTheFlagHeadband RetroArcadeHeadband HeadbandBingoCards TeamColorsHeadband',
  },
  glitter: {
    dance:
      'GlitterSlowMoTwirl DiscoBallGlitter GlitterJazzHands GlitterGlowStickRave GlitterKickLine SequinShimmyGlitter CabaretGlitterStrut NewYearCountdownGlitter',
    fitness:
      'GlitterRun DiscoCardioGlitter GlitterJarPlank StepAerobicsInGlitter CurlsWithGlitterWeights GlitterSneakerSquats GlitterMakeupSweatTest HulaHoopGlitter',
    funny:
      'GlitterEverywhere GlitterCraftRegret DadVsGlitter TooMuchGlitterLook VacuumVsGlitter GlitterDetective GlitterRoommate GrandmaMeetsGlitter',
    prank:
      'GlitterStickerSneak GlitterCardSurprise GlitterTapeTakeover FairyDoorGlitter CrownDadInGlitter SequinPillowGlitter GnomeInvasionGlitter GlitterPenLoveNote',
    educational:
      'GlitterStaticExperiment BiodegradableGlitterTest FlashlightOnGlitter GlitterGermsHandwash MagnifiedGlitter MicroplasticGlitterQuiz EstimateTheGlitter GlitterJarDensity',
    cooking:
      'EdibleGlitterCookies GalaxyGlitterCupcakes GlitterLemonade GlitterPopcorn UnicornGlitterToast GlitterChocolateBark GlitterCakePops MermaidGlitterSmoothie',
    travel:
      'GlitterFestivalTrip GlitterPackingKit GlitterParadeDay GlitterPhotoSpotHunt HolidayLightsInGlitter NewYearsEveGlitter StadiumTourGlitter NightSkylineGlitter',
    wellness:
      'GlitterJar BreatheWithGlitter GlitterGratitudeNotes GlitterGoalBoard GlitterKindnessRocks MoodJournalGlitter ComplimentCardsGlitter QuietCraftGlitter',
    speed:
      'GlitterCleanupRace GlitterMakeupIn60 GlitterNailsSpeedrun BeadThreadingGlitter SortTheGlitterTubes WrapItInGlitter GlitterTattooSprint PosterRelayGlitter',
    music:
      'GlitterPopCover GlitterShakerEgg GlitterLipSync GlitterTambourine DiscoDivaGlitter BedazzledMicGlitter GlamRockGlitter EncoreInGlitter',
    art: 'GlitterGluePainting GlitterGalaxyCanvas GlitterSnowGlobe HandLetteringGlitter MosaicTilesGlitter OrnamentGlitterCraft GlitterPortraitOutline StringArtGlitter',
    tech: 'GlitterMacroLens GlitterPhoneCaseDIY GlitterSlowMoFall GlitterFilterVsReal FlashlightShowGlitter KeyboardGlitterMod TimelapseGlitterJar AnimatedGlitterGIF',
    pet: 'GlitterPetPortrait GlitterDogNameSign PhotoAlbumGlitterCover GlitterFilterPuppy CatFreeGlitterZone GlitterFishDrawing LeashHookGlitterDIY RescueStoryGlitterFrame',
    gaming:
      'GlitterControllerCustom GlitterGamerSetup GlitterDiceTournament BoardGameGlitterNight WinnerGetsGlitterTrophy PartyQuizGlitter CosplayPropGlitter CardDeckGlitter',
  },
  'bucket hat': {
    dance:
      'BucketHatFlip RaveInABucketHat FestivalBucketHatShuffle BucketHatRunningMan DadDanceBucketHat SunsetSwayBucketHat TwoStepInABucketHat BucketHatPogo',
    fitness:
      'BucketHatHike BucketHatBeachRun BucketHatPickleball GardenWorkoutBucketHat ParkYogaBucketHat SquatCatchBucketHat FrisbeeGolfBucketHat TrailMilesBucketHat',
    funny:
      'BucketHatWindChase BucketHatDadEnergy NinetiesPhotosBucketHat BucketHatHairReveal TooBigBucketHat GrandpaOwnsTheBucketHat HoarderOfBucketHats WrongWayBucketHat',
    prank:
      'BucketHatHiddenNote BucketHatTakeover InsideOutBucketHats MiniBucketHatForDad RubberDuckBucketHat GiantBucketHatSwap CopycatBucketHat RoyalWelcomeBucketHat',
    educational:
      'BucketHatDecadeQuiz UVBeadTestBucketHat GuessTheBucketHatOrigin CrochetBasicsBucketHat BucketHatPatternDrafting SunSafetyBucketHat BucketHatShadeMath BucketHatInFiveLanguages',
    cooking:
      'BucketHatPicnic BucketHatCake FestivalFoodBucketHat BucketHatFishTacos BeachSnacksBucketHat NinetiesLunchboxBucketHat SunTeaBucketHat LemonadeStandBucketHat',
    travel:
      'FestivalBucketList BucketHatCityStroll BucketHatRoadTrip BucketHatCampout SouvenirBucketHatHaul PackOneBucketHat NationalParkBucketHat ZooDayBucketHat',
    wellness:
      'BucketHatSunCare HatOnPhoneOff BucketHatNatureWalk BucketHatBirdwatch GardenMorningBucketHat CloudWatchingBucketHat ParkReadingBucketHat PicnicNapBucketHat',
    speed:
      'BucketHatTossRace BucketHatFlipStreak CatchBallsInBucketHat FiveLooksBucketHat SunReadyBucketHatDash BucketHatStackTower RainbowOrderBucketHats TwoMinuteBucketHatStyle',
    music:
      'BritpopBucketHatCover BucketHatRapVerse BucketDrumBeat SeaShantyBucketHat SingAlongBucketHat BucketHatKaraoke ReggaeBucketHat AcousticPorchBucketHat',
    art: 'PaintYourBucketHat BucketHatCrochet PatchworkHatArt BucketHatTieDye ReversibleBucketHatDesign BucketHatPinCollection FabricMarkerBucketHat BucketHatPhotoCollage',
    tech: 'BucketHatARTryOn UVIndexAppBucketHat AIDesignsMyBucketHat BucketHatSlowMoFlip PrintOnDemandBucketHat HyperlapseBucketHat BucketHatQRPatch WeatherCheckBucketHat',
    pet: 'CatNapInBucketHat BucketHatDogWalk ShellGameBucketHat TreatHuntBucketHat FetchTheBucketHat PetShadeBreakBucketHat BucketHatPawtrait KittenPeekBucketHat',
    gaming:
      'BucketHatAvatarFit BucketHatCarnivalToss NinetiesArcadeNight PickTeamsFromBucketHat SaladBowlBucketHat BucketHatFishingGame CroquetMatchBucketHat BucketHatHideAndSeek',
  },
  pearls: {
    dance:
      'PearlsGalaWaltz PearlsCharleston PearlsShimmy SneakersAndPearlsHipHop GrandmasPearlsBoogie FlapperTwirlPearls BallroomDipInPearls DiscoStrutPearls',
    fitness:
      'PearlsAndPushUps PearlsPilatesFlow PearlsPowerWalk TennisWhitesAndPearls DeadliftInPearls PearlsSkippingRope RowingInGrandmasPearls TreadmillTrotPearls',
    funny:
      'PearlsClutchReaction PearlsOnEverything TangledPearlsDisaster PearlsRollAwayChase OldMoneyPearlsParody OverdressedInPearls GrandmaPearlsInspection TrashDayInPearls',
    prank:
      'PearlsCandyNecklace SneakPearlsOnDad PearlsTreasureChest FakeHeirloomPearls FancyTeaAmbushPearls PearlsOnTheSnowman ClutchPearlsAllDay RoyalWelcomePearls',
    educational:
      'PearlsRealOrFake NacreLayersPearl FreshwaterPearlQuiz BirthstoneMonthPearl KnotPearlsLikeAJeweler PearlLusterLightTest MotherOfPearlHunt OysterFilterPearls',
    cooking:
      'PearlsCakeDecorating TapiocaPearlsFromScratch SugarPearlCookies PearlCouscousSalad PearlBarleySoup GlazedPearlOnions FingerSandwichPearls PearlDustMacarons',
    travel:
      'PearlsMarketHunt BeachcombingPearls AquariumDayPearls MuseumJewelryPearls PackingPearlsHack HighTeaOutingPearls SeasideTownPearls TrainDayTripPearls',
    wellness:
      'PearlsOfWisdomJournal GrandmasPearlAdvice PassDownThePearls PearlsGratitudeStrand SlowMorningInPearls BubbleBathInPearls PearlMeditationBeads PearlsSunsetStroll',
    speed:
      'PearlsStringingRace PearlSortBySize UntangleThePearls PearlChopstickPickup PearlClaspChallenge SpoonRelayPearls JewelryBoxTidyPearls LayeringPearlsIn60',
    music:
      'PearlsJazzNight PearlsSwingCover GirlGroupPearls PearlsCrooner DooWopPearls OperaAriaPearls TorchSongPearls LoungeSingerPearls',
    art: 'PearlsJewelryMaking PearlsStillLife PearlEarringPortrait PearlEmbellishedJacket PaintedOysterShellPearls HairClipsWithPearls FrameMakeoverPearls MosaicCoasterPearls',
    tech: 'PearlsMacroLens AIStylesMyPearls PearlsPhoneCaseDIY ProductShotPearls SlowMoPearlDrop PearlsTimelapseStringing PhotoRestorePearls OldMoneyFilterPearls',
    pet: 'PetsCalledPearl PearlGreyKitty PearlsAwayFromPaws CatCafeVisitPearls DogSitterInPearls ShelterVolunteerPearls PearlyWhitesForPups PurrsAndPearls',
    gaming:
      'PearlShellGame PearlsMancala WhoStoleThePearls PearlBingoChips PirateQuestPearls MarbleRacePearls UnderwaterLevelPearls GuessThePearlJar',
  },
  tracksuit: {
    dance:
      'TracksuitSquadDance ZipOnTheDropTracksuit TracksuitHardstyle BboyFreezeTracksuit VelourTracksuitSway Y2KTracksuitStrut ShuffleInATracksuit TracksuitFootwork',
    fitness:
      'TracksuitMorningRun TracksuitBoxingDrills TracksuitTrainingMontage RetroAerobicsTracksuit JumpRopeTracksuit ParkBarsTracksuit HillSprintsTracksuit LungeWalkTracksuit',
    funny:
      'TracksuitMatchingSquad TracksuitSwishSound DadsOldTracksuit StaticClingTracksuit TracksuitZipperStuck GymTeacherTracksuit OperaInATracksuit GrandmaRocksATracksuit',
    prank:
      'TracksuitTwinningPrank TracksuitDressCodeSwap CoachVoiceTracksuit WholeFamilyTracksuits DanceAmbushTracksuit TracksuitPaparazzi SecretAgentTracksuit RedCarpetTracksuit',
    educational:
      'VelourVsFleece GuessTheTracksuitDecade NationalTeamTracksuits TracksuitFiberLesson ZipperTakeApartTracksuit TracksuitCareSymbols MeasureInseamTracksuit RecycleYourTracksuit',
    cooking:
      'TracksuitMealPrep TracksuitRecoveryShake TracksuitProteinPancakes PostGameSnacksTracksuit EnergyBallsTracksuit OvernightOatsTracksuit HalftimeOrangesTracksuit BrunchSpreadTracksuit',
    travel:
      'TracksuitAirportFit TracksuitRoadTrip StadiumDayTracksuit TrainJourneyTracksuit CityRunTracksuit CampingWeekendTracksuit HostelHopTracksuit MountainCabinTracksuit',
    wellness:
      'TracksuitSlowMorning TracksuitWalkAndReset TracksuitRestDay GentleStretchTracksuit SunriseSitTracksuit JournalBreakTracksuit FriendCheckInTracksuit BreathworkTracksuit',
    speed:
      'TracksuitQuickChange TracksuitRelayRace ZipUpCountdown TracksuitShoelaceBlitz ConeDrillsTracksuit SuitcasePackTracksuit FoldItFastTracksuit StopwatchDashTracksuit',
    music:
      'TracksuitSwishBeat VelourRnBCover TracksuitGrimeVerse TracksuitRapCypher BoomboxJamTracksuit MontageSongTracksuit BedroomDJTracksuit BeatboxTracksuit',
    art: 'TracksuitDesignSketch TracksuitPatchArt StripeTapeArt UpcycledTracksuit RetroShootTracksuit EmbroideredNameTracksuit TracksuitCollageZine ColorBlockTracksuit',
    tech: 'TracksuitPhonePocketTest TracksuitRunningApp AIDesignsMyTracksuit SlowMoSprintTracksuit TracksuitPodiumEdit TimelapseWorkoutTracksuit StepTrackerTracksuit VirtualRaceTracksuit',
    pet: 'TracksuitDogWalk TracksuitAgilityCourse CatVsTracksuitSwish TracksuitFurMagnet FetchSprintsTracksuit PuppyClassTracksuit CanicrossTracksuit CuddleBreakTracksuit',
    gaming:
      'TracksuitCouchTournament TracksuitSportsGameIRL TracksuitDodgeball TracksuitTableTennis FoosballFinalsTracksuit KickballTeamTracksuit AirHockeyTracksuit BowlingNightTracksuit',
  },
  'spinning top': {
    dance:
      'SpinningTopTwirl PirouetteLikeATop SpinTopWobble DanceTillTheSpinTopStops SpinningTopBallerina OrbitAroundTheSpinTop SpinningTopSalsaTurns MoonwalkPastTheSpinTop',
    fitness:
      'SpinningTopPlank SpinningTopBalancePose HulaHoopVsSpinningTop SpinTopCoreTwist HighKneesTillSpinTopFalls LungeAndLaunchSpinTop SideShuffleSpinTop BearCrawlSpinTop',
    funny:
      'SpinningTopCommentary SpinningTopDramaticFinish DreamOrRealSpinTop SpinningTopTrashTalk DadVsSpinningTop SpinTopUnderTheCouch AcceptanceSpeechSpinTop GrandpaSpinTopLegend',
    prank:
      'SpinningTopMagnetTrick PerpetualSpinTopHoax RiggedSpinningTop HiddenMessageSpinTop SwappedSpinTop SpinTopFlipsOver SpinTopFortuneTeller MagicWordSpinTop',
    educational:
      'SpinTopFrictionTest NameThatSpinTopCountry BuildASpinTopFromCD DreidelRulesSpinTop CenterOfMassSpinTop SpinTopColorWheel OldestToySpinTop CountTheRPMSpinTop',
    cooking:
      'SpinningTopCookies SpinningTopCakePops EdibleSpinningTops PizzaTossSpinTop SaladSpinnerSpinTop TrompoTacosSpinTop SpinningTopMeringues SpinTopFruitSkewers',
    travel:
      'SpinningTopToyShopHunt SpinTopSouvenir SpinTopInMyCarryOn FleaMarketSpinTop HistoryMuseumSpinTop PicnicSpinTopBattle SpinTopAtEveryStop CampsiteSpinTop',
    fashion:
      'SpinningTopTwirlSkirt SpinTopEarrings SpinningTopSwirlNails StripedDressSpinTop CirclePrintSpinTop KidcoreSpinTop SpiralCurlsSpinTop MatchingSetSpinTop',
    wellness:
      'SpinningTopMeditation SpinTopBreathing SpinningTopDigitalDetox SpinTopWithGrandkids DeskBreakSpinTop QuietHourSpinTop GentleFocusSpinTop BedtimeWindDownSpinTop',
    music:
      'SpinningTopHumSong DreidelSongSpinTop SpinTopMusicBox SpinTopRhythmTap SpinTopOrchestra DrumRollSpinTop CountdownChantSpinTop LullabySpinTop',
    art: 'SpinningTopPaintSwirl SpinningTopWoodCarving SpinTopOpticalIllusion BottleCapSpinTop DecorateYourSpinTop ClayModelSpinTop MarkerPatternSpinTop StillLifeSpinTop',
    tech: 'SpinningTopSlowMo LEDTopLightTrails SpinTopRPMApp AIDesignedSpinTop SpinTopSoundVisualizer StopwatchSplitsSpinTop PhotoBurstSpinTop LiveStreamSpinTop',
    pet: 'SpinningTopCatReaction SpinTopDogHeadTilt SleepyKittySpinTop HamsterWatchesSpinTop BunnyMeetsSpinTop PetPortraitSpinTop TailChaseSpinTop ParrotSpinTopDuet',
    gaming:
      'SpinningTopBattleArena SpinningTopTournament TopSpinKnockout DreidelSpinTopGame SpinTopTargetPractice SpinTopBowling ObstacleCourseSpinTop KingOfTheHillSpinTop',
  },
  'tent pitching': {
    dance:
      'TentPitchedVictoryDance TentSetupLimbo TentSetupCaterpillar RainyShimmyTentSetup HeadlampRaveTentSetup BackyardBoogieTentSetup StarlightSwayTentPitching TentPitchingJig',
    fitness:
      'TentPitchingPackHike TentSetupFarmerCarry BackpackLungesTentSetup SquatEveryStakeTentSetup TrailRunToTentPitching TentPitchingYogaSunrise CampsiteStretchTentSetup PlankBeforeTentSetup',
    funny:
      'TentPitchingStruggle TentPitchingBlindfolded TentPolePanic InstructionsLostTentSetup OneStakeShortTentSetup InsideOutTentPitching CouplesTentSetupTest TentSetupInTheWind',
    prank:
      'TentPitchingLivingRoom GlowStickTentSetup TentSetupOnTheirBed TinyTeddyTentSetup FairyLightsTentSetup FortressTentSetup StarCeilingTentSetup SleepoverTentSetup',
    educational:
      'TentPitchingKnots GuylineTensionTentSetup LeaveNoTraceTentSetup CompassTentPitching TriangleStrengthTentSetup WeatherSignsTentSetup StarMapTentPitching FirstAidKitTentSetup',
    cooking:
      'PicnicWrapsTentSetup TrailMixTentSetup NoFireSmoresTentSetup CoolerPackingTentPitching ThermosSoupTentSetup OvernightOatsTentSetup CampSaladJarTentSetup FruitKebabTentSetup',
    travel:
      'TentPitchingRoadTrip CampgroundTentPitching NationalParkTentSetup StaycationTentSetup FirstCampoutTentSetup TentSetupPackingList ForestTentPitching MountainMeadowTentSetup',
    fashion:
      'TentPitchingCampFit TentPitchingRainGear GorpcoreTentSetup LayerUpTentSetup HeadlampChicTentSetup FlannelTentSetup HikingBootsTentPitching BandanaTentPitching',
    wellness:
      'TentPitchingStargazing TentPitchingSlowMorning ForestBathingTentSetup RainSoundsTentPitching DigitalDetoxTentSetup BirdsongTentSetup TentSetupJournal SunriseTeaTentPitching',
    music:
      'TentPitchingWorkSong CampsiteGuitarJam UkuleleTentPitching CampChantTentSetup TentSetupSingAlong HarmonicaTentSetup ZipperRhythmTentSetup LanternLullabyTentSetup',
    art: 'TentPitchingNightPhoto CampsiteWatercolor TentPitchingSketch LeafRubbingTentSetup MiniDioramaTentSetup RockPaintingTentSetup PineconeCraftTentSetup StarTrailsTentPitching',
    tech: 'TentPitchingTimelapse StargazingAppTentSetup OfflineMapsTentPitching WeatherRadarTentSetup NightModePhotoTentSetup BirdCallIDTentSetup FieldRecordTentSetup GPSPinTentSetup',
    pet: 'TentPitchingDogHelper TentPitchingPetCampout CatInspectsTentSetup GuineaPigTentSetup PupSleepingPadTentSetup WaterBowlTentPitching CampWalkiesTentSetup ZoomiesTentSetup',
    gaming:
      'TentPitchingSurvivalBuild TentPitchingCardNight CampsiteBoardGames FlashlightTagTentSetup CampBingoTentSetup TentSetupTeamBattle GhostStoryRoundTentSetup TwentyQuestionsTentSetup',
  },
  triangle: {
    dance:
      'TriangleDingDance TriangleOnTheDrop FreezeOnTheTriangle TriangleFormation TriangleStepPattern TwirlToTheTriangle HypeDancerTriangle RoboticTriangleMoves',
    fitness:
      'TriangleDingIntervals TrianglePoseChallenge TriangleShuttleRun TrianglePushUpTest WalkATriangleMile SideStepTriangleDrill CooldownToTheTriangle PartnerSquatTriangle',
    funny:
      'TriangleOneDingSolo TriangleBackRowHero TriangleStageFright MissedMyTriangleCue TriangleDramaticBow CountingRestsTriangle SeriousTriangleAudition DadOnTheTriangle',
    prank:
      'TriangleWakeUpCall TriangleFakeDinnerBell GameShowTriangle TriangleFoodDay TriangleDoorbell EveryWordTriangle OrchestraEntranceTriangle SecretTriangleSection',
    educational:
      'HangItOrHoldTriangle TriangleShapeHunt TornCornersTriangle NameThatTriangleType TriangleBridgeTest TriangleSustainTimer FoldATriangleOrigami PaperTriangleStrength',
    cooking:
      'TriangleInstrumentCookies TriangleCookoutCall TriangleSandwichStack OnigiriTriangle SpanakopitaTriangle BakedSamosaTriangle HamantaschenTriangle CrepeTriangleFold',
    travel:
      'TriangleMusicShopHunt TriangleArchitectureWalk ParkConcertTriangle FestivalParadeTriangle TriangleInEveryCity TriangleBusking InstrumentMuseumTriangle RoadTripJamTriangle',
    fashion:
      'TriangleConcertBlack TrianglePrintOutfit TriangleScarfKnot GeometricTriangleNails EarringsDIYTriangle BowTieForTriangle ShinyBrassTriangleLook AngularHaircutTriangle',
    wellness:
      'TriangleSoundBath TriangleMindfulDing RingAndBreathe TriangleMorningChime GratitudeTriangle BedtimeWindDownTriangle FocusBlockTriangle TeaBreakTriangle',
    speed:
      'TriangleDingCount TriangleFastestTrill TriangleTangram CupPyramidTriangle DrawAPerfectTriangle SpotTheTriangles PaperFootballTriangle ToothpickTrianglePuzzle',
    art: 'TriangleStillLife LowPolyTrianglePortrait TriangleTessellation PaperTriangleGarland TriangleStringArt PrismLightTriangle OrigamiWallTriangle HalfSquareTriangleQuilt',
    tech: 'TriangleSoundWave TriangleTunerApp DingSlowMoVibration TriangleBeatMaker SampleRemixTriangle PhoneProtractorTriangle DecibelCheckTriangle VirtualOrchestraTriangle',
    pet: 'MealtimeChimeTriangle TriangleRecallTraining TriangleEarsCheck ParrotTriangleDuet HeadTiltTriangle TrianglePetTent GentleTriangleForPups KittyNapTriangle',
    gaming:
      'TriangleRhythmGame BackRowHighScore MusicalChairsTriangle TriangleQuizBuzzer TriangleHotPotato SimonSaysTriangle TriangleBingoCaller StatuesTriangle',
  },
  conductor: {
    dance:
      'ConductorBatonDance FollowTheConductor ConductorTrainConga ConductingWithYourFeet ConductorArmWaves SlowMoConductorSway WaltzForTheConductor DramaticConductorDip',
    fitness:
      'ConductorArmWorkout ConductorTempoHIIT PlankWhileConducting ConductingOnOneLeg MarchingConductor ConductingWithWeights CardioSymphonyConductor StretchBreakConductor',
    funny:
      'ConductingMyFamily ConductorOverdramatic ConductTheDogBarks ConductingThePopcorn ConductingMyGroupChat ChopstickBatonConductor MicrowaveBeepConductor SneezingConductor',
    prank:
      'ConductorSurpriseChoir ConductorDinnerTableBand AllAboardConductor ConductorFlashMob TuxedoAmbushConductor FakeOrchestraConductor SnackTrolleyConductor EntranceMusicConductor',
    educational:
      'ConductorBeatPatterns ConductorsVsInsulators ConductorItalianTerms ConductorOrchestraMap GuessTheTempoConductor SpoonHeatConductorTest SymphonyQuizConductor MetronomeMathConductor',
    cooking:
      'ConductorKitchenSymphony ConductorBatonPretzels IntervalSnacksConductor TempoKneadingConductor DiningCarConductor PicnicConcertConductor ConductorHotCocoaBreak ConductingADinnerParty',
    travel:
      'ConductorConcertHallTour ConductorTrainRide BandstandConductor ScenicRailwayConductor OutdoorSymphonyConductor MusicFestivalConductor HeritageSteamConductor ConductorMuseumDay',
    fashion:
      'ConductorTailcoatFit ConductorBowTie ConductorCapLook ConductorHairGoals WhiteGlovesConductor SneakersOnStageConductor VelvetJacketConductor PocketSquareConductor',
    wellness:
      'ConductorBreathing ConductorSlowTempo ConductorMorningStretch ConductingLullaby WindDownConductor EyesClosedConductor NatureSymphonyConductor ConcertForOneConductor',
    speed:
      'ConductorTempoSpeedUp ConductorBatonFlip ConductorSeatingChart TicketPunchConductor InstrumentNamesConductor PageTurnSprintConductor BumblebeeConductorDash PrestoConductorRelay',
    art: 'ConductorLightPainting ConductorSilhouette ConductorCaricature ConductorGestureDrawing ScoreCollageConductor DecorateABatonConductor MiniOrchestraConductor PaintToMusicConductor',
    tech: 'ConductorAIOrchestra ConductorMetronomeApp ConductorSlowMoBaton MultiTrackConductor ScoreWritingConductor ConductingVideoCallChoir SoundVisualizerConductor RehearsalVlogConductor',
    pet: 'ConductingMyDogs ConductorPetChoir CatIgnoresConductor ParrotSingsForConductor FishTankConductor ZoomiesConductor BunnyHopTempoConductor KittenLullabyConductor',
    gaming:
      'ConductorRhythmGame ConductorTempoDuel GuessThePieceConductor CharadesNightConductor ModelTrainConductor MetronomeVsConductor ConductingKaraokeBattle PassTheBatonConductor',
  },
};
