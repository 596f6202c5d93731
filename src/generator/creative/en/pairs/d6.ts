import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  paris: {
    dance:
      'MidnightInParisSway DanceLikeYoureInParis ParisBeretTwirl BaguetteBatonSpin OohLaLaShuffle ParisAccordionWaltz ParisianPirouette ParisCafeTwoStep',
    fitness:
      'JogLikeAParisian ParisBaguetteRun ParisStairClimb ParisMorningPilates EarnYourCroissant ParisCafeChairDips TourDeParisSpin LungeAcrossParis',
    funny:
      'ParisMimeSkit ParisCroissantCritic PretendImInParis ParisBaguetteTooLong InstaVsRealityParis ParisMapFoldingFail ParisPigeonPhotobomb TouristVsParisian',
    prank:
      'SurpriseParisNightAtHome ParisCafeInTheKitchen FakeParisVacationPics ParisBreakfastTray CroissantDoorDrop ParisPaperCupEiffel ParisBonjourStickyNotes ParisPostcardFromTheCouch',
    educational:
      'ParisDistrictsQuiz ParisHistoryIn60s ParisFactOrFiction ParisLandmarkTimeline WhyTheEiffelGrows LouvreInTenMinutes ParisInFivePhrases ReadAParisMetroMap',
    cooking:
      'ParisCafeBreakfast ParisCroissantBake ParisJamTartines ParisianMacarons BaguetteBattle ParisHotChocolate MadeleinesFromParis ParisOnionSoupNight',
    wellness:
      'ParisianEveningStroll ParisParkBenchRead LiveLikeYoureInParis ParisStyleLongLunch ParisSlowBreakfast CafeAuLaitPause TerraceTimeParis ParisFlowerMarketCalm',
    tech: 'ParisStreetViewTour ParisPhotoEditBattle AIPlansMyParisTrip ParisSkylineGreenScreen ParisVirtualMuseumVisit CanAIOrderInFrench LiveTranslateParis ParisLanguageStreak',
    pet: 'ParisPetPhotoShoot ParisPawtraitPosing ParisPicnicWithPup ParisEiffelScratchPost PawsInParis ParisCafeWaterBowl ParisianDogStroll ParisKittenCroissantNap',
    speed:
      'ParisInOneDay ParisCroissantStackRace ParisBaguetteRelay ParisFrenchWordsIn60 ParisSkylineQuickDraw ParisCarryOnPackRace ParisLandmarkBlitz ParisMacaronColorSort',
  },
  mexico: {
    dance:
      'MexicoFolkloricoDance MexicoCumbiaSway MexicoFiestaStomp MexicoHatDance MexicoSkirtTwirl LaBambaMexicoStyle MexicoMariachiShuffle MexicoZapateadoTap',
    fitness:
      'MexicoMaracaArmBurn MexicoCumbiaCardio WalkToMexicoChallenge MexicanWaveSquats MexicoPyramidStepUps MexicoFutbolFreestyle ExploreMexicoOnFoot MexicoJumpRopeRhymes',
    prank:
      'MexicoPapelPicadoSurprise MexicoMananitasWakeUp FakeMexicoBeachSelfie MexicoChiliLollipopDare PinataFullOfSocks CascaronConfettiEggs MexicoFiestaRoomMakeover MexicoMarigoldBouquet',
    speed:
      'MexicoCityInOneDay MexicoTacoTourSpeedrun MexicoGuacCountdown MexicoFlagDrawIn60 PinataFillRace MexicoMaracaShakeTimer NameMexicoStatesFast MexicoTortillaFoldDash',
    music:
      'MexicoMarimbaJam MexicoMariachiCover MexicoHandClapRhythm MexicoCumbiaKaraoke RancheraDuet CielitoLindoSingAlong LearnASongFromMexico MexicoMaracaBeat',
    pet: 'MexicoBeachDog PetsOfMexico MexicoSerapeBandana MexicoTileSnuffleMat PapelPicadoPetShoot MexicoPetNameReveal MexicoCactusPlushFetch MexicoSunnyPatioNap',
    gaming:
      'MexicoLoteriaNight MexicoTriviaDuel MexicanTrainDominoes MexicoMemoryCards MexicoPinataShowdown MexicoStatesMapPuzzle SpotTheMexicoLandmark MexicoTacoStackOff',
    fashion:
      'MexicoEmbroideryTryOn MexicoMarketHaul MexicoRebozoWrap MexicoSandalStyling MexicoFlowerCrownDIY MexicoFiestaFitCheck StyledInMexico MexicoSerapeScarf',
  },
  italy: {
    dance:
      'ItalyPiazzaWaltz ItalianDiscoGroove ThatsAmoreItalyStep TwirlLikeInItaly TarantellaTakeover GondolaGlide ItalyHandsChoreo ItalyPizzaTossSpin',
    fitness:
      'ItalyStairClimbDare ItalyPastaPotCurls ItalySquatsToOpera WalkLikeAnItalian ItalyDiscoHIIT ItalyBikeRideSunday ItalyPizzaPlank ItalyGelatoEarnedLunges',
    funny:
      'ItalyHandGestures MyItalianNonnaReacts BreakSpaghettiInItaly ItalyPineappleDebate OrderingCoffeeInItaly ItalyGelatoMeltdown MomCallsFromItaly ItalyPastaShapeFails',
    prank:
      'ItalyOperaWakeUp ItalyLivingRoomPicnic TurnHomeIntoItaly ItalyGelatoBarReveal ItalyPastaNightSetup PizzaPartyAmbush FakeItalyPostcard ItalyTiramisuSurprise',
    educational:
      'WhyItalysTowerLeans LearnItalianWords ItalyPastaShapesQuiz ItalyRegionsMap RomeInAMinute ItalyFunFactFriday ItalyHandGesturesDecoded MadeInItalyOrNot',
    fashion:
      'ItalianStyleFitCheck DolceVitaItalyLook ItalyLinenSuit ItalyLemonPrintDress AmalfiCoastChic ItalySilkScarfTie ItalyLeatherLoafers ItalySunglassesSwagger',
    wellness:
      'ItalyDoNothingDay LongItalianLunch ItalyEveningStroll ItalyPiazzaSlowDay TuscanSunsetPause ItalyAfternoonRiposo ItalyBalconyCoffee ItalyGardenBreakfast',
    speed:
      'ItalyLandmarkQuickDraw ItalyBootPuzzleRace OrderInItalianBlitz ItalyPastaShapeSort PizzaTossCountdown GelatoBeforeItMelts ItalyPhraseSprint ItalyCityNamesDash',
    music:
      'ThatsAmoreInItaly ItalyAccordionCover SingVolareForItaly ItalyMandolinStrum ItalyTenorHighNote GondolierSerenade ItalianOperaLipSync ItalyPastaPotDrums',
    tech: 'ItalianTranslateTest WalkItalyOnStreetView OfflineMapsForItaly ItalyTrainAppHack ItalyVacationPhotoEdit ItalyDreamTripPlanner ItalyPhrasesOnMyPhone ItalyVirtualMuseumVisit',
    pet: 'ItalyGardenDogStroll ItalyPiazzaCats ItalySunnyTerraceNap PetReactsToItalianOpera CiaoBellaPup RomanHolidayKitty ItalyNameForMyPet ItalyPuppyPastaPlush',
    gaming:
      'ItalyPastaPictionary ItalyFoodBingo GuessTheCityInItaly ItalyTriviaNight ItalyHandGestureCharades BocceBallShowdown ItalyLandmarkMemory ItalyPizzaBuilderRace',
  },
  japan: {
    dance:
      'JapanIdolChoreo JapanJPopDanceCover JapanSummerFestivalDance JapaneseFanDance JapanSakuraSway JapanAnimeEndingDance JapanNinjaDanceOff JapanDrumBeatDance',
    fitness:
      'JapanRadioTaiso JapanSumoStompSquats JapanSchoolWarmup JapanFujiStairClimb JapanTenThousandSteps JapanMorningStretch NinjaJapanCircuit JapanKneelAndHold',
    funny:
      'JapanChopstickFails JapanCatCafeChaos JapanSnackTasteTest JapanFirstTimerPOV JapanVendingMachineSkit JapanLostInTranslation SlurpingInJapan JapanCapsuleHotelTour',
    prank:
      'SurpriseJapanDinner JapanBentoLoveNote JapanPaperLanternRoom FakeJapanPostcard JapanOnigiriBreakfast JapanFoldedFrogArmy JapanOrigamiCraneFlock JapanTeaCeremonyAtHome',
    educational:
      'LearnJapaneseWords JapanHiraganaQuiz JapanInOneMinute JapanBowingEtiquette WhyJapanTrainsArePunctual JapanChopstickDosDonts JapanCountTo10 CanYouMapJapan',
    cooking:
      'JapanRamenFromScratch JapanRolledOmelette JapanMisoSoupSunday JapaneseFluffyPancakes JapanOnigiriAtHome JapanBentoBattle HomemadeJapanCurry GyozaFoldJapan',
    fashion:
      'TokyoStreetStyleJapan JapanHarajukuLayers JapanCapsuleWardrobe JapanKimonoSleeveLook JapanYukataTryOn JapanScarfBagHack VintageJapanThrift MinimalistJapanFit',
    wellness:
      'JapanBathSoakNight JapanMatchaMorning JapanTeaCeremony JapanTenMinuteStillness JapanForestBathing JapanIkigaiJournal JapanChopsticksSlowDinner JapanHaikuADay',
    speed:
      'JapanPrefectureSpeedrun JapanSushiRollRace JapanChopstickBeanPick JapanOnigiriShapeRace JapanGiftWrapRace JapanSlipperSwapRace JapanPaperCraneIn60 JapaneseAlphabetSprint',
    music:
      'JapaneseLyricsDare JapanTaikoDrums JapanKaraokeNight JapanSakuraSongCover JapanLullabyHum JapanAnimeThemeSing JapanJPopLipSync JapanChopstickDrumming',
    art: 'JapanCherryBlossomPaint JapanOrigamiCrane JapanKawaiiDoodles BrushYourNameInJapanese JapanGreatWaveRemake JapanFanPainting DrawYourselfAsJapanAnime JapanBambooInInk',
    tech: 'JapanVirtualWalkTour JapanTranslateAppTest JapanEmojiStoryTime JapanTypeInJapanese JapanStreetViewGuess JapanFilmFilterPhotos JapanAnimeSelfieEdit JapanWordADayStreak',
    pet: 'JapanCatInABox JapanPetOrigamiToy JapaneseNameForMyPet JapanTatamiKittyNap JapanBowTrickPup JapanDogSideEye JapanSushiPlushFetch JapanLuckyCatPawWave',
    gaming:
      'JapanJankenTournament JapanMahjongNight JapanKendamaTricks JapanArcadeHighScore JapanFreezeTag JapanRhythmGameDuel JapanPaperSumoBattle JapanTriviaShowdown',
  },
  'new york': {
    dance:
      'NYCStreetDance NewYorkBroadwayMoves NewYorkVoguing StrutLikeANewYorker TimesSquareShuffle NewYorkHipHopBounce NewYorkSwingDance NewYorkJazzHands',
    fitness:
      'WalkLikeANewYorker NewYorkBridgeJog NewYorkStoopStepUps NewYorkApartmentSquats CentralParkLoop NewYorkPierYoga NewYorkLivingRoomHIIT NewYorkMinutePlank',
    funny:
      'NYCPigeonNarration NewYorkWalkingSpeed TinyNewYorkApartment NewYorkTouristVsLocal NewYorkUmbrellaInsideOut NewYorkBagelRanking NewYorkPizzaFoldDebate NewYorkHotDogReview',
    prank:
      'SurpriseNYCTripReveal NewYorkBagelDoorDrop NewYorkCheesecakeDelivery NewYorkDeliInTheKitchen NewYorkSkylineBedroom NewYorkLivingRoomGallery NewYorkTourGuideAtHome NewYorkPretzelAmbush',
    educational:
      'OldNameOfNewYork NewYorkBoroughsQuiz NewYorkHistoryIn60s NewYorkFactOrFiction NewYorkLandmarkTimeline WhyTheBigApple PronounceNYCStreets ReadTheNYCSubwayMap',
    fashion:
      'NewYorkStreetStyleSnap NewYorkFitCheck ThriftHaulInNYC ManhattanMinimalist BroadwayNightOutfit UptownDowntownLook AllBlackLikeNewYork NewYorkWinterLayers',
    wellness:
      'NewYorkSlowSunday NewYorkBookstoreBrowse NewYorkRainyDayReading HighLineStrollNYC CentralParkCalm NewYorkDeepBreathBreak SunriseOverManhattan NewYorkLibraryPause',
    speed:
      'SeeNewYorkInOneDay NewYorkSubwayMapIn60 NewYorkBoroughsCountdown NewYorkTriviaBlitz NewYorkSkylineSketchRush NewYorkFactsQuickfire NameTenNewYorkLandmarks NewYorkBagelOrderRace',
    music:
      'NewYorkSubwayBeat NewYorkStateOfMindDuet BuskLikeANewYorker NewYorkPotsAndPansBeat NewYorkSongSingAlong BroadwayBeltOff BucketDrummerNewYork NewYorkAnthemKaraoke',
    art: 'NYCSkylineSketch NewYorkRooftopPainting DrawANewYorkBrownstone NewYorkSubwayMapArt FireEscapeSketchbook DrawNewYorkFromMemory PaintAManhattanStoop NewYorkTaxiCollage',
    tech: 'NewYorkMapAppShowdown AIPlansMyNewYorkDay NYCSkylineGreenScreen NewYorkNightModePhotos NewYorkPanoramaShot TimesSquareHyperlapse NewYorkSelfieFilterTest NewYorkVirtualWalkTour',
    pet: 'NewYorkApartmentPup NewYorkWindowKitty BodegaCatsOfNYC NewYorkPetStrut CentralParkFetch NewYorkBunnyBoxHouse ManhattanMuttMarch NewYorkPetCityWalk',
    gaming:
      'NewYorkLandmarkCharades NYCSubwayStopQuiz GuessTheNYCStreet NewYorkTriviaNight BuildNYCFromBlocks TimesSquareBingo NewYorkBoroughBoardGame NewYorkSkylineJigsaw',
  },
  hawaii: {
    prank:
      'SurpriseHawaiianShirtDay BackyardHawaiiLuau HawaiiLeiGreeting HawaiiGrassSkirtWakeUp TikiTakeover HawaiiUkuleleAlarm HawaiiPineappleBreakfast HawaiiFakeTripPhotos',
    cooking:
      'HawaiianPlateLunch MakeHawaiiShaveIce HawaiiSpamMusubiRoll HawaiiPokeAtHome HawaiiMalasadaBake PineappleBoatParty HawaiiTeriyakiSkewers HawaiiCoconutPudding',
    music:
      'OverTheRainbowHawaii HawaiianCoconutGroove HawaiiUkuleleCover HawaiiShellShakerBeat HawaiiWaveSoundRemix AlohaOeSingAlong HawaiiFiveOThemeJam HawaiiLuauPlaylist',
    tech: 'HawaiiBeachGreenScreen AIPlansMyHawaiiTrip HawaiiFromMyCouch HawaiiSurfReportCheck LavaFlowMap HawaiiSunsetTimelapse HawaiiStargazingApp HawaiiStreetViewWalk',
    gaming:
      'HawaiiTriviaNight HawaiianHulaHoopOff LuauHawaiiCharades HawaiiLimboFaceOff IslandHopBingo HawaiiWordGuess HawaiiPictionaryDuel HawaiiMapPuzzle',
    funny:
      'HawaiianShirtFriday HawaiiTripVsReality SayHawaiiWordsRight HawaiiSnackTasteTest IslandTimeIsReal TouristVsLocal HawaiiPackingFails HawaiiSunscreenGhost',
  },
  outfit: {
    funny:
      'WorstOutfitChallenge DramaticFitCheck OnlineOutfitVsReality OutfitPickedByDad OutfitFromTheLaundryPile GrandmaRatesMyOOTD OutfitNarratedLikeSports OutfitBlindfoldedPick',
    prank:
      'OutfitSwapSurprise BackwardsFitCheck OutfitTwinAmbush SecretOutfitMakeover ComplimentInThePocket BorrowTheirOutfitPrank OutfitCopycatDay OutfitLaidOutForMom',
    cooking:
      'SnackToMatchMyOutfit OutfitCookieDecor FitCheckCupcakes OutfitColorSmoothie OutfitThemedBakeOff OOTDMatchingMeal OutfitInspiredPizza OutfitPastelMacarons',
    pet: 'PetPicksMyOutfit DogHairOnEveryOutfit OutfitKittenJudge OutfitPuppyApproval LintRollerReveal PawsOnMyOOTD OutfitFurToneMatch CatRatesMyOutfit',
    gaming:
      'GameCharacterOutfit GuessTheOutfitEra OutfitCosplayBuild RollTheDiceOOTD OutfitBossLevelLook FitCheckBingo OutfitMemoryMatch OutfitWouldYouRather',
  },
  thrift: {
    fitness:
      'ThriftedDumbbellDay GymGearFromThrift ThriftHaulCarry BargainBinBurpees ThriftDenimStretchTest ThriftBagSquats SweatInSecondhand ThriftAisleLunges',
    prank:
      'ThriftDressMyFriend FaceSwapThriftPainting ThriftDecorSwap PassThriftOffAsDesigner UglySweaterExchange ThriftWigSurprise ThriftMatchingPajamas ThriftSameShirtDay',
    educational:
      'GuessTheThriftDecade WhyThriftSavesWater HowThriftStoresWork SpotRealWool ReadTheSeams ThriftFiberQuiz ThriftPriceVsNewMath DecodeThriftCareLabels',
    music:
      'PlayMyThriftedVinyl SecondhandGuitarTune ThriftCassetteDig ThriftShopCover ThriftRecordHunt ThriftInstrumentJam ThriftTambourineSolo ThriftMusicBoxMelody',
    art: 'ThriftPaintingRedo UpcycleAThriftTeacup ThriftDenimPatchwork AddAMonsterToIt ThriftStoreGallery ThriftedFrameArt StitchASecondhandTee ThriftLampshadeRedesign',
    tech: 'ThriftTechUnderFive ThriftOldCameraShoot ThriftedCDPlayerTest DoesItStillWork ThriftGadgetFixUp RetroThriftConsole SecondhandLaptopRevive ThriftKeyboardRescue',
    pet: 'PetPicksMyThrift ThriftDogSweater ThriftTennisBallFetch ThriftFlipCozyBed CatInAThriftedBasket SecondhandSqueakyToy ThriftPuppyBandana ThriftScratchingPost',
    cooking:
      'ThriftCastIronRescue ThriftTeapotParty ThriftCookbookRecipe RetroDinnerRevival ThriftedTeacupCake SkilletFromSecondhand ThriftBundtPanBake ThriftPicnicBasketLunch',
  },
  makeup: {
    dance:
      'FullGlamGroove MakeupLipstickStrut MakeupWinkAndTwirl MakeupBrushMicDrop MakeupTransitionSnap MakeupMirrorBop MakeupBlushBounce MakeupSpongeShuffle',
    funny:
      'BlindfoldMakeup MakeupTalkShowHost MakeupTutorialParody GrandmaGlamReview WrongHandMakeup DadTriesMascara MakeupWithOvenMitts MakeupByMyBestFriend',
    prank:
      'MakeupSurpriseMakeover GlitterFrecklePrank CopyTheirMakeupLook MakeupKindNotesOnVanity MakeupBagSwitcheroo FullGlamForDad FakeMakeupSpill MakeupMirrorCompliment',
    travel:
      'AirportGlam PassengerSeatMakeup BeachproofMakeupTest CityInspiredMakeup OneBagMakeupTrip MovingTrainMakeup MakeupInEveryClimate HotelMirrorMakeup',
    speed:
      'MakeupIn60Seconds FullGlamSpeedrun MakeupWingedLinerRace MakeupBeforeTheBus MakeupMinuteMadness EyelinerInOneTry MakeupInTheDark MakeupBagTidyDash',
    pet: 'PetReactsToMakeup MakeupBrushCatSwat PuppyEyeMakeupTutorial DogsMakeupReview PupWatchesMyMakeup VanityKittenMUA CatInspiredMakeupLook MakeupHamsterCheeksGlam',
    educational:
      'MakeupColorTheory HowMascaraIsMade MakeupUndertoneTest MakeupMythBusters AncientEgyptMakeup WhyMakeupGoesOrange TwentiesToNowMakeup MakeupLabelDecoder',
    tech: 'MakeupFilterVsReal RingLightGlamTest MakeupShadeMatchAI MakeupAppTryOn AIDoesMyMakeup SelfieCamLightingCheck MakeupSplitScreenDuo MakeupWearTimelapse',
  },
  jewelry: {
    educational:
      'JewelryMagnetCheck WhatKaratIsMyJewelry JewelryBirthstoneQuiz RealOrFakeJewelryTest HowJewelryPearlsForm GuessTheJewelryMetal RecreateAncientJewelry JewelryGemstoneFacts',
    travel:
      'JewelryFromEveryTrip JewelrySouvenirHunt JewelryBeachGlassHunt FleaMarketJewelryDig SpotTheJewelryInPaintings JewelryTravelPackHack JewelryHolidayHaul JewelryCraftFairStroll',
    pet: 'PawPrintCharmJewelry JewelryDogBoneBracelet JewelryFurColorBeads JewelryPetNameTag JewelryBoxCatNap JewelryStashKittyProof JewelryPupPortraitPendant JewelryInspiredByMyBunny',
    prank:
      'JewelryBoxGummyBears JewelryGiantFakeGem FriendshipJewelrySwap JewelryCandyRingSwap JewelryMismatchDare TinFoilJewelryReveal PolishTheirJewelry JewelryCerealNecklace',
  },
  meditation: {
    prank:
      'SurpriseMeditationBell MeditationWhoopeeCushion MeditationGooglyEyeRocks FakeMeditationLevitate MeditationSnoreSoundPrank DeskSandGarden MeditationFairyLights MeditationPebbleInPocket',
    educational:
      'MeditationBrainScience MeditationTypesQuiz HowMeditationCalmsYou MeditationBeforeAndAfter MeditationFirstWeekDiary BodyScanHeartRateTest MeditationMythOrFact MeditationBoxBreathing',
    travel:
      'MeditateUnderATree MeditateByTheWater MeditateInThePark MeditateAtEveryView MeditateOnTheTrain FiveMinuteTrailMeditation MeditationOnTheBeach MeditationGardenVisit',
    speed:
      'MeditationIn60Seconds DontFidgetMeditation MeditationStillRecord SlowestPulseMeditation FastestToZen StillestWins MeditationBreathCount MeditationSetupSprint',
    art: 'MeditationMandala MeditationDoodles MeditationInkWash MeditativeCircles RakeAZenGarden SandArtMeditation MeditationWatercolor MeditationDotPainting',
    gaming:
      'MeditateBeforeYouPlay MeditationPuzzleGame MeditationSlowMotionRace MeditationStaringContest MeditationStatuesFaceOff InnerPeaceUnlocked MeditationAfterDefeat MeditationJengaTower',
    music:
      'MeditationSoundBath MeditationHumming MeditationChantLoop SingingBowlMeditation OmInHarmony MeditationGongStrike MeditateToTheRain MeditationWindChimes',
    funny:
      'MeditationInterrupted MeditationItchyNose MeditationVsTheVacuum FiveSecondMeditation InnerPeaceOuterChaos MeditatingOrNapping MeditationVsDoorbell MeditationStomachGrowl',
  },
  gratitude: {
    funny:
      'GratitudeAwardSpeech GratitudeForSocks GratitudeForCoffee OverlyGratefulDad ThankfulForWiFi ThankYouNoteToMyCouch GratitudeForLeftovers GratitudeInSillyVoices',
    gaming:
      'ThankYourTeammates GratitudeWordScramble RollForGratitude GratitudeBingo GratitudeBlockTower GameNightGratitude GratitudeCharades GratitudeHotPotato',
  },
  hydration: {
    music:
      'WaterGlassMelody HydrationChimeJars HydrationGulpBeatbox HydrationCupSong SipToTheBeat WaterfallsCover HydrationJingle HydrationBottleFlute',
    art: 'HydrationChartDoodle HydrationHabitCalendar DecorateAHydrationJug SplashPhotography PaintedWaterTumbler HydrationPosterDesign WatercolorCupPainting HydrationDropletSketch',
  },
  typing: {
    fitness:
      'TypingWristStretch TypingWhilePlanking TypingBreakSquats PushupsBetweenTyping BackspaceBurpees TypingShoulderRolls DeskYogaForTyping TypingPostureReset',
    educational:
      'LearnTouchTyping TypingHomeRowLesson QwertyTypingMystery TypingHistoryIn60s TypingBlindfoldedDare TypingQuickBrownFox TypingShortcutKeys TypingPostureCheck',
    speed:
      'TypingAlphabetBlitz WPMTypingDuel TypingVsTalkingRace NoBackspaceTypingTest FastFingersTyping QuickBrownFoxRace TypingTongueTwisters TypingOneMinuteSprint',
    pet: 'MyCatTypedThis TypingKittenOnKeys DogVsTypingSounds PuppyNapDuringTyping PawsOnTheKeyboard TypingWhileDogSnores TypingSupervisor TypingBunnyDeskBuddy',
    travel:
      'TypingTravelJournal TypingOnTheTrain TypingFromTheBeach TypingCafeCorner TypingAtTheLibrary WiFiWithAView TypingParkBenchOffice TypingTripItinerary',
    art: 'TypingPicturesWithKeys TypingConcretePoetry KeycapTypingMosaic EmojiTypingArt TypingTextPortrait DrawWithOnlyLetters TypingShapePoems TypingFontDesign',
    music:
      'TypingToTheBeat TypingDrumSolo TypingLyricsRace RemixMyTypingSounds KeyboardTypingSymphony ClickClackCover RhythmTypingJam TypingSongTitleGuess',
  },
  sprint: {
    pet: 'SprintWithYourDog SprintPuppyChase CatMidnightDash KittenVsLaserSprint ZoomiesFinishLine SprintToTheTreatJar SprintAgainstThePup BunnyBinkySprint',
    gaming:
      'SprintButtonIRL StaminaBarSprint SprintStopAndGo HoldShiftToSprint SprintObstacleCourse MashForTheMedal SprintLeaderboard SprintTagTeamRelay',
    educational:
      'SprintStartPhysics CheetahVsYouSprint SprintFormSecrets Sprint100MeterGuess ReactionTimeMath HowFastCanHumansSprint WhatMakesASprinter SprintArmSwingScience',
    travel:
      'BeachSprint SprintCityParkLaps SprintAtTheLocalTrack DashThroughTheDunes DashToTheViewpoint StadiumSprintTour SprintUpTheTallestHill SprintSchoolFieldDay',
    music:
      'SprintToTheDrop SprintChariotsOfFire PickMySprintSong OnYourMarksBeat DashToTheChorus SprintToADrumBeat SprintAnthemOff SprintMetronomeRace',
  },
  music: {
    fitness:
      'MusicChorusSquats MusicBeatPushUps MusicTempoRun MusicStopsYouDrop SongLengthPlank BassBoostBurpees MusicIntroWallSit MusicJumpRopeRhythm',
    prank:
      'MusicStuckInTheirHead MusicSerenadeWakeUp MusicPlaylistSwap DramaticMusicEntrance MusicCardSurprise DoorbellMelodyChange HiddenSpeakerMusic MusicBirthdayBandAmbush',
    cooking:
      'MusicNoteCookies MusicRecordCake MusicTrebleClefPretzels MusicGenreSnackPairing ChopToTheBeat GuitarShapedPizza MusicDecadeCookOff MusicPlaylistDinner',
    pet: 'PetChoosesTheSong DogHowlsToMusic CatRatesMyMusic MusicianPupDuet ClassicalMusicNap MusicCalmsTheZoomies MusicTailWagTest MusicBeforeWalkies',
  },
  singing: {
    fitness:
      'SingWhileRunning SingDuringCrunches HighNoteSingingSquat SingingPlank WallSitSerenade SingUpTheStairs SingingJumpRopeRhymes SingingThroughLunges',
    speed:
      'SingingInOneBreath NameThatSingerIn3 SingTheAlphabetFast SpeedSinging TongueTwisterTune SingTheFastestVerse SingingLyricsSprint SingingSongMedleyRush',
    pet: 'PetHowlsAtSinging PetsRateMySinging SingingWithMyDog SingingToTheCat SingingForTreatTime SingingForTailWags SingingLullabyToFido SingingPuppyHeadTilt',
    travel:
      'FindTheBestEchoAndSing CathedralSingingTest SingAtTheBeach SingAtTheScenicOverlook SingingLocalFolkSong SingFromTheHilltop SingingStreetPianoStop SingingBandstandVisit',
  },
  guitar: {
    prank:
      'GuitarSerenadeSurprise FakeGuitarSolo LiveGuitarDoorbell GuitarWakeUpCall GuitarToyUkuleleSwap GuitarDinnerBellRiff GuitarRickroll GuitarDramaticEntrance',
    educational:
      'SeeGuitarStringsVibrate HowGuitarsWork NameTheGuitarNotes LearnThreeGuitarChords WhyFretsAreSpaced BuildARubberBandGuitar GuitarPitchExperiment GuitarPartsQuiz',
    travel:
      'GuitarMuseumVisit BuskingGuitarTour GuitarHostelSingAlong GuitarShopCrawl GuitarInThePark SunsetSerenadeSpot GuitarBusStopBusk GuitarBeachJam',
  },
  piano: {
    dance:
      'FloorPianoDance PianoPartyShuffle ChopsticksPianoTap PianoManSway BlackKeysBoogie PianoBarTwoStep FreezeWhenThePianoStops PianoWaltzInTheKitchen',
    fitness:
      'PianoBenchStepUps FloorPianoHops PianoSongPlankHold PianoFingerWarmUp ScalesAndSquats PianoPostureStretch PianoChordJumpingJacks WallSitThroughAPianoPiece',
    educational:
      'HowPianosWork LookInsideAPiano FindMiddleCOnPiano PianoNotesMadeEasy WhyEightyEightKeys LearnThreePianoChords GrandVsUprightPiano SharpsAndFlatsOnPiano',
    wellness:
      'PianoMeditation LearnOnePianoSong CalmPianoMorning ClairDeLuneNight PianoWithRainSounds PianoEveningUnwind SlowPianoBreathing FiveMinutesOfPiano',
    speed:
      'PianoMinuteWaltz FastestPianoChopsticks PianoSightReadingRace PianoScaleSpeedrun ChordChangeChallenge PianoHappyBirthdayIn10 TempoUpPianoRun PianoNoteFlashcardBlitz',
    tech: 'PianoAppVsTeacher PianoSlowMoFingers PianoAITranscribe PianoOnlineLessonTry PianoCoverSplitScreen DigitalPianoSetup PianoTopDownCamHack PianoTunerOnYourPhone',
    gaming:
      'PianoTilesHighScore PianoCartoonSongGuess GameThemeOnPiano FinalBossOnPiano PianoNameThatTune PianoSimonSays DuelingPianosNight PianoMusicalChairs',
    pet: 'CatOnThePiano DogPlaysPiano PuppyHowlsAtThePiano KeyboardKittyRemake PianoLullabyForMyPet PetPianoDuet SoothingPianoForBunnies PianoKittenWalkOn',
    funny:
      'DramaticPianoFaces PianoPracticeExcuses PianoTeacherImpression OneFingerVirtuoso RecitalBowOfTheYear ChopsticksOnThePiano PianoDuetWithMyself ConcertPianistFlourish',
  },
  drum: {
    educational:
      'HowDrumsMakeSound DrumHeadSandPattern DrumTwoRhythmsAtOnce LearnYourFirstDrumBeat DrumQuizIn60 TuneYourDrumByEar GuessTheWorldDrum CanYouReadDrumNotes',
    speed:
      'FastestDrumRoll SixtySecondDrumSolo DrumTempoClimb MostDrumTapsIn10 DrumVsMetronome DrummerSpeedDuel DrumStickTwirlRace CopyTheDrumPatternFast',
    pet: 'CatVsDrumKit DrumRollForTreats PuppyEarTiltDrums DrumCaseHamsterHouse SoftDrumLullabyForPets DogTapsTheDrum DrumShapedBunnyHideout KittenBopsATinyDrum',
    funny:
      'DrumRollForEverything DrummerFaceOff PotsAndPansDrumSolo CaughtAirDrumming NeighborsHateMyDrums DadJokeRimshotDrum OverdramaticDrummer DrumLessonFromGrandpa',
  },
  violin: {
    dance:
      'IrishJigToFiddle ViolinHoedown ViolinTangoStep ViolinRobotDance ViolinBowTwirl BalletToViolin ViolinRiverdance ViolinPolkaHop',
    funny:
      'WorldsTiniestViolin SadViolinForChores NeighborRatesMyViolin FirstLessonScreech DramaticFiddleScore AirViolinSolo ViolinSoapOperaDrama ViolinNarratesDinner',
    educational:
      'CheapVsPricyViolin ViolinBowHairFacts HowViolinsWork FiddleOrViolin WhyViolinsHaveFHoles LearnViolinIn30Days ViolinRosinTest ViolinNoteReading',
    tech: 'OneViolinWholeOrchestra ViolinQuartetOfMe 100DaysOfViolinIn60 AIDuetPartner SlowMoStringWobble ViolinTunerAppTest SeeYourViolinSoundWaves ViolinMicFaceOff',
    gaming:
      'GuessTheGameOnViolin ViolinCartoonSongQuiz NameThatFiddleTune ViolinBossFightTheme ViolinHotPotato ViolinLevelUpJingle ViolinArcadeMedley ViolinMusicalStatues',
    wellness:
      'ViolinLongTones ViolinBowBreathing ViolinForSleep ViolinAfternoonCalm SlowViolinMorning PlayItSlowly ViolinPracticeStreak ViolinGratitudeMelody',
    speed:
      'ViolinBumblebeeRun OneMinuteFiddleReel ViolinMetronomeClimb TuneUpTimeTrial RestringInRecord FastestViolinScale ViolinPluckSpeedrun ViolinCaseUnpackDash',
    pet: 'DogSingsWithViolin CatJudgesMyViolin ViolinCasePuppyBed FiddleTreatTimeTune LullabyForThePup PetViolinConcert ViolinSoftSongForBunny ViolinKittenNap',
  },
  ukulele: {
    educational:
      'UkuleleSizeQuiz HowUkulelesWork FourChordUkuleleLesson SopranoVsTenorUke WhyItsCalledAUkulele UkuleleTuningTrick UkuleleFromPortugal UkuleleStringNames',
    pet: 'UkuleleForMyDog UkuleleSerenadeForPets UkuleleHowlingPup CatVsUkulele BarkingBackupSinger TailWagTempo PurringToUkulele UkuleleBunnyBedtime',
    gaming:
      'UkuleleMusicalChairs UkuleleCartoonThemeQuiz VideoGameUkulele UkuleleHotPotato NameThatUkeTune UkuleleCopyCat UkuleleRhythmDuel UkuleleGuessTheLyric',
    travel:
      'UkuleleOnTheBeach UkuleleAtEveryStop UkuleleHostelJam PackAPicnicAndAUke UkeInTheCarryOn AlohaRoadTrip UkuleleParkBenchSet UkuleleTrainWindow',
  },
  trumpet: {
    dance:
      'TrumpetFanfareDance TrumpetMariachiStep StrutToATrumpetSolo TrumpetMarchingMoves BrassBandBounce TaDaTrumpetPose TrumpetToeTap TrumpetSwingSway',
    gaming:
      'TrumpetCartoonThemeQuiz TrumpetHotPotato BossMusicOnTrumpet VictoryFanfareTrumpet GuessTheGameTune SkeletonTrumpetDoot ChiptuneTrumpetCover TrumpetSimonSays',
    cooking:
      'TrumpetShapedPretzels TrumpetNolaBeignets DinnerCallByTrumpet MariachiTrumpetTacos BrassBandBrunch TrumpetBellCupcakes TrumpetMushroomStirFry TrumpetCreamHorns',
    wellness:
      'TrumpetBreathing TrumpetLongTones TrumpetEveningLullaby SoftMutedTrumpet BlowOffSteam MorningReveilleRitual TrumpetSunriseSalute TrumpetPracticeJournal',
    pet: 'TrumpetPuppyDuet DogHowlsToTrumpet CatMeetsMutedTrumpet TrumpetShapedChewToy FanfareForFido TrumpetPrintPetBlanket TrumpetCaseBunnyPortrait TrumpetPlushieFetch',
    funny:
      'TrumpetWakeUpCall TrumpetMissedNoteFace TrumpetFirstSqueak SadTrumpetForEveryFail TrumpetLessonGoneWrong TrumpetCheeksChallenge TrumpetNeighborReview TrumpetElephantImpression',
  },
  karaoke: {
    educational:
      'LearnSpanishByKaraoke HowKaraokeScoresYou KaraokeHistoryQuiz KaraokeVocalWarmups KaraokePitchTest KaraokeLongNoteHold KaraokeMemorizeAVerse KaraokeRhymeSpotting',
    travel:
      'KaraokeRoadTripSongs LocalKaraokeNightDebut KaraokeAtTheBeach PicnicBlanketKaraoke KaraokeInTheBackyard HotelRoomKaraoke KaraokeFamilyTripDuet KaraokeAtGrandmas',
  },
  art: {
    wellness:
      'ArtJournaling DoodleBeforeBed OneLineArtCalm SlowArtDay ArtWithoutRules ArtForNoOne ArtTherapyMinute ArtColoringBreak',
    dance:
      'ArtStatueFreeze FamousPaintingPoses ArtGalleryDance ArtAttackShuffle MuseumMoonwalk DanceThroughArtistsBlock ArtBrushstrokeDance ArtPaintbrushTwirl',
    educational:
      'ArtHistoryInAMinute ArtForgeryDetection GuessTheArtMovement HiddenDetailsInArt HowPigmentsAreMade ColorWheelQuiz ArtTermsFlashcards ArtDepthDrawingTrick',
    speed:
      'OneMinuteMasterpiece ArtRelayCanvas ArtPoseDrawingBlitz ArtAttackIn60 TenSecondArtist SpeedArtShowdown BlindfoldArtRace ArtQuickSketchCountdown',
    pet: 'PawPrintArt CatKnocksOverEasel ArtWithMyDog ArtInABagForPups ArtistsAndTheirPets ArtKittenCritic ArtModelKitty ArtSleepyPetSketch',
    funny:
      'RecreateFamousArt ModernArtOrMess ArtCriticForADay StarvingArtistSkit MuseumGuardPOV FridgeArtAwards ArtAuctionForDoodles ArtExplainedByGrandma',
    prank:
      'SecretArtDrop ArtFakeMuseumLabel ArtFrameADoodle PostItArtAmbush LivingRoomArtOpening StickFigureMasterpiece SneakyArtSwap ArtInTheirLunchbox',
    tech: 'ArtAppDrawOff TurnAPhotoIntoArt DigitalBrushShowdown AIvsArtist ARArtHunt ScanYourFridgeArt ArtTimelapseRecord ArtStylusVsPencil',
  },
  drawing: {
    educational:
      'DrawingTheWaterCycle DrawingCellDiagrams DrawingMapFromMemory GoldenRatioDrawing DrawingIn3DMadeEasy DrawingYourClassNotes DrawingHandsInFiveSteps DrawingTheSolarSystem',
    wellness:
      'MindfulDrawing DrawingYourFeelings CalmLineDrawing DrawingMandalas SquiggleAndSettle DoodleDetox DrawingBeforeBed GratitudeDrawing',
    speed:
      'TenSecondDrawing DrawingPerfectCircle DrawingCatIn30 DrawingEyesClosedRace QuickDrawDuel OneMinuteSketch FastestDrawingWins DrawingRelayRace',
    gaming:
      'DrawingMazeBattle MainCharacterDrawing DungeonMapDrawing DrawingGuessDuel DrawYourBossFight DrawingTelephone DrawingBingoBoard DrawingDiceMonsters',
    pet: 'DrawMyPetBadly CatOnMyDrawing DrawingPuppyFromLife DogReactsToDrawing PawcassoPortrait DrawingKittenWhiskers DrawingWithPawPrints DrawingTheBunnyNapping',
    travel:
      'DrawingYourHometown DrawingOnTheTrain TravelDrawingJournal CafeWindowDrawing DrawnPostcardsHome SketchTheSkyline MuseumBenchDrawing DrawingAtTheNearestPark',
    funny:
      'DrawingFromMemory DrawingBlindfolded DrawingTelephoneRelay BadFamilyDrawing ChildhoodDrawingRedo WrongHandPortraits DrawingWithMyFeet GuessWhatThisDrawingIs',
  },
  painting: {
    pet: 'PawPrintPainting PaintingCatSupervisor PaintingSleepingKitten MessFreePetPainting PicassoPup PaintingMyDogBadly PaintingPawtraits PaintingBunnyPortrait',
    gaming:
      'PaintingPictionary PaintingTelephone GuessThatPainting PaintingHotPotato PaintByDiceRoll StrikeAPaintingPose PaintingMemoryMatch PaintingTwentyQuestions',
    funny:
      'PaintingWithMyFeet PaintingWhisperVoice PaintingCritiqueByMyCat PaintingVsReality PaintingBlindfolded ItsAbstractISwear PaintingWrongHand PaintingNarratedByGrandma',
  },
  sketch: {
    fitness:
      'SketchBetweenReps SketchbookHike PlankAndSketch SketchAndStride DrawWhileSquatting WallSitDoodle StretchThenSketch SketchOnAJogBreak',
    educational:
      'SketchYourSchoolNotes SketchShadingScale SketchYourOwnHand SketchAMapFromMemory SketchACubeIn3D HowPencilGradesWork BotanicalSketchStudy SketchLeafVeins',
    wellness:
      'MindfulSketching SketchYourMood SketchbookSunday SketchMorningPages SketchFromYourWindow DoodleBeforeBed GratitudeSketchList SketchACalmCorner',
    pet: 'SketchSleepingDog SketchYourCat PetReactsToSketch SketchingTheZoomies PawPrintSketchbook SketchMyPetFromMemory SketchKittenStretch SketchBunnyWhiskers',
    travel:
      'TravelSketchbook SketchTheSkyline SketchYourHometown SketchFromTheTrain CafeWindowSketching SketchYourLocalLandmark AirportGateSketch SketchTheParkBench',
    funny:
      'SketchFromMemory SketchMeBadly SketchLeftHanded MySketchVsReality EyesClosedSketch DescribeItIDrawIt ForeheadSketch SketchDirectedByGrandma',
  },
  doodle: {
    educational:
      'DoodleMemoryExperiment DoodleTheSolarSystem DoodleNotes VocabInPictures DoodleCellDiagram DoodleTheAlphabet DoodleTheWaterCycle DoodleHistoryTimeline',
    wellness:
      'MindfulDoodling DoodleYourMood DoodleBreathLines ZenDoodleBreak DoodleQuietHour SquiggleAwayStress DoodleGratitudeGrid DoodleBedtimeJournal',
    pet: 'DoodleTheZoomies CatReactsToMyDoodle DoodlePawTrace DoodleMyPet KittenPoseSketchOff PupPortraitIn30 DogDoodleDiary WhiskerDoodleDare',
    fashion:
      'WearYourDoodle DoodleOnAnOldTee DoodleSneakers DoodleDenim DoodleOnYourTote ScribbleChic DoodleJacketBack DoodleCapCustom',
  },
  pottery: {
    fitness:
      'PotteryArmWorkout PotteryKneadReps CeramicsForearmBurn PotteryStoolCore WedgeItLikeYouMeanIt ClayBagDeadlift PotterPosturePlank PotteryWristStretches',
    educational:
      'PotteryGlazeScience PotteryAncientShards WhyCeramicsCrack HowKilnsWork PotteryKintsugiFix PotteryShrinkTest GuessThePotteryEra PotteryMudToMug',
    music:
      'PotteryWheelBeat PotteryUnchainedMelody PotteryOcarinaMaking CeramicBowlChimes ClayWhistleChoir PotteryMugClinkSong SerenadeYourPottery PotteryDrumBuild',
    gaming:
      'CeramicDiceSet CeramicChessMatch PotteryTicTacToeBoard PotteryBlindfoldPinchPot PotteryPictionaryInClay ThrowAGamePiece PotteryGuessTheShape PotteryMemoryTiles',
    dance:
      'PotteryWheelDance PotterySpinGroove PotteryKickStep CeramicsStudioSway PotteryMudStompDance ClayDayShuffle TwirlLikeAPotter PotteryApronBoogie',
    speed:
      'PotterySpeedThrow PotteryBowlInAMinute PotteryCylinderTimer PotteryPinchPotDash CenterItInTen MugHandleSprint TallestPotteryTower PotteryCoilRace',
    pet: 'PotteryPetBowl PotteryPawPrint PotteryStudioKitten PotteryCatNameTag ClayFootprintsPup CeramicBunnyHideout PotteryTreatJar PotteryWaterDishForDogs',
  },
  sewing: {
    fitness:
      'SewingChairSquats SewingStretchBreak SewingShoulderRolls SewingPostureCheck StitchBetweenSets PinCushionPushups WristCirclesSewing DeskYogaForSewing',
    pet: 'SewYourPetABlanket SewingCatnipPillow SewingDogBed SewingCatTunnel SewingBunnyHideaway SewingHamsterHammock SnuffleMatSewing TugToySewing',
    music:
      'SewingMachineBeat SewAGuitarStrap SewingSeaShanty SewingThimbleDrums ThreadSpoolShaker NeedleDropRemix HumAlongSewing SingWhileYouSew',
  },
  pet: {
    art: 'PaintYourPetBadly PetPawPrintArt PetClaySculpt PetCartoonDoodle RenaissanceFurBaby SketchYourPetBlind PetChalkPortrait PetMagazineCollage',
    gaming:
      'PetPlayerTwo HideAndSeekWithPet PetCrashesCheckers PetSitsOnController CanYourPetFindTheTreat PetTugOfWar PetFetchTournament PetShellGame',
  },
  hedgehog: {
    funny:
      'GrumpyHedgehogHuff TinyHedgehogYawn HedgieBathReaction HedgehogMovieTrailerVoice HedgehogPitterPatter PricklyOnTheOutside HedgehogHatesMondays HedgehogSnackSnob',
    speed:
      'HedgehogTunnelDash HedgehogFactsQuickfire HedgehogRollRace DrawAHedgehogIn10 HedgehogAmazingMaze HedgehogPlaypenBuild HedgehogHurdles HedgehogMealwormCountdown',
    art: 'PineconeHedgehogCraft HedgieWatercolor NeedleFeltHedgehog HedgehogFingerprintArt PaintWithAFork SpikyClayChallenge HedgehogLeafCollage HedgehogDotDrawing',
    cooking:
      'HedgehogBreadRolls HedgehogCakePops ChocolateHedgehogSlice AlmondHedgehogCookies HedgehogPotatoBake SpikySconeChallenge KiwiHedgehogs HedgehogPearPretzels',
    music:
      'HedgehogKazooTune HedgieLullaby SongForMyHedgehog HedgehogHuffRemix HedgehogSqueakSymphony HedgehogSnortBeatbox HedgehogHumHour HedgehogPianoSerenade',
  },
  'video game': {
    cooking:
      'VideoGameFoodIRL VideoGamePotionDrinks GamingHealthPackSnacks CookLikeAVideoGame MushroomPowerUpPizza VideoGameLevelUpLunch VideoGameBentoBox PixelCookieVideoGame',
    prank:
      'VideoGameSFXPrank VideoGameQuestNotes VideoGameBossEntrance VideoGameCutsceneIRL AchievementUnlocked FakeGameOverScreen PauseButtonVideoGame VideoGameNarratorVoice',
    educational:
      'VideoGamePhysicsVsReal VideoGameMathPuzzles FirstVideoGameEver GamingHistoryQuiz WhyMarioHasAMustache HowGamesAreMade CodeAVideoGameLevel MapReadingVideoGame',
    art: 'VideoGamePixelPortrait VideoGameClayMini VideoGameMapDoodle VideoGameFanArt DrawYourOwnBoss SpriteBeadCraft CrossStitchVideoGame VideoGameShoeboxScene',
  },
  chess: {
    funny:
      'ChessPieceVoices SportsCommentaryChess LifeAsAChessPawn KidBeatsDadAtChess ChessSoreLoserSkit MyChessThinkingFace ChessTrashTalk ChessDramaticResign',
    travel:
      'ChessInThePark ChessCafeCrawl JoinALocalChessClub PackAChessSetAnywhere ChessAtTheBeach ChessOnTheTrain GiantChessBoardHunt ChessPicnicDuel',
    speed:
      'ChessBlitzBattle ChessSetupSprint ChessPuzzleRush ChessFiveSecondTurns ChessClockCountdown ChessFourMoveCheckmate SixtySecondChess ChessPieceNameRace',
    pet: 'PetPicksTheChessMove ChessCatKnocksKing ChessBunnySpectator MyCatJudgesMyChess KittenVsKnight PupNapsOnTheBoard ChessNightWithFido ChessDogReferee',
  },
  rain: {
    gaming:
      'RainyDayGameNight RainyFortTournament RainDelayChess RainCheckRematch PlayTillTheRainStops RainstormCharades RaindropDerby RainCardHouseContest',
  },
  mom: {
    art: 'BlindDrawYourMom MomAndMeClayMugs MomPaintNight MomaLisaChallenge HandprintsForMama FridgeArtForMum MomPortraitSwap SuperMomSketch',
    fitness:
      'MotherOfAllPlanks MomVsMePushups MomsBootCamp LiftLikeMama MomGroceryBagCurls SquatWithMum MomsLaundryLunges MomSaysSitUps',
  },
  'truck driver': {
    funny:
      'TruckDriverArmPump TruckDriverRadioLingo BackingInOneTry TruckDriverParkingSkit TruckStopGourmet TruckDriverVsGPS TypesOfTruckDrivers TruckDriverStoryTime',
    music:
      'TruckDriverHornRemix TruckStopBallad TruckDriverCBRap ConvoyCover TruckDriverRestDayJam TruckerKaraokeCab SingForTruckDrivers WhistlingTruckDriver',
    educational:
      'TruckDriverBlindSpots HowBigRigsBrake TruckDriverRouteMap TruckerSlangQuiz WhyTrucksWeighIn TruckDriverDayExplained TruckDriverMileMath AskATruckDriver',
  },
  student: {
    fitness:
      'StudentDeskStretch DormRoomHIIT StudentCampusStairs StudyBreakBurpees StudentsRaceToClass StudentStepCount StudentChairDips StudentBackpackSquats',
    gaming:
      'StudentQuizBowl StudentTriviaShowdown StudentPictionaryBattle StudentLunchCardLeague AfterSchoolTournament StudentsVsTeachers StudentChessBlitz StudentHangmanRound',
    pet: 'StudentCatOnKeyboard StudentDogWalkBreak PetWaitsAfterSchool StudentHomecomingPup StudentKittenStudyBuddy StudentsFurryTutor PupilTeachesATrick StudentReadsToBunny',
  },
  fishing: {
    gaming:
      'FishingMinigameRun CozyFishingGame FishingDerbyNight LegendaryFishingCatch GoFishTournament FishingPaperMagnetRace FishingBingoCard DuckPondFishing',
    music:
      'GoneFishingSong FishingReelRhythm SeaShantyFishing FishingBluesJam FishingTripAnthem TackleBoxPercussion FishingTaleBallad FishingSingAlong',
  },
  'magic trick': {
    travel:
      'MagicTrickAtTheCafe MagicTrickOnTheBeach MagicShowNightOut WatchAStreetMagician MagicTrickAtTheRestStop CardTrickOnTheRoad ForeignCoinTrick MagicTrickOnTheTrain',
    music:
      'MagicTrickSoundtrack MagicTrickDrumroll AbracadabraCover MagicTrickTadaSting MagicShuffleRhythm NowYouHearItMagic MagicHatHarmony MagicTrickRapIntro',
    fashion:
      'MagicTrickOutfitChange MagicTrickFitReveal MagicianCapeLook MagicTrickTopHatStyle VelvetBlazerMagic MagicTrickSleeveStyle MagicTrickCosplay MagicTrickGlovesOn',
    pet: 'PetMagicTrick VanishingTreatTest MagicTrickCupGamePup DisappearingBallDog KittenVsMagicTrick MagicTrickForMyCat MagicWandHighFive MagicTrickDoggyDoubleTake',
  },
  juggling: {
    gaming:
      'JugglingCopycatRound JugglingTrickBattle JugglingHighScore ComboMeterJuggling JugglingNoDropRun JugglingMinigame JugglingPassingDuel SimonSaysJuggling',
    funny:
      'DadTriesJuggling JugglingPlushToys RubberChickenJuggling JugglingFails JugglingWithOvenMitts JugglingDropsOnly JugglingNarrator JugglingWithSocks',
  },
  cheer: {
    travel:
      'CheerCompRoadTrip CheerForYourLocalTeam PackMyCheerBagWithMe CheerCampBound ToeTouchAtLandmarks CheerAtTheBeach CheerInTheBackyard AirportCheerSendOff',
  },
  trampoline: {
    prank:
      'TrampolineBalloonFill TrampolineOutOfOrderSign GlowStickTrampoline BallPitSurprise TeddyBearBounceHouse TrampolinePicnicSetup TrampolineBubbleStorm TrampolinePlushieParty',
    educational:
      'TrampolinePhysics TrampolineHeightMath TrampolineInventorStory TrampolineEnergyExplained TrampolineBallBounceTest TrampolineSafetyRules TrampolineEggDrop TrampolineGravityFacts',
    wellness:
      'TrampolineStargazing TrampolineSunriseHops CloudWatchOnTrampoline BounceOutTheStress InnerKidUnlocked TrampolineJoyBreak TrampolineBirdsong TrampolineLieDownBreathe',
    gaming:
      'TrampolineDodgeball PopcornTrampolineTag TrampolineCountingGame TrampolineSimonSays TrampolineAlphabetHops FloorIsLavaBounce RedLightTrampoline TrampolineBalloonVolley',
    dance:
      'MidairFreezeTrampoline TrampolineBounceAndClap BouncyCastleBoogie DanceOnTheTrampoline HangTimeHipHop TrampolineMoonwalk TrampolineMacarena TrampolineTwistAndShout',
    music:
      'SpringSqueakRemix TrampolineBeatJumps HighNotesMidTrampoline TrampolineRapFlow BounceToTheBassline TrampolineKaraoke TrampolineAirGuitar TrampolineDrumCircle',
    travel:
      'TrampolineDayAtGrandpas TrampolineAtGrandmas TrampolineParkRatings TrampolineCityHopping BounceHouseRoadTrip NinjaCourseWeekend TrampolineWithAView TrampolineBackyardCampout',
  },
  treadmill: {
    gaming:
      'InclineWalkLevelUp TreadmillWordChain TreadmillISpy TreadmillGhostRace TreadmillTriviaWalk WalkingPadSpeedrun TreadmillGuessTheSong TreadmillRiddleMile',
    funny:
      'TreadmillStareDown InclineWalkRegrets TreadmillNeighborRace WhenTheTreadmillBeeps TreadmillMovieTrailer RunningToNowhere TreadmillPepTalk TreadmillClothesRack',
    music:
      'TreadmillSongSprints InclineWalkAnthem TreadmillKaraokeJog ChorusOnTheTreadmill TreadmillBeatDrop TreadmillMarchingSong TreadmillTempoDuel TreadmillPlaylistShuffle',
    pet: 'TreadmillCatStareDown TreadmillPuppyCheer DogWatchesMyTreadmill TreadmillBreakKittenPlay PawsOffTheTreadmill TreadmillCooldownHugs WalkiesVsTreadmill TreadmillThenPetCuddles',
  },
  walking: {
    fitness:
      'Walking10KSteps PowerWalkingMile WalkUpTheHill WalkingLungeLaps WalkingBackpackMarch BackwardsWalkingDare 7DayWalkingStreak WalkingStairIntervals',
    gaming:
      'WalkingSimulatorIRL WalkingTreasureHunt WalkingGeocacheStreak WalkingBingoCard WalkingISpyChallenge XPForEveryStep WalkingZombieRun WalkingAlphabetSpotting',
  },
  lasagna: {
    educational:
      'LasagnaNoodleScience LasagnaLayerMath LasagnaVsLasagne LasagnaRegionalTasteOff LasagnaPastaShapesQuiz LasagnaBechamelVsRicotta WhyDoesLasagnaRest LasagnaSauceAcidityTest',
    prank:
      'LasagnaDinnerSurprise LasagnaCakeIllusion LasagnaBurntPanReveal LasagnaLoveLetter LasagnaForBreakfast LasagnaChefHatWakeUp LasagnaStickyNoteTrail LasagnaCatPlushGuard',
  },
  nacho: {
    educational:
      'NachoCheeseScience NachoCrunchSoundLab MeetTheRealNacho WhyQuesoStaysMelty NachoSogginessTest NachoHistoryQuiz BuildABalancedNacho NachoCornToTortilla',
    prank:
      'NachoPlushOnTheirPillow NachoFanClubBanner NachoJalapenoMessage NachoTowerSurprise NachoGooglyEyes GuacGoodMorning MidnightNachoDrop NachoNightInvite',
    music:
      'NachoAverageSong NachoCrunchBeat NachoMariachiSerenade NachoRecipeRap QuesoKaraoke NachoChipDrumSolo OdeToTheNacho NachoJingleJam',
  },
  cereal: {
    music:
      'CerealBoxShaker CerealJingleRemix CerealCrunchRap SingToYourCereal CerealBowlDrumKit SnapCracklePopBeat CerealCommercialSong CerealSpoonTapMelody',
    pet: 'CerealBoxCatFort CerealBowlDogStare SpoonSoundReaction CerealMascotPetPortrait PuppyEyesAtCereal KittenCrunchASMR CerealShapedTreats CerealBunnyTunnel',
  },
  steak: {
    educational:
      'WhyRestYourSteak GuessTheSteakCut SliceSteakAgainstGrain SteakDonenessByTouch MarblingDecoded SteakSearScience PrimeVsChoiceSteak SteakThermometerTemps',
    music:
      'SteakSizzleRemix SteakTongsPercussion SingWhileSteakRests MoreCowbellCookout GrillMasterKaraoke SteakhouseJazzNight SteakDinnerDuet SteakCountrySong',
  },
  'road trip': {
    educational:
      'RoadTripHistoryStops RoadTripLandmarkQuiz RoadTripStateCapitals LicensePlateGeography MileMarkerMath RoadTripRockSpotting RoadTripTimeZones RoadTripMapReading',
    gaming:
      'RoadTripBingo RoadTripISpy RoadTrip20Questions LicensePlateGame AlphabetRoadTripHunt RoadTripCowCounting RoadTripTriviaCards RoadTripWouldYouRather',
    music:
      'RoadTripSingAlong NameThatTuneRoadTrip CarKaraoke RoadTripRestStopGuitar AuxCordWars RoadTripAnthemVote RoadTripLyricRelay RoadTripPlaylistDraft',
  },
  'dog walk': {
    fitness:
      'ParkBenchDips SquatAtEverySniff WalkiesPowerStride DogWalkIntervals DogWalkStepStreak DogWalkLunges DogWalkArmSwings DogWalkHillClimb',
  },
  'meal prep': {
    dance:
      'MealPrepSpatulaSpin MealPrepShuffle SundayMealPrepGroove MealPrepLidTango ContainerConga MealPrepBoogieBreak MealPrepMoonwalk MealPrepLadleLimbo',
    music:
      'MealPrepPlaylist MealPrepJarShakers SingWhileYouMealPrep ContainerLidDrums MealPrepSpoonRhythm MealPrepKaraoke MealPrepMusical MealPrepRapRecipe',
    pet: 'DogMealPrepDay MealPrepKibblePortions MealPrepForYourPup BunnyVeggieBoxes MealPrepPuzzleFeeder CatMealPrepInspector MealPrepPupsicles MealPrepHayRackRefill',
  },
  'slow cooker': {
    travel:
      'SlowCookerRoadTrip CrockpotCamping SlowCookerParkPotluck CookWhileYouExplore SlowCookerCabinStew PackTheSlowCooker SlowCookerCampsiteChili TailgateSlowCooker',
    speed:
      'FiveMinuteCrockpotPrep SlowCookerSpiceSortRace SlowCookerTagTeam SlowCookerFreezerDash SlowCookerLoadUpIn60 IngredientGrabBlitz SlowCookerFastFill FastestSlowCooker',
    pet: 'SlowCookerWaitingPup SlowCookerCatPatrol SlowCookerLongWalkies PetStaresAtTheCrockpot NoCounterSurfingDrill SlowCookerSniffSquad SlowCookerStakeout WaitForItSlowCooker',
    fitness:
      'SlowCookerSetAndRun StewSimmerSquats CrockpotAndCardio SlowCookerHIITBreak SlowCookerStepGoal SlowCookerThenHike SlowCookerYogaFlow SlowCookerBurpees',
    music:
      'CrockpotSlowJams SlowCookerBlues SlowCookerSerenade LidRattleBeat SlowCookerLullaby EightHourMixtape SmoothJazzSlowCooker CountrySlowCookerSong',
  },
  'grilled cheese': {
    gaming:
      'GrilledCheeseBlindTaste GrilledCheeseTierList StackTheGrilledCheese GrilledCheeseDiceDuel CheesePullHighScore GrilledCheeseBossLevel GrilledCheeseMemoryMatch GrilledCheeseCharades',
    music:
      'GrilledCheeseRap GrilledSizzleBeat TapTheGrilledCheesePan OdeToGrilledCheese CheesyLoveSong SpatulaDrumSolo GrilledCheeseJingle GrilledCheeseSongParody',
  },
  'banana bread': {
    educational:
      'HowBananaBreadRises WhyBananaBreadCracks BananaBreadVsCake BananaBreadSugarSwapTest SpotsMeanSweeter BananaBreadDomeOrSink BananaBreadButterVsOil BananaBreadOriginQuiz',
    gaming:
      'BananaBreadCharades BananaBreadMysteryMixIn BananaBreadFactOrFake BananaBreadSliceHunt TopBananaTourney BakeOffBracket BananaBreadBingo BananaBreadBlindRanking',
  },
  'pumpkin carving': {
    gaming:
      'PixelPumpkinCarving JackOLanternGuessWho GameCharacterPumpkin PumpkinCarvingBracket PumpkinCarvingDesignVote PumpkinCarvingPictionary PumpkinCarvingCharades PumpkinCarvingDiceRoll',
    music:
      'PumpkinDrumBeat PumpkinCarvingRemix JackOLanternChoir PumpkinCarvingWhistleTune ThrillerWhileCarving MonsterMashCarveAlong SingingPumpkinCarving PumpkinCarvingKaraoke',
  },
  'pool party': {
    gaming:
      'PoolPartyTournament PoolPartyMarcoPolo PoolPartySharksMinnows PoolPartyDiveForCoins PoolPartyWaterBalloonToss PoolPartyCardNight RedLightPoolParty PoolPartyBeachBallRally',
  },
  'spring break': {
    dance:
      'SpringBreakSunHatSway SpringBreakConga SpringBreakTowelTwirl SpringBreakLimbo SpringBreakItDown SpringBreakShuffle SpringBreakSalsa SpringBreakHulaHoop',
    gaming:
      'SpringBreakTournament SpringBreakMiniOlympics SpringBreakCardShowdown SpringBreakSandcastleDuel SpringBreakFlashlightTag BeachsideBoardGames SpringBreakCharades SpringBreakTriviaNight',
    educational:
      'SpringBreakMuseumDay SunscreenScience SpringBreakAquariumVisit SpringBreakKitchenScience SpringBreakLearnToKnit SpringBreakBookClub SpringBreakStarMap SpringBreakLanguageLesson',
    pet: 'SpringBreakWithMyDog SpringBreakPuppyBeach SprinklerZoomies SpringBreakCatNap DoggyPaddleSpringBreak FlamingoFloatPup SpringBreakPetSitterDiary SpringBreakBunnyHop',
  },
  'work from home': {
    educational:
      'HowToSetUpADesk WorkFromHomeFocusTips WFHErgonomicsCheck WorkFromHomeTimerTrick WorkFromHomePosture HomeOfficeTimeBlocks EyeBreaksWorkFromHome WorkFromHomeLightTest',
    gaming:
      'LunchHourSpeedrun AfterLogOffGaming WorkFromHomeWordChain WorkFromHomeTrivia WFHCoworkerCharades RemoteWorkGameNight DeskBingoWorkFromHome WorkFromHomeChess',
    art: 'HomeOfficeGalleryWall MoodBoardPinUp DoodleDuringMeetings WFHStickyMosaic WorkFromHomeSketch RemoteWorkBackdropArt PaintYourWorkFromHome WorkFromHomeNotebook',
    funny:
      'YouAreOnMute CameraOnPanic WorkFromHomeCoworkers WFHDressCode WorkFromBedReality HomeOfficeFrozenFace PetsCrashWorkFromHome WorkFromHomeSportscast',
  },
  game: {
    educational:
      'GameTheoryWithCandy HowGamesAreMade AncientBoardGamesQuiz GameOddsDecoded DoGamesTrainYourBrain GamePieceOrigins InventANewGameRule GameMathCardTrick',
    pet: 'KittyWatchesGameplay GameCatBatsDice GameDogTreatPuzzle PetVsVideoGame PupOnTheController GamePuppyCameo GameTimeFetch GamePawPress',
  },
  experiment: {
    prank:
      'ExperimentVanishingCoin ExperimentMagicMilk ExperimentStaticBalloons ExperimentPepperScatter ExperimentInvisibleInk ExperimentUpsideDownCup FakeSpillExperiment ExperimentRaisinDance',
    gaming:
      'ExperimentSandboxWorld ExperimentPhysicsGame ExperimentSpaghettiBridge ExperimentMarbleRun PotionBrewExperiment ExperimentDominoChain ExperimentDiceOdds ExperimentEscapeRoom',
  },
  cleanup: {
    fitness:
      'CleanupPickAndJog CleanupBucketFarmerCarry BeachCleanupBootcamp TrashTagHike SquatForEveryScrap LitterPickWalk BikeCleanupLoop CleanupLapsAroundThePark',
    cooking:
      'CleanupWhileItBakes CleanupVolunteerSnacks BeachCleanupBento CleanPlateClub ZeroWastePicnic BulkBinBaking ReusableCleanupLunch LemonadeForCleanup',
  },
  'date night': {
    art: 'DateNightComicStrip DateNightPaintEachOther DateNightMemoryCollage DateNightPhotoWalk CouplePortraitSwap DateNightBlindSketches TieDyeDateNight PaintByNumberDateNight',
  },
  'movie night': {
    educational:
      'MoviePhysicsFails MovieNightSoundEffects MovieNightBookVsFilm SubtitlesOnlyNight BehindTheMovieMagic DocumentaryMovieNight MovieNightForeignLanguage MovieNightFactChecking',
    pet: 'PetPicksTheMovie DogWatchesTheMovie MovieIntermissionFetch CatReviewsTheMovie CuddlePuddleCinema PupFortMovieNight MovieNightBunnyBlanket MovieNightKittenReacts',
  },
  pumpkin: {
    fitness:
      'PumpkinPatchLunges GourdCurls PumpkinOverheadPress PumpkinFarmersCarry PumpkinSpicePowerWalk SquashSquats PumpkinGobletSquats PumpkinRollPlank',
    gaming:
      'PumpkinHideAndSeek PumpkinMemoryMatch PumpkinHotPotato PumpkinCharades SpookySeasonCoop PumpkinTicTacToe PumpkinBowlingLeague PumpkinRingToss',
    pet: 'PumpkinPupTreats PumpkinPlushCatNap PumpkinBunnyHideout PawsInThePatch LittlePumpkinPortrait DogMeetsAPumpkin FrozenPumpkinLickMat KittenPumpkinPeekaboo',
    wellness:
      'GratitudePumpkin PSLAndAJournal PumpkinPatchSlowWalk FallIntoSelfCare PumpkinFaceMask PumpkinSpiceAndCalm CozyPumpkinBlanketHour PumpkinPaintingPeace',
  },
  'iced coffee': {
    gaming:
      'IcedCoffeeTasteGuess BaristaRhythmGame IcedCoffeeOrderCharades OneIcedCoffeePerRun IcedCoffeeTriviaNight IcedCoffeeChessClub IcedCoffeePowerUp IcedCoffeeCoOpQuest',
    travel:
      'IcedCoffeeCafeHop IcedCoffeeTrainTrip IcedCoffeeAndSandyToes IcedCoffeePassport IcedCoffeeSipAndStroll IcedCoffeeParkPicnic ThaiIcedCoffeeHunt RoadsideIcedCoffee',
    music:
      'IceClinkBeat IcedCoffeeCupDrums IcedCoffeeStrawWhistle ShakeTheIcedCoffee IcedCoffeeJazzMorning IcedCoffeeLofiMix IcedCoffeeMaracas IcedCoffeeLoveSong',
  },
  boba: {
    gaming:
      'BobaBlindTasteTest BobaPearlStackGame BobaOrderRush BobaFlavorMemoryMatch BobaCheckersDuel BobaMenuTrivia CupPongWithBoba BobaDrawAndGuessNight',
    pet: 'BobaBandanaPup BobaSqueakyToy BobaPlushFetch CatVsBobaStraw BobaCupKittenFort BobaDateWithMyDog BobaKittyPortrait BobaSnuffleMat',
    prank:
      'BobaSurpriseDelivery BobaLookalikeCake BobaCupKindNote GuessTheirBobaOrder BobaGooglyEyes BobaLidFaceDoodle BobaTinyStrawPrank BobaSillyNameLabel',
    music:
      'BobaCupShaker BobaLidDrumBeat BobaSlurpBeat BobaPearlRattle BobaSerenade KpopBobaCover BobaStrawFlute RapYourBobaOrder',
  },
  wings: {
    educational:
      'WingsFlatVsDrum WingsSauceOrigins WhereBuffaloWingsBegan WingsOvenTimingLab WingsMilkVsWaterCooldown WingCrispScience BakingPowderWingTest WingsChickenAnatomy',
    pet: 'WingsKittyFeatherWand WingsDayCarrotTreat WingsPatternedPetBed NoWingBonesForDogs WingmanPup ChickenWingSqueakyToy WingNightGuardian WingsShapedSnuffleMat',
    prank:
      'WingsGratitudeCard WingsCarrotStickSwap SurpriseWingNight WingsCookAward AllFlatsForYou WingDeliveryDash WingsRanchRefillFairy WingsBibForDad',
    music:
      'WingSizzleBeat WingsHotSauceBlues KaraokeWingNight GameDayDrumline BandOnTheRunCover LiveAndLetWing WindBeneathMyWings WingsSpiceLevelRap',
  },
  '10k steps': {
    educational:
      'Is10KStepsAMyth 10KStepsPedometerTest 10KStepsCalorieMath HowFarIs10KSteps PulseCheckAt10KSteps StepCountTrivia 10KStepsSleepExperiment WhatMuscles10KStepsWork',
    music:
      '10KStepsOneAlbum StepToTheTempo 10KStepsMarchingBeat 10KStepsWhistleWalk 10KStepsToADrumBeat SingAlong10KSteps 10KStepsNameThatSong SwapPlaylistsFor10KSteps',
    gaming:
      '10KStepsQuest 10KStepsLeaderboard 10KStepsScavengerHunt 10KStepsSpyGame LevelUpIn10KSteps 10KStepsGeocaching 10KStepsBingoCard 10KStepsTagRace',
  },
  flute: {
    fitness:
      'FluteLungeMelody LongNoteFlutePlank FluteWallSitTones FluteArmCirclesWarmUp MarchToTheFlute SquatOnEveryTrill FluteJumpingJacks StretchBetweenFluteSongs',
    fashion:
      'FlutistFitCheck FluteConcertGetReady FluteBroochDIY FluteBandUniformGlowUp FlauntYourFlute FluteMatchingOutfit FluteCaseCouture FluteStageShoesRated',
  },
  dj: {
    fitness:
      'SquatOnEveryDJDrop DJJumpRopeRhythm DJSpinClassBeats DJBoothBootCamp CrossfadeCrunches DJTempoRun DJMixMountainClimbers DJPlaylistPlankOff',
    educational:
      'HowDJsMix DJVinylVsDigital DJGuessTheGenre DJLingoQuiz DJTempoMathClass WhyTheBassDrops DJKeyMatchChallenge DJBeatCountingLesson',
    fashion:
      'DJBucketHatFlex DressLikeYourFavDJ NeonRaveLayers DJOutfitCheck HeadphoneHalo DJFestivalBomber DJBoothAllBlack DJSunglassesLook',
    wellness:
      'DJLofiWindDown DJSunsetSet DJSundayResetMix DJYourOwnCalm DJSlowJamsBreathing DJMorningAmbient BreatheWithTheDJ DJRainSoundscape',
    pet: 'DJKittenOnTheDecks DJCalmMixForMyPet PetDJAssistant DJDoggoDrops DJCatPurrRemix PawsOnTheTurntable DJBarkSampler DJSoftBeatsBunnyNap',
    travel:
      'DJRecordStoreCrawl DJTheRoadTrip DJPicnicInThePark DJBackyardSet DJYourTrainCommute DJBeachSunsetMix DJFestivalWeekend DJCityNightWalk',
  },
  origami: {
    educational:
      'OrigamiMath OrigamiInSpace ThousandOrigamiCranes OrigamiBridgeLoadTest PaperToTheMoon OrigamiWingDesignLab OrigamiStrongestShape OrigamiFoldingPatterns',
    pet: 'OrigamiVsMyCat FoldYourPetInOrigami OrigamiKittenBox OrigamiPuppyFaces OrigamiGoldfishGarland PawsAndCreases OrigamiMouseToy OrigamiParrotMobile',
    travel:
      'OrigamiAtTheBeach OrigamiOnTheTrain LibraryOrigamiDayOut OrigamiPaperShopHunt FoldTheMap OrigamiFromTicketStubs OrigamiPostcardsHome OrigamiSouvenirSwap',
    music:
      'OrigamiToTheBeat OrigamiSheetMusic OrigamiMaracas OrigamiWhistleSolo PaperBangerDrop FoldToTheTempo OrigamiStopMotionSong OrigamiHornFanfare',
  },
  ai: {
    gaming:
      'AIIsTheGameMaster AIDesignsALevel ChatbotTriviaNight ChessRematchVsAI AIPicksMyNextMove BeatTheBotBoss AI20Questions AIEscapeRiddle',
  },
  drone: {
    gaming:
      'DroneHideAndSeek LivingRoomDroneCourse SimonSaysDroneEdition DroneLandingBullseye XMarksTheDroneSpot CaptureTheFlagDrones DroneBowlingPins DroneRingToss',
  },
  dad: {
    fitness:
      'DadBodBootcamp PiggybackSquats DadStrollerSprints OneTripGroceryDad DadVsTeenPushUps DadJokePlank DadCarWashWorkout DadCouchCrunches',
    fashion:
      'DadFitCheck DadClosetRaid SocksAndSandalsStyle DressLikeYourDad CargoShortsComeback DadWhiteSneakerLook PopsGetsAMakeover DadTieTutorial',
  },
  baby: {
    cooking:
      'HomemadeBabyFood BabyPureeRainbow BabyShowerCupcakes BabyAvocadoMash TeethingBiscuitBake BabySmashCakeDay BabyBlockBrownies BabyBananaPancakes',
    pet: 'PetMeetsTheBaby BabyStorytimeForPup BabyLaughsAtTheDog CatInspectsBabyGear KittyJoinsTummyTime FurryBigSibling BabyPawHighFive BabyGoldfishGazing',
  },
  dodgeball: {
    travel:
      'DodgeballParkDayTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame DodgeballAtTheLake DodgeballTournamentTrip BeachDodgeballBash DodgeballSummerCamp',
    fashion:
      'DodgeballHeadbands RetroGymClassLook EightiesTrackSuit DodgeballTeamTees DodgeballKneeSockChic DodgeballSquadColors DodgeballJerseyDesign DodgeballTieDyeShirts',
  },
  dumbbell: {
    speed:
      'DumbbellCurlCount DumbbellRowBlitz DumbbellPressIn30 TenDumbbellSquatsFast RackTheDumbbellsRace DumbbellCalfRaiseTimer DumbbellRepRush DumbbellLungeRelay',
  },
  'home workout': {
    music:
      'HomeWorkoutAnthem HomeWorkoutTempoMatch NoEquipmentJustBass HomeWorkoutDJBattle SquatOnTheChorus EightiesAerobicsMix HomeWorkoutKaraoke HomeWorkoutPlaylistDrop',
    fashion:
      'HomeWorkoutFitCheck HomeWorkoutHeadbandEra OldTeeWorkoutUniform HomeWorkoutSockStyle BodyweightBestDressed PajamaPowerLook HomeWorkoutRunway HomeWorkoutMatchingSet',
    funny:
      'HomeWorkoutVsCouch HomeWorkoutCatClimbsOn HomeWorkoutExcuses HomeWorkoutNarrator DownstairsNeighborPOV WhenTheVideoSaysEasy HomeWorkoutBloopers HomeWorkoutSnackBreaks',
  },
  'air fryer': {
    funny:
      'AirFryerTasteTestFaces AirFryerEverythingPOV OvenVsAirFryerFeud AirFryerEvangelist AirFryerPeopleBeLike AirFryerSoggyLeftovers AirFryerIsMyTV MyAirFryerHasFeelings',
    music:
      'AirFryerDingRemix AirFryerBeepBeatbox AirFryerBasketShaker SingToTheAirFryer CrispyCrunchBeat HotAirHarmony AirFryerJingle AirFryerLoveSong',
  },
  'night shift': {
    educational:
      'NightShiftBodyClock NightShiftMythOrFact WhoWorksTheNightShift ADayOnTheNightShift NightShiftSleepTips NightShiftMealTiming NightShiftNapScience NightShiftJobQuiz',
    pet: 'NightShiftWelcomeWag NightShiftPetCam CatNightShiftNap NightShiftSnuggle SunriseDogWalk KittyGuardsMySleep NightShiftKittenWatch NightShiftZoomies',
  },
  'game night': {
    educational:
      'DiceOddsMath GameNightProbability GameNightTeachTheRules GameNightBrainTeasers GameNightLogicRiddles GameNightChessPuzzle GeographyGameNight GameNightVocabularyRound',
    art: 'GameNightCustomCards GameNightPaintedPawns RedrawGameNightBoxArt GameNightScoreboard DesignYourOwnBoardGame GameNightBlindDraw SketchTheGameNightCrew GameNightClayTokens',
    pet: 'PawRollsTheDice GameNightCatOnTheBoard LapWarmerAtGameNight GameNightPetReferee DogPicksTheGame GameNightMascotPup BunnyAtGameNight GameNightKittenSpectator',
    travel:
      'BackyardGameNight GameNightAtGrandmas TrainRideCardGames GameNightInThePark PackAGameNightKit BoardGameCafeCrawl GameNightOnTheBeach GameNightCabinWeekend',
  },
  'jumping jack': {
    speed:
      'JumpingJackRace JumpingJackTabata 100JumpingJacksTimed Fastest50JumpingJacks JumpingJacksIn30 BeatMyJumpingJackRecord JumpingJackDuel JumpingJacksTillToast',
  },
  'farmers market': {
    gaming:
      'FarmersMarketCharades FarmersMarketBingoCard PlayFarmerForADay FarmersMarketShopGame FarmersMarketScavenger SeedToSaleSpeedrun FarmersMarketTrivia FarmersMarketPriceGuess',
    pet: 'FarmersMarketDogWalk FarmersMarketPetTreats BunnyFarmersMarketHaul CatVsFarmersMarketBag PupInATote MarketDayMascot FarmersMarketSniffTour FarmersMarketCatnipFind',
  },
  'fried chicken': {
    fashion:
      'FriedChickenBucketHat DressLikeFriedChicken FriedChickenRunway FriedChickenPicnicGingham FriedChickenTakeoutOOTD FriedChickenGoldenHourFit FriedChickenDateNightLook FriedChickenTeeDesign',
    music:
      'FriedChickenSizzleBeat FriedChickenJingle FriedChickenRapBattle OdeToFriedChicken FriedChickenBluesJam SpitAFriedChickenVerse FriedChickenKazooSolo FriedChickenCountrySong',
    prank:
      'FriedChickenIsCake FriedChickenRubberToy FriedChickenNapkinNote FriedChickenBoxOfSalad FriedChickenBonesOnly FriedChickenBucketCookies FriedChickenConfettiPop FriedChickenPlushInBed',
  },
  knitting: {
    pet: 'KnittingCatBedDIY KnittingLapSupervisor KnittingDogBlanket KnittingPuppyCushion KnittingPawsOffMyYarn KnittingKittenHammock KnittingFurBabyPortrait KnittingBreakBunnyCuddles',
    music:
      'KnittingNeedleDrumline KnittingLullaby SingWhileKnitting KnitToTheBeat KnitPurlJam KnitCastOnCountOff KnittingCircleChorus KnittingFolkSongs',
  },
  gadget: {
    pet: 'GadgetCatLaserToy GadgetGPSDogCollar GadgetTreatCamera PetGadgetTest KittyVsRobotVacuum GadgetAutoBallLauncher GadgetFeederCamPOV GadgetPuppyWaterFountain',
    gaming:
      'GadgetGameNight GadgetControllerTest GadgetHighScoreDuel GadgetRetroConsoleRematch GadgetButtonMashOff GadgetDeskSetupLevelUp GadgetTriviaShowdown GadgetPuzzleBox',
    prank:
      'GadgetNewPhoneSwitcheroo GadgetRemoteSwap GadgetSaysGoodMorning FakeGadgetUnboxing GadgetComplimentAlarm GadgetSpeakerSerenade GadgetSmartLightDisco GadgetCrackedScreenGag',
    wellness:
      'GadgetFreeDay GadgetSleepTrackerWeek GadgetScreenTimeAudit WellnessGadgetTest GadgetUnplugEvening GadgetsOffBooksOn GadgetBedtimeBasket GadgetMeditationTimer',
  },
  arcade: {
    pet: 'ArcadePrizeForCat ArcadePlushieForDog DIYPetArcadeGame ArcadeCardboardCatMaze KittyTouchscreenFish ClawMachineForTreats ArcadeSkeeBallFetch ArcadeSnufflePuzzle',
  },
  toddler: {
    pet: 'GentlePetPatrol ToddlerPuppyStoryTime SoftTouchKitten ToddlerAndDogBesties ToddlerFeedsTheCat ToddlerMeetsABunny ToddlerTeachesATrick ToddlerTossesTheBall',
  },
  'fast food': {
    fashion:
      'FastFoodUniformRetro PaperCrownAccessory FastFoodFitCheck KetchupMustardLook FastFoodMerchStyle FastFoodWrapperDress FastFoodCosplay FastFoodMenuOutfit',
    gaming:
      'FastFoodComboBuilder DriveThruTriviaDuel FastFoodRushCoop FastFoodBurgerStackGame FastFoodKitchenChaos BeatMyFastFoodScore FastFoodMenuMemory FastFoodOrderCharades',
    travel:
      'FastFoodPicnicStop FastFoodRoadsideRanking FastFoodRoadTrip RegionalChainHunt FastFoodOldestInTown TryTheLocalFastFood FastFoodDinerDayTrip FastFoodRestAreaRating',
  },
  cake: {
    travel:
      'LetThemEatCakePicnic LocalCakeHunt PastryShopCrawl CakePitStopRatings CakeAtTheFarmersMarket CakeCafeDayTrip CakeTastingTour CakeBakeryRoadTrip',
  },
  gingerbread: {
    wellness:
      'GingerbreadMovieNight GingerbreadTeaPause GingerbreadSlowDecorate GingerbreadJournalHour GingerbreadSpiceBreaths GingerbreadQuietBake GiftAGingerbreadHouse GingerbreadGratitudeNote',
  },
};
