import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'ice cream truck': {
    dance:
      'BrainFreezeShuffle SprinkleShimmy IceCreamJingleJive IceCreamTruckConga IceCreamTruckKitchenBop IceCreamSwirlSpin IceCreamTruckTwoStep IceCreamTruckBoogie',
    fitness:
      'EarnTheSundaeSquats IceCreamConeBalance IceCreamTruckLegRaises IceCreamTruckLunges IceCreamTruckBurpees ScoopsAndSitUps IceCreamTruckJumpingJacks IceCreamTruckPlankHold',
    prank:
      'IceCreamTruckLivingRoom IceCreamJingleAlarm IceCreamTruckTreatsAll IceCreamTruckToyDelivery IceCreamTruckRingtone IceCreamTubSurprise IceCreamTruckDoorbell IceCreamTruckFakeMenu',
    educational:
      'IceCreamTruckSaltTrick IceCreamTruckMenuMath IceCreamTruckPriceGuess IceCreamTruckCoinCount WhyBrainFreezeHurts WhereTheJingleCameFrom HowIceCreamTrucksStayCold IceCreamTruckRouteMap',
    travel:
      'WhereIsTheIceCreamTruck IceCreamTruckFestival IceCreamCrawl IceCreamTruckBeachHunt IceCreamTruckJingleHunt SummerTreatTrail IceCreamTruckParkDay IceCreamTruckTownTour',
    fashion:
      'NeapolitanColorBlock IceCreamTruckFitCheck SprinkleStyleOutfit IceCreamPastelLook IceCreamTruckStripes DressAsAnIceCreamTruck IceCreamTruckEarrings IceCreamTruckPaperHat',
    wellness:
      'IceCreamTruckBenchBreak FirstScoopSavor IceCreamTruckKindness IceCreamTruckMemoryJar MindfulIceCream IceCreamTruckSunset IceCreamTruckPorchPause IceCreamTruckTreatAFriend',
    music:
      'IceCreamJingleRemix WhistleTheIceCreamTruck IceCreamTruckSongCover IceCreamMusicBox IceCreamTruckOnGlasses ScreamForIceCream IceCreamTruckKazoo IceCreamTruckBeatbox',
    tech: 'IceCreamTruckTracker IceCreamTruckJingleRemix IceCreamTruckSlowMoDrip IceCreamTruckStopMotion IceCreamTruckEmojiStory IceCreamTruckPhotoFilter IceCreamTruckStreetView IceCreamTruckTimelapse',
    pet: 'IceCreamJingleHowl IceCreamTruckWindowWag IceCreamConePlushFetch IceCreamPetPhotoshoot SprinkleBandanaPup TruckMusicZoomies IceCreamTruckDogTreats IceCreamTruckCatReaction',
  },
  insomnia: {
    fitness:
      'InsomniaBedtimeYoga DaytimeWalkForSleep InsomniaStretchFlow InsomniaTaiChi InsomniaLegsUpWall MorningRunForInsomnia InsomniaPlankHold PilatesForInsomnia',
    prank:
      'SheepPlushSurprise InsomniaBedMakeover InsomniaPillowMint SleeplessLullabyAmbush SecretSleepFairy InsomniaFakeSnoring GlowStarsInsomnia NightlightInsomnia',
    educational:
      'HowMelatoninWorks WhatCausesInsomnia REMCycleQuiz InsomniaBedtimeChecklist InsomniaMythBusters WhyInsomniaAt3AM InsomniaDiaryStudy CaffeineAndInsomnia',
    travel:
      'InsomniaJetLagFix QuietCabinEscape InsomniaNightTrainBunk InsomniaTravelPillowTest InsomniaUnderTheStars InsomniaSunriseBeachWalk RedEyeInsomnia HotelInsomniaKit',
    speed:
      'SheepCountingRace PhoneAwayCountdown InsomniaBrainDumpIn5 InsomniaFastBedReset InsomniaLightsOut InsomniaWindDownBlitz InsomniaPajamaQuickChange CantSleepSpeedTidy',
    music:
      'InsomniaLullaby RainOnTinRoof CountingSheepSong InsomniaPianoNocturne SleeplessSynthwave InsomniaWhiteNoise HummingInsomniaCure InsomniaMusicBoxTune',
    tech: 'InsomniaSmartwatchScore PodcastsForInsomnia InsomniaBlueLightOff InsomniaSunriseAlarm InsomniaGadgetTest AIBedtimeStory WhiteNoiseAppInsomnia InsomniaNightModeSwitch',
    pet: 'InsomniaCatAt3AM SnoringDogASMR InsomniaPupSnuggle InsomniaPetBedtime InsomniaPurrTherapy InsomniaNapEnvy InsomniaCatOnMyChest HamsterWheelInsomnia',
    dance:
      'CountingSheepShuffle InsomniaPajamaWaltz InsomniaMoonwalk InsomniaSlowDance SleeplessSway InsomniaSockSlide TwoAMInsomniaTwist TiptoeInsomniaTango',
    funny:
      'Insomnia3AMThoughts InsomniaCeilingReview ThatOneCringeMemory SheepUnionStrike InsomniaOverthinkingSkit SleeplessNightNarrator ImpulseBuyInsomnia CantSleepSoILearned',
  },
  internet: {
    dance:
      'EveryInternetDanceEver InternetViralChoreo InternetLoadingSpin WebcamWaltz BufferingFreezeMoves DialUpDisco SlowInternetShuffle InternetLagRobot',
    fitness:
      'LoadingBarPlank InternetOutagePushUps InternetRebootSquats InternetOfflineHike InternetDownWallSit BufferingBurpees SlowInternetCrunches InternetDownloadDash',
    prank:
      'WifiPasswordRiddle InternetDialUpRingtone FakeInternetOutage InternetSlangDinner RenameTheNetwork BrowserTabSurprise InternetHomepageSwap InternetCatVideoBomb',
    fashion:
      'InternetTrendTryOn NinetiesWebFashion InternetMadeMeBuyIt InternetMicrotrendTest InternetEmoEraLook DressLikeAMeme EarlyInternetStyle InternetThriftHunt',
    wellness:
      'InternetFreeSunday InternetOffBeforeBed InternetDetoxWeek BrowserTabPurge UnfollowAndBreathe TouchGrassChallenge NatureOverInternet InternetSunsetCutoff',
    speed:
      'InternetSpeedTestDuel InternetTriviaSprint InternetFactCheckBlitz WebScavengerHunt TypeTheURLRace WikiSpeedrun InternetMemeGuessRace InternetEmojiQuiz',
    pet: 'InternetFamousPet InternetDogCelebrity InternetKittenCam InternetDoggoSpeak WifiRouterCat CorgiMemeReenact TeachAnInternetTrick InternetPupPaparazzi',
    gaming:
      'InternetEmojiCharades BrowserMapMystery InternetWikiRace BrowserGameMarathon OfflineDinoHighScore InternetOutageCardDuel RetroInternetArcade InternetQuizNight',
    art: 'InternetEmojiCollage InternetMemeArt DrawTheInternet RetroWebpageRedesign InternetPixelArt WebcomicInAWeek InternetCursorDoodle InternetMapDrawing',
    music:
      'InternetDialUpRemix InternetMemeMusical InternetSongsMashup InternetDuetJam RickrollAcoustic ViralSoundCover EarlyInternetKaraoke InternetNameThatHum',
  },
  ironing: {
    educational:
      'WhySteamKillsWrinkles CareLabelIroningQuiz HowIroningRemovesCreases CottonVsSilkIroning IroningInOldenDays IroningHeatSettings IroningFiberFacts IroningShirtInSixSteps',
    speed:
      'BeatTheIroningPile IroningHangerSortSprint IroningSockPairingDash IroningNapkinFoldClock IroningButtonUpRace IroningLaundryBasketRelay IroningTowelRollRush IroningFoldingBlitz',
    pet: 'CatNapAfterIroning IroningBandanaPose IroningPuppyBowTie IroningThenPetCuddles CrispCollarPup WarmLaundryKitten IroningDayBunnyPlaytime IroningDogWaitsOnBed',
  },
  'jack in the box': {
    educational:
      'HowJackInTheBoxWorks JackInTheBoxSpringTest JackInTheBoxTuneHistory BuildAJackInTheBox WeaselSongDecoded JackInTheBoxInSlowMo WhyJackInTheBoxPops JackInTheBoxTeardown',
    travel:
      'JackInTheBoxToyShop JackInTheBoxFleaFind JackInTheBoxAtticDig AntiqueJackInTheBox JackInTheBoxParkPicnic JackInTheBoxThriftHop JackInTheBoxSouvenir JackInTheBoxMuseumHunt',
    music:
      'JackInTheBoxBeatDrop JackInTheBoxRemix JackInTheBoxPianoCover JackInTheBoxSingAlong WeaselInEveryGenre WaitForThePop HumTheJackInABox KazooJackInTheBox',
    gaming:
      'JackInTheBoxBossFight JackInTheBoxReflexGame JackInTheBoxWhackAMole JackInTheBoxDiceRoll PopUpTargetRun CrankToContinue MusicalJackInTheBox JackInTheBoxNoBlinkDuel',
    fitness:
      'JackInTheBoxJumps JackInTheBoxBurpees JackInTheBoxLunges WindUpJackInTheBox PopGoesTheSquat CrouchAndSpring JackInTheBoxSitUps PlankToJackInTheBox',
  },
  jello: {
    fitness:
      'JelloLegsWorkout CarryJelloNoSpill PlankTillYoureJello JelloJumpingJacks JelloSquatPulse JelloWobbleWalkRelay JelloTrayLunges JelloOnHeadBalance',
    travel:
      'JelloPicnicInThePark JelloCoolerSurvivalTest JelloHikeSnack JelloDinerHunt JelloDessertCrawl JelloRoadTripCups CarryJelloOnTheBus JelloPotluckAtGrandmas',
    fashion:
      'JelloRainbowOutfit EyeshadowInJelloShades PastelJelloGlowUp JelloWobbleRunway JelloColorFitCheck DressLikeYourJello MatchYourNailsToJello JelloToneHairBows',
    music:
      'WriteAJelloJingle JelloWobbleBeat JelloBluesJam JelloSpoonTapTune JelloBowlDrumSolo JelloJigglePercussion SingToYourJello JelloKazooSong',
    tech: 'JelloSlowMoCam JelloPhoneFlashlightTest WatchJelloSetTimelapse JelloMacroCloseUp JelloStopMotionWobble JelloRingtoneJiggle JelloOnASpeaker JelloQuakeMeterApp',
    pet: 'KittenStaresAtJello JelloLeaveItTrick JelloSquishyToyFetch DogReactsToJello PuppyWatchesJelloWobble MyCatIsJello GelatinPupTreats JelloPlushNapBuddy',
  },
  'jelly beans': {
    prank:
      'FollowTheJellyBeans JellyBeansLoveLetter JellyBeanBalloonPop HiddenJellyBeanCake CookieJarJellyBeans JellyBeansInTheirShoe JellyBeanMugSurprise JellyBeanPocketStash',
    travel:
      'OneJellyBeanPerMile RoadTripJellyBeans JellyBeanTrailSnackHike JellyBeanShopCrawl TasteLocalJellyBeans JellyBeanCarGame JellyBeanPicnicTierList JellyBeanSouvenirHunt',
    music:
      'JellyBeanShaker JellyBeanFlavorRap JellyBeanBoxRattle JellyBeanJingle JarOfJellyBeanBeats JellyBeanLipSync JellyBeanGlassXylophone JellyBeanCountdownSong',
  },
  jellyfish: {
    prank:
      'JellyfishUmbrellaSurprise JellyfishInTheirSlipper JellyfishDoorCurtain JellyfishLampSurprise JellyfishPaperSwarm JellyfishCeilingParty JellyfishBathtubToys JellyfishPillowInvasion',
    travel:
      'JellyfishSpottingStroll JellyfishTankTrance JellyfishGlowTour JellyfishPlushAdventure JellyfishBeachBingo JellyfishLookDontTouch JellyfishBoardwalkWatch JellyfishAquariumDayTrip',
    speed:
      'JellyfishCraftRace JellyfishSketchSprint UntangleTheJellyfish JellyfishPaperChainRace JellyfishFactsIn30 JellyfishBalloonRelay JellyfishStreamerBlitz JellyfishTentacleTieRush',
    tech: 'JellyfishFlashlightCraft JellyfishCallBackground JellyfishStopMotion SlowMoJellyfishPulse JellyfishARFilter JellyfishGlowEdit JellyfishPhoneWallpaper JellyfishTimelapseDrift',
    gaming:
      'JellyfishFreezeTag JellyfishPaperToss JellyfishBalloonKeepUp JellyfishOrPlasticBagQuiz DodgeTheJellyfish JellyfishTrueOrFalse JellyfishMemoryMatch JellyfishHideAndSeek',
  },
  jenga: {
    prank:
      'FakeSneezeJenga JengaComplimentBlocks JengaTinyTowerSwap SurpriseJengaNote JengaTableBumpBluff JengaSecretQuestion RiddleJengaStack JengaDadJokePull',
    educational:
      'PredictTheJengaFall JengaTriviaTower JengaFrictionTest WhyJengaTopples JengaOddsMath FindTheLooseJengaBlock CenterOfMassJenga JengaBridgeBuild',
    fashion:
      'JengaPieceEarrings JengaStackedBangles JengaColorBlockFit LayerItLikeJenga JengaHairClipsDIY JengaPullPicksMyOutfit JengaWoodBrooch JengaBeadBracelet',
    art: 'PaintedJengaBlocks JengaCastleBuild JengaSculpture JengaTinyPeople JengaMiniCabin JengaPixelArtTower DoodleOnJenga JengaStampPrints',
    gaming:
      'JengaLastBlockStanding JengaFamilyFaceOff JengaBlindfoldRound TruthOrDareJenga OneHandJengaDuel JengaSuddenDeath JengaChopsticks JengaDiceChallenge',
    music:
      'JengaDrumroll JengaXylophone JengaTapRhythm JengaSuspenseScore JengaBlockDrumKit JengaKazooFanfare KaraokeJenga JengaBeatDrop',
  },
  'jingle bells': {
    fitness:
      'JingleBellsJacks JingleBellsLunges JingleBellsBurpees JingleBellsHighKnees JingleBellsPlankHold DashingThroughTheReps SquatToJingleBells JumpRopeJingleBells',
    educational:
      'JingleBellsFactOrFake JingleBellsLostVerses JingleBellsInSpace WhoWroteJingleBells HowJingleBellsRing JingleBellsBobtailMeaning JingleBellsTranslated LearnJingleBellsPiano',
    tech: 'JingleBellsLightShow JingleBellsDoorbell JingleBellsAppRemix JingleBellsPhonePiano JingleBellsSmartSpeaker JingleBellsBeatMaker JingleBellsRingtone JingleBellsOnCalculator',
    wellness:
      'JingleBellsPianoUnwind JingleBellsGratitude JingleBellsSnowWalk JingleBellsLullaby JingleBellsSoundBath JingleBellsByCandlelight SlowHumJingleBells BreatheToJingleBells',
  },
  'joy buzzer': {
    educational:
      'HowAJoyBuzzerWorks JoyBuzzerHistoryQuiz JoyBuzzerThenVsNow WhyWeFlinchAtJoyBuzzers IsAJoyBuzzerElectric JoyBuzzerMythBust InsideAJoyBuzzer JoyBuzzerSlowMoSpring',
    cooking:
      'TastesLikeAJoyBuzzer JoyBuzzerCrackleCookies JoyBuzzerSourCandy JoyBuzzerFizzDrink JoyBuzzerChocolateBark JoyBuzzerFizzyLemonade JoyBuzzerSherbetDip JoyBuzzerGummies',
    tech: 'JoyBuzzerTeardown JoyBuzzerSoundboard JoyBuzzerGreenScreenZap JoyBuzzerVideoCallGag JoyBuzzerReactionTimer JoyBuzzerShockFilter JoyBuzzerPhoneApp JoyBuzzerSlowMoCam',
  },
  july: {
    educational:
      'WhyJulyIsHottest JulyNameOriginQuiz JulyFireflyScience JulySunscreenPaperTest JulySundialBuild SpotJulysBrightestStar JulyThunderCountdown JulyMoonPhases',
    cooking:
      'NoBakeJulyTreats JulyBerryFlagTart JulyPeachSalsa JulyCornSalad JulyFruitPopsicles JulyWatermelonSlushie JulyLemonadeStand JulyFrozenYogurtBark',
    speed:
      'JulyPopsicleBeforeMelt JulyIceCubeRace JulyBucketRelay JulySprinklerDash JulyCornShuckRace JulyWaterBalloonToss JulyThreeLeggedRace JulyPicnicPackBlitz',
    music:
      'JulyCicadaRemix JulyHeatWaveSingAlong JulyPorchJam JulyKazooParade PickJulysSongOfSummer FourthOfJulyAnthem JulyJukeboxDuel JulyBucketDrumming',
    art: 'JulySunPrint JulyFireflyPhotos JulyTieDyeBatch JulyChalkMural JulyPopsicleStickCraft JulyMeltedCrayonArt JulyRockPainting JulyStarFlagCollage',
    tech: 'JulySolarOvenTest JulyOneSecondADay GuessJulysHighTemp JulyFireflyTimelapse JulyKeepPhoneCool JulyPhotoDumpEdit JulyStargazingApp JulyBeachPanorama',
    pet: 'JulyCoolGrassPupWalk JulyPetKiddiePool JulySprinklerChase JulyPupsicleTreats JulyCoolingMatNap CatFindsJulyShade JulyBeachDayDog KeepKittyCalmInJuly',
    gaming:
      'JulyBacklogBlitz JulyCornholeFaceOff JulyPicnicCards JulyConsoleMarathon JulyBeatTheHeatCharades JulyPorchBoardGames JulyWaterGunArena JulyFrisbeeGolf',
  },
  'jump scare': {
    fitness:
      'SquatEveryJumpScare PlankThroughJumpScares JumpScareWallSit JumpScareJumpingJacks JumpScareBurpees JumpScareMovieHIIT JumpScareLunges BoxJumpScare',
    educational:
      'WhyJumpScaresWork JumpScareBehindTheScenes JumpScareHeartbeatTest FirstJumpScareEver MeasureYourJumpScare JumpScareReflexQuiz PredictTheJumpScare JumpScareFilmSchool',
    music:
      'JumpScareBeatDrop JumpScareViolinScreech RemixAJumpScare JumpScarePianoSlam ScoreYourJumpScare JumpScareScreamInTune JumpScareMusicBox JumpScareDrumHit',
    tech: 'AddAJumpScareToMyVlog AIMakesAJumpScare JumpScareTrailerRecut JumpScareARFilter JumpScareEditTutorial JumpScareSoundApp JumpScarePhoneFlashlight JumpScareSlowMoReplay',
    travel:
      'HauntedHouseJumpScare JumpScareCornMaze GhostTourJumpScare JumpScareEscapeRoom JumpScareStoryNight JumpScareHayRide JumpScarePumpkinPatch JumpScareHalloweenWalk',
    fashion:
      'JumpScareZombieLook DIYJumpScareMask JumpScareMakeup JumpScareQuickChange ScaryGoodFitCheck JumpScareGlowUp JumpScareCostumeReveal JumpScareNailArt',
  },
  jumping: {
    dance:
      'JumpingJackDance JumpingOnTheBeat JumpAndClapCombo JumpAroundChallenge StarJumpSpin JumpingTwistAndShout JumpingJiveOff JumpingKickLine',
    funny:
      'JumpingPhotoFails JumpingPuddleSplash JumpingLikeAKidAgain JumpingSlowMoFaces JumpingGrownUpOlympics JumpingMidAirFaceOff JumpingIntoJeans NarrateMyJump',
    prank:
      'JumpingPaperFrogs JumpingBalloonSurprise JumpInPhotobombs JumpyWelcomeHome JumpingBunnyStickers JumpingHugAmbush JumpingSpringSnake JumpingDinoPlushParade',
    educational:
      'JumpingAnimalRecords HowHighCanHumansJump JumpLikeAKangarooTest JumpingFleaFacts JumpingOnTheMoon GravityJumpExperiment MeasureYourStandingJump JumpingSilentLandingDare',
    wellness:
      'JumpingMoodBoost JumpingJoyBreak JumpAndShakeReset JumpingWakeUpCall JumpingGratitudeHops JumpingStressRelease JumpOutTheGrumps JumpingGigglesRecess',
    gaming:
      'JumpingConsoleSpeedrun JumpingPuzzleLevel JumpingComboHighScore JumpingHopscotchGame JumpingRopeRhymes JumpingLeapfrogRace JumpingSimonSays JumpingFreezeTag',
    pet: 'JumpingPupFrisbee JumpingCatPounce JumpingBunnyHops JumpingDogAgility JumpingForTreats KittenJumpingForToys JumpThroughTheHoop PetJumpsOnCue',
  },
  june: {
    cooking:
      'JuneMiniBurgerBar JuneFathersDayBreakfast JuneStrawberryJam JuneIcePopLab JuneBerryPickToPie JunePicnicWraps JuneShortcakeStack JuneRhubarbCrumble',
    fashion:
      'JuneSummerFitCheck JuneWeddingGuestLook JuneGradCapDecorating JuneNeonOutfitDare DressForTheSolstice JuneSundressTwirl JuneLinenLineup JuneStrawToteOutfit',
    speed:
      'JuneWaterBalloonRace JunePoolFloatRelay JuneYearbookSigningRace JuneBerryPickingBlitz JunePopsicleMeltRace JuneLockerCleanoutDash JuneSprinklerScramble JunePicnicSetupSprint',
    tech: 'JuneLongestDayTimelapse JuneWeatherAppGuess JuneFireflyPhotoTrick JuneOneSecondADay JuneSprinklerSlowMo CatchAJuneSunriseOnPhone JuneUVCheckBeforeYouGo JuneMonthRecapReel',
    music:
      'JuneSummerAnthem JuneSunsetJam JuneBirdsongDuet JuneGraduationSong JuneBackyardConcert JuneSchoolsOutSingAlong JunePicnicSongs JuneRoadTripPlaylist',
    prank:
      'JuneDadJokeAmbush JunePicnicPopUp JuneSchoolsOutConfetti JuneGradSignSurprise JuneBubbleWelcome JuneSprinklerSneak JuneSunflowerDoorway JuneBalloonBedroom',
  },
  'junk mail': {
    dance:
      'JunkMailShuffle JunkMailMoonwalk JunkMailSlideStep JunkMailConfettiDance JunkMailShredShimmy JunkMailRobotMoves JunkMailDanceToTheBin JunkMailMailboxBoogie',
    fitness:
      'JunkMailSquatToss JunkMailStackLunges JunkMailRecycleCarry JunkMailStepUps JunkMailHoops BurpeePerJunkMail JunkMailWallSit JunkMailJumpingJacks',
  },
  kangaroo: {
    fitness:
      'KangarooBoxingCardio KangarooBroadJump OutjumpAKangaroo HopLikeAKangaroo KangarooJacks KangarooBurpees KangarooSquatBounces KangarooOneLegBalance',
    funny:
      'WhatsInThePouch KangarooImpression BuffKangarooFlex KangarooRoommate KangarooJobInterview KangarooSideEye KangarooBoxingDad KangarooSnackStash',
    cooking:
      'KangarooPouchPitas KangarooSugarCookies FlipAKangarooPancake MamaKangarooMuffins KangarooLamingtons KangarooJoeySandwiches KangarooCakeTopper KangarooToastArt',
    wellness:
      'KangarooHoodieSnuggle KangarooHopItOut KangarooSunriseBounce LazyKangarooLounge ChillLikeAKangaroo KangarooPouchNap KangarooMamaHug KangarooStretchAndSun',
    tech: 'KangarooSlowMoJump KangarooStopMotion ARKangarooFilter KangarooGreenScreen KangarooStepCounterApp KangarooPouchPOV HowFarCanYouKangarooHop KangarooFactsPodcast',
  },
  keychain: {
    fitness:
      'KeychainFingerCurls KeychainCharmPerWorkout KeychainPedometerWalk EarnYourKeychain HundredMileKeychain KeychainStepGoal KeychainRewardRun PlankForAKeychain',
    funny:
      'KeychainTooManyCharms KeychainJanitorLevel KeychainWeighsAPound WhatDoesThisKeyOpen KeychainPanicSearch KeychainOriginStory MomsKeychainArsenal RateMyKeychainChaos',
    prank:
      'KeychainMysteryCharm KeychainPlushOnTheirBag KeychainInsideJokeTag GiantKeychainSwap KeychainRubberChicken KeychainTwinSurprise SneakyKeychainAdd KeychainBobbleHead',
    educational:
      'HowKeychainsAreMade KeychainSplitRingHack WhoInventedTheKeychain KeychainMagnetTest KeychainMaterialQuiz OldestKeychainEver KeychainMorseCode KeychainPeriodicTable',
    speed:
      'KeychainLanyardBlitz KeychainBeadDash KeychainKeyFindRace KeychainBuildIn60 LoadYourKeychainFast KeychainUnhookRace BlindfoldKeychainSort TangledKeychainRescue',
    music:
      'KeychainJingleBeat KeychainClinkLoop KeychainBellRhythm PlayYourKeychain KeychainMaracas KeychainShakerSolo KeychainWhistleTune HarmonicaKeychain',
    tech: 'KeychainTrackerTest KeychainFlashlightDuel KeychainPhoneStand KeychainGadgetRanked KeychainUSBBackup KeychainFindMyKeysTrick KeychainStopMotion QRCodeKeychain',
  },
  kid: {
    dance:
      'KidChoreographer KidCopiesMyMoves KidPlaygroundDanceOff KidsCallTheSteps TinyDancerTakeover FreezeDanceKids KidVsParentShuffle KidInventsADance',
    educational:
      'KidExplainsIt AskAKidAnything KidQuizzesTheGrownUps SmarterThanAKid KidSaysWhyTenTimes KitchenScienceKids KidFactOff KidTeachesMeMath',
    wellness:
      'KidGratitudeJar KidBubbleBreathing KidStuffieBreaths KidAnimalYoga InnerChildCheckIn PlayLikeAKidAgain KidGuidedMeditation CloudShapesWithKids',
    tech: 'KidsTryOldTech KidEditsMyVideo KidStopMotionMovie WifiFixedByMyKid ChildproofMyPhone KidTeachesMeAnApp KidVsVoiceAssistant KidFilmsMyVlog',
  },
  kindle: {
    fashion:
      'KindleBookishFit KindleLibrarianCosplay KindleCardiganSwap MatchYourKindleCase KindleSweaterAndSocks EreaderSleeveDesign KindleCoverColorOutfit KindleToteBagDIY',
    art: 'DrawYourKindleCover EreaderStickerBomb KindleCharacterSketch KindleBookNookDiorama KindleScreensaverDIY DoodleYourKindleCase PaintYourKindleQuote BlackoutPoetryEbook',
    cooking:
      'KindleFictionalFeast KindleCookbookTest KindleNovelDinnerRemake ReadingNookSnackBoard KindleCookTheChapter KindleBookClubBakes EbookRecipeSwap CozyMysteryKindleCake',
    gaming:
      'KindleBookBingo KindleChooseYourAdventure KindleWordGames SideQuestEbooks KindleChapterTrivia KindleReadingStreak KindleTitleCharades KindleLevelUp',
  },
  kindness: {
    cooking:
      'KindnessCookies KindnessMealDrop KindnessBakeItForward KindnessCasseroleGift KindnessSoupShare KindnessLunchboxNote BananaBreadKindness NeighborKindnessPie',
    tech: 'KindCommentsOnly KindReviewsForSmallShops KindnessTextChain KindnessAlarmAtNoon KindnessGroupChatShoutout KindnessTechHelpDay FiveStarKindness VoiceNoteKindness',
    educational:
      'KindnessHeartRateCheck WhyKindnessSpreads KindnessMoodExperiment YourBrainOnKindness DoesKindnessLowerStress KindnessMythBusters KindnessRipplesMap HowToSayKindness',
    speed:
      'TenKindActsRace KindnessRelay KindnessThankYouSprint KindnessIn60 KindnessComplimentDash KindnessBoxBlitz KindnessLunchBreakDare KindnessBeatTheBell',
  },
  'kitchen sink': {
    educational:
      'KitchenSinkSoapScience KitchenSinkGermSwab KitchenSinkDrainSwirl HowKitchenSinkTrapsWork KitchenSinkMythBust KitchenSinkSpongeTest KitchenSinkPepperTrick KitchenSinkWaterUseMath',
    fashion:
      'KitchenSinkWearItAll EverythingAtOnceOutfit KitchenSinkLayering KitchenSinkJewelryStack KitchenSinkAccessoryDare KitchenSinkFitCheck KitchenSinkClosetRaid KitchenSinkPatternMixing',
    music:
      'KitchenSinkDrumKit KitchenSinkGlassTune KitchenSinkDripRhythm KitchenSinkKaraoke KitchenSinkPotsJam KitchenSinkSpoonDuet KitchenSinkEchoSong KitchenSinkSingAlong',
  },
  knight: {
    tech: 'KnightArmorFilter KnightVoiceChanger KnightGreenScreenQuest KnightStopMotionDuel KnightMyselfWithAI KnightChessAppMatch KnightMedievalPodcast KnightPhotoEditPortrait',
    gaming:
      'KnightPillowJoust KnightsTourSpeedrun KnightDungeonCrawl KnightMovePuzzle OnlyKnightsChess KnightHobbyHorseRace KnightTreasureQuest KnightDragonTag',
    speed:
      'KnightArmorUpRace KnightShieldRelay KnightGallopSprint KnightPillowSwordTimer KnightStormTheCastle FastestKnightAlive KnightShiftCountdown KnightHobbyHorseDash',
    fitness:
      'KnightShieldPlank KnightArmorSquats KnightSwordLunges KnightShiftWorkout KnightSquireBootCamp KnightDragonSlayerSquats KnightTrainingTrial KnightHorseStanceHold',
    travel:
      'KnightMuseumArmorHunt KnightStatueHunt KnightHillFortWalk KnightForADay KnightTrailQuest KnightsOfTheRoadTrip KnightCastlePlayground KnightRuinsHike',
  },
  koi: {
    dance:
      'KoiPondGlide KoiTailFlick KoiFinSwishShuffle KoiLilyPadSteps SwimLikeAKoi KoiShimmyShake KoiWaveArms DragonKoiTwirl',
    fitness:
      'KoiPondSunriseYoga KoiTaiChiFlow KoiBridgeStepUps KoiLeapSquats KoiFinPlank KoiSwimArmCircles KoiTailCrunches PondsideKoiLunges',
    educational:
      'WhyKoiLiveSoLong KoiLegendWaterfall KoiColorPatternMatch NameThatKoiVariety KoiOrGoldfishQuiz GuessTheOldestKoiAge KoiScaleRings KoiWaterCheck',
    wellness:
      'KoiPondMeditation FiveMinutesWithMyKoi KoiFeedingRitual BreatheLikeAKoi KoiWatchingTherapy KoiLilyPadReflection KoiCalmCount KoiGratitudeWalk',
    speed:
      'CountTheKoiRace KoiSketchIn60Seconds KoiWaterTestBlitz KoiOrigamiSprint KoiFeedingFrenzyTimer KoiFactsRapidFire KoiNameRush SpotTheKoiFast',
    music:
      'KoiLofiBeat KoiPondLullaby KoiWaterDripJam SerenadeTheKoi KoiUkuleleSong KoiHumAlong KoiWindChimes KoiPianoTune',
    gaming:
      'KoiBingoCard KoiPondJigsaw GoFishForKoi KoiSpotTheDifference KoiTriviaRound KoiMemoryMatch PaperKoiMagnetCatch HookAKoiGame',
    travel:
      'JapaneseGardenKoiWalk KoiSpottingTrip FindAKoiPondNearYou KoiBridgeHop NameEveryKoiYouMeet KoiCityParkVisit KoiMallFountainHunt KoiLakesidePicnic',
    prank:
      'KoiToyInTheBathtub KoiWaterSquirter KoiWindsockCameo KoiPlushAmbush KoiStickerTrail KoiRubberFishInSink FortuneKoiNotes BalloonKoiDrop',
  },
  landlord: {
    gaming:
      'LandlordAndTenantCharades PlayLandlordWithCandyCash LandlordGuessTheRent LandlordDollhouseFlip LandlordEscapeRoom LandlordSaysFixIt BeatTheLandlordAtCards LandlordBoardTycoon',
    cooking:
      'HallwayCookieSwap LandlordTinyKitchenFeast LandlordMoveInLasagna LandlordPancakeBrunch LandlordPotluckNight LandlordWelcomeCake BakeTheLandlordPie LandlordSoupDelivery',
  },
  landscape: {
    wellness:
      'LandscapeAweWalk LandscapeHorizonGazing LandscapeSunsetGratitude LandscapeBenchBreak LandscapeDigitalDetox BreatheInTheScenery LandscapeCloudWatch LandscapeFiveMinuteGaze',
    gaming:
      'WhereIsThisLandscape LandscapeOpenWorldViews LandscapeSpotTheDiffs LandscapeJigsawRace LandscapeSandboxBuild GuessTheGameScenery LandscapeMapQuiz LandscapeCitySim',
    music:
      'ScoreTheLandscape LandscapeSoundsOfTheView LandscapeBirdRecording LandscapeFolkBallad LandscapeEchoChorus LandscapeLoFi LandscapeHumAlong LandscapeBirdsongMix',
  },
  lake: {
    prank:
      'LakeFrogPlushSurprise LakeMonsterSighting LakeFloatieTakeover LakeDockChalkWelcome FakeFishOnTheLine LakeHouseTreasureHunt LakeShoreSerenade LakeCabinPillowFort',
    educational:
      'HowLakesForm LakeCritterCount LakeWaterTempCheck LakeSizeRanking LakeOrPondQuiz WhyLakeIceFloats LakeFrogLifeCycle NameThatLakeFish',
    cooking:
      'LakeDayPicnic LakeHousePancakeFlip LakeFoilPackFeast LakeCoolerChef LakeNoCookWraps LakeShoreSnackBox LakeSunsetSkewers LakeDockSideLemonade',
    music:
      'LakeDockJam LakesideSingAlong EchoAcrossTheLake LakeLoonCallCover LakeWaveRhythm LakeSunsetSerenade LakeBucketDrums LakeUkuleleEvening',
    gaming:
      'LakeHouseGameNight LakeGoFish LakeCornholeCup LakeWildlifeBingo LakeCabinPuzzle LakeDockCardDuel LakeScavengerQuest LakeFrisbeeGolf',
  },
  'laser pointer': {
    educational:
      'HowLaserPointersWork WhyCatsChaseLaserPointers LaserPointerSafeOrNot LaserPointerRefraction LaserPointerWaterBend LaserPointerColorTest LaserPointerFogBeam LaserPointerMirrorMaze',
    music:
      'LaserPointerOperaSong LaserPointerDiscoForCats LaserPointerSafetyJingle RedDotRhythm ScoreTheLaserPointerChase LaserPointerBeatDrop ConductorLaserPointer KaraokeLaserPointer',
  },
  'last day of school': {
    educational:
      'LastDayOfSchoolQuiz LastDayTimeCapsule LastDayTeachYourParents SchoolsOutBrainTeasers SchoolsOutReadingDare LastDayNextGradePreview LastDayFactSwap LastDaySummerSkillPick',
    gaming:
      'LastDayOfSchoolBingo LastDayOfSchoolTrivia SchoolsOutSpeedrun LastDayCharades LastDayChessTournament SchoolsOutBacklog LastDayBossLevel LastDayKickballGame',
    cooking:
      'SchoolsOutPopsicles LastDayOfSchoolSundae LastDayPancakeParty LastDayConfettiCake LastDayTeacherCookies LastDayOfSchoolSnackBar LastDayLemonadeStand LastDayPizzaPicnic',
  },
  leaves: {
    prank:
      'LeafPileHideAndPop LeavesConfettiShower TrailOfLeavesToGift LeavesFacesOnTrees RakeAHeartInTheYard LeavesRakedSurprise SpellTheirNameInLeaves LeavesBookmarkSneak',
    educational:
      'WhyLeavesChangeColor HiddenYellowInLeaves HowTreesDropLeaves LeafBreathingExperiment GuessTheLeafQuiz LeafChlorophyllHunt LeavesUnderAMicroscope IdentifyTenLeaves',
    music:
      'JazzAutumnLeavesCover LeafCrunchBeat LeavesRustleRemix LeavesShakerRhythm LeafRakeGuitarSolo LeavesStickDrumming SingToTheFallingLeaves LeavesWindChimeMelody',
  },
  leggings: {
    dance:
      'LeggingsShimmy LeggingsTwoStep LeggingsFloorwork LeggingsMoonwalk LeggingsSpandexStrut LeggingsLineDance LeggingsLeapOff LeggingsSalsaSpin',
    cooking:
      'StretchyPantsPasta LeggingsBrunchClub MealPrepInLeggings LeggingsSmoothieBowl LeggingsLazyPancakes LeggingsProteinBalls LeggingsPostRunOats LeggingsCozySoupNight',
    gaming:
      'LeggingsRhythmGameNight LeggingsFreezeDance LeggingsTwisterSpin LeggingsLimboContest AvatarLeggingsMatch CozyGamerLeggings LeggingsSimonSaysSquats LeggingsObstacleCourse',
  },
  lego: {
    tech: 'LegoSlowMoCrash LegoStopMotionFilm LegoHeadphoneHolder LegoCarRampTest LegoCableOrganizer LegoTimeLapseBuild LegoPhoneStand LegoCameraDolly',
    music:
      'LegoBrickShaker LegoMovieSongCover MinifigLegoBand WorkingLegoMusicBox LegoBeatboxBattle PlayableLegoPiano LegoDrumKitJam LegoGuitarBuildStrum',
    educational:
      'LegoEngineeringLesson LegoFractionMath LegoBridgeStrengthTest HowLegoBricksAreMade LegoCatapultPhysics LegoMinifigCounting LegoGearSpinDemo LegoArchitectureQuiz',
    gaming:
      'LegoBuildBattle LegoSpeedrun LegoChessSet MinifigLegoAdventure LegoBlindfoldChallenge LegoVideoGameCoOp LegoBlindGuessBricks LegoDiceRollRound',
  },
  lemon: {
    fitness:
      'LemonGripTest LemonPlankPass LemonBalanceSquats SpoonAndLemonLunges LemonOverheadPress LemonRollPushUps LemonTossCrunches LemonJumpingJacks',
    prank:
      'LemonBarSurprise LemonInvisibleInk LemonInTheCookieJar LemonYellowBalloonRoom LemonLimeSwitcheroo LemonTinyHatsParade LemonSliceInTheirWater LemonFacesInTheFruitBowl',
    gaming:
      'LemonAndLimeTicTacToe LemonBowlingStrike LemonMemoryMatch LemonBocceBall LemonBlindTasteGuess LemonSourPenaltyRound HotLemonPassing LemonTriviaNight',
  },
  lighthouse: {
    educational:
      'HowLighthousesWork WhyLighthouseStripes LighthouseBigLensSecret LighthouseNameThatFlash BuildThePharosLighthouse LighthouseKeepersLog MorseByLighthouse LighthouseBeamRangeMath',
    fashion:
      'StripesLikeALighthouse LighthouseFishermanKnit WindyLighthouseShoot LighthouseKeeperCosplay LighthouseLayers LighthouseRainSlickerFit LighthouseBeanieTryOn LighthouseNauticalLook',
    tech: 'LighthouseWallpaperEdit LighthouseFlashlightModel LighthouseTimeLapse MakeYourPhoneALighthouse LighthouseSmartBulbBeam LongExposureLighthouse LighthouseMapAppHunt LighthouseVirtualTour',
  },
  lipstick: {
    prank:
      'LipstickMirrorNote LipstickShadeSwap LipstickOnTheirCoffeeCup LipstickKissPrintCard LipstickHeartBalloons LipstickPostItCompliment LipstickSmileOnTheBanana LipstickLoveLetterSeal',
    speed:
      'LipstickOneSwipe LipGlossQuickDraw LipstickLightsOut TenSecondLipstick LipstickBlindfoldApply LipstickSwatchAllShades NoMirrorLipstickDash LipstickInOneBreath',
    gaming:
      'GuessTheLipstickShade LipstickMakeoverSim LipstickBingoCard LipstickOnYourAvatar LipstickMysteryTubeDare LipstickSwatchMemory LipstickPictionary LipstickTicTacToe',
    cooking:
      'LipShapedMacarons RedLipCupcakes LipstickCakePops LipstickMatchSmoothie ChocolateLipstickTubes LipGlossDonutGlaze LipstickShadeTruffles LipstickPinkLemonade',
  },
  love: {
    fashion:
      'LoveAtFirstFit TwinningInLove LoveInRedAndPink StealYourLovesHoodie HeartOnMySleeve LoveDateNightLook RomanceNovelCover LoveSlogansTeeDIY',
    wellness:
      'SelfLoveSunday LoveLetterToMyself LoveTextToAFriend MirrorLoveNotes HeartfeltThanks CallSomeoneYouLove LovingKindnessMinute ThreeThingsILove',
  },
  lullaby: {
    fitness:
      'LullabyYogaFlow LullabyCoolDown LullabyEveningWalk LullabyBedtimeStretch LullabyBounceSquats RockingChairCrunches PlankThroughALullaby LullabyBalancePose',
    tech: 'LullabyNightLightBuild RecordGrandmasLullaby LullabyVsWhiteNoise AIWritesALullaby StarProjectorDIY WakeUpToALullaby LullabyVoiceChanger LayerALullabyOnYourPhone',
    travel:
      'LullabyRoadTripNap LullabyFlightSleep LullabyHammockBeach LullabyBackseatSingAlong StarryNightCampout LullabyUnderTheSky OceanWaveLullaby LullabyTrainRideHome',
  },
  'lunar new year': {
    gaming:
      'LunarNewYearMahjong LunarNewYearGameNight GreatZodiacRace LunarNewYearChineseChess LunarNewYearCardSnap LunarNewYearTriviaBattle LunarNewYearBingo LunarNewYearRiddles',
    fitness:
      'LunarNewYearTaiChi LunarNewYearStepGoal LunarNewYearDragonSquats LunarNewYearKungFu LunarNewYearLionPoses FirecrackerJumpJacks LunarNewYearLanternLunges LunarNewYearSweepWorkout',
    dance:
      'LunarNewYearLionDance LunarNewYearDragonWalk LunarNewYearRibbonTwirl LunarNewYearFanSway LunarNewYearDrumSteps LanternParadeStrut LunarNewYearZodiacDance LunarNewYearShuffle',
    prank:
      'LunarNewYearLuckyNote RedEnvelopeSurprise LunarNewYearCandySwap LunarNewYearPillowGift LunarMandarinPyramid GoldCoinChocolateHunt LunarNewYearLionPhotobomb LunarNewYearTangerineFace',
    speed:
      'LunarNewYearDecorRace ChopstickSpeedRound LunarCoupletHang LunarNewYearOrangePeel PaperCutBlitz LunarNewYearDumplingFold LunarNewYearLanternIn60 LunarNewYearTidyTimer',
    music:
      'LunarNewYearDrumBeat LunarNewYearSongCover GongAndCymbalJam LunarNewYearKaraoke LunarNewYearSingAlong FirecrackerRemix LunarNewYearPotLidBand LunarNewYearGreetingRap',
    art: 'LunarNewYearPaperCut LunarLanternCraft ZodiacAnimalDrawing LunarNewYearCalligraphy LunarInkPainting PlumBlossomBrushwork LunarNewYearFoldingFan LunarNewYearDragonPuppet',
    pet: 'LunarNewYearTreatHunt LunarNewYearPlushFetch LunarNewYearKittenNap LuckyRedBandana BunnyYearPortrait LunarNewYearPuppyPhotos LunarNewYearGoldfishWish LunarNewYearHamsterHouse',
    wellness:
      'LunarNewYearCleanSweep LunarNewYearWishList LunarNewYearThankYous LunarNewYearCallGrandma LunarNewYearIntentions QuietTempleVisit LunarNewYearTeaCeremony LunarNewYearPhoneFree',
  },
  'lunch lady': {
    music:
      'LunchLadyLadleDrums CafeteriaBeatbox LunchLadyLandCover HairnetHarmony LunchLadyPotLidJam SingToTheLunchLady LunchLadyAnthem LunchLadyThankYouSong',
  },
  'lunch packing': {
    educational:
      'BuildABalancedLunch FoodGroupLunchQuiz LunchPackingTrashCount LunchPackingTempTest ReusableWrapMath WhyIcePacksWork LunchPackingGermSafety LunchPackingBudget',
    music:
      'LunchPackingRap LunchboxLidBeat LunchPackingDrumSolo LunchPackingJingle ZipperSnapRhythm SandwichSerenade WhistlePackingLunch SingWhilePackingLunch',
    dance:
      'LunchPackingGroove LunchPackingTwoStep LunchboxLimbo LunchBellBounce BrownBagBoogie ZipLockShimmy DanceWhilePackingLunch LunchPackingSalsa',
    gaming:
      'LunchPackingTetris LunchPackingBingo PackingLunchAndIBrought LunchPackingCardDraw GuessMyLunchPacking BentoBoxBossLevel PuzzlePackingLunch LunchPackingDiceRoll',
    travel:
      'LunchPackingRoadTrip LunchPackingBeachDay TrainPicnicLunch LunchWithAView PackingLunchForTakeoff ParkBenchLunchTour PackingLunchForTheZoo LunchPackingForAHike',
  },
  magnet: {
    music:
      'OppositesAttractDuet FridgeMagnetDrumSolo MagnetOnAGuitarString ShakeRattleAndMagnet MagnetLoveSong StuckOnYouCover MagnetXylophoneTune MagnetBellChime',
    fitness:
      'MagnetSnapSquats MagnetMirrorPlank OppositesAttractAbs MagnetPairSquats NorthPoleSprints MagneticCoreCrunch PartnerMagnetLunges FridgeMagnetBurpees',
  },
  'marching band': {
    fitness:
      'MarchingBandHornHolds HighStepMarch MarchingBandLunges BandCampBootcamp DrumlineCardio MarchingBandFieldLaps MarchingBandWallSit MarchingBandStairRun',
    pet: 'MarchingBandBlanketNap DrumlineDogWalk MarchingBandMascotPup MarchingPetParade MarchingBandBunnyHop CatSleepsThroughDrumline MarchingBandHoundHowl MarchingBandTreatStep',
    tech: 'DrumlineStickSlowMo DrumlineMetronomeDare BandKidPracticeTimelapse BandKidTunerShowdown MarchingBandDrillApp MarchingBandStepCounter SoundMeterMarchingBand BandKidStopMotion',
  },
  'mario kart': {
    funny:
      'MarioKartRageFaces MarioKartLeanIntoTurns LastPlaceMarioExcuses MarioKartFamilyFeud BlueShellBetrayal MarioKartFriendshipEnder MarioKartCommentaryDad MarioKartGrandmaWins',
    fashion:
      'MarioKartGroupCostume MarioOverallsLook YourMarioKartMainFit MarioKartCosplay MarioKartPitCrewUniform RainbowRoadRunway MarioKartRedCapStyle MarioKartGraphicTee',
    speed:
      'MarioKartTimeTrial MirrorModeMarioBlitz MarioKartStartBoost MarioKartShortcutHunt RainbowRoadNoFalls BeatMyGhostLap MarioKartTrackRecord MarioKartSetupIn60',
    music:
      'MarioKartThemeCover MarioKartRainbowRemix MarioKartOnPiano MarioKartBeatbox CoconutMallJam StarPowerHumAlong MarioKartKazooSolo MarioKartRapBattle',
    fitness:
      'MarioKartLoserPushUps BananaPeelMarioLunges MarioKartLapSquats MarioKartStarJumps BlueShellBurpees ItemBoxCircuit MarioKartWallSit MarioKartPlankTillFinish',
  },
  market: {
    tech: 'MarketTimelapseWalk CashlessMarketTest MarketBudgetApp MarketPOVFirstBite AIPicksMyProduce RipeOrNotScanner MarketPriceTracker MarketSoundscapeRecord',
    prank:
      'MarketKaleBouquet MarketMysteryVeggie MarketSunflowerSurprise MarketPicnicAmbush WhatsInTheBasketGuess MarketSourLemonDare MarketBerryHeartPlate GooglyEyeMarketHaul',
  },
  mars: {
    funny:
      'MarsWeatherReport MarsRealEstatePitch MartianTouristSkit MarsRoverBirthday MarsNeighborsMeeting AlienFirstContact DeliveryToMars MarsTravelAgent',
    tech: 'FindMarsWithAnApp MarsRoverStopMotion MarsRadioDelayDemo MarsWallpaperOfTheDay LiveOnMarsTime NASARawPhotoHunt MarsWeatherBot TourMarsFromYourCouch',
  },
  mascot: {
    pet: 'MyPetIsTheMascot HamsterMascotCheer PupSpiritDay MascotLookalikeCat MascotTryoutDog FurryTeamMascot MascotBunnyPortrait MascotKittySidekick',
    gaming:
      'MascotPartyGame ActLikeYourMascot TeamSpiritTriviaNight MascotWouldYouRather MascotBracketBattle TableFootballFinals MascotMemoryMatch MascotGuessWho',
  },
  massage: {
    educational:
      'WhyMusclesGetKnots MassageStressTest MassagePressurePoints MassageTypesCompared TryThreeMassageStyles MassageMythBusting AcupressureMassageMap AnatomyMassageQuiz',
    prank:
      'MassageCouponBook MassageSpaAtHome MassageWithOvenMitts FoamFingerMassage SurpriseFootSoak MassageRobeReveal MassageWithAToyCar EggCrackMassage',
    music:
      'MassageTrainToTheBeat BackRubLullaby MassageOceanSounds MassageRhythmTapping ChimesAndRainMix MassageMixtape HumDuringTheMassage RainstickMassage',
  },
  may: {
    wellness:
      'MayMindfulWalk MayMentalHealthCheck MayGardenJournal MaybeSlowDown StopAndSmellTheFlowers MayBarefootOnTheGrass MayTheCalmBeWithYou MaySunriseStretch',
    gaming:
      'MayPuzzleStreak MayMiniGolfRound MayLawnGameOlympics MayFourthJediBattle MayBlossomBingo MayFlowerScavengerHunt MayHopscotchDuel MayHideAndSeek',
  },
  maze: {
    educational:
      'MazeRightHandRule MazeVsLabyrinth EscapeAnyMazeTrick SlimeMoldMaze RetellTheLabyrinthMyth HowMiceLearnMazes AntsSolveAMaze MazeShoeboxPlantGrowth',
    funny:
      'CornMazeCommentary MazeDadShortcut MazeMapUpsideDown MazeVsGrandma OneMoreWrongTurn ThisWayTrustMe LostInAMazeDrama MazeGPSVoiceImpression',
    tech: 'MazeSolvingAI MazeScreenRecord PhoneTiltMaze BeatTheMazeApp GiantMazeTimelapse MazeStopMotionEscape DrawAMazeOnYourTablet PrintableMazeSwap',
  },
  meatball: {
    fitness:
      'MeatballSquatJumps MeatballRewardRun EarnYourMeatballs HundredMeatballRolls NonnaBootcamp SaucePotSquats MeatballPlankTimer MeatballLungeWalk',
    educational:
      'WorldMeatballTour MeatballBinderScience WhyMeatballsBrown SwedishMeatballFacts NameThatMeatballNation PolpetteOrKofta MeatballMapQuiz MeatballSizeMath',
    travel:
      'MeatballShopCrawl BestMeatballSubInTown LittleItalyMeatballs MeatballMilesRoadTrip MeatballTasteTour TrattoriaTreasureHunt MeatballInEveryCity MeatballFoodHallVisit',
    prank:
      'MeatballJokeNapkin GiantMeatballReveal MeatballsSpellHello GooglyEyeMeatballs MeatballFacePlateSurprise SpaghettiCakeSurprise MeatballPlushAmbush MeatballSmileyDinner',
  },
  memory: {
    gaming:
      'MemoryMatchMarathon MemorySimonSequence MemoryBossLevel NoCheatMemoryRun MindPalaceChallenge PairsFlipDuel MemoryTrayGame MemoryStoryChain',
  },
  'milk jug': {
    educational:
      'WhyMilkJugsAreSquare MilkJugSeedGreenhouse BuildAMilkJugRainGauge MilkJugAirPressure WhatMilkJugsBecome MilkJugWaterFilter MilkJugVolumeMath MilkJugRecyclingTrail',
    fashion:
      'MilkJugArmor BanglesFromMilkJugs MilkJugHandbag RecycledMilkJugFit MilkJugRunway MilkJugSunVisor MilkJugTiara MilkJugHatMakeover',
  },
  'monkey bars': {
    educational:
      'MonkeyBarsPhysics SwingLikeAGibbon MonkeyBarsPendulum DeadHangScience WhoInventedMonkeyBars MonkeyBarsMomentum MonkeyBarsGripStrength MonkeyBarsMuscleMap',
    dance:
      'MonkeyBarsMoonwalk OneRungPerBeat MonkeyBarsShimmy DangleDanceOff MonkeyBarsKickLine MonkeyBarsFreeze MonkeyBarsMacarena MonkeyBarsLegSwing',
  },
  monopoly: {
    educational:
      'MonopolyOddsMath MonopolyWhichSetWins MonopolyOriginQuiz MonopolyStrategyLab MonopolyEconomics101 MonopolyRulesYouSkip InflationMonopoly MonopolyPropertyValues',
    travel:
      'MonopolyRealStreets BoardwalkBeachWalk MonopolyRailroadDayTrip MonopolyMyHometown MonopolyLifeSizeBoard MonopolyRoadTripEdition MonopolyPicnicBlanket MonopolyLandmarkSelfie',
    fitness:
      'MonopolyRentSquats MonopolyJailWallSit BoardwalkLaps MonopolyDiceWorkout PassGoPushUps MonopolyHotelLunges ChanceCardMonopolyReps MonopolyRailroadRun',
    pet: 'MonopolyDogTokenPose MonopolyPuppyBanker MonopolyPetPicksMyPiece MonopolyCatTakeover ScottieLookalike PawsOnTheBoardwalk MonopolyBunnyMillionaire MonopolyTreatRent',
  },
  mood: {
    fashion:
      'MoodCheerfulOutfit MoodPowerBlazer MoodRingJewelry DressForTheMoodYouWant ColorPopFitCheck MoodBoostSneakers MoodYellowFriday MoodScarfSwap',
    educational:
      'MoodGutBrainLink WhyMusicChangesYou MoodSunlightEffect DoColorsShiftYourMood WhatLiftsYourMood SleepAndMoodQuiz MoodBreathScience MoodWalkExperiment',
  },
  moon: {
    cooking:
      'MoonCakeAtHome MoonPhaseCookies MoonCraterPancakes CrescentMoonCroissants FullMoonPizza MoonShapedDumplings MoonRockCandy CheeseMoonPlatter',
    tech: 'NightModeMoonShot ZoomToTheMoon MoonThirtyDayCollage MoonriseTimelapse MoonThroughBinoculars MoonPhaseDailySnap MoonStargazingAppHunt MoonPhoneTripodHack',
    travel:
      'FullMoonHike DarkSkyParkTrip ChaseTheMoonrise MoonFestivalLanterns MoonFromTheBackyard MoonlitBeachWalk FollowTheMoonTonight MoonPicnicInTheYard',
  },
  'morning workout': {
    fashion:
      'AMWorkoutFitCheck PajamasToPilates MorningWorkoutLayers AMWorkoutGlowGear MorningWorkoutHoodieLook EarlyWorkoutCapStyle MatchingAMWorkoutSet AMWorkoutMonochrome',
    speed:
      'BeatTheAlarm OutTheDoorBy6 AMWorkoutSpeedrun SevenMinuteMorning MorningWorkoutRace MorningWorkoutQuickFire AMWorkoutVsToaster 100RepAMWorkout',
    dance:
      'MorningWorkoutGroove RiseAndShimmy AMWorkoutBoogie ShakeOffTheSnooze DanceYourAMWorkout MorningWorkoutSalsa MorningWorkoutMacarena MorningWorkoutMoveOff',
    funny:
      'SleepwalkingSquats MorningWorkoutVsSnooze NarrateMyAMWorkout MorningWorkoutBedhead OneYawnPerRep MorningWorkoutFails ZombieAMWorkout AMWorkoutExcuses',
    educational:
      'MorningWorkoutScience WhyMorningsBoostMood MorningVsNightWorkout AMWorkoutMythBusters LearnYourBodyClock MorningWorkoutFactCheck AMWorkoutTrueOrFalse AMWorkoutMuscleMap',
    tech: 'SquatToSnooze MorningWorkoutTracker MorningWorkoutStopwatch AMWorkoutHypePlaylist MorningWorkoutAICoach SmartwatchAMWorkout TimelapseAMWorkout AMWorkoutAppFaceOff',
  },
  mosquito: {
    prank:
      'FakeMosquitoSticker ToyMosquitoOnLaptop MosquitoPaperSwarm MosquitoPhotobombEdit MozzieFlyOnAString MosquitoBuzzRingtone MosquitoShadowOnTheWall MosquitoDoodleOnBanana',
    fitness:
      'SwatAndSquat MosquitoShadowBoxing MosquitoFreeDawnRun ZeroMosquitoBitesHike OutrunTheMozzies DuskDodgeDrill MosquitoSlapJacks MosquitoClapPushUps',
  },
  motel: {
    fashion:
      'MotelNeonFitCheck MotelPoolsideGlam MotelCatEyeShades RetroMotelRoadTripLook DesertHighwayStyle MotelRoomKeyCharm VintageMotelRobe MotelPastelSet',
    fitness:
      'SuitcaseSquats IceBucketCurls MotelPoolLaps MotelTowelStretches MotelStairClimb MotelRoomCircuit BedsideMotelCrunches MotelParkingLotJog',
    gaming:
      'RoadTripMotelCharades MotelHandheldDuel PoolsideDominoes MotelTableTourney MotelEscapeRoom MotelCardGameMarathon CheckersAtTheMotel MotelTriviaNight',
  },
  movie: {
    dance:
      'MovieMontageDance MovieMusicalNumber MovieCreditsGroove MovieVillainTango BigScreenDanceOff PopcornBucketShimmy StepIntoTheMovie MovieHeroSlowMoStrut',
    tech: 'MovieGreenScreen DIYMovieEffects CutAFilmTrailer ShoeboxMovieProjector MovieFreezeFrameTrick PhoneShotMiniMovie MovieSoundsFromScratch MovieVoiceDubOver',
    pet: 'CatPawsTheMovie MovieNightPuppyPile PupWatchesMovieDogs PetMovieRemake KittenCastingCall BunnyRedCarpet FurballMovieTrailer FurryMovieCritic',
    travel:
      'MovieLocationHunt StandInTheMovieScene DriveInMovieNight MyTownInTheMovies MovieUnderTheStars MoviePosterPhotoWalk PickATripByMovie MovieMatineeDayOut',
  },
  'movie theater': {
    dance:
      'RecreateAMovieDance CinemaPosterPoseOff MovieTheaterCouchGroove MovieNightMoonwalk CreditsRollShuffle PopcornBucketBop MovieTheaterLobbyStrut MovieTheaterTicketTwirl',
    prank:
      'SurpriseMovieTickets MovieTheaterFakeTrailer LivingRoomCinema MovieUsherWelcome VelvetRopeBathroom RedCarpetHallway MovieTheaterSeatSigns MovieTheaterIntroVoice',
    travel:
      'OldCinemaCrawl MovieMarqueeHunt DriveInMovieNight VisitAMovieLocation MovieTheaterMatineeTrip SmallTownCinemaTrip NewCinemaEachMonth MovieTheaterArtDecoHunt',
  },
  mud: {
    educational:
      'ShakeAMudJar BuildWithMudBricks MakeAMudFossil FilterMuddyWater ClaySiltSandSort WhatLivesInTheMud MudOrQuicksand HowPigsUseMud',
    wellness:
      'MudMaskMonday JumpInAMudPuddle MudBarefootSquish MudBetweenYourToes HandsInTheMud RainyWalkReset BeAKidInTheMud MudGardenPotting',
  },
  mystery: {
    educational:
      'MysteryLogicGridPuzzle FingerprintMysteryLab AncientMysteryCodes SolveItLikeSherlock MysteryDecoderWheel UnsolvedMysteriesQuiz GuessTheMysteryObject WriteAMysteryIn50Words',
    tech: 'MysteryQRTrail MysteryVoiceMemoClues TextAMysteryInEmojis CrackTheMysteryCode ExtremeZoomMystery UVLightMystery MysteryGeocacheHunt MysterySoundEffects',
  },
  nature: {
    gaming:
      'NatureRockPaperScissors NatureScavengerQuest NatureTriviaTrail ISpyOnANatureWalk NatureHideAndSeek WildlifeSpotScore NatureBingoCard NatureMemoryTray',
    prank:
      'NatureTreasureHunt NatureSurprisePicnic NatureFairyDoor NatureAcornHeartTrail HiddenKindnessRocks GnomeInTheGarden PebbleMessageOutside NatureFakeBirdCall',
    travel:
      'NatureRoadTrip NatureTrailNextDoor NatureSunsetLookout NationalParkBingo PackANatureDayBag NatureWildflowerWalk NatureReserveDayOut NatureBirdwatchingStop',
  },
  neighborhood: {
    fashion:
      'StreetStyleOnMyBlock NeighbourhoodKicks NeighborhoodWalkFitCheck NeighborhoodErrandLook NeighborEnvyOutfit TrashDayCouture ThriftTheNeighborhood NeighborhoodHatParade',
    music:
      'NeighborhoodPorchJam NeighborhoodSoundsMix WontYouBeMyNeighbor NeighborhoodBucketBand CarolingDownTheBlock NeighborhoodStoopSong NeighborhoodOpenMic NeighborhoodWhistleWalk',
    tech: 'ThreeSixtyNeighborhood NeighborhoodTimelapse NeighborhoodPanorama NeighborhoodGPSArtWalk DoorbellCamBloopers NeighborhoodThenAndNow NeighborhoodSoundMap NeighborhoodPhotoContest',
    cooking:
      'NeighborhoodPotluck NeighborhoodIcePopParty NeighborhoodBakeSwap PieForTheNeighbors NeighborhoodTacoNight LemonadeStandGlowUp NeighborhoodChiliOff NeighborhoodSaladBar',
    gaming:
      'NeighborhoodGeocache NeighborhoodPorchBingo StreetScavengerHunt NeighborhoodFlagWars KickTheCanComeback NeighborhoodTriviaNight NeighborhoodTagLeague NeighborhoodFourSquare',
  },
  'new job': {
    fitness:
      'NewJobDeskStretches LunchBreakWorkout NewJobCycleToWork NewJobStairClimb CommuteCardio WalkToTheNewJob NewJobChairSquats BriefcaseCurlsNewJob',
  },
  'new years eve': {
    dance:
      'NewYearsEveCongaLine NewYearsEveDiscoMoves AuldLangSyneSway NYEConfettiShuffle NewYearMoonwalk BallDropBounce NewYearsEveSlowDance NewYearsEveTwistAndShout',
    tech: 'NewYearsEveTimelapse HomemadeNYEPhotoBooth FireworkSlowMoShot NewYearsEveMidnightSelfie NYEStopMotionConfetti NYEVideoCallParty NewYearsEvePlaylistMix NewYearsEveRecapReel',
    pet: 'NewYearsEvePetCalm NewYearsEveDogDen WhiteNoiseForPuppy NewYearsEveKittyNap NewYearCatResolutions FireworkFreeCuddles NewYearsEveBunnyBedtime NewYearsEveSnuffleMat',
    gaming:
      'NewYearsEveTrivia LastGameOfTheYear NYEPuzzleTillMidnight NYECharadesShowdown NewYearBingoBlackout NewYearFirstWin NewYearsEveCardMarathon NewYearsEvePictionary',
    educational:
      'NewYearsEveTimeZones NYEResolutionScience NewYearsEveCalendarFacts WhoCelebratesNYEFirst NewYearTraditionsQuiz NewYearsEveLuckyFoods NewYearsEveBallDropModel NewYearsEveWorldGreetings',
    fashion:
      'NewYearsEveTenMinuteGlam SequinFitCheck NYEThriftedSparkle NYEOutfitFaceOff NYEGoldHeadToToe NewYearsEveVelvetSuit NewYearsEveTiaraDIY NewYearsEveBowTieStyle',
  },
  ninja: {
    educational:
      'NinjaMythBusting NinjaVsSamuraiQuiz NinjaSilentFootsteps WereNinjasReal WhatNinjasActuallyWore ScienceOfSneaking WriteNinjaInKanji NinjaInvisibleInk',
  },
  nugget: {
    funny:
      'FancyNuggetPlating WhoAteTheLastNugget DinoNuggetFamilyDrama NuggetSauceTierList NuggetNatureDoc NuggetShapeDebate NuggetTax NuggetDatingShow',
    prank:
      'NuggetFanClubBanner NuggetSmileyPlate GoldNuggetSurprise NuggetPlushInTheFridge DinoToyLunchbox NuggetLoveNoteNapkin NuggetPunStickers NuggetPaperCrown',
    music:
      'NuggetCrunchBeat DinoNuggetRoarRemix SauceCupDrumming NuggetLoveSong WriteANuggetJingle ChickenNuggetOpera NuggetRapBattle SerenadeANugget',
  },
  oatmeal: {
    funny:
      'GoldilocksPorridgeTest OatmealRaisinBetrayal OatmealFoodCriticVoice OatmealTextureReact OverloadedOatsSkit JustRightOatmeal ColdOatmealFace WorstOatmealEver',
    travel:
      'OatmealTrailBreakfast RoadTripOatsInAJar OatBarsForTheSummit OatmealCafeCrawl OatmealAtGrandmas OvernightOatsPicnic HotelOatmealRating OatmealOnTheTrain',
    pet: 'OatmealDogBath OatmealLickMat TreatBalanceTrick OatmealKittenLapNap WaitForTheOatmeal OatmealDogCookies OatmealSweaterPup OatmealHamsterSnack',
  },
  'obstacle course': {
    tech: 'SlowMoObstacleCourseFails ObstacleRobotVacuum PhoneTimedObstacleCourse ObstacleCourseFromMyPOV ObstacleCourseGhostRace ObstacleCourseLapTimer ObstacleCourseReplayCam ObstacleCourseStopMotion',
    pet: 'DogObstacleCourse ObstacleHamsterMaze ObstacleBunnyHops CatNinjaWarrior AgilityAtHome TunnelTimeTrial ObstacleCourseForTortoise ObstacleCourseForKitty',
  },
  office: {
    dance:
      'OfficeCongaLine FridayOfficeFreestyle OfficePrinterBop OfficeChairDance OfficeHallwayStrut NineToFiveGroove OfficeElevatorMoves OfficeStaplerShimmy',
    tech: 'OfficeDeskSetup OfficeCableGlowUp UnjamTheOfficePrinter OfficeGadgetTour KeyboardShortcutDuel WebcamLightingHack OfficeCopyPasteTricks OfficeInboxFilters',
    prank:
      'OfficeDeskGiftWrap CubicleOfficeBalloons OfficePlantNameTags OfficeStickyNoteWall OfficeDonutDrop GooglyEyedSupplies OfficeChairBubblePop OfficeComplimentJar',
  },
  'office party': {
    tech: 'VirtualOfficeParty OfficePartyPhoneQuiz QRCodeRaffle OfficePartyPhotoSlideshow AIPlansTheOfficeParty SmartSpeakerDJ OfficePartyGIFOff OfficePartyMemeWall',
  },
  'optical illusion': {
    tech: 'OpticalIllusionFilter AISpiralIllusion OpticalIllusionWallpaper PhoneHologramIllusion OpticalIllusionGlitch IllusionFlipbookApp IllusionGIFMaker OpticalIllusionSlowMo',
  },
  oreo: {
    prank:
      'OreoCremeMessage OreoJokeOnTheWrapper OreoLunchboxLetter GiantOreoSurprise MilkAndOreoDelivery OreoGooglyEyes OreoBirthdayTower OreoPillowTreat',
    gaming:
      'OreoCheckers OreoMancala OreoTwistNoBreakGame OreoJengaTower OreoTicTacToe OreoDunkTrickShot OreoStackingDuel OreoMemoryFlip',
  },
  otter: {
    tech: 'OtterSplashSlowMo OtterChirpAsMyRingtone AskAIWhyOttersHoldHands OtterFilterOnDad StopMotionOtterRaft CutestOtterScreenshot OtterSoundboardApp AIOtterAnimation',
    gaming:
      'OtterPebbleTossOff FindYourOtterPair OtterOrBeaverCharades OtterShellHunt OtterChainTag HideTheOtterRock OtterlyAmazingTrivia OtterMemoryMatch',
  },
  overalls: {
    funny:
      'OverallsBathroomBreak OverallsPocketMystery DadInOveralls WholeFamilyInOveralls OverallsOneStrapDown LittleFarmerStrut OverallsBuckleStruggle OverallsKangarooPouch',
    pet: 'PetHairOnMyOveralls OverallsGardenDogWalk OverallsPuppyPlaydate OverallsBunnyHayTime BibTreatStash OverallsDenimCushion OverallsPupPortrait OverallsBarnCat',
  },
  package: {
    tech: 'PackageUnboxASMR PackageStopMotionReveal PackageOpensItself TrackMyPackageLive PackageTechUnboxing ParcelBoxPhoneStand PackageLabelPrinterHack PackageArrivalTimelapse',
    music:
      'PackageTapeBeat BubbleWrapRhythm ParcelPercussion PackageDoorbellJingle PackageShakerSolo PackingPeanutMaracas PackageBoxDrumKit SignedSealedDelivered',
  },
  'paint roller': {
    educational:
      'PaintRollerVsBrush HowPaintRollersWork PaintRollerFoamVsFluffy PaintSheenQuiz WhichPaintRollerWhen PaintRollerZigzagTrick PaintRollerPhysics ColorMixPaintRoller',
  },
  painter: {
    dance:
      'DanceLikeAPainter PainterRollerGroove PainterSmockShuffle PaintDripDrop BrushStrokeBoogie PainterBeretBounce PainterPalettePop PainterEaselTwirl',
    funny:
      'PainterWhisperVoice PainterVsGrandpa PainterCriticReacts HappyLittleAccidents PaintDryingCommentary NameMyMasterpiece OverlyDramaticPainter PainterBeretImpression',
    pet: 'PainterPetPortrait PainterCatAssistant PainterPuppyModel PawPrintPainter PawcassoChallenge VincentVanDogh PainterHamsterMuse PainterBunnySketch',
    prank:
      'PainterFaceOnTheirEggs PainterPhotoSwap FakePaintSpill SecretPainterGallery MonaLisaPhotobomb StickyNoteMasterpiece PainterWindowMessage PainterStickFigureHoax',
  },
  'pancake day': {
    prank:
      'PancakeDayMenuBoard PancakeDayBreakfastInBed PancakeDaySmileyFaces PancakeDayMessageStack SurprisePancakeTower ShroveTuesdayWakeUp MiniPancakeDayCereal UnbirthdayPancakeDay',
    educational:
      'PancakeDayTimeline WhyPancakesBubble PancakeDayRaceHistory PancakesAroundTheWorld WhatDoesShroveMean CrepeOrPancakeQuiz PancakeDayFactFlip PancakeDayFractions',
    music:
      'PancakeFlipToTheBeat PancakeDaySpatulaDrums PancakeDayJingle SweetSyrupSerenade BatterUpBallad PancakeDayWhiskShaker KazooPancakeDay OdeToPancakeDay',
  },
  parade: {
    music:
      'ParadeDrumline PotsAndPansParade ParadeWhistleSolo KazooParade ParadeMarchSingAlong StrikeUpTheBand BucketDrumParade ParadeTambourineStrut',
  },
  paramedic: {
    speed:
      'GloveUpIn10 ParamedicSplintSprint ParamedicGearBlitz ParamedicArmSlingRace FastestBandageWrap ParamedicBagPackRace ParamedicPulseCountRace ParamedicSupplySortDash',
    tech: 'ParamedicAEDDemo FirstAidAppTest ParamedicCPRMetronome EMTGadgetTour AIvsParamedicQuiz ParamedicRadioLingo ParamedicMedicalIDSetup ParamedicEmergencyContact',
    fitness:
      'ParamedicStairCarry StretcherLiftDrill ParamedicBagLunges TrainLikeAParamedic ParamedicFitnessTest StayingAliveSquats ParamedicPlankShift ParamedicCoreCircuit',
    funny:
      'ThingsParamedicsSay ParamedicReactsToTV ParamedicSnackStash ParamedicCoffeeLevels NightShiftGiggles MyMomThinksImADoctor ParamedicRatesMovieCPR ParamedicLunchInterrupted',
    travel:
      'ParamedicStationTour ParamedicBeachSafetyCheck PackLikeAParamedic ParamedicRoadTripKit EMTDayOffAdventure FirstAidOnTheTrail ParamedicHikeReady ParamedicMuseumVisit',
    fashion:
      'ParamedicUniformFit ParamedicCostumeDIY BootsAndBadgeLook OffDutyParamedic ParamedicPocketTour ReflectiveGlowUp ParamedicToStreetwear ParamedicCapAndJacket',
    music:
      'ParamedicStayingAlive ParamedicSirenRemix CPRBeatSong ParamedicRadioRap ParamedicHeartbeatLoop MonitorBeepBeatbox ParamedicPowerBallad ParamedicThankYouChorus',
    gaming:
      'ParamedicLingoCharades FirstAidQuizNight WhatsInTheEMTBag ParamedicBingo ParamedicSirenSoundGuess ParamedicTeddyRescue EMTAlphabetGame ParamedicMemoryMatch',
  },
  parents: {
    speed:
      'ParentsChoreRace ParentsVsKidsRelay ParentsLunchboxBlitz ParentsSockMatchDuel MinivanPackingSprint BedtimeRoutineDash ParentsShoeTyingTimer ParentsLaundryFoldOff',
    fitness:
      'ParentsVsKidsPlank ParentsSprintFinish ParentsPiggybackRace OutlastYourParents MomAndDadBootcamp ParentsBackyardLunges ParentsTagTeamSquats ParentsYogaDuo',
  },
  'parking lot': {
    educational:
      'ParallelParkingMath WhyParkingSpotsAngle ParkingLotScaleModel ParkingLotGeometry CarColorCensus LookBothWaysLesson ParkingLotPlateQuiz ParkingLotSignsDecoded',
    cooking:
      'ParkingLotTailgate ParkingLotChiliCookoff ThermosCocoaCarpark TrunkToTable ParkingLotPicnic DashboardDinner ParkingLotCoolerLunch ParkingLotSandwichStop',
    pet: 'PawCheckParkingLot ParkingLotSitStayDrill ParkingLotCatStroller CarparkCalmPup LeashOnDoorsOpen ParkingLotPuppySocial ParkingLotDogWaterBowl ParkingLotShadeBreak',
  },
  king: {
    cooking:
      'KingPretzelScepters KingSizeBurger ChickenALaKing FitForAKingFeast KingCrownCupcakes KingsRoyalTeaParty KingOfTheSandwich KingBanquetPlatter',
    travel:
      'KingOfTheRoadTrip KingStatueHunt SpotAKingInTheMuseum KingOfTheHillHike KingForADayOuting KingCastlePlaygroundDay KingPalaceDayTrip KingGardenStroll',
    speed:
      'KingOfTheHillRace KingCrownRelay KingCapeOnIn10 KingMusicalThrones KingCheckersBlitz SpeedChessKingHunt KingRobeQuickChange KingCastleBuildSprint',
    gaming:
      'ChessKingEndgame KingOfTheHillGame KingCheckersNight CheckmateTheKing TheKingCommands KingOfTheLobby KingRummyRound KingPillowFortSiege',
  },
  november: {
    music:
      'NovemberRainCover GobbleBeatbox NovemberAcousticSet SingYourNovemberThanks NovemberPorchSong FriendsgivingJam NovemberLeafCrunchBeat NovemberKitchenDrums',
    wellness:
      'ThirtyDaysOfThanks NovemberThankfulJar NovemberBlanketFortNight NovemberSlowDown NovemberReadingNook FourPMSunsetWalk NovemberTeaRitual NoScrollNovember',
  },
  medal: {
    funny:
      'MedalForEverything MedalCeremonySlowMo MedalAnthemLipSync MedalBiteTest TearyMedalSpeech HumbleMedalFlex PostMedalInterview WorstJokeGetsAMedal',
    travel:
      'MedalTrailHunt EarnAMedalCityWalk RoadTripMedalCeremony FunRunForAMedal MedalFromEveryRace StandOnThePodium MedalSummitSelfie HikeForAMedal',
  },
  october: {
    wellness:
      'OctoberLeafWalk CiderPorchPause AutumnSlowSunday SoftOctoberMornings OctoberBlanketAndBook OctoberGratitudeJar OctoberSunsetSit OctoberCozyReadingNook',
    cooking:
      'OctoberCaramelApples OctoberWitchHatCookies OctoberSpookySnackBoard OctoberPumpkinBakeOff MummyHotDogs OctoberSoupSwap OctoberChiliCookOff OctoberCornbreadNight',
  },
  mermaid: {
    prank:
      'MermaidNoteInABottle DidAMermaidVisit MermaidScaleTrail MermaidWasHere MermaidTailInTheirBed MermaidTubSurprise FakeMermaidSighting TinyMermaidDoorway',
    funny:
      'MermaidTriesWalking MermaidVsSeagull IfMermaidsHadPhones MermaidForkHairbrush MermaidAtTheDMV MermaidOrdersTakeout DadAsAMermaid LandlockedMermaid',
  },
  packing: {
    fitness:
      'PackingDayFarmerCarry PackingBoxSquats DuffelSwingSet PackingCubeCurls PackingTapeToeTouches PackingSuitcaseLifts LungeWhilePacking PackingBagStepUps',
    music:
      'PackingTapeBeat SuitcaseDrumKit PackingJetPlaneCover PackingKaraoke PackingZipperSolo BubbleWrapPopRhythm PackingSongRelay PackingPlaylistShuffle',
  },
  'orange peel': {
    gaming:
      'LongestSpiralWins OrangePeelHighScore OrangePeelLetterGuess OrangePeelJigsaw OrangePeelSpeedDuel OrangeSpoonRace OneStripOrangePeel BlindfoldOrangePeel',
    music:
      'OrangePeelRhythm OrangePeelMaracas ClementineBallad OrangePeelBeatbox PeelToTheBeat OrangeCrateDrum HumAnOrangePeelSong KazooOrangePeel',
  },
  organizing: {
    music:
      'OrganizingHumAlong OrganizingVinylShelf OrganizingAnthem OrganizedNoise LabelMakerBeat SortingSoundtrack WhistleWhileOrganizing OrganizingDrumBins',
    educational:
      'OrganizingFourBoxRule WhyOrganizingFeelsGood OrganizeLikeAScientist OrganizerMethodQuiz OrganizingLabelExperiment SparkJoyTest OrganizeBooksByColor OrganizeItAToZ',
  },
  mousetrap: {
    tech: 'MousetrapCarBuildLapse MousetrapSlowMo MousetrapStopMotionHeist MousetrapHumaneDesign MousetrapTrailCamPOV MousetrapPhoneAlarm MousetrapSensorAlert MousetrapRacerSpeedTest',
  },
  january: {
    fashion:
      'JanuaryShopYourCloset JanuaryScarfTieWays JanuaryFitCheck NoBuyJanuary JanuaryPufferShowdown JanuarySweaterSwap JanuaryLayerUpChallenge JanuaryHatHairRescue',
    prank:
      'JanuarySockSnowballs JanuarySnowmanGreeter JanuaryResolutionSwap JanuaryWindowFrostDoodle JanuaryWindshieldScrape JanuaryConfettiDrawer FakeJanuaryBeachDay JanuaryPaperSnowstorm',
    gaming:
      'JanuaryBacklogClear JanuaryPuzzleStreak JanuaryChessClimb JanuaryJigsawNight JanuaryGameMarathon JanuarySnowedInCharades LevelUpYourJanuary JanuaryCardTournament',
  },
  'lemonade stand': {
    educational:
      'LemonadeStandMath LemonadeStandPriceCheck KidsRunALemonadeStand LemonadeStandRecipeRatio SupplyAndLemonade LemonadeStandTasteTest LemonadeStandBudgetPlan LemonadeStandProfitQuiz',
    music:
      'LemonadeStandJingle CupSongLemonadeStand LemonadeStandChant KaraokeLemonadeStand LemonadeStandGlassTunes SweetAndSourSerenade LemonadeStandRapAd LemonadeStandUkulele',
    tech: 'LemonadeStandQRMenu TapToPayLemonadeStand LemonadeStandSpreadsheet AIPricesMyLemonadeStand LemonadeStandTimeLapse LemonadeStandPhotoAd LemonadeStandSalesVideo LemonadeStandLogoDesign',
  },
  marimba: {
    educational:
      'HowAMarimbaWorks MarimbaVsXylophone LearnMarimbaIn30Days MarimbaRootsQuiz WhyLongerBarsGoLower MarimbaWoodVsMetal MarimbaMalletCompare PlayAMarimbaScale',
  },
  marriage: {
    tech: 'MarriageChoreApp MarriageCalendarSync MarriedLifeAgingFilter MarriedLifeMontage OurMarriagePlaylist OldWeddingVHSRescue MarriageYearInPhotos MarriageVoiceNoteVault',
  },
  mural: {
    educational:
      'HowMuralsGetSoBig WhoPaintedThisMural StreetArtVsGraffiti DecodeTheMural FromSketchToMural GuessTheMuralsAge MuralPaintWeatherTest MixEveryMuralColor',
  },
  'magnifying glass': {
    funny:
      'GiantEyeMagnifier WhoAteTheCookie MagnifiedCrumbCase MagnifyingGlassSockHunt TinyTextSquintFail MagnifyTheLostRemote MagnifyingGlassNoseCheck MagnifierFridgeDetective',
  },
  'mini golf': {
    tech: 'MiniGolfSlowMo MiniGolfTrickShotReel MiniGolfPuttTracker MiniGolfFullRoundIn60 MiniGolfStopMotion MiniGolfBallPOV MiniGolfPathTracer MiniGolfAppVsRealLife',
  },
  mouse: {
    speed:
      'MouseClicksPerSecond MouseMazeRace DrawWithMouseIn30 MouseTargetTapRace CheeseHuntDash FastestCursorAlive OffhandMouseSprint MouseDragAndDropBlitz',
  },
  'night light': {
    wellness:
      'NightLightNoScreensHour NightLightBookNook NightLightWindDown NightLightCalmCorner GoodnightGratitude JournalByNightLight NightLightMeditation NightLightBedtimeStory',
  },
};
