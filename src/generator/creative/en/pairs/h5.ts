import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'speed climbing': {
    pet: 'SpeedClimbingCatTree SpeedClimbingKitten SpeedClimbingScratchPost',
  },
  'stair climb': {
    dance: 'StairClimbLandingShuffle StairClimbWarmUpJive StairClimbBottomStepBop',
    prank: 'StairClimbFinishBanner StairClimbSecretNotes LandingCheerSigns',
    travel: 'StairClimbLookoutViews StairClimbHillTowns TempleStepsTrip',
    speed: 'StairClimbStepUpMinute StairClimbCalfRaise60 FastestTenFloors',
    pet: 'StairClimbLeashManners StairClimbCatEscort PupWaitsAtTheTop',
  },
  'water gun': {
    travel:
      'WaterGunPicnicDuel WaterGunBeachDay WaterparkWeekend PackTheSquirtGun LakeCabinSoakOff SplashParkHopping SquirtGunCampout WaterGunGrandmasYard',
    pet: 'WaterGunPawsOff CatJudgesWaterWar PupSplashPoolParty WaterGunHoundShadeNap RetrieverSoakerFetch WaterDogLakeDay WaterGunDogCoolingMat WaterGunKittenSafeZone',
    gaming:
      'WaterGunDuelAtDawn SplashCaptureTheFlag WaterGunTargetPractice WaterGunKingOfTheHill SquirtGunFreezeTag WaterGunSharkAndMinnows WaterGunFortDefense WaterGunBullseyeBoard',
  },
  'free throw': {
    prank:
      'FakeCrowdFreeThrow FreeThrowBeachBallSwap FreeThrowAnnouncerVoice FreeThrowTinyHoopSwap FreeThrowSwishSoundboard FreeThrowRubberChicken FreeThrowMimeShot FreeThrowConfettiNet',
    cooking:
      'FreeThrowCupcakes FreeThrowBrownieCourt FreeThrowDonutRings BasketballHoopCake ShootAFreeThrowForDessert FreeThrowCakePops FreeThrowPizzaDough FreeThrowJerseyCookies',
    pet: 'FreeThrowDogRebound FreeThrowFurryFanClub FreeThrowCatCourtside FreeThrowFetchOff PetRetrievesTheBall SwishThenTreat FreeThrowSidelineHound PawsUpFreeThrow',
  },
  cinnamon: {
    funny:
      'UnrollTheCinnamonRoll PumpkinSpiceDebate CinnamonIcingMustache CenterBiteReaction CinnamonBunBakeFails CinnamonSnobReview CinnamonInfomercial CinnamonSportsCommentary',
    prank:
      'CinnamonStickMustache CinnamonMessageToast CinnamonScentNoBuns CinnamonGooglyEyeJar CinnamonCookieFortune CinnamonCardboardBakery CinnamonSurpriseBreakfast CinnamonSprinkleSmiley',
    wellness:
      'CinnamonSimmerPot CinnamonTeaRitual CinnamonCandleUnwind CinnamonGratitudeNotes CinnamonCozyBlanketRead WarmSpiceJournal CinnamonOatmealMorning CinnamonMilkBedtime',
    gaming:
      'CinnamonMemoryMatch CinnamonPickUpSticks CinnamonSwirlPuzzle WinTheLastCinnamonRoll CinnamonToastTicTacToe CinnamonTradeRouteGame CinnamonBakeShowdown CinnamonSpiceTrivia',
  },
  'extension cord': {
    dance:
      'ExtensionCordWindUpBop ExtensionCordConga ExtensionCordTwist ExtensionCordLineDance ExtensionCordRobotGroove MoonwalkTheExtensionCord SideStepExtensionCord PassTheExtensionCord',
    fitness:
      'ExtensionCordWrapSquats ExtensionCordSideShuffle ExtensionCordHangUpReach CrabWalkExtensionCord CoilExtensionCordLunges ExtensionCordReelCarry PlankOverExtensionCord ExtensionCordChoreCircuit',
    speed:
      'FastestExtensionCordCoil ExtensionCordUntangleRace ExtensionCordRelay ExtensionCordFinishLine LabelTenExtensionCords ExtensionCordTieUpTimer SortTheExtensionCords ExtensionCordStowRush',
    gaming:
      'ExtensionCordColorBingo ExtensionCordSnakeGame ExtensionCordRingToss ExtensionCordShapeGuess KnotPuzzleExtensionCord MazeOfExtensionCords ToyCarTrackExtensionCord ExtensionCordMemoryMatch',
  },
  goggles: {
    dance:
      'GogglesSynchroSwim GogglesFlipperWaddle GogglesOnDanceOff GogglesRobotMoves GogglesSplashSpin GogglesRaccoonEyesDance GogglesDryLandStrokes GogglesBedroomBoogie',
    wellness:
      'GogglesOnWorldOff GogglesSlowLaps GogglesBubbleWatching GogglesCalmKickboard QuietBehindTheGoggles GogglesTowelStretch MindfulSwimGoggles GogglesFloatBreak',
    speed:
      'GogglesDefogTimer GogglesAdjustIn10 GogglesCoinCollect GogglesLapSprint FastestGogglesOn GogglesTorpedoGlide GogglesRelay GogglesSnapOnRace',
    pet: 'GogglesCartoonHound GogglesFilterBunny GogglesTowelSnuggle PetReactsToMyGoggles GogglesPuppyPeekaboo GogglesOffCuddleTime GogglesCaseChewProof GogglesKittyDoodle',
    gaming:
      'GogglesTreasureHunt GogglesPennyCollect GogglesNoodleRace GogglesSinkingToyGrab GogglesColorTintQuiz GogglesWaterBalloonFight MarcoPoloGoggles GogglesSwimBuddyBingo',
  },
  lifeguard: {
    prank:
      'LifeguardFridgeNote LifeguardCoolerSurprise LifeguardThankYouCard LifeguardHallwayPatrol LifeguardCostumeCameo LifeguardPlushRescue LifeguardEndOfShiftCheer LifeguardPopsicleDrop',
  },
  toast: {
    prank:
      'MessageOnYourToast ToastSmileyInJam ToastEmojiSurprise GooglyEyeToast ToastLetterNameSpell ToastHiddenCompliment ToastHeartCutout ToastAsBirthdayCake',
  },
  summer: {
    prank:
      'SummerChalkArtSurprise WaterBalloonSummerWar SummerPopsicleDelivery SummerFrozenTShirt IceCreamTruckJingle SummerFlipFlopSwap SummerFakeSnowDay SummerShellNoteHunt',
    tech: 'SummerSunsetWallpaper SummerPlaylistByAI SummerDIYFanBuild SummerStargazingApp BeatTheHeatHack SummerSolsticeTimeLapse SummerSlowMoSplash SummerPhotoDumpEdit',
    pet: 'SummerCoolMatNap SummerFrozenTreats SummerSprinklerZoomies CatSummerSunbeam DogDaysOfSummer PupsicleTasteTest SummerShadyWalkies SummerBunnyShadeHut',
  },
  mediterranean: {
    funny: 'MediterraneanOliveFaces MediterraneanMezzeRanking HummusAddictConfessions',
    prank: 'MediterraneanPicnicDrop MediterraneanMezzeReveal ChocolateHummusFakeout',
    tech: 'MediterraneanRecipeAI MediterraneanVirtualTour OliveOilPressTech',
  },
  sewing: {
    speed:
      'SewingFabricFoldRace SewingButtonSortDash SewingSpoolStackRush SewingPatternPieceMatch OneHourOutfit BobbinWindBlitz SewingStitchNameQuickfire SewingRibbonRollUp',
  },
  kayaking: {
    funny:
      'KayakExitStruggle TandemCanoeChaos KayakingEntryAttempts KayakingWetSocks KayakingFirstTimeFaces KayakingSnackNegotiation LivingRoomKayaking KayakingSportscaster',
  },
  glasses: {
    funny:
      'GlassesOnMyHead GlassesFogUpFail GlassesOffBlurryWorld GlassesWearerProblems GlassesCleanWithShirt WhereAreMySpecs GlassesSlideDownNose GlassesLostInPlainSight',
    prank:
      'GooglyEyeGlasses GlassesHeartLensReveal GlassesNoseDisguise SpecsOnEveryStatue EmptyFrameFakeout GlassesDrawnOnPhotos GlassesCaseLoveNote GlassesTwinningAmbush',
  },
  'norwegian forest cat': {
    fitness: 'NorwegianForestCatYoga NorwegianForestCatWand BigCatStretchFlow',
    prank: 'WegieLynxPrank NorwegianForestCatCutout ForestCatDecoy',
    speed: 'WegieTreatPuzzleRace WegieFluffBrushTimer NorwegianForestCatZoom',
  },
  sailor: {
    prank:
      'SailorMessageBottle SailorKnotBraceletGift SailorSpeakAllDay PirateMapSurprise AhoyWakeUpCall SailorSwabsTheDishes TinySailorInvasion SailorHatOnTheLamp',
  },
  clothespin: {
    prank:
      'SneakyClothespinClip GooglyEyeClothespins ClothespinNoteTrail ClothespinSnackLock ClothespinComplimentChain ClothespinEverything ClothespinSecretTag ClothespinBackPat',
    gaming:
      'ClothespinTag ClothespinTowerStack ClothespinTicTacToe ClothespinMemoryMatch HideTheClothespin DontGetClipped ClothespinHotPotato BingoClothespinMarkers',
  },
  curry: {
    prank:
      'CurryPretendItsTooHot CurryFakeTakeoutBox CurryDinnerBellWakeUp CurryPotTinyChefHat CurrySurprisePicnic CurryTeddyCookCameo CurryLunchboxNote CurryMenuCardAtHome',
    pet: 'PetNamedCurry CurrySpiceCabinetLock CurryDinnerCatStare CurryNightCatSupervisor PostCurryDogWalk NoCurryForYou CurryEveningBellyRubs CurryPuppyPortrait',
  },
  mascara: {
    speed:
      'MascaraIn10Seconds MascaraSpeedCoat MascaraRelay LashStripSpeedrun FastestFalseLashes BothEyesMascara OneStrokeMascara MascaraDrawerTidyRace',
  },
  'go kart': {
    pet: 'CatInACardboardKart GoKartPitCrewPup GoKartPetCheerleader PoochPolePosition GoKartHoundHighFive GoKartTrophyPose GoKartTreatFinishLine GoKartTrackBunnyTunnel',
  },
  ghost: {
    fitness:
      'DontGhostYourWorkout GhostSheetSquats GhostTiptoeLunges GhostChaseSprints GhostBooBurpees GhostFloatArmCircles GhostHoverPlank GhostJumpingJacks',
    pet: 'GhostToyHideAndSeek GhostTreatHunt CatSeesAGhost GhostPlushFetch GhostMovieNightSnuggle SpookyShadowZoomies GhostBoxBunnyHideout GhostStoryHoundCuddle',
  },
  'st patricks day': {
    pet: 'StPaddysLuckyPetPic StPatricksDogBowtie StPaddysCatInTheClover StPatricksRainbowWalk PuppyFindsTheGold StPatricksDayPupParade StPatricksDayShamrockToy StPatricksTreatHunt',
  },
  milkshake: {
    fitness:
      'MilkshakeEarnedIt ShakeItOffCardio MilkshakePlankHold BikeToTheMilkshake MilkshakeMile SquatsForMilkshakes MilkshakeJumpRope MilkshakeDanceWarmUp',
    pet: 'BlendAPupShake MilkshakePlushFetch MilkshakeAndCatTreatDate MilkshakeAndWalkies MilkshakeBoothSnuggle PetDinerPhotoOp MilkshakeSqueakyToy MilkshakeKittyPortrait',
  },
  shark: {
    funny:
      'SharkSlippersChomp SharkMovieReactions SharkPlushTalentShow JawsThemeEntrance BabySharkStuckInHead SharkTankPitchParody SharkWeekNarrator IfMySharkCouldTalk',
    prank:
      'SharkFunFactNotes SharkSlipperAmbush SharkPlushInTheBed SharkInTheFridge JawsThemeDoorbell BabySharkOnRepeat GummySharkLunchbox SharkDoodleOnTheirBanana',
    tech: 'SharkAppMigrationMap LifeSizeSharkInMyRoom TurnIntoASharkFilter SharkSoundEffectsMix NameThatSharkAI TrackAGreatWhite SockSharkStopMotion SharkGreenScreenSwim',
  },
  'mount fuji': {
    funny: 'MountFujiPhotobombPose MountFujiCloudyDayFail FujisanPerfectShotHunt',
  },
  motorcycle: {
    funny:
      'MotorcycleHelmetHair MotorcycleRiderTypes MotorcycleGearUpStruggle MomMeetsMyMotorcycle MyDogRatesMyMotorcycle OneMoreBikeIPromise MotorcycleVroomOff MotorcycleSoundsByDad',
    pet: 'MotorcycleJacketCuddle NapNextToTheMotorcycle MiniMotorcycleToyChase MotorcyclePetWelcomeHome DrawMyDogOnAMotorbike MotorcyclePupPortrait MotorbikeTreatPuzzle CatCardboardMotorcycle',
  },
  'diaper change': {
    prank:
      'DiaperChangeSurpriseNote OnesieMessageReveal DiaperChangeDadJokes DiaperChangeSillySongs DiaperChangeDoneAlready TeddyNeedsADiaperChange DiaperChangeGoldMedal RiggedDiaperChangeDraw',
    travel:
      'DiaperChangeRoadTrip BabyTravelBagPack AirplaneDiaperChange DiaperChangeCafeRating RestStopDiaperChangeRoom DiaperChangeStationReview PortableDiaperChangeKit MuseumDiaperChangeHunt',
    pet: 'DiaperChangeQuietHound DiaperChangeKittyGate PetMeetsTheBaby SeniorPupDiaperChange ParrotSaysDiaperChange DiaperChangeTreatBreak DiaperChangeMatStay DiaperChangeNapBuddy',
  },
  camouflage: {
    prank: 'CamouflageCouchSurprise CamouflagePlantPhotobomb BlendInPeekaboo',
  },
  firefighter: {
    prank:
      'FirefighterCupcakeDrop FirefighterTeddyRescue FirefighterThankYouCards FiremanHatPhotobomb FirefighterToyTruckTrail FirefighterBootCandyStash CheerTheFirefighters FirefighterWelcomeBanner',
  },
  abs: {
    prank:
      'FakeAbsReveal AbsCheerleaderCameo AbsBeforeIceCream SurpriseAbsCoach AbsCrunchTimeAlarm MirrorAbsDoodle CountingWrongAbs PizzaBoxAbsNote',
  },
  grandma: {
    prank:
      'GrandmaWhoopeeCushion GrandmaSurpriseVisit NanaPhotobomb GrandmaRubberChickenCall GrandmaSaysNoCap GrannyWearsMyHoodie GrandmasCookieJarVeggies GrandmaPretendsNotToHear',
    pet: 'GrandmasSpoiledPet GrandmaCrochetBlanket PuppyMeetsGrandma CatNapOnGrandma GrannysGoodBoy GrandmaLapDogDuty BabyTalkLikeGrandma GrandmaVsMeTreatTest',
  },
  dating: {
    prank:
      'DatingCheesyPickupLines DatingTwinOutfitReveal DatingTicketsInLunch DatingFortuneCookie BoringPlansPlotTwist MysteryDateEnvelope DatingSurpriseSunsetWalk DatingPizzaHeart',
  },
  college: {
    prank:
      'CollegeRoommateRingtone MoveInDaySurprise SecretStudyCandyDrop CollegeDoorTakeover CollegeDormFoilPrank CollegeBalloonRoom PopUpCollegeVisit CollegeStickyNoteCheer',
    cooking:
      'CollegeMugCake DormRoomRamenUpgrade BrokeCollegeChef DiningHallHacks CollegeRiceCookerChili CollegeOvernightOats WaffleIronCollegeEats CollegeFiveDollarDinner',
  },
  brunch: {
    pet: 'PupBrunchParty BrunchLickMatTreat BrunchCatLoafPose TakeMyDogToBrunch PetSafeBrunchBoard BarkfastClub BrunchPatioPooch BrunchKittyPicnicDate',
  },
  sandwich: {
    prank:
      'SandwichCakeLookalike SandwichCutterShapes LunchboxSandwichNote SandwichGooglyEyes SandwichBagDoodle SixFootSubSurprise SandwichFaceLunch SandwichNameInMustard',
  },
  cruise: {
    pet: 'CruiseDogSitterReunion AfterCruiseKittenHug CruisePostcardToPup PetUnboxesCruiseGift PawsOnDeck CruisePetCamCheckIn CruiseReturnZoomies CruiseSouvenirDogToy',
  },
  italy: {
    fitness:
      'ItalyTarantellaCardio ItalyPastaPotCurls ItalySquatsToOpera WalkLikeAnItalian ItalyDiscoHIIT ItalyBikeRideSunday ItalyPizzaPlank ItalyGelatoEarnedLunges',
  },
  halloween: {
    prank:
      'HalloweenSkeletonPoses HalloweenGooglyEyes HalloweenCostumeCameo HalloweenWitchHatOnDad PaperBatSwarm HalloweenFridgeFaces HalloweenMonsterMugs HalloweenDoorGhostNote',
    pet: 'HalloweenDoorbellTraining BlackCatHalloween HalloweenCandyOutOfReach HalloweenQuietRoomKitty HalloweenBatToyPounce HalloweenPumpkinPup HalloweenTreatTrick HalloweenCalmPetCorner',
  },
  walking: {
    prank:
      'WalkingNoteTrail MysteryWalkingRoute WalkingFinishRibbon ChalkTheirWalk WalkingBuddyBalloonArch WalkingPlaylistSurprise WalkingCoffeeHandoff WalkingMedalAtTheDoor',
  },
  marker: {
    prank:
      'MarkerMirrorMessage MarkerEggFaces MarkerLunchBagComic MarkerComplimentCards WindowHelloSketches WhiteboardWakeUpNote BananaMarkerGreeting MarkerMoustacheMug',
  },
  gadget: {
    prank:
      'GadgetVoiceAssistantJoke GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing GadgetComplimentAlarm GadgetSpeakerSerenade GadgetSmartLightDisco GadgetCrackedScreenGag',
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest GadgetSnuffleMatReview GadgetAutoBallLauncher GadgetFeederCamPOV GadgetPuppyWaterFountain',
  },
  playground: {
    pet: 'DogAgilityPlayground PlaygroundForTheCat HamsterPlaygroundBuild GuineaPigPlayground PlaygroundSniffWalk BunnyHopscotch DIYKittenPlayground PlaygroundPupPicnic',
    prank:
      'PlaygroundTreasureHunt PlaygroundChalkMessage PlaygroundSecretHandshake PlaygroundPicnicPop GooglyEyeSwingSet SlideIntoConfetti PlaygroundBalloonDrop PlaygroundCheerTunnel',
  },
  party: {
    pet: 'PartyGreeterPup PartyKittyHideaway PartyAnimalForReal PartyDogTreatTable PartyLickMatBuffet PupcakeCelebration PartyTrickShowcase PartyBunnyQuietCorner',
  },
  'blanket fort': {
    prank:
      'PillowFortTakeover BlanketFortSecretSnacks BlanketFortInTheirRoom BlanketFortPassword NoGrownupsAllowed BlanketFortFullOfTeddies WakeUpInBlanketFort DoorwayBlanketFort',
  },
  guacamole: {
    pet: 'NoGuacForYouPup GuacamoleCounterGuard GuacamoleGreenPawtrait AvocadoSqueakerFetch GuacamoleColorPetBed HolyGuacaMeow GuacamoleHowlAlong GuacamolePlushForKitty',
  },
  candy: {
    pet: 'CandyHeartSnuffleMat CandyPlushToyFetch HideTheCandyFromCat CandyMachineKibble PetTreatCandyJar CandyColorKittyPortrait DogBiscuitCandyShop CandyCornPrintPupBed',
    funny:
      'CandyTierList SourCandyFace CandyParentTax CandyTradeWars WhoAteMyCandy CandyWrapperFashionShow GrandmasPurseCandy HalloweenCandyAudit',
  },
  cheetah: {
    prank:
      'CheetahFactsFridgeNote CheetahOnesieWelcome CheetahPrintTakeover CheetahChirpDoorbell SafariRoomMakeover SpotsOnEverything StuffedCheetahCarSeat SneakyCheetahEars',
  },
  'miley cyrus': {
    pet: 'MileyCyrusPupSingAlong MileyPetSerenade HoedownPetParty',
  },
  sunburn: {
    prank:
      'SunburnParasolDelivery SunburnAloeFridgeStash LobsterCostumeReveal SunburnShadeButler SunscreenReminderNotes SunburnBeachHatSurprise SunburntSelfieFilter SunburnCoolTowelRescue',
  },
  tailgate: {
    pet: 'TailgateShadeAndWater TailgateQuietCrateNap TailgateMascotPuppy TailWagTailgate TailgateBackyardFetch DogsOfTheTailgate TailgateHalftimeTricks FurryFanTailgate',
  },
  'med school': {
    prank: 'MedSchoolSkeletonSurprise MedSchoolFakeQuiz MedSchoolStudyCareBox',
  },
  whale: {
    funny:
      'WhaleSockPuppetDrama WhaleOrJustAWave WhaleYouBeMyFriend DoYourBestWhaleCall WhaleFactsButWrong WhalePunOff WhaleHelloThere WhaleSizedYawn',
    prank:
      'WhaleSongAlarm WhaleNoisesOnVideoChat WhaleLunchboxNote WhalePlushInBed WhaleCallDoorbell WhalePancakeBreakfast FakeWhaleSighting WhaleOnTheWindow',
  },
  'amalfi coast': {
    pet: 'AmalfiCoastPupSiesta AmalfiCoastDogTrip PositanoPetPose',
  },
  jungle: {
    prank:
      'JunglePlushPhotobomb JungleVineStreamers JungleRoomMakeover WakeUpInTheJungle JungleAnimalPancakes JungleFootprintTrail JungleSoundsAlarm JungleBananaPhoneCall',
  },
  blue: {
    prank:
      'BlueMilkSurprise SecretlyBluePancakes BlueStickyNoteWall EverythingBlueMorning IceCubesGoneBlue BlueStreamerDoorway BlueBalloonRoom BlueMashedPotatoes',
    pet: 'BlueFeatherWandPlay DogsSeeBlueTest BlueBallFetch BlueSnuffleMatHunt MatchingBlueWithMyPet BlueBubbleChase BlueCollarKitty BlueToyTugOfWar',
  },
  seagull: {
    funny:
      'SeagullDramaticNarration NegotiateWithASeagull SeagullWaddleWalk DoYourBestSeagull SeagullSideEye BeachLunchBodyguard SeagullFinalBoss SeagullSaidMine',
  },
  gradient: {
    pet: 'PetGradientPortrait GradientChewToyLineup OmbreFurPhoto',
  },
  'is it cake': {
    pet: 'IsItCakePetLookalike IsItCakeFurBabyPortrait PetShapedCakeReveal',
  },
  chips: {
    prank:
      'ChipBagRustleSummon ChipsDipSmileyPlate ChipClipOnEverything LeaveOneChip CrispsInTheCookieTin CerealBoxFullOfChips ChipsPacketOfLettuce ChipsRefilledWithPopcorn',
  },
  mattress: {
    prank:
      'BubbleWrapMattress PeaUnderTheMattress SqueakyToyInTheSheets ApplePieBedTrick MattressTeddyLineup MattressBalloonFloor MattressPlushieParty MattressPillowMountain',
    travel:
      'HotelMattressRating AirMattressCampout MattressShowroomNap MattressMotelSleepScore HostelBedLottery GrandmasMattressReview RankEveryMattress UnderTheStarsMattress',
  },
  snow: {
    music:
      'SnowCrunchBeat SnowDayJingle SnowBootStompRhythm FrostyTheSnowmanSong SnowedInKaraoke WinterWonderlandCover LipSyncInTheSnow SnowShovelDrumline',
    pet: 'FirstSnowZoomies PawPrintsInSnow SnowTowelDryOff SnowballCatchPup SnowFaceplantDog CatVsSnowflake SnowMazeForPets SnowSniffHunt',
  },
  ship: {
    prank:
      'ShipHornAlarmClock BonVoyageSurprise ShipInABottleNote PirateShipBreakfast ShipCaptainAnnouncement PaperFleetOnTheDesk ShipAhoyDoorbell ShipMapToTheirCookies',
    gaming:
      'ShipBuildOff ShipDeckDodgeball ShipCaptainsComing SinkMyBattleship PirateShipTreasureHunt ShipFlagSignalQuiz ShipwreckSurvivalGame ShipPortOrStarboard',
  },
  spork: {
    gaming:
      'SporkStackTower FindTheGoldenSpork SporkTableHockey SporkTrickShots SporkJenga SporkShellGame SporkPingPong MiniGolfWithSporks',
  },
  'measuring cup': {
    pet: 'MeasuringCupKibble TreatInAMeasuringCup CatVsMeasuringCup PetMealMeasuringCup MeasuringCupPortionGuide BirdBathMeasuringCup SlowFeederMeasuringCup MeasuringCupWaterCheck',
  },
  disco: {
    prank: 'SurpriseDiscoParty DiscoDanceBreakAlarm MirrorballWakeUp',
  },
  tennis: {
    prank:
      'TennisBallRoomFill TennisSmileyFaces MatchPointConfetti TennisCheerSquad TennisStrawberryPicnic TennisCommentatorWakeUp TennisLoveNotes TennisGruntAtBreakfast',
  },
  selfie: {
    prank:
      'SelfieStickyNoteSmile SelfieFloodMomsPhone FridgeMagnetFaces PhotobombTheirSelfie SelfieFilterSwitch SelfieWallpaperSwap SelfieSurpriseCrowd SelfieCutoutAtDinner',
  },
  roommate: {
    tech: 'RoommateChoreWheelApp RoommateDeskGlowUp RoommateLightShow FlatmateTechSupport WhoHogsTheWifi RoommateBillSplitter RoommateSharedCalendar RoommateGroupChatNames',
  },
  reading: {
    prank:
      'ReadingNookSurprise ReadingDustJacketSwap CozyReadingFortReveal UpsideDownReadingPrank ReadingGlassesGooglyEyes ReadingFakeSpoiler ReadingComplimentSlip ReadingBookmarkShift',
  },
  mexico: {
    pet: 'MexicoBeachDog PetsOfMexico MexicoShadyCourtyardCat MexicoTileSnuffleMat PapelPicadoPetShoot MexicoPetNameReveal MexicoCactusPlushFetch MexicoSunnyPatioNap',
  },
  korea: {
    prank: 'KoreaHangulNameNote SurpriseKoreaTrip KdramaMusicPrank',
  },
  contour: {
    prank: 'ContourMysteryShade ContourSurpriseGlam ContourArtistCameo',
  },
  'zero waste': {
    prank: 'ZeroWasteGiftSurprise ZeroWasteNoteInJar PlasticFreeSurprise',
  },
  ai: {
    funny:
      'AIDescribesMyFridge AIGuessesMyAge AIRoastsMyRoom AIWritesMyExcuse DadJokesByChatbot MemeExplainedByAI AITriesTongueTwisters AIJudgesMyLunch',
  },
  camera: {
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome CameraCapGooglyEyes CameraTimerPhotobomb CameraSayCheeseFakeOut CameraWaterSquirtPrank CameraCrewForMom CameraSlideshowTribute',
  },
  puppy: {
    prank:
      'PuppyPicturePillow PuppyKissAlarm PuppyPileWakeUp PuppyWelcomeBanner PuppyPhotobombCall SqueakyToyAmbush PlushPuppySwap PuppyDeliversTheNote',
  },
  'bearded dragon': {
    prank: 'BeardedDragonPlushSwap FakeBeardTwinning BeardedDragonCutoutCameo',
  },
  kathak: {
    funny: 'KathakDadTriesIt KathakSpinsAtHome KathakGhungrooGiggles',
  },
  'dance class': {
    prank: 'DanceClassFlashMobGift DanceClassSurpriseGuest SurpriseRoutineSwitch',
  },
  lebron: {
    pet: 'LebronBallToyChase LebronDunkPlushFetch PupHeadbandLook',
  },
  'ice cream truck': {
    pet: 'IceCreamJingleHowl IceCreamTruckWindowWag IceCreamConePlushFetch IceCreamTruckHoundSniff IceCreamTruckLickMat TruckMusicZoomies IceCreamTruckDogTreats IceCreamTruckCatReaction',
  },
  'public speaking': {
    prank: 'PublicSpeakingCheerCards PublicSpeakingRandomTopic SecretWordSpeech',
  },
  burrito: {
    prank:
      'TuckThemInLikeABurrito BurritoNapkinNote BurritoPlushPillowDrop BurritoWrappedPresent ItsNotABurrito BurritoJokeLabel BurritoGooglyEyes BurritoCakeFakeout',
  },
  donut: {
    prank:
      'DonutBoxFullOfVeggies DonutDeliveryForDad DonutGooglyEyeDozen MiniDonutCereal DonutTowerSurprise DonutMessageOnTheLid DonutHolesOnlyJoke DonutPlushBedtime',
  },
  'hot dog': {
    prank:
      'HotDogPlushOnTheirPillow BananaHotDogFakeout HotDogCostumeDoorbell MustardHeartHotDog HotDogBunPuppetShow HotDogKetchupSmiley PoundCakeHotDog LunchboxHotDogNote',
  },
  cancun: {
    tech: 'CancunSunriseTimelapse CancunWaterproofPhoneTest ReefSnorkelCam',
  },
  punk: {
    pet: 'PunkRockPetPortrait PunkSpikyChewToy PetReactsToPunkRock',
  },
  marbling: {
    pet: 'MarblingCatMesmerized MarblingPupKeepsakeCard PetNameSwirlArt',
  },
  sky: {
    pet: 'SkyGazingWithMyCat SkyPatternChewToy PupChasesSkyBubbles KittenBirdSkySpotter DogWatchesTheSunset GoldenHourPetPortrait HowlAtTheNightSky SkyLookoutWindowPerch',
  },
  'pet costume': {
    prank:
      'PetCostumePlushieModel CatCostumeDoorGreet PetOutfitOnAHouseplant DogSweaterRobotVacuum TeddyWearsMyCatSweater MugInADogSweater CoffeeRunInADogCostume SnowmanInAPetOutfit',
  },
  'human fall flat': {
    fitness: 'HumanFallFlatArmSwings HumanFallFlatCoreHold WobblyBobPlank',
  },
  'paso doble': {
    pet: 'PasoDobleWithMyDog PasoDoblePetPortrait CapedPupPose',
  },
  barbell: {
    prank: 'BarbellPaperPlates BarbellSurpriseCheerSquad BarbellMotivationNote',
  },
  plumber: {
    prank:
      'PlumberDripSoundPrank PlumberCostumeReveal PlumberCookieToolbox GooglyEyePlumbing CoinUnderTheSink FakeMustacheFixer PlumberThankYouSnacks PlumberDuckArmy',
  },
  'online school': {
    prank: 'OnlineSchoolPetCameo OnlineSchoolSillyHat OnlineSchoolBuddyCards',
  },
  tortilla: {
    pet: 'DogNamedTortilla TortillaPupSnuffleMat TortillaPlushFetch TortillaTreatPuzzle TortillaPillowHound PetFiestaPortrait KittenTortillaBlanket TortillaCatBedNap',
  },
  dublin: {
    pet: 'DublinParkDogWalk DublinRainyDayCuddle DublinHoundPortrait',
  },
  caribbean: {
    tech: 'CaribbeanSunsetTimelapse CaribbeanHurricaneTracker CaribbeanPaletteEdit',
  },
  insomnia: {
    educational:
      'InsomniaBlueLightFacts WhatCausesInsomnia REMCycleQuiz InsomniaBedtimeChecklist InsomniaMythBusters WhyInsomniaAt3AM InsomniaDiaryStudy CaffeineAndInsomnia',
  },
  'shania twain': {
    pet: 'ShaniaTwainDogWalk ShaniaTwainHoundHowl LetsGoPuppy',
  },
  rainbow: {
    pet: 'RainbowPetPortrait RainbowSnuffleMat RainbowCatTunnel PuppyRainbowBallPit PupChasesRainbows RainbowCollarStrut PickARainbowToy RainbowTreatHunt',
  },
  'demon slayer': {
    pet: 'DemonSlayerPetCosplay DemonSlayerPetHaori DemonSlayerPlushFetch',
  },
  'life cycle': {
    travel: 'LifeCycleButterflyGarden LifeCycleNatureWalk LifeCycleFarmTrip',
  },
  'gut health': {
    prank: 'GutHealthSmoothieSurprise GutHealthyLunchNote KimchiJarGift',
  },
  'thanksgiving prank': {
    pet: 'ThanksgivingPrankPet ThanksgivingPrankToy ThanksgivingPrankCatBox',
  },
  tulum: {
    tech: 'TulumRuinsTimelapse TulumDroneShot CenoteWaterproofCam',
  },
  'curling iron': {
    tech: 'CurlingIronAutoOffCheck CurlingIronTimelapse AIHairstyleCurlingWand CurlingWandSlowMoBounce RingLightCurlingTongs CordlessCurlingIronTest SectionTimerCurlingIron SplitScreenCurlingWand',
  },
  'monster hunter': {
    fitness: 'MonsterHunterWorkout MonsterHunterLegDayQuest MonsterHunterBearCrawl',
  },
  cabo: {
    tech: 'CaboDroneShots CaboSunsetPhotoWalk ArchTimelapse',
  },
  'taste test': {
    prank: 'TasteTestSameThreeCups TasteTestHonestVotes TasteTestFancyPlating',
  },
  boston: {
    prank: 'BostonCreamPieSurprise BostonHarborPostcard LobsterPlushSurprise',
  },
  'wood carving': {
    prank: 'WoodCarvingHiddenOwl WoodCarvingSecretNote WoodCarvingNameSign',
  },
  bridesmaid: {
    prank:
      'BridesmaidDressFakeOut BridesmaidAskPlotTwist BridesmaidJobInterview MaidOfHonorContract VeggieBouquetBridesmaid DinoThemeBridesmaids BridesmaidSurpriseToast EndlessBoxBridesmaid',
  },
  'light bulb': {
    prank:
      'LightBulbIdeaDoodle LightBulbSlowDim SpookyGreenLightBulb LightBulbColorWakeUp LightBulbStickyNotes PinkLightBulbEverywhere LightBulbRainbowRoom LightBulbBlueMoodLamp',
  },
  daisy: {
    pet: 'DaisyFieldZoomies DaisySnuffleMatHunt DaisyPetPortrait NapInTheDaisies PupInTheDaisyPatch UpsyDaisyTrick DaisyPlushFetch DaisyCollarCharm',
  },
  'cereal box': {
    prank:
      'CerealBoxComicStrip CerealBoxPuzzleMaze GooglyEyeCerealBox YourFaceOnACerealBox CerealBoxFullOfVeggies CerealBoxTreasureMap CerealBoxJokeBack CerealBoxFortunes',
  },
  ramen: {
    tech: 'SlowMoRamenSlurp ShootYourRamenLikeAnAd SmartKettleRamenTest AIRatesMyRamen RamenToppingTimelapse ViralRamenTrickTested LongDistanceRamenDate RamenFoodPhotoGlowUp',
  },
  'hash browns': {
    speed:
      'HashBrownSqueezeRace FrozenHashBrownStack HashBrownPlateUpRush HashBrownSpatulaRelay SetTheTableHashBrowns AirFryerHashBrownIn15 HashBrownDishDash HashBrownsCountdownQuiz',
  },
};
