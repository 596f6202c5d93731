import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'fake food': {
    funny: 'FakeFoodPuppetShow FakeFoodRestaurantSkit IsItCakeReveal',
    pet: 'FakeFoodCatCafeDiorama FakeFoodDogDinerSketch IsItATreat',
  },
  lake: {
    dance:
      'LakeLifeLineDance LakesideShuffle LakeShoreStomp LakeWaveWiggle LakeBeachConga LakePicnicBlanketBop LakeSunsetSalsa LakeCabinTwoStep',
    funny:
      'LakeMosquitoDrama LakeVsOceanDebate LakeSeaweedPanic LakeHouseGuestTypes LakeFirstToeDip LakeSnackThiefDuck LakeLoonImitation LakeSunscreenMissedSpot',
    prank:
      'LakeFrogPlushSurprise LakeMonsterSighting LakeRubberDuckArmy LakeDockChalkWelcome FakeFishOnTheLine LakeHouseTreasureHunt LakeShoreSerenade LakeCabinPillowFort',
    tech: 'LakePanoramaPhoto LakeDragonflyMacro LakeSunsetTimelapse LakeBirdSongApp LakeGoldenHourAlarm LakeDayPlaylistDrop LakeStarTrailCam LakeWeatherRadarCheck',
    pet: 'LakeSunsetStroll LakeTrailTreatHunt LakeLifeJacketPup LakeHammockCuddle LakePetPicnic LakeShakeOffSlowMo LakeShoreSniffWalk LakeDogDockNap',
  },
  chili: {
    fitness:
      'ChiliBeanCanCurls ChiliSimmerPlank ChiliNightStepUps EarnYourChili ChiliCookOffFunRun ChiliPepperJumpingJacks ChiliSpiceRackSquats ChiliGroceryLunges',
    funny:
      'ChiliBeansDebate SecretChiliIngredient ChiliToppingTierList ChiliPotluckGuestTypes ChiliDayFour ChiliCrockpotPanic ChiliJudgeMode ChiliLeftoversForAWeek',
    prank:
      'ChiliApronMakeover ChiliRecipeRiddleHunt ChiliPotMysteryNote ChiliBreadBowlSurprise ChiliTinySpoonTrick ChiliPepperGooglyEyes ChiliChefHatParade ChiliCostumeDoorAnswer',
    speed:
      'ChiliIngredientRush ChiliToppingBarRace BeanCanChiliRelay ThirtyMinuteChili ChiliNapkinFoldOff CornbreadCountdown ChiliSpiceSortDash ChiliSetTheTableBlitz',
    tech: 'ChiliRecipeAI ChiliSimmerTimelapse SlowCookerChiliOvernight AIChiliVsGrandma ChiliCookOffScoreApp ChiliSteamCloseUp ChiliStopMotionBowl ChiliFoodPhotoEdit',
    pet: 'PetNamedChili ChiliSundayWalkies NoChiliForThePup ChiliPlushFetch DogWatchesChiliSimmer TasteTesterDenied ChiliNightSnuggle ChiliPrintCatBlanket',
    gaming:
      'GuessTheSecretChiliSpice HotOrNotChiliBingo ChiliBowlTourney ChiliBeanCountJar LoserMakesTheChili ChiliTriviaShowdown ChiliCookOffCharades ChiliToppingMemory',
  },
  'fake bug': {
    music: 'ItsyBitsySpiderCover FakeBugKazooBand PlasticBugBeatbox',
    pet: 'FakeBugPuppySketch DogMeetsRubberSpider FakeBugKittenCartoon',
  },
  highway: {
    funny:
      'HighwayAreWeThereYet MissedTheExitAgain HighwaySnackDebate FreewayNatureDoc MotorwayServicesReview HighwayPackingFails BackseatHighwayDJ BathroomBreakInterstate',
    tech: 'HighwayDashcamTimelapse CarGadgetCheck FreewayOfflineMaps MotorwayNavVoiceSwap InterstateRoutePlanner PassengerFreewayVlog HighwayPlaylistBuilder EVChargeStopHighway',
  },
  'traffic cone': {
    prank:
      'TinyTrafficConeArmy TrafficConeMustacheGang HallwayTrafficJam ConeOffTheirDesk DetourToTheSnacks TrafficConePartyHats TrafficConeWelcomeHome TrafficConeVIPLane',
    art: 'TrafficConePopArt TrafficConeStopMotion TrafficConeSculpture LonelyConePhotoWalk TrafficConeTotemPole ConeHeadPortraits TrafficConeClayMini TrafficConeMosaic',
  },
  '99 nights in the forest': {
    dance: '99NightsDance 99NightsInTheForestJig 99NightsInTheForestBop',
    fitness: '99NightsWorkout 99NightsSurvivalWorkout 99NightsInTheForestAbs',
    prank: '99NightsSurprise 99NightsDeerCostume 99NightsInTheForestPlush',
    speed: '99NightsSpeedrun 99NightsFastestClear 99NightsInTheForestBlitz',
    pet: '99NightsInTheForestNap 99NightsWithMyCat 99NightsInTheForestCuddle',
  },
  forehead: {
    prank:
      'ForeheadMirrorMessage GooglyEyeOnMyForehead ForeheadTinyHat LostGlassesOnForehead GoldStarForehead OneBrowForeheadStare ForeheadSmileySticker ForeheadSpoonServe',
  },
  wonderwall: {
    fitness: 'WonderwallPlank WonderwallWallSit WonderwallLunges',
    dance: 'WonderwallDance WonderwallSlowDance WonderwallTwoStep',
  },
  beans: {
    prank:
      'MagicBeanSurprise BeanMosaicMessage PaperBeanstalkDoor BeanSproutInTheMug BeanCanPiggyBank BeanBagChairSwap TinyBeanPeopleInvasion JellyBeansWelcomeTrail',
  },
  yoga: {
    gaming:
      'YogaPoseTwister YogaSimonSays YogaFreezeDance LastYogiStanding YogaBingo YogaCharades YogaMemoryChain YogaAnimalCards',
  },
  'summer camp': {
    dance:
      'MessHallShuffle SummerCampCabinBoogie SummerCampTalentShow SummerCampLineDance SleepawayCampStomp SummerCampSocialSway SummerCampHokeyPokey SummerCampCongaTrain',
  },
  singing: {
    speed:
      'SingingGenreSwitchUp NameThatSingerIn3 SingTheAlphabetFast SpeedSinging TongueTwisterTune SingTheFastestVerse SingingLyricsSprint SingingSongMedleyRush',
  },
  'comfort zone': {
    speed: 'ComfortZoneSpeedSketch ComfortZoneOneMinute SpotlightSixtySeconds',
  },
  birthday: {
    speed:
      'BirthdayGiftWrapRace BirthdayBalloonRelay BirthdayCakeSpeedIcing BirthdayBannerBuild BdayPartySpeedrun BdayUnwrapInTenSeconds FastestBirthdayHat BirthdayStreamerRush',
  },
  chocolate: {
    prank:
      'SecretChocolateDrop ChocolateCoinTrail ChocolateDirtCupPlant ChocolateBoxOfVeggies ChocolateGoldenTicket ChocolatePillowMint HiddenChocolateHunt ChocolateFortuneWrappers',
    pet: 'ChocolateLabZoomies ChocolateCoatGlowUp ChocolatePlushFetch ChocolateTabbyCuddles ChocolatePoodleWalk ChocolateFurNapTime ChocolateSqueakToy ChocolateBrownPupPortrait',
  },
  zelda: {
    pet: 'ZeldaRupeeTreatHunt PetItemGetPose CatNamedZelda',
  },
  'candy store': {
    pet: 'CandyStoreDogVisit PetTreatPickAndMix CandyStoreWindowWalk CandyStorePupPortrait CandyStoreCardboardCat BunnyInTheSweetShop CandyStoreHamsterMaze CandyStoreBiscuitJars',
  },
  fetch: {
    funny:
      'FetchNegotiation FetchCatJoinsIn DogRefusesToDropIt WhoFetchesWhom FetchSlowMoReplay StickTooBigReaction SportsCommentatorFetch FetchWithGrandpa',
    prank:
      'FetchWelcomeHomeSign FetchHiddenLoveNote SqueakyToyAvalanche PupFetchesTheMail StickBouquet FetchTheSurpriseBall FetchTheirSlippers FetchNewspaperDelivery',
    travel:
      'FetchOnTheBeach OneFetchEveryPark FetchPicnicGetaway FetchTrailDayTrip FetchForestClearing FetchHilltopOuting FetchCampingWeekend FetchMeadowTour',
  },
  thunderstorm: {
    prank:
      'ThunderstormPillowFort ThunderstormMovieSurprise ThunderstormPuzzleNook ThunderstormCocoaTray PowerCutPicnic ThunderstormComicStash ThunderstormTreatDrop ThunderstormRainGearPrank',
    speed:
      'BeatTheThunderstorm ThunderstormPrepRace ThunderstormPatioClear LaundryInBeforeThunder ThunderstormKitCheck CountdownToBoom ThunderstormFortBlitz ThunderstormBatteryHunt',
  },
  'optical illusion': {
    prank:
      'OpticalIllusionMug IllusionHoleRug OpticalIllusionCardTrick FollowingEyesIllusion HiddenImageSurprise FloatingCupStunt IllusionCrackedScreen HeadInAJarIllusion',
  },
  spinach: {
    gaming:
      'CardGameLoserGetsSpinach SpinachPowerUpArmWrestle GuessTheHiddenSpinach SpinachCanBowling SpinachFactOrFiction RockPaperSpinach SpinachLeafBingo SpinachMemoryMatch',
  },
  city: {
    pet: 'CityDogSightseeing CityPupSubwayBag CityApartmentKittenGym CitySunbeamSnooze SidewalkSniffTour ElevatorPetReaction BigCityWalkies CityParkPuppyPlaydate',
  },
  slapstick: {
    prank:
      'SlapstickBananaPhone SlapstickMimeGreeting RubberChickenAmbush SlapstickDoubleTake DecoyPeelPrank SlapstickSqueakyHammer InvisibleDoorSlapstick SlapstickSneezeGag',
    pet: 'SlapstickDogDoubleTake SlapstickZoomies SlapstickKittenPounce SlapstickPuppyHeadTilt SlapstickSilentPetMovie CatMissesTheJump SlapstickBoxFort PeekabooSlapstickKitty',
  },
  lunch: {
    travel:
      'LunchWithAView LunchLikeALocal LunchCafeHopping LunchboxRoadTrip FoodTruckFaceOff MarketHallMunch PicnicLunchQuest LunchInANewNeighborhood',
  },
  'new york': {
    art: 'NYCSkylineSketch NewYorkBagelStillLife DrawANewYorkBrownstone NewYorkSubwayMapArt NewYorkParkBenchDoodles DrawNewYorkFromMemory PaintAManhattanStoop NewYorkTaxiCollage',
  },
  classical: {
    funny:
      'ClassicalChores OperaVoiceOrdering WhenToClapClassical ClassicalScoreMyDay ClassicalDramaticPause FancyViolinEntrance ClassicalLaundryBallet SnackTimeClassical',
  },
  resin: {
    prank: 'ResinKeychainGift ResinFoodLookalike FrozenDrinkIllusion',
  },
  hedgehog: {
    travel:
      'HedgehogsFirstCarRide HedgehogRescueCenter DuskHedgehogSpotting HedgehogSanctuaryVisit HedgehogGardenSafari HedgehogNightRamble HedgehogHedgerowHike HedgehogHabitatParkWalk',
  },
  cuphead: {
    pet: 'CupheadKittyFanArt CupheadPetCartoon PetAsCuphead',
  },
  china: {
    funny:
      'ChinaDumplingFoldFails ChinaChopstickFails ChinaKiteFlyingMishap FirstTryChinaSnacks PandaRollImpression ChinaNoodlePullAttempt ActOutYourChinaZodiac ChinaTeaPourFails',
  },
  'pokemon card': {
    pet: 'PokemonCardOfMyPet PokemonCardPetCosplay PokemonCardKittyStats',
  },
  clothesline: {
    cooking:
      'ClotheslinePastaDrying ClotheslineHerbBundles WashdayBrunch ClotheslineAppleRings ClotheslinePicnicLunch SunDriedTomatoBatch ClotheslinePeppers ClotheslineSnackGarland',
  },
  luxury: {
    dance: 'LuxuryBallroomWaltz LuxuryGalaTango PenthouseDanceParty',
  },
  'balloon animal': {
    pet: 'BalloonAnimalPuppyPoster BalloonAnimalKittySketch PupPortraitBalloonAnimal BalloonAnimalOutOfReach BalloonAnimalNotAToy BalloonAnimalDogPlushie BalloonAnimalForTheVet BalloonAnimalBirdPainting',
  },
  mystery: {
    pet: 'MysteryNapSpotReveal KittenCaseFile MysteryTreatTest MysteryOfTheChewedShoe MysteryPawprintClues MysteryToyHunt MysteryScentTrail MysteryBunnyTunnel',
  },
  madrid: {
    art: 'PradoSketchbook MadridPlazaWatercolor MadridMuseumMimic',
    pet: 'RetiroParkDogWalk PetMadridPicnic MadridKittySiesta',
  },
  'vocal range': {
    speed: 'VocalRangeSpeedScale VocalRangePitchMatchRace FastestOctaveClimb',
  },
  'marshmallow test': {
    prank: 'MarshmallowTestOnDad MarshmallowTestSwitcheroo MarshmallowTestRoleSwap',
  },
  doormat: {
    prank:
      'DoormatMessageSwap DoormatSqueakyToy WelcomeMatPlotTwist BubbleWrapDoormat RedCarpetFromDoormat DoormatMysteryNote DoormatFlowerSurprise DoormatChalkArrowTrail',
  },
  'looney tunes': {
    pet: 'LooneyTunesCatSketch LooneyTunesPetZoomies BunnyEarsPet',
  },
  chinese: {
    pet: 'PetLearnsChinese ChineseZodiacPet ChineseNameForMyCat',
  },
  experiment: {
    prank:
      'ExperimentVanishingCoin ExperimentMagicMilk ExperimentStaticBalloons ExperimentPepperScatter ExperimentInvisibleInk ExperimentUpsideDownCup ExperimentFloatingEgg ExperimentRaisinDance',
  },
  greek: {
    pet: 'GreekMythKittyNames PetTogaPhoto PetPosesLikeAGreekStatue',
  },
  nashville: {
    pet: 'NashvillePupSerenade NashvilleDogFriendly PetLineDance',
  },
  'concert outfit': {
    pet: 'ConcertOutfitPupApproval PetConcertFitCheck PetMerchBandana',
  },
  edm: {
    tech: 'EDMProducing EDMBedroomLightShow SynthPatchBuild',
  },
  labrador: {
    fitness: 'LabradorRunBuddy LabradorHillHike FetchIntervals',
  },
  'subway surfers': {
    pet: 'SubwaySurfersPetChase SubwaySurfersDogDoodle PetReactsToSubwaySurfers',
  },
  garba: {
    pet: 'GarbaPupPortrait GarbaWithMyDog PetNavratriLook',
  },
  'turkey trot': {
    pet: 'TurkeyTrotDogJog TurkeyTrotWithMyDog TurkeyTrotPawCare',
  },
  'squirt flower': {
    pet: 'SquirtFlowerClownPup SquirtFlowerDogSketch FlowerCollarKitty',
  },
  juice: {
    prank:
      'JuiceCartonFaces GooglyEyedJuice JuiceSunriseWakeUp JuicePouchPunLabels JuiceBoxLunchNote DoorstepJuiceFairy JuiceBottleMustache JuiceCrazyStrawSurprise',
  },
  australia: {
    pet: 'AustraliaBeachDog AustralianShepherdTricks AustraliaDayPupPicnic',
  },
  singapore: {
    wellness: 'SingaporeGardenWalk ForestBathInSingapore SingaporeOrchidCalm',
  },
  'road runner': {
    prank: 'RoadRunnerLunchboxNote RoadRunnerVanishingAct CoyoteConfettiTrap',
  },
  eurovision: {
    pet: 'EurovisionKittyJury EurovisionPetParty DouzePointsForMyDog',
  },
  wicked: {
    pet: 'WickedDogDrawing WickedPetBroomPose WickedCatNapPlaylist',
  },
  sketchbook: {
    prank:
      'SketchThemSecretly SketchbookKindNotes SketchbookStickerGift SketchbookPhotobomb SneakySketchbookPage PencilCaseSwitcheroo SketchbookGooglyEyes SketchbookFlipbookHello',
  },
  'dog toy': {
    travel:
      'DogToyFromEveryTrip DogToyTravelBag DogToyBeachFetch DogToyParkHopping DogToyTrailQuest PackTheFavoriteDogToy DogToyHotelCheckIn SouvenirDogToyHaul',
  },
  'mountain biking': {
    prank: 'MountainBikingSnackStash MountainBikingSurprise MountainBikingHighFive',
  },
  neighbor: {
    dance:
      'NeighborDanceOff NeighborPorchShuffle NeighborBackyardTwoStep NeighborhoodConga DrivewayDiscoNeighbors OverTheFenceFreestyle NeighborlyWaltz NeighborWaveAndWiggle',
  },
  'cookie dough': {
    pet: 'PupSafeCookies CookieBeggingStare CookieDoughPlushFetch CookieDoughOutOfReach KittenCookieSupervisor PeanutButterPawPrints NoCookieDoughForDogs CookieDoughBakingBuddy',
  },
  'waffle house': {
    pet: 'WaffleHouseRoadTripPup WaffleHouseDogDoodle HashbrownPlushToy',
  },
  cave: {
    wellness:
      'CaveDripMeditation CaveFairyLightCalm NapInABlanketCave CaveModeNoPhoneHour EscapeToYourCave CaveJournalByLamplight CaveQuietReadingNook CaveDarkRoomRest',
  },
  trap: {
    pet: 'TrapBeatPetEntrance TrapPetReaction TrapLullabyCatNap',
  },
  lisa: {
    speed: 'LisaLyricRace LisaAlbumSpeedGuess LalisaSongQuiz',
  },
  'shania twain': {
    pet: 'ShaniaTwainDogWalk ShaniaTwainLeopardBandana LetsGoPuppy',
  },
  'spirited away': {
    pet: 'SpiritedAwayPetCosplay SpiritedAwayHamsterBoh SpiritedAwayCatSketch',
  },
  dashcam: {
    fashion: 'DashcamRoadTripFit DashcamPassengerStyle RoadTripOutfit',
  },
  'slow blink': {
    prank: 'SlowBlinkAtFamily SlowBlinkCopycat SlowBlinkDoorwayHello',
  },
  thor: {
    pet: 'ThorCatPortrait ThorPupHammerToy PetThunderstormComfort',
  },
  'water polo': {
    travel: 'WaterPoloPoolTour WaterPoloAbroad WaterPoloStadiumTrip',
  },
  'crazy sock day': {
    pet: 'CrazySockDayPupPortrait CrazySockDayCatSketch CrazySockDayPuppyStroll',
  },
  'whale watching': {
    fitness: 'WhaleWatchingKayak WhaleWatchingBoardwalk CoastalLookoutRun',
  },
  illustration: {
    prank: 'IllustrationPortraitGift IllustrationStickyComic RevealTheRealDrawing',
  },
  yoshi: {
    pet: 'YoshiKittySketch YoshiPuppyPainting YoshiSnackHunt',
  },
  'marvel rivals': {
    pet: 'MarvelRivalsDogSketch MarvelRivalsPetHero CapedCritterCosplay',
  },
  'phone hack': {
    prank: 'PhoneHackComplimentAlarm PhoneHackAutocorrect TextReplacementPrank',
  },
  'fruit ninja': {
    prank: 'FruitNinjaLunchboxArt FruitNinjaBombSurprise PlasticFruitSwap',
  },
  'caramel onion': {
    pet: 'CaramelOnionDogGate CaramelOnionNoPawsZone CaramelOnionKittyNap',
  },
  foldable: {
    prank: 'FoldableOrigamiGift FoldableFlipPhoneSwap HingeSoundPrank',
  },
  ketchup: {
    prank:
      'KetchupMessagePlate KetchupBottleGooglyEyes KetchupStickerStorm KetchupAndFriesCake KetchupSmileyNote KetchupCostumeReveal KetchupNameOnTheBun KetchupPacketTower',
  },
  storm: {
    funny:
      'StormReporterSkit StormUmbrellaFail StormInATeacup StormPrepPanic PowerCutTalentShow StormWindyHairDay DramaticStormNarration StormDadsWeatherGuess',
  },
  restaurant: {
    travel:
      'OldestRestaurantInCity RestaurantStreetFoodTour NoReviewsRestaurantTry RestaurantTasteCrawl BestBiteInTown PointAtTheMenu RestaurantsWithAView RestaurantLocalsOnly',
  },
  smores: {
    gaming:
      'SmoresDominoRun SmoresCampQuest SmoresStoryDice WinnerGetsSmores SmoresSketchGuessing SmoresCardGameByLantern SmoresGrahamStackOff SmoresTriviaBattle',
  },
};
