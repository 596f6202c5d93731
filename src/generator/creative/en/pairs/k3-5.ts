import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'national park': {
    art: 'NationalParkPoster NationalParkSketch NationalParkWatercolor 10MinNationalParkDoodle CanYouPaintANationalPark DrawYourNationalPark 30DayNationalParkArt PaperCutNationalPark',
    cooking:
      'NationalParkPicnic NationalParkTrailMix PackANationalParkBento 5MinNationalParkSandwich NoCookNationalPark RateMyNationalParkLunch NationalParkSnackBattle WrapsForNationalPark',
    dance:
      'TrailheadDance NationalParkHoedown NationalParkSunriseSway NationalParkBigfootStrut 10SecNationalParkFreeze 7DayNationalParkGroove ShowUsYourNationalParkJig TwirlInANationalPark',
    fashion:
      'NationalParkFitCheck DressLikeANationalPark NationalParkColorMatch NationalParkPatchJacket GorpcoreNationalPark 5PieceNationalParkCapsule NationalParkOutfitDuel ThriftedGearNationalPark',
    fitness:
      'NationalParkWalkRelay NationalParkTrailRun SummitStepCount 60SecNationalParkPlank NationalParkStretchStop SunriseYogaNationalPark 50LungesNationalPark CanYouHikeANationalPark',
    funny:
      '1StarNationalParkReviews NationalParkTouristTypes RangerImpression NationalParkNarrator 60SecNationalParkMapFold NationalParkDadJokeOff OverpackedNationalPark MosquitoWarsNationalPark',
    music:
      'NationalParkPlaylist CanYouEchoANationalPark 1MinNationalParkAnthem NationalParkSingAlong BirdsongRemixNationalPark NationalParkHumBattle RecordTheNationalPark StickDrumNationalPark',
    tech: 'NationalParkAstroPhoto TrailGPSTest NationalParkPanorama 1MinNationalParkTimelapse NameEveryNationalParkStar BirdSongIDNationalPark OfflineMapNationalPark NationalParkThenVsNow',
    wellness:
      'NationalParkSunrise ForestBathingWalk NationalParkSitSpot 7DayNationalParkJournal 10MinNationalParkSilence PhoneFreeNationalPark NationalParkSlowSunday GratitudeAtNationalPark',
  },
  bali: {
    fashion:
      'TieASarongBaliStyle FrangipaniHairTuck BaliRattanBag BaliBatikBattle BaliBohoGlowUp WhiteLinenBali PackForBaliIn5Pieces BaliShellNecklace',
    fitness:
      'BaliSurfPopUps BaliPaddleSupermans SunSalutationBali SarongStretchBali MonkeyForestMovesBali 7DayBaliRetreatAtHome 10MinBaliSunriseFlow BaliPlankFaceOff',
    prank:
      'BaliInTheLivingRoom BaliPostcardFromMyCouch BoardingPassForBali WeMovedToBaliJustKidding GooglyEyesOnBaliSouvenirs TowelSwansBaliStyle SurpriseOfferingBali BaliBackdropVideoCall',
    wellness:
      'BaliAtHomeRetreat BaliSunriseStretch BaliGratitudeOffering SilentSundayBaliStyle JamuMorningBali 7DayBaliCalmChallenge 10MinBaliWavesNap BaliFootMassageSwap',
    dance:
      'BalineseEyeChallenge BaliFingerFlicks KecakCircleBali TeachMomABaliMove SarongSpinBali BaliBarongMaskDance 30SecondBaliHands MirrorMeBaliDuet',
    educational:
      'BaliTempleEtiquette BuildBaliRiceTerraces BaliVolcanoEruption SelamatPagiBali WhyBaliGoesSilent TryBaliBatikWithCrayons 5BaliFactsIn60Seconds CanYouFindBaliOnAMap',
    music:
      'KitchenPotBaliGamelan KecakChantChallenge FrogChorusBali BaliOceanWaveBeat SerenadeABaliSunset TempleBellHumBali 30SecondBaliLoop BaliBeatboxBattle',
  },
  chin: {
    fashion:
      'ChinLengthBob TurtleneckToTheChin ChinHighKnitBattle TieAChinScarf3Ways 10SecChinModelPose CinchedHoodieChin PoppedCollarChinUp RingsOnDisplayChinRest',
    fitness:
      'BalanceABookChinHigh 7DayChinTuckPosture ChinToChestStretch RunWithChinLevel BalloonUnderChinJacks ChinCirclesWarmUp 30SecNeutralChinPlank KneeToChinCrunch',
    art: 'DrawAFaceOnYourChin 5MinChinProfileSketch ClayThinkerChin ChinBeardDoodleOff HandOnChinSelfPortrait ChinPuppetGlowUp ChinstrapPenguinPainting CutPaperChinSilhouette',
    cooking:
      'CanYouTacoWithoutChinDrip ChinStrokeFoodJudge ChinUpCupcakes JuicyPeachChinTest ChinBibPastaBattle ChinPuppetCookingShow NapkinTuckedUnderChin 5MinChinHighPancakes',
    dance:
      'MyChinPuppetDuet ChinBobToTheBeat ChinSlideBattle OrangeUnderTheChinConga 10SecChinVogue ThinkerChinFreeze StrutWithYourChinUp TangoChinTilt',
    music:
      'ChinPuppetDuet ChinHumBattle CanYouChinTapASong ChinUpAnthem ChinDownVocalWarmUp JazzFanChinStroke 10SecChinDrumSolo RockStarChinTilt',
    wellness:
      'ChinUpMirrorTalk 10ChinTucksEveryHour JawReleaseChinMassage ChinToChestBreathing 5MinChinOnHandsDaydream SendAChinUpText TiltYourChinToTheSun MindfulChinMonday',
  },
  'extension cord': {
    cooking:
      'ExtensionCordCookies ExtensionCordDoughBattle CanYouBakeAnExtensionCord ExtensionCordNoodlePull PretzelExtensionCord 10MinExtensionCordSnack BreadBraidExtensionCord FruitRollExtensionCord',
    music:
      '10SecExtensionCordSolo ExtensionCordUnplugged KaraokeExtensionCordMic ExtensionCordBlues RapAboutExtensionCords ExtensionCordJingle AirGuitarExtensionCord ExtensionCordJamBattle',
    pet: 'LeaveItExtensionCord ExtensionCordCrawlCheck 10SecExtensionCordStay PuppyProofExtensionCord BunnySafeExtensionCord 7DayExtensionCordTraining NoChewExtensionCord IgnoreTheExtensionCord',
    prank:
      'ExtensionCordToNowhere FollowTheExtensionCord GiftWrapAnExtensionCord TinyExtensionCordForDad HeartShapedExtensionCord GooglyEyeExtensionCord ExtensionCordNamedSteve 10SecExtensionCordReveal',
    wellness:
      'SlowUntangleExtensionCord 7DayExtensionCordTidy ExtensionCordYogaStrap CalmCircleExtensionCord ExtensionCordBalanceWalk 60SecExtensionCordBreath HelpGrandpaExtensionCord ASMRExtensionCordUnwind',
  },
  burpee: {
    cooking:
      'BurpeePerPancake BurpeeSmoothieFaceOff BurpeeTillTheToastPops 10BurpeesThenBrunch BurpeeForEveryEgg BananaBreadBurpees OvenTimerBurpees SnackAttackBurpees',
    dance:
      'BurpeeToTheBeat OneBurpeePerChorus BurpeeBoogieBattle CongaLineBurpees MacarenaBurpees BurpeeFreezeDance SpinThenBurpee 30SecDiscoBurpees',
    prank:
      'BurpeeWordOfTheDay JustOneMoreBurpee ThatWasOnly3Burpees DoorbellMeansBurpees BurpeeForEveryYawn BurpeePhotobombSelfies ChoreChartBurpees RemoteCosts10Burpees',
    wellness:
      'BurpeeThenBreathe MotivationMondayBurpee ProudOfEveryBurpee OneBurpeeADay 60SecPostBurpeeStretch CalmAfterBurpees BurpeeMoodCheck BurpeeCheersFromKids',
    funny:
      'BurpeeSoundEffects 60SecBurpeeExcuses HonestBurpeeReview ToddlerBurpeeCoach 10BurpeesInAOnesie BurpeeNegotiation OscarSpeechPerBurpee FirstBurpeeVsLast',
    gaming:
      'BurpeeForEveryLoss RollForBurpees BurpeeBossBattle 1MinBurpeeSpeedrun WrongAnswerBurpee CanYouOutBurpeeMe RespawnWith5Burpees ExtraLifeBurpees',
  },
  'ironing board': {
    art: 'IroningBoardEasel IroningBoardPuppetStage IroningBoardGlowUp DrawYourIroningBoard 10MinIroningBoardSketch StencilTeeIroningBoard MiniIroningBoardDiorama IroningBoardArtBattle',
    cooking:
      'BakeSaleOnAnIroningBoard IroningBoardTacoBar ExtraCounterIroningBoard IroningBoardCookieBattle CocoaStandIroningBoard 10MinIroningBoardBrunch IroningBoardSandwichLine IroningBoardTeaParty',
    dance:
      'IroningBoardBalletBarre UnfoldLikeAnIroningBoard IroningBoardLimboBattle StiffAsAnIroningBoard 10SecIroningBoardFreeze WaltzWithYourIroningBoard SleeveWaveIroningBoard VogueByTheIroningBoard',
    fitness:
      'IroningBoardPlankFaceOff CrawlUnderTheIroningBoard IroningBoardPostureCheck 10MinIroningBoardCircuit IroningBoardStretchBreak PressUpsByTheIroningBoard 20IroningBoardLifts KneeHighIroningBoardMarch',
    pet: 'KittenProofIroningBoard 10SecIroningBoardStay IroningBoardDogTreatBar FurOnTheIroningBoard IroningBoardSniffHunt ShellGameIroningBoard PetFreeIroningBoardZone CheckForCatsIroningBoard',
    prank:
      'IroningBoardJoinsDinner DressedUpIroningBoard IroningBoardOfTheMonth LetterFromTheIroningBoard GooglyEyesOnIroningBoard IroningBoardBirthdayParty MuseumLabelIroningBoard TinyIroningBoardForDad',
  },
  'action figure': {
    fitness:
      'ActionFigurePoseHold 30SecActionFigureFreeze CopyYourActionFigure ActionFigureBootcamp HeroLandingSquat KarateChopCardio ActionFigureLungeOff FlexLikeActionFigure',
    funny:
      'DubYourActionFigure ActionFigureSoapOpera ActionFigureDoesChores 1MinActionFigureInterview ActionFiguresRobTheFridge TinyHeroBigProblems RetiredActionFigure NewsAnchorActionFigure',
    music:
      'ActionFigureBandBattle 10SecActionFigureRiff ActionFigureDrumSolo ActionFigureLipSync HeroThemeCover EpicEntranceMusic RockOperaActionFigure SingLikeYourActionFigure',
    fashion:
      'ActionFigureCosplay MatchYourActionFigure 10MinActionFigureGlowUp ActionFigureLook3Ways UtilityBeltStyle MiniCapeSewing DressAsActionFigure PackagedActionFigure',
    pet: '10SecActionFigureCatCameo YourDogAsAnActionFigure ActionFigurePupNarrator KittenMeetsActionFigure GiantPetTinyHero FluffyMonsterMovie SidekickActionFigure WhiskersVsActionFigure',
  },
  'bed sheet': {
    cooking:
      '10MinBedSheetPicnic PizzaNightBedSheetFort BedSheetSnackBattle PigsInABedSheet PastryThinAsBedSheets BedSheetScreenPopcorn TeaPartyOnABedSheet BurritoWrapBedSheet',
    music:
      '10SecBedSheetFlapBeat SingUnderABedSheet BedSheetKaraokeBattle FreshBedSheetLullaby SpookyGhostChoirBedSheet ShadowDrummerBedSheet BedSheetPuppetMusical BedSheetOperaDuet',
    fitness:
      'BedSheetSliderLunges BedSheetTugOfWar 10MinBedSheetWorkout 100BedSheetWaves PartnerBedSheetRows TuckTheBedSheetSquats ParachuteLiftBedSheet CanYouFlickABedSheetFlat',
    gaming:
      'BedSheetParachuteBattle GuessWhoUnderTheBedSheet 10BounceBedSheetBalloon BedSheetShadowCharades GiantBoardGameBedSheet CaptureTheBedSheetFlag BedSheetTreasureHunt 60SecondBedSheetFort',
    tech: 'ProjectOntoYourBedSheet GreenBedSheetChromaKey 1MinBedSheetTimelapse BedSheetSlowMoFlick AIDesignsMyBedSheet SilhouettePhotoBedSheet BedSheetMovieNightGlowUp PhoneFlashlightBedSheet',
  },
  'deck chair': {
    art: 'DeckChairFabricMakeover 10MinDeckChairSketch PaintYourDeckChairView PopsicleStickDeckChair DeckChairPhotoSeries DeckChairPostcard DeckChairDoodleBattle CollageOfDeckChairs',
    fitness:
      'CarryADeckChairRelay WalkBackToTheDeckChair DeckChairYogaFlow SeatedLegRaiseDeckChair NoHandsDeckChairStandUp 60SecDeckChairCrunches 20DeckChairSquats DeckChairStretchBreak',
    educational:
      'WhyItsCalledADeckChair UVIndexDeckChair DeckChairFoldingPhysics 10SecDeckChairFold SundialDeckChair Spot5CloudsFromDeckChair DeckChairStarSpotting DeckChairTriviaBattle',
    music:
      'DeckChairSerenade HumADeckChairHit DeckChairSeaShanty 5SongDeckChairPlaylist SingFromYourDeckChair 10SecDeckChairSqueakBeat DeckChairWhistleTune DeckChairDuet',
    prank:
      'DeckChairRubberDuckGuest GooglyEyeDeckChair DeckChairReservedNote WhoopeeCushionDeckChair RedCarpetToTheDeckChair TinyUmbrellaDeckChair DeckChairTeddySunbather DollSizeDeckChairForDad',
  },
  'light switch': {
    art: 'DecorateYourLightSwitch LightSwitchMonsterFace LightSwitchShadowPuppets BlindSketchALightSwitch OnOffLightSwitchComic LightSwitchPlateGlowUp MoodyLightSwitchPortrait 30SecLightSwitchDoodle',
    cooking:
      '10SecLightSwitchPlating LightSwitchSugarCookies LightSwitchBlindTasteOff RateMyLightSwitchSnack DimmedLightSwitchDinner CaughtAtTheLightSwitch BirthdayCakeLightSwitch BreakfastInBedLightSwitch',
    dance:
      'LightSwitchFreezeBattle LightSwitchSilhouette LightSwitchGlowParty TwoStepToTheLightSwitch 5FlipsLightSwitchDance BedtimeLightSwitchGroove NowYouSeeMeLightSwitch 10SecLightSwitchMoonwalk',
    music:
      '10SecLightSwitchBeatDrop ClickTrackLightSwitch LightSwitchChorusReveal LightSwitchLullaby EncoreAtTheLightSwitch LightSwitchDrumBattle LightSwitchHarmonyDuet AirGuitarLightSwitch',
    prank:
      'OutOfOrderLightSwitch SpeechBubbleLightSwitch LightSwitchGooglyEyes PrintedLightSwitchTrick TinyLightSwitchForDad 10LightSwitchRiddles SillyLightSwitchLabels LightSwitchBalloonRoom',
  },
  triathlon: {
    dance:
      'SwimBikeRunDance TriathlonGrooveRelay 3MoveTriathlonShuffle TriathlonWetsuitWiggle FinishLineJigTriathlon WobblyLegsTriathlon 30SecTriathlonMedley TriathlonMedalShimmy',
    fashion:
      'TriathlonSuitCheck NeonTriathlonKit HelmetHairTriathlon StyleATriathlonMedal3Ways TriathlonThenVsNow MatchingTriathlonTeam RetroTriathlonLook TriathlonFitFaceOff',
    funny:
      'TriathlonWetsuitStruggle TriathlonOfChores SwimBikeNap ToddlerTriathlon 10SecTriathlonTransition SnackStationTriathlon 3MinCouchTriathlon TriathlonExcuseBattle',
    pet: 'TriathlonPetCheer 10MinDogTriathlon 3EventPuppyTriathlon CatInspectsTriathlonMedal SniffWalkTriathlon TriathlonTreatStation KittenTriathlonFaceOff PostTriathlonCuddles',
    prank:
      'WrongNameTriathlonSign DoorwayTriathlonBanner DishDutyTriathlonMedal TriathlonSnackPack TriathlonRubberDuck TinyTriathlonTrophy GooglyEyesTriathlonBike VoicemailTriathlonHype',
  },
  bandage: {
    cooking:
      'BandageMummyHotDogs BandageCookieFaceOff 10MinBandageBrownies ChickenSoupForBandageDays IceABandageCupcake PastryBandageApples RicePaperBandageRolls FruitLeatherBandages',
    fitness:
      '60SecBandageShadowbox WarmUpSkipTheBandage MummyBandageLunges StickerBandageHopscotch WalkABandageTapeLine BandageOffFirstRun 20BandageRollHops StretchSoNoBandage',
    gaming:
      'BandageTicTacToe 60SecBandageHealthPack PinTheBandageOnTeddy FirstAidTriviaBandage BandageRollBowlingBattle MummyWrapBandageTeams SimonSaysBandage BandageKitRace',
    prank:
      'BananaWithABandage BandageAllTheToys FamilyPhotoBandages MummyRemoteBandage GiantBandageTinyScratch GooglyEyesOnEveryBandage BandagedTeddyForDad BandageTheChippedMug',
  },
  cactus: {
    dance:
      'FreezeLikeACactus CactusCowboyShuffle TumbleweedSpin CactusLineDance CopyTheDancingCactus SaguaroSalute 30SecCactusArmsWave CactusTwistOff',
    fitness:
      'HoldTheCactusPose CactusJumpingJacks CactusWallAngels StretchLikeASaguaro 1MinCactusPlank TumbleweedBurpees CactusSquatFaceOff 20CactusSideBends',
    prank:
      'GooglyEyeCactus CactusPlushInBed CactusOnEveryPillow MeetYourNewCactusRoommate TinyCactusArmy PricklyLoveNote RubberGloveCactus CactusRockDecoy',
    funny:
      'CactusHasFeelings OverwateredCactusDrama CactusRatesOutfits 1MinCactusInterview FreeHugsCactus IfTheCactusCouldTalk CactusOutlivesUsAll CactusVsFern',
  },
  'coffee break': {
    fashion:
      'CoffeeBreakFitCheck CoffeeBreakLookBattle 5MinCoffeeBreakGlowUp DressForACoffeeBreak MugMatchOutfit MochaMonochrome CoffeeBreakScarfTie CoffeeBreakBlazerSwap',
    fitness:
      '20CoffeeBreakSquats 5MinCoffeeBreakCircuit CoffeeCupCurls CoffeeBreakLungeRelay CaffeineCalfRaises PlankUntilItPours CoffeeBreakDeskStretch CoffeeBreakLapWalk',
    gaming:
      'CoffeeBreakChessBlitz CoffeeBreakWordDuel 5MinCoffeeBreakSpeedrun CoffeeTriviaRound OneLevelPerCoffeeBreak CoffeeBreakCrosswordRace BeatMyCoffeeBreakScore RiddleMeThisCoffeeBreak',
    tech: 'CoffeeBreakAutoReply 1MinCoffeeBreakTimelapse ShowUsYourCoffeeBreakDesk CoffeeBreakGadgetFaceOff AIPicksMyCoffee CoffeeBreakAppTimer OneEditPerCoffeeBreak CoffeeBreakPodcastClip',
  },
  dishwasher: {
    art: 'DishwasherSafeMugArt 10MinDishwasherDoodle PaintedDishwasherFront StickerBombDishwasher DrawTheDishwasherRack SpoonSculpture DishwasherDoorGlowUp DishwasherMagnetDesign',
    wellness:
      'SlowSundayDishwasher DishwasherThenTea EmptyDishwasherPeace MindfulDishwashing DishwasherHumMeditation LoadItAndLetGo 3DishwasherBreaths 5MinDishwasherJournal',
    fitness:
      'DishwasherDeadlifts 60SecDishwasherUnload CalfRaisesAtDishwasher BeatTheDishwasherCycle BottomShelfSquats RackAndRep 20DishwasherToeTouches DishwasherPlankFaceOff',
    travel:
      'NoDishwasherCamping PackLikeADishwasher DishwasherStyleSuitcase DishwasherToPicnicBasket DishwasherIn5Countries CampSinkScrubOff DecodeTheDishwasher DishwasherCabinWeekend',
  },
  harmonica: {
    art: 'PaintedHarmonica HarmonicaGigPoster DoodleTheBlues HarmonicaArtDuel 5MinHarmonicaSketch DrawWhatYouHearHarmonica WesternHarmonicaComic DesignAHarmonicaSticker',
    cooking:
      'HarmonicaChiliCookOff HarmonicaSimmerSong HarmonicaLemonade HarmonicaPotluck CowboyBeansHarmonica PlayHarmonicaWhileItBakes OneHarmonicaTuneSalad ApplePieHarmonica',
    dance:
      'HarmonicaHoedownBattle BluesStompDance HarmonicaTrainShuffle TwoStepToAHarmonica 10SecHarmonicaJig PromenadeHarmonica BootScootHarmonica FreezeWhenHarmonicaStops',
    fitness:
      'HarmonicaLungWorkout BluesBreathReps HarmonicaPowerWalk MarchToAHarmonica 1MinHarmonicaStepUps StretchAndHarmonica HarmonicaPlankFaceOff CalfRaiseHarmonica',
  },
  pantry: {
    art: '5MinPantryStillLife PantryPastaMosaic PantrySpicePainting LetterThePantryLabels DrawYourPantryShelf PantryChalkboardDoor PopArtPantryCans PantryDoodleDuel',
    fitness:
      '50PantryCanCurls RiceBagPantrySquats PantryJarGripTest PantryPlankFaceOff WaterJugPantryLunges 10MinPantryCircuit FlourSackPantryCarry FiveBurpeePantryToll',
    pet: 'DogWaitsByThePantry PantryPumpkinPupTreats PetSafePantryCheck PuppyVsKittenPantryRace PantryRustleTest PantryBoxPuzzleFeeder 10SecPantrySitStay 7DayPantryNosework',
    prank:
      'GooglyEyesInThePantry UpsideDownPantry PantrySaysNotAgain WrongPantryLabels PantrySnackNotes PantryDoorbell PantryPasswordSign BalloonFilledPantry',
  },
  'banana bread': {
    art: 'BananaBreadStillLife BananaPeelLettering SpottyBananaPainting ScoredBananaBreadTop BananaBreadSliceFaces BananaBreadArtBattle DrawYourBananaBread 5MinBananaBreadSketch',
    gaming:
      'BananaBreadCharades GuessTheBananaBreadMixIn 60SecBananaBreadTrivia BananaBreadSliceHunt TopBananaTourney BestBananaBreadBracket BananaBreadBingo BananaBreadBlindRanking',
    music:
      'BananaBreadJingle BananaBreadWhiskBattle SingToTheBananaBread BananaphoneCover LoafiBeats DrumOnYourBananaBreadPan 30SecBananaBreadBallad BananaBreadLoveSong',
    tech: 'BananaBreadRecipeAI 7DayBananaBreadCountdown AirFryerBananaBread 1MinBananaBreadTimelapse BananaBreadGrandmaVsAI BananaBreadGlowUpPhoto ShootBananaBread3Ways BananaBreadSlowMoSlice',
  },
  'baking sheet': {
    dance:
      'WaiterWalkBakingSheet BakingSheetRobotArms 10SecBakingSheetFreeze ElectricSlideBakingSheet BakingSheetDanceBattle LipSyncIntoABakingSheet BakingSheetSwingTime PassTheBakingSheetRelay',
    fitness:
      'BalanceABakingSheetPlank 20BakingSheetWaiterLunges 10MinBakingSheetHIIT BakingSheetCupCarry RepsPerCookieBakingSheet BakingSheetSquatPass BakingSheetCoolDown OvenMittBoxingBakingSheet',
    pet: '10MinBakingSheetPupTreats DogBirthdayBakingSheet ScatterFeedBakingSheet PumpkinDropsBakingSheet BakingSheetSnuffleHunt KittyTunaBitesBakingSheet WhichBakingSheetTreatWins BakingSheetBunnyChips',
  },
  bowling: {
    dance:
      'StrikeABowlingPose BowlingAlleyShuffle 30SecBowlingVictoryDance CosmicBowlingGroove TenPinTwist BowlingBallBoogie BowlingTurkeyTrot BowlingShimmyBattle',
    pet: 'CatBowlingKnockdown CanYourDogGoBowling BowlingBagNapSpot TeachPuppyBowling 10PinTabbyBowling BowlingPawStrike PetBowlingFaceOff BowlingBottlesForKitty',
    prank:
      'WrongBowlingScreenNames BowlingScoreboardNote MomsTinyBowlingSet TeddyWearsBowlingShoes BowlingBumpersForDad BowlingPinInTheirBed GooglyEyeBowlingBall BowlingWorstScoreTrophy',
  },
  closet: {
    prank:
      'ClosetBalloonAvalanche GiantTeddyInTheCloset PlushieMovedIntoCloset ClosetBackwardsHangers StickyNoteClosetMaze GooglyEyesClosetDoor ClosetOfInsideOutShirts ClosetFoldedLikeAStore',
    cooking:
      'HangerShapedPretzels ClosetCakeReveal 10MinClosetDressCupcakes PantryClosetCookOff ClosetSnackBattle MyClosetInFrosting ClosetCleanoutBakeSale ClosetSweaterCookies',
    educational:
      '10PieceClosetOutfitMath WashTagDecoded CanYouSortYourCloset ClosetLaundryCodeQuiz ClosetColorWheelLesson GuessTheFabric WhoMadeMyCloset ClosetStainRemovalLab',
  },
  denim: {
    prank:
      'JeansPocketSurprise DenimCopycatDay EveryChairWearsDenim DenimPatchOnTheTeddy DadJokeDenimLabels DollSizeDenimForMom DenimGooglyEyes ShrunkDenimReveal',
    dance:
      'BlueJeansJive DoubleDenimShimmy 10SecDenimJacketTwirl DenimHoedown BootScootinInDenim DenimDanceOff DenimDuetStep PopLockYourDenimPocket',
    gaming:
      'Find5DenimThingsRace JeansSkinUnlocked MatchYourDenimAvatar DenimFitBattle DenimThriftBingo GuessTheDenimDecade 60SecDenimTrivia DenimCharades',
  },
  esports: {
    art: 'DesignAnEsportsLogo EsportsFanPoster SketchTheClutchPlay DrawYourEsportsMascot TrophyCraftEsports 10MinEsportsComic EsportsPlayerCard EsportsArtFaceOff',
    fitness:
      '7DayEsportsAthlete EsportsReflexDrills GamerPostureReset EsportsWristWarmUp EsportsEyeBreak 10PushUpsPerEsportsLoss RulerDropEsports 5MinEsportsStretch',
    wellness:
      'EsportsPreGameCalm 60SecEsportsBreathing TiltResetEsports 7DayEsportsBedtime TouchGrassEsports ShakeHandsEsports WriteOneEsportsWin EsportsTeamCheckIn',
  },
  hanukkah: {
    art: 'PaintAHanukkahDreidel HanukkahCardArt HanukkahPapercutStars 10MinHanukkahMosaic ChanukahLightPainting MenorahFromScraps 8NightsOfHanukkahDoodles StampHanukkahWrap',
    dance:
      'HanukkahHora SpinLikeAHanukkahDreidel ChanukahCharleston HanukkahGeltBounce OneMovePerHanukkahNight MenorahGlowGroove HanukkahShuffleBattle TwirlIntoHanukkah',
    fashion:
      'UglyHanukkahSweater 8NightsOfHanukkahFits HanukkahDreidelEarrings HanukkahColorBlock 10MinHanukkahNails HanukkahLook3Ways HanukkahGlitterGlam DressUpForHanukkah',
  },
  judo: {
    cooking:
      '10MinJudoBentoBox JudoOnigiriFaceOff PostJudoFruitPlatter JudoTatamiToast TieJudoBeltPretzels MatchaAfterJudo PotluckForJudoClub BreakfastBeforeJudo',
    funny:
      '60SecJudoBeltStruggle PutOnAJudoGiBackwards JudoThrowTheLaundry JudoPillowPinBattle TVRemoteJudoGrip MomIsTheJudoRef BowToEverythingJudo GrandpaReactsToJudo',
    travel:
      '60SecJudoGiPack OneJudoClubPerCity JudoBowAcrossCountries PinTheMapJudo SouvenirJudoPatches JudoTournamentVlog LayoverJudoStretch JudoPicnicInThePark',
  },
  mma: {
    cooking:
      '10MinMMAMealPrep BuildAnMMASnackBoard MMAOctagonPizza IceYourMMABeltCake MMAPunchBowl KnockoutNachosMMA RecoveryMMASmoothie MMAChiliCookOff',
    dance:
      '10SecMMAWalkoutDance CopyMyMMAShuffle BobAndWeaveMMA MMASprawlFaceOff MMAStanceSwitch ShadowboxMMAMirror MMABeltRaisePose TouchGlovesMMAStep',
    gaming:
      'BeatMyMMAHighScore CreateAnMMAFighter MMAThumbWarBracket StaringContestMMA MMAPickEmCard MMAMoveCharades 60SecMMATrivia CouchCoOpMMA',
  },
  pilates: {
    funny:
      'PilatesShakeIsReal 60SecPilatesPokerFace DadTriesPilates PilatesWithAToddler TryPilatesVoiceAllDay FirstVsLastPilatesRollUp KidsNarratePilates TeddyBearPilates',
    gaming:
      'PilatesBingo RollThePilatesDice PilatesPulsePerRespawn SimonSaysPilates 60SecPilatesCardDraw CanYouBeatPilatesBoss PilatesHotSeat TeamPilatesQuiz',
    prank:
      'NotTheLastPilatesRep JustOneMorePulse PilatesToPolkaMusic PilatesWhisperCoach SurprisePilatesClass CaughtMidPilates GooglyEyesOnPilatesMat MadeUpPilatesMove',
  },
  science: {
    art: '10MinScienceDoodle ScienceCoffeeFilterArt ScienceMarbledMilk CrystalScienceGarden PaintWithScience MagnetMasterpiece ScienceSunPrints ScienceColorBattle',
    fashion:
      'SciencePunShirtDIY MadScientistLook GoggleGlamScience DressLikeAScienceTeacher ScienceLabCoat3Ways PeriodicTablePrint 10MinScienceGlowUp ScienceGalaxyLeggings',
    fitness:
      'ScienceHeartRateTest MeasureJumpForScience PushupsForScience 7DayScienceFlexTrial NewtonsLawsOfLunges 10MinScienceCircuit ScienceOfTheSquat ScienceReflexFaceOff',
  },
  stretching: {
    cooking:
      'StretchyCheesePull StretchThePizzaDough StretchingTaffyFaceOff HandStretchedNoodles PulledMochiMagic 60SecStretchingMozzarella StretchingRecoveryOats 5MinStretchingSmoothie',
    funny:
      'StretchingFails CatVsMeStretching StretchingGroans DadTriesStretching CountYourStretchingCracks PretzelGoneWrong StretchingSoundEffects 1MinStretchingCommentary',
    music:
      'StretchToTheBeat 10MinStretchingMix StretchingSongPerPose HumWhileStretching ReachOnEveryChorus 5TrackStretchingPlaylist StretchingToSlowJams StretchingMirrorDuet',
  },
  'windy day': {
    dance:
      'WindyDayRibbonSpin LeanIntoTheWind 10SecWindyDayFreeze SwayLikeAWindyTree WindyHairWhip MoonwalkWithTheBreeze DanceYourWindyDay WindyDayScarfBattle',
    fashion:
      'WindbreakerThreeWays DressForAWindyDay WindyDayHairGlowUp WindyDayBraidUpdo WindproofHairdo WindyDayFitFaceOff 5WindyDayScarfKnots WindyDayHatClips',
    tech: '10SecWindyDayStopMotion WindyDayGustTracker WindyDayMicFaceOff FilmAWindyDaySlowMo RacingCloudsWindyDay WindSpeedAppTest WindyDayPanoramaFail 1MinWindyDayTimelapse',
  },
  brunch: {
    educational:
      'LearnToPoachABrunchEgg BrunchHollandaiseLesson CanYouCountBrunchLayers GuessTheBrunchCountry BrunchChemistryLab 5BrunchFactsIn60Sec 3DishBrunchHistory BrunchYolkTimerTest',
    fashion:
      'BrunchFitCheck SundayBrunchLook 10MinBrunchGetReady PastelsForBrunch BrunchToDinnerFlip OneDress3BrunchOutfits RateMyBrunchHat BrunchTwinningDare',
    pet: 'PupBrunchParty BrunchLickMatTreat BrunchCatLoafPose TakeMyDogToBrunch PetSafeBrunchBoard 7DayBrunchBarkfast 10SecBrunchSitStay KittenVsPuppyBrunch',
  },
  basement: {
    art: '10MinBasementSketch PaintTheBasementWalls ClayNightInTheBasement BasementShadowPortraits BasementArtGlowUp ChalkYourBasementFloor BasementFindCollage BasementCardboardCity',
    fitness:
      '10MinBasementBootcamp BasementStepUpRelay BasementWallSitDare 50BasementCanCurls LowCeilingWorkout LaundryBasketCarry BasementBurpeeLadder BasementJumpRope100',
  },
  'cake topper': {
    fitness:
      'HoldTheCakeTopperPose 30SecCakeTopperBalance NumberCakeTopperReps FlexLikeACakeTopper CakeTopperPlankDuo TiptoeCakeTopperRaises CakeTopperFreezeBattle BodybuilderCakeTopper',
    prank:
      'WrongNameCakeTopper MiniCakeTopperInvasion CakeTopperPlantPot HappyRandomDayCakeTopper CakeTopperInEveryShoe CakeTopperOnTheShelf GooglyEyedCakeTopper BigNewsCakeTopper',
  },
  'coffee run': {
    prank:
      'CoffeeRunCupFaces CoffeeRunPunStickers CoffeeRunInAGiantBox WrongNameCoffeeRun GooglyEyesCoffeeRun TinyCoffeeRunForTeddy ThimbleSizeCoffeeRun CoffeeRunLidNote',
    speed:
      'CoffeeRunCupRelay 60SecCoffeeRunBeanCount Memorize5CoffeeRunOrders LidMatchCoffeeRun MarkerNamesCoffeeRun CoffeeRunCarrierRace CoffeeRunTongueTwister SugarPacketSortCoffeeRun',
  },
  'door knob': {
    art: 'PaintedDoorKnobs DoorKnobHangerDesign SketchYourDoorKnobSelfie 10MinDoorKnobDoodle DoorKnobGlowUp MosaicDoorKnob DoorKnobMonsterFace YarnCozyDoorKnob',
    fitness:
      'SquatEveryDoorKnob 10RepsPerDoorKnob DoorKnobWristCircles DoorKnobLungeRelay 30SecDoorKnobTwist LeftHandOnlyDoorKnob DoorKnobPostureCheck PlankBeforeTheDoorKnob',
  },
  forehead: {
    dance:
      'CupOnForeheadDance ForeheadKissWaltz ForeheadSaluteMarch ForeheadWipeShimmy 30SecForeheadBalance ForeheadTapBattle MirrorMyForeheadMoves ShadesOnForeheadStrut',
    fitness:
      'ForeheadToKneeFold CupOnForeheadSquats ChildsPoseForehead BalloonForeheadRelay 5MinForeheadSweatFinisher CoinOnForeheadBridge ForeheadKissCrunches 20ForeheadTapJacks',
  },
  hail: {
    art: 'HailstormPainting HailstoneStillLife PaintHailIn60Seconds HailDoodleBattle FreezeFrameHail SketchHailBeforeItMelts MacroHailPhoto HailComicStrip',
    prank:
      'GooglyEyeHailstorm HailOfStickyNotes CottonBallHailAttack TinyHailUmbrellaForDad PingPongHailInTheirBed HailWarningOnTheFridge ItsHailingBalloons PaperHailDoorDrop',
  },
  hiking: {
    cooking:
      'HikingTrailMixFaceOff 5MinHikingEnergyBites HikerBreakfastBurrito PackYourHikingSandwich PeakPicnic HikingNoodleJar NoCookHikeLunch HikingGranolaBars',
    dance:
      'HikingSummitDance HikingBootStompBattle 10SecHikingVictoryJig OneMovePerHikingMile TrailheadTwoStep HikingPoleMarch HikerHoedown HikingMeadowTwirl',
  },
  keto: {
    pet: 'PetSafeEggTreat CartonPuzzleToyKeto KetoWalkiesAfterDinner 10SecKetoSnuffleMat CatInspectsKetoGroceries GreenBeanShareKeto 7DayKetoDogWalks GrocerySniffCheckKeto',
    tech: 'AIKetoRecipe CarbCounterAppTest KetoMacroFaceOff 1MinKetoMealPrep BarcodeScanKetoDash KetoStopMotionEggs SharedKetoGroceryList 7DayKetoPhotoLog',
  },
  llama: {
    tech: 'LlamaFilterFaceOff LlamaSoundboard LlamaGreenScreenSelfie AnimateALlamaWalk DramaLlamaReactionGif 10SecLlamaStopMotion MakeYourLlamaMeme LlamaVoiceChanger',
    wellness:
      '7DayNoDramaLlama LlamaWalkTherapy 1MinLlamaHum BeCalmAsALlama MindfulMondayLlama PlushLlamaHugBreak ChillLikeALlama LlamaCloudGazing',
  },
  music: {
    funny:
      'MusicMisheardLyrics TypesOfMusicians 30SecMusicAirGuitar MusicLipSyncBattle CueTheSadMusic MyMusicShuffleBetrayedMe EpicMusicForChores MusicKaraokeGoneWrong',
    gaming:
      '60SecMusicTrivia PassItTillTheMusicStops VideoGameMusicQuiz RankBossFightMusic MusicLyricCharades BeatMyMusicHighScore NameThatMusicIn3Notes MusicalStatuesRematch',
  },
  'party popper': {
    dance:
      'PartyPopperBeatDrop PartyPopperConfettiTwirl 10SecPartyPopperBop BirthdayCongaPartyPopper PartyPopperDanceOff GrandEntrancePartyPopper HandsUpPartyPopper OneMovePerPartyPopper',
    travel:
      'PartyPopperArrival WelcomeHomePartyPopper NewYearGetawayPartyPopper PartyPopperCityTour PartyPopperAtEveryStop PartyPopperTripCountdown FamilyReunionPartyPopper 10MinPackThenPartyPopper',
  },
  plunger: {
    dance:
      'DoThePlungerPump PopAndLockPlunger TangoWithAPlunger PlungerMicStand PlungerCaneShuffle 10SecPlungerTwirl PlungerDanceBattle MirrorMyPlungerMoves',
    gaming:
      'PlungerRingToss 10PlungerFlipStreak NotAPlungerImprov CaptureThePlunger MiniPlungerGolf PlungerBowlingBattle TicTacToePlungers 60SecPlungerHockey',
  },
  receipt: {
    dance:
      '10SecReceiptRibbonDance ReceiptLimboBattle ReceiptPrinterBop ReceiptChainConga ReceiptBoogieDuet ScanAndShimmy TwirlTheReceipt LassoTheReceipt',
    prank:
      'MileLongReceiptReveal ReceiptOnEveryChair ReceiptForAHug ReceiptFromTheFuture ReceiptInTheirPocket ItemizedDinnerReceipt DadJokeReceipt SiblingChoreReceipt',
  },
  sandwich: {
    dance:
      'SandwichStackDance SandwichShuffleBattle DeliSandwichGroove LunchboxSandwichBop PBAndJig HoagieHustle 10SecSandwichSideStep OneMovePerSandwichLayer',
    music:
      'SandwichCrunchRhythm DeliSandwichBeat 30SecSandwichRecipeRap LunchboxSandwichDrums SandwichBeatboxBattle HarmonizeYourSandwich SandwichOrderOpera SandwichLoveSong',
  },
  snowflake: {
    dance:
      'DriftLikeASnowflake SnowflakeBalletLeap SnowflakeTwirlFall 10SecSnowflakeFreeze SnowflakeShuffleBattle MirrorMySnowflakeMoves WaltzOfTheSnowflakes SnowflakeSpinSway',
    wellness:
      '1MinSnowflakeBreathing UniqueLikeASnowflake QuietSnowfallWalk WatchOneSnowflakeFall SnowflakeSelfKindness SlowSnowflakeSunday 7DaySnowflakeGratitude SnowflakeCocoaPause',
  },
  suit: {
    dance:
      'SuitUpShuffle 10SecSuitTwirl SuitJacketTossRelay SuitAndSneakersDance SuitLapelPopBattle SharpDressedSwing MoonwalkInASuit CharlestonYourBestSuit',
    fitness:
      '10SuitBurpees StairsInASuit SuitUpSquats SuitStretchFaceOff 1MinPowerSuitPlank BlazerBicepFlex SuitAndTieWorkout SuitJacketJumpingJacks',
  },
  tricycle: {
    dance:
      'TricycleBellBop 10SecTricycleTwirl TricycleHonkHop TangoWithATricycle ThreeWheelShuffle TricycleShimmyBattle TricycleTwoStep TrikeParadeWave',
    wellness:
      'TricycleSlowRide TricycleSunsetPedal 10MinTricycleCalm InnerChildTrike NoRushTricycle SillyTricycleSunday TricycleGardenPath OneTricycleLapADay',
  },
  violin: {
    fitness:
      'WallSitViolinScales HoldTheViolinUp StretchLikeAViolinist 20ViolinBowArmRaises FiddleWhileYouSquat ViolinShoulderRolls ViolinWristCircles 1MinViolinPlank',
    prank:
      'OffKeyViolinTwist TinyViolinForDad ViolinSerenadeSurprise FiddleWakeUpCall ViolinBreakfastMelody DoorbellSonata ViolinCaseFullOfSocks ViolinBirthdayTune',
  },
  yoga: {
    cooking:
      '5MinPostYogaSmoothie YogaGoldenMilk BuildAYogaBowl YogaEnergyBites OmNomYogaGranola YogaWrapFaceOff YogiSunriseSalad YogaChiaPudding',
    pet: 'YogaMatNapThief PuppyYogaStretch MeowmasteYoga KittenCopiesMyYoga DownwardDogForReal CatCrashesYoga 5MinYogaWithYourPet 10SecYogaPoseTreat',
  },
  dj: {
    cooking:
      'TurntableDJCake PancakeFlipOnDJDrop DJBoothSnackBoard CookToTheDJSet RemixYourRecipeDJStyle DJVinylPizza DJWhileYouWhisk 10MinDJDinner',
    dance:
      'FreezeWhenTheDJStops 30SecDJBassBounce DJTransitionShuffle DJDropDanceOff WeddingDJWobble MirrorMyDJMoves DJRequestTwoStep CongaLineDJRelay',
  },
  dentist: {
    pet: 'PetDentistDay DentistDogBreathCheck 10SecDentistPupGrin PuppyToothbrushDentist CatBrushingStandoff PlayDentistWithKitty 7NightDentistRoutine DentistKittenSmile',
  },
  dresser: {
    fitness:
      'BottomDrawerDresserSquats OneLegSocksAtTheDresser DresserCalfRaiseReach DresserShirtRelay DresserMirrorFormCheck 20DresserLaundryLunges 1MinDresserStretch HeadToToeDresserWarmUp',
  },
  'fast food': {
    prank:
      'GooglyEyedFastFoodToy FastFoodKidsMealForDad FastFoodReceiptPuns ClayFastFoodOrder FastFoodBagFullOfSocks WrongNameFastFoodCup FineDiningFastFoodNight TeddyGetsFastFoodTray',
  },
  fork: {
    prank:
      'SoupWithOnlyForks BendyRubberFork GooglyEyeForks TinyForkForDad ForkDrawerTakeover ForksInEveryShoe ForkWearsAMustache ForkTapedToThePlate',
  },
  greece: {
    tech: 'StatueColorizeGreece GreeceVirtualAcropolis CanYouFindGreeceStars GreeceAlphabetKeyboard GreeceGodFilterBattle GreeceOdysseyPodcast Build3DGreeceTemple SunsetPanoramaGreece',
  },
  highlighter: {
    art: 'HighlighterArtBattle PaintWithHighlighter HighlighterStarryNight HighlighterOnBlackPaper HighlighterFaceChart 5MinHighlighterPortrait OmbreSkyHighlighter OneHighlighterDoodle',
  },
  janitor: {
    music:
      '10SecJanitorBucketDrums JanitorKeyRingRhythm JanitorBroomBeatBattle SweepLikeAJanitorDuet WhistleWhileYouMop HallwayEchoChorus ThankYourJanitorSong JanitorRadioSingAlong',
  },
  lizard: {
    prank:
      'LizardToyOnTheWall GiantLizardMagnetFridge TinyLizardInvasion PhotobombWithALizard LizardShadowPuppet PlasticLizardInTheShoe LizardGuardsTheirKeys LizardStickerOnTheRemote',
  },
  'mental health': {
    funny:
      'MentalHealthDayPOV LaughYogaAttempt MentalHealthDadJokeOff SillyFaceMentalHealth SendAMentalHealthMeme BloopersMentalHealth 60SecMentalHealthGiggle MentalHealthCatVideos',
  },
  museum: {
    wellness:
      '10MinMuseumSlowLook PhoneFreeMuseumVisit MindfulMuseumMonday SoloMuseumDate MuseumMeditation 5BreathsPerMuseumPiece MuseumBenchJournaling MuseumGardenPause',
  },
  penguin: {
    fashion:
      'DressLikeAPenguin PenguinPufferThreeWays StylePenguinBlackAndWhite 10SecPenguinWaddleWalk PenguinFitFaceOff PenguinMonochromeLook PenguinOnesieCatwalk ThriftAPenguinSweater',
  },
  raincoat: {
    prank:
      'RaincoatWeatherReport UmbrellaConfettiPop BalloonStuffedRaincoat ToddlerRaincoatOnDad RaincoatHoodRubberDuck RaincoatToBreakfast JingleBellRaincoatZip GooglyEyedRaincoat',
  },
  ruler: {
    prank:
      'WrongNumbersRuler TinyRulerForDad RulerGooglyEyes MeasureWithBananaRuler GiantCardboardRulerGift DeskInAPerfectLine RulerStickyNoteMessage RulerMeasuresTheirSnack',
  },
  smoothie: {
    funny:
      'SmoothieColorFail ThickSmoothieStrawDare ForgotTheLidSmoothie 1MinSmoothieParody GreenSmoothieGrimace RateMySmoothieLikeAChef SmoothieCriticReview SmoothieMustacheReveal',
  },
  spring: {
    art: 'PressSpringFlowers PaintASpringBirdhouse SpringButterflyPrints SpringInAJar 10MinSpringSketch SpringWatercolorBattle 5PaperSpringWreaths SpringRainbowChalkArt',
  },
  sunset: {
    prank:
      'WindowPaperSunset SunsetWithGooglyEyes ChalkMessageAtSunset SunsetFilterOnEveryPic SunsetInReverseTrick TurnAroundAndLook SunsetLampMidnightReveal ThatSunsetIsAPhoneScreen',
  },
  teacher: {
    educational:
      '60SecTeacherPopQuiz TeacherMythBuster StudentTeachesTeacher AskATeacherAnything ExplainItLikeImFive RedPenFactCheck CanYouStumpYourTeacher TeacherDemoFaceOff',
  },
  'tomato plant': {
    dance:
      'GrowLikeATomatoPlant 10SecTomatoPlantSway WateringCanTomatoPlant TomatoPlantHarvestHoedown TomatoPlantDanceOff TomatoPlantVineTwist SalsaWithTheTomatoPlant 7DayTomatoPlantGroove',
  },
  turkey: {
    wellness:
      'TurkeyTableCompliments PostTurkeyNap GratitudeBeforeGravy WalkOffTheTurkey TurkeyDayThankYouNotes Name3TurkeyBlessings ThankfulThursdayTurkey 10MinTurkeyMorningStretch',
  },
  wallet: {
    dance:
      'WalletFoundShimmy PayDayWalletDance WalletZipperStrut EmptyWalletTwoStep WalletPatDownDuet WalletShuffleBattle 10SecWalletWiggle JingleYourWalletCoins',
  },
  abs: {
    music:
      'AbsThroughTheChorus AbsBeatDrop SingAlongAbsCrunch OneSongPlankAbs 100AbsToAMetronome 5MinDiscoAbs AbsPlaylistBattle RapTheRepsAbs',
  },
  bracelet: {
    tech: 'BraceletUnboxingASMR AppPicksMyBraceletColors 10SecBraceletStopMotion BraceletMacroFaceOff BraceletARTryOn SmartwatchBraceletStack BraceletPhotoStudio PixelArtBracelet',
  },
  curry: {
    dance:
      'CurryLadleTwirl BhangraWhileCurryCooks CurryShimmyBattle 10SecCurrySpiceShuffle DanceForYourCurry SimmerAndShake CurryKitchenDisco CurryCongaRelay',
  },
  sunglasses: {
    cooking:
      'SunglassesCookieBattle SunglassesCakePops 10MinMelonSunglasses CoolSunglassesLemonade PretzelSunglasses SunnySideUpSunglasses SunglassesPancakeArt SunglassesFruitPizza',
    dance:
      'SunglassesDropDance 10SecSunglassesShuffle SunglassesMoonwalk DealWithItSunglasses SlowMoSunglassesWalk FrameFlipFreestyle SunglassesSpinAndPose SunglassesGrooveBattle',
    fitness:
      'SunglassesSunriseRun SunglassesSquatRelay BeachWorkoutSunnies CycleInSunglasses 20SunglassesBurpees 1MinSunglassesPlank SunglassesStayOnSprint SunglassesParkLunges',
    prank:
      'SunglassesOnEverything TinySunglassesForMom ShadesOnFamilyPhotos GooglyEyeSunglasses SunniesOnTheSnowman DealWithItSunglassesDad SunglassesPlantParade SunglassesWearingTeddy',
  },
};
