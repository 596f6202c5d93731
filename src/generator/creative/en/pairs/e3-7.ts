import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  mom: {
    dance: 'TeachMomTheTrend MomsGotMoves CanMomKeepUp MamaMambo MomVsMeDanceOff MommyMoonwalk',
    fitness:
      'MotherOfAllPlanks MomVsMePushups MomsBootCamp LiftLikeMama StrollerStrong SquatWithMum',
    prank:
      'MomsPurseLoveLetter SecretlyCleanMomsCar OperationHappyMom MomGetsServed NoChoresForMama SurpriseThankYouNotes',
    educational:
      'MomTriviaShowdown MomSlangDecoder PricesWhenMomWasTen MotherKnowsBestQuiz AskMomAnything MomSkillSwap',
    cooking:
      'MomVsMeBakeOff MomsSecretIngredient MamaMiaMeatballs LunchboxLikeMomMade MumsTheWordBrunch GuessMomsRecipe',
    travel:
      'MomsHometownTour PackLikeMom MomPlansOurDayOut MinivanMemoryLane TickOffMomsBucketList MomAndMeGetaway',
    fashion:
      'MomsClosetRaid MomStylesMe RecreateMomsPromLook MomJeansThreeWays DressLikeYourMum MamaAndMeTwinning',
    wellness:
      'CallYourMomTonight TenMinutesForMom MomWalkAndTalk MotherNurture MomNeedsANap GratitudeForMum',
    speed:
      'MomFindsItFaster MomVsTeenTexting TidyBeforeMomGetsHome BeatMomToTheCar MamaMorningMadness SchoolRunSprint',
    music:
      'MomCarKaraoke DuetWithMom MomNameThatTune MamaMiaSingAlong MomsMixtapeTakeover LullabyForMum',
    art: 'BlindDrawYourMom MomAndMePottery MomPaintNight MomaLisaChallenge HandprintsForMama FridgeArtForMum',
    tech: 'MomTriesAI MomEmojiQuiz TeachMomAShortcut MomVsTheAlgorithm MamaGoesWireless TextLikeMom',
    pet: 'PupPicksMomOrDad MomsHomeZoomies KittyStealsMomsSpot DogMomDayOut FurMamaPhotoShoot MyPetCallsMeMom',
    gaming:
      'MomJoinsTheSquad CanMomBeatLevelOne MomsRetroHighScore PlayerTwoIsMom MomBoardGameShowdown MomRageQuits',
  },
  party: {
    dance:
      'PartyCongaChain PartyFreezeFrame LifeOfThePartyMoves PartyRockShuffle HowLowCanYouGo GrandPartyEntrance',
    fitness:
      'ConfettiBurpees PartyHatPushUps PartyGamesCircuit PartyTillYouPlank BalloonBootcamp PartyAnimalCrawls',
    prank:
      'PartyBalloonRoomFill PartyForThePlant UnBirthdayParty ConfettiDeskAmbush GnomePartyHats PartyForNoReason',
    educational:
      'WhyWeBlowOutCandles HowConfettiCannonsWork PartyPopperPhysics PartyHatHistory PartyCustomsQuiz HeliumPartyFacts',
    cooking:
      'ConfettiCupcakes PartyDipTrio PartyPunchShowdown PartyPlatterPileUp BakeThePartyCake PinwheelSandwiches',
    travel:
      'PartyBoatCruise StreetPartyCrawl BlockPartyHop PartyAroundTheGlobe RooftopSunsetParty PartyCityCountdown',
    fashion:
      'PartyHatCouture PartyFitCheck ThemePartyGlowUp PartyDressCodeDare SequinsOrNothing GlitterGlamParty',
    wellness:
      'SocialBatteryRecharge PartyGratitudeToast AfterPartyJournal PartyOfOneSelfCare PajamaPartyReset SkipThePartyGuiltFree',
    speed:
      'PartySetupSpeedrun PartyHatStackDash ConfettiCleanupRace PartyPopperRelay PartyInFiveMinutes PresentWrapCountdown',
    music:
      'PartyHornSymphony BalloonPopBeat PartyAnthemCover PartyDJFaceOff ItsMyPartyKaraoke BirthdaySongRemix',
    art: 'PartyPinataBuild ConfettiCanvas DesignYourPartyHat PartyBannerBonanza DIYPartyInvites PaperGarlandChain',
    tech: 'PartyInviteByAI DIYPhotoBoothRig SmartLightDiscoMode PartySpeakerShowdown CodeAPartyCountdown PartyQRGuestbook',
    pet: 'PartyGreeterPup CatVsStreamers PartyAnimalForReal PartyHatPatience ThrowYourPetAParty PupcakeCelebration',
    gaming:
      'PartyGameNight PictionaryRelay PartyTriviaShowdown LANPartyLegends CouchCoOpParty PartyModeMayhem',
  },
  friday: {
    dance:
      'FridayHappyDance FridayKitchenDisco WeekendWiggle FridayNightFever FreestyleFriday ClockOutShuffle',
    fitness:
      'TGIFBurpees FiveOClockPlank FridayFunRun FridayFinisher FlexFriday SweatyFridaySquats',
    prank:
      'ItsActuallyThursday FridayDonutDrop FridayHypeStickyNotes FreakyFridaySwap FridayBalloonAmbush TGIFDeskConfetti',
    educational:
      'Friday13thMyths FridayFunFact TGIFTrivia WhyIsItCalledFriday FridayPopQuiz FridayWordNerd',
    cooking:
      'FridayFakeaway FridayFishFry FridayFridgeRescue TGIFTacoBar FlipItFriday PizzaPartyFriday',
    travel:
      'FridayGetaway FridaySunsetDrive AfterWorkAdventure LastMinuteFridayTrip FridayNightCityWalk TouristForAFriday',
    fashion:
      'FridayFitCheck FridayColorPop DressDownFriday OfficeToFridayNight FunkyFridaySocks WeekendReadyOutfit',
    wellness:
      'FridayWinsJournal FridayPhoneOffHour FridayUnwind FeelGoodFriday ThankfulFriday WeekendResetRitual',
    speed:
      'BeatTheFridayClock FridayInboxSprint QuittingTimeDash FridayChoreBlitz FastFridayFinish LastHourToDoRace',
    music:
      'TGIFJamSession WeekendDrumRoll FridayImInLoveCover FridayKaraokeFaceOff FridayFeelingBeat FridayAnthemDrop',
    art: 'WeekInReviewComic FridayDoodleDrop FridayMoodCanvas FreehandFriday FridayPaintAndSip TGIFSketch',
    tech: 'WeekendAutoReply FridayAppPurge FridayPhotoBackup FixItFriday DesktopDetoxFriday ScreenTimeFriday',
    pet: 'FridayZoomies FridayNightPetSpa FridayDogParkMeetup FurryFridayPortrait FetchFriday WeekendWalkReaction',
    gaming:
      'FridayGameNight TGIFTournament WeekendBossRush FridayCouchCoop RetroFridayRematch FridayHighScoreHunt',
  },
  cleaning: {
    dance:
      'VacuumTwoStep MopAndGroove TidyUpTango CleanSweepShuffle ShimmyWhileCleaning DanceFloorCleanup',
    fitness:
      'VacuumCardio TidyUpTabata CleaningSquatPickup ScrubAndSweat CleaningLungeLaps DeepCleanBurn',
    funny:
      'DustBunnyDrama CleaningGuestPanic CleaningCouchTreasures TidyingDocumentary RoomIsCleanISwear KidsVsChoreChart',
    prank:
      'CleaningElvesVisit CleaningGhostWasHere SparklingCarAmbush NinjaTidyUp WhoCleanedMyRoom SurpriseDeepClean',
    educational:
      'HowSoapWorks WhyVinegarCleans CleaningGermSwabTest MicrofiberMagnified CleanerThanAToilet FizzyCleaningScience',
    cooking:
      'CleanAsYouCook TidyKitchenBakeOff FridgeCleanoutFeast CleaningDayBrunch ZeroMessDinner DishesDoneByDessert',
    travel:
      'BeachCleanupDay PloggingCityLoop LeaveItCleanerHike TidyCarRoadTrip RiverbankCleanSweep TrashTagTrek',
    fashion:
      'CleanSneakersChallenge WhiteShoeRestore CleaningDayFitCheck TidyClosetCapsule JewelrySparkleSoak TidyingUpInStyle',
    speed:
      'CleaningSpeedrun CleanRoomIn10 SixtySecondSinkShine OneSongTidyUp ToyPickupBlitz CleaningTagTeamRelay',
    music:
      'VacuumRemix SqueegeeSqueakSolo CleaningBucketDrums WhistleWhileYouClean CleanupSongCover KeepTheTidyTempo',
    art: 'ReverseGraffiti DustyWindowDoodle CleaningSoapCarving CleanSlateCanvas CleaningSpongePrints TidyDeskStillLife',
    tech: 'RobotVacuumTest CleaningKeyboardRescue CleaningCableTidy DesktopDeepClean CameraRollCleanout InboxZeroCleanup',
    pet: 'PetCleaningCrew CleaningCatSupervisor PuppyFetchesTheSocks DogVsVacuum SqueakyCleanPup ToyBoxTidyTrick',
    gaming:
      'TidyUpSideQuest ChoreBossBattle CleaningPowerWashRun CleanRoomAchievement CleaningXPChart CouchCushionLoot',
  },
  lime: {
    dance:
      'LimeSqueezeShuffle ZestyMoves CitrusSalsa LimeInTheCoconutDance LimeLimbo InTheLimelightStrut',
    fitness:
      'LimeSqueezeGrip LimeSpoonLunges ZestyHIITCircuit KeyLimePlank ZestAndSquat SublimeSitUps',
    funny:
      'SourLimeFace LimeWedgeSmile LimeOrLemonGuess WhenLifeGivesYouLimes LimeJuggleFails LimeHoarderSkit',
    prank:
      'StaplerInLimeJello LimeLemonSwitch LimeGummySlices LimeGooglyEyes AvocadoLimeMixUp SourPatchSwitcheroo',
    educational:
      'WhyLimesAreSour SailorsAndScurvy LimeInvisibleInk PowerFromALime SinkOrFloatLimes CitrusTriviaShowdown',
    travel:
      'KeyLimePieRoadTrip LimeGrovePhotoWalk StreetTacoLimeCrawl LimeMarketMorning PickYourOwnLimes LimeadeStandHop',
    fashion:
      'LimeGreenFitCheck NeonLimeNails LimeSliceEarrings StealTheLimelight LimeHeadToToe LimeColorBlocking',
    wellness:
      'LimeWaterMorning LimeSugarScrub ZestForLife SqueezeTheDay SublimeSelfCare LimeSpritzPorchPause',
    speed:
      'LimeSqueezeRace LimeJuiceCupIn30 LimeNoseRollDash FastestZesterWins StackTheLimes WedgeCutRelay',
    music:
      'LimeInTheCoconutDuet LimeSqueezeBeat CitrusShakerJam LimelightKaraoke SublimeSolo SourNoteChallenge',
    art: 'LimeSliceStampArt LimePeelSculpture LimeRindLantern PaintItLime ZestyWatercolor SketchALimeStillLife',
    tech: 'LimeBatteryLED LimeSlowMoSpray LimeChargerMythBust LimeJuicerShowdown CitrusClockBuild HowHardCanYouSqueeze',
    pet: 'LimePlushFetch LimeRaincoatPup LimeTennisBallChase PetInTheLimelight LimeBandanaPhotoOp CitrusColorPortrait',
    gaming:
      'LimeSlimeBossFight LimeadeStandTycoon LimeGreenSkinRun CitrusKingdomQuest LimeMergeHighScore CatapultTheLimes',
  },
  backpack: {
    dance:
      'BackpackStrapShuffle BackToSchoolBoogie BackpackZipperPop BackpackKidFloss BookbagBounce HallwayLockerGroove',
    fitness:
      'BackpackRuckWalk BookbagLunges BackpackBurpees TextbookLoadedHike BackpackStairClimb SquatWithYourSchoolbag',
    funny:
      'BackpackBlackHole BackpackArchaeology OverpackedTurtleLook WhatsInMyBackpack BookbagBottomSurprise ZipperOfDoom',
    educational:
      'HowZippersWork WhoInventedTheBackpack WeighYourBackpack BackpackPhysics BookbagPostureCheck BackpackFirstAidDrill',
    cooking:
      'BackpackTrailMix BackpackBentoBuild SnackPackBackpack GranolaBarBake BackpackPicnic CampStoveRamen',
    travel:
      'BackpackHostelHop OneBagTravel BackpackOnlyTrip LiveOutOfABackpack RailPassAdventure BackpackersBudgetDay',
    fashion:
      'BackpackOutfitCheck BackpackCharmStack OneStrapOrTwo OneBackpackFiveFits MatchYourBookbag SchoolbagGlowUp',
    wellness:
      'BackpackLightenTheLoad BackpackSundayReset SchoolbagSelfCareKit UnzipAndUnwind BookbagBreathingBreak DeclutterYourBackpack',
    speed:
      'BookbagBeatTheBus BackpackMorningDash UnpackInTenSeconds BackpackPackOff BackpackFindItFast PassTheBackpackRelay',
    music:
      'BackpackBeatbox BackpackZipperRhythm PencilCasePercussion BookbagBlues SchoolbagSingAlong DrumOnYourBackpack',
    art: 'BackpackTieDye BackpackPatchDesign BookbagEmbroidery PaintYourBackpack BackToSchoolCanvas ZipperPullCharms',
    tech: 'WhatsInMyTechBag SolarPanelBackpack BackpackTrackerTagTest BackpackCableTidy DigitalNomadBackpack ChargerInEveryPocket',
    pet: 'PupSniffsMyBackpack KittyClimbsInBackpack BackpackDogHike CatInTheBackpack PetCarrierReaction BackpackBuddyWalk',
    gaming:
      'BackpackLoadoutReveal BackpackSpacePuzzle PocketCardTournament BackpackBattles BookbagBoardGames HandheldInMyBackpack',
  },
  butter: {
    dance:
      'SmoothLikeButter ButterChurnBop ButterSlideStep ButterflyShuffle MeltIntoTheBeat SilkyFootwork',
    fitness:
      'ButterChurnArmDay ButterTubCurls CreamWhipBurn ShakeItToButter ButterBurpees SmoothAsButterFlow',
    funny:
      'ButterSideDownTest ButterOnEverything ColdToastTearFail ICantBelieveItsButter ButterFingersChallenge ButterBrickBattle',
    prank:
      'ButterOrCakeIllusion ButterLetterPats ButterBoardWelcome SecretButterSculpture SmileyFaceToast FancyRestaurantCurls',
    educational:
      'HowButterIsMade WhyButterIsYellow ButterJarScience ButterOrMargarineQuiz ChurnThroughHistory CreamToButterTimer',
    travel:
      'StateFairButterCow ButterMuseumCork ButterCroissantHunt MeetTheButterMakers NormandyCreameryStop ButterbeerQuest',
    fashion:
      'ButterYellowFit ButterNailSet ButterSoftKnits ButteryHeadToToe StyleTheButterBlazer PastelSorbetLayers',
    wellness:
      'MindfulButterChurn ButterLampGlow FreshBreadGratitude ButterUpYourself SlowButteredToast SimplePleasuresList',
    speed:
      'ButterJarShakeRace ButterSpreadRelay CrepeFlipBlitz ButterChurnCountdown SoftenButterIn60 CreamToButterSprint',
    music:
      'SmoothLikeButterCover ButterSizzleLoop ButterJarShakerBeat ButterChurnRhythm BreadAndButterBlues KitchenUtensilJam',
    art: 'ButterSculpture ButterCarvedRose ButtercreamBouquet ButterKnifePainting ToastAsACanvas SculptAButterBust',
    tech: 'ButterMeltTimelapse SoftenButterHack StandMixerChurn ButterGadgetVerdict ButterBellTest ButterTempProbe',
    pet: 'PetsNamedButters ButterSoftFurBrush ButterYellowBandana ButterballPhotoShoot ButterCoatCheck GoldenRetrieverGlow',
    gaming:
      'BreadAndButterCombo ButterFingersClutch ButterChurnMinigame ButterSmoothSpeedrun ButterTycoonEmpire DairyFarmSimSeason',
  },
  deer: {
    dance:
      'FawnWobbleShuffle DeerAntlerHandsGroove DeerInHeadlightsFreeze OhDeerDanceOff ReindeerRomp DeerPranceParade',
    fitness:
      'DeerHurdleHops DeerLeapJumps OhDeerLegDay BoundLikeADeer ForestTrailSprints MeadowHillRepeats',
    funny:
      'DeerInHeadlightsFace BambiLegsOnIce DeerStareStandoff DeerAntlerImpression DeerAteMyTulips OhDeerWhatNow',
    prank:
      'RudolphNoseEverything DeerCutoutWindow DeerAntlersOnDad SurpriseLawnDeer FawnPlushHideAndSeek OhDeerLookBehindYou',
    educational:
      'HowDeerGrowAntlers DeerOrElkQuiz NameThatDeerTrack WhyFawnsHaveSpots SeeLikeADeer ReindeerFactCheck',
    cooking:
      'DeerPretzelBrownies FawnSpotCupcakes DeerFaceCookies ReindeerCakePops OhDeerPancakeArt AntlerChurros',
    travel:
      'DeerBowingInNara DeerSpottingHike HighlandsStagWatch DeerSafariDrive OhDeerRoadTrip DeerParkPicnic',
    fashion:
      'FawnFreckleLook UglyReindeerSweater DeerAntlerHairClips DeerCharmEarrings OhDeerFitCheck DoeEyedMakeup',
    wellness:
      'ForestBathingHour DeerQuietSitSpot StillAsADeer SoftStepsLikeADeer DeerDuskGratitude MeadowMorningPause',
    speed:
      'DeerAntlerRingToss DeerBoundRelay DeerLeapLongJump ReindeerGamesDash FastAsAFawn SpotTheDeerIn10',
    music:
      'FawnLullaby DeerHoofPercussion DoeADeerCover ReindeerRemix DeerWoodlandFlute OhDeerBallad',
    art: 'FawnWatercolor DeerLinoPrint DeerPaperCutArt SunsetDeerSilhouette DrawADeerInOneLine WoodlandDioramaBox',
    tech: 'DeerTrailCamReel DeerThermalDrone AICountsTheDeer DeerMotionLights WildlifeIDModel NightVisionDeerWatch',
    gaming:
      'DeerSimulatorChaos DeerPhotoMode StagBossBattle DeerStealthRun OhDeerSpeedrun CozyFawnQuest',
  },
  neighbor: {
    dance:
      'NeighborDanceOff NeighborBalconyDuet SidewalkSyncStep NeighborhoodConga DrivewayDiscoNeighbors OverTheFenceFreestyle',
    fitness:
      'NeighborPlankPact NeighborWalkingClub BlockPartyBootcamp NeighborhoodFunRun OutstepYourNeighbor SquatsOverTheFence',
    funny:
      'NeighborWaveFails NeighborsToolSaga PackageMixUpSkit NeighborLawnWars NosyNeighborNarrator OverTheFenceSmallTalk',
    educational:
      'NeighborSkillSwap KnowYourNeighbor StreetNameOrigins NeighborhoodThenAndNow TeachYourNeighborAWord OldestHouseOnTheBlock',
    cooking:
      'NeighborCookieSwap NeighborPotluck BlockPartyBBQ CupOfSugarChallenge SoupForTheNeighbors BakeForYourNeighbour',
    travel:
      'NeighborhoodHiddenGems NeighborTownDayTrip SafariWithTheNeighbors CarpoolWithNeighbors LocalBlockTour TouristNextDoor',
    fashion:
      'NeighborOutfitSwap NeighborFitCheck DressLikeYourNeighbor NeighborThriftHaul CurbsideRunway PorchStyleLook',
    wellness:
      'NeighborThankYouNote NeighborFlowerDrop NeighborCheckInCall LoveThyNeighbor PorchWaveGratitude BeAGoodNeighbour',
    speed:
      'NeighborLeafRakeRace NeighborSnowShovelDash CurbToPorchSprint NeighborCarWashBlitz CulDeSacRelay OutrunYourNeighbour',
    music:
      'NeighborPorchConcert NeighborWindowSerenade NeighborJamSession WontYouBeMyNeighbor BalconySingAlong StreetDrumCircle',
    art: 'NeighborChalkMural NeighborMailboxGlowUp LittleLibraryDecor DrawYourNeighborhood NeighborWindowGallery PicketFencePaintOff',
    tech: 'DoorbellCamFinds PrinterRescueMission NeighborhoodGroupChat NeighborWiFiNameWars NeighborTechSupport NeighborGadgetSwap',
    pet: 'NeighborDogPlaydate PetFenceFriends PupMeetsTheNeighbors NeighborChickenCheck NeighborCatCameo KittenWindowWatchers',
    gaming:
      'NeighborCornholeLeague NeighborChessByMail NeighborGameNight HelloNeighborSpeedrun BlockPartyTourney NeighborLANMarathon',
  },
  oven: {
    dance:
      'OvenMittShuffle DanceTillTheDing OvenTimerTwoStep OvenPreheatGroove HotOvenHustle BakeSaleBoogie',
    fitness:
      'OvenPreheatPlank OvenWallSitUntilGolden BakeTimeBurpees OvenMittPunches OvenTimerTabata CookieCoolingCrunches',
    funny:
      'OvenLightNatureDoc DramaticOvenPeek OvenMittPuppets StarBakerParody OvenDingFalseAlarm OvenWindowStakeout',
    prank:
      'FakeBurntCookies OvenHiddenBirthdayCake OvenWindowNote PhantomOvenDing BakeryBoxSwitcheroo OvenMittHandshake',
    educational:
      'OvenHotSpotMap WhyCookiesSpread HowConvectionWorks IsYourOvenLying OvenSpringScience OvenRackShowdown',
    travel:
      'BrickOvenPizzaTour TandoorOvenFoodWalk OvenFreshBakeryCrawl WoodFiredOvenQuest HangiEarthOvenFeast CommunalOvenVillage',
    fashion:
      'OvenMittMakeover OvenGloveClutchBag HotOutOfTheOvenFit StarBakerStyle OvenReadyGlam PastelBakeryOutfit',
    wellness:
      'BakeAndBreathe OvenLightMeditation OvenTimerJournal OvenBakedKindness PreheatYourPeace WarmOvenCozyHour',
    speed:
      'BeatTheOvenTimer CleanBeforeTheDing PreheatPanicRace OvenTrayRelay OvenLoadIn30 OvenToTableSprint',
    music: 'OvenDingRemix OvenRackHarp OvenTrayDrums HotOvenHits BreadRiseLullaby SingTillItsBaked',
    art: 'OvenBakedClayCharms OvenShrinkArt SaltDoughOvenOrnaments CookieCanvasIcing PaintYourPizzaPeel OvenMittMonsters',
    tech: 'AirFryerVsOven OvenCamTimelapse OvenThermalScan SmartOvenShowdown PreheatFromTheCouch ProbeBeepChallenge',
    pet: 'OvenDingEarTilt OvenTimerSitStay OvenLightCatStare OvenMittPlushFetch HomemadePupTreats BakingBuddyPose',
    gaming:
      'PizzaOvenSimRun OvenRushHighScore BakeOffGameNight OvercookedCouchCoop OvenMasterSpeedrun BakeryTycoonLevel',
  },
  farm: {
    dance:
      'TractorTwoStep FarmHoedown HayRideShuffle FarmyardBoogie FarmBootScoot FarmhandFreestyle',
    fitness:
      'FarmHayBaleCarry FeedSackSquats HomesteadStrong FarmFieldSprints WheelbarrowWalks FarmChoreBootcamp',
    funny:
      'CityKidOnTheFarm FarmGoatScreams BootStuckInMud FarmAnimalVoiceovers RoosterAlarmClock FarmLifeUnfiltered',
    prank:
      'ChickenCostumeWakeUp FarmChoreSwap FarmScarecrowStandIn FarmFlowerDoorstep FarmGoldenEggHunt MooingDoorbell',
    educational:
      'WhereEggsComeFrom HowFarmsFeedUs HomesteadSkills101 FarmToTableQuiz FarmSoilScience NameThatFarmSound',
    cooking:
      'FarmEggsFiveWays SaladFromTheFarmStand ChurnYourOwnButter FarmToForkDinner HomesteadSourdough FarmhouseBrunch',
    travel:
      'FarmStayWeekend FarmersMarketCrawl FarmStandRoadTrip CornMazeEscape PickYourOwnFarm PumpkinPatchFarmDay',
    fashion:
      'FarmFlannelFit FarmToRunway OverallsThreeWays FarmBootsGlowUp FarmGinghamDress StrawHatSeason',
    wellness:
      'FarmSunriseRoutine SlowHomesteadDay DigInTheGarden GoatYogaOnTheFarm FarmLifeGratitude PorchSwingSunset',
    speed:
      'TractorPullContest FarmEggCollectDash CornHuskingRace FarmChoreSpeedrun FarmRoundUpRelay FarmHayBaleStackOff',
    music:
      'OldMacDonaldRemix FarmFiddleJam PorchBanjoPicking FarmyardBeatbox FarmBucketDrums HomesteadHarmonica',
    art: 'HayBaleSculpture CornHuskDolls FarmBarnSketch FarmScarecrowBuild GoldenHourFarmShoot PleinAirFarmPainting',
    tech: 'FarmFromAbove FarmCoopAutoDoor RoboticMilkingBarn SmartHomesteadSetup FarmSolarPump ChickenCamLivestream',
    gaming:
      'FarmTycoonBuild StardewRealWorld FarmHarvestSpeedrun FarmSimFirstYear BarnyardBoardGame CozyFarmLifeQuest',
  },
  sunrise: {
    dance:
      'FirstLightFreestyle SunriseBeachSway SunriseRooftopMoves RiseAndShineShimmy SunriseSaluteStep DanceUpTheSunrise',
    fitness:
      'SunriseRunClub RiseAndGrind SunriseHillRepeats SunriseSwimLaps FirstLightPushUps SunriseSaluteFlow',
    funny:
      'SunrisePhotoVsReality EarlyBirdRegrets DawnZombieMode SnoozedTheSunrise SunriseWasWorthIt SunriseGrumpyFace',
    prank:
      'SunriseSecretPicnic SunriseSurpriseHike SunriseBalloonWakeUp SunriseBreakfastInBed DaybreakDoorstepGift RiseAndShineAmbush',
    educational:
      'WhySunrisesGlowRed GoldenHourPhysics SunriseAroundTheWorld DoesTheSunReallyRise FindEastAtSunrise SunriseSolsticeShift',
    cooking:
      'SunriseSmoothie GoldenYolkToast SunriseCampStoveEggs SunriseMocktail SunnySideUpSunrise DawnPancakes',
    fashion:
      'SunriseHikeFit GoldenHourMakeup SunriseLayerUp DressLikeASunrise SunriseOmbreNails EarlyBirdLook',
    wellness:
      'SunriseSilentCoffee SunriseGratitude SunriseBreathwork MeetEverySunrise FirstLightJournal DawnIntentionSetting',
    speed:
      'BeatTheSunrise SunriseSummitSprint FiveAMGetReady SunriseTentPackDash SunriseSnapRush SunUpSpeedrun',
    music:
      'HereComesTheSunCover SunriseViolinSolo SunriseSoundscape SunriseAcousticSesh SingUpTheMorning SunriseBirdsongDuet',
    art: 'DawnSilhouettePhoto SunriseGradientCollage FirstLightLinocut PaintTheSunriseLive SunriseInThreeColors SunriseOilPastel',
    tech: 'SunriseTimelapse SunriseDroneFlight SmartBlindsWakeUp SunriseAlarmLampTest SunriseTrackerApp PhoneCamVsSunrise',
    pet: 'SunrisePetAlarm EarlyBirdKittyChirps SunrisePuppyZoomies WalkiesAtSunrise CatSunriseWatch DawnDogCuddles',
    gaming:
      'SunriseSpeedrun EarlyBirdDailyPuzzle SunriseLoginStreak SunriseChessOpening BeatTheGameBySunrise SunriseBossRush',
  },
  bubble: {
    dance:
      'BubbleWandTwirl BubbleDodgeRoutine BubblePopMoves BubbleMachineBoogie FloatLikeABubble FreezeInTheBubbles',
    fitness:
      'BubblePopSprints BubbleJumpSquats BubbleChaseCardio StompEveryBubble LungeThroughBubbles BubbleTroubleBurpees',
    funny:
      'BubbleBeardSelfie SoapSudsHairdo BubblePopToTheFace BubbleWrapRunway BubbleTroubleSkit GumBubbleFails',
    prank:
      'BubbleWrapFloorPrank BubbleMachineWakeUp BubbleWelcomeHome BubbleShowerAmbush SoapyMessageWindow SurpriseBubbleStorm',
    educational:
      'WhyBubblesAreRound BubbleSurfaceTension SquareBubbleFrame GiantBubbleFormula FrozenBubbleTest BubbleRainbowQuiz',
    cooking:
      'BubbleTeaAtHome HomemadeBobaPearls BubbleWaffleStack BubblyFizzLemonade BubbleGumIceCream SugarBubbleSpheres',
    travel:
      'BubbleTeaCrawl BubbleDomeAuroraStay HotSpringBubbles BubbleFestivalHop StreetBubbleShowHunt BubbleMuseumDay',
    fashion:
      'BubbleSkirtLook BubbleSleeveFit BubbleGumPinkGlam BubbleHemThreeWays PuffyAndProud PuffItUpChallenge',
    wellness:
      'BubbleBreathing WorriesInBubbles BreatheABubble BubbleFloatAndRelease PopTheStressBubble SoapFilmStillness',
    speed:
      'BubbleWrapPopSpeedrun MostBubblesOneBreath BubbleCatchIn30 BubbleTowerBlitz BeforeItHitsTheFloor TenSecondBubbleCount',
    music:
      'BubbleWrapBeat StrawBubbleBeatbox BubbleSoundLoop BubblegumPopCover FizzyDrinkRhythm BubbleHumChallenge',
    tech: 'BubbleSlowMoPop BubbleMachineBuild CodeABubbleShooter BubbleMacroRainbow BubbleDroneChase LaserThroughBubbles',
    pet: 'CatVsBubbles BubbleKittenPounce PetSafeBubbleParty PopGoesThePuppy ZoomiesVsBubbles BubbleChasingPup',
    gaming:
      'BubbleShooterHighScore BubbleBobbleCoop BubbleHockeyNight BubblePuzzleLeague PopTheBubbleBoss DodgeTheBubblesArcade',
  },
  toddler: {
    dance:
      'ToddlerFreezeDance CopyTheToddlerMoves ToddlerHokeyPokey TinyDancerToddler WiggleLikeAToddler ThreenagerShuffle',
    fitness:
      'ToddlerBenchPress AnimalWalkWorkout ToddlerPlankRider ToddlerCopycatCardio SquatWithYourToddler ThreenagerBootcamp',
    prank:
      'PeekabooAmbush ToddlerTickleAttack ToddlerHideTheShoes ToddlerPranksDad GotYourNoseToddler ThreenagerTrickster',
    educational:
      'ToddlerExplainsIt ToddlerColorQuiz CountTheStairs AskAToddlerAnything ToddlerTeachesMe FirstWordsCountdown',
    cooking:
      'ToddlerMakesPizza ToddlerPacksLunch MiniMuffinHelpers ToddlerSousChef ToddlerCookieCutters LittleHandsBigMess',
    travel:
      'ToddlerRatesTheZoo TravelWithAToddler ToddlerTrainSpotting ToddlersFirstFlight PlaygroundPassport ToddlerTourGuide',
    fashion:
      'ToddlerPicksMyOutfit MiniMeMatching ToddlerStylesDad DressedByMyToddler ThreenagerFashionWeek TinySneakerLineup',
    wellness:
      'ToddlerCalmCorner ToddlerBubbleBreathing ToddlerYogaPoses NaptimeSelfCare WalkAtToddlerPace TantrumToTranquil',
    speed:
      'BeatTheNaptimeClock ToddlerShoesOnRace ToddlerTowerBlitz CoatFlipSprint ThreenagerRelay ToddlerToyPickup',
    music:
      'PotsAndPansBand ToddlerDrumSolo TinyTambourineJam ToddlerNurseryRemix ToddlerKaraokeHour ThreenagerRockStar',
    art: 'ToddlerScribbleRemake FridgeArtGallery BubbleWrapPrinting ToddlerFingerPainting ToddlerChalkMural ToddlerStickerStorm',
    tech: 'ToddlerProofMyPhone ToddlerVsSmartSpeaker ToddlerFirstVideoCall KidSafeTechSetup ToddlerCameraRoll ScreenTimeTimer',
    pet: 'GentlePetPatrol ToddlerPuppyStoryTime SoftTouchKitten ToddlerAndDogBesties ToddlerFeedsTheCat ToddlerMeetsABunny',
    gaming:
      'ToddlerCandyLandRun ToddlerHungryHippos MemoryMatchVsToddler ToddlerMakesTheRules ChutesAndLaddersRound ThreenagerGameNight',
  },
  lollipop: {
    dance:
      'GoodShipLollipopTap SugarRushBop LollipopSwirlSpin LollyPopAndLock LollipopStickWave LolliTwirlChallenge',
    fitness:
      'LollipopBalancePlank SugarRushSprints LollipopHurdleHops EarnYourLollipop WorkoutForALolly CandyCaneCrunches',
    funny:
      'BlueTongueReveal LollipopFoodCritic LollipopMicInterview LollipopGuildSkit LollipopStuckInHair HowManyLicksDebate',
    prank:
      'LollipopBouquet FlowerPotLollipops LollipopTreeInTheYard LoveNotesAndLollies LollipopGhostSquad LollipopOnEveryDesk',
    educational:
      'HowHardCandyForms WhyTonguesTurnColors LollipopLickCount WhoInventedTheLollipop LollipopDissolveTest LollipopSugarScience',
    travel:
      'CandyStoreCrawl GiantLollipopHunt LollipopFactoryTour LollipopFromEveryCity BoardwalkLollyStroll SweetShopRoadTrip',
    fashion:
      'LollipopSwirlNails CandyColorFitCheck DressLikeALollipop LollipopEarringsDIY RainbowSpiralSocks LollipopGlowUp',
    wellness:
      'SweetSmallJoys LollipopKindnessDrop LollipopMindfulSavor LollipopRewardJar InnerChildLollipop OneLollipopSlowly',
    speed:
      'LollipopUnwrapRace CandyWrapperRelay LollipopColorSortIn30 StackTheLollipops LollipopBouquetSprint SugarRushCountdown',
    music:
      'LollipopMouthPop WrapperCrinkleASMR LollipopMicLipSync OhLolliLollipop LollipopLullaby LollipopStickDrumroll',
    art: 'LollipopStainedGlass PaperPlateLollipops GiantLollipopPinwheel LollipopSwirlPainting LollipopClaySculpt SketchASugarRush',
    tech: 'LollipopMold3DPrint LollipopLickingRobot LollipopSetTimelapse CandyMachineBuild LollipopSpinnerGadget SugarThermometerHack',
    pet: 'LollipopPlushFetch LollipopSqueakyToyHunt LollipopBandanaPose CandyShopPetPortrait LollyColorPhotoShoot PupInALollipopCostume',
    gaming:
      'LollipopWoodsShortcut LollipopKingdomQuest SugarRushKartCup LollipopPowerUp MatchThreeLollipops CandyLandRematch',
  },
  garage: {
    dance:
      'GarageFloorFreestyle ToolBeltTwoStep WorkbenchShuffle GarageDoorReveal GarageCarWashGroove GarageBandBoogie',
    fitness:
      'GarageTireFlips GarageSandbagCircuit HomeGymOnABudget GarageGains DrivewaySprintLadder GarageStrongman',
    prank:
      'GarageBalloonFill GarageCarWrapBows GarageTidyFairy ToolboxLoveNote SecretGarageCinema GarageDoorConfetti',
    educational:
      'HowGarageDoorsWork HowToCheckOil GarageFixItBasics NameThatGarageTool GarageTireChange101 GarageEngineQuiz',
    cooking:
      'GarageGrillOff GarageFreezerMeals TailgateSnackSpread GarageSaleLemonade PizzaNightInTheGarage GarageFridgeRaid',
    travel:
      'GarageSaleRoadTrip GarageCarMuseumVisit MotorShowWeekend FamousGaragesTour BargainHuntersTrail VintageGarageCrawl',
    fashion:
      'GarageBandLook GarageSaleFitCheck GarageGrungeRevival GarageCoverallsRestyle GreaseMonkeyGlam UtilityJacketLayers',
    wellness:
      'GarageTinkerTherapy WorkbenchQuietTime GarageHobbyHour GarageDeclutterReset SawdustAndSerenity GarageStretchBreak',
    speed:
      'GarageCleanoutSpeedrun FindTheWrenchDash GarageTireChangeClock GarageSaleSetupRace ToolboxSortBlitz PitStopInTheGarage',
    music:
      'GarageBandJam GarageRockRevival PaintCanDrumKit WorkbenchBeat GarageBucketDrummer GarageDoorDrumroll',
    art: 'LicensePlateCollage PegboardArtWall GarageScrapSculpture GarageDoorMural GarageWoodCraft GarageStencilSpray',
    tech: 'GarageRetroComputerFix Garage3DPrinterSetup ParkingSensorDIY SmartGarageDoorHack GarageStartupDream GarageRobotBuild',
    pet: 'CatOnTheCarHood DogHearsGarageDoor GarageKittyExplorer GaragePetWashStation GarageAgilityCourse WorkbenchBuddy',
    gaming:
      'GarageLANParty GaragePinballRestore GarageDartsLeague GarageArcadeBuild YardSaleCartridgeHunt PingPongInTheGarage',
  },
  student: {
    dance:
      'StudentFlashMob StudentGraduationStrut StudentLockerBop StudyBreakBoogie CampusQuadRoutine StudentVsTeacherDance',
    fitness:
      'StudentDeskStretch DormRoomHIIT StudentCampusStairs StudyBreakBurpees StudentsRaceToClass StudentStepCount',
    funny:
      'TypesOfStudents BestStudentExcuses StudentLifeSkit StudentFinalsWeekFaces WhenTheTeacherLeaves GroupProjectRoles',
    prank:
      'StudentThankYouNotes TeacherMugUpgrade StudentComplimentChain StudentLockerMakeover ClassroomKindnessDrop StudentOfTheDayBanner',
    cooking:
      'StudentMugCake StudentRamenUpgrade OneRiceCookerMeal BrokeStudentFeast StudentDormDinner FinalsWeekSnackBox',
    travel:
      'StudentExchangeTrip StudyAbroadDiary StudentHostelHop BrokeStudentGetaway StudentRailPassRoute StudentOnAShoestring',
    fashion:
      'StudentThriftFlip StudentDormCapsule GraduationOutfitReveal StudentUniformHacks FirstDayFitCheck StudentStyleOnABudget',
    wellness:
      'StudentSleepReset StudyBreakCalm FinalsWeekBreathing SelfCareForStudents StudentGratitudeList ScreenFreeStudentNight',
    speed:
      'StudentFlashcardBlitz LockerComboCountdown StudentTimesTableDash StudentMorningRush BeatTheBell StudentPopQuizRun',
    music:
      'StudentMnemonicSong DormHallwayAcapella StudentRecorderRecital StudentBandBattle SchoolChoirCover StudentLofiStudyBeats',
    art: 'NotebookDoodleArt StudyNotesLettering StudentIDRedesign StudentSketchbookTour StudentGalleryWalk StudentLockerCollage',
    tech: 'StudentCalcTricks StudentDeskSetup StudyAppPicks StudentTechUnder50 StudentTabletNotes DormSmartLighting',
    pet: 'StudentCatOnKeyboard DogGreetsTheBus PetWaitsAfterSchool StudentHomecomingPup StudentDormFishTank StudentsFurryTutor',
    gaming:
      'StudentQuizBowl StudentKahootShowdown StudyBreakSpeedrun StudentEsportsClub AfterSchoolTournament StudentsVsTeachers',
  },
  oatmeal: {
    dance:
      'GoldilocksGroove ThreeBearsBoogie OatmealBowlBop StirItUpOatmeal OatmealSpoonSway PorridgePolka',
    fitness:
      'OatmealFuelRun PorridgeCyclingClub OatmealCanisterSquats OatsPoweredHike PreWorkoutOatmeal EarnYourOatmeal',
    funny:
      'GoldilocksPorridgeTest OatmealRaisinBetrayal ToddlerBreakfastCritic OatmealTextureReact OverloadedOatsSkit JustRightOatmeal',
    prank:
      'OatmealRaisinSwitch OatmealNameInCinnamon BananaFaceBowl ThreeBearsBreakfast OatmealCakeDisguise WhoAteMyPorridge',
    educational:
      'HowOatsAreMade WhyOatmealThickens OatmealRolledVsSteel OatmealSoakExperiment PorridgeTriviaTime OatmealMythBusters',
    travel:
      'PorridgeInScotland OatmealAroundTheWorld HighlandOatcakeStop OatmealCafeCrawl OatsMillTour GoldenSpurtleTrip',
    fashion:
      'OatmealKnitFit OatmealTrenchCoat OatmealNeutralLayers OatmealHeadToToe DressLikeOatmeal SandyBeigeCapsule',
    wellness:
      'WarmSpoonfulReset MindfulPorridgeBowl OatmealSlowBreakfast OatmealFaceMask OatmealMorningRitual OatsAndIntentions',
    speed:
      'OatmealInTwoMinutes OvernightOatsRelay OatmealToppingRace JarMealPrepBlitz OatmealCookieScoopDash PorridgeStirOff',
    music:
      'GoldilocksLullaby OatmealCanisterDrum OatmealBreakfastRap OatsAndBeats ThreeBearsMusical PeasePorridgeHotRemix',
    art: 'PorridgeFaceArt GranolaMosaicTray OatmealCanisterCraft OatmealFlatLayPhoto PaintAnOatmealBowl OatsTexturePrints',
    tech: 'OatmealMicrowaveHack SmartRiceCookerOats OatmealRecipeAI OatmealInstantPotTest OatmealBoilOverCam AppRatesMyPorridge',
    pet: 'OatmealDogBath HorseLovesOatmeal TreatBalanceTrick OatmealKittenLapNap WaitForTheOatmeal PonyOatsReaction',
    gaming:
      'GoldilocksQuestRun OatmealCookOffDuel ThreeBearsBoardRound OatmealPowerUp SowYourOatsSim PorridgeSpeedrun',
  },
  stew: {
    dance:
      'SimmerAndShimmy StewLadleTwirl StirTheStewShuffle StewPotSway StewBubbleBounce CauldronCircleStep',
    fitness:
      'CastIronCurls StewPotFarmersCarry StewPrepLunges StewHikeThermos ChopAndSquat StirTheStewPlank',
    funny:
      'GuessWhatsInTheStew FridgeCleanOutStew LidPeekingImpatience GrandmaRatesMyStew StewTasteCommentary StewInYourOwnJuices',
    prank:
      'StewCakeFakeout MeatballCupcakeTrick StewBreadBowlReveal StewSurpriseDinner StewOnTheDoorstep WhoStirredMyPot',
    educational:
      'StewVsSoup WhyStewMeatGetsTender BraiseLikeAPro StewSpiceQuiz StewCollagenScience WhereStewComesFrom',
    travel:
      'IrishStewHunt StewTagineTrip StewAroundTheWorld GoulashInBudapest CozyCountryInnTour StewPassportChallenge',
    fashion:
      'ChunkyKnitWeather FlannelAndClogs StewDayCozyFit StewApronGlam DressLikeAStew StewSimmerSweater',
    wellness:
      'StewSmellGratitude WarmBowlWindDown FireplaceSupperCalm StewSundayReset StewNeighborDelivery SlowSimmerStew',
    speed:
      'StewVeggieChopRace TenMinuteMiseEnPlace StewPotatoPeelClock StewPrepSpeedrun StewOnionDiceDash HourLongStewChallenge',
    music:
      'StewSimmerLofi FolkSongForSupper StewPotBubbleBeat StewLadleDrumming StewKitchenBallad SeaShantyForStew',
    art: 'StewStillLife RootVeggieStamps IllustrateGrandmasStew StewBowlWatercolor StewSteamShot StewCastIronSketch',
    tech: 'StewSimmerTimelapse StewSlowCookerShowdown SousVideBraise StewRecipeAI RobotTastesMyStew StewByVoiceCommand',
    pet: 'StewPotBeggingStare FireplacePetSnooze CozyRugDogSnuggle StewPuppySmellReaction KittenGuardsTheStew StewNightCuddlePile',
    gaming:
      'DnDTavernFeast CozyCookingSimRun StewRecipeCraftQuest StewGameNight SuspiciousStewDare StewStardewDish',
  },
  'rolling pin': {
    dance:
      'RollItOutGroove RollingPinLimbo DoughSlamStomp PinAndSpinShuffle RollingPinCaneStep RockAndRollingPin',
    fitness:
      'RollingPinAbRoll ArmsOfABaker RollingPinShoulderPass DoughKneadingBurn RollingPinLunges RockAndRollingPinReps',
    funny:
      'RollingPinLightsaber RollingPinTelescope DoughThatWontRoll RollingPinFlourFails GrandmaJudgesMyCrust RollingPinMicDrop',
    prank:
      'RollingPinNameCookies FlourFootprintsTrail PlayDoughPieSwap BaguetteOrRollingPin RollingPinUmbrella RollingPinLoveLetter',
    educational:
      'WhyDoughShrinksBack GlutenStretchScience RollingPinPhysics RollingPinHistory RollingPinMarbleVsWood WhichRollingPinWins',
    travel:
      'DumplingWorkshopTour CountyFairPieContest RollingPinPastaClass RollingPinMarketFind RollingPinSouvenirHunt RollingPinsOfTheWorld',
    fashion:
      'RollingPinEarrings RollingPinApronLook RollingPinPrintTote BakeryDateOutfit FlourDustedFitCheck RollingInStyle',
    wellness:
      'RollingPinFootMassage DoughTherapySunday CookiesForNeighbors RollingPinStressBake RollingAwayWorries RollingPinRitual',
    speed:
      'FastestPieCrust KneadForSpeed RollingPinDoughRace RollingPinRelay RollingPinBalanceDash RollingPinIn60',
    music:
      'RollingPinDrumRoll KneadToTheRhythm BakeryBeatBox RollingPinAirGuitar RockAndRollingPin RollingPinMicSolo',
    art: 'RollingPinPrintmaking SaltDoughOrnaments PolymerBeadRolling RollingPinClayArt RollingPinFolkPainting RollOutAMasterpiece',
    tech: 'RollingPinLaserEngrave RollingPin3DPrinted RollingPinVsMachine SmartScaleBakeTest ProofingBoxTimelapse RollingPinRingsHack',
    pet: 'KittenKneadingBiscuits RollingPinPlushFetch PawsOffTheDough RollingPinBakerPup RollingPinAgilityJump RollingPinRollOver',
    gaming:
      'PieShopTycoon RollingPinBowling RollingPinBossFight RollingPinOnlyRun RollingPinDuelArena FlourPowerSpeedrun',
  },
  wolf: {
    dance:
      'WolfPackChoreo FullMoonShuffle WolfPawStomp DancesWithWolves HowlAndProwl WolfStalkStep',
    fitness:
      'WolfPackWorkout WolfCrawlCircuit WolfLeapLunges RunWithTheWolves LoneWolfLegDay FullMoonNightJog',
    funny:
      'BoyWhoCriedWolfSkit BigBadWolfAudition WolfPackGroupChat WolfHowlImpression HuffAndPuffFail LoneWolfAtTheParty',
    prank:
      'WolfInSheepsClothing WolfHowlRingtone WolfPawPrintTrail WolfPlushBedGuard RedRidingHoodBasket HuffAndPuffWakeUp',
    educational:
      'WhyWolvesHowl WolfToDogHistory YellowstoneWolfEffect WolfPackMythBusting WolfSenseOfSmell ApexPredatorQuiz',
    cooking:
      'WolfPawCookies FullMoonMooncakes WolfCabinStew HungryLikeTheWolf WolfPackFeastNight GrandmasBasketBake',
    travel:
      'WolfSanctuaryVisit WolfTrackingTrip FullMoonHike YellowstoneWolfWatch WolfForestCabinStay HowlingTrailTrek',
    fashion:
      'LoneWolfLook WolfPackMatchingFits WolfFauxFurCoat WolfPrintHoodie SheepOrWolfStyle SilverMoonLayers',
    wellness:
      'WolfHowlRelease WolfMoonMeditation MoonlitJournaling LoneWolfRecharge WolfSilentWalk ForestSoundsRest',
    speed:
      'WhatTimeIsItMrWolf WolfPackRelay WolfTagChase FullMoonDash OutrunTheWolf BeatTheBigBadWolf',
    music:
      'HowlAtTheMoonSong PeterAndTheWolfHorns WolfPackChorus HungryLikeTheWolfCover WolfFluteMelody AwooSingAlong',
    art: 'WolfCharcoalPortrait HowlingSilhouette WolfWoodCarving WolfMoonPainting SketchTheLoneWolf WolfEyesCloseUp',
    tech: 'WolfHowlSpectrogram WolfGPSCollarData ThermalForestFootage AITranslatesWolf WolfPackTrailCam MoonShotPhoneHack',
    gaming:
      'LoneWolfSoloRun WolfTamingQuest WolfPackCoopNight WerewolfPartyGame WolfStealthLevel WolfSurvivalMode',
  },
  witch: {
    dance:
      'WitchingHourDance WitchHatTwirl SpellCastingChoreo BroomstickBoogie WitchCloakSwirl WitchesBrewBounce',
    fitness:
      'HexHIIT WitchBroomWorkout WitchSpellSquats WitchFlightPlank PotionBottleCurls WitchingHourCardio',
    prank:
      'WitchCackleAlarm CauldronCandySurprise WitchBroomParkingSign WitchPotionJuiceSwap FreezeSpellOnDad WitchHatOnEverything',
    educational:
      'WitchPotionScience WhyWitchesRideBrooms WitchFolkloreQuiz HistoryOfWitchHats WitchStoriesWorldwide ColorChangingBrews',
    cooking:
      'WitchHatCookies WitchesBrewPunch BroomstickPretzels CauldronSoup WitchPotionMocktail WitchFingerBreadsticks',
    travel:
      'SalemDayTrip BroomstickCampout WitchMuseumVisit HarzWitchMountain WitchForestTrail WitchTownTour',
    fashion:
      'WitchStripedTights WitchVelvetCloak MoonPhaseJewelry WitchHatFiveWays CapeAndBroomLook WitchyFitCheck',
    wellness:
      'WitchHerbalTea SageAndStillness MoonlightJournaling WitchyCalmPotion WitchCandleRitual WitchingHourUnwind',
    speed:
      'WitchBroomRelay PotionMixingRace WitchHatRingToss QuickChangeWitch CauldronCandyDash WitchSpellBlitz',
    music:
      'SpellOnYouCover WitchCackleRemix HocusPocusKaraoke WitchesBrewBeat SeasonOfTheWitch WitchThereminSolo',
    art: 'SpellbookCoverArt CauldronClayPot WitchPotionLabels WitchHatCraft WitchSilhouetteCutout WitchMoonWatercolor',
    tech: 'WitchWandRemote GlowingCauldronBuild CrystalBallLEDGlow WitchSmartHomeSpells WitchFogMachineSetup WitchyHouseHack',
    pet: 'FamiliarCatPortrait WitchCapePup WitchHatPetPose WitchBroomstickBuddy SpellbookKittenShoot WhichWitchKitty',
    gaming:
      'SpellbookBossBattle HexAndSeek WitchCardDuel WitchPotionCraftRun WitchCozyGameNight WitchCampaignSession',
  },
  son: {
    dance:
      'FatherSonDanceOff MotherSonWaltz SonTeachesMeTheTrend SonKitchenGroove BoysBreakdanceBattle CopyMySonsMoves',
    fitness:
      'SonVsDadPushUps SonPiggybackSquats BackyardBootCamp FatherSonWorkout SonSoccerDrills SonSpotsMe',
    funny:
      'SonImpersonatesDad TeenGruntTranslator SonExplainsSlang CornyJokeStandoff SonRatesMyCooking MySonTheCritic',
    educational:
      'SonExplainsDinosaurs SonScienceFairBuild LifeLessonsForMySon SonQuizzesDad HomeworkHelpFromSon SonGivesALecture',
    cooking:
      'SonFirstPancakes FatherSonBBQ SonLunchboxPacking SonBreakfastChef SonVsMomBakeOff PizzaNightWithMySon',
    travel:
      'FatherSonRoadTrip SonPlansTheDay SonStadiumTour SonCampingWeekend SonsFirstFlight MotherSonGetaway',
    fashion:
      'SonStylesMe FatherSonTwinning SonHaircutReveal SonSneakerFitCheck SonBackToSchoolLook DressLikeYourSon',
    wellness:
      'FatherSonWalkAndTalk BedtimeBigQuestions SonGratitudeNote SonBreathingBuddy SonFishingMorning SonsetStroll',
    speed:
      'SonVsDadRace SonShoeTieTimer SonLegoBuildBlitz SonRoomCleanSprint MorningRushRelay BackpackPackCountdown',
    music:
      'FatherSonDuet SonDrumSolo TeenBandGarageShow YouAreMySonshine SonsFirstGuitarLesson SonPicksTheSong',
    art: 'SonDrawsMe SonComicStrip SonClayDinosaur FatherSonBuildProject FramedBySon DoodleWithMySon',
    tech: 'SonSetsUpMyPhone FatherSonPCBuild SonCodesAGame SonTechSupport SonFixesTheWiFi MySonTheITGuy',
    pet: 'SonsFirstPuppy BoyAndHisDog SonReadsToTheCat SonTrainsThePup MySonsNewKitten MySonsSidekick',
    gaming:
      'SonCarriesDad ControllerHandoff SonVsMomKartCup FatherSonGameNight SonMinecraftTour CheckmateBySon',
  },
  presentation: {
    dance:
      'NextSlideShuffle PresentationMicDrop LaserPointerChoreo PresentationDanceBreak PresenterPowerStrut PresentAndBow',
    fitness:
      'PresentationPowerPose SlideClickerSquats StageStrideWarmup PresenterStepCount PresentationPodiumDips PresentingPlankHold',
    prank:
      'SurpriseThankYouSlide PresentationCatCameo PresenterApplauseSign PresentationHiddenDuck PresentationKudosCards StandingOvationAmbush',
    educational:
      'PresentWithNoNotes ThreeBulletRule PresentationStoryArc FixMyPresentationSlide PresenterBodyLanguage PublicSpeakingBasics',
    cooking:
      'DramaticClocheReveal FancyPlatingAtHome NailThePresentation PresentationSnackBoard PresentationGarnishOff DessertPresentation',
    travel:
      'ConferenceCityWalk VenueScouting PresentYourVacation PresentationRoadTrip PresentationHotelPrep PresentingAbroad',
    fashion:
      'PresentationPowerLook BlazerConfidenceFit PajamaBottomPresenting PresentationDayOutfit PresentationLuckyShoes PresenterPocketSquare',
    wellness:
      'PreSpeechBreathing ShakeOutJitters PresenterPepTalk CalmBeforePresenting PostPresentationTreat PresentationZenMode',
    speed:
      'PresentationTimeTrial SixWordSummary PresentationPechaKucha PresentInOneMinute PresentationSpeedRound BeatTheSlideTimer',
    music:
      'PresentationAsASong PresentationRap PowerPointBallad SingYourSlides PresenterWalkOnTune PresentationOperaStyle',
    art: 'PresenterSketchnotes InfographicMakeover PosterBoardDesign PresentationSlideArt PresentationDoodles HandDrawnPresentation',
    tech: 'ProjectorFailFix AIDeckGenerator PresenterSlideTricks PresentationTechCheck TeleprompterPresenting PresentFromYourPhone',
    pet: 'PresentationAboutMyPet DogJoinsTheMeeting RehearseToTheHamster PresentationCatCoHost PresentToThePuppy BunnyPresentation',
    gaming:
      'PresentationKaraoke SlideDeckCharades RandomTopicSpinner PresentationBingo PresentationJeopardy PresentationPartyNight',
  },
  table: {
    dance:
      'UnderTheTableLimbo TableTapShuffle KitchenTableConga TableclothCapeSpin TurnTheTablesDance TabletopTwist',
    fitness:
      'TableTricepDips UnderTableBearCrawl TableInclinePushup TabletopPlankTaps StretchAtTheTable TableForOneWorkout',
    prank:
      'BackwardsTableSetting DuckCenterpieceTable PretendRestaurantMenu TableForTwoTeddies TableNameCardMixUp TurnTheTablesPrank',
    educational:
      'WhyTablesWobble WhichForkFirst TableclothInertiaTrick TableMannersQuiz TableLegLoadTest KnightsOfTheRoundTable',
    cooking:
      'GrazingTableBuild TablesideGuacamole TableTacoBar PicnicTableFeast SetTheTableChallenge TableForTwelve',
    travel:
      'TableWithAView TableForOneTrip SidewalkPeopleWatching CafeTableHop BestTableInTown CommunalTableAbroad',
    fashion:
      'MatchTheTablecloth TableRunnerScarf TableNapkinBowTie PlacematClutch DressForTheTable TurnTheTablesOutfit',
    wellness:
      'PhoneFreeTable TableTalkQuestionJar CandlelitTableReset TableGratitudeRound TableForOneSelfCare SlowTableSunday',
    speed:
      'ClearTheTableRace TableSetIn60 NapkinSwanIn30 CupStackTableDash TableSprayAndShine BlindfoldedTableSetup',
    music:
      'CupSongChallenge TableDrumBeat TableAirPiano TableTapCover KnockOnTheTableRound TurnTheTablesDJ',
    art: 'PaintedTableFlip TableMosaicMakeover ButcherPaperDoodle TableclothStencilArt TableSettingStillLife TablescapeChallenge',
    tech: 'UnderTableCableHack TableBuiltInCharger TableProjectorGames KitchenTableOffice DinnerTableTimelapse TabletOnTheTable',
    pet: 'UnderTableHideAndSeek TableEdgeCatSwat TableLegWeaveAgility PetTableManners TinyTableForFido CorgiDinnerParty',
    gaming:
      'TabletopGameNight KitchenTableCampaign TableTennisTrickShot CardTableShowdown FoosballTableFinals TurnTheTablesTrivia',
  },
  battery: {
    dance:
      'LowBatteryDance RechargeShuffle BatteryBunnyStep BatteryPercentMoves FullBatteryFreestyle PowerSaverFreeze',
    fitness:
      'BatteryDrainHIIT BatteryPercentPushups PowerUpRunClub BunnyHopEndurance BatteryRechargeStretch PlankTillBatteryDies',
    funny:
      'OnePercentBatteryPanic StealingToyBatteries DeadRemoteDrama LowBatteryFaces BatterySaverMode WhoTookMyCharger',
    prank:
      'FullBatteryFavor OnePercentRescue PowerBankCareKit BatteryChargedMorning FakeLowBatteryAlert SneakyPhoneCharge',
    educational:
      'HowBatteriesWork LemonBatteryExperiment BatteryMythBusting BatteryRecyclingQuiz BatteryHistoryVolta PotatoBatteryChallenge',
    cooking:
      'FullChargeBreakfast BatteryEnergyBars LowBatteryDinner BatteryBoostSmoothie BatteryShapedCookies RechargeRamen',
    travel:
      'OneBatteryDayOut PowerBankRoadTrip EVChargingStops BatteryLastBarSunset BatteryCampingKit NoChargerWeekend',
    fashion:
      'SocialBatteryOutfit BatteryIconTee ChargerCordBracelet PowerBankBagCheck LowBatteryLounge FullyChargedGlam',
    wellness:
      'LowBatteryRestDay BatteryCheckIn BatteryNapReset SocialBatteryRecharge PowerSaveModeOn ChargeYourselfFirst',
    speed:
      'FastChargeShowdown BatteryRechargeRace BatterySortBySize BatteryToyReloadDash CableUntangleTimer BeatTheBatteryDying',
    music:
      'BatteryPoweredJam LowBatteryBeat DyingRadioRemix FullChargeAnthem BatteryAmpBusking DeadBatteryBallad',
    art: 'BatteryIconArt LowBatteryComic BatteryMoodMeterDoodle BatteryPercentPortrait CircuitBoardCollage DrawYourSocialBattery',
    pet: 'PetLowBatteryMode PostParkPassOut DogRechargeNap BatteryDrainedKitty FullBatteryZoomies RunTillBatteryDies',
    gaming:
      'BatteryDiedMidGame LowBatteryBossFight BatteryPercentSpeedrun ControllerSwapClutch PlugInOrLose PowerbankTournament',
  },
  bear: {
    dance:
      'BearCubBounce GrizzlyStrut HoneyPotGroove BearNecessitiesDance BearHugSway DoTheBearWalk',
    fitness:
      'BearCrawlChallenge GrizzlyBurpees BearHugSquats HoneyPotCarry BearPawPlank BearlyBreathingHIIT',
    funny:
      'BearDocumentaryVoice GrumpyCubVoiceover BearHibernationWakeUp BearHugAmbush ImpressionOfBearGrylls BearlyAwakeMornings',
    prank:
      'TeddyBearSwap GiantBearInTheCar BearPlushPhotobomb BearPawPrintTrail SurpriseBearHug GummyBearMessage',
    educational:
      'HowBearsHibernate WhyBearsLoveHoney PolarBearFurFacts BearSafetyTips NameThatBear SniffLikeABear',
    cooking:
      'BearClawPastry BearFaceToast GummyBearParfait TeddyBearPancakes BearOnigiri HoneyBearLatte',
    travel:
      'BearWatchingTrip SalmonRunViewing PolarBearTundraTour BearSanctuaryVisit BearCountryDrive GrizzlyGlacierHike',
    fashion:
      'BearEarHoodie TeddyBearCoatLook GrizzlyFlannelFit FuzzyCubSweater BearPrintPajamas DressLikeABear',
    wellness:
      'BearHibernationDay BearHugGratitude CozyCaveNight TeddyComfortHold BearNecessitiesOnly HibernateLikeABear',
    speed:
      'BearCrawlRace HoneyJarLidDash BearCubRelay GummyBearSortIn30 BearTrackIDBlitz OutrunTheBear',
    music:
      'BearNecessitiesCover GrizzlyBluesJam BearGrowlBassline BearCampfireSong TeddyPicnicTune GummyBearSingAlong',
    art: 'TeddyBearSewing BearWoodCarving PolarBearPastel ThreeMinuteBearSketch BearClaySculpt DoodleABearFace',
    tech: 'BearCamHighlights SalmonRunLiveStream BearProofCoolerTest BearMigrationMap PolarBearIceTracker FatBearWeekVote',
    gaming:
      'BearBossFight HoneyHuntBoardGame GummyBearBingo BearCubAdventure HibernationSpeedrun BearlyBeatTheLevel',
  },
  surprise: {
    dance:
      'SurpriseFlashMob DoorbellGrooveAmbush SurpriseChoreoReveal SurpriseDanceParty SurpriseSongSwitchUp FreezeOnTheDrop',
    fitness:
      'PickACardWorkout MysteryMoveDice SurpriseEnvelopeReps SurpriseBuzzerSprints SurpriseSquatSignal SurpriseMeCircuit',
    funny:
      'SurpriseSpoiledEarly WhoLeakedItSkit SurprisePlanningChaos SurprisePartyBloopers ActSurprisedFail WorstPokerFaceEver',
    educational:
      'SurpriseBrainChemistry StartleReflexDemo DidYouKnowReveal SurpriseFactOfTheDay WhyWeLoveSurprises SurpriseHistoryQuiz',
    cooking:
      'SurpriseInsideCake MysteryBoxCookOff GuessTheFilling SurpriseIngredient SurprisePinataCookies SurpriseDumplings',
    travel:
      'SurpriseDestination SpinTheGlobeGetaway MysteryRoadTrip SurpriseWeekendAway SurpriseAirportPickup PackForASurprise',
    fashion:
      'SurpriseOutfitReveal BlindfoldedStyling SurpriseAccessoryDraw SurpriseMakeover LooksFromAHat ThriftMeASurprise',
    wellness:
      'RandomActOfKindness SurpriseStrangerCoffee HiddenComplimentCards SurpriseGratitudeNote SurpriseThankYouCall SurpriseYourselfDate',
    speed:
      'HideBeforeTheyEnter SurpriseGiftWrapIn60 SurprisePartySetupRace ConfettiCountdown SurpriseDecorateBlitz JumpOutAndSurprise',
    music:
      'SurpriseSerenade PianoAmbushCover SurprisePorchConcert SurpriseBuskerDuet SurpriseSongDedication SingingTelegramDrop',
    art: 'PopUpCardMagic HiddenPaintingUnveil SurpriseChalkMessage SurpriseSketchGift SurpriseFramedDrawing SurpriseMuralReveal',
    tech: 'SurpriseDroneDelivery HologramBirthdayWish SurpriseQRCodeMessage UnboxTheSurprise SurpriseSmartLightShow SurpriseVideoCollage',
    pet: 'SurpriseDogReunion OwnerHomeEarlyZoomies TreatBoxSurprise SurpriseNewKitten SurpriseCatCam PetPartyReveal',
    gaming:
      'SurpriseRandomizerRun MysteryGamePick SurpriseCharacterDraft SurpriseRuleChange SurpriseRetroConsole PlotTwistBossFight',
  },
  crosswalk: {
    dance:
      'LittleGreenManMoves CrosswalkRobotStrut ZebraStripeShuffle CrosswalkTapeDance CrossTheStreetStomp AbbeyRoadCrossing',
    fitness:
      'CrosswalkStripeLunges CrosswalkHighKnees CrosswalkChalkLadder ZebraCrossingAgility WalkSignIntervals CurbStepUps',
    prank:
      'CrosswalkInTheHallway CrossingGuardCosplay CrosswalkToTheFridge DuckParadeCrosswalk ZebraTapeSurprise WalkSignOnTheDoor',
    educational:
      'ZebraCrossingOrigins CrosswalkSignalTiming CrosswalkRoadSignQuiz LookBothWaysDrill WhyTheBeatlesCrossed CrosswalkStripeScience',
    cooking:
      'ZebraStripeBrownies TrafficLightFruitCups CrosswalkLayerCake CrosswalkLicoriceTreat CrosswalkChocolateBark CrosswalkCookies',
    travel:
      'ShibuyaScrambleCross AbbeyRoadPhotoOp FamousCrossingsTour CrosswalkRainbowCities PaintedStreetHunt WorldsBusiestCrosswalk',
    fashion:
      'CrosswalkStripesOutfit HiVisHeadToToe CrosswalkStreetStyle FitCheckAtTheCrosswalk ZebraPrintLook CrosswalkCatwalk',
    wellness:
      'WaitForTheWalkSign CrosswalkLookBothWays RedLightRelax CrosswalkPauseBreath CrosswalkKindnessWave MindfulCrossing',
    speed:
      'RedStopGreenGo CrosswalkTapeSprint ZebraStripeRelay BeatTheCrossingSignal CrosswalkSignBlitz CrosswalkChalkTimer',
    music:
      'CrosswalkBeepBeat CrosswalkChirpRemix ButtonPressBeatbox WalkSignalRhythm AbbeyRoadCrossingCover CrosswalkTickTock',
    art: 'CrosswalkChalkArt ZebraStripeIllusion PedestrianSilhouettes CrosswalkMuralDesign CrosswalkStreetPhotos PaintARainbowCrossing',
    tech: 'SmartTrafficLightDemo AccessibleChirpDevices CrosswalkArduinoModel CrosswalkButtonMyth CrosswalkSensorCount CrosswalkCountdownHack',
    pet: 'PawsAtTheCrosswalk CrosswalkSitAndWait CrosswalkLeashManners CrosswalkGuidePuppy KittenStrollerWalk CurbStopTraining',
    gaming:
      'CrosswalkFroggerRun BeatMyCrossingScore CitiesSkylinesTraffic CrosswalkTownBuilder CrossyRoadRecord CrosswalkPixelArcade',
  },
  'trash can': {
    dance:
      'TakeOutTheTrashStrut BinDayBoogie TrashCanLidStomp TrashCanWheelieSpin TrashTalkTwoStep OscarTheGrouchGroove',
    fitness:
      'TrashCanCurbCarry TrashBagDeadlift TrashCanSquatAndToss TrashDaySprint BinLidShoulderPress PloggingPowerWalk',
    prank:
      'GooglyEyeTrashCan TrashCanSaysThanks BinInACostume TrashCanRedCarpet CookiesForTheTrashCrew TrashPandaSurprise',
    educational:
      'WhatGoesInWhichBin CompostVsLandfill SortYourTrashQuiz RecycleOrTrashCan WhoInventedTheTrashCan HowLongTrashLasts',
    cooking:
      'VeggieScrapBroth NothingInTheTrashCan TrashCanNachos TrashToTableMeal TrashCanPuddingCups LeftoversToSupper',
    travel:
      'CityBinSpotting RateTheTrashCans TrashCanBeachCleanup TrashCansAbroad TrashCanArtHunt WhereAreTheTrashCans',
    fashion:
      'TrashBagCouture TrashCanToRunway BinLinerGownChallenge TrashCanLidHatDIY UpcycledWrapperJacket TrashToTrendFlip',
    wellness:
      'TossTenThings TrashCanWorryNotes EmptyBinClearMind TrashCanDeclutter TrashTheSelfDoubt TrashCanStreetCleanup',
    speed:
      'TrashCanTossIn30 BeatTheGarbageTruck TrashCanToCurbRace BinBagChangeBlitz TrashCanSortDash TrashCanWheelRelay',
    music:
      'TrashCanDrumCover BinBeatBattle GarbageTruckSingAlong TrashCanLidCymbals TrashCanStompRhythm TrashTalkRap',
    art: 'TrashToTreasureArt BottleCapPortrait TrashCanMonsterFace TrashCanGlowUp BinSculptureChallenge PaintYourTrashCan',
    tech: 'SmartTrashCanTest RoboTrashCanBuild TrashCanSortingAI TouchlessBinHack TrashCanThatTalks SelfDrivingTrashCan',
    pet: 'DogProofTheTrashCan WhoRaidedTheBin TrashCanLeaveIt PetVsTrashCanLid TrashDayBarkOff RaccoonCostumeKitty',
    gaming:
      'RaccoonTrashCanQuest TrashCanPaperHoops GarbageTruckSim TrashCanTrickShots TrashCanStealthRun TrashPandaSpeedrun',
  },
  yard: {
    dance:
      'BackyardBoogie FrontLawnShuffle YardSprinklerMoves YardHulaHoopGroove TheLawnmowerStep YardDanceOff',
    fitness:
      'BackyardBootcamp RakeAndSquat YardWheelbarrowWalks LawnMowingCardio YardStickSprints YardWorkGains',
    funny:
      'YardGnomeInterview LawnChairCommentary BackyardNatureNarrator YardMowerRivalry SprinklerAmbush GreenestYardWars',
    educational:
      'YardBugSafari WormCompostBin YardWeedID BackyardScienceLab WhatLivesInMyLawn YardRainGauge',
    cooking:
      'BackyardCookout YardFirePitPizza YardBerryCobbler YardHerbLemonade PicnicOnTheLawn YardToTableSalad',
    travel:
      'BackyardStaycation YardTentCampout YardPassportStations YardSaleTrail NeighborhoodYardTour FrontYardSafari',
    fashion:
      'YardWorkChic YardClogsAndHat GardenPartyLook YardSaleOutfit BackyardBBQFit MowTheLawnInStyle',
    wellness:
      'BackyardStargazing LawnBlanketRest YardHammockHour YardBarefootWalk GardenBirdsongPause TouchGrassChallenge',
    speed:
      'BackyardObstacleCourse LeafRakeSprint CornholeRapidFire YardCleanupRace YardSprinklerDash FrontYardWeedOff',
    music:
      'BackyardJamSession CicadaChorusRecord YardPorchBluegrass LawnChairConcert SprinklerBeatDrop FrontYardBusking',
    art: 'RockPaintingGarden YardLeafMandala YardStickSculpture BackyardChalkMural MowingPatternArt LawnGnomeMakeover',
    tech: 'YardRobotMower BackyardSmartSprinkler YardWeatherStation GrassGrowingTimelapse YardSolarLightSetup LawnBirdFeederStream',
    pet: 'BackyardDogAgility YardSprinklerFetch CatioBuild YardZoomies DigZoneForDoggo LawnPuppyPlay',
    gaming:
      'GiantLawnChess YardKubbTournament CornholeClassic YardMiniGolfBuild BackyardGameNight YardOlympics',
  },
  capybara: {
    dance:
      'CapybaraSlowSway CapybaraBobAndBlink OrangeBalanceGroove CapybaraSideStep CapyChillShuffle OkIPullUpDance',
    fitness:
      'CapybaraOrangeBalance CapybaraSwimLaps ZenSquats CapybaraCalmPlank CapySlowStretch UnbotheredBurpees',
    funny:
      'CapybaraUnbothered CapybaraBirdTaxi ZeroStressNarration CapybaraEnergyAtWork OrangeOnHeadChallenge NothingFazesCapy',
    prank:
      'CapybaraPlushSwap CapybaraSongAlarm OrangeOnDadsHead CapyDeskMakeover CapybaraStickerSpree SurpriseCapybaraMug',
    educational:
      'WhyCapybarasAreChill RodentOrNot CapybaraWebbedToes CapybaraSocialLife CapybaraTriviaQuiz PantanalWetlandLesson',
    cooking:
      'CapybaraLatteArt CapybaraOnigiri HotSpringPudding SteamedCapybaraBuns CapybaraMochi CapyOnsenEggs',
    travel:
      'CapybaraHotSpringTrip CapybaraPantanalSafari CapybaraCafeVisit MeetACapybara CapybaraParkStroll SoakLikeACapybara',
    fashion:
      'CapybaraCharmBag CapyOrangeBeanie CapybaraPajamaSet CapybaraSlippersLook DressLikeACapybara UnbotheredFitCheck',
    wellness:
      'CapybaraChillMode CapybaraYuzuBath UnbotheredBreathwork CapyCalmMorning BeMoreCapybara CapybaraStillMinute',
    speed:
      'SlowestFinisherWins CapybaraSpeedSketch CapybaraPuzzleBlitz CapyPlushStackRace CapybaraCountdownQuiz FastestToChill',
    music:
      'CapybaraLullaby UnbotheredAnthem CapyLoFiMix CapybaraSongCover CapybaraChillBeat OkIPullUpRemix',
    art: 'CapybaraClaySculpt CapybaraFeltFigure OrangeHatPortrait DoodleACapybara CapyWatercolor CapybaraSpaPainting',
    tech: 'LiveCamCapybaraWatch CapybaraKeycaps CapybaraDeskSetup CapybaraAppIcons DesignACapybaraEmoji CozyWidgetTheme',
    gaming:
      'CapybaraSpaTycoon ChillIslandQuest CapybaraMemoryCards CapyCharacterBuild CapybaraCozyCoop SlowestCapybaraWins',
  },
  tuesday: {
    dance:
      'TuesdayTwoStep TacoTuesdayShuffle HallwaySwingOut SalsaTuesday TuesdayDanceBreak TuesdayTurnUp',
    fitness:
      'TuesdayLegDay TacoTuesdayTrot MidweekPlankLadder TuesdayHillRepeats TwoMileTuesday TuesdayTabata',
    prank:
      'FakeGuacSwitcheroo TuesdayCallItFriday TacoTuesdaySurprise TuesdayDonutDrop MidweekConfettiCard TwoForTuesdayTreats',
    educational:
      'TuesdayTyrMythology TuesdayNameOrigin TacoHistoryLesson TuesdayTriviaQuiz TwosdayMathFacts TeachMeTuesday',
    cooking:
      'TuesdayChurroBar TuesdaySheetPanDinner TuesdayFajitaFeast TacoTuesdayTwist TuesdayPastaBake MidweekSoupPot',
    travel:
      'TuesdayFreeMuseumVisit FoodTruckCrawl MidweekCityBreak TacoTuesdayTour TouristOnATuesday TuesdayCheapFlightHunt',
    fashion:
      'TuesdayTwinningDay MidweekMonochrome TuesdayColorTheme TurtleneckTuesday TuesdayTieStyling TacoTuesdayTee',
    wellness:
      'TuesdayTinyWins TuesdayTeaBreak MidweekPhoneFree TuesdayGratitudeNote TurnItAroundTuesday TakeItEasyTuesday',
    speed:
      'TriviaSpeedRound TuesdayTwoMinuteTidy MidweekMealPrepDash TacoTuesdayBuildRace TuesdayLaundryBlitz TurboTuesday',
    music:
      'RubyTuesdayCover TuesdayOpenMic TacoTuesdayJingle TuesdayTuneUp TuesdayNightJam KaraokeTuesday',
    art: 'TacoTuesdayDoodle TuesdaySketchDaily MidweekPotteryNight FoodTruckPainting TuesdayCollageCorner TwoToneTuesday',
    tech: 'PatchTuesdayUpdate TuesdayAppTryout TuesdayTechTip TidyYourDesktopTuesday TuesdayCodingHour TinyFixTuesday',
    pet: 'TacoTuesdayPetCostume TuesdayTrickTraining TuesdayCatBrushing MidweekWalkNewRoute TailWagTuesday TuesdayDogSpaDay',
    gaming:
      'TuesdayDungeonCampaign MidweekKartCup TuesdayChessClub TuesdayTriviaGameNight TableTopTuesday TacoTuesdayMahjong',
  },
  hail: {
    dance:
      'HailTapDance HailstormShuffle ThunderClapChoreo HailRainbootStomp HailToTheBeat IndoorStormGroove',
    fitness:
      'HailWaitPlanks HailstormStairClimb StuckInsideSquats HailGarageHIIT IndoorStormCircuit HailDayHustle',
    prank:
      'PopcornHailstorm HailstoneGumballs CottonBallSnowfall HailMarshmallowShower HailPingPongFlood ItsHailingCandy',
    educational:
      'HowHailForms HailstoneLayers HowBigCanHailGet HailSizeShowdown HailCloudUpdraft WhyHailIsRound',
    cooking:
      'HailstoneCookies ShavedIceHailBowl SnowballTruffleRoll HailstormSlushie HailPopcornBalls HailMeringueDrops',
    travel:
      'HailstormCafeHideout StormWatchingLodge HailBookshopRefuge HailDayMuseumTrip IndoorAquariumVisit HailEscapePlan',
    fashion:
      'HailstormHoodieLook StormProofJacket HailBucketHatStyle HailDayRainwear HailRainBootsPick StormyChicFitCheck',
    wellness:
      'HailstormSounds HailDayCozyNest PitterPatterBreathing StormWatchTea HailWindowGazing HailCocoonMode',
    speed:
      'AfterHailCleanupRace HailMeltClock PatioRescueSprint HailCarCoverDash BeatTheHail HailstonePickUpIn30',
    music:
      'HailOnTheRoofBeat HailstormDrumRoll TinPanRhythm HailWindowPercussion HailASMRSession PingingGutterMelody',
    art: 'HailstormPainting HailstoneStillLife IcePebbleMosaic HailCloudWatercolor FreezeFrameHail SketchBeforeItMelts',
    tech: 'HailstormSlowMo HailRadarAlerts WeatherStationBuild HailCarCoverGadget HailRoofCamera PredictTheHailApp',
    pet: 'HailDayIndoorPetPlay HailstormCuddlePup StormSafeCozyCorner HailThundershirtTry HailKittenHideout ThunderBuddyBlanket',
    gaming:
      'HailstormSurvivalLevel HailDodgeArcade StormDayCardGames HailMonopolyMarathon HailCoopCampaign StuckInsideChessOff',
  },
  notebook: {
    dance:
      'NotebookFlipbookDancer PageTurnShuffle NotebookSpiralSpin NotebookChoreoMap BoundToBoogie DanceFromMyNotebook',
    fitness:
      'NotebookRepLog WorkoutNotebookStreak DeskJumpingJacks NotebookExerciseCards NotebookPRBoard PageTurnPushUps',
    funny:
      'LastPageOfTheNotebook NeatNotebookVsReality NotebookMarginDoodles FreshNotebookEnergy NotebookSpiralSnag PassingNotesSkit',
    prank:
      'KindNotesEveryPage NotebookInvisibleInk NotebookCoverSwap SneakyDoodleAddition NotebookSecretFlipbook NotebookStickerAmbush',
    cooking:
      'RecipeNotebookRevival CookFromOldNotebooks FamilyCookbookCompile NotebookCakeDesign GrandmasNotebookPie NotebookSketchToBake',
    travel:
      'NotebookTicketCollage SketchTheTripJournal CafeWindowWriting TravelNotebookTour NotebookStampHunt NotebookPhraseGuide',
    fashion:
      'LookbookInANotebook OutfitNotebookSketch NotebookBagCharm NotebookToteFitCheck DarkAcademiaNotebook MatchYourNotebook',
    wellness:
      'MorningPagesNotebook BrainDumpNotebook NotebookOneLineADay NotebookGratitudeLog DearDiaryNotebook WorryListAndLetGo',
    speed:
      'FillAPageIn60 NotebookSpeedDoodle NotebookPlaneFoldDash NeatestNotesWin NotebookAlphabetIn30 TimesTableNotebookRace',
    music:
      'SongwriterNotebookTour NotebookLyricDraft NotebookPageFlipASMR PencilOnNotebookBeat NotebookChordChart NotebookRapBattle',
    art: 'FlipbookInANotebook NotebookDoodleGlowUp BallpointPortrait NotebookCoverPainting NotebookCollageSpread FillEveryPage',
    tech: 'PaperNotebookVsTablet NotebookScanHack SmartNotebookTest NotebookHandwritingOCR ReusableNotebookReview ScribblesToPixels',
    pet: 'PetSitsOnMyNotebook CatVsPenOnDesk NotebookKittenSketch NotebookTrainingLog PawprintNotebookCover DogDiaryNotebook',
    gaming:
      'NotebookDungeonMap NotebookDotsAndBoxes CampaignNotebookLog NotebookHangmanRound NotebookPaperFootball BattleshipInTheMargins',
  },
  recess: {
    dance:
      'RecessDanceOff RecessClapRoutine SwingSetSway RecessHopscotchShuffle MonkeyBarMoonwalk RecessRewindMoves',
    fitness:
      'MonkeyBarsChallenge RecessJumpRopeStreak PlaygroundParkour RecessTagSprints RecessHulaHoopCount RecessForGrownUps',
    prank:
      'RecessAtTheOffice RecessBellAtWork FieldDayInvitation PlaygroundChalkNote SurpriseRecessBreak RecessBubbleAmbush',
    educational:
      'PlaygroundPhysics RecessGamesWorldwide SwingPendulumLesson RecessBrainScience WhyRecessMatters RecessRulesQuiz',
    cooking:
      'RecessTrailMix JuiceBoxMocktails RecessFruitKabobs RecessSnackSwap RecessPopsicles PlaygroundPicnic',
    travel:
      'SchoolyardMemoryLane RecessGiantSlideHunt RecessParkHop RecessOldSchoolVisit BestPlaygroundInTown RecessAroundTheWorld',
    fashion:
      'GrassStainProofJeans RecessVelcroThrowback RecessSneakerCheck RecessReadyOutfit RecessPigtailsLook FieldDayFit',
    wellness:
      'RecessForAdults TenMinutePlaytime PlaygroundSwingCalm RecessBrainBreak RecessSkyGazing PlayLikeItsRecess',
    speed:
      'FourSquareSpeedRound JacksPickupBlitz RecessLineUpDash RecessRelayRace RecessHopscotchTimer BeatTheRecessBell',
    music:
      'RecessClappingSong RecessJumpRopeRhyme PlaygroundChant RecessHandJiveBeat RecessCallAndEcho MissMaryMackRemix',
    art: 'HopscotchMasterpiece RecessChalkMural BubblePaintPrints RecessPlaygroundSketch RecessLeafRubbings RecessSidewalkPortrait',
    tech: 'RecessStepCounter RecessBellTimer PlaygroundDroneView RecessSlowMoSlideCam RecessBuzzerBuild JumpRopeSensorHack',
    pet: 'RecessWithMyDog RecessFetchBreak RecessKittyWandChase RecessPetPlaytime PlaygroundPupRun RoverGetsRecess',
    gaming:
      'FourSquareTournament RedRoverRematch RecessTetherballLeague RecessAllStars RecessBoardGameBreak RecessMarblesChamp',
  },
  popsicle: {
    dance:
      'PopsiclePopAndLock BrainFreezeShuffle PopsicleDripDance PopsicleMeltSway MeltdownMoonwalk PopsicleTruckStep',
    fitness:
      'PopsicleRewardRun PopsicleCoolDown IcePopSummerCircuit SquatsForAPopsicle PopsicleBikeLoop EarnYourPopsicle',
    funny:
      'BrainFreezeFaces PopsicleStickJokes IcePopDripPanic PopsicleLastBiteDrop WorstPopsicleFlavor OrangeMustacheReveal',
    prank:
      'VeggiePopsicleSwitch PopsicleStickNotes IcePopFreezerSurprise PopsicleNeighborTreats PopsicleHiddenBerry MysteryFlavorPopsicle',
    educational:
      'PopsicleInventedByKid PopsicleMeltingScience WhyBrainFreezeHappens PopsicleFreezingPoint PopsicleCrystalTest WhyPopsiclesStick',
    travel:
      'PopsicleShopCrawl PopsicleBeachStroll PaleteriaTour PopsicleCartHunt PopsicleFlavorsAbroad PassportToPaletas',
    fashion:
      'PopsicleColorFit PopsiclePrintSwimsuit IcePopEarrings CharmedByPopsicles PopsicleStripeNails DressLikeAPopsicle',
    wellness:
      'PopsiclePorchPause PopsicleSlowSavor SummerShadeBreak PopsicleGratitudeStick PopsicleSunsetMoment MindfulMeltdown',
    speed:
      'PopsicleStickTowerRace BeatThePopsicleMelt IcePopRelay PopsicleMoldFillDash PopsicleUnwrapBlitz EatItBeforeItDrips',
    music:
      'SummerPopsicleSong PopsicleStickKazoo IcePopSingAlong PopsicleTruckJingle PopsicleSlurpBeatbox FreezerHumRemix',
    art: 'PopsicleStickBridge IcePopPainting PaintWithPopsicles FrozenFlowerMolds PopsiclePhotoShoot PopsicleWatercolor',
    tech: 'PopsicleMeltTimelapse PopsicleStickCatapult IcePopFreezerHack Popsicle3DPrintedMold ThermalCamPopsicle CodeAPopsicleTimer',
    pet: 'PetSafePopsicles PupsicleTasteTest PopsicleCatIceSwat PopsicleShadeNapPup CoolDownCorgi DogPopsicleDay',
    gaming:
      'PopsicleStickPuzzle GameNightPopsicles IcePopArcadeRun PopsicleFlavorBingo PopsicleJokeTrivia PaletaCartTycoon',
  },
  'dining room': {
    dance:
      'DiningRoomWaltz DinnerPartyGroove NapkinTwirlFinale DiningRoomDanceBreak DiningRoomCongaLine DiningRoomDiscoNight',
    fitness:
      'DiningRoomChairDips PlaceSettingSquats FamilyDinnerWalk DiningRoomLungeLaps DiningRoomPushUps DiningRoomCircuit',
    prank:
      'WaiterServiceForKids DiningRoomCerealGala DiningRoomBistroNight DinnerPartySurprise DiningRoomNameCardSwap DiningRoomBlanketFort',
    educational:
      'DiningRoomTableManners DiningEtiquetteQuiz DinnertimeTrivia DiningRoomCutleryOrder FormalPlaceSetting101 DiningRoomThroughTime',
    cooking:
      'DiningRoomFondue FamilyStyleFeast DiningRoomSundaySupper DiningRoomSushiBar DiningRoomHotPotNight FancyDiningAtHome',
    travel:
      'DiningAroundTheWorld ArmchairTravelDinner DiningRoomParisBistro DiningRoomTokyoIzakaya PassportStampMenu DiningInItaly',
    fashion:
      'DiningRoomBlackTie DinnerPartyLook CandlelitGlamNight SuitUpForDining DiningRoomFitCheck DiningRoomDressCode',
    wellness:
      'PhoneFreeDining DiningGratitudeRound FamilyDinnerCheckIn DiningRoomSlowSunday DiningRoomCandleCalm TableTalkQuestions',
    speed:
      'DiningRoomTableSetRace DiningRoomCleanupDash NapkinFoldSpeedrun ClearTheDiningRoom PlaceSettingCountdown DiningRoomRelay',
    music:
      'DiningRoomSingAlong DinnerPartyJazz DiningRoomGlassHarp DiningRoomDrumline StringQuartetSupper SpoonsOnTheDiningTable',
    art: 'DiningRoomCenterpiece DiningRoomTablescape NapkinFoldingArt DiningRoomGalleryWall PaintTheDiningRoom PaintedTableRunner',
    tech: 'DiningRoomSmartLights DinnerTableQRMenu DiningProjectorWall DiningRoomRobotWaiter CandleFlickerLEDs DiningRoomSoundSetup',
    pet: 'DiningRoomPetManners DiningRoomCatOnChair DiningRoomDogStakeout KittenUnderTheTable DiningRoomPupPatrol SitPrettyAtDinner',
    gaming:
      'DiningRoomChessNight DiningRoomPuzzleTable FamilyBoardGameDinner DiningRoomDnDCampaign MahjongInTheDiningRoom CardTournamentSupper',
  },
  adventure: {
    dance:
      'AdventureBridgeBoogie AdventureTrailStomp ExplorerShuffle AdventureSummitStrut JungleJive AdventureTimeMoves',
    fitness:
      'AdventureRaceTraining AdventureBootcamp ObstacleCourseDay AdventureRuckMarch AdventureClimbingWall TrainForAnAdventure',
    funny:
      'AdventureVsReality AdventureNarrator BackyardExpedition AdventureTrailerVoice OverpackedAdventurer DramaticSlowMoLeap',
    prank:
      'AdventureTreasureHunt AdventureMapSurprise SecretQuestInvite AdventureDinoTracks AdventureBottleMessage XMarksTheSnack',
    educational:
      'AdventureSurvival101 AdventureMapReading CompassBasics AdventureKnotTying AdventureStarGuide PolarExplorerQuiz',
    cooking:
      'AdventureCampCooking AdventureTrailMix CampfireChefOff FoilPacketAdventure AdventureBannockBread SummitEnergyBars',
    fashion:
      'DressForAdventure AdventureReadyOutfit ExplorerGearCheck AdventureSafariVest AdventureHeroFit HikingBootStyling',
    wellness:
      'MicroAdventureDay AdventureMindset GreatOutdoorsReset SayYesToAdventure AdventureSoloSunrise BraveStepGratitude',
    speed:
      'AdventureScavengerRace AdventureRelay OffTheMapDash AdventureKnotTieTimer AdventureTentPitch BeatTheSunsetHike',
    music:
      'AdventureSoundtrack AdventureThemeSong EpicExpeditionScore AdventureCampfireTune AdventureDrumMarch PixarUpOnUkulele',
    art: 'AdventureJournalArt AdventureMapDrawing ExpeditionSketchbook AdventureWatercolorKit AdventurePhotoWalk SketchEverySummit',
    tech: 'AdventureCamSetup AdventureGPSTracker TrailDroneShot AdventureSatMessenger GoProYourAdventure HeadlampShowdown',
    pet: 'AdventureCatHike AdventureDogDiaries PawsportAdventure AdventurePuppyKayak BackpackKittyAdventure ParrotShoulderTrek',
    gaming:
      'ChooseYourAdventure AdventureSideQuest TabletopCampaignStart AdventureZeldaRun AdventureEscapeRoom DungeonCrawlerCoop',
  },
  vase: {
    dance:
      'BouquetToVaseDance VaseArrangingGroove FlowerPowerShuffle VaseFigurePoses VaseStemSway PetalTossTwirl',
    fitness:
      'VaseRefillSquats VaseWaterCarryLunge VaseStemTrimCalfRaises VasePlantPotCurls FlowerMarketWalk BalanceTheVasePlank',
    funny:
      'WhoBrokeTheVase UglyVaseContest ItWasAlreadyBroken VaseAppraisalSkit VaseOneWiltedFlower OverArrangedBouquet',
    prank:
      'SurpriseVaseBouquet FakeBrokenVasePrank VeggiesInTheVase VaseLollipopBunch VaseRubberDuckFloat WeedsInAVase',
    educational:
      'VaseWaterScience GlassVaseBlowing AncientVaseQuiz HowCutStemsDrink VaseFlowerFoodTest GreekPotteryMyths',
    cooking:
      'FruitBouquetVase CookiePopsInAVase EdibleFlowerCupcakes VaseLayeredTrifle BreadstickVase ChocolateStemRoses',
    travel:
      'FindTheOldestVase PotteryVillageTrip FlowerMarketToVase VaseMuranoGlassVisit VaseAntiqueFair DelftBlueWorkshop',
    fashion:
      'OutfitMatchesTheVase VaseShapeSilhouette FlowerVaseFitCheck PorcelainVaseDress VaseGreekKeyBelt LookLikeAVase',
    wellness:
      'WeeklyVaseRefresh MindfulFlowerArranging OneStemVaseJoy VaseGiftForNeighbor VaseWildflowerForage FreshBloomsFriday',
    speed:
      'VaseArrangeIn60 SpeedVaseThrow BouquetSortRace VaseStemTrimDash VaseGiftWrapIn30 FlowerStallRelay',
    music:
      'VaseWaterXylophone TerracottaVaseBeat TapTheVaseMelody VaseUduDrum BlowTheVaseFlute BottleNeckWhistle',
    tech: '3DPrintedVaseTest LEDVaseGlowUp VaseDesignInCAD PhoneScanAVase VaseWaterLevelSensor PotteryWheelTimelapse',
    pet: 'CatVsVaseStandoff PetProofVaseSetup PupPosesWithVase VaseNonToxicBlooms HighShelfVaseSolution FlowerCrownKitty',
    gaming:
      'SmashEveryGameVase VaseLootRun PotteryCozyBuild VaseHiddenKeyQuest VaseRestorationPuzzle GuessTheVaseEra',
  },
  'candy store': {
    dance:
      'CandyStoreShuffle LollipopTwirl JellyBeanBounce CandyShopBoogie EyeCandyStrut SugarRushCandyHop',
    fitness:
      'WalkToTheCandyStore GumballPushupCount SweetTreatSquats CandyStoreJarCurls BikeToTheCandyShop EarnYourCandy',
    prank:
      'CandyStoreVeggieSwap PickAndMixSwitcheroo GiantGummyBearReveal CandyDeskRefill CandyBouquetAmbush CandyGiftBagDrop',
    educational:
      'HowCandyIsMade CottonCandyPhysics CandyStoreMath CandyThroughTheDecades CandyAroundTheWorld SugarScienceLab',
    cooking:
      'CandyStoreAtHome CandyStoreFudge HomemadeLollipops RockCandyCrystals CandyTaffyPull PeppermintBarkBatch',
    travel:
      'CandyStoreCrawl CandyStoreRoadTrip OldSweetShopHunt CandyStoreBoardwalk WonkaFactoryQuest BiggestCandyStoreEver',
    fashion:
      'CandyColorFitCheck CandyStripeTights PastelSweetShopLook GummyBearJewelry CandyWrapperSkirt CandyBowHeadband',
    wellness:
      'SavorOneSweet CandyStoreInnerKid CandyStoreGratitudeJar MindfulCandyMoment NostalgiaCandyWalk PeppermintBreathBreak',
    speed:
      'CandySortingRace CandyJarGuessOff PickAndMixSpeedRound CandyBagFillClock CandyUnwrapDash GummyStackTimer',
    music:
      'CandyStoreJingle SugarRushBeat CandyStoreBellTune CandyWrapperCrinkleMix LollipopOldieCover CandyManSingAlong',
    art: 'CandyStoreWindowArt CandyStoreMiniature CandyWrapperCollage JarOfCandyPhoto PaintAGoldenTicket GumdropSculpture',
    tech: 'CandyDispenserBuild DIYGumballMachine CandySortingRobot CandyStoreLEDSign CandyStoreScaleTest ArduinoCandyClaw',
    pet: 'CandyStoreDogVisit PetTreatPickAndMix CandyStoreCostumePup CandyStoreBowKitty CatInAnEmptyJar BunnyInTheSweetShop',
    gaming:
      'CandyStoreTycoon CandyStoreMatchThree SugarRushGameNight CandyBoardRace GumballPinballRun CandyShopkeeperSim',
  },
  'security guard': {
    dance:
      'SecurityGuardShuffle NightPatrolGroove SecurityGuardRobotWalk SecurityGuardSideStep BouncerBop ConcertSecurityMoves',
    fitness:
      'SecurityPatrolSteps SecurityGuardPlankPost SecurityGuardSquatHold NightShiftStretch FlashlightArmCircles SecurityStairClimb',
    prank:
      'SecurityGuardTeddyPost SecurityGuardThankYou CookieJarSecurity VelvetRopeFridge SecurityGuardCoffeeRun SecurityGuardKidBadge',
    educational:
      'SecurityRadioCodes HowAlarmSystemsWork SecurityGuardJobQuiz CCTVOriginsLesson HistoryOfSecurityLocks SecuritySafetyTips',
    cooking:
      'SecurityGuardLunchPrep SecurityGuardBentoBox ThermosSoupDinner OvernightOatsJar SecurityShiftSnacks SecurityCoffeeBrew',
    travel:
      'PalaceGuardCeremony BearskinHatSighting MuseumSecurityTour CastleSecurityVisit TowerOfLondonSecurity VaticanSwissSecurity',
    fashion:
      'SecurityUniformFit SecurityGuardBootShine AllBlackPatrolLook AviatorShadesLineup SecurityBomberJacket DressLikeSecurity',
    wellness:
      'SecurityGuardSelfCare NightShiftSleepRoutine SecurityGuardGratitude DawnHandoverStretch SecurityCalmCorner SecurityPodcastHour',
    speed:
      'SecurityLockUpRace SecurityRoundsTimer DoorCheckSprint SecurityKeyRingFind SecurityCameraSweep FlashlightBatterySwap',
    music:
      'SecurityGuardRadioBeat SecurityGuardNightSong SecurityGuardBeatbox WalkieTalkieDuet SecurityWhistleTune PatrolPowerBallad',
    art: 'SecurityGuardPortrait BadgeDesignCraft RembrandtRecreation SecurityMuseumSketch SecurityComicStrip SecurityLightPaint',
    tech: 'SecurityGuardCamWall SecurityGuardRadioTest HomeSecuritySetup SecurityDroneAssist SecurityKeycardDemo SmartLockInstall',
    pet: 'SecurityGuardCatPatrol PetOnGuardDuty KittenNightShift SecurityPupLookout SecurityWindowWatch SecurityGreeterDog',
    gaming:
      'SecurityGuardCamPuzzle NightShiftEscapeRoom SecurityStealthRun SecurityAnimatronics GuardSurvivalMode SecurityBossLevel',
  },
  sunburn: {
    dance:
      'SunburnFreeShuffle SunburnStiffRobot SunburnAloeSway ShadeSeekerShimmy SlipSlopSlapDance SunburntSideStep',
    fitness:
      'SunburnSafeWorkout SunburnFreeMorningRun ShadeBreakCircuit SunburnEveningJog SunburnIndoorHIIT SunscreenFirstBootcamp',
    prank:
      'FakeSunburnMakeup SunburnAloeSurprise LobsterCostumeReveal SunburnShadeButler SunscreenReminderNotes SunburnSprayAmbush',
    educational:
      'WhySunburnHappens CanYouSunburnInShade HowSunscreenWorks SunburnSPFMath SunburnCloudyDayMyth UVBeadBraceletTest',
    cooking:
      'SunburnCoolDownPops AfterSunburnSmoothie CucumberMintCooler SunburnWatermelonSalad SunburnColdSoup AloeVeraLemonade',
    travel:
      'SunburnFreeVacation SunburnProofPacking ShadyBeachSpots SunburnMuseumDay SunburnSiestaStop ShadeChaserTour',
    fashion:
      'SunburnSafeSwimLook NoSunburnFitCheck WideBrimHatStyle SunburnLinenCoverUp SunburnUPFSleeves SunSmartShades',
    wellness:
      'SunburnSelfCare SunburnCoolCompress AfterSunRelax SunburnAloeRitual SunburnHydrationHabit LobsterToLovely',
    speed:
      'SunburnPrepSpeedrun SunburnShadeDash ReapplyTimerRace SunburnLotionBlitz SunburnUmbrellaPopUp SunscreenIn30',
    music:
      'SunburnSummerAnthem SunburnBlues SunburnUkuleleLament RedAsALobsterSong ReapplyJingle SunburnBeachSingAlong',
    art: 'SunburnPaperFade SunburnCartoonSketch SunPrintBotanicals SunburnComicStrip SunburntSunsetPainting UmbrellaShadowPhoto',
    tech: 'SunburnAlertApp SunburnUvSensorBuild SmartSunscreenTimer SunburnWearablePatch SunburnThermalCam UVCameraReveal',
    pet: 'SunburnSafeDogWalk SunburnFreePetShade CoolPawsMorning SunburnCatNoseCare SunburnPuppyParasol PupInSunnies',
    gaming:
      'SunburnBeachLevel SunburnMeterGame ShadeHopperRun SunburnSurvivalMode DodgeTheSunburnRays SunscreenSpeedrun',
  },
  rest: {
    dance:
      'RestDaySlowDance NapTimeSway RestYawnChoreo LazySundayShimmy SockSlideToTheCouch RestfulRobotWalk',
    fitness:
      'RestDayStretch RestFoamRolling RestMobilityFlow EasyBikeSpin ActiveRecoveryWalk RestAndRecoverYoga',
    funny:
      'RestDayExpectations GuiltyRestSkit NapRatingReview TriedToRestFailed RestSnackTripsCount CouchImprintReveal',
    prank:
      'RestDayBreakfastInBed NapNestAmbush RestChoresAlreadyDone RestDoNotDisturbSign BlanketBurritoWrap LazySundaySurprise',
    educational:
      'WhyRestIsProductive RestDayMuscleFacts WhyNapsHelp RestSleepCycles RestBrainRecovery CircadianRhythm101',
    cooking:
      'RestDayComfortFood LazySundayPancakes RestSheetPanDinner RestNoCookLunch SimmerASoupPot EasyRestRecipes',
    travel:
      'RestStopRanking RestDayStaycation LazyBeachAfternoon RestHammockHunt RestCabinRetreat SleepyTownWeekend',
    fashion:
      'RestDayLoungewear CozySweatsFit RestRobeStyling RestMatchingPJSet SlothModeOutfit DoNothingDrip',
    speed:
      'RestDayPowerNap RestBlanketFortClock RestPillowFluffDash TenSecondDozeOff RestQuickReset FastestToFallAsleep',
    music:
      'RestDayLullaby NapTimeLofi RestAmbientPiano SleepyGuitarPick RestfulRainSounds LazySundayJam',
    art: 'RestDayDoodles CouchSketching RestInkWashPainting RestEmbroideryHour SketchInBed LazySundayColoring',
    tech: 'RestDaySleepTracker NapAlarmHack RestScreenTimeLock RestSmartBlinds MuteAllNotifications PhoneOffRestMode',
    pet: 'RestDayWithMyCat NapWithMyDog RestPuppySnuggle RestHamsterHammock RecliningKittyPose LazySundayPetPile',
    gaming:
      'RestDayCozyGame RestAnimalCrossing RestJigsawSession UnpackingPlaythrough CouchCoOpMarathon LazySundayLevelUp',
  },
  'tape measure': {
    dance:
      'TapeMeasureLimbo TapeMeasureStrideDance HowHighCanYouKick TapeMeasureRibbonTwirl TapeMeasureLineStep InchwormShuffle',
    fitness:
      'TapeMeasureBroadJump TapeMeasureShuttleRun TapeMeasureWingspan TapeMeasureLeapTest SitAndReachCheck HopDistanceLog',
    funny:
      'TapeMeasureFishStory TapeMeasureBendFail ImActuallySixFeet TapeMeasureSnapFlinch WillItFitTapeMeasure DadMeasuresTwice',
    prank:
      'TapeMeasureShrinkPrank OneInchFurnitureShift TapeMeasureSecretNote TapeMeasureGiantMark TapeMeasureTallerTrick DoorwayHeightSign',
    cooking:
      'TapeMeasurePizzaCheck LongestNoodleMeasure TapeMeasureCakeTower FootlongTapeMeasure TapeMeasureBaguette PancakeDiameterDuel',
    travel:
      'TapeMeasureCarryOn TapeMeasureTinyRoom WorldsNarrowestStreet TapeMeasureRedwoodHug TallestDoorwayHunt TapeMeasureLandmarks',
    fashion:
      'TapeMeasureTailorFit TapeMeasureNecklace MeasureYourInseam BeltMadeOfTapeMeasure TapeMeasureRingSizing MeasureTwiceDressOnce',
    wellness:
      'TapeMeasureCountdown OneInchADayHabit TapeMeasureGrowthChart TapeMeasureMiniGoals TinyGainsTracker TapeMeasureStretchLog',
    speed:
      'MeasureTheRoomFast TapeMeasureSpeedGuess TapeMeasureRelay TapeMeasureRewindRace TapeMeasureExactStop EyeballItChallenge',
    music:
      'TapeMeasureSnapBeat TapeMeasureClickRhythm ToolboxRemix TapeMeasureWhooshLoop TapeMeasureRetractSolo InchwormSingAlong',
    art: 'TapeMeasureMuralGrid TapeMeasureSculpture PerfectlyHungFrames TapeMeasureCollage TapeMeasureProportions GoldenRatioPainting',
    tech: 'ARRulerVsTapeMeasure LaserVsTapeMeasure SmartTapeMeasureTest LidarRoomScan TapeMeasureFloorPlan BluetoothTapeMeasure',
    pet: 'TapeMeasurePuppyGrowth MeasureTheFerret TapeMeasureCatLoaf TapeMeasureCollarFit TapeMeasureKittyLeap NoseToTailDogSpan',
    gaming:
      'TapeMeasureWargame ClosestGuessWins TapeMeasureFlickOff TapeMeasureMiniGolf ShuffleboardNight TapeMeasureTrivia',
  },
  clothesline: {
    dance:
      'ClotheslineSwayDance ClotheslineSheetTwirl ClothespinShuffle LimboUnderTheLine BreezyClotheslineMoves HangingTowelTango',
    fitness:
      'ClotheslineSquats ReachForTheClothesline LaundryBasketCarry ClotheslinePegGripReps ClotheslineCalfRaises WashdayWorkout',
    prank:
      'ClotheslineBanner ClotheslineSockParade ClothespinNoteChain ClotheslineTeddyLineup HappyBirthdayLaundry PegComplimentTrail',
    educational:
      'ClotheslineHistory WhySunBleachesWhites ClotheslineDryingTest ClotheslineEvaporation ClothespinPhysics DryerVsClothesline',
    cooking:
      'ClotheslinePastaDrying ClotheslineHerbBundles WashdayBrunch ClotheslineChiliRistra ClotheslinePicnicLunch SunDriedTomatoBatch',
    travel:
      'ClotheslinePhotoWalk ClotheslineAlleyTour OldTownLaundryLines BuranoClotheslines HongKongClotheslines WashdayVillageStroll',
    fashion:
      'ClotheslineOutfitRow ClotheslineLookbook ClotheslineWhiteTees FreshLinenStyle SunDriedDenim ClothespinAccessories',
    wellness:
      'ClotheslineSlowLiving FreshAirLaundryDay LinenScentPause ClotheslineCalm ClotheslineRitual ClothespinMeditation',
    speed:
      'ClotheslineHangRace ClotheslineRainRescue ClothespinRelay ClotheslineTakeDown SheetFoldTimer PegCountIn30',
    music:
      'ClotheslinePorchSong ClotheslineBreezeBeat ClothespinRhythm ClotheslineWindChimes WashboardJam LaundryDayBlues',
    art: 'HangAClothesGallery PolaroidClothesline ClothespinCreatures ClotheslineSheetMural ClotheslineTieDyeRow FlyingFabricPhotos',
    tech: 'ClotheslineTimelapse ClotheslineRainSensor SolarDryerBuild ClotheslinePulleyHack ClotheslineWeatherBot WillItDryByNoon',
    pet: 'ClotheslinePetBandanas ClotheslineCatPeekaboo PupLaundryHelper SockThiefClothesline PounceOnTheClothes KittyInTheBasket',
    gaming:
      'ClotheslinePegTag ClotheslineTargetToss PairTheSocksDuel ClothespinMatchGame SortTheClothesline ClothesColorBingo',
  },
  fireplace: {
    dance:
      'FireplaceSlowDance FireplaceCozyGroove FiresideShuffle WaltzByTheFireplace CrackleAndPopMoves HearthStepRoutine',
    fitness:
      'FireplaceStretchOut FireplaceWoodCarry FiresideYogaFlow SquatsByTheFireplace FireplacePlankWarmUp HearthsideCoreHold',
    funny:
      'FireplaceOnTheTV FireplaceDadFireMaster FiresideStoryFails FireplaceFlueFiasco SantaInspectsTheHearth ChimneyEchoVoices',
    prank:
      'FireplaceTVLogSwap FiresideCocoaSurprise HearthBlanketBasket FireplaceSantaTracks FireplaceStockingDrop NorthPoleLetter',
    educational:
      'FireplaceHistory FireplaceSafetyTips HowChimneysWork BestFireplaceWood FireplaceHeatTransfer WhyLogsCrackle',
    cooking:
      'FireplaceSmores CocoaByTheFireplace FiresideChestnuts PopcornOverTheFire FireplaceFondueNight HearthBakedBread',
    travel:
      'FireplaceCabinTrip FireplaceLodgeStay FiresideInnWeekend FireplaceSkiChalet CoziestFireplaceHunt HistoricHearthTour',
    fashion:
      'FireplaceCozySweater FireplaceFlannelFit FiresideKnitLook FireplaceSlipperStyle HyggeByTheHearth PlaidBlanketScarf',
    speed:
      'FireplaceStockingRace FireplaceMantelDash FiresideStoryInAMinute FireplaceKindlingSort FireplaceAshCleanBlitz HangTheGarlandIn60',
    music:
      'FireplaceCrackleBeat AcousticByTheFireplace FiresideCarols FireplaceFiddleTune ChestnutsRoastingCover HearthsideHarmony',
    art: 'StyleYourMantel FireplaceWatercolor FiresidePortrait FireplaceTileMakeover PaintTheFireplaceGlow HearthCharcoalDrawing',
    tech: 'FakeVsRealFireplace FireplaceSmartRemote FireplaceCOAlarmCheck FireplaceYuleLogStream InfraredHeatTest ProjectorFlamesHack',
    pet: 'FireplaceFloofNap FireplaceDogStretch FiresideCatLoaf WarmestSpotBattle FireplaceKittenBask PupByTheHearth',
    gaming:
      'BoardGameByTheHearth FireplaceCardNight JigsawByTheFire FireplaceChessDuel FireplaceScrabbleMatch HearthstoneLadder',
  },
  ferry: {
    dance:
      'FerryDeckDance FerryHornShuffle FerryTaleWaltz FerryWaveSway SeaShantyJig RockTheBoatChallenge',
    fitness:
      'FerryDeckStretch FerryRideYoga IslandHopBikeLoop FerryStairClimb FerryCrossingPlank SeaLegsWorkout',
    funny:
      'FerrySeagullStandoff FerryLastCarOn FerryHornJumpScare WindblownFerryHair FerryCaptainImpression HoldOntoYourHat',
    prank:
      'FerryIslandDaySurprise SecretFerryPicnic SeagullPlushPhotobomb FerryBinocularsNote FerryCaptainHatHandoff WaveFromTheDeck',
    educational:
      'FerryBuoyancyScience FerryHistoryLesson WhyShipsDontSink FerryKnotsGuide FerryNauticalFlags HowFerriesFloatCars',
    cooking:
      'FerryDeckPicnic FerryFishAndChips IslandHopSnackBox FerryClamChowder FerryLobsterRoll SeaSaltFerryFries',
    fashion:
      'FerryNauticalLook FerryWindproofFit StripedSailorTop FerryBoatShoeStyling FerryRaincoatLayering CaptainChic',
    wellness:
      'FerrySunsetCrossing FerryWaveWatching SeaBreezeBreathing FerryHorizonGaze JournalOnTheFerry LetTheFerryRockYou',
    speed:
      'FerryRopeKnotRace FerryCrossingQuiz LifeJacketSpeedrun FerryBoardingCountdown FerryCarLoadBlitz CatchTheLastFerry',
    music:
      'FerryHornRemix FerrySeaShanty DeckGuitarJam FerryAccordionTune FerryFoghornHarmony WellermanFerryCover',
    art: 'ShootTheFerryWake FerryDeckSketch SeagullWatercolor FerryHarborPainting FerryLighthouseDrawing PaintTheSkyline',
    tech: 'FerryRouteTracker FerryCrossingTimelapse FerryWakeDroneShot TrackTheFerryLive FerryGPSSpeedLog BridgeCamVirtualTour',
    pet: 'FerryDogDeckDay FerryPetLifeJacket PupMeetsASeagull FerryCatCarrierCalm FerryPuppyFirstBoat SailorParrotSelfie',
    gaming:
      'FerryCaptainSim FerryIslandHopGame HarborDockingLevel FerryBattleshipRound FerryCardsOnBoard ShipShapeSpeedrun',
  },
  'tennis ball': {
    dance:
      'TennisBallBounceDance TennisBallFootwork FuzzyBallShuffle TennisBallKneeGroove TennisBallRacketSway AceItChallenge',
    fitness:
      'TennisBallWallThrows TennisBallCatchSquats TennisBallGripSqueeze TennisBallReactionDrop FuzzyBallFootDrills AceTheLegDay',
    funny:
      'TennisBallMouthCount TennisBallObsession FuzzyBallReactions TennisBallRoofSaga TennisBallWalkerFeet NotTheTennisBall',
    prank:
      'TennisBallAvalanche TennisBallInTheShoe FuzzyBallSurpriseBox TennisBallMouthPuppet HideTheTennisBall LimeLookalikeSwitch',
    educational:
      'WhyTennisBallsAreFuzzy TennisBallBounceLab HowTennisBallsGetMade TennisBallPressureTest TennisBallSpinPhysics CanPressurization',
    cooking:
      'TennisBallCakePops TennisBallMacarons FuzzyBallCupcakes TennisBallTruffles TennisBallMelonScoops GameSetMatcha',
    travel:
      'TennisBallCourtHopping TennisBallBeachDay GrandSlamBucketList WimbledonQueueTennis TennisBallResortRally RolandGarrosVisit',
    fashion:
      'TennisBallYellowFit TennisBallBagCharm CountryClubTennisLook TennisBallVisorStyle GameSetMatchOutfit PreppyCourtside',
    wellness:
      'TennisBallMassage TennisBallFootRoll FuzzyBallBackRelief TennisBallShoulderRub SqueezeTheTennisBall TensionKnotMinute',
    speed:
      'TennisBallCatchStreak TennisBallJuggleRace FuzzyBallPickUpDash TennisBallCanStack TennisBallBounceCount BallBoySprint',
    music:
      'TennisBallBounceBeat TennisBallDrumLine FuzzyBallRhythm TennisBallCanShaker TennisBallRallyTempo RacketAirGuitar',
    art: 'TennisBallCritterCraft TennisBallPainting FuzzyBallFaces TennisBallSplatter TennisBallSculpture PaintWithTennisBalls',
    tech: 'TennisBallLauncherTest TennisBallSlowMo FuzzyBallSpeedRadar TennisBallMachineDIY TennisBallHawkEye ClockMyServe',
    gaming:
      'TennisBallTrickShots TennisBallBucketPong BullseyeWithABall TennisBallWiiSports TennisBallCornhole TopSpinTiebreak',
  },
  ruler: {
    dance:
      'RulerTwangShuffle StraightAsARuler RulerRobotDance RulerLimbo MeasureUpMoves TapStepWithARuler',
    fitness:
      'RulerReflexDrill SitAndReachRuler RulerStraightPlank RulerStepOverHops RulerPostureWalk RepsByTheRuler',
    funny:
      'RulerTwangSoundEffects BendyRulerWobble RulerCantDrawStraight RulerOfTheHouse InchesVsCentimeters RulerTeacherSkit',
    prank:
      'WrongNumbersRuler TinyRulerSwap RulerStackSurprise RulerRainbowWrap GiantCardboardRuler DeskInAPerfectLine',
    cooking:
      'RulerPerfectBrownies RulerCutCookieBars EvenSlicesWithARuler RulerPastaSheetCheck RulerSandwichSquares StraightEdgeSushi',
    travel:
      'RulerOfTheWorldTour TinyDoorRulerHunt RulerForScalePhotos RulerStandardYardVisit RulerGiantLandmarks GreenwichMeridianStand',
    fashion:
      'RulerPrintFitCheck RulerPerfectPleats PinstripeLineUp RulerHemlineMeasure DIYRulerBracelet StraightEdgeStyle',
    wellness:
      'RulerPostureCheck MindfulRulerLines RulerGridJournal RulerHabitTracker DrawYourBoundaries OneInchAtATime',
    speed:
      'RulerDropCatchOff RulerMeasureRelay TenStraightLinesFast RulerEstimateRace RulerSquareDrawIn10 BlindRulerGuess',
    music:
      'RulerTwangCover DeskRulerBassline RulerDrumSolo PlayAScaleOnARuler RulerTableHarp RulerOrchestra',
    art: 'RulerOnlyDrawing RulerLineOpArt RulerGeometricMandala RulerPerspectiveCity TapeResistPainting NoFreehandAllowed',
    tech: 'PhoneAppVsRealRuler ARRulerAccuracyTest RulerScreenSizeCheck CaliperVsRuler RulerLaserEngraving PixelPerfectRuler',
    pet: 'RulerPawSizeCheck PetWhiskerRuler PupPosesWithARuler RulerKittenGrowthLog RulerCatHighJump WhoseTailIsLonger',
    gaming:
      'RulerFlickFootball RulerCatapultTarget DeskGameRulerGoals RulerShuffleboard RulerPencilFencing BuildARulerBridge',
  },
  mascot: {
    dance:
      'MascotDanceOff MascotHypeRoutine PepRallyShuffle MascotHalftimeMoves MascotBigHeadBop StrutLikeTheMascot',
    fitness:
      'MascotJumpingJacks MascotSidelineSprints PepRallyCircuit MascotSuitSquats MascotCartwheelDrill CostumeCardio',
    prank:
      'MascotSurpriseVisit MascotPhotobomb BigHeadHighFive MascotBirthdayDelivery MascotCarpoolPickup SpiritWeekAmbush',
    educational:
      'MascotOriginStories GuessTheMascotQuiz WhyTeamsHaveMascots MascotAnimalFacts MascotSuitHeatScience BigHeadPhysics',
    cooking:
      'BakeYourMascot MascotCakePops TeamColorCupcakes MascotFacePizza MascotGameDayNachos PancakeMascotArt',
    travel:
      'MascotMeetAndGreet MascotStadiumVisit MascotSelfieHunt MascotAwayGameTrip CityMascotStatueWalk CollectEveryMascot',
    fashion:
      'MascotSpiritWear MascotEarsHeadband TeamColorsFitCheck FacePaintYourMascot MascotJerseyStyling DressLikeYourMascot',
    wellness:
      'MascotCoolDown MascotJoySpreading BehindTheCostumeRest MascotHydrationBreak MascotKindnessTour HugFromTheMascot',
    speed:
      'MascotSuitUpRace MascotQuickChange SidelineSprintRelay MascotHighFiveBlitz MascotHeadSwapClock BeatTheMascot',
    music:
      'MascotFightSong MascotDrumline WeWillRockYouMascot MascotCowbellSolo MascotKazooBand StadiumOrganRiff',
    art: 'DesignANewMascot MascotPuppetCraft TeamLogoSketch MascotCaricature MascotCostumeSculpt MascotOfYourCity',
    tech: 'AnimateYourMascot MascotCostumeFanBuild LogoDesignAppTest MascotVoiceChanger MascotJumbotronEdit MascotFaceFilter',
    pet: 'MascotPetCostume HamsterMascotCheer PupSpiritDay MascotLookalikeCat MascotTryoutDog FurryTeamMascot',
    gaming:
      'MascotPartyGame MascotKartRacing TeamSpiritTriviaNight MascotFantasyLeague MascotBracketBattle TableFootballFinals',
  },
  'magic trick': {
    dance:
      'DanceLikeAMagician MagicTrickTransition AbracadabraMoves MagicTrickVanishStep MagicTrickCapeSwirl TaDaPoseFinale',
    fitness:
      'MagicDeckWorkout MagicTrickRepReveal HocusPocusPushUps MagicTrickSuitSquats MagicTrickWandLunges PickACardCircuit',
    funny:
      'MagicTrickFails DogReactsToMagic AbracadabraBloopers MagicTrickWrongCard KidCatchesTheMagic DadCoinBehindEar',
    educational:
      'MagicTrickRevealed HowMagiciansThink HowIllusionsFoolYou MagicTrickProbability MagicTrickHoudini MisdirectionPsychology',
    cooking:
      'MagicColorLemonade MagicTrickHiddenCake HocusPocusPancakes MagicTrickFloatingEgg MagicPinataCookies DisappearingDessert',
    travel:
      'MagicAroundTheWorld MagicTrickForStrangers MagicShowCityNight StreetMagicBusker VisitAMagicMuseum MagicCastleHollywood',
    fashion:
      'MagicTrickOutfitChange MagicTrickFitReveal MagicianCapeLook MagicTrickTopHatStyle VelvetBlazerMagic NowYouSeeItDrip',
    wellness:
      'MagicTrickSmile MagicTrickKindness EverydayMagicJournal MagicTrickSlowPractice MagicTrickForGrandpa FindTheMagicToday',
    speed:
      'MagicTrickInTenSeconds MagicTrickFastHands QuickestVanish FindTheCardTimer MagicTrickShuffleBlitz CoinTrickCountdown',
    music:
      'MagicTrickSoundtrack MagicTrickDrumroll AbracadabraCover MagicTrickTadaSting MagicShuffleRhythm MysteryHarpTune',
    art: 'MagicTrickIllusionArt MagicTrickComic VanishingInkSketch MagicTrickPosterDesign MagicTrickFlipbook PaintAnOpticalTrick',
    tech: 'EditAMagicVanish MagicTrickCameraCut PhoneMagicIllusion MagicTrickGreenScreen MagicTrickARWand LevitateAnything',
    pet: 'PetMagicTrick VanishingTreatTest MagicTrickCupGamePup DisappearingBallDog KittenVsMagicTrick MagicTrickForMyCat',
    gaming:
      'GameNightMagicTricks MagicTrickPuzzleRun WizardClassBuild MagicTrickCardDuel MagicTrickEscapeRoom SpellDeckBattle',
  },
  jumping: {
    dance:
      'JumpingJackDance JumpingOnTheBeat BounceHouseBoogie JumpAroundChallenge StarLeapSpin JumpstyleShuffle',
    funny:
      'JumpingPhotoFails JumpingPuddleSplash BounceHouseGrownUps JumpingSlowMoFaces JumpingToddlerOlympics LeapOfFaithFlop',
    prank:
      'JumpingOutOfTheBox JumpingBalloonSurprise PopUpJumpScare JumpingSnakeCanGag JumpyFrogAmbush SpringySpiderDrop',
    educational:
      'JumpingAnimalRecords HowHighCanHumansLeap HowKangaroosJump JumpingFleaPhysics JumpingOnTheMoon GravityHopExperiment',
    cooking:
      'JumpingPopcornKernels JumpingFrogCupcakes BounceHouseCake PancakesThatJump JumpingJackCookies KangarooBiscuits',
    travel:
      'LandmarkLeapShots JumpingOnSandDunes JumpingWaveBeach HopAcrossEurope JumpingTrampolineArena PuddleJumpCityWalk',
    fashion:
      'OutfitMidJump JumpingSneakerCheck JumpsuitInMidair JumpingSkirtTwirlShot JumpingHighTopsLineup AirborneDenimLook',
    wellness:
      'JumpingMoodBoost JumpingJoyBreak ShakeAndBounceReset JumpingReboundMorning JumpingGratitudeHops StressReleaseLeaps',
    speed:
      'JumpingJacksInAMinute JumpingRopeSpeedRound FastestHundredJumps JumpingHopscotchTimer JumpingSackRaceDash BeatTheHopClock',
    music:
      'JumpingOnTheDrop JumpingJackRhythm BounceHouseRemix DoubleDutchJumpChant JumpingPogoPunk KrisKrossCover',
    art: 'JumpingShadowPhotos JumpingPaintSplatter DrawMeMidAir JumpingFlipbook JumpSilhouetteCutout AirborneStopMotion',
    tech: 'JumpingBurstMode JumpingJackCounter MidairPhotoTimer JumpingHeightTracker JumpingSlowMoRig AppMeasuresMyJump',
    pet: 'JumpingPupFrisbee JumpingCatPounce HappyBunnyHops JumpingDogAgility JumpingGoatKid KittenShowJumping',
    gaming:
      'PlatformerSpeedrun JumpingPuzzleLevel BounceComboHighScore JumpingGeometryDash RetroJumpmanRun JumpKingClimb',
  },
  exam: {
    dance:
      'ExamDoneDance PostExamBoogie PencilsDownShuffle ExamPassedCelebration ExamStudyBreakGroove ScantronSlide',
    fitness:
      'ExamStressWorkout ExamMorningStretch CramAndCardio ExamStudyIntervals DeskYogaBeforeExams FlashcardBurpees',
    funny:
      'TypesOfExamTakers ExamNightBeforeSkit WhenTheExamStarts ExamOverthinkingQ1 ExamGroupChatPanic ParentAsksAboutGrades',
    prank:
      'ExamSurvivalKit ExamGoodLuckNote FinalsWeekCareBox ExamCheerSquad ExamBalloonWelcome SecretExamCheerleader',
    cooking:
      'ExamBrainFood BreakfastBeforeExams TestDayOatmeal ExamEnergyBites ExamBlueberryMuffins ExamsDonePizzaParty',
    travel:
      'ExamDoneTrip AfterExamsAdventure PostFinalsGetaway ExamStudyCafeHunt ExamLibraryTour FreedomDriveDay',
    fashion:
      'ExamDayFit ExamLuckyOutfit FinalsWeekHoodie ExamComfyLayers ExamSeasonSweats DressToAceIt',
    wellness:
      'ExamAnxietyBreathing ExamNightRoutine TestDayAffirmations SleepBeforeTheExam ExamWorryJournal KindToYourselfPostExam',
    speed:
      'ExamFlashcardBlitz ExamSpeedReview FiveMinuteCram ExamMockPaperTimer FormulaRecallExamPrep BeatTheExamClock',
    music:
      'ExamFocusBeats PostFinalsAnthem ExamFormulaSong ExamMnemonicJingle RapTheQuadratic SingBeforeTheExam',
    art: 'PosterForExamWeek ExamMindMapArt DoodleYourStress ExamSketchnoteSummary ExamColorCodedNotes DecorateYourGradCap',
    tech: 'ExamStudyApps FlashcardBotTest ExamFocusModeHack ExamAIQuizMaker PomodoroGadget NoPhoneExamWeek',
    pet: 'ExamStressPetCuddles ExamTherapyPuppies ExamCatOnNotes StudyBreakDogWalk HamsterHypesMyExam FurryExamBuddy',
    gaming:
      'ExamKahootReview ExamJeopardyStudy FlashcardBattleDuel PostFinalsGameNight ExamBossFight LevelUpAfterExams',
  },
  paper: {
    dance:
      'PaperDollChainDance PaperStreamerSpin CrumpledPaperFreeze PaperFanFlutter PaperMaskMasquerade FoldAndFreestyle',
    fitness:
      'PaperPlateSliders CrumpledPaperSquatToss PaperBallBurpees PaperPlaneChaseSprints PaperDiceWorkout FootprintPaperLunges',
    funny:
      'DramaticPaperCut PaperJamSaga PaperBagPuppetShow PaperPlaneFlopContest TissuePaperRoyalty PrinterOutOfInkRant',
    prank:
      'PaperCupDoorwayWall PaperSnowflakeBlizzard StickyNoteDoorCover PaperPlaneMessageDrop PaperHeartCarWindows CrumpledPaperBallPit',
    educational:
      'FoldPaperEightTimes HowPaperIsMade PaperBridgeStrength PaperPlaneAerodynamics HowStrongIsPaper WhyA4PaperWorks',
    cooking:
      'PaperBagPopcorn ParchmentPaperFish PaperLinerCupcakes RicePaperRolls PaperConeFries EnPapilloteChallenge',
    travel:
      'PaperMapOnlyTrip PaperLanternFestival TravelPaperScrapbook PaperMakingVillage TicketStubJourney OrigamiShopTokyo',
    fashion:
      'PaperDressDesign NewspaperRunwayLook WearableOrigami PaperBeadNecklace BowTieMadeOfPaper PaperFlowerCorsage',
    wellness:
      'MorningPagesRitual PaperCraneWish PenAndPaperUnplug PaperLetterToFutureYou PaperBoatWorries HandwrittenThankYou',
    speed:
      'FastestPaperCrane PaperPlaneDistance LongestPaperChain PaperTowerIn60 PaperBoatFoldDash OneMinutePaperStars',
    music:
      'PaperCrumpleBeat CombAndPaperKazoo PaperCupRhythm PaperRustleASMR PaperMegaphoneSolo FanfareOnAPaperHorn',
    tech: 'PaperCircuitCard PhoneSpeakerFromPaper PaperVsTabletNotes FoldedPaperLaptopRiser PaperScannerAppTest PaperCraftDroneBuild',
    pet: 'CatVsPaperBag PaperCrownPup PaperCastleForKitty PaperBallFetch PaperTunnelMaze CrinkleSnuffleBox',
    gaming:
      'PenAndPaperRPG PaperFootballFlick MakeYourOwnBoardGame PaperFortuneTeller PaperPlaneDogfight GraphPaperTanks',
  },
  'black friday': {
    dance:
      'BlackFridayCartShuffle BlackFridayDanceBreak DoorbusterBoogie BlackFridayCheckoutBop ReceiptTwirlFinale BlackFridaySignShimmy',
    fitness:
      'BlackFridayBagCurls BlackFridayStepCount MallWalkMarathon BlackFridayTurkeyBurn BlackFridayBoxDeadlift TrotOffThePie',
    prank:
      'BlackFridayFakeSale BlackFridayPriceTags ReceiptRevealPrank BlackFridayStaffCoffee BlackFridayHiddenGift WrappedEarlyMystery',
    educational:
      'WhyBlackFriday BlackFridayDealMath RealOrFakeDiscount BlackFridayPsychology BlackFridayUnitPrices CyberMondayOrigins',
    cooking:
      'BlackFridayLeftovers TheMoistMakerSandwich BlackFridayBreakfast BlackFridayTurkeyHash BlackFridayPieBrunch StuffingWaffleIron',
    travel:
      'BlackFridayShopLocal BlackFridayMallWalk HolidayMarketHunt BlackFridayOptOutside BlackFridayCityLights SmallBizCrawl',
    fashion:
      'BlackFridayHaul BlackFridayTryOn OneDealFiveOutfits BlackFridayCapsuleBuys WinterCoatBlackFriday ThriftInsteadOfNew',
    wellness:
      'BlackFridayNoSpendDay BlackFridayGratitude BuyNothingBlanketFort BlackFridayNatureWalk BlackFridayDeclutter OptOutAndChill',
    speed:
      'BlackFridayDash BlackFridayWrapRace DoorbusterCountdown BlackFridayListSprint BlackFridayTagBlitz CartToCarRelay',
    music:
      'BlackFridayJingle BlackFridayCartKaraoke CashRegisterBeat BlackFridayCarolCover BlackFridayBuskers MallSantaSingOff',
    art: 'BlackFridayBagDoodle BlackFridayPosterArt ReceiptPaperCollage BlackFridayBoxCastle BlackFridayWrapDesign GiftTagPrintmaking',
    tech: 'BlackFridayTechHaul BlackFridayDealBot CyberMondaySetup BlackFridayTVUnboxing BlackFridayRefurbCheck PriceDropTracker',
    pet: 'BlackFridayPetHaul BlackFridayBoxFort CatClaimsTheParcel BlackFridayBedReveal BlackFridayPupToyTest TissuePaperKitty',
    gaming:
      'BlackFridayGameHaul BlackFridayBacklog BlackFridayShopSim BlackFridayBossRush LeftoverPieLeague TurkeyDayTourney',
  },
  locker: {
    dance:
      'LockerHallwayDance LockerComboShuffle BackToSchoolBop LockerDoorSwing LockerLeanBounce BellRingsGroove',
    fitness:
      'LockerRoomWarmUp StretchAtYourLocker HallwayPowerWalk LockerBackpackCarry LockerSquatCombo GymBagCurls',
    funny:
      'LockerComboFail LockerTypesSkit FirstDayHallwayPanic LockerAvalancheOpen StuckLockerSaga ForgottenGymClothes',
    educational:
      'HowLockerCombosWork LockerProblemMath CombinationLockScience LockerStudySystem LockerPadlockMechanics HundredLockersPuzzle',
    cooking:
      'LockerSnackStash LockerSafeMuffins BackToSchoolBakeSale LockerLunchBento LockerGranolaBars NoMeltTreats',
    travel:
      'LockerPostcardWall LockerTravelWishlist LuggageLockerCityDay LockerAirportLayover StashAndExplore CoinLockerTokyo',
    fashion:
      'LockerMirrorFitCheck LockerFirstDayLook LockerBackpackStyling LockerHairSnapFix UniformFlairTwist BackToSchoolDrip',
    wellness:
      'LockerAffirmations LockerKindNotes BackToSchoolCalm LockerGratitudeList FriendPhotosInMyLocker BreatheBeforeTheBell',
    speed:
      'LockerComboSpeedrun LockerOpenRace BeatTheBell LockerBookSwapDash TwoMinuteLockerClean PassingPeriodBlitz',
    music:
      'LockerDrumBeat LockerComboSong BackToSchoolAnthem LockerDoorPercussion EchoChorusByTheLockers HallwayHarmony',
    art: 'LockerDecorReveal LockerWallpaperDesign MiniLockerCraft LockerCollageWall PhotoMosaicLocker MagneticPoetryDrop',
    tech: 'LockerChargingStation LockerTechKit SmartCombinationLock MotionLightLocker LockerMiniFanBuild LockerOrganizerHack',
    pet: 'LockerPetPhotoWall MudroomLockerNook LockerLeashHookup LockerDogWelcome KittenInTheGymBag LockerSelfieWithPup',
    gaming:
      'LockerPuzzleLevel LockerEscapeRoom GuessTheCombination LockerCodeBreaker LockerComboQuest LunchTableTournament',
  },
  swimwear: {
    dance:
      'SwimwearBeachDance SwimwearSummerShuffle PoolPartyGroove SwimwearPoolsideShimmy WaveArmsInSwimwear SwimsuitSynchroSquad',
    fitness:
      'SwimwearLapCount SwimwearWaterAerobics SwimsuitBeachBootcamp SwimwearAquaJogging MermaidKickWorkout KickboardSprints',
    funny:
      'SwimwearInTheSnow SwimwearShoppingPanic SwimsuitSandEverywhere SwimwearTanLines InflatableFloatFail FloatyDadFashion',
    prank:
      'PackedSwimsuitSurprise SwimwearDoorAnswer SwimwearUnderTheSuit InflatableFloatAmbush SwimwearZoomMeeting PoolNoodleWelcome',
    educational:
      'HowSwimwearDriesFast SwimwearHistory WhySwimsuitsStretch SwimwearUPFRatings SwimwearChlorineFading BathingSuitTimeTravel',
    cooking:
      'SwimwearCookies BikiniSeasonSmoothies BeachDayPopsicles SwimsuitPoolMocktails SwimwearPicnicBento TropicalFruitSkewers',
    travel:
      'OneSwimsuitEveryBeach SwimwearIslandHopping HotelPoolTour SwimwearLagoonSwim SwimwearCenoteDive RooftopInfinityDip',
    wellness:
      'SwimwearConfidence SwimwearOceanCalm SwimsuitSunsetFloat SwimwearBodyNeutrality MorningDipSwimwear NoFilterPoolDay',
    speed:
      'SwimwearQuickChange RelayInSwimwear SwimsuitSprintLap SwimwearDryOffTimer SwimwearTryOnBlitz SuitUpSpeedrun',
    music:
      'SwimwearSummerSong SwimwearTryOnBeatDrop PoolPartyAnthem SwimwearSurfRockJam ItsyBitsyBikiniCover SurfinUSASingAlong',
    art: 'SwimwearDesignSketch SwimwearPatternPaint BeachPhotoShoot SwimwearTieDyeDIY CollageASwimsuit WaveWatercolor',
    tech: 'SwimwearUnderwaterCam SwimwearSwimTracker DunkTheWaterproofPhone UVPatchOnSwimsuit SwimwearARTryOn SmartGogglesReview',
    pet: 'PetSwimwearFitCheck SwimwearDogBeachDay PupPaddlingPool SwimwearPuppyLifeVest MatchingSwimsuitLab SplashPadPaws',
    gaming:
      'SwimwearAvatarLook SwimwearSkinUnlock PoolPartyGameNight SwimwearAnimalCrossing SwimwearFortniteSeason BeachVolleyballCup',
  },
  'lunar new year': {
    dance:
      'LunarNewYearLionDance TetDragonChain RibbonTwirlRoutine LunarNewYearFanSway LunarNewYearDrumSteps LanternParadeStrut',
    fitness:
      'LunarNewYearTaiChi LunarNewYearStepGoal YearOfTheDragonHIIT LunarNewYearKungFu LunarNewYearLionPoses FirecrackerJumpJacks',
    prank:
      'LunarNewYearLuckyNote RedEnvelopeSurprise LunarNewYearCandyTray TetDoorDecorSneak LunarMandarinPyramid GoldCoinChocolateHunt',
    educational:
      'WhatsYourLunarZodiac LunarNewYearTraditions MoonCalendarBasics LunarFoodMeanings LunarNewYearFolklore NianMonsterLegend',
    cooking:
      'LunarNewYearDumplings LunarNewYearNoodles SweetRiceBallSoup TetBanhChungWrap SpringFestivalRolls TurnipCakeFry',
    travel:
      'LunarNewYearParade LunarLanternWalk SpringFestivalMarket LunarNewYearChinatown HanoiTetStroll HongKongFlowerFair',
    fashion:
      'LunarNewYearRedOutfit LunarNewYearFitCheck GoldAccentLook LunarNewYearQipao HanbokForSeollal AoDaiPhotoshoot',
    wellness:
      'LunarNewYearCleanSweep LunarNewYearWishList FreshStartGratitude HonorYourEldersTet LunarNewYearIntentions QuietTempleVisit',
    speed:
      'LunarNewYearDecorRace ChopstickSpeedRound LunarCoupletHang LunarNewYearOrangePeel PaperCutBlitz TetDumplingDash',
    music:
      'LunarNewYearDrumBeat LunarNewYearSongCover GongAndCymbalJam LunarNewYearErhuSolo GuzhengForTet FirecrackerRemix',
    art: 'LunarNewYearPaperCut LunarLanternCraft ZodiacAnimalDrawing TetCalligraphy LunarInkPainting PlumBlossomBrushwork',
    tech: 'LunarNewYearVideoCall LunarNewYearLightShow ZodiacFinderApp LunarDroneDisplay LunarNewYearARLion DigitalRedEnvelope',
    pet: 'LunarNewYearPetOutfit LunarNewYearLionPup LunarNewYearKittenNap LuckyRedBandana BunnyYearPortrait TetPuppyPhotoShoot',
    gaming:
      'LunarNewYearMahjong LunarNewYearGameNight GreatZodiacRace LunarNewYearXiangqi GoMatchForSeollal CousinsTourneyBracket',
  },
  'magnifying glass': {
    dance:
      'MagnifierSleuthStep DetectiveSneakShuffle MagnifyingGlassFreeze MagnifiedZoomMoves MagnifyingGlassShimmy TiptoeInvestigation',
    fitness:
      'MagnifyingGlassHike MagnifierSquatSearch ClueTrailJog MagnifiedLungeLook BugSpottingBearCrawl MagnifyThenPlank',
    funny:
      'GiantEyeMagnifier WhoAteTheCookie MagnifiedCrumbCase MagnifyingGlassSleuth TinyTextSquintFail MagnifyTheLostRemote',
    prank:
      'MicroMessageMagnifier GiantEyePeekaboo MagnifyingGlassFakeBug MagnifiedDoorPeek FingerprintDustingGag MagnifyMyTinyNote',
    cooking:
      'MagnifiedFoodGuess TinyTreatMagnifier MagnifyingGlassCookies MagnifyMiniCakes DetectiveMysteryDinner CrumbForensics',
    travel:
      'TidePoolMagnifier MagnifiedMuseumHunt MagnifyingGlassOldMaps MagnifyABugSafari BakerStreetSleuthWalk NatureTrailCloseUps',
    fashion:
      'DetectiveFitCheck FabricUnderMagnifier MagnifyingGlassPendant MagnifyingGlassBrooch SherlockChic MagnifiedStitching',
    wellness:
      'MindfulMagnifyingGlass SlowLookMagnifier NoticeTheTinyThings LeafVeinsMagnified MagnifyingGlassOnMoss SmallWondersJournal',
    speed:
      'MagnifierClueRace SpotItMagnified FindTheTinyThingFast MagnifyingGlassIn30 MagnifyingGlassBugHunt HiddenLetterSprint',
    music:
      'DetectiveThemeCover MagnifiedGuitarStrings MysteryMovieScore MagnifierNoirJazz MagnifyingGlassBallad MagnifyTheMiniPiano',
    art: 'MicroArtMagnified DrawWhatYouMagnify MagnifierMiniPainting MagnifyingGlassDotwork ZoomedInEyeSketch TextureRubbingHunt',
    tech: 'PhoneMacroVsMagnifier MagnifyingGlassAppTest DIYMicroscopeLens MagnifiedPixels MagnifyACircuitBoard DigitalLoupeReview',
    pet: 'PetDetectiveMagnifier PawPrintMagnified WhoDidItDogCase MagnifyingGlassBoop MagnifyTheFur KittenInspectorPose',
    gaming:
      'HiddenObjectMagnifier MagnifiedMysteryNight DetectiveBoardGame MagnifyingGlassEscape MagnifyingGlassCluedo SpotTheDifferenceDuel',
  },
};
