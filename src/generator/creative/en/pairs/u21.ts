import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'music box': {
    dance:
      'MusicBoxBallerina MusicBoxWindDown MusicBoxLidPopUp MusicBoxMirrorDuet SpinLikeAMusicBox CrankTheMusicBox FreezeWhenMusicBoxEnds TiptoeToTheMusicBox',
    fitness:
      'MusicBoxBalanceHold MusicBoxTiptoeRaises MusicBoxJumpingJacks PlankTillMusicBoxStops TheMusicBoxArabesque CoolDownToMusicBox SlowMoMusicBoxSquats PushUpsPerMusicBoxSong',
    funny:
      'MusicBoxSlowingDown MusicBoxHumanBallerina MusicBoxKaraokeFail MusicBoxPlotTwist DadIsTheMusicBox HorrorMovieMusicBox DramaticMusicBoxMoment BabyVsMusicBox',
    prank:
      'MusicBoxHiddenNote MusicBoxAlarmSwap MusicBoxMiniMe DinoInTheMusicBox NeverEndingMusicBox GooglyEyeMusicBox WhereIsThatMusicBox DadJokeMusicBox',
    educational:
      'MusicBoxPitchTest MusicBoxTeardown MusicBoxFactOrFake ExplainAMusicBoxIn30 NameTheMusicBoxComposer MakeYourMusicBoxLouder PaperStripMusicBox LearnPianoByMusicBox',
    cooking:
      'MusicBoxCake MusicBoxCupcakeTopper MusicBoxTeaParty GingerbreadMusicBox WhiskTillMusicBoxStops ChocolateMusicBox FrostAMusicBoxCookie MusicBoxTreatStash',
    travel:
      'MusicBoxMuseum MusicBoxShopHunt AntiqueMarketMusicBox SouvenirMusicBoxHaul PackAMusicBoxSafely WindowSeatMusicBox HometownTuneMusicBox EveryStopMusicBox',
    fashion:
      'MusicBoxBallerinaFit MusicBoxMirrorSelfie MusicBoxTutuGlowUp WhatsInMyMusicBox TwirlySkirtMusicBox BalletBunMusicBox DressLikeAMusicBox PearlsAndLaceMusicBox',
    wellness:
      'MusicBoxBedtimeWindDown MusicBoxMemoryJournal MusicBoxGratitude BreatheWithTheMusicBox GrandmasMusicBoxStory PhonesAwayMusicBox EyesClosedMusicBox SlowStretchMusicBox',
    speed:
      'MusicBoxWindUpRace MusicBoxNameThatTune MusicBoxPuzzleSprint TidyBeforeMusicBoxEnds BeatTheMusicBox FoldLaundryMusicBox BlockTowerMusicBox DishesDoneMusicBox',
    art: 'MusicBoxMakeover MusicBoxStillLife MusicBoxLidMural ShoeboxMusicBox ClayDancerMusicBox DoodleToTheMusicBox TinyWorldMusicBox WatercolorMusicBox',
    tech: 'MusicBoxSlowMo MusicBoxToRingtone MusicBoxTunerTest CodeAMusicBoxTune PianoAppMusicBox PhoneCamInMusicBox MacroShotMusicBox SoundWaveMusicBox',
    pet: 'MusicBoxPetReaction MusicBoxNapTest MusicBoxCalmsThePup CatVsMusicBoxDancer HowlAlongMusicBox ParrotLearnsMusicBox HeadTiltMusicBox SleepyBunnyMusicBox',
    gaming:
      'MusicBoxStatues MusicBoxHideAndSeek MusicBoxCharades MusicBoxBingo HotPotatoMusicBox GuessTheMusicBoxTune EscapeRoomMusicBox SimonSaysMusicBox',
  },
  'pipe cleaner': {
    dance:
      'PipeCleanerPuppetDance PipeCleanerAntennaBop FuzzyStickPompoms BendLikeAPipeCleaner CopyMyPipeCleaner WigglyPipeCleanerArms TwirlingPipeCleanerWand SpiralPipeCleanerSpin',
    fitness:
      'PipeCleanerYogaPoses PipeCleanerPlankCraft FuzzyStickAgilityLadder PipeCleanerSweatband BendyAsAPipeCleaner HopscotchPipeCleaner ToePickupPipeCleaner BeadPerRepPipeCleaner',
    funny:
      'PipeCleanerMiniMe FuzzyStickDisguise PipeCleanerUnibrow AlienAntennaPipeCleaner WhiskersFromPipeCleaners WhatIsThisPipeCleaner MustacheOfPipeCleaners NewsAnchorPipeCleaner',
    prank:
      'PipeCleanerHiddenCritters PipeCleanerFruitFaces FuzzyStickRemoteWrap MustachesByPipeCleaner TinyPipeCleanerInvasion DeskBouquetPipeCleaner SecretPipeCleanerTwin FridgeFriendsPipeCleaner',
    educational:
      'PipeCleanerMolecules PipeCleanerDNAModel PipeCleanerNeuron PipeCleanerConstellations BubbleWandPipeCleaner SpellItInPipeCleaner CountingBeadsPipeCleaner 3DShapesPipeCleaner',
    cooking:
      'PipeCleanerCakeTopper RecipeBookmarkPipeCleaner FuzzyStickPlaceCards PretzelTwistPipeCleaner LollipopFlowerPipeCleaner CurlyStrawPipeCleaner MugCharmPipeCleaner TinyChefPipeCleaner',
    travel:
      'PipeCleanerRoadTripCraft PipeCleanerLandmarks TinyTouristPipeCleaner BagTagPipeCleaner MapMyRoutePipeCleaner PlaneRidePipeCleaner PostcardPipeCleaner FuzzyStickFlags',
    fashion:
      'PipeCleanerCrown PipeCleanerBracelet FuzzyStickGlasses PipeCleanerRunway BowTieFromPipeCleaner RainbowPipeCleanerRings HeatlessCurlsPipeCleaner HoopEarringPipeCleaner',
    wellness:
      'PipeCleanerFidgetTwist PipeCleanerWorryDoll PipeCleanerKindnessFlower GratitudeBeadsPipeCleaner StarBreathingPipeCleaner AffirmationPipeCleaner PhoneDownPipeCleaner BedtimeBuddyPipeCleaner',
    speed:
      'PipeCleanerSpeedSculpt FuzzyStickAnimalRace PipeCleanerChainDash CopyThisPipeCleaner AToZPipeCleaner BeadingPipeCleanerRush TenSpiralsPipeCleaner LeftHandPipeCleaner',
    music:
      'FuzzyStickConductor PipeCleanerBellShaker PipeCleanerMicDrop PipeCleanerChoir TinyGuitarPipeCleaner StaffNotesPipeCleaner WindChimePipeCleaner DrumstickPomsPipeCleaner',
    tech: 'PipeCleanerStopMotion PipeCleanerPhoneStand PipeCleanerTimelapse CableTidyPipeCleaner EmojiPipeCleaner AIGuessesPipeCleaner KeyboardCrumbsPipeCleaner WebcamCoverPipeCleaner',
    pet: 'PipeCleanerPetPortrait PipeCleanerDogBreeds PipeCleanerFamilyPhoto CatWhiskersPipeCleaner GoldfishPipeCleanerTwin NameSignPipeCleaner TortoiseModelPipeCleaner HamsterPipeCleanerDouble',
    gaming:
      'PipeCleanerChessSet PipeCleanerPictionary PipeCleanerTicTacToe FuzzyStickMagnetFish RingTossPipeCleaner PixelHeroPipeCleaner MiniGolfPipeCleaner HangmanPipeCleaner',
  },
  'metal detector': {
    dance:
      'MetalDetectorBeepDance MetalDetectorSweepStep TreasureFoundDance MetalDetectingMoonwalk MetalDetectorConga RobotMetalDetector SpinWithMetalDetector ShimmyMetalDetector',
    fitness:
      'MetalDetectorStepCount MetalDetectorSquatDig MetalDetectingHike MetalDetectorBootCamp ArmDayMetalDetector BeachMileMetalDetector PushUpsMetalDetecting UphillMetalDetecting',
    funny:
      'MetalDetectorBottleCaps TreasureOrTrashRating MetalDetectorNarrator DadBeepsMetalDetector OverhypedMetalDetector CouchSearchMetalDetector PullTabAgainMetalDetector LostEarringMetalDetector',
    prank:
      'MetalDetectorFakeTreasure MetalDetectorFoilTrail SiblingScanMetalDetector PocketSpoonMetalDetector HomeAirportMetalDetector PirateMapMetalDetector ChocCoinsMetalDetector LuckyPennyMetalDetector',
    educational:
      'MetalDetectorCoinDating MetalDetectingLawQuiz MetalDetectorSignalTones DepthTestMetalDetector MagnetOrMetalDetector WhatBeepsMetalDetector GuessTheFindMetalDetector FillTheHoleMetalDetecting',
    cooking:
      'MetalDetectorTrailMix MetalDetectorLunchbox MetalDetectorFlaskSoup DirtCakeMetalDetector MapCookiesMetalDetector BrownieChestMetalDetector BeachSnacksMetalDetector NuggetFindMetalDetector',
    travel:
      'MetalDetectorBeachTrip MetalDetectorParkHunt MetalDetectorMapPins PackTheMetalDetector CampsiteMetalDetector AirportVsMetalDetector ClubDigDayMetalDetector FairgroundMetalDetector',
    fashion:
      'MetalDetectorBeachFit MetalDetectorJewelryScan MetalDetectorGlowUp ZeroBeepMetalDetectorLook CamoOrNeonMetalDetector KneePadsMetalDetector UtilityVestMetalDetector SunHatMetalDetecting',
    wellness:
      'MetalDetectorSunriseWalk MetalDetectorLitterPick MetalDetectingWithGrandpa SlowSweepMetalDetector ReunitedMetalDetector QuietParkMetalDetector FreshAirMetalDetector NatureSoundsMetalDetector',
    speed:
      'MetalDetectorFindRace CoinHuntCountdown MetalDetectorDigDash MetalDetectorRelay FirstBeepMetalDetector PinpointMetalDetector AssembleTheMetalDetector SandboxMetalDetector',
    music:
      'MetalDetectorBeepBeat MetalDetectorSeaShanty MetalDetectorDuet MetalDetectingPlaylist HeavyMetalDetector PlayATuneMetalDetector CoinShakerMetalDetector HumAlongMetalDetector',
    art: 'MetalDetectorShadowBox MetalDetectorFindsFlatLay MetalDetectorTreasureMap CapMosaicMetalDetector CoinRubbingMetalDetector ComicStripMetalDetector PullTabArtMetalDetector HaulCollageMetalDetector',
    pet: 'MetalDetectorDogHelper MetalDetectorPetReaction MetalDetectorLostTag NoseVsMetalDetector CatInspectsMetalDetector BeachWalkiesMetalDetector ParrotCopiesMetalDetector HeadTiltMetalDetector',
    gaming:
      'MetalDetectorBingo MetalDetectingSimGame MetalDetectorTeamHunt HotAndColdMetalDetector BattleshipMetalDetector MysteryDigMetalDetector TreasureQuizMetalDetector HideTheKeysMetalDetector',
  },
  cockatiel: {
    dance:
      'CockatielHeadBob CockatielDanceOff TielShoulderSway CopyMyCockatiel HeartWingsCockatiel StrutLikeACockatiel MoonwalkForMyTiel FlapAlongCockatiel',
    fitness:
      'CockatielWingStretch CockatielPerchBalance TielShoulderWalk FlyToMeCockatiel SquatWithMyTiel ArmFlapsCockatiel PlankWhileTielWhistles TreePoseCockatiel',
    funny:
      'CockatielWhistleBattle CrestMoodRating CockatielRatesMyOutfit CockatielVsMirror SideEyeFromMyTiel TranslateMyCockatiel KeyboardWalkCockatiel DramaQueenCockatiel',
    prank:
      'CockatielRingtoneMimic CockatielLaughTrack CockatielPhotobomb TielSaysDadsName DoorbellWhistleCockatiel WhoWhistledCockatiel VideoCallCockatielCameo MomOrCockatiel',
    educational:
      'CockatielOrParakeet TielMutationQuiz CockatielLifespanGuess ReadTheCockatielCrest BoyOrGirlCockatiel DecodeMyTiel TeachMyTielAWord WildVsPetCockatiel',
    cooking:
      'CheekPatchMacarons BirdBreadForMyTiel CockatielPancakeArt CockatielVeggieChop TielSafeSnackBoard SproutsForMyCockatiel ForagingBoxCockatiel CockatielIcedCookies',
    travel:
      'CockatielRoadTrip AviaryVisit CockatielCarrierTour CockatielPetSitterNotes PackForMyTiel BirdCafeCockatiel WildCockatielSpotting GrandmasHouseCockatiel',
    fashion:
      'CockatielColorFit MatchYourCockatiel CockatielCrestUpdo CockatielNailArt TielApprovedSweater CheekBlushCockatiel ShoulderScarfForTiel YellowAndGreyTiel',
    wellness:
      'CockatielMorningSong CockatielCuddleTime ReadToMyCockatiel MistBathCockatiel GoodnightCockatiel WhistleWithTiel SunnyWindowTiel GratefulForMyCockatiel',
    speed:
      'CockatielTrickBlitz TielRecallRace FastestStepUp CockatielTargetTouch CockatielPuzzleToy CageCleanCockatiel WhistleBackCockatiel NameThatTielTune',
    music:
      'CockatielWhistleCover DuetWithMyCockatiel TielTuneRemix CockatielChoir TielVotesOnSongs PianoForMyCockatiel GuitarSerenadeTiel BeatboxForCockatiel',
    art: 'CockatielFeatherSketch CheekPatchPainting PaintYourCockatiel CockatielOrigami CockatielClayTwin BlindDrawMyTiel TielCartoonMe PerchBuildCockatiel',
    tech: 'SlowMoCockatielFlight CockatielVoiceMemo CockatielVsSmartSpeaker CockatielVideoCall PetCamCockatiel AlarmToneCockatiel BirdIDAppCockatiel FaceFilterTiel',
    gaming:
      'CockatielGameSounds BeatTheCockatielPuzzle CockatielCupShuffle CockatielBasketball CockatielPicksMyMove RingTossWithTiel CardTrickCockatiel DiceRollCockatiel',
  },
  'dog bed': {
    dance:
      'DogBedCircleDance DogBedDigStep TheDogBedFlop FreezeOnTheDogBed SlowDanceByTheDogBed ZoomiesAroundDogBed MoonwalkToTheDogBed TwirlIntoTheCatBed',
    fitness:
      'DogBedHurdles DogBedSitUps DogBedPlankWatch PetBedLunges YogaOnTheDogBed FetchThenDogBed WakeUpStretchCatBed SquatsBesideDogBed',
    funny:
      'DogBedTooSmall DogBedCatTakeover HumanSizeDogBed IgnoresTheNewDogBed DogBedVsCardboardBox DadInTheDogBed DogBedCourtroom SnoringFromTheDogBed',
    prank:
      'WhoSleptInMyDogBed DogBedNameTagForDad StuffedToyInPetBed DogBedSnoreSpeaker CatBedOnTheKeyboard TinyPetBedForMom DogBedInTheirRoom TurndownServiceDogBed',
    educational:
      'CountTheCirclesDogBed DogBedFoamVsFluff DreamTwitchDogBed SewADogBed CatBedWarmSpotTest GuessNapHoursDogBed WashDayPetBed SleepPoseMeaningDogBed',
    cooking:
      'DogBedPuppyCupcakes PigsInABlanketDogBed DogBedBiscuitBake BreakfastInDogBed PupsicleDogBed SleepyCatBedCookies CinnamonRollDogBed DonutCakePetBed',
    travel:
      'DogBedCampingTest HotelPetBedTour BackseatDogBed PackTheDogBed DogBedAtGrandmas CabinTripDogBed BeachDayDogBed PetBedRollUpHike',
    fashion:
      'PajamaTwinning MatchMyOutfitToDogBed TeddyCoatOrDogBed DogBedRunway FurFreeFitDogBed DogBedPlaidSet SlippersLikeCatBed DogBedLoungeLook',
    wellness:
      'DogBedNapTogether DogBedCozyCorner ReadBesideTheDogBed MeditateByThePetBed CleanSheetsDogBed SlowBreathsByDogBed EveningWalkThenDogBed CatBedSunbeam',
    speed:
      'DogBedBuildTimer FirstToTheDogBed DogBedCoverChange GoToYourDogBed ToysBackInDogBed DogBedFurRemoval TShirtCatBedSprint PetBedRelay',
    music:
      'DogBedLullaby DogBedSnoreRemix LoFiBeatsDogBed GuitarByTheDogBed CatBedPurrBeat SongAboutTheDogBed DogBedKaraoke JingleForTheDogBed',
    art: 'DogBedPortrait TieDyeDogBed SweaterCatBed DrawerDogBed EmbroiderThePetBed TinyClayDogBed DogBedMuralCorner PetBedStencil',
    tech: 'DogBedSleepTracker DogBedPetCam DogBedInAR DogBedStopMotion TimelapseTheDogBed SnoreDecibelsDogBed VoiceCommandDogBed MemeMyDogBed',
    gaming:
      'MusicalDogBeds HideAndSeekDogBed BeanbagTargetPetBed DogBedTreasureHunt RedLightDogBed GamerNestDogBed SimonSaysDogBed DogBedFortBattle',
  },
  lamb: {
    dance:
      'LambHopDance SpringLikeALamb LambTailWiggle LittleLambLineDance LambLeadsTheConga HoedownWithLambs BabySheepShuffle TwirlForTheLambs',
    fitness:
      'LambJumpSquats LambChoreCircuit LambBarnSweepWorkout BabySheepStretch FeedBucketLambCarry FourLegLambCrawl KeepUpWithLambs HayBaleLambStepUps',
    funny:
      'LambZoomies LambBaaConversation LambFollowsMeEverywhere LambSubtitles MyLambThinksImMom PhotoshootOuttakesLamb JudgedByALamb SneakyLambEscape',
    prank:
      'LambSurpriseVisit LambBaaRingtone LambOnTheVideoCall LambPhotobombsDad CottonBallLambTrail TextFromTheLamb PlushLambInTheirBed WhoLetTheLambsIn',
    educational:
      'FleeceToYarn LambOrKidQuiz LambFindsMomByVoice LambWoolMicroscope BabySheepVocabulary GuessTheLambsWeight BottleFeedALamb NameThatLambBreed',
    cooking:
      'LambCupcakes FleeceMarshmallowCake LambBottlePrep LambFacePancakes EasterLambBread MeringueLambs LunchboxLambSandwich CottonCandyLamb',
    travel:
      'LambFarmStay LambingSeasonVisit BabySheepSelfie PettingZooLambs CountrysideLambWalk CountTheLambsRoadTrip SpringLambSafari FarmersMarketLambs',
    fashion:
      'LambFleeceFit LambEarHeadband LambPrintPajamas LambAndMeTwinning FluffyLambCoat CloudWhiteLambLook KnitLambBeanie WellyBootsLamb',
    wellness:
      'LambCuddleTherapy LambYoga LambSpringPicnic MeadowSitWithLambs ReadToTheLambs SunriseLambFeeding UnplugWithLambs GentleBrushLamb',
    speed:
      'LambRecallRace LambBottleTimer LambHurdleHop BabySheepSpeedDraw StrawBedLambDash FeedAllTheLambs CottonBallLambBuild FillTheHayNetLambs',
    music:
      'LambBaaRemix LambLullaby LittleLambSingAlong UkuleleSerenadeLamb MaryHadALambPiano GuitarForTheLambs KazooLambCall FarmJamWithLambs',
    art: 'LambNeedleFelt FleeceCollage LambClayFigure HandprintLambs PaperPlateLamb SketchTheSleepingLamb ForkPaintedLamb ChalkLambMural',
    tech: 'LambBarnTimelapse LambCamLivestream LambGrowthChart LambVideoDiary SlowMoLambJump VoiceNoteToLamb NameTheLambPoll PanoramaLambGlitch',
    gaming:
      'LambFarmSimGame LambMemoryMatch LambHopscotch PinTheTailOnALamb HideTheLambPlushie SpotTheLambPuzzle WolfAndLambTag LambTriviaNight',
  },
  'gaming chair': {
    dance:
      'GamingChairSpinDance GamingChairHandJive GamingChairWave VictoryWiggleGamingChair EmoteInMyGamingChair ShoulderBopGamingChair HeadbangInGamingChair MoonwalkToGamingChair',
    fitness:
      'GamingChairLegLifts GamingChairPlankBreak GamingChairCalfRaises RespawnSquatsGamingChair WristStretchGamingChair NeckRollsGamingChair GetUpFromGamingChair StepCountVsGamingChair',
    funny:
      'GamingChairSpinOut GamingChairUnboxingChaos GamingChairSinking ExtraScrewGamingChair MomTriesGamingChair PitStopGamingChair DinnerCallGamingChair CatStoleMyGamingChair',
    prank:
      'GamingChairSwap GamingChairLowered GamingChairWrapped StickyNoteGamingChair BackwardsGamingChair PlushieInGamingChair SqueakyToyGamingChair DadInMyGamingChair',
    educational:
      'GamingChairPostureQuiz SetUpYourGamingChair ElbowAngleGamingChair OfficeOrGamingChair SittingHoursGamingChair NameThePartsGamingChair LumbarCurveGamingChair GasLiftDemoGamingChair',
    cooking:
      'GamingChairCake GamingChairSmoothie GamingChairBentoBox NoCrumbsGamingChair OneHandSnackGamingChair ArmrestTrayGamingChair RamenBreakGamingChair PizzaNightGamingChair',
    travel:
      'GamingCafeTour GamingChairExpoTrip GamingChairShowroomVisit TestEveryGamingChair PackTheGamingChair ArcadeDayGamingChair DormMoveGamingChair EsportsArenaGamingChair',
    fashion:
      'GamingChairColorMatch GamingChairFitCheck GamingChairGlowUp RacingStripeGamingChair TeamJerseyGamingChair RGBNailsGamingChair StreamReadyGamingChair HoodieSeasonGamingChair',
    wellness:
      'GamingChairPostureReset GamingChairBreathing EyeBreakGamingChair LogOffGamingChair TouchGrassGamingChair HydrationGamingChair WristCareGamingChair NeckStretchGamingChair',
    speed:
      'GamingChairAssemblyRace GamingChairBootUpDash GamingChairTypingTest LoadingScreenGamingChair ReflexCheckGamingChair TidyDeskGamingChair SpeedrunGamingChair CupStackGamingChair',
    music:
      'GamingChairArmrestBeat GamingChairSqueakSong GamingChairPlaylist VictoryThemeGamingChair LobbyMusicGamingChair ChiptuneGamingChair AirGuitarGamingChair BossFightHumGamingChair',
    art: 'GamingChairCustomPaint GamingChairPixelArt GamingChairStickers DrawYourDreamGamingChair CardboardGamingChair ClayMiniGamingChair LightPaintGamingChair FanArtGamingChair',
    tech: 'GamingChairRGBUpgrade GamingChairWebcamAngle GamingChairTimelapse CableTidyGamingChair PostureAppGamingChair RateMySetupGamingChair PhoneMountGamingChair MicCheckGamingChair',
    pet: 'GamingChairCatTakeover WhoGetsTheGamingChair PetCameoGamingChair PuppyLapGamingChair KittenBedGamingChair FetchBreakGamingChair DogGuardsGamingChair ParrotOnGamingChair',
  },
  lettuce: {
    dance:
      'LettuceDance LettuceDoTheTwist LettuceLeafFan LettuceWaltz HeadOfLettuceBalance SaladSpinnerLettuce FreezeLikeIcebergLettuce CrunchOnBeatLettuce',
    fitness:
      'LettuceHeadBalance LettuceWorkOut LettuceRelayToss IcebergLettuceStepUps FarmersCarryLettuce GardenSquatsLettuce SpinnerPumpLettuce HopOverTheLettuce',
    funny:
      'LettuceBeHonest LettucePunOff RomaineCalmSkit LettuceInMyTeeth LettuceNotArgue WiltedLettuceMood IcebergAheadLettuce TacoNightLettuceMess',
    prank:
      'LettuceBunSwitcheroo LettuceBouquetSurprise LettuceBeRightBack CookieJarLettuce PhoneCaseOfLettuce LunchNoteLettuceLeaf FridgeFaceLettuce TrophyLettuceAward',
    educational:
      'LettuceOsmosisTest RomaineVsIceberg LettuceIsADaisy LettuceWaterPercent RegrowLettuceFromStump NameThatLettuce SpinnerPhysicsLettuce LettuceInAncientEgypt',
    travel:
      'LettuceFarmTour LocalLettuceHunt LettuceGoOnAHike LettuceWrapRoadTrip RooftopLettuceGarden VerticalLettuceTowers MarketStallLettuce CoolerBagLettuce',
    fashion:
      'LettuceHemFitCheck LettuceTrimDIY LettuceCrochetTop LettuceLeafEarrings HeadToToeLettuce DressedLikeALettuce GardenPartyLettuce SneakersInLettuceGreen',
    wellness:
      'WindowsillLettuceGarden MindfulLettuceCrunch LettuceBreathe LettuceWaterForSleep LettuceSlowDown LettuceGrowJournal HandsInSoilLettuce ShareYourLettuce',
    speed:
      'LettuceWrapSpeedRoll LettuceSaladIn60 LettucePlantingRace LettuceBeQuick PeelEveryLettuceLeaf BurgerBuildLettuce SpinDryLettuceDash CoreSmashLettuce',
    music:
      'LettuceCrunchBeat LettuceLeafASMR SaladSpinnerDrumSolo LettuceTurnipTheBeat LettuceRockAndRoll PassTheLettuceMic RapAboutLettuce IcebergLettuceLullaby',
    art: 'LettuceStampRoses LettuceFaceCollage LettuceStillLife PaintWithLettuceLeaves SketchTheLettuceVeins TinyLettuceMiniatures BlindDrawLettuce PaperLettuceFlowers',
    tech: 'LettuceGrowthTimelapse LettuceHarvestLog LettuceMacroMode JarHydroponicLettuce AIRecipeFromLettuce SlowMoLettuceSpin ColorPickerLettuce LettuceSoundWave',
    pet: 'BunnyLettuceCrunch TortoiseLettuceLunch DogTriesLettuce GuineaPigsHearLettuce LettuceTreatHunt LettuceLeafPuzzleFeeder HamsterLettuceNibble SafeLettuceForPets',
    gaming:
      'SaladShopTycoon LettuceHotPotato LettuceOrNotQuiz LettucePlayAGame SlugsVsLettuce BurgerStackLettuce LettuceFarmSpeedrun GuessWhoCrunchedLettuce',
  },
  cabbage: {
    dance:
      'CabbagePatchDance CabbagePolka CabbageRollSpin RedCabbageRumba EveryLeafAMoveCabbage SauerkrautCabbageStomp PassTheCabbageFreeze KpopKimchiCabbage',
    fitness:
      'CabbageFarmerCarry CabbageGobletSquat CabbagePassRelay RussianTwistCabbage OverheadCabbagePress KrautPoundingCabbage WheelbarrowCabbageRun SlowLungeWithCabbage',
    funny:
      'CabbageMerchantSkit CabbageCrownCoronation CabbageRollFail CabbageNewsReport MyPetCabbage TooMuchCabbageSoup DadJokeCabbage HeadOfCabbageImpression',
    prank:
      'CabbageCakeFakeOut CabbageInTheBackpack CabbageOnTheCouch CabbageRoommate PillowcaseCabbage MysteryDeliveryCabbage SneakyCabbageSelfies TheCabbageFollowsYou',
    educational:
      'RedCabbagePHTest CabbageFamilyTree CabbageCrossSection CabbageSavedSailors FermentCabbageInAJar GuessTheGiantCabbage SproutsAreMiniCabbages CabbageInFiveLanguages',
    travel:
      'GiantCabbageFairVisit KimchiMarketTour CabbageFarmStandFinds CabbageRollsAbroad CabbageDishEveryCity OrnamentalCabbageGardens PhotoWalkCabbagePatch CabbageTrainPicnic',
    fashion:
      'CabbageRosePrintLook LayerLikeACabbage CabbageLeafFascinator CabbageKnitSweater PurpleCabbageOmbre CabbageFarmhandOveralls VintageCabbageApron PaintedCabbageTote',
    wellness:
      'MindfulCabbageShred CabbagePatchGardenHour KimchiMakingRitual CabbageSoupSunday GrandmasCabbageRolls RegrowCabbageScraps CabbageForANeighbor QuietCabbageHarvest',
    speed:
      'CabbageLeafPeelOff CabbageRollWrapRace CabbageBagDash KrautJarPackCabbage StackFiveCabbages PlantCabbageSeedlings SaltedCabbageSqueeze WeedTheCabbageRow',
    music:
      'CabbageCrunchBeat CabbagePatchRemix CabbageSeedShaker CabbageBeatboxBattle BongosOnACabbage SerenadeMyCabbage FiddleForTheCabbage PlantingSongCabbage',
    art: 'RedCabbageInkPainting CabbageLeafPrints CabbageStillLife CabbageTieDye ClayCabbageBowl VeggiePortraitCabbage PaperMacheCabbage ZentangleCabbageLayers',
    tech: 'CabbageMacroShot CabbageGrowthTimelapse CabbageWhiteButterflyID CabbageStopMotion PHAppRedCabbage 3DScanCabbage ARMeasureGiantCabbage FermentLogCabbage',
    pet: 'PetMeetsGiantCabbage BunnyInTheCabbagePatch CabbageTetherballHens DogGuardsTheCabbages CallingMyCatCabbage GoatVsCabbage ParrotShredsCabbage PuppyHearsCabbageCrunch',
    gaming:
      'CabbageCartDefense KimchiShopTycoon CabbageTriviaLayers CabbageCharades CabbageTowerStack PassTheCabbageParcel TwentyQuestionsCabbage BingoNightCabbage',
  },
  cauliflower: {
    dance:
      'CauliPowerMoves CauliVsBroccoliDanceOff CauliflowerCloudWalk CauliflowerCharleston HolyCauliShuffle SpiralSpinCauliflower FreezeLikeACauliflower PurpleCauliflowerPop',
    fitness:
      'CauliPowerCircuit CauliflowerBalanceWalk CauliflowerPushUpTaps BrainGainsCauliflower SquatSnapCauliflower LungeWithCauliflower HighKneesCauliflower OverheadCauliHold',
    funny:
      'CauliflowerIdentityCrisis BrainOrCauliflower CauliflowerPizzaBetrayal CauliflowerWigPortrait TinyForestCauliflower FoodCriticCauliSteak ToddlerVsCauliflower WeatherReportCauli',
    prank:
      'CauliflowerCakeFakeOut CauliflowerBrainJar CauliflowerSheepFlock ValentinesCauliflower PillowMintCauliflower TalkingCauliflowerSpeaker CerealBoxCauliflower FridgeFullOfCauli',
    educational:
      'CauliflowerFractals FloretsAreFlowers CauliflowerVitaminGuess CauliflowerColorsQuiz TieTheLeavesCauliflower RomanescoIsCauliflower WordOriginCauliflower MicroscopeCauliflower',
    travel:
      'PurpleCauliflowerHunt CauliflowerFarmVisit RomanescoMarketFind CauliflowerStreetFood CauliCurryCrawl SunriseCauliflowerFields CauliflowerMenuQuest SouvenirCauliSeeds',
    fashion:
      'CauliflowerPrintTee FloretFlowerCrown CauliflowerUpdo CauliflowerBucketHat BobbleKnitCauliflower CloudWhiteCauliflower FractalScarfCauli PurpleTonesCauliflower',
    wellness:
      'CozyCauliflowerSoup CauliflowerCarePackage CauliPowerWalk CauliSeedlingJournal SlowRoastCauliSunday CookCauliWithMom SunnyLunchCauliflower RainbowCauliPlate',
    speed:
      'FloretPullSprint CauliflowerLeafStrip CauliflowerSortByColor CauliTowerBuild WingBreadingCauli BeatTheOvenCauli GroceryGrabCauli NameFiveCauliDishes',
    music:
      'CauliPowerAnthem FloretDrumLoop HolyCauliChoir CauliflowerLoveSong CauliflowerJingle FractalBeatsCauli OvenSizzleCauliASMR BroccoliCauliDuet',
    art: 'CauliflowerStampArt FractalFloretSketch CauliflowerTreeDiorama CauliflowerPopArt CauliflowerPuffPaint ClayCauliSculpture CharcoalCauliStudy SheepFromCauliflower',
    tech: 'CauliflowerMacroShot CauliflowerFractalCode AirFryerFloretTest CauliflowerWallpaper SlowMoCauliSplit NutritionAppCauli VoiceTimerCauliRoast Turntable360Cauli',
    pet: 'CauliflowerVsTennisBall CauliflowerSizedPuppy CauliflowerFieldWalkies PupsFirstCauliflower CatSniffsCauliflower SteamedCauliTreat BunnyNibblesCauli HensPeckCauliflower',
    gaming:
      'CauliflowerBossBattle CauliPowerUp CauliflowerCookingSim CauliTriviaShowdown BroccoliVsCauliTeams HideTheCauliflower FractalMazeCauli RollForCauliflower',
  },
  celery: {
    dance:
      'CeleryStalkStrut CelerySnapOnBeat CeleryBatonTwirl CelerySwordDance DipAndSwayCelery MarchingAntsCelery CrunchAndPopCelery StatueWithACelery',
    fitness:
      'CeleryStickBalance CelerySquatSnap AntsOnALogCrawl CeleryBatonRelay HurdleTheCelery PostRunCeleryJuice PlankPassCelery OverheadCeleryReach',
    funny:
      'LoudestCeleryCrunch CeleryStringStruggle CeleryMicInterview CeleryJuiceFirstSip CeleryIsMostlyWater NobodyAteTheCelery SilentLibraryCelery ChopsticksOfCelery',
    prank:
      'CandyOrCeleryBox CeleryStickPens CeleryRemoteSwap CeleryInTheFlowerVase EveryPocketHasCelery CeleryCountdownCalendar SecretAdmirerCelery WalkieTalkieCelery',
    educational:
      'CeleryColorExperiment CeleryBaseRegrow CeleryCalorieMyth CeleryRootOrStalk SplitStemCelery BagTheCeleryLeaves BrineBathCeleryBend ZoomOnCeleryStrings',
    travel:
      'CeleryFarmVisit CeleryJuiceBarCrawl CeleryTravelMascot RoadTripCelerySnacks SummitCeleryCrunch MarketHaulCelery PicnicInTheParkCelery BeachDayCelery',
    fashion:
      'CeleryJuiceAesthetic CeleryGreenNails CeleryStripeShirt CeleryLeafBrooch RibbedLikeCelery ThriftCeleryCardigan CreamAndCeleryOutfit EyeshadowInCelery',
    wellness:
      'CeleryJuiceMorning MindfulCeleryCrunch HydrateWithCelery CelerySoupWhenSick SundayCeleryPrep CeleryInsteadOfChips WindowsillCeleryRegrow SlowSnackCelery',
    speed:
      'CeleryStickStackRace AntsOnALogRelay CeleryStringPull CeleryPlatterBuild CelerySnapCount FillTheCeleryBoats SortCeleryByLength HummusDipCeleryDash',
    music:
      'CelerySnapPercussion CeleryFoleySounds CeleryConductorBaton CeleryLoopPedal StringQuartetCelery KaraokeWithCeleryMic VegetableOrchestraCelery SadViolinCelery',
    art: 'CeleryStampRoses RainbowCeleryDye CeleryBoatsFleet CeleryPaintbrush CeleryShadowPuppets InkSketchCelery FeltCeleryPlushie WatercolorCeleryStalk',
    tech: 'CeleryDyeTimelapse CeleryCrunchDecibels CeleryFoleyRecording CeleryGreenScreen SlowMoCelerySnap MacroLensCeleryStrings RegrowTrackerCelery StylusTestCelery',
    pet: 'CelerySnapReaction CeleryTrainingTreat DogWaitsForCelery RabbitCeleryLeaves TortoiseCeleryChomp PuppyCeleryFirstBite ParrotPeelsCelery GuineaPigCeleryMunch',
    gaming:
      'CelerySwordDuel CeleryTicTacToe CeleryOrRhubarbQuiz PickUpCelerySticks QuietGameCelery SpoonsWithCelery MemoryTrayCelery HideTheCeleryStalk',
  },
  eggplant: {
    dance:
      'AubergineSirtaki AubergineTarantella EggplantPenguinWaddle EggplantLineDance HarvestHoedownEggplant MarketMamboAubergine TwirlInEggplantPurple FarmStandEggplantShuffle',
    fitness:
      'EggplantDumbbells AubergineMashArmDay EggplantBasketCarry PickEggplantsSquats HarvestLungesEggplant MarketWalkEggplant OverheadPressAubergine SideStepAubergineRelay',
    funny:
      'WhereIsTheEgg EggplantNameDebate EggplantPenguinSkit EggplantRealityTV PronounceAubergine ShinierThanEggplant GardenGnomeVsAubergine NatureDocEggplant',
    prank:
      'WhiteEggplantEggSwap EggplantPenguinPatrol EggplantHatchingNest EggplantFamilyPortrait GroceryMixUpAubergine SneakyAubergineCameo AubergineGooglyEyes NewRoommateAubergine',
    educational:
      'EggplantIsABerry EggplantBrowningTest EggplantNightshadeFamily AubergineSaltSweat DoesEggplantFloat WordJourneyAubergine WhiteEggsToEggplant GlobeVsJapaneseEggplant',
    travel:
      'EggplantMarketHunt MoussakaTastingTour AubergineStreetEats AuberginePicnicDip NightBazaarEggplant AllotmentEggplantVisit FoodHallAubergine GreekTavernaAubergine',
    fashion:
      'EggplantNailArt AubergineVelvetBlazer AubergineHairDye AubergineScarfSeason GlossyEggplantLipstick ColorBlockEggplant ThriftAnEggplantDress SuedeBootsInEggplant',
    wellness:
      'GardenEggplantHarvest CozyEggplantCurry AubergineMezeNight EggplantRatatouilleSunday EggplantLunchOutdoors AuberginePotluckShare WaterTheAubergines SlowCookedAubergine',
    speed:
      'FastestBabaGanoush EggplantStackSprint EggplantBreadingLine EggplantPlatingCountdown ScoopTheAubergine PickTheRipeEggplant MoussakaLayerAubergine BagTheEggplants',
    music:
      'EggplantMaracaJam EggplantEchoDrum AubergineAcapella EggplantRecorderSong RhymeWithAubergine SqueakyEggplantSkin LoFiEggplantKitchen HumWhileEggplantRoasts',
    art: 'EggplantStillLife EggplantPenguinCarving AubergineColorMixing EggplantOilPastel VeggieFriendsAubergine WatercolorAubergineWash CharcoalEggplantShine FoodPortraitEggplant',
    tech: 'EggplantGrowthTimelapse AirFryerEggplantTest EggplantMacroShot AubergineTranslatorApp ColorGradeEggplant AIDrawsAnAubergine EggplantReflectionPhoto LightboxEggplantShoot',
    pet: 'EggplantPlushFetch EggplantSizedKitten EggplantSqueakyToy PetSafeGardenAubergine HamsterNamedAubergine DogSniffsTheAubergine CatPatrolsTheEggplants PuppyPortraitInAubergine',
    gaming:
      'EggplantBossFight KitchenSimSpeedrun EggOrEggplantGuess AubergineSpellingBee EggplantWordChain AubergineBoardGameNight ChefBattleAubergine PassTheAubergine',
  },
  zucchini: {
    dance:
      'ZucchiniSpiralSpin ZoodleWiggle CourgetteCancan ZucchiniBlossomBallet ZucchiniFreezeFrame ZigZagZucchini TooManyZucchiniTango BoogieWithCourgettes',
    fitness:
      'GiantZucchiniCarry GardenRowZucchiniSquats ZucchiniDeliveryWalk ZucchiniClubSwings CourgetteStepUps BendAndPickZucchini LungeToTheCourgettes WheelbarrowOfZucchini',
    funny:
      'TooManyZucchiniSkit ZoodleHairWig VacationZucchiniShock ZucchiniWitnessProtection CourgetteVsZucchiniFeud ZucchiniGrowthUpdate ZucchiniBabyShower NeighborsHideFromZucchini',
    prank:
      'CourgetteTelephoneCall ZucchiniKeepsMultiplying ZucchiniLunchboxSurprise ZucchiniArmyOnTheBed SecretZucchiniSanta GiftWrappedCourgette TheZucchiniIsBack GooglyEyedZucchiniFamily',
    educational:
      'ZucchiniIsAFruit HandPollinateZucchini SquashFamilyQuiz ZucchiniGrowthRuler ZucchiniItalianMeaning SaveZucchiniSeeds BlossomToZucchiniDiary WorldRecordZucchini',
    travel:
      'ZucchiniFestivalVisit ZucchiniFarmStandFind CourgetteMarketHunt ZucchiniBreadRoadTrip PicnicZucchiniFritters HikeSnackZucchiniMuffin CommunityGardenZucchini GrandmasPlotZucchini',
    fashion:
      'ZucchiniBlossomPrint CourgetteCardigan CourgetteStripedTee ZucchiniGreenVelvet OversizedLikeAZucchini StrawHatZucchiniHarvest PocketFullOfZucchini SummerLinenZucchini',
    wellness:
      'ZucchiniGardenMorning ShareYourZucchini ZucchiniBreadSunday ZucchiniHarvestDiary EveningWateringZucchini PorchLunchZucchini ComfortCourgetteSoup SlowSpiralizeZucchini',
    speed:
      'ZucchiniCarDerby ZucchiniBreadMixDash ZucchiniLengthLineUp FillTheZucchiniBoats PickAllTheZucchini MuffinTinZucchiniRush BasketTheCourgettes NameTenZucchiniDishes',
    music:
      'ZucchiniDrumsticks ZucchiniFluteCover CourgetteCountrySong ZucchiniXylophone TooManyZucchiniBlues SpiralizerBeatZucchini AirGuitarZucchini OdeToTheZucchini',
    art: 'ZucchiniCarvingArt ZucchiniStampPrints ZucchiniTotemPole CourgettePencilStudy BlossomWatercolorZucchini GiantZucchiniPortrait RibbonCollageZucchini DinoFromAZucchini',
    tech: 'ZucchiniGrowthTimelapse SpiralizerGadgetTest SmartScaleZucchini ZucchiniYieldSpreadsheet ZucchiniPhotoDiary ARRulerZucchini BeeCamZucchiniFlower GroupChatZucchiniGiveaway',
    pet: 'PetVsGiantZucchini ZucchiniSnuffleMat ZucchiniPupsicle CourgetteForTheHens GuineaPigZucchiniBoat TortoiseLovesCourgette DogHelpsPickZucchini RabbitZucchiniTasteTest',
    gaming:
      'ZucchiniInvasionDefense ZucchiniDerbyBracket CourgetteCharades ZucchiniTriviaNight FindTheHiddenZucchini GardenSimCourgette BowlingPinsZucchini StealthModeZucchini',
  },
  pomegranate: {
    dance:
      'PomegranatePopAndLock PomegranateTapDance PomegranateSalsa PomegranateMoonwalk RedDressPomegranateSpin CrownTopPomegranatePose GreekFolkPomegranate ShimmyForPomegranates',
    fitness:
      'PomegranateBalanceWalk PostWorkoutPomSip PomegranatePlankHold PomegranateJumpingJacks WhackEveryPomegranate JuicePressPomegranate OrchardLungesPomegranate TiptoePomegranatePick',
    funny:
      'PomegranateStainPanic PomegranateFirstReaction SeedSpillSlowMo PomegranateKitchenMess WhiteShirtPomegranate TryingToOpenPomegranate ExplainPomegranateToAlien PomegranatePatienceTest',
    prank:
      'PomegranateJewelBox ArilSmileyFacePomegranate PomegranateRedCarpet PomegranateTapWakeUp LunchboxRubiesPomegranate DeseededForYouPomegranate MysteryPomegranateDaily GiftWrapPomegranate',
    educational:
      'CountThePomegranateSeeds PersephonePomegranateMyth PomegranateWaterBowlTrick PomegranateCrownOrigin PomegranatePeelDye RedToGreenPomegranate SproutAPomegranatePip ArilAnatomyPomegranate',
    travel:
      'PomegranateOrchardWalk PomegranateMarketHunt FreshJuiceStandCrawl SpotThePomegranateMotif PicnicPomegranateSalad RoadTripPomegranateCups MuseumPomegranateSearch HotelBreakfastPomegranate',
    fashion:
      'PomegranatePrintDress PomegranateLipTint PomegranateBeadNecklace PomegranateRedManicure WhiteTeePomegranateDare RubyAndGoldPomegranate BurgundyBootsPomegranate SilkScarfPomegranate',
    wellness:
      'MindfulPomegranatePeel PomegranateGratitudeSeeds PomegranateNewYearWish PomegranateTeaWithMom SlowPomegranateBreakfast ShareAPomegranate HandSqueezedPomegranate PicnicBlanketPomegranate',
    speed:
      'PomegranateDeseedRace SpoonTransferPomegranate ArilsIn60Seconds PomegranateJuiceSqueeze ChopsticksPomegranate NoStainPomegranate PomegranateSaladDash ParfaitRushPomegranate',
    music:
      'PomegranateSpoonDrum SeedRainASMR PomegranateAria PomegranateShaker MythBalladPomegranate CountingSongPomegranate HumAndDeseedPomegranate FolkTunePomegranate',
    art: 'PomegranateStillLife PomegranateWatercolor ArilMosaicArt PomegranateJuiceInk PomegranateGoldLeaf ClayPomegranateOrnament PatternTilePomegranate MythComicPomegranate',
    tech: 'PomegranateSlowMo PomegranateMacroShot DeseederGadgetTest PomegranateColorPalette PomegranateRipeTimelapse AICountsPomegranate DecibelWhackPomegranate PortraitModePomegranate',
    pet: 'PomegranateTreePetNap PomegranateForagingToy PomegranateBirdFeeder ParrotPomegranateParty BudgiePomegranateTreat ChickensVsPomegranate LeaveItPomegranateDrill CatInspectsPomegranate',
    gaming:
      'PomegranatePowerUp ArilCollectorRun PomegranateSeedGuess PomegranateCheckers PomegranateMancala HealthPotionPomegranate MythQuizPomegranate CupShufflePomegranate',
  },
  plum: {
    dance:
      'SugarPlumFairyDance PlumPirouette PlumCrazyMoves PlumBlossomFan PlumPuddingWobble JamOutWithPlums SwayLikeAPlumTree OrchardShufflePlums',
    fitness:
      'PlumPickingSquats OrchardStepUps PlumTuckeredOutCircuit PlumBasketCarry PlumTossAndCatch ReachForThePlums TreePoseUnderPlums BearCrawlToPlums',
    funny:
      'IHaveEatenThePlums PlumApologyPoem PlumSourFaceTest PlumJobInterview SquishedPlumInMyBag RetiredPlumsArePrunes TooRipePlumExplosion FridgePlumsNoteReply',
    prank:
      'PlumIceboxNote PlumAgedOvernight PlumMustachePhoto PlumPenPalLetters SugarPlumFairyVisit GiantBoxOnePlum VanishingPlumTrick FakePlumBlossomTree',
    educational:
      'StoneFruitFamilyQuiz WipeThePlumBloom DryAPlumToPrune PlumBlossomSymbolism PlumPitSprouting SinkOrFloatPlum NoPlumsInThePudding PluotIsHalfPlum',
    travel:
      'PlumBlossomWalk PlumOrchardPicking PlumMarketHunt PlumCakeCafeCrawl RoadsidePlumStand SouvenirPlumJam HikeToWildPlums PicnicBasketPlums',
    fashion:
      'PlumLipstickLook PlumVelvetOutfit PlumBlossomHairPin SugarPlumFairyTutu MustardAndPlumPairing FallNailsInPlum ThriftedPlumCoat DeepPlumSmokyEye',
    wellness:
      'PlumBlossomMeditation MindfulPlumBite PlumJamWithGrandma PlumsForTheNeighbors PlumTreeShadeRead StewedPlumsComfort SlowPlumPicking WarmPlumCrumbleNight',
    speed:
      'PlumSortBySize PlumPickRelay JamJarSpeedFill PlumStackPyramid PlumBasketDash RipeOrNotPlum CrumbleToppingPlum SixtySecondPlumPoem',
    music:
      'SugarPlumPianoCover NutcrackerSuiteJam PlumPitShaker PlumPoemToSong PlumTreeLullaby PlumBlossomFlute OrchardChorusPlums HarmonicaForPlums',
    art: 'PlumBlossomInkPainting PlumStillLife PlumSkinDye PlumPoemCalligraphy TissuePaperPlums StrawBlownPlumBranch FingerprintPlumTree PurplePastelPlums',
    tech: 'PlumBlossomTimelapse PlumPoemAIRemix PlumRipenessPhotoLog PlumTreeMapApp SlowMoPlumSplash MacroModePlumSkin HarvestSpreadsheetPlums JamLabelDesignPlum',
    pet: 'PetUnderPlumBlossoms PlumOrchardDogWalk SquirrelsRaidThePlums KeepPlumPitsFromDogs ParrotPlumTreat BirdsInThePlumTree CatNapInPlumShade KittenCalledPlum',
    gaming:
      'SugarPlumBoardGame PlumPitJacks PlumTreeTag PlumOrchardTycoon PoemPuzzlePlums CountThePlumsJar StackingDuelPlums PlumStoneHopscotch',
  },
  sausage: {
    dance:
      'SausageLinkConga SausageSizzleShuffle SausageDogWaddle SausageSwingTwoStep DoTheSausageRoll MashUpWithSausages OompahSausageStomp WiggleLikeASausage',
    fitness:
      'SausageRollAbs SausageDogWalkies SausageSizzleFunRun SausageCaterpillarCrawl BurnOffTheSausages SquatForEverySausage HighKneesForSausages HikeThenSausageLunch',
    funny:
      'SausageSizzleCommentary WhoAteTheLastSausage SausageSplitFail SausageWhisperer IsASausageASandwich HowTheSausageGetsMade LongestSausageDog OvercookedSausageEulogy',
    prank:
      'SausageRollCakeFakeOut ChocolateSausageTrick SausageFamilyInTheFridge SockPuppetSausage BalloonDachshundSausage GoodbyeNoteFromSausage WhereDidTheSausagesGo CutoutSausageDog',
    educational:
      'HowCasingsWorkSausage SausageWorldMapQuiz SausageLabelDetective SausageDogBreedFacts LearnToLinkSausages SafeTempSausageCheck MaillardSausageTest VeggieSausageVsMeat',
    travel:
      'SausageStandCrawl LocalSausageHunt BratwurstMarketWalk SausageRollRoadTrip BallparkSausageTour PicnicSausageSkewers AirportSausageBreakfast FoodTruckSausage',
    fashion:
      'SausageRollEarrings SausagePrintSocks SausageDogSweater SausagePajamaSet GrillApronSausage RetroDinerSausage PicnicGinghamSausage ChefWhitesSausage',
    wellness:
      'SlowSausageBreakfast SausageAndMashComfort SausageDogCuddles SausageSizzleFundraiser SausageStewForAFriend CookSausagesWithDad PhoneFreeSausageSupper SunnyPicnicSausages',
    speed:
      'SausageRollSpeedWrap LinkChainSprint SausageBunLineUp SausageTypesInTen SausageDogDash MashAndSausagePlating ServeTheSausageQueue TongsPassSausage',
    music:
      'SausageSizzleASMR SausageLinkJingle GrillTongsPercussion SausageDogHowlAlong SausageRollRock PolkaForSausages BreakfastAnthemSausage KazooForSausages',
    art: 'SausageOctopusArt SausageLinkSculpture BentoCharacterBuild SausageDogOrigami DinerPosterSausage PixelSausageSprite CartoonSausageMascot FeltSausagePlushie',
    tech: 'SausageTempProbe SausageSizzleSlowMo SausageRankingSheet AirFryerSausageTest PanoramaSausageDog BarcodeScanSausage VideoRecipeSausage ThermalPhotoSausage',
    pet: 'SausagePlushFetch SqueakyLinkHunt SausageDogBlanketBurrow SausageShapedCatBed DachshundSausageMeetup TugToySausage CorgiVsSausageRace ShortLegsSausageWalk',
    gaming:
      'SausageStandTycoon SausageWhodunit SausageDogDerby SausageKingdomQuest GuessTheSausageBlind SnapSausageCards BBQBingoSausage LastSausageStanding',
  },
  salt: {
    dance:
      'SaltShakerShuffle SaltSprinkleSpin SaltAndPepperTango SaltySalsa OverTheShoulderSalt WorthYourSaltMoves SwayBySaltLampGlow GrainOfSaltFreeze',
    fitness:
      'SaltAndPepperPartnerUp SaltShakerPostureWalk SaltBagCarry SaltLampYoga PassTheSaltLunges SweatAndSaltCircuit PlankWorthYourSalt SeaSaltBeachJog',
    funny:
      'PassTheSaltDrama SaltOrSugarMixup SaltShakerPuppetShow SaltyAfterLosing WhichHoleIsSalt GrainOfSaltAdvice SpilledSaltSuperstition GrandpaSaltsEverything',
    prank:
      'SaltShakerTapeTrick SaltMessageOnTheTable SaltLampGlowUpForMom VanishingSaltMagic WorthTheirSaltAward GrainOfSaltGiftBox TextOnlyInSaltPuns SaltAndPepperPenPals',
    educational:
      'GrowSaltCrystals SaltwaterEggFloat SaltEvaporationTray SaltGrainZoomIn IceCubeSaltFishing SalaryCameFromSalt ColoredSaltLayers HowMuchSaltInTheSea',
    travel:
      'SaltFlatsPhotoWalk SaltMineTour SeaSaltFarmVisit SaltedCaramelCityCrawl SaltMarshBirding BoardwalkSaltTaffy SnackStopSaltyChips SouvenirSaltTasting',
    fashion:
      'SaltAndPepperFitCheck SaltFlatsFashionShoot SaltyBeachHairWaves SaltShakerHandbag PinkSaltBlush OldSaltNavyLook SparkleLikeSeaSalt CrispWhiteSaltOutfit',
    wellness:
      'SaltBathReset SaltLampWindDown SeaSaltScrubDIY SaltOfTheEarthThanks SaltTrayBreathing CutBackOnSaltWeek BeachWalkSaltyAir FootSoakEpsomSalt',
    speed:
      'PassTheSaltRelay SaltShakerRefillRace PretzelTwistSprint SaltDoughLetters SaltTraySpelling SeparateSaltAndPepper ExactlyOneGrainOfSalt TallestSaltPile',
    music:
      'SaltShakerMaracas SaltAndPepperDuet SaltyBreakupSong SaltRainStick SoundWavesInSalt PouringSaltASMR OldSaltShanty RapWorthYourSalt',
    art: 'SaltOnWatercolor RainbowSaltArt SaltDoughSculpture SaltMandala SaltHandprintOrnament GlueAndSaltPainting ShakerMakeoverSalt WinterSceneInSalt',
    tech: 'SaltCrystalMacroShot SaltGrowthTimelapse SaltIntakeTrackerApp SaltShakerPhoneStand SlowMoSaltPour MicroscopeSaltCubes NightModeSaltLamp PanoramaSaltFlats',
    pet: 'SaltAndPepperPetPose SaltMarshDogWalk SaltLampOutOfReach PawWipeAfterSalt NoSaltwaterForPups SnowDaySaltFreePath BeachHomeRinseSalt LowSaltTreatBake',
    gaming:
      'NoSaltGameNight SaltShakerCurling SaltAndPepperChess SaltyOrSweetGuess SaltMineSpeedrun TicTacToeInSalt HangmanInSalt TableHockeySalt',
  },
  sugar: {
    dance:
      'SugarRushDanceOff SugarCubeShuffle SugarCrashFreeze SugarCaneCongaLine SpoonfulOfSugarSpin SweetAsSugarSalsa BoogieOnASugarHigh TwirlInSugarPink',
    fitness:
      'SugarSackSquats SugarBagCurls SugarCubePlankStack SugarFreeStepCount BurnTheSugarRush RunOffTheSugarHigh SkipTheSugarCardio LungeToTheSugarJar',
    funny:
      'SugarRushCommentary SugarCrashSlowMo SweetToothConfession SugarCoatingTheTruth SugarPacketHoarder PowderedSugarMustache TeaWithTenSugars GrandmasSugarBowlRules',
    prank:
      'CottonCandyVanish SugarCubeMessage SugarCoatedCompliments SugarBowlMagicTrick GameNightSugarDice SweetNoteInTheSugar PowderedSugarFootprints GoodMorningSugarPie',
    educational:
      'SugarDensityRainbow SugarDissolveRace SugarCaneVsBeet SugarYeastBalloon GuessTheSugarInDrinks LabelDetectiveSugar CubePyramidSugarMath OneSugarManyNames',
    travel:
      'SugarShackVisit SugarCaneFarmTour OldCandyShopCrawl SugarPacketCollection SugaredDonutRoadTrip FunfairSugarRush SouvenirSugarCubes PicnicSugarCookies',
    fashion:
      'SugarPastelFitCheck SugarCubeEarrings CottonCandyHairLook SugarPinkSuit SugarSparkleNails MeringueDressSugar GlazedLikeSugarDonut BakeryChicSugar',
    wellness:
      'SugarScrubSelfCare SwapOneSugarySnack MindfulSweetTreat SugarFreeDayJournal SugarLipPolish SpoonfulOfSugarKindness TeaAndSugarWithNan SlowSugarCookieBaking',
    speed:
      'SugarCubeTowerRace SprinkleSortSprint SugarCookieIcingDash SugarSpoonRelay SugarJarRefillRush ChopsticksSugarLumps Exactly100gSugar BlindfoldSugarStack',
    music:
      'SugarRushRemix SugarShakerBeat CandyWrapperASMR SugarCoatedLoveSong SugarHighKaraoke SpoonfulOfSugarCover BakingPlaylistSugar HumForSugarCookies',
    art: 'SugarCubeSculpture SugarCookiePainting SugarSprinkleMosaic SugarPacketDoodles PowderedSugarStencil ColoredSugarSandArt RoyalIcingSugarFlowers GlitterSugarGalaxy',
    tech: 'SugarCrystalMacroShot SugarDissolveTimelapse SugarWaterFlowerCam SugarCubesInAR ScanForHiddenSugar AILessSugarRecipe SlowMoSugarPour PhoneMicroscopeSugar',
    pet: 'SweetAsSugarPetPose SugarFreeGumDanger SugarGliderNightPlay SugarCubeSizedHamster NoSugarPupCookies MyCatNamedSugar FruitNotSugarParrot BunnyCalledSugar',
    gaming:
      'SugarRushSpeedrun SugarCubeCastleBuild CandyKingdomBossFight SugarPacketFootball SugarLumpDominoes CharadesOnASugarHigh GuessTheSugarGrams BakeSaleTycoonSugar',
  },
  flour: {
    dance:
      'FlourCloudDance FlourPowerMoves FlourFootprintSteps SiftAndShimmyFlour SwingInAFlourSackDress CongaToTheFlourBin RollingPinFlourSpin SlowMoFlourPose',
    fitness:
      'FlourBagFarmerCarry FlourSackLunges KneadingArmWorkout FlourPowerPlank FlourPantryStepUps OverheadPressFlour BearCrawlFlourTrail SquatAndSiftFlour',
    funny:
      'FlourExplosionFail FlourMustacheSkit BakingShowNarration FlourVsFlowerMixup FlourEverywhereExceptBowl GhostFromFlour DadMeasuresFlourByEye WhoseFlourHandprints',
    prank:
      'FlourFootprintsFromSanta SecretFlourMessage FlourTrailTreasure FlourDinoTracks FlowersNotFlour SnowyToyTownFlour HeartSiftedInFlour FlourHandprintHello',
    educational:
      'FlourVsFlowerWordOrigin WashTheGlutenOut FlourSourdoughStarter FlourImpactCraters GrindYourOwnFlour BreadVsCakeFlour NeverEatRawFlour SixFloursBlindTest',
    travel:
      'OldFlourMillTour WindmillFlourVisit LocalBakeryCrawl FlourTortillaStreetTacos FlourStarterCarryOn PastaClassFlour WheatFieldToFlour FlatbreadMarketFlour',
    fashion:
      'FlourSackDress FlourDustedApronLook FlourPowerSeventies FlourBagToteUpcycle CottageCoreFlour LinenBakerFlour KerchiefAndFlour VintagePinaforeFlour',
    wellness:
      'KneadTheStressOut FlourHandsNoPhone FlourToLoafSunday QuietFlourMorning BakeWithGrandmaFlour NeighborBreadFlour SiftAndBreatheFlour RainyDayFlourScones',
    speed:
      'FlourTortillaRollRace FlourSiftSprint CupPerfectMeasure FlourWhiskDash FlourLetterWriting PlaydoughFromFlour ScoopAndLevelFlour FreshPastaFlourRush',
    music:
      'FlourSifterShaker FlourCloudBeatDrop KneadingRhythm FlourCupPercussion FlourPowerSingalong SubwooferFlourPuff RollingPinDrumFlour LoafLullabyFlour',
    art: 'FlourStencilArt FlourDustPortrait FlourDoughSculpture FlourResistBatik PapierMacheFlourPaste BlackPaperFlourDrawing FingerpaintFlourMix SiftedFlourMandala',
    tech: 'FlourCloudSlowMo FlourScaleVsCups SpeakerFlourPatterns FlourStarterTimelapse FlashlightFlourBeams HydrationCalcFlour MacroFlourGrains BakeryVlogFlour',
    pet: 'FlourSackPetBed BakingBuddyFlourPup DogBiscuitsFromFlour PawPrintsInFlour RawDoughSafetyFlour CatSupervisesFlourBake BirdSeedBellsFlour ParrotPancakesFlour',
    gaming:
      'FlourMillTycoon FlourPowerSpeedrun BakeryBuildOff FlourDustTicTacToe FlourHandprintGuess FingerMazeInFlour TreasureDigInFlour WhichFlourBlindBake',
  },
  jelly: {
    dance:
      'JellyWobbleDance JellyLegsShuffle JellyOnAPlate JellyShoesStomp PBAndJellyTwoStep SambaForTheJelly PopAndJiggleJelly StiffThenJellyMoves',
    fitness:
      'JellyLegsSquatChallenge JellyWobbleBalance JellyJarRelayRun CarryTheJellyPlate PlankWhileJellySets PBAndJellyPowerWalk BurpeesForJellyBeans CoreCrunchJellyCount',
    funny:
      'JellySideDownTest JellyWobbleImpression JellyMoldFail JellyDonutBiteFail AreYouJellyReaction BritsVsAmericansJelly SeventiesJellySalad StillNotSetJelly',
    prank:
      'JellyJuiceGlassTrick JellyOrangeWedgeSwap JellyFishBowlSurprise EmptyJellyJarBack JellyRainbowInTheFridge GooglyEyesOnTheJelly TrailOfJellyBeans ToyTwinMadeOfJelly',
    educational:
      'JellyVsJamDebate PineappleRuinsJelly JellyCellModel JellyFridgeVsFreezer JellyAgarVsGelatin MagnifyingJellyLens TasteBlindJellyFlavors DissolvingJellyExperiment',
    travel:
      'LocalJellyMarketHunt JellyJarSouvenir FarmStandJamCrawl JellyBeanFactoryTour JellyCafeHop PBAndJellyTrailLunch BeachPicnicJellyCups HotelBreakfastJellyCount',
    fashion:
      'JellyNailsLook RainbowJellyFitCheck JellyBeanColorOutfit JellySandalsComeback ClearJellyHandbag NinetiesJellyBracelets GlossyJellyLips TranslucentJellyFlats',
    wellness:
      'JellyJarGratitude JellyMakingCalm JellyLegsRestDay JellyMemoryLane HomemadeJellyForNeighbors SickDayJellyComfort IceCreamAndJellyNight SlowSpreadJellyToast',
    speed:
      'JellyMoldFlipRace JellyStackSprint JellySandwichRelay JellyBeanSortDash ChopsticksJellyCube SpoonCarryJelly FillTheJellyCups PBAndJellyAssembly',
    music:
      'JellyWobbleBeat JellyJiggleASMR JellyOnAPlateSong JellyBeanShaker JarXylophoneJelly SingToTheSettingJelly LullabyForLittleJellies TinyJamBandJelly',
    art: '3DJellyFlowerArt JellyStainedGlass JellyBeanMosaic JellyPlatePrints JellyRainbowLayers ClearJellyTerrarium FrozenFruitJellyGems SketchTheWobblyJelly',
    tech: 'JellyWobbleSlowMo JellySetTimelapse JellyMacroBubbles JellyStudioLighting FlashlightThroughJelly EarthquakeTableJelly PhoneVibrateJelly ColorMixerAppJelly',
    pet: 'JellyBeanToesReveal BrothJellyDogTreat JellyRollCatPose SugarFreeJellyWarning PupNamedJelly HamsterHydrationJelly JellyfishPlushFetch ParrotSaysJelly',
    gaming:
      'JellyBlockPuzzle JellyJumpRun JellyBeanBingo JellyTowerStack FlavorGuessJelly WhoseJellyWobblesLongest PassTheJellyPlate MemoryFlipJelly',
  },
  peanut: {
    dance:
      'PeanutShellShuffle PeanutButterGlide PeanutBallBounce PeanutVendorStrut CrunchyVsSmoothPeanut LittlePeanutTwirl MoonwalkForPeanuts FarmerPeanutHoedown',
    fitness:
      'PeanutBallCore PeanutSpoonRelay PeanutButterArmDay WorkOutForPeanuts ShellAndSquatPeanut BearCrawlPeanutPush LungeAndPickPeanuts ElephantWalkPeanuts',
    funny:
      'PeanutGalleryCommentary PeanutPuppetShow PeanutButterTeamFeud PeanutSizedProblems BabyCalledPeanut VendorVoicePeanuts ElephantImpressionPeanut OneMorePeanutShell',
    prank:
      'PeanutShellSecretNote PeanutGallerySigns EmptyPeanutButterJar PeanutNamedAfterYou TinyPeanutArmy DoodleFacesOnPeanuts BallparkAnnouncerPeanut WhoMovedMyPeanuts',
    educational:
      'PeanutIsALegume PeanutPlantDiary PeanutButterFromScratch PeanutAllergySafetyTalk UndergroundPodsPeanut HowManyPeanutsPerJar ShellCompostPeanut NutOrNotPeanutQuiz',
    travel:
      'PeanutFarmTour BoiledPeanutRoadTrip PeanutSauceStreetFood PeanutFestivalVisit BallgamePeanutBag TrailMixHikePeanuts AirplanePeanutPacket WestAfricanPeanutStew',
    fashion:
      'PeanutCharmNecklace NuttyNeutralsLook PeanutButterSuedeJacket PeanutVendorCap PeanutPrintScarf CozyPeanutKnit CaramelAndPeanutTones MonochromePeanutBeige',
    wellness:
      'PeanutBallStretch MindfulShellCracking PeanutButterAppleSnack PeanutGalleryCheerUp BirdFeederPeanuts PorchTalkPeanuts SlowSundayPeanutStew LittlePeanutBedtime',
    speed:
      'PeanutChopstickRace NutStackSprint PeanutNoseNudgeDash PeanutButterSandwichLine PeanutChainThread ShellTwentyPeanuts FlickPeanutGoal SortPeanutsByPods',
    music:
      'PeanutShellShaker PeanutGalleryChoir PeanutCrunchBeat PeanutButterBlues BuyMeSomePeanuts VendorCallRemixPeanut LullabyForLittlePeanut JellyAndPeanutDuet',
    art: 'PeanutShellCharacters TinyNutPortraits PeanutMosaicWall PeanutGarlandDecor PeanutPodWatercolor ClayElephantAndPeanut InkDoodlePeanuts TerrariumInPeanutJar',
    tech: 'PeanutMacroShot PeanutGrowthTimelapse PeanutButterMachineTest PeanutEmojiStory LabelScanForPeanuts SlowMoPeanutCrack BirdCamPeanutFeeder VideoCallPeanutGallery',
    pet: 'PeanutPlushFetch TinyAsAPeanutPetPose PeanutPillowNap XylitolCheckPeanut HamsterPeanutHoard PillPocketPeanut FrozenPeanutTreatToy PeanutNamedPuppy',
    gaming:
      'PeanutGalleryLivestream NutCollectorRun DominoTrailPeanuts PeanutFlickFootball PeanutTossTarget MancalaWithPeanuts BallparkBingoPeanuts CheckersPeanutsVsRaisins',
  },
  mustard: {
    dance:
      'MustardKetchupDuet MustardSqueezeDance MustardFieldTwirl MustardCondimentConga CutTheMustardMoves ZigzagLikeMustard BallparkMustardShuffle HoneyMustardSway',
    fitness:
      'CutTheMustardTest MustardGripSqueeze MustardFieldHike MustardBottleRelay PretzelPoseMustard InningStretchMustard ZigzagSprintMustard LungesForMustard',
    funny:
      'MustardOnEverything MustardStainPanic CondimentCourtroom KetchupVsMustardDebate HoneyMustardPersonality PoshDijonMustard LastDropOfMustard CutTheMustardExcuses',
    prank:
      'HotdogCakeFakeOut MustardSmileyLunch MustardBottleColorSwap MustardStickyNoteWall MustardHotDogStandAtHome ToastMessageInMustard CutTheMustardCertificate SurpriseMustardPicnic',
    educational:
      'MustardSeedVsPoppy MustardTurmericTest MustardCabbageCousins MustardNamedForDijon GrindYourOwnMustard CressAndMustardSprouts EmulsifyWithMustard MapTheMustardStyles',
    travel:
      'DijonMustardTour MustardMuseumVisit BallparkHotdogCrawl MustardFieldsBloom PretzelAndMustardMarket SouvenirMustardJars RoadTripMustardPicnic StreetCartMustardHunt',
    fashion:
      'MustardYellowFitCheck MustardCardiganLook MustardAndNavyOutfit MustardBeretChic CorduroyInMustard SeventiesMustardFlares RainyDayMustardCoat OliveMeetsMustard',
    wellness:
      'MustardFieldWalk PlantAMustardSeed HoneyMustardPicnicLunch MustardGreensSoup MustardYellowJournal SunnyMustardMorning BackyardCookoutMustard ThankYouNoteMustard',
    speed:
      'MustardSqueezeRace HotdogDressRelay MustardSeedSort MustardBottleRefillRush PerfectZigzagMustard SpellItInMustard PretzelDipMustardDash BurgerBarMustardBlitz',
    music:
      'MustardSqueezeBeat MustardJarDrum CondimentBandJam KetchupMustardRapBattle YellowPlaylistMustard HotDogJingleMustard HoneyMustardLoveSong BallparkOrganMustard',
    art: 'MustardSqueezeArt MustardYellowPainting MustardSeedMosaic MustardDotPointillism KetchupMustardAbstract FlowerSketchMustard LabelDesignMustard FieldLandscapeMustard',
    tech: 'MustardSeedMacroShot MustardSqueezeSlowMo CondimentBarcodeScan MustardSproutTimelapse MustardRecipeCardApp HexCodeMustardYellow AIPairingsMustard TranslateTheMustardLabel',
    pet: 'HotdogBunPetBed KeepMustardFromDogs CookoutSafetyMustard MustardFieldPuppyShoot ParrotMustardGreens MustardYellowToyHunt CatVsMustardBottle SunnyMustardNap',
    gaming:
      'MustardKetchupCoOp HotdogStandTycoon MustardBottleBowling MustardCapFlick CutTheMustardTrivia MemoryMatchMustard GuessMyMustardDoodle HotDogBingoMustard',
  },
};
