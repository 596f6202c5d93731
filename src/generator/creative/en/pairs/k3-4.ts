import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  colander: {
    dance:
      'ColanderHelmetBop SpaceColanderMoonwalk ColanderDanceOff 7DayColanderGroove NoodleArmsColander ColanderShakeShimmy OneMinuteColanderConga WaltzWithAColander',
    fitness:
      'CatchItInAColander ColanderKnightLunges OneMinuteColanderShake ColanderHurdleHops ColanderStrainAndGain PlankColanderPass 100ColanderSquats TagTeamColanderRelay',
    prank:
      'GooglyEyesOnTheColander ColanderTeddyHelmet ColanderBirthdayCrown YarnSpaghettiColander ColanderFullOfBalloons MonsterFaceColander CanYouSpotMyColander NotesInEveryColanderHole',
    funny:
      'ColanderHelmetKnight CarryWaterInAColander MyWorstColanderFail ColanderOrStrainerDebate ColanderMindReader DeadpanColanderNewscast TinyRiceBigColander FiveWordColanderReview',
    gaming:
      'ColanderPong ColanderKnightJoust GuessItThroughColander 60SecondColanderToss ColanderSkeeBall CatchInAColanderBattle CanYouHitTheColander TreasureSiftColander',
    music:
      'ColanderDrumSolo ColanderRiceShaker 7DayColanderRhythm SingThroughAColander 30SecondColanderBeat ColanderHelmetRockStar RubberBandColanderHarp PotLidsVsColander',
    pet: 'ColanderSnuffleGame CatInTheColander 7DayColanderSlowFeed DogVsColanderPuzzle ColanderPeekabooPup BunnySaladColander ColanderOrBoxTest OneMinuteColanderSniff',
    tech: 'CanAColanderBlockWiFi PhoneFlashColanderStars ColanderSlowMoRinse 60SecondColanderLightShow 7DayColanderSproutCam StopMotionColanderBand AppCountsColanderHoles RecordThroughAColander',
    educational:
      'ColanderEclipseViewer CountTheColanderHoles ColanderFiltrationLab ColanderFossilDig WillItPassAColander SieveOrColanderQuiz OneMinuteColanderSort 7ColanderExperiments',
  },
  armchair: {
    cooking:
      'NoMoreArmchairChef PicnicOnYourArmchair ArmchairPopcornBar 10MinuteArmchairNachos CanYouCookFromAnArmchair ArmchairHighTea BrunchInTheArmchair ArmchairSnackBoard',
    dance:
      'ArmchairHandJive GrandmaArmchairBop 30SecondArmchairDisco ArmchairCancan SofaVsArmchairDanceOff ArmchairRobotArms ArmchairShimmy 7DayArmchairSalsa',
    fitness:
      'ArmchairSitToStand ArmchairTricepDips AdBreakArmchairReps MarchInTheArmchair 100ArmchairLegLifts OneMinuteArmchairCycle ArmchairCoreFaceOff NoMoreArmchairAthlete',
    art: 'DrawADreamArmchair ArmchairBlindContour ArmchairInOneLine CardboardArmchair ArmchairPortraitBattle 7DayArmchairWatercolor ShadowTraceArmchair 5MinuteArmchairSketch',
    music:
      'OdeToMyArmchair ArmchairDrumSolo TheArmchairBlues ArmchairKaraoke OneMinuteArmchairSong SerenadeYourArmchair ArmchairRockStar 7DayArmchairJam',
    pet: 'WhoOwnsTheArmchair LapCatArmchairNap DogSizedArmchair OneMinuteArmchairSearch SnugglesInYourArmchair 7DayArmchairTraining OffTheArmchairCue ArmchairBrushTime',
    travel:
      'ArmchairWorldTour SpinTheGlobeArmchair FromArmchairToTrail ArmchairPassport MyArmchairBucketList WriteAnArmchairPostcard ArmchairGuessWhere 5CitiesInOneArmchair',
  },
  'belly dance': {
    art: 'SketchTheShimmy BellyDanceLightTrails BellyDanceCoinCraft BellyDanceMandalaArt 5MinuteBellyDanceDoodle 7DayBellyDancerDrawing FabricSwirlBellyDance PaintYourBellyDancePose',
    cooking:
      'BellyDanceMezzeNight BellyDanceDateBites MintTeaAfterBellyDance 10MinuteBellyDanceSnacks CookForBellyDanceClass HummusSwirlBellyDance BellyDanceWhileItBakes BellyDancePotluck',
    gaming:
      'ShimmyHighScore BellyDanceOnEveryWin BellyDanceCharades 30SecondBellyDanceMirror PassTheScarfBellyDance DiceDecidesBellyDance BellyDanceTournament CanYouCopyMyBellyDance',
    prank:
      'BellyDanceDinnerEntrance SecretBellyDanceBackup BellyDanceBehindDadsBack BellyDanceRingtone TinyBellyDanceScarfForMom ZillsWakeUpBellyDance PhotobombWithABellyDance BellyDanceGrandmaCameo',
    fashion:
      'BellyDanceGlowUp TieABellyDanceScarf JingleWhenYouWalk BellyDanceVeilStyle 7DayBellyDanceOutfits BellyDanceSkirt3Ways WhatIWearToBellyDance BellyDanceDIYCoins',
    wellness:
      'BellyDanceBodyLove ShimmyItOff 10MinuteBellyDanceUnwind BellyDanceMeditation BellyDanceMoodBoost InviteAFriendToBellyDance SlowSundayBellyDance BellyDanceJournal',
    travel:
      'BellyDanceStudioVisit ScarfHuntBellyDance OneBellyDancePerTown BellyDanceWorkshopTrip BellyDanceCarryOn 5PlacesIBellyDanced PackYourBellyDanceBag BellyDanceRoadTripMix',
  },
  spanish: {
    art: 'SpanishTilePainting 7DaySpanishDoodles SpanishComicStrip SpanishDrawingBattle PaintAndSaySpanishColors CardEnEspanol LabelItInSpanish FamilyTreeInSpanish',
    cooking:
      'SpanishTapasNight 7DaySpanishKitchenWords SpanishGazpacho SpanishPantryQuiz RecipeReadInSpanish GuacamoleEnEspanol OnlySpanishWhileCooking SpanishVsEnglishMenu',
    fitness:
      'UnoDosTresSquats YogaEnEspanol SpanishVerbBurpees SpanishPlankQuiz 7DaySpanishWorkout OneMinuteSpanishWallSit SpanishRepDuel WarmUpCoachInSpanish',
    music:
      'SpanishSongCover 7DaySpanishSingAlong HolaKaraokeNight SpanishRapVerse SpanishVsEnglishDuet MariachiInSpanish 30SecondSpanishChorus CountingRhymeSpanish',
    travel:
      'SpanishCityWalk Find5SpanishWordsOutside SpanishOnlyCafeOrder DirectionsInSpanish SpanishPackingList WriteASpanishPostcard DreamTripInSpanish MuseumTourInSpanish',
    wellness:
      'SpanishEveningPaseo 7DaySpanishAffirmations SpanishSelfCareSunday 10MinuteSpanishSiesta GratitudeEnEspanol DearDiaryInSpanish SpanishPoemBeforeBed BreatheInSpanish',
    prank:
      'SpanishOnlyDay SpanishNotesOnEveryDoor SpanishRepliesAllWeek FluentSpanishReveal TVSubtitlesToSpanish TextMomInSpanish WakeUpInSpanish BirthdayInSpanish',
  },
  hummingbird: {
    cooking:
      'BakeAHummingbirdCake 30MinuteHummingbirdLoaf HummingbirdBananaBread HummingbirdPancakeStack MiniHummingbirdMuffins PineappleHummingbirdBars OvernightOatsHummingbird HummingbirdSmoothieDuel',
    dance:
      'WingBlurShuffle HummingbirdHover HummingbirdMoonwalk 30SecondHummingbirdFlap FlutterLikeAHummingbird HummingbirdDanceOff 100TinyHummingbirdSteps HummingbirdTwirl',
    fashion:
      'HummingbirdPrint3Ways HummingbirdEarrings IridescentGreenLook DressLikeAHummingbird HummingbirdHairClip 7DayHummingbirdColors StitchYourOwnHummingbird HummingbirdNailArt',
    travel:
      'HummingbirdGardenTour FirstHummingbirdOfSpring HummingbirdHotspotHunt ParkBenchHummingbirdWatch 7DayHummingbirdSearch CanYouFindAHummingbird HummingbirdLifeList SunriseHummingbirdWalk',
    fitness:
      'HummingbirdArmCircles WingFlapCardio OneMinuteHummingbirdHover 7DayHummingbirdWorkout SideStepLikeAHummingbird HummingbirdRelayRace HummingbirdTiptoeHold HummingbirdFastFeet',
    wellness:
      'HummingbirdMorningWatch 5MinuteHummingbirdCalm PlantForHummingbirds HummingbirdJournal HummingbirdPause CoffeeAndHummingbirds WaitingOnAHummingbird HumLikeHummingbirds',
  },
  teapot: {
    fashion:
      'StyleATeapotPrint3Ways TeapotCharmEarrings MadHatterTeapotLook TeapotShapedHandbag TeapotBrooch DressToMatchYourTeapot 7DayTeapotOutfits VintageTeapotNails',
    gaming:
      'TeapotHideAndSeek SimonSaysTeapot 30SecondTeapotMemory TeapotClueHunt TeapotRingToss CanYouFindTheTeapot TeapotTriviaFaceOff CharadesTeapotEdition',
    music:
      'ImALittleTeapotCover TeapotLidChime TeacupSpoonJingle TeapotOperaAria TeapotBeatboxBattle OneMinuteTeapotJam TeapotPourPitch 7DayTeapotChorus',
    fitness:
      'TeapotSideBend TeapotArmCircles ShortAndStoutSquats TeapotTabata TeapotPoseFaceOff ImALittleTeapotWorkout 7DayTeapotStretch FullTeapotCarry',
    prank:
      'TeapotFullOfRubberDucks TeapotGooglyEyes NoteInTheTeapot WhoPutATeapotOnMyBed TeapotThatTalks TinyTeapotTeaParty TeapotWearsSunglasses CottonSteamTeapot',
    travel:
      'TeapotMuseumVisit TeaHouseCrawl TeapotFromEveryCountry TeapotPicnicInThePark 5ShopsOneTeapot PackATeapotOnVacation PourYourTeapotOutside SeasideTeapotCafe',
  },
  'bath bomb': {
    art: 'DesignABathBomb BathBombMarbleArt 5MinuteBathBombSketch RedesignYourBathBomb BathBombColorWheel 7DayBathBombWatercolor BathBombLabelDoodle BathBombStillLife',
    dance:
      'DropTheBathBomb FizzLikeABathBomb BathBombBubbleBop 30SecondBathBombShuffle BathBombDanceOff 7DayBathBombGroove BathBombShimmy BathBombSpinMove',
    gaming:
      'PredictTheBathBomb GuessMyBathBombScent BathBombTierList BathBombBracket BathBombMysteryBox CanYouNameThatBathBomb 30SecondBathBombMatch WinnerPicksBathBomb',
    fitness:
      'EarnYourBathBomb BathBombFizzPlank 100SquatsForABathBomb 7DayBathBombReward YogaThenBathBomb BathBombCoolDown BathBombWallSit WhoEarnsTheBathBomb',
    music:
      'BathBombFizzBeat PlaylistForABathBomb OneSongPerBathBomb SlowJamBathBomb BathBombSoundscape 30SecondBathBombRemix BeatboxYourBathBomb HumAlongBathBomb',
  },
  crayon: {
    funny:
      'IfCrayonsCouldTalk WhichCrayonAreYou 30SecondCrayonEulogy CrayonsGoOnStrike RenameTheCrayons CrayonMasterpieceReview CrayonVoiceoverSkit CrayonExitInterview',
    prank:
      'WrongLabelOnEveryCrayon SecretWhiteCrayonNote CrayonBoxFullOfCarrots 7CrayonNotesInDadsShoes IsThisReallyACrayon CrayonsThatWontColor GooglyEyedCrayons CrayonLockScreenPrank',
    gaming:
      'CrayonDrawAndGuess CrayonDoodleDuel CrayonMazeRace CrayonColorBingo OneMinuteCrayonStory BlindCrayonSketchOff WhichCrayonAmI HangmanWithCrayons',
    tech: '60SecondCrayonTimelapse YourCrayonComesAlive CrayonScanAndAnimate CrayonToDigitalArt AppPicksMyCrayon CanAPhoneMatchThisCrayon StylusVsCrayon CrayonStopMotion',
    pet: 'CrayonPetPortrait DrawYourPupWithCrayons PawtraitInCrayon CatKnocksOffCrayons FridgeArtOfTheDog 5MinuteCrayonKittySketch FurColorCrayonMatch CrayonDoggoDoodle',
  },
  kwanzaa: {
    cooking:
      'KwanzaaSweetPotatoPie KwanzaaCornbreadFaceOff OneDishPerKwanzaaDay KwanzaaJollofRice KwanzaaCollardGreens GumboForKwanzaa PassDownAKwanzaaRecipe 30MinuteKwanzaaFruitBowl',
    fitness:
      'KwanzaaSevenDayStreak KwanzaaFamilyWalk TeamPlankKwanzaa KwanzaaYogaFlow 100SquatsForKwanzaa ParentsVsKidsKwanzaaRelay 10MinuteKwanzaaCardio JumpRopeKwanzaa',
    gaming:
      'KwanzaaTriviaTeams MancalaFamilyTournament KwanzaaWordSearch KwanzaaBoardGame Name7KwanzaaPrinciples KwanzaaDominoes 60SecondKwanzaaHunt ParentsVsKidsKwanzaa',
    tech: 'KwanzaaPhotoSlideshow VideoCallKwanzaa KwanzaaEcard KwanzaaStopMotion AskGrandmaAboutKwanzaa 7DayKwanzaaStoryReel KwanzaaCountdownApp OneMinuteKwanzaaRecap',
    wellness:
      'KwanzaaGratitudeCircle SevenPrinciplesJournal OneKwanzaaGoalPerDay WriteAKwanzaaFaithNote KwanzaaElderTea HugEveryoneThisKwanzaa KwanzaaSlowMorning KwanzaaNatureWalk',
  },
  tokyo: {
    educational:
      'EdoToTokyo WriteTokyoInKanji TokyoEarthquakeDrill Learn10TokyoWords TokyoChopstickManners TokyoTimeZoneQuiz 5MinuteTokyoOrigami CanYouReadATokyoMap',
    fitness:
      '7DayTokyoRadioTaiso 100TokyoSumoSquats TokyoZenCoolDown WalkLikeATokyoCommuter TokyoOneLegBalance 10KTokyoSteps TokyoNinjaTiptoe KarateKataTokyo',
    pet: 'OneMinuteTokyoStay TokyoCatCafeAtHome TokyoPetBentoBox TeachATokyoBow PawWaveLikeTokyoCats TokyoSniffWalk TokyoCapsulePetBed FetchTheTokyoPlush',
    prank:
      'TokyoTrainAnnouncer KonbiniChimeTokyo DadsTinyTokyoSlippers AnnounceDinnerTokyoStyle TokyoRobotWaiter TokyoOrigamiNotes OmikujiFortuneTokyo PostcardFromTokyoReveal',
    tech: 'VirtualTokyoWalk TokyoTiltShiftVideo TranslateATokyoMenu TokyoNightModeTest TokyoEmojiStory PixelArtTokyoSkyline OneMinuteTokyoStreetTour YourMorningVsTokyo',
  },
  arcade: {
    cooking:
      'ArcadeTokenCookies 8BitArcadePizzaBattle 30MinuteArcadeTreats PixelSpriteCupcakes PowerPelletTruffles ArcadeNightNachos RecreateAnArcadeSnack ArcadeGhostMeringues',
    art: 'ArcadeTokenRubbings ArcadePixelArt InsertCoinArcadePoster DoodleYourArcadeHero OneArcadeSpriteADay 5MinuteArcadeMascot ArcadeLogoDrawOff ArcadeCabinetShoebox',
    educational:
      'IsTheClawRigged ArcadeHistoryIn60Seconds InsideAnArcadeCabinet ArcadeTicketMath HowArcadeGhostsThink DesignAnArcadeGame 10DollarArcadeBudget WhyArcadeGamesGetHarder',
    travel:
      'ArcadeCrawl BeatMyArcadeHighScore 10DollarArcadeChallenge ArcadeOnEveryRoadTrip OldestArcadeInTown RainyDayArcadeRescue 5ArcadesOneWeekend RateTheArcadesNearby',
  },
  backyard: {
    prank:
      'GooglyEyesOnBackyardTree DinoFootprintsInBackyard BackyardChalkMessage TeddyBearsRuleBackyard TheBackyardGnomeMoved BackyardFullOfRubberDucks WakeUpToBackyardFlamingos BackyardBubbleSurprise',
    travel:
      'CampOutInTheBackyard BackyardStaycation 30MinuteBackyardSafari GiveABackyardTour AllInclusiveBackyard RateYourBackyardFiveStars BackyardFlashlightHike 7DayBackyardVacation',
    tech: 'ProjectABackyardMovie BackyardBirdCam 360BackyardPhoneTour 7DayBackyardTimelapse WhoVisitsAfterDark BackyardTinyPlanetPhoto BackyardVsWeatherApp Spot5StarsFromTheBackyard',
    wellness:
      'BackyardStargazing 10MinuteBackyardReset BarefootBackyardWalk CoffeeInTheBackyard TouchGrassChallenge 7DayBackyardBreathing BackyardSunriseTea BackyardBirdCount',
  },
  'butter knife': {
    art: 'ButterKnifeImpasto 5MinButterKnifePainting ButterKnifeSoapCarving FrostingSwirlButterKnife ScratchArtButterKnife ButterKnifeStillLife BrushVsButterKnife PaintOnlyWithAButterKnife',
    music:
      'ButterKnifeGlassChime 30SecondButterKnifeSolo ButterKnifeBaton ButterKnifeDrumRoll ConductWithAButterKnife SpoonsAndButterKnife PansVsButterKnife PotLidButterKnifeBeat',
    prank:
      'ButterKnifeGooglyEyes JamSmileyButterKnife TinyButterKnifeForDad ButterKnifeInTheStone ButterKnifeVanishTrick ButterKnifeToastMessage CutleryParadeButterKnife GoldenButterKnifeAward',
  },
  coffee: {
    wellness:
      'SlowSipCoffee 7DayPhoneFreeCoffee SundayCoffeeOutside CoffeeGrindByHand GratefulBeforeCaffeine BrewAndBreathe SmellTheCoffeeFirst 3GoodThingsOverCoffee',
    dance:
      'WhenCoffeeKicksIn EspressoShimmy 7DayCoffeeGroove CoffeeBreakdance DanceWhileTheCoffeeBrews CoffeeVsTeaFaceOff 30SecondCoffeeShuffle LatteFoamFreeze',
    travel:
      'CoffeeWithAView EspressoAtTheBar RateYourTownsCoffee HopFiveCoffeeShops OneCoffeeInEveryTown CafeCrawlChallenge CoffeeRoadTripRanking PackCoffeeForSunrise',
    pet: 'CoffeeMorningDogWalk CatNapsWhileCoffeeBrews CoffeeShopPatioPup PetJoinsMyCoffeeRun 7DayCoffeeCuddleStreak OneMinuteFetchThenCoffee WalkiesForLattes CoffeeBreakFeatherChase',
  },
  'dish soap': {
    wellness:
      'DishSoapMeditation SundayDishSoapSlowDown ThankEachPlateDishSoap 10MinuteDishSoapReset DishSoapBubbleBreaths DishSoapEmptySink 7DayDishSoapStreak DishSoapTalkItOut',
    prank:
      'GooglyEyedDishSoap DadGetsATinyDishSoap DishSoapOpera FanClubForDishSoap DishSoapOnStrike BubbleWrapDishSoap DishSoapCheerleader DishSoapBottleSaysHi',
    art: 'DishSoapBubblePrints DishSoapBottlePlanter DishSoapSpongeStamps 7DayDishSoapDoodles PaintWithDishSoapBubbles DishSoapLabelRedesign PopArtDishSoap SketchYourDishSoap',
    music:
      '30SecondDishSoapRap DishSoapJingleContest 7DayDishSoapChorus DishSoapWorkSong SinkDuetDishSoap CanYouRhymeDishSoap DishSoapBeatbox DishSoapKaraokeShift',
  },
  handball: {
    gaming:
      'JumpShotHighScore KingOfTheHandballCourt HandballDartboard HandballAroundTheClock 60SecondHandballShots 100HandballWallPasses SevenMeterHandballDuel BeatMyHandballStreak',
    pet: 'HandballNoseNudgeDog FetchingPupHandball KittenBatsTheHandball PetVsOwnerHandball HandballTreatHunt 7DayHandballFetch OneMinuteHandballRolls HandballCuddleBreak',
    tech: 'HandballSlowMoShot HandballSpeedRadar HandballBulletTime HandballHighlightEdit 30SecondHandballReel NarrateYourHandballGoal SplitScreenHandball ThenVsNowHandballClip',
    wellness:
      'HandballShoulderCare PostMatchHandballStretch CalmBreathsBeforeHandball HandballGratitudeHuddle ThankYourHandballTeam 10MinuteHandballCooldown HandballRestDayWalk HandballVisualize',
  },
  netball: {
    art: 'NetballTeamBanner NetballActionSketch ChalkNetballCourt PaintAnOldNetball DrawYourNetballSquad NetballPosterFaceOff 5MinuteNetballDoodle NetballStopMotion',
    funny:
      'NoRunningWithTheBall NetballRulesAtHome IfLifeWasNetball ExplainNetballToDad NetballUmpireMom SlowMoNetballDrama NetballStyleSnackGuard NetballNotBasketball',
    gaming:
      'RingShotHighScore NetballHorse NetballAroundTheWorld LaundryBasketNetball NetballPiggyInTheMiddle CanYouSink10Netballs ParentVsKidNetball 60SecondNetballGoals',
    dance:
      'NetballVictoryDance PivotLikeANetballer 30SecondNetballGroove NetballBounceBeatDrop MirrorMyNetballMoves NetballBibShuffle TwirlTheNetball HalfTimeNetballShimmy',
  },
  spoon: {
    art: 'WoodenSpoonPeople SpoonPuppetFamily SpoonSelfPortrait SpoonPetalMosaic SpoonArtFaceOff 5MinuteSpoonDoodle 7DaySpoonCharacters StampWithASpoon',
    music:
      'PlayTheSpoons SpoonBeatCover CanYouCopyMySpoons WoodenSpoonConductor SpoonfulOfSoul 30SecondSpoonRhythm DuelingSpoons Learn7SpoonBeats',
    tech: 'SpoonPhoneStandHack SpoonSlowMoDrop SelfieInASpoon AIDesignsASpoon StopMotionSpoonDance 60SecondSpoonTimelapse VanishingSpoonEdit 3DScanYourSpoon',
    travel:
      'SouvenirSpoonHunt GreasySpoonDinerTour GelatoSpoonCrawl SpoonOfLocalHoney SpoonFromEveryCity TasteTheTownBySpoon PackYourOwnSpoon 5StallsOneSpoon',
  },
  bagel: {
    music:
      'EverythingBagelBeat BagelBeatboxBattle BagelShopJingle SerenadeABagel LoxAndRoll 30SecondBagelSong BagelBoxBongos 7DayBagelJam',
    prank:
      'TinyBagelForDad BagelPillowOnTheirBed BagelGooglyEyes SmileyBagelNote BagelBagFullOfSocks BagelPlushInMomsShoe CardboardBagelBreakfast IsThatADonutOrBagel',
    wellness:
      'SlowBagelMorning BagelPicnicForOne PhoneFreeBagelBreakfast BagelGratitudeBite SundaySchmearRitual ToastedAndThankful ShareABagelSaturday 10MinuteBagelBreak',
    educational:
      'WhyBagelsAreBoiled BagelHistoryQuiz HowBagelsGetTheirHoles OneBagelFactADay BagelsAroundTheWorld MaltSyrupSecret BagelOrDonutScience CanYouSpotRealBagels',
  },
  attic: {
    art: 'AtticFrameRestore AtticFindGlowUp HeirloomShadowBox AtticTreasureCollage AtticJunkSculpture SketchTheAtticLight RedrawAnAtticPhoto 7DayAtticDrawings',
    prank:
      'AtticTreasureNote TimeCapsuleSurprise AtticMysteryBox RubberDucksInTheAttic GooglyEyesOnAtticBoxes SecretAtticMessage AtticTrunkFullOfBalloons AtticPolaroidClue',
    tech: 'AtticVHSRescue AIExplainsMyAtticFind UnboxingTheAttic 60SecondAtticTour ScanTheAtticPhotos DoesItStillBoot ColorizeAnAtticPhoto AtticGadgetThenVsNow',
  },
  birthday: {
    music:
      'BirthdaySongRemix HappyBirthdayAsOpera KazooBirthdayBand BdayBeatDrop BirthdayTuneOnGlasses SerenadeTheBirthdayCake 5GenreBirthdayChallenge SingBirthdayIn30Seconds',
    dance:
      'LeadTheBirthdayConga OneMovePerBirthday BirthdaySpinForEachYear BirthdayBalloonBop MakeABirthdayEntrance 30SecondBirthdayShuffle BirthdayShimmyOff DanceIntoYourBirthday',
    travel:
      'BirthdayMysteryDayOut OneTownPerBirthday NewPlaceEveryBirthday 24HourBirthdayTrip BirthdayCoinFlipWalk BirthdayCakeWithAView BirthdayPicnicAnywhere 5StopsForMyBirthday',
  },
  chess: {
    prank:
      'GooglyEyedChessPieces ChessChocolateSet ChessKingGoneMissing RubberDuckChessQueen ChessPawnsWearHats MidnightChessMove SecretChessOpponent CheckersInTheChessBox',
    cooking:
      'ChessBoardCake ChessPawnMeringues EdibleChessSet CheeseVsGrapesChess CheckmateCheesecake KnightMoveCookies 30MinuteChessSnackPlatter ChessSandwichSquares',
    funny:
      'ChessPieceVoices CommentateYourChessGame LifeAsAChessPawn KidBeatsDadAtChess ChessMeltdownIn3Moves MyChessThinkingFace OverthinkEveryChessMove ChessDramaticResign',
  },
  'cutting board': {
    fitness:
      'CuttingBoardBalanceHold CuttingBoardChestPress CuttingBoardOverheadSquat CuttingBoardCurlOff RowWithACuttingBoard 60SecCuttingBoardPlank LungeToTheCuttingBoard 100CuttingBoardTwists',
    funny:
      'TooManyCuttingBoards CuttingBoardSideDebate CuttingBoardAsAPlate DontTouchMomsCuttingBoard CryingOverCuttingBoards CuttingBoardSmellTest DadsCuttingBoardLecture CuttingBoardLapDesk',
    educational:
      'WoodVsPlasticCuttingBoard CuttingBoardColorCodes CuttingBoardTreeRings LemonSaltCuttingBoard WhyCuttingBoardsSlip CuttingBoardOilDropTest CuttingBoardGrainQuiz 60SecondCuttingBoardClean',
  },
  economics: {
    tech: 'EconomicsSpreadsheet InflationEconomicsQuiz AIExplainsEconomics EconomicsInEmojis 7DayEconomicsBudgetApp 60SecondEconomicsLesson EconomicsScreenTimeCost EconomicsPodcastClip',
    art: 'EconomicsInfographic EconomicsBanknoteDesign CoinRubbingEconomics SketchEconomicsDaily EconomicsChartSkyline DrawEconomicsIn5Panels EconomicsComicStrip 7DayEconomicsDoodles',
    wellness:
      'EconomicsNoSpendWeek FreeJoyEconomics EconomicsWishlistWait EconomicsBudgetCheckIn SelfCareEconomicsSunday 30DayEconomicsCalm UnsubscribeEconomics EconomicsGratitudeLedger',
  },
  gratitude: {
    travel:
      'GratitudeHometownTour SendAGratitudePostcard OneGratitudePerStop ThankYouLocalShops ThankfulPassport GratitudeMemoryLaneTrip GratefulForThisView 7DayGratitudeJourney',
    art: 'GratitudeTreeLeaves DrawYourGratitudeList PaintAGratitudeJar GratitudeRocks ThankfulDoodleADay 7NightGratitudeSketches GratitudeCollageWall GratitudeSidewalkChalk',
    fitness:
      'GratitudeWalk TenGratitudeSquats OneMileOfGratitude 60SecondGratitudePlank ThankYouPushUps 30DayGratitudeWorkout GratitudeRelayWithFriends ThankfulStretchFlow',
  },
  'ice cream': {
    fashion:
      'IceCreamConeEarrings IceCreamScoopHairBun DressLikeYourIceCream 7DayIceCreamColors SundaeBestOutfit PistachioPastels IceCreamColorBlock StyleAnIceCreamTee3Ways',
    fitness:
      'ShakeIceCreamInABag IceCreamRunClub EarnYourIceCream IceCreamConeLunges ScoopSquats SundaeRunday 10MinuteIceCreamWorkout WalkToTheIceCreamShop',
    music:
      'IceCreamTruckRemix IceCreamConeMicKaraoke 30SecondIceCreamSong IScreamForIceCream NeapolitanHarmony BrainFreezeBeatDrop SingYourIceCreamOrder IceCreamParlorJingle',
  },
  'missed call': {
    prank:
      'FunnyNameMissedCall MissedCallSerenade MissedCallFromTheDog GoatRingtoneMissedCall PostItMissedCallNotes BananaPhoneMissedCall MissedCallWallpaper TeddyLeftAMissedCall',
    dance:
      'VibrateLikeAMissedCall 30SecondMissedCallBop TooBusyDancingMissedCall MissedCallRingtoneGroove 7DayMissedCallMoves MissedCallFreezeFrame ShimmyToTheMissedCall MissedCallDanceOff',
    tech: 'MissedCallAutoReply CustomRingtoneMissedCall MissedCallTranscriptFail FocusModeMissedCalls ZeroMissedCallsIn7Days ReturnEveryMissedCall CleanYourMissedCallLog MissedCallGreetingRecord',
  },
  pebble: {
    cooking:
      'ChocolatePebbleBark RealisticPebbleCookies BakeYourOwnPebbleBeach CanYouTellItsAPebble MeringuePebbles GnocchiLikePebbles PebbleMacarons 30MinutePebbleTruffles',
    fashion:
      'WireWrapPebblePendant PebbleNeutralsLook TinyPebbleEarrings PebbleStackRings 7DayPebbleToneOutfits PebbleBrooch MatchYourFitToPebbles ClutchShapedLikeAPebble',
    travel:
      'HeartShapedPebbleHunt OnePebblePhotoPerTown KindnessPebbleTrail PebbleParkPicnic RainbowPebbleBeach 10PebblesIn1Hour ZenGardenPebbleVisit PebbleMosaicStreetWalk',
  },
  saucepan: {
    fitness:
      'EmptySaucepanRows SaucepanFarmersWalk OneMinuteSaucepanHold SaucepanPassPlank 100SaucepanSquats SaucepanBicepCurls OverheadSaucepanPress SaucepanCurlFaceOff',
    prank:
      'GooglyEyedSaucepan SaucepanLidLoveNote TinySaucepanForDad RubberDucksInTheSaucepan SaucepanWearingSunglasses SaucepanInTheSockDrawer PhotobombingSaucepan SaucepanSmileyMagnets',
    wellness:
      'SaucepanSoupForANeighbor MindfulSaucepanScrub SaucepanSimmerASMR WarmMilkSaucepanBedtime SundaySaucepanSlowdown 7DaySaucepanPorridge SaucepanHerbalTea CozySaucepanCocoa',
  },
  'sticky note': {
    art: 'PixelArtInStickyNotes StickyNoteFlipbook WindowStickyNoteMural StickyNoteDoodleDuel StickyNoteSelfPortrait FoldAStickyNoteCrane StickyNoteStopMotion 100StickyNoteRainbow',
    fitness:
      'StickyNoteJumpReach LungeForTheStickyNote OneBurpeePerStickyNote StickWithItStreak StickyNotePlankPass 10MinStickyNoteCircuit 30DayStickyNoteWorkout StickyNoteSquatCount',
    travel:
      'StickyNoteMapWall DreamTripStickyNotes NextStopStickyNote StickyNoteVacationVote StickyNoteItinerary 10StickyNoteDaytrips StickyNoteBucketList PackWithStickyNotes',
  },
  typing: {
    cooking:
      'TypingUpFamilyRecipes TypingKeycapCookies KeyboardTypingCake AlphabetSoupTyping QwertyCrackers NoCrumbTypingSnacks DinnerMenuTypingRace 60SecondRecipeTyping',
    dance:
      'TypingFingerDance TypingSpacebarBounce GrooveToTypingClicks QwertyQuickstep HomeRowHustle 7DayTypingShuffle TheTypingTwist 30SecondTypingBop',
    prank:
      'CatPicsWhileTyping TypingScreensaverNote SecretTypingMessage TypingTestSurprise TeddyIsTypingForMe GooglyEyeKeyboard GhostTypingCompliments TypingPoemOnTheirScreen',
  },
  'board game': {
    dance:
      'BoardGameVictoryDance DanceEveryBoardGameTurn WinnerPicksBoardGameMove BoardGameSpinnerTwirl BoardGameFreezeDance TabletopTwoStep 30SecondBoardGameShuffle MoonwalkBoardGameWin',
    fashion:
      'BoardGameTokenEarrings BoardGameNight3Ways BoardGameDiceNecklace WearYourBoardGamePiece CheckeredBoardGameLook BoardGameBoxOutfitMatch DressAsABoardGame 7DayBoardGameLooks',
    prank:
      'MadeUpBoardGameRule BoardGameFamilyFaces GooglyEyesOnBoardGameDice BoardGameBoxFullOfSocks WhoHidTheBoardGamePiece BoardGameRiggedSpinner CandyBoardGameTokens BoardGameRulebookRewrite',
  },
  baby: {
    tech: 'SetUpTheBabyMonitor AIAgesBabyPhoto BabyWhiteNoiseShowdown 7NightBabySleepSounds BabysFirstVideoCall CryTranslatorApp BabyVsRoboVac 60SecondBabyMilestones',
    pet: 'PetMeetsTheBaby BabyStorytimeForPup BabyLaughsAtTheDog CatInspectsBabyGear KittyJoinsTummyTime BabysFurryBestFriend BabyPawHighFive FishTankBabyStareOff',
  },
  bread: {
    prank:
      'GooglyEyeBreadLoaf TinyBreadForDad BreadWearsAMustache GiantBreadPillowReveal PlushBreadInTheLunchbox BreadClipNotes BreadBoxFullOfSocks CardboardBreadSlice',
    gaming:
      'BreadShapeCharades GuessTheBreadBlindfolded NameThatBreadIn10 BreadClipTossBattle BreadWinnerGameNight FollowTheBreadcrumbs WhichBreadIsItQuiz BreadSandwichStackOff',
  },
  climbing: {
    funny:
      'ClimbingShoeSqueeze ClimbingHarnessIn60Sec ExplainClimbingToGrandma BoulderingBloopers ClimbersDontLookDown ChalkCloudSneeze EveryClimbingGymEver ClimbingExcusesRanked',
    wellness:
      'ClimbingJournalWeek ClimbingGratitudeLog PamperYourClimbingHands BoulderingBreathwork ChalkUpAndBreathe 5MinuteClimbingStretch ClimbingRestDayReset MantraBeforeClimbing',
  },
  diwali: {
    music:
      'DiwaliDholBeat DiwaliAartiHarmony PotDrumDiwaliJam 5NightsOfDiwaliSongs DeepavaliMelody 30SecondDiwaliChorus HumADiwaliClassic DiwaliFamilySingAlong',
    tech: 'DiwaliDiyaTimelapse DiwaliOnTheFamilyCall DiwaliRangoliStopMotion ShootDiwaliLightsInBokeh NightModeDiwaliFaceOff AIPlansMyDiwaliDecor DigitalDiwaliCard 60SecondDiwaliReel',
  },
  fishing: {
    cooking:
      'FishingCatchAndCook GoneFishingPicnic FishingSandwichFaceOff 30MinuteFishingDayDinner GummyWormBaitCups TackleBoxFishingSnacks FishingTripTacos FishingLemonHerbBake',
    prank:
      'FishingForCompliments FishingForTheRemote CaughtABootFishing FishingRodSnackDrop GoneFishingNote DadsTinyFishingPole FishingCandyCatch PlasticDuckFishing',
  },
  'grocery store': {
    art: 'GroceryStoreStillLife SketchAGroceryStoreAisle FruitStickerMosaic GroceryStorePopArt 5MinuteGroceryStoreDoodle RainbowGroceryStoreHaul GroceryStoreVeggieStamps GroceryStoreFlyerCollage',
    prank:
      'SillyGroceryStoreList GroceryStoreBagOfSocks GroceryStoreSnackSurprise GooglyEyeGroceries ProduceStickerFaces SecretTreatInTheCart GroceryStorePantryLabels GroceryStoreTinyHaul',
  },
  hedgehog: {
    dance:
      'DoTheHedgehogWaddle HedgehogCurlAndUnfurl 30SecondHedgehogShuffle 7DayHedgehogShimmy SpinLikeAHedgehog HedgehogHokeyPokey HedgehogDanceOff HedgehogBounceBop',
    fitness:
      '100HedgehogCurls HedgehogRollUps 7DayHedgehogWorkout OneMinuteHedgehogPlank CrawlLikeAHedgehog BallUpAndBurpee HedgehogTuckJumps HedgehogMountainClimbers',
  },
  juggling: {
    cooking:
      'JuggleThenJuice JuggleTheIngredients JugglingFruitSalad JugglingWhileItBakes 10MinuteJugglingSnack JugglingBallCakePops JugglingBreakfastPrep CitrusJugglingSqueeze',
    dance:
      'JuggleAndDance JugglingMoonwalk JugglingToHipHop JuggleThroughTheChorus ScarfJugglingTwirl JuggleCatchOnTheBeat JugglingDuetChallenge 30SecondJugglingGroove',
  },
  lemonade: {
    dance:
      'LemonadeShuffle SqueezeTheBeat LemonadeSipAndSpin SourFaceFreeze DoTheLemonTwist LemonadeDanceOff LemonadeStandStomp 30SecondLemonadeGroove',
    prank:
      'GooglyEyedLemonadeJug LemonadeWedgeSmile MiniLemonadeStandForDad PinkLemonadePlotTwist LemonadeInATeapot LemonadeStrawMustache WrongNameLemonadeSign LemonadeTinyUmbrellas',
  },
  'mouse pad': {
    fashion:
      'MousePadClutch MousePadSlippers NailArtMousePad StyleYourMousePad3Ways UpcycledMousePad DressToMatchMyMousePad MousePadRunway 7DayMousePadMakeover',
    gaming:
      'MousePadFlickShot 60SecondMousePadAim MousePadAirHockey ClickDuelMousePad MousePadGolfPutt FingerFootballMousePad PennyShuffleMousePad BeatMyMousePadScore',
  },
  pancake: {
    music:
      'BananaPancakesCover PancakeSpatulaDrums PancakeRecipeRap 30SecondPancakeSong PancakeBeatboxBattle ShortStackSerenade PancakeFlipOnTheDrop SingTillYourPancakeFlips',
    pet: 'DogFriendlyPancakes FlatAsAPancakeNap PancakeBirthdayPup PupcakesNotPancakes PancakeNoseBalance CanYourPetFindThePancake PancakePlushFetch PancakeSqueakyToy',
  },
  playground: {
    art: 'PlaygroundChalkArt PlaygroundRockPainting DreamPlaygroundDrawing TinyPlaygroundModel 7DayPlaygroundDoodles SwingSetSilhouette PlaygroundLeafCollage 5MinutePlaygroundSketch',
    funny:
      'PlaygroundSlideStuck PlaygroundSeesawDuel DadOnThePlayground KidsTeachPlaygroundRules SandboxNegotiations AdultsOnTheSwings PlaygroundSportscast PlaygroundPlushNatureDoc',
  },
  reading: {
    dance:
      'ReadingDanceBreak ReadingConga FinishedReadingJig BookwormWiggle PageTurnerTwirl Every10PagesReadingShimmy SilentReadingDisco MoveLikeYourReadingHero',
    funny:
      'WhenReadingGetsTooGood ReadingInAccents DramaticReadingOfTexts UpsideDownReadingFail PlotTwistGasp JustOneMoreChapter ReadingTheTermsAloud ReadingFacesPOV',
  },
  salad: {
    dance:
      'SaladSpinnerTwirl ShakeTheSaladJar FruitSaladShuffle 30SecondSaladSpin LettuceTurnUp SaladTossDanceOff SaladBowlBoogie SaladTongsSalsa',
    fitness:
      'SaladSpinnerCardio RunToTheSaladBar 100SquatsForASalad SquatPerSaladTopping KaleYeahCircuit LettuceLunges SaladTossTwists OneMinuteSaladPrepPlank',
  },
  snake: {
    art: '7DaySnakePatterns SnakePaperSpiral SnakeClayCoil BeadedSnakeCraft DrawASnakeInOneLine PaintTheScales SockSnakeSewing 5MinuteSnakeDoodle',
    prank:
      'SnakeOrigamiParade SnakePlushBedBuddy SockPuppetSnake PaperSnakeWearsAHat SnakePunsOnStickyNotes GooglyEyedSnakeToy DoodledSnakeInTheirShoe SnakeSmileyDoodles',
  },
  succulent: {
    art: 'SucculentInkSketch SucculentPotPainting SucculentClayPlanter PaperSucculentBouquet DrawYourSucculentDaily 5MinuteSucculentDoodle WatercolorSucculent 7DaySucculentSketches',
    cooking:
      'SucculentCupcakes PipeASucculentWreath SucculentMacarons EdibleSucculentGarden CactusCookies SucculentCupcakeBakeOff SucculentDonuts FrostYourFirstSucculent',
  },
  treehouse: {
    cooking:
      'PackATreehousePicnic 10MinuteTreehouseSnacks GingerbreadTreehouse TreehouseTeaParty CookieTreehouseBuild BranchAndBrunch TreehouseTrailMix TreehouseBerryParfaits',
    pet: 'TreehouseForCats TreehouseKittenLookout HamsterTreehouseBuild KittyTreehouseTour PurrchWithAView DogGuardsTheFort CardboardPetTreehouse TreehouseBunnyHutch',
  },
  vegan: {
    dance:
      'VeganBeetDrop VeganSalsaTwoWays VeganTofuTango VeganBroccoliMic 30SecondVeganGroove 7DayVeganShuffle BlenderBeatVegan CarrotBatonVegan',
    tech: 'AIVeganRecipe VeganLabelScanTest VeganBreadTimelapse VeganEmojiMenu VeganFlatLayPhoto 60SecondVeganDinnerReel VideoCallVeganCookAlong IsThisVeganPhoneCheck',
  },
  dessert: {
    tech: 'DessertRecipeAppDuel DessertVanishStopMotion AIDesignsMyDessert FilmYourDessertIn60s DessertMeltTimelapse SlowMoSyrupPour DessertPhotoGlowUp 7DayDessertReels',
    fitness:
      'EarnYourDessert SweetToothSquats DessertPlankPayoff DessertDash SprintForSprinkles TenRepsPerDessert 100BurpeesBeforeDessert LungeRelayThenDessert',
  },
  doormat: {
    cooking:
      'DoormatCookies DoormatWaffles 30MinuteDoormatSnack WelcomeMatCake TreatsOnTheDoormat DoormatBakeForNeighbors FocacciaDoormat DecorateADoormatCookie',
  },
  farmer: {
    prank:
      'WakeUpLikeAFarmer FarmerScarecrowDouble GiantFarmerZucchini FarmerRubberChicken RoosterAlarmForTheFarmer MooingDoorbell FarmerToyTractorParking FarmerHatOnEveryTeddy',
  },
  football: {
    dance:
      'FootballEndzoneDance FootballSpikeAndSpin DoTheFootballGriddy TouchdownShuffle HalftimeHustle CopyAFootballCelebration FootballMirrorChallenge 30SecondFootballGroove',
  },
  jacket: {
    funny:
      'WhatsInMyJacketPocket JacketArmsStuck JacketZipperFight MomSaysTakeAJacket 5SecondJacketChallenge PufferJacketWaddle JacketSleeveInsideOut DadsJacketOnMe',
  },
  'line dance': {
    music:
      'LineDanceFiddleJam StompClapChorus LineDanceGenreSwap 7DayLineDanceSingAlong LineDanceKaraoke WriteALineDanceSong OneMinuteLineDanceBeat LineDanceCallerRap',
  },
  meme: {
    prank:
      'MemeInTheLunchbox StickyNoteMemes FramedMemeReveal TextMomOnlyMemes FridgeMemeGallery 7DayMemeWakeUpCall MemeCalendarPrank MemeMirrorCaption',
  },
  'movie night': {
    fitness:
      'MovieNightScareSquats PlankTillMovieCredits MovieMontageWorkout PressPausePushUps PopcornLunges MovieNightStretchOut 10MinMovieNightWarmUp MovieNightWallSit',
  },
  park: {
    art: 'LeafRubbingArt ParkRockMandala 5MinuteParkDoodle SketchEveryParkBench ChalkThePath PaintTheParkInFour ParkStickSculpture 7DayParkSketchbook',
  },
  rug: {
    fitness:
      'TenMovesOneRug RugBearCrawlLaps HopOverTheRug 100RugSquats CutARugCardio 60SecondRugPlank RugMountainClimbers RolledRugSitUps',
  },
  sleet: {
    prank:
      'SleetSoundsAtBreakfast SleetWindowClings ConfettiSleetUmbrella OverpackedForSleet SleetWarningNotes BubbleWrapSleetMat SleetProofTheRemote CottonBallSleetStorm',
  },
  spicy: {
    music:
      'SpicySalsaJam HotSauceJingle DropTheSpicyBeat SingASpicySongChallenge ChiliPepperRiff 30SecondSpicyRap SpicyMaracaShake SpicyBeatboxBattle',
  },
  sunrise: {
    pet: 'SunrisePetAlarm EarlyBirdKittyChirps SunrisePuppyZoomies WalkiesAtSunrise CatSunriseWatch WhoWakesFirstSunrise SunriseSunbeamNap 7DaySunriseStroll',
  },
  toilet: {
    pet: 'ToiletTrainedCat ToiletPaperTubePuzzle KittenUnrollingReport BathroomBodyguardPup ToiletRollTreatHunt ToiletLidDownCheck PawsUnderTheToiletDoor PetFollowsMeToTheToilet',
  },
  tulip: {
    dance:
      'TiptoeThroughTulips TulipTwirl TulipClogDance TulipBloomReveal 30SecondTulipSway WindmillArmWave SpringTulipStomp 7DayTulipGroove',
  },
  walking: {
    dance:
      'WalkingCongaLine DancingWhileWalking WalkingDanceOff SidewalkShuffle 30SecondWalkingGroove StrutLikeYouMeanIt WalkingWaltz WalkingArmSwingBop',
  },
  yawn: {
    art: 'YawnLikeTheScream YawnFlipbook MidYawnPortrait CatYawnSketch CatchAYawnOnCamera YawnInClay YawnEmojiDoodle 7DayYawnSketchbook',
    gaming:
      'YawnStaringContest SecretYawnerGame LastOneToYawnWins SimonSaysYawn YawnCharades NoYawnMovieChallenge YawnTag DontYawnFor60Seconds',
  },
  'cold plunge': {
    prank:
      'SecretlyWarmIceBath DucksInTheColdPlunge ColdPlungeHypeSquad ColdPlungeGooglyEyes ColdPlungeCozyRobe FlamingoJoinsColdPlunge ColdPlungeCocoaSurprise IceBathAnnouncer',
  },
  grandma: {
    travel:
      'GrandmasHometownTour GrandmaFirstTrainRide GrandmaRoadTrip TakeNanaSomewhereNew 5PlacesGrandmaLoved BucketListWithGran RetraceGrandmasSteps GrandmaPicksTheSpot',
  },
  helicopter: {
    dance:
      'HelicopterArmSpin HelicopterLiftOffHop DoTheHelicopter HoverLikeAHelicopter ChopperCharleston HelicopterDanceBattle HelicopterHairFlip 30SecondHelicopterTwirl',
  },
  rainbow: {
    fashion:
      'RainbowStripeFitCheck RainbowSockStack ClipInRainbowHair RainbowWardrobeWeek HeadToToeRainbow OneRainbowColorADay RainbowNailGradient StyleRainbowSocks3Ways',
  },
  tea: {
    fashion:
      'AfternoonTeaLook TeaDressTwirl TeaRoomPearls SuitUpForHighTea PinkyUpFitCheck TeaParty3Ways TeacupPrintOutfit 7DayTeaTimeOutfits',
  },
  'coat rack': {
    funny:
      'CoatRackFashionCritic CoatRackMorningRush ImJustACoatRack CanYourHatHitCoatRack ButlerCoatRackVoice WheresMyJacketCoatRack CoatRackSoapOpera IfTheCoatRackCouldTalk',
  },
  boxing: {
    fashion:
      'BoxingRobeFitCheck BoxingShortsThreeWays QuickLaceBoxingBoots 7DayBoxingGymLooks MatchYourBoxingWraps BoxingRingRunway DressLikeABoxingChamp BoxingHoodieGlowUp',
  },
  zoo: {
    pet: 'DIYCatZooAtHome ZooToyFetchRace BackyardPettingZoo WhichZooPlushWins ZooDocumentaryKitty SafariPupPhotoshoot ZooHamsterHabitatBuild ZooEnrichmentToysForDog',
  },
};
