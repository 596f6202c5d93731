import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'girls night': {
    cooking:
      'GirlsNightMocktails GirlsNightSnackBoard PajamaPizzaParty GirlsNightCookieBattle 5IngredientGirlsNight GirlsNightTacoBar SweetOrSaltyGirlsNight 10MinGirlsNightDessert',
    dance:
      'GirlsNightDanceParty GirlsNightChoreo HairFlipGirlsNight CongaLineGirlsNight 10MinGirlsNightRoutine GirlsNightFreestyleOff GirlsNightDiscoBall PassTheStepGirlsNight',
    educational:
      'GirlsNightTrivia GirlsNightSkincareFacts SleepoverScienceQuiz GirlsNightMythBusters GuessThePriceGirlsNight GirlsNightBookClub TeachOneThingGirlsNight WhoSaidItGirlsNight',
    fashion:
      'GirlsNightOutfitCheck GirlsNightMatchingPJs GirlsNightClosetSwap StyleMeGirlsNight GirlsNightCatwalkBattle 3LooksForGirlsNight ThenVsNowGirlsNight BraidTrainGirlsNight',
  },
  goat: {
    educational:
      'WhyGoatsClimb IsItAGoatOrSheep 4StomachsOneGoat DoGoatsReallyFaint GoatHornsVsAntlers GoatTinCanMyth GoatBreedQuiz 5GoatFactsIn60Seconds',
  },
  goldfish: {
    funny:
      'GoldfishCastleRealtor GoldfishStaringContest FishbowlSoapOpera WhatsMyGoldfishThinking DoYourBestGoldfish NewBowlWhoDis 3SecondGoldfishMemory InterviewTheGoldfish',
    music:
      'SerenadeYourGoldfish GoldfishBubbleBeat GoldfishLipSync 7DaysOfGoldfishSongs FishbowlLullaby 10SecondGoldfishJingle DoesMyGoldfishLikeJazz GoldfishKazooDuet',
  },
  golf: {
    educational:
      'WhyGolfBallsDimple GolfSwingPhysics HowGolfBegan GolfRulesQuiz GolfOnTheMoon NameThatGolfScore BustAGolfMyth 5GolfFactsIn60Sec',
    gaming:
      'GolfVideoGameDuel GolfHallwayPuttOff CouchCushionGolfCourse 10ChipLaundryBasketGolf CrazyGolfSpeedrun TrickShotGolfRelay GolfCardShowdown CanYouBeatMyGolfScore',
    speed:
      'SpeedGolfRound FastestMiniGolf GolfChipBlitz GolfPuttingRace OneMinuteGolfBallGrab NineHolesInAnHour PuttAndRunGolfRelay CanYouBeatMyGolfTime',
  },
  'golf cart': {
    fitness:
      'GolfCartFreeRound GolfCartStretchStop GolfCartCalfRaise BackNineWalk SkipTheGolfCart 18HolesNoGolfCart 10MinuteGolfCartWarmUp CoreTwistGolfCart',
    gaming:
      'GolfCartRacingGame GolfCartTriviaRide GolfCartTycoonBuild ToyGolfCartDerby ISpyGolfCart 10ThingsFromTheGolfCart GolfCartCharadesIn60 ScavengerHuntGolfCart',
  },
  goose: {
    educational:
      'WhyGeeseFlyInAV 30SecondGooseFacts GoslingsFollowMom DoesAGooseHaveTeeth GooseOrSwanQuiz GooseMythBusted MotherGooseRhymeMeaning GooseFeatherWaterTest',
    funny:
      '10SecondGooseImpression GooseVsMailman GooseHonkOff WhenAGooseSpotsYou SillyGooseSkit DoTheGooseWaddle GooseNarratesMyDay ChasedByAGoose',
    wellness:
      'GoosePondMorning GeeseSkyWatching 7DayGooseSpotting 5MinuteGooseWatch WriteOneGooseHaiku FloatLikeAGoose GooseGratitudeWalk GooseQuietBenchSit',
  },
  graduation: {
    pet: 'PuppyClassGrad GraduationPawtrait FetchTheGraduationScroll GoodBoyGraduate DiplomaForMyDog GraduationPetThenVsNow 7DaysToGraduationTrick GraduationStayDare',
    prank:
      'GooglyEyeGraduationPics GradBabyPhotoSlideshow GradCapSecretMessage GiantFaceCheerSquad TinyGraduationDiploma GradPhotobombParent 100StickyNotesGraduation WhosInMyGraduationFrame',
    speed:
      'GraduationDiplomaDash DecorateGradCapIn10 100HugsOnGraduationDay GownQuickChange GraduationTasselFlipOff GraduationSelfieBlitz 5MinGraduationCardRush GraduationPhotoRelay',
    tech: 'AIGraduationSpeech GradVideoMontage 60SecondGraduationRecap SlowMoTasselFlip GraduationSelfieBattle QRCodeYourCap MakeAGraduationInvite GraduationThenAndNowEdit',
    travel:
      'GraduationRoadTrip 10PlacesBeforeGraduation PostGradAdventure 48HourGraduationGetaway CampusFarewellTour GradDayTripWithMyCrew GraduationBucketList PackOneBagForGraduation',
  },
  graffiti: {
    cooking:
      'GraffitiCake GraffitiCookieArt EdibleSprayDonuts 10MinuteGraffitiPizza KetchupGraffitiFaceOff GraffitiOnToast3Ways GraffitiGingerbread PipeYourNameGraffitiStyle',
    dance:
      'GraffitiBackdropBattle StreetArtShuffle GraffitiPopAndLock GraffitiCanShake BBoyGraffitiJam MatchYourMovesToGraffiti GraffitiWallDuet 8CountGraffitiChoreo',
    educational:
      'GraffitiFromPompeii GraffitiLetterDecoder DrawYourNameInGraffiti GraffitiVsStreetArt GuessTheCityByGraffiti PaperStencilGraffiti GraffitiHistoryTimeline 60SecondGraffitiStyles',
    funny:
      'GraffitiGroceryList GraffitiFontFails GrandmaTriesGraffiti RanOutOfRoomGraffiti DadsGraffitiTag 5SecondGraffitiName CanYouReadMyGraffiti FirstEverGraffitiVsNow',
    music:
      'GraffitiToTheBeat GraffitiAlbumCover SprayCanRhythm HipHopGraffitiJam GraffitiYourBandName GuessThatTuneGraffiti OneSongGraffitiPiece 4BarRapAboutGraffiti',
  },
  grammar: {
    funny:
      'GrammarPoliceSkit CommaSavesLives GrammarGoneWrong GrammarDramaReading AutocorrectWrecksGrammar TextSpeakVsGrammar CanYouSpotTheGrammarSlip 10SecondGrammarRescue',
    gaming:
      'GrammarTypoHunt GrammarQuizShow PunctuationBossFight GrammarDiceStory GrammarEscapeRoom CanYouBeatMyGrammarScore FirstToFixTheGrammar 60SecondGrammarSpeedrun',
  },
  grandma: {
    fashion:
      'GrandmasClosetRaid RecreateGrandmasOldPhoto RestyleGrannysCardigan DressLikeYourGrandma WearGrandmasBrooch3Ways GrandmaRatesMyFit GrandmaStylesMe 10MinuteGrandmaGlowUp',
    pet: 'GrandmasSpoiledPet TeachGrandmasDogATrick PuppyMeetsGrandma CatNapOnGrandma GrannysGoodBoy 7DaysOfWalkiesWithGrandma ThenAndNowAtGrandmas GrandmaVsMeTreatTest',
    tech: 'GrandmaTriesAI GrandmaEmojiGuess GrandmaSelfieThenAndNow FixGrannysPhone GrandmaVsVoiceAssistant VideoCallWithNana TeachGrandmaOneApp CanGrandmaOutTextMe',
  },
  grandpa: {
    art: 'SketchGrandpaIn60Seconds GrandpaAndMeArtDuet GrandpaHandsPortrait PaintGrandpaAsAKing 7DaysOfGrandpaDoodles RestoreGrandpasPhotos GrandpaCaricature DrawGrandpaYoung',
    cooking:
      'GrampsSecretRecipe GrandpaChiliCookOff WhatWouldGrandpaMake GrandpasBreakfastIn15Min GrandpaPancakeFlip SundayRoastWithGrandad 3IngredientGrandpaSnack BeatGrandpaAtSandwiches',
    dance:
      'GrandpaFoxtrotFriday 30SecondGrandpaGroove DanceLikeGrandpa GrampsGotMoves JiveDuetWithGrandpa GrandpaChickenDance TeachGrandpaTheFloss LearnGrandpas8Count',
    speed:
      'GrandpaCrosswordSprint GrandpaCheckersBlitz CanYouTieItLikeGrandpa BeatGrandpaAtSudoku GrampsToolboxDash GrandpaVsGrandkidRace 100PiecePuzzleWithGrandpa 60SecondsToStumpGrandpa',
    wellness:
      'GrandpaStretchSunday AskGrandpaOneQuestion 7DayGrandpaStrolls PorchTimeWithGrandad BirdwatchLikeGrandpa GrandpaMemoryLaneWalk CallGrandpaToday RecordGrandpasStories',
  },
  gratitude: {
    cooking:
      'BakeYourGratitude IcedThankYouCookies 3IngredientGratitudeTreat GratitudePieForward PackAGratitudeLunch GratefulGrandmaRecipe 10MinuteGratitudeSnack GratitudeBreakfastInBed',
    dance:
      'DanceYourGratitude 5MovesOfGratitude GratitudeHighFiveHop BigThankYouShimmy 30SecondGratitudeGroove GratitudeMirrorDuet GratitudeCongaLine GratitudeTwoStep',
    music:
      'GratitudeRapVerse ThankYouTeacherSerenade GratitudeSongForMom SingYourGratitude 30SecondGratitudeJingle 7DaysOfGratitudeTunes PassTheGratitudeLyric GratitudeBeatbox',
  },
  greece: {
    cooking:
      'GreeceTavernaAtHome SpanakopitaBake TasteOfGreeceIn10Min GuessTheDishFromGreece 7DayGreeceRecipeTour GreeceLemonPotatoes BaklavaLayersGreece GreeceSouvlakiNight',
    fitness:
      'GreeceOlympiaSprint TwelveLaborsGreece GreeceAtlasHoldIn60 AncientGreeceFieldDay GreeceHomePentathlon GreeceLongJumpRecord StatuePoseFaceOffGreece 12GodsOfGreeceWorkout',
    funny:
      'GodOfLostSocksGreece FetaOnEverythingGreece SayOpaLikeYoureInGreece GreeceMythDramaReading 10SecondStatueFromGreece GreeceGrandmaFeedsYou 5EmojiGreeceStory GreeceWrongAnswersOnly',
    gaming:
      'GreeceTriviaNight GreekGodsBoardGame GreeceBackgammonDuel SphinxRiddlesGreece FindGreeceIn10Seconds WhichHeroOfGreeceAmI 20QuestionsGreeceEdition GreeceLivingRoomOlympics',
    pet: '10SecondStatueStayGreece GreecePetAgilityGames PuppyFieldDayGreeceStyle WhichGodOfGreeceIsMyCat OracleCupsTreatGreece GreeceEveningWalkies GardenSniffGreece GreeceKittyBrushing',
    prank:
      'WhereInGreeceAmI SayOpaAllDayGreece TinySouvenirFromGreece OracleFortunesGreece ZeusGrantsWishesGreece GreeceGoldMedalForMom OliveBranchNoteGreece 10GreeceFactsAtDinner',
  },
  grill: {
    art: 'GrillMarkPortraits SketchTheGrillIn60Seconds GrillDoodleBattle DrawWithGrillCharcoal KebabColorWheel BurgerStillLife PaintYourDreamGrill GrillVeggieMosaic',
    fashion:
      'DressLikeAGrillMaster GrillingFitCheck 3OutfitsForGrillDay LoudestShirtAtTheGrill GrillNightGlowUp PaintYourApron GrillsideStyleOff ThenVsNowGrillLook',
    gaming:
      'GrillMasterSim GrillDiceDuel CornholeByTheGrill 5RoundGrillDominoes CookoutGameTourney LoserWorksTheGrill 30SecondGrillCharades GuessWhatsOnTheGrill',
    speed:
      'GrillTableSetSprint 1MinuteGrillCondimentSort Fold10GrillNapkinsFast GrillCleanupDash CanYouGuessTheGrillSpice KebabBuildOff GrillTongsRelay GrillCornShuckRace',
    tech: 'LetMyPhoneRunTheGrill GrillThermometerHack GrillProbeVsDadGuess AIPicksMyGrillMenu 60SecondGrillTimelapse GrillFlipInSlowMo ASMRGrillSizzleOff 5SongGrillPlaylist',
  },
  'grilled cheese': {
    art: 'GrilledCheesePortrait GrilledCheesePullPhoto SketchAGrilledCheese 3StylesOneGrilledCheese DoodleGrilledCheeseIn30 BlindDrawGrilledCheese PaintAGrilledCheese GrilledCheeseMosaic',
    music:
      'GrilledCheeseRap DuetForAGrilledCheese 30SecondGrilledCheeseJam OdeToGrilledCheese SerenadeYourGrilledCheese SpatulaDrumSolo GrilledCheeseJingle GrilledCheeseSongParody',
  },
  'grocery haul': {
    art: '7DayGroceryHaulDoodles GroceryHaulFlatLay DrawYourGroceryHaul GroceryHaulCollageBattle GroceryHaulPopArt VeggieStampPrints 60SecondGroceryHaulSketch RainbowGroceryHaul',
    dance:
      'GroceryHaulKitchenDance GroceryHaulCartShuffle CheckoutBeepStep 10ItemGroceryHaulBoogie PassItOnGroceryHaul GroceryHaulStrut 30SecondGroceryHaulGroove SalsaGroceryHaul',
  },
  'grocery store': {
    dance:
      'SupermarketCartShimmy GroceryStoreUnpackBop ProduceSectionGroove 30SecGroceryStoreJive GroceryStoreDanceOff BagItBoogie GroceryStoreSalsa ShowUsGroceryStoreMoves',
    fashion:
      'GroceryStoreRunFit StyleForTheGroceryStore 3GroceryStoreOutfits GroceryCatwalk SupermarketDressUpDare 5MinGroceryStoreLook GroceryStoreColorMatch GroceryStoreInPajamas',
    music:
      '10ItemGroceryStoreBeat NameThatGroceryStoreTune RapYourGroceryList CerealBoxShakers AisleBeThere GroceryStoreJingle 30SecondGroceryStoreSong GroceryStoreCanDrums',
    travel:
      'GroceryStoreTourist 10BucksAtAGroceryStore ForeignSupermarketSnacks SupermarketWorldTour HomeVsAwayGroceryStore WhichCountrysGroceryStore GroceryStoreNextTownOver GroceryStoreImportAisle',
  },
  'guinea pig': {
    music:
      'GuineaPigSqueakRemix SongForMyGuineaPig CavyWheekChorus SingGuineaPigToSleep PopcornPercussion 10SecondGuineaPigJingle DoesYourGuineaPigLikeJazz GuineaPigKazooDuet',
    speed:
      'GuineaPigTunnelDash GuineaPigVeggieRace 10MinGuineaPigCageClean GuineaPigZoomies RefillGuineaPigHayIn30 BeatTheWheek CanYouBuildAGuineaPigMaze GuineaPigCarrotCountdown',
    travel:
      'PicnicWithMyGuineaPig MeetAGuineaPigRescue 5GuineaPigTravelMustHaves GuineaPigFarmParkTrip PackForYourGuineaPig WhoWatchesTheGuineaPig GuineaPigLawnAdventure GuineaPigVisitsGrandma',
  },
  guitar: {
    dance:
      'GuitarSoloDance AirGuitarJump GuitarDuckWalk 30SecondGuitarFreestyle HeadbangToMyGuitar GuitarAndDancerDuet 8CountGuitarRiffRoutine GuitarStrumShuffle',
    funny:
      'AirGuitarFaces GuitarTuningFails OneStringGuitarSong CanYouPlayGuitarInMittens WhereDidMyPickGo GuitarBeginnerVsNow 10SecondGuitarShred DogRatesTheGuitarSolo',
    gaming:
      'GuitarRhythmGame BossThemeOnGuitar 30SecondGuitarSpeedrun NameThatGuitarRiff 8BitTuneGuitarCover GuitarSimonSays BeatMyGuitarHighScore GuitarGuessTheIntro',
  },
  gym: {
    art: 'GymProgressPortrait GymChalkHandprints SketchAtTheGym 30SecondGymDoodle FlexForTheArtist GreekStatueGymPose 7DayGymSketchbook DrawYourGymBuddy',
    prank:
      'TinyDumbbellGymSurprise KazooCoverGymPlaylist TuckJokesIntoGymShoes WhoPut10DucksInMyGymBag PepTalkStickyNotes PartyHornPersonalBest GymBottleGooglyEyes RubberChickenAtTheGym',
    wellness:
      '5MinuteGymCooldown PostGymFoamRoll BreathworkAfterGym RestIsAGymDay GymMirrorPepTalk StretchItOutSunday SipBetweenEveryGymSet 7NightGymSleepStreak',
  },
  gymnastics: {
    funny:
      'GymnasticsScoringChores GymnasticsHomeCommentary NoSkillGymnasticsBattle DadTriesGymnastics SaluteLikeAGymnast 30SecondGymnasticsParody PetJudgesYourGymnastics SlowMoSitDownGymnast',
    travel:
      'GymnasticsMeetTrip 60SecondGymnasticsVlog GymnasticsSummerCamp 5LandmarksGymnasticsPose PackYourGymnasticsBag DropInGymnasticsClass GymnasticsPostcardHome HotelRoomGymnastics',
  },
  hail: {
    speed:
      'AfterHailCleanupRace WhoMeltsHailFirst HailFactsQuickfire 100PiecePuzzleOnAHailDay HailCloudSketchSprint HailstonePickUpIn30 10SecondHailCount HailstoneSortRace',
  },
  hair: {
    cooking:
      'HairBraidBread PonytailPretzels HairBowCookies 10MinuteAngelHairPasta TopKnotBuns HairstyleOnToast CurlyVsStraightHairSnacks GiveYourPizzaHair',
    dance:
      'WhipYourHair 8CountHairChoreo BraidSwishGroove HairFlipFreeze LetYourHairDown HairTransitionDrop MirrorHairDuet BadHairDayDanceOff',
    funny:
      'DadDoesMyHair BadHairDayMontage ThenVsNowHairPhotos HaircutExpectations HairFlipFail 30SecondHairCommercial HowBigCanYourHairGet HairBedheadReveal',
    gaming:
      'PixelArtHairdo HairstyleRandomizer WhichCharacterIsMyHair GuessTheGameByHair HeroHairIn10Minutes BossBattleHairEdition AvatarHairIRL HairDiceRollUpdo',
    music:
      'HairBrushSingalong HairCombKazoo HairMetalAirGuitar HairFlipOnTheDrop RapYourHairRoutine DuetWithTheHairDryer 5SongsAboutHairMedley 10SecondHairJingle',
  },
  'hair dryer': {
    educational:
      'HowHairDryersWork HairDryerFloatingBall CanYourHairDryerLiftThis HairDryerHistoryIn60 GuessTheHairDryerYear BustAHairDryerMyth HairDryerSafetyQuiz HairDryerAirflowTest',
    gaming:
      'HairDryerHockey 10SecondHairDryerRace PingPongHairDryerDuel KeepItUpHairDryerDare BlowDryerBowling HairDryerBallHover HairDryerCurling HairDryerTableSoccer',
    tech: 'CheapVsFancyHairDryer HairDryerWindTunnel HairDryerHoverBall SlowMoYourHairDryer HowLoudIsMyBlowDryer WhichHairDryerWins 60SecondHairDryerReview HairDryerPinwheelSpin',
  },
  'hair salon': {
    educational:
      'HowHairDyeWorks BarberPoleMeaning HairSalonLingoQuiz GuessTheHairSalonTool BustAHairSalonMyth NameThatHairSalonShade HairSalonShampooFacts 60SecondHairSalonTerms',
    funny:
      'JustATrimPanic HairSalonSmallTalk ILoveItHairSalonSmile HairSalonBangsRegret HairSalonPhotoVsReality HairdresserTherapy DadAtTheHairSalon GrandmaHairSalonReview',
    gaming:
      'HairSalonTycoon KidsRunTheHairSalon HairSalonCharades NameThatHairSalonLook BarberShopPuzzle HairSalonSpeedrun PixelHairSalonGame BeatMyHairSalonScore',
    music:
      '10SoundHairSalonBeat HairSalonDryerRemix HairSalonBrushMicDuet CombTeethStrum HairSalonKaraoke NameThatHairSalonTune 30SecondHairSalonJingle HairSalonRapBattle',
  },
  halloween: {
    speed:
      '60SecondHalloweenMummy WhoDressesFirstHalloween HalloweenPumpkinPaintOff CanYouBeatMyHalloweenTime HalloweenQuickChange Sort100HalloweenCandies HalloweenBroomRelay HalloweenSpiderWebDash',
  },
  hammock: {
    fitness:
      'StretchLikeAHammock 50RepsThenHammockNap 10MinuteHammockCore HammockCrunchTime EarnYourHammock DeadHangDare HammockPlankHold CanYouSitUpInTheHammock',
  },
  hamster: {
    fashion:
      'StyleAHamsterTee3Ways HamsterEarsHeadband DressLikeYourHamster MatchYourHamsterFit CozyHamsterLookIn5Min HamsterPrintPajamas HamsterRunwayFaceOff HamsterFuzzySlippers',
    fitness:
      'HamsterWheelCardio HamsterMileMatch RunLikeAHamster OutwalkYourHamster HamsterVsHuman 7DayHamsterStepCount SquatWhileHamsterSpins 1MinuteHamsterCrawl',
  },
  handball: {
    art: 'HandballJumpShotPhoto HandballJerseyDesign HandballTeamCrest HandballFlipbook 60SecondHandballSketch DrawAHandballMascot PaintYourOwnHandball 3ColorHandballPoster',
    dance:
      'HandballGoalDance 8CountHandballRoutine HandballJumpShotFreeze StarfishSaveHandball HandballDribbleDuet 30SecondHandballGroove CelebrateLikeAHandballPro HandballMirrorMatch',
    fashion:
      'HandballKitCheck HandballJerseyGlowUp HandballHeadbandLook HandballToStreetwear WearHandballGear3Ways VintageHandballShorts ThenVsNowHandballStyle DressForHandballIn5',
    music:
      'HandballArenaAnthem HandballClapRhythm HandballDribbleDrum HandballFanChant 10BounceHandballBeat 30SecondHandballJingle BeatboxHandball SingOffHandballEdition',
    prank:
      'HandballMascotCameo TinyHandballInTheirBag CardboardKeeperHandball BalloonInsteadOfHandball 10GooglyEyesOnAHandball InvisibleHandball WhereDidTheHandballGo BackwardsJerseyHandball',
    travel:
      'HandballWallHunt HandballTourneyTrip WatchHandballLive 5CitiesOneHandball CanYouFindAHandballCourt PackTheHandballBag HandballInThePark 48HourHandballWeekend',
  },
  hanger: {
    tech: 'HangerPhoneStand 3HangerTechHacks CableOrganizerHanger MakeAHangerGadgetIn5 HangerHeadphoneHook AppPicksFromMyHangers DadVsMeHangerBuild CoatHangerSelfieStick',
  },
  hanukkah: {
    wellness:
      '5MinuteHanukkahCalm EightNightsOfKindness OneThanksPerLight PhoneFreeHanukkahDinner HanukkahFamilyStories DrawYourHanukkahMemory HanukkahGratitudeJar GiveBackThisHanukkah',
  },
  harmonica: {
    educational:
      'BlowAndDrawNotes FirstHarmonicaInSpace HarmonicaKeyQuiz BustAHarmonicaMyth 7DaysToPlayHarmonica LearnOneHarmonicaSong TeachMeHarmonica NameThatHarmonicaTune',
    travel:
      'HarmonicaOnTheTrain 5CitiesHarmonicaTour HarmonicaCampsite HarmonicaTrailhead PocketHarmonicaTrip PackYourHarmonica 60SecondHarmonicaSunset HarmonicaPostcard',
    wellness:
      'HarmonicaBreathing PorchBluesUnwind HarmonicaLullaby HarmonicaForGrandpa SunsetHarmonica CanYouHoldAHarmonicaNote 5MinuteHarmonicaCalm 7DayHarmonicaHabit',
  },
  hawaii: {
    educational:
      'WhyHawaiiHasNoSnakes HawaiianWordsToKnow DrawHawaiiFromMemory HawaiiVolcanoInABottle HawaiiMythBusted HowLavaMakesLand 30SecondHawaiiFacts HawaiiFlagQuiz',
    gaming:
      'WhoKnowsHawaiiBest HawaiianHulaHoopOff LuauHawaiiCharades HawaiiLimboFaceOff IslandHopBingo 20QuestionsHawaiiEdition HawaiiPictionaryDuel 60SecondHawaiiMapRace',
    speed:
      'HawaiiPineappleRelay PackForHawaiiIn60 Say10HawaiiWordsFast HawaiiPokeBowlBuild CanYouBeatMyHawaiiTime HawaiiLeiMakingSprint HawaiiAlphabetDash HawaiiCoconutRollRace',
    tech: 'HawaiiBeachGreenScreen AIPlansMyHawaiiTrip HawaiiFromMyCouch 60SecondHawaiiVlog HomeVsHawaiiWeatherApp HawaiiSunsetTimelapse FindHawaiiBySatellite HawaiiStreetViewWalk',
  },
  hedgehog: {
    cooking:
      'HedgehogBreadRolls HedgehogCakePops 10MinuteHedgehogSnack 3IngredientHedgehogBites HedgehogPotatoBake DadVsMeHedgehogBuns KiwiHedgehogs HedgehogPearPretzels',
    funny:
      'GrumpyHedgehogHuff TinyHedgehogYawn 5SecondHedgehogImpression NarrateYourHedgehogsDay IfMyHedgehogCouldTalk PricklyOnTheOutside HedgehogHatesMondays HedgehogSnackSnob',
    music:
      '10SecondHedgehogJingle HedgieLullaby SongForMyHedgehog HedgehogHuffRemix HedgehogSqueakSymphony HedgehogSnortBeatbox NameThatHedgehogSound 7DayHedgehogSongbook',
    prank:
      'PlushHedgehogInTheirBed HedgehogOrHairbrush SpotAllFiveHedgehogs PineconeHedgehogDecoy TinyHedgieInvasion GooglyHedgehogSlippers WhoLeftAHedgehogHere HedgehogSockPuppet',
  },
  highlighter: {
    cooking:
      'HighlighterGlazeCake HighlighterShimmerDonuts HighlighterBakeOff HighlighterPaletteCookies 10MinuteHighlighterToast 3NeonHighlighterSnacks EatTheHighlighterRainbow CookInFullHighlighter',
    dance:
      'HighlighterGlowDance HighlighterOnTheBeat 30SecondHighlighterGroove 8CountHighlighterShine HighlighterTransitionDuet HighlighterMoonwalk PopAndLockHighlighter SunlitHighlighterSway',
    gaming:
      'HighlighterAvatarGlow HighlighterRGBSetup 60SecondHighlighterMaze HighlighterPowerUp HighlighterBingo GuessTheShadeHighlighter TicTacToeHighlighterDuel DotsAndBoxesHighlighter',
    travel:
      'HighlighterSunsetSpots OneHighlighterCarryOn MapYourRouteInHighlighter 7DayHighlighterJournal HighlighterPhotoWalk HighlighterRoadTrip AirportVsHotelHighlighter MuseumSelfieHighlighter',
  },
  hiit: {
    art: 'HIITMoveCards HIITStickFigures SketchEveryBurpee DesignYourHIITDice 30SecondHIITDoodle DrawMyHIITFace HIITMotivationPoster 7DayHIITComic',
    cooking:
      'HIITRecoveryShake HIITTheKitchen TabataTacos HIITMealPrepSunday 5MinutePostHIITSnack HIITFuelBowl 3IngredientHIITBreakfast NoBakeHIITBites',
    fashion:
      'HIITFitCheck BurpeeProofLeggings HIITSneakerTest StyleOneHIITSet3Ways HIITToBrunchIn5 HIITLayerDrop WillItSurviveHIIT ThriftedHIITGear',
    funny:
      'HIITAndMiss HIITFacesMontage 20SecondsOfHIITDrama GrandpaDoesHIIT HIITVsMyCouch DogJoinsTheHIIT CanYouLaughThroughHIIT HIITInABathrobe',
    music:
      'HIITOnTheChorus HIITBeatDrop OneSongHIITWorkout HIITToABallad CurateYourHIITMix 3TrackHIITPlaylist HIITSingAlongRound NameThatTuneMidHIIT',
    prank:
      'LullabyHIITPlaylist JustOneMoreHIITRound SurpriseBurpeeBell DadsSurpriseHIITClass GooglyEyesOnTheHIITMat SecretHIITCoach WhoShrankMyHIITWeights HIITEveryCommercial',
    tech: 'HIITHeartRateTest TimelapseAFullHIIT HIITFormSlowMo VideoCallHIITDuel 7DayHIITAppStreak AIBuildsMyHIIT CanYourWatchCountHIIT HIITMirrorEdit',
    travel:
      'HIITWithAView HotelRoomIntervals HIITTheBeach LiftYourSuitcaseHIIT 5ParksHIITTour 10MinuteHIITAnywhere AirportLayoverHIIT HIITInEveryCity',
  },
  hiking: {
    educational:
      'HikingTrailMarkerQuiz HikingLeaveNoTrace 10NatureFindsHiking CloudTypesOnAHike NameThatTree CanYouReadTheHikingMap HikingBirdCallGuess 30SecondHikingFieldGuide',
    funny:
      'HikingFalseSummit HikingMosquitoBattle StartVsFinishHikingFace HowMuchIsInYourHikingBag AlmostThereLies HikingForTheSnacks MyDogNarratesHiking HikingWrongTurnAgain',
    prank:
      'WhoPackedThisHikingBag HikingPlushStowaway KindnessRocksOnTheHike YodelOnlyHikingPlaylist SecretTrailMagic 10JokesInHikingSocks TinyHikingTrophy HikingBootGooglyEyes',
    tech: 'HikingMapAppTest 5MileHikingRecap HowManyStepsPerHike HeadlampShowdown 60SecondHikingVlog HikingHyperlapse HikingPlantIDQuest PhoneVsWatchHikingStats',
    wellness:
      'HikingUnderTheTrees HikingSilentMile SayThanksEveryHikingStop TakeAHikeReset HikingSoloSunday Name5SoundsWhileHiking PhoneFreeHiking 10MinuteHikingStretch',
  },
  'hip hop': {
    funny:
      'HipHopGroceryRap GrandmaGoesHipHop BeMyHipHopHypeMan 10SecondHipHopIntro HipHopBedtimeStory NurseryRhymeHipHop MomVsMeHipHopBattle HipHopDadJokes',
    prank:
      'HipHopAdLibsAllDay HipHopIntroForGrandma BoomboxSerenade HipHopBackupDancer TextMomHipHopLyrics WhoPutHipHopOnMyPlaylist DadsHipHopWalkout NarrateInHipHop',
  },
  history: {
    dance:
      'HistoryCharleston TwistThroughHistory OneMinuteHistoryMedley GrandmaAndMeHistoryDuet DecadeDanceOff HistoryInFiveMoves WhichEraIsItHistory HistoryJitterbugJam',
    fitness:
      'OneRepPerHistoryFact HistoryMuseumSteps WalkThroughHistory AncientHistoryOlympics GladiatorVsKnightHistory 10MinuteHistoryCircuit HistoryWarriorWorkout HistoryMarchingDrill',
    gaming:
      'HistoryTriviaShowdown HistoryTimelineCards GuessWhoInHistory 20QuestionsHistoryEdition ActOutHistoryCharades WhichYearWasItHistory BeatMyHistoryScore HistoryHeadbandGame',
    wellness:
      'HistoryBedtimeStory FamilyHistoryJournal HistoryQuoteOfTheDay 10MinuteLocalHistory AskGrandmaAnything ThenVsNowStreetHistory HistoricGardenStroll HistoryPodcastWalk',
  },
  hockey: {
    art: 'MakeYourHockeyCard PaintAHockeyPuck 7DayHockeyArtStreak HockeyMaskDesignOff HockeyJerseySketch HockeyDreamTeamLogo 60SecondHockeyDoodle HockeyTapeMosaic',
    cooking:
      'HockeyPuckCookies HockeyRinkCake PoutinePowerPlay PretzelHockeySticks HockeyNightChili 3IngredientHockeyBites 10MinuteHockeyPlatter HockeySnackFaceOff',
    gaming:
      'AirHockeyShowdown TableHockeyTourney HockeyDreamTeamBuilder SockHockeyInTheHallway HockeyCharadesNight CanYouBeatMeAtHockey 60SecondHockeyShootout HockeyTriviaPenaltyBox',
    music:
      'HockeyOrganCover 10SecondHockeyGoalSong HockeyChantSingOff HockeyAnthemSolo DrumOnHockeySticks 5TrackHockeyWarmUpMix NameThatHockeyTune HockeyCrowdClapAlong',
    travel:
      'HockeyMuseumDayTrip WatchLocalHockey 48HourHockeyWeekend 5RinksOneHockeySeason HomeVsAwayHockeyFans PackTheHockeyBag HockeyArenaSnackRank HockeyStadiumSeatView',
    wellness:
      'HockeyPreGameCalm HockeyRestDayRitual BreatheLikeAGoalie HockeyHipStretch WhatWentWellInHockey ThankYourHockeyRef 5MinuteHockeyCooldown 7NightHockeySleepStreak',
  },
  'home workout': {
    art: 'HomeWorkoutPoster HomeWorkoutChartDoodle DrawYourHomeWorkout BodyweightStickFigures DesignAHomeWorkoutDeck 60SecondHomeWorkoutSketch HomeWorkoutStopMotion 30DayHomeWorkoutCalendar',
    cooking:
      'HomeWorkoutMealPrep HomeWorkoutProteinOats SweatThenBreakfast 5MinuteHomeWorkoutSnack HomeWorkoutBlenderDash MomVsMeHomeWorkoutLunch HomeWorkoutShakeOff 3FruitHomeWorkoutSmoothie',
    dance:
      'HomeWorkoutDiscoParty ThenVsNowHomeWorkout HomeWorkoutHallwayStep 3SongHomeWorkoutGroove MomAndMeHomeWorkoutDuet KitchenCardioShuffle HomeWorkoutDanceOff HomeWorkoutSalsaSpins',
    educational:
      'HomeWorkoutFormCheck GuessTheMuscleWorked HomeWorkoutHeartRate BustAHomeWorkoutMyth 1MinuteHomeWorkoutFacts WhyBurpeesAreHard NameThatHomeWorkoutMove HomeWorkoutWarmUpTest',
  },
  homework: {
    art: 'HomeworkMarginComics DoodleYourHomework 7DayHomeworkSketchbook DesignYourBinder HomeworkPosterGlowUp HomeworkPlannerArt BestHomeworkCoverWins 60SecondHomeworkSketch',
    gaming:
      'HomeworkBossBattle HomeworkQuizShowdown LevelUpAfterHomework 30MinuteHomeworkSpeedrun EarnXPForHomework CanYouBeatMyHomeworkScore HomeworkFlashcardDuel 7DayHomeworkStreak',
    speed:
      '25MinuteHomeworkSprint HomeworkMathFactsIn60 BeatTheClockHomework HomeworkFlashcardBlitz AllDoneByRecess HomeworkBagPackRace 12TimesTablesHomework SpellOffHomeworkEdition',
    tech: 'AIExplainsMyHomework ThenVsNowHomeworkDesk Top3HomeworkApps PhoneAwayHomeworkHour HomeworkFocusMode StudyToolShowdown HomeworkTypingSpeed HomeworkTimelapse',
  },
  hoodie: {
    art: 'HoodieTieDye DoodleOnAHoodieIn60 PaintYourOwnHoodie 3PatchHoodieRevamp OldHoodieGlowUp EmbroiderYourHoodie HoodieFabricMarkers HoodieStencilPrint',
    fitness:
      'HoodieStairClimb HoodieJumpRope PassTheHoodieRelay PlankInYourHoodie 30DayHoodieAbs HoodieWallSitHold 1MinuteHoodieShadowbox HoodieBurpeeBlast',
    funny:
      'WhoseHoodieIsThis DogVsHoodieString LostInMyHoodie EmptyYourHoodiePocket DrawstringGoneForever ShrunkInTheWash HoodieTurtleMode HoodieInJuly',
    speed:
      'HoodieZipUpDash 10SecondHoodieFlip FoldAHoodieIn5 TenHoodiesOnAtOnce HoodieStringRethread CanYouBeatMyHoodieTime JacketVsHoodieRace HoodieQuickChangeRelay',
    tech: 'HoodiePocketTechTour AIPicksHoodieColors DesignAHoodieOnMyPhone VirtualHoodieTryOn 10SecondHoodieSelfie EarbudsThroughTheHoodie 3FiltersOneHoodie HoodieStopMotionFold',
    wellness:
      'PhoneDownHoodieUp HoodieEveningWalk SoftHoodieSunday JournalInAHoodie 10MinuteHoodieUnwind OneWeekHoodieStretch HoodieRainyDayReading HoodieMorningCoffee',
  },
  horse: {
    dance:
      'HorseGallopGroove HorseTrotStep 30SecondHorseShuffle GiddyupLineDance HorseAndRiderDuet HobbyHorseHoedown PranceLikeAPony 8CountHorseRoutine',
    gaming:
      'HorsePlayCharades HorseCareSimulator HobbyHorseDerby 60SecondHorseDoodleGame 20QuestionsHorseEdition DarkHorseComeback HorseshoeTossOff GuessTheHorseBreed',
    travel:
      'HorseTrailRide PonyTrekAdventure Spot10HorsesThisTrip CarouselHorseHunt MeetAHorseOnHoliday HorseShowDayOut 48HourHorseCountryEscape HorseStableVisit',
    wellness:
      '5MinuteHorseMeditation SketchAHorseSlowly HorseStanceBreathing HoldYourHorses 7DayHorsePoseStretch BedtimeHorseStory HorseGroomingCalm BreatheWithAHorse',
  },
  'horse riding': {
    gaming:
      'HorseRidingPhotoMode HorseRidingRacingGame HorseStableSim HobbyHorseRidingDerby HorseRidingDrawAndGuess 20QuestionsHorseRiding 60SecondHorseRidingQuiz HorseRidingBreedBingo',
    prank:
      'HobbyHorseRidingEntrance WhoShrankMyHorseRidingHat CoconutClopHorseback HorsebackRingtone HorseRidingStableNote GooglyEyeHorseRidingBoots 7DaysOfHorseRidingPuns WhinnyAlarmHorseback',
  },
  'hot chocolate': {
    fashion:
      'HotChocolateCozyFit CocoaBrownMonochrome MatchYourHotChocolate HotChocolateSweater3Ways 5MinHotChocolateDateLook DressLikeAHotChocolate HotChocolateScarfTie HotChocolateMittenStyle',
  },
  'hot dog': {
    prank:
      'HotDogPlushOnTheirPillow TinyToyHotDogEverywhere HotDogCostumeDoorbell DoodleHotDogsInEveryBook HotDogBunPuppetShow HotDogRingtoneAllDay WhoLeftThisHotDogHere LunchboxHotDogNote',
    tech: 'HotDogThermometerCheck HotDogAirFryerVsGrill HotDogSlowMoSnap CanYourPhoneSpotAHotDog 3CameraModesHotDog AIDressesMyHotDog 60SecondHotDogReview HotDogMacroPhoto',
  },
  hug: {
    art: 'PaintAHug HandprintHugCard 60SecondHugSketch OneHugDoodleDaily HugComicStrip ThenVsNowHugDrawing HugPhotoRecreation HugPaperDollChain',
    cooking:
      'HugInAMugCake 3IngredientHugCookies HugsYouCanEat HugPretzelTwist HugInABowl GrandmasHugPie SoupLikeAHug 10MinuteHugBreakfast',
    gaming:
      'HugItOutRematch LosersHugWinners WhoGetsTheFirstHug GoodGameHug HugDiceRoll 10SecondHugTimeout BestOf3ThenHug HugFreezeTag',
    tech: 'HugOverVideoCall TenSecondTimerHug TurnYourHugIntoAGIF HugsThroughTheYears 3FiltersOneHug SlowMoHug WhichHugEmojiAreYou HugBoomerangClip',
  },
  'hula hoop': {
    pet: 'HulaHoopDogJump CatThroughTheHoop HulaHoopPuppyAgility CanYourBunnyHulaHoop HulaHoopTreatTrail PetVsHulaHoop 10SecondHulaHoopSitStay 7DayHulaHoopTrick',
    prank:
      'GooglyEyedHulaHoop WhoShrankDadsHulaHoop HulaHoopBehindThemAllDay HulaHoopBubbleWrapped HulaHoopOnEveryDoorknob SurpriseHoopOff InvisibleHulaHoop HulaHoopPhotobomb',
    tech: 'HowLongCanYouHulaHoop AppCounts100HulaHoopSpins SlowMoHulaHoopBattle HulaHoopStopMotion HulaHoopInReverse WatchVsHulaHoop HulaHoopFromAbove 60SecondHulaHoopEdit',
    travel:
      'HulaHoopAtLandmarks 5CitiesOneHulaHoop HulaHoopDayTrip 30SecondHulaHoopPostcard CanYouHulaHoopAnywhere TakeYourHulaHoopHiking HulaHoopAroundTown HulaHoopHotspots',
  },
  humidity: {
    cooking:
      'HumidityMacaronTest 5MinuteHumiditySpritzer HumidityBreadRise HumidityNoBakeBattle SaveTheSoggyChips 3IngredientHumidityLunch HumidityPopsicleLab DoCookiesSurviveHumidity',
    dance:
      'FrizzFreestyle HumidityMirrorDuet 8CountHumidityRoutine MuggyMoonwalk HumiditySlowMoGroove HumidityHandFanTwirl 30SecondHumidityShuffle DoTheHumidityMelt',
    fashion:
      'HumidityProofHairdo 3LooksForHumidity HumiditySlickBackBun MorningVsNoonHumidity EmbraceTheFrizz HumidityCurlCrush HumidityBraidOff 5MinuteHumidityFit',
    fitness:
      '10MinuteHumidityStretch 7DayHumidityCoreStreak HumidityShadeYoga MomVsMeHumidityPlank BeatTheHumidity5AM HumidityIndoorCircuit HumidityStairClimb HumidityWaterBreakReps',
    speed:
      'HumidityIceMeltRace FrizzFixSpeedRound WhoDriesQuickerInHumidity 60SecondHumidityHairTame 5PaperFansVsHumidity SweatFirstLoses HumidityBraidBlitz FastestHumidityUpdo',
    travel:
      '3CoolSpotsBeatHumidity PackForHumidityIn10 RateYourTownsHumidity HumidityProofSuitcase HumidityMuseumHop GreenhouseGetaway HumidityButterflyHouse EscapeTheHumidity',
    wellness:
      'HumidityFanNap MintFootSoak CoolTowelBreak HumidityHammockHour DrawYourHumidityMood 8GlassesInHumidity HumidityCucumberEyes HydrateForHumidity',
  },
  hummingbird: {
    gaming:
      'HummingbirdBingo 10SecondHummingbirdFlap HummingbirdCharades HummingbirdMemoryCards 20QuestionsHummingbird HowManyHummingbirdsGuess WhichHummingbirdAmI HummingbirdHideAndSeek',
    music:
      'HummingbirdBuzzBeat CanYouHumLikeAHummingbird HummingbirdChirpCover HummingbirdFluteSolo 10SecondHummingbirdJingle 3NoteHummingbirdSong KazooHummingbird WingbeatBPMHummingbird',
    prank:
      'HummingbirdRedHatTest 50PaperHummingbirds HummingbirdBuzzRingtone HummingbirdPhotoBombEdit HumOnlyHummingbirdDay PlushHummingbirdCameo WheresThatHummingbird GrandpasHummingbirdCall',
  },
  hydration: {
    cooking:
      'HydrationPopsicles CucumberHydrationBar 5MinuteHydrationSmoothie HydrationMocktailFaceOff 3FruitHydrationWater WatermelonCoolers HydrationSoupNight HydrationCitrusInfusion',
    fashion:
      'WaterBottleOutfitMatch HydrationBagStyle HydrationDewyMakeup HydrationPackThenVsNow DrinkWaterGlowUp 5MinuteHydrationLook 7DayHydrationSkinCheck HydrationFlaskCharms',
    fitness:
      '7DayHydrationAbs HydrationEveryLap FamilyHydrationRelay 1MinuteHydrationJugCarry SipBetweenSets HydrationHIIT HydrateThenPlank HydrationJumpRope',
    pet: 'PetHydrationCheck 7DayCatHydrationLog SlowMoDogHydration HydrationIceCubeTreat BowlVsFountainHydration HydrationPupsicles ShowUsBunnyHydration HydrationPuppyWalkBreak',
    prank:
      'WaterBottleSurprise SingingHydrationAlarm GooglyEyeHydrationJug WhoShrankMyHydrationFlask HydrationHypeAllDay RefillFairy HydrationCheerSquad HydrationStickyReminders',
  },
  'ice cream': {
    art: 'DrawAnIceCreamCone MeltingIceCreamArt IceCreamClayCharms IceCreamWatercolor 60SecondIceCreamSketch Paint7IceCreamFlavors IceCreamDoodleBattle IceCreamPopUpCard',
    wellness:
      'MindfulIceCream IceCreamSlowdownSunday IceCreamForAFriend SavorYourIceCream 5MinuteIceCreamPause 3GoodThingsOverIceCream IceCreamAndAStroll IceCreamPorchNight',
  },
  'iced coffee': {
    art: '60SecondIcedCoffeeDrawing 3StylesOneIcedCoffee IcedCoffeeWatercolor IcedCoffeePourShot IcedCoffeeCupDoodle SketchYourIcedCoffee PaintWithIcedCoffee IcedCoffeeArtFaceOff',
    educational:
      'ColdBrewVsIcedCoffee IcedCoffeeFlashChill WhyIcedCoffeeSweats BustAnIcedCoffeeMyth SugarOrSyrupIcedCoffee JapaneseIcedCoffeeLab IcedCoffeeCaffeineQuiz 60SecondIcedCoffeeScience',
    funny:
      'IcedCoffeeInWinter 10SecondIcedCoffeeOrder 5StarIcedCoffeeReview ThatIcedCoffeeFriend IcedCoffeeVsHotDebate IfMyIcedCoffeeCouldTalk IcedCoffeeFirstSip IcedCoffeeWithdrawal',
  },
  iceland: {
    fashion:
      'LayerLikeAnIcelander IcelandicSweaterStyle 10ItemsPackedForIceland IcelandRainShell OneBeanie3WaysIceland IcelandMinimalBlack 5MinuteIcelandOutfit VikingBraidsIceland',
    fitness:
      'IcelandVikingCarry PuffinFlapsIceland GeyserJumpFaceOffIceland BriskColdWalkIceland 7DayIcelandStrongman 10MinuteIcelandWarmUp IcelandTugOfWar IcelandWoolSockLunges',
    music:
      'IcelandicLullabyCover VikingChantJam 10SecondIcelandJingle DoTheIcelandClap NameThatIcelandTune IcelandYuleCarol IcelandWindHowlHarmony IcelandFolkDuet',
    prank:
      'IcelandPuffinPlushHunt YuleLadShoeIceland IcelandicBookFlood TinyElfDoorFromIceland GuessMyIcelandSouvenir 13NightsOfIcelandTricks DressTheLampIcelandStyle IcelandRuneNotes',
    wellness:
      'IcelandBookFloodNight IcelandicYarnHour IcelandEveningBathSoak IcelandWoolBlanketNap 7DayIcelandFreshAirWalk SlowMorningIcelandStyle SkyrBreakfastIceland HotCocoaCalmIceland',
  },
  icicle: {
    speed:
      'IcicleDripDerby Spot10IciclesFast IcicleHuntIn60 ColdSnapCountdown LongestIcicleFaceOff IcicleMeltRace FirstToFindAnIcicle IciclePhotoBlitz',
    travel:
      'IcicleSpottingStroll SnowDayIcicleSafari IcicleFrostyPostcard PackForIcicleWeather WhoFoundTheBiggestIcicle 60SecondIcicleVlog 5TownsIcicleTour IcicleCabinGetaway',
  },
  island: {
    prank:
      'IslandTreasureMapHunt MessageInABottleIsland 3TinyIslandsForTheirDesk LivingRoomIsland GuessMyIslandSpot CoconutPhoneCall StrandedOnCouchIsland IslandGrassSkirtDoorway',
    tech: 'IslandSunsetInSixtySec DropAPinOnAnIsland 3AppsForIslandTrips IslandPanoramaDare CastawayChargerTest IslandHopFromYourSofa CanYouFindThisIsland IslandVsCityPhoneSignal',
  },
  italy: {
    cooking:
      'ItalianNonnaRecipe ItalyFocacciaGarden ItalyTiramisuLayers EatYourWayAroundItaly CookLikeYoureInItaly 10MinutePastaFromItaly 3IngredientTasteOfItaly ItalyBruschettaBar',
    dance:
      'ItalyPiazzaWaltz ItalianDiscoGroove 8CountsOfItaly ItalyTwirlDuet TarantellaTakeover 30SecondItalyShuffle ItalyHandsChoreo ItalyPizzaTossSpin',
    funny:
      'ItalyHandGestures MyItalianNonnaReacts BreakSpaghettiInItaly WhatWouldItalySay 5EmojiItalyStory 10SecondItalyImpression MomCallsFromItaly ItalyPastaShapeFails',
    gaming:
      'ItalyPastaPictionary 20QuestionsItalyEdition GuessTheCityInItaly WhoKnowsItalyBest ItalyHandGestureCharades BocceBallShowdown 60SecondItalyMapQuiz ItalyPizzaBuilderRace',
    music:
      'NameThisItalyTune 30SecondItalyJingle SingVolareForItaly ItalyMandolinStrum ItalyTenorHighNote GondolierSerenade ItalianOperaLipSync ItalyPastaPotDrums',
  },
  jacket: {
    cooking:
      'JacketPotatoBar OneJacketThreeToppings ClassicVsLoadedJacket JacketSpudShowdown WhatsInsideYourJacket JacketFillingTierList JacketCheesePull MicrowaveJacketIn10',
    tech: 'JacketSlowMoFlipOn JacketStopMotionFold LetAIPickMyJacket 3FiltersOneJacket CanYourJacketFit5Gadgets 10SecondJacketTransition JacketJumpCutChange JacketVsWeatherApp',
  },
};
