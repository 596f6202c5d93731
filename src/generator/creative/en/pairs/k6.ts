import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  softball: {
    dance:
      'PassTheSoftballDance SaturdaySoftballSway SoftballWalkUpStrut 8CountSoftballCheer WindmillArmGroove HomeRunHipShake SoftballStepOff SoftballVictoryTwirl',
    cooking:
      'SoftballCakePops BallparkNachos SoftballOrangeSlices SoftballStitchCookies 3IngredientSoftballBites DugoutDipDuel 10MinSoftballSnackPack ShowUsYourSoftballCooler',
    travel:
      'ShowUsYourSoftballTown SoftballTourneyRoadTrip WatchALocalSoftballGame SoftballTournamentWeekend 5SoftballFields1Summer OurSoftballDayIn3Pics SoftballParkPassport HomeVsAwaySoftballSnacks',
    fashion:
      'SoftballHairBows 60SecondSoftballEyeBlack 7SoftballBraidsToTry SoftballFitCheck StyleASoftballCap3Ways KneeHighSocksOnly SoftballJerseyRestyle GameDaySoftballGlowUp',
    wellness:
      '3GoodThingsAfterSoftball SoftballMistakeReset OneMinuteSoftballBreath SoftballShakeItOff WriteYourSoftballPepTalk NextPitchMindset SoftballGratitudeLap SoftballStretchSunday',
    music:
      'SoftballWalkUpSong SoftballDugoutChant SoftballBusSingAlong 8BarSoftballAnthem BatTapBeatbox SoftballCallAndResponse DrumASoftballRhythm 10SecondSoftballJingle',
    art: 'SoftballPaintedBalls 60SecondSoftballDoodle SoftballLaceBracelet SoftballEmojiFaces OneSoftballSketchADay DugoutBannerDIY OldSoftballGlowUp DrawYourSoftballGlove',
    tech: 'SoftballSwingSlowMo MySoftballThenVsNow SoftballBurstModeSlide SoftballThrowSpeedCheck 30DaySoftballPhoneLog SoftballSplitScreenBat EditYourSoftballReel 60SecondSoftballHypeVideo',
    pet: 'BatDogInTraining SoftballGloveKittenNap SoftballFetch CanYourPupRollASoftball SqueakyToyVsSoftball BleacherBuddyCat SoftballSniffAndSeek 7DaySoftballPuppyTrick',
    gaming:
      'SoftballSockToss NameThatSoftballRule RockPaperSoftball SoftballVideoGameIRL HomeRunDerbyNight SoftballPickleRundown HowManySoftballsIn30Sec 10TriesToSinkASoftball',
  },
  electrician: {
    dance:
      'ElectricianSlide ElectricianHardHatBop ElectricianBeltShimmy DanceLikeAnElectrician 30SecondElectricianJig FlipTheSwitchElectrician 5MoveElectricianCombo ElectricianSpotlightSpin',
    fitness:
      '7DayElectricianGrip CrawlLikeAnElectrician ElectricianToolboxCarry 10MinElectricianCircuit ElectricianPlankFaceOff ElectricianWallSits ElectricianSquatAndReach PowerUpElectricianAbs',
    prank:
      'ElectricianCostumeReveal CanYouFoolAnElectrician 7DaysOfElectricianPuns ElectricianGooglyEyes ElectricianLightBulbNote ElectricianCookieDrop ElectricianDecoySwitch AskTheElectricianForWiFi',
    educational:
      '60SecondElectricianQuiz 5ThingsElectriciansCheck AskAnElectrician ElectricianMythBusting ElectricianPotatoBattery GuessTheElectricianTool KidsVsElectricianTrivia ElectricianHazardHunt',
    cooking:
      'ElectricianBoltCookies ElectriciansLunchbox ElectricianChiliDuel ElectricianLightBites PackAnElectriciansLunch ThankYouElectricianPie 3StepElectricianSandwich 10MinElectricianBreakfast',
    travel:
      'ElectricianCityLightsWalk TravelLikeAnElectrician 24HourElectricianRoadTrip ElectricianNeonSignHunt ElectricianVanTour 3TownsOneElectrician ElectricianMuseumDayOut WhereIsTheElectricianNow',
    fashion:
      'ElectricianWorkwearGlowUp 7DayElectricianFitCheck DressLikeAnElectrician HiVisElectricianChic ElectricianToolBeltGlam 60SecondElectricianLook ElectricianVsOfficeStyle ElectricianVestThreeWays',
    music:
      'ElectricianHumRemix 8BarElectricianJingle ElectricianSingOff SongForAnElectrician 30SecElectricianBeatbox ElectricianPowerBallad SerenadeYourElectrician ElectricianWorkSiteRap',
    art: '60SecElectricianPortrait ElectricianComicHero ElectricianNeonDoodle SketchAnElectrician OneElectricianToolADay ElectricianDrawOff ElectricianClayFigure YourElectricianInCrayon',
    pet: 'ElectricianPupHelper ElectricianKittenBoss PetVsElectricianStareOff 10SecElectricianSitStay ShowUsYourElectricianDog ElectricianChewProofing PawsForTheElectrician ElectricianCatInspector',
  },
  'leaf blower': {
    dance:
      'LeafBlowerHairFlip LeafBlowerDanceOff 30SecLeafBlowerSolo 8CountLeafBlowerRoutine LeafBlowerFreezeFrame BlownAwayTwirl LeafBlowerDivaWalk WindyLeafBlowerWednesday',
    fitness:
      'LeafBlowerArmHold 100LeafBlowerLunges LeafBlowerRakeSprints YardworkLeafBlowerRelay LeafBlowerStepUps 10MinLeafBlowerCircuit CanYouOutlastALeafBlower LeafBlowerBagCarry',
    prank:
      'LeafBlowerSecretFavor LeafBlowerLawnHeart LeafBlowerBubbleStorm CanYouMimeALeafBlower GooglyEyedLeafBlower AirGuitarYourLeafBlower LeafBlowerLemonadeBreak LeafBlowerHelperMedal',
    cooking:
      'LeafBlowerBreakCider 3StepLeafBlowerTrailMix LeafBlowerRakeAndBake 10MinLeafBlowerSnack FeedYourLeafBlowerCrew LeafBlowerPicnicLunch AppleNachosForLeafBlowers LeafBlowerPumpkinMuffins',
    travel:
      'LeafBlowerFreeFoliageTrip 1HourWithoutLeafBlowers CanYouHearALeafBlowerHere EscapeTheLeafBlowers LeafBlowerVsBirdsongWalk LeafBlowerQuietLibrary NoLeafBlowerZone 7DayLeafBlowerTally',
    wellness:
      'RakeNotLeafBlowerCalm OneMinuteLeafBlowerQuiet 5BreathLeafBlowerReset BirdsongVsLeafBlower LeafBlowerSilentSunday LeafBlowerOffBreathe TuneOutTheLeafBlower LeafBlowerYardGratitude',
    art: 'LeafBlowerSwirlPhoto 7DayLeafBlowerSketchbook LeafBlowerPaintDrift YardArtLeafBlowerBattle LeafBlowerMandala 60SecLeafBlowerPainting DrawWithALeafBlower LeafBlowerSandPatterns',
    tech: 'LeafBlowerSlowMoLeaves HowLoudIsYourLeafBlower 60SecondLeafBlowerEdit LeafBlowerStopMotion LeafBlowerDecibelApp BeforeVsAfterLeafBlower 7DayLeafBlowerPhotoLog LeafBlowerTimelapseYard',
    pet: 'LeafBlowerOffZoomies 3ToysOnLeafBlowerDay QuietRoomForKitty LeafBlowerPupSnuffleMat 10MinLeafBlowerChewBreak NapThroughTheLeafBlower LeafBlowerCuddleCorner BuildALeafBlowerHideaway',
  },
  jewelry: {
    dance:
      '8CountJewelryJingle 30SecondJewelryShuffle JewelryEarringSwish StackedJewelryBop DanceInAllYourJewelry JewelryBangleBounce PlainToJewelryGlowUp JewelryShoulderShimmy',
    fitness:
      'JewelryJingleJacks 30DayJewelryStreak EarnYourJewelryBeads SquatWithAJewelryStack JewelrySilentPlank JewelryCharmPerRep 10MinuteJewelryCircuit JewelryFreeYogaFlow',
    cooking:
      'JewelryBoxCake JewelryGummyGemstones EdibleJewelry JewelryCandyNecklace MakeCerealJewelry 10MinFruitJewelry IsItRealJewelryOrSnack JewelrySugarCrystals',
    travel:
      'JewelryFromEveryTrip 1HourJewelrySouvenirDash WhichCountryIsMyJewelry FleaMarketJewelryDig SpotTheJewelryInPaintings JewelryTravelPackHack 3JewelryPiecesPerSuitcase JewelryCraftFairStroll',
    wellness:
      '10MinMindfulJewelry JewelryBoxReset 3WordJewelryIntention SlowJewelryBeading JewelryFreeDay JewelryGratitudeBracelet MemoryJewelryMonday StoryBehindYourJewelry',
    music:
      '30SecondJewelryJingle JewelryBoxMelody JewelryAnkletStomp ShakeYourJewelryStack JewelryBangleBeatbox 4JewelryPiecesOneSong JewelryDrumOff CanYouHearMyJewelry',
    art: 'DrawYourDreamJewelry JewelryFriendshipBracelet 10MinJewelryFromScraps WireWrapJewelryRing TrashToTreasureJewelry JewelryPaperBeads 7DayJewelryDoodles OldJewelryGlowUp',
    pet: 'PawPrintCharmJewelry DrawYourPetAsJewelry 5BeadPuppyJewelry KittenVsJewelryStareOff JewelryBoxCatNap JewelryStashKittyProof JewelryPupPortraitPendant JewelryInspiredByMyBunny',
  },
  lasagna: {
    dance:
      '5StepLasagnaShuffle LasagnaNoodleWiggle LasagnaLayerDance MondayLasagnaMambo 30SecLasagnaShimmy LasagnaDuetWithNonna TarantellaForLasagna LasagnaSauceSwirlSpin',
    fitness:
      '10MinWhileLasagnaBakes LasagnaPanPress PlankOffForLasagna LasagnaDishCarry SquatEveryLayer LasagnaRicottaTubCurls 3RoundLasagnaWorkout EmptyLasagnaTrayRelay',
    prank:
      'IsItReallyLasagna LasagnaCakeIllusion LasagnaBurntPanReveal 3LayerDessertLasagna LasagnaForBreakfast AnnounceLasagnaNight LasagnaStickyNoteTrail LasagnaCatPlushGuard',
    travel:
      '3RegionLasagnaTasting NonnaLasagnaLesson LasagnaTrattoriaHunt LasagnaPotluckRoadTrip RateYourTownsLasagna LasagnaDeliveryToGrandma HomeVsRestaurantLasagna LasagnaCityFoodWalk',
    music:
      'LasagnaOperaAria ThatsAmoreLasagna SingToYourLasagna 8LayerLasagnaAnthem 30SecLasagnaJingle LasagnaRapBattle LasagnaAccordionJam LasagnaKitchenKaraoke',
    art: 'LasagnaCrossSection LasagnaComicStrip DrawLasagnaBlindfolded TinyClayLasagna 7LayerLasagnaCollage 60SecLasagnaDoodle LasagnaSketchBattle PaperMacheLasagna',
    tech: '60SecLasagnaRecipeReel CanAnAppRateMyLasagna LasagnaTimeLapseBake AIvsNonnasLasagna FirstLasagnaVsLatest LasagnaCheesePullSlowMo LasagnaReheatShowdown 7LayerLasagnaPhotoStack',
    pet: 'PetsNamedLasagna LasagnaPlushFetch LasagnaCatNap LasagnaLeaveItTrick 3BlanketLasagnaBed 10SecondLasagnaStay WhoGuardsTheLasagna LasagnaLayerBunnyHideout',
  },
  'fast food': {
    dance:
      '8CountFastFoodShuffle 30SecFastFoodJingleDance FastFoodTrayTwirl FastFoodFryFreeze FastFoodFaceOff MilkshakeShimmy GrooveYourFastFoodOrder FastFoodPaperHatSwing',
    travel:
      'OneFastFoodSpotPerTrip FastFoodRoadsideRanking HomeVsAwayFastFood RegionalChainHunt FastFoodOldestInTown TryTheLocalFastFood NameThatFastFoodCity FastFoodRestAreaRating',
    fashion:
      'FastFoodUniformRetro PaperCrownAccessory FastFoodFitCheck KetchupMustardLook FastFoodVsFancyStyle DressAsYourFastFoodOrder 60SecFastFoodOutfit FastFoodColorsGlowUp',
    music:
      'WriteAFastFoodJingle DriveThruRemix 30SecFastFoodMenuRap FastFoodOrderOpera 5WordFastFoodSong KetchupBottleBass FastFoodKazooKaraoke FastFoodSloganSingOff',
    art: 'FastFoodPopArt DrawYourFastFoodOrder KetchupPacketMosaic 60SecFastFoodSketch 7DayFastFoodDoodles FastFoodPaintBattle FastFoodClayMinis FastFoodBagPuppet',
    pet: 'FastFoodPlushFetch FastFoodBoxCatNap 10SecFastFoodSitStay 7DayFastFoodLeaveIt WhichFastFoodSqueakerWins ChewToyCombo FastFoodStareOff FastFoodCupTreatPuzzle',
    gaming:
      '30SecFastFoodRush DriveThruTriviaDuel GuessTheFastFoodPrice 5CupFastFoodStack FastFoodKitchenChaos BeatMyFastFoodScore FastFoodMenuMemory FastFoodOrderCharades',
  },
  'bus stop': {
    fitness:
      'BusStopCalfRaises 1MinuteBusStopSquat 10RepsEveryBusStop WalkOneStopFurther WallSitAtTheBusStop BusStopShoulderRolls BusStopBalanceFaceOff BusStopPostStretch',
    prank:
      'RedCarpetAtTheBusStop BusStopPlushQueue BusStopCardboardShelter 7DaysOfBusStopJokes 3SecondBusStopFreeze CanYouMakeABusStopLaugh BusStopBalloonGreeting BusStopHighFiveSign',
    educational:
      '60SecBusStopQuiz GuessTheCountryBusStop HowFarIsYourBusStop BirdSpottingAtBusStop BusStopArrivalMath 1WordPerBusStop BusStopTrafficTally BusStopCloudTypes',
    art: 'SketchTheBusStop RedesignYourBusStop 1BusStopDoodlePerDay BusStopInWatercolor 5MinBusStopPortrait BusStopPaintOff BusStopBlindDrawing BusStopPosterDesign',
    tech: 'BusStopAppVsReality CanYouGuessYourBusStopETA 60SecondBusStopEdit 7DayBusStopVlog BusStopPhotoFilter PredictTheNextBus BusStopHyperlapse BusStopPanorama',
    pet: 'DogWaitsAtBusStop BusStopSitStay WalkYourPupToABusStop 3TrickBusStopShow BusStopWaggingWelcome 1MinuteBusStopCalm BusStopHighPaw BusStopTreatPouch',
    gaming:
      'BusStopISpy Find10ThingsAtABusStop OneLevelPerBusStop LicensePlateBingo BusStopStaringContest BusStopThumbWars 60SecBusStopSpeedRound BusStopTwentyQuestions',
  },
  'game night': {
    dance:
      'GameNightVictoryDance GameNightWinnerWiggle CongaLineAtGameNight GameNightGrooveBattle OneMovePerGameNightTurn GameNightDiceBoogie 10SecGameNightFreeze PassTheGameNightShimmy',
    fitness:
      'DeckOfCardsWorkout 1MinuteGameNightStretch GameNightDiceReps GameNightPlankOff GameNightBurpeeRelay 5PushUpsPerGameNightTurn WhoJumpsMostAtGameNight GameNightSquatPenalty',
    funny:
      'WhoCheatedAtGameNight OneMinuteGameNightDrama EveryGameNightPlayer GameNightRuleLawyer GameNightThenVsNow GameNightPokerFace RateYourGameNightGloat GameNightSnackHoarder',
    prank:
      'GameNightFakeRule CanYouFoolGameNight 10SecondGameNightSwitch 5GooglyEyedGameNightPawns GameNightDeckOfJokers GameNightPuzzleSwap OppositeDayGameNight GameNightCandyPieces',
    educational:
      'DiceOddsMath 60SecondGameNightQuiz GameNightTeachTheRules GameNightBrainTeasers KidsVsParentsGameNight 1RiddleEveryGameNight GeographyGameNight GameNightVocabularyRound',
    wellness:
      'GameNightPhoneBasket GoodSportGameNight UnpluggedGameNight TeamUpForGameNight 10MinGameNightWindDown MindfulMondayGameNight GameNightNoScoreRound 3ThanksAfterGameNight',
    tech: 'MakeAGameNightSlideQuiz PhoneAsBuzzerHack 60SecGameNightRecap 1ClipPerGameNightRound GameNightDiceAppVsReal GameNightPhotoFaceOff GameNightTurnTimerHack GameNightTimelapseCam',
  },
  'april fools': {
    fitness:
      'AprilFoolsWalkOff AprilFoolsFakeWeights BackwardsAprilFoolsJog 50AprilFoolsHighKnees NoJokeWorkout 1MinuteAprilFoolsSquats AprilFoolsPlankPrank AprilFoolsInvisibleRope',
    cooking:
      '10MinAprilFoolsDessert AprilFoolsUpsideDownCake IsItRealAprilFools GuessTheAprilFoolsDish 3AprilFoolsFakeFoods AprilFoolsRainbowToast AprilFoolsSushiCandy AprilFoolsFauxFriedEgg',
    fashion:
      'InsideOutAprilFools AprilFoolsMismatchDay AprilFoolsGlowDown FoolProofFit 60SecAprilFoolsOutfit StyleAprilFoolsThreeWays AprilFoolsBackToFront AprilFoolsPajamaFormal',
    wellness:
      'LaughterYogaAprilFools 5JokesForAprilFools AprilFoolsSmileStreak 1MinuteAprilFoolsChuckle LaughItOff AprilFoolsPokerFaceDuel AprilFoolsComplimentPrank AprilFoolsGigglePractice',
    music:
      'AprilFoolsKazooCover AprilFoolsWrongLyrics FakeOperaAprilFools SingAprilFoolsOffKey 10SecondAprilFoolsJingle 5NoteAprilFoolsTune AprilFoolsLipSyncSwap AprilFoolsAirGuitar',
    art: 'AprilFools3DDrawing 60SecAprilFoolsPortrait DrawAFakeAprilFoolsCrack AprilFoolsOpticalIllusion AprilFoolsGiantHandPics AprilFoolsObjectFaces GuessTheAprilFoolsArt 10NoteAprilFoolsMosaic',
  },
  hallway: {
    prank:
      'HallwayBalloonWall StickyNoteHallway 100CupHallwayMaze HallwayArrowsToNowhere 10SecondHallwayFreeze HallwayRubberDuckLine HallwayFullOfEyes CanYouTiptoeTheHallway',
    travel:
      '5CountriesDownTheHallway HallwaySuitcaseParade 60SecondHallwayVacation HallwayPassportDoors TourGuideHallwayRelay MapYourHallway HallwayPackingLine HallwayPretendAirport',
    fashion:
      'HallwayRunway HallwayMirrorFitCheck 30SecHallwayQuickChange HallwayStrikeAPose CatwalkTheCorridor OffTheHookLook 7DayHallwayOutfits SiblingHallwayWalkBattle',
    wellness:
      'HallwayGratitudeWall 1MinuteHallwayStretch ClutterFreeHallway ShoesOffHallwayReset 10BreathsDownTheHallway TidyHallwayTuesday HallwayMindfulSteps HallwayPlantCorner',
    tech: '10SecHallwayTransition HallwayThenVsNow 7DayHallwayStopMotion ARMeasureTheHallway HallwayTrafficTimelapse WhoCrossedMyHallway HallwaySlowMoEntrance HallwayPhonePanorama',
    gaming:
      'HallwayBowling CorridorCurlingGame HallwayPaperPlaneDuel MarbleRunHallway HallwayHopscotchTape 3PuttHallwayGolf 30SecHallwayCupStack HowFarDownTheHallway',
  },
  hail: {
    dance:
      '8CountHailShuffle DanceUntilHailStops ThunderClapChoreo IndoorHailBopBattle HailToTheBeat 30SecHailFreeze HailstormKitchenDisco HailWindowWiggle',
    fitness:
      'HailWaitPlanks 10MinHailDayWorkout StuckInsideSquats 100PushUpsDuringHail IndoorStormCircuit WallSitVsHail HailHighKnees CanYouOutlastTheHail',
    travel:
      '3CozySpotsWhenItHails 1HourHailEscape HailBookshopRefuge HailDayMuseumTrip IndoorAquariumVisit FindAHailSafeCafe AfterHailRainbowHunt HailLibraryHangout',
    fashion:
      'HoodieThreeWaysForHail HailstormPajamaGlam HailBucketHatStyle HailRaincoatStyleOff 60SecHailOutfit StormyChicFitCheck 3LayerHailLook CozyHailGlowUp',
    tech: 'HailstormSlowMo ForecastVsRealHail HailSizeRulerPhoto HailstoneMeltTimelapse 10SecHailASMR PredictTheHailApp HowLoudIsThatHail HailLiveStream',
    pet: '10MinHailDayPlaytime HailstormCuddlePup BuildAHailPetFort HailstormBrainGames 3CalmToysForHail ThunderBuddyBlanket SnoozeThroughTheHail HailTreatSearch',
  },
  eraser: {
    dance:
      'EraserOnHeadDance EraserFreezeDance PencilAndEraserDuet 8CountEraserShuffle 30SecEraserBalance ChalkboardEraserClap EraserGrooveOff WigglyEraserWednesday',
    fitness:
      'BalanceAnEraserWalk EraserPickupSquats 1MinuteEraserPlank EraserRelayRace TossAndCatchEraser EraserOnHeadLunges EraserFlickBurpees 50EraserCrunches',
    travel:
      'EraserFromEveryCity 10MinEraserShopDash OneEraserPerHoliday EraserTravelSketchKit SouvenirEraserHaul GuessTheEraserCountry EraserRoadTripDoodles EraserInMyCarryOn',
    wellness:
      'EraserWorryWipe 3MistakesOneEraser EraseAndBeginAgain KneadedEraserFidget MindfulEraserMonday EraserForgiveJournal 1MinuteEraserBreath EraserFreshStart',
    music:
      'EraserSqueakSymphony 8BarEraserRhythm PencilEraserBeat EraserDeskDrum 30SecEraserSolo EraserMissingLyrics EraserTapBattle PassTheEraserGroove',
    pet: 'EraserSketchMyPet EraserCatSupervisor DrawYourPuppyNoEraser 1MinuteEraserBunnyArt KittenVsEraserStareOff EraserDogHomeworkBuddy 3LineEraserGoldfish EraserHamsterDoodle',
  },
  summer: {
    fitness:
      'SummerBootCamp 10MinSummerMorningHIIT CanYouSkip100ThisSummer SummerHikeStreak 30DaySummerPlank SummerSunsetSprints SummerSquatSquad BackyardSummerRelay',
    prank:
      'SummerChalkArtSurprise ChristmasInSummerPrank WhoFrozeMySummerSocks SummerFrozenTShirt 7SummerJokeNotes SummerFlipFlopSwap SummerFakeSnowDay 60SecondSummerSnowman',
    travel:
      '5TownsOneSummer SummerBucketList ShowUsYourSummerView 24HourSummerStaycation SummerHometownTourist CityVsCountrySummer SummerFarmersMarket SummerTrainDayOut',
    tech: '100DaysOfSummerClips BuildASummerPlaylist 60SecondSummerRecap SummerStargazingApp MySummerThenVsNow SummerSolsticeTimeLapse SummerSlowMoSplash SummerPhotoDumpEdit',
    gaming:
      '100GamesOfSummer SummerTriviaShowdown 10MinSummerSpeedRound PorchSummerChess SummerCaptureTheFlag TeachASummerCardGame SummerDiceTourney SummerWaterBalloonTag',
  },
  chocolate: {
    prank:
      'SecretChocolateDrop IsItRealChocolate ChocolateDirtCupPlant ChocolateBoxOfVeggies ChocolateGoldenTicket 7DayChocolateNoteTrail HiddenChocolateHunt ChocolateFortuneWrappers',
    travel:
      'ChocolateShopCrawl BestHotChocolateInTown GuessTheChocolateCountry 1HourChocolateWalk ChocolateFromEveryTrip PackAChocolateSouvenir LocalChocolateTasteOff ChocolateMuseumVisit',
    tech: '10SecChocolateSnapASMR CheapVsFancyChocolate 3ChocolateBarsBlindRank ChocolateBunnyMeltdown AIInventsAChocolate TryAViralChocolateHack ChocolateUnboxingPOV ChocolateStopMotion',
    pet: 'ChocolateLabZoomies ChocolateCoatGlowUp ChocolatePlushFetch ChocolateTabbyCuddles 7DayChocolatePoodleTrick VanillaVsChocolateCats 10MinChocolateDogWalk ChocolateBrownPupPortrait',
    gaming:
      'ChocolateCoinFaceOff NameThatChocolateBar ChocolateCheckers WinnerGetsTheChocolate GoldenTicketHunt ChocolateWrapperMemory 60SecChocolateStack 5RoundChocolateQuiz',
  },
  closet: {
    dance:
      '10SecClosetQuickChange ClosetDoorReveal 8CountClosetCombo ClosetGrooveBattle ClosetTryOnTransitions OutfitSpinSwap ShowUsYourClosetShimmy ClosetJacketFlipDance',
    fitness:
      'ClosetCleanoutCardio LaundryBasketPress 10MinClosetWorkout WardrobeBoxCarry 1SquatPerClosetHanger ClosetShoeRelay ClosetHamperRows TidyClosetTuesday',
    funny:
      'NothingToWearCloset ClosetAvalanche ClothesChairConfession ClosetArchaeology 5ThingsLostInMyCloset ClosetThenVsNow 1MinuteClosetTour GuessTheYearClosetEdition',
    music:
      'ClosetVocalBooth SingInYourCloset 8BarClosetBallad 30SecClosetKaraoke ClosetDoorDrumSolo CallAndResponseCloset ClosetAcapella ClosetShoeboxShaker',
    gaming:
      'ClosetTierList CharacterSelectLook ClosetFitFaceOff ClosetOutfitBingo 60SecClosetScavenger Find5ColorsInYourCloset GuessWhoseClosetThisIs ClosetDiceRollStyling',
  },
  'mothers day': {
    fitness:
      'MothersDayFunRun PlankOffForMothersDay MomAndMeWorkout MotherNatureHike 10MinMothersDayStretch 100SkipsOnMothersDay MothersDayYogaDuet MothersDayPartnerSquats',
    speed:
      'MothersDayChoreRace 60SecondMothersDayTidy MothersDaySiblingRelay BeforeMotherWakes MothersDayBouquetBlitz 10MinMothersDayCard BeatTheClockMothersDay MothersDayBedMadeFast',
    art: 'MothersDayThenVsNow 10FlowersForMothersDay MemoryJarCollage PaintYourMother MothersDayHandprints MothersDayPaperRoses 1MinuteMothersDayPortrait MothersDayPaintedPot',
    tech: 'MothersDaySlideshow TechHelpForMom MothersDayPhotoScan 60SecondMothersDayVideo ThenVsNowMothersDay 10YearsOfMothersDayPics MothersDayVoiceMessage MothersDayPhoneWallpaper',
    gaming:
      'MothersDayTrivia KidsVsDadMothersDay 60SecMothersDayQuiz MomPicksTheGame MotherOfAllRematches 5RoundMothersDayMarathon MothersDayCharades MothersDayPuzzleHour',
  },
  blanket: {
    prank:
      '10SecondBlanketBurrito BlanketLumpDecoy FluffyBlanketSwap WhoIsUnderTheBlanket BlanketTeddyTuck 5StuffiesBlanketPile BlanketCocoaDelivery SlowBlanketTugPrank',
    fashion:
      'BlanketScarfThreeWays 7DayBlanketOutfits WearYourBlanketOut BlanketGlowUp BlanketCapeCatwalk BlanketBurritoToRunway 60SecBlanketBallgown CozyVsCoutureBlanket',
    music:
      'BlanketFortConcert 3ChordBlanketJam BlanketKaraokeDuet StrumInABlanket UnderTheCoversSong BlanketBurritoBallad 30SecBlanketBeatbox NameThatBlanketTune',
    tech: 'BlanketFortPhoneCinema 10SecBlanketTransition BlanketSelfieFaceOff BlanketNapTimelapse BlanketFoldHackVideo MakeYourBlanketStopMotion DoesABlanketBlockWiFi 7NightBlanketAudiobooks',
    gaming:
      'BlanketFortGameNight HandheldUnderBlanket 3RoundBlanketThumbWar 60SecBlanketPuzzle BlanketBossBattle CardsOnTheBlanket BlanketFeelAndGuess BlanketCaveDungeon',
  },
  milk: {
    dance:
      '8CountMilkRoutine PassTheMilkGroove MilkJugJive MilkMustacheMoonwalk 30SecMilkShimmy MilkCartonShuffle LastMilkDanceOff MilkAndCookiesBoogie',
    fashion:
      'MilkWhiteFitCheck 60SecMilkMaidBraids MilkCartonToClutch StyleMilkTones3Ways CowPrintCatwalk HeadToToeCream MilkCapEarringFaceOff MilkGlassPearlLook',
    art: 'MagicMilkMarbling PourALatteHeart MilkCartonBirdhouse MilkJugGlowUp 10MinMilkPaint MilkCapMosaic 5ColorMilkSwirl MilkBottleVase',
    tech: '10SecMilkDropEdit MilkCrownSlowMo CanYourPhoneFreezeMilk WhoDrankTheMilkCam 100FrameMilkSplash MilkPoursItself MagicMilkStopMotion MilkSwirlMacroShot',
    gaming:
      'GuessWhichMilkBlindfolded MilkCapsShowdown RingAMilkJugIn3Tries MilkPourToTheLine MilkLidMemoryFlip 30SecMilkCupStack MilkCartonBowling HowTallIsYourMilkTower',
  },
  baby: {
    fitness:
      '20SquatsForBabySmiles BabyPeekabooPlank 10MinBabyNapWorkout BabyVsMeCrawlRace TummyTimePushups StrollerStrides BabyGiggleCrunches BabyLullabyLunges',
    prank:
      'BabyFaceFilterCall BabyMonitorSerenade GuessWhichBabyBecameNana BabyPicIsActuallyGrandpa 3BabyPhotosOneLie BabyDollOnTheCouch DressDadAsABaby BabyTalkBackVoiceover',
    cooking:
      'HomemadeBabyFood BabyPureeRainbow 5MinBabySnackPrep BabyAvocadoMash 7DayBabyTasteTest DadVsMomBabyLunch BabyBlockBrownies BabyBananaPancakes',
    travel:
      'BabysFirstTrip 3TownsWithBaby PackABabyBagIn5Min BabyFriendlyCafeHunt StrollerParkTour ShowUsYourBabyTravelHack BabyWavesAtLandmarks SundayBabyStroll',
  },
  pasta: {
    prank:
      'IsItPastaOrCake AlphabetPastaMessage GooglyEyePastaJar PastaNoodleMustache 7DaysOfPastaPuns PastaShapeSwap PastaTinyForkDinner PastaNameInSauce',
    travel:
      'PastaSaladPicnic 1HourPastaLesson CarbCrawlPastaEdition PastaNightAtNonnas SpaghettiAtEveryStop OnePastaPerCity GuessThePastaRegion PastaItalianMarketVisit',
    pet: 'CatSupervisesPasta PastaStrainerTreatGame PastaNightPuppyEyes 10SecPastaSitStay 7DayPastaLeaveIt NoodlePlushFetch DrawYourPetAsPasta PastaHamsterPortrait',
    gaming:
      'SpaghettiTowerBuild PastaMemoryMatch PastaCheckersFaceOff NameThatPastaShape HowManyPastaOnAStraw 60SecPastaSort PastaCharades PastaPickUpSticks',
  },
  'night routine': {
    fitness:
      'NightRoutineStretch 5MinNightRoutineYoga NightRoutineWallSitOff GoodnightCoreBurn 30DayNightRoutinePlank PajamaPilates NightRoutineFoamRoll NightRoutineCalfRaises',
    prank:
      '5RubberDucksNightRoutine NightRoutineGlowStars NightRoutinePillowSwap NightRoutineTeddyTuckIn NightRoutineInsideOutPJs NightRoutineJokeNote WhoHidMyNightRoutine BackwardsNightRoutine',
    cooking:
      'MilkVsTeaNightRoutine 3IngredientNightRoutine 5MinNightRoutineSnack OvernightOatsPrep ChamomileLatte NightRoutineBananaToast NightRoutineCherrySip NightRoutineKiwiBowl',
    gaming:
      'NightRoutineCozyGame NightRoutineSpeedrun 10MinNightRoutinePuzzle NightRoutineCrossword LastLevelBeforeBed 7DayNightRoutineStreak SiblingsVsNightRoutine NightRoutineStickerChart',
  },
  'garbage truck': {
    dance:
      'GarbageTruckBeepStep DoTheGarbageTruckClaw GarbageTruckWaveAndWiggle 30SecGarbageTruckShuffle 8CountGarbageTruckGroove BestGarbageTruckDanceOff GarbageTruckBackUp GarbageTruckRobotArm',
    music:
      'GarbageTruckBeepRemix GarbageTruckBinDrums SingToTheGarbageTruck HumLikeAGarbageTruck 5NoteGarbageTruckJingle 30SecGarbageTruckBeatbox GarbageTruckRapBattle GarbageTruckKazooSong',
    tech: 'GuessTheGarbageTruckTime GarbageTruckClawSlowMo TrashTruckRouteTimelapse GarbageTruckWindowCam 10SecGarbageTruckClip GarbageTruckASMREdit ToyVsRealGarbageTruck 7WeeksOfGarbageTrucks',
    pet: 'SleepyPetVsGarbageTruck 10SecGarbageTruckSitStay CatSpotsGarbageTruck 3ChewsForGarbageTruckDay GarbageTruckArchEnemy GarbageTruckWindowPatrol GarbageTruckTreatTime GarbageTruckBunnyWatch',
  },
  cow: {
    dance:
      'MooveAndGroove DanceLikeACow CowPrintShuffle 8CountCowStomp 30SecCowSpotFreeze CowHoedownBattle CowTwoStepTuesday CowbellShimmy',
    fitness:
      'CatCowFlow CowMilkJugCurls CowJumpOverTheMoon 10MinCowCardio 50CowBellSquats CowPrintPlankOff CowStampedeRelay WalkLikeACow',
    prank:
      'CowMooRingtone CowCutoutWindowPeek PlushCowOnThePillow 60SecondCowSpotting CowInTheFridge MooingDoorbell 7DaysOfCowPuns CowFamilyPortraitSwap',
    fashion:
      'CowPrintFitCheck PaintCowSpotBoots DressLikeACow CowBandanaTwoWays 5CowInspiredLooks CowVsZebraStyleOff 60SecCowGlowUp CowHornHeadband',
  },
  'hair dryer': {
    prank:
      'HairDryerCantHearYou 10SecHairDryerLipSync HairDryerGooglyEyes 3JokesOverAHairDryer BlowDryerSerenade MustacheOnTheMirror WhatDidISayHairDryer HairDryerFlowerBouquet',
    cooking:
      'HairDryerFrostingHack 10MinHairDryerCupcakes HairDryerCakeRelease GlossyGlazeBlowout HairDryerShapedCookies CanYouPipeAHairDryer 3PieceHairDryerSandwich SaturdayHairDryerSnacks',
    wellness:
      'HairDryerFreeAirDryDay AffirmWhileHairDrying 5MinHairDryerMeditation HairDryerSundayRitual 3GoodThingsHairDryerTime SelfCareBlowout OneWeekHairDryerPause CanYouSkipTheHairDryer',
    art: '60SecHairDryerPortrait HairDryerFluidArt 3ColorHairDryerSwirl BlownInkMonsters HairDryerVsStrawPainting HairDryerPaintTrees DrawWithAHairDryer HairDryerMarbledPaper',
  },
  'rolling pin': {
    fitness:
      'RollingPinAbRoll 100RollingPinTwists RollingPinShoulderPass 1MinuteRollingPinPlank RollingPinRelay RockAndRollingPinReps RollingPinSquatPress CanYouBalanceARollingPin',
    funny:
      'RollingPinVsBaguetteDuel RollingPinTelescope DoughThatWontRoll 30SecRollingPinSkit GrandmaJudgesMyCrust RollingPinMicDrop 10ThingsARollingPinIsNot RollingPinImpressions',
    travel:
      'PackYourRollingPin CountyFairPieContest RollingPinThriftHunt OneRollingPinPerTown 1HourRollingPinFleaDash RollingPinsOfTheWorld WhereIsThisRollingPinFrom RollingPinBakeryTour',
    wellness:
      'RollingPinFootMassage DoughTherapySunday CookiesForNeighbors RollingPinStressBake 5MinRollingPinUnwind RollingPinKindnessRelay 10SlowRollingPinPasses RollingPinMindfulBaking',
  },
  rooster: {
    fitness:
      'RoosterStrutLunges 10MinRoosterMorningHIIT RoosterWingFlaps UpWithTheRoosterRun 50RoosterHighKnees CrowAndGoCardio RoosterBalanceFaceOff WakeBeforeARooster',
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp RoosterPaperEggHunt 7DaysOfRoosterPuns RoosterMaskPhotobomb RoosterStickerSneak',
    cooking:
      'FlipARoosterPancake 5MinRoosterSmoothieBowl 3IngredientRoosterSnack RoosterPlateFaceOff CrackOfDawnEggs RoosterWakeUpWaffles RoosterFruitPlatter RoosterOmeletArt',
    tech: 'RoosterCrowOff RoosterAlarmApp RoosterFilterSelfie AutoTuneTheRooster 10SecRoosterRemix TranslateMyRooster 7DayRoosterWakeUpTest RoosterSlowMoFlap',
  },
  fishing: {
    dance:
      'FishingLineDance 30SecFishingJig 8CountFishingRoutine GoneFishingShuffle FishingReelItInMove CastAndSway FishingGrooveBattle FishingPoleTwirl',
    fitness:
      'FishingRodCoreTwist FishingCastReps 50BackyardFishingLunges 10MinFishingWorkout ReelInCurls TackleBoxSquats FishingPlankFaceOff CanYouHoldAFishingPole',
    art: 'FishingSketchbook WatercolorFishingSpot FishingLurePainting MakeAFishingTripZine DrawYourFishingStory 60SecFishingDoodle 7DayFishingSketches FishingArtFaceOff',
    tech: '60SecFishingRecap FishingThenVsNow FishingCatchLogApp 7DayFishingKnotPractice BudgetFishingGadgets AIPlansMyFishingTrip GuessTheFishingSpot FishingSpeciesScanner',
  },
  graduation: {
    fitness:
      'GraduationDayRun 10MinGraduationWorkout CapAndGownPushUps GradWalkLunges GraduationPlankFaceOff TasselTossGraduationRelay GraduationYearReps GraduationJumpingJacks',
    wellness:
      'GradLetterToFutureSelf GraduationMemoryJar 1MinuteGraduationCalm 100DaysUntilGraduation GraduationThankYouNotes GraduationThenVsNow GraduationInThreeWords WriteGraduationWishes',
    gaming:
      'FinalBossBeforeGrad GraduationBingoCard 60SecGraduationSpeedRound LevelUpGraduation GuessTheGraduationYear GraduationTriviaDuel 5StageGraduationGameShow GraduationMemoryMatch',
  },
  curry: {
    prank:
      'CurryPretendItsTooHot CurryFakeTakeoutBox GuessCurryOrCake CurryPotTinyChefHat CurrySurprisePicnic 5DaysOfCurryJokes AnnounceCurryNight CurryMenuCardAtHome',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl 3CityCurryTasting NightMarketCurryHunt BestCurryInTown HomeVsTakeoutCurry NameThatCurryRegion 24HourCurryTrip',
    gaming:
      '60SecCurryQuiz CurrySpiceTierList CurrySmellTest GuessTheCurryCountry LoserOrdersTheCurry 5DishCurryShowdown CurryCharadesRound CurryWordRelay',
  },
  cat: {
    prank:
      'CatTapeSquare DoesYourCatFallForIt FakeCatInTheBed HiddenCatMeow CatWallpaperSneakSwap CatPhotosInEveryDrawer 5CatPlushiesAtBreakfast CatPawPrintTrail',
    travel:
      'OneCatPerTown 1MinuteCatHomecoming StreetCatPhotoWalk SpotTheLuckyCat CatWelcomeHomeSnub CatBackpackAdventure CatSitterCheckIn CatCarrierPracticeRun',
    art: 'DrawYourCatBlind 60SecCatSketch 7DayCatDoodles CatOneLineDrawing CatcassoPortrait MonaLisaKitty CatPaintingThenVsNow CatInkBlotArt',
  },
  hanukkah: {
    prank:
      'WhoHidTheHanukkahGelt HanukkahGiftDecoy ChanukahDoorMakeover HanukkahSocksAgain RiggedDreidel 8NightsOfHanukkahPuns HanukkahBoxInception HanukkahStickerSneak',
    tech: 'HanukkahEightNightVlog PhoneDreidelHanukkah 60SecHanukkahRecap 8PhotoHanukkahCollage ChanukahGlowFilter HanukkahThenVsNow HanukkahTimelapse HanukkahStopMotion',
    gaming:
      'HanukkahDreidelDuel 8RoundHanukkahQuiz HanukkahTriviaBattle HanukkahHighScore GuessTheHanukkahSong 60SecHanukkahWordGame HanukkahBingoNight PlayHanukkahCharades',
  },
  'date night': {
    fitness:
      'DateNightHike DateNightPlankOff 10MinDateNightStretch 100SquatsBeforeDateNight DateNightDanceWorkout PartnerYogaDate DateNightRelayRace PickleballDateNight',
    prank:
      '10SecDateNightSwitch DateNightWaiterAct 3DateNightDecoyPlans FakeBoringDateNight GuessWhereDateNightIs FancyPicnicAmbush DateNightTreasureHunt DateNightPopUpBistro',
    tech: 'LetAnAppPickDateNight DateNightRecreateOurPhoto 60SecDateNightRecap 5ClipDateNightEdit DateNightLaptopCinema LongDistanceWatchParty ThenVsNowDateNight DateNightFaceSwap',
  },
  'report card': {
    fitness:
      'HonorRollHustle ReportCardRepsPerA 10MinBeforeReportCards ShakeOutReportCardNerves ReportCardWeekRelay ReportCardPlankOff ReportCardBurpeeMath 7DayReportCardWorkout',
    prank:
      'ReportCardForTheChef GiveMomAReportCard GradeTheFamily ReportCardForTheDog GoldStarStickerAmbush 3SubjectPetReportCard 10SecReportCardReveal ReportCardForMyBestie',
    travel:
      'ReportCardRewardTrip ScienceCenterVisit 5StopReportCardAdventure ReportCardZooDay 1HourReportCardTreat PickYourReportCardPrize CityReportCard ReportCardLibraryOuting',
  },
  fog: {
    fitness:
      'FoggyMorningRun 10MinFogDayStretch 100FogSquats YogaInTheMist MistyMileRepeats FogPlankFaceOff FogWalkingLunges FogStairClimb',
    travel:
      '3FogPhotosOneMorning 1HourFogWalk AboveTheFogHilltop FoggyForestFairytale FogOverMyTown FogVsSunSameSpot FoggyStreetsAtDawn ShowUsYourFogView',
    gaming:
      'FogMirrorHangman FoggyWindowTicTacToe GuessMyFogDoodle 30SecFogGlassSketch ISpyInTheFog FogFlashlightTag 5RoundFogDayTrivia FogCharadesNight',
  },
  daisy: {
    funny:
      'DaisyDecidesDinner UpsyDaisyWakeUp DaisyCrownFaceOff FreshAsADaisyNot 1MinuteDaisyChain DaisyLovesMeNotFail 5DaisyPetalsOneAnswer DaisyInterviewsABee',
    prank:
      'DaisyChainTheBike DaisySquirtFlower DaisyPetalConfetti DaisiesInTheShoes FollowTheDaisyTrail 7DaysOfSecretDaisies DaisyInEveryMug DaisyPillowSurprise',
    travel:
      'DaisyMeadowHike FindTheDaisyField DaisyParkPicnic 100DaisiesOneAfternoon 1HourDaisyHunt CityVsCountryDaisies DaisySpottingWalk PressADaisyFromEveryTrip',
  },
  cardio: {
    cooking:
      'PrepCardioFuelIn10 CardioEnergyBites 3IngredientCardioShake PostCardioSmoothie CardioOvernightOats 5MinCardioSnackBox CardioTrailMixJar CardioWrapBattle',
    travel:
      '10000StepCardioTour 20MinCardioExplore LandmarkCardioJog HomeVsAwayCardio SightJogging CardioAcrossYourTown CardioHotelRoomCircuit CardioTrailHike',
  },
  meeting: {
    dance:
      '10SecPostMeetingJig MeetingsOverDance 8CountMeetingWrapUp MeetingMoonwalkDuel DeskChairGroove LeaveCallVictoryLap MeetingCouldBeAShimmy MeetingMuteButtonBoogie',
    gaming:
      'MeetingBingo GuessTheMeetingJargon MeetingIcebreakerDuel 60SecMeetingQuiz MeetingSlideKaraoke 5EmojiMeetingRecap SneakAPunIntoMeetings MeetingWordAssociation',
  },
  cooking: {
    fashion:
      'CookingApronFit CookingInPajamas StyleYourCookingBandana 7DayCookingLooks SauceProofOutfit FancyVsCozyCooking CookingGlowUp CookingChefHatDIY',
    art: 'CookingPlatingArt CookingUpFoodFaces 60SecCookingDoodle SketchWhatYouCook 7DayCookingSketchbook DrawYourRecipe CookingPlateDuel CookingVeggieStamps',
  },
  soup: {
    prank:
      'SoupPotRubberDuck SoupWaiterCostume AlphabetSoupMessage GooglyEyeSoupCans IsItReallySoup SoupOfTheDayMenu 7SoupPunsInAWeek SoupRestaurantAtHome',
    pet: 'SoupSupperKittyLap SoupNightSnuggle 10SecSoupSitStay 7DaySoupLeaveIt SouperDogPortrait WhoGuardsTheSoupPot StealthySoupSniffer SoupBowlPetBed',
  },
  walking: {
    prank:
      '10SecWalkingFreeze MysteryWalkingRoute WalkingFinishRibbon ChalkTheirWalk WalkingBuddyBalloonArch SecretWalkingDuet WalkingCoffeeHandoff WalkingMedalAtTheDoor',
    gaming:
      'WalkingSimulatorIRL 5LevelWalkingQuest 10MinWalkingSpeedrun WalkingBingoCard BeatYourWalkingGhost XPForEveryStep WalkingZombieRun WalkingAlphabetSpotting',
  },
  puppy: {
    prank:
      'IsItARealPuppy PuppyKissAlarm PuppyPileWakeUp PuppyWelcomeBanner PuppyPhotobombCall 5PuppyPicsInDadsWallet PlushPuppySwap PuppyDeliversTheNote',
    tech: '10SecPuppyPortraitMode 7DayPuppyTrickLog PuppyFirstWeekVsNow AIGuessesPupsBreed PuppyGrowthTimeLapse CanYouPhotographAPuppy SlowMoPuppyShake PuppyWalkGPSDrawing',
  },
  croissant: {
    fashion:
      'CroissantBagFit CroissantBunHairstyle CroissantBeretLook 60SecCroissantBraid TieYourCroissantScarf CroissantVsBaguetteStyle DressLikeACroissant 7DayCroissantOutfits',
    tech: '10SecCroissantASMR CroissantSlowMoTear CroissantCrossSection StoreVsBakeryCroissant CountTheCroissantLayers HowLoudIsYourCroissant CroissantStopMotion 3LightsOneCroissant',
  },
  pet: {
    prank:
      'PetStealsTheirSeat IsThatYourRealPet PetVideoCallCameo PetLookalikePlush 5PetPicsInMomsPhone PetPhotoAsDadsWallpaper HiddenPetCamHello PetSignsTheBirthdayCard',
    gaming:
      'PetPlayerTwo HideAndSeekWithPet 30SecPetTrickRound PetVsOwnerPuzzleRace CanYourPetFindTheTreat PetTugOfWar 10ThrowPetFetchRecord PetShellGame',
  },
  recliner: {
    fashion:
      '7DayReclinerLoungewear ReclinerMatchingPJs ReclinerToRunway DressedForTheRecliner ReclinerSweater3Ways RobeAndSlippersGlam 60SecReclinerGlowUp CozyVsChicReclinerLook',
    tech: '10SecReclinerTransition ReclinerTabletMount 3AppsFromARecliner ReclinerPhoneStandDIY ReclinerVsDeskSetup ReclinerCinemaAtHome TimelapseMyReclinerNap WhoStoleTheReclinerCam',
  },
  motorcycle: {
    prank:
      'MotorcycleHelmetBalloons MotorcycleToyBikeSwap 100StickyNoteMotorcycle MotorcyclePlushPassenger WhoParkedAMotorcycleHere MotorcycleGooglyEyes MotorcycleRubberDuck TinyMotorcycleTakeover',
    wellness:
      'MotorcycleWashAndChill MotorcycleSunsetPause 10MinMotorcycleStretch MotorbikeMeditation 3GoodThingsMotorcycleDay SlowSundayMotorcycleShine MotorcycleRideJournal MotorcyclePolishingZen',
  },
  'watering can': {
    fitness:
      'WateringCanFarmerCarry WateringCanCurls 100WateringCanSquats WateringCanSuitcaseWalk WaterEveryPlantLunges 1MinuteWateringCanHold SundayWateringCanSweat WateringCanRelay',
    prank:
      '10SecWateringCanSwitch PlasticPlantSwap GardenFlamingoFlock 7DaysOfWateringCanPuns WateringCanGooglyEyes WhoLeftAWateringCanHere WateringCanSunHat WateringCanRubberDucks',
  },
  teacher: {
    prank:
      'CanYouFoolYourTeacher TeacherThankYouBanner TeacherCoffeeFairy TeacherCardFromEveryone TeacherTwinDay MannequinClassroom TeacherCupcakeDelivery 100StickyNoteTeacherDoor',
  },
  history: {
    prank:
      'HistoryTriviaPlacemats 10SecHistoryFreeze HistoryPortraitCameo HistoryMuseumAtHome TimeCapsuleSurprise SpotTheHistoryFib HistoryOldTimeyAccent HistoryCostumeDinner',
  },
  lunch: {
    gaming:
      '60SecLunchSpeedRound LunchThumbWarCup OneMatchPerLunch LunchTriviaShowdown GuessWhatsInMyLunch PowerUpAtLunch BestOf5LunchTicTacToe LunchHangmanOnNapkin',
  },
  flute: {
    gaming:
      'BossThemeOnFlute FluteNameThatTune 5NoteFluteMemory FluteRhythmCopycat 30SecFluteSpeedRun FluteVsKazooBattle GuessTheFluteLevel FluteVideoGameMedley',
  },
  'coffee shop': {
    prank:
      'CoffeeShopPayItForward 5StarCoffeeShopReview ComplimentOnTheCup 10MinCoffeeShopAtHome CanYouCheerUpACoffeeShop CoffeeShopInTheKitchen CafeDrawingForBarista CoffeeShopSmileyNapkins',
  },
  sunglasses: {
    travel:
      '5TownsInMySunglasses ShadesOnCityWalk 60SecSunglassesTour WhereWereTheseSunglasses SunglassesLandmarkPoseOff SunglassesPackingHack SunglassesSkylineShot SunglassesFarmersMarket',
  },
  'balloon animal': {
    pet: '3PetsAsBalloonAnimals BalloonAnimalKittySketch PupPortraitBalloonAnimal BalloonAnimalOutOfReach 60SecHamsterBalloonAnimal BalloonAnimalDogPlushie BalloonAnimalForTheVet IsItPoodleOrBalloonAnimal',
  },
  submarine: {
    fashion:
      '60SecSubmarineCrewLook SubmarineNavyPeacoat 7DaySubmarineFitCheck CadetVsCaptainSubmarine DressForTheDeep SubmarineCostumeFromABox SubmarineMonochromeDare SubmarineStripedSweater',
  },
};
