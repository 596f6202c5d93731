import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'garage sale': {
    dance:
      'GarageSaleBoogie RetroYardSaleShuffle GarageSaleSoulTrain GarageSaleDanceOff BargainBinBop HaggleHustle',
    fitness:
      'GarageSaleGains GarageSaleStepCount GarageSaleTableCarry BikeToEveryYardSale DollarDumbbellDeal PriceTagPushUps',
    prank:
      'SoldSignOnDad GarageSaleMysteryBox YardSaleGooglyEyes MillionDollarPriceTag GarageSaleSecretSanta GarageSaleBuyBack',
    educational:
      'GarageSaleMath KidsRunAGarageSale OldestThingAtYardSale GarageSalePriceIsRight TrashOrTreasureQuiz HaggleLikeAPro',
    cooking:
      'YardSaleLemonadeStand GarageSaleCookbook GarageSaleWaffleMaker GarageSaleBakeOff RescueAGarageSalePan CashBoxCupcakes',
    travel:
      'GarageSaleRoadTrip LongestYardSaleDrive FleaMarketVsGarageSale GarageSaleCrawl StoopSaleSafari HaggleAroundTheWorld',
    fashion:
      'GarageSaleFitCheck StyleAGarageSaleFind GarageSaleGlowUp GarageSaleDenimFlip OutfitForAFiver YardSaleRunway',
    wellness:
      'GarageSaleDeclutter LetItGoGarageSale GarageSaleGratitude OneBoxGarageSale SparkJoyOrSellIt LessStuffMoreCalm',
    speed:
      'GarageSaleSetupRace GarageSaleSpeedSort GarageSalePackUpTimer YardSaleSprint EarlyBirdGetsTheDeal PriceItAllIn60',
    music:
      'GarageSaleVinylSpin PlayAGarageSaleGuitar GarageSaleMixtape GarageSaleBand YardSaleJamSession DollarBinDiscs',
    art: 'GarageSaleSignArt GarageSaleChinaMosaic FlipAYardSaleCanvas PaintAGarageSaleChair FromTrashToTreasure UpcycleTheBargainBin',
    tech: 'FixAYardSaleWalkman DoesItWorkGarageSale GarageSaleGadgetHunt GarageSaleDataWipe GarageSaleCameraFind VHSForAQuarter',
    pet: 'PupGuardsTheCashBox GarageSaleSniffTest KittenInspectsYardSale GarageSaleGreeterDog GarageSaleCatShopper PetNotForSale',
    gaming:
      'GarageSaleCartridgeDig YardSaleMissingPieces BestGarageSaleScore GarageSaleGameNight CheckmateForAQuarter RetroConsoleHaggle',
  },
  chalk: {
    dance:
      'HopscotchChalkShuffle SidewalkChalkGroove ChalkCircleSpin FollowTheChalkFeet HopSkipAndShimmy DrawItThenDanceIt',
    fitness:
      'ChalkObstacleCourse ChalkAgilityLadder HopscotchChalkCardio ChalkItUpCircuit BeatTheChalkLine DrawYourOwnWorkout',
    funny:
      'ChalkDragonRide ChalkArtFail SpeechBubblesInChalk FallIntoTheChalkHole ChalkVsRain DrivewayChalkCritic',
    prank:
      'ChalkComplimentTrail ChalkPortalDoor DrivewayChalkBirthday ChalkAndRun SecretSidewalkSmiles ChalkWelcomeMat',
    educational:
      'ChalkMathHopscotch LifeSizeChalkWhale ChalkVinegarFizz ChalkShadowSundial ChalkPlanetParade SidewalkSpellOff',
    cooking:
      'EdibleChalkCookies ChalkPastelMacarons ChalkboardCake HopscotchChalkBrownies SidewalkLemonadeStand WriteTheMenuInChalk',
    travel:
      'ChalkArtFestival ChalkMuralHunt ItalianChalkPiazza ChalkYourRoadTrip SidewalkSafari LeaveYourMarkInChalk',
    fashion:
      'ChalkWingsPose ChalkGownLaydown PastelChalkHair ChalkFitCheck ChalkCouture DrawYourDreamDress',
    wellness:
      'ChalkAffirmations ChalkLabyrinthWalk MindfulChalkDoodle ChalkAndChill SidewalkMandala GratitudeHopscotch',
    speed:
      'ChalkBeforeTheRain TagTeamChalkMural ChalkSpeedDraw ChalkAlphabetSprint HopscotchHustle SolveTheSidewalkMaze',
    music:
      'ChalkPianoHop ChalkToTheBeat HopscotchRemix WriteASongInChalk SidewalkSymphony DrivewayChalkDrumkit',
    tech: 'ChalkTimelapse QRCodeInChalk ChalkStopMotion ChalkArtDroneShot BuildAChalkBot ScanTheSidewalk',
    pet: 'ChalkWingsForKitty ChalkPawTrail PawcassoInChalk PupInAChalkFrame BunnyHopscotch DrawAroundYourDog',
    gaming:
      'ChalkTicTacToe ChalkMarioLevel ChalkFourSquare ChalkSnakesAndLadders SidewalkTwister DrivewayDungeonCrawl',
  },
  'rubber duck': {
    dance:
      'RubberDuckWaddle RubberDuckConga RubberDuckHeadBalance RubberDuckDanceOff BathtubBoogie ShakeYourTailFeather',
    fitness:
      'RubberDuckWalk RubberDuckBalance RubberDuckSquats CarryTenRubberDucks SqueakEveryRep DuckOnMyBackPlank',
    funny:
      'RubberDuckTherapist RubberDuckVoiceover MyRubberDuckRoommate RateMyRubberDuck QuackingUnderPressure SqueakYourMind',
    educational:
      'WhyRubberDucksFloat RubberDuckOceanSpill HowRubberDucksSqueak WhatRubberIsMadeOf BathtubPhysics101 TheGreatDuckDrift',
    cooking:
      'RubberDuckCupcakes RubberDuckJello RubberDuckMacarons RubberDuckCakePops QuackersAndCheese JustDuckyDonuts',
    travel:
      'RubberDuckCruiseHide GiantRubberDuckHunt RiverRubberDuckDerby RubberDuckPassport HaveDuckWillTravel JetSetDuck',
    fashion:
      'RubberDuckEarrings RubberDuckRainCoat DressLikeARubberDuck RubberDuckFitCheck QuackCouture SqueakyCleanStyle',
    wellness:
      'RubberDuckTalkItOut BubbleBathRubberDuck WatchARubberDuckFloat RubberDuckSqueezeBreak LikeWaterOffADuck BathtubZen',
    speed:
      'RubberDuckBlowRace HookARubberDuck RubberDuckStackTower RubberDuckRelay GetYourDucksInARow DuckDashChallenge',
    music:
      'RubberDuckChoir RubberDuckSqueakScale RubberDuckieSongCover DrumWithRubberDucks QuackAlong BathtubBeatbox',
    art: 'RubberDuckMakeover RubberDuckPhotoshoot CrochetARubberDuck RubberDuckStillLife PabloQuackasso ClayDuckChallenge',
    tech: 'RubberDuckDebugging RubberDuckCamRide ExplainItToTheDuck RubberDuckLEDEyes AskTheRubberDuck RoboDuckBuild',
    pet: 'PetVsRubberDuck RubberDuckFetch RubberDuckCatStare SqueakAndSeek WhoStoleTheRubberDuck DuckBobbingPup',
    gaming:
      'RubberDuckHunt GooseVsRubberDuck RubberDuckSimulator MinecraftRubberDuck HookADuckHighScore DucksInARowPuzzle',
  },
  'field trip': {
    dance:
      'FieldTripBusBop PermissionSlipShuffle FieldTripFlashMob CongaLineFieldTrip FieldTripDanceOff NightAtTheMuseumMoves',
    fitness:
      'FieldTripStepCount FieldTripHike SquatAtEveryStop BuddySystemBurpees FieldTripBusStretch ClimbingWallFieldTrip',
    prank:
      'SurpriseFieldTrip HideADinoOnFieldTrip FieldTripMysteryStop FieldTripTeacherThanks PermissionSlipToMars NoteInTheSackLunch',
    educational:
      'VirtualFieldTrip BackyardFieldTrip FieldTripFossilDig FieldTripFactHunt PopQuizOnTheBus TourGuideForADay',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FarmersMarketFieldTrip FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus',
    travel:
      'AdultFieldTrip AquariumFieldTrip FieldTripThrowback HowItsMadeFieldTrip FieldTripPassport NoPermissionSlipNeeded',
    fashion:
      'FieldTripFitCheck FieldTripMatchingTees RecreateFieldTripPhoto RainyFieldTripLayers ChicChaperone NameTagNecklace',
    wellness:
      'FieldTripForOne NoPhoneFieldTrip ForestFieldTrip MindfulFieldTrip RecessForGrownUps CloudSpottingBreak',
    speed:
      'FieldTripHeadcount OneHourFieldTrip FieldTripLunchIn10 FieldTripScavengerHunt BeatTheBusBack MuseumInAMinute',
    music:
      'FieldTripSingInRounds RecorderFieldTripTune CampfireFieldTrip OrchestraFieldTrip WheelsOnTheBusRemix BackSeatBandJam',
    art: 'FieldTripSketchbook FieldTripLeafRubbing ArtMuseumFieldTrip PaintYourFieldTrip FieldTripPhotoWalk CopyAMasterpiece',
    tech: 'VRFieldTrip FieldTripVlog AIPlansMyFieldTrip GoogleEarthFieldTrip FieldTripToTheFuture ScanTheMuseum',
    pet: 'CatsFirstFieldTrip HappyVetFieldTrip PuppyPicksTheFieldTrip FieldTripForFido PawmissionSlip HikingFieldTripDog',
    gaming:
      'FieldTripBingo FieldTripSideQuest PokemonGoFieldTrip MinecraftFieldTrip ISpyOnTheBus TwentyQuestionsTour',
  },
  goldfish: {
    dance:
      'GoldfishFinFlutter SwimLikeAGoldfish FishbowlShuffle GoldfishGroove GoldfishMemoryDance BubbleBop',
    fitness:
      'GoldfishFlutterKicks SwimLapsLikeAGoldfish GoldfishGains GoldfishMemoryReps FishbowlPlankOff FinsUpArmCircles',
    funny:
      'GoldfishCastleRealtor GoldfishStaringContest FishbowlSoapOpera GoldfishInnerMonologue DoYourBestGoldfish NewBowlWhoDis',
    prank:
      'GoldfishScreensaverPet GoldfishNamedAfterYou GummyGoldfishGlass GoldfishPlushSurprise JellyFishbowl SomethingsFishy',
    educational:
      'GoldfishMemoryMyth HowGoldfishBreathe CanGoldfishLearnTricks FromCarpToGoldfish GoldfishTrueOrFalse ThreeSecondsOrMonths',
    cooking:
      'DIYGoldfishCrackers GoldfishTaiyaki FishbowlCake GoldfishMacarons GoldfishSnackMix GoFishForDessert',
    travel:
      'GoldfishStreetHongKong GoldfishScoopingFair GoldfishArtAquarium GoldfishLanternFest KoiGardenStroll PondHopAroundTown',
    fashion:
      'GoldfishBagPurse SequinGoldfishTop DressLikeYourGoldfish GoldfishGlam FinAndFabulous ScaleUpYourStyle',
    wellness:
      'ForgetLikeAGoldfish GoldfishGazingPause GoldfishTankMeditation GoldfishMindset JustKeepSwimming AquariumSoundscape',
    speed:
      'DrawAGoldfishIn10 GoldfishChopstickRace GoldfishMemoryBlitz GoldfishCrackerStack FishbowlTossRelay FastestFinsChallenge',
    music:
      'SerenadeYourGoldfish GoldfishBubbleBeat GoldfishLipSync GoldfishGoesGold FishbowlLullaby UnderTheSeaCover',
    art: 'PaintAResinGoldfish FoldAnOrigamiGoldfish GoldfishWatercolor GoldfishPaperLantern ThumbprintFishbowl BubbleWrapScales',
    tech: 'GoldfishPlaysPokemon GoldfishTankCam GoldfishAutoFeeder GoldfishTimelapse LetTheGoldfishDrive AquariumTechTour',
    gaming:
      'GoldfishGoFishNight PingPongGoldfishToss GoldfishTankTycoon GoldfishMemoryMatch BeatTheGoldfish FishbowlFrenzy',
  },
  'fried chicken': {
    dance:
      'FriedChickenWingFlap FriedChickenBucketBop DanceForFriedChicken FriedChickenFootwork FunkyChickenStep DrumstickDrop',
    fitness:
      'EarnYourFriedChicken FriedChickenLegDay RunToFriedChicken AirFriedGains DrumstickCurls BucketBurpees',
    funny:
      'LastFriedChickenPiece FriedChickenCritic FriedChickenAtHome FriedChickenSauceHoard DrumstickVsWingDebate RateTheCrunch',
    prank:
      'FriedChickenIsCake FriedChickenCupcakes FriedChickenCandyWings SurpriseFriedChicken SneakySauceSwitch BucketOfCookies',
    educational:
      'WhyFriedChickenCrunch KoreanVsSouthernFried FriedChickenBrineTest FriedChickenFactCheck DoubleDredgeLab ScienceOfTheCrisp',
    travel:
      'FriedChickenSeoulNight FriedChickenCrawl NashvilleFriedChicken FriedChickenRoadTrip HotChickenHunt ChickenAndWafflesTour',
    fashion:
      'FriedChickenBucketHat DressLikeFriedChicken FriedChickenCouture FriedChickenGinghamSet ExtraCrispyFit GoldenBrownLook',
    wellness:
      'FriedChickenSunday ShareYourFriedChicken FriedChickenMemoryLane FriedChickenForTheSoul GrandmasRecipeStory ComfortFoodCheckIn',
    speed:
      'FriedChickenSpeedrun ThirtyMinFriedChicken FriedChickenFaceOff FriedChickenPlateUp BreadingRelay DredgeDipDash',
    music:
      'FriedChickenSizzleBeat FriedChickenJingle FriedChickenCrunchASMR OdeToFriedChicken FriedChickenBluesJam FingerLickinRemix',
    art: 'FriedChickenPopArt FeltFriedChickenToy FriedChickenStillLife FriedChickenClayModel DrumstickDoodle RedesignTheBucket',
    tech: 'AirFryerVsDeepFried FriedChickenSlowMo FriedChickenSoundMeter AIFriedChickenRecipe CrunchDecibelTest WingsByAlgorithm',
    pet: 'FriedChickenPlushToy FriedChickenDogBed PuppyEyesFriedChicken FriedChickenPetCostume KittyInAnEmptyBucket SqueakyDrumstickFetch',
    gaming:
      'LoserBuysFriedChicken FriedChickenTierList FriedChickenTycoon FriedChickenBossRush WinnerChickenDinner DrumstickDuel',
  },
  rabbit: {
    dance:
      'BunnyHopLine RabbitBinkyStep PeterRabbitShuffle RabbitEarWiggle RabbitRave CottontailTwist',
    fitness:
      'JackRabbitSprints BurpeeLikeABunny RabbitJumpSquats RabbitCrouchHold HopTillYouDrop CarrotCardio',
    funny:
      'RabbitJudgesMySalad RabbitThumpOfShame RabbitSideEye TranslateMyRabbit SomeBunnyIsGrumpy BinkyOrGlitch',
    prank:
      'RabbitEarsPhotobomb TinyRabbitFootprints RabbitHatTrickReveal HareRaisingPrank BunnySlipperSurprise EggHuntPlotTwist',
    educational:
      'WhyRabbitsThump RabbitVsHareQuiz RabbitCarrotMyth DownTheRabbitHole RabbitEarScience BunnyBodyLanguage',
    cooking:
      'BunnyBunRolls RabbitCarrotCake RabbitPancakeStack RabbitFaceScones PeterRabbitTart HoppyHourSnacks',
    travel:
      'BunnyIslandTrip RabbitCafeVisit BeatrixPotterRabbit FollowTheWhiteRabbit RabbitSanctuaryDay WonderlandWander',
    fashion:
      'MatchYourRabbit BunnyEarHeadband RabbitBowTie RabbitPrintPajamas CottontailCouture HareStyleCheck',
    wellness:
      'BunnyFlopRelax RabbitGroomingCalm RabbitFloorLounge RabbitCuddleTime SlowDownRabbit BinkyOfJoy',
    speed:
      'RabbitShowJumping OutrunTheRabbit RabbitTunnelDash FastestBunnyRecall RabbitAgilityRecord TortoiseVsHare',
    music:
      'RabbitThumpRhythm BunnyBinkyBanjo LullabyForARabbit SongForMyRabbit HipHopHare CarrotCrunchASMR',
    art: 'PaintYourRabbit BunnyOrigami CarrotStampRabbit RabbitFeltFriend SketchTheWhiteRabbit CottontailCraft',
    tech: 'RabbitPetCam RabbitSlowMoBinky BunnyTimelapse RabbitSmartFeeder SelfieWithMyRabbit HutchTechTour',
    gaming:
      'RabbitPlayerTwo RabbitTreatPuzzle RabbitMazeLevels DigBoxRabbitQuest RabbitHoleSpeedrun CarrotHuntHighScore',
  },
  lasagna: {
    dance:
      'LasagnaShuffle LasagnaNoodleWiggle LasagnaLayerDance MondayLasagnaMambo OvenMittTango RicottaRumba',
    fitness:
      'LasagnaCarbLoadRun LasagnaPanPress LasagnaLegDay LasagnaDishCarry SquatEveryLayer RicottaReps',
    funny:
      'LasagnaCornerDebate LasagnaLeftoverGuard GarfieldLasagnaVoice MondayMoodLasagna LasagnaLandslide CheesePullFail',
    prank:
      'DessertLasagnaSwap LasagnaCakeIllusion GarfieldBringsLasagna LasagnaLoveLetter LasagnaForBreakfast FakeOutLasagne',
    educational:
      'WhoInventedLasagna LasagnaLayerMath LasagnaVsLasagne LasagnaAroundItaly PastaShapesQuiz BechamelVsRicotta',
    travel:
      'LasagnaInBologna NonnaLasagnaLesson LasagnaTrattoriaHunt LasagnaParmaDayTrip LasagnaLoversTour PastaPassport',
    fashion:
      'LasagnaLayerFit DressLikeALasagna LasagnaPrintSocks LasagnaNightApron GarfieldCosplay SaucyStyleCheck',
    wellness:
      'LasagnaForANeighbor LasagnaSundayDinner LasagnaLove FamilyTableLasagna OneLayerAtATime CheesyComfortNight',
    speed:
      'LasagnaAssemblyRelay LasagnaCheeseGrateOff TenMinuteLasagnaCup LasagnaLayerRace BeatTheOvenTimer NoodleStackAttack',
    music:
      'LasagnaOperaAria ThatsAmoreLasagna LasagnaMandolinJam LasagnaLayeredBeat LasagnaLullaby RicottaRap',
    art: 'LasagnaCrossSection GarfieldLasagnaComic LasagnaFeltFood TinyClayLasagna LayerUpACollage NoodleArtNight',
    tech: 'LasagnaOvenCam LasagnaAirFryerTest PastaMachineLasagna AIvsNonnasLasagna ThermalLasagnaScan CheesePullSlowMo',
    pet: 'PetsNamedLasagna LasagnaPlushToy GarfieldLookalikeKitty LasagnaDogCostume PupInALasagnaBlanket OrangeCatGlowUp',
    gaming:
      'LasagnaGarfieldKart CookingMamaLasagna OvercookedLasagnaLevel LasagnaStackAttack LasagnaSpeedrun NoodleTetris',
  },
  'snow day': {
    dance:
      'SnowDayShuffle ItsASnowDayShimmy SnowDayBootStomp SnowDayKitchenDisco NoSchoolBoogie InsideOutPJsDance',
    fitness:
      'SnowDaySledPull HundredRepSnowDay SnowDayShovelWorkout SnowDayStairLaps CabinFeverCardio SnowAngelAbs',
    prank:
      'SnowDayPaperBlizzard SnowDayWakeUpReveal DoorstepSnowDayCocoa SurpriseSnowDayFort SnowmanPhotobomb IndoorSnowstorm',
    educational:
      'SnowDayScience AnimalTracksSnowDay SnowDaySnowflakeZoom SnowDayMeltOff NoTwoFlakesAlike MeasureTheDrifts',
    cooking:
      'SnowDayHotCocoa SnowDayBakeOff MapleTaffyOnSnowDay SnowDayCinnamonRolls SnowmanPancakeStack BlizzardBrownies',
    travel:
      'SledHillSnowDay EmptyStreetsSnowDay SnowDayCabinEscape SnowDayCitySafari WinterWonderlandWalk FirstTracksChallenge',
    fashion:
      'SnowDayFitCheck InsideOutPJsSnowDay MittenMatchSnowDay SnowDayBootLineup BobbleHatBattle BundleUpButCute',
    wellness:
      'SnowDaySlowDown SilentSnowDayWalk SnowDayCozyMorning SnowDayBookNook SnowflakeMeditation HyggeHour',
    speed:
      'SnowDayBundleUpTimer SnowDayShovelSprint SnowDaySnowmanRace SnowballStackSnowDay FortInFiveMinutes BeatTheSnowplow',
    music:
      'SnowDaySingAlong SleighBellSnowDay SnowDayCrunchRhythm PotsAndPansSnowDay WinterWonderlandCover FrostyFreestyle',
    art: 'SnowDaySprayPainting SnowDayIceLanterns FrozenBubbleSnowDay DrawYourSnowDay BuildABetterSnowman StompArtInTheSnow',
    tech: 'SnowDayTimeLapse SnowDayDroneShot SnowDayPredictor SnowDayClosureAlerts GadgetsVsBlizzard SlowMoSnowflakes',
    pet: 'SnowDayZoomies PuppysFirstSnowDay SnowDayBootsTest SnowDayDogBurrow CatVsSnowflakes PawprintsInTheSnow',
    gaming:
      'SnowDayCouchCoop CabinFeverSnowDayCup ThousandPieceSnowDay SnowDaySpeedrun BlizzardBoardGames MonopolyUntilItMelts',
  },
  mouse: {
    dance:
      'MouseTiptoeStep ThreeBlindMiceShuffle MouseScurryGroove MouseHouseParty CheeseWheelSpin SqueakAndFreeze',
    fitness:
      'QuietAsAMouseSquats MouseWristStretch MouseCrawlPlank TiptoeLikeAMouse ScurryAndFreeze CheeseChaseCardio',
    funny:
      'WhenYouSeeAMouse MouseHeistSkit MouseTinyHouseTour IfMyMouseCouldTalk CityVsCountryMice WhoMovedMyCheese',
    prank:
      'StickyNoteOnTheMouse SwapTheirMouseButtons MouseHoleSurprise MouseShadowPuppet FakeCheeseWedge UpsideDownCursor',
    educational:
      'DoMiceReallyLikeCheese MouseVsRatQuiz WhoInventedTheMouse InsideAComputerMouse MouseMazeMemory WhiskerScience101',
    cooking:
      'RadishMiceAppetizer MouseCupcakes PearMouseDessert MouseMacarons ChocolateMousseMouse WhoStoleTheCheese',
    travel:
      'CountryMouseInTheCity MouseDoorHunt MickeyMouseParkDay MouseStatueSafari MouseMiniatureVillage FindTheHiddenMice',
    fashion:
      'MouseEarsHeadband MinnieMouseBowLook DIYMouseCostume MousyGreyGlam CheeseWedgeEarrings PolkaDotPower',
    wellness:
      'QuietAsAMouseMorning MouseWristBreak UnplugTheMouse NestLikeAMouse MouseGentleHandling CheeseAndChill',
    speed:
      'MouseClicksPerSecond MouseMazeRace DrawWithMouseIn30 MouseAimTrainer CheeseHuntDash FastestCursorAlive',
    music:
      'ThreeBlindMiceCover HickoryDickoryDock MouseSqueakRemix ClickClackBeat TinyMouseLullaby MickeyMouseMarch',
    art: 'FeltMiceCraft MSPaintMouseArt MouseMiniatureHouse MouseClaySculpt WalnutShellMouseBed MouseOnlyMasterpiece',
    tech: 'WirelessVsWiredMouse GamingMouseShowdown MouseWheelOdometer VerticalMouseWeek MouseCageNightCam DPIFaceOff',
    gaming:
      'MouseTrapBoardGame MouseVsController CatAndMouseTag MouseHeistPlatformer NoMouseChallenge CheeseRushLevel',
  },
  strawberry: {
    dance:
      'StrawberryShuffle StrawberryFieldsSway StrawberryHatHop StrawberrySwing ShortcakeShimmy BerryGoodMoves',
    fitness:
      'StrawberryPatchLunges SquatForStrawberries StrawberryCrateCarry EarnTheStrawberries BerryBurpees ShortcakeSprints',
    funny:
      'StrawberryMilkMustache StrawberryLookalikes GiantStrawberryShock RateMyStrawberry OneForTheBasket BerryDisappointed',
    prank:
      'StrawberryTomatoSwap StrawberryCakeIllusion StrawberryHeartToast NotAStrawberry BerryBasketLoveNote ShortcakeSurprise',
    educational:
      'StrawberryDNATest IsAStrawberryABerry HowStrawberriesSpread StrawberryFactCheck FruitOrNotQuiz CountTheSeeds',
    travel:
      'StrawberryPickingTrip StrawberryFestival WimbledonStrawberries StrawberryFieldsNYC PickYourOwnBerries FarmStandHop',
    fashion:
      'StrawberryDressFit StrawberryCardigan StrawberryNailSet StrawberryGirlSummer GinghamPicnicOutfit BerryCuteCheck',
    wellness:
      'MindfulStrawberryBite StrawberryPatchPotting StrawberryPicnicPause StrawberryPickingCalm GrowYourOwnBerries SavorTheSweetness',
    speed:
      'StrawberryHullRace StrawberryStackTower StrawberryStemSprint StrawberryDipDash BerryBasketRelay PickAPintIn60',
    music:
      'StrawberryFieldsCover StrawberryUkuleleStrum StrawberrySwing NameThatStrawberrySong BerryPatchJam ShortcakeSerenade',
    art: 'StrawberryWatercolor StrawberryClayCharm StrawberryMacroShot StitchAStrawberry DrawEverySeed BerryStampArt',
    tech: 'StrawberryTimelapse HydroponicStrawberries StrawberryRobotPicker RipeStrawberryAI StrawHullHack SmartBerryPatch',
    pet: 'StrawberryHatCat StrawberryPlushFetch StrawberryPatchPuppy StrawberryCostumeDog BerryCuteBunny ShortcakeKitty',
    gaming:
      'CelesteStrawberryRun StardewStrawberryRush StrawberryFarmSim GoldenStrawberryHunt BerryCrushLevel FruitMatchPuzzle',
  },
  volleyball: {
    dance:
      'BeachVolleyballShuffle VolleyballHuddleHype VolleyballSpikeStep VolleyballPointDance SideOutShimmy BumpSetGroove',
    funny:
      'VolleyballWithABalloon VolleyballRefCalls BeachVolleyBloopers VolleyballFaceBlock CallingTheBallFail WilsonImpression',
    prank:
      'VolleyballBalloonSwap VolleyballWilsonFace ConfettiVolleyballBag VolleyballSignedGift BumpSetSurprise BeachBallServe',
    educational:
      'HowAVolleyballFloats VolleyballRotation101 WhatsAVolleyballLibero VolleyballHistoryYMCA PhysicsOfTheSpike ReadTheRefSignals',
    cooking:
      'VolleyballCakePops VolleyballOrangeSlices TeamVolleyballPasta VolleyballFruitCups BumpSetSnack ServeItUpSmoothie',
    travel:
      'VolleyballCopacabana SantaMonicaVolleyball VolleyballPickupAbroad VolleyballRoadTrip SandCourtSafari ServeInEveryCountry',
    fashion:
      'VolleyballFitCheck VolleyballHairBraids BeachVolleyballLook VolleyballKneePadStyle LuckyNumberJersey CourtsideChic',
    wellness:
      'VolleyballSunsetGame PostVolleyballStretch VolleyballBreathReset VolleyballVisualize CalmBeforeTheServe ThankYourSetter',
    speed:
      'VolleyballBumpCount WallVolleyballTimer VolleyballPassingRelay FastestVolleyballSet NoDropDigs AceAttack',
    music:
      'VolleyballWarmUpSong VolleyballChantRemix SqueakyVolleyballShoes VolleyballDrumline BumpSetBeat AceOfBass',
    art: 'VolleyballActionPhoto WilsonVolleyballFace VolleyballPanelDesign BeachVolleyballSketch PaintTheSpike MidAirMasterpiece',
    tech: 'VolleyballSlowMoSpike VolleyballServeRadar NetCamVolleyball VolleyballJumpSensor ChallengeTheCall AIScoutsMyGame',
    pet: 'NoseBoopVolleyball VolleyballDogRally VolleyballBalloonCat KittenVsVolleyball BumpSetFetch TeamMascotPup',
    gaming:
      'BeachVolleyballCup KingOfTheCourtVolley VolleyballArcadeMatch VolleyballSpikeLeague VolleyballFantasyDraft HaikyuuSquadBuild',
  },
  boxing: {
    dance:
      'BoxingBobAndWeave ShadowboxingGroove KickboxingChoreo BoxingJumpRopeTricks FloatLikeAButterfly RingWalkRoutine',
    funny:
      'BoxingCornerCoachSkit ShadowboxingMyShadow RockyStepsReenact BoxingIntroForChores BoxingStareDown IntroduceMeLikeAChamp',
    prank:
      'BoxingBellWakeUp BoxingPosterOfYou BoxingRobeDelivery BoxingGloveHighFive EntranceMusicAmbush LetsGetReadyToRumble',
    educational:
      'BoxingPunchPhysics AncientOlympicBoxing HowBoxingGlovesWork JudgeTheBoxingRound FlyweightToHeavyweight QueensberryOrigins',
    cooking:
      'BoxingGloveCookies BoxingDayLeftovers BoxingChampBreakfast PostBoxingSmoothie FightNightNachos PunchBowlChallenge',
    travel:
      'PhillyMuseumStepsRun BoxingThailandCamp VegasBoxingFightNight BoxingMatchRoadTrip BoxingGymPassport MadisonSquareRingside',
    fashion:
      'BoxingRobeFitCheck BoxingSatinShorts BoxingBootsLineup BoxingKnockoutLook HandWrapColorways RingReadyStyle',
    wellness:
      'BoxingStressRelief ShadowboxingCalmDown BoxingBreathwork BoxingMindfulRounds PunchOutYourWorries BoxOutTheNoise',
    speed:
      'BoxingSpeedBag BoxingComboBlitz BoxingPunchCount ShadowboxingSprint HandWrapCountdown HundredJabsIn60',
    music:
      'BoxingWalkoutSong SpeedBagBoxingRhythm BoxingBellDrumline ShadowboxingBeats EyeOfTheTigerJam GonnaFlyNowCover',
    art: 'BoxingPosterDesign CardboardBoxingBelt BoxingGlovePainting BoxingRingPhotography SketchTheKnockout PaintWithYourPunches',
    tech: 'BoxingSlowMo BoxingVRTraining BoxingHandSpeedRadar SmartBoxingBagTest StrikeForceMeter HowHardCanYouHit',
    pet: 'KittenPawBoxing CatJudgesMyBoxing BoxerDogBoxing BoxingPuppyMitts PurrweightChamp FloatLikeAFurball',
    gaming:
      'BoxingPunchOutRun BoxingWiiSportsMatch RockEmSockEmBoxing ArcadeBoxingHighScore KnockoutKingBracket KOTheFinalBoss',
  },
  commute: {
    dance:
      'CommuteWalkStrut BusStopCommuteShuffle CommuteHeadphoneGroove CommuteDanceBreak CrosswalkCatwalk MindTheGapMoves',
    fitness:
      'BikeYourCommute CommuteStairsOnly CommuteRunHome CommuteCardio PlatformCalfRaises OneStopEarlyWalk',
    prank:
      'CommuteCoffeeSurprise CommuteWelcomeHomeSign CarpoolCommuteKaraoke CommuteLunchNote DashboardBuddy RedCarpetArrival',
    educational:
      'LearnOnYourCommute CommuteLanguageLesson WhyCommuteTrafficJams CommutePodcastQuiz SubwayMapMaster EveryStopAFact',
    cooking:
      'OvernightOatsCommute CommuteSnackBox OneHandCommuteBagel CommuteThermosSoup BurritoBeforeTheBus CoffeeForTheRoad',
    travel:
      'RateMyCommuteView TouristOnMyCommute CommuteScenicDetour CommuteHiddenGems TakeTheLongWayHome EveryStopAnAdventure',
    fashion:
      'CommuteFitCheck CommuteSneakerSwap BikeCommuteOutfit RainyDayCommuteLook CrosswalkCouture WhatsInMyTote',
    wellness:
      'MindfulCommute WindowSeatCommute CommuteNoPhoneRide CommuteDecompress BreatheBetweenStops GratefulWalkHome',
    speed:
      'BikeVsBusCommute CommuteSpeedrun DoorToDeskCommute CommuteReadyIn10 KeysWalletPhoneGo FastestLunchPack',
    music:
      'CommuteAnthemPick CarCommuteKaraoke CommuteSongwriting CommuteWhistleTune TurnSignalBeat BuskTheBusStop',
    art: 'CommuteSketchbook CommutePhotoDiary CommuteTicketCollage CommuteMiniWatercolor PaintThePassingView EveryStopASketch',
    tech: 'CommuteGadgetKit NoiseCancelingCommute CommuteEbikeReview WhatsInMyCommuteBag TapAndGoTest MapsAppShowdown',
    pet: 'CommuteWithMyDog CommuteHomeZoomies CommuteCatSendoff CommuteWindowWait WelcomeBackHowl PupsFirstTrainRide',
    gaming:
      'CommuteBingoCard CommuteHandheldRun ChessOnMyCommute CommutePuzzleStreak OneLevelPerStop BeatItBeforeMyExit',
  },
  scarf: {
    dance: 'SilkScarfSway HipScarfShimmy ScarfRibbonTwirl ScarfPartnerSpin WrapAndRoll TasselTango',
    fitness:
      'ScarfStrapStretch ScarfPullApart TugOfWarWithAScarf ScarfJuggleDrill BundleUpAndRun WrapItUpWorkout',
    funny:
      'ScarfMummyWrap SoupVsMyScarf BlanketOrScarf TheNeverEndingScarf ScarfInTheCarDoor TangledInWool',
    prank:
      'EndlessScarfTrick ScarfForTheSnowman ScarfOnTheStatue NowYouSeeItScarf SecretKnitScarf WoolYouBeMine',
    educational:
      'TenScarfKnots HowSilkIsMade KnitAScarfLesson ScarfWoolVsAcrylic ScarfThroughTheAges SheepToScarf',
    cooking:
      'StripedScarfCake KnitScarfCookies GingerbreadScarf ScarfTwistBread BundleUpBrunch CozyCocoaWrapUp',
    travel:
      'AirplaneScarfBlanket ScarfInEveryPhoto ScarfPackingHack SilkRoadScarfHunt ParisianScarfStroll BazaarBargainBattle',
    wellness:
      'ScarfKnittingCalm ScarfDonationDrive WoolWrapComfort ScarfBreathwork ScarfAndSunrise SnuggleSeason',
    speed:
      'ScarfStylesInAMinute TailTagWithScarves ThreeScarfJuggle ScarfRelayPass KnotInTenSeconds WrapRaceChallenge',
    music:
      'ScarfTossOnTheDrop HumIntoYourScarf ScarfOnTheMicStand ScarfSwayBallad AllTooWellScarf KnitToTheBeat',
    art: 'TieDyeAScarf ScarfSilkPainting DesignYourScarf ScarfBlockPrint WeaveItYourself MarbledScarfMagic',
    tech: 'LEDScarfBuild HeatedScarfReview ScarfQRCodeKnit AIDesignsMyScarf KnittingMachineScarf PixelArtKnitwear',
    pet: 'ScarfPupTwinning ScarfCatPounce KnitScarfForMyDog ScarfPeekaboo KittenVsTassel BandanaVsScarf',
    gaming:
      'JourneyScarfRun ScarfOnMyAvatar WhoseScarfIsThis PassTheScarfGame AnimalCrossingScarf ScarfDropLoot',
  },
  'flower pot': {
    dance:
      'FlowerPotShuffle WateringFlowersWaltz FlowerPotHatBop FlowerPowerMoves BloomAndBoogie GardenPartySway',
    fitness:
      'FlowerPotFarmerCarry FlowerPotSquats FlowerPotStepOvers PlantPotPushUps SoilBagDeadlift TerracottaTwists',
    funny:
      'TinyPotGiantFlower FlowerPotGrassHaircut FlowerPotPuppetShow MyFlowersHateMe WiltedFernEulogy FlowerPotSoapOpera',
    prank:
      'GooglyEyeFlowerPots WaterTheFakeFlowers FlowerPotLollipops FlowerPotSecretSprouts GnomeMovesEachNight DirtCakeDecoy',
    educational:
      'WhyFlowerPotsHaveHoles HowFlowersDrinkWater FlowerPotSoilQuiz SunVsShadeFlowers TerracottaVsPlasticPot RootBoundRescue',
    cooking:
      'FlowerPotBread FlowerPotDirtCake CupcakeFlowerBouquet FlowerPotSundae HerbPotToPlate GummyWormGarden',
    travel:
      'CordobaFlowerPotPatios FlowerPotBalconyHunt FlowerPotMarketHaul FlowerBoxSafari TerracottaTrail ChasingBloomsAbroad',
    fashion:
      'FlowerPotHatDIY FlowerCrownFitCheck FlowerPotEarrings MatchYourFlowerPot TerracottaTones InFullBloomLook',
    wellness:
      'FlowerPotIntentionSeed GrowFlowersForCalm MorningFlowerWatering PassOnAFlowerPot MindfulRepotting BloomWherePlanted',
    speed:
      'FlowerPotStackRace RepotAFlowerIn60 FlowerPotSeedRelay PlantTenFlowerPots SucculentSprint DirtDashChallenge',
    music:
      'FlowerPotXylophone SingToYourFlowers ClayPotPercussion BongoFlowerPots FlowerPowerAnthem TerracottaChimeJam',
    tech: 'SelfWateringFlowerPot FlowerBloomTimelapse FlowerPot3DPrint FlowerPotSoilSensor NameThatFlowerApp SmartPotShowdown',
    pet: 'KittenInTheFlowerPot CatGrassFlowerPot FlowerPotDiggerCaught PetSafeFlowerPotCheck StopAndSniffTheFlowers PawPrintPlantPot',
    gaming:
      'FlowerPotRingToss PvZFlowerPotDefense AnimalCrossingFlowers FlowerPotMinigolf HybridFlowerHunt CozyGardenSim',
  },
  kitchen: {
    dance:
      'KitchenSpatulaSway MidnightKitchenShuffle KitchenDiscoDishes KitchenTimerTwoStep FridgeLightFreeze PotsAndPansParty',
    fitness:
      'KitchenCounterPushUps PantryCanCurls KitchenTimerHIIT KitchenCabinetCardio WhileTheKettleBoils LungeAcrossTheKitchen',
    funny:
      'KitchenNatureDoc MidnightKitchenRaid KitchenJunkDrawerTour KitchenGadgetFails TupperwareLidHunt IfUtensilsCouldTalk',
    prank:
      'SurpriseKitchenCleanup KitchenCabinetBalloons FridgeKindNote KitchenTinyCutlery KitchenLabelMayhem GooglyEyedGroceries',
    educational:
      'NameThatKitchenTool WhyOnionsMakeYouCry KitchenScienceTrick KitchenMythOrFact KitchenSafety101 CupsToGramsQuiz',
    travel:
      'KitchensAroundTheWorld GrandmasKitchenAbroad HostelKitchenMeal KitchenSouvenirHunt CookLikeALocal MarketToKitchenTour',
    fashion:
      'KitchenFitCheck MatchYourKitchen KitchenApronStyle KitchenHeadscarfTie ChefJacketChic OvenMittCouture',
    wellness:
      'KitchenResetSunday MindfulKitchenDishes KitchenHerbWindowsill KitchenDeclutter KettleOnCalmOn CleanCounterClearMind',
    speed:
      'TenMinuteKitchenReset KitchenSpiceAlphabet KitchenCleanupRace KitchenPantrySort DishwasherDash BeatTheKitchenTimer',
    music:
      'KitchenDrumKit BlenderBassDrop KitchenWaterGlassTune KitchenTimerBeat KitchenSinkSymphony SpatulaSolo',
    art: 'KitchenSpiceMandala SketchYourKitchen KitchenFoilSculpture KitchenStillLife VeggieStampArt PaintWithAWhisk',
    tech: 'SmartKitchenTour KitchenGadgetTest AIPlansKitchenDinner KitchenTabletHack FridgeScanAI RobotSousChef',
    pet: 'KitchenCatSupervisor KitchenHelperPup MuffinTinKitchenPuzzle KitchenFloorZoomies PetHearsTheFridge DogTreatBakeOff',
    gaming:
      'OvercookedKitchenChaos FridgeMagnetScrabble KitchenTableGameNight KitchenDominoDuel BuildADreamKitchen CookingMamaRematch',
  },
  'rush hour': {
    dance:
      'RushHourShuffle RushHourHonkBop DanceThroughRushHour RushHourCrowdWave GridlockGroove TrafficJamBoogie',
    fitness:
      'BikeTheRushHour BeatRushHourOnFoot RushHourStairClimb RushHourRunToWork StrapHangerCore GridlockGlutes',
    prank:
      'RushHourCoffeeSurprise RushHourTrafficReport RushHourComplimentCard RushHourLunchNote HonkIfYouLoveMom WelcomeHomeParade',
    educational:
      'WhyRushHourJams HowToFixRushHour WorstRushHourCities RushHourHistoryQuiz PhantomTrafficScience ZipperMergeMath',
    cooking:
      'RushHourOvernightOats RushHourSheetPanDinner BurritoBeforeRushHour MuffinsForRushHour GrabAndGoSmoothie PastaFasterThanTraffic',
    travel:
      'RushHourFromAbove RushHourTokyoTrain BeatTheRushHour CityAtRushHour FerryPastTheTraffic TakeTheScenicRoute',
    fashion:
      'RushHourFitCheck RushHourTrenchCoat DressedForRushHour RushHourBackpackStyle SneakersWithASuit CommuterCouture',
    wellness:
      'RushHourBreathing RushHourKindnessSeat SlowWalkAfterRushHour RushHourPodcastPause ZenInTheGridlock HonkLessSmileMore',
    speed:
      'RaceTheRushHour RushHourShoesOnBlitz RushHourKeysHunt RushHourLunchIn60 OutTheDoorIn5 ZeroToReadyIn10',
    music:
      'RushHourHornSymphony AnthemForRushHour RushHourTrafficBeat RushHourSoundscape ClickityClackJam GridlockKaraoke',
    art: 'RushHourLightTrails PaintRushHourTraffic RushHourCrowdSketch RushHourDoodleDiary TransitTicketCollage GridlockGallery',
    tech: 'RushHourTimeLapse NoiseCancelRushHour RushHourETAGuess RushHourGadgetCheck MapsAppShowdown DroneOverGridlock',
    pet: 'RushHourCatAlarmClock DogWalkBeforeRushHour RushHourPuzzleToy RushHourPupBreakfast PuppyEyesGoodbye WelcomeHomeWiggles',
    gaming:
      'PlayRushHourPuzzle FroggerAtRushHour RushHourTrafficSim RushHourTrainTycoon CitiesSkylinesGridlock BeatTheJamLevel',
  },
  closet: {
    dance:
      'WardrobeChangeDance ClosetDoorReveal ClosetHangerSwing ClosetMirrorMoves TryOnTransitions OutfitSpinSwap',
    fitness:
      'ClosetCleanoutCardio LaundryBasketPress ClosetShelfStretch WardrobeBoxCarry HangerCurls ClosetShoeRackSquats',
    funny:
      'NothingToWearCloset ClosetAvalanche ClothesChairConfession ClosetArchaeology ClosetMonsterCheck NarniaOrNot',
    prank:
      'ClosetBalloonSurprise GiantTeddyInTheCloset SecretClosetMakeover ClosetHangerNotes PortalToNarnia RainbowColorSwap',
    educational:
      'ClosetOutfitMath WashTagDecoded ClosetCedarScience ClosetLaundryCodeQuiz HistoryOfTheCloset GuessTheFabric',
    cooking:
      'HangerShapedPretzels WardrobeCake ClosetDressCupcakes PantryClosetRecipe SecretSnackCloset FitCheckCookies',
    travel:
      'ClosetToSuitcase TenPiecesTwoWeeks WardrobeOnTheRoad ClosetTravelCapsule WholeClosetCarryOn HotelHangerHaul',
    wellness:
      'WardrobeSparkJoy LessIsMoreCloset ClosetReset NewInOldOut GiveBackCloset SlowFashionPledge',
    speed:
      'ClosetCleanoutSpeedrun ClosetFoldBlitz BeatTheClockCloset RainbowClosetDash WardrobeSortIn10 OutfitIn30',
    music:
      'ClosetVocalBooth SingInYourCloset ClosetHangerChimes ClosetUnplugged DoorKnockDrumSolo CoatRackBassline',
    art: 'ClosetDoorMural WardrobeMoodboard ClosetRainbowPhoto DrawMyClosetOutfits HangerSculpture FlatLayMasterpiece',
    tech: 'WardrobeAIStylist VirtualClosetTryOn ClosetAppOrganizer CluelessClosetIRL ClosetGlowUpLEDs OutfitRepeatTracker',
    pet: 'ClosetSockThiefDog PetPicksFromMyCloset KittenInTheShoeBox ClosetSweaterNestCat PupWardrobeTour HideAndSeekCloset',
    gaming:
      'RankMyClosetLikeLoot CharacterSelectLook ClosetCosplayBuild ClosetOutfitBingo InventoryFullCloset RareDropFromTheCloset',
  },
  sweater: {
    dance:
      'SweaterWeatherDance UglySweaterGroove SweaterPawsWave SweaterSleeveSwing JumperJive CableKnitConga',
    fitness:
      'SweaterWeatherRun WorkoutInUglySweater SweaterSleeveStretch SweatInASweater JumperJumpingJacks TurtleneckYoga',
    funny:
      'SweaterStuckOverHead UglySweaterContest GrandmaKnitReview HoneyIShrunkTheSweater SweaterStaticShock TurtleneckTurtle',
    prank:
      'GiantSweaterForTwo UglySweaterGift SweaterGooglyEyes JumperSwapSurprise SweaterTwinning KnittedWithLove',
    educational:
      'WhySweatersPill ReadASweaterCareLabel SweaterFiberQuiz SheepToSweater HowKnittingWorks CashmereGoatFacts',
    cooking:
      'UglySweaterCakePops SweaterWeatherSoup CableKnitSweaterBread SweaterCookieDecor FairIslePieCrust CozyChiliNight',
    travel:
      'IcelandicSweaterQuest FairIsleSweaterHunt SweaterWeatherTrip CozyCabinEscape KnitwearMarketTour AranIslandsKnits',
    wellness:
      'SweaterWeatherCalm WarmSweaterWalk BigSweaterEnergy SweaterTeaPause SlowKnitSunday JumperAndJournal',
    speed:
      'SweaterPileOnMinute SweaterSwapRelay JumperOnInFive FastestSweaterKnitter FoldLikeARetailPro CardiganButtonBlitz',
    music:
      'SweaterWeatherCover UglySweaterCarols KnitwearAcoustic StrumInASweater CardiganSingAlong TurtleneckTrumpet',
    art: 'VisibleMendingSweater SweaterEmbroidery UglySweaterDIY SweaterPatchUpcycle ChartYourOwnKnit DesignAFairIsle',
    tech: 'LightUpUglySweater KnitASweaterByMachine HeatedSweaterTest AIDesignsMySweater PixelArtJumper SmartRowCounter',
    pet: 'CatStealsMySweater SweaterWeatherWalkies KnitATinySweater DogSweaterTryOn PuppyInAJumper MatchingPetSweaters',
    gaming:
      'UglySweaterBingo SweaterForMyAvatar SweaterMinecraftSkin SweaterGameNight AnimalCrossingKnits LevelUpYourKnitwear',
  },
  'push up': {
    dance:
      'PushUpToTheBeat PushUpWormTransition FreezeFromAPushUp PushUpPopAndLock BreakdanceIntoPushUp HitTheFloorGroove',
    funny:
      'FirstPushUpInYears PushUpFacesMontage KneePushUpPride PushUpWithKidOnBack OneMoreRepLie PushUpsButMakeItDrama',
    prank:
      'PushUpCountReset PushUpDoorbellRule FakePushUpTrophy PushUpCheerAmbush MuscleSuitSurprise LostTrackOnPurpose',
    educational:
      'PushUpFormCheck WhatMusclesPushUpsWork PushUpBodyweightMath PushUpVariations101 BootCampPushUpTest WhySoreMeansStronger',
    cooking:
      'TenPushUpsPerCookie PushUpProteinPancakes PostPushUpOats PressUpPowerBars EarnYourBreakfast SmoothieAfterSets',
    travel:
      'PushUpAtLandmarks PushUpWithAView APushUpInEveryCountry HotelRoomPushUps SummitPushUp PushUpPassportStamp',
    fashion:
      'PushUpFitCheck RetroPushUpTracksuit PushUpSweatbandStyle PushUpReadyKicks HeadbandAndHustle ArmDayTankTop',
    wellness:
      'TenPushUpsADay PushUpMoodBoost SlowPushUpBreathing PushUpProgressJournal RiseAndPushUp GratefulForEveryRep',
    speed:
      'OneMinutePushUpTest FastestFiftyPushUps PushUpTagTeam PushUpLadderRace HundredPushUpHustle BeatTheBuzzerReps',
    music:
      'BringSallyUpPushUps PushUpOnEveryChorus DrumRollPushUp PushUpBeatDrop RepsToTheRhythm SingThroughTheSet',
    art: 'PushUpStopMotion PushUpSilhouette LongExposurePushUps PushUpFigureStudy SketchMidRep PushUpFlipbook',
    tech: 'PushUpFormAI PushUpSlowMo SmartwatchPushUpTest DIYPushUpScoreboard HeartRateVsReps BuildAPushUpCounter',
    pet: 'PushUpPuppyKisses CatUnderMyPushUp ParrotCountsPushUps PushUpWithMyDog PawHighFivePushUp PupSpotsMyReps',
    gaming:
      'PushUpForEveryLoss PushUpRespawnRule MarioKartPushUpPenalty DiceRollPushUps LoseALifeDoAPushUp DropAndGiveMeTen',
  },
  'jump rope': {
    dance:
      'JumpRopeFreestyle DoubleDutchJumpRope JumpRopeCrissCrossStep JumpRopeJive SkipToMyBeat RopeTrickRoutine',
    funny:
      'JumpRopeVsDad GrandmaJumpRopeChamp JumpRopeCeilingBonk JumpRopeTangleFails DoubleDutchDisaster SkippingLikeItsRecess',
    prank:
      'JumpRopeInvisibleMime LicoriceJumpRopeSwap JumpRopeSecretSkills FakeJumpRopeRecord SurpriseDoubleDutch TinyRopeForDad',
    educational:
      'JumpRopePhysics JumpRopeRhymesHistory SlowMoJumpRopeArc JumpRopeCalorieMath SkipForStrongBones CountYourHeartbeat',
    cooking:
      'LicoriceJumpRopeTreats JumpRopeBirthdayCake PostJumpRopeSmoothie JumpRopeProteinBites FruitRopeRollUps RecessSnackAttack',
    travel:
      'JumpRopeAtLandmarks PackAJumpRope OneJumpRopeTenCities JumpRopeRooftop SkippingOnTheSand SkipAroundTheWorld',
    fashion:
      'JumpRopeFitCheck MatchYourJumpRope RetroJumpRopeOutfit JumpRopeLeggingsSet HeadbandAndHandles SkipReadyKicks',
    wellness:
      'JumpRopeMoodBoost InnerChildJumpRope JumpRopeMorningReset JoyfulJumpRopeMinute SkipTheStress SkippingMeditation',
    speed:
      'DoubleUndersJumpRope JumpRopeRelay BeatMyJumpRopeStreak HundredJumpRopeSkips CrissCrossCountdown SixtySecondSpeedJump',
    music:
      'JumpRopeRhymeRemix JumpRopeChantCover PlaygroundJumpRopeSong JumpRopeJingle SkipToTheBeat DoubleDutchDrumline',
    art: 'JumpRopeLightTrail JumpRopeStopMotion BeadedJumpRopeCraft JumpRopeFlipbook FreezeTheArc PaintTheSkipPath',
    tech: 'LEDJumpRopeBuild JumpRopeSlowMo SmartwatchVsJumpRope JumpRopeAppStreak CordlessRopeTest CountEverySkipAI',
    pet: 'CatVsJumpRope TeachTheDogJumpRope JumpRopeTugOfWar SkippingWithMyPup BunnyHopChallenge PuppyChasesTheRope',
    gaming:
      'JumpRopeDuelBracket DoubleDutchJumpRopeCup JumpRopeComboGame JumpRopeHighScore MissOneStartOver SkipStreakLevelUp',
  },
  baking: {
    dance:
      'BakingWhiskWiggle BakingApronSpin RollingPinBaking BakingDayDisco ShakeAndBake FlourPowerMoves',
    fitness:
      'BakingArmDay SquatsWhileBaking KneadingForearms FlourBagCurls BakingTrayPushUps BakeAndBurn',
    funny:
      'BakingFailReveal BakingShowVoiceover SmokeAlarmBakingChorus BakingTasteTesterKid NailedItBake FlourExplosion',
    prank:
      'BakingDoorstepTreats BakingSecretMessage SurprisePinataBaking FakeBakingDisaster RandomActsOfBaking IsItCake',
    educational:
      'BakingSodaVsPowder BakingYeastExperiment HighAltitudeBaking BakingGlutenTest WhyBreadRises OvenHotSpotMap',
    travel:
      'BakingAroundTheWorld BakingClassInParis BakingWhatIAteAbroad HostelKitchenBaking BakeLikeALocal CroissantCrawl',
    fashion:
      'BakingApronFitCheck PastelBakingLook BakingHeadscarfTie BakingDayOutfit FlourDustedDenim OvenMittCouture',
    wellness:
      'MindfulBaking BakingForNeighbors SlowSundayBaking BakingPhoneFree KneadToRelax WhileTheDoughRises',
    speed:
      'BakingSpeedrun BeatTheBakingTimer BakingEggCrackDash TenMinuteBaking CookieCutterBlitz PieCrimpCountdown',
    music:
      'BakingTrayCymbals WhiskBakingDrumSolo MixerBakingRemix BakingSpoonChimes BakerStreetCover RockAndRollingPin',
    art: 'BakingBreadScoring BakingStainedGlass PaintWithBakingIcing BakingAMasterpiece LatticeGoals FocacciaGardenArt',
    tech: 'BakingTimelapseCam AIBakingRecipe BakingScaleShowdown SmartOvenBaking StandMixerFaceOff ThermometerVsToothpick',
    pet: 'BakingSupervisorCat BakingPupcakes BakingDogSafeBiscuits PawPrintBakingCookies SousChefPup BarkeryBakeOff',
    gaming:
      'CookingMamaBaking LevelUpBaking GameNightBaking RollTheDiceBake PapasBakeriaSpeedrun BakingBossBattle',
  },
  stairs: {
    dance:
      'StaircaseStrut StairsBojanglesTribute UpstairsDownstairsDuet StairsGrandEntrance StairsTapShuffle StickTheLanding',
    funny:
      'WentUpstairsForgotWhy StairsAfterLegDay OneTripUpTheStairs StairsLikeMountEverest MissedTheLastStep CreakyFloorboardNinja',
    prank:
      'StairsBalloonCascade ComplimentOnEveryStair StairsRiserMessages StairsWelcomeBanner SlinkySurprise PlushieStepLineup',
    educational:
      'WhyCastleStairsSpiral StairsRiseRunMath HowEscalatorsWork FamousStairsQuiz HowManyStepsToEverest WattsUpTheStairs',
    cooking:
      'StaircaseTieredCake CupcakeStairsDisplay UpstairsBreakfastTray BrownieStairsTower StepStoolBaking TopFloorTiramisu',
    travel:
      'StairsWithAView RainbowStairsHunt SecretStairwaysWalk StairsToTheSummit SpanishStepsSelfie LighthouseClimb',
    fashion:
      'StaircaseRunway StairsFitCheck PromPhotoOnTheStairs StairsShoeShot BannisterPoseOff DescendingInStyle',
    wellness:
      'TakeTheStairsWeek StairsMindfulClimb StairsSunriseSit GratefulOnEveryStair BreathePerFlight StoopCoffeeMoment',
    speed:
      'StairsVsElevatorRace StairsBeforeTheKettle StadiumStairsSprint StairsGroceryRelay OneTripLaundryDash TopFloorInTen',
    music:
      'StairwayToHeavenCover StairwellAcapella StairsPianoSteps StompTheStairs ScaleTheStairs CreakSymphony',
    art: 'SpiralStaircasePhoto StairsEscherDrawing LongExposureStairwell StairsRiserStencils StairwayMural PenroseStepsSketch',
    tech: 'RobotVacuumVsStairs StairsMotionLEDs StairsSlinkySlowMo SmartwatchStairsCount StairClimbingBot FloorsClimbedStreak',
    pet: 'CorgiConquersStairs StairsCatAmbush StairsPuppyFirstTry StairsSeniorPetRamp FetchDownTheStairs TopStepTreatHunt',
    gaming:
      'RockPaperStairs MonumentValleyStairs MinecraftStairsBuild SpiralTowerSpeedrun StairsDungeonDescent EveryStepALevel',
  },
  fridge: {
    dance:
      'FridgeRaidShuffle MidnightFridgeGroove FridgeDoorDisco FridgeLightFreeze ColdAirMoonwalk SnackAttackStep',
    fitness:
      'FridgeJugCurls PushUpsBeforeFridge FridgeDoorSquats FridgeRaidBurpees GroceryHaulCarry SnackBreakSprints',
    funny:
      'FridgeStareContest NothingInTheFridgePOV FridgeLabelWars MidnightFridgeRaid WhoAteMyYogurt LeftoverCourtCase',
    educational:
      'FridgeLightMystery HowFridgesWork LifeBeforeTheFridge FridgeZonesQuiz DoesKetchupGoInFridge ColdestShelfTest',
    cooking:
      'FridgeCleanOutMeal NoBakeFridgeCake QuickFridgePickles FiveIngredientFridge LeftoverMakeover CondimentChallenge',
    travel:
      'FridgeMagnetEveryCity HotelMiniFridgeReview WhatsInAFridgeAbroad FridgeRaidOverseas MapMyFridgeDoor RoadTripCoolerPack',
    fashion:
      'FridgeMagnetEarrings FridgeRaidPajamas FridgeDoorFitCheck RetroFridgePastels MatchTheFridge IceColdColorway',
    wellness:
      'FridgeReset FridgeGratitudeNotes SundayFridgeRestock EatTheRainbowFridge HydrationFridgeHabit IcedTeaPorchPause',
    speed:
      'FiveMinuteFridgeReset FridgeFindTheKetchup FridgeInventoryDash FridgeTetrisRace LeftoverLabelBlitz ShutTheDoorIn10',
    music:
      'FridgeMagnetLyrics FridgeHumHarmony SingIntoTheFridge FridgeBottleBand FridgeDoorDrumming IceCubeBeatbox',
    art: 'FridgeArtGallery FridgeMagnetPoetry VintageFridgeRepaint FridgeDoorDoodles PaintYourLeftovers CondimentCanvas',
    tech: 'SmartFridgeTour AIRecipeFromMyFridge FridgeCamInventory FridgeThatTexts DoorLeftOpenAlarm LeftoverLabelPrinter',
    pet: 'PetHearsTheFridge CatOnTopOfTheFridge FridgeKongFreeze FridgeDoorStakeout FridgeOpensDogAppears KittenGuardsTheSnacks',
    gaming:
      'FridgeTetrisRestock FridgeSurvivalMode OvercookedFridgeRaid FridgeDoorScoreboard LootTheFridge SnackQuestLevel',
  },
  grass: {
    dance:
      'TouchGrassTwoStep GrassSprinklerShuffle BarefootGrassGroove TallGrassTwirl GreenGrassGetDown LawnPartyLimbo',
    fitness:
      'BarefootGrassSprints BearCrawlOnTheGrass GrassYogaFlow GrassFieldBurpees TouchGrassTraining LawnLunges',
    funny:
      'GrassIsGreenerSkit FirstTimeTouchingGrass MomVsGrassStains GrassWhistleFail KeepOffTheGrass LawnGnomeInterview',
    prank:
      'GrassSeedMessage FlamingosOnTheGrass FakeGrassDeskMakeover GrassWhistleAmbush IndoorLawnSurprise GnomeInvasion',
    educational:
      'WhyGrassIsGreen BambooIsAGrass GrassSmellExplained HowGrassRegrows GrassRootsScience ZoomIntoABlade',
    cooking:
      'GrassFrostingCupcakes WheatgrassSmoothie LemongrassNoodleSoup PicnicOnTheGrass GreenAsGrassMatcha BackyardLawnCake',
    travel:
      'FindTheGreenestGrass SavannaGrassSafari GrassHillsIreland GrassyParkHop MeadowWander PrairieRoadTrip',
    fashion:
      'GrassGreenFitCheck GrassStainRescue GinghamOnTheGrass GrassWovenHat LawnPartyLook MeadowMaxi',
    speed:
      'GrassHillRollRace FourLeafCloverInGrass GrassSackHop GrassCartwheelCount RelayAcrossTheLawn DandelionDash',
    music:
      'GrassWhistleCover TouchGrassAnthem GrassRustleASMR BladeOfGrassKazoo LawnChairJam CricketChorusNight',
    art: 'GrassHeadBuddy MowArtIntoTheGrass MazeInTallGrass GrassPrintPainting WeaveAGrassCrown PressedMeadowCollage',
    tech: 'GrassGrowthTimelapse TurfVsRealGrass GrassRobotMowerTest ZoomIntoAGrassBlade SmartSprinklerGrass DroneOverTheLawn',
    pet: 'GrassSniffariWalk CatGrassTasteTest FirstTimeOnGrass BinkiesOnTheGrass DogGrassRoll ZoomiesOnTheLawn',
    gaming:
      'ZeldaCutTheGrass GrassTypeTeamBattle TouchGrassBreak MinecraftGrassBlock StardewGrassFarm LawnGameOlympics',
  },
  basket: {
    dance:
      'LaundryBasketShuffle BasketOnHeadSway PicnicBasketSwing PassTheBasketGroove WeaveAndWiggle HarvestFestivalStomp',
    fitness:
      'LaundryBasketSquats FullBasketFarmerWalk BasketOverheadPress BasketCarryLunges BasketSledPush WickerWorkout',
    funny:
      'EggsInOneBasket PicnicBasketVsAnts LaundryBasketMountain OneBasketNoCart WhoPutThisInMyBasket BasketCaseMonday',
    prank:
      'MayDayBasketDitch BasketOfKindNotes EasterBasketClueHunt DoorstepGiftBasket BalloonBasketBurst SecretSnackDrop',
    educational:
      'HowBasketsAreWoven WickerVsRattanQuiz BasketWeaveGeometry GuessTheBasketFiber PeachBasketOrigins BasketsAroundTheWorld',
    cooking:
      'WatermelonBasketCarve PicnicBasketFeast HomemadeBreadBasket BerryBasketTarts ChocolateEggNests LatticeWeavePie',
    travel:
      'BikeBasketCityTour MarketBasketHaul FillABasketAbroad PicnicBasketPassport BasketHotAirBalloon WickerWanderlust',
    fashion:
      'BasketBagThreeWays BirkinBasketLook FitCheckWithABasket TinyBasketEarrings WickerChic RattanRunway',
    wellness:
      'CareBasketForAFriend BubbleBathBasket WildflowerBasketWalk OneBasketDeclutter GratitudeGiftBasket BasketGardenHarvest',
    speed:
      'LaundryBasketFoldRace EggHuntBasketDash BasketTossIn30 FillTheBasketIn60 PicnicPackOff GroceryUnloadSprint',
    music:
      'LaundryBasketDrum BasketShakerJam PicnicBasketSerenade BasketWickerASMR ATisketATasketCover BasketCaseBlues',
    tech: 'BasketChargingStation AIDesignsABasket BasketPattern3DPrint BasketCableHideaway BasketLampGlowUp WovenByRobots',
    pet: 'CatInTheBasket DogCarriesTheBasket BasketKittenPile BikeBasketBuddy ToyBasketTakeover BasketBedMakeover',
    gaming:
      'CatchFruitInABasket BasketTossHighScore BasketPongRound YogiBearBasketHeist TreasureBasketQuest BasketballArcadeDuel',
  },
  'roller coaster': {
    dance:
      'CoasterArmsUp RollerCoasterTwistStep LiftHillCoasterSway TheRollerCoasterMove RollerCoasterLoopSpin FirstDropFreestyle',
    fitness:
      'RollerCoasterAbs CoasterLineLunges CoasterDropSquats RollerCoasterPlankHold CorkscrewCrunches LoopingLegRaises',
    funny:
      'RollerCoasterFaces CoasterCalmFriend RollerCoasterHairAfter CoasterScreamRanking OnRidePhotoRoast LiftHillRegrets',
    prank:
      'CoasterTicketReveal FakeRollerCoasterRide CardboardCoasterCar RollerCoasterWakeUp ThemeParkSurprise SeasonPassInACake',
    educational:
      'RollerCoasterPhysics MarbleRollerCoaster CoasterGForceQuiz CoasterHistory WhyLoopsArentCircles PotentialToKinetic',
    cooking:
      'CoasterPretzelTrack RollerCoasterChurros CornDogsAfterCoaster RollerCoasterCake ThemeParkSnackAttack CottonCandyClimb',
    fashion:
      'CoasterDayFit RollerCoasterPonytail WindproofCoasterHair RollerCoasterSafeShoes ThemeParkChic SecureYourSunnies',
    wellness:
      'FaceYourCoasterFear RollerCoasterBreathing RollerCoasterJoyScream AfterCoasterGrounding LifeIsARollerCoaster CalmOnTheLiftHill',
    speed:
      'EveryCoasterByNoon CoasterMarbleRace CoasterLaunchSpeed RollerCoasterCountdown MostRidesInADay ZeroToSixtyCoaster',
    music:
      'CoasterClickBeat CoasterScreamChoir SingOnTheCoaster RollerCoasterAnthem CoasterTrackRhythm LiftHillBassDrop',
    art: 'PaperRollerCoaster CoasterNightPhotos PipeCleanerCoaster RollerCoasterSketch DesignYourDreamCoaster LightTrailLoops',
    tech: 'RollerCoasterVR CoasterPOVCam CoasterGForceTest CoasterCADChallenge ArduinoMarbleCoaster PhoneMeasuresTheDrop',
    pet: 'CatVsMarbleCoaster HamsterCoasterTrack RollerCoasterPuppyRamp PetCoasterCostume KittenTunnelCoaster PupReactsToTheDrop',
    gaming:
      'RollerCoasterTycoonRun PlanetCoasterPark CoasterBuildBattle MinecraftCoasterRide MakeTheGuestsScream ThrillRatingTen',
  },
  office: {
    dance:
      'OfficeCongaLine FridayOfficeFreestyle OfficePrinterBop OfficeChairDance CubicleCancan NineToFiveGroove',
    fitness:
      'OfficeStairClimb OfficeStepCountDuel OfficeWallSitHold OfficeChairCardio PaperReamCurls DeskPushUpDare',
    prank:
      'OfficeDeskGiftWrap CubicleOfficeBalloons OfficePlantNameTags OfficeStickyNoteWall StaplerInJello GooglyEyedSupplies',
    educational:
      'OfficeJargonDecoded WhoInventedTheStapler OfficeExcelTricks OfficeSupplyOrigins OfficeReplyAllRules WhyPrintersJam',
    cooking:
      'OfficePotluck OfficeMugCake OfficeBirthdayCupcakes OfficeLunchSwap MicrowaveMasterChef DeskDrawerDinner',
    travel:
      'OfficeWithAView WorldsCoolestOffices CoffeeShopOfficeHop OfficeInANewCity WorkFromAnywhere LaptopAndPassport',
    fashion:
      'OfficeFitCheck OfficeBlazerThreeWays RateMyOfficeOutfit OfficeLanyardGlowUp CasualFridayFlex NineToFine',
    wellness:
      'OfficeDeskStretch LeaveTheOfficeOnTime ThankAnOfficeBuddy OfficeBoxBreathing OutOfOfficeMindset PottedPlantPause',
    speed:
      'InboxZeroOfficeRace OfficeDeskTidyBlitz OfficeCoffeeRunDash OfficeSupplySortClock LongestPaperclipChain SwivelChairGrandPrix',
    music:
      'OfficeSoundsRemix OfficeStaplerDrumSolo OfficeSpaceJam OfficeChairSqueakSong PaperShredderBass HoldMusicKaraoke',
    art: 'OfficeStickyNoteMural PaperclipOfficeArt HighlighterOfficeCity OfficeDeskDoodle StaplerStillLife WhiteboardMasterpiece',
    tech: 'OfficeDeskSetup OfficeCableGlowUp UnjamTheOfficePrinter OfficeGadgetTour KeyboardShortcutDuel WebcamLightingHack',
    pet: 'OfficeCatCoworker HomeOfficePetBoss KittenOnOfficeKeyboard OfficeFishTankCheckIn BringYourDogToWork PupCrashesTheMeeting',
    gaming:
      'CubicleOfficeMiniGolf PaperBallOfficeHoops OfficeEscapeRoom OfficeTriviaBattle SwivelChairKart TrashCanThreePointer',
  },
  italy: {
    dance:
      'ItalyVespaShimmy ItalianDiscoGroove ThatsAmoreItalyStep TwirlLikeInItaly TarantellaTakeover GondolaGlide',
    fitness:
      'HikeCinqueTerreItaly DolomitesItalyTrek ItalyVineyardRun ItalyLakeComoSwim AmalfiStairMaster TuscanyByBike',
    funny:
      'ItalyHandGestures MyItalianNonnaReacts BreakSpaghettiInItaly ItalyPineappleDebate CappuccinoAfterNoon MammaMiaMoments',
    prank:
      'ItalyOperaWakeUp SurpriseItalyTrip TurnHomeIntoItaly ItalyEspressoInBed GelatoDoorstepDrop PizzaPartyAmbush',
    educational:
      'WhyItalysTowerLeans LearnItalianWords ItalyPastaShapesQuiz ItalyRegionsMap RomeInAMinute BootShapedFacts',
    cooking:
      'ItalianNonnaRecipe ItalyFocacciaGarden ItalyTiramisuLayers EatYourWayAroundItaly ArancinoLikeInItaly HandRolledPastaDay',
    fashion:
      'ItalianStyleFitCheck DolceVitaItalyLook ItalyLinenSuit ItalyLemonPrintDress AmalfiCoastChic VespaReadyScarf',
    wellness:
      'ItalyDolceFarNiente LongItalianLunch ItalyPasseggiataWalk ItalyPiazzaSlowDay TuscanSunsetPause LemonGroveRiposo',
    speed:
      'ItalyInOneWeek ItalyTrainSpeedrun OrderInItalianBlitz ItalyPastaShapeSort PizzaTossCountdown GelatoBeforeItMelts',
    music:
      'ThatsAmoreInItaly ItalyAccordionCover SingVolareForItaly ItalyMandolinTune NessunDormaAttempt GondolierSerenade',
    art: 'ItalySketchbook ItalyCeramicLemons StatuePoseInItaly ItalianFrescoTry RomanMosaicDIY VeniceWatercolor',
    tech: 'ItalianTranslateTest ColosseumItalyVRTour OfflineMapsForItaly ItalyTrainAppHack MokaPotVsMachine DroneOverTuscany',
    pet: 'ItalyDogOnAVespa ItalyPiazzaCats ParrotSaysGrazieItaly ItalianChefPetCostume CiaoBellaPup RomanHolidayKitty',
    gaming:
      'ItalyScopaRound MarioKartItalyTrack AssassinsCreedItaly ItalyTriviaNight GeoGuessrItaly BocceBallShowdown',
  },
  'toilet paper': {
    dance:
      'ToiletPaperLimboLine BalanceToiletPaperRoll ToiletPaperTossTwirl ToiletPaperFlashMob MummyWrapShimmy TPTango',
    fitness:
      'ToiletPaperKeepyUppy ToiletPaperHurdles ToiletPaperPlankOff JumpOverToiletPaper MegaPackFarmerCarry TPTowerSquats',
    prank:
      'ToiletPaperDoorway JokesOnToiletPaper ToiletPaperGooglyEyes ToiletPaperThrone EmptyTubeLoveNote OverNotUnderSwap',
    educational:
      'HowToiletPaperIsMade ToiletPaperOverOrUnder ToiletPaperHistory ToiletPaperWetTest StrongestTPChallenge SquaresPerRollMath',
    cooking:
      'ToiletPaperFondant MarshmallowToiletPaper IsItToiletPaper ToiletPaperCupcakes TPLookalikeDessert SwissRollOrTP',
    travel:
      'RateToiletPaperAbroad JapaneseToiletTour ToiletPaperTravelHack ToiletPaperRoadTrip LeaveNoTraceKit NeverForgetTheTP',
    fashion:
      'ToiletPaperBridalGown ToiletPaperRunway MummyCostumeFitCheck ToiletPaperHatDesign ToiletPaperCouture TwoPlyStyle',
    wellness:
      'ToiletPaperTubeGarden BambooToiletPaperSwap ToiletPaperPepTalks ShareYourToiletPaper RollOfKindnessNotes TPDriveForShelters',
    speed:
      'ToiletPaperTowerRace ToiletPaperPitStop ToiletPaperRelay UnrollToiletPaperFast SingleSquareTearOff MummyWrapIn60',
    music:
      'ToiletPaperTubeKazoo ToiletPaperMaracas ToiletPaperTearASMR ToiletPaperDrumline BathroomAcoustics CardboardTrumpet',
    art: 'ToiletPaperRollCraft ToiletPaperSculpture ToiletPaperMasterpiece PortraitInToiletPaper TPRoseBouquet CardboardTubeCityscape',
    tech: 'ToiletPaperTubeSpeaker ToiletPaperRollSlowMo ToiletPaperDropTest ToiletPaperLauncher AutoDispenserBuild LowTPAlertBot',
    pet: 'CatVsToiletPaper ToiletPaperWall ToiletPaperTubePuzzle HurdleTheToiletPaper TPTreatHunt HamsterCardboardMaze',
    gaming:
      'ToiletPaperBowling ToiletPaperJenga TossTheToiletPaper ToiletPaperMiniGolf TPTowerTakedown TPHoopsDuel',
  },
  elevator: {
    dance:
      'ElevatorMusicDance ElevatorDoorsReveal ElevatorDingStep LobbyElevatorMoonwalk GoingUpGroove EveryFloorNewMove',
    fitness:
      'StairsNotElevator SkipTheElevatorWeek ElevatorWaitWallSit ElevatorSquatHold CalfRaisesTillTheDing TopFloorOrBust',
    prank:
      'ElevatorFaceTheBack ElevatorTourGuideAct ElevatorMusicAtHome ElevatorCompliments HoldTheDoorHello NextStopNarration',
    educational:
      'HowElevatorsWork SpaceElevatorScience OtisElevatorStory ElevatorSafetyBrakes WhyNoThirteenthFloor PulleyPowerLab',
    cooking:
      'ElevatorButtonCookies ElevatorLayerCake GingerbreadElevator ElevatorMusicBaking GoingUpSouffle PenthousePancakes',
    travel:
      'GlassElevatorViews FastestElevatorHunt HistoricCageElevator ElevatorCliffsideRide SkyDeckSelfie UpToTheRooftop',
    fashion:
      'ElevatorMirrorFitCheck ElevatorOutfitPerFloor LobbyElevatorRunway ElevatorDoorReveal ChangeByTheDing GoingUpGlam',
    wellness:
      'ElevatorPhoneDown SmileInTheElevator ElevatorKindHello ElevatorBreathingBreak ElevatorPitchToSelf BreatheEveryFloor',
    speed:
      'BeatTheElevator StairsVsElevatorRace ElevatorTongueTwister ElevatorPitchIn30 ElevatorQuickFireRound BeforeTheDoorsClose',
    music:
      'ElevatorMusicCover SmoothJazzElevator ElevatorBossaNova ElevatorAcapellaRide HarmonizeWithTheDing GoingUpKeyChange',
    art: 'ElevatorButtonPopArt ElevatorDoorMural VintageElevatorPhotos ElevatorMirrorPortrait DecoLobbySketch FloorNumberFonts',
    tech: 'SpaceElevatorModel RobotRidesElevator ElevatorAlgorithmSim LegoElevatorBuild ElevatorSlowMoDoors WhyTheCloseButtonLies',
    pet: 'PetFirstElevatorRide ElevatorDingReaction ElevatorLeashSafety PuppyElevatorSitStay LobbyGreeterPup DoormanDog',
    gaming:
      'ElevatorEscapeRoom ElevatorActionRetro MinecraftElevatorBuild ElevatorTycoon SimTowerSpeedrun LevelUpEveryFloor',
  },
  band: {
    dance:
      'MarchingBandStrut FrontRowBandBounce BandEncoreStomp BoyBandMoves AirGuitarGetDown HeadbangHoedown',
    fitness:
      'BandDrummerCardio AmpLiftBandSquats RoadieBandLoadIn BandGearCarry HighKneesMarchingBand HeadbangerHIIT',
    funny:
      'WorstBandName BandMemberTypes OneHitWonderBand BandPracticeFails NeighborsHateOurBand CreativeDifferences',
    prank:
      'BandDoorbellConcert KazooBandAmbush BandWakeUpCall MarchingBandSurprise BandSerenade BackyardRockShow',
    educational:
      'WhyBandsNeedBassists HowBandsWriteSongs BandSoundcheck101 BandGenreFamilyTree FamousBandBreakups NameThatRiffQuiz',
    cooking:
      'BandRiderRecreate BandGreenRoomSpread BandPizzaNight BandPracticeSnacks TourBusKitchen BackstagePassBrunch',
    travel:
      'AbbeyRoadBandWalk BandTourDiary FamousBandStudios BandVanLife GigHopping FestivalFrontRow',
    fashion:
      'BandTeeFitCheck MatchingBandOutfits RockBandEyeliner BandLeatherJacket FrontmanFlair MerchTableMakeover',
    wellness:
      'JamWithYourBand ProtectYourBandEars BandPreshowBreathing BandOfFriends ThankYourDrummer StageFrightReset',
    speed:
      'BandSetupSpeedRun BandSongInAnHour FastestBandSoundcheck BandGearLoadOut OneTakeCover TuneUpInTen',
    art: 'BandLogoDesign BandDrumheadPainting LiveBandPhotoWalk BandPosterArt GigFlyerGlowUp AlbumCoverRemake',
    tech: 'AIJoinsMyBand BandRecordingSetup BandLiveStreamRig BandInEarMonitors LoopPedalOneManBand PedalboardTour',
    pet: 'DogJoinsTheBand ParrotBandSinger CatBandMascot HowlAlongBand PuppyRoadie PetsInTheFrontRow',
    gaming:
      'BandGuitarHeroCoop PlasticBandDrumkit BandKaraokeBattle BandTriviaShowdown RockBandFullCombo ExpertModeOrBust',
  },
  leaves: {
    dance:
      'TwirlInFallLeaves LeafBlowerFreestyle LeavesCrunchStep AutumnLeavesSlowDance RakeAndRoll CrunchyCongaLine',
    fitness:
      'LeafRakingWorkout FallLeavesTrailRun PileOfLeavesSquats LeavesBagCarry RakeAndRepeat AutumnAgility',
    funny:
      'LeafPileJumpFail WindUndoesMyLeaves WhoseLeavesAreThese LeavesInMyHair BlowerBackfire RakeRageMontage',
    prank:
      'LeafPileHideAndPop LeavesConfettiShower TrailOfLeavesToGift LeavesFacesOnTrees RakeAHeartInTheYard SurpriseRakedLawn',
    educational:
      'WhyLeavesChangeColor LeavesChromatography HowTreesDropLeaves LeafPigmentScience GuessTheMapleQuiz ChlorophyllHideAndSeek',
    cooking:
      'LeafShapedCookies FallLeavesPieCrust LeavesStencilLatte MapleLeavesPancakes ChocolateLeavesHack LeaveRoomForDessert',
    travel:
      'LeafPeepingTour KyotoAutumnLeaves FallLeavesRoadTrip LeavesCanopyWalkway FoliageByTrain ChasePeakColor',
    fashion:
      'LeafPrintDress MatchTheAutumnLeaves FallLeavesOutfit LeavesEarringStack CozyInCopper RustAndAmberLook',
    wellness:
      'LetGoLikeLeaves WatchTheLeavesFall LeafCrunchMindfulness AutumnLeavesWalk ForestBathingSeason GoldenHourGratitude',
    speed:
      'CatchFallingLeaves RakeTheLeavesIn60 FallLeavesColorSort LeavesBaggingSprint BeatTheLeafBlower BiggestPileInAMinute',
    music:
      'JazzAutumnLeavesCover LeafCrunchBeat LeavesRustleASMR LeavesShakerRhythm RakeGuitarSolo CrunchyPercussion',
    tech: 'LeafIDAppTest FallLeavesTimelapse RobotRakesTheLeaves LeavesDroneCanopyView BatteryVsGasBlower ScanEveryTreeAI',
    pet: 'LeafPileZoomies CatChasingLeaves FallLeavesPetPortrait LeavesPuppyPounce TreatHuntInLeaves PupVsTheRake',
    gaming:
      'HideAndSeekInLeaves AnimalCrossingLeaves LeafBingo LeavesMemoryMatch GottaCatchEmAllLeaves RakeTheHighScore',
  },
  'mario kart': {
    dance:
      'MarioKartVictoryDance RainbowRoadMarioGroove MarioKartDriftLean MarioKartItemBoxBounce BlueShellShuffle FirstPlaceFootwork',
    fitness:
      'MarioKartLoserPushUps BananaPeelMarioLunges MarioKartLapSquats MarioKartHIIT BlueShellBurpees ItemBoxCircuit',
    funny:
      'MarioKartInRealLife MarioKartLeanIntoTurns LastPlaceMarioExcuses MarioKartFamilyFeud BlueShellBetrayal MK8FriendshipEnder',
    prank:
      'MarioKartItemBoxGift LakituMarioKartWakeUp MarioKartFakeCountdown MarioKartShellAlarm StarPowerEntrance PlushBananaAmbush',
    educational:
      'MarioKartItemOdds RacingLineMarioKart HistoryOfMarioKart MarioKartDriftScience BlueShellProbability WhyLastPlaceGetsStars',
    cooking:
      'MarioKartBananaBread MarioKartItemBoxCake RainbowMarioKartCrepes MarioMushroomPizza StarPowerFruitSkewers BlueShellMacarons',
    travel:
      'MarioKartTokyoStreets NintendoWorldMarioKart MarioKartArcadeHunt FamilyMarioKartTrip GoKartGrandPrix RealLifeRainbowRoad',
    fashion:
      'MarioKartGroupCostume MarioOverallsLook YourMarioKartMainFit MarioKartCosplay PitCrewChic RainbowRoadRunway',
    wellness:
      'MarioKartGoodSport BreatheAfterMarioKart ComebackMarioMindset MarioKartNoRageRun MarioKartHighFives BlueShellLetItGo',
    speed:
      'MarioKartTimeTrial MirrorModeMarioBlitz MarioKartStartBoost MarioKartShortcutHunt RainbowRoadNoFalls BeatMyGhostLap',
    music:
      'MarioKartThemeCover RemixRainbowRoadMK8 MarioKartOnPiano MarioKartBeatbox CoconutMallJam StarPowerHumAlong',
    art: 'MarioKartCardboardCar MarioKartChalkTrack MarioKartPerlerBeads MarioKartFanArt PaintRainbowRoad ItemBoxPapercraft',
    tech: 'MarioKartLiveCircuit MarioKartRCCar MarioKartSimRig MarioKartWheelSetup MotionControlsOnly LivingRoomRaceway',
    pet: 'DogReactsToMarioKart HamsterBallMarioKart MarioKartPetCostume MarioKartKittenPaws CatBlocksTheScreen PupOnThePodium',
  },
  scissors: {
    dance:
      'ScissorKickJive RockPaperScissorsMoves ScissorStepShuffle ScissorArmsDance SnipToTheBeat CutLooseChallenge',
    fitness:
      '100ScissorKicks ScissorJacksChallenge RockPaperScissorsReps ScissorSwitchLunges ScissorAbBurner CutToTheCore',
    funny:
      'WhereAreTheScissors ScissorsVsClamshell ScissorsBangsRegret LeftyScissorsStruggle RockPaperRematch DontRunWithScissors',
    prank:
      'SnowflakeScissorStorm ScissorCutHeartTrail GooglyEyeScissors ScissorsFaceCutouts PaperChainDoorway CardboardDoppelganger',
    educational:
      'OneCutScissorStar MobiusStripScissors ScissorWalkThroughCard ScissorsOrShears ScissorsAreLevers LeftyVsRightyBlades',
    cooking:
      'PizzaWithScissors ScissorsKoreanBBQ OnlyScissorsDinner ScissorCutNoodles OctopusHotDogs HerbSnipGarnish',
    travel:
      'ScissorsInCarryOn ScissorSilhouetteStall BarberScissorsAbroad ScissorMapCollage ScrapbookYourTrip PaperCutArtHunt',
    fashion:
      'NoSewScissorTee ScissorsCutoffShorts CropTopScissorFlip ScissorFringeJacket DistressYourDenim SnipAndStyle',
    wellness:
      'ScissorSnipASMR ScissorsVisionCollage ScissorsWorryCutOut PaperCraftCalm SlowScissorSnowflake PruneAndUnwind',
    speed:
      'FastestScissorCircle ScissorSnowflakeIn60 OffHandScissorTest ScissorsSpiralDash PaperChainSprint CutTheRibbonRace',
    music:
      'PlayTheScissors RockPaperScissorsRap ScissorSnipBeat ScissorsClackLoop BarbershopQuartet ShearSymphony',
    tech: 'LaserCutterVsScissors RockPaperScissorsBot ScissorSlowMoCut ElectricScissorsTest CricutShowdown AIBeatsMeAtRPS',
    pet: 'ScissorCardboardCastle PetPortraitScissorCut ScissorFringeWandToy CatHearsTheScissors KittenVsSnowflakes CrownForTheCorgi',
    gaming:
      'RockPaperScissorsCup ScissorsLizardSpock ScissorBoardGameDIY ScissorStandeeMinis RPSBestOfSeven CardboardArmyCampaign',
  },
  lamp: {
    dance:
      'DeskLampDisco LampOnOffFreeze LavaLampSway LampShadowGroove DanceWithAFloorLamp SpotlightSolo',
    fitness:
      'LampSwitchBurpees FloorLampLunges DeskLampStretch YogaByLamplight BedsideLampCrunches LightsOutPlank',
    prank:
      'LampColorBulbSwap SpotlightLampEntrance SmileyOnTheLampShade LampGooglyEyes SpookyLampSilhouette ClapToTurnOn',
    educational:
      'HowALampCircuitWorks LavaLampScience LampLEDVsIncandescent LampWattageMath FromCandleToLamp EdisonOrNotQuiz',
    cooking:
      'LampShadeCake LavaLampJello HeatLampFries DinnerByLamplight LampShapedCookies LightbulbMacarons',
    travel:
      'GaslampQuarterVisit MoroccanLampBazaar StreetLampPhotoTour LampSouvenirHaul NarniaLampPostHunt LanternFestivalTrip',
    fashion:
      'LampShadePleatSkirt LavaLampColorway TiffanyLampPrints LampLitFitCheck GoldenHourGlow RingLightReady',
    wellness:
      'SunriseLampWakeUp LampOnlyNoScreens LampLitReading LampWindDownRoutine SaltLampSerenity DimTheLightsHour',
    speed:
      'FlatPackLampBuild LampCordUntangle LampBulbSwapRace TidyBeforeLampOff InBedByLightsOut ClapperReflexTest',
    music:
      'DeskLampSessions LavaLampLofi LampLitAcoustic LampSwitchBeat LampShadeBongos SpotlightSerenade',
    art: 'LampShadePainting SketchByLampLight LavaLampDIY LampGlowUpChallenge OrigamiPaperLamp ShadowPuppetGallery',
    tech: 'SmartLampSetup ArduinoLampBuild LampColorSceneHack WaveToTurnOnLamp DeskLampCableFix ClapperComeback',
    pet: 'ReptileHeatLampCheck PuppyVsLavaLamp LampShadowCatChase LampLitPetPortrait NapUnderTheLamp SunbeamOrLamplight',
    gaming:
      'RGBLampBattleStation LampLitGameNight EscapeRoomLampClue LampShadowPuppetGuess GenieLampWishQuest LightsOutHideAndSeek',
  },
  'mac and cheese': {
    dance:
      'MacNCheeseShuffle MacaroniElbowBend DanceForMacAndCheese MacNCheeseMacarena MacAndCheeseSpoonTwirl GetCheesyGroove',
    fitness:
      'EarnYourMacAndCheese MacaroniJarCurls MacNCheeseBoxSquats ProteinMacNCheese CheddarShredderArms PastaPotPress',
    funny:
      'BoxVsHomemadeMacaroni BluePowderMacNCheese KidsRateMacAndCheese MacAndCheeseSnob CheeseDustConfession FancyVsBoxedShowdown',
    prank:
      'MacNCheeseDessertSwap MacaroniNecklaceGift GoldenTicketMacNCheese MacAndCheeseCandyBox NoodleLoveLetter PuddingInDisguise',
    educational:
      'MacAndCheeseJefferson WhyMacAndCheeseSplits BoxedMacNCheeseHistory MacNCheeseStarchTest ElbowPastaGeometry CheesePullScience',
    travel:
      'MacNCheeseCrawl MacAndCheeseFestival SouthernMacAndCheese MacAndCheeseRoadTrip CheddarCountryTour CheeseCurdTrail',
    fashion:
      'MacaroniNecklaceLook MacAndCheesePJs DressAsMacAndCheese MacNCheeseEarrings CheddarOrangeFit ElbowPastaBling',
    wellness:
      'CozyMacNCheeseNight ChildhoodMacNCheese MacAndCheeseRainyDay SlowStirMacAndCheese BowlOfComfort CheddarTherapy',
    speed:
      'MacAndCheeseSpeedrun FiveMinuteMacNCheese CountMacaroniIn30 MugMacAndCheese CheddarGrateOff BeatTheBoilTimer',
    music:
      'MacaroniShakerBeat MacNCheeseBoxDrums BalladForMacAndCheese MacNCheeseStirASMR CheesyLoveSong CheddarChoir',
    art: 'MacaroniArtComeback MacNCheeseNoodleMosaic MacNCheeseClayMini MacNCheeseGarland CheesePullPhotoshoot GlueAndGlitterPasta',
    tech: 'MicrowaveMacaroniHack MacAndCheeseInstantPot AirFryerMacAndCheese AIMacAndCheeseRecipe CheesePullSlowMo GadgetVsStovetop',
    pet: 'MacNCheeseLeaveIt PuppyNamedMacNCheese MacAndCheesePlushFetch MacaroniPetPortrait CatCalledCheddar CheesyGrinPup',
    gaming:
      'OvercookedMacNCheese MacNCheeseTierList MacAndCheeseBracket MacNCheeseSpeedrun MacaroniQuestLevel CheesePullBossFight',
  },
  karaoke: {
    dance:
      'KaraokeBackupDancers PowerBalladSway KaraokeBoyBandSteps DanceBreakAtKaraoke DivaStrutKaraoke MicDropMoves',
    fitness:
      'KaraokeCardio TreadmillKaraoke ChorusPlankHold KaraokeBurpeeBreak SingAndSweatKaraoke SquatOnTheHighNote',
    funny:
      'KaraokeMicHog WrongLyricsKaraoke DadPowerBallad KaraokeDuetDrama TooConfidentKaraoke HighNoteFaceOff',
    prank:
      'KaraokeSongSwitcheroo SecretKaraokeSinger KaraokeLyricSwap DedicateAKaraokeTune SurpriseDuetPartner SerenadeAmbush',
    educational:
      'LearnSpanishByKaraoke HowKaraokeScoresYou KaraokeHistoryQuiz KaraokeVocalWarmups PerfectPitchTest SingFromYourDiaphragm',
    cooking:
      'KaraokeMicCakePops SpatulaKaraokeSolo KaraokeNachoNight CookingKaraokeDuet SingWhileYouStir EncoreEclairs',
    travel:
      'TokyoKaraokeTrip HonkyTonkKaraoke KaraokeAroundTheWorld KaraokeCrawl SeoulNoraebangNight SingInEveryTimezone',
    fashion:
      'KaraokeDivaGown SequinKaraokeMoment KaraokeStageLook KaraokeRockstarFit GlitterBlazerEncore DressLikeYourSong',
    wellness:
      'KaraokeShyToShine SoloKaraokeNight KaraokeBreathControl KaraokeForOne SingYourStressAway BraveEnoughForTheMic',
    speed:
      'KaraokeFinishTheLyric FastRapKaraoke KaraokeLightningRound KaraokeTongueTwister ChorusCountdown NameThatTuneIn5',
    art: 'NeonKaraokeSign KaraokeMicDecorating AlbumCoverKaraokePose KaraokePosterArt SpotlightPortraits DesignTheSongList',
    tech: 'KaraokeVocalRemoverAI BluetoothKaraokeTrial KaraokeAppFaceOff KaraokeMachineTest LyricsOnTheTV MicShowdown',
    pet: 'KaraokeParrotSolo KaraokeCatCritic KaraokeWithMyDog KaraokeBunnyBop HowlingHarmony PowerBalladPup',
    gaming:
      'SingStarKaraokeCup KaraokeScoreBattle KaraokeGameNight KaraokeBossLevel RhythmTriviaDuel HundredPointsOrBust',
  },
  'traffic light': {
    dance:
      'TrafficLightFreeze DoTheTrafficLight TrafficLightStopAndGo TrafficLightTempo StoplightShuffle RedLightGreenGroove',
    fitness:
      'TrafficLightSprints LungeAtTrafficLights FamilyTrafficLightHIIT TrafficLightPlank GreenMeansGoReps YellowLightBurpees',
    prank:
      'SnackJarTrafficLight TrafficLightDoorSign TinyTrafficLightDesk TrafficLightLampSwap RedLightOnTheCookies BathroomStoplight',
    educational:
      'HowTrafficLightsWork FirstTrafficLightEver TrafficLightsAbroad TrafficLightTimingMath StoplightInventorQuiz WhyRedMeansStop',
    cooking:
      'TrafficLightCookies JelloTrafficLightCups TrafficLightMocktail StoplightFruitSkewers GreenLightGuacamole RedLightRisotto',
    travel:
      'TrafficLightAmpelmann TrafficLightTree OddTrafficLightHunt WorldTrafficLights StoplightSpotting GreenLightRoadTrip',
    fashion:
      'TrafficLightNails ColorBlockTrafficLight TrafficLightOutfit TrafficLightSocks StoplightStyle RedYellowGreenFit',
    wellness:
      'BreatheAtTrafficLights TrafficLightMoodCheck TrafficLightPause TrafficLightGratitude RedLightRelaxation GreenLightSelfCare',
    speed:
      'TrafficLightReaction CupFlipTrafficLight TrafficLightTagBlitz TrafficLightSprint GreenLightGo YellowLightDash',
    music:
      'DrumToTheTrafficLight KaraokeAtTrafficLights TrafficLightTempo TrafficLightBeat StopAndGoChorus RedLightRemix',
    art: 'TrafficLightNightPhoto TrafficLightSuncatcher PaintATrafficLight TrafficLightPixelArt StoplightBokeh RedYellowGreenCollage',
    tech: 'ArduinoTrafficLight CodeATrafficLight TrafficLightAIControl TrafficLightCircuit BreadboardStoplight SmartSignalSim',
    pet: 'TrafficLightWaitForIt TrafficLightSitStay PetTrafficLightTrick TrafficLightTreatCue GreenLightZoomies PupCrosswalkManners',
    gaming:
      'RobloxTrafficLightObby TrafficLightSpeedrun TicTacToeTrafficLight TrafficLightGameNight FroggerAtTheStoplight CitySimGridlock',
  },
  sandal: {
    dance:
      'SandalSummerShuffle TwoStepInSandals SirtakiInSandals SandalStrut SandalPoolsideSway FlipFlopsFreestyle',
    fitness:
      'SandalSandLunges HikeInSportSandals SandalToeStrength SandalTrailTest FlipFlopsOffSprint SandyStepChallenge',
    funny:
      'SandalSockDebate SandalTanLineReveal MyFlipFlopsBlewOut SandalSquishSounds DadSandalSeason SandalStrapTangle',
    prank:
      'GooglyEyeSandals SandalCharmUpgrade SwitcherooSandals SandalSockReveal SandalsOnTheWrongFeet SurprisePedicure',
    educational:
      'HowSandalsAreMade OldestSandalsEverFound SandalGladiatorOrigins SandalHistoryQuiz ArchSupport101 FlipFlopsFootScience',
    cooking:
      'SandalCookieCutter PoolsideSandalSnacks SandalShapedSandwiches IceCreamSandalwiches FlipFlopsFudge BeachPicnicWraps',
    travel:
      'SandalCapriCustom AthensSandalMaker IslandHopInSandals SandalMarrakechSouk SandalsOnlySummer FlipFlopsPassport',
    wellness:
      'SandalsOffBeachWalk SandalFootSoak SandalGardenMorning KickOffYourSandals GrassToesGrounding PedicurePause',
    speed:
      'RelayInFlipFlops BeatTheTideInSandals SandalKickAndCatch StrapInSandalSprint SandalShoeSwapDash FindYourPairFast',
    music:
      'BeatboxWithFlipFlops UkuleleInSandals SandalSlapRhythm SandalSteelDrumJam SandalStompBeat MargaritavilleCover',
    art: 'SandalBeadedStraps ToolLeatherSandals SandalFootprintArt SandalDecoratingDIY SeashellSandals UpcycledFlipFlops',
    tech: 'Sandal3DPrint SandalFootScan SandalRecycledSoles NonSlipGripRig WaterproofSandalCheck FlipFlopsDropTest',
    pet: 'PupStealsMySandal CatGuardsTheSandals SandalSniffTest SandalDogBooties FlipFlopsFetch BeachDayDoggo',
    gaming:
      'HermesSandalsInHades AnimalCrossingSandals SandalTossTarget SandalSkinUnlock SandalFlickFootball FlipFlopsCornhole',
  },
  cucumber: {
    dance:
      'CoolAsACucumberDance CucumberVineWiggle CucumberShuffle CucumberSpaSway SliceAndSlide PickleBallroom',
    fitness:
      'CoolAsACucumberCardio CucumberGardenLunges CucumberHarvestSquats CucumberTrellisStretch CukeAndCrunches PickleJarPress',
    funny:
      'CucumberPhoneCall PickleOrCucumberDebate CucumberMonocle CucumberNewsAnchor CucumberEyesFail WhatsTheBigDill',
    prank:
      'IsItCakeCucumber CucumberRemoteSwap ZucchiniOrCucumber AnswerTheCucumber CucumberHotDogBun DillPickleDecoy',
    educational:
      'CucumberIsAFruit HowCucumbersPickle CucumberSaltOsmosis WhyCucumbersAreBitter MostlyWaterFacts CurlyTendrilScience',
    travel:
      'LondonCucumberTea CucumberPickleFest CucumberFarmPicking CucumberMarketHunt TzatzikiInGreece FingerSandwichTour',
    fashion:
      'CoolAsACucumberLook CucumberSliceEarrings CucumberGreenFitCheck CucumberPrintSkirt CrispLinenSet SpaRobeRunway',
    wellness:
      'CucumberEyesSpaNight CucumberWaterHabit CucumberFaceMaskDIY CucumberMintCooler StayCoolAsACuke FreshStartFriday',
    speed:
      'CucumberSpiralIn30 SushiCucumberRollRush FastestCucumberSalad CucumberRibbonSprint PickleJarPackOff SliceItThinner',
    music:
      'CucumberOcarinaCarve CucumberCrunchBeat CucumberFluteCover CucumberSliceASMR VeggieOrchestra PickleTickleTune',
    art: 'CucumberRoseCarving CucumberSwanSculpt CucumberStampFlowers MosaicOfCucumbers DesignAPickleLabel GreenGardenStillLife',
    tech: 'CucumberBatteryLED HydroponicCucumbers CucumberTimelapse SmartGardenCucumbers SpiralizerShowdown MandolineVsKnife',
    pet: 'CucumberPlushFetch CoolAsACucumberCat CucumberCostumePup CukeChewToyReview PetInTheCucumberPatch PawdicureSpaDay',
    gaming:
      'FruitNinjaCucumber CoolCucumberClutch CucumberCropSpeedrun CucumberFarmTycoon CucumberSliceCombo StardewPickleEmpire',
  },
  fireworks: {
    dance:
      'DropItLikeAFirework FireworkFinaleFreeze FireworkGlowStickFlow FireworksRocketHop StarburstShimmy OohAahGroove',
    fitness:
      'StarJumpFireworks FireworkFinaleBurpees FireworkBurstSquats FireworksRocketSprints BoomClapPushUps SkyHighKnees',
    funny:
      'FireworkOohAahMeter MissedTheFireworks DadFireworkExpert FireworksNarrator DoYourBestFirework TenThousandPhonesUp',
    prank:
      'PopUpFireworkCard FireworkProjectorShow FireworkConfettiDoor FireworksCupcakeReveal FireworkPinataSurprise PartyPopperAmbush',
    educational:
      'WhyFireworksBoom HowFireworksGetShapes FireworkColorScience FireworksByAccident FireworkSafetyQuiz FlashThenBangMath',
    cooking:
      'PoppingCandyFireworks FireworkChocolateBark FireworkSprinkleCake FireworksCupcakes RedWhiteAndBlueberry StarSpangledCookies',
    travel:
      'FireworksNewYearHarbor WatchFireworksByBoat BestFireworksSpot FireworksLakesideNight HanabiFestivalJapan MidnightCountdownTour',
    fashion:
      'SparkleLikeAFirework FireworksNailArt DressAsAFirework FireworksSequinLook StarburstEarrings MidnightGlitterGlam',
    wellness:
      'WishOnAFirework QuietFireworksNight FireworkBreathing MindfulFireworksWatch NewYearIntentions AfterTheBoomCalm',
    speed:
      'BeatTheFireworkFinale FireworkSpeedSketch CountTheFireworks FireworksCountdownDuel FireworkGlowStickDash BalloonDropBlitz',
    music:
      'BabyYoureAFirework SyncToTheFireworks FireworksHandelSuite FireworksBeatDrop CrashCymbalFinale BoomGoesTheBass',
    tech: 'DroneShowVsFireworks FireworksSlowMo NightModeShowdown CodeAFireworkBurst FireworksTimelapse LongExposureHack',
    pet: 'FireworksCozyDen LickMatForFireworks FireworkSoundTraining FireworksWhiteNoise ThunderShirtCheck SafeSpaceForPets',
    gaming:
      'MinecraftFireworkShow HanabiFireworkNight FireworkVictoryDance FireworksHighScore FireworksRhythmRush ElytraRocketBoost',
  },
  space: {
    dance:
      'SpaceMoonwalk SpacewalkShuffle SpaceOrbitSpin DanceLikeYoureInSpace ZeroGravityGroove BlastOffBounce',
    fitness:
      'SpaceCampCircuit PlankLikeASpacewalk SpaceStationStretch SpaceRocketJumps LunarLunges MicrogravityMobility',
    funny:
      'SneezeInASpaceHelmet PlutoFeelsLeftOut SpaceAlienInterview SpaceFoodTasteTest SpaceBreakfastFail HoustonWeHaveAProblem',
    prank:
      'SpaceGlowStarCeiling SpaceUFOInTheGarden AlienFromSpaceFakeout SpaceshipBedroom AstronautAtTheDoor FreezeDriedSurprise',
    cooking:
      'GalaxyMirrorSpaceCake AstronautIceCream SpacePlanetMacarons SpaceFoodChallenge SpaceRocketPopsicles OutOfThisWorldPizza',
    travel:
      'SpaceCoastRoadTrip VisitASpaceCenter SpaceDarkSkyPark SpacePlanetariumDate CatchARocketLaunch MilkyWayChasers',
    fashion:
      'DressLikeASpaceCadet SpaceNASAPatchJacket SpaceGalaxyPrintFit SilverSpaceMetallics MoonBootsRevival CosmicChic',
    wellness:
      'TinyDotFromSpace WaveAtTheSpaceStation SpaceSoundsMeditation SpaceStargazing OverviewEffect MoonlightJournal',
    speed:
      'TenSpaceFactsIn30 SpaceBalloonRocketRace SuitUpForSpaceDash SpacePlanetOrderBlitz NameThatConstellation BlastOffSprint',
    music:
      'SpaceSynthJam ScoreASpaceLaunch LullabyForOuterSpace SpaceOddityCover SpaceCountdownBeat StarmanSingAlong',
    art: 'SpaceNebulaJar SpaceStarTrailPhoto PaintTheSpaceGalaxy SpaceMoonSketch ClaySolarSystem StarryNightRemake',
    tech: 'TrackTheSpaceStation SpaceRoverBuild SpaceTelescopeSetup SpaceSatelliteSpotting HamRadioToSpace CatchTheStarlinkTrain',
    pet: 'SpaceCapsuleCatBox FetchFromOuterSpace SpaceZoomies SpaceRocketDogBed AstroPupCostume CatstronautPhotoshoot',
    gaming:
      'AmongUsSpaceRound BuildASpaceColony SpaceShooterArcade SpaceExplorerCoop KerbalLaunchFail AsteroidsHighScore',
  },
  flamingo: {
    dance:
      'FlamingoStrut FlamingoOneLegSpin PinkFeatherShuffle FlamingoFlamenco DanceLikeAFlamingo StrikeAFlamingoPose',
    fitness:
      'FlamingoBalanceHold StandLikeAFlamingo FlamingoSquats FlamingoCoreChallenge TreePoseWobble OneLegWonder',
    funny:
      'FlamingoFloatWipeout IfFlamingosCouldTalk FlamingoLawnCritic DoYourBestFlamingo NeckTwistCopycat OneLegStandFail',
    prank:
      'FlamingoYardFlocking FlamingoDeskInvasion FlamingoOnTheDoorstep TinyFlamingoHideout YouveBeenFlocked FlamingoFlashMob',
    educational:
      'WhyFlamingosArePink FlamingoKneeOrAnkle FlamingoFilterFeeding FlamingoBalanceScience WhatsAFlamboyance BabyFlamingosBornGray',
    cooking:
      'FlamingoPinkLemonade FlamingoCupcakes FlamingoCookiePops RaspberryFlamingoFloat GuavaMocktailFizz TropicalPartyPunch',
    travel:
      'FlamingoBeachAruba FlamingoLagoonTrip FlamingoSpottingTour FlamingoIslandHop PinkSaltLakeVisit FlamboyanceHunt',
    fashion:
      'DressLikeAFlamingo StyleAFlamingoShirt FlamingoShadesSelfie HotPinkFlamingoFit OneLegOutfitPose TropicalPrintParty',
    wellness:
      'FlamingoMindfulBalance FlamingoFloatRelax CalmFlamingoPose FindYourFlamingoZen BreatheOnOneLeg PinkSunsetGratitude',
    speed:
      'FlamingoBalanceOff FlamingoRingToss FlamingoFloatSprint FoldAFlamingoFast LongestOneLegStand PinkHopRelay',
    music:
      'FlamingoHonkRemix FlamingoSteelDrum FlamingoTropicalBeat FlamingoFlamencoGuitar CalypsoUkuleleJam PrettyInPinkCover',
    art: 'FlamingoWatercolor FlamingoOrigami PaintAFlamingoFlock FlamingoLinoPrint FlamboyanceInFelt PinkEverythingPortrait',
    tech: 'FlamingoSlowMoTakeoff FlamingoLiveCam AICountsTheFlamingos NeonFlamingoSign PinkDeskSetup BirdCallAppTest',
    gaming:
      'FlamingoCroquetGame FlamingoMiniGolf SpotTheFlamingoLevel FlamingoTowerTopple PlanetZooFlamingos PinkFlockPuzzle',
  },
  astronaut: {
    dance:
      'AstronautMoonwalk ZeroGravityAstronaut AstronautSlowMoFloat MoonBounceAstronaut LiftOffLeap SpacesuitShuffle',
    fitness:
      'AstronautTrainingCamp AstronautPoolDrills SpacewalkAstronautReps AstronautBikeIntervals ZeroGCoreBlast MoonJumpPlyo',
    funny:
      'AstronautHelmetItch AstronautZeroGFails HomeAstronautPOV AstronautAlarmClock SuitUpLikeAnAstronaut OneSmallStepForSnacks',
    prank:
      'AstronautMoonRockGift AstronautWakeUpCall GlowStarAstronautRoom AstronautFakeLaunch AstronautAtTheDoor MissionControlMorning',
    cooking:
      'AstronautIceCream AstronautTortillaPizza SpaceSnacksLikeNASA DinnerFromATube FreezeDriedAstroFruit RocketFuelSmoothie',
    travel:
      'NASASpaceCenterTour DarkSkyAstronomyTrip AstronautRocketGarden AstronautMuseumVisit HoustonMissionControl WatchALaunchLive',
    fashion:
      'AstronautFlightJacket NASALogoStyle AstronautPatchDenim AstronautJumpsuitFit MoonBootMonday SilverSuitStrut',
    wellness:
      'AstronautSleepRoutine PaleBlueDotAstronomy AstronautBoxBreathing AstronautSoloHabits OverviewEffectMoment CaptainsLogJournal',
    speed:
      'AstronautSuitUpRace BeatTheNASACountdown AstronautDockingDash AstronautChecklist ThickGloveChallenge TMinusTenChallenge',
    music:
      'AstronautBowieCover ZeroGravityAstroJam AstronautLullaby AstronautSpaceBeat GroundControlSingAlong RocketManKaraoke',
    art: 'AstronautHelmetCraft SketchAnAstronaut AstronautMoonDiorama AstronautStencilArt GalaxyVisorPainting CardboardRocketBuild',
    tech: 'AstronautVRTrip ISSTrackerAstronaut AstronautRoverBuild NASALiveStreamWatch AstronautCamPOV WaveAtTheStation',
    pet: 'AstronautPetCostume HamsterAstronautBall KittyAstronautCadet AstroPupPhotoshoot CatInARocketBox OneSmallStepForPaws',
    gaming:
      'AstronautKerbalLaunch AstronautAmongUsRound AstronautSimulator AstroBotSpeedrun MissionControlCoop MoonBaseSurvival',
  },
  croissant: {
    dance:
      'CroissantCrescentTwirl ShimmyForACroissant CroissantShuffle CroissantCancan ParisCafeWaltz FlakyFootwork',
    fitness:
      'CroissantRunClub EarnYourCroissant PlankForACroissant CroissantCycleSunday ButterBurnLunges BakeryDashIntervals',
    funny:
      'CroissantFlakeStorm CroissantPronunciation BlackShirtVsCroissant EatACroissantNeatly FrenchWaiterSideEye CrumbsEverywhere',
    prank:
      'CroissantBedSurprise DoorknobCroissantDrop GiantCroissantReveal CroissantPillowSwap CrescentRollSwitch BonjourBreakfast',
    educational:
      'KipferlToCroissant HowLaminationWorks CroissantLayerScience CroissantShapeRule IsTheCroissantFrench CountTheFlakyFolds',
    travel:
      'CroissantCrawlParis RateCroissantsAbroad BestCroissantInTown CroissantsOfVienna BoulangerieBikeRoute PastryPassport',
    fashion:
      'CroissantBagFit CroissantBunHairstyle CroissantBeretLook CroissantCafeRunway StyleButterYellow ParisianChic',
    wellness:
      'CroissantSlowMorning BalconyCroissantTime CroissantCafeRitual CroissantAndCrossword PauseForPastry ButterAndBreathe',
    speed:
      'CroissantShapingRace TenCroissantsOneMinute CroissantBakeryDash CroissantFoldOff CrumbFreeBiteClock CrescentRollRush',
    music:
      'CroissantFlakeASMR SerenadeACroissant CroissantCafeJazz LaVieEnCroissant ParisAccordionCover ButterCrunchBeat',
    art: 'CroissantStillLife TinyClayCroissant FeltCroissantCraft SketchACroissant PastryBoxDesign ButterYellowPalette',
    tech: 'CroissantTimelapse CroissantSlowMoTear CroissantCrossSection AICroissantCoach ButterLayersUnderLens CrunchDecibelMeter',
    pet: 'IsMyCatACroissant CroissantPetCostume DogBedLikeACroissant CroissantFetchToy LoafOrCroissant PupBeretPortrait',
    gaming:
      'UnoForTheLastCroissant BlindCroissantRanking CroissantTierList CroissantJenga CroissantCharades BakerySimSpeedrun',
  },
  lunchbox: {
    dance:
      'LunchBreakBoogie LunchboxLatchPop LunchboxSwingStep LunchboxLimbo ThermosShimmy CafeteriaConga',
    fitness:
      'LunchboxCurls WalkThenOpenLunchbox LunchBreakWorkout LunchboxLunges BackpackStepUps ThermosSquats',
    funny:
      'DadPackedMyLunchbox LunchboxFoundInJune RateMyLunchbox LunchboxNoteReveal SquishedSandwichSaga CafeteriaTradeDeal',
    educational:
      'LunchboxIcePackTest SoggyLunchboxScience SchoolLunchWorldQuiz LunchboxWasteAudit BuildABalancedLunchbox WhyThermosStaysHot',
    cooking:
      'BentoLunchboxArt LunchboxPinwheels LunchboxLeftoverRemix LunchboxMuffinMagic ThermosPastaSalad SandwichShapeShift',
    travel:
      'LunchWithAViewHike SummitLunchboxReveal LunchboxAroundTheWorld LunchboxOnTheRails EkibenStationHunt PicnicSpotPassport',
    fashion:
      'LunchboxAsAPurse RetroLunchboxLook MatchYourLunchbox LunchboxPinCollection LunchBagChic CafeteriaFitCheck',
    wellness:
      'LunchboxKindnessNote PhoneFreeLunchBreak PicnicYourLunchbox LunchboxPepTalk MindfulLunchboxMeal SunnyBenchPause',
    speed:
      'LunchboxTetrisPack BeatTheLunchBell LunchboxLidMatchUp LunchboxLoadOut SandwichCutterClock ThermosTwistOff',
    music:
      'LunchboxDrums SingWhatsInMyLunchbox LunchboxJingle CupSongAtLunch ThermosBottleHoot CafeteriaTableBeat',
    art: 'LunchboxNapkinArt PaintARetroLunchbox LunchboxFoodFaces StickerSlapLunchbox BentoCharacterSculpt SandwichSelfPortrait',
    tech: 'AIPacksMyLunch HeatedLunchboxTest LunchboxThermalCam SmartLunchboxReview ThermosVsFlaskDuel KeepItColdHack',
    pet: 'LunchboxDogInspector LunchboxKittenNap LunchboxTreatPuzzle LunchBreakPetCheckIn CatInTheLunchbag SniffTestAtNoon',
    gaming:
      'LunchBreakBossFight HandheldInMyLunchbox LunchboxTriviaDuel LunchboxPocketChess RecessGameShow CafeteriaChampion',
  },
  'water bottle': {
    fitness:
      'WaterBottleCurls TwoBottleFrontRaise PlankReachForBottles HydrateAndTwist WaterBottleSquatPress SipBetweenSets',
    dance:
      'WaterBottleFlipDance SipAndSpinBottle HipHopWaterBreak WaterBottleShuffle BottleOnTheHeadBop HydrationHustle',
    prank:
      'WaterBottleGooglyEyes TinyHatOnTheBottle WaterBottleLabelRename FakeWaterBottleFlip BottleOfCompliments SurpriseRefillFairy',
    educational:
      'WaterBottleFlipPhysics InstantIceWaterBottle MagnifyWithABottle WaterBottleRocket SupercooledWaterTrick WhereDoBottlesGo',
    cooking:
      'InfuseYourWaterBottle WaterBottleYolkTrick WaterBottlePancakes ColdBrewWaterBottle SpaWaterGlowUp ShakeItLemonade',
    travel:
      'WaterBottleStickerMap WaterRefillStationHunt AirportBottleFillUp SipAndSightsee OneWaterBottleAbroad FountainHopping',
    fashion:
      'MatchYourWaterBottle WaterBottleSling CharmYourWaterBottle HandsFreeHydration WaterBottleFitCheck BottleBlingChallenge',
    wellness:
      'WaterBottleTimeMarkers WaterBeforeCoffee WaterBottleHabitStreak HydrationStation MindfulWaterSip EightGlassesADay',
    speed:
      'WaterBottleFlipRelay PourToTheWaterLine WaterBottleCapKick TwistOffTimeTrial BottleBowlingBlitz TenBottleTowerRace',
    music:
      'WaterBottleXylophone BlowABottleTune RhythmOfTheWaterGlug WaterBottleDrumBeat PlasticBottleBeatbox BottleBandCover',
    art: 'PaintYourWaterBottle PlasticBottleFlowers WaterBottlePrismShot WaterBottleStickerArt BottleLanternGlowUp BottleCapMosaic',
    tech: 'WaterBottleFlipSlowMo TestASmartBottle FlashlightBottleLamp WaterBottleUVCleaner HydrationAppShowdown BottleFlippingBot',
    pet: 'WaterBottleCrinkleToy TableEdgeBottleTest WaterBreakForThePup WaterBottleFlipVsCat TreatBottleSpinner KnockedOffTheCounter',
    gaming:
      'WaterBottleTrickShot DrinkWaterEveryLevel RingTossOnBottles WaterBottleFlipScore StrikeWithBottles BottleCapFootball',
  },
  balloon: {
    dance:
      'BalloonForeheadTango TubeManBalloonWiggle BalloonPopOnTheBeat SambaWithABalloon FloatLikeABalloon HeliumHipHop',
    fitness:
      'KeepTheBalloonUp BalloonVolleyball BalloonSquatPass BalloonTapPlank BalloonBetweenKnees NeverLetItLand',
    funny:
      'BalloonAnimalFails GiantBalloonDoorJam BalloonStaticHair CantTieTheBalloon CarFullOfBalloons WhoPoppedIt',
    educational:
      'WhyHeliumBalloonsFloat BalloonSkewerTrick FreezerBalloonShrink BalloonStaticScience HowLungsInflate HotAirRisesDemo',
    cooking:
      'BalloonChocolateBowls BalloonBouquetCupcakes FloatingBalloonCake HotAirBalloonPies BalloonGlazeDonuts ConfettiPopcornParty',
    travel:
      'CappadociaBalloonDawn HotAirBalloonRide BalloonFiestaRoadTrip BalloonSunriseLaunch MacysParadeBalloons UpUpAndAway',
    fashion:
      'BalloonSleeves BalloonJeansFitCheck DressMadeOfBalloons BalloonPants PuffballSkirtRevival VolumeIsBack',
    wellness:
      'BellyBalloonBreaths BalloonWorryPop BalloonStressBall BlowOffSteamBalloon GratitudeBalloonWall LetItFloatAway',
    speed:
      'BlowUpTenBalloons BalloonDogSpeedTwist BalloonPopRace KeepItAloftRelay BalloonKnotTimer ArchInFiveMinutes',
    music:
      'PopBalloonsOnTheBeat BalloonSqueakCover BalloonDrum BalloonBassDrop SingIntoABalloon NinetyNineRedBalloons',
    art: 'TwistBalloonAnimals BalloonStringLantern BalloonStampArt BalloonArchBuild BalloonPourPainting PapierMacheGlobe',
    tech: 'BalloonPoweredCar BalloonSlowMoPop WeatherBalloonTracker HoverOnABalloon DecibelsOfABalloon HighAltitudeSelfie',
    pet: 'CatBatsTheBalloon BalloonPoodleVsPuppy PetBirthdayBalloons BalloonDoubleTake PawtyHatPortrait GotchaDayParty',
    gaming:
      'BalloonFightRetroRun MarioKartBalloonPop BalloonTowerDefense ThreeDartsToWin BalloonStompBattle BloonsSpeedrun',
  },
  'duct tape': {
    dance:
      'DuctTapeLimbo DuctTapeSquareDance FollowTheDuctTapeFeet DuctTapeTwister StickyShoeShuffle SilverLineSlide',
    fitness:
      'DuctTapeAgilityLadder DuctTapeBalanceBeam JumpTheDuctTapeLines DuctTapeHopOff TapeMarkSprints FloorGridHIIT',
    prank:
      'DuctTapeBananaOnWall DoorwayDuctTapeWeb DuctTapeGiftWrap NothingDuctTapeCantFix GiantDuctTapeBow SilverSurprisePackage',
    educational:
      'WhyDuctTapeSticks DuctTapeApolloRescue DuctTapeBridgeLoad DuckOrDuctTape DuctTapeStrengthTest StickyScience101',
    cooking:
      'IsItCakeOrDuctTape DonutsLikeDuctTape DuctTapeSilverFondant DuctTapeCookies TapeRollBagels FruitLeatherStrips',
    travel:
      'DuctTapeTravelHacks DuctTapeTentRepair RoadTripFixItKit DuctTapeLuggageTag DuctTapeTrailPatch MacGyverCampsite',
    fashion:
      'DuctTapePromDress RunwayInDuctTape DuctTapeWallet SilverSneakerGlowUp HemWithDuctTape StuckOnYouCouture',
    wellness:
      'DuctTapeVisionBoard WorriesInDuctTape NoteToSelfOnTape DuctTapeItTrackIt DuctTapeGratitudeWall PatchUpYourDay',
    speed:
      'DuctTapeFortIn10 DuctTapeWalletBlitz QuickFixTimeTrial UnrollTheDuctTape DuctTapeTallestTower RipAndStickSprint',
    music:
      'DuctTapeBoxGuitar RipTheDuctTapeRemix DuctTapeTearBeat DuctTapeBeatbox StickyTapeRhythm SilverTapeSymphony',
    art: 'DuctTapeRoses PortraitInDuctTape DuctTapeStainedGlass DuctTapeSculptOff SilverTapeMosaic StickItToTheWall',
    tech: 'DuctTapeCardboardVR HackItWithDuctTape DuctTapeRobotArm TapedTogetherTech DuctTapeCableFix MacGyverGadget',
    pet: 'CatInTheDuctTapeSquare KittenVsTapeRoll DuctTapeTreatMaze DuctTapeBoxTunnel DogWontCrossTheLine DuctTapePupAgility',
    gaming:
      'DuctTapeLaserMaze HallwayPacMan DuctTapeFloorCheckers KnightInDuctTape TicTacToeInDuctTape LivingRoomTwister',
  },
  coconut: {
    dance:
      'CoconutHulaSway CoconutLimbo CoconutShuffle CoconutShellTapDance IslandCongaLine TikiTwist',
    fitness:
      'CoconutSquatToss CrackACoconutArmDay CoconutCurls CoconutFarmerCarry BeachSandLunges TropicalTwists',
    funny:
      'CoconutHoofGallop CoconutCrackFails CastawayCoconutFriend CoconutPhoneCall ItsJustACoconut WilsonWasAVolleyball',
    prank:
      'CoconutInTheMailbox GooglyEyedCoconut CoconutCakeLookalike MessageInACoconut HulaSkirtOnTheChair TropicalDeskTakeover',
    educational:
      'IsCoconutANut HowCoconutsCrossOceans WhyCoconutsHaveEyes MilkOrWaterInside CoconutCrabFacts HuskShellMeat101',
    travel:
      'MailACoconutHome RoadsideCoconutStand CoconutIslandHop CoconutFarmTour SipFromTheShell PalmTreePassport',
    fashion:
      'CoconutEarringsDIY HatFromCoconutLeaves CoconutGirlSummer StringACoconutNecklace TropicalButtonSwap IslandFitCheck',
    wellness:
      'CoconutOilHairMask CoconutHammockRest SipFromACoconut SunsetCoconutBreaths IslandTimeUnwind BeachBreezeReset',
    speed:
      'CoconutCrackRace HuskACoconutFast CoconutRollRelay CoconutOnTheHeadDash PalmFrondWeaveIn60 OpenItInTen',
    music:
      'LimeInTheCoconutCover CoconutShellDrums CoconutClipClopRhythm CoconutMaracaMambo UkuleleIslandJam TikiBarUnplugged',
    art: 'CoconutShellCarving PaintedCoconutFaces CoconutBowlCandles CoconutBirdFeeder PalmLeafWeaving TikiTotemDIY',
    tech: 'CoconutShellSpeaker CoconutCrackSlowMo AITellsIfCoconutRipe OpenerGadgetShowdown CoconutBatteryLED IslandOffGridSetup',
    pet: 'CoconutShellHideout CatVsRollingCoconut CoconutRopeTugToy CoconutPlushFetch HulaPupPortrait LuauForMyLizard',
    gaming:
      'AnimalCrossingCoconuts CoconutCrabBoss CoconutIslandSurvival CoconutCatapultDuel PirateCoveSpeedrun ShakeThePalmTree',
  },
  homework: {
    dance:
      'HomeworkDoneDance LastAnswerVictoryJig HomeworkPencilDrop SwivelChairHomework MathHomeworkMoves BrainBreakBoogie',
    fitness:
      'SquatPerHomeworkAnswer HomeworkJumpingJacks RecapHomeworkInAPlank HomeworkStretchBreak ProblemSolvedPushUp FlashcardBurpees',
    funny:
      'DogAteMyHomework DadTriesMathHomework WorstHomeworkExcuse EverythingButHomework HomeworkAtMidnight ForgotItWasDue',
    prank:
      'NoHomeworkPass SmileyStampsOnHomework HomeworkGoldStarSneak HomeworkSnackSurprise PencilCaseLoveNote GooglyEyedEraser',
    cooking:
      'FractionPizzaHomework BrainFoodHomeworkBowl HomeworkSnackPlate HomeworkFuelSmoothie SmartCookieBake AlphabetSoupStudy',
    travel:
      'HomeworkOnTheTrain ParkBenchHomework HomeworkFieldTrip CafeHomeworkCrawl HomeworkAtTheLibrary StudyNookSafari',
    fashion:
      'CozySocksForHomework DressUpForHomework HomeworkScrunchieBun HomeworkComfyFit DarkAcademiaLook PencilBehindTheEar',
    wellness:
      'CalmCornerForHomework PomodoroHomeworkWalk HomeworkWinsJournal BreatheBeforeTheTest HomeworkBrainBreak OneProblemAtATime',
    speed:
      'HomeworkBeforeDinner HomeworkMathFactsIn60 BeatTheClockHomework HomeworkFlashcardBlitz AllDoneByRecess PackYourBagIn30',
    music:
      'LofiHomeworkMix SingYourHomework HomeworkTimesTableSong HomeworkFocusBeats RapYourNotes SchoolhouseRockCover',
    art: 'HomeworkMarginComics DoodleYourHomework HomeworkDioramaBuild DesignYourBinder HomeworkPosterGlowUp BulletJournalSpread',
    tech: 'AIExplainsMyHomework HomeworkDeskSetup HomeworkCalcTricks HomeworkTimerHack HomeworkFocusMode StudyToolShowdown',
    pet: 'PetSitsOnHomework ReadHomeworkToThePup HomeworkStudyBuddyCat HomeworkSupervisorDog KittenStealsMyPencil PawPrintOnMyEssay',
    gaming:
      'HomeworkBossBattle KahootHomeworkReview LevelUpAfterHomework HomeworkThenGaming EarnXPForHomework DoneMeansUnlocked',
  },
  coffee: {
    dance:
      'WhenCoffeeKicksIn EspressoShimmy CoffeeGrinderGroove CoffeeBreakdance CoffeeMugTwoStep CaffeineShuffle',
    fitness:
      'CoffeeMugCurls LatteLunges RunForYourCoffee EspressoShotSprints BrewAndBurn CaffeineCardio',
    funny:
      'BeforeAndAfterCoffee CoffeeCupNameFail ZombieUntilCoffee CoffeeSnobReview ComplicatedLatteOrder SecretlyDecaf',
    prank:
      'LatteArtMessage CoffeeCupKindNote WakeUpToCoffee SurpriseCoffeeDelivery CoffeeMugMakeover GuessTheirOrder',
    educational:
      'HowCoffeeWakesYou CoffeeBeanToCup EspressoVsDrip LightOrDarkRoastQuiz WhenCoffeeWearsOff DancingGoatsLegend',
    travel:
      'CoffeeWithAView EspressoAtTheBar CoffeeFarmTour HopFiveCoffeeShops VietnameseEggCoffee CafeCrawlChallenge',
    fashion:
      'MatchYourCoffeeOrder CoffeeDyedTee LatteToneLook BaristaApronChic CoffeeDateFitCheck MochaMonochrome',
    wellness:
      'SlowSipCoffee CoffeeWithoutPhone CoffeeSunriseRitual MindfulCoffeeMoment GratefulBeforeCaffeine BrewAndBreathe',
    speed:
      'LatteInSixtySeconds BaristaCoffeeRush CoffeeOrderRecall BeanSortingRace CoffeeCupStackDash EspressoShotClock',
    music:
      'CoffeeShopAcoustic RemixTheEspressoHiss OpenMicCoffeeNight CoffeeMachineBeat TapYourMugTune JavaJive',
    art: 'PaintWithCoffee LatteArtAttempt CoffeeBeanMosaic CoffeeSleeveDoodle CoffeeRingCanvas CafeSketchCrawl',
    tech: 'AIRatesMyCoffee EspressoMachineReview CoffeeThermalCam CoffeeGadgetTest RobotPourOver BaristaBotVsHuman',
    pet: 'CoffeeDateWithMyDog CatVsCoffeeMug CoffeeShopPatioPup PetJoinsMyCoffeeRun CozyCoffeeKitty CafeCorgiOfTheDay',
    gaming:
      'CoffeeAndControllers EspressoSpeedrun CoffeeBeforeTheBoss BlitzChessAndLattes OneLevelPerCoffee CoffeeTalkGameNight',
  },
  'french fries': {
    dance:
      'FriesShuffle CrinkleFriesCrisscross ShakeTheFriesBasket FrenchFryFreestyle FrenchFryWiggle SaltSprinkleShimmy',
    fitness:
      'EarnYourFries FriesBoxBurpees SprintForFrenchFries FrenchFrySquats PushUpPerFry CrinkleCutCrunches',
    funny:
      'BottomOfTheBagFries SoggyFriesEulogy FriesThiefSibling MilkshakeDipDebate LongestFrenchFry WeHaveFriesAtHome',
    prank:
      'AppleFriesFakeout FrenchFryPoundCake KindNoteInFriesBox SugarCookieFries FriesUpsizeSurprise SecretSauceSwap',
    educational:
      'WhyFriesGetSoggy AreFriesReallyFrench FriesTwiceCookedMethod FrenchFryScience ColdWaterSoakTest BelgiumVsFranceFries',
    travel:
      'BelgianFriesTrip AmsterdamFriesCone BoardwalkFries FriesAroundTheWorld FriesStandCrawl PoutinePilgrimage',
    fashion:
      'FrenchFryEarrings FriesCartonPurse KetchupAndFriesFit GoldenCrispyGlam FrenchFrySocks DinerChic',
    wellness:
      'FriesWithAFriend FriesAtSunset DinerBoothFries SlowFriesSunday ComfortFriesNight TreatYourselfTuesday',
    speed:
      'FriesChopstickPickup FrenchFryTowerRace FriesSizeSortDash FrenchFriesIn15 KetchupDunkOff PeelToPlateSprint',
    music:
      'FriesCrunchASMR SaltShakerFriesJam FriesMenuRap OdeToFrenchFries SizzlingFriesBeat DeepFryerDrumline',
    art: 'FriesKetchupPainting DrawWithFrenchFries FriesPopPoster StitchAFryCarton FrenchFrySculpture PotatoStampArt',
    tech: 'FriesAirFryerTest RobotMakesFrenchFries FriesSlowMoCrunch SpiralFryMachine ThermalCameraFries CrispinessScoreAI',
    pet: 'PetFrenchFryCostume FrenchFryPlushToy DogHearsTheFriesBag FriesCartonCatBed LeaveTheFriesChallenge DriveThruPupReaction',
    gaming:
      'OvercookedFriesStation TetrisWithFrenchFries FriesTierList FryCookSimulator FriesTycoonRun PapasFryeriaSpeedrun',
  },
  hawaii: {
    dance:
      'HawaiiHulaLesson AlohaHawaiiShuffle TikiHawaiianSway HawaiiWaveArms LuauLimboLine HangLooseGroove',
    fitness:
      'PaddleboardHawaii HawaiiDiamondHeadClimb OutriggerHawaiiRow MauiMorningSwim SurfPopUpDrills HulaHoopCardio',
    funny:
      'HawaiianShirtFriday WildChickensOfHawaii SayHawaiiWordsRight HawaiiSnackTasteTest IslandTimeIsReal TouristVsLocal',
    prank:
      'SurpriseHawaiiTrip BackyardHawaiiLuau HawaiiLeiGreeting HawaiiOfficeMakeover TikiTakeover AlohaOnTheDoorstep',
    educational:
      'WhyHawaiiHasNoSnakes HawaiianWordsToKnow HawaiiIslandFormation QueenLiliuokalaniStory ReefSafeHawaiiTips HowLavaMakesLand',
    cooking:
      'HawaiianPlateLunch MakeHawaiiShaveIce HawaiiSpamMusubiRoll HawaiiPokeAtHome MalasadaMadness PineappleBoatParty',
    fashion:
      'HawaiianShirtFit HawaiiMuumuuStyle HawaiiPlumeriaClip FlowerLeiHawaii AlohaAttire SarongFourWays',
    wellness:
      'AlohaHawaiiMindset HawaiiRainbowGratitude HawaiiWaterfallPause HawaiiBeachMeditation HaleakalaSunrise OhanaDinnerNight',
    speed:
      'HawaiiIslandHopRace SnorkelGearUpHawaii HawaiiWordsBlitz HawaiiPokeBowlBuild LeiInAMinute PineappleSpeedSlice',
    music:
      'OverTheRainbowHawaii HawaiianSlackKeyGuitar HawaiiUkuleleCover BlowTheConchShell HawaiiIpuDrumBeat AlohaOeSingAlong',
    art: 'HawaiiTurtleWatercolor HawaiiQuiltPattern HawaiiFlowerLeiCraft HawaiiSunsetPainting LauhalaWeaving PaintTheVolcano',
    tech: 'HawaiiVolcanoCam UnderwaterHawaiiVideo HawaiiDroneCoastline HawaiiSurfReportCheck LavaFlowMap GoProSnorkelTest',
    pet: 'PetHawaiianShirt HawaiiBeachDog HawaiiPuppyGrassSkirt HawaiiLeiPhotoshoot LuauForMyCat AlohaPawPrint',
    gaming:
      'HawaiiTriviaNight MinecraftHawaiiVolcano LuauHawaiiCharades HawaiiSurfGame IslandHopBingo UkuleleHeroRound',
  },
  doodle: {
    dance:
      'SquiggleDoodleShuffle FollowTheDoodleLine DoodleArmSwirl DoodlePathGroove DanceTheDoodle StickFigureChoreo',
    fitness:
      'CopyTheDoodleMoves DoodleStickFigurePoses DoodleBetweenReps DrawYourWorkout DiceDoodleCircuit SquiggleAndSquat',
    funny:
      'DoodleWithEyesClosed RateMyDoodle DoodleFamilyPortrait DoodleMonsters MyDayInStickFigures FinishMySquiggle',
    prank:
      'DoodleOnTheBanana PostItDoodleMural DoodleEggFaces SurpriseNapkinDoodle SecretDoodleHunt SmileyOnEveryFruit',
    educational:
      'WhyDoodlingHelpsMemory DoodleTheSolarSystem DoodleNotes VocabInPictures DoodleCellDiagram SketchnoteChallenge',
    cooking:
      'DoodleOnToast PancakeDoodles DoodleKetchupOmelette SnickerDoodleDecor ChocolateDoodleBark LatteArtScribble',
    travel:
      'DoodleEveryStop TravelDoodleJournal CafeCrawlDoodles MapYourTripInDoodles DoodleCitySkyline SketchbookPassport',
    fashion:
      'WearYourDoodle KidsDoodleOnMyTee DoodleSneakers DoodleDenim DoodleOnYourTote ScribbleChic',
    wellness:
      'MindfulDoodling DoodleYourMood DoodleBreathLines ZenDoodleBreak ZentangleHour SquiggleAwayStress',
    speed:
      'DoodleInTenSeconds OneLineDoodleRace DoodleRelayChain DoodleDashChallenge SquiggleDoodleSprint BeatTheSharpieClock',
    music:
      'YankeeDoodleRemix DoodleTheLyrics DoodleAlbumCover DoodleToMusic SketchWhatYouHear DrawTheBeatDrop',
    tech: 'AIFinishesMyDoodle PlotterDrawsMyDoodle DoodleGIFLoop DoodleAnimation TabletVsPaperDoodle SketchAppShowdown',
    pet: 'LabradoodleDoodles CatReactsToMyDoodle DoodlePawTrace DoodleMyPet KittenPoseSketchOff PupPortraitIn30',
    gaming:
      'GoogleDoodleGames DoodleAndGuess DoodleDotsAndBoxes DoodleLevelDesign DrawfulPartyRound PictionaryShowdown',
  },
  suitcase: {
    dance:
      'LuggageTagTango BaggageClaimGroove WheelieSuitcaseGlide SuitcaseShuffle SpinYourSuitcase CarouselConga',
    fitness:
      'SuitcaseDeadlift SitAndZipSquat StairsWithASuitcase SuitcaseCarry OverheadBinPress LuggageLunges',
    funny:
      'JustInCaseSuitcase SuitcaseWeighInDrama BaggageClaimSuspense SuitcaseOverpacker WrongSuitcasePlotTwist SitOnItToClose',
    prank:
      'SuitcaseLoveNotes BalloonsInTheSuitcase PostcardsInTheLining SuitcasePlushieStash SuitcaseSnackSneak StowawayTeddy',
    educational:
      'XRayOfASuitcase SuitcaseRollVsFold SuitcaseInventionStory LuggageWeightMath CabinSizeRulesQuiz MoonBeforeWheels',
    cooking:
      'SuitcaseSpiceHaul CookWhatsInMySuitcase SuitcaseSnackPack DinnerFromMySuitcase HotelKettleRamen CarryOnCharcuterie',
    fashion:
      'SuitcaseTenPieces CapsuleSuitcaseEdit SuitcaseOutfitGrid MatchYourLuggage AirportLayeringLook JetSetFitCheck',
    wellness:
      'PackALighterSuitcase SuitcaseSelfCareKit SuitcaseUnpackingCalm SuitcaseMinimalism SuitcaseToSofaReset TravelLightLiveFree',
    speed:
      'SpotYourSuitcaseFirst SuitcaseUnpackBlitz SuitcasePackingRace WheelieSuitcaseRelay BaggageClaimDash SitAndZipIn10',
    music:
      'BaggageClaimBlues RetroSuitcaseTurntable SuitcaseDrumKit SuitcaseZipperBeat BuskWithASuitcase LeavingOnAJetPlane',
    art: 'SuitcaseMapDecoupage SuitcaseDiorama PassportStampSuitcase VintageLuggageDecor HandLetteredBagTag PaintYourCarryOn',
    tech: 'SuitcaseTrackerTag SmartSuitcaseTest SuitcaseCableChaos LuggageScaleGadget PowerBankRulesCheck WhatsInMyTechPouch',
    pet: 'CatInTheSuitcase DogSulksBySuitcase SuitcaseSitInProtest KittenSuitcaseNap WelcomeHomeSniffTest StowawayKitty',
    gaming:
      'TetrisYourSuitcase SuitcaseLockCodeHunt SuitcaseEscapeRoom SuitcasePackingPuzzle UnpackingSpeedrun InventoryFullCarryOn',
  },
  cow: {
    dance:
      'MooveAndGroove TwoStepWithTheCows CowPrintShuffle CowTailSwishSway CowgirlLineDance HayBaleHoedown',
    fitness:
      'CatCowFlow CowMilkPailCurls CowPoseStretch CowgirlBootCamp HayBaleCarry MooveItCardio',
    funny:
      'CowStareContest MooTranslator WhenCowsMeetMusic NosyCowNeighbors GreetedByACowLick UdderlyRidiculous',
    prank:
      'CowMooRingtone CowCutoutWindowPeek PlushCowOnThePillow CowPrintEverything BarnyardAlarmSurprise MooingDoorbell',
    educational:
      'WhyCowsHaveBestFriends HowCowsMakeMilk WhyCowsChewAllDay NameThatCowBreed DairyFarmToFridge FourStomachMyth',
    cooking:
      'CowPrintCake MooCowPancakes SpottedCowMacarons CowFaceCupcakes FreshButterShake UdderlyGoodMilkshake',
    travel:
      'CowCuddlingDayTrip AlpineCowbellHike CowHighlandSpotting LearnToMilkACow CheeseDairyTour HairyCooHunt',
    fashion:
      'CowPrintFitCheck PaintCowSpotBoots DressLikeACow DalmatianOrCow CowEarBeanieKnit CowgirlCouture',
    wellness:
      'CowCuddleTherapy SunriseWithTheCows CowPoseBreathing GrazeLikeACow PastureSlowWalk MooveAtYourPace',
    speed:
      'CallTheCowsTimer CowSpotSpeedDraw CowPrintNailRace CountTheCowsFast HayBaleRelay MilkTheClock',
    music: 'CowTromboneConcert SingToTheCows CowMooRemix CowSerenade MoreCowbell YodelForTheHerd',
    art: 'CowPrintPottery MilkCartonCowCraft CowPortraitPainting CowSpotClayModel HighlandCowWatercolor PaintTheBarnyard',
    tech: 'CowCamLivestream AIRecognizesEachCow CowbellDoorbell CowFaceFilter SmartCollarForCattle MooSoundboard',
    gaming:
      'StardewCowBarn UFOCowAbductArcade CowHerdingSimRun HarvestMoonCowCare CowCatchHighScore MinecraftMooshroom',
  },
  singing: {
    dance:
      'SingAndDance SingingMicTwirl PopStarSingingMoves KaraokeSingingShuffle LiveVocalsFullChoreo BroadwayBelterSteps',
    fitness:
      'SingWhileRunning BreathControlVocals HighNoteSingingSquat SingingPlank WallSitSerenade BeyonceTreadmillTest',
    funny:
      'SingYourGroceryList DadsShowerSinging OperaSingingChores SingingTheWeather VoiceCrackCompilation LifeAsAMusical',
    prank:
      'SingingTelegram SingEveryReply SecretSingingChoir SingingWakeUpCall DoorbellDuet SerenadeAmbush',
    educational:
      'HowVocalCordsWork SingTheTimesTables WhySingingFeelsGood SingingBreathSupport WhyYourVoiceCracks PerfectPitchOrNot',
    cooking:
      'SingWhileYouCook HoneyLemonForSinging SingingThroatTea ChefsKissHighNote SoupForSingers RecipeAsARap',
    travel:
      'SingingEchoCanyon CathedralSingingTest SingInEveryCity SerenadeTheEiffelTower RoadTripSinging BuskAroundTheWorld',
    fashion:
      'SingerStageLook SingingRecitalDress MicDropSingingOutfit SingingFitCheck DivaGlamUp StyleLikeYourIdol',
    wellness:
      'SingingInTheShower SingAwayStress SingingForJoy BeltItOutTherapy MorningSingingRitual HumYourWayCalm',
    speed:
      'SingingInOneBreath NameThatSingerIn3 SingTheAlphabetFast SpeedSinging TongueTwisterTune RapGodVerseRace',
    art: 'PaintWhileSinging SingingSoundWaveArt SketchTheSinger SingingPortrait HighNoteFaces DrawYourVoice',
    tech: 'SingingWithAIHarmony HomeVocalBoothSetup LoopPedalSinging SingingPitchApp CheapMicVsStudio AutotuneOnOrOff',
    pet: 'PetHowlsAtSinging ParrotSingingLesson SingingWithMyDog SingingToTheCat DuetWithACanary HarmonyWithAHusky',
    gaming:
      'SingingHumAndGuess SingAlongScore RockBandSingingDuel MicDropGameNight SingingKaraokeBattle SongAssociationRound',
  },
  penguin: {
    dance:
      'PenguinSlideShuffle HappyFeetPenguinTap PenguinWaddleOff PenguinTuxedoTwirl FlipperFlapGroove BlackTieBoogie',
    fitness:
      'PenguinCrunches IcebergPenguinPlank PenguinSlideBurpees PenguinWaddleWalk IceFloeHops PenguinFlipperFlaps',
    funny:
      'PenguinPebbleProposal PenguinWalkToWork HuddleLikePenguins DoYourBestPenguin PenguinWaiterBit AlwaysInATuxedo',
    prank:
      'PenguinInTheFreezer PenguinFootprintTrail PostItPenguinArmy PenguinCostumeDoorbell PlushPenguinParade TuxedoTwinsSwap',
    educational:
      'WhyPenguinsCantFly HowDeepPenguinsDive PenguinHuddleScience HowPenguinsStayWarm NameThatPenguin KrillToEmperor',
    cooking:
      'PenguinOliveBites TuxedoPenguinBerries PenguinRiceBalls PenguinPancakeArt IcebergSnowCones BlackAndWhiteBakeOff',
    travel:
      'PenguinParadeTrip PatagoniaPenguinHike BouldersBeachPenguins PenguinColonyCruise MarchOfThePenguins AntarcticaBucketList',
    fashion:
      'DressLikeAPenguin PenguinPufferThreeWays SuitUpPenguinStyle PenguinWaddleRunway BlackTieFitCheck MonochromeMonday',
    wellness:
      'ChillLikeAPenguin PenguinPebbleGift PenguinHuddleGratitude PenguinPlushNap WaddleAtYourPace IcyMorningReset',
    speed:
      'PenguinEggPassRelay SlideLikeAPenguinDash PenguinWaddleRace PenguinPebbleBlitz TuxedoQuickChange IceFloeSprint',
    music:
      'PenguinHuddleHarmony PenguinHappyFeetTap PenguinKazooMarch PenguinWaddleBeat TuxedoJazzClub BoogieWonderlandCover',
    art: 'PenguinRockPainting PenguinPineconeFriends PenguinClayFigures OrigamiPenguinParade TuxedoBirdSketch PaintAnIceFloe',
    tech: 'PenguinLiveCam RoboPenguinBuild PenguinCounterAI PenguinColonyTimelapse FilterMeAPenguin LinuxTuxSetup',
    gaming:
      'ClubPenguinPuffleHunt DontBreakTheIcePenguin PenguinSledRacer PenguinBellySlideRun IcebergHopPuzzle WaddleRoyale',
  },
  golf: {
    dance:
      'GolfCartShuffle HoleInOneGolfJig MiniGolfMoonwalk GolfClubTwirl SwingIntoTheGroove FistPumpFinish',
    funny:
      'GolfWhisperCommentary MiniGolfRivalry GolfDadExcuses GolfTrickShotFails WhereDidItGoGolf YellingForeAtNothing',
    prank:
      'GolfClapForChores GolfWhisperAnnouncer FakeMiniGolfCourse GolfBallEasterEggHunt GolfCaddyForADay HallwayHoleInOne',
    educational:
      'WhyGolfBallsDimple GolfSwingPhysics HowGolfBegan GolfRulesQuiz GolfOnTheMoon BirdieEagleAlbatross',
    cooking:
      'GolfBallCakePops GolfArnoldPalmerMix HoleInOneGolfCookies GolfCourseCupcakes ClubSandwichChallenge PuttingGreenMatcha',
    travel:
      'StAndrewsGolfVisit MiniGolfRoadTrip GolfSunsetNine GolfLinksWeekend HomeOfGolfPilgrimage WackiestCourseHunt',
    fashion:
      'GolfFitCheck ArgyleGolfSocks PlusFoursGolfRevival GolfPoloAndVisor SkortsOnTheGreen CountryClubChic',
    wellness:
      'GolfNoScoreRound GolfSunriseNine BreatheBeforeGolfSwing GolfMindfulPutt FairwayFreshAir LetTheBogeyGo',
    speed:
      'SpeedGolfRound FastestMiniGolf GolfChipBlitz GolfPuttingRace RangeBallRoundup NineHolesInAnHour',
    music:
      'GolfCaddyshackTheme GolfCartSingAlong ClubhouseGolfJazz GolfSwingRhythm TeeTimeTunes HoleInOneAnthem',
    art: 'PaintedGolfBalls MiniGolfDesign GolfCourseWatercolor SketchTheEighteenth GolfTeeSculpture DreamHoleBlueprint',
    tech: 'GolfSimulatorSetup GolfSlowMoSwing AICoachesMyGolf GolfAppShowdown GolfLaunchMonitor DroneCaddyTest',
    pet: 'MiniGolfWithMyDog CatChasesGolfTee GolfCaddyPup GolfBallFetch GolfCartParrotRide PuppyPuttingPro',
    gaming:
      'GolfWithYourFriendsRun GolfWiiSportsCup GolfClashTourney HoleInOneVRChallenge CrazyGolfSpeedrun MarioGolfBirdieBattle',
  },
  whistling: {
    dance:
      'SoftShoeWhistling FingerSnapWhistling WhistleStepGroove WhistlingDanceBreak WhistlingTapOff PuckerAndShuffle',
    fitness:
      'CoachWhistleCircuit WhistlingWhileJogging WhistlingPlankHold WhistlingHIIT UphillWhistlingHike BlowAndGoSprints',
    funny:
      'CantWhistleChallenge WhistlingWithCrackers WhistlingNeighborDuel WhistlingSpitTake PuckerUpWhistling JustAirComesOut',
    prank:
      'WhistlingFakeKettle SecretWhistlingBird WhistlingWakeUpCall WhoIsWhistling HiddenWhistlingSpeaker PhantomWhistler',
    educational:
      'WhistlingLanguageSilbo LearnToFingerWhistle HowWhistlingWorks WhistlingPitchScience PuckerPhysics WhyKettlesSing',
    cooking:
      'WhistlingKettleTea PressureCookerWhistles WhistlingWhileYouBake WhistlingPizzaToss WhistlingChefSpecial DinnerBellTune',
    travel:
      'LaGomeraWhistling WhistlingCanyonEcho StreetWhistlerSearch WhistlingTrailWalk WhistlingAcrossEurope WhistleStopTour',
    fashion:
      'DapperWhistlerOOTD RefereeWhistlingLook WhistleNecklaceStyle WhistlingStrutFit WhistlingInAFedora SidelineChic',
    wellness:
      'WhistleWhileYouWork WhistlingBreathwork SlowExhaleWhistling WhistlingMorningStroll WhistlingHappyHour PuckerUpAndUnwind',
    speed:
      'NameThatWhistle OctaveWhistlingBlitz WhistlingIn60Seconds WhistlingSpeedRound WhistlingScaleSprint FlightOfTheBumblebee',
    art: 'WhistlingSpectrogram WoodenWhistleCraft DrawTheWhistler WhistlingSoundwaveArt PaintWhatYouHear OcarinaPotteryDIY',
    tech: 'WhistleActivatedLights WhistlingKeyFinder AIGuessesMyWhistling WhistlingTunerApp WhistlingToMIDI HumToSearchTest',
    pet: 'ParrotWhistlingDuet WhistlingDogHeadTilt CockatielWhistlingCopy WhistleRecallTraining WhistlingForTreats CatPretendsNotToHear',
    gaming:
      'WhistlingZeldaSongs CharadesByWhistling WhistlingBossMusic WhistlingTriviaNight WhistleGameThemes OcarinaOfTimeTunes',
  },
  'paper clip': {
    dance:
      'PaperClipChainLimbo ClippyPaperClipGroove OfficePaperClipConga PaperClipShuffle PaperClipRobotDance BendAndSnap',
    fitness:
      'PaperClipPickupSquats PaperClipPinchGrip PaperClipLapChain PaperClipRepCounter DeskBreakBurpees LinkItUpChallenge',
    funny:
      'PaperClipMustache PaperClipHackFails PaperClipClippyVoice CantStopBendingClips TalkingPaperClipShow LooksLikeYoureWriting',
    prank:
      'PaperClipDoorCurtain PaperClipDeskTakeover GiantPaperClipSwap PaperClipWordMessage ClippedSockSurprise ChainTheirPens',
    cooking:
      'RedPaperClipToDinner PaperClipSnackBagSeal PaperClipPretzelTwist PaperClipCookieCutter OfficeBakeSale LicoriceClipCandy',
    travel:
      'PaperClipStatueNorway RedPaperClipRoadTrip PaperClipTradeUpWalk PaperClipSouvenirHunt BarterYourWayHome SwapShopSafari',
    fashion:
      'PaperClipChainNecklace PaperClipEarringsDIY StackedPaperClipRings PaperClipBarrettes OfficeSupplyChic ClipItLikeItsHot',
    wellness:
      'PaperClipFidgetCalm PaperClipKindnessJar OnePaperClipPerTask PaperClipGratitude DontBreakTheChain DeskDrawerReset',
    speed:
      'PaperClipChainRace MagnetPaperClipGrab PaperClipShapeIn30 SortTheClipJar ClipTenPapersFast BendItBlitz',
    music:
      'PaperClipKalimba OfficePaperClipRemix PaperClipJarShaker DeskDrawerDrumline PaperClipTwangLoop SupplyClosetSymphony',
    art: 'PaperClipWirePortrait HangAPaperClipMobile NameInBentPaperClips PaperClipSculpture PaperClipPixelArt OneStrandMasterpiece',
    tech: 'PaperClipSimTrayTool SimpleMotorPaperClip AntennaFromAPaperClip PaperClipPhoneHack PaperClipCircuitBuild ClippyComeback',
    pet: 'PaperClipDogSculpture PaperClipCatPortrait KittenSitsOnPaperwork PaperClipPetPhotoLine DeskKittyAudit PuppyOfficeTour',
    gaming:
      'UniversalPaperclipsRun PaperClipFlickGolf PaperClipMagnetFishing ClipCollectorQuest PaperClipPinballBuild OfficeOlympicsFinal',
  },
  denim: {
    dance:
      'BlueJeansJive DoubleDenimShimmy CanadianTuxedoTwirl DenimHoedown BootScootinInDenim DenimDanceOff',
    fitness:
      'JeansSquatTest StretchyDenimYoga DenimBikeCommute DenimHikeDay DenimStretchCheck WorkwearWorkout',
    funny:
      'JeansPocketFinds StiffRawDenimWalk PhoneWontFitDenim DenimShrinkPanic CanadianTuxedoDare TinyFakeOutrage',
    prank:
      'JeansPocketSurprise DenimTwinDay SecretDenimMakeover DenimDogJacketReveal AllDenimAmbush DadWardrobeRevival',
    educational:
      'WhyDenimHasRivets HowJeansAreMade LeviStraussStory DenimIndigoDye WhyDenimIsBlue WhyTheTinyPocket',
    cooking:
      'JeansPocketCookies DenimBlueberryParfait DenimCakeDesign DoubleDenimDonuts IndigoSpiralBuns ButterflyPeaBlues',
    travel:
      'KojimaDenimStreet VintageDenimHunt SelvedgeMillTour JeansRoadTrip NashvilleInDenim RodeoWeekendOuting',
    wellness:
      'DenimSashikoStitch PatchUpOldDenim MindfulDenimMending ComfyJeansDay SlowFashionSunday ElasticWaistFreedom',
    speed:
      'JeansJumpIn FastestDenimPatch DenimStackDash DenimJacketOnTimer OneMinuteRipRepair CuffItQuick',
    music:
      'ForeverInBlueJeans DenimCountryTwang DenimRockCover DenimFolkStrum HeartlandAnthem CanadianTuxedoJam',
    art: 'DenimShiboriDye PaintedJeans DenimQuiltSquares DenimPatchPortrait IndigoEmbroidery BleachPenMasterpiece',
    tech: 'LaserEngravedDenim LEDDenimJacket DenimFadeTimelapse JeansPhonePocketTest ConductiveThreadHack AIFindsMyFit',
    pet: 'TwinningDenimWithPup KittenStealsMyJeans DenimPetBandana DenimCatCave PuppyOveralls CanineTuxedo',
    gaming:
      'DenimMarioOveralls JeansSkinUnlocked DenimAvatarMatch DressToImpressDenim ThriftShopSimulator RareDropDenim',
  },
  seagull: {
    dance:
      'BoardwalkSeagullBop SeagullSwoopSpin SeagullStrut SeagullWingFlap PierSquawkShuffle BeachBumBoogie',
    fitness:
      'GullGlideLunges SeagullDuneSprints JogPastTheSeagulls SeagullSquatAndSquawk BoardwalkBurpees SandStairRepeats',
    funny:
      'SeagullSnackAmbush NegotiateWithASeagull SeagullRooftopTapDance DoYourBestSeagull SeagullSideEye BeachLunchBodyguard',
    prank:
      'SeagullSquawkRingtone SeagullPlushOnTheTowel GullDecoyPicnic SeagullWindowCameo FakeBirdOnTheCar ChipThiefReenactment',
    educational:
      'WhySeagullsStealFood SeagullWormStomping AreSeagullsSmart WhereSeagullsSleep ThereIsNoSeagull HowBirdsDrinkSeawater',
    cooking:
      'SeagullProofPicnic CrabCakesVsSeagulls SeagullSnackAttack SeagullSandwichDefense PierFishAndChips GuardYourFries',
    travel:
      'SeagullLighthouseVisit SeagullFerryCrossing SeagullIslandHop SeagullCoastRoadTrip SeasideVillageStroll BoardwalkBucketList',
    fashion:
      'DressLikeASeagull SailorCapSeagullStyle SeagullPrintFitCheck SeagullPinGlowUp BoardwalkOOTD CoastalGrandmaChic',
    wellness:
      'BreatheWithTheSeagulls SeagullSunsetViewing SeagullSeaBreezePause ListenToTheGulls OceanAirReset SandyToesSundays',
    speed:
      'PackUpBeforeSeagulls SeagullSketchSprint CountTheGullsIn60 SeagullTowelGrabDash PierToShoreRelay SandwichRescueRace',
    music:
      'SeagullShanty SeagullSquawkRemix LofiBeachWithSeagulls SeagullCallHarmony DockOfTheBayCover FogHornFunk',
    art: 'SeagullDriftwoodArt SeaGlassSeagullMobile SeagullSilhouette SeagullPhotoWalk FeltAFlyingGull PaintTheHarbor',
    tech: 'SeagullSlowMoFlight SeagullPierLiveCam BirdAppNamesTheGull SeagullSpeciesScanner DroneVsSeagull GoProCoastalView',
    gaming:
      'PlayAsASeagull SeagullWingspanCards GullFlightLevel SeagullSpotterBingo UntitledGooseRun StealTheChipsQuest',
  },
  mushroom: {
    dance:
      'FairyRingMushroomDance MushroomCapWiggle MushroomPopUpMoves SuperMushroomStomp ToadstoolHop FunGuyFreestyle',
    fitness:
      'MushroomHuntHike PowerUpMushroomSprints MushroomPickSquats MushroomBasketCarry ForagersFarmerWalk FunGuyFitness',
    funny:
      'PickingOutTheMushrooms MushroomLoversVsHaters MushroomTextureFaces FunGuyPuns SneakedInTheSauce ThereIsntMushroomForMe',
    prank:
      'MeringueMushrooms MushroomFairyDoor ChocolateMushroomSwap MushroomPlushInBed MushroomNightLightGift OvernightToadstools',
    educational:
      'WoodWideWebMushrooms MushroomsNotPlants NeverEatWildMushrooms MushroomSporePrinting HowTrufflesAreFound BiggestOrganismOnEarth',
    travel:
      'TruffleHuntItaly MushroomFestivalTrip MushroomFarmTour MushroomForestWalk GuidedMushroomForay EnchantedWoodsHike',
    fashion:
      'DressLikeAMushroom MushroomBucketHat MushroomEarringsDIY MushroomNailArt ForestFairyFit ToadstoolTwirlSkirt',
    wellness:
      'MushroomForestBathing GrowAMushroomSlowly MossAndMushroomMoment MushroomSpottingWalk WoodlandPause SlowLikeAFungus',
    speed:
      'SliceMushroomsIn10 MushroomSpottingRace MushroomCleanSpeedrun MushroomBrushOff FungiFactBlitz PowerUpDash',
    music:
      'MushroomKingdomCover MushroomBiodataMusic SingToYourMushrooms MushroomForestLofi FunGuyFunk ToadstoolTrumpet',
    art: 'MushroomSporePrintArt NeedleFeltMushroom DoodleAMushroomHouse MushroomClaySculpt PaintAFairyRing ToadstoolTerrarium',
    tech: 'MushroomGrowTimelapse TestingMushroomLeather 3DPrintAMushroomLamp SmartMushroomTent ZoomIntoTheGills MyceliumMotherboard',
    pet: 'MushroomHatForMyCat HamsterMushroomHouse MushroomPetBed ToadstoolToyFetch DogMushroomCostume FairyForestPupShoot',
    gaming:
      'MushroomCupKart StardewMushroomCave MinecraftMushroomHouse MushroomPowerUpRun ForagerSpeedrun OneUpOrBust',
  },
  dress: {
    dance:
      'DressTwirlDance PromDressFoxtrot SundressSway FlowyDressWaltz RuffleAndRoll SpinUntilItFlares',
    fitness:
      'TennisDressRally DressSquatTest DressSneakerPowerWalk SundressStroll HikeInAMaxiDress TwirlAndTone',
    funny:
      'ItHasPockets DressColorDebate DressZipperStruggle DressRatedByGrandma PromDressThenVsNow WhiteAndGoldOrBlue',
    prank:
      'DressCodeFakeout DressSwapWithMom FancyDressBreakfast MatchingDressPrank DressUpAmbush TwinningAtTheParty',
    educational:
      'LittleBlackDressOrigin WhyDressesLackPockets HowADressIsSewn DressSilhouetteQuiz NameThatNeckline GuessTheDecade',
    cooking:
      'DollDressCake CupcakeDressBouquet DressFondantRuffles DressCookieDecor MacaronBallgown DressedUpPancakes',
    travel:
      'DressLavenderFields TraditionalDressDay DressInEveryCity TwirlAtTheLandmarks SundressRoadTrip KimonoRentalKyoto',
    wellness:
      'DressUpForYourself WearTheSavedDress DressForJoy SundayBestForMe SundressSlowMorning NoOccasionNeeded',
    speed:
      'DressIn60Seconds QuickDressChange PromDressCountdown DressZipperSprint RackToRunwayRace FiveLooksOneMinute',
    music:
      'DressSwishASMR DressTwirlBeatDrop SundressSingalong PromDressBallad LittleBlackDressSong LadyInRedCover',
    art: 'DressCroquiDrawing HandPaintedDress PaperDressCraft DressDesignSketch SewADollsDress FlowerPetalGown',
    tech: 'LEDLightUpDress DressAITryOn ColorShiftDress DressPhoneCamVsMirror ThreeDPrintedGown SmartFabricShowdown',
    pet: 'PetPicksMyDress CatSitsOnTheDress DressMatchingBandana TwinningOnTheWalk PuppyDressTwins WalkiesInASundress',
    gaming:
      'DressToImpressRound PrincessPeachDress DressLikeYourAvatar DressAsYourMain DressUpIRL RareSkinUnlock',
  },
  hat: {
    dance:
      'HatTipShuffle TopHatTapRoutine CowboyHatLineDance HatFlipCatch HatsOffHoedown PuttinOnTheRitz',
    fitness:
      'HatBalanceSquats MorningRunInABeanie BucketHatBearCrawl TipYourHatToLegDay HatTossBurpees CapFlipCardio',
    funny:
      'HatHairReveal HatWindChase HatForEveryMood HatTooTinyTryOn MadHatterMonday DadHatEnergy',
    prank:
      'TinyHatsOnFruit EveryoneWearsAHat HatGooglyEyes HatSwitcheroo HatHiddenNote PullARabbitFromAHat',
    educational:
      'WhyChefHatsAreTall HowMillinersShapeHats HatsAroundTheWorld HatHistoryQuiz MadAsAHatterOrigin SunProtectionFacts',
    cooking:
      'ChefHatCookOff WitchHatCookies TopHatBrownies FedoraFondantCake StrawHatTartlets MadHatterTeaParty',
    travel:
      'PanamaHatsInEcuador HatFromEveryCity BeanieSkiWeekend SunHatRoadTrip HatsOfTheWorldWall DerbyHatParade',
    wellness:
      'HatsOffGratitude ThinkingCapJournal StrawHatSiesta SunHatSlowDown BeanieCozyWalk WearYourHappyHat',
    speed:
      'FastestHatChange CapFlipCatchStreak HatRingTossTimer HatStackRace BeatTheHatRack HatTrickIn60',
    music:
      'TopHatShowTune CowboyHatYodel HatBoxDrumming TipYourHatToTheBand BeanieLofiBeat PassTheHatBusking',
    art: 'PaperHatCraft BucketHatEmbroidery HatBrimPainting BeaniePatchArt PinYourHatStory DecorateAFedora',
    tech: 'LightUpHatBuild BluetoothBeanieReview HatCamView CapFlipSlowMo SolarFanHatHack AIThinkingHat',
    pet: 'TinyCowboyHatCat HatStaysOnCount DogWearsMyHat BirthdayPartyHatPup BeaniePuppyPortrait HatTrickForTreats',
    gaming:
      'MarioCappyHatThrow GuessWhoWithHats HatTrickHighScore HatDrawShowdown FishbowlHatRound RareHatDrop',
  },
  'french toast': {
    dance:
      'CancanForFrenchToast FrenchToastSpatulaSpin BrunchFrenchToastBop FrenchToastShuffle CinnamonSugarShimmy SyrupSwirlSway',
    fitness:
      'EarnYourFrenchToast LungeForFrenchToast FrenchToastStackSquats FrenchToastFuelRun BriocheBurpees SyrupSprints',
    funny:
      'FrenchToastAccentChef DadsFamousFrenchToast SyrupFloodFrenchToast FrenchToastFlipFail BonjourBreakfast IsItFrenchOrJustToast',
    prank:
      'TinyFrenchToastCereal HotelStyleFrenchToast FrenchToastHeartShapes FrenchToastWakeUpCall BreakfastInBedAmbush SyrupLoveNote',
    educational:
      'WhereFrenchToastBegan StaleBreadFrenchToast FrenchToastScience FrenchToastSoakTimes BriocheVsSourdough WhatPainPerduMeans',
    travel:
      'HongKongFrenchToast FrenchToastInFrance FrenchToastCafeCrawl FrenchToastDinerHunt BrunchAroundTheWorld ParisianBoulangerieRun',
    fashion:
      'MatchYourFrenchToast FrenchToastPajamaSet FrenchToastBeretOutfit ChicFrenchToastDate BrunchFitCheck ParisianStripes',
    wellness:
      'FrenchToastSlowSunday FrenchToastFamilyTable CozyFrenchToastMorning FrenchToastSelfCare SavorTheSyrup BreakfastInBedForOne',
    speed:
      'FrenchToastStackIn60 TenMinuteFrenchToast FrenchToastDipDash FrenchToastFlipRace EggWashSprint BrunchRushHour',
    music:
      'FrenchToastChanson FrenchToastSizzleBeat SingToYourFrenchToast FrenchToastAccordion BrunchJazzSession WhiskAndSpatulaSolo',
    art: 'FrenchToastFaceArt StencilFrenchToast PaintedFrenchToast FrenchToastStillLife BrunchFlatLay SyrupDrizzleDoodle',
    tech: 'FrenchToastSlowMo SousVideFrenchToast AIChefFrenchToast FrenchToastAirFryer WaffleIronHack ToasterOvenShowdown',
    pet: 'FrenchToastFrenchie PetNamedFrenchToast FrenchToastSitStay FrenchToastBeggingFace PuppyEyesAtBrunch BeretForMyBulldog',
    gaming:
      'CookingMamaFrenchToast WinnerGetsFrenchToast FrenchToastOvercooked FrenchToastSpeedrun FrenchToastDinerTycoon BrunchBossBattle',
  },
  'bed making': {
    dance:
      'BedMakingSheetShuffle BedMakingDuvetWave MorningBedMakingGroove MakeTheBedMoonwalk HospitalCornerTango PillowFluffFreestyle',
    fitness:
      'BedMakingDuvetShake BedMakingArmDay CardioBedMaking BedMakingLunges MakeTheBedPlank SheetSnapSquats',
    funny:
      'BedMakingDuvetTrap KidsVsBedMaking PartnerBedMakingPOV BedMakingFails FittedSheetMeltdown TooManyThrowPillows',
    prank:
      'SecretBedMaking BedMakingTowelSwan HotelStyleBedMaking BedMakingShortSheet MintOnThePillow DryerWarmSurprise',
    educational:
      'HotelBedMakingSecrets WhyBedMakingMatters BedMakingCoinBounce BedMakingThreadCount HospitalCorners101 MilitaryBedInspection',
    cooking:
      'BedMakingPigsInBlanket TuckedInBurrito CoffeeAfterBedMaking BedMakingThenBreakfast BedMakingLayerCake LayeredLikeABed',
    travel:
      'BedMakingHostelBunk BedMakingSleeperTrain HotelRoomBedMaking BedMakingCampsite MakeTheBedAbroad GlampingBedSetup',
    fashion:
      'BedMakingPajamaFit LoungewearBedMaking BedMakingColorMatch BedMakingRobeLook SlippersAndSheets LazySundayLounge',
    wellness:
      'BedMakingMorningWin 30DayBedMaking MindfulBedMaking BedMakingLavenderSpray FreshSheetsFriday MakeTheBedFirst',
    music:
      'MakeTheBedSong BedMakingSheetSnapBeat BedMakingPillowDrums SingWhileBedMaking DuvetDrumroll WhistleAsYouTuck',
    art: 'StopMotionBedMaking BedMakingTowelArt DrawYourMadeBed BedMakingMoodBoard BedMakingQuiltSewing ThrowPillowComposition',
    tech: 'BedMakingRobot TimelapseBedMaking AIRatesMyBedMaking BedMakingAlarmHack BedMakingHabitTracker SelfMakingBed',
    pet: 'CatVsBedMaking BedMakingKittenAmbush DogBedMaking BedMakingPillowThief BedMakingPawInspector DuvetDiverKitty',
    gaming:
      'SpeedrunBedMaking SimsBedMaking BedMakingChoreQuest BedMakingMinigame FittedSheetBossFight AnimalCrossingBedroom',
  },
};
