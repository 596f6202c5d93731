import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'card game': {
    dance:
      'CardGameVictoryDance CardGameDanceDeckDare CardGameFanTwirl WinTheCardGameWiggle JokerShuffle AceOfSpadesStrut CardGameCharleston',
    funny:
      'CardGamePokerFace CardGameSoreLoser CardGameTrashTalk MadeUpCardGameRules GrandmaCardShark CardGameCaughtCheating CardGameCommentator',
    prank:
      'CardGameMagicTrick CardGameJokerSwap CardGameAllSameDeck FiftyTwoCardPickup AceUpTheSleeve InvisibleCardGamePrank CardGameLoveNote',
    educational:
      'OldestCardGameEver CardGameProbabilityLab CardGameMentalMath TeachACardGameIn60 HowToShuffleRight WhyHeartsAndSpades CountToTenCardGame',
    travel:
      'CardGameCafeNight CardGameTrainRide CardGameBeachBlanket LearnALocalCardGame CardGameAtEveryRestStop PackACardGameForThePark CardGameByTorchlight',
    music:
      'CardGameShuffleBeat CardGameSlapRhythm CardGameDealToTheBeat CardGameFlutterASMR QueenOfHeartsSingAlong AceOfSpadesCover CardGameKazooFanfare',
    art: 'CardGameTowerBuild DesignYourOwnCardGame CardGameBoxArt CardGameDeckDoodles RedrawTheJoker PlayingCardCollage CardGameWatercolorKing',
    tech: 'AIInventsACardGame CardGameSlowMoShuffle CardGameAppVsTable CardGamePOVWinningHand WholeCardGameInTimeLapse TenSecondTurnCardGame LongDistanceCardGame',
    pet: 'CardGameCatSteals CardGameDogDealer CardGameButMyDogChooses TeachMyDogACardGame CardGameKittenSwipe PuppyUnderTheTable CardGameTreatBets',
  },
  cardboard: {
    prank:
      'CardboardCutoutCameo CardboardNestingGift CardboardFakeTV GiantCardboardDelivery CardboardDoorToNowhere TinyBoxBigSurprise CardboardBuddySeat',
    cooking:
      'CardboardSolarOven CardboardLemonadeStand CardboardSnackStadium CardboardCupcakeTower CartonCastleCake CardboardDriveInDinner DIYCardboardBakery',
    travel:
      'CardboardTrainToAnywhere CardboardLandmarkModel CardboardArrivalsSign BoxCarRoadTrip FlatStanleyAdventure CardboardPassportBook RideACardboardPlane',
    wellness:
      'CardboardReadingNook CardboardCraftCalm CardboardGratitudeTree CardboardWorryJar FillACardboardMemoryBox ThinkOutsideTheBox QuietCardboardFort',
    speed:
      'CardboardFortIn10 CardboardBoxPackingRace CardboardFlattenDash TallestCardboardTower TapeGunTimeTrial BoxCarGrandPrix CardboardMazeSprint',
    tech: 'CardboardPhoneStandIn5 CardboardCityStopMotion CardboardDeskSetupGlowUp CardboardCableChaosFix ShoeboxProjectorHack CardboardPhotoLightbox DIYCardboardSpeaker',
    gaming:
      'BeatMyCardboardMarbleMaze CardboardRingTossTourney CardboardSkeeBall GiantCardboardTicTacToe CardboardCornholeShowdown HomemadeArcadeDay CardboardChessSet',
  },
  cardio: {
    prank:
      'CardioFakeFinishLine CardioConfettiArrival SecretCardioCheerSquad OneMoreMinuteCardioPrank SurpriseCardioBuddy MotivationalSignAmbush CardioHypeTunnel',
    educational:
      'CardioHeartScience WhatCardioDoesToYourPulse Zone2TalkTest WhyCardioMakesUsSweat PulseMythBusting LungCapacityDuel CardioFactOrFiction',
    travel:
      'CardioBeachRun CardioBikeTour LandmarkCardioJog CardioParkHopping SightJogging Zone2CityExplorer',
    wellness:
      'CardioMoodBoost CardioMindfulJog Zone2PodcastWalk SunriseCardioRide SundayResetCardio SweatOutTheStress CardioCooldownCalm',
    speed:
      'CardioMileTime JumpRopeCardioSprint BeatYourCardioPB ShuttleRunBlitz CardioStairsIn60 FourMinuteCardioDash',
    music:
      'CardioDrumAlong CardioBeatDropSprint WhoseCardioPlaylistWins SingThroughCardio ChorusIntervals CardioTillTheSongEnds EyeOfTheTigerCardio',
    art: 'MakeACardioHypeSign CardioGPSDoodle MotionBlurCardioPhoto RedFacedCardioPortrait RunYourInitials CardioStickFigures PostCardioSketch',
    tech: 'CardioHeartRateTest CardioSmartwatchStats TryACardioAppForAWeek TenThousandStepCardio AIPlansMyCardioWeek MapYourCardioLoop CardioTrackerFaceOff',
    pet: 'CardioWithMyDog CardioPuppyJog KittenFeatherCardio ZoomiesCountAsCardio FetchIsMyCardio PupSetsThePace CardioLeashLaps',
    gaming:
      'CardioFloorIsLava CardioBossFight RhythmGameCardio CardioSimonSays CardioFreezeTag CardioHopscotchRace CardioSpeedrun',
  },
  carnival: {
    fitness:
      'SambaCarnivalSweat CarnivalSambaSquats CarnivalFeatherFanArms CarnivalHipShakeHIIT MarchLikeACarnivalParade MasqueradeMarch CarnivalCardio',
    prank:
      'CarnivalHallwayParade WakeUpToCarnaval CarnivalMaskDoubleTake CarnivalDoorstepSurprise SambaSquadAmbush SurpriseCarnivalBeads CarnivalizeTheirDesk',
    educational:
      'WhyCarnivalBeforeLent CarnivalAroundTheWorld CarnivalMaskMeanings SambaSchoolSecrets WhyCarnivalMeansNoMeat TrinidadCarnivalStory GuessThatCarnival CarnivalMythBusters',
    travel:
      'FindACarnivalNearYou FrontRowAtTheCarnival PackForCarnivalIn60 CarnivalRideRankings EatYourWayThroughCarnival CarnivalCostumeOnTheBus CarnivalDayIn60Seconds',
    speed:
      'CarnivalQuickChange CarnivalBeadCatch FastestCarnivalMask FacePaintInFive CarnivalCostumeIn60 KeepTheCarnivalFeatherUp SixtySecondCarnival',
    music:
      'CarnivalRiceShakerJam BatucadaCarnivalBeat CarnivalSocaCover SambaWhistleSolo CarnivalCallAndResponse CarnivalDrumline KitchenCarnivalJam',
    tech: 'CarnivalLEDCostume CarnivalGlowUpTimeLapse CarnivalShimmyInSlowMo CarnivalParadePOV BuildTheCarnivalPlaylist CarnivalLiveStream AIDesignsMyCarnivalLook CarnivalFilterFaceOff',
    pet: 'CarnivalPetParade HamsterCarnivalFloat DrawYourPetCarnivalStyle CarnivalSambaWithMyDog CarnivalCollarGlowUp SequinBandanaPup CarnivalPetPhotoBooth CarnivalTreatToss',
    gaming:
      'CarnivalGamesAtHome SkeeBallCarnivalCup HookADuckCarnival RingTossRumble WinTheGiantPlush KnockDownTheCarnivalCans BeatTheCarnivalBooth',
  },
  carol: {
    dance:
      'CarolingStepAndSway CarolConga CarolJingleHop FreezeWhenTheCarolStops DeckTheHallsDance FaLaLaShuffle SleighBellCarolStomp CarolRockinTwirl',
    prank:
      'CarolingAmbush CarolAndDash CarolPhoneSerenade CarolCookieDelivery SilentNightSurprise CarolThroughTheWindow DoorbellCarolDrop CarolPorchConcert',
    cooking:
      'CarolingHotCocoa CarolCookieTray CarolGingerSnaps CandyCaneBarkAndCarols BringUsFiggyPudding ChestnutsRoastingCarol MincePiesForCarolers CarolGingerbreadHouse',
    travel:
      'CarolingAroundTown CarolRoadTrip FindACarolConcertNearYou CarolCathedralVisit ChristmasMarketCarols CarolInTheTownSquare SnowyVillageCarol CarolTrainStation',
    tech: 'CarolByPhoneLight CarolMultitrackChoir CarolAutotune GrandmaJoinsTheCarolCall AIWritesACarol SmartSpeakerSingAlong PlayACarolOnYourPhone CarolKaraokeApp',
  },
  carousel: {
    dance:
      'CarouselWaltz CarouselGallopStep CarouselBobbingBounce TwirlLikeAMerryGoRound CarouselMusicBoxBallet PaintedPonyPrance CarouselFreezeFrame',
    prank:
      'CarouselBirthdayRide MerryGoRoundRingtone CarouselGoldRingHunt CarouselTuneWakeUp CarouselMusicBoxSurprise ToyHorseDeskParade OfficeChairCarousel',
    educational:
      'HowCarouselsWork OldestCarouselEver WhyCarouselHorsesBob MerryGoRoundPhysics WhoCarvedTheseAnimals WhyCarouselsPlayThatSong CarouselSpeedMath',
    cooking:
      'SpinningCarouselCake CarouselHorseCookies MerryGoRoundCupcakes CarouselAnimalCrackers CaramelAppleCarousel CarouselPopcornParty',
    travel:
      'RideEveryCarousel MerryGoRoundRoadTrip FindTheNearestCarousel OneMoreCarouselRide CarouselAndIceCreamDay VintageCarouselTour RateThatCarousel',
    speed:
      'BeforeTheCarouselStops OneSpinCarouselSketch CarouselAnimalCount CarouselLapSelfies WhichCarouselHorseWins OneRideTenPhotos FirstOnTheCarousel',
    music:
      'CarouselOrganCover CarouselMusicBoxTune HumTheCarouselTune RemixTheCarouselSong WaterGlassCarouselSong SingOnTheMerryGoRound OomPahCarousel',
    art: 'CarouselHorsePainting PaperCarouselBuild CarouselLightTrails CarouselClayAnimals DreamCarouselCreature SpinningCarouselFlipbook ShoeboxCarousel',
    tech: 'CarouselTimelapse CarouselHorsesInSlowMo CarouselPanoramaFail CarouselPOVCam CarouselVideoInReverse MakeYourPhoneACarousel SlowShutterCarousel CarouselBoomerangWave',
    pet: 'CarouselTreatSpinner CarouselParkStroll CarouselToyPounce CarouselPawtrait SpinningFeatherChase FairgroundDogDayOut KittyVsMiniCarousel',
    gaming:
      'CarouselHorseDerby CarouselSpinToWin CarouselTokenCollect ISpyOnTheCarousel MidwayPrizeHunt CarouselMusicalHorses CarouselSpotTheDifference',
  },
  carpenter: {
    travel:
      'OldBarnCarpentry MeetACarpenterAtTheFair CarpenterWorkshopTour CarpenterDoorwayHunt CarpenterRatesParkBenches CarpenterHardwareHaul CarpenterMuseumVisit',
    speed:
      'SortTheCarpenterToolbox BeatTheCarpenter CarpenterBirdhouseIn30 HammerTimeTrial FlatPackFrenzy CarpenterNailRace CarpenterMeasureDash',
    music:
      'CarpenterToolboxDrums SingTheCarpenters CarpenterWoodblockJam HammerTimeRemix SawdustSymphony CarpenterShopBeat CarpenterWoodblockSolo',
    tech: 'PhoneVsCarpenterTape CarpenterVsLevelApp CarpenterTimelapse CarpenterFixItIn60 StudFinderShowdown AICarpentryPlans OneSwingCarpenterSlowMo',
    gaming:
      'GuessTheCarpentersTool CarpenterDominoRun CarpenterBuildBattle StackLikeACarpenter CarpenterMarbleRunDuel CarpenterCheckersRematch CarpenterToolCharades',
  },
  carpool: {
    prank:
      'CarpoolKaraokeAmbush CarpoolCostumePickup CarpoolSillyHatDay CarpoolWindowNotes CarpoolSnackBagSurprise MinivanMysterySnacks ChauffeurModeCarpool',
    tech: 'CarpoolGroupChat CarpoolPlaylistTakeover CarpoolSchedulerApp CarpoolETATracker BluetoothBattle MinivanTechTour AICarpoolPlanner',
  },
  carrot: {
    fitness:
      'CarrotCrunchAbs CarrotPullRows HaulTheCarrotHarvest BunnyHopBurpees CarrotAndStickReps CarrotOnYourHeadLunges CarrotGardenSquats',
    travel:
      'CarrotFarmVisit PickYourOwnCarrots CarrotCakeCafeCrawl CarrotHarvestFestival BiggestCarrotAtTheMarket CarrotSticksForTheRoad CarrotCrunchPicnic',
    speed:
      'CarrotPeelRace CarrotAndSpoonRace CarrotPullDash StackCarrotSticks BeatTheBunny FastestCarrotCrunch',
    music:
      'CarrotFluteCover CarrotCrunchBeat SingToYourCarrots VeggieOrchestra CarrotDrumstickSolo RootsReggae CarrotRhymeTime',
    art: 'CarrotStampArt CarrotRoseCarving CarrotPeelCollage PaintACarrotPatch GiveYourCarrotAFace VeggieVanGogh PaintTheUgliestCarrot',
    tech: 'CarrotGrowthTimelapse ZoomIntoACarrot AIPicksMyCarrotRecipe CarrotSnapInSlowMo SpiralizerShowdown GrowCarrotsWithAnApp CarrotCrunchDecibels',
    pet: 'CarrotPlushFetch BunnyRatesMyCarrots HideTheCarrotToy DoesMyDogLikeCarrots SnuffleCarrotPatch CarrotRopeTug FrozenCarrotChew',
    gaming:
      'CarrotStickTicTacToe GoldenCarrotHunt TossARingOnTheCarrot PinACarrotOnTheBunny BowlOverTheCarrots HungryBunnyHeist',
  },
  cartwheel: {
    funny:
      'CartwheelInJeans CartwheelFailMontage CanIStillCartwheel DizzyDadCartwheel StickTheLanding CartwheelInASuit CartwheelInFlippers CartwheelVsGravity',
    prank:
      'CartwheelPhotobomb BackgroundCartwheel CartwheelIntoTheRoom CasualCartwheel VideoCallAcrobat CartwheelToTheDoor CartwheelFlashMob GoodMorningCartwheel',
    travel:
      'CartwheelAtLandmarks CartwheelOnTheBeach CartwheelInEveryPark TumbleTourist CartwheelPostcard CartwheelOnTheTrail CartwheelAtEveryRestStop CapitalCityCartwheel',
    tech: 'CartwheelSlowMo CartwheelCloneVideo AICoachesMyCartwheel CartwheelBoomerang BurstModeCartwheel TumbleTracker CartwheelPanoGlitch CartwheelInReverse',
  },
  castle: {
    tech: 'CastlePanoramaFail VisitACastleOnStreetView CastleGhostStoryByAI PillowCastleTimeLapse SpookyCastleNightMode AIDesignsMyCastle VideoCallFromMyCastle',
    gaming:
      'CastleSiegeStrategy CastleTowerDefense CastleKnightsQuest CastlingChessTrick KnockDownTheBlockCastle DefendThePillowCastle',
  },
  cat: {
    prank:
      'CatTapeSquare CatFilterOnTheWorkCall FakeCatInTheBed HiddenCatMeow CatWallpaperSneakSwap CatBoxFort CatShapedPillowSwap',
    travel:
      'CatCafeTour CatSitterUpdatesFromHome StreetCatPhotoWalk SpotTheLuckyCat CatIgnoresMeAfterVacation CatBackpackAdventure CatsFirstHarnessWalk',
    tech: 'CatVsRobotVacuum CatTranslatorAppTest KeyboardCatTakeover CatCrashesMyVideoCall CatReactsToBirdVideos CatCamConfessions CatPounceInSlowMo',
    gaming:
      'CatPawsTheController CatPicksMyCharacter CatBlocksTheScreen CatStealsTheDice CatPlaysMyPhoneGame HideAndSeekWithMyCat TabletopWithTheCat',
  },
  'cat vs dog': {
    prank:
      'CatVsDogBedSwap DogVsCatDubbedVoices BarkingCatPlush MeowingDoorbell CatsAndDogsTreatSwitch DogVsCatFakeTwin CatVsDogToyMixup',
    travel:
      'CatVsDogCafeCrawl CatsVsDogsSpottingWalk CatVsDogFirstCarRide DogAndCatRoadTrip CatVsDogSuitcaseSquatter DogBeachDayOut CatVsDogCityTour',
    tech: 'CatVsDogTranslatorApp CatVsDogPetCamDiary CatVsDogHighJumpSlowMo DogVsCatVideoCallReaction CatsAndDogsFaceSwap CatVsDogReactToPetVideos WhoNapsMoreCatVsDog',
    gaming:
      'PawsVsClawsGameNight CatVsDogHideAndSeek CatVsDogTrivia CatVsDogTreatHunt CatsAndDogsCoOp CatVsDogTeamBattle CatVsDogChessMatch',
  },
  caterpillar: {
    fitness:
      'CaterpillarWalkouts CaterpillarCoreCrawl CaterpillarPushupChain HungryCaterpillarReps CaterpillarCrawlRelay CocoonToButterflyFlow',
    travel:
      'CaterpillarSafari CaterpillarMeadowHike SpotACaterpillarInThePark FollowTheCaterpillar ButterflyHouseVisit CaterpillarLeafDetective CaterpillarGardenTour',
    tech: 'CaterpillarTimelapse ZoomInOnACaterpillar CaterpillarHabitatCam AIIDsMyCaterpillar ButterflyMacroShot ChrysalisLiveStream CaterpillarMunchMeter',
    gaming:
      'CountTheCaterpillarLegs CaterpillarSnakeScore CaterpillarLeafQuest HumanCaterpillarRace ISpyACaterpillar CaterpillarOrButterfly HungryCaterpillarBingo',
  },
  cave: {
    fitness:
      'CaveRockCarry CavemanSquats BearCrawlIntoTheCave CavemanCardio StoneAgeStrength CaveCrawlUnderTheTable',
    prank:
      'CaveGlowWormCeiling CaveCardboardTunnel SurpriseCaveGeode BatCaveBedroom CavemanGruntWakeUp CaveSoundsAlarmClock',
    wellness:
      'CaveDripMeditation CrystalCaveCalm NapInABlanketCave CaveModeNoPhoneHour EscapeToYourCave HermitModeHour CaveSilenceMinute',
    speed:
      'CaveMazeRace CaveFlashlightFind CaveRopeKnotBlitz BlanketCaveCrawlTimer CaveFortIn60 EscapeTheCave',
    music:
      'CaveEchoSinging CaveDripBeat DrumLikeACaveman YodelIntoTheCave LiterallyRockMusic CavemanGruntChoir CavernSoundcheck',
    tech: 'CaveFlashlightPhotoShoot CaveHeadlampTest NightModeInACave CavePaintingsByAI CavemanVsSmartphone NoSignalChallenge RecordYourCaveEcho',
    gaming:
      'FindTheGemsInMyCave CaveDungeonCrawl CaveBossLair CaveFortFlashlightTag BlanketCaveHideAndSeek CavernQuestNight CaveEscapeRoom',
  },
  'ceiling fan': {
    prank:
      'CeilingFanGooglyEyes CeilingFanStreamers ConfettiCeilingFan SnowflakeCeilingFan FlipTheSwitchSurprise CeilingFanSwitchLoveNote CeilingFanFaceCutouts',
    travel:
      'CeilingFanPostcards CeilingFanCafeHunt CeilingFanAtGrandmas FanciestCeilingFan RateTheHotelFan HammockUnderTheFan CeilingFanSpotting',
    fashion:
      'CeilingFanFlowyDress CeilingFanScarfFlutter BreezyLinenCeilingFan CeilingFanWindMachine CeilingFanHairGoals SilkInTheBreeze CeilingFanSkirtSwish',
    speed:
      'CeilingFanBubbleChase CountCeilingFanSpins BeforeCeilingFanStops CleanTheCeilingFanIn60 CeilingFanFeatherCatch GuessTheChainPull CeilingFanTidyBlitz',
    art: 'PaintCeilingFanBlades CeilingFanShadowPhoto CeilingFanLongExposure SketchACeilingFan CeilingFanOrigamiMobile PalmLeafMakeover CeilingFanPinwheels',
    tech: 'HowLoudIsMyCeilingFan CeilingFanSlowMo CeilingFanWhiteNoiseTest CeilingFanCameraGlitch DoesACeilingFanCoolYou FanVsACShowdown CeilingFanEnergyAudit',
    pet: 'CeilingFanCatStare DogVsCeilingFan DogClaimsTheCeilingFan CeilingFanShadowChase BreezySplootSession PupVsTheBreeze CeilingFanFurFlutter',
    gaming:
      'CeilingFanCardChaos CeilingFanPaperDrop PaperPlaneVsCeilingFan CeilingFanShadowGuess CardTowerVsCeilingFan CeilingFanBalloonVolley CeilingFanPicksPlayer',
  },
  cereal: {
    educational:
      'CerealIronMagnetTest WhyCerealGetsSoggy HowFlakesAreMade CerealSugarCubeCount WhoInventedCereal WhyCerealFloats CerealServingSizeMath',
    travel:
      'CerealAroundTheWorld CerealCafeVisit CerealAisleSafari CerealTrailMixRoadTrip SouvenirCerealBox CerealPicnicAtSunrise HotelCerealRanking',
    fashion:
      'CerealBoxCostume CerealMascotCosplay SaturdayMorningFit DressAsYourCereal WearYourCerealNecklace CerealColorPalette CerealCartonTote',
    art: 'CerealMosaic CerealPixelPortrait CerealMascotRedraw DesignYourCerealBox SortCerealIntoARainbow SpellYourNameInCereal CerealCartonSkyline',
    tech: 'CerealSplashSlowMo SoggyCerealTimeLapse AICerealMascot PerfectCerealPourPOV DecibelCrunchTest CerealBowlCam',
    gaming:
      'CerealBoxMaze CerealBlindTasteGuess CerealPrizeHunt CerealMascotBracket CerealFlickFootball CerealXsAndOs',
  },
  'cereal box': {
    travel:
      'CerealBoxCarSnackBin HotelMiniCerealBox CerealBoxPostcard CerealBoxPassport CerealBoxPackingHack SupermarketSafari CerealBoxSouvenir CerealBoxTravelJournal',
    tech: 'ScanTheCerealBoxBarcode CerealBoxPhoneStand CerealBoxDeskSetupHack CerealBoxSpeakerAmp CerealBoxCableRescue AIDesignsACereal StopMotionCerealBox CerealBoxCityTimeLapse',
    gaming:
      'CerealBoxPinball CerealBoxBoardGame TriviaOnTheCerealBox KnockDownTheCerealBoxes CerealBoxJigsawPuzzle BackOfBoxMazeSpeedrun CerealBoxTicTacToe CerealBoxSkeeBall',
  },
  chair: {
    travel:
      'CampChairAtEveryStop BeachChairRanking ArmchairTravel FoldingChairSunsets FindTheChairWithAView PeopleWatchFromACafeChair GiantChairSelfie',
    speed:
      'ChairSetupRace ChairFoldDash MusicalChairsSprint LastChairStanding SwivelChairRelay ChairSitStandIn30 TuckInEveryChair',
    music:
      'ChairDrumming ChairSqueakSolo MusicalChairsRemix SerenadeFromAChair ChairTurnSingOff RockingChairBlues',
    tech: 'GamingChairReview ErgonomicChairTest FixMyChairPosture ChairToStandingDesk RateMyChairSetup ChairPhoneHolderHack OldChairGlowUp ChairDancesStopMotion',
    gaming:
      'GamingChairSetup MusicalChairsGameNight HotSeatChairTrivia ChairSimonSays ChairHotPotato SwivelChairDuel ChairCharades GamerChairTierList',
  },
  chalk: {
    travel:
      'ChalkArtFestival ChalkMuralHunt ChalkHelloInANewPark ChalkYourRoadTrip SidewalkSafari LeaveYourMarkInChalk ChalkTheTownSquare',
    tech: 'ChalkTimelapse QRCodeInChalk ChalkStopMotion LieDownChalkPhotoShoot AIPicksMyChalkArt ChalkArtErasedInReverse TopDownChalkPhoneShot ThreeDChalkIllusion',
    gaming:
      'ChalkTicTacToe DrawAVideoGameInChalk ChalkFourSquare ChalkSnakesAndLadders SidewalkTwister DrivewayDungeonCrawl GiantChalkBoardGame',
  },
  chalkboard: {
    fitness:
      'ChalkboardRepTally ChalkboardWorkoutOfTheDay ChalkboardHighReach RollTheChalkboardDice WipeTheBoardSquats ChalkboardDrawAMove ChalkboardPlankLog',
    funny:
      'NailsOnAChalkboard ChalkboardMovieGenius ChalkboardCafePuns ChalkboardTeacherVoice BlackboardBluffMath WriteYourChalkboardLines ChalkboardExcuseNote',
    travel:
      'CafeChalkboardHunt FunniestChalkboardSign ChalkboardMenuCrawl ChalkboardPunOfTheDay SidewalkChalkCityTour OldSchoolhouseVisit ChalkboardTravelLog',
    fashion:
      'ChalkboardFitRating ChalkboardOOTDPlan ChalkboardChicLook ChalkStripeSuit BackToSchoolLook TeacherWardrobeWeek ChalkboardTeeDesign',
    tech: 'SmartBoardVsChalkboard ChalkboardMuralTimeLapse DoesMyChalkboardQRScan ScanChalkToDigital ChalkboardDoodlesMove AIWritesMyChalkboardSign TeachMeOnTheChalkboard',
  },
  charger: {
    travel:
      'ChargerOutletHunt ChargerSolarCampout OneChargerForAll WhoForgotTheCharger PowerBankRoadTrip ChargerLeftAtTheHotel ChargerPackingCheck',
  },
  cheer: {
    travel:
      'CheerCompRoadTrip CheerForYourLocalTeam PackMyCheerBagWithMe CheerCampBound ToeTouchAtLandmarks NationalsOrBust CheerOnEveryHilltop AirportCheerSendOff',
    tech: 'CheerStuntSlowMo CheerMixMaker DecibelCheerOff AIJudgesMyCheer CheerPracticeOverVideo ToeTouchTracker GreenScreenCheer CheerInReverse',
  },
  cheese: {
    prank:
      'SayCheesePhotobomb CheeseWheelCakeReveal GrilledCheesePillow MouseHoleWithCheese CheesyLoveNotes CheeseGooglyEyes LeaveACheeseTrail',
    travel:
      'LetTheCheeseShopChoose CheeseMarketTour MeetTheCheeseFarmCows CheeseBoardPicnic CheeseAtEveryStop CheeseDeliCrawl CheeseMadeNearYou',
    art: 'CheeseCarving CheeseBoardStillLife SayCheesePortrait SwissCheeseHolePrints CheeseWaxSculpture CheddarSkyline CheeseLabelDesign CheeseSculptOff',
    tech: 'CheesePullSlowMo CheesePairingAI CheeseMeltTimeLapse AirFryerCheeseCrisps CheeseHolesUpClose MicrowaveCheesePuff WhatCheeseIsThisApp AppPicksMyCheese',
    pet: 'CheeseWrapperTest PetSaysCheese CheesePlushToyFetch MouseAndCheeseCatWand SwissCheeseHamsterHut WillWorkForCheese CheeseWedgeBed CardboardCheeseMaze',
    gaming:
      'CheeseMazeRun GameNightCheeseBoard CheeseTriviaShowdown NameThatCheese CheesyJokeBingo TwentyQuestionsCheese WhoMovedTheCheese',
  },
  cheesecake: {
    travel:
      'BestCheesecakeInTown CheesecakeRoadTripDetour JapaneseCheesecakeHunt CheesecakeDinerCrawl CheesecakeOnABlanket CheesecakeWithAView PackACheesecakeJar',
    fashion:
      'CheesecakeNailArt DressInCheesecakeColors DressLikeACheesecake VanillaBeanNeutrals CreamAndBerryPalette CheesecakeCharmChain CheesecakePastelLook',
    music:
      'SingToYourCheesecake CheesecakeDinerJukebox CheesecakeDooWop WhiskClinkBeat WriteACheesecakeJingle CheesecakeLoveSong CheesecakeRapBattle',
    art: 'CheesecakeSwirlArt CheesecakeClayMini PaintACheesecakeSlice BerryDrizzlePainting CheesecakeBlindContour CheesecakeFoodPhoto FeltCheesecakeCraft',
    tech: 'CheesecakeJiggleSlowMo PressureCookerCheesecake AirFryerCheesecake CheesecakeTimelapse TwoMinuteCheesecakeMug AIDesignsACheesecake CheesecakeBakeAlongCall',
    pet: 'CheesecakePlushToy PetReactsToCheesecake KittenInACheesecakePan PupcakeBirthdayPhoto PetSafeCheesecake JiggleWiggleReaction CheesecakeSquishyUnbox',
    gaming:
      'CheesecakeLoserBakes WinnerGetsCheesecake GuessTheCheesecakeFlavor CheesecakeTopperToss PlayForTheLastCheesecake SliceOfVictory CheesecakeTriviaNight',
  },
  cheetah: {
    dance:
      'CheetahStrut CheetahPounceStep CheetahTailFlick CheetahPrintDanceOff SavannaShuffle SpotOnMoves ProwlLikeACheetah SlinkyCheetahSlide',
    fitness:
      'CheetahSprintDrills CheetahHillBursts CheetahCrawl ZigzagLikeACheetah ZeroToCheetah SprintLikeACheetah CheetahPounceJumps CheetahStalkLunges',
    travel:
      'FindACheetahAtTheMuseum CheetahSpottingDayOut WearCheetahPrintToTown FirstCheetahSighting CheetahSelfieAtTheZoo CheetahFeedingTimeVisit CheetahZooDay CheetahRunWatch',
    music:
      'RunLikeACheetahPlaylist CheetahPurrLoop CheetahChirpRemix CheetahBassline SavannaDrumCircle FastestBeatAlive SpeedRapCheetah SafariCheetahSong',
    tech: 'CheetahSlowMoRun CanAIDrawACheetah CheetahNapOnLiveCam AmIFasterThanACheetah SafariLiveStream CanYourPhoneKeepUp CheetahPanoramaFail CheetahInMyLivingRoomAR',
    pet: 'CheetahVsMyCat CheetahLookalikeBengal CheetahPlushZoomies CheetahPrintCollar MyDogThinksItsACheetah BackyardSafariPhoto KittyCheetahPounce SprintLikeACheetahPup',
    gaming:
      'CheetahTopSpeedTrivia CheetahAndGazelleTag CheetahSpeedrun RaceAsACheetah CheetahDiceRace CheetahCamoHideAndSeek CheetahMemoryMatch CheetahCharades',
  },
  chef: {
    fitness:
      'YesChefReps ChefWhiskArmDay ChefStockpotCarry ChefLineLunges ChefFlourBagSquats SauteSquats',
    funny:
      'ChefsKissRatings YesChefSkit FancyChefVoiceover ChefReviewsMyToast AngryChefImpression MichelinStarMicrowave ChefTastesKidsCooking',
    educational:
      'ChefLingoQuiz HowChefsPlateFood ChefMiseEnPlace FiveChefMotherSauces WhyChefHatsAreTall MeasureLikeAChef',
    travel:
      'DineWhereChefsEat StreetFoodChefs ChefMarketMorning AskAChefWhereToEat LearnFromALocalChef ChefRatesRoadTripFood',
    tech: 'ChefGadgetTest AIChefAssistant ChefVsAirFryer ChefTimerHacks CookLikeAChefWithAnApp OverheadCookingCam',
    pet: 'PetChefHatPhoto ChefDogBiscuitBake ChefCatSupervisor ChefPupTasteTest SousChefPup BunnyBistro',
    gaming:
      'ChefBlindTasteTest ChefMysteryBoxChallenge FamilyChefCookOff PantryChefBingo GuessTheSpiceLikeAChef RememberTheChefsTray ChefCharades',
  },
  chemistry: {
    cooking:
      'RockCandyChemistry ChemistryColorMocktail ChemistryBobaPearls CookieChemistryTest ChemistryOfToast KitchenChemistryLab',
    travel:
      'ChemistryMuseumTrip ChemistryAtTheScienceFair ChemistryOfThePond ChemistryOfAutumnLeaves ChemistryOfSunscreen ChemistryRustHunt',
    speed:
      'ChemistryElementBlitz ChemicalEquationRace PeriodicTableChemIn60 ChemistryFizzRace NobleGasNameOff BeatTheBeakerTimer ChemistrySymbolSprint',
    music:
      'ChemistryElementSong RapYourChemistryNotes ChemistryBeakerTune ChemistryParodyCover TestTubeXylophone ChemistryStudyJingle ChemicalBondBallad',
    tech: 'ChemMoleculesOnYourPhone ChemistryFizzInSlowMo AIChemistryTutor LemonBatteryChem VirtualChemistryLab ChemistryCrystalsGrowing',
    pet: 'ChemistryOfCatnip AquariumChemCheck PetSafeChemicalSwap ChemistryPupStudyBuddy DecodeThePetFoodChemistry LabAssistantKitty ChemistryOfDogSmell',
    gaming:
      'ChemistryElementBingo ChemElementSnap ChemistryCharades TriviaNightChemRound ChemistryElementHangman ChemistryEscapeRoom',
  },
  cherry: {
    travel:
      'PickYourOwnCherries HanamiPicnic CherryBlossomChase CherryOrchardRoadTrip WalkUnderCherryBlossoms CherryFestivalHop CherryFarmStandHaul',
    tech: 'CherryBlossomTimelapse CherryPetalsInSlowMo CherryPitterTest AIPicksMyCherryRecipe PhoneMacroCherries BloomForecastApp PinkCherryBlossomFilter',
    gaming:
      'CherryBlossomPetalCatch CherryPitTicTacToe GuessTheCherryBlindfolded CherryOnASpoonRace BeatMyCherryScore ChompTheCherries CherryTossIntoTheBowl',
  },
  chess: {
    fitness:
      'ChessClockPlank ChessPawnPushUps KnightJumpChessDrill CheckmateBurpees ChessPuzzleWallSit SquatPerCapture ChessTimerTabata',
    funny:
      'ChessPieceVoices SportsCommentaryChess LifeAsAChessPawn KidBeatsDadAtChess PigeonChessMeme MyChessThinkingFace ChessTrashTalk',
    travel:
      'ChessInThePark ChessCafeCrawl JoinALocalChessClub PackAChessSetAnywhere ChessWithStrangers ChessOnTheTrain GiantChessBoardHunt',
    fashion:
      'ChessPrintFit ChessKnightPendant GrandmasterChessBlazer DressLikeAChessPiece ChessNightDressCode BlackAndWhiteOnly ChessClubPrep',
    speed:
      'ChessBlitzBattle ChessSetupSprint ChessPuzzleRush BulletChessRematch ChessClockCountdown ScholarsMateSpeedrun SixtySecondChess',
    music:
      'ChessClockBeat ChessTheMusicalCover SingYourChessMoves CheckmateAnthem ChessPieceLullaby ChessPianoTheme ChessOpeningJingles RapTheRulesOfChess',
    art: 'ChessPieceSketch DrawYourOwnChessSet ClayChessPawns ChessPieceMakeover KnightInShiningArt CheckeredCanvas ChessStopMotion ChessboardQuilt',
    tech: 'ChessBotBattle ChessOverVideoCall AIChessRematch PhoneChessClockDuel CanYouBeatTheEasyChessBot WholeChessGameTimeLapse VoiceCommandChess',
    pet: 'PetPicksTheChessMove ChessCatKnocksKing ChessDogRetrievesPawn MyCatJudgesMyChess KittenVsKnight PupNapsOnTheBoard ChessNightWithFido',
    gaming:
      'ChessPuzzleStreak ChessShuffleTheBackRow ChessBlindfoldChallenge CheckmateInThree ChessPawnsOnlyBattle TagTeamChess WhoIsTheFamilyChessKing KingOfTheHillChess',
  },
  chicken: {
    fitness:
      'ChickenLegsChallenge EarnYourNuggets ChickenSquatHold ChickenWingCircles CluckAndCrunch ChickenPlankOff ChickenFlapJacks',
    educational:
      'ChickenOrEggDebate WhyRoostersCrow ChickenTempCheck ChickenDinosaurQuiz ChickenTalkDecoded ChickenFactOrFowl ChickenBreedsGuessOff',
    travel:
      'FriedChickenTrail MeetTheFarmChickens FriedChickenPicnic ChickenShackSafari HotWingHopping RotisserieRoadTrip ChickenSandwichCrawl ChickenFoilPackCampout',
    speed:
      'FifteenMinuteChicken ChickenRunRelay ChickenNuggetTower BreadingSpeedrun FastestChickenDance WingsBeforeTheBuzzer ChickenWrapIn60 ShreddedChickenSprint',
    tech: 'ChickenAirFryerTest LetAIRoastMyChicken ChickenProbeCheck RoastChickenTimeLapse ViralChickenRecipeTest ChickenCrunchASMR ChickenGrillTimerApp',
    pet: 'RubberChickenFetch SqueakyChickenTest ChickenDanceWithMyDog ChickenCatStandoff CluckSoundReaction WillSitForChicken PlushChickenTug ChickenToyHideAndSeek',
    gaming:
      'EarnThatChickenDinner ChickenCrossingRecord WingsAndWildCards FlapYourWingsChickenTag ChickenBingoNight ChickenMemoryMatch',
  },
  chili: {
    travel:
      'ChiliCookOffRoadTrip ChiliDinerHunt RateEveryChiliAtTheFair ChiliInAThermosHike FollowTheChiliTrail CampfireChiliNight',
    speed:
      'ChiliPrepSpeedrun ChiliToppingBarRace BeanCanChiliRelay ThirtyMinuteChili ChiliBowlFillRace CornbreadCountdown',
    music:
      'ChiliCookOffAnthem ChiliSimmerBlues CountryChiliJam ChiliPotDrumBeat BeanShakerBeat LadleDrumSolo ChiliPotPercussion',
    tech: 'ChiliRecipeAI ChiliSimmerTimelapse SlowCookerChiliOvernight AIChiliVsGrandma ChiliCookOffScoreApp ChiliSteamInSlowMo',
    pet: 'PetNamedChili ChiliCookOffBandana NoChiliForThePup ChiliPlushFetch KitchenPatrolPup TasteTesterDenied ChiliNightSnuggle',
    gaming:
      'GuessTheSecretChiliSpice HotOrNotChiliBingo ChiliBowlTourney GuessTheChiliBeanCount LoserMakesTheChili ChiliHotTakeTrivia',
  },
  china: {
    fitness:
      'ChinaTaiChiMorning ChinaRadioCalisthenics ChinaKungFuBasics ChineseJumpRopeRelay PlazaDanceWorkout JianziKickUps ChinaLionDanceSquats PingPongChinaRally',
    funny:
      'ChinaDumplingFoldFails ChinaChopstickFails ChinaTonesMixUp FirstTryChinaSnacks PandaRollImpression SpicySichuanReaction ActOutYourChinaZodiac ChinaTeaPourFails',
    prank:
      'ChinaNewYearDrumWakeUp ChinaLanternWelcome ChinaLuckyKnotGift ChinaPandaPeekaboo RedEnvelopeSurprise PaperDragonDoorway ChinaDumplingDoorstep ChinaZodiacBirthdayCard',
    cooking:
      'ChinaDumplingFold ChinaStreetFoodAtHome ChinaMooncakeBake ChineseNewYearFeast PerfectChinaEggFriedRice ScallionPancakeRoll ChinaHotPotNight BaoBunChinaStyle',
    fashion:
      'ChinaSilkStyle ChinaPandaPrintFit ChinaQipaoLook ChineseKnotButtons LunarNewYearRed MandarinCollarJacket HanfuChinaDay JadeBangleChina',
    wellness:
      'ChinaTeaCeremony ChinaGardenStroll SlowSipChinaGreenTea ChineseBrushMindful MorningTaiChiCalm ChinaLanternEveningWalk QigongChinaMinute ChinaPaperLotusFold',
    music:
      'LearnAChinaFolkSong ChinaLionDanceDrums ChinaTeacupMelody ChineseNewYearSong ChinaChopstickDrums BambooFluteFolkTune JasmineFlowerChina ChinaKaraokeNight',
    tech: 'ChinaPinTheMapChallenge ChinaMenuTranslateTest VirtualWalkThroughChina ChinaMandarinAppStreak ChinaMuseumFromYourSofa AbacusVsCalculator ChinaCalligraphyOnATablet VideoCallAPenPalInChina',
    pet: 'YourPetsChinaZodiacSign ChinaPandaPlushPounce ChinaLanternFestWalk ChineseZodiacPetShoot YearOfTheDogPortrait LuckyRedPawPrints CatOnAChinaSilkCushion ChinaDumplingPlushFetch',
    gaming:
      'ChinaMahjongNight ChinaChessMatch ChinaTangramPuzzle ChineseCheckersDuel ChinaMapPuzzleRace GoBoardShowdown GuessMyChinaZodiacAnimal DominoesFromChina',
  },
  chips: {
    travel:
      'ChipsAndDipPicnic ChipFactoryTour ChipAisleSafari ChipsOnTheBeach RoadTripChipRanking GasStationChipHunt SeasideChipShop',
    tech: 'ChipCrunchDecibelTest AirFryerCrispsDuel ChipSlowMoSnap AIInventsAChipFlavor MicrowavePotatoChips AIRanksMyChips',
    pet: 'PetHearsTheChipBag ChipTubeKibblePuzzle PupGetsCarrotsNotChips CatVsChipCan DogGuardsTheChips CouchPotatoPupPose',
    gaming:
      'ChipsWithChopsticks ChipStealthMission ChipFlavorTrivia PokerForChips ChipFlickFootball BlindfoldChipTasteOff CrispsTicTacToe',
  },
  chocolate: {
    dance:
      'ChocolateBarShuffle ChocolateFactoryGroove WiggleForChocolate TruffleTwoStep ChocolateBunnyHop ChocoholicHustle ChocolateRainRoutine',
    fitness:
      'ChocolateMilkRecovery ChocolateBoxSquats ChocolateChipPushUps CocoaCardio DarkChocolateDeadlifts StepUpForChocolate EarnTheChocolate',
    travel:
      'ChocolateShopCrawl BestHotChocolateInTown ChocolateFactoryTour ChocolateFonduePicnic ChocolateFromEveryTrip ChocolateTrailMixHike LocalChocolateTasteOff',
    tech: 'ChocolateTemperTest MicrowaveChocolateMugCake ChocolateMeltSlowMo ChocolateBunnyMeltdown AIInventsAChocolate ViralChocolateHackTest ChocolateSnapASMR',
    pet: 'ChocolateLabZoomies ChocolateCoatGlowUp ChocolatePlushFetch CatInAChocolateBox DogSafeFakeChocolate CocoaTheCorgiShow ChocolateSqueakToy',
    gaming:
      'ChocolateCoinPrizes ChocolateChipPoker ChocolateCheckers WinnerGetsTheChocolate GoldenTicketHunt ChocolateWrapperMemory ChocolateHatAndGlovesGame',
  },
  choir: {
    dance:
      'ShowChoirMoves GospelChoirStep ChoirRiserShuffle ChoirRobeSway ChoirSpinAndSing JazzHandsChorus ChoirClapAndSnap',
    travel:
      'ChoirInACathedral JoinAGospelChoirSunday CatchALocalChoirConcert ChoirRoadTripHarmony ChoirFlashMobInThePark SingWhereItEchoes',
    tech: 'VirtualChoir ChoirMultitrackMix ChoirTunerApp ChoirOfClones BeYourOwnChoir AutotuneTheAltos OnePhoneWholeChoir',
    pet: 'DogChoir PetChoirHowl CatChoirMeows KittenJoinsTheChoir ChoirPracticeForMyCat BarkitoneSection',
    gaming:
      'VideoGameChoir ChoirBossTheme ChoirNameThatTune ChoirMusicalChairs ChoirKaraokeBattle HitTheNoteChoirGame ChoirRhythmRound',
  },
  chopsticks: {
    dance:
      'ChopstickTapShuffle ChopstickFanDance ChopstickBatonTwirl ChopsticksWaltz NoodleSlurpShimmy ChopsticksPianoDance SnapLikeChopsticks',
    travel:
      'NightMarketChopsticks ChopstickRamenCrawl ChopstickTakeoutPicnic ChopsticksOnlyTrip StreetNoodleTour DimSumMorning SouvenirChopstickHunt',
    tech: 'CatchItWithChopsticks ChopstickStylusHack ChopstickPhoneTripod TeachChopsticksIn60 AIChopstickCoach OneGrainAtATimeChopsticks ChopsticksLessonByVideo AIPicksMyChopstickMeal',
    pet: 'ChopstickFeatherWand ChopstickTargetTrick ChopstickTreatPuzzle KittenVsChopsticks TakeoutBoxCatNap MyPetStaresAtChopsticks KibbleByChopsticks',
    gaming:
      'ChopsticksFingerDuel ChopsticksGameNight ChopstickMikadoMatch StackItWithChopsticks MoveMarblesWithChopsticks ChopstickHockey BlindChopstickBattle',
  },
  chore: {
    travel:
      'ChoreFreeVacation ChoresAroundTheWorld RoadTripCarChoreBlitz TidyBeforeTakeoff CampsiteChoreRota ChoreUnpackBeforeBed ChoresForAGetaway',
    tech: 'ChoreTimelapseReveal ChoreSpreadsheetSplit ChoreToThreeSongs ChoreAppShowdown AIMakesOurChoreChart ChoreTimerBeatTheAlarm SpinTheChoreWheelApp ChoreGadgetTest',
  },
  christmas: {
    cooking:
      'ChristmasYuleLogRoll XmasGingerbreadBuild ChristmasCandyBark IcedChristmasCookies ChristmasCocoaBombs ChristmasRoastChestnuts',
    tech: 'ChristmasLightShow ChristmasGadgetUnbox ChristmasCallWithGrandma AIWritesChristmasCards TrackSantaOnChristmasEve ChristmasCardPhotoFail ChristmasTimelapse',
    gaming:
      'ChristmasTriviaBattle ChristmasBingoShowdown WhiteElephantXmasDice ChristmasPassTheParcel HoHoHighScore NorthPoleCharades ChristmasMovieHeadsUp',
  },
  'christmas cookie': {
    funny:
      'SantaCookieInspector GingerbreadHeadFirst ChristmasNailedIt UglyChristmasCookieOff ChristmasCookieFeud ChristmasCookieCritic ChristmasCookieTrial',
    travel:
      'HolidayBakeryCrawl ChristmasCookieDropOffs ChristmasCookieRoute ChristmasMarketCookies ChristmasCookieQuest ChristmasBiscuitTrail ChristmasCookiesToGrandma',
    tech: 'ChristmasBakeTimelapse CookieRecipeAI ZoomInOnChristmasCookies ChristmasCookieBakeAlong ChristmasOvenCam ChristmasCookiesComeAlive ChristmasCookieSlowMo',
    gaming:
      'ChristmasCookieBingo ChristmasCookieCharades ChristmasSideQuest ChristmasCookieMemory ChristmasCookieTicTacToe HideTheChristmasCookie ChristmasCookieDice',
  },
  'christmas lights': {
    music:
      'ChristmasLightsDiscoMode JingleBellRemix BlinkingBulbBallad CarolByChristmasLight FairyLightsLullaby ChristmasLightsJam ChristmasLightsKaraoke',
    tech: 'FairyLightsBokehShot ChristmasLightsNightMode FairyLightsTourForGrandma ChristmasLightsByVoice HolidayLightsAppShow SmartPlugTimerHack ProgramTheFairyLights',
    gaming:
      'ChristmasLightsPuzzle ChristmasLightsBingo FairyLightsHideAndSeek CountTheChristmasLights ChristmasLightsCharades TangledLightsLevel ChristmasLightsMemory',
  },
  'christmas market': {
    funny:
      'OrnamentOverbuy ChristmasFrozenFingers ChristmasMugHoarder ChristmasCrowdPOV ChristmasMarketParking ChristmasMarketRegrets DadAtChristmasMarket ChristmasMarketHaggle',
    cooking:
      'ChristmasMarketCrepes ChristmasMarketHotCocoa ChristmasStollenLoaf BakeAGingerbreadHeart ChristmasPretzelTwist CandiedAlmondDIY ChristmasMarketWaffles HotChristmasMarketSoup',
    music:
      'ChristmasMarketCarols NutcrackerSuiteHum ChristmasMarketPlaylist ChristmasMarketBeatbox ChristmasMarketJingleJam ChristmasBuskerDuet SingAtChristmasMarket ChristmasMarketYodel',
    art: 'ChristmasMarketSketch ChristmasBokehShots PaintAChristmasStall ChristmasBaubleArt ChristmasMarketPostcard PaperStarLanterns ChristmasMarketDiorama ChristmasMarketSnowGlobe',
    tech: 'ChristmasMarketMapApp ChristmasNightMode FestiveLightsTimelapse HandWarmerGadgetTest ChristmasMarketLive ChristmasMarketBokehWalk ChristmasMarketPanorama ChristmasMarketPOV',
    pet: 'ChristmasPupStroll ChristmasDogSweater ChristmasPetScarf ChristmasMarketForMyDog PawprintBauble ChristmasMarketSniffs PawsAtChristmasMarket ChristmasMarketBooties',
    gaming:
      'ChristmasMarketISpy ChristmasMarketBingo AdventCalendarQuest YuletideGameNight ChristmasScavengerHunt ChristmasTriviaDuel ChristmasMarketRingToss ChristmasMarketGuessPrice',
  },
  cinnamon: {
    prank:
      'CinnamonBunBreakfastInBed CinnamonMessageToast CinnamonScentNoBuns SurpriseCinnamonRolls SecretCinnamonSanta NeighborCinnamonDrop',
    travel:
      'CinnamonBunFikaCrawl SpiceMarketWalk CinnamonSugarDonutHunt BiggestCinnamonRoll CinnamonRoadTrip CinnamonLatteCafeHop CinnamonApplePicnic',
    tech: 'CinnamonGrinderTest AIInventsACinnamonTreat CinnamonMugCakeIn90 CinnamonRollTimelapse MacroCinnamonSwirl CinnamonBunBakeAlong CinnamonSwirlStopMotion',
    pet: 'CinnamonRollPetBed CinnamonPlushFetch CinnamonSwirlCurlUp CinnamonColoredPetsUnite GingerCatPortrait SugarAndSpicePup TinyCinnamonCutie',
    gaming:
      'CinnamonOrNotBlindSniff CinnamonPickUpSticks CinnamonSwirlPuzzle WinTheLastCinnamonRoll CinnamonToastTicTacToe TradeRouteBoardGame CinnamonBakeShowdown',
  },
  'cinnamon roll': {
    prank:
      'CinnamonRollWakeUp IcingNoteCinnamonRoll GiantCinnamonBun CinnamonScentAlarm HeartShapedSurprise CinnamonRollDoorstepDrop',
    travel:
      'CinnamonRollSunrisePicnic GiantCinnamonRollHunt BestCinnamonRollInTown HikeForACinnamonBun BakeryHopSunday CinnamonRollRoadTrip CinnamonRollRatingMap',
    tech: 'CinnamonRollTimelapse AirFryerCinnamonRolls CinnamonRollUnrollSlowMo CinnamonRollMugIn90 CinnamonRollIcingDripASMR AIBakesCinnamonBuns CinnamonRollBakeAlong',
    gaming:
      'WinnerGetsCinnamonRoll StoreVsHomeCinnamonRoll RockPaperCinnamonRoll CinnamonRollTriviaNight CinnamonBunCharades StackTheCinnamonRolls',
  },
  circus: {
    dance:
      'CircusRingmasterStrut BigTopGroove CircusElephantMarch RunAwayWithTheCircus ClownShoeShuffle CircusTightropeTiptoe CircusCancan',
    travel:
      'WhenTheCircusComesToTown FollowTheCircusTent CircusPopcornDayOut FrontRowAtTheCircus StreetCircusFestival CircusMuseumVisit',
    wellness:
      'CircusBalloonBreaths CircusJuggleFocus ThreeBallMeditation CircusTightropeBreath ClownAroundTherapy NotMyCircus CircusBalanceMinute',
    speed:
      'CircusPlateSpinTimer CircusCartwheelIn30 CircusRingTossBlitz MostJugglesInAMinute CircusClownShoeRace TumbleRelay CircusCostumeScramble',
    music:
      'CircusKazooJam CircusSlideWhistleFail DrumRollPlease HumTheCircusTheme BigTopBeatbox CircusMarchOnPots CircusWhistleSolo',
    tech: 'CircusOfToysStopMotion CircusSlowMoTrick CircusClownFilterFaceOff CircusBoomerangFlips CircusActOverVideoCall CircusGlowStickTrails CircusGreenScreen',
    gaming:
      'CircusBeanBagToss CarnivalGameCircuit CircusRhythmJuggling CircusCharadesNight CircusCanKnockdown CircusRingTossScore',
  },
  city: {
    dance:
      'CityStairsStomp CityPlazaFlashMob CityStreetLampTwirl BigCityBoogie SubwayShuffle ConcreteJungleJive CityLightsLineDance',
    fitness:
      'CityBridgeSprint CityLampPostLunges RunTheCity CityBikeLoop CityStaircaseSprints ConcreteJunglePushUps CityBlockTabata',
    prank:
      'MysteryCityDate CityKindNoteDrop CityComplimentPosters PostcardFromYourCity TouristForADay SurpriseCitySkylinePicnic CityMapTreasureHunt',
    cooking:
      'TasteOfTheCity CityStreetFoodAtHome CityBalconyBrunch CitySignatureDish BigAppleBagels NightMarketNoodles CityDinerBreakfast',
    wellness:
      'SlowCitySunday CityParkBenchPause CityQuietSpotHunt CityLibraryQuietHour SunriseCityStroll BreatheThroughTheNoise CitySoundsMeditation',
    music:
      'SampleTheCity CityBuskerBattle CityLightsSerenade SingOnACityParkBench TrafficJamSession SubwayAcousticSet CityAnthemCover',
    tech: 'CityHyperlapse CityGlassReflectionShot NightModeCityShot CitySunsetInTenSeconds BeatTheTransitApp StreetViewTimeTravel CityNoiseDecibelTest',
    gaming:
      'CityScavengerHunt ISpyOnACityWalk GuessMyCityFromOnePic MakeABoardGameOfYourCity CityLandmarkTrivia CityLandmarkCharades CityPictionaryRound',
  },
  classical: {
    prank:
      'FifthSymphonyEntrance ClassicalWakeUpCall ClassicalDoorbell ClassicalFancyDinner ClassicalButler ClassicalElevatorMusic CarRadioClassical HoldMusicClassical',
    travel:
      'FreeClassicalConcertHunt ClassicalRoadTripDare ClassicalSunsetOnABench OutdoorSymphonyPicnic ClassicalOnTheTrain ScoreYourWalkClassical StreetBuskerClassical OperaHouseClassical',
    tech: 'ClassicalAIComposer ClassicalPianoApp DigitalSheetMusic IdentifyThatClassicalTune MetronomeGadgetTest ClassicalConcertFromBed AIPicksMyClassicalMood SeeClassicalSoundWaves',
    gaming:
      'ClassicalBossTheme VideoGameSymphony ClassicalPianoAppDuel ComposerGuessingDuel ClassicalMusicalChairs ClassicalLevelUp ChessToClassical SpeedrunToClassical',
  },
  classmate: {
    travel:
      'ClassmateFieldTrip ClassmatesTakeThePark ClassmateMuseumDay PenPalClassmates BusSeatBuddies ClassmateTrainAdventure ClassmateCityQuest',
    tech: 'ClassmateCodingDuo ClassmatePhotoEditDuel ClassmatesStopMotionMovie ClassSlideshowShowdown CalculatorSpellOff TypingRaceRematch ClassmateAppPitch',
    gaming:
      'ClassmateChessLadder ClassmateKartCup RecessCardDuel SquadUpClassmates BeatTheClassChamp LunchTableLeague ClassmateThumbWar',
  },
  classroom: {
    travel:
      'ClassroomFieldTrip ClassroomMuseumQuest ClassroomPenPalMap ClassroomWithAView OneRoomSchoolhouse VirtualClassVisit',
    tech: 'ClassroomStopMotion ClassroomSetupTimeLapse ClassroomCodingHour ScratchGameForClass SmartboardHacks ClassroomQuizAppShowdown',
    gaming:
      'ClassroomQuizChampion ClassroomJeopardy ClassroomGameShow ClassroomHangman PopQuizBossBattle SpellingBeeSpeedrun ClassroomBingoBlitz',
  },
  'claw machine': {
    prank:
      'ClawMachineAtHome ClawMachineLoveNote ClawMachineRiggedToWin ClawGameGiftReveal TheClawSurprise ClawMachinePrizeSwap MiniClawMachineDesk ClawMachineCandyStash',
    travel:
      'ClawMachineArcadeCrawl EveryClawMachineInTheMall ClawMachineBoardwalk ClawMachineAirportWin ClawMachineAtEveryStop ClawGameAtTheBowlingAlley RoadsideClawMachine ClawMachinePlushTravels',
    art: 'ClawMachineDiorama CardboardClawMachine ClawMachineClayPrizes ClawMachinePixelArt PlushPrizeSketch ClawMachineShadowBox ClawMachineComic ClawMachineWatercolor',
    tech: 'ClawMachineGrabInSlowMo OnlineClawGame ClawMachinePOVWin ClawMachineAppVsReal AIPlaysTheClaw ClawMachineWinMontage ClawMachineStopMotion ClawMachineNearMissCam',
  },
  clay: {
    dance:
      'ClaymationDance SculptToTheBeat ClayStopMotionDance ClayHandsGroove SquishAndSway ClayFigureFloss TwistLikeClay ClaySquishShuffle',
    fitness:
      'ClaySqueezeReps ClayRollingPinRows ClayKneadingBurn PottersPostureStretch PotteryArmsDay ClayFingerFlex GripStrengthClay ForearmClayBlast',
    funny:
      'ClayVaseBecameBowl LumpyClayMasterpiece ClayGhostMovieScene ClayMugGoneWrong ExpectationVsClay ClayPortraitOfMyDad BlindfoldClayAnimal WorstClayReplica',
    educational:
      'HowClayHardens WhereClayComesFrom ClayGlazeChemistry AirDryVsPolymerClay HowLongDoesClayDry AncientClayTablets ClayShrinkageTest ClaySoilScience',
    cooking:
      'ClayPotRice ClayTagineDinner ClayMiniFoodBakeOff ClayBakedChicken RealVsClayFood FlowerpotBread MangoKulfiInClay ClayCupChai',
    travel:
      'ClayLandmarkMinis ClayPotHuntAtTheMuseum MailAClayPostcard ClayLeafPrintsFromThePark ClayFromEveryTrip SculptYourVacation RiverbankClayHunt SouvenirClayMagnet',
    wellness:
      'MindfulModeling ImperfectBowlJoy ClayPinchPotMeditation ClaySqueezeCalm ClayGratitudeBeads OneHourClayNoPhone ClayWorryStone ClayFaceMask',
    speed:
      'ClayFigureInAMinute FastestClayAnimal ClaySnakeSprint ClayPinchPotTimer ClayBowlIn5Minutes BlindfoldClayBlitz ClayTowerRush ClayLetterDash',
    tech: 'ClayTinyWorldMacro StopMotionClay TurntableTimelapse ClayKeycapsDIY AIClaymationStory ClaySculptVsAI ClayLEDNightLight ClayPhoneStand',
    pet: 'ClayPawPrintKeepsake ClayCatPlanter PetReactsToClayTwin ClayPetTreatJar ClayPuppyOrnament SculptYourHamster FurryFriendInClay WhiskerClayPortrait',
    gaming:
      'ClayDiceSet ClayChessPieces ClayCharades ClayBoardGameMakeover ClayGameCharacter PaintedClayMinis PictionaryWithClay ClayTicTacToe',
  },
  cleaning: {
    tech: 'CleanWithMeTimeLapse CleaningKeyboardRescue CleaningCableTidy DesktopDeepClean CameraRollCleanout InboxZeroCleanup',
    gaming:
      'TidyUpSideQuest ChoreBossBattle CleaningScavengerHunt CleanRoomAchievement CleaningXPChart CouchCushionLoot CleaningBingoCard',
  },
  cleanup: {
    fitness:
      'CleanupPlogging CleanupBucketFarmerCarry BeachCleanupBootcamp TrashTagHike SquatForEveryScrap LitterPickWalk BikeCleanupLoop CleanupLapsAroundThePark',
    travel:
      'TrashTagTravel CleanupMountainTrail BeachCleanupRoadTrip CleanupCityParks CleanupAfterThePicnic LeaveItBetter RiverbankCleanup LeaveNoTraceCleanup',
    tech: 'CleanupTimeLapse CleanupBeforeAndAfter AISortsTheRecycling TrashTagMapper CleanupStepCountDare LitterLogApp GPSCleanupRoute OneBagADayCleanup',
  },
  climbing: {
    dance:
      'ClimbingWallGroove ClimbingChalkClap BoulderingBoogie ClimbToTheBeat HoldHopHustle ClimbingShoeShuffle ClimbingChalkBagShimmy DoTheRockClimber',
    funny:
      'ClimbingShoeSqueeze AutoBelayTrustIssues ClimbingUnsolicitedAdvice BoulderingBloopers ClimbersDontLookDown ChalkCloudSneeze EveryClimbingGymEver ClimbingGradeExcuses',
    prank:
      'ClimbingCheerSquad ClimbingTopOutTreat ClimbingChalkBagNote BoulderingGooglyEyes SummitSnackStash ClimbingWalkUpSong ClimbingDuckHunt FakeCrowdForClimbers',
    cooking:
      'RockyRoadClimb BoulderingBites ClimbingGymLunchbox ClimbingRecoveryShake SummitPBJ ChalkBagTrailMix EdibleClimbingWall ClimbingHoldCookies',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip TryANewBoulderingGym ClimbWithAView ClimbingGymPassport ClimbingAndCampfires SnapAClimbingPostcard ClimbingSpotShowdown',
    music:
      'ClimbingWarmUpSong ClimbingHypeAnthem BoulderingBeatDrop ClimbEveryMountain SummitSingAlong CarabinerChimes ClimbingTheCharts DrumOnClimbingHolds',
    tech: 'ClimbingSlowMo ClimbingAppShowdown BoulderingSelfFilmHack ClimbingTimeLapse ClimbingSplitScreenDuel ClimbingPOVTopOut ClimbingInReverse AIClimbingCoach',
    pet: 'ClimbingHikeWithMyDog CatVsClimbingWall KittenClimbingCourse HamsterRockClimber ClimbingCatTreeTour TreatAtTheTop KittyClimbingCastle ClimbingPuppyParkour',
    gaming:
      'ClimbTheLeaderboard ClimbingAddOnGame ClimbingLevelUp ClimberSpeedrun ClimbingFloorIsLava ClimbingColorCallGame DiceRollClimbing ClimbingSimonSays',
  },
  clock: {
    fitness:
      'AroundTheClockLunges ClockPlankTaps HourlyClockStretch ClockAgilityDrill BeatTheClockEveryMinute ClockworkCrunches',
    travel:
      'ClockTowerHunt ClockMuseumAtNoon SynchronizeToTheTownClock ClockShopWindowHunt MeetMeUnderTheClock HowManyClocksOnMyWalk StationClockSelfie',
    music:
      'ClockTickBeat ClockCuckooRemix GrandfatherClockSong ClockChimeSingAlong RockAroundTheClockJam WestminsterChimesCover',
    tech: 'ClockSlowMoSecondHand ClockWidgetGlowUp ClockTimelapseShot AlarmClockVsSleepApp ClockAlarmAppShowdown AtomicClockSyncHack PhoneVsWallClock',
    gaming:
      'ClockTellingBingo ClockPuzzleEscape TimeAttackClockRun ChessClockBlitz StopTheClockAt10 GuessTheTimeNoClock',
  },
  'clock tower': {
    art: 'ClockTowerWatercolor ClockTowerSilhouette PaperClockTowerModel MeltingClockTower FiveAnglesOneTower SketchTheClockTower ClockTowerCollage ClockTowerNightPhoto',
    tech: 'AtomicVsClockTower ClockTowerLookUpShot ZoomIntoTheClockTower ClockTowerNightMode ClockTowerStoryByAI ClockTowerChimeAlarm ClockTowerTimelapse ClockTowerSoundMeter',
    gaming:
      'EscapeTheClockTower BossFightClockTower ClockTowerBuildOff ClockTowerISpy BuildAClockTowerOfBlocks RaceAgainstTheClock ClockTowerPuzzleHunt RaceToTheClockTower',
  },
  closet: {
    funny:
      'NothingToWearCloset ClosetAvalanche ClothesChairConfession ClosetArchaeology ClosetMonsterCheck ClosetThrowbackTryOn ClosetDramaTour',
    prank:
      'ClosetBalloonSurprise GiantTeddyInTheCloset SecretClosetMakeover ClosetHangerNotes ClosetOutfitSwitcheroo RainbowColorSwap ClosetDiscoBall',
    gaming:
      'RankMyClosetLikeLoot CharacterSelectLook ClosetCosplayBuild ClosetOutfitBingo InventoryFullCloset RareDropFromTheCloset ClosetEscapeRoom ClosetOutfitDiceRoll',
  },
  clothesline: {
    travel:
      'ClotheslinePhotoWalk ClotheslineAlleyTour OldTownLaundryLines ClotheslineCampingHack ClotheslineBeachTowels WashdayVillageStroll',
    tech: 'ClotheslineTimelapse ClotheslineBeatTheRain ClotheslineSlowMoSheets ClotheslineStopMotion ClotheslineWindyDayTest WillItDryByNoon',
  },
  clothespin: {
    tech: 'ClothespinStopMotion ClothespinSlowMoSnap ClothespinPhoneStand ClothespinCableHack SolarLightClothespins ClothespinChargerClip SelfieClothespinMount ClothespinTimeLapse',
    gaming:
      'ClothespinTag ClothespinCatapultWars ClothespinTicTacToe ClothespinMemoryMatch HideTheClothespin DontGetClipped ClothespinHotPotato BingoClothespinMarkers',
  },
  cloud: {
    fitness:
      'CloudChaserRun CloudyDayHike CloudNineReps CloudBurstHIIT SilverLiningSquats CloudyMorningStretch',
    travel:
      'CloudSpottingHill CloudySunriseWalk CloudyDayMuseumTrip PlaneWindowCloudPics ChaseTheCloudShadows CloudPicnicOnTheGrass',
    tech: 'CloudTimeLapse AIGuessesTheCloud WeatherAppVsRealClouds DoodleOnTheClouds CloudPhotoPurgeDay BigSkyCloudPanorama',
    gaming:
      'CloudHopHighScore CloudShapeGuessingGame CloudShapePictionary ISpyInTheClouds LieBackCloudBingo ActOutThatCloud',
  },
  coach: {
    travel:
      'CoachStadiumTour EndOfSeasonCoachPicnic CoachAwayGameBus RoadTripWithCoach CoachPacksTheGameBag TournamentCityGuide CoachClassAdventure',
    tech: 'CoachVideoReplay CoachTimesMyMile MyFormVsCoachSplitScreen AICoachShowdown SmartwatchDrills CoachVoiceMemoPepTalk AppVsRealCoach',
    gaming:
      'CoachCareerMode CoachCallsThePlay CoachMeThroughIt FantasyDraftCoach PlaybookGameNight CoachVsPlayersFoosball BackseatCoachDuel',
  },
  'coca cola': {
    funny:
      'CocaColaFizzSneeze CokeOrStoreBrand CocaColaOpenFail ShareACocaColaNameHunt WhichCokeIsShaken PolarBearImpression CocaColaAdParody CocaColaFirstSipFace',
    travel:
      'CokeInTheCoolerRoadTrip CokeAtTheBeach ChaseTheCocaColaTruck MexicanCocaColaHunt RetroSodaFountainTour CokeFloatDinerStop CocaColaFlavorHunt CocaColaGhostSigns',
    art: 'CokeCanSculpture CocaColaVintagePoster CocaColaPopArtPrint CocaColaCrateShelf DrawTheContourBottle SodaCapMosaic PaintTheCocaColaTruck CocaColaLabelCollage',
    tech: 'CokeFizzSlowMo CokeGeyserInSlowMo CocaColaFreestyleMix ChillACocaColaIn60 HomemadeSodaVsCocaCola HowMuchSugarInACoke CokeSlushyFreezerHack CocaColaFridgeHack',
    gaming:
      'CocaColaFloatGameNight CocaColaBottleRingToss CocaColaLogoQuiz CokeCapPoker SodaStackHighScore CocaColaCapTicTacToe CanBowlingCocaCola CocaColaTabFlick',
  },
  coconut: {
    travel:
      'CoconutBeachPicnic RoadsideCoconutStand CoconutChipsForTheRoad CoconutMarketHunt SipFromTheShell CoconutSunscreenBeachDay BestCoconutDrinkInTown',
    speed:
      'CoconutCrackRace FastestCoconutDrink CoconutRollRelay CoconutOnTheHeadDash CoconutMacaroonIn60 CoconutSpoonRelay CoconutScoopSprint',
    music:
      'LimeInTheCoconutCover CoconutShellDrums CoconutClipClopRhythm CoconutMaracaMambo UkuleleIslandJam CoconutShakerSong CalypsoCoconut',
    art: 'CoconutShellPlanter PaintedCoconutFaces CoconutBowlCandles CoconutBirdFeeder PalmLeafWeaving TikiTotemDIY CoconutMonkeyCraft',
    tech: 'CoconutShellSpeaker CoconutCrackSlowMo AITellsIfCoconutRipe OpenerGadgetShowdown CoconutCrackStopMotion CoconutCurryCookAlong CoconutPhoneStand',
    pet: 'CoconutShellHideout CatVsRollingCoconut CoconutRopeTugToy CoconutPlushFetch HulaPupPortrait CoconutFiberCatToy CoconutHamsterHut',
    gaming:
      'CoconutBowlingStrike CoconutRingToss CoconutPlushHotPotato CoconutCatapultDuel PirateCoconutTreasureHunt ShakeThePalmTree CoconutShyStall',
  },
  coffee: {
    travel:
      'CoffeeWithAView EspressoAtTheBar SmellTheCoffeeRoastery HopFiveCoffeeShops CoffeeAtTheTopHike CafeCrawlChallenge CoffeeRoadTripRanking',
    tech: 'AIRatesMyCoffee LatteFoamInSlowMo CoffeeBloomTimeLapse CoffeeGadgetTest TrackEveryCoffeeForAWeek LatteArtAppTutorial HackYourCoffeeMaker',
  },
  'coffee break': {
    travel:
      'CoffeeBreakCafeHunt CoffeeBreakViewpoint CoffeeRoasteryCrawl CoffeeBreakOnAParkBench CoffeeBreakAtRestStops EspressoStandingBar',
    tech: 'CoffeeBreakAutoReply CoffeeBreakPomodoroApp CoffeeBreakDeskSetup GadgetCoffeeFaceOff AIPicksMyCoffee FiveSongCoffeeBreak',
    gaming:
      'CoffeeBreakChessBlitz CoffeeBreakWordDuel CoffeeBreakSpeedrun CoffeeTriviaRound OneLevelPerBreak CoffeeBreakCrosswordRace',
  },
  'coffee shop': {
    travel:
      'CoffeeShopHopping CafeCultureTour CafeStopOnEveryRoadTrip CoffeeShopInTheNextTown CoffeeShopPassport HiddenGemCoffeeHunt',
    tech: 'CoffeeShopLaptopSetup CoffeeShopWifiSpeed NoiseCancelingTest AIPicksMyCoffee CafeRemoteWorkKit AppOrderVsCoffeeShopLine CafeWorkdayTimeLapse',
    gaming:
      'CoffeeShopBoardGames CoffeeShopChessHustle CafeNapkinWordGame LoserBuysTheCoffee CrosswordOverCoffee CafeCheckersDate',
  },
  coin: {
    travel:
      'CoinFlipRoadTrip WishingWellCoinToss CoinFlipPicksLunch SpendYourLastCoins HeadsLeftTailsRight PressedPennyHunt CoinFountainTour CoinMuseumVisit',
    tech: 'CoinFlipAppVsReal CoinSlowMoSpin CoinVanishVideoTrick WhatsMyCoinWorth ZoomInOnAnOldCoin CoinTowerStopMotion CoinScannerApp CoinRecognitionAI',
  },
  'cold weather': {
    cooking:
      'ColdWeatherChiliNight ColdWeatherSoupSwap ColdWeatherRamenBowl FreezingDayFondue SlowCookerComfort ColdWeatherCocoaBar ColdWeatherPotPie',
    travel:
      'FreezingMorningSunrise PackForAFreezingRoadTrip ColdWeatherCafeHop FreezingBeachWalk ColdWeatherStargazing FreezingFogForestWalk BraveTheColdWeather',
    tech: 'ColdWeatherBatteryTest ColdWeatherGloveTapTest ColdWeatherForecastDuel FreezingPhoneRescue FreezingFrostTimeLapse HandWarmerTeardown ColdWeatherDraftHunt',
    gaming:
      'ColdWeatherCharades ColdWeatherCardTable ColdWeatherPuzzleNight FreezingDayGameMarathon ColdWeatherBingo IndoorBoardGameDay ColdWeatherCocoaCards',
  },
  college: {
    travel:
      'CollegeVisitRoadTrip CollegeCampusPicnic CampusHiddenGems WalkAnyCollegeCampus CollegeTownCrawl UniversityMuseumVisit RevisitYourOldCollege CollegeTourPassport',
    tech: 'DormDeskSetup NoteAppShowdown CollegeAIStudyBuddy CollegeTechHaul CollegeGadgetTierList CollegeLaptopTour CollegeStudyTimerDare AIPlansMyCollegeWeek',
    pet: 'CollegePetReunion CampusTherapyDogs CollegeMascotMeetup CollegeFishRoommate KittyInCollegeColors CallingMyPetFromCollege CollegeGradDoggo HomeFromCollegeZoomies',
    gaming:
      'CollegeEsportsTryout CollegeDnDCampaign DormHallTournament CollegeChessBlitz CollegeCardGameNight CollegePingPongLeague QuizBowlCollege CollegeDormCharades',
  },
  color: {
    travel:
      'FindEveryColorInTown ColorfulStreetsTour HoliColorFestival ColorfulDoorsWalk AutumnLeafPeeping RainbowHouseHunt OneColorCityWalk',
    fashion:
      'ColorBlockOutfit ColorAnalysisTest ColorPopShoes ColorPaletteCapsule MonochromeFitCheck ColorOfTheYearOutfit SpinTheColorWheelLook',
    music:
      'ColorOfThisSong ColorCodedXylophone PlaylistForEveryColor ColorLyricMashup ColorOfEachNote PaintItBlackCover SingEveryColor',
    tech: 'ColorPickerChallenge ColorGradingEdit WhatColorIsItReally ColorSplashPhotoEdit GuessTheHexCode PhotoToColorPalette ColorblindFilterTest',
    pet: 'HowDogsSeeColor PetPicksAColor ColorMatchMyCat ColorBandanaWeek BlueOrRedToyTest ColorCollarPhotoShoot ColorfulPawPrintArt',
    gaming:
      'ColorCodeBreaker ColorSnapShowdown ColorWarsTag GuessThatColor HueLevelPuzzle TouchTheColorIn5 ColorMatchMemory',
  },
  coloring: {
    travel:
      'ColorInYourTravelMap LandmarkColoringPages CrayonRoadTripKit ColoringOnTheGo ColoringAtTheGate ColoringInThePark ColoringEveryStop',
    gaming:
      'TagTeamColoringPage ColoringGuessThePicture PixelByNumberStreak RollAndColorDice CrayonBingo ColoringGameHeroes ColoringCharades',
  },
  commute: {
    music:
      'CommuteAnthemPick CarCommuteKaraoke CommuteSongwriting CommuteWhistleTune CommuteFootstepBeat BuskTheBusStop CommuteSoundCollage',
    tech: 'CommuteGadgetKit NoiseCancelingCommute DoesMyPhoneSurviveCommute WhatsInMyCommuteBag TapAndGoTest MapsAppShowdown MyWholeCommuteIn10Seconds',
    gaming:
      'CommuteBingoCard CommuteHandheldRun ChessOnMyCommute CommutePuzzleStreak OneLevelPerStop BeatItBeforeMyExit CommuteWordGameDuel',
  },
  compliment: {
    travel:
      'ComplimentTourGuide ThankTheBusDriver OneComplimentPerCity DayTripComplimentDare ShoutOutMyHost ComplimentHotelStaff LocalComplimentPhrase ComplimentTheView',
    tech: 'ComplimentQRStickers ComplimentVoiceMemo SendAComplimentVideo ComplimentTextChain ComplimentAIShowdown ComplimentInEmojisOnly LockScreenCompliment SmartSpeakerCompliment',
    gaming:
      'ComplimentYourTeammate ComplimentMVPVote KindGamerShoutOut GoodSportsmanshipRound GGAndACompliment ComplimentBingo RollForACompliment DealAComplimentCard',
  },
  concert: {
    fitness:
      'ConcertCardio ConcertJumpSquats ConcertSingAndJog JumpEveryConcertChorus EncoreEndurance GigNightBootcamp',
    travel:
      'ConcertRoadTrip GigInAnotherCity ConcertFestivalCamping ConcertInThePark WhatsInMyConcertBag SupportALocalGigNight ConcertHallCrawl',
    tech: 'ConcertLightShowDIY ConcertRecapIn15Seconds RecreateTheConcertSetlist StreamAConcertAtHome ConcertZoomFromTheBack ConcertPhoneTorchWave ConcertDecibelCheck',
    pet: 'ConcertForMyPet ConcertHowlAlong ConcertPupBackupSinger ConcertLullabyForMyPet BarkstageAccess KittyVsDrumSolo ConcertMeowChorus TinyConcertForHamster',
    gaming:
      'ConcertInAGame ConcertAirGuitarBattle ConcertSetlistBingo FantasyConcertLineup ConcertNameThatTune ConcertLyricCharades LivingRoomConcertKaraoke',
  },
  confetti: {
    cooking:
      'ConfettiCookies ConfettiPancakes ConfettiPopcornMix MilkshakeConfettiRim ConfettiSprinkleCupcakes SurpriseConfettiCake ConfettiCrispyTreats',
    travel:
      'ConfettiParade NewYearConfettiDrop ConfettiTownFestival ConfettiAtTheFair CatchTheConfetti FiestaHopping ConfettiWelcomeHome',
    tech: 'ConfettiBoomerang ConfettiSlowMo ConfettiTimeLapseCleanup UnthrowTheConfetti ConfettiFilterFaceOff ConfettiVideoCallParty ConfettiVortexFan',
    gaming:
      'ConfettiOnEveryWin ConfettiGameNight VictoryConfettiPop CheckmateConfetti AchievementUnlocked ConfettiBoardGameWin ConfettiForHighScores',
  },
  constellation: {
    prank:
      'CeilingConstellation ConstellationTorchShow ConstellationLunchNote ConstellationSurprise ConstellationWindowNote GlowStickerBedroom UmbrellaConstellation ConstellationCurtain',
    travel:
      'ConstellationCamping DarkSkyConstellations ChaseTheConstellations BackyardConstellationHunt StargazingRoadTrip ConstellationPlanetarium ConstellationLookout ConstellationLakeside',
    tech: 'ConstellationTimelapse ConstellationARFinder ConstellationAppDuel LEDConstellation ShootAConstellation PlanetariumProjector ConstellationNightMode ConstellationWallpaper',
    gaming:
      'ConstellationTrivia ConstellationBingo ConstellationDotsRound GuessTheConstellation ConnectTheConstellation StarPictionary ConstellationMemory ConstellationCharades',
  },
  'construction site': {
    travel:
      'ConstructionPeepholes ConstructionFanTrip BuildingSiteCraneSpotting ConstructionMuseumDay DiggerParkVisit HoardingArtWalk',
    speed:
      'BrickStackRace ConstructionTowerIn30 ConstructionSiteRelay BuildingSiteBlitz ConstructionSiteToyRace TrafficConeSlalom',
    tech: 'ConstructionRCTruck ConstructionTimelapse BuildingSiteDailyPhoto HowLoudIsTheBuildingSite BuildingSiteCraneZoom BuildingSiteMachineID',
    pet: 'ConstructionCatFort ConstructionConeWeave ConstructionPupCostume BuildingSiteZoomies ConstructionSitePupWatch DogDigZone',
    gaming:
      'BuildingSiteTowerTopple BuildingSiteISpy BuildingSiteBingo BuildingSiteInTheSandpit CraneOperatorGame BuildingSiteCardTower',
  },
  'construction worker': {
    travel:
      'ConstructionSiteWatch ConstructionCraneWalk BuilderToolShopTrip ConstructionBridgeHop SidewalkSuperintendent HardHatHeritageTour',
    music:
      'ConstructionWorkerBeat YMCAConstructionWorker BuilderWorkSong JackhammerJam HardHatHarmony ConstructionDrumline',
    art: 'BuilderClayFigures ConstructionSiteMural CardboardBuilderCity ConstructionPaperCrew BlueprintBattle HardHatDoodles',
    tech: 'IsItLevelBuilderTest BuilderMeasureAppVsTape BuilderFlatPackTimeLapse BuilderFixItIn60 BuilderNailInSlowMo AIBlueprintForBuilders',
    gaming:
      'BuilderBlockTower CityBuilderSpeedrun BuilderCardTower BuilderToolCharades BuildBattleBlitz BuilderBingo',
  },
  controller: {
    travel:
      'ThriftStoreControllers ControllerGameStoreCrawl ControllerRoadTrip GamepadTravelCase ControllerOnTheTrain ArcadeHopping ControllerMuseumVisit',
    music:
      'ControllerChiptune JamOnYourController GameThemeWhistle ButtonMashBeat GamepadBeatMaker ControllerClickTrack PlayPianoOnAController',
    tech: 'ControllerDriftFix PhoneAsAController ControllerButtonRemap ControllerCleaningHack ControllerPhoneClipSetup InputLagShowdown ControllerBatteryHack',
  },
  cookie: {
    travel:
      'CookiesAroundTheWorld LocalCookieHunt BakeryCookieCrawl MilkAndCookiesPicnic CookieShopDayTrip CookieFactoryTour',
    fashion:
      'NotCookieCutterStyle MilkAndCookiesPJs GingerbreadFitCheck SmartCookieSuitUp CookieJarEarrings ChocolateChipCouture CookieCharmBracelet',
    tech: 'CookieDecorateStopMotion AICookieRecipe CookieCamTimelapse AcceptAllCookies GrandmaVsAICookies AirFryerVsOvenCookies CookieDunkSlowMo CookieCrunchDecibels',
    gaming:
      'PixelArtCookies CookieGuessTheCount CookieTowerBattle OneCookiePerWin CookieLootDrop PlayCardsForCookies CookieCheckers FortuneCookieCharades',
  },
};
