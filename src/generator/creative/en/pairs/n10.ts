import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  onesie: {
    dance:
      'OnesieZipOnTheDrop DinoOnesieStomp BunnyHopInAOnesie PenguinOnesieWaddle OnesieHoedown WagYourOnesieTail OnesieConga OnesieFlashMob',
    fitness:
      'BearCrawlInAOnesie FrogOnesieLeaps DownwardDogOnesie FlamingoOnesieBalance SlothOnesieStretch TRexOnesieLunges OnesieJumpRope OnesieHulaHoop',
    funny:
      'StuckInMyOnesie ActLikeYourOnesie OnesieNatureNarrator DadInADinoOnesie OnesieTailChase SeriousNewsInAOnesie OnesieJobInterview GrandpasFirstOnesie',
    prank:
      'MatchingOnesieAmbush OnesieBreakfastInBed OnesieOutfitSwap OnesieFamilyPortrait TeddyWearsDadsOnesie OnesiePhotobomb GooglyEyedOnesieHood SurpriseOnesieTwin',
    educational:
      'AnimalFactsInAOnesie HowOnesieZippersWork SewAOnesiePatch FleeceVsCottonOnesie FoldAOnesieNeatly OnesieInFiveLanguages ReadAloudInAOnesie MeasureForAOnesie',
    cooking:
      'LazyOnesieBrunch DinoNuggetsInAOnesie OnesieCocoaBar BearOnesieHoneyToast PandaOnesieRiceBalls OnesiePopcornNight UnicornOnesieCupcakes OnesiePizzaParty',
    travel:
      'OnesieRoadTrip FlyInAOnesie OnesieCampout PackOnlyAOnesie DinoOnesieMuseumVisit PenguinOnesieZooDay OnesieStargazingNight OnesieParkPicnic',
    wellness:
      'OnesieSundayReset FaceMaskInAOnesie OnesieAndAGoodBook PhoneFreeOnesieNight PowerNapInAOnesie OnesieBreathingBreak OnesieGratitudeJar RainyDayOnesie',
    speed:
      'FastestIntoAOnesie OnesieRelay OnesieBeforeTheToast FoldAOnesieIn10 OnesieSackRace TeddyOnesieSpeedDress OnesieTidyUpTimer ObstacleCourseInAOnesie',
    music:
      'DinoOnesieKaraoke OnesieLullabyCover OnesieBoyBand KazooInAOnesie OnesieAirGuitar OnesieDrumCircle PenguinOnesieChoir UnicornOnesieSingAlong',
    art: 'DrawYourDreamOnesie TieDyeAOnesie OnesieSelfPortrait OnesiePaperDoll FeltEarsForAOnesie OnesieInClay PatchworkOnesie StencilAOnesie',
    tech: 'AIDesignsMyOnesie GreenOnesieInvisible OnesieStopMotion OnesieVirtualTryOn SlowMoOnesieTail TimelapseOnesieNap OnesieTransitionEdit OnesiePhotoDump',
    pet: 'CatChasesMyOnesieTail PetParentOnesie OnesieSofaSnuggle KittenNapOnMyOnesie OnesieFetchInTheYard OnesieTummyRubs ParrotOnMyOnesieHood OnesieTrainingSession',
    gaming:
      'OnesieCharades BlindfoldOnesieSticker OnesieHideAndSeek OnesieMusicalChairs SimonSaysInAOnesie GameNightInOnesies WhoseOnesieIsIt OnesiePillowFight',
  },
  evening: {
    dance:
      'EveningGownTwirl GoodEveningBallroom EveningNewsIntroDance FireflyEveningShuffle MoonlitEveningWaltz EveningPorchTwoStep SilhouetteEveningSway EveningKitchenDisco',
    fitness:
      'EveningNewsSquats EveningStarJumps EveningPowerWalk EveningSkippingRope TenMinuteEveningHIIT FamilyEveningRelay ParkBenchEveningDips SunsetEveningYoga',
    funny:
      'MyDayAsEveningNews GoodEveningButler MorningMeVsEveningMe EveningZoomies EveningGownForTakeout EveningFridgeRaid WhenEveningPlansCancel EveningTalkShowHost',
    prank:
      'EveningGownWelcome EveningPillowMints EveningSerenadeAmbush EveningRoomService SurpriseEveningDisco StuffiesEveningBash TeaForTeddyThisEvening GoodMorningAllEvening',
    educational:
      'WhyIsTheEveningSkyRed SpotTheEveningStar WhenDoesEveningStart GoodEveningIn5Languages EveningShadowLength EveningYawnScience NameTheEveningBirdsong EveningMoonPhaseLog',
    cooking:
      'SundayEveningRoast EveningSnackBoard GoodEveningMocktails CozyEveningSoup EveningLeftoverRemix EveningPicnicBasket HomemadePizzaEvening TakeoutFakeoutEvening',
    travel:
      'EveningMarketHop EveningCitySkyline ChaseTheEveningLight EveningBeachStroll EveningTrainWindow StreetFoodEvening FindTheBestEveningView OldTownEveningWalk',
    fashion:
      'DayToEveningLook ThriftAnEveningGown BlackTieEvening EveningClutchDIY EveningSparkleMakeup SneakersAndEveningWear EveningScarfKnots EveningLayerUp',
    speed:
      'TidyBeforeEveningNews BeatTheEveningSunset EveningGownQuickChange EveningPrepSprint EveningTableSetRace EveningLaundryFoldOff DishesDoneByEvening FirstToSpotEveningStar',
    music:
      'EveningPorchJam EveningNewsThemeCover CricketChorusEvening EveningSerenade SmoothEveningJazz EveningRadioDJ BluesAboutMyEvening WhistleInTheEvening',
    art: 'EveningSkyOmbre EveningSilhouetteArt SketchYourEveningView DesignAnEveningGown EveningLandscapePastel CollageOfEveningStars PaintingEveryEvening EveningDoodleDiary',
    tech: 'EveningTimelapse EveningBlueLightTest LongExposureEvening AIPlansMyEvening StargazingAppEvening EveningVlogOneTake ScreenTimeByEvening EveningPhotoDump',
    pet: 'EveningSniffWalk EveningZoomiesCam EveningTreatPuzzle EveningBrushingRitual GoldenEveningFetch DogsEveningStoryTime CatWindowEveningWatch QuietEveningLapNap',
    gaming:
      'FamilyGameEvening EveningQuizShow EveningCharades FlashlightTagEvening EveningWhodunnit ThousandPieceEvening CheckmateByEvening SaturdayEveningCoOp',
  },
  forklift: {
    dance:
      'ForkliftLoadShuffle BeepingForkliftBounce ForkliftRaiseAndDrop ForkliftWaltz ThreePointForkliftTurn RobotForkliftPop HardHatForkliftHop SafetyVestForkliftStrut',
    fitness:
      'SquatLikeAForklift FarmersCarryForklift ForkliftArmRaises ForkliftDeadlift ForkliftShiftStretch BackwardsForkliftWalk LaundryBasketForklift ForkliftBoxStepUps',
    prank:
      'ForkliftBeepSneak ToyForkliftDelivery ForkliftAwardCeremony ForkliftZoneSign ForkliftParkingOnly SeriousForkliftBriefing HiVisForkliftGreeting WhoOrderedAForklift',
    educational:
      'HowAForkliftBalances ForkliftSafetyQuiz ForkliftHandSignals BuildACardboardForklift ForkliftHydraulicsDemo DayInTheLifeForklift ForkliftLeverExperiment WhyForkliftsBeep',
    cooking:
      'ForkliftShiftLunchbox ToyForkliftCakeTopper WafflePalletForklift StackedForkliftSandwich ForkliftSnackDelivery ForkliftCookieCrates GrahamCrackerForklift ForkliftPartyPlatter',
    travel:
      'ForkliftSpottingWalk PackLikeAForklift ShippingPortForklift FarmTourForklift LumberYardForkliftTrip TransportMuseumForklift ForkliftFanDayOut AirportLuggageForklift',
    fashion:
      'ForkliftWorkwearFit SteelToeForkliftBoots ForkliftVestRunway ForkliftShiftToDinner DIYForkliftTee YellowLikeAForklift HardHatForkliftStyle MatchingForkliftCrew',
    wellness:
      'ForkliftNightShiftSleep ForkliftLowerBackCare ThankAForkliftDriver SlowDownLikeAForklift WaterBreakForkliftCrew ForkliftNeckStretch ForkliftLunchWalk OffDutyForkliftUnwind',
    speed:
      'ForkliftBoxStackRace SpeedyForkliftCupCarry TwoSpatulaForklift ForkliftShelfRestock ForkliftTrunkPack ForkliftPalletSort ToyForkliftTimeTrial GroceryUnloadForklift',
    music:
      'ForkliftBeepBeat OdeToAForklift DrumOnAForkliftPallet ForkliftLullaby ForkliftSafetyJingle ForkliftOperaAria ACappellaForklift HonkyTonkForklift',
    art: 'ForkliftPalletMural ForkliftPopArt SculptAForkliftInClay OneLineForklift SafetyPosterForklift CartoonForkliftMascot PixelForklift ForkliftBlueprint',
    tech: 'ForkliftBeepRingtone ForkliftStopMotion CodeAForkliftGame ForkliftPOVCam GreenScreenForklift AIDesignsAForklift EditAForkliftTrailer ForkliftMemeMaker',
    pet: 'ToyForkliftTreatDelivery ForkliftCardboardCastle PalletPetBedForklift ForkliftReverseTrick ForkliftHamsterHideout KittyForkliftBox ParrotBeepsForklift ForkliftSlowWalkPup',
    gaming:
      'PlayAForkliftSim ForkliftBlockTower ForkliftSpottingBingo ForkliftBoxPuzzle SimonSaysForklift ForkliftTriviaNight ToyForkliftParkingGame WarehouseForkliftQuest',
  },
  keyboard: {
    dance:
      'AirKeyboardSolo FloorKeyboardStomp KeyboardClackChoreo SynthKeyboardRobot KeyboardDiscoFingers 80sKeyboardGroove KeyboardBalladSway KeyboardFreezeDance',
    fitness:
      'KeyboardTypoPushUps PlankPoseKeyboardTest KeyboardWristCircles KeyboardSquatBreak PostureCheckKeyboard KeyboardFingerAerobics HourlyKeyboardStretch AwayFromKeyboardWalk',
    funny:
      'HackerMovieKeyboard KeyboardSmashReading HuntAndPeckKeyboard OvenMittKeyboard TypingOnAPianoKeyboard LoudestKeyboardAward CapsLockKeyboardVoice WhatsInMyKeyboard',
    prank:
      'GooglyEyesOnKeyboard KeyboardStickyNotes WrappingPaperKeyboard KeyboardBalloonArch ToyKeyboardSwap UpsideDownKeyboard KeyboardSecretMessage KeyboardSoundPackSwap',
    educational:
      'WhyTheKeyboardIsQwerty KeyboardShortcutsQuiz HowKeyboardSwitchesWork GuessTheKeyboardLanguage PianoKeyboardNoteNames KeyboardHomeRowDrill InsideAKeyboard MorseCodeOnAKeyboard',
    cooking:
      'KeyboardCookies CrumbFreeKeyboardSnacks PianoKeyboardCake WaffleKeyboard KeyboardCrackerPlatter ChocolateKeyboard LetterBiscuitKeyboard KeyboardBrownieBites',
    travel:
      'LaptopKeyboardWithAView KeyboardCafeHop KeyboardOnTheTrain ForeignKeyboardHunt KeyboardFreeHoliday MusicShopKeyboardTour OutdoorKeyboardOffice StreetPianoKeyboard',
    fashion:
      'KeyboardEarrings PianoKeyboardScarf QwertyKeyboardTee AboveTheKeyboardFit RockStarKeyboardist KeyboardCharmBracelet KeyboardNailArt KeyboardColorwayOutfit',
    wellness:
      'UnplugFromTheKeyboard KeyboardFreeSunday SoftClickKeyboardASMR KeyboardGratitudeLog KeyboardPostureReset EyeRestKeyboardBreak CalmingPianoKeyboard CleanKeyboardClearMind',
    speed:
      'AlphabetKeyboardSprint KeyboardWPMDuel KeyboardReassemblyRace KeyboardScaleSpeedrun OneFingerKeyboardDash TongueTwisterKeyboard KeyboardShortcutBlitz BackwardsKeyboardName',
    music:
      'TypingBeatKeyboard KeyboardDemoButtonJam ToyKeyboardCover ThreeChordKeyboardSong FourHandsOneKeyboard LullabyOnTheKeyboard EyesClosedKeyboard KeyboardSynthBassline',
    art: 'KeyboardKeycapMosaic ASCIIArtKeyboard CustomKeyboardDesign KeyboardPencilSketch OpticalIllusionKeyboard KeyboardLetterCollage ClayKeyboardMiniature RainbowKeyboardPainting',
    pet: 'CatTypesOnMyKeyboard DogPlaysTheKeyboard PetProofYourKeyboard ParrotMimicsKeyboard KeyboardLullabyForPup KeyboardCuddleBreak KeyboardOfficeMascot BunnySafeKeyboardCables',
    gaming:
      'NoMouseKeyboardOnly KeyboardVsController KeyboardHangman KeyboardMemoryMelody GuessTheGameByKeyboard WordChainOnKeyboard TextAdventureKeyboard KeyboardQuizBuzzers',
  },
  fence: {
    dance:
      'FenceLineKickline NeighborFenceFaceOff FenceShadowGroove PicketFenceTapDance CowboyFenceTwoStep GardenFenceWaltz SpinAroundTheFencePost FenceLeanLipSync',
    fitness:
      'FenceInclinePushUps FenceLineSprints CalfStretchOnTheFence PaintTheFenceWorkout BackyardFenceLaps FenceSideShuffle FenceLegSwings SquatsByTheFence',
    funny:
      'FenceSquirrelHighway StillOnTheFence TalkingFencePost SitcomNeighborFence GrassIsGreenerFence SqueakyFenceGate FenceSelfieFail PaintedMyselfNotTheFence',
    prank:
      'FenceGnomeInvasion GooglyEyesOnTheFence FenceBalloonBouquet ScarecrowOnTheFence TheFenceSaysHello PinkFencePhotoPrank FenceChalkCompliments FenceRubberDuckParade',
    educational:
      'FixAWobblyFencePost FenceMathPerimeter WhyFencesHaveGaps PaintAFenceProperly WhatLivesOnYourFence FenceShadowSundial LevelAFenceRail IsTheGreatWallAFence',
    cooking:
      'PretzelFenceCake FenceSideLemonade OverTheFencePie BeansUpTheFence PicketFenceCookies FenceBlackberryCrumble FencePaintingPicnic FenceCrewSmoothies',
    travel:
      'FenceLineHike RanchFenceSunset WhitePicketFenceTown StoneFenceCountryside FarmFenceGoatVisit ColorfulFenceHunt FenceMuralWalkingTour FenceCottageGardens',
    fashion:
      'FenceLeanPhotoshoot RanchFenceBoots FenceFlowerCrown OutfitToMatchTheFence PaintDayFenceOveralls WhitePicketFenceDress StripesLikeAFence FenceGardenPartyLook',
    wellness:
      'SunriseAtTheFence FencePaintingMeditation ChatOverTheFence FenceStretchBreak PlantVinesOnTheFence BirdWatchFromTheFence KindWordsOnTheFence JournalByTheFence',
    speed:
      'PaintTheFenceRace FenceSlalom FenceLineDash FenceWeedingBlitz TouchEveryFencePost FenceWeaveSpeedrun FinishTheFenceBeforeDark RakeLeavesToTheFence',
    music:
      'FenceStickXylophone ChainLinkFenceDrums OverTheFenceDuet OnTheFenceLoveSong FenceGateCreakRemix FencePaintingShanty BackyardFenceConcert CowboyFenceBallad',
    tech: 'FencePaintTimelapse AIPicksMyFenceColor ARMeasureTheFence FenceCamWildlife WifiPastTheFence PlanYourFenceIn3D BeforeAndAfterFence FenceTextureWallpaper',
    pet: 'FenceLineZoomies FenceNoseBoop FenceTopCatPatrol PetSafeFenceCheck BunnyFencePlaypen FenceTreatHunt BackyardChickenFence PuppyFencePeekaboo',
    gaming:
      'FenceTicTacToe FenceBeanbagTargets ChalkMazeOnTheFence FourInARowFence GuessWhatsBehindTheFence FencePostRingToss CaptureTheFlagFence FenceSideHopscotch',
  },
  tissues: {
    dance:
      'DanceBeforeTheTissueLands TissueRibbonTwirl TissueSniffleShuffle AchooTissueDrop SadSongTissueSway GoodbyeTissueWave TissueBoxMoonwalk TissueFanFlamenco',
    fitness:
      'TissueDropPushUp StepOverTheTissueBoxes KeepTheTissueAfloat TissueCatchSprint SquatHoldTissueSqueeze TissueOnTheHeadWalk TissueToeGrab CrabCrawlTissueCarry',
    prank:
      'EndlessTissueChain SecretNoteInTheTissues TissuesForTheSadAd TinyTissueGhosts RingingTissueBox TissueMustacheCameo ButlerWithTissues TissueTrailToACookie',
    educational:
      'CatchItBinItTissues HowTissuesAreMade TissueVsPaperTowelTest TissueCapillaryRainbow TissuesLayerScience CountTheTissuePlies CanYouRecycleTissues FoldATissueCrane',
    cooking:
      'ChickenSoupAndTissues HoneyLemonAndTissues OnionTearsTissueCount SadMovieSnacksTissues TissueThinDoughStretch TissueBoxCake SickDayTissueTray ColdDayTissueCocoa',
    travel:
      'PackPocketTissues AirportTissueGoodbye PollenHikeTissues SnowTripTissueStash ForeignTissueDesigns TearfulTissueHomecoming TissueReadyRoadTrip WeddingAbroadTissues',
    fashion:
      'BridalVeilOfTissues PocketSquareTissueFold CorsageFromTissues TissueBowTie TissueUpTheSleeve TissueBoxHandbag LipstickTissueBlot TissueRuffleCollar',
    wellness:
      'GoodCryTissueBox SickDayTissueNest TissueAndATalk HappyTearsTissue TissueBreathingCalm LotionTissueNoseCare HeartfeltMovieTissues NoShameTissueMoment',
    speed:
      'TissueBlowRace CatchTheFallingTissue TissueBallBucketShot SpeedFoldATissueFlower TissuesPyramidBuild PassTheTissueBox TissueOnASpoonRelay TieTissueKnotsFast',
    music:
      'TissueBoxGuitar CombAndTissueKazoo SadSongTissueCover TissueRustleASMR TissueSniffleSymphony TissuesAtTheOpera ColdVoiceTissueKaraoke TearfulTissueDuet',
    art: 'TissueCarnations InkBlotOnATissue TissuePapierMache TissueBoxMakeover WatercolorOnTissues DoodleOnATissue TissueCollageSunset StainedGlassTissues',
    tech: 'TissueBoxPhoneStand SlowMoTissueFall TissueLightDiffuser TissueAdParody DreamyTissueLensHack TissueCountTimelapse CodeATissueCounter LoopingTissueGIF',
    pet: 'PetProofTheTissueBin KittenVsTissues TissueBoxSnuffleToy GentleTissueEyeWipe HamsterTissueBedding DogBringsMeATissue ParrotTissueAchoo TissueLinedBirdCage',
    gaming:
      'TissueBlowHockey TissueFlickFootball DontLetTheTissueFall TissueSnowballFight PullTheWinningTissue TissueBoxShuffleboard HotPotatoTissueBall TicTacToeOnATissue',
  },
  cheeks: {
    dance:
      'DanceToCheekPops PuffCheeksOnTheDrop RosyCheeksRumba GlitterCheeksDisco GrinningCheeksGroove CarnivalCheekPaintSamba CheekPinchPolka BlushingCheeksSlowDance',
    fitness:
      'RosyCheeksCardio ColdCheeksMorningJog CheekMuscleWorkout CheekKissPushUps CheekToKneeStretch LaughingCheeksYoga WindyCheeksPowerWalk GlowingCheeksCoolDown',
    prank:
      'PuffedCheeksStareDown SockPuppetCheekSmooch FakeCheekFreckles CopycatCheekFaces CheekPopLeakyTap CheeksHeartStickers CheeksEmojiMask CheekBlushTeddyBears',
    educational:
      'WhyCheeksBlush DimpleCheeksGenetics CheeksAnatomyQuiz CheekMusclesInASmile CheekKissGreetingsMap HowColdReddensCheeks WhereCheekbonesSit AnimalsWithCheekPouches',
    cooking:
      'PancakeFacePinkCheeks RosyCheekBaoBuns BraisedBeefCheeks SmileyCheeksCookies BlushingCheeksMacarons PinchedCheekDumplings BunnyCheeksBento SlowCookerPorkCheeks',
    travel:
      'RosyCheeksSnowDay CheekKissGreetingAbroad HilltopWindyCheeks FacePaintCheeksFestival FlagOnMyCheeks ColdCheeksCityWalk SunhatSavesMyCheeks WinterMarketRedCheeks',
    fashion:
      'CheekColorPlacement SunkissedCheeksLook FauxFrecklesOnCheeks FaceGemsOnCheeks LipstickAsCheekTint SculptedCheekbones PinchYourCheeksBlush ColdGirlCheeksMakeup',
    wellness:
      'FaceYogaCheekLift SunscreenOnYourCheeks CheekMassageRitual LaughUntilCheeksHurt ColdSpoonCheekDepuff KindWordsBlushingCheeks CozyScarfWarmCheeks PuffedCheeksBreathing',
    speed:
      'CheekPopSpeedTest FacePaintCheeksRace CheekPowerCottonBlow FiveSecondCheekBlush StickerCheeksShowdown CheekPuffCountdown FastestCheekTapRoll HeartsOnBothCheeksRelay',
    music:
      'CheekPopMelody CheekTapDrumSolo PuffedCheeksTrumpet RosyCheeksLoveBallad FrostyCheeksCarol GrandmaCheekPinchSong CheeksBlushingKaraoke DimpleCheeksDuet',
    art: 'RosyCheeksPortrait CheekFacePaintFlowers PaintWithCheekBlush KawaiiCheeksDoodle ShadeTheCheekbones PuffedCheeksSketch ClayCharacterCheeks DimpledCheeksCharcoal',
    tech: 'ChipmunkCheeksFilter SlowMoPuffedCheeks AppBlushVsRealCheeks DecibelMeterCheekPop CheekTapRingtone RosyCheeksColorPicker VoiceMemoCheekDrums BlushingCheeksTimelapse',
    pet: 'HamsterCheeksFullCam CheekRubsForCats DogCheekSmooshes KittenCheekScentMark CheekToFluffSelfie PuppyCheekKisses CockatielCheekScratch BunnyCheekBoops',
    gaming:
      'GuessWhoseRosyCheeks CheekTapSimonSays NameThatCheekPop CheekPowerTableFootball PokerFacePuffedCheeks TeamColorsOnCheeks FirstToBlushCheeks FrozenCheeksStatueGame',
  },
  lookbook: {
    dance:
      'BeatDropLookbook ShuffleThroughMyLookbook FreezeFrameLookbook TwirlIntoMyLookbook BalletToStreetLookbook SalsaSpinLookbook DiscoStrutLookbook VogueLookbook',
    fitness:
      'GymLookbook RunningGearLookbook YogaToBrunchLookbook WorkoutWeekLookbook LookbookBetweenSets SweatTestLookbook JumpCutLookbook TennisCourtLookbook',
    funny:
      'WorstLookbookEver DadRecreatesMyLookbook LookbookOfMyPajamas LookbookVsReality GrandmaRatesMyLookbook BinBagLookbook HairdryerWindLookbook LookbookWhileRunningLate',
    prank:
      'GardenGnomeLookbook SiblingClosetLookbook LookbookPhotobomb LookbookBackdropSwap LookbookSwitcheroo FakeMagazineLookbook GrandpaStealsTheLookbook StuffedAnimalLookbook',
    educational:
      'ColorTheoryLookbook RuleOfThirdsLookbook FashionHistoryLookbook FabricNamesLookbook LookbookBudgetMath WindowLightLookbook ReadTheCareLabelLookbook LookbookCaptionWriting',
    cooking:
      'PlateItLikeALookbook LookbookOfCupcakes LunchboxLookbook SevenToastsLookbook ShootASmoothieLookbook PicnicBasketLookbook StyleYourTableLookbook LookbookIcedDrinks',
    travel:
      'AirportLookbook PackALookbookInACarryOn LookbookAtEveryLandmark HometownLookbookWalk SeasideLookbook FiveCitiesOneLookbook MuseumLookbook LookbookPostcardsHome',
    wellness:
      'LookbookForRestDays FeelGoodLookbook NoFilterLookbook LookbookOfMyMoods LookbookWithKindCaptions SlowFashionLookbook LookbookMemoryLane CalmColorsLookbook',
    speed:
      'SixtySecondLookbook QuickChangeLookbook LookbookRelay LookbookSpeedStyling OneTakeLookbook LookbookBeforeSunset LaundryPileLookbook SiblingLookbookFaceOff',
    music:
      'LookbookPlaylist AlbumCoverLookbook BandTeeLookbook LookbookOnTheBeat DecadesOfMusicLookbook LookbookOriginalSong ConcertOutfitLookbook LookbookLipSync',
    art: 'DrawYourLookbook LookbookInPaperDolls WatercolorLookbook MagazineCollageLookbook PaintedLookbookBackdrop ClayMiniLookbook LookbookLineArt MasterpieceLookbook',
    tech: 'AIStylesMyLookbook PhoneTripodLookbook MatchCutLookbook GreenScreenLookbook VirtualTryOnLookbook LookbookDigitalCloset StopMotionLookbook LookbookColorGrade',
    pet: 'LookbookWithAParrot FurColorLookbook DogWalkLookbook CatApprovedLookbook PetHairProofLookbook PuppyPlaydateLookbook PawPrintLookbook MatchingLeashLookbook',
    gaming:
      'RollTheDiceLookbook GuessTheYearLookbook PixelHeroLookbook SpinTheWheelLookbook RockPaperScissorsLookbook BlindPickLookbook LookbookBingo DressUpGameLookbook',
  },
  'beach ball': {
    dance:
      'BeachBallHipBump BeachBallLimbo BeachBallPassShuffle HulaWithABeachBall ForeheadBeachBallDance BeachBallTwist SixtiesBeachBallStomp TapTheBeachBallOnBeat',
    fitness:
      'BeachBallCrunchPass BeachBallSquatToss KneeSqueezeBeachBall BeachBallVolleyCardio OverheadBeachBallThrows PlankBeachBallRoll BeachBallBackyardCircuit WallBounceBeachBallLunge',
    funny:
      'BeachBallBonk BeachBallMascotSkit BlowUpBeachBallFaces BeachBallDeflatedDrama BeachBallInTheOffice DadVsBeachBallValve WhenTheBeachBallWontFit LiveBeachBallCommentary',
    prank:
      'RoomFullOfBeachBalls BeachBallInTheCloset BeachBallUnderTheDuvet BeachBallSnowDay BeachBallKitchenLuau TinyBeachBallSwitch PillowSwapBeachBall WakeUpToBeachBalls',
    educational:
      'WhyBeachBallsFloat SpinABeachBallGlobe DayAndNightBeachBall BeachBallAirPressure ColorWheelBeachBall BeachBallGeometry MathFactsBeachBallToss SolarSystemBeachBalls',
    cooking:
      'StripedBeachBallCake IcedBeachBallCookies LayeredBeachBallJello BeachBallPizza RainbowBeachBallPops BeachBallFruitPlatter BeachBallCupcakes FrozenBeachBallBites',
    travel:
      'PackTheBeachBall BeachBallIslandHop BeachBallMeadowGame BeachBallParkPicnic BeachBallTravelBuddy CampsiteBeachBallRally SunsetBeachBallToss BoardwalkBeachBallStroll',
    fashion:
      'DressLikeABeachBall TinyBeachBallEarrings UpcycledBeachBallTote BeachBallBucketHat RetroBeachBallLook BeachBallHairClips BeachBallNailArt ColorBlockBeachBallFit',
    wellness:
      'SlowBreathsBeachBall GratitudeBeachBallToss BeachBallFeelingsCheckIn PlayfulBeachBallBreak BeachBallCalmCatch BeachBallKindnessPass InnerChildBeachBall UnplugWithABeachBall',
    speed:
      'BeachBallHandPumpSprint KneeHeldBeachBallRelay DeflateAndPackBeachBall 100BeachBallTaps BeachBallDribbleSlalom BeachBallHeadersIn30 BlowTheBeachBallHome BeachBallPassBlitz',
    music:
      'BeachBallDrum BeachBallBeatPass SurfRockBeachBall BeachBallSqueakSolo SummerSongBeachBall BeachBallValveWhistle CalypsoBeachBall KaraokeBeachBallMic',
    art: 'PaintABeachBall BeachBallStillLife BeachBallPopArt BeachBallPapierMache RollingBeachBallPrints WatercolorBeachBall MandalaOnABeachBall ChalkBeachBallMural',
    tech: 'BeachBallSlowMo BeachBallTrickShotEdit BeachBall3DModel PanoramaBeachBallGlitch CodeABouncingBeachBall BeachBallGIFLoop VirtualBeachBallToss ReverseVideoBeachBall',
    pet: 'BeachBallNoseNudge PuppyBeachBallChase HerdingBeachBall BeachBallGoalkeeperDog PetSafeBeachBallPlay BeachBallTrickForTreats BeachBallBackyardZoomies CorgiBeachBallPush',
  },
  'vegetable garden': {
    dance:
      'VeggieGardenRainDance VeggiePatchScarecrowJig SproutUpVeggiePatch VeggiePatchHoedown TomatoTangoVeggiePatch BeeWaggleVeggieGarden WormWiggleVeggiePatch VeggiePatchCarrotPop',
    fitness:
      'VeggiePatchShovelSquats BucketCarryVeggiePatch WheelbarrowVeggiePatch VeggieGardenLungeWalk VeggiePatchCompostTurn YogaInTheVeggiePatch VeggieGardenStepCount WarmUpForTheVeggiePatch',
    funny:
      'VeggieGardenSoapOpera VeggiePatchZucchiniFlood TalkingToMyVeggieGarden VeggieGardenVsReality WonkyCarrotVeggiePatch SquirrelVsVeggiePatch VeggiePatchNatureDoc ProudParentVeggieGarden',
    prank:
      'FakeGiantVeggieGarden VeggieGardenGnomeArmy ToyHarvestVeggiePatch VeggiePatchScarecrowTwin SmileyFaceVeggieGarden BewareOfTheVeggiePatch PineappleInTheVeggiePatch OvernightVeggieGarden',
    educational:
      'CompanionPlantVeggiePatch VeggieGardenSoilTest BeesInTheVeggieGarden VeggiePatchWormCount PlanAVeggieGardenMath VeggieGardenCropRotation RootOrLeafVeggieGarden VeggieGardenWeatherLog',
    cooking:
      'SalsaFromTheVeggiePatch ZucchiniBreadVeggiePatch PizzaNightVeggieGarden HarvestSoupVeggieGarden QuickPicklesVeggiePatch VegetableGardenPesto VeggiePatchToPlate VeggieGardenStirFry',
    travel:
      'CommunityVeggieGarden BotanicalVeggieGarden PickYourOwnVeggiePatch GrandmasVeggieGardenVisit VegetableGardenAbroad SeedSwapVeggieGarden HistoricVeggieGardenTour CityVeggiePatchWalk',
    fashion:
      'VeggiePatchOveralls VeggiePatchWellies VeggieGardenSunHat DressLikeYourVeggieGarden CottagecoreVeggieGarden HarvestApronVeggiePatch VeggieGardenPhotoshoot PeaGreenVeggiePatchFit',
    speed:
      'VeggiePatchWeedOff HarvestRaceVeggieGarden VeggiePatchSeedSprint WaterTheVeggieGardenDash VeggiePatchPotatoHunt BeatTheRainVeggieGarden VeggieGardenTidyBlitz BeanPickingVeggieGarden',
    music:
      'SingToYourVeggieGarden VeggiePatchCarrotFlute VegetableGardenBucketBeat VeggieGardenBeeHum VeggiePatchWorkSong OldMacDonaldVeggieGarden SeedShakersVeggiePatch WindChimeVeggiePatch',
    art: 'ScarecrowForMyVeggiePatch RockLabelsVeggiePatch SketchYourVeggieGarden PotatoStampVeggieGarden VegetableGardenMap WatercolorVeggiePatch VeggieGardenMosaic DesignAVeggieGardenSign',
    tech: 'VeggieGardenTimelapse WeedIDAppVeggiePatch AIPlansMyVeggieGarden PanoramaVeggieGarden PhoneNightCamVeggiePatch VeggieGardenGrowthChart VeggiePatchQRLabels MacroLensVeggiePatch',
    pet: 'PetSafeVeggieGarden BackyardHensVeggiePatch CatGrassVeggiePatch BunnyGreensVeggieGarden VeggiePatchDogDigZone VegetableGardenGateCheck TortoiseInTheVeggiePatch FencedVegetableGarden',
    gaming:
      'VegetableGardenBingo VeggiePatchScavengerHunt GuessTheSeedVeggieGarden FarmSimVeggieGarden VeggieGardenMemoryMatch HideAndSeekVeggiePatch VeggiePatchRiddleQuest TreasureMapVeggieGarden',
  },
  'hair tie': {
    dance:
      'HairTieFlipDance LetItDownHairTieDrop HighPonytailHairTieSwing FlamencoHairTieStomp HairTieMessyBunShuffle FingerTwirlHairTie HairTieHandJive HairTieTwoStep',
    fitness:
      'FingerStretchHairTie MoveAHairTiePerSet HairTieBunBurpees HairTieOnToeYoga TightHairTieLongRun JumpingJacksHairTieTest HairTieRingTossSquats SweatproofHairTieHIIT',
    funny:
      'WhereDoHairTiesGo BoyfriendWearsHairTie HairTieSnapDrama HairTieHoarderReveal DadVsTheHairTie LastHairTieInTheHouse HairTieHeistFromMySister HairTieMagicTrick',
    prank:
      'HairTieChainSurprise HairTieTreasureTrail GiantHairTieSwap EveryDoorknobHairTie WristFullOfHairTies HairTieRubberBandBall TeddyBearHairTieMakeover MatchingHairTieAmbush',
    educational:
      'HairTieElasticityTest HairTieVsRubberBand HairTieForceMeter BraidingMathHairTie AreHairTiesRecyclable HairTiePitchExperiment WhyHairTiesLoseStretch LearnABraidOneHairTie',
    cooking:
      'HairTieUpBeforeYouCook SnackBagHairTieClip OpenAJarWithAHairTie HairTieSpoonHack HerbBundlesWithHairTies BraidedBreadHairTie HairTieChopstickHelper SpaghettiPortionHairTie',
    travel:
      'PackASpareHairTie HairTieLuggageTag HairTieCableWrap HairTieFromEveryCountry PlaneHairTieBun HikeReadyHairTieBraid RoadTripHairTieStash FestivalHairTieStack',
    wellness:
      'LoosenYourHairTie HairTieFreeSunday HairTieHabitTracker ScalpMassageHairTieOff SilkHairTieSleep HairTieHydrationCount CalmFidgetHairTie GentleHairTieBraidForBed',
    speed:
      'HairTiePonytailRace FiveSecondHairTieBun HairTieChainSprint HairTieHuntTimer BraidRelayHairTie SchoolRunHairTieDash BlindfoldHairTiePigtails SortTheHairTieDrawer',
    music:
      'HairTieGuitar HairTieBlues BalloonDrumHairTie HairTieStrawPanFlute SongAboutLostHairTies SpoonChimesHairTie BucketBassHairTie BraidingSongHairTie',
    art: 'ResistPaintingHairTie GeoboardHairTieShapes HairTieStampPrints HairTieMosaic YarnDollHairTieBraids ColorWheelHairTies ClayCharmHairTie EmbroideredHairTie',
    tech: 'TangleFreeCablesHairTie BudgetTripodHairTie SlowMoHairTieStretch AIPicksMyHairTieStyle HairTieGripForPhone HairTieVideoTransition TimelapseBraidHairTie HairTieEarbudWrap',
    pet: 'CatProofYourHairTies SaferToysThanHairTies HairTieHuntUnderTheCouch PonyManeHairTieBraids LockedHairTieDrawer HairTieSweepCheck HairTieUpForPetBath HairTieFreeGrooming',
    gaming:
      'RingTossWithHairTies ChineseJumpRopeHairTies TableHockeyHairTie CatsCradleHairTie GuessHowManyHairTies HairTieHotPotato HairTieScavengerHunt HairTieMemoryGame',
  },
  'birthday candles': {
    dance:
      'BdayCandleNumberPose SwayLikeBirthdayCandles MeltingBirthdayCandle BirthdayCandleBeatDrop StiffAsABirthdayCandle BirthdayCandlesShimmy TwirlPerBirthdayCandle BirthdayCandlesFlicker',
    fitness:
      'PushUpPerBirthdayCandle BirthdayCandlePlank LapsForBirthdayCandles OneLegBirthdayCandle BirthdayCandleHIIT JumpRopeBirthdayCandles BirthdayCandleYogaPose BirthdayCandleTipToes',
    prank:
      'WrongAgeBirthdayCandles RandomDayBirthdayCandles BirthdayCandleSongAmbush BroccoliBirthdayCandle BirthdayCandlesOnToast GlowStickBirthdayCandles BirthdayCandleTeddyParty HalfBirthdayCandles',
    educational:
      'WhyBirthdayCandles BirthdayCandleMath BirthdayCandlesInBinary BirthdayCandleCustoms BirthdayCandleCounting HowBirthdayCandlesAreMade MarsAgeBirthdayCandles TimeZoneBirthdayCandles',
    cooking:
      'PretzelBirthdayCandles BirthdayCandleWaffles FruitTowerBirthdayCandle CookieCakeBirthdayCandle DonutStackBirthdayCandles BirthdayCandleBreakfast BirthdayCandleMugCake BirthdayCandleParfait',
    travel:
      'BirthdayCandlesAbroad TimeZoneBirthdayCandles BirthdayCandlesDinerStop PackTheBirthdayCandles PicnicBirthdayCandles FindABirthdayCandleCafe BirthdayCandleBeachParty BirthdayCandlesPostcard',
    fashion:
      'BirthdayCandleEarrings BirthdayCandleStripes FeltBirthdayCandleCrown PartyFitBirthdayCandles DressLikeABirthdayCandle BirthdayCandlesPrintTee PastelBirthdayCandleLook BirthdayCandleSocks',
    wellness:
      'BirthdayCandleJournal ThankfulBirthdayCandles BirthdayCandleMemories BirthdayCandlePause SlowBreathBirthdayCandle KindActPerBirthdayCandle CozyBirthdayCandleNight BirthdayCandleBucketList',
    speed:
      'CountTheBirthdayCandles BirthdayCandlePlacingRace BirthdayCandleSortDash FastestBirthdayCandleSong BirthdayCandlesTableSet HiddenBirthdayCandleHunt PartyPrepBirthdayCandles BirthdayCandleCountdown',
    music:
      'BirthdayCandleSongRemix BirthdayCandleHarmony KazooBandBirthdayCandles OperaticBirthdayCandles DrumRollBirthdayCandles RapVerseBirthdayCandles BirthdayCandleBeatbox BirthdayCandleChoir',
    art: 'PaintedBirthdayCandles BirthdayCandleStillLife BirthdayCandleCardDesign WaxResistBirthdayCandle ClayBirthdayCandles BirthdayCandleBanner ComicStripBirthdayCandles BirthdayCandleFeltCake',
    tech: 'PhoneBirthdayCandleApp VideoCallBirthdayCandles BirthdayCandleGIF BirthdayCandleARFilter BirthdayCandleEmojiArt CodeABirthdayCandleCake SlideshowBirthdayCandles AIBirthdayCandleCard',
    pet: 'FlamelessBirthdayCandles CatYearsBirthdayCandles BirthdayCandlesMemoryBook PetSafeBirthdayCandles BirthdayCandleHowlAlong BirthdayCandlesOutOfReach ParrotBirthdayCandleSong BirthdayCandlesBanner',
    gaming:
      'CountTheBirthdayCandles BirthdayCandlesStickerAim BirthdayCandlesBingo BirthdayCandleTrivia BirthdayCandlesCharades MusicalBirthdayCandles WhoseBirthdayCandleWish BowlingBirthdayCandles',
  },
  'price tag': {
    dance:
      'PriceTagScannerBeat PriceTagStillOnGroove HalfOffPriceTagHustle BargainPriceTagBoogie TwirlToRevealPriceTag PriceTagCharleston SaleRackPriceTagShimmy PriceTagSalsa',
    fitness:
      'RepsFromThePriceTag NoPriceTagWorkout MallWalkPriceTagHunt PriceTagDumbbellDupe GroceryBagPriceTagCurls BudgetSneakerPriceTagRun PriceTagPlankTimer TenDollarPriceTagWorkout',
    funny:
      'LeftThePriceTagOn DadReactsToPriceTags PriceTagHaggleWithMom PriceTagWontPeel PriceTagThenVsNow ShockFacesAtPriceTags DramaticPriceTagReveal PriceTagStillOnTheGift',
    prank:
      'PriceTagsOnEverything FancyPriceTagOnDadsMug PriceTagTeddySale MillionDollarPriceTag PriceTagJokeReceipt ToyScannerPriceTagAmbush FakeAuctionPriceTag PriceTagOnTheirPlant',
    educational:
      'UnitPriceTagMath ReadThePriceTag PriceTagPercentOff BarcodeOnThePriceTag WhoInventedThePriceTag PriceTagInflationCheck PriceTagCurrencySwap WhyPriceTagsEndIn99',
    cooking:
      'UnderFivePriceTagDinner BlindTastePriceTag RestaurantPriceTagDupe PriceTagPerServing PriceTagMysteryBasket PriceTagLunchbox PriceTagBakeSale DollarStorePriceTagFeast',
    travel:
      'PriceTagAbroad SouvenirPriceTagHunt ZeroPriceTagDayOut AirportPriceTagShock MarketHagglePriceTag RoadTripPriceTagTally HostelVsHotelPriceTag TwentyDollarPriceTagTrip',
    fashion:
      'GuessMyOutfitPriceTag ThriftFlipPriceTag HighVsLowPriceTag PriceTagPerWear VintagePriceTagFind PriceTagDIYEarrings TenDollarPriceTagFit PriceTagHeadToToe',
    wellness:
      'SelfCareWithoutPriceTags PriceTagDetox JoyOverPriceTag PriceTagPauseRule HandmadeGiftNoPriceTag PriceTagJournalWeek SunsetsBeatPriceTags PriceTagUnsubscribe',
    speed:
      'PriceTagPeelRace PriceTagMathSprint PriceTagSortDash BeatTheBudgetPriceTag PriceTagGuessBuzzer RapidFirePriceTagQuiz SpotTheSalePriceTag LabelEverythingPriceTag',
    music:
      'PriceTagJingle PriceTagScannerRemix SingThePriceTag PriceTagAuctioneerRap HagglingDuetPriceTag BargainBluesPriceTag DigitsToNotesPriceTag PriceTagBeatbox',
    art: 'PriceTagCollage PriceTagDoodles TinyArtOnAPriceTag HandLetteredPriceTag PriceTagGalleryLabels ThriftCanvasPriceTagFlip PriceTagWatercolorMinis MosaicOfPriceTags',
    tech: 'PriceTagScannerApp AIGuessesThePriceTag PhotoTranslateAPriceTag BudgetSpreadsheetPriceTag PriceTagTrackerAlert PriceTagQRCode OldPhoneResalePriceTag GadgetPriceTagThenVsNow',
    pet: 'DIYPetToyNoPriceTag PriceTagVsCardboardBox AdoptionOverPriceTag VetFundPriceTagJar PriceTagTreatTasteTest DogBedPriceTagFaceOff PriceTagFreePuppyPlay BudgetBunnyHutchPriceTag',
  },
};
