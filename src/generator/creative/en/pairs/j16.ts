import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'uber driver': {
    fitness:
      'BetweenRidesSquats UberDriverNeckRolls UberDriverStretchBreak UberDriverParkAndPlank UberDriverLunchLaps 7DayUberDriverFitDare UberDriverStepGoal',
    educational:
      'HowSurgePricingWorks UberDriverCityFacts UberDriverFuelMath UberDriverTriviaTour AskAnUberDriver WhatYourRatingMeans UberDriverPetPeeves',
    travel:
      'UberDriverHiddenGems UberDriverBestTacos AirportRunStories AskYourUberDriver UberDriverSunsetSpot UberDriverPlaysTourist UberDriverDetourDare',
    fashion:
      'UberDriverFitCheck UberDriverToDateNight UberDriverPoloUpgrade MyUberDriverGlowUp UberDriverComfyChic FiveStarDrip UberDriverUniformDay',
    speed:
      'UberDriverVacuumTimer UberDriverTrunkTetris UberDriverIs2MinutesAway UberDriverCarWashDash PickupSpotBlitz UberDriverPitStopIn60 ReadyBeforeUberDriver',
    music:
      'UberDriverRadioDJ UberDriverHumAndGuess UberDriverSingAlong UberDriverPlaylistPicks PassengerPicksTheSong WhoGetsTheAux UberDriverDuet',
    art: 'UberDriverCarToons UberDriverRouteMapArt DrawYourUberDriver UberDriverDashDoodles CarWindowPhotography BackseatSketchbook UberDriverFuzzyDiceDIY',
    tech: 'UberDriverPhoneMount UberDriverHasEveryCable UberDriverDashcamSetup WhatsOnMyUberDriverPhone UberDriverMapAppFaceOff FiveStarCarGadgets UberDriverTranslateApp',
    gaming:
      'UberDriverBackseatISpy LicensePlateAlphabet UberDriverTriviaRide GuessYourUberDriverRating GuessTheDestination UberDriverTwoTruthsOneLie UberDriver20Questions',
  },
  'ugly sweater': {
    funny:
      'UglySweaterOfficeVote UglySweaterBackstory UglySweaterPhotoFail UglySweaterFashionPolice GrandmaKnitReaction StuckInMyUglySweater UglySweaterCritic RunwayUglySweater',
    prank:
      'UglySweaterTwinDay UglySweaterGiftPrank HolidaySweaterSwap UglySweaterForTheTree SurpriseUglySweaterReveal StatueGetsASweater CouchWearsUglySweater SneakAnUglySweater',
    educational:
      'HowUglySweatersBegan UglySweaterFiberQuiz GuessTheUglySweaterDecade UglySweaterPatternMath HowSweatersAreKnit WoolVsAcrylicTest WhyUglySweatersHaveDeer UglySweaterRecycling',
    travel:
      'UglySweaterRoadTrip PackOnlyUglySweaters UglySweaterLandmarks UglySweaterTrainRide ChristmasMarketCrawl UglySweaterCocoaCrawl AirportUglySweater CityLightsUglySweater',
    speed:
      'UglySweaterIn10Minutes UglySweaterRelay UglySweaterPomBlitz UglySweaterQuickChange TinselDecorRace UglySweaterFoldFaceOff HowManyUglySweatersIn60 StickerUglySweaterRush',
    tech: 'UglySweaterLEDs UglySweaterAIDesign WatchMyUglySweaterGrow UglySweaterDressesItself CameraOnUglySweatersOn UglySweaterFilterOrReal UglySweaterQRPatch SnapIntoAnUglySweater',
    pet: 'MatchingUglySweaters UglySweaterCatModel UglySweaterDogParade PetTriesUglySweater ReindeerPupPhoto UglySweaterPileCatNap PuppyUglySweaterRunway UglySweaterZoomies',
    gaming:
      'UglySweaterBingo UglySweaterCreeper UglySweaterDrawOff UglySweaterCharades HideTheUglySweater UglySweaterWhiteElephant UglySweaterWhatChanged CosplayUglySweater',
  },
  ukulele: {
    educational:
      'UkuleleSizeQuiz HowUkulelesWork FourChordUkuleleLesson SopranoVsTenorUke JumpingFleaMeaning UkuleleMyDogHasFleas UkuleleFromPortugal',
    travel:
      'UkuleleOnTheBeach UkuleleAtEveryStop UkuleleCampfireSingAlong PackAPicnicAndAUke UkeInTheCarryOn AlohaRoadTrip',
    speed:
      'UkuleleChordRace UkuleleTuneUpTimer UkuleleRestringDash FastestUkuleleStrum BeatTheMetronome UkuleleSongIn60Seconds TenSongsOnTheUkulele',
    art: 'PaintTheUkuleleSong PaintedUkulele DecorateYourUke ShoeboxUkuleleBuild SketchTheSoundhole PaperPlateUkulele UkuleleStickerBomb',
    tech: 'DuetMyUkulele OneUkuleleFullBand WatchUkuleleStringsWiggle LearnUkeWithAnApp AIWritesMyUkuleleSong TunerShowdown UkuleleRecordingSetup UkuleleOnAFakeBeach',
    gaming:
      'UkuleleMusicalChairs UkuleleAnimalCrossing VideoGameUkulele MinecraftOnUkulele NameThatUkeTune UkuleleCopyCat UkuleleRhythmDuel',
  },
  umbrella: {
    travel:
      'RainOrShineUmbrellaTrip RainyCityUmbrellaWalk UmbrellaCafeHopInTheRain ClearUmbrellaSkyline UmbrellaPicnicInTheRain ChaseTheRainbow BeachUmbrellaHop',
    art: 'PaintAnUmbrella UmbrellaPuddlePhoto StandUnderMyChalkUmbrella PaperUmbrellaCraft DrizzleDoodles StormyWatercolor UmbrellaShadowArt',
    tech: 'UmbrellaRingLightHack UmbrellaRainASMR SlowMoUmbrellaDrops UmbrellaGreenScreenFlight WeatherAppShowdown UmbrellaSelfieInTheRain NeverLoseAnUmbrellaAgain',
    pet: 'PuppyUnderTheUmbrella BunnyUmbrellaHideout PetUmbrellaLeash UmbrellaPawPhotoShoot RainingCatsAndDogs PuddleZoomies UmbrellaWalkiesInTheRain',
    gaming:
      'HideBehindTheUmbrella UmbrellaFloorIsLava CanYouBalanceAnUmbrella UmbrellaShieldDodgeball RainyDayGameMarathon KeepItUpWithAnUmbrella GuessWhatMyUmbrellaIs',
  },
  uncle: {
    speed:
      'UncleCoinTrickRace CanYouOutstackUncle BeatUncleToTheGrill UncleJokeRapidFire BalloonAnimalBlitz NieceVsUncleSprint',
    art: 'UncleBirdhouseBuild UncleStickFigureShowdown UncleOldPhotoRestore DrawUncleFromMemory MakeUncleLaughCard UnclesWorkshopCraft',
    tech: 'UncleTechSupport UncleLearnsEmoji UncleSmartTVRescue UnclesFirstSelfie UncleReactsToAIArt UncleVsAutocorrect UncleVsVoiceAssistant',
  },
  unicorn: {
    travel:
      'UnicornStatueHunt UnicornFloatAtThePool UnicornTeaPartyInThePark PlushUnicornTravels UnicornSpottingRoadTrip ChaseTheRainbowTour SaddleUpOnAUnicorn',
    music:
      'UnicornLullaby UnicornMusicBoxTune SingLikeAUnicorn PlayTheUnicornKazoo UnicornThemeSongDare UnicornPowerBallad UnicornRapBattle',
    tech: 'UnicornARFilter UnicornTimeLapseDrawing FakeAUnicornRide UnicornPlushComesAlive TellItInUnicornEmoji AIDrawsAUnicorn UnicornifyYourSelfie',
    pet: 'UnicornHornForMyDog CatMeetsUnicornPlush FetchTheUnicornToy UnicornBirthdayPup UnicornToyTugOfWar MagicalPetMakeover UnicornPartyHatParade',
    gaming:
      'PinTheHornOnAUnicorn WheresTheUnicorn BuildAMinecraftUnicorn UnicornSays RainbowRoadRace UnicornCardBattle UnicornGlitterHunt CandyLandUnicornRun',
  },
  unicycle: {
    educational:
      'HowOneWheelBalances HowToMountAUnicycle WhyUnicyclesStayUp UnicycleLearningCurve FreeMountExplained UnicycleFactOrFake LearnToUnicycleIn30',
    cooking:
      'UnicycleSpokeCookies OneWheelPizzaRun UnicycleTireCake UnicycleEnergyBites UnicycleWheelPizza BalancedDonutTower UnicycleWaiter',
    travel:
      'UnicycleBoardwalkRoll UnicycleCoffeeRun TourTownOnOneWheel UnicycleParkRide UnicycleRoundTheBlock CoastalCruiseUnicycle UnicycleTrailTrek',
    music:
      'SingWhileUnicycling WhistleOnAUnicycle UnicycleKazooSolo PedalToTheBeat DaisyBellUnicycleCover UnicycleHarmonicaRoll',
    art: 'UnicyclePaintTrail UnicycleChalkLoops StickerBombYourUnicycle SketchAUnicycleRider UnicycleComicStrip WheelTrackArt UnicycleSilhouette',
    tech: 'UnicycleFoolsMyStepCount UnicycleMonthInAMinute UnicycleSlowMo UnicycleBloopersReel UnicycleGPSTrack AICoachesMyUnicycling UnicycleAcrossTheMoon',
    pet: 'UnicycleCatStare PetMeetsUnicycle DogVsUnicycle UnicycleTreatDelivery HamsterWheelVsUnicycle KittenJudgesMyRide',
    gaming:
      'UnicycleGameOfHorse FollowTheUnicycleLeader UnicycleTrickCombo UnicycleObstacleCourse PopItOnAUnicycle FreezeOnAUnicycle UnicycleFloorIsLava',
  },
  uniform: {
    fitness:
      'SchoolUniformStretch GymClassWarmUp SportsJerseyLaps UniformStairSprint UniformPlankDare 100JacksInSchoolUniform UniformPushupPledge',
    prank:
      'UniformTwinWithDad UniformIronedAndReady MatchingUniformFamily UniformBackwardsDay UniformPocketNote DressCodeSurprise',
    travel:
      'UniformFieldTrip WalkToSchoolInUniform SchoolUniformMuseumTrip PackYourUniformIn60 UniformSpottingQuest CityUniformSafari',
    music:
      'UniformMarchingBand SchoolAnthemCover UniformTieGuitarSolo UniformHypeSong UniformRapBattle BlazerButtonBeat UniformChoirSolo',
    tech: 'UniformIronSteamerTest UniformToWeekendSnap UniformNameTagHack AIDesignsMyUniform UniformDecadesFilter WrinkleFreeTrick',
    pet: 'PetInSchoolUniform UniformServiceDog PuppyInTinyScrubs FurOnMyUniform UniformKittyInspector FirstDayPupPics DogSeesMeInUniform',
    gaming:
      'SchoolUniformAvatar UniformAmongUsColors GuessThatUniform UniformSkinShowdown TeamKitCreator SpotTheUniformMistake',
  },
  uno: {
    travel:
      'BeachUnoShowdown UnoCampingNight UnoOnTheTrain UnoAirportLayover UnoInTheBackseat PicnicBlanketUno',
    tech: 'UnoAppVsCards UnoOnlineNight UnoCardTrickShots UnoDeckDealsItself FullUnoGameIn60Seconds AIPlaysUno',
  },
  unpacking: {
    educational:
      'UnpackOneRoomFirst WhyWeAvoidUnpacking WhatToUnpackFirst UnpackingDrawerZones UnpackingLabelSystem FoldingMethodTest UnpackingIdioms UnpackWithoutBackPain',
    speed:
      'UnpackIn10Minutes UnpackingHangersIn60 UnpackingDrawerBlitz UnpackingRelay BoxBreakdownRace EmptySuitcaseSprint BeatMyUnpackingTime RaceMeToUnpack',
    tech: 'UnpackingDeskSetup UnpackingCableSort UnpackMyRoomInTimeLapse UnpackingChargerHunt WifiBeforeFurniture WhereDoesTheRouterGo UnboxingVsUnpacking UnpackByScanningTheBox',
    gaming:
      'HideInTheUnpackingBoxes FindItWhileUnpacking UnpackingTetrisTrunk UnpackTheBoardGames UnpackingBingo ShelfSortPuzzle UnpackAndGuessTheBox UnpackingFloorIsLava',
  },
  vacation: {
    music:
      'VacationUkuleleJam VacationSongOfSummer VacayAnthem NameThatVacationSong HolidaySoundDiary OutOfOfficeOpera VacationCarKaraoke',
    tech: 'VacationIn10Clips VacayPhotoGlowUp WholeVacayIn60Seconds OneCableVacation NoSignalNoProblem AIPlansMyVacation',
    gaming:
      'VacationBingo TravelTriviaShowdown VacayCardShark CatchEmOnVacation ISpyOnVacation VacationThisOrThat VacationMonopolyDeal',
  },
  vacuum: {
    prank:
      'RobotVacuumGooglyEyes VacuumCarpetMessage SneakVacuumTheirRoom DressUpTheVacuum HooverHeartTrail WhoUnpluggedTheVacuum VacuumBotSnackDelivery',
    cooking:
      'VacuumShapedCookies LoserVacuumsTheKitchen ZipBagVacuumSealHack CookWhileTheVacuumRuns CrumbFreeSnacks VacuumingEarnsPancakes',
    travel:
      'VacuumBeforeYouLeave WeekInAVacuumBag PostCampingVacuumReveal SuitcaseVacuumHack BeachSandSaga RoadTripCarVacuum PackingCubesVsVacuum',
    music:
      'VacuumingBlues RemixTheVacuumHum VacuumPitchMatch SingOverTheHoover VacuumCleanerChoir HarmonizeWithTheVacuum VacuumHoseHorn',
    art: 'VacuumCarpetMandala DrawYourVacuumAsAHero ClayMiniVacuum StripeYourFloor HooverSketchbook VacuumComicStrip VacuumCleanerPortrait',
    tech: 'RobotVacuumSockTest VacuumMapReveal CordlessVacuumFaceOff RobotVacuumPOV WhatCanMyVacuumLift WhereDidTheRobotVacuumGo VacuumBatteryBattle VacuumObstacleCourse',
    pet: 'CatRidesRobotVacuum DogVsVacuumStandoff CalmAroundTheVacuum PetHairVacuumReveal VacuumDayPetTreatBreak HooverTreatTraining FirstVacuumEncounter',
    gaming:
      'LuigisMansionVacuum RobotVacuumMaze RobotVacuumBumperCars GuessWhatTheVacuumAte FloorIsLavaVacuumEdition VacuumFindsBingo VacuumCordLimbo',
  },
  'valentines day': {
    travel:
      'ValentineGetaway ValentineDayTrip ValentinePicnicSpot ValentineStargazingDate ValentineDessertCrawl RecreateOurFirstDate ValentineSunsetHunt',
    tech: 'AIValentinePoem ValentineVideoMessage ValentineQRCodeCard ValentineCardThatMoves LongDistanceValentine ValentineSlideshowOfUs EmojiOnlyValentine',
    pet: 'MyPetIsMyValentine DogValentineBandana ValentineSmoochBooth PawprintValentineCard PetPicksMyValentine PuppyLoveChallenge BeMyFurryValentine',
    gaming:
      'ValentineGameNight ValentineCoOpDate ValentineNewlywedGame ValentineThisOrThat ValentineTriviaDuel HeartsTournament ValentineMarioKart',
  },
  vampire: {
    travel:
      'VampireMidnightSnackRun PackLikeAVampire VampireCityAfterDark HomeBeforeSunrise VampireSunsetPicnic VampireDuskBatSpotting MoonlitVampireWalk VampireGargoyleHunt',
    tech: 'VampireMirrorTrick VampireFangsFilter AIVampireMe VampireVoiceChanger VampireGlowUpTransition GlowingEyesEffect VampireSmokeExit NightVisionVampire',
    pet: 'VampireCapeForMyDog PetDraculaPortrait VampireHourZoomies CountDogula VampireStareDown BatWingHarness PupRisesLikeAVampire VampireBoxNap',
    gaming:
      'HideFromTheVampire FreezeWhenTheVampireLooks VampireMusicalCoffins VampireVsWerewolf WhoIsTheVampire SurviveTillDawn FlashlightVampireTag VampireTicTacToe',
  },
  vase: {
    prank:
      'SurpriseVaseBouquet SockBouquetInAVase VeggiesInTheVase VaseLollipopBunch VaseRubberDuckFloat WeedsInAVase',
    educational:
      'VaseWaterScience HowGlassVasesAreMade AncientVaseQuiz HowCutStemsDrink VaseFlowerFoodTest GreekPotteryMyths MingVaseMystery',
    travel:
      'FindTheOldestVase VaseThriftShopHunt FlowerMarketToVase FindTheWeirdestMuseumVase VaseAntiqueFair FillAVaseAtTheMarket SouvenirVaseHunt',
    speed:
      'VaseArrangeIn60 PaperVaseFoldIn60 BouquetSortRace VaseStemTrimDash VaseGiftWrapIn30 FlowerStallRelay FillTheVaseFast',
    music:
      'VaseWaterXylophone TerracottaVaseBeat TapTheVaseMelody SingIntoTheVase BlowTheVaseFlute BottleNeckWhistle',
    tech: 'WatchTheVaseBloom LEDVaseGlowUp AIDesignsMyVase PhoneScanAVase MakeYourVaseLookPricey VaseArrangesItself WiltedToWowVase',
    pet: 'CatVsVaseStandoff PetProofVaseSetup PupPosesWithVase VaseNonToxicBlooms HighShelfVaseSolution VaseOfTreatsForMyDog',
    gaming:
      'VaseRingToss WhichVaseHidesIt BounceItIntoTheVase VaseHiddenKeyQuest VaseRestorationPuzzle GuessTheVaseEra',
  },
  vegetable: {
    travel:
      'FarmersMarketHaul HonestyBoxVeggieHunt PickYourOwnVeggies StrangestVegetableHunt WorldTourInTheVeggieAisle RoadTripVeggieSnackBox VegetableStreetFood',
    speed:
      'VeggiePeelDash VegetableGuessByTouch VegetableRainbowSort VegetableBasketRelay ThirtySecondSaladBuild NameTenVeggiesIn10 VegetableSpiralizeOff',
    music:
      'VegetableOrchestra VegetableDrumKit SingToYourVeggies VegetableCrunchBeat BeetBoxing CarrotFluteSolo VegetableMaracas',
    art: 'VegetableStampArt VeggieCarving VegetableStillLife PaintWithVegetables MakeAFaceOutOfVeggies OnionSkinDye VegetableRosePrints',
    tech: 'VegetableGrowTimelapse VeggiesWalkOffThePlate AIRecipeFromMyVeggies VeggieCannonballSlowMo PotatoBatteryClock GuessTheVeggieUpClose VegetableScannerApp',
    pet: 'VegetableGardenPatrol DogRatesMyVeggies VegetablePatchPup VegetablePlushiePick CarrotCrunchDog BunnyParsleyLunch HideTheVegetableToy',
    gaming:
      'VeggieHotPotato GuessTheVeggieBlindfolded VegetableBingoCard ActLikeAVegetable PlantsVsZombiesRun VeggieTicTacToe VegetableMemoryMatch',
  },
  'vending machine': {
    travel:
      'RateEveryVendingMachine WeirdestVendingMachine VendingMachinePassport VendingMachineSafari VendingMachineRoadTrip AirportVendingHaul VendingMachineCrawl SouvenirVendingMachine',
    fashion:
      'MatchTheVendingMachine VendingMachineCostume VendingMachineFitCheck VendingMachineOOTD VendingMachineRingHaul DressLikeASnack PoseByVendingMachine VendingMachineLookbook',
    wellness:
      'SkipTheVendingMachine HealthyVendingSwap KindnessVendingMachine AffirmationVending PauseBeforeVending VendingWalkBreak VendingMachineWaterFirst VendingMachineHydrate',
    tech: 'VendingMachineNailBiter VendingMachineComesAlive CashlessVendingTest AIRatesVendingMachines VendingMachineGlowAtNight VendingMachineSugarCheck LivingInAVendingMachine VendingMachineQRPay',
    pet: 'PawPressVending CatInTheVendingBox VendingPuzzleFeeder DogPicksAVendingToy HamsterVendingMachine ParrotVendingTrick TreatVendingMachine PetReactsToVendingMachine',
    gaming:
      'GuessTheVendingCode EyesClosedVendingMachine VendingMachineSnackBingo VendingCoinToss VendingMachinePriceGuess PretendVendingMachine VendingMachineTicTacToe VendingMachineJackpot',
  },
  vet: {
    fitness:
      'VetApprovedWalkies VetWeighInGoals TrimForTheVetCheckup VetRehabExercises SeniorDogStretch VetSaysMoreFetch VetPlanFetchSprints',
    cooking:
      'VetApprovedTreats CookiesForVetStaff VetPumpkinPupsicles BraveBoyBiscuits VetVisitRewardBake BlandButLovedBowl AfterTheVetFrozenTreat',
    travel:
      'WhatsInMyPetsVetBag VetCarRidePlaylist FirstVetTripPOV AfterTheVetParkParty VetApprovedRoadTrip CrateTrainBeforeTheVet VetTripCarSicknessHacks',
    art: 'VetPatientPortraits VetXrayCollage ClayPawPrintForVet DecorateTheCone DrawYourVet ThankYouNoteForTheVet DrawYourPetAsAVet',
    tech: 'VetRecordsOnYourPhone NeverMissAVetVisit VetVisitThroughPetsEyes VideoCallTheVet XRayRevealQuiz AIPetCheckup PlushieGoesToTheVet',
    gaming:
      'VetClinicSim VetOperationBoard ActOutTheVetPatient DiagnoseThePlushie VetEscapeRoom GuessTheVetToolBlindfold VetTriviaShowdown',
  },
  'video game': {
    travel:
      'VideoGamePlacesIRL VideoGameMuseumVisit VideoGameArcadeDayOut BackseatGamingCup PressStartRoadTrip WhatsInMyGamingBag RealWorldVideoGameMap PhotoModeVideoGame',
    fashion:
      'VideoGameCosplay VideoGameMainFit VideoGameArmorLook GamingSetupColorMatch PixelPrintTee GamingHoodieFitCheck SubtleVideoGameStyle HeroPaletteVideoGame',
    speed:
      'VideoGameSpeedrun VideoGameWorldRecord VideoGameLevelOneDash GamingReflexTest BossBattleTimeTrial ButtonMashCount VideoGameOneMinuteLevel OneLifeVideoGame',
    tech: 'MakeAVideoGameInADay VideoGameSetupGlowUp GrossestGamingController VideoGameFPSTest PressStartCodeAlong BestGamingClipWins VideoGameLagCheck GamingPhoneVsConsole',
  },
  village: {
    dance:
      'VillageSquareDance VillageGreenGroove DanceRoundTheVillage ItTakesAVillage VillagePeopleYMCA VillageHallDiscoNight',
    educational:
      'VillageVsTownFacts VillageNameOrigins HowVillagesFormed HowOldIsYourVillage SpotTheMedievalClues VillageThenAndNow',
    speed:
      'VillageEggAndSpoon VillageSackSprint VillageFeteTugOfWar VillageDuckRace WellieWangingToss VillageWheelbarrowRace RoundTheVillageRun',
    music:
      'VillageBirdsongRemix VillageBellsBeat VillageDoorstepChoir CoverTheVillagePeople VillageGreenBusking FolkSongSwap',
    art: 'CottageWatercolour VillageClayHouses SketchYourVillage PaintTheVillageGreen DesignAVillagePostcard MapYourVillage',
    tech: 'VillageInOnePanorama VillageTimelapse StarsOverTheVillage VillageStreetViewHunt GlobalVillageVideoCall VillageOldPhotoMatchUp',
    pet: 'MyDogRunsTheVillage VillageDogShow VillageCatOnWall VillageMascotKitty FamousInTheVillage CountryLanePawPrints',
    gaming:
      'VillageCatanNight VillageWerewolfRound VillageScavengerHunt VillageHideAndSeek BuildAVillageIn10 ISpyRoundTheVillage',
  },
  violin: {
    educational:
      'StradVsModernViolin ViolinBowHairFacts HowViolinsWork FiddleOrViolin WhyViolinsHaveFHoles LearnViolinIn30Days WhyViolinsUseRosin',
    cooking:
      'FitAsAFiddleSmoothie ViolinBowPretzels ChocolateViolin ViolinCaseCake PostRecitalTreats ViolinSugarCookies ViolinShapedFocaccia',
    travel:
      'ViolinInTheCarryOn PopUpViolinInThePark FiddleOnTheBeach ViolinAtEveryRestStop FreeViolinConcertHunt PlayViolinAtLandmarks StreetFiddlerSpotting',
    art: 'PaintAnOldViolin ViolinStringArt ViolinistPortrait DrawAViolinInOneLine SheetMusicCollage ViolinSilhouette',
    tech: 'OneViolinWholeOrchestra ViolinQuartetOfMe 100DaysOfViolinIn60 AIDuetPartner SlowMoStringWobble ViolinTunerAppTest ViolinSpectrogram',
    gaming:
      'GuessTheGameOnViolin ViolinZeldaMedley NameThatFiddleTune ViolinGameOverSound TetrisOnStrings ViolinLevelUpJingle FinalFantasyViolin',
  },
  volcano: {
    fitness:
      'VolcanoSquatBlast TenVolcanoJumps VolcanoEruptionBurpees FloorIsLavaCardio MagmaMountainClimbers VolcanoStairClimb OutrunTheVolcano',
    travel:
      'FindAVolcanoAtTheMuseum FindARealVolcanoRock PlaygroundVolcanoSummit HoleInOneVolcano VisitAVolcanoFromYourSofa SandcastleVolcanoBeachDay',
    wellness:
      'VolcanoBreathing VolcanoBathBombSoak CoolYourInnerVolcano LetOffSteamReset DormantVolcanoMode CalmTheEruption',
    tech: 'VolcanoTrackerApp VolcanoARModel SlowMoVolcanoEruption EscapeTheVolcanoEdit SpotVolcanoesFromSpace LiveCamVolcanoWatch',
    pet: 'PetGuardsTheVolcano VolcanoZoomies VolcanoPlushToy EruptionDoubleTake SnoringLikeAVolcano FloorIsLavaPup TreatVolcanoDig',
    gaming:
      'VolcanoIslandBuild FloorIsLavaGame VolcanoHotPotato VolcanoEscapeRoom DontEruptTheVolcano TagYoureTheVolcano SurviveTheVolcano',
  },
  volleyball: {
    prank:
      'VolleyballBalloonSwap VolleyballWilsonFace ConfettiVolleyballBag VolleyballLockerNote BumpSetSurprise BeachBallServe VolleyballHypeSquad',
    travel:
      'VolleyballSplashAtTheLake PickupVolleyballAnywhere WhatsInMyVolleyballBag VolleyballRoadTrip SandCourtSafari CampsiteVolleyballCup VolleyballBeachHop',
    tech: 'VolleyballSlowMoSpike ClockYourVolleyballServe NetCamVolleyball VolleyballVerticalReveal ChallengeTheCall AIScoutsMyGame VolleyballTrickShots',
    gaming:
      'BeachVolleyballCup KingOfTheCourtVolley VolleyballKeepItUp VolleyballSpikeLeague HitTheBucketVolleyball BalloonVolleyballDuel VolleyballTicTacToe',
  },
  volunteering: {
    travel:
      'DayTripToVolunteer CharityWalkRoute CharityTrailCleanupHike BeachCleanupWeekend WhatsInMyVolunteerBag VolunteeringRoadTrip CharityShopHopping',
    art: 'CharityArtSale DesignAPosterForCharity BookmarksForCharity CardsForSeniors VolunteeringChalkWalk DonateYourArtwork KnitForDonation',
    tech: 'PitchYourCharityIn60 DonateYourOldPhone VolunteerTechHelp FindYourCauseApp TrackYourVolunteerHours VolunteeringSignupHack DonatedLaptopRefresh',
  },
  waffle: {
    funny:
      'WaffleVsPancakeDebate FirstWaffleIsUgly WaffleOverflowFail StopWafflingChallenge WaffleFoodCritic SyrupFloodWarning LeggoMyWaffle MidnightWaffleCravings',
    educational:
      'WhyWafflesHaveSquares BelgianVsUSWaffle WhoInventedTheWaffle WafflePocketMath WaffleVsPancakeBatter NonStickScience',
    travel:
      'BestWaffleInTown WaffleCafeCrawl WaffleTruckHunt WafflesOfTheWorld RoadTripWaffleRating WaffleSandwichPicnic WaffleBrunchWithAView',
    music:
      'WaffleBeepRemix IllMakeYouWaffles WaffleSizzleASMR WaffleIronDrums SyrupSlowJam BrunchBopBeat SingYourWaffleOrder',
    tech: 'WillItWaffle WatchTheWaffleRise AIWaffleRecipe FillEveryWaffleSquare WaffleMakerHacks WaffleStackBuildsItself MakeMyWafflePhotogenic',
    pet: 'PetsNamedWaffles PupSafeWaffleTreat WafflePlushToy WhoBegsBestForWaffles BrunchBuddyPortrait WaffleTheCatReacts WaffleSnuffleMat',
    gaming:
      'DailyWafflePuzzle WaffleBattleship WaffleTicTacToe WaffleGridConnectFour GuessTheWaffleTopping ToppingsTriviaNight WaffleCheckers',
  },
  'waffle iron': {
    prank:
      'WaffleBreakfastInBed WaffleIronHeartSurprise MysteryWaffleFilling WaffleTowerAmbush WaffledTheirLunch WaffleIronLoveNote GoodMorningWaffleIron SmileyFaceWaffleIron',
    travel:
      'WaffleIronTailgate HotelWaffleMaker WafflesAroundTheWorld CampfireWaffleIron WaffleIronVisitsGrandma RateTheRentalWaffleIron WaffleIronMovesToCollege WaffleIronCabinWeekend',
    tech: 'AIInventsAWaffle WaffleIronTimelapse MiniVsGiantWaffleIron WaffleIronTalksBack HandsFreeWaffleIron WaffleIronSteamSlowMo WaffleIronTempProbe WaffleIronSlowMoLift',
    pet: 'PupWatchesTheWaffles CatNamedWaffles DogSitsForWaffleBeep PetHearsTheWaffleIron WaffleMorningZoomies HamsterWafflePhoto WaffleIronPetTreats WaffleIronBegFace',
    gaming:
      'WaffleGridTicTacToe WaffleWordPuzzle TriviaOverWaffles WaffleIronMysteryBite WinnerGetsWaffles SpeedrunTheWaffles WaffleIronBattleship WaffleIronBingo',
  },
  waiter: {
    travel:
      'WaiterPicksMyMeal AskTheWaiterTour DinerCrawlAskTheWaitress SidewalkTerraceHunt OrderLikeALocal WaiterSecretSpots WaiterPlansMyDay',
    music:
      'SingingWaiter WaiterOperaOrder WaiterTrayDrumSolo CutleryClatterBeat WaiterSingsTheSpecials HappyBirthdayServers WaiterWaterGlassHarp',
    tech: 'WaiterShiftPOV WaiterOrderTablet AIWaiterTakesMyOrder TipCalculatorShowdown SplitTheBillLikeAWaiter QRMenuVsWaiter WaiterWalksAMarathon',
    pet: 'WaiterServesThePet DogWaiterTrick WaiterForMyCat ClocheRevealDinner FineDiningForFido WaiterBowTiePup WaiterBellForPaws',
    gaming:
      'ActOutYourOrderWaiter WaiterSays RobloxWaiterShift WaiterTrayJenga WaiterBlindTasteTest DontDropTheWaiterTray WaiterMemoryGame',
  },
  'wake up': {
    educational:
      'WhyWeWakeUpGroggy WakeUpCircadianClock WhySunlightHelpsUsWakeUp WakeUpWithoutAlarm SleepCycleMath WakeUpMythOrTruth HowBirdsWakeUp',
    music:
      'WakeUpAlarmToneRemix WakeUpShowerConcert WakeUpWithAKazoo WakeUpHumAlong RiseAndShineChorus RoosterRingtoneJam WakeUpLittleSusie',
    tech: 'WorstAlarmToWakeUpTo WakeUpScoreReveal OneTapWakeUpRoutine WakeUpPuzzleAlarm WakeUpSongVsBeep PhoneAcrossTheRoom WatchMeWakeUp',
    gaming:
      'WakeUpDailyQuest SimonSaysWakeUp WakeUpSpeedrun SnoozeOrWakeUp HideTheWakeUpAlarm WakeUpBingo EarlyBirdWakeUpXP',
  },
  walking: {
    fitness:
      'Walking10KSteps PowerWalkingMile WalkUpTheHill WalkingLungeLaps RuckAndRoll BackwardsWalkingMile 7DayWalkingStreak',
    travel:
      'WalkingTourOfMyTown WalkToTheNextTown WalkEveryStreet SidewalkSafari GetLostOnFoot WalkYourCityIn20KSteps WalkingFoodCrawl',
    music:
      'WalkToTheBeat FootstepWalkingLoop WalkingTempoMatch SingWhileYouWalk CityWalkingSoundscape StrutSoundtrack WalkingCadenceMix',
    tech: 'WalkAndTalkPodcast WalkingAppChallenge WalkingGPSArt AudiobookWalkingHour PhoneVsWatchSteps TrackerTruthTest WalkWithMeHyperlapse',
  },
  wallet: {
    travel:
      'WalletFriendlyTrip FiftyDollarCityDare ForeignCoinsInWallet TwentyInMyWalletDayOut SevenDaysOneWallet CheapThrillsTour WalletOnlyWeekend',
    tech: 'WalletTrackerTag WalletRFIDBlocking DigitalWalletSetup PhoneVsWallet CashlessForAWeek FindMyWalletTest LeaveYourWalletAtHome',
    gaming:
      'WalletFriendlyGames WalletMonopolyBanker WalletPokerNight GuessWhatsInMyWallet FreeToPlayOnly WalletPriceIsRight WhatsInMyWalletBingo',
  },
  walmart: {
    prank:
      'WalmartGreeterAtHome RollbackPriceTags WalmartFridgeCheckout WalmartSnackSurprise MileLongReceiptGift WalmartHaulSwitcheroo DesignerInAWalmartBag WalmartCartSurpriseNote',
    travel:
      'WalmartRoadTripSnackHaul WalmartCampingGearUnder50 WalmartBeachBagUnder20 SameWalmartNewTown WalmartRoadTripStop WalmartSouvenirHunt WalmartMiniEverythingHaul TinyTownWalmartTour',
    tech: 'WalmartOnnGadgetTest WalmartGadgetGamble WalmartDeskSetup CheapEarbudsShowdown WalmartTechUnder20 SmartHomeOnABudget WalmartRingLightGlowUp WalmartChargerFaceOff',
    pet: 'PetPicksTheToy KittenVsWalmartBox CatRatesMyWalmartHaul WalmartGreeterDog WalmartSweaterTryOn DogPicksAWalmartToy WalmartTreatTasteTest PuppyNapInWalmartBed',
    gaming:
      'ISpyInTheWalmartAisle WalmartThisOrThat WalmartInMinecraft BargainBinGames FiveBuckWalmartGameNight WalmartPriceIsRight PlayWalmartBingo WalmartDemoKiosk',
  },
  'warm up': {
    travel:
      'WarmUpWithAView HotelRoomWarmUp LayoverWarmUp WarmUpAtEveryPlayground WarmUpOnTheBeach SandySunriseStretch LandmarkWarmUp CampsiteWarmUp',
    art: 'WarmUpLineDrills WarmUpDrawWithoutLooking WarmUpWrongHand HundredCirclesWarmUp ThirtySecondPoses WarmUpStickFigureSprint SquiggleWarmUp WarmUpDoodleDare',
    tech: 'WarmUpAppFaceOff WarmUpHeartRateCheck AIWarmUpCoach WearableWarmUp SlowMoYourWarmUpForm AIPicksMyWarmUpSongs WarmUpSplitScreen VoiceCommandWarmUp',
    pet: 'DownwardDogWarmUp CatCowWarmUp WarmUpPuppyZoomies WarmUpWalkies WarmUpFetchSprints PetCopycatStretch TugOfWarWarmUp WarmUpWithWhiskers',
    gaming:
      'WarmUpSimonSays WarmUpReflexDrill WarmUpFreezeDance WarmUpLimboLine PreMatchHandStretch WarmUpMirrorMatch ButtonMashWarmUp LoadingScreenWarmUp',
  },
  'washing machine': {
    travel:
      'HostelWashingHack CampsiteWashingDay WashingMachineWelcomeHome WashingLineWithAView LaundromatCafeStop HotelWashingMachineHunt',
    tech: 'WashingMachineHypnosis SlowMoWashingSpin WashingDoneAlertHack DecodeYourWashingMachine WattsInAWash AIFixesMyWashingMachine',
    gaming:
      'SockSlamWashingMachine TetrisTheWashing WashingMachineSpeedrun WashingDayQuest SockMatchMemory WashingMachineBingo',
  },
  wasp: {
    travel:
      'WaspSafeHike WaspFreeCampsite OutsmartWaspsAtAPicnic PaperWaspSpotting PicnicSpotShowdown WaspFreeBeachDay WaspWatchWalk',
    music:
      'FlightOfTheWasp WaspBuzzRemix KazooLikeAWasp WaspPanicAnthem YellowJacketJazz StripedSnareSolo',
    art: 'WaspNestPaperCraft WaspMacroSketch WaspWingWatercolor WaspTissuePaperWindow HexagonCombPrint PopArtYellowJacket',
    tech: 'ZoomInOnAWaspSafely WaspSlowMoFlight PaperBagWaspDecoyTest AppNamesThisHornet WaspFactCheckTheAI BuzzSoundDecoder',
    pet: 'WaspFreeDogPatio WaspStingVetTips WaspWindowKittyStare LeaveTheWaspDrill WaspSafeWaterBowl PawsAwayFromBuzz',
    gaming:
      'FreezeWhenTheWaspBuzzes SpotTheWaspOrBee WaspBuzzerQuiz HideFromTheHornet DodgeTheSwarm PicnicDefenseGame TagYoureTheWasp',
  },
  'water balloon': {
    educational:
      'WaterBalloonDropTest DoesAWaterBalloonFloat WhyWaterBalloonsWobble WaterBalloonFreezeTest SurfaceTensionScience HowFarCanAWaterBalloonFly WaterBalloonDensityLab',
    travel:
      'WaterBalloonBeachBattle WaterBalloonParkDay WaterBalloonRoadTrip GrandmaVsWaterBalloon PackTheWaterBalloons CampsiteWaterWar LakesideWaterBalloonWar',
    tech: 'WaterBalloonSlowMoCam WaterBalloonArmyMarch FillWaterBalloonsFaster UnpopAWaterBalloon CatchTheWaterBalloonPop WaterBalloonBeforeAfter AIPlansWaterBalloonWar',
    pet: 'SiliconeWaterBallFetch WaterBalloonPlush WaterBalloonDayPupPool PupChasesWaterSpray PetSplashDay KiddiePoolDoggo',
    gaming:
      'WaterBalloonDodgeball WaterBalloonVolleyball WaterBalloonBullseye WaterGunTag DontDropTheWaterBalloon CaptureTheBucket WaterBalloonBaseball',
  },
  'water bottle': {
    travel:
      'WaterBottleStickerMap WaterRefillStationHunt AirportBottleFillUp SipAndSightsee OneWaterBottleDayTrip FountainHopping DentedBottleDiaries',
    tech: 'WaterBottleFlipSlowMo WatchMyWaterBottleFreeze FlashlightBottleLamp BottleFlipFakeOut HydrationAppShowdown AICoachesMyBottleFlip BottleAmpHack',
  },
  'water gun': {
    educational:
      'HowWaterGunsWork WhoInventedTheWaterGun WaterGunArcAngles WaterGunRangeTest PumpPressurePhysics WaterGunNozzleLab WaterGunRainbowMist',
    travel:
      'PoolDayWaterGunAmbush WaterGunBeachDay WaterparkWeekend PackTheSquirtGun LakeCabinSoakOff SplashParkHopping SquirtGunCampout',
    speed:
      'WaterGunPingPongPush WaterGunCanKnockdown WaterGunCupRace FillTheBottleFirst SquirtGunRelay WaterGunChalkEraseRace WaterGunTargetTimer',
    art: 'WaterGunPainting WaterGunTieDye RainbowDripSheet SquirtGunSplatterArt ChalkMeltMasterpiece WaterGunRainbowCanvas WaterGunShirtSplatter',
    tech: 'WaterGunSlowMo HowFarDoesMyWaterGunGo WaterGunsAtHighNoon WaterGunBulletTimeDodge AIRefereesWaterGunFight WaterGunFightTrailer WholeWaterGunFightIn30',
    gaming:
      'WaterGunBattleRoyale SplashCaptureTheFlag WaterGunTargetPractice WaterGunKingOfTheHill SquirtGunFreezeTag WaterGunSharkAndMinnows WaterGunSneakAttack',
  },
  'water park': {
    wellness:
      'WaterParkShadeBreak WaterParkSunscreenReset SipWaterEveryHour WaterParkSlowDay FloatAndBreathe LazyRiverLetGo WaterParkGratitude WaterParkSunsetSwim',
    speed:
      'WaterParkLockerDash WaterParkSlideTimer WaterParkSunscreenDash WaterParkTubeSprint EveryRideByNoon TowelDryBlitz WaterParkLapRecord ClosingTimeWaterPark',
    music:
      'WaterParkSplashBeat WaterParkSurfRock WaterParkAnthem WaterSlideDrumroll WavePoolSingAlong LazyRiverLullaby AreWeAtTheWaterParkYet WaterParkScreamChorus',
    tech: 'TimeEveryWaterParkSlide WaterParkWaitTimeApp WaterParkSlidePOV WaterParkSlowMoSplash PhonePouchTest WaterParkDayIn60Seconds SmartwatchWaterPark WaterParkPhotoDump',
    gaming:
      'ISpyAtTheWaterPark WaterParkMarcoPolo WaterParkDiveForRings WaterGunHighScore WaterParkRideOrSkip PoolVolleyballFinals WaterParkScavengerHunt CannonballWaterPark',
  },
  waterfall: {
    fitness:
      'WaterfallTrailRun StairsToTheFalls WaterfallTrailPowerHike EarnTheWaterfall WaterfallWorkoutWithAView WaterfallMileCount WaterfallWallSit',
    prank:
      'WaterfallSurpriseHike FakeWaterfallBackdrop WaterfallPicnicReveal MiniWaterfallDesk WaterfallPhotoFakeOut RainShowerSoundtrack WaterfallAlarmClock',
    cooking:
      'WaterfallCake ChocolateFountainFalls HoneyDrizzlePour SyrupWaterfallStack BlueJelloWaterfall WaterfallPicnicLunch WaterfallHikeTrailMix',
    speed:
      'WaterfallHuntSpeedrun PackForTheWaterfallIn60 LeafRaceDownstream WaterfallTrailSprint PebbleStackBlitz WaterfallFactsIn10 WaterfallHikeTimeTrial',
    music:
      'ChasingWaterfallsCover WaterfallASMR RushingWaterAmbient WaterfallEchoSong WaterfallAcoustic WaterfallBeatDrop',
    tech: 'SilkyWaterfallPhoneHack WaterfallSlowMoSplash WaterfallFreezeFrame FitTheWholeWaterfallIn WaterfallPhotoEditOff FallsFinderApp MeasureAWaterfallByPhone',
    gaming:
      'ISpyAtTheWaterfall WaterfallScavengerHunt WaterfallStoneSkipOff WaterfallTrailBingo BlockWaterfallBuild WaterfallSpeedrun',
  },
  'watering can': {
    travel:
      'VintageWateringCanHunt GreenhouseWalkthrough GrandmasWateringCanCrew BringYourWateringCan WaterLilyPondWalk WateringCanFleaMarket',
    tech: 'SelfWateringPotBuild BottleDripWateringHack WateringCanGrowthDiary WateringCanRainInSlowMo PlantReminderApp MoistureSensorShowdown WateringCanPhotoPlantID',
    gaming:
      'WateringCanBullseye WateringCanRelay WateringCanHotPotato WateringCanFillTheCup WateringCanDuckRace WaterAllTheCrops WateringCanRingToss',
  },
  watermelon: {
    travel:
      'RoadsideWatermelonHunt WatermelonFestival PickYourOwnMelons WatermelonPicnicInThePark WatermelonBeachDay TasteLocalWatermelon HugeWatermelonHunt',
    tech: 'AIPicksMyWatermelon FruitNinjaVsRealMelon WatermelonSlicerGadget ThumpTestApp WatermelonEatsItself WatermelonSlowMoDrop WatermelonSoundCheck WatermelonMacroPhoto',
    pet: 'PetPosesWithWatermelon KittenVsWatermelon WatermelonBandanaPup FrozenMelonCubes TortoiseSnackTime WatermelonToyFetch DogTriesWatermelon PupsicleWatermelonPops',
    gaming:
      'WatermelonSeedSpitOff FruitNinjaWatermelon PassTheWatermelon MelonBallBingo RindRingToss WatermelonBowling WatermelonHotPotato',
  },
  weather: {
    travel:
      'LetTheWeatherDecide FollowTheSunnyWeather FairWeatherFriends BadWeatherGoodTrip RainbowHuntingDrive PackForAllWeather WeirdestWeatherTown',
    music:
      'WeatherSongMashup WindChimeMelody WeatherThunderDrumroll NameThatWeatherSong WeatherMoodMixtape RainOnTheRoofRhythm WeatherReportRap',
    art: 'PaintTodaysWeather WeatherDiaryDoodles CloudSketching WeatherFrostMacro StormSkyPastels WeatherWheelCraft WeatherVanePaperCraft',
    tech: 'WeatherAppVsWindow WeatherAppShowdown WeatherRollsInTimeLapse WeatherRadarRaceHome DIYRainGauge BeatTheForecastAI WeatherWidgetMakeover',
    gaming:
      'RainyDayGameNight ActOutTheWeather ForecastGuessingCards WeatherForecastBattle WeatherThisOrThat AllWeatherSpeedrun WeatherBingoBoard',
  },
  weatherman: {
    travel:
      'WeathermanPlansMyTrip WeathermanSaidSunny TrustTheWeatherman WeathermanCampingForecast WeatherReportFromTheBeach RainOrShineRamble FollowTheWeatherman',
    art: 'WeathermanIconDoodles WeathermanCaricature PaintTheWeatherman WeatherMapMasterpiece WeathermanCartoonStrip SketchTheSky',
    tech: 'WeathermanGreenScreen AIVsTheWeatherman ForecasterAppShowdown WeathermanTeleprompter WeatherReportMyMorning RainRadarRumble WeathermanVsTheSky',
    gaming:
      'WeathermanTrivia WeathermanBingo ForecasterGameShow WeatherWordle WeathermanSays ClosestTempWins OutguessTheWeatherman',
  },
  webcam: {
    art: 'WebcamStopMotion WebcamSketchSwap GlitchSelfieCollage WebcamDrawWithoutLooking PaintAWebcamBackdrop DrawYourCoworkers WebcamSelfPortraitGrid',
  },
  wedding: {
    tech: 'WeddingWebsiteBuild WeddingSlideshowEdit QRCodeWeddingGuestbook DIYWeddingPhotoBooth AISeatingChart WeddingSlowMoConfetti RestoreGrandmasWedding',
    pet: 'WeddingCatBowtie WeddingFlowerPup PetAtTheWedding WeddingPetTreatBar DogOfHonor RingBearerRehearsal WeddingVowsForFido',
    gaming:
      'WeddingShoeGame WeddingTriviaNight MinecraftWeddingVenue AnimalCrossingWedding WeddingCharadesNight BridalShowerBingo WeddingGuessWho',
  },
  weeding: {
    cooking:
      'WeedingBreakLemonade WeedingPowerSmoothie WeedingHarvestSalad WeedingPicnic DandelionFritters WeedingThenGardenSalad WeedingPesto PostWeedingIcePops',
    travel:
      'WeedingGrandmasGarden AdoptAParkWeedingDay VolunteerWeedingTrip WeedingAllotmentVisit WeedingCampsiteCleanup CommunityGardenHop WeedingWithAView WeedingSchoolGardenDay',
    art: 'WeedingFlowerPress WeedingRootPortrait WeedingLeafRubbing WeedingFindsCollage PaintWithDandelions WeedingFlowerCrown WeedingStillLife BeforeAfterWeeding',
    tech: 'WeedingPlantIDTest WeedingGlowUpTransition WeedingTimelapse WeedingStepCountDare AIPicksMyWeedingSongs AIWeedOrFlower WeedingAntsEyeView WeedingAppDuel',
    gaming:
      'WeedingScavengerHunt WeedingRelayRace WeedingSpeedrun LoserDoesTheWeeding PlantsVsWeeds WhackADandelion WeedingBingo WeedingBucketBattle',
  },
  weekend: {
    art: 'WeekendSketchbook PaintYourWeekend WeekendSketchInThePark ThisWeekendInCollage SaturdayMasterpiece SundaySketchSession WeekendInThreeFrames',
    tech: 'WeekendPhotoDump PhoneCleanupWeekend WeekendSunriseToSunset AIPlansMyWeekend WeekendInOneMinuteReel WeekendAppDetoxDare WeekendScreenTimeWars',
    gaming:
      'WeekendGamingMarathon BoardGameWeekend WeekendRematchCup WeekendJigsawMarathon WeekendFamilyTournament WeekendHideAndSeek WeekendCharadesNight',
  },
  whale: {
    funny:
      'WhaleBathtubDocumentary WhaleOrJustAWave WhaleYouMarryMe DoYourBestWhaleCall WhaleFactsButWrong WhalePunOff WhaleHelloThere',
    prank:
      'WhaleSongAlarm AdoptAWhaleGift WhaleSoundsInTheShower WhalePlushInBed WhaleCallDoorbell BathtubOrcaAmbush FakeWhaleSighting WhaleOnTheWindow',
    travel:
      'MeetAWhaleAtTheAquarium WhaleStatueHunt WhaleWatchFromHome WhaleOfALibraryTrip WhaleSongsOnTheRoad WhalePlushGoesEverywhere SeeABlueWhaleSkeleton',
    wellness:
      'WhaleSongMeditation BreatheLikeAWhale DriftOffWithWhales WhaleOfAStretch OceanSoundsUnwind SlowSwimMindfulness WhaleSizedGratitude',
    music:
      'WhaleSongRemix SingLikeAWhale HumpbackHarmony WhaleSoundsWithAStraw BabyBelugaCover WhaleSongHumOff WaterGlassWhaleTones',
    art: 'PaperWhaleMobile LifeSizeWhaleInChalk WhaleSpongePrint WhaleTailWatercolor OrcaClayFigure WhaleShadowPuppet RecycledPlasticWhale',
    tech: 'AIWhaleSongDecoder LiveWhaleCam WhaleSoundsSlowedDown TrackATaggedWhale ClayWhaleSwimsAway WhaleSizeInAR WhaleSoundSpectrogram WhaleSwimsThroughMyRoom',
    pet: 'PetHearsWhaleSong WhaleToyTugOfWar WhalePlushFetch CatNapsInAWhaleBed DogMeetsWhaleFloatie WhaleSqueakerToy SplashLikeAWhale',
    gaming:
      'WhaleWatchBingo DrawAWhaleBlindfolded WouldYouRatherBeAWhale WhaleMemoryMatch WhaleTriviaShowdown FindTheHiddenWhale FeedTheWhaleBeanBag GoFishForWhales',
  },
  whisk: {
    travel:
      'WhiskUpACampingBreakfast WhiskAwayWeekend WhiskLessonsAtGrandmas WhiskAroundTheWorld WhiskUpABeachPicnic BakeryCrawl WhiskFromEveryTrip',
    tech: 'WhiskSlowMoFoam WhiskVsStandMixer WhiskVsClockMeringue SmartwatchWhiskCount MilkFrotherVsWhisk KitchenGadgetFaceOff WhiskRPMTest',
    gaming:
      'WhiskRelayRace WhiskHotPotato WhatElseIsAWhisk WhiskCookOff EggAndWhiskRace WhiskItBlindfolded WhiskAndSeek',
  },
  whistling: {
    travel:
      'WhistleTheWholeRoadTrip WhistlingTunnelEcho StreetWhistlerSearch WhistlingTrailWalk WhistleBackAtTheBirds WhistleStopTour',
    wellness:
      'WhistleWhileYouWork WhistlingBreathwork SlowExhaleWhistling WhistlingMorningStroll WhistleYourStressAway PuckerUpAndUnwind PorchWhistlingSunset',
    art: 'WhistlingSpectrogram StrawWhistleCraft DrawTheWhistler WhistlingSoundwaveArt PaintWhatYouHear WhistlingComicStrip SketchWhileWhistling',
    tech: 'OneWhistleFullChoir WhistlingKeyFinder AIGuessesMyWhistling WhistlingTunerApp WhistlingAutoTuneTest HumToSearchTest RecordAWhistledBeat',
    gaming:
      'WhistlingZeldaSongs CharadesByWhistling NameThatWhistle WhistlingTriviaNight WhistleGameThemes WhistlingMusicalChairs WhistleBackMyTune',
  },
  wife: {
    travel:
      'WifePicksTheCity LetMyWifePackMyBag WifeyWeekendAway SurpriseTripForWife AnniversaryCabinEscape WifeAsTourGuide',
    art: 'WifeBlindPortrait WifeWeddingPhotoRedo WifeVsMeDrawOff PaintMyWifeBadly WifeyHandmadeCard SketchHowWeMet MyWifeAsACartoon',
    tech: 'WifeTechSupport WifeVsVoiceAssistant WifeRatesMyPhonePhotos WifeTakesBetterPhotos AIWritesMyWifeAPoem OldPhotoRestoreAI FaceSwapWithMyWife',
    gaming:
      'WifeCarriesTheTeam WifeMarioKartDuel WifeScrabbleShowdown WifeyRematch WifeWinsAgain TeachingMyWifeToGame',
  },
  wifi: {
    travel:
      'WiFiFreeTrip ChaseTheFreeWiFi NoWiFiCabinWeekend BestHotelWiFi OffTheGridGetaway WorkFromAnyCafe WiFiPasswordPassport',
    gaming:
      'WiFiFreeGameNight WifiNamePunContest WiFiDownBoardGamesUp NoWiFiHideAndSeek BlameItOnTheLag RouterRebootRematch',
  },
  window: {
    travel:
      'WindowSeatOrAisle TrainWindowTimelapse WindowBoxFlowerHunt GuessTheWindowView RateMyHotelWindow WindowShoppingNoWallet CafeWindowWatch',
    tech: 'WindowLightGlowUp RainOnMyWindowSlowMo WindowNightModeShot BirdFeederWindowCam TimelapseMyWindow WindowReflectionTrickShot WindowViewPanorama',
    gaming:
      'WindowCarColorBingo TicTacToeOnWindow WindowFogHangman GuessMyWindowView ISpyFromTheWindow RaindropRaceOff WindowPictionaryDuel',
  },
  'windshield wipers': {
    travel:
      'RainyRoadTripWipers ThroughTheWindshield WindshieldBugCount WipersVsTheCarWash WindshieldPostcards DriveIntoTheDrizzle WiperFramedSunset ScenicWiperTimelapse',
    tech: 'RainSensorWipers WindshieldHUDDemo WipersDanceInStopMotion WiperTimeLapse NanoCoatVsWipers AIExplainsMyWipers WiperSlowMoCam WiperSoundSampler',
    gaming:
      'WindshieldRaindropRace WiperBeatBattle WindshieldTicTacToe WindshieldISpy RoadTripWiperBingo FoggyGlassHangman GuessTheWiperCount WiperWordChain',
  },
  'windy day': {
    travel:
      'WindyDayPicnicFail FindTheWindiestSpot GoFlyAKiteWindyDay WindyDayHairDontCare WindmillSpottingDrive ListenToTheWindHike WindFarmWander WindyDayPierStroll',
    tech: 'WindStealsMyHat HomemadeAnemometer WindNoiseMicFix FilmAWindyDaySlowMo RacingCloudsWindyDay WindSpeedAppTest WindyDayPanoramaFail',
    gaming:
      'GoneWithTheWindJenga WindyDayBalloonKeepUp WindyDayBubbleBattle WindyDayKiteDuel CardsVsTheWindyDay WindyDayPaperPlaneOff WindyDayDominoes',
  },
  wings: {
    travel:
      'WingCrawl WingsTailgateTour WingsCityShowdown BestWingsOffTheHighway TopWingInTown SauceSafari WingSpotBingo HotWingHopping',
    speed:
      'WingSaucingRace WingDipRelay BlindWingSauceGuess CeleryStickBlitz WingPlatterSpeedrun SauceTossSprint WingFlipFrenzy',
    tech: 'AirFryerVsOvenWings WingTempCheck WingSauceDripSlowMo AIInventsAWingSauce AIRatesMyWings WingFoodPhotoHack WingCrunchDecibels',
    pet: 'PetAngelWings WingsNightPupSafeTreats ParrotWingStretch NoWingBonesForDogs WingmanPup ChickenWingSqueakyToy WingNightGuardian',
    gaming:
      'WingsTierList WingsHeatBracket SpicyForfeitCards WingsFlavorBracket WingsTriviaNight GameNightWings',
  },
  winter: {
    travel:
      'WinterCabinGetaway WinterMarketCrawl WinterTrainRide WinterWonderlandWalk WinterLightsDriveBy WinterSledHillHunt CoziestCafeThisWinter',
    fashion:
      'WinterFitCheck WinterLayeringHack WinterScarfFiveWays CozyKnitWinterLook PuffiestWinterCoatWins SweaterWeatherStyle WinterWhiteOutfit',
    tech: 'WinterBatteryDrainTest WinterTouchscreenGlove WinterTimelapseSnow WinterSnowfallSlowMo WinterSnowflakeMacro FrozenPhoneFix WinterForecastFaceOff',
    gaming:
      'WinterGamingMarathon WinterSnowballBullseye WinterBoardGameBlizzard WinterSnowFortBattle WinterIglooBuildOff WinterCharadesNight',
  },
  witch: {
    travel:
      'WitchPumpkinPatchTrip BroomstickCampout WitchSpellbookLibraryHunt WitchHauntedHayride WitchForestTrail WitchyAutumnRoadTrip FindTheWitchHouse',
    music:
      'SpellOnYouCover WitchCackleRemix HocusPocusKaraoke WitchesBrewBeat SeasonOfTheWitch WitchKazooSpell WickedWitchDuet',
    tech: 'WitchSpellTransition GlowingCauldronBuild CrystalBallLEDGlow WitchSpellsByVoice FlyMyWitchBroom WitchyHouseHack AIWitchMakeover',
    gaming:
      'WitchFreezeSpellTag HexAndSeek WitchCardDuel WitchCauldronBallToss WitchCozyGameNight WhichWitchAreYou WhoIsTheWitch',
  },
  wizard: {
    travel:
      'WizardBookshopHunt WizardLibraryAdventure WizardRoadTripQuest WizardCastlePlayground FindYourWizardWand MedievalTownWalk WizardWandShopHunt',
    music:
      'MagicWandConductor WizardRockBand WizardSpellChant WizardRapBattle HedwigsThemeOnRecorder HumAWizardTheme OffToSeeTheWizard',
    tech: 'WizardWandLightPainting WizardVoiceCommands WizardStopMotionDuel WizardSpellEffectsEdit ARWizardCastle WizardWandFlashlightTrick WizardLevitationVideo',
    pet: 'WizardSortingHatPup WizardRobeKitty WizardFamiliarReveal WandTreatTrick BlackCatCompanion WizardWandFetch WizardSpellTraining',
    gaming:
      'WizardChessMatch TheWizardSays WizardFreezeSpellTag WizardSpellCharades WizardDuelTournament WizardTriviaNight WizardVanishingAct',
  },
  wolf: {
    travel:
      'WolfSanctuaryVisit WolfWatchAtTheZoo FullMoonHike WolfHowlCampout WolfPackRoadTrip HowlingTrailTrek WolfMoonPicnic',
    music:
      'HowlAtTheMoonSong PeterAndTheWolfHorns WolfPackChorus HungryLikeTheWolfCover WolfHowlEchoSong AwooSingAlong',
    art: 'WolfCharcoalPortrait HowlingSilhouette SculptAClayWolf WolfMoonPainting SketchTheLoneWolf WolfEyesCloseUp PaperWolfMask',
    tech: 'WolfHowlSpectrogram WolfHowlSoundboard WolfLiveCamWatch AITranslatesWolf WolfFaceFilter MoonShotPhoneHack MapAWolfsJourney',
    gaming:
      'WhatsTheTimeMrWolf WolfInSheepsClothing WolfPackHideAndSeek WerewolfPartyGame FreezeOrTheWolfGetsYou GuessTheWolfHowl',
  },
  work: {
    travel:
      'WorkFromAnywhere WorkCafeHopping PlanAWorkation TakeTheLongWayToWork CommuteLikeATourist LunchBreakExplorer WorkTripSideQuest',
  },
  'work from home': {
    prank:
      'VirtualHatDay WFHBackdropSwap WorkFromHomeSnackDrop WorkFromHomeCarePack HomeOfficeSoundtrack RemoteWorkLunchDrop DeskFairyWorkFromHome WorkFromHomeNameplate',
    travel:
      'RemoteWorkRoadTrip WorkFromHomeAnywhere WFHFromTheLibrary WFHCafeHop LaptopWithAView WorkFromACabin ParkBenchWorkFromHome WorkFromHomeSwap',
    tech: 'HomeOfficeCableTidy DualMonitorUpgrade WFHSetupTour WFHIroningBoardDesk WorkFromHomeWebcamTest RemoteWorkWiFiFix MicCheckWorkFromHome WorkFromHomeRingLight',
    gaming:
      'LunchHourSpeedrun AfterLogOffGaming WFHWordleStreak WorkFromHomeTrivia WFHCoworkerCharades RemoteWorkGameNight DeskBingoWorkFromHome WorkFromHomeChess',
  },
  workout: {
    travel:
      'WorkoutWithAView HotelRoomWorkout LandmarkLunges BeachWorkoutAtDawn WorkoutParkHop CityStairClimb WorkoutAtThePlayground',
    art: 'WorkoutStickFigures WorkoutComicStrip DrawYourWorkout ExerciseFlipbook SquatPoseSketch DoodleBetweenSets ClayFigureWorkout',
    tech: 'LetAIPlanMyWorkout WorkoutAppTestDrive WholeWorkoutIn30Seconds SlowMoWorkoutForm StepCounterShowdown SmartwatchSweatStats WorkoutTrackerFaceOff',
    gaming:
      'WorkoutLevelUp WorkoutBossBattle DeckOfCardsWorkout WorkoutSimonSays GameOverSquats RollForReps WorkoutBingo',
  },
  'world cup': {
    dance:
      'WorldCupGoalDance WorldCupGolazoGroove WorldCupSambaSteps CornerFlagShuffle DoTheStadiumWave ShimmyForTheWorldCup WorldCupWiggle CopyAWorldCupCelebration',
    travel:
      'WorldCupAtTheLocalPitch WorldCupParkKickAbout WorldCupParkScreening WatchTheWorldCupWithNan WorldCupRoadTrip WhatsInMyWorldCupBag WorldCupWithLocals WorldCupMuralHunt',
    art: 'WorldCupFlagArt TinfoilWorldCupTrophy WorldCupFlagBunting DesignYourWorldCupKit WorldCupStickerMe PaintThePitch WorldCupHeroSketch InventAWorldCupMascot',
    tech: 'VARAtHome ScoreAWorldCupWinner AIPredictsTheWorldCup WorldCupSlowMo SecondScreenSetup WorldCupReplayEdit WorldCupFaceSwap ClockYourWorldCupKick',
    gaming:
      'FantasyWorldCup WorldCupBracketBattle FoosballFaceOff ReplayTheWorldCupFinal WorldCupStickerSwap WorldCupPenaltyShootout WorldCupFlickFootball NameThatWorldCupFlag',
  },
  'world record': {
    travel:
      'WorldRecordRoadTrip WorldRecordOldestTree MyTownsOwnWorldRecord WorldRecordRoadsideStop WorldRecordMuseumTrip WorldRecordBookHunt VisitAWorldRecord TinyTownWorldRecord',
    tech: 'WorldRecordCubeSolve WorldsFastestWPM MyWorldRecordInTimeLapse WorldRecordSlowMo FarthestPaperPlane WorldRecordVideoProof LegoTowerWorldRecord PhoneStackWorldRecord',
    pet: 'WorldRecordPetTricks WorldRecordCatJump WorldRecordHighFives WorldsFastestFetch TreatBalanceRecord WorldRecordTailWags SitStayWorldRecord PawShakeRecordAttempt',
  },
  'wrapping paper': {
    travel:
      'WrappingPaperSouvenirs WrappingPaperMarket WrappingPaperTravelKit WrappingPaperShopCrawl WrapItInAMap GrandmaSavesWrappingPaper',
    music:
      'WrappingPaperTubeSong WrappingPaperRipASMR WrappingPaperKazoo CrinkleWrappingBeat CardboardBoxDrums WrappingPaperTubeTrumpet',
    tech: 'WrappingPaperWrapsItself WrappingCutterHack PrintYourOwnWrapping AIDesignedWrapping QRCodeGiftTag WrappingPaperTimeLapse',
    gaming:
      'WrappingPaperSpeedrun WrappingPaperDiceRound MittensWrappingGame WhiteElephantWrapping PassTheParcelNight WrappingPaperLayerBall WrappingPaperTicTacToe',
  },
  yard: {
    music:
      'BackyardJamSession CicadaChorusRecord YardPorchSingAlong LawnChairConcert SprinklerBeatDrop FrontYardBusking YardToolsOrchestra',
    tech: 'NameEveryPlantInMyYard YardBugSafari NameTheStarsOverMyYard GrassGrowingTimelapse YardSolarLightSetup LawnBirdFeederStream YardCritterCam YardGlowUpReveal',
    pet: 'BackyardDogAgility YardSprinklerFetch YardBubbleChaseForPets YardZoomies DigZoneForDoggo LawnPuppyPlay YardTreasureSniff',
    gaming:
      'GiantLawnChess YardKickTheCan CornholeClassic YardMiniGolfBuild BackyardGameNight YardOlympics YardCaptureTheFlag',
  },
  yearbook: {
    gaming:
      'YearbookGuessWho YearbookTrivia YearbookBingo YearbookSuperlativeVote BabyPhotoMatchup ClassReunionQuiz TwoTruthsYearbook YearbookCharades',
  },
  yellow: {
    cooking:
      'AllYellowDinner YellowCurryNight YellowFruitSalad YellowCornbreadBake GoldenTurmericLatte BananaPuddingLayers YellowLemonRice',
    travel:
      'SunflowerFieldTrip YellowLeafAutumnHike YellowThingsRoadTripBingo FindAYellowBrickRoad YellowDoorsPhotoWalk CanolaBloomBikeRide YellowTaxiCityTour',
    tech: 'AllYellowHomeScreen YellowRGBSetup YellowOnlyPhotoDump EverythingGrayButYellow SunlightTimelapse YellowToneEdit YellowFilterFaceOff',
    gaming:
      'YellowPacManHighScore YellowOnlyBuild BananaPeelDodge YellowCoinHunt YellowThingsScavengerHunt PikachuPartyNight YellowCardUnoRule',
  },
  yoga: {
    funny:
      'YogaPoseFails YogaWithToddlers DadTriesYoga YogaInstructorVoice NamasteInBed YogaButMakeItDramatic YogaVsGravity',
    travel:
      'YogaWithAView YogaOnTheBeach YogaRooftopSunrise YogaInTheParkSunday YogaPoseAtEveryStop NamasteNomad YogaLandmarkLotus',
    tech: 'YogaFormCheckAI YogaPoseTimeLapse MirrorScreenYoga YogaPoseTrackerApp AIYogiCoach SmartwatchSavasana WobbleMeterYoga',
    gaming:
      'YogaPoseTwister YogaSimonSays YogaFreezeDance LastYogiStanding AsanaBingo YogaCharades YogaDiceDare',
  },
  'yoga mat': {
    travel:
      'YogaMatEverywhere YogaMatSunriseSpot HaveYogaMatWillTravel DownDogWithAView YogaMatPassport YogaMatInTheCarryOn YogaMatLandmarkPose YogaMatParkHop',
    tech: 'YogaMatPoseTracker YogaMatTimeLapse YogaMatRollsItself AIGradesMyDownDog YogaMatAppShowdown YogaMatPhoneMount GreenScreenYogaMat YogaMatHeartRate',
  },
  yogurt: {
    educational:
      'MeetTheYogurtCultures OvernightYogurtLab WhyYogurtIsTangy SpotTheSugarInYogurt YogurtOriginsQuiz GreekVsRegularYogurt HowYogurtGetsThick',
    travel:
      'YogurtShopRoadTrip YogurtAroundTheWorld YogurtFarmersMarketHunt YogurtParfaitPicnic FroYoShopCrawl YogurtDrinksAroundTown LocalYogurtTasting',
    tech: 'InstantPotYogurtHack YogurtSetTimelapse YogurtSlowMoSwirl AIYogurtFlavorLab IsItStillGoodApp FridgeExpiryScanner YogurtParfaitBuildsItself MakeYogurtLookFancy',
    pet: 'DogHearsYogurtLid CatInspectsTheYogurt YogurtTubTreatPuzzle TheYogurtStare FroYoPatioPup PolitePuppySitStay PetSafeYogurtPupsicle',
    gaming:
      'YogurtTierList YogurtFlavorDraft YogurtBlindBracket YogurtCupTicTacToe YogurtCupTowerOff YogurtOrIceCreamDebate SpinTheYogurtWheel',
  },
  zebra: {
    dance:
      'ZebraStripeShuffle ZebraTailSwish ZebraGallopDance ZebraPrintStrut MonochromeMoves SavannaSwing TheZebraTwostep',
    fitness:
      'OutrunAZebra ZebraKickbacks ZebraStripeSprints GallopLikeAZebra HerdMentalityHIIT SavannaShuttleRun ZebraTapeLineHops',
    prank:
      'ZebraPlushPassenger ZebraStripedFridge SurpriseZebraSocks ZebraPlushSurprise StripeEverything ZebraInTheBathtub ZebraPrintPillowSwap HiddenZebraHunt',
    travel:
      'FindAZebraAtTheMuseum CountTheZebraCrossings RideTheCarouselZebra ZebraStripesAroundTown ZebraPlushRoadTrip CityZooZebraVisit ZebraStreetArtHunt',
    art: 'ZebraOpticalIllusion ZebraInkDrawing PaperZebraCollage ZebraStripesInTape BlackAndWhiteOnly ZebraClayFigure WireZebraSculpture',
    tech: 'ZebraStripeQRCode ZebrafyYourSelfie ZebraPatternIDAI SafariLiveCam PaperZebraGallops ZebraBarcodeScan AIDrawsAZebra',
    gaming:
      'ZebraSpotTheDifference ZebraMemoryCards ZebraStripePuzzle ZebraStripeTapeHopscotch ZebraAndLionTag ZebraCharades OddZebraOut',
  },
  zipper: {
    fitness:
      'ZipperJacketBurpees ZipperPlankPull ZipperJacketStairs ZipperHoodieWarmup ZipUpAndGoJog ZipperSquatJacks RaincoatZipperRun FleeceZipperWalk',
    tech: 'ZipperSlowMoCam ZipperCableOrganizer ZipperMacroShot ZipperPhonePouch ZipperZipsItself AIFixesMyZipper ZipperPortalReveal MagneticZipperTest',
    gaming:
      'GuessTheZipperSound ZipperPocketLuckyDip ZipperDiceBag ZipperEscapeRoom ZipperCosplayBuild ZipperPuzzleBox BlindfoldZipperGame MemoryZipperPockets',
  },
  zombie: {
    travel:
      'ZombieHauntedHouseTrip ZombieWalkParade ZombieCornMazeNight HauntedZombieHayride ZombieRunFiveK ZombieSurvivalCampout ZombieMovieSetTour',
    tech: 'ZombieFaceFilter ZombieMakeupTimeLapse HumanToZombieIn3 ZombieVoiceChanger ZombieProofWifi EndOfWorldPowerBank NightVisionZombieHunt',
    gaming:
      'ZombieSurvivalRun HideFromTheZombieHorde PlantsVsZombiesCup FreezeTagButZombies ZombieDiceDuel SurviveTheNight HumansVsZombiesNerf',
  },
  zoo: {
    gaming:
      'ZooAnimalCharades ZooGameNight ZooEscapePuzzle ZooAnimalStatBattle ZooAnimalGuessWho WildlifeSpottingBingo',
  },
  zookeeper: {
    prank:
      'ZookeeperCostumeWakeUp DadTheZookeeper ZookeeperPlushZoo StuffieSafariSurprise ZookeeperVoicemail CritterParadeZookeeper',
    travel:
      'AskAZookeeperAnything ZookeeperFarmParkDay CatchTheZookeeperFeeding ZookeeperPettingZooTrip ZoosAroundTheWorld FeedingTalkTour ZookeeperBucketList',
    tech: 'StreamAZookeeperShift PlayZookeeperWithMyPets ZookeeperLiveCamWatch ZookeeperPOV ZookeeperStopMotion AppNamesTheAnimal AIZookeeperQuiz',
    gaming:
      'ZookeeperSays ZookeeperCharades ZookeeperTriviaNight ZookeeperMemoryMatch ZookeeperGuessTheAnimal EscapeThePenguinPen TheZookeeperBoardGame',
  },
};
