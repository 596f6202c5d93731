import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  toolbox: {
    dance:
      'ToolboxStomp ToolboxTapeLimbo ShakeTheToolbox ToolboxJig SlideToTheToolbox ToolboxLineDance GrooveWithYourToolbox HammerBeatToolbox',
    fitness:
      'ToolboxFarmerCarry ToolboxHammerCurls DeadliftTheToolbox ToolboxPlankPass FullToolboxSquats LungeToTheToolbox ToolboxStepUps OneArmToolboxRow',
    funny:
      'ToolboxDadJokes FakeToolboxExpert ToolboxLipSync ToolboxPuppetShow ZeroSkillsFullToolbox MyToolboxHasTalent ToolboxWontClose WhoStoleFromMyToolbox',
    prank:
      'ToyToolboxSwap GooglyEyesToolbox ToolboxLoveNotes SnackStashToolbox BalloonsInTheToolbox ToolboxSwitcheroo PinkToolboxMakeover SingingToolbox',
    cooking:
      'ToolboxCake ChocolateToolbox LunchInAToolbox ToolboxSugarCookies ToolboxCharcuterie MyKitchenToolbox EdibleToolbox NutsAndBoltsToolbox',
    travel:
      'ToolboxTravelKit CampsiteToolbox FleaMarketToolbox PackLikeAToolbox VanLifeToolbox PicnicToolbox ToolboxCarCheck CabinTripToolbox',
    fashion:
      'ToolboxPurse ToolboxJewelry ToolboxRunway DressLikeYourToolbox OverallsAndAToolbox HandymanToolboxFit SteelToeToolboxLook ToolboxBandanaTie',
    wellness:
      'SelfCareToolbox ASMRToolboxSort GratitudeToolbox OneFixADayToolbox LendYourToolbox ToolboxStretchBreak ToolboxMemoryLane NoRushToolboxProject',
    speed:
      'ToolboxSpeedSort ToolboxTimeTrial TenSecondToolbox BlindfoldToolboxGrab ToolboxPitStop ToolboxRelay FlatPackToolboxRace NutsOnBoltsToolbox',
    music:
      'ToolboxDrumKit ToolboxXylophone ToolboxBeatbox RapAboutYourToolbox ScrewShakerToolbox OneToolboxBand ToolboxSongCover RhythmFromAToolbox',
    art: 'PaintYourToolbox ToolboxStillLife ToolboxFaceArt ToolboxStickerBomb ToolboxFlatLay RobotFromMyToolbox ScrewMosaicToolbox TraceTheToolbox',
    tech: 'PhoneVsToolbox ToolboxSpreadsheet ToolboxTimeLapse ToolboxQRLabels MyTechToolbox ToolboxStopMotion HomeScreenToolbox MysteryToolboxScan',
    pet: 'CatInTheToolbox ToolboxTreatPuzzle DogBedToolboxBuild ToolboxScratchPost SniffTheToolbox ToolboxGroomKit PuppyToyToolbox PetHelperToolbox',
    gaming:
      'WhatsMissingToolbox StackTheToolbox ToolboxCharades ToolboxBingo ToolboxTreasureHunt ToolboxTwentyQuestions DesertIslandToolbox TicTacToolbox',
  },
  'rocking chair': {
    dance:
      'RockingChairHandJive RockingChairDuet RockingChairTwist RockingChairCancan TheRockingChairSway MyRockingChairGroove FootTapRockingChair HeadBopRockingChair',
    fitness:
      'RockingChairSitToStand RockingChairLegLifts SeatedRockingChairAbs RockingChairArmCircles TheRockingChairMarch GentleRockingChairStretch GrandmaRockingChairFit RockingChairCalfRaises',
    funny:
      'BackInMyDayRockingChair RockingChairTalkShow RockingChairStareDown RockingChairGossip SlowMoRockingChair MyRockingChairThrone TheLoudestRockingChair WhoStoleMyRockingChair',
    prank:
      'RockingChairWhoopee RockingChairBalloons RockingChairStickyNotes RockingChairDuckArmy GiftWrapRockingChair JingleBellRockingChair TeddyTakesRockingChair StringPullRockingChair',
    educational:
      'RockingChairPendulum RockingChairStoryHour LearnToKnitRockingChair LifeLessonRockingChair RockingChairSpellingBee FamilyTreeRockingChair PorchRockingChairRiddles RockingChairPoetry',
    cooking:
      'PretzelRockingChair RockingChairButterChurn RockingChairPeaShelling PorchLemonadeRockingChair RockingChairCookies CocoaInTheRockingChair GrandmasRockingChairPie RockingChairSnackBoard',
    travel:
      'AirportRockingChairs RockingChairWithAView CabinRockingChairTrip VisitGrandmasRockingChair SpotTheRockingChair RockingChairSunrise RockingChairPostcard RockingChairBucketList',
    fashion:
      'GrandpacoreRockingChair CottagecoreRockingChair RockingChairPhotoshoot RockingChairCardigan RockingChairShawl RockingChairSlippers SundayBestRockingChair VintageRockingChairLook',
    speed:
      'ThirtySecondRockingChair RockingChairSpeedKnit RockingChairRelay RockingChairBlanketFold SockDashRockingChair ShoelaceTieRockingChair FirstToTheRockingChair JigsawRockingChair',
    music:
      'RockingChairLullaby RockingChairBlues RockingChairMetronome CreakBeatRockingChair SingAlongRockingChair PorchSongRockingChair GrandpasRockingChairTune RockingChairCountryHit',
    art: 'SketchTheRockingChair PopsicleRockingChair RockingChairSilhouette RockingChairPortrait RockingChairMakeover ClayRockingChair WatercolorRockingChair DoodleMyRockingChair',
    tech: 'RockingChairTimeLapse RockingChairPodcast RockingChairStepCount VideoCallRockingChair AudiobookRockingChair GreenScreenRockingChair RockingChairSelfie SmartSpeakerRockingChair',
    pet: 'RockingChairLapCat TailSafeRockingChair CatStealsRockingChair RockingChairPuppyCuddle ReadToMyDogRockingChair PetLullabyRockingChair WhoOwnsTheRockingChair RockingChairPetBrush',
    gaming:
      'RockingChairCheckers RockingChairGoFish ISpyFromRockingChair RetroGameRockingChair RockingChairDominoes HotSeatRockingChair SimonSaysRockingChair CrosswordRockingChair',
  },
  'photo booth': {
    dance:
      'PhotoBoothFreeze PhotoBoothVogue PhotoBoothConga PhotoBoothMoonwalk FourCountPhotoBooth CurtainCallPhotoBooth FlashMobPhotoBooth TwoStepPhotoBooth',
    fitness:
      'YogaPosePhotoBooth PhotoBoothFlexStrip MidAirPhotoBooth PushUpPhotoBooth BeforeAfterPhotoBooth PhotoBoothSquats PhotoBoothHighKnees PhotoBoothStarJumps',
    prank:
      'SneakIntoPhotoBooth EyesClosedPhotoBooth PhotoBoothSignSwap CardboardTwinPhotoBooth PhotoBoothSurpriseGuest SameMustachePhotoBooth PhotoBoothStatue BackwardsPhotoBooth',
    educational:
      'PhotoBoothSignLanguage LifeCyclePhotoBooth FlashcardPhotoBooth EmotionsPhotoBooth HistoricPosePhotoBooth PhotoBoothLighting PhotoBoothStoryboard AlphabetPhotoBooth',
    cooking:
      'IcedCookiePhotoBooth FoodPropsPhotoBooth PhotoBoothCakePops PhotoBoothTasteTest PhotoBoothPizzaFaces RecipeStripPhotoBooth MocktailPhotoBooth ChefHatPhotoBooth',
    travel:
      'EveryCityPhotoBooth VintagePhotoBoothHunt PhotoBoothTravelJournal DayTripPhotoBooth BoardwalkPhotoBooth PhotoBoothPostcard FairgroundPhotoBooth PhotoBoothMap',
    fashion:
      'PhotoBoothOutfitChange DecadesPhotoBooth PhotoBoothHatSwap TwinningPhotoBooth PhotoBoothPromLook SunglassesPhotoBooth ThriftFitPhotoBooth PhotoBoothRunwayPose',
    wellness:
      'PhotoBoothGratitude SmileBreakPhotoBooth PhotoBoothFriendshipStrip KindnessPhotoBooth PhotoBoothMemoryWall MoodCheckPhotoBooth NoFilterPhotoBooth PhotoBoothAffirmations',
    speed:
      'BeatTheFlashPhotoBooth PhotoBoothPropDash PhotoBoothRelay ThreeTwoOnePhotoBooth PhotoBoothQuickChange PhotoBoothLineUp RapidFirePhotoBooth FastFacesPhotoBooth',
    music:
      'PhotoBoothKaraoke PhotoBoothJingle PhotoBoothMusicVideo PhotoBoothAirGuitar LipSyncPhotoBooth FourBeatPhotoBooth HarmonyPhotoBooth DuetInPhotoBooth',
    art: 'DIYPhotoBoothProps PhotoBoothBackdrop PhotoBoothComicStrip PopArtPhotoBooth CardboardPhotoBooth PhotoBoothScrapbook PhotoBoothFrameCraft SelfPortraitPhotoBooth',
    tech: 'PhoneAsPhotoBooth PhotoBoothGIF PhotoBoothFaceFilter VirtualPhotoBooth PhotoBoothBurstMode RingLightPhotoBooth GreenScreenPhotoBooth PhotoBoothEditOff',
    pet: 'SitStayPhotoBooth PhotoBoothTreatTime PhotoBoothPetCameo BestFriendsPhotoBooth PhotoBoothWithMyDog CatNapPhotoBooth PuppyEyesPhotoBooth TailWagPhotoBooth',
    gaming:
      'PhotoBoothCharades PhotoBoothScavengerHunt PhotoBoothBingo PhotoBoothMemoryMatch BossFightPhotoBooth EmojiGuessPhotoBooth SimonSaysPhotoBooth WouldYouRatherPhotoBooth',
  },
  'space heater': {
    dance:
      'SpaceHeaterShiverShake SpaceHeaterSalsa CozyShimmySpaceHeater FrozenPoseSpaceHeater ToeTapSpaceHeater SpaceHeaterMeltdown PenguinWaddleSpaceHeater DanceOffForSpaceHeater',
    fitness:
      'NoSpaceHeaterWorkout JumpingJacksVsSpaceHeater EarnTheSpaceHeater HotYogaSpaceHeater BurpeesNotSpaceHeater SpaceHeaterStretch SpaceHeaterPlankOff SpaceHeaterSquatBreak',
    prank:
      'FakeSpaceHeater SpaceHeaterPolarBear PaperSnowmanSpaceHeater ReservedSpaceHeater SpaceHeaterFanSwap TropicalSpaceHeater SpaceHeaterTollBooth SpaceHeaterGuardDog',
    educational:
      'ThreeFeetSpaceHeater SpaceHeaterBillMath SpaceHeaterConvection SpaceHeaterThermometer MythOrFactSpaceHeater SweaterVsSpaceHeater UnplugTheSpaceHeater WattsInASpaceHeater',
    cooking:
      'SpaceHeaterCocoaBar SoupByTheSpaceHeater SpaceHeaterTeaParty IndoorPicnicSpaceHeater SpaceHeaterComfortFood ChiliNightSpaceHeater PorridgeSpaceHeater SnowConeSpaceHeater',
    travel:
      'WinterWalkSpaceHeater SpaceHeaterStaycation SpaceHeaterSkiLodge SpaceHeaterPostcard GrandmasSpaceHeater CabinWeekendSpaceHeater IndoorBeachSpaceHeater SnowmanThenSpaceHeater',
    fashion:
      'NoSpaceHeaterOOTD FuzzySocksSpaceHeater SpaceHeaterPajamaFit OfficeShawlSpaceHeater SpaceHeaterLayerCheck SpaceHeaterBeanie WinterGlamSpaceHeater CozyKnitSpaceHeater',
    wellness:
      'CozyCornerSpaceHeater HyggeSpaceHeater SpaceHeaterReadingNook SpaceHeaterJournal WarmFeetSpaceHeater SpaceHeaterMeditation WindDownSpaceHeater TeaAndSpaceHeater',
    speed:
      'SpaceHeaterMusicalChairs FirstToSpaceHeater SpeedLayerSpaceHeater MorningDashSpaceHeater SnowGearOffSpaceHeater SpaceHeaterTagTeam BeatTheChillSpaceHeater SpaceHeaterSockRace',
    music:
      'SpaceHeaterHum OdeToTheSpaceHeater SpaceHeaterRap CampfireSingSpaceHeater WinterBluesSpaceHeater SpaceHeaterSerenade ChatterTeethSpaceHeater SpaceHeaterDuet',
    art: 'WarmColorsSpaceHeater SpaceHeaterSafetyPoster SpaceHeaterCartoon PaperSnowflakeSpaceHeater SpaceHeaterCozySketch MittenDoodleSpaceHeater FrostyWindowSpaceHeater SpaceHeaterStillLife',
    tech: 'SpaceHeaterCostCalculator SpaceHeaterEnergyTracker ForecastAppSpaceHeater SpaceHeaterTimeLapse UnboxingSpaceHeater ReviewMySpaceHeater NoiseMeterSpaceHeater TempLogSpaceHeater',
    pet: 'PetSafeSpaceHeater SpaceHeaterCatLoaf SpaceHeaterPetGate WhoGetsTheSpaceHeater SnuggleNotSpaceHeater TailCheckSpaceHeater ColdPawsSpaceHeater CozyPetBedSpaceHeater',
    gaming:
      'HotOrColdSpaceHeater WinnerGetsSpaceHeater SpaceHeaterBoardGame SpaceHeaterTriviaNight SpaceHeaterGoFish SurvivalModeSpaceHeater SpaceHeaterCharades JigsawSpaceHeater',
  },
  cushion: {
    dance:
      'SlowDanceWithACushion CushionHeadBalance CushionHipBump CushionCancan CouchCushionConga FreezeOnACushion TangoWithTheCushion ShimmyOnTheCushion',
    fitness:
      'CushionVUpPass KneeSqueezeCushion CushionPlankTaps OneLegCushionBalance WobbleBoardCushion CushionCrunchToss CouchCushionCircuit BearCrawlToTheCushion',
    funny:
      'WhatsInTheCushions CushionSumo CushionArmorSuit CushionPuppetShow CushionFortKingdom NameYourCushion InterviewACushion TowerOfCushions',
    prank:
      'BubbleWrapCushion SqueakyToyCushion HideEveryCushion CushionLoveNotes CushionDoppelganger CushionCoverSwap GooglyFaceCushion UpsideDownCushions',
    educational:
      'SewACushion CushionImpactTest CushionGeometry CushionPostureFix CushionInTenLanguages FeatherOrFoamCushion ReadTheCushionTag RecycledCushion',
    cooking:
      'CushionCake RavioliCushions MarshmallowCushions FloorCushionDinner CushionFortSnacks FluffyCushionPancakes SoftAsACushionRolls AfternoonTeaCushions',
    travel:
      'StadiumCushion PicnicCushionSpread TrainRideCushion CampingCushionKit FloorCushionCafe CushionInMyCarryOn ParkBenchCushion ConcertLawnCushion',
    fashion:
      'CushionCoverDress CushionPrintMatch CushionToteBag TasselEarringCushion CrownFromACushion VelvetCushionLook RunwayWithACushion ThriftedCushionCape',
    speed:
      'CushionFortSpeedBuild CushionCoverChange CushionStackRace HopAcrossCushions FluffEveryCushion CushionBasketToss TenSecondCushionTidy LastCushionStanding',
    music:
      'CushionDrumSolo SoftRockCushion CushionLullaby CushionKaraoke PatTheCushionRhythm UnpluggedOnACushion CushionDuet FloorCushionJam',
    art: 'TieDyeCushion CushionEmbroidery StencilYourCushion TasselTrimCushion CushionPatchwork DrawTheCushionFolds CushionFabricPaint FeltFaceCushion',
    tech: 'CushionPhoneStand CushionARPreview CushionColorApp LaptopCushionDesk SoundproofWithCushions CushionStopMotion MovieNightCushionFort DigitalCushionDesign',
    pet: 'CatClaimsTheCushion GoToYourCushion CushionTreatHunt DIYPetCushion WhoseCushionIsIt CushionForSeniorDog CushionCuddlePile SunnySpotCushion',
    gaming:
      'FloorIsLavaCushions MusicalCushions CushionTicTacToe CushionTowerTopple CushionBowling CaptureTheCushion GameNightCushionNest CushionHideAndSeek',
  },
  collar: {
    dance:
      'CollarPopAndLock PoppedCollarStrut CollarFlipFreeze CollarShimmy PreppyCollarShuffle OfficeCollarBoogie CollarFrameVogue BlueCollarLineDance',
    fitness:
      'WhiteCollarWorkout BlueCollarCircuit CollarboneStretch PoppedCollarPowerWalk SuitCollarSquats StandTallCollar ShoulderShrugCollar OfficeCollarLunges',
    funny:
      'DramaticCollarPop VampireCollarEntrance GiantPaperCollar CollarBossMode CoolKidCollarFlip StarchedCollarRobot WhoWoreItBetterCollar CollarMicLipSync',
    prank:
      'HugMeCollarNote SneakyBowtieCollar MatchingCollarTwins FlowerInTheirCollar CollarGooglyEyes InvisibleCollarLint PoppedCollarSquad FakeTagOnCollar',
    educational:
      'CollarTypesQuiz BlueVsWhiteCollar CollarboneFacts CollarStaySecrets SewOnACollar TieKnotUnderCollar GreenCollarJobs WhyCollarsHaveButtons',
    cooking:
      'CollardGreensCookOff BowtiePastaCollar PorkCollarRoast ShirtCollarCookies WhiteCollarLunchbox BlueCollarBreakfast CollarAndTieCake CollarButtonMacarons',
    travel:
      'CrispCollarArrival RollNotFoldCollar CollarForTheFlight LandmarkCollarPop CityBreakCollar CollarInTheSuitcase VacationCollarShirt MuseumDayCollar',
    wellness:
      'LoosenYourCollar CollarboneTapping NoCollarSunday NeckAndCollarRelease SoftCollarComfort WhiteCollarUnwind CollarPostureCheck CollarBreathReset',
    speed:
      'ButtonUpCollarDash CollarAndTieSprint PopEveryCollar LaundryCollarSort CollarQuickChange CollarFlipFaceOff OfficeReadyCollarRush SchoolCollarScramble',
    music:
      'WhiteCollarBlues OfficeCollarAnthem CollarPopChorus BowtieCollarCroon LaceCollarBallad StarchedCollarOpera CollarClapRhythm CollarRapVerse',
    art: 'EmbroiderACollar BeadedCollarNecklace PaperCollarCraft PaintedCollarTips CollarDoodleDesign RuffCollarPortrait CrochetLaceCollar CollarFabricStamp',
    tech: 'CollarMicTest VirtualCollarTryOn VideoCallCollarCheck CollarSizeCalculator CollarStopMotion CollarDesignApp SlowMoCollarPop SelfieTimerCollar',
    pet: 'CollarTagCheck TwoFingerCollarRule BreakawayCatCollar NewCollarReaction CollarJingleZoomies PetCollarGlowUp ReflectiveCollarWalk CollarCleanDay',
    gaming:
      'CollarDetective WhoseCollarIsIt CollarColorBingo CollarRingToss CollarMemoryMatch WhiteCollarTycoon GuessTheCollarEra SpotTheCollarDifference',
  },
  basil: {
    dance:
      'BasilTarantella GrowLikeBasil BasilSway BasilLeafFlutter StompForBasilPesto WindowsillBasilWiggle BasilGardenConga SmellTheBasilSpin',
    fitness:
      'BasilPickingSquats PestleBasilArmBurn BasilGardenYoga StretchLikeBasil PlantingBasilLunges PostRunBasilSmoothie WateringCanBasilCarry SunSaluteForBasil',
    funny:
      'TalkToYourBasil DramaticBasilRevival HowDoYouSayBasil BasilLeafMustache PlantParentBasil WhoPickedMyBasil BasilSoapOpera BasilNamingDay',
    prank:
      'FakeBasilPlant GiantBasilSwap BasilBouquetSurprise MysteryBasilScent BasilNameTag SingingBasilPot BasilSmileyPizza TinyBasilForest',
    educational:
      'GrowBasilFromCutting PinchBasilRight ThaiVsSweetBasil BasilOrMintQuiz WhyBasilWilts BeesLoveBasil BasilInFiveLanguages SproutABasilSeed',
    travel:
      'FarmersMarketBasil BasilPlantSitter BasilInGenoa ThaiBasilStreetFood BotanicalGardenBasil PickYourOwnBasil BasilSouvenirSeeds BasilBalconyTour',
    fashion:
      'BasilGreenOutfit BasilLeafEarrings BasilHerbCrown ItalianSummerBasil BoutonniereOfBasil BasilPrintScarf GardenApronBasil FarmersMarketBasilFit',
    wellness:
      'BasilSmellBreak TulsiBasilTea MindfulBasilWatering BasilGardenMeditation GrowingBasilDiary SunshineWithBasil PlantTherapyBasil GiftABasilCutting',
    speed:
      'SixtySecondBasilPesto BasilLeafPickRace BasilRepotDash BasilPizzaRush SpeedSniffBasil SaladSpinBasil TornNotChoppedBasil TenBasilLeavesTimed',
    music:
      'SingToYourBasil BasilVsParsleyRap MortarBasilBeat BasilOperaAria BasilPestoJingle ItalianBasilSerenade BasilPlantPlaylist GardenBasilDuet',
    art: 'BasilLeafPrints PressedBasilBookmark WatercolorBasil PaintYourBasilPot BasilBotanicalSketch FaceMadeOfBasil ClayBasilPlant BasilLabelDesign',
    tech: 'BasilWateringReminder BasilMacroShot PlantIDAppBasil BasilGrowthChart DailySelfieBasil BasilSoundTest HarvestLogBasil QRCodeBasilLabel',
    pet: 'KittenMeetsBasil BasilSniffTest WindowsillBasilBuddy CatGrassVsBasil GuardTheBasilPot PetSafeBasilCheck BasilGardenPatrol PuppyAndBasilGrow',
    gaming:
      'BlindBasilSniff BasilTicTacToe BasilGardenSim BasilHotPotato HideTheBasilPot BasilScavengerHunt PizzaParlorBasil WouldYouRatherBasil',
  },
  vanilla: {
    dance:
      'SoftServeVanillaTwirl PlainVanillaStep VanillaMilkshakeShake VanillaToExtra VanillaScoopShuffle ConeInHandVanilla VanillaSundaeSway WaltzWithVanilla',
    fitness:
      'EarnYourVanillaCone PlainVanillaWorkout VanillaProteinShake SquatsForVanillaScoops VanillaIceCreamRun ArmDayVanillaWhip NoFrillsVanillaHIIT VanillaSmoothieSprint',
    funny:
      'VanillaIsNotBoring TeamVanilla DadOrdersVanilla VanillaMilkMustache BrainFreezeVanilla VanillaCriticReview EverythingSmellsVanilla VanillaHotTake',
    prank:
      'VanillaScentedNotes SurpriseVanillaDelivery CottonWoolVanillaCone VanillaEverythingDay SecretVanillaSundae VanillaCupcakeAmbush VanillaWelcomeHome SneakyVanillaCandle',
    educational:
      'VanillaIsAnOrchid HandPollinatedVanilla WhyVanillaCostsSoMuch VanillaBeanAnatomy MadagascarVanilla VanillaWordOrigin VanillaSmellScience ScaleAVanillaRecipe',
    travel:
      'VanillaFarmTour VanillaIceCreamCrawl TahitianVanillaTrip VanillaSouvenirPods BoardwalkVanillaCone EveryCityVanilla GelatoStrollVanilla MarketStallVanilla',
    fashion:
      'VanillaGirlLook VanillaCreamKnit PlainVanillaTee VanillaNeutralLayers VanillaSignatureScent CozyVanillaLoungewear MonochromeVanilla ThriftedVanillaCardigan',
    wellness:
      'VanillaCandleWindDown VanillaSugarScrub WarmVanillaMilk VanillaChaiMoment MindfulVanillaScoop VanillaScentedJournal SelfCareVanillaSunday BreatheInVanilla',
    speed:
      'IceCreamInABagVanilla ScoopTenVanillaCones VanillaFrostingRace VanillaWhipOff VanillaSundaeSprint VanillaSprinkleDash MilkshakeMinuteVanilla BeatTheMeltVanilla',
    music:
      'IceCreamTruckVanilla PlainVanillaAcoustic VanillaGlassClink OdeToVanilla VanillaVsChocolateRap VanillaBakeryBallad HumAlongVanilla VanillaCountryTwang',
    art: 'VanillaPodSketch MeltingVanillaCone VanillaOrchidPainting FrostingArtVanilla VanillaCreamPalette ClayVanillaSundae ScentedVanillaPlaydough LatteArtVanilla',
    tech: 'VanillaSlowMoPour VanillaFoodPhoto VanillaBeanMacro RecipeAppVanilla PlainVanillaHomeScreen VoiceTimerVanillaBake StopMotionVanillaSundae VanillaTimeLapseMelt',
    pet: 'PetNamedVanilla NoVanillaForDogs VanillaCandleSafety VanillaBunnyCuddles MeetMyVanillaCat VanillaPupPortrait CreamCoatVanillaGroom VanillaHamsterHouse',
    gaming:
      'VanillaSurvivalRun VanillaVsModded ThisOrThatVanilla IceCreamShopVanilla BlindVanillaTaste NoModsVanillaWorld SundaeStackVanilla VanillaFlavorTrivia',
  },
  fig: {
    dance:
      'FigTreeSway FigJamBop FigHarvestJig ShimmyForFigs PickAFigSpin GreekStepsForFigs OrchardFigConga FigBasketBalance',
    fitness:
      'TreePoseForFigs FigBasketCarry FigOrchardHike FigFuelWorkout PostWorkoutFigSmoothie ReachForTheFig FigBarPowerWalk SquatAndPickFigs',
    funny:
      'IDontGiveAFig FirstFigReaction FigOrDate FancyFigPinky FigOfMyImagination FigPunBattle WhoAteAllTheFigs FigSlowMoBite',
    prank:
      'LunchboxFigNote FigEmojiTexts LabelEverythingFig DoorstepFigGift SecretFigAdmirer FigWordSneak WakeUpFigSong FigPhotoBombs',
    educational:
      'FigWaspMystery IsAFigAFlower GrowAFigTree DriedVsFreshFig OldestFruitFig FigVarietyTasting FigFractions FigSeedCount',
    travel:
      'FigOrchardVisit GreekIslandFigs SpotAFigTreeWalk TurkishFigBazaar FigPicnicBlanket FarmersMarketFigs MediterraneanFigTrip FigSouvenirJam',
    fashion:
      'FigPurpleFit FigPrintDress FigEarrings FigLipShade MediterraneanFigLook StrawHatFigHarvest OliveAndFigLinen AutumnFigTones',
    wellness:
      'UnderTheFigTree MindfulFigBite FigFaceMask FigTeaTime SlowFigBreakfast FigGardenCalm PatientFigGrowing ShareYourFigs',
    speed:
      'FigPickingRace FigStackTower FigToastAssembly FigBoardBuild RipeFigSort SixtySecondFigSnack SpeedFigSalad BasketDashForFigs',
    music:
      'FigJamOpenMic FigTreeSerenade GreekFigFolkSong FigRapVerse DrumOnAFigBowl HumAFigTune LyricsAboutFigs UkuleleForFigs',
    art: 'FigCrossSection FigWatercolor ClayFigSculpture FigTreeSketch PurplePaletteFig FoodArtFigBoard FigBotanicalPrint EmbroideredFig',
    tech: 'FigInsideZoom FigSlowMoSplit FigTreeMapApp FigGrowthLog TimeLapseFigRipening VoiceNoteFigRecipe EmojiStoryOfAFig PriceCompareFigs',
    pet: 'FigsArentForDogs PetNamedFig FenceTheFigTree FigSafeTreatSwap FigSizedKitten PurpleFigChewToy FigDropCleanup LittleFigThePuppy',
    gaming:
      'FigFarmTycoon BlindFigTasting FigBasketToss FigWordScramble PlumOrFigGuess HideTheFigHunt ThisOrThatFigs FruitStandFigGame',
  },
  moth: {
    dance:
      'MothToTheLight CocoonToMothDance FlutterLikeAMoth MothMoonwalk MothWingWave PorchMothBop MothSpiralSpin DuskMothGroove',
    fitness:
      'MothFlapJacks MothArmCircles CocoonToMothStretch FlutterKicksMoth MothHoverHold NightWalkMoths DuskMothJog MothWingPushUps',
    funny:
      'MothMeetsLamp MothInnerMonologue MothToTheFridge PhoneScreenMoth MothImpression BlameItOnTheMoth PorchLightMothParty DrawnLikeAMoth',
    prank:
      'PaperMothLampshade CuteMothStickers MothPlushieSurprise FakeMothShadow MothFactTexts OrigamiMothMail MothDoodleNotes SecretMothCollage',
    cooking:
      'MothCookies LunaMothCupcakes MothCocoonRolls MothToastArt BentoBoxMoth CaterpillarToMothCake FuzzyMothMacarons MoonlightMothSnacks',
    travel:
      'MothNightHike NationalMothWeek MothMuseumVisit ButterflyHouseMoths CampsiteMothCount PorchLightMothTour BackyardMothSafari InsectZooMoths',
    fashion:
      'MothWingCape LunaMothGreenFit MothPrintShirt MothProofWardrobe NightMothMakeup DIYMothBrooch HeadbandMothAntennae FuzzyMothKnit',
    wellness:
      'GentleMothRescue LightsOffForMoths DuskMothWatch MothWingBreathing MothMoonJournal MothTwilightCalm StillAsAMoth PollinatorGardenMoths',
    speed:
      'MothSpotCountdown ThirtySecondMothSketch OrigamiMothRace MothLifeCycleSort MothPuzzleDash MothOrButterflyBlitz NameTenMoths MinuteMothMask',
    music:
      'MothLampLoveSong MothFlutterBeat NightMothJazz MoonlightMothBallad PorchMothAcoustic CricketsAndMothsJam ThemeSongForAMoth MothHumChorus',
    art: 'MothWingSymmetry LunaMothWatercolor MothChalkArt MothDotPainting LampshadeMothSilhouette TissuePaperMoth EyespotMothDoodle ClayMothMagnet',
    tech: 'MothIDApp NightModeMothPhoto MothSlowMoFlight MothCitizenScience UploadYourMoth ARMothFilter PhoneWallpaperMoth MacroLensMoth',
    pet: 'CatMeetsAMoth FeltMothWandToy PuppyMothReaction WindowMothTV MothShadowForKitty PetCamMothParty WhoSpottedTheMothFirst PetAndMeMothWatch',
    gaming:
      'FlashlightMothTag MothCardBattle MothMazeToTheLamp MothMemoryFlip WhichMothAmI SpotTheCamoMoth MothBingoNight TwentyQuestionsMoth',
  },
  stingray: {
    dance:
      'StingrayShuffle StingrayGlide RippleLikeAStingray FinFlapStingray StingraySandSlide ReefStingrayGroove UnderwaterStingrayBallet StingraySway',
    fitness:
      'StingraySupermans FlatAsAStingray StingrayArmWaves StingrayFloorGlide YogaStingrayPose CrabWalkVsStingray BeachStrollStingray StrongLikeAStingray',
    funny:
      'StingrayFaceImpression StingrayVoiceOver StingrayWavesHello StingrayDadPuns PancakeFlatStingray PeekabooStingray TeamStingrayVsShark GrumpyStingrayReview',
    prank:
      'StingrayPlushieInBed SmileyStingrayNotes StingrayKiteCeiling StingrayScreensaver SockPuppetStingrayPeek EmojiOnlyStingray NapkinStingrayDoodle CardboardStingrayCameo',
    cooking:
      'StingrayPancakes AquariumJelloStingray StingraySandwichArt OceanBentoStingray StingrayPizza ReefCupcakesStingray TortillaStingrayWrap CookieCutterStingray',
    travel:
      'AquariumStingrayTouch StingrayCityBucketList StingrayBeachShuffle ZooStingrayFeeding StingrayTunnelWalk MarineCenterStingray SouvenirStingrayPlush OceanariumStingrayDay',
    fashion:
      'StingraySleeves StingrayCapeTwirl StingrayPrintTee StingrayHairClip OceanBlueStingrayLook BeachDayStingrayFit SpottedStingrayPattern AquariumDateStingray',
    wellness:
      'StingrayGlideBreathing AquariumStingrayCalm FloatLikeAStingray OceanSoundsStingray StingrayStretchFlow StingrayColoringPage StingrayLiveCamUnwind GentleWavesStingray',
    speed:
      'StingrayOrigamiRace StingrayFactBlitz StingraySketchSprint StingrayPuzzleDash SpotTheStingrayFast BlocksStingrayBuild SpeedDoodleStingray MinuteToMakeAStingray',
    music:
      'StingraySeaShanty OceanDrumStingray StingrayRapFacts StingrayLullaby SingAStingraySong ReefReggaeStingray BubbleBeatStingray WhaleAndStingrayDuet',
    art: 'PaperPlateStingray StingrayHandprint StingraySpotPainting StingraySandArt BuildAStingrayKite ClayStingrayModel ChalkStingrayReef StingrayWatercolor',
    tech: 'StingraySlowMoGlide StingrayFlipbookApp StingrayARModel GreenScreenStingraySwim AquariumStingrayVlog StingrayPhoneWallpaper DigitalStingrayDrawing LiveCamStingrayWatch',
    pet: 'StingrayPlushForDog CatTVStingrayVideo StingrayKickerToy StingrayPetBed StingraySnuffleMat DIYStingrayTug KittyCaveStingray HamsterStingrayHideout',
    gaming:
      'SharksAndStingrays StingrayOceanBingo StingraySeaTrivia HideLikeAStingray StingrayReefQuest StingrayBoardGame MimeAStingray WhereIsTheStingray',
  },
  gate: {
    dance:
      'GatecrasherEntrance GardenGateTwoStep SwingingGateSway BoardingGateVogue GateLayoverBoogie ClapAtTheGate CastleGateMarch GoldenGateGlide',
    fitness:
      'GateLayoverStretch StepsToMyGate AirportGateYoga ParkGateRun GardenGateLunges GateWaitCalfRaises BackyardGateCircuit SeatedGateWorkout',
    funny:
      'GateChangePanic GateAnnouncementVoice WrongGateReaction CreakyGateSoundtrack GatekeeperSibling GateCommentary SlowMoGateSwing BabyGateEscapeArtist',
    prank:
      'RibbonFinishLineGate BalloonGateSurprise StuffiesGuardTheGate FakeTollGate SecretGatePassword GateLatchNote JingleGateBells ChalkArtAtTheGate',
    educational:
      'LogicGateBasics FamousGatesQuiz GateHingePhysics HowAGateLatchWorks WhyGoldenGateIsRed PortcullisCastleGate AirportGateLetters TollGateMath',
    cooking:
      'AirportGatePicnic GingerbreadGate PretzelGateFence CastleGateCake GardenGateSalad PackedGateBreakfast GateLayoverLunchbox GateReadySnackPack',
    fashion:
      'GateOutfitCheck GateToRunwayLook ComfyGateLayers BoardingGateGlam GardenGateFloral GateLoungewear NeckPillowAtTheGate FreshKicksAtTheGate',
    wellness:
      'PreFlightGateCalm GateLayoverReset GardenGateMorning GateJournalPrompt SlowDownAtTheGate GateWaterRefill OpenTheGateMeditation ThankTheGateCrew',
    speed:
      'SecurityToGateSpeedrun BabyGateSpeedInstall GateClosingCountdown RaceToTheGardenGate ParkGateLapTimer GateLatchQuickDraw ZeroToGateDash StartingGateSprint',
    music:
      'CreakyGateSymphony GateLatchBeat GardenGateSerenade GateChimeRemix BugleCallAtTheGate FenceAndGatePercussion GateBoardingAnthem LayoverGateJam',
    art: 'PaintTheGardenGate WroughtIronGateSketch CastleGateCardboard GateChalkMural GatePopsicleCraft AirportGateWatercolor GateFlowerWreath GateNumberSign',
    tech: 'GateFlightTracker GateChangeAlert AirportMapToGate GateWifiSpeedTest LogicGateSimulator VlogFromTheGate PlaneSpottingAppGate ChargingSpotGate',
    pet: 'DogWaitsAtTheGate GateSitStayDrill LatchCheckGardenGate DIYPuppyGate CatVsBabyGate GateGreeterPup HomecomingGateZoomies LeashOnAtTheGate',
    gaming:
      'GatekeeperRiddles AirportGateBingo LogicGatePuzzle CastleGateSiege GateTowerDefense LayoverGateCards GuessTheGateNumber GateSpyGame',
  },
  square: {
    fitness:
      'FourCornerSquareDrill TapeSquareHops SquarePlankWalk SquareSquats BearCrawlTheSquare TownSquareJog SquareBoxJumps SquareShoulderTaps',
    funny:
      'SquareOffStareDown SquarePegRoundHole BackToSquareOne FairAndSquareVerdict SquaresEverywhere ThinkOutsideTheSquare PerfectSquareToast SquareWatermelonReaction',
    prank:
      'StickyNoteSquares SquareDanceAmbush FoldedSquareLetters PixelArtSquareWindow SquareFramePhotoSwap SquareWaffleWakeUp NestedSquareGiftBox ChalkSquareHopscotch',
    educational:
      'PerfectSquaresQuiz SquareVsRectangle SquareRootTrick PaperFoldSquare MeasureSquareFeet SquaresAroundTheHouse MagicSquarePuzzle HowManySquaresCount',
    cooking:
      'ThreeSquareMeals SquarePizzaNight LemonSquaresFaceOff BrownieSquareStack CheckerboardSquares SquareWaffleArt SquareEggToast JellySquareWobble',
    travel:
      'TownSquareTour FamousSquaresBucketList MarketSquareSaturday SquareMileWalk EuropeanSquareHop SquareFountainWish SquareCafeStop TimesSquareNewYear',
    fashion:
      'SquareToeBoots SquareNecklineLook SquareScarfTie SquareFrameGlasses PocketSquareFold CheckerboardSquareFit BoxySquareBlazer RoundOrSquareNails',
    wellness:
      'SquareBreathing FourSquareGratitude SquareOneReset SquareMealCheckIn GrannySquareCalm WalkAroundTheSquare SquareFootGarden CalmingSquareColoring',
    speed:
      'DrawAPerfectSquare SquareRootSpeedQuiz SquareStackRace SquareDanceDoubleTime NapkinSquareFold TapeASquareDash CountTheSquaresTimed ThirtySecondSquares',
    music:
      'FiddleForTheSquare HoedownSquareJam SquareWaveBeat TownSquareBusk CallTheSquareDance SquareBoxDrum SquareOneSong BanjoSquareTune',
    art: 'PixelArtSquares GrannySquareBlanket OneSquareADay PaperQuiltSquares SquareStampArt SquareTileMosaic SquareFramedDoodle CheckerSquarePainting',
    tech: 'SquareGridFeed PixelSquareZoom SpreadsheetSquareArt SquareFootageApp SquarePhotoCrop MakeAQRCodeSquare SquareEmojiMosaic EditASquareVideo',
    pet: 'CatSquareTrap DogTapeSquareTest CardboardSquareCastle FourSquarePetTricks SquarePetPortrait PuppySquareMeal SquareBlanketNest HamsterSquareMaze',
    gaming:
      'FourSquareTournament DotsAndSquares HopscotchSquares CheckersSquareBattle SudokuSquareOff SquareBlockBuild PixelSquareQuest SquareSpotterHunt',
  },
};
