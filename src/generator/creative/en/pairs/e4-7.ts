import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'hula hoop': {
    dance:
      'HulaHoopHipsDontLie HulaHoopIsolations HoopThereItIs HulaHoopBreakTrick WaistToWristFlow LearnThisHulaHoopCombo',
    funny:
      'HulaHoopFirstAttempt DadVsHulaHoop GrandpaGoesHooping HulaHoopOnAZoomCall HulaHoopGravityWins HoopDreamsCrushed',
    prank:
      'HulaHoopSwitcheroo TinyHulaHoopSwap HoopingFlashMob HulaHoopLEDGift HulaHoopBalloonArch SurpriseHoopOff',
    educational:
      'HulaHoopPhysics WhyHoopsStayUp HulaHoopTimeMachine HulaHoopTrueOrFalse HoopingBurnsHowMuch GuessTheHulaHoopRecord',
    cooking:
      'HoopDeDonuts PineappleHulaHoops HulaHoopOnionRings HulaHoopBagelBar HulaHoopFruitWreath HoopBreakSmoothie',
    travel:
      'HulaHoopAtLandmarks HulaHoopInHawaii HulaHoopPassport HoopWithAView BeachHoopingSunset TakeYourHulaHoopHiking',
    fashion:
      'HulaHoopFitCheck MatchYourHulaHoop HoopEarringStack HulaHoopInHeels PoodleSkirtHulaHoop SpinInSequins',
    wellness:
      'HulaHoopFlowState HulaHoopInnerChild SpinToUnwind HoopYourStressAway HulaHoopAndBreathe SunsetHoopingHour',
    speed:
      'MostHoopsAtOnce HulaHoopRelay HulaHoopPassChain HulaHoopMinuteToWinIt LastHulaHoopSpinning HoopAndWalkRace',
    music:
      'HulaHoopToTheBeat HulaHoopUkuleleTune HulaHoopKaraoke RockAroundTheHoop DontStopTheHulaHoop HulaHoopBassDrop',
    art: 'HulaHoopWeaving HulaHoopLightPainting HulaHoopDreamcatcher PaintYourHulaHoop HulaHoopPhotoFrame GlitterTapeHoop',
    tech: 'HulaHoopLEDBuild HulaHoopSpinCounter HulaHoopSlowMoCam SmartHoopVsClassic CodeYourGlowHoop WatchVsHulaHoop',
    pet: 'HulaHoopDogJump CatThroughTheHoop HulaHoopPuppyAgility HoopDeDoggo HulaHoopTreatTrail PetVsHulaHoop',
    gaming:
      'HulaHoopRingToss BeatMyWiiHoopScore HulaHoopHORSE HulaHoopLevelUp BackyardHoopOlympics HulaHoopBeanBagGolf',
  },
  'yoga mat': {
    dance:
      'YogaMatMoonwalk StayOnTheMatDance YogaMatFootwork NamasteAndSashay YogaMatTwoStep OneYogaMatFourMoves',
    funny:
      'YogaMatRollStruggle DownDogGoneWrong YogaMatSavasanaNap NamastayInBed YogaMatWontLieFlat YogaMatTurfWar',
    prank:
      'BubbleWrapYogaMat YogaMatConfettiUnroll YogaMatWhoopeeCushion GooglyEyedYogaMat RollOutASmile SecretMessageMat',
    educational:
      'WhyYogaMatsGrip CorkVsRubberMat YogaMatFrictionTest YogaMatPoseQuiz SanskritOnTheYogaMat YogaMatMythBusters',
    cooking:
      'PostYogaMatSmoothie YogaMatRollCake SavasanaSnacks YogaMatProteinBites NamasteForSeconds YogaMatRefuelBowl',
    travel:
      'YogaMatEverywhere YogaMatSunriseSpot HaveYogaMatWillTravel DownDogWithAView YogaMatPassport SummitSunSalute',
    fashion:
      'MatchYourYogaMat AthleisureFitCheck YogaMatToBrunchLook YogaMatStrapStyle FromMatToMeeting YogaMatColorClash',
    wellness:
      'YogaMatBreathwork YogaMatBodyScan UnrollAndUnwind SavasanaSunday YogaMatGratitudeFlow YogaMatMorningMinute',
    speed:
      'YogaMatRollRace TenPosesIn60 DownDogDash YogaMatRelay FastestYogaMatUnroll YogaMatFlowIn30',
    music:
      'YogaMatSoundBath OmChantHarmony YogaMatSingingBowl YogaMatDrumSolo NamasteMixtape YogaMatPoseToBeat',
    art: 'PaintYourYogaMat YogaPoseSketch YogaMatStencilArt YogaMatMandala YogaMatShadowPhoto OldYogaMatCollage',
    tech: 'YogaMatPoseTracker YogaMatTimeLapse SmartMatOrNot AIGradesMyDownDog YogaMatAppShowdown YogaMatPhoneMount',
    pet: 'PetYogaMatTakeover CatClaimsTheMat YogaMatPupSavasana DogaOnTheYogaMat YogaMatPhotobomb KittenPoseOff',
    gaming:
      'YogaMatPoseDice YogaMatBalanceDuel YogaMatTwister FloorIsLavaYogaMat SimonSaysYogaMat StretchOrPass',
  },
  'office party': {
    dance:
      'OfficePartyDanceOff OfficePartyMacarena BreakroomBoogie CubicleConga OfficePartyBossMoves OfficePartyTwist',
    fitness:
      'OfficePartyOlympics StairwellRelay OfficePartyPlankOff CubicleCardio OfficePartyTugOfWar WorkPartyPushUpDuel',
    prank:
      'OfficePartyBalloonDrop SurpriseCakeMeeting OfficePartyFakeAgenda GiftWrapTheOffice WorkPartyConfettiDesk SecretSantaSwitcheroo',
    educational:
      'OfficePartyTrivia NameThatCoworkerQuiz FunFactAboutMe OfficePartyTwoTruths OfficePartyTEDTalk OfficePartyIcebreakers',
    cooking:
      'OfficePartyPotluck BreakroomBakeOff OfficeChiliCookOff DeskDrawerDessert OfficePartyMugCakes WorkPartyDipDuel',
    travel:
      'OutOfOfficeParty OfficePartyBoatTrip OfficePartyCityQuest RooftopWorkParty OffsiteAdventure TeamTakesTheTown',
    fashion:
      'OfficePartyFitCheck OfficeSequinBlazer DeskToDanceFloor UglySweaterOfficeParty OfficePartyDressCode BusinessCasualGlam',
    wellness:
      'OfficePartyShoutouts CoworkerCoffeeChats OfficeGratitudeJar HighFiveHallway OfficePartyPhoneFree WorkPartyRechargeNook',
    speed:
      'OfficeMinuteToWinIt OfficePartyRelay CupStackShowdown OfficePartyWrapBlitz PaperclipChainDash OfficeChairGrandPrix',
    music:
      'OfficePartyKaraoke OfficePartyAirGuitar OfficePartyLipSync WorkPartyDuetDare StaplerDrumSolo CubicleCarols',
    art: 'OfficePartyPhotoBooth OfficePartyCaricatures OfficePartyMugPainting OfficeWhiteboardMural StickyNoteMosaic DoodleYourDeskmate',
    tech: 'VirtualOfficeParty OfficePartyKahootQuiz QRCodeRaffle OfficePartyPowerPoint AIPlansTheOfficeParty SmartSpeakerDJ',
    pet: 'OfficePawty BringYourDogDay OfficePartyCatCameo OfficePartyPetRollCall WorkPartyPupParade TinyBowTieGuest',
    gaming:
      'BuzzwordBingo CubicleMiniGolf OfficePartyPictionary OfficePartyMarioKart OfficePartyFamilyFeud WorkPartyBossFight',
  },
  vampire: {
    dance:
      'VampireCapeTwirl VampireFangShimmy VampireBallroomWaltz CountDraculaConga RiseFromTheCoffin BiteTheBeat',
    fitness:
      'VampireCoffinSitUps VampireCapeCardio BatWingBurn DraculaDeadlifts VampireCastleStairs BeatTheSunriseRun',
    prank:
      'VampireFakeFangs PlasticBatSurprise DraculaWakeUpCall VampireCapeEntrance VampireFridgeTakeover GarlicDoorWreath',
    educational:
      'VampireAnimalsQuiz WasDraculaReal WhyVampiresFearGarlic VampireBatFacts VampireMythOrigins VampireSquidDeepDive',
    cooking:
      'VampireFangCookies BatWingCupcakes BloodOrangeMocktail VampireBiteBrownies DraculaRedVelvet VampireStakeAndEggs',
    travel:
      'DraculasCastleTour TransylvaniaRoadTrip VampireCityAfterDark HomeBeforeSunrise VampireNewOrleans VampireFilmLocations',
    fashion:
      'VampireVelvetLayers DraculaCollarStyle VampireGothMakeup NoReflectionFitCheck VampireCapeSwish CrimsonLipGlam',
    wellness:
      'VampireBeautySleep VampireSunscreenHabit VampireHoursReset VampireSkincareNight CandlelitWindDown CoffinQuietTime',
    speed:
      'VampireBeatTheSunrise VampireCapeQuickChange BatFlapRelay DraculaDash FangsOnIn10 VampireMakeupIn60',
    music:
      'VampireOrganCover VampireLullaby FangsForTheMemories DraculaDubstep VampireRockOpera BatSqueakBeatbox',
    art: 'VampireCastleDrawing DrawYourselfAsAVampire VampireInkSketch NoReflectionSelfie BatSilhouetteCutout VampireFangClay',
    tech: 'VampireMirrorTrick VampireFangsFilter AIVampireMe VampireVoiceChanger BatSonarBuild GlowingEyesEffect',
    pet: 'VampireCapeForMyDog PetDraculaPortrait VampireKittenFangs CountDogula VampireStareDown BatWingHarness',
    gaming:
      'VampireCastleRun VampireSurvivalNight DraculaBossFight VampireVsWerewolf WhoIsTheVampire SurviveTillDawn',
  },
  pharmacy: {
    dance:
      'PharmacyAisleGroove PharmacyLabCoatTwirl PharmacistPirouette PharmacyLineDance ReceiptRibbonRoutine PillShakerShimmy',
    fitness:
      'PharmacyShiftStretch CounterCalfRaises WalkToThePharmacy PharmacyAisleLunges PharmacyBasketCurls PharmacistPostureFix',
    prank:
      'PharmacyGetWellBasket LongestReceiptSurprise PharmacySillyCardPick PharmacistThankYouSign DoctorsOrdersNap PharmacyTeddyDrop',
    educational:
      'PharmacyGenericVsBrand HowMedicineWorks PharmacyBackroomTour AskThePharmacist WhatDoesRxMean PharmacyMythBusting',
    cooking:
      'PharmacyMaltShake PharmacyEggCream ChickenSoupSickDay PharmacyRootBeerFloat SodaJerkSundae OldTimePharmacyCola',
    travel:
      'PharmacyJapanHaul OldestPharmacyInEurope PharmacyAroundTheWorld ForeignPharmacyFinds GreenCrossHunt ApothecaryMuseumTour',
    fashion:
      'PharmacyBeautyFinds TenDollarPharmacyGlam DrugstoreVsDesigner PharmacistChic PharmacyNailSwatch PharmacyFramesFitCheck',
    wellness:
      'FluShotFriday PharmacySunscreenHabit PharmacyFirstAidKit PharmacySelfCareSunday MedicineCabinetReset AskYourPharmacist',
    speed:
      'PharmacyListSpeedrun PharmacyCardPickDash ReceiptMeasureRace PharmacyAisleHunt PharmacistCountByFives CouponMatchBlitz',
    music:
      'PharmacyJingle ReceiptPrinterBeat PharmacyHoldMusic PillBottleMaracas PharmacistRapBattle PharmacyScannerRemix',
    art: 'PharmacyReceiptArt SketchYourPharmacy ApothecaryJarPainting PharmacyBandageMosaic PillBottleTerrarium PharmacistPortrait',
    tech: 'PharmacyRefillApp PharmacyRobotDispenser SmartPillboxTest PharmacyDroneDelivery AIVsPharmacist NeverMissADose',
    pet: 'PharmacyPillTrick PharmacyDriveThruPup PetPharmacyRun CatOutsmartsTheTreat DogsMeetPharmacist KittenCheckupCalm',
    gaming:
      'GuessThePharmacyPrice DrMarioRetroRun PharmacyPandemicCoop PharmacySimShift PharmacyPotionBrewOff OperationBoardDuel',
  },
  'toy store': {
    dance:
      'ToyStoreRobotDance ToyStoreSoldierMarch WindUpToyWiggle JackInTheBoxDrop ToyshopBallerinaSpin ToyStoreAisleGroove',
    fitness:
      'ToyStoreJumpRope PlushieSquatSet ToyStoreHulaHoop ToyStorePogoPower HopscotchHustle ToyshopGymHaul',
    prank:
      'LifeSizeToyFreeze ToyStoreMysteryBag ToyStoreWishlistGift TeddyBearTakeover ToyshopWindUpInvasion ToyStoreDuckArmy',
    educational:
      'HowToysAreMade ToyStoreBudgetBoss ToyStorePriceMath GuessTheToyDecade ToyStoreTimeMachine ToyStoreInventorQuiz',
    cooking:
      'ToyStoreBrickCake ToyStoreTeaParty ToyStoreYoyoCookies TeddyBearPancakes BuildingBlockBrownies ToyshopCandyJars',
    travel:
      'ToyStoreCrawl BiggestToyShopVisit ToyStoreAroundTheWorld OldestToyshopQuest PlayTheGiantPiano ToyStoreLocalFind',
    fashion:
      'ToyStoreDollTwinning ToyStorePlushieCharm TeddyCoatStyling ToyStorePrimaryColors ToyshopOverallsFit DressAsYourFavToy',
    wellness:
      'ToyStoreInnerChild PlushieHugBreak ToyStoreJoyWalk FidgetToyFocus ToyshopNostalgiaTrip ToyStoreTreatYourself',
    speed:
      'ToyStoreWishlistDash FiveMinuteToyshopSweep ToyStoreRubiksRace PlushieSortOff GiftWrapSprint ToyStoreTreasureHunt',
    music:
      'ToyStoreInstrumentJam ToyStoreKazooBand TinyPianoCover ToyshopOrchestra SqueakyToySymphony ToyStoreButtonBeat',
    art: 'ToyStoreDiorama ActionFigureStopMotion ToyshopShelfie ToyStoreWindowArt ToyStoreBoxDesign InventYourOwnToy',
    tech: 'ToyStoreCodingRobot ToyStoreDroneDemo ToyStoreRCCarRace BuildABotKit ToyshopGadgetRating SmartToyShowdown',
    pet: 'PetPicksAPlushie ToyStoreSqueakyAisle ToyshopZoomies ToyStoreDogRanking CatPrefersTheBox ToyStorePupShopping',
    gaming:
      'ClawMachineChampion ToyStorePackBattle ToyStoreBoardGameHaul ToyshopDemoDuel ToyStoreMarbleRun RetroConsoleRematch',
  },
  'garden hose': {
    dance:
      'GardenHoseRainDance HoseDownHoedown GardenHoseLimbo DoTheSprinklerForReal HoseSprayTwirl SplashZoneShuffle',
    fitness:
      'SprinklerSprints GardenHoseJumpRope WateringCanCurls HoseHurdles DodgeTheHose GardenHoseTugOfWar',
    prank:
      'GardenHoseCarWashGift HoseRainbowSurprise SecretGardenWatering SprinklerPartyAmbush GardenHoseSlipNSlide WaterBalloonStash',
    educational:
      'GardenHosePressureTest HowNozzlesWork GardenHoseSiphonDemo MakeARainbowWithAHose HoseVsWateringCan ThumbOverTheHose',
    cooking:
      'GardenToTableSalad HoseChilledWatermelon SprinklerPopsicles HoseRinsedBerries GardenHoseBBQBash FreshPickedSalsa',
    travel:
      'GardenHoseStaycation HoseDownAfterTheHike GardenHoseCampout SplashPadTour RoadTripHoseWash WaterParkDayOut',
    fashion:
      'SplashProofOutfit ClogsAndOveralls GardenerChic GardenHoseGreenWellies GardenHoseSunHatLook HoseDownFitCheck',
    wellness:
      'GardenHoseCoolOff MistyMorningGarden GardenHoseBarefootLawn SlowWateringRitual HoseMistMeditation SunsetHoseSoak',
    speed:
      'GardenHoseCoilRace GardenHoseBucketRelay SprayTargetBlitz UntangleTheHose HoseBalloonFillOff FirstToTopTheCup',
    music:
      'GardenHoseHorn HoseTrumpetSolo GardenHoseTubaBuild HoseWhirlyHum SprinklerBeatDrop BucketDrumsAndHose',
    art: 'GardenHoseWreath SprinklerRainbowPhoto DropletMacroShots DrawWithAHose GardenHoseChalkSplash HoseArcPortrait',
    tech: 'GardenHoseSmartTimer GardenHoseFlowSensor GardenHoseLeakFinder HoseSlowMoSplash CodeYourSprinkler RainBarrelPump',
    pet: 'GardenHosePetBath PupSprinklerZoomies DogVsTheHose GardenHoseBubbleChase CatJudgesTheHose GardenHoseKiddiePool',
    gaming:
      'GardenHoseCanKnockdown GardenHoseDuckRace GardenHoseWaterTag CarnivalHoseShootout SprinklerLimboLeague HoseHighScore',
  },
  'lunch lady': {
    dance:
      'LunchLadyLadleGroove CafeteriaTrayShuffle LunchLadyHairnetHipHop LunchLadyElectricSlide LunchLadyMoonwalk SloppyJoeShimmy',
    fitness:
      'LunchLadyTrayCarry LunchLadyStockpotSquat LunchLadyLadleCurls LunchRushCardio ServingLineLunges KitchenShiftStretch',
    prank:
      'LunchLadyFanClub StandingOvationAtLunch FlowersForTheLunchLady ThankYouTrayNote LunchLadyRedCarpet LunchLadyCardShower',
    educational:
      'LunchLadyBigBatchMath HowSchoolLunchIsMade LunchAroundTheWorld AskTheLunchLady LunchTrayNutritionQuiz CafeteriaWasteAudit',
    cooking:
      'LunchLadySquarePizza LunchLadyRollsAtHome LunchLadySloppyJoes LunchLadyTacoTuesday FishStickFriday CafeteriaCookieCopycat',
    travel:
      'SchoolLunchAbroad LunchLadyGoesGlobal LunchLadyFarmVisit LunchTrayPassport KyushokuInTokyo FrenchCantineLunch',
    fashion:
      'CafeteriaChicFit SensibleShoesSlay LunchLadyComfyClogs LunchLadyHairnetGlowUp LunchLadyRunway DressLikeTheLunchLady',
    wellness:
      'MindfulLunchBreak ThankYourLunchLady LunchLadyFootSoak LunchLadySmileStreak AfterShiftUnwind QuietKitchenMorning',
    speed:
      'LunchLadyTrayRace LunchLadyScoopBlitz LunchLineSpeedrun MilkCartonTower LunchRushRelay ServeItUpSprint',
    music:
      'LunchLadyLadleDrums CafeteriaBeatbox LunchLadyLandCover HairnetHarmony LunchLadyPotLidJam SingToTheLunchLady',
    art: 'LunchLadyFoodFaces LunchLadyChalkMenu PaintYourLunchLady LunchLadyHeroPoster MashedPotatoSculpture CafeteriaMuralMakeover',
    tech: 'LunchLadyMenuApp LunchLadyVsRobot LunchLadyGadgetTest AIPlansSchoolLunch CafeteriaTechTour TapToPayLunchLine',
    pet: 'LunchLadyPetCostume MyDogTheLunchLady KibbleLunchLine CatInATinyHairnet LunchLadyPuppyHelper HamsterChefHat',
    gaming:
      'CafeteriaRushLevel LunchLadyOvercookedRun SchoolLunchBingo LunchLadyBossFight LunchLadyHighScore TrayStackJenga',
  },
  proposal: {
    dance:
      'ProposalFlashMob BendedKneeTwirl EngagedCoupleWaltz PutARingOnIt ProposeMidDance ProposalFreezeFrame',
    fitness:
      'ProposeAtTheFinish ProposalSummitHike BendedKneeLunges EngagedCoupleSquats ProposalRockClimbTop PartnerWorkoutDate',
    prank:
      'ProposalFakePhotoshoot ProposalPuzzleReveal RingAtTheFinalClue ProposalFortuneCookie MovieTrailerProposal SecretCheerSquad',
    educational:
      'ProposalAroundTheWorld WhyRingsOnLeftHand WhyWeKneelToPropose EngagementMythBusting LeapDayProposals FourCsQuiz',
    cooking:
      'WillYouMarryMeCake ChocolateRingBox ProposalDinnerForTwo ProposalPicnicSpread EngagementBrunchBoard ProposalDessertReveal',
    travel:
      'ProposalEiffelTower HotAirBalloonQuestion ProposalWithAView ProposeAtSunrise PassportAndAProposal EngagementRoadTrip',
    fashion:
      'ProposalNailsReady EngagementShootLook DressedToPropose ProposalFitCheck RingHandSelfie SayYesToTheOutfit',
    wellness:
      'ProposalNervesReset LoveStoryJournal BreatheThenPropose EngagedGratitudeList ProposalPepTalk SlowMorningAfterYes',
    speed:
      'ProposalSetupSprint HideTheRingClock ProposalPetalPathDash BeatThemHomeProposal ProposalCandleBlitz TenMinuteProposal',
    music:
      'ProposalSerenade BendedKneeBallad ProposeInALyric ProposalKaraokeAsk MarryYouSingAlong BuskerProposalPlot',
    art: 'ProposalSandWriting ProposalSketchReveal ProposalChalkMural PaintThePopQuestion RingBoxDiorama EngagementPhotoDare',
    tech: 'ProposalDroneShot ProposalLockScreenAsk JumbotronQuestion HiddenCamProposal ProposalProjector CodeAProposalGame',
    pet: 'ProposalDogSign PetRingBearer PawsAndPropose PupPopsTheQuestion EngagementCatPortrait ProposalKittenBasket',
    gaming:
      'ProposalCrosswordClue ScrabbleProposal EscapeRoomProposal PlayerTwoWillYou ProposalLevelUp ProposeInMinecraft',
  },
  'snow angel': {
    dance:
      'SnowAngelFlopDrop SnowAngelHaloSpin DoTheSnowAngel StandingSnowAngel AngelWingsShuffle SnowAngelSlowMo',
    fitness:
      'SnowAngelJacks FloorSnowAngelFlow HundredSnowAngels SnowAngelCoreBurn WingsOfSteelWorkout FrostyFlutterKicks',
    prank:
      'SnowAngelArmy MysterySnowAngel WakeUpToSnowAngels SneakySnowAngelDrop SnowAngelNoteSurprise GiantSnowAngelHello',
    educational:
      'WhySnowSquishes SnowAngelSymmetry SnowAngelWingspanMath WhySnowAngelsHoldShape SnowAngelDepthTest SnowAngelOriginsQuiz',
    cooking:
      'CocoaAfterSnowAngels SnowAngelCookies SnowAngelPancakes SnowAngelMeringues AngelFoodSnowCake PowderedSugarWings',
    travel:
      'SnowAngelsAroundTown SnowAngelWithAView SnowAngelPassport SnowAngelLandmarks FirstTracksSnowAngel CabinSnowDayTrip',
    fashion:
      'SnowAngelReadyFit SnowAngelMittenMatch SnowAngelWhiteout BundleUpSnowAngel CozyWinterLayers WingedPufferLook',
    wellness:
      'SnowAngelSkyGaze SnowAngelInnerChild SnowAngelLieAndListen QuietSnowfallBreathe SnowAngelAndExhale FrostyMorningPause',
    speed:
      'SnowAngelsIn60 SnowAngelRelay FastestCleanExit MostSnowAngelsInARow FlopAndFlapRace LongestSnowAngelChain',
    music:
      'SnowCrunchBeat SnowAngelHarpTune HarkTheSnowAngels SnowAngelLullaby SnowAngelDuet SingWhileYouSnowAngel',
    art: 'PaintedSnowAngel SnowAngelAerialPhoto RainbowSnowAngel TraceYourSnowAngel SnowAngelGallery PaperSnowflakeWings',
    tech: 'SnowAngelDroneShot SnowAngelThermalCam SnowAngelARWings SlowMoSnowAngelFlop LEDSnowAngelNight SnowAngelTimeLapse',
    pet: 'DogSnowAngel SnowAngelPupRoll PetSnowDayZoomies SnowAngelForTwo CatVsSnowAngel PawPrintSnowAngel',
    gaming:
      'SnowAngelEmote BiggestSnowAngelWins SnowAngelSimonSays SnowAngelHighScore SnowAngelBingoCard SnowDayBoardGames',
  },
  'air horn': {
    dance:
      'FreezeOnTheAirHorn OneMoveEveryAirHorn AirHornArmPump SwitchOnTheAirHorn AirHornDanceBattle HonkAndHitIt',
    fitness:
      'AirHornBurpees SprintOnTheAirHorn HoldTillTheHonk AirHornIntervals TenPushupsPerAirHorn AirHornMeansHustle',
    prank:
      'KazooAirHornSwap SilentAirHornGag ConfettiAirHornPop AirHornOrDuckCall AirHornCheerSquad TinyAirHornAmbush',
    educational:
      'HowAnAirHornWorks DopplerAirHornDemo AirHornOrFoghorn GuessTheDecibels SeeTheAirHornSound WhyAirHornsAreLoud',
    cooking:
      'AirHornPerfectFlip AirHornChefsKiss FirstBiteAirHorn HonkIfItsDelicious AirHornOnTheRise CleanReleaseAirHorn',
    travel:
      'AirHornStateLine WelcomeHomeAirHorn PassportStampAirHorn WheelsDownHonk AirHornSummitHype AirHornCarryOnWin',
    fashion:
      'AirHornTransition BestDressedAirHorn AirHornShoeDrop HonkIfYouLikeTheFit AirHornRunway GlowUpAirHorn',
    wellness:
      'AirHornSmallWins GiveYourselfAnAirHorn HypeAFriendAirHorn EveryGlassGetsAHonk MadeMyBedAirHorn AirHornHabitStreak',
    speed:
      'BeatTheAirHorn AirHornReflexTest CleanBeforeTheAirHorn AirHornRelay OnYourMarksHonk AirHornDashOff',
    music:
      'AddAnAirHornToIt HonkTheChorus AirHornBeatDrop AirHornHappyBirthday AirHornSymphony AirHornOnlyCover',
    art: 'AirHornPopArt AirHornComicPanel PaintUntilTheAirHorn SwitchArtistsOnHonk DrawTheAirHorn AirHornStopMotion',
    tech: 'AirHornSoundboard CodeAnAirHornButton 3DPrintedAirHorn AirHornInboxZero AirHornOnEveryCommit HeyAlexaAirHorn',
    pet: 'AirHornTrickEdit PawHighFiveAirHorn AirHornBestBoyAward AirHornPetMontage SoundEffectZoomies CatLandsItAirHorn',
    gaming:
      'AirHornClutchPlay HighScoreAirHorn AirHornBossDown AirHornMVP CheckmateHonk UnoReverseAirHorn',
  },
  slapstick: {
    dance:
      'SlapstickSoftShoe SlapstickMirrorMoves BananaPeelBallet ChaplinShuffle SlapstickChairRoutine SlapstickSillyWalk',
    fitness:
      'SlapstickYogaWobble MimeTreadmillSlapstick SlapstickFoamLifts CartoonFlexOff SlapstickWorkoutFails InvisibleJumpRope',
    prank:
      'SlapstickBananaPhone SlapstickFakeSpill RubberChickenAmbush SlapstickDoubleTake DecoyPeelPrank SlapstickSqueakyHammer',
    educational:
      'WhatIsASlapstick HistoryOfSlapstick SlapstickStuntScience ChaplinOrKeatonQuiz SlapstickFoleyLesson WhyWeLaughAtFalls',
    cooking:
      'SlapstickPancakeFlip SlapstickBananaSplit BakeASlapstickPie SlapstickKitchenChaos CustardSplatClassic FlourCloudFail',
    travel:
      'MapFoldingSlapstick SlapstickSuitcaseChase TentPitchingSlapstick SlapstickAirportDash BeachUmbrellaBattle SelfieStickSlipUp',
    fashion:
      'SlapstickHatTrick SlapstickBaggyPants DressLikeChaplin ClownShoesCatwalk SlapstickFitCheck SlapstickQuickChange',
    wellness:
      'SlapstickLaughBreak SlapstickMovieNight OwnYourClumsyMoment SlapstickGiggleTherapy SillySlapstickMorning FallDownGetUpGrin',
    speed:
      'SlapstickChaseScene SlapstickIn60 SlapstickDominoes YaketySaxSprint SlapstickRelay FastForwardSlapstick',
    music:
      'SlapstickSlideWhistle SlapstickDrumSting ScoreMySlapstick CartoonBonkBeat SilentFilmPianist SlapstickKazooSolo',
    art: 'SlapstickComicStrip FlipbookSlapstickGag SlapstickStopMotion DrawThePratfall ClaymationBananaSlip SlapstickPhotoSequence',
    tech: 'SlapstickGreenScreen ReverseVideoSlapstick RobotDoesSlapstick SlowMoPratfall SlapstickSoundboard AIWritesMySlapstick',
    pet: 'SlapstickDogDoubleTake SlapstickZoomies SlapstickKittenPounce PetPratfallReel SlapstickSlidingPup CatMissesTheJump',
    gaming:
      'SlapstickCharades RagdollSlapstickRun SlapstickCoopFails WobblyPhysicsDuel SlapstickPartyNight HumanFallFlatRace',
  },
  fiance: {
    dance:
      'FianceFirstDance FianceKitchenWaltz FianceDipAndSpin FianceFollowsMyLead WeddingBellsBoogie TeachMyFianceTheTwist',
    fitness:
      'FianceYogaDate ThresholdCarrySquats SweatingForTheWedding FianceRunClub FiancePlankOff FianceHighFivePushUps',
    funny:
      'FianceGuessesMyOrder FianceTranslator FianceImpressionOff SayFianceOneMoreTime FianceVsSeatingChart InLawsFirstDinner',
    educational:
      'FianceWordOrigin FianceOrFiancee FianceQuizShowdown WhyTheRingFinger FianceCultureSwap WeddingMythsBusted',
    cooking:
      'FianceCookOff FianceMocktailDuel FianceCakeTasting RecreateOurFirstDate FianceFamilyRecipe TwoChefsOneKitchen',
    travel:
      'FianceVenueTour FianceHoneymoonHunt FianceRoadTrip FianceCityEscape ProposalSpotRevisit ElopementScout',
    fashion:
      'FianceFitCheck SayYesToTheDress FianceStylesMe TwinningWithMyFiance RingStackLook FianceSuitFitting',
    wellness:
      'FianceGratitudeLetter VowWritingEvening NoWeddingTalkDate FiancePhoneFreeNight FianceCheckInWalk FianceeSpaDay',
    speed:
      'FianceSpeedQuiz SaveTheDateSprint FianceInvitationRace FianceThankYouBlitz FianceNewlywedBuzzer SeatingChartInTen',
    music:
      'FianceSerenade FianceDuetCover FianceKaraokeDate PickOurFirstDanceSong SingYourVows FianceHumItGuessIt',
    art: 'FianceSketchEachOther DrawYourFianceBlind FianceWatercolorMap FianceDIYInvites GuestBookAlternative PaintOurLoveStory',
    tech: 'FianceRSVPTracker FianceSeatingChartHack FianceVsSpreadsheet AIWritesOurVows CodeOurWeddingSite FianceSlideshowEdit',
    pet: 'FianceCatApproval PupSaveTheDate FiancePetRingBearer DogMeetsMyFiance FianceBowtieKitten ParrotSaysFiance',
    gaming:
      'FianceCoOpRun FianceChessRivalry FianceNewlywedRound PlayerTwoForLife FianceMarioKartFeud CouplesUnoShowdown',
  },
  riddle: {
    dance:
      'RiddleMeThisMoves RiddleFreezeAndGuess RiddleInFiveSteps DanceTheAnswer BrainteaserBoogie SphinxPoseGroove',
    fitness:
      'SolveItOrSquat BrainAndBrawnCircuit RiddlePenaltyReps RiddleOrTenPushUps RiddleRelayRun BrainteaserBurpees',
    funny:
      'RiddleWrongAnswersOnly DadJokeRiddles KidLogicRiddles RiddleGrandpaStumped OverthinkingTheRiddle RiddleThatBrokeMyBrain',
    prank:
      'RiddleLunchNote RiddleGiftUnlock CrypticBreakfastClue SolveToGetTheRemote RiddleOnTheMirror RiddleTrailToCake',
    cooking:
      'RiddleFortuneCookies RiddleCupcakeClues RiddleMeThisRecipe RiddleTheIngredient GuessTheDishRhymes SolveItThenEatIt',
    travel:
      'RiddleTreasureTrail RiddleLandmarkGuess SphinxOfGizaVisit RiddleMeThisCity RoadTripRiddles RiddleMuseumQuest',
    fashion:
      'GuessMyLookRiddle RiddleThriftHunt DressLikeTheRiddler RiddleMeThisFit OutfitInThreeClues QuestionMarkPrintTee',
    wellness:
      'RiddleBrainBreak PuzzleAndTeaTime RiddleWalkAndPonder ARiddleADay BrainteaserBedtime SitWithTheRiddle',
    speed:
      'RiddleBuzzerBattle ThreeClueSprint RiddleRapidFire TenRiddlesOneMinute BrainteaserBlitz SolveBeforeTheBeep',
    music:
      'RiddleRap RiddleHumTheAnswer LyricRiddleChallenge SingMeARiddle RiddleInTheChorus NameThatTuneTeaser',
    art: 'RiddleComicStrip RebusPuzzleArt SketchARiddle RiddleInAPicture HiddenObjectRiddle EmojiClueCanvas',
    tech: 'StumpTheRiddleBot RiddleQRCodeTrail SmartSpeakerRiddles AIVsMyRiddle RiddleAppBuild CrackTheCipher',
    pet: 'RiddleCupShellGame SnuffleMatSearch RiddleTreatHunt DogVsBrainteaser RiddleForMyCat PetPuzzleFeeder',
    gaming:
      'EscapeRoomRiddles RiddleSphinxBoss RiddleDungeonDoor RiddlesInTheDark BrainteaserBracket CodenamesRound',
  },
  handwriting: {
    dance:
      'HandwritingAirLetters CursiveWithYourHips PenmanshipPirouette DanceYourSignature HandwritingRibbonFlow PenStrokeGroove',
    fitness:
      'WristStretchBreak HandwritingFingerYoga PlankWhileHandwriting AlphabetAnkleCircles CursiveCoolDown HandwritingGripReset',
    funny:
      'HandwritingGuessWho MessyNoteDecoder CantReadMyHandwriting HandwritingGlowDown CursiveChickenScratch WriteWithYourOtherHand',
    prank:
      'MirrorScriptMystery HandwritingSwitcheroo SecretAdmirerCursive LeftHandedLoveNote HandwritingTimeCapsule HandwrittenHello',
    cooking:
      'IcingCursiveCake PipedNameCookies HandwrittenRecipeCard HandwritingOnPancakes ChocolatePenmanship CookFromGrandmasNotes',
    travel:
      'HandwrittenTravelLog PostcardFromEverywhere MeetYourPenPal CursiveCafeCrawl HandwritingAbroad PenmanshipPilgrimage',
    fashion:
      'CursiveNameNecklace SignatureSneakers WearYourHandwriting HandwritingOnDenim PenmanshipPrintTee AutographJacket',
    wellness:
      'HandwritingJournal SlowCursiveCalm InkAndTeaHour HandwrittenThankYous PenmanshipMeditation WriteItByHand',
    speed:
      'HandwrittenABCRace CursiveSprint SignatureBlitz FastestNeatHandwriting QuickBrownFoxDash PenmanshipStopwatch',
    music:
      'PenTapRhythm HandwritingSheetMusic QuillNibLoop HandwriteYourLyrics CursiveASMRTrack PenmanshipPercussion',
    art: 'HandwritingCalligraphy PortraitInHandwriting FountainPenSketch CursiveFlourishDare HandwritingInkBlots SignatureMandala',
    tech: 'HandwritingToFont HandwritingPlotterBot CanAIReadMyHandwriting StylusVsPen EInkVsPaper HandwritingToText',
    pet: 'PawPrintSignature HandwritingDogDiary CatVsMyPen CursivePetNames HandwrittenPupInvites HandwritingKittyChaos',
    gaming:
      'TelephonePictionary WhoseHandwritingIsIt CursiveCodebreaker HandwritingHangman BlindfoldHandwriting PenmanshipPlayoff',
  },
  mars: {
    dance:
      'RedPlanetShuffle MartianMoonwalk MarsLowGravityMoves UptownFunkOnMars MarsRoverRobot MarsLandingDrop',
    fitness:
      'RedPlanetBootcamp MarsSpacesuitSquats MarsMissionTraining MarsOrBustCardio MarsRoverCrawl LowGravityLeaps',
    funny:
      'MarsWeatherReport MarsRealEstatePitch MartianTouristSkit MarsRoverBirthday HOAMeetingOnMars AlienFirstContact',
    prank:
      'MarsFakeMeteorite MarsColonyInvite BackyardLandingSite LetterFromAMartian MarsSaysHello RoverParkedOutside',
    cooking:
      'MarsCraterCookies RedPlanetPizza AstronautIceCream TheMartianPotatoBake MarsRockCandy MarsDustCocoa',
    travel:
      'MarsOnEarth MarsLookalikeCanyon MarsWithoutTheRocket RedRockRoadTrip MarsDesertStation WatchALaunchLive',
    fashion:
      'MarsColonyFit MarsRustTones DressForMars RedPlanetMonochrome MartianChic MarsJumpsuitGlow',
    wellness:
      'MarsSunsetCalm MarsNightSkyGaze MarsIsolationLessons SpotMarsTonight DustStormRestDay MarsSlowMorning',
    speed:
      'MarsRoverRace MarsLanderBuildTimer SevenMinuteMarsLanding MarsFactsIn60 RedPlanetRelay MarsQuizBuzzer',
    music:
      'MarsHolstCover RedPlanetBeat SingLifeOnMars MarsWindRemix MartianSynthJam BringerOfWarDrums',
    art: 'CraterClaySculpt MarsRoverModel PaintTheRedPlanet DesignAMarsHome MarsBlueSunsetArt MartianSelfPortrait',
    tech: 'MarsRoverBuild MarsHelicopterModel MarsRadioDelayDemo CodeAMarsLanding LiveOnMarsTime NASARawPhotoHunt',
    pet: 'MarsRoverDog KittenMissionControl MarsHamsterHabitat MartianPetCostume MarsSampleSniffer SpaceHelmetPup',
    gaming:
      'TerraformingMarsNight RedPlanetBaseBuild MarsKerbalLanding MarsSurvivalSpeedrun MarsColonyMinecraft MarsEscapeRoom',
  },
  eagle: {
    dance:
      'EagleWingSway SoaringEagleDance SwoopAndGlide TheEagleHasLanded EagleTalonStomp FreeAsAnEagle',
    fitness:
      'EaglePoseHold WingspanPushups TalonGripHang EagleSwoopSquats EagleRidgeHike EagleArmsRelease',
    funny:
      'EagleSoundVsReality MomHasEagleEyes EagleNestHouseTour EagleMascotMayhem EagleCamSoapOpera BaldEagleBadHairDay',
    prank:
      'EagleEyeSwapTest EagleKiteDecoy PlushEagleNestSurprise EagleEyedEasterEggs TheEagleHasLandedNote SpotTheHiddenEagle',
    cooking:
      'EagleNestBites EaglePancakeArt BaldEagleCupcakes EagleScoutSmores TalonTwistPretzels SoarAndSnackTrailMix',
    travel:
      'EagleSpottingTrip EagleRiverCruise WhereEaglesDare EaglesNestHike RaptorRescueVisit BirdsEyeLookout',
    fashion:
      'EagleWingEyeliner AviatorShadesLook EagleEyeFitCheck DressLikeAnEagle EagleFeatherEarrings BomberJacketSwagger',
    wellness:
      'EaglePoseBalance BirdsEyeGratitude RiseLikeAnEagle EagleViewJournal EagleCamCalm HilltopBreathwork',
    speed:
      'EagleEyeSpeedFind EagleDrawIn30 TalonGrabRelay EagleOrigamiIn60 SpotTheEagleFirst EagleDiveDash',
    music:
      'FlyLikeAnEagleCover EagleCallRemix TakeItEasyEagles WindBeneathMyWings EagleScreechBeatDrop SoaringStringsJam',
    art: 'EagleWingspanMural PaperEagleCraft EagleEyeCloseUp OneLineEagle EagleInFlightPhoto EagleFeatherSketch',
    tech: 'EagleNestLivestream EaglesVsDrones EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline BirdIDAppHunt',
    pet: 'EagleCallEarTilt PetBirdTVReaction KittyVsEagleCam EagleWingsForMyDog EagleEyedTreatFind BudgieMeetsEagleToy',
    gaming:
      'EagleFlightSimRun EagleDiveHighScore MiniGolfEagleHunt EagleEyeISpy NestBuildChallenge SkyKingdomQuest',
  },
  platypus: {
    dance:
      'PlatypusWaddle PlatypusTailShake CongaLikeAPlatypus PerryThePlatypusMoves DuckBillBoogie PlatypusPaddle',
    fitness:
      'PlatypusBurrowCrawl MoveLikeAPlatypus PlatypusPaddleKicks PlatypusPlankChallenge BeaverTailBridges DuckBillDeadBugs',
    funny:
      'PlatypusDesignMeeting IfAPlatypusTexted PlatypusVsDuck PlatypusTinderBio ExplainThePlatypus PlatypusImpression',
    prank:
      'HideThePlatypusEggs PlatypusFactNotes FakePlatypusSighting PlatypusInTheBathtub PlatypusPhotobomb PerryWasHere',
    cooking:
      'PlatypusPancakeArt BakeAPlatypusLoaf PlatypusPavlova PlatypusFairyBread LamingtonPlatypus PlatypusBentoBox',
    travel:
      'SpotAWildPlatypus PlatypusDawnWatch DownUnderPlatypus PlatypusOrBust QuietKayakPlatypus PlatypusSanctuaryDay',
    fashion:
      'PlatypusOnesie PlatypusBillCap FedoraPlatypusLook PlatypusPatchwork AgentPSpyFit DressLikeAPlatypus',
    wellness:
      'BeYourOwnPlatypus SleepLikeAPlatypus OddOneOutPlatypus PlatypusCreekCalm WeirdIsWonderful PlatypusSelfLove',
    speed:
      'DrawAPlatypusIn10 PlatypusWaddleRace PlatypusTriviaSprint PlatypusOrigamiDash SaySixPlatypusFacts FlipperRelay',
    music:
      'PlatypusLullaby PlatypusKazooSolo PlatypusFactsSong DuckBillDidgeridoo PerryThemeCover PlatypusBeatbox',
    art: 'PlatypusSockPuppet DrawYourPetAsAPlatypus PlatypusOrigami PaintThePlatypusGlow MixedUpAnimalArt PlatypusClayFigure',
    tech: 'PlatypusUVGlowTest AIDrawsAPlatypus RoboticPlatypus PlatypusCamTrap PlatypusElectroSense CodeAPlatypusGame',
    pet: 'DogMeetsPlatypusToy IsMyCatAPlatypus PlatypusSqueakyZoomies PlatypusPlushFetch PetPlatypusCostume PlatypusNapBuddy',
    gaming:
      'PlatypusSpeedrun GuessTheAnimalPlatypus PlatypusBossFight AgentPSpyMission FindThePlatypus PlatypusPartyQuiz',
  },
  'slow cooker': {
    dance:
      'CrockpotSlowDance SlowCookerLidShuffle SlowCookerStirSway EightHourTwoStep SlowCookerWaitingWaltz SimmerDownShimmy',
    fitness:
      'SlowCookerSetAndRun StewSimmerSquats CrockpotAndCardio SlowCookerHIITBreak SlowCookerStepGoal HomeByDinnerHike',
    funny:
      'SlowCookerLidPeekers SlowCookerSmellAllDay EveryPotluckSameDip ForgotToPlugItIn CrockpotVsMyPatience SlowCookerPlotTwist',
    prank:
      'CrockpotWelcomeHome SlowCookerNoteUnderLid HotCocoaBarAmbush DinnerIsAlreadyDone SlowCookerSecretSupper SlowCookerPorchDrop',
    educational:
      'SlowCookerScience WhyLowAndSlowWorks SlowCookerCollagenMelt WhoInventedTheCrockpot SlowCookerLidOnOrOff SlowCookerSafetyQuiz',
    travel:
      'SlowCookerRoadTrip CrockpotCamping SlowCookerSkiChalet CookWhileYouExplore SlowCookerCabinStew PackTheSlowCooker',
    fashion:
      'SlowCookerSundayFit HostessPotluckLook CardiganAndCrockpot SlowCookerApronGlam SlowCookerPJsToParty StewDayStyle',
    wellness:
      'CrockpotSlowLiving FamilyTableTalk SlowCookerSelfCareDay SlowCookerKindnessPot SlowCookerSundayReset SimmerAndUnwind',
    speed:
      'FiveMinuteCrockpotPrep SlowCookerChopRace SlowCookerTagTeam SlowCookerFreezerDash DumpAndGoIn60 IngredientGrabBlitz',
    music:
      'CrockpotSlowJams SlowCookerBlues SlowCookerSerenade LidRattleBeat SlowCookerBubbleASMR EightHourMixtape',
    art: 'SlowCookerFoodPhoto PaintYourCrockpot StewStillLife SlowCookerRecipeZine SlowCookerStopMotion PotluckMenuLettering',
    tech: 'SlowCookerTimelapse SlowCookerVsInstantPot CrockpotAppControl SmartPlugSlowCooker SlowCookerTempProbe AIPlansTheStew',
    pet: 'SlowCookerWaitingPup SlowCookerCatPatrol DogVsSlowCooker PetStaresAtTheCrockpot NoCounterSurfingDrill SlowCookerSniffSquad',
    gaming:
      'SlowCookerGameNight CrockpotRaidSnacks EightHourRPGSession SlowCookerLANParty SlowCookerCampaignStew SimmerAndSpeedrun',
  },
  'waffle iron': {
    dance:
      'BrunchWaffleShuffle WaffleStackStrut WaitingForWaffles TheWaffleWobble SyrupSlide WaffleIronFlip',
    fitness:
      'EarnYourWaffles BurpeePerWaffle ProteinWaffleIron WaffleIronPlank SquatTillItBeeps WaffleRunClub',
    funny:
      'WillItWaffleFails WaffleIronOverflow RandomThingsWaffled FirstWaffleCurse WaffleIronStuckPOV BatterEverywhere',
    prank:
      'WaffleBreakfastInBed FakeWaffleSponge MysteryWaffleFilling WaffleTowerAmbush WaffledTheirLunch WaffleIronLoveNote',
    educational:
      'BelgianVsClassicWaffle WhyWafflesHaveGrids MaillardWaffleIron WaffleIronTimeMachine WafflePocketMath LiegeVsBrussels',
    travel:
      'BrusselsWaffleHunt HotelWaffleMaker WafflesAroundTheWorld CampfireWaffleIron LiegeWaffleCrawl WaffleHouseRoadTrip',
    fashion:
      'WaffleKnitFit ThermalWaffleLayers WaffleSneakerSoles WaffleRobeWednesday DressLikeYourBreakfast WaffleBrunchGlam',
    wellness:
      'SlowWaffleSunday PhoneFreeWaffles GratitudeWaffleStack WaffleAndJournal TreatYourselfWaffles WaffleIronFamilyBrunch',
    speed:
      'WaffleStackSprint WaffleToppingDash WaffleBatterWhiskOff BeatTheWaffleBeep WaffleIronRelay TallestWaffleIn60',
    music:
      'SingToYourWaffles WaffleIronSizzleBeat KitchenWaffleKaraoke WaffleIronBeepRemix SyrupySweetSerenade BrunchWaffleJam',
    art: 'WaffleFruitFaces WaffleGridPixelArt SyrupDrizzleDoodle ClayWaffleCharm WaffleStillLife WaffleMosaicPlatter',
    tech: 'AIInventsAWaffle WaffleIronTimelapse MiniVsGiantWaffleIron WaffleIronThermalCam 3DPrintedWaffleMold SmartWaffleIron',
    pet: 'PupWatchesTheWaffles CatNamedWaffles DogSitsForWaffleBeep WaffleCostumeKitty WaffleMorningZoomies HamsterWafflePhoto',
    gaming:
      'WaffleGridTicTacToe WaffleWordPuzzle TriviaOverWaffles WaffleDailyStreak WinnerGetsWaffles SpeedrunTheWaffles',
  },
  california: {
    dance:
      'GoldenStateGroove CaliforniaSkateGlide HollywoodWalkStrut CaliforniaLowrider HotelCaliforniaSway CaliforniaSurfShuffle',
    fitness:
      'CaliforniaMuscleBeach SantaMonicaStairs RedwoodTrailRun CaliforniaSurfBootcamp CaliforniaCoastCycle CaliforniaPeakBagging',
    funny:
      'CaliforniaWeatherFlex CaliforniaVsWinter CaliforniaFreewayNames ParkaAtSixtyDegrees CaliforniaTrafficRant SurferDudeImpression',
    prank:
      'SurpriseCaliforniaTrip CaliforniaSunshineBox PalmTreeDeskTakeover CaliforniaAvocadoDrop CaliforniaPostcardRain OrangeCrateDoorstep',
    educational:
      'CaliforniaGoldRush HowEarthquakesWork WhySanFranciscoIsFoggy CaliforniaQuakeDrill CaliforniaFactOrFake CaliforniaSuperbloom',
    cooking:
      'RollYourOwnCalifornia CaliFishTacos CaliforniaBurritoBuild CaliforniaAvocadoSmash AnimalStyleFries CaliforniaSourdough',
    fashion:
      'DesertFestivalFringe CaliforniaSkaterVans DressLikeACalifornian FogToSunOutfit CaliforniaCoolFitCheck CaliforniaBohoLayers',
    wellness:
      'CaliforniaSunsetCalm RedwoodForestWalk CaliforniaHotSprings JoshuaTreeStargaze CaliforniaBeachYoga CaliforniaSlowSunday',
    speed:
      'CaliforniaRollRace HighwayOneInADay CaliforniaParksBlitz TacoTruckSprint CaliforniaMapDash CaliforniaCitiesIn60',
    music:
      'HotelCaliforniaSolo CaliforniaLoveRemix BeachBoysHarmonies CaliforniaDreaminCover SurfRockRiffOff CaliforniaCarSingalong',
    art: 'PaintACaliforniaSunset CaliforniaPoppyArt GoldenGateSketch CaliforniaRedwoodPhoto PalmSilhouetteShot CaliforniaMuralWalk',
    tech: 'SiliconValleyTour CaliforniaEVRoadTrip CaliforniaQuakeAlert CaliforniaSolarSetup CaliforniaRoboTaxiRide StartupInAGarage',
    pet: 'CaliforniaBeachZoomies PatioBrunchPup CaliforniaSurfDog CaliforniaCatSunbathe CaliforniaPetStrut RedwoodPuppyHike',
    gaming:
      'GoldRushTabletop CaliforniaGamesRematch CaliforniaGeoGuessr LosSantosRoadTrip CaliforniaTonyHawkRun CaliforniaTriviaNight',
  },
  'truck driver': {
    dance:
      'BigRigBoogie EighteenWheelerStomp TruckDriverHatTip TruckerArmPump TruckStopTwoStep TruckDriverCabDance',
    fitness:
      'LongHaulStepGoal RestAreaSquats TruckDriverBandRows TruckStopPushUps TruckDriverCabCardio TruckerPumpAndPlank',
    funny:
      'TruckDriverArmPump TruckDriverRadioLingo BackingInOneTry WhatsYourCBHandle TruckStopGourmet TruckDriverVsGPS',
    prank:
      'TruckDriverCareKit OverpassWaveCrew TruckerThankYouSign WelcomeHomeTruckDriver TruckStopCoffeeDrop SurpriseRideAlong',
    educational:
      'TruckDriverBlindSpots HowBigRigsBrake SupplyChainJourney TruckerSlangQuiz WhyTrucksWeighIn TruckDriverHoursRule',
    cooking:
      'LongHaulMealPrep TruckStopPieRecipe TruckDriverLunchbox TwelveVoltKitchen TruckerDinerCopycat TruckDriverCabChef',
    fashion:
      'TruckerHatFitCheck TruckStopChic DressForTheLongHaul TruckDriverFlannel TruckDriverDenimDay PatchVestSwagger',
    wellness:
      'TruckDriverCallHome RestStopGratitude TruckDriverSunriseView TruckCabWindDown TruckerSleepReset LongHaulCalm',
    speed:
      'PalletStackClock TruckLoadingTetris TruckerLingoBlitz TruckDriverRouteGuess TenMinuteTruckStop LicensePlateDash',
    music:
      'TruckDriverHornRemix TruckStopBallad TruckDriverCBRap ConvoyCover EastboundAndDown TruckerKaraokeCab',
    art: 'TruckDriverMudflapArt ChromeReflectionShots BigRigDrawing TruckCabSketchbook TruckStopPolaroids TruckerPortraitProject',
    tech: 'TruckDriverCabSetup BigRigDashCam TruckerTechHaul TruckDriverVsAutopilot TwelveVoltGadgets MiniFridgeForTheTruck',
    pet: 'TruckDriverDogCopilot RestStopWalkies TruckDriverCabCat PawsOnTheRoad TruckDriverPupBreak TruckerPetBuddy',
    gaming:
      'TruckDriverSimRun TruckDriverPlateBingo EuroTruckConvoy TruckStopArcade BigRigBossLevel TruckerCardGameBreak',
  },
  photoshoot: {
    dance:
      'GoldenHourTwirl WindMachineGroove PhotoshootHairFlip PhotoshootVogueOff FreezeFramePhotoshoot PhotoshootBurstMoves',
    fitness:
      'PhotoshootJumpShot PhotoshootFlexCheck TransformationSnaps PhotoshootHandstand GymPhotoshootPump BurpeeBlurPic',
    funny:
      'PhotoshootBloopers PhotoshootAwkwardPoses CandidSneezeCapture DadIsMyPhotographer RecreateBabyPhotos PhotoshootWindFail',
    prank:
      'PhotoshootPhotobomb FakeMagazineCover PhotoshootCelebCutout PaparazziForADay GrandmaGlamPhotoshoot ChildhoodPhotoRedo',
    educational:
      'GoldenHourScience PhotoshootRuleOfThirds PhotoshootPosingTips OneLightPhotoshoot GuessTheFocalLength PhotoshootApertureQuiz',
    cooking:
      'CakeForTheCamera PhotoshootDrizzleShot PhotoshootPicnicSpread FoodPhotoVsReality PhoneEatsFirst PhotoshootFlatLay',
    travel:
      'PhotoshootScouting CherryBlossomShoot PhotoshootTulipFields SantoriniPhotoshoot PhotoshootPassport HiddenPhotoSpots',
    wellness:
      'PhotoshootNoFilter PhotoshootSelfLove PhotoshootForMe NoEditSelfieDay GoldenHourCalm SlowPhotoWalk',
    speed:
      'PhotoshootSpeedrun FiftyShotsOneMinute PhotoshootPoseBlitz PhotoshootQuickChange BackdropSwapDash TenLooksOnePhotoshoot',
    music:
      'PhotoshootAlbumCover VinylSleeveRecreate PhotoshootBandPromo PhotoshootBeatSync ShutterClickRemix ChorusPosePhotoshoot',
    art: 'PhotoToPainting PhotoshootMoodboard DoubleExposureDare PaintYourOwnBackdrop PhotoshootSetBuild PolaroidPhotoshootWall',
    tech: 'RingLightTest PhotoshootAIRetouch TripodRemoteHack PhotoshootPhoneVsPro PhotoshootPortraitMode PhotoshootBudgetStudio',
    pet: 'PetPhotoshoot PhotoshootCatCalendar PawtraitSession SqueakyToyPhotoshoot PuppyHeadshotDay PhotoshootTreatBribe',
    gaming:
      'VirtualPhotoshoot PhotoshootPokemonSnap ScreenshotContest PhotoModeMasterpiece AvatarPhotoshoot SimsGlamShots',
  },
  mermaid: {
    dance:
      'TheMermaidWave MermaidTailSwish MermaidSeaweedSway UnderTheSeaShuffle MermaidFirstSteps ShellYeahShimmy',
    fitness:
      'MermaidTailKicks SwimLikeAMermaid MermaidCoreWorkout MermaidMonofinLaps DolphinDiveDrill SirenSitUps',
    funny:
      'MermaidTriesWalking MermaidVsSeagull IfMermaidsHadPhones DinglehopperFail MermaidAtTheDMV MermaidOrdersTakeout',
    prank:
      'MermaidNoteInABottle DidAMermaidVisit MermaidScaleTrail MermaidWasHere SeashellPillowGift MermaidTubSurprise',
    educational:
      'ManateesOrMermaids WhatIsAMermaidsPurse CouldMermaidsBreathe HowDeepCanMermaidsGo MermaidFolkloreQuiz SirenVsMermaid',
    cooking:
      'MermaidToast MermaidBark SeashellMermaidCake MermaidTailCookies SeaGlassCandy MermaidMagicLemonade',
    travel:
      'MermaidCoveHunt MermaidStatueTour AquariumMermaidShow WeekiWacheeMermaids MermaidTidePoolWalk SeaGlassBeachcombing',
    wellness:
      'BreatheLikeAMermaid FloatingMermaidCalm MermaidHairMask SaltwaterReset MermaidMindset MermaidShellJournal',
    speed:
      'MermaidSackRace MermaidBraidSprint MermaidMakeoverIn5 SeashellScramble MermaidTailRelay FinsOnInTen',
    music:
      'SingLikeAMermaid MermaidSirenSong MermaidWaterGlassTune PartOfYourWorldCover MermaidLullaby UnderTheSeaSteelDrums',
    art: 'MermaidInYourStyle DrawYourselfAsAMermaid ShellMermaidCollage MermayChallenge SeaGlassMosaic MermaidScaleWatercolor',
    tech: 'AIMermaidMe MermaidTailLEDs UnderwaterCamMermaid GreenScreenUnderTheSea MermaidFilterVsReality MermaidTransitionEdit',
    pet: 'CatInAMermaidBlanket MermaidFishTankTheme DogVsMermaidToy MermaidCostumePup PawsAndFins HamsterMermaidCastle',
    gaming:
      'MermaidTreasureDive PoolGamesAsMermaids MermaidAvatarBuild MermaidMarcoPolo SirenBossFight MermaidKingdomQuest',
  },
  calm: {
    dance:
      'InnerPeaceSway CalmSlowDance KeepCalmAndGroove QuietDiscoNight TaiChiForCalm CalmBalletStretch',
    fitness:
      'CalmYogaFlow SlowExhaleWorkout SteadyHikeBreaths PeacefulPilates QuietStrengthSet KeepCalmAndPlank',
    funny:
      'CalmParentVoice ZenModeInterrupted CalmGPSRecalculating WhoStaysCalmest QuietLibrarySneeze TooChillToPanic',
    prank:
      'CalmCornerSurprise SecretZenDenMakeover CalmLavenderPillows CandleRoomTakeover PeacefulWakeUpCall SoftBlanketAmbush',
    educational:
      'CalmVagusNerve BoxBreathLesson CalmHeartRateDemo WhySighingCalmsYou TheNinetySecondRule CalmBrainChemistry',
    cooking:
      'CalmTeaRitual CalmBreadKneading PeacefulPastaNight QuietKitchenSunday SlowStirRisotto HerbGardenPesto',
    travel:
      'QuietPlacesTour CalmSpotInEveryCity SilentRetreatWeekend ZenTempleStay PeacefulLakeEscape FindACalmCafe',
    fashion:
      'CalmLinenLayers CashmereSlowStyle QuietLuxuryFit CalmCapsuleCloset SageGreenSerenity ZenMinimalistLook',
    speed:
      'CalmInSixtySeconds ZenInTenBreaths FastestToCalmDown QuietestRelay CalmHandsJenga ShoulderDropCount',
    music:
      'CalmPianoCover CalmHandpanSession RainstickRhythm ZenSingingBowlJam LullabyForGrownups PeacefulStrumAlong',
    art: 'CalmWatercolor ZenGardenDrawing InkWashRiver PeacefulPinchPots CalmCalligraphy SlowLineMandala',
    tech: 'CalmPhoneSetup CalmNotificationDetox ZenModeHomeScreen QuietHoursAutomation GoGrayscaleForADay AmbientLightScene',
    pet: 'PetPurrMeditation CalmDogBrushing CalmAquariumGaze PeacefulPupWalk QuietCuddleHour KittenBreathingBuddy',
    gaming:
      'CalmStardewSeason CalmFishingMinigame ZenPuzzleRun PeacefulModeOnly GardenSimSunday CozyQuestNight',
  },
  mood: {
    dance:
      'MoodSwingDance GrumpyToGroovy MoodBoosterBoogie MoodRingRoutine ShakeOffTheMood EmojiFaceFreestyle',
    fitness:
      'MoodLiftingReps EndorphinSprint MoodBoostWorkout MoodBeforeAfterRun TenMinuteMoodFix EmojiCardioDeck',
    funny:
      'MoodByTheHour MoodWeatherReport HangryToHappyTimeline MoodRingLies MondayMoodVsFriday MoodAsAnEmoji',
    prank:
      'MoodBoostDelivery DailyJokeEnvelope MoodBoosterAmbush SecretMoodFairy SmileyFaceTakeover MoodFlowerDoorstep',
    educational:
      'MoodGutBrainLink WhyMusicChangesYou MoodSunlightEffect DoColorsShiftYourMood DopamineVsSerotonin SleepAndMoodQuiz',
    cooking:
      'MoodBoostSmoothie EmojiCookies MoodFoodBowl CookYourMood MoodBoosterBrunch SunshineOnAPlate',
    travel:
      'MoodBoostDayTrip MoodWaterfallChase TownWithColorfulHouses SunshineDetour WanderForABetterMood MoodMapAdventure',
    fashion:
      'DopamineDressing MoodPowerBlazer MoodRingJewelry DressForTheMoodYouWant ColorPopFitCheck MoodBoostSneakers',
    speed:
      'MoodTidyBlitz ThreeJokesDash MoodCheckInSprint MoodFlipIn60 FastestMoodTurnaround EmojiSpeedMatch',
    music:
      'MoodMajorVsMinor MoodSingItLoud SongForMyMood MoodSwingMashup EmojiLyricGuess MoodBoosterAnthem',
    art: 'PaintYourMood MoodInThreeColors EmojiSelfPortrait FeelingsWheelCollage MoodBoardMonday MoodMandala',
    tech: 'MoodLightingSetup MoodSunriseAlarm GratitudeBotBuild MoodTrackerShowdown AIReadsMyMood SmartBulbMoodMatch',
    pet: 'TailWagMeter MoodPuppyZoomies CatMoodDecoder MyPetFixesMyMood MoodBoosterKitten DogMatchesMyEmoji',
    gaming:
      'EmojiCharades MoodTetrisReset FeelingsCardDraw MoodPicksTheGame MoodBoosterCoop MoodCozySimSession',
  },
  daydreaming: {
    dance:
      'DaydreamingTwirl FloatingArmsFlow DaydreamDisco HeadInTheCloudsShuffle DaydreamingInSlowMo DaydreamerBallet',
    fitness:
      'CloudGazeCoolDown DaydreamingTreadmill ZoneOutCardio DaydreamerLongRun DaydreamingCycleRide DaydreamStretch',
    funny:
      'CaughtDaydreaming DaydreamVsReality DaydreamingInMeetings DaydreamingMissedStop ShowerArgumentWinner DaydreamingTheComeback',
    prank:
      'MakeTheirDaydreamReal CloudShapedSurprise DaydreamingPhotobomb DaydreamerDeskMakeover DaydreamingTicketGift WhatIfWishJar',
    educational:
      'WhyWeDaydream BoredomBoostsIdeas DaydreamingDefaultMode DaydreamingGeniusQuiz IsDaydreamingHealthy DaydreamingMythBust',
    cooking:
      'CookYourDaydreamDish HeadInTheCloudBread DaydreamingMeringues DaydreamingLatteArt DreamyPastelMacarons DaydreamerBrunch',
    travel:
      'DaydreamDestination TrainWindowWander DaydreamingToBoarding DaydreamingHammockSpot DaydreamerBucketList SomedayIsToday',
    fashion:
      'CloudSoftLayers DaydreamingFlowyDress WearYourDaydream DaydreamingInLilac DaydreamerPastelFit StarryPrintSet',
    speed:
      'QuickWhatIfRound DaydreamingStoryBlitz DaydreamingTenWishes DaydreamDoodleSprint SnapBackToRealityDash DaydreamingWordRace',
    music:
      'HumWhileDaydreaming DaydreamingLofiLoop DaydreamBelieverCover DaydreamingPianoDrift HeadphonesAndClouds DaydreamerSynthJam',
    art: 'DrawYourDaydream CloudShapeSketch DaydreamingWatercolor DaydreamerCollage SurrealDaydreamingShot NotebookMarginDoodles',
    tech: 'DaydreamToAIArt DaydreamingIdeaApp DaydreamingVoiceMemo DaydreamerVRWorld ScreenFreeDaydreaming CaptureTheWhatIf',
    pet: 'WhatMyPetDaydreams DaydreamingCatSunbeam DaydreamingPupStare DaydreamingDogDub WindowWatchingKitty FishTankDaydreamer',
    gaming:
      'DaydreamWorldBuild DaydreamingSandboxMode DaydreamingStoryDice DaydreamerCampaign CozyCloudBase WhatIfRPGNight',
  },
  'scavenger hunt': {
    dance:
      'DanceScavengerHunt TreasureMapTwirl EachClueANewMove ScavengerHuntShuffle ScavengerFoundItJig ScavengerHuntConga',
    fitness:
      'FitnessScavengerHunt CheckpointBurpees ScavengerHuntRun ScavengerHuntBootcamp SquatAtEveryClue ScavengerHuntBikeRide',
    funny:
      'OddestThingFound ScavengerHuntDadClues ImpossibleListEntries ScavengerHuntLoopholes ScavengerHuntMeltdown ScavengerHuntWrongItem',
    prank:
      'ScavengerHuntGiftTrail HiddenNoteHunt RiddleToTheCookieJar ScavengerHuntToYou ScavengerHuntBirthday ScavengerHuntHugPrize',
    educational:
      'ScienceScavengerHunt NatureScavengerHunt PeriodicTableQuest ABCScavengerHunt FindTheFibonacci HistoryScavengerHunt',
    cooking:
      'GroceryScavengerHunt FarmersMarketQuest ScavengerHuntBakeOff PantryScavengerHunt CookWhatYouFind ScavengerHuntPicnic',
    travel:
      'CityScavengerHunt AirportScavengerHunt ScavengerHuntRoadTrip MuseumScavengerHunt LandmarkPhotoHunt PassportStampQuest',
    fashion:
      'ThriftScavengerHunt ClosetScavengerHunt ColorHuntOutfit ScavengerHuntFitCheck DecadeScavengerHunt TenDollarStyleQuest',
    wellness:
      'GratitudeScavengerHunt FiveSensesHunt KindnessScavengerHunt MindfulScavengerHunt SpotTheSmallJoys ScavengerHuntForCalm',
    music:
      'SoundScavengerHunt HiddenInstrumentHunt RecordStoreScavenger LyricScavengerHunt HumTheNextClue ScavengerHuntJamBand',
    art: 'PhotoScavengerHunt RainbowColorHunt ScavengerCollage TextureRubbingQuest SketchScavengerHunt ScavengedSculpture',
    tech: 'QRCodeScavengerHunt GPSClueHunt GeocacheScavengerHunt ARScavengerHunt ScavengerHuntDroneCam AIWritesTheRiddles',
    pet: 'DogScavengerHunt TreatScavengerHunt CatFindsTheToy NoseworkScavengerHunt HideAndSniff KittyScavengerHunt',
    gaming:
      'ScavengerHuntGameNight MinecraftScavengerHunt ClueHuntLeaderboard ScavengerHuntBingo EasterEggScavenger EscapeRoomQuest',
  },
  'orange peel': {
    dance:
      'OrangePeelTwirl ZestyHipShake OrangeYouGladDance OrangePeelShuffle SpiralPeelSpin OrangePeelRobot',
    fitness:
      'OrangePeelPlank OrangePeelWallSit HalftimeOrangeSlices OrangeOnTheHeadWalk ZestyCoreBurn SquatAndPeel',
    funny:
      'OrangePeelSmile OnePieceOrOops OrangePeelEyeSquirt PithHatersUnite OrangePeelUnderNails GrandpasOrangeTrick',
    prank:
      'ReassembledOrangePeel OrangePeelJelloWedges HollowOrangeSurprise GooglyEyedOranges OrangePeelLoveNote FakeFruitBowlSwap',
    educational:
      'OrangePeelMapLesson OrangePeelPopsBalloons OrangeSinkOrFloat CitrusOilFacts OrangePeelComposting WhyPeelSmellsStrong',
    cooking:
      'CandiedOrangePeel ZestItUp ChocolateDippedRinds OrangePeelMarmalade OrangePeelScones OrangePeelSyrup',
    travel:
      'OrangeGroveTour CitrusStandRoadTrip SevilleOrangeHunt PickYourOwnOranges OrangePeelSummitSnack ValenciaOrangeQuest',
    fashion:
      'DriedOrangePeelJewelry TangerineMonochrome OrangePeelEarrings OrangeCrushFit ZestyColorBlock OrangePeelLeatherTote',
    wellness:
      'MindfulOrangePeel OrangePeelSimmerPot CitrusScentReset PeelSlowBreatheDeep OrangePeelAromatherapy OrangeWindowSunshine',
    music:
      'OrangePeelASMR OrangePeelMaracas ClementineBallad OrangePeelBeatbox PeelToTheBeat OrangeCrateDrum',
    art: 'OrangePeelLantern RindCarvingFaces CitrusPeelMosaic OrangePeelCreatures OrangeSpiralSculpture OrangeSliceSuncatcher',
    tech: 'OrangePeelSlowMo OrangePeelMacroLens OrangePeelBioplastic PeelerGadgetVsHands OrangeBatteryBuild RobotPeelsAnOrange',
    pet: 'OrangePeelPetShape TabbyInTheFruitBowl PupWaitsWhileIPeel OneOrangeBrainCell OrangeCatEnergy OrangePeelPawPrint',
    gaming:
      'LongestSpiralWins OrangePeelHighScore RindPuzzleBoard OrangePeelJigsaw OrangePeelingLeague OrangeSpoonRace',
  },
  'red light green light': {
    dance:
      'RedLightRobotMoves FreezeOnRedLight ShimmyTillRedLight RedLightStatuePose StopAndGoChoreo TrafficCopTwirl',
    fitness:
      'RedLightSquatHold StopAndGoIntervals RedLightPlankFreeze SprintTillRedLight BearCrawlToRedLight GreenMeansLunges',
    funny:
      'RedLightWobbleFaces RedLightCaughtMoving GigglesDuringFreeze SneezeOnRedLight DadCantStayStill RedLightWorstStatue',
    prank:
      'RedLightSneakUpHug RedLightCakeReveal RedLightGiftCreep RedLightBirthdayAmbush FrozenFamilyPortrait GreenLightConfetti',
    educational:
      'RedLightReactionTest TrafficLightHistory RedLightColorScience WhyRedLightMeansStop QuizUntilRedLight CrossTheStreetSmart',
    cooking:
      'RedLightBerryTarts TriColorFruitSkewers TrafficLightPizza RedLightBakeOff RedLightStirFreeze CookTillRedLight',
    travel:
      'FamousCrosswalkPhotos StopAndGoCityTour RedLightRoadTripGame ShibuyaRedLightDash ExploreTillRedLight RedLightSightseeing',
    fashion:
      'RedLightOutfitFreeze TrafficLightColorBlock RedLightLipstick RedLightRunway StopAndGoStyle StrikeAPoseRedLight',
    wellness:
      'StopBreatheAndGo RedLightMindfulMinute SlowDownSignal RedLightMeansRest PauseOnRedLight GratitudeAtRedLight',
    music:
      'RedLightMusicStop FreezeOnTheBeat RedLightDrumCutoff SingTillRedLight RedLightAirGuitar TempoSwitchGame',
    art: 'RedLightStatueSketch RedLightFrozenPhoto DrawTillRedLight StopAndGoDoodle GreenLightChalkCourse RedLightPaintSwap',
    tech: 'RedLightMotionDetector TrafficLightCoding ArduinoSignalBox AIRefereeRedLight BuildTheRedLightDoll RedLightLEDSign',
    pet: 'RedLightDownCommand GreenLightZoomies TreatOnGoSignal RedLightSitStay RedLightPuppyVsKids RedLightKittyStare',
    gaming:
      'RedLightTeamRelay MotherMayIRematch StopAndGoArcadeRun SquidGameRedLight RedLightBracket RedLightChampion',
  },
  'marching band': {
    dance:
      'MarchingBandStrut ColorGuardRoutine MarchingBandFlagSpin HighStepHype DrumlineDrop MarchLikeABandKid',
    fitness:
      'MarchingBandHornHolds HighStepMarch SousaphoneCarryTest BandCampBootcamp DrumlineCardio MarchingBandFieldLaps',
    funny:
      'BandKidProblems MarchingBandBusRide TromboneSlideMishaps ThisOneTimeAtBandCamp MarchingBandInTheRain MarchingBandTanLines',
    prank:
      'DrumlineHallwayParade MarchingBandPorchShow KazooMiniMarch BirthdayMarchingBand MarchingBandFlashMob TromboneProposal',
    educational:
      'MarchingBandFormations DrumlineRhythmMath HowDrumMajorsConduct WhoWasSousa MarchingBandBrassQuiz WhyBandsMarchInStep',
    cooking:
      'MarchingBandBakeSale HalftimeHotDogs BandCampBreakfast DrumlineCupcakes MarchingBandPastaParty MarchOfThePancakes',
    travel:
      'BandCampRoadTrip MarchingBandDisneyShow BowlGameTravelDay MarchingBandOnTour MarchingInMacysParade BandKidPassport',
    fashion:
      'PlumeHatLook DrumMajorCape MarchingBandFitCheck DrumlineDrip MarchingBandStreetwear MarchingBandGlowUp',
    wellness:
      'HalftimeGratitude SectionLeaderPepTalk MarchingBandBreathing BandKidSelfCare MarchingBandBusNap MarchingBandThankYous',
    speed:
      'DrumlineSpeedRoll InstrumentCaseBlitz BandKidQuickChange MarchingBandSetupRace MarchingBandDrillDash HalftimeShowIn60',
    art: 'MarchingFormationArt MarchingBandFieldPhoto PlumeFeatherCraft DrawTheDrumline MarchingBandClayMinis HalftimeShowPoster',
    tech: 'MarchingBandDroneShot DrumlineMetronome MarchingBandGoProView LEDUniformLights MarchingBandDrillApp TubaCamPOV',
    pet: 'DogMarchesWithBand ParrotTrumpetMimic MarchingBandMascotPup MarchingPetParade KittyVsDrumline CatInAPlumeHat',
    gaming:
      'DrumlineHighScore DrumMajorSimulator MarchingBandTriviaCup MarchingBandRhythmDuel BandKidBracket FormationPuzzle',
  },
  diy: {
    dance:
      'DIYStreamerSpin DIYRibbonWandRoutine CardboardRobotDance DIYDiscoBallDrop CraftYourCostume TasselCheerMix',
    fitness:
      'WaterBottleWeights BroomstickBarbell DIYSandbagBuild DIYGymUnderTwenty DoItYourselfDumbbells DIYAgilityLadder',
    funny:
      'DIYTutorialVsMe HotGlueEverything DIYOrBuyIt NailedItDIY PinterestVsMyDIY DuctTapeSolvesAll',
    prank:
      'GooglyEyeInvasion DIYWhoopeeCushion CardboardCutoutDouble DIYConfettiEnvelope DIYEndlessGiftBox DIYFakeSpill',
    educational:
      'DIYSolarOven HowGlueWorks DIYVolcanoLab DIYLemonBattery DIYPinholeCamera RubeGoldbergBuild',
    cooking:
      'DIYButterShake MakeItFromScratch DIYPastaDough DIYHotSauceLab NoStoreBoughtWeek DIYPizzaNight',
    travel:
      'DIYVanBuild RoadTripCraftBox DIYTravelJournal DIYCampsiteUpgrade HandmadeSouvenirHunt DIYPassportCover',
    fashion:
      'ThriftFlipChallenge DIYTieDyeHoodie DIYBleachDenim DIYSneakerPaint DIYBeadedCharm PatchworkPants',
    wellness:
      'CraftNightUnwind DIYCandlePour PressedFlowerBookmarks DIYStressBall DIYGratitudeJar SlowStitchSunday',
    speed:
      'HotGlueRace DIYFlatPackTimer PaperPlaneFoldOff CraftItIn60 DIYBeatTheClock DIYRelayBuild',
    music:
      'CardboardGuitarJam RubberBandHarp DIYRainstick DIYBucketDrums DIYJunkOrchestra DIYShoeboxUkulele',
    tech: 'CardboardVRHeadset DIYSmartMirror RaspberryPiRetroBox DIYPhoneProjector DIYDeskGlowUp DIYMacroLens',
    pet: 'DIYCatCastle DIYDogSnuffleMat TugRopeBraid DIYPuppyPuzzle SweaterPetBed DIYHamsterMaze',
    gaming:
      'DIYArcadeCabinet DIYDiceTower HandPaintedMeeples CardboardPinball DIYEscapeRoom DIYBoardGameJam',
  },
  keychain: {
    dance:
      'KeychainFingerSpin KeychainLanyardTwirl KeychainCharmShuffle ShakeYourKeychain JingleJangleJig PocketBounceStep',
    fitness:
      'KeychainStreakTag CharmPerWorkout KeychainPedometerWalk EarnYourKeychain HundredMileKeychain GymLockerFinder',
    funny:
      'KeychainTooManyCharms JanitorRingEnergy KeychainWeighsAPound WhatDoesThisKeyOpen KeychainPanicSearch KeychainOriginStory',
    prank:
      'MysteryCharmOnYourKeys TinyPlushOnTheirBag KeychainInsideJokeTag GiantKeychainSwap KeychainPhotoLocket KeychainTwinSurprise',
    educational:
      'HowKeychainsAreMade WhySplitRingsHold LockAndKeyHistory KeychainResinScience KeychainMaterialQuiz OldestKeychainEver',
    cooking:
      'KeychainMiniDonuts KeychainSizedCookies KeychainCakePops KeyShapedShortbread KeychainPretzelBites TinyMacaronTower',
    travel:
      'KeychainFromEveryCity CharmPerCountry KeychainSouvenirHunt WorldOnAKeychain KeychainNationalParks LuggageTagSwap',
    fashion:
      'BagCharmStack KeychainBeltLoopClip CarabinerUtilityStyle KeychainFitCheck KeychainAsJewelry KeychainWristletLook',
    wellness:
      'KeychainWorryStone KeychainFidgetSpin PocketMantraToken KeychainAffirmation GratitudeOnMyKeys KeychainBreathCharm',
    speed:
      'LanyardBraidBlitz KeychainBeadDash KeychainKeyFindRace KeychainBuildIn60 KeychainSplitRingLoad TenLocksOneMinute',
    music:
      'KeychainJingleBeat CarabinerClinkLoop KeychainMiniGuitar PlayYourKeychain KeychainKalimba KeychainShakerSolo',
    tech: 'KeychainTrackerTest Keychain3DPrinted NFCTagAutomation KeychainGadgetHaul KeychainUSBBackup FindMyKeysHack',
    pet: 'KeychainDogTagTwins PawPrintClayMold KeychainPetPhoto CrochetYourCatKeychain KeychainLookalike HamsterKeychainMini',
    gaming:
      'KeychainMiniConsole KeychainTamagotchiCare KeychainGachaPulls KeychainDiceDuel PixelHeroKeychain RetroGameKeyring',
  },
  tulip: {
    dance:
      'TiptoeThroughTulips TulipTwirl TulipClogDance TulipBloomReveal TulipFieldSway WindmillArmWave',
    fitness:
      'TulipPlantingSquats TulipFieldBikeRide TiptoeCalfRaises TulipBulbBurpees PlantAHundredTulips TulipTrailRun',
    funny:
      'TwoLipsNotTulips TulipDramaticDroop TulipBulbOnionMixUp TulipSquirrelStandoff WhyAreMyTulipsMoving TulipSerenadeFail',
    prank:
      'TulipDoorstepDrop SecretTulipGarden TulipsSpellYourName TulipDeskTakeover PaperTulipAmbush MysteryBouquetDay',
    educational:
      'WhyTulipsBend TulipsGrowInTheVase TulipManiaIn60Seconds TulipsAreFromTurkey BrokenTulipMystery TulipBulbAnatomy',
    cooking:
      'TulipCupcakeBouquet TomatoTulipPlatter ButtercreamTulips TulipStrawberryBites TulipSugarCookies StroopwafelStack',
    travel:
      'KeukenhofDayTrip TulipFestivalHop TulipRowsAtSunrise ChaseTheTulipBloom BikeThroughTulips AmsterdamTulipMarket',
    fashion:
      'TulipSkirtFitCheck TulipSleeveBlouse DressLikeATulip MatchTheTulipField ClogsAndTulips TulipPrintPop',
    wellness:
      'BuyYourselfTulips TulipGrowthJournal FirstSproutPatience PlantTulipsBloomLater TulipsOnTheTable TulipNeighborGift',
    speed:
      'TulipBouquetIn60 PaperTulipSpeedFold TulipBulbPlantRace TulipArrangeOff FieldRowRelay SpringGardenSprint',
    music:
      'TulipFieldUkulele TulipStreetOrganTune FalsettoTiptoeCover SingToYourTulips TulipsFromAmsterdam TulipWindmillWaltz',
    tech: 'TulipBloomTimelapse TulipDroneFlyover TulipVsSmartBulb TulipGrowthTracker AIDesignsATulip SoilSensorSetup',
    pet: 'TulipFieldDogWalk TulipPlushFetch TulipPicnicPortrait TulipPrintBandana PuppyInTheTulips FeltTulipCatToy',
    gaming:
      'TulipManiaBoardGame TulipMarketCrash TulipWindmillTycoon FlowerFarmSimRun TulipMatchThree AnimalCrossingTulips',
  },
  lampshade: {
    dance:
      'LampshadeHeadDance LampshadeSkirtSpin LampshadeDiscoGlow LampshadePartyAnimal ShadowPuppetShuffle WallSilhouetteGroove',
    fitness:
      'LampshadeBalanceWalk LampshadeShadowBoxing LampshadeSquatHold LampshadeOnHeadLunges BedsideLampYoga EveningGlowStretch',
    funny:
      'LampshadeOnMyHead UglyLampshadeAward PlasticOnTheLampshade CrookedLampshadeFix LampshadeHideAndSeek ThatOneLampshadeGuy',
    prank:
      'LampshadeGooglyEyes LampshadeMustache TinyLampshadeHat ShadowMessageLamp LampshadeStickyNotes PolkaDotLampshadeSwap',
    educational:
      'LampshadeConicSections WhyLampshadesAreCones LampshadeHyperbolaHunt TiffanyLampshadeStory WarmVsCoolLampshade LampshadeLightQuiz',
    cooking:
      'TiffanyLampshadeCake SpunSugarLampshade DinnerByLampshadeLight StainedGlassCookies LampshadeJelloMold CozyLampLitSupper',
    travel:
      'MoroccanLampshadeFind LampshadeInMySuitcase FleaMarketLampshade MarrakechLampHunt AntiqueLampshadeTour HotelLampshadeReview',
    fashion:
      'LampshadeFringeBag RunwayInALampshade LampshadeSkirt LampshadeHatFitCheck LampshadeChic TiffanyLampPalette',
    wellness:
      'LampshadeReadingNook SwapToWarmLampshade LampshadeOnlyEvenings NoBigLightChallenge LampshadeGlowHour CozyCornerLampshade',
    speed:
      'LampshadeSwapIn60 LampshadeWrapDash PaintALampshadeFast LampshadeMakeoverRace ThriftFlipInTen LampshadePleatSprint',
    music:
      'LampshadeBongos LullabyByLampshade LampshadeSpotlightSong LampshadeLoFiBeat SingUnderTheLampshade LampLitAcoustic',
    tech: 'LampshadeProjector 3DPrintedLampshade AIDesignsALampshade SmartLampshadeTest CodeYourLampshade LaserCutLampshade',
    pet: 'LampshadeCollarGlowUp DogInALampshade CatBaskingByLampshade ConeOfShameMakeover LampshadeDoorwayBump LampshadePupPortrait',
    gaming:
      'LampshadeRingToss LampshadePropHunt CharadesInALampshade PinTheLampshade RGBLampshadeSync LampshadeEscapeClue',
  },
  ringtone: {
    dance:
      'VibrateModeShake RingtoneFreezeMoves RingtoneMarimbaBounce RingtoneDanceOff HotlineBlingSteps RingtoneRoutine',
    fitness:
      'RingtoneBurpees IncomingCallPushUps RingtoneSquatSet PlankTillItRings RingtoneHIIT RingtoneWallSit',
    funny:
      'RingtoneAtWorstTime EmbarrassingRingtone RingtoneGrandmaVolume IsThatMyPhone RingtoneInTheLibrary DadsRingtoneReveal',
    prank:
      'RingtoneSwitcheroo GoatScreamRingtone DoorbellSoundalike MysteryRingtoneHunt IncomingCallSerenade SecretRingtoneMessage',
    educational:
      'HowRingtonesAreMade ClassicRingtoneQuiz NokiaTuneOrigin MosquitoRingtoneTest RingtoneTimeMachine WhyMarimbaWakesYou',
    cooking:
      'RingtoneKitchenTimer StirUntilItRings FlipOnTheRingtone RingtoneCookOff RingtonePhoneCake IncomingCallCupcakes',
    travel:
      'LocalSoundRingtone RingtoneTempleBells RingtoneFromEveryCity SouvenirRingtone TrainChimeRingtone RecordYourTripAudio',
    fashion:
      'RingtoneFitCheck RingtoneCharmStrap DressLikeYourRingtone OutfitChangeOnRing RingtoneNinetiesLook FlipPhoneY2K',
    wellness:
      'DoNotDisturbDay RingtoneBirdsong GentleChimeMorning SilenceYourRingtone RingtoneBreathCue RingtoneDetoxWeek',
    speed:
      'NameThatRingtone RingtoneFindThePhone OneRingRecord FastestRingtoneDraw RingtoneBuzzerRound RingtoneGuessRace',
    music:
      'MarimbaBeatFlip NokiaTuneGuitar RingtonePianoCover RingtoneToFullSong AcapellaRingtone RingtoneSymphony',
    art: 'RingtoneDrawTheSound SoundwaveArt RingtoneComicPanel PaintYourRingtone MarimbaInWatercolor RingtoneClaySculpt',
    pet: 'RingtoneDogHowl RingtonePuppyTilt RingtoneParrotMimic CatIgnoresRingtone SqueakyToyRingtone KittenVsVibrate',
    gaming:
      'RingtoneMusicalChairs RingtoneHotPotato RetroGameRingtone RingtoneBingo WhosePhoneIsRinging ZeldaRingtoneQuiz',
  },
  koi: {
    dance: 'KoiPondGlide KoiTailFlick FinSwishShuffle LilyPadSteps SwimLikeAKoi KoiFanDance',
    fitness:
      'KoiPondSunriseYoga KoiTaiChiFlow StoneBridgeStepUps KoiWaterfallClimb KoiFinPlank UpstreamGrind',
    funny:
      'KoiFeedingTimeVoices KoiPoutFaces KoiHeronStandoff KoiLipSyncBattle TheKoiAreJudgingMe PondGossipVoiceover',
    prank:
      'KoiToyInTheBathtub OrigamiCarpArmy KoiWindsockCameo KoiPlushAmbush KoiStickerTrail RubberFishInTheSink',
    educational:
      'WhyKoiLiveSoLong KoiLegendWaterfall KoiColorPatterns NameThatKoiVariety KoiOrGoldfishQuiz HanakoTheOldestKoi',
    cooking:
      'KoiPondJelly KoiShapedTaiyaki KoiNerikiriShaping KoiMochiArt BentoWithAKoi SugarCookieKoi',
    travel:
      'JapaneseGardenKoiWalk KoiSpottingTrip KoiNiigataFarm KoiBridgeHop KoiInEveryCity KyotoCarpStream',
    fashion:
      'KoiEmbroideredJacket KoiScaleSequins KoiKimonoStyle DressLikeAKoi KohakuColorBlock CarpBannerTee',
    wellness:
      'KoiPondMeditation StillWaterMoment KoiFeedingRitual BreatheLikeAKoi KoiWatchingTherapy LilyPadReflection',
    speed:
      'CountTheKoiRace KoiSketchIn60Seconds KoiWaterTestBlitz KoiOrigamiSprint FeedingFrenzyTimer LilyPadTrimDash',
    music:
      'KoiPondLofiBeat KoiKotoTune TricklingWaterJam SerenadeTheKoi KoiSplashASMR BambooFluteByKoi',
    art: 'KoiWatercolor KoiScaleMosaic InkBrushFishArt KoiInOneBrushstroke PaintedKoiPebbles KoiPondPhotoWalk',
    tech: 'UnderwaterKoiCam KoiAutoFeeder SolarFountainKit AIIdentifiesMyKoi SmartKoiPondSetup KoiWaterSensor',
    gaming:
      'KoiStardewFishing KoiPondCozyBuild HanafudaRound KoiCollectionQuest AnimalCrossingKoi KoiMahjongNight',
  },
  game: {
    dance:
      'ControllerShuffle DiceRollGroove GameOnDanceOff GameWinEmoteIRL GameOverMoonwalk GameLoserLimbo',
    fitness:
      'ControllerCurls TwisterGameStretch VideoGameRepChallenge GameOverPushUps LevelUpLunges BoardGameBurpees',
    funny:
      'VideoGameSoundsIRL GameNightSoreLoser UnoReverseFace RageQuitReenactment GameRulesLawyer GameOverReactions',
    prank:
      'GameOverScreenPrank HighScoreFakeOut GameControllerSwap UnpluggedPlayerTwo ComplimentDiceGame GameNightSurprise',
    educational:
      'GameTheoryBasics HowGamesAreMade AncientBoardGamesQuiz GameOddsDecoded WhyTetrisIsAddictive PrisonersDilemmaGame',
    cooking:
      'GameDaySnackBoard GameControllerCakePops DiceShapedBrownies PixelArtGameCookies GamerFuelBites PowerUpMushroomTarts',
    travel:
      'GameCafeHopping ArcadeRoadTrip GameConventionWeekend VideoGameMuseumDay RealLifeGameLocations AkihabaraGameHunt',
    fashion:
      'VideoGameFitCheck DiceEarrings GameNightCozyLook DressLikeYourAvatar CosplayYourGameHero GameTokenJewelry',
    wellness:
      'GameBreakStretch GameScreenFreeNight CozyGameUnwind NoRageQuitWeek TouchGrassAfterGames PuzzleMindfulHour',
    speed:
      'HighScoreBlitz BulletChessClock GameSetupDash SpeedrunAnyGame TenSecondTurnGame GamePieceCleanup',
    music:
      'VideoGameThemeMedley ChiptuneGameJam VictoryFanfareRemix GameOverBallad GameSoundtrackQuiz CoinSoundBeatbox',
    art: 'VideoGamePixelMural CustomControllerPaint MeepleSketch DesignYourOwnBoardGame GameCharacterRedraw ClayGamePieces',
    tech: 'ControllerRepairHack LatencyShowdown GameSetupTour BudgetGameRig CloudGamingVsConsole CodeYourFirstGame',
    pet: 'KittyWatchesGameplay GameCatBatsDice GameDogTreatPuzzle PetVsVideoGame PupOnTheController GameNightHamsterCameo',
  },
};
