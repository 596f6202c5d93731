import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  mouthwash: {
    dance:
      'TwistTheMouthwashCap PassTheMouthwash MintyMouthwashMoonwalk MouthwashTingleDance MouthwashMirrorMambo MouthwashBottleBalance BlueMouthwashBoogie MouthwashSmileShuffle',
    fitness:
      'MouthwashCalfRaises OneLegMouthwashBalance MouthwashBottleCurls PostMouthwashLunges MarchInPlaceMouthwash MouthwashSinkStretch HighKneesAfterMouthwash MouthwashWallAngels',
    funny:
      'MouthwashStingFace SayItWithMouthwash MouthwashMascotSkit MouthwashBottleVoices NarrateMyMouthwashSwish ChipmunkMouthwashCheeks OverActTheMouthwash MouthwashGargleOpera',
    prank:
      'MouthwashPepTalkCard GooglyEyeMouthwash MouthwashStandingOvation HideTheMouthwash MouthwashComplimentNote MustachedMouthwash MouthwashCommentator TinyHatOnTheMouthwash',
    educational:
      'MouthwashMythOrFact FlossOrMouthwashFirst WhyMouthwashTingles MouthwashLabelDecoder MouthwashCountInSpanish GermsVsMouthwash HowLongToSwishMouthwash MouthwashVsToothbrush',
    cooking:
      'MouthwashWorthyGarlicDip FoodsThatBeatMouthwash ParsleyVsMouthwash FreshHerbTeaMouthwash NaturalMouthwashSnacks MouthwashApprovedLunch StinkyCheeseMouthwashDare DateNightMenuMouthwash',
    travel:
      'CarryOnMouthwashCheck HotelMouthwashCollection InFlightMouthwash MouthwashAfterRedEye CampingMouthwashMorning MouthwashFromAbroad TinyMouthwashPacking RoadTripMouthwashKit',
    fashion:
      'DressLikeYourMouthwash GetReadyWithMouthwash MouthwashInMyBag MouthwashBeforeLipGloss MouthwashNailMatch MouthwashFitCheck DateNightMouthwashLook SuitUpAndMouthwash',
    speed:
      'StackMouthwashBottles MouthwashCapFlipSprint BrushFlossMouthwashDash MouthwashMorningBlitz QuickMouthwashShelfTidy MouthwashAndOutTheDoor StopTheClockMouthwash MouthwashPerfectPour',
    music:
      'MouthwashGargleKaraoke MouthwashMaraca EmptyMouthwashJugBand WriteAMouthwashJingle MouthwashTimerSong MintyMouthwashRap ClickTheMouthwashCap DrumSoloOnTheMouthwash',
    art: 'MouthwashBottleStillLife MouthwashLabelRedesign DrawAMouthwashMascot UpcycledMouthwashPlanter MouthwashColorSwatch RetroMouthwashPoster MintyMouthwashWatercolor ClayMouthwashMiniature',
    tech: 'SlowMoSwishOfMouthwash SetAMouthwashReminder MacroShotOfMouthwash MouthwashStopMotion MouthwashDecibelMeter MouthwashTimeLapse MouthwashGargleRingtone ScanTheMouthwashLabel',
    pet: 'MouthwashGargleHeadTilt NoMouthwashForDogs CatJudgesMyMouthwash PupWatchesMouthwash PetProofMouthwashShelf BathroomBuddyMouthwash KittenYawnVsMouthwash ParrotMimicsMyMouthwash',
    gaming:
      'GuessMyMouthwashGargle MouthwashPictionary MouthwashCapPong MouthwashBossFight ISpyMouthwashBlue MouthwashQuizShow SimonSaysMouthwash ActOutAMouthwashAd',
  },
  wink: {
    dance:
      'WinkOnTheBeat FinishWithAWink PassTheWink WinkingWaltz CheekyWinkShimmy WinkAndPointShuffle WinkMirrorDuet FreezeFrameWink',
    fitness:
      'WinkEveryRep HoldTheWinkPlank WinkingJumpingJacks FaceYogaWink LungeSameSideWink BurpeeThenWink DeepSquatWink FinishLineWink',
    prank:
      'WinkAtDadAllDay SneakyWinkInEveryPhoto WinkEmojiOnlyTexts WinkyLunchboxNote WinkingEyesOnTheFridge SteamyMirrorWink CaughtMeWinking MakeThemWinkBack',
    educational:
      'LearnToWinkIn7Days MorseCodeWink WhyCantIWink WinkAroundTheWorld DominantEyeWinkTest WinkVsBlinkMuscles WinkInFiveLanguages TeachGrandpaToWink',
    cooking:
      'WinkyPancakeFaces WinkEmojiCookies ChefsWinkPlating SecretIngredientWink WinkingBentoBox PizzaThatWinks ToastWithAWink RateMyRecipeInWinks',
    travel:
      'WinkAtEveryLandmark WinkFromTheWindowSeat WinkyPostcardHome WinkWithAStatue SunsetWinkSelfie DepartureGateWink TownSignWink HilltopWink',
    fashion:
      'WinkRevealEyeliner TipYourHatAndWink SunglassesDownWink WinkWorthyLashes RunwayWinkWalk GlitterLidWink WinkyFaceTee MirrorSelfieWink',
    wellness:
      'WinkAtYourReflection ScreenBreakWink SendAFriendAWink 7DayConfidenceWink WinkAwayTheStress WinkAtYourWins CallGrandmaWithAWink SunriseWinkHello',
    speed:
      'MostWinksIn10Seconds LeftRightWinkRace QuickDrawWink WholeFamilyWinkDash WinkReflexTest WinkingLightningRound BeatTheBuzzerWink WinkBlinkSmileCombo',
    music:
      'WinkingMetronome SerenadeWithAWink WinkAtTheHighNote ConductWithAWink WinkOnTheDownbeat DrumrollThenWink BackupSingerWink WinkLyricLipSync',
    art: 'WinkingSelfPortrait OneLineWinkDrawing WinkFlipbook PaintedWinkRock ClayWinkFace DrawYourPetWinking StickyNoteWinkMural WinkyComicStrip',
    tech: 'SlowMoWinkCapture TurnYourWinkIntoAGif WinkingAvatarSelfie SelfTimerWink WinkFilterFaceOff WinkOnLoop WinkPhotoBooth VideoCallWink',
    pet: 'DoesYourCatWinkBack CatchYourPetWinking TeachYourDogToWink PuppyWinkPhotoshoot BunnyWinkCloseUp WinkLikeYourKitten TreatForEveryWink SleepyHamsterWink',
    gaming:
      'WhosTheWinker WinkTag WinkStareDown WinkPokerFace SimonSaysWink CardGameWinkSignal BluffWithAWink WinkingTelephone',
  },
  crying: {
    dance:
      'CryingOnTheDanceFloor FakeCryFreeze CryingTissueTwirl CryMeARiverMoonwalk DramaticCryingBallet SoapOperaCryingTango SwayAndCryAlong HappySongCryingShuffle',
    fitness:
      'LegDayMadeMeCry PlankWithoutCrying LastRepCryFace HappyCryFinishLine TenBurpeesNoCrying CryItOutOnARun CrunchesMakeMeCry YogaForAGoodCry',
    funny:
      'FakeCryingOnCue CryOverSmallStuff BabyCryImpression CryingAtCommercials RecreateTheCryingEmoji WhatMakesDadCry DramaticCryingMonologue LaughUntilYouCry',
    prank:
      'CryingCartoonDoodles CryingLaughingStickers DontCryTissueNote FakeGiftThenHappyCry BananaWithACryingFace CryingAtYourMasterpiece PlaylistCryingSwap CryingGoodbyeAtTheDoor',
    educational:
      'WhyDoWeCry HowOnionsMakeYouCry CanAnimalsCry CryingMythOrFact CrocodileCryingIdiom BabyCryDecoder SobWeepCryVocab CryingAroundTheWorld',
    cooking:
      'NoCryingOnionHack DishThatMadeYouCry ComfortFoodAfterCrying SurpriseCakeHappyCry SoupForACryingFriend CryingOverSpiltMilkshake SadMovieCryingSnacks CalmingTeaForCrying',
    travel:
      'AirportCryingGoodbye ViewThatMadeMeCry CryingAtPlaneMovies ArrivalsHallHappyCry LastDayOfTripCry HomecomingCry PackWithoutCrying TrainWindowCrying',
    fashion:
      'CryProofMascaraTest CryingEmojiTee BestHoodieToCryIn WeddingGuestCryMakeup CryingBehindShades PJsForAGoodCry NoMoreCryingGlowUp CryingBlushLook',
    speed:
      'FastestFakeCry MinutesUntilICry CryLaughQuickSwitch CryingEmojiSpeedDraw RapidFireCryFaces CryingTissueRelay ComplimentsTillTheyCry CryingSceneSpeedrun',
    music:
      'SongThatMakesMeCry TinyViolinForCrying CountryCryingBallad TwelveBarCryingBlues CryingBabyLullaby CryingOperaNote CryAlongKaraoke PianoCryingCover',
    art: 'CryingPortraitStudy CryingCloudDoodle CryingClownCanvas WatercolorCryingEye CryingOnionCharacter ClayCryingEmoji PaintingThatMadeMeCry HappyCryingCollage',
    tech: 'TryTheCryingFilter TextThatMadeMeCry CryingInSlowMo VideoCallHappyCry MakeACryingGif AutocorrectCryingFails ThrowbackReelCrying CryingCatMemeRemake',
    pet: 'PuppyPhotosMadeMeCry GotchaDayHappyCry CatCuddlesStopCrying DogKnowsWhenImCrying ParrotCryingImitation ShelterAdoptionCrying KittenReunionCrying CryingLaughingAtMyBunny',
    gaming:
      'CryingAtGameEndings GuessWhyImCrying TryNotToCryChallenge BabyCryOrCatMeow CryWolfBluff CryingEmojiPictionary CryOrLaughDice RescueTheCryingTeddy',
  },
  tongs: {
    dance:
      'TongsFlamenco PassTheTongs TongsRobotArms TangoWithTongs CookoutLineDanceTongs TongsCrabShuffle ClickClackTongs SpatulaAndTongsDuet',
    fitness:
      'TongsPlankTransfer TongsSquatPickup GripStrengthTongs TongsLaundryLunges CottonBallTongsRelay OneLegTongsReach BearCrawlWithTongs JumpingJackTongsClack',
    funny:
      'TongsHighFive TongsForHands EveryDadWithTongs TongsPuppetShow GreetGuestsWithTongs TryToTypeWithTongs BreakfastWithOnlyTongs TongsBackScratcher',
    prank:
      'SwapForksForTongs TongsHandshake ShoulderTapTongs GooglyEyedTongs TongsButlerService PeekabooTongs SneakySnackTongs TongsToeTickle',
    educational:
      'TongsAreLevers TongsColorSort TongsCountToTen RawVsCookedTongs TeaPartyTongsManners SpellingWithTongs HoldTongsLikeAChef TongsHandwritingWarmUp',
    travel:
      'BeachCleanupTongs HotelBreakfastTongs PicnicBasketTongs NeverForgetTheTongs KoreanBarbecueTongs TongsAtTheFoodMarket CampsiteTongsMorning WorldGrillTongsTour',
    fashion:
      'ApronAndTongsFit TongsClutchRunway PickMyOutfitWithTongs TongsOnlyGetDressed TongsHolsterBelt CookoutLookWithTongs GrillDadDripTongs ClosetCleanoutTongs',
    wellness:
      'MindfulTongsSorting GratitudeJarTongs TongsLitterWalk PassTheTongsAndRelax EatTheRainbowTongs PlantCareWithTongs IceFacialWithTongs SlowSundayTongsBrunch',
    speed:
      'TongsPopcornTransfer TongsSockMatchSprint TongsCupStacking ToyBlockTongsDash IceCubeTongsRace GrapeBowlTongsBlitz PastaShapesTongsSort TenSecondTongsGrab',
    music:
      'TongsCastanetSolo KitchenBandTongs TongsRhythmCopy TongsTriangleDing PotDrumsWithTongs CookoutAnthemTongs ConductWithTongs SpoonsAndTongsDuet',
    art: 'TongsSpongePainting CrocodileTongsPuppet DrawWithTongs SketchTheTongs TongsCardboardRobot TongsLeafPrints FoilTongsSculpture PopArtTongsPoster',
    tech: 'TongsPhoneStand TongsTouchscreenTest TypeWithTongs TongsSlowMoClack SoundEffectsWithTongs TongsStopMotionChef TransitionWithTongs ReviewMyNewTongs',
    pet: 'ReptileFeedingTongs DogStaresAtTheTongs AquariumPlantTongs TortoiseSaladTongs BunnyVeggieTongs TongsPetToyTidy TongsTreatTrail TongsBirdSeedRefill',
    gaming:
      'TongsClawMachine TongsTicTacToe SteadyHandTongs TongsHotPotato TongsMemoryMatch GoFishWithTongs BlockTowerTongs PickUpSticksTongs',
  },
  elbow: {
    dance:
      'ChickenDanceElbows ElbowPopAndLock ElbowBumpConga HookElbowsAndSwing ElbowVogue DabWithYourElbow LiquidElbowWave RobotElbowTicks',
    funny:
      'TryToLickYourElbow ElbowPuppetFace NoElbowsOnTheTable AwkwardElbowBump DramaticElbowSneeze ElbowToNoseAttempt CoolGuyElbowLeanFail ElbowOrKneeGuess',
    prank:
      'ElbowBumpFakeOut ArmrestElbowWar ElbowRestOnFriend SneakyElbowsOnTable ElbowNudgeDecoy GooglyEyeElbow SecretElbowSticker ElbowHighFiveTwist',
    educational:
      'WhyElbowsTingle HingeJointElbow CoughIntoYourElbow CubitElbowMeasure NameTheElbowBones ElbowIdiomsQuiz ElbowMacaroniMath ProtractorElbowAngle',
    cooking:
      'ElbowMacaroniBake ElbowDeepKneading NoElbowRoomKitchen ElbowPastaSalad ElbowMinestrone OnePotElbowMac PenneOrElbowDebate CheesyElbowCupcakes',
    travel:
      'MiddleSeatElbowRule ElbowGreasePacking SunscreenYourElbows ElbowRoomTrainRide ElbowBumpHelloAbroad LinkElbowsCityWalk HikingPoleElbowCheck WindowsillElbowView',
    fashion:
      'SewOnElbowPatches ElbowSleeveRoll ElbowLengthGloves ElbowPadSkaterFit ElbowCrookHandbag PowerPoseElbowsOut WallLeanElbowPic BanglesUpToTheElbow',
    wellness:
      'DeskElbowStretch ElbowLotionNight ClaimYourElbowRoom ElbowDeepGarden ElbowsOnKneesBreathing ElbowCirclesAtSunrise GentleElbowMassage NeighborElbowBumpHello',
    speed:
      'KneeToElbowCountdown ElbowBumpTheRoom ArmyCrawlElbowRace ElbowTypingSprint ElbowCoinCatch PopBalloonsWithElbows ElbowLightSwitchDash StackCupsWithElbows',
    music:
      'ChopsticksWithElbows BodyPercussionElbow ElbowTambourine ElbowDrumFill ShantyForElbowGrease LinkElbowsAndSing StrumWithYourElbow ElbowBumpDuet',
    art: 'ElbowSketchStudy MacaroniElbowPortrait ElbowPatchDesign PaintWithYourElbow ElbowShadowPuppets PipeCleanerElbowFigure ElbowBendFlipbook NoodleArmsVsElbows',
    tech: 'ElbowOnlyTexting ScrollWithYourElbow ElbowBumpTransition DeskSetupElbowCheck ElbowPhoneLevel StopMotionElbowPuppet ElbowDoodleOnTablet MouseMazeByElbow',
    pet: 'PawToElbowBump CatNapOnMyElbow DogNudgesMyElbow ParrotElbowPerch ElbowCrookBunnyCuddle HamsterElbowTunnel PetElbowScratchSpot ElbowDeepInShedding',
    gaming:
      'ElbowTag ElbowBalloonKeepUp ElbowControllerChallenge SimonSaysElbows LinkedElbowRace ElbowCharades TabletopElbowSoccer BlindfoldElbowGuess',
  },
  fingers: {
    dance:
      'TutWithYourFingers FingerWaveRipple FingerSnapGroove DiscoFingerPoint TabletopFingerDance JazzFingerFinale FingerHeartChoreo MirrorMyFingers',
    fitness:
      'RubberBandFingerFlex FingerWalkUpTheWall FingertipsToToes FingerToNoseBalance LaceYourFingersReach StressBallFingerSqueeze FingerYogaDeskBreak PlankAndFingerPaint',
    funny:
      'FingerMustache FingersDrumrollFail FingerLegsCatwalk MissingFingerIllusion WhoseFingersAreThese CantSnapMyFingers PointFingersAtTheDog FingerFaceSoapOpera',
    prank:
      'PaperFingerTrap FingerSnapLightsOut FingerMustachePhotobomb FingerQuotesAllDay FingertipGooglyEyes TapAndHideFingers ElevenFingersTrick WakeUpByFingerPuppet',
    educational:
      'WhatsYourFingerprint FingerspellYourName NinesTrickOnFingers FingerBonesQuiz WhyFingersWrinkle FingerCountingAbroad FingerNailGrowthFact TenFingerMath',
    cooking:
      'FingerFoodPlatter LadyFingersTiramisu FishFingerTacos ShortbreadFingers ChocolateFingerCake WitchFingerCookies FocacciaFingerDimples FingerSandwichTeaTime',
    travel:
      'FingerOnTheMap FrameTheViewWithFingers FingerPinchTheTower TryLocalFingerFoods TraceTheRouteWithFingers FingersCrossedBoarding SandWritingWithFingers FrozenFingersWinterWalk',
    fashion:
      'RingOnEveryFinger FingerlessGloveFit RainbowFingerNails FingerWaveHairstyle HandModelFingerPose FingerKnitScarf FingerPaintedTote SnapFingersOutfitSwap',
    wellness:
      'FiveFingerBreathing MudraFingerCalm FingerGratitudeCount SelfMassageFingers FingerPaintUnwind FingersInTheGrass FingertipTapping ColdFingersCozyTea',
    speed:
      'FingerTapSpeedTest FingerSnapsInAMinute ThumbToEachFingerRace FingerLegsDash FingerKnitSpeedrun AlphabetFingerspellRush TouchTypingTenFingers FastestFingersFirst',
    music:
      'TableFingerDrumSolo FingerSnapRhythm GlassRimFingerSong FiveFingerMelody FingerWhistleAttempt AirPianoFingers ShoeboxGuitarFingers CheekPopFingerBeat',
    tech: 'TouchscreenFingerArt ToeVsFingerprintUnlock ThreeFingerSwipeTricks FingerPuppetVideoCall StopMotionFingerWalk OneFingerTypingRace MacroShotFingertips VoiceTypeNoFingers',
    pet: 'FingerTargetTrick StepUpOnMyFinger FishFollowMyFinger FingerBrushPetTeeth FingerPointFetch ChinScratchFingers FingersHideTheTreat BunnyNoseBoopFinger',
    gaming:
      'ChopsticksFingerGame OddsAndEvensFingers PaperFingerFootball FingerPaintPictionary BeatALevelOneFinger ShadowFingerCharades FingerWrestlingFinals FingerFlickCoinCurl',
  },
  tongue: {
    dance:
      'TongueTwisterTwist ClickYourTongueTwoStep RockerTongueFreeze SillyTongueShuffle TongueInCheekChoreo TongueWiggleWaltz MoonwalkTongueOut TongueRollCongaLine',
    fitness:
      'TongueTwisterJumpRope HoldYourTonguePlank LionPoseTongueStretch SillyTongueLunges TongueClickCadenceRun TongueOutFinishLine SnakeHissTongueYoga GiraffeTongueCalfRaise',
    prank:
      'SillyTonguePhotobomb TongueTwisterVoicemail MysteryDripTongueSound TongueTiedMirrorNotes CopycatTongueFaces TongueOutEverywhere TongueClickCricket FakeKnockWithTongue',
    educational:
      'TongueMapMyth TongueTasteBudCount IsTongueRollingGenetic PinchNoseTongueTest MotherTongueLesson WorldTongueTwisters LongestAnimalTongue TongueprintFact',
    cooking:
      'FiveTastesTongueTour BlueTonguePopsicles BeefTongueTacos CatsTongueCookies TongueTinglingLemonTart ChocolateMeltOnTongue PurpleTongueSmoothie TongueTwistedPretzels',
    travel:
      'SpeakTheLocalTongue TongueTwistersAbroad GiraffeTongueZooDay ForeignCandyTongueTest TongueTiedAtCustoms TongueOutLandmarkPose SnowflakesOnYourTongue StreetFoodTongueTour',
    fashion:
      'SneakerTongueFlex TongueInCheekFit CatwalkTongueFinale TongueColorOutfitMatch TuckTheBootTongue EyelinerTongueOut TongueTwisterTShirt TongueTiedBowTie',
    wellness:
      'TongueOutLionBreath TongueScrapingHabit HoldYourTongueMinute JawReleaseTongueRest MindfulTongueTasting SilverTongueCompliments TongueTwisterLaughBreak TongueTiedNoMore',
    speed:
      'FastestTongueTwister TongueClicksIn10 AlphabetTongueOut RapidTongueTrills TongueTasteQuickfire TongueTiedLightningRound SlipOfTheTongueBuzzer CopyMyTongueMoves',
    music:
      'TongueTrillWarmUp BeatboxTongueClicks TongueTwisterRap SingWithYourTongueOut MotherTongueCover TongueTiedKaraoke TonguePopPercussion ParodySongTongueInCheek',
    art: 'TongueOutSelfPortrait TongueTwisterComic ChameleonTongueDoodle SillyTongueClayFaces FrogTongueFlipbook MotherTongueCalligraphy TongueInCheekPoster SnakeTongueSketch',
    tech: 'TongueTwisterDictation TongueOutFaceFilter SlowMoTongueRoll TranslateToMotherTongue TongueClickMorseCode TongueTiedTeleprompter FlyCatcherTongueGame RainbowTongueEdit',
    pet: 'LickMatTongueCam LizardTongueFlick WaterBowlTongueSlowMo TongueOutPetPortrait SleepyTongueSnooze CatTongueGrooming BlueTongueBreedQuiz CutestBlepTongue',
    gaming:
      'TongueTwisterTelephone FrogTongueFlyCatch TongueTiedTrivia TongueOutPokerFace GuessTheMotherTongue BlindfoldTasteTongue TwoTruthsForkedTongue HoldYourTongueQuietGame',
  },
  'pepper grinder': {
    dance:
      'PepperGrinderTwist PepperGrinderTango PepperGrinderLineDance SaltShakerVsPepperGrinder PepperGrinderShuffle CrankThePepperGrinder SpinMovePepperGrinder RobotPepperGrinder',
    fitness:
      'PepperGrinderArmDay BalanceAPepperGrinder PlankPassPepperGrinder SeatedTwistPepperGrinder WristWarmUpPepperGrinder PepperGrinderRelayRun PepperGrinderCurl SideBendPepperGrinder',
    funny:
      'PepperGrinderSportscast PepperGrinderTalkShow AnswerThePepperGrinder OverTheTopPepperGrinder TinyVsGiantPepperGrinder PepperGrinderReview EmptyPepperGrinderPanic NarratedPepperGrinder',
    prank:
      'GooglyEyedPepperGrinder MovingPepperGrinder FancyWaiterPepperGrinder PepperGrinderLoveNote PepperGrinderInTheFridge WrapThePepperGrinder DressUpThePepperGrinder PepperGrinderBirthday',
    educational:
      'SpiceRoutePepperGrinder GearsInAPepperGrinder CoarseVsFinePepperGrinder PepperGrinderColorQuiz UnjamAPepperGrinder PepperGrinderSoapTrick RefillAPepperGrinder PepperGrinderSneezeFact',
    travel:
      'TrattoriaPepperGrinder SpiceMarketPepperGrinder CampKitPepperGrinder PepperGrinderSouvenir PlaneFoodPepperGrinder HostelPepperGrinder BeachPicnicPepperGrinder CabinTripPepperGrinder',
    fashion:
      'PepperGrinderCostume PepperGrinderRunwayWalk ChefHatAndPepperGrinder WaiterLookPepperGrinder MatchYourPepperGrinder TweedPepperGrinderFit PepperGrinderEarrings ApronGlamPepperGrinder',
    wellness:
      'PepperGrinderASMR PepperGrinderGratitude ComfortSoupPepperGrinder SlowTwistPepperGrinder PepperGrinderAromaBreak FamilyDinnerPepperGrinder CozyNightPepperGrinder SaladBowlPepperGrinder',
    speed:
      'PepperGrinderRefillRace PepperGrinderStackUp PepperGrinderPassRelay SetTheTablePepperGrinder PepperGrinderBeatTheClock TeaspoonDashPepperGrinder DinnerRushPepperGrinder BlindfoldPepperGrinder',
    music:
      'DJScratchPepperGrinder SingIntoThePepperGrinder PepperGrinderJingle TempoTwistPepperGrinder KitchenBandPepperGrinder PepperGrinderDrumRoll ItalianAriaPepperGrinder PepperGrinderBeatLoop',
    art: 'DrawThePepperGrinder PaintedPepperGrinder PepperGrinderCharacter PepperGrinderSilhouette PepperGrinderClayMini PepperGrinderPointillism CardboardPepperGrinder BlindContourPepperGrinder',
    tech: 'PepperGrinderSlowMo PepperGrinderMacroShot PepperGrinderStopMotion ProductPhotoPepperGrinder MeasureAppPepperGrinder GreenScreenPepperGrinder SoundEffectPepperGrinder TransitionPepperGrinder',
    pet: 'CatMeetsPepperGrinder PuppyGrowthPepperGrinder HeadTiltPepperGrinder ParrotCopiesPepperGrinder KeepPetsFromPepperGrinder PepperGrinderPlushToy LeaveItPepperGrinder KittenPatsPepperGrinder',
    gaming:
      'HotPotatoPepperGrinder PepperGrinderCharades HideThePepperGrinder PretendCafePepperGrinder SaltOrPepperGrinderGuess TwistCountPepperGrinder PepperGrinderTriviaNight PepperGrinderStatues',
  },
  'dental floss': {
    dance:
      'DentalFlossDanceOff DentalFlossLimbo RibbonTwirlDentalFloss BathroomBopDentalFloss SmileAndSwayDentalFloss DentalFlossTwoStep DentalFlossConga MoonwalkWithDentalFloss',
    fitness:
      'TiptoeDentalFloss SquatHoldDentalFloss DentalFlossHurdles DentalFlossFinishLine BalanceBeamDentalFloss DentalFlossAgilityLadder ShoulderPassDentalFloss LimboStretchDentalFloss',
    funny:
      'DidYouDentalFloss LastMinuteDentalFloss WeirdFacesDentalFloss CornCobThenDentalFloss LongestDentalFlossPull SpyGadgetDentalFloss DentalFlossMovieTrailer DentalFlossEmergency',
    prank:
      'MovingRemoteDentalFloss GiantBoxDentalFloss DentalFlossTreasureHunt DentalFlossPuppetString ToothFairyDentalFloss DentalFlossReminderNotes DentalFlossOnTheirPillow NapkinFoldDentalFloss',
    educational:
      'HowToDentalFloss DentalFlossCShape PlaydoughDentalFlossDemo EighteenInchDentalFloss DentalFlossTrueOrFalse DentalFlossStrengthTest DentalFlossOrBrushFirst MouthModelDentalFloss',
    cooking:
      'DentalFlossCakeCutter DentalFlossCheeseSlice CinnamonRollDentalFloss DentalFlossEggSlicer CookieDoughDentalFloss BrowniesDentalFloss TofuBlockDentalFloss ButterPatsDentalFloss',
    travel:
      'DentalFlossClothesline SewWithDentalFloss TravelSizeDentalFloss StreetFoodThenDentalFloss DentalFlossCampKit DentalFlossZipperPull DentalFlossLuggageTag RedEyeFlightDentalFloss',
    fashion:
      'DentalFlossBracelet DentalFlossButtonFix PictureDayDentalFloss LipstickCheckDentalFloss GRWMWithDentalFloss ClutchKitDentalFloss DentalFlossSmileSelfie DentalFlossBeadNecklace',
    speed:
      'DentalFlossBraidRace DentalFlossBeadStringing DentalFlossCupPull DentalFlossCatsCradle UntangleDentalFlossKnots SliceTheCakeDentalFloss ZiplineToyDentalFloss BeatTheTimerDentalFloss',
    music:
      'DentalFlossGuitar DentalFlossSingAlong DentalFlossJingle DentalFlossToneTest RapAboutDentalFloss PluckAndHumDentalFloss BedtimeSongDentalFloss MirrorKaraokeDentalFloss',
    art: 'StringArtDentalFloss PaintPullDentalFloss DentalFlossClaySlicer DentalFlossSpiderWeb DentalFlossMobile DentalFlossGlueBowl MarionetteDentalFloss HangingGalleryDentalFloss',
    tech: 'DentalFlossCableTidy CleanKeyboardDentalFloss TutorialReelDentalFloss DentalFlossStreakApp SlowMoDentalFlossSnap FrontCameraDentalFloss VoiceTimerDentalFloss DentalFlossTimelapse',
    pet: 'DentalFlossOutOfReach KeepDentalFlossFromCats LiddedBinDentalFloss DentalFlossStringAlert DentalFlossDrawerLock DentalFlossVetAdvice PetSmileCheckDentalFloss PawsOffDentalFloss',
    gaming:
      'DentalFlossLaserMaze DentalFlossFishingGame GuessTheDentalFlossFlavor TeddyTightropeDentalFloss DentalFlossTicTacToe CowboyLassoDentalFloss RaceCarTugDentalFloss PullTheStringDentalFloss',
  },
  'shower cap': {
    dance:
      'ShowerCapHandJive ShowerCapShimmy BathroomDiscoShowerCap TowelTwirlShowerCap RobeAndShowerCapTango SplishSplashShowerCap SlipperShuffleShowerCap HairbrushMicShowerCap',
    fitness:
      'ShowerCapAerobics LandSwimmerShowerCap ShowerCapGrandmaWorkout TenSquatsShowerCapOn BookBalanceShowerCap CoolDownShowerCapStretch ShadowBoxShowerCap ShowerCapRelay',
    funny:
      'ShowerCapSeriousNews ShowerCapChefHat WhoWoreItBetterShowerCap DadInAShowerCap SlowMoShowerCapSnap ShowerCapOnEveryone ForgotTheShowerCap HotelShowerCapHoard',
    prank:
      'ShowerCapsOnEverything TeddyInAShowerCap ShowerCapDoorknob FancyHatBoxShowerCap ShowerCapsOnTheirShoes ShowerCapDressCode SurpriseShowerCapSquad WrappedInAShowerCap',
    educational:
      'FrizzScienceShowerCap WaterCycleShowerCap MiniGreenhouseShowerCap ShowerCapEggDrop SoundWaveShowerCapDrum SatinVsPlasticShowerCap ShowerCapHairTypes PlantSweatShowerCap',
    cooking:
      'ShowerCapDoughProof WatermelonHalfShowerCap NoHairInTheSoupShowerCap ShowerCapPicnicBowls BreakfastInAShowerCap ShowerCapSpaSnacks ShowerCapBakeOff CookLikeGrandmaShowerCap',
    travel:
      'ShoesInAShowerCap RainproofCameraShowerCap BikeSeatShowerCap SandproofPhoneShowerCap ShowerCapRainHat LeakyShampooShowerCap ShowerCapFestivalHair FiveStarShowerCapRating',
    wellness:
      'ShowerCapHairMask ShowerCapSpaNight OvernightOilShowerCap ShowerCapBubbleBath SlowSundayShowerCap BookInTheTubShowerCap AffirmationsInAShowerCap ShowerCapTeaBreak',
    speed:
      'FastestShowerCapOn TuckAllCurlsShowerCap ShowerCapPingPongScoop ShowerCapTheFamily ShowerCapBowlCoverDash MittenWrapShowerCap FoldTheShowerCapFlat ShowerCapBeatTheClock',
    music:
      'ShowerCapKaraoke ShowerCapBowlDrum ShowerCapOperaDiva ShowerCapACappella BathroomEchoShowerCap CroonerInAShowerCap DuetInShowerCaps RubberDuckShowerCapBand',
    art: 'ShowerCapJellyfish ShowerCapMushrooms ShowerCapFashionSketch CustomShowerCapDesign SplatterPaintShowerCap ShowerCapStampPrints DrawYourselfInAShowerCap StillLifeShowerCap',
    tech: 'ShowerCapKeyboardCover VideoCallInAShowerCap FlashDiffuserShowerCap ShowerCapTabletRecipes SteamproofPhoneShowerCap ShowerCapSpeakerSplash ShowerCapPlaylist RemoteControlShowerCap',
    pet: 'ShowerCapPlushPup PetBowlShowerCap ShowerCapKibbleKeeper CatReactsToShowerCap ShowerCapTreatStash ParrotMistingShowerCap WetFoodCanShowerCap ShowerCapsAreForHumans',
    gaming:
      'WhatsInTheShowerCap ShowerCapPingPongCatch MusicalShowerCaps ShowerCapHotPotato WhoAmIShowerCap BeanbagIntoShowerCap ShellGameShowerCap DuckFishingShowerCap',
  },
  'bird bath': {
    dance:
      'RockinRobinBirdBath BirdBathShimmyShake SwanLakeBirdBath PigeonStrutBirdBath BirdBathRainDance BirdBathPuddleJump GardenPartyBirdBath SparrowStepBirdBath',
    fitness:
      'BirdBathRefillCarry ScrubTheBirdBath FlamingoBalanceBirdBath WateringCanCurlsBirdBath SquatAndSpotBirdBath BirdBathGardenLaps BirdBathStretchBreak WheelbarrowBirdBath',
    funny:
      'BirdBathPoolParty BirdBathLifeguardDuty BirdBathGossip PigeonHogsTheBirdBath SquirrelInTheBirdBath BirdBathSpaReview CrowDunksInBirdBath GrandOpeningBirdBath',
    prank:
      'RubberDuckBirdBath PlasticFlamingoBirdBath GnomeSwimBirdBath MessageBottleBirdBath DinosaurToysBirdBath FlowerFloatBirdBath LuxurySpaSignBirdBath TinyDeckChairBirdBath',
    educational:
      'BirdBathSpeciesTally FeatherCareBirdBath MosquitoFreeBirdBath FrozenBirdBathScience BirdBathEvaporationTest ShallowIsSafeBirdBath BirdBathRainGauge BirdBathSketchJournal',
    cooking:
      'BirdBathJellyCake MiniBirdBathTarts GardenBrunchBirdBath NestCookiesBirdBath BirdBathIceBowl BirdBathBlueLemonade BirdBathSnackBoard SeededLoafBirdBath',
    travel:
      'BotanicalGardenBirdBath ParkBenchBirdBath CastleGroundsBirdBath NeighborhoodBirdBathWalk GrandmasBirdBathVisit BirdBathPostcard CafeCourtyardBirdBath CampingBirdBathVisitors',
    fashion:
      'CottagecoreBirdBath GardenPartyFitBirdBath FeatherEarringsBirdBath BirdBathPhotoshoot WellyBootsBirdBath SunHatBirdBath BirdBathBlueNails VintageTeaDressBirdBath',
    wellness:
      'BirdBathMorningCoffee FiveMinuteBirdBathWatch BirdBathSoundscape QuietGardenBirdBath BirdBathJournal BirdBathSunriseSit PhoneFreeBirdBath KindnessRefillBirdBath',
    speed:
      'BirdBathScrubSprint BuildABirdBathFast BirdBathBucketBrigade BirdBathSketchIn60 BirdBathFirstVisitor DrainAndRefillBirdBath LeafSweepBirdBath PebblePerchBirdBath',
    music:
      'DawnChorusBirdBath BirdBathSplashBeat WhistleBackBirdBath RecorderDuetBirdBath BirdBathFieldRecording GardenGigBirdBath BirdBathUkuleleSong HumAlongBirdBath',
    art: 'MosaicBirdBath BirdBathWatercolor TerracottaPotBirdBath ClayBirdBathMini ReflectionsBirdBath BirdBathChalkArt BirdBathPencilStudy BirdBathComicStrip',
    tech: 'PhoneCamBirdBath BirdBathTimeLapse BirdBathSlowMoSplash IdentifyByAppBirdBath BirdBathLiveStream BirdBathSpreadsheet ZoomLensBirdBath WallpaperShotBirdBath',
    gaming:
      'BirdBathBingo GuessTheVisitorBirdBath BirdBathBoatRace FloatOrSinkBirdBath BirdBathSpeciesCards WhoSpotsFirstBirdBath BirdBathMemoryMatch WordSearchBirdBath',
  },
  'before bed': {
    dance:
      'PajamaJamBeforeBed LastDanceBeforeBed WiggleItOutBeforeBed LullabySwayBeforeBed TiptoeBalletBeforeBed SleepyRobotBeforeBed BeforeBedSlowMo OneSongBeforeBed',
    fitness:
      'LegsUpTheWallBeforeBed BeforeBedPlankMinute BeforeBedPushUpLadder ChildsPoseBeforeBed GluteBridgeBeforeBed HitYourStepsBeforeBed BeforeBedHipOpeners TwentySquatsBeforeBed',
    funny:
      'StallingTacticsBeforeBed OneMoreEpisodeBeforeBed CheckingLocksBeforeBed BeforeBedPillowFluff BeforeBedOverthinking SpiderCheckBeforeBed DadJokeBeforeBed PhoneOnFaceBeforeBed',
    prank:
      'TurndownServiceBeforeBed TeddyArmyBeforeBed ShortSheetBeforeBed GlowStarsBeforeBed BeforeBedBalloonRoom BeforeBedPillowFort SecretNoteBeforeBed BeforeBedFairyLights',
    educational:
      'OneFactBeforeBed WordOfTheDayBeforeBed StargazeBeforeBed BeforeBedLanguageMinute BlueLightBeforeBed BeforeBedFlashcards MoonPhaseBeforeBed BeforeBedStoryQuiz',
    cooking:
      'BeforeBedOvernightOats GoldenMilkBeforeBed PackLunchBeforeBed MarinateBeforeBed BananaToastBeforeBed BeforeBedKitchenReset DoughRiseBeforeBed SoakTheBeansBeforeBed',
    travel:
      'TentStoriesBeforeBed NightTrainBeforeBed BeforeBedHotelRoomTour BeforeBedPassportCheck RoadTripPlanBeforeBed WindowViewBeforeBed TravelJournalBeforeBed SuitcaseZipBeforeBed',
    fashion:
      'OutfitLaidOutBeforeBed HeatlessCurlsBeforeBed BraidsBeforeBed SatinBonnetBeforeBed MatchingPajamasBeforeBed BeforeBedNailPaint CuteSleepMaskBeforeBed BeforeBedLipBalm',
    speed:
      'FiveMinuteTidyBeforeBed PajamaRaceBeforeBed BeforeBedCountdown BeforeBedChecklistDash DishesDoneBeforeBed LaundryFoldBeforeBed LunchboxBlitzBeforeBed StuffiesLineUpBeforeBed',
    music:
      'LullabyBeforeBed BeforeBedPianoPiece HumTogetherBeforeBed BeforeBedPlaylist SoftGuitarBeforeBed MusicBoxBeforeBed BeforeBedSingAlong GoodnightSongBeforeBed',
    art: 'DoodleBeforeBed MoonSketchBeforeBed BeforeBedWatercolor ColoringPageBeforeBed DrawYourDreamBeforeBed BeforeBedZentangle ShadowPuppetsBeforeBed BeforeBedComicPanel',
    tech: 'NightModeBeforeBed ChargeOutsideBeforeBed BeforeBedInboxZero BeforeBedScreenTime BeforeBedAudiobook DeleteOneAppBeforeBed BackupPhotosBeforeBed DoNotDisturbBeforeBed',
    pet: 'LastWalkBeforeBed KittenCuddlesBeforeBed BrushYourCatBeforeBed BeforeBedTreatTrick TuckInYourDogBeforeBed BeforeBedZoomies FeedTheFishBeforeBed ReadToYourPetBeforeBed',
    gaming:
      'OneRoundBeforeBed BeforeBedBoardGame ISpyBeforeBed TwentyQuestionsBeforeBed BeforeBedPuzzlePiece LastLevelBeforeBed RiddleBeforeBed WouldYouRatherBeforeBed',
  },
  'bath mat': {
    dance:
      'StayOnTheBathMat BathMatShimmy BathMatSalsa ToeTapBathMat AfterShowerBathMatBop FootworkOnABathMat DripDryBathMatGroove BathMatCancan',
    fitness:
      'BathMatMiniYoga BathMatToeScrunch OneFootBathMatBalance PostShowerStretchBathMat BathMatPlankHold GluteBridgeBathMat DeadBugOnABathMat KneelingLungeBathMat',
    funny:
      'WhoLeftTheBathMatWet BathMatFashionCritic BathMatCape GrandEntranceBathMat IsItABathMatOrDog BathMatNatureDoc SoggySockBathMat BathMatThrone',
    prank:
      'FootprintTrailBathMat DoormatSwapBathMat FakeGrassBathMat BathMatGooglyEyes TinyBathMatSurprise BathMatWelcomeParty BathMatLoveNote RosePetalsBathMat',
    educational:
      'BathMatAbsorbencyTest HowOftenToWashBathMat FootArchBathMat StoneBathMatScience BathMatFrictionLesson AreaMathBathMat CottonVsMicrofiberBathMat EvaporationRaceBathMat',
    cooking:
      'BathMatSheetCake FoodThatLooksLikeABathMat WaffleWeaveBathMat CoconutShagBathMat MatchaMossBathMat RubberDuckBathMatCookies ChocolatePebbleBathMat BathMatBentoArt',
    travel:
      'HotelBathMatRating GlampingBathMat SandyFeetBathMat TurkishMarketBathMat TowelSwanBathMat VanLifeBathMat HostelBathMatKit SkiLodgeBathMat',
    fashion:
      'BathMatSkirt BathMatSlippers BathMatBucketHat FluffyBathMatBag ShaggyBathMatVest MatchYourRobeBathMat BathMatRunwayWalk FuzzyHeadbandBathMat',
    wellness:
      'BathMatMeditation SoftFeetBathMat FreshBathMatSunday BathMatAffirmation CozyBathMatUpgrade BathMatFootMassage SlowMorningBathMat HomeSpaBathMat',
    speed:
      'BathMatRollUp BathMatFoldRace BathMatLaundryDash SockOffOnTheBathMat BathroomResetBathMat FootprintFadeBathMat QuickDryBathMatTest BathMatFluffSprint',
    music:
      'BathMatStompBeat BathMatConcert BathMatAirGuitar BathMatOneManBand EncoreBowBathMat DripDryBathMatDuet UkuleleBathMatSolo RapBattleBathMat',
    tech: 'AIDesignedBathMat WatchItDryBathMat BathMatPixelArt SlowMoSplashBathMat WashReminderBathMat BathMatPhotoEdit RoomPlannerBathMat BathMatStopMotion',
    pet: 'DogStealsTheBathMat CatNapOnTheBathMat DripDryPupBathMat SnuffleBathMat SlipFreeSeniorBathMat RabbitBathMatLounge BathMatWaitingBuddy PawWipeBathMat',
    gaming:
      'BathMatTicTacToe SockTossBathMat BathMatHopscotch MusicalBathMats GuessTheTextureBathMat RubberDuckHuntBathMat FreezeOnTheBathMat BathMatBowling',
  },
  'first job': {
    dance:
      'FirstJobPaydayDance ClockOutShuffleFirstJob FirstJobJitterbug FirstJobBreakRoomBoogie ShakeOffTheNervesFirstJob NameTagStrutFirstJob FirstJobMopTango CoworkerCongaFirstJob',
    fitness:
      'FirstJobStepCount LiftWithYourLegsFirstJob WalkToWorkFirstJob FirstJobStretchBreak PostShiftYogaFirstJob MorningWorkoutFirstJob DeskPushUpsFirstJob FirstJobPostureCheck',
    funny:
      'MyFirstJobFail FirstJobNameTagTypo CustomerVoiceFirstJob PaycheckReactionFirstJob ParentsAtMyFirstJob FirstJobTrainingVideo ReplyAllFirstJob OverdressedFirstJob',
    prank:
      'FirstJobCongratsBanner FirstJobBalloonArch FirstJobLunchboxNote FirstJobTrophyCake RollOutFirstJobRedCarpet HomemadeAwardFirstJob FakeNewsReportFirstJob OversizedCardFirstJob',
    cooking:
      'FirstJobPackedLunch FirstJobPaycheckDinner FirstJobBaristaLatte BudgetMealsFirstJob FirstJobBreakRoomSnack RecreateYourFirstJobMenu ThermosSoupFirstJob IceCreamScoopFirstJob',
    travel:
      'BusCommuteFirstJob TripPaidByFirstJob FirstJobAbroad ResortFirstJob CampCounselorFirstJob TourGuideFirstJob WorkingHolidayFirstJob FirstJobCityMove',
    fashion:
      'FirstJobFitCheck FirstJobUniformReveal InterviewOutfitFirstJob FirstJobCapsuleWardrobe BusinessCasualFirstJob ComfyWorkShoesFirstJob FirstJobThriftedBlazer WindsorKnotFirstJob',
    wellness:
      'CalmFirstJobNerves AfterShiftUnwindFirstJob FirstJobProudMoment LetterToMyFirstJobSelf ThankYourFirstJobBoss SleepScheduleFirstJob FirstJobSundayReset FirstJobBreathingBreak',
    speed:
      'FirstJobBaggingRace ShirtFoldingFirstJob PizzaBoxFoldFirstJob CountingChangeFirstJob TakeTheOrderFirstJob FirstJobTableSetting FirstJobTypingTest GetReadyFastFirstJob',
    music:
      'FirstJobAnthem FirstJobPlaylist WorkSongFirstJob FirstJobCoworkerDuet PaydayRapFirstJob FirstJobKaraokeNight BreakRoomUkuleleFirstJob CommuteBeatboxFirstJob',
    art: 'DrawYourFirstJob FirstJobComic FirstJobNameTagDesign FirstJobVisionBoard FirstJobMemoryScrapbook ClayMiniFirstJob ShadowBoxFirstJob CollageOfMyFirstJob',
    tech: 'FirstJobSpreadsheet FirstJobEmailSignature FirstJobCalendarSetup VideoInterviewFirstJob PasswordSafetyFirstJob ShortcutKeysFirstJob BudgetAppFirstJob FirstJobPhoneAlarms',
    pet: 'CatSittingFirstJob DogWalkingFirstJob PetGreetsAfterFirstJob FirstJobPupTreatSplurge ShelterVolunteerFirstJob KittenDeskPhotoFirstJob AquariumShopFirstJob FirstJobFishTankGlowUp',
    gaming:
      'FirstJobSimulator FirstJobCharades GuessMyFirstJob FirstJobTwoTruths FirstJobBossFight CafeTycoonFirstJob RoleplayShopFirstJob WouldYouRatherFirstJob',
  },
};
