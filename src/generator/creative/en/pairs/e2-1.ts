import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'washing machine': {
    dance:
      'WashingMachineWobble WashingMachineShimmy DoTheWashingMachine SpinCycleShuffle LaundryBasketBop WashingMachineDanceOff',
    fitness:
      'SpinCycleSquats WashingMachineWallSit WashingMachinePlank WashingMachineTwists RinseRepeatReps WashingLoadLunges',
    prank:
      'WashingMachineFaces WashingMachineDucks ShrunkInTheWashing IDidYourWashing SockMonsterWasHere FoldedTowelAnimals',
    educational:
      'HowWashingMachinesWork WhyWashingMachinesWalk WashingSymbolsQuiz WashingMythBusters SpinCycleScience WhereLostSocksGo',
    cooking:
      'WashingMachineCake WashingMachineCookies WashingDayRedBeans BeatTheWashingCycle SoapSudsMeringue SpinTheSaladDry',
    travel:
      'HostelWashingHack CampsiteWashingDay WashingAroundTheWorld WashingLineWithAView LaundromatCafeStop CrackTheForeignWasher',
    fashion:
      'WashingMachineTieDye ShrunkInTheWashing WashingLineLookbook WashingDayDrip SpinCycleStyle LastCleanOutfit',
    wellness:
      'WashingDayReset FoldWashingMindfully WashingLineWindDown BreatheThroughTheSpin CleanSheetsSunday WashingMachineZen',
    speed:
      'BeatTheWashingMachine WashingMachineFoldOff WashingLineRelay SpeedSortTheWashing SockMatchCountdown SpinCycleSprint',
    music:
      'WashingMachineDrumSolo WashingMachineRemix BeatboxTheWashing SpinCycleSymphony RinseRhythmLoop WashingDayDuet',
    art: 'WashingMachineTieDye WashingLineStillLife DrawYourWashingMachine WashingLintLandscape PortholePortrait SockPuppetCraft',
    tech: 'WashingMachineTeardown SlowMoWashingSpin WashingDoneAlertHack SmartWashingShowdown WattsInAWash RobotFoldsMyLaundry',
    pet: 'WashingMachineCatTV CheckTheWashingFirst PuppyVsWashingMachine WashingDayZoomies SockSnatcherPup FreshLaundryFlop',
    gaming:
      'WashingPileBossFight TetrisTheWashing WashingMachineSpeedrun WashingDayQuest SockMatchMemory LaundryLevelUp',
  },
  mural: {
    dance:
      'DanceTheMural SprayCanShuffle MuralPoseFreeze StepIntoTheMural WallArtWiggle MuralMoonwalk',
    fitness:
      'WallSitByAMural PaintRollerReps MuralMileWalk StreetArtStrides BikeTheMurals MuralPlankPose',
    funny:
      'BecomeTheMural MuralVsReality TalkToTheMural MuralPhotobomb WhenTheMuralLooksBack WallArtCritic',
    prank:
      'FakeDoorMural PutThemInTheMural ChalkMuralDriveway MiniMuralMystery SneakAMuralCameo WallArtWelcomeHome',
    educational:
      'MuralGridMethod WhoPaintedThisMural StreetArtVsGraffiti DecodeTheMural FrescoFactCheck MuralsThroughTime',
    cooking:
      'MuralSheetCake CookieMosaicMural PlateLikeAMural EatTheMural FrostingFresco ToastMuralTuesday',
    travel:
      'MuralHunt StreetArtWalk TenMuralsOneDay MuralMapQuest MuralPassportStamp BackAlleyMurals',
    fashion:
      'MatchTheMural ClashWithTheMural MuralColorBlock StreetArtStyle CamoAgainstTheMural WearTheMural',
    wellness:
      'MindfulMuralWalk SitWithAMural AffirmationMural MuralMeditation SlowStrokesSunday KindWordsWallArt',
    speed: 'OneDayMural MuralTeamRelay MuralRollerRace TenMinuteMural MuralBlitz StreetArtShowdown',
    music:
      'BuskAtTheMural AlbumCoverMural MuralSoundtrack IfMuralsCouldSing MuralMixtape SprayCanDrumSolo',
    tech: 'MuralTimelapse AnimateAMural MuralProjectorTrick AIMuralMakeover DroneOverTheMural StreetArtScanner',
    pet: 'PawPrintMural DogWithMuralWings MuralSitStay CatWalkTheMural MuralModelPup StreetArtStrut',
    gaming:
      'MuralInMinecraft GuessTheMuralCity MuralHiddenEasterEgg MuralBingo EightBitMural LevelUpTheMural',
  },
  controller: {
    dance:
      'ControllerEmoteIRL ControllerKonamiSteps GamepadGroove DropTheControllerJig ButtonMashShuffle RumbleRumba',
    fitness:
      'ControllerDeathSquats ControllerThumbStretch RespawnPushUps LoadingScreenLunges GamepadGains ControllerCardio',
    funny:
      'BlameTheController LeaningIntoTurns ControllerDriftDrama PlayerTwoUnplugged ControllerExcuses WhoHasTheController',
    prank:
      'UnpluggedControllerGag FlipTheirYAxis CardboardController GummyGamepad ControllerCakeSurprise GiftWrapTheController',
    educational:
      'WhyControllersDrift GuessTheController HowRumbleWorks FromJoystickToGamepad InsideTheController ControllersForAllHands',
    cooking:
      'ControllerCookies DPadWaffles NoCrumbControllerSnack GamepadGummies ButtonMashPotatoes ControllerCakePops',
    travel:
      'ThriftStoreControllers AkihabaraGameHunt ControllerRoadTrip GamepadPassport OneControllerTenCities ArcadeHopping',
    fashion:
      'ControllerNailArt ControllerEarrings MatchYourControllerFit GamepadGlam PressStartOnStyle PlayerOneOutfit',
    wellness:
      'PutTheControllerDown ControllerFreeSunday ControllerHandStretch ControllerTimeOut PressPauseOnStress LastLevelThenBed',
    speed:
      'ControllerMashRecord FindTheControllerFast GamepadGrandPrix QuickTimeEventDrill ThumbsOfFury ControllerKonamiDash',
    music:
      'ControllerChiptune JamOnYourController GameThemeWhistle ButtonMashBeat GamepadGarageBand ControllerClickTrack',
    art: 'PixelArtController CardboardController ControllerCustomPaint SketchYourController GamepadGlowUp ButtonMosaic',
    tech: 'ControllerDriftFix PhoneAsAController ArduinoGamepadBuild ControllerTeardown ModMyController InputLagShowdown',
    pet: 'CatStealsMyController PetPlaysTheController PupVsController ControllerNoseBoop PawsTheGame PlayerTwoIsMyDog',
  },
  sloth: {
    dance:
      'SlothMotionMoves SlothLazyTwoStep DanceLikeASloth TreeHugSlothGroove HangLooseShuffle SlothFreezeFrame',
    fitness:
      'SlothDeadHang MoveLikeASloth TenSecondSlothReps SuperSlowSlothSquats SlothPacePlank GripItSlothStyle',
    funny:
      'SlothDMVImpression BufferingLikeASloth SlothModeMorning WhenTheSlothReplies SlothOnAMonday SlowMoSlothReact',
    prank:
      'SlothShowerRodCameo SlothCarMirrorBuddy TinySlothNote WhoLetTheSlothIn SlothPlushInvasion SlowMoReplyPrank',
    educational:
      'WhySlothsAreSlow SlothFactOrFake TwoOrThreeToedSloth SlothSwimSurprise SlothFurGarden SlothSpeedMath',
    cooking:
      'SlothSlowCookerMeal LazySlothPancakes SlothBananaBread NoBakeSlothBites HangingSlothCupcakes SleepySlothSmoothie',
    travel:
      'SlothSpottingTrip CanopySlothTour SlothSanctuaryVisit PuraVidaSloth SlowTravelLikeASloth SlothSafariBingo',
    fashion:
      'SlothHoodieLook LazySlothPajamas CozySlothSocks SlothModeOOTD HangingSlothEarrings SlowFashionSloth',
    wellness:
      'SlothModeSunday DoNothingLikeASloth HammockSlothNap SlothPaceStroll SlowDownSlothStyle SlothStretchHour',
    speed:
      'FasterThanASloth SlothSlowestWins SlowBikeSlothRace SlothSpeedrun SlothHangOff SlothLeafCountdown',
    music: 'SlothLofi HalfTempoSlothRemix SlothSlowJam SlowedAndSlothed SlothLullaby SlothRockRiff',
    art: 'SlothWatercolor HangingSlothMobile SlothClayFigure DrawASlothSlowly SlothRockPainting SewASlothPlush',
    tech: 'SlothLiveCam SlothTimelapseClimb SlothModeScreenTime WifiSlowerThanASloth BuildASlothBot SlothSpotterApp',
    gaming:
      'SlothIdleClicker UltraSlowSlothSpeedrun SlothCozyGame PlayAsASloth SlothHideAndSeek NapToWinSloth',
  },
  pie: {
    dance: 'EasyAsPieDance ApplePieShuffle CherryPieStrut HumblePieHustle PieTinTap SweetiePieSway',
    fitness:
      'EarnYourPie PumpkinPieSquats PieTinSliderAbs HikeForPie RollingPinRollouts CrustCrunches',
    funny:
      'PieChartOfMyLife GrandmaJudgesMyPie CakeVsPieDebate WhoAteThePie HumblePieMoment LastSliceStandoff',
    prank:
      'SecretPieDelivery PieLatticeMessage BakeTheirFavoritePie MiniPieInvasion ItsActuallyPie PieYourNeighbor',
    educational:
      'PieForPiDay WhyPieCrustFlakes PieChartExplained PieThroughHistory MeasureYourPie PieByState',
    travel:
      'PieRoadTrip PieShopCrawl KeyLimePieInFlorida FiftyStatesOfPie PieWithAView PickYourOwnPie',
    fashion:
      'PieLatticeBraids CutiePieFitCheck SweetiePieStyle PiePicnicOOTD CherryPieRedLips GinghamGoals',
    wellness:
      'PieBakingTherapy SlowPieSunday PieItForward GrandmasPieMemories PorchPieBreak ApplePickingPeace',
    speed:
      'PieCrustCrimpRace LatticePieSpeedrun SliceThePieEvenly PieInSixtySeconds ApplePeelOff CherryPitBlitz',
    music:
      'AmericanPieSingAlong SweetiePieSerenade PieTinDrumSolo RapYourPieRecipe HoneyPieHarmony CherryPieCover',
    art: 'PieCrustCanvas PieSugarStencil DinerPieSketch TinyClayPies LatticeMasterpiece StillLifeWithPie',
    tech: 'AIInventsAPie PieBakeTimelapse PieShield3DPrint CodeAPieChart SmartOvenPieOff ThermometerTruthTest',
    pet: 'BakeAPupPie DogStaresAtThePie PieTinPuzzleFeeder CutiePieContest HoneyPiePortrait SweetiePieSitStay',
    gaming:
      'EasyAsPieLevel PieWedgeTriviaDuel CookingMamaPieScore PlayForPie PieShopTycoon WinTheWholePie',
  },
  ballet: {
    fitness:
      'KitchenCounterBallet PliesLikeABallerina ReleveCalfRaises BalletBootCamp TutuTough BalletBalanceHold',
    funny:
      'BalletChores ExitLikeABallerina DadTriesBallet TutuMuchDrama SwanLakeInSocks BalletGroceryRun',
    prank:
      'BalletTutuForDad BalletWakeUpCall BalletRecitalBouquet PirouetteIntoTheRoom SugarPlumSurprise TiptoeBallerinaSneak',
    educational:
      'BalletFivePositions WhyBallerinasGoOnToes BalletFrenchWords PhysicsOfAPirouette InsideAPointeShoe BalletFactOrFaux',
    cooking:
      'PavlovaPirouette BalletSlipperCookies BallerinaMeringues SwanLakeCreamPuffs BalletBakeOff BalletTutuCupcakes',
    travel:
      'BalletPoseAtLandmarks BolshoiBalletTrip NutcrackerBalletNight PirouettesInParis BackstageAtTheBallet TutuTourist',
    fashion:
      'BalletFlatsFitCheck StreetStyleBallet LegWarmerComeback TutuAndTrainers BalletBunForBrunch OffDutyBallerina',
    wellness:
      'BreatheLikeABallerina BalletPostureReset SlowBalletStretch BarreToBed TiptoeIntoCalm BalletFeetSpaNight',
    speed:
      'BalletBunInSixty BalletQuickChange ThirtySecondBallerina MostPirouettesWins FivePositionsFast BalletTutuRelay',
    music:
      'NutcrackerOnKazoo WindUpBallerinaTune BalletPianoCover BalletBeatDrop HumThatBallet SugarPlumRemix',
    art: 'SculptABalletPose TutuWatercolor BallerinaMusicBoxCraft DrawLikeDegas BalletInMotion BalletShadowSketch',
    tech: 'BalletSlowMo LightUpTutuBuild AIBalletPoseCheck CountMyPirouettes BallerinaVsRobot MoCapBallet',
    pet: 'BalletPuppyPirouette PetBalletRecital BalletCatAudience PawDeDeux DogBalletBow NutcrackerPupPose',
    gaming:
      'BalletPoseCharades NutcrackerBossFight JustDanceBalletRound SimonSaysBallet BalletStudioTycoon PliePlatformer',
  },
  lighthouse: {
    dance:
      'SweepLikeALighthouse LighthouseKeeperJig FoghornStomp LighthouseTwirlOff SeaShantyShuffle DanceByTheLighthouse',
    fitness:
      'LighthouseStairClimb WalkToTheLighthouse SeaBreezeStretch LighthouseLegDay BeaconBurpees LighthouseLunges',
    funny:
      'LighthouseStairsRegret SeagullPhotobomb LighthouseWindyHair LonelyLighthouseKeeper ImpersonateAFoghorn LighthouseSelfieFails',
    prank:
      'SecretLighthouseTrip LighthouseBottleNote FlashlightMorseHello LighthouseNightLight FoghornDoorbell PostcardFromTheCoast',
    educational:
      'HowLighthousesWork WhyLighthouseStripes FresnelLensLighthouse NameThatFlash PharosWonderFacts LighthouseKeepersLog',
    cooking:
      'StripedLighthouseCake IceCreamConeLighthouse SeasideFishTacos BeaconBrownies LighthouseKeeperStew LighthouseCookies',
    travel:
      'LighthouseHopping SunriseAtTheLighthouse ClimbEveryLighthouse LighthouseSleepover LighthousePassport FollowTheFoghorn',
    fashion:
      'StripesLikeALighthouse FishermanSweaterStyle WindyLighthouseShoot LighthouseKeeperChic LighthouseLayers SlickerSeason',
    wellness:
      'BeSomeonesLighthouse LighthouseStormWatch SaltAirMeditation BreatheWithTheBeam LighthouseSunsetSit StandLikeALighthouse',
    speed:
      'LighthouseStairsRace CupStackLighthouse FlashPatternQuiz BeatTheBeam LighthouseSpeedSketch LighthouseHopInADay',
    music:
      'LighthouseSeaShanty EchoInTheLighthouse SeagullChorus FoghornFreestyle LighthouseLullaby LighthouseKeeperBallad',
    tech: 'LighthouseDroneOrbit ArduinoLighthouseModel LighthouseTimeLapse CodeTheBeam SmartBulbLighthouse LongExposureLighthouse',
    pet: 'LighthouseBeachFetch LighthouseKeeperCat PupPosesAtLighthouse SeaDogAtTheLighthouse FoghornHowlAlong LighthouseWindowWatch',
    gaming:
      'LighthouseEscapeRoom MinecraftLighthouse GeoGuessrLighthouses KeepTheLightOn FoghornCharades LighthouseJigsawRace',
  },
  parrot: {
    dance:
      'ParrotHeadBob PartyParrotLoop ParrotDanceOff PollyWantsToBoogie SquawkAndStomp ParrotWingFlap',
    fitness:
      'PartyParrotHIIT ParrotPerchBalance ParrotShoulderSquats FlapLikeAParrot PollyPushUps WingspanStretch',
    funny:
      'ParrotSaysWhat MyParrotSnitched ParrotMicrowaveBeep WhoTaughtTheParrotThat SquawkBackChallenge ParrotRepeatsMom',
    prank:
      'ParrotRingtone WhoSaidThatParrot FakeParrotOnShoulder PirateParrotCameo ParrotVoicemail ParrotPlushSwap',
    educational:
      'HowParrotsTalk WhyParrotsMimic ParrotWordCount ParrotOrParakeet SmarterThanAParrot ParrotsOutliveUs',
    cooking:
      'ParrotBirdieBread TropicalParrotSmoothie ParrotFeatherCookies PollyWantsACracker ChopForYourParrot RainbowMacawCake',
    travel:
      'ParrotSpottingTrip WildParrotsOfTheCity ParrotHarnessWalk ParrotsInParadise ParrotPassport AmazonMacawMorning',
    fashion:
      'MatchYourParrot PirateParrotLook ParrotPrintShirt BrightAsAParrot PlumagePower ParrotPalette',
    wellness:
      'ParrotMorningChat CalmParrotBedtime WildParrotBirdsong ParrotAffirmations ParrotSunbathBreak SlowSundayWithPolly',
    speed:
      'ParrotRingToss FastestParrotWave ParrotPuzzleSpeedrun ParrotRecallDash QuickestTalkingParrot ForageFrenzy',
    music:
      'KaraokeWithMyParrot ParrotWhistleCover ParrotDuet ParrotBeatboxBattle SquawkAlongSong BobbingToTheBeat',
    art: 'PaintYourParrot MacawParrotMosaic ParrotPhotoShoot OrigamiParrot ParrotPopArt FeatherFanPainting',
    tech: 'ParrotVideoCall AITranslatesMyParrot ParrotPetCam ParrotVsAlexa ParrotWordTracker SmartPerchBuild',
    gaming:
      'ParrotShellGame BasketballParrotDunk ParrotJengaPull ParrotVsMeTicTacToe PollyPlaysPuzzles ParrotArcadeRun',
  },
  stapler: {
    dance:
      'StaplerChompStep MoveLikeAStapler StaplerDeskShuffle CubicleConga StaplerSnapBack NineToFiveGroove',
    fitness:
      'StaplerGripSqueeze HundredStaplerClicks SquatForEveryStaple CubicleCardio StaplerPlankPass PaperStackPress',
    funny:
      'WhoTookMyStapler RedStaplerImpression StaplerJammedAgain StaplerSoapOpera StaplerDetective PaperclipVsStapler',
    educational:
      'HowStaplersWork WhyStaplesBend StaplerLeverPhysics WhoInventedTheStapler StaplerSpringScience StaplerSheetLimit',
    cooking:
      'RedStaplerCookies IsItAStaplerOrCake BreakroomStaplerTreats StapleFoodsChallenge CubicleCupcakes StaplerFondantTopper',
    travel:
      'StaplerTravelJournal TokyoStaplerShopHunt StapleYourStubs StaplerPostcardZine StationeryStoreSafari PackTheMiniStapler',
    fashion:
      'StaplerEmergencyHem StaplerPaperDress RunwayStaplerCouture StapledTogetherLook DeskToDinnerFit NoSewStaplerHack',
    wellness:
      'StaplerGratitudeZine StaplerDeskDeclutter PocketStaplerMantras OneStapleADay FileAwayWorries CubicleCalmCorner',
    speed:
      'StapleTheStack FastestStaplerReload TenPacketsStapled StaplerShowdown StaplerRelayRace CubicleDash',
    music:
      'StaplerSnareRhythm OfficeStaplerBand DeskDrumsWithStapler ClickClackTrack NineToFiveRemix StaplerSolo',
    art: 'StaplerFlipbook MosaicOfStaples StaplerPaperSculpture StaplerStitchedZine DrawTheRedStapler CardboardCastleBuild',
    tech: 'StaplerTeardown StaplerSlowMotion ElectricStaplerTest PrintAStaplerIn3D BuildAStaplerBot StaplerVsHolePunch',
    pet: 'CatStealsTheStapler StaplerParrotMimic PetHearsTheStapler PupGuardsTheStapler OfficeDogOfTheMonth DeskChairTakeover',
    gaming:
      'JimVsDwightStapler StaplerFlickFootball StaplerTargetToss OfficeOlympicsStapler StaplerHotPotato PaperPlaneGrandPrix',
  },
  ladybug: {
    dance:
      'LadybugWiggle FlutterLikeALadybug PolkaDotTwirl LadybugLanding LadybirdBoogie SevenSpotStep',
    fitness:
      'LadybugFlipCore SevenSpotLadybugJumps LadybugCrawlDrill LadybirdLunges PolkaDotPlank BugHuntPowerWalk',
    funny:
      'LadybugLandsOnMe LadybugWontLeave FlyAwayHomePlease IfLadybugsTalked LadybirdRescueDrama LuckyOrJustABug',
    prank:
      'LadybugStickerTrail LadybugRockSurprise LuckyLadybugLunchNote PolkaDotEverything LadybugsOnTheFridge PaperLadybirdSwarm',
    educational:
      'LadybugLifeCycle LadybugSpotsMyth LadybugAphidPatrol LadybirdVsLadybug WhyLadybugsAreRed IsItReallyABeetle',
    cooking:
      'LadybugCaprese StrawberryLadybugBites PolkaDotCookiePops LadybugLunchbox SevenSpotSandwich LadybirdCupcakes',
    travel:
      'LadybugSpottingHike LadybugMeadowPicnic ButterflyHouseTrip FollowTheLadybugs LadybirdSafari LadybugMigrationSpot',
    fashion:
      'LadybugRainBoots BeetleBrooch LadybugPolkaDotFit SpottedInSpots LadybugNailArt DressLikeALadybird',
    wellness:
      'TinyJoysLikeLadybugs LetItFlyAway LadybugLuckyWish SitStillForLadybugs LadybugMindfulMinute GardenGratitudeWalk',
    speed:
      'LadybugSpotCountRace DrawALadybugIn10 LadybugFlipRelay LadybugRockDash PolkaDotBlitz LadybirdLeafSprint',
    music:
      'LadybugLullaby LadybirdFlyAwayRhyme SingToTheLadybugs SevenSpotSymphony LadybugXylophone PolkaDotPercussion',
    art: 'LadybugRockPainting LadybugFingerprint MacroLadybugPhoto SpotOnLadybugs OrigamiLadybird PolkaDotPortrait',
    tech: 'LadybugRobotKit ScratchLadybugGame BugHotelCam PhoneMacroLadybug NameThatLadybird LadybugTimelapse',
    gaming:
      'LadybugBingo MiraculousLadybugRun LadybugMemoryCards SpotsAndLadders LadybugTicTacToe LuckyBugLeaderboard',
  },
  spatula: {
    dance:
      'SpatulaShuffle DinerSpatulaDance SpatulaFlipStep SpinTheSpatula GriddleGroove ShortOrderShimmy',
    fitness:
      'SpatulaFlipSquats SpatulaBalanceLunge SpatulaWristCurls PancakePushUps FlapjackBurpees GrabASpatulaGetFit',
    funny:
      'DramaticSpatulaFlip SpatulaDadAtTheGrill WhoTookMySpatula SpatulaSwordFight SpatulaTedTalk PancakeOnTheCeiling',
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip GiantSpatulaBreakfast SpatulasEverywhere FoamPancakeSwap SpatulaLoveNote',
    educational:
      'SiliconeVsMetalSpatula SpatulaLeverPhysics SpatulaWordOrigin SpatulaMeltTest WhySmashBurgersBrown PancakeFlipScience',
    travel:
      'SpatulaDinerCrawl TeppanyakiSpatulaTour SpatulaOkonomiyaki PackYourSpatula GriddlesOfTheWorld SmashBurgerSafari',
    fashion:
      'SpatulaEarringsDIY SpatulaBeltHolster ChefSpatulaFitCheck GrillMasterDrip SpatulaSwag RetroDinerChic',
    wellness:
      'MindfulSpatulaFlip SpatulaScrapeEveryBit SlowSundaySpatula PancakePause SpatulaBrunchGratitude StirAndSettle',
    speed:
      'SpatulaEggRelay SpatulaBowlScrapeIn30 SpatulaFlipRace FastestFlapjack SpatulaStackOff BeatTheGriddle',
    music:
      'SpatulaAirGuitar SpatulaPanDrums SpatulaMicKaraoke ConductWithASpatula SizzleBeat FlipSideRemix',
    art: 'SpatulaScrapePainting SpatulaPuppetCraft AcrylicSpatulaSunset SpatulaSwipeArt BatterPortrait PaintWithASpatula',
    tech: 'SpatulaFlipSlowMo RobotSpatulaChef SpatulaThermalCamera 3DPrintedSpatula GadgetOrGimmick SmartSpatulaTest',
    pet: 'CatVsSpatula SpatulaTargetTraining SpatulaPeekaboo SpatulaSitStay SousChefPup FlipAPupcake',
    gaming:
      'GoldenSpatulaHunt CookingMamaSpatula SpatulaBossWeapon OvercookedSpatulaRun BurgerStackOff KrabbyPattyRush',
  },
  zookeeper: {
    dance:
      'ZookeeperBucketBop ZookeeperPenguinMarch ZookeeperFlamingoPose ZookeeperZumba FeedingTimeFrenzy ZooCrewConga',
    fitness:
      'ZookeeperBucketCarry SquatLikeAZookeeper ZookeeperRakeCardio ZookeeperBootCamp HayBaleHustle WheelbarrowWalk',
    funny:
      'GoatOutsmartsZookeeper ParrotMocksZookeeper ZookeeperAnimalGossip ZookeeperVsPenguins ZookeeperAtHome FeedingTimeFail',
    prank:
      'ZookeeperBirthdayVisit DadTheZookeeper ZookeeperPlushZoo StuffieSafariSurprise ZookeeperVoicemail CritterParadeZookeeper',
    educational:
      'AskAZookeeper HowZookeepersFeed ZookeeperEnrichment ZookeeperTruthOrTail WhoEatsWhatQuiz DayOneZookeeper',
    cooking:
      'ZookeeperLunchbox PandaBentoZookeeper CookLikeAZookeeper ZookeeperFruitKabobs FeedingTimeFeast AnimalCrackerParade',
    travel:
      'ZookeeperForADay BehindScenesZookeeper MeetAZookeeperAbroad ShadowAZookeeper ZoosAroundTheWorld FeedingTalkTour',
    fashion:
      'DressLikeAZookeeper ZookeeperKhakiFit KidsZookeeperCostume ZookeeperOffDuty WildlifeWorkwear SafariChic',
    wellness:
      'CalmLikeAZookeeper ZookeeperGratitude OtterJoyForZookeeper ZookeeperSunriseRounds PenguinPaceWalk SlothModeBreak',
    speed:
      'ZookeeperBucketRelay BeatTheZookeeperClock ZookeeperHeadcount ZookeeperDash FeedingTimeFrenzy PenguinRollCall',
    music:
      'ZookeeperLionLullaby ZookeeperWhistleCalls KazooForAZookeeper OldMacZookeeper RoarAlongRemix FeedingTimeJingle',
    art: 'ZookeeperSketchbook DrawAZookeeperMap ZookeeperPhotoDiary ZookeeperZine WildlifeWatercolor PenguinPortraits',
    tech: 'StreamAZookeeperShift ZookeeperSmartFeeder ZookeeperThermalScan ZookeeperPOV DroneHerdCount AppNamesTheAnimal',
    gaming:
      'PlanetZooZookeeper ZookeeperCharades ZookeeperTriviaNight ZookeeperLevelUp SafariTycoonRematch EscapeThePenguinPen',
  },
  pillow: {
    dance:
      'PillowPartnerWaltz PillowOnTheHeadStep PajamaPillowGroove FluffAndShuffle PillowFightFreestyle SleepoverSway',
    fitness:
      'PillowSquatSqueeze PillowPassSitUps KneePillowPlank PillowFightHIIT BedheadBurpees PillowBalanceDrill',
    funny:
      'PillowColdSideHunt DadsFlatPillowRant PillowHogExposed WhoStoleMyPillow PillowFortRealEstate SlowMoPillowFight',
    educational:
      'HowPillowsAreMade WhatsInsideAPillow PillowDownVsFoam ColdSideScience AncientStonePillows PillowFactOrFluff',
    cooking:
      'FluffyPillowPancakes PillowSoftRolls PillowyGnocchi PillowDumplings MarshmallowPillowFight CloudBreadChallenge',
    travel:
      'TravelPillowTest HotelPillowMenu PillowPackingHack NeckPillowOlympics RedEyeReady PillowFortAbroad',
    fashion:
      'PillowcaseDressDIY PuffyPillowSleeves PillowSilkHairWrap PillowBagFitCheck BedheadToRunway PajamaPartyGlam',
    wellness:
      'PillowScreamRelease PillowLavenderSpray FreshPillowSunday SinkIntoThePillow FlipToTheColdSide PillowGratitudeTalk',
    speed:
      'PillowFortSpeedBuild PillowcaseChangeRace BasketTossPillows PillowStackOff ThirtySecondBedMake FluffOffFinals',
    music:
      'PillowDrumSolo SingIntoThePillow PillowLullaby PillowTalkCover MuffledMicDrop PillowFightAnthem',
    art: 'TieDyeAPillow PillowcasePainting PillowFortBlueprint StitchAPillowPal PhotoOnAPillow PillowPortraitPrint',
    tech: 'PillowSleepTracker PillowFortTechSetup CoolingPillowGadget SmartPillowShowdown PillowSpeakerHack AIPillowTalk',
    pet: 'CatOnMyPillow PillowVsDogBed KittenKneadsThePillow PillowHogPup PillowFortPetPalace SqueakyPillowSurprise',
    gaming:
      'PillowFortGameNight PillowShieldHorror PillowSumoTournament PillowNestSpeedrun CozyCouchCoop BlanketBossBattle',
  },
  graduation: {
    dance:
      'GraduationStageStrut GradNightConga CapAndGownGroove GraduationGetDown GraduationTasselTwirl DiplomaShuffle',
    fitness:
      'GraduationDayRun GraduationStairClimb CapAndGownPushUps GradWalkLunges DiplomaDeadlifts GraduationGains',
    prank:
      'GraduationBalloonDrop SurpriseGradYardSign GraduationCarDecor GiantFaceCheerSquad GraduationGiftRiddle DiplomaScavengerHunt',
    educational:
      'WhyGradsWearGowns WhyWeTossCaps GraduationLatinQuiz GraduationWorldTour GraduationSpeechTips TasselColorCode',
    cooking:
      'GraduationCapCookies MortarboardBrownies GraduationDiplomaRolls GraduationCakeOff TasselCupcakes GradPartyGrazing',
    travel:
      'GraduationRoadTrip FlyHomeForGraduation PostGradAdventure GraduationGetaway CampusFarewellTour GapYearPassport',
    fashion:
      'GraduationCapDecor UnderTheGownOutfit HeelsOrSneakersForGrad GraduationGlowUp StyleYourStole GraduationDayDrip',
    wellness:
      'LetterToFutureSelf GraduationMemoryJar CalmBeforeGraduation GraduationGratitude ThankYourTeachers GradSeasonSlowDown',
    speed:
      'GraduationDiplomaDash DecorateGradCapIn10 GraduationHugCount GownQuickChange NameToStageSprint GraduationSelfieBlitz',
    music:
      'GraduationPompKazoo AlmaMaterForGrads GraduationRapVerse GraduationGoodbyeSong ClassAnthemChoir PickYourWalkOutTrack',
    art: 'GraduationCapArt SignatureShirtForGrads YearbookCollage GraduationPhotoshoot FrameYourGraduation PaintYourMortarboard',
    tech: 'AIGraduationSpeech GradVideoMontage GraduationLivestream SlowMoTasselFlip GraduationDroneShot QRCodeYourCap',
    pet: 'PuppyClassGrad GraduationPawtrait PetGraduationCap GoodBoyGraduate DiplomaForMyDog TasselChaseKitty',
    gaming:
      'FinalBossBeforeGrad GraduationBingoCard SeniorYearEscapeRoom LevelUpGraduation NewGamePlusGraduation GraduationTriviaDuel',
  },
  scientist: {
    dance:
      'MadScientistShuffle ScientistDNATwist ScientistBeakerBop ChainReactionDance LabCoatLimbo ScienceFairFreestyle',
    fitness:
      'ScientistPlankTrial VerticalJumpScientist FieldScientistHike SweatScience HypothesisHIIT LabCoatLunges',
    funny:
      'MadScientistLaugh ScientistRatesMySnacks KidScientistInterview EurekaFail OverlyScientificMom PeerReviewMyNap',
    prank:
      'ScientistInvisibleInk MadScientistPotion AwardTheHomeScientist GlowInTheDarkNote ScienceTrickOnDad ColorChangingWater',
    cooking:
      'MadScientistMocktail ScientistRockCandy ScientistIceCreamBag KitchenChemistry BakingIsScience EdibleSlimeLab',
    travel:
      'ScientistMuseumCrawl RockPoolScientist FieldScientistForADay DarkSkyScience FossilHuntRoadTrip NationalParkNerdOut',
    fashion:
      'MadScientistCostume FamousScientistCosplay ScientistGogglesGlowUp LabCoatCouture ScienceFairFit PeriodicTablePrint',
    wellness:
      'BeYourOwnScientist ObserveLikeAScientist ScientistWonderJournal ScienceOfCalm CuriousNotFurious SleepExperimentWeek',
    speed:
      'OneMinuteScientist NameTheScientist ScientistFizzRace PeriodicTableSpeedrun ScienceFactBlitz EurekaInTen',
    music:
      'TheScientistCover MadScientistTheremin ScientistBeakerDrums ScienceOfSound SingTheElements ScientistRapBattle',
    art: 'ScientistMicroscopeArt DrawAFamousScientist ScientistDNAModel PetriDishPainting SunPrintScience InkBleedButterflies',
    tech: 'CitizenScientistApp ScientistArduinoBuild ScientistPhoneSensors ScienceWithAI RobotLabPartner DataNerdDashboard',
    pet: 'PuzzleFeederScientist ScientistCatBoxTest ScientistShellGame PetScienceFair LeftPawOrRight IsMyDogAGenius',
    gaming:
      'MadScientistSpeedrun ScientistPortalPuzzle PandemicScientistCoop ScienceTriviaShowdown PotionCraftRace MinecraftLabBuild',
  },
  dj: {
    dance:
      'FreezeWhenTheDJStops BassLineBounce DJTransitionShuffle DJDropDanceOff WeddingDJWobble ScratchAndSlide',
    fitness:
      'SquatOnEveryDJDrop BpmJumpRope DJSpinClassBeats DJBoothBootCamp CrossfadeCrunches DJTempoRun',
    funny:
      'DJScratchEverything DJUncleAtTheParty HeadphoneOneEarPose DJAtTheDinnerTable AirHornAddict DJDadJokes',
    prank:
      'SurpriseDJSet BassDropWelcomeHome DJNameShoutout DJKitchenRave RemixTheirRingtone DJIntroForMom',
    educational:
      'HowDJsMix DJVinylVsDigital HipHopDJOrigins DJLingoQuiz BPMMathClass WhyTheBassDrops',
    cooking:
      'TurntableDJCake RecordShapedPancakes DJBoothSnackBoard CookToTheDJSet RemixYourRecipe DJVinylPizza',
    travel:
      'DJRecordStoreCrawl DJOnARooftop SunsetDJBoatParty DJAroundTheWorld IbizaOrBust BeachDJSet',
    fashion:
      'DJBucketHatFlex DressLikeYourFavDJ NeonRaveLayers DJDripCheck HeadphoneHalo DJFestivalBomber',
    wellness:
      'DJLofiWindDown DJSunsetSet SoundBathSequence DJYourOwnCalm SlowTheBPM DJMorningAmbient',
    speed:
      'FastestDJTransition DJGenreSwitchBlitz TenSongsOneMinute DJDeckSetupRace BeatMatchShowdown SixtySecondDJSet',
    art: 'PaintToADJSet VinylRecordCollage DJFlyerDesign DJDeckSpinArt DrawTheDrop DJPortraitInNeon',
    tech: 'DJStemSeparation AIDJBattle DJControllerSetup PhoneOnlyDJSet LightsSyncedToTheBass MidiKeyboardBuild',
    pet: 'DJKittenOnTheDecks ParrotScratchSolo PetDJAssistant DJDoggoDrops CatPurrDJMix PawsOnTheTurntable',
    gaming:
      'DJHeroHighScore RobloxDJBooth DJBossFightRemix ChiptuneDJSet BeatSaberBattle DJYourGameNight',
  },
  'bubble gum': {
    dance:
      'BubbleGumBop BubblePopShuffle BubbleGumFreeze StickyShoeSlide GumSmackStomp StrutWithBubbleGum',
    fitness:
      'PlankTillBubblePops BubbleOnOneLeg BubbleGumWallSit BubbleBootCamp PinkPowerReps ChewingGumJawDay',
    prank:
      'EmptyBubbleGumPack WantSomeGum FakeBubbleGumOnShoe BubbleGumBalloonRoom SecretGumballGift GumWrapperLoveNote',
    educational:
      'WhyBubbleGumIsPink WhoInventedBubbleGum BubbleGumMythBusting GumFromATree MeasureYourBubble StretchScience',
    cooking:
      'MakeYourOwnBubbleGum BubbleGumIceCream BubbleGumMachineCake BubbleGumShakeOff GumballCookies PinkPopcornParty',
    travel:
      'VisitBubbleGumAlley TryBubbleGumAbroad BubbleGumMachineHunt GumWallPilgrimage BubbleGumPassport SweetShopSafari',
    fashion:
      'BubbleGumNails FoldAGumWrapperChain Y2KBubbleGumLook PrettyInBubbleGum PopOfPink BubbleGumHairClips',
    wellness:
      'BlowAWorryBubble BubbleGumChewAndChill SlowBubbleBreathing GumAndGratitude BubbleGumMemoryLane PinkMoodReset',
    speed:
      'BiggestBubbleIn60 BubbleGumUnwrapIn10 FastestBubbleBlow GumballSortSprint PopCountChallenge BubbleRelayRace',
    music:
      'BubbleGumPopCover WriteABubbleGumJingle BeatboxWithBubbleGum ChewingGumChorus GumSnapSymphony BubbleGumMaracas',
    art: 'BubbleGumPopArt BubbleGumWrapperMosaic SelfPortraitBlowingGum PerfectBubblePhoto GumballMachineDoodle PaintInBubblePink',
    tech: 'SlowMoBubbleGumPop BuildAGumballMachine BubbleSizeARRuler AIJudgesMyBubble BubbleGumMacroLens RoboGumDispenser',
    pet: 'PetReactsToBubblePop BubbleGumPinkBandana BubbleGumSqueakyToy DogChasesBubbles KittyVsBubbles BowTieBestie',
    gaming:
      'BubbleShooterHighScore BeatTheBubbleGumBoss BubbleGumPowerUp BubbleGumSimulatorRun StickySituation GumballGuessNight',
  },
  tortilla: {
    dance:
      'TortillaFlipShuffle ClapTheTortillaStep TortillaPressStomp TortillaTwirlOff ComalCumbia WrapItUpWiggle',
    fitness:
      'TortillaPressArmDay LungeForTheTortilla TortillaBallSquats MasaMuscle BurritoBurpees TortillaRollOutPlank',
    funny:
      'GrandmasTortillaRules TortillaFoldFails OverstuffedTortilla MyTortillaIsAMap BurritoBlanketMe LastTortillaStandoff',
    prank:
      'SmileyFaceTortilla FreshTortillaDoorstep TortillaWrappedGift TortillaInTheTin BurritoYourBestie SewingKitSurprise',
    educational:
      'CornVsFlourTortilla WhyTortillasPuffUp TortillaNixtamalFacts AztecTortillaOrigins MasaMagicExplained TortillaPiMath',
    travel:
      'TortilleriaVisit TortillaStreetTacoTour MercadoTortillaHop OaxacaMasaTrail TortillaPassport SpanishTortillaHunt',
    fashion:
      'WrapItLikeATortilla TortillaWarmerClutch TortillaEarrings BurritoBlanketChic DressAsATortilla MasaToRunway',
    wellness:
      'AbuelaTortillaStories MindfulTortillaPress TortillaBlanketNap SlowSundayTortillas PatAndBreathe TortillaFamilyTable',
    speed:
      'TortillaFlipRace WrapATortillaFast TortillaStackSprint HundredTortillaHustle BeatTheComal BurritoFoldOff',
    music:
      'TortillaClapBeat TortillaSongForAbuela MarimbaTortillaJam MasaPatPercussion CumbiaInTheKitchen TortillaPressDrums',
    art: 'PaintOnATortilla TortillaFacePortrait MosaicOfTortillaChips TortillaStencilArt ComalCanvas MasaSculptures',
    tech: 'TortillaPuffSlowMo AIRatesMyTortilla TortillaMachineReview ThermalCamComal TortillaBotBuild PerfectCircleScanner',
    pet: 'DogNamedTortilla TortillaPuppyBurrito TortillaTacoCostume PurritoChallenge TortillaBandanaPose PetFiestaPortrait',
    gaming:
      'TortillaLoteriaCards TortillaStandTycoon StackTheTortillaPuzzle TortillaFlipHighScore OvercookedBurritoRun ComalBossLevel',
  },
  'movie night': {
    dance:
      'MovieNightFreezeFrame IconicMovieMoves ShimmyLikeAMovieStar DanceDuringTheCredits PopcornPopAndLock MovieThemeChoreo',
    fitness:
      'MovieNightScareSquats PlankTillMovieCredits MovieMontageWorkout PressPausePushUps PopcornLunges MovieNightStretchOut',
    prank:
      'BackyardMovieReveal FakeMovieTrailer MovieNightUsherService SecretMovieMarathon RedCarpetWelcome MovieTicketMailDrop',
    educational:
      'MoviePhysicsFails MovieFoleySounds MovieNightBookVsFilm SubtitlesOnlyNight BehindTheMovieMagic DocNightDebrief',
    cooking:
      'MovieNightPopcornBar CookTheMovieMeal MovieCandyBark NachoAverageNight MovieTheaterPretzels ConcessionStandAtHome',
    travel:
      'DriveInMovieNight MovieLocationHunt MoviesInThePark OutdoorCinemaHop WalkTheFilmSet MovieTheaterTour',
    fashion:
      'RedCarpetMovieNight DressAsTheMovieLead MovieNightPajamaFit 3DGlassesGlam IconicMovieCosplay PopcornChic',
    wellness:
      'MovieNightPhonesAway ComfortMovieRewatch SoloMovieDate CryItOutMovieNight CozyCinemaCocoon FeelGoodFilmFest',
    speed:
      'PickAMovieIn60 NameThatMovieIn3 MovieQuoteQuickfire BeatTheTrailers MovieNightSetupRace CreditsCleanupDash',
    music:
      'HumTheMovieScore MovieThemeOnKazoo MovieMusicalKaraoke GuessThatSoundtrack MovieMagicMedley FanfareForFilmNight',
    art: 'RedesignAMoviePoster DrawTheMovieFromMemory PaintAMovieStill PopcornBoxMakeover MovieNightMarqueeSign HandmadeTicketStubs',
    tech: 'ShoeboxMovieProjector AIPicksTheMovie BackyardMovieScreen SyncedMovieNight SurroundSoundSetup HomeTheaterHack',
    pet: 'PetPicksTheMovie DogWatchesTheMovie MovieIntermissionFetch CatReviewsTheMovie CuddlePuddleCinema PupFortMovieNight',
    gaming:
      'MovieNightBingo GuessTheMovieEmoji MovieTriviaShowdown MovieCharadesMayhem PictionaryMoviePlots WorstMovieDescribed',
  },
  hammock: {
    dance:
      'DanceOutOfTheHammock AerialHammockSpin HammockSwayRoutine HammockHula BeachBreezeBounce RockAByeBop',
    fitness:
      'HammockAerialYoga HammockRowPulls SuspensionLunges HammockCrunchTime EarnYourHammock DeadHangDare',
    funny:
      'ThreePeopleOneHammock HammockVsDad HammockEntryStruggle HammockBurrito GracefulHammockExit TheGreatHammockFlip',
    prank:
      'HammockRoomService SurpriseHammockSetup FairyLightTreeWrap WhoIsInMyHammock HammockBalloonCanopy HammockLoveNote',
    educational:
      'HowHammocksBalance HammockMayanOrigins HammockHangAngleMath HammocksAtSea KnotOrNot TreeFriendlyStraps',
    cooking:
      'OneHandHammockSnacks CampfireHammockSmores WatermelonSlushies LazyDayLemonade HammockMocktailHour HammockPicnicBasket',
    travel:
      'HammockWithAView WaterfallHammock CampingInAHammock HangAroundTheWorld HammockHopping JungleCanopyNap',
    fashion:
      'LinenInTheHammock HammockKaftanFlow BarefootAnkletStack HammockReadyFit SwayInStyle SunhatAndHammock',
    speed:
      'HammockSetupRace GetIntoAHammockFast KnotTieClock HammockInAMinute HammockPackUpSpeedrun HammockHopRelay',
    music:
      'HammockUkuleleStrum SingInAHammock HammockLullaby HammockHarmony SwaySessions BirdsongBackingTrack',
    art: 'MiniHammockForPlants PaintFromTheHammock HammockMacrameCraft HammockShadowArt DappledLightStudy SketchTheCloudsAbove',
    tech: 'HammockTimelapseSunset UltralightHammockKit HammockSolarLights HammockDroneShot CampGadgetCheck WifiFreeHangout',
    pet: 'HammockCatNap RatHammockHangout PetHammockBed WhoOwnsTheHammock PupsFirstHammock SnuggleSwingSiesta',
    gaming:
      'AnimalCrossingHammock HammockCardGameDuel MinecraftHammockBuild HammockHandheldHour LazySundayRPG OutdoorCozyQuest',
  },
  brownie: {
    dance:
      'BrowniePointsDance CornerPieceBrownieJig FudgeShuffle BrownieBatterBounce GooeyGroove FreshBrownieShimmy',
    fitness:
      'EarnYourBrownie RunForABrownie BrownieBakeTimeHIIT BrowniePointsWorkout BatterArmDay FudgeFinisher',
    funny:
      'CornerOrMiddleBrownie LastBrownieStandoff BrownieStashHunt BrowniePointsAudit JustOneMoreBite GooeyCenterReaction',
    prank:
      'BrownEsInThePan SecretBrownieDelivery BrowniePointsCoupon BrownieTrailOfCrumbs DoorstepDessertDrop BrownieNoteInTheBox',
    educational:
      'FudgyVsCakeyBrownie WhyBrowniesGetCrinkly WhoInventedTheBrownie BrownieMathSlices MountainTopBrownies GlassOrMetalPan',
    travel:
      'BrownieBakeryCrawl BestBrownieInTown ChocolateFactoryTour ChicagoBrownieQuest BrowniePassport CafeHopForFudge',
    fashion:
      'BrownieEarrings ChocolateToneLayers BakeSaleBrownieFit HeadToToeBrownie BrownieAndBeige CocoaCozyKnit',
    wellness:
      'BrowniesForNeighbors BrownieSavorSlowly ShareABrownieDay BakeTheBluesAway BrownieTherapyNight GooeyGratitude',
    speed:
      'MugBrownieInOneMinute CutBrowniesEvenFast BrownieBatterRace BrownieBoxRelay BeatTheOvenTimer BakeSaleRush',
    music:
      'BrowniePanDrums SingToYourBrownies BrownieJingle FudgeFunk OvenDingRemix BrownieBeatboxBake',
    art: 'DrizzleArtOnBrownies BrownieStencilDusting BrownieMosaic BrownieFaceOff PaintWithCocoa FudgeFoodPhoto',
    tech: 'AIBrownieRecipe AirFryerBrownies BrownieEdgePanTest ThermalCamBrownies RobotCutsTheBrownies SmartOvenShowdown',
    pet: 'MyPetNamedBrownie BrowniePointsTricks ChocolateLabPhotoshoot BrownieBoxFortKitten PupSafeCarobBrownies BrownieSqueakyToy',
    gaming:
      'BrowniePointsLeague WinnerTakesTheBrownie GameNightBrownies BrownieBakeryTycoon BrownieBossBattle OvercookedFudgeRun',
  },
  'parking lot': {
    dance:
      'DiscoInTheParkingLot ParkingLotSkateGlide FlashMobInAParkingLot StayBetweenTheLines ParkItLikeItsHot ParkingSpotPopAndLock',
    fitness:
      'FarthestParkingSpot ParkingLotLineSprints ParkingLotCurbHops ParkingGarageStairs CartReturnCardio LapTheLevels',
    prank:
      'NiceParkingTicket ParkingSpotReserved RedCarpetParkingLot ParkingLotCheerTunnel WiperComplimentNote BalloonsOnTheBumper',
    educational:
      'ParallelParkingMath WhyParkingSpotsAngle ParkingLotHeatIsland ParkingLotGeometry CarColorCensus LookBothWaysLesson',
    cooking:
      'ParkingLotTailgate ParkingLotChiliCookoff ThermosCocoaCarpark TrunkToTable ParkingLotPicnic DashboardDinner',
    travel:
      'ParkingLotNightMarket BestParkingLotView ParkingLotCarShow ParkingGaragePanorama FoodTruckFriday TrailheadTailgate',
    fashion:
      'RunwayInTheParkingLot ParkingLotGoldenHour ParkingLotMirrorSelfie ParkingGarageShoot ConeOrangeCouture CurbsideCatwalk',
    wellness:
      'MeditateInTheCarpark ParkingLotLunchEscape ParkingLotBreather ParkedAndPresent ParkingLotSunsetPause DriverSeatDecompress',
    speed:
      'ParkingLotConeSlalom ParkingLotCartDash ParkingSpotSpeedrun LostInTheParkingLot TrunkPackTetris BeatTheMeter',
    music:
      'ParkingLotBucketDrums ParkingGarageEcho KaraokeInTheParkingLot TailgateTunes CarRadioChoir OpenTrunkParkingGig',
    art: 'ParkingLotLightTrails PaintYourParkingSpot ParkingLotPuddleMirror ParkingGarageNoir ChalkEverySpace TrafficConeCritters',
    tech: 'AirTagParkingLotTest DashCamParkingMode ParkingLotDroneMapping WhereDidIParkApp SelfParkingShowdown EVChargerFaceOff',
    pet: 'PawCheckParkingLot ParkingLotSitStayDrill ParkingLotCatStroller CarparkCalmPup LeashOnDoorsOpen ParkingLotPuppySocial',
    gaming:
      'RushHourParkingPuzzle ParkingLotPokemonRaid ParallelParkingLevel FreeSpotFinalBoss ParkingLotMarioKart GeocacheTheGarage',
  },
  waffle: {
    dance:
      'WaffleShuffle BelgianWaffleWaltz DanceTillWaffleBeeps SyrupSlide WaffleWiggle ButterMeltBop',
    fitness:
      'EarnYourWaffles PlankTillWaffleBeeps WaffleGridLadderDrill WaffleWallSit SquatsForSyrup BrunchRunClub',
    funny:
      'WaffleVsPancakeDebate FirstWaffleIsUgly WaffleOverflowFail StopWafflingChallenge WaffleFoodCritic SyrupFloodWarning',
    prank:
      'WaffleBreakfastInBed SyrupSmileyWaffle WaffleCookieFakeout SurpriseWaffleBar FrozenToFancySwap ToasterWaffleTwist',
    educational:
      'WhyWafflesHaveSquares BelgianVsUSWaffle WhoInventedTheWaffle WafflePocketMath WaffleHouseIndex NonStickScience',
    travel:
      'HongKongEggWaffle AmsterdamStroopwafel WaffleTruckHunt WafflesOfTheWorld WaffleHouseRoadTrip BrusselsOrLiege',
    fashion:
      'WaffleKnitFit CozyWaffleLayers WaffleWeaveBeanie SundayWaffleWear BrunchDateDrip WafflePrintSocks',
    wellness:
      'WaffleGratitudeSquares SlowWaffleMorning WaffleBreakfastInBed MindfulSyrupPour WaffleWednesdayReset SundayRobeRitual',
    speed:
      'FillEveryWaffleSquare WaffleToppingRelay DozenWafflesDash WaffleStackOff BeatTheWaffleBeep SyrupSpeedPour',
    music:
      'WaffleBeepRemix IllMakeYouWaffles WaffleSizzleASMR WaffleIronDrums SyrupSlowJam BrunchBopBeat',
    art: 'WafflePixelArt StampWithAWaffle WaffleFruitMosaic SyrupSketch PaintByWaffleSquares ButterPatSculpture',
    tech: 'WillItWaffle 3DPrintAWaffleMold AIWaffleRecipe ThermalCamWaffle WaffleMakerHacks RobotBrunchButler',
    pet: 'PetsNamedWaffles PupSafeWaffleTreat WafflePlushToy WaffleKnitDogSweater BrunchBuddyPortrait WaffleTheCatReacts',
    gaming:
      'DailyWafflePuzzle WaffleBattleship WaffleTicTacToe WaffleHouseTycoon BeatMyWaffleStreak ToppingsTriviaNight',
  },
  soccer: {
    dance:
      'SoccerStepOverShuffle SoccerCelebrationCopy DanceLikeYouScored FutbolFreestyle SoccerSamba KneeSlideGroove',
    funny:
      'SoccerDramaticFlop LivingRoomSoccerVAR SoccerMomEnergy SoccerCommentaryAtHome RefereeTheDinnerTable YellowCardForDad',
    prank:
      'SoccerTunnelWalkout SoccerHeroJerseyGift BalloonFilledSoccerNet RedCardForDishes ManOfTheMatchAward SoccerStadiumIntro',
    educational:
      'WhySoccerBallsCurve SoccerOffsideExplained SoccerPanelGeometry BendItLikeBernoulli WorldCupWhoWon FutbolOrSoccer',
    cooking:
      'HalftimeSoccerOranges SoccerPitchGuacDip SoccerBallCake MatchdayMunchies GoalPostPretzels FutbolFiesta',
    travel:
      'SoccerStadiumTour SoccerPickupAbroad BeachSoccerInRio AwayDayAdventure GroundHopping FutbolPilgrimage',
    fashion:
      'SoccerJerseyFit MatchdaySoccerScarf RetroKitRevival SoccerStreetStyle SoccerTrackJacketDrip ShinGuardChic',
    wellness:
      'SunsetSoccerKickabout BarefootSoccerOnGrass SoccerPreGameCalm VisualizeTheGoal AfterTheFinalWhistle SoccerSundayReset',
    speed:
      'SoccerToeTapCount SoccerCrossbarIn60 30SecondSoccerJuggle DribbleDash FastFeetFutbol WallPassWars',
    music:
      'SoccerChantRemix VuvuzelaSoccerSolo SoccerCommentatorRap ShakiraWorldCupCover ThreeLionsSingAlong StadiumSoccerDrums',
    art: 'SoccerCrestRedesign CustomSoccerCleats MatchdaySoccerPoster PaintTheBeautifulGame FutbolFanArt SoccerPlayerCaricature',
    tech: 'VARYourSoccerGame SoccerSlowMoReplay SmartSoccerBallTest SoccerPOVCam HowFastIsMyShot AIHighlightReel',
    pet: 'SoccerDogGoalie PuppySoccerPenalty SoccerBallHerding PetSoccerJersey DribblePastMyPup KittenKeepyUppy',
    gaming:
      'SoccerCareerModeRun FoosballVsRealSoccer SoccerStickerAlbum RocketCarSoccer SubbuteoShowdown FantasyPremierLeague',
  },
  'hair dryer': {
    dance:
      'HairDryerWindMachine HairDryerMicStrut BlowoutBoogie HairFlipFreestyle HairDryerDivaMoment BlowDryerBreakdown',
    fitness:
      'HairDryerArmBurn SquatWhileHairDrying HairDryerWallSit BlowDryerCurls CalfRaiseBlowout TowelToTonedWarmUp',
    prank:
      'HairDryerCantHearYou ComplimentOnHairDryer HairDryerGooglyEyes SurpriseSalonDay BlowDryerSerenade MustacheOnTheMirror',
    educational:
      'HowHairDryersWork HairDryerFloatingBall WattsMathOfAHairDryer IonsOrHype HairDryerThroughTime HeatDamageLab',
    cooking:
      'HairDryerFrostingHack PekingDuckByHairDryer HairDryerCakeRelease GlossyGlazeBlowout BlowDryerCrispyWings MeringueQuickDry',
    travel:
      'RateTheHotelHairDryer HairDryerVsHumidity HairDryerFreeTrip TinyTravelHairDryer PlugAdapterPanic CarryOnBeautyKit',
    fashion:
      'AirDryVsHairDryer Get90sHairDryerVolume HairDryerDiffuserCurls BouncyBlowoutBattle RoundBrushRoutine HairDryerSleekPony',
    wellness:
      'SleepToHairDryerNoise AffirmWhileHairDrying HairDryerFreeWeek HairDryerSundayRitual WarmAirWindDown SelfCareBlowout',
    speed:
      'HairDryerPingPongDash BeatTheSongHairDrying HairDryerTowelToDone FastestBlowout BlowDryerCupKnockdown FiveMinuteFrizzFix',
    music:
      'SingIntoTheHairDryer HairDryerHumRemix BlowDryBallad HairDryerMicDrop HairDryerHarmony WindMachineDiva',
    art: 'MeltCrayonsHairDryer HairDryerFluidArt ShrinkyDinksHairDryer BlownInkMonsters HotAirWatercolor HairDryerPaintTrees',
    tech: 'CheapVsFancyHairDryer HairDryerTeardown HairDryerHoverBall DysonOrDupe HowLoudIsMyBlowDryer ThermalCamBlowout',
    pet: 'CatMeetsTheHairDryer FluffyDogBlowdryer HairDryerTreatTraining PuffballReveal HairDryerCalmPup ZoomiesAfterBlowout',
    gaming:
      'HairDryerHockey CupPongByHairDryer BalloonGolfHairDryer FeatherFloatOff BlowDryerBowling HairDryerSalonSim',
  },
  picnic: {
    dance:
      'PicnicBlanketDance BarefootPicnicSway SunsetPicnicTwoStep TeddyBearsPicnicBop AntsInYourPants BasketCaseBoogie',
    fitness:
      'TugOfWarPicnic PicnicHillHike PicnicFrisbeeSprints EarnYourPicnic BlanketBurpees SackRaceShowdown',
    prank:
      'SurprisePicnicSetup PicnicFakeAnts TeddyBearPicnicGuests PicnicInTheLivingRoom BasketFullOfNotes DollhouseFeast',
    educational:
      'WhyAntsFindYourPicnic PicnicCloudSpotting PicnicFoodSafety PicnicBugSafari NameThatTree PicnicThroughHistory',
    cooking:
      'PackAPicnicBasket PicnicHandPies MasonJarPicnicLemonade BlanketBento PressedPicnicSandwich GrazeOnTheGrass',
    travel:
      'PicnicWithAView ParkHoppingPicnic VineyardPicnicStop PicnicPassport LakesideLunchLoop PicnicByBike',
    fashion:
      'MatchYourPicnicBlanket PicnicGinghamLook PicnicStrawHat PicnicPerfectOOTD SundressSeason BasketBagChic',
    wellness:
      'PicnicForOne PicnicCloudGazing PicnicGrassGrounding MindfulPicnic BookAndABlanket UnplugAndUnpack',
    speed:
      'SackRacePicnicRematch PicnicEggSpoonDash ThreeLeggedPicnicRelay PicnicSetupShowdown PackItInSixty LeaveNoCrumbBlitz',
    music:
      'PicnicUkuleleJam PicnicBottleOrgan AcousticPicnicSet TeddyBearsPicnicCover MeadowMelody BasketDrumBeat',
    art: 'PicnicStillLife PaintThePicnic PicnicFlowerCrown ManetYourPicnic BlanketFlatLay CloudDoodleDay',
    tech: 'SolarPoweredPicnic InstantCameraPicnic PicnicSpeakerTest DronePicnicDelivery AppPlansMyPicnic GadgetFreeLunch',
    pet: 'PetPicnicDay PicnicTreatHunt BunnyPicnicLawn PawsOnTheBlanket BarkInThePark PicnicPuppyPlaydate',
    gaming:
      'GiantJengaPicnic PicnicBlanketChess BocceAtThePicnic CornholeChampions UnoOnTheLawn PicnicCardShowdown',
  },
  'post office': {
    dance:
      'PostOfficeQueueGroove BopToThePostOffice MailCarrierShuffle PostOfficeLineDance ReturnToSenderStep PostOfficeConga',
    fitness:
      'PostOfficeParcelCarry WalkToThePostOffice PackageStackDeadlift BikeToThePostOffice PostOfficeQueueLunges SpecialDeliverySquats',
    prank:
      'PostOfficeNestingBoxes PostOfficeSpudPostcard PostOfficeMysteryGift HugeLetterPostOffice FanMailForMom SealedWithAKiss',
    educational:
      'InsideThePostOffice PonyExpressStory PostOfficeZipCodeMath FollowMyLetter PostOfficeMythsBusted OldestPostOfficeFacts',
    cooking:
      'TreatsForThePostOffice LetterShapedShortbread PostOfficeCarePackage EnvelopeEmpanadas PostOfficeStampCookies PostOfficeMuffinMail',
    travel:
      'TinyPostOfficeVisit NorthPolePostOffice RemotePostmarkHunt PostOfficePassport PostcardFromEveryStop PostOfficeHopping',
    fashion:
      'DressLikeAPostcard PostOfficeSatchelStyle RetroPostOfficeUniform SignedSealedStyled PostOfficeChic PostOfficeStampFit',
    wellness:
      'PostOfficeThankYous KindnessByPostOffice PostOfficePenPal LetterToFutureYou StampOfApproval PostOfficeSlowErrand',
    speed:
      'BeatThePostOfficeClose ParcelWrapSpeedrun PostOfficeSortingDash StuffSealStamp PostOfficeZipCodeBlitz PostOfficeTapeOff',
    music:
      'PleaseMrPostmanCover SingAtThePostOffice PostOfficeStampBeat ReturnToSenderRemix PostOfficeTapeGunJam PostOfficeQueueHum',
    art: 'DoodledEnvelopes PostOfficeStampDesign SketchYourPostOffice PostOfficeMailArt WaxSealWednesday PaintThePostOffice',
    tech: 'RobotsAtThePostOffice SmartMailboxAlert PostOfficeTrackingApp AirTagInTheMail PostOfficeKioskDuel PostOfficeLabelHack',
    pet: 'PostOfficeTreatJar PostOfficeBoxCatFort PupWalkToPostOffice PostOfficeDogReacts PetVsMailCarrier SpecialDeliveryKitten',
    gaming:
      'PostOfficeParcelTetris PapersPleaseRun MinecraftPostOffice PostOfficeTycoon SpecialDeliveryQuest PostOfficeZipBingo',
  },
  camera: {
    dance:
      'PassTheCamera CameraOneTakeRoutine CameraFlashFreeze LightsCameraDance ShutterShuffle PoseForThePanorama',
    fitness:
      'CameraTimerBurpees LegDayOnCamera ASnapEveryMile CameraReadyAbs CameraFormCheck ShutterSquats',
    funny:
      'DadWithANewCamera CameraLensCapFail CandidPhotoBloopers TenSecondTimerPanic CameraShyFamily CameraPoseDirector',
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome HiddenCameraCompliment CameraTimerPhotobomb PolaroidLoveNotes SayCheeseSurprise',
    educational:
      'HowCamerasWork CameraObscuraRoom PinholeCameraBuild FStopFacts WhyRedEyeHappens CameraThroughTheAges',
    cooking:
      'CameraEatsFirst CameraLensCookies CameraReadyPlating PlateForThePhoto OneTakeRecipe CameraCakeBuild',
    travel:
      'DisposableCameraTrip OldCameraNewCity CameraSunriseChase RecreateThePostcard TwentyFourExposures CameraOnlyNoPhone',
    fashion:
      'CameraFlashMakeupTest CameraStrapStyle VintageCameraPropShoot CameraReadyFit Y2KDigicamLook MirrorSelfieMode',
    wellness:
      'CameraGratitudeShots MindfulCameraWalk GoldenHourPause CameraOnePhotoDaily LongExposureCalm CameraFreeWeekend',
    speed:
      'CameraTenSecondTimer OneShotOnly CameraAlphabetHunt QuickDrawCamera LensSwapSpeedrun DisposableCameraBlitz',
    music:
      'CameraShutterBeat OneCameraConcert AlbumCoverShoot LightsCameraKaraoke FlashAndFreestyle CameraOneTakeVideo',
    art: 'CameraLightPainting TinyGiantCameraTrick DarkroomPrintDay DoubleExposureDare SilhouetteCameraShoot CameraMacroHunt',
    pet: 'CameraShyKitty TreatAboveTheLens CameraCollarPOV LookAtTheCameraPup PawtraitMode CameraSqueakyToyTrick',
    gaming:
      'PokemonSnapHighScore CameraScavengerHunt InGameCameraContest PhotoModeFaceOff GeoGuessrMyCamera CameraBingoCard',
  },
  bbq: {
    dance:
      'BBQTongsTwoStep ElectricSlideAtTheBBQ BBQApronStrut CookoutCupidShuffle BBQBoogieDown SizzleAndSway',
    fitness:
      'EarnYourBBQ TugOfWarAtTheBBQ CharcoalBagCarry BBQCoolerCurls BrisketBurpees BBQBootCamp',
    funny:
      'BBQSmokeFollowsMe DadAtTheBBQPOV BBQGrillTerritory BBQSauceEverywhere TypesOfCookoutGuests PitmasterCommentary',
    prank:
      'FakeBBQRibsCake SurpriseBackyardBBQ NeighborBBQPlate KissTheCookApron GrillMarkLoveNote BBQMysteryGuest',
    educational:
      'BBQSmokeRingScience WhyLowAndSlowBBQ WhereBarbecueCameFrom FourStatesOfBBQ HickoryOrMesquite BBQMythOrFact',
    travel:
      'TexasBBQTrail KansasCityBBQQuest KoreanBBQAbroad BBQBeltRoadTrip PitStopPitmasters BrisketPilgrimage',
    fashion:
      'BBQHawaiianShirt DressForTheBBQ MatchingFamilyBBQTees BBQCowboyHatLook CookoutCouture SauceProofFit',
    wellness:
      'BBQNeighborInvite BBQFirepitStories SundayBBQUnplug LowAndSlowLiving GrillAndChill GratefulBBQToast',
    speed:
      'BBQSkewerDash BeatTheBBQCoals BBQBurgerFlipCount FastestBBQSauceMix CornShuckShowdown GrillSetupSprint',
    music:
      'BBQSizzleBeat BBQTongsPercussion BackyardBBQJam SmokeOnTheWaterCover CookoutKaraoke BBQPorchGuitar',
    art: 'BBQCharcoalDrawing BBQChalkboardMenu SketchTheBBQ PaintYourApron SmokeTrailPhoto BBQPlatterStillLife',
    tech: 'SmartBBQThermometer BBQSmokeTimelapse BBQPelletGrillReview AIPitmaster ThermalCamBrisket BBQTempApp',
    pet: 'BBQBandanaPup DogSafeBBQTreat BBQBeggingPatrol BBQZoomies PuppyEyesAtTheGrill CookoutCostumeContest',
    gaming:
      'BBQCornholeTourney BBQSpadesShowdown BBQDominoesTable GrillMasterSimulator OvercookedBBQLevel HorseshoeHeroes',
  },
  'obstacle course': {
    dance:
      'ObstacleCourseLimbo DanceThroughObstacles FloorIsLavaShuffle ObstacleCourseMoonwalk NinjaWarriorWiggle HurdleHipHop',
    fitness:
      'BackyardObstacleCourse LivingRoomObstacles ObstacleTireSteps NinjaWarriorTraining BearCrawlBootCamp ObstacleBurpeeLadder',
    funny:
      'ObstacleCourseWipeout CouchCushionObstacles CatVsObstacleCourse DadVsNinjaWarrior ObstacleCourseNarrator SlowMoFaceplant',
    prank:
      'YarnLaserObstacles StickyNoteObstacles BalloonHallwayObstacle ObstacleCourseToBed DoorwayStreamerWeb CupWallWelcome',
    educational:
      'SolveAtEachObstacle ObstacleCoursePhysics ObstacleSpellingHops AnswerToAdvance TimesTableTunnel FlagMatchObstacleRun',
    cooking:
      'ObstacleCourseCake KitchenObstacleCourse ObstacleCourseTrailMix NinjaWarriorFuel PostRaceProteinBites EggAndSpoonBake',
    travel:
      'TreetopObstacleCourse NinjaWarriorParkTour HighRopesObstacles ObstacleCourseMudRun PlaygroundPassport ZiplineAndClimb',
    fashion:
      'TutuSquadObstacleDash PostObstacleMudLook ObstacleCostumeRun NinjaWarriorDrip MatchingTeamTees ObstacleShoeTest',
    wellness:
      'ObstacleSensoryPath MindfulObstacleWalk CalmObstacleCourse SlowMoObstacleCourse BreatheAtEachStation BarefootBalanceBeam',
    music:
      'ObstaclesToTheBeat ObstacleCourseDrumroll KazooObstacleFanfare NinjaWarriorThemeSong FreezeWhenMusicStops RingTheBuzzer',
    art: 'ObstacleMarbleRun CardboardObstacles ObstacleChalkTrack LegoNinjaWarrior DrawAnObstacleCourse PaperMazeMayhem',
    tech: 'DroneObstacleCourse ObstacleRobotVacuum RCCarObstacles GoProObstacleRun LaserTripTimer AICoachMySplits',
    pet: 'DogObstacleCourse ObstacleHamsterMaze ObstacleBunnyHops CatNinjaWarrior AgilityAtHome TunnelTimeTrial',
    gaming:
      'MarioMakerObstacles ObstacleRobloxObby FloorIsLavaLevel FallGuysInRealLife ObstacleParkourMap BeatMyObstacleTime',
  },
  breakfast: {
    dance:
      'BreakfastBoogie RiseAndShineShuffle BreakfastTableTwoStep BreakfastBreakdance ToastPopFreeze BreakfastCerealGroove',
    fitness:
      'EarnYourBreakfast ToastTimerPlank BreakfastMilkJugCurls BeforeBreakfastBurpees BreakfastMorningMile SunnySideSquats',
    funny:
      'CerealOrMilkFirst BreakfastForDinner KidsRateMyBreakfast BreakfastInBedDisaster BreakfastASMRParody NotAMorningPerson',
    prank:
      'BreakfastInBedSurprise GooglyEyeBreakfast DessertAsBreakfast MangoYolkMixup CerealBoxSwitcheroo FrozenMilkBreakfast',
    educational:
      'WhyToastBrowns BreakfastSugarMath BreakfastCountryQuiz CerealBoxDetective BreakfastEggFloatTest BreakfastHistoryBite',
    travel:
      'BreakfastWithAView HotelBreakfastReview DinerBreakfastRoadTrip BreakfastLikeALocal PassportToPancakes SunriseSummitSnack',
    fashion:
      'BreakfastRobeRunway SunnySideUpYellow BreakfastInBedPJs BreakfastAtTiffanys CerealBoxCouture SundayBreakfastFit',
    wellness:
      'PhoneFreeBreakfast SlowBreakfastRitual NoRushMornings BreakfastInTheSun MindfulBreakfast SunlightAndSip',
    speed:
      'BeatTheToaster BreakfastBeforeTheBus BreakfastEggCrackRace FiveMinuteBreakfast PancakeFlipFrenzy BreakfastTableSetDash',
    music:
      'BreakfastSpoonDrums RiseAndShineSong BreakfastCerealShaker BreakfastClubAnthem BaconSizzleBeat BreakfastToastPopLoop',
    art: 'BreakfastFruitFaces PancakeArtBreakfast SketchYourBreakfast BreakfastStillLife MilkPaintToast CerealPixelPortrait',
    tech: 'BreakfastByVoiceOnly AIBreakfastIdeas BreakfastTimelapse RobotMakesBreakfast SmartToasterShowdown AlarmTriggersCoffee',
    pet: 'CatBreakfastWakeUpCall BreakfastPuzzleFeeder DogBreakfastPatience BreakfastTimeZoomies BunnyBreakfastGreens WaitForTheBowl',
    gaming:
      'CookingMamaBreakfast BreakfastBeforeTheRaid BreakfastCerealMaze DinerDashBreakfast BreakfastBossRush WaffleTicTacToe',
  },
  stopwatch: {
    dance:
      'StopwatchFreezeDance TickTockShuffle BeatTheTimerChoreo StopwatchStopAndPop StopwatchSpinOff TenSecondTwirl',
    fitness:
      'PlankHoldOnStopwatch WallSitVsStopwatch StopwatchMileTime BeatYourSplit EMOMChallenge TabataTimer',
    funny:
      'DadStoryStopwatch HowLongToDecide StopwatchEverything StopwatchTheShower JustAMinuteTimer TimingMomsGoodbyes',
    prank:
      'StopwatchOlympicMedal TimeHowLongTheyNotice StopwatchCheerSquad TimerSurpriseCountdown WorldRecordWelcome SecretStopwatchTiming',
    educational:
      'StopwatchReactionTest StopwatchPendulumLab GravityDropStopwatch HowFastIsASnail CountYourHeartbeat StopwatchSpeedMath',
    cooking:
      'JammyEggStopwatch PerfectPastaTimer StopwatchTeaSteep TenMinuteMealRace NoPeekingTillItBeeps StopwatchSteakRest',
    travel:
      'SeeACityOnAStopwatch OneHourInParis StopwatchLayoverTour TimerPhotoWalk BeatTheBoardingCall StopwatchMuseumDash',
    fashion:
      'FiveFitsOneTimer StopwatchGRWM RetroCoachStopwatch SixtySecondStyle QuickChangeQueen StopwatchPendantLook',
    wellness:
      'PutTheStopwatchAway SixtySecondStillness StopwatchBreathBreak NoTimerSunday StopwatchSlowDown TenMinutesOfSun',
    music:
      'StopwatchHoldTheNote TimerBeepRemix BeatboxTheStopwatch NameThatTuneInFive TickTockTrack StopwatchSongSprint',
    art: 'DrawTillTheTimerBeeps ThirtySecondPortrait StopwatchBlindContour OneMinuteMasterpiece StopwatchDoodleDuel StopwatchStillLife',
    tech: 'CodeAStopwatch SmartwatchVsStopwatch TimerShortcutHack StopwatchLatencyTest ArduinoLapCounter AIRefereeTiming',
    pet: 'StopwatchSitStayTest StopwatchZoomiesLength PetTrickTimer TreatHuntStopwatch FetchPersonalBest FastestRecallRun',
    gaming:
      'TenSecondStopwatchGame StopwatchRubiksSolve TriviaAgainstTheTimer StopwatchSpeedrun PersonalBestOrBust BulletChessBlitz',
  },
  escalator: {
    dance:
      'CouchEscalatorIllusion DoTheEscalator EscalatorMoonwalk EscalatorMimeDance GoingUpGroove HandrailHustle',
    fitness:
      'SkipTheEscalator RaceTheEscalator EscalatorVsStairs NoEscalatorNovember EscalatorLegDay StepUpSquats',
    prank:
      'ImaginaryEscalator EscalatorHighFiveLine EscalatorCompliments RedCarpetEscalator SurpriseAtTheTop EscalatorMimeGag',
    educational:
      'HowEscalatorsWork WhereEscalatorStepsGo EscalatorStandRight EscalatorWasATrademark WhyHandrailsLag WorldsLongestEscalator',
    cooking:
      'GingerbreadEscalator BuildAnEscalatorCake EscalatorMallPretzels CupcakeStaircase FoodCourtFakeout EscalatorWaffleStack',
    travel:
      'EscalatorMidLevelsHK EscalatorDeepestMetro OutdoorEscalatorHunt EscalatorsOfTheWorld EscalatorWithAView HillsideCityRide',
    fashion:
      'EscalatorOutfitReveal EscalatorSlowMoStrut ShoesOnTheEscalator RunwayOnTheEscalator GoingUpInStyle EscalatorScarfFlow',
    wellness:
      'EscalatorMindfulRide PhoneFreeEscalator StillnessOnEscalators LetTheStepsCarryYou OneBreathPerFloor EscalatorSmileDown',
    speed:
      'BeatTheEscalator EscalatorTongueTwister EscalatorABCs SayItBeforeTheTop LastStepTrivia GuessTheEscalatorTime',
    music:
      'EscalatorScaleSong SingUpTheEscalator MallEscalatorMuzak EscalatorBeatbox StairwayToHeavenCover KeyChangeAtTheTop',
    art: 'EscalatorLongExposure SymmetryEscalatorShot OnePointEscalator EscherEscalator StrangersOnTheSteps MetroMotionBlur',
    tech: 'MiniEscalatorBuild EscalatorLegoTechnic 3DPrintedEscalator SmartEscalatorSensors EscalatorSlowMoCam StepCountingRobot',
    pet: 'EscalatorCarryYourDog EscalatorPawSafety CatVsEscalatorIllusion BackpackPupRide PetVsEscalatorMime PeekabooBehindCouch',
    gaming:
      'MinecraftEscalator WrongWayEscalatorRun EscalatorMallTycoon RobloxEscalatorObby EscalatorLevelDesign UpOrDownDice',
  },
  'go kart': {
    dance:
      'GoKartDriftShuffle GoKartPitStopPop BumperKartBounce KartwheelChallenge CheckeredFlagFreeze GoKartSteerDance',
    fitness:
      'PushTheGoKartChallenge GoKartCoreTwists GoKartLapSprints PitStopPlank SteeringWheelSquats KartingGripDrill',
    funny:
      'DadGoesProAtGoKarts SlowestGoKartEver GoKartF1Commentary HelmetHairReveal MarioKartIRL GoKartSpinOutReplay',
    prank:
      'GoKartBirthdaySurprise FakeGoKartLicense GoKartTrophyForLast CheckeredFlagWelcome MysteryKartDay PitCrewBreakfast',
    educational:
      'WhyGoKartsDrift GoKartRacingLine GoKartPhysics ApexExplained TireGripScience KartCornerMath',
    cooking:
      'GoKartTireDonuts CheckeredGoKartCake PitStopGoKartLunch FinishLineFuel KartingCrewSnacks GrandPrixPopsicles',
    travel:
      'TokyoStreetGoKart GoKartInEveryCountry GoKartSeasideCircuit KartingPassport LapsAroundTheWorld IndoorGoKartArena',
    fashion:
      'GoKartPitCrewJumpsuit GoKartCheckeredPrint GoKartHelmetHairFix RaceDayDrip SpeedRacerStyle KartGlovesGlowUp',
    wellness:
      'InnerChildGoKart GoKartJoyRide GoKartFearConquered HelmetOffExhale LapOfGratitude FamilyKartingDay',
    music:
      'RemixTheGoKartRevs GoKartVictoryFanfare GoKartEngineBeat MarioKartThemeCover PitLaneKaraoke CheckeredFlagChorus',
    art: 'CardboardGoKart GoKartPaintJob DrawYourGoKart DesignYourDreamKart MotionBlurKart CheckeredFlagCollage',
    tech: 'ElectricGoKartBuild GoKartHelmetCam GoKartTelemetryApp HoverboardKartHack GhostLapOverlay RCGoKartRace',
    pet: 'CatInACardboardKart GoKartPitCrewPup PetGoKartCostume PoochPolePosition CheckeredBandana GoKartTrophyPose',
    gaming:
      'SplitScreenGoKart GoKartItemBoxChaos GoKartBattleMode BlueShellRevenge RainbowRoadNoFalls GhostKartTimeTrial',
  },
  ant: {
    dance:
      'AntsGoMarchingDance AntAntennaWiggle ColonyAntConga AntsInMyPants QueenAntStrut AntHillStomp',
    fitness:
      'LiftLikeAnAnt AntStrengthCarry ColonyAntRelay AntArmyBootCamp WorkerAntWorkout AntHillRepeats',
    funny:
      'WorkerAntMonday AntFindsGiantCrumb IfAntsHadGroupChats AttenboroughTheAnts QueenAntEnergy AntsAtMyPicnicPOV',
    prank:
      'AntSizedGiftBox GiantAntOnTheCouch AntStickerParade FakeAntTrailToTreats MiniPicnicForAnts AntFarmSurprise',
    cooking:
      'AntsOnALog AntsClimbATree AntFarmPuddingCups AnthillBrownies PretzelAntSnacks QueenAntTeaParty',
    travel:
      'LeafcutterAntTrail AntSpottingHike AntColonyZooExhibit AntSafari BugsEyeViewTour InsectHouseHop',
    fashion:
      'AntAntennaHeadband WorkerAntCostume TinyAntEarrings AntsInYourPants QueenAntCrown AntEmbroideredCollar',
    wellness:
      'SmallStepsLikeAnts WatchAnAntColony AntTinyTaskList AntSizedWins OneCrumbAtATime AntGazingMinute',
    speed:
      'AntCarryRelay AntsOnALogRace BuildAnAntHillFast CrumbTrailSprint AntDoodleDash AntCountIn60',
    music:
      'AntsGoMarchingCover AntArmyDrumline TinyAntChorus QueenAntAnthem SixLegSymphony AntHillHum',
    art: 'AntFingerprintArt AntFarmDiorama PipeCleanerAnts AntMarchMural TinyAntTrailDoodle MacroAntPortrait',
    tech: 'AntColonyAlgorithm RobotAntBuild AntTunnelTimelapse AntCamLiveStream TrackAntsWithAI SwarmBotChallenge',
    pet: 'AntMoatFoodBowl CatSpotsTheAnts KeepAnAntFarm NameYourQueenAnt AntCostumePuppy PupVsAntTrail',
    gaming:
      'GroundedAntBattle SimAntThrowback AntQueenSurvival AntArmyTycoon TunnelMazeRace AnthillDefenseRun',
  },
  hiccup: {
    dance:
      'HiccupPopAndLock HicHopShuffle DanceToYourHiccups HiccupHustle HiccupFreezeFrame JoltAndJive',
    fitness:
      'SquatPerHiccup HiccupPlank DiaphragmStretchFlow HiccupHIIT HiccupWallSit BurpeesForEveryHic',
    prank:
      'HiccupScareCure FakeHiccupRemedy SillyFaceStareDown ContagiousHiccups HiccupHelpline TickleAwayTheHiccups',
    educational:
      'WhyWeHiccup HiccupWorldRecord HiccupCureMythbust TadpoleHiccupTheory DiaphragmDemo DoAnimalsHiccup',
    cooking:
      'HiccupSugarSpoon PickleJuiceForHiccups HiccupHoneyLemonTea HiccupCureCookOff PeanutButterPause GingerChewBatch',
    travel:
      'HiccupCuresAbroad QuietMuseumHiccups HiccupTourGuide HiccupInEveryLanguage HiccupsAtTheLouvre TakeoffTummyTrick',
    fashion:
      'RunwayWalkWithHiccups HiccupOutfitSwap QuickChangeOnCue EveryHicANewFit HiccupPoseOff HiccupGlamShot',
    wellness:
      'HiccupBoxBreathing SmileThroughTheHiccups HiccupMindfulSip ExhaleAndRelease CountToCalm HiccupTenSecondHold',
    speed:
      'FastestHiccupFix HiccupGoneBeforeTen HiccupCureRace BeatTheNextHic OneGulpWonder HiccupsInOneMinute',
    music:
      'HicHopTrack YodelHiccupFusion HiccupRemix HiccupBeatbox SingThroughHiccups HiccupHighNote',
    art: 'DrawThroughHiccups ShakyLineArt HiccupSignature HiccupSelfPortrait JitteryInkDoodle HiccupComicPanel',
    tech: 'AutotuneMyHiccups AskAIToCureHiccups HiccupCounterApp HiccupDetectorBuild HiccupSoundboard SlowMoHicCam',
    pet: 'PuppyHiccupCam HiccupDogHeadTilt CatStaresAtHiccup WhenYourPetHiccups HiccupingHamster KittenHicAttack',
    gaming:
      'MarioKartWithHiccups HiccupStraightFaceDuel HiccupCharades HiccupJenga HicAndSeek SimonSaysHiccup',
  },
  dinosaur: {
    dance:
      'DinosaurTRexArms DanceInADinosaurSuit DoTheDinosaurStomp DinoDisco JurassicJive DinosaurRoarFreeze',
    fitness:
      'MarchOfTheDinosaurs CrawlLikeADinosaur DinosaurStompCardio TRexPushUps DinoBootCamp RaptorRunDrill',
    funny:
      'TRexShortArmsProblems MispronounceADinosaur DinosaurInTheKitchen InflatableDinoChaos DinosaurImpressions ExtinctButDramatic',
    prank:
      'DinosaurEggSurprise SandboxDinosaurFossil DinosaurInTheFridge DinoFootprintTrail DinovemberMischief TRexAtTheWindow',
    cooking:
      'DIYDinosaurNuggets DinosaurFossilCookies JelloDinosaurDig BakeADinoCake VolcanoEruptionDessert JurassicSnackPark',
    travel:
      'DinosaurFossilHunt RoadsideDinosaurStop SelfieWithADinosaur WalkWithDinosaurs JurassicRoadTrip DinoTracksTrail',
    fashion:
      'DIYDinosaurSpikeHoodie DinosaurOnesieLook DinosaurEarrings DinoMightFit JurassicChic RoarsomeOOTD',
    wellness:
      'RoarLikeADinosaur DinosaurYoga SleepyDinosaurStory DinoFeelingsCheck StompOutStress BrontoBreathing',
    speed:
      'Name20DinosaursIn30 FastestDinosaurDig DinosaurSkeletonBuild RaptorRelay DinoSortDash BeatTheMeteor',
    music:
      'JurassicThemeCover DinosaurRoarRemix RapTheDinosaurFacts DinoStompDrumline TRexPianoStruggle DinosaurLullaby',
    art: 'PastaDinosaurSkeleton BlindDrawADinosaur DinosaurFossilPrint OrigamiTRex PaperMacheDino SaltDoughTracks',
    tech: 'ARDinosaurInMyRoom 3DPrintADinosaur DinosaurSoundDesign RoboRaptorBuild AIDinoRender ChromeDinosaurHack',
    pet: 'PetDinosaurCostume CatVsDinosaurToy DinosaurRoarReaction MyDogIsATRex DinoPlushFetch PuppyRaptorPose',
    gaming:
      'BeatTheChromeDinosaur TameEveryDinosaur DinosaurParkBuilder DinoBossRush ExtinctionEventLevel DinosaurMemoryMatch',
  },
  burrito: {
    dance:
      'HumanBurritoWorm BurritoBlanketWiggle GuacamoleGroove UnrollTheBurrito BurritoBop BurritoSalsaStep',
    fitness:
      'EarnYourBurrito BurritoBlanketSitUps TortillaTwistCrunch BurritoRollOuts BeansAndBurpees BikeForABurrito',
    funny:
      'HumanBurritoMode WhenTheBurritoLeaks BurritoLastBiteTragedy BurritoOrBaby FoilPeelingTechniques BurritoFoldFail',
    prank:
      'TuckThemInLikeABurrito BurritoDessertSwap BurritoMorningDropOff BurritoWrappedPresent ItsNotABurrito TortillaLoveNote',
    educational:
      'MissionBurritoHistory HowToRollABurrito BurritoFoldScience WhyLittleDonkey BurritoVsChimichanga BurritoRiceDebate',
    travel:
      'BurritoMissionDistrict HatchChileBurritoRun TaqueriaTour BestBurritoInTown BurritoPassport CaliBurritoQuest',
    fashion:
      'BlanketBurritoCape BurritoScarfWrap BurritoCostumeFit GuacGreenGlam CozyBurritoCouture SalsaRedAccents',
    wellness:
      'BurritoBlanketCalm HumanBurritoNap TightHugMeditation BurritoYourself SundayBurritoPrep SnugAsABurrito',
    speed:
      'WrapAHumanBurrito BreakfastBurritoIn5 BurritoAssemblyLine BurritoFoldOff GuacMashDash TinFoilTimeTrial',
    music:
      'BurritoMariachiCover SingToYourBurrito BurritoCrinkleASMR BurritoBeatbox SalsaShakerSolo HotSauceHipHop',
    art: 'BurritoCrossSection DrawABurritoCharacter BurritoFeltCraft BurritoPopArt KawaiiBurritoDoodle FoilFigureSculpt',
    tech: 'BurritoFoldingRobot AIInventsABurrito BurritoSlowMoFold AirFryerBurritoBattle ThermalCamBurrito PaniniPressTest',
    pet: 'PetBurritoWrap BurritoCostumeDog HamsterBurritoBed PurritoPhotoShoot PupInABlanket SwaddleMeBurrito',
    gaming:
      'BurritoBisonLaunch OvercookedBurritoLevel BurritoBuildTierList BurritoBossRush TaqueriaTycoon BurritoBingo',
  },
  ironing: {
    dance:
      'IroningBoardShuffle SwayWhileIroning CreaseLineStrut PressPlayIroning SteamPuffShimmy IroningGlideDance',
    fitness:
      'IroningCalfRaises IroningOneLegStand WallSitAfterIroning IroningPressUps LaundryBasketSquats CreaseAndCrunch',
    prank:
      'IroningTheirSocks SecretIroningFavor CrispShirtSurprise ComplimentInThePocket IroningJeansCrease IroningTheDollClothes',
    educational:
      'WhySteamKillsWrinkles CareLabelIroningQuiz IroningThroughHistory CottonVsSilkIroning IroningInOldenDays IroningHeatSettings',
    cooking:
      'IroningGrilledCheese IroningBoardBuffet WaffleIronHashBrowns IroningQuesadilla FlatAsAPancake IroningDayTeaBreak',
    travel:
      'NoIroningPacking ShowerSteamTrick HotelIroningHack IroningRollNotFold WrinkleFreeWanderer IroningInAHostel',
    fashion:
      'IroningBeforeAndAfter CrispCollarFitCheck IroningPerfectPleats PressedToImpress IroningCreaseForDays SilkScarfIroning',
    wellness:
      'MindfulIroning IroningPodcastHour FreshLinenRitual IroningOutWorries SmoothOutTheWeek IroningLavenderSpray',
    speed:
      'BeatTheIroningPile FiveShirtIroningRace IroningOneMinuteTee IroningSpeedrun WrinkleFreeInThree PressAndHangRelay',
    music:
      'SingWhileIroning IroningBoardDrumming IroningWorkSong IroningKaraokeHour SteamHissRemix SmoothOperatorCover',
    art: 'IroningBeadArt WaxPaperLeafIroning HeatTransferTee CrayonMeltMagic IroningPatchParty IroningPressedFlowers',
    tech: 'RobotIroningTrial IroningThermalCamera SmartIroningBoard SteamerVsIron AutoShutoffTest IroningGadgetFaceOff',
    pet: 'CatNapAfterIroning IroningBandanaPose IroningPuppyBowTie PetFreeIroningZone CrispCollarPup WarmLaundryKitten',
    gaming:
      'IroningPileBossFight IroningBetweenLevels IroningBoardCardTable PressStartIroning SpeedrunTheIroning ChoreQuestTracker',
  },
  rug: {
    dance:
      'StayOnTheRugDance TinyRugBigMoves MagicCarpetGlide CutARugChallenge ShagRugShuffle RugEdgeMoonwalk',
    fitness:
      'TenMovesOneRug RugBearCrawlLaps HopOverTheRug RugRatWorkout CutARugCardio RugPlankHold',
    funny:
      'SweptUnderTheRug TheRugCornerWins RugVsRobotVacuum RugTiedTheRoom RugRatChronicles DramaticRugUnroll',
    prank:
      'FakeSpillOnTheRug RugRotatedSlightly TinyRugSwap MessageUnderTheRug RugUnrollReveal WhoopeeCushionRug',
    educational:
      'HowRugsAreWoven DecodeARugPattern OnionSkinRugDye KnotsPerInchMath PersianOrNot GuessTheRugCountry',
    cooking:
      'RugPatternCookies PicnicRugSpread RolledRugCake PersianRugPlatter DinnerOnTheRug KilimCrackerBoard',
    travel:
      'RugSoukPhotoWalk WatchARugBeWoven RugShopTeaTime MagicCarpetRide BazaarBargainHunt HaulARugHome',
    fashion:
      'OutfitMatchesTheRug TuftedRugHandbag RugJacketUpcycle KilimCoatChic RugFringeEarrings PersianPrintPants',
    wellness:
      'BarefootRugReset SunPatchRugNap RugStarfishBreathing GroundedOnTheRug FloorTimeFriday RugTeaAndJournal',
    speed:
      'RugRollUpRace RugFringeCombDash ShakeTheRugOutFast RugBeaterRelay ToysOffTheRugIn60 RugVacuumSpeedrun',
    music:
      'RugBeaterRhythm LivingRoomRugGig RugVsHardwoodSound CutARugAnthem MagicCarpetRideCover RugCircleSingAlong',
    tech: 'RobotVacuumVsRug AIDesignsMyRug VirtualRugTryOn TuftingGunTest PixelRugGenerator ScanARugTo3D',
    pet: 'CatMatchesTheRug RugSnuffleMatDIY PetClaimsTheRug RugZoomiesDrift DogVsNewRug SunbeamRugNap',
    gaming:
      'RugMapCampaign FloorIsLavaRugRun RugTwisterDuel GamerRugReveal RugIslandHop RugFortLANParty',
  },
  vet: {
    dance:
      'VetVisitVictoryDance ConeCollarVetShuffle AllClearVetBoogie VetTechTwoStep StethoscopeStomp VetLobbyWiggle',
    fitness:
      'VetApprovedWalkies VetWeighInGoals TrimForTheVetCheckup VetRehabExercises SeniorDogStretch HydroPawsSwim',
    funny:
      'SpellingVetInFront VetCarRideRealization DramaticVetPawLimp ConeOfShame FakingItAtTheVet VetScaleStandoff',
    prank:
      'PlushieVetCheckup VetThankYouCookies SurpriseVetNurseCard DetourToTheDogPark VetCarrierDecoy TeddyGetsACone',
    educational:
      'VetDayInTheLife AskAVetMythBusting ExoticVetPatients NameThatVetTool WhyDogsGetCones ListenToAHeartbeat',
    cooking:
      'VetApprovedTreats CookiesForVetStaff VetPumpkinPupsicles BraveBoyBiscuits VetVisitRewardBake BlandButLovedBowl',
    travel:
      'VetVolunteerAbroad ElephantVetHospital MobileVetRoadTrip ShadowAWildlifeVet SeaTurtleRehabVisit VetSanctuaryWeek',
    fashion:
      'VetBadgeReelCharms DressLikeAVet VetClogsLineup ScrubsButMakeItCute StethoscopeChic PawPrintVetTop',
    wellness:
      'FearFreeVetTips LickMatAtTheVet VetHappyVisitPractice CalmCarrierTraining ThankYourVetTeam VetStaffSelfCare',
    speed:
      'PawCheckLikeAVet VetBandageWrapDash NameTheVetToolFast BreedGuessBlitz CarrierInSixty VetPulseCountTimer',
    music:
      'VetClassicalForCats VetPurrRecording VetWaitingRoomSong HeartbeatRemix PurrfectPitch SerenadeTheVetTeam',
    art: 'VetPatientPortraits VetXrayCollage ClayPawPrintForVet DecorateTheCone DrawYourVet PaintTheWaitingRoom',
    tech: 'VetMicrochipScanner VetUltrasoundDemo SmartCollarVetData VideoCallTheVet XRayRevealQuiz AIPetCheckup',
    gaming:
      'VetClinicSim VetOperationBoard PlanetZooVetRun DiagnoseThePlushie VetEscapeRoom AnimalHospitalTycoon',
  },
  pumpkin: {
    dance:
      'PumpkinSpiceShuffle JackOLanternJive PumpkinPatchDance PumpkinPirouette GourdGroove PumpkinHeadTwist',
    fitness:
      'PumpkinPatchLunges GourdCurls PumpkinOverheadPress PumpkinFarmersCarry PSLPowerWalk SquashSquats',
    funny:
      'PumpkinSpiceEverything FirstPSLOfTheYear CarveYourPumpkinTwin NailedItPumpkin PumpkinGutsFaces ScarecrowFreezeFrame',
    prank:
      'PumpkinGooglyEyes SecretPumpkinDelivery TalkingPumpkinPrank YouveBeenBooed PumpkinPortraitOfThem GiantGourdDoorstep',
    educational:
      'IsAPumpkinAFruit WhyWeCarvePumpkins PumpkinFloatTest GuessTheSeedCount TurnipLanternHistory PumpkinLifeCycle',
    travel:
      'PumpkinRegattaVisit GiantPumpkinWeighOff HayrideToThePumpkins PumpkinPatchHopping CornMazeEscape PickYourOwnPumpkin',
    fashion:
      'PumpkinPatchOutfit HarvestFlannelStyle PumpkinKnitBeanie PSLSeasonFit CozyPumpkinLayers OrangeYouGladItsFall',
    wellness:
      'GratitudePumpkin PSLAndAJournal PumpkinPatchSlowWalk FallIntoSelfCare PumpkinFaceMask PumpkinSpiceAndCalm',
    speed:
      'ScoopAPumpkinIn60 PumpkinRollRace FastestPumpkinFace GourdStackOff SeedSortSprint PumpkinBowling',
    music:
      'PumpkinSpiceLofi PumpkinSeedShakers HarvestHoedown SmashingPumpkinsCover GourdDrumCircle PumpkinPatchBanjo',
    art: 'NoCarvePumpkinPainting PumpkinSucculentPot ClayPumpkinFamily PumpkinPicasso GourdGallery JackOLanternSketch',
    tech: 'PumpkinProjectorFace CodedJackOLantern ArduinoPumpkinEyes LEDPumpkinGlowUp AICarvesMyPumpkin TalkingPumpkinBot',
    pet: 'PumpkinPupTreats CatInAPumpkinCostume PumpkinHamsterHideout PawsInThePatch LittlePumpkinPortrait DogMeetsAPumpkin',
    gaming:
      'StardewGiantPumpkin MinecraftPumpkinHead PumpkinHuntSpeedrun PumpkinKingBossFight SpookySeasonCoop PSLGameNight',
  },
  'sticky note': {
    dance:
      'ShakeOffTheStickyNotes PickAStickyNoteMove StickyNoteShimmy StickTheLanding PostItPoses StickyNoteFreezeDance',
    fitness:
      'StickyNoteJumpReach LungeForTheStickyNote BurpeeForEveryPostIt StickWithItStreak StickyNotePlankPass NeonNoteCircuit',
    funny:
      'StickyNoteRoommateFeud SassyStickyNotes CoveredInStickyNotes WhoWroteThisPostIt StickyNoteToMyself LabelEverythingDad',
    educational:
      'StickyNoteVocabWall HowStickyNotesWereBorn PostItMindMap TheGlueThatFailed StickyNoteTimeline QuizMeWithStickies',
    cooking:
      'PickAStickyNoteDinner LunchboxStickyNote StickyNoteCookies StickyToffeePudding PostItMealPrep FridgeMenuMashup',
    travel:
      'StickyNoteMapWall DreamTripStickyNotes NextStopStickyNote PostItPassport StickyNoteItinerary WanderlustBoard',
    fashion:
      'StickyNoteDress StickyNoteOutfitVote NeonStickyNoteLook PastelPostItPalette RunwayInStickyNotes StickToYourStyle',
    wellness:
      'StickyNoteAffirmations MirrorStickyNotes KindStickyNoteDrop PostItPepTalk PeelOffYourWorries GratitudeStickyWall',
    speed:
      'CoverTheDoorInNotes PostItPyramidDash HundredStickyNotesRace PeelStickRepeat StickyNoteBlitz StickyNoteWallIn60',
    music:
      'StickyNotePianoKeys PickAStickyNoteGenre ChordChartOnStickies PostItLyricShuffle StuckInMyHead StickyNoteSongwriting',
    art: 'PixelArtInStickyNotes StickyNoteFlipbook WindowStickyNoteMural PostItWars StickyNoteSelfPortrait OrigamiNoteCranes',
    tech: 'AISortsMyStickyNotes StickyNoteVsApp StickyNoteKanbanBoard PostItToPixels SmartStickyNotes EInkNoteTest',
    pet: 'CatVsStickyNote StickyNoteTreatHunt PuppyPicksAStickyNote FetchTheStickyNote PostItPawPrints StickyNotePetPortrait',
    gaming:
      'StickyNoteForeheadGame PostItMinesweeper StickyNoteBattleship MarioInStickyNotes StickyNoteEscapeRoom WallOfClueCards',
  },
  'april fools': {
    dance:
      'AprilFoolsFakeTutorial BackwardsAprilFools WrongSongAprilFools AprilFoolsMoonwalk FoolMeTwiceTwist GotchaGroove',
    fitness:
      'AprilFoolsSillyWalks AprilFoolsFakeWeights BackwardsAprilFoolsJog AprilFoolsReverseReps NoJokeWorkout FoolsGoldMedal',
    funny:
      'GooglyEyesAprilFools AprilFoolsNewsReport AprilFoolsDeadpan AprilFoolsInfomercial WhoFellForIt PokerFaceFamily',
    educational:
      'FactOrAprilFool BBCSpaghettiAprilFool AprilFoolsAroundWorld PoissonDAvril HoaxOrHistory WhyAprilFirst',
    cooking:
      'AprilFoolsMashedSundae AprilFoolsJelloJuice IsItRealAprilFools MeatloafCupcakes AprilFoolsFakeDinner TrompeLoeilTreats',
    travel:
      'LeaningTowerAprilFools AprilFoolsOddMuseums MysteryAprilFoolsTrip AprilFoolsFakeVacation PostcardFromNowhere ShrinkTheLandmark',
    fashion:
      'InsideOutAprilFools AprilFoolsMismatchDay AprilFoolsFakeDesigner FoolProofFit WrongSeasonOOTD AprilFoolsSillyHats',
    wellness:
      'LaughterYogaAprilFools AprilFoolsKindness AprilFoolsSmileStreak AprilFoolsJoyList LaughItOff FoolAroundHour',
    speed:
      '20GooglyEyesAprilFools SpotTheAprilFoolFast AprilFoolsRiddleBlitz PrankBeforeTheyWake FoolThemInFive AprilFoolsMinuteToWin',
    music:
      'AprilFoolsKazooCover AprilFoolsWrongLyrics FakeOperaAprilFools RickrollTheFamily AprilFoolsRecorderSolo FoolOnTheHillSingAlong',
    art: 'AprilFools3DDrawing FakeCrackAprilFools AprilFoolsClayFood TrompeLoeilChallenge ForcedPerspectivePics AprilFoolsObjectFaces',
    tech: 'AprilFoolsAutocorrect FrozenDesktopAprilFool FakeAprilFoolsGadget KeycapScramble SmartSpeakerSillyMode AprilFoolsVoiceFilter',
    pet: 'KittenAprilFoolsMagic TreatTrickAprilFools AprilFoolsDogDisguise ThatsNotMyCat AprilFoolsPetCostume PawsForThePrank',
    gaming:
      'AprilFoolsMirrorMode FakeAprilFoolsCheat AprilFoolsRuleSwap AprilFoolsBlindJenga UnoButEveryoneLies BluffMastersNight',
  },
  carpenter: {
    dance:
      'CarpenterHammerTime CarpenterToolBeltBop TheCarpenterShuffle MeasureTwiceMoveOnce CarpenterTapDance SawdustSpin',
    fitness:
      'CarpenterHammerCurls CarpenterLumberCarry CarpenterSawRows PlankLikeACarpenter SawdustSweat TwoByFourPress',
    funny:
      'FlatPackVsCarpenter CarpenterReactsToDIY LostCarpenterPencil CarpenterNailedIt MeasureOnceCryTwice WobblyTableRescue',
    prank:
      'SecretCarpenterFix CarpenterBirdhouseGift CarpenterRubberHammer CarpenterNameSign SqueakyDoorSilenced ChocolateToolbox',
    educational:
      'NameThatCarpenterTool AskACarpenter CarpenterMeasureTwice DovetailDecoded CarpenterWoodGuess WhyBoardsWarp',
    cooking:
      'GingerbreadCarpentry CarpenterToolboxCake CarpenterPretzelCabin MeasureTwiceBakeOnce CarpenterHammerCookies LunchboxForACarpenter',
    travel:
      'OldBarnCarpentry StayInACarpentersCabin CarpenterWorkshopTour CoveredBridgeHunt KyotoJoineryWalk CarpenterCathedralRoof',
    fashion:
      'BaggyCarpenterJeans CarpenterToolBeltLook CarpenterFlannelLayers SawdustChic DressLikeACarpenter HammerLoopHack',
    wellness:
      'MindfulCarpentry WhittleLikeACarpenter CarpenterFixOneThing SandingMeditation WoodGrainCalm CarpenterGratitudeBox',
    speed:
      'CarpenterSawOff BeatTheCarpenter CarpenterBirdhouseIn30 HammerTimeTrial FlatPackFrenzy CarpenterNailRace',
    music:
      'CarpenterMusicalSaw SingTheCarpenters CarpenterCajonBuild HammerTimeRemix SawdustSymphony CarpenterShopBeat',
    tech: 'PhoneVsCarpenterTape CarpenterLaserLevel CarpenterTimelapse CNCVsHandTools StudFinderShowdown AICarpentryPlans',
    pet: 'CarpentersLittleHelper CarpenterWindowPerch CarpenterHamsterMaze BuildACatCastle SiteInspectorPup CarpenterAgilityRamp',
    gaming:
      'MinecraftCarpentry CarpenterRatesCastles CarpenterBuildBattle JengaMasterCarpenter HouseFlipperSpeedrun LegoLumberyard',
  },
  pancake: {
    dance:
      'PancakeFlipDance PancakeStackShuffle MorningPancakeBop SyrupSlide FlapjackJive ButterMeltBoogie',
    fitness:
      'PancakeStretch EarnYourPancakes BurpeesBeforePancakes ShortStackSquats HotcakeHIIT PancakeSyrupCurls',
    funny:
      'FirstPancakeFlop PancakeArtFail PancakeMickeyAttempt CeilingPancakeSaga SellingLikeHotcakes FlatAsMyJokes',
    prank:
      'TinyPancakeCereal SecretRainbowPancakes PancakeInitialsWakeUp FlapjackFakeout StackTallerThanThem GiantPancakeReveal',
    educational:
      'WhyPancakesBubble PancakeFlipPhysics PancakeDayHistory CrepeOrPancake BakingSodaVsPowder PancakeFractions',
    travel:
      'PancakesAroundTheWorld DutchPancakeQuest MapleFarmPancakes PancakeHouseCrawl SugarShackSunday FlapjackRoadTrip',
    fashion:
      'PJsAndPancakes GoldenPancakePalette PancakePrintApron ShortStackStyle BrunchDrip FlapjackFitCheck',
    wellness:
      'SlowPancakeMorning PhoneFreePancakes FamilyPancakeTable StackOfGratitude FlipTheMood PancakePause',
    speed:
      'PancakeStackSpeedrun PancakeTossCatch PancakesInFiveMinutes FastestFlapjack HotcakeHustle BeatTheClockPancakes',
    music:
      'BananaPancakesCover PancakeSpatulaDrums PancakeRecipeRap GriddleSizzleBeat FlapjackFreestyle ShortStackSerenade',
    art: 'PaintWithPancakeBatter PancakePortrait SqueezeBottlePancakes FlapjackPixelArt PancakeAnimalShapes GriddleGallery',
    tech: 'PancakePrinterTest PancakeFlipperRobot AIPancakeShapeIdeas ThermalCamFlapjacks SmartGriddleShowdown PancakeBatterDispenser',
    pet: 'DogFriendlyPancakes FlatAsAPancakeNap PancakeBirthdayPup PupcakesNotPancakes PancakeNoseBalance SyrupFreeTreats',
    gaming:
      'CookingMamaPancakes PancakeFlipHighScore OvercookedPancakeRun GuessThatPancakeShape FlapjackJenga ShortStackShowdown',
  },
  'back to school': {
    dance:
      'BackToSchoolDanceOff FirstDayOfSchoolStrut BackToSchoolLockerPop BackToSchoolBoogie HallPassHustle SchoolBellShuffle',
    fitness:
      'BackToSchoolMileRun BikeBackToSchool BackToSchoolBagLunges WalkBackToSchool BackpackBurpees GymClassGlowUp',
    funny:
      'BackToSchoolParentJoy BackToSchoolVsSummer DadsFirstDayOfSchool BackToSchoolAlarmShock SupplyListSaga SchoolPhotoBloopers',
    prank:
      'BackToSchoolLunchNote BackToSchoolChalkArt SecretBackToSchoolCard BackToSchoolGiftBag PencilCaseSurprise BalloonArchGoodbye',
    educational:
      'BackToSchoolStudyHacks BackToSchoolMathWarmUp SetBackToSchoolGoals HistoryOfBackToSchool SummerSlideRescue PopQuizPanic',
    cooking:
      'BackToSchoolCrayonCake BentoBackToSchool MuffinsForBackToSchool BackToSchoolBreakfast LunchboxGlowUp AppleForTheTeacher',
    travel:
      'BackToSchoolDormMoveIn BackToSchoolCampusTour RoadTripBackToSchool BackToSchoolBeachDay StudyAbroadArrival ClassOutingFlashback',
    wellness:
      'BackToSchoolSleepReset FirstDayOfSchoolNerves EasingBackToSchool BackToSchoolWorryJar SundayScariesNoMore KissingHandNote',
    speed:
      'BeatTheBackToSchoolBus BackToSchoolReadyIn10 BackToSchoolPackRace LabelEverythingBlitz BookCoverSpeedrun BackToSchoolShoeTie',
    music:
      'BackToSchoolRapRecap DeskDrumsBackToSchool BackToSchoolBellRemix AnthemForBackToSchool HotCrossBunsRecorder ClassroomCupSong',
    art: 'FirstDayOfSchoolSign PaintedBackToSchoolBag BackToSchoolDoodle NotebookCoverGlowUp PencilCaseMakeover BackToSchoolBinder',
    tech: 'BackToSchoolTechSetup AIPlannerBackToSchool StudyAppsBackToSchool BackToSchoolLaptopPrep DreamDeskTour GraphingCalcTricks',
    pet: 'BackToSchoolDogGoodbye BackToSchoolZoomies CatVsBackToSchool BackToSchoolPetPhoto WaitingAtTheBusStop LonelyPupPOV',
    gaming:
      'MinecraftBackToSchool BackToSchoolBingoCards BackToSchoolSpellOff BackToSchoolTrivia KahootShowdown HomeworkBossFight',
  },
  suit: {
    dance:
      'SuitUpShuffle TuxedoTwirl SuitJacketToss SuitAndSneakersDance LapelPopAndLock SharpDressedSwing',
    fitness:
      'TuxedoBurpees StairsInASuit SuitUpSquats SuitStretchTest PlankInAPowerSuit BlazerBicepFlex',
    funny:
      'TuxedoTrashDay SuitUpForGroceries FlipFlopsWithASuit SuitUpForNothing BlackTieBBQ BusinessOnTop',
    prank:
      'TuxedoPizzaDelivery CerealServedInASuit SuitChauffeurPickup SuitedUpSerenade MaitreDAtHome RedCarpetSuitWelcome',
    educational:
      'TuxedoVsSuitExplained TheSuitButtonRule NameThatSuitLapel WhyWeWearTies SuitsThroughTheDecades SuitFabricWeights',
    cooking:
      'TuxedoStrawberries SuitAndTieCookies CanapesInASuit FormalWearBakeOff SuitUpSupperClub FiveStarAtHome',
    travel:
      'SuitSavileRowVisit BangkokTailorSuit OperaEveningInASuit WrinkleFreeSuitPacking MadeToMeasureTrip SuitUpInMonaco',
    wellness:
      'SuitPowerPose LoosenTheSuitTie SuitOffSundayReset SuitUpConfidence DressForTheDayYouWant InterviewNervesCalm',
    speed:
      'SuitUpIn60Seconds TuxedoBowTieRace FoldASuitFast SupermanSuitChange WindsorKnotSpeedrun CufflinkChallenge',
    music:
      'SuitAndTieSerenade TuxedoPianoCover RatPackSuitMedley CroonLikeSinatra SuitedSwingSession SuitUpBigBandNight',
    art: 'TuxedoCatPainting OilPortraitInASuit SuitPaperDollCraft DrawYourDreamSuit PinstripePatterns TailorChalkDoodles',
    tech: 'SuitUpTransitionEdit VirtualSuitFitting SmartFabricSuitTest IronManSuitBuild AIStylesMySuit 3DBodyScanTailor',
    pet: 'TuxedoCatPhotoShoot SuitUpYourDog WeddingSuitRingBearer BowTieBestBoy PetInAPowerSuit PocketSquarePup',
    gaming:
      'TuxedoSpyMission BossFightInASuit SuitUpAsAVillain GoldenEyeRematch PersonaSuitCosplay SuitUpForGameNight',
  },
  'game night': {
    dance:
      'GameNightVictoryDance WinnerWiggle CongaLineAtGameNight GameNightLoserLimbo FamilyGameNightFloss DiceRollBoogie',
    fitness:
      'DeckOfCardsWorkout TwisterGameNight GameNightDiceReps GameNightPlankOff GameNightLoserBurpees PassGoDoPushUps',
    funny:
      'UnoReverseBetrayal GameNightSoreLosers EveryGameNightPlayer GameNightRuleLawyer MonopolyMeltdown GameNightPokerFace',
    prank:
      'GameNightFakeRule GoldenGameNightInvite GameNightLoserTrophy AllSixesDice ChanceCardSurprise GameNightPuzzleSwap',
    educational:
      'DiceOddsMath GameNightProbability TeachBackAtGameNight WhyMonopolyWasInvented GameNightLogicLab GameNightChessHistory',
    cooking:
      'GameNightDicePizza CardSuitCookies MocktailsForGameNight NoGreasyFingersSnacks GameNightCharcuterie GameNightSliderBar',
    travel:
      'CampfireGameNight GameNightCabinRetreat TrainRideCardGames GameNightInAHostel PackAGameNightKit BoardGameCafeCrawl',
    fashion:
      'CardSuitNailArt GameNightWinnersCrown GameNightDressAsPiece MatchingGameNightTees ComfyButCompetitive GameNightPJParty',
    wellness:
      'GameNightPhoneBasket GoodSportGameNight UnpluggedGameNight CoOpGamesOnly PuzzleAndUnwind GameNightLaughTherapy',
    speed:
      'Charades60Seconds GameNightJengaBlitz RaceToSetUpGameNight BeatTheSandTimer GameNightSketchSprint GameNightLightningQuiz',
    music:
      'MusicalChairsFinale GameNightNameThatTune GameNightHumAndGuess FinishTheLyricFaceOff SongChainAtGameNight GameNightKaraokeDuel',
    art: 'HandPaintedCardDeck GameNightPaintMeeples RedrawGameNightBoxArt GameNightScoreboard DesignYourOwnBoardGame GameNightBlindDraw',
    tech: 'GameNightAIHost PhoneAsBuzzerHack GameNightJackboxSetup ProjectorGameNight LEDDiceTower GameNightSmartLights',
    pet: 'PawRollsTheDice GameNightCatOnTheBoard LapWarmerAtGameNight GameNightPetReferee DogPicksTheGame GameNightMascotPup',
  },
  librarian: {
    dance:
      'LibrarianSilentDisco LibrarianShushShuffle BookCartLibrarianBop DeweyDecimalDance TiptoeTango LibraryAisleStrut',
    fitness:
      'LibraryBookCurls ShelveLikeALibrarian LibrarianCartPush TopShelfStretch HardcoverHIIT LibrarianStepCount',
    prank:
      'LibrarianBlindDateBook LibrarianBookmarkNote LibrarianDeskFlowers ShushingTheLibrarian OverdueThankYouCard HiddenChapterMessage',
    educational:
      'DeweyDecimalLibrarian AskALibrarianAnything LibraryArchiveSecrets LibrarianFactCheck FreedomToReadStory LibrarianBookPicks',
    cooking:
      'CookbookFromTheLibrary NoCrumbsLibrarianRule LibrarianBookClubBites CookTheNovel QuietCrunchSnacks LibrarianTeaParty',
    travel:
      'ReadingRoomTour LibrarianTrinityDublin BookBoxLibrarianWalk MostBeautifulLibrary BookshopHopping LibrarianCityGuide',
    fashion:
      'LibrarianGlassesChain DressLikeALibrarian LibrarianCardiganFit DarkAcademiaLook LibrarianTweedSkirt BookishButChic',
    wellness:
      'SilentLibraryRetreat LibrarianBookRemedy LibrarianCozyNook DayDateAtTheStacks ReadLikeALibrarian ShushYourInnerCritic',
    speed:
      'LibrarianShelvingRace LibrarianCallNumber60 AlphabetLibrarianDash FindItInTheStacks DueDateStampOff LibraryBookHunt',
    music:
      'LibrarianPageTurnASMR ShushLibrarianBeat LibrarianStampRhythm WhisperKaraoke LibraryVoiceCover BookCartPercussion',
    art: 'SpineRainbowLibrarian LibrarianBlackoutPoem OldLibraryCardCollage FoldedBookSculpture BookfaceFriday LibrarianDisplayDesign',
    tech: 'MakerspaceLibrarian LibrarianAIFactCheck SmartLibraryShelf EreaderVsPaperback DigitizeTheArchives LibrarianBarcodeScan',
    pet: 'LibrarianReadingDog LibrarianShelfCat PetLibrarianStoryTime PawsAndPages BookwormHamster LibrarianTherapyPup',
    gaming:
      'LibrarianEscapeRoom BookwormLibrarianQuest ScavengerHuntLibrarian ClueInTheLibrary BookTitleCharades LibrarianTriviaNight',
  },
  vacuum: {
    dance:
      'VacuumMoonwalk WaltzWithTheHoover DodgeTheRobotVacuum VacuumCordLimbo ChoreChoreography VacuumTwoStep',
    fitness:
      'VacuumLunges SquatAndVacuum TenMinuteVacuumHIIT HooverHustle CordlessCardio VacuumStaircaseClimb',
    prank:
      'RobotVacuumGooglyEyes VacuumCarpetMessage SneakVacuumTheirRoom DressUpTheRoomba HooverHeartTrail WhoUnpluggedTheVacuum',
    educational:
      'HowVacuumsWork WhatCanAVacuumLift VacuumDustMicroscope SpaceIsAVacuum HorseDrawnHoover WhyVacuumsAreLoud',
    cooking:
      'VacuumMarshmallowPuff VacuumQuickPickles SousVideInAVacuumBag VacuumInfusedFruit CrumbFreeSnacks VacuumSealMarinade',
    travel:
      'VisitTheHooverDam WeekInAVacuumBag VanLifeVacuumReset SuitcaseVacuumHack BeachSandSaga RoadTripCarVacuum',
    fashion:
      'BallGownVacuuming MatchYourVacuum VacuumCatwalk ChoreDayCouture HooverInHeels VacuumBagWinterCoats',
    wellness:
      'VacuumLinesZen VacuumThenCandle MindfulVacuuming CleanFloorClearMind HooverAndUnwind BarefootAfterVacuum',
    speed:
      'BeatTheRobotVacuum OneSongVacuum VacuumCerealCleanup CordWrapChallenge WholeHouseInTen VacuumRelay',
    music:
      'VacuumingBlues RemixTheVacuumHum VacuumPitchMatch SingOverTheHoover VacuumCleanerChoir DroneNoteDuet',
    art: 'VacuumCarpetMandala RobotVacuumLightTrail ClayMiniVacuum StripeYourFloor HooverSketchbook VacuumComicStrip',
    tech: 'RobotVacuumSockTest VacuumMapReveal CordlessVacuumFaceOff VacuumTeardown HackYourRoomba LidarFloorArt',
    pet: 'CatRidesRobotVacuum DogVsVacuumStandoff CalmAroundTheVacuum PetHairVacuumReveal SharkCostumeRoomba HooverTreatTraining',
    gaming:
      'LuigisMansionVacuum RobotVacuumMaze VacuumSideQuest DustBunnyBossFight PoltergustPowerRun VacuumFindsBingo',
  },
  barista: {
    dance:
      'DanceLikeABarista RushHourBaristaBop CoffeeShopShimmy SteamWandSway BaristaBreakdown BaristaLatteShuffle',
    fitness:
      'BaristaMilkCrateCarry BeanSackBaristaLift EspressoBreakSquats DoubleShotBurpees BaristaCounterPushUps BaristaWristReset',
    funny:
      'BaristaNameOnCup BaristaImpossibleOrder DadTriesBeingABarista TypesOfCoffeeCustomers LatteArtOrRorschach BaristaDoesTheRegulars',
    prank:
      'BaristaDrawsTheirPet PayItForwardCoffee SurpriseHomeBarista ComplimentOnTheCup BaristaForADay BaristaLatteArtMessage',
    educational:
      'AskABaristaAnything HowMilkFoamWorks BaristaGrindSizeTest BeanToCupJourney BaristaRoastRanking BaristaLingoQuiz',
    travel:
      'MelbourneBaristaHunt AskTheLocalBarista BaristaCoffeeFarmTrip EspressoAtTheBarRome FlatWhiteAbroad BaristaCafeCrawl',
    fashion:
      'DressLikeABarista OffShiftBaristaLook EspressoBrownPalette MochaMonochrome BaristaBeanieDrip BaristaApronFitCheck',
    wellness:
      'BaristaSlowPourOver HomeBaristaSunday DecafEveningWindDown BrewAndBreathe BaristaMorningRitual BaristaGratitudeCup',
    speed:
      'BaristaOrderMemory FastestBaristaHeart BaristaRushHourRace LatteArtSpeedrun EspressoExpressLane BaristaShotPullTimer',
    music:
      'BaristaSteamWandBeat OpenMicBaristaNight BaristaOrderChant BaristaLofiShift JavaJiveCover GrinderGrooveRemix',
    art: 'BaristaFoamPortrait BaristaChalkboardMenu CupSleeveDoodles SketchYourBarista PaintWithEspresso BaristaLatteArtDuel',
    tech: 'RobotBaristaVsHuman BaristaGrinderShowdown AIBaristaRecipe EspressoMachineMod CoffeeNerdGadgets BaristaHomeSetup',
    pet: 'BaristaFoamPortrait BaristaKnowsMyPuppy CatCafeBaristaShift LattePawArt BaristaShopDogDay PetFriendlyCoffeeRun',
    gaming:
      'BaristaCoffeeTalkStory OvercookedBaristaMode BaristaTycoonBuild LatteArtHighScore CafeSimSpeedrun BaristaDinerDash',
  },
  'cinnamon roll': {
    dance:
      'SwirlLikeACinnamonRoll CinnamonRollSpin PajamaBrunchBop CinnamonShimmy CinnamonBunBounce RollWithItRoutine',
    fitness:
      'EarnYourCinnamonRoll RunForACinnamonBun CinnamonRollCurlUps SpiralCrunches KneadingArmBurn CinnamonSwirlSquats',
    funny:
      'CinnamonRollCanScare TooPureCinnamonRoll CinnamonRollIcingGreed WhoAteTheMiddle FrostingToDoughRatio CinnamonRollUnrollTest',
    prank:
      'CinnamonRollWakeUp IcingNoteCinnamonRoll GiantCinnamonBun CinnamonScentAlarm HeartShapedSurprise CinnamonRollCanPop',
    educational:
      'WhereCinnamonComesFrom CeylonVsCassiaCinnamon WhyCinnamonRollsRise KanelbulleDay YeastIsAlive CinnamonRollHistory',
    travel:
      'FikaInStockholm GiantCinnamonRollHunt BestCinnamonRollInTown CinnamonBunPassport BakeryHopSunday CinnamonRollRoadTrip',
    fashion:
      'CinnamonRollHairBuns DressLikeACinnamonRoll CinnamonRollCozyKnit CinnamonGirlStyle WarmSpiceLayers SwirlPrintSkirt',
    wellness:
      'NeighborCinnamonRolls BakeAndBreathe CinnamonRollSlowSunday FikaBreak CinnamonScentedCalm ShareACinnamonRoll',
    speed:
      'FlossCutCinnamonRolls ThirtyMinCinnamonRolls CinnamonRollUnrollRace IcingDrizzleDash RollOutRelay CinnamonBunBlitz',
    music:
      'CinnamonGirlCover CinnamonCanPopBeat SweetSwirlSerenade CinnamonRollJingle FikaLofi CinnamonCafeJazz',
    art: 'OneLineCinnamonRoll CinnamonRollClayCharm FeltCinnamonRollPlush IcingDrizzleArt SpiralPortrait CinnamonRollWatercolor',
    tech: 'CinnamonRollTimelapse AirFryerCinnamonRolls StandMixerShowdown ProofingBoxHack ThermalCamCinnamon AIBakesCinnamonBuns',
    pet: 'CinnamonRollShibaTail CurledUpCinnamonPet SleepySpiralPuppy CatLoafOrBun CinnamonCorgiBum CinnamonColoredKitten',
    gaming:
      'WinnerGetsCinnamonRoll CinnamonRollCafeTycoon OvercookedCinnamon CinnamorollQuest BakerySimSpeedrun CinnamonRollJenga',
  },
  gravity: {
    dance:
      'GravitySmoothLean ZeroGravityMoonwalk GravityDefyingDance GravityFreeFreestyle FallingForTheBeat FloatLikeAnAstronaut',
    fitness:
      'ZeroGravityYoga GravityPullUpLadder InversionPlank DefyGravityJumps GravityHangTime GravityBalanceDrill',
    funny:
      'CatTestsGravity GravityWinsAgain GravityStoppedWorking ButterSideDownLaw NewtonWasRight GravityPhoneDropFace',
    prank:
      'GravityDefyingCup CoinThatDefiesGravity GravityUpsideDownRoom ZeroGravityBedroom WaterGlassCardTrick LevitatingLunch',
    cooking:
      'GravityDefyingCake PancakeStackVsGravity UpsideDownPineapple GravityDripDonuts SouffleVsGravity FloatingMeringue',
    travel:
      'GravityHillTrip GravityMysterySpot LeaningTowerVsGravity BalancingRockHunt ZeroGravityFlight GravityCoasterRide',
    fashion:
      'GravityDefyingHairdo CapeVsGravity FloatingSkirtSpin DefyGravityHeels LevitationPhotoshoot GravityGlam',
    wellness:
      'SinkIntoGravity LegsUpTheWallBreak GravityGrounding LetGravityHoldYou HeavyBlanketHug GravityRestPose',
    speed:
      'BeatGravityCatch GravityEggChuteBuild GravityMarbleRun GravityParachuteDash FreefallFaceOff RulerDropReflex',
    music:
      'DefyingGravityBelt GravityMayerCover GravityBeatDrop ZeroGravityKaraoke FreeFallinSingAlong PendulumMetronome',
    art: 'GravityPendulumSwirls SculptAgainstGravity GravityPourArt DripPaintingDare BalancedRockStack GravityInkCascade',
    tech: 'PhoneMeasuresGravity GravityPhysicsEngine GravityCoasterCode ZeroGravityCamTrick SimulateAPlanet DropTestSlowMo',
    pet: 'GravityCatTableTest GravityDefyingZoomies GravityDogCatch PetLearnsGravity MidairFrisbeePup BubbleFloatKitten',
    gaming:
      'GravityPortalRun AngryBirdsArcShot ZeroGravityBossFight GravityFlipSpeedrun MarioGalaxyStarHunt GravityMarbleMaze',
  },
  carnival: {
    fitness:
      'SambaCarnivalSweat RioCarnivalBootcamp CarnivalFeatherFanArms CarnivalHipShakeHIIT ParadeRouteSteps MasqueradeMarch',
    funny:
      'CarnivalDadSamba GlitterAfterCarnival CarnivalHeaddressFail StuckInTheDoorway FeatherSneezeAttack MissedCarnivalBeads',
    prank:
      'CarnivalHallwayParade WakeUpToCarnaval CarnivalMaskDoubleTake KingCakeBabyHunt SambaSquadAmbush SurpriseCarnivalBeads',
    educational:
      'WhyCarnivalBeforeLent CarnivalAroundTheWorld CarnivalMaskMeanings SambaSchoolSecrets FarewellToMeat TrinidadCarnivalStory',
    cooking:
      'CarnivalKingCake FrittelleForCarnival DoublesForCarnival BrigadeiroBonanza BeignetBlizzard CarnivalPaczkiFilling',
    travel:
      'CarnivalInRio NottingHillCarnival JouvertCarnivalMorning MasqueradeInVenice BourbonStreetBeads CarnivalCityHopping',
    fashion:
      'CarnivalCostumeReveal DIYCarnivalHeadpiece CarnivalGlitterMakeup FeathersAndFierce SequinSeason VeniceCarnivalMask',
    wellness:
      'CarnivalColorTherapy PostCarnivalQuietDay CarnivalRecoverySoak AshWednesdayReset GlitterDetox CarnivalJoyBreak',
    speed:
      'CarnivalQuickChange CarnivalBeadCatch FastestCarnivalMask FacePaintInFive SequinSprint CarnivalFeatherSewing',
    music:
      'CarnivalSteelPan BatucadaCarnivalBeat CarnivalSocaCover SambaWhistleSolo SecondLineBrass CarnivalDrumline',
    art: 'CarnivalMaskCraft CarnivalFloatModel PaperCarnivalHeaddress SequinMosaic PaintAMasquerade CarnivalPapierMache',
    tech: 'CarnivalLEDCostume LightUpCarnivalMask MusicSyncCarnivalWings ParadePOVCam DroneOverTheFloats CarnivalLiveStream',
    pet: 'CarnivalPetParade HamsterCarnivalFloat CarnivalParrotColors KreweOfBarkus CatCarnivalCostume SequinBandanaPup',
    gaming:
      'CarnivalGamesAtHome SkeeBallCarnivalCup HookADuckCarnival RingTossRumble WinTheGiantPlush CarnivalRhythmLevel',
  },
  thrift: {
    dance:
      'ThriftHaulDance TwirlInAThriftedDress ThriftVintageJive PoppinTagsChallenge SecondhandSwing ThriftRackSpin',
    fitness:
      'ThriftedDumbbellDay GymGearFromThrift ThriftHaulCarry BargainBinBurpees ThriftStoreStepCount RackRaidCardio',
    funny:
      'ThriftMysteryGadget WeirdestThriftFind WhatDecadeIsThisThrift WhoDonatedThat SecondhandStoryTime ThriftPriceGuess',
    prank:
      'ThriftDressMyFriend FaceSwapThriftPainting ThriftSecretSanta ThriftedOrDesigner UglySweaterExchange ThriftGiftSurprise',
    educational:
      'ThriftTagDating WhyThriftSavesWater HowThriftStoresWork SpotRealWool ReadTheSeams ThriftFiberQuiz',
    cooking:
      'ThriftCastIronRescue ThriftPyrexCasserole ThriftCookbookRecipe RetroDinnerRevival ThriftedTeacupCake SkilletFromSecondhand',
    travel:
      'ThriftTheCity TokyoThriftHunt FleaMarketThriftTour SmallTownThrifting SouvenirsSecondhand ThriftStoreRoadTrip',
    wellness:
      'MindfulThrifting DonateBeforeYouThrift SlowThriftSunday SwapDontShop LessButLoved ThriftBudgetCalm',
    speed:
      'ThriftIn10Minutes TenDollarThriftDash ThriftTryOnBlitz ThriftFlipSpeedrun RackRaidRace FiveThriftFindsFast',
    music:
      'PlayMyThriftedVinyl SecondhandGuitarTune ThriftCassetteDig ThriftShopCover CrateDiggingDay GoodwillBandJam',
    art: 'ThriftPaintingRedo UpcycleAThriftTeacup ThriftDenimPatchwork AddAMonsterToIt GoodwillGallery ThriftedFrameArt',
    tech: 'ThriftIPodRestore DigicamFromThrift ThriftWalkmanRepair DoesItStillWork FiveDollarTechFix RetroThriftConsole',
    pet: 'PetPicksMyThrift ThriftDogSweater HamsterHouseFromThrift ThriftFlipCozyBed CatInAThriftedBasket SecondhandSqueakyToy',
    gaming:
      'ThriftCartridgeDig BoardGameThriftFind ThriftedConsoleBootUp MissingPiecesPuzzle NintendoGoldRush ThriftHandheldHunt',
  },
  trampoline: {
    dance:
      'MidairFreezeTrampoline TrampolineAirSplits BouncyCastleBoogie DanceOnTheTrampoline HangTimeHipHop TrampolineMoonwalk',
    funny:
      'TrampolineDadReturns GrandmaOnTheTrampoline TrampolineStaticShock DoubleBounceBetrayal CheeksInSlowMo TrampolineCommentary',
    prank:
      'TrampolineBalloonFill MovieNightOnTrampoline GlowStickTrampoline BallPitSurprise TeddyBearBounceHouse TrampolineSleepover',
    educational:
      'TrampolinePhysics TrampolineNasaHistory WhoInventedTrampolines PotentialToKinetic OneJumperAtATime TrampolineSafetyRules',
    cooking:
      'TrampolineBirthdayCake PostTrampolineSmoothie BouncyJellyDessert TrampolinePicnic PopsiclesAfterBouncing TrampolinePartyPizza',
    travel:
      'TrampolineCaveWales TrampolineForestNets LakeWaterTrampoline TrampolineParkPassport BounceHouseRoadTrip NinjaCourseWeekend',
    fashion:
      'MidairTrampolineLook GripSockFitCheck HighPonyOnTrampoline BounceProofHair TrampolineOOTD TrampolineSneakerTest',
    wellness:
      'TrampolineStargazing RebounderMorning CloudWatchOnTrampoline BounceOutTheStress InnerKidUnlocked TrampolineJoyBreak',
    speed:
      'StarJumpTrampolineRace HundredHopsTimer TrampolineTuckTally SixtySecondSeatDrops TrampolineBounceCount TrampolineTagRelay',
    music:
      'SpringSqueakRemix TrampolineBpmJumps HighNotesMidTrampoline TrampolineRapFlow BounceToTheBassline TrampolineKaraoke',
    art: 'TrampolineJumpPortrait BounceSilhouettes FreezeFrameTrampoline TrampolineChalkArt PaintSplatterLeap TrampolineMidairShoot',
    tech: 'TrampolineSlowMo HowHighOnTheTrampoline AccelerometerHangTime TrampolineGoProPov BounceHeightApp TrampolineDroneShot',
    pet: 'TrampolineCatNap DogGuardsTheTrampoline ShadeSnoozeUnderneath PupWatchesTheBounce KittenVsTrampoline TrampolinePetReaction',
    gaming:
      'TrampolineDodgeball PopcornTrampolineTag TrampolineHorseGame TrampolineSimonSays CrackTheEgg FloorIsLavaBounce',
  },
  envelope: {
    dance:
      'EnvelopeMoveDraw PickAnEnvelopeStep EnvelopeRevealDance SignedSealedDanced MailDayMoonwalk EnvelopeFlapFlutter',
    fitness:
      'MysteryEnvelopeReps PickAnEnvelopeCircuit SquatPerEnvelope MailboxMile OpenItDoIt EnvelopePushupDare',
    funny:
      'AwardShowEnvelopeMixUp BirthdayEnvelopeShake EnvelopeGlueTasteFaces AndTheWinnerIs BillOrCheckSuspense DramaticEnvelopeReveal',
    prank:
      'NestedEnvelopesPrank EnvelopeButterfly PopUpEnvelopeCard GoldenTicketEnvelope SeedPaperSurprise FakeAwardLetter',
    educational:
      'HowAnEnvelopeTravels WhyWindowEnvelopes AirmailEnvelopeStripes WaxSealSecrets OrigamiEnvelopeFold BackOfTheEnvelopeMath',
    cooking:
      'ParchmentEnvelopeFish PuffPastryEnvelopes EnvelopeIngredientDraw CookieLoveLetters GrandmasRecipeByMail EnvelopeFoldDumplings',
    travel:
      'MysteryEnvelopeTrip PickAnEnvelopeCity OpenOneEnvelopePerStop CashEnvelopeDayOut PostcardHomeDaily ForeignStampHunt',
    fashion:
      'EnvelopeClutchDIY OutfitPromptEnvelope WaxSealJewelry PushTheEnvelopeFit MysteryEnvelopeOOTD PocketSquareFold',
    speed:
      'EnvelopeStuffSpeedrun TenEnvelopesIn60 SealAndStampEnvelopes OrigamiFoldOff AddressItFast EnvelopeSortDash',
    music:
      'MysteryEnvelopeCover EnvelopeLyricDraw EnvelopeRustleASMR LoveLetterBallad SignedSealedDelivered EnvelopeRequestNight',
    art: 'EnvelopeCalligraphy DecoratedEnvelopeSwap EnvelopeMailArt WaxSealWednesday PaintedPostage EnvelopeLinerCollage',
    tech: 'EmailVsEnvelopeRace EnvelopeSortingRobot EnvelopeQRSurprise CricutEnvelopeHack AIPenPalLetter TapToOpenCard',
    pet: 'DogBarksAtEnvelopes EnvelopeFromTheCat PawprintEnvelopeCard EnvelopeTreatPuzzle PostmanPup KittenVsMailSlot',
    gaming:
      'EnvelopeSecretRoles EscapeRoomEnvelopes EnvelopeClueHunt SealedPredictionReveal TreasureMapEnvelopes EnvelopeRiddleRelay',
  },
  pasta: {
    dance:
      'WiggleLikeSpaghetti PastaNightTarantella PastaTwirlDance PastaLaVistaBaby MacaroniMacarena LimpNoodleChallenge',
    fitness:
      'SquatTillPastaBoils PastaPlankAlDente PastaJarCurls EarnYourSpaghetti PennePushUps CarbLoadAndGo',
    funny:
      'SpaghettiWallTest NonnaReactsToPasta SnappingPastaReaction ImpastaSyndrome WhoAteTheLastMeatball PastaNamePronounceOff',
    prank:
      'SpaghettiIceCreamPrank AlphabetPastaMessage GooglyEyePastaJar NotPastaActuallyCake CandlelitPastaDinner PastaShapeSwap',
    educational:
      'WhyPastaWaterIsSalted PastaRegionMap AlDentePastaScience SpaghettiTreeHoax MarcoPoloPastaMyth PastaShapeGuide',
    travel:
      'PastaAcrossItaly PastaPassport RomePastaCrawl NonnaCookingClass AmalfiAlDente PastaFactoryTour',
    fashion:
      'SpaghettiStrapFit DressAsYourPastaShape PastaApronRunway ItalianSummerLinen MacaroniAndChic PastaDateNightLook',
    wellness:
      'MindfulPastaMaking GratitudeOverPasta SlowPastaSunday KneadAwayStress LaDolceVitaDinner PastaNightNoPhones',
    speed:
      'SpaghettiTwirlRace PastaShapeSpeedrun FreshPastaBeforeBoil TenMinutePasta RavioliRelay FarfalleFoldOff',
    music:
      'ThatsAmorePasta OperaWhilePastaBoils PastaNightSerenade OnTopOfSpaghettiCover PennePercussion PastaPotDrumKit',
    art: 'DyedPastaRainbow SpaghettiSculpture MacaroniPastaPortrait PennePicasso FarfalleButterflies PastaMosaic',
    tech: 'AIPastaPairing PastaDie3DPrint PastaBoilOverAlarm PastaMachineShowdown AlDenteAlgorithm SpaghettiCodeCleanup',
    pet: 'CatSupervisesPasta PetNamedSpaghetti PastaNightPuppyEyes LadyAndTheTrampPose PastaShapedChewToy NoodlePlushFetch',
    gaming:
      'SpaghettiTowerBuild OvercookedPastaLevel PastaCheckers NameThatPastaShape PapasPastaria PastaBingoNight',
  },
  cupcake: {
    dance:
      'CupcakeWrapperWiggle CherryOnTopPose BirthdayCupcakeBop SprinkleShuffle CupcakeFrostingFreeze CupcakeSwirlDance',
    fitness:
      'EarnYourCupcake BalanceACupcakeLunge DozenCupcakeStepUps CupcakeTinCurls SprinkleSquats FrostingFinisher',
    funny:
      'CupcakeOrMuffinDebate FrostingMustache OneBiteCupcakeAttempt NailedItCupcakes CupcakeSandwichHack IcingToCakeRatio',
    prank:
      'SurpriseInsideCupcake MashedPotatoCupcakes CupcakeWithYourFace BurgerOrCupcake DoorstepDozen CupcakeDeskDrop',
    educational:
      'WhyCupcakesDome CupcakeFractions ColorMixingCupcakes CupcakeChemistry ButtercreamScience OvenHotSpotTest',
    travel:
      'CupcakeATMVisit MagnoliaCupcakeTrip CupcakeShopCrawl CupcakePassport SprinklesAndSights BakeryHoppingDay',
    fashion:
      'CupcakeTutuDress OutfitMatchesMyCupcake CupcakeEarringsDIY PastelFrostingPalette SprinkleSneakers CupcakeHeadband',
    wellness:
      'CupcakeKindnessDrop GratefulCupcakeFlags BakeToDestress FrostAndFocus CupcakesForStrangers MindfulCupcakeFrosting',
    speed:
      'CupcakeDecorIn60 StackACupcakeTower CupcakePipingBlitz SprinkleSpeedrun CupcakeWarsAtHome DozenCupcakesFast',
    music:
      'CupcakeTinDrums SingToYourCupcake BirthdayCupcakeChorus SprinkleShakerSolo CupcakeKaraoke FrostingFreestyle',
    art: 'CupcakeBouquet CupcakeSucculentPiping FondantCupcakeFaces SprinkleMosaic ButtercreamCanvas PaintAClayCupcake',
    tech: 'CupcakeRiseTimelapse AICupcakeDesign CupcakePrinterToppers RobotFrostsMyCupcake ThermalCamBaking CupcakeGadgetFaceOff',
    pet: 'DogSafeCupcakeBake PetBirthdayCupcake CupcakeCostumeForCat BarkdayCupcakes PupcakeParty BunnyCarrotCupcake',
    gaming:
      'CookingMamaCupcakes VideoGameCupcakes CupcakeDecorDuel CandyCrushCupcakes CupcakeTycoon CupcakeMemoryMatch',
  },
  drone: {
    dance:
      'DroneTopDownChoreo DroneSpiralReveal BirdsEyeDroneRoutine DanceForTheDrone KaleidoscopeCrew SkyHighShuffle',
    fitness:
      'DroneFollowRun YogaShapesByDrone DroneBikeChase OutrunTheDrone DroneKayakTracking SummitSelfieReveal',
    funny:
      'DroneVsSeagull DroneStuckInTree DadFliesTheDrone DronieFail MaidenFlightMishap AerialDroneBloopers',
    prank:
      'DroneBirthdayBanner DroneFlyingStuffie LoveNoteByDrone AirMailFromAbove DroneRoomService SkyMessageByDrone',
    educational:
      'HowDronesFly DronePropellerPhysics AirspaceMapForDrones KnowBeforeLiftoff GyroscopeMagic DronesSaveWildlife',
    cooking:
      'BirdsEyeDroneBrunch LongTablePotluckDrone DroneOverheadFeast TopDownTacoBar DroneDeliveredDessert DronePicnicShot',
    travel:
      'DroneWaterfallReveal GlacierDroneFlyover BirdsEyeDroneCity DronieAtEveryStop CoastlineFromAbove DroneMountainPass',
    fashion:
      'DroneFitReveal FlowingDressDroneSpin DroneRunwayWalk TopDownOOTD SkyHighStyle DroneColorBlockLook',
    wellness:
      'DroneSunriseFlight BirdsEyeDroneCalm DroneOceanStillness SeeItFromAbove PerspectiveShift DroneSlowFlyover',
    speed:
      'FPVDroneHoopSprint DroneGateSlalom FastestDroneLap QuadcopterGrandPrix BackyardDroneRace BeatTheBattery',
    music:
      'DroneLightShow OrchestraByDrone DroneMusicVideo PropellerHumHarmony BuzzToTheBeat DroneConcertFootage',
    art: 'DroneLightPainting DroneChalkArtReveal DroneSandDrawing TopDownMandala LeafPileMosaic HyperlapseDroneSunset',
    pet: 'CatIgnoresTheDrone ParrotVsDrone DronePetZoomies DogMeetsDrone BeachRunFromAbove DroneBackyardFetch',
    gaming:
      'DroneLaserTag VelocidroneTournament DroneFPVLeague DroneSimSpeedrun QuadcopterQuest CaptureTheFlagDrones',
  },
  zebra: {
    dance:
      'ZebraStripeShuffle ZebraTailSwish ZebraGallopDance ZebraCrossingStrut MonochromeMoves SavannaSwing',
    fitness:
      'OutrunAZebra ZebraKickbacks ZebraStripeSprints GallopLikeAZebra HerdMentalityHIIT SavannaShuttleRun',
    funny:
      'ZebraStripesDebate HorseInZebraPajamas BarcodeZebraScan ZebraPhotobomb CrosswalkZebraCameo ZebraNarratesTheZoo',
    prank:
      'ZebraPlushPassenger ZebraStripedFridge SurpriseZebraSocks ChalkZebraCrossing StripeEverything ZebraInTheBathtub',
    educational:
      'WhyZebrasHaveStripes NoTwoZebrasAlike ZebraFlyStudy BlackOrWhiteBase ZebraVsHorseDNA TheGreatMigration',
    cooking:
      'ZebraCake StripedZebraPancakes ZebraIcePops BlackAndWhiteCookies ZebraSwirlBrownies MonochromeMacarons',
    travel:
      'SerengetiZebraWatch ZebraMigrationTour ZebraSafariTrip AbbeyRoadCrossing WaterholeSunrise CityZooZebraVisit',
    fashion:
      'ZebraStripeSneakers ZebraNailArt BoldZebraScarf ZebraHeadToToe PrintClashDare MonochromeMood',
    wellness:
      'ZebraPatternColoring GrazingZebraPace ZebraHerdTogether StripesOfGratitude SavannaSunsetPause ZebraStandingRest',
    speed:
      'TenSecondZebraSketch ZebraStripeTapeDash ZebraGallopRace ZebraPuzzleTimer SockMatchSafari HerdRelayRush',
    music:
      'ZebraPianoKeys ZebraBrayRemix ZebraHoofbeatLoop EbonyAndIvoryCover SavannaDrumCircle ZebraStripeScore',
    art: 'ZebraOpticalIllusion ZebraInkDrawing PaperZebraCollage OpArtZebra BlackAndWhiteOnly ZebraClayFigure',
    tech: 'ZebraStripeQRCode CameraTrapZebras ZebraPatternIDAI SafariLiveCam DroneHerdCount ZebraBarcodeScan',
    gaming:
      'ZebraPlanetZoo ZebraMemoryCards ZebraStripePuzzle ZebraCrossingFrogger SavannaSurvivalRun HerdBuilderSim',
  },
  fossil: {
    dance:
      'FrozenLikeAFossil JurassicJig DigUpAFossilDance FossilFloss BoneyardBoogie FossilTRexArms',
    fitness:
      'FossilHunterHike FossilBucketCarry FossilSieveShakes DigSiteBootCamp PaleoPlank FossilShovelSquats',
    funny:
      'FossilOrJustARock FoundAFossilizedFry TeenRoomFossilDig DadIsAFossil MuseumGuideImpression ChickenIsADinosaur',
    prank:
      'FossilSandboxTreasure FakeFossilInTheGarden FossilPlasterFootprint BuriedBoneSurprise FossilSoapBar RaptorEggInTheFridge',
    cooking:
      'FossilDigCake FossilAmberCandy FossilLayerPudding ShortbreadFossils AmmoniteCinnamonSwirls ChipExcavationCookies',
    travel:
      'JurassicCoastFossils AmmoniteBeachComb BadlandsFossilDrive FossilRoadTrip DinosaurValleyTracks FossilMuseumTour',
    fashion:
      'AmmoniteFossilNecklace FossilAmberRing PaleontologistVest DigSiteChic FossilEarrings TrilobiteFossilPin',
    wellness:
      'PatientFossilDig DeepTimeFossilPause FossilBeachWalk SlowBrushMeditation MillionYearPerspective FossilRockTumbling',
    speed:
      'FossilIdentifyBlitz SpotTheFossilTimer FossilPuzzleIn60 DigSiteDash BuildTheSkeletonFast SandboxFossilSprint',
    music:
      'FossilBoneXylophone JurassicThemeCover DinoRoarFossilRemix RockAndRollFossils ShovelPercussion FossilDigSong',
    art: 'FossilSaltDough FossilRubbingArt AmmoniteFossilSpiral PlasterCastFootprint DrawTheDigSite SketchAFossilSkeleton',
    tech: 'Fossil3DScan AIIdentifiesMyFossil PhotogrammetryBones FossilMicroscopeCam VirtualDigSite FossilARApp',
    pet: 'FossilHuntWithMyDog CatSitsOnMyFossils BunnyDigsForFossils PupPaleontologist FossilizedSqueakyToy DinoPetCostume',
    gaming:
      'AnimalCrossingFossils FossilMuseumTycoon FossilTriviaDuel BlathersApproved MinecraftFossilHunt JurassicWorldBuild',
  },
  monkey: {
    dance:
      'DoTheMonkeyDance FiveLittleMonkeysJump BananaBoogie MonkeyMimicChallenge CymbalMonkeyStomp MonkeySwingMoves',
    fitness:
      'MonkeyBarsTraverse SwingLikeAMonkey MonkeyCrawlCircuit JungleGymGains BananaBreakBurpees MonkeyHangHold',
    funny:
      'MonkeyBusinessSkit SpeakNoEvilMonkeys MonkeyAroundMonday BarrelOfLaughs CopycatMonkeyMode SockMonkeyStandUp',
    prank:
      'MonkeyPlushInFruitBowl BananaPhoneCall HiddenToyMonkeys MonkeyBusinessMorning SockMonkeyStakeout MonkeyCymbalAlarm',
    educational:
      'MonkeyVsApeDifference HowMonkeysPeelBananas WhyMonkeysHaveTails MonkeyMathGenius CapuchinToolKit PrimateFamilyTree',
    cooking:
      'MonkeyBread MonkeyBananaPops MonkeyFaceToast CoconutMonkeyMacaroons ChunkyMonkeyShake JungleJuiceSmoothie',
    travel:
      'SnowMonkeyOnsen GibraltarMonkeyHike MonkeyTempleTour UbudMonkeyForest SpotAHowlerMonkey RainforestCanopyWalk',
    fashion:
      'SockMonkeySweater MonkeyOnesieLook BananaYellowFit MonkeyBusinessCasual JungleGymChic MonkeyEarBeanie',
    wellness:
      'TameTheMonkeyMind ThreeWiseMonkeysDay MonkeyBarsDecompress MonkeyPlushComfort HangItOut RainforestSoundBath',
    speed:
      'MonkeyBarsSpeedrun BarrelOfMonkeysChain MonkeyBananaPeelRace JungleGymDash MonkeyMazeBlitz VineSwingRelay',
    music:
      'MonkeyCymbalSolo FiveLittleMonkeysCover MonkeyChatterBeatbox JungleDrumJam BananaBoatSong SockMonkeySingAlong',
    art: 'SockMonkeyCraft DrawAMonkeyInOneLine BananaPeelArt BarrelOfMonkeysMobile OrigamiMonkey MonkeyMaskMaking',
    tech: 'MonkeyTypingTest InfiniteMonkeyAI BananaPianoCircuit CodeMonkeyChallenge MonkeyForestLiveCam RoboMonkeyBuild',
    gaming:
      'SuperMonkeyBallCup BloonsMonkeyTower MonkeyIslandQuest BarrelOfMonkeysDuel DonkeyKongJungleDash GorillaTagRematch',
  },
  ocean: {
    dance:
      'SeasideShuffle OceanJellyfishGlide SwayWithTheOcean MakeAWaveDance MermaidMoonwalk UnderTheSeaStep',
    fitness:
      'OceanSurfPopUps TideLineLunges SeasideYoga BeachBootCamp OceanPaddleBoardPlank OceanSwimStreak',
    funny:
      'SeasideSeagullDrama OceanSeaweedPanic DocumentaryOfACrab OceanWaveAmbush OceanFirstTimeReaction BrainFreezeDip',
    prank:
      'OceanMessageInABottle MermaidFootprintTrail ToySharkFinInTheSea OceanShellSurprise BuriedPirateTreasure SeasideSandcastle',
    educational:
      'WhyTheSeaIsSalty HowOceansMakeOxygen OceanZonesQuiz MoonPullsTheTide AnglerfishAndFriends OceanCurrentMap',
    cooking:
      'OceanSaltCaramels SeasideFishTacos LayeredJelloOcean UnderTheSeaCupcakes ClamChowderCookOff WaveCrestCake',
    travel:
      'OceanTidePoolWalk LighthouseHopBySea WhaleWatchingBoat SeasideTownHopping OceanSunsetSail CoastalCliffDrive',
    fashion:
      'EarringsFromSeaGlass DressLikeTheOcean SeasideLinenLook CoastalGrandmaChic NauticalStripesDare OceanBlueFitCheck',
    speed:
      'BeatTheOceanTide OceanCleanupCountdown SeasideBucketRelay SandcastleSpeedBuild OceanShellSortShowdown KayakLaunchSprint',
    music:
      'WhaleSongOceanRemix SeasideUkulele OceanSeaShanty WavesAsBackingTrack ConchShellSolo OceanDrumJam',
    art: 'OceanResinArt DriftwoodFromTheSea TidePoolSketch OceanGlassMosaic GreatWaveRedraw OceanHorizonPainting',
    tech: 'OceanWaveTimelapse PhonePouchSeaTest OceanUnderwaterCamera OceanDroneDive HydrophoneWhaleCalls TideAppVsReality',
    pet: 'OceanPupFirstWave OceanLifeJacketPuppy SandcastleZoomies SeaDogSunday KittyMeetsTheTide SeasidePetPortrait',
    gaming:
      'OceanRaftSurvival MinecraftOceanMonument BattleshipShowdown SubnauticaDeepDive OceanFishingDerby SeaMonsterBossFight',
  },
  watermelon: {
    dance:
      'WatermelonSugarRoutine ICarriedAWatermelon MelonPatchGroove SeedSpitShuffle WatermelonSmileShimmy WatermelonWaltz',
    fitness:
      'PressAWatermelon WatermelonFarmerCarry WatermelonRussianTwist SquatWithAWatermelon HydrateAndHustle MelonMedicineBall',
    funny:
      'WatermelonSeedMyth ThumpTheWatermelon DadVsWholeWatermelon WhoGetsTheHeart SpitFarthestWins WatermelonCuttingFail',
    prank:
      'WatermelonJellySlices WatermelonSharkReveal MessageInAWatermelon ItsActuallyCake WatermelonGiftWrapped MelonballMystery',
    educational:
      'SquareWatermelonFacts IsWatermelonAFruit WatermelonRipenessTest HowMuchWaterInside HowSeedlessWorks WatermelonFractions',
    travel:
      'RoadsideWatermelonHunt WatermelonFestival PickYourOwnMelons SquareFruitOfJapan WatermelonBeachDay TasteLocalWatermelon',
    fashion:
      'DIYMelonSliceEarrings WatermelonNailArt DressLikeAWatermelon WatermelonSugarFit RindToRunway WatermelonSkirtTwirl',
    wellness:
      'HydrateWithWatermelon WatermelonPorchSit SlowWatermelonSunday OneSliceOfSummer JuicyJoyBreak WatermelonMindfulBite',
    speed:
      'CutAWatermelonIn30 WatermelonCarryRelay MelonRollDash WatermelonBallerRace CubeItFast WatermelonSliceBlitz',
    music:
      'WatermelonSugarCover WatermelonThumpBeat WatermelonCrunchASMR MelonDrumCircle SummerJamSession SingToYourWatermelon',
    art: 'WatermelonCarving PaintAWatermelonSlice MelonRindSculpture WatermelonStampPrints PebblePaintingParty WatermelonCollage',
    tech: 'AIPicksMyWatermelon FruitNinjaVsRealMelon WatermelonSlicerGadget ThumpTestApp ThermalCamWatermelon WatermelonSlowMoDrop',
    pet: 'WatermelonHatCat KittenVsWatermelon WatermelonBandanaPup FrozenMelonCubes TortoiseSnackTime WatermelonToyFetch',
    gaming:
      'WatermelonSuikaScore FruitNinjaWatermelon PassTheWatermelon MelonBallBingo RindRingToss WatermelonBowling',
  },
  shoveling: {
    dance:
      'DanceWhileShoveling WinterBootStomp SnowShovelTwoStep ScoopAndSlide DrivewayShovelingJam ShovelingSambaBreak',
    fitness:
      'ShovelingWarmUpFirst SkipGymGoShoveling ShovelingFormCheck LiftWithYourLegs DrivewayDeadlifts ShovelingCalorieBurn',
    prank:
      'SecretShovelingFavor ShovelAHeartInTheSnow ShovelingTheirCarOut ShovelingSmileyPath DrivewayDoneSurprise CocoaOnTheDoorstep',
    educational:
      'WhyWetSlushIsHeavy HowMuchIShoveledToday BentShovelVsStraight ShovelingPhysicsLever FluffyVsPackingSnow SafeShovelingLifts',
    cooking:
      'AfterShovelingSoup MapleSyrupTaffy ChiliWhileYouShovel ShovelingCocoaBar SnowCreamRecipe ShovelingDayStew',
    travel:
      'ShovelingAtTheCabin IceHotelStay RentalCarShovelingOut DigOutOfTheChalet SnowedInShovelingTrip ShovelingTheSkiLodge',
    fashion:
      'StylishShovelingOutfit ShovelingMittensMatch PufferVestStyling SnowDayDrip ApresShovelChic ShovelingBeanieLineup',
    wellness:
      'MindfulShoveling ShovelingSnowSilence WarmBathAfterShoveling OneScoopAtATime ShovelThenCocoa ShovelingNeighborChat',
    speed:
      'ShovelingBeforeTheBus DrivewayShovelingRace PorchStepsBlitz ShovelingCarDigOut SidewalkSpeedrun ShovelingRelay',
    music:
      'ShovelAsAGuitar SingWhileShoveling ShovelingScrapeBeat ShovelingWorkSong WinterWonderlandCover IcicleChimeTune',
    art: 'ShovelingPathMaze FieldDrawingWithShovel ShovelingIceLantern SnowbankSculpture GiantSnowflakeStomp DrivewayShovelingArt',
    tech: 'ShovelingVsSnowBlower ShovelingTimelapse WeatherAppVsReality HeatedGloveShowdown SmartwatchShovelStats ShovelingStepTracker',
    pet: 'ShovelingDogMaze ShovelingPawBalmCheck HuskyJoinsTheWork ZoomiesInTheSnowPath PuppyAttacksTheShovel ShovelingCatSupervisor',
    gaming:
      'AnimalCrossingShovel MinecraftSnowShoveling ShovelingSimulatorRun PlowTruckTycoon BlizzardBossBattle ShovelingHighScore',
  },
  violin: {
    dance:
      'IrishJigToFiddle ViolinHoedown ViolinTangoStep PizzicatoPopAndLock ViolinBowTwirl BalletToViolin',
    fitness:
      'WallSitViolinScales HoldTheViolinUp ViolinistStretch BowArmBurn FiddleFitness ViolinShoulderRolls',
    funny:
      'WorldsTiniestViolin SadViolinForChores NeighborRatesMyViolin FirstLessonScreech DramaticFiddleScore AirViolinSolo',
    prank:
      'FakeBadViolinReveal HiddenViolinistDinner ViolinSerenadeSurprise FiddleWakeUpCall MariachiViolinAmbush DoorbellSonata',
    educational:
      'StradVsModernViolin ViolinBowHairFacts HowViolinsWork FiddleOrViolin SoundPostSecrets LearnViolinIn30Days',
    cooking:
      'FiddleheadFernPasta ViolinBowPretzels ChocolateViolin ViolinCaseCake PostRecitalTreats ViolinSugarCookies',
    travel:
      'ViolinBuskingAbroad IrishPubViolinSession FiddleFestivalTrip CremonaViolinQuest ViennaConcertNight PlayViolinAtLandmarks',
    fashion:
      'ViolinRecitalOutfit RockstarViolinLook DecorateYourViolinCase ConcertBlackGlam FiddlerOnTheRunway ViolinistFitCheck',
    wellness:
      'ViolinLongTones ViolinBowBreathing ViolinForSleep AdagioAfternoon SlowViolinMorning PlayItSlowly',
    speed:
      'ViolinBumblebeeRun OneMinuteFiddleReel ViolinMetronomeClimb TuneUpTimeTrial RestringInRecord FastestViolinScale',
    art: 'PaintAnOldViolin ViolinStringArt ViolinistPortrait PicassoViolinRedraw SheetMusicCollage ViolinSilhouette',
    tech: 'LoopPedalViolin ElectricViolinCover ThreeDPrintedViolin AIDuetPartner SlowMoStringWobble ViolinTunerAppTest',
    pet: 'DogSingsWithViolin CatJudgesMyViolin ParrotViolinDuet FiddleForTheHamster LullabyForThePup PetViolinConcert',
    gaming:
      'GuessTheGameOnViolin ViolinZeldaMedley ViolinBossTheme MegalovaniaOnFiddle TetrisOnStrings ViolinLevelUpJingle',
  },
  basketball: {
    dance:
      'SneakerSqueakShuffle HoopsVictoryShimmy BasketballDribbleDance AnkleBreakerBounce BballHalftimeHype BasketballCrossover',
    funny:
      'BasketballLaundryToss DadAtPickupBasketball BuzzerBeaterAtHome AirballAnthem NBAFlopAwards HoopsTrickShotFails',
    prank:
      'NBAStyleFamilyIntro BballCardboardFans HoopsCheerTunnel StartingLineupDinner JumbotronBirthday BasketballLockerNote',
    educational:
      'BasketballShotArcMath BackspinOnABasketball WhyBasketballsBounce NaismithPeachBaskets DunkPhysics BasketballRulesQuiz',
    cooking:
      'SlamDunkDonuts NBAFinalsSnackBoard BasketballCakePops MarchMadnessMunchies HalftimeHoopsOranges BasketballCookieCourt',
    travel:
      'HoopsHallOfFame RooftopBballGame PickupBasketballAbroad RuckerParkPilgrimage NBAArenaHopping BasketballCourtHop',
    fashion:
      'TunnelWalkNBAOutfit CourtsideStyle BballWarmupToDinner BasketballJerseyFit SneakerRotationCheck HoopsHeadbandLook',
    wellness:
      'HoopsFreeThrowFocus SunsetShootaround QuietMorningBasketball BreatheAtTheLine BasketballIceBath BasketballRecoveryDay',
    speed:
      'BeatTheShotClock KnockoutBasketball BballFreeThrowMinute AroundTheWorldRace BasketballMikanDrill HoopsLayupLadder',
    music:
      'BasketballDribbleBeat SneakerSqueakRemix OrganTuneForHoops SweetGeorgiaBrownCover NBAWalkoutAnthem BasketballHypeChant',
    art: 'BasketballCourtMural CustomBballSneakers BasketballActionShot BuzzerBeaterSketch DesignYourRookieCard PaintedBasketballArt',
    tech: 'BasketballShotTracker VerticalJumpForHoops BasketballSlowMo AIFormCoach SmartRimShowdown BasketballReplayCam',
    pet: 'BasketballDogDefense HoopsWithMyPup ParrotDunkContest KittenVsBasketball BballBunnyHops GoodBoyGoaltending',
    gaming:
      'NBA2KBuildBattle BasketballHorseMatch PopAShotDuel HesOnFireJam BballBracketChallenge TrashCanBasketball',
  },
  piano: {
    dance:
      'FloorPianoDance PianoRagtimeCharleston ChopsticksPianoTap PianoManSway BlackKeysBoogie PianoBarTwoStep',
    fitness:
      'PianoBenchStepUps FloorPianoHops PianoSongPlankHold FingerGymForPianists ScalesAndSquats PianoPostureStretch',
    funny:
      'DramaticPianoFaces PianoPracticeExcuses PianoTeacherImpression OneFingerVirtuoso RecitalBowOfTheYear ChopsticksOnThePiano',
    prank:
      'SecretPianoSkill SurprisePianoSerenade PianoBenchLoveNote PlaysBadThenBrilliant PianoStairsAtHome PianoDoorbellSwap',
    educational:
      'HowPianosWork WhoInventedThePiano FindMiddleCOnPiano EveryGoodBoyDoesFine WhyEightyEightKeys PianoChordBasics',
    cooking:
      'PianoKeyCookies GrandPianoGingerbread PianoBarMocktails EbonyAndIvoryParfait TuxedoBrownies PianoCake',
    travel:
      'PlayEveryAirportPiano PianoInTheTrainStation StreetPianoTour PublicPianoPassport PianoBarHopping ViennaConcertHall',
    fashion:
      'PianoKeyScarf TuxedoTailsAtThePiano PianoConcertGown EbonyAndIvoryFit PianoManStyle RecitalReadyLook',
    wellness:
      'PianoMeditation LearnOnePianoSong CalmPianoMorning ClairDeLuneNight PlayItPianissimo PianoEveningUnwind',
    speed:
      'PianoMinuteWaltz FlightOfTheBumblebee PianoSightReadingRace PianoScaleSpeedrun ChordChangeChallenge PianoArpeggioTimeTrial',
    art: 'PianoHandsCharcoal PaintedPianoKeys PianoSheetMusicOrigami PaintTheStreetPiano PianoLightTrails GrandPianoWatercolor',
    tech: 'LightUpPianoKeys SelfPlayingPianoTest PianoAITranscribe SynthesiaChallenge MIDIMagicTrick DigitalPianoSetup',
    pet: 'CatOnThePiano DogPlaysPiano PuppyHowlsAtThePiano KeyboardKittyRemake ParrotLearnsPiano PetPianoDuet',
    gaming:
      'PianoTilesHighScore ZeldaSongsOnPiano GameThemeOnPiano FinalBossOnPiano MinecraftNoteBlocks PianoPuzzleSpeedrun',
  },
  sunflower: {
    dance:
      'DanceLikeASunflower SunflowerFollowTheSun GiantSunflowerShimmy SunflowerSpiderVerse BloomAndBoogie SunflowerSwaySync',
    fitness:
      'ReachLikeASunflower SunflowerFieldRun TallStemBalance SunflowerGrowSquats BloomBurpees SunflowerSunSalutation',
    funny:
      'SunflowerTallerThanMe BirdsRobbedMySunflower SunflowerIgnoresMe FaceInTheSunflower PlantsVsZombiesIRL TalkingSunflowerSkit',
    prank:
      'SunflowerGrewOvernight SunflowerDoorstepGift SunflowerSeedMessage SunshineInABucket SurpriseBouquetDrop HiddenSunflowerHunt',
    educational:
      'WhySunflowersTurn SunflowerSpiralMath BeesOnMySunflower HowManySeedsGuess SunflowerGrowthDiary VanGoghSunflowerFacts',
    cooking:
      'SunflowerPullApart RoastedSunflowerSeeds SunflowerCookieBouquet PetalPrettyFocaccia CupcakeSunflowerCake SunflowerButterBites',
    travel:
      'SunflowerFieldSunrise RoadTripToSunflowers SunflowerMazeDay TuscanyInGold SunflowerPassport TallestSunflowerHunt',
    fashion:
      'HairCrownOfSunflowers SunflowerFieldFitCheck SunflowerEarrings GoldenHourYellow SundressAndSunflowers SunflowerPinOnDenim',
    wellness:
      'TurnTowardTheLight PlantOneSunflowerSeed SunflowerFieldWalk BloomWhereYouAre SunflowerGratitude SunflowerSillGarden',
    speed:
      'SunflowerBouquetIn60 SunflowerMazeDash PaintASunflowerFast ShellSeedsShowdown PetalPluckRace SunflowerPlantingRelay',
    music:
      'SunflowerSongCover SunflowerFieldAcoustic SingToYourSunflower HereComesTheSunStrum SeedShakerSolo FinishSunflowerLyrics',
    tech: 'SunflowerTimelapse HeightAppVsSunflower MacroLensOnASunflower SunTrackingRobot FibonacciScanner SunflowerSoilSensor',
    pet: 'ParrotVsSunflowerHead SunflowerFieldZoomies HamsterSunflowerHunt PupInThePetals GoldenRetrieverBloom SunflowerPeekaboo',
    gaming:
      'PvZSunflowerIRL SunflowerStardewCrop SunflowerHideAndSeek MinecraftSunflowerFarm FlowerFieldTycoon PetalPuzzleQuest',
  },
};
