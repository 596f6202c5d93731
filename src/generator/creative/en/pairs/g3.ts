import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  blindfold: {
    prank:
      'BlindfoldSurpriseRoom BlindfoldTwinSwap BlindfoldMysteryHug GuessTheHandBlindfolded ConfettiRevealBlindfolded HighFiveBlindfolded FeatherTickleBlindfolded SockPuppetBlindfolded',
    wellness:
      'BlindfoldMeditation BlindfoldSoundBath EyesClosedListening BlindfoldedBodyScan BlindfoldedSeatedYoga BreatheBlindfolded FlowerSniffBlindfolded HandMassageBlindfolded',
    pet: 'BlindfoldGuessMyPet BlindfoldHideAndSeek BlindfoldedLeashFind BlindfoldedBellyRub FeelTheFurBlindfolded PuppyPortraitBlindfolded CallMyCatBlindfolded WhichPawBlindfolded',
  },
  escalator: {
    dance:
      'CouchEscalatorIllusion DoTheEscalator EscalatorLivingRoomRide EscalatorMimeDance EscalatorMoonwalkAtHome EscalatorHallwayRobot EscalatorHeadBop FakeEscalatorBehindBed',
    fitness:
      'SkipTheEscalator StairsOverEscalatorWeek EscalatorMimeLunges NoEscalatorNovember EscalatorMallWalk EscalatorStepUpsAtHome EscalatorRobotSquats EscalatorCalfRaises',
    prank:
      'ImaginaryEscalator EscalatorIllusionOnDad EscalatorAnnouncerVoice RedCarpetEscalator EscalatorPopUpCard EscalatorMimeGag EscalatorEpicEntrance EscalatorSinkBehindSofa',
    cooking:
      'GingerbreadEscalator BuildAnEscalatorCake EscalatorMallPretzels EscalatorCupcakeStairs EscalatorLayeredJelly EscalatorWaffleStack EscalatorCookieSteps EscalatorBrownieTiers',
    fashion:
      'EscalatorOutfitReveal EscalatorStripedTee EscalatorShoeCloseUp EscalatorSilverMetallics EscalatorGoingUpInStyle EscalatorColorBlockLook EscalatorSneakerFit EscalatorSunglassesPose',
  },
  'fire safety': {
    speed:
      'TwoMinuteOutside FireSafetyEscapeDrill FireSafetyGearUpRace FireSafetyMeetupDash BeatTheSmokeAlarm FireSafetyMapIn60 FireSafetyBucketRelay FireSafetyShoesOnRace',
  },
  'fake ice cream': {
    funny: 'FakeIceCreamDramaticDrop FakeIceCreamConeHat MashedPotatoSundaeFaces',
    pet: 'FakeIceCreamPlushFetch FakeIceCreamSqueakyToy FakeIceCreamTreatJar',
  },
  'fake update': {
    funny: 'FakeUpdateHumanEdition FakeUpdateSlothMode LoadingScreenFaces',
    travel: 'FakeUpdateJetLagMode FakeUpdateLayover LoadingAtTheGate',
    speed: 'FakeUpdateDoodleSprint FakeUpdateFreezeTag LoadingBarCountdown',
    tech: 'FakeUpdateStopMotion FakeUpdateCodeYourOwn LoadingScreenHack',
  },
  fireworks: {
    funny:
      'FireworkOohAahMeter MissedTheFireworks DadFireworksImpression FireworksNarrator DoYourBestFirework FireworksPhonesUp GrandmaNamesFireworks BlurryFireworkPhotos',
    cooking:
      'PoppingCandyFireworks FireworkChocolateBark FireworkSprinkleCake FireworksCupcakes FireworkBlueberryTart FireworkStarCookies FireworksParfaitCups FireworkFruitKebabOff',
    pet: 'FireworksCozyDen LickMatForFireworks FireworksEarlyDogWalk FireworksWhiteNoise FireworksCurtainsClosed FireworksPetSafeSpace FireworkNightCuddles FireworkHidingSpotBuild',
  },
  breathwork: {
    dance:
      'BreatheAndSway InhaleExhaleGroove BoxStepBreathing BreathBodyWave BreathworkRibbonTwirl JellyfishBreathDance DeepBreathWaltz BreathingMirrorDuet',
  },
  camping: {
    dance:
      'CampsiteShuffle CampingGlowStickJig CampingLanternSway SleepingBagCampHop HeadlampRave TentPoleTango CampingFlashlightDisco CampingRainPonchoDance',
    cooking:
      'CampsiteBreakfast CampingFoilPackets DutchOvenCampPizza CampingNoCookParfaits GourmetSmoresOff SkilletCobblerCamping CampingPancakeMix CampingCoolerTacos',
    art: 'CampsiteNatureJournal CampingLeafRubbing StarTrailsOverCamp GlowingTentPhoto CampingTwigBrushArt CampPineconeCritters CampoutSketchbook CampingRockPainting',
    pet: 'PetCampingTrip CampingWithMyCat CampingSleepoverBuddy PupTentForReal HappyCamperDog StargazingWithFido CampingPawsTrailWalk CampingLeashedKitten',
  },
  cabin: {
    fitness:
      'CabinFirewoodCarry CabinStumpStepUps CabinMorningHike CabinFeverCardio CabinDockPlank LumberjackLunges CabinPorchYogaFlow CabinWoodpileSquats',
    prank:
      'CabinSpookyKnockPrank CabinLanternTrail CabinStickyNoteStorm CabinOwlHootBluff BigfootWasHere CabinTinyGnomeHunt CabinPineconeInTheBed CabinMooseCutout',
    pet: 'CabinCatWindowWatch CabinHikeWithMyDog CabinPuppyFirstNight CabinSnugBlanketNap CabinPorchPup FiresidePetSnooze CabinCritterReaction CabinFetchInTheWoods',
  },
  firefighter: {
    prank:
      'FirefighterCupcakeDrop FirefighterTeddyRescue FirefighterStickerSneak FiremanHatPhotobomb FirefighterToyTruckTrail FirefighterBootCandyStash CheerTheFirefighters FirefighterWelcomeBanner',
    speed:
      'FirefighterGearUpRace FirefighterBucketRelay FiremanBootsOnIn30 BeatAFirefighterTime FirefighterHoseRollBlitz FirefighterCoatOnSprint FirefighterKnotTying FirefighterPuzzleRush',
    pet: 'FirefighterPupPose FirefighterCatCarrierPrep FirefighterKittyRescue FirefighterPetSafetyKit FirefighterTreatTrail StationDogSalute FirefighterFidoDrill FirefighterWindowDecal',
  },
  apartment: {
    fitness:
      'NoJumpApartmentWorkout SmallSpaceCircuit ApartmentLaundrySquats ApartmentCouchDips OneMatApartmentYoga ApartmentGroceryCarry ApartmentCounterPushups ApartmentDoorwayStretch',
    fashion:
      'ApartmentClosetEdit ApartmentMirrorFitCheck CapsuleWardrobeCondo ApartmentElevatorSelfie LaundryDayApartmentLook ApartmentWindowLightPose CozyApartmentLounge ThriftedCondoStyle',
  },
  insomnia: {
    prank:
      'SheepPlushSurprise InsomniaBedMakeover InsomniaPillowMint InsomniaTeaTrayTreat SecretSleepFairy InsomniaCozySockGift GlowStarsInsomnia NightlightInsomnia',
  },
  kayaking: {
    tech: 'KayakDryPouchDunk KayakMapMyPaddle CanoeWaterproofTest KayakPhoneMountPOV KayakWeatherAppCheck KayakingSafetyGearUnbox GPSArtKayaking KayakingTimelapse',
  },
  crosswalk: {
    fitness:
      'CrosswalkRugLunges CrosswalkMatHighKnees CrosswalkTowelJumps CrosswalkYardAgility CrosswalkBoxStepUps CrosswalkBeepBurpees CrosswalkTapeSquats CrosswalkHallwayCrawl',
  },
  doodle: {
    pet: 'DoodleTheZoomies CatReactsToMyDoodle DoodlePawTrace DoodleMyPet KittenPoseSketchOff PupPortraitIn30 DogDoodleDiary DoodleNappingFurball',
  },
  'cinnamon roll': {
    prank:
      'CinnamonRollWakeUp IcingNoteCinnamonRoll CinnamonRollSockSwirl CinnamonScentAlarm CinnamonRollNestedBoxes CinnamonRollHairdo CinnamonRollTreasureMap CinnamonBunLunchboxSwap',
    wellness:
      'NeighborCinnamonRolls BakeAndBreathe CinnamonRollSlowSunday CinnamonRollCoffeeBreak CinnamonRollBlanketWrap ShareACinnamonRoll CinnamonRollGratitude CinnamonRollCozyMorning',
  },
  swimming: {
    travel:
      'SwimmingWaterParkDay SwimmingWithLifeguards SwimmingAquaticCenterTour SwimmingLessonsAbroad SwimInEveryPublicPool SwimmingHistoryExhibit SwimmingPackingChecklist SwimmingBeachWeekend',
    wellness:
      'SwimmingCalmLaps SwimmingMindfulFloat SwimmingSunriseDip WeightlessSwim DriftYourWorriesAway SwimmingQuietLengths PostSwimmingStretch SwimmingEasyBackstroke',
  },
  california: {
    funny:
      'CaliforniaWeatherFlex CaliforniaVsWinter CaliforniaFreewayNames ParkaAtSixtyDegrees CaliforniaSunscreenDrama SurferDudeImpression NewYorkVsCalifornia RainDayInCalifornia',
  },
  juggling: {
    prank:
      'InvisibleJuggling JugglingTissueTrick JuggleTheirSnacks PlasticEggJuggling JuggleDadsSocks SurpriseJugglingShow JugglingBalloonBluff JugglingPillowAmbush',
  },
  chalk: {
    prank:
      'ChalkComplimentTrail ChalkPortalDoor DrivewayChalkBirthday ChalkMonsterFootprints SecretSidewalkSmiles ChalkWelcomeMat ChalkHopscotchSurprise MailCarrierChalkNote',
  },
  movie: {
    fitness:
      'MovieTrainingMontage MovieCreditsPlank TrainLikeAMovieHero MovieNightBurpees SquatEveryPlotTwist RockyStepsRun ActionMovieAbs MovieTrailerStretch',
  },
  eclipse: {
    prank:
      'EclipsePaperDiscPeekaboo EclipsePancakeTrick EclipseCurtainBlackout EclipseCookieSurprise MoonBlocksTheLamp CrescentShadowReveal BedroomEclipse PhoneScreenEclipse',
  },
  lisbon: {
    dance: 'Tram28Shuffle LisbonFestaDance LisbonFadoSway',
    art: 'PaintYourOwnAzulejo LisbonTramDoodle LisbonStreetArtHunt',
  },
  plyometrics: {
    prank: 'PlyometricsMusicSwap SurprisePlyometricsClass BoxJumpCameraTrick',
    travel: 'PlyometricsOnTheBeach PlyometricsGrassField ParkGymHunt',
  },
  doorbell: {
    tech: 'VideoDoorbellSetup DoorbellNightVision DoorbellMotionZones DoorbellRingtoneSwap AIGuessesWhoRang DoorbellChimeRemix DoorbellDayInTimelapse DoorbellAlertsOnMyPhone',
  },
  earring: {
    speed:
      'FiveEarringSwapsFast EarringOneHandClasp EarringPairMatchRace TenEarringsOneMinute EarringDesignIn60 JewelryBoxSortOff EarringUntangleDash EarringStackSprint',
  },
  'halloween prank': {
    pet: 'HalloweenPrankTreatTrail HalloweenPrankPupHelper HalloweenPrankPetSelfie',
  },
  'sushi go': {
    pet: 'SushiGoCatCuddleRound SushiGoPetPlayer PetPicksTheCard',
  },
  'frying pan': {
    travel:
      'FryingPanCookingClass OnePanPicnicInThePark PanFriedDumplingCrawl SkilletRoadTripMeals FleaMarketSkilletHunt FryingPanBeachCookout FryingPanCabinBrunch FryingPanDinerVisit',
  },
  'home workout': {
    travel:
      'HomeWorkoutAnywhere HotelRoomGym CampsiteCircuit ParkBenchBodyweight RestStopBodyweightReps HomeWorkoutSuitcaseCurls HomeWorkoutOnVacation HomeWorkoutBeachTowel',
  },
  pasta: {
    travel:
      'PastaSaladPicnic PastaMakingClassAbroad CarbCrawlPastaEdition PastaNightAtNonnas SpaghettiAtEveryStop PastaFactoryTour PastaDeliHop PastaItalianMarketVisit',
  },
  soup: {
    pet: 'SoupSupperKittyLap SoupNightSnuggle SoupDayCozyPaws SoupThermosDogHike SouperDogPortrait LadleClankReaction StealthySoupSniffer SoupBowlPetBed',
  },
  paris: {
    art: 'ParisMetroMapArt ParisLouvreRecreate DrawParisFromMemory OneLineParisSkyline MonaLisaRemake PaintLikeAParisian ParisCafeSketch ParisStreetSignCollage',
  },
  staycation: {
    dance:
      'StaycationKitchenTwist StaycationLuauMoves StaycationConga StaycationLimbo LivingRoomDisco BackyardSalsaNight StaycationLineDance SunsetStaycationSway',
    fitness:
      'BackyardBootcamp StaycationBikeLoop TownStairsChallenge StaycationHulaHoopHour StaycationSunriseYoga StaycationStepQuest TrailRunStaycation StaycationPoolPlank',
  },
  haircut: {
    fitness:
      'HaircutFreshFadeJog HaircutSweatTest HaircutGymDebut HaircutHeadbandHIIT HaircutTrimAndTrain HaircutBurpees HaircutWindSprint HaircutJumpingJacks',
  },
  'gift wrapping': {
    funny:
      'GiftWrappingOddShapes GiftWrapScissorsVanished GiftWrappingBowOverload GiftWrapTapeEverywhere GiftWrappingVsReality DadsWrappingJob WrappingWithOvenMitts LeftHandGiftWrapping',
    gaming:
      'PassTheParcel GiftWrapInOvenMitts WhiteElephantWrapping GiftWrappingTournament GiftWrapGuessWhatsInside GiftWrappingBowBingo GiftWrapBoxStacking GiftWrapTagTeamRelay',
  },
  'pokemon go': {
    prank: 'PokemonGoPlushSpawn PokemonGoStickerTrail PokeballSurpriseDrop',
  },
  'paddle board': {
    travel:
      'PaddleBoardSunrise PaddleBoardLessonDay PaddleBoardLifeVestCheck RentAPaddleBoard PackThePaddleBoard PaddleBoardMapPins GuidedPaddleBoardTour CampingPaddleBoard',
  },
  hostel: {
    tech: 'HostelWifiHunt HostelChargerSharing PowerBankSetup',
  },
  prague: {
    art: 'MakeAPragueMarionette PragueClockDoodle DrawAHundredSpires',
  },
  'lady gaga': {
    pet: 'LadyGagaPianoForMyCat GagaPawsUpPet BadRomancePetPortrait',
  },
  'baldurs gate': {
    pet: 'BaldursGatePetCosplay BaldursGateScratchTheDog BaldursGateKittyCuddles',
  },
  'two step': {
    pet: 'HoundDogTwoStep TwoStepPawPartner TwoStepTreatTrail',
  },
  'furniture assembly': {
    fitness:
      'FlatpackBoxLift AllenKeyForearms FurnitureAssemblySquats FlatpackWallSitBuild FlatpackPlankAndTighten RepPerScrew HIITFurnitureAssembly FurnitureAssemblyLunges',
  },
  'construction worker': {
    wellness:
      'ConstructionStretch ConstructionWorkerHydrate ThankConstructionCrews BuilderBreathBreak LunchPailPause BuildBetterHabits BuilderBackCareRoutine BuilderSunscreenReminder',
  },
  jeopardy: {
    wellness: 'JeopardyThinkMusicCalm JeopardyBrainBreak JeopardySlowExhale',
  },
  'rest stop': {
    prank:
      'RestStopSnackSurprise RestStopStickerSneak RestStopJokeInTheCooler RestStopCostumeChange RestStopBalloonWelcome RestStopSillySouvenir SecretRestStopPicnic RestStopPlaylistSwap',
  },
  'red bull': {
    prank: 'RedBullPaperWingsPrank RedBullWingedSlippers GivesYouWingsSurprise',
    pet: 'RedBullCatTunnelDash RedBullDogAgility PetWingsPhotoShoot',
  },
  kite: {
    prank:
      'KiteMessageInTheSky SurpriseKiteBanner KitePhotobomb KiteHallwayGarland AirMailByKite DragonKiteFlyby TinyPaperKiteAmbush KiteBedroomDoorPoster',
    gaming:
      'KiteHeightScore KitePaperDesignDuel LandYourKiteOnTarget LastKiteFlying KiteTrickRound KiteTagGame SpotTheKiteBingo KiteStringLimbo',
  },
  'five senses': {
    speed: 'FiveSensesQuizRace FiveSensesGuessRace FiveSensesSoundMatch',
  },
  'back to school prank': {
    educational: 'BackToSchoolPrankQuiz BackToSchoolPrankFacts BackToSchoolPrankHistory',
    travel: 'BackToSchoolPrankBus BackToSchoolPrankDrive BackToSchoolPrankMap',
  },
  marbles: {
    funny:
      'MarblesDramaticSlowMo MarblesCommentary LostMyMarbles MarbleRunNeverWorks MarbleBackstories TalentShowForMarbles GrandpaStillHasHisMarbles SoreLoserMarbleRace',
  },
  'book report': {
    pet: 'BookReportPetAudience BookReportKittyCritic ReadingToMyDog',
  },
  'grow a garden': {
    prank: 'GrowAGardenGnomeSneak GrowAGardenSurpriseSeed RealSeedPacketGift',
    pet: 'GrowAGardenPetHelper GrowAGardenCatnipPot PetInTheGarden',
  },
  curtain: {
    prank:
      'CurtainFullOfStickyNotes GooglyEyeCurtain CurtainConfettiDrop CurtainBalloonWall WhosBehindTheCurtain CurtainTasselGarland CurtainPlushParade CurtainSunriseSurprise',
  },
  painter: {
    prank:
      'PainterFaceOnTheirEggs PainterPhotoSwap PainterMustacheMug SecretPainterGallery MonaLisaPhotobomb StickyNoteMasterpiece PainterWindowMessage PainterStickFigureHoax',
  },
  playdate: {
    educational:
      'PlaydateVolcanoBuild PlaydateBugHunt PlaydateSinkOrFloat PlaydateScienceLab WillItStick TakingTurnsGame PlaydateShadowShapes PlaydateRainbowMixing',
  },
  bathtub: {
    gaming:
      'BathtubNavalBattle BathtubHoops DuckPondBathtubGame BathtubSpongeTargetToss PirateShipBathtub TubToyTournament BathtubPaperBoatRace MarbleRunBathtub',
  },
  weightlifting: {
    speed:
      'LiftingRepRace OneMinuteWeights GroceryWeightsSpeedrun WaterJugWeightsRelay BeltOnLiftingDash SoupCanLiftingBlitz WeightliftingFormQuiz BeatYourLiftingBest',
  },
  'scooby doo': {
    pet: 'ScoobyDooSnackHunt ScoobyDooDogVoice PetDetectiveSquad',
  },
  foil: {
    travel:
      'FoilPacketCampout FoilPicnicWraps FoilLunchAtTheSummit FoilPackedParkDay FoilTreasureHunt PackItInFoil FoilTravelMascot FoilSouvenirSculpture',
  },
  coffee: {
    prank:
      'LatteArtMessage CoffeeCupGooglyEyes WakeUpToCoffee CoffeeBeanTreasureTrail CoffeeMugMakeover CoffeeStickyNoteSmile CoffeeBreakfastInBed CoffeeSleeveComicStrip',
  },
  indian: {
    pet: 'IndianRangoliOfMyCat PetBollywoodDance IndianWeddingPetGuest',
  },
  coquette: {
    pet: 'CoquettePetPhotoshoot CoquettePetBow CoquettePinkPupBed',
  },
  bobsled: {
    pet: 'DogBobsledTeam BobsledBoxCatNap SnowSledPup',
  },
  'rock paper scissors': {
    prank:
      'RPSMindReader LetLittleSisterWin RPSFakeRules RockPaperScissorsBluff RockPaperScissorsChores PaintedRockReveal TrickRockPaperScissors RockPaperScissorsMagic',
  },
  'fan art': {
    pet: 'PetFanArt FanArtStarringMyPet FanArtCatCameo',
  },
  'spray paint': {
    pet: 'SprayPaintPetPortrait CatSilhouetteSprayPaint SprayPaintBoneStencil AdoptionDaySprayPaint GoldfishMuralSprayPaint TreatJarSprayPaint SprayPaintLeashHook SprayPaintDoghouseSign',
  },
  'blox fruits': {
    pet: 'BloxFruitsDogCheer BloxFruitsPetReaction PetPicksAFruit',
  },
  conga: {
    funny: 'CongaLineAtWork CongaLineThroughHouse CongaFamilyReunion',
  },
  pointe: {
    pet: 'PointeShoePetReaction PointeBalletCatAudience TutuPetPhoto',
  },
  sigma: {
    pet: 'SigmaDogSideEye SigmaCatStare LoneWolfPupPose',
  },
  scuba: {
    pet: 'ScubaCatTunnelDive ScubaDiverFishTank AquariumFishParade',
  },
  brazil: {
    pet: 'BrazilCaramelMuttLove BrazilBeachDog ParrotSambaDance',
  },
  marrakech: {
    fashion: 'MarrakechKaftanFit MarrakechLeatherSlippers MarrakechSoukHaul',
  },
  'room reset': {
    prank:
      'RoomResetSurprise RoomResetPlushLineup RoomResetPillowMint SiblingRoomReset FreshSheetsFairy RoomResetBackwardsBed RoomResetNoteTrail RoomResetMirrorImage',
  },
  encanto: {
    pet: 'EncantoPetGift EncantoKittySerenade CasitaPetDoorReveal',
  },
  queen: {
    pet: 'QueenPetCrownPhoto QueenSongTailWags WeWillRockYouPet',
  },
  'world of warcraft': {
    pet: 'WorldOfWarcraftPetCosplay WorldOfWarcraftBattlePet WorldOfWarcraftCatNap',
  },
  hades: {
    pet: 'HadesPetTheDogIRL HadesHoundBellyRubs CerberusPlushPup',
  },
  catan: {
    pet: 'CatanCatOnTheBoard CatanPetRobber CatanPupResourceHunt',
  },
  'lion dance': {
    pet: 'LionDanceKittySketch LionDancePetReaction LittleLionPup',
  },
  'social studies': {
    prank: 'SocialStudiesMapFlip SocialStudiesDadQuiz TimelineMixUpPrank',
  },
  'chick fil a': {
    pet: 'ChickFilADogTreatRun ChickFilACatBoxFort NuggetPlushFetch',
  },
  'statue of liberty': {
    pet: 'StatueOfLibertyCatSketch StatueOfLibertyPupPose LadyLibertyDogCrown',
  },
  'puerto rico': {
    pet: 'PuertoRicoSatoAdoption PuertoRicoBeachPup PuertoRicoCatCafe',
  },
  shein: {
    prank: 'SheinPackageSurprise SheinHaulForDad SheinBoxFortHideout',
  },
  stoicism: {
    funny: 'StoicismDuringBedtime StoicismVsToddler StoicFaceChallenge',
  },
  bts: {
    pet: 'BTSCatNapPlaylist BTSPetReaction BorahaePuppy',
  },
  'charli xcx': {
    pet: 'CharliXCXPetAppleDance CharliXCXKittyVibes BratPetMoments',
  },
  'qr code': {
    funny:
      'QRCodeDadJoke QRCodeOnEverything QRCodeCookieIcing GrandmasFirstQRCode QRCodeOnMyForehead MenuQRCodeStruggle QRCodeLeadsToMyFace MyCatsQRResume',
  },
  nikon: {
    prank: 'NikonPhotobombDad NikonSurprisePortrait ShotOnNikonCameo',
  },
  spiderman: {
    pet: 'SpidermanPupSketch SpidermanCatPounce PetSpiderSenseTest',
  },
  werewolf: {
    pet: 'WerewolfCatStareDown WerewolfPupHowl FullMoonZoomies',
  },
  'family prank': {
    tech: 'FamilyPrankSmartSpeaker FamilyPrankGroupChat FamilyPrankSelfieFilter',
  },
  soca: {
    pet: 'SocaTailWag PetSocaReaction SocaPupPartyTreats',
  },
  'adventure cat': {
    cooking: 'AdventureCatTrailSnacks AdventureCatPicnicTreats CampingCatCookout',
  },
  'mom prank': {
    pet: 'MomPrankPuppyKisses MomPrankPetHelper DogDeliversTheNote',
  },
  dramatic: {
    pet: 'DramaticDogFlop DramaticPetSigh DramaticCatYawn',
  },
  'sea shanty': {
    pet: 'SeaShantyDogHowl SeaShantyPetCrew SeaShantyCatNap',
  },
  'skee ball': {
    prank: 'SkeeBallTrickShotDad SkeeBallTicketSurprise PaperTicketAvalanche',
  },
  'team building': {
    prank: 'TeamBuildingKudosWall TeamBuildingSurpriseLunch DeskBalloonSurprise',
  },
  apple: {
    tech: 'AppleSliceBrowningCam AppleTimeLapse SlowMoAppleDrop StopMotionApple MacroLensApple 3DScanAnApple AppleProductShot AppleEmojiIRL',
  },
  'nba 2k': {
    prank: 'NBA2KControllerSwap NBA2KVictoryConfetti SurpriseMyPlayerLook',
  },
  shadowboxing: {
    travel: 'ShadowboxingViewpoints ShadowboxingOnTheBeach ShadowboxingParkSunrise',
  },
  titanic: {
    pet: 'TitanicBowPoseWithDog TitanicThemeCatNap CaptainPetPhoto',
  },
  'sri lanka': {
    funny: 'SriLankaTrainWindowFaces SriLankaMonkeySnackThief SriLankaTuktukKaraoke',
  },
  'bucket hat': {
    pet: 'CatNapInBucketHat BucketHatHideAndSeek ShellGameBucketHat TreatHuntBucketHat FetchTheBucketHat BucketHatSnoozeBed BucketHatToyBasket KittenPeekBucketHat',
  },
  rooster: {
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp RoosterPaperEggHunt SurpriseCrowSoundtrack RoosterMaskPhotobomb RoosterStickerSneak',
  },
  unpacking: {
    wellness:
      'MindfulUnpacking UnpackingLofiPlaylist UnpackYourThoughts UnpackingOneBoxADay PostTripSoftLanding HomeAgainExhale UnpackingGratitude SlowUnpackingSunday',
  },
};
