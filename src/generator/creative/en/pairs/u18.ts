import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'herbal tea': {
    dance:
      'HerbalTeaSteepAndSway KettleBoilBoogie ChamomileWaltz HerbalTeaBagBop HibiscusTisaneHula SleepyChamomileShuffle HerbalTeaFreezeDance PinkyUpTisaneTango',
    fitness:
      'SteepTimeStretch HerbalTeaCoolDown ChamomileBedtimeYoga GentlePilatesTisane SquatPerSipHerbalTea PlankWhileTisaneBrews HerbalTeaFlaskHike ChamomileFoamRoll',
    funny:
      'ItsJustHotLeafWater HerbalTeaSnobReview WellActuallyTisane MomPrescribesHerbalTea FellAsleepMidChamomile TisaneStringRescue WeirdTisaneTasteTest GrandmaRatesMyTisane',
    prank:
      'ButterflyPeaSurprise ChamomileRoomService HerbalTeaTagNotes FakeTisaneFortune TisaneCupboardTakeover GiantHerbalTeaBag FlowerIceCubeTisane TeddyBearTisaneParty',
    educational:
      'ButterflyPeaPhTest HerbalTeaPlantID TisaneOrNotQuiz ChamomileSteepExperiment GrowYourOwnTisane ChamomileIsADaisy WhichTisaneHasCaffeine SniffAndNameMyTisane',
    cooking:
      'HerbalTeaPopsicles ChamomileCookies HibiscusAguaFresca HerbalTeaPoachedPears TisaneGummies MintTisaneMocktail CookRiceInHerbalTea HoneyChamomileLatte',
    travel:
      'LavenderFieldTrip HerbalTeaMarketHunt TisaneThermosHike HerbalTeaCarryOnKit HotelRoomChamomile HerbalTeaParkPicnic SunriseChamomileWalk BestTisaneInTown',
    fashion:
      'HerbalTeaCozyFit SweaterAndSteep DressLikeYourTisane HibiscusTisaneTieDye HerbalTeaMugMatch ChamomilePajamaGlowUp HerbalTeaTagEarrings GardenPartyTisaneLook',
    speed:
      'HerbalTeaBlendRace NameThatHerbalTea DoneBeforeItSteeps TisaneBoxTower SortTheHerbalTeaBags StackTenTisaneMugs 10SecondTisaneUnwrap ChamomileJarRefill60',
    music:
      'ChamomileLullaby KettleWhistleRemix HerbalTeaLofiBeat ShakeTheTisaneTin HerbalTeaJingle ClinkTheTisaneMugs RainyDayTisanePlaylist HerbalTeaRapBattle',
    art: 'PaintWithHerbalTea HerbalTeaLabelDesign TinyTeaBagArt PressedChamomileBookmark TisaneTagOrigami DoodleMyChamomileMug HerbalTeaLeafCollage HerbalTeaStillLife',
    tech: 'SmartKettleShowdown HerbalTeaSteepTimer HerbalTeaTimeLapse ChamomileSleepTracker SlowMoTisanePour PlantAppScansMyTisane HerbalTeaColorPicker MacroShotTisaneLeaves',
    pet: 'CatnipGardenForKitty ChamomileNapWithPup CatInTheTisaneBox WalkiesThenHerbalTea TisaneAndGoldfishWatch RainyDayTisaneAndPets BirdSongAndChamomile HerbalTeaPetPortrait',
    gaming:
      'HerbalTeaPotionCraft CozyGamesAndChamomile TeaBreakBetweenLevels BlindTisaneTasting TisaneTagTicTacToe HerbalTeaMemoryMatch ChamomileAndChess QuizNightWithTisane',
  },
  'suitcase packing': {
    dance:
      'CarryOnShimmy SuitcasePackingZipDrop SpeedPackingShuffle SpeedPackingMoonwalk EightCountSpeedPacking DanceBreakSpeedPacking FreezeFramePackingRace HolidayHypeSpeedPacking',
    fitness:
      'CarryOnOverheadPress SpeedPackingShuttleRun FarmerWalkPackingRace SquatZipSpeedPacking BurpeePerItemPackingRace GymBagSpeedPacking LungeLapPackingRace PlankAfterSuitcasePacking',
    funny:
      'SuitcasePackingSitOnIt OverpackerConfessions LastMinuteSpeedPacking SuitcasePackingVsReality PackingRaceGoneWrong MomJudgesMySpeedPacking ThirtyShirtsSpeedPacking ToddlerHelpsSpeedPacking',
    prank:
      'SuitcasePackingNotes HiddenPlushStowaway FamilyPhotoSpeedPacking SecretSnackSpeedPacking BalloonFilledSpeedPacking DollClothesSpeedPacking GooglyEyesSuitcasePacking PostcardStashSpeedPacking',
    educational:
      'RollVsFoldTest BundleMethodSpeedPacking SuitcasePackingWeighIn SuitcasePacking100mlRule OutfitMathSpeedPacking SpaceSavingSpeedPacking FirstAidSpeedPacking TeachMeSpeedPacking',
    cooking:
      'TravelSnackJars SpeedPackingMealPrep BentoBoxSpeedPacking TrailMixSpeedPacking PicnicBasketPackingRace EnergyBitesSpeedPacking WrapItUpSpeedPacking CoolBagSpeedPacking',
    travel:
      'CarryOnOnlyTrip WeekendAwaySpeedPacking SpinTheGlobeSpeedPacking BeachOrSnowSpeedPacking HotelCheckoutSpeedPacking SleepoverSpeedPacking CampOutSpeedPacking SuitcasePackingCountdown',
    fashion:
      'CapsuleWardrobeTrip AirportFitSpeedPacking SuitcasePackingLookbook ThreeShoesSpeedPacking ColorPaletteSpeedPacking WearTheBulkySpeedPacking OutfitPerDaySpeedPacking MixAndMatchSpeedPacking',
    wellness:
      'SuitcasePackingChecklist StressFreeSuitcasePacking SelfCareKitSpeedPacking SleepMaskSpeedPacking DeepBreathSpeedPacking ComfortItemSpeedPacking CozySocksSpeedPacking SpeedPackingSlowDown',
    music:
      'ZipperRhythm OneSongSpeedPacking SuitcasePackingPlaylist SpeedPackingKaraoke SpeedPackingDrumSolo SuitcasePackingMusical HummingWhileSpeedPacking TravelAnthemSpeedPacking',
    art: 'SuitcasePackingStopMotion SuitcasePackingFlatLay SuitcaseStickerArt RainbowOrderSpeedPacking DrawMySuitcasePacking MiniatureSuitcasePacking PackingRaceComicStrip SpeedPackingDoodleList',
    tech: 'SuitcasePackingTracker LuggageScaleTest SpeedPackingTimeLapse SmartListSpeedPacking ChargerCheckSpeedPacking AIPlansMySpeedPacking SpeedPackingSplitScreen WeatherAppSpeedPacking',
    pet: 'VetRecordsSpeedPacking SuitcasePackingSupervisor DogSeesSuitcasePacking PetOvernightSpeedPacking LintRollerSpeedPacking SitterNotesSpeedPacking TreatBagSpeedPacking BunnyInspectsSpeedPacking',
    gaming:
      'SuitcasePackingPuzzle MemoryChainSpeedPacking PackingRaceBoardGame ScavengerHuntSpeedPacking SpeedPackingBingo GuessMySpeedPacking TwoPlayerSpeedPacking LevelUpSpeedPacking',
  },
  'cupcake frosting': {
    dance:
      'PipingBagTwirl CupcakeFrostingSwirl CupcakeFrostingBeatDrop FrostingCupcakesShimmy CupcakeDecoratingDisco BakeryBopCupcakeFrosting HipSwayCupcakeFrosting SlowJamCupcakeFrosting',
    fitness:
      'PipingBagGripTest OneLegCupcakeFrosting CupcakeFrostingArmDay CupcakeDecoratingRelay CupcakeFrostingWhiskOff CalfRaiseCupcakeFrosting TiptoeCupcakeDecorating FrostingCupcakesPlank',
    funny:
      'CupcakeFrostingFails CupcakeFrostingDadTries PipingBagExplosion NailedItCupcakeFrosting TooMuchCupcakeFrosting BlindCupcakeDecorating WrongHandCupcakeFrosting KidsJudgeCupcakeFrosting',
    prank:
      'UpsideDownCupcakeFrosting CupcakeFrostingMustache SayItWithCupcakeFrosting DoorstepCupcakeDecorating PortraitCupcakeFrosting MidnightCupcakeFrosting FrostingCupcakesForDad EmojiFaceCupcakeFrosting',
    educational:
      'ColorWheelCupcakeFrosting WhyCupcakeFrostingMelts CupcakeFrostingFractions AlphabetCupcakeFrosting CupcakeFrostingRosette101 PlanetsInCupcakeFrosting WorldFlagsCupcakeFrosting TeachMeCupcakeDecorating',
    cooking:
      'CupcakeFrostingSixWays CupcakeFrostingFlavorLab OneTipThreeSwirls BerryPinkCupcakeFrosting GrandmasCupcakeFrosting NoMixerCupcakeFrosting CupcakeDecoratingBakeOff LeftoverCupcakeFrosting',
    travel:
      'CupcakeFrostingBakeryHunt LandmarkCupcakeFrosting PicnicCupcakeFrosting CupcakeFrostingPostcard BeachDayCupcakeFrosting CupcakeFrostingRoadTrip SouvenirCupcakeFrosting ParkBenchCupcakeFrosting',
    fashion:
      'CupcakeFrostingNails PastelSwirlOutfit CupcakeFrostingTwinning CupcakeFrostingApron CupcakeFrostingEarrings PromDressCupcakeFrosting TutuCupcakeFrosting BakeryChicCupcakeFrosting',
    wellness:
      'CupcakeFrostingASMR SlowSwirlTherapy MindfulCupcakeFrosting KindnessCupcakeFrosting GratitudeCupcakeFrosting CupcakeFrostingMeditation NoRushCupcakeFrosting FrostingCupcakesWithMom',
    music:
      'PipingToTheBeat MusicNoteCupcakeFrosting PianoKeysCupcakeFrosting CupcakeFrostingKaraoke CupcakeFrostingJingle LofiCupcakeFrosting DrumKitCupcakeFrosting BandLogoCupcakeFrosting',
    art: 'CupcakeFrostingBouquet CupcakeFrostingPortrait PixelArtCupcakeFrosting CupcakeFrostingGalaxy SucculentCupcakeFrosting OmbreCupcakeFrosting PaintedCupcakeFrosting OceanWaveCupcakeFrosting',
    tech: 'CupcakeFrostingTimeLapse SlowMoCupcakeFrosting AIPicksCupcakeFrosting QRCodeCupcakeFrosting CupcakeFrostingPOV TopDownCupcakeFrosting EmojiCupcakeFrosting VideoCallCupcakeFrosting',
    pet: 'CupcakeFrostingPetFace CupcakeFrostingPawPrint CatEarsCupcakeFrosting ParrotCupcakeFrosting FurPatternCupcakeFrosting DogStareCupcakeFrosting FishTankCupcakeFrosting HamsterCupcakeFrosting',
    gaming:
      'CupcakeFrostingCharacters TicTacToeCupcakeFrosting GuessMyCupcakeFrosting PowerUpCupcakeFrosting CheckersCupcakeFrosting DiceRollCupcakeFrosting BossLevelCupcakeFrosting CupcakeDecoratingBattle',
  },
  'balloon blowing': {
    dance:
      'BalloonPopFreeze BlowUpBalloonsBeatDrop PartyPrepBlowUpBalloons BalloonBlowingConga BalloonBlowUpWiggle CheekPuffBlowUpBalloons BlowUpBalloonsLineDance DiscoBlowUpBalloons',
    fitness:
      'BalloonBlowUpLegLifts BlowUpBalloonsPlank PartnerPassBlowUpBalloons BalloonBlowingYogaFlow KneeSqueezeBalloonBlowUp SquatPopBalloonBlowUp LungeTapBlowUpBalloons CoreCrunchBalloonBlowUp',
    funny:
      'BalloonBlowingFaces BalloonEscapesAgain DadVsBlowUpBalloons BalloonBlowUpKnotFail WonkyShapeBalloonBlowUp BalloonBlowingNarrator LastMinuteBlowUpBalloons BlowUpBalloonsGoneWrong',
    prank:
      'BalloonBlowingRoomFill BalloonAvalancheDoor FridgeBalloonBlowUp DeskDrawerBalloonBlowUp FaceOnEveryBlowUpBalloon MorningBalloonBlowUp BalloonBlowingNoteHunt BathtubBalloonBlowUp',
    educational:
      'LungSizeBalloonBlowUp BakingSodaBalloonBlowUp StaticBalloonBlowUp BlowUpBalloonsRocket HotColdBalloonBlowUp WhyBalloonBlowingIsHard YeastBalloonBlowUp LemonPopBalloonBlowUp',
    cooking:
      'ChocolateBalloonBowls IceBalloonBlowUp CakePopBalloonBlowUp CandyMeltBalloonBlowUp MousseCupBalloonBlowUp PartyTableBalloonBlowUp IcingBalloonBlowUp BalloonBlowingBakeSale',
    travel:
      'AirportBalloonWelcome BalloonBlowingPicnic BeachDayBalloonBlowUp LandmarkBalloonBlowUp TravelBuddyBalloonBlowUp HotelRoomBalloonBlowUp CampsiteBalloonBlowUp BalloonBlowingParkDay',
    fashion:
      'BalloonBlowingDress BalloonBlowingCrown BalloonSleeveLook BalloonBlowUpBowtie BalloonBlowingRunway PartyFitBalloonBlowUp ColorMatchBalloonBlowUp TopHatBalloonBlowUp',
    wellness:
      'BalloonBreathingForKids SlowBalloonBlowUp WorryBalloonBlowUp KindWordsBalloonBlowUp BalloonBlowingCheerUp GratitudeBalloonBlowUp BalloonBlowingFourCount BalloonBlowingBellyBreath',
    music:
      'BalloonDrumJam SqueakyTuneBalloonBlowUp BalloonBlowUpBassDrop BalloonBlowingOrchestra BalloonBlowingBeatbox BirthdaySongBalloonBlowUp SpeakerBalloonBlowUp KazooBalloonBlowUp',
    art: 'BalloonBlowingAnimals BalloonGarlandArt PapierMacheBalloonBlowUp YarnLanternBalloonBlowUp BalloonBlowUpStamping RainbowBalloonBlowUp PortraitBalloonBlowUp MuralBalloonBlowUp',
    tech: 'ElectricPumpVsLungs BalloonBlowingSlowMo HyperlapseBalloonBlowUp DecibelAppBalloonBlowUp ARRulerBalloonBlowUp FaceFilterBalloonBlowUp SplitScreenBalloonBlowUp VoiceMemoBalloonBlowUp',
    pet: 'PetFaceBalloonBlowUp DachshundBalloonBlowUp BalloonBlowingPoodle PawPrintBalloonBlowUp BalloonBlowingCatShape BunnyEarsBalloonBlowUp GoldfishBalloonBlowUp ParrotBalloonBlowUp',
    gaming:
      'BalloonKeepyUppy BalloonBlowUpStomp BalloonBlowingTennis HotPotatoBalloonBlowUp BalloonBlowUpVolleyball BalloonBlowUpBowling MusicalBalloonBlowUp BlindfoldBalloonBlowUp',
  },
  organ: {
    dance:
      'SpookyPipeShuffle BallparkOrganBoogie DramaticOrganEntrance WeddingAisleOrganStrut VampireOrganGlide RollerRinkOrganSkate OrganGrinderJig ChurchOrganSway',
    fitness:
      'OrganPedalLegDay SeventhInningOrganStretch SitUpLikeAnOrganist ChargeOrganSprint PlankTillTheOrganStops OrganistHandFootDrill OrganMarchInPlace OrganToccataTabata',
    funny:
      'OrganDramaticSting OrganBallparkCharge SpookyToccataDoorbell OrganistSideEye VillainEntranceOrgan ChurchOrganKeyChange EpicOrganForChores ToyKeyboardOrganMode',
    prank:
      'OrganSpookyRingtone OrganHiddenSpeaker PhantomToccataSurprise DramaticOrganOnCue WeddingMarchOrgan BallparkOrganAtDinner ChurchOrganWakeUpCall SoapOperaOrganSting',
    educational:
      'BottleOrganBuild StrawPipeOrganScale OrganVsPianoQuiz ChurchOrganHistory LearnOneOrganChord OrganPitchExperiment OrganFactOrFiction AskAnOrganist',
    cooking:
      'PretzelRodPipeOrgan OrganKeyboardCake ChurchOrganPotluck BallparkOrganHotDogs OrganToccataOmelet CookiesForTheOrganist ChurroOrganBuild DramaticOrganPlating',
    travel:
      'OrganCathedralTour OrganConcertTrip BallparkOrganVisit FreeOrganRecitalHunt OldestPipeOrganNearby StreetOrganSpotting ChurchOrganOpenDoors TownHallOrganWalk',
    fashion:
      'OrganRecitalFit OrganistShoeCheck GothicConcertLook OrganPipeStripes ChurchOrganSundayBest VampireOrganistCape BallparkOrganJersey WeddingOrganistGlam',
    wellness:
      'OrganDroneMeditation BreatheWithTheOrgan OrganSoundBath EyesClosedOrganRecital SundayOrganReset PipeOrganGoosebumps OrganNightWindDown PauseForTheOrgan',
    speed:
      'OrganToccataSpeedrun NameThatOrganTune FastFingersOrganist BeatTheOrganChord TenSecondOrganSolo OrganScaleSprint BallparkOrganClapRace ChurchOrganTempoUp',
    art: 'CathedralOrganDrawing CardboardPipeOrgan OrganistSilhouette StainedGlassOrganArt OrganistPortrait ChurchOrganCollage PaintWhatTheOrganPlays ChalkOrganMural',
    tech: 'DigitalPipeOrgan OrganAppJam ChurchOrganReverbTest SpectrogramOrganNotes BeatMakerOrganLoop LaptopOrganist OrganSampleFlip RecordAnOrganRingtone',
    pet: 'OrganDogHowl OrganLullabyForPets CatComposerOrgan BirdSingsWithOrgan PipeOrganPuppyTheme PetEntranceOrganSting ChurchOrganPetBlessing SlowOrganBrushTime',
    gaming:
      'OrganBossFightTheme OrganVideoGameCover SpookyCastleLevel MusicalChairsOrgan OrganistSimulator BallparkOrganTrivia RhythmTapPipeOrgan OrganTuneCharades',
  },
  'toilet paper roll': {
    dance:
      'ToiletPaperRollPuppets TubeCritterDance BalanceTheToiletRoll PaperRollBatonTwirl RobotArmsToiletRoll PaperRollFingerDancers MaracaShimmyToiletRoll PaperRollCongaLine',
    fitness:
      'ToiletPaperRollHurdles TubeConeDrills PlankStackPaperRolls ToiletRollCrunchPass PostureWalkToiletRoll TPRollToeTaps MegaPackToiletRollCurls PaperRollShuttleRun',
    funny:
      'ToiletPaperRollTheater TubeCritterVoices OverOrUnderToiletRoll EmptyToiletRollStandoff ToiletRollTowerFail FakeMustachePaperRoll PaperRollSpyMission TPRollStandUp',
    prank:
      'ToiletPaperRollGooglies HiddenTubeFriends NoteInThePaperRoll ToiletRollTowerSurprise PaperRollConfettiPopper PaperRollArmyInvasion NestedToiletRollGift BathroomTPRollPyramid',
    educational:
      'ToiletPaperRollMarbleRun ToiletPaperRollTelescope SeedStarterPaperRolls HowStrongIsAPaperRoll SolarSystemToiletRolls AlphabetToiletRollMatch RecycleTheToiletRoll CountByTensToiletRoll',
    cooking:
      'CookieTubeWrap ToiletPaperRollTreatBox ToiletRollLookalikeCake TPRollCandyCrackers PaperRollPartyFavors TrailMixToiletRoll CupcakeRiserToiletRoll PopcornConeToiletRoll',
    travel:
      'ToiletPaperRollBinoculars ToiletRollTravelBuddy CardboardTubeMapCase PaperRollNatureHunt BackyardSafariPaperRoll AroundTheWorldToiletRoll PackAToiletRollForCamp BeachWindsockPaperRoll',
    fashion:
      'ToiletPaperRollCrown TubeCuffBangles ToiletRollHairCurlers PaperRollEarrings ToiletRollBowTie FashionWeekToiletRoll RunwayReadyPaperRoll DesignerToiletRollHat',
    wellness:
      'ToiletPaperRollGratitude QuietCraftHour PaperRollWorryDolls ToiletRollPlanter ToiletRollAffirmations KindnessChainPaperRoll MoodTrackerToiletRoll WindChimePaperRoll',
    speed:
      'ToiletPaperRollTower PaperRollFlip ToiletRollSlideRace TPRollRelayPass KnockDownTheToiletRolls DominoRunToiletRolls SpeedJuggleToiletRolls CatchFiveToiletRolls',
    music:
      'ToiletPaperRollKazoo ToiletPaperRollShaker TubeRainstick ToiletRollDrumKit PaperRollDidgeridoo MegaphoneToiletRoll FamilyBandToiletRolls EchoTunnelToiletRolls',
    tech: 'ToiletPaperRollSpeaker PaperRollPhoneStand ToiletRollCableOrganizer TPRollStopMotion StarProjectorToiletRoll LaptopRiserToiletRolls ChargingStationToiletRoll SlowMoToiletRollDrop',
    pet: 'TubeTreatPuzzle HamsterTunnelPaperRoll BunnyForageToiletRoll CatVsToiletRoll ParrotShredderToiletRoll GuineaPigMazeToiletRoll RatCastleToiletRoll PaperRollPeekaboo',
    gaming:
      'ToiletPaperRollBowling ToiletPaperRollRingToss TubeMarbleMaze TPRollMiniGolf ToiletRollPinball CatapultToiletRoll ChessSetFromToiletRolls TableFootballToiletRoll',
  },
  mutt: {
    dance:
      'MuttTailWagGroove DanceLikeMyMutt DinnerBellMuttBoogie MuttAndMeTwoStep MixedBreedMixtape TeachMyMuttToSpin ZoomiesMuttMoves MuttFreestyle',
    fitness:
      'MuttAgilityCourse MuttFetchSprints RescueDogRunClub StepsWithMyMutt LungeWeaveMutt MuttTugOfWar HillWalkMixedBreed BackyardMuttBootcamp',
    funny:
      'MuttDNAReveal MuttBreedGuessing ShelterSaidSmallMutt MuttVoiceover SparePartsMutt MuttSideEye MyMuttsWeirdestHabit SofaThiefMutt',
    prank:
      'MuttRareBreedFakeout MuttDNASaysWolf PlushTwinMutt MuttPhotobomb LoveNoteFromTheMutt FakeDogShowMutt HeadTiltMutt WhoseMuttIsThat',
    educational:
      'MuttFamilyTree ReadMyMuttsBodyLanguage MuttNosePrint MixedBreedMapQuiz WhyMuttEarsFlop TeachKidsMuttSafety DogYearsMuttMath HowMuttsGetTheirLooks',
    cooking:
      'MuttShapedCookies MuttGotchaDayCake MuttPupsicles MuttMenuTasteTest PumpkinMuttBiscuits SweetPotatoMuttChews IceCubeMuttTreats PeanutButterMuttMuffins',
    travel:
      'MuttRoadTrip MuttTrailHike MuttBeachDay MuttCafeHop NewSmellsMuttWalk DogParkTourMutt CampingWithMyMutt LakesideMuttPicnic',
    fashion:
      'MuttPortraitTee MuttFaceTotebag PatchworkMuttStyle FurOnMyJeansMutt MuttCollarUpgrade MixedBreedColorPalette DogWalkOOTDMutt SpottedPrintMutt',
    wellness:
      'MuttCuddleTherapy MuttMindfulWalk RescueDogGratitude SniffariMutt MuttMassage SunbeamNapMutt BrushAndBondMutt QuietCornerMutt',
    speed:
      'MuttZoomiesTimer MuttFetchRace TreatHuntMutt MuttTricksIn60 ComeWhenCalledMutt ToyTidyUpMutt MuttCupGame SpeedyHighFiveMutt',
    music:
      'MuttHowlAlong MuttThemeSong MixedBreedBlues SqueakyToyMuttBand MuttPianoPaws LullabyForMyMutt JazzOrRockMutt BarkRemixMutt',
    art: 'MuttPortrait MuttMixedMediaArt MuttDNACollage MuttComicStrip OneLineMutt PetRockMutt ChalkMuttMural DrawMyMuttFromMemory',
    tech: 'MuttDNAKitResults MuttGPSCollarTest BreedScannerApp SlowMoMuttShake BarkTranslatorMutt TimeLapseMuttNap PetCamMuttDiary MuttBirthdayVideoEdit',
    gaming:
      'MuttGuessTheMix MuttBreedBingo MixedBreedQuizNight HideAndSeekMutt TreasureHuntMutt WhichHandHasItMutt FetchBowlingMutt SimonSaysMutt',
  },
  hummingbird: {
    dance:
      'WingBlurShuffle HummingbirdHover HummingbirdMoonwalk HummingbirdCourtshipDive FlutterLikeAHummingbird ZigzagHummingbirdGroove TipToeHummingbird HummingbirdTwirl',
    fitness:
      'HummingbirdArmCircles WingFlapCardio HoverSquatHummingbird FlowerDashHummingbird SideStepLikeAHummingbird HummingbirdHeartRateCheck HummingbirdTiptoeHold HummingbirdFastFeet',
    funny:
      'HummingbirdTurfWars TinyBirdBigAttitude FeederBossHummingbird HummingbirdCheckedMeOut SoapOperaHummingbird MissedItAgainHummingbird HummingbirdOrMoth HummingbirdRushHour',
    prank:
      'HummingbirdRedHatTest PaperHummingbirdSurprise HummingbirdBuzzRingtone HummingbirdPhotoBombEdit OrigamiHummingbirdNote PlushHummingbirdCameo WhistleForHummingbirds GrandpasHummingbirdCall',
    educational:
      'HeartbeatMathHummingbird WhyHummingbirdsHum HummingbirdNectarRatio HummingbirdMigrationMap BeeHummingbirdSizeQuiz CanHummingbirdsWalk HummingbirdFlowerMatch HummingbirdTongueFacts',
    cooking:
      'HummingbirdCakeBake HummingbirdNectarRecipe HummingbirdBananaBread HummingbirdPancakeStack MiniHummingbirdMuffins PineappleHummingbirdBars OvernightOatsHummingbird TropicalHummingbirdShake',
    travel:
      'HummingbirdGardenTour HummingbirdSpotting HummingbirdHotspotHunt ParkBenchHummingbirdWatch NatureCenterHummingbird FlowerTrailHummingbird HummingbirdLifeList SunriseHummingbirdWalk',
    fashion:
      'HummingbirdPrintFit HummingbirdEarrings IridescentGreenLook DressLikeAHummingbird HummingbirdHairClip RubyScarfHummingbird EmbroideredHummingbird HummingbirdNailArt',
    wellness:
      'HummingbirdMorningWatch StillAsAFlowerHummingbird PlantForHummingbirds HummingbirdJournal HummingbirdPause CoffeeAndHummingbirds QuietPorchHummingbird HummingbirdHumMeditation',
    speed:
      'ArmFlapsLikeAHummingbird HummingbirdSpotRace FastestWingsQuiz HummingbirdSnapshot 10SecHummingbirdSketch HummingbirdFactsIn60 FeederRefillHummingbird NameThatHummingbird',
    music:
      'HummingbirdBuzzBeat WingHumRemix HummingbirdChirpCover HummingbirdFluteSolo BackyardHummingbirdMix UkuleleHummingbirdSong KazooHummingbird WingbeatBPMHummingbird',
    art: 'HummingbirdWatercolor HummingbirdSketch IridescentFeatherArt OrigamiHummingbird SuncatcherHummingbird DotArtHummingbird StainedGlassHummingbird PaperQuillHummingbird',
    tech: 'HummingbirdSlowMoCam BirdFeederCamera HummingbirdSpectrogram MigrationMapHummingbird PhoneTripodHummingbird SoundIDAppHummingbird BurstModeHummingbird ZoomLensHummingbird',
    gaming:
      'HummingbirdBingo FlowerTagHummingbird HummingbirdCharades HummingbirdMemoryCards SpeciesTriviaHummingbird HowManyHummingbirdsGuess BackyardHummingbirdQuest HummingbirdHideAndSeek',
  },
  marbles: {
    dance:
      'MarbleRunShuffle DanceTillTheMarbleStops MarbleSwirlSpin TrayTiltMarbleGroove MarbleSpoonShimmy MarbleRaceCheerleader ZigzagLikeAMarble EveryMarbleANewMove',
    fitness:
      'MarblesToePickup MarbleSpoonRelay MarblePlankPass SquatAndFlickMarbles CrabWalkMarbleCarry MarbleJarCurls BearCrawlMarbleRoll OneLegMarbleScoop',
    funny:
      'MarblesSpillChaos MarblesCommentary LostMyMarbles MarbleRunNeverWorks MarbleBackstories TalentShowForMarbles GrandpaStillHasHisMarbles SoreLoserMarbleRace',
    prank:
      'MarblesBalloonHowl MarbleMailDelivery MarbleEyeballBowl GiantMarbleReveal VanishingMarbleTrick GiftWrappedMarbles MarbleCrystalBall FakeSpillMarbleJar',
    educational:
      'RampHeightMarbleTest MarbleNewtonsCradle MarbleProbabilityBag MarbleEstimationJar MarbleSpinInABowl LookThroughAMarble FractionsWithMarbles BarGraphMarbles',
    cooking:
      'MarbleCakeSwirl MarblesMirrorGlaze MarbleTeaEggs MarbleMeringueKisses RyeBreadMarbleLoaf FudgyMarbledBrownies IcedMarbleCookies ChocolateMarbleBark',
    travel:
      'BeachSandMarbleRun TravelMarbleKit MarbleSouvenirHunt ParkSlideMarbleRace ThriftShopMarbleFind CampsiteMarbleRing PicnicMarbleTourney MarblesFactoryTour',
    fashion:
      'MarblesPendant MarblesEarrings CatsEyeMarbleNails MarbleSwirlTieDye OutfitMatchesMyMarble MarbleEffectPhoneCase HydroDipMarbledSneakers GlassMarbleHairPins',
    wellness:
      'MarblesSoundASMR RollingMarbleZen MarbleJarGratitude MarbleWorryStone MarbleBreathingMaze SandTrayMarbleSpiral OneMarbleAtATime KindnessMarbleChain',
    speed:
      'MarblesRaceTrack FastestMarbleRun MarbleSortSpeedrun ChopstickMarbleTransfer KnockOutTenMarbles SpoonCarryMarbleRelay MuffinTinMarbleToss MarbleMazeTimeTrial',
    music:
      'MarblesXylophoneRun MarbleDropMelody MarbleJarShaker GlassBowlMarbleHum MarbleRainstick ClickClackMarbleBeat BakingTrayMarbleRhythm TinCanMarbleDrum',
    art: 'MarblesPainting RealisticMarbleDrawing MarbleMosaic MarbleShadowArt ShavingCreamMarbling MarbleStopMotion CardboardMarbleSculpture HangingMarbleMobile',
    tech: 'MarblesSlowMoCam PhotoFinishMarbleRace MarbleMacroShot MarbleRunPOV FlashlightMarbleGlow AICountsMyMarbles SplitScreenMarbles MarbleSpeedFromVideo',
    pet: 'MarblesPetEyeMatch MarblesPetPortrait AquariumMarbleMakeover WhichMarbleIsMyCat FurShadeMarbleHunt MarbleNamesForPets WalkiesMarbleJar PetPhotoThroughAMarble',
  },
  'rubber snake': {
    dance:
      'RubberSnakeWiggle SlitherShuffle RubberSnakeLimbo ToySnakeCharmerDance PlasticSnakeSway TheWormVsToySnake FollowTheFakeSnake HipsLikeARubberSnake',
    fitness:
      'RubberSnakeJumpRope DodgeTheToySnake LeapOverTheToySnake ArmyCrawlFakeSnake PlasticSnakeHurdles FakeSnakeSideHops RubberSnakeLungeLine SumoSquatToySnake',
    funny:
      'DadVsRubberSnake RubberSnakeSlowMo RubberSnakeStandUpComedy ToySnakeTalkShow RubberSnakeDisguise BowTieOnMyToySnake CatIgnoresTheToySnake SnackGuardRubberSnake',
    educational:
      'RealOrRubberSnake WhyWeFearSnakes RubberSnakeMeasureUp RubberSnakeSpeciesMatch ToySnakeStretchTest SpotTheCamoToySnake ToySnakeAnatomyLabel CountTheScalesToySnake',
    cooking:
      'SnakesOnAPlate FakeSnakeCake RubberSnakeBreadstick CucumberFakeSnake SandwichToySnake PancakeToySnake JellyRubberSnake VeggieTrayPlasticSnake',
    travel:
      'ToySnakeSelfieTour PackTheRubberSnake ToySnakeRoadTripDiary ReptileHouseToySnake PlasticSnakeSouvenir RubberSnakeTravelBuddy PostcardFromFakeSnake BackyardSafariToySnake',
    fashion:
      'RubberSnakeScarf ToySnakeBelt SnakePrintFitCheck RubberSnakeHeadband ToySnakeBracelet MedusaHairToySnake HatBandPlasticSnake BootsAndRubberSnake',
    wellness:
      'RubberSnakeFearLadder FakeSnakeBraveFace LaughAtTheSnake RubberSnakeStressToy CobraPoseToySnake HissBreathRubberSnake PlasticSnakeWorryPet CalmCornerToySnake',
    speed:
      'SpotTheFakeSnake RubberSnakeHideAndSeek SnakeRoundUpRace UntangleTheRubberSnakes ToySnakeSortBySize RubberSnakeRingToss PlasticSnakeChainLink GrabTheFakeSnakeFirst',
    music:
      'RubberSnakeCharmer SlitherToTheSax RattleShakerFakeSnake HissingChorusToySnake FakeSnakeMusicVideo PlasticSnakeLullaby ToySnakeHeadBob SqueakyRubberSnakeSolo',
    art: 'PaintARubberSnake ToySnakeStopMotion SockSnakePuppet DotPatternPlasticSnake RubberSnakeShadowArt TraceTheRubberSnake ZentangleToySnake PlasticSnakeComicStrip',
    tech: 'RemoteToySnake 3DPrintAToySnake ARToySnakeFilter CodeAToySnakeGame FakeSnakeReverseVideo PlasticSnakePhotoEdit ToySnakeSoundEffect GreenScreenToySnake',
    pet: 'CatAdoptsRubberSnake ToySnakeShapedPetBed ToySnakeFetch HideTheToySnake FakeSnakeCatWand ToySnakeNapBuddy PuppyPicksAToySnake BedtimeToySnakeTuckIn',
    gaming:
      'SnakesAndLaddersIRL RubberSnakeFloorIsLava ToySnakeTreasureHunt FakeSnakeHotPotato WhosGotTheToySnake RubberSnakeCharades MiniGolfPlasticSnake TagYoureItRubberSnake',
  },
  'cracked screen': {
    dance:
      'CrackedScreenGlitch BrokenPhoneRobot GhostTouchShuffle BrokenScreenFreeze LagLikeABrokenPhone CrackedPhonePopAndLock BreakdanceOnAFakeCrack BootUpDanceBrokenPhone',
    fitness:
      'SquatPerCrack ScreenDownPlank FakeCrackFloorDrill BrokenScreenNeckStretch CrackedPhoneWristRolls CrackedScreenStepGoal ParkWorkoutBrokenPhone AnalogTimerBrokenPhone',
    funny:
      'CrackedScreenStages SwipeAroundTheCrack TellingMomCrackedScreen ItStillWorksCrackedPhone CrackedScreenExcuses RiceBagBrokenPhone BlameGameBrokenPhone BrokenScreenDetective',
    educational:
      'WhyScreensCrack HowPhoneGlassWorks RealOrFakeCrack BrokenScreenRiceMyth CrackedScreenRecycling FixOrReplaceBrokenPhone CrackedScreenSafetyTips BrokenScreenTouchScience',
    cooking:
      'CrackedScreenCake CrackedPhoneBrownies CrinkleCookieFakeCrack BrokenPhoneSandwich CrackedPhoneToastArt CookWithoutBrokenPhone DonutGlazeFakeCrack ChocolateBarFakeCrack',
    travel:
      'PhotosThroughTheCrack CrackedScreenAbroad PaperMapBrokenPhone AskALocalBrokenPhone FilmCameraBrokenPhone BrokenPhoneDayTrip GuidebookOverBrokenPhone PostcardsNotBrokenPhone',
    fashion:
      'CrackedScreenCoverUp PhoneCaseFitCheck FakeCrackNailArt CrackedPhoneCharm CrackedScreenMirrorSelfie BedazzledBrokenPhone StickerBombBrokenPhone ShatterPrintFakeCrack',
    wellness:
      'CrackedScreenDetox BrokenPhoneBlessing ScreenFreeDay BrokenPhoneBookNook LetterWritingBrokenPhone BrokenScreenBedtime SunsetWithoutBrokenPhone DeepBreathCrackedScreen',
    speed:
      'VoiceTypingBrokenPhone NoBubblesCrackedScreen TapeItUpCrackedScreen SpotTheFakeCrack CrackedPhoneQuizBlitz FakeCrackDrawingSprint BrokenPhoneBackupRace CrackedPhoneCaseSwap',
    music:
      'BrokenPhoneRemix CrackedScreenBallad GlitchBeatDrop BrokenScreenKaraoke CrackedScreenPianoApp TinySpeakerBrokenPhone VoiceMemoBrokenPhone AirDrumBrokenPhone',
    art: 'CrackedScreenMosaic TurnTheCrackIntoArt SpiderWebSketch FakeCrackWallpaperDesign BrokenScreenStainedGlass KintsugiBrokenScreen LightningBoltFakeCrack BrokenPhoneCasePainting',
    tech: 'FakeCrackWallpaper VoiceControlBrokenScreen CrackedScreenDeadZoneMap BrokenScreenMirrorToTV BrokenPhoneAsWebcam AutoBackupCrackedPhone DataTransferBrokenPhone MagnifierAppCrackedScreen',
    pet: 'WhoCrackedMyScreen PuppyCamFromBrokenPhone CatWallpaperCrackedScreen BarkRingtoneBrokenPhone PetProofCaseBrokenPhone ParrotSelfieCrackedPhone HamsterVideoCrackedPhone PupPhotoBrokenScreen',
    gaming:
      'CrackedScreenHighScore BrokenPhoneSpeedrun PlayThroughTheCrack GhostTapBrokenScreen FakeCrackBossLevel BrokenScreenBoardGame OneThumbBrokenPhone DeckOfCardsBrokenPhone',
  },
  'trick or treat': {
    dance:
      'PumpkinPorchShuffle SkeletonStompTrickOrTreat ZombieWalkTrickOrTreat GhostGlideTrickOrTreat TrickOrTreatFreeze MonsterMashTrickOrTreat CandyBagBopTrickOrTreat BatWingsTrickOrTreat',
    fitness:
      'TrickOrTreatStepCount PumpkinSquatChallenge BatFlapsTrickOrTreat WarmUpTrickOrTreat CostumeCardioTrickOrTreat ZombieCrawlTrickOrTreat MummyWalkTrickOrTreat TrickOrTreatMileMarker',
    funny:
      'TrickOrTreatBagOverload TrickOrTreatCandyTrade CostumeGuessFails DadTaxTrickOrTreat TooOldToTrickOrTreat RaisinBoxTrickOrTreat TierListTrickOrTreat WhatAreYouTrickOrTreat',
    educational:
      'WhyWeTrickOrTreat TrickOrTreatHistory CandyMathTrickOrTreat TrickOrTreatSafetyQuiz TrickOrTreatMapSkills SoulCakesTrickOrTreat TrickOrTreatLanguages BudgetingTrickOrTreat',
    cooking:
      'TrickOrTreatCookies PumpkinCupcakeDecor LeftoverCandyTrickOrTreat MummyDogsTrickOrTreat PreTrickOrTreatDinner GhostBananaTrickOrTreat WitchFingerTrickOrTreat TrickOrTreatSnackMix',
    travel:
      'MallTrickOrTreat GrandmasTrickOrTreat PumpkinPatchTrickOrTreat ZooBooTrickOrTreat TrickOrTreatTown HauntedTrailTrickOrTreat CampgroundTrickOrTreat DormTrickOrTreat',
    fashion:
      'TrickOrTreatFamilyTheme ClosetCostumeTrickOrTreat PunnyOutfitTrickOrTreat GlowInTheDarkTrickOrTreat BoxRobotTrickOrTreat WitchHatTrickOrTreat TrickOrTreatRunway FacePaintTrickOrTreat',
    wellness:
      'TrickOrTreatKindness TrickOrTreatCandyShare CalmHalloweenNight TealPumpkinTrickOrTreat QuietHouseTrickOrTreat AfterTrickOrTreatWindDown GratitudeWalkTrickOrTreat BraveFaceTrickOrTreat',
    speed:
      'TrickOrTreatCostumeRace TrickOrTreatCandySort MummyWrapTrickOrTreat TallyTheLootTrickOrTreat TrickOrTreatBucketToss PaintAPumpkinTrickOrTreat PorchSetupTrickOrTreat GlowStickTrickOrTreat',
    music:
      'TrickOrTreatDoorbellBeat SpookyCandyJam TrickOrTreatJingle WrapperASMRTrickOrTreat HowlChoirTrickOrTreat SmellMyFeetTrickOrTreat BucketDrumTrickOrTreat PorchPlaylistTrickOrTreat',
    art: 'TrickOrTreatBagDesign TrickOrTreatPumpkinArt CostumeSketch GhostWindowTrickOrTreat CandyMosaicTrickOrTreat PaperBatTrickOrTreat ChalkPorchTrickOrTreat TrickOrTreatSignMaking',
    tech: 'LEDCostumeTrickOrTreat TrickOrTreatCandyTracker SpookyFilterTrickOrTreat SoundEffectsTrickOrTreat TrickOrTreatMapApp SmartBulbTrickOrTreat QRCodeTrickOrTreat VideoCallTrickOrTreat',
    pet: 'PetPumpkinPhoto KittyHideoutTrickOrTreat DoorbellDrillTrickOrTreat DogBiscuitTrickOrTreat WindowWatchTrickOrTreat ParrotSaysTrickOrTreat GlowCollarTrickOrTreat CalmPupTrickOrTreat',
    gaming:
      'TrickOrTreatBingo TrickOrTreatCandyTrade HalloweenBoardGame CostumeGuessTrickOrTreat SpinTheWheelTrickOrTreat IndoorTrickOrTreat MemoryMatchTrickOrTreat LootHuntTrickOrTreat',
  },
  rice: {
    dance:
      'RiceCookerDanceBreak ChopstickGroove RiceShakerShimmy BalanceABowlOfRice StickyRiceSlide PaddyFieldRiceStep BentoBoxRiceBoogie PuffedRicePopAndLock',
    fitness:
      'RiceBagCurls RiceSackFarmerCarry SquatWhileRiceCooks RiceBucketGrip PostWorkoutRiceBowl BackpackOfRiceRuck CarbLoadRiceNight HikeFuelRiceBalls',
    funny:
      'RiceWashingDebate OneGrainChopstickFail KnuckleRuleForRice MomVsUnwashedRice WhoGetsTheCrispyRice AlwaysTooMuchRice RiceWithEverything DadsSecretRiceRatio',
    prank:
      'RiceCookerLoveNote LunchboxOnigiriFaces GooglyEyeRicePantry TinyRiceBowlFakeout NoForksRiceNight SpellItInRice RiceBagMascot SurpriseRiceBallPicnic',
    educational:
      'WhyRiceGetsSticky JasmineOrBasmatiQuiz GrowRiceInACup HowManyGrainsOfRice RiceToWaterRatio BrownVsWhiteRice RiceDishWorldMap RinseOrNotRiceTest',
    travel:
      'RiceDishPassport RiceTerraceHike FriedRiceCrawl PackedRiceBallPicnic AsianMarketRiceHunt RiceFromMyTravels TrailSnackRiceCakes SushiCounterRiceTour',
    fashion:
      'RiceWaterHairRinse NameOnARiceGrain RiceSackTote RiceBowlNailArt RicePaperLanternEarrings DressLikeARiceBall FridayFriedRiceFit WhiteSneakersRiceCleanse',
    wellness:
      'RiceWashingMeditation GrandmasRiceStories MindfulRiceMeal RiceSensoryBin RiceZenGarden ShareRiceWithNeighbors RicePuddingComfort SlowChopstickRice',
    speed:
      'ChopstickRiceRace RiceSortingBlitz FastestOnigiriWrap RiceCookerVsStovetop OneMinuteRiceBowl EyeballOneCupOfRice RiceBallAssemblyLine FunnelRiceJarFill',
    music:
      'RiceShakerBeat BuildARiceRainstick RiceCookerJingleRemix RiceOnTheSpeaker RiceBowlDrumKit PouringRiceASMR ChopstickRiceRhythm SingWhileRiceSimmers',
    art: 'RiceMosaicPortrait RainbowRiceArt WriteOnARiceGrain RicePaperPainting DyedRiceMandala RiceBottleLayers PandaRiceBallBento RiceTexturedCard',
    tech: 'RiceCookerHacks PhoneInRiceMyth RiceCountingAI MacroRiceGrain RiceSlowMoPour MicrowaveVsStovetopRice BarcodeScanRiceBag SmartPlugRiceTimer',
    pet: 'RiceBagCatNap DogVsRiceCookerBeep PlainRiceForPups CurledUpLikeRiceBall RiceBentoPetPortrait HamsterSizedRiceBowl ParrotRiceForaging RiceIsMyBunnysName',
    gaming:
      'RiceFarmSimBuild GuessTheRiceCount ChopstickPickupGame BlindRiceTasteTest RiceSackToss HiddenObjectRiceBin RiceWordBingo SpotTheRiceDish',
  },
  carbonara: {
    dance:
      'RomanKitchenShuffle CarbonaraPastaTwirl CarbonaraTarantella CarbonaraDisco ChefKissCarbonara SpaghettiArmsCarbonara CarbonaraSlowDance ItalianNightCarbonara',
    fitness:
      'CarbonaraWhiskReps MarathonEveCarbonara YogaBeforeCarbonara ProteinCarbonara PlankTillCarbonara PostLegDayCarbonara HikeHomeToCarbonara CarbonaraPortionCheck',
    funny:
      'CarbonaraCreamDebate CarbonaraScrambledEggFail NonnaReactsToCarbonara CarbonaraCrimes NoGuancialeCarbonara CarbonaraDramaticReading FirstDateCarbonaraMess KidsTryCarbonara',
    prank:
      'SurpriseCarbonaraDinner CarbonaraTrattoriaAtHome GiantPepperMillCarbonara FancyWaiterCarbonara CarbonaraLoveNoteNapkin MenuCardCarbonara TakeoutBoxCarbonara CarbonaraBreakfastInBed',
    educational:
      'WhyCarbonaraGoesCreamy CarbonaraEmulsionTest GuancialeVsBaconCarbonara WhereCarbonaraCameFrom ItalianWordsCarbonara CarbonaraFactOrMyth PecorinoOrParmCarbonara CarbonaraInFiveSteps',
    travel:
      'CarbonaraTrattoriaHunt BestCarbonaraInTown ItalianDeliCarbonara CarbonaraRomeAtHome LittleItalyCarbonara CarbonaraRoadTrip FarmersMarketCarbonara VacationMemoryCarbonara',
    fashion:
      'CarbonaraDinnerDateFit RomanHolidayOutfit CheckeredApronCarbonara ItalianSummerCarbonara ChefWhitesCarbonara CarbonaraColorPalette NapkinTuckCarbonara LinenShirtCarbonara',
    wellness:
      'CarbonaraSundayRitual MindfulPastaNight CarbonaraForOne PhoneFreeCarbonara CarbonaraWithNonna SlowSauceCarbonara FamilyTableCarbonara BadDayCarbonara',
    speed:
      'Carbonara10Minutes BeatThePastaTimer YolkSeparatingCarbonara CarbonaraTwirlRace MiseEnPlaceCarbonara CarbonaraPlatingSprint OnePotCarbonaraDash LunchBreakCarbonara',
    music:
      'CarbonaraKitchenSong PastaPotPercussion CarbonaraOpera PepperMillBeatCarbonara WhiskRhythmCarbonara CarbonaraPlaylist SerenadeYourCarbonara RapTheCarbonaraRecipe',
    art: 'CarbonaraStillLife PastaTwirlSketch MenuDesignCarbonara CarbonaraWatercolor CarbonaraPlatingArt MiniatureCarbonara VintageAdCarbonara CarbonaraComicPanel',
    tech: 'CarbonaraTempCheck CarbonaraRecipeAI TranslateNonnaCarbonara CarbonaraSlowMoSauce OverheadCamCarbonara VoiceTimerCarbonara NutritionAppCarbonara FoodScaleCarbonara',
    pet: 'CarbonaraDogBegFace NoCarbonaraForYouPup PetSupervisesCarbonara CarbonaraAndKibbleDate NamedMyCatCarbonara ParrotSaysCarbonara BunnyWatchesCarbonara GuineaPigSaladCarbonara',
    gaming:
      'CarbonaraCookingGame CarbonaraIngredientQuiz NameThatPastaCarbonara CarbonaraChefBattle BlindfoldCarbonaraTaste ScopaAndCarbonara RealOrFakeCarbonara CarbonaraTriviaNight',
  },
  naan: {
    dance:
      'GarlicButterGroove NaanFlipDance BhangraNaanBreak NaanBubbleShimmy NaanStretchAndSway PillowyNaanBounce CurryNightNaanParty FamilyDinnerNaanBoogie',
    fitness:
      'KneadForSpeedNaan PostWorkoutNaanWrap WalkToTheNaanShop ProteinNaanPizza PlankWhileNaanRises SquatEveryNaanFlip ArmDayNaanDough CricketMatchNaanLunch',
    funny:
      'NaanVsPitaDebate NaanTooBigForThePlate GarlicNaanReactions NaanBreadIsRedundant LastPieceOfNaan MyNanMakesNaan NaanAsASpoon SneakyExtraNaan',
    prank:
      'GiantNaanReveal HeartShapedNaan NaanNameInSesame SurpriseCurryNightNaan HiddenNaanStash NaanBasketNote NaanForTheNeighbors TinyNaanFakeout',
    educational:
      'WhyNaanBubbles YeastVsYogurtNaan FlatbreadWorldTourNaan NaanMeansBread CastIronVsOvenNaan NaanHistoryQuiz HowNaanSticksToTandoors FlourMathNaan',
    travel:
      'NaanStreetFoodHunt TandoorBakeryVisit BestNaanInTown IndianGroceryNaanRun CurryHouseNaanCrawl PicnicNaanWraps NaanAtEveryStop NaanFromMyTrip',
    fashion:
      'NaanApronFitCheck TandoorChefLook SpicePaletteNaan KurtaAndNaanNight NaanBreadEarrings DiwaliDinnerNaan FlourDustedNaanSelfie GoldenBrownNaanTones',
    wellness:
      'NaanKneadingCalm NaanMindfulBake WarmBreadGratitude NaanAndDalComfort SlowSundayNaan TearAndShareNaan NaanWithGrandma PhoneDownNaanDinner',
    speed:
      'Naan60SecondStretch NaanDoughBallRoll QuickMixNaan ButterBrushNaanRace TeardropNaanShaping StackTenNaans NaanWrapAssembly NaanTearSprint',
    music:
      'NaanSlapBeat GarlicButterSong TablaAndNaan BollywoodNaanNight NaanDeliveryDitty DholBeatNaan LofiNaanKitchen HumWhileNaanRises',
    art: 'NaanPhotoShoot GarlicNaanStillLife NaanMapArt MehndiPatternNaan NaanFaces NaanBubbleSketch StencilSeedNaan WatercolorNaan',
    tech: 'NaanAirFryerTest NaanVideoCallLesson NaanBubbleTimeLapse SlowMoNaanTear NaanRecipeAI OvenLightNaanCam DayOldNaanRevival SmartScaleNaanDough',
    pet: 'NaanShapedDogToy NaanCatLoafPose NoGarlicNaanForDogs KittenNamedNaan ToeBeansVsNaan NaanNightCuddles FetchAfterNaanDinner DogBedNaanLookalike',
    gaming:
      'NaanBakeryTycoon CurryNightBoardGames GuessTheNaanFlavor LudoAndNaan CarromChampNaan NaanTriviaQuiz FlatbreadFaceOffNaan NaanMemoryFlip',
  },
  'tres leches': {
    dance:
      'CumpleanosShuffle SalsaTresLeches CumbiaTresLeches TresLechesTripleStep MerengueTresLeches TresLechesPourAndPose FiestaSpinTresLeches AbuelaTwirlTresLeches',
    fitness:
      'MilkJugCurls TresLechesWhiskReps TresLechesThreeRounds PanaderiaWalkTresLeches FutbolThenTresLeches SalsaCardioTresLeches ProteinTresLeches ParkLapsTresLeches',
    funny:
      'TresLechesSoggyDebate TresLechesFirstBite AbuelaJudgesTresLeches MilkEverywhereTresLeches TresLechesAutocorrect LastSliceTresLeches TresLechesForBreakfast TioGuardsTheTresLeches',
    prank:
      'TresLechesSurpriseSlice DoorstepTresLeches GiantTresLechesReveal BakeryBoxTresLeches CreamMessageTresLeches TinyPortionTresLeches MidnightTresLechesSnack HiddenStashTresLeches',
    educational:
      'WhyTresLechesSoaks NameTheTresLechesMilks SpanishWordsTresLeches TresLechesOrigins TresLechesMathPour CountryMapTresLeches SpongeVsButterTresLeches FractionFunTresLeches',
    travel:
      'LatinBakeryCrawl PanaderiaHuntTresLeches FoodTruckTresLeches MexicanMarketTresLeches TresLechesAroundTown TresLechesSouvenirRecipe PicnicTresLeches TresLechesTasteMap',
    fashion:
      'TresLechesFiestaFit CumpleanosOutfit TresLechesPalette SundressTresLeches BirthdayCrownTresLeches StrawberryTopTresLeches FloralDressTresLeches BakerApronTresLeches',
    wellness:
      'AbuelaRecipeGratitude TresLechesForANeighbor SoakItInTresLeches FamilyTableTresLeches ThankYouTresLeches SlowSundayTresLeches QuietKitchenTresLeches MemoryLaneTresLeches',
    speed:
      'WhippedCreamSpeedSpread TresLechesPourRace PokeHolesTresLeches CinnamonDustTresLeches MugTresLeches BerryTopperTresLeches CupsOfTresLeches HandMixerTresLeches',
    music:
      'CumpleanosSingAlong LasMananitasTresLeches MariachiTresLeches BakeSaleSongTresLeches MaracasTresLeches CumbiaRemixTresLeches GuitarSerenadeTresLeches KitchenKaraokeTresLeches',
    art: 'TresLechesCakeDecor WhippedCreamPiping PapelPicadoTresLeches CinnamonStencilTresLeches FruitFlowerTresLeches TresLechesCrossSection WatercolorTresLeches SugarSkullTresLeches',
    tech: 'StandMixerShowdown TresLechesCakeCam SoakTimeLapseTresLeches MacroShotTresLeches SlowMoPourTresLeches TranslateAbuelaTresLeches SmartScaleTresLeches OvenThermometerTresLeches',
    pet: 'PetFiestaPhoto NoTresLechesForDogs PupWatchesTresLeches CatEyesTheTresLeches PupcakeVsTresLeches QuietRoomTresLechesParty TresLechesPlushToy BirdSingsTresLeches',
    gaming:
      'TresLechesLoteriaNight DominoTableTresLeches MusicalChairsTresLeches TresLechesBakeOff TresLechesTrivia CakeWalkTresLeches TresLechesCharades FiestaBingoTresLeches',
  },
  'acai bowl': {
    dance:
      'BeachMorningShuffle SambaAcaiBreak BlenderBeatAcai AcaiToppingDrop TropicalAcaiSway BossaNovaAcai SmoothieBowlBop FrozenAcaiFreeze',
    fitness:
      'AcaiBowlPostWorkout PilatesMorningAcai ProteinAcaiBowl AcaiAfterYoga SunriseRunAcai PeanutButterAcaiFuel AcaiMacroCheck HikeToTheAcaiSpot',
    funny:
      'AcaiBowlPriceReaction AcaiBowlPronunciation ToppingsOverloadFail AcaiIsntIceCream AcaiInfluencerParody BrainFreezeAcai GranolaAvalancheAcai DadTriesAcai',
    prank:
      'SmoothieBowlSurprise AcaiBreakfastInBed AcaiFaceToppings AcaiCafeAtHome NameInBananasAcai MothersDayAcai PartySizeAcai CoconutShellAcai',
    educational:
      'WhatIsAcai HowSmoothieBowlsThicken WhereAcaiGrows AcaiPhColorTest AcaiNutritionLabelQuiz FrozenPackVsPowderAcai PortugueseWordsAcai SugarCheckAcai',
    travel:
      'AcaiBowlBeachHunt AcaiCafeCrawl SurfTownAcai VacationAcaiRating RioStyleAcaiAtHome FarmersMarketAcai TrailheadAcai LayoverAcai',
    fashion:
      'BerryToneOutfit AcaiPaletteNails DressLikeYourAcai GranolaGirlAcai AcaiLipShade SundressAndAcai PastelAcaiFit FlipFlopsAndAcai',
    wellness:
      'AcaiBowlMindfulMorning AcaiBowlSlowBreakfast GratitudeGranola AcaiSunriseRitual EatTheRainbowAcai SelfCareSundayAcai AcaiJournalPrompt PhoneFreeAcai',
    speed:
      'AcaiBowlSpeedBuild FastestToppingArt BlendBeforeItMeltsAcai AcaiAssemblyLine AcaiFruitSortSprint PerfectScoopSmoothieBowl FamilyOrderAcaiRush BerryCountAcai',
    music:
      'AcaiBowlBlenderBeat SmoothieBowlJingle SambaRhythmAcai AcaiSpoonDrums AcaiMorningPlaylist UkuleleAcaiSong RainforestSoundsAcai SingYourToppingsAcai',
    art: 'AcaiBowlToppingArt FruitMandalaBowl GalaxySwirlAcai PaintWithAcai RainbowStripesAcai AcaiWatercolor KiwiLettersAcai CoconutFlakeSnowAcai',
    tech: 'AcaiBowlOverheadShot BlenderSpeedTest AcaiSlowMoDrizzle AcaiColorGrading FoodProcessorAcai AcaiTimeLapseMelt MacroLensAcai PhoneStandAcaiVlog',
    pet: 'AcaiBowlDogStare AcaiPaintedPetPortrait NoAcaiForDogs PupSafeSmoothieBowl ParrotFruitPlateAcai CatNapBesideAcai BunnyGreensAndAcai WalkiesThenAcai',
    gaming:
      'GuessTheTopping SpinToTopAcai AcaiBarTycoon DiceRollAcai AcaiBowlBlindTaste AcaiBuildOff FruitMatchAcai AcaiTriviaDuel',
  },
  biscuits: {
    dance:
      'SouthernBrunchGroove MakingBiscuitsDance BiscuitsAndGravyTwoStep BiscuitsBootScoot FlakyBiscuitShimmy ButtermilkBiscuitBoogie RiseAndShineBiscuits GrandmasKitchenBiscuits',
    fitness:
      'RollingPinWorkout SquatTillBiscuitsRise BiscuitsAfterTheHike MorningRunThenBiscuits FarmChoresBiscuits LumberjackBiscuits YogaWhileBiscuitsBake CastIronCurlsBiscuits',
    funny:
      'BiscuitsVsCookiesDebate BiscuitsRiseFail BritsTryBiscuitsAndGravy DontTwistTheBiscuit BiscuitThiefCaught ButterOverloadBiscuits DunkingDisasterBiscuits LastBiscuitStandoff',
    prank:
      'BiscuitCanPopSurprise SewingKitBiscuitTin HeartShapedBiscuits BiscuitBreakfastInBed NeighborBiscuitBasket BiscuitNameTags AlphabetBiscuitMessage FortuneNoteBiscuits',
    educational:
      'WhyBiscuitsRise HowFlakyLayersForm ColdButterBiscuitTest BiscuitOrScone TwistVsPressBiscuits BakingPowderBiscuitLab ButtermilkHackBiscuits LaminationFoldBiscuits',
    travel:
      'BiscuitsRoadTrip SouthernBrunchCrawl DinerBiscuitsHunt UKBiscuitAisleTour BedAndBreakfastBiscuits TeaRoomBiscuits CabinWeekendBiscuits BiscuitTinSouvenir',
    fashion:
      'BiscuitsSundayBest GinghamAndBiscuits CowboyBootsBiscuits FlannelBiscuitsMorning PearlsAndBiscuits FarmhouseChicBiscuits StrawHatBiscuits BiscuitBrunchDress',
    wellness:
      'BiscuitsSlowSunday GrandmaRecipeGratitude TeaAndBiscuitsBreak PorchMorningBiscuits BiscuitBakingWithKids HomemadeComfortBiscuits QuietKitchenBiscuits CarePackageBiscuits',
    speed:
      'BiscuitCutterRace FastestFlakyLayers DunkTimerBiscuits BiscuitsAndGravyIn20 DropBiscuitDash BiscuitTowerStack TenMinuteBiscuits ButterPatBiscuitRelay',
    music:
      'BiscuitsAndGravyBlues RollingPinRhythm BanjoBiscuitsMorning BiscuitTinDrum WashboardBiscuits BluegrassBiscuits HumAlongBiscuits FrontPorchJamBiscuits',
    art: 'BiscuitsStillLife FlakyLayerSketch BiscuitCutterStamps BiscuitTinCollage IcedBiscuitPortraits ChalkboardMenuBiscuits DinerSignBiscuits BiscuitDoughSculpture',
    tech: 'BiscuitsAirFryerTest BiscuitsOvenCam BiscuitRiseTimeLapse MacroLayerBiscuits RecipeScalerBiscuits SlowMoBiscuitSplit VoiceTimerBiscuits VideoCallBakeBiscuits',
    pet: 'BiscuitsDogBegFace PetWaitsForBrunch CatMakingBiscuits PawPrintBiscuitCutter MyPupNamedBiscuit GotchaDayBiscuits BiscuitBakerKitty PumpkinDogBiscuits',
    gaming:
      'BiscuitsBakeOffBracket BiscuitStackGame DunkOrDontBiscuits GuessTheBiscuitBlind RockPaperBiscuits BiscuitTinTreasureHunt DominoesAndBiscuits BiscuitTrivia',
  },
  teriyaki: {
    dance:
      'GlazeDrizzleGroove TeriyakiShineShimmy TeriyakiSizzleStep SesameShakeTeriyaki StickySlideTeriyaki WokAndRollTeriyaki LunchBellTeriyakiBop TeriyakiNightDanceOff',
    fitness:
      'TeriyakiProteinPrep TeriyakiSalmonGains PostRunTeriyakiBowl LowSugarTeriyaki TeriyakiChickenMacros SquatTillTeriyakiShines CyclingFuelTeriyaki AfterPracticeTeriyaki',
    funny:
      'TeriyakiSauceSpillFail TeriyakiStickyFingers GlazeOverloadReaction FreeSampleTeriyaki TeriyakiOnEverything ChopstickFumbleTeriyaki WhoAteAllTheTeriyaki DadsSecretTeriyakiRecipe',
    prank:
      'FoodCourtAtHomeTeriyaki SurpriseBentoTeriyaki TeriyakiLunchNote TeriyakiSampleStand TeriyakiOrderUp MomsNightOffTeriyaki DoorbellDinnerTeriyaki SecretSauceLabelTeriyaki',
    educational:
      'WhyTeriyakiShines HowGlazeCaramelizes WhatTeriyakiMeans JapaneseWordsTeriyaki RatioTestTeriyaki HomemadeVsBottledTeriyaki SeattleStyleTeriyaki SaltyOrSweetTeriyaki',
    travel:
      'StreetGrillFoodWalk MallTeriyakiRanking JapaneseGroceryTeriyaki TeriyakiBentoPicnic PlateLunchTeriyaki BestTeriyakiNearMe TrainRideTeriyaki TeriyakiSouvenirSauce',
    fashion:
      'TeriyakiGrillMasterFit TeriyakiApronCheck SesameToneOutfit BentoBagTeriyaki TenuguiHeadbandTeriyaki GlossyLookTeriyaki TeriyakiDateNight WhiteTeeTeriyakiDare',
    wellness:
      'TeriyakiMindfulCook TeriyakiSlowDinner HomeCookedGratitude TeriyakiForOne SundayTeriyakiPrep QuietBentoTeriyaki ScreenFreeTeriyaki TeriyakiWithDad',
    speed:
      'Teriyaki15Minutes OneMinuteTeriyakiSauce BentoPackTeriyaki ChopstickTeriyakiTransfer BeatTheTakeoutTeriyaki TeriyakiLunchRush TeriyakiPlatingBlitz SesameSprinkleTeriyaki',
    music:
      'TeriyakiSizzleBeat ShamisenTeriyakiNight TaikoDrumTeriyaki TeriyakiLofi ChopstickTapTeriyaki GlazeASMRTeriyaki KotoMusicTeriyaki SingTheSauceTeriyaki',
    art: 'SesameSeedArt TeriyakiGlazeCalligraphy BentoCharacterTeriyaki TeriyakiPlatingDesign MangaPanelTeriyaki NoriCutoutTeriyaki DotDrizzleTeriyaki TeriyakiStillLife',
    tech: 'TeriyakiAirFryerTest TeriyakiRiceCookerHack SlowMoGlazeTeriyaki BroilerModeTeriyaki ThermometerCheckTeriyaki OverheadCamTeriyaki TeriyakiMarinadeTimer TeriyakiRecipeAI',
    pet: 'TeriyakiDogStare PlainChickenPupTeriyaki SaltyTeriyakiNotForPets CatNamedTeriyaki TeriyakiNightPuzzleToy KitchenGateTeriyaki TeriyakiCatNapTime BirdWatchingTeriyaki',
    gaming:
      'TeriyakiCookingGame TeriyakiChefSim StirFryScoreRun ChopstickDuelTeriyaki TeriyakiTasteOff MahjongAndTeriyaki KaraokeNightTeriyaki TeriyakiTrivia',
  },
  elote: {
    dance:
      'CornOnTheCobShuffle CumbiaElote EloteCartBellBop StreetCornStomp HuskShakeElote LimeTwistElote ZapateadoElote EsquitesCupWiggle',
    fitness:
      'StreetCornStroll ShuckingRelayElote FutbolAndElote CornMazeElote SquatAndShuckElote HikeThenEsquites EsquitesPostGame BaseballAndStreetCorn',
    funny:
      'EloteFirstBiteFaces CotijaEverywhere CornInMyTeethElote EloteMustache EloteManIsHere AbuelaRatesMyElote NapkinCountElote StreetCornDateFail',
    prank:
      'EloteCartAtHome EloteBellSurprise EsquitesDeliveryDoorbell EloteInTheLunchbox CornHuskNoteElote GooglyEyeStreetCorn SurprisePicnicElote AfterPracticeElote',
    educational:
      'EloteVsEsquites CornKernelCountElote MaizeHistoryElote NahuatlWordsElote CotijaOrFetaElote GrowYourOwnElote WhyLimeOnElote HeirloomColorsElote',
    travel:
      'EloteStreetCartHunt FairgroundStreetCorn MercadoStreetCorn FarmStandElote EloteAtTheBallgame PicnicEsquites SummerFestivalElote TacoTruckElote',
    fashion:
      'EloteStreetStyle LimeGreenYellowLook EloteEarrings HuskBowElote BandanaElote EloteTeeDesign SummerFiestaElote EloteCartApron',
    wellness:
      'EloteSummerGratitude EloteSlowBite MindfulStreetCorn PorchEloteEvening SunsetEsquites FamilyShuckElote EloteMemoryLane QuietParkElote',
    speed:
      'CornHuskingRace EloteAssemblyLine CotijaCrumbleElote EsquitesCupRush PartyPlatterElote SqueezeTheLimeElote StreetCornStackUp OneMinuteEsquites',
    music:
      'EloteCartBellBeat EloteVendorJingle MariachiElote HuskRattleElote GuiroStreetCorn EsquitesSingAlong TrumpetFanfareElote PlazaBandElote',
    art: 'EloteIllustration CornHuskDollElote KernelMosaicElote PapelPicadoElote EloteCartMural CobRollPaintElote LoteriaCardElote ChalkArtStreetCorn',
    tech: 'EloteAirFryerHack CornCobTimeLapse SlowMoCotijaElote MicrowaveHuskElote MacroKernelElote VideoRecipeEsquites CountingAppElote CartFinderElote',
    pet: 'CornCobDangerElote PlushEloteDogToy ParrotGetsPlainElote KibbleBowlEloteNight BunnyNamedElote SummerWalkiesElote KittenVsHuskElote PetPicnicElote',
    gaming:
      'EloteLoteriaNight GuessTheKernelsElote DominoTableElote EloteCartTycoon SoccerVideoGameElote ToppingWheelElote HotPotatoElote EloteSackRace',
  },
  'cotton candy': {
    dance:
      'FairgroundTwirl CottonCandyCloudWalk CandyflossShuffle SugarRushCottonCandy FloatyArmsCottonCandy CarnivalNightCottonCandy PastelDiscoCandyfloss FairyflossTwinkleToes',
    fitness:
      'FluffyCloudYoga CottonCandyStepCount CandyflossArmCircles PastelPilatesCandyfloss FairgroundWalkCottonCandy HulaHoopFairyfloss CottonCandyCooldown SkipRopeCandyfloss',
    funny:
      'CottonCandyVanishes CottonCandyMustache StickyFluffReactions WindyDayCandyfloss CandyflossInTheRain StuckInMyHairCottonCandy DadVsCandyfloss FairyflossFirstTaste',
    prank:
      'FairAtHomeCottonCandy CottonCandyBouquet CottonCandyWigSurprise CandyflossGrapeReveal FairyflossTeaParty LoveNoteCandyfloss PinkEverythingCottonCandy DoorbellGiftCottonCandy',
    educational:
      'WhyCottonCandyMelts SugarSpinningPhysics DentistMadeCandyfloss CandyflossWorldNames MostlyAirCottonCandy CottonCandyHumidityTest CottonCandyHistoryQuiz CottonCandyWeighIn',
    travel:
      'CottonCandyVendorHunt CountyFairFoodWalk BoardwalkCandyfloss ZooDayCottonCandy ThemeParkCottonCandy BaseballGameCottonCandy SeasideCandyflossTrip FestivalFairyfloss',
    fashion:
      'CottonCandyHair PinkAndBlueLook CottonCandyNails TulleSkirtCottonCandy CandyflossSneakers FairyflossTutu FuzzySweaterCottonCandy BowsAndCandyfloss',
    wellness:
      'CottonCandyClouds CottonCandySkyPause PastelSunsetGratitude SweetMemoriesCottonCandy LetItMeltCandyfloss InnerChildCottonCandy SlowSavorFairyfloss SoftBlanketCottonCandy',
    speed:
      'CottonCandyBagTie PaperConeCottonCandy CandyflossSketchSprint CottonCandyTriviaBlitz FairyflossColorMatch TubStackCottonCandy ShapeItFastCottonCandy PuzzleRaceFairyfloss',
    music:
      'FairgroundOrganBeat CalliopeCottonCandy DreamPopCandyfloss CottonCandyLullaby CarnivalWaltzCottonCandy SugarHighCandyfloss CottonCandyMusicBox PastelSynthFairyfloss',
    art: 'CottonCandySkyPainting CottonCandySculpture PastelCloudArt CottonCandyWatercolor ChalkDrawingFairyfloss DreamyCollageCandyfloss FluffTextureCandyfloss PinkPortraitFairyfloss',
    tech: 'StickerPackCottonCandy CottonCandySlowMo TimeLapseMeltCottonCandy CottonCandyColorPicker MacroFibersCandyfloss PinkFilterFairyfloss WeatherAppCandyfloss PhotoEditCottonCandySky',
    pet: 'CottonCandyFluffyPup FluffiestPetContest FairyflossPuppyPortrait SamoyedCloudCandyfloss CottonCandyNamedKitten CottonCandyPlushToy PinkCollarCandyfloss NoSugarForDogsCandyfloss',
    gaming:
      'CottonCandyCarnivalGames CottonCandyPrizeRun FairgroundRingToss CottonCandyClawMachine DuckPondCandyfloss GuessTheFlavorCandyfloss TicketCountCottonCandy CanKnockdownCandyfloss',
  },
  sprinkles: {
    dance:
      'RainbowConfettiGroove ShakeItSprinkles SprinkleRainDance SprinklesShimmy DiscoSprinkles BirthdayBopSprinkles SprinklesCelebrationSpin PartyHatSprinkles',
    fitness:
      'SprinklesRainbowRun ConfettiCardio SprinklesForEveryRep ProteinPancakeSprinkles SprinklesBirthdayMile DonutJogSprinkles DanceWorkoutSprinkles SkippingRopeSprinkles',
    funny:
      'SprinklesEverywhere SprinklesVsJimmiesDebate OverSprinkledReaction StillFindingSprinkles ToddlerWithTheSprinkles ChefFlickSprinkles JustAPinchOfSprinkles KidVsSprinkleJar',
    prank:
      'SprinklesPinataCake FairyBreadSprinkles WakeUpToSprinkles RainbowLunchboxSprinkles SprinkleLetterMessage SprinklesDonutDelivery PancakeStackSprinkles MugTopperSprinkles',
    educational:
      'JimmiesVsNonpareils SprinklesColorBleedTest SprinklesCountMath SprinklesWorldNames RainbowOrderSprinkles NaturalDyeSprinkles SprinklesUnderAMagnifier DissolveRaceSprinkles',
    travel:
      'RainbowDessertCrawl SprinklesDonutShopTour IceCreamParlorSprinkles HagelslagSprinkles BeachConeSprinkles SundaeRoadStopSprinkles CupcakeCafeSprinkles MarketStallSprinkles',
    fashion:
      'SprinklesPrintFit SprinklesNailArt ConfettiEarrings SprinklesHairClips RainbowKnitSprinkles PhoneCaseSprinkles BirthdayOutfitSprinkles PolkaDotSprinkles',
    wellness:
      'SprinklesOfJoy SprinklesGratitudeJar RainbowMoodBoost SprinkleKindnessDay TinyWinsSprinkles CheerUpSprinkles MorningToastSprinkles SlowSundaeSprinkles',
    speed:
      'SprinklesSortingRace FastestDonutDecor TweezerSprinklesPick SpellItInSprinkles OneColorSprinklesHunt ChopstickSprinkles SprinklesBlitzCookies TenSecondSprinkleShake',
    music:
      'SprinklesShakerBeat SprinklesRainSound DancingSprinklesSpeaker SprinklesASMR BirthdaySongSprinkles GlockenspielSprinkles BubblegumPopSprinkles ChimeJarSprinkles',
    art: 'SprinklesMosaic SprinklesPortrait ConfettiPictureArt PixelArtSprinkles SprinklesSandJar GalaxyCookieSprinkles HandLetteredSprinkles OmbreSprinkles',
    tech: 'SprinklesMacroShot SprinklesSlowMoFall ColorPickerSprinkles AICountsSprinkles SprinklesStopMotion PhoneMicroscopeSprinkles VideoLoopSprinkles GreenScreenSprinkles',
    pet: 'GotchaDayCardSprinkles SprinklesKittenNameTag SprinkleArtOfMyDog NoSprinklesForPups RainbowCollarSprinkles SprinklesPrintCatBed FestiveWalkiesSprinkles SprinklesDotPlacemat',
    gaming:
      'SprinklesJarGuess SprinklesSortingGame SprinklesBingo TicTacToeSprinkles FlickTheSprinkles ConnectDotsSprinkles SprinkleTrailTreasure RainbowRelaySprinkles',
  },
};
