import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'spring cleaning': {
    dance:
      'SpringCleaningDance SpringCleaningWaltz SpringCleaningFreeze SpringCleaningMopStep TwirlAndSpringClean DustBunnyHop',
    fitness:
      'SpringCleaningWorkout SpringCleaningLunges SpringCleaningArmDay SpringCleaning10K SweatYourSpringClean CardioSpringReset',
    funny:
      'SpringCleaningExcuses SpringCleaningFinds HowSpringCleaningEnds MomSpringCleaningMode SpringCleaningNarrator DustBunnyReveal',
    prank:
      'SpringCleaningFairy SpringCleaningCarWash SpringCleaningSurprise NeighborSpringCleaning SecretSpringClean SpringResetTheirRoom',
    educational:
      'WhyWeSpringClean SpringCleaningMythBust SpringCleaningGermSwab SpringCleaningFizzTest TheSpringCleaningQuiz SpringCleaningOrigins',
    cooking:
      'SpringCleaningStirFry SpringCleaningSmoothie SpringCleaningLemonade SpringCleaningSnacks FridgeSpringCleanSoup FuelYourSpringReset',
    travel:
      'SpringCleaningBeachDay SpringCleaningParkWalk SpringCleanupHike SpringCleaningGetaway SuitcaseSpringClean RoadTripSpringReset',
    fashion:
      'SpringCleaningFitCheck SpringCleaningTryOn SpringCleaningSwap SpringCleaningRestyle ClosetSpringCleanOut ShoeRackSpringReset',
    speed:
      'SpringCleaningSpeedrun SpringCleaningBlitz SpringCleaningRelay SpringCleaningRace OneHourSpringClean FastestSpringReset',
    music:
      'SpringCleaningKaraoke SpringCleaningRadioJam SpringCleaningWhistle SpringCleaningAnthem DiscoSpringClean BroomBeatSpringReset',
    art: 'SpringCleaningCollage SpringCleaningFlatLay SpringCleaningMosaic SpringCleaningRepaint ScrapArtSpringClean UpcycleSpringReset',
    tech: 'PhoneSpringReset SpringCleaningInbox DigitalSpringClean SpringCleaningKeyboard SpringCleaningDesktop SpringCleaningCables',
    pet: 'SpringCleaningPetBed SpringCleaningDogBath SpringCleaningFurPile CatVsSpringCleaning SpringCleaningHelper ToyBasketSpringClean',
    gaming:
      'SpringCleaningBingo SpringCleaningDiceRoll GameShelfSpringClean SpringCleaningXP SpringCleaningLoot LevelUpSpringReset',
  },
  carpenter: {
    dance:
      'CarpenterHammerTime CarpenterSawStep CarpenterTapDance TheCarpenterShuffle MoveLikeACarpenter CarpenterToolBeltBop',
    fitness:
      '60SecCarpenterPlank CarpenterSandingArms CarpenterHammerCurls CarpenterSawRows TrainLikeACarpenter CarpenterLumberCarry',
    funny:
      'CarpenterDadJokes CarpenterNailedIt FlatPackVsCarpenter CarpenterWobblyTable CarpenterReactsToDIY LostCarpenterPencil',
    prank:
      'SecretCarpenterFix SurpriseCarpenterShelf CarpenterRubberHammer CarpenterCandyTape CarpenterBirdhouseGift CarpenterNameSign',
    educational:
      'NameThatCarpenterTool CarpenterMeasureTwice CarpenterJointQuiz CarpenterMathTrick CarpenterWoodGuess AskACarpenter',
    cooking:
      'CarpenterToolboxCake CarpenterHammerCookies PackACarpenterLunch GingerbreadCarpentry CarpenterSandwichStack CarpenterPretzelCabin',
    travel:
      'CarpenterWorkshopTour CarpenterBridgeHunt CarpenterDoorwayWalk CarpenterCathedralRoof OldBarnCarpentry StayInACarpentersCabin',
    fashion:
      'CarpenterPantsFit CarpenterToolBeltLook CarpenterFlannelLayers CarpenterApronStyle DressLikeACarpenter BaggyCarpenterJeans',
    wellness:
      'CarpenterSlowSanding WhittleLikeACarpenter CarpenterQuietHour CarpenterFixOneThing CarpenterGratitudeBox MindfulCarpentry',
    speed:
      'CarpenterNailRace CarpenterSawOff CarpenterBirdhouseIn30 CarpenterScrewRelay FlatPackCarpenterTimer BeatTheCarpenter',
    music:
      'DrumOnCarpenterTools CarpenterMusicalSaw CarpenterShopBeat CarpenterXylophone SingTheCarpenters CarpenterCajonBuild',
    tech: 'CarpenterLaserLevel PhoneVsCarpenterTape Carpenter3DDesign AskAIForCarpentry CarpenterStudFinder CarpenterTimelapse',
    pet: 'CarpenterHamsterMaze CarpenterWindowPerch CarpenterAgilityRamp CarpentersLittleHelper DogInspectsCarpentry CatChecksCarpenterWork',
    gaming:
      'CarpenterJengaTower MinecraftCarpentry CarpenterBuildBattle CarpenterRatesCastles PlayCarpenterSimulator CarpenterBlockCabin',
  },
  taxes: {
    dance:
      'TaxesDoneDance TaxesRefundShimmy FiledMyTaxesMoonwalk TaxesSeasonStomp ShakeOffTheTaxes TaxesTwoStep',
    fitness:
      'TaxesBinderCurls CrunchTimeTaxes TaxesDeskWorkout SquatThroughTaxes TaxesReceiptReps TaxDay5K',
    prank:
      'TaxesCandyFolder GiantTaxRefundCheck LoveLetterTaxForm TaxesDoneSurprise TaxesConfettiEnvelope TaxesToyCalculator',
    educational:
      'HowTaxesWork WhereDoTaxesGo TaxesInCandy WhyWePayTaxes TaxesMythOrFact TaxesIn60Seconds',
    cooking:
      'TaxesRefundFeast AfterTaxesPizza TaxesSnackBox TaxesMealPrep ComfortFoodForTaxes TaxesCalculatorCake',
    travel:
      'TaxesRefundGetaway BostonTeaPartyTaxes TaxesDoneRoadTrip AfterTaxesBeachDay TaxFreeShoppingSpree TaxesMintVisit',
    fashion:
      'TaxesRefundHaul TaxesFitCheck GreenVisorTaxesLook TaxesAccountantChic TaxesPowerBlazer DoTaxesInSweatpants',
    wellness:
      'SelfCareAfterTaxes TaxesCalmDown BreatheThroughTaxes TaxesFiledReward TaxesZenDesk TaxesTeaBreak',
    speed:
      'TaxesSpeedrun TaxesReceiptSortRace FastestTaxesFiled TaxesDocumentHunt TaxesMathBlitz LastMinuteTaxesDash',
    music:
      'SingTheTaxesBlues TaxesRefundAnthem TaxesCalculatorBeat TaxesRap BreakupSongToTaxes TaxmanCover',
    art: 'TaxesFormOrigami MyTaxesAsAComic TaxesReceiptCollage ShreddedTaxesArt TaxesDoodle TaxesEnvelopeMosaic',
    tech: 'TaxesAppShowdown TaxesReceiptScanner TaxesSpreadsheetHack AIDoesMyTaxes TaxesEmailFilter PaperlessTaxesSetup',
    pet: 'PetHelpsWithTaxes CatSitsOnTaxes TaxesAccountantPup TaxesBreakCuddles TaxesPawSignature ParrotSaysTaxes',
    gaming:
      'MonopolyIncomeTax TaxesBossBattle TaxesTrivia TaxesSideQuest PlayTaxesLikeAnRPG TaxesTycoonRun',
  },
  butterfly: {
    dance:
      'DoTheButterfly ButterflyWingDance ButterflyArmsRipple ButterflyScarfFloat CocoonToButterfly ButterflyFlutterStep',
    fitness:
      'ButterflyStretch ButterflySitUps ButterflyKicks ButterflyChestFly CaterpillarToButterfly 60SecButterflyHold',
    funny:
      'ButterflyGlowUp ChasingButterfliesFail ButterflyNarrator BlanketCocoonButterfly ButterfliesInMyStomach ButterflyLandedOnMe',
    prank:
      'ButterflyWallSurprise ButterflyPopUpCard WindUpButterflyBook PaperButterflyDoor ButterflyLunchNote ButterflyCarWindow',
    educational:
      'ButterflyLifeCycle MothOrButterflyQuiz ButterflyTasteWithFeet ButterflyWingScience TheButterflyEffect ButterflyMigrationMap',
    cooking:
      'MagicButterflyLemonade ButterflyCupcakes FarfalleButterflyPasta ButterflyFruitPlatter ButterflyWingCookies ButterflyPretzelSnack',
    travel:
      'ButterflyHouseTour ButterflyMeadowWalk SpotTenButterflies MonarchButterflyTrip ButterflyReserveHike ButterflyGardenVisit',
    fashion:
      'Y2KButterflyClips ButterflyPrintFit ButterflyEyelinerLook ButterflyWingCape DressLikeAButterfly ButterflyTopThreeWays',
    wellness:
      'ButterflyHug ButterflyBreathing ButterflyGrowthJournal PlantForButterflies ButterflyStillness SlowButterflyWalk',
    speed:
      'FastestPaperButterfly ButterflyCountRace ButterflyDrawIn10 ButterflySymmetryBlitz ButterflyStrokeSprint 20ButterflyClipsIn60',
    music:
      'HumAButterflyLullaby ButterflyFluteFlutter WriteAButterflySong ButterflyPianoTrill ButterflyMusicBox ButterflyUkulele',
    tech: 'ButterflyMacroShot ButterflyIDApp ButterflyTimeLapse ButterflyFlappingRobot FixAButterflyKeyboard SlowMoButterflyWings',
    pet: 'ButterflyChasingPuppy CatMeetsButterfly ButterflyNoseLanding ButterflyKittenWatch ButterflyWingsCostume PetVsToyButterfly',
    gaming:
      'ButterflyBingo ButterflyMemoryMatch CatchEveryButterfly PixelButterflyHunt ButterflyEffectChoices ButterflySpotTheDiff',
  },
  'bed making': {
    dance:
      'BedMakingCornerStep BedMakingDuvetWave MorningBedMakingGroove TwirlThroughBedMaking BedMakingSheetShuffle BedMakingPillowBounce',
    fitness:
      'BedMakingLunges BedMakingDuvetShake BedMakingArmDay BedMakingSquats CardioBedMaking MakeYourBedPlank',
    funny:
      'BedMakingFails BedMakingSheetStruggle BedMakingDuvetTrap BedMakingPillowArmy KidsVsBedMaking PartnerBedMakingPOV',
    prank:
      'SecretBedMaking BedMakingTowelSwan BedMakingPillowMint BedMakingShortSheet HotelStyleBedMaking BedMakingDryerWarm',
    educational:
      'HotelBedMakingSecrets BedMakingCornerTrick WhyBedMakingMatters BedMakingThreadCount BedMakingDustMiteFacts BedMakingCoinBounce',
    cooking:
      'BedMakingPigsInBlanket BedMakingThenBreakfast BedMakingCake BedMakingLasagna CoffeeAfterBedMaking TuckedInBurrito',
    travel:
      'HotelRoomBedMaking BedMakingHostelBunk BedMakingSleeperTrain BedMakingCampsite VacationBedMaking BedMakingHammock',
    fashion:
      'BedMakingPajamaFit BedMakingRobeLook StylishBedMaking BedMakingColorMatch LoungewearBedMaking BedMakingSlipperCheck',
    wellness:
      'MindfulBedMaking BedMakingMorningWin BedMakingLavenderSpray BedMakingFreshSheets BedMakingFirstThing 30DayBedMaking',
    music:
      'SingWhileBedMaking MyBedMakingAnthem BedMakingSheetSnapBeat BedMakingHumAlong BedMakingPillowDrums MakeTheBedSong',
    art: 'BedMakingFlatLay BedMakingStyledPhoto BedMakingQuiltSewing StopMotionBedMaking BedMakingTowelArt DrawYourMadeBed',
    tech: 'BedMakingRobot TimelapseBedMaking BedMakingAlarmApp BedMakingHabitTracker BedMakingSmartHome AIRatesMyBedMaking',
    pet: 'CatVsBedMaking BedMakingKittenAmbush BedMakingPetHelper BedMakingPillowThief BedMakingSupervisor DogBedMaking',
    gaming:
      'BedMakingMinigame SpeedrunBedMaking BedMakingChoreQuest SimsBedMaking BedMakingUnpacking BedMakingBossLevel',
  },
  laptop: {
    dance:
      'LaptopWebcamDance LaptopTypingTapStep CloseTheLaptopSpin LoadingLaptopShuffle LaptopFreezeFrame LaptopBreakBoogie',
    fitness:
      'LaptopDeskStretch LaptopBreakSquats LaptopBagLunges WallSitTillLaptopLoads LaptopMuteCalfRaises StandingLaptopHour',
    funny:
      'WhenMyLaptopUpdates MyLaptopTakesOff LaptopTooManyTabs LaptopScreenShareOops LaptopFrozenFace LaptopOnMuteRant',
    prank:
      'LaptopStickerSurprise LaptopWallpaperSwap FakeLaptopDesktop LaptopLidLoveNote TinyPlushieOnLaptop LaptopGiantCursor',
    educational:
      'InsideALaptop LaptopBatteryMyths LaptopCPUExplained HowLaptopsStayCool LaptopPartsQuiz FirstLaptopEver',
    cooking:
      'LaptopBentoBox LaptopStudySnacks LaptopKeyboardCookies CrumbFreeLaptopTreat LaptopLunchBreak EdibleLaptopCake',
    travel:
      'LaptopCafeHop LaptopLibraryCrawl LaptopBeachOffice LaptopWithAView WhatsInMyLaptopBag ParkBenchLaptopDay',
    fashion:
      'LaptopBagFitCheck DIYLaptopSleeve LaptopCaseColorMatch WaistUpLaptopLook LaptopCafeOutfit LaptopCampusStyle',
    wellness:
      'LaptopFreeEvening FixYourLaptopPosture LaptopLidDownHour LaptopEyeRestRule NoLaptopSunday LaptopBreathBreak',
    speed:
      'LaptopTypingRace LaptopBootUpTimer LaptopTabCloseBlitz LaptopShortcutSprint PackYourLaptopIn60 TenFingerLaptopTest',
    music:
      'LaptopBeatMaking LaptopDJSet LaptopKaraoke RemixTheLaptopChime LaptopKeyboardSynth GarageBandLaptopJam',
    art: 'LaptopStickerCollage DesignALaptopSkin LaptopLidMural LaptopPixelArt DrawOnLaptopTrackpad LaptopWebcamPortrait',
    pet: 'CatOnMyLaptop LaptopPuppyCameo LaptopKittenTyping LaptopPetCoworker LaptopWarmSpotNap DogClosesMyLaptop',
    gaming:
      'LaptopGamingSetup LaptopGameNight LaptopCoopCampaign LaptopRetroEmulator TouchpadOnlyLaptopRun LANPartyLaptops',
  },
  flashlight: {
    dance:
      'FlashlightDiscoParty FollowTheFlashlight FlashlightShadowGroove FlashlightFreezeDance FlashlightSilhouette MovesByFlashlight',
    fitness:
      'FlashlightNightWalk DodgeTheFlashlight FlashlightBeamBurpees FlashlightSprints TrailRunByFlashlight FlashlightPlankHold',
    prank:
      'FlashlightCeilingStars HiddenFlashlightNote FlashlightHeartStencil FlashlightShadowSpider FlashlightUnderChin GiftHuntByFlashlight',
    educational:
      'HowFlashlightsWork FlashlightMorseCode FlashlightShadowSize FlashlightPrismRainbow FlashlightLEDVsBulb MoonPhasesByFlashlight',
    cooking:
      'FlashlightPicnic FlashlightNightSnack FlashlightTentSmores UVFlashlightGlowJello PowerCutFlashlightMeal FlashlightCampCocoa',
    travel:
      'FlashlightNightHike FlashlightTidePools FlashlightCampout FlashlightStarGazing GhostWalkByFlashlight CaveTourFlashlightOnly',
    fashion:
      'RunwayByFlashlight FlashlightSelfieGlam FlashlightCampFit FlashlightGlowCheck FlashlightOutfitReveal SequinFlashlightTest',
    wellness:
      'ReadByFlashlight FlashlightBedtimeStory FlashlightJournalNook FlashlightPowerDown FlashlightBlanketFort MindfulFlashlightWalk',
    speed:
      'FastestFlashlightSwap FlashlightLetterSpot FlashlightBeamTagDash FlashlightHuntIn60 FlashlightTargetRace SockSortByFlashlight',
    music:
      'WaveYourFlashlight FlashlightBeatSync KaraokeByFlashlight FlashlightTentJam FlashlightBalladSway FlashlightCampfireSong',
    art: 'PaintWithAFlashlight TraceFlashlightShadows FlashlightPuppetShow FlashlightColorGels FlashlightStencilArt FlashlightPortrait',
    tech: 'BuildAFlashlight FlashlightLumenTest FlashlightTeardown FlashlightHandCrank FlashlightUVInk PhoneFlashlightHacks',
    pet: 'DogWalkByFlashlight KittyChasesFlashlight FlashlightCollarCheck FlashlightHideAndSeek FlashlightPupCampout FlashlightShadowReact',
    gaming:
      'FlashlightEscapeRoom ManhuntWithFlashlights FlashlightFlagCapture FlashlightHideAndSeek FlashlightHorrorGame CardNightByFlashlight',
  },
  toothpaste: {
    dance:
      'ToothpasteTubeShuffle ToothpasteTwoStep SqueezeTheToothpaste ToothpasteSwirlSway MintyToothpasteMoves ToothpasteBrushBop',
    fitness:
      'ToothpasteWallSit ToothpasteCalfRaises ToothpasteSquatHold ToothpasteLungeReps PlankThenToothpaste FlexTheToothpasteTube',
    prank:
      'ToothpasteMirrorNote ToothpasteFlavorSwitch ToothpasteTubeTinyHat ToothpasteMiniSwap GooglyEyedToothpaste UnicornToothpasteLabel',
    educational:
      'ElephantToothpaste ToothpasteEggshellTest ToothpasteStripeSecret ToothpasteMythBust ToothpasteHistoryQuiz WhatsInToothpaste',
    cooking:
      'IcingOrToothpaste ToothpasteTubeCake ToothpasteStripeJello ToothpasteMintBark ToothpasteMeringue JuiceAfterToothpaste',
    travel:
      'ToothpasteFromAbroad CarryOnToothpasteHack HotelToothpasteRating ToothpasteTabletsTest ToothpastePackLight ToothpasteForgotAgain',
    fashion:
      'StripedToothpasteNails ToothpasteColorFit MintyToothpasteLook ToothpasteSneakerClean ToothpasteStainFix ToothpasteAllWhite',
    wellness:
      'ToothpasteNightRitual ToothpasteAffirmations ToothpasteFlossStreak MindfulToothpaste ToothpasteSmileCheck SlowToothpasteMinute',
    speed:
      'ToothpasteBackInTube ToothpasteLineRace ToothpasteCapTwistDash ToothpasteSqueezeIn10 PerfectToothpasteBlob FamilyToothpasteRelay',
    music:
      'RemixAToothpasteJingle ToothpasteTubeASMR ToothpasteBrushSong ToothpasteCapClickBeat SingTheToothpasteAd ToothpasteMirrorMic',
    art: 'PaintWithToothpaste SnowflakeToothpasteArt ToothpasteMirrorDoodle ToothpasteTubeRobot ToothpasteCapCraft ToothpasteSwirlPhoto',
    tech: 'DIYToothpasteDispenser SlowMoToothpaste ToothpasteHeadlightFix ToothpasteScratchMyth ToothpasteTimerApp ToothpasteMicroscope',
    pet: 'DogToothpasteReview PetToothpasteFirstTry CatToothpasteFingertip PuppyToothpasteDay VetToothpasteRoutine PupSmileCheck',
    gaming:
      'ToothpasteVsPlaque ToothpasteDentistSim ToothpasteBossFight ToothpasteTowerDefense PlayAsToothpaste MyToothpasteHighScore',
  },
  dinosaur: {
    dance:
      'DoTheDinosaurStomp DinosaurTRexArms DinosaurTailSway DinosaurRoarFreeze DinosaurRaptorWalk DanceInADinosaurSuit',
    fitness:
      'DinosaurStompCardio DinosaurPushUps MarchOfTheDinosaurs DinosaurNeckStretch DinosaurWingFlaps CrawlLikeADinosaur',
    funny:
      'DinosaurCostumeSkit DinosaurImpressions MispronounceADinosaur DinosaurToyVoiceover DinosaurInTheKitchen TRexShortArmsProblems',
    prank:
      'DinosaurFootprintPrank DinosaurEggSurprise DinosaurInTheFridge ToyDinosaurMischief DinosaurLawnInvasion SandboxDinosaurFossil',
    cooking:
      'DinosaurCake DIYDinosaurNuggets DinosaurEggBreakfast DinosaurFossilCookies DinosaurVolcanoPudding JelloDinosaurDig',
    travel:
      'DinosaurMuseumTrip DinosaurFossilHunt DinosaurTrackwayVisit RoadsideDinosaurStop DinosaurParkDay SelfieWithADinosaur',
    fashion:
      'DinosaurPrintFit DinosaurOnesieLook DIYDinosaurSpikeHoodie DinosaurEarrings DinosaurPatchDenim RestyleADinosaurTee',
    wellness:
      'DinosaurCalmBreaths DinosaurYoga RoarLikeADinosaur DinosaurFeelingsCards SleepyDinosaurStory DinosaurGratitude',
    speed:
      'Name20DinosaursIn30 DinosaurFactBlitz DinosaurPuzzleTimer DinosaurToySortSprint DinosaurSkeletonBuild FastestDinosaurDig',
    music:
      'DinosaurRoarRemix DinosaurStompBeat RapTheDinosaurFacts DinosaurKazooChorus DinosaurLullaby JurassicThemeCover',
    art: 'BlindDrawADinosaur DinosaurClaySculpt DinosaurFossilPrint DinosaurPaperMache PastaDinosaurSkeleton DinosaurOrigami',
    tech: 'ARDinosaurInMyRoom DinosaurRobotBuild 3DPrintADinosaur DinosaurSoundDesign DinosaurAIRender DinosaurToyScan',
    pet: 'PetDinosaurCostume CatVsDinosaurToy DinosaurPlushHunt PuppyMeetsDinosaur DinosaurDogSweater DinosaurRoarReaction',
    gaming:
      'DinosaurParkBuilder DinosaurSurvivalRun BeatTheChromeDinosaur TameEveryDinosaur DinosaurCardDuel DinosaurMemoryMatch',
  },
  'traffic light': {
    dance:
      'TrafficLightFreeze TrafficLightTempo RobotTrafficLightMoves TrafficLightStopAndGo TrafficLightShuffle DoTheTrafficLight',
    fitness:
      'TrafficLightSprints TrafficLightWorkout TrafficLightPlank TrafficLightJumpJacks LungeAtTrafficLights FamilyTrafficLightHIIT',
    prank:
      'SnackJarTrafficLight TrafficLightDoorSign TrafficLightGrocery TrafficLightLampSwap TrafficLightStickyNote TinyTrafficLightDesk',
    educational:
      'HowTrafficLightsWork TrafficLightColorsQuiz FirstTrafficLightEver TrafficLightTimingMath TrafficLightSensors TrafficLightsAbroad',
    cooking:
      'TrafficLightCookies TrafficLightPeppers JelloTrafficLightCups TrafficLightSkewers MiniTrafficLightPizza TrafficLightMocktail',
    travel:
      'TrafficLightCityWalk WorldTrafficLights TrafficLightAmpelmann TrafficLightTree OddTrafficLightHunt TrafficLightRoadTrip',
    fashion:
      'TrafficLightOutfit TrafficLightNails TrafficLightSocks TrafficLightBangles ColorBlockTrafficLight LayeredTrafficLightFit',
    wellness:
      'BreatheAtTrafficLights TrafficLightMoodCheck TrafficLightPause TrafficLightGratitude TrafficLightJournal CalmTrafficLightDrive',
    speed:
      'TrafficLightRace TrafficLightReaction TrafficLightTagBlitz CupFlipTrafficLight TrafficLightSprint BeatTheTrafficLight',
    music:
      'TrafficLightBeat TrafficLightTempo DrumToTheTrafficLight TrafficLightSingPause KaraokeAtTrafficLights TrafficLightJingle',
    art: 'PaintATrafficLight TrafficLightCraft ClayTrafficLightModel TrafficLightPixelArt TrafficLightNightPhoto TrafficLightSuncatcher',
    tech: 'TrafficLightCircuit TrafficLightLEDBuild ArduinoTrafficLight TrafficLightAIControl TrafficLightSmartBulb CodeATrafficLight',
    pet: 'PetTrafficLightTrick TrafficLightSitStay TrafficLightWaitForIt TrafficLightTreatCue DogTrafficLightGame TrafficLightCrosswalk',
    gaming:
      'TrafficLightGameNight TrafficLightSpeedrun TrafficLightRoadPuzzle RobloxTrafficLightObby TrafficLightCarRally TicTacToeTrafficLight',
  },
  bookstore: {
    dance:
      'BookstoreSilentDisco BookstoreShelfShuffle BookstoreAisleTwirl BookstoreWaltz DanceInTheBookstore TiptoeBookshopStep',
    fitness:
      'BookstoreToteCarry BookstoreLowShelfSquat BookstoreHaulCurls BookshopPostureBalance WalkToTheBookstore CycleToTheBookstore',
    prank:
      'BookstoreBlindDateBook BookstoreBookmarkNote BookstorePayItForward SecretBookstoreGift SurpriseBookstoreHaul BookshopSpoilerBluff',
    educational:
      'BookstoreGenreQuiz AskYourBookstoreStaff BookstoreShelfSecrets BookstoreISBNDecode WhyBookstoresSmellGood BookstoreFirstLines',
    cooking:
      'BookstoreScones BookstoreNovelDish BookshopCafeLatte TeaPartyAtTheBookstore RandomBookstoreRecipe BookstoreCakeDupe',
    travel:
      'BookstoreCrawl BookstoreRoadTrip HiddenBookshopHunt ParisBookstoreVisit OldestBookstoreInTown BookstoreInEveryCity',
    fashion:
      'BookstoreFitCheck BookstoreCardiganLook BookstoreToteStyling DarkAcademiaBookstore MatchYourBookstoreHaul BookshopDateOutfit',
    wellness:
      'BookstoreSoloDate BookstoreQuietHour BookstoreArmchairRead NoPhoneBookstoreBrowse SlowBookshopSunday BookstoreUnplug',
    speed:
      'BookstoreTitleHunt BookstoreBudgetBlitz TenMinuteBookstoreHaul AToZBookstoreRace BookstoreColorSprint BookshopFirstLineGuess',
    music:
      'BookstoreAcousticSet BookstoreLyricTitles BookstoreJazzAfternoon PageTurnBookstoreBeat ScoreYourBookstoreFind BookshopOpenMic',
    art: 'BookstoreSketchWalk BookstoreWindowDisplay BookstoreCoverRedesign BookshopShelfPhoto MiniBookstoreDiorama DrawYourDreamBookstore',
    tech: 'BookstoreBarcodeScan EReaderVsBookstore AIPicksMyBookstoreRead BookshopTBRTracker BookstoreQRCodeHunt BookstoreSmartShelf',
    pet: 'DogFriendlyBookstore BookstoreResidentKitty BookstorePuppyBrowse CatSitsOnBookstoreHaul BookshopPetVisit BookstoreTotePup',
    gaming:
      'BookstoreTabletopHaul BookstoreBingoCard BookstoreDnDSession MurderMysteryBookstore GameNightAtABookstore BookshopTriviaDuel',
  },
  christmas: {
    dance:
      'ChristmasPajamaDance ChristmasTinselTwirl ChristmasTwoStep ChristmasSleighStomp SwayLikeAChristmasTree KitchenChristmasDisco',
    fitness:
      'ChristmasCountdownReps ChristmasTreeCarry ChristmasPresentSquats 12DaysOfChristmasHIIT ChristmasMorning5K WorkOffChristmasDinner',
    prank:
      'ChristmasDeskWrap ChristmasCarolAmbush ChristmasStockingSwap DecoyChristmasGift TinyElfXmasTakeover ChristmasSproutTruffle',
    educational:
      'ChristmasTreeScience ChristmasCarolOrigins ChristmasTraditionQuiz XmasAroundTheWorld WhyChristmasIsDec25 HowChristmasLightsWork',
    cooking:
      'ChristmasMorningBrunch ChristmasYuleLogRoll XmasGingerbreadBuild ChristmasCandyBark IcedChristmasCookies HotCocoaChristmasBombs',
    travel:
      'ChristmasMarketTour ChristmasLightsDrive ChristmasWindowWalk ChristmasTreeFarmVisit SkatingRinkAtChristmas TinyTownChristmas',
    fashion:
      'ChristmasPartyLook ChristmasVelvetLayers ChristmasBaubleEarring UglyXmasSweaterRunway MatchingChristmasPJs ChristmasDayFitCheck',
    wellness:
      'ChristmasGratitudeJar ChristmasLightsStroll ChristmasCandleCalm 24DaysOfXmasKindness SlowChristmasMorning ChristmasEveUnplug',
    speed:
      'ChristmasWrapRace ChristmasStockingDash ChristmasOrnamentRelay ChristmasTreeIn60 UntangleXmasLights FastestChristmasBow',
    music:
      'ChristmasCarolCover ChristmasSongRemix ChristmasKazooMedley JingleBellXmasJam GiftWrapChristmasBeat ChristmasHarmonyDuet',
    art: 'ChristmasOrnamentCraft ChristmasCardDesign ChristmasWreathBuild ChristmasSnowflakeCuts PaintAChristmasWindow TapeArtChristmasTree',
    tech: 'ChristmasLightShow ChristmasGadgetUnbox SmartChristmasTree AIWritesChristmasCards ChristmasVideoCall XmasCountdownWidget',
    pet: 'PetVsTheChristmasTree ChristmasPupUnwrap ChristmasKittenPose XmasStockingReveal ChristmasCardPortrait DogsFirstChristmas',
    gaming:
      'ChristmasGameNight ChristmasTriviaBattle ChristmasCharadesRound ChristmasBingoShowdown WhiteElephantXmasDice MarioKartChristmasCup',
  },
  'april fools': {
    dance:
      'AprilFoolsMirrorDance AprilFoolsFakeTutorial BackwardsAprilFools WrongSongAprilFools AprilFoolsSlowMo AprilFoolsShuffle',
    fitness:
      'AprilFoolsReverseReps AprilFoolsSillyWalks AprilFoolsFakeWeights AprilFoolsFunRun SlowMoAprilFoolsSprint BackwardsAprilFoolsJog',
    funny:
      'AprilFoolsReactions AprilFoolsNewsReport FakeAprilFoolsAd GooglyEyesAprilFools AprilFoolsDeadpan AprilFoolsFamilyBluff',
    educational:
      'AprilFoolsHistory FamousAprilFoolsHoaxes FactOrAprilFool BBCSpaghettiAprilFool AprilFoolsIllusions AprilFoolsAroundWorld',
    cooking:
      'AprilFoolsFakeDinner AprilFoolsIllusionCake AprilFoolsJelloJuice AprilFoolsMashedSundae SweetOrSavoryAprilFool IsItRealAprilFools',
    travel:
      'AprilFoolsFakeVacation AprilFoolsPostcard AprilFoolsOddMuseums MysteryAprilFoolsTrip LeaningTowerAprilFools AprilFoolsLandmarks',
    fashion:
      'AprilFoolsBackwardsFit AprilFoolsMismatchDay AprilFoolsSillyHats InsideOutAprilFools GooglyEyeAprilFools AprilFoolsFakeDesigner',
    wellness:
      'AprilFoolsKindness AprilFoolsJoyList AprilFoolsSmileStreak LaughterYogaAprilFools BellyLaughAprilFools AprilFoolsSillyHour',
    speed:
      'AprilFoolsSetupRace AprilFoolsRiddleBlitz 20GooglyEyesAprilFools SpotTheAprilFoolFast AprilFoolsTwisters AprilFoolsSpeedPrank',
    music:
      'AprilFoolsKazooCover AprilFoolsWrongLyrics AprilFoolsRecorderSolo WhoopeeAprilFoolsBeat FakeOperaAprilFools AprilFoolsBackwardSong',
    art: 'AprilFoolsIllusionArt AprilFoolsObjectFaces AprilFoolsClayFood TrickPhotoAprilFools FakeCrackAprilFools AprilFools3DDrawing',
    tech: 'AprilFoolsAutocorrect AprilFoolsWallpaper AprilFoolsKeyboardSwap AprilFoolsVoiceFilter FakeAprilFoolsGadget FrozenDesktopAprilFool',
    pet: 'AprilFoolsPetCostume AprilFoolsDogDisguise AprilFoolsToyDecoy KittenAprilFoolsMagic TreatTrickAprilFools AprilFoolsCatReacts',
    gaming:
      'AprilFoolsMirrorMode AprilFoolsGameNight AprilFoolsRuleSwap UpsideDownAprilFools FakeAprilFoolsCheat AprilFoolsBlindJenga',
  },
  escalator: {
    dance:
      'EscalatorMimeDance EscalatorGlideMove EscalatorRobotStep EscalatorMoonwalk CouchEscalatorIllusion DoTheEscalator',
    fitness:
      'EscalatorVsStairs SkipTheEscalator NoEscalatorWeek RaceTheEscalator EscalatorLegDay EscalatorStepCount',
    prank:
      'EscalatorMimePrank EscalatorHighFiveLine EscalatorCompliments EscalatorWelcomeSign ImaginaryEscalator SmileDownTheEscalator',
    educational:
      'HowEscalatorsWork WhereEscalatorStepsGo TallestEscalatorQuiz EscalatorHistory101 EscalatorStandRight EscalatorSafetyFacts',
    cooking:
      'GingerbreadEscalator BuildAnEscalatorCake EscalatorCookieStairs EscalatorWaffleStack EscalatorStepCupcakes EscalatorMallPretzels',
    travel:
      'LongestEscalatorTour EscalatorRideViews EscalatorMidLevelsHK EscalatorDeepestMetro LisbonHillEscalators OutdoorEscalatorHunt',
    fashion:
      'EscalatorOutfitReveal EscalatorFitCheck EscalatorSlowMoStrut EscalatorScarfFlow MallEscalatorLayers ShoesOnTheEscalator',
    wellness:
      'EscalatorMindfulRide EscalatorBreathCount EscalatorSmileDown StillnessOnEscalators EscalatorIntention PhoneFreeEscalator',
    speed:
      'BeatTheEscalator GuessTheEscalatorTime EscalatorTriviaBlitz EscalatorTongueTwister EscalatorABCs EscalatorVsStairsRace',
    music:
      'EscalatorScaleSong EscalatorBeatbox EscalatorHarmonyTrio MallEscalatorMuzak SingUpTheEscalator EscalatorHumAlong',
    art: 'EscalatorLineDrawing EscalatorLongExposure SymmetryEscalatorShot OnePointEscalator EscalatorStreetPhoto EscalatorWatercolor',
    tech: 'MiniEscalatorBuild EscalatorMotorModel EscalatorLegoTechnic EscalatorSensorDemo 3DPrintedEscalator EscalatorStepCounter',
    pet: 'PetVsEscalatorMime EscalatorCarryYourDog CatVsEscalatorIllusion EscalatorPawSafety PuppyLearnsEscalators EscalatorKittenCarrier',
    gaming:
      'EscalatorMallTycoon EscalatorLevelDesign EscalatorParkourMap MinecraftEscalator WrongWayEscalatorRun EscalatorPuzzle',
  },
  'ice cream': {
    dance:
      'IceCreamTruckBop IceCreamScoopShuffle IceCreamMeltdownMove IceCreamConeTwirl MeltLikeIceCream DanceForIceCream',
    fitness:
      'ShakeIceCreamInABag EarnYourIceCream IceCreamRunClub IceCreamHandChurn IceCreamMileWalk IceCreamConeLunges',
    funny:
      'IceCreamFlavorDebate IceCreamConeFail IceCreamDripPanic IceCreamBrainFreeze TheLastIceCreamScoop WhoAteMyIceCream',
    prank:
      'IceCreamConeCupcakes SurpriseIceCreamRun IceCreamForBreakfast MashedPotatoIceCream FakeIceCreamSpill IceCreamDeliveryDoor',
    educational:
      'IceCreamMeltTest WhyIceCreamBrainFreeze HowSaltMakesIceCream IceCreamOriginsQuiz IceCreamScience GelatoVsIceCream',
    travel:
      'IceCreamCrawl GelatoAroundItaly LocalIceCreamHunt IceCreamRoadTrip IceCreamFarmVisit BoardwalkIceCream',
    fashion:
      'IceCreamPastelOutfit IceCreamConeEarrings IceCreamScoopHairBun NeapolitanIceCreamFit SprinkleIceCreamNails IceCreamPrintDress',
    wellness:
      'IceCreamSelfCareNight MindfulIceCream IceCreamSunsetBench IceCreamForAFriend SavorYourIceCream SlowIceCreamWalk',
    speed:
      'IceCreamScoopRace IceCreamConeStack IceCreamSundaeIn60 IceCreamToppingDash BeatTheIceCreamMelt SprinkleIceCreamSprint',
    music:
      'IceCreamTruckRemix IceCreamJingleContest IceCreamConeMicKaraoke SprinkleShakerIceCream IScreamForIceCream IceCreamSong',
    art: 'DrawAnIceCreamCone MeltingIceCreamArt IceCreamClayCharms IceCreamWatercolor IceCreamStillLife IceCreamSprinklePaint',
    tech: 'IceCreamMakerTest IceCreamTruckTracker IceCreamScoopGadgets IceCreamMeltTimelapse AIInventsIceCream SlowMoIceCreamDrip',
    pet: 'PetSafeIceCream PupIceCreamParty IceCreamTruckDogHowl CatIceCreamConeHat PuppyEyesForIceCream IceCreamCostumeParade',
    gaming:
      'IceCreamShopSim IceCreamStackGame IceCreamTycoonRun IceCreamCardMatch PapasScooperiaScore BuildAnIceCreamEmpire',
  },
  toothbrush: {
    dance:
      'ToothbrushMicGroove ToothbrushShimmy ToothbrushWiggleWalk FlossAfterToothbrush TwoMinuteToothbrushBop ToothbrushTwirl',
    fitness:
      'ToothbrushSquats ToothbrushBalanceHold ToothbrushLungeCount WallSitWithToothbrush TiptoeToothbrushing ToothbrushHipCircles',
    prank:
      'ToothbrushGooglyEyes ToothbrushTinyHat ToothbrushGiftWrap NewToothbrushSurprise MiniToothbrushSwap ToothbrushMirrorNote',
    educational:
      'ToothbrushPlaqueDye ToothbrushGermCulture ToothbrushAngleTest FirstToothbrushEver SpinVsManualToothbrush ToothbrushMythBust',
    cooking:
      'ToothbrushSpeckledEggs ToothbrushMushroomPrep ToothbrushStencilCake SnackBeforeToothbrush PretzelToothbrushPops GalaxyCookieToothbrush',
    travel:
      'ToothbrushPackingHack ForgotMyToothbrushTrip ToothbrushWorldTour HotelToothbrushRating ToothbrushWithAView TravelToothbrushTest',
    fashion:
      'ToothbrushBrowHack EdgesWithAToothbrush ToothbrushLashComb SuedeToothbrushRescue ToothbrushNailDots ToothbrushSplatterTee',
    wellness:
      'MindfulToothbrushing ToothbrushNightRoutine ToothbrushAffirmations ToothbrushHabitStreak ToothbrushSmileCheck GentleToothbrushRitual',
    speed:
      'ToothbrushRelayRace ToothbrushFlipCatch BalanceAToothbrush FastestToothbrushLoad ToothbrushCupToss ToothbrushSortSprint',
    music:
      'ToothbrushKaraoke ToothbrushTimerSong ToothbrushBuzzHarmony TwoMinuteToothbrushJam BathroomToothbrushEcho ToothbrushDrumsticks',
    art: 'ToothbrushSplatterArt ToothbrushFurTexture ToothbrushStencilPrint GalaxyByToothbrush OldToothbrushCanvas ToothbrushBristleStamp',
    tech: 'ToothbrushBristlebot ToothbrushTimerApp SmartToothbrushTest ToothbrushMotorHack ToothbrushTeardown SlowMoToothbrushCam',
    pet: 'PetToothbrushTime ToothbrushPupReaction CatMeetsToothbrush DogFingerToothbrush ToothbrushChewToy ToothbrushTreatReward',
    gaming:
      'ToothbrushBossBattle ToothbrushHighScore ToothbrushSwordQuest ToothbrushPlaqueLevel ARToothbrushGame RetroToothbrushArcade',
  },
  golf: {
    dance:
      'GolfSwingDance GolfCartShuffle GolfClubTwirl GolfPuttCelebration HoleInOneGolfJig MiniGolfMoonwalk',
    funny:
      'GolfWhisperCommentary GolfTrickShotFails MiniGolfRivalry GolfDadExcuses LostGolfBallSearch GolfCaddieImpression',
    prank:
      'GolfClapForChores GolfBallGiftMessage GolfCaddyForADay GolfWhisperAnnouncer SurpriseTeeTimeGolf FakeMiniGolfCourse',
    educational:
      'GolfSwingPhysics GolfRulesQuiz GolfHandicapMath WhyGolfBallsDimple HowGolfBegan GolfClubGuess',
    cooking:
      'GolfBallCakePops GolfCourseCupcakes GolfClubhouseSandwich GolfArnoldPalmerMix HoleInOneGolfCookies MiniGolfSnackBox',
    travel:
      'GolfCourseTour GolfLinksWeekend MiniGolfRoadTrip StAndrewsGolfVisit PublicGolfHop GolfSunsetNine',
    fashion:
      'GolfFitCheck GolfPoloAndVisor GolfSkortLook ArgyleGolfSocks PlusFoursGolfRevival GolfCoreOutfit',
    wellness:
      'GolfMindfulPutt GolfCourseWalk GolfSunriseNine GolfNoScoreRound StressFreeGolf BreatheBeforeGolfSwing',
    speed:
      'SpeedGolfRound GolfPuttingRace FastestMiniGolf GolfBallPickupDash GolfTeeUpTimer GolfChipBlitz',
    music:
      'GolfCartSingAlong GolfSwingRhythm GolfBallDropPercussion GolfCaddyshackTheme ClubhouseGolfJazz UkuleleOnTheGolfGreen',
    art: 'PaintedGolfBalls GolfCourseWatercolor MiniGolfDesign GolfScorecardSketches GolfTeeSculpture GolfFairwayPhoto',
    tech: 'GolfSimulatorSetup GolfSlowMoSwing GolfDistanceApp GolfLaunchMonitor SmartGolfBallTest AICoachesMyGolf',
    pet: 'GolfBallFetch GolfPuppyPuttTest MiniGolfWithMyDog CatChasesGolfTee GolfCaddyPup GolfCartPetRide',
    gaming:
      'GolfCardGame GolfWiiSportsCup GolfWithYourFriendsRun MiniGolfVRNight CrazyGolfSpeedrun GolfClashTourney',
  },
  library: {
    dance:
      'LibrarySilentDisco LibraryShelfShuffle LibraryTiptoeRoutine LibraryCartGlide BookwormLibraryBoogie QuietLibraryTwoStep',
    fitness:
      'LibraryWalkStreak LibraryStackLift LibraryStairLaps LibraryBikeRoute HeavyLibraryHaulCarry LungeWithLibraryBooks',
    funny:
      'LibraryWhisperSkit LibraryTypesOfReaders LibraryShushImpression LibraryLateFeeDrama OverdueLibraryBook LoudestLibrarySneeze',
    prank:
      'LibraryHiddenNote LibraryCardSurprise LibraryBlindDateBook LibraryCompliments FakeLibraryFine PickTheirLibraryReads',
    cooking:
      'LibraryCookbookDinner LibraryCafeScones LibraryRecipeDay StorytimeLibrarySnack NovelFeastFromLibrary LibraryPicnicLunch',
    travel:
      'LibraryHopDay LibraryAroundTheWorld MostBeautifulLibraries LibraryPassportStamps OldestLibraryInTown LibraryCardAbroad',
    fashion:
      'LibraryFitCheck LibraryCardiganLook StyleYourLibraryTote DarkAcademiaLibrary LibraryDateOutfit LibraryStudyOOTD',
    wellness:
      'LibraryQuietHour LibraryReadingNook LibraryJournalSession LibraryWindowSeat PhoneFreeLibraryVisit SlowLibrarySunday',
    speed:
      'LibraryBookHunt LibraryDeweyRace LibraryCatalogDash LibraryRecommendRelay SortALibraryShelf FastestLibraryCheckout',
    music:
      'LibraryWhisperSong LibraryPageTurnRhythm LibraryLofiSession LibraryPoemToMelody SilentLibraryKaraoke BorrowALibraryVinyl',
    art: 'LibrarySketchbook LibraryCardArt LibraryArchwayDrawing PaintALibraryShelf BlackoutPoetryLibrary LibraryPatronDoodles',
    tech: 'LibraryAppHacks LibraryMakerspaceBuild LibraryAudiobookLoans Library3DPrinter EbooksFromYourLibrary EReaderVsLibraryBook',
    pet: 'LibraryReadToDogs LibraryKittenStoryTime CatSitsOnLibraryBook LibraryWalkWithPup PetReactsToLibraryHaul LibraryTotePeekaboo',
    gaming:
      'LibraryBoardGameNight LibraryEscapeRoom LibraryChessClub LibraryTriviaHunt DnDAtTheLibrary RetroLibraryArcade',
  },
  pie: {
    dance:
      'EasyAsPieDance ApplePieShuffle PieWindowsillSway CherryPieStrut PieRollingPinGroove PieTinTapShoes',
    fitness:
      'EarnYourPie PieTinSliderAbs PieDoughKneadBurn PieOrchardHike PumpkinPieSquats ApplePieCardio',
    funny:
      'PieSliceDebate PieCrustFail WhippedCreamPieGag PieChartOfMyLife PieThiefInterrogation GrandmaJudgesMyPie',
    prank:
      'PieOrCakeIllusion SecretPieDelivery PieLatticeMessage PieForTheMailCarrier TinyPiePicnicAmbush BakeTheirFavoritePie',
    educational:
      'PieForPiDay PieChartExplained WhyPieCrustFlakes PieMedievalOrigins PieAreaFormula HowPieFillingsSet',
    travel:
      'PieRoadTrip PieShopCrawl PieStateFairContest PieOrchardVisit DinerPieTour KeyLimePieInFlorida',
    fashion:
      'CherryPieRedFit PieBakerApronLook PieLatticeBraids GinghamPieDayOutfit CottagecorePieDress PiePicnicOOTD',
    wellness:
      'PieBakingTherapy SlowPieSunday PieShareKindness PieMemoryRecipe PiePorchTeaBreak OrchardPickingForPie',
    speed:
      'PieCrustCrimpRace SliceThePieEvenly PieDoughRollTimer PieApplePeelSprint LatticePieSpeedrun PieCherryPitBlitz',
    music:
      'PieTinDrumSolo SweetiePieSerenade AmericanPieSingAlong PieRecipeRap PieDinerJukeboxPick CherryPieCover',
    art: 'PieCrustArt PieLatticeDesign PieSugarStencil PieClayMiniature PaintAStillLifePie DinerPieSketch',
    tech: 'PieOvenTimelapse PieSliceCalculator PieThermometerCheck PieShield3DPrint AIInventsAPie StandMixerPieCrust',
    pet: 'BakeAPupPie DogStaresAtThePie PieWindowKittyGuard PieTinPuzzleFeeder PumpkinPiePetTreats SweetiePiePortrait',
    gaming:
      'PieGameNight EasyAsPieLevel PieShopSimRun PieWedgeTriviaDuel PieStakesUnoRound CookingMamaPieScore',
  },
  pancake: {
    dance:
      'PancakeFlipDance PancakeGriddleGroove PancakeSpatulaSwing PancakeStackShuffle SyrupDripPancakeSway MorningPancakeBop',
    fitness:
      'PancakeStretch PancakeFlipSquats EarnYourPancakes BurpeesBeforePancakes PancakeWhiskBurn PancakeSyrupCurls',
    funny:
      'FirstPancakeFlop PancakeArtFail PancakeDramaReading PancakeMickeyAttempt PancakeSyrupFlood BreakfastInBedPancakes',
    prank:
      'PancakeSmileySurprise TinyPancakeCereal PancakeDessertFakeout GiantPancakeReveal PancakeInitialsWakeUp SecretRainbowPancakes',
    educational:
      'WhyPancakesBubble PancakeDayHistory PancakeFractions CrepeVsPancakeFacts FluffyPancakeScience PancakeFlipPhysics',
    travel:
      'PancakesAroundTheWorld PancakeHouseCrawl DinerPancakeHunt DutchPancakeQuest PancakeCafeRatings MapleFarmPancakes',
    fashion:
      'PJsAndPancakes PancakeDayOutfit PancakePrintApron DinerPancakeDateFit PancakeBrunchLook GoldenPancakePalette',
    wellness:
      'SlowPancakeMorning PancakeSundayRitual MindfulPancakeFlip FamilyPancakeTable PancakeSelfCareStack PhoneFreePancakes',
    speed:
      'PancakeFlipRace PancakeStackSpeedrun PancakeTossCatch PancakesInFiveMinutes BeatTheClockPancakes RelayForPancakes',
    music:
      'BananaPancakesCover PancakeSizzleBeat PancakeSpatulaDrums PancakeRecipeRap FlipPancakesInRhythm PancakeSyrupASMR',
    art: 'PancakePortrait PancakeAnimalShapes PancakeLandscape PaintWithPancakeBatter SqueezeBottlePancakes PancakeStillLife',
    tech: 'PancakePrinterTest PancakeBatterDispenser PancakeFlipperRobot PancakeThermalCam AIPancakeShapeIdeas SmartGriddlePancakes',
    pet: 'DogFriendlyPancakes PetPancakeParty FlatAsAPancakeNap PancakeNoseBalance KittenWatchesPancakes PancakeBirthdayPup',
    gaming:
      'PancakeStackingGame PancakeFlipHighScore PancakeShapeGuessing PancakeBingo OvercookedPancakeRun CookingMamaPancakes',
  },
  smoothie: {
    dance:
      'SmoothieShakeDance SmoothieSwirlMoves SmoothieBlendSway SmoothieStrawStep BlenderSmoothieBoogie MorningSmoothieGroove',
    fitness:
      'PostWorkoutSmoothie EarnYourSmoothie SmoothieBlendSquats SmoothieStretchBreak SmoothiePlankAndSip SmoothieBikeBlender',
    funny:
      'SmoothieColorFail SmoothieTasteReaction SmoothieStrawStruggle ForgotTheLidSmoothie WellnessSmoothieParody SmoothieFakeSmile',
    prank:
      'SecretSpinachSmoothie GuessTheSmoothieFlavor SmoothieCupMessage SmoothieBowlSmileyFace SmoothieDoorDelivery SmoothieMilkshakeSwap',
    educational:
      'WhySmoothiesTurnBrown SmoothieSugarMath SmoothieFiberExplained SmoothieScience FrozenVsFreshSmoothie SmoothieFruitQuiz',
    travel:
      'SmoothieBarHop SmoothieAroundTheWorld SmoothieBeachShack SmoothieMarketStall LocalFruitSmoothieHunt AcaiSmoothieCafeTour',
    fashion:
      'SmoothieRunFit MatchYourSmoothie SmoothieShadeMakeup SmoothieGymSet PastelSmoothieLook SmoothieColorPalette',
    wellness:
      'MorningSmoothieRitual SmoothieSelfCare GreenSmoothieReset SmoothieMindfulSip SmoothieWeeklyPrep SmoothieVeggieStreak',
    speed:
      'SixtySecondSmoothie SmoothieSpeedrun SmoothieRelay SmoothieToppingDash FruitChopSmoothieRace SmoothieGuessIn10',
    music:
      'SmoothieBlenderBeat SmoothieSlurpASMR SmoothieJingleWriting SmoothOperatorCover FruitShakerSmoothieJam SingToYourSmoothie',
    art: 'SmoothieBowlArt SmoothieColorSwatches LayeredSmoothiePhoto SmoothieWatercolor DrawYourSmoothie SmoothieFlatLay',
    tech: 'SmoothieGadgetCheck AISmoothieRecipe SmoothieSlowMoPour SmoothieCalorieScanner USBSmoothieBlender SmoothieFreezerPacks',
    pet: 'PupSmoothieBowl PetSafeSmoothie CatSniffsMySmoothie DogVsSmoothieBlender FrozenSmoothieTreat SmoothieLickMat',
    gaming:
      'SmoothieShopSim GamerSmoothie SmoothieBetweenRounds SmoothieLANFuel FruitNinjaSmoothie SmoothieMatchThree',
  },
  'train station': {
    dance:
      'TrainStationFlashMob TrainStationTapStep TrainStationWaltz TrainStationLocomotion DanceAtTheTrainStation AllAboardTrainShuffle',
    fitness:
      'TrainStationStairClimb TrainStationStepGoal TrainStationCalfRaises TrainStationLunges SuitcaseCarryToTrain WalkToTheTrainStation',
    funny:
      'TrainStationMissedIt TrainStationAnnouncer TrainStationCoffeeRush RunningForTheTrainPOV WrongTrainStation TrainStationGoodbyes',
    prank:
      'TrainStationBalloons TrainStationNameCard TrainStationFlowers TrainStationCostume SurpriseAtTrainStation RedCarpetTrainArrival',
    educational:
      'TrainStationHistory HowTrainsSwitchTracks ReadATrainTimetable OldestTrainStation TrainStationSignals TrainStationDesignQuiz',
    cooking:
      'TrainStationBento TrainStationPretzels TrainStationCroissant TrainDiningCarBrunch PackATrainPicnic CoffeeForTheTrainRide',
    fashion:
      'TrainStationTravelFit TrainStationTrenchCoat TrainStationOOTD TrainStationSneakers OrientExpressTrainLook DressForTheTrain',
    wellness:
      'TrainStationSlowCoffee TrainStationBreathing TrainStationJournal TrainWindowDaydream CalmAtTheTrainStation MindfulTrainWait',
    speed:
      'TrainStationTicketRace TrainStationMapBlitz TrainStationTransfer TrainStationWayfinding CatchTheTrainDash FindYourTrainIn60',
    music:
      'TrainStationPianoCover TrainStationBuskerSet TrainStationChimeRemix TrainRhythmBeat SingOnTheTrainPlatform BeatboxTheTrainClack',
    art: 'TrainStationSketchbook TrainStationClockPhoto TrainStationWatercolor TrainTicketCollage LongExposureTrainShot SketchTheTrainCrowd',
    tech: 'TrainStationTimelapse TrainStationWifiHunt TrainStationTapToPay TrainTrackerAppTest SplitFlapTrainBoard OfflineTrainMapHack',
    pet: 'TrainStationPetTravel TrainStationTamaCat TrainStationPupWelcome TrainStationTreatPouch DogMeetsTheTrain PuppyFirstTrainRide',
    gaming:
      'TrainStationTycoon TrainStationPuzzle TrainStationMiniMetro TrainSimulatorRoute TicketToRideTrainNight BuildATrainStation',
  },
  goat: {
    dance:
      'GoatHopDance BabyGoatBounce GoatSideLeapStep MountainGoatTwist GoatBleatStomp GoatScreamDrop',
    fitness:
      'GoatYogaFlow GoatHillClimb BabyGoatJumpSquats GoatLedgeBalance MountainGoatStairs GoatHayBaleCarry',
    funny:
      'GoatVoiceover GoatScreamReaction BabyGoatParkour GoatFarmInterview GoatsInPajamas WhoIsTheGoat',
    prank:
      'GoatScreamRingtone GoatPlushSwap BabyGoatSurpriseVisit GoatCameoVideoCall GoatMaskDoorbell HideAGoatFigurine',
    educational:
      'WhyGoatsClimb GoatPupilScience GoatFourStomachs GoatBreedsQuiz GoatHornsVsAntlers WhatGoatsReallyEat',
    cooking:
      'GoatMilkFudge BabyGoatCupcakes GoatFaceCookies WhippedGoatCheeseDip GoatCakePops GoatYogurtParfait',
    travel:
      'GoatFarmVisit GoatHikeTrail MountainGoatSpotting GoatsInTreesMorocco GoatPettingZooDay AlpineGoatPasture',
    fashion:
      'GoatHornHeadband GoatFarmFitCheck BabyGoatPajamas GoatCashmereLayers BarnGoatOveralls GoatPrintSweater',
    wellness:
      'GoatYogaClass GoatCuddleTherapy BabyGoatSnuggles GoatGrazingWatch GoatBrushingRitual SunriseWithTheGoats',
    speed:
      'GoatObstacleRace BabyGoatZoomies GoatChoreBlitz GoatRoundupCountdown HayBaleGoatRelay GoatMilkingTimer',
    music:
      'GoatScreamDuet GoatBleatRemix BabyGoatChorus GoatBellJingle YodelToTheGoats BarnyardGoatBanjo',
    art: 'GoatFarmSketch GoatClayFigure GoatFeltCraft GoatPhotoShoot PaintAGoatPortrait LinoCutGoatPrint',
    tech: 'GoatBarnCam GoatGPSCollar GoatDroneHerding GoatTimelapse SolarGoatFence SmartGoatFeeder',
    gaming:
      'GoatKingOfTheHill GoatSimulatorRun GoatPenPuzzle GoatHerdingGame FarmTycoonGoatBuild BabyGoatBoardChaos',
  },
  history: {
    dance:
      'HistoryOfDanceMoves HistoryRegencyBallroom HistoryCharleston TwistThroughHistory DiscoHistoryRoutine HistoricMinuet',
    fitness:
      'HistoricTrailHike HistoryMuseumSteps HistoryBattlefieldWalk HistoryCastleStairs AncientHistoryOlympics GladiatorHistoryDrill',
    funny:
      'HistoryReenactment HistoryAsAGroupChat HistoryFigureReacts HistoryExamCramming MedievalHistoryPOV IfHistoryHadWiFi',
    prank:
      'HistoryQuizAmbush HistoryArtifactDig HistoryScrollInvite HistoryDressUpSurprise FakeHistoryFact FamilyHistoryReveal',
    cooking:
      'HistoryRecipeRemake HistoryRomanBread HistoryWartimeCake HistoryCookbookTry VictorianHistoryTea MedievalHistoryFeast',
    travel:
      'HistoryWalk HistoricSitesTour HistoryRuinsWander HistoryGhostStories CastleHistoryDayTrip LocalHistoryHunt',
    fashion:
      'HistoryInspiredOutfit HistoryDecadeFits HistoryRegencyGown HistoryHatTimeline RenaissanceHistoryLook RestyleHistoryFashion',
    wellness:
      'HistoryBedtimeStory FamilyHistoryJournal HistoryGrandparentChat HistoryLetterReading StoicHistoryQuotes QuietHistoryMuseum',
    speed:
      'HistoryTimelineRace HistoryDateSpeedRound GuessTheHistoryDecade HistoryInventionBlitz EmpireHistoryMapDash HistoryLeadersIn60',
    music:
      'HistoryOfMusicMedley HistoryRapRecap HistoryAnthemOrigins MedievalHistoryCover HistorySongParody BardHistoryBallad',
    art: 'HistoryMuseumSketch HistoryComicStrip HistoryCavePainting RecreateAHistoryPhoto ClayHistoryArtifact HistoryPortraitRedo',
    tech: 'HistoryOfPhones HistoryFilmColorizing HistoryVRTempleTour RestoreAHistoryPhoto EnigmaHistoryDecoded HistoryGadgetTimeline',
    pet: 'HistoryPetCostume HistoryDogBreedOrigins HistoryFamousCats PupAsAHistoryEmperor KittenThroughHistory HistoryPawPortrait',
    gaming:
      'HistoryStrategyGame HistoryTriviaShowdown HistoryTimelineCards AssassinsCreedHistory RiskHistoryNight HistoryEmpireBuilder',
  },
  treadmill: {
    dance:
      'TreadmillCooldownDance TreadmillArmChoreo InclineWalkGroove TreadmillSideShuffle HeadBopOnTreadmill StrutOffTheTreadmill',
    funny:
      'TreadmillDeskMeeting TreadmillStareDown InclineWalkRegrets TreadmillNeighborRace SmallTalkOnTreadmill WhenTheTreadmillBeeps',
    prank:
      'TreadmillStickyNotes TreadmillBalloonArch TreadmillFinishTape TreadmillPlaylistSwap CheerSquadTreadmill FunnyPosterByTreadmill',
    educational:
      'TreadmillHistory HowTreadmillsWork TreadmillStepMath TreadmillHeartZones WhyInclineWalkingBurns WalkVsRunTreadmill',
    cooking:
      'TreadmillRecoveryShake TreadmillSnackPrep TreadmillFuelBites InclineWalkBreakfast PostTreadmillSmoothie HomemadeTreadmillDrink',
    travel:
      'TreadmillVirtualHike TreadmillCityWalkVideo TreadmillScenicStream TreadmillWithAView HotelTreadmillReview CruiseShipTreadmill',
    fashion:
      'TreadmillFitCheck TreadmillSneakerTest InclineWalkOutfit TreadmillMatchingSet HeadbandTreadmillLook WhatsInMyTreadmillBag',
    wellness:
      'TreadmillMindfulness InclineWalkUnwind TreadmillAudiobookHour TreadmillSlowPace GratitudeTreadmillMile PodcastOnTheTreadmill',
    speed:
      'TreadmillMileTime TreadmillFiveKClock TreadmillTopSpeedTest TreadmillSprints InclineTreadmillLadder HillRepeatsTreadmill',
    music:
      'TreadmillSongSprints InclineWalkAnthem TreadmillBpmMatch TreadmillKaraokeJog ChorusOnTheTreadmill HumAlongTreadmill',
    art: 'TreadmillStopMotion TreadmillDeskDoodle TreadmillWalkingSketch TreadmillTimelapseArt GymTreadmillSilhouette StickFigureTreadmill',
    tech: 'TreadmillOfficeSetup TreadmillAppTest TreadmillZwiftRun WalkingPadReview UnderDeskTreadmill FootpodTreadmillCheck',
    pet: 'TreadmillPetReaction TreadmillCatStareDown TreadmillPuppyCheer TreadmillThenLeashWalk DogWatchesMyTreadmill KittenVsTreadmill',
    gaming:
      'TreadmillWhileGaming TreadmillVirtualRace InclineWalkLevelUp TreadmillPokemonSteps EggHatchingTreadmill ZombiesRunTreadmill',
  },
  panda: {
    dance:
      'PandaTumbleDance PandaPawShuffle PandaRollFlop PandaBellyBounce DoThePandaWaddle BambooPandaSway',
    fitness:
      'PandaRollUps PandaBearCrawl PandaSomersaults PandaLogCarry BambooPandaStretch LazyPandaPlank',
    funny:
      'PandaTumbleImpression PandaLazyDay PandaSneezeReenact PandaClingsToKeeper VoiceOverAPanda BabyPandaSlideFail',
    prank:
      'PandaOnesieSurprise PandaPlushInTheBed PandaFaceOnTheEggs GiantPandaDoorGreeter PeekabooPandaMask PandaSockSwap',
    educational:
      'WhyPandasEatBamboo PandaThumbScience PandaConservationStory RedPandaFamilyTree PandaCubSizeQuiz PandaFactOrFake',
    cooking:
      'PandaRiceBalls PandaSteamedBuns PandaSugarCookies PandaBentoBox OreoPandaCupcakes MatchaPandaRollCake',
    travel:
      'PandaParkPhotoWalk PandaSanctuaryTrip PandaZooMorning PandaKeeperForADay ChengduPandaBase BambooForestPandaHunt',
    fashion:
      'PandaBlackWhiteFit PandaEarBeanie PandaHoodieStyling PandaPrintPajamas MonochromePandaLook StylePandaDunks',
    wellness:
      'PandaSlowMorning PandaNapReset PandaLoungeHour PandaCamUnwind LazyLikeAPanda SloMoPandaSunday',
    speed:
      'PandaRollRace PandaDrawIn30 PandaOrigamiDash RedPandaQuizBlitz PandaBambooStack FastestPandaSketch',
    music:
      'PandaLofiBeat PandaLullaby PandaErhuMelody PandaUkuleleJam BambooFlutePandaSong DesiignerPandaCover',
    art: 'PandaInkPainting PandaOrigamiFold PandaPlushSewing PandaPaintedRock BambooBrushPanda DrawAPandaBlind',
    tech: 'PandaLiveCamHighlights PandaDeskSetup PandaARFilter PandaPlushRobot BambooPandaKeyboard AIPandaVoiceover',
    gaming:
      'PandaSanctuarySim PandaPuzzleGame PandaKungFuBoss PandaCardCollection BambooPandaLevel RedPandaSpeedrun',
  },
  parrot: {
    dance:
      'ParrotHeadBob ParrotDanceOff ParrotWingFlapMoves ParrotShoulderGroove SwayLikeAParrot PartyParrotLoop',
    fitness:
      'ParrotFlapAlongCardio ParrotPerchBalance ParrotWingArmCircles ParrotShoulderSquats WildParrotHike PartyParrotHIIT',
    funny:
      'ParrotSaysWhat ParrotMimicsTheHouse ParrotLaughTrack ParrotMicrowaveBeep MyParrotSnitched ImpressionOfMyParrot',
    prank:
      'ParrotDoorbellPrank ParrotPlushSwap ParrotRingtone ParrotSecretPhrase WhoSaidThatParrot FakeParrotOnShoulder',
    educational:
      'HowParrotsTalk ParrotWordCount ParrotLifespanQuiz ParrotIntelligenceTest WhyParrotsMimic ParrotColorScience',
    cooking:
      'ParrotChopSalad ParrotBirdieBread ParrotRainbowCupcakes ParrotFeatherCookies TropicalParrotSmoothie FruitParrotPlatter',
    travel:
      'ParrotSpottingTrip ParrotHarnessWalk ParrotSanctuaryVisit ParrotAmazonRiver RainforestParrotTour WildParrotsOfTheCity',
    fashion:
      'ParrotColorOutfit MatchYourParrot ParrotPrintShirt PirateParrotLook ParrotFeatherEarrings ParrotShoulderFitCheck',
    wellness:
      'ParrotCuddleTime ParrotSunbathBreak ParrotMorningChat ParrotQuietHour CalmParrotBedtime WildParrotBirdsong',
    speed:
      'ParrotFlightRecallRace ParrotPuzzleSpeedrun ParrotTrickTimer ParrotRingToss ForagingParrotBlitz FastestParrotWave',
    music:
      'ParrotSingAlong ParrotWhistleCover ParrotDuet ParrotDrumSolo KaraokeWithMyParrot PartyParrotRemix',
    art: 'PaintYourParrot ParrotPaperCraft ParrotGouache ParrotFeatherPainting MacawParrotMosaic ParrotPhotoShoot',
    tech: 'ParrotVideoCall ParrotPetCam ParrotTalkingApp ParrotSmartPerch AITranslatesMyParrot RecordYourParrotsWords',
    gaming:
      'ParrotTicTacToe ParrotShellGame ParrotConnectFour ParrotJengaPull BasketballParrotDunk MyParrotPlaysTablet',
  },
  'jumping jack': {
    dance:
      'JumpingJackRhythm JumpingJackClapCombo JumpingJackFreestyle JumpingJackDance TwistyJumpingJacks DiscoJumpingJacks',
    funny:
      'JumpingJackInCostume JumpingJacksInSlowMo JumpingJackOutOfSync JumpingJackOfficeBreak DadTriesJumpingJacks MiscountedJumpingJacks',
    prank:
      'JumpingJackWakeUp JumpingJackAmbush JumpingJackFlashMob JumpingJackDoorbell SurpriseJumpingJacks CommercialJumpingJacks',
    educational:
      'JumpingJackHistory JumpingJackHeartRate JumpingJackMuscleMap JumpingJackBoneHealth WhyJumpingJacksWork CaloriesInJumpingJacks',
    cooking:
      'JumpingJackGingerbread JumpingJackFlapjacks JumpingJackCookies JumpingJackCheeseMelt PreJumpingJackSnack PostJumpingJackShake',
    travel:
      'JumpingJackAtLandmarks JumpingJackAroundTown JumpingJackMountaintop JumpingJackLayover HotelRoomJumpingJacks BeachJumpingJackPhoto',
    fashion:
      'JumpingJackFitCheck JumpingJackSneakers JumpingJackSetMatch JumpingJackHairTest SequinJumpingJacks WorkwearJumpingJacks',
    wellness:
      'JumpingJackEnergyBoost JumpingJackStressShake JumpingJackMorningWake JumpingJackDeskReset SunlightJumpingJacks TenJoyfulJumpingJacks',
    speed:
      'JumpingJackMinute JumpingJackRace JumpingJackRelay JumpingJackTabata 100JumpingJacksTimed Fastest50JumpingJacks',
    music:
      'JumpingJackBeat JumpingJackToTheChorus JumpinJackFlashCover JumpingJackBassDrop ClapTrackJumpingJacks SingWhileJumpingJacks',
    art: 'JumpingJackStickFigure JumpingJackFlipbook JumpingJackClaySculpt JumpingJackSilhouette LightTrailJumpingJacks SnowAngelJumpingJacks',
    tech: 'JumpingJackCounterApp JumpingJackSlowMo JumpingJackSmartwatch JumpingJackAICoach WebcamJumpingJackCount MocapJumpingJacks',
    pet: 'JumpingJackWithMyDog JumpingJackPetReaction JumpingJackCatStare JumpingJackPupZoomies KittenVsJumpingJacks TreatAfterJumpingJacks',
    gaming:
      'JumpingJackGameBreak JumpingJackCharades JumpingJackBingo JumpingJackTwister RingFitJumpingJacks LoseALifeJumpingJacks',
  },
  tomato: {
    dance:
      'TomatoVineSway TomatoStompShuffle TomatoSalsaSteps TomatoHarvestGroove CherryTomatoBounce SaucePotTomatoBoogie',
    fitness:
      'TomatoGardenSquats TomatoBasketCarry TomatoCageStepUps TomatoRowLunges WateringCanTomatoCurls HarvestTomatoCircuit',
    funny:
      'TomatoTomahtoDebate TomatoSquirtFail TomatoPlantPepTalk TooManyTomatoes MyOneHomegrownTomato TomatoFruitArgument',
    prank:
      'TomatoCakeIllusion TomatoGardenGiantSwap CherryTomatoSmileys GooglyEyeTomatoes FakeTomatoHarvest TomatoPincushionDecoy',
    educational:
      'TomatoFruitOrVeggie TomatoHistoryLesson TomatoRipeningLab TomatoSeedCount WhyTomatoesTurnRed BlindTomatoTasting',
    travel:
      'LaTomatinaTrip TomatoFarmStandHunt PickYourOwnTomatoes ItalianTomatoTrail HeirloomTomatoMarket TomatoRooftopGarden',
    fashion:
      'TomatoGirlSummerFit TomatoPrintDress TomatoEarringStack TomatoPicnicSkirt RedGinghamTomatoLook HeirloomTomatoColors',
    wellness:
      'TomatoGardenMorning TomatoTimerFocus TomatoWateringRitual TomatoVineTending SunWarmTomatoSnack SlowTomatoHarvest',
    speed:
      'TomatoPickingRace TomatoSauceSpeedrun TomatoSliceDash TomatoStackTower CherryTomatoRelay BruschettaTomatoBlitz',
    music:
      'TomatoTomahtoSong TomatoCanDrums TomatoSliceASMR TomatoSauceSimmerBeat SingToYourTomatoes PastaPotTomatoJam',
    art: 'TomatoStillLife TomatoWatercolor TomatoStampPrint TomatoMacroPhoto HeirloomTomatoSketch VineToTableTomatoComic',
    tech: 'TomatoGrowthTimelapse TomatoPlantSensor TomatoRipenessScan TomatoHydroponicBuild SmartTomatoGarden PomodoroTomatoTimer',
    pet: 'PetNamedTomato TomatoPlushFetch DogTomatoCostume KittenTomatoToyChase TomatoCushionNap TomatoRedBandana',
    gaming:
      'TomatoFarmSimRun TomatoTossArcade TomatoKitchenCoop TomatoHarvestHighScore OvercookedTomatoSoup GardenDefenseTomato',
  },
  'bird feeder': {
    dance:
      'BirdFeederFlutterDance BirdFeederBop BirdFeederWingFlaps BirdFeederChirpStep CardinalBirdFeederHop StrutToTheBirdFeeder',
    fitness:
      'BirdFeederRefillSquats BirdFeederYardLaps BirdFeederWindowPlanks BirdFeederMorningWalk SeedBagBirdFeederCarry LungeToTheBirdFeeder',
    funny:
      'BirdFeederVIPList SquirrelVsBirdFeeder BirdFeederCommentary BirdFeederPigeonParty ChipmunkAtBirdFeeder BirdFeederGossip',
    prank:
      'BirdFeederPlushVisitor BirdFeederTinyMansion BirdFeederRubberDuck FakeCardinalBirdFeeder SurpriseBirdFeederGift BirdFeederSignPost',
    educational:
      'BirdFeederIDGuide BirdFeederMigrationLog BirdFeederBeakShapes BirdFeederSeedTest JoinFeederWatch WhoVisitsMyBirdFeeder',
    cooking:
      'BirdFeederSeedCakes BirdFeederSuetBlocks BirdFeederNestCookies PineconeBirdFeeder OrangeCupBirdFeeder BirdFeederGranolaBars',
    travel:
      'BirdFeederNatureCenter BirdFeederTrailWalk BirdFeederAviaryVisit BirdFeederRefugeHike HummingbirdFeederTour ParkBirdFeederHunt',
    fashion:
      'BirdFeederPorchFit BirdFeederCozyCardigan BirdFeederPrintScarf BirdFeederGardenBoots MorningBirdFeederLook GrandpaBirdFeederStyle',
    wellness:
      'BirdFeederWindowCoffee BirdFeederMindful BirdFeederRitual BirdFeederSongPause QuietBirdFeederWatch CardinalBirdFeederJoy',
    speed:
      'BirdFeederRefillRelay BirdFeederSpeciesCount BirdFeederFillClock BirdFeederHangBlitz TenMinuteBirdFeeder QuickBirdFeederID',
    music:
      'BirdFeederBeat BirdFeederSongID BirdFeederFluteEcho BirdFeederChorus WhistleAtTheBirdFeeder DuetWithBirdFeeder',
    art: 'BirdFeederPhotoShoot BirdFeederSketchbook BirdFeederGourdCarving BirdFeederWatercolor PaintABirdFeeder TeacupBirdFeeder',
    tech: 'SmartBirdFeederCam BirdFeederAIIdentify BirdFeederMotionSensor BirdFeederSoundLogger BirdFeederLiveStream RaspberryPiBirdFeeder',
    gaming:
      'BirdFeederBingo BirdFeederSpotScore BirdFeederTrivia BirdFeederLeague WingspanBirdFeeder PokemonStyleBirdFeeder',
  },
  dishwasher: {
    dance:
      'DishwasherLoadingDance DishwasherRackSlide DishwasherCycleGroove DishwasherSudsShimmy CutleryDishwasherBop TwirlWhileDishwashing',
    fitness:
      'DishwasherSquats DishwasherReachStretch DishwasherDeadlifts DishwasherUnloadLunges CalfRaisesAtDishwasher BeatTheDishwasherCycle',
    prank:
      'DishwasherSecretUnload DishwasherRubberDuck DishwasherMugMessage DishwasherThankYouNote GoldStarForDishwasher TinyToysInDishwasher',
    educational:
      'HowDishwashersWork DishwasherVsHandWash DishwasherWaterMath DishwasherInventor RinseAidDishwasherTest DishwasherMythBusting',
    cooking:
      'DishwasherFriendlyMeal NoDishwasherDinner OneBowlDishwasherBake DishwasherFreeSheetPan DishwasherFoilPacks DishwasherLessPasta',
    travel:
      'NoDishwasherCamping DishwasherFreeVacation DishwasherAbroadQuirks DishwasherAirbnbRules HostelDishwasherRota TinyDishwasherVanLife',
    fashion:
      'DishwasherApronLook DishwasherPajamaChic DishwasherHairWrap DishwasherGloveStyle StylishDishwasherDuty SundayDishwasherOOTD',
    wellness:
      'DishwasherNightReset DishwasherHumRelax DishwasherThenTea DishwasherDoneJournal EmptyDishwasherPeace MindfulDishwashing',
    speed:
      'DishwasherLoadRace DishwasherCutleryDash DishwasherBeepBlitz DishwasherIn90Seconds RackPuzzleDishwasher FamilyDishwasherRelay',
    music:
      'DishwasherHumBeat DishwasherChimeRemix DishwasherCycleLullaby DishwasherSwooshLoop WhistleToTheDishwasher MyDishwasherSings',
    art: 'DishwasherSafeMugArt DishwasherMagnetCover DishwasherPlateDoodle PaintedDishwasherFront StickerBombDishwasher DishwasherPanelVinyl',
    tech: 'SmartDishwasherTest DishwasherInsideCam DishwasherRepairDIY DishwasherEnergyMeter DishwasherAppControl LeakSensorDishwasher',
    pet: 'DishwasherPetBowlClean DishwasherHumNapSpot DishwasherBeepReaction CatInspectsDishwasher DogVsDishwasherDoor DishwasherPupHelper',
    gaming:
      'DishwasherTetrisLevel DishwasherDiceDuty DishwasherPuzzleGame LoserLoadsDishwasher RockPaperDishwasher DishwasherCoOpChaos',
  },
  ketchup: {
    dance:
      'KetchupSongDance KetchupMustardDuo KetchupRedCarpetStrut KetchupHotDogHustle SqueezeTheKetchupStep DinerKetchupGroove',
    fitness:
      'KetchupBottleCurls KetchupSqueezeGrip KetchupShakeArmBurn KetchupPacketPlank SquatForYourKetchup StubbornKetchupWorkout',
    funny:
      'StubbornKetchupBottle KetchupSommelier MustardVsKetchupDebate KetchupOnEverythingKid FancyDinnerKetchupAsk KetchupPacketStruggle',
    prank:
      'FakeKetchupSpill KetchupBottleFrosting IceCreamKetchupTrick KetchupSmileyOnPlate KetchupLabelSwap KetchupAndFriesCake',
    educational:
      'KetchupIsNonNewtonian KetchupWasMedicine KetchupPennyShine KetchupFishSauceOrigin WhyKetchupGetsStuck Heinz57KetchupTap',
    travel:
      'GiantKetchupBottleStop BananaKetchupHunt KetchupChipsInCanada KetchupFlavorsAbroad KetchupHotDogCrawl KetchupFactoryTour',
    fashion:
      'KetchupRedFitCheck KetchupMustardCostumes KetchupPacketEarrings KetchupBottleBag OopsKetchupStain RetroDinerKetchupLook',
    wellness:
      'LowSugarKetchupSwap KetchupSlowSimmer KetchupGardenTomatoes KetchupFreeWeek SundayKetchupBatch KetchupMindfulBBQ',
    speed:
      'KetchupPacketSprint KetchupPourRace KetchupBottleFlipLand KetchupSmileyIn10 FryDipKetchupRelay LastDropOfKetchup',
    music:
      'KetchupSongCover KetchupBottleBeat KetchupPacketPopRhythm KetchupSputterASMR CondimentKetchupChoir DinerKetchupJukebox',
    art: 'KetchupPlatePortrait KetchupDotArt KetchupCalligraphy KetchupHotDogLettering PaintWithKetchup MustardAndKetchupSwirl',
    tech: 'KetchupSlowMoPour KetchupDispenserHack KetchupDrawingRobot KetchupLastDropTrick 3DPrintedKetchupCap SensorKetchupBottle',
    pet: 'KetchupBottleCostume KetchupPlushFetch KetchupSqueakyToy KetchupRedHarness MustardAndKetchupPets DogNamedKetchup',
    gaming:
      'KetchupBossBattle KetchupPacketPowerUp KetchupSplatArena KetchupAimTrainer BurgerJointKetchupRun OvercookedKetchupLevel',
  },
  'farmers market': {
    dance:
      'FarmersMarketShuffle FarmersMarketTwoStep FarmersMarketFiddleJig FarmersMarketBuskerBop DanceAtFarmersMarket HoedownFarmersMarket',
    fitness:
      'FarmersMarketBagCarry FarmersMarketBikeRide FarmersMarketCrateLift FarmersMarketSquats WalkToFarmersMarket HeavyFarmersMarketHaul',
    funny:
      'FarmersMarketKaleSnob FarmersMarketSamples FarmersMarketImpulse FarmersMarketHaggle WeirdFarmersMarketVeg BudgetVsFarmersMarket',
    prank:
      'FarmersMarketBouquet FarmersMarketGiftBox FarmersMarketPieDrop FarmersMarketZucchini SurpriseFarmersMarket HoneyFromFarmersMarket',
    educational:
      'FarmersMarketVeggieIDs FarmersMarketHeirlooms FarmersMarketInSeason FarmersMarketBeeFacts HowFarmersMarketsWork OrganicAtFarmersMarket',
    travel:
      'FarmersMarketRoadTrip FarmersMarketAbroad FarmersMarketCityHop FarmersMarketNightOut PikePlaceFarmersMarket BiggestFarmersMarket',
    fashion:
      'FarmersMarketFitCheck FarmersMarketBasketBag FarmersMarketStrawHat FarmersMarketToteStyle LinenFarmersMarketLook GinghamFarmersMarket',
    wellness:
      'FarmersMarketStroll FarmersMarketLocalLove FarmersMarketFlowers FarmersMarketRitual SlowFarmersMarketDay PhoneFreeFarmersMarket',
    speed:
      'FarmersMarketListTimer FarmersMarketCornShuck FarmersMarket10Dollars FarmersMarketRainbow ABCsOfFarmersMarket OneLapFarmersMarket',
    music:
      'FarmersMarketBuskerJam FarmersMarketSongCover FarmersMarketWashboard FarmersMarketBanjo FiddleAtFarmersMarket OpenMicFarmersMarket',
    art: 'FarmersMarketStillLife FarmersMarketSignPaint FarmersMarketGouache FarmersMarketSketch PhotoWalkFarmersMarket ColorsOfFarmersMarket',
    tech: 'FarmersMarketSeasonApp FarmersMarketPhotoHack FarmersMarketTapToPay FarmersMarketVendorMap AIPicksFarmersMarket DroneOverFarmersMarket',
    pet: 'FarmersMarketDogWalk FarmersMarketPupTreats FarmersMarketCarrots FarmersMarketPuppy BunnyFarmersMarketHaul CatVsFarmersMarketBag',
    gaming:
      'FarmersMarketTycoon FarmersMarketGameNight FarmersMarketBingoCard FarmersMarketAgricola StardewFarmersMarket SimFarmersMarketStall',
  },
  'french toast': {
    dance:
      'FrenchToastShuffle FrenchToastFlipDance FrenchToastSpatulaSpin FrenchToastSizzleSway CancanForFrenchToast BrunchFrenchToastBop',
    fitness:
      'FrenchToastFuelRun FrenchToastBurnOff FrenchToastStackSquats FrenchToastPanPress EarnYourFrenchToast LungeForFrenchToast',
    funny:
      'FrenchToastFlipFail FrenchToastSoggyDrama FrenchToastAccentChef FrenchToastBurntPanic SyrupFloodFrenchToast DadsFamousFrenchToast',
    prank:
      'FrenchToastSurprise FrenchToastWakeUpCall FrenchToastHeartShapes FrenchToastPlateNote HotelStyleFrenchToast TinyFrenchToastCereal',
    educational:
      'WhereFrenchToastBegan FrenchToastScience FrenchToastSoakTimes FrenchToastBriocheTest FrenchToastPainPerdu StaleBreadFrenchToast',
    travel:
      'FrenchToastInFrance FrenchToastDinerHunt HongKongFrenchToast FrenchToastCafeCrawl FrenchToastWorldTour BestFrenchToastInTown',
    fashion:
      'FrenchToastBrunchFit FrenchToastPajamaSet FrenchToastBeretOutfit FrenchToastStripedTee ChicFrenchToastDate MatchYourFrenchToast',
    wellness:
      'FrenchToastSlowSunday FrenchToastSelfCare FrenchToastFamilyTable FrenchToastGratitude CozyFrenchToastMorning MindfulFrenchToast',
    speed:
      'FrenchToastFlipRace FrenchToastDipDash FrenchToastStackIn60 FrenchToastWhiskBlitz TenMinuteFrenchToast SpeedFrenchToastRelay',
    music:
      'FrenchToastJazz FrenchToastSizzleBeat FrenchToastChanson FrenchToastAccordion WhiskDrumFrenchToast SingToYourFrenchToast',
    art: 'FrenchToastStillLife FrenchToastFaceArt FrenchToastFoodPhoto FrenchToastFlatLay StencilFrenchToast PaintedFrenchToast',
    tech: 'FrenchToastAirFryer FrenchToastSlowMo FrenchToastWaffleMaker FrenchToastThermalCam SousVideFrenchToast AIChefFrenchToast',
    pet: 'FrenchToastFrenchie FrenchToastBeggingFace FrenchToastCatCurious FrenchToastSitStay DogWatchesFrenchToast PetNamedFrenchToast',
    gaming:
      'FrenchToastGameNight FrenchToastOvercooked FrenchToastDinerTycoon FrenchToastTrivia CookingMamaFrenchToast WinnerGetsFrenchToast',
  },
  car: {
    dance:
      'ParkedCarDance CarSeatChoreo CarWiperArmWave CarpoolShuffle CarWashShimmy DrivewayCarFreestyle',
    fitness:
      'CarWashWorkout CarStopStretch CarWaxArmBurn CarTrunkLoadLift ParkedCarPushUps ParkingLotCarLunges',
    funny:
      'TypesOfCarPassengers CarRadioReactions WhereDidIParkMyCar CarNamingCeremony CarKaraokeFail CarBackseatDriver',
    educational:
      'HowCarEnginesWork FiveMinuteCarCheck CarTireChangeLesson CarLogoQuiz WhyCarsNeedOil CarDashLightsDecoded',
    cooking:
      'CarTripSnacks CarShapedCake CarPicnicSpread CarTailgateChili DriveInCarDinner RaceCarCupcakes',
    travel:
      'CarCampingTrip ScenicCarDrive CarMuseumVisit CarWindowSunrise CoinFlipCarRoute CarMysteryExit',
    fashion:
      'CarFitCheck DressLikeYourCar CarMirrorMakeup CarRoadTripOutfit CarDrivingLoafers VintageCarLook',
    wellness:
      'CarQuietTime CarRideGratitude CarBreathingBreak ParkedCarJournal DrivewayCarDecompress CarSunroofSkyGaze',
    speed:
      'CarPackingRace CarWashSpeedRun CarCleanOutSprint CarVacuumBlitz FindMyCarKeysFast ToyCarPitStop',
    music:
      'CarpoolSingAlong CarDashDrumming CarAcousticsCover CarBlinkerBeat RoadTripCarAnthem ParkedCarKaraoke',
    art: 'CarWindowArt DreamCarDrawing ClassicCarPhotos CarLineSketch ToyCarPaintTracks CarHubcapMandala',
    tech: 'CarTechTour CarPhoneMountSetup CarGadgetHaul CarChargerShowdown DashCamCarTest AskYourCarAssistant',
    pet: 'PetFirstCarRide DogHearsCarKeys CarHarnessCheck CarWashPupReaction KittenCarSeatSetup CarTreatPouch',
    gaming:
      'CarCustomBuild CarRacingTimeTrial CarSpottingBingo CarKartLapRecord LicensePlateCarGame BackseatCarTrivia',
  },
  running: {
    dance:
      'RunningManDance RunningShoeShuffle RunningInPlaceGroove FinishLineRunningJig HighKneesRunningHop RunningStrideSway',
    funny:
      'RunningLateSkit RunningExcuseBingo RunningForTheBus RunnerFacesMontage ThoughtsWhileRunning FirstVsLastMileRun',
    prank:
      'SurpriseRunningBuddy RunningPlaylistSwap RunningRouteChalkNotes RunningCheerAmbush FinishLineRunningTape RunningSnackStation',
    educational:
      'RunningFormFacts RunningHeartRateZones RunningShoeAnatomy HowFastCanHumansRun MarathonRunningOrigins RunningScience',
    cooking:
      'RunningFuelSnacks RunningEnergyBites RunningPastaParty PostRunPancakes RunningRecoveryShake CarbLoadRunningDinner',
    travel:
      'RunningCityTour RunningWithAView RunningAbroadDiary RunningBridgeCrossings SunriseRunRoute MarathonRunningTrip',
    fashion:
      'RunningFitCheck RunningShoesRotation RunningRaceDayLook RunningCapCollection NeonRunGear ReflectiveRunningKit',
    wellness:
      'MindfulRunning RunningMoodCheck RunnersHighGratitude RunningPhoneFree RunningRestDayRitual SlowJogNoWatch',
    speed:
      'RunningMileTimeTrial RunningSprintRace Running100MeterDash RunningRelayHandoff ShuttleRunCountdown BeatYourRunningPB',
    music:
      'RunningSongPerMile RunToTheBeat RunningCadenceChant RunningFootstepGroove MetronomeRunningStride SingWhileJogging',
    art: 'GPSRunDrawing RunningShoeDoodle RunningBibScrapbook RunningMotionBlurPhoto RunningMedalDisplay SketchARunnerMidStride',
    tech: 'RunningWatchTest RunningAppRoute RunningEarbudShowdown RunningStatsDeepDive AICoachForRunning StravaRunArt',
    pet: 'RunningWithMyDog RunningPupPace RunningLeashTraining RunningShoeSniffTest CanicrossRunningDebut CatJudgesMyRunning',
    gaming:
      'RealLifeEndlessRunner RunningQuestApp RunningLevelUp RunningZombieEscape RunningAchievementHunt PacManRunningLoop',
  },
  towel: {
    dance:
      'TowelTwirlDance TowelTurbanShuffle TowelWaveHype TowelCapeStrut BeachTowelGroove RallyTowelStep',
    fitness:
      'TowelStretchRoutine TowelSliderCore TowelGripPullUps TowelTugOfWar BeachTowelYoga SweatTowelSprints',
    prank:
      'TowelSwanSurprise TowelMonkeyOnTheRod WarmTowelDelivery TinyTowelSwap TowelMonogramReveal TowelGooglyEyes',
    educational:
      'HowTowelsAbsorb TowelAbsorbencyTest TowelDayOrigins TowelCapillaryAction WhyDampTowelsSmell TowelFabricFaceOff',
    cooking:
      'TeaTowelBreadProof TowelRolledSpongeCake TowelSaladSpin TowelTofuPress HashBrownTowelSqueeze TortillaTowelWarmer',
    travel:
      'QuickDryTowelPacking HotelTowelAnimals BeachTowelSpotHunt TowelPoolsideLounge TowelLakeSwimStop TurkishTowelBazaar',
    fashion:
      'TowelTurbanLook TowelWrapStyle TowelBeachPoncho TowelRobeUpcycle TerryTowelFitCheck SpaTowelOOTD',
    wellness:
      'TowelSpaNight TowelNeckRollRest WarmTowelFaceRitual TowelMeditationMat TowelLavenderMist ColdTowelCompress',
    speed:
      'TowelFoldRace TowelWringOff TowelRollTimer TowelSwanIn60 BeachTowelPackUp ClotheslineTowelBlitz',
    music:
      'TowelTurbanKaraoke TowelShowerConcert TowelWaveAnthem TowelWrapSingAlong BathroomTowelEchoCover TerribleTowelChant',
    art: 'TowelAnimalFolding TowelTieDye BeachTowelDesign TowelNameEmbroidery TowelBleachArt TeaTowelPrinting',
    tech: 'TowelWarmerReview SmartTowelRackTest TowelFoldingRobot TowelUVSanitizer TowelSnapSlowMo DryerSensorTowelHack',
    pet: 'TowelDryPup TowelWrappedKitty TowelPeekabooGame TowelNestBuilder DogStealsTheTowel AfterBathTowelZoomies',
    gaming:
      'TowelFortLANNight TowelTopDominoes TowelTwisterMat TowelFoldPuzzle BeachTowelBoardGames PoolsideTowelCards',
  },
  heels: {
    dance:
      'HeelsDanceClass HeelsStrutRoutine HeelsChairChoreo HeelsTangoTurns PlatformHeelsPivot SalsaInHeels',
    fitness:
      'HeelsAnkleWorkout CalfRaisesForHeels HeelsBalanceDrill HeelsFootStrength HeelsPostureWalk TiptoeHoldForHeels',
    funny:
      'HeelsVsCobblestones HeelsEndOfNight SixInchHeelsAttempt HeelsGrateTrap HeelsBabyDeerWalk GrassVsMyHeels',
    prank:
      'HeelsSoundEffectPrank HeelsFlatsRescueKit HeelsBlisterCareDrop DadWearsMyHeels GiantShoeboxHeels HeelsGlamEntrance',
    educational:
      'HeelsPhysicsOfBalance HowHighHeelsAreMade WhyMenWoreHeelsFirst HeelsFootAnatomy HeelsTypesQuiz PlatformHeelsTimeline',
    cooking:
      'HeelsShapedCookies HeelsCupcakeTopper HeelsSugarCraft HeelsMocktailHour StilettoHeelsCake CookingInHeels',
    travel:
      'HeelsPackingHack HeelsCityWalkTest StilettosInParis HeelsFriendlyStreets MilanInHeels CobblestonesInHeels',
    wellness:
      'HeelsOffFootSoak StretchOutOfHeels HeelsRecoveryRoller HeelsArchMassage BarefootAfterHeels HeelsFreeSunday',
    speed:
      'HeelsQuickChange HeelsBuckleRace HeelsPairMatchDash HeelsStrapClock FlatsToHeelsSwap FindMyHeelsIn30',
    music:
      'HeelsClickBeat HeelsTapRhythm HeelsMarbleEcho HeelsFlamenco CatwalkHeelsSoundtrack StompInHeelsCover',
    art: 'PaintedHeels HeelsDesignSketch HeelsRhinestoneBling HeelsStillLifePhoto GlassSlipperHeels HeelsCollage',
    tech: 'LightUpHeelsBuild HeelsSlowMoStrut HeelsTransitionEdit Heels3DPrinted HeelsPressureMap SmartInsoleHeels',
    pet: 'PetReactsToHeels HeelsAndPawsRunway HeelsBoxKittyNap HeelsClickPupAlert DogGuardsMyHeels HeelsShoeRackSentry',
    gaming:
      'HeelsRunwayGame HeelsAvatarCloset HeelsStrutLeaderboard HighHeelsRunner FashionWeekHeelsSim PixelHeelsDressUp',
  },
  elevator: {
    dance:
      'ElevatorMusicDance ElevatorDingStep ElevatorRideSway ElevatorDoorsReveal LobbyElevatorMoonwalk BetweenElevatorFloors',
    fitness:
      'StairsNotElevator ElevatorRideCalfRaises ElevatorWaitWallSit SkipTheElevatorWeek ElevatorSquatHold ElevatorTopFloorLunge',
    prank:
      'ElevatorCompliments ElevatorMusicAtHome ElevatorFaceTheBack ElevatorTourGuideAct FakeElevatorAnnouncer SurpriseAtTheElevator',
    educational:
      'HowElevatorsWork SpaceElevatorScience ElevatorSafetyBrakes ElevatorCounterweight OtisElevatorStory ElevatorButtonQuiz',
    cooking:
      'ElevatorButtonCookies ElevatorMusicBaking ElevatorLayerCake GingerbreadElevator StuckInElevatorSnacks ElevatorPopcornParty',
    travel:
      'GlassElevatorViews ElevatorToTheTop ElevatorCliffsideRide FastestElevatorHunt HistoricCageElevator ElevatorSkyDeck',
    fashion:
      'ElevatorMirrorFitCheck ElevatorOutfitPerFloor ElevatorDoorReveal ElevatorSelfieLook LobbyElevatorRunway QuickChangeElevator',
    wellness:
      'ElevatorBreathingBreak ElevatorMindfulMoment ElevatorPhoneDown ElevatorKindHello OneBreathElevatorRide SmileInTheElevator',
    speed:
      'BeatTheElevator ElevatorQuickFireRound ElevatorFloorCountdown StairsVsElevatorRace ElevatorTongueTwister ElevatorABCs',
    music:
      'ElevatorMusicCover ElevatorDingHarmony ElevatorBossaNova ElevatorAcapellaRide SmoothJazzElevator LobbyElevatorLofi',
    art: 'ElevatorMirrorPortrait ElevatorDoorMural ElevatorButtonPopArt ElevatorDioramaBox VintageElevatorPhotos SketchAnElevatorLobby',
    tech: 'SmartElevatorTech SpaceElevatorModel ElevatorArduinoBuild ElevatorAlgorithmSim RobotRidesElevator ElevatorSlowMoDoors',
    pet: 'PetFirstElevatorRide PuppyElevatorSitStay ElevatorKittenCurious ElevatorDingReaction LobbyElevatorGreeter ElevatorLeashSafety',
    gaming:
      'ElevatorEscapeRoom ElevatorTycoon ElevatorTriviaPerFloor ElevatorActionRetro TowerBuilderElevator MinecraftElevatorBuild',
  },
  airport: {
    dance:
      'AirportGateDance AirportWalkwayGroove AirportMarshallerMoves AirportLayoverBop RollerBagAirportStep CarouselAirportShuffle',
    fitness:
      'AirportStepCount AirportLayoverStretch AirportTakeTheStairs AirportTerminalLaps GateAreaAirportYoga CarryOnAirportCurls',
    funny:
      'AirportCharacters AirportSecurityShuffle AirportPriceReactions AirportLastCallSprint WhenAirportWifiDies DadAtTheAirport',
    prank:
      'AirportSurpriseReunion AirportFunnySign AirportChauffeurSuit AirportRedCarpet KazooBandAirportPickup BalloonsAtTheAirport',
    educational:
      'HowAirportsWork AirportCodesQuiz AirportBehindTheScenes AirportRunwayNumbers AirportBaggageJourney NATOAlphabetAirport',
    cooking:
      'AirportSnackPackPrep AirportPretzelBake AirportLoungeBrunch AirportFoodDupe BeatAirportPrices PackedAirportLunch',
    fashion:
      'AirportOutfit AirportFitCheck AirportComfyLayers AirportJetSetLook CarryOnAirportCapsule CelebAirportStyle',
    wellness:
      'AirportMeditation AirportWindowGaze AirportJournalPage AirportLayoverReset DelayedAtAirportCalm SlowAirportMorning',
    speed:
      'AirportBagDropRace AirportGateChangeDash AirportCheckInClock AirportSecurityIn60 PackForAirportIn10 FastestAirportExit',
    music:
      'AirportPianoCover AirportChimeMelody AirportArrivalSerenade AirportBoardingRemix RollerBagAirportBeat SingAtTheAirportGate',
    art: 'AirportSketchbook AirportWindowPhoto AirportTerminalPaint AirportArchitecture BoardingPassAirportArt PlaneSpottingAirport',
    tech: 'AirportTechKit AirportChargingHacks FindTheAirportOutlet AirportWifiSpeedTest AirportRobotSpotting AirTagAirportJourney',
    pet: 'PetAirportReunion AirportTherapyDogs AirportCarrierTraining AirportZoomies KittyAtTheAirport AirportPupPassport',
    gaming:
      'AirportTycoonGame AirportBingo AirportHandheldDuel AirportCardNight LayoverAirportGaming FlightSimAirportRun',
  },
  stretching: {
    dance:
      'StretchingDanceFlow StretchingBarreRoutine StretchingRibbonReach DancerWarmUpStretch BalletStretchingTwirl StretchingLimbsGroove',
    fitness:
      'StretchingStreak StretchToSplits StretchingHipOpener30 StretchingBridgeHold ToeTouchStretching PancakeStretchingGoal',
    funny:
      'StretchingFails CatStretchCopy StretchingGroans StretchingCrackCount DadTriesStretching StretchingNarrator',
    prank:
      'SurpriseStretchBreak StretchingMeetingPause StretchingBellAlarm StretchingStickyNotes StretchingMirrorTwin WakeUpStretchingAmbush',
    educational:
      'StretchingScience WhyStretchingHelps StretchingFasciaBasics StaticVsDynamicStretch StretchingMyths StretchingMuscleMap',
    cooking:
      'StretchyCheesePull StretchThePizzaDough StretchingTaffyCandy StretchingMozzarella HandStretchedNoodles PostStretchingSmoothie',
    travel:
      'StretchingAtEveryStop StretchOnThePlane StretchingAirportGate StretchingBeachSunrise ScenicStretchingSpot SummitStretchingPhoto',
    fashion:
      'StretchingSquatProof StretchyOutfitCheck StretchingLoungewear StretchingLeggings YogaSetStretchingFit DenimThatStretches',
    speed:
      'StretchIn60Seconds StretchingCountdown StretchingFullBodyIn5 StretchingRelayCircle ToeTouchStretchingRace QuickStretchingBlitz',
    music:
      'StretchToTheBeat AmbientStretchingTrack StretchingCelloSession StretchingLofiRoutine StretchingSongPerPose HumWhileStretching',
    art: 'StretchYourCanvas StretchingStickFigures StretchingClayModels StretchingGestures SketchMeStretching AnatomyOfStretching',
    tech: 'StretchingAppTest StretchReminderSetup StretchingVRCoach StretchingMotionCam AIRatesMyStretching SmartwatchStretching',
    pet: 'StretchLikeMyCat StretchingWithMyDog StretchingPuppyCopycat StretchingKittenWakeUp PetYogaStretching ParrotWingStretching',
    gaming:
      'StretchingGameBreak StretchBetweenLevels StretchingRingFitQuest StretchingLoadScreen GamerStretchingRoutine RespawnStretching',
  },
  hoodie: {
    dance:
      'HoodieShuffle HoodieDanceBreak HoodieSleeveWave HoodieZipGroove PocketHandsHoodieBop OversizedHoodieSway',
    fitness:
      'HoodieMorningRun HoodieHomeWorkout HoodieStairClimb HoodieJumpRope HillSprintsInAHoodie PlankInYourHoodie',
    funny:
      'HoodieThief HoodieStringStruggle OversizedHoodieLife HoodiePocketMystery HoodieDryerShrinkFail StuckZipperHoodiePanic',
    prank:
      'HoodieSwapSurprise MatchingHoodieDay HoodiePocketNote HoodieDryerWarmHandoff CustomNameHoodieGift HoodieTwinPrank',
    educational:
      'HowHoodiesAreMade HoodieHistoryMinute WhyHoodiesHaveStrings HoodieFabricQuiz HoodieCottonJourney FleeceHoodieScience',
    cooking:
      'HoodiePocketSnacks HoodieWeatherSoup HoodieSeasonChili HoodieCozyOatmeal ChillyHoodieNightCocoa CampfireHoodieSmores',
    travel:
      'HoodieFromEveryCity HoodieRoadTrip CampusHoodieTour HoodieSouvenirHunt HoodieMountainSunrise FoggyCoastHoodieWalk',
    wellness:
      'HoodieCozyNight HoodieWalkReset HoodieReadingCorner HoodieBreathingPause SoftHoodieSunday JournalInAHoodie',
    speed:
      'HoodieOnRace HoodieZipUpDash HoodieInsideOutFlip HoodieStringRethread FoldAHoodieIn5 TenHoodiesOnAtOnce',
    music:
      'HoodieAcousticCover HoodieRapFreestyle HoodieZipperPercussion HoodieLofiSession BedroomHoodieDemo SingInYourHoodie',
    art: 'HoodieTieDye HoodieEmbroidery HoodieBleachDesign HoodieScreenPrint PaintYourOwnHoodie PatchworkHoodieFlip',
    tech: 'HoodiePocketGadgets HeatedHoodieTest HoodieHeadphoneFit HoodieSpeakerBuild HoodieLEDDrawstrings LightUpSweatshirt',
    pet: 'PetInMyHoodie HoodieCatHideout HoodieDogTryOn PuppyInHoodiePocket HoodieTwinningPup HoodieNapThief',
    gaming:
      'CozyHoodieGameNight HoodieAvatarMatch HoodieLANParty HoodieLootDrop TeamHoodieTournament HoodieEsportsJersey',
  },
  mall: {
    dance:
      'MallFlashMob MallWalkGroove MallFountainSpin MallElevatorMusicSway FoodCourtMallShuffle EmptyMallDisco',
    fitness:
      'MallWalkingClub MallStepCount MallStairsOnly MallShoppingBagCurls EarlyMorningMallLaps PowerWalkTheMall',
    prank:
      'MallMannequinPrank MallPhotoBoothAmbush MallGiftCardHunt MallCompliments FoodCourtMallSerenade SecretMallTreat',
    educational:
      'WhyMallsHaveNoClocks MallDesignSecrets MallGruenEffect MallDiscountMath DeadMallHistory MallEscalatorScience',
    cooking:
      'MallPretzelAtHome MallCookieCopycat MallCinnamonRolls MallOrangeChicken FoodCourtMallDupe HomemadeMallSmoothie',
    travel:
      'BiggestMallTour MallCrawl MallOfAmericaVisit MallDubaiAquarium FoodCourtMallTasting OutletMallDayTrip',
    fashion:
      'MallFitCheck MallTryOnHaul MallRatRetroStyle MallTwentyDollarLook MannequinMallMatch WindowShopTheMall',
    wellness:
      'MindfulMallWalk MallMorningStroll MallNoSpendVisit MallFountainWish SlowMallWindowShop MallBenchPause',
    speed:
      'MallScavengerHunt MallTenMinuteFit MallGiftRunRelay MallDirectoryDash FoodCourtMallSprint FiveStoreMallBlitz',
    music:
      'MallPianoJam MallElevatorMusicCover MallBuskerSet MallFountainAcoustics VaporwaveMallRemix FoodCourtMallBeat',
    art: 'MallSketchWalk MallReflectionPhotos MallAtriumWatercolor MallSkylightShadows EmptyMallPhotography DrawYourDreamMall',
    tech: 'MallGadgetHunt MallTechStoreTour MallIndoorMapApp MallRobotGuide MassageChairMallTest TimelapseTheMall',
    pet: 'MallDogWalk MallPuppyStroller MallBuildABearTwin PetsFirstMallTrip KittenVisitsTheMall MallTreatShopping',
    gaming:
      'MallArcadeNight MallTycoonBuild MallClawMachineWin MallLaserTagSquad TicketHaulAtTheMall RetroMallGameStore',
  },
  monday: {
    dance:
      'MondayMorningDance MondayDeskGroove MondayCommuteBop MondayCoffeeShuffle CaffeinatedMondayStep ShakeOffMonday',
    fitness:
      'MondayWorkoutKickoff MondayMorningStretch MondayPushUpCount MondayStairsOnly LunchBreakMondayLunges SweatOutMonday',
    prank:
      'MondaySurpriseCoffee MondayDonutDrop MondayBalloonDesk MondayRenamedFriday CubicleMondayConfetti StickyNoteMondayCheer',
    educational:
      'MondayFunFact MondaySnoozeScience MondayMapQuiz MondayMathMinute WhyMondayIsMoonDay LearnOneThingMonday',
    cooking:
      'MondayMealPrep MeatlessMonday MondayMorningPancakes MondaySoupPot MondayOvernightOats SundayLeftoversMonday',
    travel:
      'MondayMicroAdventure MondayLunchWalk MondayCoffeeShopHunt MondaySunriseSpot BeforeWorkMondayView NewPlaceEveryMonday',
    fashion:
      'MondayFitCheck MondayPowerOutfit BrightMondayLook MondayBlazerStyling MondayColorPop OfficeSneakerMonday',
    wellness:
      'MondayReset MondayGratitudeList SlowMondayMorning MondayIntentionCard MondayTenBreaths WeekAheadMondayJournal',
    speed:
      'MondayGetReadyRace MondayInboxSprint MondayLunchPackDash MondayToDoBlitz AlarmToDoorMonday FiveMinuteMonday',
    music:
      'MondayWakeUpSong MondayHypeAnthem MondayShowerConcert MondayAlarmRemix CoffeeMugMondayBeat ManicMondayCover',
    art: 'MondayDoodle MondayMoodPainting SketchbookMonday MondayStickyNoteArt MondayCoffeeWatercolor CalendarMondayCollage',
    tech: 'MondayDeskSetup MondayProductivityApp MondayFocusTimerTest MondayHomeScreen AutomateYourMonday InboxZeroMonday',
    pet: 'MondayPetMood MondayCatVsAlarm MondayPuppyStretch WhoHatesMondayMore DogsMondayWakeUp MondayKittenKeyboard',
    gaming:
      'MondayGameNight MondayPuzzleStreak MondayWordleDuel MondayChessBlitz LunchBreakMondayGaming BeatTheMondayBoss',
  },
  bank: {
    dance:
      'PiggyBankDance BankVaultShuffle BankLineBoogie BankTellerTwoStep PaydayBankGroove BankHolidayBop',
    fitness:
      'BankADollarPerMile BankCoinBagCarry BankHolidayHike WalkToTheBank PushUpPiggyBank BankADimeEverySquat',
    prank:
      'PiggyBankSurprise BankVaultBoxGift BankNoteOrigamiHeart BankTellerThankYou PennyTrailToTheBank ChocolateCoinBank',
    educational:
      'BankSavingsBasics PiggyBankMath HowBanksWork BankCompoundInterest BankCardChipScience BankNoteSecretsQuiz',
    cooking:
      'PiggyBankCake BankBudgetMeal BankVaultBrownies BankFiveDollarDinner ChocolateBankCoins WontBreakTheBankLunch',
    travel:
      'PiggyBankTravelFund BankHolidayDayTrip BankArchitectureWalk BankNoteLandmarks MoneyMuseumBankVisit BankVaultTour',
    fashion:
      'PiggyBankThriftHaul BankBudgetOutfit BankTellerChic BankMeetingBlazer OldMoneyBankLook BankHolidayFit',
    wellness:
      'BankHolidayRest BankBalanceCalm BankStatementCheckIn BankMoneyMindfulness NoSpendBankDay PiggyBankGratitude',
    speed:
      'BankCoinCountRace BankVaultCodeDash BankDepositSlipBlitz BankTellerChangeTimer EmptyThePiggyBank DimeStackForTheBank',
    music:
      'PiggyBankShaker BankCoinJarBeat BankHoldMusicRemix BankTellerBallad ChaChingBankChorus BankVaultEcho',
    art: 'PiggyBankPainting BankVaultDiorama BankNoteRedesign BankFacadeSketch CoinRubbingBankArt BankLogoRedraw',
    tech: 'BankBudgetApp BankPhishingSpotter BankContactlessDemo PiggyBankCounterBuild BankTwoFactorSetup DIYCoinSorterBank',
    pet: 'PiggyBankPetFund BankDriveThruDogTreat BankDayPupTagAlong CatGuardsTheBank ParrotSaysBankBalance BankHolidayWalkies',
    gaming:
      'BankVaultPuzzleGame BankTellerSimShift MonopolyBankerDuty BankCoinCollector PiggyBankPixelRun BankManagerTycoon',
  },
  meditation: {
    dance:
      'MeditationFlowDance MeditationSufiSpin MeditationStillToMove MeditationSlowSway MovingMeditationGroove ShakingMeditation',
    fitness:
      'MeditationWallSit MeditationCoolDown MeditationBreathPlank MeditationPostRun WalkingMeditationMile YogaThenMeditation',
    funny:
      'MeditationInterrupted MeditationFallAsleep MeditationItchyNose MeditationBloopers KidsVsMyMeditation FiveSecondMeditation',
    prank:
      'SurpriseMeditationBell MeditationCushionGift MeditationNookMakeover MeditationTeaDelivery FakeMeditationLevitate MeditationZenGarden',
    educational:
      'MeditationBrainScience MeditationTypesQuiz MeditationHistory MeditationHeartTest HowMeditationCalmsYou VagusNerveMeditation',
    cooking:
      'MeditationTeaBrew MeditationBreadKnead MeditationMatchaWhisk MeditationRiceRitual SoupStirringMeditation SlowCookingMeditation',
    travel:
      'MeditationRetreatTrip MeditateAtEveryView TempleMeditationTour MeditationMonastery SummitMeditation MeditationForestBath',
    fashion:
      'MeditationLoungeFit MeditationLinenSet MeditationMalaNecklace MeditationCushionStyle NeutralMeditationLook RetreatMeditationOOTD',
    speed:
      'MeditationIn60Seconds MeditationBreathCount MeditationHeartDrop MeditationStillRecord SlowestPulseMeditation QuickCalmMeditation',
    music:
      'MeditationSoundBath MeditationHumming MeditationChantLoop MeditationDroneMusic SingingBowlMeditation TibetanBellMeditation',
    art: 'MeditationMandala MeditationDoodles MeditationInkWash MeditationEnsoCircle ZenGardenMeditation SandArtMeditation',
    tech: 'MeditationAppTest MeditationHeartRate MeditationEEGHeadband MeditationBiofeedback SunriseLampMeditation AIGuidedMeditation',
    pet: 'MeditationWithMyPet MeditationCatPurrSync MeditationDogSettle PuppyVsMeditation KittenJoinsMeditation MeditationPawsPause',
    gaming:
      'MeditateBeforeRanked MeditationPuzzleGame MeditationFlowStateRun MeditationPostMatch AntiTiltMeditation ZenGardenMeditationSim',
  },
  doodle: {
    dance:
      'DoodleDance DoodleStepRoutine DoodleArmSwirl DoodlePathGroove SquiggleDoodleShuffle FollowTheDoodleLine',
    fitness:
      'DoodleBetweenReps DoodleWorkoutPlan DoodleStickFigurePoses DoodleProgressChart CopyTheDoodleMoves DiceDoodleCircuit',
    funny:
      'DoodleMyDay DoodleMonsters DoodleFamilyPortrait DoodleWithEyesClosed SquiggleDoodleSwap RateMyDoodle',
    prank:
      'DoodleOnTheBanana DoodleLunchNote SecretDoodleHunt DoodleMirrorMessage DoodleEggFaces PostItDoodleMural',
    educational:
      'DoodleNotes DoodleTheSolarSystem DoodleYourVocab DoodleCellDiagram HistoryTimelineDoodle WhyDoodlingHelpsMemory',
    cooking:
      'DoodleOnToast DoodleCookies DoodleIcingCake DoodleKetchupOmelette PancakeDoodles ChocolateDoodleBark',
    travel:
      'DoodleTripMap DoodleEveryStop TravelDoodleJournal DoodleCitySkyline DoodlePostcardHome CafeCrawlDoodles',
    fashion: 'DoodleSneakers DoodleTote DoodleDenim DoodleNailArt WearYourDoodle KidsDoodleOnMyTee',
    wellness:
      'MindfulDoodling DoodleYourMood ZenDoodleBreak DoodleBreathLines DoodleBedtimeWindDown ZentangleDoodleHour',
    speed:
      'DoodleInTenSeconds DoodleSpeedRound DoodleRelayChain DoodleTimerGuess SquiggleDoodleSprint OneLineDoodleRace',
    music:
      'DoodleToMusic DoodleTheLyrics DoodleSoundWaves DoodleAlbumCover SquiggleDoodleBeat YankeeDoodleRemix',
    tech: 'AIFinishesMyDoodle DoodleAnimation DoodleOnTablet DoodleScanToVector DoodleGIFLoop PlotterDrawsMyDoodle',
    pet: 'DoodleMyPet DoodleYourDog DoodlePawTrace DoodleKittenPoses LabradoodleDoodles CatReactsToMyDoodle',
    gaming:
      'DoodleAndGuess DoodlePartyNight DoodleLevelDesign DoodleDotsAndBoxes PaperMazeDoodleRace GoogleDoodleGames',
  },
  'hot dog': {
    dance:
      'HotDogShuffle HotDogWiggle HotDogBunBounce HotDogCartConga BallparkHotDogSway KetchupHotDogTango',
    fitness:
      'HotDogCostumeFunRun HotDogEarnedIt HotDogPlankHold HotDogStepCount BallparkHotDogStairs GrillSideHotDogSquats',
    funny:
      'HotDogSandwichDebate HotDogFingerIllusion HotDogDramaticDrop HotDogCondimentCourt BunToHotDogRatio BallparkHotDogVendor',
    prank:
      'HotDogCarrotSwap BananaHotDogFakeout HotDogCostumeDoorbell HotDogFloatieAmbush MustardHeartHotDog HotDogSurpriseLunch',
    educational:
      'HotDogGrillScience HotDogBunMath HotDogRegionalStyles HotDogHistoryQuiz FrankfurterToHotDog HowHotDogsAreMade',
    travel:
      'HotDogStandTour HotDogAroundTheWorld HotDogChicagoHunt HotDogRoadTripStops ConeyIslandHotDog BallparkHotDogRanking',
    fashion:
      'HotDogCostumeFit HotDogPrintShirt HotDogSocksStyled HotDogBagCharm MatchingHotDogPJs RelishGreenHotDogLook',
    wellness:
      'HotDogPicnicPause HotDogSummerNostalgia HotDogCampfireEvening HotDogGratitudeCookout BackyardHotDogCalm SlowBallgameHotDog',
    speed:
      'HotDogAssemblyRace HotDogCondimentDash HotDogWrapTimer HotDogToppingBlitz BunStackHotDogSprint Build10HotDogsFast',
    music:
      'HotDogJingle HotDogStandSong HotDogVendorChant HotDogSizzleBeat BallparkHotDogOrgan MustardHotDogMaracas',
    art: 'HotDogPopArt HotDogCartoon HotDogClayModel HotDogFeltPlushie KetchupHotDogPainting HyperrealHotDogSketch',
    tech: 'HotDogToasterTest HotDogRollerHack HotDogSpiralCutter HotDogAirFryerTry NotHotDogDetector GrillTempHotDogApp',
    pet: 'HotDogBunPetCostume HotDogDachshundParade HotDogPlushFetch HotDogBedNap CatInAHotDogPillow DoxieHotDogSquad',
    gaming:
      'HotDogGameNight HotDogStandSim HotDogCookingMamaRun HotDogRetroArcade BallparkHotDogToss PapasHotDoggeria',
  },
  leaves: {
    dance:
      'TwirlInFallLeaves LeavesCrunchStep LeavesTossSpin AutumnLeavesSlowDance RakeTheLeavesSway LeafBlowerFreestyle',
    fitness:
      'LeafRakingWorkout FallLeavesTrailRun LeavesBagCarry LeavesCatchLunges PileOfLeavesSquats YardLeavesCircuit',
    funny:
      'LeafPileJumpFail LeavesBlowBackSkit LeavesInMyHair LeavesRakedThreeTimes WindUndoesMyLeaves WhoseLeavesAreThese',
    prank:
      'LeafPileHideAndPop LeavesFacesOnTrees LeavesConfettiShower LeavesWindshieldHearts LoveNoteOnTheLeaves TrailOfLeavesToGift',
    educational:
      'WhyLeavesChangeColor LeafPigmentScience LeavesChromatography LeavesUnderMicroscope LeavesIDQuiz HowTreesDropLeaves',
    cooking:
      'LeafShapedCookies FallLeavesPieCrust LeavesStencilLatte LeavesFondantToppers MapleLeavesPancakes SugarLeavesCake',
    travel:
      'FallLeavesRoadTrip LeafPeepingTour LeavesCanopyWalkway LeavesScenicTrainRide NewEnglandLeavesDrive KyotoAutumnLeaves',
    fashion:
      'FallLeavesOutfit LeafPrintDress LeavesRustToneFit LeavesEarringStack MatchTheAutumnLeaves MapleRedLeavesScarf',
    wellness:
      'LeafCrunchMindfulness AutumnLeavesWalk LeavesRustleListening WatchTheLeavesFall LetGoLikeLeaves JournalUnderTheLeaves',
    speed:
      'LeafRakingRace FallLeavesColorSort LeavesBaggingSprint LeavesFiftyCountDash CatchFallingLeaves RakeTheLeavesIn60',
    music:
      'LeafCrunchBeat LeavesRustleASMR LeavesShakerRhythm LeavesRakeStrum JazzAutumnLeavesCover WhistleThroughLeaves',
    tech: 'LeafIDAppTest FallLeavesTimelapse LeavesBlowerShowdown LeavesDroneCanopyView MacroShotOfLeaves RobotRakesTheLeaves',
    pet: 'LeafPileZoomies LeavesPuppyPounce LeavesSniffAndFind FallLeavesPetPortrait CatChasingLeaves DogInAutumnLeaves',
    gaming:
      'LeafBingo LeavesMemoryMatch LeavesCollectorQuest FallLeavesHuntList HideAndSeekInLeaves AnimalCrossingLeaves',
  },
  singing: {
    dance:
      'SingingChoreoTest SingingStepRoutine SingAndDance SingingMicTwirl KaraokeSingingShuffle PopStarSingingMoves',
    fitness:
      'SingWhileRunning SingingPlank SingingWallSit SingingJumpRope HighNoteSingingSquat BreathControlVocals',
    funny:
      'SingingFails SingYourGroceryList SingingTheWeather SingingCommentary OperaSingingChores DadsShowerSinging',
    prank:
      'SingingTelegram SingEveryReply SingingWakeUpCall SingingDoorbell SecretSingingChoir FakeOperaSinger',
    educational:
      'HowVocalCordsWork SingTheTimesTables SingingBreathSupport SingingPitchMatch SingingVowelShapes WhySingingFeelsGood',
    cooking:
      'SingWhileYouCook SingingChef SingingBakeAlong SingingThroatTea HoneyLemonForSinging SoupForSingers',
    travel:
      'SingingAtLandmarks SingInEveryCity SingingEchoCanyon RoadTripSinging StreetSingingAbroad CathedralSingingTest',
    fashion:
      'SingerStageLook SingingFitCheck SingingRecitalDress SingingPerformanceGlam PopStarSingingDupe MicDropSingingOutfit',
    wellness:
      'SingingForJoy SingAwayStress SingingBreathwork SingingInTheShower MorningSingingRitual GratitudeSinging',
    speed:
      'SpeedSinging SingTheAlphabetFast SingingTongueTwister SingingRapVerseRace NameThatSingerIn3 SingingInOneBreath',
    art: 'PaintWhileSinging SingingPortrait SingingSoundWaveArt SingingFaceCaricature SketchTheSinger SingingMouthShapes',
    tech: 'SingingPitchApp SingingWithAIHarmony SingingAutotuneTest SingingMicShootout HomeVocalBoothSetup LoopPedalSinging',
    pet: 'SingingWithMyDog SingingToTheCat SingingBirdDuet PetHowlsAtSinging ParrotSingingLesson SingingKittenLullaby',
    gaming:
      'SingingGameNight SingingKaraokeBattle SingingHumAndGuess SingAlongScore FinishTheSingingLyric RockBandSingingDuel',
  },
  commute: {
    dance:
      'CommuteDanceBreak CommuteWalkStrut CommuteHeadphoneGroove CommuteCrosswalkStep BusStopCommuteShuffle PlatformCommuteSway',
    fitness:
      'BikeYourCommute WalkYourCommute CommuteRunHome CommuteGripStrength CommuteStairsOnly CommuteCalfRaises',
    prank:
      'CommuteCoffeeSurprise CommuteLunchNote CommuteWelcomeHomeSign CommuteDashPlushie CarpoolCommuteKaraoke BalloonsAfterCommute',
    educational:
      'LearnOnYourCommute CommuteLanguageLesson CommutePodcastQuiz CommuteMathTime WhyCommuteTrafficJams CommuteMapFacts',
    cooking:
      'CommuteBreakfastPrep CommuteSnackBox CommuteThermosSoup CommuteBurritoBatch OvernightOatsCommute OneHandCommuteBagel',
    travel:
      'RateMyCommuteView TouristOnMyCommute CommuteHiddenGems CommuteSunriseSpot CommuteNewRoute CommuteScenicDetour',
    fashion:
      'CommuteFitCheck CommuteSneakerSwap RainyDayCommuteLook CommuteLayeringGuide CommuteToteStyling BikeCommuteOutfit',
    wellness:
      'MindfulCommute CommuteGratitudeList CommuteNoPhoneRide CommuteBreathing CommuteDecompress WindowSeatCommute',
    speed:
      'BikeVsBusCommute CommuteSpeedrun CommuteTransferSprint CommuteReadyIn10 DoorToDeskCommute CommuteLunchDash',
    music:
      'CommuteSongwriting CommuteAnthemPick CommuteWhistleTune CommuteRhythmBeat SubwayCommuteBusker CarCommuteKaraoke',
    art: 'CommuteSketchbook CommutePhotoDiary CommuteMiniWatercolor CommuteTicketCollage BusStopCommutePortrait WindowViewCommuteArt',
    tech: 'CommuteGadgetKit CommuteAppHacks CommuteEbikeReview CommuteRouteTracker NoiseCancelingCommute PhoneAsCommutePass',
    pet: 'PetCommuteGreeting CommuteWithMyDog CommuteHomeZoomies CommuteCatSendoff PuppyWatchesMyCommute CommuteWindowWait',
    gaming:
      'CommuteBingoCard CommutePuzzleStreak CommuteHandheldRun CommuteTriviaDuel OneLevelPerCommuteStop ChessOnMyCommute',
  },
  'construction worker': {
    dance:
      'ConstructionWorkerJig ConstructionZoneBop ConstructionConeHop ConstructionSiteSway YMCAConstructionWorker HardHatBuilderStomp',
    fitness:
      'ConstructionWorkerAbs ConstructionBrickCarry ConstructionSquatLift ConstructionBootcamp StrongAsABuilder DIYConstructionWorkout',
    prank:
      'ConstructionDonutDrop ConstructionThanksSign ConstructionCheerSquad ConstructionWorkerWave FakeConstructionZone TinyBuilderInSandbox',
    educational:
      'ConstructionWorkerMath ConstructionToolQuiz ConstructionSafety101 ConstructionKnots AskAConstructionWorker HowBuildersUseCranes',
    cooking:
      'ConstructionWorkerCake ConstructionLunchbox ConstructionDirtCups ConstructionCookieSet HeartyBuilderChili BigConstructionLunch',
    travel:
      'ConstructionWorkerTour ConstructionSiteWatch ConstructionCraneWalk ConstructionSkyline HooverDamBuilders EpicConstructionFeats',
    fashion:
      'ConstructionWorkerFit ConstructionWorkerVest ConstructionBoots ConstructionWorkwear HiVisBuilderLook ChicConstructionWorker',
    wellness:
      'ConstructionBreakCalm ConstructionStretch ConstructionHydration ConstructionSleepReset SunriseShiftBuilder ThankConstructionCrews',
    speed:
      'ConstructionWorkerRace ConstructionBrickRelay ConstructionConeSlalom ConstructionTowerIn60 FastestBuilderInTown LegoConstructionSprint',
    music:
      'ConstructionWorkerBeat ConstructionWorkerSong ConstructionJackhammer ConstructionWhistle YMCAConstructionWorker BobTheBuilderCover',
    art: 'ConstructionWorkerLego ConstructionPortrait ConstructionClayFigure ConstructionSiteMural CardboardBuilderCity BlueprintConstruction',
    tech: 'ConstructionWorkerVR ConstructionDrone ConstructionLaserLevel ConstructionWorkerAR RobotVsBuilder AIConstructionPlanner',
    pet: 'ConstructionWorkerPup ConstructionWorkerCat ConstructionKitten ConstructionBunnyDig PetInABuilderHardHat PuppyConstructionCrew',
    gaming:
      'ConstructionWorkerSim ConstructionJenga ConstructionTetris ConstructionBossLevel CityBuilderSpeedrun MinecraftConstruction',
  },
  'stuffed animal': {
    dance:
      'StuffedAnimalWaltz StuffedAnimalConga TeddyBearTwirl StuffedAnimalDance MyStuffedAnimalCrew PromWithAStuffedAnimal',
    fitness:
      'StuffedAnimalSquats StuffedAnimalToss TeddyBearCrunches PlushiePassCircuit BalanceAStuffedAnimal LungeAndCatchPlush',
    funny:
      'StuffedAnimalVoiceover TeddyBearTalkShow StuffedAnimalCourtroom PlushieGroupChat DramaticStuffedAnimals MyStuffedAnimalsJudge',
    educational:
      'StuffedAnimalSchool TeddyBearOrigin StuffedAnimalFactFile PlushieSpeciesQuiz HowPlushIsMade RealVsStuffedAnimal',
    cooking:
      'StuffedAnimalTeaParty StuffedAnimalPicnic TeddyBearCookies PlushieDinerMenu CakeForMyStuffedAnimal BakeSaleStuffedAnimals',
    travel:
      'TeddyBearAdventures StuffedAnimalPassport StuffedAnimalLandmarks PlushieWindowSeat TravelBuddyPlush MyStuffedAnimalAbroad',
    fashion:
      'StuffedAnimalFitCheck TeddyBearCoatLook StuffedAnimalTinyKnits PlushieBagCharm MatchYourStuffedAnimal CatwalkForYourPlush',
    wellness:
      'StuffedAnimalHugBreak TeddyBearBedtime StuffedAnimalThankYous PlushieCalmCorner BellyBreathsWithPlush ComfortStuffedAnimal',
    speed:
      'StuffedAnimalSortRace TeddyBearRelay StuffedAnimalNameGame PlushieBasketToss StackTheStuffedAnimals TidyAllStuffedAnimals',
    music:
      'StuffedAnimalBand StuffedAnimalLullaby TeddyBearPicnicSong PlushieDrumCircle ChoirOfStuffedAnimals KaraokeWithMyPlush',
    art: 'StuffedAnimalSewing StuffedAnimalPortrait PlushieSketchbook StuffedAnimalRepair KidsDrawingToPlush PaintYourTeddyBear',
    tech: 'StuffedAnimalRobot TeddyBearSpeakerHack StuffedAnimalVoiceBox PlushieTouchSensor StopMotionPlush GlowingStuffedAnimal',
    pet: 'StuffedAnimalVsPet StuffedAnimalDogToy StuffedAnimalCatNap StuffedAnimalRescue KittyKneadsThePlush LookalikeStuffedAnimal',
    gaming:
      'StuffedAnimalBoardGame StuffedAnimalBracket StuffedAnimalPartyRPG PlushBowlingAlley ClawMachinePlushie MarioKartWithTeddy',
  },
  camel: {
    dance:
      'CamelShuffle CamelStrut CamelRockingStep CamelCaravanLine DoTheCamelWalk HumpDayDanceOff',
    fitness:
      'CamelWalkLunges CamelCrawlCircuit CamelPoseHold CamelBackbend DesertCamelMarch HumpDayCamelCardio',
    funny:
      'CamelChewImpression CamelSideEye CamelLashEnvy CamelCaravanCommute HumpDayCamelCheckIn GrumpyCamelVoiceover',
    prank:
      'CamelInTheSuitcase CamelStickerEverywhere CamelPlushSeatSaver CamelDeskInvasion HumpDayCamelNote ToyCamelParade',
    cooking:
      'CamelCookieDecorate CamelShapedPancakes CamelCaravanSnackBoard CamelDateBites DesertCamelPlatter HumpDayCamelCupcakes',
    travel:
      'CamelRideAtSunset CamelCaravanTrek CamelMarketVisit CamelFarmTour DesertCamelSunrise OasisCamelCamp',
    fashion:
      'CamelCoatStyling CamelPrintScarf CamelTasselBag CamelToneOutfit DesertCamelTrekFit StyleCamelBoots',
    wellness:
      'CamelPoseHeartOpener CamelPaceWalk CamelHydrationHabit CamelSteadyBreath SlowLikeACamel DesertCamelStillness',
    speed:
      'CamelDrawIn30 CamelCaravanRelay CamelRaceToOasis CamelTrekTimer PaperCamelSpeedFold TenCamelFactsFast',
    music:
      'CamelWalkBeat CamelCaravanChant CamelBellRhythm CamelTrotTempo DesertCamelStrings OudForTheCamels',
    art: 'CamelSandArt CamelSunsetSilhouette CamelClayModel CamelOneLineDraw PaperCamelCraft DesertCamelWatercolor',
    tech: 'CamelRideGoPro CamelFaceFilter CamelDroneFlyover CamelGPSTrail RobotCamelBuild CodeInCamelCase',
    pet: 'PetCamelCostume CamelPlushFetch CamelToyTug CamelSqueakerHunt DogDoesCamelKneel CatCamelStretch',
    gaming:
      'CamelUpGameNight CamelCaravanTrade CamelRacingArcade CamelSurvivalRun MinecraftCamelTrek JaipurCamelHand',
  },
  dress: {
    dance:
      'DressTwirlDance SundressSway FlowyDressWaltz DressSpinCombo DressRuffleShimmy PromDressFoxtrot',
    fitness:
      'DressSquatTest SundressStroll DressSneakerPowerWalk DressJumpRope TennisDressRally DressHikeDay',
    funny:
      'DressPocketsReaction DressRatedByGrandma DramaticDressReveal DressZipperStruggle DressColorDebate PromDressThenVsNow',
    prank:
      'MatchingDressPrank SurpriseDressGift SundressTwinDay DressCodeFakeout DressSwapWithMom FancyDressBreakfast',
    educational:
      'DressSilhouetteQuiz HowADressIsSewn DressFabricFacts DressNecklineGuide LittleBlackDressOrigin WhyDressesLackPockets',
    cooking:
      'DollDressCake DressCookieDecor DressFondantRuffles DressColorMacarons CupcakeDressBouquet DressBrunchSpread',
    travel:
      'DressInEveryCity DressPhotoWalk SundressRoadTrip DressRentalAbroad DressLavenderFields TraditionalDressDay',
    wellness:
      'DressForJoy ComfyDressSunday SundressSlowMorning DressUpForYourself DressClosetDeclutter WearTheSavedDress',
    speed:
      'DressIn60Seconds QuickDressChange DressZipperSprint DressRackSortOff PromDressCountdown DressRelayRace',
    music:
      'DressTwirlBeatDrop SundressSingalong DressSwishASMR DressColorSongMedley RedDressSerenade PromDressBallad',
    art: 'DressDesignSketch PaperDressCraft DressWatercolor DressCroquiDrawing HandPaintedDress DollDressSewing',
    tech: 'DressAITryOn LEDLightUpDress DressPhoneCamVsMirror Dress3DPrintedBodice DressPatternAppTest ColorShiftDress',
    pet: 'PetPicksMyDress DressAndDogStroll CatSitsOnTheDress DressMatchingBandana PuppyDressTwins DressTwirlReaction',
    gaming:
      'DressLikeYourAvatar DressToImpressRound DressCosplayLevel DressUpIRL GameCharacterDress PrincessPeachDress',
  },
  'french fries': {
    dance:
      'FrenchFryDance FriesShuffle FrenchFryWiggle FriesSaltSprinkleStep CrinkleFriesCrisscross ShakeTheFriesBasket',
    fitness:
      'EarnYourFries FrenchFryPushUpCount FriesDeliveryJog FriesBoxBurpees FrenchFrySquats SprintForFrenchFries',
    funny:
      'FriesDipDebate BottomOfTheBagFries FrenchFryCritic FriesThiefSibling SoggyFriesEulogy LongestFrenchFry',
    prank:
      'AppleFriesFakeout FriesCookieLookalike FrenchFryPoundCake FriesUpsizeSurprise FriesInTheLunchbox KindNoteInFriesBox',
    educational:
      'FrenchFryScience WhyFriesGetSoggy AreFriesReallyFrench FriesTwiceCookedMethod FriesStarchExperiment PotatoToFriesTimeline',
    travel:
      'FriesAroundTheWorld BelgianFriesTrip BoardwalkFries FriesPoutineQuest FriesStandHopping AmsterdamFriesCone',
    fashion:
      'FriesPrintOutfit FrenchFryEarrings FrenchFrySocks FriesCartonPurse KetchupAndFriesFit DinerFriesColorway',
    wellness:
      'FriesWithAFriend FriesAtSunset FriesSavorSlowly FriesPicnicBlanket ComfortFriesNight DinerBoothFries',
    speed:
      'FrenchFryTowerRace FriesChopstickPickup FriesSizeSortDash FrenchFriesIn15 KetchupDipFriesSprint HomemadeFriesTimer',
    music:
      'FrenchFrySong FriesCrunchASMR FriesMenuRap FrenchFryKazooTune SizzlingFriesBeat SaltShakerFriesJam',
    art: 'FriesKetchupPainting FriesFeltSewing FriesPopPoster FrenchFrySculpture ClayFrenchFryMagnets DrawWithFrenchFries',
    tech: 'FriesAirFryerTest FrenchFryCutterGadget FriesSlowMoCrunch FriesDeliveryTracker ThermalCameraFries RobotMakesFrenchFries',
    pet: 'PetFrenchFryCostume FrenchFryPlushToy FriesCartonCatBed FriesStareDown FriesPoliteWaitPup DogHearsTheFriesBag',
    gaming:
      'FriesTierList FrenchFryShopSim FriesTycoonRun FriesCatchArcade OvercookedFriesStation TetrisWithFrenchFries',
  },
  stapler: {
    dance:
      'StaplerClickDance StaplerChompStep StaplerJawOpenPose StaplerDeskShuffle OfficeStaplerGroove MoveLikeAStapler',
    fitness:
      'StaplerGripSqueeze StaplerDeskWorkout StaplerForearmSet StaplerPalmPressReps HundredStaplerClicks OfficeStaplerSquats',
    funny:
      'StaplerSoapOpera StaplerJammedAgain StaplerMissingMystery StaplerTerritorialPOV WhoTookMyStapler RedStaplerImpression',
    educational:
      'HowStaplersWork StaplerHistory WhyStaplesBend StaplerLeverPhysics StaplerSpringMechanics BookletStaplerBinding',
    cooking:
      'RedStaplerCake StaplerShapedCookies StaplerOrDessertGuess StaplerFondantTopper StaplerGelatinMold BreakroomStaplerTreats',
    travel:
      'StaplerTravelJournal StaplerPostcardBooklet StaplerFactoryTour StaplerTicketScrapbook TokyoStaplerShopHunt MiniStaplerPackingKit',
    fashion:
      'StaplerPaperDress StaplerEmergencyHem StaplerCardboardCrown StaplerPinBadgeJacket RunwayStaplerCouture RedStaplerOOTD',
    wellness:
      'StaplerDeskDeclutter StaplerMemoryBooklet StaplerGratitudeZine StaplerCalmCorner MiniStapledJournal PocketStaplerMantras',
    speed:
      'StaplerBookletRace StapleTheStack StaplerRefillTimer StaplerPosterBlitz FastestStaplerReload TenPacketsStapled',
    music:
      'StaplerBeat StaplerSnareRhythm StaplerClickMetronome StaplerPercussion OfficeStaplerBand DeskDrumsWithStapler',
    art: 'StaplerPaperSculpture StaplerZineMaking StaplerBookbinding StaplerFlipbook CardboardStaplerMask MosaicOfStaples',
    tech: 'StaplerGadgetUnboxing StaplerTeardown StaplerSlowMotion StaplerClickCounter ElectricStaplerTest ForceSensorStapler',
    pet: 'CatStealsTheStapler StaplerDogWorkBuddy StaplerParrotMimic StaplerClickReaction StaplerKittenDesk PetHearsTheStapler',
    gaming:
      'StaplerDIYBoardGame StaplerFlickFootball StaplerTargetToss StaplerPaperPlaneCup JimVsDwightStapler OfficeSimStaplerRun',
  },
  sloth: {
    dance:
      'SlothSlowDance SlothMotionMoves SlothLazyTwoStep SlothReachAndHang BranchSlothSway TreeHugSlothGroove',
    fitness:
      'SlothDeadHang SlothTempoSquats SlothSlowPushUps SlothPlankMarathon MoveLikeASloth TenSecondSlothReps',
    funny:
      'SlothModeMorning SlothSpeedReply SlothDMVImpression SlothTeenWakeUp BufferingLikeASloth SlowestSlothReaction',
    prank:
      'SlothSlowMotionPrank SlothShowerRodCameo SlothCarMirrorBuddy SlothPlushHangout HangingSlothSurprise TinySlothNote',
    educational:
      'WhySlothsAreSlow SlothFurAlgae SlothDigestionLesson SlothSwimmingSkills SlothFactOrFake TwoOrThreeToedSloth',
    cooking:
      'SlothSlowCookerMeal SlothCupcakes SlothRiceBalls SlothCookieDecor LazySlothPancakes NoBakeSlothBites',
    travel:
      'SlothSanctuaryVisit SlothSpottingTrip SlothCostaRicaHike SlothRescueCenter CanopySlothTour PanamaSlothBoatRide',
    fashion:
      'SlothLoungewearFit SlothHoodieLook SlothEarringDangle SlothSweaterKnit LazySlothPajamas CozySlothSocks',
    wellness:
      'SlothModeSunday SlothPaceMindfulWalk SlothSlowBreathing SlothStretchHour HammockSlothNap DoNothingLikeASloth',
    speed:
      'SlothSketchSpeedrun SlothHangTimer FasterThanASloth SlothSlowestWins SlothLeafCountdown SlowBikeSlothRace',
    music:
      'SlothLofi SlothSlowJam SlothLullabyCover SlothUkuleleHum HalfTempoSlothRemix LazySlothBeat',
    art: 'SlothWatercolor SlothClayFigure SlothPlushSewing SlothCharcoalStudy HangingSlothMobile LeafyVineSlothCollage',
    tech: 'SlothModeScreenTime SlothLiveCam SlothTrackingCollar SlothTimelapseClimb SlowMoSlothShot RainforestSlothApp',
    gaming:
      'SlothCozyGame SlothPuzzleAdventure SlothMemoryCards SlothIdleClicker UltraSlowSlothSpeedrun TreetopSlothSim',
  },
  puzzle: {
    dance:
      'JigsawJive PuzzleSnapRoutine PuzzleBoxBop PuzzleCornerShimmy LastPuzzlePieceJig FinishThePuzzleDance',
    fitness:
      'PuzzlePlankHold PuzzleRelayCarry PuzzleBreakBurpees JigsawLunges BrainAndBodyPuzzle OneSquatPerPuzzlePiece',
    funny:
      'PuzzleBoxVsReality LastPuzzlePieceMissing AllSkyPuzzlePanic PuzzleForcedFit PuzzleFamilyFeud PuzzleEdgesDoneNowWhat',
    prank:
      'HideTheLastPuzzlePiece PuzzlePhotoReveal PuzzleBoxSwap MysteryPuzzleImage PuzzleProposal JigsawLoveNote',
    educational:
      'PuzzleMathFacts HowPuzzlesAreMade PuzzleMapGeography PuzzleBrainBenefits PuzzleOriginStory LogicGridPuzzleLesson',
    cooking:
      'PuzzleCookies PuzzlePieceCake JigsawPizza PuzzleGingerbread SandwichPuzzleTiles FruitPuzzleTart',
    travel:
      'PuzzleSouvenirHunt LandmarkPuzzle PuzzleCafeCrawl PuzzleMuseumVisit PuzzleTrainJourney CityCluePuzzleTrail',
    fashion:
      'PuzzlePieceEarrings PuzzlePrintFit JigsawPatchwork PuzzleNailArt ColorBlockPuzzleLook MixAndMatchPuzzle',
    wellness:
      'MindfulPuzzleTime PuzzleAndTea SlowPuzzleSunday PuzzlePhoneFreeHour PuzzleCandleNight CrosswordPuzzleRitual',
    music:
      'PuzzleSnapBeat PuzzleClickASMR PuzzleVinylNight JigsawJazzHour DrumrollLastPuzzle BoxShakerPuzzleJam',
    art: 'PaintYourOwnPuzzle PuzzlePieceArt PuzzleMosaic PuzzleWreathCraft PuzzleFramedDisplay BlankJigsawDoodle',
    tech: 'PuzzleTimelapse PuzzleAppShowdown DigitalJigsawRace PuzzleLaserCutter PuzzleSolverRobot AIScansPuzzlePieces',
    pet: 'PetPuzzleFeeder PuzzleCatSitsOnIt PuzzleSniffMat DogTreatPuzzleLevels PawOnTheLastPuzzle PuzzleToyForKitten',
    gaming:
      'PuzzleGameNight PuzzleLevelClear CoopPuzzleRun PuzzleEscapeRoomHome PuzzleTetrisMarathon SudokuPuzzleDuel',
  },
  puffer: {
    dance:
      'PufferJacketDance PufferBounceMoves PufferWaddleWalk PufferHoodFlip SnowDayPufferShuffle TwirlInYourPuffer',
    fitness:
      'PufferWinterRun PufferSledHill PufferFrostyHike PufferShovelWorkout SnowDayPufferCardio JumpingJacksInPuffer',
    funny:
      'PufferMarshmallowMode PufferArmsCantMove PufferSleepingBagLook PufferStaticShock SeatbeltVsMyPuffer MichelinManPuffer',
    prank:
      'PufferTwinningPrank WarmPufferHandoff PufferPocketNote PufferHandWarmerStash SnowDayPufferSurprise PufferStuffedWithPlush',
    educational:
      'HowPufferJacketsWork PufferWarmthScience PufferFillPower PufferRecycledBottles DownVsSyntheticPuffer PufferLoftTest',
    cooking:
      'PufferSnowDayCocoa PufferSeasonSoup PufferCampfireChili PufferThermosStew WinterPufferPicnic SleddingPufferSnacks',
    travel:
      'PufferSkiTrip PufferWinterCityBreak PufferIcelandAdventure PufferNorthernLights FrozenLakePufferWalk PackOnlyAPuffer',
    wellness:
      'PufferWinterWalk PufferCozyMorning PufferSunriseBench PufferStargazeNight SnowDayPufferStillness CrispAirPufferReset',
    speed:
      'PufferPackItUpRace PufferStuffSackClock PufferLayerDash PufferZipUpBlitz MittensAndPufferTimer SnowDayPufferRush',
    music:
      'PufferZipperRhythm PufferSwishBeat PufferWinterBallad PufferCrunchASMR SnowDayPufferLofi CarolingInPuffers',
    art: 'PufferJacketSketch PufferPaintedDesign PufferEmbroideryPatch PufferColorStudy SnowDayPufferPhotos WinterPufferPortrait',
    tech: 'PufferHeatedJacketTest ThermalCameraPuffer PufferPowerBankPocket PufferRainSprayCheck SmartPufferGadgets PufferPhoneWarmer',
    pet: 'PufferJacketForMyDog PetPufferFitCheck PufferMatchingPooch PufferCatZippedIn SnowDayPufferPup PufferAndPawBooties',
    gaming:
      'PufferAvatarStyle PufferCozyGameNight PufferArcticQuest PufferSnowballArena SledRacePufferLeague FortnitePufferSkin',
  },
  avocado: {
    dance:
      'AvocadoShuffle AvocadoCostumeDance AvocadoMashStomp AvocadoRollStep RipeAvocadoWiggle GuacAvocadoGroove',
    fitness:
      'AvocadoPlankBalance AvocadoCrateCarry AvocadoPassSquats AvocadoFuelWorkout PostRunAvoToast LungeForAvocados',
    funny:
      'IsMyAvocadoRipeYet AvocadoOpeningFail AvoToastCritic AvocadoPriceShock AvocadoNegotiation TheAvocadoWindow',
    prank:
      'AvocadoPitBallSwap AvocadoHeartCut AvocadoPlantGift FakeAvoToast LoveNoteInAvocado AvocadoGuacMessage',
    educational:
      'GrowAnAvocadoPit WhyAvocadosTurnBrown AvocadoIsABerry AvocadoVarietiesQuiz AvocadoAztecHistory HassAvocadoMotherTree',
    travel:
      'AvocadoFarmVisit AvocadoMarketHunt AvocadoOrchardPicnic AvocadoFestivalTrip BestAvoToastInTown MexicoCityAvocados',
    fashion:
      'AvocadoGreenFit AvocadoPrintLook AvocadoColorBlock AvocadoBagCharm HalfAvocadoEarrings SageAndAvocadoLayers',
    wellness:
      'AvocadoFaceMaskNight AvocadoToastRitual AvocadoSeedWatching AvocadoLunchPause SlowAvoMorning GreenAvocadoBowl',
    speed:
      'AvocadoMashRace AvocadoRipenessSort AvocadoPeelDash AvocadoRollRelay FastestAvoToast GuacamoleAvocadoClock',
    music:
      'AvocadoAnthem AvocadoShakerBeat AvocadoLoveBallad AvocadoPitPercussion MariachiForAvocados SingToYourAvocado',
    art: 'AvocadoPitCarving AvocadoDyeArt AvocadoStillLife AvocadoCharacterDoodle PaintedAvoToast CeramicAvocadoBowl',
    tech: 'AvocadoRipenessScanner AvocadoPitTimelapse AvocadoSlicerReview AvoToastGadgetTest SmartBowlAvocadoCam AIPicksRipeAvocados',
    pet: 'AvocadoPetCostume AvocadoPlushFetch AvocadoSqueakyToy AvoBedCatNap PupInAvocadoCushion GreenAvocadoPhotoshoot',
    gaming:
      'AvocadoFarmSimRun AvocadoAvatarBuild GameNightAvoToast AvocadoMemoryCards AvocadoRipeOrNotQuiz GuacamoleAvocadoRush',
  },
  band: {
    dance:
      'BandDanceBreak BandEncoreStomp BandMoshFreeSway BandJamGroove MarchingBandStrut FrontRowBandBounce',
    fitness:
      'BandPracticeWorkout BandGearCarry BandDrummerCardio BandMarchingDrills AmpLiftBandSquats RoadieBandLoadIn',
    funny:
      'BandPracticeFails WorstBandName BandMeetingDrama BandMemberTypes BandGarageNeighbor OneHitWonderBand',
    prank:
      'SurpriseBandVisit BandSerenade BandDoorbellConcert BandBirthdayFlashMob KazooBandAmbush BandWakeUpCall',
    educational:
      'HowBandsWriteSongs BandInstrumentRoles BandGenreFamilyTree BandContractBasics WhyBandsNeedBassists BandSoundcheck101',
    cooking:
      'BandPracticeSnacks BandPizzaNight BandRiderRecreate BandGreenRoomSpread TourBusBandCooking BackstageBandCatering',
    travel:
      'BandVanLifeWeekend BandTourDiary BandVenueHopping BandFestivalCamping AbbeyRoadBandWalk FamousBandStudios',
    fashion:
      'BandTeeFitCheck MatchingBandOutfits BandLeatherJacket BandMerchStyling RockBandEyeliner BandStageLook',
    wellness:
      'BandFriendship BandPracticeJoy BandGratitudeCircle BandPreshowBreathing JamWithYourBand ProtectYourBandEars',
    speed:
      'BandSetupSpeedRun FastestBandSoundcheck BandGearLoadOut BandCoverInTenMinutes BandSongInAnHour TuneUpBandSprint',
    art: 'BandLogoDesign BandPosterArt BandGigFlyerCollage BandDrumheadPainting SketchYourFavoriteBand LiveBandPhotoWalk',
    tech: 'BandRecordingSetup BandGearTour BandLiveStreamRig BandInEarMonitors MultitrackBandMixdown AIJoinsMyBand',
    pet: 'PetBand DogJoinsTheBand CatBandMascot BandPuppyRoadie BandKittenAudience ParrotBandSinger',
    gaming:
      'BandGuitarHeroCoop BandTriviaShowdown VirtualBandJam RhythmGameBand PlasticBandDrumkit BandKaraokeBattle',
  },
  cucumber: {
    dance:
      'CucumberShuffle CoolAsACucumberDance CucumberSpaSway CucumberVineWiggle SliceAndSlideCucumber CucumberPickleStomp',
    fitness:
      'CoolAsACucumberCardio CucumberWaterWorkout CucumberGardenLunges CucumberTrellisStretch SpaNightCucumberYoga CucumberHarvestSquats',
    funny:
      'CucumberPhoneCall CucumberSpaParody CucumberNewsAnchor PickleOrCucumberDebate CucumberMonocle TalkingCucumberPuppet',
    prank:
      'CucumberRemoteSwap IsItCakeCucumber CucumberHotDogBun CucumberCandyBarWrap CucumberPhoneCase ZucchiniOrCucumber',
    educational:
      'CucumberIsAFruit CucumberWaterFacts WhyCucumbersAreBitter CucumberSaltOsmosis CucumberVineTendrils HowCucumbersPickle',
    travel:
      'CucumberMarketHunt CucumberFarmPicking CucumberSaladAbroad CucumberPickleFest LondonCucumberTea GreenhouseCucumberTour',
    fashion:
      'CucumberGreenFitCheck CoolAsACucumberLook CucumberSliceEarrings CucumberPrintSkirt CucumberLinenSet SpaRobeCucumberRunway',
    wellness:
      'CucumberEyesSpaNight CucumberWaterHabit CucumberFaceMaskDIY CucumberMintCooler MindfulCucumberCrunch GardenCucumberPause',
    speed:
      'CucumberSortBySize CucumberRibbonSprint CucumberSpiralIn30 CucumberPickleJarFill SushiCucumberRollRush FastestCucumberSalad',
    music:
      'CucumberFluteCover CucumberCrunchBeat CucumberOcarinaCarve CucumberSliceASMR CoolCucumberJam VeggieBandCucumber',
    art: 'CucumberRoseCarving CucumberStampFlowers CucumberSwanSculpt CucumberWatercolor MosaicOfCucumbers PickleJarCucumberLabel',
    tech: 'CucumberSpiralizerTest SmartGardenCucumbers CucumberBatteryLED CucumberTimelapse HydroponicCucumbers CucumberSlicerReview',
    pet: 'CucumberCostumePup CucumberPlushFetch CucumberSqueakyTug CucumberSpaPamper CoolAsACucumberCat PetInTheCucumberPatch',
    gaming:
      'CucumberCropSpeedrun CoolCucumberClutch CucumberFarmSimScore CucumberSliceCombo CucumberTycoon FruitNinjaCucumber',
  },
  pasta: {
    dance:
      'PastaTwirlDance PastaShimmy PastaNightTarantella PastaPotStirSway WiggleLikeSpaghetti LimpNoodlePastaMoves',
    fitness:
      'PastaJarCurls SquatTillPastaBoils PastaNightCarbLoad EarnYourPastaSteps PastaPotOverheadPress PastaPlankAlDente',
    funny:
      'PastaShapeImpressions SpaghettiWallTest DramaticPastaReview SnappingPastaReaction PastaNamePronounceOff NonnaReactsToPasta',
    prank:
      'SpaghettiIceCreamPrank GooglyEyePastaJar PastaShapeSwap AlphabetPastaMessage PastaLookalikeCake SurprisePastaNight',
    educational:
      'PastaShapeGuide WhyPastaWaterIsSalted PastaHistoryQuiz HowDriedPastaIsMade PastaRegionMap AlDentePastaScience',
    travel:
      'PastaAcrossItaly LocalPastaHunt PastaPassport PastaFactoryTour PastaMakingClassAbroad RomePastaCrawl',
    fashion:
      'SpaghettiStrapFit PastaNightOutfit DressAsYourPastaShape PastaDateLinenLook PastaApronRunway MacaroniPastaNecklace',
    wellness:
      'MindfulPastaMaking SlowPastaSunday GratitudeOverPasta PastaNightNoPhones PastaDoughKneading PastaRollOutStress',
    speed:
      'PastaShapeSpeedrun SpaghettiTwirlRace TenMinutePasta PastaSortSprint FreshPastaBeforeBoil RavioliPastaRelay',
    music:
      'PastaShakerBeat SpaghettiSnapASMR PastaNightSerenade PastaPotDrumKit OperaWhilePastaBoils ThatsAmorePasta',
    art: 'PastaMosaic SpaghettiSculpture PastaNecklaceCraft PastaFlatLayPhoto DyedPastaRainbow MacaroniPastaPortrait',
    tech: 'AIPastaPairing PastaMakerUnboxing SmartPastaTimer PastaDie3DPrint PastaBoilOverAlarm PastaVoiceAssistant',
    pet: 'PastaNightPuppyEyes CatSupervisesPasta PastaKitchenPatrol PastaShapedChewToy PetNamedSpaghetti PastaSqueakyNoodle',
    gaming:
      'PastaShapeGuessingGame PastaBingo PastaCheckers SpaghettiTowerBuild RestaurantSimPasta OvercookedPastaLevel',
  },
  'roller coaster': {
    dance:
      'RollerCoasterDance CoasterArmsUp RollerCoasterLoopSpin RollerCoasterTwistStep FirstDropCoasterGroove LiftHillCoasterSway',
    fitness:
      'RollerCoasterAbs CoasterDropSquats RollerCoasterPlankHold CoasterLineLunges CorkscrewCoasterCrunch LiftHillCoasterCardio',
    funny:
      'RollerCoasterFaces CoasterPhotoReaction RollerCoasterHairAfter CoasterCalmFriend FirstDropCoasterScream LiftHillCoasterPanic',
    prank:
      'CoasterTicketReveal FakeRollerCoasterRide RollerCoasterPassGift RollerCoasterWakeUp CoasterSurpriseTrip CardboardCoasterCar',
    educational:
      'RollerCoasterPhysics HowCoastersLoop CoasterHistory RollerCoasterEnergyLab MarbleRollerCoaster CoasterGForceQuiz',
    cooking:
      'RollerCoasterCake CoasterPretzelTrack RollerCoasterSnackBox RollerCoasterChurros CornDogsAfterCoaster LoopyCoasterCookies',
    fashion:
      'RollerCoasterOutfit CoasterDayFit RollerCoasterPonytail RollerCoasterSafeShoes ThemeParkCoasterLook WindproofCoasterHair',
    wellness:
      'RollerCoasterBreathing FaceYourCoasterFear CoasterCalmDown RollerCoasterJoyScream AfterCoasterGrounding CoasterCourageStep',
    speed:
      'RankTheFastestCoasters CoasterMarbleRace RollerCoasterCountdown RollerCoasterRideCount EveryCoasterByNoon CoasterLaunchSpeed',
    music:
      'RollerCoasterSong CoasterClickBeat CoasterScreamChoir CoasterTrackRhythm FirstDropCoasterRemix SingOnTheCoaster',
    art: 'PaperRollerCoaster RollerCoasterSketch CoasterDesignDrawing CoasterStrawModel CoasterNightPhotos PipeCleanerCoaster',
    tech: 'RollerCoasterVR CoasterPOVCam CoasterGForceTest RollerCoasterTrackCAD PhoneSensorCoaster ArduinoMarbleCoaster',
    pet: 'CatVsMarbleCoaster PetCoasterCostume RollerCoasterPuppyRamp HamsterCoasterTrack CoasterVideoDogReacts CoasterTubeForKitten',
    gaming:
      'RollerCoasterTycoonRun CoasterSimChallenge CoasterBuildBattle CoasterVRGame MinecraftCoasterRide PlanetCoasterPark',
  },
  chair: {
    dance:
      'ChairChoreography ChairSeatedSway ChairTapRoutine ChairArmWaves MusicalChairsDanceOff KitchenChairStrut',
    fitness:
      'ChairSquats ChairYogaFlow ChairDips ChairStepUps KitchenChairCircuit DeskChairCrunches',
    funny:
      'OfficeChairSpinReveal ChairStealingSkit MusicalChairsMeltdown ChairClothesPileTour ChairSqueakMystery DadsRecliningChair',
    educational:
      'ChairDesignHistory WhyChairsHaveFourLegs ChairErgonomicsGuide ChairMaterialsTest ChairPostureScience IconicChairQuiz',
    cooking:
      'HighChairSnacks ArmchairChefRecipe PorchChairLemonade LawnChairBarbecue ChairTailgateChili BeachChairSmoothie',
    travel:
      'ChairliftViewPOV BeachChairRanking ArmchairTravel FoldingChairSunsets ChairOnTheSummit CafeChairPeopleWatch',
    fashion:
      'ChairPoseFitCheck DirectorChairLook ChairOutfitFlatLay ChairEditorialSit ClothesChairRestyle ChairPhotoshoot',
    wellness:
      'ChairMeditation ChairStretchBreak RockingChairUnwind ChairNeckRolls ChairBodyScan PorchChairSunset',
    speed:
      'ChairSetupRace ChairFoldDash ChairRowRelay ChairStackTimer MusicalChairsSprint LastChairStanding',
    music:
      'ChairDrumming ChairSqueakSolo ChairRockingRhythm ChairKaraoke MusicalChairsRemix SerenadeFromAChair',
    art: 'ChairMakeover ChairUpcyclePaint MiniatureChairCraft ChairSilhouetteDrawing ChairMosaicSeat EmptyChairPhotoSeries',
    tech: 'GamingChairReview ChairSetupTour ErgonomicChairTest ChairPostureSensor ChairWheelUpgrade ChairToStandingDesk',
    pet: 'PetStealsMyChair CatChairTakeover PupInTheDirectorsChair ChairLegAgility ChairCushionNapping WhoGetsTheWarmChair',
    gaming:
      'GamingChairSetup MusicalChairsGameNight ChairChessMarathon ChairRacingSim HotSeatChairTrivia ArmchairStrategyRun',
  },
  squirrel: {
    dance:
      'SquirrelShuffle SquirrelTailFlickDance SquirrelZigZagStep SquirrelFreezeFrame AcornSquirrelHop SpiralLikeASquirrel',
    fitness:
      'SquirrelSprints SquirrelJumpSquats SquirrelZigZagDrill SquirrelMonkeyBars AcornSquirrelLunges MoveLikeASquirrel',
    funny:
      'SquirrelImpressions SquirrelVsBirdFeeder SquirrelDogStandoff SquirrelVoiceover ForgetfulSquirrelSkit NatureDocSquirrel',
    prank:
      'SquirrelPlushSurprise SquirrelCardboardDecoy SquirrelSnackStash SquirrelTinyPicnic HideLikeASquirrel FakeSquirrelOnTheCar',
    educational:
      'WhySquirrelsBuryNuts SquirrelMemoryFacts SquirrelTailBalance SquirrelSpeciesQuiz FlyingSquirrelGlide SquirrelsPlantForests',
    cooking:
      'SquirrelTrailMix SquirrelCupcakes SquirrelNutBrittle SquirrelFaceCakePops AcornSquirrelCookies HazelnutSquirrelCrepes',
    travel:
      'SquirrelSpottingWalk SquirrelParkTour SquirrelCityHunt SquirrelAcornTrail RedSquirrelIsland WhiteSquirrelTown',
    fashion:
      'SquirrelEarHeadband SquirrelPrintSweater SquirrelBrooch SquirrelTailScarf ChestnutSquirrelTones AcornSquirrelOutfit',
    wellness:
      'SquirrelWatchingBreak SquirrelParkBenchPause SquirrelFeederMorning SquirrelStillnessSit AcornSquirrelGratitude BackyardSquirrelHour',
    speed:
      'SquirrelObstacleCourse SquirrelStashRace SquirrelNutSortBlitz SquirrelAcornDash FastAsASquirrel PineconeSquirrelCount',
    music:
      'SquirrelChatterRemix SquirrelBanjoPicking SquirrelThemeTune SquirrelScurryBeat AcornShakerSquirrelJam ScurryingSquirrelPiano',
    art: 'SquirrelPhotoShoot SquirrelSketchbook SquirrelNeedleFelt SquirrelWatercolor PineconeSquirrelCraft AcornCapSquirrel',
    tech: 'SquirrelFeederCam SquirrelSlowMoJump SquirrelBaffleBuild SquirrelTrackerMap MotionSensorSquirrels AIIdentifiesSquirrels',
    gaming:
      'SquirrelParkourLevel SquirrelTowerDefense SquirrelCollectathon SquirrelPlatformer AcornSquirrelQuest CoopSquirrelBoardGame',
  },
  lego: {
    dance:
      'LegoMinifigDance LegoStopMotionMoves LegoRobotStep LegoBrickBounce AvoidTheLegoHop TinyLegoDiscoFloor',
    fitness:
      'LegoPlankBuild LegoBrickAgility LegoCleanupSquats LegoBinCarry OnePushUpPerLego MinifigLegoWorkout',
    funny:
      'SteppingOnLegoReaction LegoMeMinifig LegoVacuumPanic LegoDadTakesOver TinyLegoSoapOpera LegoLostPieceHunt',
    prank:
      'LegoDeskTakeover LegoSurpriseBuild LegoBrickMessage LegoMiniMeGift TinyLegoLibrary HiddenLegoMinifigs',
    educational:
      'LegoEngineeringLesson LegoFractionMath LegoBridgeStrengthTest LegoClutchPowerScience HowLegoBricksAreMade MinifigLegoHistory',
    cooking:
      'LegoBrickCake LegoGummyCandy LegoChocolateMolds LegoJellyBlocks MinifigLegoCookies StudTopLegoCupcakes',
    travel:
      'LegolandDayTrip LegoHouseBillundVisit LegoTravelBuddy LegoStoreHopping LandmarksInLego PostcardLegoBuilds',
    fashion:
      'LegoBrickJewelry LegoInspiredOutfit LegoHairClips LegoBeltBuckle MinifigLegoCosplay PrimaryColorLegoFit',
    wellness:
      'LegoMindfulBuild LegoDeStressNight SlowBrickBuilding LegoBotanicalCalm LegoSortingZen QuietLegoBonsai',
    speed:
      'LegoSpeedBuild LegoColorSortDash LegoBlindfoldAssembly LegoTowerTimer FastestLegoMinifig TenMinuteLegoCar',
    music:
      'LegoInstrumentBuild LegoBrickPourASMR LegoDrumKitTap LegoMovieSongCover MinifigLegoBand WorkingLegoMusicBox',
    tech: 'LegoRoboticsBuild LegoStopMotionFilm LegoArduinoMashup LegoSortingMachine TechnicLegoGearbox MotorizedLegoCar',
    pet: 'LegoPetLookalike LegoCatCastle LegoBuildMyDog LegoFeederStand MiniLegoKennel KittenVsLegoTower',
    gaming:
      'LegoBuildBattle LegoSpeedrun LegoFortniteSurvival LegoBoardGame BrickDiceLegoQuest MinifigLegoAdventure',
  },
  wifi: {
    dance:
      'WiFiSignalDance WiFiBarsStep WiFiRouterBlinkBop WiFiBufferingShuffle ReconnectTheWiFiGroove FindTheWiFiSway',
    fitness:
      'WiFiFreeWorkout WiFiBufferBurpees WiFiDeadZoneSprints RouterResetPlank SquatTillWiFiLoads NoWiFiHike',
    funny:
      'WiFiNameIdeas WiFiPasswordHunt WiFiOneBarPanic WiFiGuestAwkwardAsk DadFixesTheWiFi WhenTheWiFiBuffers',
    prank:
      'WiFiNamePrank WiFiPasswordRiddle WiFiComplimentNetwork WiFiRouterGooglyEyes GuestWiFiWelcomeSign OfflineWiFiSurprise',
    educational:
      'HowWiFiWorks WiFiDeadZoneTest RouterPlacementTips WiFiBandsDemystified WiFiWallSignalLab RadioWavesWiFi101',
    cooking:
      'WiFiFreeDinner WiFiPasswordCookies WiFiSymbolPizza WiFiBarsLayerCake NoWiFiCookOff CookbookNotWiFi',
    travel:
      'WiFiFreeTrip WiFiCafeHunt WiFiOnTheMountain WiFiTrainTest NoWiFiCabinWeekend BestHotelWiFi',
    fashion:
      'WiFiSymbolTee WiFiPasswordShirt WiFiIconEarrings WiFiBarsNailArt NerdyRouterBrooch NoWiFiFitCheck',
    wellness:
      'WiFiOffEvening WiFiFreeSunday WiFiPauseHour WiFiTimerBedtime UnplugTheRouterNight SunsetNoWiFi',
    speed:
      'WiFiSpeedTest WiFiPasswordRace WiFiSetupClock WiFiRouterRebootDash QRCodeWiFiJoin FastestWiFiReconnect',
    music:
      'WiFiDialUpRemix WiFiFreeJamSession WiFiLagDuet WiFiStaticLoop BufferingWiFiBeatDrop ModemVsWiFiCover',
    art: 'WiFiSignalArt WiFiPasswordSign WiFiHeatmapPainting WiFiIconMosaic HideYourRouterCraft CableWireWiFiSculpture',
    pet: 'WiFiWarmSpotNap WiFiFreePetPlay WiFiPuppyPlaytime WiFiKittenKeyboardSit CatGuardsTheRouter ParrotSaysWiFiPassword',
    gaming:
      'WiFiLagMoments WiFiFreeGameNight WiFiPingShowdown WiFiOfflineModeRun NoWiFiLANParty DiceDuelWithoutWiFi',
  },
  pinball: {
    dance:
      'PinballFlipperDance PinballBounceMoves PinballTiltSway PinballBumperBop HumanPinballShuffle SpinLikeAPinball',
    fitness:
      'PinballReflexDrills PinballBounceCardio PinballPlungerPulls PinballStanceSquats HumanPinballCircuit ArcadePinballHIIT',
    funny:
      'PinballTiltFaces PinballDrainReaction PinballBodyEnglish PinballLastBallPrayer MultiballPinballPanic GrandpaPinballWizard',
    prank:
      'PinballSurpriseRound PinballFreeGameToken PinballBackglassPhoto PinballInitialsPrank QuarterTrailToPinball DIYPinballForBirthday',
    educational:
      'PinballPhysics PinballHistory PinballSolenoidLesson PinballBanInNYC HowPinballFlippersWork TiltSensorPinball',
    cooking:
      'PinballMachineCake PinballCookieTable PinballGumballTreats PinballNeonJelly SilverPinballTruffles ArcadePinballNachos',
    travel:
      'PinballMuseumVisit PinballArcadeCrawl PinballExpoWeekend PinballLasVegasHall RetroBarcadePinball PlayPinballInEveryCity',
    fashion:
      'PinballNeonFit PinballMachineTee PinballBackglassPrint PinballChromeJacket FlipperPinballEarrings RetroPinballJumpsuit',
    wellness:
      'PinballFlowState PinballFocusSession PinballOneBallZen PinballPatienceRun NostalgiaPinballHour CalmHandsPinball',
    speed:
      'PinballHighScoreRun PinballJackpotRush PinballComboClock PinballOneBallBlitz MultiballPinballSprint TimedModePinball',
    music:
      'PinballSoundsRemix PinballChiptune PinballBellChimeLoop PinballWizardCover FlipperPinballBeat BumperDingPinballSong',
    art: 'PinballPosterDesign PinballBackglassArt PinballNeonSketch PinballPlayfieldPaint ShoeboxPinballMachine PhotographAPinball',
    tech: 'PinballMachineRepair PinballDigitalTable PinballLEDUpgrade PinballArduinoBuild FlipperCoilPinballFix VirtualPinballCabinet',
    pet: 'PinballDogReaction PinballKittenWatch PinballPuppyPawPress PinballLightsZoomies DIYPinballCatToy ParrotPinballTrick',
  },
};
