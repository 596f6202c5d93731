import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'cotton ball': {
    educational:
      'CottonBallAbsorbencyTest CottonBallRaindropLab SproutASeedOnACottonBall WhereDoCottonBallsGrow 1MinCottonBallWaterClimb CottonBallCatapult CloudTypesInCottonBalls FoilVsCottonBallIceMelt',
    prank:
      'CottonBallPhotoMustache CottonBallBedSnow 100CottonBallsInADrawer CottonBallShoeFill SheepFlockCottonBall WhyIsMyTissueACottonBall GooglyEyeEveryCottonBall CottonBallBlizzardIn1Min',
    tech: 'SlowMoCottonBallBounce FeatherVsCottonBallDrop CottonBallScreenClean MacroCottonBallFibers AskAIForCottonBallCrafts CanYourMicHearCottonBalls 1MinCottonBallStopMotion CottonBallPixelArt',
    wellness:
      'CottonBallLavenderPillow BlowACottonBallSlowly SoftTouchCottonBall CottonBallGratitudeJar 7NightCottonBallRitual 5MinCottonBallCalmDown DriftLikeACottonBall SpaSundayWithCottonBalls',
    fitness:
      'CottonBallSpoonRelay CottonBallToeGrab PlankAndBlowCottonBall BurpeeCottonBallBattle CrabCarry20CottonBalls SquatAndScoopCottonBall 10MinCottonBallCircuit OneLegCottonBallPickUp',
    funny:
      'CottonBallNoseTransfer CottonBallBeardImpression CottonBallBlowDuel AdoptACottonBallPet CottonBallEyebrowRaise 100CottonBallWig BrickOrCottonBallRiddle 1MinCottonBallSnowman',
    gaming:
      'CottonBallHockey CottonBallCupToss CottonBallGolf 60SecondCottonBallMaze GuessTheCottonBallCount CaptureTheCottonBall CottonBallBalanceDuel 3ShotCottonBallShootout',
    music:
      'CottonBallEyeJoe SingTilTheCottonBallLands CottonBallASMR CottonBallCloudLullaby MaryHadACottonBallLamb DropACottonBallOnTheBeat WhisperDuetCottonBall 10CottonBallsOneSong',
    pet: 'CottonBallEarCleaning CottonBallEyeWipe WhichPetIsTheCottonBall CottonBallDogPortrait MyDogIsACottonBall BrushOutACottonBallIn60s CottonBallFluffRating PuppyCottonBallGlowUp',
    travel:
      'CottonBallCloudSpotting CottonBallSuitcaseScent 10CottonBallHotelHacks CanACottonBallFixYourTrip NoLiquidsCottonBallHack CottonBallMakeupTravelKit PackFragileWithCottonBall FreshShoesWithCottonBalls',
  },
  'bath towel': {
    cooking:
      'BathTowelKeepsItWarm SpinSaladInABathTowel 5MinBathTowelBerryWash CanABathTowelDryHerbs SwissRollLikeABathTowel BathTowelBreadProofing SpaSundayBathTowelBites PicnicOnABathTowel',
    dance:
      'BathTowelSkirtTwirl BathTowelLassoSpin TangoWithABathTowel MirrorDuetWithBathTowels 8CountBathTowelRoutine BathTowelHula 30SecondBathTowelFlow SwooshTheBathTowelCape',
    fitness:
      'BathTowelSliders BathTowelYogaStrap PartnerBathTowelTug 7DayBathTowelAbs BathTowelPlankDrag 10MinBathTowelBurn CanYouSkiOnABathTowel BathTowelCalfStretch',
    prank:
      'BathTowelSwanSurprise HangingBathTowelMonkey WhoShrankMyBathTowel GooglyEyeBathTowel WrongNameOnEveryBathTowel BathTowelTeddyBurrito BathTowelSwissRoll 10MinuteBathTowelTwin',
    music:
      'BathTowelDrumMute DIYBathTowelVocalBooth WaveABathTowelOnTheBeat ShowerSingerBathTowelDuet SingLikeABathTowelDiva 3SongBathTowelEncore BathTowelColorGuard BathTowelTwirlChorus',
    pet: 'BathTowelPuppyDry CatOnTheBathTowel WhyDoPetsLoveBathTowels BathTowelTreatRoll DogShakeVsBathTowel CanYourPupFoldABathTowel KittenBathTowelNest 10SecondBathTowelPawWipe',
    tech: 'BathTowelNotRice GreenBathTowelScreen StopMotionBathTowelSwan BathTowelTripodIn1Min RecordInABathTowelFort CanAIFoldABathTowel BlanketVsBathTowelMic SlowMoBathTowelShake',
  },
  ostrich: {
    cooking:
      'OstrichShapedPancake OstrichNestTreats 10MinFruitOstrich OstrichEggMeringue OstrichSizedScramble CanYouPipeAnOstrich LongNeckOstrichCookies 5PieceSnackOstrich',
    dance:
      'StrutLikeAnOstrich OstrichNeckBob 8CountOstrichRoutine OstrichPrance OstrichTwoStep DadVsKidOstrichDance OstrichSandDip 30SecondOstrichFreestyle',
    fashion:
      'OstrichFeatherBoa StyleLikeAnOstrich OstrichPlumeFascinator OstrichMonochrome FluffySlippersOstrich OstrichRunwayStrut ThriftStoreOstrichFitOff 3PieceOstrichOutfit',
    fitness:
      'RunLikeAnOstrich 100OstrichHighKnees OstrichKicks OstrichStrideLunges 30SecondOstrichSprint OstrichBalanceFaceOff OstrichForwardFold TipToeOstrichRaises',
    prank:
      'OstrichEggInTheFridge OstrichPuppetPeekaboo WhoInvitedTheOstrich OstrichMagnetMessage EveryFrameHasAnOstrich 10OstrichesOnTheirPillow OstrichBalloonSurprise DailyOstrichFactTexts',
    travel:
      'OstrichFarmVisit OneOstrichPerCity CanYouFindAnOstrichInTown ZooDayOstrichHunt OstrichSelfieVsReality OstrichEggSouvenirHunt OstrichPostcard BigStrideOstrichHike',
    wellness:
      'OstrichNeckStretch NoMoreOstrichMode SlowSundayOstrichNap 30DayOstrichPostureFix OstrichLegsUpTheWall OstrichBigStrideWalk 1MinOstrichBalancePose CountOstrichesNotSheep',
  },
  bank: {
    cooking:
      'PiggyBankCake BankHolidayBakeOff BankFiveDollarDinner WontBreakTheBankLunch 15MinBankBalancePasta OneBankNoteFeast BankBudgetBrunch 7DayNoSpendBankMenu',
    fashion:
      'PiggyBankThriftHaul OneBankNoteOutfit SaveVsSplurgeBankStyle BankHolidayFit DressRichOnABudget 5MinBankToBrunchSwitch BankerStripesRestyle BankSuitAndSneakers',
    music:
      'PiggyBankShaker BankCoinJarBeat BankHoldMusicRemix ChaChingBankChorus 30SecondBankJingle CanYouRapYourBankBudget BankHolidayKaraoke SaveVsSpendBankDuet',
    travel:
      'PiggyBankTravelFund 48HourBankHolidayEscape BankNoteLandmarks BankFreeMuseumDay DontBreakTheBankTrip CanYouBeatMyBankBudget SpareChangeBankWeekend BankCoinFromEachTown',
    educational:
      'PiggyBankMath BankTellerForADay BankInterestIn60Seconds BankNoteSecretsQuiz PennyVsMillionBankRiddle SpotTheFakeBill ExplainBankingToAKid 52WeekSavingsBankJar',
    gaming:
      'BankVaultPuzzleGame BankTellerCharades WhoGetsToBeTheBank BeatTheBankIn60Seconds CanYouCrackTheBankCode BankCoinFlipTournament BreakTheBankBingo PlayersVsTheBankShowdown',
  },
  forklift: {
    fitness:
      'SquatLikeAForklift FarmersCarryForklift ForkliftArmRaises ForkliftDeadlift 60SecondForkliftWallSit FamilyForkliftRelay ForkliftArmRaiseCount ForkliftBoxStepUps',
    gaming:
      'PlayAForkliftSim ForkliftBlockTower 60SecondForkliftStack ForkliftBoxPuzzle SimonSaysForklift CanYouBeatMyForkliftLevel ToyForkliftParkingGame SpoonForkliftRace',
    music:
      'ForkliftBeepBeat OdeToAForklift DrumOnAForkliftPallet ForkliftLullaby ForkliftSafetyJingle 30SecondForkliftRap 3NoteForkliftMelody ForkliftCallAndResponse',
    pet: 'ToyForkliftTreatDelivery ForkliftCardboardCastle CatVsRemoteForklift ForkliftReverseTrick ForkliftHamsterHideout KittyForkliftBox 7DayPupBackUpForklift 10MinSlowForkliftDogWalk',
    tech: 'ForkliftBeepRingtone ForkliftStopMotion CodeAForkliftGame ForkliftPOVCam 3StepForkliftGreenScreen AIVsMeForkliftDrawing 60SecondForkliftTrailer ForkliftMemeMaker',
    wellness:
      '7NightForkliftSleepFix ForkliftLowerBackCare ThankAForkliftDriver SlowDownLikeAForklift WellnessWednesdayForklift ForkliftNeckStretch ForkliftLunchWalk 5MinForkliftShiftReset',
  },
  midnight: {
    cooking:
      'MidnightMugCake 3IngredientMidnightSnack MidnightRamenUpgrade MidnightCookOff 5MinMidnightToastie MidnightFridgeRaid DunkACookieAtMidnight BreakfastAtMidnight',
    dance:
      'MidnightMoonwalk WaltzTillMidnight MidnightPajamaShuffle 12BeatsTilMidnight HeadphoneDuetAtMidnight MidnightCountdownDrop MidnightKitchenDanceOff FreezeAtMidnight',
    music:
      'HumAMidnightLullaby WhisperSingAtMidnight 12NoteMidnightMelody MidnightCountdownSong 1MinMidnightBlues MidnightSerenade HeadphoneMidnightDuet AuldLangSyneAtMidnight',
    prank:
      'MidnightTeddyParty AllClocksSayMidnight WhoPartiedAtMidnight NewYearsAtMidnightInJuly GlowStarsByMidnight StickyNotesAtMidnight MidnightBalloonDoor 100GooglyEyesAtMidnight',
    tech: 'MidnightSkyTimelapse LongExposureAtMidnight MidnightBirthdayText 7DayMidnightPhoneCurfew ZoomOnTheMidnightMoon DoNotDisturbByMidnight LampVsFlashAtMidnight CanYourCameraSeeMidnight',
    travel:
      'CatchTheMidnightTrain 3StopsBeforeMidnight 10MinMidnightPacking SkylineAtMidnight MidnightInANewCity WhatsOpenAtMidnightHere MidnightTentStories MidnightMarketCrawl',
  },
  babysitter: {
    music:
      'BabysitterLullaby BabysitterNurseryRap KidsVsBabysitterKaraoke 5SongBabysitterConcert 60SecondBabysitterJingle ShakerEggJam BabysitterBeatbox BabysitterKazooParade',
    wellness:
      'BabysitterCalmCorner BabysitterYogaStory SitterBedtimeRitual 5BreathsWithTheBabysitter 10MinBabysitterQuietTime GlitterJarMindfulness BabysitterSlowSunday BabysitterStarGazing',
    cooking:
      'BabysitterPizzaNight BabysitterPancakeFaces 10MinBabysitterSnacks BakeOffVsTheBabysitter KidsChefHour 3StepBabysitterSundae BabysitterBentoBuild BabysitterSmoothieLab',
    educational:
      'BabysittingFirstAid 5MinScienceWithBabysitter CanYouStumpYourBabysitter BabysitterBugHunt KidsTeachTheBabysitter BedtimeFactOfTheDay BabysitterSpellingBee BabysitterNatureWalk',
    fashion:
      'BabysitterFitCheck BabysitterDressUpBox 5MinBabysitterBraids KidsStyleTheBabysitter SuperheroCapeLook 3OutfitsOneBabysitter BabysitterMakeoverDare BabysitterTutuParade',
  },
  cafeteria: {
    art: 'CafeteriaNapkinSketch 60SecondCafeteriaDoodle PaintYourCafeteriaMemory 7DayCafeteriaCartoon SchoolLunchStillLife CafeteriaTrayPrints CafeteriaComicStrip CafeteriaWallMural',
    dance:
      'CafeteriaDanceOff 30SecondCafeteriaShuffle CafeteriaTrayTwirl BestFriendCafeteriaDuet SchoolLunchShimmy 8CountCafeteriaCombo CafeteriaLineStep ShowUsYourCafeteriaMoves',
    fitness:
      'CafeteriaTrayBalance 10MinCafeteriaCircuit CafeteriaLineLunges PlankOffByTheCafeteria MilkCartonCurls 50SquatsBeforeCafeteria CafeteriaChairDips HowManyStepsToCafeteria',
    prank:
      'TradeSeatsInTheCafeteria GooglyEyesInTheCafeteria 10SecondCafeteriaFreeze CafeteriaMilkCartonFaces CafeteriaNapkinJokeADay CafeteriaHighFiveLine CafeteriaComplimentCards WhoShrankMyCafeteriaTray',
    travel:
      'CafeteriaOnAFieldTrip 3CafeteriasInOneDay GuessTheCafeteriaCountry CafeteriaVsFoodCourt MuseumCafeteriaRanking CafeteriaAtTheAirport RateEveryCafeteria CafeteriaAtTheZoo',
  },
  grammar: {
    art: 'GrammarComic 7DayGrammarSketchbook PunctuationPortraits 1MinGrammarCartoon DoodleAGrammarRule ColorCodedGrammar LetsEatGrandmaGrammar GrammarDiagramArt',
    cooking:
      'PunctuationPancakes GrammarAlphabetSoup GrammarBakeOff RecipeGrammarEdit GrammarSandwich 5MinGrammarToastArt FixTheGrammarOnACake MenuBoardGrammar',
    music:
      'GrammarRapBattle 30SecondGrammarAnthem GrammarRuleJingle GrammarKaraokeFix CommaDrumGrammar 5NoteGrammarHook VerbTenseGrammarSong PronounGrammarChant',
    prank:
      'GrammarTypoTrap 24HourGrammarPolice TicketFromTheGrammarCops GrammarStickyFix OverlyFormalGrammar DidYouSpotMyGrammarSlip GroceryListGrammarGrade FridgeMagnetGrammar',
    travel:
      'GrammarSignHunt 5GrammarFailsPerCity GrammarPhrasebookDay TravelJournalGrammar LearnLocalGrammarIn10Min CanYouFixThisMenuGrammar GrammarTourGuide ShopNameGrammar',
  },
  rugby: {
    cooking:
      'RugbyBallCake RugbyMatchDayPies 3IngredientRugbyBars RugbyFlapjackBites 5MinHalfTimeRugbySnack RugbyClubSandwich SiblingRugbyBakeOff MuddyPitchRugbyBrownies',
    dance:
      '10SecondRugbyTryDance 8CountRugbyScrumShuffle RugbySpinTwirl RugbySidestepGroove RugbyHuddleBounce TouchRugbyTwoStep DadVsKidRugbyMoves ConversionRugbyPose',
    funny:
      'RugbyMumOnTheSideline 3RugbyRulesIMadeUp DinnerAsARugbyMatch 60SecondRugbyCommentary RugbyHuddleForSnacks RugbyRefExplainsChores GuessTheRugbyBounce GrandpaCoachesRugby',
    music:
      'RugbyAnthemSingAlong RugbyTeamSong 3WordRugbyCheer 60SecondRugbyHypeBeat FamilyRugbyChantOff RugbySlowClapBuild RugbyWalkOutTune CrouchBindSetRugby',
    wellness:
      'RugbyTeamCheckIn 10MinRugbyCoolDown RugbyRespectTheRef 7DayRugbyMobility SleepLikeARugbyPro SlowSundayAfterRugby RugbyGratitudeHuddle WalkItOffRugby',
  },
  'wrong number': {
    cooking:
      '10MinWrongNumberDinner WrongNumberBakeOff SorryWrongNumberCookies GuessTheWrongNumberDish CookTheWrongNumberOrder GrandmasWrongNumberRecipe WrongNumberMysteryBasket TakeoutCopycatWrongNumber',
    fitness:
      'WrongNumberDigitReps WrongNumberBurpeePenalty SprintForAWrongNumber 10SquatsEachWrongNumber PlankThroughAWrongNumber JumpingJackPerWrongNumber WrongNumberLungeFaceOff 1MinWrongNumberWallSit',
    prank:
      '3WrongNumbersFromTheDog WrongNumberSiblingSkit StraightFaceWrongNumber NextRoomWrongNumber AnswerAsAWrongNumber SecretAgentWrongNumber WrongNumberFor60Seconds WrongNumberWalkieTalkie',
    tech: 'BlockAWrongNumber WrongNumberAutoReply AIAnswersAWrongNumber RecordWrongNumberGreeting 1MinWrongNumberSettings SpotTheWrongNumberScam WrongNumberTextToSpeech 3EmojiWrongNumberAnswer',
    wellness:
      'WrongNumberTrustedAdult WrongNumberScamAware DoNotDisturbWrongNumber ShrugOffAWrongNumber LetTheWrongNumberGo 1MinWrongNumberReset 3BreathsAfterAWrongNumber KindReplyToWrongNumber',
  },
  'bouncy ball': {
    cooking:
      'BouncyBallTruffles JellyVsBouncyBallDrop BouncyBallBobaPearls BouncyBallCakePops 20MinBouncyBallMeatballs 7ColorBouncyBallBites CanYouBakeABouncyBall CheesyBouncyBallBread',
    pet: '1MinBouncyBallZoomies BouncyBallTooSmallCheck FetchTheJumboBouncyBall PuppyMeetsBigBouncyBall BouncyBallHeadTilt BouncyBallStareDown CatVsBouncyBall 10CatchBouncyBallStreak',
    wellness:
      'BouncyBallStressSqueeze BouncyBallFootRoll 2MinBouncyBallCalm BouncyBallGratitudeToss 10BreathsBouncyBallCatch BouncyBallFocusBreak KindnessBouncyBallPass SlowSundayBouncyBall',
    prank:
      '100BouncyBallsInADrawer BouncyBallEggCarton GiftBoxOfBouncyBalls BouncyBallMagicTrick CanYourBouncyBallBounce TissuePackOfBouncyBalls GooglyEyedBouncyBalls BouncyBallInMyShoe',
  },
  'chore chart': {
    dance:
      'ChoreChartMoonwalk SockSlideChoreChart BroomTangoChoreChart OneMovePerChoreChartJob 60SecondChoreChartGroove SiblingChoreChartDanceOff ChoreChartShuffle ChoreChartConga',
    funny:
      'DadsChoreChart ChoreChartLoophole TheDogsChoreChart ChoreChartExcuses KidsVsParentsChoreChart ChoreChartHaggle DoTheChoreChartIn1Min 7DayChoreChartDrama',
    gaming:
      'ChoreChartBingo ChoreChartLevelUp ChoreChartSpinner SiblingsVsTheChoreChart DiceRollChoreChart BossBattleChoreChart 100PointChoreChart BeatTheChoreChartIn10Min',
    music:
      'ChoreChartPlaylist OneSongPerChoreChartJob 3MinuteChoreChartTune ChoreChartJingle PotDrumsChoreChart ChoreChartRapBattle SingTheChoreChart ChoreChartKaraoke',
  },
  dandelion: {
    fashion:
      '5MinDandelionCrown PaintADandelionTee StyleDandelionYellow3Ways DressLikeADandelion DandelionVsSunflowerFit StitchADandelionPatch DandelionPressedCase DandelionHairPin',
    educational:
      'HowDandelionsSpread 7DayDandelionRegrowth DandelionClockMyth DandelionSeedCount BlowVsFanDandelionSeeds IsEveryDandelionAWeed 1MinDandelionBeeWatch DandelionRootLab',
    gaming:
      'ParkDandelionBingo DandelionPuffTarget GuessTheDandelionSeeds DandelionOneBlowWins TicTacDandelion TallestDandelionStem 10DandelionsIn60Seconds DandelionWishOff',
    music:
      'DandelionStemWhistle DandelionLullaby SingToADandelion DandelionWishSong BlowADandelionOnTheBeat OneBreathDandelionHum 10SecondDandelionTune DandelionHornSolo',
  },
  fisherman: {
    art: 'FishermanPortraitSketch FishermanBoatPainting 1MinFishermanDoodle DrawYourselfAsAFisherman FishermanClayFigure FishermanComicStrip OneLineFishermanDrawing ChalkMuralOfAnglers',
    fashion:
      'FishermanSweaterFit FishermanBeanieLook FishermanSandalsStyle DressLikeAFisherman ThriftedFishermanVest GrandpaVsMeFishermanHat 5MinFishermanGlowUp WearAFishermanKnit3Ways',
    fitness:
      'FishermanRowWorkout FishermanCastingReps DadVsKidFishermanSquats 60SecondFishermanWallSit FishermanBucketCarry 20FishermanReelCurls FamilyFishermanRelay BigCatchFishermanLift',
    gaming:
      'FishermanSimRun FishermanRecordCatch 3RoundFishermanTrivia HookADuckFishermanDuel TallTaleFishermanBluff FishermanMemoryMatch 60SecondMagnetFisherman WeekendAnglerTournament',
  },
  moonwalk: {
    cooking:
      'MoonwalkCraterCookies MoonwalkGalaxyCupcakes MoonwalkStarSandwiches 3StepMoonwalkSnack 5MinuteMoonwalkToast PopcornForMoonwalkNight CanYouCookAndMoonwalk MoonwalkBakeOff',
    funny:
      '24HourMoonwalkOnly DadVsKidMoonwalk MoonwalkInSocks MoonwalkOutOfAwkward GrandmaMoonwalks MoonwalkToBed MoonwalkWithGroceries CanYouMoonwalkOnCarpet',
    prank:
      'MoonwalkMailCall DidTheyNoticeMyMoonwalk 30SecondMoonwalkPhotobomb MoonwalkAwayMidSentence MoonwalkEveryExit SnackDeliveryMoonwalk 10MoonwalksUntilMomLooks SiblingMoonwalkMirror',
    travel:
      'MoonwalkAtLandmarks OneMoonwalkPerCity CanYouMoonwalkOnSand MoonwalkUnderTheStars MoonwalkTheBoardwalk 5SecondMoonwalkEveryStop MoonwalkPostcard AirportArrivalMoonwalk',
  },
  sheep: {
    fitness:
      'CountingSheepSitUps SheepVsWolfTag 100SheepFenceHops LeapingSheepBurpees ShearStrength 1MinSheepShuttleRun SheepdogSprints SheepPlushPlankHold',
    music:
      'SheepBaaRemix SheepLullaby BarnyardSheepChorus BlackSheepNurseryCover 10SecondSheepSong 5NoteSheepMelody SheepBellHarmony SiblingSheepDuet',
    prank:
      'SheepPlushInvasion SheepBaaRingtone CottonBallSheepFlock WhoLetTheSheepIn ASheepInEachFrame LawnFullOfSheep SheepOnEveryShelf 100PaperSheepOnTheirDoor',
    wellness:
      'CountingSheepBedtime 100SheepToSleep 5MinSleepySheepStretch CountBlessingsNotSheep EweDeserveRest WoolBlanketWindDown SlowSundaySheepStroll SheepPlushSnuggleNap',
  },
  wedding: {
    fashion:
      'WeddingGuestFitCheck OneDress3WeddingLooks WeddingVeilVerdict 10MinWeddingGlowUp DontOutshineTheBride ThriftVsDesignerWedding WeddingSneakerSwap WeddingHairUpdo',
    fitness:
      'WeddingBootCamp WeddingCountdownReps PlankOffWeddingParty 10MinWeddingDanceCardio BrideToBeStepCount 100SquatsBeforeTheWedding WeddingCakeCrunches WeddingBouquetLunges',
    music:
      '3SongWeddingMedley WeddingSingingToast 30SecondWeddingSerenade RapTheWeddingSpeech KazooWeddingMarch WeddingFirstDanceCover WeddingDuetWithGrandpa WeddingGuestsSingAlong',
    tech: '60SecondWeddingRecap WeddingSlideshowEdit QRCodeWeddingGuestbook ThenVsNowWeddingPhotos CanAIPlanMyWedding WeddingSlowMoConfetti RestoreGrandmasWedding WeddingVideoMontage',
  },
  'after school': {
    fitness:
      'AfterSchoolJumpRope CanYouHulaHoopAfterSchool AfterSchoolObstacles AfterSchoolYoga 100SkipsAfterSchool 10MinAfterSchoolHIIT AfterSchoolStretch SiblingAfterSchoolRelay',
    tech: 'AfterSchoolCoding AfterSchoolPodcast AfterSchoolStopMotion CodeAGameAfterSchool 1MinAfterSchoolVlog TypingRaceAfterSchool 5PhotoAfterSchoolStory TabletArtAfterSchool',
    educational:
      'TeachBackAfterSchool AfterSchoolFunFact AfterSchoolScience CanYouStumpMeAfterSchool AfterSchoolQuizShow 10WordsAfterSchool 5MinReadAloudAfterSchool AfterSchoolSpelling',
  },
  aquarium: {
    fitness:
      'AquariumBucketCarry StepsAroundTheAquarium AquariumPlankStare 1MinAquariumWallSit KidVsMeAquariumLunges 10AquariumJellyfishJacks AquariumSquatPerFish AquariumFinFlutterKicks',
    wellness:
      'AquariumMeditation 5MinAquariumStare SitByTheAquarium AquariumJellyfishZen 10BreathsAtTheAquarium SlowSundayAtTheAquarium AquariumSoundscape AquariumCalmCounting',
    dance:
      'AquariumSeahorseStep AquariumBubbleBop DanceLikeYourAquariumFish BestFriendAquariumDuet 8CountAquariumJellyfish 30SecondAquariumFreestyle AquariumMermaidMoves AquariumOctopusArms',
  },
  beard: {
    travel:
      'BeardTrimInANewTown BeardCarryOnKit 30DayTravelBeard TripBeardThenVsNow 5MinHotelBeardGroom BeardSelfieAtEveryStop GrowABeardOnTheRoad BeardBarbershopTour',
    speed:
      '3BeardStylesIn60Seconds BeardBraidTimer CottonWoolBeardRelay BeardTrimInSixty 10SecondBeardDoodle SantaBeardSprint BeardCombDash BeardDrawingDuel',
    wellness:
      'BeardOilRitual 5MinBeardCareRoutine 30DaySoftBeardStreak MirrorBeardPepTalk SundayBeardSpa BeardBrushMeditation BeardBalmBreathing BeardGlowUpAfterWash',
  },
  'bus stop': {
    cooking:
      'BusStopBreakfastToGo BusStopThermosSoup BusStopOvernightOats HotCocoaForTheBusStop 5MinWrapForTheBusStop 3IngredientBusStopBites BentoForTheBusStop PackABusStopSnackBag',
    dance:
      'DoTheBusStop GrooveTillTheBusComes BusStopMoonwalk 30SecondBusStopShuffle 8CountBusStopRoutine MomAndMeBusStopDuet BusStopDanceOff BusStopLineDance',
    speed:
      'BedToBusStopRace 60SecondBusStopCrossword BusStopSpeedSketch DoneBeforeTheBusStop 10SumsAtTheBusStop BusStopShoeTieBlitz BusStopWordSearchRace BusStopPuzzleSprint',
  },
  cooking: {
    music:
      '3SoundCookingBeat CookingSpoonDrumline CookingRecipeRap CookingSoundsRemix 30SecondCookingSong WhiskDuetWhileCooking CookingKaraokeNight WriteACookingJingle',
    pet: '3StepPetTreatCooking 10MinCookingForFido CatSupervisesCooking DogWatchesMeCook CookingForTheCat PuppyRatesMyCooking CookingPupBiscuits CookingBunnyVeggieBowl',
    prank:
      'CookingFancyMenuCard TinyCookingPanForMom 10SecondCookingShowIntro CookingBurntToastDecoy NotesInEveryCookingPot CookedByTheDog CookingGooglyEyes WhoLabeledMyCookingSpices',
  },
  doorbell: {
    dance:
      'DoorbellCamDance DoorbellDingDongGroove DoorbellRingFreeze ShimmyAtTheDoorbell 10SecondDoorbellBoogie SiblingDoorbellDuet 8CountDoorbellRoutine WaltzToTheDoorbell',
    fitness:
      'DoorbellSquats DoorbellBurpees StepUpsByTheDoorbell LungeToTheDoorbell PlankTillTheDingDong 10RepsEveryDoorbell 1MinDoorbellWallSit FamilyDoorbellSquatOff',
    wellness:
      '3BreathsAtEveryDoorbell DoorbellKindnessNote SmileAtTheDoorbellCam SilentSundayDoorbell 1MinDoorbellReset ThankTheDeliveryDriver DoorbellGratitudeRing DoorbellStretchBreak',
  },
  'first job': {
    fashion:
      'FirstJobFitCheck FirstJobUniformReveal 5OutfitsForYourFirstJob FirstJobCapsuleWardrobe ThriftVsMallFirstJobLook ComfyWorkShoesFirstJob FirstJobThriftedBlazer 60SecondFirstJobTie',
    prank:
      'FirstJobCongratsBanner GooglyEyesOnFirstJobShoes FirstJobLunchboxNote TinyBriefcaseFirstJob 100StickyNotesFirstJob FirstJobBadgeSaysCEO 30SecondFirstJobNewsFlash OversizedCardFirstJob',
    tech: 'FirstJobSpreadsheet FirstJobEmailSignature FirstJobCalendarSetup 60SecondFirstJobPitch PasswordGlowUpFirstJob 10ShortcutsFirstJob BudgetAppFirstJob FirstJobPhoneAlarms',
  },
  'hot chocolate': {
    art: 'HotChocolateLatteArt PaintAHotChocolateMug StencilYourHotChocolate 1MinHotChocolateDoodle PlainToPrettyHotChocolate HotChocolateFoamFaces HotChocolateWatercolor HotChocolateStillLife',
    dance:
      'HotChocolateShuffle 8CountHotChocolateGroove CocoaCongaLine SipAndSwayHotChocolate MomAndMeHotChocolateDuet WhippedCreamWiggle HotChocolateStirStep HotChocolateSnowBoogie',
    prank:
      'HotChocolateSecretNote DoorstepHotChocolate 5WrongNamesOnHotChocolate WakeUpToHotChocolate HotChocolateTinOfSocks HotChocolateGooglyEyes HotChocolateDollCup WhoLabeledMyHotChocolate',
  },
  london: {
    funny:
      'CanYouOutQueueLondon FourSeasonsLondonDay LondonRhymingSlang SayingSorryLikeALondoner LondonUmbrellaFail 60SecondLondonAccent LondonPigeonImpression MyTownVsLondonWeather',
    music:
      'LondonCallingCover MyCityVsLondonAnthem HumTheLondonChimes LondonGrimeBars LondonBridgeSingAlong LondonRainBeat 30SecondLondonAccentRap 5TeacupLondonMelody',
    pet: 'LondonPupPortrait PigeonWatchLondonCat LondonWoofBrunch 10SecondLondonGuardStay LondonRainyDogWalk LondonParkFetch 3StopLondonWalkies CanYourPetQueueLikeLondon',
  },
  parkour: {
    cooking:
      'ParkourEnergyBites 3IngredientParkourFuel 5MinParkourSnack ParkourPowerSmoothie NoBakeParkourBars ParkourBentoBox ParkourPicnicPack PreVsPostParkourMeal',
    wellness:
      'ParkourCoolDown ParkourBreathReset ParkourFearJournal ParkourPepTalk 5MinParkourWristCare StretchySundayParkour 7DayParkourBalance SmallWinsParkour',
  },
  rake: {
    cooking:
      'RakeAndBake RakeThenHotCider LeafCookiesAfterYouRake RakingDayChili 20MinRakeBreakSoup 3IngredientRakeTreats RakeAndRoast CocoaForTheRakers',
    music:
      'RakeScrapeBeat 10SecondRakeRiff RakeTineStrum 3NoteRakeMelody DadAndMeRakeDuet RockAndRake RakeKaraoke WhistleWhileYouRake',
    prank:
      'TinyRakeForGrandpa RakeOnTheCoatRack GooglyEyeRake 10BalloonsOnTheRake WhoGaveTheRakeAName GiftWrappedRakeReveal RakeWearsDadsCap RakeInEveryPhoto',
  },
  'spring cleaning': {
    dance:
      'SpringCleaningDanceOff SpringCleaningMopStep TwirlAndSpringClean 3SongSpringCleaning VacuumVogueSpringCleaning MomAndMeSpringCleaning SpringCleaningSalsa SpringCleaningBroomBop',
    prank:
      'SpringCleaningFairy GooglyEyesSpringCleaning SpringCleanWhiteGloveTest SpringCleanLabelItAll 1MinSpringCleaningDare TinyBroomSpringCleaning DidElvesDoSpringCleaning SpringCleanDustBunnyPlush',
    tech: '10MinPhoneSpringCleaning SpringCleaningInbox 100PhotoSpringCleaning SpringCleaningKeyboard CableGlowUpSpringCleaning UnsubscribeSpree SpringCleaningCloud SpringCleaningTimelapse',
  },
  tickle: {
    gaming:
      'RockPaperTickle 3RoundTickleShowdown TickleHotPotato WhoLaughsFirstTickle PokerFaceTickle 10SecondTickleStatues SimonSaysTickle DiceRollTickleSpot',
    music:
      'TickleTheIvories HighNoteTickleTest TickleMonsterSong 30SecondTickleJingle TickleLaughRemix DadAndKidTickleDuet 5GiggleTickleBeat TickleLullaby',
    tech: '5SecondTickleLoop TickleRingtone SlowMoTickleLaugh TickleSoundboard TurnATickleIntoAGIF TickleDecibelTest 3EmojiTickleReaction CanAnAppDetectATickle',
  },
  baseball: {
    pet: 'BaseballFetchPup BaseballGloveNap 10SecondBaseballStay DogDaysOfBaseball MyDogsBaseballCard CatVsBaseball BaseballBatRetriever BaseballPetMascot',
    speed:
      '10BaseballCatchesIn30s BaseballStealTimer AroundTheHornBaseball BaseballCardSortRace BeatTheBaseballThrow WhoThrowsBaseballFastest BaseballQuickCatchDuel 3SecondBaseballGloveOn',
    travel:
      'BaseballRoadTrip OneBaseballCapPerCity CatchALocalBaseballGame BaseballBallparkHop SandlotBaseballSaturday CheapSeatsBaseballDay CanYouFindABaseballPark 48HourBaseballGetaway',
  },
  cow: {
    funny:
      'CowStareContest 10SecondCowImpression 5CowPunsInARow RateMyCowWalk GreetedByACowLick DoYourBestCowMoo CowsJudgeYou CowDubbedVoiceover',
    music:
      'CowMooChoir SingToTheCows HowNowBrownCowRap 3NoteCowLullaby 10SecondCowbellSolo CowboyDuetWithGrandpa CowYodelingLesson CowBarnHoedownTune',
    wellness:
      'CuddleYourCowPlush SlowSundayLikeACow CowPoseBreathing CowFarmGratitudeList 5MinCowPaceWalk 10CatCowStretches CowGrazingMeditation CowMeadowNap',
  },
  cat: {
    cooking:
      'CatLatteArt CatFaceOnigiri CatPawMacarons 3IngredientCatTreats 10MinCatPancakes DrawYourCatOnToast CatVsDogBakeOff MyCatAsASandwich',
    fitness:
      'CatCowStretch YogaWithMyCat PlankTilYourCatMoves CatPounceJumps CatLaserLunges 9MinuteCatHIIT SquatWithTheCat CatVsMeJumpOff',
  },
  convertible: {
    cooking:
      'ConvertiblePicnicBasket ConvertibleDinerMilkshake RoadTripConvertibleSnacks ConvertibleCarCakeBuild 3ItemConvertibleLunchbox CanYouBakeAConvertible 5MinConvertibleSundae ConvertibleShapedCookies',
    funny:
      'ConvertibleHairReveal MyBikeIsAConvertible ConvertibleVsCarWash CardboardBoxConvertible SlowestConvertibleRoof DadJokesInAConvertible SellMeAConvertibleIn30s GrandmasFirstConvertible',
  },
  'fathers day': {
    fashion:
      'FathersDayPoloSwap FathersDayTieTutorial TwinWithDadFathersDay FathersDayFitCheck 3WaysDadsJacketFathersDay 10MinFathersDayGlowUp CargoShortsFathersDay FathersDayHatParade',
    wellness:
      '5MinFathersDayStretch FathersDayWalkAndTalk FathersDayPorchCoffee 10ThanksForFathersDay WriteDadAFathersDayLetter MemoryJarForPops NoChoresFathersDay FathersDayGratitudeList',
  },
  goat: {
    fitness:
      'GOATPlankFaceOff 100GoatHops BabyGoatJumpSquats MountainGoatStairs TrainLikeTheGOAT GoatHeadbuttLunges BeTheGOATBurpees 1MinGoatBalance',
    travel:
      'GoatFarmVisit MountainGoatSpotting 3PettingZooGoatSelfies SaturdayGoatSafari CanYouFindAGoatNearby GoatYogaDayTrip FollowTheGoatTrail GoatCountryFairDay',
  },
  hallway: {
    dance:
      'HallwayMoonwalk 8CountHallwayRoutine DownTheHallwayStrut SockSlideHallwayDisco 10SecondHallwayCatwalk HallwayCongaLine SiblingHallwayDanceOff HallwayFreezeFrame',
    fitness:
      'HallwayLunges HallwayWallSits 10HallwayBearCrawls CrabWalkTheHallway 30SecondHallwayShuttle HallwayHighKnees FamilyHallwayRelay HallwaySkaterHops',
  },
  icicle: {
    art: 'IcicleMacroPhoto FrozenVsMeltedIcicle IcicleSunCatcher IcicleWatercolor DrawAnIcicleIn60Seconds 7DayIcicleSketchbook IcicleSilhouetteShot SculptAClayIcicle',
    fashion:
      'IcicleEarrings IcicleFringeJacket IcicleCrystalNails StyleIcicleSilver3Ways SnowflakeVsIcicleFit 5MinIcicleGlowUp DressLikeAnIcicle ShimmerIcicleScarf',
  },
  'latte art': {
    dance:
      '30SecondLatteArtGroove 8CountLatteArtRoutine LatteArtHandJive LatteArtVictoryJig LatteArtOnTheDrop BaristaLatteArtShuffle MomAndMeLatteArtDuet LatteArtKitchenDisco',
    pet: 'LatteArtPetPortrait LatteArtPawStencil 1MinLatteArtCat DrawYourDogInLatteArt MyKittenVsItsLatteArt LatteArtBunnyLookalike PatientPupLatteArt LatteArtBirdDoodle',
  },
  marker: {
    fitness:
      'MarkerTallySquats 30DayMarkerCalendar MarkerCapPushUps MarkerWhiteboardWorkout FamilyMarkerRelay 1MinMarkerPlank SprintToTheMarker BurpeeMarkerBingo',
    music:
      'MarkerToTheBeat MarkerBoxShaker MarkerDrumsticks SqueakyMarkerLoop 30SecondMarkerDrumSolo SiblingMarkerTapBattle 5MarkerPanFlute MarkerScribbleRap',
  },
  onesie: {
    music:
      'DinoOnesieKaraoke OnesieLullabyCover OnesieBoyBand 3SongOnesieConcert OnesieAirGuitar 30SecondOnesieSolo SiblingOnesieDuet UnicornOnesieSingAlong',
    prank:
      '10OnesiesOnTheCouch TinyOnesieOnTheirPillow WhoWoreMyOnesie OnesieFamilyPortrait TeddyWearsDadsOnesie OnesiePhotobomb GooglyEyedOnesieHood SurpriseOnesieTwin',
  },
  pillow: {
    art: 'TieDyeAPillow PillowcasePainting 7DayPillowDoodle StitchAPillowPal OldPillowGlowUp PillowPortraitPrint DrawOnAPillowIn10Min PillowCoverStencil',
    fashion:
      'PillowcaseDressDIY PuffyPillowSleeves PillowSilkHairWrap SiblingPillowFitOff 10MinPillowRunway StyleAPillow3Ways ThrowPillowCouture PillowFabricScrunchies',
  },
  puzzle: {
    music:
      'PuzzleSnapBeat 5SoundPuzzleRemix AlbumCoverPuzzle DrumrollLastPuzzle ShakeThePuzzleBox PuzzlePieceEveryChorus OneSongPuzzleRace CallAndResponsePuzzle',
    prank:
      'WhoHasTheLastPuzzlePiece UpsideDownPuzzlePrank PuzzleSolvedOvernight JigsawLoveNote PuzzlePhotoSurprise 2PuzzlesInOneBox WrongPuzzleInTheBox GiantToddlerPuzzleForDad',
  },
  rose: {
    dance:
      'RoseTango RosePetalTwirl 30SecondRoseWaltz 8CountRoseRoutine FlamencoWithARose SlowDanceWithARose BloomLikeARoseChoreo PassTheRoseDuet',
    prank:
      'RosePetalTrailToDishes 100PaperRosesInTheirRoom RoseDeliveryGuyIsDad SquirtingRoseGag ARoseFromTheDog RoseInTheLunchbox WhoSentMeARose RoseOnEveryPillow',
  },
  shuffle: {
    funny:
      'ShuffleInSlippers ShuffleToTheFridge DadTriesTheShuffle 10SecondShuffleFail CanYouShuffleOnCarpet SiblingShuffleFaceOff GrandmaOutShufflesMe ShuffleWhenTheToastPops',
    prank:
      'ShuffleBehindYou ShuffleWelcomeParade 10ShufflersAtTheDoor ShuffleAnswerOnly SnackDeliveryShuffle FreezeMidShuffle 30SecondShufflePhotobomb DidTheySpotMyShuffle',
  },
  streetwear: {
    dance:
      '8CountStreetwearDrop StreetwearFootwork BestieStreetwearDuet CapFlipStreetwear StreetwearFreestyleIn30s StreetwearCrewCypher LayersOnBeatStreetwear StreetwearSlowMoWalk',
    travel:
      'StreetwearCityLookbook StreetwearShopCrawl StreetwearMuralHunt StreetwearAirportFit 10MinStreetwearPack MarketStallStreetwear OneStreetwearLookPerTown LocalVsHomeStreetwear',
  },
  tennis: {
    fashion:
      'TennisSkirtFitCheck TennisVisorStyle VintageTennisPolo ThriftVsNewTennisKit 3WaysToWearTennisWhites 10MinTennisGlowUp TennisCourtToCafe TennisSneakerLacing',
    wellness:
      'TennisMindfulServe NoScoreTennis SlowSundayTennis TennisBallFootRoll 5BreathsBeforeTennis 1MinTennisBackMassage TennisElbowRelief TennisCoolDownStretch',
  },
  umbrella: {
    cooking:
      'UmbrellaCookies PaperUmbrellaMocktail UmbrellaCakePops CanYouPipeAnUmbrella 10MinUmbrellaSnacks 3IngredientUmbrellaTreats UmbrellaPancakeArt UmbrellaMushroomToast',
    travel:
      '48HourUmbrellaGetaway RainyCityUmbrellaWalk UmbrellaCafeCrawl ClearUmbrellaSkyline UmbrellaPicnicInTheRain OneUmbrellaPhotoPerTown PonchoVsUmbrellaTrip UmbrellaMuseumDay',
  },
  whiteboard: {
    fashion:
      'WhiteboardFashionSketch WhiteboardOutfitVote WhiteboardCapsuleWardrobe WhiteboardColorPalette 60SecondWhiteboardLook DressCodeOnTheWhiteboard 7DayWhiteboardFitPlan DoodleThenWearWhiteboard',
    wellness:
      'WhiteboardGratitude 30DayWhiteboardHabit WinsWednesdayWhiteboard WhiteboardMoodCheckIn 2MinWhiteboardBrainDump WorryEraseWhiteboard ComplimentWallWhiteboard BoxBreathingWhiteboard',
  },
  burrito: {
    fitness:
      'FamilyBurritoRelay BurritoBlanketSitUps 60SecondBurritoTwist BurritoRollOuts 20BurritoBurpees BikeForABurrito BurritoSizedSquats BurritoPlankWrap',
    tech: 'BurritoFoldTimelapse AIInventsABurrito BurritoSlowMoBite AirFryerBurritoBattle 10SecondBurritoStopMotion RateYourBurritoIn3Emojis PortraitModeBurritoShot BurritoPhotoGlowUp',
  },
  boat: {
    prank:
      'PaperBoatMessage BoatTripToTheKitchen BoatRubberDuckFleet WhoParkedABoatInMyRoom 100ToyBoatsOnTheirBed BoatHornDoorbell BoatInTheBathtub GooglyEyesOnEveryBoat',
  },
  calisthenics: {
    prank:
      'CalisthenicsBirthdayReps CalisthenicsBarGooglyEyes 1MinCalisthenicsCopycat GoldMedalForCalisthenics DidTeddyDoCalisthenics CalisthenicsLoveNote WrongNameCalisthenicsMat CalisthenicsCheerTunnel',
  },
  doll: {
    dance:
      'DollWindUpShuffle 8CountDollRoutine BalletDollSpin RagDollFloppyArms 10SecondDollFreeze SiblingDollDuet PaperDollCongaLine MechanicalDollWalk',
  },
  easter: {
    wellness:
      'EasterSunriseWalk SlowEasterMorning 7DayEasterGratitude HatchAnEasterHabit 5MinEasterStretch EasterUnplugged EasterKindnessBaskets EasterBlossomBreathing',
  },
  florist: {
    pet: 'FloristCatGrassPlanter FloristBunnyHerbBox FloristPupVisit 10SecondFloristSniffTest PetSafeFloristPicks AskTheFloristNoLilies CatnipFloristPosy FloristBiscuitBasket',
  },
  'garden hose': {
    tech: 'GardenHoseLawnTimelapse 1MinGardenHoseRainbow GardenHoseLeakFinder SlowMoGardenHoseSplash 5ShotGardenHoseReel GardenHoseStopMotion SprayVsJetGardenHose GardenHoseNozzleRanking',
  },
  'hair dryer': {
    pet: 'HairDryerTowelSnuggle FluffyDogBlowdryer HairDryerTreatTraining 7StepHairDryerConfidence HairDryerCalmPup ZoomiesAfterTheHairDryer HairDryerFreeFluffDay GentleHairDryerForDoggo',
  },
  hydration: {
    art: 'HydrationChartDoodle HydrationHabitCalendar DecorateAHydrationJug 30DayHydrationArtLog PaintYourHydrationBottle HydrationPosterDesign 60SecondHydrationDrawing HydrationDropletSketch',
  },
  knee: {
    cooking:
      'KneelAndKneadBread KneeDeepInDough LearnedAtGrandmasKnee 5MinKneeSlapperSnack WhoStacksKneeHighFirst KneeHeightSousChef KneeSlappinChili 3DishKneeTrayMovie',
  },
  lunchbox: {
    art: 'LunchboxNapkinArt PaintARetroLunchbox LunchboxFoodFaces OldLunchboxGlowUp 7DayLunchboxCartoons 1MinLunchboxSketch LunchboxBananaDoodle LunchboxComicStrip',
  },
  mocktail: {
    tech: 'AIVsMeMocktailRecipe 60SecondMocktailReel MocktailNameGenerator 3AngleMocktailShoot MocktailSlowPour VoiceAssistantMocktail BacklitMocktailPhoto PortraitModeMocktail',
  },
  'oven mitt': {
    fitness:
      'OvenMittShadowBoxing OvenMittJumpingJacks 10MinOvenMittWorkout OvenMittWallPushUps 50OvenMittPunches OvenMittHighFiveBurpees SiblingOvenMittDuel TimerLungesOvenMitt',
  },
  'pool party': {
    prank:
      'PoolPartyDuckFlood PoolPartyFloatieInvasion GooglyEyedPoolPartyFloat PoolPartyInTheLivingRoom 50BeachBallsPoolParty WhoThrewAPoolPartyHere WakeUpToAPoolParty ToyPoolPartyOnTheirDesk',
  },
  robot: {
    fitness:
      'RobotArmCircles RobotWalkLunges BeepBoopRobotBurpees MarchLikeARobot 10MinRobotCircuit HumanVsRobotStandoff 50RobotSquats RobotPlankPower',
  },
  softball: {
    prank:
      'WhoShrankMySoftballGlove SoftballBatBubbleWrap GooglyEyeSoftballs 10SoftballsUnderTheCovers 30SecondKazooSoftballSong TinySoftballGiantBox WrongNameSoftballJersey SoftballPlushInTheirBag',
  },
  'summer body': {
    prank:
      'SummerBodyCheerSquad GooglyEyedSummerBodyGear WhoShrankMySummerBodyKit SummerBodyHypeSign LullabyWorkoutSummerBody SlowSongsInSummerBodyMix 50PepNotesSummerBody FanClubTeeSummerBody',
  },
  'sweet tooth': {
    music:
      '10SecondSweetToothBeat SweetToothJingle 3SongSweetToothMedley CookieTinDrumSweetTooth SweetToothSerenade SiblingSweetToothDuet SprinkleShakerSweetTooth SweetToothDessertRap',
  },
  thermos: {
    travel:
      'ThermosSunriseHike ThermosRoadTrip ThermosCoffeeViews TrainRideThermos 12HourThermosTest 5StopThermosDayOut CampsiteThermosBrew HomemadeVsCafeThermos',
  },
  train: {
    prank:
      'TrainTicketToTheKitchen ToyTrainDelivery TrainWhistleWakeUp TrainBoxCarriage GooglyEyedTrainSet WhoLeftATrainInMyShoe TrainLivingRoomExpress 20PaperTrainsOnTheirDesk',
  },
  'voice memo': {
    travel:
      'VoiceMemoTravelDiary 10SecondCityVoiceMemo VoiceMemoPostcard LearnAPhraseVoiceMemo VoiceMemoTourGuide GuessWhereVoiceMemo OneVoiceMemoPerStop ArrivalVoiceMemo',
  },
  watermelon: {
    art: 'WatermelonPopArtGlowUp PaintAWatermelonSlice DrawAWatermelonIn30s WatermelonStampPrints 7DayWatermelonSketches WatermelonCollage WatermelonStillLife TissuePaperWatermelon',
  },
  bench: {
    wellness:
      'FiveMinuteBenchPause BenchBirdwatchBreak 7DayBenchHabit TenBreathsOnABench FriendshipBenchChat SlowSundayOnABench BenchGratitudeList PhoneFreeOnABench',
  },
  cardio: {
    wellness:
      '10MinCardioMoodLift CardioMindfulJog CardioPodcastWalk 7DayCardioCalmStreak SundayResetCardio DanceCardioInTheKitchen FiveBreathsAfterCardio CardioGratitudeLaps',
  },
};
