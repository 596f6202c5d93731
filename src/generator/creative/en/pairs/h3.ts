import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'fake tattoo': {
    educational: 'HowFakeTattoosStick FakeTattooWaterTest GumWrapperTattoos',
  },
  'cinnamon roll': {
    prank:
      'CinnamonRollWakeUp IcingNoteCinnamonRoll CinnamonRollSockSwirl CinnamonScentAlarm CinnamonRollNestedBoxes CinnamonRollHairdo CinnamonRollTreasureMap CinnamonRollDeskDrop',
    educational:
      'WhereCinnamonComesFrom CinnamonRollSmellQuiz WhyCinnamonRollsRise CinnamonRollWorldTour YeastIsAlive CinnamonRollFactOrFake CinnamonRollDoughMath CinnamonRollSwirlScience',
  },
  'hair dryer': {
    fitness:
      'HairDryerShoulderPress SquatWhileHairDrying HairDryerWallSit BlowDryerCurls CalfRaiseBlowout HairDryerSideLunges HairDryerTricepHold HairDryerOneLegStand',
    prank:
      'HairDryerCantHearYou HairDryerStickyNote HairDryerGooglyEyes HairDryerRibbonStreamers BlowDryerSerenade MustacheOnTheMirror HairDryerComplimentTag HairDryerFlowerBouquet',
    wellness:
      'HairDryerFreeAirDryDay AffirmWhileHairDrying HairDryerSpaNight HairDryerSundayRitual HairDryerGratitudeList SelfCareBlowout HairDryerHeadMassage HairDryerBreathingBreak',
    pet: 'HairDryerTowelSnuggle FluffyDogBlowdryer HairDryerTreatTraining PuffballReveal HairDryerCalmPup ZoomiesAfterBlowout HairDryerFreeFluffDay GentleHairDryerForDoggo',
  },
  microwave: {
    prank:
      'MicrowaveMagnetPoem MicrowaveGooglyEyes MicrowaveDoorLoveNote FakeMicrowaveBeeps DingYouveGotMail SetTheClockTo1234 MicrowaveWindowSign MicrowaveDadJokeCard',
    educational:
      'HowMicrowavesWork MicrowaveSpeedOfLight MicrowavePopcornScience MicrowaveSymbolSpotting WhyTheMiddleIsCold TrueOrFalseMicrowave MicrowaveWaterMolecules MicrowaveTurntableMath',
    wellness:
      'MicrowaveMinuteCalm MicrowaveGratitudeList MicrowaveShoulderRolls NinetySecondReset BreatheTillTheBeep MicrowaveMeditation MicrowaveMindfulWait MicrowaveStretchBreak',
    art: 'MicrowaveStillLife MicrowavePuffyPaint MicrowaveSoapSculpture MicrowavePixelArt MugCakeMasterpiece MicrowaveCartoonMascot CardboardMicrowaveBuild SketchYourMicrowave',
  },
  'marshmallow test': {
    prank: 'MarshmallowTestOnDad MarshmallowTestBonusTreat MarshmallowTestRoleSwap',
    travel: 'MarshmallowTestPicnic MarshmallowTestRoadTrip WaitForItViewpoint',
    pet: 'MarshmallowTestKibble PetTreatWaitTest PupPatienceTest',
  },
  bathtub: {
    dance:
      'BathtubSongHandJive BathtubBubbleBop BathtubSpongeSway TubTimeTwoStep RubADubGroove BathtubRowBoatMoves BathtubJellyfishArms BathtubFingerWaves',
    fitness:
      'BathtubScrubWorkout BathtubBedtimeStretch EpsomBathtubRecovery WallSitWhileTubFills EarnYourBathtubSoak StairsThenBathtub BathtubMatBreathing BathtubFoamRoller',
    funny:
      'BathtubRubberDuckPOV BathtubSpongeCritic BathtubCaptainDad BathtubBallPit ThingsInMyBathtub WhoLeftTheTubRing BathtubBoatNarrator DryBathtubSleepover',
    prank:
      'BathtubGnomeGuest BathtubFullOfBalloons ToySharkInTheBathtub BathtubSpaSurprise BathtubBubbleMountain BathtubFoamLetters BathtubPlushieParty BathtubPaperBoats',
    fashion:
      'BathtubCozyLoungewear BathtubFlowerFit BathtubRobeGlam SkincareByTheTub MatchYourBathtubTiles BathtubTowelTurban ShowerCapBathtub SheetMaskBathtub',
    tech: 'NeverOverflowTheTub BathtubTempSensor BathtubFoamArtPhoto BathtubFillTimer TubSplashInSlowMo BathtubBoatRegatta BathtubBubbleTimelapse TubDuckSqueakRingtone',
    pet: 'BathtubDogCalmDown CatInTheEmptyBathtub BathtubLickMatTrick PuppyFirstBathtub BathtubGentleRinse BathtubZoomiesAfter BathtubTowelBurrito BathtubBravePaws',
  },
  'medicine cabinet': {
    educational:
      'MedicineCabinetHumidity NewToothbrushMedCabinet FlossRightMedicineCabinet GermFactsMedicineCabinet WhyMirrorsFogMedCabinet ShelfLifeQuizMedCabinet MedicineCabinetChildLock RecycleEmptiesMedCabinet',
    gaming:
      'MedicineCabinetRiddles MedicineCabinetEmojiQuiz MedicineCabinetCrossword MedicineCabinetHangman MedicineCabinetWordSearch GuessWhatsInMedCabinet TriviaMedicineCabinet CharadesMedicineCabinet',
  },
  electricity: {
    funny:
      'ElectricityBillDrama ElectricityOutagePanic ElectricityDadJokes ElectricSlideFail ElectricityPunBattle WhoLeftTheLightsOn LifeWithoutElectricity ParentsVsElectricity',
    prank:
      'ElectricityThankYouNote ElectricityBlackoutBluff ElectricityFanStreamers ElectricSlideAmbush StaticBalloonHair LightsOutSurpriseParty ElectricitySwitchSticker ElectricityRemoteSwap',
  },
  starfish: {
    fitness:
      'StarfishJumps StarfishPlankHold SeastarSitUps StretchLikeAStarfish BeachSandSprints StarfishToeTouches StarfishCrunches StarfishSnowAngels',
    prank:
      'StarfishWindowCling StarfishPillowSurprise PlushStarfishAmbush StarfishSoapSwap StarfishOnTheMirror SeashellPhoneCall StarfishInTheShoe GlowStarfishCeiling',
    travel:
      'StarfishHandsOffHunt StarfishBeachDayTrip CountTenStarfish StarfishCoveSunrise AquariumTouchTank TidepoolSafari StarfishPhotoPassport SeastarSearch',
    pet: 'StarfishSleeperPet StarfishToyHunt StarfishBellyUpDog StarfishPlushFetch AquariumCatStare StarfishTugOfWar KittenStarfishSprawl StarfishPoseNapping',
  },
  'coffee shop': {
    prank:
      'CoffeeShopPayItForward CoffeeShopTipJarNote ComplimentOnTheCup CoffeeShopHomeLatteArt CoffeeShopThanksCard CoffeeShopInTheKitchen CafeDrawingForBarista CoffeeShopSmileyNapkins',
    pet: 'CoffeeShopHeadTilt CatCafeVisit CoffeeShopDogDate WindowSeatSnooze CoffeeRunWalkies CoffeeShopPetPortrait CoffeeShopMannersPup CoffeeShopPatioNap',
  },
  laundry: {
    fitness:
      'LaundryBasketSquats LaundryHamperHoops LaundryJugCurls LaundryLoadLunges LaundryBagFarmerWalk LaundryFoldPlank LaundryTowelRows LaundryReachAndStretch',
    prank:
      'LaundryFoldFairy LaundryPocketNote LaundryShirtOrigami GooglyEyeLaundry SockMonsterStrikes LaundryTowelAnimals LaundryPileHideout LaundryWarmBlanketAmbush',
    pet: 'LaundryBasketCat LaundryPuppySupervisor LaundryFreshTowelNap WarmLaundryFlop LaundryPetHairRoller PawsOffMyLaundry LaundryDogBedWash LaundryKittySheetFort',
  },
  puffer: {
    funny:
      'PufferMarshmallowMode PufferArmsCantMove PufferStaticHair PufferSoundsLikeChips WalkingDuvet ZipperStuckPanic PufferHugFail PufferSleepingBagLook',
    pet: 'PufferJacketForMyDog PetPufferFitCheck PufferMatchingPooch PufferPocketTreats PufferCuddleNap KittyInTheHood PufferTwinsWithRover PufferBedForTheCat',
  },
  'highland dance': {
    fitness: 'HighlandDanceCalfBurn HighlandDanceJumps HighlandDanceHopReps',
    speed: 'HighlandDanceFastFling HighlandDanceRelay HighlandDanceQuickFeet',
    tech: 'HighlandDanceSlowMo HighlandDanceJumpHeight HighlandDanceSplitScreen',
  },
  boomerang: {
    funny:
      'BoomerangNeverCameBack WaitForItBoomerang BoomerangDuckReflex BoomerangTreeStuck BoomerangSlowMoReplay BoomerangPaperFlops BoomerangCatchCelebration BoomerangSportscast',
    travel:
      'BoomerangPostcard BoomerangRoadTripStops BoomerangFieldDay FindABoomerangInAMuseum PackABoomerangForTheTrip ThereAndBackBoomerang OneBoomerangTenParks BoomerangHilltopToss',
  },
  stairs: {
    funny:
      'WentUpstairsForgotWhy StairsAfterLegDay StairsDramaticSlowWalk StairsLikeMountEverest StairsLaundryPileSaga CreakyFloorboardNinja StairsEchoKaraoke YellingUpTheStairs',
  },
  'rubber duck': {
    dance:
      'RubberDuckWaddle RubberDuckConga RubberDuckHeadBalance RubberDuckDanceOff RubberDuckSqueakBeat ShakeYourTailFeather BopWithMyRubberDuck RubberDuckShimmy',
    pet: 'PetVsRubberDuck RubberDuckFetch RubberDuckCatSwat SqueakAndSeek WhoStoleTheRubberDuck DuckBobbingPup RubberDuckPortrait RubberDuckHamsterCameo',
  },
  sweater: {
    funny:
      'SweaterStuckOverHead UglySweaterContest GrandmaKnitReview HoneyIShrunkTheSweater SweaterSleeveTooLong TurtleneckTurtle ItchySweaterFaces DadInMySweater',
    pet: 'CatStealsMySweater SweaterWeatherWalkies SweaterFurMagnet SweaterPawPrintKnit PuppyInAJumper MatchingPetSweaters SweaterNapNest SweaterBunnyCuddles',
  },
  flashlight: {
    fitness:
      'DodgeTheFlashlight FlashlightBeamBurpees FlashlightBackyardJog FlashlightWallSit LightsOutLunges FlashlightPlankHold FlashlightJumpingJacks FlashlightStepUps',
    speed:
      'FlashlightHuntIn60 FlashlightTargetRace SockSortByFlashlight BatterySwapBlitz FlashlightColorMatch SpotItByFlashlight QuickDrawFlashlight FlashlightWordSprint',
  },
  'costa rica': {
    funny: 'CostaRicaSlothPace CostaRicaHowlerAlarm CostaRicaGeckoRoommate',
    speed: 'CostaRicaWildlifeBingo CostaRicaPackingRace ToucanSpotSprint',
    tech: 'CostaRicaTrailCam CostaRicaBirdSongID SlothTrackerApp',
  },
  goose: {
    prank:
      'WildGooseChaseHunt GooseHonkAlarm GoslingPlushInTheBed RubberGooseCameo GooseDoodleNote GooseFeatherInTheirHat DecoyGooseStaredown GooseStatueEverywhere',
  },
  'sink or float': {
    fitness: 'SinkOrFloatSquats SinkOrFloatLunges FloatingPlankHold',
  },
  hanger: {
    pet: 'HangerLeashStation DogPicksTheHanger MiniHangerPupCloset CatVsHangerPile HangerToyOrganizer PawsOffMyHangers HangerPolaroidWall KittenHangerHideout',
  },
  dentist: {
    dance:
      'DentistFlossDance DentistApprovedTwoStep WaitingRoomDentistJig DentistCheckupGroove ToothbrushTango DentistChairBounce DentistCongaLine DentistSmileShimmy',
    prank:
      'DentistToothFairyNote DentistMirrorMessage DentistGiantToothbrush DentistJokeOfTheDay DentistStickerSurprise DancingDentistCard DentistGummyTeethGrin DentistBigSmileBanner',
  },
  'roller coaster': {
    funny:
      'RollerCoasterFaces CoasterCalmFriend RollerCoasterHairAfter CoasterScreamRanking RollerCoasterQueueJokes LiftHillRegrets DadOnTheCoaster RollerCoasterPOVSkit',
  },
  microscope: {
    travel:
      'MicroscopeBotanicGarden MicroscopeNatureWalk PackAPocketMicroscope MicroscopeRoadTrip MicroscopeMuseumVisit MicroscopeScienceCenter MicroscopeBeachSand CampsiteMicroscope',
  },
  snorkeling: {
    prank: 'SnorkelingGearGreeting SnorkelingToyFishHunt RubberDuckReef',
  },
  'roll over': {
    prank: 'RollOverForTheGuest RollOverSurprise RollOverTrickReveal',
  },
  'grocery haul': {
    fitness:
      'GroceryHaulOneTrip GroceryBagCurls FarmersCarryGroceries GroceryHaulHIIT SoupCanSquats WatermelonLunges GroceryHaulCalfRaises GroceryHaulWallSit',
    prank:
      'TinyGroceryHaul GroceryHaulSmileyBag GroceryListRemix GroceryHaulHiddenNote ProduceGooglyEyes GroceryHaulBananaDoodle GroceryHaulOnlyCandy GroceryHaulFakeReceipt',
    pet: 'CatInThePaperBag PupInspectsGroceries GroceryHaulSniffTest GroceryHaulBoxFort GroceryDayZoomies GroceryHaulSupervisor GroceryHaulTreatReveal PetHelperGroceryHaul',
  },
  'spider web': {
    prank:
      'SpiderWebDoodleNote SpiderWebWindowArt SpiderWebSockPuppet SpiderTreatTrail CottonCobwebCorner SpideySenseTest SpiderWebPaperGarland SpiderWebCupcakeGift',
    pet: 'SpiderWebPlayMat PetReactsToSpiderWeb SpiderWebTunnelPounce CatVsCobweb SpiderWebFeatherTeaser SpiderWebShadowChase SpiderWebTreatHunt SpiderWebPhotoBooth',
    gaming:
      'SpiderWebLaserMaze CaughtInTheSpiderWebTag SpiderWebTwister BeatSpiderSolitaire SpiderWebEscapeRoom WebSlingerSpeedrun CatchTheFlySpiderWeb SpiderWebBeanBagToss',
  },
  'train station': {
    dance:
      'TrainStationHandJive TrainStationLocomotion DanceAtTheTrainStation AllAboardTrainShuffle SoulTrainLine TrainStationPianoSway TrainStationWaitingWaltz TrainStationBenchBop',
    fitness:
      'TrainStationAnkleCircles SuitcaseCarryToTrain WalkToTheTrainStation TrainStationNeckRolls TrainStationWallSit TrainStationStepUps TrainStationCalfRaises TrainStationBenchDips',
  },
  angry: {
    pet: 'AngryCatTranslation AngryPupCuddleCure AngryToHappyTailWag AngryEyebrowFilter DogCheersYouUp GrumpyPetFaces FetchAwayAnger AngryPurrTherapy',
  },
  salt: {
    funny:
      'PassTheSaltDrama SaltPunShowdown SaltShakerPuppetShow SaltyAfterLosing WhichHoleIsSalt GrainOfSaltAdvice SpilledSaltSuperstition GrandpaSaltsEverything',
  },
  convertible: {
    tech: 'ConvertibleParkedTour SlowMoConvertibleRoof ConvertibleDecibelTest PassengerPOVConvertible ConvertibleModelRender ConvertibleHyperlapse AIPlannedConvertibleRoute ConvertibleSunsetEdit',
  },
  swamp: {
    prank:
      'SwampSoundsPrank FrogInvasionSwamp SwampSignOnTheDoor SwampTourOfTheirRoom BathtubGatorSwamp SwampCardboardCroc LilyPadFloorSwamp SwampThemedDinner',
  },
  'iced coffee': {
    pet: 'IcedCoffeeDogPark IcedCoffeeAndWalkies IcedCoffeeWindowSeat IcedCoffeeAndCatNaps IcedCoffeeKittenCuddles PupWatchesMeSip IcedCoffeePatioPals IcedCoffeeGardenBunny',
  },
  sneaker: {
    prank:
      'MismatchedSneakers SneakerCleaningFairy SneakerGooglyEyes SneakerStuffedWithSocks SneakerLoveNote RainbowLaceSwap SneakerUnboxingHype SneakerShineOvernight',
  },
  'spring cleaning': {
    prank:
      'SpringCleaningFairy SpringCleaningCarWash SpringCleanWhiteGloveTest SpringCleanLabelItAll TidyElvesWereHere SpringCleaningThankYou SpringCleaningRoomFlip SpringCleanDustBunnyPlush',
  },
  'quick change': {
    pet: 'PetQuickChange QuickChangeTreatHunt QuickChangeToyRotation',
  },
  'sabrina carpenter': {
    pet: 'SabrinaPetCosplay SabrinaForMyCat SabrinaCarpenterPupNap',
  },
  photography: {
    prank:
      'PhotoFrameSwap SurprisePhotoshoot PhotographyFridgeGallery MagazineCoverOfThem PhotoOfYouInEveryAlbum CardboardCelebCameo PhotoboothPopUp HideYourPhotoInTheirBook',
  },
  zelda: {
    fitness: 'ZeldaStaminaWheel HyruleHike ZeldaKorokLunges',
  },
  'world cup': {
    funny:
      'WorldCupPetPundit WorldCupSuperstitions RedCardMyRoommate GoooalForEverything WorldCupFamilyReacts WorldCupNailBiters WorldCupLivingRoomMatch DadExplainsWorldCup',
  },
  'fourth of july': {
    prank:
      'July4thWakeUpParade July4thDecorAmbush FourthOfJulyFlagLawn July4thStreamerDoorway FourthOfJulyCupcakeDrop July4thBalloonAvalanche BubbleWrapFourthOfJuly FourthOfJulyBlueMilk',
    pet: 'FourthOfJulyQuietRoom FourthOfJulyIDTagCheck FourthOfJulySafeSpace July4thEarlyDogWalk FourthOfJulyKittyHideout CalmPupKitForJuly4th FourthOfJulyCuddleFort FourthOfJulyWhiteNoise',
  },
  pirate: {
    fitness:
      'PirateTreasureCarry SwabTheDeckPirate PirateMapMarch CannonballPirateSquats WalkThePlankHold PirateArmCircles PirateOarRows PirateCrowsNestStretch',
  },
  'car wash': {
    prank:
      'SneakyCarWash CarWashFoamBeardPrank BalloonsAfterCarWash CarWashWiperFlowers CarWashThankYouSign CarWashRubberDuckFleet SecretCarWashCrew CarWashBowOnTheHood',
  },
  magnet: {
    gaming:
      'MagnetFishingGame MagneticMazeRun MagnetTravelChess MagnetPaperclipChain MagnetLetterScramble WhatSticksToTheMagnet FridgeMagnetTicTacToe MagnetAirHockey',
  },
  lemonade: {
    prank:
      'ColorChangeLemonade LemonadeWedgeSmile LemonadeGummyWormIce PinkLemonadePlotTwist LemonadeThankYouNote LemonadeStrawMustache FreeLemonadeForWorkers LemonadeTinyUmbrellas',
  },
  sledding: {
    pet: 'SleddingDogWarmUpWalk AfterSleddingPetSnuggle SleddingPawBalmCheck SleddingSidelineCheer SleddingDayZoomies SleddingBunnyWindowPeek KittenWatchesSledding SleddingTowelDryPup',
  },
  monitor: {
    prank:
      'MonitorUpsideDownPrank MonitorPlushBuddy StickyNoteComplimentWall GooglyEyesOnTheMonitor ZoomInOnTheirMonitor MonitorPhotoFrame RubberDuckOnTheMonitor MonitorBalloonSurprise',
  },
  'school dance': {
    prank:
      'SchoolDancePromposal SchoolDanceFlashMob SchoolDanceInTheKitchen SchoolDanceSecretCorsage StreamerDoorSurprise SchoolDanceDadDJ SchoolDanceCutoutDate ConfettiSchoolDanceAsk',
    pet: 'SchoolDanceSendOff SchoolDancePetReacts SchoolDancePupPortrait SchoolDanceCatCameo PuppyPromDate SchoolDanceTailWag SchoolDancePawtner FurryFirstSchoolDance',
  },
  sand: {
    travel:
      'SandyToesBeachDay SandCastleSunset SandWritingSelfie SandSculptureFestival SandInTheCarAgain SandDuneHike SandSouvenirJar SandColorPassport',
  },
  'ceiling fan': {
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanShapedPizza CeilingFanPinwheelCookies CeilingFanPopsicles FanCooledFudge CeilingFanCakeLookalike CeilingFanChilledNoodles',
  },
  'christmas lights': {
    prank:
      'TwinkleWindowSurprise FairyLightsOnTheFridge DeckTheirDesk ChristmasInJulyLights ChristmasLightsCardGift ChristmasCarGlowUp ChristmasLightsMailbox FairyLightsPillowFort',
  },
  hail: {
    prank:
      'PopcornHailstorm HailstoneGumballs CottonBallSnowfall HailstormFakeout HailPingPongFlood ItsHailingCandy HailDayCocoaDelivery HailWindowDoodles',
  },
  hangry: {
    speed:
      'HangrySandwichSprint HangryOrderDash HangrySnackPrepTimer HangryPantryRaid FridgeToPlateBlitz FeedMeIn60 BeatTheHangry HangryNoodleRush',
  },
  earthquake: {
    prank:
      'SurpriseEarthquakeQuiz EarthquakeGooglyEyeAmbush EarthquakeJelloJiggle EarthquakeDrillCheers TeddyInTheEarthquakeKit EarthquakeBagLoveNote EarthquakeSnackStash EarthquakeHugCoupon',
  },
  norway: {
    pet: 'NorwayCabinDog NorwaySnowySniffWalk FjordHikePup',
  },
  sandal: {
    speed:
      'RelayInFlipFlops SandalTidyRackRace SandalKickAndCatch StrapInSandalSprint SandalShoeSwapDash FindYourPairFast SandalSortShowdown SandalBuckleUpBlitz',
  },
  menswear: {
    pet: 'MenswearDogWalkFit MenswearFurryCoStar SmartCasualCatPortrait',
  },
  color: {
    pet: 'HowDogsSeeColor PetPicksAColor ColorMatchMyCat ColorBlanketChoice ColorToyTest ColorCollarPhotoShoot ColorfulPawPrintArt ColorCoordinatedPupWalk',
  },
  belting: {
    prank: 'BeltingWakeUpCall BeltingDoorbellAnswer BeltingSerenadeGift',
  },
  'mug painting': {
    cooking: 'MugPaintingRecipeGift MugPaintingHotCocoa CustomMugLatte',
  },
  frosting: {
    pet: 'FrostingPetPortrait FrostingPawPrints YogurtIcingPupcakes KittyJudgesTheIcing FrostingDayDogWalk PlushCupcakeToyFrosting FrostingWhiskerSketch CatNapDuringFrosting',
  },
  'nailed it': {
    pet: 'NailedItPawPrintArt NailedItDogTrick PetPortraitCookie',
  },
  coconut: {
    fitness:
      'CoconutSquatToss CrackACoconutArmDay CoconutCurls CoconutFarmerCarry BeachSandLunges TropicalTwists CoconutOverheadPress CoconutBalancePlank',
  },
  colander: {
    prank:
      'ColanderStarCeiling ColanderTeddyHelmet ColanderBirthdayCrown YarnSpaghettiColander ColanderFullOfBalloons MonsterFaceColander TinyColanderPastaNight NotesInEveryColanderHole',
  },
  jam: {
    prank:
      'JamJarLoveNote SmileyFaceJamToast JamTartTreasureClue JamLidRiddle MiniJamArmy BreakfastInBedJam CustomJamLabels JamMustacheSelfie',
  },
  dancehall: {
    pet: 'DancehallPupBounce DancehallTailWag DogRatesMyDancehall',
  },
  fitness: {
    prank:
      'SurpriseFitnessClass FitnessCheerTunnel FitnessStickyNoteHype FitnessConfettiSurprise FitnessHighFiveWall BalloonFinishLine FitnessTrainerTakeover FitnessPillowKettlebell',
  },
  'this or that': {
    prank: 'ThisOrThatMysteryGift ThisOrThatSurprise SameChoiceTwist',
  },
  'tom and jerry': {
    prank: 'TomAndJerryMousehole TomAndJerryDoorSign CatAndMouseHideout',
  },
  balloon: {
    pet: 'BalloonPlushieFetch BalloonShapedTreatHunt BalloonSketchOfMyCat BalloonDogLookalike BalloonPrintBlanketNap BalloonColorSnuffleMat BalloonArtPortrait BalloonCardboardCutout',
  },
  chicken: {
    prank:
      'RubberChickenSurprise ChickenCluckAlarm ChickenPunPostcard ChickenSuitWelcome NuggetFineDining ChickenDanceDoorbell ChickenSqueakyPillow ChickenFeatherTrail',
  },
  dumpling: {
    prank:
      'DumplingBalloonAvalanche DumplingDessertFakeout DumplingPillowSurprise DumplingDoodleCard DumplingPunStickyNotes ChocolateGyozaTrick TinyDumplingDinner GiantDumplingReveal',
  },
  coquette: {
    pet: 'CoquettePetPhotoshoot CoquetteLaceBlanket CoquettePinkPupBed',
  },
  'galaxy painting': {
    pet: 'GalaxyPetPortrait GalaxyPaintingOfMyDog PetAstronautPhoto',
  },
  'cotton eye joe': {
    pet: 'CottonEyeJoeWithMyDog CottonEyeJoePetReacts CottonEyeJoeTailWag',
  },
  'gym bro': {
    prank: 'GymBroHypeNote GymBroSurpriseSpotter SurpriseProteinCake',
  },
  canada: {
    pet: 'CanadaMooseTreatHunt CanadaSnowPawWalk CanadaLeafPilePup CanadaKittyHockey CanadaDogZoomies CanadaKittenMapleToy OhCanadaHowlAlong CanadaBeaverPlushFetch',
  },
  leash: {
    fitness:
      'LeashJogStreak LeashWalkIntervals LeashHikeDay LeashLunges LeashHillRepeats LeashSniffAndStroll LeashParkSprints LeashBenchStepUps',
  },
  shoulder: {
    art: 'ShoulderAnatomyDrawing OverTheShoulderPhoto ShoulderSketchStudy ShoulderSilhouette WingsFromYourShoulders ClayShoulderSculpt ShadeTheShoulder ShouldersUpSelfPortrait',
  },
  'hidden speaker': {
    funny: 'HiddenSpeakerBirdsong HiddenSpeakerSoundEffects WhereIsThatSound',
  },
  nerf: {
    funny: 'NerfWarSlowMo NerfTargetPractice FoamDartReactions',
  },
  diversity: {
    funny: 'DiversityHelloChain DiversityTongueTwisters GuessMyGrandmasSaying',
  },
  'taco bell': {
    prank: 'TacoBellSaucePacketNote TacoBellMidnightSurprise TacoBellWrapperArt',
  },
  'disney bound': {
    pet: 'DisneyBoundMyDog DisneyBoundPetPortrait CharacterBoundCat',
  },
  'mood tracker': {
    prank: 'MoodTrackerCheerSurprise MoodTrackerKindNote YearInPixelsGift',
  },
  pigtails: {
    pet: 'PigtailsBrushingTime PigtailsPupTwin PigtailsPlushBuddy',
  },
  catio: {
    fitness: 'CatioAgilityCourse CatioBuildWorkout CatioStretchBreak',
  },
  'reverse ding dong ditch': {
    funny: 'ReverseDingDongDitchFail KindnessDitchCaught ReverseDingDongDitchCard',
  },
  'strength training': {
    prank: 'StrengthTrainingHypeSign StrengthTrainingFakeOut FakeHeavyDumbbell',
  },
  'snake can': {
    funny: 'SnakeCanDIYBuild SnakeCanCraftFail SnakeCanLabelDesign',
  },
  'space invaders': {
    pet: 'SpaceInvadersBoxFort SpaceInvadersTreatMaze PixelAlienPetTag',
  },
  teleprompter: {
    prank: 'TeleprompterThankYou TeleprompterSillyLine SurpriseScriptTwist',
  },
  'surprise party': {
    pet: 'SurprisePartyPetSitter SurprisePartyPawCard SurprisePartyNewToy BoxFortSurpriseParty QuietRoomSurpriseParty KittyGiftSurpriseParty SurpriseBirthdayWalkies TreatHuntSurpriseParty',
  },
  katsu: {
    prank: 'KatsuLunchboxNote KatsuSurpriseLunch PankoDessertDecoy',
  },
  lime: {
    gaming:
      'LimeAndSpoonRace LimeadeStandPretend KnockDownTheLimes LimeHotPotato LimeOrLemonBlindfolded LimeStackingTower LimeBowlingLeague LimeMemoryMatch',
  },
  'bubble gum': {
    prank:
      'EmptyBubbleGumPack WantSomeGum BubbleGumColorTakeover BubbleGumBalloonRoom BubbleGumStickSnapper GumWrapperLoveNote BubbleGumPinkDoodles BubbleGumBlowUpBluff',
  },
  eggplant: {
    prank:
      'EggplantPartyHat EggplantPenguinPatrol EggplantHatchingNest EggplantFamilyPortrait GroceryMixUpAubergine EggplantSpeechBubble AubergineGooglyEyes NewRoommateAubergine',
  },
  envelope: {
    funny:
      'AwardShowEnvelopeMixUp BirthdayEnvelopeShake EnvelopeStampFail EnvelopeWontSeal EnvelopeBillOrCheck DramaticEnvelopeReveal PeekInsideTheEnvelope EnvelopeAddressedWrong',
  },
  paramedic: {
    prank:
      'ParamedicCupcakeDrop SurpriseTheCrew ParamedicChalkHearts ThankAParamedic ParamedicCrayonMural SecretSnacksForEMTs ParamedicPizzaParade ParamedicHeroBanner',
  },
  'cheese grater': {
    pet: 'CheeseGraterPumpkinMix CheeseGraterZucchiniBite GraterBirthdayPupcake GraterCarrotDogTreats GraterVeggieBunnyBowl GuineaPigGraterSalad FrozenGraterLickMat HamsterGraterNibbles',
  },
  'root beer': {
    educational:
      'WhyRootBeerFoams RootBeerBubbleScience RootBeerSpiceDetective RootBeerFloatEruption RootBeerSugarCubes DoesRootBeerGoFlat RootBeerPourAngleTest WhereRootBeerBegan',
  },
};
