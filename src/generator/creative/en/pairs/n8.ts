import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  burp: {
    dance:
      'BurpAndFreeze BabyBurpBounce BurpBeatDrop BurpThenMoonwalk RobotBurpDance CongaLineBurp PardonMyBurpShuffle SpinOnEveryBurp',
    fitness:
      'ABurpeeForEveryBurp BabyBurpSquats WalkOffTheBurp AlphabetBurpPlank TwistOutTheBurp BurpClothLunges HoldThatBurpWallSit ProteinShakeBurpCheck',
    prank:
      'TheFridgeBurped DogDidTheBurp TeddyBurpPrank BalloonBurpFakeOut HiddenSpeakerBurp BurpCardSurprise SayCheeseThenBurp BurpEmojiReply',
    educational:
      'WhyDoWeBurp SodaBurpScience LearnToBurpABaby BurpInEveryLanguage WhereBurpingIsPolite GuessHowMuchCowsBurp BurpVsHiccupQuiz CanAstronautsBurp',
    cooking:
      'BurpTheKimchiJar BurpTheLunchboxLid RootBeerFloatBurp BurpWorthyBurger CleanPlateBurp SourdoughBurpCheck HomemadeSodaBurp BurpForTheChef',
    travel:
      'WorldSodaBurpTour BurpEchoHunt BabyTravelBurpKit BurpApologyPhrasebook RoadTripBurpCount BurpEtiquetteAbroad HikeOffTheBurp AltitudeBurpCheck',
    fashion:
      'BurpClothBandana BurpProofParentFit GlamThenBurp BurpBibMakeover RunwayWalkBurp ExcuseMeBurpTee ElasticWaistBurp BurpStainRescue',
    wellness:
      'BabyBurpCuddle SodaFreeBurpWeek ChewSlowlyBurpLess GingerTeaBurpRelief CalmTummyBurpYoga SkipTheStrawNoBurps LaughOffTheBurp EveningBurpStroll',
    speed:
      'BurpSoundGuessBlitz ContainerBurpRace BurpClothStackDash LongestBurpStopwatch BurpBeforeTheBeep QuickDrawBurp BurpOnCueCountdown PassTheBurpRelay',
    music:
      'BurpBeatbox RemixMyBurp BurpInTune OperaBurpAria FamilyBurpChoir BurpToTheMetronome BurpingBabyLullaby DuetWithMyBurp',
    art: 'BurpBubbleLetters BurpClothPainting MidBurpPortrait SoundWaveOfMyBurp BurpMonsterSketch FourPanelBurpComic BurpFlipbook EmojiBurpDesign',
    tech: 'BurpDecibelTest BurpVoiceFilter SlowMoBurpFace SpeechToTextBurp FamilyBurpSoundboard ReverseYourBurp BurpRingtoneMaker MuteBeforeTheBurp',
    pet: 'SlowFeederNoBurps PuppyBurpCam BurpTheFosterKitten WhoBurpedDogOrMe CanHorsesBurp BurpClothPetBed TranslateMyCatsBurp DinnerBurpThenNap',
    gaming:
      'FamilyBurpBingo GuessTheBurpWord BurpHotPotato TruthOrBurp SimonSaysBurp TryNotToLaughBurp NeverHaveIEverBurped RockPaperBurp',
  },
  freezer: {
    dance:
      'FreezerBeepBoogie FreezerPenguinWaddle FreezerRaidShuffle ThawingFromTheFreezer ShiverAtTheFreezer OpenTheFreezerDrop FreezerPopLipSync TwoStepToTheFreezer',
    fitness:
      'BottomFreezerSquats FreezerBeepPlank EarnYourFreezerTreat FreezerBottleFootRoll FarmerCarryToTheFreezer CalfRaiseFreezerStare FreezerDefrostHIIT TopShelfFreezerStretch',
    funny:
      'FreezerUFO DadPacksTheFreezer FreezerTubBetrayal WhoLeftTheFreezerOpen FreezerDrawerDrama FreezerDoorPepTalk OldestThingInMyFreezer EmptyTrayInTheFreezer',
    prank:
      'FreezerGooglyEyes YetiLivesInTheFreezer SnowmanInTheFreezer TalkingFreezerDoor FreezerPillowSurprise FreezerSockSnowballs FreezerDecoyTub SillyFreezerLabels',
    educational:
      'SaltyWaterFreezerTest SpotTheFreezerBurn LabelAndDateYourFreezer FreezerBubbleCrystals LeaveRoomInFreezerJars FreezerTempCheck HowLongInTheFreezer FreezerFactOrMyth',
    travel:
      'FreezerToCoolerPacking PreTripFreezerCleanout CoinCupFreezerTest FreezerAisleAbroad FreezerDoorMagnetMap ColderThanMyFreezer FreezerBottleHike HomecomingFreezerMeal',
    fashion:
      'JeansInTheFreezer FreezerGumRescue IceBlueFreezerLook FreezerSpoonDePuff PufferForTheFreezer FreezerPopEarrings FreezerLipstickSave NoRunTightsFreezer',
    wellness:
      'FreezerReset CoolTowelFromTheFreezer FreezerBerriesNotCandy FreezerIceCubeCalm FreezerPillowcaseChill FutureMeFreezerMeals FillAFriendsFreezer MindfulFreezerTreat',
    speed:
      'FreezerPackingRace BeatTheFreezerBeep TrayRefillFreezerDash FindItInTheFreezer FiveSecondFreezerPick FreezerRestockRelay FreezerLabelBlitz FreezerCubeTower',
    music:
      'HarmonizeWithTheFreezer FreezerPeaMaracas FreezerDoorDrumKit FreezerBeepRemix KaraokeOverFreezerHum FreezerPopMicDrop IceClinkFreezerBeat RapAboutMyFreezer',
    art: 'IcePaintFromTheFreezer FreezerMagnetMural FreezerFrostPhotos StillLifeOfMyFreezer FloralFreezerCubes FreezerLabelDesign DoodleTheFreezerDoor FreezerSnowmanSculpt',
    tech: 'FreezerSpreadsheet FreezerToCounterTimelapse QRCodeFreezerLabels AIRecipeFromMyFreezer FreezerASMR FreezerFogSlowMo VoiceNoteFreezerList StopMotionFreezerRaid',
    pet: 'FreezerPupsicles LickMatFromTheFreezer TeethingPupFreezerRag FreezerToyHunt BananaFreezerBites HotDayFreezerTowel CatVsFreezerIceCube TheFreezerDoorSprint',
    gaming:
      'FreezerMysteryGrab FreezerCubeCurling FreezerScavengerHunt FreezerMemoryTest ThisOrThatFreezerTreat TwentyQuestionsFreezer DraftYourFreezerDinner RateMyFreezerLoadout',
  },
  toad: {
    dance:
      'LilyPadToadHop ToadSquatPop ToadRainDance ToadToPrinceWaltz TadpoleToToadWiggle ToadChorusLine GardenToadGroove WaddleLikeAToad',
    fitness:
      'ToadSquatHops ToadCrouchHold ToadCrawlLap ToadPoseStretch LilyPadToadHopscotch PondLoopToadWalk TadpoleToToadBurpee OutJumpAToad',
    funny:
      'DoYourToadFace ToadVoiceOver GrumpyAsAToad ToadInMyBoot ToadStandoff ToadOrRock AdviceFromAToad PaparazziToad',
    prank:
      'LetterFromAToad OrigamiToadArmy WakeUpToAToadCroak PaperToadInvasion ToadPhotobomb RubberToadBathSurprise PlushToadCoronation ToadStickerEverywhere',
    cooking:
      'MyFirstToadInTheHole ToadCupcakes PancakeToadFaces LilyPadToadSnack ToadBentoBox ToadPondJelly BakeABumpyToadBun GuacToadDip',
    travel:
      'ToadSpottingWalk ToadSouvenirHunt PackForAToadHike ToadTrailMap CityToadStatueTour CampsiteToadVisitor ToadPhotoSafari BotanicalGardenToads',
    fashion:
      'ToadcoreFit ToadFaceRainBoots PrinceToadCrownLook BucketHatToadEyes ClayToadEarrings CamouflageLikeAToad ThriftedToadSweater ToadBroochStyling',
    wellness:
      'StillAsAToad ToadFriendlyGarden ToadChorusSleepSounds ToadNatureJournal ToadBellyBreaths MindfulToadDoodle SunsetToadWatch PottedToadHouse',
    speed:
      'ToadHopRelay ToadLifeCycleSort FindTheToadIn5 SpeedSketchAToad ToadPuzzleBlitz PaperToadJumpRace ToadHouseBuildOff BeanbagToadToss',
    music:
      'CroakAlongWithAToad ToadBeatbox WoodenToadGuiro SingAToadToSleep ToadCallRemix KazooToadDuet LonelyToadBlues RubberToadSqueakSong',
    art: 'PaintedToadRocks ClaySculptAToad OrigamiJumpingToad ToadHousePotArt OneLineToad WatercolorToadInTheRain ToadStampPrint HideTheToadDrawing',
    tech: 'IDThatToadCall SlowMoToadTongue NightCamToadWatch TadpoleToToadTimelapse LogYourToadSighting ToadFaceFilter MacroLensToad ClayToadAnimation',
    pet: 'PetToadTankTour ToadCricketDinner ToadSafeDogWalk ToadSoakDish NameMyToad ToadSheddingCam DayInTheLifeOfMyToad MossyToadHideout',
    gaming:
      'TicTacToad ToadLeapfrog GardenToadBingo ToadCharades GuessTheToadCall ToadDominoes ToadInTheHoleToss FlipAToadMemoryCard',
  },
  'light switch': {
    dance:
      'LightSwitchFreeze LightSwitchSilhouette LightSwitchGlowParty TwoStepToTheLightSwitch LightSwitchStyleSwap BedtimeLightSwitchGroove NowYouSeeMeLightSwitch MoonwalkToTheLightSwitch',
    fitness:
      'SquatEveryLightSwitch LightSwitchLungeLoop LightSwitchIntervals TipToeLightSwitch MorningLightSwitchStretch LightSwitchPatrolSteps YogaBeforeTheLightSwitch HighKneesToTheLightSwitch',
    prank:
      'OutOfOrderLightSwitch SpeechBubbleLightSwitch LightSwitchGooglyEyes FakeLightSwitchSticker LightSwitchLoveNote LightSwitchRiddleCard SillyLightSwitchLabels LightSwitchBalloonRoom',
    educational:
      'BatteryBulbLightSwitch ThreeLightSwitchRiddle LightSwitchEnergyMath WhyLightSwitchesClick TwoWayLightSwitchQuiz SayLightSwitchInFrench WhoInventedTheLightSwitch DrawTheLightSwitchCircuit',
    cooking:
      'LightSwitchPlatingReveal LightSwitchSugarCookies LightSwitchTasteTest LightSwitchPopcornNight DimmedLightSwitchDinner CaughtAtTheLightSwitch BirthdayCakeLightSwitch BreakfastInBedLightSwitch',
    travel:
      'FindTheHotelLightSwitch WorldLightSwitchTour RentalLightSwitchMaze KeycardLightSwitchTrick PullCordLightSwitch LastLightSwitchOff NoLightSwitchCamping VacationLightSwitchTimer',
    fashion:
      'LightSwitchTransition LightSwitchGlowUp BlindOutfitLightSwitch DayToNightLightSwitch LightSwitchLayering LightSwitchNeonFit DecadesLightSwitchFlip SiblingLightSwitchSwap',
    wellness:
      'LightSwitchWindDown GratefulAtTheLightSwitch BreatheAtEveryLightSwitch PhonesAwayLightSwitch SunlightOverLightSwitch LightSwitchAffirmation StargazeAfterLightSwitch CozyLampsNotLightSwitch',
    speed:
      'LightSwitchReflexTest LightSwitchTidyBlitz LightSwitchQuickChange FiveSecondLightSwitchPeek SketchTillTheLightSwitch HowManyLightSwitchesRace BedMadeBeforeLightSwitch CupTowerLightSwitchDash',
    music:
      'LightSwitchBeatDrop ClickTrackLightSwitch LightSwitchChorusReveal LightSwitchLullaby EncoreAtTheLightSwitch LightSwitchBandIntro HarmonyAtTheLightSwitch AirGuitarLightSwitch',
    art: 'StickeredLightSwitch LightSwitchMonsterFace LightSwitchShadowPuppets BlindSketchALightSwitch OnOffLightSwitchComic LightSwitchStillLife MoodyLightSwitchPortrait LightSwitchCollage',
    tech: 'LightSwitchHyperlapse LightSwitchNightModeTest SlowMoLightSwitchFlick EditTheLightSwitchCut AnimateTheLightSwitch VoiceCommandLightSwitch WifiQRAtTheLightSwitch ManualExposureLightSwitch',
    pet: 'CatFoundTheLightSwitch PawTheLightSwitch LightSwitchCuddleTime WelcomeHomeLightSwitch AfterTheLightSwitchPetCam ParrotBedtimeLightSwitch LightSwitchNapRoutine FishTankLightSwitch',
    gaming:
      'LightSwitchHideAndSeek WhodunnitLightSwitch LightSwitchStatues FeelAndGuessLightSwitch LightSwitchWerewolf WhatsMissingLightSwitch GlowStickLightSwitchHunt LightSwitchGhostStories',
  },
  'missed call': {
    dance:
      'VibrateLikeAMissedCall MoonwalkPastTheMissedCall TooBusyDancingMissedCall MissedCallRingtoneGroove MissedCallBackstep MissedCallFreezeFrame ShimmyToTheMissedCall MissedCallConga',
    fitness:
      'MissedCallMidWorkout SquatPerMissedCall WalkAndTalkMissedCalls PhoneFreeGymMissedCalls MissedCallOnTheTreadmill YogaOnSilentMissedCall NoSignalHikeMissedCalls MissedCallAtTheFinishLine',
    prank:
      'FunnyNameMissedCall MissedCallSerenade MissedCallFromTheDog GoatRingtoneMissedCall WhileYouWereOutMissedCall BananaPhoneMissedCall MissedCallWallpaper MissedCallDoorstepVisit',
    educational:
      'MissedCallAsAMessage ScriptYourMissedCallBack MissedCallInSpanish OneRingMissedCallScam LifeBeforeMissedCalls KidsReturnAMissedCall TimeZoneMissedCall MissedCallAreaCodeQuiz',
    cooking:
      'DoughHandsMissedCall DinnersReadyMissedCalls SorryMissedCallCookies VoicemailRecipeMissedCall MissedCallCookAlong MissedCallSoupDelivery MissedCallMomsLasagna KitchenTimerOrMissedCall',
    travel:
      'AirplaneModeMissedCalls OffGridMissedCalls JetLagMissedCall PostcardForMissedCalls AirportPickupMissedCall RoamingChargesMissedCall BeachViewMissedCall MissedCallMap',
    fashion:
      'NoPocketsMissedCalls BottomlessBagMissedCall WinterGlovesMissedCall GRWMMissedCalls PhoneLanyardMissedCall FittingRoomMissedCall LongNailsMissedCall MissedCallCaseMakeover',
    wellness:
      'MissedCallNoGuilt DoNotDisturbMissedCalls ReturnThatMissedCall BreatheBeforeMissedCall KindTextForMissedCall WeeklyMissedCallCatchUp NappedThroughMissedCalls OldFriendMissedCall',
    speed:
      'FindItBeforeMissedCall MissedCallVoicemailIn10 ThumbTypingMissedCall DialFromMemoryMissedCall MissedCallRingCount EarbudUntangleMissedCall MissedCallRedialRelay OvenMittMissedCall',
    music:
      'MissedCallRingtoneRemix MissedCallVoicemailSong MissedCallBlues MissedCallPianoCover VibrateBeatMissedCall HoldMusicMissedCall SingBackYourMissedCall DialToneMissedCall',
    art: 'MissedCallComicStrip RotaryMissedCallSketch PopArtMissedCall PhoneCaseMissedCallDoodle EmbroideredMissedCall StickyNoteMissedCallMural MissedCallMoodPortrait ClaySculptMissedCall',
    tech: 'MissedCallAutoReply CustomRingtoneMissedCall MissedCallTranscriptFail FocusModeMissedCalls FlashAlertMissedCall BlockSpamMissedCalls MissedCallLogCleanup MissedCallGreetingRecord',
    pet: 'PetPicForMissedCall CatPocketDialMissedCall DogWalkMissedCalls ParrotRingtoneMissedCall MyPuppyExplainsMissedCall SleepingKittenMissedCall MissedCallHowlAlong GroomingDayMissedCall',
    gaming:
      'MissedCallMidBossFight MissedCallBingo WhoLeftTheMissedCall MissedCallCharades HotPotatoMissedCall MissedCallExcuseCards CantPauseMissedCall TelephoneGameMissedCall',
  },
  'cotton swab': {
    dance:
      'CottonSwabBaton CottonSwabMicLipSync DabWithACottonSwab FingerLimboCottonSwab CottonSwabTutting KickLineCottonSwabs TinyCheerCottonSwab StickFigureCottonSwabJig',
    fitness:
      'BalanceACottonSwab CottonSwabPickUpSquats CottonSwabPlankTransfer ToeGripCottonSwab CottonSwabSitUpScoop BearCrawlCottonSwabRelay CottonSwabHurdleHops SingleLegCottonSwabReach',
    funny:
      'WeatherReportCottonSwab CottonSwabPuppetShow DramaticCottonSwabReview CottonSwabForensics TinyJanitorCottonSwab CottonSwabOlympics WaveTheCottonSwabWand CottonSwabStrongman',
    prank:
      'CottonSwabBouquet CottonSwabPeopleInvasion NoteInTheCottonSwabJar TinySkeletonCottonSwab GiantCottonSwab PillowCottonSwabMessage SecretCottonSwabArtist PicketFenceCottonSwab',
    educational:
      'NotForEarsCottonSwab CottonSwabMoleculeModel CottonSwabCapillaryRise WhoInventedTheCottonSwab CottonSwabGeometry NameTheBonesCottonSwab DotTheStarsCottonSwab PaperStemCottonSwab',
    cooking:
      'CottonSwabCookieDots PretzelRodCottonSwabs CottonSwabEggDye CottonSwabSniffTest BentoFacesCottonSwab FondantPaintCottonSwab FoamArtCottonSwab PaintedToastCottonSwab',
    travel:
      'CottonSwabStrawHack RateTheHotelCottonSwabs CleanYourLensCottonSwab CottonSwabSkylineArt DotMapCottonSwab PaintAPostcardCottonSwab RoadTripCottonSwabCrafts SandDoodleCottonSwab',
    fashion:
      'CottonSwabWingFix NeatNailsCottonSwab SneakerDetailCottonSwab CottonSwabRingShine FauxFrecklesCottonSwab CottonSwabLipBlend CottonSwabTipEarrings GlassesNosePadCottonSwab',
    wellness:
      'CottonSwabMandalaCalm LavenderCottonSwabSniff SatisfyingCottonSwabClean GentleBreathCottonSwab GratitudeDotCottonSwab LeafDustingCottonSwab CuticleCareCottonSwab CottonSwabNightSkincare',
    speed:
      'CottonSwabLogCabin CottonSwabColorSort ChopstickCottonSwabDash CottonSwabDotsIn60 SpellYourNameCottonSwabs FillTheJarCottonSwab SpilledCottonSwabRescue CottonSwabSkeletonBuild',
    music:
      'CottonSwabDrumSolo ConductWithACottonSwab CottonSwabGlassChimes CottonSwabJarShaker SheetMusicCottonSwabDots JazzBrushCottonSwabs InstrumentCareCottonSwab PuppetBandCottonSwab',
    tech: 'PhonePortCottonSwab KeyboardDetailCottonSwab CottonSwabStopMotion DIYCottonSwabStylus CottonSwabMacroShot GrimyControllerCottonSwab WebcamLensCottonSwab CottonSwabTimelapseArt',
    pet: 'PetPortraitCottonSwab GeckoShedCottonSwab BirdPerchCottonSwab CollarTagCottonSwab AquariumDecorCottonSwab PawPrintCottonSwabCard DogHouseSignCottonSwab MyCatJudgesCottonSwabArt',
    gaming:
      'CottonSwabPickUpSticks TicTacToeCottonSwab CottonSwabGoalposts MoveTwoCottonSwabsPuzzle HangmanCottonSwab CottonSwabTowerTopple LastCottonSwabLoses CottonSwabMiniGolf',
  },
  chin: {
    dance:
      'ChinPuppetDance ChinBobToTheBeat ChinSlideIsolation OrangeUnderTheChinConga ChinFrameVogue ThinkerChinFreeze StrutWithYourChinUp TangoChinTilt',
    fitness:
      'ChinOverTheBar ChinTuckPosture ChinToChestStretch RunWithChinLevel BalloonUnderChinJacks ChinCirclesWarmUp NeutralChinPlank KneeToChinCrunch',
    prank:
      'UpsideDownChinCall MysteryChinPhoto ChinUpLunchboxNote ChinPuppetSurprise ChinFaceAvatar PhotobombWithMyChin SneakyChinOnShoulder StickerBeardOnMyChin',
    educational:
      'OnlyHumansHaveChins CleftChinGenetics SayChinInFiveLanguages TextNeckChinTuck ChinBoneQuiz ChinToEyebrowRule GuessTheChinIdiom ChinstrapPenguinFacts',
    cooking:
      'TacoWithoutChinDrip ChinStrokeFoodJudge ChinUpCupcakes JuicyPeachChinTest SpaghettiNightChinBib ChinPuppetCookingShow NapkinTuckedUnderChin ChinHighStackPancakes',
    travel:
      'TrainWindowChinRest PassportPhotoChinCheck NeckPillowChinDrop BuckleTheChinStrap LuckyStatueChinRub MuseumThinkerChinPose ScarfToTheChinWalk ChinUpSoloTrip',
    fashion:
      'ChinLengthBob TurtleneckToTheChin ChinStrapCowboyHat ChinHighScarfWrap ChinForwardModelPose CinchedHoodieChin PoppedCollarChinUp RingsOnDisplayChinRest',
    wellness:
      'ChinUpMirrorTalk ChinTuckDeskBreak JawReleaseChinMassage ChinToChestBreathing ChinOnHandsDaydream SendAChinUpText TiltYourChinToTheSun MeditateWithChinDown',
    speed:
      'OrangeUnderChinRelay LongestChinBalance ChinUpsInOneMinute ChinTapReflex ChinPuppetTongueTwister ChinFaceSpeedDoodle RiddleRaceChinScratch CottonBallBeardChin',
    music:
      'ChinPuppetDuet UnderTheChinViolin ChinTapMelody ChinUpAnthem ChinDownVocalWarmUp JazzFanChinStroke ListeningPartyChinRest RockStarChinTilt',
    art: 'DrawAFaceOnYourChin ChinProfileSketch ClayThinkerChin ChinBeardCollage HandOnChinSelfPortrait ChinPuppetCostume ChinstrapPenguinPainting CutPaperChinSilhouette',
    tech: 'ChinFaceFilter UnlockWithHandOnChin ChinPuppetGreenScreen WebcamAtChinHeight VoiceChangerChinSkit PhoneAtEyeLevelChin StopMotionChinMonster ChinSelfTimerPose',
    pet: 'CatChinScratch DogChinOnMyKnee TeachAChinRest DrippyChinAfterWater BunnyChinMarking KittenNapUnderChin ParrotChinScritches ChinWhiskerCloseUp',
    gaming:
      'OrangeUnderTheChinPass GuessWhoseChin ChinPuppetTrivia ChinRestStaringContest TwoTruthsChinScratch ChinUpGoodSport LastToTouchTheirChin RiddleTimeChinStroke',
  },
  skating: {
    dance:
      'RollerDiscoSkating SkatingToTheOldies JamSkatingGroove SkatingSpinFinale CoupleSkatingWaltz SkatingArmsChoreo SkatingHokeyPokey BackwardsSkatingBop',
    funny:
      'BabyDeerSkatingLegs WallHuggerSkating SkatingDreamVsReality DadsBackToSkating SkatingSlowMoGlory SkatingDocumentaryVoice PenguinSkatingStyle GrandmaOutSkatingMe',
    prank:
      'SecretlyGoodAtSkating SkatingBirthdaySurprise SkatingDJShoutout PolkaSkatingPlaylist MysterySkatingCoach GiantSignSkatingCheer SkatingMascotReveal TwinSwapAtSkating',
    educational:
      'SkatingFrictionScience SkatingBeganOnBones LearnToFallSkating MasterTheSkatingStop NameThatSkatingJump ArmsInSkatingSpin SkatingScoringMath SkatingSafetyGearCheck',
    cooking:
      'SkatingRinkNachos HotCocoaAfterSkating SkatingBootCookies BlueFrostingSkatingCake PostSkatingSoup SkatingThermosPicnic SoftPretzelSkatingNight SkatingEnergyBites',
    travel:
      'RateTheSkatingRink ChristmasMarketSkating BoardwalkSkating SkatingTrailDayTrip PackYourSkatingBag SkatingArenaHop SunsetSkatingPromenade SkatingPassportStamps',
    fashion:
      'SeventiesSkatingFit LegWarmerSkatingLook SkatingPompomLaces SkatingDressTwirl SkatingSweaterWeather SkatingHelmetGlowUp MatchingMittensSkating GlitterSkatingWheels',
    wellness:
      'MindfulSkatingLaps GoldenHourSkating SkatingGratitudeGlide SkatingWithGrandparents SkatingStretchCooldown SkatingLikeAKidAgain UnpluggedSkatingNight SoloSkatingDate',
    speed:
      'BeatYourSkatingLap ConeSlalomSkating LaceUpSkatingRace SkatingRelayBaton SkatingObstacleDash SkatingSprintFinish FigureEightSkatingRush RingGrabSkatingRun',
    music:
      'BuildTheSkatingPlaylist SkatingRinkKaraoke WriteASkatingAnthem SkatingSoundsRemix SkatingWaltzOnPiano SingAlongSkatingLaps DiscoSkatingDJSet OrganMusicSkatingNight',
    art: 'SkatingBootMakeover SkatingSilhouetteCutout SkatingRinkDiorama SkatingMotionBlurPhoto GestureDrawingSkating WheelPaintTrailsSkating RetroSkatingPoster ClaySkatingFigurine',
    tech: 'SlowMoSkatingSpin POVSkatingLap TrackYourSkatingMiles CompareMySkatingGlide SkatingTransitionEdit ReplayMySkatingForm SkatingASMR SkatingGreenScreen',
    pet: 'PuppyInspectsSkatingGear SkatingCheerSquadDog CatSpinsTheSkatingWheel KittenNapAfterSkating PetCamWhileSkating WelcomeHomeFromSkating ParrotWhistlesSkatingSong PostSkatingPupCuddle',
    gaming:
      'FourCornersSkating MusicalStatuesSkating RetroSkatingGameNight SkatingBingoCard SimonSaysSkating SkatingScavengerHunt CopyMyTrickSkating SkatingCharades',
  },
  'night owl': {
    dance:
      'NightOwlSilentDisco NightOwlMoonwalk TiptoeNightOwlShuffle NightOwlSlowJam NightOwlWingFlap PajamaNightOwlGroove KitchenNightOwlBoogie HootAndStompNightOwl',
    fitness:
      'QuietNightOwlWorkout MoonlitNightOwlYoga EmptyGymNightOwl LastMinuteStepsNightOwl NightOwlPlankBeforeBed NightOwlLungesToFridge BedtimeNightOwlStretch NightOwlCouchCrunches',
    prank:
      'NightOwlFridgeNote NightOwlGooglyEyes NightOwlTeddyGuard NightOwlBeatsTheEarlyBird GlowStarsForTheNightOwl SockPuppetNightOwl WallpaperSwapNightOwl YawnAttackNightOwl',
    educational:
      'NightOwlChronotypeQuiz NightOwlMoonPhases NightOwlConstellations NightOwlBodyClock SpotAPlanetNightOwl LearnALanguageNightOwl NocturnalAnimalsNightOwl WhyWeDreamNightOwl',
    cooking:
      'NightOwlSnackBoard NightOwlMugCake SilentKitchenNightOwl NightOwlToastBar CocoaForOneNightOwl CerealMashupNightOwl GrilledCheeseNightOwl SleepyTeaLatteNightOwl',
    travel:
      'NightOwlPlanetarium RedEyeFlightNightOwl NightOwlStreetFood DarkSkyNightOwlTrip SleeperTrainNightOwl ChaseTheAuroraNightOwl NightOwlLateCheckIn NightOwlMuseumAfterHours',
    fashion:
      'PajamaSetNightOwl SleepMaskGlamNightOwl OversizedHoodieNightOwl DarkAcademiaNightOwl NightOwlBlueLightGlasses MoonEarringsNightOwl VelvetNightOwlLook FuzzySlippersNightOwl',
    wellness:
      'NightOwlWindDown NightOwlSleepReset JournalingNightOwl MoonGazingNightOwl ScreensOffNightOwl ChamomileNightOwl MorningSunNightOwl BoxBreathingNightOwl',
    speed:
      'BedtimeRaceNightOwl NightOwlBagPackRush FiveMinuteTidyNightOwl NightOwlDishesBlitz FallAsleepFastNightOwl NightOwlPuzzleSprint DeadlineDashNightOwl NightOwlLaundryFold',
    music:
      'NightOwlLullaby LoFiBeatsNightOwl WhisperSingNightOwl HootBeatboxNightOwl HeadphonePianoNightOwl NightOwlPlaylist MoonSongCoverNightOwl NightOwlJazz',
    art: 'DrawANightOwl GlowPaintNightOwl CityscapeNightOwl InkDoodlesNightOwl LampShadowNightOwl PaperMoonNightOwl NightOwlSketchbook NightOwlStarMap',
    tech: 'DarkModeNightOwl StarAppNightOwl ScreenTimeNightOwl AstroPhotoNightOwl NightOwlCodeSprint SleepTrackerNightOwl WindDownAlarmNightOwl NightOwlDeskSetup',
    pet: 'ThreeAMZoomiesNightOwl HamsterIsANightOwl ReflectiveNightOwlWalk NightOwlPetCam NightOwlCuddleBuddy BedHogNightOwl NightOwlBedtimeBrush CatWakesTheNightOwl',
    gaming:
      'NightOwlCoOp ChessMatchNightOwl SolitaireNightOwl CozyGameNightOwl DailyPuzzleNightOwl WhisperGamingNightOwl NightOwlHighScore SleepoverTriviaNightOwl',
  },
  'laundry room': {
    dance:
      'LaundryRoomSpinCycle DryerBeatLaundryRoom LaundryRoomHangerShuffle LaundryRoomFoldAndVogue WaltzInTheLaundryRoom TillTheBuzzerLaundryRoom LaundryRoomLineDance BasketOnHipLaundryRoom',
    fitness:
      'BasketSquatsLaundryRoom LaundryRoomCalfRaises LaundryRoomTowelCurls FarmerCarryLaundryRoom SpinCycleLaundryRoomHIIT LungeToTheLaundryRoom LaundryRoomShelfReach LaundryRoomWallSit',
    funny:
      'LaundryRoomSockThief LaundryRoomMountain PocketFindsLaundryRoom TissueDisasterLaundryRoom ShrunkInTheLaundryRoom EverythingPinkLaundryRoom LaundryRoomStaticHair LaundryRoomTourParody',
    prank:
      'LaundryRoomPuppetShow WasherFaceLaundryRoom TowelSwanLaundryRoom LaundryRoomBalloons PocketNotesLaundryRoom GiantSockLaundryRoom LaundryRoomFairy LaundryRoomHelpWanted',
    educational:
      'CareLabelQuizLaundryRoom LaundryRoomEnergySaving SortingColorsLaundryRoom LaundryRoomFabricGuess ScrubBoardToLaundryRoom LaundryRoomWaterMath LintTrapLaundryRoom KidsFirstLaundryRoom',
    cooking:
      'LaundryRoomCycleDinner LaundryRoomDoughProof DryHerbsInTheLaundryRoom TomatoStainLaundryRoom WashDaySoupLaundryRoom LaundryRoomSnackBasket LaundryRoomApronRescue CookieBreakLaundryRoom',
    travel:
      'HostelLaundryRoomFriends LaundryRoomAbroad PackLightLaundryRoom CruiseShipLaundryRoom CampgroundLaundryRoom PostVacationLaundryRoom BeachSandLaundryRoom RateTheLaundryRoom',
    fashion:
      'LaundryRoomLastCleanFit LaundryRoomStainRescue InsideOutDenimLaundryRoom SweaterDepillLaundryRoom CapsuleSortLaundryRoom HandWashSilkLaundryRoom ThriftReviveLaundryRoom LaundryRoomDyeJob',
    speed:
      'ShirtFoldLaundryRoom SockMatchLaundryRoom LaundryRoomBeatTheBuzzer LaundryRoomSortSprint LaundryRoomTowelRoll FittedSheetLaundryRoom HangerRaceLaundryRoom LaundryRoomBasketRelay',
    music:
      'WasherBeatLaundryRoom LaundryRoomAcoustics BuzzerRemixLaundryRoom BucketDrumsLaundryRoom LaundryRoomWorkSong HangerChimesLaundryRoom LaundryRoomLullaby LaundryRoomAirGuitar',
    art: 'LaundryRoomMural WashDryFoldLaundryRoom LintArtLaundryRoom OddSockCraftLaundryRoom LaundryRoomMakeover TieDyeLaundryRoom LaundryRoomPegDolls SketchTheLaundryRoom',
    tech: 'PhoneTimerLaundryRoom LaundryRoomTimelapse CareLabelScanLaundryRoom LaundryRoomPodcastQueue LaundryRoomStopMotion LevelAppLaundryRoom SlowMoLaundryRoomSpin VoiceListLaundryRoom',
    pet: 'LaundryRoomCatCheck DogBedWashLaundryRoom PetSafeLaundryRoom LaundryRoomLeashStation PuppyBathLaundryRoom LintRollerLaundryRoom FoldingHelperLaundryRoom LitterBoxLaundryRoom',
    gaming:
      'LaundryRoomSockHoops MatchingPairsLaundryRoom LaundryRoomScavengerHunt EscapeTheLaundryRoom ClothespinTagLaundryRoom LaundryRoomBingo WouldYouRatherLaundryRoom LaundryRoomTrivia',
  },
  'hair gel': {
    dance:
      'HeadBopHairGelTest HairGelBoyBandChoreo HairGelMoonwalk FiftiesHairGelJive BallroomSlickHairGel HairGelMirrorGroove PunkHairGelPogo NinetiesHairGelRunningMan',
    fitness:
      'HairGelSweatTest SleekPonyHairGel HairGelYogaTopKnot HairGelRunnerBraids SportsDayHairGel BoxingSlickHairGel BalletBunHairGel HairGelAfterTheHelmet',
    funny:
      'TooMuchHairGel KnockOnMyHairGel DadsHairGelThrowback HairGelSpikeCount HairGelUnicornHorn HairGelVsWind HairGelStatueMode CrunchyCurlsHairGel',
    prank:
      'HairGelLidNote DressUpAsDadHairGel SpikedTeddyHairGel BreakfastHairGelReveal MopGetsAHairGelMohawk PhotoEditHairGelSpikes HairGelPlushieQuiff FakeSalonHairGel',
    educational:
      'HairGelPolymerScience AncientHairGelFacts AloeHairGelDIY HairGelOrPomadeQuiz HairGelThroughTheDecades ReadTheHairGelLabel HoldLevelHairGelTest FindYourCurlTypeHairGel',
    cooking:
      'HairGelSpikeCupcakes StiffPeaksHairGel FiftiesDinerHairGel ChefSlickBackHairGel MohawkPancakesHairGel HedgehogRollsHairGel HairGelGingerbreadMen PompadourSundaeHairGel',
    travel:
      'CarryOnHairGel HairGelHumidityTest BarbershopAbroadHairGel HairGelRoadTripTouchUp AirplaneHairGelRefresh HotelMirrorHairGel WindyBeachHairGel LandmarkSelfieHairGel',
    wellness:
      'WashOutHairGelSunday HairGelFreeWeek SlowMorningHairGel MirrorPepTalkHairGel HairGelGentleDetangle CalmCurlsHairGel HairGelLessIsMore ParentKidHairGelTime',
    speed:
      'HairGelSpikeSprint HairGelStyleIn60 HairGelRelay SchoolRunHairGel HairGelMohawkDash CombOverCountdownHairGel FastestEdgesHairGel MirrorlessHairGel',
    music:
      'HairGelBoyBandCover RockabillyHairGel PunkHairGelAnthem CombKazooHairGel BrushMicHairGel HairGelJarShaker GlamRockHairGel HairGelGuitarSolo',
    art: 'HairGelSculpture HairGelPortraitSketch HairGelSquishBag GlitterJarHairGel DollMakeoverHairGel ComicSpikesHairGel PopArtHairGel BlackAndWhiteHairGel',
    tech: 'SlowMoHairGel HairGelFastForward VirtualTryOnHairGel HairGelSelfieTimer BeforeAfterHairGel HairGelGreenScreen FrontCameraHairGel AnimatedHairGelSpikes',
    pet: 'DogTiltsAtHairGel PetProofYourHairGel CopyMyPupsLookHairGel ParrotReactsToHairGel HairGelOutOfReach CatJudgesMyHairGel HairGelFreeGroomingDay GuineaPigInspiredHairGel',
    gaming:
      'AnimeSpikesHairGel GuessTheDecadeHairGel CharacterCreatorHairGel RollTheDiceHairGel HairGelLevelUp PixelArtHairGel HairGelWouldYouRather HairGelStyleBracket',
  },
  'deck chair': {
    dance:
      'UnfoldTheDeckChairDance SeatedDeckChairGroove DeckChairCruiseShuffle BeachDeckChairHula GardenDeckChairSalsa StripedDeckChairTwist DeckChairSunsetSway DeckChairMambo',
    fitness:
      'DeckChairBeachCarry WalkBackToTheDeckChair DeckChairYogaFlow SeatedLegRaiseDeckChair NoHandsDeckChairStandUp DeckChairCoreTwists SandSquatsByTheDeckChair DeckChairStretchBreak',
    funny:
      'DeckChairVsMe DeckChairPatternFace TowelOnTheDeckChair StuckInTheDeckChair DeckChairDadSnore WrestlingADeckChair SeagullStoleMyDeckChair DeckChairInstructionsFail',
    prank:
      'DeckChairRubberDuckGuest DeckChairBalloonSurprise SandThroneDeckChair WhoopeeCushionDeckChair RedCarpetToTheDeckChair TinyUmbrellaDeckChair DeckChairTeddySunbather DeckChairButlerService',
    educational:
      'WhyItsCalledADeckChair UVIndexDeckChair DeckChairFoldingPhysics DeckChairSunscreenMath SundialDeckChair DeckChairCloudTypes DeckChairStarSpotting SeabirdIDDeckChair',
    cooking:
      'PicnicCoolerDeckChair HomemadeLemonadeDeckChair DeckChairSnackTray FruitSkewersDeckChair DeckChairPopsicles NoCookDeckChairLunch BeachSandwichDeckChair DeckChairWatermelonWedges',
    travel:
      'CruiseDeckChairHunt RateTheDeckChairView SeasideDeckChairDay ParkDeckChairRental PackTheDeckChair DeckChairRoadTrip DeckChairFerryRide SunriseDeckChairSpot',
    fashion:
      'MatchTheDeckChairStripes WideBrimHatDeckChair ResortWearDeckChairFit SunglassesSwapDeckChair VintageSwimDeckChairLook KaftanForTheDeckChair StrikeADeckChairPose LinenOnTheDeckChair',
    speed:
      'DeckChairSunscreenSprint UnfoldADeckChairRelay DeckChairStackDash BeatTheRainDeckChair FirstToTheDeckChair DeckChairTidyRush DeckChairPackUpBlitz ShadeChaseDeckChair',
    music:
      'DeckChairSerenade UkuleleDeckChairSong DeckChairSeaShanty BeachPlaylistDeckChair SummerAnthemDeckChair SqueakBeatDeckChair DeckChairWhistleTune DeckChairDuet',
    art: 'DeckChairFabricMakeover SketchFromTheDeckChair BeachWatercolorDeckChair PopsicleStickDeckChair DeckChairPhotoSeries DeckChairPostcard DeckChairPenAndInk CollageOfDeckChairs',
    tech: 'DeckChairTimelapse DeckChairPanorama UVAppDeckChair DeckChairSoundscape POVDeckChair LaptopOnTheDeckChair AudiobookDeckChair PortraitModeDeckChair',
    pet: 'DogStealsMyDeckChair CatClaimsTheDeckChair DeckChairShadeForPets WaterBowlByTheDeckChair BeachDayPupDeckChair DeckChairBelliesUp DeckChairSnoozeBuddy TortoiseVisitsDeckChair',
    gaming:
      'DeckChairCardGames ISpyFromTheDeckChair DeckChairBeachBingo CrosswordInTheDeckChair DeckChairTrivia RingTossDeckChair HandheldConsoleDeckChair TwentyQuestionsDeckChair',
  },
  'medicine cabinet': {
    dance:
      'FlossDanceMedicineCabinet MedicineCabinetVogue MedicineCabinetDuet MedicineCabinetMoonwalk ToothbrushMicMedCabinet BrushAndBopMedCabinet MorningGrooveMedCabinet RobotMovesMedCabinet',
    fitness:
      'BrushSquatMedicineCabinet MedicineCabinetCalfRaises MedicineCabinetMarch MirrorFormMedicineCabinet MedicineCabinetWallSit OneLegFlossMedCabinet NeckRollMedicineCabinet TwoMinuteMedCabinetHIIT',
    funny:
      'MedicineCabinetMonologue MedicineCabinetPuppetShow MedicineCabinetTidyFlop MorningFaceMedCabinet HotelSoapHoardMedCabinet SqueakyMedCabinetDoor WhyTenLipBalmsMedCabinet ToothbrushMixUpMedCabinet',
    prank:
      'ComplimentNoteMedCabinet MedicineCabinetBalloons MyFaceInMedicineCabinet RubberDuckArmyMedCabinet MirrorMustacheMedCabinet TinyDiscoBallMedCabinet WelcomeMatMedicineCabinet GoodMorningMedCabinet',
    educational:
      'MedicineCabinetHumidity NewToothbrushMedCabinet FlossRightMedicineCabinet GermFactsMedicineCabinet WhyMirrorsFogMedCabinet ShelfLifeQuizMedCabinet KidsBrushMedicineCabinet RecycleEmptiesMedCabinet',
    cooking:
      'KitchenMadeMedCabinet StirASugarScrubMedCabinet MixAHoneyMaskMedCabinet AloeIceCubesMedCabinet SimmerRoseWaterMedCabinet OatmealSoakMedCabinet BathSaltJarMedCabinet ChilledTeaBagsMedCabinet',
    travel:
      'RateTheHotelMedCabinet PackFromTheMedCabinet SoapSouvenirsMedCabinet UnpackIntoMedicineCabinet RefillMinisMedCabinet CruiseMedicineCabinet PostcardMirrorMedCabinet CampingWashKitMedCabinet',
    fashion:
      'MedicineCabinetGRWM MirrorFitMedicineCabinet LipstickLineupMedCabinet SignatureScentMedCabinet ClipAndGoMedicineCabinet MedicineCabinetSkincare EarringHooksMedCabinet NailPolishSortMedCabinet',
    speed:
      'MedicineCabinetIn60 GetReadyMedicineCabinet MedicineCabinetHandleWipe QuickMedicineCabinetShine MedicineCabinetRestock LabelItMedicineCabinet MedicineCabinetDustOff FlossRaceMedicineCabinet',
    music:
      'MedicineCabinetKaraoke BrushMicMedicineCabinet MedicineCabinetDrums HingeBeatMedicineCabinet ShowerSongMedicineCabinet MedicineCabinetMirrorDuet AcapellaMedicineCabinet HumAlongMedicineCabinet',
    art: 'MedicineCabinetMakeover DoodleMedicineCabinet MedicineCabinetStillLife MosaicMedicineCabinet DecoupageMedicineCabinet DollhouseMedicineCabinet ShelfieMedicineCabinet StencilMedicineCabinet',
    tech: 'MedicineCabinetInventory BrushTimerMedicineCabinet MedicineCabinetReelEdit MedicineCabinetReveal MedicineCabinetASMR QRLabelsMedicineCabinet SelfieMedicineCabinet StopMotionMedicineCabinet',
    pet: 'PetProofMedicineCabinet MedicineCabinetVetList DogDentalMedicineCabinet PawBalmMedicineCabinet FurBrushMedicineCabinet PupBathKitMedCabinet MudWipesMedicineCabinet MedicineCabinetFleaComb',
    gaming:
      'MedicineCabinetRiddles MedicineCabinetMemory ISpyInTheMedicineCabinet MedicineCabinetBingo MedicineCabinetWordSearch GuessWhatsInMedCabinet TriviaMedicineCabinet CharadesMedicineCabinet',
  },
  'cozy season': {
    dance:
      'BlanketCapeCozySeason CozySeasonSlowDance CozySeasonKitchenSway SweaterShuffleCozySeason RaincoatTwirlCozySeason BarnHoedownCozySeason PumpkinPatchJigCozySeason LeafPileGrooveCozySeason',
    fitness:
      'BlanketYogaCozySeason RakeTheLeavesCozySeason FallHikeCozySeason CozySeasonStepCount PumpkinSquatsCozySeason CozySeasonStretchInBed TurkeyTrotCozySeason CozySeasonCouchCircuit',
    funny:
      'CozySeasonStarterPack BlanketBurritoCozySeason CozySeasonInAHeatwave CozySeasonHibernation ThermostatWarsCozySeason SweaterHoarderCozySeason CozySeasonNarrator SocksAndSandalsCozySeason',
    prank:
      'SurpriseFortCozySeason WarmTowelCozySeason PaperSnowCozySeason SweaterSwapCozySeason PumpkinInvasionCozySeason DecorAmbushCozySeason CozySeasonTeddyTeaParty CozySeasonJazzTakeover',
    educational:
      'WhyLeavesChangeCozySeason CozySeasonWordsQuiz WhatIsHyggeCozySeason ShorterDaysCozySeason CozySeasonWoolScience CozySeasonKnitLesson BirdMigrationCozySeason WhoHibernatesCozySeason',
    cooking:
      'CozySeasonSoupSwap CozySeasonCocoaBar PumpkinBreadCozySeason SlowCookerCozySeason AppleCrumbleCozySeason HomemadeChaiCozySeason CozySeasonChiliNight CinnamonRollsCozySeason',
    travel:
      'CabinTripCozySeason LeafPeepingCozySeason ScenicTrainCozySeason ApplePickingCozySeason CozySeasonCafeHop BookshopCrawlCozySeason ChristmasMarketCozySeason PackSweatersCozySeason',
    fashion:
      'ChunkyKnitCozySeason CozySeasonLayering FlannelFitCozySeason CozySeasonBootsLook ScarfTiesCozySeason CozySeasonCapsule ThriftedSweaterCozySeason BeanieStyleCozySeason',
    speed:
      'CozySeasonFortRace CozySeasonScarfWrap FiveSweatersCozySeason CozySeasonPuzzleDash CozySeasonDecorBlitz BlanketFoldCozySeason PineconeHuntCozySeason TwoMinuteTidyCozySeason',
    music:
      'CozySeasonPlaylist CozySeasonJazzNight LoFiBeatsCozySeason RainSoundsCozySeason AcousticCoverCozySeason CozySeasonSingAlong KettleWhistleCozySeason VinylSundayCozySeason',
    art: 'LeafPrintCozySeason CozySeasonWatercolor PaintedPumpkinsCozySeason CozySeasonCollage PineconeCraftCozySeason CozySeasonJournalSpread FeltMushroomCozySeason CozySeasonCrochet',
    tech: 'CozySeasonWallpaper CozySeasonTimelapse EditPresetCozySeason CozySeasonDeskSetup SlowMoLeavesCozySeason CozySeasonVlog PhotoDumpCozySeason AudiobookCozySeason',
    pet: 'CozySeasonPetBed LeafPileDogCozySeason CatNapCozySeason BlanketNestCozySeason PupcakesCozySeason CozySeasonWalkies CozySeasonCuddle SunnySpotCozySeason',
    gaming:
      'CozySeasonBoardGames JigsawCozySeason CozySeasonCardNight FarmSimCozySeason WhodunitCozySeason CozySeasonTrivia CozySeasonCoOp CrosswordCozySeason',
  },
};
