import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'low battery': {
    prank:
      'LowBatteryFakeOut LowBatteryWallpaper LowBatteryLoveNote DeadPhoneRescue LowBatteryCableBow OnePercentPanic LowBatteryNinjaCharge HumanLowBatteryAlert',
    travel:
      'LowBatteryCityWalk LowBatteryAskALocal LowBatteryChargingStop DeadPhoneDayTrip PaperMapOnly HomeBeforeOnePercent LowBatteryBuddySystem LowBatteryPowerBankPack',
  },
  balcony: {
    dance:
      'BalconyBoogie StringLightSway BalconyWaltzForTwo GoodMorningBalconyDance BalconySunsetShuffle NeighborDanceOff BalconyHandJive BalconySambaStep',
    fitness:
      'BalconyYoga BalconyWallSit TinyBalconyBootcamp OneMatBalconyHIIT BalconyBandRows FreshAirPlanks BalconyBurpeeBreak BalconyStretchFlow',
    prank:
      'BalconyFakeParrot BalconyBannerAmbush BalconyWelcomeSign GnomeOnTheBalcony RomeoStyleSerenade BalconyOwlDecoy BalconyFlamingoFlock BalconyBalloonSurprise',
    travel:
      'BalconyIsMyResort BalconyBreakfastAbroad BalconyCafeCrawl RateMyHotelBalcony BestBalconyViewHunt BalconySpottingWalk GuessTheBalconyCity WaveFromEveryBalcony',
    speed:
      'BalconyTidyDash BalconyWateringBlitz BalconyMakeoverRace BalconyHerbLabelSprint RepotInRecordTime BalconySweepTimeTrial FiveMinuteBalconyCafe BalconyBeatTheRain',
    pet: 'BalconyPetSafetyCheck BalconyShadyWaterBowl BalconyCatGrassGarden BalconyPupLawn BalconyPicnicForFido BalconyKittyMeshGuard BalconyWindowPerchView BalconyDoorBirdWatch',
  },
  'laser tag': {
    pet: 'LaserTagTreatBreak LaserTagPupChillZone GlowVestPetParade',
  },
  'campfire song': {
    dance: 'CampfireSongClapAlong CampfireSongHandMotions CampfireSongSeatedSway',
    travel: 'CampfireSongCampTrip CampfireSongCabinPorch LakesideSingAlong',
    pet: 'CampfireSongWithMyDog CampfireSongPetHowl CampfireSongCatSerenade',
  },
  'potato battery': {
    pet: 'PotatoBatteryKittyLamp PotatoBatteryPupPortrait SpudScientistPet',
  },
  'fire drill': {
    dance:
      'FireDrillConga FireDrillStepTouch ShuffleOutFireDrill FireDrillSafeSpotDance FireDrillMarch FireDrillCalmExitWalk FireDrillRobot ZigZagFireDrill',
    prank:
      'FireDrillTeddyRollCall FireDrillHeroStickers FireDrillMedalCeremony FireDrillPopsicles FireDrillThankYouCards ConfettiAtTheExit FireDrillStuffieEscape FireDrillGoldStarWall',
    speed:
      'BeatTheFireDrillTimer FireDrillShoeRace FireDrillCrawlSprint FireDrillOutIn60 FireDrillQuickHeadcount FireDrillRollRelay FireDrillStopwatch NinetySecondFireDrill',
    pet: 'FireDrillCarrierTest DogFireDrillRecall FireDrillLeashByDoor FireDrillPetHeadcount FireDrillCrateComfort FireDrillPetExitPlan KittyFireDrill TreatTrailFireDrill',
  },
  'april fools': {
    cooking:
      'AprilFoolsGiantCookie AprilFoolsUpsideDownCake IsItRealAprilFools AprilFoolsSillyFacePizza AprilFoolsPancakeTacos AprilFoolsRainbowToast AprilFoolsSushiCandy AprilFoolsFauxFriedEgg',
    art: 'AprilFools3DDrawing AprilFoolsSillyPortrait AprilFoolsClayFood AprilFoolsOpticalIllusion AprilFoolsGiantHandPics AprilFoolsObjectFaces AprilFoolsMiniMuseum AprilFoolsStickyNoteArt',
  },
  'katy perry': {
    funny: 'KatyPerryFoodCostume KatyPerryRoarAtWork KatyPerryLipSyncFail',
    prank: 'KatyPerryWakeUpRoar KatyPerrySurpriseSong KatyPerryPlaylistSwap',
    educational: 'KatyPerryCareerStory KatyPerryVocalTips KatyPerryLyricsDecoded',
    pet: 'KatyPerryPetRoar KatyPerryCatSerenade FireworkSafePets',
  },
  'cracked screen': {
    educational:
      'WhyScreensCrack HowPhoneGlassWorks CrackedScreenRepairMath BrokenScreenRiceMyth CrackedScreenRecycling FixOrReplaceBrokenPhone CrackedScreenSafetyTips BrokenScreenTouchScience',
    art: 'CrackedScreenMosaic TurnTheCrackIntoArt SpiderWebSketch CrackedScreenDoodleVines BrokenScreenStainedGlass KintsugiBrokenScreen LightningBoltFakeCrack BrokenPhoneCasePainting',
    tech: 'CrackedScreenCloudSync VoiceControlBrokenScreen CrackedScreenDeadZoneMap BrokenScreenMirrorToTV BrokenPhoneAsWebcam AutoBackupCrackedPhone DataTransferBrokenPhone MagnifierAppCrackedScreen',
  },
  horror: {
    travel:
      'ScaryMovieNightOut HorrorGhostWalk ScaryBookshopCrawl HorrorMuseumTour HorrorStoryHike HorrorConventionDay RecreateHorrorScenes HorrorFilmLocationVisit',
    music:
      'HorrorThemeCover HorrorMusicBoxTune ThrillerSingAlong ScaryMovieScoreDare ScaryKitchenSoundsBeat HorrorPianoMotif HorrorHumGuess HorrorWhistleIntro',
    tech: 'HorrorSqueakySoundDare HorrorFoleyStudio GreenScreenGhost HorrorTrailerRecut OneTakeHorrorShort HorrorEffectsDIY ScaryMovieSmartLights HorrorPhoneFlashlightFX',
  },
  lipstick: {
    speed:
      'LipstickOneSwipe LipGlossQuickDraw LipstickLightsOut TenSecondLipstick LipstickBlindfoldApply LipstickSwatchAllShades NoMirrorLipstickDash LipstickRelayRace',
    gaming:
      'GuessTheLipstickShade LipstickMakeoverSim LipstickBingoCard LipstickOnYourAvatar LipstickColorMatchGame LipstickSwatchMemory LipstickPictionary LipstickTicTacToe',
  },
  'baking sheet': {
    prank:
      'FrostedMessageBakingSheet BakingSheetGooglyMuffins MagnetLetterBakingSheet OneTinyCookieBakingSheet BreakfastInBedBakingSheet BakingSheetPizzaFaces BakingSheetWelcomeHome SillyFortunesBakingSheet',
  },
  sprint: {
    pet: 'SprintWithYourDog SprintPuppyChase CatMidnightDash SprintFeatherWandPlay ZoomiesFinishLine SprintToTheTreatJar SprintAgainstThePup BunnyBinkySprint',
  },
  slime: {
    prank:
      'SlimeSurpriseBox SlimeGlitterJarGift SlimeCharmInside SlimeHandshakeSurprise SlimeSpiderFakeout SlimeSquishySwap SlimeSecretMessage GooglyEyeSlime',
  },
  'dog swimming': {
    wellness: 'DogSwimmingHydrotherapy DogSwimmingCalmLake DogSwimmingTowelCuddle',
  },
  'iced coffee': {
    prank:
      'SurpriseIcedCoffeeRun IcedCoffeeJellyFakeout IcedCoffeeStickyNote IcedCoffeeCupDoodle IcedCoffeeHeartIce IcedCoffeeLabelPuns IcedCoffeeWakeUpCall TinyIcedCoffee',
  },
  jenga: {
    funny:
      'JengaSlowMoCollapse NervousJengaFaces JengaBlameTheTable JengaPokerFace JengaOverthinker JengaTrashTalk GrandmaJengaShark JengaSportscaster',
    gaming:
      'JengaLastBlockStanding JengaFamilyFaceOff JengaBlindfoldRound JengaTriviaTower OneHandJengaDuel JengaSuddenDeath JengaChopsticks JengaDiceChallenge',
  },
  otter: {
    dance:
      'OtterHandHoldTwirl SeaOtterSway KelpWrapShimmy WiggleLikeAnOtter SignificantOtterWaltz OtterPaddlePaws OtterSlideShuffle OtterBellyFlopBop',
  },
  electrician: {
    prank:
      'ElectricianStickerSneak ElectricianThankYouCard ElectricianHatSwap ElectricianGooglyEyes ElectricianLightBulbNote ElectricianCookieDrop ElectricianDecoySwitch ElectricianRainbowLamps',
  },
  athens: {
    dance: 'AthensSirtakiDance AthensHasapikoSteps AcropolisSunsetSway',
    prank: 'AthensSouvenirSurprise AthensPostcardMixup OliveTreatSurprise',
    wellness: 'AthensSunsetPause AthensGardenMeditation OliveGroveStroll',
    music: 'AthensBouzoukiJam AthensTavernaChorus LyreOfTheGods',
  },
  goggles: {
    travel:
      'GogglesSnorkelLesson GogglesLocalPoolTour GogglesSwimTrip PackYourGoggles GogglesOnEveryBeach GogglesSplashPadDay GogglesWaterparkDay GogglesHotelDip',
    wellness:
      'GogglesOnWorldOff GogglesSlowLaps GogglesBubbleWatching GogglesCalmKickboard QuietBehindTheGoggles GogglesStillPoolGaze MindfulSwimGoggles GogglesFloatBreak',
    pet: 'GogglesLifeJacketForDogs GogglesCatUnimpressed GogglesAndPupPoolside PetReactsToMyGoggles GogglesPuppyPeekaboo GogglesDogDayOut GogglesFetchSwim GogglesKittyDoodle',
  },
  tea: {
    music:
      'KettleWhistleRemix TeacupClinkBeat TeaSpoonXylophone LittleTeapotCover TeaBrewingJingle TeaForTwoDuet TeaTimeLullaby TeaGlassWaterNotes',
    gaming:
      'TeaLeafSniffGuess TeaPartyCharades TeaFlavorGoFish TeacupPong LoserBrewsTheTea TeaTimeTrivia TeaBingoAfternoon TeaBagTicTacToe',
  },
  spooky: {
    prank: 'SpookyCandyTrail SpookySoundPrank BooBasketSurprise',
    pet: 'SpookyDogBiscuitHunt SpookyPetReacts PumpkinPetPhotoshoot',
  },
  'parking lot': {
    art: 'ParkingLotLightTrails PaintYourParkingSpot ParkingLotPuddleMirror ParkingGarageNoir ParkingLotPopArtPrint ParkingLotPaintSketch ParkingLotMiniatures ParkingLotSketchbook',
  },
  'ceiling fan': {
    art: 'CeilingFanWatercolor CeilingFanShadowPhoto CeilingFanMotionBlur SketchACeilingFan CeilingFanOrigamiMobile CeilingFanPalmLeaves CeilingFanPinwheels CeilingFanStencilDecals',
  },
  orange: {
    pet: 'OrangeCatChaosCam OrangeBallFetch PetsInOrangeBandanas OrangeCollarGlowUp GingerKittenZoomies OrangeTabbyPortrait OrangeToyHunt OrangeRopePullGame',
  },
  seal: {
    wellness:
      'SealFlopRestDay SealCozyBlanketNap SealCalmJournal BaskLikeASeal SealOfApprovalSelfTalk WaveSoundsSeal StretchIntoSealPose SealedEnvelopeWorries',
  },
  'sink or float': {
    travel: 'SinkOrFloatTravelFinds SinkOrFloatBeachDay DeadSeaFloat',
    pet: 'SinkOrFloatDogToys SinkOrFloatBigBall FetchToyFloatTest',
  },
  onion: {
    pet: 'OnionPlushFetch OnionLayerSnuffleToy OnionShapedSqueaker NoOnionsForPets OnionPatternBlanketNap OnionPlushieSnuggle OnionDomeCatCave OnionFreeTreatBake',
  },
  'water balloon': {
    travel:
      'WaterBalloonBeachBattle WaterBalloonParkDay WaterBalloonRoadTrip GrandmaVsWaterBalloon PackTheWaterBalloons CampsiteWaterBalloonToss WaterBalloonCleanupCrew WaterBalloonFamilyReunion',
  },
  trumpet: {
    speed:
      'TrumpetSpeedTongue TrumpetHighNoteRecord TrumpetScaleSprint FastestTrumpetSolo FlightOfTheBumblebee BugleCallBlitz TrumpetMouthpieceSwap TrumpetRapidRiffs',
  },
  minecraft: {
    pet: 'PetAsMinecraftMob MinecraftPupBedBuild TamedWithATreat',
  },
  rave: {
    tech: 'RaveSoundVisualizer RaveLEDSetup RaveLightShowCode',
  },
  'getting old': {
    prank:
      'AgingAppPrank GettingOldBalloonFlood GettingOldGreyWigSwap GettingOldTrophy GettingOldThrowbackNews EarlyBirdDinnerInvite GettingOldPhotoMontage GettingOldBirthdayBanner',
    cooking:
      'GettingOldEarlyDinner GettingOldTeaAndScones GettingOldFondueNight AgingLikeCheddar GrandmaRecipeRevival GettingOld1970sCookbook GettingOldFiberBakeOff GettingOldSoupSwap',
  },
  garage: {
    fitness:
      'GarageSpareTireLift GarageWallSits GarageStepUpSets GaragePaintCanCurls GarageKettlebellSwings GarageStrongman GarageFarmerCarry GarageJumpRopeCount',
    prank:
      'GarageBalloonFill GarageCarWrapBows GarageTreasureHunt GarageGooglyEyes GarageFoilWrappedBike GarageDoorConfetti GarageStickyNoteBomb GarageSillyToolLabels',
  },
  'county fair': {
    prank:
      'CountyFairBlueRibbonAward CountyFairGiantPrize CountyFairAnnouncer CountyFairTicketBooth SurpriseCountyFairAtHome CountyFairRosetteForMom WakeUpToTheStateFair FunhouseMirrorCountyFair',
  },
  pinata: {
    dance:
      'PinataSwingStep PinataCandyShimmy PinataHipShake DanceLikeAPinata ConfettiDropFreeze FiestaSkirtTwirl PinataConga PinataPartyShuffle',
    funny:
      'PinataWontBreak PinataTooCuteToHit PinataPullStringSurprise DadVsThePinata CandyScrambleChaos SpinningDizzyWalk PinataNegotiation GrandmaSmashesPinata',
  },
  padel: {
    travel: 'PadelCourtHopAbroad PadelHolidayMatch PadelResortLesson',
  },
  'tree climbing': {
    pet: 'TreeClimbingCatTower DogGuardsTheTree PuppyLooksUpTreeClimb TreeClimbingGeckoBranch DIYClimbingTreeKitty BirdFeederTreeClimb SquirrelWatchTreeClimb TreeClimbingPetPicnic',
    gaming:
      'TreeClimbingSurvivalGame TreeClimbingPlatformer TreehouseBuildMode LeafBingoTreeClimb TreeClimbingDiceRace AchievementTreeClimb SideQuestTreeClimbing PixelArtTreeClimbing',
  },
  africa: {
    pet: 'AfricaLionManePet AfricaPlushToyPals PetReactsToSafariTV',
  },
  'tour guide': {
    speed:
      'TourGuideSixtySeconds TourGuideFactRapidFire FlagFollowRelay TourGuideHeadcountDash TourGuideLandmarkBlitz TourGuideTriviaSprint FastTalkingTourGuide LightningRoundTourGuide',
  },
  'johnny cash': {
    pet: 'JohnnyCashPuppyLullaby JohnnyCashDogSingAlong ManInBlackCat',
  },
  'finger painting': {
    prank: 'FingerPaintingThankYou FingerPaintSurpriseCard HandprintHello',
  },
  dandelion: {
    speed:
      'DandelionOneBlow DandelionPickOff DandelionChainTimer DandelionCrownSprint FastestPuffClear DandelionWeedBlitz DandelionBouquetDash DandelionSeedRelay',
  },
  'survival game': {
    dance: 'SurvivalGameVictoryJig SurvivalGameDawnDance FirstNightShuffle',
  },
  tteokbokki: {
    dance: 'TteokbokkiDance TteokbokkiHappyHop KDramaSnackShuffle',
    pet: 'TteokbokkiCatCushion TteokbokkiPlushToy RiceCakePupBed',
  },
  cairo: {
    dance: 'CairoNileCruiseDance CairoTanouraSpin PyramidSunsetGroove',
    pet: 'CairoCatPharaoh CairoCatPoseOff CairoDogPortrait',
  },
  'last minute': {
    pet: 'LastMinuteTreatPuzzle LastMinuteDogWalk PetSpeedGroom',
  },
  'ribbon dance': {
    pet: 'RibbonDanceDogAudience RibbonDanceTreatBreak RibbonDanceSnuggleAfter',
  },
  'phone repair': {
    prank: 'PhoneRepairStickerSwap PhoneRepairSurpriseFix BrokenPhoneWallpaper',
    speed: 'PhoneRepairSpeedFix PhoneRepairScreenRace PhoneRepairToolSort',
  },
  'shiny hunting': {
    pet: 'ShinyHuntingPetBuddy ShinyHuntingCatCameo MyPetIsShiny',
  },
  ball: {
    educational:
      'WhyBallsBounce BallRollingRampRace CurveBallDemo GolfBallDimpleMystery BallShapeShowdown GuessTheBallWeight TennisVsBouncyBall BallparkFigureQuiz',
  },
  shelf: {
    fashion:
      'ShoeShelfFitCheck StyleFromTheShelf RateMyPerfumeShelf ShelfSneakerLineup OffTheShelfOutfit ShelfAccessoryStyleOff ThriftShelfFind ShelfOfHatsParade',
  },
  'flower pot': {
    prank:
      'GooglyEyeFlowerPots WaterTheFakeFlowers FlowerPotGummyWorms FlowerPotTalkingPlant GnomeMovesEachNight FlowerPotHiddenNote FlowerPotSmileyFace FlowerPotGrowthSpurt',
  },
  reporter: {
    speed:
      'ReporterRapidFireQs NewsIn30Seconds ReporterTongueTwister ReporterWeatherDash ScoopItFirst ReporterDeadlineDash ReporterInTenWords ReporterHeadlineBlitz',
  },
  'the simpsons': {
    pet: 'TheSimpsonsDonutPlush SimpsonsPetPortrait SantasLittleHelperPet',
  },
  balloon: {
    pet: 'BalloonPlushieFetch BalloonShapedTreatHunt BalloonThemedPupCake BalloonDogLookalike BalloonPrintBlanketNap BalloonColorSnuffleMat BalloonArtPortrait BalloonCardboardCutout',
  },
  miami: {
    funny: 'MiamiHumidityHair ExpectationVsMiami MiamiCafecitoRush',
  },
  'knot tying': {
    pet: 'TShirtKnotDogToy KnotTugOfWar KnotTyingFleeceBlanket',
  },
  realism: {
    prank: 'RealismPortraitSwap RealismSketchSurprise IsItRealPrank',
  },
  'genshin impact': {
    pet: 'GenshinImpactPetCosplay PetAsGenshinCharacter GenshinImpactTreatQuest',
  },
  'brawl stars': {
    pet: 'BrawlStarsTreatTrophy PetAsBrawler BrawlStarsPetPin',
  },
  fnaf: {
    pet: 'FnafCozyCatNap FnafPetPlush PetAsAnimatronic',
  },
  palworld: {
    pet: 'PetAsAPal PalworldTreatHunt PalworldPetLookalike',
  },
  thriller: {
    pet: 'ThrillerTreatTricks ThrillerWithMyDog ZombiePupWalk',
  },
  'kpop demon hunters': {
    pet: 'KPopDemonHuntersPetPose KPopDemonHuntersPets KPopDemonHuntersPupNap',
  },
  marvel: {
    pet: 'MarvelPuppyTraining MarvelPetHeroPose AvengersPetSquad',
  },
  'ancient rome': {
    pet: 'AncientRomeDogMosaic AncientRomeEmperorPet CaveCanemSign',
  },
  'hot chocolate': {
    pet: 'HotChocolateColoredPups HotChocolateMugPortrait PetsNamedCocoa HotChocolateCarobTreats MarshmallowBedNap HotChocolatePlushToy HotChocolateQuiltSnuggle HotChocolateSnowWalk',
  },
  broadway: {
    pet: 'BroadwayPetMusical BroadwayPuppyDebut PetCurtainCall',
  },
  abba: {
    pet: 'ABBAPetDiscoParty ABBACatNapPlaylist DancingQueenPet',
  },
  puppet: {
    pet: 'PuppetBedtimeStory PuppetMeetsMyDog PuppetTreatDelivery PupVsPuppet PuppetOfMyPet PuppetPlaysFetch PuppetHideAndSeek KittyPuppetPounce',
  },
  whatsapp: {
    speed: 'WhatsAppVoiceNoteRelay WhatsAppFastestReply WhatsAppTypingSprint',
  },
  spyro: {
    pet: 'SpyroGemTreatHunt SpyroPetSidekick PurpleDragonPlushPet',
  },
  'gang beasts': {
    pet: 'GangBeastsCouchPup GangBeastsCatSpectator WobblyPetPlush',
  },
  battleship: {
    pet: 'BattleshipWithMyCat BattleshipPetCaptain BattleshipTreatRewards',
  },
  'gangnam style': {
    pet: 'GangnamStyleWithMyDog GangnamStylePetReaction GangnamStyleTreatTricks',
  },
  'monster mash': {
    pet: 'MonsterMashDogTricks MonsterMashPupParade PumpkinPatchPetPics',
  },
  'krispy kreme': {
    pet: 'KrispyKremeLeaveItDrill KrispyKremeBoxCatNap GlazedDonutPetToy',
  },
  'niagara falls': {
    gaming: 'NiagaraFallsJigsawRace NiagaraFallsTriviaNight WaterfallPuzzleLevel',
  },
  'costa rica': {
    pet: 'CostaRicaHammockCat CostaRicaBeachDog PuraVidaPetNap',
  },
  'flight attendant': {
    speed:
      'SafetyDemoSpeedrun CabinCrewCartRace CabinCrewPackingSprint CabinCrewBunIn60 CabinCrewQuickChange FlightAttendantScarfTie AlphabetBlitzCabinCrew ServeTheRowCabinCrew',
  },
  'baby shark': {
    pet: 'BabySharkPuppyPlaytime BabySharkDogReaction SharkFinPetHoodie',
  },
  jungkook: {
    pet: 'JungkookPetReaction JungkookCatPortrait SevenDaysWithMyPuppy',
  },
  batman: {
    pet: 'BatmanKittyHideout BatmanPupCape PetSidekickDuo',
  },
  'fairy tale': {
    pet: 'FairyTalePuppyPortrait FairyTaleStarringMyPet FairyTaleCardboardCastle',
  },
  'monster hunter': {
    pet: 'MonsterHunterTreatQuest MonsterHunterDogTraining CatAsPalico',
  },
  'princess peach': {
    pet: 'PrincessPeachKittyCastle PrincessPeachDogCrown PetInPinkGown',
  },
  bedhead: {
    prank: 'BedheadStickyNoteCrown BedheadWigSwap SurpriseCowlickFilter',
  },
  hallelujah: {
    speed: 'HallelujahSpeedChorus HallelujahTempoClimb FastestChorus',
  },
  debugging: {
    prank: 'DebuggingPostItPraise DebuggingRubberDuckDesk DebuggingCodeCompliment',
  },
  'graphic design': {
    prank: 'GraphicDesignFontSwap GraphicDesignPetAward LogoRedesignSurprise',
  },
  cauliflower: {
    prank:
      'CauliflowerBouquetGift CauliflowerBrainJar CauliflowerSheepFlock ValentinesCauliflower PillowMintCauliflower TalkingCauliflowerSpeaker CerealBoxCauliflower FridgeFullOfCauli',
  },
  soap: {
    pet: 'SoapyPupSpaDay PetSafeSoapBubbles SoapSudsMohawk SoapRinseZoomies SoapSwapVetShampoo SoapFreeKittyBrushing OatmealSoapDogWash SoapScentedBedRefresh',
  },
  ruler: {
    prank:
      'WrongNumbersRuler TinyRulerSwap RulerGooglyEyes RulerSwapForBanana GiantCardboardRuler DeskInAPerfectLine RulerStickyNoteMessage RulerMeasuresTheirSnack',
  },
  overalls: {
    art: 'OverallsPaintSplatter OverallsEmbroidery DrawMeInOveralls OverallsFabricMarkers PatchworkDungarees DenimDoodleDare OverallsPatchDesign OverallsStencilPrint',
  },
  pepper: {
    wellness:
      'PepperGardenCalm MindfulPepperSlicing RainbowPepperPlate PepperHarvestPause PepperPlantCareDay SlowRoastPepperSunday PepperSnackNotChips SunnyPepperWindowsill',
  },
};
