import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'recycling bin': {
    dance:
      'RecyclingBinShuffle RecycleBinRobot RecycleBinTwoStep RecycleBinLineDance CanStompRecycleBin MoonwalkTheRecycleBin CongaToRecycleBin BottleBopRecycleBin',
    fitness:
      'RecycleBinCarry JugCurlsRecycleBin SquatTossRecycleBin CanCrushRecycleBin RecycleBinPlankReach RecycleBinDeadlift PowerWalkRecycleBin RecycleBinStepCount',
    funny:
      'OneMoreInRecycleBin DadVsRecycleBin RecycleBinNarrator WhatMyRecycleBinSays RecyclingBinSoapOpera RecycleBinPOV TalkingRecycleBin RecycleBinJudge',
    prank:
      'GooglyEyeRecycleBin RecycleBinBalloons GiftWrapRecycleBin RecycleBinDressUp SingingRecycleBin RecycleBinThankYou StickyNoteRecycleBin RecycleBinMustache',
    cooking:
      'RecyclingBinBeeswaxWraps SaladJarRecycleBin CannedChiliRecycleBin RecycleBinSnackBox OvernightOatRecycleBin RecycleBinCookOff RecyclingBinRinseAndSort PantryPastaRecycleBin',
    travel:
      'RecycleBinsAbroad BeachWalkRecycleBin RoadTripRecycleBin CampingRecycleBin AirportRecycleBinHunt RecycleBinParkCleanup HotelRecycleBinCheck RecycleBinPicnicPack',
    fashion:
      'RecycleBinCouture RecycleBinRunway RecycleBinFitCheck CanTabRecycleBinBelt PaperRecycleBinDress CardboardRecycleBinHat ToteFromRecycleBin BottleCapRecycleBinPin',
    wellness:
      'RecycleBinDeclutter MindfulRecycleBinSort RecycleBinEveningStroll ThankTheRecycleBinCrew SundayRecycleBinReset GreenHabitRecycleBin RecycleBinLetItGo RecycleBinGoodDeed',
    speed:
      'RecycleBinSortRace BoxFlattenRecycleBin RecyclingBinQuizSprint RecycleBinRelay LabelPeelRecycleBin RecycleBinTimeTrial BeatTheClockRecycleBin FirstToFillRecycleBin',
    music:
      'RecycleBinDrums BottleFluteRecycleBin RecycleBinBand CanShakerRecycleBin BoxGuitarRecycleBin RecycleBinJingle LidCymbalRecycleBin JarXylophoneRecycleBin',
    art: 'RecycleBinSculpture PaintTheRecycleBin CapMosaicRecycleBin EggCartonRecycleBinArt CardboardCityRecycleBin RecycleBinCollage RecycleBinRobotBuild RecycleBinMaskMaking',
    tech: 'EmptyYourRecycleBin RecycleBinRescue RecycleBinStopMotion PhotoRecycleBinPurge RecycleBinIconRemix AskAIRecycleBin DesktopRecycleBinTour RecycleBinTimelapse',
    pet: 'RecycleBinTreatPuzzle RecycleBinCatCastle RecycleBinDogWalk HamsterMazeRecycleBin KittenTunnelRecycleBin SnuffleBoxRecycleBin ParrotShredRecycleBin BunnyHideoutRecycleBin',
    gaming:
      'RecycleBinBasketball RecyclingBinMemoryMatch BottleBowlingRecycleBin RecycleBinCornhole GuessWhatsInRecycleBin CanTowerRecycleBin QuizNightRecycleBin DrawingGameRecycleBin',
  },
  'chicken nuggets': {
    dance:
      'FunkyChickenNuggets ChickenNuggetShuffle ChickenNuggetConga ChickenNuggetWiggle ChickenNuggetJig DunkDipChickenNugget DinoChickenNuggetStomp MoonwalkChickenNugget',
    fitness:
      'EarnYourChickenNuggets ChickenNuggetsSquatParty WalkOffChickenNuggets SprintForChickenNuggets ChickenNuggetTimerPlank FlapLikeAChickenNugget ChickenNuggetCrunches ChickenNuggetRepDice',
    funny:
      'ChickenNuggetSommelier LastChickenNuggetWins ChickenNuggetLookalikes PoshChickenNuggetDate ChickenNuggetPOV ChickenNuggetNews WhoAteMyChickenNugget KidsMenuChickenNugget',
    prank:
      'SurpriseChickenNuggets ChickenNuggetRingtone ChickenNuggetWallpaper ChickenNuggetPillow ChickenNuggetSerenade DoorSignChickenNugget DressedAsChickenNugget PlushChickenNuggetSwap',
    educational:
      'ChickenNuggetFractions WhyChickenNuggetsCrunch ChickenNuggetDinoQuiz ChickenNuggetLabelCheck BreadAChickenNugget ChickenNuggetInFrench SafeTempChickenNugget EstimateChickenNuggets',
    travel:
      'ChickenNuggetsAbroad RoadTripChickenNuggets AirportChickenNugget ChickenNuggetPicnic TrainRideChickenNuggets ChickenNuggetTasteTour BeachDayChickenNuggets ChickenNuggetPassport',
    fashion:
      'ChickenNuggetCostume ChickenNuggetEarrings ChickenNuggetPajamaDay GoldenChickenNuggetFit ToteBagChickenNugget ChickenNuggetTee NailArtChickenNuggets HairClipChickenNugget',
    wellness:
      'InnerChildChickenNuggets MindfulChickenNugget ChickenNuggetComfortNight ChickenNuggetAndAMovie ShareAChickenNugget ChickenNuggetFriendDate BlanketChickenNuggets ChickenNuggetVeggiePlate',
    speed:
      'ChickenNuggetSpoonRace BreadTenChickenNuggets ChickenNuggetTowerIn30 DinoChickenNuggetSort PlateUpChickenNugget ChopstickChickenNugget ChickenNuggetRelay ChickenNuggetBoxPack',
    music:
      'OdeToChickenNuggets ChickenNuggetOpera ChickenNuggetJingle ChickenNuggetRap LullabyForChickenNuggets ChickenNuggetCrunchBeat DuetWithChickenNuggets KaraokeChickenNuggets',
    art: 'ClayChickenNuggets FeltChickenNuggets PaintAChickenNugget ChickenNuggetPixelArt ChickenNuggetMonaLisa ChickenNuggetComic ChickenNuggetPortrait DoodleChickenNugget',
    tech: 'ChickenNuggetStopMotion SlowMoChickenNugget AIDrawsChickenNuggets MacroChickenNugget ChickenNuggetEmoji ChickenNuggetFilter PhotoEditChickenNugget ChickenNuggetMeme',
    pet: 'ChickenNuggetSqueaker CatVsChickenNuggetPlush ComfyChickenNuggetBed LeaveItChickenNugget ChickenNuggetsChewToy ChickenNuggetsCuddlePal KittenHugsChickenNugget ChickenNuggetsRopeTug',
    gaming:
      'ChickenNuggetTicTacToe GuessTheChickenNuggetDip ChickenNuggetHotPotato ChickenNuggetCharades ChickenNuggetsOrFries DinoChickenNuggetMatch TriviaChickenNugget DrawAChickenNugget',
  },
  'baking soda': {
    dance:
      'BakingSodaPopAndLock DanceTillBakingSodaStops BakingSodaVolcanoDrop EruptLikeBakingSoda BakingSodaFizzShuffle LabCoatBakingSodaBop BubbleUpBakingSoda MadScientistBakingSoda',
    fitness:
      'BakingSodaFizzPlank VolcanoJumpsBakingSoda BakingSodaBalloonSquats SneakerFreshBakingSoda BicarbPostRunSoak GymBagBakingSodaHack BakingSodaJumpingJacks HighKneesBakingSoda',
    funny:
      'DadsBakingSodaVolcano BakingSodaMeetsVinegar BakingSodaOrPowder BakingSodaReactionFaces ScienceFairBakingSodaPOV TooMuchBakingSodaFail NatureDocBakingSoda CakeWithoutBakingSoda',
    prank:
      'BakingSodaSecretMessage BakingSodaSnowDay BakingSodaDinoEggHunt FizzyBakingSodaMagic BakingSodaFoamMonster ColorSwapBakingSoda GhostBubblesBakingSoda SinkPotionBakingSoda',
    cooking:
      'BakingSodaBananaBread FluffyBakingSodaPancakes ChewyCookieBakingSoda VelvetBeefBakingSoda CrispyWingsBakingSoda VeggieWashBakingSoda BakingSodaMuffinRise BakingSodaWaffleTest',
    travel:
      'BakingSodaBeachVolcano SuitcaseBakingSoda CampingBakingSodaKit MuseumBakingSodaDemo HikingBootBakingSoda BakingSodaPicnicFizz BakingSodaScienceCenter CabinCleanBakingSoda',
    fashion:
      'BakingSodaSneakerClean WhiteTeeBakingSoda BakingSodaSilverShine ThriftFindBakingSoda LabCoatBakingSodaLook ClosetBakingSoda BakingSodaGymSocks SuedeBrushBakingSoda',
    wellness:
      'BakingSodaFootSoak DIYBakingSodaBathBomb BakingSodaSundayReset FridgeFreshBakingSoda MindfulBakingSodaFizz SparkleSinkBakingSoda LavenderBakingSoda BakingSodaMattress',
    speed:
      'BakingSodaBalloonRace FirstToEruptBakingSoda ToyBoatBakingSoda BakingSodaScrubIn60 FizzCountdownBakingSoda BakingSodaMeasureOff BakingSodaRelayLab SpeedCleanBakingSoda',
    music:
      'BakingSodaFizzBeat SingAsBakingSodaErupts VolcanoOperaBakingSoda BakingSodaBubbleSong BakingSodaJingle RapTheBakingSodaFormula BakingSodaBlues LabCoatBakingSodaDJ',
    art: 'BakingSodaClay FizzyBakingSodaArt PuffyPaintBakingSoda BakingSodaWatercolors VinegarDropperBakingSoda BakingSodaRainbowFizz MoonCraterBakingSoda BakingSodaHandprints',
    tech: 'BakingSodaSlowMo BakingSodaReelEdit AIExplainsBakingSoda SoundMeterBakingSoda GraphTheBakingSodaFizz BakingSodaGreenScreen MacroLensBakingSoda PhoneLabBakingSoda',
    pet: 'BakingSodaVetTips LitterBoxBakingSoda BakingSodaToyScrub KennelCleanBakingSoda BakingSodaFountainRinse BakingSodaBowlShine CarpetRescueBakingSoda CollarWashBakingSoda',
    gaming:
      'BakingSodaTriviaNight BakingSodaBalloonBattle PotionClassBakingSoda BakingSodaEscapeRoom InvisibleInkBakingSoda FizzOrFlopBakingSoda WhichCupHasBakingSoda BakingSodaBingo',
  },
  'glue gun': {
    dance:
      'StuckLikeHotGlue SequinGlueGunShuffle TwirlInAGlueGunCrown RibbonWandGlueGun GlueGunStreamerStep GlueGunPompomCheer GlueGunTutuSpin GlueGunGlitterCapeSway',
    fitness:
      'GlueGunWorkoutDice GlueGunAgilityLadder HotGlueFinishMedal CardboardHurdlesGlueGun ObstacleCourseGlueGun WristWarmUpGlueGun PosturePauseGlueGun GlueGunBalanceBeam',
    funny:
      'GlueGunFixesEverything HotGlueStringsEverywhere ExpectationVsGlueGun MomAndHerGlueGun GlueGunGoblinMode HotGlueHoldsItAll CraftFailGlueGun NarratorVoiceGlueGun',
    prank:
      'GlueGunPaperCrownDrop HotGlueTippedCup GlueGunGooglyEyes MustacheMugGlueGun MeltedConeGlueGun TinyHatsGlueGun LadybugInvasionGlueGun MiniMeDollGlueGun',
    educational:
      'HowAGlueGunMelts WhatSticksToHotGlue HotGlueVsTapeTest BuildingGlueGunBridges GlueGunSafetyFirst GlueGunForBeginners GlueGunCoolingTimer MoleculeModelGlueGun',
    cooking:
      'GlueGunMenuBoard CakeTopperGlueGun CupcakeStandGlueGun GlueGunRecipeBox SpiceRackGlueGun GlueGunPlaceCards ChefHatGlueGun GlueGunNapkinRings',
    travel:
      'GlueGunTravelJournal SeashellFrameGlueGun GlueGunLuggageTag TicketStubGlueGunBook NatureWalkGlueGunCraft PassportCoverGlueGun GlueGunPostcardWall SouvenirShelfGlueGun',
    fashion:
      'GlueGunSneakerGems HotGlueHairClips PearlJacketGlueGun BedazzledGlueGunCap GlueGunFlowerCrown ThriftFlipGlueGun DenimPatchGlueGun HotGlueRings',
    wellness:
      'GlueGunGratitudeJar GlueGunVisionBoard DreamCatcherGlueGun CozyHotGlueEvening MemoryBoxGlueGun SlowSundayGlueGun FriendshipGlueGunCard SensoryBottleGlueGun',
    speed:
      'BeatTheGlueGunWarmUp TenMinuteGlueGunGift GlueGunSafetyQuizBlitz GlueGunStickSortRace OneSongGlueGunCraft SpeedyGlueGunSupplyHunt GlueGunSketchSprint GlueGunButtonCount',
    music:
      'HotGlueRainStick GlueGunBoxGuitar GlueGunTambourine StrawPanFluteGlueGun EggMaracasGlueGun CardboardDrumGlueGun CastanetsGlueGun GlueGunBandOfOne',
    tech: 'GlueGunCableClips HotGluePhoneStand CardboardVRGlueGun GlueGunCaseGlowUp PaperCupSpeakerGlueGun GlueGunStopMotion TripodHackGlueGun DeskSetupGlueGun',
    pet: 'CatTowerGlueGun GlueGunPetNameSign GlueGunLeashHook TreatJarGlueGun GlueGunBirdFeeder PawPrintFrameGlueGun DogToyBasketGlueGun BowlStandGlueGun',
    gaming:
      'DIYBoardGameGlueGun HotGlueDiceTower GlueGunMarbleRun MiniGolfGlueGun CardboardPinballGlueGun ChessSetGlueGun GlueGunClawMachine GlueGunTableFootball',
  },
  humidifier: {
    dance:
      'FogMachineHumidifier HumidifierDiscoNight DreamyHumidifierWaltz HumidifierGlowShuffle HumidifierBallet MistyHumidifierSway HumidifierMusicVideo CloudWalkHumidifier',
    fitness:
      'HumidifierYogaFlow HumidifierCoolDown WinterPilatesHumidifier IndoorCardioHumidifier NoseBreathingHumidifier StretchByTheHumidifier HumidifierPlankHold HumidifierJumpRope',
    funny:
      'HumidifierVillainWalk HumidifierFrizzFail WhenHumidifierGurgles DadVsTheHumidifier HumidifierDragonBreath FoggyRoomHumidifier HumidifierGhostStory NarratingMyHumidifier',
    prank:
      'HumidifierMirrorMessage FoggyWelcomeHumidifier HumidifierMustacheDecal SpaDayHumidifier HumidifierNameTag GooglyEyedHumidifier DragonNestHumidifier TalkingHumidifier',
    educational:
      'HumidifierVsDiffuser HygrometerHumidifier HumidifierWaterCycle TowelHumidifierHack DIYSpongeHumidifier PlantsLoveHumidifiers HowHumidifiersWork CleanAHumidifierRight',
    cooking:
      'MeringueVsHumidifier HumidifierSoupSeason HerbGardenHumidifier HumidifierCocoaBar BreadProofHumidifier StaleChipsHumidifier PopcornNightHumidifier SugarCookieHumidifier',
    travel:
      'HotelRoomHumidifier MiniHumidifierCarryOn DesertTripHumidifier SkiLodgeHumidifier CabinWeekendHumidifier WaterBottleHumidifier HumidifierJetLagReset HumidifierPackingHack',
    fashion:
      'StaticSkirtHumidifier FrizzFreeHumidifier DewyMakeupHumidifier HumidifierCurlCheck CozyKnitsHumidifier HumidifierLoungewear HumidifierGlowPrep SilkScarfHumidifier',
    speed:
      'HumidifierManualQuiz CleanAHumidifierIn5 BeatTheHumidifierBeep HumidifierDescaleDash FilterSwapHumidifier UnboxAHumidifierFast MirrorDoodleHumidifier HumidifierBedtimeBlitz',
    music:
      'HumidifierHumAlong HumidifierGurgleBeat MistyBalladHumidifier FoggyKaraokeHumidifier HumidifierAmbientTrack LofiHumidifierNight WhiteNoiseHumidifier CozyCoverHumidifier',
    art: 'DesignACloudHumidifier FoggedMirrorHumidifier HumidifierStillLife HumidifierMascotDoodle HumidifierMakeover HumidifierMistPortrait ClayHumidifierCharm DollhouseHumidifier',
    tech: 'SmartHumidifierSetup HumidifierLightBeams CinematicHumidifier MacroHumidifierMist VoiceControlHumidifier ProjectorHumidifier HumidifierUnboxingASMR SleepTrackerHumidifier',
    pet: 'ReptileHumidifierSetup CuriousCatHumidifier ParrotMistHumidifier HumidifierNapSpot PetSafeHumidifier WinterPawsHumidifier HumidifierPuppyCorner BunnyRoomHumidifier',
    gaming:
      'HumidifierFogOfWar GuessTheHumidifierScent MirrorTicTacToeHumidifier HumidifierWhodunnit FoggyCharadesHumidifier HumidifierHideAndSeek CozyCoOpHumidifier HumidifierGameNight',
  },
  earmuffs: {
    dance:
      'EarmuffsSilentDisco EarmuffShuffle SnowDayEarmuffBop FluffyEarmuffFreestyle CantHearEarmuffGroove PenguinWaddleEarmuffs MittensAndEarmuffsJive EarmuffHeadBob',
    fitness:
      'EarmuffSnowAngels EarmuffsLivingRoomHIIT ShovelingInEarmuffs SledPullEarmuffs SnowmanSquatsEarmuffs EarmuffFrostyWalk BundledEarmuffYoga EarmuffJumpingJacks',
    funny:
      'SorryIHaveEarmuffsOn EarmuffsSelectiveHearing DadInFluffyEarmuffs EarmuffsInSummer EarmuffsAsHeadphones TooManyEarmuffs EarmuffLipReading GrandpaEarmuffEra',
    prank:
      'EarmuffsOnEveryTeddy SecretSnowmanEarmuffs JingleBellEarmuffs GiantEarmuffSwap EarmuffsGardenGnome EarmuffPhoneCall LampshadeEarmuffs WakeUpInEarmuffs',
    educational:
      'TeenInventedEarmuffs EarmuffsVsBeanieTemp EarmuffDecibelCheck SewYourOwnEarmuffs EarmuffsInFiveLanguages WhyEarsNeedEarmuffs FleeceOrWoolEarmuffs EarmuffHistoryQuiz',
    cooking:
      'MarshmallowEarmuffs EarmuffSugarCookies EarmuffPancakeArt HotCocoaInEarmuffs SnowDaySoupEarmuffs DonutEarmuffsSnack EarmuffCupcakes GingerbreadEarmuffs',
    travel:
      'SkiTripEarmuffs EarmuffsOnThePlane ChristmasMarketEarmuffs NorthernLightsEarmuffs EarmuffsSnowyHike WinterCityEarmuffs FirstSnowfallEarmuffs EarmuffsIceRinkDay',
    wellness:
      'EarmuffsQuietHour EarmuffsReadingNook CozyEarmuffWalk SensoryBreakEarmuffs EarmuffMeditation WinterSunEarmuffs FocusModeEarmuffs GentleEarmuffNap',
    speed:
      'EarmuffsBundleUpRace EarmuffPassRelay PompomEarmuffsIn10 SnowmanEarmuffDash QuickChangeEarmuffs EarmuffsMatchUpTimer FirstOutInEarmuffs KnotAScarfAndEarmuffs',
    music:
      'EarmuffsKaraoke EarmuffDJSet EarmuffsPitchTest CarolingInEarmuffs WinterBalladEarmuffs SleighBellsEarmuffs DrumCoverInEarmuffs AcapellaInEarmuffs',
    art: 'DesignDreamEarmuffs PompomEarmuffCraft PaperPlateEarmuffs EarmuffSelfPortrait EarmuffFashionSketch SnowmanEarmuffDoodle EarmuffsWatercolor BedazzledEarmuffs',
    tech: 'EarbudsInEarmuffs EarmuffsVsNoiseCancel ARTryOnEarmuffs EarmuffFaceFilter SlowMoEarmuffFluff AIDesignedEarmuffs EarmuffProductPhoto SnowSelfieEarmuffs',
    pet: 'EarmuffsWinterWalkies CatCurledInEarmuffs EarmuffsOwnerPetSelfie FetchInEarmuffs EarmuffsFluffyBedNest CozyEarmuffsCuddle EarmuffsParkPlaydate FrostyPawsEarmuffs',
    gaming:
      'EarmuffsWhisperGame EarmuffTelephone GuessTheSongEarmuffs CharadesInEarmuffs EarmuffsSimonSays SnowballFightEarmuffs FreezeTagEarmuffs LipReadingEarmuffs',
  },
  jam: {
    dance:
      'ToastAndJamTwoStep StrawberryJamShimmy JamJarShuffle KitchenJamBoogie PBAndJamWaltz JamSessionRobotMoves JamSpreadSway BerryJamBounce',
    fitness:
      'JamPackedHIIT JamBeatJumpingJacks BerryPickingJamHike StubbornJamLidGrip EarnYourJamToast JamSandwichPlank MorningJamRun SquatForTheJam',
    funny:
      'JamOrJellyDebate DadVsJamLid ToastLandsJamSideDown JamSommelier WhoLeftTheJamOpen JamOnEverything JamMustache GrandmasJamJudging',
    prank:
      'JamJarLoveNote SmileyFaceJamToast JamTartTreasureClue PompomJamSwap MiniJamArmy BreakfastInBedJam CustomJamLabels JamMustacheSelfie',
    educational:
      'HowPectinMakesJam JamVsMarmaladeQuiz WhyJamKeepsSoLong ChiaJamScience JamSugarMath JamsOfTheWorld BlindJamFruitGuess JamWordOrigins',
    travel:
      'FarmStandJam PickYourOwnJamTrip JamSouvenirHaul HotelBreakfastJam JamPicnicBasket MarketJamHunt JamTastingTour OrchardJamDay',
    fashion:
      'StrawberryJamPrint JamJarEarrings GinghamJamLidLook BerryJamLipTint CottagecoreJamFit JamToneNails JamStainRescue ApronForJamDay',
    wellness:
      'JamJarGratitude MindfulJamTasting JamForANeighbor SundayToastAndJam CozyJamTeaTime SlowJamMorning BerryPatchJamWalk JamAndJournal',
    speed:
      'JamSandwichRelay TenToastJamDash MatchEveryJamLid PBAndJamSprint JamLabelWritingBlitz BeatTheToasterJam JamFlavorGuessTimer JamSpoonCarryRace',
    music:
      'KitchenJamSession JamJarShaker JamWithGrandma StrawberryJamBlues PassTheJamSolo PBAndJamDuet FridayNightJam ToastAndJamJingle',
    art: 'JamToastArt JamLabelDesign StrawberryJamStillLife JamJarSnowGlobe ClayJamDonut SketchTheJamAisle CrossStitchJamLid PixelArtJamSandwich',
    tech: 'VirtualJamSession JamLooperApp AIJamLabelDesign SlowMoJamDrip SplitScreenJamDuet JamFlavorPoll JamMacroLens QRCodeJamJar',
    pet: 'JamSoftLullaby JamJarTreatStash CatVsJamLid PetFaceJamLabel LeaveItJamToast JamColoredFleeceTug DogWagsToTheJam ParrotJoinsTheJam',
    gaming:
      'GuessTheJamFlavor JamJarHoopla ToastJamTicTacToe JamPackedGameNight JamLidTiddlywinks JamBingo PassTheJamParcel WhoStoleTheJamTarts',
  },
  scone: {
    dance:
      'SconeWaltzForTwo PinkiesUpSconeStep TeaPartySconeSway CornishSconeJig SconeBunnyHop RegencySconeBallroom SconeOnHeadShimmy CurtsyForAScone',
    fitness:
      'EarnYourScone CoastalWalkScone SquatsWhileSconesBake SconeDoughArmBurn PlankForAScone SconeParkRun SconeYogaThenTea LungeToTheSconeTin',
    funny:
      'HowDoYouSayScone PoshSconeVoice RockHardSconeFail GrannyJudgesMyScone SconeCrumbExplosion SconeDoorstop SconeDebateNight SconeOrBiscuitPOV',
    prank:
      'ButlerServesScones TeddySconeTeaParty PoshSconeInvite SconeDoorstepDrop SconeSmileyFaces GiantSconeSurprise SconeScavengerClues RoyalSconeWakeUp',
    educational:
      'CornishVsDevonScone ColdButterSconeTest SconeEtiquette WhereSconesComeFrom WhySconesRiseTall SconeFractions SconePronunciationMap SconeOrBiscuitQuiz',
    travel:
      'BestSconeInTown SconeCafeCrawl CornwallSconeTrip SconeWithASeaView TeaRoomSconeHunt SconePicnicHike CastleVisitScone VillageSconeStop',
    fashion:
      'PearlsAndScones FascinatorScone SconeDateOutfit FloralDressScone SconeSundayBest VintageSconeFit SconeBakerApron LaceGlovesScone',
    wellness:
      'SconeAndTeaPause SlowSconeSunday SconeForAFriend MindfulSconeBite BakeSconesToUnwind GrandmasSconeMemory RainyDaySconeNook SconeSelfCareTray',
    speed:
      'SconeSpreadRace SconeTowerIn60 SconeDoughDash CutTenScones TeaAndSconeRelay WaiterTraySconeRush ButterRubSconeSprint SconeBeforeTheKettle',
    music:
      'SconeRhymeBattle TeaTimeSconeSong SconeStringQuartet PoshSconeBallad TeacupSconeDrums KazooSconeSerenade SconeOperaAria SconeBakeryJingle',
    art: 'SconeStillLife FeltScones ClaySconeMiniature SketchASconeCafe WatercolorScone SconeCrossStitch SconeComicStrip SconePopArt',
    tech: 'AIRatesMyScone OvenWindowSconeCam ASMRSconeCrumble SconeFoodPhoto SconeCafeMap SconeReviewReel SplitScreenSconeBake SconeEmojiRecipe',
    pet: 'PupSconeBake DogFriendlySconeCafe LeaveItScone SconePlushFetch SconeWalkies KittenEyesTheScone SconeShapedPetToy DogBirthdayScone',
    gaming:
      'SconeTowerBuildOff GuessTheSconeFlavor SconeCharades WouldYouRatherScone SconeTriviaTeaParty SconeTicTacToe PlayBakerySconeShop MatchingSconeCards',
  },
  asparagus: {
    dance:
      'AsparagusLimbo FloppyAsparagusDance AsparagusBallet SpringAsparagusHop StrutLikeAsparagus AsparagusConga SnapAsparagusStep AsparagusWandWave',
    fitness:
      'StretchLikeAsparagus AsparagusBalanceSquat AsparagusGardenDig AsparagusPostureCheck AsparagusProteinBowl FarmerWalkAsparagus SproutJumpAsparagus TiptoeAsparagusReach',
    funny:
      'KidsTryAsparagus AsparagusMustache PoshAsparagusVoice AsparagusInDisguise HideTheAsparagus AsparagusTalkShow AsparagusWeatherReport OverdressedAsparagus',
    prank:
      'RosesOrAsparagus PenPotAsparagus AsparagusBouquetDelivery SurpriseAsparagusGift DeskFullOfAsparagus AsparagusChopstickSwap AsparagusAntennaHat AsparagusPhotobomb',
    educational:
      'WhiteVsGreenAsparagus HowFastAsparagusGrows WhyAsparagusSnaps PurpleAsparagusMagic TwentyYearAsparagus AsparagusFactOrFiction AsparagusPlantDiagram SpearCountAsparagusMath',
    travel:
      'AsparagusFestivalTrip AsparagusFarmVisit PickYourOwnAsparagus WhiteAsparagusInGermany FarmersMarketAsparagus AsparagusPicnicBasket SpringAsparagusTrail CafeAsparagusHunt',
    fashion:
      'AsparagusGreenFit AsparagusBoutonniere AsparagusPrintTee DressLikeAsparagus SageOrAsparagusShade TallAsparagusSilhouette PaintedAsparagusNails SpringAsparagusLook',
    wellness:
      'AsparagusPatience MindfulAsparagusSnap SpringAsparagusReset AsparagusGardenCalm GreenPlateAsparagus CozyAsparagusSoup FarmWalkAsparagus ShareAsparagusHarvest',
    speed:
      'AsparagusSnapRace BundleTieAsparagus SortAsparagusBySize TallestAsparagusTower AsparagusRelayBaton ChopstickAsparagusDash AsparagusPlatingTimer AsparagusHarvestSprint',
    music:
      'ConductWithAsparagus AsparagusDrumsticks AsparagusSnapBeat OdeToAsparagus KaraokeAsparagusMic AsparagusRapBattle VeggieOrchestraAsparagus LullabyForAsparagus',
    art: 'AsparagusStampPrints AsparagusStillLife PaintWithAsparagus BotanicalAsparagusSketch ClayAsparagusBundle AsparagusShadowArt WatercolorAsparagus VeggieFaceAsparagus',
    tech: 'AsparagusGrowthCam AIAsparagusRecipe AsparagusMacroShot PlantIDAppAsparagus SlowMoAsparagusSnap SmartGardenAsparagus OneTakeAsparagusVlog HarvestLogAsparagus',
    pet: 'CatVsAsparagusSpear AsparagusPlushFetch AsparagusSqueakyToy AsparagusFernWarning TallerThanAsparagus WalkiesPastAsparagus KittenPounceAsparagus DogNamedAsparagus',
    gaming:
      'AsparagusPickUpSticks AsparagusDominoes RingTossAsparagus BlindfoldAsparagusGuess AsparagusFarmSim AsparagusSnapOff TallestAsparagusHunt SpinTheAsparagusQuiz',
  },
  slug: {
    dance:
      'TheSlugSlide RainDanceForSlugs SlugAntennaArms SlowestSlugWaltz SlugWormMove SlugTrailMoonwalk SlimySlugWiggle SlugStretchFreeze',
    fitness:
      'SlugTempoPushups SlugBellyCrawl SluggishToStrong SlugStretchFlow SlowestSlugSquats GardenSlugPatrolWalk AntennaeReachSlug RainyDaySlugJog',
    funny:
      'SlugRaceCommentary MondayMorningSlug SlugLifeCoach SlugHouseHunting NarrateASlugsDay SlugDatingProfile SleepySlugTeenager POVYoureASlug',
    prank:
      'SlugLunchboxNote SlugSockPuppetCameo SlugFridgeMagnetArmy RenameWiFiSlugSpeed SlugStickerStorm TinySlugCrossingSign BananaSlugDoodle GooglySlugRock',
    cooking:
      'GummySlugPudding SlugBreadRolls CucumberSlugSnack LettuceSlugCheck SlugShapedCheeseToast GreenSlugJelly SlugTrailPancakes SlugBirthdayCake',
    travel:
      'BananaSlugHunt RainyHikeSlugCount SlugSafariWalk WoodlandSlugTrail CampsiteSlugPatrol SlugSpottingAbroad LeopardSlugQuest TorchlightSlugStroll',
    fashion:
      'LeopardSlugPrint SlugAntennaHeadband SlugWeatherRaincoat SlugTrailShimmer SluggishSundayFit DIYSlugCostume BananaSlugTee EnamelSlugPin',
    wellness:
      'SlowDownLikeASlug SlugPaceWalk SlugModeRestDay SlugWatchingCalm NoRushSlugSunday KindToSlugsToday SlugStretchInBed RainyWindowSlugGazing',
    speed:
      'FasterThanASlug BeatTheSlug SlugDoodleSprint SlugTimeTrial ToySlugFinishLine SluggishToSpeedy SlowestSlugWins SlugFactQuizBlitz',
    music:
      'SlugBlues SlugLullaby SlimySlugRap RainSongForSlugs SlowestSlugCover SlugSerenade HalfTempoSlugRemix GardenSlugChoir',
    art: 'LeopardSlugPainting SlugPebbleArt ClaySlugFamily SketchASlugOutside SlugComicHero DesignSlugHouses SlugSpiralTrail SlugPuppetSock',
    tech: 'SlugIDApp ZoomInOnASlug NightCamSlugWatch AISlugSuperhero SlugLiveStream SlugSightingMap SpeedUpSlugFootage PhoneMicroscopeSlug',
    pet: 'SlugFreeDogBowl LeaveItSlug DuckSlugPatrol KittenSpotsASlug RainyWalkiesSlugDodge BackyardHensVsSlugs SlugShapedSqueaker SlugCheckAfterRain',
    gaming:
      'SlugsAndLadders ISpyASlug SlugTrailMaze SlugScavengerHunt TagYoureTheSlug SlugMemoryCards QuizTimeSlugFacts WouldYouRatherSlug',
  },
  ivy: {
    dance:
      'IvyWallDance IvyCrownTwirl ClimbingIvyArms IvyTangleDuet CreepingIvyCrawl EnglishIvyWaltz CottageIvySway IvyCurtainReveal',
    fitness:
      'IvyPullWorkout IvyReachStretch IvyTwistCore IvyTrailJog VineFlowIvyYoga CreepingIvyCrawl ParkIvyPowerWalk TangledIvyCoolDown',
    funny:
      'ClingyLikeIvy IvyIsMyRoommate IvyGrowsOnEverything IvyTakesOverPOV DadVsIvy IvyPlantDrama HiddenInIvyDisguise WokeUpToMoreIvy',
    prank:
      'OvernightIvyTakeover IvyCrownNapTime FauxIvyDoorway IvyWrappedRemote IvyCurtainSurprise TalkingIvyPlant IvyChairThrone DadsBikeGetsIvy',
    educational:
      'HowIvyClimbs SpotPoisonIvy IvySeasonalColorDiary WhyIvyStaysGreen BirdsLoveIvyBerries IvyLeafShapeQuiz IvyVsVirginiaCreeper MicroscopeIvyRoots',
    cooking:
      'IvyLeafCookies PipedIvyCake PieCrustIvyVines CottageIvyPicnic IvyTrailCupcakes IvyWreathTart IvyPancakeArt GreenIvyMacarons',
    travel:
      'IvyCoveredCastle IvyWallPhotoSpot CottageIvyHunt AbbeyRuinsIvy IvyArchwayStroll IvyCafeCrawl OldTownIvyDoors FindTheIvyHouse',
    fashion:
      'PreppyIvyStyle DarkAcademiaIvy IvyWallFitCheck IvyVineEarrings EmbroideredIvyJeans BraidedIvyCrown PrintedIvyDress SageAndIvyLayers',
    speed:
      'UntangleTheIvy IvyWreathSprint IvyLeafCountBlitz PotTenIvyCuttings IvyRootRace IvyTrellisWrap QuickIvyCrown FastestIvyArrangement',
    music:
      'HollyAndIvyCarol IvyWallAcoustic IvyGardenConcert FolkSongForIvy IvyCoveredPiano IvyBalconySerenade CottageIvyLullaby HarmoniesOnIvyPorch',
    art: 'IvyLeafPrints PressedIvyCollage IvyBotanicalSketch IvyWallMural DoodleIvyBorders EmbroideryHoopIvy WatercolorIvyVines IvyClimbingLetters',
    tech: 'IvyPlantCareApp IvyWaterReminder IvyLockScreen ScanThatIvy DailyIvyPhotoLog SmartPotIvy ARIvyWallPreview MoistureSensorIvy',
    pet: 'CatProofYourIvy IvyOutOfPawReach PetSafeIvySwap FauxIvyCatCorner IvyPrintBlanketNap IvyLaneDogWalk BunnyHutchIvyCheck HangTheIvyHigh',
    gaming:
      'WinTheIvyCrown IvyLeafMemory GuessTheIvyType IvyDrawingRelay IvyGardenMaze ISpyIvyWalls IvyBingoCards QuestThroughTheIvy',
  },
  headlight: {
    dance:
      'HeadlightHandsChoreo PopUpHeadlightBop DeerInHeadlightsFreeze HeadlightWinkShuffle BlinkingHeadlightBounce HeadlightRobotCarMoves HeadlightWiperArms FlickeringHeadlightMime',
    fitness:
      'HeadlightPolishArmBurn HighKneesByHeadlight HeadlightBlinkerHops IndoorHeadlightCircuit CarWashHeadlightReps SunriseHeadlightLunges HeadlightMatStretch HeadlightBuffAndSweat',
    prank:
      'FlutteryHeadlightLashes HeadlightToyCarMakeover HeadlightLunchboxDoodle GiantHeadlightEyebrows HeadlightGooglyEyedLamp HeadlightPillowcaseArt ReindeerHeadlights SockPuppetWithHeadlights',
    educational:
      'ToothpasteHeadlightFix WhyHeadlightsTurnYellow HeadlightHighVsLow DeerFreezeInHeadlights HeadlightBulbTypes HeadlightReflectors HowFarHeadlightsShine HeadlightHistoryQuiz',
    cooking:
      'HeadlightBirthdayCake SunnyEggHeadlights TailgateHeadlightPicnic PizzaCarHeadlights BentoWithHeadlights LemonSliceHeadlights CucumberHeadlightSnack HeadlightCookieRacers',
    travel:
      'CarShowHeadlightHunt VintageHeadlightMuseum CampsiteHeadlightSetup HeadlightFactoryTour HeadlightsOfHavana RoadTripHeadlightPrep DriveInMovieHeadlights CabinArrivalHeadlights',
    fashion:
      'HeadlightPrintBeanie ChromeHeadlightNails ReflectiveHeadlightFit WideEyeHeadlightLashes HeadlightGlareShades HeadlightRacerJacket HeadlightDiscoEarrings CarMeetHeadlightLook',
    wellness:
      'HeadlightGratitudeList DeerInHeadlightsNoMore HeadlightsOffUnwind LowBeamHeadlightMood SoftHeadlightStretch HeadlightBedsideReading HeadlightFreezeBreathing CozyCarCampHeadlights',
    speed:
      'HeadlightRestoreRace HeadlightQuizSprint NoDeerInHeadlights HeadlightWipeIn60 ToyCarHeadlightDash FiveSecondHeadlightDraw SpongeHeadlightBlitz SpotTheHeadlightsFast',
    music:
      'HeadlightLyricWriting SerenadeByHeadlight HeadlightBeatboxLoop HeadlightHighNote HeadlightJingleRemix DeerInHeadlightsDuet CampsiteHeadlightKaraoke UkuleleUnderHeadlights',
    art: 'HeadlightPaperCollage PencilStudyOfAHeadlight HeadlightFaceDoodle RetroHeadlightSketch HeadlightSilhouetteArt VintageHeadlightPoster ClayCarHeadlights HeadlightsInWatercolor',
    tech: 'HeadlightBokehShot HeadlightLuxMeterApp PhoneFlashVsHeadlight HeadlightBeforeAfter SlowMoHeadlightBlink ARHeadlightDesigner AICarHeadlightFaces NightModeHeadlights',
    pet: 'DogWaitsForHeadlights WindowKittyHeadlights HeadlightCollarCheck HeadlightCozyNapSpot HeadlightEyedKitten PuppyHearsHeadlights HeadlightHiVisWalkies ParrotLearnsHeadlight',
    gaming:
      'NameCarsByHeadlights HeadlightRacingGame PopUpHeadlightBingo HeadlightDrawAndGuess HeadlightPuzzleRace DeerInHeadlightsTrivia HeadlightMemoryMatch MiniHeadlightToyDerby',
  },
  pyramid: {
    dance:
      'PyramidTriangleHands PyramidFormationGroove PyramidMoveCombo PharaohPyramidStrut DesertPyramidShuffle PyramidShadowSway TwoStepToThePyramid MummyWalkPyramid',
    fitness:
      'PyramidPoseYoga TenToOnePyramid PyramidSprintIntervals PyramidPushupLadder PlankPyramidHolds SandDunePyramidRun PyramidDiceWorkout JumpRopePyramid',
    funny:
      'MyFoodPyramid PyramidSelfieFail PyramidOfLaundry ToiletRollPyramid PyramidTouristPOV MummyAtThePyramid SofaCushionPyramid ShoePyramidByTheDoor',
    prank:
      'PlasticCupPyramid StickyNotePyramid PyramidOfPillows ToiletPaperPyramid SockPyramidSurprise PyramidOfTheirShoes DoorwayPyramidWall TeddyBearPyramid',
    educational:
      'HowPyramidsWereBuilt SugarCubePyramid PyramidHieroglyphName PyramidVolumeMath FoodPyramidQuiz PyramidsOfMexico FoldAPaperPyramid GreatPyramidMythBust',
    cooking:
      'DonutPyramidTower FruitPyramidPlatter BalancedFoodPyramid PyramidSandwiches PyramidNachoStack MacaronPyramid PyramidCheeseBoard RiceBallPyramid',
    fashion:
      'PyramidStudJacket GeometricPyramidEarrings DesertPyramidFit GoldPyramidPendant PyramidPrintScarf PharaohCostumePyramid OrigamiPyramidHat LinenLayersPyramid',
    wellness:
      'PyramidBreathCount SelfCarePyramid ZenSandPyramid PyramidGratitudeList FoodPyramidCheckIn PyramidOfGoodHabits PyramidPoseUnwind StonePyramidBalance',
    speed:
      'CupStackPyramidRace PyramidUpAndDown DominoPyramidIn60 PlayingCardPyramid WoodenBlockPyramid TenSecondPyramid PyramidRebuildRelay BookPyramidBlitz',
    music:
      'PyramidVocalScale PyramidClapPattern CupSongPyramid DesertPyramidBallad PharaohPyramidAnthem PyramidHarmonyStack EchoInsideAPyramid TrianglePyramidSolo',
    art: 'PyramidSunsetPainting HieroglyphPyramidArt PaperPyramidOrigami SandTrayPyramid PyramidPerspectiveSketch PyramidPopUpCard ClayPyramidModel PyramidWireSculpture',
    tech: 'PhoneHologramPyramid PyramidVirtualTour ForcedPerspectivePyramid ARPyramidInMyRoom Pyramid3DModel AIRebuildsThePyramid PyramidPanorama CodeAPyramidPattern',
    pet: 'CatVsCupPyramid CardboardPyramidDen HamsterPyramidHouse TreatPyramidPuzzle PyramidScentGame PyramidConeAgility BunnyPyramidHideout PyramidPetBed',
    gaming:
      'PyramidSolitaire CanPyramidKnockdown PyramidEscapeRoom PyramidTreasureHunt MummyWrapPyramidParty HieroglyphCodePyramid QuizShowPyramid SphinxRiddlePyramid',
  },
};
