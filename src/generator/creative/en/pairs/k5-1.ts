import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  accountant: {
    fashion:
      'CasualFridayAccountant GuessTheAccountantFit DressLikeAnAccountant ThriftMyAccountantLook AccountantGlowUp AccountantToRockstar 5DayAccountantOutfits AccountantDeskToDinner',
    travel:
      'TaxSeasonEscape AccountantVsTravelAgent 48HourAccountantGetaway UnplugYourAccountant AccountantSplitsTheTab PackLikeAnAccountant AccountantPlansMyTrip DollarADayAccountant',
  },
  acorn: {
    cooking:
      '10MinuteAcornCookies AcornCakePops PretzelAcornSnacks TurnItIntoAnAcorn ChocolateAcornKisses AcornTreatFaceOff MiniAcornMuffins NoBakeAcornTruffles',
  },
  actor: {
    fitness:
      'ActorMontageRun 100RepActorBootcamp ActorCrunchMonologue OneMinuteActorWarmup ActorLinesInAPlank TrainForTheRole StuntDoubleVsActor ActorFightSceneCardio',
  },
  adventure: {
    cooking:
      '10MinAdventureWraps AdventureTrailMix 3StepAdventureBites ShowUsYourAdventureSnack AdventureInALunchbox SummitEnergyBars AdventurePicnicPack AdventureHikerSandwich',
    educational:
      'AdventureShelterBuild DrawAnAdventureMap TrueOrFalseAdventure 5KnotAdventureRace AdventureNorthStarHunt PolarExplorerQuiz AdventureFirstAidQuiz 7DayAdventureSkill',
    music:
      'SoundtrackYourAdventure AdventureThemeSong EpicExpeditionScore NameThatAdventureTune AdventureDrumMarch AdventureTrailSingAlong AdventureShanty 60SecondAdventureBeat',
  },
  'after school': {
    funny:
      'AfterSchoolInSlowMo FridgeRaidAfterSchool AfterSchoolBagDump OneWordAfterSchool PlanVsRealityAfterSchool 30SecAfterSchoolRecap DogGreetsMeAfterSchool AfterSchoolNapAttack',
    gaming:
      '60SecondGamesAfterSchool 5DayAfterSchoolLeague BeatMeAtChessAfterSchool AfterSchoolHideAndSeek FourSquareAfterSchool MarbleRunAfterSchool AfterSchoolTriviaDuel KickTheCanAfterSchool',
    pet: 'AfterSchoolDogWalk 7DayTrickAfterSchool AfterSchoolCatCuddle AfterSchoolFetch ReadToPupAfterSchool DoorZoomiesAfterSchool 5MinBrushAfterSchool FindTheTreatAfterSchool',
    travel:
      'AfterSchoolParkHop IceCreamAfterSchool BackBy6AfterSchool AfterSchoolPicnic 5NewStreetsAfterSchool AfterSchoolFieldTrip GuessWhereAfterSchool MapYourTownAfterSchool',
  },
  'air horn': {
    pet: 'AirHornTrickEdit MemeYourDogAirHornStyle PuppyVsKittenAirHornReel 7DayPetHighlightsAirHorn AirHornZoomiesSlowMo AirHornCatJumpCaption AirHornFetchReplay GoodBoyAirHornMontage',
    tech: '60SecondAirHornBeat AirHornStepGoalCheer AirHornOnEveryTap AirHornInboxZero AirHornWhenMomTexts HeyPhonePlayAirHorn SetAirHornAsYourAlarm RingtoneVsAirHorn',
  },
  airport: {
    music:
      'CanYouBeatboxAnAirport AirportChimeMelody AirportArrivalSerenade 5SongAirportRun AirportAnnouncementRap SuitcaseWheelBeat SingTheAirportCodes 60SecondAirportJingle',
  },
  alien: {
    fashion:
      '10MinuteAlienLook AlienAntennaHeadband EarthlingVsAlienFit AlienRunwayWalk LittleGreenGlam StyleYourInnerAlien AlienGlowMakeup HumanToAlienTransition',
  },
  ambulance: {
    travel:
      'AmbulanceStationTour KnowYourAmbulanceNumber AmbulanceOpenHouse MeetTheAmbulanceCrew PackAnAmbulanceKit AmbulanceSpottingBingo 10StopToyAmbulanceTrip AmbulanceCountryQuiz',
  },
  anniversary: {
    prank:
      'AnniversaryNoteTrail Oops1stAnniversaryCard OneBalloonPerYear GooglyEyeAnniversaryPics WhosInTheAnniversaryFrame AnniversaryMysteryDate 3BoxAnniversaryGift WakeUpToAnniversarySong',
    tech: '60SecAnniversaryMontage FirstTextsAnniversary AnniversaryReelOfUs AnniversaryPicRecreate 1PhotoPerYearAnniversary AIPlansAnniversary AnniversaryThenAndNow AnniversaryVoiceMemo',
    travel:
      'OneCityPerAnniversary WhereWeMetTrip AnniversaryAtHomeHotel AnniversaryFirstDateRedo AnniversaryCoinFlipTrip PackForMeAnniversary 48HourAnniversaryEscape SamePoseEveryAnniversary',
  },
  'apple picking': {
    prank:
      'DollBasketApplePicking ApplePickingPhotobomb 5BananasFromApplePicking ApplePickingJokeStickers GuessMyApplePickingHaul ApplePickingGooglyEyes ApplePickingGummyWorm GoApplePickingIndoors',
  },
  architect: {
    fashion:
      'ArchitectAllBlackFit 5MinuteArchitectLook DressLikeAnArchitect ArtistVsArchitectStyle InternToArchitectGlowUp ArchitectMinimalCapsule ArchitectOneColorWeek ArchitectLinenBlazer',
    fitness:
      '30DayArchitectPlank OneMinuteArchitectLunge 100SquatArchitectDare ArchitectDeskStretch ArchitectBridgePose ArchitectStairTower ArchitectWallSit BalanceLikeAnArchitect',
    gaming:
      'ShoeboxArchitectHouse 5MinuteArchitectBridge OutbuildTheArchitect ArchitectDrawItBlind 100DominoArchitectChain ArchitectCardCastleDuel ArchitectTallestTower ArchitectBlockStackOff',
    music:
      'ArchitectRulerTwang ArchitectAcousticsTest BuildABeatArchitect ArchitectStairwellSong ArchitectStudioJam SoundOfArchitecture 5ToolArchitectBand 30SecondArchitectJingle',
    pet: 'PetArchitectIn30Minutes ArchitectCatCastle HamsterMazeArchitect DogHouseArchitect ArchitectDogRampDesign ArchitectBunnyHutch 3BoxKittyArchitect FurryClientVsArchitect',
    prank:
      'WhoShrankMyRoomArchitect FlipEverythingArchitect ArchitectCupWallDoorway GooglyEyedHouseArchitect ArchitectTapeMazeHallway ArchitectMeasuresYourBed ArchitectTinyFairyDoor 100StickyNoteArchitect',
    speed:
      'ArchitectTowerIn60 ArchitectCardHouseSprint 10BlockArchitectRace 30SecondArchitectSketch BeatTheClockArchitect SiblingArchitectFaceOff ArchitectCupStacking ArchitectStrawBridgeRush',
    wellness:
      'ArchitectYourCalmCorner ArchitectSketchWalk 7DayArchitectReset ArchitectsDeclutter 10MinArchitectSunBreak SlowSundayArchitect DreamRoomDoodleArchitect ArchitectDeskPlantHabit',
  },
  'back to school': {
    travel:
      'BackToSchoolDormMoveIn MapYourWayBackToSchool RoadTripBackToSchool 10PicSummerBackToSchool BackToSchoolSupplySafari BackToSchoolOneLastTrip ThenVsNowBackToSchool BackToSchoolWalkingRoute',
  },
  bacon: {
    pet: 'TennisBallVsBaconSqueaker BaconPlushFetch BaconBubblesForDogs UnboxTheBaconChew BaconRopeToyTug BaconTreatHunt 30SecondBaconSearch BaconPrintKittyBed',
    prank:
      'WrapItInBaconPaper CallThemBaconAllDay BaconPunFridgeNote 100TinyBaconStickers SizzleSaturdayBacon BaconDoodleForEveryShoe BaconBandages BaconPlushOnThePillow',
  },
  'baking sheet': {
    funny:
      'RecipeVsMyBakingSheet BakingSheetArchaeology CookieBlobBakingSheet NameThatBakingSheetStain EmptyBakingSheetMystery BurntBatchBakingSheet BakingSheetWontFit 60SecondBakingSheetRaid',
    music:
      'BakingSheetThunderFX BakingSheetSnareRoll CookieSheetMusic 5SoundsOneBakingSheet BakingSheetCymbalCrash PotsVsBakingSheetBattle 60SecondBakingSheetSolo DrumAlongOnABakingSheet',
    prank:
      'WrongNameBakingSheet BakingSheetGooglyMuffins MagnetLetterBakingSheet OneTinyCookieBakingSheet ServeSocksBakingSheet WhatsOnTheBakingSheet BakingSheetWelcomeHome SillyFortunesBakingSheet',
  },
  balance: {
    fashion:
      'BalanceStripesAndFlorals 3ColorBalanceRule BookOnHeadRunway BalanceBoldAndBasic BalanceOneStatementPiece LooseVsFittedBalance BalanceOversizedFit 60SecondBalancedLook',
  },
  bamboo: {
    fitness:
      'BambooBendStretch BambooPoleBalance BambooPandaCrawl StrongAsBamboo 60SecondBambooSway 30DayBambooCore ReachForTheBamboo 100BambooHops',
    gaming:
      'BambooTicTacToe BambooLimboContest PandaTagInTheBamboo BambooChopstickRace BambooPickUpSticks KidsVsDadBambooTower BalanceBambooOnYourPalm 3RingsOneBamboo',
  },
  bandage: {
    dance:
      'BandageRibbonTwirl OneMinuteBandageShuffle BandageOffHappyDance BandageBuddyDuet TheMummyBandageWalk GetWellBandageBoogie WaltzWithBandagedTeddy 5StepBandageRoutine',
    music:
      'GetWellBandageSong BandageTinShaker 3SoundBandageBeat OuchieBandageLullaby BandageRapIn30Seconds SingYourOwnBandageAd BandageBoxBongos TheBandageBlues',
  },
  'baseball bat': {
    dance:
      'BaseballBatShuffle 30SecBaseballBatGroove DanceOffWithABaseballBat BaseballBatWalkUpStrut 7thInningBaseballBatSway BaseballBatHomeRunTrot PassTheBaseballBatRelay CharlestonBaseballBat',
    tech: 'RateMySwingBaseballBat BaseballBatSlowMo ThenVsNowBaseballBat 30DayBaseballBatProgress BaseballBatCrackTest BaseballBatHomeRunEdit FreezeFrameBaseballBat BaseballBatToyStopMotion',
  },
  'bath bomb': {
    fashion:
      'BathBombMakeupLook GalaxyBathBombNails BathBombColorFit RobeToRunwayBathBomb PastelBathBombHair DressLikeYourBathBomb 5MinuteBathBombGlam OneBathBombThreeOutfits',
    pet: '10SecondBathBombSweep KeepBathBombsFromPets DogWashNoBathBomb CatProofYourBathBombs OatmealNotBathBomb PawsOffTheBathBomb BunnyShapedBathBomb PuppySafeBathBombQuiz',
    prank:
      'DinoEggBathBomb SecretNoteBathBomb 10BoxesOneBathBomb GooglyEyeBathBomb WetDogWednesdayBathBomb RubberDuckBathBomb WillItFizzBathBomb BathBombColorTwist',
  },
  'bath mat': {
    prank:
      'FootprintTrailBathMat WhoChangedTheBathMat TurfTuesdayBathMat BathMatGooglyEyes TinyBathMatSurprise ReservedSignBathMat BathMatLoveNote 10BathMatsEverywhere',
    tech: 'AIDesignedBathMat WatchItDryBathMat BathMatPixelArt SlowMoSplashBathMat GuessTheZoomedBathMat BathMatGlowUpInAnApp 60SecondBathMatDoodle BathMatStopMotion',
  },
  bathrobe: {
    travel:
      'HotelBathrobeReview BathrobeInACarryOn BathrobeResortAtHome 5StarBathrobeTest FoldYourBathrobeTiny 24HourBathrobeStaycation BathrobeBedAndBreakfast BathrobeSpaDayTrip',
  },
  bathtub: {
    funny:
      'BathtubRubberDuckPOV CatTakesOverBathtub 100PlushiesVsBathtub BathtubBallPit ThingsInMyBathtub WhoLeftTheTubRing RateThisBathtubNap DryBathtubSleepover',
    speed:
      'CleanTheTubIn5 PillowPileBathtubRace 10BottleBathtubLineup BathtubToyCleanup 60SecondBathtubTowelFold FastestBathtubBubbles BathtubDuckRoundup BathtubScrubSprint',
  },
  battery: {
    cooking:
      'BatteryFullBreakfast 15MinuteBatteryLunch LowBatteryDinner BatteryBoostSmoothie ShowUsYourBatteryMeal BatteryRechargeRamen 5PercentBatterySnack BatteryPowerPorridge',
    fitness:
      'BatteryDrainHIIT BatteryPercentPushups 10MinBatteryBoost SquatUntil100Battery BatteryRechargeStretch PlankTillBatteryDies DeadToFullBattery BatteryRecoveryJog',
    travel:
      'OneBatteryDayOut CanYouExploreOn50Battery SightseeingVsBattery BatteryLastBarSunset 100PhotosPerBattery BatteryOnlyWeekend BatteryFreeAdventure BatteryPaperMapDay',
  },
  'beach ball': {
    art: 'PaintABeachBall 10SecondBeachBallSketch BeachBallPopArt OldBeachBallGlowUp RollingBeachBallPrints EyesClosedBeachBall MandalaOnABeachBall ArtistVsKidBeachBall',
    cooking:
      'StripedBeachBallCake CanYouIceABeachBall 6StripeBeachBallJelly 20MinuteBeachBallPizza RainbowBeachBallPops BeachBallFruitPlatter BeachBallCupcakes BeachBallBakeOff',
    fashion:
      'DressLikeABeachBall 5DayBeachBallStripes UpcycledBeachBallTote ThriftMyBeachBallOutfit RetroBeachBallLook BeachBallHairClips 10MinuteBeachBallMani ColorBlockBeachBallFit',
    wellness:
      'SlowBreathsBeachBall GratitudeBeachBallToss BeachBallFeelingsCheckIn 100TapBeachBallRally OneMinuteBeachBallStretch BeachBallKindnessPass MoodMondayBeachBall UnplugWithABeachBall',
  },
  bed: {
    music:
      'InBedSingAlong 3TunesFromMyBed HumYourWayOutOfBed BedHeadBallad OneMinuteMakeTheBedSong BedHairbrushKaraoke BedframeDrumSolo BedPillowBeatBattle',
  },
  'bed sheet': {
    dance:
      'BedSheetGhostShuffle BedSheetSkirtTwirl ParachuteBedSheetWave BedSheetShadowDance SnapTheBedSheetDrop FoldingBedSheetDuet 8CountBedSheetRoutine BedSheetCapeBattle',
    pet: 'CatUnderTheBedSheet PuppyBedSheetHelper BedSheetFortForPets 10SecondBedSheetPounce KittenVsFreshBedSheet BedSheetPeekaboo OldBedSheetDogBlanket GuessWhoBedSheetLump',
    prank:
      'BalloonsUnderTheBedSheet BedSheetPlushieParty DinosaurBedSheetsForDad 100StickyNotesBedSheet FoldedInHalfBedSheet WhoIsOnMyBedSheet DollSizeBedSheet CarWashBedSheetDoor',
    travel:
      'BedSheetBeachShade HotelBedSheetInspection 10SecondBedSheetFold BackyardBedSheetCamping 5ParksOneBedSheet PackABedSheetEverywhere HostelBunkBedSheetCurtain BedSheetStargazing',
  },
  bee: {
    travel:
      '5ParkBeeSafari BeeHoneyFromEveryTown SnapABeeAtEachStop CityVsCountryBees BeelineRoadTrip BumblebeeCountWalk BeeMeadowPicnic BeeBotanicalDayOut',
  },
  'before bed': {
    music:
      'LullabyBeforeBed ParentKidDuetBeforeBed HumTogetherBeforeBed 3TunesBeforeBed WhisperACoverBeforeBed MusicBoxBeforeBed BeforeBedSingAlong GoodnightSongBeforeBed',
    prank:
      'TurndownServiceBeforeBed TeddyArmyBeforeBed ShortSheetBeforeBed 100GooglyEyesBeforeBed BeforeBedBalloonRoom DoTheseFitBeforeBed SetASillyAlarmBeforeBed JokeUnderPillowBeforeBed',
    tech: '7DayNoScrollBeforeBed ChargeOutsideBeforeBed BeforeBedInboxZero BeforeBedScreenTime BeforeBedAudiobook DeleteOneAppBeforeBed BackupPhotosBeforeBed DoNotDisturbBeforeBed',
  },
  belly: {
    cooking:
      'PorkBellyBao 15MinuteBellySoup HappyBellyBowl 3IngredientBellyFiller BellyButtonPasta BellyLaughPancakes SoothingBellyTea WarmYourBellyWednesday',
  },
  'belly button': {
    prank:
      'TeddyGetsABellyButton BellyButtonFaceFriday PressMyBellyButton BellyButtonOnTheSnowman BellyButtonFactNotes BellyButtonPunCard GuessWhoseBellyButton SecretWordBellyButton',
  },
  bench: {
    music:
      '5BenchSongWalk SerenadeFromABench BenchBuskingDare DrumABeatOnABench BenchBuddiesDuet BenchConcertForPigeons BenchVsTableTaps 60SecondBenchJam',
  },
  binder: {
    prank:
      'WrongNameWednesdayBinder GooglyEyeBinderTabs FlipEveryBinderPage SillyBinderDividers WhoShrankMyBinder ComicsInTheirBinder PetPhotoBinderCover BinderStickyNoteStorm',
  },
  'bird bath': {
    dance:
      'RockinRobinBirdBath BirdBathShimmyShake 30SecondBirdBathWiggle PigeonStrutBirdBath BirdBathDanceOff 8CountBirdBathRoutine GardenPartyBirdBath SparrowStepBirdBath',
    fitness:
      'BirdBathRefillCarry ScrubTheBirdBath FlamingoBalanceBirdBath 60SecondBirdBathHops ArmFlapBirdBathBattle 7DayBirdBathWorkout BirdBathStretchBreak WheelbarrowBirdBath',
  },
  'birthday candles': {
    fashion:
      '5MinBirthdayCandleGlam MatchYourBirthdayCandles FeltBirthdayCandleCrown PartyFitBirthdayCandles DressLikeABirthdayCandle ThenVsNowBirthdayCandles PastelBirthdayCandleLook BirthdayCandleSocks',
    prank:
      'StackSocksBirthdayCandles RandomDayBirthdayCandles GuessMyAgeBirthdayCandles BroccoliBirthdayCandle 7PartiesBirthdayCandles GlowStickBirthdayCandles HouseplantBirthdayCandles HalfBirthdayCandles',
  },
  'blanket fort': {
    gaming:
      '3GameBlanketFortMarathon BlanketFortFlashlightTag BlanketFortPillowFight KidsVsParentsBlanketFort PillowFortTriviaNight 5MinuteBlanketFortRace BlanketFortCaptureFlag BlanketFortCardTourney',
  },
  blimp: {
    cooking:
      'TurnAnythingIntoABlimp BlimpBakeOff 10MinuteBlimpSnack WatermelonBlimp 3IngredientBlimpBites FluffyBlimpPancakes EclairBlimpFleet BlimpBentoBox',
    dance:
      'FloatLikeABlimp SlowestBlimpDanceOff BlimpLandingFreeze 8CountBlimpRoutine 30SecondBlimpGroove DriftingBlimpWaltz BlimpPropellerSpin MirrorMeBlimpDuet',
    pet: 'CatSpotsTheBlimp PlushBlimpFetch BlimpTunnelForBunny BlimpSpottingWalkies CardboardBlimpPetBed 7DayBlimpTrick KittenInABlimpBox PuppyVsBlimpToy',
    wellness:
      'BlimpBellyBreathing SlowAsABlimp OneMinuteBlimpDrift WorryBlimpFloatAway 7DayBlimpGratitude DoodleTodaysBlimp HumLikeABlimp GentleBlimpStretch',
  },
  blink: {
    fashion:
      'BlinkPajamasToPosh BlinkRevealEyeshadow 7BlinkLookbook SunglassesDropBlink BlinkGlowUp BestieBlinkTrade BlinkThroughTheDecades FitCheckInABlink',
  },
  blueberry: {
    dance:
      'BlueberryOnTheNoseGroove BlueberryHillSlowDance RollLikeABlueberry 30SecBlueberryBounce ParentKidBlueberryDuet BlueberryPickAndPivot TinyMovesTuesdayBlueberry BlueberryBushShuffle',
    fitness:
      'BlueberryPickingSquats BlueberryHillSprints SpoonAndBlueberryRace OneBlueberryPerRep 60SecondBlueberryHustle BlueberryCrunchCount PlankBlueberryTransfer BlueberryMountainClimbers',
    prank:
      'BlueberryGooglyEyeBowl BlueberryBalloonHallway BlueberryTeethPrank 1BlueberryGiftBox BlueberryFridgeFaces TextOnlyBlueberryEmojis WhoLeftAGiantBlueberry CallThemBlueberryAllDay',
  },
  boardwalk: {
    fitness:
      'BoardwalkSunriseJog BoardwalkStairSprints 100LungeBoardwalkDare PierPlankHold RaceMeDownTheBoardwalk BoardwalkTenKSteps 30MinuteBoardwalkLoop BoardwalkSkipping',
    pet: 'BoardwalkPupPhotoShoot PierDogSunset BoardwalkPawHeatCheck BoardwalkSniffTour HowManyHellosBoardwalk SlowMoSaturdayBoardwalk 5CoolMorningBoardwalks BoardwalkWaterBowlStop',
  },
  'bobby pin': {
    art: 'BobbyPinWireSculpture NailPolishBobbyPins BobbyPinLineArt SpellYourNameInBobbyPins 50BobbyPinMosaic BobbyPinStickFigures 60SecondBobbyPinCritter ShadowBoxBobbyPins',
  },
  boomerang: {
    cooking:
      'BoomerangCookies CanYouPipeABoomerang FlipPancakesBoomerang BananaBoomerangSplit 5MinuteBoomerangBites BoomerangFruitKebabs BoomerangPavlova BoomerangLamingtons',
    dance:
      '3MoveBoomerangCombo OneSecondBoomerang BestieBoomerangBattle BoomerangMoonwalk BoomerangComeBackBoogie PassItOnBoomerang BoomerangHairFlip RewindTheBoomerang',
    fashion:
      'BoomerangComebackFit MomsClosetBoomerang 5StylesInOneBoomerang BoomerangOutfitSpin BoomerangHatFlipReveal ThenVsNowBoomerang MidCenturyBoomerangLook 10SecondBoomerangGlam',
    funny:
      'BoomerangNeverCameBack WaitForItBoomerang PlanVsRealityBoomerang DogMeetsBoomerang 10AttemptBoomerangThrow BoomerangPaperFlops BoomerangCatchCelebration BoomerangSportscast',
    gaming:
      'BoomerangOnlyRun BoomerangTrickShot PaperBoomerangBattle CanYouCatchYourBoomerang BoomerangBullseye BoomerangHorseGame KnockDown5CupsBoomerang 10SecondBoomerangDuel',
    prank:
      '7DayGardenGnomeBoomerang UglyMugMondayBoomerang BoomerangReturnToSender IllBeBackBoomerang BoomerangToyInTheirBag BoomerangSockSaga BoomerangRegift HumTillTheyJoinBoomerang',
  },
  bored: {
    educational:
      'BoredMemorizePi BoredFlagQuiz BoredMapFromMemory 5RiddlesForBoredKids TrueOrFalseBoredEdition OneFactWhenBored TeachMeSomethingImBored BoredSignLanguageABCs',
    music:
      'BoredKitchenBand 60SecondBoredJam BoredShoeboxGuitar BoredomBlues RemixItWhenBored DuetWithMyBoredSibling SoBoredIWroteASong BoredBucketDrumming',
  },
  boss: {
    prank:
      'BossMugGooglyEyes BossCardboardCutout WhosBossToday CallMomBossAllDay BossDonutSurprise TinyDeskTuesdayBoss ThroneForTheBoss BossSillyMemoPrank',
  },
  'bottle flip': {
    music:
      'BottleFlipXylophone BottleFlipDrumFill BeatboxBottleFlipDuet BottleFlipOnTheDrop BottleFlipThenBlowATune 10BottleFlipsOneTrack 60SecondBottleFlipRhythm NameThatBottleFlipSong',
    prank:
      'BottleFlipSecretTape BottleFlipMagnetTrick TryADollSizeBottleFlip FrozenBottleFlip 3SecondBottleFlipBluff BetYouCantBottleFlipThis StandingOvationBottleFlip BottleFlipSandFilled',
    travel:
      'BottleFlipEveryStop 5CityBottleFlipTour HotelRoomBottleFlip BottleFlipWithAView JetLagVsBottleFlip BottleFlipOnTheTrain BottleFlipRoadTrip CanYouBottleFlipAbroad',
  },
  'bouncy ball': {
    art: 'SplatPaintBouncyBall AnimateABouncyBall 100DotBouncyBallPrint BouncyBallArtBattle SolarSystemBouncyBalls BouncyBallRollPainting 10SecondBouncyBallSketch GiantBouncyBallSculpture',
    fashion:
      '5DayBouncyBallBrights RainbowBouncyBallFit BouncyBallHairTies 10MinuteBouncyBallLook GlitterBouncyBallNails BouncyBallColorBattle ResinBouncyBallRing DressLikeABouncyBall',
    fitness:
      'SquatAndCatchBouncyBall 60SecondBouncyBallDrill PlankPassBouncyBall ChaseTheBouncyBall 100RepBouncyBallDare BouncyBallRelay OneLegBouncyBall BouncyBallSideShuffle',
    music:
      'BouncyBallDrumBeat 5SurfacesBouncyBallSolo BoingSoundBouncyBall 30SecondBouncyBallRhythm DadAndMeBouncyBallDuet TambourineBouncyBall CountInWithBouncyBall PotLidBouncyBallJam',
  },
  braces: {
    prank:
      'GooglyEyedBracesCase WhoSentTheBracesLetter BracesStuckSpinachBluff BracesSmileFilterPrank BracesGiantToothbrush 1WeekOfBracesPuns BracesOffConfetti GiveTeddyBraces',
  },
  braid: {
    prank:
      'BraidTheirHoodieStrings BraidWhileTheyNap BraidGiantYarnWig GiveYourPlantBraids SurpriseFishtailBraid 10CablesBraided DidDadSpotTheBraid BraidTeddyBearHairdo',
  },
  brain: {
    travel:
      'BrainTeaserRoadTrip CanYourBrainNameEveryStop KidBrainVsSatnav BrainQuizOnTheTrain 26SignBrainGame WhichCountryBrainBuster BrainOnlyDirectionsDare BrainMapFromMemory',
  },
  bubble: {
    fashion:
      'BubbleSkirtTwirl BubbleSleeveThriftFlip 7DayBubblegumPink BubbleHemThreeWays PuffyAndProud 80sVsNowBubbleLook BubbleIridescentMakeup 10MinuteBubblePonytail',
  },
  'bubble gum': {
    pet: 'BubbleGumPetPortrait PupProofYourBubbleGum BubbleGumSqueakyToy BubbleGumBigBallFetch GumballMachineTreatDrop BubbleGumColorDogBed BubbleGumBunnyHutch BubbleGumCatScratcher',
  },
  'bubble wrap': {
    art: 'BubbleWrapFishScales KidVsArtistBubbleWrap PaintWithBubbleWrap BubbleWrapPopArt 10MinuteBubbleWrapPrint FootprintBubbleWrapMural BubbleWrapDotPortrait BubbleWrapStampedTote',
    cooking:
      'BubbleWrapChocolate 10MinuteBubbleWrapBark PeelRevealBubbleWrap FamilyBubbleWrapBakeOff BubbleWrapHoneycomb EdibleBubbleWrap BubbleWrapCandyMelts BubbleWrapWaffles',
    fitness:
      'BubbleWrapHighKnees BubbleWrapPlankTaps BubbleWrapPopSquats 60SecondBubbleWrapStomp 100JacksOnBubbleWrap BubbleWrapBearCrawl SiblingsVsBubbleWrap HopscotchBubbleWrap',
    pet: 'PaperBagVsBubbleWrap SlowMoStepsBubbleWrap BubbleWrapKittenPounce CatSitsOnBubbleWrap BubbleWrapBoxCatNap WhoPoppedTheBubbleWrap BubbleWrapSniffTest KneadingKittyBubbleWrap',
    wellness:
      'MindfulBubbleWrap BubbleWrapBarefootWalk BubbleWrapBreaths BubbleWrapWorries 2MinuteBubbleWrapReset SlowestPopBubbleWrap 10ThankYousBubbleWrap SundayStressBubbleWrap',
  },
  bulldozer: {
    art: 'BulldozerTrackPainting BulldozerSketch CardboardDozerBuild ClayDozerModel KidVsDadBulldozerDrawing DozerMosaicTiles EyesClosedBulldozer BlueprintBulldozer',
    cooking:
      'BulldozerDirtCupcakes BulldozerBirthdayCake 10MinuteBulldozerSnack BuildABulldozerSandwich BulldozerGravelTrailMix HardHatBulldozerLunch 5ScoopBulldozerDinner PotatoMoundBulldozer',
    fashion:
      'BulldozerHardhatFit 5DayBulldozerYellow LittleBuilderCostume 3WaysBulldozerOveralls SiteToStreetBulldozer DressLikeABulldozer HiVisBulldozerVest MiniMeBulldozerTwins',
    music:
      'BulldozerBeepBeat BulldozerRumbleRemix 30SecondBulldozerSong HeavyMetalBulldozer BulldozerBeatboxBattle HardHatBulldozerBand HumLikeABulldozer DrumAlongBulldozer',
  },
  burp: {
    travel:
      'PardonMyBurpIn5Languages BurpEchoHunt IsABurpPoliteHere BurpApologyPhrasebook RoadTripBurpCount BurpEtiquetteAbroad HikeOffTheBurp BurpRuleQuizByCountry',
  },
  butter: {
    art: 'ButterSculpture 10MinuteButterCarving ButtercreamBouquet ButterKnifePainting ToastAsACanvas PaintInButterYellow ClayVsButterBattle ButterMoldShapes',
    pet: 'PetsNamedButters ButterSoftFurBrush 10SecondButterMelt ButterballPhotoShoot GuessWhosCalledButter 7DayButterSmoothCoat ButterPawBalm ButterscotchKittyPortrait',
    prank:
      'ButterOrCakeIllusion GuessWhatsInTheButterTub ButterCookieTinSewingKit CallMeButterAllDay ButterDishLoveNote ButterGooglyEyeStick 1TinyButterPat LabelEverythingButter',
  },
  'butter knife': {
    fashion:
      'ButterKnifeBracelet SharperThanAButterKnife BrunchFitButterKnife ThriftMyButterKnifeRing TableToRunwayButterKnife ButterKnifeFlatlay ButterKnifePoseOff ButterKnifeApronLook',
    gaming:
      'GuessTheButterKnifeSpread SpinAButterKnife ButterKnifeToastTower JamTicTacToeButterKnife BalanceYourButterKnife ButterKnifeIcingOff 30SecondButterKnifeRace ButterKnifeToppingDice',
    pet: 'ButterKnifeLickMat PuppyEyesButterKnife LeaveItButterKnife SliceABananaButterKnife 60SecondButterKnifeWait WhoBegsBestButterKnife BunnyButterKnifeSalad PumpkinButterKnifeTreats',
    travel:
      'PicnicButterKnifeKit 3BreadsButterKnifeTour TrainButterKnifeSandwich ButterKnifeLocalSpreads SouvenirButterKnifeHunt BagelVsToastButterKnife 10MinuteButterKnifeLunch ButterKnifeSeesTheWorld',
    wellness:
      'SlowMorningButterKnife SpreadKindnessButterKnife ButterKnifeToastASMR TeaTimeTuesdayButterKnife PicnicForOneButterKnife 7DayButterKnifeBreakfast 2MinuteButterKnifePause PhoneFreeButterKnifeMeal',
  },
  cabin: {
    fashion:
      'CabinFlannelFit CabinPackFiveOutfits CabinThriftedKnits CityToCabinGlowUp 10MinuteCabinLayers CozyCabinCapsule DressForACabinWeekend CabinWoolSocksLook',
    fitness:
      'CabinFirewoodCarry 30DayCabinStrong CabinMorningHike CabinFeverCardio 20MinuteCabinCircuit LumberjackLunges CityVsCabinWorkout CabinWoodpileSquats',
    prank:
      'GooglyEyedCabinLogs TeddyTuesdayCabinGuest CabinStickyNoteStorm CabinOwlHootBluff DidBigfootVisitOurCabin CabinTinyGnomeHunt CabinPineconeInTheBed 50RubberDucksCabin',
    tech: 'CabinPhoneOnlyVlog NoWifiCabinDare CabinWeekendOnOneCharge TinyCabinTechTour CabinOfflineMapHike CabinStarPhotoApp CabinNightSkyTimelapse 10ShotCabinStory',
  },
  cactus: {
    educational:
      '30DayCactusGrowthLog CactusWaterStorageTest CactusOrSucculentQuiz SaguaroAgeGuess CactusFactOrFiction PlantACactusFromSeed NameThatCactusIn5Seconds WhereDoesThisCactusGrow',
  },
  'cake topper': {
    cooking:
      'EdibleCakeTopper 10MinuteCakeTopper PipeAChocolateCakeTopper KidVsBakerCakeTopper FruitArtCakeTopper 3IngredientCakeTopper CerealBarCakeTopper CakeTopperMeringueKisses',
    dance:
      'FreezeLikeACakeTopper BallerinaCakeTopperSpin WeddingCakeTopperWaltz CakeTopperCoupleDip CakeTopperDanceOff 8CountCakeTopperRoutine 30SecondCakeTopperGroove CakeTopperBowAndCurtsy',
    educational:
      'CenterOfMassCakeTopper IsItEdibleCakeTopperQuiz GumPasteCakeTopper CakeTopperScaleMath PopUpPaperCakeTopper 5CoinCakeTopperBalance CanYouMixCakeTopperPurple FinishTheCakeTopperHalf',
    fashion:
      'DressLikeTheCakeTopper ThenVsNowCakeTopper CakeTopperFascinator 10MinuteCakeTopperLook CoupleMatchesCakeTopper MiniMeCakeTopper TuxedoCakeTopper SparkleFitCakeTopper',
    pet: 'GotchaDayCakeTopper PetPortraitCakeTopper PawPrintCakeTopper MakeADogCakeTopper CakeTopperFromPupTreats KittyPlushCakeTopper TennisBallCakeTopper BunnyVsCakeTopper',
  },
  california: {
    fitness:
      'CaliforniaSandSprints 30DayCaliforniaSteps CaliforniaTrailRun 10MinCaliforniaPopUps NorthVsSouthCalifornia CaliforniaGoldenHourHike CaliforniaSunriseJog SweatLikeACalifornian',
    pet: 'CaliforniaBeachZoomies PatioBrunchPup CaliforniaSunsetDogWalk CaliforniaCatSunbathe 7DayCaliforniaPetShoot 5SecondCaliforniaPawTest IsYourHamsterCalifornian CaliforniaKittyNap',
    wellness:
      'CaliforniaSunsetCalm 7DayCaliforniaChill CaliforniaSunshineBreak CaliforniaStargazing 10MinCaliforniaReset CaliforniaSlowSunday FindYourInnerCalifornia LivingRoomCalifornia',
  },
  camel: {
    gaming:
      'CamelRaceBoardGame WalkLikeACamelRelay CamelCharadesNight LlamaOrCamelQuiz BestCamelImpressionWins CamelHumpDayTourney DrawTheCamelBlind CamelDesertDiceDash',
    tech: '10SecondCamelAnimation CamelFaceFilter CamelStopMotion CamelWallpaperDesign TellItInCamelEmojis AskAICamelFacts ToyCamelGreenScreenTrip KidVsAppCamelDrawing',
  },
  camera: {
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome CameraCapGooglyEyes CameraTimerPhotobomb SayCheeseBananaCamera WhoChangedMyCameraFilter TinyCameraTuesday CameraSlideshowTribute',
  },
  campus: {
    educational:
      'CampusLegendsQuiz 60SecondCampusFact TrueOrFalseCampusEdition 10StopCampusTour CampusNoteTakingDuel CampusTreeIDWalk WhoIsThisStatueCampus CampusBuildingAgeGuess',
    gaming:
      'FreshmenVsSeniorsCampus CampusChessOnTheQuad CampusHideAndSeek 5BuildingCampusRace DormFloorTourney BeatYourRoommateCampus CampusCaptureTheFlag CampusTriviaBowl',
    prank:
      'CampusStickyNoteDoor CampusRoommateCutout 100CupMazeCampus FramedFridayCampus GooglyEyeEverythingCampus CampusDormRoomGiftWrap WhoShrankMyCampusDesk CampusMemeWallPrank',
  },
  capybara: {
    cooking:
      'CapybaraToastArt CapybaraOnigiri MakeItACapybara SteamedCapybaraBuns 10MinuteCapybaraSnack KidVsParentCapybara 3IngredientCapybaraBites CapybaraBentoBox',
  },
  cardboard: {
    funny:
      'CardboardCutoutOfMe CardboardDriveThru CardboardTimeMachine ToyVsCardboardBox CatPrefersTheCardboard FlyCardboardAirlines CardboardNewsDesk CardboardRobotButler',
    travel:
      'CardboardTrainToAnywhere 7CountriesInCardboard CardboardArrivalsSign 10MinuteCardboardSuitcase WhereIsCardboardBuddyNow CardboardPassportBook RideACardboardPlane CardboardHillSlide',
  },
  carnival: {
    fitness:
      '10MinuteCarnivalCardio CarnivalSambaSquats 30DayCarnivalReady CarnivalHipShakeHIIT MarchLikeACarnivalParade FamilyCarnivalConga KeepUpWithTheCarnival CarnivalLimboStretch',
    music:
      'CarnivalRiceShakerJam CarnivalBucketDrums PotsVsPansCarnival SambaWhistleSolo CarnivalCallAndResponse 60SecondCarnivalBeat JoinTheHallwayCarnival CarnivalTambourineRoll',
    prank:
      '100RedNosesCarnival CarnivalBalloonChair CarrotGoldfishCarnival GuessYourCarnivalPrize JoinTheCarnivalConga CarnivalMusicAlarm CarnivalizeTheirDesk CarnivalStreamerDoor',
  },
  carpenter: {
    gaming:
      'GuessTheCarpentersTool CarpenterDominoTopple CarpenterBuildBattle StackLikeACarpenter CarpenterMarbleRunDuel EyeballItCarpenter 10BlockCarpenterTower MysteryBoxCarpenter',
  },
  carpool: {
    prank:
      'WrongNameWednesdayCarpool GooglyEyesOnCarpoolSeats CarpoolSillyHatDay OperaOnlyCarpool CarpoolRubberDuckArmy CarpoolPlushPassenger ChauffeurModeCarpool PayYourCarpoolFareInJokes',
  },
  castle: {
    music:
      'CastleTrumpetFanfare 10SecondCastleJingle CastleBardBallad KingOfTheCastleAnthem KnightVsDragonCastleRap CastleDrumMarch SingFromYourBlanketCastle CastleKazooProcession',
    prank:
      'CrossTheCastleMoat CastleTrumpetWakeUp 100ToyKnightsCastle CastleGateOnTheirDoor MajestyMondayCastle CastleDragonFootprints WelcomeToCastleDad CastleRedCarpetHallway',
    wellness:
      'CastleGardenStroll DrawYourCalmCastle CastleCourtyardYoga CastlePicnicWithABook CastleMorningStretch CastleMoatReflection SelfCareSaturdayCastle CastleCushionNap',
  },
  cave: {
    cooking:
      'HandsOnlyCaveLunch CaveGeodeCake CaveCrystalRockCandy CavemanBerryBowl BuildACaveForDinner 3IngredientCaveCrunch CaveChocolateStalactites 10MinuteCaveSnack',
    fitness:
      '10MinuteCaveCircuit CavemanSquats BearCrawlIntoTheCave 30DayCaveStrong FamilyCaveRescueRelay CaveLimboUnderTheTable CaveTunnelPlank CaveDuckWalkDrill',
  },
  'cereal bowl': {
    dance:
      'SpoonMicCerealBowl CerealBowlBalanceDance PajamaJamCerealBowl 30SecondCerealBowlGroove MoonwalkToTheCerealBowl CerealBowlBattle 8CountCerealBowlShuffle CerealBowlTango',
    fitness:
      'CerealBowlBalanceSquat 60SecondCerealBowlHold NoSpillCerealBowlWalk TreePoseCerealBowl EarnYourCerealBowl LungeToTheCerealBowl CerealBowlRelayRace CerealBowlCalfRaises',
    prank:
      'GooglyEyedCerealBowl TeddyTuesdayCerealBowl DollSizeCerealBowl CerealBowlGiantSpoon SmileyFaceCerealBowl ChopsticksOnlyCerealBowl WhoIsInMyCerealBowl FancyButlerCerealBowl',
    wellness:
      'MindfulCerealBowl SlowSaturdayCerealBowl PhoneFreeCerealBowl 5MinuteCerealBowlPause CerealBowlInTheSunshine 7DayCerealBowlGratitude ShareACerealBowl CerealBowlMoodCheck',
  },
  chalk: {
    cooking:
      'ChalkHopscotchCookies ChalkFirstThenCook ChalkboardCake GuessMyDishFromChalk ChalkSignLemonadeStand WriteTheMenuInChalk SidewalkChalkBakeSale 30MinuteChalkCafe',
    travel:
      'OneChalkDoodlePerCity ChalkMuralHunt ChalkHelloInANewPark GiantWorldMapChalk SidewalkSafari ShadowTracingChalkTrip ChalkTheTownSquare ChalkPassportStamps',
  },
  chalkboard: {
    gaming:
      'ChalkboardHangman 10SecondChalkboardDraw ChalkboardMazeRace TicTacToeOnAChalkboard KidsVsParentsChalkboard DotsAndBoxesBoard FinishMyChalkboardDoodle ChalkboardTriviaShowdown',
    prank:
      'ChalkboardSecretDoodle SurpriseChalkboardMenu WhatHolidayIsItChalkboard DrawTheirFaceChalkboard BackwardsChalkboardNote 100SmileysOnTheChalkboard ChalkboardSillyChores WrongBirthdayChalkboard',
  },
  charger: {
    music:
      '60SecondChargerRap ChargerDeadPhoneBallad ChargerLowBatteryBlues FullyChargedAnthem WhoTookTheChargerDuet ChargerOnePercentOpera RemixMyChargerBeep ChargerLullaby',
  },
  'cheese grater': {
    prank:
      'CheeseGraterRobotFriend CheeseGraterGooglyEyes GuessTheGiftCheeseGrater NestedBoxCheeseGrater 7DaysOfCheeseGraterNotes MeetOurNewCheeseGrater GreatestCheeseGrater WakeUpGraterSerenade',
  },
  cherry: {
    pet: 'PetsNamedCherry CherryPlushFetch CherryPetalCatChase SakuraPupPortrait CherryBlossomDogWalk CherryToyTugOfWar KeepCherryPitsFromKitty SpotTheCherryColoredBall',
  },
  chili: {
    funny:
      'ChiliBeansDebate SecretChiliIngredient ChiliToppingTierList ChiliPotluckGuestTypes ChiliDayFour 60SecondChiliCommentary DadVsMomChiliVerdict RateMyChiliHonestly',
    prank:
      'WhatsInTheChiliPot BreakfastIsChiliBluff LabelEverythingChili SayChiliSaturday ChiliTinySpoonTrick ChiliPepperGooglyEyes ChiliChefHatParade ChiliCostumeDoorAnswer',
  },
  chin: {
    tech: 'ChinFaceFilter UnlockWithHandOnChin ChinPuppetGreenScreen 60SecondChinTalkShow VoiceChangerChinSkit GuessWhoseChinZoomedIn StopMotionChinMonster ChinSelfTimerPose',
  },
  china: {
    prank:
      'TinyTeacupTuesdayChina ChinaLanternWelcome ServeCerealOnFineChina ChinaPandaPeekaboo ChinaChopsticksOnlyDinner PaperDragonDoorway GuessWhichIsRealChina ChinaRedEnvelopeJoke',
  },
  choir: {
    prank:
      'HumanDoorbellChoir SingEveryAnswerChoir 5VoiceOffKeyChoir ChoirInTheKitchen WhoIsSingingChoir HallelujahWakeUp ChoirVoicemailSurprise ChoirHumsBehindDad',
  },
  'chore chart': {
    wellness:
      'ChoreChartRestDay FairShareChoreChart ZenDishChoreChart 10MinuteChoreChartReset TeamChoreChart WeekLongChoreChartStreak ChoreChartDanceBreak SpotlessSundayChoreChart',
  },
  'christmas cookie': {
    gaming:
      '10ChristmasCookieTower ChristmasCookieCharades 30SecChristmasCookieFace ChristmasCookieMemory ChristmasCookieTicTacToe HideTheChristmasCookie NameThatChristmasCookie ChristmasCookieTrivia',
  },
  cinnamon: {
    art: 'CinnamonDoughOrnaments CinnamonStickStars 3ShadesOfCinnamon PaintWithCinnamon 10MinuteCinnamonArt CoffeeVsCinnamonPainting CinnamonScentedCollage CinnamonGlitterJars',
    prank:
      'CinnamonStickMustache WhoWantsSockCinnamonRolls CinnamonScentNoBuns CinnamonGooglyEyeJar 1TinyCinnamonSwirl CinnamonCardboardBakery ChopsticksMadeOfCinnamon CallThemCinnamonAllDay',
    wellness:
      '3BreathsOfCinnamon CinnamonTeaRitual 10MinuteCinnamonReset CinnamonGratitudeNotes CinnamonCozyBlanketRead WarmSpiceJournal SlowSundayCinnamon CinnamonMilkBedtime',
  },
  circus: {
    gaming:
      'CircusBeanBagToss 60SecondCircusGames 3ScarfCircusJuggle RingmasterSaysCircus CircusCanKnockdown CircusRingOnABottle BalanceItCircusStyle CircusPinTheNose',
    tech: 'CircusOfToysStopMotion CircusSlowMoTrick CircusClownFilterFaceOff JoinACircusInAnApp 3ActCircusOnVideoCall CircusGlowStickTrails 10SecondCircusIntro VoiceOverTheCircus',
  },
  city: {
    prank:
      'CityCafeMorningTray 100PaperPigeonsCity AreWeMovingToTheCity CitySouvenirFromNextDoor ToyTrafficTuesdayCity SurpriseCitySkylinePicnic LivingRoomCityMap CityRestaurantAtHome',
  },
  clap: {
    fitness:
      'MoveWhenIClap 100ClapWorkout 60SecondClapCardio PartnerSitUpClap ClapRelayRace SquatOnEveryClap ClapInPlankHold ClapsInOneJump',
    prank:
      'CanYouClapLightsOff ClapWhenTheyWalkIn SitcomClapTrack MagicClapMonday SlowClapWakeUp ClapAt100LittleThings EveryoneFreezesOnClap StandingClapForChores',
  },
  classical: {
    cooking:
      'ClassicalPancakeFlips 4MovementClassicalMeal DinnerInOneClassicalPiece ClassicalKneadAlong ClassicalLayerCakeBake RockVsClassicalCookOff WhiskToClassical ClassicalVienneseCoffee',
    prank:
      'FifthSymphonyEntrance ClassicalWakeUpCall SlowMoSundayClassical ClassicalButlerBreakfast WhoPressedPlayClassical HumClassicalAllDay ClassicalFridgeFanfare ClassicalOnHoldPrank',
  },
  classroom: {
    cooking:
      'ClassroomBakeSale 10MinuteClassroomSnack ClassroomFruitKabobs ClassroomLunchboxArt 3IngredientClassroomTreat TopOfTheClassCookies ClassroomCookOff BlindTasteClassroomQuiz',
    fitness:
      'ClassroomDeskStretch 1MinuteClassroomWiggle ClassroomSpellSquats 100JumpClassroomDare ClassroomQuizPushUps ClassroomRecessReps TeamRedVsBlueClassroom AnimalWalksClassroom',
    tech: 'ClassroomStopMotion SeptemberVsJuneClassroom DesignAClassroomGame ClassroomGreenScreen ClassroomNewsBroadcast ClassroomQuizAppShowdown 10MinuteClassroomPodcast 5SlideClassroomStory',
    wellness:
      'ClassroomCalmCorner ClassroomKindnessChain ClassroomMindfulMinute 7DayClassroomGratitude ClassroomBrainBreak PassAComplimentClassroom 5MinClassroomStretch MoodMondayClassroom',
  },
  clay: {
    dance:
      'ClaymationDance HumanClayDuet 30SecondClayMelt ClayPoseThenDance ClaySquishAndSway WetVsDriedClayMoves TwistLikeClay ClayDancerFigurine',
  },
  clothesline: {
    tech: 'ClotheslineTimelapse ClotheslineBeatTheRain 60SecondClotheslineEdit ClotheslineStopMotion ClotheslineWindyDayTest WillItDryByNoon AppForecastVsClothesline ReverseVideoClothesline',
  },
  cloud: {
    fitness:
      'CloudChaserRun CloudyDayHike CloudPunchCardio OnCloudNineCircuit OneSquatPerCloud CloudGazeStretch 60SecondCloudBalance ReachForTheClouds',
  },
  'cloudy day': {
    art: 'CloudyDayWindowSketch 5GreyShadesCloudyDay CottonCollageCloudyDay DoodleTheShapesCloudyDay 10MinuteCloudyDayPainting KidVsParentCloudyDay CloudyDayChalkMural AddTheSunCloudyDay',
    funny:
      'DramaticCloudyDayForecast WeatherAppLiedCloudyDay CloudyDaySunglassesAnyway CloudyDayVsMyPlans RateTodaysCloudyDay MissingSunPosterCloudyDay 30SecondCloudyDayRant CloudyDayBlanketBurrito',
    travel:
      'CloudyDayMuseumHop 5FreeThingsCloudyDay SunnyVsCloudyDayTrip CloudyDayPhotoWalk ShowUsYourCloudyDaySpot CloudyDayCafeCrawl MoodyCastleCloudyDay TrainWindowCloudyDay',
  },
  coach: {
    music:
      'CoachWhistleRemix 30SecondCoachPepTalkRap CoachTeamChant CoachWalkoutBeat PlayersVsCoachSingOff CoachFightSong HumYourCoachsCatchphrase 5WordCoachJingle',
  },
  'coat rack': {
    cooking:
      'PretzelPartyCoatRack CoatRackPastaDrying HangDriedHerbsCoatRack GrabAndGoCoatRack CoatRackDonutTree 5LunchBagCoatRack BagelVsCroissantCoatRack CookieOrnamentsCoatRack',
    fitness:
      '60SecondCoatRackRelay CoatRackTiptoeReach JumpingJacketsCoatRack 10HookCoatRackLunges SquatAndHangCoatRack KidsVsDadCoatRack PlankZipUpCoatRack ScarfStrapStretchCoatRack',
    pet: 'LeashOnTheCoatRack WhoRunsFirstCoatRack PawWipeCoatRack CoatRackHarnessHook DoorMannersCoatRack 10SecondStayCoatRack 7DayCoatRackRoutine CoatRackTreatPouch',
  },
  'coca cola': {
    pet: 'CocaColaPolarBearPup CocaColaCrateCatNap KeepCocaColaFromKitty DogVsCocaColaJingle PetRecreatesCocaColaAd 3PoseCocaColaBunny CocaColaSantaPaws CocaColaBoxCastle',
    prank:
      'CocaColaCanFullOfCandy NotesFromCocaColaBear CocaColaCustomLabel CocaColaShakeAndBluff 10JokesOnCocaColaCaps SantaSodaDrop CocaColaFridgeGooglyEyes WhoShrankTheCocaCola',
  },
};
