import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  traffic: {
    dance:
      'TrafficHandSignalSteps TrafficCopMoves TrafficJamBoogie TrafficWardenWiggle TrafficToyCarBounce TrafficPlaymatShuffle TrafficSignPoseOff TrafficLightFreezeDance',
    fitness:
      'TrafficCopArmCircles TrafficJamWallSit TrafficLightJumpJacks TrafficSafeBikeSkills TrafficColorCallPlanks TrafficFreeTrailRun TrafficSignalSquats TrafficMergeLunges',
    prank:
      'ToyCarTrafficJam TrafficReportWakeUp TrafficSignBedroomDoor HallwayTrafficCop TrafficPaperLightGarland CouchTrafficCheckpoint FridgeTrafficRoadblock TrafficTicketForHugs',
    fashion:
      'TrafficLightOutfit TrafficConeOrangeFit TrafficColorBlocking HiVisTrafficStreetwear TrafficSignalStyle TrafficReflectorStyle StopGoTrafficNails TrafficSignPrintTee',
    wellness:
      'TrafficJamCalm TrafficThankYouNotes TrafficBusRideReset TrafficPatienceJournal TrafficFreeSundayStroll TrafficSoundsMeditation GratitudeInTraffic TrafficAudiobookHour',
    speed:
      'TrafficSceneBuildOff TrafficJamPuzzleRace TrafficStopGoClap UnblockTheTrafficGrid TrafficSignQuickfire TrafficRulesQuizTimer TrafficMazeSpeedSolve TrafficCarColorBlitz',
    music:
      'TrafficJamSingAlong CityTrafficRemix TrafficReportRap RushHourTrafficBlues TrafficToyCarRhythm HornSectionHonkOff TrafficPassengerChorus TrafficPotLidDrumming',
    tech: 'TrafficAppETAGuess ToyCarTrafficJamStopMo TrafficTimelapseCam TrafficHeatmapTour TrafficSimulatorBuild AIFixesTraffic CodeATrafficSignal TrafficCommuteDashcam',
    pet: 'TrafficLightTreatGame PetSeatbeltInTraffic CatCountsTraffic TrafficFreeGardenHop BackseatDriverPup TrafficJamCrateNap TrafficSignalSit TrafficCarrierKittenRide',
  },
  'fake piercing': {
    educational: 'HowFakePiercingsWork FakePiercingNickelFree PiercingHistoryFacts',
    cooking: 'FakePiercingCookieFaces FakePiercingCupcakeTopper CerealHoopEarrings',
  },
  'fake spill': {
    funny: 'FakeSpillBloopers FakePuddleDoubleTake FakeSpillCraftFail',
    travel: 'FakeSpillPicnicProp FakePuddlePhotoSpot FakeSpillLandmarkPose',
    tech: 'FakeSpillGreenScreen FakeSpillPhotoEdit FakeSpillReverseClip',
    gaming: 'FakeSpillEscapeRoom FakePuddleBoardGame FakeSpillCharades',
  },
  'laser pointer': {
    funny:
      'LaserPointerBloopers LaserPointerDoubleTake LaserPointerNarratedChase CatVsLaserPointer WhereDidTheDotGo LaserPointerMeetingFail LaserPointerLecturer LaserPointerSlideshow',
    prank:
      'LaserPointerRedDotTrail LaserPointerToTheCake LaserPointerStarShow LaserPointerFairyVisit LaserPointerBugOnTheWall LaserPointerSecretNote LaserPointerHiddenSnack LaserPointerTreasure',
    educational:
      'HowLaserPointersWork WhyCatsChaseLaserPointers LaserPointerSafeOrNot LaserPointerRefraction LaserPointerWaterBend LaserPointerColorTest LaserPointerFogBeam LaserPointerEyeSafety',
    travel:
      'LaserPointerTravelKit LaserPointerCatCafe LaserPointerInTheCarryOn LaserPointerKittySitter LaserPointerPetStoreTrip LaserPointerHotelZoomies LaserPointerPackingList LaserPointerHomecoming',
    music:
      'LaserPointerOperaSong LaserPointerDiscoForCats LaserPointerSafetyJingle RedDotRhythm ScoreTheLaserPointerChase LaserPointerBeatDrop LaserPointerPurrRemix KaraokeLaserPointer',
    gaming:
      'LaserPointerFloorDotMaze LaserPointerPong LaserPointerWordSearch LaserPointerCatVsHuman LaserPointerTargetBoard LaserPointerHighScore LaserPointerTicTacToe LaserPointerSnakeGame',
  },
  'rapid fire': {
    prank: 'RapidFireTrickQuestions RapidFireSurpriseReveal RapidFireRiddleAmbush',
    cooking: 'RapidFireKitchenQuiz RapidFireSniffGuess LightningRoundSnacks',
  },
  'snakes and ladders': {
    fitness: 'SnakesAndLaddersWorkout SnakesAndLaddersSquats SnakesAndLaddersLunges',
  },
  ladder: {
    funny:
      'LadderLogicRiddles LadderPunsOnly LadderOfExcuses LadderWarningLabels LadderMimeAct CorporateLadderSkit LadderSuperstitionQuiz StepLadderDrama',
    travel:
      'LadderPlaygroundHop LibraryLadderHunt LadderFireStationVisit LadderSpottingWalk FishLadderSalmonWatch LadderEngineMuseumTrip LadderTruckParadeDay LadderBookshopNook',
    wellness:
      'GratitudeLadder ClimbYourHabitLadder LadderCalmStretches LadderOfSmallWins BedtimeLadder OneLadderRungADay SelfCareLadder LadderJournalPrompts',
    art: 'LadderIllusionSketch LadderWatercolorStudy LadderStopMotion PaintedLadderShelf BlanketLadderMakeover PopsicleStickLadder DrawALadderIn3D LadderShadowArt',
    pet: 'DogAgilityLadder FlatLadderKittenTrot LadderTreatHunt TeachYourPupTheLadder LadderFloorGameForKitty LadderLowStepBunnyWalk LadderPawwork PoochLadderDrill',
  },
  honkai: {
    prank: 'HonkaiCharacterPlushSwap HonkaiStickerAmbush StarRailTicketNote',
  },
  'impractical jokers': {
    fitness: 'ImpracticalJokersSquats ImpracticalJokersPlank ImpracticalJokersBurpees',
    speed: 'ImpracticalJokersBuzzer ImpracticalJokersRelay ImpracticalJokersQuiz',
    pet: 'ImpracticalJokersPupTrick ImpracticalJokersPetCam ImpracticalJokersKittyNap',
  },
  'smoke alarm': {
    fitness:
      'SmokeAlarmLowCrawl FirefighterBootcamp SmokeAlarmTowelCardio BurpeeEveryChirp SmokeAlarmJumpingJacks SmokeAlarmReachUps SmokeAlarmWallSit SmokeAlarmLungeToDoor',
  },
  'fourth of july': {
    travel:
      'July4thSmallTownParade FourthOfJulyParkPicnic FindTheBestJuly4thView July4thBeachDay FourthOfJulyBlockParty FourthOfJulyRoadTrip HometownFourthOfJuly FourthOfJulyCampout',
  },
  gadget: {
    educational:
      'HowDoesThisGadgetWork GadgetChargingMyths GadgetThenVsNow GadgetTouchscreenTest GuessThatGadget GadgetPrivacyCheckup WhereOldGadgetsGo GadgetInventorsQuiz',
    cooking:
      'GadgetAirFryerFaceOff GadgetVeggieNoodles KitchenGadgetTest OneGadgetDinner GadgetWaffleMakerHack GadgetWorthItOrNot GadgetEggCookerBrunch GadgetBlenderSmoothie',
  },
  hiking: {
    travel:
      'HikeAHiddenTrail WhatsInMyHikingPack HikingCoastalPath SunriseRidgeHike 52HikeChallenge TenHikesNearHome HikingPassportStamps HikingLakeLoop',
  },
  motel: {
    fashion:
      'MotelNeonFitCheck MotelPoolsideGlam MotelCatEyeShades RetroMotelRoadTripLook MotelWallpaperMatch MotelRoomKeyCharm VintageMotelRobe MotelPastelSet',
    music:
      'MotelCalifornia MotelRockabillyJam NoVacancyRoadSong MotelCheckInPlaylist MotelLobbyBallad MotelRoomAcoustic JukeboxMotelNight MotelRadioDial',
  },
  grass: {
    prank:
      'GrassPicnicSurprise FlamingosOnTheGrass GrassSeedSecretMessage GrassWhistleAmbush GrassToyFrogHide GrassGnomeInvasion GrassHeadTwin GrassTurfOnTheirChair',
  },
  volleyball: {
    travel:
      'VolleyballArenaVisit PickupVolleyballAnywhere WhatsInMyVolleyballBag VolleyballRoadTrip SandCourtSafari CampsiteVolleyballCup VolleyballBeachHop VolleyballParkTournament',
    pet: 'NoseBoopVolleyball VolleyballDogRally VolleyballPawHighFive KittenVsVolleyball BumpSetFetch TeamMascotPup VolleyballPuppyFetcher VolleyballCatCourtside',
  },
  chef: {
    prank:
      'ChefNapkinSwanSurprise ChefsTinyPortionPrank OrderUpChefBell CerealTastingFlight FineDiningFishSticks ChefHatWakeUpCall ChefServesInvisibleSoup ChefSillyMenuBoard',
  },
  'teacher prank': {
    cooking: 'TeacherPrankAppleCake TeacherPrankPunMuffins DeskAppleCookies',
    travel: 'TeacherPrankFieldTrip TeacherPrankPostcardWall SurpriseFieldTrip',
    tech: 'TeacherPrankSlideshow TeacherPrankEmojiQuiz SmartboardSurprise',
  },
  school: {
    fitness:
      'SchoolBackpackSquats SchoolHallwayLunges OldSchoolGymClass SchoolRelayRematch RecessReps AfterSchoolAbs SchoolSpiritSitups SchoolJumpRopeCount',
  },
  'rubber duck': {
    travel:
      'RubberDuckTripSelfies HideARubberDuckInTown RubberDuckLandmarkPics RubberDuckPassport HaveDuckWillTravel TakeYourRubberDuckAbroad RubberDuckWorldTour RubberDuckParkAdventure',
  },
  'road trip': {
    prank:
      'SurpriseRoadTrip MysteryRoadTrip RoadTripSnackStash RoadTripGoodieBags SecretRoadTripMixtape GooglyEyesOnTheCar RoadTripDadJokeJar RoadTripWelcomePoster',
  },
  train: {
    fitness:
      'TrainWhistleWallSit TrainSeatStretch TrainRideCalfRaises TrainChugCardio TrainEngineArmCircles LocomotiveLunges TrainBackpackSquats TrainCabooseCrunches',
  },
  hydration: {
    dance:
      'HydrationDanceBreak HydrationStationShimmy WaterBottleBeatDrop TwistToHydrate HydrationRefillBoogie HydrationHustle HydrationTwoStep HydrationSipAndSpin',
    music:
      'WaterGlassMelody HydrationChimeJars HydrationReminderRap HydrationCupSong SipToTheBeat WaterfallsCover HydrationJingle HydrationBottleFlute',
  },
  knitting: {
    pet: 'KnittingCatBedDIY KnittingLapSupervisor KnittingDogBlanket KnittingPuppyCushion KnittingCozyPetMat KnittingKittenHammock KnittingFurBabyPortrait KnittingBreakBunnyCuddles',
  },
  survivor: {
    dance: 'SurvivorTribeDance SurvivorVictoryDance SurvivorIslandShuffle',
  },
  alphabet: {
    funny:
      'AlphabetAsAnimalSounds AlphabetInSlowMotion LMNOPConfusion AlphabetBackwardsFail ABCsLikeAVillain AlphabetSongWrongLyrics AuctioneerAlphabet AlphabetHiccupEdition',
  },
  'hot dog': {
    fitness:
      'HotDogCostumeFunRun HotDogWallSit HotDogPlankHold HotDogBurpeeRelay RelishYourReps HotDogMountainClimbers HotDogBunSquats HotDogJumpingJacks',
  },
  'upper body': {
    travel: 'UpperBodyKayakTrip UpperBodyCanoeAdventure UpperBodyHotelGym',
  },
  drawer: {
    speed:
      'DrawerOrganizeRace DrawerFoldBlitz JunkDrawerCleanSprint SockDrawerMatchOff DrawerPencilSortRush CutleryDrawerDash DrawerTidyIn60 EmptyTheDrawerCountdown',
    pet: 'DrawerCatNap DrawerOpeningKitty DrawerTreatPuzzle DogFindsTheToyDrawer DrawerTurnedPuppyBed WhoOpenedTheDrawer ShutTheDrawerTrick DrawerForPetSupplies',
  },
  colombia: {
    fitness: 'ColombiaCicloviaRide ColombiaAndesHike ColombiaSalsaCardio',
  },
  'sci fi': {
    pet: 'SciFiKittyRocketBox SciFiPetAlienVoice AstronautPetPortrait',
  },
  'matching socks': {
    pet: 'MatchingSocksPupAudience CatNapsOnMatchingSocks DogWaitsForMatchingSocks ParrotCountsMatchingSocks TreatsAfterSockSorting PawPrintMatchingSocks MatchingSocksFurColor MatchingSocksCozyCuddle',
  },
  firewood: {
    tech: 'FirewoodWoodIDApp FirewoodMoistureMeter FirewoodTimelapse AIRatesMyFirewood FirewoodStackMeasure FirewoodPriceCompare FirewoodStopMotion FirewoodScaleTest',
  },
  morning: {
    cooking:
      'MorningPancakeFlip MorningToastArt LatteFoamHearts MorningOvernightOats MorningMugMuffin GoodMorningOmelet MorningWaffleWars MorningSmoothieBowl',
  },
  'heat wave': {
    travel:
      'HeatWaveEscape HeatWaveBeachDay CoolSpotsInAHeatWave HeatWaveLibraryHideout ChaseTheShade HeatWaveSplashPadCrawl HeatWaveAquariumVisit HeatWaveMuseumTrip',
  },
  portuguese: {
    fitness: 'PortugueseCountReps PortugueseHillWalk PortugueseDanceCardio',
    art: 'PortugueseTilePainting PortugueseAzulejoArt PortugueseTramDoodle',
  },
  art: {
    prank:
      'SecretArtDrop ArtFridgeGalleryNight ArtFrameADoodle PostItArtAmbush LivingRoomArtOpening StickFigureMasterpiece SneakyArtSwap ArtInTheirLunchbox',
  },
  'pumpkin carving': {
    dance:
      'PumpkinGutsWiggle PumpkinMonsterMash PumpkinPatchDance JackOLanternGroove SpookyScoopShuffle PumpkinCarvingBoogie PumpkinCarvingTwist JackOLanternZombieWalk',
  },
  penalty: {
    cooking: 'PenaltyShootoutPizza PenaltyKickCake SoccerBallCakePops',
  },
  july: {
    travel:
      'JulyCoolSpotsInTown JulyFarmersMarketTour JulyParkHopping FourthOfJulyRoadTrip JulyMorningHike JulyCampout JulyBeachSunsetStroll JulyCountyFair',
  },
  'swimming pool': {
    tech: 'PoolUnderwaterCam PoolSlowMoCannonball PoolLapCounterDuel PoolPartyTimeLapse WaterproofPhoneTest PoolPhotoFilterFaceOff SwimmingPoolRobotVacuum SwimmingPoolSplashSounds',
  },
  garlic: {
    pet: 'GarlicPlushToyToss GarlicFreeDogBiscuits NoGarlicForPets GarlicOutOfPawReach GarlicIsNotATreat GarlicFeltPuzzleBall GarlicSoftieHunt GarlicSafeVeggieSwap',
  },
  sock: {
    pet: 'SockFreeFloorCheck PetSockPuppetShow SockSnuffleToyDIY PetPicksMySockPair SockBasketUpHigh SockFoldingKittyWatch SockPileCatNap SockPickupPuppyProof',
  },
  'final fantasy': {
    pet: 'FinalFantasyPetCosplay FinalFantasyPetSummon FinalFantasyKittyFort',
  },
  'git up': {
    pet: 'GitUpWithMyDog GitUpPetReaction GitUpPuppyTwoStep',
  },
  weatherman: {
    prank:
      'WeathermanWakeUpCall WeathermanCookieStorm WeathermanChanceOfHugs LivingRoomWeatherman GreenScreenSurprise RainingConfetti WeathermanBreakfastNews WeathermanSnackForecast',
  },
  'day off': {
    fitness:
      'DayOffLongRun LazyDayStretch DayOffBikeAdventure DayOffYogaInPJs DayOffStepGoal DayOffSleepInSquats DayOffDanceCardio DayOffJumpRope',
  },
  'instant pot': {
    funny: 'InstantPotRecipeFails NotSoInstantPot PressureReleaseFaces',
    wellness: 'InstantPotSundayReset InstantPotFreeEvening InstantPotCozyNight',
  },
  alaska: {
    funny: 'AlaskaMidnightSunNoSleep AlaskaDaylightConfusion BundleUpStruggle',
  },
  'hair stylist': {
    pet: 'HairStylistBrushesMyDog HairStylistKittenComb SalonPupHairStylist HairStylistDeshedDay ParrotCopiesHairStylist CatSupervisesHairStylist TreatsFromMyHairStylist HairStylistGroomerVisit',
  },
  'speed racer': {
    pet: 'SpeedRacerTreatTrack SpeedRacerDogZoomies GoGoGoPetRace',
  },
  'paper boat race': {
    fitness: 'PaperBoatRacePuddleJumps PaperBoatRaceWallSit BoatChaseSprint',
    travel: 'PaperBoatRaceCanalWalk PaperBoatRaceSouvenir RainyDayStreetBoats',
  },
  'lil nas x': {
    pet: 'LilNasXBarkAlong LilNasXPonyVisit OldTownRoadPuppy',
  },
  hulk: {
    pet: 'HulkTugOfWarDog HulkSmashPupToy PetHulkMode',
  },
  subnautica: {
    pet: 'SubnauticaCatReaction SubnauticaDogWatchParty CatVsScreenFish',
  },
  pearls: {
    prank:
      'PearlsCandyNecklace SneakPearlsOnDad PearlsTreasureChest PearlsSecretCompliment FancyTeaAmbushPearls PearlsOnTheSnowman ClutchPearlsAllDay RoyalWelcomePearls',
  },
  'poppy playtime': {
    pet: 'PoppyPlaytimeCatNap PoppyPlaytimePetReaction HuggyPlushVsDog',
  },
  sink: {
    fitness:
      'SinkSideCalfRaises SinkCounterPushup DishSquatsAtTheSink WallSitBesideTheSink RinseAndRepeatReps ElbowGreaseWorkout SinkToeTaps SinkMarchInPlace',
  },
  coin: {
    educational:
      'IsACoinFlipFair CoinToss100Times WhyCoinsHaveRidges HowManyDropsOnACoin KetchupCleansPennies CoinSortByYear CoinDateDetective WhatsOnYourCoin',
  },
  'hair tie': {
    pet: 'CatProofYourHairTies SaferToysThanHairTies HairTieHuntUnderTheCouch PonyManeHairTieBraids LockedHairTieDrawer HairTieSweepCheck HairTieHighShelfHabit HairTieFreeGrooming',
  },
  yarn: {
    pet: 'YarnCatCave PupBlanketYarn PetPortraitInYarn KeepYarnFromKittens CrochetBowlMatYarn CozyCornerYarnBed YarnPawPrintArt YarnBasketWithLid',
  },
  minion: {
    pet: 'MinionBananaPlushFetch PetMinionVoiceover PetGogglesPose',
  },
  'los angeles': {
    fitness: 'LosAngelesParkYoga LosAngelesBeachHIIT LosAngelesCanyonHike',
  },
  bath: {
    pet: 'BathWarmWaterCheck BathGentleDryOff BathThenZoomies BathLickMatDistraction DogShakeSlowMo RubADubPup BathtimeTreatTrail BathBrushingForCats',
  },
  ink: {
    funny:
      'InkBlotGuess InkQuillCalligraphyFail PenLeakAftermath WorstInkSignature FancyInkGroceryList ShakespeareInkTexts InkMoustacheOnAPhoto InkDoodleGlowUp',
  },
  chinchilla: {
    speed: 'ChinchillaTunnelDash CageCleanSpeedrun ChinchillaHayRefillRace',
  },
  'pac man': {
    pet: 'PacManPetChase PacManTreatTrail PacManKibblePuzzle',
  },
  'clash of clans': {
    pet: 'ClashOfClansCatTower ClashOfClansPetHouse PetAsBarbarian',
  },
  undertale: {
    pet: 'UndertalePetCosplay UndertaleTemmieCatPose UndertalePetEncounter',
  },
  'gorilla tag': {
    pet: 'GorillaTagPetReaction GorillaTagPupFetch GorillaTagKittenZoomies',
  },
  dodgeball: {
    travel:
      'DodgeballParkDayTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame DodgeballSchoolVisit DodgeballTournamentTrip BeachDodgeballBash DodgeballSummerCamp',
  },
  rizz: {
    speed: 'RizzLinesInSixtySeconds RizzSpeedRound RizzComplimentBlitz',
  },
  'toll booth': {
    fashion:
      'TollBoothRoadTripFit TollBoothSunglassesCheck TollBoothRetroJacket ReflectiveVestTollBooth CoinPurseTollBooth SeventiesTollBooth TrackSuitTollBooth BucketHatTollBooth',
  },
  'antique shop': {
    prank:
      'AntiqueShopToasterRelic AntiqueTagsEverywhere AntiqueAppraiserAtHome VelvetRopeAntiques SepiaFrameSwapAntique HistoricPlaqueAntiques AuctioneerAntiques WindUpToyAntiqueParade',
  },
  'silly string': {
    pet: 'SillyStringNoPawsZone SillyStringHumansOnly PawtyStreamerPose',
  },
  friendsgiving: {
    pet: 'PetFriendsgivingFeast FriendsgivingDogSafePlate WhatMyPetIsThankfulFor',
  },
  scotland: {
    pet: 'ScotlandTartanPetCoat ScotlandScottieParade ScotlandCollieHillWalk',
  },
  'cape town': {
    pet: 'CapeTownBeachDog CapeTownPuppyPicnic MountainTrailPup',
  },
  wig: {
    pet: 'WigsNamedAfterPets MatchingFurAndWig CatNapOnTheWig WigOrPomeranian DrawMyDogInAWig ParrotSaysNiceWig BrushMyPupThenMyWig WigSwapKittyDoubleTake',
  },
  'wheres waldo': {
    pet: 'WheresWaldoPetEdition WheresWaldoHideAndSeek HiddenPetPhotoHunt',
  },
  frozen: {
    pet: 'FrozenLetItGoFetch FrozenPetSnowDay OlafPetPhotoShoot',
  },
  'paper mache': {
    prank: 'PaperMacheGnomeInvasion PaperMacheLookalike SurpriseDonutDecoy',
  },
  'luigis mansion': {
    pet: 'LuigisMansionCozyFort LuigisMansionPolterpup BooHideAndSeekPet',
  },
  dnd: {
    pet: 'DnDPetCharacterSheet DnDPetFamiliar DnDPupStatBlock',
  },
  'video game': {
    prank:
      'VideoGameSFXPrank VideoGameQuestNotes VideoGameBossEntrance VideoGameCutsceneIRL AchievementUnlocked VideoGamePowerUpBreakfast PauseButtonVideoGame VideoGameNarratorVoice',
  },
  folklorico: {
    pet: 'FolkloricoPetReaction FolkloricoPupParade FolkloricoKittyFiesta',
  },
  cajun: {
    pet: 'CajunPetParade CajunPupPorchNap PetNamedGumbo',
  },
  'taco bell': {
    pet: 'TacoBellPuppyNapSpot TacoBellChihuahuaPose CrunchwrapPetBed',
  },
  tram: {
    music:
      'TramBellBeat TramRideLofi TramSeatSingAlong TramAnnouncementRemix TrolleySongStreetcar TramStopDuet RapTheTramRoute LastTramLullaby',
  },
  barbershop: {
    prank:
      'BarbershopBubbleBeard BarberDadSurprise WigUnderTheCape WakeUpBarbershopQuartet BarberTipJarNote PaperMustacheBarberJoke BarberThankYouBanner SpinTheBarberChairReveal',
  },
  'hot water bottle': {
    gaming:
      'HotwaterBottleTrivia BoardGameHotwaterBottle HotwaterBottleHideAndSeek HotwaterBottleBingo HotwaterBottleCouchCoop HotwaterBottleCharades JigsawHotwaterBottle MusicalHotwaterBottle',
  },
  'spice girls': {
    pet: 'SpiceGirlsDogWalkSquad SpiceGirlsPetNames GirlPowerPuppy',
  },
  madonna: {
    pet: 'MadonnaPetVoguePose MadonnaPupPortrait MaterialGirlKitty',
  },
  'one piece': {
    pet: 'OnePiecePetCosplay OnePiecePetCrew OnePieceTreasureSniff',
  },
  figma: {
    prank: 'FigmaCursorChase FigmaStickerSurprise FigmaEasterEggHunt',
  },
  canon: {
    prank: 'CanonSurprisePhotoshoot CanonFamilyPhotobomb ShotOnCanonSurprise',
  },
  'game of thrones': {
    pet: 'GameOfThronesPetCosplay GameOfThronesDirewolfPup GameOfThronesCatNap',
  },
  'banh mi': {
    pet: 'BanhMiPlushToy BanhMiDogBed BanhMiCatCushion',
  },
  'balloon art': {
    pet: 'BalloonArtHighShelf BalloonArtDogPortrait BalloonArtPaperPuppy',
  },
  shading: {
    prank: 'ShadingFloatingCoin ShadingFakeObject Fake3DStepDrawing',
  },
  'space invaders': {
    pet: 'SpaceInvadersBoxFort SpaceInvadersPetSweater PixelAlienPetTag',
  },
  'hungry hippos': {
    pet: 'HungryHipposCatReaction HungryHipposSlowFeeder DogHippoPlushie',
  },
  aruba: {
    pet: 'ArubaWithMyDog ArubaShadyPalmNap BeachPupPhotoShoot',
  },
  'greatest showman': {
    pet: 'GreatestShowmanPetShow GreatestShowmanDogTricks RingmasterPup',
  },
  star: {
    prank:
      'GlowStarCeiling StarWalkOfFameHallway GoldStarAmbush StarStickerTrail StarAutographFakeout WakeUpToStars StarTreatmentDay StarDressingRoom',
  },
  carpenter: {
    prank:
      'SecretCarpenterFix CarpenterGummyScrews CarpenterRubberHammer CarpenterTiltedFrames CarpenterCarrotPencil ChocolateToolbox CarpenterFoamLumber CarpenterTinyChairSwap',
  },
  seesaw: {
    cooking:
      'PretzelSeesawSnack SeesawCookieStack SeesawScaleBaking SeesawCakePops SeesawWaffleTower SeesawPicnicBox EdibleSeesaw BananaSeesawBites',
  },
  somersault: {
    gaming:
      'SomersaultBarrelRoll SomersaultEmote SomersaultCombo SomersaultSpeedrun SomersaultObstacleCourse SomersaultHighScore SimonSaysSomersault SomersaultTriviaNight',
  },
  'pepper grinder': {
    speed:
      'PepperGrinderRefillRace PepperGrinderStackUp PepperGrinderPassRelay SetTheTablePepperGrinder PepperGrinderBeatTheClock TeaspoonDashPepperGrinder DinnerRushPepperGrinder PepperGrinderTwistCount',
  },
  'medicine cabinet': {
    pet: 'PetProofMedicineCabinet MedicineCabinetVetList DogDentalMedicineCabinet PawBalmMedicineCabinet FurBrushMedicineCabinet MedicineCabinetLockCheck MudWipesMedicineCabinet MedicineCabinetFleaComb',
  },
  humidifier: {
    funny:
      'HumidifierVillainWalk HumidifierFrizzFail WhenHumidifierGurgles DadVsTheHumidifier HumidifierSpaDayParody FoggyRoomHumidifier HumidifierGhostStory NarratingMyHumidifier',
  },
};
