import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'cookie decorating': {
    dance:
      'SprinkleShakeDance CookieArtToTheBeat CookieDecoratingFreeze KitchenDiscoCookieArt StrutYourDecoratedCookie DecoratingCookiesDuet CookieArtWiggle TwoStepCookieArt',
    fitness:
      'EarnYourDecoratedCookie DecoratedCookieRelay CookieArtCircuit BalanceADecoratedCookie SquatPerDecoratedCookie BurnOffTheCookieArt ArmDayDecoratingCookies CookieArtDeliveryWalk',
    funny:
      'CookieDecoratingVsReality CookieDecoratingBlindfold NailedItCookieArt UglyCookieArtContest CookieArtWrongHand KidsJudgeCookieArt DecoratedCookieSelfie MyDadTriesCookieArt',
    prank:
      'PhoneOrDecoratedCookie CookieArtRemoteSwap StickyNoteCookieArt DishDutyCookieArt AprilFoolsCookieArt DecoratedCookieKeys DecoratedCookieLookalike CookieArtLunchboxSurprise',
    educational:
      'CookieArtColorWheel FloodingCookieArt101 LearnToMarbleCookieArt FractionCookieArt SolarSystemCookieArt WorldFlagCookieArt CookieArtTenSecondRule CookieDecoratingAlphabet',
    cooking:
      'CookieDecoratingCutouts CookieArtBakeOff VeggieDyeCookieArt EdiblePaintCookieArt GingerbreadManCookieArt ThreeIngredientCookieArt BoxMixToCookieArt CookieArtSwapParty',
    travel:
      'CookieDecoratingCityIcons PostcardCookieArt LicensePlateCookieArt CookieArtPassportStamps SuitcaseCookieArt CookieArtBakeryCrawl RoadTripCookieArt DecoratedCookieGlobe',
    fashion:
      'CookieDecoratingFitMatch MyOutfitAsCookieArt SneakerCookieArt UglySweaterCookieArt CookieArtRunway DressTheDecoratedCookie HandbagCookieArt ManicureCookieArt',
    wellness:
      'GratitudeCookieArt CookieArtForANeighbor PhoneFreeCookieArt CookieArtCompliments DecoratingCookiesWithMom ImperfectCookieArt SlowSundayCookieArt RainyDayCookieArt',
    speed:
      'CookieDecoratingOneMinute DecoratedCookieDozenDash CookieArtSpeedrun BeatTheBuzzerCookieArt LightningRoundCookieArt FastestSmileyCookieArt TagTeamCookieArt AssemblyLineCookieArt',
    music:
      'CookieDecoratingASMR SprinkleShakerBeat GuessTheSongCookieArt AlbumCoverCookieArt CookieArtKitchenBand CookieArtKaraoke CarolsAndCookieArt LyricsOnCookieArt',
    tech: 'CookieDecoratingProjector CookieDecoratingTimeLapse AIDesignsMyCookieArt EmojiCookieArt AppIconCookieArt QRCodeCookieArt CookieArtStopMotion MacroLensCookieArt',
    pet: 'CookieDecoratingPetFace PupSafeIcingCookies DogReactsToCookieArt GotchaDayCookieArt CookieArtPawPrints ShelterBakeSaleCookieArt GuessMyBreedCookieArt CookieArtForTheVet',
    gaming:
      'GuessTheCookieArt CookieArtTicTacToe CheckersWithCookieArt CookieArtMemoryMatch RollTheDiceCookieArt GameCharacterCookieArt CookieArtBingo CookieArtHideAndSeek',
  },
  pen: {
    dance:
      'ClickPenChoreo PenTwirlToTheBeat CopyMyPenStickFigures PenPusherShuffle PenSignatureMove MustachePenDanceOff SpinLikeMyPen InkPenHandJive',
    fitness:
      'DeskStretchWithAPen PenPusherPushups PickUpAPenWithToes WriteYourRepsInPen PenOnHeadBalance PlankAndPassThePen PenBetweenKneesWalk SquatPerPenClick',
    funny:
      'WhoTookMyPen PenClickerAnonymous DramaticAutograph ThePenNeverWorks EveryPenInMyBag PenSpinFail PenTestScribbles PenBehindMyEar',
    prank:
      'PenColorSwap InvisibleInkNote PenPalLetterFromMyCat FlowerPenSurprise GiantNoveltyPen PenDrawnWatch PenFacesOnTheEggs GooglyEyePens',
    educational:
      'InsideAClickPen FountainVsBallpoint UpsideDownPenTest InkPenChromatography LearnCursiveInPen FauxCalligraphyPen FromQuillToPen PenMindMap',
    cooking:
      'BananaNoteInPen PenPalRecipeSwap CookWhatThePenPicks MealPlanInPen PenScoredTasteTest PenFacesOnBoiledEggs FamilyCookbookInPen FinelinerPipingPractice',
    travel:
      'FinelinerCitySketch PenAPostcardHome TravelJournalInInk PenPalAbroad PackingListInPen TrainWindowInPen PenDrawnWalkMap OnePenWholeTrip',
    fashion:
      'PenDoodleTote FinelinerShoeArt DenimDareInPen SignMyShirtInPen FauxTattooInPen SketchMyFitInPen BallpointCapGlowUp InkPenManicure',
    wellness:
      'GratitudeInBallpoint ThreeLinesInPen PenALetterToFutureYou PenTracedBreathing PenPatternDoodles ThankYouNoteInPen PhoneDownPenUp BrainDumpInPen',
    speed:
      'MostPenSpinsIn30 FastestAlphabetInPen FillAPageInPen CapEveryPenDash QuickDrawPenDuel PenVsKeyboardRace NoEraserPenBlitz ConnectDotsPenSprint',
    music:
      'PenDrumSolo BallpointClickBeat LipSyncIntoAPen WriteAChorusInPen ConductWithAPen BottleTunesWithAPen DuetWithMyPenPal PenSpinToTheDrop',
    tech: 'PenVsStylus ScanMyPenNotes MyPenHandwritingFont AnimateMyPenDoodle AIGuessesMyPenDrawing BallpointTimeLapse PenPhoneStandHack QRCodeInPen',
    pet: 'PenSketchMyDog ClickPenTraining CatKnocksMyPenOff PawTracedInPen BlindContourPetPen PenAVetThankYou FinelinerFurTexture PuppyDiaryInPen',
    gaming:
      'PenAndPaperBattleship DotsAndBoxesDuel PenDungeonMap TicTacToeInPen PenFightChampion FoldAndPassInPen PenSpinTrickShot HangmanWithABallpoint',
  },
  'pom pom': {
    dance:
      'PompomBounceDance CheerWithPompoms PompomShakeOff BunnyHopPompomTail PompomHalftimeShow SpiritFingersPompom StadiumWavePompom PompomMirrorMoves',
    fitness:
      'PompomCheerCardio PickUpPompomsWithToes PompomPlankTransfer PompomSpoonRelay SoftPompomDodgeball BearCrawlPompomHunt JumpForThePompom PompomSitUpToss',
    funny:
      'PompomHaircut PompomVsReality GooglyEyePompomPals GiantPompomReveal PompomMustache PompomSoapOpera WhenThePompomUnravels HamsterOrPompom',
    prank:
      'PompomConfettiDrop FluffyDoorwayCurtain EveryShoeGetsAPompom IndoorPompomSnowballs PompomDrawerAvalanche SneakyPompomOnTheirHat ComputerMousePompomEars PillowFullOfPompoms',
    educational:
      'PompomMath ColorSortingPompoms MakeAPompomWithAFork BalloonStaticPompom CatapultAPompom HowFarCanAPompomRoll SolarSystemPompom WoolVsAcrylicPompom',
    cooking:
      'PompomCupcakes PompomCoconutBalls MeringuePompoms PompomHatCookies PompomCakeTopper GrassTipPompomFrosting CraftNightPompomSnacks TeamColorPompomPops',
    travel:
      'PompomTravelMascot YarnShopCrawl PompomLuggageTag SkiTripPompomBeanie CarRidePompoms PompomSwapByMail MapPinPompom PackAPompomKit',
    fashion:
      'PompomBeanieMakeover PompomEarrings FluffyBagCharm SneakerPompomLaces HairTiePompoms PompomTrimJeans SlipperPompomUpgrade PompomScarfFringe',
    wellness:
      'PompomWorryBuddy PompomStressBall BlowAPompomBreathing PompomGratitudeJar PompomForAFriend WindDownPompomMaking RainyDayPompoms QuietHourPompom',
    speed:
      'PompomForkRace ChopstickPompomTransfer StrawBlowPompomDash ColorSortPompomSprint PompomCupFlick TweezerPompomPickup PompomMakeIn60 BlindfoldPompomCount',
    music:
      'PompomPuppetSong PompomCheerChant PompomMalletDrums ConductWithAPompom MusicalPompomPass MarchingBandPompoms PompomLullabyMobile RhythmPompomToss',
    tech: 'PompomStopMotion PompomSlowMoDrop AIDesignsMyPompom PompomScreenCleaner EmojiFacePompom TimeLapsePompom ColorPickerPompoms WebcamPompomPuppet',
    pet: 'PompomPetLookalike PompomCatPortrait PompomPuppyBreeds ShelterPompomBazaar PompomGotchaDayGarland VetThankYouPompoms LeashPompomTag PawPrintPompomWall',
    gaming:
      'PompomFlickGame PompomTossTarget PompomTicTacToe TableTopPompomHockey SpoonCatapultPompom BingoChipPompom HotPotatoPompom PompomMiniGolf',
  },
  'screen protector': {
    dance:
      'ScreenProtectorWinDance ScreenProtectorSlide SmoothMovesTemperedGlass PopAndLockScreenProtector GlideLikeTemperedGlass ScreenProtectorPeelDrop TemperedGlassSwipeStep ShimmyOnTemperedGlass',
    fitness:
      'ScreenProtectorPlankApply BurpeesThenTemperedGlass OneLegScreenProtector ScreenProtectorRelay EarnYourScreenProtector TemperedGlassBubbleSquats CrabWalkScreenProtector HighKneesScreenProtector',
    funny:
      'ScreenProtectorFails OneDustSpeckDrama DadVsScreenProtector CrookedTemperedGlass IsMyScreenProtectorOn TemperedGlassSavedMe SlowMoScreenProtector ScreenProtectorPepTalk',
    prank:
      'SmileyScreenProtector TemperedGlassBubbleTrick HairOnTheScreenProtector ClingFilmScreenProtector BigBoxTinyTemperedGlass StickyNoteScreenProtector PrivacyTemperedGlass GooglyEyeScreenProtector',
    educational:
      'ScreenProtectorMyths PlasticVsTemperedGlass WhyTemperedGlassShatters ScreenProtectorDustHack KeysVsTemperedGlass MatteScreenProtector PrivacyScreenProtector101 InsideAScreenProtector',
    cooking:
      'ScreenProtectorFlourTest CrackedTemperedGlassCake MessyHandsScreenProtector ScreenProtectorCookAlong TemperedGlassCookies RecipeScrollTemperedGlass SmudgeFreeTemperedGlass CookbookVsScreenProtector',
    travel:
      'ScreenProtectorBeachTest AirportScreenProtector PackASpareScreenProtector MarketStallTemperedGlass TemperedGlassSurvivedIt SkiTripScreenProtector TrainRideScreenProtector FestivalTemperedGlass',
    fashion:
      'PhoneCaseFitMatch MirrorTemperedGlassSelfie GlitterScreenProtector ScreenProtectorGlowUp ColorEdgeScreenProtector CharmStrapTemperedGlass MatteTemperedGlass ChromeNailsTemperedGlass',
    wellness:
      'BreatheThroughBubbles SatisfyingScreenProtector GrandmasTemperedGlass SundayResetTemperedGlass ZenScreenProtector PhoneCleanTemperedGlass ScreenProtectorLetItGo TemperedGlassNewHabit',
    speed:
      'ScreenProtectorSpeedApply ScreenProtectorOneTry BubbleFreeIn30 TemperedGlassDuel ScreenProtectorPitStop WholeFamilyTemperedGlass PeelAndStickTemperedGlass KettleVsTemperedGlass',
    music:
      'ScreenProtectorPeelASMR ScreenProtectorTapBeat PianoAppTemperedGlass ScreenProtectorSongParody TemperedGlassBlues DrumPadTemperedGlass JingleForTemperedGlass MovieScoreScreenProtector',
    art: 'ScreenProtectorSuncatcher ScreenProtectorDoodle ScreenProtectorStencil TraceOnTemperedGlass MarkerMuralTemperedGlass TinyFrameTemperedGlass ScreenProtectorOnionSkin ShadowArtTemperedGlass',
    pet: 'ScreenProtectorPawTest NoseSmudgeTemperedGlass ClawProofTemperedGlass FurFreeScreenProtector CatHelpsScreenProtector PetVsScreenProtector PuppyPhotoScreenProtector WhiskersVsTemperedGlass',
    gaming:
      'ScreenProtectorAimTest MatteTemperedGlassGamer ScreenProtectorHighScore RhythmGameTemperedGlass ScreenProtectorSideQuest ScreenProtectorLevelUp SpeedrunTemperedGlass PlayerOneScreenProtector',
  },
  'e bike': {
    dance:
      'KickstandDropEBike EBikeHelmetHairFlip ParkedEBikeGroove PedalAssistShuffle EBikeTwoStep FullyChargedEBikeBoogie EBikeBellChoreo ChargingStationEBikeJig',
    fitness:
      'EBikeLowAssistRide NoBatteryEBike StretchBeforeTheEBike EBikeHeartRateCheck EBikeTrailMiles ParkPathEBikeLaps EBikeCalorieGuess LegDayOnAnEBike',
    funny:
      'EBikeFirstRide HillClimbFaces GrandpaTriesAnEBike ZeroPercentEBike PretendPedalingEBike EBikeHelmetHair WhenTheEBikeKicksIn ParkingTheHeavyEBike',
    prank:
      'EBikeBellSwap EBikeDecorSurprise DuckMyEBike EBikeBasketFlowers EBikeSpokeBeads FunnySeatCoverEBike ClownHornOnTheirEBike CardboardMotorcycleEBike',
    educational:
      'EBikeRangeMath EBikeClassesQuiz ABCQuickCheckEBike EBikeHelmetFitTest HandSignalsForEBike FixAFlatEBike CostPerEBikeCharge HubVsMidDriveEBike',
    cooking:
      'EBikeFarmersMarketHaul EBikeBasketDinner HomemadePizzaEBikeDrop EBikeBakeryRun EnergyBitesForEBike PostRideEBikeSmoothie PicnicStopEBike DeliverSoupByEBike',
    travel:
      'EBikeCoastalRide EBikeRailTrail PackMyEBikePanniers EBikeVineyardTour ElectricBikeIslandHop CampOutByEBike OneChargeEBikeAdventure LakeLoopEBike',
    fashion:
      'EBikeCommuteFit EBikeHelmetGlowUp ReflectiveGearEBike SkirtOnAnEBike RainReadyEBikeLook MatchingMyEBike CycleChicEBike WindproofEBikeLayers',
    wellness:
      'EBikeSunsetRide ForestPathEBike EBikeGratitudeStops BirdsongEBikeLoop EBikeVisitGrandma SunriseEBikeCoffee SlowestEBikeLap EBikeBreathingBreak',
    speed:
      'EBikeBatterySwapRace GearUpEBikeSpeedrun EBikeLockUpDash FastestEBikeFold ChainCleanEBikeTimer TirePumpEBikeBlitz FlatFixEBikeIn10 BasketPackEBikeSprint',
    music:
      'EBikeBellRemix SpokeCardEBikeBeat BicycleBuiltForTwoEBike EBikeCadenceToBPM KickstandDrumsEBike EndCreditsEBikeRide GuessTheSongEBike HumAlongEBikeMotor',
    art: 'EBikeStickerArt BasketFlowerCraft SketchMyEBike SidewalkChalkEBike EBikeLightPainting EBikeSpokeWeaving HelmetDoodlesEBike IllustratedEBikeMap',
    pet: 'EBikeDogTrailer PupMeetsMyEBike EBikeShelterSupplyRun PetFoodHaulEBike TreatTrainingEBike EBikeVetVisit CatNapsOnMyEBike GotchaDayEBikeRide',
    gaming:
      'EBikeScavengerHunt EBikeBingo GuessTheBatteryEBike EBikeGeocache SlowestWinsEBike EBikeOrienteering SafetyQuizEBike AchievementUnlockedEBike',
  },
  'pet sitter': {
    dance:
      'PetSitterArrivalDance DogSitterLeashTango CatSitterAudience ZoomiesWithTheDogSitter WagAlongPetSitting StrutInLikeThePetSitter SitStayShimmyDogSitter PetSittingTreatTwirl',
    fitness:
      'PetSitterStepCount ThreeLeashDogSitter FetchSprintsDogSitter DogSittingParkCircuit PetSitterTugOfWar CatSitterPlaytimeCardio HillWalkWithTheDogSitter ScoopAndSquatCatSitter',
    funny:
      'PetSitterReportCard DogSittingVsReality StaringContestCatSitter DogSitterWrongCommand UpdateSelfieFromPetSitter BedHogVsDogSitter NameMixUpPetSitter DogSitterGetsWalked',
    prank:
      'PetSitterWelcomeHome NewTrickFromTheDogSitter OverDramaticPetSitter PostcardsByThePetSitter DogSitterSillyDiary FridgeNoteCatSitter CatSitterFoodBowlScam PetSittingTidySurprise',
    educational:
      'PetSitterBodyLanguage ToxicFoodsPetSitting PetSitterFirstAidKit CatSitterSlowBlink LooseLeashDogSitter PetSitterVetInfoCard MeetAndGreetPetSitter WhatToAskAPetSitter',
    cooking:
      'PetSitterTreatBake PumpkinPupCupsDogSitter OnePanDinnerPetSitter PetSittingSnackPack BirthdayCakeDogSitter SweetPotatoChewsDogSitter ThermosLunchPetSitter WatermelonSliceDogSitter',
    travel:
      'HouseSittingAbroad DogSittingParkHop CatSittingCityBreak PackForThePetSitter BeachWalkDogSitter SouvenirForThePetSitter PetSitterTownMap DogSitterCafeCrawl',
    fashion:
      'PetSitterFitCheck PetSitterTreatPouch FurProofFabricsPetSitter LintRollerPetSitting DogSitterLeashMatch RainGearDogSitter SneakerRotationDogSitter CozyLayersPetSitter',
    wellness:
      'PurrBreakCatSitter DogSittingSunsetSit CatSittingReadingHour PetSitterThreeGoodThings DogSitterCouchCuddles QuietHouseCatSitter SniffWalkDogSitting YogaWithTheCatSitter',
    speed:
      'PetSitterMorningRush PetSitterLeashUntangle CatSitterLitterBlitz KeyHuntPetSitter DogSitterFetchIn60 BowlRelayPetSitter TidyUpRaceCatSitting PackTheWalkBagDogSitter',
    music:
      'CatSitterSerenade PetSitterLullaby HowlAlongDogSitter PetSittingThemeSongs JingleForMyPetSitting CalmPianoDogSitter RapMyPetSitterRules CatSittingKaraoke',
    art: 'PetSitterClientPortraits PetSitterDoodleReport CatSitterWindowSketch ThankYouCardPetSitter PetSitterBusinessLogo PhotoCollagePetSitting WatercolorDogSitter ClayMiniPetSitter',
    tech: 'PetSitterGPSWalkLog WebcamHelloDogSitter PetSitterVideoUpdate QRTagPetSitter DogSitterTimeLapse PetSitterSpreadsheet SmartFeederCatSitter SlowMoZoomiesDogSitter',
    gaming:
      'PetSitterBingo CatSitterHideAndSeek GuessTheClientPetSitter TreatPuzzleDogSitter NameThatBreedPetSitter DogSitterObstacleCourse CupGameDogSitter PetSittingTriviaNight',
  },
  lovebird: {
    dance:
      'LovebirdHeadBob LovebirdsFirstDance SideStepLikeALovebird DuetWithMyLovebird LovebirdMirrorMoves LovebirdWingWave TwirlForMyLovebird TweetToTheBeatLovebird',
    fitness:
      'LovebirdFlightRecall LovebirdLadderClimb LovebirdsPlankHighFive FlapLikeALovebird TargetStickLovebird OneLegLovebirdPose LovebirdPartnerStretch ForageAndFlyLovebird',
    funny:
      'LovebirdJealousy LovebirdThief LovebirdPaperTuck LovebirdSideEye WhatMyLovebirdIsSaying TinyBossLovebird MorningAlarmLovebird CoupleActsLikeLovebirds',
    prank:
      'RingtoneLovebird PlushLovebirdShoulder LovebirdCupcakeLookalike LovebirdChirpAlarm PhantomLovebirdSong LovebirdPhotoBomb TheDoorbellIsALovebird LovebirdNewToySurprise',
    educational:
      'WhyLovebirdsPair LovebirdOrBudgie LovebirdSpeciesQuiz NestBuildingLovebird FoodsALovebirdCanEat BodyLanguageOfALovebird LovebirdMapOfAfrica LovebirdColorGenetics',
    cooking:
      'LovebirdCakeTopper LovebirdMacarons LovebirdChopPrep LovebirdSeedBars BirdieBreadForMyLovebird DateNightForLovebirds SproutJarLovebird HeartToastForMyLovebird',
    travel:
      'LovebirdAviaryVisit BirdParkDayTrip LovebirdsWeekendAway LovebirdCarrierTraining PhoenixLovebirdSpotting SouvenirForMyLovebird CalmCarRideLovebird PicnicForTwoLovebird',
    fashion:
      'LovebirdColorFit LovebirdPrintDress CoupleTwinningLovebirds PeachFaceLovebirdMakeup LovebirdBrooch GreenNailsLovebird LovebirdPatternScarf TwoToneLikeALovebird',
    wellness:
      'LovebirdMorningSong BirdsongMeditation SitWithMyLovebird PreeningTimeLovebird SunshineForMyLovebird LovebirdBedtimeCover LovebirdsGratitudeNote LovebirdMistBath',
    speed:
      'LovebirdRecallRace LovebirdPuzzleSolve CageCleanSpeedrunLovebird LovebirdTargetTouch LovebirdsQuickfire FastestLovebirdToyBuild ChopPrepBlitzLovebird HowFastLovebirdShreds',
    music:
      'LovebirdSingAlong LovebirdWhistleDuet ChirpRemix LovebirdReactsToPiano SerenadeMyLovebird GenreTestLovebird LovebirdsKaraokeNight TeachMyLovebirdATune',
    art: 'LovebirdWatercolor LovebirdPaperCraft FeatherSketch ShredCollageLovebird LovebirdClayCouple BlindDrawMyLovebird PaintAPairOfLovebirds LovebirdSilhouette',
    tech: 'LovebirdChirpTranslator LovebirdSlowMoFlight BirdsongIDApp LovebirdCageCam PortraitModeLovebird AIPaintsMyLovebird LovebirdTimeLapse SmartSpeakerLovebird',
    gaming:
      'LovebirdForagingGame LovebirdPuzzleToy PerchHideAndSeek WhichCupLovebird LovebirdsCouplesQuiz LovebirdBasketball PeekABooWithMyLovebird RingTossLovebird',
  },
  'red panda': {
    dance:
      'RedPandaStandUp BambooBranchSway DanceLikeARedPanda RedPandaTailSwish RedPandaWaddle RedPandaFreezePose PawWaveRedPanda TwirlingRedPandas',
    fitness:
      'RedPandaStretch BranchBalancePose RedPandaBearCrawl RedPandaPopUpSquats ZooStepCountRedPanda RedPandaCurlUps StarJumpsLikeARedPanda WaddleWalkRedPanda',
    funny:
      'RedPandaSurprisePose RedPandaImpression RedPandaOrRaccoon RedPandaSnowZoomies TheOriginalRedPanda SleepLikeARedPanda MyDogIsARedPanda TinyFuryRedPanda',
    prank:
      'RedPandaPlushSurprise RedPandaWallpaperSwap RedPandaPhotobomb HiddenRedPandas TailOnTheirBagRedPanda WakeUpToRedPandaFacts LunchboxNoteRedPanda CardboardRedPandaCameo',
    educational:
      'RedPandaFamilyTree RedPandaFalseThumb GiantVsRedPanda HowRedPandasStayWarm WhereRedPandasLive EndangeredRedPanda RedPandaSleepMath WhatRedPandasEat',
    cooking:
      'RedPandaCupcakes RedPandaBento BambooShootStirFry RedPandaOnigiri RedPandaTailCookies PancakeArtRedPanda FruitPlatterRedPanda HimalayanMomoRedPanda',
    travel:
      'RedPandaZooVisit RedPandaKeeperTalk ForestHikeRedPanda SnowWalkRedPanda TravelPlushRedPanda WildlifeParkRedPanda RedPandaSouvenirHunt RedPandaMuseumDay',
    fashion:
      'RedPandaHoodie RedPandaEarBeanie StripedTailScarf DressLikeARedPanda RedPandaMakeupLook CozyRedPandaPajamas RustToneRedPanda EnamelPinRedPanda',
    wellness:
      'RedPandaNapTime RedPandaSlowMorning TailWrapCozyBreak StretchLikeARedPanda RedPandaSunbathe CalmingRedPandaCam AdoptARedPanda CurlUpAndReadRedPanda',
    speed:
      'RedPandaDrawRace RedPandaPuzzleSprint RedPandaFactsIn60 OrigamiRedPandaDash CountTheStripesRedPanda FastestRedPandaFacePaint BeatTheBuzzerRedPanda QuickfireRedPandaQuiz',
    music:
      'RedPandaLullaby RedPandaHuffQuackRemix RedPandaThemeSong RedPandaKazooCover RapTheRedPandaFacts LoFiRedPandaBeats ChoirOfRedPandas MusicBoxRedPanda',
    art: 'RedPandaPlushSew BambooBranchPainting ThumbprintRedPanda RedPandaOrigami OneLineRedPanda RockArtRedPanda RedPandaClayMini FiveStepRedPandaDrawing',
    tech: 'RedPandaLiveCam RedPandaARFilter AIWritesRedPandaStory StopMotionRedPanda RedPandaSoundboard RedPandaGIFMaker DigitalDrawingRedPanda VirtualZooTourRedPanda',
    gaming:
      'RedPandaHideAndSeek RedPandaCharades GuessTheRedPandaSound RedPandaTrivia PinTheTailRedPanda RedPandaMemoryMatch BuildARedPandaHabitat PlayAsARedPanda',
  },
  't rex': {
    dance:
      'TRexTinyArmsDance DinoStompGroove InflatableTRexConga TRexMacarena TRexMoonwalk TyrannosaurusTango BalletClassForTRex FreezeOrTheTRexSeesYou',
    fitness:
      'TRexArmCircles TRexStompSquats InflatableTRexSprint TRexBurpeeRoar TouchYourToesTRex TailBalanceTRex TyrannosaurusTrek ElbowsInTRexJog',
    prank:
      'DinoEggPillowTRex TRexFootprintTrail TRexInTheFridge TRexRoarRingtone RippleCupTRex TinyArmsHandshakeTRex MarchingToyTRexParade ShadowPuppetTRex',
    educational:
      'TRexBiteForce WhyTRexHadTinyArms CretaceousNotJurassicTRex TRexChickenCousin PaceOutTRexLength TRexFeathersDebate TyrantLizardKingTRex HowFossilsFormTRex',
    cooking:
      'TRexBirthdayCake TRexClawCookies TRexTinyArmsCooking TRexFootprintPancakes CarnivoreTRexPizza TacoTuesdayTyrannosaurus NuggetFeastTRex VolcanoCakeTRex',
    travel:
      'TRexMuseumHunt TRexStatueSelfie TinyArmsPackingTRex FossilDigTRex InflatableTRexVacation MiniGolfTRexHole TRexPlushAbroad TrackwayHikeTRex',
    fashion:
      'TRexCostumeFit DinoPrintOutfit TRexHoodieSpikes TRexSneakerCustom TRexClawNails TuxedoTyrannosaurus TinySleevesTRex FossilJewelryTRex',
    wellness:
      'TRexRoarRelease DinoBreathingBreak SelfHugTRex KindTyrannosaurus TRexCantReachAskForHelp TRexBedtimeStory TRexWorryEater GentleGiantTRex',
    speed:
      'TRexCostumeRace TinyArmsTidyUpTRex FossilPuzzleTRex TRexBuildIn60 TRexShirtOnSpeedrun DinoRelayTRex StompAndFreezeTRex EggHuntDashTRex',
    music:
      'TRexRoarRemix TRexStompBeat TinyArmsPianoTRex TRexOperaSinger TRexDrumSolo KazooTRexAnthem DinoDiscoTRex ClapAlongTRex',
    art: 'TRexSkullSketch TRexClayModel HandprintTRex SaltDoughTRexFossil PaperPlateTRex TRexShadowArt TRexFootprintPainting CardboardTRexBuild',
    tech: 'TRexARInTheRoom TRexRoarVoiceFilter StopMotionTRex TRexGreenScreen EditTRexIntoMyPhoto TRexSoundDesign TimeLapseTRexDrawing NatureDocTRexNarration',
    pet: 'TRexPlushNapBuddy TRexChewToyTest TeachShakeTRexStyle CatIsSecretlyTRex MiniTRexBeardedDragon ChickenCousinOfTRex GroomingWithTRexArms TRexPuppyGrowl',
    gaming:
      'TRexRunnerHighScore JumpTheCactusTRex TRexTag MusicalStatuesTRex PinTheArmsOnTRex DinoParkBuild TyrannosaurusTrivia HungryTRexBoardGame',
  },
  'banana peel': {
    dance:
      'BananaPeelPuppetBoogie MonkeyShuffleBananaPeel BalanceABananaPeelDance BananaPeelCompostConga OnePieceBananaPeelTwirl BananaPeelJazzHands BananaPeelShoulderShimmy YellowOutfitBananaPeelBop',
    fitness:
      'BananaPeelCompostDash BananaPeelPlogging PostRunBananaPeelStretch BananaPeelBinLunges BananaPeelBasketToss PeelPickupSquats PreWorkoutBananaPeel MarathonBananaPeelTally',
    prank:
      'BananaPeelNoteSurprise PreSlicedBananaTrick EmptyBananaPeelReveal BananaPeelPhoneCall DoodleFaceBananaPeel BananaPeelZipper DeskStickerBananaPeel GiftWrappedBananaPeel',
    educational:
      'BananaPeelPotassiumFacts PeelCompostExperiment HowABananaPeelBrowns BananaPeelFertilizerTest MonkeyStyleBananaPeel LeaveNoTraceBananaPeel BananaPeelShoePolish SecretBananaPeelMessage',
    cooking:
      'BananaPeelBaconTest BananaPeelSmoothie NoWasteBananaBread BananaPeelCurry BananaPeelTea VeganPulledBananaPeel ChutneyFromBananaPeel BakedBananaPeelChips',
    travel:
      'BananaPeelLeaveNoTrace BananaPeelTrailCleanup FruitMarketBananaPeel CampsiteBananaPeelRule CityCompostHuntBananaPeel PackedLunchBananaPeel BeachDayBananaPeel SummitSnackBananaPeel',
    fashion:
      'BananaPeelCostumeReveal BananaPeelYellowFit BananaPeelSneakerShine LeatherBootsBananaPeel SlipOnsBananaPeel BananaPeelPrintScarf BagCharmBananaPeel EcoDyeBananaPeel',
    wellness:
      'BananaPeelMindfulSnack BananaPeelGardenCompost KindNoteBananaPeel HouseplantBananaPeelSoak SleepyBananaPeelTea ThankTheFarmerBananaPeel SlowPeelMoment ZeroWasteBananaPeel',
    speed:
      'FastestBananaPeel BananaPeelToBinToss PeelItInOneGo BlindfoldBananaPeel OneHandBananaPeel BananaPeelIn5 BananaPeelDuel FamilyBananaPeelRelay',
    music:
      'BananaPeelSlideWhistle BananaPeelCampSong BananaPeelASMR CartoonFoleyBananaPeel SadTromboneBananaPeel LyricsOnABananaPeel BananaPeelRhythmTap JungleBeatBananaPeel',
    art: 'BananaSkinDoodle BruisePortraitBananaPeel OctopusFromABananaPeel BananaPeelDolphin BananaPeelMosaic DriedBananaPeelCollage StopMotionBananaPeel BananaPeelStillLife',
    tech: 'BananaPeelTimeLapse AIRatesMyBananaPeel BananaPeelMacroShot SlipSoundEditBananaPeel BananaPeelForScale BananaPeelSlowMo RipenessAppBananaPeel PhotoScanBananaPeel',
    pet: 'PetProofBananaPeelBin PlushBananaPeelFetch DogPortraitOnBananaPeel BananaPeelLeaveItCommand BananaPeelOutOfReach WalkiesBananaPeelPatrol CleanFloorsBananaPeel KittenSafeBananaPeel',
    gaming:
      'BananaPeelKartRace BananaPeelHotPotato SnakesLaddersBananaPeel BananaPeelTrickShot WhodunitBananaPeel DrawABananaPeelLevel TicTacToeBananaPeel BananaPeelCharades',
  },
  'christmas card': {
    dance:
      'ChristmasCardFreezeDance ChristmasPhotoTransition FamilyChristmasCardChoreo ChristmasCardConga SlowMoTwirlHolidayCard ElfStepsHolidayCard SnowflakeSpinHolidayCard TwelveMovesHolidayCard',
    fitness:
      'ChristmasCardPlankPose HolidayCardJumpShot ChristmasCardsMailboxWalk SnowAngelHolidayCard FamilyChristmasCardRelay TreeCarryChristmasPhoto SledPullHolidayCard PiggybackHolidayCard',
    prank:
      'ChristmasCardPhotobomb ChristmasCardFaceSwap HolidayCardFromTheDog ChristmasCardInJuly OversizedChristmasCard CutoutCousinHolidayCard EndlessSingingHolidayCard SpotTheElfChristmasPhoto',
    educational:
      'FirstChristmasCard HolidayCardEtiquetteQuiz HolidayCardTranslations StampMathHolidayCard HowToAddressAHolidayCard ChristmasCardCalligraphy VictorianChristmasCard WhyRobinsOnChristmasCards',
    cooking:
      'ChristmasCardGingerbread BakeTheChristmasCardScene HolidayCardCookieSwap EdibleChristmasCard FamilyRecipeHolidayCard ChristmasPhotoHotCocoaBar PancakeHolidayCard ChristmasCardCharcuterie',
    travel:
      'ChristmasCardPhotoSpots ChristmasCardFromAbroad LightsWalkHolidayCard HolidayCardPostmarkHunt TreeFarmChristmasCard ChristmasPhotoOnTheBeach MarketStrollHolidayCard SnowDayHolidayCard',
    fashion:
      'ChristmasCardMatchingPJs HolidayCardFitCheck UglySweaterChristmasCard ColorThemeHolidayCard ChristmasCardThenAndNow ChristmasPhotoGlowUp VelvetAndPlaidHolidayCard AntlersOnChristmasCard',
    wellness:
      'ChristmasCardGratitude HolidayCardKindness HandwrittenChristmasCard HolidayCardToFutureMe LongLostFriendHolidayCard CozyChristmasCardNight MailCarrierHolidayCard DisplayYourChristmasCards',
    speed:
      'ChristmasCardSpeedSigning ChristmasCardAssemblyLine TimerDashChristmasPhoto AddressBlitzHolidayCard ChristmasCardDesignIn60 StampAndSealHolidayCard HolidayCardFoldOff ColoringRushHolidayCard',
    music:
      'SingingHolidayCard HolidayCardKaraoke ChristmasCardHarmony CarolsWithChristmasCards ChristmasCardRap KazooChristmasCard FamilyBandChristmasPhoto HandbellChristmasCard',
    art: 'HandmadeChristmasCard ChristmasCardPopUp HolidayCardWatercolor ThumbprintChristmasCard OldChristmasCardsOrnament PotatoStampHolidayCard KidDrawnChristmasCard QuillingHolidayCard',
    tech: 'ChristmasCardTimerShot ChristmasCardPhotoEdit HolidayCardQRVideo AIDesignsOurHolidayCard ChristmasCardGIF NoTripodChristmasPhoto MailMergeChristmasCards PortraitModeHolidayCard',
    pet: 'ChristmasCardPetOuttakes TreatOnNoseChristmasPhoto ChristmasCardFromTheCat SitStayChristmasPhoto StarringTheDogHolidayCard ChristmasCardToTheVet ShelterHolidayCards SqueakyToyChristmasPhoto',
    gaming:
      'ChristmasCardCharades ChristmasCardMemoryGame HolidayCardBingo GuessWhoseChristmasCard ChristmasCardPuzzle ScavengerHuntHolidayCard SpotTheChangeHolidayCard HotPotatoHolidayCard',
  },
  screensaver: {
    dance:
      'ScreensaverBounceOff CornerHitCelebration DanceTillTheScreensaver ScreensaverToasterFlap ScreensaverRibbonSway RobotPipesScreensaver SlowMoScreensaverDrift ScreensaverWakeUpPop',
    fitness:
      'ScreensaverStretchBreak ScreensaverSquatAlarm BeatTheScreensaverPlank ScreensaverDeskYoga HighKneesTillScreensaver ScreensaverStandUpRule HouseLapScreensaver CalfRaisesScreensaver',
    funny:
      'ScreensaverCornerWatch ActOutTheScreensaver ScreensaverMidMeeting EmbarrassingScreensaver HumanScreensaver ScreensaverNarration WhoseScreensaverIsThis GrandpasScreensaverTour',
    educational:
      'ScreensaverBounceMath FlashcardScreensaver CodeAScreensaver ConstellationScreensaver WhatScreensaversAreFor PixelBurnInScreensaver ScreensaverTimeline FactOfTheDayScreensaver',
    cooking:
      'ScreensaverPipesCake RetroPixelCupcakes FlyingToastScreensaver ScreensaverPancakeArt CookUntilTheScreensaver FishTankJellyScreensaver ScreensaverStarCookies MazeBrowniesScreensaver',
    travel:
      'ScreensaverInRealLife ScreensaverPhotoHunt ScreensaverOfMyTrip ScreensaverWanderlust SunsetScreensaverChase PackingListScreensaver CountdownScreensaverTrip RecreateAScreensaverPic',
    fashion:
      'ScreensaverFitCheck RetroDesktopLook ScreensaverTeeDesign StarfieldScreensaverNails NeonScreensaverOutfit Y2KScreensaverStyle ScreensaverEyeliner AquariumScreensaverDress',
    wellness:
      'ScreensaverBreathAlong ScreensaverEyeRest AffirmationScreensaver NatureScreensaverBreak GratitudeScreensaver AquariumScreensaverCalm LavaLampScreensaverZen ScreensaverPhoneDown',
    speed:
      'ScreensaverBeatTheTimer TidyDeskBeforeScreensaver CatchTheScreensaverLogo ScreensaverSpeedrun TagTeamScreensaver ScreensaverIn60 TypingRaceScreensaver PhotoSortScreensaver',
    music:
      'ScreensaverSoundtrack ScreensaverLoFiBeat ScreensaverCornerDrop SynthwaveScreensaver LyricScreensaver ScreensaverMusicVideo NinetiesScreensaverJam StartupChimeScreensaver',
    art: 'ScreensaverPixelArt RetroDesktopDrawing ScreensaverOnCanvas ScreensaverFlipbook StringLinesScreensaver ChalkMazeScreensaver ClayToasterScreensaver CompassCirclesScreensaver',
    tech: 'CustomScreensaverBuild ScreensaverCoding RetroDesktopSetup FamilyPhotoScreensaver TVScreensaverHack AIImageScreensaver OldLaptopScreensaver ScreensaverLockTimer',
    pet: 'CatChasesScreensaver PetPhotoScreensaver PuppyReactsToScreensaver ScreensaverVsRealFish HamsterWheelScreensaver ShelterDogsScreensaver BirdCamScreensaver KittenPawsScreensaver',
    gaming:
      'ScreensaverCornerGuess ScreensaverBingo NameThatScreensaver PipesScreensaverPuzzle ScreensaverStaringContest RetroDesktopGameNight ScreensaverPong SpotTheToasterScreensaver',
  },
  ribs: {
    dance:
      'RibsTwoStep RibsCookoutDanceOff RibsOffTheBoneShimmy NapkinTwirlRibs SaucyMovesRibs RibsFoodWiggle BackyardRibsBoogie BibOnRibsHoedown',
    fitness:
      'RibsCookoutRelay RibsEarnedWorkout BackyardBBQBootcamp RibCageStretch WalkItOffAfterRibs RibsAndRunClub RibsFoodComaPlank LawnGamesBeforeRibs',
    funny:
      'RibsMessyFaceCheck NapkinCountChallenge RibTicklerJokes SauceMustacheRibs RibsDateNightFail RibsVsWhiteShirt BoneTowerRibs GrandmaRatesMyRibs',
    prank:
      'RibsCakeSurprise BurntRibsFakeout EmptyPlatterRibs GiantBibForRibs LunchboxRibsDrop RibsRecipeSwitcheroo FancyRestaurantRibs PlaceCardPunsRibs',
    educational:
      'WhyRibsGetTender SmokeRingScience SpareVsBabyBackRibs HowManyRibsDoYouHave PeelTheRibsMembrane RibsBendTest DryRubVsWetRibs ThreeTwoOneRibs',
    travel:
      'RibsShackHop BarbecueBeltTour MemphisVsKansasCityRibs LocalRibJointRanking RibfestCrawl GalbiVsAmericanRibs PicnicBasketRibs RibsAroundTheWorld',
    fashion:
      'RibsBibFit GrillMasterApron SauceProofOutfitRibs RibbedTankForRibs WhiteShirtRibsDare CowboyBootsRibs RibsNightDressCode PlaidFlannelRibs',
    wellness:
      'RibsLowAndSlow BackyardSmokerCalm RibCageBreathwork RibsWithGrandpa ShareARackOfRibs PhonesAwayRibsNight SundayRibsRitual HandsOffTheLidRibs',
    speed:
      'RibsRubSpeedRun RibsSauceRace NapkinFoldBlitzRibs BibTyingSprintRibs RibsPlatingDash RibsTableSetRelay BBQQuizQuickfireRibs CoolerPackRibsRush',
    music:
      'RibsSizzleBeat BackyardBluesJam TongsCastanetsRibs RibTicklingDitty CountryRibsAnthem RibsKaraokeCookout FiddleAndRibsNight WashboardRibsRhythm',
    art: 'RibsFoodPhotoShoot RibsStillLifeSketch CookoutSignPainting ChalkboardRibsMenu RibCageDrawing RibsLogoDesign RibsCartoonMascot ClayRibsMiniature',
    tech: 'RibsSmartThermometer RibsSmokerApp OvernightRibsTimeLapse AIPicksMyRibsRub PressureCookerRibs AirFryerRibs RibsRatingSpreadsheet SlowMoSauceRibs',
    pet: 'PetRibsStareDown RibsShapedChewToy NoRibBonesForPups PlaceCommandDuringRibs RibsNightDogPatience CatSniffsTheRibs LickMatRibsDay GrillSafeZoneRibs',
    gaming:
      'RibsGrillMasterSim GuessTheRibsRub RibsTriviaNight CornholeForRibs RibsCookoffBracket HorseshoesAndRibs RibsBBQBingo WouldYouRatherRibs',
  },
  ravioli: {
    dance:
      'RavioliStampStep SundaySupperSway NonnasRavioliTarantella FlourClapRavioli RavioliWaltz RavioliConga ChefKissRavioliMoves ApronSpinRavioli',
    fitness:
      'RavioliDoughArms CarbLoadRavioli SquatPerRavioli RavioliWalkToTheMarket LungeAndFillRavioli HikeThenRavioli RavioliPortionControl PostGameRavioliFuel',
    funny:
      'RavioliShapeFails RavioliBurstReactions NonnaJudgesMyPasta WonkyRavioliAwards RavioliVsDumpling CannedVsHomemadeRavioli TooMuchFillingRavioli DadNamesEveryRavioli',
    prank:
      'RavioliPlushPillow RavioliMenuInItalian RavioliNameTags RavioliStampOnEverything GiantRavioliServing LunchboxRavioliNote NapkinRavioliOrigami DadsFaceRavioliPlate',
    educational:
      'HowRavioliAreSealed RavioliVsTortellini WhyRavioliFloatWhenDone OneRavioloTwoRavioli RavioliSheetMath RavioliDoughRatio RegionalRavioliMap ToastedRavioliOrigin',
    travel:
      'RavioliMarketHunt PastaShopCrawl LittleItalyRavioli StLouisToastedRavioli WorldRavioliCousins PicnicRavioliSalad TrattoriaTasteTestRavioli RavioliSouvenirStamp',
    fashion:
      'RavioliEarrings RavioliPrintApron RavioliClutchBag PuffyRavioliJacket ChefWhitesRavioli RavioliNailArt ItalianSummerRavioliLook LinenShirtRavioliNight',
    wellness:
      'RavioliMindfulMaking RavioliFamilyCook SlowSundayPasta RavioliForANeighbor PhoneFreeRavioliNight RainyDayRavioli QuietKitchenRavioli RavioliForNewParents',
    speed:
      'RavioliSpeedFold RavioliAssemblyLine FillingScoopRavioliRace BlindfoldRavioliCrimp ForkPressRavioliDash FamilyRavioliShowdown FlourDustRavioliRelay RavioliPlatingIn30',
    music:
      'RavioliStampBeat ItalianKitchenSingAlong RavioliOpera RavioliRollingPinDrums AccordionRavioliNight SerenadeTheRavioli HumWhileYouFoldRavioli FolkSongRavioli',
    art: 'RavioliStampArt RavioliClayMini PressedHerbRavioli BeetDyedRavioli StripedPastaRavioli RavioliFeltCraft RavioliWatercolor StillLifeOfRavioli',
    tech: 'RavioliMachineTest VideoCallRavioliLesson RavioliSlowMoBoil AIInventsRavioliFillings KitchenScaleRavioli RavioliFoodBlogShot SmartSpeakerRavioliTimer RavioliUnderTheMacro',
    pet: 'PetRavioliToy RavioliPlushSqueaker RavioliPuppyEyes MyCatIsNamedRavioli LeaveItRavioli RavioliNoGarlicForDogs SnoozeDuringRavioli KitchenGateRavioliRule',
    gaming:
      'RavioliMemoryMatch GuessTheRavioliFilling LuckyRavioliHunt RollTheDiceRavioli RavioliCookingSim RavioliCookoffBracket NameThatPastaRavioli RavioliOrNotGameShow',
  },
  meatloaf: {
    dance:
      'MeatloafMashedPotato SundaySupperTwist MeatloafSockHop DinerJukeboxMeatloaf MeatloafGlazeGroove FiftiesMeatloafJive SwingDanceMeatloafNight OvenBeepMeatloafFreeze',
    fitness:
      'LeanMeanMeatloaf MeatloafMealPrep EarnYourMeatloaf OneHourMeatloafWorkout ProteinMeatloafMuffins GymBagMeatloafLunch MeatloafPostRunRefuel TurkeyMeatloafMacros',
    funny:
      'MeatloafKidReviews CatCurledLikeMeatloaf KetchupSmileyGlaze DadExplainsMeatloaf DramaticMeatloafReveal LeftoverMeatloafFaces MeatloafVolcano CollapsedMeatloafRescue',
    prank:
      'FormalInviteMeatloafNight SevenDinnersOfMeatloaf FancyFrenchNameMeatloaf MeatloafGiftBox MeatloafFanMail FramedMeatloafPortrait RestaurantStyleMeatloaf MeatloafSurpriseDelivery',
    educational:
      'WhyMeatloafCracks WhoInventedMeatloaf WhatBreadcrumbsDo MeatloafSafeTemp MeatloafAroundTheWorld FreeFormVsPanMeatloaf DepressionEraMeatloaf GlazeChemistryMeatloaf',
    travel:
      'MeatloafInEveryState DinerCrawlMeatloaf PackedMeatloafSandwich BluePlateMeatloafHunt GermanHackbratenMeatloaf SmallTownMeatloafCafe MeatloafLunchOnTheTrain MeatloafPostcardReview',
    fashion:
      'MeatloafApronFit SundaySupperBest RetroDinerMeatloafLook MeatloafTeeDesign CardiganMeatloafNight CozySocksMeatloaf DressUpForMeatloaf FlannelAndMeatloaf',
    wellness:
      'MeatloafAndMemories PhoneFreeMeatloafNight ComfortFoodGratitude MeatloafForTheNeighbors SlowDinnerMeatloaf MeatloafFreezerMeals GrandmasMeatloafCard MeatloafCarePackage',
    speed:
      'MeatloafMixRace FastestMeatloafPrep LoafPanTimeTrial MeatloafGlazeDash MeatloafShapeOff MeatloafSandwichBlitz OneHandEggCrackMeatloaf BeatTheOvenMeatloaf',
    music:
      'MeatloafKitchenJam MeatloafPowerBallad JukeboxPickMeatloaf MeatloafCountrySong SingTheMeatloafRecipe MeatloafDoWop WhistleWhileMeatloafBakes KazooMeatloafSerenade',
    art: 'MeatloafMonaLisa KetchupGlazeDoodle MeatloafGlamShot MeatloafSculpture SketchMyCatAsMeatloaf VintageAdMeatloafPoster ClayMeatloafMini PipedPotatoMeatloaf',
    tech: 'AirFryerMeatloaf AIRatesMyMeatloaf LoafPanGadgetTest SlowCookerMeatloaf MicrowaveMeatloafMug CalorieAppMeatloaf SmartOvenMeatloaf MeatloafFoodProcessorMix',
    pet: 'KittyPosesLikeMeatloaf MeatloafBeggingFace PupSafeMiniMeatloaf CatNapAfterMeatloaf MeatloafPlushToy SitStayMeatloafNight DogTreatNotMeatloaf MeatloafOnionWarning',
    gaming:
      'MeatloafCookingSim SundaySupperGameNight MeatloafSecretIngredient MeatloafCookoff SpinTheWheelMeatloaf MeatloafMysteryBox DinerTriviaMeatloaf TwoTruthsMeatloaf',
  },
  lobster: {
    dance:
      'LobsterClawDance LobsterRollMove LobsterBibDisco LobsterBuoyBounce MaineLobsterJig SeaShantyLobsterStomp TailFlipLikeALobster BackwardsLobsterScoot',
    fitness:
      'LobsterCrawlWorkout LobsterClawSqueezes HaulLikeALobsterman LobsterBuoyToss BackpedalLobsterDrill HikeForALobsterRoll LobsterBibBurpees BeachWalkLobsterLunch',
    funny:
      'LobsterBibFaces LobsterCrackingFails FirstTimeEatingLobster FlyingShellLobster LobsterRollPriceShock DadOrdersTheLobster NutcrackerVsLobster ButterEverywhereLobster',
    prank:
      'ClawGrabberSurprise LobsterPlushInTheTub CerealInLobsterBibs MittensLobsterHandshake DoodleLobstersOnEggs BreakfastLobsterRoll LobsterPunNotes LobsterBalloonBouquet',
    educational:
      'WhyLobstersTurnRed ClawMoltingScience HowOldIsThatLobster CrusherVsPincherLobster InsideALobsterTrap LobsterWasCheapOnce BlueLobsterOdds ColdVsWarmLobsterRoll',
    travel:
      'LobsterShackTour SeasideClambakeTrip MaineLobsterPoundCrawl HarborWalkLobsterBoats LobsterFestivalDay LobsterHatcheryVisit LighthouseLobsterLunch PackALobsterRollPicnic',
    fashion:
      'LobsterPrintFit RedClawEarrings LobsterBibCouture NauticalLobsterLook LobsterLipstickShade LobsterSocksMatch FishermanSweaterLobster RaincoatLobsterShack',
    wellness:
      'LobsterShackSunset LobsterSlowDinner SeaBreezeGratitude HarborSunriseLobsterBoats TreatMomToLobster SunscreenNotLobsterRed PorchLobsterRollPause SaltAirLobsterLunch',
    speed:
      'LobsterCrackingRace LobsterRollAssemblyDash LobsterBibOnSpeedrun LobsterMeatPickingBlitz KnotTieLikeALobsterman OneMinuteLobsterPlating TableClearLobsterFeast BeatTheButterLobster',
    music:
      'RockLobsterCover LobsterShackSingAlong ClawClackBeat LobstermanSeaShanty LobsterBuoyDrums LobsterPotLidCymbals ShellShakerLobster FogHornHarmonyLobster',
    art: 'LobsterWatercolor LobsterClayModel ClawSketchChallenge PaintedLobsterBuoy HandprintLobster LobsterRollFoodPortrait OrigamiLobster LobsterBibDesign',
    tech: 'AquariumLobsterCam MapEveryLobsterShack BlueLobsterPhotoEdit LobsterPriceTracker LobsterRollSlowMoButter AIGuessesLobsterAge LobsterARFilter LobsterBoilTimerApp',
    pet: 'LobsterToyReaction LobsterPlushTugOfWar LobsterShellsNotForDogs MyGoldfishNamedLobster PupAtTheLobsterShack LobsterSqueakyHunt CatStaresAtLobsterTank PetBedShapedLikeLobster',
    gaming:
      'LobsterClawMachine LobsterFishingGame LobsterTrapToss PinTheBibOnLobster LobsterTrivia GuessTheLobsterWeight BuoyBingoLobster MemoryCardsLobster',
  },
  'pulled pork': {
    dance:
      'PulledPorkTwoStep CookoutLineDance ShredTheFloorPulledPork ForkTwirlPulledPork PulledPorkSliderSlide SlawShimmyPulledPork PulledPorkPicnicPolka HoedownPulledPork',
    fitness:
      'PulledPorkShredWorkout PulledPorkProteinPrep CookoutCardioCircuit ArmDayPulledPork TugOfWarPulledPork PulledPorkPowerBowl TrailRunPulledPork YardWorkPulledPork',
    funny:
      'PulledPorkMessyBite PulledPorkSlawDebate SauceOnEverything ClawHandsPulledPork CollapsingPulledPork DadGuardsThePulledPork PulledPorkFoodComa NapkinTowerPulledPork',
    prank:
      'TinySliderPulledPork SurpriseLunchPulledPork PulledPorkCookoffTrophy FrenchMenuPulledPork BurntPulledPorkFakeout PulledPorkPunBanner EmptySmokerPulledPork ForkSwapPulledPork',
    educational:
      'WhyPulledPorkShreds LowAndSlowScience PulledPorkCollagenFact WhatIsThePulledPorkStall CarolinaSaucesPulledPork BarkFormationPulledPork PulledPork203Degrees ShoulderCutPulledPork',
    travel:
      'PulledPorkSmokehouseTrail CarolinaBBQTour PulledPorkFestival TailgatePulledPork CarnitasVsPulledPork PicnicPackPulledPork HawaiianLuauPulledPork StateFairPulledPork',
    fashion:
      'PulledPorkApronFit PitmasterLook CookoutDenimPulledPork PulledPorkTeeSlogan GinghamPicnicPulledPork TruckerHatPulledPork BBQGlovesPulledPork SundressPulledPork',
    wellness:
      'PulledPorkSunday PulledPorkPatience LowAndSlowLiving PulledPorkMealTrain PotluckPulledPork SunriseSmokerPulledPork PorchSwingPulledPork NeighborPlatePulledPork',
    speed:
      'PulledPorkShredRace SliderAssemblyPulledPork ColeslawDashPulledPork PulledPorkPlatingIn60 PulledPorkTagTeam BunFillBlitzPulledPork SauceBarSprintPulledPork ClearTheTablePulledPork',
    music:
      'PulledPorkBluesJam ShredGuitarPulledPork PulledPorkBanjoPicking PulledPorkCountryBallad ForkDrumsPulledPork FiddleCookoutPulledPork PorchRadioPulledPork PulledPorkWorkSong',
    art: 'PulledPorkFoodPhoto PulledPorkSandwichSketch CookoutPosterArt PulledPorkMenuBoard CartoonPigSignPulledPork ClaySliderPulledPork WatercolorPulledPork PulledPorkStillLife',
    tech: 'PulledPorkSlowCookerHack HandMixerPulledPork OvenOnlyPulledPork OvernightCamPulledPork AIPlansPulledPorkParty MeatProbePulledPork RemoteTimerPulledPork PulledPorkFoodBlog',
    pet: 'PetPulledPorkStare PulledPorkPupPatience NoSauceForDogsPulledPork CatHearsPulledPork PulledPorkPlushPig SqueakyToyPulledPork BackyardSafePulledPork BeggingRulesPulledPork',
    gaming:
      'PulledPorkCookingSim PulledPorkCookoffGame GuessTheSaucePulledPork BBQTriviaPulledPork CornholePulledPork SpinTheWheelPulledPork HorseshoePitPulledPork CardNightPulledPork',
  },
  granola: {
    dance:
      'GranolaJarShake GranolaGirlTwirl HikingBootsGranolaStomp MorningGranolaBop ClusterShuffle CrunchOnTheBeatGranola MeadowSwayGranola GranolaHoedown',
    fitness:
      'GranolaFuelRun GranolaPoweredHike SummitGranolaSnack GranolaBikePicnic PreYogaGranolaBowl GranolaProteinBites StretchThenGranola WalkToBreakfastGranola',
    funny:
      'LoudestGranolaCrunch GranolaClusterHunt GranolaGirlStarterPack GranolaInEveryPocket GranolaDustAtTheBottom SilentGranolaChallenge DadTriesGranolaLife FancyGranolaPriceTag',
    prank:
      'GranolaJarSurprise GiantGranolaBar GranolaRefillFairy GranolaGirlMakeover GranolaCrunchSoundPrank OneClusterLeftGranola CustomBlendGranola CerealBoxGranolaSwitch',
    educational:
      'WhatMakesGranolaCluster GranolaWasHealthFood GranolaVsMuesli ReadTheGranolaLabel OatTypesGranola GranolaCostPerServing MaillardReactionGranola HowHoneyBindsGranola',
    travel:
      'GranolaOnTheTrail GranolaSummitSnack GranolaPackingHack NationalParkGranola GranolaForTheFlight CampingBreakfastGranola TravelJarGranola SunriseViewpointGranola',
    fashion:
      'GranolaPicnicFit HoneyOatColorPalette GranolaGirlAesthetic FleeceAndBootsGranola ThriftedGranolaLook GranolaBrunchOutfit CorduroyGranolaStyle SocksAndSandalsGranola',
    wellness:
      'GranolaMorningRitual GranolaMindfulBreakfast GranolaGratitudeBowl GranolaJarGift PorchSitGranola ScreenFreeGranola JournalAndGranola SunlightGranolaWalk',
    speed:
      'GranolaBakeSpeedrun GranolaJarFillRace SnackPackGranolaDash ParfaitStackGranola GranolaMixIn60 ClusterCountGranola GranolaBarWrapBlitz TeamGranolaRelay',
    music:
      'GranolaCrunchBeat GranolaJarShaker AcousticGranolaMorning GranolaASMR UkuleleGranola GranolaGirlPlaylist BanjoGranolaBreakfast HarmonicaGranolaHike',
    art: 'GranolaMosaic GranolaJarLabelArt PressedFlowerGranolaTag GranolaPackagingDesign GranolaFoodPhotography TrailSketchGranola WatercolorGranolaBowl HandLetteredGranola',
    tech: 'GranolaAirFryerTest GranolaBakeTimeLapse MacroAppGranola GranolaRecipeScaler AIInventsGranolaFlavor GranolaSlowMoCrunch SmartScaleGranola QRCodeGranolaLabel',
    pet: 'PetHearsGranolaCrunch GranolaHikeWithDog NoRaisinsForPupsGranola PumpkinOatGranolaTreats LeaveTheGranolaBar BackpackSnacksGranola CatNapGranolaMorning BirdBreakfastGranola',
    gaming:
      'GranolaCafeSim GranolaClusterPuzzle BreakfastDinerGame GuessTheMixInGranola GranolaTasteTestBracket JarEstimateGranola ChopstickGranolaPickup OatsOrNotGranolaQuiz',
  },
  'tikka masala': {
    dance:
      'NaanNightDanceBreak BhangraTikkaMasala BollywoodTikkaParty TikkaTwist SpiceJarShimmyTikka TikkaMasalaFreezeFrame DinnerBellTikkaMasalaJig ChickenTikkaCongaLine',
    fitness:
      'TikkaMasalaMealPrep TikkaMasalaProteinBowl YogurtMarinadeFuel LightTikkaMasala ChickenTikkaSkewers CricketThenTikka BhangraCardioTikka SunSalutationTikka',
    funny:
      'NaanDipFaceOff TikkaMasalaOnMyShirt DadOrdersMildTikka OrangeFingersTikka TikkaLeftoverHoarder MyTikkaMasalaVsRestaurant GrandmaRatesMyTikka LastPieceTikkaStandoff',
    prank:
      'TikkaMasalaSurpriseDinner HandwrittenBillTikka FakeTakeoutBagTikka TikkaMasalaMenuCards WaiterRoleplayTikka BreakfastIsTikkaMasala GiantNaanTikka LunchboxTikkaMasala',
    educational:
      'WhatTikkaMeans GlasgowVsDelhiTikka SpiceBlendTikka YogurtTenderizesTikka TandoorVsOvenTikka ChickenTikkaHistoryQuiz WhyTikkaMasalaIsOrange BritainsFavoriteTikka',
    travel:
      'TikkaMasalaFoodTour TikkaMasalaInGlasgow SpiceMarketWalk BrickLaneTikka CurryMileTikka DelhiStreetTikka TikkaTastingCrawl PackedTikkaPicnic',
    fashion:
      'TikkaMasalaColorFit SaffronOrangeLook KurtaAndTikkaNight TikkaMasalaNails SpiceToneMakeupTikka TurmericProofTikkaApron DinnerDateTikkaOutfit EmbroideredTikkaShawl',
    wellness:
      'TikkaMasalaSlowCook SpiceAromaMoment FamilyRecipeTikka VideoCallMumTikka TikkaMasalaComfortNight TikkaMasalaForAFriend RainyEveningTikka ShareAPotOfTikka',
    speed:
      'NaanBasketRelayTikka TikkaMasala30Minute TikkaMasalaTableSetRace SpiceRackSpeedrunTikka BeatTheDeliveryTikka PlatingBlitzTikka TikkaTagTeam DishesDoneTikkaDash',
    music:
      'TikkaMasalaKitchenJam TikkaMasalaSizzleBeat BollywoodSingAlongTikka TablaTikkaRhythm CookerWhistleTikka SpiceJarMaracasTikka BhangraPlaylistTikka TikkaMasalaLoveSong',
    art: 'TikkaMasalaFoodPhoto SpicePowderMandala RangoliForTikkaNight TurmericWatercolorTikka ThaliPlateArtTikka TikkaMasalaMenuDesign CardboardTandoorTikka BlockPrintTikkaNapkin',
    tech: 'TikkaMasalaPressureCooker TikkaMasalaAirFryer TikkaMasalaSlowMoPour TranslateGrandmasTikka AIMealPlanTikka NutritionAppTikka PhoneTripodTikkaShot VideoRecipeCardTikka',
    pet: 'PetTikkaMasalaStare TikkaMasalaPupPatience NaanPlushToy TikkaIsNotForDogs CatFreeCounterTikka SpiceRackSafetyTikka TikkaNightTreatPuzzle KittenNapDuringTikka',
    gaming:
      'TikkaMasalaCookingSim TikkaMasalaOrderRush GuessTheSpiceTikka BollywoodCharadesTikka MenuBingoTikka BackyardCricketTikka LudoNightTikka CarromAndTikka',
  },
  'peach cobbler': {
    dance:
      'PeachCobblerTwoStep SouthernPorchDance SweetTeaSwayPeachCobbler BootScootPeachCobbler ScoopAndTwirlPeachCobbler PeachCobblerSlide ApronSwingPeachCobbler PeachCobblerHoedown',
    fitness:
      'PeachCobblerEarnedIt PeachCobblerWalkOff PeachPickingSquats OrchardHikePeachCobbler LighterPeachCobbler BikeRidePeachCobbler JumpRopePeachCobbler PicnicFrisbeePeachCobbler',
    funny:
      'PeachCobblerFirstBite PeachCobblerCrustDebate GrandmaRecipeTasteTest PeachCobblerFixesShoes WhoAteThePeachCobbler IceCreamMeltPeachCobbler AuntieRatesPeachCobbler MidnightPeachCobbler',
    prank:
      'PeachCobblerSurprise ShoeBoxPeachCobbler TinyPeachCobbler PeachCobblerBedsideTray OneSpoonPeachCobbler TreasureMapPeachCobbler TopSecretPeachCobbler FancyMenuPeachCobbler',
    educational:
      'CobblerVsCrispQuiz WhyItsCalledPeachCobbler FreestoneForPeachCobbler NationalPeachCobblerDay PeachCobblerCrustScience CannedOrFreshPeachCobbler SonkerVsPeachCobbler SouthernRootsPeachCobbler',
    travel:
      'PeachCobblerGeorgia PeachOrchardVisit FarmStandPeachCobbler BakeryCrawlPeachCobbler PeachCobblerFestival PicnicBasketPeachCobbler LakeHousePeachCobbler SouthernDinerPeachCobbler',
    fashion:
      'PeachCobblerColorFit PeachToneOutfit SundressPeachCobbler SunHatPeachCobbler GinghamApronPeachCobbler PeachCobblerNailArt SeersuckerPeachCobbler PeachCobblerBlush',
    wellness:
      'PeachCobblerSlowBake PeachCobblerPorchTime NeighborPeachCobbler GrandmasPeachCobbler PeachCobblerGratitude SunsetPeachCobbler FirefliesPeachCobbler ScreenFreePeachCobbler',
    speed:
      'PeachCobblerSpeedBake BiscuitDropPeachCobbler PreheatRacePeachCobbler ScoopDashPeachCobbler TeamPeachCobblerSprint LatticeWeavePeachCobbler ServeTwelvePeachCobbler BeatTheTimerPeachCobbler',
    music:
      'PeachCobblerPorchJam SouthernBakeSingAlong BanjoPeachCobbler BluegrassPeachCobbler HarmonicaPeachCobbler WashboardPeachCobbler PeachCobblerLullaby KitchenRadioPeachCobbler',
    art: 'PeachCobblerStillLife PeachCobblerLatticeArt PeachWatercolor CrustCutoutPeachCobbler PeachCobblerRecipeCard OrchardSketchPeachCobbler ClayMiniPeachCobbler PeachCobblerGlamShot',
    tech: 'PeachCobblerAirFryer PeachCobblerTimeLapse PeachCobblerSlowCooker MicrowaveMugPeachCobbler AIRemixPeachCobbler MeltCamPeachCobbler ScanGrandmasPeachCobbler SmartOvenCobbler',
    pet: 'PetPeachCobblerStare PeachCobblerPorchPup PeachCobblerPitWarning KitchenGatePeachCobbler PlushPeachCobbler PicnicLeashPeachCobbler DogParkThenPeachCobbler PeachCobblerKittyNap',
    gaming:
      'PeachCobblerBakeSim PeachCobblerGameNight PeachCobblerCookoff SecretSpicePeachCobbler DominoesAndPeachCobbler PorchCheckersPeachCobbler SpadesAndPeachCobbler HorseshoesPeachCobbler',
  },
  cannoli: {
    dance:
      'CannoliTarantella PipingBagGroove CannoliCrunchStep SicilianCannoliSway CannoliTwirl BakeryBoxCannoliBop WeddingCongaCannoli CannoliDipAndSpin',
    fitness:
      'CannoliBakeryWalk CannoliEarnedWorkout PipingBagForearms LightRicottaCannoli CannoliAfterSpinClass BocceBallCannoli PlankForACannoli CyclingCafeStopCannoli',
    funny:
      'CannoliCrumbleFaces CannoliCrunchTest RicottaMustacheCheck CannoliOrderMixUp NonnaCountsTheCannoli DadHidesTheCannoli SayCannoliRight LastCannoliStandoff',
    prank:
      'CannoliBakeryBoxGift EmptyCannoliTray CannoliDeliveryAtWork GiantCannoli CannoliForTheMailCarrier WhoStoleTheCannoli CannoliWelcomeHome SneakyCannoliStash',
    educational:
      'HowCannoliShellsBubble CannoliMeansLittleTubes OneCannoloManyCannoli WhyCannoliGoSoggy CannoliWereForCarnival CannoliVsSfogliatella DrainRicottaCannoli SicilyMapCannoli',
    travel:
      'CannoliInSicily CannoliBakeryCrawl LittleItalyPastryWalk NorthEndCannoli ArthurAvenueCannoli StreetFestaCannoli CannoliPicnicBox AirportCannoliRun',
    fashion:
      'CannoliEarrings CannoliPrintFit ItalianBakeryLook CannoliColorPalette CannoliCharmBracelet PistachioToneCannoli LinenSuitCannoli StripedShirtCannoli',
    wellness:
      'CannoliSlowSunday CannoliSweetPause EspressoAndCannoliBreak CannoliForNightShift NonnasCannoliLesson CafeTableCannoli SunsetPiazzaCannoli ShareOneCannoli',
    speed:
      'CannoliPipingRace FastestShellFill CannoliChipDipDash BoxADozenCannoli PowderedSugarBlitzCannoli CannoliAssemblyLine BeatTheQueueCannoli NonnaVsMeCannoli',
    music:
      'CannoliCrunchBeat ItalianBakerySingAlong MandolinCannoliSerenade CannoliOperaAria TarantellaTuneCannoli CannoliCafeJazz VinylNightCannoli PiazzaBuskerCannoli',
    art: 'CannoliClayCharm CannoliSketch PastryWatercolor StillLifeCannoli CannoliBakeryBoxDesign FeltCannoliCraft CannoliPopArt ChalkboardCannoliSign',
    tech: 'CannoliAirFryerShells CannoliPipingGadgetTest CannoliSlowMoCrunch CannoliMacroShot AINewCannoliFlavor PortraitModeCannoli VideoTutorialCannoli FoilTubeCannoli',
    pet: 'PetCannoliPlush DogBakeryVisit CannoliShapedChewToy CatVsCannoliBox ChocolateAlertCannoli CannoliPuppyEyes CannoliNightLeaveIt CannoliCrumbsOffLimits',
    gaming:
      'CannoliBakerySim CannoliOrderRush PastryShopGame GuessTheCannoliFilling CannoliBocceNight ScopaCardsCannoli TombolaCannoli PipingContestCannoli',
  },
  gyro: {
    dance:
      'GyroSpinDance RotisserieTwirl SirtakiAndGyros OpaGyroStomp TzatzikiTwistGyro GyroWrapPopAndLock StreetFoodGyroGroove AthensNightGyroBop',
    fitness:
      'GyroPowerWrap GyroMealPrep TzatzikiRecoveryBowl LeanChickenGyro WalkToTheGyroShop LegDayGyroReward BeachRunGyro SpinClassThenGyro',
    funny:
      'HowDoYouSayGyro GyroDripTest TzatzikiMustache GyroFallsApart FriesInsideGyroDebate GyroOrShawarma OnionBreathGyro ForkAndKnifeGyroShame',
    prank:
      'GyroWrapSurprise YeerosCorrection TavernaAtHomeGyro GiantGyroPlatter FoilNameTagGyro ToyGyroscopeSwap TinyGyroSlider LunchboxGyroNote',
    educational:
      'HowGyroSpitsWork GyroMeansToTurn DonerToGyroHistory SayYeerosLikeALocal GreekYogurtGyroSauce StackedOrMincedGyro RegionalGyroFillings PitaBreadScienceGyro',
    travel:
      'GyroInAthens GyroStreetFoodTour GreekIslandGyro SummerFestivalGyro BestGyroInTown PicnicGyroWraps DocksideGyroLunch LateNightGyroWalk',
    fashion:
      'GyroStreetFit GreekIslandLook BlueAndWhiteGyro LinenSetGyro FoilWrapGyroCouture SandalsAndGyro EvilEyeBraceletGyro SunglassesGyroStroll',
    wellness:
      'GyroMindfulLunch GyroSunsetPicnic MediterraneanSlowMeal VeggieGyroBowl GyroWithFriends ParkBenchGyro GyroForTheNeighbors SeasideBreezeGyro',
    speed:
      'GyroWrapRace GyroSpeedAssembly PitaFoldSpeedrun TzatzikiDashGyro OneHandedGyro GyroForTheWholeTeam ToppingsSortGyro BeatTheLunchRushGyro',
    music:
      'GyroBouzoukiJam GreekTavernaSingAlong GyroShopSong SirtakiTuneGyro RotisserieRhythmGyro GyroHandClaps BuskerNightGyro FoilCrinkleBeatGyro',
    art: 'GyroFoodSketch GyroClayMini TavernaSignPainting BlueDomesGyroArt GreekKeyPatternGyro GyroTruckMural FeltGyroCraft MosaicTileGyro',
    tech: 'GyroAirFryerTest GyroAtHomeRotisserie SheetPanGyroHack TranslateTheMenuGyro GyroShopMapReview BlenderBlitzGyroMeat SlowMoTzatzikiGyro VideoCallYiayiaGyro',
    pet: 'PetGyroStare PitaPlushToy NoTzatzikiGyroForDogs SnuffleMatGyroDay CatEyesTheGyro SitStayGyroNight LeaveTheFoilGyro WaterBowlAtGyroShop',
    gaming:
      'GyroShopSim GyroOrderRush StreetFoodTruckGame GuessTheGyroMeat TavliNightGyro GyroTriviaQuiz OpaBingoGyro PitaTossTargetGyro',
  },
};
