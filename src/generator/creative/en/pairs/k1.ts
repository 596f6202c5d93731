import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  lifeguard: {
    dance:
      'LifeguardWhistleDance LifeguardSlowMoJog 60SecondLifeguardGroove CanYouMoveLikeALifeguard SaturdayLifeguardShuffle SaveMeLifeguardDuet TheLifeguardWave LifeguardSunglassesStrut',
    fitness:
      'LifeguardStarJumps 100LifeguardSquats CanYouPassLifeguardTest LifeguardPlankWatch TrainLikeALifeguard CouchPotatoVsLifeguard 10MinLifeguardCore LifeguardPushUpPyramid',
    prank:
      'LifeguardFridgeNote LifeguardCoolerSurprise SundaySofaLifeguard LifeguardHallwayPatrol LifeguardCostumeCameo LifeguardPlushRescue LifeguardEndOfShiftCheer CanYouFoolALifeguard',
    educational:
      'LifeguardFlagMeanings LifeguardHandSignals HowLifeguardsScan 60SecondLifeguardQuiz CanYouSpotLikeALifeguard LifeguardReachThrowDontGo 5LifeguardRulesForKids AskYourLifeguardAnything',
    cooking:
      'PackALifeguardLunch 10MinLifeguardSnackBox LemonadeForLifeguards SaturdayLifeguardSandwich LifeguardDonutBuoys LifeguardWhistleCookies LifeguardIceLollies LifeguardCupcakeFaceOff',
    fashion:
      'LifeguardFitCheck LifeguardHoodieLayers WearLifeguardRed3Ways DressLikeALifeguard OffDutyLifeguard RetroVsModernLifeguard 60SecondLifeguardLook LifeguardUniformGlowUp',
    wellness:
      '7DayLifeguardReset LifeguardShadeBreak CalmLikeALifeguard OneMinuteLifeguardScan LifeguardWaterRefill FindYourLifeguardChair LifeguardMorningStretch LifeguardThankYouThursday',
    speed:
      'LifeguardHandSignalBlitz LifeguardSunscreenRace 30SecondLifeguardGearUp TeddyRescueLifeguardRelay LifeguardWhistleReflex CanYouOutrunALifeguard SpeedLifeguardFaceOff LifeguardTowelFoldDash',
    music:
      'WhistleWhileYouWatch 30SecondLifeguardRap NoRunningLifeguardRemix LifeguardChairDrums LifeguardThemeSongCover LifeguardBeatboxBattle OdeToTheLifeguard SingAlongLifeguardDuet',
    art: 'LifeguardTowerPainting OneMinuteLifeguardDrawing 7DayLifeguardSketchbook SharkVsLifeguardDoodle CanYouFoldPaperLifeguards LifeguardHutsInPastel MiniLifeguardStand LifeguardComicHero',
    tech: 'LifeguardSlowMoSprint LifeguardSafetyReel EditYourselfAsLifeguard AIHelpsLifeguards 10SecLifeguardTransition LifeguardSunscreenTimer GreenScreenLifeguardDuel LifeguardPhotoGlowUp',
    pet: 'LifeguardRescueDog ShowUsYourLifeguardPet LifeguardCatOnWatch 10SecondLifeguardFetch LifeguardPupSlowMoRun KittyVsPuppyLifeguard TuesdayTabbyLifeguard LifeguardPlushPatrol',
    gaming:
      'RescueRelayLifeguards 30SecondLifeguardLookout LifeguardSaysFreeze FridayLifeguardFaceOff SharkVsLifeguardTag CanYouBeatTheLifeguard LifeguardCharades LifeguardTriviaBreak',
  },
  kitten: {
    dance:
      'DanceWithMyKitten WiggleLikeAKitten KittenWhiskerShimmy 10SecondKittenGroove HumanVsKittenMoves KittenCopycatDance KittenZoomiesChoreo TuesdayKittenTwirl',
    prank:
      'KittenInEveryFrame CanYouSpotTheKitten 10KittenStickersToFind HiddenKittenMeows WallpaperWednesdayKitten KittenPlushieSwap KittenMewsFlash KittenPictureMug',
    cooking:
      'CookieCutterKittens CupcakeToKittenGlowUp 10MinKittenToast 3IngredientKittenBites KittenPurrfectPancakes CanYouBakeKittenBuns KittenFaceBento KittenFruitPlate',
    travel:
      '5RoomKittenExpedition PackABagForYourKitten KittenWindowSafari BackpackKittenTour ArrivalDayKittenVsNow KittenVetTripPrep KittenBackyardExplore KittenWanderWednesday',
    fashion:
      'KittenPicksMyFit CanYouMatchYourKitten KittenHeelStrut ThriftedKittenPrintGlowUp KittenEyeFlick LintRollerReality StyleKittenHeelsThreeWays 60SecondKittenMakeup',
    wellness:
      'KittenSlowBlinkCalm KittenNapOnMe KittenPurrTherapy StretchLikeYourKitten 5MinuteKittenCuddle BreatheWithMyKitten 7DaysOfKittenGratitude SundaySunbeamKitten',
    music:
      'KittenMeowRemix DuetWithMyKitten CanYouOutPurrAKitten KittenLullaby KittenPurrcussion 10SecondKittenJingle SingToYourKitten KittenMewsicMonday',
    art: 'DrawYourKittenAsAHuman KittenInTenStrokes KidVsAdultKittenDrawing KittenDoodleDare KittenWatercolor KittenZoomiesSketch 60SecondKittenPortrait 7DayKittenSketchbook',
    gaming:
      'KittenPounceHighScore CanYourKittenSolveThis KittenHideAndSeek KittenBoxMaze PlayerTwoIsMyKitten 30SecondKittenToyChase KittenPaperBallSoccer FeatherWandVsKitten',
  },
  rainbow: {
    dance:
      'RainbowRibbonDance RainbowScarfSpin SiblingRainbowDuet 7ColorRainbowRoutine RainbowStepOff PotOfGoldShuffle 30SecondRainbowFreestyle CanYouTwirlARainbow',
    fitness:
      'CanYouHoldARainbowPose RainbowRelayRun RollTheRainbowDice 100RainbowSquats RainbowBurpeeLadder PotOfGoldPlank 7MinuteRainbowWorkout SaturdayRainbowStretch',
    funny:
      'RainbowEndChase RainbowSandwichFail 10SecondRainbowOutfit CanYouSayRainbowBackwards MyRainbowVsTheInternet RainbowWigLipSync DadAndMeRainbowTwins RainbowUnicornPOV',
    prank:
      'RainbowInsideCake RainbowToastSurprise 10MinuteRainbowRoomFlip LeprechaunRainbowTrail WakeUpToARainbowDoor CanYouSpotTheRainbow RainbowStickyNoteWall RainbowSpaghettiDinner',
    cooking:
      'RainbowLayerCake 7StripeRainbowParfait EatTheRainbowSalad 10MinuteRainbowWrap CanYouMakeARainbowPlate RainbowSmoothieBowl RainbowPancakeStack KidVsParentRainbowSnack',
    travel:
      'RainbowColorHunt OneHourRainbowSnap RainbowDoorsOfMyTown ShowUsYourRainbowStreet CanYouFind7RainbowColors RainbowMuralWalk SaturdayRainbowStroll RainbowSouvenirJar',
    wellness:
      'RainbowBreathing 7DayRainbowGratitude RainbowMoodCheckIn GroundingRainbowHunt RainbowColorWalk OneMinuteRainbowCalm ShowUsYourRainbowCorner SlowRainbowSunday',
    music:
      'RainbowSongCover 7ColorRainbowScale 10SecondRainbowHum GrandmaRainbowDuet SingARainbow CanYouRhymeWithRainbow RainbowMelodyMonday RainbowKazooChoir',
    gaming:
      'RainbowDiceDuel 7ColorRainbowQuest CanYouSortTheRainbow RainbowDominoRun ISpyARainbow RainbowCardShowdown 60SecondRainbowHunt TagTeamRainbowRelay',
  },
  goldfish: {
    dance:
      'GoldfishFinFriday SwimLikeAGoldfish FishbowlShuffle 3SecondGoldfishGroove GoldfishMemoryDance GoldfishBubbleBop CanYouDoTheGoldfish ParentVsKidGoldfishMoves',
    fitness:
      'GoldfishFlutterKicks CanYouOutlastAGoldfish GoldfishWallSit GoldfishMemoryReps FishbowlPlankOff 100GoldfishSquats 10MinGoldfishWorkout GoldfishToShark30Days',
    cooking:
      'DIYGoldfishCrackers GoldfishPancakes FishbowlCake KidVsAdultGoldfishCookie GoldfishSnackMix 3IngredientGoldfishBites 10MinGoldfishLunchbox CanYouMakeAGoldfishToast',
    travel:
      'GoldfishPetShopVisit 3StopGoldfishTour GoldfishAquariumDay GoldfishParkPicnic KoiGardenStroll HowManyGoldfishCanYouSpot WhoFeedsTheGoldfish SundayGoldfishSafari',
    fashion:
      'WearGoldfishThreeWays SequinGoldfishTop DressLikeYourGoldfish 60SecondGoldfishGlam MeVsMyGoldfishFitCheck GoldfishScaleNailArt GoldfishFlowyFriday GoldfishOrangeSneakers',
    wellness:
      'ForgetLikeAGoldfish GoldfishGazingPause BreatheWithYourGoldfish GoldfishBubbleBreaths 3SecondGoldfishReset GoldfishSlowSunday GoldfishFocusMinute 7DayGoldfishCalm',
    art: '5StrokeGoldfish FoldAnOrigamiGoldfish GoldfishWatercolor 60SecondGoldfishSketch GoldfishThumbprintArt GoldfishBubbleWrapArt KidVsGrownupGoldfish DrawYourGoldfishAHome',
    tech: 'GoldfishSlowMoSwim GoldfishTankCam LetAnAppNameMyGoldfish 10SecondGoldfishEdit AutofocusVsGoldfish CanYouFocusOnAGoldfish GoldfishGreenScreen GoldfishPhoneMacro',
  },
  'paper clip': {
    dance:
      'PaperClipChainLimbo DanceLikeAPaperClip DeskmatePaperClipDuet 30SecondPaperClipGroove PaperClipRobotDance 10PaperClipMoves PaperClipFridayFreestyle PaperClipFreezePose',
    fitness:
      'PaperClipPickupSquats 100PaperClipCrunches PaperClipPlankTransfer PaperClipRepCounter DeskBreakBurpees OneMinutePaperClipDash ToesOnlyPaperClipRelay CanYouGrabTenPaperClips',
    cooking:
      'PaperClipSugarCookies 10MinPaperClipSnack PaperClipPretzelTwist CanYouPipeAPaperClip BakeOffPaperClipEdition 3IngredientPaperClipBites PaperClipGummies PaperClipShapedPasta',
    travel:
      'PaperClipPackingHacks 7SwapsFromOnePaperClip PaperClipTradeUpWalk HowFarCanAPaperClipGo ShowUsYourPaperClipTrip SundayPaperClipStroll PaperClipMapPins PaperClipTicketHolder',
    fashion:
      'PaperClipChainNecklace PaperClipEarringsDIY StackedPaperClipRings PaperClipBarrettes OfficeWearPaperClipGlowUp StylePaperClipsThreeWays 10MinPaperClipJewelry CanYouRock50PaperClips',
    music:
      'PaperClipKalimba OfficePaperClipRemix PaperClipJarShaker DeskDrawerDrumline 30SecondPaperClipBeat CanYouPlayAPaperClip 100PaperClipRainstick DrumOffPaperClipEdition',
    tech: 'PaperClipSimTrayTool 5PaperClipDeskTricks 60SecondPaperClipFix TangledMessVsPaperClips ShowUsYourPaperClipHack PaperClipPhoneStand PaperClipCableOrganizer PaperClipStopMotion',
    gaming:
      '60SecondPaperClipLinkUp PaperClipFlickGolf PaperClipMagnetFishing 20HiddenPaperClips PaperClipChainDuel PaperClipTugOfWar DeskmatePaperClipRelay CanYouBalance10PaperClips',
  },
  halloween: {
    fitness:
      'HalloweenMonsterCrawl 31DayHalloweenWorkout HalloweenZombieWalk PumpkinSquats TrickOrTreatSteps 10MinHalloweenCircuit BroomstickHalloweenRelay HalloweenFitFriday',
    prank:
      'HalloweenSkeletonPoses HalloweenGooglyEyes 10MinuteHalloweenMakeover SpotTheHalloweenChange PaperBatSwarm HalloweenFridgeFaces HalloweenMonsterMugs HalloweenSillySaturday',
    travel:
      'HalloweenCandyRouteMap HalloweenCornMaze OneHourHalloweenWalk PumpkinPatchDayTrip 10BestHalloweenHouses ShowUsYourHalloweenStreet HowManyHalloweenPumpkins HalloweenLightsStroll',
    art: 'HalloweenWindowArt DrawAMonsterForHalloween HalloweenPumpkinFaceOff PaperBatHalloweenWall 31DaysOfHalloweenDoodles 60SecondHalloweenSketch HalloweenCraftGlowUp HalloweenGhostPuppets',
    tech: 'HalloweenMonsterVoice AIHalloweenCostume 10SecHalloweenTransition CatchAGhostOnHalloween HalloweenCandyStopMotion YourFirstHalloweenVsNow 31DayHalloweenPhotoDare HalloweenWallpaperSwap',
    pet: 'HalloweenDoorbellTraining PawtraitsForHalloween HalloweenCandyOutOfReach ShowUsYourHalloweenKitty HalloweenBatToyPounce 7DayHalloweenDogTricks 10SecondHalloweenSitStay HalloweenCalmPetCorner',
    gaming:
      'HalloweenEscapeRoom FamilyHalloweenFaceOff HalloweenPumpkinBowling 31HalloweenRiddles HalloweenHideAndShriek GuessTheHalloweenMovie HalloweenTriviaDuel 60SecondHalloweenCharades',
  },
  tornado: {
    fitness:
      'TornadoKick StormChaserSprints 10MinTornadoCardio 50TornadoSquats TornadoTorsoTwist WhirlwindBurpees CanYouOutlastTheTornado TornadoTuesdayCircuit',
    funny:
      'TornadoBedroomReveal TidyVsTornadoKitchen StormChaserNarrator ToddlerTornadoPOV TornadoWeathermanSkit 10SecondTornadoCleanup CanYouMakeATornadoFace ToyTornadoTuesday',
    prank:
      'TornadoJarSurprise 100StickyNoteTornado 10SecondTornadoReveal CanYouSpotTheTornado ConfettiTornado TidyTornadoTuesday TornadoBalloonRoom TornadoDeskMakeover',
    cooking:
      '3IngredientTornadoBites TornadoOmelette TornadoCinnamonRolls CanYouFoldATornadoWrap TornadoPretzelTwists TornadoSmoothieSwirl 10MinTornadoParfait BattleOfTheTornadoToast',
    art: 'TornadoSpinPaint 60SecondTornadoSketch TornadoCoffeeFilterArt DrawATornadoInOneLine 5ShadeTornadoSwirl KidVsParentTornadoDoodle TornadoWatercolor ColorYourTornadoSky',
    tech: 'TornadoInABottleSlowMo PlayTornadoWeatherAnchor 5TornadoMythsBusted TornadoForecastFaceOff TornadoStopMotion 10SecondTornadoTransition TornadoGreenScreenReport AnimateYourTornadoDoodle',
    pet: 'TornadoZoomies TornadoCarrierReady ShowUsYourPetTornado PuppyTornadoAftermath DogVsKittenTornado CatTornadoAt3AM TinyTabbyTornadoTuesday 10SecondFurryTornado',
  },
  snowflake: {
    fitness:
      'SnowflakeStarJumps CatchTheSnowflake 100SnowflakeSquats SnowflakeAngelCrunches BlizzardBurpees 10MinSnowflakeWorkout CanYouHoldASnowflakePose SnowflakeStretchSunday',
    prank:
      'PaperSnowflakeAmbush SnowflakeInTheMailbox SnowflakeDeskBlizzard 100SnowflakesOnTheirDoor 10MinuteSnowflakeTakeover IndoorSnowDay CanYouFindEverySnowflake SnowflakeSurpriseSaturday',
    cooking:
      'SnowflakePancakes CanYouPipeASnowflake 10MinuteSnowflakeSnack 3IngredientSnowflakeBites SnowflakeCookieStencil SundaySnowflakeSmoothie KidVsParentSnowflakeToast SnowflakeFruitPlatter',
    speed:
      '10SnowflakesIn1Minute SnowflakeMatchPairsRace BeatTheSnowflakeClock 30SecondSnowflakeFold SnowflakeGarlandDash FastestFlurry SnowflakeDoodleSprint TeamSnowflakeRelay',
    music:
      'SnowflakeLullaby SnowflakeHumAlong 10SecondSnowflakeSong WaltzOfTheSnowflakes SleighBellSingalong SiblingSnowflakeDuet CanYouRhymeWithSnowflake SaturdaySnowflakeSerenade',
    tech: 'SnowflakeMacroLens SnowflakeStopMotion SnowflakeSelfieSaturday AIDesignsASnowflake CanYouFilmOneSnowflake NoTwoSnowflakesAlike 10SecondSnowflakeEdit HandmadeVsAppSnowflake',
    gaming:
      'SnowflakeBuildOff 60SecondSnowflakeHunt FindTheOddSnowflake SnowflakeSymmetryDuel CanYouCatch10Snowflakes SnowflakeBingo PaperSnowflakeRelay SnowflakeMemoryMatch',
  },
  brunch: {
    dance:
      'SundayBrunchShuffle BrunchWaffleWiggle PancakeFlipGroove BrunchBunchDanceOff BrunchDateTwoStep 5MoveBrunchRoutine CanYouBrunchToTheBeat BestieBrunchDuet',
    prank:
      'BrunchGooglyEyePancakes BrunchDessertFakeout IsItCakeBrunchEdition SurpriseBrunchIn10Minutes BrunchMenuOfDadJokes BrunchSillyPlaceCards BrunchTableDinoTakeover SillySundayBrunch',
    travel:
      'BrunchCrawl 5NeighbourhoodBrunchTour BestBrunchInTown BrunchNewCafeEachWeek BrunchLikeALocal 10DollarBrunchHunt ShowUsYourCitysBrunch SundayStrollToBrunch',
    art: 'BrunchFlatLay PaintBrunchWithCoffee BrunchNapkinDoodle SketchYourBrunchDate PancakePortrait BattleOfTheBrunchPlates 60SecondBrunchDrawing 5ColorBrunchPalette',
    tech: 'PlainToProBrunchPhoto AIPlansOurBrunch BrunchFoodFilterDuel 10SecondBrunchTransition BrunchPrepTimelapse PhoneEatsBrunchFirst ShowUsYourBrunchAngle BrunchSlowMoSyrup',
    gaming:
      '60SecondBrunchQuiz BrunchCrosswordDuel 20BrunchQuestions ChessOverBrunch LoserDoesTheDishes BrunchPancakeTowerTopple GuessMyBrunchOrder BrunchWouldYouRather',
  },
  turkey: {
    dance:
      'GobbleWobble TurkeyStrut TurkeyTrotDance 30SecondTurkeyShimmy KidsVsGrandpaTurkeyMoves StuffingShuffle CanYouWalkLikeATurkey ThankfulTurkeyThursday',
    travel:
      'PackForTurkeyDay TurkeySanctuaryStop WildTurkeySpotting TurkeyTrotNewCity TurkeyTravelsThenVsNow HowManyTurkeysCanYouSpot TurkeyFarmVisit 1HourTurkeyTrailWalk',
    fashion:
      'TurkeyHatRunway StyleTurkeyDayThreeWays 60SecondTurkeyGlam TurkeyTrotFitCheck GravyProofOutfit MeVsGrandmaTurkeyLook TurkeyTieTuesday TurkeySweaterGlowUp',
    tech: '10SecondTurkeyTransition TurkeyDayGroupChatPoll DrawAHandTurkeyOnline TurkeyVideoCallFeast GobbleSoundboard CanYouSpellTurkeyInEmoji TurkeyPlateStopMotion OldVsNewTurkeyPhotos',
    pet: 'TurkeyDayPetGratitude GobbleSoundReaction TurkeyPlushFetch 30SecondTurkeyToyHunt 3TurkeyTricksForPuppies TurkeyTrotWithMyDog KittyVsPuppyTurkeyTug CanYourCatSpotTheTurkey',
    gaming:
      'TurkeyBowlingNight TurkeyTriviaShowdown 10RoundTurkeyTournament KidsTableVsAdultsTurkey AfterDinnerCharades 60SecondTurkeyDrawing TurkeyWishboneDuel HideTheToyTurkey',
  },
  astronaut: {
    fitness:
      '10MinAstronautWorkout 100AstronautSquats AstronautSlowMoLunges CanYouPlankAstronautStyle AstronautMissionMonday MoonJumpPlyo TrainLikeAnAstronaut AstronautCrunchCountdown',
    prank:
      'AstronautHelmetOnTeddy 10SecAstronautCountdown GlowStarAstronautRoom AstronautFakeLaunch AnAstronautLeftThisNote MissionControlMorning AstronautPostcardFromMars WhoLetTheAstronautIn',
    travel:
      'AstronautAtThePlanetarium CanYouWaveToAstronauts PackLikeAnAstronaut AstronautMuseumSelfie AstronautMoonPicnic 5StopAstronautTour 1HourAstronautExpedition StarrySaturdayAstronaut',
    music:
      'AstronautCountdownSong ZeroGravityAstroJam AstronautLullaby 10SecondAstronautAnthem GroundToAstronautDuet CanYouRhymeWithAstronaut AstronautWakeUpSong 3NoteAstronautHum',
    tech: '3AstronautPhotoTricks CanYouTrackAnAstronaut AstronautMoonwalkEdit PajamasToAstronautGlowUp 10SecAstronautTransform WaveAtTheStation AstronautStargazingApp AstronautGreenScreenTrip',
    pet: '7DayAstronautPupTraining AstronautPlushFetch ShowUsYourAstronautPet AstronautTreatCountdown CatInARocketBox OneSmallStepForPaws 10SecondAstronautRecall AstronautMoonRockHunt',
  },
  unicycle: {
    dance:
      '30SecondUnicycleGroove UnicycleIdleSway BikeAndUnicycleDuet UnicycleWaltz PirouetteOnAUnicycle FreestyleFridayUnicycle UnicycleJazzHands 5MoveUnicycleRoutine',
    prank:
      'UnicycleFlowerHandoff OneWheelEntrance ArriveByUnicycle UnicycleSurpriseVisit UnicycleBalloonDrop UnicycleWakeUpWednesday 10SecondUnicycleReveal UnicycleDoodleDoorNote',
    cooking:
      'CanYouPipeAUnicycle 10MinUnicycleLunch UnicycleTireCake UnicycleEnergyBites UnicycleWheelPizza WheelieGoodUnicycleSnack 3IngredientUnicycleBars UnicyclePostRideSmoothie',
    travel:
      '5KmUnicycleAdventure UnicycleCoffeeRun TourTownOnOneWheel CanYouUnicycleEveryPark UnicycleRoundTheBlock SundayUnicycleSpin 30MinuteUnicycleExplore UnicycleLibraryVisit',
    fashion:
      'UnicycleStripedSocks StyleYourUnicycleHelmet 60SecondUnicycleGlam DressedForOneWheel BikeVsUnicycleLook UnicycleFitCheck UnicycleRunwayRoll UnicycleOutfitGlowUp',
    gaming:
      'UnicycleGameOfHorse FollowTheUnicycleLeader UnicycleTrickCombo 30SecUnicycleStandstill 10LapUnicycleRace FreezeOnAUnicycle CanYouBeatMyUnicycleTime TagTeamUnicycleRelay',
  },
  math: {
    dance:
      'PiDayShuffle MathTimesTableGroove NumberLineHop 10StepMathRoutine CanYouDanceAMathProblem MathCountTheBeats MathMovesMonday 60SecondMathBoogie',
    fitness:
      'MathAnswerReps PiDayRun 10SecondMathSquats FibonacciPushUps MathOrBurpees CanYouSolveMathMidPlank MathDiceWorkout MathMuscleMonday',
    prank:
      'MathMagicTrick PiDayPieSurprise CanYouSolveThisMath MathLockedTreatBox SundayShoppingListMath MathImpossibleQuestion MathPasswordWiFi MathEquationLoveNote',
    travel:
      'CanYouMathYourWayHome MathBudgetGetaway SymmetrySpotting 1000StepMathWalk MathsOnTheMap ShapeSafari MonumentMathMonday MathLicensePlateGame',
    art: 'MathMirrorFaceOff FibonacciSketch MathTilePatternArt 100SquareMathMosaic 60SecondMathMasterpiece GoldenRatioPortrait MathFractalDoodle DrawYourNameInMath',
  },
  train: {
    fitness:
      '10MinTrainCommuteReset TrainSeatStretch TrainRideCalfRaises 100StepsPerTrainStop TuesdayTrainTwists LocomotiveLunges TrainBackpackSquats TrainCabooseCrunches',
    cooking:
      '10MinTrainLunchbox TrainCupcakeCaboose TrainSnackBox BuildATrainOfSandwiches TrainDiningCarAtHome WatermelonLocomotive 5WagonCrackerTrain CanYouMakeTrainCookies',
    music:
      'TrainWhistleRemix 10SecondTrainJingle CanYouSoundLikeATrain PassengerTrainDuet TrainRideRhythm ClickityClackBeat TuesdayTrainTunes TrainEngineBeatbox',
    art: 'TrainWindowSketch DrawATrainIn30Seconds ToyTrainDiorama TrainTicketCollage 10CarriageTrainDoodle TrainFromToiletRolls KidVsGrownupTrainArt TuesdayTrainTracing',
    gaming:
      '60SecondTrainQuiz TrainConductorSays CanYouNameEveryTrainStop LongestTrainRouteWins TrainWindowISpy 10StationTrainHunt MexicanTrainDominoes FrontVsBackTrainBattle',
  },
  'post office': {
    prank:
      'PostOfficeNestingBoxes PostOfficePotatoPostcard SundayPostOfficeSurprise HugeLetterPostOffice FanMailForMom 100StampPostOfficeNote GuessWhatPostOfficeSent PostOfficeRiddleCard',
    fashion:
      'DressLikeAPostcard StylePostOfficeBlue3Ways RetroPostOfficeUniform PostOfficeErrandLook PajamasToPostOffice 60SecondPostOfficeOutfit PostOfficeQueueRunway PostOfficeEnvelopeClutch',
    tech: 'PostOfficeStopMotionMail PostOfficeQueueTimeLapse PostOfficeTrackingApp PostOfficeVideoPostcard EmailVsPostOfficeRace 3PostOfficePhoneTricks 10SecondPostOfficeEdit CanYouSkipPostOfficeLines',
    pet: 'PostOfficeTreatJar PostOfficeBoxCatFort PupWalkToPostOffice ShowUsYourPostOfficeDog 10SecondPostOfficeSitStay CatsVsPostOfficeBoxes PostOfficeParcelPounce PostOfficeKittyInspector',
    gaming:
      'PostOfficeParcelStack PlayPostOfficeAtHome PostOfficeMailSorter PostOfficeGuessTheWeight SpecialDeliveryQuest 60SecondPostOfficeSort 10LetterPostOfficeRelay FamilyPostOfficeFaceOff',
  },
  sunrise: {
    fitness:
      'SunriseRunClub 7DaySunriseWorkout 10MinSunriseStretch SunriseSquatSet FirstLightPushUps SunriseSaluteFlow CanYouBeatTheSunrise SnoozeVsSunriseFaceOff',
    funny:
      'SunrisePhotoVsReality EarlyBirdRegrets SunriseZombieWalk SnoozedTheSunrise DescribeSunriseIn3Words CanYouStayAwakeForSunrise SleepySundaySunrise SunriseAlarmNegotiation',
    prank:
      'IsItSunriseAlready SundaySunriseSerenade SunriseBalloonWakeUp SunriseRoosterAlarm SunriseFakeSunPoster RiseAndShineAmbush 10SecondSunriseSetup SunriseWindowSignHello',
    fashion:
      'StyleSunriseColors3Ways GoldenHourMakeup 60SecondSunriseGlam DressLikeASunrise SunriseOmbreNails BedheadToSunriseGlowUp SunrisePajamaStrut SunriseVsSunsetOutfit',
    art: 'ShowUsYourSunriseSky SunriseGradientCollage 7DaySunriseSketch PaintTheSunriseLive SunriseInThreeColors 60SecondSunriseDoodle KidVsParentSunriseArt SunriseWatercolorWash',
  },
  'food truck': {
    dance:
      'FoodTruckLineDance FoodTruckTacoTwoStep 30SecondFoodTruckGroove 5MoveFoodTruckRoutine OrderUpFoodTruckShuffle BestieFoodTruckDuet FoodTruckHappyDance FridayFoodTruckFreestyle',
    prank:
      'FoodTruckMiniatureMeal FoodTruckWindowPuppet FoodTruckHomeDriveThru FoodTruckBurgerCakeTrick 50FoodTruckOrderTickets 10MinuteFoodTruckPopUp FoodTruckJingleFakeout GuessWhoRunsTheFoodTruck',
    fashion:
      'WearFoodTruckColors3Ways FoodTruckFitCheck FoodTruckDateNightLook ChefVsCustomerFoodTruck PlainTeeFoodTruckMakeover DressLikeTheMenu ApronUpFoodTruck 60SecondFoodTruckGlam',
    art: 'DesignYourFoodTruck DrawAFoodTruckIn60Seconds FoodTruckSketchWalk FoodTruckChalkMenu BoxFoodTruckBuildOff FoodTruckLogoDoodle 5ColorFoodTruckPainting FoodTruckWatercolor',
    gaming:
      '60SecondFoodTruckRush FoodTruckGuessThePrice CanYouRunAFoodTruck FoodTruckTwentyQuestions SiblingFoodTruckFaceOff FoodTruckOrderMemory PretendFoodTruck 10PlateFoodTruckRelay',
  },
  yoga: {
    funny:
      'TryNotToLaughYoga MondayYogaMeltdown DadTriesYoga 10SecondYogaFreeze NamasteInBed YogaButMakeItDramatic YogaVsGravity YogaEndsInANap',
    prank:
      'YogaPlaylistSwap YogaMatGooglyEyes PlushieYogaClass YogaMantraNotes FakeYogaPoseName YogaSnoreSoundtrack YogaPhotobomb CanYouYogaWithoutGiggles',
    travel:
      'YogaWithAView ShowUsYourYogaSpot 10ParkYogaTour SaturdayYogaSafari YogaPoseAtEveryStop NamasteNomad YogaLandmarkLotus 1MinuteYogaEverywhere',
    gaming:
      'FamilyYogaPoseOff YogaSimonSays YogaFreezeDance LastYogiStanding RollTheDiceYoga 10MoveYogaSpeedrun YogaMemoryChain CanYouGuessMyYogaAnimal',
  },
  doctor: {
    prank:
      'DoctorsNoteSurprise TickleTuesdayDoctor DoctorOrdersIceCream ToyDoctorCheckup PrescriptionForFun DoctorThankYouBanner DoctorPrescribesNaps CanYouFoolTheDoctor',
    cooking:
      'DoctorsOrdersSoup KeepsTheDoctorAway DoctorNightShiftBento ThankYourDoctorCookies 10MinDoctorLunchbox 3IngredientDoctorSnack CanYouCookForADoctor SmoothieSundayDoctor',
    travel:
      '5KmDoctorsOrdersWalk DoctorHistoryMuseum SundayDoctorsNoteStroll DoctorPrescribedPark ShowUsYourDoctorBag TravelDocKit PackLikeADoctor DoctorFirstAidPouch',
    pet: 'PetPlaysDoctor 10SecondDoctorPawCheck DoctorVisitBravePup 7DayDoctorReadyDog ShowUsYourDoctorKitty PawsForACheckup TreatTuesdayDoctorTrip DoctorWaitingRoomCalm',
  },
  brownie: {
    fitness:
      'EarnYourBrownie RunForABrownie 25MinuteBrownieWorkout BrownieRepCountdown BrownieBatterBattle BrownieWallSitWait 100BrownieSquats CanYouPlankTillBrownies',
    prank:
      'BrownieCrumbsOnlyBox CanYouFindTheBrownie BrownEsNotBrownies 10SecondBrownieSwitch BrownieGooglyEyes BrowniePaperCutouts BrownieLastPieceBluff BrownieTinFullOfGrapes',
    music:
      'BrowniePanDrums SingToYourBrownies WriteABrownieJingle 25MinuteBrowniePlaylist KitchenBrownieDuet CanYouRhymeWithBrownie BrownieBeatBattle BrownieWhiskRhythm',
    art: 'DrizzleArtOnBrownies BrownieStencilDusting BrownieMosaic BrownieFaceOff PaintABrownieWithCocoa 60SecondBrownieDoodle 5ColorBrownieFrosting BoxMixBrownieGlowUp',
  },
  dog: {
    prank:
      'DogMagicTrick CanYourDogKeepSecrets DogDeliversANote MyDogSignedThisCard DoggoDoppelganger WhereDidTheTreatGo DogCardboardCutoutOwner DogSockPuppetHello',
    cooking:
      'DogBirthdayCake FrozenPupsicles 3IngredientDogBiscuits DogRatesMyTreats 10MinDogTreatPrep BarkuterieBoard CanYourDogWaitForIt HomemadeVsStoreDogChew',
    tech: 'DogCamWhileImOut 10SecondDogTransition TalkingButtonsForDogs VideoCallMyDog DogSlowMoShake CanYourDogTakeASelfie 3DogPhotoTricks PuppyToDogGlowUp',
    gaming:
      'CanYourDogBeatMyTime DogHideAndSeek DogSolvesPuzzleToy 60SecondDogTrickRun 10CupDogShellGame FetchQuest DogMusicalSits OwnerVsDogSniffOff',
  },
  bedroom: {
    fitness:
      '10MinBedroomWorkout 100BedroomSquats BedroomWallSit CanYouSweatInYourBedroom BedsideBurpees WakeUpPlankLadder BedroomDoorwayStretch BedroomBurpeeBattle',
    cooking:
      '10MinBedroomSnackBoard BedroomTeaParty CanYouMakeABedroomFeast BedroomFloorPicnic BreakfastInBed PillowShapedCookies 3IngredientBedroomTreats BedroomTrayBrunch',
    travel:
      'TurnYourBedroomIntoTokyo BedroomStaycation 7DayBedroomWorldTour BedroomSouvenirShelf HotelStayVsBedroom SundayBedroomSafari MyBedroomAsAResort BedroomParisForANight',
    gaming:
      '60SecondBedroomTidyRace CanYouBeatMyBedroomRecord BedroomSockBowling BedroomEscapeRoom CozyGamerCorner BedroomPillowFortWar TheBedroomOlympics 10ThingsHiddenInBedroom',
  },
  lamp: {
    prank:
      'WhoMovedMyLamp SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes LampSilhouetteCutout 20TinyLampFaces LampMessageMonday LampWithAMustache',
    travel:
      'LampPostSelfieTour LampLitStreetsAtNight Spot10VintageLamps LampMarketBargainHunt OneHourLampSafari ShowUsYourCitysLamps SundayStreetLampStroll FindTheOldestLamp',
    tech: 'SmartLampSetup LampSunriseAlarm 5LampLightingHacks CanYourLampSpellHello 10SecondLampTransition LampShadowPhotoTrick ProgramALampRainbow LampMorseCode',
    gaming:
      '60SecondLampCharades 10RoundLampQuiz EscapeRoomLampClue LampShadowPuppetGuess LampOnOffMemory CanYouBeatTheLampTimer FamilyLampShowdown LampColorCodeBreaker',
  },
  barista: {
    fitness:
      '10MinBaristaWorkout 50BaristaCalfRaises EspressoBreakSquats DoubleShotBurpees CanYouOutlastABarista BaristaWristReset BaristaShiftStretch MondayMorningBarista',
    travel:
      '5CityBaristaTour AskTheLocalBarista OneHourBaristaWalk BaristaSecretMenuHunt ShowUsYourCitysBarista BaristaCafeCrawl BaristaPicksMyNextStop HomeBrewVsBarista',
    music:
      'SingItToTheBarista OpenMicBaristaNight BaristaOrderChant 10SecondBaristaJingle BaristaBeatboxBattle 3MugBaristaDrumSolo BaristaCallAndResponse BaristaCupClinkSong',
    pet: 'ShowUsYourBaristaPup BaristaKnowsMyPuppy CanCatsBeBaristas 10SecondBaristaHighFive BaristaShopDogDay BaristaPetNameOnMug BaristaTreatJarVisit SaturdayBaristaSpaniel',
  },
  mattress: {
    dance:
      'MattressFlopFinale 30SecondMattressGroove SiblingMattressDuet CanYouMoonwalkOnAMattress MattressMoveMonday PajamaPartyShuffle TheMattressMambo MattressFreezeDance',
    wellness:
      'FreshSheetsFridayMattress MattressBodyScan NoPhonesOnTheMattress 7NightMattressRoutine OldVsNewMattressSleep MattressStretchBeforeBed MattressMindfulMinute MattressGratitudeList',
    music:
      'MattressYawnChorus 10SecondMattressSong PillowVsMattressDrumOff FiveLittleMonkeysCover MattressLullabyHour BedtimeStoryRap CanYouRhymeWithMattress SleepySundayMattress',
    tech: 'MattressSleepScoreDuel 10SecMattressStopMotion CanAnAppRateYourMattress MattressWhiteNoiseTest MattressMovesItself 7NightMattressTracker MorningMattressMonday MattressBedtimeTimelapse',
  },
  tailor: {
    dance:
      'TailorTapeTwirl 30SecondTailorGroove TailorButtonBounce ClientAndTailorDuet StitchInTimeStep TailorHemlineHustle CanYouMoveLikeATailor TailorTangoTuesday',
    prank:
      'TailorFixedYourFave TailorTinyBowTies CanYouSpotTheTailorTrick TailorTeddySuit TailorPatchSurprise HiddenPocketNote TailorFabricFlowers TailorClownCostumeFitting',
    art: '60SecondTailorDrawing TailorButtonMosaic 5SwatchTailorRainbow TailorsChalkDoodle ScrapFabricCollage TailorFashionSketch DesignerVsTailorDrawOff TailorPaperPatternArt',
    pet: 'ShowUsYourTailorsKitten TailorBoxCatHideout 10MinTailorPuppyTent TailorScrapFabricBed TailWagTailor CanMyDogJudgeTheTailor 3SwatchTailorPetPick TailorKittyCatnipPillow',
  },
  gym: {
    dance:
      'GymDanceBreak 30SecondGymGroove BestieGymDuet CanYouMoonwalkAtTheGym GymRatRave DumbbellDisco GymWarmUpBoogie FunkyFridayGym',
    music:
      'GymHypeSong 5TrackGymWorkout GymBeatDropLift KaraokeOnTheGymBike SingThroughYourGymSet GymRapBattle GymPlaylistSwap MondayMotivationGym',
    gaming:
      'GymLevelUp GymAchievementUnlocked 60SecondGymBossFight RollTheDiceGymDay BeatTheGymLeader 30SessionGymQuest GymCardDeckWorkout TagTeamGymRelay',
  },
  soccer: {
    travel:
      'SoccerStadiumTour SoccerInEveryParkInTown SoccerBallTravelBuddy AwayDayAdventure CheerAtALocalSoccerGame 10KickupsPerSoccerTrip ShowUsYourSoccerSpot SundaySoccerSafari',
    fashion:
      'SoccerJerseyFit MatchdaySoccerScarf RetroKitRevival StyleOneSoccerShirt3Ways 60SecondSoccerGlam PitchToPartySoccerGlowUp SoccerHomeVsAway SoccerSocksSaturday',
    tech: 'SoccerRefReviewAtHome SoccerSlowMoReplay SoccerSkillsBurstMode 10SecondSoccerTransition HowFastIsMyShot CanYouFilmSoccerInOneTake AppVsCoachSoccerDrills 7DaySoccerSkillVlog',
  },
  bread: {
    fashion:
      'BaguetteUnderTheArm BreadToneOutfit WearBreadColors3Ways 60SecondBreadGlam CroissantVsBreadStyle BreadBakerFitCheck BreadClipEarrings DressLikeALoafOfBread',
    music:
      '10SecondBreadJingle BaguetteDrumsticks BreadKneadBeat GrandmaBreadDuet RockNRollBread CanYouRhymeWithBread BreadAndButterBlues SingToYourBread',
    pet: 'BreadOrCatLoaf ShowUsYourPetAsBread BreadBasketNap PuppyVsBreadPillow SnoozySundayBreadBunny PupFinds10BreadToys BreadShapedDogBed BreadKittyKneading',
  },
  'self care': {
    educational:
      'SelfCareSleepCycles 60SecondSelfCareLesson 7DaySelfCareScience IsSelfCareSelfish SelfCareNapExperiment MythOrFactSelfCare StudySundaySelfCare SelfCareWaterIntakeWeek',
    travel:
      'SelfCareSoloTrip 24HourSelfCareGetaway 3StopSelfCareStroll PackASelfCareBag SelfCareTableForOne SelfCareTrainWindowSeat SelfCareStaycation SundaySelfCareSafari',
    music:
      'BestieSelfCareDuet SelfCarePlaylistSwap 10MinuteSelfCareMix 5TrackSelfCareReset SelfCareShowerSong SundaySelfCareSerenade SlowSongSelfCare SelfCareHumAndBreathe',
  },
  turtle: {
    travel:
      '1MileTurtleSpeedWalk CanYouSpotATurtle TurtlesAtTheAquarium TurtlePaceSightseeing HowManyTurtlesOnTheLog TurtleRescueVisit TurtleTourTuesday ShowUsYourTurtleFinds',
    music:
      'TurtleSlowJam SongForMyTurtle TurtleLullaby 10SecondTurtleTune CanYouSingAtTurtleSpeed TurtleAndHareDuet 3NoteTurtleHum SeaTurtleSerenade',
    gaming:
      'TurtleRaceBoardGame 60SecondTurtleSpeedrun SlowestTurtleWins TurtleTriviaNight TurtleFreezeTag TurtleTowerStack CanYouOutwaitATurtle HareVsTurtleRematch',
  },
  calculator: {
    fitness:
      'CalculatorSquatSums RandomNumberReps OddEvenBurpees 100CalculatorSitUps 10MinCalculatorCircuit CanYouBeatTheCalculator CoachVsCalculator CalculatorLungeLadder',
    prank:
      'CalculatorMagicTrick CalculatorSaysHello CanYouSpellOnACalculator 10SecondCalculatorGag MindReadingMath 1089CalculatorSurprise FakeErrorCalculator CalculatorMondayMixUp',
    music:
      'PlayASongOnACalculator 10SecondCalculatorTune CalculatorBeepRemix CalculatorBeatBattle CanYouRhymeWithCalculator KeypadKaraoke PhoneAndCalculatorDuet CalculatorRapVerse',
  },
  toothbrush: {
    prank:
      'ToothbrushGooglyEyes 10SecondToothbrushSwitch GiantToothbrushSwap ToothbrushMirrorNote CanYouFindYourToothbrush TalkingToothbrushTuesday ToothbrushWithAMustache 3ToothbrushDisguises',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip 10MinuteToothbrushPack ToothbrushWithAView ToothbrushCarryOnCheck 5CityToothbrushTour HotelVsHomeToothbrush SundayToothbrushSelfie',
    gaming:
      'ToothbrushBossBattle ToothbrushHighScore 2MinuteToothbrushQuest 30DayToothbrushStreak PlaqueInvaders CavityCrusherLevel ToothbrushRelayRace ToothbrushTableHockey',
  },
  hug: {
    prank:
      'HugCouponBook HugInABox HugFakeoutHighFive SneakyHugSquad HugTagYoureIt CanYouDodgeMyHug HugFromAllTheToys MysteryHugMonday',
    travel:
      'HugYourTravelBuddy CanYouHug10Trees 5CityHugTour ArrivalsHallHugs HugALandmark FreeHugsAtTheStation WelcomeHomeHugs SundaySurpriseHug',
    music:
      'HugItOutAnthem GroupHugSingAlong BearHugBallad HugLullabyDuet 10SecondHugSong SnugAsAHug CanYouHumMidHug TenderTuesdayHug',
  },
  oven: {
    funny:
      'OvenLightNatureDoc DramaticOvenPeek OvenMittPuppets OvenTimerOpera 10SecondOvenDrama CanYouResistOvenPeeking WhoLeftTheOvenOn MicrowaveVsOvenRace',
    prank:
      'FakeBurntCookies OvenTimerSerenade OvenWindowNote PhantomOvenDing MondayOvenMakeover OvenMittHandshake 10SecondOvenSurprise OvenDoorSmileySticker',
    fashion:
      'OvenMittMakeover 60SecondOvenFit ChefVsBakerOvenStyle KitchenToTableOvenGlowUp OvenReadyGlam PastelBakeryOutfit OvenFreshLook OvenApronFiveWays',
  },
  tricycle: {
    fitness:
      'TricyclePedalSprint 10MinTricycleWorkout CanYouFitOnATricycle TricycleHundredLaps ThreeWheelCardio ParentChildTricycleRelay TricycleTuesdaySpin TricycleConeWeave',
    music:
      'TricycleBellBeat 10SecondTricycleTune SiblingTricycleDuet ParadeOfTrikes TricycleBuiltForThree HandlebarHarmony CanYouRhymeWithTricycle 3HonkTricycleSymphony',
    pet: 'ShowUsYourTricyclePup TricycleCatVsBell TricycleDogEscort 10SecondTricycleSniff ThreeWheelsFourPaws CanMyPetBeatATricycle TerrierTuesdayTricycle TricycleKittenInspection',
  },
  'sticky note': {
    educational:
      '100StickyNoteWords StickyNoteMemoryPalace StudySundayStickyNotes CanYouRecall20StickyNotes StickyNoteTimeline QuizMeWithStickies 10MinStickyNoteLesson StickyNoteLanguageLabels',
    gaming:
      'StickyNoteForeheadGame 60SecondStickyNoteGuess WallWarsStickyNotes StickyNotePixelHero StickyNoteEscapeRoom StickyNoteClueHunt 50StickyNoteSpeedrun TagTeamStickyNoteRelay',
  },
  breakfast: {
    educational:
      'BreakfastToastShadeGuess 7DayWorldBreakfastTour BreakfastCountryQuiz CerealBoxDetective BreakfastEggFloatTest ReadABreakfastLabel 60SecondBreakfastScience CanYouNameThatBreakfast',
    gaming:
      'FamilyBreakfastFaceOff Guess10BreakfastCereals BreakfastSpoonFlickGoal BreakfastOrderUpRush 60SecondBreakfastQuiz WaffleTicTacToe BreakfastWouldYouRather BreakfastMenuMemory',
  },
  paris: {
    cooking:
      'ParisCafeBreakfast ParisCroissantBake ParisJamTartines CanYouPipeAParisMacaron HomeVsParisBaguette 10MinParisPicnic MadeleinesFromParis 3IngredientParisDessert',
    pet: 'ShowUsYourParisPooch 10SecondParisPawtrait ParisPicnicWithPup ParisEiffelScratchPost PawsInParis ParisCafeWaterBowl CatVsPuppyParisPose ParisKittenCroissantNap',
  },
  puzzle: {
    funny:
      'PuzzleBoxVsReality LastPuzzlePieceMissing AllSkyPuzzlePanic 7DayPuzzleCountdown CanYouFinishThePuzzle PuzzleMeltdownMonday PuzzleCatSabotage PuzzleSportscaster',
    educational:
      '60SecondPuzzleMath 7ContinentPuzzleQuiz CanYouSolveThisPuzzle PuzzleLogicLesson KidVsParentPuzzleRace CountTheEdgePieces PuzzleSortingStrategy PuzzleRiddleOfTheDay',
  },
  tractor: {
    dance:
      'TractorTwoStep TractorLineDance 30SecondTractorShuffle GreenTractorGroove HayBaleHoedown FarmerAndTractorDuet CanYouMoveLikeATractor TractorTapTuesday',
    travel:
      'TractorHayride TractorPumpkinPatchRide VintageTractorRally 5VillageTractorTour HowManyTractorsCanYouSpot SundayTractorStroll TractorShowSafari TractorFarmStandVisit',
  },
  museum: {
    fitness:
      '10000StepMuseumDay MuseumMarathon FreezeLikeMuseumArt StatuePlankOff CardioAtTheMuseum MuseumMileWalk 2HourMuseumWalkathon MuseumMondayStretch',
    cooking:
      'MuseumMasterpieceCake FossilMuseumCookies 10MinMuseumToast MuseumArtOnAPlate CanYouCopyThisMuseumPiece MuseumCafeCopycat 3IngredientMuseumSnack MuseumDinosaurBakeOff',
  },
  couch: {
    fitness:
      '10MinCouchCardio CouchToFiveK 100CouchSitUps SplitSquatOnTheCouch CouchEpisodeSquats CanYouOutlastYourCouch CouchPotatoGlowUp CouchAdBreakWorkout',
    tech: '10SecondCouchTransition 3CouchPhoneHacks CanYouEditYourCouchAway CouchNapTimelapse CouchCushionStopMotion CouchVideoCallGlowUp CouchCinemaSetup FilterFridayCouch',
  },
  grandpa: {
    fashion:
      'WearGrandpasSweater3Ways DressLikeYourGrandpa RaidGrandpasCloset GrandpaCardiganLook GrandpaAt20VsMe 60SecondGrandpaFit GrandpaStyleRecreate CanYouBeatGrandpasDrip',
    tech: 'TeachGrampsAnApp GrandpaFirstSmartphone GrandpaHomeVideoRescue GrandpaVsGadgets 60SecondGrandpaSelfie CanGrandpaOutTypeMe 3AppsForGrandpa GrandpaEmailLesson',
  },
  owl: {
    prank:
      'OwlNoteInTheMailbox CanYouSpotTheOwl OwlPlushPeekaboo OwlPostSurprise 100PaperOwlsOvernight WhooWasThat SnowyOwlDelivery OwlBeRightBack',
    cooking:
      'OwlEyeCupcakes OwlFaceToast 10MinOwlSnack NightOwlNachos CanYouPipeAnOwlCookie 3IngredientOwlBites KidVsParentOwlPancakes OwlFruitPlatter',
  },
  truck: {
    fitness:
      '10MinTruckWorkout 100TruckSquats CanYouCarryLikeATruck TuesdayTruckTraining TruckUnloadCircuit ToyTruckRollOuts TruckDriverStretches TruckGroceryHaulLunges',
    fashion:
      '60SecondTruckFit TruckFlannelLayers TruckStopChic VintageTruckTee FarmVsCityTruckLook TruckMechanicOveralls WearTruckDenim3Ways TruckWorkBootsStyle',
  },
  wedding: {
    wellness:
      'PreWeddingSelfCare 30DayWeddingCalm 5MinuteWeddingReset WeddingPlanningPause WeddingPhoneFreeDinner VowsToYourself WriteYourWeddingThankYous WeddingWindDownWednesday',
  },
  'air fryer': {
    wellness:
      '7DayAirFryerVeggies AirFryerSundayReset 10MinAirFryerUnwind MindfulAirFryerWait BreatheTillItBeeps AirFryerComfortSnack StretchWhileAirFryerRuns WindDownWednesdayAirFryer',
  },
  island: {
    pet: 'ShowUsYourIslandDog 10SecondIslandZoomies IslandKittenHammock IslandTikiPetBed SunnySundayIslandBunny AlohaPupLuau IslandHermitCrabHome IslandCatShadeNap',
  },
  typing: {
    travel:
      '100WordTypingPostcard TypingOnTheTrain 10MinuteTypingEscape TypingCafeCorner TypingAtTheLibrary WiFiWithAView CanYouKeepTypingAbroad SlowTravelTypingSunday',
  },
  pillow: {
    tech: '7DayPillowSleepScore PillowPhoneStand PillowFightSlowMo PillowFortTimeLapse 10SecondPillowTransition CanYouAnimateAPillow PillowMovieNightSetup AlarmVsPillowFaceOff',
  },
  'dog walk': {
    gaming:
      'DogWalkBingo DogWalkSideQuest GeocacheDogWalk SniffAndSeek CanYouSpotItOnDogWalks 30MinuteDogWalkLevelUp DogWalkScavengerHunt 10ThingsEveryDogWalk',
  },
  parkour: {
    funny:
      'ParkourSoundEffects LazyParkour ParkourCommentary ProVsMeParkour ParkourExpectations MondayMorningParkour ParkourDollStunts FingerParkour',
  },
  mouthwash: {
    funny:
      'MouthwashStingFace MouthwashDramaticReading CanYouSellMeMouthwash MouthwashVsToothpasteRap NarrateMyMouthwashSwish MouthwashMirrorPepTalk OverActTheMouthwash MouthwashMondayMood',
  },
};
