import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  puppy: {
    cooking:
      'Pupcakes PeanutButterPupsicles PuppyPumpkinBiscuits PuppyBarkdayCake CookForYourPuppy SniffTestTreats PuppyBakeOff 3IngredientPuppyBites',
    fitness:
      'OneMinutePuppyPlank PuppyParkSprints CanYouOutrunYourPuppy JogWithThePup 7DayPuppyStepStreak TreatTossLunges PuppyPushupKisses ChaseThePuppyCardio',
    travel:
      'PuppysFirstBeach PuppyRoadTrip LetPuppyChooseTheRoute PuppyParkHop SniffAroundTown PuppySundayStroll ShowUsYourPuppysCity OneNewStreetWithPuppy',
    dance:
      'DanceWithMyPuppy PuppyLoveTwoStep PuppyZoomiesRemix 10SecondPuppyTwirl OwnerVsPuppyGrooveOff BellyRubBoogie CanYourPuppyCopyThis PuppySpinAndBow',
    funny:
      'DubThePuppyIn60Seconds RateYourPuppyOutOf10 SockThiefPuppy CanYouOutstareAPuppy MirrorPuppyStandoff ChewedSlipperCourtCase PuppyJudgesMyCooking GuiltyPuppyLineup',
    gaming:
      'PuppyHideAndSeek PuppyShellGame OwnerVsPuppyTugBattle PuppyAgilityIn60Seconds FetchLeaderboard BubbleChaseHighScore CanYourPuppySolveThis PuppyTreatTreasureMap',
    music:
      'PuppyPianoPaws PuppyBarkRemix SingUntilPuppyHowls SerenadeYourPuppy SqueakyToyBeat PuppyHowlAlongDuet HushLittlePuppy 10SecondPuppyJingle',
    prank:
      'IsItARealPuppy PuppyKissAlarm MondayMorningPuppyPile PuppyFacedFamilyPhotos PuppyPhotobombCall 5PuppyPicsInDadsWallet PlushPuppyOnTheirPillow PuppyDeliversTheNote',
  },
  mexico: {
    prank:
      'MexicoPapelPicadoSurprise MexicoMananitasWakeUp MexicoBeachInTheBackyard MexicoAlebrijeGift PinataFullOfSocks CascaronConfettiEggs GooglyEyesOnMexicoMap 3ClueMexicoVacationTease',
    wellness:
      '7DaysOfMexicoMornings 5MinuteMexicoNap MexicoCanelaTeaBreak HammockInMexico AguaFrescaReset SiestaLikeALocal SlowSundayMexicoStyle JournalYourMexicoDream',
    educational:
      'DrawMexicoFromMemory MexicoSpanishPhrases 5FoodsMexicoGaveUs CanYouNameMexicosStates DayOfTheDeadMeaning WhyAxolotlsRegrow SinkingMexicoCity MexicoIn60Seconds',
    fitness:
      '7DayWalkToMexico MexicoCumbiaCardio MexicoMusicSquatOff MexicanWaveSquats 100StepsForMexico CanYouJuggleLikeMexico ExploreMexicoOnFoot MexicoJumpRopeRhymes',
    funny:
      'Rank10MexicoSnacksBlind MexicoHotSauceFaceOff MexicoAbuelaReacts MexicoSalsaRanking PinataSwingMiss LimeOnEverythingMexico SpanishClassVsMexico TelenovelaMexicoMonday',
    music:
      'OneTunePerMexicoState MexicoMariachiCover CanYouClapLikeMexico MexicoCumbiaKaraoke RancheraDuet CielitoLindoSingAlong LearnASongFromMexico MaracaVsDrumMexicoBattle',
    tech: '7DayMexicoSpanishApp AIPlansMyMexicoTrip MexicoMapQuizFaceOff CanYouSpotMexicoFromSpace MexicoRecipeVideoCall TranslateMexicoMenus StreetViewMexicoHunt PlanMexicoUnder10Minutes',
  },
  steak: {
    art: 'SketchSteakIn60Seconds SteakStillLife SteakFromPlayDough PaintAPerfectSteak MarblingMasterpiece GrillMarkDoodles RealOrClaySteak DrawYourSteakDinner',
    pet: 'SteakPlushToyFaceOff CanYourDogIgnoreSteak PupHearsSteakSizzle UnboxASteakSqueaker RibeyeRopeTug PuppyEyesAtTheGrill SteakhouseStareDown 10SecondSteakWait',
    prank:
      'PlushSteakOnDadsPlate SteakSizzleRingtone SteakPhotoInEveryFrame RiceKrispieSteak GooglyEyedSteakNight WhiteGloveWaiterDad FancyNapkinsForSteak SteakShapedBrownie',
    travel:
      '3CitySteakFaceOff SteakhouseHop TexasSteakRoadTrip BestSteakInTown ChophouseCrawl CanYouFindABetterSteak RateTheSteakOutOf10 SizzlingSaturdaySteak',
    dance:
      'SteakhouseLineDance TangoWithSteakTongs FlipTheSteakShuffle MediumRareSteakBattle SteakSizzleShimmy WellDoneWaltz FreezeWhenSteakFlips 10SecondSteakSpin',
    fitness:
      'EarnYourSteak PlankWhileTheSteakRests 10KStepsThenSteak CastIronCarry RibeyeRows 100SquatsBeforeSteak SteakNightDeadlifts SteakProteinPushUps',
    funny:
      'SteakDonenessDebate SteakhouseFancyVoice HowDoYouLikeYourSteak TinyPlateGiantSteak KetchupOnSteakGasp DontCutItYet RateMySteakIn5Words OneMinuteSteakSpeech',
  },
  campfire: {
    art: 'CampfireCharcoalSketch PaintTheCampfire CampfireShadowPuppets MiniCampfireDiorama CampfireColorFaceOff FirelightPortraits DrawACampfireIn60Seconds 10MinPaperCampfire',
    fashion:
      'CampfireFlannelFit LayerUpForTheCampfire 7DaysOfCampfireLayers SweaterWeatherBonfire MarshmallowPuffer CampfireBeanieStyle CampfireLookFaceOff 3WayCampfireOutfit',
    pet: 'CampfirePupCuddle AdventureCatCampfire SleepyPuppyByCampfire 3CampfireSongsToMyDog HappyCamperPet CampfireTentKittyNap HamsterCardboardCampfire CampfireStoriesForBunnies',
    cooking:
      'CampfireBananaBoats FoilPacketCampfireMeal 10MinuteCampfireDessert StickBreadOverCampfire SmoreOrLess CampfireNoCookWraps 3IngredientCampfireSnack CampfireTrailMixFaceOff',
    music:
      'SingAlongAtTheCampfire AcousticCampfireCover CampfireCrackleBeat NameThatCampfireTune KumbayaRemix CampfireKazooChorus OneLinePerCampfireSinger 10SecondCampfireHum',
    wellness:
      'GratitudeByTheCampfire CampfireFlameGazing CampfireCrackleASMR CampfireThreeGoodThings EmbersAndExhales CampfirePhonesAway 10MinuteCampfireSilence SlowSundayCampfire',
  },
  'hula hoop': {
    cooking:
      'HoopDeDonuts PineappleHulaHoops HulaHoopOnionRings 5MinuteHulaHoopSnack HulaHoopFruitWreath HoopBreakSmoothie HulaHoopSandwichFaceOff ShowUsYourHulaHoopPlate',
    dance:
      '60SecondHulaHoopGroove HulaHoopDuetForTwo HoopThereItIs HulaHoopFreezeDance 7DayHulaHoopStreak LearnThisHulaHoopCombo HulaHoopHustle MoonwalkWithHulaHoop',
    art: 'HulaHoopWeaving HulaHoopGlowUpIn10Min HulaHoopDreamcatcher PaintYourHulaHoop 7DaysOfHulaHoopDoodles GlitterTapeHoop MandalaHulaHoopBattle StitchAHulaHoop',
    funny:
      'HulaHoopFirstAttempt DadVsHulaHoop GrandpaGoesHooping HulaHoopOnAVideoCall CanYouHulaHoopLikeGrandma HoopDreamsCrushed 10SecondHulaHoopFails NarrateYourHulaHoopFlop',
    music:
      'HulaHoopToTheBeat HulaHoopTillChorusEnds HulaHoopKaraoke RockAroundTheHoop DontStopTheHulaHoop 5SongHulaHoopMarathon HulaHoopLipSyncDuet SingWhileHulaHooping',
    wellness:
      'HulaHoopFlowState 7DayHulaHoopHabit SpinToUnwind HoopYourStressAway HulaHoopAndBreathe 5MinuteHulaHoopReset MindfulHulaHoop HulaHoopWellnessWednesday',
  },
  shampoo: {
    art: 'ShampooMarblePaper ShampooBottleUpcycle 60SecondShampooSculpture RedesignYourShampooLabel BubblePrintArt BathroomStillLife TinyShampooPainting ShampooCapMosaicBattle',
    gaming:
      'ShampooBottleBowling ShampooRingToss PassTheShampooRelay CanYouLandAShampooFlip BeatMyShampooScore ShampooTowerIn30Seconds GuessThatShampoo ShampooCapFlickFootball',
    pet: 'CalmPupShampooIn5Steps ShampooTowelZoomies DogShakeSlowMo PetShampooGlowUp ShampooFreeCatBrushing FluffyAfterBath ShampooSundayForDogs RateYourCatsShampooFace',
    prank:
      'GooglyEyeShampoo ShampooLabelPuns HotelSizeShampooOnly ShampooRubberDuckArmy ShampooBottleLoveNote ShowerCapOnEveryone ShampooWearsSunglasses DadGetsHisOwnShampoo',
    tech: 'ShampooFoamSlowMo PhoneLightShampooShoot OneSongShampoo ShampooCommercialAtHome AIScansMyShampoo HardWaterTest 5CloseUpShampooShots ShampooStopMotionIn10',
    travel:
      'HotelShampooReview ShowUsYourTravelShampoo ShampooPackingFaceOff ShampooBarCarryOn LeakProofShampooHack PackShampooIn10Seconds ShampooAroundTheWorld OneShampooFor7Days',
  },
  window: {
    cooking:
      'WindowpaneCookies WindowSunTea GingerbreadWindows StainedGlassCandy SnipTheWindowsillHerbs 7DayWindowSproutJar WindowHerbPestoBattle 10MinWindowBrunch',
    pet: 'CatTVAtTheWindow WindowDogLookout WindowChatterReaction MailmanAtTheWindow NoseArtOnTheWindow 60SecondsOfWindowWatch SleepySundayWindowNap DubYourDogsWindowShow',
    dance:
      'SilhouetteInTheWindow RainyWindowSway 30SecondWindowShuffle WindowFrameFreeze WindowDuetThroughGlass WaveFromEveryWindow WindowMirrorDanceOff WindowCurtainTwirl',
    fashion:
      'DupeThatStoreWindow WindowpanePrintLook WindowShopOnABudget FitCheckInTheWindow StorefrontStrut MannequinTwinning WindowPoseFaceOff 3LooksOneWindowLight',
    music:
      'SerenadeYourWindowView WindowRainBeat SingOutTheWindow WindowBirdsongRemix RaindropsOnGlass 10TapWindowDrumOff OpenWindowConcert 7NightsOfWindowLullabies',
    wellness:
      'OpenTheWindowBreathe WindowRainWatch ThreeThingsOutMyWindow WindowSunriseJournal SlowSundayWindowSit CloudsThroughTheGlass 7DayWindowSkyDiary 5MinuteWindowStillness',
  },
  'fire truck': {
    art: 'CardboardFireTruck FireTruckClaySculpt FireTruckWatercolor StencilAFireTruck DalmatianSpotArt 7DayFireTruckDoodles FireTruckColorBattle 60SecondFireTruckSketch',
    dance:
      'FireTruckSirenDance 10SecondFireTruckFreeze CopyMyFireTruckMoves SteerTheFireTruck FiveAlarmFreestyle StopDropAndRollGroove FireTruckWiggle FireTruckCongaLine',
    wellness:
      'FireTruckSirenPause ThankTheFireTruckCrew 10MinFireTruckColoring FireTruckBedtimeStory StopDropAndBreathe CalmAsAFirefighter 7DayFireTruckThanks MindfulMondayFireTruck',
    gaming:
      'TeddyRescueByFireTruck CanYouSpotTheFireTruck FireTruckDiceRace FireTruckObstacleCourse FiveAlarmSpeedrun 60SecondFireTruckMemory ToyFireTruckRelay FireTruckBingo',
    travel:
      'ShowUsYourTownsFireTruck FireTruckOpenHouse SpotVintageFireTrucks FireTruckParadeDay FireEngineSpottingWalk HistoricFirehouseHop FireTruckSpotterBingo HowManyFireTrucksToday',
  },
  italy: {
    fashion:
      'ItalianStyleFitCheck DolceVitaItalyLook ItalyLinenSuit ItalyLemonPrintDress AmalfiCoastChic ItalyScarfThreeWays PackForItalyIn5Pieces ItalyVsFranceOutfitDuel',
    prank:
      'ItalyOperaWakeUp ItalyLivingRoomPicnic TurnHomeIntoItaly ItalyGelatoBarReveal MiniItalyFlagsInEveryShoe GooglyEyesOnItalyMap BackFromItalyJustKidding ItalyTiramisuSurprise',
    pet: 'DogLearnsItalyWordsIn7 ItalyPiazzaCats SleepySundayItalyNap PetReactsToItalianOpera CiaoBellaPup RomanHolidayKitty ItalyNameForMyPet KittenVsItalyBootPlush',
    speed:
      'ItalyLandmarkQuickDraw ItalyBootPuzzleRace OrderInItalianBlitz ItalyPastaShapeSort ItalyTriviaFaceOff GelatoBeforeItMelts 10ItalyCitiesUnder30Sec CanYouSketchItalyFast',
    tech: 'ItalianTranslateTest WalkItalyOnStreetView OfflineMapsForItaly PlanItalyIn10Minutes 7DayItalyLanguageStreak ItalyDreamTripPlanner ItalyPhrasesOnMyPhone ItalyMapQuizFaceOff',
  },
  plumber: {
    fashion:
      'DressLikeAPlumber PlumberWorkwearLook 60SecondPlumberOutfit PlumberToolBeltStyle PlumberVsChefFitOff UtilityPocketsGalore PlumberToRunwayFlip WorkdayPlumberGlowUp',
    pet: 'PlumberPupSupervisor PlayPlumberWithYourDog PlumberCatInTheSink 10SecondPlumberStare KittenVsPlumberToolbox DripWatcherKitty PetSupervisesThePlumber PlumberMeetsTheBunny',
    prank:
      'PlumberDripSoundPrank PlumberCostumeReveal StickyNotesFromPlumber GooglyEyePlumbing CoinUnderTheSink DadGetsPlumberVoicemail TinyToolboxForPlumber PlumberDuckArmy',
    cooking:
      'PlumberToolboxCookies PackAPlumberLunchPail WrenchCakeForPlumber 10MinutePlumberBreakfast 3IngredientPlumberSnack RigatoniPipeline PlumbersPotPie PlumberSandwichFaceOff',
    travel:
      'PlumberRideAlong TourMyPlumberVan PlumberRatesShowers PlumberPackingHacks PlumberReviewsRestStops HotelSinksJudgedByPlumber OneDayShadowingPlumber CanAPlumberPackLight',
  },
  rock: {
    cooking:
      'RockAndRollMilkshake RockStarBurgers RockBandCookieBakeOff GrowRockCandy 10MinuteRockConcertSnacks CookToOneRockAlbum RockyRoadBrownies PunkRockPizza',
    dance:
      'CanYouStrutLikeARockStar 7DaysOfRockClassics RockAroundTheClock JailhouseRockMoves AirGuitarSlide RockDanceOffWithDad RockNRollTwist PunkRockPogo',
    gaming:
      'CharadesWithRockSongs HumThatRockTune MusicalChairsRockEdition RockPaperScissorsCup FinishTheRockLyric 5SecondRockIntroQuiz RockTriviaDuel ClassicRockBingo',
    pet: 'DogRocksOut KittenVsPetRock RockSongTrickTraining RockAByePuppy PupHeadbangsToRock NapTimeRockForKittens DoesYourCatLikeRock 10WagsPerRockChorus',
    travel:
      'RockRecordStoreSaturday OneRockSongPerTown RockLegendRoadTrip FindYourTownsRockHistory LocalRockGigNight RockAndRollDinerStop VinylShopRockCrawl PackLikeARockStar',
  },
  sunset: {
    cooking:
      'SunsetLayeredMocktail SunsetSmoothieBowl SunsetPlatterFaceOff SkewersAtSunset 10MinuteSunsetSnack OmbrePancakeStack MangoSunsetParfait 3ColorSunsetToast',
    prank:
      'SunsetPicnicSurprise SunsetPlaylistGift ChalkMessageAtSunset SunsetFilterOnEveryPic SunsetInReverseTrick TurnAroundAndLook IndoorSunsetLamp ThatSunsetIsAPhoneScreen',
    dance:
      'SunsetSilhouetteDance SunsetDuetWithMom TwirlIntoTheSunset SunsetSalsa GoldenHourGroove LastLightLimbo 7DaySunsetShuffle SaturdaySunsetShimmy',
    fashion:
      'SunsetToneFit 7DaySunsetPalette OmbreDressAtSunset MatchTheSunsetColors GoldenHourGlow SunsetEyeshadowBlend SunsetOutfitFaceOff StyleOneShirtForSunset',
    pet: 'SunsetPetSilhouette SunsetWalkWithDog SunsetZoomiesIn10Seconds KittenWatchesTheSunset PuppyFetchAtSunset GoldenRetrieverHour 7DaySunsetBunnyHop SundaySunsetCatNap',
  },
  volleyball: {
    cooking:
      'VolleyballCakePops VolleyballOrangeSlices TeamVolleyballPasta 3IngredientVolleyballFuel BumpSetSnack ServeItUpSmoothie 10MinuteVolleyballBites VolleyballParentsBakeOff',
    fashion:
      'VolleyballFitCheck 5MinuteVolleyballBraids BeachVolleyballLook StyleVolleyballKneePads LuckyNumberJersey CourtsideChic VolleyballScrunchieStack VolleyballTeamTwinDay',
    funny:
      'VolleyballWithABalloon VolleyballRefCalls BeachVolleyBloopers SockVolleyballVsDad CallingTheBallFail NarrateMyVolleyballMiss 5TypesOfVolleyballParents VolleyballDramaticDive',
    music:
      'VolleyballWarmUpSong VolleyballChantRemix SqueakyVolleyballShoes VolleyballBenchDrumOff BumpSetBeat 30SecondVolleyballCheer SingYourVolleyballLineup VolleyballClapCadence',
    wellness:
      'SlowSundayVolleyball PostVolleyballStretch VolleyballBreathReset 60SecondVolleyballFocus CalmBeforeTheServe ThankYourSetter 7DayVolleyballRecovery VolleyballTeamGratitude',
  },
  seagull: {
    dance:
      'BoardwalkSeagullBop SeagullSwoopSpin SeagullStrutRelay 10SecondSeagullFlap PierSquawkShuffle DanceLikeASeagull SeagullShoreShimmy SeagullMovesBattle',
    funny:
      'SeagullDramaticNarration NegotiateWithASeagull 10SecondSeagullImpression DoYourBestSeagull CanYouOutstareSeagulls BeachLunchBodyguard SeagullVsSandwichStandoff SeagullSaidMine',
    gaming:
      'PlayAsASeagull SeagullSaysSquawk SeagullPaperPlaneDuel SeagullSpotterBingo GuessMySeagullImpression PigeonsVsSeagullsTally CountSeagullsIn60Seconds SeagullTagRelay',
    music:
      'SeagullShanty SeagullSquawkRemix LofiBeachWithSeagulls SeagullCallDuet DockOfTheBayCover SingWithTheSeagulls 10SecondSeagullBeat CanYouHumLikeASeagull',
    tech: 'SeagullSlowMoFlight SeagullBeachTimelapse BirdAppNamesTheGull PhoneIDsEverySeagull CatchASeagullMidAir 3SeagullShotsIn60Seconds RecordASeagullRingtone SeagullEditingFaceOff',
  },
  astronaut: {
    cooking:
      'AstronautIceCream AstronautTortillaPizza AstronautSnackPouch DinnerFromATube 3IngredientAstronautWrap RocketFuelSmoothie 10MinuteAstronautLunch AstronautMenuFaceOff',
    funny:
      'AstronautHelmetItch AstronautZeroGFails HomeAstronautPOV AstronautMondayMorning SuitUpLikeAnAstronaut OneSmallStepForSnacks AstronautWalkToTheFridge DadVsAstronautTraining',
    fashion:
      'AstronautFlightJacket AstronautLook3Ways 10MinAstronautPatches AstronautJumpsuitFit MoonBootMonday SilverSuitStrut DressLikeAnAstronaut AstronautOutfitGlowUp',
    wellness:
      'AstronautLightsOutHour PaleBlueDotAstronomy AstronautBoxBreathing 7DayAstronautSleepRoutine AstronautStretchSunday CaptainsLogJournal CalmLikeAnAstronaut 5MinuteAstronautBreath',
  },
  baseball: {
    art: 'BaseballCardMe 7DaysOfBaseballColor BaseballFacesOnBalls PaintABaseballPennant SketchTheSwing DoodleTheDiamond BaseballPaintingBattle 60SecondBaseballDrawing',
    music:
      'BaseballWalkUpSong BaseballCrowdChant CanYouDrumABaseballTune BaseballCheerDuet BatCrackBeat SeventhInningSingAlong BaseballGloveDrumming 10SecondBaseballJingle',
    wellness:
      'BaseballCatchWithDad 7DayBaseballTossStreak PhoneFreeBaseballGame BaseballOnTheRadio SeventhInningStretch SlowPitchReset 5MinuteBaseballFootRoll SundayBaseballUnplug',
    gaming:
      'GuessThatBaseballPlayer BaseballCardBattle BroomstickBaseball 10PitchBaseballChallenge SockBaseballHallwayCup BackyardWorldSeries DiceBaseballLeague BaseballBalloonBatting',
  },
  car: {
    dance:
      'ParkedCarDance CarWiperMovesFaceOff CarpoolShuffle CarWashShimmy 10SecondCarKeysJive PassengerSeatGroove BackseatCarDuet DrivewayCarBoogie',
    fitness:
      'CarWashWorkout RoadTripStretch CarWaxArmBurn PitStopPushUps CarSideSquatRelay 50LungesBesideTheCar 10MinuteCarVacuumCardio ParkedCarCalfRaises',
    wellness:
      '5MinuteCarSilence CarRideGratitude CarBreathingBreak ParkedCarJournal DrivewayDecompress SunroofStargazing SundayCarSingAlong 7DayCleanCarStreak',
    funny:
      'TypesOfCarPassengers WhereDidIParkMyCar CarNamingCeremony CarBackseatDriver AreWeThereYet FrontSeatCarFaceOff DubYourCarsGPSVoice Rank5CarSnacksBlind',
  },
  donkey: {
    cooking:
      'DonkeyCarrotCake DonkeyCookies DonkeyCupcakeBattle 3IngredientDonkeyTreats HeeHawMuffins BarnyardBrunch GingerbreadDonkey 10MinuteDonkeyPancakes',
    dance:
      'DonkeyKickDance DonkeyHeeHawHop MiniDonkeyTwoStep DonkeyMovesDuet DonkeyBrayOnTheBeat BarnyardBoogie 10SecondDonkeyTrot GallopLikeADonkey',
    fashion:
      'DonkeyColorsFaceOff DonkeyFarmFitCheck MiniDonkeyTwinning DonkeyOverallsLook 10MinuteDonkeyEars FarmhouseFlannelStyle CozyGreyDonkeyKnit 3WaysToWearDonkeyPrint',
    prank:
      'DonkeyHeeHawAlarm DonkeyEarsPhotobomb DonkeyFilterOnDadsPhone DonkeyPlushInBed NewDoorbellIsADonkey TinyDonkeyEverywhere CardboardDonkeyCameo SingingDonkeyGram',
  },
  flamingo: {
    music:
      'FlamingoHonkRemix FlamingoBucketDrums 10SecondFlamingoBeat FlamingoFlamencoClaps OneLegFlamingoSingAlong PrettyInPinkCover BeachPartyFlamingoSong FlamingoDuetWithMom',
    dance:
      'FlamingoStrut FlamingoOneLegSpin PinkFeatherShuffle 10SecondFlamingoFreeze CanYouTwirlLikeFlamingos StrikeAFlamingoPose FlamingoMovesBattle FlamingoTiptoeTwist',
    fitness:
      '60SecondFlamingoBalance StandLikeAFlamingo FlamingoSquats BrushYourTeethFlamingo TreePoseWobble OneLegWonder FlamingoKneeRaises 7DayFlamingoStreak',
    wellness:
      'FlamingoMindfulBalance 5MinuteFlamingoStillness CalmFlamingoPose 7DayFlamingoJournal BreatheOnOneLeg PinkSunsetGratitude SlowSundayFlamingo FlamingoNeckStretch',
  },
  history: {
    cooking:
      '3IngredientHistoryBread HistoryRecipeFaceOff VictorianHistoryTea MedievalHistoryFeast HistoryOnAPlate CookLikeAPharaoh 7DaysOfHistoryDinners HistoryGrandmasCookbook',
    fashion:
      'HistoryDecadeFits 10MinuteHistoryHairdo HistoryThenVsNowOutfit RenaissanceHistoryLook WearHistoryToWork ModernizeAMonarch HistoryVintageThriftHunt GrandmasHistoryCloset',
    travel:
      'HistoryBehindTheStatue 5HistoryStopsNearHome ThenVsNowHistoryPhotos LocalHistoryHunt StandWhereItHappened HistoricDinerCrawl HistoryPlaqueSpotting WhatsMyStreetsHistory',
    music:
      'HistoryRapBattle OneHitPerHistoryDecade MedievalHistoryCover BardHistoryBallad HistorySongParody SeaShantyHistory 60SecondHistoryJingle SingYourHistoryHomework',
  },
  paris: {
    prank:
      'GooglyEyesOnParisPhotos ParisCafeInTheKitchen JustKiddingParisTrip SpeakParisAccentAllDay CroissantDoorDrop ParisPaperCupEiffel ParisBonjourStickyNotes ParisPostcardFromTheCouch',
    fashion:
      'ParisianChicLook ParisBretonStripes DressLikeYoureInParis BeretAndBaguette Pack5PiecesForParis ParisVsLondonFitOff ParisFashionWeekAtHome 7DaysOfParisOutfits',
    music:
      '10SecondParisJingle ParisChansonDuet ParisCafeSingAlong BeatboxYourParisPlaylist LaVieEnRemix OohLaLaLoop HumAParisianClassic CanYouWhistleParisSongs',
    wellness:
      'ParisianEveningStroll 10MinuteParisBenchRead LiveLikeYoureInParis SundayParisPicnicSolo ParisSlowBreakfast CafeAuLaitPause TerraceTimeParis 7DayParisMorningRitual',
  },
  rain: {
    art: '10MinuteRainPrints LetTheRainPaint RainWatercolor RainWindowSketch UpsideDownPuddles StormCloudCharcoal RainyDayArtBattle 7DaysOfRainDoodles',
    funny:
      'MainCharacterRain RainCheckExcuses UmbrellaFlipFail RainHairBeforeVsAfter RainyDayStirCrazy SoakedToTheSocks OneMinuteRainReport 10SecondRainDrama',
    wellness:
      'ListenToTheRain RainyDayReset RainWindowJournal BreatheWithTheRain RainTeaAndABook SleepySundayRain 7NightsOfRainSounds 5MinuteRainStillness',
    music:
      'SingingInTheRain RainBucketDrums 10SecondRainJingle RainyDayLoFi PitterPatterBeat ThunderBassDrop CanYouDrumLikeRain RainfallDuet',
  },
  snow: {
    fitness:
      'SnowAngelReps SnowShovelCardio SnowballSquats SnowDayWorkoutDuel BootcampInTheSnow 100StepsThroughSnow CanYouPlankOnSnow DeepSnowHighKnees',
    music:
      'SnowCrunchBeat 10SecondSnowJingle SnowBootStompRhythm FrostyTheSnowmanSong SingYourSnowDayPlaylist WinterWonderlandCover LipSyncInTheSnow SnowShovelDrumBattle',
    cooking:
      'SnowmanPancakes FirstSnowCupcakes SnowDayCocoaBar 10MinuteSnowyBreakfast SnowballCookieOff PowderedSugarBlizzard 3IngredientSnowTreat SnowflakeSandwichBattle',
    dance:
      'SnowBootStomp ShakeOffTheSnow CanYouSpinLikeSnowflakes 10SecondSnowFreeze BlizzardBoogie MittenClapGroove SnowAngelDuet SnowDayDanceOff',
  },
  study: {
    dance:
      'StudyBreakBreakdance DanceAfterEveryStudyPage StudyDoneJig StudyBuddyDuet FlashcardFlipStep FinalsWeekShuffle EndOfStudyShimmy 10SecondStudyWiggle',
    fashion:
      '5DayStudyOutfitPlan StudyDarkAcademiaLook StudyFitFaceOff StudyCardiganGlowUp FinalsWeekLoungewear BlueLightGlassesStyle DressToStudy StudyHoodieThreeWays',
    funny:
      'StudyPlansVsReality 5TypesOfStudyBuddies StudyingTheFridge FinalsWeekMood CramSessionPOV HighlightTheStudyGuide CanYouStudyFor10Minutes NarrateMyStudyLikeSports',
    music:
      'StudyBeatboxBreak StudyMnemonicSong 7DaysOfStudyPlaylists SingYourStudyNotes StudyBeatWithPencils AmbientRainPiano StudyRapBattle 30SecondStudyJingle',
  },
  travel: {
    funny:
      'TypesOfTravelers PassportPhotoReveal LostInTranslationSkit HomeTourTravelGuideStyle CanYouPackTravelBagsFast TravelBuddyRedFlags 60SecondTravelVlogParody TravelMomAirportMode',
    pet: 'TravelDayKittyCuddles PetTravelBuddy PuppyPassportPhoto TravelCarrierTrial WhichTravelToyWins KittenTravelTest PackYourDogsTravelBag OneWeekTravelCrateHabit',
    prank:
      'BagsPackedTravelTease TinyTravelMapInTheirShoe GooglyEyesOnTravelMugs StaycationFakeout SuitcaseLoveNote TravelSizeEverything TravelPillowTakeover TravelLivingRoomAirline',
    gaming:
      'TravelGuessTheCity FamilyTravelTriviaBattle NameThatTravelSpotIn10 TravelBingo 60SecondTravelQuiz PassportStampQuest LicensePlateTravelTally TravelTwentyQuestions',
  },
  watermelon: {
    fashion:
      'DIYMelonSliceEarrings WatermelonNailArt DressLikeAWatermelon StyleWatermelonThreeWays RindToRunway 7DaysOfWatermelonPink WatermelonFitFaceOff WatermelonPrintSundress',
    fitness:
      'PressAWatermelon WatermelonFarmerCarry WatermelonRussianTwist SquatWithAWatermelon 10MinuteWatermelonBurn WatermelonRelayRace WatermelonLunges 60SecondWatermelonHold',
    prank:
      'PlushWatermelonBedtime WatermelonSharkReveal MessageInAWatermelon WatermelonIsDadsNewPet WatermelonWearsSunglasses WhoAteMyWatermelon GiantBoxTinyWatermelon WatermelonGooglyEyes',
    music:
      'WatermelonSugarCover WatermelonThumpBeat WatermelonRindRhythm WatermelonDrumDuet 10SecondWatermelonJingle SingToYourWatermelon OdeToAWatermelon GuessTheSongOnWatermelon',
  },
  backpack: {
    cooking:
      'BackpackTrailMix BackpackBentoFaceOff SnackPackBackpack GranolaBarBake BackpackPicnic BackpackNoCookLunch 3IngredientBackpackBars 5MinuteBackpackWrap',
    dance:
      'BackpackStrapShuffle BackpackMoonwalk 10SecondBackpackSpin BackpackMovesBattle BookbagBounce HallwayLockerGroove DanceWithYourBackpack BackpackBuddyDuet',
    travel:
      'WhatsInMyHikingBackpack OneBagTravel BackpackAndATrainTicket LiveOutOfABackpack BackpackCitySideQuest BackpackWeightFaceOff BackpackReadyIn5 7ItemBackpackWeekend',
  },
  boat: {
    fashion:
      'BoatShoeRunway 10MinuteBoatStyle StripesOnABoat BoatDayGetReady BoatLookFaceOff DressLikeABoatCaptain BoatNeckFiveWays StripedBoatGlowUp',
    pet: 'DogOnABoat BoatShapedKittyBed BoatPuppyLookout CatInACardboardBoat BoatFirstMateFido BoxBoatForYourBunny SleepySundayBoatNap PaperBoatVsKitten',
    wellness:
      'BoatSunsetCalm BoatDayUnplug 7NightBoatJournal DontRockTheBoat RowYourBoatGently DriftLikeABoat FoldPaperBoatWishes 5MinuteBoatBreathing',
  },
  confetti: {
    fashion:
      'ConfettiPrintFit ConfettiNailArt TinyConfettiEarrings GlitterConfettiMakeup WalkingPartyPopper 10MinuteConfettiClips ConfettiLookFaceOff StyleConfetti3Ways',
    fitness:
      'ConfettiCleanUpSquats ConfettiJumpingJacks EarnTheConfetti ConfettiWorkoutFaceOff 7DayConfettiStreak PopperPlankParty RepsThenConfetti OneMinuteConfettiBurpees',
    wellness:
      'ConfettiGratitude ConfettiSmallWins CelebrateWithConfetti 7DayConfettiJoyJar ThrowConfettiForYou EveryWinAConfettiPop NoteToSelfConfetti FeelGoodFridayConfetti',
  },
  'dog walk': {
    dance:
      'DogWalkStrut WalkiesWiggle LeashInHandTwoStep TheDogWalkMoonwalk DanceEveryDogWalkCorner DogWalkMusicVideo 10SecondDogWalkGroove MondayDogWalkMoves',
    fitness:
      'ParkBenchDips SquatAtEverySniff WalkiesPowerStride DogWalkIntervals DogWalkStepStreak 7DayDogWalkLunges 10MinuteDogWalkBurn DogWalkPaceFaceOff',
    prank:
      'InvisibleDogWalk DogWalkChalkNotes DogWalkGiantPlushPup BackwardsDogWalk WalkiesSecretCode DogWalkSpellingTest VacuumOnADogWalk TinyLeashDogWalk',
  },
  frog: {
    art: 'FrogOrigamiFold FrogClayBattle LilyPadFrogWatercolor 7DayFrogDrawingStreak FrogFingerPrintArt SketchAFroggyFace 60SecondFrogDoodle PaperPlateFrogs',
    prank:
      'FrogCroakRingtone FrogPlushInTheFridge MirrorFullOfTinyFrogs JumpingFrogToyDrop RubberFrogInTheShoe WhoPutAFrogOnMyPillow FrogWakeUpSerenade FrogRibbitDoorbell',
    funny:
      'YourDayNarratedByFrog FrogPrinceAudition CroakLikeAFrogDad TheFrogInMyShoe BestFrogImpressionWins CanYouFrogHop10Times FrogWeatherReport FrogJumpFaceOff',
  },
  hawaii: {
    fashion:
      'HawaiianShirtFit HawaiiMuumuuStyle 7DaysOfHawaiiPrints FlowerLeiHawaii AlohaAttire SarongFourWays DressForHawaiiIn10 HawaiiOutfitFaceOff',
    prank:
      'SurpriseHawaiianShirtDay GooglyEyesOnHawaiiMap HawaiiLeiGreeting HawaiiGrassSkirtWakeUp TikiTakeover HawaiiUkuleleAlarm HawaiiPostcardsEverywhere JustKiddingHawaiiTrip',
    fitness:
      'HulaLikeYoureInHawaii HawaiiPaddleArmCircles HawaiiSunriseYoga StretchIntoHawaiiTime SurfPopUpDrills 10MinuteHawaiiCardio HawaiiWorkoutFaceOff 7DayHawaiiMoveStreak',
  },
  library: {
    pet: 'LibraryReadToDogs CatSitsOnLibraryBook DogPicksMyLibraryNovel PupLibrarian KittenVsLibraryPages 7DayLibraryStorytime PetLibraryCard LibraryBunnyStoryCorner',
    funny:
      'LibraryWhisperSkit OverdueLibraryBook LoudestLibrarySneeze LibrarianShushOff LibraryQuietBattle LibraryLateFeeConfession 5TypesOfLibraryVisitors CanYouOpenChipsInALibrary',
    speed:
      'LibraryBookHunt SortALibraryShelf FastestLibraryCheckout BeatTheLibrarian LibraryAlphabetFaceOff LibraryFindItInFive 10LibraryBooksUnder60Sec LibraryRelayRace',
  },
  mop: {
    cooking:
      '3IngredientMopSauce PancakeMessMopUp MopUpTheGravyBread BBQMopChicken CleanAsYouCook MopAndChopCombo SpotlessKitchenMopIn10 MopVsFlourBakeOff',
    fashion:
      'MopTopMakeover 60SecondMopWig MopBandanaStyle ColorMatchYourMop RubberGloveGlam CinderellaChoreFit MopLookFaceOff SaturdayMopGlowUp',
    music:
      'WhistleWhileYouMop 10SecondMopJingle MopBucketDrums MopBroomDuet OneSongPerMopRoom SqueakyCleanBeat ConductWithAMop MopRapBattle',
  },
  scarf: {
    dance:
      'SilkScarfSway HipScarfShimmy ScarfRibbonTwirl 10SecondScarfSpin WrapAndRoll ScarfDanceDuet ScarfSwishStep ScarfTossBattle',
    prank:
      'EndlessScarfTrick ScarfForTheSnowman HouseplantScarfParade NowYouSeeItScarf ScarfOnEveryHook DadsMugWearsAScarf ScarfChainPrank LoveNoteInsideScarf',
    music:
      'ScarfTossOnTheDrop HumIntoYourScarf 10SecondScarfJingle CanYouRapThroughAScarf ScarfSingAlong KnitToTheBeat StadiumScarfChant ScarfTwirlDuet',
  },
  sprinkler: {
    fitness:
      'SprinklerSprints 100JumpsOverSprinkler DodgeTheSprinkler PlankUnderTheSprinkler SprinklerJumpRope SplashAndSquat 10MinuteSprinklerCircuit SprinklerRelayRace',
    prank:
      'SprinklerTimerSurprise BubblesFromTheSprinkler SprinklerWelcomeHome PoolNoodleSprinkler RainDanceItWorked GooglyEyedSprinkler SprinklerPartyPopUp MagicWordStartsSprinkler',
    pet: 'DogVsSprinkler SprinklerZoomies SprinklerBubbleChase PupsFirstSprinkler ChompTheSprinkler 10SecondSprinklerShake SprinklerSundayForDogs FetchRelayBySprinkler',
  },
  treadmill: {
    fashion:
      'TreadmillFitCheck InclineWalkOutfit StyleTreadmillGear3Ways TreadmillRunway StrutTheTreadmill TwinningOnTheTreadmill 7DayTreadmillLookbook TreadmillGlowUp',
    prank:
      'TreadmillStickyNotes TreadmillFinishTape CheerSquadTreadmill GooglyEyesOnTreadmill TreadmillMedalCeremony TreadmillTinyTrophy CardboardTreadmillCrowd DadsTreadmillFanClub',
    funny:
      'TreadmillKaraokeFaceOff InclineWalkRegrets 5TypesOfTreadmillUsers WhenTheTreadmillBeeps NarrateMyTreadmillRun RunningToNowhere TreadmillPepTalk TreadmillClothesRack',
  },
  art: {
    dance:
      'ArtStatueFreeze FamousPaintingPoses ArtGalleryDance MoveLikeYourFavoriteArt MuseumMoonwalk DanceThroughArtistsBlock 10SecondArtShapes ArtMovesDuet',
    wellness:
      'DrawTodayAsArt DoodleBeforeBed OneLineArtCalm SlowArtDay ArtWithoutRules ArtForNoOne 10MinuteArtReset 7NightArtHabit',
    gaming:
      'ArtDiceSketchDuel ArtGuessMyDoodle CanYouCopyThisArtBlind ArtistVsAIFaceOff FamousArtCharades MasterpieceMemoryMatch 60SecondArtQuiz FoldAndDrawArtRelay',
  },
  recess: {
    art: 'HopscotchMasterpiece RecessChalkMural BubblePaintPrints 10MinuteRecessDoodle 7DaysOfRecessCrafts RecessArtFaceOff DrawRecessFromMemory RecessFriendshipBracelets',
    fashion:
      'DressLikeRecess1999 RecessVelcroThrowback RecessSneakerFaceOff RecessReadyOutfit 5MinuteRecessHair FieldDayFit DressedForRecess RecessThenVsNowLook',
    wellness:
      'RecessForAdults TenMinuteRecess PlaygroundSwingCalm RecessBrainBreak RecessWalkWednesday PlayLikeItsRecess 7DayRecessHabit CanYouTakeARecessToday',
  },
  basement: {
    fashion:
      'BasementVintageFinds 3LooksFromTheBasement BasementClosetGlowUp BasementThriftFlip GrungeBandLook ThrowbackBinOutfit ParentsVsMeBasementFits WearDadsBasementJacket',
    wellness:
      'BasementReadingNook BasementYogaCorner OneBoxBasementPurge 10MinuteBasementReset CozyCellarRetreat SlowSundayBasement BasementStretchBreak 7DayBasementCalm',
  },
  cereal: {
    fitness:
      'CerealCrunchAbs MilkJugCurls CerealBowlBalance SpoonfulSquats PassTheCerealRelay 7DayCerealMorningMoves CerealBoxPress OneMinuteCerealPlank',
    pet: 'CerealBoxCatFort CerealMazeForPets SpoonSoundReaction YourPetAsACerealMascot PuppyEyesAtCereal KittenCrunchASMR 7DayCerealCastleBuild CerealBunnyTunnel',
  },
  donut: {
    prank:
      'DonutBoxFullOfVeggies StickerDonutsEverywhere DonutGooglyEyeDozen GiantDonutPillowReveal OneDonutTenGiftBags IsThatDonutReal DonutPhotoInEveryFrame DonutPlushBedtime',
    travel:
      'DonutShopCrawl DonutRoadTrip BestDonutIn5Miles CiderMillDonutRun BoardwalkDonutStroll RateEveryDonutOutOf10 LocalDonutLegends 3TownDonutFaceOff',
  },
  flute: {
    cooking:
      'FluteShapedCookies PipeAFluteOnACupcake FluteDessertFaceOff PretzelRodFlutes ChampagneFluteMocktail 10MinuteFluteParfait FlutedTartShells 3IngredientFluteSnack',
    wellness:
      'FluteMeditation CalmFluteMorning 5MinuteFluteStillness FluteForYourHouseplants OneLongNoteReset BreatheInPlayOut SlowSundayFlute 7DayFluteHabit',
  },
  judge: {
    travel:
      'LocalPizzaJudge KidsJudgeOurTown CoffeeStopJudge JudgeEveryPlayground JudgeTheFoodTruck SaturdaySnackJudge BeachJudgeScorecard 3ParkJudgeFaceOff',
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle ImpressTheJudges JudgesPerfectTenSpin CanYouMakeAJudgeSmile KidJudgesEveryMove 10SecondJudgeShuffle',
  },
  music: {
    dance:
      'MusicFreezeDance 5MusicGenresIn60Seconds DecadeMusicBattle FaceTheMusicFreestyle EveryChorusNewMove StrikeAPoseOnTheDrop MusicVideoRecreate MusicDuetWithGrandma',
    prank:
      'MusicStuckInTheirHead MusicSerenadeWakeUp GrandmaMusicPlaylistTrick DramaticMusicEntrance MusicCardSurprise DoorbellMelodyChange SingingHouseplantMusic EpicMusicForEveryChore',
  },
  puzzle: {
    dance:
      'JigsawJive PuzzleBoxShimmy PuzzlePartnerDuet LastPuzzlePieceJig ItFitsVictoryDance 10SecondPuzzleGroove PuzzleShuffle OneMovePerPuzzleEdge',
    fitness:
      'PuzzlePlankHold PuzzleBreakBurpees JigsawLunges 10CrunchesPerPuzzleRow PiecesAndPushUps SquatForEveryEdge PuzzleRelayRace 7DayPuzzleWorkout',
  },
  softball: {
    funny:
      'SoftballDadCoachMode FoulBallDodgers SoftballUmpVoice TypesOfSoftballMoms NarrateMySoftballSwing BenchWarmerPOV 60SecondSoftballDrama SockSoftballVsGrandpa',
    prank:
      'SoftballGloveNote SoftballBatBubbleWrap GooglyEyeSoftballs SoftballConfettiCap KazooSoftballWalkUp TinySoftballGiantBox WrongNameSoftballJersey SoftballPlushInTheirBag',
  },
  toddler: {
    educational:
      'ToddlerExplainsIt ToddlerColorQuiz Count10ToysWithToddler AskAToddlerAnything 7DaysOfToddlerColors FirstWordsCountdown ToddlerVsDadSoundOff ToddlerShapeHunt',
    art: 'ToddlerScribbleRemake FridgeArtGallery BubbleWrapPrinting ToddlerFingerPainting ToddlerVsMeDrawOff 10MinToddlerMasterpiece PortraitByMyToddler 7DayToddlerDoodles',
  },
  cafeteria: {
    cooking:
      'CafeteriaPizzaRemake CafeteriaSloppyJoes CafeteriaTrayFaceOff SchoolLunchGlowUp 3IngredientCafeteriaTots PeanutButterBarsRedo CopycatCafeteria 10MinuteCafeteriaClassic',
    music:
      'CafeteriaCupSong LunchroomTrayDrums OneLinePerCafeteriaTable LunchBellRemix CafeteriaRapBattle 10SecondCafeteriaJingle SerenadeTheCafeteria CafeteriaSpoonDuet',
  },
  jewelry: {
    gaming:
      'JewelryTreasureHunt SpotTheMissingJewelry JewelryHotAndCold JewelryGuessThePrice JewelryTicTacToe RingTossJewelryBattle 60SecondJewelrySort CanYouRememberMyJewelry',
    prank:
      'JewelryBoxGummyBears GiantPlasticGemJewelry GooglyEyesOnJewelry HouseplantsWearingJewelry JewelryMismatchDare TinFoilJewelryReveal PolishTheirJewelry JewelryCerealNecklace',
  },
  camping: {
    prank:
      'CampingBalloonTent LivingRoomCampingTrip GooglyEyesOnCampingGear TeddyBearCampingVisitor CampfireStoryTwist CampingDuckInTheirBoot CampingWakeUpKazoo CampingPineconePillow',
  },
  convertible: {
    tech: 'ConvertibleParkedTour SlowMoConvertibleRoof ScanAConvertibleIn3D PassengerPOVConvertible 10SecondConvertibleReel ConvertiblePhotoFaceOff AIPlannedConvertibleRoute ConvertibleSunsetEdit',
  },
  gardening: {
    educational:
      'GardeningSoilTest GardeningMythOrFact CompanionGardeningQuiz PollinatorGardenCount WormCompostGardening GardeningPlantBuddies GardeningIn60Seconds 7DaySeedGardeningDiary',
  },
  janitor: {
    dance:
      'JanitorBroomWaltz TheJanitorShuffle JanitorDanceBreak CustodianTidyUpTwist MopAndPop JanitorGrooveBattle 10SecondJanitorSpin ThankYourJanitorWithMoves',
  },
  ramen: {
    art: 'RamenBowlPainting AnimeRamenDrawing RamenNoodleDoodle RamenDrawOffWithMom 7DaysOfRamenPortraits SteamyStillLife StringArtRamen 60SecondRamenSketch',
  },
  ai: {
    prank:
      'AIWroteYourCard AIPoemUnderThePillow ChatbotCompliments AITalkingHouseplant CatVoicedByAI GroceryListFromAI DadsNewAIRingtone AICartoonsTheFamily',
  },
  driveway: {
    art: 'Driveway3DChalk 7DayDrivewayMasterpiece DrivewayWaterPainting DrivewayPaintedRocks SidewalkSelfPortrait StainedGlassDriveway DrivewayArtFaceOff 60SecondDrivewayDoodle',
  },
  lawyer: {
    speed:
      'LawyerClosingIn30 FinePrintLawyerRace LawyerRebuttalBlitz LawyerTongueTwister 10ObjectionsLawyerStyle LawyerContractSpeedRead CanYouTalkLikeALawyer 60SecondLawyerDebate',
  },
  pet: {
    fitness:
      'OneMinutePetPlank 7DayPetWalkStreak PetFetchSprints SunSaluteWithPet PuppyPilates SquatsWithMyFurBaby OwnerVsPetRace PetKissPushUps',
  },
  tram: {
    music:
      'TramBellBeat TramRideLofi 10SecondTramJingle CanYouBeatboxATram OneTunePerTramLine TramStopDuet RapTheTramRoute LastTramLullaby',
  },
};
