import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bowl: {
    dance:
      'BowlOnHeadDance EmptyBowlVictoryJig MixingBowlMoonwalk PopcornBowlPopAndLock StirTheBowlSalsa BowlDrumBeatDrop SoupBowlWaltz CerealBowlTwoStep',
    fitness:
      'BowlBalanceSquat NoSpillBowlLunge PlankBowlHandoff BowlOfCerealCrunches BurpeeBowlToss BearCrawlToTheBowl ToeTapTheBowl OneLegBowlHold',
    funny:
      'MixingBowlHelmet SoupSlurpSymphony GoldilocksBowlTest BowlOrPlateDebate BigBowlTinySpoon HowMomFillsMyBowl LastScoopInTheBowl PopcornBowlHog',
    prank:
      'FoilWrappedBowl MixingBowlBreakfast RubberDuckBowlArmy TalkingFruitBowl SoupBowlIsCake ComplimentsInTheBowl GooglyEyeBowlFaces SlidingBowlMystery',
    educational:
      'BowlBoatFloatTest IronInYourCerealBowl PepperAndSoapBowl HowManyCupsInABowl CandyRainbowBowl GuessTheCountryByBowl BowlOfWaterCompass SunsetInABowl',
    travel:
      'NoodleBowlCrawl SouvenirBowlHaul SummitSaladBowl OneBowlPerCity BestBowlInTown BowlWithAView HotelBuffetBowlBuild BlindMenuBowlPick',
    fashion:
      'SmoothieBowlColorFit RamenBowlGraphicTee MixingBowlHatRunway DressLikeYourBowl FruitBowlPrintOutfit TinyBowlEarrings NoodleBowlNailArt JewelryBowlLuckyDip',
    wellness:
      'SingingBowlReset GratitudeBowlNotes EatYourBowlSlowly BuildABuddhaBowl DropAWorryInTheBowl SoupBowlForANeighbor PhonesInTheBowl FloatingFlowerBowl',
    speed:
      'BowlStackRace BowlAndSpoonRelay ChopstickBowlTransfer BounceItInTheBowl CerealSortIntoBowls BrimmingBowlDash CottonPuffBowlScoop BlowABallToTheBowl',
    music:
      'SingingBowlJam WaterBowlXylophone BowlDrumKit GuessMyBowlSong BreakfastBowlRap RiceBowlMaracas BowlReverbVocals WhiskTheBowlBeat',
    art: 'PaintYourOwnBowl PaperMacheBowl FruitBowlStillLife PinchAClayBowl TraceTheBowlMandala AnimeRamenBowlDraw MarbleRollBowlArt BlindContourBowl',
    tech: 'BowlSpeakerHack BowlDoughTimelapse AppGuessesMyBowl SlowMoMilkBowl PerfectBowlFlatLay MetalBowlWiFiTest BowlStopMotion ChatbotBowlRecipe',
    pet: 'PetBowlGlowUp SlowFeederBowlTest EmptyBowlStareDown ShakeTheBowlRecall WaitForTheBowl CatFitsInTheBowl TreatUnderWhichBowl MatchingBowlsWithMyDog',
    gaming:
      'BowlPong WhichBowlHidesTheCoin SaladBowlGameNight CarnivalBowlToss QuestionBowlTrivia WhatsInTheBowlBlind DontToppleTheBowls CerealBowlBingo',
  },
  plate: {
    dance:
      'PaperPlateSlide WaiterPlateTwirl SpinThePlateFreeze ForeheadPlateTango FullPlateFootwork PlateWashingWiggle PlateFanDance BuffetPlateShimmy',
    fitness:
      'PaperPlateSliders WaiterPlateLunges EarnYourDinnerPlate PlankPlateTaps SquatAndSetThePlates PlateOnHeadPosture CrabWalkPlateCarry SitUpPlatePass',
    funny:
      'PlateSpinningFail CleanPlateInspector WhoGotTheBiggerPlate FineDiningNuggetPlate BuffetPlateTetris PaperPlateDadLogic CarefulPlateIsHot DontUseTheGoodPlates',
    prank:
      'PaperPlateDrawnDinner NoteUnderThePlate TinyPlateServing PlateSwapBlink WhereDidThePlatesGo GiantPlateOneGrape SillyFacePlate FiveStarPlateService',
    educational:
      'PaperPlateSundial PlateSpinningPhysics HealthyPlateQuiz MoonPhasesOnAPlate PizzaPlateFractions PlateClockLesson MagicMilkPlate FormalPlateSetting',
    travel:
      'DinerBluePlateSpecial LicensePlateBingo SouvenirPlateWall FirstPlateAbroad FiveDollarPlateHunt PackAPicnicPlate FarmToPlateDayTrip PlateLunchOnTheBeach',
    fashion:
      'PlateAndOutfitMatch GrandmasChinaPlateFit PaperPlateBonnet PlatePatternNails MiniPlateEarrings GoldRimPlateGlam CleanWhitePlateLook PlateGraphicTee',
    wellness:
      'PhoneFreeDinnerTable EatTheRainbowPlate HalfPlateVeggies PlateFullOfFavorites SaveThemAPlate GratefulPlateToast WaterBeforeYourPlate LunchPlateOutdoors',
    speed:
      'PlateStackRace PlateSpinTimeTrial SetEightPlatesFast WaiterThreePlateDash PaperPlateTowerRush PlateUpSpeedrun DishwasherPlateBlitz PlateDoodleIn10Seconds',
    music:
      'PaperPlateTambourine DinnerPlateChime PlateDrumRoll RubberBandPlateGuitar PiePlateCymbals ChopstickPlateSolo SingForYourPlate SpoonsAndPlatesJam',
    art: 'PaperPlateMasks PaintedPlateWall DoodleYourDinnerPlate FoodFaceOnAPlate BlueWillowPlateDraw LeafPrintClayPlate SaladSpinnerPlateArt MagazineMosaicPlate',
    tech: 'OverheadPlateShot PlateSpin360Video AIPlatingJudge WindowLightPlatePhoto VanishingPlateStopMo PortraitModePlate FlashOnOrOffPlate PlateColorPaletteApp',
    pet: 'PaperPlateFrisbeeFetch BeggingAtMyPlate DogBirthdayPlate LeaveItPlateTest PawPrintPlate RoyalPlateForMyCat GuineaPigSaladPlate WhiskerFriendlyPlate',
    gaming:
      'PlateRingToss PlateMemoryMatch BeanBagPlateTargets PlateAirHockey BalloonPlatePaddles PlateTicTacToe PaperPlateDiscGolf SpinThePlateTrivia',
  },
  cup: {
    dance:
      'CupOnHeadDance PaperCupTapShoes CupSongWithYourFeet TeaCupPinkyWaltz CoffeeCupHappyJig CupFlipBeatDrop ShakeYourIcedCup PassTheCupCircle',
    fitness:
      'CupTapPlank NoSpillCupLunges CupStackSquats CupFlipSitUps CupConeAgility BurpeeCupPyramid FullCupFarmerCarry HopOverTheCups',
    funny:
      'WrongNameOnMyCup TinyCupGiantSip CupsOnMyNightstand DontTouchDadsCup FullCupZombieWalk EmotionalSupportCup LastCleanCupStandoff PinkyOutCupEtiquette',
    prank:
      'CupTowerWelcomeHome GooglyEyeCupFaces NeverEndingCup CupPyramidOnTheirBed CandyUnderTheCup CupKeepsMoving CoffeeCupIsCake RubberDuckInTheCup',
    educational:
      'CupPhoneScience CupRefractionArrow WalkingWaterCups IceFishingInACup AirPressureCupFlip TallOrWideCupTest BeanSproutInACup DensityTowerCup',
    cooking:
      'MugCakeInACup CupcakeInACone OneCupPancakes NoodleCupGlowUp DirtCupsWithWorms LayeredParfaitCup SaladCupToGo LettuceCupTacos',
    travel:
      'CoffeeCupCityWalk SouvenirCupShelf PackAReusableCup ScenicTrainCuppa ThermosCupSummit LatteArtCupHunt SpinningTeaCupRide RoadsideChaiCup',
    fashion:
      'TeaCupEarrings LatteCupMakeup MatchaCupGreenLook CupHolderBag IcedCoffeeCupFitCheck SweaterAndCupCozy PinkyUpCupPose BobaCupPastels',
    wellness:
      'EightCupsOfWater SlowCupOfTea MakeThemACuppa PhoneDownCupUp HerbalCupBeforeBed HoldYourCupBreathe CantPourFromAnEmptyCup SunriseCupOnThePorch',
    music:
      'TheCupSong CupRhythmCircle DoReMiWaterCups BeatboxIntoACup GlassCupHarp PaperCupPhoneDuet IcedCupShakerBeat TeachGrandmaTheCups',
    art: 'PaperCupSculpture CoffeeCupDoodle CupRimStampArt TeaCupStillLife CupPlanterPaint CupMosaicCollage YarnWrappedCup CupSketchEveryAngle',
    tech: 'PaperCupSpeaker CupSlowMoSplash PhoneHologramCup IceCupMeltTimelapse StringCupVsVideoCall CupCameraStand WaterCupTrackerApp CupFlashlightLamp',
    pet: 'PetCupShellGame CatVsCupOnTable KibbleCupCheck CupTowerKnockdown HamsterCupMaze NoseTouchTheCup FrozenPumpkinCupTreat ParrotCupForaging',
    gaming:
      'CupKnockdownGame CupCardTowerTurns CupBowlingAlley CupFlickSoccer TelephoneWithCups HomeMiniGolfCups CoinIntoTheCups WhichCupHidesTheBall',
  },
  pot: {
    dance:
      'StirThePotShuffle PotsAndPansParade PotLidFlamenco PotHatRobotDance CookingPotConga ScrubThePotBoogie ClangThePotFreeze PolkaAroundThePot',
    fitness:
      'StirThePotCore PotCarryLunges PotGobletSquats TwoPotFarmerWalk BentOverPotRows RussianTwistWithAPot PotOverheadMarch WallSitPotHold',
    funny:
      'WatchedPotNeverBoils SpoonSwordPotShield PotSoakingForDays GiantPotTinyMeal PotCallsKettleBlack LeftoverStewPotDetective NoLidFitsThisPot BiggestPotInTheHouse',
    prank:
      'PotOfGoldSurprise IsThisPotACake OneNoodleInThePot WhatsUnderThePotLid EmptyPotThenPizza PotPeekingPlushie DontOpenThatPot LeprechaunPotTrap',
    educational:
      'PotLidOnOrOff SaltInThePotMyth ClayPotFridge WoodenSpoonPotTrick WaterCycleInAPot CopperVsSteelPots PotConvectionCurrents EggFreshnessPotTest',
    travel:
      'HotPotCrawl ClayPotRiceHunt PotteryVillageDayTrip ParkPotluckPicnic VisitGrandmasSoupPot MeltingPotCityWalk FleaMarketPotFind StreetStallStewPot',
    fashion:
      'PotLidHatRunway PotholderPocketApron CopperPotPalette PotOfGoldGlam HotPotDateOutfit EnamelPotColorFit MeltingPotStreetStyle PotterStudioLook',
    wellness:
      'PotOfStewForAFriend SundaySoupPot PotOfTeaCatchUp StockPotMealPrep MindfulPotScrub CookingPotFamilyRecipe OnePotPastaComfort ChiliPotWithGrandma',
    speed:
      'PotLidMatchRace PotStackSprint SpongeToThePotRelay PutAwayThePotsDash SpoonBeansIntoThePot TossItInThePot PotDryingCountdown BlindfoldPotFind',
    music:
      'PotsAndPansDrumKit PotLidCymbals WoodenSpoonPotSolo BigPotBassBoom NewYearPotBanging PotPercussionCover StirThePotSong EightPotScale',
    art: 'CookingPotStillLife PaintAPlantPot PinchPotPets PotOfGoldCollage WatercolorSoupPot AncientPotPatterns GrassHairPotPal StackedPotsSketch',
    tech: 'PotBoilTimelapse MagnetPotTest AIOnePotRecipe StopMotionSoupPot PhoneInAPotSignal ARMeasureMyPot VideoCallPotLesson PotLidTripodHack',
    pet: 'OldPotDogWaterBowl PotLidPeekaboo SoupPotSitAndStay ParrotForagingPots PotRoastNightPupStare HamsterPotHideout BallPitPotPuzzle HeadTiltAtThePot',
    gaming:
      'PotOfGoldHunt PotsSockBallToss PotDrumRhythmDuel ChiliPotCookOffGame PotLidDodgeball WhoStirredThePot SoupPotMemoryChain BeanPotBingo',
  },
  knife: {
    dance:
      'KnifeFreeKitchenDisco SharpAsAKnifeMoves KnifeClinkDanceBreak KnifeThroughButterFlow MackTheKnifeSwing SwissArmyKnifeDancer PutKnivesAwayShimmy KnifesEdgeFreeze',
    fitness:
      'KnifeEdgeSidePlank JackKnifeCrunches SwissArmyKnifeCircuit ButterKnifeWallSit SharpAsAKnifeSprints PocketKnifeFoldStretch PlasticKnifeShuttleRun KnifeHandKata',
    funny:
      'DullKnifeStruggle TVChefImpression KnifeDrawerChaosTour ThatOneGoodKnife PlasticKnifeVsSteak KnivesUpOrDownDebate FancyKnifeNobodyUses GrandmasKnifeLecture',
    prank:
      'IsItCakeKnifeReveal SpoonsWhereKnivesGo PlasticKnivesOnly SoupWithJustAKnife ButterKnifeLoveNote KnifeBlockBreadsticks KnifeNameTags ChocolateKnifeSurprise',
    educational:
      'ClawGripSafety101 SharpOrDullKnifeTest KnifeCutsQuiz WhichKnifeForWhat ButterKnifeFractions KnifeAndForkStyles HandleFirstKnifePass CarbonVsStainlessKnife',
    travel:
      'KnifeForkOrChopsticks PlasticKnifeHotelPicnic CheeseKnifeMarketDay PleinAirPaletteKnife ForgotTheKnifeAgain KnifeEtiquetteAbroad SwissKnifeMuseumVisit KnifeMakerWorkshopTour',
    fashion:
      'KnifePleatSkirtLook KnifeCreaseTrousers KnifeAndForkEarrings KnifeEdgeWingedLiner ChefWhitesFitCheck SwissArmyKnifeOutfit PaletteKnifeColorBlock SharpAsAKnifeSuit',
    wellness:
      'MindfulKnifeWork SlowKnifeSharpening SundayKnifeSkillsPrep ButterKnifeKindness CalmPaletteKnifeArt KnifeAndForkNoPhone FirstSliceBreadKnife CheeseKnifeSnackBreak',
    speed:
      'ButterKnifeSpreadRace KnifeFreeSaladSprint SetTheTableRelay KnifeForkSpoonSort NameTheKnivesIn10 PaletteKnifeSpeedPaint KnifeTypeQuickfire PlasticKnifeJengaRush',
    music:
      'KnifeSharpeningASMR MackTheKnifeCover KnifeOnGlassToast KnifeRhymeRapVerse SpoonKnifeForkTrio KnifeTapPlateMelody SwissArmyKnifeMedley ButterKnifeSmoothJazz',
    art: 'PaletteKnifeFlowers ButterKnifeSoapCarving ToastArtWithAKnife KnifeAndForkStillLife KnifeCartoonCharacter KnifeEmojiStickerDesign ShinyKnifeShading ClayKnifeMiniature',
    tech: 'SlowMoKnifeSlice KnifeSkillsTutorialEdit StopMotionKnifeChop PhoneMacroKnifeEdge AskAIWhichKnife KnifeCutAppleTimelapse SwissArmyKnifeApps KnifeSetUnboxing',
    pet: 'PaletteKnifePetPortrait KnivesOffTheCounter KnifeZoneDogGate LickMatButterKnife BunnySaladKnifePrep KnifeFreeBananaBites ParrotFruitKnifeSlice KnifeDicedTreats',
    gaming:
      'KnifeAndSpoonSnap ButterKnifeCurling GuessTheKnifeBySound KnifeSkillsMinigame KnifeTriviaNight KnifeEmojiCharades CookingGameKnifeCombo PictionaryKnifeRound',
  },
  ladle: {
    dance:
      'PassTheLadle LadleLimbo LadleMicLipSync LadleLassoStomp SoupLadleShuffle LadleScoopTwoStep WaltzWithTheLadle CancanLadleKicks',
    fitness:
      'FullLadleWalk LadleSwordLunges LadleBucketSquats LadleArmCircles SideStepLadleScoops JumpToTouchTheLadle BurpeeLadleGong LadleHighKnees',
    funny:
      'LadleAsMicrophone GiantLadleTinyBowl WhoTookTheLadle DibsOnTheChunkyLadle OneMoreLadleGrandma LadleFunhouseSelfie LadleBackScratcher DramaticLadleTaste',
    prank:
      'LadleSpoonSwap LadleServedCoffee GooglyEyedLadle LadlesInEveryDrawer AlphabetSoupLadleNote TeaspoonForALadle LadleInTheirBackpack PhotobombingLadle',
    educational:
      'HowMuchALadleHolds LadleReflectionScience SkimFatWithALadle MetalOrWoodLadle LadleCatapult LadlePendulumSwing LadleMagnetTest SayLadleInFiveLanguages',
    travel:
      'VolunteerLadleShift StreetVendorLadlePour OneLadleEveryTown WorldSoupLadleTour BrothStallCrawl ChiliCookOffLadle AntiqueShopLadleFind LadleLunchMarketHop',
    fashion:
      'MiniLadleEarrings LadleHolsterApron LadleHandbagCharm CauldronLadleWitchLook SoupQueenLadleScepter SilverLadleMetallics LadleMirrorFitCheck CottagecoreLadle',
    wellness:
      'LadleSoupForAFriend SlowLadlePourCalm LadleGratitudeScoops StirAndBreatheLadle ServeOthersFirstLadle GrandmasLadleStories ExtraLadleOfVeggies NeighborLadleSwap',
    speed:
      'LadleWaterRelay LadleBallCarryRace PingPongLadleCatch BeanScoopLadleSprint LadleEggDash PompomLadleTransfer TenBowlLadleServe BalloonLadleKeepyUppy',
    music:
      'LadleDrumSolo LadleConductorBaton LadleMicKaraoke HangingLadleChimes AirGuitarLadle BucketBeatLadle CopyMyLadleRhythm SoupOperaLadle',
    art: 'LadleReflectionPortrait LadlePourArt LadlePuppetPal DrawALadleInOneLine SoupLadleWatercolor LadleHeroComic PaintedLadleFlowers ClayLadleMiniature',
    tech: 'LadleSlowMoPour ParabolicLadleMic LadleFisheyeLens LadleBeatSampling LadleToCupsConverter DigitalLadleSketch ReverseVideoLadle PhoneStandFromALadle',
    pet: 'PetWaitsForTheLadle LadleKibbleScoop LadleClinkComeHere CatVsLadleReflection LadleBathRinse DogDinnerByTheLadle LadleSplashPlayDay SlowLadleFeedingTrick',
    gaming:
      'HotPotatoLadle LadleGolfPutting LadleDuckPond LadleBalloonVolley MusicalLadles CaptureTheLadle FindTheHiddenLadle LadleTrickShots',
  },
  colander: {
    dance:
      'ColanderHelmetBop SpaceColanderMoonwalk ColanderRainDance ColanderDiscoLights NoodleArmsColander ColanderShakeShimmy PastaNightColanderConga WaltzWithAColander',
    fitness:
      'CatchItInAColander ColanderKnightLunges ColanderShakeArmBurn ColanderHurdleHops ColanderStrainAndGain PlankColanderPass BeachColanderSquats BearCrawlColanderCarry',
    funny:
      'ColanderHelmetKnight CarryWaterInAColander PastaDrainFail ColanderOrStrainerDebate ColanderMindReader ColanderHatInterview TinyRiceBigColander TimeTravelerColander',
    prank:
      'ColanderStarCeiling ColanderLampshadeSwap ColanderBirthdayCrown YarnSpaghettiColander ColanderFullOfBalloons MonsterFaceColander TinyColanderPastaNight NotesInEveryColanderHole',
    educational:
      'ColanderEclipseViewer CountTheColanderHoles ColanderFiltrationLab ColanderFossilDig ColanderConstellationMap SieveOrColanderQuiz SandboxGemSiftColander RinseRiceColanderTest',
    travel:
      'ColanderEclipseChase ColanderBeachSifting ColanderPicnicRinse FarmersMarketColander PastaFactoryTour ThriftShopColander SnowDayColanderHat CampKitchenColander',
    fashion:
      'ColanderHatRunway ColanderCouture SpaceAgeColanderLook ColanderShadowDots EyeletColanderMatch ChromeColanderMetallics RecycledColanderPurse RobotColanderCostume',
    wellness:
      'ColanderStarNightlight RinseAndReleaseColander ColanderFruitPrep StrainTheStressColander ColanderGardenHarvest SproutsInAColander FilterYourFeedColander MorningBerryColander',
    speed:
      'ColanderWaterRelay ColanderCatchRace PlugTheHolesColander PipeCleanerColanderDash SortPastaShapesColander ColanderTossIn30 SiftForMarblesColander RinseTenGrapesColander',
    music:
      'ColanderDrumSolo ColanderRiceShaker ColanderGongHit SingThroughAColander BeanRainColander ColanderHelmetRockStar RubberBandColanderHarp PastaNightColanderJam',
    art: 'ColanderShadowArt ColanderPlanterDIY SprayThroughAColander YarnWovenColander LanternFromAColander ColanderFlowerFrog DotMandalaColander CharcoalColanderStudy',
    tech: 'CanAColanderBlockWiFi PhoneFlashColanderStars ColanderSlowMoRinse ColanderCameraMoire ColanderTimelapseSprouts ColanderEclipseCam AppCountsColanderHoles RecordThroughAColander',
    pet: 'ColanderSnuffleGame CatInTheColander ColanderSlowFeeder ParrotColanderPuzzle ColanderPeekabooPup BunnySaladColander ColanderOrBoxTest SprinklerColanderPlay',
    gaming:
      'ColanderPong ColanderKnightJoust GuessItThroughColander ColanderArmorBuild ColanderSkeeBall StarlightColanderTag MarbleRunColander TreasureSiftColander',
  },
  'cutting board': {
    dance:
      'CuttingBoardTapDance ChoppingBoardConga ChoppingBoardMambo CuttingBoardDJ SalsaNightCuttingBoard PassTheCuttingBoard StompAndClapCuttingBoard SwayWithTheCuttingBoard',
    fitness:
      'CuttingBoardBalanceHold CuttingBoardChestPress CuttingBoardOverheadSquat CuttingBoardCurls RowWithACuttingBoard PlankWithACuttingBoard LungeToTheCuttingBoard RussianTwistChoppingBoard',
    funny:
      'TooManyCuttingBoards CuttingBoardSideDebate CuttingBoardAsAPlate DecorativeCuttingBoard OnionTearsChoppingBoard CuttingBoardGarlicFruit DadsCuttingBoardLecture CuttingBoardLapDesk',
    prank:
      'CuttingBoardIsCake CuttingBoardLoveNote DollsizeCuttingBoard PaintedBreadCuttingBoard VeggieFaceCuttingBoard ChoppingBoardBreakfast GummyWormCuttingBoard GooglyEyeCuttingBoard',
    educational:
      'WoodVsPlasticCuttingBoard CuttingBoardColorCodes CuttingBoardTreeRings LemonSaltCuttingBoard WetTowelCuttingBoard CuttingBoardOilDropTest CuttingBoardGrainQuiz CrossSectionChoppingBoard',
    travel:
      'CuttingBoardMakerVisit CuttingBoardMarketFind PicnicOnACuttingBoard OliveWoodCuttingBoard RoadTripCuttingBoard LocalCheeseChoppingBoard SunsetChoppingBoard DeliCounterCrawl',
    fashion:
      'CharcuterieFitCheck ChoppingBoardEarrings CuttingBoardNailArt CuttingBoardFlatLay ButcherApronCuttingBoard CuttingBoardJewelryTray PicnicDateCuttingBoard EarthToneCuttingBoard',
    wellness:
      'SundayCuttingBoardPrep RainbowCuttingBoard CuttingBoardSnackPlatter FamilyCuttingBoardNight OilTheCuttingBoardSlowly HerbGardenCuttingBoard PhoneFreeChoppingBoard ChoppingBoardBreathing',
    speed:
      'CuttingBoardArrangeRace CuttingBoardCleanupRelay GrapeGridCuttingBoard CuttingBoardBalanceRun StackTheChoppingBoards OrangePeelChoppingBoard SandwichTowerCuttingBoard BerrySortCuttingBoard',
    music:
      'CuttingBoardDrumSolo CuttingBoardWoodBlock ScratchTheCuttingBoard SpoonsOnTheCuttingBoard ChoppingBoardRhythmCover HandClapCuttingBoard ChoppingBoardEchoGame LoFiChoppingBoardBeat',
    art: 'PaintedCuttingBoard CuttingBoardFoodArt ChalkPaintCuttingBoard HandLetteredCuttingBoard VeggieMosaicCuttingBoard CuttingBoardGrainSketch DecoupageCuttingBoard CuttingBoardStillLife',
    tech: 'CuttingBoardPhoneStand CuttingBoardTimelapse StopMotionChoppingBoard AIRecipeCuttingBoard CuttingBoardProductShot BirdsEyeCuttingBoard ARMeasureCuttingBoard CalorieAppCuttingBoard',
    pet: 'PetPortraitCuttingBoard CuttingBoardPawPrint DogcuterieBoard ParrotChopCuttingBoard GuineaPigChoppingBoard CuttingBoardTreatPuzzle CatOnTheCuttingBoard LeaveItCuttingBoard',
    gaming:
      'CuttingBoardShuffleboard ChoppingBoardCheckers MysteryVeggieCuttingBoard CuttingBoardMarbleMaze CuttingBoardRaceTrack PaperFootballCuttingBoard CookingGameCuttingBoard DiceTrayChoppingBoard',
  },
  teapot: {
    dance:
      'ImALittleTeapot TeapotPoseFreeze ShortAndStoutShuffle TeapotTango TipMeOverTeapot TeapotSongRemix TwoTeapotsDuet EmptyTeapotShimmy',
    fitness:
      'TeapotSideBend TeapotArmCircles ShortAndStoutSquats TeapotTabata TeapotYogaPose JumpingJackTeapot TeaBreakTeapotStretch FullTeapotCarry',
    funny:
      'TeapotImpression DribblingTeapotFail PinkyUpTeaTime GrandmasTeapotRules TeapotLidEscape TeapotVsMicrowave TeapotCozyHat DramaticTeapotUnboxing',
    prank:
      'TeapotFullOfCandy TeapotGooglyEyes NoteInTheTeapot TeapotBouquetSurprise TeapotThatTalks TinyTeapotTeaParty ToyTeapotRefill CottonSteamTeapot',
    educational:
      'TheTeapotEffect HowTeaLeavesUnfurl SteepTimeTeapotTest TeapotCozyExperiment TeapotCeremonySteps TeapotCountriesQuiz WhyTeapotLidsHaveHoles GreenOrBlackTeapot',
    travel:
      'TeapotMuseumVisit TeaHouseCrawl TeapotFromEveryCountry TeapotPicnicInThePark TeapotThriftHunt GiantTeapotRoadsideStop SunriseTeapotHike SeasideTeapotCafe',
    fashion:
      'TeapotPrintFitCheck TeapotCharmEarrings MadHatterTeapotLook TeapotShapedHandbag TeapotBrooch CottagecoreTeapotDate PastelTeapotPalette VintageTeapotNails',
    wellness:
      'TeapotForTwoCheckIn SlowTeapotMorning EveningTeapotUnwind TeapotGratitudePour ChamomileTeapotNight PhoneFreeTeapotHour TeapotAndJournal RainyDayTeapot',
    speed:
      'IcedTeapotPourRace TeapotLidMatchRush TeapotBalanceDash SugarCubeTeapotTower TeapotTeaBagToss NameTenTeapotShapes PicnicTeapotSetup TeapotDoodleIn30',
    music:
      'ImALittleTeapotCover TeapotLidChime TeacupSpoonJingle TeapotOperaAria TeapotSongBeatbox ChinaClinkTeapotBand TeapotPourPitch FamilyTeapotKaraoke',
    art: 'TeapotStillLife PaintAClayTeapot TeaCozyKnitting WatercolorTeapot TeapotPopUpCard TeapotPlanter WhimsicalTeapotDoodle FairyHouseTeapot',
    tech: 'UtahTeapot3DModel TeapotPourSlowMo TeapotTimelapseSteep AIDesignedTeapot Error418Teapot VideoCallTeapotParty TeapotPixelArt ARTeapotOnTheTable',
    pet: 'TeapotPlushFetch HamsterTeapotHouse FancyWaterTeapotPour GuineaPigTeapotParty TinyTeapotTreatJar TeapotCatGrassPlanter FishTankTeapotHideout PetPortraitOnATeapot',
    gaming:
      'TeapotHideAndSeek SimonSaysTeapot TeapotTrayMemoryGame TeapotClueHunt TeapotRingToss CozyCafeTeapotSim MadHatterTeapotTrivia CharadesTeapotEdition',
  },
  jar: {
    dance:
      'ShakeTheJarGroove MasonJarHoedown JamJarJive CookieJarCreep PickleJarPolka PopTheJarDanceBreak GlowStickJarRave JarLanternSlowSway',
    fitness:
      'JarShakeArmBurn JarLidGripTest CoinJarSquatCount DrawFromTheWorkoutJar JarBalancePlank MasonJarOverheadPress ShuttleRunJarRelay StepUpForTheCookieJar',
    funny:
      'StuckJarStruggle WhoSealedThisJar CookieJarCaught HowDadOpensAJar EmptyJarBackInFridge WhatsInThatOldJar SwearJarFamilyRules MasonJarEverything',
    prank:
      'BreakfastRiddleJar CookieJarNoteSwap JarOfCompliments GooglyEyedPickleJar NestingJarsSurprise TipJarAtHome GlowJarNightlight MessageInAJarHunt',
    educational:
      'CloudInAJar TornadoInAJar JarSeedSprouting JarShakenButter LavaLampJar SoilLayersJarTest SaltCrystalJar BalloonJarBarometer',
    travel:
      'LocalHoneyJarHunt MemoryJarTrip JamJarMarketHaul TicketStubJarScrapbook SeaGlassJarWalk MasonJarPicnic VacationFundJar BucketListJarDraw',
    fashion:
      'WishJarNecklace MiniJarEarrings MasonJarCountryFit JarOfButtonsUpcycle HoneyJarYellows FairyJarLanternLook ScrunchieJarPick PickleJarGreens',
    wellness:
      'GratitudeJarChallenge WorryJarRelease CalmDownGlitterJar OvernightOatsJar MasonJarWaterGoal JarOfKindActs JarSaladPrep MoodJarCheckIn',
    speed:
      'JarLidSpinRace MasonJarStackSprint FillTheJarRelay JarTopMatchDash ChopstickJarDrop OpenFiveJarsFast ButtonSortJars SpoonBeansJarBlitz',
    music:
      'WaterJarXylophone JarDrumKit JugBandJam JarLidTambourine BlowAcrossTheJar MasonJarBluegrass CoinJarRattleBeat JarOfSongsKaraoke',
    art: 'JarLanternPainting MasonJarTerrarium StainedGlassJar RainbowSaltJarArt SnowGlobeJar GalaxyInAJar JarLidMiniDiorama TwineWrappedJar',
    tech: 'SolarJarLamp FairyLightJarBuild JarTerrariumTimelapse JarSpeakerTest AIGuessesJarCount QRCodeJarLabels JarPinholeCamera MasonJarPhoneStand',
    pet: 'TreatJarReaction PersonalizedPetJar SitStayJarOpen JarLidCatHockey PawPrintMemoryJar ShedFurJarFill HomemadeDogBiscuitJar JarRattleHeadTilt',
    gaming:
      'GuessTheJarCount PickleJarBossFight CharadesJarNight JarTreasureHunt JarLidTiddlywinks WouldYouRatherJar JarPongPoints JarLanternTag',
  },
  seed: {
    dance:
      'SeedToTreeDance DandelionSeedFloat MapleSeedSpin SeedPacketShaker PlantASeedTwoStep SeedSowingShuffle RainJigForMySeeds SeedBurstFreeze',
    fitness:
      'SeedToSproutSquats SeedBagCarry GardenPlantingLunges SeedSowingCircuit SeedToTreeYoga WildflowerSeedWalk WheelbarrowSeedRace PottingSoilSeedHaul',
    funny:
      'SeedPacketVsReality ImpatientSeedSkit WatermelonSeedMyth HundredSeedsOneSprout BirdsAteMySeeds SeedlingHelicopterParent ChiaSeedSmile SunflowerSeedShellMess',
    prank:
      'SecretSeedMessage OvernightSeedMiracle SeedPacketFullOfCandy SurpriseSunflowerSeeds SeedPaperLoveNote SeedlingOnTheirDesk SockSeedHarvest TinySeedGiantBox',
    cooking:
      'SeedCrackerBake ToastTheSeeds SproutedSeedSalad ChiaSeedPudding PumpkinSeedRoast SeedyEnergyBites EverythingSeedBagel PomegranateSeedHack',
    travel:
      'SeedLibraryHunt SeedSwapMeetup DandelionSeedWalk BotanicGardenSeedShop FarmersMarketSeedStall HeirloomSeedFarmTour HelicopterSeedHike PlantNurserySeedHaul',
    fashion:
      'SeedBeadBracelet SeedPodEarrings AvocadoSeedDyeShirt SeedPearlNecklace SeedPacketColorFit KnitASeedStitchScarf StrawberrySeedPrints SunflowerSeedYellows',
    wellness:
      'PlantAnIntentionSeed MorningSeedWatering SowKindnessSeeds SeedlingCheckIn GrowSomethingFromSeed DandelionSeedWish SunflowerSeedSnackBreak SeedTrayGardenTherapy',
    speed:
      'SeedPlantingRelay SeedSortSpeedrun PotItIn30Seconds WatermelonSeedCount SeedPacketMatchDash FillTheSeedTray SeedTweezerPickup PomegranateSeedSprint',
    music:
      'SeedShakerBeat SeedPodMaracas SingToYourSeeds SeedRainstick SeedGrowthSoundtrack BirdsongAtTheSeedFeeder WildflowerSeedBallad PopcornSeedDrumroll',
    art: 'SeedMosaic SeedBombCraft SeedPaperMaking SeedPacketDesign MapleSeedDragonflies BotanicalSeedSketch PumpkinSeedFlowers BirdFeederSeedWreath',
    tech: 'SeedGrowthTimelapse SeedSproutTracker PlantIDAppTest SeedMacroPhoto SeedPodSlowMo GardenSpreadsheetSeeds FrostDateSeedCheck LivestreamASeed',
    pet: 'GrowCatGrassFromSeed ParrotSeedHunt BunnyHerbSeedGarden KittenVsSeedTray ChickenSeedScatter HamsterSeedTreasure WheatgrassSeedsForDogs BudgieSeedBellDIY',
    gaming:
      'SeedToHarvestRun FarmSimFirstSeason WhichFruitIsThisSeed TallestSeedlingGrowOff SeedPacketMemoryMatch SeedBagCornhole SetSeedSpeedrun GardenSeedBingo',
  },
  iceberg: {
    dance:
      'IcebergFreezeDance TipOfTheIcebergReveal PenguinIcebergWaddle MeltingIcebergDrop IcebergCalvingStomp PolarBearIcebergShuffle DriftingIcebergSway IcebergChillStep',
    fitness:
      'IcebergPlankHold IcebergBalancePose PillowIcebergHopscotch IcebergDeepSquats IcebergSkaterLunges PolarBearIcebergCrawl PenguinWaddleIcebergLaps ArcticIcebergJacks',
    funny:
      'IcebergAheadSkit IcebergLettuceMixUp MyLifeAsAnIceberg IcebergSizedIceCube IcebergPOVMonologue BeachDayForAnIceberg PenguinsIcebergDrama TinyIcebergBigEgo',
    prank:
      'TinyIcebergInYourDrink CardboardIcebergFort IcebergLettuceBouquet IcebergWallpaperSwap PenguinsOnTheIceberg FreezerIcebergNote IcebergBirthdayCake IcebergEmojiOnlyTexts',
    cooking:
      'IcebergJellyCups FloatingIcebergPunch ArcticBlueMocktail IcebergWedgeSalad CrunchyIcebergTacos IcebergPopsicles BunlessIcebergBurger MeringueIcebergDessert',
    travel:
      'IcebergSpotting AquariumIcebergExhibit WinterFestivalIceberg IcebergBucketList VirtualIcebergTour IcebergAlleyRoadTrip IcebergLookoutHike PackForIcebergCountry',
    fashion:
      'IcebergBlueFitCheck IcebergLayersLook IcebergMintNails IcebergGlowMakeup PufferJacketIceberg FrostedIcebergHair CrystalIcebergEarrings WinterWhiteIceberg',
    wellness:
      'IcebergFeelingsJournal SlowMeltMeditation IcebergIceCubeHold IcebergFriendCheckIn IcebergVisualization CoolOffIcebergPause ArcticIcebergSoundBath CrunchyIcebergSnack',
    speed:
      'IcebergMeltRace FreeTheToyIceberg IcebergLettuceWrapDash IcebergFactsBlitz StackTheMiniIcebergs SpoonIcebergRelay DrawAnIcebergIn10 PenguinHopToIceberg',
    music:
      'IcebergFizzASMR IcebergClinkBeat GlacierSoundscape IcebergCrackRemix ChillIcebergLoFi IcebergShantyCover WhaleSongIcebergDuet MeltingIcebergPiano',
    art: 'IcebergWatercolor IcebergPaperCraft FoilIcebergSculpture SaltTextureIceberg FrozenPaintIceberg IcebergAboveAndBelow SugarCubeIceberg BlueMosaicIceberg',
    tech: 'IcebergMeltTimelapse IcebergSatelliteTrack IcebergFloatSimulator IcebergGreenScreen SlowMoIcebergCrack PhoneSketchIceberg CodeAnIceberg AIIcebergArtPrompt',
    pet: 'IcebergToyRescue NoIcebergForBunnies IcebergInTheWaterBowl PenguinPlushIceberg CatVsIcebergCube PetSafeIcebergTreats SnowPileIcebergDog IcebergCoolingMat',
    gaming:
      'AvoidTheIceberg IcebergBaseBuild IcebergLevelSpeedrun SealSaysIcebergFreeze IcebergTriviaNight StackPenguinsIceberg MyGamingIceberg IcebergCurlingGame',
  },
  moss: {
    dance:
      'MossyForestSway MossCarpetShuffle RollingStoneNoMoss FairyRingMossDance GoblinMossBoogie WoodlandMossBallet FrogOnMossHop RainyMossyJig',
    fitness:
      'MossyTrailHike MossMatYoga ForestFloorStretch GatherNoMossCardio MossHuntStepCount MossyStumpPushUps SlowAsMossPlank HillSprintsPastMoss',
    funny:
      'GoTouchMoss MyPetMossRock MossyGoblinSkit MossIsMyPersonality MossOrMoldDebate DramaticMossReview MossyCarOwner GrandpasMossyLawn',
    prank:
      'MossBallRoommate ForgottenMugGrewMoss MossGnomeInTheirRoom MossyLogIsCake MossWelcomeMat ToyFrogMossPond PhoneCaseMossSwap FairyDoorOfMoss',
    educational:
      'MossSpongeTest NorthSideMossMyth TardigradeHunt MagnifiedMossParts MossSporeSpotting MossPollutionDetective DriedMossRevival MossSpeciesCount',
    cooking:
      'MossCakeBake MossyMatchaCupcakes ForestFloorDessert PistachioMossCrumble MossyGreenPesto MossRockCookies CoconutMossNests AvocadoMossToast',
    travel:
      'MossyForestWalk MossSpottingHike MossGardenVisit RainforestMossTrek OldBridgeMossHunt CastleRuinsMoss CityMossSafari RainyDayMossTrip',
    fashion:
      'MossGreenFitCheck MossyForestLook GoblincoreOutfit MossStitchKnit MossAgateRing VelvetMossBlazer TerrariumMossNecklace FuzzyMossyNails',
    wellness:
      'MossTerrariumCare ForestBathingWalk TouchMossNotPhone BarefootOnMoss MarimoMossBallPet SlowMossSunday MossyNatureSounds MossyBenchReading',
    speed:
      'MossJarIn10Min MossHuntRace MossOrNotQuickfire MossKokedamaSprint SpeedSketchMossyLog FairyHouseMossRush NameTenMossesFast GatherNoMossDash',
    music:
      'MossASMR MossyForestLoFi FieldRecordingOnMoss MossyCabinAcoustic MossyLogDrumming FolkBalladForMoss FairyMossLullaby FrogsAndMossChorus',
    tech: 'MossMacroShot MossGrowthTimelapse MossIDAppTest MossMicroscopeClip LightMeterMossSpot CitizenScienceMossMap MoodyMossPhotoEdit StopMotionMossGnome',
    pet: 'MossyTankMakeover DogRollsInMoss TortoiseMossyHide SnakeMossHumidBox MarimoMossPet CatVsMossyPlanter MossTrailSniffWalk IsMossSafeForAnimals',
    gaming:
      'MossyRuinsBuild MossBlockGarden MossScavengerHunt MossyMiniGolfCourse GoblinMossQuest CozyGameMossyHouse GnomeHideAndSeekMoss LichenOrMossQuiz',
  },
  fern: {
    dance:
      'FernUnfurlDance FernSwaySlowMo FernFanFlutter WaveLikeAFern DinoFernStomp FernShadowSilhouette JungleFernShimmy PottedFernPartner',
    fitness:
      'FernUnfurlStretch FernTrailHike FiddleheadRollUps FernLeafletReps SquatToWaterFerns SpiralCrunchFern ForestFernYogaFlow ArmCirclesLikeAFern',
    funny:
      'DramaticFernSkit RealOrFakeFern TalkToYourFern FussyFernDiaries MyFernHatesMe VideoCallFernCameo BostonFernBreakup PlantParentFernPanic',
    prank:
      'FakeFernSwap FernInTheirHood FernJungleOvernight SneakyFernDisguise WaterThisFernDaily PressedFernBookSurprise FernInTheFridge FernPhotobombSelfie',
    educational:
      'FernSporeHunt FernsOlderThanDinos HowFiddleheadsUnfurl FernFractalMath FernLookalikeQuiz LifeCycleOfAFern ClayFernFossil CountTheFernLeaflets',
    cooking:
      'FernLeafCookies FernStencilCake FernFrondCupcakes DillFernFocaccia FernPatternLatteArt ChocolateFernBark GreenIcingFernBiscuits KiwiSliceFernTart',
    travel:
      'FernForestWalk TreeFernTrail FerneryGreenhouseVisit FernCanyonRoadTrip MistyFernValley DinoEraFernPark FernSketchJournal HiddenFernGrove',
    fashion:
      'FernPrintFitCheck PressedFernEarrings CyanotypeFernTee FernEmbroideredJacket FernCrownBoho FernFrondNailArt EyeshadowInFernGreen SilkScarfFernPattern',
    wellness:
      'MistYourFern FernForestBathing FernBathroomSpa UnfurlLikeAFern FernCornerReadingNook SundayFernCare FernRepotReset DeskFernDeepBreath',
    speed:
      'FernRepotRace FernLeafletCount NameThatFernBlitz SpotTenFernsFast FernWreathRush FernTerrariumDash JigsawFernSpeedrun PottedFernRelayRun',
    music:
      'FernRustleASMR SingToYourFern ForestFernLoFi UnfurlingFernCrescendo FerneryAcousticCover DinoFernSoundtrack RainOnTheFerns GreenhouseFernJam',
    tech: 'BarnsleyFernCode FernGrowthTimelapse FernMacroShot FernIDAppTest Fern3DScan PhoneWallpaperFern AskAIToDrawAFern ReverseFernUnfurl',
    pet: 'CatSafeFernCorner FernJunglePeekaboo AsparagusFernWarning ReptileFernTank BostonFernKittyNap DogPortraitInFerns PuppyZoomiesPastFern FernShadowChase',
    gaming:
      'FernJungleBuild PrehistoricForestRun DinoFernTag FernSpotterBingo HideAndSeekInFerns FernTreasureHunt GuessTheFernByLeaf FernFrondDuel',
  },
  pinecone: {
    dance:
      'PineconeFreezeDance SquirrelPineconeScurry PineconeOpenUp PineconeMicDrop WinterPineconeWaltz ForestPineconeShuffle PassThePineconeCircle LumberjackPineconeStomp',
    fitness:
      'PineconePickupSquats PineconeTossTarget ZigZagPineconeDrill PineconePlankTransfer PineconeShuttleRun HikeForPinecones OneLegPineconeReach BackyardPineconeBootcamp',
    funny:
      'PineconeOrHedgehog PineconeWeatherReport SquirrelPineconeHeist PineconeGetsAName PocketsFullOfPinecones MomsPineconeDecor PineconeMovieTrailer DadRatesPinecones',
    prank:
      'FakeHedgehogPinecone PineconeGnomeSurprise GooglyEyePinecones PineconeGiftBoxNest IsItPineconeOrCake PineconeArmyOnDesk PineconeTrailToSnack ScentedPineconeDrawer',
    educational:
      'PineconeWaterTest FibonacciPinecones PineconeSeedHunt MaleVsFemalePinecones NameThatPineconeTree PineconeHelicopterDrop WhoAteThisPinecone MeasureAPinecone',
    cooking:
      'ChocolatePineconeCake PineconeCheeseBall AlmondScalePinecones PineconeBreadRolls PineconeCupcakeToppers PullApartPineconePizza SnowyPineconeCookies PineconeGranolaBark',
    travel:
      'GiantPineconeFind PineconeHuntHike PineForestPhotoWalk AutumnPineconeCabinTrip PineconeBackyardSafari ChristmasMarketPinecones PineconeTrailPicnic SnowyPineconeStroll',
    fashion:
      'PineconeCrownLook PineconeEarrings WoodlandFairyFit PineconeLapelPin PineconeBrownPalette ScaledPineconeSkirt FairIslePineconeSweater CozyCabinPineconeLayers',
    wellness:
      'PineconeGroundingWalk CinnamonPineconeReset PineconeGratitudeTree PineconeFootMassage PineconeBirdFeeder SlowPineconeSketching GiftAPineconeGarland CalmCornerPinecones',
    speed:
      'PineconeSpoonRelay PineconeBucketToss SixtySecondPinecones PineconeSortBySize PineconeStackTower BlindfoldPineconeHunt RollAPineconeRace SquirrelPineconeScramble',
    music:
      'PineconeScratchBeat PineconeShakerJam ForestFindsPercussion KaraokeWithAPinecone PineconeChimeMobile CarolWithPinecones LoFiPineconeLoop CracklingPineconeASMR',
    tech: 'PineconeTimelapse MacroLensPinecone PineconeWeatherStation PhotoScanPinecone CodeAFibonacciPinecone PineconeStopMotion AppIDsMyPinecone SlowMoPineconeBounce',
    pet: 'CatVsPinecone AutumnPetPhotoShoot PineconesArentDogToys PineconeFeederBirdTV PineconeFramePuppyPic HedgehogMeetsPinecone PineconeDecorOutOfReach ParrotPineconeForage',
    gaming:
      'PineconeTicTacToe AcornsVsPinecones BowlAPineconeStrike PineconeKickGolf PineconeMancala PineconeScavengerBingo SquirrelSaysPinecone BocceWithPinecones',
  },
  crow: {
    dance:
      'CrowStrut CrowHopShuffle FlockOfCrowsFlashMob CrowHeadBob ShinyThingCrowTwirl CrowCawBeatDrop GothCrowStomp WingsLikeACrowSway',
    fitness:
      'CrowPoseHold CrowHopDrill CrowToChaturanga FlyingCrowBalance AsTheCrowFliesRun DeepSquatCrowWalk SideCrowChallenge ThirtyDaysToCrow',
    funny:
      'CrowImpression JudgmentalCrowSkit CrowGossipDub GrudgeHoldingCrow MyFriesVsTheCrow GiftFromMyCrowFriend CrowAlarmClock CrowCourtDrama',
    prank:
      'PlasticCrowPhotobomb FakeCrowOnTheSill CrowCawRingtone ShinyGiftFromTheCrow TinyCrowPlushSpy CrowDrawingBookmark CrowSilhouetteShadow EditACrowInTheirPhoto',
    cooking:
      'SpookyCrowCookies CrowNestCupcakes ScarecrowSnackBoard MidnightCrowCake BlueberryCrowTarts CrowShapedPancakes BlackSesameCrowBuns CrowChocolateBark',
    travel:
      'CrowSpottingWalk CityCrowSafari DuskCrowRoost RoadTripCrowCount BeachCrowWatch FarmlandCrowTrail SunriseCrowChorusHike CrowSketchEveryTown',
    fashion:
      'AllBlackCrowFit CrowCharmEarrings CrowWingEyeliner IridescentCrowSheen ShinyCrowTreasureRings CrowPrintScarf CrowQueenCape VelvetCrowBlazer',
    wellness:
      'CrowWatchingMinute CrowGratitudeWalk BackyardBirdBreak CuriousAsACrow ListenForCrowsMorning CrowSketchJournal SunsetCrowSilhouettes PhoneDownLookUpCrows',
    speed:
      'CrowSpottingRace CrowOrRavenQuickfire ScarecrowSpeedBuild BeatTheCrowPuzzle CrowStickToolGrab AesopCrowPebbleDash CrowsOnAWireCount CawCopycatCrow',
    music:
      'CrowCallRemix CawAlongChorus GothCrowBallad CrowClickRhythm CrowsOnWiresMelody BeatboxLikeACrow CrowLullabyAtDusk HauntedCrowPiano',
    art: 'CrowSilhouetteArt InkCrowSketch CrowWatercolorStudy OrigamiCrow ShinyTrinketCrowCollage ClayCrowFigure StencilCrowTote CrowOnABranchDoodle',
    tech: 'CrowFeederCam CrowCallIDTest CrowSlowMoTakeoff AICrowCawTranslator LogCrowSightingsApp CrowStopMotionPuppet ZoomLensCrowPhoto SpectrogramOfACrow',
    pet: 'CrowWindowWatch WalkiesCrowCount CrowPlushFetch ParrotMimicsCrow CrowKickerToy CatChattersAtCrows CrowFlyoverHeadTilt CalmPastTheCrows',
    gaming:
      'CrowNestBuild CrowMemoryFaces BlindfoldCrowCallGuess TierListOfGameCrows EscapeRoomCrowPuzzle CrowStealTheShiny CrowTagAtDusk PaperPlaneCrowFlight',
  },
  bat: {
    dance:
      'BatWingDance BatCaveRave HalloweenBatShimmy FruitBatFlutter BatMonsterMash MoonlightBatTwirl LittleBrownBatHop DuskBatSwoop',
    fitness:
      'BatSwoopSquats NightBatWalk WingspanBatArmCircles BatDiveBurpees BatFlutterKicks FruitBatReachStretch HalloweenBatHIIT BatCaveCrawl',
    funny:
      'BatImpression BatRoommateSkit SleepScheduleOfABat UpsideDownCouchBat BatEcholocationFail FruitBatFoodCritic BatGoesToBrunch VeggieVampireBat',
    prank:
      'PaperBatDoorSwarm SneakyBatStickers WindowBatSilhouettes BatModeUpsideDownRoom BatsInTheFridge BatFlashlightShadow BatPlushOnTheirPillow OrigamiBatLunchNote',
    cooking:
      'BatCookieDecorating BatPancakeArt SpookyBatCupcakes FruitBatSalad ChocolateBatPops PizzaBatCutouts BrownieBatBites TortillaBatChips',
    travel:
      'BatBridgeAtDusk BatCaveTour GuidedBatWalk BatSanctuaryVisit NocturnalHouseBats LocalParkBatSpotting BatBoxTrailHunt SummerNightBatPicnic',
    fashion:
      'BatwingSleeveFit BatEarHeadband BatPrintLeggings GothBatEarrings BatCollarBlouse VampireBatCape NailArtWithBats HalloweenBatOOTD',
    wellness:
      'DuskBatGazing SlowBatNightWalk NocturnalWindDown BuildABatBox SleepInLikeABat BatModeLightsOff BatFriendlyGarden LegsUpBatPose',
    speed:
      'PaperBatFlightRace BatHouseSpeedBuild BatFactBlitz BatOrBirdQuickfire DecorateWithBatsDash OrigamiBatFoldOff HowManyBatsIn60 BatWingFlapCount',
    music:
      'BatSqueakRemix EchoLoopJam SpookyBatSynth BatsInTheBelfryBells NightBatLullaby BatHalloweenOrgan ClickLikeABatBeatbox CaveBatChorus',
    art: 'OrigamiBat BatMoonSilhouette PaperBatGarland BatHandprintArt TPRollBatCraft BatNightPainting ChalkBatMural DrawAFruitBat',
    tech: 'BatDetectorTest BatHouseCam UltrasonicBatSounds NightModeBatVideo BatFlightSlowMo CodeABatSonar MapBatSightingsApp AnimateAFlyingBat',
    pet: 'CatVsBatToy SpookyPetPortrait BatPlushTugOfWar DuskIndoorsForBats ZoomiesBatMode PuppyPhotoBatBackdrop HamsterNightShiftBat BatCaveBlanketFort',
    gaming:
      'BatCaveSpeedrun BatSwarmDodge BatAndMothGame FlashlightBatTag BatMemoryMatch PinWingsOnTheBat SpookyBatBingo HideAndSqueakBats',
  },
  rhino: {
    dance:
      'RhinoStomp HeavyRhinoTwoStep RhinoAndOxpeckerDuet RhinoBalletRecital BabyRhinoZoomies SafariRhinoShuffle TiptoeLikeARhino SavannaRhinoSway',
    fitness:
      'RhinoChargeSprints RhinoCrawl RhinoWallPush RhinoPlankHold CalfRaisesLikeARhino HeavyweightRhinoSquats SafariRhinoCircuit SaveTheRhinosRun',
    funny:
      'RhinoEntrance RhinoImpression UnicornCousinRhinoSkit ClumsyRhinoChinaShop RhinoNeedsGlasses RhinoDatingProfile GrumpyMorningRhino YogaClassRhino',
    prank:
      'HiddenRhinoToy RhinoMaskReveal RhinoPlushPhotobomb MiniRhinoParade RhinoInTheBathtub RhinoFootprintTrail UnicornToRhinoSwap PartyHatRhinoHorn',
    cooking:
      'RhinoPancakeArt RhinoCakePops SafariSnackBoard RhinoBentoBox CroissantRhinoHorns RhinoMudPuddingCups SandwichRhinoCutouts IcedRhinoCookies',
    travel:
      'RhinoSpottingSafari RhinoSanctuaryVisit ZooRhinoKeeperTalk WildlifeParkRhinos RhinoStatueHunt MuseumRhinoSkeleton WhiteRhinoBucketList RhinoSketchDayTrip',
    fashion:
      'SafariStyleOff RhinoGrayLayers RhinoCharmBracelet RhinoHornHairBun RhinoPrintTee CustomRhinoSneakers ConservationRhinoPin MonochromeRhinoLook',
    wellness:
      'RhinoMudMask ThickSkinLikeARhino SavannaSunsetCalm RhinoBuddyCheckIn GentleGiantRhino RhinoPowerNap OneGoalRhinoFocus SpaDayForARhino',
    speed:
      'RhinoChargeRace OutrunARhino RhinoDrawIn10Seconds RhinoPuzzleSpeedrun RhinoOrHippoBlitz PinTheHornOnARhino SafariToyRhinoHunt SaveTheRhinoRelay',
    music:
      'RhinoStompBeat RhinoRumbleBass SafariDrumJam RhinoSnortRemix TubaRhinoSolo HeavyMetalRhino RhinoChargeDrumroll SaveTheRhinoAnthem',
    art: 'RhinoClaySculpture DrawARhinoFromMemory RhinoInkPortrait PaperMacheRhino SunsetRhinoSilhouette CardboardRhinoHead RhinoPointillism OrigamiRhino',
    tech: 'SafariCamSpotting RhinoTrackerMap ARRhinoInMyRoom RhinoStopMotionClay GreenScreenWithARhino RhinoPixelArtApp DigitalRhinoDrawing RhinoFactChatbot',
    pet: 'RhinoPlushFetch ZoomiesLikeARhino BulldogOrRhino RhinoBeetlePet SqueakyRhinoToy MuddyPupRhinoMode DogMeetsRhinoStatue CatVsRhinoFigurine',
    gaming:
      'RhinoRescueMission SafariParkBuild RhinoHornRingToss BlindRhinoTag AnimalCharadesRhino RhinoTriviaShowdown StackTheRhinos ConservationQuestRhino',
  },
  leopard: {
    dance:
      'LeopardPounceDance LeopardPrintShuffle JungleCatGroove SnowLeopardSlide LeopardCatwalkStrut SlowStalkLeopardSteps TailSwishLeopard SpottedLeopardSalsa',
    fitness:
      'LeopardCrawlChallenge LeopardPounceJumps BigCatCoreFlow SnowLeopardHike LeopardSprintIntervals LeopardStalkLunges StretchLikeALeopard RockyLeopardStepUps',
    funny:
      'LeopardImpression LeopardPrintOverload LeopardChangingSpotsSkit HouseCatThinksLeopard LeopardSofaCamouflage LazyTreeNapLeopard SnowLeopardTailScarf WhereIsTheLeopard',
    prank:
      'LeopardPrintSwap HiddenLeopardPlush LeopardOnesieReveal LeopardSpotStickers SneakyLeopardTail EditALeopardInPhoto LeopardLunchboxSurprise FollowTheLeopardPaws',
    cooking:
      'LeopardPrintBread LeopardSpotCake SpottedSwissRoll LeopardMacarons LeopardSugarCookies SnowLeopardCupcakes PancakeArtLeopard ChocolateBarkLeopard',
    travel:
      'LeopardSafariDrive SnowLeopardTrek BigCatSanctuaryVisit ZooLeopardExhibit LeopardPrintSuitcase AmurLeopardSpotting AfterDarkLeopardTour LeopardPostcardsHome',
    fashion:
      'LeopardPrintStyleOff LeopardAccentOutfit SpotsAndStripesMix LeopardScarfFiveWays SnowLeopardGrayLook LeopardFreckleMakeup ThriftedLeopardCoat MomsLeopardClosetRaid',
    wellness:
      'LazyLeopardNap LeopardLoungeStretch SlowLikeALeopard LeopardQuietFocus SnowLeopardCozyNight LeopardSunbathBreak LeopardSpotsJournal SelfCareLeopardRobe',
    speed:
      'FindTheLeopardIn10 LeopardDashRelay LeopardSpotPaintRace LeopardOrCheetahBlitz LeopardPuzzleRush SpeedDrawALeopard HiddenToyLeopardHunt CatchLikeALeopard',
    music:
      'LeopardGrowlRemix LeopardRoarBeatDrop JungleCatJam SnowLeopardLullaby SneakyLeopardBassline LeopardSawCallCopy JazzyLeopardSax LeopardSafariSoundtrack',
    art: 'DrawLeopardPrint LeopardNailArt LeopardEyePortrait SnowLeopardCharcoal FingerprintLeopardSpots LeopardPaperCollage HiddenLeopardCamouflage ClayLeopardSculpt',
    tech: 'LeopardCameraTrap LeopardDeskSetup SpotsPatternCode LeopardPrintWallpaper LiveLeopardCam SlowMoHouseLeopard AIMatchesLeopardFaces LeopardAnimationLoop',
    pet: 'MiniLeopardPose LeopardPounceTest HouseCatStalkMode BengalVsLeopardSpots LeopardGeckoHomeTour LeopardPrintPetBed ChaseTheLeopardPlush MyLeopardTortoise',
    gaming:
      'LeopardStealthRun SnowLeopardQuest JungleCatSpeedrun LeopardFootstepsGame PounceTagLeopard SpotTheLeopardPuzzle LeopardCamoHideSeek LeopardOrJaguarTrivia',
  },
  skunk: {
    dance:
      'SkunkStompDance SkunkTailShuffle BlackAndWhiteStrut SkunkHandstandFreeze SkunkFunkGroove SmellYouLaterSkunk StripedSkunkSlide MoonlitSkunkWaltz',
    fitness:
      'SkunkHandstandHold SkunkStompCardio BackyardCritterCircuit SkunkSprintIntervals SkunkTailLegRaises NosePinchSkunkPlank BackwardsSkunkWalk StripedSkunkSquats',
    prank:
      'PlushSkunkSurprise StripedSockSkunkPuppet SkunkOnThePorch SkunkWarningSign SkunkPhotobombEdit LaundryBasketSkunk RoseScentedSkunkSpray WelcomeHomeSkunk',
    educational:
      'WhySkunksStomp SkunkSmellScience HowFarCanSkunksSpray WarningColorsSkunk SkunkTomatoJuiceMyth SkunkTrackID SpottedSkunkHandstand SkunksEatPests',
    cooking:
      'SkunkStripeCookies SkunkCakePops MarbleLoafSkunk SkunkPancakes IceCreamSkunkSandwich SkunkTailSwissRoll RiceBallSkunkBento ChocolateVanillaSkunk',
    travel:
      'SkunkSpottingWalk CampgroundSkunkWatch NightCritterHike WildlifeRescueSkunk SkunkCabbageBoardwalk ZooSkunkEncounter SkunkSafeCampsite SkunkTrailTracks',
    fashion:
      'SkunkStripeHair MonochromeFitCheck SkunkHoodieLook SkunkTailScarf FluffySkunkSlippers SkunkPatternPajamas BlackAndWhiteSkunkNails CozySkunkOnesie',
    wellness:
      'BoundariesLikeASkunk SkunkStompRelease MoonlitBackyardCalm SkunkPauseBeforeSpray SmellTheRosesNotSkunks SkunkJournalVent CozySkunkBurrowNap NightSkySkunkStroll',
    speed:
      'SkunkTag OutrunTheSkunk HoldYourNoseRelay SkunkOrRaccoonBlitz DodgeTheSkunkMist SkunkStripeSpeedPaint SkunkPuzzleDash PlushSkunkPassRace',
    music:
      'SkunkFunkJam SkunkStompBeat SmellYouLaterSong StinkyBluesSkunk SkunkPianoKeys SkunkTheMusical MoonlightSkunkSerenade ChorusOfSkunks',
    art: 'SkunkRockPainting SkunkPompomCraft SkunkSockPuppet HandprintSkunk PaperPlateSkunk InkBlotSkunk CharcoalSkunkSketch FeltSkunkPlushie',
    tech: 'SkunkTrailCam SkunkOrCatAITest NightVisionSkunk StopMotionSkunkWalk SkunkFilterSelfie DoorbellVideoSkunk CodeASkunkGame PixelArtSkunk',
    pet: 'SkunkPlushFetch BlackAndWhitePetPose SkunkedDogBathHack SkunkCheckBeforeWalkies TuxedoCatSkunkTwin FerretOrSkunk SkunkToyTugRope HoodedRatSkunkLook',
    gaming:
      'SkunkStealthRun SkunkRaccoonHeist BackyardCritterQuest SkunkFreezeTag SkunkSprayDodgeball HotPotatoSkunk PinAStripeOnTheSkunk TheSkunkDiceGame',
  },
  beaver: {
    dance:
      'BeaverTailSlap BeaverBoogie LogRollShuffle BusyBeaverStep BeaverDamLineDance ChompingBeaverGroove PaddlingBeaverSway CanadianBeaverJig',
    fitness:
      'BeaverLogCarry BeaverStickSquats DamBuilderCircuit BusyBeaverHIIT BeaverSlapBurpees BeaverPaddleKicks TimberBeaverWoodchops BranchDragBeaverPull',
    funny:
      'BeaverHomeMakeover BeaverImpression BeaverContractorQuote BeaverVsLeakyFaucet BusyBeaverBurnout DentistVisitBeaver FurnitureCriticBeaver LogCabinBeaverRealtor',
    prank:
      'FakeBeaverTeeth HiddenBeaverPlush StickFortSurprise BeaverDamInTheHallway BeaverRearrangedTheDesk BeaverWoodChipTrail BeaverNoteInLunchbox CardboardBeaverCutout',
    cooking:
      'BeaverTailPastry BeaverLodgeCake PretzelLogDam BeaverFaceCookies BeaverPancakes MapleBeaverTreats CanadianBeaverPoutine StickSnackBeaverMix',
    travel:
      'BeaverPondHike BeaverSpottingAtDusk BeaverDamFind ChewedTreeBeaverHunt NatureCenterBeavers RiverWalkBeaverSigns CanadaBeaverBucketList BeaverMarshBoardwalk',
    fashion:
      'BeaverCostumeFit BeaverBrownLayers CozyBeaverFlannel BeaverEarBeanie BeaverPrintSocks CabincoreBeaverLook WoodGrainBeaverNails CanadianTuxedoBeaver',
    wellness:
      'NotBusyAsABeaver BeaverPondStillness CozyLodgeNight BeaverNookReset OneStickBeaverGoals BeaverTeamworkCheckIn NatureTrailBeaverSpotting BeaverFamilyDinner',
    speed:
      'BeaverDamSpeedBuild BeaverLogRollRace BeaverStickSortDash BeaverTailRelay QuickfireBeaverQuiz TwigTowerBeaver BranchCarryBeaverRun BusyBeaverCleanup',
    music:
      'BeaverTailSlapBeat BeaverChompASMR LogDrumJam BusyBeaverWorkSong BeaverPondSoundscape BeaverBanjoHoedown WoodBlockBeaverRhythm LumberjackBeaverDuet',
    art: 'BeaverStickSculpture BeaverDamDiorama DrawABeaverLodge PaperBagBeaverPuppet CardboardTubeBeaver BeaverWatercolor BeaverTeethMask LeafCollageBeaver',
    tech: 'BeaverLodgeCam BeaverDamSatelliteSpot BeaverTimelapseBuild StopMotionBeaverClay CodeABeaverGame GreenScreenBeaverPond BeaverFactsPodcast AnimatedBeaverGIF',
    pet: 'BeaverPlushFetch HamsterBeaverMode BunnyChewStickTest GuineaPigBeaverTeeth WillowLogBeaverToy DogBedBeaverDam BeaverStyleNestShred BeaverLodgeCatCave',
    gaming:
      'BeaverColonyBuild BeaverFloodSurvival BeaverPickUpSticks BeaverBingo TwigDamBeaverContest NatureCharadesBeaver SlapjackBeaverTail TowerToppleBeaver',
  },
  chipmunk: {
    dance:
      'SpedUpChipmunkDance ChipmunkScurry TailFlickGroove ChipmunkStashShuffle ChipmunkChirpStep StripedChipmunkHop NutcrackerChipmunk ChipmunkCheekPuffPose',
    fitness:
      'ChipmunkScurrySprints ChipmunkBurrowCrawl AcornSquatCollect ChipmunkStashCarry ChipmunkDigBurpees HopscotchChipmunk TreeStumpChipmunkSteps ZigzagChipmunkDash',
    prank:
      'ChipmunkVoiceGoodMorning ChipmunkStashSurprise ChipmunkPlushPeek AcornTrailChipmunk ChipmunkSizedSnacks BirthdayChipmunkSong SecretCodeChipmunkNote FeederChipmunkDecoy',
    educational:
      'HowChipmunksHibernate ChipmunkCheekFacts ChipmunkBurrowMap ChipmunkVsSquirrel ChipmunkAlarmCalls ForestPlantingChipmunks StripeCountChipmunk WinterStashMathChipmunk',
    cooking:
      'ChipmunkTrailMix ChipmunkCupcakes StripedChipmunkSwissRoll AcornChipmunkCookies ChipmunkPancakes SeedyChipmunkBites HomemadeChipmunkNutButter ChipmunkSnackPlatter',
    travel:
      'ChipmunkSpottingHike ChipmunkTrailCount ParkCritterWalk CampsiteChipmunkVisitors ChipmunkPicnicCrash ChipmunkPhotoSafari MountainChipmunkLookout StoneWallChipmunks',
    fashion:
      'ChipmunkEarHeadband ChipmunkStripeFit ChipmunkCheekBlush ChipmunkPrintSweater AcornChipmunkEarrings CozyChipmunkCardigan FluffyChipmunkKeychain AutumnChipmunkPalette',
    wellness:
      'ChipmunkWatchBreak ChipmunkGratitudeStash PorchMorningCalm HealthySnackChipmunkPrep PuffedCheekChipmunkBreath ChipmunkNapSeason HibernateLikeAChipmunk QuietYardChipmunkSit',
    speed:
      'ChipmunkScurryRace ChipmunkStashRelay AcornGrabSprint NutSortChipmunk ChipmunkTongsTransfer GuessTheChipmunkSong ChipmunkPeanutHunt HideTenTreatsChipmunk',
    music:
      'ChipmunkVoiceCover ChipmunkChirpRemix SpedUpSingAlong ChipmunkHolidayCarol ChipmunkTrioHarmony SlowedDownChipmunk AcousticChipmunkBallad DuetWithAChipmunk',
    art: 'ChipmunkRockPainting ChipmunkFeltCraft AcornCapCritters PineconeChipmunkFigure ChipmunkSketchStudy WatercolorChipmunk ChipmunkFingerPuppet PaperPlateChipmunk',
    tech: 'ChipmunkVoiceFilter ChipmunkTrailCam PitchShiftTest ChipmunkSlowMoStash StopMotionChipmunkDig ZoomLensChipmunk AnimateAChipmunk BeatMakerChipmunkLoop',
    pet: 'ChipmunkWindowWatch ChipmunkVoiceHeadTilt HamsterCheekCheck CatVsChipmunkVideo ChipmunkPlushSqueak LeashPastChipmunks TreatStashLikeAChipmunk BunnyChipmunkLookalike',
    gaming:
      'ChipmunkNutQuest ChipmunkHeistRun ChipmunkStashHunt BurrowTagChipmunk MemoryChipmunkGame ChipmunkVoiceTrivia AcornTossChipmunk SnakesAndLaddersChipmunk',
  },
};
