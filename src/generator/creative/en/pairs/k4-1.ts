import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  abs: {
    prank:
      'SixPackAbsDelivery MagazineCoverAbs WhoseAbsInTheFrame PaperAbsOnEveryPhoto AbsCrunchTimeAlarm MirrorAbsDoodle CountingWrongAbs PizzaBoxAbsNote',
  },
  ai: {
    fashion:
      'AIStylesMyOutfit AIFitCheck 60SecondAIGlowUp ThriftFlipWithAI MeVsAIClosetBattle 7DayAILookbook OneShirtThreeAILooks AIRatesMyLayering',
    fitness:
      'AIPicksMyWorkout 10MinAICircuit AIFormCheck ChatbotBootCamp HumanVsAIPlank StretchPlanByAI LetAIChooseYourReps 30DayAISquatLadder',
    wellness:
      '60SecondAIBreather 7NightAIJournal ChatbotBedtimeStory AISelfCareSunday GratitudeListWithAI AskAIThenUnplug AIReframesMyBadDay AIPicksMyKindAct',
  },
  'air fryer': {
    funny:
      'AirFryerTasteTestFaces AirFryerEverythingPOV OvenVsAirFryerFeud WillItGoInTheAirFryer GrandmaMeetsAirFryer 7DaysOfAirFryerOnly AirFryerIsMyTV MyAirFryerHasFeelings',
    tech: 'HowLoudIsYourAirFryer AirFryerTimelapse AirFryerRecipeAppDuel SlowMoAirFryerCrunch 15SecondAirFryerReel LetAIRunMyAirFryer AirFryerVsMicrowave AirFryerVoiceAssistant',
  },
  'air guitar': {
    wellness:
      '3MinAirGuitarReset ShredTheStressAway AirGuitarWakeUp SlowBalladAirGuitar EyesClosedAirGuitar AirGuitarForAFriend AirGuitarSoloSaturday 7DayAirGuitarHabit',
  },
  airplane: {
    prank:
      'PaperAirplaneMessage 100AirplanesOnTheBed AirplaneMealAtHome PlaneTicketPlotTwist AirplaneSafetyBriefing CaptainVoiceDinnerCall WhoFoldedThisAirplane AirplaneCouchCheckIn',
  },
  apple: {
    prank:
      'BedFullOfApples GooglyEyedApples AppleStickerAttack AppleForTheRemote WhoPutThisAppleHere AppleInEveryShoe GiftBoxJustAnApple FramedApplePortrait',
  },
  'april fools': {
    funny:
      'GooglyEyesAprilFools AprilFoolsNewsReport AprilFoolsBy9AM 3AprilFoolsOnDad WhoFellForIt PokerFaceFamily KidsVsMomAprilFools AprilFoolsSillyWalkOff',
  },
  apron: {
    funny:
      'ApronCapeHero DramaticApronOn CanYouTieYourApron GrandmasApronPockets EveryStainHasAStory DadModelsTheApron 5MinuteCleanApron ApronTooBigForMe',
  },
  aquarium: {
    cooking:
      'BlueJellyAquarium 10MinAquariumCupcakes EdibleAquariumCookies FishTankPunch UnderTheSeaSnacks OceanInACup AquariumToastFaceOff BuildAnAquariumPlatter',
    tech: '3ShotAquariumReel AquariumPhotoGlowUp FishTankMacroMagic TimelapseMyAquarium AquariumInSlowMotion GuessTheAquariumAnimal NameEveryAquariumFish AquariumSpeciesIDApp',
  },
  arcade: {
    funny:
      'ArcadeTicketsVsPrize ArcadeClawHeartbreak TinyEraserArcadeHaul WhackAMoleReactions ItWasRiggedISwear CanGrandmaWinAtArcade SiblingArcadeShowdown OneLastArcadeToken',
    speed:
      'BeatMyArcadeTime ArcadeAirHockeyBlitz ArcadeHoopsTimer WhackAMoleArcadeRecord TagTeamArcadeRelay OneTryArcadeClaw 10MinuteArcadeDash ArcadeSkeeBallRush',
    tech: 'ArcadeClassicsOnMyPhone ArcadeClawInSlowMo GuessTheArcadeSound AIDesignsMyArcadeGame 15ClipArcadeReel 1HourArcadeCodeJam PixelateMeArcadeStyle ArcadeRetroFilterSelfie',
    wellness:
      'TakeMomToTheArcade ArcadeFriendDate 5TokensOfArcadeJoy PhoneFreeArcadeDay PlayLikeYoureTen NoHighScorePressure ArcadeFunFriday ArcadeLaughBreak',
  },
  archery: {
    art: 'ArcheryTargetPainting 60SecondArcherySketch OneLineArcheryDrawing ArcheryComicHero ArcheryDoodleBattle ArcherSilhouette StainedGlassArchery MedievalArcheryBanner',
    cooking:
      'ArcheryTargetCake ArcheryArrowPretzels SherwoodArcherPicnic ArcheryBullseyeToast ArcheryNightPizzaDuel CupidArcheryCupcakes 5MinArcheryTrailMix PackAnArcheryLunch',
    music:
      'ArcheryBowstringTwang ArcheryThwackBeat RobinHoodBallad 10ArrowArcheryRhythm DrumrollArcheryShot 30SecondArcheryRap ASMRArcheryWhoosh WriteAnArcheryJingle',
    travel:
      'FamilyArcheryFaceOff ArcheryCampWeekend TryArcheryOnHoliday 3TownArcheryTour WoodlandArcherWalk FieldArcheryTrail ArcheryTasterDay VisitAnArcheryShop',
  },
  'arm day': {
    funny:
      'ArmDayCantReachShelf ShampooAfterArmDay OneTripOnArmDay ArmDayMorningVsNight 10SecondArmDayFlex ArmDayHighFiveFail TRexArmsBreakfast ArmDayJacketStruggle',
    music:
      'ArmDayAirDrums CurlToTheBeat ArmDayAnthem ConductingIsArmDay ArmDayMaracas 3SongArmDay ArmDayPlaylistBattle ClapGameArmDay',
    pet: 'ArmDayTugOfWar CatSupervisesCurls BicepsAndBellyRubs 100FetchThrowsArmDay DogBrushingIsArmDay 2MinKittenWandArmDay ArmDayKittyCheerleader ShowUsYourArmDayPet',
    travel:
      'FlexAtEveryLandmark SuitcaseCurlsArmDay 5MoveHolidayArmDay 10MinHotelRoomArmDay ArmDayTentPitch ArmDayCoolerRelay ArmDayBackpackHike ArmsFullOfSouvenirs',
  },
  art: {
    cooking:
      'ArtOnAPlate FamousPaintingCake StarryNightPancakes 60SecondFruitArt ToastArtAttack 3IngredientSnackArt PizzaArtFaceOff ArtPaletteCookies',
    fashion:
      'WearableArt GalleryFitCheck ArtMasterpieceMakeup DressAsAnArtwork MatchYourOutfitToArt 7DayArtLookbook ArtSmockThreeWays 60SecondArtGlowUp',
  },
  astronaut: {
    gaming:
      'AstronautPaperRocketDuel FindTheLostAstronaut CanYouLandAnAstronaut AstronautOrAlienQuiz SlowMoAstronautRelay 60SecAstronautSuitUp SpotTheFakeAstronaut AstronautSimonSays',
  },
  attic: {
    cooking:
      'AtticRecipeBox 7NightAtticCookbook MomVsMeAtticClassic BakeTheAtticFind 30MinuteAtticSupper CookItLike1965 AtticHeirloomPie GuessMyAtticDishDecade',
    travel:
      'FollowTheAtticMap VisitEveryAtticPostcard TakeTheAtticCamera AtticPhotoThenVsNow AtticSuitcaseWeekend OldSlidesNewTrip AtticGuidebookTour StampsFromTheAttic',
  },
  avocado: {
    dance:
      'AvocadoShuffle PassTheAvocadoGroove 8CountAvocadoRoutine RipeAvocadoWiggle GuacAndRoll AvocadoFreezeDance HalfAvocadoHustle SalsaWithAnAvocado',
  },
  baby: {
    fashion:
      'BabyFitCheck MatchingWithBaby BabyOnesieThreeWays SundayBestForBaby 7DayBabyOOTD RecreateYourBabyPhoto BabyPicksMyOutfit BabyHeadbandGlam',
  },
  babysitter: {
    art: 'BabysitterChalkArt BabysitterBodyTrace 10MinBabysitterCraft BabysitterDoodleBattle FingerPaintAfternoon CardboardCastleBuild KidsDrawTheBabysitter BabysitterStickerMosaic',
  },
  backyard: {
    educational:
      'BackyardBugSafari CountBackyardBirds BuildABackyardSundial 10MinBackyardBioBlitz WhoLivesUnderARock BackyardHulaHoopSurvey NameThatBackyardLeaf BackyardSeedRace',
  },
  badminton: {
    cooking:
      'BadmintonBirdieCupcakes BadmintonRacketCookies BadmintonPopsicles BadmintonSmashPotatoes PackABadmintonPicnic LemonadeBadmintonBreak 10MinBadmintonSnacks WaffleNetBadminton',
  },
  bali: {
    art: 'PaintABaliSunset BaliCanangCraft SketchTheRiceTerraces 5ColorBaliPostcard 10MinuteBaliDoodle BaliShellArt BaliShadowPuppetShow BaliBatikTee',
    tech: 'BaliNomadDeskSetup BaliWiFiSpeedTest BaliSunsetTimelapse VirtualWalkThroughBali BaliSoundsIn60Seconds 7DayBaliLanguageDare VideoCallBackdropBali GuessTheBaliPhoto',
  },
  ballet: {
    prank:
      'BalletTutuForDad BalletWakeUpCall BalletFlashMobAtDinner PirouetteIntoTheRoom BalletBowEveryChore 3SecondBalletRecital MusicBoxBallet GrandpaGotBalletShoes',
    travel:
      'BalletPoseAtLandmarks PackLikeABallerina NutcrackerBalletNight 60SecondBalletPostcard FirstBalletClassDare BalletTutuTuesday BalletBarreAtRestStops OneBalletSpinPerTown',
    wellness:
      'BreatheLikeABallerina BalletPostureReset SlowBalletStretch BarreToBed TiptoeIntoCalm 5MinuteBalletWindDown KitchenCounterBallet 7DayBalletFlexibility',
  },
  'balloon animal': {
    art: 'BalloonAnimalZoo PaintABalloonAnimal BalloonAnimalShadowArt GiantBalloonAnimal YourPetAsBalloonAnimal BalloonAnimalDiorama 60SecondBalloonAnimal BalloonAnimalDrawOff',
  },
  banana: {
    music:
      'BananaPhoneSong BananaBoatSingAlong BananaRapBattle BeatboxIntoABanana GoingBananasRemix 30SecondBananaJingle 7DaysOfBananaBeats DadAndMeBananaDuet',
  },
  'banana bread': {
    fashion:
      'BananaBreadCozyKnit OutfitInBananaBreadTones 3BananaBreadLooks BananaBreadDayGlowUp FlourDustedDenim DressLikeABananaBread BananaBreadApronStyle SweaterWeatherBananaBread',
  },
  bank: {
    speed:
      'BankCoinCountRace BankVaultCodeDash 1MinuteBankBillSort EmptyThePiggyBank PennyRollRush CashierCountdown BankNoteStackOff SiblingBankRelay',
  },
  barista: {
    dance:
      'DanceLikeABarista RushHourBaristaBop CoffeeShopShimmy 8CountBaristaRoutine BaristaBreakdown BaristaLatteShuffle BaristaTipJarJig BaristaMondayMambo',
    speed:
      'BaristaOrderMemory FastestBaristaHeart BaristaRushHourRace LatteArtSpeedrun SiblingBaristaFaceOff 5MinuteHomeBarista TagTeamBarista BaristaCupStackDash',
    tech: 'BaristaPourInSlowMo 10ClipBaristaReel AIBaristaRecipe BaristaFoamWithAJar BaristaTutorialVsMe MorningBaristaTimelapse BaristaScaleVsEyeball HomeBaristaPOV',
  },
  basketball: {
    educational:
      'TrueOrFalseBasketball BackspinOnABasketball WhyBasketballsBounce GuessHowOldBasketballIs BasketballPressureTest BasketballRulesQuiz BasketballTriviaTipOff HighVsLowBasketballArc',
    funny:
      'BasketballLaundryToss CanDadStillPlayBasketball BuzzerBeaterAtHome AirballAnthem BasketballFlopAwards 10TryBasketballTrickShot BasketballAnnouncerVoice BasketballBenchWarmerPOV',
  },
  bass: {
    dance:
      'BassDropFreeze SlapBassShuffle FollowTheBassline 30SecondBassGroove BassNoteLimbo BassHeadNod OneMovePerBassBeat MomVsMeBassBattle',
    wellness:
      'LowAndSlowBass HumAlongToTheBass BasslineMeditation 5MinuteBassBreathing 7NightBassWindDown SoothingSundayBass BassAndRainSounds SoftBassStretch',
  },
  bathroom: {
    music:
      'BathroomHighNoteDare BathroomEchoHarmony ToothbrushBeatbox KaraokeInTheBathroom ShowerPowerBallad BathroomDoorDuet BathroomReverbBattle 2MinuteBathroomSong',
  },
  bbq: {
    music:
      'BBQSizzleBeat 5SongBBQPlaylist BackyardBBQJam SingToTheBBQGrill CookoutKaraoke BBQAuxCordBattle BBQBluesRiff DadVsKidsBBQRapOff',
    tech: '10ClipBBQReel BBQSmokeTimelapse BBQBurgerFlipSlowMo AIPlansOurBBQMenu MakeMyBBQLookPro BBQAppVsGrandpa BBQGadgetGauntlet 30SecondBBQStopMotion',
  },
  beach: {
    gaming:
      '10MinBeachBuildOff BeachShellHuntDuel FillTheBucketBeachRelay BuryAndSeekBeachGame BeachVolleyballShowdown KingOfTheSandcastle 30MinuteBeachBingo KeepTheBeachBallUp',
    speed:
      'BeachSandcastleRace BeachSprintRelay 60SecondBeachBase BeachPackUpBlitz 100PiecesBeachCleanup BeachShellSortCountdown BeachUmbrellaIn30 CanYouFoldABeachTowel',
  },
  'bean bag': {
    prank:
      'WhoStoleMyBeanBag BeanBag1InchADay BeanBagReservedSign BalloonFilledBeanBag PlushieSeatSurprise TinyBeanBagForDad BubbleWrapBeanBag GooglyEyedBeanBag',
    speed:
      'BeanBagTossRace BeanBagRelay StackBeanBagsFast ZipTheBeanBagCover CornholeSpeedRound BeatMeToMyBeanBag BeanBagBalanceDash 10BeanBagsIn30Seconds',
  },
  beard: {
    art: 'BeardPortraitSketch MustacheDoodleArt CottonBallBeardSanta DrawABeardIn60Seconds BeardOnEveryPainting KidsVsDadBeardBattle PaintYourDreamBeard FingerprintBeards',
  },
  belt: {
    cooking:
      'BeltBuckleCookies RodeoBeltPancakes BeltLicoriceLaces CanYouTwistBeltPretzels ChampionBeltCake BakeOffForTheBelt PackDadAToolBeltLunch FruitLeatherBelts',
    music:
      'BeltItOut CanYouBeltFor10Seconds CowboyBeltBallad HighNoteBelting BeltLikeBroadway BeltADuetWithMom KaraokeBeltBattle ShowtuneSundayBelt',
  },
  bench: {
    cooking:
      'ParkBenchPicnicSpread PackABenchLunch BenchSandwichShowdown 5IngredientBenchBowl BenchPressPanini BenchSunriseBreakfast BenchBrunchBoard WhatsInYourBenchBag',
  },
  biology: {
    art: 'BiologyCellCollage BiologyLeafSketch 60SecondBiologyDrawing ButterflyFoldBiology 7DayBiologySketchbook BiologyBoneDoodle KidsVsMomBiologyArt DNABeadBiology',
    tech: 'PhoneMicroscopeHack BiologyPlantIDApp BiologyTimelapse HeartRateBiology 7DayBiologyPhotoDiary BiologyStopMotion AIQuizMeOnBiology GuessTheBiologyCloseUp',
  },
  'bird feeder': {
    funny:
      'RateEveryBirdFeederGuest SquirrelVsBirdFeeder CaughtAtTheBirdFeeder DubYourBirdFeeder BirdFeederRealityShow BirdFeederSportscast 1MinuteBirdFeederDrama BirdFeederPigeonTakeover',
  },
  birthday: {
    fitness:
      'RepsForEveryBirthday BirthdayBalloonKeepUp HappyBirthdaySquats OneMileOnMyBirthday BirthdayAgeInPushups 30MinBirthdayDanceParty BirthdayPlankOff BirthdaySackRace',
  },
  blanket: {
    travel:
      'BlanketStargazingTrip BlanketBackyardCampout RateMyBlanketSpot OneBlanketTenViews 10SecondBlanketSpread BlanketPicnicPitStop BeachBlanketBingo SundaySunsetBlanket',
  },
  blizzard: {
    fashion:
      '60SecondBlizzardLayers BlizzardScarfTieOff SweaterSundayBlizzard BlizzardPufferFiveWays SnowedInPajamaGlowUp BlizzardBootBattle DressForTheBlizzard BlizzardMittenMatch',
  },
  'board game': {
    educational:
      'BoardGameOddsQuiz PlayTheOldestBoardGame WorldTourBoardGameNight 7DayBoardGameStreak TeachABoardGameIn60 DesignABoardGame BoardGameGeographyRace WhoInventedThisBoardGame',
    speed:
      'BoardGameOnAShotClock StackEveryBoardGamePiece BoardGameCleanupDash 60SecondBoardGameRules BoardGameSetupSprint 10MinuteBoardGameNight FiveSecBoardGameTurns FamilyBoardGameRelay',
  },
  boat: {
    music:
      'BoatSeaShanty BoatHornRemix BoatRowingRhythm RowYourBoatRound SingToTheBoatsGoingBy DuetOnABoat 30SecondBoatJingle BoatNoisesBeatbox',
  },
  bookshelf: {
    art: 'PaintYourBookshelf MiniBookshelfDiorama RainbowOrderBookshelf BookshelfCoverRedesign 10MinuteBookshelfDrawing BookshelfStillLife SketchYourBookshelf SpinePoemFromMyBookshelf',
    music:
      'SingABookshelfSpine BookshelfLullaby RapYourBookshelfTitles BookshelfDrumSolo OneSongPerBookshelfRow LibraryWhisperCover DadAndMeBookshelfDuet 30SecondBookshelfBeat',
    travel:
      'LittleFreeBookshelfHunt ReadTheWorldBookshelf ShowUsYourTravelBookshelf BookstoreCrawl FillABookshelfOnTheRoad SaturdayBookshelfStroll BookshelfFromEveryTrip 3TownBookshelfHop',
  },
  bowling: {
    educational:
      'BowlingPinMathRace BowlingWeightGuessOff BowlingFactOrFiction HeavyVsLightBowling WhyIsItCalledATurkey CanYouScoreBowlingByHand InsideABowlingBall BowlingGripThreeWays',
    tech: 'BowlingSlowMoRelease TrackEveryBowlingFrame AIGuessesTheBowlingScore 10ShotBowlingReel VideoGameVsRealBowling ClockMyBowlingSpeed BowlingStopMotion DuetYourBowlingStrike',
  },
  boxing: {
    speed:
      '3MinuteShadowBoxing BoxingComboBlitz TagTeamBoxingRelay ShadowboxingSprint 10SecondBoxingFootwork Boxing100JabsIn60 BeatTheBoxingBell BoxingJumpRopeDash',
    tech: 'SlowMoBoxingUppercut BoxingAppCoachesMe CountYourBoxingPunches BoxingFormBeforeAndAfter 7DayBoxingProgressCam ThreeMinuteBoxingRounds BoxingReflexBattle HowFastIsMyBoxingJab',
  },
  'brain fog': {
    fashion:
      'BrainFogGetReadyWithMe BrainFogMismatchFit InsideOutBrainFog 5MinuteBrainFogOutfit 3LooksForBrainFogDays BrainFogToGlowUp WoreItYesterdayBrainFog BrainFogUniform',
    fitness:
      '10MinuteBrainFogWalk BrainFogFreeFriday SweatOutTheBrainFog BrainFogDeskStretch PlankThroughBrainFog TenBurpeesForBrainFog CanYouOutrunBrainFog ShadowBoxTheBrainFog',
    music:
      'BrainFogWakeUpSong BrainFogLofiBeat FinishTheLyricBrainFog PotsAndPansVsBrainFog BrainFogBlues ToDoListJingleBrainFog SingOffYourBrainFog 3MinuteBrainFogReset',
  },
  bread: {
    art: 'ShapeABreadAnimal FocacciaGardenArt BreadStencilToast ScoreYourLoaf BreadDoughDoodles BreadScoringBattle DrawYourDreamBread 10MinuteBreadSketch',
    funny:
      'BreadPunsOnly DramaticBreadTear BreadHeelDebate WhoAteTheLastSlice HowManyBreadClips LoafMeOrLeaveMe GrandmaRatesMyBread WhenBreadNeverRises',
  },
  breakdance: {
    art: 'BreakdanceFreezePhoto SketchABreakdanceMove BgirlFlipbook BreakdanceBubbleLetters PlaydoughBreakdanceCrew BreakdanceComicStrip BreakdanceShadowArt 30SecBreakdanceDoodle',
  },
  breakfast: {
    fashion:
      'BreakfastRobe3Ways BreakfastSlippersToStreet BreakfastInBedPJs DressLikeYourBreakfast CerealBoxCouture SundayBreakfastFit WearTheColorsOfBreakfast 5MinuteBreakfastOutfit',
    funny:
      'CerealOrMilkFirst BreakfastForDinner KidsRateMyBreakfast BreakfastInBedDisaster NatureDocAtBreakfast NotABreakfastPerson MondayVsFridayBreakfast ToddlerServesBreakfast',
  },
  broom: {
    cooking:
      'BroomstickPretzels BroomBreadsticks 10MinuteBroomSnacks KidsVsDadBroomBakeOff BuildABroomPlatter FlyingBroomCupcakes PuffPastryBrooms BroomStrawberryWands',
    pet: 'PuppyLimboUnderABroom CatVsBroom BunnyHopsTheBroom BroomCalmDogTraining 5DayBroomStepTrick CatGuardsTheBroom ShowUsYourBroomHelper BroomBristleBackScratch',
    speed:
      'BroomBalanceRecord BroomSweepRelay BroomCupCurling BeatTheBroomClock BroomHockeyFirstTo5 FlyingBroomDash MomVsKidsBroomRace 30SecondBroomTidyUp',
  },
  brownie: {
    educational:
      'FudgyVsCakeyBrownie WhyDoBrowniesCrinkle BrownieFactOrFiction SplitABrownie5Ways BrownieSugarSwapLab GuessTheBrowniePan BrownieCocoaVsChocolate BrownieNoEggExperiment',
    fashion:
      'BrownieTonesThreeWays BrownieBakerLook BakeSaleBrownieFit HeadToToeBrownie BrownieColorOutfitDare 5MinuteBrownieGlowUp FudgyFridayBrownie DressLikeABrownie',
    pet: 'MyPetNamedBrownie BrowniePointsTricks BrownCoatGlamShot WhereIsBrownie ShowUsYourBrownie BrownieSqueakyToy 7DaysToTeachBrownie BrownieColoredBunnyShoot',
  },
  brunch: {
    music:
      'BrunchKitchenKaraoke GrandmaAndMeBrunchDuet SundaySingAlongBrunch SpoonDrumsAtBrunch BrunchJingleDare OperaticBrunchOrder JazzBrunchJam 5SongBrunchPlaylist',
    wellness:
      'SlowBrunchSunday BrunchGratitudeToast PhoneFreeBrunch SoloBrunchDate BrunchWithGrandma InviteAFriendToBrunch 3GoodThingsAtBrunch TakeBrunchOutside',
  },
  'bucket hat': {
    cooking:
      'BucketHatPicnic BucketHatCake DecorateBucketHatCookies BucketHatFishTacos BucketHatBakeOff NinetiesLunchboxBucketHat 3ColorBucketHatCupcakes LemonadeStandBucketHat',
    dance:
      'BucketHatFlip RaveInABucketHat PassTheBucketHatDance BucketHatRunningMan DadVsMeBucketHatBattle 8CountBucketHatRoutine TwoStepInABucketHat BucketHatPogo',
    fitness:
      'BucketHatHike BucketHatBeachRun BucketHatPickleball 60SecondBucketHatPlank SundayStretchBucketHat 10SquatsBucketHatToss FrisbeeGolfBucketHat 5KInABucketHat',
    funny:
      'BucketHatWindChase BucketHatDadEnergy 90sVsNowBucketHat BucketHatHairReveal BucketHatSwallowedMe GrandpaOwnsTheBucketHat CountYourBucketHats WrongWayBucketHat',
    pet: 'CatNapInBucketHat BucketHatHideAndSeek 3BucketHatTreatGame TidyUpIntoBucketHat FetchTheBucketHat BucketHatSnoozeBed BucketHatToyBasket WhosNappingOnMyBucketHat',
  },
  burpee: {
    art: 'BurpeeStopMotion BurpeeFlipbook StickFigureBurpees DrawAfter10Burpees BurpeeComicPanel PaintYourBurpeeFace BurpeeArtIn60Seconds SketchBetweenBurpees',
    fashion:
      'BurpeeProofOutfit FitCheckMidBurpee FancyFridayBurpee BurpeeInDenim BallGownBurpee BurpeeCapStaysOn 5LookBurpeeTest WhoWoreItBetterBurpee',
    travel:
      'BurpeeAroundTheWorld BurpeePostcards SunriseBeachBurpees 5MinuteHotelBurpees BurpeeAtEveryStop TrailBurpeeBreak TravelBuddyBurpeeOff 10BurpeesPerViewpoint',
  },
  burrito: {
    funny:
      'HumanBurritoMode WhenTheBurritoLeaks WhoAteMyBurrito BurritoOrBaby HowYouPeelYourBurrito BurritoFoldFail WrapDadLikeABurrito BurritoIn10Seconds',
    gaming:
      'HumanBurritoRace RememberMyBurritoOrder BurritoBuildOff GuessTheBurritoFilling BurritoShopRolePlay BurritoBingo DiceRollBurrito BurritoStackOff',
    wellness:
      'BurritoBlanketCalm HumanBurritoNap 5MinuteBurritoUnwind BurritoYourself SundayBurritoPrep SnugAsABurrito 7NightBurritoWindDown BurritoWrapTheKids',
  },
  'bus driver': {
    fashion:
      'BusDriverThriftFlip TwinWithTheBusDriver BusDriverFitCheck SchoolBusYellowLook DressLikeYourBusDriver BusDriverUniformGlowUp BusDriverCapThreeWays 1MinuteBusDriverOutfit',
    wellness:
      'BusDriverAppreciation 60SecondBusDriverStretch ThankYourBusDriver BusDriverBreathBreak KidsCardForBusDriver ThankfulThursdayBusDriver WaveAtYourBusDriver BusDriverGratitudeNote',
  },
  'bus stop': {
    music:
      'BusStopBeatbox SingAlongAtBusStop OneSongPerBusStop WheelsOnTheBusRemix BusStopHarmonyDuet 30SecondBusStopHum WriteABusStopJingle BusStopWhistleOff',
  },
  'cable car': {
    cooking:
      'CableCarSummitPicnic CableCarCookies GondolaLunchBox PackACableCarSnackBag GingerbreadCableCar KidsVsDadCableCarCake 10MinuteCableCarToast CableCarTrailMix',
    fashion:
      'CableCarMountainFit SkyRideLayers WhatToWearOnACableCar CableCarBeanieStyle CableCarJacketThreeWays RetroConductorCableCar BeforeVsAfterCableCarHair CableCarTwinning',
  },
  cafeteria: {
    gaming:
      '20QuestionsInCafeteria CafeteriaTriviaBattle 5MinuteCafeteriaChess GuessTheCafeteriaLunch PaperFootballFinals LunchroomThumbWarTourney CafeteriaTicTacToe CafeteriaSpoonFlipDuel',
    tech: 'LunchroomRushTimelapse CafeteriaTrayStopMotion VoteOnTheCafeteriaMenu RateMySchoolLunchApp 5ClipCafeteriaReel AIGradesCafeteriaMeals CafeteriaLunchGlowUp CafeteriaNoiseMeter',
  },
  calculator: {
    gaming:
      'CalculatorNumberGuess CalculatorFirstTo100 UpsideDownCalculatorWord CalculatorTargetTotal CanYouBeatTheCalculator 30SecondCalculatorChain TagTeamCalculatorRelay DiceDuelCalculator',
  },
  calligraphy: {
    prank:
      'CalligraphyStickyNotes CalligraphyChoreInvite CalligraphyParkingTicket WhoWroteThisCalligraphy CalligraphyAward DinnerMenuLettering RoyalDecreeInCalligraphy MirrorLettering',
  },
  camping: {
    art: 'CampsiteNatureJournal CampingLeafRubbing 10MinuteCampingSketch PaintYourCampingView CampingTwigBrushArt MakeACampingCritter CampoutSketchbook CampingRockPainting',
    music:
      'CampfireSingAlong CampingDuetInTheTent WriteACampingJingle KumbayaRemix HappyCamperChorus CampingSoundsBeatbox CampoutLullaby CampingPotLidDrums',
  },
  car: {
    fashion:
      'CarFitCheck DressLikeYourCar RaceCarJacketThreeWays CarShowSundayBest RoadTripOOTD 7DayCarInspiredLooks CarKeyringCharms CanYouMatchTheCar',
  },
  'card game': {
    tech: 'AIInventsACardGame CardGameSlowMoShuffle CardGameAppVsTable StopMotionCardGameDeal WholeCardGameInTimeLapse CardGamePhoneTimer LongDistanceCardGame GuessMyCardGameHand',
  },
  cardio: {
    dance:
      'CardioDanceBattle 3SongCardioParty SalsaSaturdayCardio CardioDanceInTheKitchen CardioMirrorMyMoves SweatToTheOldies CardioDiscoHour CardioDuetWithMom',
    prank:
      'HomeFinishLineForCardio CardioConfettiArrival SecretCardioCheerSquad OneMoreMinuteCardioPrank GiantCardioMedalReveal SillySignsOnCardioRoute CardioHypeTunnel CardioPlaylistSwitch',
  },
  cat: {
    dance:
      'DanceLikeMyCat CatJudgesMyMoves CatStretchToTheBeat 8CountCatRoutine CatZoomiesFreestyle CatwalkStrut KittyCatShuffle GrooveUntilYourCatLeaves',
    gaming:
      'CatPawsTheController CatPicksMyCharacter CanYourCatBeatYou CatStealsTheDice CatPlaysMyPhoneGame HideAndSeekWithMyCat FeatherWandCatTag 3CupCatTreatGuess',
  },
  'ceiling fan': {
    gaming:
      'CeilingFanFeatherFloat CatchItUnderCeilingFan PaperPlaneVsCeilingFan GuessTheCeilingFanSpeed CardTowerVsCeilingFan CeilingFanBalloonVolley CeilingFanPicksPlayer BubblePopCeilingFanRace',
    pet: 'CeilingFanCatStare DogVsCeilingFan PuppyCeilingFanNap ShowUsYourCeilingFanPet WhoRulesTheCeilingFanSpot SleepySundayCeilingFan CeilingFanFurFlutter CeilingFanBunnyFlop',
    tech: 'HowLoudIsMyCeilingFan CeilingFanSlowMo RecordCeilingFanASMR CeilingFanCameraGlitch DoesACeilingFanCoolYou FanVsACShowdown CountTheCeilingFanSpins 7NightCeilingFanSleepLog',
  },
  cello: {
    cooking:
      'CelloShapedCookies PizzaLikeACello 3IngredientCelloTreats CelloCake CelloRecitalSnacks SlowCookToCello 5MinuteCelloToast BrunchAndCello',
    travel:
      'CelloOnAPlane BuskingCelloAbroad OneCelloSongPerCity CelloAtLandmarks CelloTrainRide 60SecondCelloPostcard WhereHasYourCelloBeen SunsetCelloSpot',
  },
  cereal: {
    art: 'CerealMosaic 10MinCerealStillLife InventCerealMascots DesignYourCerealBox SortCerealIntoARainbow SpellYourNameInCereal CerealCartonSkyline CerealArtFaceOff',
    prank:
      'GiftWrappedCereal CerealThatsActuallySocks AlphabetCerealNote GooglyEyeCerealBox ChopsticksForCereal WhoseFaceIsOnTheCereal CerealPunPlacemat CerealTinySpoonTrick',
    speed:
      'CerealColorSortRace LoopChopstickRelay 30SecondCerealSpelling CerealNecklaceIn60 CerealBoxStackDash MostCerealOnASpoon KidsVsDadCerealPour CerealMazeTimer',
  },
  checkers: {
    fitness:
      'CheckersJumpSquats CheckersHumanBoard KingMeBurpees 30MinCheckersWorkout PushUpsPerCheckersPiece CheckersPlankMatch CheckersRelayRace BackRowSprintCheckers',
    tech: 'CheckersAIOpponent CheckersCodeAlong OnlineCheckersWithGrandma StopMotionCheckersMatch GuessTheNextCheckersMove TimelapseACheckersGame ChatbotCoachCheckers CheckersPuzzleApp',
    wellness:
      '10MinuteCheckersBreak 7NightCheckersHabit KingMeConfidence ScreensOffCheckers CheckersWithASenior SlowSundayCheckers TeaAndCheckers CallGrandpaForCheckers',
  },
  cheese: {
    fitness:
      'CheeseWheelCarry SayCheesePlank StringCheeseStretch SquatWhenYouHearCheese WalkToTheCheeseShop RepsForEveryCheeseCube CheeseBoardBurpees 60SecondCheeseWallSit',
    funny:
      'CheesePullFail ThatsNachoCheese KidsTryFancyCheese WorstCheesePunWins StinkyCheeseReactions StringCheeseMustache PronounceTheCheese SayCheeseWithoutSmiling',
  },
  cheesecake: {
    funny:
      'CheesecakeCrackPanic DramaticCheesecakeReveal CheesecakeSliceEnvy IsItCakeOrPie LastBiteOfCheesecake CrustOrFillingDebate WhoAteMyCheesecake 60SecCheesecakeStandoff',
    music:
      'SingToYourCheesecake MomAndMeCheesecakeDuet CheesecakeDooWop WhiskBeatForCheesecake WriteACheesecakeJingle CheesecakeLoveSong CheesecakeRapBattle 30SecondCheesecakeOpera',
  },
  chef: {
    fashion:
      'ChefCoatFitCheck ChefHatThreeWays DressLikeATVChef BandanaChefStyle KitchenToRunway 60SecondChefOutfit MiniChefTwinning ChefApronGlowUp',
    tech: '30SecondChefTutorial LetAIBeYourChef ChefVsAirFryer StopMotionChefSalad CookLikeAChefWithAnApp OverheadCookingCam ChefVoiceOverMyDinner ChefPhoneTripodSetup',
  },
  chemistry: {
    dance:
      'DanceTheChemicalBond FizzAndFreezeChemistry ChemistryAtomSpin 30SecondChemistryGroove WeGotChemistryDuet 8CountChemistryRoutine ChemistryMoleculeMoves ChemistryBubbleBounce',
  },
  chess: {
    speed:
      'BeatMeAtBlitzChess ChessSetupSprint RunAndPlayChessRelay ChessFiveSecondTurns 1MinuteChessVsDad ChessFourMoveCheckmate SixtySecondChess ChessPieceNameRace',
  },
  chicken: {
    dance:
      'ChickenDance DoTheFunkyChicken ChickenStrutOff GrandpaAndMeChickenDuet FlapYourWings 3SpeedChickenWiggle 30SecondChickenGroove ChickenScratchShuffle',
    travel:
      'FriedChickenTrail MeetTheFarmChickens ChickenPicnicAtThePark BestChickenInEveryTown 5StarChickenRoadTrip GuessCountryByChicken ChickenSandwichCrawl LocalChickenDishHunt',
  },
  chocolate: {
    music:
      'ChocolateSnapRhythm ChocolateWrapperBeat RateMyChocolateRap SerenadeYourChocolate 10SecondChocolateOpera KaraokeForAChocolate ChocolateJingleWriteOff ChocolateLoveSongDuet',
  },
  christmas: {
    dance:
      '12DaysOfChristmasGroove ChristmasMovieMoves PJShuffleOnChristmas FamilyChristmasConga JingleBellJive DanceLikeAnElf ChristmasToySoldier ChristmasSweaterDanceOff',
  },
  'christmas tree': {
    fashion:
      'MatchTheChristmasTree ChristmasTreeEarrings ChristmasTreeBraid ChristmasTreeNails 5MinChristmasTreeGlam UglyXmasTreeSweater DressLikeAChristmasTree FamilyChristmasTreePJs',
    fitness:
      'ChristmasTreeCarry ChristmasTreePose ChristmasTreeFarmHike ChristmasTreeSquatDare PlankUnderTheXmasTree 10LapsAroundChristmasTree 60SecChristmasTreeLunges JingleJacksXmasTree',
  },
  climbing: {
    art: 'PaintAClimbingHold ClimbingRouteSketch ClimberSilhouette 60SecondClimbingDoodle SiblingClimbingDrawOff ClimbingWallCollage ClimbingGymMural ClimbingComicStrip',
    cooking:
      'RockyRoadForClimbing PackAClimbingDayLunch ClimbingRopeBreadBraid ClimbingRecoveryShake 10MinClimbingSnacks ClimbingTrailMixBattle EdibleClimbingWall ClimbingHoldCookies',
    educational:
      'ClimbingGearQuiz ClimbingGripScience HowClimbersStick WhyChalkHelpsClimbing CanYouTieAClimbingKnot BoulderingPhysics101 60SecondClimbingSlang ClimbingMythOrFact',
    gaming:
      'TagTeamClimbingRelay ClimbingCopyMyRoute AddAMoveClimbingGame 10SecondClimbingPeek ClimbingHoldBingo ClimbingColorCall DiceRollClimbing ClimbingSimonSays',
    music:
      'ClimbingWarmUpSong ClimbingHypeAnthem 5TrackClimbingPlaylist CanYouHumWhileClimbing SummitSingAlong DuetAtTheClimbingWall ClimbingRhythmRoute DrumOnClimbingHolds',
    speed:
      '60SecondClimbingLaps BeatMyClimbingTime BoulderingBlitz ClimbingRouteRecall SiblingClimbingRace AutoBelayRelay ClimbingShoeSprint ClimbingHoldSortRush',
  },
  closet: {
    tech: '7DaysOfAIClosetPicks VirtualClosetTryOn ClosetMirrorSelfieGrid ClosetLookPickerApp 60SecondClosetStopMotion OutfitRepeatTracker HowManyFitsInACloset ClosetTimelapseTidy',
  },
  coffee: {
    funny:
      'BeforeAndAfterCoffee CoffeeCupNameFail ZombieUntilCoffee NarrateDadsCoffeeRitual CanYouSayMyCoffeeOrder MondayMorningCoffeeFace ReadingCoffeeGrounds CoffeeFirstThenWords',
  },
  'coffee shop': {
    dance:
      '8CountCoffeeShopRoutine DuetAtTheCoffeeShop CoffeeShopJazzSway CoffeeBreakdance 10SecondCoffeeShopShimmy CoffeeQueueGroove CoffeeShopSwingDance CoffeeShopChairDance',
  },
  colander: {
    art: 'ColanderShadowArt ColanderPlanterDIY SprayThroughAColander 60SecondColanderSketch LanternFromAColander ColanderFlowerFrog ColanderPatternBattle 7DayColanderDoodles',
    fashion:
      'ColanderHatRunway ColanderCouture SpaceAgeColanderLook FitCheckWithAColander WhoWoreTheColanderBest 5MinColanderGlowUp RecycledColanderPurse RobotColanderCostume',
    travel:
      'ColanderEclipseChase ColanderBeachSifting ColanderPicnicRinse 10MinMarketColanderFill ColanderBerryPicking SouvenirColanderHunt TakeAColanderCamping CampKitchenColander',
  },
  confetti: {
    speed:
      'ConfettiCleanUpRace VacuumVsBroomConfetti ConfettiScoopSprint 30SecondConfettiDash CatchConfettiInACup Pick100ConfettiPieces ConfettiSortByColor ConfettiStrawBlowRelay',
  },
  contemporary: {
    travel:
      'ContemporaryInNature ContemporaryCitySolo LeapAtEveryLandmark 30SecContemporaryReel 3TownContemporaryPhrase ContemporaryDuetAbroad ContemporaryTravelDiary SunriseContemporary',
  },
  cookie: {
    tech: 'CookieDecorateStopMotion 3AppCookieRecipeTest TimelapseTheCookieSpread CookieBakeAlongCall GrandmaVsAICookies AirFryerVsOvenCookies CookieDunkSlowMo HowLoudIsYourCookie',
  },
  cooking: {
    gaming:
      'CookingCharades 3ItemCookingDuel KidsVsParentsCooking CookingMysteryBox GuessWhatImCooking DiceDecidesMyCooking 10MinuteCookingRace CookingIngredientBingo',
  },
  cosplay: {
    fitness:
      'CharacterTrainingArc HeroPushUpsInCosplay 60SecondCosplayPoseHold 30DayCosplayFitQuest CosplayStretchBeforeCon CosplayArmorSquats CosplayStaminaWalk BurpeeIntoCosplay',
    wellness:
      'CosplayConRecovery CosplayCraftCalm ComplimentEveryCosplay HeroAffirmationsCosplay WigCareNightCosplay 5MinuteCosplayUnwind CosplayWhoYouLove SewingSundayCosplay',
  },
  couch: {
    gaming:
      '10MinuteCouchTournament 3GamesOneCouch SplitScreenCouchDuel CouchRacingCup CouchCharades LoserGetsTheFloor KingOfTheCouch CouchRummyShowdown',
  },
  cow: {
    speed:
      'CowJigsawSpeedrun CowSpotSpeedDraw CowHerdingBalloonRace CountTheCowsFast PassTheCowRelay 1MinuteCowQuiz CowboyBootScramble 10SecondCowSketch',
  },
  cricket: {
    fashion:
      'CricketWhitesFitCheck CricketJumperThreeWays 5MinuteCricketMatchLook ZincCreamCricket GrandpasCricketCapGlowUp CricketClubBlazer CricketFanFacePaint StripedCricketScarf',
    funny:
      'CricketRulesConfusion CricketHomeCommentary CanYouExplainCricket 30SecondCricketRant BackyardCricketLaws GrandmaCricketUmpire DadVsKidsCricketRematch CricketBallLostAgain',
    prank:
      'CricketThirdUmpire WhoPutACricketBallHere CricketPadsAtDinner CricketGuardOfHonour HomemadeCricketTrophy DadsTinyCricketBat CommentateLikeCricket CricketCheerEveryChore',
    travel:
      'CricketStadiumTour CricketVillageGreen CricketAtEveryBeach JoinACricketPickupAbroad 5TownCricketRoadTrip CricketKitBagPack SundayCricketSomewhere HolidayCricketCup',
  },
  cringe: {
    music:
      'CringeSongCover CringeLoveBallad MyOldCringeDemo CringeKaraoke WriteACringeJingle 30SecondCringeRap DramaticCringeLyrics DadAndMeCringeDuet',
  },
  crochet: {
    fashion:
      'CrochetBucketHat GrannySquareCardigan CrochetTopInADay 30MinuteCrochetFlower CrochetLegWarmers CrochetVestThreeWays StoreBoughtVsCrochet ColorBlockCrochet',
  },
  croissant: {
    art: 'CroissantStillLife TinyClayCroissant 60SecondCroissantDoodle SketchACroissant PaintYourCroissant CroissantPopArt CroissantOrigami CroissantDrawOff',
  },
  cupcake: {
    prank:
      'WhoseNameIsOnMyCupcake CupcakeGooglyEyeArmy CupcakeWithYourFace BurgerOrCupcake CupcakeSpellAMessage 12JokesCupcakeBox TinyCupcakeForGrandpa PinataCupcakeReveal',
    travel:
      'PackACupcakePicnic 3CityCupcakeTour CupcakeShopCrawl CupcakeStopOnEveryTrip CupcakeWithAView SweetSaturdayCupcakes BestCupcakeInTown GuessWhereThisCupcakeIs',
  },
  'cutting board': {
    art: 'PaintYourCuttingBoard CuttingBoardFoodArt 10MinCuttingBoardMosaic HandLetteredCuttingBoard CuttingBoardDesignDuel CuttingBoardGrainSketch DecoupageCuttingBoard CuttingBoardStillLife',
    fashion:
      'CharcuterieFitCheck DressLikeYourCuttingBoard CuttingBoardNailArt CuttingBoardFlatLay CuttingBoardApron3Ways CuttingBoardJewelryTray PicnicDateCuttingBoard CanYouMatchACuttingBoard',
    tech: 'CuttingBoardPhoneStand CuttingBoardTimelapse StopMotionCuttingBoard AIReadsMyCuttingBoard CuttingBoardProductShot 60SecCuttingBoardShoot ARMeasureCuttingBoard 10ClipCuttingBoardReel',
  },
  dad: {
    gaming:
      'DadChessRematch CanDadFinishTheLevel BeatDadsHighScore PlayerTwoIsDad DadTriesMyFavoriteGame BestOf3AgainstDad DadVsKidsRetroRound DadNeverLetsUsWin',
    prank:
      'DadJokesOnEveryDoor ReclinerTakeover CopyDadForADay DadGooglyEyeFridge DadsMugShrankOvernight GiftWrapDadsRemote PunBackAtPops DadSockMatchMixUp',
    speed:
      'DadPonytailRace FastestDadJoke DadVsKidsBedMaking DadTentSetupTimer DadDiaperDash BeatDadToTheCar DadLunchPackSprint DadLawnChairFoldOff',
    wellness:
      'DadWalkAndTalk SundaySunriseWithDad ThankYouDadLetter PowerNapLikeDad CheckInOnDad 10MinuteCallToDad 3ThingsILoveAboutDad DadsHappyPlace',
  },
  darts: {
    cooking:
      'DartsBullseyeCookies DartboardPizza DartsNightNachos LoserMakesDartsDinner 10MinDartsSnacks DartsWinnerCupcakes LayeredDartsDip LemonadeAtTheDarts',
    fitness:
      'DartsOneLegThrow DartsPushupPenalty 30MinuteDartsWorkout LungeToRetrieveDarts SquatsBetweenDarts DartsStanceBalance 3DartsThenAPlank DartsBurpeeBattle',
    funny:
      'DartsMathMeltdown 30SecondDartsCommentary WalkOnLikeADartsPro DartsCheckoutPanic TongueOutDarts GrandmaDartsShark ExtraDramaticDarts DartsNicknameForMom',
    music:
      'DartsWalkOnSong WriteYourDartsAnthem OneEightyDartsCall DartsThudBeat DartsCrowdKaraoke DartboardASMR 5TrackDartsPlaylist 10SecondDartsFanfare',
  },
  'date night': {
    gaming:
      'DateNightCoOpGame DateNightEscapeRoom LoserPlansNextDateNight DateNightDominoDuel DoYouKnowMeDateNight DoubleDateTrivia 1000PieceDateNight FridayDateNightFaceOff',
  },
  denim: {
    funny:
      'WhatsInMyDenimLaundry StiffRawDenimWalk PhoneWontFitDenim DenimShrinkPanic DenimHeadToToe TinyDenimPocketRage TripleDenimTakeover 60SecondDenimZipBattle',
  },
  desk: {
    gaming:
      'PaperFootballAtYourDesk DeskMiniGolf DeskDominoChain DeskCardTower 10ShotDeskHoops 5MinuteDeskChess BottleCapDeskHockey SpinningTopDeskDuel',
  },
  dessert: {
    gaming:
      'DiceDecidesYourDessert NameThatDessertEmoji DessertBingo LoserServesDessert 3RoundDessertQuiz WinnerGetsTheSundae DessertSketchOff DessertCharades',
  },
  dice: {
    cooking:
      'DoubleSixBrownies DiceSugarCubes RollDiceForToppings DiceDecidesTheMenu GiantDiceCake DiceCookOff CrispyRiceDiceTreats 30MinuteDiceCookies',
    tech: '10LinesOfCodeDice HowRandomIsYourDice DiceRollInSlowMo CanAIPredictTheDice DiceTumbleStopMotion ReverseVideoDiceTrick VirtualDiceVsReal ChartAHundredDiceThrows',
  },
  diner: {
    gaming:
      'DinerSugarPacketStack DinerCrayonTicTacToe 5MinuteDinerWordGame DrawItOnADinerNapkin 20QuestionsDinerStyle DinerBoothTriviaDuel GuessTheDinerBill DinerCharades',
  },
  dinner: {
    fashion:
      'DressUpForDinner DinnerDateFitCheck DinnerHeelsOrFlats WhoWoreItBetterDinner BlackTieDinnerAtHome SundayBestStrut DinnerJacketThreeWays 5MinuteDinnerMakeover',
    prank:
      'BackwardsDinnerNight DinnerInviteFromTheDog DinnerPlaceCardJokes FiveStarMenuForDinner ServeDinnerAsAWaiter TakeoutOnFineChina GooglyEyesAtDinner DinnerTinyPortionTrick',
    tech: 'AIPlansMyDinner DinnerByVoiceOnly LetTheAppPickDinner 10ClipDinnerReel AirFryerDinnerDuel DinnerFromFridgeScan DinnerPhotoGlowUp SundayDinnerTimelapse',
  },
  dishwasher: {
    cooking:
      'LoserFillsDishwasher NoDishwasherDinner OneBowlDishwasherBake OneDishwasherLoadMealPrep 5UtensilDishwasherDare OnePotWonder DishwasherSheetPanSupper BeatYourDishwasherCycle',
    educational:
      'HowDishwashersWork DishwasherVsSinkDuel GuessTheDishwasherLitres 60SecondDishwasherFacts DishwasherInventorQuiz IsPreRinsingNeeded DishwasherMythBusting CanYouLoadADishwasher',
    music:
      'DishwasherHumBeat RemixYourDishwasherBeep EmptyDishwasherIn1Song MyDishwasherSings SpinCycleSymphony ClinkClankCover DishwasherDuet LoadTheDishwasherRap',
  },
};
