import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  wrench: {
    dance:
      'DoTheMonkeyWrench WrenchAndRoll WrenchRobotDance TwistLikeAWrench GarageWrenchShuffle LipSyncIntoAWrench WrenchPitStopBoogie QuarterTurnWrench',
    fitness:
      'GripLikeAWrench WrenchToolboxCarry WristTwistWrench WrenchPlankPass WrenchSitUpHandoff OverheadWrenchHold WrenchSquatAndTurn MonkeyWrenchWorkout',
    funny:
      'HandMeTheWrench WrongWrenchAgain StuckBoltWrenchFace HandyDadWrenchPOV FakeItWithAWrench PocketWrenchFlex TinyWrenchBigJob WrenchSoundEffects',
    prank:
      'WrenchForEverything GooglyEyeWrench WrenchInTheFridge CardboardWrench WrenchToBananaSwap AnswerTheWrench SqueakyToyWrench FoilWrappedWrench',
    cooking:
      'WrenchCookies StuckJarWrenchTrick FathersDayWrenchCake PretzelWrenches NutsBoltsAndWrenches WrenchNutcracker WrenchShapedPancakes LunchForTheWrenchCrew',
    travel:
      'RoadTripWrenchKit BikeTourWrench FleaMarketWrenchHunt WrenchInCarryOn BuyAWrenchAbroad PackTheWrench CampsiteWrenchFix GloveboxWrenchCheck',
    fashion:
      'WrenchNecklace BoilerSuitWrenchFit BackPocketWrench WrenchToolBeltLook WrenchPrintTee WrenchEarrings WeCanDoItWrench GarageGlamWrench',
    wellness:
      'LoosenUpLikeAWrench FixOneThingWrench WrenchWristStretch WrenchThankYouNote MindfulWrenchTurns WrenchWithGrandpa HandCreamAfterWrench TidyWrenchDrawer',
    speed:
      'TenBoltWrenchDash FindTheRightWrench WrenchSizeSort OneMinuteWrenchFix WrenchRelay BeatTheClockWrench PitStopWrenchRace BikeSeatWrenchSwap',
    music:
      'WrenchXylophone TapTheWrenchBeat WrenchDrumSolo WorkSongWrench WrenchAirGuitar WhistleWhileYouWrench WrenchTriangle ToolboxWrenchJam',
    art: 'WrenchStillLife TraceTheWrench ClayWrenchModel WrenchPaintStamp WrenchBlueprint OneLineWrench PegboardWrenchArt RainbowWrenchSet',
    tech: 'StopMotionWrench WrenchTimeLapse WrenchSlowMoCam WrenchSpreadsheet WrenchMacroShot ZoomInOnTheWrench EmojiWrenchStory ReverseVideoWrench',
    pet: 'WrenchTheCatTree PetSupervisorWrench PlushWrenchToy DogCrateWrenchFix HamsterWheelWrench BirdcagePerchWrench WrenchUpALeashHook PetGateWrenchCheck',
    gaming:
      'SpinTheWrench WrenchCharades PassTheHotWrench GuessTheWrenchSize WrenchHideAndSeek RockPaperWrench WhoHasTheWrench WrenchTreasureHunt',
  },
  'corn dog': {
    dance:
      'DoTheCornDogDip CornDogZigzag CornDogMicCheck FairgroundCornDogJig TwirlTheCornDog CornDogLineDance BoogieWithACornDog HoedownCornDog',
    fitness:
      'WalkOffACornDog CornDogPlankHold BalanceACornDog BatterUpCornDog CornDogHulaHoop LimboUnderACornDog SackRaceCornDog SquatForACornDog',
    funny:
      'TheCornDogDebate CornDogSwordFight MustardMustacheCornDog CornDogPuppetShow SlowMoCornDogBite CornDogFoodCritic FirstCornDogReaction NarrateMyCornDog',
    prank:
      'GooglyEyedCornDog CornDogWakeUpCall EmptyCornDogStick CornDogPhotobomb CornDogStickyNotes OnlyCornDogsTonight SleepyCornDogWhisper FancyDinnerCornDog',
    educational:
      'SayCornDogInFrench SignCornDogInASL ReadACornDogLabel FractionsWithCornDogs CornDogTimeline CornDogBudgetMath CornDogNameMap CornDogFoodScience',
    travel:
      'StateFairCornDogCrawl CornDogRoadTrip BestCornDogInTown BoardwalkCornDog KoreanCornDogInSeoul BallparkCornDog CornDogPassport CarnivalCornDogQuest',
    fashion:
      'DressLikeACornDog CornDogHalloween CornDogEarrings CornDogSocks FairDayCornDogFit AllWhiteCornDogDare CowboyBootsCornDog CornDogKeychain',
    wellness:
      'NoGuiltCornDog CornDogDateWithMom ShareACornDog CornDogMemoryLane CornDogWalkAndTalk SunsetCornDogPicnic TreatYourselfCornDog SlowBiteCornDog',
    speed:
      'FastestCornDogAssembly CornDogZigzagRace BatterEveryCornDog CornDogNapkinFold CornDogCondimentRelay OneMinuteCornDogPrep CornDogStackOff HundredMiniCornDogs',
    music:
      'CornDogJingle CornDogCountrySong CornDogDrumsticks CornDogRapBattle OdeToACornDog SingToYourCornDog YodelForACornDog ACappellaCornDog',
    art: 'MustardArtCornDog CornDogClayCharm CornDogCartoonMascot PaintACornDog CornDogKawaiiDoodle PipeCleanerCornDog RetroCornDogPoster FeltCornDogPlush',
    tech: 'CornDogSlowMoPull CornDogASMR CornDogEmojiMashup CornDogMemeMaker StopMotionCornDog ReverseCornDogBite LoopingCornDogGIF PhotoBoothCornDog',
    pet: 'PupSafeCornDog CornDogSqueakyToy CornDogPuppyEyes LeaveItCornDog KittenCornDogKicker HamsterMiniCornDog SitStayCornDog FrozenCornDogPetTreat',
    gaming:
      'CornDogRingToss GuessTheCornDogDip CornDogHotPotato PinTheCornDogMustard CornDogStickPickup CornDogCarnivalBooth WouldYouRatherCornDog SpinForACornDog',
  },
  'fish sticks': {
    dance:
      'FishStickShimmy FishStickFlop FishStickTango FrozenFishStickFreeze CafeteriaFishStickStomp SlideLikeAFishStick WiggleTheFishStick LunchboxFishStickBop',
    fitness:
      'FishStickCrunches FishStickFlutterKicks FishStickLogRoll SupermanFishStickHold WhileFishSticksBake StiffAsAFishStick SwimStrokeFishStick FishStickStarJumps',
    funny:
      'TheLastFishStick FishingForFishSticks SchoolLunchFishStick FishStickDocumentary DadTaxFishStick RatingFishSticksLikeWine FishStickHeistPlan FishStickSoapOpera',
    prank:
      'FishSticksAgainPrank CerealInAFishStickBox FishStickRingtone CardboardFishStick PaperFishStickTrail FishStickFreezerNote CarrotFishStickSwap FishStickPlushInBed',
    educational:
      'FingerVsFishStick OceanToFishStick CountByFishSticks SustainableFishStick FishStickFoodChain WhereFishSticksSwam ShapeOfAFishStick SayFishStickInSpanish',
    travel:
      'FreshFishStickByTheSea FishStickInLondon PackFishStickWraps FishStickFerryLunch PierFishStickPicnic BeachHutFishSticks GrandmasFishSticks CampCoolerFishSticks',
    fashion:
      'FishStickBrooch FishStickHairClips FishStickNailArt FishStickPatchDenim NauticalFishStickFit LunchLadyFishStickLook YellowRaincoatFishStick BucketHatFishStick',
    wellness:
      'FishStickNostalgia FishStickFamilyDinner CozyFishStickNight CookFishSticksForMom ParkBenchFishSticks EasyFishStickMonday FishStickAndAMovie GrandpaFishStickChat',
    speed:
      'FishStickTowerRace CrumbTenFishSticks FishStickLunchboxDash FishStickDominoes ChopsticksVsFishSticks TrayTheFishSticks BeatTheOvenFishSticks RapidFishStickSliders',
    music:
      'FishStickSeaShanty FishStickLoveSong FishStickOpera FishStickBeatbox SingTheFishStickMenu KazooFishStickBand RhymeWithFishSticks LullabyForFishSticks',
    art: 'FishStickMosaic FishStickPeasPortrait CartoonFishStickHero WatercolorFishSticks PaintedFishStickRocks FishStickBoxCastle ClayFishStickMagnet SailboatFishStickPlate',
    tech: 'FishStickCrunchMeter FishStickFoodPhoto FishStickTimeLapse FishStickVideoRecipe SplitScreenFishSticks QRCodeFishStickMenu PixelFishStickAvatar DuetAFishStickChef',
    pet: 'FishStickBeggingFace FishStickStayTraining DogNoseFishStickHunt FishStickCatnipToy NoCrumbPetFishStick FishStickDinnerBell CatSniffsFishSticks PawsUpForFishSticks',
    gaming:
      'FishStickTicTacToe FishStickShuffleboard BlindFishStickTaste FishStickHangman FishStickStackingGame DiceRollFishSticks FlickTheFishStick MagnetFishingFishSticks',
  },
  placemat: {
    dance:
      'PlacematTapDance StayOnThePlacemat PlacematShuffle FourPlacematSquare PlacematMoonwalk WaiterPlacematTwirl PlacematHandJive DinnerBellPlacematJig',
    fitness:
      'TinyPlacematYoga PlacematSliderLunges PlacematAgilityLadder ReachForThePlacemat HopOverThePlacemats SquatPerPlacemat CrabWalkPlacemats PlacematPlankTaps',
    funny:
      'PlacematPersonalSpace GrandmasPlacematRules PlacematAsAHat POVYouAreAPlacemat PlacematSpillReplay FiveStarPlacematService ThatUglyPlacemat CrumbDetectivePlacemat',
    prank:
      'FakeSpillPlacemat BabyPhotoPlacemat PlacematNameCards PlacematTreasureNote FancyHotelPlacemat PlacematForTheTeddy PlacematEverywhere MysteryGuestPlacemat',
    educational:
      'MapPlacematQuiz TimesTablePlacemat FormalPlacematSetting PlacematSpanishWords AlphabetPlacemat SolarSystemPlacemat PlacematFlagMatch AnimalFactsPlacemat',
    cooking:
      'PlacematPizzaNight PlacematTacoBar DinerAtHomePlacemat CookieDecoPlacemat PlacematCharcuterie PlatingOnAPlacemat BrunchPlacematSetup SushiRollingPlacemat',
    travel:
      'DinerPlacematHunt PlacematMapOfTown SouvenirPlacemat ParkPicnicPlacemat TrainTablePlacemat CampsitePlacematSetup RoadTripPlacemat HotelBreakfastPlacemat',
    fashion:
      'PlacematSkirt PlacematClutch MatchYourPlacemat PlacematCouture RunwayOfPlacemats StrawPlacematSunHat GinghamPlacematTop BeadedPlacematBelt',
    wellness:
      'PlacematMindfulMeal PlacematGratitudeNote PlacematAffirmations ScreenFreePlacemat SetAPlacematForYou PlacematColoringCalm SlowSundayPlacemat LeafPlacematWalk',
    speed:
      'PlacematSetupRace FastestPlacematWeave PlacematStackUp WipeEveryPlacemat RollUpThePlacemats PlacematMatchUp SolveThePlacematMaze DealThePlacemats',
    music:
      'PlacematDrumKit CupSongOnAPlacemat PlacematSheetMusic PlacematPianoKeys ChopstickPlacematBeat SpoonRhythmPlacemat WriteAPlacematSong PlacematFamilyBand',
    tech: 'QRCodePlacemat PrintAPlacemat PlacematFlatLay PlacematWiFiPassword KeyboardPlacemat PlacematPixelArt AnimateYourPlacemat PlacematVideoCallDinner',
    pet: 'PetFoodPlacemat StayOnYourPlacemat CatSitsOnPlacemat PlacematSnuffleGame PupBirthdayPlacemat PawPrintPlacemat BunnyPicnicPlacemat BirdSeedPlacemat',
    gaming:
      'PlacematWordSearch PlacematDotsAndBoxes CoinFlickPlacemat PlacematBingo ISpyOnThePlacemat PaperFootballPlacemat DinerTriviaPlacemat TwentyQuestionsPlacemat',
  },
  protractor: {
    dance:
      'VogueWithAProtractor ProtractorSpin180 ProtractorShuffle ProtractorKickLine PendulumSwayProtractor ClassroomProtractorBop StrikeAProtractorPose HalfTurnProtractorHop',
    fitness:
      'LegRaiseProtractor ProtractorSquatDepth PushUpAngleProtractor TrianglePoseProtractor ProtractorSplitCheck ProtractorNeckTilt ShoulderProtractorReach ProtractorLungeForm',
    funny:
      'ProtractorPizzaPolice WhenWillIUseAProtractor ProtractorCrown SelfieAngleProtractor ProtractorPerfectionist LostProtractorAgain CaptainProtractor ExamDayProtractorPanic',
    prank:
      'ProtractorPictureTilt ProtractorCutSandwich ProtractorShoeInspector ProtractorBedInspection MugHandleProtractor ChairAngleProtractor FiftyProtractorsDesk SpoonSpiralProtractor',
    cooking:
      'ProtractorPieSlices ProtractorCookies HalfMoonProtractorCake OrangeWedgeProtractor AppleFanProtractor ProtractorCrepeFold ToastTriangleProtractor EqualShareProtractor',
    travel:
      'PisaProtractorCheck HillSlopeProtractor OrienteeringProtractor ProtractorPhotoWalk ArchHuntProtractor SunsetAngleProtractor ProtractorRoofTour SkylineProtractor',
    fashion:
      'ProtractorHatTilt PocketProtractor ProtractorHairPart ProtractorNecklace BackToSchoolProtractor ProtractorPleatSkirt CollarPointProtractor SleeveRollProtractor',
    wellness:
      'ProtractorPosture ProtractorDeskSetup CalmCirclesProtractor ProtractorPillowAngle SlowArcProtractor ProtractorStretchBreak BookStandProtractor BreatheWithAProtractor',
    speed:
      'TenAnglesProtractor FastestProtractorStar ProtractorFlashCards DrawAHexagonProtractor ProtractorTimeTrial QuickGuessProtractor ProtractorRelayRace BeatTheBellProtractor',
    music:
      'ProtractorAngleSong ProtractorMathRap ProtractorConductor ProtractorMetronome SingTheProtractorScale DesktopProtractorDrums ObtuseProtractorBlues PencilCaseProtractorBand',
    art: 'ProtractorMandala ProtractorRainbowArc ProtractorOpArt SunburstProtractor StainedGlassProtractor FlowerPetalProtractor PeacockTailProtractor ProtractorCityscape',
    tech: 'PhoneProtractorVsReal DigitalProtractorDraw CodeAStarProtractor ProtractorPhotoTilt PrintableProtractor ProtractorVideoLesson ProtractorScreenRecord SlowMoProtractorSpin',
    pet: 'ProtractorHeadTilt ProtractorTailWag BunnyEarProtractor ProtractorCatStretch PetBowlProtractor ProtractorNapCurl SitPrettyProtractor BirdPerchProtractor',
    gaming:
      'ClosestAngleProtractor ProtractorMiniGolf ProtractorPaperPlanes ProtractorTableHockey BankShotProtractor ProtractorMarbleRun TargetTossProtractor EscapeRoomProtractor',
  },
  'leg warmers': {
    dance:
      'LegWarmerGrapevine BalletBarreLegWarmers LegWarmerJazzSquare KickLineLegWarmers LegWarmerPirouette ShimmyInLegWarmers DiscoLegWarmerStrut MirrorDanceLegWarmers',
    fitness:
      'AerobicsInLegWarmers StepTouchLegWarmers SweatbandAndLegWarmers LegWarmerBarrePulses LegWarmerHighKnees LegWarmerCoolDown PlieSquatLegWarmers VHSWorkoutLegWarmers',
    funny:
      'DadInLegWarmers LegWarmersOnMyArms LegWarmersInJuly LegWarmerTimeTraveler TableInLegWarmers MomsOldLegWarmers LegWarmerInfomercial GrandpaTriesLegWarmers',
    prank:
      'ChairLegWarmerSurprise SwapSocksForLegWarmers LegWarmerDoorknob LegWarmerMugSleeves PlantPotLegWarmers RetroWakeUpLegWarmers BroomInLegWarmers FridgeHandleLegWarmers',
    educational:
      'WhyDancersWearLegWarmers LearnToKnitLegWarmers LegWarmerFiberTest EightiesLegWarmerQuiz SheepToLegWarmers MeasureForLegWarmers BalletTermsLegWarmers RecycleIntoLegWarmers',
    cooking:
      'LegWarmerCookies StripedLegWarmerCake LegWarmerTeapotCozy CableKnitLegWarmerPie AfterClassLegWarmerSnack EightiesPartyLegWarmers HotCocoaLegWarmers SwissRollLegWarmers',
    travel:
      'SkiLodgeLegWarmers LegWarmersOnTheFlight LegWarmerCampingLayers WinterWalkLegWarmers NorthernLightsLegWarmers LegWarmersInIceland CabinTripLegWarmers CarryOnLegWarmers',
    wellness:
      'LegWarmerYinYoga CozyLegWarmerReading LegWarmerBedtime SlowBarreLegWarmers LegWarmerMeditation KnitYourCalmLegWarmers RainyDayLegWarmers HotTeaAndLegWarmers',
    speed:
      'LegWarmerQuickChange LegWarmerStackRace SpeedKnitLegWarmer LegWarmerRelayDress FoldEveryLegWarmer HowManyLegWarmers PairUpLegWarmers BeatTheBuzzerLegWarmers',
    music:
      'LegWarmerSynthPop LegWarmerKaraoke LegWarmerMusicVideo LegWarmerPowerBallad JingleBellLegWarmers StompClapLegWarmers BackupSingerLegWarmers CassetteMixLegWarmers',
    art: 'LegWarmerFashionSketch LegWarmerTieDye CrochetYourLegWarmers LegWarmerPopArt EmbroideredLegWarmers LegWarmerPaperDoll RetroPosterLegWarmers FringeLegWarmers',
    tech: 'VHSFilterLegWarmers LegWarmerTransition KnittingAppLegWarmers LegWarmerPixelSprite LegWarmerPhotoDump LegWarmerSplitScreen EmojiLegWarmerOutfit VideoCallLegWarmerFit',
    pet: 'KittenPouncesLegWarmer LegWarmerPetBed LegWarmerCatTunnel DogStealsLegWarmers LegWarmerTugToy WalkiesInLegWarmers HamsterLegWarmerHammock LegWarmerSnuffleMat',
    gaming:
      'EightiesTriviaLegWarmers LegWarmerMusicalChairs LegWarmerArcadeNight LegWarmerFreezeTag SimonSaysLegWarmers LegWarmerWhoAmI GuessTheDecadeLegWarmers StatuesInLegWarmers',
  },
  crackers: {
    dance:
      'TheCrackerSnap CrackerBoxStep CrackerConga GoingCrackersDance BangOnTheBeatCrackers WaiterCrackerTray PassTheCrackerPlate CheeseboardCrackerTwirl',
    fitness:
      'CrackerCarryPlank DontBreakTheCracker CrackerStackPushUp TreePoseCracker CrackerOnTheHead LungeForACracker RelayWithACracker CrackerCoreHold',
    funny:
      'CrackerJokeOff GoingCrackersPOV PollyWantACracker LoudestCrackerCrunch WhenTheCrackerBreaks CrackerPaperCrown MomsSecretCrackerStash SoupCrackerOverload',
    prank:
      'CrackerBoxSurprise EmptyCrackerSleeve CrackerJokeInLunchbox CrackerCrownNapPrank FakeCrackerCoasters CrackerSmileyPlate HiddenCrackerFortune FancyNameCrackers',
    educational:
      'WhyCrackersHaveHoles CrackersAroundTheWorld MeasureInCrackers CrackerGeometry CrackerVsCookie CrackerStaleTest WholeGrainCrackerHunt MultiplyWithCrackers',
    travel:
      'HikingCrackerPack TryForeignCrackers TrainRideCrackers BeachCrackerPicnic RiceCrackersInJapan NoCrumbCrackerTin CampsiteCrackerBoard LocalCrackerHunt',
    fashion:
      'StyleACrackerCrown CrackerPrintPajamas CrackerCrumbsOnBlack CrackerBeigeFit PartyCrackerGlam CrackerTinHandbag HolidayCrackerSweater ClayCrackerPins',
    wellness:
      'CrackersAndTea MindfulCrackerSnap CrackerPicnicForOne CrackerBoardWithFriends CozyCrackerSoup AfternoonCrackerBreak CrackersByTheWindow GrandmaCrackerChats',
    speed:
      'TallestCrackerTower CheeseOnEveryCracker CrackerBoardIn60 CrackerPuzzleRace CrumbSweepCrackers CrackerChopstickPickup CrackerSnapCount MatchTheCrackerShape',
    music:
      'CrackerTinDrum CrackerBoxGuitar CrackerSnapRhythm CrackerJarShaker ChristmasCrackerCarol GoingCrackersRemix BeatboxWithCrackers KitchenBandCrackers',
    art: 'CrackerFacePortrait GrahamCrackerHouse CrackerStampPrint CrackerColorWheel CrackerBoxPuppets EdibleCrackerCanvas PixelPictureCrackers TinyLandscapeCrackers',
    tech: 'CrackerSnapSlowMo CrackerMacroHoles CrackerTierList FoleyCrunchCrackers TimeLapseCrackerBoard OnlineCrackerPoll DuetACrackerTaste SplitScreenCrackerDip',
    pet: 'PetSafeCrackers ParrotSaysCrackers CrackerCrunchEarPerk CrackerPatienceTest BirdSeedCrackers CrackerBoxCatFort SniffOutTheCrackers CrackerJarPuzzleToy',
    gaming:
      'ChristmasCrackerTug CrackerTowerTopple GuessTheCrackerBlind CrackerCheckers CrackerTicTacToe PaperCrownCrackerQuiz WhoGetsTheCrackerPrize CrackerFootballFlick',
  },
  slushie: {
    dance:
      'TheSlushieShiver SlushieSalsa SlushieMeltdown SlushieCupSpin BrainFreezeSlushieJig RainbowSlushieWave SlushieSunsetSway HeatwaveSlushieGroove',
    fitness:
      'WalkForASlushie ShakeASlushieWorkout SlushieCooldown SlushieCupRelay AfterPracticeSlushie SlushieSideShuffle HulaHoopSlushieBreak JumpRopeForSlushies',
    funny:
      'SlushieBrainFreezeFace SlushieTongueColor SlushieStrawStruggle EveryFlavorSlushie DadTriesASlushie SlushieWeatherman POVLastSipOfSlushie WinterCoatSlushie',
    prank:
      'SlushieSoundPrank SlushieStandSurprise EmptySlushieHandoff SlushieLabelMixUp DrawOnTheirSlushieCup FakeSlushieFlavorName GiantStrawSlushie DoorstepSlushieDrop',
    educational:
      'SlushieBrainFreezeFact SaltAndIceSlushie WhySlushiesStaySoft SlushieMeltingRace PrimaryColorSlushie SlushieThermometer SupercooledSlushie SolidOrLiquidSlushie',
    travel:
      'RoadTripSlushieStop BeachDaySlushie EverySlushieInTown GranitaVsSlushie ZooVisitSlushie ThemeParkSlushie SlushieSunsetWalk AirportSlushieLayover',
    fashion:
      'MatchYourSlushieFit BagCharmSlushie SlushieNails IcyBlueSlushieMakeup StrawBraceletSlushie TieDyeSlushieTee BestieSlushieTwins SlushieGradientHair',
    wellness:
      'SlushieOnThePorch MindfulSlushieSip SlushieWithAFriend SlushieShadeBreak LowSugarSlushie SlushieBookNook CoolHeadSlushie SunsetSlushieSit',
    speed:
      'SlushieBagShakeRace LayerASlushieFast SlushieBlenderBlitz SlushieCupPyramid BeforeItMeltsSlushie ThirtySecondSlushie ScoopAndServeSlushie SlushieTrayCarry',
    music:
      'SlushieSlurpBeat StrawWhistleSlushie SlushieSummerAnthem SlushieIceShaker SlushieStandSong BrainFreezeSlushieBlues LoFiSlushieTrack DrumOnSlushieCups',
    art: 'SlushieWatercolor DrawYourDreamSlushie SlushieStandSign DripArtSlushie SlushieComicStrip FeltSlushieCraft CupDesignSlushie ChalkSlushieMural',
    tech: 'SlushieSlowMoPour SlushieFlavorVote SlushieColorPicker SlushieMenuDesign AINamesMySlushie ReverseMeltSlushie GreenScreenSlushie SpreadsheetSlushieSales',
    pet: 'WatermelonPupSlushie MatchingPetSlushies ShadyWalkSlushie ChickenBrothSlushie SlushieStareDown IceLickMatSlushie TeachWaitSlushie SlushieCupTreatPuzzle',
    gaming:
      'SlushieShellGame SlushieFlavorBracket RockPaperSlushie SlushieCharades BlindSipSlushie SlushieStandTycoon HotOrColdSlushie DiceNightSlushie',
  },
  meerkat: {
    dance:
      'MeerkatPopUp TheMeerkatSwivel MeerkatPeekaboo MeerkatMobDance KalahariMeerkatStomp TippyToeMeerkat HuddleUpMeerkats DesertMeerkatShimmy',
    fitness:
      'MeerkatSquatPops MeerkatStandHold DigLikeAMeerkat MeerkatSentryBalance TakeTurnsMeerkatPlank BurrowCrawlMeerkat TiptoeWalkMeerkat MeerkatNeckMobility',
    funny:
      'MeerkatModeActivated OfficeMeerkatPOV MeerkatAtTheWindow BestMeerkatImpression MeerkatNatureDoc ClassroomMeerkats SnackBagMeerkats SunbathingMeerkatPose',
    prank:
      'MeerkatPhotobomb MeerkatStatuePrank CutoutMeerkatArmy MeerkatMobFollow PlushMeerkatPeek MeerkatSentryPost ToiletPaperMeerkats SilentMeerkatStare',
    cooking:
      'CupcakeMeerkatMob MeerkatBurrowCake MeerkatFaceToast DirtCupMeerkats BentoMeerkatLunch OnigiriMeerkats MeerkatCookieCutouts MeerkatFruitPlatter',
    travel:
      'MeetTheMeerkatsZoo KalahariMeerkatSafari WildlifeParkMeerkats TravelMeerkatMascot FindTheMeerkatsFirst MeerkatPostcard MeerkatDayTrip MeerkatKeeperTalk',
    fashion:
      'MeerkatEarsHeadband SandToneMeerkatLook MeerkatOnesie StandTallMeerkatPose CozyMeerkatBeanie SafariFitMeerkat MeerkatStripeSweater MeerkatSunnies',
    wellness:
      'MorningSunMeerkat MeerkatHuddle FiveThingsMeerkat MeerkatPostureCheck TakeTurnsRestMeerkat CozyBurrowMeerkat TextYourMeerkatMob WatchMeerkatsUnwind',
    speed:
      'MeerkatPopUpCount SandboxMeerkatDig MeerkatFactsRapidFire TenSecondMeerkat MeerkatPlushLineUp BlanketBurrowMeerkat SpotTheMeerkatFast GatherTheMeerkatMob',
    music:
      'MeerkatAlarmBeat MeerkatChirpSong MeerkatChoir MeerkatLullaby KalahariMeerkatDrums HeadBobMeerkat CallAndResponseMeerkat WhistleLikeAMeerkat',
    art: 'DrawAMeerkatMob RockPaintedMeerkats PaperRollMeerkats SunsetMeerkatSilhouette ClayMeerkatFamily SockPuppetMeerkat MeerkatSandArt MeerkatBurrowDiorama',
    tech: 'MeerkatLiveCam MeerkatSoundboard PanoramaMeerkatGlitch MeerkatVoiceOver MeerkatWebQuiz SlideshowMeerkatFacts TabletDrawnMeerkat DuetAZooMeerkat',
    pet: 'MeerkatSitPrettyTrick CatMeerkatMoment BunnyMeerkatLookout HamsterMeerkatStand GuineaPigMeerkatPop WindowWatchMeerkatPup FerretMeerkatMode TreatAboveMeerkatStretch',
    gaming:
      'WhackAMeerkat MeerkatLookoutGame MeerkatHideAndSeek MeerkatFactOrFake GuessTheMeerkatCall MeerkatMemoryMatch SentrySaysMeerkat BurrowsAndLaddersMeerkat',
  },
  pelican: {
    dance:
      'PelicanWaddle PelicanWingFlap PelicanPierStrut PelicanPlungeDrop ThePelicanGlide VeeFormationPelicans FlockOfPelicansConga SeasidePelicanSway',
    fitness:
      'PelicanDiveBurpee SoarLikeAPelican PelicanFlapIntervals PelicanScoopSquats PierWalkPelicanCount OneLegPelicanBalance SandSprintPelican GlidingPelicanLunge',
    funny:
      'PelicanPouchPOV SnackThiefPelican MomsBagIsAPelican GrumpyPelicanFace BuffetLikeAPelican PelicanLandingFail PelicanDadJokes OverpackedPelican',
    prank:
      'PelicanBillSurprise PelicanFactAlarm OrigamiPelicanFlock NewWallpaperPelican PillowPelicanPlush FramedPelicanSwap RemoteInThePelican PelicanFootprintTrail',
    cooking:
      'PelicanPouchPita PelicanDumplings PelicanFruitSculpture PelicanBento PierSidePelicanLunch RiceBallPelicans BeakShapedPelicanToast ScoopItUpPelicanSalad',
    travel:
      'PierPelicanSpotting SunsetPelicanWalk PelicanBirdwatchTrip HarborPelicanCount LakePelicanPicnic PelicanPhotoSafari PackBinocularsPelican CoastTownPelicans',
    fashion:
      'PelicanPrintShirt CoastalGrandmaPelican PelicanPouchBag PelicanWhiteLinen PelicanBrooch PierFitPelican BeachCoverUpPelican NailArtPelican',
    wellness:
      'GlideLikeAPelican PelicanWingStretch SeaBreezePelican PelicanPierJournal PelicanMindfulWatch PelicanOceanSounds BigBreathPelican QuietBenchPelican',
    speed:
      'PelicanScoopRace FoldAPaperPelican WaddleDashPelican DrawAPelicanIn10 FishCatchPelican PelicanFactBlitz StuffThePelicanPouch PelicanBeakRelay',
    music:
      'PelicanBeakClap PelicanPierSong PelicanKazooCall SeagullAndPelicanDuet BucketDrumPelican RapAboutAPelican FlockChoirPelicans WaveRhythmPelican',
    art: 'PelicanHandprint PaperPlatePelican PelicanDriftwoodArt PelicanShellMosaic PelicanPouchPuppet WatercolorPelicans SketchAPelicanDive ClayPelicanFigure',
    tech: 'PelicanSlowMoDive BirdAppPelicanID PelicanPhotoContest PelicanMapPins BurstModePelican PelicanGIFLoop CitizenSciencePelican PanoramaPelicanFlock',
    pet: 'PelicanVideoForParrots CatTVPelicans PelicanPouchTreatBag SandyPawsPelicanWalk PupMeetsPelican LeaveThePelicansAlone PelicanPlushFetch CalmDogPelicanWatch',
    gaming:
      'PelicanPouchToss PelicanBirdBingo PelicanTriviaBattle PelicanVsSeagullTag ScoopAndScorePelican PinTheBeakOnPelican TwentyQuestionsPelican HideThePelicanPlush',
  },
  swamp: {
    dance:
      'SwampStomp FrogHopSwamp GatorChompSwamp SwampMonsterShuffle SwampTwoStep SwampBoogie CajunSwampWaltz FireflySwampSway',
    fitness:
      'SwampGatorCrawl FrogJumpSwamp SwampMonsterWalk SwampBootHike GetSwampedWorkout SwampBalanceLog HeronStandSwamp CypressReachSwamp',
    funny:
      'SwampedMondayPOV SwampMonsterWakeUp MySwampRoom SwampGuideImpression SwampBootSquelch GatorOrLogSwamp FrogChoirSwampDub BackpackSwampDig',
    prank:
      'SwampSoundsPrank FrogInvasionSwamp SwampSignOnTheDoor SwampTourOfTheirRoom BathtubGatorSwamp HiddenCricketSwamp LilyPadFloorSwamp SwampThemedDinner',
    educational:
      'SwampVsMarsh WhySwampsMatter SwampFoodWeb SwampInAJar CypressKneesSwamp AlligatorOrCrocSwamp SwampWaterFilter CarnivorousSwampPlants',
    cooking:
      'GreenPeaSwampSoup GumboFromTheSwamp SlimySwampSmoothie SwampPuddingPond FrogEyeSaladSwamp SwampMonsterPizza SwampGrazingBoard GatorBreadSwamp',
    fashion:
      'MossGreenSwampFit SwampExplorerLook GoblincoreSwamp SwampPrincessGlam WellyBootsSwamp MossyCardiganSwamp FrogCharmSwampNecklace SwampCamoPants',
    wellness:
      'SwampSoundBath SlowSwampStroll SwampedToCalm SwampMudMask MossyMeditationSwamp StillnessAtTheSwamp BreatheWithTheSwamp SwampWildlifeSit',
    speed:
      'SwampHopRace SwampStepStoneDash SwampBootSprint EscapeTheSwampMaze TwoMinuteSwampCleanUp SwampBridgeBuild FrogSortSwamp BeatTheGatorSwamp',
    music:
      'FrogChorusSwamp SwampBlues SwampRockJam BullfrogBassSwamp SwampWashboardBeat CricketRhythmSwamp SwampNightSymphony CroakAlongSwamp',
    art: 'SwampDiorama SwampWatercolor MossTerrariumSwamp SwampMonsterDrawing CypressSilhouetteSwamp ClayGatorSwamp SwampLeafPrints FoggySwampSketch',
    tech: 'SwampSoundRecorder SwampFogFilter FrogCallAppSwamp SwampNightVision SwampMoodBoard PlantIDSwampWalk GreenScreenSwamp PanoramaSwampSunrise',
    pet: 'SwampMonsterDog MuddyPawsSwamp SwampFrogTerrarium TurtleSwampHabitat SwampGatorPlush AquariumSwampPlants CatTVSwampBirds AxolotlSwampTank',
    gaming:
      'FloorIsASwamp SwampMonsterTag GatorInTheSwamp LeapfrogSwamp SwampEscapeRoom SwampTreasureHunt SwampCritterCharades SnakesAndLaddersSwamp',
  },
  yarn: {
    dance:
      'MaypoleYarnWeave YarnRibbonTwirl YarnTwoStep YarnLimbo UnravelTheYarn YarnSquareDance SpinLikeAYarnBall TangledYarnShimmy',
    fitness:
      'YarnLaserMaze YarnLineBalance YarnHopscotch YarnHurdles WindingYarnArmBurn TugOfWarWithYarn PlankYarnBallPass BraidedYarnJumpRope',
    funny:
      'TangledYarnPOV YarnStashConfession JustOneMoreYarn YarnBeardMe KnitGoneWrongYarn GrandmaYarnSpeed YarnSaleFace DadVsYarnBall',
    prank:
      'YarnBombTheirRoom FollowTheYarnTrail RemoteSweaterYarn YarnPompomInvasion PencilsWrappedInYarn TeddyYarnWig YarnMustacheMug DoorknobYarnCozy',
    educational:
      'HowYarnIsSpun YarnPiExperiment DNAModelYarn YarnKnotsLesson OnionSkinYarnDye MapRouteWithYarn YarnTimelineWall CountRowsYarnMath',
    cooking:
      'YarnBallCake YarnSkeinTruffles YarnNightSnackBoard YarnBraidedBread PastaNestsLikeYarn PipedYarnFrosting CocoaForYarnCircle LicoriceYarnKnots',
    travel:
      'YarnCrawlDay LocalYarnSouvenir YarnForTheFlight AlpacaFarmYarn WoolFestYarnHaul TravelScarfYarn ShetlandYarnTrip CabinYarnRetreat',
    fashion:
      'YarnHairBraids YarnTasselEarrings ChunkyYarnBeanie FriendshipBraceletYarn YarnEmbroideredJeans GrannySquareYarnVest CrochetBucketYarnHat YarnScrunchieSet',
    wellness:
      'YarnMindfulMinutes WindAYarnBallSlowly FingerWeaveYarnCalm HatsForCharityYarn GentleStitchYarn YarnCircleOfFriends CozyYarnEvening YarnAndTeaBreak',
    speed:
      'YarnBallWindRace TenRowsYarnDash UntangleTheYarn YarnPompomSprint YarnColorSort CastOnTwentyYarn YarnKnotRelay ChainStitchYarnMeter',
    music:
      'YarnMalletDrums KnittingRhythmYarn YarnShakerEggs YarnSpinningSong PassTheYarnOnBeat CraftNightYarnJam TangledYarnBlues StitchAndSingYarn',
    tech: 'YarnPatternApp PixelYarnChart YarnPaletteGenerator HyperlapseYarnKnit CableWrapYarn CrochetPhoneYarnCase StashSpreadsheetYarn YarnTutorialDuet',
    pet: 'YarnCatCave PupBlanketYarn PetPortraitInYarn KeepYarnFromKittens CrochetBowlMatYarn CozyCornerYarnBed YarnPawPrintArt PurringLapYarnTime',
    gaming:
      'YarnSpiderWeb YarnBallBowling YarnCatsCradle HotPotatoYarn HumanKnotYarn YarnPompomFlick GuessThatYarnFiber DiceKnitOffYarn',
  },
  'litter box': {
    dance:
      'TheLitterBoxScoop LitterBoxZoomies TiptoeToTheLitterBox LitterBoxCatWalk ShimmyPastTheLitterBox LitterBoxSweepStep CleanDayLitterBoxBop FreshLitterBoxGroove',
    fitness:
      'LitterBoxBagCarry LitterBoxSquatScoop LitterBoxJugCurls BackSafeLitterBox StretchAfterLitterBox SweepAndLungeLitterBox DailyLitterBoxSteps KneelingLitterBoxCore',
    funny:
      'LitterBoxNarrator LitterBoxArchitect WhoseTurnLitterBox LitterBoxKickstorm CatVsNewLitterBox LitterBoxFiveStarReview KittyStaresAtLitterBox PostLitterBoxZoomies',
    prank:
      'LitterBoxSpaSign LitterBoxRibbonCutting GoldenLitterBoxScoop SmoothJazzLitterBox LitterBoxTourGuide RedCarpetLitterBox VIPLitterBoxLounge WaitlistLitterBox',
    educational:
      'WhyCatsUseLitterBoxes ClayVsPineLitterBox ClumpingLitterBoxScience BestSpotForLitterBox WildcatRootsLitterBox MeasureLitterBoxSize HowOftenLitterBoxQuiz EcoLitterBoxSwap',
    cooking:
      'LitterBoxCake LitterBoxPuddingCups AprilFoolsLitterBox WashUpAfterLitterBox LitterBoxTrifle GrahamCrumbLitterBox LitterBoxScoopServe KidsPartyLitterBox',
    travel:
      'TravelLitterBox HotelLitterBoxSetup CampingWithCatLitterBox PetSitterLitterBoxNote MovingDayLitterBox FoldableLitterBox VacationLitterBoxPrep RoadTripLitterBox',
    fashion:
      'LitterBoxScoopFit LitterBoxChoreApron LintRollerLitterBox GlovesOnLitterBox SlippersForLitterBoxDuty HeadScarfLitterBoxDay LitterBoxSockCheck WeekendSweatsLitterBox',
    wellness:
      'HappyCatLitterBox LitterBoxStressFree ChoreThenChillLitterBox TinyWinLitterBox FreshAirLitterBox MindfulScoopLitterBox CleanSpaceLitterBox SundayResetLitterBox',
    speed:
      'LitterBoxScoopRace OneMinuteLitterBox LitterBoxLinerSwap LitterBoxRefillDash BeatTheCatLitterBox LitterBoxPitStop SweepUpLitterBoxTrail FastestLitterBoxSetup',
    music:
      'LitterBoxScoopSong LitterBoxDigBeat LitterBoxBlues LitterBoxOpera ShakerSoundLitterBox ChoreDayRapLitterBox KittyDuetLitterBox CatMeowRemixLitterBox',
    art: 'PaintedLitterBoxCabinet LitterBoxScreenArt CatSilhouetteLitterBox LitterBoxMural CardboardLitterBoxHouse StencilLitterBoxLid LitterBoxNameSign DecoupageLitterBox',
    tech: 'LitterBoxReminderApp LitterBoxCamCheck SmartLitterBox ChoreChartLitterBox QRLitterBoxInstructions FamilyGroupChatLitterBox SlowMoLitterBoxKick SharedCalendarLitterBox',
    gaming:
      'LitterBoxChoreDice RockPaperLitterBox LoserScoopsLitterBox LitterBoxTrivia LitterBoxBeanbagToss CatCharadesLitterBox LitterBoxWouldYouRather DrawStrawsLitterBox',
  },
};
