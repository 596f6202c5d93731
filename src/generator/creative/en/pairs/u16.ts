import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  sundress: {
    dance:
      'SundressTwirl SundressSockHop SundressSwingDance MakeYourSundressFlare SpinIntoASundress TwoStepInASundress BarefootSundressWaltz MamboInMySundress',
    fitness:
      'TenKInASundress SundressYogaFlow HikeInASundress SundressHulaHoop SundressJumpRope PlankInYourSundress SundressStepCount BackyardSundressBadminton',
    funny:
      'ItHasPockets SundressInTheSnow SundressPicnicAnts SundressOrderVsReality SundressStaticCling GrandmaRatesMySundress ToddlerStyledSundress BorrowedMySundressAgain',
    prank:
      'SundressTwinning SundressPocketGooglyEyes TeddyBearSundressDebut SundressScarecrowMakeover CopycatInASundress MiniSundressBunting PhotobombTheSundressPic LampWearsASundress',
    educational:
      'SundressByDecade LinenVsCottonSundress LearnToSewASundress NameThatSundressNeckline MeasureForASundress SundressUVBeadTest SundressFabricQuiz SundressInFiveLanguages',
    cooking:
      'SundressPrintCookies PackASundressPicnic SundressBrunchBoard StrawberriesAndSundresses SundressSunTea SundressSeasonSalad NoBakeSundressSnacks SmoothieToMatchMySundress',
    travel:
      'SundressSunflowerField OneSundressTenCities SundressGoldenHourWalk PackOnlySundresses SundressFarmersMarket TrainTripInASundress PostcardPoseInASundress BotanicGardenSundress',
    wellness:
      'BarefootGrassStroll SundressCloudWatching SundressHammockRead SundressDaisyChain SundressSunsetBreaths PhoneFreeInASundress WearTheSundressYouSaved ConfidentInMySundress',
    speed:
      'SundressQuickChange SundressToDinnerIn60 SundressButtonRace SundressClosetSpeedrun FoldASundressFast MostTwirlsInASundress PackASundressSprint FirstInASundressWins',
    music:
      'SundressUkuleleCover StrawHatSerenade SundressLipSync CountrySongInASundress SundressPorchDuet WriteASundressJingle TambourineInASundress SundressRadioSingAlong',
    art: 'PaintYourOwnSundress SundressWatercolor SundressPaperDoll SketchYourDreamSundress EmbroiderASundress PotatoStampSundress TieDyeASundress PressedFlowerSundress',
    tech: 'SundressPortraitMode SundressVsAIStylist SundressSlowMoTwirl VirtualSundressTryOn SundressStopMotion GreenScreenMySundress TimelapseSewingASundress AppPicksMySundress',
    pet: 'SundressDogPicnic PupRatesMySundress FetchInASundress OldSundressPetBed KittenChasesMySundress SundressPuppyCuddle SundressCatSnuggle SundressTreatHunt',
    gaming:
      'SundressAvatarFit GuessTheSundressPrice SundressMemoryMatch SundressScavengerHunt SundressCharades ThisOrThatSundress CozyGameSundressIRL TwentyQuestionsSundress',
  },
  raincoat: {
    dance:
      'SingingInTheRaincoat RaincoatDrizzleDance RaincoatPuddleHop FlipYourRaincoatHood YellowRaincoatShuffle WellyBootRaincoatStomp RaincoatCongaLine GrooveInARaincoat',
    fitness:
      'RaincoatRun DrizzleWalkStreak RaincoatJumpingJacks PuddleLeapsInARaincoat RaincoatTrailHike RaincoatGardenCircuit CanYouPlankInARaincoat SkipRopeInYourRaincoat',
    funny:
      'RaincoatVsWind RaincoatHoodStruggle SqueakyRaincoatWalk RaincoatSunshineBetrayal OutgrownRaincoatTryOn RaincoatPocketTreasures CaughtWithoutMyRaincoat DadsEmergencyRaincoat',
    prank:
      'RaincoatFakeForecast UmbrellaConfettiPop BalloonStuffedRaincoat ToddlerRaincoatSwap RaincoatHoodRubberDuck RaincoatToBreakfast JingleBellRaincoatZip RaincoatStormSoundPrank',
    educational:
      'GuessWhoInventedRaincoats RaincoatSprayBottleTest BuildARaincoatForTeddy RaincoatFactOrFib CloudTypesInARaincoat RaincoatWeatherStation PaperTowelVsRaincoat DuckFeathersVsRaincoat',
    cooking:
      'RaincoatWeatherSoup YellowRaincoatCupcakes RainyDayBakeOff GingerbreadInRaincoats RaincoatCloudBread RaincoatCocoaBar RaincoatTrailMix ThermosForRaincoatWalks',
    travel:
      'RaincoatCityWalk NiagaraInARaincoat RaincoatLighthouseVisit SightseeInARaincoat RaincoatForestTrail RaincoatCampTrip RollYourRaincoatToPack ZooDayInARaincoat',
    wellness:
      'RaincoatPuddleJumping MindfulRaincoatStroll ListenToTheRain RaincoatForestBathing RaincoatBirdwatching TeaAfterARaincoatWalk RaincoatPhoneFreeHour PetrichorInARaincoat',
    speed:
      'RaincoatZipRace FastestRaincoatFold BeatTheDownpour RaincoatOnIn10Seconds RaincoatRelayHandoff SnapAllRaincoatButtons PocketARaincoatFast FamilyRaincoatDash',
    music:
      'PitterPatterJam RaincoatZipperSolo RaincoatBootStompBeat RaincoatRustleRemix WriteARaincoatBlues PorchConcertInARaincoat StormChorusInRaincoats HumAlongInMyRaincoat',
    art: 'PaintYourRaincoat RaindropMacroShot RaincoatPuddleReflection YellowRaincoatSketch RaincoatWetChalkArt RaincoatStickerBomb MiniRaincoatOrigami CollageOfRaincoats',
    tech: 'RaincoatSlowMoDroplets PhoneInARaincoat RecordRaincoatASMR RaincoatForecastApp RaincoatTimelapseStorm RaincoatStopMotionMovie SmartwatchRaincoatRun AIDesignsMyRaincoat',
    pet: 'TwinRaincoatsWithPup RaincoatVsDogShake TowelDryAfterRaincoatWalk TreatsInMyRaincoatPocket CatVsRaincoatSqueak RaincoatPuddleSniffari LeashAndRaincoatReady ThunderCuddleInRaincoat',
    gaming:
      'RainyDayBoardGames YellowRaincoatCosplay RaincoatAvatarDrip RaincoatHideAndSeek ISpyRaincoatColors RaincoatJigsawDay PuddleHopscotchRaincoat FloorIsLavaInRaincoats',
  },
  sequins: {
    dance:
      'SequinsShimmyDance DiscoInSequins HustleInSequins SequinedJazzHands SequinCatwalkStrut SequinSparkleSpin MirrorBallSequinMoves FlipTheSequinsOnBeat',
    fitness:
      'SequinsDiscoCardio JumpRopeInSequins 80sAerobicsInSequins SequinShimmerSquats SequinedPowerWalk SequinWarriorPose RollerSkateInSequins ShadowBoxInSequins',
    funny:
      'SequinsEverywhere SequinsFlipMessages SequinScratchStruggle HugsHurtInSequins OverdressedInSequins MyLaundryAfterSequins SittingDownInSequins SequinedOrDiscoBall',
    prank:
      'SequinsFlipMessage SequinBowtieForTeddy SequinCardSurprise DiscoWakeUpSequins PlantInASequinCape SequinShowerCurtainSwap BedroomDoorSequinSign SockPuppetSequinShow',
    educational:
      'SequinsWereOnceCoins GuessTheSequinCount SequinReflectionLab LearnToSewOnSequins SequinsUnderAMagnifier SequinOrPailletteQuiz GridMathWithSequins SortSequinsBySize',
    cooking:
      'MakeEdibleSequins SequinDressCupcakes SequinSprinkleCookies SequinChocolateBark SequinFairyBread GelatinSequinDiscoCake IcingSequinsByHand SugarSequinPopcorn',
    travel:
      'AirportFitInSequins SequinCityLightsWalk SequinsInTheDesert SequinsAtTheCarnival PackOneSequinTop MuseumNightInSequins SequinedDiscoAbroad GlamCampingWithSequins',
    wellness:
      'SequinsForNoReason SequinFlipFidget SequinRainbowsOnTheWall SewSequinsSlowly SequinGratitudeJar CozyNightInSequins DopamineDressingSequins MirrorPepTalkInSequins',
    speed:
      'SequinsFlipRace SparkleQuickChange SequinSortSpeedrun OneMinuteSequinSweep GlueOnSequinsBlitz PartyReadyInSequins TweezerSequinPickup SequinPillowPortraitDash',
    music:
      'SequinsDiscoCover GlamRockInSequins SequinedShowstopper SequinBlazerLipSync SequinShakerInstrument EncoreInSequins TorchSongSequinGown KaraokeQueenInSequins',
    art: 'SequinsMosaic FlipSequinArt SequinRainbowSuncatcher SequinGreetingCard SequinedBookmark StarryNightInSequins DotArtWithSequins ScrapSequinButterfly',
    tech: 'SequinsSlowMo SequinBokehPhoto SequinMacroLens SequinFlipPixelArt FilterVsRealSequins PhoneFlashOnSequins LoopingSequinBoomerang StopMotionSequinHeart',
    pet: 'CatChasesSequinSparkles SequinFlipPetPortrait DogMeetsMySequinJacket SequinPillowNapSpot GoldfishSequinPainting SequinsAndSnuggles SequinBackdropPhotoshoot PupPhotoSequinFrame',
    gaming:
      'SequinsDressUpGame SequinTicTacToe SequinFlipDrawAndGuess SequinSkinIRL HowManySequinsOnMe ConsoleDanceOffInSequins PassTheSequinPillow MemoryMatchSequinCards',
  },
  bandana: {
    dance:
      'BandanaHoedown BandanaWaveDance BandanaBootScoot PolkaInABandana BandanaBeatDropReveal CowboyBandanaShuffle ToprockInABandana SwingYourBandanaPartner',
    fitness:
      'BandanaSweatbandRun FlagTagWithBandanas BandanaYogaStrap BandanaDropCatch BandanaTrailHike PlankPassTheBandana SliderLungesOnABandana CowboyBandanaCardio',
    funny:
      'BandanaOutlawSkit BandanaPirateVoice SpaghettiWesternBandana BandanaCookieHeist BandanaWontStayPut MomTiesMyBandana DoesThisBandanaMakeMeCool GrandpaBandanaStyleSwap',
    prank:
      'EndlessBandanaSleeve BandanaGnomeTakeover WhiteBandanaSurrender BandanaChainInTheDrawer FruitBowlInBandanas BandanaMagicKnotTrick BandanaOnEveryDoorknob RobotVacuumInABandana',
    educational:
      'LearnFiveBandanaKnots BandanaFirstAidSling BandanaIsAHindiWord BandanaSemaphore DrawBandanaPaisleys BandanaTriangleGeometry WhyCowboysWoreBandanas BindleFromABandana',
    cooking:
      'BandanaBundleLunch BandanaBiscuitBasket CowboyBandanaCornbread BandanaNapkinFold BandanaTacoNight ChuckwagonBandanaSupper RedBandanaSalsaBar FrontPorchBandanaPie',
    travel:
      'BandanaRoadTrip OneBandanaTenUses BandanaSouvenirHunt DudeRanchInABandana BandanaNationalParkHike BandanaPackingFold DesertSunriseInABandana GoWestWithABandana',
    wellness:
      'BandanaCoolingWrap BandanaEyeMask BandanaGratitudeKnots BedtimeBandanaHairCare GardeningInABandana LavenderBandanaSachet PhoneDownBandanaOn QuietHikeInABandana',
    speed:
      'BandanaTyingRace FiveBandanaStylesIn60 GrabTheBandanaFirst BandanaHeadbandSpeedrun BandanaUntangleDash LaundryFoldBandanaBlitz OneHandBandanaKnot CatchTheFallingBandana',
    music:
      'BandanaWesternCover YodelInABandana BandanaHarmonicaBlues BandanaWashboardBeat RapVerseInABandana SpoonsAndBandanasJam BandanaBarnChorus CowboyLullabyBandana',
    art: 'BandanaTieDye BandanaPaisleyDrawing BandanaQuilt BandanaShiboriFold DesignYourOwnBandana FrameAVintageBandana PillowFromOldBandanas SunPrintOnABandana',
    tech: 'DesignABandanaInAnApp BandanaQRCodePrint BandanaScreenCleanTest BandanaPixelPaisley BandanaARTryOn SlowMoBandanaFlick TimelapseBandanaDye ChromaKeyBandana',
    pet: 'BandanaForMyDog BandanaPetTwinning BandanaTreatPuzzle BandanaPeekabooPup SewABandanaForFido BraidABandanaTugToy CatSwatsTheBandana AdoptMeBandanaShoot',
    gaming:
      'BandanaCharacterCosplay WildWestGameNight CaptureTheBandana BandanaHotPotato BandanaGamerHeadband WhosTheBandanaBandit BandanaFreezeTag PinABandanaOnTheCowboy',
  },
  turtleneck: {
    dance:
      'TurtleneckShuffle TurtleneckJazzHands TurtleneckBeatnikSnaps TurtleneckPeekabooDrop VogueInATurtleneck TwistInYourRollneck BalletBarreTurtleneck SlowJamInATurtleneck',
    fitness:
      'TurtleneckWinterRun TreePoseInATurtleneck TurtleneckSnowShovel TurtleneckPostureCheck FrostyHikeInATurtleneck IceSkateInARollneck TurtleneckKettlebellSwing CrossCountryTurtleneck',
    funny:
      'TurtleneckHeadStuck HidingInMyTurtleneck TurtleneckArtCritic TurtleneckStaticHair MyTurtleneckAteMyChin WearingARollneckInJuly CheesyTurtleneckPortrait DramaticTurtleneckReveal',
    prank:
      'TurtleTuckPeekaboo SecretTurtleneckTwins HeadlessTurtleneckWave TurtleneckLampShade EndlessTurtleneckLayers ChinFaceTurtleneck SurpriseTurtleneckSquad TurtleneckForTheTeddy',
    educational:
      'TurtleneckVsMockneck TurtleneckIconsQuiz TurtleneckThermometerTest TurtleneckStaticScience LearnToKnitATurtleneck TrueOrFalseTurtleneck WhoWoreTheFirstTurtleneck ThreeNamesForARollneck',
    cooking:
      'CozyTurtleneckCocoa TurtleneckWeatherStew TurtleneckMugCake TurtleneckPumpkinBread TurtleneckCafeAtHome CroissantsInATurtleneck SlowCookerTurtleneckChili AppleCiderTurtleneck',
    travel:
      'ParisInATurtleneck TurtleneckMuseumCrawl TurtleneckBookshopHop TurtleneckChristmasMarket ThreeTurtlenecksCarryOn LeafPeepingTurtleneck CabinWeekendInARollneck CityBreakInARollneck',
    wellness:
      'KnitAndTeaHour TurtleneckBookNook TurtleneckSnowfallWatch TurtleneckLetterWriting TurtleneckSunriseStroll DeepBreathsInARollneck WindowSeatTurtleneck QuietCoffeeInATurtleneck',
    speed:
      'TurtleneckQuickChange TurtleneckFoldOff InsideOutTurtleneckFix MostTurtlenecksIn60 TurtleneckLayeringRelay SiblingTurtleneckRace LintRollerTurtleneckBlitz TurtleneckSpeedrun',
    music:
      'TurtleneckJazzNight TurtleneckPoetrySlam BeatnikBongos TurtleneckPianoBallad TurtleneckLofiBeats CoffeehouseGigRollneck SnapDontClapTurtleneck SaxSoloInATurtleneck',
    art: 'TurtleneckSelfPortrait TurtleneckPopArt TurtleneckBeretPainter TurtleneckKnitDoodle MonochromeInATurtleneck ContourDrawATurtleneck PaperCollageTurtleneck ChalkPastelRollneck',
    tech: 'TurtleneckKeynote TurtleneckUnboxing TurtleneckPodcastSetup TurtleneckTypingTest CodeInATurtleneck VideoCallInARollneck RingLightTurtleneckSelfie AskAIToStyleMyRollneck',
    pet: 'FurCoveredTurtleneck OldTurtleneckCatBed DogWalkInATurtleneck TurtleneckCuddleWithPup TurtleneckPeekabooKitten TurtleneckFetchInTheSnow PetPortraitInARollneck BudgieOnMyTurtleneck',
    gaming:
      'WhodunitInATurtleneck TurtleneckCardNight TurtleneckChessMatch TurtleneckEscapeRoom SpyInATurtleneck TurtleneckCrosswordDuel VillainCosplayTurtleneck BrainTeaserTurtleneck',
  },
  'cold shower': {
    dance:
      'ColdShowerDance ColdShowerShiverShuffle ColdShowerHappyFeet ColdShowerVictoryJig TowelTwirlAfterColdShower PumpUpForAColdShower BraveTheColdShowerBoogie ShimmyIntoTheColdShower',
    fitness:
      'ColdShowerStreak PostRunColdFinish EarnYourColdShower PushUpsThenColdShower ColdShowerAfterLegDay ColdShowerCooldownStretch ColdShowerHIITFinisher HikeHomeToAColdShower',
    funny:
      'ColdShowerFaces ColdShowerPepTalk NarrateMyColdShower ColdShowerBargaining FiveStagesOfColdShower TheColdShowerToeDip DadTriesAColdShower ColdShowerBeforeAndAfter',
    prank:
      'GooglyEyedColdShower DuckArmyColdShower ColdShowerSpaSign ColdShowerFinishLine FakeColdShowerSounds TinyUmbrellaForColdShower ColdShowerGiftVoucher ColdShowerMirrorNote',
    educational:
      'ColdShowerMythBusting ColdShowerHeartRateLog ColdShowerGoosebumpsFact ColdShowerLikeARoman MeasureYourColdShowerTemp SevenDayColdShowerStudy TrueOrFalseColdShower ShiverReflexColdShower',
    cooking:
      'ColdShowerWarmUpTea PostShiverPorridge ColdShowerThenPancakes ColdShowerCocoaReward ColdShowerHoneyLemonWater BrunchAfterAColdShower GoldenMilkColdShower EnergyBallsColdShower',
    travel:
      'ColdShowerCampTrip ColdShowerHostelStories ColdShowerAtTheBeach ColdShowerVanLife FestivalColdShower RateEveryColdShower HikersColdShowerReward SurvivalKitForColdShowers',
    fashion:
      'ColdShowerTowelWrap CozyAfterShowerFit ColdShowerGlowUp ColdShowerShinyHairTest ColdShowerThenGRWM WarmSocksPostColdShower FluffyRobeColdShower HeadbandSpaColdShower',
    speed:
      'ColdShower30Seconds ColdShowerCountdown FastestColdShowerEver BeatTheKettleColdShower OneSongColdShower ColdShowerDryOffDash TowelFoldColdShowerRace HairWashColdShowerBlitz',
    music:
      'ColdShowerKaraoke ColdShowerHighNotes ColdShowerBeatbox ColdShowerDrumroll PickMyColdShowerSong HumThroughTheColdShower ChatteringTeethColdShower PowerBalladColdShower',
    art: 'ColdShowerFaceDoodle ColdShowerComic ColdShowerZine ColdShowerMoodChart BlueTonesColdShower PaintTheColdShowerFeeling FlipbookColdShower PenguinDoodleColdShower',
    tech: 'ColdShowerTimer ColdShowerHeartRate ColdShowerHabitTracker ColdShowerSleepScore AIHypesMyColdShower PhoneAlarmToColdShower TrackMyColdShowerMood VoiceMemoAfterColdShower',
    pet: 'KittenWaitsByColdShower PetGuardsTheBathroom ColdShowerThenDogWalk ColdShowerCatJudges CoolingMatVsColdShower CuddlesAfterColdShower ParrotMimicsColdShower PetAlarmClockColdShower',
    gaming:
      'ColdShowerLevelUp ColdShowerTriviaCards ColdShowerBossFight PixelArtColdShowerHero ColdShowerAchievement NPCModeColdShower SideQuestColdShower ChiptuneColdShowerTrack',
  },
  lavender: {
    dance:
      'LavenderFieldDance LavenderTwirl LavenderWaltz SwayLikeLavender PirouetteInLavender LavenderSachetShuffle SkipThroughTheLavender TangoHoldingLavender',
    fitness:
      'LavenderFieldRun LavenderHarvestSquats SunSaluteInLavender LavenderHillHike CarryTheLavenderBundles LavenderCooldownStretch PowerWalkToTheLavender PilatesWithLavender',
    funny:
      'LavenderEverything LavenderSnobReview LavenderTastesLikeSoap FoggedInByLavender DadVsLavenderLatte GrandmasLavenderDrawer IBoughtAllTheLavender TryNotToYawnLavender',
    prank:
      'LavenderSachetSurprise PillowLavenderSpritz LavenderBalloonRoom LavenderStickyNoteWall LavenderInTheSockDrawer TeddyHoldsALavenderBunch PlasticLavenderSniffTest SecretLavenderBookmark',
    educational:
      'LavenderMeansToWash GrowLavenderFromCuttings EnglishVsFrenchLavender LavenderScentMemoryTest LavenderPollinatorCount HangDryLavenderBundles LavenderOrRosemaryQuiz SketchALavenderFlower',
    cooking:
      'LavenderLemonade LavenderShortbread LavenderLatteArt LavenderIceCubes BlindLavenderTasteTest ThreeCourseLavenderMenu HoneyInfusedWithLavender SconesWithLavenderSugar',
    travel:
      'LavenderFieldTrip ProvenceLavenderRoute PickYourOwnLavender LavenderSouvenirSachet SunriseInTheLavender LavenderFarmStay LavenderFestivalHop PhotoWalkThroughLavender',
    fashion:
      'LavenderFitCheck LavenderFlowerCrown LavenderThriftFlip LavenderNailArt MonochromeLavenderLook DressLikeALavenderField OneLavenderPieceThreeWays HeadToToeLavender',
    speed:
      'LavenderBundleRace FillTheLavenderSachets LavenderWreathIn60 LavenderWandWeaveDash LavenderBudStripping TenSprigsOfLavenderFast SniffOutTheLavender QuickLavenderBouquet',
    music:
      'LavenderLullaby LavendersBlueSingAlong LavenderUkuleleStrum LavenderViolinSerenade AcousticSetInLavender FluteByTheLavender CroonToYourLavender KalimbaInTheLavender',
    art: 'LavenderPressedFlowers LavenderWreathCraft ForkPaintedLavender CottonSwabLavender LavenderPaperQuilling LavenderStillLifeSketch EmbroiderLavenderSprigs WatercolorLavenderField',
    tech: 'LavenderTimelapse LavenderPlantIDApp LavenderSleepTrackerTest LavenderGrowLight AIPaintsLavenderField PhoneWallpaperLavender EditInLavenderTones SlowMoBeeOnLavender',
    pet: 'PetProofYourLavender CatnipInsteadOfLavender LavenderFreeNapCorner AskTheVetAboutLavender PastelLavenderCatBed LavenderHuePuppyPortrait StoreLavenderUpHigh ToxicPlantsQuizLavender',
    gaming:
      'LavenderFarmSim SniffAndGuessLavender HideTheLavenderSachet LavenderColorHunt PixelLavenderField LavenderTriviaDuel LavenderWordSearch CozyGamerLavenderDesk',
  },
  hourglass: {
    dance:
      'HourglassFreeze SandTimerShuffle FlipTheHourglassDanceOff EggTimerBoogie HourglassSlowMoGroove TwirlsPerHourglass LearnAMoveEachHourglass BeatTheHourglassChoreo',
    fitness:
      'HourglassPlank SandTimerSquats HourglassStationCircuit EggTimerIntervals PushUpsPerSandTimer BalanceOnOneLegHourglass DeepStretchWithHourglass JumpRopeVsHourglass',
    funny:
      'HourglassStareDown LastGrainDrama EggTimerPanic HourglassVsToddler SandTimerNegotiations CommentateAnHourglass DramaticHourglassFlip ImpatientHourglassShake',
    prank:
      'HourglassFlipPrank EggTimerUnderTheCouch HourglassBathroomQueue HourglassDadJokeTimer MysteryHourglassCountdown WhoTurnedTheHourglass CookieJarHourglassLock SwapTheClockForHourglass',
    educational:
      'BottleHourglassBuild HourglassSaltVsSand HourglassGrainCountGuess CalibrateYourHourglass SailorsUsedHourglasses HourglassFractionsLesson HourglassOrSundialQuiz WhoInventedTheHourglass',
    cooking:
      'SandTimerSoftBoil HourglassTeaSteep EggTimerBakeOff LayeredHourglassParfait HourglassShapedCake PerfectPastaByHourglass FlipTheHourglassPancakes ChefVsHourglass',
    travel:
      'PackBeforeTheHourglass HourglassMuseumHunt SandDunesHourglassPhoto OneHourglassPerStop EggTimerTourGuide HourglassPostcardWrite AntiqueShopHourglass SunsetByTheHourglass',
    fashion:
      'HourglassNecklace OutfitChangePerHourglass EggTimerGRWM HourglassTattooSticker SteampunkHourglassFit SandTimerStylingDuel DoodledHourglassSneakers ThriftHaulVsHourglass',
    wellness:
      'HourglassMeditation SandTimerScreenBreak HourglassJournalPrompt HourglassTidyCorner CalmingHourglassForKids PhoneDownForAnHourglass OneHourglassOfSunshine BreatheWithTheHourglass',
    music:
      'WriteASongInOneHourglass EggTimerFreestyleRap SandTimerDrumSolo NameThatTuneHourglass HourglassPianoPractice HourglassBeatDrop LongestNoteVsHourglass LyricMemoryHourglass',
    art: 'HourglassStillLife BottleHourglassCraft HourglassShadowDrawing EggTimerDoodleSwap OneHourglassPortrait HourglassZentangle MandalaInAnHourglass ClayHourglassSculpture',
    tech: 'HourglassVsPhoneTimer HourglassSlowMo HourglassScreenTimeLimit HourglassWidgetSetup CodeAnHourglassApp LoadingIconHourglass TimelapseAnHourglassFlip AnimateAnHourglassGif',
    pet: 'HourglassPetStay OneHourglassOfFetch HourglassCuddleBreak HourglassTrickTraining SandTimerNoseWork TreatPuzzleByHourglass BrushingByTheHourglass HamsterMazeVsHourglass',
    gaming:
      'HourglassCharades SandTimerDrawingGame HourglassCategories HourglassTowerStack BeatTheHourglassTrivia BlitzChessWithAnHourglass SpeedPuzzleVsHourglass RhymeBattleHourglass',
  },
  'matching socks': {
    dance:
      'MatchingSocksTwinDance MatchingSocksShuffle MatchingSocksMoonwalk MatchingSocksKickline RunningManMatchingSocks TwinkleToesMatchingSocks IrishJigMatchingSocks HokeyPokeyMatchingSocks',
    fitness:
      'SockBallShooting MatchingSocksFloorSliders WallSitMatchingSocks SockPairingPlankReach PutOnMatchingSocksOneLeg CalfRaisesInMatchingSocks MatchingSocksBearCrawl HopscotchMatchingSocks',
    funny:
      'MatchingSocksLostOne OddSockSupportGroup CloseEnoughMatchingSocks WasherAteMyMatchingSocks SockMatchingRageQuit MatchingSocksDetective SockPairingReunion ProudOfMyMatchingSocks',
    prank:
      'MatchingSocksSwap BananasInMatchingSocks ChairLegsInMatchingSocks FakeSockPairingMachine SockSortingSabotage MatchingSocksClothesline OneMatchingSockPerDrawer SockPairingDoubleTake',
    educational:
      'MatchingSocksProbability PigeonholePrinciple SockPairingCountByTwos MatchingSocksInSpanish LearnToDarnMatchingSocks SockMatchingPatternNames TeachAToddlerSockMatching KnitYourOwnMatchingSocks',
    cooking:
      'MatchingSocksCookies MatchingSocksPancakeArt MatchingSocksSandwiches SockPairingMemoryBakes FondantMatchingSocks GingerbreadMatchingSocks FruitLeatherMatchingSocks CocoaInMatchingSocks',
    travel:
      'SockRollPacking FamilyTripMatchingSocks MatchingSocksAtSecurity SouvenirMatchingSocks MatchingSocksOnThePlane SockPairingCarryOn HostelLaundrySockMatching CabinTripMatchingSocks',
    fashion:
      'MatchingSocksFitCheck MatchingSocksTwinning FunkySockStyling MatchingSocksWithSandals SockPairingColorCombos TieAndMatchingSocksSet ShowYourMatchingSocks LoaferPeekMatchingSocks',
    wellness:
      'MatchingSocksMindfulFold LaundryDayZen SockPairingASMR MatchingSocksFootSoak MatchingSocksDrawerTidy SmallWinMatchingSocks BedtimeInMatchingSocks GentleSockSortingHour',
    music:
      'MatchingSocksPuppetBand LoveSongForMatchingSocks SockSortingToTheBeat MatchingSocksLaundryRap SpinCycleMatchingSocks MatchingSocksKazooDuet HarmonyInMatchingSocks BarbershopMatchingSocks',
    art: 'MatchingSocksPuppets DesignMatchingSocks FoldPaintMatchingSocks MatchingSocksSnowmen FabricMarkerMatchingSocks EmbroideredMatchingSocks SockSortingRainbowArt CrochetMatchingSocks',
    tech: 'MatchingSocksAISorter MatchingSocksColorPicker SockPairingSpreadsheet MatchingSocksTimelapse PitchASockMatchingApp CodeASockPairingBot ARTryOnMatchingSocks UnboxingMatchingSocks',
    pet: 'SockSortingKittenChaos CatNapsOnMatchingSocks DogWaitsForMatchingSocks ParrotCountsMatchingSocks TreatsAfterSockSorting PawPrintMatchingSocks BunnyVsSockSorting MatchingSocksPetPortrait',
    gaming:
      'MatchingSocksMemoryGame MatchingSocksGoFish SockMatchingSnap SockPairingOldMaid BlindfoldedMatchingSocks HideAndSeekMatchingSocks BingoWithMatchingSocks TicTacToeMatchingSocks',
  },
  'paper snowflake': {
    dance:
      'PaperSnowflakeFlurry PaperSnowflakeBallet PaperSnowflakeFreezeDance PaperSnowflakeShimmy WaltzOfThePaperSnowflakes SpinLikeAPaperSnowflake IceSkaterPaperSnowflake TossPaperSnowflakesOnBeat',
    fitness:
      'PaperSnowflakeCatch PaperSnowflakeRelay PaperSnowflakeHopscotch PaperSnowflakeBalanceWalk KeepThePaperSnowflakeUp StarJumpPaperSnowflake FanThePaperSnowflake CrabCrawlPaperSnowflake',
    funny:
      'PaperSnowflakeFails PaperSnowflakeOrDoily PaperSnowflakeRorschach DadsFirstPaperSnowflake TooManyPaperSnowflakes CursedPaperSnowflake GaspAtMyPaperSnowflake RateMyPaperSnowflake',
    prank:
      'PaperSnowflakeRoomFill PaperSnowflakeUmbrella PaperSnowflakeInTheFridge PaperSnowflakeDoorCurtain WakeUpToPaperSnowflakes ShoeFullOfPaperSnowflakes PillowcasePaperSnowflakes DeskDrawerPaperSnowflakes',
    educational:
      'PaperSnowflakeSymmetry SixSidedPaperSnowflake PaperSnowflakeFractions PaperSnowflakeAngles NoTwoPaperSnowflakesAlike PaperSnowflakeWaterCycle KirigamiPaperSnowflake TeachAKidPaperSnowflakes',
    cooking:
      'PaperSnowflakeDusting PaperSnowflakeCookies TortillaPaperSnowflake PaperSnowflakePieCrust PaperSnowflakeSandwiches NoriPaperSnowflake GingerbreadPaperSnowflake BrowniePaperSnowflake',
    travel:
      'PaperSnowflakeCabinTrip PaperSnowflakePostcard PaperSnowflakeSkiLodge MapPaperSnowflake SnowflakeCraftOnTheTrain HotelWindowPaperSnowflake TicketStubPaperSnowflake AirportWaitPaperSnowflake',
    fashion:
      'PaperSnowflakeCrown PaperSnowflakeEarrings PaperSnowflakeTeeStencil PaperSnowflakeRunway WearAPaperSnowflakeCape UglySweaterSnowflakeCraft GownOfPaperSnowflakes BeanieWithPaperSnowflake',
    wellness:
      'MindfulSnowflakeCutting PaperSnowflakeWindDown PaperSnowflakeGratitude PaperSnowflakeBreathing SnowflakeCraftKindness CocoaAndPaperSnowflakes FamilyPaperSnowflakeNight QuietHourPaperSnowflake',
    speed:
      'PaperSnowflakeFoldRace TearAPaperSnowflakeFast HangTenPaperSnowflakes PaperSnowflakePickUpDash BlowAPaperSnowflakeHome PaperSnowflakeWindowBlitz PaperSnowflakeColorRush SpeedUnfoldPaperSnowflake',
    music:
      'PaperSnowflakeLullaby PaperSnowflakeCarolSing PaperSnowflakeMusicBox PaperSnowflakeRustleBeat JingleBellsPaperSnowflake LyricsOnPaperSnowflakes WinterWaltzPaperSnowflake ChoirOfPaperSnowflakes',
    tech: 'PaperSnowflakeGenerator PaperSnowflakeSlowMoFall PaperSnowflakeStopMotion PrintablePaperSnowflake ScanYourPaperSnowflake FlashlightPaperSnowflake AIRatesMyPaperSnowflake CodeAPaperSnowflake',
    pet: 'CatVsFallingSnowflakes PawShapedPaperSnowflake PetNamePaperSnowflake PaperSnowflakePupPhotos PaperSnowflakeWindowPerch PaperSnowflakeTreatHunt PaperSnowflakeParrotToy KittenAndPaperSnowflakes',
    gaming:
      'PaperSnowflakePuzzle PaperSnowflakeMatchUp PaperSnowflakeBingo PaperSnowflakeDesignDuel FlickPaperSnowflakeGoal WhoseSnowflakeCraftIsIt DiceRollPaperSnowflake BracketOfPaperSnowflakes',
  },
  rose: {
    dance:
      'RoseTango RosePetalTwirl RoseGardenWaltz RoseAdagioBallet FlamencoWithARose SlowDanceWithARose BloomLikeARoseChoreo ScarfAndRoseFoxtrot',
    fitness:
      'RoseGardenPowerWalk RoseBloomStretch RosePetalPlankPickup RoseOnYourHeadBalance PlantARoseBushWorkout YogaAmongTheRoses HikeToWildRoses JogPastTheRoseBeds',
    funny:
      'RoseThornStruggle RoseSniffFaces RoseVsTulipDebate LastMinuteRoses ADozenRosesOrTacos RoseReviewLikeASommelier LovesMeNotRosePetals SweaterVsRoseBush',
    prank:
      'RosePetalTrailToDishes ChocolateRoseForGrandma RoseDeliveryGuyIsDad SquirtingRoseGag PlasticRoseSwitcheroo RoseInTheLunchbox HotelTurndownWithRoses RoseOnEveryPillow',
    educational:
      'RosesHavePricklesFact RoseColorMeaningQuiz ApplesAreInTheRoseFamily RoseFlowerAnatomy RoseSpiralFibonacci WarsOfTheRosesRecap WhiteRoseDyeExperiment GuessTheRoseVariety',
    cooking:
      'AppleRoseTart FoldASalamiRose PipeAButtercreamRose RoseShapedDumplings CandiedRosePetals RoseWaterLassi PepperoniRosePizza RoseIceCubeBouquet',
    travel:
      'RoseFestivalTrip PortlandRoseGarden RoseHuntInYourTown RoseMarketMorning StopAndSmellTheRoses RosePhotoDiaryAbroad SpotTheRoseWindow PoseUnderARoseArch',
    fashion:
      'RosePrintFit RoseHairAccessory RoseEmbroideredDenim RoseGoldEverything ALapelRoseForDad MakeARoseCorsage TuckARoseBehindYourEar ThriftARoseBlouse',
    wellness:
      'RosePetalBath RoseBudThorn RoseScentBreathing RoseTeaRitual TendYourRoseBush SketchARoseSlowly FreshRosesForYourself ArrangeRosesMindfully',
    speed:
      'RoseDrawingIn60Seconds TissuePaperRoseBlitz RoseBouquetWrapDash RoseOrigamiSprint CountRosePetalsFast BuzzerBeaterRoses RibbonRoseSpeedrun HandOffRoseRelay',
    music:
      'RoseSerenade RoseLoveSongCover RosesAreRedFreestyle NameAllTheRoseSongs RoseGardenBusking MusicBoxRoseMelody StrumARoseBallad HarmonizeForARose',
    tech: 'RoseTimelapse RoseDigitalPainting RoseDewDropMacro RoseSlowMoPetalFall GraphARoseCurve VirtualRoseBouquet AIGardenerForMyRoses ARFilterRoseCrown',
    pet: 'RoseGardenPetWalk DogSniffsTheRoses TreatHuntAmongRoses BunnyRosePetalSnack CatNapsByTheRoses RosePortraitOfMyPup KittenMeetsARosebud TortoiseRoseBrunch',
    gaming:
      'RoseGardenSim RosesAreRedRhymeOff PassTheRoseFreeze RoseBouquetTrivia WarsOfTheRosesStrategy RosePetalBingo HideTheRoseHotCold PlayFlowerShopWithRoses',
  },
  'paper plate': {
    dance:
      'PaperPlateMaskDance PaperPlateShuffle PaperPlateCheerSquad PaperPlateRobotMoves SpinAPaperPlateOnBeat HulaWithPaperPlateLeis MirrorMePaperPlateDuet FreezeFramePaperPlate',
    fitness:
      'PaperPlateSliders PaperPlateSkaters PaperPlateAgilityDots PaperPlateHopscotch WaiterWalkPaperPlate PikeUpsOnPaperPlates SprintAfterThePaperPlate SidePlankPaperPlateReach',
    funny:
      'PaperPlateAwards PaperPlateFaceSwap FlimsyPlateStruggle PaperPlateFineDining PaperPlateWindyPicnic DoubleUpPaperPlates NoDishesPaperPlateWeek SeriousReviewPaperPlates',
    prank:
      'PaperPlatePhotoFace PaperPlateDinnerSwap PaperPlateFakeClock PaperPlateFloatingTrick CouchCrowdOfPaperPlates LunchboxPaperPlateNote BalloonAndPaperPlateBuddy DadsDeskPaperPlateTwin',
    educational:
      'PaperPlateMoonPhases PaperPlateClock PaperPlateLifeCycle FractionPizzaPaperPlate SundialFromAPaperPlate ColorWheelPaperPlate EarthLayersPaperPlate FoodGroupsPaperPlate',
    cooking:
      'PaperPlateSnackArt PaperPlateNachos PaperPlateTasteTest PaperPlatePotluckDish FancyPlatingOnAPaperPlate OnePaperPlateMeal PicnicLunchOnPaperPlates KidsChefPaperPlatePizza',
    travel:
      'PaperPlateParkPicnic PaperPlateCampDinner PaperPlateTravelMap PaperPlateRoadTripBingo PostcardFromAPaperPlate LandmarkSketchPaperPlate BeachDayPaperPlateLunch FestivalFoodPaperPlate',
    fashion:
      'PaperPlateHat PaperPlateCrown PaperPlateSunglasses PaperPlateBowTie PowerShouldersPaperPlate KnightArmorPaperPlate TutuMadeOfPaperPlates BonnetParadePaperPlate',
    wellness:
      'PaperPlateMandala PaperPlateGratitudeWreath PaperPlateFeelingsWheel PaperPlateWorryMonster DreamCatcherPaperPlate SelfCareMenuPaperPlate SlowColoringPaperPlate KindNotesOnPaperPlates',
    speed:
      'PaperPlateStackRace FiveMinutePlateCraft PaperPlateWaiterDash FaceDownPaperPlateFlip PaperPlateFrisbeeBlitz BalanceTenPaperPlates ColorThePaperPlateFast PaperPlateCatchTimer',
    music:
      'PaperPlateTambourine PaperPlateBanjo PaperPlateCymbals PaperPlateVinylDJ FamilyPaperPlateBand ConductWithPaperPlates SoundEffectsPaperPlate DrumCircleOfPaperPlates',
    tech: 'PaperPlateRobotFace PaperPlatePhoneStand AnimatedPaperPlateFilm PaperPlateZoetrope AIAnimatesMyPaperPlate ScanAPaperPlateDrawing SlowMoPaperPlateFrisbee TimelapsePaperPlateCraft',
    pet: 'PaperPlatePetMask PaperPlateTreatPuzzle PaperPlatePawPrintArt PaperPlateAgilityCourse DrawMyDogOnAPaperPlate PicnicForMyPupPaperPlate BunnyHopsOverPaperPlates ParrotPaperPlateForage',
    gaming:
      'PaperPlateFrisbeeGolf PaperPlateRingToss PaperPlateAirHockey PaperPlatePingPong TicTacToeOnPaperPlates MemoryMatchPaperPlates SpinTheWheelPaperPlate ShellGamePaperPlates',
  },
  lantern: {
    dance:
      'LanternParadeDance LanternFestivalFanStep LanternRibbonTwirl LanternMoonWaltz ShadowMovesByLantern SwayWithYourLantern GlowstickAndLanternGroove HipHopUnderLanterns',
    fitness:
      'LanternNightWalk LanternHike LanternLitYoga LanternFarmerCarry ArmsOutLanternHold DuskStretchWithLantern BackyardLanternCircuit LungesToTheLantern',
    funny:
      'LanternFails GlowUpGoneWrong LanternFlashlightFace MothsVsMyLantern LanternPowerOutageMode LanternHallwayTiptoe WhoBrokeThePaperLantern DramaticLanternEntrance',
    prank:
      'LanternMessageReveal LanternShadowMustache FakeCampfireLantern LanternFullOfConfetti TalkingPaperLantern ColorChangeLanternTrick BedroomLanternTakeover UpsideDownLanternRoom',
    educational:
      'SolveALanternRiddle LanternShadowSizeLab LanternsOfTheWorldQuiz MixLightColorsLantern LearnLanternInMandarin FullMoonLanternFact LanternFoldingGeometry StoryOfTheLanternFestival',
    cooking:
      'LanternFestivalMooncakes LanternCakePops LanternBentoBox LanternPicnicSupper SugarCookiePaperLantern DumplingsByLanternLight NoodlesUnderTheLanterns SteamedBunLanterns',
    travel:
      'LanternFestivalTrip HoiAnLanternWalk LanternLitChinatown LanternCampout NightMarketLanterns LanternGhostTour SouvenirPaperLantern JapaneseGardenLanterns',
    fashion:
      'LanternFestivalOutfit LanternEarrings LanternSleeveTryOn LanternLitPhotoshoot DressLikeAPaperLantern RedAndGoldLanternLook GlowingLanternClutch MatchYourOutfitToLanterns',
    wellness:
      'LanternWishJar LanternReadingNook LanternPhoneFreeEvening LanternBreathingLight BedtimeStoryByLantern MoonlitLanternStroll QuietTeaByLanternGlow StargazeWithALantern',
    speed:
      'LanternFoldRace FiveMinuteLantern LanternStringUpBlitz LanternRiddleRush GlowstickLanternSort PopUpTenLanterns LanternHuntSpeedrun BeatMeToAPaperLantern',
    music:
      'LanternLullaby LanternFestivalSong LanternCarolers LanternParadeDrums CampSongsByLanternLight UkuleleUnderLanterns DuetBeneathPaperLanterns FluteByLanternGlow',
    tech: 'LanternSmartLights LanternPhoneFlashlight LanternLongExposure LanternTimelapseDusk PrintALanternTemplate MusicSyncedLanterns NightModeLanternPhoto VideoCallLanternBackdrop',
    pet: 'LanternPetWalk LanternLitDogPortrait LanternCampoutWithPup LanternTreatTrail CatChasesLanternShadows CuddlesByLanternLight GoodnightParrotLantern SleepyKittenLanternGlow',
    gaming:
      'LanternQuestGame LanternHideAndSeek LanternRiddleHunt LanternLitCardNight CaptureTheFlagByLantern SpotlightByLanternLight ShadowCharadesLantern TreasureMapByLantern',
  },
  stencil: {
    dance:
      'StencilFootprintDance StencilSilhouetteFreeze StencilArrowSalsa StencilLetterPoses GrooveByTheStencilMural ShuffleOnStencilSquares SpinOnAStencilStar PopAndLockStencilRobot',
    fitness:
      'StencilHopscotch StencilAgilityLadder StencilObstacleCourse StencilTwisterSpots FollowTheStencilArrows JumpToTheStencilNumber BalanceOnStencilLines SquatToEachStencilStar',
    funny:
      'StencilFails PeelRevealDrama BackwardsStencilLetters SteadyHandsStencilSurgery DadStencilsEverything StencilTapeStruggle ThisStencilWasOneJob StencilOrFreehandGuess',
    prank:
      'StencilChalkNote StencilBigfootTracks StencilFaceOnTheirLatte StencilCropCircleInSnow BananaStencilMessage VIPStencilDoorSign LunchNapkinStencil ToastStencilGoodMorning',
    educational:
      'StencilCaveHands WhyStencilLettersHaveGaps StencilPositiveNegative StencilShapesForToddlers StencilConstellations MirrorSymmetryStencil WorldMapStencilQuiz RomanStencilNumerals',
    cooking:
      'StencilLatte StencilCookies PowderedSugarStencil StencilToastArt StencilTiramisu MatchaDustingStencil CinnamonStencilPancakes BirthdayNameStencilCake',
    travel:
      'StencilStreetArtWalk StencilMuralSafari StencilSouvenirTote StencilPostcardHome SpotAStencilInEveryCity PassportJournalStencil MapOfMyTripStencil MuseumStencilWorkshop',
    fashion:
      'StencilTShirt StencilTote StencilSneakers StencilJacketBack FabricPaintStencilJeans MonogramHoodieStencil PolkaDotSocksStencil MatchingFamilyStencilTees',
    wellness:
      'StencilMandala StencilJournal SlowSpongeDabbing StencilAffirmationCards StencilPlantPotMakeover CalmCornerStencilSign SunsetSkyStencilArt QuietQuoteStencil',
    speed:
      'StencilSpeedPaint FiveStencilSprint StencilRelayMural StencilLetterBlitz StencilIn30Seconds HowManyStencilStars FastestStencilPeel ChalkStencilDash',
    music:
      'StencilAlbumCover GigPosterStencil StencilDrumHead StencilRhythmCards StencilPianoKeysMat LyricWallStencil PaintToTheBeatStencil BandLogoStencilTee',
    tech: 'StencilDesignApp StencilFromAPhoto StencilTimelapse StencilQRCodeArt PrintAStencilAtHome ARPreviewStencilMural FontGeneratorStencil TraceATabletImageStencil',
    pet: 'StencilPetPortrait StencilPawPrint StencilTreatJarLabel StencilDogNameSign BirthdayBannerStencilPup CatSilhouetteStencil ToyBoxStencilMakeover FeedingMatStencil',
    gaming:
      'StencilPixelCharacter StencilBoardGame StencilChessboard StencilCornholeSet GuessTheStencilShape CustomCardDeckStencil RetroSpriteStencil FloorTwisterStencil',
  },
  whiteboard: {
    dance:
      'WhiteboardStickDance WhiteboardChoreoMap WhiteboardMoveOfTheDay DryEraseAndGroove CopyTheWhiteboardPoses EightCountWhiteboard FreestyleTheWhiteboard ShuffleToWhiteboardCues',
    fitness:
      'WhiteboardRepTally DryEraseWOD WhiteboardDiceWorkout WhiteboardPushUpLadder ExerciseABCsWhiteboard StepCountWhiteboardWars BurpeeBingoWhiteboard CoachMeFromTheWhiteboard',
    funny:
      'DeadMarkerStruggle WrongPenWhiteboardPanic WhiteboardFamilyMeeting PineappleDebateWhiteboard WhiteboardSqueakSymphony DryEraseBeforeMomSees ToddlerFoundTheWhiteboard ExplainMemesOnWhiteboard',
    prank:
      'HiddenDoodleWhiteboard ChoreChartSwapWhiteboard FancyMenuOnTheWhiteboard WhiteboardSnackVoucher MirrorMustacheDryErase WhiteboardPopQuizForDad WhiteboardNewHouseRule DryEraseJokeOfTheDay',
    educational:
      'WhiteboardExplainer WhyDryEraseFloats WhiteboardMathTrick WhiteboardMapFromMemory WhiteboardSpellingBee AnatomySketchWhiteboard ConceptWebWhiteboard TimelineOnTheWhiteboard',
    cooking:
      'WhiteboardMealPlan FridgeBoardMenu WhiteboardDinerOrders WhiteboardPantryChallenge WhiteboardCookOffScores BakingMathOnAWhiteboard TasteTestTallyDryErase LunchboxPlannerWhiteboard',
    travel:
      'WhiteboardItinerary DryEraseWorldMap WhiteboardPackingList WhiteboardTripCountdown PlacesToGoWhiteboard VacationVoteWhiteboard TravelPhrasesWhiteboard HolidayBudgetWhiteboard',
    fashion:
      'WhiteboardFashionSketch WhiteboardOutfitVote WhiteboardCapsuleWardrobe WhiteboardColorPalette InspoCollageWhiteboard DressCodeOnTheWhiteboard WeekOfLooksWhiteboard ThriftListWhiteboard',
    wellness:
      'WhiteboardGratitude WhiteboardHabitTracker DailyIntentionBoard WhiteboardMoodCheckIn WhiteboardBrainDump WorryEraseWhiteboard ComplimentWallWhiteboard BoxBreathingWhiteboard',
    speed:
      'WhiteboardSpeedDraw Whiteboard30Seconds EraseAndRedraw WhiteboardTimesTables WhiteboardMazeDash FastestWhiteboardWipe AlphabetRaceWhiteboard TagTeamWhiteboardRelay',
    music:
      'WhiteboardSongLyrics DrawTheBeat WhiteboardChordChart WhiteboardSetlist WhiteboardNameThatTune SingWhatsOnTheWhiteboard RhymeChainDryErase DrumGridWhiteboard',
    tech: 'WhiteboardTimelapse WhiteboardAIDiagram WhiteboardScanToNotes AnimateAWhiteboardDoodle CodeOnAWhiteboard FlowchartOnADryErase PitchAnAppOnWhiteboard DigitalVsDryEraseDraw',
    pet: 'WhiteboardPetPortrait WhiteboardWalkSchedule WhiteboardTrickTracker WhiteboardGroomingChart DogHouseRulesWhiteboard WhoFedTheCatWhiteboard BunnyFloorTimeWhiteboard ParrotVocabWhiteboard',
    gaming:
      'WhiteboardDrawAndGuess WhiteboardHangman WhiteboardTicTacToe WhiteboardDotsAndBoxes WordChainOnTheWhiteboard BlindfoldSketchWhiteboard CrosswordOnAWhiteboard PassThePictureDryErase',
  },
  'solar panel': {
    dance:
      'SolarPanelSunDance SolarPanelTiltAndTurn SolarPoweredFlowerBop SolarEnergyBoogie MoveLikeASolarPanel RobotGrooveSolarPanel CatchTheRaysSolarPanel SunriseSolarPanelSalute',
    fitness:
      'SolarPanelSpeakerWorkout SolarPanelHikeCharge SolarPanelSunSalutations SolarPoweredFanCooldown CampsiteSolarPanelCircuit OutdoorBootcampSolarPower BeachWorkoutSolarPanel GardenDigSolarPanelLights',
    funny:
      'SolarPanelDadPride SunChasingPanel SolarPanelVsOneCloud SolarPoweredGadgetsOnly SolarPanelPigeonProblem GrandmaMeetsSolarPanels OnePercentSolarPower SunsetPanicSolarPanel',
    prank:
      'SolarPanelDancingToy SolarPowerCricketPrank CardboardSolarPanelHoax SolarPoweredGardenGnome SolarPowerFanSurprise MiniSolarPanelFlower WindowsillSolarPanelArmy BubbleMachineSolarPower',
    educational:
      'SolarPanelShadeTest SolarPanelAngleExperiment SolarEnergyQuiz SolarPanelVsWindmill LeafVsSolarPanel StreetSurveySolarPanels CloudCoverSolarPanelLog ExplainSolarPowerToAKid',
    cooking:
      'SolarPanelPizzaBoxOven SolarPoweredSmoothie SolarPowerSunTea FruitDriedBySolarPower CampBreakfastSolarPower NoStoveSolarPowerLunch OffGridSolarPanelDinner RiceCookerOnSolarPower',
    travel:
      'SolarPanelCamping SolarPanelVanLife SolarPanelBeachDay SolarPowerFarmVisit FestivalChargeSolarPanel GlampingWithSolarPower OffGridCabinSolarPanel PicnicPlaylistSolarPanel',
    fashion:
      'SolarPanelBackpack SolarPanelHat SolarPowerWatch SolarPanelTechwear DressLikeASolarPanel NailArtSolarPanelGrid HikingFitSolarPanel EcoOutfitSolarPower',
    wellness:
      'SolarPoweredFairyLights TrickleFountainSolarPanel SolarPanelGardenNook SolarEnergySunBreak RechargeLikeASolarPanel OffGridDaySolarPower HammockSolarPowerPlaylist ScreenFreeSolarPowerDay',
    speed:
      'SolarPanelCarRace SolarPowerKitSpeedBuild SolarPanelSetupSprint SolarPanelRobotDash ChaseTheSunSolarPanel QuizBlitzOnSolarEnergy BeatTheCloudSolarPanel UnfoldTheSolarPanelFast',
    music:
      'SolarPanelSpeaker SolarPanelRadio SolarPanelBuskingRig SolarPowerSilentDisco SunshineSongsSolarPower PicnicKaraokeSolarPanel OffGridJamSolarPower UkuleleOnSolarPower',
    art: 'SolarPanelMobile SunCatcherCraft SolarPoweredSpinArt SolarEnergyLeafPrints DrawASolarPanelCity SolarPanelRobotSculpture PaintTheSolarPanelFarm MiniatureSolarPanelHouse',
    pet: 'SolarPanelPetFountain SolarPanelDogHouse CatIsASolarPanel SolarPoweredBirdFeederCam SolarPanelCollarLight LizardVsSolarPanel ChickenCoopSolarPower BunnyHutchSolarPanel',
    gaming:
      'SolarPanelPoweredGaming SolarPanelCityBuilderRun SolarEnergyTrivia SolarPanelRobotBattle HowMuchSolarPowerGuess LanPartyOnSolarPower FreezeTagSolarPanel GameNightOffSolarPower',
  },
  satellite: {
    dance:
      'SatelliteOrbitDance SatelliteUnfoldChoreo SatelliteSignalWave SatelliteSpinCycle MoonwalkForTheSatellite ZeroGSatelliteGroove RobotArmsSatelliteStyle BeepBoopSatelliteBop',
    fitness:
      'SatelliteSpottingHike SatelliteOrbitLaps SatelliteStarJumps SatelliteBalanceHold PlankTillSatellitePasses AstronautWorkoutSatellite LaunchPadSatelliteSquats SpaceCampSatelliteCircuit',
    funny:
      'SatelliteOrPlane SatelliteSpottingFails IsThatAUFO SatelliteDelayTalk SatelliteNavRecalculating GrandmaMeetsSatelliteTV WavingAtTheSatellite EveryStarIsASatellite',
    prank:
      'SatelliteFakeSighting SatelliteFlashlightTrick SatelliteCallFromSpace SatelliteNamedAfterYou BreakfastLaunchSatellite TinFoilSatelliteHat MissionControlSatellite SnackDeliveryBySatellite',
    educational:
      'BallOnAStringSatellite CountSatellitesTonight SatelliteGPSTriangulation SatelliteTypesQuiz SatelliteDishWhisperTest SatelliteSpeedMath SputnikFirstSatelliteFact DrawASatelliteDiagram',
    cooking:
      'EdibleSatelliteModel SatelliteDishNachos SatelliteCakePops SatelliteSpaceSnacks SatelliteLaunchPartyFood GalaxyCupcakesSatellite TortillaBowlSatellite AstronautMenuSatellite',
    travel:
      'SatelliteLaunchTrip SatelliteViewTravel SatelliteSpottingCampout SatelliteMapYourHometown SpaceMuseumSatellite DarkSkySatelliteHunt PlanetariumSatelliteShow RadioTelescopeSatellite',
    fashion:
      'SatelliteEarrings SpaceAgeFitCheck SatellitePrintBomber SatelliteNailArt SilverFoilSatelliteLook RetroFuturismSatellite GalaxyHoodieSatellite SatelliteAntennaHeadband',
    wellness:
      'SatelliteStargazing NightSkyMeditation WishOnASatellite OverviewEffectSatellite LieBackSatelliteWatch SatelliteCountingBreaths SatelliteGratitudeLog PhoneDownSatelliteUp',
    speed:
      'FirstToSpotSatellite SatelliteModelSpeedBuild SatelliteLaunchCountdown SatelliteOrbitRelay FastestSatelliteSketch BeforeTheSatelliteSets SatelliteFactsBlitz PaperSatelliteFoldRace',
    music:
      'SatelliteSoundscape SatelliteBeepRemix SatelliteSynthJam SingToTheSatellite SatelliteLullaby LongDistanceSatelliteDuet ThereminSatelliteSounds HumAlongSatelliteNight',
    art: 'SatelliteModel StarTrailPhoto SatelliteImageRecreate SatelliteBlueprintSketch SatelliteComicStrip EarthAtNightSatellite CollageOfSatelliteViews OrigamiSatellite',
    pet: 'SatelliteStargazingPup SatelliteTrackerCollar GPSSatelliteDogWalkMap PetNamedAfterSatellite KittenSpotsASatellite ParrotBeepsLikeSatellite TortoiseVsSatelliteSpeed StarryNightSatelliteCat',
    gaming:
      'SatelliteTrackerGame SatelliteSpaceSim SatelliteBingoNight SatelliteCodeBreaker GuessTheSatelliteCountry MemoryCardsSatellite OrbitTagSatellite DoodleDuelSatellite',
  },
  'cd player': {
    dance:
      'CDPlayerSkipDance DiscmanGroove CDPlayerShuffleMode CDPlayerBoyBandMoves SpinLikeMyCDPlayer NewStepEachTrackDiscman RetroRaveCDPlayer NinetiesPopDiscman',
    fitness:
      'CDPlayerJog CDPlayerRunTest DiscmanPowerWalk DiscmanTreadmillMile AerobicsWithADiscman SkippingRopeDiscman OneAlbumDiscmanWorkout SquatEveryChorusDiscman',
    funny:
      'CDPlayerSkipping CDPlayerKidsReaction CDPlayerAntiSkipWalk CDPlayerVsPhonePocket DeadBatteryDiscman ExplainADiscmanToGenZ GrandpaDiscmanFlex BestPartGlitchCDPlayer',
    prank:
      'CDPlayerMysteryAlbum CDPlayerWrongDisc CDPlayerBirdSoundsPrank CDPlayerKaraokeAmbush WakeUpCallCDPlayer LullabyMixForDadsDiscman ElevatorMusicCDPlayer GameShowThemeCDPlayer',
    educational:
      'CDPlayerRainbowScience CDPlayerBitsAndBytes CDPlayerHistoryQuiz CDPlayerMicroscopeLook SeventyFourMinuteCDPlayer TeachMeCDPlayerParts AnalogVsDigitalCDPlayer RecycleOldCDPlayers',
    cooking:
      'CDPlayerDiscCookies CDPlayerKitchenDisco CDPlayerDinerNight CDPlayerMealPrepMix OneAlbumCDPlayerCookOff NinetiesDinnerCDPlayer MixtapeMuffinsCDPlayer RetroRecipeCDPlayer',
    travel:
      'CDPlayerRoadTrip CDPlayerThriftHunt DiscmanOnTheTrain CDPlayerRecordStoreCrawl SouvenirAlbumCDPlayer BeachWalkWithADiscman PlaneRideCDPlayerMix CityTourSoundtrackDiscman',
    fashion:
      'CDPlayerY2KFit DiscmanOutfitCheck CDPlayerBeltClipLook CDPlayerWiredHeadphones MallRatStyleCDPlayer WindbreakerAndDiscman ThriftedDiscmanStyling OverallsAndMyCDPlayer',
    wellness:
      'CDPlayerAlbumListen CDPlayerDigitalDetox CDPlayerMeditationDisc DiscmanNatureWalk NoSkipsDiscmanDay LinerNotesCDPlayer LyingOnTheFloorDiscman SunsetPorchCDPlayer',
    speed:
      'CDPlayerDiscSwap CDPlayerGuessTheTrack CDPlayerTangledCords CDPlayerShelfSortDash JewelCaseBlitzDiscman AntiSkipDiscmanSprint FastestDiscmanReload HeadphoneHandoffDiscman',
    music:
      'CDPlayerFirstAlbum MixCDTracklist CDPlayerOneHitWonders CDPlayerHiddenTrack CDPlayerDuetWithMom AirGuitarWithADiscman LipSyncToDadsDiscman BargainBinCDPlayer',
    art: 'CDPlayerDiscArt CDPlayerAlbumCoverRedo CDPlayerSuncatcher CDPlayerDiorama PopArtDiscmanPrint SketchMyOldDiscman PrismLightCDPlayer StillLifeWithADiscman',
    pet: 'DiscReflectionChase CDPlayerLullabyForPup CDPlayerBirdSongs DiscmanWalkiesMix DogHowlsAtCDPlayer ParrotSingsWithCDPlayer CatNapToMyCDPlayer ThunderstormCalmCDPlayer',
    gaming:
      'CDPlayerRetroGaming CDPlayerGuessTheSong CDPlayerMusicalChairs CDPlayerPassTheParcel MusicBingoDiscman NinetiesTriviaCDPlayer FinishTheLyricDiscman GameSoundtrackDiscman',
  },
  'cocker spaniel': {
    dance:
      'CockerSpanielEarBounce CockerSpanielSpinTrick CockerSpanielHeelWork CockerSpanielPlayBow DanceWithMyCockerSpaniel WigglyCockerSpaniel WeaveMyLegsCockerSpaniel FreestyleCockerSpaniel',
    fitness:
      'CockerSpanielHike CockerSpanielAgility SpanielFetchSprints CockerSpanielCanicross CockerSpanielParkour YogaWithCockerSpaniel FrisbeeCockerSpaniel TugOfWarCockerSpaniel',
    funny:
      'CockerSpanielEarDrama CockerSpanielVoiceover CockerSpanielZoomies CockerSpanielGuiltyFace MyCockerSpanielJudgesMe MuddyCockerSpaniel SassyCockerSpaniel SideEyeCockerSpaniel',
    prank:
      'CockerSpanielTwinWig CockerSpanielInMySeat CockerSpanielMagicTrick CockerSpanielPhotobomb FakeCockerSpanielPlush BlameItOnTheCockerSpaniel NoteDeliveryCockerSpaniel HelloFromCockerSpaniel',
    educational:
      'CockerSpanielOrSpringer CockerSpanielNoseWork CockerSpanielNameOrigin CockerSpanielBreedQuiz LearnToBrushCockerSpaniel TeachCockerSpanielToWave VetTipsCockerSpanielEars DogYearsCockerSpaniel',
    cooking:
      'CockerSpanielDogTreats CockerSpanielPupcakes SpanielBirthdayBiscuits CockerSpanielTasteTest CockerSpanielSweetPotato PupsicleCockerSpaniel CarrotCrunchCockerSpaniel BakeWithMyCockerSpaniel',
    travel:
      'CockerSpanielRoadTrip CockerSpanielBeachDay SpanielTrailAdventure CockerSpanielCafeDate CockerSpanielCampout PackingForMyCockerSpaniel TrainRideCockerSpaniel CityBreakCockerSpaniel',
    fashion:
      'CockerSpanielSnood CockerSpanielPrintShirt CockerSpanielWalkFit CockerSpanielGlowUp MatchMyCockerSpaniel LintRollerCockerSpaniel PigtailsLikeCockerSpaniel KnitACockerSpanielBeanie',
    wellness:
      'CockerSpanielCuddle CockerSpanielBrushing CockerSpanielSniffWalk CockerSpanielMassage SunsetWithCockerSpaniel ReadToMyCockerSpaniel SlowMorningCockerSpaniel PhoneFreeCockerSpaniel',
    speed:
      'CockerSpanielFetchRace CockerSpanielRecall SpanielSniffSpeedTest CockerSpanielTrickBlitz CockerSpanielToyTidy BeatMyCockerSpaniel WeavePolesCockerSpaniel StayTimerCockerSpaniel',
    music:
      'CockerSpanielHowl FloppyEarLullaby CockerSpanielPianoPaws CockerSpanielThemeSong CockerSpanielBarkBeat SerenadeMyCockerSpaniel GuitarForCockerSpaniel RapAboutCockerSpaniel',
    art: 'CockerSpanielPortrait CurlyEarPainting CockerSpanielPawPrintArt CockerSpanielClayModel CockerSpanielCartoon OneLineCockerSpaniel PopArtCockerSpaniel FeltedCockerSpaniel',
    tech: 'CockerSpanielGPSCollar CockerSpanielSmartToy SpanielBallLauncher CockerSpanielPetCam CockerSpanielSlowMoEars AIGuessesCockerSpaniel PortraitModeCockerSpaniel VideoCallCockerSpaniel',
    gaming:
      'CockerSpanielHideAndSeek CockerSpanielShellGame CockerSpanielPuzzleToy CockerSpanielSoccer WhichHandCockerSpaniel FetchByNameCockerSpaniel TreasureHuntCockerSpaniel BubbleChaseCockerSpaniel',
  },
  cockatoo: {
    dance:
      'CockatooHeadBob CockatooFootStomp CockatooWingWave CockatooCrestFlip DanceOffWithMyCockatoo CopyMyCockatoosMoves GrooveLikeACockatoo SwayingWithMyCockatoo',
    fitness:
      'CockatooFlapAlong CockatooFlightRecall CockatooStepUpReps CockatooCountsMySquats StretchWithMyCockatoo JumpingJacksCockatoo PerchHopsCockatoo PlankWhileCockatooSings',
    funny:
      'CockatooTalkingBack CockatooDramaQueen CrestUpReaction CockatooUntiesMyShoes CockatooTranslation DadLaughCockatoo JealousCockatooMoments PetTheCockatooOrElse',
    prank:
      'CockatooDoorbellMimic CockatooPhoneRing CockatooSaysMomsName CockatooMicrowaveBeep WhosThereCockatoo GrandmaMeetsMyCockatoo LaughTrackCockatoo FakeSneezeCockatoo',
    educational:
      'CockatooCrestMeaning CockatooLifespanFact CockatooWordCount CockatooRhythmScience TeachColorsToCockatoo SafeFoodsForCockatoo SydneyCockatoosOpenBins WildVsPetCockatoo',
    cooking:
      'CockatooBirdieBread CockatooForagingTreats ParrotSafeChop CockatooSproutBowl CockatooTasteTest FrozenFruitPopsCockatoo BirthdayMuffinCockatoo PepperConfettiCockatoo',
    travel:
      'CockatooWildSpotting CockatooAustraliaTrip BirdSanctuaryVisit CockatooCarrierTraining CockatooZooKeeperTalk FirstOutingCockatoo PetSitterForMyCockatoo ParkPicnicCockatoo',
    fashion:
      'CockatooCrestLook CockatooPrintShirt CockatooProofOutfit CockatooShoulderPad DressLikeMyCockatoo WhiteAndYellowCockatoo StyledByMyCockatoo PunkMohawkCockatoo',
    wellness:
      'CockatooCuddles BirdSongMorning CockatooMistBath CockatooBedtimeCover CockatooSunbathing ReadingToMyCockatoo SlowDayWithMyCockatoo GentleScratchesCockatoo',
    speed:
      'CockatooTrickRace CockatooPuzzleSolve CockatooRingToss CockatooRecallDash TargetTouchCockatoo MiniHoopsCockatoo ForagingBoxCockatooTimer StackingCupsCockatoo',
    music:
      'CockatooSingAlong CockatooHeadbang BirdBeatDrop CockatooWhistleTune CockatooRemix UkuleleForMyCockatoo DuetWithMyCockatoo DrumSoloCockatoo',
    art: 'CockatooPortrait CrestFeatherSketch CockatooPopArt CockatooOrigami CockatooWatercolor ShredCollageCockatoo ClaySculptCockatoo StainedGlassCockatoo',
    tech: 'CockatooVideoCall CockatooTouchscreen SmartBirdFeeder CockatooSlowMoFlight CockatooSoundboard PetCamForMyCockatoo TranslatorAppCockatoo SelfieWithCockatoo',
    gaming:
      'CockatooShellGame CockatooPeekaboo CockatooSimonSays CockatooBasketball ForagingTreasureCockatoo GuessTheCockatooWord BlockTowerCockatoo ColorMatchCockatoo',
  },
  'senior cat': {
    dance:
      'SeniorCatSlowDance SeniorCatUnimpressedMoves SeniorCatSunbeamSway ElderlyCatHeadBob ShuffleAroundOldCat QuietDiscoForOldCat TipToeTangoSeniorCat RockingChairGrooveOldCat',
    fitness:
      'SeniorCatYoga SeniorCatPlaytime GentleWandToyWorkout SeniorCatRampClimb SeniorCatPuzzleFeeder GardenStrollElderlyCat KickerBunnyForOldCat WeighInSeniorCat',
    funny:
      'SeniorCatAttitude SeniorCatNapSchedule OldManCatEnergy SeniorCatVsKitten OldCatYellsAtNothing GrandpaVoiceElderlyCat GrumpyReviewsSeniorCat MorningMeowAlarmOldCat',
    prank:
      'SeniorCatStealsMySeat OldCatOnTheKeyboard SeniorCatRansomNote SeniorCatFanMail ComplaintLetterOldCat FaceSwapWithSeniorCat GroceryListBySeniorCat OfficeMemoFromOldCat',
    educational:
      'CatAgeInHumanYears SeniorCatVitalSigns SeniorCatDentalCheck SeniorCatMythOrFact OldCatWhiskerScience SpotArthritisInOldCats BrainGamesForSeniorCats VetQuestionsSeniorCat',
    cooking:
      'SeniorCatBirthdayCake PumpkinPureeOldCat SeniorCatPateSushi SeniorCatHydrationPops ChickenMashForOldCat SoftFoodTopperOldCat BrunchPlateElderlyCat PlatingForMySeniorCat',
    travel:
      'SeniorCatGardenStroll SeniorCatStrollerWalk SeniorCatVetTripCalm SeniorCatStaycation CatioTourElderlyCat MovingHouseWithOldCat WindowSafariOldCat PetSitterNotesSeniorCat',
    fashion:
      'SeniorCatPrintCardigan SeniorCatPortraitTote SeniorCatCollarTag OldCatApprovedLoungewear GreyLikeMySeniorCat LapFriendlyFitSeniorCat PajamaPartyOldCat MatchMySeniorCatsFur',
    wellness:
      'SeniorCatSunbeam SeniorCatLapTime SlowDayWithMyCat SeniorCatGentleBrush SeniorCatPurrTherapy BucketListForOldCat AudiobookWithElderlyCat BirdWatchingSeniorCat',
    speed:
      'SeniorCatZoomies SeniorCatDinnerRush SlowestCatRace SeniorCatPhotoBurst SeniorCatCanOpenerSprint BeatOldCatToTheBed MinuteNapSeniorCat HeatPadSetupOldCat',
    music:
      'SeniorCatLullaby PurringDuet SeniorCatThemeTune SeniorCatMeowRemix SeniorCatBirthdaySong SoftJazzForOldCat SingYourOldCatsName ViolinForElderlyCat',
    art: 'SeniorCatPortrait GrayWhiskerPainting SeniorCatThroughTheYears SeniorCatEmbroidery SeniorCatComicBook PawPrintKeepsakeOldCat WatercolorElderlyCat PebbleArtOldCat',
    tech: 'SeniorCatHeatedBed SeniorCatFountain SmartLitterBoxTest SeniorCatNightCam SeniorCatMicrochipFeeder PhotoRestoreOldCat WeightTrackerElderlyCat VideoCallVetSeniorCat',
    gaming:
      'SeniorCatTreatHunt SeniorCatCupGame SeniorCatSnuffleMat SeniorCatFeatherFishing BoxFortForOldCat GuessTheNapSpotOldCat PaperBallGolfElderlyCat CrinkleTunnelOldCat',
  },
  'sea turtle': {
    dance:
      'SeaTurtleSwimDance HatchlingShuffle SeaTurtleFlipperFlap HonuHula SlowMoSeaTurtleGlide SeaTurtleConga ShellSpinSeaTurtle SeaweedSwaySeaTurtle',
    fitness:
      'SeaTurtleFlipperKicks HatchlingCrawlRace SeaTurtleBeachCleanup SeaTurtleSuperman SeaTurtleMigrationMiles SlowFlowYogaHonu PlankLikeASeaTurtle SandSprintSeaTurtle',
    funny:
      'SeaTurtleImpression SeaTurtleSlowMoWalk HatchlingRunCommentary SeaTurtleTakesForever SeaTurtleOrRockGuess DadSwimsLikeASeaTurtle BathtubSeaTurtleToyDrama SlowpokeSeaTurtleEnergy',
    prank:
      'SeaTurtlePlushSurprise SeaTurtleTowelFold SeaTurtleHidingEverywhere SeaTurtleSlowReplyPrank BackpackShellSeaTurtle BathtubSeaTurtleArmy CookieJarSeaTurtle WhoMovedTheSeaTurtle',
    educational:
      'SeaTurtleLifeCycle SeaTurtleSpeciesQuiz SeaTurtlePlasticBagTest HonuHawaiianWordLesson SandTemperatureSeaTurtle MoonlightGuidesSeaTurtles MapASeaTurtleMigration ShellScutesSeaTurtle',
    cooking:
      'SeaTurtleCupcakes HatchlingCakePops KiwiSeaTurtleFruit HonuPokeBowl SeaTurtleSandwichArt SeaTurtleBentoBox NoStrawSeaTurtleSmoothie BeachPicnicSeaTurtle',
    travel:
      'SeaTurtleNestingBeach SeaTurtleRescueVisit SeaTurtleNightWalkTour SeaTurtleHatchlingWatch AquariumSeaTurtleDay TenFeetFromAHonu ShoreSpottingHonu VolunteerSeaTurtleTrip',
    fashion:
      'SeaTurtleJewelry SeaTurtlePrintSwim ShellPatternLook SeaTurtleBeachCoverUp SeaTurtleHairClaw RecycledSeaTurtleTote CharityTeeSeaTurtle EcoSneakersSeaTurtle',
    wellness:
      'BreatheLikeASeaTurtle SeaTurtleOceanSoundsNap SeaTurtleSunbask SeaTurtleShellTracing SeaTurtleColoringPage LiveCamSeaTurtleCalm SlowSundaySeaTurtle AlohaHonuMorning',
    speed:
      'SeaTurtleBeachCleanupRace HatchlingDashQuiz SeaTurtleOrigamiSprint SeaTurtleDrawingIn60 SeaTurtleJigsawBlitz PlasticSortSeaTurtle SpotTheSeaTurtleFast BuildASandSeaTurtle',
    music:
      'SeaTurtleOceanLullaby HonuUkuleleSong SeaTurtleWaveDrum SeaTurtleShanty SlowestTempoSeaTurtle ReggaeSeaTurtleJam SingAlongSeaTurtle SteelPanSeaTurtle',
    art: 'SeaTurtleDrawing ShellPatternArt SeaTurtleRockPainting SeaTurtleMosaic SeaTurtlePaperPlate RecycledPlasticSeaTurtle SandSculptureSeaTurtle WatercolorHonu',
    tech: 'SeaTurtleTracker HatchlingCamWatch SeaTurtleFacePhotoID SeaTurtleAnimatedGIF SeaTurtleEmojiStory CodeASeaTurtleGame DigitalSeaTurtleDrawing ARSeaTurtleInMyRoom',
    gaming:
      'SeaTurtleSurvivalGame SharksAndSeaTurtles SeaTurtleBingo HonuHideAndSeek SeaTurtleTriviaNight ReefRescueSeaTurtle PinTheShellOnSeaTurtle CardMatchSeaTurtle',
  },
};
