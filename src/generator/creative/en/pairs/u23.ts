import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  seahorse: {
    dance:
      'SeahorseCourtshipDance SeahorseSway TailTwirlDuet SeahorseConga GiddyUpSeahorse FloatLikeASeahorse SlowMoSeahorse SeahorseTwoStep',
    fitness:
      'UprightLikeASeahorse FinFlutterKicks SeahorseCurlUps SeahorseDadCarry SeahorseSlowSquats SideBendSeahorse PogoSeahorseHops ToeTouchSeahorse',
    funny:
      'SeahorseDadSkit SeahorseImpression SeahorsingAround SeahorseAtTheRodeo SnackLikeASeahorse HoodiePouchSeahorse SlowMoSeahorseChase IfIWereASeahorse',
    prank:
      'HiddenSeahorseToy OceanDeskMakeover SeahorseFactAttack SeahorsePhotobomb SeahorseDadAnnouncement SeahorseWallpaperSwap PaperSeahorseInvasion LunchNoteSeahorse',
    cooking:
      'OceanJellyCups SeahorseSugarCookies SeahorseCupcakeToppers SeahorsePancakeArt CanYouIceASeahorse BentoBoxSeahorse FruitSeahorsePlatter SeahorseSandwichCutout',
    travel:
      'AquariumSeahorseHunt ToySeahorseTravels SeahorsePostcardSwap SeahorseMuralWalk SeahorseMuseumTrip GiftShopSeahorseFind MySeahorsePassport SpotTheSeahorseStatue',
    fashion:
      'MermaidcoreFitCheck DIYSeahorseEarrings ThriftedSeahorseFind ColorShiftSeahorse SeahorseScarfTwist SeahorseDenimPin SeahorseHairCurls StyleMySeahorseTee',
    wellness:
      'AquariumCalmGaze AnchorLikeASeahorse SeahorseColoringPage SeahorseMorningHello SeahorseSleepStory FiveSeahorseBreaths GentleSeahorseStretch SlowDownSeahorse',
    speed:
      'SeahorseSlowRace FindTheSeahorseIn10 SeahorseSketchSprint SeahorsePuzzleDash FlickTheSeahorse SeahorseOrigamiBlitz RapidSeahorseFacts PassTheSeahorse',
    music:
      'SeahorseLullaby UnderTheSeaJam SeahorseShanty SeahorseKazooSolo SeahorseGlassesTune RapTheSeahorseFacts MySeahorseAnthem WriteASeahorseSong',
    art: 'SeahorseWatercolor SeahorseShellMosaic OneLineSeahorse TurnAnSIntoASeahorse PipeCleanerSeahorse BlindDrawSeahorse SeahorseZentangle SeahorseStringArt',
    tech: 'SeahorseMacroVideo ReefCamSpotting SeahorseEmojiTest SeahorseStopMotion PixelArtSeahorse GreenScreenSeahorse CodeASeahorseGame SeahorseARFilter',
    pet: 'SeahorsePlushFetch SeahorseTugOfWar SeahorseSnuffleMat SeahorseSnuggleNap KittenVsSeahorse PupMeetsSeahorse CatsWatchSeahorses HideAndSeekSeahorse',
    gaming:
      'SeahorseRaceGameNight SeahorseReefBuild SeahorsesAndLadders SeahorseCharades PinTheTailOnSeahorse GoFishForSeahorses EyeSpySeahorse MemoryMatchSeahorses',
  },
  squid: {
    dance:
      'SquidWiggle SquidMoonwalk SquidShimmy SquidTango TentacleArmWave FloppySquidFreestyle GiantSquidLimbo CopyTheSquid',
    fitness:
      'SquidJetSprints SquidSquatChallenge SquidSwimmers SquidTuckJumps TentaclePlankReach BackwardsSquidWalk GiantSquidStretch TenArmSquidCircuit',
    funny:
      'SquidImpression SquidMultitaskSkit TentacleHandshake SquidShoeShopping SquidInkPanic HugFromAGiantSquid ThreeHeartedSquid OctopusOrSquidDebate',
    prank:
      'SquidPlushSurprise TentacleDoorGreeting SquidShowerCurtain SquidWindowCling SquidFactTexts GiantSquidInTheBath FakeSquidSighting SneakySquidDoodles',
    cooking:
      'HotDogSquids SquidStirFry SquidTacoTuesday SquidShapedPancakes SquidInkPastaTest FirstTimeCookingSquid BentoBoxSquids GarlicSquidSkillet',
    travel:
      'FishMarketWalk GiantSquidMuseumTrip SquidStreetFoodHunt CarryOnLikeASquid AquariumSquidSearch SquidSouvenirFind SquidPostcardHome SquidLunchByTheSea',
    fashion:
      'SquidInkAllBlack SquidHatFitCheck SquidArmCandy SquidFringeSkirt TentacleEarrings GiantSquidScarf PaintedSquidTote DIYSquidPendant',
    wellness:
      'CozyBlanketSquidNap DeepSeaSoundBath SquidInkJournal SquidSelfHug SquidMoodColors ThreeHeartSquidThanks NoodleArmSquidUnwind InhaleExhaleSquid',
    speed:
      'SquidBalloonRace SquidSketchIn10 TentacleTagRelay SquidOrigamiDash SquidRibbonKnots FlipTheSquid GiantSquidJigsaw SockTheSquid',
    music:
      'SquidInkLoFi DeepSeaSynthJam SquidDrumSolo SquidOnKeys SquidBeatbox GiantSquidBallad OneManSquidBand ShantyForASquid',
    art: 'SquidInkPainting TentacleDoodle PaperRollSquid HandprintSquid CoffeeFilterSquid GiantSquidChalkMural SquidSockPuppet SquidClaySculpt',
    tech: 'DeepSeaSquidCam AnimateASquid SquidEmojiStory SquidTypingTest SquidFaceFilter LifeSizeSquidAR CodeASquidGame SquidSoundboardMix',
    pet: 'SquidPlushFetch TentacleTugToy CatVsSquidKicker HideTreatsInTheSquid SquidUnboxing PupMeetsGiantSquid KittenSquidPounce SquidSqueakerHunt',
    gaming:
      'GiantSquidBossFight BlobSquidTag SquidSays SquidBattleship SquidCharades SquidBingoNight RingTossSquid TentacleTwisterSquid',
  },
  orca: {
    dance:
      'OrcaPodSync OrcaTailFlip BreachAndSpin BlackWhiteOrcaDuet TuxedoOrcaTango FollowTheOrcaMom KillerWhaleMoonwalk OrcaSalmonSlide',
    fitness:
      'OrcaBreachJumps TailSlapBurpees OrcaPodPlank OrcaFlukeKicks TeamOrcaCircuit SpyhopOrcaSquats GrannyOrcaPowerWalk ChaseLikeAKillerWhale',
    funny:
      'OrcaImpression OrcaPodGroupChat SalmonHatOrca GrannyOrcaKnowsBest OrcaSpyhopPeek KillerWhaleBabysitter SecretOrcaMeeting TuxedoOrcaDinnerDate',
    prank:
      'OrcaFloatSurprise OrcaInTheBathtub SockPuppetOrcaGreeting OrcaCallAlarm OrcaOnTheCouch PhotobombedByAnOrca PaperOrcaDoorway TinyOrcaArmy',
    cooking:
      'OrcaRiceBalls OceanBentoBox OrcaSushiRoll CookiesAndCreamOrca OrcaBananaPops KillerWhaleCake BlackSesameOrcaBuns FrozenOrcaYogurtBark',
    travel:
      'OrcaWatchingTrip OrcaCoastWalk FindTheOrcaSkeleton FerryOrcaLookout OrcaSightingJournal OrcaStatueSelfie BinocularsAndOrcas FjordOrcaSafari',
    fashion:
      'OrcaColorsFitCheck OrcaSalmonHat OrcaNailArt TuxedoLikeAnOrca OrcaSneakerCustom MatchingOrcaPod PaintedOrcaTote PenguinVsOrcaLook',
    wellness:
      'OrcaCallsForSleep OrcaPodGratitude OrcaBlowholeBreaths OrcaSpyhopPause GrannyOrcaWisdom ListenLikeAnOrca SunsetOrcaJournal HumWithTheOrcas',
    speed:
      'OrcaSketchIn10 OrcaFactBlitz PodRelayRace OrcaSockSort OrcaDominoDash SpeedyOrcaJigsaw TapTheOrcaBalloon FoldAPaperKillerWhale',
    music:
      'OrcaCallRemix OrcaWhistleBack TheOrcastra OrcaPodHarmony KillerWhaleLullaby PianoKeysOrca BeatboxAnOrca SingToTheOrcas',
    art: 'OrcaWatercolor OrcaRockPainting PaperPlateOrca WhiteCrayonOrca OrcaSilhouetteSunset OrcaOrigami ChalkOrcaPod DrawYourFamilyAsOrcas',
    tech: 'OrcaHydrophoneLive OrcaSightingMap ARKillerWhaleSize TrackATaggedOrca OrcaGreenScreen OrcaTimelapseDrawing MonochromeOrcaEdit CompareYourOrcaCall',
    pet: 'OrcaTuxedoCat OrcaToyTug OrcaTreatPuzzle OrcaSpyhopCat PetPodOrcaPhoto DogVsGiantOrcaPlush NapTimeWithOrca KittenChasesOrcaWand',
    gaming:
      'OrcasAndSeals OrcaTriviaFaceOff OrcaMemoryFlip OrcaBingoCards BeanbagOrcaToss BlackWhiteOrcaCheckers FollowTheOrcaLeader TwentyQuestionsOrca',
  },
  narwhal: {
    dance:
      'NarwhalTuskTwirl ArcticWaveShuffle NarwhalHornpipe NarwhalFreezeFrame NarwhalLineDance BabyNarwhalBop PointLikeANarwhal SpiralSpinNarwhal',
    fitness:
      'NarwhalDiveBurpees NarwhalTuskReach NarwhalPlankPoint NarwhalSideStretch SpiralNarwhalTwists ArcticNarwhalSprint FlipperKickNarwhalAbs ReverseNarwhalLunges',
    funny:
      'NarwhalIdentityCrisis TuskEnvySkit NarwhalDentistVisit NarwhalInTheDoorway NarwhalSelfieFail ProveNarwhalsAreReal UnicornCousinNarwhal GnarlyNarwhalSurfer',
    prank:
      'NarwhalFloatSurprise UnicornToNarwhalSwap HiddenNarwhalToy NarwhalsArentReal NarwhalEarworm NarwhalStickerBomb WakeUpToNarwhalSong PaperNarwhalPod',
    cooking:
      'NarwhalConeCupcakes NarwhalSmoothieBowl NarwhalBentoLunch NarwhalFruitKebab PretzelTuskNarwhal ArcticNarwhalJelly IceANarwhalCookie MarshmallowNarwhalPod',
    travel:
      'NarwhalSpottingTrip ArcticCruiseDiary NarwhalTuskMuseumHunt NarwhalPlushTravels NarwhalBucketList GreenlandNarwhalQuest FarNorthNarwhalMap NorthernLightsNarwhal',
    fashion:
      'NarwhalHornHeadband NarwhalOnesieFitCheck SpiralBunNarwhal NarwhalGlitterLook ThriftedNarwhalTee PastelNarwhalNails IcyNarwhalLayers NarwhalCharmNecklace',
    wellness:
      'BeUniqueLikeANarwhal SpiralNarwhalMandala NarwhalSelfLoveNote NarwhalBedtimeStory NarwhalFingerTrace CozyNarwhalReading ThreeGoodThingsNarwhal SlowNarwhalStretch',
    speed:
      'NarwhalRingToss NarwhalSketchIn10 TuskTagRelay NarwhalOrUnicornBlitz NarwhalPuzzleRush OrigamiNarwhalDash SpellNarwhalBackwards PassTheNarwhal',
    music:
      'NarwhalLullaby SingTheNarwhalSong NarwhalRecorderSolo NarwhalBeatboxBattle NarwhalDuetChallenge ArcticNarwhalChoir WriteANarwhalJingle HumANarwhalTune',
    art: 'NarwhalSpiralDoodle NarwhalClaySculpt EggCartonNarwhal SaltPaintedNarwhal CrayonResistNarwhal NarwhalPopArt FoilTuskNarwhal NarwhalPaperMache',
    tech: 'NarwhalTrackerMap NarwhalGIFMaker NarwhalClaymation Narwhal3DModel AskAIAreNarwhalsReal CodeANarwhalJump UnicornFilterNarwhal VoiceNoteNarwhalSong',
    pet: 'NarwhalToyPounce CatnipNarwhalKicker NarwhalChewReview DogPicksTheNarwhal NarwhalNapBuddy HideTheNarwhal NarwhalTugWithPup KittenMeetsNarwhal',
    gaming:
      'PinTheTuskOnNarwhal NarwhalBingo NarwhalDominoRun MakeANarwhalBoardGame NarwhalTriviaDuel NarwhalHideAndSeek CharadesNarwhalEdition IcebergNarwhalQuest',
  },
  walrus: {
    dance:
      'WalrusWaddle WalrusFlipperClap WalrusWorm WalrusMustacheWiggle FlopLikeAWalrus BeachWalrusBoogie SalsaWithAWalrus TuskTapWalrusStep',
    fitness:
      'WalrusCrawl FlipperPlank WalrusCobraStretch WalrusLogRoll WalrusPushUps TowelSlideWalrus LazyWalrusCrunches HeavyWalrusCarry',
    funny:
      'WalrusImpression WalrusMustacheReveal WalrusStoleMySunbed WalrusJobInterview KaraokeWalrusBellow PostDinnerWalrus GrumpyWalrusMonday SeaLionOrWalrus',
    prank:
      'WalrusMustacheStickers WalrusPlushSurprise WalrusRingtoneSwap WalrusFilterCall PaperTuskWalrusCameo SneakyWalrusPhotobomb SecretWalrusPal MorningWalrusAlarm',
    cooking:
      'WalrusCookieFaces PretzelTuskTreats WalrusClamChowder WalrusPancakeStack ChocolateWalrusPops MustacheMuffinWalrus IceFloeWalrusCake FishStickWalrus',
    travel:
      'WalrusSpottingTrip AquariumWalrusHunt PolarZooWalk WalrusKeeperTalk WalrusFeedingShow ArcticWalrusCruise LayerUpLikeAWalrus WalrusSouvenirMug',
    fashion:
      'WalrusMustacheLook WalrusOnesieFitCheck IceFloeLayerUp WalrusSweaterWeather ChunkyKnitWalrus WalrusTuskEarrings DIYWalrusBeanie BeachBumWalrus',
    wellness:
      'WalrusNapBreak BaskLikeAWalrus SlowWaddleWalk WalrusPileCuddle WalrusBellyBreathing CozyWalrusCorner LazyWalrusSunday WalrusBlanketBurrito',
    speed:
      'WalrusWaddleRace WalrusBeachRelay WalrusShellSort WalrusWordScramble TenSecondWalrusDoodle SpeedyWalrusOrigami PileUpWalrusPlushies PopTheWalrusBalloons',
    music:
      'IAmTheWalrusCover WalrusBellowBeat WalrusTubaSolo WalrusBarbershop WalrusSnoreRemix BottleBlowWalrus BassVoiceWalrus WhistleLikeAWalrus',
    art: 'WalrusSockPuppet WalrusRockPainting PaperBagWalrus FingerprintWalrus WalrusPotatoStamp DrawAWalrusUpsideDown WalrusSaltDough MustachePortraitWalrus',
    tech: 'WalrusBeachCam WalrusSatelliteCount WalrusMustacheFilter WalrusStopMotion MakeAWalrusGIF VoiceChangerWalrus AIDrawsAWalrus SpotTheWalrusOnline',
    pet: 'WalrusPlushPounce WalrusFlopNap SplootLikeAWalrus IsMyDogAWalrus WalrusSnoreCheck CatWhiskersVsWalrus WalrusTugOfWar PuppyMeetsWalrus',
    gaming:
      'SleepingWalruses WalrusHangman WalrusBeanbagToss WalrusMusicalChairs WalrusDominoNight WhoIsTheWalrus PinTheMustacheOnWalrus ArcticWalrusQuest',
  },
  robin: {
    dance:
      'RockinRobinDance RobinHopShuffle EarlyBirdBop RobinChestPop RobinWingFlap BobbinAlongRobin HeadTiltRobin SpringRobinJig',
    fitness:
      'RobinHopDrill RobinRiseAndRun RobinWingRaises RobinNeckStretch WormTugRobinRows SingleLegRobin RoundRobinCircuit HopscotchRobin',
    funny:
      'RobinVsWormSkit RobinAlarmClock RobinFightsReflection RobinLawnPatrol FirstRobinOfSpringHype PuffedUpRobinStrut NeighborRobinGossip ScarecrowMeetsRobin',
    prank:
      'FeltRobinOnTheirPillow RobinSongAlarmSwap RobinWindowDecal RobinPhotobomb HiddenRobinChirps StickyNoteRobinTrail PaperRobinFlock RoundRobinCompliments',
    cooking:
      'RobinEggCake RobinNestCookies RobinRedVelvet RobinDirtCups GranolaRobinBites EarlyRobinPancakes BerryRobinTart PicnicForRobins',
    travel:
      'RobinSpottingWalk ParkBirdCount BackyardRobinSafari RobinMigrationMap SpotARobinAbroad CampsiteRobinWakeUp RobinNatureReserve RobinHikeLog',
    fashion:
      'RobinEggBlueFit RobinRedAccent SpeckledRobinNails RobinFeatherEarrings RobinBeretLook SpringRobinGlowUp CozyRobinCardigan OutfitInRobinHues',
    wellness:
      'RobinSongWakeUp RobinWatchBreak DawnChorusMinute RobinHopeNote ListenForTheRobin FirstRobinJournal RobinSpringReset GardenRobinStretch',
    speed:
      'RobinWormRelay RobinSketchIn10 BirdCountBlitz PaperRobinFoldRace RobinFeatherBlow TwigNestRobinBuild RoundRobinQuickfire HoppingRobinDash',
    music:
      'RockinRobinCover RobinWhistleBack RobinBirdsongBeatbox RobinRecorderTune DuetWithARobin PianoRobinMelody SpringRobinAnthem BackyardRobinRemix',
    art: 'PaintedRobinEggs RobinNestCraft ThumbprintRobin FeltRobinOrnament RobinFromCircles RobinStainedGlass TissuePaperRobin OilPastelRobin',
    tech: 'RobinNestCam RobinSongIDTest DawnChorusRecorder RobinSpectrogram RobinSlowMoFlight ZoomInOnTheRobin AnimateARobin PixelArtRobin',
    pet: 'RobinWindowWatch RobinCallReaction CatChattersAtRobin RobinFeatherWand RobinBirdTVTime PuppyHearsARobin SqueakyRobinPlush CatnipRobinKicker',
    gaming:
      'RoundRobinTournament RobinBirdBingo RobinsAndWormsTag RobinTriviaShowdown RobinNestBuildOff FeedTheRobinToss GuessTheRobinSong MusicalChairsRobin',
  },
  woodpecker: {
    dance:
      'WoodpeckerHeadBob WoodpeckerTapStep PeckAndPop WoodpeckerTwist RatATatWoodpecker DoubleTimeWoodpecker WoodpeckerWingFlap RedCrestWoodpeckerSway',
    fitness:
      'WoodpeckerFastFeet WoodpeckerCoreTaps WoodpeckerSpeedBag WoodpeckerHighKnees TreePoseWoodpecker RapidFireWoodpecker AcornCarryWoodpecker ShadowBoxWoodpecker',
    funny:
      'WoodpeckerAlarmClock WoodpeckerImpression WoodpeckerKnockJoke WoodpeckerTypist NeighborIsAWoodpecker HeadbangerWoodpecker GutterWoodpeckerConcert TheWoodpeckerHeadache',
    prank:
      'WoodpeckerHatForDad WoodpeckerRingtoneSwap PlushWoodpeckerOnTheShelf WoodpeckerMorseCode StickyNoteWoodpeckerJokes DeskWoodpeckerToy WoodpeckerSnackStash DrumrollWoodpecker',
    cooking:
      'WoodpeckerCakePops YuleLogWoodpecker WoodpeckerTrailMix AcornWoodpeckerBites WoodpeckerPancakeArt WoodpeckerPizzaFace ForestWoodpeckerPicnic GrazingBoardWoodpecker',
    travel:
      'WoodpeckerSpottingHike WoodpeckerHoleTrail ForestDrummingWalk NationalParkWoodpecker ListenForWoodpeckers WoodpeckerPhotoSafari CabinWoodpeckerMorning WoodpeckerBirdingLog',
    fashion:
      'CrimsonCapWoodpecker WoodpeckerBroochLook ForestRedFitCheck WoodpeckerFlannel CrestedWoodpeckerHair WoodpeckerPatchJacket PlaidWoodpeckerScarf HikerChicWoodpecker',
    wellness:
      'WoodpeckerSoundWalk WoodpeckerMindfulTaps KeepPeckingAway WoodpeckerNeckRelief ForestBathWoodpecker TreeHugWoodpecker WoodpeckerDrumBreaths QuietMorningWoodpecker',
    speed:
      'WoodpeckerTapRace DrumRollSprint WoodpeckerBubbleWrap WoodpeckerTypingTest WoodpeckerWordSearch AcornStashWoodpecker FastestWoodpeckerSketch PegBoardWoodpecker',
    music:
      'WoodpeckerDrumBeat WoodpeckerBeatbox WoodBlockRhythm WoodpeckerSpoonSolo MetronomeWoodpecker XylophoneWoodpecker HeadbangWoodpeckerRiff PotsAndPansWoodpecker',
    art: 'WoodpeckerPeckingToy WoodpeckerSilhouette BarkRubbingArt DotPaintedWoodpecker PineConeWoodpecker WoodpeckerCorkCraft WoodpeckerPaperQuill LeafCollageWoodpecker',
    tech: 'WoodpeckerNestCam WoodpeckerSlowMo BirdDrumIDApp MorseCodeWoodpecker WoodpeckerSoundWave ClickSpeedWoodpecker LoopPedalWoodpecker VoiceMemoWoodpecker',
    pet: 'WoodpeckerKnockReaction WoodpeckerToyPounce WoodpeckerWindowCat WoodpeckerTreatLog PeckingOrderWoodpecker KittenBatsFeltWoodpecker PuppyTugsPlushWoodpecker SqueakyWoodpeckerHunt',
    gaming:
      'WoodpeckerRhythmRun TapTempoHighScore WhackAWoodpecker HideTheAcornWoodpecker WoodpeckerBingo WoodpeckerEchoGame TreeHoleWoodpeckerToss GuessTheWoodpeckerBeat',
  },
  toucan: {
    dance:
      'ToucanTango ToucanBeakBop ToucanSamba ToucanMirrorMoves TwoStepToucan RainforestToucanHop PartnerSwapToucan TailFeatherToucan',
    fitness:
      'ToucanPartnerWorkout ToucanPerchBalance JungleHopCircuit ToucanWheelbarrow ToucanHighKicks FruitPickToucanSquats SyncedToucanPushUps RainbowToucanStretch',
    funny:
      'ToucanPlayThatGame ToucanImpression BigBeakProblems ToucanDoubleTrouble ToucanPunOff FruitThiefToucan CopycatToucanSkit TwoToucansOneBanana',
    prank:
      'ToucanPlushPhotobomb ToucanPunAmbush RainbowFruitSurprise ToucanTwinning FakeBeakToucanHello CopyEverythingToucan StickyNoteToucan HiddenToucanSticker',
    educational:
      'WhyToucanBeaksAreBig HowToucansSleep ToucanOrHornbill ToucanFactOrFake ToucansPlantForests ToucanInFiveLanguages RainforestLayersToucan MapTheToucanHome',
    cooking:
      'ToucanFruitPlatter ToucanSmoothieArt TropicalRainbowPops ToucanCookOff ToucanYogurtParfait PapayaBoatToucan MangoToucanToast CoconutToucanCupcakes',
    travel:
      'ToucanSpottingTrip CostaRicaToucanHunt RainforestBirdWalk ToucanAviaryTour ToucanTravelBuddies BelizeToucanQuest ZooToucanFeeding ToucanPostcardHome',
    fashion:
      'ToucanPrintShirtLook TropicalColorBlock ToucanTwinFitCheck ToucanRainbowNails DIYToucanEarrings FeatherHatToucan SunsetToucanSarong ToucanSneakerPaint',
    wellness:
      'ToucanColorMeditation ToucanBrightSide RainforestSoundBath ToucanBuddyWalk ToucanCheckIn TuckInLikeAToucan FruitBreakToucan TwoMinuteToucanStretch',
    speed:
      'ToucanSketchSprint ToucanBeakRelay RainbowSortRace ToucanBananaPeel ToucanJigsawDash RapidToucanPuns FruitStackToucan PaperToucanFold',
    music:
      'ToucanCroakRemix ToucanTwoCanDuet TropicalBeatJam ToucanMaracas ToucanUkuleleSong CalypsoToucan BucketDrumToucan WhistlingToucanTune',
    tech: 'ToucanBirdIDTest RainforestLiveCam ToucanSplitScreen ToucanColorPicker ToucanWallpaperMaker DigitalToucanPainting ClaymationToucan AIToucanPortrait',
    pet: 'ToucanPlushPounce ToucanTugForTwo ToucanCrinkleToy ToucanTreatHunt KittenBatsTheToucan BothPetsOneToucan CozyToucanNap PuppyToucanPlaydate',
    gaming:
      'ToucanCoOpQuest ToucanTwoPlayerNight ToucanFruitBingo ToucanCharades TicTacToucan HotPotatoToucan BeanbagToucanToss JungleToucanHunt',
  },
  'taxi driver': {
    dance:
      'TaxiDriverTwoStep LivingRoomCabbieShuffle CabbieCapTip CabDriverCongaLine CabbieStrut OffDutyCabbieBoogie NightShiftCabbieGroove StopAndGoCabbie',
    fitness:
      'TaxiDriverStretch SuitcaseSquatLift CabbieStepCount CabbieCoreSqueeze LuggageCarryCabbie HailACabbieRaises BreakTimeCabbieWalk ShiftEndCabbieYoga',
    prank:
      'CabbieChargesInHugs CabbieReceiptForMom TaxiDriverNameSign CabbieTipJarJokes PlayCabbieForGrandma LivingRoomCabbie YourCabbieIsHere SiblingCabbieService',
    educational:
      'CabbieKnowledgeTest WhyTaxisAreYellow TaxiDriverCityFacts TaxiDriverLingoQuiz CabDriverMapMemory GuessTheCabbieFare AskACabbieAnything HowCabbieMetersWork',
    cooking:
      'TaxiDriverMealPrep CheckeredCabCookies CabbieHalalCartBowl CabbieThermosSoup CabbieBreakfastBurrito NightShiftCabbieSnacks MidnightCabbieNoodles GrandpasCabbieStew',
    travel:
      'AskYourTaxiDriver EatLikeACabbie CityByYellowCab CabbieRecommendsOnly CabbieHiddenGems FirstCabbieAbroad SunriseCabbieRide CabbiePostcardCollection',
    fashion:
      'DressLikeACabbie TaxiYellowFitCheck CabbieFlatCap CabbieLeatherJacket CabbieAviators CheckeredCabbieScarf SeventiesCabbieStyle NightShiftCabbieLayers',
    wellness:
      'ThankYourCabbie TaxiDriverWindDown BackseatBreathing CabbiePowerNap CabbieKindnessTip PhoneFreeCabbieRide SunriseCabbieTea ListenToACabbieStory',
    speed:
      'CabbieQuickQuiz PaperMapCabbieRace CabbieTrunkPack CabbieChangeCount CabDriverTipMath StreetNameCabbieBlitz BuckleUpCabbieIn5 ReceiptSortCabbieSprint',
    music:
      'TaxiDriverKaraoke AccordionCabbieTune CabbiePicksTheSong CabbieRadioJingle CabbieLoveSong BackseatCabbieChoir SerenadeYourCabbie NightShiftCabbieBlues',
    art: 'TaxiDriverPortrait CardboardCabCraft CabbieLicensePlateArt TaxiDriverComicStrip CabbieCityscape ToyCabbiePhotoStory MapCollageCabbie ChalkCabbieMural',
    tech: 'CabbieVsGPS PodcastWithACabbie RideAppVsStreetHail CabbieTranslatorTest ElectricCabbieCharge VoiceNavCabbieDuel BookACabbieIn30 CabbieTechSetup',
    pet: 'CatTaxiDriver CardboardPetTaxi PetFriendlyCabbie CabbieTreatStop CabbieCatNap CabbieVetRun WagonRideCabbie DogGreetsTheCabbie',
    gaming:
      'FiveStarFareRun TaxiDriverSimShift CabbieBoardGameNight CabbieGuessTheCity CabDriverTrivia MemoryCardsCabbie DiceRollCabbieRally EyeSpyCabbie',
  },
  'town hall': {
    dance:
      'GavelTapGroove TownHallLineDance CityHallWeddingWaltz CityHallFlashMob TownHallPlazaShuffle HandsUpTownHall VictoryBopTownHall AdjournedTownHallJig',
    fitness:
      'WalkToTownHall TownHallPlazaYoga TownHallRollCallReps TownHallBootcamp CityHallJumpingJacks FiveKToCityHall AyeOrNayTownHall StretchAtCityHall',
    funny:
      'FamilyTownHallMeeting AllInFavorSayAye TownHallPublicComment TownHallMicFail CityHallPaperworkMaze TownHallPotholeRant GrandmaAtTownHall ParkingDebateTownHall',
    prank:
      'SurpriseTownHallMeeting VoteForPizzaTownHall TownHallAgendaOnFridge CityHallAwardForMom TownHallRoomInspection GavelAtDinnerTownHall RibbonCuttingTownHall WelcomeHomeTownHall',
    cooking:
      'TownHallBakeSale TownHallCakeBuild CommunityPotluckDish CityHallChiliCookOff TownHallPieContest GingerbreadTownHall CasseroleForTownHall LemonadeAtTownHall',
    travel:
      'TownHallHop TownHallPhotoWalk OldestTownHallHunt CityHallArchitecture ChristmasMarketTownHall GothicTownHallQuest FreeTourOfCityHall PostcardFromTownHall',
    fashion:
      'TownHallMeetingFit TownHallSmartCasual CityHallWeddingLook TownHallBlazerStyle SuitUpForCityHall SundayBestTownHall TieKnotForTownHall PowerColorsTownHall',
    wellness:
      'TownHallNervesBreath TownHallGratitudeNote LoveYourTownWalk CityHallGardenBench TownHallVolunteerHour QuietLunchAtCityHall ListenFirstTownHall KindWordsAtTownHall',
    speed:
      'TownHallOneMinutePitch TownHallTriviaRace SpeedVoteCount CityHallFormDash TownHallChairSetup StampRushCityHall RedTapeCityHallSprint BallotSortTownHall',
    music:
      'TownHallMeetingRemix TownHallChimeCover GavelDrumBeat TownHallOpenMic CityHallBrassBand CarolsAtTownHall AnthemForTownHall SingTheTownHallMinutes',
    art: 'TownHallWatercolor CardboardTownHall UrbanSketchTownHall CityHallMosaic PaperCutCityHall TownHallChalkMural ClayTownHallModel OneLineTownHall',
    tech: 'TownHallLivestreamSetup TownHall3DModel AIMeetingMinutes TownHallTimelapse CityHallVirtualTour QRCodeTownHallHunt LivePollAtTownHall PanoramaCityHall',
    pet: 'PetTownHallMeeting PetCampaignPoster CityHallPetLicense TownHallAdoptionDay DogParkAtTownHall CatChairsTownHall TownHallDogWalkers TreatsAtTownHall',
    gaming:
      'TownHallBuildOff CityBuilderTownHall WerewolfTownHall AgendaBingoTownHall MockElectionTownHall TownHallTycoon CityHallEscapeRoom DebateDiceTownHall',
  },
  'bus station': {
    dance:
      'BusStationShuffle BusStationBenchGroove NextBusTwoStep BusDepotBoogie BusStationFreeze CongaAtTheBusStation WaitingWaltzBusStation DelayedBusStationJig',
    fitness:
      'BusStationStretch BusStationCalfRaises BackpackCarryWalk BusStationBenchDips CoachStationSquats OneFootBusStation LuggageLiftBusStation PostureCheckBusStation',
    funny:
      'BusStationAnnouncer BusJustLeftReaction BusStationWaitStages BusDepotNapFail BusStationGoodbyeDrama WrongPlatformBusDepot SnackRegretBusStation PigeonBossBusStation',
    prank:
      'BusStationWelcomeSign BusStationPickupSurprise PaparazziAtBusStation BusStationRedCarpet BusDepotBalloons CostumeGreetBusStation KazooBandBusStation DisguisedAtBusStation',
    educational:
      'BusStationHistoryHunt BusStationMapSkills HowBusTimetablesWork BusStationPhrasebook CoachStationFareMath WhyBusStationsHaveBays ElectricBusDepotVisit ReadABusStationBoard',
    cooking:
      'BusStationSnackPack BusStationSandwich OvernightBusLunchbox BusStationCafeRecreate CoachStationWrap TrailMixForBusStation ThermosSoupBusStation PackedPastaBusDepot',
    fashion:
      'BusStationTravelFit BusStationBackpackLook BusStationLayers BusDepotSneakerCheck NeckPillowBusStation RainReadyBusStation HoodieUpCoachStation BeltBagBusStation',
    wellness:
      'BusStationBreathing BusStationJournal SlowWaitGratitude PhoneFreeBusStation PatienceAtBusStation BusDepotSunriseSit CoachStationPodcast CalmPlaylistBusStation',
    speed:
      'BusStationPackIn5 TimetableSpeedQuiz BusStationTicketRace RouteMemoryBusDepot PostcardSprintBusStation BusStationBingoBlitz LuggageTagCoachStation ChangeCountBusStation',
    music:
      'BusStationAnnounceRemix BusStationSingalong ArrivalsBoardBeat BusStationBusker BusDepotBlues LoveSongAtCoachStation BeatboxAtBusStation UkuleleAtBusStation',
    art: 'BusStationSketch BusStationPhotoWalk TicketStubCollage WatercolorBusDepot BusStationZineCover TinyBusStationDiorama ShadowsAtBusStation PenDoodleCoachStation',
    tech: 'BusStationWifiTest BusStationChargeHunt LiveTrackerBusStation BusStationTimelapse CoachStationETicket OfflineMapsBusStation TranslateAtBusStation NoiseCancelBusStation',
    pet: 'BusStationPetCarrier PetBusStationWelcome PetCalmAtBusStation CoachStationPupTrip PetTravelKitBusStation WaterBowlBusDepot BusStationTreatPouch FirstBusStationForDog',
    gaming:
      'TransitMapBuildOff BusStationTycoonRun BusDepotSimulator BusStationScavengerHunt TriviaAtBusDepot EyeSpyAtBusStation CardGameAtCoachStation RiddlesAtBusStation',
  },
  highway: {
    dance:
      'HighwayRestStopDance HighwayPassengerGroove MotelCheckInHighwayJig BuckledInFreewayWiggle PicnicAreaMotorwayTwist DinerBoothInterstateJive BackseatHighwayBop SeatDanceOnTheFreeway',
    fitness:
      'HighwayRestStopWorkout HighwayStretchBreak HighwayHipOpeners PicnicTableInterstateDips AfterTheFreewayYoga SquatsAtMotorwayServices MotelRoomFreewayCircuit BackseatMotorwayCore',
    funny:
      'HighwayAreWeThereYet MissedTheExitAgain HighwaySnackDebate FreewayNatureDoc MotorwayServicesReview DadOnTheHighway BackseatHighwayDJ BathroomBreakInterstate',
    prank:
      'HighwaySnackSurprise PostcardFromTheFreeway MotorwayCarrotSwap InterstateHugToll StowawayGnomeFreeway RoadSignRiddlesFreeway NavigatorCrownHighway JokeJarForTheHighway',
    educational:
      'HighwaySignQuiz HowHighwaysAreBuilt WhyExitsHaveNumbers EvenInterstatesGoEast ColorCodedMotorways FreewayMapReading InterstateStateCapitals HighwayMileMarkerMath',
    cooking:
      'HighwaySnackBox HighwayDinerRecreate RestStopSandwichStack CoolerPackFreeway MotorwayBreakfastRoll InterstateStateFoods TrailMixForTheFreeway PieAndCoffeeHighway',
    fashion:
      'HighwayRoadTripFit TruckerCapHighway FreewayComfyLayers InterstateDenimLook HighwaySunglassesCheck BandanaOnTheMotorway RetroDinerHighwayStyle SweatsAndSlidesHighway',
    wellness:
      'HighwaySunrisePause HighwayGratitudeMiles FreewayWindowGazing MotorwayAudiobook PassengerHighwayJournal BackseatInterstateNap PhoneFreeOnTheFreeway CalmMusicForTheHighway',
    speed:
      'HighwaySignSpeedQuiz HighwayTrunkPackRace RestStopIn10 InterstateAlphabetDash LicensePlateHighwayHunt FreewayRedCarCount SnackSortMotorway FoldTheMapMotorway',
    music:
      'HighwaySingalong LifeIsAHighwayCover OpenRoadJam FreewayHarmonies InterstateAnthem HighwayPlaylistDraft BeatboxOnTheMotorway KazooOnTheInterstate',
    art: 'HighwayWindowSketch PastelFreewaySkyline BillboardRedesign ChalkFreewayToyCars MotorwayJunctionDoodle InterstateMapCollage TinyHighwayDiorama PassengerViewFreeway',
    tech: 'HighwayDashcamTimelapse CarGadgetCheck FreewayOfflineMaps MotorwayNavVoiceSwap InterstateRoutePlanner PassengerFreewayVlog TrafficAppHighwayTest EVChargeStopHighway',
    pet: 'PetHighwayRoadTrip PetRestStopWalk HighwayPetHarnessCheck InterstateDogParkHop FreewayWaterBowlBreak MotorwayPupSnacks CalmCatOnTheHighway ToyBoxForTheFreeway',
    gaming:
      'RiddleRelayMotorway HighwayBuildSim HighwayBingoCards FreewayCowCount TwentyQuestionsMotorway GuessTheSongInterstate WouldYouRatherFreeway StoryChainFreeway',
  },
  tunnel: {
    dance:
      'HumanTunnelDance TunnelEchoStomp LimboThroughTheTunnel TunnelOfLoveWaltz ArchwayTunnelShuffle TunnelCongaLine SpinOutOfTheTunnel TunnelVisionFreestyle',
    fitness:
      'TunnelBearCrawl KidsTunnelCircuit TunnelVisionPlank BridgePoseTunnel TunnelArchSquats ThroughTheTunnelBurpees TunnelCrabWalk PartnerLegTunnel',
    funny:
      'TunnelEchoJokes TunnelCallDropSkit ToddlerTunnelReaction SecretTunnelSkit MoleDigsATunnel BlanketTunnelFail SpoonEscapeTunnel TunnelVisionMom',
    prank:
      'BalloonTunnelSurprise DoorwayStreamerTunnel TunnelOfHighFives TunnelOfCompliments StickyNoteTunnelDoor BedroomTunnelMakeover WelcomeHomeTunnel PopUpTunnelHello',
    educational:
      'HowTunnelsAreDug WhyTunnelsEcho SandTunnelExperiment TunnelArchStrength LongestTunnelsQuiz AntTunnelScience TunnelSafetySigns DrawATunnelCutaway',
    cooking:
      'TunnelOfFudgeCake SecretTunnelCupcakes TunnelStuffedBaguette RigatoniTunnelBake TunnelJamMuffins ChocolateTunnelCookies HiddenTunnelMeatloaf CheeseTunnelPizza',
    fashion:
      'TunnelPrintScarf WisteriaTunnelOutfit RainbowTunnelSocks AutumnTunnelLayers TunnelOfLoveDateFit BoldColorTunnelLook TunnelVisionSunnies FloralTunnelCrown',
    wellness:
      'TreeTunnelMindfulWalk LightAtTheEndNote TunnelQuietMoment TunnelHumMeditation BlanketTunnelRetreat CozyTunnelReading TunnelVisionFocus TunnelBreathCount',
    speed:
      'TunnelCrawlRace CardboardTunnelBuild MarbleTunnelSprint ToyCarTunnelShot SandTunnelIn60 TunnelRelayPass DominoTunnelTopple TunnelBallRollBlitz',
    music:
      'TunnelEchoSing TunnelReverbCover TunnelClapBeat TunnelAcapella YodelInATunnel HarmonyInATunnel BeatboxTheTunnel WhistleThroughTheTunnel',
    art: 'TunnelBookCraft TunnelPerspectiveSketch TunnelWatercolorWash CardboardTunnelSculpture ShoeboxTunnelDiorama Chalk3DTunnel PopUpPaperTunnel CollageTunnelOfColor',
    tech: 'TunnelTimelapse TunnelSignalTest RCCarTunnelRun TunnelNightModePhoto TunnelARPortal GPSLostInTunnel ReverbAppTunnel DownloadBeforeTunnel',
    pet: 'CatTunnelAmbush PetTunnelZoomies DogTunnelAgility TunnelTreatTrail BlanketTunnelForKitty PeekABooTunnelPup BoxTunnelCatCastle TunnelTeachADog',
    gaming:
      'TunnelRunHighScore BlanketTunnelTreasureMap PlayTunnelCrawlRelay TunnelTag HideAndSeekTunnel MarbleMazeTunnel EscapeTunnelBoardGame TunnelFortBattle',
  },
  yacht: {
    dance:
      'KitchenFloorYachtShuffle YachtRockGroove SailorHornpipe YachtClubCharleston CaptainsYachtSalute AhoyYachtTwist SuperyachtSway LivingRoomYachtParty',
    fitness:
      'HomeGymYachtCircuit HoistTheSailReps YachtAnchorPull SwabTheYacht YachtBalanceHold CaptainsYachtPlank SuperyachtSquats MooringRopeYachtRows',
    funny:
      'BathtubYachtClub CardboardYachtLife YachtNamePuns SuperyachtOnABudget YachtCaptainDad TinyYachtHouseTour SeasickYachtSkit DramaticSuperyachtTrailer',
    prank:
      'YachtInviteReveal BathtubYachtSurprise FakeSuperyachtPostcard YachtRockWakeUp RubberDuckYachtFleet SuperyachtBoardingPass YachtAdmiralAward CaptainCapYachtGreeting',
    educational:
      'HowYachtsSailUpwind YachtKnotQuiz YachtPortStarboard NauticalFlagsYacht YachtBuoyColors WhyYachtsFloat LearnYachtLingo YachtCompassSkills',
    cooking:
      'YachtClubSandwich YachtGalleyDinner YachtPicnicPlatter SuperyachtBrunch CaptainsYachtChowder LobsterRollYacht OneBurnerYachtPasta MocktailsOnTheYacht',
    fashion:
      'YachtClubFitCheck NauticalStripeLook YachtDeckShoes YachtBlazerStyle AllWhiteSuperyacht CableKnitYacht PreppyYachtWeekend OldMoneyYacht',
    wellness:
      'YachtDeckMeditation YachtSunriseJournal SeaBreezeBreathing YachtRockUnwind MarinaYachtStroll HarborYachtSpotting HammockYachtNap SuperyachtDaydream',
    speed:
      'YachtKnotSpeedTie TinyModelYachtBuild SailFoldSpeedrun BlowYourYachtAcross YachtFlagSignalDash YachtRingToss SuperyachtPackIn5 SwabTheYachtRelay',
    music:
      'YachtRockCover YachtDeckSingalong SeaShantyYacht SmoothJazzSuperyacht YachtHornBeat CaptainsYachtSerenade YachtSaxSolo UkuleleYachtTune',
    art: 'YachtPainting ModelYachtBuild MarinaSunsetSketch CorkYachtCraft SuperyachtBlueprint YachtRegattaPoster OrigamiYachtFleet MosaicYachtSail',
    tech: 'YachtNavAppTest SuperyachtTrackerMap YachtHarborTimelapse VirtualYachtTour AIDesignsASuperyacht WindForecastYacht LiveCamYachtSpotting YachtPanoramaShot',
    pet: 'YachtPetLifeJacket PetDeckLounge SuperyachtPetBed YachtClubForDogs CatSwatsTheToyYacht CardboardYachtForCat YachtPartyPupTreats SunbathingYachtDog',
    gaming:
      'YachtSailingSimRun YachtRegattaHighScore YachtBuildOff YachtDiceNight CaptainsYachtQuiz TreasureHuntYacht CardsAtTheYachtClub PirateYachtBoardGame',
  },
  jet: {
    dance:
      'JetWingsDance JetStreamGroove TakeoffBeatDrop JetSafetyDemo JetlagSlowMo TurbulenceJetShake LandingGearJetStomp FirstClassJetStrut',
    fitness:
      'JetPoseHold JetTakeoffSprint JetWingPlank JetSeatStretch TurbulenceBalanceJet CarryOnJetSquats PostFlightJetWalk AfterburnerJetBurpees',
    funny:
      'JetEngineImpression PaperJetFails PrivateJetOnABudget JetlagZombieSkit ArmrestJetWar WindowSeatJetDrama SnackCartJetRush CaptainDadJetVoice',
    prank:
      'PaperJetKindNote LivingRoomJetSurprise JetSnackDelivery JetCaptainWakeUp PrivateJetPicnicInvite FirstClassJetBreakfast BedtimeBoardingJet DinnerServiceJetStyle',
    cooking:
      'JetShapedCookies PrivateJetSnackTray InflightMealRecreate JetlagBreakfast JetStreamSmoothie CarrotJetFuelJuice TakeoffJetPancakes CloudNineJetMeringue',
    travel:
      'JetSpottingDay JetWindowSeatView AirshowDayTrip JetBridgeSelfie JetlagFirstDayAbroad RedEyeJetDiary CarryOnOnlyJetSetter AirportJetMuseum',
    fashion:
      'JetSetFitCheck JetAirportLook AviatorShadesJet JetBlackMonochrome PrivateJetGlam RedEyeJetLoungewear FlightCrewJetChic NeckPillowJetCouture',
    wellness:
      'JetCabinCalm WindowSeatGratitude JetlagSunlightReset JetCloudGazing JetEngineWhiteNoise SlowDownJetSetter HydrateLikeAJetPilot AfterFlightJetBath',
    speed:
      'PaperJetFoldIn30 BalloonJetSprint JetSpotterSpeedQuiz JetCarryOnPack JetSeatbeltBuckle BoardingGroupJetDash StrawBlownJetRace TrayTableJetTidy',
    music:
      'LeavingOnAJetPlaneCover JetWhooshBeat TakeoffSoundRemix JetEngineBeatbox JetlagLullaby JetStreamJazz SeatbeltChimeJetSong CabinCrewJetHarmony',
    art: 'JetSilhouetteArt ContrailSkyPhoto PaperJetDesignOff CardboardJetBuild WindowViewJetPainting JetTailSketch JetFoilSculpture ChalkJetRunway',
    tech: 'JetTrackerAppSpot JetWingCamTimelapse JetCockpitVRTour JetEngineSlowMo InflightJetWifiTest OfflineMapsForTheJet AskAIToDesignAJet NoiseCancelJetliner',
    pet: 'PetJetTravelPrep PetChasesPaperJet CatVsToyJet PrivateJetDogBed JetNoiseCalmPup JetlagKittenNap WelcomeHomeFromTheJet PuppyHearsAJet',
    gaming:
      'JetSimPerfectLanding JetRacerHighScore PaperJetGolf JetSetTrivia PrivateJetTycoon AirportJetBingo RunwayJetBoardGame ConnectTheJetRoutes',
  },
  bulldozer: {
    dance:
      'BulldozerShuffle BulldozerBeatDrop TrackRollGroove DozerStomp DozerBladeWave BackItUpBulldozer HardHatBulldozerHop SlowAndSteadyDozer',
    fitness:
      'BulldozerBearCrawl DozerPushups BulldozerBoxPush DozerDeepSquat BladeRaiseBulldozer HeavyDutyBulldozerPlank ClearTheRoomBulldozer TowelSledBulldozer',
    prank:
      'BulldozerCakeSurprise BulldozerNoteDelivery ConstructionPartyReveal BulldozerBeepAlarm BulldozerBlocksTheDoor ToyDozerParade CautionTapeBulldozer MiniBulldozerOnDesk',
    educational:
      'WhyBulldozersHaveTracks BulldozerOrExcavator HowDozerBladesWork SyringeHydraulicDozer BulldozerWeightGuess BulldozerSafetyZone NameThatMachineDozer BiggestBulldozerEver',
    cooking:
      'BulldozerDirtCupcakes BulldozerBirthdayCake RockyRoadRubble ChocolateBoulderDozer BulldozerGravelTrailMix HardHatBulldozerLunch DozerPizzaDig PotatoMoundBulldozer',
    travel:
      'DriveABulldozerDay HeavyMachineryMuseum BulldozerThemePark TractorShowBulldozer DozerDigSiteViewing BulldozerFestival SandboxBeachDozer ConstructionExpoDozer',
    fashion:
      'BulldozerHardhatFit BulldozerYellowLook LittleBuilderCostume BulldozerDenimOveralls WorkwearDozerChic SteelToeDozerBoots HiVisBulldozerVest DozerPrintPajamas',
    wellness:
      'BulldozerSandPlayCalm BulldozerBedtimeStory SlowDozerWatch WorryPileBulldozer ClutterBulldozerReset DozerDeskClearOut HeavyBlanketDozerNap GentleBulldozerBreaths',
    speed:
      'BulldozerToyRace BulldozerSandClear PushThePileIn60 TidyUpBulldozer DozerDominoTopple BulldozerJigsawDash SockSweepBulldozer BlocksAwayBulldozer',
    music:
      'BulldozerBeepBeat BulldozerRumbleRemix BulldozerSingalong HeavyMetalBulldozer DozerBassline HardHatBulldozerBand TractorToDozerLullaby BucketDrumDozer',
    art: 'BulldozerTrackPainting BulldozerSketch CardboardDozerBuild ClayDozerModel BulldozerPopArt DozerMosaicTiles ChalkDozerScene BlueprintBulldozer',
    tech: 'RCBulldozerBuild SelfDrivingBulldozer DozerSiteLiveCam BulldozerTimelapse AIDesignsADozer CodeADozerRobot ClayDozerAnimation PhoneControlledDozer',
    pet: 'DozerPlushForKitty BulldozerPupPlay SnoutPushBulldozer CatTheBulldozer DozerDigBox BulldozerNapPile ZoomiesBulldozer TugOfWarDozer',
    gaming:
      'BulldozerSimRun BulldozerClearTheMap DozerDemolitionScore BulldozerTowerTopple SandboxDozerBattle MiniGolfBulldozer BoardGameBulldozer KnockdownDozerBowling',
  },
  surgeon: {
    dance:
      'SurgeonScrubsShuffle GloveSnapGroove SurgeonHandwashDance HeartbeatSurgeonStep SurgeonSlowMo TwirlingSurgeonCap SurgeonSquadSync PostOpSurgeonBoogie',
    fitness:
      'SurgeonPostureReset SurgeonStandingStretch SteadyHandPlank SurgeonWristWarmUp LongShiftSurgeonSquats SurgeonGripStrength ScrubInSurgeonJacks OnCallSurgeonCardio',
    funny:
      'SurgeonCutsTheCake TeddyBearSurgeon SurgeonLevelPrecision SurgeonOpensASnack OrangePeelSurgeon TurkeySurgeonDad SockDarningSurgeon HandsUpLikeASurgeon',
    prank:
      'TeddySurgeonSurprise SecretStitchFix BandagedBananaSurgeon SurgeonScrubsReveal PlushPatientSurgeon SurgeonChartOnFridge SurgeonDoorSign GetWellCardSurgeon',
    cooking:
      'SurgeonPrecisionSlice SurgeonFruitCarving SurgeonShiftMealPrep SurgeonKnotPretzels OneHandedEggSurgeon HeartCakeForSurgeons TweezerPlatingSurgeon OnCallSurgeonSnacks',
    travel:
      'SurgeonMuseumVisit OldOperatingTheatreTour SurgeonsDayOff SurgeonCampusWalk MedSchoolSurgeonTrip HistoricHospitalSurgeon SurgeonVacationMode BeachBreakSurgeon',
    fashion:
      'SurgeonScrubsFitCheck SurgeonCostumeDIY PatternedSurgeonCap OffDutySurgeonLook SurgeonClogsLineup WhiteCoatSurgeonStyle SurgeonBadgeReel ComfySneakerSurgeon',
    wellness:
      'SurgeonBoxBreathing SurgeonShiftUnwind SteadyHandsMeditation ThankASurgeon SurgeonPalmMassage MindfulScrubInSurgeon SurgeonPowerNap SunlightBreakSurgeon',
    speed:
      'SurgeonKnotSpeedTie SurgeonGloveRace TwentySecondScrub SurgeonTweezerPickup SteadyHandMazeSurgeon SurgeonBandageWrap SkeletonPuzzleSurgeon BoneNameBlitzSurgeon',
    music:
      'HeartMonitorBeat SurgeonScrubSong SurgeonKaraokeBreak SurgeonPianoHands PlaylistForASurgeon SurgeonRapAnatomy SteadyTempoSurgeon ThankYouChorusSurgeon',
    art: 'SurgeonStitchEmbroidery SurgeonToolSketch AnatomyHeartDrawing SurgeonXRayArt ClaySurgeonFigure BandageCollageSurgeon SurgeonHandsPortrait PaperDollSurgeon',
    tech: 'RobotSurgeonDemo SurgeonVRTraining AnatomyARSurgeon SurgeonSteadyHandApp SurgeonScrubTimer SurgeonDictationTest PhoneMicroscopeSurgeon AskAISurgeonFacts',
    pet: 'VetSurgeonThankYou PetRecoveryCozyCorner SurgeonFixesDogToy SurgeonHomeFromShift CatHairOnSurgeonScrubs SurgeonTreatBalance SurgeonLunchWithDog NapBuddyForSurgeon',
    gaming:
      'SurgeonSimRun SurgeonBuzzWire SurgeonTrivia SurgeonEscapeRoom SteadyHandsSurgeonTower AnatomySurgeonPuzzle WhoIsTheSurgeon DoctorDiceSurgeon',
  },
  mayor: {
    dance:
      'MayorVictoryDance MayorSashShuffle CampaignTrailTwoStep MayorParadeWave ElectionNightMayorBop StrutLikeTheMayor KeyToTheCityMayorJig MayorBandstandSway',
    fitness:
      'MayorFunRun MayorStepsChallenge CampaignTrailHike MayorParadeMarch BeatTheMayorPlank YogaWithTheMayor MayorPodiumSquats DoorKnockMayorLunges',
    prank:
      'SurpriseProclamation MayorRibbonReveal MayorForADayCrown MayorOfTheCouchAward MayorPressConference RedCarpetForTheMayor ConfettiMayorWelcome VoteMeMayorPosters',
    educational:
      'WhatDoesAMayorDo HowMayorsGetElected AnimalMayorsFacts LetterToTheMayor MayorOrGovernorQuiz MayorBudgetGame AskYourMayorAnything MockMayorDebate',
    cooking:
      'MayorCookoffJudge MayorRibbonCake TownPicnicPotluck MayorPancakeBreakfast BakeForTheMayor MayorsFavoritePie VoteNightMayorSnacks CampaignCookiesMayor',
    travel:
      'MayorsFavoriteSpots VisitTheDogMayor SmallTownMayorWalk MayorStatueHunt MayorParadeDayTrip SisterCityMayorHop HometownMayorTour PassportStampMayor',
    fashion:
      'MayorSashFitCheck MayorCampaignLook MayorsPowerSuit ChainOfOfficeMayor RibbonDayMayorOutfit MayorTopHatStyle ElectionDayMayorTie PolishedShoesMayor',
    wellness:
      'MayorGratitudeSpeech MayorsQuietMorning CommunityKindnessPledge MayorListeningHour NeighborCheckInMayor ParkBenchMayorPause SelfCareSundayMayor MayorOfMyOwnDay',
    speed:
      'MayorSpeechIn30 MayorRibbonCutRelay PromiseListSpeedrun MayorBallotCount SignatureSprintMayor MayorPosterPinUp HandshakeLineMayor StreetNamesForMayor',
    music:
      'MayorCampaignJingle MayorVictoryAnthem ParadeDrumBeat MayorDebateRap SingForTheMayor MayorKaraokeNight BrassBandForTheMayor TubaSaluteMayor',
    art: 'MayorCampaignPoster MayorPortraitSketch DesignYourTownFlag MayorRosetteBadge ClayMayorStatue GiantKeyMayorCraft MayorComicStrip CollageForTheMayor',
    tech: 'MayorAppPitch AIMayorSpeechTest SmartCityIdea MayorLiveQA EmailYourMayor MayorPodcastLaunch OnlinePollMayor MayorSlideDeck',
    pet: 'PetForMayor VoteForMyDog MayorOfTheBackyard MayorSpeechByMyCat ShelterPupsMeetMayor TreatsForTheMayor MayorPawPrintSign MayorBellyRubs',
    gaming:
      'MayorSimRun MayorCityBuildOff SecretMayorGame MayorTriviaDuel ElectTheMayorParty MayorCampaignDice WhoWillBeMayor DebateCardsWithMayor',
  },
  barn: {
    fitness:
      'BarnChoresWorkout BarnyardBootcamp HayBaleStepUps FeedBucketBarnCarry BarnCatCowStretch BarnDoorSlides FenceLineBarnWalk MuckOutBarnLunges',
    funny:
      'BarnAnimalImpressions BarnCatInspector BarnyardGossip CityKidInABarn RoosterAlarmBarn GoatRunsTheBarn BarnOwlJudgesYou SlidingBarnDoorFail',
    prank:
      'SurpriseBarnPicnic BarnDanceInvite RubberChickenBarn BarnAnimalAlarm BarnDoorDecal MooingBarnDoorbell HayMazeBarnDare CowPrintBarnMakeover',
    educational:
      'WhyBarnsAreRed BarnAnimalSoundQuiz HowABarnIsRaised BarnOwlPelletScience BarnQuiltGeometry BabyBarnCritterNames BarnSwallowFacts SeasonsOfTheBarn',
    cooking:
      'RedBarnCake BarnFreshEggBreakfast HayStackCookies BarnyardButterChurn BarnRaisingPotluck ApplePieForTheBarn CornbreadBarnSupper BarnDoorBrownies',
    travel:
      'BarnQuiltTrail RedBarnHunt SleepInABarn BarnFarmStay BarnSaleHop PickYourOwnBarnDay CountryFairBarnTour BarnMarketMorning',
    fashion:
      'BarnDanceFitCheck BarnJacketStyling GinghamBootsLook BarnyardOveralls StrawHatBarnChic FlannelBarnLayers BarnWeddingGuest PrairieDressBarn',
    wellness:
      'BarnMorningQuiet PorchSwingByTheBarn BarnSunsetGratitude RainOnTheBarnRoof BarnCatPurrTherapy MindfulBarnChores BarnSwallowWatch GoatYogaBarn',
    speed:
      'BarnChoresIn10 HayBaleRelayRace BarnSoundSpeedQuiz EggHuntBarnDash BarnAnimalSortBlitz CornShuckingBarn BarnBlockBuild FarmJigsawBarn',
    music:
      'BarnFiddleJam BarnAnimalChoir OldMacDonaldRemix BarnyardBanjo HoedownBarnBeat BarnLoftAcoustic BucketDrumsInTheBarn OwlHootBarnHarmony',
    art: 'RedBarnPainting PaintABarnQuilt BarnSilhouetteSketch CardboardBarnBuild BarnStarCraft BarnyardMural BarnOwlDoodle WeatheredWoodBarnArt',
    tech: 'SmartBarnTour BarnCamLiveFeed BarnSunriseTimelapse BarnAnimalSoundboard PanoramaOfTheBarn WifiInTheBarn RedBarnPhotoEdit NightVisionBarnOwl',
    pet: 'BarnCatRollCall PetHayBalePose DogMeetsBarnGoats BarnyardPupZoomies AdoptABarnKitten SunnyBarnNapSpot BarnCarrotTreats HorseGroomingBarn',
    gaming:
      'BarnBuildOff BarnUpgradeRun BarnyardBingo BarnAnimalCharades CardGameInTheBarn MusicalHayBalesBarn GuessTheBarnSound FarmTriviaBarnNight',
  },
  'library card': {
    dance:
      'FirstLibraryCardDance BookHaulShuffle LibraryCardWiggle SilentDiscoLibraryCard LibraryCardSwipe DueDateLibraryCardJig TiptoeLibraryCardTwist LibraryCardLimbo',
    fitness:
      'LibraryCardWalk LibraryCardBookCurls LibraryCardHeavyTote TallPostureLibraryCard StretchBreakLibraryCard LibraryCardPlankRead StepCountLibraryCard DeepSquatLibraryCard',
    funny:
      'LibraryCardPhotoReveal OverdueBookConfession LibraryCardVsBookstore LostMyLibraryCardAgain LibraryCardHaulStruggle WhenTheLibraryCardBeeps TooManyLibraryCardHolds LibraryCardFinesDrama',
    prank:
      'FirstLibraryCardSurprise LibraryCardBookPicks LibraryCardBlindDate SecretHoldLibraryCard TreasureHuntLibraryCard LibraryCardForDad GrandmaGetsALibraryCard LibraryCardTwinning',
    cooking:
      'LibraryCardCookbook BorrowedRecipeNight ReadingNookSnacks LibraryCardBakeAlong LibraryCardPotluck NovelFoodLibraryCard LibraryCardTeaParty PicnicWithALibraryCard',
    travel:
      'LibraryCardBranchHop LibraryCardMuseumPass PrettiestLibraryHunt StateParkLibraryCard LibraryCardGuidebook LibraryCardAbroad DayTripWithLibraryCard StorySettingLibraryCard',
    fashion:
      'LibraryCardFitCheck DressLikeYourBook LibraryCardLanyard LibraryCardToteBag BookishLibraryCardLook CozyCardiganLibraryCard DarkAcademiaLibraryCard LibraryCardGlasses',
    wellness:
      'LibraryCardReadingHour LibraryCardUnplug LibraryCardJournal QuietCornerLibraryCard AudiobookWalkLibraryCard PoetryBreakLibraryCard SlowSundayLibraryCard BorrowedCalmLibraryCard',
    speed:
      'PickABookIn60 LibraryCardSpeedHaul LibraryCardDeweyDash SelfCheckoutLibraryCard ABCShelfLibraryCard LibraryCardRelayReads FindTheAuthorLibraryCard LibraryCardStackUp',
    music:
      'LibraryCardVinylDig LibraryCardInstrument BorrowedSheetMusic LibraryCardRap WhisperSingLibraryCard CDHaulLibraryCard LibraryCardJingle ShushBeatLibraryCard',
    art: 'DesignALibraryCard LibraryCardDoodle BookSpineArt LibraryCardBookmark LibraryCardZine HolderCraftLibraryCard CopyAMasterLibraryCard LibraryCardStamping',
    tech: 'LibraryCardEbookSetup LibraryCardMakerspace LibraryCard3DPrint LibraryCardLanguageApp FreeMoviesLibraryCard HotspotLoanLibraryCard CodingClassLibraryCard AudiobookLibraryCard',
    pet: 'ReadToYourDog PetLibraryCard CatSitsOnLibraryCard TrainingBooksLibraryCard PuppyPicksLibraryCard SnuggleStoryLibraryCard LibraryCardBirdGuide FishTankLibraryCard',
    gaming:
      'LibraryCardGameNight LibraryCardChessClub LibraryCardPuzzleSwap LibraryCardTrivia BookBingoLibraryCard TabletopLibraryCard ConsoleLoanLibraryCard MysteryNovelLibraryCard',
  },
  house: {
    dance:
      'DanceThroughTheHouse EveryRoomGroove HouseCleaningBoogie NewHouseHappyJig HousePartyTwist WholeHouseConga HousewarmingShuffle KitchenDiscoHouse',
    fitness:
      'WholeHouseCircuit ChoreCardioChallenge HouseholdItemWorkout LaundryHouseSquats HouseWallPushUps VacuumLungeHouse HouseMoveBoxLift HouseplantCarry',
    funny:
      'IfMyHouseCouldTalk HonestHouseTour MysteryHouseNoises HouseRulesByDad HouseplantDrama MovingHouseChaos HouseSittingFail EveryHouseHasThisDrawer',
    prank:
      'SecretHouseCleanup HouseScavengerHunt WelcomeHomeSurprise GooglyEyesAroundTheHouse HouseplantNameTags HouseGnomeTakeover TinyDoorInTheHouse BalloonFilledHouse',
    educational:
      'HouseStylesQuiz HowHousesStayWarm WhyRoofsAreSlanted HouseFloorPlanDraw GuessTheHouseDecade OldestHouseInTown HouseholdBudgetMath HouseplantScience',
    cooking:
      'GingerbreadHouseBuild GrahamCrackerHouse HousewarmingBake HouseSaladDressing HousePartyDips HouseholdSecretRecipe SundayHousePancakes PizzaOnTheHouse',
    travel:
      'ColorfulHouseHunt HouseMuseumVisit TinyHouseStay HouseSwapHoliday UpsideDownHouseTrip HouseSittingAbroad FamousAuthorHouse HouseboatWeekend',
    fashion:
      'HouseToStreetFit SlipperStyleCheck HouseCoatComeback HouseholdItemOutfit HouseDressRevival AroundTheHouseCardigan MatchingPajamaHouse LoungewearHouseGlowUp',
    wellness:
      'WholeHouseReset HouseGratitudeTour HouseplantCareHour HouseSunbeamNap DeclutterOneHouseDrawer HouseholdDigitalDetox SlowMorningAtTheHouse QuietCornerHouse',
    speed:
      'HouseTidyIn10 HouseScavengerSprint OutTheHouseDash HouseBedMakingRace HouseholdSockMatch LaundryFoldHouseBlitz DishwasherHouseRelay ShoesOnHouseKeysFound',
    music:
      'HouseSoundsRemix DoorbellBeat HouseKeysJingle HouseholdDrumKit HouseConcertNight KitchenBandHouse LivingRoomHouseShow SingInEveryHouseCorner',
    tech: 'SmartHouseSetup HouseWifiDeadZone HouseTechTour FloorPlanAppHouse HouseholdCableTidy TimelapseHouseClean ARFurnitureHouse HousePhotoGlowUp',
    pet: 'PetHouseTour CardboardKittyHouse DogHouseMakeover HouseCatZoomies HouseTrainingWins SunniestHouseSpot HouseholdTreatHunt PupsHouseRules',
    gaming:
      'HouseBuildOff CozyHouseGameTour DreamHouseDesignSim HouseOfCardsTower WholeHouseHideAndSeek HouseholdTriviaNight CharadesHouseParty SardinesAroundTheHouse',
  },
  road: {
    dance:
      'RoadMapTwirl EaseOnDownTheRoad YellowBrickRoadSkip RoadTripShimmy BumpyRoadBounce WindingRoadWave HitTheRoadJackSwing CountryRoadsTwoStep',
    fitness:
      'RoadToFiveKPlan RoadTripStretchStop RoadWarriorWorkout RockyRoadBurpees GymOnTheRoad FoamRollerRoadRecovery HotelRoomRoadLunges LongRoadAheadPlank',
    funny:
      'PunsForTheRoad RoadSignCharades OverpackedForTheRoad DadRoadTripRules AreWeOnTheRightRoad BackseatRoadNarrator RoadsideAttractionFail RoadHogSnackThief',
    prank:
      'CardboardRoadSignsIndoors PaperRoadToBreakfast TapeRoadToTheirRoom RoadTripMysteryStop RoadWorkAheadDoor JokeBookForTheRoad TreasureMapRoad StickyNoteRoadTrail',
    cooking:
      'RockyRoadBake ToyCarRoadCake RoadsideStandRecipe BrownieRoadMap RoadTripSnackPack PretzelRoadSigns RoadWarriorMealPrep CountryRoadPie',
    travel:
      'BackRoadsOnly RoadsideOddityHunt RoadLessTraveled RoadTripMagnets ScenicRoadPicnic EndOfTheRoadTown HistoricRoadMuseum RoadMapPlanning',
    fashion:
      'OpenRoadFitCheck DrivingGlovesLook RoadieBlackTee DirtRoadBoots CountryRoadDenim RoadWarriorLayers RoadTripBandana OnTheRoadCapsule',
    wellness:
      'RoadAtlasDaydream PassengerSeatJournal RoadTripGratitude RoadAheadIntentions WindowGazingRoad CalmRoadPlaylist EndOfTheRoadRest AudiobookForTheRoad',
    speed:
      'RoadSignSpeedQuiz TapeRoadIn60 MarbleRoadRace ToyCarRoadDash RoadMapFoldOff RoadTripPackSprint DominoRoadTopple BlockRoadBuildRush',
    music:
      'OnTheRoadAgainCover RoadSongSingalong RoadNoiseBeat RoadTripKaraoke RoadWarriorAnthem HarmonyForTheRoad BackseatKazooRoadTune LongRoadBallad',
    art: 'RoadMapCollage WatercolorRoadAtDusk WindingRoadPainting RoadSignRedesign ToyCarRoadMat RoadTripSketchbook CardboardRoadCity ClayRoadDiorama',
    tech: 'DashcamRoadTimelapse SmartRoadFacts RoadTripVlogEdit OfflineRoadMaps RoadNoiseDecibelTest GuessTheRoadOnline RouteAppRoadPlan SatelliteViewRoad',
    pet: 'CurbSitChallenge DogRoadSafetyWalk PetRoadTripKit RoadsidePupPark CalmCatForTheRoad TreatsForTheRoad HamsterRoadMaze BunnyRoadCarrier',
    gaming:
      'DominoRoadPuzzle RoadAtlasTrivia RoadNetworkBuild RoadTripBingo RoadSignMemoryMatch TreasureHuntRoadMap LicensePlateRoadGame ToyCarRoadRally',
  },
};
