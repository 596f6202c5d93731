import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  patio: {
    dance:
      'PatioSalsaNight AlFrescoGroove PatioDuetWithGrandma PatioDanceOff OneMinutePatioBoogie DeckChairChoreo ShuffleOnThePatio PatioCongaLine',
    fitness:
      'PatioYogaFlow 100PatioStepUps LawnChairDips SunriseSunSalutation 10MinPatioWorkout PatioSquatFaceOff PlankOnThePatio PatioLungeLaps',
    music:
      'AlFrescoJazzNight PatioWindChimeTune BackyardBluesSet PatioDuetWithMom 60SecondPatioJam PatioKaraokeBattle CricketsOnThePatio PatioSingAlong',
    pet: 'PatioCatNap PetSunbathSpot PatioBirdWatchKitty ShowUsYourPatioPal 7DayPatioPuppyTraining PatioBubbleChase DogDaysOnThePatio KittenVsPatioPinwheel',
    prank:
      'PatioFlamingoFlock FairyLightThePatio WhoFlippedPatioChairs 100PatioRubberDucks NewTinyPatioFurniture GnomeInvasion GooglyEyesOnPatioPots PatioChalkLoveNote',
    travel:
      'PatioCafeCrawl ShowUsYourFavoritePatio 3PatiosOneAfternoon FirstPatioDayOut BestPatioInTown PatioWithAView SunsetPatioScout CityPatioFaceOff',
    cooking:
      'PatioPizzaNight PatioMocktailFaceOff 3IngredientPatioSnack PatioTacoTuesday DinnerUnderTheStars SundayBrunchAlFresco 10MinPatioSalad PatioLemonadeStand',
    fashion:
      'PatioLinenLayers GardenDinnerDress 60SecondPatioFitCheck PatioOutfitRunway OneHatFivePatioVibes SundayBestPatioGlowUp PatioSandalShowdown PatioSunglassesLook',
    gaming:
      'PatioCornholeTourney 60SecondPatioBlockTower KidsVsDadPatioDominoes BeatMeAtPatioCards AlFrescoGameNight PatioCheckersDuel ChalkPatioTicTacToe PatioBocceBattle',
  },
  rocket: {
    dance:
      'BlastOffBoogie AstronautMoonwalk RocketGrooveBattle WiggleLikeARocket RocketLaunchDance ZeroGravityRocketFloat 10To1RocketJump RocketCountdownFreeze',
    funny:
      'RocketScientistForADay MissionControlSkit RocketLaunchFails ItsNotRocketScience HoustonWeHaveAProblem CanYouSoundLikeRockets ExplainRocketsIn60Seconds DadNarratesMyPaperRocket',
    prank:
      'TinyRocketInTheirShoe GooglyEyesOnEveryRocket 100PaperRocketsEverywhere GiantRocketOutFront RocketToyPhotobomb AstronautHelmetReveal RocketMailFromMars RocketStickerCeiling',
    wellness:
      'RocketCountdownCalm BlastOffIntentions 10SecondRocketBreath SlowRocketSunday ShootForTheMoonGoals DrawYourDreamRocket 7DayRocketMornings RocketGratitudeList',
    gaming:
      'RocketFlickFootball StrawRocketGolf CanYouLandYourRocket RocketTriviaCountdown KidsVsParentsRocketRace FirstRocketToOrbit BalloonRocketRelay 10SecondRocketBuild',
    music:
      'RocketManKaraoke SpaceOddityCover RocketBeatboxBattle LiftoffAnthem HumARocketDuet 7DayRocketSongbook CountdownSongIn10Rocket SingTheRocketToSleep',
    travel:
      'FindTheRocketPlayground SpotEveryRocketInTown SpaceCenterTour 3RocketSpotsOneDay 5MinRocketBagPack RocketSelfieFaceOff RocketGardenSelfies RocketPlanetariumVisit',
  },
  trampoline: {
    art: 'TrampolineJumpPortrait BounceSilhouettes 7DayTrampolineDoodles TrampolineChalkArt PaintSplatterLeap DrawYourTrampolineHop 5SecondTrampolineSketch TrampolinePhotoThenVsNow',
    cooking:
      '3StepTrampolineSnack 10MinPostTrampolineWraps BouncyJellyDessert TrampolinePicnic PopsiclesAfterBouncing TrampolinePartyPizza TrampolineSmoothieFaceOff BakeATrampolineCake',
    music:
      'SpringSqueakRemix TrampolineBeatboxBattle HighNotesMidTrampoline TrampolineDuetWithDad BounceToTheBassline OneLyricPerTrampolineHop TrampolineAirGuitar 10JumpTrampolineSong',
    pet: 'TrampolineCatNap DogGuardsTheTrampoline ShadeSnoozeUnderneath PupWatchesTheBounce ShowUsYourTrampolinePal KittenVsTrampolineShadow TrampolineThenFetch 7DayTrampolineRecall',
    prank:
      'TrampolineBalloonFill TrampolineClosedForNaps 100BalloonsOnTrampoline BallPitSurprise TeddiesTookTheTrampoline GooglyEyedTrampoline TrampolineBubbleStorm TrampolinePlushieParty',
    wellness:
      'TrampolineStargazing TrampolineSunriseHops 7DayTrampolineSunset BounceOutTheStress InnerKidUnlocked 5MinTrampolineStillness SlowSundayTrampolineNap TrampolineBreathCount',
    gaming:
      'TrampolineTargetToss TrampolineMemoryMoves 10JumpTrampolineCount TrampolineSimonSays CanYouSpellOnATrampoline FloorIsLavaBounce RedLightTrampoline TrampolineBalloonVolley',
  },
  dandelion: {
    dance:
      'DandelionWishSway DandelionDuetWithMom 60SecondDandelionGroove FloatLikeADandelion PuffBallTwirl SeedsOnTheBreeze DandelionWiggleWednesday DandelionDanceBattle',
    fitness:
      'DandelionWallSit DandelionPlankFaceOff 7DayDandelionSquats 100DandelionPicks WishSeedChaseSprint LungeForEveryDandelion WheelbarrowDandelion OneMinuteDandelionJacks',
    funny:
      'DadLosesToDandelions DandelionStubbornSeed MyDandelionWishWentWrong DandelionVsLeafBlower ABouquetOfWeeds WindBlewItBack NarrateDandelionsLikeTV 10DandelionsInOneBreath',
    pet: 'ShowUsYourDandelionPup TortoiseLovesDandelions DandelionFieldZoomies PetVsDandelionPuff DogSneezesAtSeeds CatPouncesOnFluff 7DayDandelionWalks CanAKittenCatchDandelions',
    speed:
      'DandelionOneBlow 10SecondDandelionPickup DandelionChainStopwatch DandelionPickingFaceOff FastestPuffClear KidsVsDadDandelionRace BouquetOfDandelionsIn30 DandelionSeedRelay',
    wellness:
      'DandelionWishBreathing 7DayDandelionWishes OneMinuteDandelionBreath SlowDandelionSunday LetItFloatAway PressADandelionJournal BlowYourDandelionWorries DandelionSunSoak',
  },
  'pickup truck': {
    dance:
      'PickupTruckLineDance PickupTruckBoogieBattle OneMinutePickupTruckHop TeachDadThePickupTruckJig TailgateTwoStep DirtRoadShuffle PickupTruckStompClap DuetOnYourPickupTruck',
    pet: 'ShowUsYourPickupTruckPal 7DayPickupTruckFetch KittenVsTinyPickupTruck PickupTruckPetPhoto TailgatePupParty BestTruckBuddyAward CatChasesToyPickupTruck PickupTruckCatBedBuild',
    prank:
      'BalloonFloodPickupTruck PickupTruckFlamingos GooglyEyedPickupTruck DucksFillDadsPickupTruck TinyPickupTruckForDad BallPitInTheTruck PickupTruckStickyNotes BubbleWrapPickupTruck',
    travel:
      'PickupTruckCamping 3TownsOnePickupTruck PickupTruckFarmStands PickupTruckPicnicFaceOff TakeTheBackRoads TailgateSunsetSpots ShowUsYourPickupTruckView 7DayPickupTruckDiary',
    cooking:
      'PickupTruckChiliNight 10MinPickupTruckLunch PickupTruckTacoTuesday SandwichBattlePickupTruck TailgateNachos 3StepPickupTruckSnack PackAPickupTruckPicnic PancakesOnPickupTruck',
    tech: 'LightUpThePickupTruckBed PickupTruckPhotoIn60 PickupTruckToyStopMotion ShowUsYourPickupTruckApp TailgateProjector PickupTruckEditBattle PickupTruckTimeLapseWash 7DayPickupTruckVlog',
  },
  sweater: {
    cooking:
      'UglySweaterCakePops 10MinSweaterWeatherSoup BakeASweaterPatternPie SweaterCookieDecor SweaterSnackBattle CozyChiliNight 3StepSweaterBiscuits SweaterSeasonAppleCider',
    dance:
      'SweaterWeatherDance UglySweaterShimmy SweaterGrooveBattle OneMinuteSweaterShuffle JumperJive CableKnitConga BoogieInDadsSweater SweaterTwirlTuesday',
    prank:
      'GiantSweaterForTwo SweaterOnEveryChair SweaterGooglyEyes SweaterPocketLoveNotes TeddyInMySweater FridgeWearsASweater InsideOutSweaterDay DadsMugGetsTinySweater',
    art: '7DaySweaterMending SketchASweaterIn10 UglySweaterDIY SweaterGlowUp SweaterPatternDoodle DesignYourDreamSweater SweaterEmbroideryFaceOff SweaterPompomGarland',
    gaming:
      'UglySweaterBingo NameThatSweaterIn10 SweaterSpotTheDifference SweaterCharadesFaceOff 5SweaterSpeedHunt SweaterSketchAndGuess CanYouFindMySweater SweaterMemoryMatch',
    pet: 'CatStealsMySweater 7DaySweaterWeatherWalks KittenVsSweaterSleeve SweaterPawPrintKnit PuppyInAJumper DogLovesDadsSweater SweaterNapNest SweaterBunnyCuddles',
  },
  bank: {
    dance:
      'PiggyBankDanceBattle OneMinuteBankShuffle ShakeYourBankToTheBeat BankHolidayBop PaydayPopAndLock CoinDropChoreo BankBalanceBounce BankSalsaSaturday',
    fitness:
      'BankADollarPerMile 30DayBankYourWorkouts 10MinBankHolidayBurn BankADimeEverySquat PushupsForPennies PiggyBankPlank BreakTheBankBurpees BankRunRelay',
    pet: 'PiggyBankPetFund PuppyNosesMyCoinBank CatGuardsTheBank 7DayBankHolidayWalkies PennyForThePup CanYourDogFindABank KittenRaidsBankJar BankSavingsForKitty',
    prank:
      'PiggyBankSurprise BankNoteInTheCouch BankDimesInTheirShoes PennyTrailToTheBank MomsBankHasAnIOU GooglyEyedCoinBank GiantBankCheckForMom 100ButtonsFillDadsBank',
    wellness:
      'BankHolidayRest WriteYourBankOfWins PiggyBankGratitude 5MinuteBankCalm NoSpendSunday CountBlessingsNotCoins 30DayKindnessBank BankMoneyWorryJournal',
  },
  crayon: {
    cooking:
      'CrayonBoxCake 10MinCrayonFruitSticks DipPretzelsLikeCrayons CrayonSmoothieFaceOff PaletteSnackPlatter RainbowCookieStack CrayonShapedPancakes 3StepCrayonPopsicles',
    dance:
      '60SecondCrayonBoogie CrayonDuetWithMom CrayonDanceOff RainbowCrayonGroove CrayonColorFreeze EachCrayonIsAMove CrayonTwist MeltLikeACrayon',
    fashion:
      'StyleACrayonShade3Ways RainbowCrayonNails 7DayCrayonDressCode OneCrayonOutfit CrayonFitFaceOff PrimaryColorBlock CrayonPicksMyLook CrayonDoodleSneakers',
    prank:
      'WrongLabelOnEveryCrayon SecretWhiteCrayonNote CrayonBoxFullOfCarrots CrayonBananaFaces IsThisReallyACrayon CrayonsThatWontColor GooglyEyedCrayons CrayonDrawingInTheirShoe',
    travel:
      'BackseatCrayonArt CrayonRubbingHunt CrayonMatchTheTown DrawYourVacationInCrayon 10MinuteCrayonCitySketch FindEveryCrayonColor OneCrayonPerStop RoadTripCrayonMap',
  },
  helicopter: {
    cooking:
      'HelicopterBirthdayCake PropellerPastaBake HelipadPizza ChopperChopSalad 3StepHelicopterCookies HelicopterSnackDrop 10MinHelicopterFruitArt BuildAHelicopterSandwich',
    fashion:
      'HelicopterPilotFit OneJacket3HelicopterLooks AviatorShadesFiveWays CargoPantsHeliStyle 10MinHelicopterCrewLook HeliChicJumpsuit HelicopterTwirlSkirt HelicopterOutfitBattle',
    fitness:
      'HelicopterArmCircles HelicopterHoverPlank ChopperCardio 100HelicopterSpins HeliHopSquats LiftOffLunges OneMinuteHelicopterHold KidsVsDadHelicopterDrill',
    funny:
      'HelicopterCouchLanding HelicopterHairTornado HelicopterParentSkit BeatboxAHelicopter TrafficChopperReport DadVsToyHelicopter HumLikeHelicoptersIn10 WorstHelicopterImpression',
    music:
      'HelicopterRotorBeat HelicopterHumBattle HelicopterLullaby HeliBassDrop BeatboxTheChopper WhirlybirdWaltz 10SecondHelicopterSong DuetWithAHelicopterToy',
  },
  motorcycle: {
    cooking:
      'BikerDinerBreakfast RoadStopPieHunt MotorcycleCakeBuild 10MinMotorcycleSnackBox MotorbikeMunchies PackAMotorcyclePicnic MotorcycleTrailMix 3StepMotorcycleCookies',
    fashion:
      'MotorcycleLeatherLook CafeRacerOutfit VintageMotorbikeJacket MotorcycleFitCheck StyleMotorcycleBoots3Ways HelmetHairDontCare MotorcycleGlowUp 7DayMotorcycleWardrobe',
    fitness:
      'MotorcycleGripStrength MotorcycleBalanceSquat PushYourMotorbike MotorcycleRiderPlankOff OpenRoadStretch HandlebarHold 10MinMotorcycleWarmUp 30DayMotorcycleCore',
    music:
      'BornToBeWildCover MotorcycleRevRemix HumAMotorcycleDuet MotorbikeKaraoke MotorcycleBeatboxBattle MotorcycleGarageJam NameThatMotorcycle 10SecondMotorcycleSong',
    tech: 'MotorcycleWashTimelapse MotorcycleTireCheck ShowUsYourMotorcycleApp ToyMotorbikeStopMotion HowLoudIsMyMotorcycle TwoWheelTechTour 7DayMotorcyclePhotoStreak 60SecondMotorcycleEdit',
  },
  'road trip': {
    art: 'RoadTripSketchbook PaintARoadTripPostcard RoadTripMapCollage RoadTripPolaroidWall MileMarkerWatercolor OneRoadTripSketchPerStop RoadTripArtFaceOff 10MinuteRoadTripDoodle',
    speed:
      'RoadTripPackingRace OneMinuteRoadTripTidy BeatMyRoadTripLoadTime RoadTripPlaylistIn60 FirstToRoadTripBingo RoadTripSnackDash 10SecondRoadTripSelfie RoadTripUnpackBlitz',
    cooking:
      'RoadTripSnackBox RoadTripTrailMixBar PackARoadTripCooler NoCrumbRoadTripBites GasStationGourmet RoadTripLunchBattle 3IngredientRoadTripDip 10MinRoadTripWraps',
    fitness:
      'RoadTripRestAreaHIIT 10LungesPerRoadTripBreak OneMinuteRoadTripPlank ScenicViewpointSquats PitStopPushUps RoadTripLegDayDare PostRoadTripStretch KidsVsMomRoadTripJacks',
    tech: 'RoadTripHyperlapse 5AppsForYourRoadTrip RoadTripPhotoDump DashCamRoadTripReel GPSVsPaperMap AIPicksEveryRoadTripStop 60SecondRoadTripRecap RoadTripEditBattle',
  },
  'snow day': {
    dance:
      'SnowDayShuffle ItsASnowDayShimmy SnowDayGrooveBattle SnowDaySiblingDuet NoSchoolBoogie InsideOutPJsDance SnowDayPenguinWaddle OneMinuteSnowDayJig',
    prank:
      'SnowDayPaperBlizzard SnowDayWakeUpReveal SnowDayMittenMessage SurpriseSnowDayFort SnowmanPhotobomb IndoorSnowstorm GooglyEyesOnSnowDayBoots CottonBallSnowDayRoom',
    educational:
      'SnowDayScience 10MinSnowDayTrackHunt SnowDaySnowflakeZoom SnowDayMeltOff NoTwoFlakesAlike MeasureTheDrifts WhyIsASnowDaySoQuiet SketchSnowDayCrystals',
    fitness:
      'SnowDaySledPull 100RepSnowDayWorkout 10MinSnowDayBurn KidsVsParentsSnowDayPlank CabinFeverCardio SnowAngelAbs SnowDaySquatOff SnowDayLivingRoomYoga',
    pet: 'SnowDayZoomies PuppysFirstSnowDay ShowUsYourSnowDayPup 10MinSnowDayWalkies CatVsSnowflakes PawprintsInTheSnow SnowDayToyHunt KittenWatchesASnowDay',
  },
  'trash can': {
    dance:
      'TakeOutTheTrashStrut BinDayBoogie TrashCanLidStomp OneMinuteTrashCanShuffle TrashTalkTwoStep TrashCanDanceOff TrashCanMoonwalk DuetWithYourTrashCan',
    fitness:
      'TrashCanCurbCarry TrashBagDeadlift TrashCanSquatAndToss TrashDaySprint BinLidShoulderPress TrashCanRelayRace 100TrashCanJacks 10MinTrashCanCircuit',
    wellness:
      'TossTenThings TrashCanWorryNotes EmptyBinClearMind 7DayTrashCanDeclutter TrashTheSelfDoubt 10MinTrashCanTidy TrashCanEveningReset TrashCanGoodbyeRitual',
    music:
      'TrashCanDrumCover BinBeatBattle GarbageTruckSingAlong TrashCanLidCymbals 7DayTrashCanGroove TrashTalkRap 10SecondTrashCanSolo DuetOnTheTrashCan',
    travel:
      'CityBinSpotting RateTheTrashCans FunniestTrashCanInTown TrashCanRoadTripTally TrashCanArtHunt WhereAreTheTrashCans OneTrashCanPerStop TrashCanPhotoFaceOff',
  },
  parrot: {
    art: 'PaintYourParrot MacawParrotMosaic ParrotDoodleFaceOff OrigamiParrot ParrotPopArt ParrotFeatherPainting DrawAParrotBlindfolded 10MinuteParrotSketch',
    dance:
      'ParrotHeadBob ParrotFeatherShake ParrotDanceOff PollyWantsToBoogie SquawkAndStomp OneMinuteParrotGroove StrutLikeAParrot ParrotShimmySaturday',
    fashion:
      'MatchYourParrot PirateParrotLook ParrotPrintShirt BrightAsAParrot ParrotGlowUp 7DayParrotColors ParrotFeatherEarrings StyleParrotGreen3Ways',
    fitness:
      'ParrotArmCircles ParrotPlankFaceOff OneMinuteParrotHop FlapLikeAParrot PollyPushUps WingspanStretch ParrotCountsMyReps 100ParrotWingBeats',
    wellness:
      'ParrotMorningChat CalmParrotBedtime WildParrotBirdsong TeachYourParrotAKindWord 7DayParrotGratitude SlowSundayWithPolly ParrotCuddleTime ParrotPaceBreathing',
  },
  'april fools': {
    gaming:
      'BeatMeBackwardsAprilFools SpotTheAprilFoolsFib 10SecondAprilFoolsRiddle AprilFoolsOtherHandRound AprilFoolWrongAnswersOnly BluffMastersNight AprilFoolsDoubtIt AprilFoolsOppositeDay',
    tech: 'AprilFoolsAutocorrect FrozenDesktopAprilFool 10SecondAprilFoolsEdit AprilFoolsCrackedScreen SmartSpeakerSillyMode AprilFoolsFilterFaceOff ShowUsYourAprilFoolsText AprilFoolsWallpaperTrick',
    travel:
      'AprilFoolsGiantInThePark SunOnMyFingerAprilFools MysteryAprilFoolsTrip 3AprilFoolsPicsOneHour PostcardFromNowhere ShrinkTheLandmark AprilFoolsPhotoIllusion AprilFoolsTrickShotBattle',
    pet: 'KittenVsAprilFoolsBox TreatTrickAprilFools AprilFoolsMyDogTalks ThatsNotMyCat AprilFoolsPetPranksYou 5MinAprilFoolsSniffHunt AprilFoolsCupGame NarrateYourAprilFoolsPup',
  },
  bagel: {
    art: 'BagelBirdFeederCraft BagelStillLife SesameBagelMosaic 10MinuteBagelSketch DrawYourBreakfastBagel CreamCheeseSculpt FeltBagelPlushie BagelPaintingFaceOff',
    dance:
      'BagelBounce SesameBagelShuffle BagelToasterPop BagelDanceOff PoppySeedShimmy OneMinuteBagelBoogie BrooklynBagelBop PassTheBagelDuet',
    travel:
      'BagelShopCrawl 3BagelSpotsOneMorning BagelTasteTestFaceOff SunriseBeachBagels RateYourLocalBagel BestBagelInTown HilltopBagelBreak BagelBakeryPassport',
    prank:
      'TinyBagelForDad BagelPillowOnTheirBed BagelGooglyEyes SmileyBagelNote BagelBagFullOfSocks BagelPlushInMomsShoe RainbowBagelReveal IsThatADonutOrBagel',
  },
  bowling: {
    funny:
      'BowlingBodyLanguage BowlingSlowRollDrama WorstBowlingFormEver BumperLaneChampion GutterBallGlory BackwardsBowlingDare BowlingCelebrationFaceOff DadNarratesMyBowling',
    prank:
      'SillyBowlingScreenNames BowlingScoreboardNote MomsTinyBowlingSet BowlingCheerleaderPrank BumpersUpForDad BowlingPinInTheirBed GooglyEyeBowlingBall BowlingWorstScoreTrophy',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryTown 3BowlingSpotsOneWeekend BowlingStrikeFaceOff BowlingCityCrawl VacationBowlingRematch LawnBowlingDayOut RateYourLocalBowlingLanes',
    gaming:
      'LivingRoomBowlingCup HomemadeBowlingSet SockBowlingInTheHallway BowlingBracketTourney WaterBottleBowlingFaceOff BowlingTurkeyHunt BeatMyBowlingScore OneMinuteBowlingStrikes',
  },
  dj: {
    funny:
      'DJScratchEverything MomDJsBreakfast HeadphoneOneEarPose DJAtTheDinnerTable AirHornAddict DJDadJokes CanYouDJWithAWhisk 60SecondKitchenDJSet',
    art: 'PaintToADJSet VinylRecordCollage DJFlyerDesign DJPosterFaceOff DrawTheDrop 10MinuteDJPortrait SketchYourDJLogo DJHeadphoneDoodles',
    fashion:
      'DJBucketHatFlex DressLikeYourFavDJ NeonRaveLayers DJOutfitCheck HeadphoneHalo DJFitFaceOff 7DayDJLookbook BedroomDJGlowUp',
    wellness:
      '5MinuteLofiDJBreak DJSunsetSet DJSundayResetMix 7DayBedtimeDJSession DJSlowJamsBreathing WakeUpToYourOwnDJ BreatheWithTheDJ DJRainSoundscape',
  },
  'fast food': {
    fitness:
      'BurgerBurnoutHIIT FastFoodSquatPerFry WalkInsteadOfDriveThru OneMinuteFastFoodCircuit FastFoodMenuWorkout FastFoodNuggetBurpees FastFoodCrunchCombo KidsVsDadFastFoodRelay',
    prank:
      'GooglyEyedFastFoodToy FastFoodKidsMealForDad FastFoodJokeReceipt ClayFastFoodOrder FastFoodBagFullOfSocks PaperCrownForAll FineDiningFastFoodNight FastFoodMenuDrawing',
    educational:
      'FastFoodPortionMath 60SecondFastFoodHistory FastFoodPotatoToFry FastFoodFactVsMyth WhereDidFastFoodStart HowNuggetsAreMade DrawAFastFoodTimeline FastFoodSugarCubeCount',
    wellness:
      'SlowDownFastFood HomemadeFastFoodFriday ParkBenchLunch SavorTheFastFood FastFoodEatSlowlyDare FastFoodWaterFirst PhonesAwayFastFoodDate ShareFastFoodWithGrandma',
  },
  hallway: {
    cooking:
      'HallwayPicnic HallwayBakeSale DormHallwayPotluck HallwayCookieFaceOff DoorstepDessertDrop 3IngredientHallwayTreats TacoBarInTheHallway 10MinHallwaySnackTray',
    educational:
      'HallwayMuseumTour BuildAHallwayTimeline PendulumInTheHallway VanishingPointHallway OneFactPerHallwayStep CorridorEchoTest HallwayPlanetWalk HowLongIsYourHallway',
    art: 'HallwayGalleryWall 7DayHallwayExhibit HallwayStickyNoteMosaic TraceAHallwayShadow HallOfFrames TapeArtTunnel DrawYourHallway HallwaySketchFaceOff',
    pet: 'HallwayZoomies 10FetchesDownTheHallway CorridorCatChase ShowUsYourHallwayPal HallwayHurdles TunnelOfTreats HallwayPuppyRecall DogVsKittenHallwayRace',
  },
  owl: {
    dance:
      'NightOwlGroove OwlBlinkFreeze FlapLikeAnOwl OwlHootShuffle OwlDanceOff 10SecondOwlHeadTurn WiseOwlWaltz OwlDuetWithDad',
    gaming:
      'OwlEyeStaringContest OwlWisdomTrivia OwlHootAndSeek NightOwlCardGame OwlImpressionOff 10SecondOwlSpotting KidsVsParentsOwlQuiz GuessTheOwlIn5Hoots',
    tech: '10SecondOwlPortraitEdit WhatOwlIsThatApp DrawAnOwlOnYourPhone OwlNightVisionTest OwlHootRingtone OwlFilterFaceOff RecordOwlImpressions OwlHeadTurnSlowMo',
    wellness:
      'OwlWindDown WiseOwlJournal OwlListeningWalk NightOwlToEarlyBird PerchAndPause 7DayOwlBedtime BreatheLikeASleepyOwl OwlSilenceSunday',
  },
  puddle: {
    fashion:
      'PuddleProofOutfit PonchoPrintPop PuddleBootFit RainyPuddleGlowUp RaincoatFiveWays DressForThePuddles PuddleStyleBattle 3PuddleLooksOneWeek',
    fitness:
      'PuddleLongJump KidsVsDadPuddleLeap WellieWalkMiles 100PuddleSkaterBounds ClearEveryPuddle SplashAndSquat PuddleHurdleHop 10MinPuddleCircuit',
    prank:
      'PlasticPuddleOnTheRug 100DucksInOnePuddle PuddleChalkShark RainBootGooglyEyes PuddlePhotobomb PaperBoatArmada PuddleLilyPadFrogs PuddleToyDinosaurs',
    dance:
      'PuddleStompDance PuddleJumpJive RainBootShuffle SinginInThePuddles OneMinutePuddleBoogie SplishSplashStep PuddleGrooveBattle DuetAroundAPuddle',
  },
  snake: {
    dance:
      'SnakeArmWave SnakeHipRoll SnakeDanceOff SlitherLikeASnake SerpentineShuffle DoTheSidewinder OneMinuteSnakeSway SnakeDuetWithMom',
    prank:
      'SnakeOrigamiParade SnakePlushBedBuddy SockPuppetSnake PoolNoodleSnake SnakePunsOnStickyNotes GooglyEyedSnakeToy GummySnakeLunchbox SnakeSmileyDoodles',
    funny:
      'SnakeVoiceover SnakeHissyFit TheresASnakeInMyBoot CanYouHissLikeSnakes WorstSnakeImpressionEver DangerNoodleDiaries 10SecondSnakeSlither SnakeYogaPoseFail',
    travel:
      'SnakeSelfieFaceOff SayHiToTheZooSnakes SnakeSafariAtThePetShop HowLongIsThatSnake SnakePlushRidesAlong 3SnakeSpotsOneTrip MeetASnakeKeeper DrawEverySnakeYouSee',
  },
  stapler: {
    fashion:
      'StaplerEmergencyHem StaplerPaperDress RunwayStaplerCouture StapledTogetherLook DeskToDinnerFit 10MinuteStaplerOutfit StaplerFashionFaceOff OfficeStaplerGlowUp',
    fitness:
      'StaplerGripSqueeze HundredStaplerClicks SquatForEveryStaple OneMinuteStaplerHold StaplerPassRelay PaperStackPress KidsVsDadStaplerPlank StaplerDeskStretchBreak',
    music:
      'StaplerSnareRhythm OfficeStaplerBand DeskDrumsWithStapler ClickClackTrack StaplerBeatBattle 10SecondStaplerSolo StaplerMetronome StaplerAndPenDuet',
    wellness:
      'StaplerGratitudeZine TidyYourStaplerDrawer PocketStaplerMantras OneStapleADay FileAwayWorries 5MinuteStaplerBreath WeekOfStaplerWins StaplerDreamBoard',
  },
  toothpaste: {
    dance:
      'ToothpasteTubeShuffle TwoMinuteToothpasteDance SqueezeTheToothpaste ToothpasteBrushBop MintyMoonwalk FlossAfterBrushing ToothpasteGrooveBattle ToothpasteTwirlTuesday',
    prank:
      'ToothpasteCapSmileyFace ToothpasteTubeTinyHat GooglyEyedToothpaste RenameTheToothpaste MiniToothpasteForDad MintyMirrorMessage GoodMorningToothpasteNote ToothpasteHeartOnBrush',
    tech: 'DIYToothpasteDispenser SlowMoToothpaste TwoMinuteToothpasteTimer ToothpastePhotoFaceOff ZoomIntoToothpaste ToothpasteWritesMyName ShowUsYourToothpasteEdit ToothpasteStopMotion',
    travel:
      'ToothpasteDotsPacking 3ToothpasteFlightHacks HotelToothpasteRating PackYourToothpasteIn10 ForgotMyToothpaste ToothpasteBagCheck OneToothpasteEveryTrip ToothpasteFlavorsAbroad',
  },
  'water gun': {
    art: 'WaterGunPainting WaterGunTieDye RainbowDripSheet SquirtGunSplatterArt ChalkMeltMasterpiece WaterGunPaintBattle 10MinuteWaterGunCanvas WriteYourNameWithWaterGun',
    funny:
      'WaterGunOutOfAmmo GardenHoseBetrayal WaterGunWesternDuel 10SecondWaterGunStandoff SquirtGunSpyMission SlowMoSoakReaction DadNarratesTheWaterGunWar WaterGunAimFail',
    music:
      'WaterGunBottleOrgan WaterGunBeatBattle SprinklerRhythmJam SquirtGunSerenade HumAWaterGunDuet SoakedSingAlong 10SecondWaterGunSong WaterGunBucketDrums',
    dance:
      'SplashZoneShuffle WaterGunDodgeMoves OneMinuteWaterGunGroove SquirtGunStrut DoTheSprinkler SiblingWaterGunDuet WaterGunDanceBattle WaterGunSlowMoSpin',
  },
  arcade: {
    dance:
      'ArcadeFullComboDance ArcadeEightBitMoves GlitchLikeAnArcadeHero OneMinuteArcadeShuffle ArcadeFaceOff InsertCoinGroove RetroArcadeDuet ArcadeGlowStickGlide',
    pet: 'ShowUsYourArcadePrize KittenVsArcadeToy DIYPetArcadeGame ArcadeCardboardCatMaze KittyTouchscreenFish ClawMachineForTreats 7DayArcadeFetchTraining ArcadeSnufflePuzzle',
    fitness:
      '10MinArcadeWorkout ArcadeAirHockeyCardio HowManyStepsAtTheArcade WhackAMoleReflexes GameOverBurpees 100ArcadeHoopShots ArcadeDanceMatHIIT KidsVsDadArcadeDash',
  },
  beach: {
    fitness:
      'BeachSandSprints 10MinBeachWorkout 100BeachJumpingJacks LungeAlongTheBeach SurfsUpBurpees ShorelineShuttles BeachTowelPlank KidsVsDadBeachRelay',
    pet: 'PetFirstBeachVisit DogBeachZoomies BeachBallFetch ShowUsYourBeachPup PuppyVsBeachSeaweed 7DayBeachWalkies BeachFrisbeeCatch BeachPawprintTrail',
    prank:
      'ToyCrabInBeachBag BeachSandMessage BeachSunhatGooglyEyes SurpriseBeachCastle MermaidWasHere SeashellPhoneCall WrongNameOnBeachTowel BeachMerDadSculpture',
  },
  'bus stop': {
    travel:
      'BusStopEndOfTheLine RandomBusStopAdventure 3BusStopsThisAfternoon HopOffAtEveryBusStop OneDayPassQuest BusStopBakeryHunt RateYourLocalBusStop BusStopSelfieBattle',
    fashion:
      'BusStopFitCheck BusStopMakeover RunwayWalkToBusStop LayerUpForTheBusStop CommuterCatwalk 7DayBusStopLooks BusStopPoseOff 10SecondBusStopOutfit',
    wellness:
      'BusStopBoxBreathing 3GoodThingsPerBusStop SkyWatchAtTheBusStop 5MinBusStopStretch MissedTheBusItsOkay SmileAtTheBusStop ListenToYourBusStop BusStopMindfulMinute',
  },
  dinner: {
    pet: 'RingTheDinnerBell DinnerTimeZoomies KittenWaitsForDinner DinnerPuzzleFeeder 7DayDinnerSitTraining CatDinnerAlarm DinnerBunnySaladBowl ShowUsYourDinnerDance',
    dance:
      'WhatsForDinnerDance AfterDinnerDisco DinnerDuetWithGrandma DinnerDishesBoogie DinnerGrooveBattle SetTheTableStep OneMinuteDinnerShuffle DinnerSwayAndStir',
    wellness:
      'PhoneFreeDinner 7DayDinnerGratitude SlowDinnerSunday DinnerRosesAndThorns OneMinuteDinnerSilence MindfulFirstBite AskGrandmaAtDinner DinnerUnderTheStars',
  },
  fog: {
    prank:
      'FoggyMirrorMessage BathroomFogLoveNote MistyWindowDoodle ShowerFogGooglyEyes GiftBoxFullOfFog WhoDrewOnMyFog ICaughtFogInAJar FoghornRingtonePrank',
    wellness:
      'FoggyMorningWalk MistyForestBreathing SlowFogSunday 5MinFogStretch FogLiftSunriseWatch CozyGreySkyTea WriteAFogWish SitInTheFogForTen',
    pet: 'FoggyDogWalk 10MinFogSniffTour MistyPetPortrait KittenVsWindowFog FoggyGlassPawPrints FogZoomiesAtDawn ShowUsYourPupInTheFog FogDayPuzzleFeeder',
  },
  'hair dryer': {
    dance:
      'HairDryerWindMachine HairDryerDuetWithMom BlowoutBoogie HairFlipFreestyle HairDryerDivaPose BlowDryerBreakdown OneMinuteHairDryerGroove HairDryerDanceOff',
    fitness:
      'HairDryerShoulderPress SquatWhileHairDrying HairDryerWallSit BlowDryerCurls CalfRaiseBlowout LungeUntilHairDryerStops 60SecondHairDryerPlank HairDryerOneLegStand',
    music:
      'SingIntoTheHairDryer HairDryerHumRemix BlowDryBallad HairDryerMicDrop HairDryerDuetWithDad WindMachineDiva 10SecondHairDryerSolo HairDryerKaraokeBattle',
  },
  laundromat: {
    art: 'NeonLaundromatPhoto LaundromatSockPuppet PaintALaundromat DryerLintMasterpiece 10MinuteLaundromatSketch LaundromatSketchbook DrawYourLaundromatWait LaundromatDoodleFaceOff',
    prank:
      'LaundromatTeddyLoad LeaveALaundromatJoke PocketLoveNoteLaundromat SoapOperaLaundromat MysterySockFromLaundromat LaundromatComplimentCard LaundromatShrunkShirt GooglyEyesOnLaundromatBag',
    travel:
      'LaundromatRoadTripStop BackpackerLaundromat PrettiestLaundromat LaundromatMuralHunt ExploreWhileItSpins RateYourLocalLaundromat 30MinLaundromatWalk 3CityLaundromatTour',
  },
  mechanic: {
    music:
      'MechanicWrenchBeat MechanicToolBattle 10SecondMechanicJingle HubcapMechanicDrums RatchetClickSolo GreasedLightningCover HumAMechanicDuet MechanicWhistleSong',
    art: 'PaintYourMechanicHero DrawGearsLikeAMechanic 10MinuteMechanicPortrait MechanicalBirdSketch HubcapMasterpiece MechanicToolShadowArt CardboardMechanicRobot MechanicDoodleFaceOff',
    fashion:
      'MechanicCoverallsFit MechanicNamePatchDIY MechanicStyleThreeWays DressLikeAMechanic GreaseStainedDenim WorkwearWednesday MechanicGlowUp 7DayMechanicOutfits',
  },
  printer: {
    art: '10MinutePrinterCollage PrinterZineMaking PhotoTransferPrints DesignYourPrinterPoster ScannerGlitchPortrait CopierSketchRemix PrinterArtFaceOff PrinterPopUpCard',
    funny:
      'PrinterHatesMe PrinterSaysOffline CopierStandoff PaperJamDrama WorstPrinterNoiseEver FixMyPrinterIn60Seconds TalkingToThePrinter DadVsPrinterRound2',
    tech: 'PrinterWifiFix SetUpYourPrinterIn5 PrinterQRCodePoster PrinterTestPageArt WhyPrintersHateUs PrinterVsPhoneScan 7DayPrinterInkSaver DesignAPrinterBanner',
  },
  soda: {
    dance:
      'SodaPopAndLock OneMinuteSodaShuffle SodaDanceOff SodaDuetWithDad FizzyBounce FizzOutFreeze ShakeItLikeASoda SodaBubbleWiggle',
    art: 'SodaTabMosaic DrawASodaStillLife 10MinuteSodaSketch RetroSodaAdPoster DesignYourOwnSoda BottleCapBlooms SodaLabelCollage SodaArtFaceOff',
    gaming:
      'SodaPowerUpRun BeatMySodaRingToss SodaMixPuzzle SodaCapTicTacToe 10SecondSodaBottleFlip VendingMachineQuest KidsVsParentsSodaBowling SodaFlavorBlindGuess',
  },
  tennis: {
    cooking:
      '3StepTennisStrawberries TennisBallCakePops TennisCookieFaceOff TennisSmashSmoothie GameSetMatcha LoveAllLemonade 10MinTennisSnackBox TennisBreakEnergyBites',
    dance:
      'TennisVictoryDance OneMinuteTennisTwirl BallKidTennisShuffle TennisTangoFaceOff MatchPointMoonwalk GrandSlamGroove TennisServeShimmy DuetAcrossTheTennisNet',
    music:
      'TennisRacketAirGuitar TennisBallBeat TennisBeatboxBattle WimbledonWaltz GrandSlamJam RemixARally 10SecondTennisSong TennisDuetWithDad',
  },
  hedgehog: {
    gaming:
      'BuildAHedgehogObstacleRun 10SecondHedgehogMaze KidsVsParentsHedgehogQuiz CanYouSpotTheHedgehog HedgehogDrawAndGuess HedgehogPlushBowling HedgehogDiceDerby HedgehogTriviaNight',
    speed:
      'HedgehogTunnelDash 30SecondHedgehogFacts HedgehogRollRace DrawAHedgehogIn10 HedgehogAmazingMaze 5MinuteHedgehogHouseBuild FastestHedgehogDoodle PaperHedgehogRelay',
    wellness:
      'CurlUpLikeAHedgehog HedgehogQuietHour 5MinHedgehogStretch HedgehogBlanketBurrow SpikyOutsideSoftInside HedgieHuffBreathing SleepySundayHedgehog DrawCalmHedgehogs',
  },
  mirror: {
    art: 'MirrorSelfPortrait 10MinuteMirrorSketch MirrorFrameGlowUp PaintOnAnOldMirror MirrorInkBlotPrint DIYMirrorDiscoBall DrawWithAMirror MirrorDoodleBattle',
    gaming:
      'BeatMeAtMirrorWriting MirrorSimonSays MirrorLightPuzzle MirrorMimeDuel 10SecondMirrorMaze CopycatShowdown MirrorControlsDare CanYouDrawWithMirrors',
    travel:
      'MirrorMazeVisit 3MirrorPicsOneWalk CityMirrorPhotoBattle GlassTowerMirrorShots ObjectsInMirrorRoadTrip MirrorPuddleReflections MirrorSelfieEveryStop FunniestTownMirror',
  },
  ballet: {
    gaming:
      'BalletPoseCharades BalletMusicalChairs FreezeLikeABallerina SimonSaysBallet 10SecondBalletBalance CanYouCopyMyBallet RollTheDiceBallet KidsVsParentsBallet',
    pet: 'BalletPuppyPirouette PetBalletRecital ShowUsYourBalletBuddy BalletTwirlForTreats DogBalletBow NutcrackerPupPose 7DayBalletTrickTraining KittenWatchesMyBallet',
  },
  'bus driver': {
    pet: 'DogGreetsTheBusDriver PupWavesAtBusDriver KittenWatchesBusDriver 7DayBusDriverHello BusDriverMeetsTheCat ShowUsYourBusDriverFan BusDriverPawFive DrawPetsAsBusDrivers',
    art: '10MinuteBusDriverSketch BusDriverThankYouCard 7DayBusDriverDoodles PaintYourBusDriver SchoolBusDiorama BusDriverPosterFaceOff ClayBusDriverFigure BusDriverChalkMessage',
  },
  diwali: {
    fitness:
      'DiwaliCleaningWorkout 10MinDiwaliCircuit DiwaliSunSalutations FestivalOfLightsRun 7DayDiwaliStepStreak 100SquatsBeforeDiwali PostDiwaliPushups DiwaliDanceFaceOff',
    pet: 'DiwaliPetCalmCorner ShowUsYourDiwaliPuppy BuildADiwaliCozyDen RangoliPawPortrait DiwaliKittenSketch CatSafeDiwaliDecor DiwaliQuietRoomCuddles FluffysFirstDiwali',
  },
  'field trip': {
    music:
      'FieldTripSingInRounds RecorderFieldTripTune FieldTripRapRecap FieldTripBeatboxBattle WheelsOnTheBusRemix BackSeatBandJam DuetAboutYourFieldTrip 10SecondFieldTripSong',
    fashion:
      'FieldTripFitCheck FieldTripMatchingTees RecreateFieldTripPhoto RainyFieldTripLayers FieldTripGlowUp NameTagNecklace 10SecondFieldTripOutfit 7DayFieldTripLooks',
  },
  'hot dog': {
    dance:
      'HotDogShuffle HotDogWiggle OneMinuteHotDogJig HotDogDanceOff RelishTheRhythm BallparkBoogie DoTheHotDog HotDogDuetWithDad',
    fitness:
      '10MinHotDogWorkout OneMinuteHotDogWallSit HotDogPlankHold HotDogBurpeeRelay RelishYourReps KidsVsDadHotDogClimbers HotDogBunSquats 100HotDogJumpingJacks',
  },
  mango: {
    prank:
      'MangoPlushOnPillow EveryMangoSaysDad MangoLunchboxNote MangoSmileySticker MangoGooglyEyes WhoAteMyMango IsThatAMangoOrBall PaperMangoInTheirShoe',
    fitness:
      'MangoBalancePlank ReachForTheMango 10MinMangoWorkout MangoBasketCarry 100MangoToeTaps SquatForASlice MangoMountainClimbers KidsVsDadMangoRelay',
  },
  pillow: {
    dance:
      'PillowDuetWithDad PillowOnTheHeadStep PajamaPillowGroove FluffAndShuffle PillowFreestyleFaceOff SleepoverSway PillowFreezeDance OneMinutePillowJig',
    fitness:
      'PillowSquatSqueeze PillowPassSitUps KneePillowPlank 10MinPillowWorkout BedheadBurpees 100PillowCrunches OverheadPillowPress KidsVsMomPillowRace',
  },
  sheep: {
    cooking:
      '3StepSheepCupcakes FluffySheepCake SheepMeringueFlock RiceBallSheepBento SheepMarshmallowPops WoollyWhoopiePies SheepSnackFaceOff 10MinSheepToast',
    gaming:
      'CountSheepIn10Seconds WoollySheepBoardRace SheepAndWolfTag KidsVsParentsSheepQuiz SheepBaaCharades FlockFrenzy PinTheTailOnASheep CanYouHerdYourSheep',
  },
  tent: {
    fitness:
      '5MinuteTentSetUp 100SquatsByTheTent TentCrawlOutReps CampsiteCircuit PitchAndPushup KidsVsDadTentRelay InTentsWorkout TentMorningYoga',
    prank:
      'LivingRoomTentSurprise TeddiesMovedIntoTent GooglyEyedTent PopUpTentInTheYard TentWakeUpSerenade TentOverTheBed SecretTentHideout TentFullOf100Balloons',
  },
  bench: {
    gaming:
      'ParkBenchChess BenchThumbWarChampion 10SecondBenchStandoff ISpyFromTheBench WinnerKeepsTheBench BenchGoFishFaceOff BeatMeAtBenchCards KidsVsDadBenchTicTacToe',
    prank:
      'BenchTeddyDecoy KindNoteOnTheBench GooglyEyedGardenBench BalloonFloodDadsBench BenchReservedForYou GrandpasTinyNewBench SecretBenchPicnic PhotobombMyBenchSelfie',
  },
  gym: {
    cooking:
      'GymProteinPancakes PostGymSmoothie 5MinGymLunch PreGymEnergyBites GainsGranola GymMealPrepSunday 3IngredientGymMuffins PackYourGymSnack',
    tech: 'ShowUsYourGymPlaylist 7DayGymAppStreak HomeGymSetupTour EarbudsThatSurviveGym RepCounterShowdown GymWorkoutHyperlapse 60SecondGymTimelapse GymSlowMoLiftReplay',
  },
  workout: {
    dance:
      'WorkoutToTheBeat DanceCardioBlast WorkoutCoolDownSway DumbbellDisco OneMinuteWorkoutShuffle ExerciseElectricSlide WorkoutGrooveBattle SalsaSaturdayWorkout',
    gaming:
      '10LevelWorkoutQuest WorkoutBossBattle DeckOfCardsWorkout CanYouBeatMyWorkout GameOverSquats RollForReps WorkoutBingo KidsVsParentsWorkout',
  },
  fishing: {
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBeatboxBattle 10SecondFishingTune TackleBoxPercussion FishingDuetWithGrandpa FishingSingAlong',
  },
  hug: {
    fashion:
      'HugWorthySweater HugMeHoodie TeddyCoatFitCheck CozyCardiganCuddle HugReadyGlowUp SquishyKnitsOnly 7DaySoftHugLooks FamilyHugOutfitFaceOff',
  },
  'party hat': {
    pet: 'CatVsPartyHat PartyHatKibblePuzzle 7DayPartyHatTouchTrick TreatHuntUnderPartyHats PhotobombedPartyHat PartyHatPawPrintCard PuppyMeetsPartyHatGuests KittenPlaysInPartyHats',
  },
  trivia: {
    wellness:
      'TriviaBrainBreak CozyQuizNight LearnOneFactDaily NoWrongAnswersTrivia TriviaWithGrandparents 7DayGratitudeTrivia 5MinuteCalmTrivia KindnessTriviaTuesday',
  },
  cookie: {
    travel:
      'CookiesAroundTheWorld LocalCookieHunt BakeryCookieCrawl MilkAndCookiesPicnic 3CookieShopsBeforeNoon BestCookieInTownFaceOff CookieStopOnEveryTrip OneCookiePerCity',
  },
  jacket: {
    fitness:
      'JacketJumpingJacks JacketOnBurpees SprintInYourJacket PufferJacketPlank 10MinJacketWorkout BundleUpBootcamp KidsVsDadJacketRace 7DayJacketWalkStreak',
  },
  pasta: {
    dance:
      'WiggleLikeSpaghetti PastaDuetWithNonna PastaTwirlDance PastaLaVistaBaby MacaroniMacarena LimpNoodleChallenge OneMinutePastaShuffle PastaGrooveBattle',
  },
  'stuffed animal': {
    gaming:
      'StuffedAnimalBracket PlushBowlingAlley ClawMachinePlushie StuffedAnimalRelayRace PlushieHideAndSeek StackStuffedAnimalsIn10 GuessMyStuffedAnimal StuffedAnimalRingToss',
  },
};
