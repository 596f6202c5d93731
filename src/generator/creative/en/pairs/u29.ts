import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  philosophy: {
    dance:
      'DanceYourLifePhilosophy PhilosopherFreezePose StoicPhilosophyShuffle PhilosophyTogaTwirl YinYangPhilosophyDuet PhilosophyChinScratch PhilosophyDanceDebate ZenPhilosophySlowMo',
    fitness:
      'PhilosopherWallSit StoicPhilosophyPlank PhilosophyWalkAndTalk PhilosophyPushUpDebate PhilosophyPodcastJog YinYangPhilosophyStretch DilemmaLungePhilosophy BurpeePhilosophyLecture',
    funny:
      'PhilosophyShowerThoughts DeepQuestionsAtMidnight PhilosopherOrGrandma ToddlerPhilosophy PhilosophyOfMySocks ChickenOrEggPhilosophy ArmchairPhilosophy DadPhilosophyQuotes',
    prank:
      'PhilosophyModeAllDay PhilosopherStatuePrank PhilosophyLunchboxNote PhilosophicalTextReply PhilosophyOnTheMirror ButWhyPhilosophy DeepPhilosophyWakeUp SneakyPhilosophyQuote',
    cooking:
      'PhilosophyDinnerParty PhilosophyFortuneCookies YinYangPhilosophyPancake IsItASandwichPhilosophy StoicPhilosophyLunch AncientPhilosophyFeast BakeAPhilosopher PicnicAndPhilosophy',
    travel:
      'PhilosopherPathWalk StoicPhilosophyPacking PhilosophyPostcard PhilosophyOnTheTrain PhilosophyBookshopHop PhilosophyLibraryVisit ParkBenchPhilosophy RoadTripPhilosophy',
    fashion:
      'ThinkerPoseFitCheck BedsheetTogaPhilosopher TurtleneckPhilosophy DarkAcademiaPhilosophy StoicPhilosophyCapsule PhilosophyQuoteTee PhilosophyMajorOutfit TweedPhilosophyLook',
    wellness:
      'PhilosophyJournaling PhilosophyStoicMorning HyggePhilosophyNight IkigaiPhilosophyMap WabiSabiPhilosophyWalk ZenPhilosophyMinute PhilosophyBeforeBed PhilosophyQuoteOfTheDay',
    speed:
      'PhilosophyInOneMinute PhilosophySpeedDebate ParadoxLightningRound TenSecondPhilosophy PhilosopherQuoteBlitz PhilosophyFlashcardRace ThinkFastPhilosophy PhilosophyBuzzerQuiz',
    music:
      'PhilosophyRap PhilosopherPowerBallad SingYourPhilosophy PhilosophyJingle PhilosophyBlues DeepestLyricPhilosophy PhilosophyDebateDuet StoicPhilosophyLullaby',
    art: 'PhilosophyQuoteArt ThinkerStatueSketch ShadowPuppetPhilosophy PlayDoughPhilosopher YinYangPhilosophyPaint PhilosophyComicStrip BlackoutPhilosophyPoem PhilosophyZine',
    tech: 'PhilosophyChatbotDebate AIMeaningOfLife PhilosophyEmojiStory VoiceAssistantPhilosophy PhilosophyMemeMaker PhilosopherFaceFilter PhilosophyWallpaper ThreeSlidePhilosophy',
    pet: 'MyPetsLifePhilosophy DogPhilosophyVoiceover CatPhilosopherStare IfIFitsPhilosophy NapTimePhilosophy PhilosophyOfTheZoomies WindowWatchPhilosophy TreatOrToyPhilosophy',
    gaming:
      'PhilosophyWouldYouRather PhilosopherCharades GuessThePhilosophyQuote TrolleyProblemPhilosophy PhilosophyTriviaNight Philosophy20Questions GoodEndingPhilosophy PhilosophyHotSeat',
  },
  economics: {
    dance:
      'EconomicsGraphDance BullVsBearEconomics BoomAndBustEconomics InvisibleHandEconomics MoneyMovesEconomics EconomicsSeesawDuet EconInflationDanceOff EconDealHandshake',
    fitness:
      'EconBearMarketCrawl CompoundEconomicsSquats InflationEconomicsReps CoinFlipEconWorkout ZeroCostEconomicsGym EconomicsChoreCircuit EconomicsPushUpPrices EconStudyBreakStretch',
    funny:
      'EconomicsWrongAnswersOnly LastSliceEconomics HalloweenCandyEconomics BackInMyDayEconomics KidExplainsEconomics EconomicsDadJokes BedtimeEconomics SiblingChoreEconomics',
    prank:
      'EconomicsSnackTax EconomicsFridgePriceTags HallwayTollEconomics HugInflationEconomics ChoreInvoiceEconomics TipJarEconomics CouchRentEconomics RemoteAuctionEconomics',
    cooking:
      'BudgetVsFancyDinner LemonadeStandEconomics EconomicsBakeSale EconomiesOfScaleCookies ScarcityEconomicsMeal HomemadeVsStoreEcon EconomicsPizzaSplit PantryOnlyEconomics',
    travel:
      'WhatADollarBuysHere FarmersMarketEconomics EconomicsDayTripBudget ForeignCoinEconomics EconomicsMainStreetWalk PackedLunchEconomics TrainVsBusEconomics EconomicsSouvenirHunt',
    fashion:
      'EconomicsCostPerWear ThriftVsDesigner ClothesSwapEconomics HandMeDownEconomics DressLikeAnEconomist EconomicsPriceTagGuess InflationLayersEcon TenDollarEconomicsFit',
    wellness:
      'EconomicsNoSpendWeek FreeJoyEconomics EconomicsWishlistWait EconomicsBudgetCheckIn SavingsJarEconomics CompoundKindnessEcon UnsubscribeEconomics EconomicsGratitudeLedger',
    speed:
      'GuessThePriceFast EconomicsTermsIn60 CoinCountEconomics EconomicsMakeChangeRace TenSecondEconomics EconomicsFlashcardBlitz GroceryMathEconomics FastestBudgetEconomics',
    music:
      'EconomicsRap EconomicsJingle CoinJarEconomicsBeat InflationEconomicsTempo EconomicsParodySong BullMarketEconAnthem EconMnemonicChant SupplyDemandEconDuet',
    art: 'EconomicsInfographic EconomicsBanknoteDesign CoinRubbingEconomics PennyMosaicEconomics EconomicsChartSkyline LemonadeStandSignEcon EconomicsComicStrip PiggyBankEconomicsPaint',
    tech: 'EconomicsSpreadsheet InflationCalculatorEcon AIExplainsEconomics EconomicsInEmojis PaperTradingEconomics CurrencyConverterEcon EconomicsScreenTimeCost EconomicsPodcastClip',
    pet: 'PetTreatInflation BoxVsToyEconomics EconomicsNapSpotRent TrickPaycheckEconomics EconomicsBowlChoice EconomicsKibbleBudget CatEconomistVoiceover BallHoardingEconomics',
    gaming:
      'TycoonGameNight EconomicsAuctionHouse BarterPartyEconomics TradingCardEconomics FarmSimEconomics EconomicsCityBuilder PlayShopEconomics BeTheBankerEconomics',
  },
  vegan: {
    dance:
      'VeganBeetDrop VeganSalsaTwoWays VeganTofuTango VeganBroccoliMic LettuceDanceVegan PotluckCongaVegan BlenderBeatVegan CarrotBatonVegan',
    fitness:
      'VeganBeanCanCurls PlantBasedFarmersWalk BlendAndBurpeeVegan WatermelonSquatVegan VeganRunClubBrunch OneTripVeganGroceries VeganGardenWorkout PlankForPlantBased',
    funny:
      'GuessItsVegan FamilyTriesVegan TellMeYoureVegan VeganAtTheBarbecue VeganGrandmaReacts DadRatesVeganBurgers VeganLabelDetective VeganCheesePullFail',
    prank:
      'VeganBroccoliBouquet VeganVeggieFaceLunch GooglyEyeVeganFridge BananaPhoneVegan AvocadoBabyVegan FancyVeganWaiter VeganBreakfastInBed SurpriseVeganPicnic',
    educational:
      'AquafabaVeganScience VeganProteinQuiz VeganEggSwapTest PlantBasedMythBusting VeganMilkFaceOff ReadAVeganLabel EatTheRainbowVegan GrowYourVeganSprouts',
    travel:
      'VeganFoodTour VeganCafeHop RoadTripVeganSnacks PackAVeganPicnic FarmersMarketVeganHaul VeganMenuHunt PlantBasedStreetEats BestVeganInTown',
    fashion:
      'ThriftedVeganFit VeganLeatherJacket VeganSneakerCheck VeganClosetAudit AvocadoDyeVeganTee VeganToteBagStyle FarmersMarketVeganLook MatchYourVeganSmoothie',
    wellness:
      'MindfulVeganMeal PlantBasedForADay MeatlessMondayVegan WindowsillHerbsVegan VeganGreenSmoothie SlowVeganBreakfast FriendsVeganPotluck VeganMarketStroll',
    speed:
      'VeganFruitSortDash FifteenMinuteVegan VeganSmoothieIn60 VeganLabelRace PeaShellingVegan GuacSmashVegan VeganSandwichStack NoBakeVeganBites',
    music:
      'VeganBeetbox VeganCookingBeat PotsAndPansVeganBand KaleYeahVeganAnthem PeasAndLoveVegan SingTheVeganRecipe VeganKitchenKaraoke VeganBlenderRemix',
    art: 'VeganVeggieStampArt PlantBasedPlateArt BeetJuicePaintVegan AvocadoToastArtVegan PastaMosaicVegan VeganCookieDecorating DrawYourVeganDinner SmoothieBowlVeganArt',
    tech: 'AIVeganRecipe VeganLabelScanTest VeganBreadTimelapse VeganEmojiMenu VeganFlatLayPhoto VeggieStopMotionVegan VideoCallVeganCookAlong GroceryListAppVegan',
    pet: 'PetCarrotTasteTest VeganPumpkinPupCookies BunnyVeganSaladBowl CucumberCrunchVegan VeganCookingSupervisor VeganSweetPotatoChews FrozenPeaTreatVegan BlueberryHuntVegan',
    gaming:
      'VeganCookingSim FarmingGameVeganFeast VeganTriviaNight VeganAToZ VeganEmojiGuess ActOutTheVeganDish RankTheVeganSnacks BingoAtTheVeganPotluck',
  },
  keto: {
    dance:
      'KetoSpatulaGroove DodgeTheCarbsKeto WaveByeToBreadKeto ZoodleTwirlKeto EggTimerKetoDance KetoAvocadoShimmy KetoCoffeeBop LowCarbLineDance',
    fitness:
      'LowCarbHighReps KetoAfterDinnerWalk KetoEggAndSpoonRun KetoWaterJugCurls MacroCircuitKeto FarmerCarryKetoGroceries BalanceAnAvocadoKeto PicnicHikeKeto',
    funny:
      'KetoBreadBreakupLetter ExplainingKetoToGrandma TellMeYoureKeto WalkPastTheBakeryKeto LettuceBunStruggleKeto KetoAtTheBirthdayParty CauliEverythingKeto KetoVsPizzaStareOff',
    prank:
      'BreadRansomNoteKeto KetoPastaDetector KetoBreakfastInBed LowCarbLunchboxJoke SmileyFaceKetoOmelette OverTheTopKetoCoach GooglyEyeEggsKeto KetoBaconWakeUp',
    educational:
      'GuessTheCarbsKeto SugarCubeKetoCompare KetoFiberMath MacroSortKeto KetoMythOrFact AlmondFlourKetoTest KetoLabelDetective LowCarbPlateBuild',
    travel:
      'KetoTravelSnacks LowCarbRoadTrip GasStationKetoHaul KetoAirportFinds PackAKetoCooler HotelBreakfastKeto KetoPicnicBasket LocalCheeseKetoHunt',
    fashion:
      'DressLikeYourKetoMeal AvocadoGreenKetoFit KetoChefApron KetoGymToBrunch LowCarbLunchBagStyle KetoPicnicGingham BaconAndEggsKetoTwins FarmersMarketKetoLook',
    wellness:
      'KetoMindfulEating BoneBrothKetoSip KetoHerbalTeaWindDown CucumberWaterKeto KetoGratitudePlate PhoneFreeKetoBreakfast KetoMoodJournal SundayResetKetoPrep',
    speed:
      'KetoGroceryBagDash FiveMinuteKetoSnack EggPeelingKetoRace KetoWrapItUp CarbCountKetoQuiz KetoPantrySort LowCarbLunchIn10 StackTheCheeseKeto',
    music:
      'SadSongForBreadKeto KetoMacroRap WhiskBeatKeto KetoGroceryListChant AvocadoLoveSongKeto SerenadeTheCheeseKeto LowCarbKaraoke FrotherDrumSoloKeto',
    art: 'CauliflowerStampArt CharcuterieKetoBoard EggShellMosaicKeto KetoBentoFaces KetoFlatLayShoot KetoMealWatercolor KetoRecipeCardDoodle SketchYourKetoPlate',
    tech: 'AIKetoRecipe CarbCounterAppTest KetoMacroSpreadsheet KetoMealPrepTimelapse BarcodeScanKetoDash KetoStopMotionEggs SharedKetoGroceryList KetoPhotoLogWeek',
    pet: 'PetSafeEggTreat CartonPuzzleToyKeto KetoWalkiesAfterDinner KetoPupSnuffleMat KetoLunchGuardCat GreenBeanShareKeto KetoParkPicnicDog GrocerySniffCheckKeto',
    gaming:
      'KetoSnackTierList KetoOrNotQuiz KetoBingoCard KetoCharades CookingGameKetoRun HigherOrLowerCarbKeto MemoryMatchKeto WouldYouRatherKeto',
  },
  backpacking: {
    dance:
      'BackpackerBootScoot BackpackerMapDrop BookedItBackpacker HikingTwoStepBackpacker AroundTheWorldBackpacker StrapShimmyBackpacker BackpackingTrailConga BackpackerSleepingBagWorm',
    fitness:
      'BackpackSquats RuckLikeABackpacker BackpackerWeightedPlank BackpackingBootBreakIn BackpackingHillRepeats BackpackerShoulderStretch LiftItRightBackpacker BenchStepUpsBackpacker',
    funny:
      'BackpackerTypes OverpackerVsBackpacker BackpackingSnackPanic BackpackingTinyTowel ZipItShutBackpacker BackpackerPhrasebookFail MomAddsSweatersBackpacker SameShirtBackpacker',
    prank:
      'SecretBackpackSnacks DailyNotesForBackpacker TripCountdownBackpacker FakeSouvenirBackpacker BackpackingWelcomeKit BackpackerHouseMap BackpackingHomecomingSign BackpackerCouchPostcard',
    educational:
      'RollDontFoldBackpacker LeaveNoTrace101 BackpackingOnTenADay BackpackerKnotTying BackpackingFirstAidKit BackpackerHelloLesson CompassSkillsBackpacker PitchATentBackpacker',
    cooking:
      'TrailMixShowdown BackpackerRamenGlowUp NoCookBackpackerLunch HostelKitchenBackpacker BackpackingEnergyBalls OnePotBackpacker BackpackingTortillaWrap ThreeIngredientBackpacker',
    fashion:
      'OneBagSevenOutfits PinYourBackpack ZipOffPantsBackpacker BackpackerSarongFiveWays BackpackingCapsuleCloset BootsToDinnerBackpacker BackpackerPonchoStyle BucketHatBackpacker',
    wellness:
      'BackpackingJournal BackpackerSunriseStretch BackpackingPhoneFreeDay BackpackerFootSoak StargazeLikeABackpacker HammockNapBackpacker TidyRoomBackpackerStyle ParkBenchBackpackerPause',
    speed:
      'TentPitchSprint BackpackerStuffSackDash FoldTheMapBackpacker BackpackingBootLacing GuessTheFlagBackpacker RollTenShirtsBackpacker BackpackerBagReadyRace CurrencyMathBackpacker',
    music:
      'BackpackerZipperBeat RapYourBackpackingList BackpackerHelloChorus HikingSingAlongBackpacker BackpackingUkuleleJam MessTinDrumBackpacker HostelHarmonyBackpacker BackpackingWhistleTune',
    art: 'BackpackPatchArt SketchEveryStop BackpackerOldMapArt BackpackingTicketCollage PaintAPostcardBackpacker BackpackingRouteDoodle BackpackerPassportStamp LeafRubbingBackpacker',
    tech: 'OfflineMapsHack ChecklistAppBackpacker BackpackingRouteTimelapse BackpackerMenuTranslate BackpackerBatterySaver PhotoDumpBackpacker BackpackerBudgetSheet GPSTrailDrawBackpacker',
    pet: 'BackpackingCatNapSpot TrailPupSelfie BackpackingDogWaterBreak BackpackerBagInspector BackpackerSniffWalk PocketTreatsBackpacker PetBackpackingChecklist TentNightDogBackpacker',
    gaming:
      'InventoryFullBackpack IPackedMyBagBackpacker GuessTheCountryBackpacker OpenWorldBackpacker PocketCardGameBackpacker BackpackerTravelBingo BackpackerCharades BackpackingRiddleTrail',
  },
  tokyo: {
    dance:
      'ParaparaInTokyo TokyoIdolDanceCover TokyoTrainJingleDance CherryBlossomTokyoTwirl RushHourTokyoShuffle CapsuleSizedTokyoDance TokyoCityPopGroove GlowstickTokyoDance',
    fitness:
      'RadioTaisoMorning TokyoSumoSquats TokyoZenCoolDown WalkLikeATokyoCommuter TokyoOneLegBalance CherryBlossomJogTokyo TokyoNinjaTiptoe KarateKataTokyo',
    funny:
      'KonbiniSnackRanking TokyoCapsuleHotelBed QuietCarDinnerTokyo TokyoVendingMachineMe TokyoSlipperMixUp TokyoRushHourHallway ChopstickFailsTokyo PoliteAsTokyoAllDay',
    prank:
      'TokyoTrainAnnouncer KonbiniChimeTokyo TokyoSlipperSwap BentoSurpriseTokyo TokyoRobotWaiter TokyoOrigamiNotes OmikujiFortuneTokyo FakeTokyoPostcard',
    educational:
      'EdoToTokyo WriteTokyoInKanji TokyoEarthquakeDrill CountToTenTokyo TokyoChopstickManners TokyoTimeZoneQuiz TokyoOrigamiLesson SubwayMapTokyoPuzzle',
    cooking:
      'TokyoRamenAtHome KonbiniEggSando OnigiriShapesTokyo TokyoBentoBuild HarajukuCrepeTokyo TokyoFluffyPancakes MatchaLatteTokyo TamagoyakiRollTokyo',
    fashion:
      'DressLikeHarajuku TokyoStreetSnapPose TokyoDecoraClips TokyoOversizedLayers ClearUmbrellaTokyoLook AllBlackTokyoFit CityPopTokyoOutfit PastelKawaiiTokyo',
    wellness:
      'TokyoForestBathing OnsenSelfCare TokyoMatchaMoment HanamiPicnicTokyo ZenSandTrayTokyo TokyoQuietHour FoldACraneTokyo SlowBreakfastTokyo',
    speed:
      'TokyoChopstickRace TokyoBentoPackBlitz OrigamiCraneTokyoDash SkytreeCupTowerTokyo TokyoKanjiIn30 BeatTheTokyoTrainJingle SushiRollRushTokyoStyle TokyoSlipperRelay',
    music:
      'TokyoTrainJingles TokyoCityPopCover KaraokeNightTokyo TokyoTaikoPots TokyoBalladDuet SingAnAnimeThemeTokyo IdolFanChantTokyo KonbiniChimeRemixTokyo',
    art: 'DrawTokyoAsAnime TokyoNeonSignDrawing OrigamiTokyoTower TokyoManholeArt TokyoTapeCollage BottleStampBlossomTokyo ChibiSelfPortraitTokyo TokyoKawaiiDoodle',
    tech: 'VirtualTokyoWalk TokyoTiltShiftVideo TokyoTranslateASnack TokyoNightModeTest TokyoEmojiStory PixelArtTokyoSkyline AnimeFilterTokyo LiveCamTokyoMorning',
    pet: 'HachikoWaitTokyo TokyoCatCafeAtHome TokyoPetBentoBox TeachATokyoBow ManekiNekoWaveTokyo TokyoSniffWalk TokyoCapsulePetBed SushiPlushTokyoToy',
    gaming:
      'TongsClawMachineTokyo TokyoJanKenPonCup TokyoRhythmGameNight KaraokeScoreBattleTokyo TokyoDarumaFreeze TokyoSudokuDuel RetroConsoleTokyoRun GuessTheTokyoSound',
  },
  london: {
    dance:
      'LondonUmbrellaTwirl GreyDayLondonShuffle LondonKneesUp RoyalGuardLondonDance LondonCarnivalGroove DoubleDeckerDuetLondon SlowSpinLondonEye LondonBridgeArchDance',
    fitness:
      'LondonBridgeLunges RoyalGuardLondonMarch NoSmilePlankLondon LondonParkJog PuddleJumpLondon WalkLikeALondoner LondonKeepyUppy CricketBowlingLondon',
    funny:
      'QueueingMasterclass FourSeasonsLondonDay LondonRhymingSlang SayingSorryLikeALondoner LondonUmbrellaFail LondonDunkingDisaster LondonPigeonImpression SilentTubeRideLondon',
    prank:
      'RoyalGuardStatueLondon LondonMindTheGapDoor LondonSconeSurprise LondonButlerForADay BigBenAlarmLondon IndoorUmbrellaLondon QueueRopeLondon LondonTourGuideMyHouse',
    educational:
      'LondonTubeMapQuiz BigBenIsNotTheClock WhichIsLondonBridge LondonMeridianLine LondonCockneySlang101 LondiniumToLondon DrawLondonFromMemory PronounceLondonPlaces',
    cooking:
      'LondonFogLatte LondonAfternoonTea BeansOnToastLondon LondonSundayRoast CucumberSandwichLondon JamOrCreamFirstLondon PieAndMashLondon CrumpetGlowUpLondon',
    fashion:
      'DressForLondonRain TrenchCoatFit CamdenPunkLondon LondonUmbrellaMatch FlatCapLondonStyle PostboxRedLondon LondonGuardHatDIY LondonCommuterLook',
    wellness:
      'LondonParkBenchPause LondonRainyDayCalm LondonCuppaBreak UmbrellaStrollLondon SundayPapersLondon HiddenGardenLondon BookshopHourLondon LondonPenPalLetter',
    speed:
      'BeatBigBensChime NameTheLondonStops LondonLandmarkQuickfire LondonCuppaIn60 RhymingSlangLondonRace DoubleDeckerStackLondon LondonRainGearDash LondonTongueTwister',
    music:
      'LondonCallingCover MindTheGapRemix HumTheLondonChimes LondonGrimeBars LondonBridgeSingAlong LondonRainBeat BusBellRhythmLondon TeacupXylophoneLondon',
    art: 'PaintTheRedBus LondonSkylineSketch LondonTubeMapOfMyTown PhoneBoxDioramaLondon LondonDoorPainting LondonStampDesign PigeonPortraitLondon FogWatercolorLondon',
    tech: 'AIPlansMyLondonDay LondonWeatherVsMine LondonGreenScreenTour VirtualLondonBusRide DropAPinLondon LondonSoundboard LondonEmojiRiddle BigBenClockAppLondon',
    pet: 'LondonPupPortrait PigeonWatchLondonCat LondonWoofBrunch GuardDogStayLondon LondonRainyDogWalk LondonParkFetch DoubleDeckerCatLondon QueueForTreatsLondon',
    gaming:
      'LondonLandmarkCharades LondonQuizNightAtHome TubeStopBingoLondon RhymingSlangGameLondon LondonDetectiveCase GuessTheLondonStreet LondonBridgeFallingDown RedBusSpottingLondon',
  },
  rome: {
    dance:
      'GladiatorDanceOffRome RomeTogaParty StatueThenGrooveRome RomeSpaghettiArms ChariotCongaRome TarantellaRome TossACoinRomeTwirl ArenaDanceCircleRome',
    fitness:
      'RomeSevenHillsRun RomanLegionMarch RomeWasntBuiltInADay GladiatorBootcampRome RomeLaurelWreathRelay GelatoWalkRome TogaYogaRome ChariotWheelbarrowRome',
    funny:
      'GladiatorImpression HowOftenRomanEmpire RomeWasntCleanedInADay RomeStatuePoseOff TogaTroublesRome RomeCoinTossFail RomeMapMixUp TourGuideDadRome',
    prank:
      'RomanStatueFreeze RomeGladiatorWakeUp EmperorForADayRome WhenInRomeReplies RomeTogaBreakfast LatinPhrasesRome TreviWishingBowlRome RomeHeraldAnnouncer',
    educational:
      'RomanNumeralsQuiz BuildARomeArch RomeAqueductStraws RomulusAndRemusRome RomeLatinRoots RomeNamedTheMonths MosaicMathRome RomeTimelineIn60',
    cooking:
      'CarbonaraLikeARoman RomeCacioEPepe GelatoFromScratch RomeSquarePizza RomeMaritozziBuns BruschettaBarRome RomeEspressoGranita AmatricianaRome',
    fashion:
      'RomeBedsheetToga LaurelCrownRome RomeLinenSummer GladiatorSandalsRome HeadscarfAndShadesRome RomeChurchDressCode DolceVitaRomeFit RomeCafeChicLook',
    wellness:
      'RomeSunsetSketch DolceFarNienteRome RomeEspressoPause RomeLongLunch RomeEveningStroll FountainSoundsRome AncientRomeStoicJournal BasilPotRome',
    speed:
      'RomeWasntBuiltIn60Seconds RomeNumeralsQuickfire PastaShapesRomeRace TieATogaRome TreviCoinTossRome GelatoScoopRome BuildTheColosseumRome LatinTongueTwisterRome',
    music:
      'ArrivederciRomaCover OperaInThePiazza RomeBalconySerenade LegionChantRome ThatsAmoreRomeDuet RomeEspressoCupBeat FountainLoopRome MandolinMomentRome',
    art: 'RomanMosaicArt PaintTheTreviFountain ClayColosseumRome RomeFrescoOnPaper RomeStatueSketch RomeScrollCraft RomeSPQRShield DoodleAMapOfRome',
    tech: 'RomeVirtualTour AIMakesMeARoman GladiatorGreenScreenRome RomeLatinTranslateTest ColosseumIn3DRome RomeAudioGuideAtHome RomeThenAndNowPhoto BirthdayInNumeralsRome',
    pet: 'EmperorCatThroneRome ColosseumCardboardRome ArenaZoomiesRome RomeTreatVerdict LatinCommandsRome RomeWolfHowlAlong RomeSiestaPetNap RomeBrushingRitual',
    gaming:
      'BuildRomeInADay EmperorSaysRome RomeNumeralBingo GladiatorThumbWarRome RomeMythCharades RomeCityBuilderRun RomanTicTacToe RomeTreasureMapHunt',
  },
  bali: {
    dance:
      'BalineseEyeChallenge BaliFingerFlicks KecakCircleBali FrangipaniTwirlBali SarongSpinBali BaliBarongMaskDance RiceFieldSwayBali BaliSurfPopUpGroove',
    fitness:
      'BaliSurfPopUps BaliPaddleSupermans SunSalutationBali SarongStretchBali MonkeyForestMovesBali BaliRetreatCircuit KiteFlyingRunBali BaliBeachSprints',
    funny:
      'BaliVsMyBackyard BaliRainstormPicnic BaliPhotoSpotQueue DadTriesASarongBali SmoothieBowlFailBali YogaRetreatChaosBali NyepiQuietChallengeBali FlipFlopTanBali',
    prank:
      'BaliInTheLivingRoom BaliBreakfastInBed BaliResortTurndown BaliSpaDayAmbush FrangipaniPillowBali TowelSwansBaliStyle SurpriseOfferingBali SmoothieDeliveryBali',
    educational:
      'BaliTempleEtiquette RiceTerraceModelBali BaliVolcanoEruption SelamatPagiBali WhyBaliGoesSilent CrayonBatikBali BaliCoralReefFacts BaliIslandCountQuiz',
    cooking:
      'BaliNasiGorengAtHome BaliSmoothieBowlArt RollYourSateLilit BananaPancakesBali BlackRicePuddingBali JamuTonicBali PeanutSatayBali TropicalFruitPlatterBali',
    fashion:
      'TieASarongBaliStyle FrangipaniHairTuck BaliRattanBag BatikPrintBaliFit BaliBohoLayers WhiteLinenBali BaliSwimToDinner BaliShellNecklace',
    wellness:
      'BaliAtHomeRetreat BaliSunriseStretch BaliGratitudeOffering NyepiSilentDayBali JamuMorningBali FlowerBathBali OceanSoundsBaliNap BaliFootMassageSwap',
    speed:
      'SarongTieRaceBali BaliPopUpsIn60 KecakChantSpeedBali BaliSmoothieBowlDash CanangFoldOffBali TenIndonesianWordsBali BaliBeachBagPack FrangipaniChainBali',
    music:
      'BaliGamelanCover KecakChantChallenge FrogChorusBali BaliOceanWaveBeat BaliSunsetAcoustic TempleBellHumBali BaliBeachSingAlong BambooWindChimeBali',
    art: 'PaintABaliSunset BaliCanangCraft SketchTheRiceTerraces BarongMaskPlateBali DIYKiteBali BaliShellArt ShadowPuppetBali BaliBatikTee',
    tech: 'BaliNomadDeskSetup BaliWiFiSpeedTest BaliSunsetTimelapse VirtualTempleTourBali SoundscapeMixBali LearnIndonesianAppBali VideoCallBackdropBali PanoramaPhotoBali',
    pet: 'BaliBeachZoomies MyCatsBaliCabana BaliShadyNapSpot SarongBlanketFortBali MonkeyToyFetchBali SunsetWalkiesBali DogYogaBali BaliRescuePupStory',
    gaming:
      'BaliTriviaNight BaliIslandBuildOff MonkeyInTheMiddleBali GuessTheVolcanoBali BaliAnimalCharades BeachBingoBaliEdition BaliTempleMemoryCards RiceTerracePuzzleBali',
  },
  dubai: {
    dance:
      'DubaiFountainDance CamelWalkDubai DubaiSandStomp DubaiFrameDanceOff FalconWingsDubai DabkeLineDubai DesertSunsetSwayDubai BurjRiseDubai',
    fitness:
      'DubaiMallWalk DubaiSkiSquat DesertYogaDubai SunriseRunDubai DubaiIndoorHIIT BurjTallStretchDubai CamelCrawlDubai TowelRowDubai',
    funny:
      'DubaiLuxuryOnABudget GoldEverythingDubai SupercarTourMyBikeDubai DubaiInfluencerParody DubaiChocolateCrunch FindingSandSinceDubai DubaiWeatherReport AirConWarsDubai',
    prank:
      'GreenScreenDubai DubaiChocolateDrop DubaiSevenStarService ToySupercarRevealDubai DubaiMintOnThePillow CamelAlarmDubai DubaiLuxuryUnboxing GoldCarpetWelcomeToDubai',
    educational:
      'DubaiThenAndNow DubaiPearlDivingPast DubaiTowerHeightMath MarhabaArabicDubai PalmIslandModelDubai DesertNightsColdDubai FalconFactsDubai SevenEmiratesQuizDubai',
    cooking:
      'MakeDubaiChocolate DubaiKarakChai PistachioKunafaPull DateBitesDubai ShawarmaWrapDubai SaffronMilkDubai HummusPlatterDubai DubaiCardamomCookies',
    fashion:
      'DubaiAllWhiteLinen DubaiGoldAccessories ModestFashionDubai LuxeForLessDubai HeatwaveOutfitDubai SilkScarfDubai SunglassesLineupDubai DesertToneDubaiFit',
    wellness:
      'DubaiDesertStargazing SandTimerBreathDubai DubaiHammamAtHome OasisCornerDubai DubaiMintTeaPause SunsetGratitudeDubai DubaiSlowCoffee EveningWalkDubai',
    speed:
      'DubaiSandTimerRace TallestTowerDubai DubaiArabicNumerals SevenEmiratesIn10Dubai DrawThePalmDubai ChocolateWrapDashDubai GoldCoinCountDubai SuitcaseSprintDubai',
    music:
      'DubaiFountainSong DesertDrumCircle CamelRhythmDubai DubaiSkylineLoFi DubaiLuxuryJingle ArabicPopSingAlongDubai DubaiBedtimeLullaby DuneWindHumDubai',
    art: 'DubaiSkylineSketch DubaiSandBottleArt HennaDoodleDubai CalligraphyNameDubai GoldFoilArtDubai PaperTowerDubai DrawDubaiIn2100 PaintTheDunesDubai',
    tech: 'DubaiSkylinePanorama AIRedesignsMyTownDubai HologramPyramidDubai DroneStyleShotDubai DubaiVirtualTour DubaiSlowMoFountain DubaiTranslateArabic CityLightsLapseDubai',
    pet: 'SkylineSelfieWithPup FalconStareDubai DubaiShadeWalkies DubaiPetPalace CamelToyFetchDubai CatFountainSipDubai CoolMatNapDubai SevenStarGroomDubai',
    gaming:
      'DubaiTriviaNight PalmIslandCityBuilder BlockTowerDubai GuessTheSkylineDubai DubaiBargainGame FalconCharadesDubai DubaiRacingLap GoldHuntDubai',
  },
  iceland: {
    dance:
      'IcelandicThunderClap IcelandPuffinWaddle GeyserJumpIceland AuroraRibbonIceland IcelandHorseTolt MidnightSunPartyIceland VolcanoRumbleIceland IcelandElfHop',
    fitness:
      'IcelandVikingCarry PuffinFlapsIceland GeyserSquatJumpIceland BriskColdWalkIceland HorseGallopIceland MidnightSunRunIceland IcelandTugOfWar IcelandWoolSockLunges',
    funny:
      'IcelandWindStruggle SayEyjafjallajokull MyIcelandicName PuffinImpressionIceland IcelandTenLayerOutfit ElfRockDetourIceland HorseHairFlipIceland IcelandMidnightSunBedtime',
    prank:
      'IcelandPuffinPlushHunt YuleLadShoeIceland IcelandicBookFlood TinyElfDoorFromIceland AuroraLightShowIceland IcelandHotDogDelivery SummerSweaterIceland IcelandRuneNotes',
    educational:
      'IcelandVsGreenland BakingSodaGeyserIceland RiftCrackerDemoIceland IcelandicLettersLesson SonOrDottirIceland GlacierIceCubeIceland IcelandPuffinFacts IcelandVolcanoTypes',
    cooking:
      'VolcanoRyeBread IcelandicHotDogAtHome IcelandSkyrParfait LavaChocolateCupsIceland HappyMarriageCakeIceland IcelandThinPancakes IcelandLambSoup RhubarbJamIceland',
    fashion:
      'LayerLikeAnIcelander IcelandicSweaterStyle WoolSocksIceland IcelandRainShell BeanieLineupIceland IcelandMinimalBlack AuroraOutfitIceland VikingBraidsIceland',
    wellness:
      'IcelandBookFloodNight IcelandicYarnHour IcelandEveningBathSoak IcelandWoolBlanketNap WindWalkResetIceland MidnightSunJournalIceland SkyrBreakfastIceland HotCocoaCalmIceland',
    speed:
      'IcelandLayerUpRace IcelandHotDogAssembly IcelandMapIn30 MeltTheGlacierIceland SayTheVolcanoIceland BeatTheGeyserIceland WoolSockSortIceland SnowmanSprintIceland',
    music:
      'IcelandicLullabyCover VikingChantJam WaterGlassMelodyIceland AuroraSynthIceland PuffinCallRemixIceland IcelandYuleCarol IcelandWindHowlHarmony IcelandFolkDuet',
    art: 'IcelandInWatercolor AuroraChalkIceland PuffinRockPaintIceland SweaterYokeDesignIceland IcelandVolcanoCollage IcelandElfHouseCraft IcelandHorseSketch GeyserPopArtIceland',
    tech: 'AuroraForecastIceland IcelandLiveVolcanoCam IcelandicWordTranslate IcelandColdPhoneTest LongExposureWaterIceland VirtualRingRoadIceland AIGlacierSelfieIceland IcelandTimelapseClouds',
    pet: 'SnowZoomiesIceland PuffinPlushFetchIceland IcelandPawCare IcelandCozyPetNook FishTreatIceland MidnightSunNapIceland IcelandWindyWalkies IcelandHideAndSeekPup',
    gaming:
      'IcelandTriviaNight GuessTheIcelandicWord RuneCodeIceland PuffinBingoIceland ElfHideAndSeekIceland VikingChessIceland SagaStoryDiceIceland IcelandSurvivalGameRun',
  },
  thailand: {
    dance:
      'CopyTheThaiDanceHands SongkranSplashThailand ThailandRamwongCircle BoxingBounceThailand ThailandElephantStomp NightMarketGrooveThailand ThailandBeachLimbo TuktukBopThailand',
    fitness:
      'MuayThaiKickDrill JumpRopeCampThailand PartnerStretchThailand ThailandShadowboxRound ThailandRiceBagSquats ThailandElephantCrawl BeachYogaThailand CoconutCooldownThailand',
    funny:
      'ThailandExpectVsReality ToneTwisterThailand ElephantPantsDadThailand MassageFailThailand ThailandNightMarketHaggle GeckoCallThailand TuktukWagonRideThailand WaiOrHighFiveThailand',
    prank:
      'MangoStickyRiceSurprise SongkranBlessingThailand SawasdeeAllDayThailand ThailandGarlandGreeting HomeMarketStallThailand ThailandPaperLotusNote ThailandElephantPantsSwap OrchidPillowThailand',
    educational:
      'ThailandFactOrMyth LearnThaiInAMinute SiamToThailand Thailand44Letters WaiEtiquetteThailand ThailandElephantFacts ThailandYear2567 FiveTonesThailand',
    cooking:
      'PadThaiFromScratch MangoStickyRiceAtHome ThailandGreenCurry TomYumSoupThailand ThailandIcedTeaSwirl FreshSpringRollsThailand ThailandSomTamPound CoconutIceCreamThailand',
    fashion:
      'ElephantPantsFitCheck ThailandTempleDressCode FishermanWrapThailand ThailandFloralShirt ThailandMarketHaulOutfit OrchidHairPinThailand ThailandSilkLook BoxingShortsStyleThailand',
    wellness:
      'ThaiHerbalTeaBreak ThailandHandMassage ThailandMeditationMinute TenSmilesThailand LotusBreathingThailand KrathongWishThailand CoconutHairMaskThailand SlowMorningThailand',
    speed:
      'PadThaiIn10Minutes ThailandSpringRollRace StickyRiceBallsThailand IslandNamesQuizThailand BoxingComboCountThailand KrathongFoldOffThailand ThailandMapSketchDash WaiRelayThailand',
    music:
      'TuktukHornRemix ThailandLukThungCover ThailandLullaby VendorCallSongThailand GeckoBeatThailand RiceShakerThailand SongkranAnthemThailand ThailandPotLidGong',
    art: 'ThailandTempleSketch ThailandPaperFanCraft PaintedUmbrellaThailand LotusFoldThailand TuktukDioramaThailand ThailandSilkPainting NightMarketDoodleThailand ElephantStampArtThailand',
    tech: 'ThailandTranslateMenu ThailandAlphabetApp DreamRouteMapThailand BoxingRoundTimerThailand StopMotionTuktukThailand CurryTimelapseThailand ThailandWeatherSwap LiveBeachCamThailand',
    pet: 'ThaiNameForMyPet SiameseCatFactsThailand ThailandPetMassage PawsTogetherWaiThailand ThailandTempleCatNap MangoTreatPupThailand SoiDogAdoptionThailand ThailandElephantToyFetch',
    gaming:
      'ThailandTriviaNight ThailandGuessTheSpot TakrawKickUpsThailand ElephantCharadesThailand FruitBingoThailand MarketShopGameThailand ThailandSnakesAndLadders ConsoleBoxingThailand',
  },
  greece: {
    dance:
      'GreeceSirtakiDance ZorbaSlowToFast HandkerchiefTwirlGreece StrikeAGodPoseGreece OpaClapGreece TrojanHorseCongaGreece WindmillArmsGreece GreeceSantoriniSway',
    fitness:
      'GreeceOlympiaSprint TwelveLaborsGreece AtlasHoldGreece FrisbeeDiscusGreece GreeceHomePentathlon GreeceLongJumpRecord ColumnPoseGreece OliveGroveJogGreece',
    funny:
      'GodOfLostSocksGreece FetaOnEverythingGreece OpaReactionsGreece GreeceMythDramaReading ArmlessStatueGreece GreeceGrandmaFeedsYou TrojanHorseGiftGreece GreeceWrongAnswersOnly',
    prank:
      'FakeGreeceBackdrop OpaWakeUpCall GreeceLaurelCrownGift OracleFortunesGreece ZeusGrantsWishesGreece GreeceGoldMedalForMom OliveBranchNoteGreece GreeceGodlyBreakfast',
    educational:
      'GodsOfGreeceQuiz AncientGreeceIn60 AlphaToOmega DemocracyVoteGreece GreeceGamesAtOlympia EnglishWordsFromGreece ConstellationMythsGreece SixThousandIslandsGreece',
    cooking:
      'GreeceTavernaAtHome SpanakopitaBake TzatzikiDipGreece VillageSaladGreece HoneyYogurtBowlGreece GreeceLemonPotatoes BaklavaLayersGreece GreeceSouvlakiNight',
    fashion:
      'PackForGreece AllWhiteInSantorini GoddessDrapeGreece AegeanBlueGreece FishermanCapGreece GoldLeafCrownGreece OliveGreenLookGreece GreeceStrappySandals',
    wellness:
      'IkariaHabitsGreece WorryBeadsGreece KnowThyselfGreece GreeceFrappeBreak GreeceSeaSoundsNap GreeceBlueHourWalk OreganoGardenGreece DawnYogaGreece',
    speed:
      'GreeceAlphabetRace ListTheTwelveGodsGreece MythIn30Greece GreeceFlagDrawFast GreeceIslandNameDash GreeceWordOriginQuickfire SirtakiSpeedUpGreece LabyrinthMazeGreece',
    music:
      'ZorbaOnAnyInstrument GreeceTavernaSingAlong OdysseyRapGreece SirenSongGreece TheatreChorusGreece GodsAnthemGreece GreeceLullaby OliveJarShakerGreece',
    art: 'PaintTheBlueDomes ColorfulDoorsOfGreece BlackFigureVaseGreece PaperColumnsGreece PebbleMosaicGreece TheaterMaskCraftGreece GreeceOliveWatercolor GreeceKeyPattern',
    tech: 'StatueColorizeGreece GreeceVirtualAcropolis StarMapMythsGreece GreeceAlphabetKeyboard AIGodPortraitGreece GreeceOdysseyPodcast GreeceTempleModelApp SunsetPanoramaGreece',
    pet: 'SunnyCatNapGreece GreecePetAgilityGames HermesDeliveryDogGreece GodlyNicknamesGreece OracleCupsTreatGreece GreeceEveningWalkies GardenSniffGreece GreeceKittyBrushing',
    gaming:
      'GreeceTriviaNight GreekGodsBoardGame GreeceBackgammonDuel SphinxRiddlesGreece TrojanHideAndSeekGreece OlympusWhoAmIGreece OdysseyQuestGreece GreeceLivingRoomOlympics',
  },
  'las vegas': {
    dance:
      'VivaLasVegasDance LasVegasNeonShuffle FountainShowGroove JazzHandsFinaleVegas VegasLoungeSwing MagicRevealDanceVegas ChapelFirstDanceVegas HeadlinerEntranceVegas',
    fitness:
      'KickLineVegas VegasDeckOfCardsWorkout VegasDiceReps ShowTuneCardioVegas VegasPoolsideStretch BookOnHeadVegas BoxingNightDrillVegas LasVegasMagicianSquats',
    funny:
      'LasVegasCardTrickFlop LasVegasTouristTypes VegasMagicFailAtHome VegasSequinDad LoungeCroonerVegas ShowerResidencyVegas DramaticMagicianVegas NeonRoomMakeoverVegas',
    prank:
      'VegasMagicTrickOnDad VegasChapelVowRenewal BreakfastBuffetVegas MomsHeadlinerIntroVegas FabulousWelcomeVegas VanishingRemoteVegas LivingRoomShowVegas BellhopServiceVegas',
    educational:
      'NeonGlowScienceVegas LasVegasSignHistory LakeMeadWaterVegas ClayDamModelVegas MagicTrickMathVegas MojaveDesertVegas VegasRailroadTown VegasMeansMeadows',
    cooking:
      'VegasBuffetAtHome LasVegasNeonCookies MocktailBarVegas ShrimpCocktailVegas SteakAndEggsVegas ChocolateFountainVegas MiniWeddingCakeVegas VegasPrimeRibNight',
    fashion:
      'LasVegasSequinJacket VegasLoungeSuit VegasGlamNightOut PoolPartyLookVegas MagicianCapeVegas NeonOutfitVegas ChapelWeddingFitVegas FeatherBoaVegas',
    wellness:
      'VegasPoolDayReset HotelSpaNightVegas LightsOffAfterVegas CactusCareVegas DesertSunsetWalkVegas VegasLoungeChairRead VegasSlowBrunch LuckyThingsListVegas',
    speed:
      'BeatTheFountainShow VegasCardSortRace VegasMagicTrickIn10 QuickChangeVegas LasVegasHatStackBlitz DiceTowerVegas SequinScoopVegas BowTieDashVegas',
    music:
      'VivaLasVegasCover VegasLoungeSinger ShowtuneMedleyVegas BigBandSwingVegas NeonSynthwaveVegas ChapelWeddingSongVegas DrumrollRevealVegas VegasKaraokeDuet',
    art: 'DesignYourVegasSign LasVegasSkylineSketch NeonHighlighterVegas PlayingCardArtVegas SequinMosaicVegas MarqueeLettersVegas CactusPaintingVegas ShowPosterVegas',
    tech: 'PhoneLightShowVegas VegasNightTimelapse LasVegasStreetViewTour AppMagicTrickVegas GreenScreenStageVegas AIHeadlinerPosterVegas NeonTextEditVegas VegasApplauseSoundboard',
    pet: 'VegasShowDog CatMagicAct PetHeadlinerVegas GlowCollarWalkVegas LasVegasPupRedCarpet SpotlightNapVegas VegasHighFiveTrick VegasPawtraitStudio',
    gaming:
      'GameShowNightVegas LasVegasMiniGolf CardboardPinballVegas VegasRingToss ArcadeHighScoreVegas LasVegasBowlingDuel CardTrickBattleVegas RevealTheMagicVegas',
  },
  streetwear: {
    dance:
      'FreshKicksFreestyle StreetwearFootwork HoodieDropStreetwear CapFlipStreetwear StreetwearOutfitSwap StreetwearCrewCypher LayersOnBeatStreetwear StreetwearSlowMoWalk',
    fitness:
      'StreetwearRunClub HoodieHillSprints TrackSuitWarmUpStreetwear StreetwearShootaround HypebeastJumpRope StreetwearPushUpCrew JoggersYogaStreetwear ParkPullUpsStreetwear',
    funny:
      'StreetwearPriceGuess StreetwearLaundryDay DadInMyStreetwear GrandmaRatesMyStreetwear SockUnboxingHypebeast CreasePanicHypebeast LineForTheDropStreetwear ThriftStoreHypebeast',
    prank:
      'StreetwearSwapWithDad MatchingHoodiePrank GrandmaGoesStreetwear HypebeastBoxSurprise NeonLaceSwapHypebeast HypebeastRatesOldKicks SneakerCleanupStreetwear InsideOutDayStreetwear',
    educational:
      'SpotTheFakeSneaker StreetwearHistoryIn60 LacingStylesStreetwear CareLabelStreetwear ColorWheelStreetwear HypebeastResaleMath StreetwearCleanKicks101 StreetwearFitFormula',
    cooking:
      'StreetwearDripCake SneakerSugarCookies ColorwayCrepesStreetwear HypebeastCerealDrop GraffitiToastStreetwear FoodTruckNightStreetwear StreetwearBurgerStack HoodieCocoaStreetwear',
    travel:
      'StreetwearCityLookbook StreetwearShopCrawl StreetwearMuralHunt StreetwearAirportFit CarryOnHypebeast MarketStallStreetwear SkateparkVisitStreetwear DayTripLayersStreetwear',
    wellness:
      'ComfyStreetwearDay DeclutterYourDrip HypebeastNoBuyMonth SneakerSpaStreetwear HoodieSeasonStreetwear ComplimentAFitStreetwear SlowFashionHypebeast DonateABagStreetwear',
    speed:
      'StreetwearFitIn60s TenSecondStreetStyle LayerUpRace HypebeastLacingSprint HoodieFoldOffStreetwear CapTossStreetwear ShoeMatchDashStreetwear ColorwaySortStreetwear',
    music:
      'DripOnTheDrop StreetwearCypher HypebeastKicksRap SneakerSqueakStreetwear AlbumCoverFitStreetwear StreetwearLipSyncBattle HypebeastChorus OutfitPerSongStreetwear',
    art: 'PaintYourOwnHoodie StreetwearTeeDesign SneakerSketchHypebeast StreetwearPatchEmbroidery PaperGraffitiStreetwear DreamBrandLogoStreetwear StreetwearZineCollage CustomKicksStreetwear',
    tech: 'AIDesignsMyStreetwear StreetwearVirtualTryOn LookbookReelStreetwear StopMotionFitStreetwear TeeMockupAppStreetwear HypebeastClosetCatalog StreetwearTransitionEdit HypebeastProductShot',
    pet: 'HypebeastCatBox DogWalkFitStreetwear KicksAndLeashStreetwear PetPortraitTeeStreetwear HypebeastDogUnboxing SniffTestHypebeast StreetwearPupCameo StreetwearKittenNapPile',
    gaming:
      'StreetwearAvatarFit StreetwearSkinIRL HypebeastRunwayBattle GuessTheSneakerHypebeast StreetwearTierList FantasyDraftStreetwear OutfitCharadesStreetwear RateTheNPCDripStreetwear',
  },
  vintage: {
    dance:
      'VintageSockHop SwingLikeItsThe40s VintageCharlestonKick RetroHandJive RetroRewindDance TwistContestVintage ThroughTheDecadesRetro DiscoNightRetro',
    fitness:
      'RetroAerobics SweatLikeThe80s VintageHulaHoop JumpRopeRhymesRetro VintageCalisthenics VintageStrongmanPoses ChalkHopscotchRetro PillowcaseSackRaceRetro',
    funny:
      'RecreateAVintageAd RetroSlangAllDay KidsVsRotaryPhone NewsreelVoiceVintage SilentMovieSkitVintage DialUpImpressionRetro RetroMixtapeDedication FamilyPhotoRemakeVintage',
    prank:
      'TimeTravelerOutfit VintageLetterSurprise RetroFiftiesDinner PhotoFrameSwapVintage NinetiesTVNightRetro BlackAndWhiteDayVintage RetroRadioShowIntro RetroPagerCode',
    educational:
      'GuessTheVintageGadget VintageOrReplica RetroMorseCode VintageCursiveLesson PinholeCameraVintage PricesThenAndNowRetro SpotTheDecadeRetro VinylGrooveScienceRetro',
    cooking:
      'VintageRecipeRevival RetroDinerAtHome GelatinSaladRetro RetroMilkshakeBar PineappleUpsideDownRetro TVDinnerTrayRetro DeviledEggsVintage VintageTeaSandwiches',
    travel:
      'RetroDinerCrawl VintageShopHop VintagePostcardHunt DisposableCameraWalkRetro RoadsideOddityRetro LocalMuseumVintage BackyardDriveInRetro FleaMarketVintage',
    wellness:
      'VintageTeaTime VintageRecordRelax AnalogSundayReset RetroLetterWriting JigsawNightRetro RadioDramaVintage BookNookVintage VintageEmbroideryHoop',
    speed:
      'RetroCubeSprint PhoneNumberRecallRetro HouseOfCardsVintage ButtonSortVintage MorseCodeDashRetro VintageCursiveABC MarbleFlickRetro SpinTheTopRetro',
    music:
      'RetroRadioSingalong MakeItVintage RetroOneHitWonder BarbershopQuartetVintage TVThemeMedleyRetro WashboardBandVintage JukeboxPicksRetro RetroWhistleTune',
    art: 'TeaStainedVintageArt RetroPosterRemake VintagePhotoCollage RetroPixelArt PopArtSelfieRetro SilhouettePortraitVintage PressedFlowersVintage HandLetteredRetroSign',
    tech: 'RetroConsoleRestore VintageCameraVsPhone OldLaptopRevival RetroVHSFilter PixelGameMakerRetro NinetiesHomepageRetro ScanFamilyAlbumVintage EmoticonsOnlyRetro',
    pet: 'VintagePetPortrait VintageCatSepiaSnap SilentFilmRetroDog OldSchoolTricksVintage WickerBasketNapVintage VintageTennisBallFetch CuddlesOnAVintageQuilt RetroPhotoBoothPup',
    gaming:
      'VintageArcadeRun RetroConsoleHighScore GrandparentsGameNight PaperFortuneTellerRetro ParlorCharadesVintage MarblesTournamentRetro SpinningTopBattleRetro RetroHandheldSwap',
  },
  skincare: {
    dance:
      'SkincareTransition KBeautyTenStepDance SkincareSheetMaskBattle HeadbandDropSkincare SPFShuffleSkincare MirrorMovesSkincare CucumberEyesSkincare FaceRollerRhythmSkincare',
    fitness:
      'PostGymGlow SkincareSweatTest PlankThroughSkincare SPFBeforeYouRunSkincare FaceYogaSkincare SheetMaskWallSitSkincare HydrationGoalSkincare SkincareCoolDown',
    funny:
      'SkincareByMyDad SheetMaskReactions GrandmasSkincareSecret SkincareInfluencerParody TryNotToLaughSkincare SkincareShelfieTour CucumberEyesFailSkincare NatureDocSkincare',
    prank:
      'SkincareSurpriseSpa SheetMaskPhotobomb MomsPamperMenuSkincare SkincareReceptionDesk DadGetsAFacialSkincare GlowComplimentsSkincare KBeautyWelcomeBasket FridgeFaceRollerSkincare',
    educational:
      'ReadTheSkincareLabel CabbagePHSkincare LayerCakeLessonSkincare TwoFingerSPFSkincare UVIndexCheckSkincare KBeautyDoubleCleanse101 SkincareMythOrFact PatchTestSkincare',
    cooking:
      'GlassSkinSmoothie SalmonAvocadoSkincare VitaminCSnackSkincare HoneyOatMaskSkincare IcedMatchaSkincare KBeautyBarleyTea SkincareBrunchGlow WatermelonHydrateSkincare',
    travel:
      'SkincareFlightRoutine CarryOnSkincareKit TravelMinisSkincare BeachBagSPFSkincare SkincareSunscreenTopUp JetLagGlowSkincare SkincareCampingEssentials KBeautyAisleHunt',
    fashion:
      'SkincareFirstThenFit SpaHeadbandChic NoMakeupLookSkincare SunHatStyleSkincare KBeautyDewyGlam UVSunglassesSkincare CozyRobeSkincare SatinScrunchieSkincare',
    speed:
      'TwoMinuteGlow FiveStepSkincareDash SkincareBeforeTheToast SkincareShelfTidy SheetMaskUnfoldSkincare LabelQuickfireSkincare KBeautyRoutineRelay MorningRushSkincare',
    music:
      'SkincareASMR MoisturizerJingleSkincare SunscreenSongSkincare StepsRapSkincare MirrorSerenadeSkincare KBeautyKaraoke SkincareLullabyNight PumpBottleBeatSkincare',
    art: 'SkincareFlatLay SerumBottleStillLife ShelfDoodleSkincare StepsComicSkincare KBeautyPackagingDesign BareFacePortraitSkincare PastelWatercolorSkincare CollagePlannerSkincare',
    tech: 'SkincareReminderApp UVForecastSkincare SkincareTimelapse StopMotionShelfSkincare AIDecodesMySkincare SkincareRoutineTimer KBeautyVlogEdit LightingTestGlassSkin',
    pet: 'PetJudgesMySkincare CatInterruptsSkincare DogPawBalmDay SkincarePupAudience ShelfSafetySkincare SkincareFurryCoworker CuddleBreakSkincare GoodBoyBiscuitSkincare',
    gaming:
      'SkincareBetweenMatches SheetMaskSpeedrun SkincareSimGame KBeautyTriviaQuiz SkincareStepsBingo GuessTheScentSkincare AvatarSpaDaySkincare RankMyShelfSkincare',
  },
  cosplay: {
    dance:
      'CosplayDanceCover CosplayDanceBattle TransformationSpinCosplay VillainEntranceCosplay CosplayGroupFormation CosplayCapeSwish IdleAnimationCosplay VictoryEmoteCosplay',
    fitness:
      'CharacterTrainingArc SuperheroPushUpsCosplay PoseHoldCosplay NinjaRunCosplay CosplayStretchBeforeCon CosplayArmorSquats CosplayStaminaWalk BurpeeTransformCosplay',
    funny:
      'CosplayOnABudget CosplayExpectVsReality CosplayGroceryRun DadGuessesMyCosplay WigStruggleCosplay InCharacterAllDayCosplay CosplayAtFamilyDinner StuckInTheDoorwayCosplay',
    prank:
      'CosplayBirthdaySurprise CosplayBedtimeStory NPCQuestGiverCosplay DressAsMySiblingCosplay MascotCheerCosplay CosplayBreakfastService SidekickForADayCosplay HeroDeliversLunchCosplay',
    educational:
      'CosplayWordOrigin CosplaySewingBasics CardboardArmorCosplay PatternFromATeeCosplay ColorTheoryCosplay CosplayPhotoLighting CosplayContourLesson PaperMacheHelmetCosplay',
    cooking:
      'CosplayCharacterBento AnimeFoodRecreate CosplayConSnackPack SignatureDishCosplay PotionMocktailsCosplay CosplayKitchenShow CosplayTeaParty CupcakeCrewCosplay',
    travel:
      'CosplayConRoadTrip CosplayPhotoTour LocationScoutCosplay PackTheWigCosplay LocalMeetupCosplay FantasyForestWalkCosplay CastleVisitCosplay CosplayParkPicnic',
    wellness:
      'CosplayConRecovery CosplayCraftCalm ComplimentChainCosplay HeroAffirmationsCosplay WigCareNightCosplay FootSoakAfterCosplay CosplayWhoYouLove SlowSewingCosplay',
    speed:
      'CosplayQuickChange CosplayIn10Minutes WigStylingRace ClosetCosplayDash PoseRapidFireCosplay PropBuildSprintCosplay OneBoxFiveLooksCosplay BeatTheBellCosplay',
    music:
      'CosplaySongCover VillainAriaCosplay BattleThemeCosplay CosplayKaraoke CosplayMusicVideo OpeningCreditsCosplay LipSyncDuetCosplay GuessMyHumCosplay',
    art: 'CosplayPropCraft CosplaySketchToReal CardboardShieldCosplay PaperCrownCosplay EmblemTeePaintCosplay CosplayTurnaroundSheet FacePaintCosplay CosplayMaskFromPlate',
    tech: 'VoiceChangerTest CosplayTransitionEdit GreenScreenBattleCosplay AIAnimeBackdropCosplay SlowMoCapeCosplay PhonePhotoshootCosplay StopMotionPropCosplay CosplayFilterVsReal',
    pet: 'CosplayAsMyCat AnimePetPortraitCosplay CosplayKittenNapWatch CosplayPinSafety DogApprovesMyCosplay CosplayPupFanArt PostShootCuddleCosplay TreatBreakCosplay',
    gaming:
      'CosplayGuessTheGame CosplayYourMain BossFightCosplay CharacterSelectCosplay LoadingScreenPoseCosplay VictoryEmoteCosplay CosplayCoopQuest LevelUpGlowUpCosplay',
  },
  mindfulness: {
    dance:
      'EyesClosedGroove MindfulMirrorDuet BarefootMindfulnessDance SlowMoMindfulness BreatheAndSwayMindful ShakeItOffMindfulness MindfulSilentDisco FollowTheBassMindfully',
    fitness:
      'MindfulnessMile FiveSensesWalk PlankBreathsMindful SlowSquatsMindfulness MindfulTreePose MindfulMondayStretch YogaFlowMindfulness MindfulnessCoolDown',
    funny:
      'MindfulnessWithKids MindfulEatingFails ZenUntilTheDoorbell SoothingVoiceMindfulness CatOnMyLapMindfulness OverlyMindfulToast MindfulMondayChaos DadTriesMindfulness',
    prank:
      'MindfulTeaSurprise MindfulWhisperDay SpaMusicAmbushMindfulness TinyZenGardenMindful GentleGongMindfulness KindNoteMindfulness MindfulMondayBreakfast SlowMoChoresMindfulness',
    educational:
      'MindfulMythBusters BoxBreathingMindfulness GroundingTrickMindful HeartRateMindfulness GlitterJarMindfulness MindfulnessBrainFact MindfulListeningLesson BalloonBellyMindful',
    cooking:
      'MindfulBaking MindfulnessRaisinTest SlowTeaRitual SpiceSniffMindfulness MindfulMondayMealPrep SilentFirstBiteMindful MindfulFruitPlate KneadAndBreatheMindful',
    travel:
      'MindfulCityWalk MindfulnessPostcards FiveSensesTrip WindowSeatMindfulness PhoneFreeOutingMindful TrailSoundsMindfulness SunriseSpotMindful ParkBenchMindfulness',
    fashion:
      'MindfulClosetEdit SlowFashionMindfulness WearItThirtyTimes MendingDayMindful ColorOfMyMoodMindful SoftFabricsMindfulness MindfulMondayUniform MindfulDonateFirst',
    speed:
      'MindfulMinute FiveSensesMindfulDash SlowestRaceMindfulness TenBreathsMindful GratitudeBlitzMindfulness QuickSketchMindful MindfulTidyTimer MindfulMondayCountdown',
    music:
      'MindfulListening MindfulnessHum NoticeEveryNote SingingGlassMindful RainSoundLoopMindful HeartbeatDrumMindfulness SelfLullabyMindful BreathToTheBeatMindful',
    art: 'MindfulColoring MindfulnessMandala ZenDoodle BlindContourMindful LeafRubbingMindfulness StoneStackMindful WatercolorWashMindful DotArtMindfulness',
    tech: 'MindfulnessAppShowdown NotificationDetox GrayscalePhoneMindful ScreenTimeMindfulness MindfulPhotoADay FocusModeMindful MindfulMondayUnplug BreathTimerMindfulness',
    pet: 'MindfulSniffWalk CatPurrMindfulness PetBreathingBuddy BrushingCalmMindful PresentLikeMyDogMindful AquariumGazeMindfulness MindfulMondayCuddle PawHoldMindfulness',
    gaming:
      'MindfulnessGameBreak BreatheBetweenRounds MindfulRespawn CozyFarmingMindful JigsawMindfulness UntimedChessMindful StretchOnLoadMindful MindfulnessBingoCard',
  },
  journaling: {
    dance:
      'DearDiaryDance ChoreoNotebook BujoDanceStreak JournalPromptFreestyle DramaticDiaryDance DanceYourMoodJournal PageFlipTransitionDiary DanceBreakJournaling',
    fitness:
      'BujoFitnessTracker ThirtyDayStreakDiary PostRunJournaling DiaryOfMyFirst5K YogaThenJournal WalkAndWriteJournal PushUpLogBujo StretchAndReflectJournal',
    funny:
      'ReadingMyOldDiary DramaticJournalEntry JournalingMyDogsDay DiaryOfMyHouseplant BujoExpectVsReality DadStartsAJournal ToddlerDictatesDiary BujoStickerOverload',
    prank:
      'JournalComplimentPage SecretKindNote DiaryEntryFromTheDog BujoSpreadForMom TuckStickersInTheirBujo TimeCapsuleJournal JournalScavengerClues ToasterWritesADiary',
    educational:
      'JournalFactADay CommonplaceBookRevival BujoRapidLogging DiaryHistoryIn60 NewLanguageJournal NatureJournalSketch HandwritingMemoryJournal WordOfTheDayBujo',
    cooking:
      'BakingDiary GrandmasRecipeJournal TasteTestJournaling MealPlanBujo FoodLabelJunkJournal KitchenFailsDiary CafeSketchJournal FlavorWheelJournal',
    travel:
      'TicketStubDiary TravelJunkJournal DayTripJournalSpread MapDoodleJournaling PackingListBujo PressedLeafJournal BusRideDiary PostcardPagesDiary',
    fashion:
      'DiaryOfMyFits BujoOutfitTracker LookbookJournaling FabricSwatchJournal FashionSketchDiary ThriftHaulJunkJournal ColorPaletteJournal StyleGoalsBujo',
    wellness:
      'GratitudeJournal OneLineADayDiary MorningPages MoodTrackerBujo BrainDumpJournal RoseThornBudJournal KindLetterToMeDiary CalmColorJournaling',
    speed:
      'BujoSpreadRace JournalingSprint TenWordDiary JournalPromptIn60 NonStopWriteDiary JunkJournalPageDash HeaderQuickfireBujo TimedDoodleJournal',
    music:
      'SongOfTheDayDiary LyricJournaling BujoAlbumSpread ConcertTicketJunkJournal SingYourDiaryEntry PenTapBeatJournal LoFiJournalingHour MusicMoodBujo',
    tech: 'JournalAppVsPaper DigitalBujoSetup AIPromptJournaling VoiceMemoDiary TimelapseSpreadBujo EmojiOnlyDiary PhonePhotoJunkJournal ScanAndShareJournal',
    pet: 'JournalingHamsterHabits JournalingWithMyCat PawPrintJournal PetMilestoneBujo DogWalkLogDiary PuppyPhotoJunkJournal NapTrackerBujo BirdWatchJournal',
    gaming:
      'QuestLogJournal CampaignDiary BujoAchievementSpread DungeonMapJournal CharacterSheetJournal BoardGameScoreBujo SpeedrunSplitsDiary LevelUpJournaling',
  },
};
