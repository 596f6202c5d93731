import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'fire hydrant': {
    dance:
      'FreezeLikeAHydrant FireHydrantShuffle DoTheFireHydrant HydrantKickLine ShortAndStoutHydrant DuetWithAHydrant RedHydrantRobot TwoStepToTheHydrant',
    fitness:
      'FireHydrant100 TenMinuteHydrants FeelTheHydrantBurn FireHydrantLadder PlankToFireHydrant HydrantFaceOff AdBreakHydrants 30DayFireHydrant',
    prank:
      'HydrantPlushOnCouch StayHydranted ToyHydrantInTheFridge HydrantFactAmbush IsThisHydrantCake PaperHydrantDeskSurprise HydrantPhotobomb TinyHydrantInvasion',
    educational:
      'GuessTheHydrantCity HydrantCapColorQuiz ExplainHydrantsIn60 FireHydrantTrueOrFalse WhoInventedTheHydrant LabelAFireHydrant FindYourNearestHydrant 3FireHydrantFacts',
    cooking:
      'FireHydrantCookies FireHydrantCakePops RedVelvetHydrant StayHydrantedLemonade PancakeFireHydrant HydrantBentoBox MiniHydrantMuffins DecorateAHydrantCupcake',
    travel:
      'PaintedHydrantHunt FireHydrantPhotoWalk OneHydrantPerCity OldestHydrantInTown HydrantSpottingRoadTrip HydrantPostcardSwap HydrantSelfieAbroad RateTheLocalHydrants',
    fashion:
      'HydrantColorMatch DressLikeAHydrant HydrantRedHeadToToe FireHydrantFitCheck LookbookByTheHydrant ThriftTheHydrantLook HydrantRunwayWalk PaintedHydrantPrints',
    wellness:
      'MindfulHydrantWalk HydrantSpotAndSmile HydrantGratitudeStop FireHydrantHipStretch BreatheAtEachHydrant HaikuForEveryHydrant CountHydrantsNotSheep ColorInAHydrant',
    speed:
      'HydrantRepCountdown HydrantSpottingRace FireHydrantQuickDraw RedCupHydrantStack PaperHydrantIn60 HydrantColorSortBlitz SpeedDressAsAHydrant JigsawHydrantSprint',
    music:
      'HydrantDrumSolo FireHydrantFreestyle HydrantJingle LonelyHydrantBlues BeatboxByTheHydrant LullabyForAHydrant LoveSongToAHydrant HeavyMetalHydrant',
    art: 'DrawAHydrantFace HydrantPortraitShoot ClayHydrantSculpt HydrantPopArt OneLineFireHydrant ChalkHydrantMural HydrantMascotDesign PaperMacheHydrant',
    tech: 'SelectAllHydrants MapEveryHydrant HydrantStopMotion HydrantPhotoGlowUp HydrantTimelapse AskMyPhoneAboutHydrants HydrantGreenScreen AIRemixesMyHydrant',
    pet: 'HydrantPupPhotoOp HydrantSniffReview PlushHydrantUnboxing WalkiesHydrantTally SitStayAtTheHydrant DIYHydrantTugToy CatMeetsAMiniHydrant MyDogsFavoriteHydrant',
    gaming:
      'PropHuntHydrant HydrantBingo PixelHydrantBuild ISpyAHydrant CardboardHydrantRingToss HydrantTicTacToe MemoryMatchHydrants HydrantCharades',
  },
  palace: {
    dance:
      'PalaceBallroomWaltz BowAndCurtsyCombo PalaceGuardMarch BollywoodPalaceDance MidnightPalaceSpin GrandPalaceEntrance TangoThroughThePalace PalaceStatueFreeze',
    fitness:
      'RoyalGuardPlank PalaceCurtsyLunges HighKneePalaceMarch PalaceThroneDips PalacePostureWalk PalaceTourStepCount RunThePalaceGardens CrownBalancePalace',
    funny:
      'PalaceTourOfMyHouse PalaceEtiquetteFails PerfectThePalaceWave PalaceBanquetMishaps PalaceDocumentaryVoice PeasantVsPalaceLife RingForThePalaceButler DramaticPalaceArrival',
    prank:
      'PalaceBreakfastInBed RedCarpetHomecoming PalaceGuardAtTheDoor PalaceDecreeOnTheFridge PalaceButlerForADay KazooFanfarePalace SurprisePalaceMakeover HeraldOfThePalace',
    educational:
      'WhoLivedInThisPalace PalaceArchitectureQuiz CastleOrPalace GuessThePalaceRooms PalaceFactsIn60 PalaceTimelineOrder WherePalaceComesFrom PalaceInFiveLanguages',
    cooking:
      'PalaceBanquetRecreate PalacePastryTower RoyalTeaSandwiches GingerbreadPalace CookLikeAPalaceChef HistoricPalaceRecipe PalaceWorthyPancakes FitForAPalaceDinner',
    fashion:
      'PalaceGardenFitCheck PalaceBallGownDIY RoyalPortraitRecreate PeasantToPalaceGlowUp ThriftedPalaceLook PalaceHallwayRunway CrownAndCapePalace PearlsForThePalace',
    wellness:
      'TreatYourselfRoyally PalaceBathRitual PalaceGardenStroll PillowPalaceNap SundayPalaceReset PalaceTeaForOne VisualizeYourPalace PalacePamperHour',
    speed:
      'PillowPalaceIn5 PalaceTriviaRace PalaceBlockBuildBlitz HouseOfCardsPalace PalaceGuardQuickChange PalaceJigsawSprint SugarCubePalaceDash FoldAPaperPalaceFast',
    music:
      'RoyalFanfareRemix PalaceBallroomCover PalaceHallwayEcho WaltzForThePalace PalaceChoirOfOne PalaceDoorbellChime PlaylistForMyPalace HumThePalaceAnthem',
    art: 'PalacePencilSketch DreamPalaceDesign SugarCubePalace PalaceTileMosaic CardboardPalaceBuild StainedGlassPalace PopUpPalaceCard PalaceCeilingFresco',
    tech: 'PalacePanoramaShot VirtualPalaceTour AIDesignsMyPalace MakeAPalaceAudioGuide PalaceCallBackground ColorizeOldPalacePhotos PalaceTimelapse PalaceSatelliteView',
    pet: 'CardboardCatPalace PetPalaceTour PalaceGuardPup HamsterPalaceBuild BunnyPalaceMakeover PalaceTreatHunt PillowFortPalaceNap DogBedPalaceUpgrade',
    gaming:
      'PalaceBuildOff PalaceEscapeRoom PalaceMysteryNight PalaceChessDuel PillowFortPalaceQuest WhoStoleThePalaceCrown RoyalRiddlesPalace DesignAPalaceBoardGame',
  },
  windmill: {
    dance:
      'BreakdanceWindmill WindmillArmsOnTheDrop WindmillSpinCombo WindmillClogStomp SlowMotionWindmill WindmillMirrorDuet FamilyWindmillChain FreezeMidWindmill',
    fitness:
      'WindmillWarmUp WindmillToeTouch WaterBottleWindmills 30SecondWindmills WindmillSquatCombo PartnerWindmillSync DeskBreakWindmills WindmillRepLadder',
    funny:
      'HumanWindmill WindmillWhenExcited DonQuixoteVsWindmill WindmillWaveHello WindmillGoalCelebration ArgueWithAWindmill IfWindmillsCouldTalk GrandmaRatesMyWindmill',
    prank:
      'WindmillInvasion SecretWindmillGarden FakeWindmillVacation WhoPutAWindmillHere PinwheelPathway MagicSpinningWindmill WindmillShoeSurprise WindmillOnDadsCap',
    cooking:
      'WindmillFlourLoaf WindmillPancakes SpeculaasCookieStamp TortillaWindmills WindmillFruitPlatter DutchWindmillBrunch WindmillSandwiches BakeAWindmillCake',
    travel:
      'WindmillTulipTrip NearestWindmillToMe WindmillPicnicSpot WindmillSunsetView WindmillMuseumVisit HikeToTheWindmills PostcardFromAWindmill CountWindmillsByTrain',
    fashion:
      'WindmillFitCheck BreezyDressTwirl ClogsAndWindmills WindmillWindproofLook PhotoshootByAWindmill WindmillHairFlip StyleForAWindmillTrip WindmillPrintTee',
    wellness:
      'UnwindAtTheWindmill SlowWindmillWatch WindmillBreathFlow BlowAPaperWindmill MorningWindmillStretch WindmillSoundscape WindmillWorryRelease SunsetWindmillSit',
    speed:
      'PaperWindmillIn60 FastestBladeSpin WindmillArmBlitz WindmillFlourSackRelay SpeedDrawAWindmill WindmillTriviaRace WindmillCupStackDash OrigamiWindmillSprint',
    music:
      'WindmillStrum WindChimeJam WindmillCreakBeat WhistleAWindmillTune SingInWindmillRounds WindmillMusicBox ClapTheWindmillRhythm FolkSongForAWindmill',
    art: 'PaperPinwheelCraft PaintAWindmillSunset DelftTileWindmill IcePopStickWindmill WindmillSilhouette WindmillStringArt WindmillChalkMural FoldAWindmillCard',
    tech: 'WindmillSlowMoSpin WindmillTimelapse WindmillWebcamWatch SatelliteWindmillHunt StopMotionWindmill WindmillRPMCounter CodeAWindmillAnimation VirtualWindmillVisit',
    pet: 'CatVsPaperWindmill PupAtTheWindmill WindmillTailWag TeachTheWindmillSpin PetReactsToWindmill WindmillTreatPuzzle HamsterWindmillMaze BunnyHopWindmillGarden',
    gaming:
      'WindmillHoleInOne WindmillBuildOff WindmillDoubleDutch CozyFarmSimWindmill MusicalWindmills SimonSaysWindmill PinTheBladeOnWindmill WindmillBoardGameNight',
  },
  igloo: {
    dance:
      'IglooWarmUpDance ArcticWaddle FreezeFrameIgloo SnowBootIglooStomp IglooBlizzardBop IglooDoorwayLimbo CongaIntoTheIgloo ShiveringIglooShimmy',
    fitness:
      'IglooBlockCarry SnowShovelCardio IglooEntranceCrawl IglooDomeBridge IglooJumpingJacks WarmUpTheIgloo DuckWalkIntoTheIgloo WallSitInTheIgloo',
    funny:
      'IglooRealtorTour IglooRoomService IglooHousewarming WhenTheIglooMelts IglooOneStarReview HeatwaveIglooDreams LostPenguinAtTheIgloo PillowIglooCollapse',
    prank:
      'OvernightIglooSurprise PillowIglooOnTheirBed TinyIglooInTheFreezer WhoBuiltAnIglooHere SockSnowballIgloo IglooHotelCheckIn IglooPenguinPhotobomb IglooInTheBathtub',
    cooking:
      'IglooCakeBuild CrispyRiceIgloo IglooCocoaBombs MashedPotatoIgloo IglooBreadBowl IceCreamScoopIgloo IglooBentoLunch CoconutMacaroonIgloo',
    travel:
      'SleepInAnIglooHotel GlassIglooAurora IglooVillageVisit IglooPackingList IglooDinnerDate DreamIglooGetaway SnowshoeToAnIgloo IglooWinterFestival',
    fashion:
      'IglooBuildFitCheck ArcticLayersLook IglooCozyKnits PufferLikeAnIgloo AllWhiteIglooOutfit IglooMittenMatch SnowBootsForTheIgloo IglooEarmuffsStyle',
    wellness:
      'SnowSilenceBreath BlanketIglooMeditation IglooFairyLights IglooDigitalDetox IglooHyggeNight CocoaInTheIgloo IglooGratitudeList SnugAsAnIgloo',
    speed:
      'SugarCubeIglooRace IglooBlockRelay MarshmallowIglooIn5 BeatTheIglooMelt PaperCupIglooStack IglooTriviaBlitz IglooInMittens BlanketIglooSpeedrun',
    music:
      'IglooEchoSing IglooAcousticCover IglooKaraokeNight IglooDrumCircle WinterSongInAnIgloo BeatboxInTheIgloo SnowCrunchIglooBeat ColdIglooBlues',
    art: 'IglooIceLanterns PaperPlateIgloo IglooSnowSculpt SugarCubeIgloo CottonBallIgloo AuroraOverTheIgloo IglooShadowBox SketchAnIglooVillage',
    tech: 'IglooBuildTimelapse IglooThermometerTest PhoneLightIglooGlow Igloo360Photo IglooStopMotion SpreadsheetIglooPlan RecordTheIglooEcho VideoCallFromAnIgloo',
    pet: 'PetIglooNap DogTriesTheIgloo CardboardCatIgloo PuppysFirstIgloo BunnyIglooHideout IglooForMyHamster IglooTreatHunt KittenIglooTakeover',
    gaming:
      'IglooBuildOff IglooSurvivalNight SnowBaseSpeedrun IglooTriviaQuest IglooCharades SockBallIglooToss MarshmallowIglooTower DominoIglooTopple',
  },
  greenhouse: {
    dance:
      'SproutToBloomDance GreenhouseWateringWaltz SprinklerInTheGreenhouse GreenhouseVineSway StrutTheGreenhouseAisle GreenhousePlantDuet GlasshouseMirrorMoves BumblebeeGreenhouseBop',
    fitness:
      'GreenhousePotLifts SoilBagCarry GreenhouseSquatAndPlant GreenhouseWheelbarrowWalk DigDeepInTheGreenhouse GreenhouseLungeAndWater TenMinuteGreenhouseSweat RakeAndReachGreenhouse',
    funny:
      'GreenhousePepTalk GreenhouseSoapOpera FirstTomatoReaction FoggyGlassesGreenhouse GreenhouseZucchiniFlood SaunaFaceInTheGreenhouse MyWholeGreenhouseHarvest GreenhouseSlugDetective',
    prank:
      'GreenhouseBananaCrop GreenhouseGnomeInvasion GreenhouseGooglyEyes GreenhousePotFaces TalkingGreenhousePlant FakeGiantGreenhouseMelon SecretGreenhouseMakeover FlamingoFlockGreenhouse',
    cooking:
      'GreenhouseToTable GreenhouseTomatoSauce FreshHerbPesto GreenhousePizzaToppings GreenhouseZucchiniBread SaladFromMyGreenhouse OnlyGreenhouseIngredients PickleTheGreenhouseHaul',
    travel:
      'BiggestGreenhouseVisit GreenhouseCafeHunt VictorianGlasshouseTour TropicalGreenhouseEscape GreenhouseDayTrip ButterflyGreenhouseWalk GreenhousePassportStamps OrchidGreenhouseShow',
    fashion:
      'GreenhousePhotoshoot BotanicalPrintFit GreenhouseCottagecore MatchYourGreenhouseBlooms GreenhouseOverallsLook WelliesInTheGreenhouse ThriftAGreenhouseOutfit SunHatForTheGreenhouse',
    wellness:
      'MorningPlantRitual GreenhouseRainSounds GreenhouseTeaBreak GreenhouseJournalHour TouchTheGreenhouseSoil GreenhouseGratitudeWalk UnwindInTheGreenhouse MistEveryGreenhouseLeaf',
    speed:
      'GreenhouseRepotRace SeedTrayIn5 BottleGreenhouseBuild GreenhouseWeedingBlitz NameThatGreenhousePlant GreenhouseWateringDash LabelEveryGreenhousePot GreenhouseTomatoSpeedrun',
    music:
      'GreenhousePlantConcert SingToYourSeedlings RainOnGlassBeat GreenhousePotDrumKit JazzVsRockGreenhouse GreenhouseGrowingPlaylist GreenhouseWindChimes BuzzLikeGreenhouseBees',
    art: 'GreenhouseStillLife PressedFlowerArt LeafPrintGreenhouse GreenhouseWatercolor MiniGreenhouseTerrarium StainedGlassGreenhouse BotanicalGreenhouseSketch PaintAGreenhousePot',
    tech: 'GreenhouseTimelapse GreenhousePlantIDApp AIDiagnosesMyGreenhouse GreenhouseMacroShots GreenhouseGrowthTracker QRCodeGreenhouseLabels SetAGreenhouseReminder VirtualGreenhouseTour',
    pet: 'CatGrassGreenhouse CatnipGreenhouseHarvest GreenhouseHelperDog PupGreenhouseSniffTour GreenhouseSafePlantCheck BunnyGreenhouseSalad ParrotGreenhouseVisit GreenhouseCarrotTreats',
    gaming:
      'GreenhouseFarmSim GreenhouseBuildOff CozyGardenGameTour ISpyInTheGreenhouse GreenhouseScavengerHunt GuessThatGreenhouseSeed GreenhousePlantBingo FindTheGreenhouseGnome',
  },
  mansion: {
    dance:
      'GrandEntranceStrut MansionPartyShuffle CharlestonInTheMansion MansionMusicVideo MonsterMashMansion DanceThroughTheMansion MansionBallroomTwirl MansionGalaWaltz',
    fitness:
      'ButlerTrayBalance MansionHallwayLunges CleanTheMansionCardio TenSquatsPerMansionRoom MansionStepCount MansionGardenYoga BearCrawlTheMansionLawn MansionSuitcaseCarry',
    prank:
      'ButlerForADay MansionDinnerInvite WeBoughtAMansion MansionDoorPlaque MansionGuestListOnly VelvetRopeMansion MansionDoormanBow MintOnTheMansionPillow',
    educational:
      'WhoBuiltThisMansion GildedAgeMansionQuiz NameThatMansionRoom MansionFloorPlanMath MansionOrManor MansionStyleSpotter MansionFactsIn60 GuessTheMansionPrice',
    cooking:
      'MansionHighTea MansionBrunchSpread ButlerServedDinner GingerbreadMansion NoodlesMansionStyle MansionChefForADay BudgetMansionFeast MansionDessertCart',
    travel:
      'HistoricMansionTour MansionGardenWalk MansionMuseumHop MansionHotelStay HauntedMansionVisit StrollMansionRow PostcardsFromMansions MansionRoadTrip',
    fashion:
      'OldMoneyFitCheck MansionGardenLook DressedForTheMansionGala MansionRobeAndSlippers ThriftedMansionChic MansionButlerSuit MansionTennisWhites DressCodeMansionParty',
    wellness:
      'MansionSpaNight MansionGardenStroll SlowMansionMorning MansionLibraryHour MansionGratitudeTour TeaOnTheMansionTerrace LoungeLikeAMansionHeir DeclutterMyMansion',
    speed:
      'MansionTourIn60 MansionHideAndSeekRace ButlerTrayRelay MansionCleanSpeedrun SetTheMansionTableFast MakeEveryMansionBed MansionLightsOffDash CardboardMansionBlitz',
    music:
      'MansionPianoCover MansionPartyAnthem HauntedMansionOrgan MansionRapVerse BeatboxForTheMansion DreamMansionLyrics MansionBalconySerenade FanfareAtTheMansionGate',
    art: 'DreamMansionFloorPlan CardboardMansionBuild MansionPencilSketch ShoeboxMansionDiorama PaintAMansionFacade HauntedMansionDoodle MansionMiniatureRoom MansionChalkMural',
    tech: 'DreamMansion3DModel MansionGreenScreen MansionListingPhotos VirtualMansionStaging AIRedesignsMyMansion VoiceCommandMansion MansionWalkthroughVideo MansionWifiSpeedTest',
    pet: 'PetMansionTour CardboardCatMansion DoghouseToMansion GuineaPigMansion MansionTreatTrail PamperedMansionPup HamsterMansionMaze BunnyMansionHutch',
    gaming:
      'MansionBuildOff MansionMysteryGame HauntedMansionSpeedrun MansionSardines FloorIsLavaMansion MansionTreasureMap PropHuntInTheMansion FindTheSecretMansionRoom',
  },
  apartment: {
    dance:
      'ApartmentKitchenDance TiptoeApartmentShuffle ApartmentLivingRoomJig CondoMirrorMambo SmallApartmentBigMoves UnpackingApartmentTwirl SalsaInTheCondo SilentDiscoApartment',
    fitness:
      'NoJumpApartmentWorkout SmallSpaceCircuit ApartmentLaundrySquats ApartmentCouchDips OneMatApartmentYoga ApartmentGroceryCarry ApartmentCounterPushups BalconyApartmentStretch',
    prank:
      'ApartmentDoorBirthday ApartmentBalloonRoom ApartmentFurnitureShift GiftWrappedCondoFridge ApartmentPhotoFrameSwap TowelAnimalsInTheCondo UpsideDownApartment GlowStarsInTheCondo',
    educational:
      'FirstApartmentBudget ApartmentRedFlagSpotter CanYouAffordThisApartment ApartmentEscapePlan ApartmentLeaseQuiz StudioOrLoftApartment MeasureYourApartment FixItInMyApartment',
    cooking:
      'OnePotApartmentDinner BalconyHerbPasta ApartmentPotluckNight TinyKitchenCondoFeast RiceCookerCondoRisotto ApartmentMealPrep MicrowaveMugCakeCondo FirstApartmentRecipe',
    travel:
      'ApartmentBalconyViews ApartmentSwapHoliday LiveLikeALocalWeek ApartmentVsHotel CondoBeachWeekend TourMyTravelApartment NewCityFirstApartment TopFloorApartmentStay',
    fashion:
      'ApartmentClosetEdit ApartmentMirrorFitCheck CapsuleWardrobeCondo ApartmentElevatorSelfie LaundryDayApartmentLook BalconyCondoPhotoshoot CozyApartmentLounge ThriftedCondoStyle',
    wellness:
      'BalconyMorningRitual ApartmentCalmCorner ApartmentSundayReset OpenTheApartmentWindows ApartmentDeclutterHour CondoBathSoak WhiteNoiseApartmentSleep GratitudeForMyApartment',
    speed:
      'ApartmentCleanIn15 ApartmentUnpackRace FlatPackCondoBuild ApartmentDishesBlitz LaundryFoldApartmentDash TidyBeforeTheCondoBuzzer CondoGrocerySpeedrun BedMadeApartmentSprint',
    music:
      'ApartmentBalconyConcert QuietApartmentJam ApartmentKitchenBeatbox WindowsillCondoUkulele CondoElevatorMusic PotsAndPansApartment ThinWallsApartmentHarmony PlaylistForMyApartment',
    art: 'ApartmentGalleryWall ApartmentDioramaBuild WindowViewPainting CondoSkylineSketch MaskingTapeApartmentArt ApartmentFacadeDoodle StickyNoteApartmentMural DrawMyApartmentInOneLine',
    tech: 'ApartmentDeskSetup ApartmentWifiDeadZones ARTapeMeasureApartment ApartmentLayoutPlanner TimelapseMyCondoMakeover ApartmentCableTidy PhoneOnlyApartmentTour SplitTheApartmentBills',
    pet: 'ApartmentCatShelves PetWindowPerch ApartmentElevatorPup CatioForMyApartment TinyApartmentBigDog HallwayFetchInTheCondo CondoFishTankSetup ApartmentSnuffleMat',
    gaming:
      'DreamApartmentBuild ApartmentGameNight CozyGamingCorner ApartmentEscapeRoom ApartmentCardTournament ChessOnTheCondoBalcony TinyApartmentFloorIsLava HideAndSeekInTheCondo',
  },
  'steering wheel': {
    dance:
      'TenAndTwoDance ParkedCarDance AirSteeringWheel ToySteeringWheelTwist LeftRightSteeringWheel SteeringWheelConga CardboardSteeringWheelJig SteeringWheelChairShimmy',
    fitness:
      'DriverWristStretch SteeringWheelSquats SteeringWheelCoreTwist SteeringWheelLungeTurns AirSteeringWheelPlank SteeringWheelArmCircles BridgePoseSteeringWheel FrontRaiseSteeringWheel',
    prank:
      'SteeringWheelLoveNote CookieSteeringWheelDecoy SteeringWheelCakeReveal CouchSteeringWheelTaxi ToySteeringWheelLesson PlushDriverSteeringWheel TeddyAtTheSteeringWheel CarSeatSnackSurprise',
    educational:
      'WhyNineAndThree SteeringWheelButtonsQuiz SteeringWheelIn60Seconds WhichSideSteeringWheel TillerBeforeSteeringWheel AirbagInTheSteeringWheel SteeringWheelTrueOrFalse LabelTheSteeringWheel',
    cooking:
      'SteeringWheelCookies SteeringWheelPizza RoadTripCarCake SteeringWheelPancake PineappleSteeringWheel DonutSteeringWheel PastaSteeringWheels SteeringWheelFruitTart',
    travel:
      'LeftHandDriveAbroad SteeringWheelMuseumVisit AutoShowSteeringWheels RentalCarSteeringWheel SteeringWheelPitStop SteeringWheelSouvenirHunt ShipHelmVsSteeringWheel SteeringWheelPostcards',
    fashion:
      'SteeringWheelCoverMatch SteeringWheelManicure GraphicTeeSteeringWheel SteeringWheelGloves SteeringWheelBracelets RetroSteeringWheelLook VintageRacerSteeringWheel HoopEarringSteeringWheel',
    wellness:
      'SteeringWheelBreath SteeringWheelGratitude ParkedCarPause EngineOffSteeringWheel KeysOutSteeringWheelRest AfterWorkSteeringWheel QuietSteeringWheelMoment PreDriveSteeringWheelCalm',
    speed:
      'SteeringWheelCoverRace SteeringWheelSpeedQuiz ToySteeringWheelSlalom SteeringWheelTidyBlitz DrawASteeringWheelFast PaperSteeringWheelIn60 PitCrewSteeringWheel PassTheSteeringWheel',
    music:
      'ToySteeringWheelJingle SteeringWheelKazooSolo ParkedSteeringWheelDuet SteeringWheelAnthem SteeringWheelLullaby BoxSteeringWheelDrums AirSteeringWheelRapVerse SteeringWheelPianoCover',
    art: 'SteeringWheelCrochet SteeringWheelSketch PaperPlateWheelCraft SteeringWheelMandala CardboardSteeringWheel PaintASteeringWheelCover MacroSteeringWheelPhoto StringArtSteeringWheel',
    tech: 'SteeringWheel3DModel GyroSteeringWheelRacer CodeASteeringWheelGame ExplodedViewSteeringWheel BluetoothSteeringWheel ReactionTestSteeringWheel SteeringWheelAppMockup OldVsNewSteeringWheel',
    pet: 'SteeringWheelSnuffleMat PetCarSeatSafety HamsterSteeringWheelMaze SteeringWheelPupPainting GuineaPigSteeringWheelHut SteeringWheelTreatToy KittenSwatsSteeringWheel SteeringWheelPupcake',
    gaming:
      'SteeringWheelTimeTrial RacingWheelDriftRun CardboardSteeringWheelRig SteeringWheelKartCup RedLightSteeringWheel CouchCoOpSteeringWheel SteeringWheelGhostLap AirSteeringWheelRally',
  },
  harbor: {
    dance:
      'HarborJig HarborSunsetDance SeaShantyStomp StrutLikeAHarborGull HeaveHoHarborLine HarborLanternWaltz HarborAnchorDrop HornpipeByTheHarbour',
    fitness:
      'HarborLoopRun HarborWalkingLunges HeaveHoHarborRows HarborBucketCarry HarborBenchPushups AnchoredHarborPlank SunriseHarbourStretch SkipRopeByTheHarbor',
    funny:
      'HarborSeagullStandoff HarborBoatNameRanking SeaCaptainImpression BathtubHarborAdmiral HarborNatureDocumentary TalkLikeAHarborPirate HarborSealGossip WhenTheHarborFogRollsIn',
    prank:
      'HarborPicnicSurprise ToyFerryHarborBathtub SeagullPlushHarborCameo FakeHarborCatch HarborCaptainWelcome HarborBoatNameReveal PostcardFromTheHarbor HarborTreasureMap',
    educational:
      'HarborBoatTypesQuiz HarborHistoryWalk ReadAHarborTideChart HarborOrPort HarborSignalFlags LearnAHarborKnot BuoyColorsAtTheHarbor SeaLifeOfTheHarbor',
    cooking:
      'HarborFishTacos HarborChowderBowl DockToDish HarborLobsterRoll CrabCakesFromTheHarbor SteamedHarborMussels HarborShrimpBoil PackAHarborPicnic',
    fashion:
      'HarborWalkFitCheck HarborFishermanKnit SailorCollarLook NauticalStripesHarbor YellowRaincoatHarbor CoastalGrandmaHarbor HarborBoatShoes HarborCaptainCap',
    wellness:
      'HarborBenchBreathing HarborMorningJournal WaveWatchingPause ListenToTheHarbor HarborFogWalk HarborTeaAtDawn SlowHarbourStroll EveningHarborLights',
    speed:
      'HarborBoatCountIn60 HarborSeagullSpotQuiz HarborKnotSpeedTie StackTheHarborCargo FoldAHarborFerry BuoyColorHarborSort SignalFlagHarborBlitz HarborCupLighthouse',
    music:
      'HarborShantySingalong FoghornBeatRemix HarborBellJam HarborUkuleleSunset HarborSeagullChorus LullabyOfTheHarbor WhistleAHarborTune SerenadeTheHarborBoats',
    art: 'HarborWatercolor HarborSketchbookDay BoatReflectionPhoto SeaGlassHarborMosaic PaintTheHarborLights HarborSilhouette HarborRopeMacrame ClayHarborLighthouse',
    tech: 'HarborTimelapse HarborShipTrackerApp HarborWebcamWatch NightModeHarborShot SlowMoHarborWaves CheckTheHarborTides AIPostcardOfMyHarbor RecordTheHarborSounds',
    pet: 'PetHarborWalk HarborDogSelfie HarborPupPicnic HarborWaterBowlBreak MeetTheHarborCats LeashUpForTheHarbor EarFlapsInHarborBreeze CuddleOnAHarborBench',
    gaming:
      'HarborBuildOff HarborTycoonRun HarborFishingGame SinkTheHarborFleet ISpyAtTheHarbor HarborBoatBingo CaptainsComingHarbor BathtubHarborRegatta',
  },
  street: {
    dance:
      'StreetDanceBattle StreetCypherCircle PopAndLockStreetStyle CrewStreetChoreo BlockPartyStreetGroove StreetsAheadShuffle StreetKrumpFaceOff WaveLikeAStreetDancer',
    fitness:
      'StreetWorkoutPullups StreetStoopSquats WalkEveryStreetInTown StreetParkBenchDips PorchPushupsOnMyStreet CalisthenicsStreetPlank StreetHandstandHold NeighborhoodStreetRuck',
    funny:
      'FunnyStreetNameHunt MyStreetMovieTrailer StreetNarratorVoice StreetInterviewMyCat StreetPigeonDrama BadStreetMagician WalkingDownTheStreetLike KidReviewsStreetFood',
    prank:
      'StreetChalkCompliments BedroomStreetNameSign GrandmasStreetParade KitchenStreetBusker StreetFoodTruckAtHome FakeStreetFestival DadFallsForStreetMagic StreetInterviewMyMom',
    educational:
      'StreetNameOriginsQuiz StreetVsAvenue StreetMapReading GridOrWindingStreets WhatStreetSignsMean SayStreetIn5Languages LeafIDOnMyStreet BirdsOfMyStreet',
    cooking:
      'StreetFoodAtHome StreetTacoNight StreetCornCookoff ThaiStreetNoodles IndianStreetChaat MarketStallStreetSnacks ParisStreetCrepes SeoulStreetToast',
    travel:
      'PrettiestStreetInTown ColorfulStreetHunt CobbledStreetWalk StreetFoodCrawl StreetArtTour NarrowestStreetEver FamousStreetsBucketList NewStreetEveryWeekend',
    fashion:
      'StreetStyleFitCheck StreetwearThriftFlip StreetSnapPose StorefrontStreetLook SneakerStreetRotation StreetColorBlocking LayerUpForTheStreet TracksuitStreetGlowUp',
    wellness:
      'MindfulStreetWalk SunsetOnMyStreet WaveToYourStreet StreetBenchPause StreetLitterPickUp QuietStreetSunday ListenToYourStreet StreetFlowerSpotting',
    speed:
      'StreetSpotItIn10 StreetDoodleRush StreetViewQuickGuess StreetNameAlphabet FrontPathStreetSweep WindowWatchStreetTally MemoryMapOfMyStreet LightningStreetQuiz',
    music:
      'StreetBuskerCover StreetSoundsBeat StreetBucketDrummer PlayAStreetPiano SingYourStreetName StreetCornerHarmony FreestyleOnMyStreet CarolingDownOurStreet',
    tech: 'StreetViewTimeTravel StreetTimelapse LightTrailsOnMyStreet GPSArtOnMyStreets StreetNoiseMeterApp AIRedrawsMyStreet StreetPortraitModeShot MapTheStreetSounds',
    pet: 'SniffariOnMyStreet PetStreetStylePose StreetSmartPup DogMayorOfMyStreet WindowCatStreetPatrol StreetPawprintChalk FriendliestStreetCat RateTheStreetSmells',
    gaming:
      'StreetViewGuessGame StreetBuildOff TriviaAboutMyStreet MapMakerStreetQuest StreetBingoWalk CityBuilderDreamStreet WordSearchStreetNames StreetChessBlitz',
  },
  fisherman: {
    dance:
      'FishermanReelDance FishermanWaderWaddle CastLikeAFisherman FishermanNetThrow AnglerLineShuffle WelliesFishermanStomp TangoWithAFisherman ShantyFishermenStep',
    fitness:
      'FishermanRowWorkout FishermanCastingReps FishermanNetHaul PatientAnglerWallSit FishermanBucketCarry ReelItInAnglerCurls TackleBoxFishermanSquats BigCatchFishermanLift',
    prank:
      'FishermanRemoteReel AnglerSnackHeist FishermanDoNotDisturb FishermanCrackerTrophy TheFishermansTallTale BreakfastInFishermanGear FakeGiantCatchAngler UnderTheDoorFisherman',
    educational:
      'TieAFishermansKnot FishermanWeatherSigns AnglerCatchAndRelease FishermanMythOrFact AnglerJargonQuiz TackleBoxOfAFisherman SayingsFromFishermen GuessTheFishermanCountry',
    cooking:
      'FishermansPieNight FishermanStewPot CatchOfTheDayDinner FishermansBreakfast AnglersPackedLunch ThermosSoupForAnglers BakedCodFishermanStyle PicnicForTheFisherman',
    travel:
      'FishingVillageHop FishermanBoatTrip FishermanMarketMorning SunriseWithFishermen FishermanCottageStay LocalFishermanLesson StrollTheFishermansWharf AnglerGetaway',
    fashion:
      'FishermanSweaterFit FishermanBeanieLook FishermanSandalsStyle DressLikeAFisherman ThriftedFishermanVest BucketHatFisherman OldFishermanChic FishermanCoreLookbook',
    wellness:
      'FishermanSunriseCalm FishermanStillness MindfulCastingHour PatientLikeAFisherman FishermanLakesideJournal AnglerOfflineDay BreatheInCastOutAngler TeaBreakForTheFisherman',
    speed:
      'FishermanKnotRace FishermanBobberCountdown MagnetAnglerBlitz FishermanUntangleDash GearUpLikeAFisherman SortTheAnglersTackle RubberDuckAnglerDerby LandingNetAnglerScoop',
    music:
      'FishermansBluesCover FishermanShantySingalong ReelClickBeat FishermanHarmonicaTune LakesideAnglerLullaby BalladOfAFisherman WhistleLikeAFisherman FishermanFolkDuet',
    art: 'FishermanPortraitSketch FishermanBoatPainting FishPrintArt DesignAnAnglersLure FishermanClayFigure FishermanComicStrip NetMacrameFisherman ChalkMuralOfAnglers',
    tech: 'FishingForecastApp FishermanSlowMoCast AnglerCatchLog SpeciesIDForAnglers FishermanWeatherRadar FishermanPOVVideo MapMyFishermanSpots ScratchGameForAnglers',
    pet: 'FishermanAndHisDog CatFishingRodToy FishermansPatientPup KittenNapsNearAngler AnglersSniffWalk PortraitOfAFishermansPet FeedTheAnglersGoldfish CatSupervisesTheAngler',
    gaming:
      'FishermanSimRun FishermanRecordCatch FishermanTriviaNight HookTheDuckAnglers TallTaleFishermanBluff FishermanMemoryMatch MagnetRodAnglerPond WeekendAnglerTournament',
  },
};
