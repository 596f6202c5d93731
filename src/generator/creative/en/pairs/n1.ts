import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  butcher: {
    dance:
      'ButcherShopShuffle ButchersApronTwirl ButcherLineDance TheButcherTwoStep MoonwalkPastTheButcher TheButcherMacarena ButcherSausageConga TakeANumberButcherBop',
    fitness:
      'ButchersCarry ButcherBlockPlank BicepCurlYourButcherBag ButchersShoulderPress BeefUpWithTheButcher ButcherParcelSquats WalkToTheButcher TheButcherFlexOff',
    funny:
      'ButcherPunOff TofuAtTheButcher ButcherCounterPOV DoYourBestButcher ButcherBakerSwap HowMyButcherSeesMe EveryButcherEver ButcherWeighsItAll',
    prank:
      'ButcherWrapTheRemote ButcherTicketsAtHome SurpriseButcherCounter NextPleaseButcherBell NowServingButcherWakeUp FridgeButcherLabels DoorwayOfButcherPaper SockLinksButcherStyle',
    educational:
      'NameTheButcherCut TieAButchersKnot ButcherChartFromMemory WhyButcherMeansGoat ButcherScaleMath EndGrainButcherBlock ButcherBottomShelfRule ButcherPaperVsFoil',
    travel:
      'OneButcherEveryTown FindTheOldestButcher ButcherPicnicPack AskALocalButcher ButcherSandwichHunt ButcherMarketCrawl VintageButcherSigns OrderAtAButcherAbroad',
    fashion:
      'ButcherApronFitCheck ButcherPaperCouture ButcherTwineBracelet CopyYourButchersLook FromButcherToBrunch StripedLikeAButcher ButcherCoatStreetStyle OverdressedAtTheButcher',
    wellness:
      'ChatWithYourButcher ButcherThankYouNote ButcherRunForANeighbor ButcherWristStretch SipButcherBoneBroth SlowStrollToTheButcher ButcherPaperGratitude GrandpasButcherStories',
    speed:
      'ButcherTwineSpeedrun FastestButcherWrap ButcherApronTieRace OnePoundButcherBlitz ButcherBagPackingDash SortTheButcherCuts RapidFireButcherOrder ButcherParcelRelay',
    music:
      'ButcherBlockDrumming ButcherShopQuartet SingYourButcherOrder JingleForYourButcher TheButcherBlues ButcherBakerDuet RapTheButcherCuts PlayTheButcherScales',
    art: 'ButcherPaperMural ButcherSignLettering ButcherBlockPrinting ButcherTwineStringArt SketchTheButcherShop PaintedButcherApron MiniButcherDiorama DoodleAButcherChart',
    tech: 'ButcherPaperStopMotion ButcherCutsWallpaper AskTheAIButcher BuildAButcherWebsite EmojiButcherOrder MapYourLocalButchers ButcherRoastTimelapse ButcherShopPanorama',
    pet: 'WalkiesPastTheButcher CatVsButcherBag ButcherPaperPawPrints SausageDogMeetsButcher ButcherWindowSitStay LeaveItButcherTraining ButcherKibbleWeighIn CalmHoundButcherQueue',
    gaming:
      'PlayButcherShop ButcherCutsBingo GuessTheButcherBill HeavierOrLighterButcher ButcherBuildOff ButcherBakerCharades ButcherMemoryMatch PassTheButcherParcel',
  },
  blink: {
    dance:
      'BlinkOnTheBeat BlinkPoseSwitch BlinkTransition BlinkingLightsDance FreezeFrameNoBlinking SlowBlinkSway CopyMyBlinkCombo WinkBlinkShuffle',
    fitness:
      'NoBlinkPlank SquatEveryBlink BalanceTillYouBlink CatSlowBlinkYoga BlinkEyeGym FasterThanABlinkJab FairyLightBlinkHIIT WhoBlinksDoesPushups',
    prank:
      'FrozenButBlinking AnswerOnlyInBlinks SlowBlinkAtDad BlinkAndItsGone BeepWithEachBlink PerfectSyncBlinking CopyEveryBlink AllBlinkFamilyPhoto',
    educational:
      'CountYourBlinks ScreenVsBookBlinks WhichAnimalsNeverBlink BlinkSOSInMorse HowLongIsABlink BlinkingEyeFlipbook CatSlowBlinkLesson BlinkFactOrFiction',
    cooking:
      'MugCakeInABlink BlinkAndItsToast BlinkingEggFace BlinklessSouffleWatch WhoBlinksDoesTheDishes SlowBlinkCatCookies LemonSliceNoBlink SteepTeaFor100Blinks',
    travel:
      'BlinkAndMissItTown BlinkTeleportTrip LighthouseBlinkCount FireflyBlinkWalk CatCafeSlowBlink SomeoneAlwaysBlinks PassportPhotoBlink NightSkyNoBlinking',
    fashion:
      'BlinkPajamasToPosh BlinkRevealEyeshadow LightUpSneakerBlink SunglassesDropBlink SlowBlinkModelPose WingedLinerBlinkTest BlinkThroughTheDecades FitCheckInABlink',
    wellness:
      'BlinkBreakEvery20 TakeALongBlink RememberToBlink FairyLightBlinkCalm SleepyBlinkWindDown BlinkBackAtYourCat StarryNightBlinkWalk BlinkOnceForHugs',
    speed:
      'RulerDropBlinkTest MostBlinksIn10 BlinkQuickDraw NameThreeBeforeYouBlink BlinkPhotoFinish FlashlightBlinkStart TenBlinkTidyUp SpotItInABlink',
    music:
      'MetronomeBlinkTest BlinkingLightsCover BlinkLittleStar EveryBlinkANote SlowBlinkLullaby BlinkTagDuet NameThatTuneInABlink NoBlinkDrumSolo',
    art: 'BlinkFlipbook DrawAnEyeMidBlink SlowBlinkCatPainting OpArtBlinkIllusion PopUpCardThatBlinks FireflyBlinkCanvas WinkBlinkSelfPortrait BlinkAndSwapColors',
    tech: 'BurstModeNoBlink SuperSlowMoBlink BlinkTransitionEdit PhoneFlashlightBlink LoopingBlinkGIF AIFixMyBlink BlinkRateScreenTest VideoCallBlinkOff',
    pet: 'CatSlowBlinkTest DoesYourBunnyBlink CanYourFishBlink MidBlinkPetPhoto BlinkOnCueTrick SleepyPuppyBlinks ThirdEyelidBlink BlinkAndTheDogMoved',
    gaming:
      'BlinkBracket WhatChangedInABlink BlinkOnlyCharades TwentyQuestionsByBlink SimonSaysBlink OneBlinkMemoryGame LastToBlinkWins BlinkFreezeTag',
  },
  pantry: {
    dance:
      'PantryRaidTiptoe CancanPantryKicks PantryRestockGroove LazySusanPantrySpin PantryNoodleWiggle PopOutOfThePantry TinyPantryDanceFloor PantryConga',
    fitness:
      'PantryCanCurls RiceBagPantrySquats PantryJarGripTest PantryPlankHold WaterJugPantryLunges PantryCircuit FlourSackPantryCarry FiveBurpeePantryToll',
    funny:
      'MidnightPantryRaid StaringIntoThePantry FullPantryNothingToEat PantryAvalanche PantryWildlifeDoc OldestThingInMyPantry KidOrganizesThePantry LabelEverythingPantry',
    prank:
      'GooglyEyesInThePantry UpsideDownPantry PantryDiscoSurprise RainbowPantryOvernight PantrySnackNotes PantryDoorbell PantryPasswordSign TreasureMapToThePantry',
    educational:
      'VolcanoFromThePantry PantrySugarDetective BestBeforePantryQuiz MapYourPantry PantryForeverFoods LabelYourPantryInFrench PantryYeastBalloon PantryUnitPriceMath',
    travel:
      'PackAPantryPicnic HostelPantryDinner VanLifePantry PantryFromEveryTrip SpiceMarketPantryRun CarryOnPantrySnacks CampsitePantryCrate FarmStandPantryHaul',
    fashion:
      'PantryCanOutfitMatch MacaroniPantryNecklace FlourSackPantryDress VintageLabelPantryTee ClosetLikeAPantry CerealBoxPantryBag MiniPantryJarEarrings WardrobePantryStaples',
    wellness:
      'SundayPantryReset FoodPantryDonation HealthyPantrySwap PantryRestockASMR LittleFreePantry ZeroWastePantry CozyPantryTeaNook PantryMealForAFriend',
    speed:
      'GroceryToPantryRace PantryFetchIn10 FitItAllInThePantry AlphabetizeThePantry PantryCanPyramid SpeedDecantThePantry PantryLabelSpeedrun ExpiryDatePantryBlitz',
    music:
      'PantryJarXylophone PantryRainstick TinCanPantryDrums RapYourPantryList SqueakyPantryDoorSolo PantryLabelSong PantryJugBand BalladOfThePantry',
    art: 'PantryStillLife PantryPastaMosaic PantrySpicePainting LetterThePantryLabels CerealBoxPantryCollage PantryChalkboardDoor PopArtPantryCans DollhousePantryMini',
    tech: 'SpreadsheetYourPantry BarcodeScanPantry AIPantryChef PantryRestockTimelapse PantryTour360 VoiceAssistantPantry PantryStopMotion QRCodePantryJars',
    pet: 'DogWaitsByThePantry PantryPumpkinPupTreats PetSafePantryCheck KibblePantryMakeover PantryRustleTest PantryBoxPuzzleFeeder SitStayAtThePantry PantryNoseworkGame',
    gaming:
      'PantryScavengerHunt BlindfoldPantryGuess PantryAlphabetRun PantryHideAndSeek PlayPantryGrocer WhatsMissingPantryTray PantryCanBowling DrawItFromThePantry',
  },
  loofah: {
    dance:
      'LoofahPompomDance LoofahScrubADub TowelAndLoofahTango SplishSplashLoofah LoofahLassoSpin LoofahHula BathrobeLoofahStrut DripDryLoofahWiggle',
    fitness:
      'BackScratchLoofahTest PartnerLoofahCatch JuggleThreeLoofahs PlankAndPassTheLoofah LoofahOnYourHeadWalk LoofahSqueezeReps KeepyUppyLoofah LoofahSliderLunges',
    funny:
      'LoofahWigReveal MyLoofahWasAVegetable LoofahBeardDisguise LoofahAdParody LoofahPuppetShow PetLoofahAdoption WhoseLoofahIsThis DramaticLoofahFarewell',
    prank:
      'GooglyEyeLoofah LoofahFlowerBouquet TinyLoofahSwitch LoofahResignationLetter EveryDoorknobLoofah LoofahRoomService LoofahSeedsAreReal BubbleWrapLoofah',
    educational:
      'GrowALoofahVine HangYourLoofahToDry LoofahUnderAMagnifier LoofahComesFromArabic PeelALoofahGourd LoofahSoakUpTest LoofahFiberFacts SeaSpongeVsLoofah',
    cooking:
      'LoofahEggSoup FirstLoofahTaste LoofahSpongeCake LoofahOrZucchini GardenToTableLoofah LoofahPeelAndCook SteamedGarlicLoofah ZeroWasteDishLoofah',
    travel:
      'BathhouseLoofahScrub LoofahInMyCarryOn SpotALoofahVine SpaRetreatLoofah MarketStallLoofahHunt CampsiteLoofahShower GardenCenterLoofahHunt LoofahAroundTheWorld',
    fashion:
      'LoofahScrunchieDIY LoofahFascinator RobeAndLoofahFitCheck LoofahSpongeNailArt MiniLoofahEarrings OutfitToMatchMyLoofah TutuMadeOfLoofahs LoofahMakeupPrep',
    speed:
      'LoofahSqueezeRelay LoofahBucketToss ThreeMinuteLoofahShower FastestLoofahPeel FoamMountainLoofah LoofahTubScrubBlitz LoofahAndSpoonRace SpeedyLoofahDishes',
    music:
      'LoofahMicConcert LoofahGourdShaker LoofahASMRBeat RubADubLoofahSong DrumRollOnTheLoofah LoofahOperaSolo SoapyLoofahJingle DuetWithMyLoofah',
    art: 'LoofahHoneycombPrints SketchYourLoofah LoofahCritterCraft PaintedLoofahGourd MacroShotOfALoofah LoofahPompomWreath LoofahSpongedSunset AbstractLoofahCanvas',
    tech: 'LoofahMacroLensHack SlowMoLoofahSqueeze LoofahStopMotion SetALoofahReminder GuessTheZoomedLoofah LoofahVineTimelapse LoofahProductShoot ShowerPlaylistLoofah',
    pet: 'LoofahHighShelf LoofahLeaveItCue HamsterLoofahTunnel DogSeesTheLoofah LoofahTreatPuzzle FetchTheLoofah LoofahRopeToySwap PetProofTheLoofah',
    gaming:
      'PassTheLoofah LoofahCurling LoofahSnowballFight HoopShotsWithALoofah BottleRingTossLoofah LoofahOlympics BlindTouchLoofahGuess SimonSaysLoofah',
  },
  comb: {
    dance:
      'CombMicLipSync FiftiesCombJive CombAndHairFlip MirrorCombGroove BarbershopCombShuffle CombAndTwist StrutWithAComb PassTheComb',
    fitness:
      'CombPickupSquats CombOverheadHold PlankAndComb FingertipCombWalk OneLegCombBalance CombYourHairMobility BearCrawlToTheComb CrabCombCarry',
    funny:
      'FiftiesGreaserComb CombTangleDrama FineToothCombSearch CombTheRugFringe RoosterCombHair CombVsBrushDebate InvisibleCombMime WhereDidMyCombGo',
    prank:
      'GiantCombSwap CombStuckInMyHair StaticCombSpikes CombsInEveryDrawer CombKazooWakeUp CombPhotobomb SlowCombStare EveryoneCombsLikeDad',
    educational:
      'CombBendsWater CombThroughHistory FineToothCombIdiom WhyRoostersHaveAComb CombPitchScience WhichCombForYourHair OverlapTwoCombsIllusion CatTongueIsAComb',
    cooking:
      'IcingCombCake ChocolateCombStripes GarganelliOnAComb CombRidgedGnocchi CombMarbledGlaze CombCrissCrossCookies FancyButterCombPats RoosterCombCupcakes',
    travel:
      'CombAndCutAbroad FineToothCombTheCity BeachCombingHaul HandmadeCombSouvenir OneCombPackingList WoodenCombWorkshop AfterHikeCombOut CampingHairCombHack',
    wellness:
      'CombScalpMassage HundredCombStrokes GentleDetangleComb CombAndChatWithGrandma CleanYourCombDay HygieneKitCombDrive WoodenCombSwitch CombAndBraidAFriend',
    speed:
      'PonytailCombSpeedrun DollHairCombRace CombAPerfectPartIn10 CombRelayHandoff CountTheCombTeeth StaticCombConfettiGrab BedheadToCombedDash RugFringeCombSprint',
    music:
      'CombAndPaperKazoo MusicBoxComb SingIntoYourComb DooWopWithAComb CombScraperBeat BarbershopQuartetComb FineVsWideCombTones CombStrumSerenade',
    art: 'CombDragPainting CombMarbledPaper CombScratchArt ClayPotCombTexture CombWeavingCraft MiniZenGardenComb PaintAWoodenComb RoosterCombPortrait',
    tech: 'CombMacroLens VirtualHairstyleComb SampleACombBeat TimelapseCombOut CombBeforeAndAfter CombASMRTriggers SplitScreenCombDuet AskAIForACombStyle',
    pet: 'PurringCombTest FleaCombCheckUp FurPileCombOut CatVsPocketComb GentleBunnyComb SchnauzerBeardComb CombAndTreatTraining PuppyFirstComb',
    gaming:
      'GuessTheDecadeComb CombKazooTuneQuiz CombTableHockey PlayHairSalonComb CombDominoTopple FlipTheCombTrickShot CombInAHaystack MirrorMeCombGame',
  },
  'voice memo': {
    dance:
      'ChoreoToMomsVoiceMemo VoiceMemoSquareDance VoiceMemoStopAndFreeze BeatboxVoiceMemoGroove VoiceMemoBeatDrop PassTheVoiceMemoMove GrandpasVoiceMemoWaltz VoiceNoteTwoStep',
    fitness:
      'PepTalkVoiceMemo VoiceMemoHIITTimer PostRunVoiceMemo PlankThroughAVoiceMemo GymBuddyVoiceNote VoiceMemoAfterBurpees VoiceMemoMarchCadence StretchAlongVoiceMemo',
    funny:
      'AccidentalVoiceMemo DramaticVoiceMemo VoiceMemoTranscriptFail ReactToOldVoiceMemos VoiceMemoAnimalSounds GrandmasFirstVoiceMemo NineMinuteVoiceMemo DecodeMyVoiceNote',
    prank:
      'VoiceMemoWakeUpCall TalkingPlantVoiceMemo DoorbellVoiceMemo VoiceMemoCatchphrase SlowedDownVoiceMemo VoiceMemoApplause EntranceThemeVoiceMemo NowBoardingVoiceMemo',
    educational:
      'LanguageVoiceMemoDrill VoiceMemoFlashcards GrandpaStoryVoiceMemo WhyVoiceMemosSoundWeird RoomEchoVoiceMemo BirdsongVoiceMemoID ExplainItInAVoiceMemo VoiceMemoTimesTables',
    cooking:
      'GrandmasVoiceMemoRecipe CookFromAVoiceMemo VoiceMemoGroceryList TasteTestVoiceMemo GuessTheDishVoiceMemo DoughHandsVoiceMemo FancyWaiterVoiceMemo SourdoughVoiceMemoLog',
    travel:
      'VoiceMemoTravelDiary CitySoundsVoiceMemo VoiceMemoPostcard PhrasebookVoiceMemo VoiceMemoTourGuide NatureWalkVoiceMemo VoiceMemoPackingCheck ArrivalVoiceMemo',
    fashion:
      'VoiceMemoFitCheck RunwayVoiceMemo StyledByVoiceMemo GrandmaStyleVoiceMemo ComplimentVoiceMemo ColorDareVoiceMemo VoiceMemoThriftHunt OutfitRatingVoiceNote',
    wellness:
      'VoiceMemoGratitude SendAKindVoiceMemo FutureSelfVoiceMemo VoiceMemoBrainDump GuidedBreathVoiceMemo SaveGrandmasVoiceMemo AffirmationVoiceMemo BedtimeStoryVoiceMemo',
    speed:
      'VoiceMemoTongueTwister VoiceMemoAlphabetRace TenSecondVoiceMemo BeatTheVoiceMemo RapidFireVoiceMemoQuiz SpeedReadVoiceMemo VoiceMemoAuctioneer VoiceMemoCountdown',
    music:
      'VoiceMemoToFullSong FinishMyVoiceMemoTune VoiceMemoHarmonyStack VoiceMemoBeatbox AcapellaVoiceMemoCover FirstDemoVoiceMemo KitchenBandVoiceMemo ShowerConcertVoiceMemo',
    art: 'DrawTheVoiceMemo VoiceMemoWaveformArt SketchByVoiceMemo StoryboardAVoiceMemo VoiceMemoComicStrip ClayCharacterVoiceMemo VoiceMemoMoodPainting AnimateAVoiceMemo',
    pet: 'DogHearsMyVoiceMemo VoiceMemoMeowLibrary BarkDecoderVoiceMemo ParrotLearnsVoiceMemo VoiceMemoRecallTest GuineaPigVoiceMemo PetLullabyVoiceMemo VoiceMemoPurrASMR',
    gaming:
      'VoiceMemoTelephone BackwardsVoiceMemo WhoSaidItVoiceMemo MysteryClueVoiceMemo VoiceMemoStoryChain VoiceMemoTrivia HumItVoiceMemoGuess TwoTruthsVoiceMemo',
  },
  nose: {
    dance:
      'ClownNoseConga HeadShouldersKneesNose NoseWiggleShuffle NoseInTheAirStrut BunnyNoseHop NoseBoopDuet NoseTickleBeatDrop TwirlAndTapYourNose',
    fitness:
      'NoseToKneeStretch PushupsNoseToFloor NoseBreathingRun SpoonOnNoseSquats PlankNoseTaps BalloonNoseKeepUp PingPongNoseCrawl EyesClosedNoseTouch',
    prank:
      'ClownNoseOnEveryPhoto SqueakyNoseBoop GotYourNose NoseGlassesDisguise FeatherNoseTickle NoseWiggleStareDown NoseTwitchFakeSneeze MatchingRedNoses',
    educational:
      'TheNoseKnows PinchYourNoseTasteTest DogNosePrintID NoseCanSmellATrillion WhyNosesRunInTheCold ElephantTrunkIsANose MeetTheStarNosedMole NoseBreathingVsMouth',
    cooking:
      'CookByNoseOnly NoseToTailDinner RedNoseCupcakes FreshHerbNoseQuiz PiggyNoseCookies LemonNoseScrunch PizzaFaceNoseArt StuffyNoseSoup',
    travel:
      'NoseTourOfTheCity NosePressedToTheWindow PerfumeFactoryNose MuseumNoseHunt RubTheLuckyNose BoopTheLandmarkNose BakeryByNoseHunt PlaneNosePhoto',
    fashion:
      'FrecklesAcrossTheNose GlassesDownTheNose ClownNoseFitCheck BlushOnTheNose FakeNoseStudLook NoseWarmerKnit ScarfUpToTheNose AnimalNoseFacePaint',
    wellness:
      'AlternateNoseBreathing NoseToTheRosesWalk BeeBreathNoseHum HappySmellsNoseList SunscreenOnYourNose NoseBoopHugs LavenderNoseCalm NoseInABookNight',
    speed:
      'PingPongNosePush NoseGoesSpeedRound CottonBallNoseTransfer BalloonNoseDash NoseWigglesIn10 FastestNoseWins NoseTapTypingRace ClownNoseRelay',
    music:
      'NoseFluteCover NoseHumHarmony PinchYourNoseSinging ClownNoseHonkSong AchooNoseRemix NoseWhistleDuet BodyPercussionNose SnootyNoseOpera',
    art: 'DrawTenNoses PaintWithYourNose ClayNoseSculpt PinocchioNoseDoodle PaperMacheNoseMask AnimalNoseSketch DogNosePrintArt BlindContourNose',
    tech: 'NoseTypingTest ClownNoseFaceUnlock ZoomedInNoseGuess NoseSwipeScrolling NoseHonkDecibels PinocchioNoseEdit VideoCallNoseBoop NoseDrawAppArt',
    pet: 'BoopYourPetsNose NosePrintKeepsake SnuffleMatNoseWork NoseKnowsCupGame WetNoseWakeUp FreckledNoseDogs NoseFirstSniffari BunnyNoseTwitchCount',
    gaming:
      'BlindfoldNoseQuiz PinANoseOnTheClown GuessWhoseNose NoseHockey PinocchioNoseLies RedPompomNoseToss NoseOnlyCharades NoseTouchQuickDraw',
  },
  forehead: {
    dance:
      'CupOnForeheadDance ForeheadKissWaltz ForeheadSaluteMarch ForeheadWipeShimmy GlowStickForehead ForeheadTapCombo BodyRollFromForehead ShadesOnForeheadStrut',
    fitness:
      'ForeheadToKneeFold CupOnForeheadSquats ChildsPoseForehead BalloonForeheadPress ForeheadSweatFinisher CoinOnForeheadBridge ForeheadKissCrunches ForeheadTapJacks',
    prank:
      'ForeheadMirrorMessage GooglyEyeOnMyForehead ForeheadTinyHat LostGlassesOnForehead GoldStarForehead OneBrowForeheadStare SweatyForeheadFakeOut ForeheadSpoonServe',
    educational:
      'SweatScienceForehead CountryOnYourForehead FrontalLobeForehead WhyCatsBonkForeheads DrawAnEOnYourForehead ForeheadSignsASL ForeheadMathDuel WorldForeheadGestures',
    cooking:
      'FacepalmForeheadFails FlourOnYourForehead ForeheadIngredientGuess ChefsKissForehead ColdLemonadeForehead ForeheadHeadbandBaker ForeheadScrunchTasteTest CucumberSliceForehead',
    travel:
      'DestinationOnForehead ForeheadHeadlampHike CoolTowelOnForehead ForeheadKissGoodbye HatTanForeheadReveal TravelFailsForehead TrainWindowForehead ForeheadSnowflakeCatch',
    fashion:
      'CurtainBangsForehead ShadesUpForeheadLook ForeheadSweatbandFit ForeheadBandanaTie SlickedBackForehead BabyHairsForehead BeanieAboveForehead GlitterForeheadFestival',
    wellness:
      'ForeheadKissGoodnight CoolClothForeheadRest ForeheadMassageCalm ForeheadFocusBreathing RelaxYourForeheadCheck TouchForeheadsHug ForeheadToTheMat SunscreenForeheadHabit',
    speed:
      'CoinOffForeheadIn10 RapidForeheadGuessing StickersOnForeheadRush CupOnForeheadWalkRace BlowItOffYourForehead ForeheadSnapCatch ForeheadBalloonRelay ForeheadSpoonHangOff',
    music:
      'SongOnYourForehead ForeheadKissLullaby ForeheadHighNoteRaise SweatbandForeheadRock FacepalmChorusForehead ForeheadResonanceHum WipeYourForeheadBlues ForeheadKaraokeCards',
    art: 'ForeheadFacePaint ThinkerPoseForehead ForeheadBonkComic UnicornHornForehead ClayFacepalmForehead ForeheadLightPainting DrawForeheadExpressions ForeheadCrownCraft',
    tech: 'ForeheadCamPOV FixYourForeheadFraming ForeheadFaceFilter FacepalmGIFForehead ForeheadPhoneCharades QRCodeOnForehead VideoCallForeheadKiss ForeheadControlledGame',
    pet: 'CatForeheadBonk GentleForeheadStroke ForeheadScratchBliss PuppyForeheadWrinkle TreatBalanceForehead BunnyForeheadRubs TabbyForeheadM ForeheadFurCowlick',
    gaming:
      'WhoAmIForeheadNotes HighCardForehead ForeheadBalanceFaceOff ForeheadExpressionMimic TapForeheadMemoryGame ForeheadCoinDropTourney SpoonOnForeheadStatues ForeheadEmojiCharades',
  },
  'small business': {
    dance:
      'SmallBizPackingDance FirstSaleSmallBizJig SmallBizShuffle NewOrderSmallBizBop BubbleWrapSmallBizStomp SmallBizTeamChoreo MarketDaySmallBizGroove ShippingSmallBizHop',
    fitness:
      'SmallBizBoxLifts PackAndSquatSmallBiz PostOfficeWalkSmallBiz MarketSetupSmallBiz SmallBizDeskStretch SmallBizStepCount TryALocalSmallBizGym SmallBizFunRun',
    funny:
      'SmallBizPOV MomBuysFromMySmallBiz OnePersonTeamSmallBiz TapeGunFailsSmallBiz SmallBizPhoneVoice PetAsSmallBizManager SmallBizDadJokeAds OverThankingSmallBiz',
    prank:
      'SecretBigOrderSmallBiz SmallBusinessFanSign BuyOutTheSmallBiz MascotVisitSmallBiz SmallBizThankYouFlood SurpriseOpeningSmallBiz SmallBusinessTipJar SmallBizBalloonDoorway',
    cooking:
      'BakeSaleSmallBiz HomeBakerySmallBiz SmallBizLunchSpecial CostPerCookieSmallBiz MarketHaulSmallBiz SmallBizCafeRecreate JamJarSmallBiz FoodTruckSmallBiz',
    travel:
      'SmallBizSouvenirsOnly MainStreetSmallBizTour SmallBizCafeCrawl WeekendMarketSmallBiz FamilyRunSmallBizStay SmallBizMapOfTown HiddenGemSmallBiz BookshopHopSmallBiz',
    fashion:
      'SmallBizOutfitCheck EarringHaulSmallBiz StyleOneSmallBizPiece SmallBizTeeDesign CrochetLookSmallBiz BoutiqueTryOnSmallBiz SmallBizPackagingFit LocalDesignerSmallBiz',
    wellness:
      'SmallBizBurnoutBreak ShoutOutASmallBiz SmallBizGratitudeNote SmallBizTeaRitual DigitalDetoxSmallBiz YogaStudioSmallBiz LocalFlowerSmallBiz PotteryClassSmallBiz',
    speed:
      'SmallBizPackingRace SmallBizTapeSpeedrun WrapItFastSmallBiz StallSetupSmallBiz SmallBizInventoryCount SmallBizPitchIn30 ThankYouDashSmallBiz RestockBlitzSmallBiz',
    music:
      'SmallBizJingle SmallBizTapeGunBeat PackingPlaylistSmallBiz SmallBizShippingBlues RecordStoreSmallBiz MusicTeacherSmallBiz SmallBizOpenMicNight ChaChingSmallBizRemix',
    art: 'SmallBizSignPainting SmallBizStickerDesign WindowChalkSmallBiz SmallBizPackagingArt StorefrontSketchSmallBiz ClayCharmSmallBiz PhotoShootSmallBiz SmallBizMoodBoard',
    tech: 'BuildASmallBizWebsite QRCodeForASmallBiz PhonePhotosSmallBiz SmallBizAppStack SpreadsheetSmallBiz SmallBizTimelapsePack GreenScreenSmallBizAd AskAIForASmallBizName',
    pet: 'CatHelpsPackSmallBiz HomemadeTreatSmallBiz LocalPetStoreSmallBiz DogWalkerSmallBiz PawPortraitSmallBiz GroomerVisitSmallBiz SmallBizMascotPup AquariumShopSmallBiz',
    gaming:
      'SmallBizTycoon PlayShopSmallBiz SmallBizBoardGameCafe SmallBizBuildOff PriceGuessSmallBiz PitchBattleSmallBiz LocalArcadeSmallBiz CardDeckMakerSmallBiz',
  },
  'inside joke': {
    dance:
      'InsideJokeHandshake TeachTheInsideJokeDance BestieInsideJokeDuet InsideJokeFreezeFrame InsideJokeCallbackStep InsideJokeTrendRemake CousinsInsideJokeConga FlashMobInsideJoke',
    fitness:
      'InsideJokeBurpees GymBuddyInsideJoke InsideJokePlankOff RunClubInsideJoke SpinClassInsideJoke TeamInsideJokeWarmup InsideJokeHighFive LaughingAbsInsideJoke',
    prank:
      'EveryRoomInsideJoke CakeWithAnInsideJoke RenameChatInsideJoke GraduationInsideJoke InsideJokeLockScreen InsideJokeBanner MatchingShirtInsideJoke ParentsLearnInsideJoke',
    educational:
      'WhyInsideJokesBondUs TranslateYourInsideJoke StudyWithAnInsideJoke SignYourInsideJoke TimelineOfInsideJokes InsideJokeMathProblem InsideJokeHaiku InsideJokeDebate',
    cooking:
      'InsideJokeCookies TheInsideJokeRecipe InsideJokeMenuNight BurntToastInsideJoke WeirdSandwichInsideJoke PizzaSpellsInsideJoke InsideJokeMocktail FamilyDinnerInsideJoke',
    travel:
      'InsideJokeBirthplace InsideJokeSouvenir PostcardInsideJoke MapPinsOfInsideJokes CampingInsideJoke InsideJokeTourGuide TravelMishapInsideJoke SchoolTripInsideJoke',
    fashion:
      'InsideJokeTshirt LetterBeadInsideJoke InsideJokeFitCheck EmbroideredInsideJoke MatchingSocksInsideJoke InsideJokeNailArt InsideJokeEnamelPin HalloweenInsideJoke',
    wellness:
      'InsideJokeLaughBreak JournalYourInsideJokes InsideJokeCheckIn JarOfInsideJokes GrandparentsInsideJoke OldFriendInsideJoke InsideJokeScrapbook BadDayInsideJoke',
    speed:
      'RapidFireInsideJoke InsideJokeIn5Seconds BuzzerRoundInsideJoke SketchRaceInsideJoke TypeTheInsideJokeFast TongueTwisterInsideJoke InsideJokeRelay EmojiSprintInsideJoke',
    music:
      'SongAboutAnInsideJoke InsideJokeRemix RapVerseInsideJoke KaraokeInsideJoke InsideJokeBandName OperaticInsideJoke InsideJokeRingtone InsideJokeChoir',
    art: 'InsideJokeComic DrawYourInsideJoke MemeOfOurInsideJoke ClaySculptInsideJoke ChalkMuralInsideJoke CrossStitchInsideJoke InsideJokeStickers InsideJokeCollage',
    tech: 'CustomEmojiInsideJoke GIFOfTheInsideJoke SoundboardInsideJoke InsideJokeWebsite AutocorrectInsideJoke InsideJokeSpreadsheet InsideJokeQRCode AIExplainsInsideJoke',
    pet: 'DogNicknameInsideJoke CatStareInsideJoke PupHearsInsideJoke ParrotInsideJoke PetVoiceoverInsideJoke InsideJokeTreatWord HamsterWheelInsideJoke InsideJokeTrickCue',
    gaming:
      'CharadesInsideJoke GuessWhoseInsideJoke TriviaNightInsideJoke BingoCardInsideJoke InsideJokeBoardGame InsideJokeEasterEgg SquadNameInsideJoke InsideJokeEscapeRoom',
  },
  'measuring cup': {
    dance:
      'MeasuringCupShimmy QuarterTurnMeasuringCup MeasuringCupHandJive MeasuringCupConga OneMeasuringCupTwoStep DiscoMeasuringCup FullMeasuringCupWaltz MeasuringCupLimbo',
    fitness:
      'MeasuringCupWaterWalk PlankMeasuringCupStack CrabCrawlMeasuringCup MeasuringCupSquatScoop LungeForTheMeasuringCup MeasuringCupToeTaps MeasuringCupBalanceBeam ArmCirclesMeasuringCup',
    funny:
      'WhichMeasuringCupIsThis LostMeasuringCupHunt MeasuringCupAsAHat MeasuringCupForCereal OverfilledMeasuringCup HandfulVsMeasuringCup MeasuringCupMathFail NestedMeasuringCupTower',
    prank:
      'MeasuringCupMugSwap MeasuringCupDoorTower NestingDollMeasuringCup TinyMeasuringCupOnly OneMeasuringCupOfLove MeasuringCupSnowman MeasuringCupMagicTrick RubberDuckMeasuringCup',
    educational:
      'MeasuringCupFractions DryVsLiquidMeasuringCup MetricMeasuringCup MeasuringCupDisplacement ScaleVsMeasuringCup MeasuringCupMeniscus MeasuringCupDensity DoubleItMeasuringCup',
    travel:
      'MeasuringCupsAbroad CampingMeasuringCup SouvenirMeasuringCup NoMeasuringCupOnVacay BeachSandMeasuringCup BerryPickingMeasuringCup MeasuringCupTrailMix ThriftShopMeasuringCup',
    fashion:
      'MeasuringCupEarrings ApronAndMeasuringCupFit PastelMeasuringCupOutfit PrintedMeasuringCupTee MeasuringCupNailArt BakeryCoreMeasuringCup MeasuringCupBagCharm MeasuringCupBrooch',
    wellness:
      'HydrationMeasuringCup MeasuringCupGratitude MindfulMeasuringCup MeasuringCupTeaRitual MeasuringCupOfCalm MeasuringCupNeighborBake HouseplantMeasuringCup BirdseedMeasuringCup',
    speed:
      'MeasuringCupStackRace SortTheMeasuringCups MeasuringCupWaterRelay ScoopRiceMeasuringCup BeanTransferMeasuringCup MeasuringCupFlip PourOffMeasuringCup TenSecondMeasuringCup',
    music:
      'WaterTunedMeasuringCups RiceShakerMeasuringCup MeasuringCupsRhythm MeasuringCupDrumKit SingThroughAMeasuringCup FamilyMeasuringCupBand MeasuringCupSpoonDuet MeasuringCupPourSounds',
    art: 'MeasuringCupStamps PourPaintingMeasuringCup StillLifeMeasuringCups LayeredSandMeasuringCup PlanterFromAMeasuringCup MeasuringCupCharacter MeasuringCupShadowArt WatercolorMeasuringCups',
    tech: 'ConvertMeasuringCups MeasuringCupTimelapse SlowMoMeasuringCupPour MeasuringCupStopMotion MeasuringCupPhoneSpeaker RecipeAppMeasuringCup SpiritLevelMeasuringCup FlashlightMeasuringCup',
    pet: 'MeasuringCupKibble TreatInAMeasuringCup CatVsMeasuringCup PetMealMeasuringCup MeasuringCupPupCake BirdBathMeasuringCup SlowFeederMeasuringCup MeasuringCupWaterCheck',
    gaming:
      'MeasuringCupShellGame MeasuringCupBingo MeasuringCupTowerDuel GuessTheMeasuringCup MeasuringCupBeanToss BakingSimMeasuringCup PassTheMeasuringCup TrickShotMeasuringCup',
  },
  'party hat': {
    dance:
      'CongaLineInPartyHats HeadBobPartyHat BirthdayPartyHatShuffle KeepThePartyHatOn CountdownPartyHatDrop PartyHatHokeyPokey PartyHatFreezeDance PartyHatSpinMove',
    fitness:
      'PartyHatAgilityCones AgeInBurpeesPartyHat SquatsInAPartyHat PlankTapPartyHat BirthdayMilePartyHat PartyHatJumpingJacks TreePoseInAPartyHat PartyHatShuttleRun',
    funny:
      'PartyHatOnEverything UnicornPartyHat SadPartyHatMoment PartyHatAsAMegaphone BirdBeakPartyHat TooManyPartyHats PartyHatSeriousFace WrongEventPartyHat',
    prank:
      'SurprisePartyHatAmbush PartyHatStatueSquad UnbirthdayPartyHat PartyHatTeddyBears TinyPartyHatsOnFridge ConfettiInThePartyHat PartyHatMorningAlarm PartyHatPlantDecor',
    educational:
      'PartyHatGeometry WhyWeWearPartyHats PartyHatsAroundTheWorld BirthdayParadoxPartyHat PartyHatRecycling NewYearTimeZonesPartyHat PartyHatPhysicsDrop SignLanguagePartyHat',
    cooking:
      'PartyHatCupcakes ClownSundaePartyHat StrawberryPartyHats PartyHatCakeTopper PopcornInAPartyHat PancakeStackPartyHat PartyHatSugarCookies MocktailPartyHatToast',
    travel:
      'PartyHatAtLandmarks PartyHatOnThePlane NewYearsPartyHatAbroad PartyHatPicnic PartyHatTrainRide HometownPartyHatTour CityBreakPartyHat ThemeParkPartyHat',
    wellness:
      'PartyHatForNoReason PartyHatForGrandma QuietPartyHatNight PartyHatLaughterYoga PartyHatThankYouCards TinyWinsPartyHat BirthdayCallPartyHat SoloSunrisePartyHat',
    speed:
      'PartyHatStackRace MakeAPartyHatIn60 PartyHatRelay PartyHatOnEveryoneDash ConfettiCleanupPartyHat BalanceThePartyHatRun PartyHatKnockdown SpeedDecoratePartyHat',
    music:
      'TrumpetFromAPartyHat BirthdayRemixPartyHat DrumCirclePartyHats NoisemakerPartyHatBand KaraokeInAPartyHat PartyHatAcapella PartyHatOpera PartyHatSingingTelegram',
    art: 'PartyHatPaintOff MagazineCollagePartyHat DrawPeopleInPartyHats PartyHatSculpture PopArtPartyHats OrigamiPartyHat PartyHatMonsters TissuePaperPartyHat',
    tech: 'PartyHatARFilter TimelapsePartyHatSetup SlowMoPartyHatToss VideoCallPartyHats PartyHatPhotoBooth PartyHatPanoramaClone AIDesignedPartyHat QRCodeInvitePartyHat',
    pet: 'PartyHatBiscuits PartyHatPupCake PartyHatPlushToy TreatHuntUnderPartyHats PhotobombedPartyHat CatVsPartyHatPile PuppyMeetsPartyHatGuests PartyHatCardboardCastle',
    gaming:
      'PartyHatRingToss PinThePartyHat WhoAmIPartyHat MusicalChairsPartyHat PartyHatPinata GamingBashPartyHat PartyHatFreezeTag WinnerWearsPartyHat',
  },
  'orange juice': {
    dance:
      'BreakfastBopOrangeJuice WaltzWithOrangeJuice OrangeJuiceShuffle OrangeJuiceSalsa OrangeJuiceJitterbug ZestyOrangeJuiceMoves SqueezeStepOrangeJuice SunnyOrangeJuiceStrut',
    fitness:
      'OrangeJuiceCartonCurls SqueezeGripOrangeJuice WaiterWalkOrangeJuice OrangeJuiceJugSquats BurpeesBeforeOrangeJuice OrangeJuicePlankPour SunriseJogOrangeJuice CitrusCrunchOrangeJuice',
    funny:
      'ToothpasteThenOrangeJuice DramaticOrangeJuicePour OrangeJuiceAdParody OrangeJuiceSommelier OrangeJuiceMustache OrangeJuiceFridgeThief LastGlassOfOrangeJuice ToddlerServesOrangeJuice',
    prank:
      'OrangeJuiceInBed AnswerTheOrangeJuice FridgeFaceOrangeJuice OrangeJuiceCartonNote OrangeJuiceWaiterAct TinyGlassOrangeJuice OrangeJuiceToastSpeech CrazyStrawOrangeJuice',
    educational:
      'WhyOrangeJuiceTastesOff OrangeJuiceAcidTest OrangeJuiceOriginStory MapOfOrangeJuice OrangeJuiceSugarCount ScurvyAndOrangeJuice OrangeJuicePulpZoom FreezingPointOrangeJuice',
    travel:
      'StreetStallOrangeJuice OrangeJuiceAtEveryHotel OrangeJuiceGroveVisit PicnicFlaskOrangeJuice FarmStandOrangeJuice OrangeJuiceTasteTour BrunchSpotOrangeJuice SunriseHikeOrangeJuice',
    fashion:
      'ColorBlockOrangeJuice CitrusPrintOrangeJuice CartonBagOrangeJuice OrangeJuiceEarrings BrunchOutfitOrangeJuice EyeshadowOrangeJuice OrangeJuiceNails OrangeJuicePeelDye',
    wellness:
      'SlowMorningOrangeJuice MomsBreakfastOrangeJuice GratitudeToastOrangeJuice OrangeJuiceAndJournal BalconyOrangeJuice FrozenOrangeJuiceCubes OrangeJuiceScentCalm HalfWaterOrangeJuice',
    speed:
      'OrangeJuiceSqueezeOff OrangeJuicePourRace FastestPeelOrangeJuice TrayDashOrangeJuice CartonStackOrangeJuice OrangeJuiceCupRelay BrunchRushOrangeJuice OrangeJuiceMorningSprint',
    music:
      'OrangeJuiceJingle GlassHarpOrangeJuice CartonDrumOrangeJuice MorningSongOrangeJuice StrawFluteOrangeJuice OrangeJuiceBlues OrangeJuiceReggae BottleBlowOrangeJuice',
    art: 'PaintWithOrangeJuice StillLifeOrangeJuice PeelSculptOrangeJuice CartonCityOrangeJuice ColorMixOrangeJuice OrangeJuiceLabelDesign OrangeJuiceSplashPhoto CitrusStampOrangeJuice',
    tech: 'SlowMoOrangeJuicePour PulpTimelapseOrangeJuice OrangeJuiceProductShot SqueezeASMROrangeJuice ScanTheOrangeJuiceCarton OrangeJuiceCommercial OrangeJuiceLabelMockup MacroLensOrangeJuice',
    pet: 'NoOrangeJuiceForPets BirdFeederOrangeJuice OrangeJuiceTimeSitStay OrangeJuicePlushToy MorningWalkOrangeJuice GuineaPigsSkipOrangeJuice OrangeJuiceCartonCatFort LeaveItOrangeJuice',
    gaming:
      'OrangeJuiceBlindTaste OrangeJuiceCharades OrangeJuiceTycoon GuessTheMixOrangeJuice OrangeJuiceCartonBowling TriviaNightOrangeJuice TeamPulpOrangeJuice BrunchBingoOrangeJuice',
  },
  'taco tuesday': {
    dance:
      'TacoTuesdaySalsa TacoTuesdayShuffle FoldItTacoTuesday CrunchTimeTacoTuesday TacoTuesdayTwoStep GuacAndRollTacoTuesday TortillaTwirlTacoTuesday TacoTuesdayDanceBreak',
    fitness:
      'EarnYourTacoTuesday SalsaCardioTacoTuesday TacoTuesdayToppingSquats CrunchesForTacoTuesday TacoTuesdayStepGoal TacoTuesdayRunClub GripSqueezeTacoTuesday TacoTuesdayFamilyMile',
    funny:
      'ShellCrackTacoTuesday TacoTuesdayAnnouncement EveryDayIsTacoTuesday TacoTuesdayLettuceRain TheTacoTuesdayLean KidsReviewTacoTuesday TacoTuesdayTierList DadJokesTacoTuesday',
    prank:
      'TacoTuesdayAlarm DoorSignTacoTuesday TeddyTakeoverTacoTuesday EmojiFloodTacoTuesday SecretTacoTuesday LunchboxTacoTuesday FancyMenuTacoTuesday TacoTuesdayFanfare',
    educational:
      'OriginsOfTacoTuesday LearnSpanishTacoTuesday TacoTuesdayBudgetMath TacoTuesdayFractions CornVsFlourTacoTuesday TacoTuesdayMapOfMexico LimeScienceTacoTuesday TacoTuesdayFoodGroups',
    travel:
      'TacoTuesdayStreetStall TaqueriaTacoTuesday FoodTruckTacoTuesday TacoTuesdayAbroad MarketVisitTacoTuesday PicnicTacoTuesday TacoTuesdayCampout BeachDayTacoTuesday',
    fashion:
      'TacoTuesdayFitCheck GraphicTeeTacoTuesday GuacEarringsTacoTuesday SalsaColorsTacoTuesday NailArtTacoTuesday TacoTuesdaySocks TacoTuesdayApronStyle MatchingPJsTacoTuesday',
    wellness:
      'TacoTuesdayTableTalk PhoneFreeTacoTuesday VeggiePackedTacoTuesday TacoTuesdayNeighborShare ThankfulTacoTuesday MindfulBiteTacoTuesday TacoTuesdayWalkAfter SunsetTacoTuesday',
    speed:
      'TacoTuesdayAssemblyRace TableSetTacoTuesday TacoTuesdayCleanupBlitz GuacMashTacoTuesday TacoTuesdayFoldOff ToppingRelayTacoTuesday LimeSqueezeTacoTuesday TacoTuesdayDishStack',
    music:
      'TacoTuesdayMariachi FamilyAnthemTacoTuesday MaracasTacoTuesday PlaylistForTacoTuesday KaraokeTacoTuesday RapBattleTacoTuesday TacoTuesdayDrumroll TacoTuesdayGuitarJam',
    art: 'MascotForTacoTuesday PapelPicadoTacoTuesday ChalkMenuTacoTuesday ClayMiniTacoTuesday TacoTuesdayComic RetroPosterTacoTuesday TacoTuesdayWatercolor TacoTuesdayPlaceCards',
    tech: 'SlowMoShellTacoTuesday PrepTimelapseTacoTuesday GroupPollTacoTuesday TacoTuesdayQRMenu AIInventsTacoTuesday FoodPhotoTacoTuesday CrunchASMRTacoTuesday TacoTuesdayBudgetSheet',
    pet: 'PetSafeTacoTuesday LeaveItTacoTuesday DinnerCamTacoTuesday BunnySaladTacoTuesday SnuffleMatTacoTuesday TacoTuesdayBowlStation TacoTuesdayPlaceCue TiredPupTacoTuesday',
    gaming:
      'TriviaOverTacoTuesday GameNightTacoTuesday BlindTasteTacoTuesday TacoTuesdayMemoryCards CharadesTacoTuesday TacoTuesdayTournament TacoTuesdayScavengerHunt TacoTuesdayEmojiQuiz',
  },
};
