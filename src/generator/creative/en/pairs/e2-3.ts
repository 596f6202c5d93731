import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  museum: {
    dance:
      'MuseumStatueMoves StrikeAMuseumPose MuseumMoonwalk MuseumGalleryGlide NightAtTheMuseumDance DinoBoneBoogie',
    fitness:
      'MuseumStairsClimb MuseumMarathon MuseumLungeLap StatuePlankOff CardioAtTheMuseum MuseumMileWalk',
    funny:
      'MuseumKidCritic SkipToTheMuseumShop DadAtTheMuseumPOV MuseumPoseMatch ModernArtOrMess DocentVoiceMyDay',
    prank:
      'MuseumLabelsAtHome MuseumStatueFreeze FakeMuseumTour VelvetRopeTheCouch DuctTapeBananaMuseum LivingRoomLouvre',
    educational:
      'MuseumFactHunt AskAMuseumCurator MuseumLabelQuiz MuseumMysteryObject GuessThatArtifact FossilOrFake',
    cooking:
      'MuseumMasterpieceCake FossilMuseumCookies MondrianMuseumToast EdibleMuseum PicassoPancakes MuseumCafeCopycat',
    fashion:
      'DressLikeAMuseumPiece MuseumPearlEarring MuseumDateFitCheck MuseumToRunway MatchTheMasterpiece GalleryGlam',
    wellness:
      'MuseumSlowLooking MuseumQuietHour MindfulMuseumWalk SoloMuseumDate MuseumMeditation OneArtTenBreaths',
    speed:
      'MuseumScavengerHunt MuseumEveryRoomDash MuseumPostcardRace MuseumSpeedrun StatueSketchSprint LouvreInAnHour',
    music:
      'MuseumEchoHallHum MuseumInstrumentHunt ScoreAMuseumPainting SoundtrackTheStatue MuseumMashup ArtworkAnthem',
    art: 'MuseumSketchbook MuseumMasterCopy MakeAMuseumZine HomeMuseumExhibit StatueSketchOff RemixAMasterpiece',
    tech: 'MuseumARTour ChatbotMuseumDocent Museum3DScan MuseumFromMyCouch PaintingsThatTalk AppVsAudioGuide',
    pet: 'MuseumPetPose FramedLikeAMuseumPiece MuseumVelvetRopeBed MyCatsMuseumPlaque MeowseumTour MonaLisaMyDog',
    gaming:
      'MuseumTriviaNight MuseumCuratorSim AnimalCrossingMuseum MinecraftMuseumBuild EscapeTheMuseum DinoDigQuest',
  },
  baseball: {
    dance:
      'BaseballWalkUpDance BaseballDugoutGroove BaseballHomeRunTrot BaseballBatFlipBop SeventhInningShuffle RallyTowelTwirl',
    funny:
      'BaseballUmpireAtHome BaseballSecretSigns BaseballKissCamDodge BaseballSlideIntoBed FoulBallFrenzy MyWalkUpSongIs',
    prank:
      'BaseballGloveNote BaseballTicketReveal BaseballEggSwap BaseballDeskDugout CrackerJackPrize WalkUpSongAmbush',
    educational:
      'Why108BaseballStitches BaseballCurvePhysics BaseballWoodVsMetal BaseballByTheNumbers GuessThatPitch RulesOfTheDiamond',
    cooking:
      'BaseballHotDogBar BaseballCookies BaseballPretzelBites BaseballSnackStadium GrandSlamSliders HomemadeCrackerJack',
    travel:
      'BaseballRoadTrip MinorLeagueBaseball BaseballHallOfFame BaseballSpringBreak FieldOfDreamsFarm BallparkBucketList',
    fashion:
      'BaseballJerseyFit BaseballVarsityJacket StirrupBaseballSocks BaseballCapFiveWays PinstripePerfect TakeMeOutInStyle',
    wellness:
      'BaseballCatchWithDad BaseballGoldenHour PhoneFreeBaseballGame BaseballOnTheRadio SeventhInningStretch SlowPitchReset',
    speed:
      'BaseballHomeToFirst BaseballStealTimer AroundTheHornBaseball BaseballCardSortRace BeatTheThrow RadarGunRecord',
    music:
      'BaseballWalkUpSong BaseballCrowdChant TakeMeOutBaseballRemix BaseballOrganBattle BatCrackBeat SeventhInningSingAlong',
    art: 'BaseballCardMe BaseballStitchArt BaseballBatWoodburn PaintABaseballPennant SketchTheSwing DoodleTheDiamond',
    tech: 'BaseballSlowMoSwing BaseballSpinTracker BaseballLaunchAngle ARBaseballStrikeZone ClockMyFastball RoboUmpVsMe',
    pet: 'BaseballFetchPup BaseballGloveNap BarkAtTheBaseballPark DogDaysOfBaseball MyPetsRookieCard KittyCatcher',
    gaming:
      'BaseballFantasyDraft BaseballCardBattle WiiSportsBaseball MLBTheShowdown BaseballArcadeDerby BackyardWorldSeries',
  },
  candle: {
    dance:
      'CandleGlowGroove CandlelightWaltz BirthdayCandleBop CandlelitSlowDance CandleShadowShuffle WickedWiggle',
    fitness:
      'CandlelightStretch ShoulderStandCandle OneCandleWallSit HoldTheCandlePose TealightTabata CandleGazeBalance',
    funny:
      'CandleHoarderTour CandlelightDinnerFail SavingTheFancyCandle JustOneMoreCandle CandleSniffTest TunnelingTragedy',
    prank:
      'CandleScentSwap CandleCakeFakeOut CandlelitSurprise TrickCandleBirthday CandleNamedAfterYou NeverEndingWish',
    educational:
      'HowCandleWicksWork CandleFlameColors WhyCandlesBurnUpward CandleClockExperiment SoyVsParaffin RelightFromTheSmoke',
    cooking:
      'CandlelightDinner BananaCandleSnack MakeAnEdibleCandle CandleOrCake CandleFondueNight WishWorthyCupcakes',
    travel:
      'CandleShopHop CandlelitCathedral CandleLanternFestival RiverCandleFloat LocalCandleWorkshop SmellsLikeVacation',
    fashion:
      'CandlelightDateNight GlowyCandlelitLook VelvetCandleEvening DressLikeYourCandle FlickerFitCheck AmberAndGoldGlam',
    speed:
      'CandleScentGuessRace CandleWickTrimDash BlowOutEveryCandle CandleDecorSpeedrun TealightTowerTimer OneBreathBirthday',
    music:
      'CandlelightConcert CandleFlickerPiano CandleAcapellaHum UnpluggedByCandle CandleLitLoFi LullabyByCandleGlow',
    art: 'CandleCarvingArt CandleWaxPainting DippedTaperCandles DripCandleMasterpiece ShootByCandlelight LabelYourOwnScent',
    tech: 'FakeFlameFaceOff CandleVsDiffuser FlickerCandleBulb SmartCandleSetup CandleMeltTimelapse CandleWarmerTest',
    pet: 'FlamelessCandleSwap CozyCandlelitNap CandleBoxCatFort PetPortraitCandle CandleNamedAfterMyDog PupcakeWishes',
    gaming:
      'CandlelightBoardGame CandlelitMysteryParty SpookyCandleCampaign DungeonsAndCandles CandleGhostStoryDice LastCandleStanding',
  },
  sock: {
    dance:
      'SockPuppetDance SockHopTwist SockSlideMoonwalk MismatchedSockShuffle SockItToTheBeat RiskyBusinessRedo',
    fitness:
      'SockBalanceChallenge PickUpSocksWithToes SockSliderLunges SockOnWithoutSitting SockBallBurpees HamperHoopSquats',
    funny:
      'SockDatingProfile WhereDoSocksGo SandalsAndSocksDebate SockPuppetInterview TheDryerAteIt MissingSockReport',
    prank:
      'SockPuppetWakeUp SockNestedGift WarmSockSurprise GooglyEyeSocks SockBouquet OddSocksOnly',
    educational:
      'SockStaticShock SockProbabilityMath HowSocksAreMade WoolVsCottonSocks WhyDryersEatSocks FromSheepToSock',
    cooking:
      'SockShapedCookies SockPuppetPancakes SockMonkeyCupcakes SockHopMilkshake MismatchedMacarons StockingStufferFudge',
    travel:
      'SockSouvenirHunt SockFactoryTour SocksFromEveryCity SockPassportPics AroundTheWorldInSocks PackedInMySocks',
    wellness:
      'SockDrawerReset SocksOffGrassWalk FuzzySockSunday WoolSockWindDown CozySocksCalmMind WarmSocksBedtime',
    speed:
      'SockMatchingRace SockOnOneLegDash BlindfoldSockSort SockSlideSprint TenPairsOneMinute FastestSockFold',
    music:
      'SockPuppetKaraoke SockHopJukebox SockShakerMaracas SockItToMeCover CrazySockSingAlong FootTapFreestyle',
    art: 'SockSnowman SockTieDye OddSockAnimals MonsterSockDolls DesignYourDreamSock LostSockMakeover',
    tech: 'SockPuppetStopMotion HeatedSockTest LEDLightUpSocks CanAIMatchMySocks SockDrawerSpreadsheet SmartSockStepCount',
    pet: 'SockBanditCam PetSockPuppetShow MatchingPuppySocks FirstTimeInSocks WhoStoleMySock KittenSockBallChase',
    gaming:
      'SockPuppetGameShow SockSkeeBall SockMatchMemory SockWars LuckySocksTournament HamperHoops',
  },
  chili: {
    dance:
      'ChiliCookOffDance SpicyChiliTwist ChiliLadleSwing HandsUpForChili ChiliConCongaLine HotPotHustle',
    fitness:
      'ChiliBeanCanCurls ChiliSimmerPlank CarryTheChiliPot EarnYourChili ChiliCookOffFunRun FiveAlarmFitness',
    funny:
      'ChiliBeansDebate SecretChiliIngredient ChiliSpiceLevelLies ItsNotThatSpicy ChiliDayFour PokerFaceChiliTest',
    prank:
      'ChiliChocolateFakeout ColdDayChiliDropOff ChiliMildSwap ChiliBreadBowlSurprise PlotTwistPotluck HotSauceHeartNote',
    educational:
      'TexasChiliOrigins WhyMilkCoolsChili ChiliOrChile WhyDayOldChiliWins ScovilleScaleShowdown ChiliSpiceQuiz',
    travel:
      'ChiliCookOffRoadTrip ChiliDinerHunt TerlinguaChiliTrek SantaFeGreenChili FollowTheChiliTrail CincinnatiFiveWay',
    fashion:
      'ChiliCookOffFit ChiliChampBuckle WesternChiliSnapShirt ChiliFlannelFlex RedHotOutfitCheck ChillyDayLayers',
    wellness:
      'ChiliSimmerSunday ChiliForANeighbor MindfulChiliStir ChillWithChili ChiliFamilyTable LowAndSlowReset',
    speed:
      'ChiliPrepSpeedrun ChiliToppingBarRace BeanCanChiliRelay ThirtyMinuteChili ChiliOnionChopTimer CornbreadCountdown',
    music:
      'ChiliCookOffAnthem ChiliSimmerBlues CountryChiliJam RedHotChiliCover BeanShakerBeat LadleDrumSolo',
    art: 'ChiliCookOffPoster ChiliBeanMosaic ChiliRistraCraft PaintedChiliBowls ChiliStillLife PaprikaPainting',
    tech: 'ChiliRecipeAI ChiliSimmerTimelapse InstantPotChiliTest AIChiliVsGrandma ChiliCookOffScoreApp ThermalCamChili',
    pet: 'PetNamedChili ChiliCookOffBandana ChiliDogCostume ChiliPlushFetch KitchenPatrolPup TasteTesterDenied',
    gaming:
      'ChiliCookOffSim OvercookedChiliChaos ChiliBowlTourney ChiliFinalBoss ChiliNightLANParty SpiceLevelSpeedrun',
  },
  submarine: {
    dance:
      'SubmarineDiveDance SubmarineSonarGroove SubmarineBubbleBounce YellowSubmarineStomp PeriscopePopUp SurfaceAndShimmy',
    fitness:
      'SubmarineSquatDive SubmarineHatchPushups SubmarineLadderClimbs SubmarineCrewDrill PeriscopePlank TorpedoTuckJumps',
    funny:
      'SubmarineCaptainBit SubmarineBathtubVoyage StuckInASubmarineHatch SubmarineRoomTour DownPeriscope SonarPingImpression',
    prank:
      'SubmarinePortholeDoor YellowSubmarineHallway ToySubmarineInTheTub SubmarineInTheCereal PeriscopeOverTheCouch SonarAlarmClock',
    cooking:
      'SubmarineCake SubmarineMelonBoat SubmarineJellyOcean SubmarineSubSandwich PeriscopePretzels TorpedoTaquitos',
    travel:
      'SubmarineMuseum AquariumSubmarineTrip GlassBottomSubmarine BoardARealSubmarine SubmarineToTheReef DiveWithoutGettingWet',
    fashion:
      'SubmarineCaptainFit SubmarineNavyPeacoat YellowSubmarineSlicker SubmarineCrewJumpsuit DressForTheDeep PeriscopeChic',
    wellness:
      'SubmarineDeepBreath SubmarineSilentRunning QuietLikeASubmarine SubmarineCalmDive SonarStillness PortholeDaydream',
    speed:
      'SubmarineBuildRace BottleSubmarineSprint SubmarineSurfaceIn10 FastestSubmarineSketch CrashDiveCountdown TorpedoTimeTrial',
    music:
      'SubmarineSonarBeat YellowSubmarineKazoo SubmarineWhaleDuet SubmarinePingMelody DeepSeaBassDrop HullDrumSolo',
    art: 'CardboardSubmarine SubmarineSeaDiorama SubmarineBottleModel WatercolorSubmarine PortholePortrait DoodleTheDepths',
    tech: 'SubmarineCameraDive MiniSubmarineDrone SubmarineROVPilot SyringeSubmarineHack CodeAYellowSubmarine ArduinoSonarSweep',
    pet: 'SubmarineBoxCatHatch FishVsToySubmarine SubmarineBathtimeBuddy SubmarinePortholePeek PeriscopePup CaptainPawsAhoy',
    gaming:
      'SubmarineSimRun SubmarineTorpedoDuel SalvageSubmarineQuest SinkMySubmarine SubnauticaSpeedrun SonarHideAndSeek',
  },
  remote: {
    dance:
      'RemoteControlDance RemoteRewindMoves RemoteSlowMoShuffle RemoteMuteMoonwalk FastForwardFootwork ChannelSurfChoreo',
    fitness:
      'RemotePauseWorkout CommercialBreakBurpees PlankToReachTheRemote RemoteControlledReps BearCrawlToTheRemote ChannelChangeSquats',
    funny:
      'WhereIsTheRemote RemotePressHarder RemoteInTheFridge SixRemotesOneTV DadVsTheRemote CouchCushionExcavation',
    educational:
      'HowRemotesWork RemoteCircuitTeardown RemoteBounceOffMirror RemoteThroughTheAges WhyDoWeShakeRemotes CatchTheInfrared',
    cooking:
      'RemoteControlCookies TVRemoteCake RemoteBrownieBars RemoteButtonCandy PausePopcornPlay BingeWorthyBites',
    travel:
      'RemotePicksMyTrip RemoteCarExplorer RemoteControlTourist HotelRemoteRanking TVStudioBackstage ChannelSurfTheWorld',
    fashion:
      'RemoteControlOutfit RemoteRewindDecades LoungeSetAndRemote ClickTheRemoteChange ChannelSurfYourCloset CouchPotatoChic',
    wellness:
      'RemoteFreeEvening HideTheRemoteReset RemoteDownBookUp OneShowThenRemoteOff PauseForYourself ScreenOffSoulOn',
    speed:
      'FindTheRemoteRace RemoteBatterySwap PairTheRemoteIn60 RemoteQuickDraw RemoteTypeTheTitle BeatTheAdBreak',
    music:
      'RemoteClickBeat RemoteChannelMedley RemoteButtonBeatbox PressPlayOnTheRemote PumpUpTheVolume SitcomThemeSingOff',
    art: 'RedesignTheRemote RemoteButtonMosaic RemoteDoodleCover BedazzleTheRemote RemoteClayReplica CouchPotatoComic',
    tech: 'UniversalRemoteSetup PhoneAsARemote SmartRemoteHacks OneRemoteToRuleAll VoiceVsRemote CloneTheClicker',
    pet: 'PetFindsTheRemote RemoteRetriever CatSitsOnTheRemote ParrotCopiesRemote RemoteControlMouseToy PawsedTheShow',
    gaming:
      'WiiRemoteBowling RemoteBuzzerTrivia RemoteControlRacing HotPotatoRemote WhoGetsTheRemote CouchCoOpClash',
  },
  egg: {
    dance:
      'EggAndSpoonDance EggShakerSalsa ScrambledEggShuffle SunnySideUpGroove WalkingOnEggshells EggOnYourHeadWaltz',
    fitness:
      'EggBalancePlank EggSpoonLunges NoCrackEggSquats EggCartonCurls SevenMinuteEggs HardBoiledHIIT',
    funny:
      'EggPunsOnly EggBabyProject EggTossFumble EggCrackingFail HardBoiledDetective TheEggsHaveEyes',
    prank:
      'EggFacesInTheFridge EggCartonCandySwap EggConfettiShells FakeFriedEggDessert HardBoiledBluff EggspectTheUnexpected',
    educational:
      'EggDropChallenge EggVinegarBounce EggFreshnessFloat RawOrBoiledEggSpin CanYouCrushAnEgg WhichCameFirst',
    travel:
      'EggTartTrail BlackEggHotSpring EggsBenedictBrunchHop EggsAroundTheWorld FarmFreshEggRun ShakshukaQuest',
    fashion:
      'FriedEggEarrings EggYolkYellowFit EggPrintPajamas EasterEggPastels SunnySideUpStyle EggBagStyling',
    wellness:
      'SunnySideUpMindset EggTimerBreaths StopWalkingOnEggshells SlowScrambledEggs EggCupGratitude MindfulEggPeel',
    speed:
      'EggAndSpoonRace EggPeelSpeedrun EggSeparateIn60 OneHandEggCrack DozenEggsDash MeringueMinute',
    music: 'EggShakerJam EggSlicerHarp EggCartonDrums CrackAnEggASMR EggTimerTechno YolkFolkSong',
    art: 'EggshellMosaic EggDyeMarbling EggCartonFlowers PysankyEggDesign EggHeadPlanters PaintYourEggTwin',
    tech: 'EggIncubatorCam EggCrackSlowMo DroneEggDrop AIRatesMyEggs EggGadgetShowdown FlashlightEggCheck',
    pet: 'DogEggChallenge KittenVsRollingEgg BackyardHenEggCount EggCartonPuzzle EggHuntForPups BunnyInABasket',
    gaming:
      'HiddenGameEasterEggs EggHatchStepCount EggCartonCheckers YoshiEggThrow EggDropDuel ChickenOrEggTrivia',
  },
  ketchup: {
    dance:
      'KetchupSongDance KetchupMustardDuo KetchupHotDogHustle SqueezeTheKetchupStep KetchupBottleBounce CondimentConga',
    fitness:
      'KetchupBottleCurls KetchupSqueezeGrip KetchupPacketPlank SquatForYourKetchup KetchUpYourSteps Heinz57Lunges',
    funny:
      'StubbornKetchupBottle KetchupSommelier MustardVsKetchupDebate KetchupOnWhat WateryFirstSqueeze CondimentCourtroom',
    prank:
      'FakeKetchupSpill KetchupBottleFrosting IceCreamKetchupTrick KetchupAndFriesCake KetchupSmileyNote SecretlyStrawberry',
    educational:
      'KetchupIsNonNewtonian KetchupWasMedicine KetchupPennyShine Heinz57KetchupTap CatsupOrKetchup FromFishSauceToFries',
    travel:
      'WorldsBiggestKetchup BananaKetchupHunt KetchupChipsInCanada ChicagoDogNoKetchup KetchupFactoryTour KetchupPassport',
    fashion:
      'KetchupMustardCostumes KetchupPacketEarrings KetchupBottleBag OopsKetchupStain TomatoRedRunway SaucyFitCheck',
    wellness:
      'LowSugarKetchupSwap KetchupSlowSimmer SundayKetchupBatch GrowYourOwnKetchup KetchupAndChill TomatoTherapy',
    speed:
      'KetchupPacketSprint KetchupPourRace KetchupBottleFlipLand LastDropOfKetchup KetchUpIfYouCan FryDipFrenzy',
    music:
      'KetchupSongCover KetchupBottleBeat KetchupSputterASMR DinerKetchupJukebox CondimentChoir TomatoTomahtoDuet',
    art: 'KetchupPlatePortrait KetchupCalligraphy PaintWithKetchup MustardAndKetchupSwirl SqueezeBottleSketch FriesAsPaintbrushes',
    tech: 'KetchupSlowMoPour KetchupDispenserHack KetchupDrawingRobot 3DPrintedKetchupCap CanAIDrawInKetchup LastDropEngineering',
    pet: 'KetchupBottleCostume KetchupPlushFetch MustardAndKetchupPets DogNamedKetchup KetchupPacketPup SaucyKitty',
    gaming:
      'KetchupBossBattle KetchupPacketPowerUp OvercookedKetchupLevel SplatoonButKetchup KetchupAimTrainer CondimentClash',
  },
  safari: {
    dance:
      'SafariGiraffeSway SafariLionStrut SafariShuffle SafariJeepBounce ElephantStompDance WildebeestWobble',
    fitness:
      'SafariGiraffeReach SafariHippoSquats CheetahSprintSafari SafariBigFiveBurpees GazelleLeapDrill CrocodileCrawls',
    funny:
      'SafariNarratorVoice BackyardSafari KitchenSafariTour SafariDocOnMyFamily OfficeSafari AndHereWeSeeDad',
    prank:
      'SafariGiraffeWindow SafariFootprintTrail TurnHomeIntoSafari SafariWakeUpCall ElephantInTheRoomPrank LionInTheLaundry',
    educational:
      'SafariBigFiveQuiz GuessTheSafariTracks SafariFoodChain SafariSizeShowdown WhyZebrasHaveStripes MigrationMath',
    cooking:
      'SafariBraaiNight SafariZebraBrownies SafariGiraffePancakes SafariAnimalCookies SavannaSunsetCake BigFiveBento',
    fashion:
      'SafariKhakiFit SafariUtilityJacket PackForASafari SafariChic ExplorerFieldVest NeutralsInTheWild',
    wellness:
      'SafariSoundscapeRest SafariSunsetJournal BirdSafariMorning SafariSlowDown HakunaMatataHour WatchTheWaterhole',
    speed:
      'SafariScavengerDash SafariBigFiveBlitz BackyardSafariSprint SketchASafariIn60 CheetahCountdown BinocularBlink',
    music:
      'SafariLionKingCover SafariDrumCircle SafariKalimbaJam SafariRoarRemix SavannaSunsetSong BlessTheRainsSingAlong',
    art: 'SafariWireSculpture SafariSunsetSilhouette PaintASafariZebra TinySafariPhotoshoot AcaciaTreeLinocut StripesAndSpots',
    tech: 'SafariTrailCam LiveSafariWebcam SafariRangerRadio SafariZoomLensTest AntiPoachingDrones AISpotsTheLeopard',
    pet: 'SafariPetCostume BackyardSafariPup SafariKittenPounce SafariDocOnMyKitty LionManeCat SimbaLiftChallenge',
    gaming:
      'SafariZoneRun SafariParkBuilder PokemonSnapSafari PlanetZooSafari BigFiveBingo SerengetiSurvival',
  },
  choir: {
    dance:
      'ShowChoirMoves GospelChoirStep ChoirRiserShuffle ChoirRobeSway SisterActSpin JazzHandsChorus',
    fitness:
      'ChoirBreathWorkout ChoirPostureDrill ChoirCoreSupport ChoirLungLadder HoldTheNotePlank SingWhileYouSquat',
    funny:
      'ChoirSectionRivalry ChoirDirectorPOV ChoirAltoProblems DadJoinsTheChoir LipSyncingInChoir ThatOneLoudTenor',
    prank:
      'ChoirFlashMob ChoirDoorstepSerenade ChoirBirthdayAmbush ChoirInTheKitchen ElevatorChoir HallelujahWakeUp',
    educational:
      'HowChoirsBlend ChoirHarmonyScience GregorianChoirChant WhyChoirRoundsWork DoReMiDecoded FindYourVoicePart',
    cooking:
      'ChoirBakeSale ChoirPotluck ChoirRehearsalSnacks HoneyLemonForChoir TrebleClefCookies SopranoScones',
    travel:
      'ChoirInACathedral ChoirGospelHarlem EstoniaChoirFestival ViennaBoysChoirVisit WorldChoirGames SingWhereItEchoes',
    fashion:
      'ChoirConcertLook ShowChoirSequins ChoirBowTieTux MatchingChoirScarves RockTheChoirRobe AllBlackAltos',
    wellness:
      'ChoirHummingHour JoinAChoirForJoy SingTogetherChoir ChoirBreathCalm HarmonyHeals NoSoloNeeded',
    speed:
      'TongueTwisterChoir ChoirWarmUpBlitz ChoirPitchMatchDash ChoirRoundIn30 ChoirRobeOnRace DoReMiSpeedrun',
    art: 'DrawTheChoir ChoirConcertPoster ChoirRobeEmbroidery ChoirSilhouettePhoto SketchTheSopranos SheetMusicCollage',
    tech: 'VirtualChoir ChoirMultitrackMix ChoirTunerApp ChoirOfClones LoopPedalChoir AutotuneTheAltos',
    pet: 'DogChoir PetChoirHowl CatChoirMeows KittenJoinsTheChoir ParrotChoirSolo BarkitoneSection',
    gaming:
      'VideoGameChoir ChoirBossTheme ChoirZeldaMedley HaloChoirChant HallelujahHighScore RockBandHarmonyOff',
  },
  'moving day': {
    dance:
      'MovingDayBoxDance MovingOutHallwayBop MovingOnUp MovingTruckTwirl NewHomeShuffle BubbleWrapStomp',
    fitness:
      'MovingDayLiftForm MovingDayStairCarry MovingDayDollyPush SquatEveryMovingBox PivotLikeRoss DresserDeadlift',
    prank:
      'MovingDaySillyLabels MovingDayBalloonRoom MovingBoxMysteryGift MovingTruckSerenade NeighborCookieBasket BubbleWrapHallway',
    educational:
      'MovingDayLeverPhysics MovingDayBoxMath MovingDishPackHack MovingOutChecklist LiftWithYourLegs TetrisTheTruck',
    cooking:
      'MovingDayPizzaNight MovingDayFloorPicnic MovingOutPantryPasta MovingInMugCake OneBoxKitchenDinner EmptyFridgeFeast',
    travel:
      'MovingDayRoadTrip MovingDayCrossCountry MovingDayFarewellTour MovingInCafeHop MeetTheNeighborhood TouristInMyNewTown',
    fashion:
      'MovingDayFitCheck MovingDayOveralls HeadscarfMovingDay MovingOutCapsule DonateOrKeepCloset OneBoxWardrobe',
    wellness:
      'MovingDayGoodbyeWalk MovingDayTeaBreak MovingDayMemoryJournal MovingOnMindset FirstNightInNewHome ThankYouOldHouse',
    speed:
      'MovingDayPackingRace MovingDayBoxTapeDash MovingInUnpackSprint MovingTruckTetris WifiSetupCountdown BedBeforeBedtime',
    music:
      'MovingDayBoxDrums MovingDayTruckKaraoke MovingOutBallad MovingOnUpSingAlong EmptyRoomAcoustics TapeGunBeatbox',
    art: 'MovingDayHouseSketch MovingBoxFortArt LastLookMovingPhotos MovingDayFloorPlan HeightChartKeepsake DoodleOnTheCardboard',
    tech: 'MovingDayCableLabels MovingDayTVMount MovingBoxQRCodes MovingInSmartSetup RouterPlacementTest WifiBeforeFurniture',
    pet: 'MovingDayCatInTheBox PuppyFirstMovingDay BunnyMovingInTour KittenClaimsAWindow MovingDaySniffPatrol PetRatesTheNewHouse',
    gaming:
      'MovingDayTruckTetris MovingDaySimsBuild MovingOutCoopChaos MovingInBossLevel BoxJengaTower UnpackingSpeedrun',
  },
  lifeguard: {
    dance:
      'LifeguardWhistleDance LifeguardSlowMoJog LifeguardTowerTwist LifeguardFloatSway BeachPatrolShuffle RescueBuoyBoogie',
    fitness:
      'PassTheLifeguardTest LifeguardBeachSprints LifeguardBrickDive LifeguardTreadWater TrainLikeALifeguard BaywatchBootcamp',
    prank:
      'LifeguardChairBalloons LifeguardKazooSwap TreatsForTheLifeguard ThankYouLifeguardSign PoolDuckArmy BaywatchWelcome',
    educational:
      'LifeguardFlagMeanings LifeguardHandSignals HowLifeguardsScan LifeguardCPRBasics SpotTheRipCurrent ReachThrowDontGo',
    cooking:
      'LifeguardTowerCake LifeguardSnackBreak LemonadeForLifeguards LifeguardCoolerPack RingDonutBuoys LifeSaversSundae',
    travel:
      'LifeguardStandHunt LifeguardBondiVisit MiamiLifeguardTowers SpotEveryLifeguardHut LifeguardSurfSchool BaywatchLocations',
    fashion:
      'LifeguardFitCheck LifeguardHoodieLayers LifeguardZincStripe DressLikeALifeguard OffDutyLifeguard BaywatchRedRecreate',
    wellness:
      'LifeguardSunsetShift LifeguardShadeBreak CalmLikeALifeguard LifeguardOfMyPeace LifeguardWaterRefill OceanBreathing',
    speed:
      'LifeguardRescueRelay LifeguardPaddleRace LifeguardTowerClimb OutswimTheLifeguard BuoySwimSprint BeachFlagsDash',
    music:
      'LifeguardUkuleleBreak LifeguardTowerSerenade LifeguardBeachAnthem LifeguardChairDrums BaywatchThemeCover WhistleWhileYouWatch',
    art: 'LifeguardTowerPainting LifeguardBuoyCraft LifeguardSandSculpt LifeguardFlagSketch ZincNoseSelfPortrait MiamiHutsInPastel',
    tech: 'LifeguardSlowMoDive LifeguardTowerCam LifeguardRipCurrentApp AIHelpsLifeguards DroneToTheRescue RoboBuoyTest',
    pet: 'LifeguardRescueDog LifeguardPupLifeVest LifeguardCatOnWatch PetLifeguardCostume BaywatchSlowMoRun DoggyPaddleDerby',
    gaming:
      'LifeguardRescueLevel LifeguardBeachBingo LifeguardSaysRound MarcoPoloLifeguard SharkVsLifeguardTag PoolNoodleJoust',
  },
  potato: {
    dance:
      'MashedPotatoDance HotPotatoShuffle SpudStomp CouchPotatoGroove PotatoSackBoogie TaterTwist',
    fitness:
      'CouchPotatoWorkout PotatoSackJumps SpudBagDeadlift PotatoSpoonLunges HotPotatoBurpees TaterTotTabata',
    funny:
      'FilmedOnAPotato SpudPunOff PotatoHeadImpression FriesVsMashDebate CouchPotatoConfessions PotatoPersonalityTest',
    prank:
      'MashedPotatoSundae GooglyEyePotatoes PotatoLookalikeCake ItsJustAPotato SneakyPotatoPhotobomb AppleFriesSwap',
    educational:
      'PotatoPowerPlant HowPotatoesGrow PotatoStarchTest PotatoOsmosisLab SproutAPotatoInAJar SpudsInSpace',
    travel:
      'PotatoFarmTour PotatoHarvestFestival IdahoPotatoRoadTrip SleepInAGiantPotato FriesAroundTheWorld PeruPotatoPilgrimage',
    fashion:
      'PotatoSackFit CouchPotatoLoungewear PotatoChipBagClutch DressLikeAPotato PotatoStampedTee SmallFryStyle',
    wellness:
      'CouchPotatoRestDay PotatoSoupSelfCare SpudAndChill MindfulPotatoPeeling SmallPotatoesMindset PlantAPotatoPatch',
    speed: 'PotatoSackRace HotPotatoRelay SpudPeelSprint PotatoSpoonDash MashMinute FryCutFrenzy',
    music:
      'SweetPotatoOcarina CouchPotatoLullaby PotatoMasherDrums PotatoChipCrunchBeat HotPotatoMusicPass SpudsAndSynths',
    art: 'PotatoStampCards SpudSculpture PotatoPeelSpiral MrPotatoHeadMakeover VanGoghPotatoEaters CarveAPotatoPal',
    tech: 'PotatoBatteryClock PotatoCameraGlowUp AirFryerPotatoTest RunItOnAPotatoPC SpudPeelerGadget SpiralizerShowdown',
    pet: 'CouchPotatoPet CatLoafOrPotato SpudCostumePup PotatoPlushFetch HotPotatoToyToss SackRaceWithMyDog',
    gaming:
      'PotatoPCSpeedrun HotPotatoPartyRound PotatoFarmSim PotatoMineMayhem CouchPotatoCoOp TaterTotTournament',
  },
  heels: {
    dance:
      'HeadOverHeels HeelsChairChoreo HeelsTangoTurns PlatformHeelsPivot SalsaInHeels StilettoStrut',
    fitness:
      'CalfRaisesForHeels HeelsBalanceDrill HeelsPostureWalk TiptoeHoldForHeels HeelsReadyAnkles BookOnHeadGlide',
    funny:
      'HeelsVsCobblestones SixInchHeelsAttempt HeelsGrateTrap HeelsBabyDeerWalk GrassVsMyHeels CinderellaAt2AM',
    prank:
      'HeelsFlatsRescueKit DadWearsMyHeels GiantShoeboxHeels HeelsGlamEntrance ClickClackFakeout SurpriseStilettoCake',
    educational:
      'HeelsPhysicsOfBalance HowHighHeelsAreMade WhyMenWoreHeelsFirst PlatformHeelsTimeline NameThatHeel StilettoVsElephant',
    cooking:
      'HeelsShapedCookies HeelsCupcakeTopper StilettoHeelsCake CookingInHeels HeelsAndHighTea GlassSlipperMacarons',
    travel:
      'HeelsCityWalkTest StilettosInParis MilanInHeels CobblestonesInHeels HeelsPackingHack OnePairTenCountries',
    wellness:
      'HeelsOffFootSoak StretchOutOfHeels BarefootAfterHeels HeelsFreeSunday KickOffYourHeels ArchRescueRoll',
    speed:
      'HeelsQuickChange HeelsBuckleRace HeelsPairMatchDash FindMyHeelsIn30 SneakersToStilettos StrapUpSpeedrun',
    music:
      'HeelsClickBeat HeelsMarbleEcho HeelsFlamenco StompInHeelsCover RunwayRhythm SheWoreHighHeels',
    art: 'PaintedHeels HeelsDesignSketch HeelsRhinestoneBling GlassSlipperHeels ThriftedHeelsMakeover StilettoSilhouette',
    tech: 'LightUpHeelsBuild HeelsSlowMoStrut HeelsTransitionEdit Heels3DPrinted AIDesignsMyHeels FitbitInStilettos',
    pet: 'PetReactsToHeels HeelsAndPawsRunway HeelsBoxKittyNap DogGuardsMyHeels CatWalkInHeels WhoWoreItBetter',
    gaming:
      'HeelsRunwayGame HeelsStrutLeaderboard HighHeelsRunner PixelHeelsCloset DressToImpressHeels HeelsOnHardMode',
  },
  sprinkler: {
    dance:
      'TheSprinklerMove SprinklerDanceOff DadDoesTheSprinkler SprinklerLimboLine LawnmowerToSprinkler SplashyShimmy',
    fitness:
      'SprinklerSprints SprinklerHurdles DodgeTheSprinkler PlankUnderTheSprinkler SprinklerJumpRope SplashAndSquat',
    prank:
      'SprinklerTimerSurprise SprinklerBubbleSwap SprinklerWelcomeHome PoolNoodleSprinkler RainDanceItWorked SummerSoakAmbush',
    educational:
      'HowSprinklersSpin SprinklerRainbowAngle SprinklerPressureTest SprinklerVsRainGauge WhyItTicks ThirstyLawnMath',
    cooking:
      'SprinklerDayPopsicles SprinklerLemonadeStand SlushiesAfterSprinkler LawnSprinklerPicnic SprinklesAndSprinklers WatermelonWedgeBreak',
    travel:
      'SprinklerParkHop SprinklerFountainHunt SprinklersAroundTown SprinklerCityStroll SplashPadSafari BellagioOrBackyard',
    fashion:
      'SprinklerDripCheck SprinklerWaterShoes MatchingSprinklerSuits SprinklerTieDye SunHatSoakTest SplashProofStyle',
    wellness:
      'BarefootSprinklerWalk SprinklerMistBreath SprinklerInnerChild CoolDownInSprinkler TickTockTranquility GoldenHourSoak',
    speed:
      'CrossBeforeItTurns SprinklerSprintOff SprinklerBucketFill DryThroughTheSprinkler BeatTheSprinklerSweep CatchTheSpray',
    music:
      'SprinklerTickBeat RemixTheSprinkler SprinklerBucketDrums BeatboxTheSprinkler SingingInTheSprinkler SplishSplashCover',
    art: 'SprinklerChalkMelt SprinklerDropletMacro LongExposureSprinkler SprinklerSilhouette ShootTheRainbowArc LetTheLawnPaint',
    tech: 'SmartSprinklerSetup SprinklerTimerHack SlowMoSprinklerCam SquirrelScareSprinkler 3DPrintedSprinkler AlexaWaterTheLawn',
    pet: 'DogVsSprinkler SprinklerZoomies SprinklerBubbleChase KittyMeetsSprinkler ChompTheSprinkler WetPupShakeOff',
    gaming:
      'StardewSprinklerLayout PerfectSprinklerGrid SprinklerObstacleRun SprinklerCaptureFlag SprinklerTwister TheLawnIsLava',
  },
  belt: {
    dance:
      'BeltLoopSwivel CinchYourBeltSpin WesternBeltStrut BeltSwingShuffle BelowTheBeltBop BuckleUpBoogie',
    fitness:
      'BeltYogaStrapStretch WeightBeltSquats BeltResistanceRows BeltTugOfWar BuckleUpBurpees OneNotchAtATime',
    funny:
      'MissedOneBeltLoop BeltBuckleBragging ThanksgivingBeltNotch SuspendersVsBelt DadBeltHitch OneHoleTooTight',
    prank:
      'GiantBeltBuckleGift BeltOnBackwards BeltRibbonSwap ChampionBeltDelivery WorldsBestDadBelt RubberSnakeSurprise',
    educational:
      'HowLeatherBeltsAreMade BeltSizeMath WhyBeltsHaveOddHoles OrionsBeltStarGuide KarateBeltColors BeltHistoryMinute',
    cooking:
      'BeltBuckleCookies RodeoBeltPancakes BeltLicoriceLaces PretzelBeltCoil ChampionBeltCake LoosenTheBeltFeast',
    travel:
      'BeltBagOnlyTrip MoneyBeltMission BeltFlorenceLeather BeltBuckleRodeoTown BeltsOffAtSecurity CowboyCountryCruise',
    wellness:
      'BeltOffUnwind BeltBagSlowWalk NoBeltSunday BeltPostureCheck OneNotchLooser UnbuckleAndBreathe',
    speed:
      'ThreadEveryBeltLoop BeltBuckleQuickClasp OneHandBeltRace BeltRollUpTimer SecuritySpeedrun NotchInNoTime',
    music:
      'BeltItOut BeltBuckleDrumSolo CowboyBeltBallad HighNoteBelting BeltLikeBroadway BeltSnapRhythm',
    art: 'BeltLeatherStamping BeltBuckleDesign BraidedBeltCraft PaintedBeltArt BedazzleABelt StudsAndStitches',
    tech: 'BeltClipPhoneCase BeltBagTechKit SmartBeltReview ActionCamBeltMount BatmanUtilityBelt GadgetHolsterCheck',
    pet: 'BeltBagTreatPouch BeltHandsFreeLeash CanicrossBeltRun CatChasesTheBelt ChampionBeltForMyPup CollarMatchesMyBelt',
    gaming:
      'ChampionBeltGameNight BeltTitleMatch WrestlingBeltCareer BlackBeltDojoLevel DefendTheBelt BeltLootDrop',
  },
  mug: {
    dance:
      'NoSpillMugShuffle MugSipSway MugClinkChoreo MorningMugMoonwalk MugOnHeadMambo CoffeeBreakBoogie',
    fitness:
      'MugCurls MugOnBackPlank FullMugLunges MugMicrowaveWallSit CoffeeBreakWorkout SteepAndSquat',
    funny:
      'MugCollectionRoast WhoStoleMyMug MugCabinetAvalanche OfficeMugWars WorldsOkayestMug WhichMugAreYou',
    educational:
      'WhyMugsHaveHandles HowMugsAreMade MugInsulationShowdown MugGlazeChemistry WhyTeaStainsMugs KilnToCupboard',
    cooking:
      'OneMinuteMugCake MicrowaveMugOmelet MugMacAndCheese MugCinnamonRoll MugMealMadness CocoaBombDrop',
    travel:
      'MugFromEveryCity TravelMugRoadTrip SouvenirMugHunt MugCampsiteSunrise CafeHopWithMyMug PotteryTownPilgrimage',
    fashion:
      'DressLikeYourMug CozyMugSweaterLook MugNailArt MugPrintTee CoffeeBreakFitCheck MittensAndMugs',
    wellness:
      'MugOfTeaUnwind WarmMugBreathing MorningMugRitual MugGratitudeSip HandsAroundAMug SlowSteamWatch',
    speed:
      'MugStackRace MugRelayNoSpill TenMugPyramid MugSlideSpeedrun CoffeeBreakDash SteadyHandSprint',
    music:
      'MugXylophone MugClinkHarmony CupSongButMugs TuneYourMugs KettleWhistleSolo SpoonStirSymphony',
    art: 'MugSharpieDesign ThrowAMugOnTheWheel PaintYourOwnMug MugOfYourFace CoffeeRingDoodles WonkyMugWednesday',
    tech: 'SmartMugTest MugWarmerReview SelfStirringMug EmberMugVsMicrowave ColorChangeMugReveal LEDCoasterBuild',
    pet: 'CatVsMugOnTable KittenInAMug DogNoseInMyMug WhatFitsInAMug MugOfTreatsReveal PawPrintMug',
    gaming:
      'MugPongTrickShot ShellGameWithMugs LoserWashesTheMugs MugStackingJenga MugOfGlory DiceInTheMug',
  },
  monday: {
    dance:
      'MondayMorningDance MondayDeskGroove MondayCommuteBop ShakeOffMonday ManicMondayMoves SnoozeButtonSalsa',
    fitness:
      'MondayWorkoutKickoff MondayMorningStretch MondayStairsOnly SweatOutMonday MondayMotivationMile NeverSkipMonday',
    prank:
      'MondaySurpriseCoffee MondayDonutDrop MondayBalloonDesk MondayRenamedFriday PostItPepTalk ConfettiInTheCubicle',
    educational:
      'MondaySnoozeScience MondayMathMinute WhyMondayIsMoonDay LearnOneThingMonday MondayMysteryFact WhyMondaysFeelLong',
    cooking:
      'MondayMealPrep MeatlessMonday MondayMorningPancakes MondayOvernightOats LeftoverMakeover MotivationMuffins',
    travel:
      'MondayMicroAdventure MondayLunchWalk MondaySunriseSpot NewPlaceEveryMonday MysteryMondayTrip CommuteTheLongWay',
    fashion:
      'MondayFitCheck MondayPowerOutfit BrightMondayLook OfficeSneakerMonday BlazerBraveryMonday DressLikeItsFriday',
    wellness:
      'MondayReset MondayGratitudeList SlowMondayMorning MondayTenBreaths MindfulMonday NoMondayScaries',
    speed:
      'MondayGetReadyRace MondayInboxSprint MondayToDoBlitz AlarmToDoorMonday BeatTheMondayTraffic SnoozeToShoes',
    music:
      'MondayWakeUpSong MondayShowerConcert MondayAlarmRemix ManicMondayCover RainyDaysAndMondays IDontLikeMondays',
    art: 'MondayDoodle MondayMoodPainting SketchbookMonday MondayStickyNoteArt MonsterMondaySketch CoffeeStainPortrait',
    tech: 'MondayDeskSetup MondayHomeScreen AutomateYourMonday InboxZeroMonday AIPlansMyMonday PomodoroPowerHour',
    pet: 'MondayCatVsAlarm MondayPuppyStretch WhoHatesMondayMore MondayKittenKeyboard MyDogsMondayFace GarfieldMode',
    gaming:
      'MondayPuzzleStreak MondayWordleDuel MondayChessBlitz BeatTheMondayBoss SpeedrunYourMonday LunchBreakLevelUp',
  },
  toothpaste: {
    dance:
      'ToothpasteTubeShuffle ToothpasteTwoStep SqueezeTheToothpaste ToothpasteBrushBop MintyMoonwalk FlossAfterBrushing',
    fitness:
      'ToothpasteWallSit ToothpasteCalfRaises FlexTheToothpasteTube ToothpastePlankOff TwoMinuteBrushSquats FlamingoFlossing',
    prank:
      'ToothpasteFlavorSwitch ToothpasteTubeTinyHat GooglyEyedToothpaste RenameTheToothpaste ToothpasteLoveNote MintyMirrorMessage',
    educational:
      'ElephantToothpaste ToothpasteEggshellTest ToothpasteStripeSecret WhatsInToothpaste AncientEgyptToothpaste WhyOJTastesWeird',
    cooking:
      'IcingOrToothpaste ToothpasteTubeCake ToothpasteStripeJello ToothpasteMintBark PipeItLikeToothpaste MintyFreshMacarons',
    travel:
      'ToothpasteFromAbroad CarryOnToothpasteHack HotelToothpasteRating ToothpasteTabletsTest ForgotMyToothbrush ThreeOunceRule',
    fashion:
      'StripedToothpasteNails ToothpasteSneakerClean ToothpasteStainFix ToothpasteTubeBag MintyFreshFit PearlyWhitesOutfit',
    wellness:
      'ToothpasteNightRitual ToothpasteAffirmations ToothpasteFlossStreak ToothpasteSmileCheck TwoMinuteMindfulness MirrorPepTalk',
    speed:
      'ToothpasteBackInTube ToothpasteCapTwistDash PerfectToothpasteBlob FamilyToothpasteRelay LastSqueezeSpeedrun BrushBeforeTheBuzzer',
    music:
      'SingTheToothpasteAd ToothpasteTubeASMR ToothpasteCapClickBeat ToothbrushMicDrop TwoMinuteTeethTune FoamyFreestyle',
    art: 'PaintWithToothpaste SnowflakeToothpasteArt ToothpasteMirrorDoodle ToothpasteTubeRobot MintyMasterpiece SqueezeSculptures',
    tech: 'DIYToothpasteDispenser SlowMoToothpaste ToothpasteHeadlightFix ToothpasteScratchMyth ZoomIntoToothpaste SmartBrushShowdown',
    pet: 'DogToothpasteReview PetToothpasteFirstTry CatToothpasteFingertip ToothpasteTasteTest PupSmileCheck DoggyDentalDare',
    gaming:
      'ToothpasteVsPlaque ToothpasteDentistSim ToothpasteBossFight ToothpasteTowerDefense CavityCrusher GermsGameOver',
  },
  salmon: {
    dance:
      'SalmonUpstreamDance SalmonTailFlip SalmonShimmy SwimLikeASalmon SalmonSamba GoAgainstTheFlow',
    fitness:
      'SalmonLeapJumps UpstreamSalmonSprints SalmonCastingArmDay ClimbLikeASalmon BearCrawlVsSalmon FishLadderSteps',
    funny:
      'SalmonSkinFlipFail SalmonVsTunaDebate BearMissesTheSalmon DadsSalmonFishTale SalmonPinkOrCoral PikePlaceButterfingers',
    prank:
      'CandySalmonSushi WatermelonSalmonFake SalmonCakeFakeout SalmonPlushInTheSink SalmonSlipperSurprise SomethingsFishyHere',
    educational:
      'WhySalmonSwimUpstream WhySalmonIsPink WildVsFarmedSalmon HowSalmonFindHome SalmonLifeCycleMap ThinkLikeASalmon',
    travel:
      'ChaseTheSalmonRun SalmonLadderVisit AlaskaSalmonBearWatch PikePlaceSalmonToss SalmonFishingLodge FjordToFork',
    fashion:
      'SalmonPinkFit SalmonChinosSummer WearSalmonThreeWays PeachySalmonMakeup CoralOrSalmon YachtClubPastels',
    wellness:
      'SalmonSheetPanSunday SalmonBowlSelfCare WatchTheSalmonRun RiverSalmonStillness GoWithTheFlow OmegaThreeThursday',
    speed:
      'SalmonPokeBowlRace SalmonSushiRollTimer TwelveMinuteSalmon AirFryerSalmonDash SalmonSprintUpstream FastestFilletFlip',
    music:
      'SalmonSizzleASMR SalmonFishermanShanty SalmonUpstreamBallad SalmonRunAnthem GrizzlyGroove AgainstTheStreamRemix',
    art: 'GyotakuSalmonPrint SalmonRunPainting SalmonScaleMosaic SketchASalmonLeap UpstreamOrigami PinkAndSilverPalette',
    tech: 'SalmonRunLiveCam SalmonSousVide UnderwaterSalmonDrone AICountsSalmon TheSalmonCannon SmartOvenShowdown',
    pet: 'SalmonCatnipKicker SalmonToyFetch CatSmellsSalmonDinner SalmonCostumePup FlopFishFrenzy UpstreamZoomies',
    gaming:
      'SalmonUpstreamLevel SalmonRunSplatoon StardewSalmonBundle AnimalCrossingSalmon GrizzlyHighScore FishingFrenzyDuel',
  },
  lion: {
    dance:
      'LionStrutDance LionManeFlip LionRoarShuffle LionProwlGroove CircleOfLifeLift HakunaMatataHop',
    fitness:
      'LionPounceBurpees LionheartCircuit LionStalkLunges PrideOfLionsPlank KingOfTheJungleGym RoarEveryRep',
    funny:
      'LionRoarAudition BadManeDayLion LionTriesToPurr LionSleeps20Hours MyCatThinksHesALion SimbaLiftFail',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone LionManeWigSurprise LionCostumeDoorbell CircleOfLifeWakeUp KingForADayCrown',
    educational:
      'WhyLionsRoar HowLionManesGrow LionWhiskerSpotID WhyLionessesHunt LionOrTigerQuiz KingOfWhichJungle',
    cooking:
      'LionManeCupcakes LionFacePancakes LionKingCake DecorateLionCookies PullApartLionBread RoarsomeRiceBalls',
    travel:
      'LionSanctuaryVisit SavannahLionSunrise LionKingBroadwayTrip MaasaiMaraLionWatch TrafalgarLionSelfie FindEveryStoneLion',
    fashion:
      'LionPrintOutfit LionMakeupGlam LeoSeasonLionFit GoldenLionLook ManeCharacterEnergy KingOfTheCatwalk',
    wellness:
      'LionsBreathRelease LionheartAffirmations CourageLikeALion LazyLionSunbathe FindYourInnerLion RoarItOut',
    speed:
      'LionPounceRace LionManeBraidTimer SavannahLionRelay OutrunTheLion LionFacePaintIn60 GazelleGetaway',
    music:
      'LionRoarRemix LionSleepsTonightCover JungleLionDrums LionheartBallad NantsIngonyama HakunaMatataDuet',
    art: 'LionManeCollage PaperPlateLion LionStatueSketch LionHandprintCraft AutumnLeafLion PrideRockDiorama',
    tech: 'LionSafariLiveCam LionRoarDecibelTest SavannahLionDrone LionFaceFilter NightVisionLions AIGrowlTranslator',
    gaming:
      'LionPrideSim LionZooTycoonBuild LionBossFight PlayAsALion KingOfTheHillMode SimbaSpeedrun',
  },
  'paper airplane': {
    dance:
      'PaperPlaneTwirlCatch PaperAirplaneSwoop PaperAirplaneDance PaperAirplaneShuffle WingTipTiptoe ClearForTakeoff',
    fitness:
      'PaperAirplaneSprints PaperPlaneLunges ChaseYourPaperAirplane PaperAirplaneSquatToss FoldFlyFetch RunwayRepeats',
    funny:
      'PaperPlaneCrashLanding PaperAirplaneBoomerang TreeAteMyPaperAirplane PaperAirplaneTrashTalk OverconfidentPilotSkit ThisIsYourCaptain',
    prank:
      'PaperAirplaneSwarm PaperPlaneMailDrop BirthdayPaperAirplanes PaperAirplaneAmbush FoldedFleetWelcome ComplimentsByAir',
    cooking:
      'PaperAirplaneCookies PaperPlaneNapkinFold PaperAirplanePizza PaperThinCrepes TakeoffTacos FirstClassSnacks',
    travel:
      'PaperPlaneLandmarkPic PaperAirplaneHilltop AirportPaperAirplane PaperAirplanePostcards KittyHawkVisit MapFoldFlyer',
    fashion:
      'PaperAirplaneEarrings PaperAirplaneBrooch PaperAirplaneTee OrigamiPaperPlaneNails PaperCraftRunway WingsAndAviators',
    wellness:
      'PaperAirplaneLetGo PaperAirplaneWishes PaperAirplaneGratitude KindWordsPaperPlane LaunchYourWorries FoldSlowFlyFree',
    speed:
      'PaperAirplaneFoldRace PaperAirplaneHangTime PaperAirplaneRingShot TenPaperPlanesIn60 FastestFlightWins DistanceRecordDare',
    music:
      'PaperFoldingASMR PaperAirplaneLullaby WhooshPaperAirplane LeavingOnAPaperPlane PaperAirplaneDrumroll CrinkleBeat',
    art: 'FoldedPaperMobile PaperPlaneStopMotion PaintedPaperAirplanes NewspaperFleetCollage PaperAirplaneArtShow WithFlyingColors',
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo MotorizedPaperPlane DIYPaperWindTunnel CanAIOutfoldMe NightFlightLEDs',
    pet: 'PaperAirplaneCatCatch PetVsPaperPlane PupChasesPaperAirplane KittenPaperAmbush AirMailRetriever ClearedForPouncing',
    gaming:
      'PaperAirplaneGolf PaperAirplaneBullseye PaperPlaneHoopLanding OfficePaperAirplaneCup TopGunTournament DogfightDerby',
  },
  zombie: {
    dance:
      'ZombieShuffleDance ZombieThrillerMoves MondayZombieStrut ZombieLimpLimbo GraveyardGroove UndeadTwoStep',
    fitness:
      'ZombieEscapeRun ZombieProofSquats OutrunTheZombies ZombieCrawlPlank ApocalypseBootcamp CardioRuleNumberOne',
    prank:
      'ZombieWakeUpGroan ZombieHandInTheYard ZombieGardenGnome ZombieFridgeNote BrainShapedJello TheWalkingDad',
    educational:
      'ZombieAntFacts ZombieFungusScience ZombieFolkloreOrigins AreZombiesPossible SurvivalSkillsQuiz OutbreakMath',
    cooking:
      'ZombieBrainCake ZombieFingerPretzels ZombieGreenSmoothie ZombieEyeballPasta GraveyardDirtCups UndeadDeviledEggs',
    travel:
      'ZombieFilmSetTour ZombieWalkParade ZombieThemeParkNight HauntedZombieHayride ZombieRunFiveK WalkingDeadTownVisit',
    fashion:
      'ZombieMakeupLook ZombieDistressedDenim ZombiePromDress ZombieGlowUp ApocalypseChic DeadGorgeous',
    wellness:
      'ZombieToHumanRoutine ZombieModeSleepReset DeZombifyMornings NoMoreZombieScrolling UnzombieYourMonday BrainFogBreak',
    speed:
      'ZombieEscapeRace ZombieMakeupSpeedrun BeatTheZombieHorde ZombieTagDash PillowFortBarricade BugOutBagBlitz',
    music:
      'ZombieGroanChoir ZombieShuffleBeat ZombieThrillerKaraoke HeavyMetalZombieRiff ZombieCranberriesCover BrainsBeatbox',
    art: 'ZombieComicStrip ZombieClaySculpt ZombieFlipbook DrawYourselfAsAZombie ZombifyTheMonaLisa UndeadDoodleDare',
    tech: 'ZombieFaceFilter ZombieCrankRadioTest ZombieDoorAlarmBuild ApocalypseSolarCharger ZombieProofWifi EndOfWorldPowerBank',
    pet: 'ZombiePetCostume ZombiePlushChew ZombieKittenPounce PuppyVsZombieToy NightOfTheLivingPup BrainsOrTreats',
    gaming:
      'ZombieSurvivalRun ZombieWaveRecord PlantsVsZombiesCup LeftForDeadReunion ZombieDiceDuel SurviveTheNight',
  },
  drawing: {
    dance:
      'DrawingFreezeFrames AirDrawingGroove DrawingPencilTwirl CopyTheDrawingPose StickFigureShuffle DrawMeDancing',
    fitness:
      'DrawingPlankHold DrawingBetweenSets DrawingWorkoutCards DrawYourNextMove WallSitSelfPortrait SketchAndSquat',
    funny:
      'DrawingFromMemory DrawingBlindfolded DrawingTelephoneRelay BadFamilyDrawing KidsDrawingRecreated WrongHandPortraits',
    prank:
      'SecretDrawingGift DrawingBananaFaces LunchboxDrawingLetter EggDrawingSurprise PostItPortraitTrail CaricatureAmbush',
    educational:
      'DrawingTheWaterCycle DrawingCellDiagrams DrawingMapFromMemory GoldenRatioDrawing OnePointPerspective SketchnoteTheLesson',
    cooking:
      'DrawingOnPancakes DrawingWithChocolate LatteFoamDrawing KetchupDrawingPlate DrawItThenEatIt CookieCanvasDare',
    travel:
      'DrawingEveryCity DrawingOnTheTrain TravelDrawingJournal CafeWindowDrawing DrawnPostcardsHome SketchTheSkyline',
    fashion:
      'DrawingOnSneakers DrawingYourOutfit DrawingOnDenim HandDrawingOnTees WearYourDoodles SketchbookToStreet',
    wellness:
      'MindfulDrawing DrawingYourFeelings CalmLineDrawing DrawingZentangle SquiggleAndSettle DoodleDetox',
    speed:
      'TenSecondDrawing DrawingPerfectCircle DrawingCatIn30 BlindContourDrawing QuickDrawDuel OneMinuteSketch',
    music:
      'DrawingToMusic DrawingToTheBeat DrawingAlbumArtRedo LyricComicDrawing DrawWhatYouHear SketchTheSoundtrack',
    tech: 'DrawingTabletSetup MeVsAIDrawOff DrawingTimelapse VectorizeYourDrawing AnimateMyDoodle StylusShowdown',
    pet: 'DrawMyPetBadly CatOnMyDrawing DrawingPuppyFromLife DogReactsToDrawing PawcassoPortrait HamsterModelSketch',
    gaming:
      'DrawingLevelDesign MainCharacterDrawing DungeonMapDrawing SkribblDrawingDuel DrawYourBossFight PictionaryPanic',
  },
  'solar system': {
    dance:
      'SolarSystemMoonwalk SolarSystemOrbitSpin EightPlanetsShuffle PlanetaryPirouette SolarFlareFreestyle SaturnHulaHoop',
    fitness:
      'SolarSystemScaleWalk SolarSystemPlanetHops ClimbTheSolarSystem SolarSystemCircuit ZeroGravitySquats JupiterJumpingJacks',
    funny:
      'SolarSystemGroupChat SolarSystemRealityShow SunRoastsSolarSystem PlanetsAsCoworkers JusticeForPluto MercuryInRetrograde',
    prank:
      'SolarSystemCeilingGlow BalloonSolarSystem SolarSystemMobile LunchboxSolarSystem NewPlanetNamedAfterYou EclipseTheBedroom',
    cooking:
      'SolarSystemCake EdibleSolarSystem SolarSystemPancakes PlanetaryPizzaParty SaturnRingDonuts MilkyWayMilkshake',
    travel:
      'SolarSystemPlanetarium SolarSystemEclipseTrip SolarSystemSpaceCenter PlanetSpottingNight WalkToPluto DarkSkyDrive',
    fashion:
      'SolarSystemNailArt SolarSystemJewelry DressAsTheSolarSystem PlanetPrintPop SaturnRingStack OutOfThisWorldFit',
    wellness:
      'SolarSystemMeditation SolarSystemSleepStory SolarSystemStargazing PlanetaryPause PaleBlueDotMoment SpaceOutOnPurpose',
    speed:
      'SolarSystemOrderRace NameTheSolarSystemIn10 SolarSystemPuzzleDash SpellTheSolarSystem PlanetLineupBlitz MnemonicSpeedrun',
    music:
      'SolarSystemRap SolarSystemChimes HumTheSolarSystem HolstsPlanetsSuite SpaceOddityCover SaturnRingsRemix',
    art: 'SolarSystemChalkMural SolarSystemPaperMache StringArtSolarSystem SolarSystemMobile PaintThePlanets GalaxyInAJar',
    tech: 'SolarSystemOrbitCode 3DPrintASolarSystem SolarSystemARApp SolarSystemTelescope PhonePointsAtPlanets VRSpacewalk',
    pet: 'SolarSystemPetNames SolarSystemBallFetch SolarSystemCatOrbit AstroPupPhotoshoot SmallDogBigPlanet SaturnRingCollar',
    gaming:
      'KerbalSolarSystemRun SolarSystemMinecraft SolarSystemTrivia SolarSystemSpaceRace PlanetHopperQuest AsteroidDodgeScore',
  },
  snail: {
    dance:
      'SnailSpiralSpin SnailShellSway SnailTrailSlide MoveAtSnailSpeed SlowAndSteadyShuffle EyeStalkWiggle',
    fitness:
      'SnailPaceSquats SnailCrawlCrunches SlowMoSnailPushUps SnailShellCarry TurtleVsSnailPlank TimeUnderTension',
    funny:
      'CommentateASnailRace SnailPaceWifi SnailMailDrama LosingToASnail SnailSpeedDating TheSnailIsWinning',
    prank:
      'SnailMailSurprise ChalkSnailTrail GiantSnailInTheGarden HideAPlushSnail PaintedRockSnails SlowestGiftEver',
    educational:
      'HowSnailsGrowShells SnailSlimeScience SnailSpiralMath HowFastIsASnail SnailOrSlug FourteenThousandTeeth',
    cooking:
      'SnailCinnamonRolls SnailPastryPinwheels BakeASnailCake CucumberSnailSnack SwirlySnailBread SlowAndSteadyStrudel',
    travel:
      'SnailPaceRoadTrip SnailMailPostcards RainyDaySnailHunt SnailFarmTour SpiralStairsSpotting SlowTravelDare',
    fashion:
      'SnailShellEarrings BraidASnailSpiral SnailSwirlBun SnailAntennaHeadband SlowFashionSnail CarryYourHomeBag',
    wellness:
      'SnailPaceMorning SnailMailPenPal SlowDownLikeASnail FiveMinuteSnailWatch SnailTimeSiesta HomeIsWhereTheShellIs',
    speed:
      'SnailRaceDay SnailSlowestWins DrawASnailIn10 SnailTrailMazeDash FasterThanASnail ShellSprint',
    music:
      'SnailPaceLofi SnailShellShaker SnailSlowJam AdagioAtSnailSpeed SlowedDownCover SpiralSerenade',
    art: 'SnailSpiralDoodle SnailPaperQuilling SnailMacroShot PaintedSnailRocks ClaySnailSquad FingerprintSnails',
    tech: 'SnailTimelapse SnailMailVsEmail SnailTerrariumCam WiFiSlowerThanASnail SnailBotRace MacroLensShowdown',
    gaming:
      'SnailSpiralMaze SnailBobSpeedrun SnailHopscotch PlayAsASnail TurboSnailRace SlowestWinsMode',
  },
  tractor: {
    dance:
      'TractorTwoStep TractorLineDance TractorHeelStomp GreenTractorGroove HayBaleHoedown JohnDeereJig',
    fitness:
      'TractorTireFlip TractorHayBaleCarry TractorSledPush HumanTractorPull FarmStrongCircuit HorsepowerHIIT',
    prank:
      'TractorBirthdayParade TractorGooglyEyes TractorSchoolPickup SurpriseTractorRide TractorPromposal HayBaleLoveNote',
    educational:
      'HowTractorsWork TractorTorqueMath TractorVsCombineQuiz WhyTractorWheelsDiffer HorseToHorsepower GuessThatFarmMachine',
    cooking:
      'BakeATractorCake TractorTireCookies BigTractorBreakfast ChocolateTractorTracks FarmhandFlapjacks HaystackTreats',
    travel:
      'TractorHayride FarmStayTractorRide VintageTractorRally TractorPullTailgate BackroadsByTractor CornfieldCruise',
    fashion:
      'TractorTruckerHat TractorFlannelLayers OutfitMatchesMyTractor PoseOnTheTractor OverallsOnlyWeek BarnToBrunchLook',
    wellness:
      'TractorSlowRide TractorSunsetDrive DawnTractorChores LifeAtTractorSpeed OpenSkyBreathing DirtRoadDaydream',
    speed:
      'PedalTractorDash ToyTractorRace TractorHitchTimer TractorHayBaleSprint HarvestHustle BeatTheStormClouds',
    music:
      'TractorEngineBeat TractorBanjoTune TractorRumbleBass BigGreenTractorCover EIEIORemix HayrideHarmonies',
    art: 'TractorTireTrackPrint RustyTractorPhoto TractorToyDiorama CardboardBoxTractor PaintTheOldDeere BarnyardSketchbook',
    tech: 'SelfDrivingTractorDemo ElectricTractorTest RCTractorBuild TractorEngineRestore FarmDroneVsTractor GPSPerfectRows',
    pet: 'DogVsToyTractor TractorCabSidekick PuppyInTractorWagon KittenNapsOnTractor TractorPetParade BarnCatForeman',
    gaming:
      'TractorPullLeaderboard MinecraftTractorBuild RCTractorObstacleRun TractorPlowingSpeedrun TractorTycoon HarvestMoonMarathon',
  },
  sunglasses: {
    dance:
      'SunglassesDropDance ShadesOnShuffle SunglassesMoonwalk DealWithItSunglasses SunniesSlowMoWalk FrameFlipFreestyle',
    fitness:
      'SunglassesSunriseRun SunglassesHikeSummit BeachWorkoutSunnies CycleInSunglasses SweatproofShades PoolsidePlankHold',
    funny:
      'SunglassesOnYourHead SunglassesIndoors ShadesOnEntrance IncognitoInSunglasses RaccoonTanLines CoolGuyWalkAway',
    prank:
      'SunglassesOnEverything SunglassesSwitcheroo ShadesOnFamilyPhotos GooglyEyeSunglasses SunniesOnTheSnowman DealWithItDad',
    educational:
      'PolarizedShadesTest SunglassesLensTints SunglassesEclipseMyth HowSunglassesBlockUV WhyPilotsWearAviators SquintScience',
    cooking:
      'SunglassesSugarCookies SunglassesCakePops MelonSunglassesSnack CoolShadesLemonade PretzelSunglasses SunniesSideUp',
    travel:
      'SunglassesRoadTrip ShadesOnCityWalk SunglassesDesertSunset SouvenirSunniesHunt PalmSpringsPoseOff GoggleTanGetaway',
    wellness:
      'SunglassesSunshineWalk SunglassesHammockNap ShadesOnPatioPause ReadingInSunnies VitaminDDate SquintFreeSunday',
    speed:
      'ShadesOnInOneSecond SunglassesBagDigDash FastestSunglassesFlip FindTheSunniesTimer SmudgeFreeSprint TryOnTenPairsFast',
    music:
      'SunglassesAtNightCover SunglassesBeatDrop SunglassesDJSet ShadesOnRetroSynth WalkingOnSunshine AviatorAirGuitar',
    art: 'ShadesSelfPortrait ReflectionInSunglasses RhinestoneSunnies SunglassesGlowUp LensSunsetPainting MirroredSelfieArt',
    tech: 'ShadesDropTransition SunglassesCameraPOV SmartSunglassesTest PolarizedScreenTrick SunniesWithSubtitles AIGlassesDayOne',
    pet: 'ShadesOnDogWalk PetInSunglasses SunniesOnTheBunny KittyInSunglasses PuppyGogglesCarRide DealWithItDoggo',
    gaming:
      'SunglassesVictoryPose ShadesOnBossEntrance SunglassesPokerNight AvatarSunglassesDrip RareSunglassesDrop DealWithItEmote',
  },
  burger: {
    dance:
      'BurgerFlipDance BurgerStackShuffle BurgerBunBounce BackyardBurgerBoogie SmashBurgerStomp SpatulaSpin',
    fitness:
      'BurgerBurpees EarnYourBurger BurgerLayerLadder WalkOffTheBurger SmashBurgerSquats DoubleStackDeadlift',
    funny:
      'BurgerAdVsReality TooTallBurgerStruggle GrillDadBurgerTalk BurgerDriveThruMishear BurgerBiteStrategy NoPicklesPlease',
    prank:
      'DessertBurgerSurprise BurgerCakeReveal ServeATinyBurger VeggieBurgerSwitch FakeFriesFrosting CrownedGrillMaster',
    educational:
      'BurgerOriginStory BurgerBunChemistry WhyBurgersSizzle WhyHamburgersArentHam BurgerSearScience MaillardMagic',
    travel:
      'BurgerCrawl BurgerRoadTrip DinerBurgerHop FoodTruckBurgerHunt BurgerPassport PattyPilgrimage',
    fashion:
      'BurgerPrintOutfit BurgerJointFitCheck CookoutBurgerApron BurgerEarrings CheeseburgerCouture FiftiesDinerFlair',
    wellness:
      'SavorYourBurger BurgerNightGratitude BurgerNoPhoneMeal BurgerPicnicPause OneBiteAtATime GrillAndChill',
    speed:
      'BurgerBuildRace BurgerFlipSpeedrun BurgerWrapDash SixtySecondBurger BeatTheLunchRush OrderUpCountdown',
    music:
      'BurgerSizzleBeat SpatulaBurgerDrums BurgerMenuRap CheeseburgerInParadise DriveThruDuet BunsAndBassline',
    art: 'BurgerDoodle ClayBurgerCraft BurgerPopArt KetchupPaintedBurger BurgerLayersCollage StackedStillLife',
    tech: 'SmartGrillBurger AIBurgerBuilder BurgerPressGadget BurgerFlipSlowMo RoboChefVsDad ThermalCamPatty',
    pet: 'PetBurgerCostume BurgerSqueakerFetch BurgerShapedCatBed CookoutBurgerBandana SliderSizedPup GrillSideSupervisor',
    gaming:
      'BurgerShopSim BurgerStackingGame BurgerTycoonRun DinerDashBurgerRush BurgerTimeHighScore OvercookedOrderUp',
  },
  bakery: {
    dance:
      'BakeryBaguetteBop CroissantBakerySway BakeryApronTwirl PatisserieBallet BakersDozenDance FlourPowerFlow',
    fitness:
      'BakeryRunClub FlourSackBakeryCarry BaguetteBakeryRelay EarnYourBakeryTreat CroissantCardio BunsOfSteel',
    funny:
      'BakeryCounterPanic BakeryBoxHalfGone ParkingLotPastry TheLastBakeryCroissant BakeryOneOfEach JustLookingIPromise',
    prank:
      'BakeryBoxSurprise BakeryTreatDoorstep BakersDozenGift BakeryNoteInTheBag PayItForwardPastry CupcakeCourier',
    educational:
      'HowCroissantsGetLayers BakeryYeastExperiment WhyBakeriesOpenEarly BakeryOvenSteamTrick BakersPercentageMath StarterScience',
    travel:
      'HiddenBakeryHunt ParisPatisserieWalk LisbonNataBakery OldestBakeryInTown CroissantCrawl PastryPassport',
    fashion:
      'BakeryDateFit DressLikeABaker PatisseriePastels CroissantBakeryCharm MacaronColorMatch BreadBasketBag',
    wellness:
      'BakerySlowMorning BakeryWindowSeatTea SunriseBakeryWalk JournalAtTheBakery KneadToUnwind ProofingPatience',
    speed:
      'BakeryOrderSpeedrun BakeryDonutGlazeDash BeatTheBakeryRush CroissantRollSprint BakersDozenBlitz KneadForSpeed',
    music:
      'BakeryOvenTimerBeat BakeryWhiskSymphony RollingPinBakeryDrums SerenadeTheBaker PatACakeRemix TheMuffinManCover',
    art: 'BakeryWindowSketch BakeryPastryStillLife BakeryChalkboardSign PaintABakeryFront ScoreYourSourdough CroissantClayMini',
    tech: 'BakeryProofTimelapse BakeryOvenCam BakeryMixerShowdown AIBakeryOrderBot SmartStarterJar RobotBaristaBaker',
    pet: 'DogBakeryVisit BakeryPupcakeParty BakeryCatGreeter PetBakeryTasteTest BarkeryTour DoggyDonutDay',
    gaming:
      'BakeryTycoonRun CookieClickerBakery PapasBakeriaShift SimsBakeryBuild OvercookedBakerMode SoggyBottomSpeedrun',
  },
  island: {
    dance:
      'IslandLimboLine IslandHulaStep DesertIslandGroove IslandTimeSlowDance CoconutConga PalmTreeTwist',
    fitness:
      'IslandSandSprints IslandSwimToTheBuoy IslandHikeToSummit IslandPaddleCircuit CastawayCardio CoconutCurls',
    funny:
      'DesertIslandPicks IslandCrabStandoff IslandWilsonVolleyball IslandTimeExcuses StrandedWithMyFamily SOSInTheSand',
    prank:
      'IslandTreasureMapHunt MessageInABottleIsland IslandSurpriseTrip LivingRoomIsland AlohaAmbush CoconutPhoneCall',
    educational:
      'HowIslandsForm IslandEndemicSpecies CoralIslandAtolls IsAustraliaAnIsland BiggestIslandsRanked DarwinsFinchFiles',
    cooking:
      'DesertIslandDinner IslandPokeBowl TropicalIslandSmoothie IslandPineappleRice CastawayCookout CoconutShellSundae',
    fashion:
      'IslandFitCheck TropicalIslandPrint IslandHoppingCapsule IslandLinenLayers OneSarongTenWays ResortWearRunway',
    wellness:
      'IslandTimeReset IslandOceanBreathing IslandDigitalDetox DesertIslandDaydream NoManIsAnIsland HammockHour',
    speed:
      'IslandSandcastleRace IslandKayakDash CoconutIslandRelay IslandHopSpeedrun BeatTheTide SeashellSprint',
    music:
      'IslandUkuleleJam IslandSteelDrum IslandReggaeCover DesertIslandSongs SingLikeMoana CoconutShellBongos',
    art: 'IslandSunsetPainting DriftwoodIslandCraft SeaGlassIslandMosaic DrawYourDreamIsland TreasureMapMaking ShellSculptureShore',
    tech: 'IslandDroneShots IslandSolarSetup IslandOffGridTech StarlinkOnAnIsland CastawayChargerTest UnderwaterPhoneDare',
    pet: 'IslandDogBeach IslandPuppyPaddle IslandKittenHammock PirateParrotIsland TurtleIslandHideout AlohaPupLuau',
    gaming:
      'AnimalCrossingIsland IslandSurvivalRun IslandHopperCampaign ShipwreckIslandEscape FiveStarIslandRating CatanGameNight',
  },
  lawyer: {
    dance:
      'LawyerCaseClosedDance LawyerBriefcaseShuffle LawyerCourtroomStrut LawyerVerdictSpin ObjectionBeatDrop AllRiseRoutine',
    fitness:
      'LawyerBriefcaseCurls LawyerFileBoxSquats LawyerCourthouseStairs AttorneyAtLunge CaseClosedCardio BillableBurpees',
    prank:
      'LawyerPizzaSubpoena CupcakeLawyerBriefcase LawyerConfettiCase SqueakyLawyerGavel ServedWithCookies VerdictYoureAwesome',
    educational:
      'LawyerLatinPhrases LawyerReadFinePrint MockTrialWithALawyer AskAnAttorneyAnything HowCourtsWork LegaleseDecoded',
    cooking:
      'LawyerBriefcaseBento LawyerLateNightNoodles LawyerCaseForPizza LawyerPowerLunch LegalPadPancakes GavelCookieVerdict',
    travel:
      'LawyerCourthouseTour TheHagueLawyerTrip OldBaileyLawyerVisit LawyerWeekendEscape SupremeCourtSelfie LadyJusticeSpotting',
    fashion:
      'LawyerPowerBlazer TieKnotsForLawyers LawyerCourtToDinner LawyerPinstripeStyling DressForTheVerdict SuitUpLikeHarvey',
    wellness:
      'LawyerWalkAfterWork LawyerWeekendUnplug LawyerGratitudeBrief LawyerPhoneInADrawer RestMyCase NoBillableSunday',
    speed:
      'LawyerClosingIn30 FinePrintLawyerRace LawyerRebuttalBlitz LawyerTongueTwister ObjectionIn10 SpeedReadTheContract',
    music:
      'LawyerClosingRap LawyerBriefcaseDrum LawyerVerdictBallad AttorneyAcapella IFoughtTheLawCover OrderInTheCourtBeat',
    art: 'LawyerCourtroomSketch LawyerLegalPadDoodles LawyerScalesSculpture AttorneyCaricatures LadyJusticeClay ObjectionPopArt',
    tech: 'AIVsALawyer LawyerESignDemo LawyerDocumentScanHack LawyerDeskSetupTour GrillTheChatbot ReadTheFinePrintAI',
    pet: 'PetLawyerCostume LawyerCatAlibi LawyerDogInTie LawyerPupWitness KittenTrialForSocks PawsForTheDefense',
    gaming:
      'LawyerEvidenceBoard DetectiveLawyerRun LawyerDebateShowdown AceAttorneySpeedrun ObjectionOnlyRound PhoenixWrightMarathon',
  },
  summer: {
    dance:
      'SummerAnthemDance SummerBeachShuffle SummerFlipFlopHop IceCreamSummerBop CruelSummerChoreo PoolNoodleBoogie',
    fitness:
      'SummerBootCamp SunriseSummerSwim SummerParkPullUps SummerHikeStreak PopsiclePlankOff SandDuneSprints',
    prank:
      'SummerSprinklerAmbush WaterBalloonSummerWar SummerChalkMessage SummerFrozenTShirt IceCreamTruckJingle PopsicleSurpriseDrop',
    educational:
      'WhySummerIsHot SummerSolsticeFacts SummerFireflyCount HowSummerStormsForm IsEarthCloserInSummer CicadaSongScience',
    cooking:
      'SummerPopsicleLab SummerLemonadeStand SummerBerryShortcake PeachSummerCobbler SolarOvenSmores WatermelonCarveOff',
    travel:
      'SummerRoadTrip SummerBucketList HiddenSummerBeach SummerFestivalHop TownTouristSummer FindASwimmingHole',
    fashion:
      'SummerFitCheck SummerCapsuleWardrobe SunHatSummerStyle OneSundressAllSummer LinenOrNothing FlipFlopFashionShow',
    wellness:
      'SummerSunsetRitual SummerSlowMorning BarefootSummerLawn SummerHammockRead GoldenHourGratitude FloatAndForget',
    speed:
      'SummerRelayRace SandcastleSummerSprint SummerTentPitchOff SummerBikeTimeTrial EatItBeforeItMelts CannonballCountdown',
    music:
      'SummerAnthemCover SummerUkuleleStrum SummerPorchConcert SongOfTheSummer BoysOfSummerRemix CampfireSingAlong',
    art: 'SummerSketchbook SummerChalkMural SummerSunPrints PressedSummerFlowers TieDyeTakeover PopsicleStickPalace',
    tech: 'WaterproofPhoneSummer SummerSolarCharger SummerDIYFanBuild UnderwaterSummerCam BeatTheHeatHack SmartCoolerShowdown',
    pet: 'SummerPoolPawty SummerFrozenTreats SummerSprinklerZoomies CatSummerSunbeam DogDaysOfSummer PupsicleTasteTest',
    gaming:
      'SummerGamingMarathon SummerCampTrivia SummerLANParty PorchSummerChess SteamSaleHaul PoolsideUnoShowdown',
  },
  'school bus': {
    dance:
      'SchoolBusStopDance SchoolBusSeatShuffle WheelsOnTheSchoolBus SchoolsOutBusBoogie YellowSchoolBusBop WiperArmsWiggle',
    fitness:
      'SchoolBusStopSquats WalkTheSchoolBusRoute SchoolBusLengthSprints SchoolBusCalfRaises BackpackBurpees RecessReps',
    prank:
      'SchoolBusDriverGift SchoolBusThankYouSigns SchoolBusStopBalloons SchoolBusCheerTunnel ConfettiAtTheCurb SillyHatCommute',
    educational:
      'WhySchoolBusIsYellow SchoolBusSafetyQuiz MapTheSchoolBusRoute SchoolBusBlindSpotTest SchoolBusHistoryMinute WhyNoSeatbelts',
    cooking:
      'BakeASchoolBusCake SchoolBusBentoBox GrahamCrackerSchoolBus SchoolBusSandwichArt LunchboxLegend YellowBusBrownies',
    travel:
      'SchoolBusTinyHomeTour SchoolBusCrossCountry SchoolFieldTripRedo CampInASchoolBus SkoolieAdventure VanLifeButBigger',
    fashion:
      'FirstDaySchoolBusFit SchoolBusBackpackCheck SchoolPictureOutfit TwistOnSchoolUniform SchoolBusRainBoots YellowIsTheNewBlack',
    wellness:
      'CalmSchoolBusRide SchoolBusBoxBreathing SchoolBusWindowGazing BigHugBeforeSchoolBus LunchboxLoveNote WaveUntilItsGone',
    speed:
      'BeatTheSchoolBus SchoolBusShoesOnDash PackForSchoolIn60 SchoolBusBraidSprint BedToBusStop BackpackBlitz',
    music:
      'WheelsOnTheBusRemix SchoolBusSingAlong SchoolBusBeatbox SchoolBusSeatDrumming SchoolsOutForSummer BusDriverBallad',
    art: 'CardboardSchoolBus ClaySchoolBus SchoolBusDriverCard BrickSchoolBusBuild YellowBusBlindDraw DreamSkoolieSketch',
    tech: 'SchoolBusTrackerApp ElectricSchoolBusTour AIPlansSchoolBusRoute RCSchoolBusBuild SkoolieSolarSetup BusStopCamAlert',
    pet: 'DogWaitsForSchoolBus SchoolBusCatLookout SchoolBusZoomies SchoolsOutPetReunion HearsTheBusFirst BusStopBestFriend',
    gaming:
      'SchoolBusRideBingo ISpyFromTheSchoolBus SchoolBus20Questions SpeedrunSchoolBusSim LicensePlateGame RockPaperScissorsRow',
  },
  'banana bread': {
    dance:
      'BananaBreadShuffle BananaBreadWhiskTwirl MashTheBananasDance SpatulaTwoStep GoingBananas PeelAndPirouette',
    fitness:
      'BananaBreadFuelRun BananaBreadOvenHIIT EarnYourBananaBread BananaBunchPress MixingBowlSquats BakeTimeBurpees',
    funny:
      'BananaBreadEra SpottyBananaRescue TooManyBananaBreads BrownBananaStandoff WhoAteTheLastSlice SunkenLoafSaga',
    prank:
      'BananaBreadForNeighbor DingDongBananaBread GooglyEyeBananas BananaBreadBouquet ZucchiniBreadSwitch SliceOfKindness',
    educational:
      'BananaBreadBakingSoda BananaBreadMaillard BananaBreadVsCake WhyBananasGoBrown SpotsMeanSweeter WhyTheMiddleSinks',
    travel:
      'BananaBreadRoadToHana BananaBreadCafeHunt BananaPlantationVisit BananaBreadPassport RoadsideFruitStand LoafLoversTour',
    fashion:
      'BananaBreadCozyKnit BananaYellowAccent BananaPrintShirt TopBananaFit FlourDustedDenim BrownSugarNeutrals',
    wellness:
      'BananaBreadBakeCalm BananaBreadJournal SlowSundayBananaBread BananaBreadForAFriend KitchenScentTherapy LoafAndLounge',
    speed:
      'BananaBreadMashRace OneBowlBananaBreadDash PeelThreeBananasFast BananaSplitSecond LoafPanRelay BeatTheOvenTimer',
    music:
      'BananaBreadJingle BananaBreadWhiskRhythm SingToTheBananaBread BananaphoneCover LoafiBeats MixingBowlBass',
    art: 'BananaBreadStillLife BananaPeelLettering SpottyBananaPainting ScoredBananaBreadTop WarholBanana CrumbShotArt',
    tech: 'BananaBreadRecipeAI BananaBreadSmartScale AirFryerBananaBread TimelapseBananaBread GrandmaVsTheAlgorithm OvenCamTest',
    pet: 'BananaBreadDogAlarm BananaBreadKittenWatch CatLoafVsBananaBread ParrotSaysBananaBread TopBananaPup SousChefSupervisor',
    gaming:
      'BananaBreadTycoon CookingMamaBananaBread MarioKartBananaDodge DonkeyKongBananaHunt TopBananaTourney BakeOffBracket',
  },
  raccoon: {
    dance:
      'RaccoonShuffle RaccoonSneakDance MidnightRaccoonBop RaccoonRummageRoutine TrashPandaTango TiptoePastTheBins',
    fitness:
      'RaccoonCrawl RaccoonSneakLunges MidnightRaccoonRun ClimbLikeARaccoon TrashPandaCircuit BinLidBurpees',
    funny:
      'RaccoonHandWashing RaccoonCottonCandyFail DoorbellCamRaccoon MidnightSnackRaccoonMe RaccoonNarratesMyDay MyInnerTrashPanda',
    prank:
      'RaccoonPlushInTheBin RaccoonLeftANote RaccoonPawprintTrail CookieJarRaccoon BlameTheTrashPanda MaskedBanditBreakfast',
    educational:
      'WhyRaccoonsWashFood RaccoonPuzzleBrains WhyRaccoonsHaveMasks RaccoonOrRedPanda HowSmartIsARaccoon UrbanWildlifeWatch',
    cooking:
      'RaccoonFaceCookies RaccoonMidnightNachos RaccoonTailSwissRoll RaccoonBanditBrownies TrashPandaSnackBoard LeftoverLootBowl',
    travel:
      'RaccoonRescueVisit TorontoRaccoonHunt CampsiteRaccoonWatch RaccoonCapitalQuest TrashPandaSafari NocturnalNatureWalk',
    fashion:
      'RaccoonStripedBeanie RaccoonTailScarf DressLikeARaccoon RaccoonChicFitCheck TrashPandaStreetwear SmokyEyeBandit',
    wellness:
      'RaccoonNapAllDay RaccoonHandCareRitual RaccoonDenCocoon FindYourInnerRaccoon TrashPandaDeclutter NightOwlUnwind',
    speed:
      'RaccoonTrashSortRace RaccoonPuzzleBoxTimer BinLidRaccoonLock BeatTheRaccoonCleanup ShinyThingSprint GrabAndGoBandit',
    music:
      'RaccoonChitterRemix RocketRaccoonMixtape RaccoonMidnightJam TrashCanRaccoonDrums BanditBeatbox SneakyTiptoeTheme',
    art: 'RaccoonFeltPlush PaintARaccoonMask RockPaintedRaccoon RaccoonInkDrawing TrashToTreasure MaskedBanditSketch',
    tech: 'RaccoonTrailCam RaccoonProofBinHack DoorbellRaccoonFootage NightVisionRaccoons OutsmartTheRaccoon MaskedIntruderAlert',
    gaming:
      'RaccoonStealthLevel SlyCooperRaccoon RocketRaccoonSquad UntitledRaccoonGame TanookiSuitSpeedrun TrashPandaTycoon',
  },
  meatball: {
    dance:
      'MeatballRollShuffle MeatballSpaghettiTwirl BounceLikeAMeatball MeatballMambo NonnaKitchenSway ThatsAmoreTwoStep',
    fitness:
      'MeatballMedBallSlams MeatballRewardRun EarnYourMeatballs HundredMeatballRolls NonnaBootcamp SaucePotSquats',
    funny:
      'NonnaMeatballCritique LastMeatballStandoff MeatballFallsOffFork MeatballSizeFails ItRolledOffTheTable SauceOnMyWhiteShirt',
    prank:
      'MeatballCupcakeSwap GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs FerreroRocherMeatballs SpaghettiCakeSurprise',
    educational:
      'WorldMeatballTour MeatballBindingScience WhyMeatballsBrown SwedishMeatballFacts EveryCountryHasOne PolpetteOrKofta',
    travel:
      'MeatballShopCrawl SwedishMeatballTrip LittleItalyMeatballs MeatballIkeaPilgrimage MeatballPassport TrattoriaTreasureHunt',
    fashion:
      'MeatballDinnerFit MeatballEarrings WhiteShirtMeatballDare MeatballChefApron ItalianSundayBest GinghamGlam',
    wellness:
      'MeatballSundayRitual MeatballFamilyTable NonnasMeatballMemories MeatballRollAndRelax SlowSimmerEvening MangiaMindfully',
    speed:
      'MeatballRollRace MeatballScoopSpeedrun ChopstickMeatballs MeatballStackIn60 SpaghettiTwirlSprint BeatNonnasTime',
    music:
      'MeatballOperaAria MeatballAccordionJam ThatsAmoreMeatballs MeatballSizzleBeat OnTopOfSpaghettiCover MammaMiaKaraoke',
    art: 'MeatballClayCharms MeatballStillLifePaint YarnSpaghettiMeatballs SketchAMeatballSub MeatballMiniatures SauceSplatterCanvas',
    tech: 'MeatballAirFryerTest MeatballScaleHack SousVideMeatballs SlowCookerMeatballs AIVsNonna ThermalCamSimmer',
    pet: 'PetNamedMeatball MeatballToyFetch MeatballPlushSquish KittenMeatballCurl PuppyEyesAtMeatballs RoundLikeAMeatball',
    gaming:
      'MeatballOvercookedRun MeatballPongToss MeatballBossLevel BowlingWithMeatballs MeatballRainSurvival SpaghettiCodeSpeedrun',
  },
  bucket: {
    dance:
      'BucketDrumDance MopAndBucketTwoStep BucketStompRoutine BucketHatShuffle BucketBrigadeBop JackAndJillJig',
    fitness:
      'BucketFarmerCarry SandBucketSquats WaterBucketLunges BucketBrigadeRelay FillTheBucketBurpees JackAndJillHillSprints',
    prank:
      'FakeWaterBucketToss BucketFullOfBalloons BucketOfRubberDucks BucketOfCompliments BucketOfBubbles PopcornPailSurprise',
    educational:
      'BucketSwingPhysics MeasureRainInABucket GuessTheBucketVolume ThreeHoleBucketTest PulleyPowerLab HowWellsWork',
    cooking:
      'PopcornBucketFlavors IceBucketMocktails BucketSandcastleCake ShrimpBoilBucket BucketListBites DirtPailDessert',
    travel:
      'SeashellBucketHunt TidePoolBucketWalk BucketAndSpadeDayOut BerryPickingBucket TickOffTheBucketList CrabbingPailTally',
    fashion:
      'BucketHatFiveWays BucketBagFitCheck BucketSplatterDenim PaintBucketColorMatch FestivalBucketLook PickFromThePail',
    wellness:
      'BucketFootSoak HerbGardenInABucket BucketListJournal FillSomeonesBucket DumpYourWorryBucket GratitudePail',
    speed:
      'BucketTossRace TenBucketStackSprint SpoonToBucketIn60 LeakyBucketRelay FillThePailFast JackAndJillDash',
    music:
      'BucketBeatBattle BucketDrumCover UpcycledBucketBand HoleInMyBucketDuet SubwayBucketSolo PailPercussion',
    art: 'PaintedBucketPlanter BucketPourPainting SandBucketSculpture PendulumBucketArt BucketLanternGlow PollockWithAPail',
    tech: 'BucketPhoneSpeaker BucketAirCoolerBuild SmartBucketRainGauge SandFilterInABucket RoboBucketRace FiveGallonGadget',
    pet: 'CatInABucket BucketTreatShellGame PupBucketBath DogInABucketHat ToyBucketTreasureDig IfIFitsISits',
    gaming:
      'BucketPongTournament BucketTossLeaderboard BucketBowlingNight BucketStackingDuel KnockDownTheCans CarnivalPailShot',
  },
  restaurant: {
    dance:
      'RestaurantBoothBop RestaurantTrayTwirl RestaurantCongaLine RestaurantStaffShimmy WaiterWaltz TableForTwoStep',
    fitness:
      'WalkToTheRestaurant RestaurantTrayBalance RestaurantChairSquats RestaurantRushCardio PlateStackPlank WaiterWorkout',
    funny:
      'RestaurantOrderPanic RestaurantBillSplit FancyRestaurantVoice RestaurantMenuStareOff FoodCriticImpression EnjoyYourMealYouToo',
    prank:
      'HomeRestaurantSurprise RestaurantMenuForMom PayTheirRestaurantBill RestaurantBirthdayCrew BlindTastingNight ChefsKissReview',
    educational:
      'RestaurantTipMath RestaurantMenuTricks WorldsOldestRestaurant HowMichelinStarsWork RestaurantKitchenLingo YesChefExplained',
    travel:
      'OldestRestaurantInCity RooftopRestaurantHunt NoReviewsRestaurantTry RestaurantPassport BestBiteInTown PointAtTheMenu',
    fashion:
      'RestaurantSmartCasual RestaurantBrunchOutfit FancyRestaurantLook RestaurantGlamUp DateNightFitCheck DressCodeDecoded',
    wellness:
      'RestaurantSoloDate PhonesAwayRestaurant RestaurantThankTheCook RestaurantTipItForward MindfulFirstBite SavorEveryCourse',
    speed:
      'RestaurantOrderIn10 RestaurantCutleryRoll SetARestaurantTable RestaurantMenuMemory PlateUpInSixty DinnerRushDash',
    music:
      'RestaurantBirthdaySong RestaurantCutleryDrums RestaurantKitchenBeat ViolinAtTheRestaurant SerenadeYourServer PotsAndPansJam',
    art: 'RestaurantPlateArt RestaurantMiniDiorama DrawADreamRestaurant RestaurantMenuRedesign NapkinSketch ChalkboardSpecials',
    tech: 'RestaurantRobotWaiter AIPicksMyRestaurant AppVsRestaurantPrice RestaurantPagerBuzz TabletOrderShowdown DeliveryDroneDinner',
    pet: 'PetRestaurantAtHome RestaurantDogPatioDate PupFriendlyRestaurant RestaurantGoodBoyTest TreatTastingMenu YappyHourOuting',
    gaming:
      'RestaurantTycoonRun RestaurantRobloxShift OvercookedRestaurant RestaurantRushHour ChefGameSpeedrun DinerDashDuel',
  },
  'new york': {
    dance:
      'NYCStreetDance NewYorkBroadwayMoves NewYorkVoguing StrutLikeANewYorker TimesSquareShuffle RockettesKickLine',
    fitness:
      'WalkLikeANewYorker NewYorkBridgeJog NewYorkStoopStepUps NYCFiveBoroughRun CentralParkLoop SubwayStairsSprint',
    funny:
      'NYCPigeonNarration NewYorkWalkingSpeed TinyNewYorkApartment NewYorkTouristVsLocal BodegaOrderLingo ImWalkinHere',
    prank:
      'SurpriseNYCTripReveal NewYorkBagelDoorDrop NewYorkSubwayKindNotes NewYorkBroadwayTickets ManhattanMysteryBox SliceOnTheDoorstep',
    educational:
      'OldNameOfNewYork NewYorkBoroughsQuiz NewYorkEllisIsland ManhattanGridPlan StatueOfLibertyFacts WhyTheBigApple',
    cooking:
      'NewYorkBagelBake NewYorkPizzaFold NewYorkCheesecake BlackAndWhiteCookieNYC BodegaChoppedCheese DollarSliceDupe',
    fashion:
      'NewYorkStreetStyle NewYorkFitCheck ThriftHaulInNYC ManhattanMinimalist BroadwayNightOutfit UptownDowntownLook',
    wellness:
      'NewYorkSlowSunday NewYorkRooftopSunset NewYorkQuietCorners HighLineStrollNYC CentralParkCalm BreatheInTheBigApple',
    speed:
      'SeeNewYorkInOneDay NewYorkMinuteChallenge NewYorkFiveBoroughDash SubwaySpeedrunNYC TaxiHailShowdown CrosswalkCountdown',
    music:
      'NewYorkSubwayBeat NewYorkStateOfMindDuet BuskLikeANewYorker NYCTaxiHornRemix StartSpreadingTheNews BroadwayBeltOff',
    art: 'NYCSkylineSketch NewYorkRooftopPainting DrawANewYorkBrownstone NewYorkSubwayMapArt FireEscapeSketchbook HumansOfMyBlock',
    tech: 'NYCTransitAppHack AIPlansMyNewYorkDay MetroCardVsOMNY NewYorkNightModePhotos ManhattanhengeShot TimesSquareHyperlapse',
    pet: 'NewYorkApartmentPup NewYorkWindowKitty BodegaCatsOfNYC NewYorkPetStrut CentralParkFetch SubwayBagDog',
    gaming:
      'NewYorkSpiderManSwing NewYorkTicketToRide GuessTheNYCStreet NewYorkTriviaNight GeoGuessrManhattan TimesSquareBingo',
  },
  lumberjack: {
    dance:
      'LumberjackJig LumberjackStomp FlannelLumberjackStep LogRollLumberjack TimberTwist PlaidPartyPolka',
    funny:
      'LumberjackBeardCheck TinyTreeLumberjack AllPlaidLumberjack LumberjackTimberYell ImALumberjackAndImOK FlannelDadEnergy',
    prank:
      'LumberjackPancakes FlannelLumberjackSwap LumberjackFirewoodGift FakeBeardLumberjack PlaidAttack TimberWakeUp',
    educational:
      'HowLumberjacksWork LumberjackTreeRings LumberjackReplanting WhyLumberjackPlaid WhyWeYellTimber PaulBunyanFactCheck',
    cooking:
      'FlapjackLumberjack LumberjackLogCake LumberjackSkilletHash ChiliForLumberjacks CabinCastIronCookies TimberTrailMix',
    travel:
      'LumberjackShowTrip LumberjackCabinStay LumberjackRedwoodVisit KetchikanLumberjacks PaulBunyanStatueHunt TimberTownTour',
    fashion:
      'LumberjackSuspenders CityLumberjackStyle DressLikeALumberjack LumberjackBeanieLook FlannelFriday PlaidHeadToToe',
    wellness:
      'LumberjackCabinRetreat LumberjackForestWalk LumberjackFireside LumberjackTreeHug ChopWoodCarryWater CracklingFireCalm',
    speed:
      'LumberjackStackRace LogRollLumberjackDash LumberjackKindlingSort BeatTheLumberjack TimberSprint PancakeFlipFrenzy',
    music:
      'LumberjackStompBeat LumberjackFiddleReel LogDrumLumberjack SingLikeALumberjack TimberCover FlannelFolkJam',
    art: 'LumberjackWoodCarving LogSliceLumberjackArt LumberjackPyrography PaintAPlaidLumberjack WhittleAWoodlandFriend TreeRingPortrait',
    tech: 'LumberjackGadgetTest LumberjackTreeIDApp SmartLumberjackCabin LumberjackDroneSurvey PlaidFilterFaceSwap OffGridPowerHack',
    pet: 'PetLumberjackFlannel LumberjackDogPose LumberjackPlaidBandana LumberjackCatTreeBuild TimberWolfPup StickFetchChampion',
    gaming:
      'LumberjackSimRun TimberLumberjackScore LumberjackTycoon TetrisLumberjackLogs ChopTillYouDrop PunchTheTreeMinecraft',
  },
  baby: {
    dance:
      'BabyCarrierTwoStep BabyBopsToTheBeat BabyBounceGroove BabySharkChoreo DiaperChangeShimmy RockAByeRoutine',
    fitness:
      'BabyCarrierSquats BabyPeekabooPlank BabyBenchPress BabyWeightedLunges TummyTimePushups StrollerStrides',
    prank:
      'BabyFaceFilterCall BabyMonitorSerenade GrandmaMeetsTheBaby BabyPhotoLookalike TinyShoesAnnouncement BunInTheOvenReveal',
    educational:
      'BabySignLanguage HowBabiesSee WhyBabiesGiggle WhatNewbornsCanHear BabiesHave300Bones PeekabooPsychology',
    cooking:
      'HomemadeBabyFood BabyPureeRainbow BabyShowerCupcakes BabyLedWeaningFeast TeethingBiscuitBake SmashCakeSession',
    travel:
      'BabysFirstTrip TravelingWithBaby BabyPassportPhoto BabyFriendlyCafeHunt StrollerParkTour NapOnTheGo',
    fashion:
      'BabyFitCheck MatchingWithBaby BabyOnesieRunway SundayBestForBaby BabyHatFashionShow TinyTrendsetter',
    wellness:
      'BabyBedtimeRoutine BabyMassageMinute BabyCuddleHour CalmBabyBathTime LullabyWindDown NewbornSnuggleSunday',
    speed:
      'BabyBottleRace BabyOnesieSnapSprint FindTheMissingBabySock BabyProofBlitz PitStopDiaperChange StrollerFoldDash',
    music:
      'BabySharkMetalCover BabyGiggleRemix BabyBabbleDuet PotsAndPansBabyBand RattleAndRoll LullabyLoFi',
    art: 'BabyFootprintArt BabyNurseryMural BabyScribbleCollab SketchTheSleepingBaby MessFreeFingerPaint MilestoneMonthPhotos',
    tech: 'BabyMonitorSetup AIAgesBabyPhoto BabyWhiteNoiseShowdown SmartNurseryTour BabyFirstFaceTime CryTranslatorApp',
    pet: 'PetMeetsTheBaby BabyAndPupNaptime BabyLaughsAtTheDog CatInspectsBabyGear KittyJoinsTummyTime FurryBigSibling',
    gaming:
      'BabyPicksTheGame BeatItBeforeBabyWakes BabyShowerBingo GuessTheBabyPhoto NightFeedSpeedrun ControllerInOneHand',
  },
  traffic: {
    dance:
      'TrafficLightFreeze TrafficCopMoves TrafficConeChoreo TrafficJamSeatDance GridlockGroove BlinkerBounce',
    fitness:
      'TrafficJamCalfRaises TrafficConeDrills StopGoTrafficSprints BikePastTheTraffic RedLightBurpees GridlockGlutes',
    prank:
      'ToyCarTrafficJam TrafficReportWakeUp TrafficSignBedroomDoor HallwayTrafficCop ConeZoneDesk YieldToTheBirthdayKid',
    educational:
      'HowTrafficLightsWork WhyTrafficJamsHappen PhantomTrafficWaves ZipperMergeTraffic WhyRoundaboutsWin SignShapesDecoded',
    cooking:
      'TrafficLightCookies TrafficConeCupcakes TrafficSignalPeppers StuckInTrafficLunch GridlockGranola StopAndGoSmoothie',
    travel:
      'BeatTheTrafficRoadTrip TrafficFreeScenicRoute NoTrafficWalkingCity WorstTrafficOnEarth TakeTheLongWay FerryOverFreeway',
    fashion:
      'TrafficLightOutfit TrafficConeOrangeFit TrafficColorBlocking HiVisTrafficStreetwear RedAmberGreenLook CrosswalkStripes',
    wellness:
      'TrafficJamCalm TrafficKindnessWave RedLightTrafficBreath LetSomeoneInTraffic RoadRageRehab HonkLessHumMore',
    speed:
      'TrafficConeSlalom TrafficJamPuzzleRace TrafficLightReaction UnblockTheTrafficGrid NameThatSignFast RushHourRoundup',
    music:
      'TrafficJamSingAlong CityTrafficRemix TrafficReportRap RushHourTrafficBlues BlinkerBPM HornSectionHonkOff',
    art: 'TrafficLightTrails TrafficSignRedesign TrafficConeSculpture ToyCarTrafficMap PaintTheGridlock RoadTripCollage',
    tech: 'TrafficCounterBuild SmartTrafficLights TrafficTimelapseCam NavVoiceInTraffic WazeVsMapsRace AIFixesGridlock',
    pet: 'DogWatchesTheTraffic PetSeatbeltInTraffic CatCountsTraffic ParrotHonksInTraffic BackseatDriverPup HeadOutTheWindow',
    gaming:
      'TrafficJamPuzzle CitiesSkylinesTraffic TrafficCarColorBingo MiniMotorwaysTraffic CrossyRoadHighScore FroggerSpeedrun',
  },
  bag: {
    dance:
      'ToteBagTwirl BagOverShoulderStrut SlingBagSlide PurseSwingGroove HandbagHustle ClutchTheBeat',
    fitness:
      'GroceryBagCurls OneTripAllTheBags ToteBagLunges PursePress DuffelBagSquats BackpackRuckWalk',
    funny:
      'BagStashUnderTheSink BottomlessBagSearch WhatsInMyBagHonestly MomPurseSurvivalKit LostKeysInMyHandbag ReceiptConfetti',
    prank:
      'SurpriseNoteInTheirBag ToteFullOfBalloons PurseOfGooglyEyes BagOfRubberDucks BackpackPlushStowaway SneakySnackStash',
    educational:
      'HowHandbagsAreMade ToteBagVsPlastic BagStrapPhysics SpotAFakeDesignerBag WhyPursesHaveFeet PackingTetrisMath',
    cooking:
      'HandbagCake PaperBagPopcorn BagMarinadeShake OmeletteInABag PipingBagCookies BrownBagGlowUp',
    travel:
      'OneBagTravel ToteBagMarketTrip SouvenirBagEveryCity DuffelBagWeekender CarryOnOnly PersonalItemPuzzle',
    wellness:
      'BagCleanOutReset SelfCareBagEssentials ToteBagPicnicDay GratitudeNoteInMyBag EmotionalBaggageDrop PurseOfCalm',
    speed:
      'FindItInMyBagTimer BagPackingRace ToteBagRelay GroceryBagLoadDash PurseDumpAndRepack BagItBeatIt',
    music:
      'PaperBagDrumBeat BagpipeFirstTry BagCrinkleSoundscape PurseShakerJam ChipBagASMR ToteBagTambourine',
    art: 'ToteBagPainting PaperBagPuppets CrochetMarketBag JeansIntoABag EmbroideredBagGlowUp ToteallyHandmade',
    tech: 'WhatsInMyTechBag AirTagInMyBagTest BagCableOrganizer LightUpHandbagDIY ChargerInEveryBag SolarPanelBackpack',
    pet: 'CatOutOfTheBag WhatsInMyPetsBag BagDogWalkEssentials CarrierBagFitCheck BunnyTunnelSack PursePupPrincess',
    gaming:
      'WhatsInMyDiceBag BagTetrisPacking BagOfHoldingCraft BagInventoryCheck SwitchBagLoadout CornholeChampion',
  },
  robot: {
    dance:
      'DoTheRobot RobotPopAndLock BeepBoopRobotShuffle GlitchLikeARobot BattleOfTheBots MechanicalMoonwalk',
    fitness:
      'RobotArmCircles RobotWalkLunges BeepBoopRobotBurpees MarchLikeARobot CyborgCircuit BotBootcamp',
    funny:
      'RobotAtTheDinnerTable RobotTriesToBlend MorningAsARobot IAmNotARobot DadInRobotMode RobotVoiceNarration',
    prank:
      'RobotWakeUpCall RobotDeliversBreakfast CardboardBotReveal GooglyEyesOnTheRobot RoombaRibbonRide BeepBoopBirthday',
    educational:
      'HowRobotsWork RoboticsForBeginners BuildABotBasics AsimovRobotLaws WhyRobotsFallOver TeachARobotToSee',
    cooking:
      'RobotChefChallenge RobotCakeBuild RobotCookieCutters BeepBoopRobotBento NutsAndBoltsSnackMix MotherboardBrownies',
    travel:
      'RobotCompetitionTrip RobotMuseumTour RobotHotelTokyo SpotARobotInTheWild ServedByABot GundamStatueQuest',
    fashion:
      'RobotChromeAccessories RobotSilverSneakers MetallicRobotLook CardboardBotCosplay CyberpunkFitCheck TinManTailoring',
    wellness:
      'RobotModeOff RobotBreathingCoach RobotRechargeNap LessRobotMoreHuman UnplugToReboot LowPowerSunday',
    speed:
      'RobotMazeRace RobotLineFollowerDash OutrunTheRoomba OutpaceARobotDog BeatTheBot CaptchaSpeedrun',
    music:
      'RobotVoiceCover RobotBeatbox RobotSynthSolo DaftPunkRobotJam DomoArigatoSingAlong VocoderVocals',
    art: 'RobotDrawingMachine RobotScrapSculpture CardboardRobotArt TinCanRobotFriend BristleBotScribbles DoodleADroid',
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy PetMeetsRobotDog RoombaRodeo BeepBoopBarkOff',
    gaming:
      'RobotBossFight RobotSumoTourney RobotPortalPuzzle MegaManRobotMasters BattleBotsAtHome RoboRallyGameNight',
  },
  sunset: {
    dance:
      'SunsetSilhouetteDance SunsetBeachSway TwirlIntoTheSunset SunsetSalsa GoldenHourGroove LastLightLimbo',
    fitness:
      'RaceTheSunset SunsetStairLaps SunsetPaddleboard BikeRideAtSunset SunSaluteAtSunset GoldenHourHIIT',
    funny:
      'SunsetSelfieFails SunsetMissedByMinutes SunsetSeagullInterrupt DadNarratesTheSunset FiftyPhotosOneSunset ClappingForTheSun',
    prank:
      'SunsetPicnicSurprise SunsetBlindfoldWalk ChalkMessageAtSunset SunsetBalconyDinner SunsetSerenadeAmbush TurnAroundAndLook',
    educational:
      'WhySunsetsAreOrange SunsetLightScattering BlueSunsetsOnMars SunsetTimeByLatitude GreenFlashHunt TwilightZoneScience',
    cooking:
      'SunsetLayeredMocktail SunsetSmoothieBowl SunsetCitrusSorbet SkewersAtSunset GoldenHourGlaze OmbrePancakeStack',
    fashion:
      'SunsetToneFit SunsetDinnerLook OmbreDressAtSunset MatchTheSunsetColors GoldenHourGlow CoralAndAmberCheck',
    wellness:
      'SunsetGratitude SunsetPhoneDown StretchAtSunset OneSunsetADay GoldenHourWalk WatchItTillItsGone',
    speed:
      'SunsetSummitSprint SunsetCountdownSketch BeatTheSunsetHome SunsetChaseRace GoldenHourPhotoDash LastLightLap',
    music:
      'SunsetUkuleleSession SunsetSaxSolo SerenadeTheSunset SunsetLoFiBeat HereComesTheSunCover SundownStrum',
    art: 'PaintTodaysSunset SunsetSilhouettePhoto SunsetOilPastel TornPaperSunset GoldenHourWatercolor SkyOnFireSketch',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack SunsetSmartBulbScene RateTheSunsetWithAI NoFilterNeeded DroneAboveTheClouds',
    pet: 'SunsetPetSilhouette SunsetWalkWithDog SunsetBeachZoomies KittenWatchesTheSunset PuppyFetchAtSunset GoldenRetrieverHour',
    gaming:
      'SunsetPhotoMode SunsetRacingLap StardewSunsetFishing RideOffIntoTheSunset OutRunSunsetDrive GoldenHourScreenshot',
  },
  cycling: {
    dance:
      'BikeBellBoogie CyclingToTheBeat CyclingKitStrut ParkedBicycleTwoStep TandemTango HandlebarHustle',
    funny:
      'CyclingTanLines CyclingHelmetHair CyclingVsHeadwind UphillCyclistFaces ClipOutFail DadsFirstSpinClass',
    prank:
      'BikeBasketSurprise CyclingSpokeBeads GooglyEyeCyclingHelmet BalloonsOnTheirBicycle HandlebarStreamers SaddleCoverSwap',
    educational:
      'HowBikesBalance CyclingAerodynamics WhoInventedTheBicycle CyclingGearsDecoded HowToFixAFlat WhyPelotonsDraft',
    cooking:
      'SmoothieBlenderBike CyclingRiceCakes CyclingEnergyBars TourDeFranceMenu MusetteSnackPack CroissantAfterTheClimb',
    travel:
      'CyclingCoastRoute CyclingMountainPass BikeTrailRoadTrip AmsterdamByBicycle AlpeDHuezAttempt CanalSideCruise',
    fashion:
      'CyclingSockHeight BikeHelmetDecor RetroCyclingCap OfficeToBicycleOutfit PedalToBrunchFit PelotonPastels',
    wellness:
      'SlowBikeSunday CyclingSunsetRide CyclingGratitudeMiles BicycleCommuteCalm PhoneFreePedal FreewheelFeeling',
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial KidsBalanceBikeDash BeatTheBusOnTwoWheels KOMHunt',
    music:
      'BicycleRaceQueenCover CyclingBellSymphony CyclingFreewheelASMR BikeSpokeBeat PedalToTheMetal BuiltForTwoSingAlong',
    art: 'TireTrackBikePainting CyclingPosterPrint CyclingChainStamps DrawYourBicycle StravaArtAttack SpokeWheelWeaving',
    tech: 'EBikeVsLegs CyclingZwiftSetup CyclingRadarLight CyclingSmartTrainer GPSArtByBicycle CycleComputerShowdown',
    pet: 'DogBikeTrailer CyclingPupCarrier CatRidesOnMyBicycle HamsterWheelCyclist ETPhoneHomeBasket WindInTheirEars',
    gaming:
      'CyclingMarioKartIRL CyclingSegmentHunt ExciteBikeHighScore PokemonBicycleRide PaperboyRedo ZwiftRaceNight',
  },
  mirror: {
    dance:
      'MirrorMeDanceOff MirrorTwinChoreo MirrorSyncChallenge BeMyMirrorRoutine ManInTheMirrorMoves LeftIsRightShuffle',
    fitness:
      'MirrorFormFix MirrorSquatDepth MirrorPlankFaceOff ShadowBoxTheMirror FlexCheckFriday ReflectAndRep',
    funny:
      'MirrorMorningFaces MirrorPepTalkFail MirrorComebackPractice BathroomMirrorSpeech WhosTheFairestRoast ArguingWithMyMirror',
    educational:
      'HowMirrorsWork MirrorPeriscopeBuild DoMirrorsFlipLeftRight KaleidoscopeMirrors TwoMirrorsInfinity DaVinciMirrorWriting',
    cooking:
      'MirrorGlazeCake MirrorImagePlating MirrorFinishMacarons ChocolateMirrorDonuts SeeYourselfInDessert GlossBoss',
    travel:
      'MirrorMazeVisit FindAMirrorLake SaltFlatMirrorShot ChicagoBeanMirror InfinityRoomQuest PuddleReflectionWalk',
    fashion:
      'MirrorFitCheck MirrorSelfiePoses MirrorTwinningLook ElevatorMirrorStyle MetallicMirrorShine DressingRoomDrama',
    wellness:
      'MirrorAffirmations MirrorSmilePractice MirrorGratitudeChat SelfLoveInTheMirror TalkToYourselfKindly ReflectOnThis',
    speed:
      'MirrorWritingRace MirrorMakeupBlitz EscapeTheMirrorMaze MirrorTracingTimer BackwardsAlphabetDash StarTraceSprint',
    music:
      'MirrorKaraoke MirrorHarmonyDuet HairbrushMicInMirror ManInTheMirrorVocal AirGuitarInTheMirror SingToYourReflection',
    art: 'MirrorSelfPortrait MirrorMosaic MirrorFrameMakeover PaintOnAnOldMirror RorschachRemix DiscoBallFromScratch',
    tech: 'MagicMirrorOnTheWall MirrorSelfieCamSetup MirrorTeleprompter InfinityMirrorDIY RingLightShowdown OneWayGlassScience',
    pet: 'MirrorKittenDoubleTake MirrorParrotChat DogMeetsMirror CatVsTheMirror WhoIsThatGoodBoy NewFriendInTheGlass',
    gaming:
      'MirrorModeRun MirrorSimonSays LaserMirrorMaze MarioKartMirrorCup ReflectionPuzzleRush CopycatShowdown',
  },
  'tie dye': {
    dance:
      'TieDyeTwirl TieDyeHippieShuffle SpiralSpinInTieDye GroovyTieDyeStep FarOutFreestyle WoodstockWiggle',
    fitness:
      'TieDyeTeamRun TieDyeYogaFlow WorkoutInTieDye FiveKInTieDye SweatTheRainbow GroovyGainz',
    funny:
      'TieDyeTheWholeWardrobe TieDyeDadPhase TieDyeRainbowHands BathtubAfterTieDye ExpectationVsTieDye BrownIsAColorToo',
    prank:
      'TieDyeSockSurprise TieDyePillowcaseSwap SecretTieDyeShirt MatchingTieDyeAmbush EveryoneInTieDye HippieDayWakeUp',
    educational:
      'HowTieDyeWorks TieDyeColorMixing TieDyeShiboriHistory NaturalTieDyePlants WhySodaAshMatters AvocadoPinkDye',
    cooking:
      'TieDyeCookies TieDyeBagels SwirlTieDyePancakes EasterEggsInTieDye TieDyeFrosting PsychedelicPopcorn',
    travel:
      'TieDyeRoadTrip TieDyeFestivalCamp TieDyeWoodstockVisit BaliBatikVsTieDye VanLifeInTieDye GroovyGetaway',
    fashion:
      'TieDyeHoodieFlip TieDyeSweatSet SpiralTieDyeStyle ReverseTieDyeDenim HeadToToeTieDye GroovyFitCheck',
    wellness:
      'MindfulTieDye TieDyeMoodColors SlowTieDyeFolding TieDyeDayOff UnplugAndCreate PeaceLoveAndDye',
    speed:
      'TieDyeRubberBandDash TieDyeTenShirtsIn30 FastestTieDyeFold SqueezeBottleTieDye SpiralInSixty RinseOutRace',
    music:
      'TieDyeToTheBeat TieDyeJamSession GratefulDeadTieDye PsychedelicTieDyeRiff GroovyKindOfLove HippieHymnSingAlong',
    tech: 'TieDyePhoneCase TieDyeWallpaper KeyboardSkinInTieDye DigitalTieDyePrint ProcreateTieDye RealOrRendered',
    pet: 'TieDyeBandanaPup TieDyeDogHoodie TieDyeKittenBlanket MatchingTieDyeWithPet GroovyGoodBoy PeaceLoveAndPaws',
    gaming:
      'TieDyeControllerSkin TieDyeTwisterRound TieDyeDiceSet MinecraftTieDyeBanner RainbowRoadTieDye GroovyGameNight',
  },
  dog: {
    dance:
      'DogLegWeaveRoutine CopyMyDogsMoves DogWalkStrut PawsUpTwoStep WhoLetTheDogsOut DoggoDiscoDuo',
    fitness:
      'DoggoSprintOff RunWithYourDog DogaYogaFlow TugOfWarWithYourDog MatchTheZoomies FetchAndFlex',
    funny:
      'IfMyDogCouldTalk DogGuiltyFace DogDramaticSigh DogHearsWalkies DogShamingConfessions ThatSideEyeThough',
    prank:
      'DogMagicTrick DogFakeThrow BallPitForTheDog DogSeesMeInDisguise DoggoDoppelganger WhereDidTheTreatGo',
    educational:
      'ReadDogBodyLanguage HowDogsSmell WhyTailsWag WhatColorsDogsSee DogYearsDebunked GuessThatBreed',
    cooking:
      'DogBirthdayCake FrozenPupsicles DogBiscuitCutouts DogRatesMyTreats DogLickMatArt BarkuterieBoard',
    travel:
      'DogsFirstBeach HikeWithYourDog DogCafeCrawl CitySniffSafari DoggoDestinations RoadTripWithRover',
    fashion:
      'DogOwnerTwinning DogRaincoatRunway PupFitCheck MatchMyDogsCollar DogHairDontCare BandanaGlowUp',
    wellness:
      'MindfulDogWalk DogCuddleBreak LetYourDogSniff WhatMyDogTaughtMe NapLikeYourDog PuppyTherapyHour',
    speed:
      'DogRecallDash BackyardDogAgility DogTricksIn10Seconds DogToyTidyRace SitStaySpeedrun ZoomiesTimeTrial',
    music:
      'DogHowlAlong DogPianoPaws SerenadeMyDog SqueakyToySymphony HoundDogCover BarkstreetBoys',
    art: 'DogPawPainting PaintYourDogBadly OneLineDogDrawing DogStudioPhotoshoot RenaissanceDogPortrait PawcassoMasterpiece',
    tech: 'DogCamWhileImOut DogTranslatorAppTest TalkingButtonsForDogs VideoCallMyDog SmartCollarShowdown AutoFetchMachine',
    gaming:
      'NintendogsIRL DogHideAndSeek DogSolvesPuzzleToy DogTrickHighScore DoggoShellGame FetchQuest',
  },
  goat: {
    dance: 'GoatHopDance BabyGoatBounce MountainGoatTwist GoatScreamDrop GOATMoves HoofItHoedown',
    fitness:
      'GoatYogaFlow GoatHillClimb BabyGoatJumpSquats MountainGoatStairs TrainLikeTheGOAT KidOnYourBackPlank',
    funny:
      'GoatScreamReaction BabyGoatParkour GoatsInPajamas WhoIsTheGoat GoatEatsMyHomework BleatItLikeMJ',
    prank:
      'GoatScreamRingtone GoatPlushSwap BabyGoatSurpriseVisit GoatCameoVideoCall GOATTrophyForDad BleatingAlarmClock',
    educational:
      'WhyGoatsClimb GoatPupilScience GoatFourStomachs WhyGoatsFaint GoatHornsVsAntlers TinCanMythBusted',
    cooking:
      'GoatMilkFudge BabyGoatCupcakes GoatFaceCookies GOATGrilledCheese GoatYogurtParfait WhippedChevreDip',
    travel:
      'GoatFarmVisit MountainGoatSpotting GoatsInTreesMorocco AlpineGoatPasture HikeWithAGoat GoatYogaRetreat',
    fashion:
      'GoatHornHeadband BabyGoatPajamas GoatCashmereLayers BarnGoatOveralls GOATFitCheck BarnyardChic',
    wellness:
      'GoatYogaClass GoatCuddleTherapy BabyGoatSnuggles SunriseWithTheGoats BeTheCalmestGoat GrazeDontRush',
    speed:
      'GoatObstacleRace BabyGoatZoomies GoatRoundupCountdown HayBaleGoatRelay GoatedSpeedrun CatchTheKid',
    music:
      'GoatScreamDuet BabyGoatChorus GoatBellJingle YodelToTheGoats LonelyGoatherdCover BleatDrop',
    art: 'GoatFarmSketch GoatClayFigure PaintAGoatPortrait LinoCutGoatPrint PicassoGoat KidPhotoshoot',
    tech: 'GoatBarnCam GoatGPSCollar GoatDroneHerding SmartGoatFeeder GoatsOnZoomCalls HoudiniGoatTracker',
    gaming:
      'GoatKingOfTheHill GoatSimulatorRun GoatHerdingGame FarmTycoonGoatBuild GoatedHighScore HeadbuttHeroes',
  },
  playground: {
    dance:
      'PlaygroundHopscotch PlaygroundClapRoutine PlaygroundSlideDrop PlaygroundFlashMob SwingSetGroove RecessRave',
    funny:
      'PlaygroundSlideStuck PlaygroundSeesawDuel DadOnThePlayground RecessPlaygroundDrama SandboxNegotiations AdultsOnTheSwings',
    prank:
      'PlaygroundTreasureHunt PlaygroundChalkMessage PlaygroundBubbleAmbush PlaygroundPicnicPop GooglyEyeSwingSet SlideIntoConfetti',
    educational:
      'PlaygroundPhysicsLab PlaygroundSeesawLevers PlaygroundRhymeOrigins OldPlaygroundGamesQuiz HowSwingsWork WhySlidesShockYou',
    cooking:
      'PlaygroundPicnic PlaygroundPopsicles GingerbreadPlayground PretzelPlayground SandboxDirtCups AntsOnALog',
    travel:
      'PlaygroundPassport BestPlaygroundInTown CastlePlaygroundQuest PlaygroundsOfTheWorld GiantSlideRoadTrip RateEverySwingSet',
    fashion:
      'PlaygroundFitCheck PlaygroundParentStyle CozyPlaygroundLayers PlaygroundSneakers KidsPickTheColors GrassStainProof',
    wellness:
      'PlaygroundInnerChild PlaygroundLaughBreak SunsetPlaygroundChat PhoneFreePlayground RecessForAdults SwingHighBreatheDeep',
    speed:
      'PlaygroundObstacleRace PlaygroundTagTimer FastestPlaygroundLap BeatThePlaygroundClock MonkeyBarDash FloorIsLavaSprint',
    music:
      'PlaygroundClapSongs PlaygroundSwingBeat PlaygroundChimeJam RecessPlaygroundRap SlideWhistleSolo MissMaryMackRemix',
    art: 'PlaygroundChalkArt PlaygroundRockPainting DreamPlaygroundDrawing TinyPlaygroundModel PopsiclePlayground SwingSetSilhouette',
    tech: 'PlaygroundSlowMo PlaygroundGeocacheHunt ARPlaygroundBuilder GoProPlaygroundPOV RadarGunTheSlide SwingPhysicsApp',
    pet: 'DogAgilityPlayground PlaygroundForTheCat HamsterPlaygroundBuild GuineaPigPlayground PuppyParkourPark BunnyHopscotch',
    gaming:
      'PlaygroundHideAndSeek PlaygroundPokestopSpin MinecraftPlayground FreezeTagPlayground FloorIsLavaRun SharksAndMinnows',
  },
  dishes: {
    dance:
      'DoTheDishesDance DishesTowelTwirl DishesBubbleBop DishesDuetShuffle SinkSideSalsa RubberGloveBoogie',
    fitness:
      'DishesCalfRaises DishesOneLegBalance SquatsWhileDishesSoak PutAwayDishesLunges SudsAndSweat PlatePressReps',
    funny:
      'WhoLeftTheDishes DishesJengaTower RockPaperDishes DodgeTheDishes DishesSportscast ItsSoakingDontWorry',
    prank:
      'SecretDishesDone DishesFairyVisit DishesGooglyEyeMugs FakeDishesPileUp SinkIsMagicallyEmpty SparklingKitchenReveal',
    educational:
      'HandVsMachineDishes WhyDishesGetSpotty DishesGreaseExperiment PepperSoapDishesTrick DoesPreRinsingMatter SpongeGermCount',
    cooking:
      'OnePanNoDishes ThreeDishesMax TrayBakeFewerDishes MugCakeNoDishes OneBowlWonder PotToPlateDinner',
    travel:
      'DishesWithAView VanLifeDishes HostelDishesDuty TinyGalleyDishes LeaveNoTraceDishes CampStoveCleanup',
    fashion:
      'DishesApronFitCheck StatementDishesGloves DishesHeadscarfTie DressUpForTheDishes SuitUpToScrub PearlsAtTheSink',
    wellness:
      'MindfulDishes DishesSlowBreaths DishesWindowDaydream PhoneFreeDishes SudsAndSerenity WashYourWorriesAway',
    music:
      'DishesWaterGlassMelody DishesSpongeMicBallad KitchenSinkDishesBeat PotsAndPansDishesJam WhistleWhileYouWash SoapySingAlong',
    art: 'PaintYourOwnDishes DishesBubblePrints DishesMosaicUpcycle SketchTheDishesPile SinkfulStillLife DrawingOnPlates',
    tech: 'DishwasherLoadingHacks WhoseTurnDishesApp SmartFaucetDishesTest RobotDoesTheDishes DishesPodcastPairing AIChoreWheel',
    pet: 'CatSupervisesDishes DishesPuppyAudience DishesTowelTugOfWar WashThePetBowlToo DishesDutySidekick KitchenFloorNapper',
    gaming:
      'DishesOvercookedRun UnoLoserDoesDishes DishesTetrisStack DiceDecidesDishes DishesBossLevel WinnerSkipsTheSink',
  },
  winter: {
    dance:
      'WinterWonderlandDance WinterBootStomp WinterScarfTwirl WinterIceSkateGlide FrostyFreestyle SnowAngelShuffle',
    fitness:
      'WinterRunStreak WinterSledPulls WinterStairClimb SnowAngelWinterAbs DrivewayShovelShred HibernationHIIT',
    prank:
      'WinterSnowmanSurprise WinterFreezerSnowball WinterGooglyEyeIcicles ArmyOfWinterSnowmen FrostyTheDoorman WarmedUpMittens',
    educational:
      'WinterSolsticeFacts WinterBirdCount FrozenBubbleWinterLab WhyWinterDaysAreShort NoTwoSnowflakesAlike HowBearsHibernate',
    cooking:
      'WinterStewNight WinterHotCocoaBar WinterChiliCookOff CinnamonRollsForWinter SoupSeasonShowdown SnowDaySkilletBake',
    travel:
      'WinterCabinGetaway WinterMarketCrawl WinterTrainRide WinterWonderlandWalk ChaseTheNorthernLights IceHotelNight',
    fashion:
      'WinterFitCheck WinterLayeringHack WinterScarfFiveWays CozyKnitWinterLook MichelinManOrMe SweaterWeatherStyle',
    wellness:
      'CozyWinterRitual WinterSunriseWalk WinterBlanketReading WinterHibernationMode SlowSnowfallBreathing HyggeHour',
    speed:
      'WinterBundleUpRace WinterSnowmanBlitz WinterSledRelay WinterWindshieldScrape FastestSnowAngel DefrostDash',
    music:
      'WinterSleighBellJam WinterBootCrunchBeat WinterSnowfallLullaby VivaldiWinterOnKazoo LetItGoSingOff FrostyTheSnowmanRap',
    art: 'WinterWindowFrostArt WinterTreeSilhouette IceLanternsForWinter PaperWinterSnowflakes SnowCanvasSpray SculptAYeti',
    tech: 'WinterBatteryDrainTest WinterTouchscreenGlove WinterTimelapseSnow SmartThermostatWinter HeatedGearShowdown FrozenPhoneFix',
    pet: 'WinterPetSweater WinterSnowZoomies KittensFirstWinter PuppyCatchesSnowflakes WinterWindowWatchCat DogBootsDebut',
    gaming:
      'WinterGamingMarathon WinterCozyCoopRun SnowDayWinterCup LANPartyThisWinter StardewWinterFarm SnowedInSpeedrun',
  },
  firefighter: {
    dance:
      'FirefighterBootStomp FirefighterPoleSlide FirefighterHoseWave FiremanFreestyle SirenSalsa StopDropAndRoll',
    fitness:
      'FirefighterStairClimb FirefighterHoseDrag TrainLikeAFirefighter FiremanCarryChallenge BucketBrigadeRelay FullGearBurpees',
    funny:
      'FirefighterCatInTree FirefighterPunsOnly FiremanChefSkit FirefighterVsSpider KidsAskAFirefighter SmokeAlarmChirpHunt',
    prank:
      'FirefighterCupcakeDrop ThankAFirefighterNote PizzaForFirefighters FiremanHatPhotobomb SurpriseTheFireStation CookiesForTheCrew',
    cooking:
      'FirefighterFamilyMeal FirefighterHelmetCake FiremanPancakeStack CookLikeAFirefighter FirehouseChiliNight FiveAlarmFeast',
    travel:
      'FirefighterStationTour FirefighterMuseumTrip FirefighterLookoutHike FiremanForADay VintageFireTruckHunt SlideDownARealPole',
    fashion:
      'FirefighterFitCheck FirefighterSuspenders DressLikeAFirefighter FiremanCostumeDIY TurnoutGearStyle RedAndReflective',
    wellness:
      'FirefighterShiftUnwind FiremanBoxBreathing FirefighterQuietHour FirefightersGratitude CalmAfterTheSiren StopDropAndBreathe',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime HoseRollBlitz NinetySecondTurnout',
    music:
      'FirefighterSirenRemix FirefighterBellRhythm FiremanSamThemeSing FirefighterBootBeat BagpipeSalute WeDidntStartTheFire',
    art: 'FirefighterHelmetCraft FirefighterClayFigure CardForAFirefighter FiremanPortraitDay FireTruckChalkArt DalmatianDotPainting',
    tech: 'FirefighterThermalCam FirefighterDroneRescue FirefighterRobotHelper ARFirefighterTraining TestYourSmokeAlarm WildfireMapApp',
    pet: 'FirefighterPupPose PetFirefighterCostume FirefighterKittyRescue FiremanHatForMyHamster DalmatianForADay StationDogSalute',
    gaming:
      'FirefighterSimRun FirefighterCoopRescue FirefighterRobloxShift FiremanHighScore FlashPointBoardNight FiveAlarmBossLevel',
  },
  sheep: {
    dance:
      'SheepHopShuffle WoollySheepWiggle SheepBaaBounce LeapLikeASheep FollowTheFlock EweCanDanceToo',
    fitness:
      'CountingSheepSitUps SheepMeadowHike SheepFenceJumps LeapingSheepBurpees ShearStrength RamPowerCircuit',
    funny:
      'SheepStareDown SheepBaaTranslator ShearedSheepGlowUp EscapeArtistSheep NotTheBlackSheep EweHadOneJob',
    prank:
      'SheepPlushInvasion SheepBaaRingtone CottonBallSheepFlock WolfInSheepsClothing CountingSheepWakeUp LawnFullOfSheep',
    educational:
      'HowSheepWoolGrows SheepShearingExplained WhySheepFlockTogether DollyTheSheepStory SheepRememberFaces FleeceToFabric',
    cooking:
      'SheepCupcakes FluffySheepCake SheepMeringueFlock RiceBallSheepBento SheepMarshmallowPops WoollyWhoopiePies',
    travel:
      'SheepFarmVisit SheepCountingRoadTrip NewZealandSheepTour SheepSpottingHighlands SheepTrafficJam FaroeSheepView',
    fashion:
      'SheepPrintPajamas SheepWoolFitCheck ChunkySheepKnit SheepFleeceLayers BlackSheepStyle ShearlingSeason',
    wellness:
      'CountingSheepBedtime SheepMeadowCalm SheepGrazingMeditation CountBlessingsNotSheep EweDeserveRest WoolBlanketWindDown',
    speed:
      'SheepCountSprint PompomSheepRace SheepHerdingRelay YarnBallSheepDash ShearInSixty HerdEmUpFast',
    music:
      'SheepBaaRemix SheepLullaby BarnyardSheepChorus BlackSheepNurseryCover MaryHadALittleLamb FlockAndRoll',
    art: 'SheepNeedleFelting SheepCloudDoodle CottonBallSheepCraft ThumbprintSheepArt PaintTheFlock FleeceFiberWeave',
    tech: 'DroneVsSheepdog SheepSleepSoundsApp LambingSheepLiveCam SheepCountingAI SheepGPSCollarMap VirtualSheepPenVR',
    gaming:
      'SheepHerdingLevel WoollySheepBoardRace WoodForSheepTrade SheepStackingTower MinecraftSheepShear FlockFrenzy',
  },
  science: {
    dance:
      'ScienceMoleculeMoves ScienceLabCoatShuffle DNAHelixScienceTwist ScienceFairFreestyle BlindedMeWithScience ChainReactionChoreo',
    fitness:
      'ScienceHeartRateTest MeasureJumpForScience PushupsForScience ScienceOfSoreness NewtonsLawsOfLunges LabRatCircuit',
    funny:
      'ScienceExperimentFails ScienceTeacherVoice ScienceFairJudgePOV TrustMeImAScientist HypothesisVsReality GogglesOnForToast',
    prank:
      'ScienceColorChangeTea ScienceInvisibleInk ScienceFakeSpill LevitatingCupScience ElephantToothpaste MagicMilkReveal',
    cooking:
      'ScienceRockCandy ScienceIceCreamBag ScienceFizzyLemonade EdibleScienceSlime KitchenChemistry DNAFromStrawberries',
    travel:
      'ScienceMuseumTrip VolcanoFieldScience CitizenScienceHike PlanetariumScienceShow ChaseAnEclipse DinoDigVacation',
    fashion:
      'SciencePunTee MadScientistLook GoggleGlamScience ScienceNerdChic LabCoatCouture PeriodicTablePrint',
    wellness:
      'ScienceOfSleep ScienceOfGratitude ForestBathingScience AweScienceWalk HappyHormoneHacks SerotoninSunrise',
    speed:
      'ScienceSpeedQuiz OneMinuteScience ReactionTimeScience ScienceSortDash PeriodicTableSprint ElementsInSixty',
    music:
      'ScienceRapRecap ScienceStrawOboe WaterGlassScience CymaticsScience BillNyeRemix PeriodicTableSong',
    art: 'MicroscopeScienceArt ChromatographyScience ScienceMarbledMilk CrystalScienceGarden PetriDishPainting MagnetMasterpiece',
    tech: 'SciencePhoneMicroscope ScienceFairRobot ArduinoScienceStation CodeAScienceSim SpectroscopeFromACD RaspberryPiLab',
    pet: 'LeftOrRightPawScience ScienceOfCatBoxes DogIQScienceGames ScienceBehindZoomies HeadTiltExplained ThePurrFrequency',
    gaming:
      'ScienceEscapeRoom KerbalScienceMode MinecraftScienceBuild ScienceTriviaDuel PortalPhysicsRun LittleAlchemyRace',
  },
  'wrapping paper': {
    dance:
      'WrappingPaperTwirl WrappingPaperRollBaton WrappingPaperMoonwalk CrinkleWrappingStep RibbonCurlShimmy ThatsAWrap',
    fitness:
      'WrappingPaperPlank WrappingPaperBoxSquats WrappingTubeLunges GiftWrappingGauntlet PresentStackCarry WrapItUpWorkout',
    funny:
      'WrappingPaperTooShort GaveUpWrappingBagIt OddShapedGiftWrapping DadsWrappingMethod CantFindTheTapeEnd ItsObviouslyABike',
    educational:
      'WrappingPaperHistory WrappingPaperScrunch GiftWrappingGeometry FuroshikiVsWrapping CanYouRecycleWrapping DiagonalWrapHack',
    cooking:
      'WrappingPaperCookies GiftWrappedCupcakes EdibleWrappingPaper WrappingPaperBark PresentShapedBrownies WrapItUpBurritos',
    travel:
      'WrappingPaperSouvenirs WrappingPaperMarket JapaneseWrappingStyle GiftWrappingAbroad WrapItInAMap FuroshikiInKyoto',
    fashion:
      'WrappingPaperDress WrappingPaperRunway WrappingPaperBowTie GiftWrappedCouture PutARibbonOnIt PresentedInStyle',
    wellness:
      'SlowWrappingSunday MindfulGiftWrapping CocoaAndWrapping ReuseWrappingPaper WrapWithIntention TagItWithLove',
    speed:
      'WrappingPaperRace WrappingPaperCutTimer GiftWrappingRelay BlindfoldWrapping WrapItInTen OneTapeStripOnly',
    music:
      'WrappingPaperTubeSong WrappingPaperRipASMR WrappingPaperKazoo CrinkleWrappingBeat CardboardBoxDrums BoomwhackerBand',
    art: 'WrappingPaperCollage WrappingPaperOrigami WrappingPaperGarland HandStampedWrapping PotatoPrintPatterns KraftPaperMasterpiece',
    tech: 'WrappingPaperARMessage WrappingCutterHack PrintYourOwnWrapping AIDesignedWrapping QRCodeGiftTag WrapBotTest',
    pet: 'WrappingPaperDogUnwrap CatVsWrappingPaper KittenWrappingTunnel PuppyHelpsWrapping BoxOverPresent PawsOffTheBows',
    gaming:
      'WrappingPaperSpeedrun WrappingPaperDiceRound MittensWrappingGame WhiteElephantWrapping PassTheParcelNight SaranWrapBallUnravel',
  },
  orange: {
    dance:
      'OrangeSunsetSway OrangeJuiceMorningBop OrangeOutfitStrut OrangeYouGladToDance CitrusTwistSpin ClementineCongaLine',
    fitness:
      'OrangeConeDrills OrangeUnderChinRelay OrangeSqueezeGrip LungeAndPassTheOrange CitrusCircuit VitaminCSprints',
    funny:
      'OrangeYouGladJoke OrangePeelSmile OrangeEverythingDay RhymeWithOrangeDare BrushThenOrangeJuice SelfTanTurnedOrange',
    prank:
      'JelloInTheOrangePeel OrangeSliceMouthguard CarrotJuiceAsOrange GooglyEyeOrangeArmy OrangeYouSurprised LunchboxOrangeSmiley',
    educational:
      'OrangeFloatSinkTest OrangeVitaminCLab OrangeSegmentMath WhyCarrotsAreOrange HowNavelOrangesGrow ColorOrFruitFirst',
    cooking:
      'OrangeMarmaladeBatch OrangeCreamsicleShake BloodOrangeSpritzer AllOrangeDinnerPlate ZestIsBest TangerineDreamTart',
    travel:
      'OrangeGroveVisit OrangeAutumnDrive SevilleOrangeTrees PickOrangePumpkins CitrusTrailQuest FallFoliageChase',
    fashion:
      'AllOrangeOutfit BurntOrangeFitCheck OrangeLipstickTry OrangeTonalSet OrangeIsTheNewBlack TangerineTones',
    wellness:
      'OrangeScentReset MindfulOrangePeeling OrangePeelPotpourri OrangeSunsetGratitude CitrusCalm ZestForLife',
    speed:
      'OrangePeelSpeedrun OrangeJuiceSqueezeRace OrangeStackTimer RollAnOrangeWithNose JuggleThreeOranges ClementineCountdown',
    music:
      'OrangeCrateDrumJam OrangeColoredSkyCover OrangeRhymeRap ShakerFromOrangeSeeds OrangeBlossomSpecial ClementineSingAlong',
    tech: 'OrangeFruitBattery OrangeSunsetLamp TealAndOrangeEdit BestOrangeJuicerBattle NightShiftOrangeGlow PeelerGadgetFaceOff',
    pet: 'OrangeCatEnergy OrangeBallFetch PetsInOrangeBandanas OrangeCollarGlowUp GingerKittenZoomies SharedBrainCell',
    gaming:
      'OrangeOnlyBuild OrangePortalPuzzle OrangeGhostPacMan StrayOrangeCatRun AmongUsOrangeSus ZestyBossRush',
  },
  beach: {
    dance: 'BeachWaveDance BeachTowelTwirl BeachBallBop BeachLimbo SeashellShimmy KokomoGroove',
    fitness:
      'BeachSandSprints BeachCoolerCarry BeachBearCrawl LungeAlongTheBeach SurfsUpBurpees ShorelineShuttles',
    funny:
      'BeachUmbrellaWrestle BeachSeagullHeist StillFindingBeachSand TanLineBeachReveal SunscreenGhostFace HotFootHopscotch',
    prank:
      'BeachTreasureHunt BeachSandMessage BeachBottleNote SurpriseBeachCastle MermaidWasHere SeashellPhoneCall',
    educational:
      'BeachTidePoolScience BeachGlassOrigins HowBeachWavesForm WhereBeachSandBegins WhyTheOceanIsSalty NameThatSeashell',
    cooking:
      'BeachBonfireSmores BeachFruitSkewers BeachSunTea SandcastleBeachCake BeachCoolerCharcuterie SandySandwiches',
    fashion:
      'BeachCoverUpLook BeachToDinnerFit BeachSarongTie ThriftedBeachBag SaltyHairDontCare SunHatSeason',
    wellness:
      'BeachMeditation BeachSunriseWalk BeachPhoneFreeHour BreatheLikeBeachWaves VitaminSeaDay LowTideLetGo',
    speed:
      'BeachSandcastleRace BeachSprintRelay BeachSetupSpeedrun BeachPackUpBlitz TowelToWaterDash CastleBeforeTheTide',
    music:
      'BeachUkuleleJam BeachBucketDrums BeachBonfireSingAlong BeachWaveBeat SurfinUSACover SeashellSerenade',
    art: 'BeachSandDrawing BeachGlassMosaic BeachDriftwoodBoat BuildABeachSandcastle TideWillTakeIt PebblePortraits',
    tech: 'BeachProofGadgets BeachPhoneWaterTest BeachTimelapse BeachSolarCharging MetalDetectorFinds DroneOverTheWaves',
    pet: 'PetFirstBeachVisit DogBeachZoomies BeachBallFetch WaveChasingBeachPup DiggingToChina SaltyDoggo',
    gaming:
      'BeachCornholeLeague BeachSurvivalRun AnimalCrossingBeachDay MinecraftBeachHouse SpikeballShowdown KingOfTheSandcastle',
  },
  janitor: {
    dance:
      'JanitorBroomWaltz TheJanitorShuffle JanitorKeychainSway CustodianCleanupGroove MopAndPop WetFloorMoonwalk',
    fitness:
      'JanitorBucketCarry JanitorMopLunges JanitorStairwellLaps CustodianBroomPress SweepAndSquat HallwayHustle',
    funny:
      'JanitorSeesEverything WhenTheJanitorSings JanitorNarratesTheMess SchoolJanitorLegends JanitorVsGlitter CautionWetFloorDrama',
    educational:
      'JanitorDayInTheLife JanitorGermHunt HowJanitorsWaxFloors HowSchoolsStayClean CustodianToolQuiz ScienceOfSoap',
    cooking:
      'BakeForYourJanitor CustodianCookieDrop JanitorBirthdayCake CoffeeRunForJanitor MopBucketSundae CleanPlateClub',
    travel:
      'JanitorMuseumNight JanitorBackstageTour JanitorHiddenRooms VisitYourOldJanitor SecretStairwellQuest KeysToEveryDoor',
    fashion:
      'ThriftedJanitorFit JanitorCoverallsGlowUp JanitorToRunwayWalk CustodianUniformLook UtilityChic KeyChainCouture',
    wellness:
      'JanitorAppreciationDay ThankYourJanitor JanitorKindWordsWall JanitorStretchBreak CleanSpaceCalmMind SweepAwayStress',
    speed:
      'FastestJanitorSweep CustodianRecycleRelay JanitorChairStack RaceTheJanitor BeatTheBell SpotlessInSixty',
    music:
      'JanitorBucketDrums JanitorKeyRingRhythm CustodianBroomBeat JanitorSqueegeeSolo WhistleWhileYouMop HallwayEchoChorus',
    art: 'JanitorThankYouMural CustodianCardCraft JanitorChalkTribute JanitorMopHeadPuppet PortraitOfOurJanitor SqueegeePainting',
    tech: 'JanitorVsRobotVacuum JanitorSmartBin KeyFinderForJanitors CustodianStepCount FloorScrubberBot UVWandTest',
    pet: 'JanitorDogHelper CustodianCatSupervisor PuppyVsJanitorMop TinyJanitorCostume DustBunnyHunter CleanupCrewKitty',
    gaming:
      'JanitorSimSpeedrun JanitorPowerWashScore JanitorHideAndSeek CustodianBossLevel MopBucketCurling HundredPercentClean',
  },
  umbrella: {
    dance:
      'UmbrellaChorusLine UmbrellaTwirlDance UmbrellaTapRoutine PuddleHopUmbrella SinginInTheRainRedo BrollyBounce',
    fitness:
      'UmbrellaOverheadPress BalanceAnUmbrella UmbrellaLungeMarch UmbrellaCoreTwists RainOrShineReps PuddleJumpPlyos',
    prank:
      'UmbrellaConfettiPop BalloonFilledUmbrella UmbrellaGooglyEyes UmbrellaWelcomeHome ItsRainingCompliments SurpriseSunshineSign',
    educational:
      'WhyUmbrellasFlip UmbrellaWaterproofTest HowUmbrellasOpen UmbrellaVsParasol MaryPoppinsPhysics HydrophobicMagic',
    cooking:
      'UmbrellaCookies PaperUmbrellaMocktail UmbrellaCakePops PeppermintUmbrellas RainyDayRamen StormySundaeBar',
    travel:
      'UmbrellaSkyStreetHunt RainyCityUmbrellaWalk UmbrellaShopInTokyo ClearUmbrellaSkyline LondonRainReady ChaseTheRainbow',
    fashion:
      'UmbrellaOutfitMatch TrenchAndUmbrellaFit UmbrellaColorBlocking ClearUmbrellaLook PuddleProofStyle BrollyChic',
    wellness:
      'UmbrellaRainSounds UmbrellaMindfulWalk ShareYourUmbrella UnderTheUmbrellaPause PitterPatterPeace SingInTheDrizzle',
    speed:
      'UmbrellaFoldRace UmbrellaBalanceTimer UmbrellaHandoffRelay CarToDoorUmbrellaDash BeatTheDownpour ZeroDropsChallenge',
    music:
      'UmbrellaDripBeat UmbrellaSingInTheRain PitterPatterUmbrella RihannaUmbrellaCover RaindropsKeepFalling PuddleStompPercussion',
    art: 'PaintAnUmbrella UmbrellaPuddlePhoto RainbowUmbrellaInstall PaperUmbrellaCraft DrizzleDoodles StormyWatercolor',
    tech: 'SmartUmbrellaTest LightUpUmbrellaBuild SlowMoUmbrellaDrops UmbrellaTileTracker WeatherAppShowdown HandsFreeBrolly',
    pet: 'PuppyUnderTheUmbrella BunnyUmbrellaHideout PetUmbrellaLeash UmbrellaPawPhotoShoot RainingCatsAndDogs PuddleZoomies',
    gaming:
      'UmbrellaGlideRun PeachUmbrellaFloat UmbrellaBossParry ShieldWithUmbrella RainyDayGameMarathon ParasolPowerUp',
  },
  'snow globe': {
    dance:
      'ShakeTheSnowGlobe SnowGlobeTwirl InsideTheSnowGlobe SnowGlobeFreezeFrame FlurryFreestyle WinterWonderlandWaltz',
    fitness:
      'SnowGlobePlank SnowGlobeShakeSquats WallSitSnowGlobeTimer HumanSnowGlobeJumps HoldUntilItSettles FlurryOfBurpees',
    funny:
      'TrappedInASnowGlobe SnowGlobeAtSecurity SnowGlobeWeatherReport GrandmasSnowGlobeRules TinyTownDrama WhoShookItLast',
    prank:
      'SnowGlobeOfYou SnowGlobeOfTheirDesk TinyRoommateSnowGlobe HiddenNoteSnowGlobe ShakeForASurprise FamilyInAGlobe',
    educational:
      'HowSnowGlobesWork SnowGlobeSlowFallTest GuessSnowGlobeSettle SnowGlobeDensityDemo GlycerinSecret ViscosityVsGlitter',
    cooking:
      'SnowGlobeCupcakes SnowGlobeCookies SnowGlobeHotCocoaJar EdibleSnowGlobeCake ShimmerMocktail GelatinBubbleDome',
    travel:
      'SnowGlobeFromEveryCity SnowGlobeSouvenirHunt RealLifeSnowGlobe MyTownInASnowGlobe ChristmasMarketCrawl ViennaGlobeFactory',
    fashion:
      'SnowGlobeEarrings SnowGlobeHandbag DressLikeASnowGlobe 3DSnowGlobeNails WinterWonderlandFit ShakeUpYourStyle',
    wellness:
      'SnowGlobeBreathing LetTheSnowGlobeSettle SnowGlobeWorryJar MindLikeASnowGlobe CalmDownBottle WatchTheGlitterFall',
    speed:
      'TenMinuteSnowGlobe BeatTheSnowGlobe SnowGlobeSpeedSketch SnowGlobeFillDash BeforeItSettles MasonJarBlitz',
    music:
      'SnowGlobeMusicBox SnowGlobeLullaby WindUpSnowGlobeCover ScoreASnowGlobeScene SleighBellShaker WinterWaltzForOne',
    tech: 'SnowGlobeSlowMo LEDSnowGlobeBase 3DPrintedSnowGlobe SnowGlobeARFilter ProjectionSnowfall MotorizedGlitterSwirl',
    pet: 'SnowGlobePetReacts CatPawVsSnowGlobe MyDogInASnowGlobe SnowGlobeStareDown HypnotizedKitty PupInAGlobe',
    gaming:
      'MinecraftSnowGlobe SnowGlobeSimsBuild SnowGlobeSurvivalRun GuessTheGameSnowGlobe TinyWorldShowdown SnowDayLANParty',
  },
  sandwich: {
    dance:
      'SandwichStackDance SandwichShuffle DeliSandwichGroove LunchboxSandwichBop PBAndJig HoagieHustle',
    fitness:
      'SandwichStackSquats LungeForASandwich SandwichPlankPass SandwichFuelHike ClubSandwichCircuit EarnYourHoagie',
    funny:
      'IsAHotDogASandwich SandwichCutDebate SandwichArtistReview SandwichTooTallBite CrustsOffPlease JoeyDoesntShareFood',
    prank:
      'SandwichCakeLookalike DessertSandwichSwap LunchboxSandwichNote SandwichGooglyEyes CookieSandwichDecoy SixFootSubSurprise',
    educational:
      'SandwichLayerPhysics SandwichSogginessTest TheEarlOfSandwich SandwichFractions GlobalSandwichFacts ButterBarrierScience',
    travel:
      'SandwichRoadTrip DeliSandwichHop SandwichPicnicSummit BanhMiSandwichHunt PhillyCheesesteakQuest CubanoCrawl',
    fashion:
      'SandwichStackOutfit SandwichPrintTee DeliSandwichFitCheck SandwichEarringCraft LayerItLikeAClub PBAndJPastels',
    wellness:
      'MindfulSandwichLunch SandwichForAStranger SlowPicnicSandwich SandwichParkBench BreadAndBreathe PeaceLoveAndPBJ',
    speed:
      'SandwichBuildRace SandwichSpeedrun DeliSandwichRush BlindfoldSandwichTimer BeatTheLunchBell PBJInThirty',
    music:
      'SandwichCrunchASMR DeliSandwichBeat SandwichRecipeRap LunchboxSandwichDrums PeanutButterJellyTime HoagieHarmony',
    art: 'SandwichFaceArt DeliSandwichSign SandwichFeltCraft CookieCutterSandwich PaintOnToast StackedStillLife',
    tech: 'SandwichPressTest AISandwichCombo SandwichMakerGadget SandwichToasterDuel RobotMakesMyLunch ToastPrinterHack',
    pet: 'PetSandwichStare SandwichLeaveItTest PuppySandwichManners SandwichCostumeDog SandwichedBetweenPups BegFaceBingo',
    gaming:
      'SandwichStackingGame SandwichShopSim SandwichTetrisTower SandwichOvercookedRun SubwaySurfersLunch DagwoodDare',
  },
  'human body': {
    dance:
      'HumanBodyPartsDance HumanBodyHeadToToe HumanBodyJointRoll FunnyBoneWiggle HokeyPokeyAnatomy ShakeYourSkeleton',
    fitness:
      'HumanBodyMuscleMap HumanBodyHeartRateTest AnatomyCoreCircuit FullHumanBodyStretch BonesOfSteel SpineAlignedPlank',
    funny:
      'HumanBodyOrgansSkit HumanBrainVsStomach HumanBodyFunnyBone IfMyHumanBodyTalked MyKneesAfterThirty HiccupCureHall',
    prank:
      'HumanBodyFakeXray HumanBodyCutoutTwin HumanBodyOrganPlushies GummyHumanBodyParts SkeletonInTheCloset MrBonesWakeUp',
    cooking:
      'EdibleHumanBodyModel HumanBodyBrainJello VeggieHumanBodyTray HumanBodyHeartCake BreadstickSkeleton FuelYourOrgans',
    travel:
      'HumanBodyMuseumQuest HumanBodyWorldsVisit LondonAnatomyTheatre JetLagVsHumanBody HighAltitudeHumanTest GiantHeartWalkThrough',
    fashion:
      'HumanBodySkeletonTee XrayHumanBodyHoodie AnatomyEarrings DressAsTheHumanBody WearYourHeartOut ScrubsToStreetStyle',
    wellness:
      'HumanBodyThankYou HumanBodyScan HumanBodyHeartbeatCalm HydrateYourHumanBody ListenToYourGut VagusNerveReset',
    speed:
      'HumanBodyPuzzleRace HumanBodySpeedQuiz BuildAHumanSkeleton TestYourHumanReflexes OperationSpeedrun NameTheBonesFast',
    music:
      'HumanBodyPercussion HumanHeartbeatRemix HumanBodyBeatbox DemBonesHumanBody ThighSlapSymphony HeadShouldersKneesRap',
    art: 'HumanBodyOrganCollage HumanBodyClayModel HumanSkeletonSketch WatercolorHumanHeart TraceYourBuddy VitruvianMe',
    tech: 'HumanBodyARApp HumanBodyVRTour SmartwatchVsHumanBody AIAnatomyFormCoach XrayVisionFilter HeartbeatOnSpeaker',
    pet: 'DogVsHumanStretch PetAnatomyQuiz HumanHeartbeatNap PuppyPawVsHumanHand CatVsHumanSkeleton VetXrayReveal',
    gaming:
      'HumanBodyOperationPlay HumanBodyTwisterRound AnatomyMemoryMatch MinecraftHumanBody MagicSchoolBusQuest SurgeonSimulatorRun',
  },
  dishwasher: {
    dance:
      'DishwasherLoadingDance DishwasherRackSlide DishwasherSudsShimmy CutleryDishwasherBop RinseAndRepeatRoutine SpinCycleShuffle',
    fitness:
      'DishwasherDeadlifts DishwasherUnloadLunges CalfRaisesAtDishwasher BeatTheDishwasherCycle BottomShelfSquats RackAndRep',
    prank:
      'DishwasherRubberDuck DishwasherMugMessage TinyToysInDishwasher GoldStarForDishwasher DishwasherFairyVisit ItUnloadedItself',
    educational:
      'HowDishwashersWork DishwasherVsHandWash DishwasherWaterMath RinseAidDishwasherTest JosephineCochranStory IsPreRinsingNeeded',
    cooking:
      'DishwasherFriendlyMeal NoDishwasherDinner OneBowlDishwasherBake DishwasherFoilPacks ZeroDishwasherFeast OnePotWonder',
    travel:
      'NoDishwasherCamping DishwasherAbroadQuirks HostelDishwasherRota TinyDishwasherVanLife AirbnbHouseRulesRoast CampSinkScrubOff',
    fashion:
      'DishwasherApronLook DishwasherPajamaChic DishwasherHairWrap SundayDishwasherOOTD LoungewearLoadUp FitCheckFromTheSink',
    wellness:
      'DishwasherNightReset DishwasherThenTea EmptyDishwasherPeace MindfulDishwashing WhiteNoiseWashCycle LoadItAndLetGo',
    speed:
      'DishwasherLoadRace DishwasherCutleryDash FamilyDishwasherRelay DishwasherIn90Seconds BeatTheBeep TetrisTheTopRack',
    music:
      'DishwasherHumBeat DishwasherChimeRemix DishwasherLullaby MyDishwasherSings SpinCycleSymphony ClinkClankCover',
    art: 'DishwasherSafeMugArt DishwasherPlateDoodle PaintedDishwasherFront StickerBombDishwasher CutleryCollage SpoonSculpture',
    tech: 'SmartDishwasherTest GoProInTheDishwasher DishwasherRepairDIY LeakSensorDishwasher RobotArmUnloads AlexaStartTheWash',
    pet: 'DishwasherPetBowlClean DishwasherHumNapSpot CatInspectsDishwasher DogVsDishwasherDoor PupHearsTheBeep FurryKitchenForeman',
    gaming:
      'DishwasherTetrisLevel LoserLoadsDishwasher RockPaperDishwasher DishwasherCoOpChaos ChoreWheelSpin UnloadingSpeedrun',
  },
  kettle: {
    dance:
      'KettleWhistleDance BoogieTillKettleBoils KettleKitchenShuffle KettleCuppaConga ImALittleTeapot SteamySalsa',
    fitness:
      'KettleTimerSquats KettleWaitLunges CalfRaisesByTheKettle PlankTillKettleBoils KettlebellOrKettle ThreeMinuteBurn',
    prank:
      'KettleSurpriseCuppa GooglyEyesOnTheKettle KnitTheKettleASweater KettleMugNote TinyHatForTheKettle BreakfastTrayAmbush',
    educational:
      'WhyKettlesWhistle KettleLimescaleFix MicrowaveVsKettle KettleEnergyCostMath BoilingOnAMountain AWatchedPotBoils',
    cooking:
      'KettleNoodleUpgrade KettleOatmealBowl PourOverKettleCoffee OnlyAKettleDinner JustAddWater DormRoomGourmet',
    travel:
      'KettleCampsiteTea TravelKettleHacks HotelKettleNoodles KettleOnASummit PutTheKettleOn LondonCuppaCrawl',
    fashion:
      'MatchYourKettle KettleTeaPartyOutfit KettleCozyKnitLook KettleCopperTones PastelKitchenFit BrewtifulLayers',
    wellness:
      'KettleTeaRitual BreatheTillKettleBoils KettleStretchPause PhoneFreeKettleMinute SteepAndSettle SteamWatchStillness',
    speed:
      'BeatTheKettle KettleTidySprint KettleBoilDishBlitz BeforeTheKettleClicks KettleBedMakeDash OneCuppaChallenge',
    music:
      'RemixTheKettleWhistle KettleLidPercussion KettleClickBeat MatchTheKettlePitch PollyPutTheKettleOn ShortAndStoutSong',
    art: 'KettleStillLife KettleReflectionPhoto KettleLinoPrint TeaStainKettleArt CeramicTeapotThrow SteamySketchbook',
    tech: 'SmartKettleTest KettleEnergyMeter KettleThermalCam SlowMoKettleSteam AlexaPutTheKettleOn GooseneckGadgetDuel',
    pet: 'CatReactsToKettle KettleClickPuppyWake OneTrickPerKettle KettleBoilBrushing CuppaAndCuddles WarmLapTeaBreak',
    gaming:
      'KettleBoilChessBlitz OneLevelPerKettle CozyKettleGameNight KettleBrewingPotions TeaBreakTetris SpeedrunTheSteep',
  },
  mechanic: {
    dance:
      'MechanicCreeperSlide MechanicWrenchDance GarageMechanicGroove MechanicalMoonwalk GreaseLightning TorqueTwist',
    fitness:
      'MechanicTireFlip MechanicGripStrength MechanicToolboxCarry WorkoutLikeAMechanic CreeperCrunches ElbowGreaseCircuit',
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWashAndWax FakeMechanicDiagnosis MufflerBearingsRun SurpriseOilChange',
    educational:
      'MechanicNameThatPart MechanicDashLightQuiz AskAMechanicAnything MechanicWhatsThatNoise HowEnginesWork PennyTreadTest',
    cooking:
      'MechanicToolboxCake MechanicShopChiliPot MechanicManifoldMeal CookiesForYourMechanic NutsAndBoltsTrailMix SparkPlugPretzels',
    travel:
      'MechanicRoadTripCheck MechanicRoute66Garages MechanicCarShowVisit RoadsideMechanicStory VintageAutoMuseum PitStopPilgrimage',
    fashion:
      'MechanicCoverallsFit MechanicNamePatchShirt MechanicBandanaStyle DressLikeAMechanic GreaseStainedDenim WorkwearWednesday',
    wellness:
      'MechanicHandCare MechanicSundayProject ThankYourMechanic MechanicalMindfulness TinkeringTherapy GarageZenMode',
    speed:
      'MechanicTireChangeRace MechanicSocketSortDash MechanicWiperSwap BeatTheMechanicsTime TwoSecondPitStop LugNutBlitz',
    music:
      'MechanicWrenchBeat MechanicAirToolRhythm MechanicEngineRevRemix HubcapMechanicDrums RatchetClickSolo GreasedLightningCover',
    art: 'MechanicScrapSculpture MechanicGearClock MechanicPartsPortrait MechanicalBirdSketch HubcapMasterpiece OilPaintingLiterally',
    tech: 'MechanicOBDCodes MechanicScannerTest MechanicEVBatteryCheck AIMechanicDiagnosis DashcamInstallDIY DecodeTheDashLights',
    pet: 'MechanicShopDog MechanicPupCopilot MechanicHoodKnock CatSupervisesMechanic ToolboxTreatHunt WrenchFetch',
    gaming:
      'CarMechanicSimulator MechanicKartCustomizer MechanicRestorationRun MechanicBossRepair JunkyardTycoon PitStopPerfection',
  },
  plumber: {
    dance:
      'PlumberPlungerDance PlumberOverallsStrut MarioPlumberJumps PlumberWrenchTwirl ItsAMeMoves PipeDreamGroove',
    fitness:
      'PlumberSquatDrill PlumberBearCrawl CarryThePlumberToolbox CrouchLikeAPlumber UnderTheSinkCrunches PlungerPushups',
    prank:
      'PlumberGoldenPlunger PlumberCostumeReveal PlumberCookieToolbox GooglyEyePlumbing CoinUnderTheSink FakeMustacheFixer',
    educational:
      'PlumberSinkTrapLesson WhereDoesTheFlushGo PlumbingPressureDemo FixItOrCallAPlumber WhyPipesHaveUBends PlumbumMeansLead',
    cooking:
      'PlumberToolboxCookies PlumberLunchPail WrenchCakeForPlumber PlumberHeartyBreakfast SuperMushroomRisotto RigatoniPipeline',
    travel:
      'PlumberRideAlong AncientPlumbingTour AqueductsWithAPlumber PlumberFountainsOfRome ParisSewerMuseum RomanBathsQuest',
    fashion:
      'DressLikeAPlumber PlumberWorkwearLook MarioPlumberCosplay PlumberToolBeltStyle RedCapBlueOveralls UtilityPocketsGalore',
    wellness:
      'PlumberGratitudeNote PlumberKneeCare PlumberBackStretch PlumberDayUnwind DrippingTapMeditation LetItDrain',
    speed:
      'PlumberPipeConnectRace PlumberFaucetSwapTimer PlumberToolboxRelay FastestPlumberFix BeatTheFlood UnclogCountdown',
    music:
      'PlumberPipeDrums PlumberMarioThemeCover DrippingFaucetBeat PlumberWrenchChimes PlumbingDripRemix PlungerTrumpet',
    art: 'PlumberPipeLamp PlumberFaucetPlanter PlumbingWasherMosaic MarioPlumberPixelArt WrenchWindChime CopperCoilCraft',
    tech: 'PlumberPipeCamPeek PlumberLeakSensorTest PlumberThermalScan AIPlumberDiagnosis AutoShutoffValve SmartToiletReview',
    pet: 'PlumberPupSupervisor PlumberDogGreeter PlumberCatInTheSink PetFountainPlumbing KittenInTheToolbox DripWatcherKitty',
    gaming:
      'PlumberPipePuzzle MarioPlumberSpeedrun HouseFlipperPlumbing PlumberBrosCoop OneUpMushroomHunt WarpZoneRace',
  },
  'self care': {
    dance:
      'SelfCareSlowSway SelfCareRobeGroove MeTimeFreestyle SoloSelfCareDisco DanceLikeNobodysHome PamperPartyOfOne',
    fitness:
      'SelfCareYogaFlow SelfCareSunsetWalk FoamRollerSelfCare GentleSelfCareStretch MeTimeMobility MoveForYourMood',
    funny:
      'SelfCareInterrupted PamperNightFails SelfCareVsReality DadTriesSelfCare CucumberEyesFallOff FaceMaskDeliveryGuy',
    prank:
      'SelfCareSurpriseBasket SelfCareCouponBook PamperAmbushNight SecretSelfCareSanta SpaRoomTakeover TreatYoSelfDelivery',
    educational:
      'SelfCareSleepCycles SelfCareStressHormones TheHistoryOfSelfCare AudreLordeOnSelfCare WhyRestMatters WhyBubbleBathsWork',
    cooking:
      'SelfCareBrunch SelfCareTeaBlending PamperNightDessert SundaySelfCareSmoothie MeTimeMugCake SoupForTheSoul',
    travel:
      'SelfCareSoloTrip SelfCareHotSprings MeTimeWeekend CabinSelfCareRetreat TableForOneAbroad OnsenEscape',
    fashion:
      'SelfCareLoungewear SelfCareRobeFit PamperNightPajamas SelfCareSpaHeadband SweatpantsButSilk CashmereCouchCouture',
    speed:
      'SelfCareIn10Minutes SelfCareBedtimeBlitz LunchBreakSelfCare MicroMeTimeDash OneSongSkincare PamperPitStop',
    music:
      'SelfCareSingalong SelfCarePianoUnwind SelfCareRainSounds MeTimeSoundtrack BubbleBathBallad ShowerConcertForOne',
    art: 'SelfCareJournalArt SelfCareColoringBook MeTimeWatercolor SundaySelfCareCollage PaintYourPeace AffirmationStickers',
    tech: 'SelfCareSmartLights SelfCareSleepTracker AIPlansMySelfCare PamperModeOn ScreenTimeReset DoNotDisturbDay',
    pet: 'SelfCareDogBrushing SelfCareCatCuddles PamperYourBunny KittenSelfCareNap PupSpaDay PurrTherapy',
    gaming:
      'SelfCareCozyGame SelfCarePuzzleHour MeTimeGaming SundaySelfCareQuest AnimalCrossingUnwind NoRankedToday',
  },
};
