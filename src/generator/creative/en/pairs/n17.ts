import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  rope: {
    dance:
      'RopeLimbo DoubleDutchRopeDuet SkipRopeCharleston CowboyRopeTwirl JumpRopeFreestyle RopeWaveGroove StepOverTheRope RopeConga',
    funny:
      'MimeRopePull RopeCoilingBloopers ParentsTryTheRope JumpRopeInSlowMo TangledRopeRescue WorstRopeKnotEver GrandmaRopeSkipOff FloorTightRopeWalk',
    prank:
      'RunawayRemoteRope EndlessSleeveRope InvisibleRopeTug RopeGiftMaze RopeBowFridgeWrap CutAndRestoredRope RopeTrickOnDad VanishingKnotRope',
    educational:
      'RopeKnotSchool RopePulleyExperiment SkipCountRopeMath MeasureTheRoomRope RopeFrictionTest TwistYourOwnRope SailorsBowlineRope RopeBridgeModel',
    cooking:
      'PretzelRopeTwist ChallahRopeBraid GnocchiRopeRoll CandyCaneRopeCookies LongestDoughRope StuffedCrustRope RopeBreadWreath SixStrandRopeLoaf',
    travel:
      'TravelClotheslineRope ParkHammockRope CampTarpRopeSetUp RopeLuggageTag RopewalkMuseumVisit RopeBraceletSouvenir SuitcaseRopeStrap BeachTugRope',
    fashion:
      'RopeBeltMakeover NauticalRopeLook RopeBraceletDIY KnottedRopeHeadband SailorRopeFit RopeLaceSneakers CowgirlRopeOutfit RopeHandleToteBag',
    wellness:
      'RopeYogaStrap HammockRopeNap RopeBreathCount LetGoOfTheRope MacrameRopeUnwind SlowMorningRopeSkip FloorRopeBalanceWalk RopeGratitudeKnots',
    speed:
      'RopeKnotSpeedrun OneMinuteRopeSkips UntangleTheRope RopeCoilRace RopeLassoBucket TugOfWarBlitzRope TenSecondRopeTie RopeRelayHandoff',
    music:
      'JumpRopeRhymeRemix RopeShantyHaul DoubleDutchRopeBeat FloorSlapRopeDrums SkipRopeMetronome RopeSwishRhythm RopeCountingSong CowboyRopeBallad',
    art: 'MacrameRopeHanger RopeCoilBowl SpellYourNameRope RopeMandala NauticalRopeFrame RopeSpiralCoaster FloorRopeSilhouette PaintDippedRope',
    tech: 'SlowMoRopeTrick RopeSkipCounterApp TimelapseRopeKnot RopeFoleySounds MetronomeRopeSync StepCountRopeTest RopeGreenScreen ARMeasureTheRope',
    pet: 'DogTugRope BraidAPetRope PuppyRopeFetch RopeHideAndSeek LowRopeAgility RopeTreatPuzzle ShelterRopeToyDrive KittenRopeScratcher',
    gaming:
      'RopeTugTournament WiggleSnakeRope RopeLassoRingToss RopeMazeBattle DoubleDutchRopeLevels TreasureTrailRope JumpRopeElimination HighLowRopeGame',
  },
  'gummy bears': {
    dance:
      'WobbleLikeAGummyBear GummyBearFreeze DanceForGummyBears GummyBearConga SquishyGummyBearBop RainbowGummyBearLine StickyFeetGummyBear GummyBearBallet',
    fitness:
      'PlankGummyBearSort GummyBearColorWorkout GummyBearsBurpeeCount JumpingJacksPerGummyBear SquatForGummyBears GummyBearSpoonLunges EarnYourGummyBears GummyBearsDiceCircuit',
    funny:
      'GummyBearSoapOpera TinyGummyBearWedding LastGummyBearFarewell GummyBearVoiceover GummyBearTrustFall GummyBearFamilyPhoto DramaticGummyBearRescue InterviewAGummyBear',
    prank:
      'GummyBearDeskArmy EmptyGummyBearBag FollowTheGummyBears GummyBearPhotobomb SpyGummyBearWatch MysteryGummyBearNote LunchboxGummyBears GummyBearsPillowSurprise',
    educational:
      'GummyBearOsmosis SaltyGummyBearSoak GummyBearBarGraph EstimateTheGummyBears GummyBearFractions VinegarGummyBearTest SpellWithGummyBears FreezeAGummyBear',
    travel:
      'GummyBearTravelBuddy GummyBearPassport WorldGummyBearTaste RoadTripGummyBears HikingGummyBearStops GummyBearPostcard AirportGummyBearHaul LandmarkGummyBearPose',
    fashion:
      'GummyBearEarrings GummyBearColorFit GummyBearNailArt GummyBearCharms DressAsAGummyBear TieDyeGummyBearTee PastelGummyBearLook HairClipGummyBears',
    wellness:
      'MindfulGummyBear GummyBearGratitude MoodColorGummyBear ShareYourGummyBears GummyBearBreathCount GentleGummyBearStretch GummyBearsJournalDoodle GummyBearKindnessDrop',
    speed:
      'ChopstickGummyBears ColorSortGummyBears GummyBearTowerRace GummyBearSpoonRelay BeatTheClockGummyBear GummyBearJarFill OneHandGummyBears TweezerGummyBearDash',
    music:
      'GummyBearJingle GummyBearLullaby SingToYourGummyBear GummyBearRapBattle GummyBearColorNotes ShakeTheGummyBearJar DeskBandGummyBears KaraokeGummyBears',
    art: 'GummyBearMosaic PixelArtGummyBears GummyBearStillLife GummyBearSunCatcher SketchAGummyBear RainbowArcGummyBears ClayGummyBearCharm TinyGummyBearDiorama',
    tech: 'StopMotionGummyBears GummyBearMacroShot GummyBearTimelapse SlowMoGummyBearSquish GummyBearGreenScreen TalkingGummyBearApp PhoneFlashGummyBears MovieTrailerGummyBears',
    pet: 'GummyBearColorLeash FetchMyGummyBearPlush HideTheGummyBearToy GummyBearsPetSketch GummyBearNapBuddy GummyBearsFleeceTug RainbowGummyBearTunnel SqueakyGummyBearBall',
    gaming:
      'GummyBearCheckers TicTacToeGummyBears GummyBearFlickFootball BlindTasteGummyBears GummyBearBingo GuessMyGummyBear MemoryMatchGummyBears RockPaperGummyBear',
  },
  'block party': {
    fitness:
      'BlockPartySackRace BlockPartyHulaHoop BlockPartyLawnYoga BlockPartyBootcamp TheBlockPartyRelay WarmUpMyBlockParty GroupPlankBlockParty DadsBlockPartyPushups',
    funny:
      'BlockPartyDadJokes AwkwardBlockPartyHello BlockPartyLimboFails SillyBlockPartyAwards BlockPartyTalentShow BlockPartyChickenDance MyBlockPartyBloopers BigBlockPartyEntrance',
    prank:
      'SurpriseMomBlockParty BlockPartyCopycatOutfit SecretBlockPartyDJ BlockPartyTagSwap BlockPartyMustacheCrew BlockPartyKazooWelcome DadsBlockPartyDisguise VIPAtTheBlockParty',
    educational:
      'BlockPartyHelloInFive BlockPartyRecycleSort MapOurBlockParty PotluckMathBlockParty BlockPartyFirstAidDemo MyBlockPartyBudget WorldFlagsBlockParty BlockPartyStreetTrivia',
    cooking:
      'BlockPartyLemonade BlockPartySnackBoard BlockPartyDessertSwap BlockPartySaladOff FeedTheBlockParty ChiliCookOffBlockParty FrozenPopsBlockParty GrandmasBlockPartyDish',
    travel:
      'BlockPartyHopping BlockPartyPhotoWalk BlockPartyFoodTour MyBlockPartyPassport FindABlockPartyNearby HometownBlockParty PackForTheBlockParty NewCityBlockParty',
    fashion:
      'BlockPartyFitCheck RetroBlockPartyLook BlockPartyTieDye MatchingBlockPartyTees BlockPartyBucketHat SummerBlockPartyShades FamilyBlockPartyColors DIYBlockPartyCrown',
    wellness:
      'BlockPartyKindnessTable BlockPartyYogaCircle BlockPartyGratitudeWall BlockPartyCompliments SunsetBlockPartyStretch CalmAfterTheBlockParty QuietBlockPartyCorner WelcomeToOurBlockParty',
    speed:
      'BlockPartySetupRace BlockPartyBalloonBlitz BlockPartyChairStack BlockPartyCleanupDash EggAndSpoonBlockParty WriteBlockPartyNameTags ThreeLeggedBlockParty QuickBlockPartySign',
    music:
      'BlockPartyDJBattle BlockPartyBucketDrums BlockPartyKaraoke BlockPartyAnthem OurBlockPartyPlaylist MyBlockPartyBeatbox TheBlockPartySingAlong PorchBandBlockParty',
    art: 'BlockPartyChalkMural BlockPartyFacePaint BlockPartyBunting BlockPartyFlyer PaintTheBlockPartySign SketchMyBlockParty CardboardBlockPartyArch PaperLanternBlockParty',
    tech: 'BlockPartyTimelapse BlockPartyQRInvite WideBlockPartyPanorama BlockPartyPhotoBooth DigitalBlockPartyFlyer MyBlockPartyRecapReel OurBlockPartyGroupChat BlockPartyStopMotion',
    pet: 'BlockPartyPawPrintArt BlockPartyTrickShow MeetTheBlockPartyDogs KittyWatchesBlockParty BlockPartyWaterStation TreatStandBlockParty MyPupsFirstBlockParty CalmCornerBlockParty',
    gaming:
      'BlockPartyCornhole BlockPartyBingo BlockPartyMusicalChairs BlockPartyRingToss HopscotchBlockParty FamilyBlockPartyTrivia GiantCheckersBlockParty ScavengerHuntBlockParty',
  },
  'paper bag': {
    dance:
      'PaperBagPompoms PassThePaperBag PaperBagPuppetDuet PaperBagSkirtTwirl CrinklePaperBagShimmy DanceLikeAPaperBag KidsPaperBagConga FreezePaperBagPose',
    fitness:
      'GroceryPaperBagCarry PaperBagDumbbells PaperBagAgilityLine PaperBagPlankPass HopOverThePaperBag BurpeeTossPaperBag SquatUnpackPaperBag OneArmPaperBagRow',
    funny:
      'PaperBagPuppetNews DadsPaperBagLunchNote FancyPaperBagUnboxing PaperBagRunwayWalk CrownedByAPaperBag PaperBagTrophyAwards SlowMoPaperBagPop MyPaperBagHasFeelings',
    prank:
      'EndlessPaperBagNest PaperBagGooglyEyes RoyalPaperBagCrown GiantPaperBagTinyGift SecretPaperBagNote PaperBagPuppetWakeUp PaperBagCartoonFace PaperBagTreasureTrail',
    educational:
      'PaperBagVsPlastic RipenInAPaperBag PaperBagBookCover PaperBagCompostTest PaperBagPuppetPhonics MysteryPaperBagSenses GroceryMathPaperBag FoldYourOwnPaperBag',
    cooking:
      'PaperBagGranolaGift PaperBagFryShake PaperBagLunchPrep PaperBagCookieSwap BrownPaperBagPicnic TrailMixInAPaperBag AvocadoPaperBagRipen MysteryPaperBagCookOff',
    travel:
      'PaperBagNatureWalk FarmersMarketPaperBag PackInOnePaperBag PaperBagLitterPickup PaperBagSouvenirHaul RoadTripPaperBagSnacks BakeryPaperBagTour BeachShellPaperBag',
    fashion:
      'PaperBagWaistFit PaperBagVest PaperBagCouture PaperBagBowTie DIYPaperBagHandbag RecycledPaperBagGown TopHatFromPaperBag RateMyPaperBagOutfit',
    wellness:
      'PaperBagWorryDrop PaperBagGratitudeNotes CrumpleThePaperBag PhoneInAPaperBag PaperBagKindnessLunch PaperBagSelfCareKit ComplimentPaperBags MindfulPaperBagDoodle',
    speed:
      'PaperBagTowerRace PaperBagGroceryDash TenSecondPaperBagPuppet OneMinutePaperBagToss PaperBagHopRelay FlattenThePaperBags UnpackAPaperBagFast PaperBagDoodleBlitz',
    music:
      'PaperBagShaker PaperBagPuppetChoir BrownPaperBagBlues PaperBagBeatbox CrinklePaperBagRhythm MyPaperBagLunchJingle PopThePaperBagFinale StompOnPaperBagDrums',
    tech: 'PaperBagStopMotion PaperBagPhoneStand PaperBagLightbox PaperBagVoiceChanger ScanAPaperBagDoodle TimelapsePaperBagCraft SlowMoPaperBagRip QRCodePaperBagHunt',
    pet: 'CatInAPaperBag KittyPaperBagCastle PaperBagTreatHunt DogVsPaperBagPuzzle PaperBagCrinkleToy HamsterPaperBagHideout RabbitPaperBagTunnel PuppyPaperBagUnwrap',
    gaming:
      'WhatsInThePaperBag PaperBagCharades PaperBagBasketball PaperBagHotPotato TriviaFromAPaperBag BowlingWithPaperBags TicTacToePaperBag LuckyPaperBagDraw',
  },
  stool: {
    dance:
      'StoolChoreo KitchenStoolGroove StoolShoulderShimmy SeatedStoolTwist PianoStoolSway StoolArmWaves DuetOnTwoStools FreezeFrameStool',
    fitness:
      'StoolSquatTap StoolInclinePushup StoolLegRaises StoolHamstringStretch SitToStandStool SeatedStoolCrunch KitchenStoolCircuit GrandmaStoolWorkout',
    funny:
      'StoolSitcomIntro VillainStoolSpin BarStoolComedySet StoolTalkShowHost StoolNatureDocVoice POVKitchenStool DanglingFeetStool StoolConfessional',
    prank:
      'StoolGooglyEyes SocksOnTheStool StoolGiftWrap ReservedStoolSign RoyalStoolUpgrade StickyNoteStool StoolPlushieCrowd StoolCapeAndCrown',
    educational:
      'ThreeLegStoolScience StoolSpinPhysics StoolPostureCheck MeasureStoolAngles StoolJoineryDemo CenterOfGravityStool GuessTheStoolWood SketchAStoolBlueprint',
    cooking:
      'CounterStoolBrunch DinerStoolMilkshake SwivelStoolChefChat ToadStoolMeringues PancakeCafeWoodenStools BaristaOnAStool StoolTopTapas OneStoolPicnic',
    travel:
      'DinerStoolTour CampStoolSunset UrbanSketchStool StreetFoodStoolStop FoldingStoolPicnic StoolWithAView TrailBreakStool BeachStoolSunrise',
    fashion:
      'StoolPoseFitCheck ThreeOutfitsOneStool DinerStoolRetroLook PianoStoolGlam CafeStoolChic ColorMatchMyStool StoolSilhouetteShoot StudioStoolPortrait',
    wellness:
      'KneelingStoolMeditate StoolStretchBreak SeatedStoolYoga StoolPostureReset GardenStoolPause FeetUpOnAStool MorningStoolSunshine QuietStoolCorner',
    speed:
      'StoolStackBlitz FlatPackStoolRace StoolSketchInSixty StoolPaintSprint TuckInTheStools SockTheStoolLegs StoolCushionSwap MusicStopsStoolSit',
    music:
      'PianoStoolSong StoolCajonBeat UnpluggedStoolSet StoolHarmonyTrio GuitarOnAStool KitchenStoolKaraoke SpotlightStoolSolo StoolFolkBallad',
    tech: 'StoolPhoneTripod StoolThreeDScan StoolPodcastSet SwivelStoolPanorama BeforeAfterStoolEdit TimelapseStoolRedo StopMotionStoolBuild ARStoolPlacement',
    pet: 'CatOnTheStool PawsUpStoolTrick WhoStoleMyStool StoolCushionNap StoolPawtraitSit ParrotStoolPerch StoolSideBrushing StoolLapCuddles',
    gaming:
      'MusicalStools StoolBallToss HotSeatStoolQuiz StoolGameShowBuzzer MiniGolfStoolHole StoolTopCardDuel RetroArcadeStool StoolCheckersNight',
  },
  sleeve: {
    dance:
      'FloppySleeveShuffle SleeveRibbonTwirl RollUpYourSleevesStep SleeveWaveDance SleeveFlapChicken SweaterSleeveSway SleevePopLock AirDancerSleeves',
    fitness:
      'SleevesUpMorningHIIT SleevePassThroughs LongSleeveColdRun SleevelessShoulderPress HoodieSleeveWarmUp SleeveCuffTapPlank ArmSleeveHoopDrill ShirtSleeveStretchBand',
    funny:
      'ArmStuckInSleeve WetSleeveMoment InsideOutSleeveBattle AceUpMySleeve DramaticSleeveRollUp SleevePawsStruggle SleeveSnackSmuggler GrandmasSleeveTissue',
    prank:
      'EndlessSleeveScarf SleeveSockSurprise LoveNoteInTheSleeve SleeveMagicVanish SneakyInsideOutSleeves SleeveHandPuppetHello SleeveCoinTrick FlowersFromMySleeve',
    educational:
      'SleeveSewingBasics SleeveTypesQuiz MeasureYourSleeve WhySleevesHaveButtons SleeveFabricWarmth PatchASleeveElbow UpYourSleeveIdioms HandHemmedSleeve',
    cooking:
      'OneSleeveGrahamCrust CookieSleeveTrifle SleevesUpBreadKnead CrackerSleeveBoard SaltineSleeveSoup WaferSleeveIceboxCake ShortbreadSleeveCrumble RollUpSleevesDumplings',
    travel:
      'SunSleeveHike PassportSleeveCheck SleeveFoldPacking ColdFlightSleeveLayer ShortSleeveCityWalk SleeveSouvenirPatch HoodieSleevePillow LongSleeveMountainDay',
    wellness:
      'SoftSleeveSelfHug CozySweaterSleeves FeelingsOnMySleeve SleeveMantraCuff LongSleeveDonationDrive WarmSleevesTeaTime PajamaSleeveSunday CompressionSleeveRest',
    speed:
      'SleeveRollRace InsideOutSleeveFix JacketFlipSleeves SleeveButtonDash TenShirtSleeveFold HoodieSleeveRelay LaundrySleeveSort BlindfoldSleeveMatch',
    music:
      'AlbumSleeveRecreate RollUpSleevesWorkSong HeartOnSleeveBallad WindbreakerSleeveSwish ShortSleeveSummerJam SleeveCuffDrumming SleevePuppetDuet FloppySleeveConductor',
    art: 'AlbumSleeveRedesign SleeveEmbroidery PaintedSleeveStripes SleeveTieDye SketchSleeveFolds SleevePatchCollage SleeveBeadwork DoodledCuffSleeve',
    tech: 'PhoneSleeveDIY LaptopSleeveUpcycle CableSleeveTidyUp HoodieSleeveEarbuds SleeveTouchscreenTest AlbumSleeveAppRemake ChargerPouchSleeve TabletSleeveStitch',
    pet: 'SleeveTugKnot SleeveSnuffleTube HamsterSleeveTunnel PetRatSleeveRide SleeveStuffedDogPillow FurCoveredSleeves OldSleeveCatToy BunnySleeveHideout',
    gaming:
      'GuessTheAlbumSleeve SleeveYourDeck WhichSleeveHasCoin UpMySleeveMagicDuel SleeveCharadesRound SleeveShadowPuppets SleeveButtonTiddlywinks LongOrShortSleeveQuiz',
  },
  mint: {
    dance:
      'MintConditionRobot MintyFreshFootwork CoolAsMintShuffle PassTheMintTin PepperMintTwirl MintGreenLineDance FloatLikeAMintLeaf MintChipCharleston',
    fitness:
      'GardenMintSquats EarnTheMintChip MintCooldownStretch MintyFreshJog PlankThenMintTea MintConditionCore MintIceWaterBreak PepperMintPowerWalk',
    funny:
      'ExtraStrongMintFace WhenTheyOfferAMint LastMintInTheTin GrandmasPurseMint MintChipDebate LoudestMintWrapper MintConditionDad MintyBreathDragon',
    prank:
      'TinyNoteInMintTin MintPlantGrowthSpurt MintGreenDeskMakeover VanishingMintMagic FakeMintMuseumExhibit MintLeafTrail WhoAteMyMints MintyPillowSurprise',
    educational:
      'GrowMintFromCutting WhyMintFeelsCold MintSquareStemTest GuessTheMintType HowMintSpreads MintLeafMicroscope MintPlantJournal MintSmellMemory',
    travel:
      'MintTinTravelKit MintGumForTakeoff HotelPillowMint FarmersMarketMint WorldMintTeaTour RoadTripMintStash CafeMintLemonadeHunt AirplaneMintBreath',
    fashion:
      'MintGreenFitCheck MintConditionThrift MintSneakerCleanup MintNailArt BlushAndMintCombo WashOutMintHair OneMintAccessory SpringMintLayers',
    wellness:
      'MintTeaWindDown MintyFreshMorning MintBreathReset GrowAMintPlant CoolMintFootRub WindowsillMintCare HandMassageMint SunnyMintPause',
    speed:
      'MintLeafPickRace UnwrapTheMints MintTinDominoes MintLemonadeTimeTrial RepotMyMintFast SpeedyMintMuddle SixtySecondMintSort QuickBrewMintTea',
    music:
      'MintTinShaker MintConditionCover MintChipLoveSong MintTeaLullaby PepperMintJingle OdeToMyMintPlant RapForTheMint CrinkleMintWrapperBeat',
    art: 'MintLeafPrints MintTinDiorama MintGreenWatercolor SketchAMintSprig PepperMintSwirlArt PressedMintBookmark ClayMintChipCone MintPlantPortrait',
    tech: 'MintPlantTimelapse IdentifyMintByApp MintGreenHomescreen MintTinCableKit MacroShotMintLeaf WateringReminderMint MintyFreshInboxZero DesignAMintTeaLabel',
    pet: 'CatnipMintCousin MintGreenCollar MintConditionToyBox MintTinTreatPouch IsMintSafeForPets OutOfReachMintPlant MintShadedSnuffleMat FetchTheMintBall',
    gaming:
      'MintTinCheckers LastMintStanding SniffMintOrNot MintCandyMancala MintFlickHockey GuessHowManyMints ISpyMintGreen MintLeafMemoryMatch',
  },
  pistachio: {
    dance:
      'PopLikeAPistachio PistachioShuffle PistachioShellFlamenco ThePistachioTwist PistachioGreenGroove GelatoPistachioWaltz CrackOpenPistachioPose PistachioLineDance',
    fitness:
      'CrackAPistachioPlank PistachioShellSquats PistachioPushupPayday PistachioBurpeePickup StubbornPistachioGrip HikeWithPistachios PostRunPistachios PistachioSpoonBalance',
    funny:
      'ThatOneClosedPistachio PistachioShellMountain SayPistachioFast WrongPistachioBowl PistachioOrMintDebate CrackingPistachioJokes PistachioCrimeScene PistachioASMRFail',
    prank:
      'EmptyShellPistachioBowl PistachioGooglyEyes SpellItInPistachios GiantBoxOnePistachio TinyPistachioPeople PistachioDrawerSurprise PistachioTreasureHunt SneakyPistachioRefill',
    educational:
      'WhyPistachiosSplit PistachioSproutTest PistachioShellMath PistachioInFiveLanguages WhatMakesPistachioGreen SortPistachioSizes PistachioFractionBowl RawVsRoastedPistachio',
    travel:
      'PistachioDessertCrawl RoadTripPistachios PistachioTrailMixPack WorldPistachioSweets PistachioPicnicHike PistachioFarmVisit BringBackPistachios MarketPistachioHaul',
    fashion:
      'PistachioGreenFitCheck PistachioShellEarrings CreamAndPistachioLook PistachioMonochrome NailsInPistachio CozyPistachioCardigan ThriftAPistachioPiece SpringPistachioAccents',
    wellness:
      'MindfulPistachioCrack PistachioGratitudeShells ShareAPistachioBowl PistachioReadingNook WarmPistachioMilk PistachioPorchPause PistachioKindnessJar SlowSundayPistachios',
    speed:
      'PistachioShellingRace ChopstickPistachioDash OneHandPistachioCrack PistachioSortSprint PistachioSpoonRelay TenSecondPistachioPile PistachioCountingBlitz StackPistachioShells',
    music:
      'PistachioShellShaker PistachioCastanets PistachioCrackBeat GelatoPistachioOpera RhymeWithPistachio JingleForPistachios HumAPistachioTune AcapellaPistachioJam',
    art: 'PistachioShellFlowers MosaicOfPistachios PaintedPistachioPeople SketchAPistachio PistachioGreenPalette PistachioWreathDIY TinyPistachioTurtles StillLifePistachioBowl',
    tech: 'PistachioStopMotion PistachioASMRMic PistachioProductShot SproutPistachioTimelapse MacroPistachioCrack PistachioRecipeReel VoiceoverPistachioDrama DesignAPistachioSticker',
    pet: 'PistachioSqueakyToy IsPistachioSafeForDogs SoftPistachioCollar PistachioPlushFetch PetNamedPistachio PistachioShellFreeZone PistachioPawtrait CozyPistachioBlanket',
    gaming:
      'PistachioDominoes PistachioCheckers PistachioTicTacToe PistachioBingoMarkers FlickThePistachioGoal JarOfPistachiosGuess CrackOrNotPistachio MancalaWithPistachios',
  },
  turnip: {
    dance:
      'GiantTurnipPullLine TurnipHarvestHoedown TurnipSquareDance TurnipStomp FarmerTurnipShuffle TwistAndTurnip PlantTheTurnipStep TurnipTopsWave',
    fitness:
      'TurnipSquatHarvest TurnipFarmersCarry TurnipUpTheReps TurnipPlankPass DigTheTurnipBed HeavyTurnipLunges BackyardTurnipBootcamp WheelbarrowOfTurnips',
    funny:
      'UglyTurnipContest TurnipInDisguise AdoptATurnip DramaticTurnipReveal ActOutGiantTurnip TurnipHaircutSalon TurnipTalkShowHost GrandmaRatesTurnips',
    prank:
      'WrapATurnipGift TurnipFridgeFaces TurnipEverywhere TurnipPhotobomb ClocheTurnipReveal MysteryBoxTurnip SecretTurnipSanta TurnipTeddySwap',
    educational:
      'RegrowTurnipTops TurnipVsRutabaga HalloweenTurnipFact TurnipSeedToHarvest GiantTurnipStorytime TurnipRootAnatomy WeighTheTurnips BeetDyedTurnipTest',
    travel:
      'TurnipFarmDayTrip PickYourOwnTurnips FarmersMarketTurnip WorldTurnipDishes TurnipHeritageTour CommunityGardenTurnip HarvestFestivalTurnip DimSumTurnipHunt',
    fashion:
      'OmbreLikeATurnip StampedTurnipTee CottagecoreTurnip TurnipPrintApron PurpleAndWhiteTurnip TurnipPatchOveralls FeltTurnipBrooch MarketDayTurnipLook',
    wellness:
      'GroundedLikeATurnip TurnipGardenTherapy TurnipSoupForAFriend PlantTurnipSeeds TurnipHarvestGratitude TurnipPatchSunshine CozyTurnipStewNight QuietTurnipWeeding',
    speed:
      'TurnipPullRace TurnipBroomRoll TurnipSpoonRelay TurnipTowerStack MashTheTurnipFast TenSecondTurnipSort WashTwentyTurnips OneMinuteTurnipHaul',
    music:
      'TurnipTheBeat GiantTurnipSingAlong HarvestTurnipShanty TurnipBassDrop TurnipLoveBallad TurnipRapBattle FolkSongForTurnips LullabyToATurnip',
    art: 'TurnipStampPrints TurnipStillLife PurpleTurnipWatercolor DoodleATurnipFace ClayTurnipCharm GiantTurnipMural SketchTheTurnipRoots TurnipComicStrip',
    tech: 'TurnipGrowthTimelapse AnimatedTurnipShort TurnipPixelSprite TurnipVoiceoverDrama ARMeasureMyTurnip GardenPlannerTurnip PhoneMacroTurnip SlowMoTurnipPull',
    pet: 'BunnyTurnipGreens GuineaPigTurnipTaste ChickensVsTurnip TurnipPlushToy DogMeetsATurnip TortoiseTurnipLunch HamsterTurnipNibble PetSafeTurnipGarden',
    gaming:
      'PassTheTurnip TurnipBocce TurnipRingToss WeighInTurnipGuess TurnipTreasureHunt TurnipOrRadishBlind CurlingWithTurnips HideAndSeekTurnip',
  },
  grasshopper: {
    dance:
      'GrasshopperLegFlick GrasshopperBounce MeadowGrasshopperJig AntAndGrasshopperDuet GrasshopperKickStep GreenGrasshopperGroove FiddleGrasshopperFling SideHopGrasshopper',
    fitness:
      'GrasshopperPlank GrasshopperPushups GrasshopperBroadJump GrasshopperYogaPose LeapLikeAGrasshopper SideHopGrasshopperDrill KidsGrasshopperRace SpringyGrasshopperSquats',
    funny:
      'AntVsGrasshopperSkit GrasshopperNatureDoc GrasshopperTalentShow ChirpLikeAGrasshopper IfIWereAGrasshopper GrasshopperOlympics GrasshopperImpression SlowMoGrasshopperJump',
    prank:
      'GrasshopperPlushCameo GrasshopperRingtoneSwap PaperGrasshopperArmy OrigamiGrasshopperGift LeafyGrasshopperNote InvisibleGrasshopperHunt GrasshopperDoodleTrail GrasshopperWallpaperSwap',
    cooking:
      'GrasshopperToastArt GrasshopperPancakes GrasshopperBrownies GrasshopperCookieSandwich CeleryGrasshopperSnack CucumberGrasshopperPlate FrozenGrasshopperPops NoBakeGrasshopperCups',
    travel:
      'GrasshopperPhotoSafari MeadowGrasshopperWalk GrasshopperBingoHike FieldTripGrasshopper PicnicWithGrasshoppers CampsiteGrasshopperCount PrairieGrasshopperTrail NatureJournalGrasshopper',
    fashion:
      'GrasshopperGreenFit GrasshopperBrooch GrasshopperEarrings GrasshopperAntennaBand EmbroideredGrasshopper SpringGrasshopperLook DressLikeAGrasshopper StencilGrasshopperTee',
    wellness:
      'ListenToGrasshoppers GrasshopperMeadowSit GrasshopperChirpCalm PatientGrasshopperWatch GrasshopperYogaStretch AntAndGrasshopperBalance GrasshopperGardenPause SunsetGrasshopperChorus',
    speed:
      'GrasshopperHopRace PaperGrasshopperFlick FoldAGrasshopperFast FiveMinuteGrasshopperSpot GrasshopperLeapfrogRelay TenSecondGrasshopperDraw GrasshopperPuzzleBlitz GrasshopperObstacleDash',
    music:
      'GrasshopperChirpBeat GrasshopperFiddleTune CombAndCardGrasshopper GrasshopperSummerSong GrasshopperLullaby ThighSlapGrasshopper AntAndGrasshopperOpera MeadowGrasshopperChoir',
    art: 'OrigamiGrasshopper GrasshopperLeafCollage PaintedRockGrasshopper PipeCleanerGrasshopper ClothespinGrasshopper GrasshopperWatercolor GrasshopperPixelArt SketchAGrasshopper',
    tech: 'GrasshopperMacroPhoto SlowMoGrasshopperLeap IdentifyGrasshopperApp GrasshopperChirpRecorder AnimateAGrasshopper TrackAGrasshopperJump GrasshopperSightingLog PhoneWallpaperGrasshopper',
    pet: 'KittySpotsAGrasshopper PetGrasshopperHabitat GrasshopperWandToy DogHopsLikeAGrasshopper BunnyBinkyGrasshopper GrasshopperPlushFetch GrasshopperSafeGarden ParrotHearsGrasshopper',
    gaming:
      'GrasshopperHopscotch TiddlywinksGrasshopper GrasshopperBugBingo GrasshopperFreezeTag SimonSaysGrasshopper GrasshopperMemoryCards AntVsGrasshopperQuiz BackyardGrasshopperQuest',
  },
  pufferfish: {
    dance:
      'InflateLikeAPufferfish PufferfishWiggle PufferfishReefGroove SpikeOutPufferfish PufferfishFreezeFrame PufferfishBubbleStep FloatyPufferfishSway BigToSmallPufferfish',
    fitness:
      'PufferfishStarJumps PufferfishBalloonKeepUp PufferfishCoreCurl SmallToBigPufferfish InflatePufferfishStretch PufferfishSquatPop SpikyPufferfishLunges SwimLikeAPufferfish',
    prank:
      'PufferfishBalloonDoor PufferfishCheekCameo FrozenScreenPufferfish PlushPufferfishInBed PufferfishPortraitSwap PufferfishLunchDoodle SecretPufferfishNotes TinyPufferfishArmy',
    educational:
      'HowPufferfishInflate PufferfishSandCircles PufferfishBalloonModel PufferfishLookAlikes LabelAPufferfish WherePufferfishLive PredatorVsPufferfish TrueOrFalsePufferfish',
    cooking:
      'PufferfishCheeseBall PufferfishBento PufferfishOnigiri PufferfishPancakeArt SpikyPufferfishCupcakes MelonPufferfishBowl BakedPufferfishBuns FruitPufferfishPlatter',
    travel:
      'AquariumPufferfishHunt PufferfishLandmarkFace PufferfishTravelPlush SeasidePufferfishSketch PufferfishPostcard MuseumPufferfishVisit SouvenirPufferfishMagnet PetStorePufferfishPeek',
    fashion:
      'PufferfishCozyCoat SpikyPufferfishHair PufferfishEarrings PufferfishBubbleSkirt BalloonSleevePufferfish PufferfishPrintTote SpottedPufferfishLook ChunkyPufferfishKnit',
    wellness:
      'PufferfishBellyBreath DeflateLikeAPufferfish AquariumPufferfishCalm PufferfishCheekRelease PufferfishMoodCheck PufferfishPlushHug SlowPufferfishStretch QuietPufferfishDoodle',
    speed:
      'PufferfishBalloonRelay FoldAPufferfishFast TenSecondPufferfishDraw PufferfishColoringSprint BubbleWandPufferfish PufferfishSpikeSpeedrun PufferfishPuzzleDash OneMinutePufferfishFaces',
    music:
      'PufferfishBeatbox TrumpetLikeAPufferfish PufferfishSeaShanty PufferfishLullaby PufferfishBottleFlute SingingPufferfishDuet BubblyPufferfishJingle GrumpyPufferfishBlues',
    art: 'PaperPlatePufferfish PufferfishBalloonArt PufferfishDotPainting DoodleGrumpyPufferfish ClayPufferfishSpikes PufferfishWatercolor LanternPufferfishCraft SpikyPufferfishCollage',
    tech: 'PufferfishFaceFilter AnimateAPufferfish SlowMoPufferfishDeflate PufferfishGreenScreen MorphIntoAPufferfish DesignAPufferfishEmoji AquariumPufferfishCam PufferfishAvatarBuild',
    pet: 'PufferfishTankTour MyPufferfishSaysHi FingerFollowPufferfish DogVsPufferfishToy PufferfishCatnipPlush NameThePufferfish PufferfishSnailSnack SqueakyPufferfishFetch',
    gaming:
      'PufferfishFaceOff PufferfishFreezeTag PufferfishBalloonVolley PufferfishCharades AquariumISpyPufferfish MemoryMatchPufferfish TableBlowPufferfish PassThePufferfish',
  },
  tire: {
    dance:
      'PitStopTireShuffle FlatTireFlop TireTapFootwork RollingTireSpin TireTrackTwoStep MonsterTireStomp RubberTireBounce InsideTheTireGroove',
    funny:
      'BikeTirePumpStruggle TireShopSalesman KickTheTiresCritic ScreechingTireImpression TireChangeCommentary TireSwingTalkShow FlatTireOpera TireTrackMystery',
    prank:
      'TireTracksToSurprise TireSwingRibbonMakeover BikeTireGooglyEyes TireWrappedLikeAGift PitCrewTireWelcome SecretTirePlanter StuffedToyTireParade MiniTirePhotobomb',
    educational:
      'TireCoinTreadTest TirePressureCheck TireCircumferenceMath ChangeABikeTire RubberTreeToTire ReadTheTireCode WhereOldTiresGo WhyTiresHaveGrooves',
    cooking:
      'DonutTireStack ChocolateTireCake LicoriceTireWheels RaceCarTireCookies TireTrackPancakeArt MonsterTruckTireBrownies VeggieTireWagon BagelTirePitStop',
    travel:
      'PitStopTireCheck BikeTirePatchKit TireTrackTrailHunt TireMuseumVisit FatTireBeachRide TirePlaygroundTour SpeedwayTireSpotting PicnicOnATireSeat',
    fashion:
      'TireTreadSandals RecycledTireBelt BikeTireTubeBag PitCrewTireFit TireTrackNailArt RubberTireBracelet RaceDayTireLook StenciledTireJeans',
    wellness:
      'TirePlanterGarden TireSeatReadingNook LazyTireSwingDaydream MindfulBikeTireRide TireSandboxPlay TirePressureSelfCheck CloudWatchOnATire ZenSandTireTracks',
    speed:
      'BikeTireChangeRace TirePressureQuizBlitz TireRollRelay TirePumpDash SixtySecondTireFlips TireHopObstacle PatchATireFast ToyCarTireSwap',
    music:
      'TireDrumKit TireRimChimes TireScreechRemix TireShopJingle RollingTireRhythm BucketAndTireBand FlatTireBlues MonsterTruckTireAnthem',
    art: 'TireTrackPainting PaintedTirePlanter TireSculptureGarden TireOttomanUpcycle TireRubberMosaic CrayonTireRubbing DrawMyBikeTire CircleWallTireArt',
    tech: 'TireRecyclingExplainer TireChangeTimelapse ToyTireStopMotion TireTreadMacroShot ScanTheTireCode DigitalTireGauge TireSoundFoley ThreeDModelTire',
    pet: 'TireAgilityJump UpcycledTirePetBed TireDigPitForDogs ChickenTireDustBath RubberTireTugToy CatNapInATire BunnyTireHideout PuppyTirePortrait',
    gaming:
      'TireRingToss TireTargetThrow TireHopscotch LavaTireIslands RollTheTireBowling TireTagBase MiniGolfTireHole ToyCarTireDerby',
  },
  heart: {
    dance:
      'HeartbeatFreeze HeartHandsChoreo HeartShapeFormation CrossYourHeartStep ValentineHeartLine BigHeartArmWave ThumpingHeartBounce SweetHeartWaltz',
    fitness:
      'HeartOpenerYogaFlow HeartPulseSprints GetYourHeartPumping JumpRopeHeartRush FamilyHeartWalk HeartRateRecoveryTest HeartbeatBurpees StrongHeartCircuit',
    funny:
      'HeartEyesReaction DramaticHeartbreak HeartShapedPotato HeartOnMySleeve GrandpaHeartEmojis PancakeHeartFail MyHeartfeltPlantApology HeartVsBrainDebate',
    prank:
      'HeartNoteAmbush HeartBalloonBedroom HeartDoodleMirror HeartShapedSockSurprise WakeUpToHeartToast PaperHeartDoorway HundredHeartsDrawer MysteryHeartTrail',
    educational:
      'HeartModelBottle FourHeartChambers HeartRateMath FistSizedHeart WhaleVsMouseHeart PaperCupHeartListen HowYourHeartPumps WristPulseHeartCount',
    cooking:
      'HeartShapedPizza StrawberryHeartCups HeartCutoutCookies HeartBentoLunch ConfettiHeartCupcakes HeartPancakeStack RaspberryHeartTarts CucumberHeartSandwiches',
    travel:
      'HeartRockHunt HeartsAroundTown MuralHeartSpotting SendAHeartPostcard HometownHeartMap HeartOfTheCityWalk LatteArtHeartCafes BeachSandHeart',
    fashion:
      'HeartSunglassesLook HeartLocketStyling HeartShapedBraid HeartNailArt SleeveHeartPatch RedHeartFitCheck StenciledHeartTee DIYHeartEarrings',
    speed:
      'FoldAPaperHeart HeartBalloonBlitz HeartCandySort HeartPuzzleRace TwentyCupHeart OneLineHeartDraw SixtySecondHeartChain HeartNoteRelay',
    music:
      'HeartbeatDrumLoop HeartAndSoulDuet HeartSongForMom BrokenHeartBallad HeartfeltLullaby SerenadeFromTheHeart BodyPercussionHeart RemixYourHeartPulse',
    art: 'HeartFingerprintArt PaperHeartMobile HeartMandala HeartStainedGlass PaintedHeartRocks WatercolorHeartWash TinyHeartsCollage YarnWrappedHeart',
    tech: 'PhoneHeartRateCheck HeartEmojiOnlyChat HeartStopMotionCard DreamyHeartBokehPhoto HeartLightPainting HeartPixelArtApp SlowMoHeartBalloon RecordYourHeartbeat',
    pet: 'HeartShapedDogTreats PawPrintHeartKeepsake HeartEyesForMyPet KittyHeartNap HeartCollarTag ShelterHeartDrive PuppyHeartbeatListen HamsterHeartMaze',
    gaming:
      'HeartsCardNight HeartHuntHideSeek HeartBeanBagToss HeartTicTacToe MusicalHeartsCircle NoHeartsLostRun CandyHeartCharades BingoWithHearts',
  },
};
