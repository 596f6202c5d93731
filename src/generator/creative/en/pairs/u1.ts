import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'substitute teacher': {
    dance:
      'SubstituteTeacherDanceOff SubstituteTeacherDuet SubstituteTeacherLimbo SubstituteTeacherMoonwalk TwoStepSubstituteTeacher MySubstituteTeacherMoves CopyTheSubstituteTeacher CongaForSubstituteTeacher',
    fitness:
      'GymClassFlashback SubstituteTeacherBeepTest SubstituteTeacherSaysJump SubstituteTeacherRelay SubstituteTeacherWarmUp RaceTheSubstituteTeacher TagTheSubstituteTeacher PlankVsSubstituteTeacher',
    prank:
      'SubstituteTeacherWakeUp SubstituteTeacherPopQuiz SubstituteTeacherAtDinner MomPlaysSubstituteTeacher DadIsTheSubstituteTeacher GoldStarSubstituteTeacher RoleSwapSubstituteTeacher SubstituteTeacherBedtime',
    educational:
      'PopQuizChallenge BeTheSubstituteTeacher SubstituteTeacherSpellOff SubstituteTeacherFunFact AskASubstituteTeacher StumpTheSubstituteTeacher SubstituteTeacherRiddle SubstituteTeacherVocab',
    cooking:
      'SubstituteTeacherBakeSale SubstituteTeacherCookOff SubstituteTeacherLunchbox SubstituteTeacherMugCake MySubstituteTeacherRecipe FeedTheSubstituteTeacher AppleForSubstituteTeacher HomeEcSubstituteTeacher',
    travel:
      'SubTeacherCampusTour NewSchoolEveryDay SubstituteTeacherBagCheck SubstituteTeacherMap SubstituteTeacherAbroad SubstituteTeacherCommute ADayAsSubstituteTeacher WalkWithSubstituteTeacher',
    fashion:
      'SubstituteTeacherFitCheck SubstituteTeacherGlowUp SubstituteTeacherTwinning SubstituteTeacherCardigan DressAsSubstituteTeacher ThriftedSubstituteTeacher LanyardSubstituteTeacher StyleMySubstituteTeacher',
    wellness:
      'SubstituteTeacherStretch SubstituteTeacherTeaBreak SubstituteTeacherJournal SubstituteTeacherUnwind ThankASubstituteTeacher YogaSubstituteTeacher MindfulSubstituteTeacher ASubstituteTeacherPepTalk',
    speed:
      'SubTeacherNameRace SubstituteTeacherRollCall FastestWorksheet SubstituteTeacherBellRace SubstituteTeacherIn60 SubstituteTeacherTidyUp QuizBowlSubstituteTeacher LateSubstituteTeacherDash',
    music:
      'SubstituteTeacherRap RollCallRemix SubstituteTeacherAnthem SubstituteTeacherKaraoke SubstituteTeacherDuet SingToSubstituteTeacher BeatboxSubstituteTeacher HelloSubstituteTeacher',
    art: 'SubstituteTeacherDoodle ChalkboardMasterpiece SubstituteTeacherComic SubstituteTeacherCollage SubstituteTeacherMural DrawYourSubstituteTeacher WelcomeSubstituteTeacher CardForSubstituteTeacher',
    tech: 'AIAsSubstituteTeacher SubTeacherVsSmartBoard SubstituteTeacherEmoji SubstituteTeacherFilter SubstituteTeacherAvatar SubstituteTeacherSlides CodeWithSubstituteTeacher RobotSubstituteTeacher',
    pet: 'SubTeacherMeetsClassPet DogAsSubstituteTeacher CatVsSubstituteTeacher SubstituteTeacherForMyDog GoodBoySubstituteTeacher SubstituteTeacherSitStay PawsUpSubstituteTeacher SubstituteTeacherPetNames',
    gaming:
      'SubstituteTeacherTrivia ClassroomBingo SubstituteTeacherSays SubstituteTeacherCharades HangmanSubstituteTeacher HeadsUpSubstituteTeacher EyeSpySubstituteTeacher SubstituteTeacherNPC',
  },
  'in law': {
    dance:
      'InLawDanceOff InLawElectricSlide InLawCongaLine MotherInLawWaltz FatherInLawTwoStep TeachYourInLaws InSyncWithSisterInLaw BrotherInLawMoonwalk',
    fitness:
      'InLawWalkAndTalk FamilyFunRun KeepUpWithMyInLaws FatherInLawPushUps SisterInLawYoga BrotherInLawArmWrestle InLawStepCount InLawPlankOff',
    prank:
      'InLawSurpriseVisit InLawComplimentBomb InLawBackwardsDay FatherInLawDadJoke MotherInLawPhotobomb MatchMySisterInLaw GooglyEyeMyInLaws BrotherInLawBalloons',
    educational:
      'InLawTriviaQuiz InLawFamilyTree InLawLanguageSwap MotherInLawTeachesMe FixItWithFatherInLaw BrotherInLawMathTrick SisterInLawLifeHack NameAllYourInLaws',
    cooking:
      'InLawRecipeRecreate InLawCookOff InLawTasteTest InLawPotluck MotherInLawSecretSauce FatherInLawPancakes ImpressTheInLaws DumplingsWithInLaws',
    travel:
      'InLawRoadTrip InLawHometownTour InLawSouvenirSwap PackForTheInLaws CampWithTheInLaws HikeWithInLaws SisterInLawCityWalk LostWithMyInLaws',
    fashion:
      'InLawFitCheck InLawTwinning InLawThriftHaul MotherInLawStylesMe FatherInLawTieKnot SisterInLawClosetSwap DressToImpressInLaws HolidaySweaterInLaws',
    wellness:
      'InLawGratitudeNote InLawSunsetWalk InLawPhoneFreeDinner MotherInLawTeaTime GardenWithFatherInLaw SisterInLawYogaDate AskInLawsTheirStory BrotherInLawBookSwap',
    speed:
      'InLawArrivalTidyRace GuestRoomReset InLawNameSpeedrun InLawDishDash MotherInLawQuizBlitz SisterInLawCupStack TenSecondInLawIntro FatherInLawJigsaw',
    music:
      'InLawKaraokeNight InLawDuet FamilySingOff InLawPlaylistSwap FatherInLawAirGuitar SisterInLawHarmony BrotherInLawBeatbox SerenadeTheInLaws',
    art: 'InLawPaintNight InLawFamilyPortrait InLawScrapbook InLawPotteryDate SketchMyFatherInLaw MotherInLawQuilt BlindDrawMyInLaws SisterInLawCollage',
    tech: 'InLawTechSupport InLawVideoCallSetup InLawGroupChat TeachMyInLawsEmoji FatherInLawVsPrinter MotherInLawFirstSelfie BrotherInLawPhotoScan SisterInLawVoiceNote',
    pet: 'InLawsMeetMyDog PetWinsOverTheInLaws GrandpetVisit MotherInLawCatSitter FatherInLawFetch InLawPuppyPlaydate BrotherInLawTrickShow InLawBunnyCuddle',
    gaming:
      'InLawGameNight InLawCardTournament InLawsVsOutlaws InLawBingo MotherInLawCharades FatherInLawChessMatch SisterInLawKartRace BrotherInLawDominoes',
  },
  blindfold: {
    dance:
      'BlindfoldSlowDance BlindfoldFreestyle BlindfoldedFreeze LeadMeBlindfolded MoonwalkBlindfolded HandJiveBlindfolded TwoStepBlindfolded ShuffleBlindfolded',
    fitness:
      'BlindfoldBalance BlindfoldPlank EyesClosedSquats BlindfoldHulaHoop WallSitBlindfolded CoachMeBlindfolded TouchYourToesBlindfolded JumpingJacksBlindfolded',
    prank:
      'BlindfoldSurpriseRoom BlindfoldTwinSwap BlindfoldObstacleCourse GuessTheHandBlindfolded ConfettiRevealBlindfolded HighFiveBlindfolded FeatherTickleBlindfolded SockPuppetBlindfolded',
    educational:
      'BlindfoldSensesScience BlindfoldTouchQuiz LearnBrailleBlindfolded BlindfoldedSmellTest BlindfoldedCoinCount NameThatShapeBlindfolded GlobeSpinBlindfolded SoundMapBlindfolded',
    cooking:
      'BlindfoldTasteTest BlindfoldSandwichBuild GuessTheSpiceBySmell BlindfoldedPizzaToppings BlindfoldedParfait FrostACupcakeBlindfolded TrailMixBlindfolded SprinkleDonutsBlindfolded',
    travel:
      'BlindfoldMapPick BlindfoldSurpriseTrip BlindfoldedSouvenirGuess BlindfoldedRoomReveal PackMyBagBlindfolded WhereAmIBlindfolded SpinTheGlobeBlindfolded PointAtMenuBlindfolded',
    fashion:
      'BlindfoldOutfitPick BlindfoldMakeover NoPeekingFitCheck BlindfoldedLipstick KnotATieBlindfolded StyleMeBlindfolded BraidBlindfolded ThriftBlindfolded',
    wellness:
      'BlindfoldMeditation BlindfoldSoundBath EyesClosedListening BlindfoldedBodyScan TrustWalkBlindfolded BreatheBlindfolded FlowerSniffBlindfolded HandMassageBlindfolded',
    speed:
      'BlindfoldCupStack BlindfoldPuzzleRace BlindfoldedShoeTie SockMatchBlindfolded CubeSolveBlindfolded BeadStringBlindfolded BeatTheClockBlindfolded ButtonShirtBlindfolded',
    music:
      'BlindfoldPianoPlay GuessTheInstrument NameThatTuneBlindfolded BlindfoldedDrumSolo BlindfoldedGuitarChords PotsAndPansBlindfolded XylophoneBlindfolded WhosSingingBlindfolded',
    art: 'BlindfoldDrawing BlindfoldPortrait BlindfoldClaySculpt BlindfoldedNailArt FingerPaintBlindfolded OrigamiBlindfolded CollageBlindfolded SketchMyPetBlindfolded',
    tech: 'BlindfoldTypingTest BlindfoldVoiceControl ScreenReaderBlindfolded TextBlindfolded SelfieBlindfolded UnlockPhoneBlindfolded BlindfoldedAppHunt BlindfoldedEmojiGuess',
    pet: 'BlindfoldGuessMyPet BlindfoldHideAndSeek BlindfoldedBrushing BlindfoldedBellyRub FeelTheFurBlindfolded PuppyPortraitBlindfolded CallMyCatBlindfolded WhichPawBlindfolded',
    gaming:
      'BlindfoldBoardGame SoundOnlyGameplay PinTheTailBlindfolded MemoryCardsBlindfolded BlindfoldedKartRace DominoesBlindfolded BlindfoldedChess TicTacToeBlindfolded',
  },
  'self checkout': {
    dance:
      'BaggingAreaShuffle SelfCheckoutBeepBeat SelfCheckoutShimmy SelfCheckoutRobot SelfCheckoutDanceOff DoTheSelfCheckout MySelfCheckoutMoves MoonwalkToSelfCheckout',
    fitness:
      'ScanSquatRepeat SelfCheckoutLunges SelfCheckoutWalkHome SelfCheckoutFarmerCarry SelfCheckoutStepCount OneTripFromSelfCheckout MilkJugCurlsSelfCheckout CartPushSelfCheckout',
    prank:
      'UnexpectedItemAtHome SelfCheckoutFridge SelfCheckoutVoiceover SelfCheckoutWakeUp DinnerTableSelfCheckout MomIsTheSelfCheckout BookshelfSelfCheckout CandyBowlSelfCheckout',
    educational:
      'DecodeABarcode SelfCheckoutTrivia SelfCheckoutWeighIn SelfCheckoutProduceCodes MentalMathSelfCheckout TeachGrandmaSelfCheckout BudgetAtSelfCheckout CoinCountSelfCheckout',
    cooking:
      'FiveItemsOrLessMeal SelfCheckoutPicnic SelfCheckoutSnackBoard SelfCheckoutTacoNight MysteryBagSelfCheckout NoCookSelfCheckout CheapEatsSelfCheckout LunchboxSelfCheckout',
    travel:
      'SelfCheckoutAbroad GlobalGroceryRun SelfCheckoutLanguageTest SelfCheckoutSouvenir ForeignSnackSelfCheckout AirportSelfCheckout RoadTripSelfCheckout BeachDaySelfCheckout',
    fashion:
      'SelfCheckoutLookbook SelfCheckoutRunway DressedForAisleFive SelfCheckoutGlowUp ToteBagSelfCheckout MatchTheSelfCheckout PajamasToSelfCheckout BarcodeTeeSelfCheckout',
    wellness:
      'SmileAtSelfCheckout BreatheAtSelfCheckout SelfCheckoutGratitude SelfCheckoutPatience SlowSelfCheckoutSunday HealthyHaulSelfCheckout WalkToSelfCheckout FlowersFromSelfCheckout',
    speed:
      'SelfCheckoutSpeedrun SelfCheckoutCoinSort ScanAndBagBlitz SelfCheckoutTimeTrial ExactChangeSelfCheckout UnpackFromSelfCheckout ListToSelfCheckout LightningSelfCheckout',
    music:
      'SelfCheckoutBeatbox UnexpectedItemRemix SelfCheckoutOpera SelfCheckoutLipSync SelfCheckoutRingtone HarmonizeWithSelfCheckout RapTheSelfCheckout DuetTheSelfCheckout',
    art: 'SelfCheckoutStillLife SelfCheckoutReceiptArt BarcodeDoodleDare DesignASelfCheckoutScreen DrawYourSelfCheckoutHaul CardboardSelfCheckout PaperBagSelfCheckout ComicStripSelfCheckout',
    tech: 'BuildASelfCheckout ScanAnythingApp SelfCheckoutBudgetTracker SelfCheckoutPriceMatch SelfCheckoutTapToPay PhoneAsSelfCheckout CodeASelfCheckout RobotVoiceSelfCheckout',
    pet: 'SelfCheckoutForTreats DogPicksTheSnack SelfCheckoutNewToy PetStoreSelfCheckout HomeSelfCheckoutForCat SqueakySelfCheckout SelfCheckoutPuppyHaul ParrotBeepsSelfCheckout',
    gaming:
      'SelfCheckoutHighScore SelfCheckoutPerfectRun UnexpectedItemBoss SelfCheckoutSimulator SelfCheckoutBingo PlaySelfCheckout GuessTheSelfCheckoutTotal LevelUpSelfCheckout',
  },
  'parallel parking': {
    dance:
      'ParallelParkTwoStep CurbsideMoonwalk SidewaysParallelParking ParallelParkingSlide ParallelParkingDuet ParallelParkingLineDance RumbaParallelParking SashayParallelParking',
    fitness:
      'PlankTillTheyPark HumanParallelParking CrabWalkParallelParking BurpeesForParallelParking ParallelParkingBearCrawl ParallelParkingSideLunge ParallelParkingHops ParallelParkingCoreHold',
    prank:
      'RubberDuckParallelParking ParallelParkingTrophy ParallelParkingFridge ParallelParkingSlippers BookshelfParallelParking StuffieParallelParking DollhouseParallelParking PantryParallelParking',
    educational:
      'ParallelParkingMath MirrorMarkerTrick ParallelParkingQuiz ParallelParkingWithToys ParallelParkingAngles ThreeStepParallelParking ExplainParallelParking ChalkParallelParking',
    cooking:
      'ParkTheHotDog ParallelParkingCarCake ParallelParkingBentoBox ParallelParkingPancakes ParallelParkingTacos LunchboxParallelParking MuffinTinParallelParking CrackerParallelParking',
    travel:
      'ParallelParkingAbroad TightestSpotInTown ParallelParkingCobbles ParallelParkingLeftSide CampervanParallelParking RentalCarParallelParking BikeRackParallelParking SuitcaseParallelParking',
    fashion:
      'DressedToParallelPark ValetReadyOutfit ParallelParkingFitCheck ParallelParkingShades ParallelParkingStripes TestDayParallelParking RetroParallelParking ComfyShoesParallelParking',
    wellness:
      'StayCalmAndPark ParallelParkingPepTalk ParallelParkingNerves ParallelParkingMantra BreatheParallelParking CelebrateParallelParking TakeTwoParallelParking CountToTenParallelParking',
    speed:
      'ToyCarParallelParking NailItFirstTry PencilCaseParallelParking DominoParallelParking PaperPlaneParallelParking ShoeboxParallelParking WagonParallelParking BikeParallelParking',
    music:
      'ParallelParkingAnthem ParallelParkToTheBeat TurnSignalTempo ParallelParkingRap ParallelParkingJingle ParallelParkingPlaylist DramaticParallelParking BeatboxParallelParking',
    art: 'ParallelParkingComic ToyCarStreetDiorama SketchMyParallelPark ParallelParkingStopMotion ParallelParkingPixelArt ChalkParallelParking TapeRoadParallelParking ParallelParkingFlipbook',
    tech: 'SelfParkingVsMe ParallelParkByCamera ParallelParkingVRSim ParallelParkingTimelapse ParallelParkingDashCam SlowMoParallelParking TopViewParallelParking RobotParallelParking',
    pet: 'PetBackseatDriver ParallelParkingFoodBowls DogRatesMyParallelPark ParallelParkingTreatTrail ParallelParkingSitStay PuppyBedParallelParking BuckleUpParallelParking PupCheersParallelParking',
    gaming:
      'ParallelParkingSim ParallelParkHardMode ParallelParkingBossLevel ParallelParkingHighScore ParallelParkingCoOp SpeedrunParallelParking FlickParallelParking NoHitsParallelParking',
  },
  'whoopee cushion': {
    dance:
      'MusicalChairsWhoopee SitOnTheBeat WhoopeeCushionStomp WhoopeeCushionDrop WhoopeeCushionConga WhoopeeCushionLineDance TapDanceWhoopeeCushion BoogieOnWhoopeeCushion',
    fitness:
      'SquatAndSqueak WhoopeeCushionWallSit WhoopeeCushionCrunches WhoopeeCushionHopscotch PlankOverWhoopeeCushion TiptoePastWhoopeeCushion BearCrawlWhoopeeCushion GluteBridgeWhoopeeCushion',
    funny:
      'WhoopeePokerFace BlameItOnTheDog PerfectWhoopeeTiming WhoopeeCushionInterview WhoopeeCushionSlowMo DramaticWhoopeeCushion AwardSpeechWhoopeeCushion FancyDinnerWhoopeeCushion',
    educational:
      'WhoopeeSoundLab WhoopeeCushionPhysics WhoopeeCushionPitchTest WhoopeeCushionDecibels WhoopeeCushionInFrench BalloonVsWhoopeeCushion DIYWhoopeeCushion WhyWhoopeeCushionSqueaks',
    cooking:
      'WhoopiePieBakeOff WhoopeeCushionCookies CushionCakePops EdibleWhoopeeCushion WhoopeeCushionPancake JellyWhoopeeCushion BaoBunWhoopeeCushion PuffPastryWhoopeeCushion',
    travel:
      'WhoopeeCushionRoadTrip JokeShopHop WhoopeeCushionSouvenir WhoopeeCushionPostcard PackAWhoopeeCushion PicnicWhoopeeCushion CampingWhoopeeCushion WhoopeeCushionAtLandmarks',
    fashion:
      'WhoopeeCushionHat RedRubberRunway WhoopeeClutch WhoopeeCushionEarrings WhoopeeCushionFitCheck WhoopeeCushionBrooch StyleAWhoopeeCushion DressUpWhoopeeCushion',
    wellness:
      'WhoopeeBreathwork WhoopeeCushionGiggles WhoopeeCushionMoodBoost WhoopeeCushionBadDayFix LaughYogaWhoopeeCushion StressLessWhoopeeCushion JoyBreakWhoopeeCushion InnerChildWhoopeeCushion',
    speed:
      'WhoopeeCushionRelay FastestWhoopeeInflate SqueakInSixtySeconds WhoopeeCushionDash WhoopeeCushionSpeedrun SitOnEveryWhoopeeCushion HideTheWhoopeeCushion WhoopeeCushionCountdown',
    music:
      'WhoopeeSymphony WhoopeeCushionCover SqueakyBassDrop WhoopeeCushionDuet WhoopeeCushionChoir TuneAWhoopeeCushion BeatboxVsWhoopeeCushion RapWithWhoopeeCushion',
    art: 'PaintAWhoopeeCushion WhoopeeComicStrip CushionFaceDoodle ClayWhoopeeCushion DesignAWhoopeeCushion WhoopeeCushionPopArt WhoopeeCushionFlipbook WhoopeeCushionPuppet',
    tech: 'SmartWhoopeeCushion WhoopeeSoundboardApp SlowMoDeflate WhoopeeCushionRingtone WhoopeeCushionMicTest CodeAWhoopeeCushion WhoopeeCushionSoundEdit DoorbellWhoopeeCushion',
    pet: 'BlameTheCatWhoopeeCushion DogIgnoresWhoopeeCushion WhoopeeCushionPuppySketch WhoopeeCushionPetAlibi WhoopeeCushionParrot WhoopeeCushionTreatHunt SniffTestWhoopeeCushion WhoDidItWhoopeeCushion',
    gaming:
      'WhoopeeCushionBuzzer WhoopeeHotSeat PickTheSafeChair PassTheWhoopeeCushion WhoopeeCushionMinefield WhoopeeCushionTag WhoopeeCushionHideAndSeek SimonSaysWhoopeeCushion',
  },
  intern: {
    dance:
      'InternFirstDayDance InternLanyardSpin CoffeeRunShuffle InternSwivelChairGroove InternsInSync NewInternTwoStep LastDayInternBoogie TeachTheInternAMove',
    fitness:
      'InternDeskStretch CoffeeRunCardio InternLunchWalk InternPlankBreak InternBoxCarry SquatLikeAnIntern WarmUpWithTheInterns BossVsInternPushUps',
    funny:
      'InternCoffeeOrderFail TypesOfInterns InternOnMute InternFirstEmail InternPOV ReplyAllIntern TheInternExplainsMemes LastDayInternSpeech',
    educational:
      'ResumeGlowUp MockInterviewIntern TeachTheIntern InternEmailFix InternJargonQuiz InternElevatorPitch ExplainYourInternship AskAnIntern',
    cooking:
      'InternLunchPrep CoffeeRunAtHome FiveDollarInternDinner InternMicrowaveMug InternSnackDrawer InternPotluck CookForTheInterns RamenUpgradeIntern',
    travel:
      'InternCommuteVlog ExploreMyInternCity InternAbroad InternMovingDay InternLunchBreakWalk PackForInternship WeekendAsAnIntern DayTripIntern',
    fashion:
      'InternOutfitWeek InternCapsuleWardrobe LanyardFitCheck InternVsBossStyle ThriftedInternLook BusinessCasualIntern BudgetInternBlazer SneakerToSuitIntern',
    wellness:
      'InternConfidenceBoost FirstJobSelfCare InternPepTalk InternDeskPlant InternLogOff GratefulIntern CalmInternMorning DearFutureIntern',
    speed:
      'InternCoffeeRunRace InternDeskSetupBlitz ElevatorPitchInTen InternEmailSprint FastestInternTyping PrinterJamInternDash SortTheMailIntern RememberEveryIntern',
    music:
      'InternCommutePlaylist InternAnthem CoffeeRunSoundtrack InternKaraoke InternLipSync DeskDrumIntern OfficeInternJingle SerenadeTheIntern',
    art: 'InternBadgeDesign InternSketchDiary LanyardCraft InternMugPainting DrawTheInterns StickyNoteIntern PaperclipSculptureIntern CollageOfInterns',
    tech: 'InternTechSetup FirstDayLaptopTour InternShortcutQuiz InternSlideDeck InternTypingTest BossLearnsFromIntern AutoReplyIntern InboxZeroIntern',
    pet: 'PetWorkFromHomeIntern DogIsMyIntern CatInternReview PuppyInternOrientation InternFeedsTheFish InternLunchWalkies InternTrickTraining BunnyInternBreak',
    gaming:
      'InternLevelUp InternGameNight InternBossBattle InternWouldYouRather CharadesWithInterns ManagersVsInterns OfficeBingoIntern ChessWithTheIntern',
  },
  nephew: {
    dance:
      'NephewDanceOff CoolUncleMoves NephewSilentDisco NephewFreezeFrame NephewLimbo DoWhatMyNephewDoes TeachMyNephewTheSprinkler MyNephewChoreographs',
    fitness:
      'NephewParkWorkout NephewPlankOff NephewObstacleCourse NephewJumpRope FrisbeeDrillsNephew KeepUpWithMyNephew YogaWithMyNephew SprintVsMyNephew',
    funny:
      'NephewReacts NephewRatesMyStyle CoolAuntTryouts NephewExplainsSlang WhenMyNephewBabysits UncleVsNephewJokes ImpressMyNephew AskMyNephew',
    educational:
      'NephewTeachesMe NephewQuizTime NephewScienceFair NephewSpellingBee ExplainItToMyNephew DinosaurFactsByNephew MyNephewsFirstBook ChessLessonForNephew',
    cooking:
      'NephewPizzaNight NephewBakesWithMe AuntieCookieDay NephewPancakeArt MyNephewIsChef TasteTestWithNephew SundaeBarForNephew LunchboxByMyNephew',
    travel:
      'NephewDayOut NephewMuseumTrip NephewTrainRide NephewTourGuide CampingWithMyNephew ZooDayWithNephew MyNephewPlansOurDay PackWithMyNephew',
    fashion:
      'NephewStylesMe NephewSneakerCheck MatchingWithMyNiece NephewHatSwap NephewsFirstSuit ThriftWithMyNephew CrazyHairDayNephew DressUpBoxNephew',
    wellness:
      'NephewNatureWalk NephewLetterSwap NieceSpaDay NephewBedtimeStory NephewGratitudeJar StargazeWithMyNephew PhoneFreeWithNephew GardenWithMyNephew',
    speed:
      'NephewPuzzleRace NephewCupStack NephewCleanUpDash NephewShoeTieTimer BlockTowerNephewBlitz UncleVsNephewSpeedrun SockMatchWithNephew AlphabetSprintNephew',
    music:
      'NephewKaraoke NieceDuet NephewDrumSolo NephewRapBattle NephewMakesABeat PotsAndPansNephew TeachMyNephewAChord LullabyForNephew',
    art: 'NephewDrawsMe NephewSkateboardDesign NieceCraftDay NephewChalkMural NephewClayMonsters FridgeArtByNephew FingerPaintWithNephew CardboardCastleNephew',
    tech: 'NephewTechSupport NephewSetupTour NieceCodingLesson NephewFixesMyPhone NephewStopMotion EmojiQuizByNephew EditedByMyNephew RobotKitWithNephew',
    pet: 'NephewMeetsMyPet NephewTrainsMyDog NephewCatWhisperer NephewPuppyPlaydate HamsterSitterNephew ParrotTalksToNephew FetchWithMyNephew BunnyPettingNephew',
    gaming:
      'NephewGameNight NephewCarriesMe NieceRematch NephewBossFight NephewHideAndSeek UncleVsNephewChess CharadesWithMyNephew NoobVsNephew',
  },
  sourdough: {
    dance:
      'SourdoughShuffle SlapAndFoldDance SourdoughKneadAlong SourdoughTwoStep SourdoughStarterShimmy PunchDownSourdoughGroove FlourClapSourdough WhileMySourdoughRises',
    fitness:
      'SourdoughLoafCurls SourdoughKneadReps DoughRiseAndGrind SourdoughArmDay SourdoughBakeryRun StretchAndFoldSourdough PlankTillSourdoughBakes FlourSackSourdoughSquats',
    funny:
      'SourdoughParentLife NameYourSourdough SourdoughFlopReveal SourdoughBabysitter SourdoughSnob TalkToYourSourdough BreakupWithMySourdough InterviewMySourdough',
    prank:
      'SourdoughDoorDrop SourdoughPillowSwap InitialsScoredInSourdough SourdoughNamedAfterYou LunchboxSourdoughNote HideTheSourdough TeddyBearSourdough WakeUpToSourdough',
    educational:
      'WhatMakesSourdoughTangy CatchWildYeast SourdoughStarterLab SourdoughHydrationMath SourdoughMicroscope ExplainSourdoughIn60 RubberBandSourdoughTest SourdoughFloatCheck',
    travel:
      'SourdoughBakeryHop SanFranSourdoughQuest TravelingStarter SourdoughFarmersMarket SourdoughAroundTheWorld CampingSourdough PicnicWithSourdough CarryOnSourdough',
    fashion:
      'FlourDustedFit SourdoughApronCheck SourdoughBeret SourdoughMarketTote DressLikeYourSourdough LinenAndSourdough HeadscarfSourdough SourdoughToBrunch',
    wellness:
      'SlowSourdoughSunday KneadToUnwind MindfulSourdoughFold SourdoughJournal SourdoughGratitude SourdoughScreenBreak ShareYourSourdough PatienceLikeSourdough',
    speed:
      'SourdoughShapingRace FastestSourdoughScore BeatTheProofTimer SourdoughFeedingDash SourdoughCleanupBlitz SourdoughKneadSprint QuickMixSourdough WeighInSourdough',
    music:
      'SourdoughCrackleASMR SourdoughKneadBeat SongForMyStarter SourdoughLullaby SourdoughRap BakingPlaylistSourdough CrustTapSourdough OdeToSourdough',
    art: 'ScoreYourSourdough SourdoughStencilDust CrumbShotPhoto SourdoughStillLife SourdoughSketch SourdoughJarLabel WatercolorSourdough CrochetSourdough',
    tech: 'SourdoughTimelapse RiseCamSetup SourdoughSpreadsheet SourdoughGrowthChart SourdoughAlarm ZoomInOnSourdough SlowMoSourdough AIPlansMySourdough',
    pet: 'CatLoafVsSourdough PetSupervisesSourdough DogNamesMyStarter SourdoughScoredPawPrint SourdoughPuppyNap SourdoughBunnyTwin ParrotSaysSourdough KittenSizedSourdough',
    gaming:
      'SourdoughBossBattle SourdoughSideQuest SourdoughTrivia SourdoughLevelUp GuessTheSourdough VirtualPetSourdough RollTheDiceSourdough BakeryTycoonSourdough',
  },
  matcha: {
    dance:
      'MatchaShuffle MatchaWhiskWiggle MatchaMambo MatchaDanceBreak CanYouMatchaMyMoves ZigZagMatcha SipAndSwayMatcha ShakeItMatcha',
    fitness:
      'MatchaMile PreWorkoutMatcha WhiskArmBurn MatchaYogaFlow MatchaSunriseWalk HikeForMatcha BikeRideMatchaStop SquatsBeforeMatcha',
    funny:
      'FirstMatchaReaction MatchaOrGrassDebate MatchaPersonality MatchaStarterPack ExplainMatchaToGrandpa DramaticMatchaSip TypesOfMatchaDrinkers SnobbyMatchaReview',
    prank:
      'GreenPancakeSurprise MatchaLatteDropOff MatchaBreakfastInBed MatchaMustache MatchaTeaPartyAmbush GiantMugOfMatcha KindNoteOnMatchaCup WhoStoleMyMatcha',
    educational:
      'MatchaVsCoffee MatchaFactCheck MatchaColorScience MatchaMythBusting GuessTheMatchaGrade WhyMatchaIsGreen ThreeStepMatcha TeaCeremonyMatcha',
    travel:
      'MatchaInKyoto MatchaCafeHop MatchaPicnic MatchaOnTheGo TeaFarmMatcha PackMyMatchaKit SunriseHikeMatcha AirportMatchaRating',
    fashion:
      'SageGreenMatcha MatchaDateFit MatchaNails MatchaSweaterWeather MatchaTotebag MonochromeMatcha HeadToToeMatcha PastelMatchaPalette',
    wellness:
      'MatchaMeTime MindfulMatchaWhisk SlowTeaCeremony MatchaMorningPages MatchaBeforePhone SunsetMatchaPause BreatheAndSipMatcha CozyCornerMatcha',
    speed:
      'MatchaWhiskRace MatchaLatteSpeedrun FrothyInThirtySeconds MatchaSiftSprint MatchaOrderRush FoamHeartMatchaTimer IcedMatchaDash CupStackMatcha',
    music:
      'MatchaWhiskASMR MatchaCafeLofi MatchaLoveSong MatchaRap SingTheMatchaRecipe SpoonTapMatcha JazzAndMatcha MorningPlaylistMatcha',
    art: 'MatchaLatteArt PaintWithMatcha TeaBowlPottery MatchaFoamDoodle MatchaStillLife DrawYourMatcha TieDyeMatcha EmbroideredMatcha',
    tech: 'AIMatchaBarista FrotherVsBambooWhisk MatchaSlowMo MatchaMacroShot MatchaTempTest TimelapseMyMatcha VoiceAssistantMatcha PhotoEditMatcha',
    pet: 'MatchaCafeDogDate CatVsMatchaWhisk PetTeaCeremonyPose KittenNamedMatcha MatchaWalkies ParrotSaysMatcha CatNapsByMyMatcha MatchaThenFetch',
    gaming:
      'MatchaCafeSim MatchaAndCozyGames LevelUpLatte MatchaTrivia MatchaCardNight PowerUpWithMatcha SpeedrunFueledByMatcha ChessAndMatcha',
  },
  'national park': {
    dance:
      'TrailheadDance NationalParkHoedown NationalParkSunriseSway NationalParkBigfootStrut NationalParkFreeze BootScootNationalPark ShuffleAtNationalPark TwirlInANationalPark',
    fitness:
      'NationalParkHike NationalParkTrailRun SummitStepCount NationalParkPlank NationalParkStretchStop SunriseYogaNationalPark LungeLoopNationalPark RuckingNationalPark',
    funny:
      'NationalParkBadReviews NationalParkTouristTypes RangerImpression NationalParkNarrator NationalParkPOV DadJokesNationalPark OverpackedNationalPark MosquitoWarsNationalPark',
    prank:
      'SurpriseNationalParkTrip LivingRoomNationalPark BackyardNationalParkTour NationalParkSnackStash TreasureMapNationalPark NationalParkHatSwap KidsPlanTheNationalPark NationalParkBadgeForDad',
    educational:
      'JuniorRangerQuiz NationalParkTrackID NationalParkTreeGuess NationalParkMapSkills NationalParkStarChart LeaveNoTraceNationalPark RockLayersNationalPark NameThatNationalPark',
    cooking:
      'NationalParkPicnic NationalParkTrailMix NationalParkBentoBox NationalParkCake NoCookNationalPark ThermosSoupNationalPark SummitSnackNationalPark WrapsForNationalPark',
    fashion:
      'NationalParkFitCheck NationalParkLayers NationalParkColorMatch NationalParkPatchJacket GorpcoreNationalPark SunHatNationalPark TrailToTownNationalPark ThriftedGearNationalPark',
    wellness:
      'NationalParkSunrise ForestBathingWalk NationalParkSitSpot NationalParkJournal NationalParkBirdsong PhoneFreeNationalPark StargazeNationalPark GratitudeAtNationalPark',
    speed:
      'NationalParkInADay NationalParkStampRace JuniorRangerSpeedQuiz NationalParkTentPitch BeatTheSunsetNationalPark NameTenNationalParks QuickPackNationalPark JigsawNationalPark',
    music:
      'NationalParkPlaylist NationalParkEchoSong NationalParkAnthem NationalParkSingAlong BirdsongRemixNationalPark UkuleleAtNationalPark RecordTheNationalPark StickDrumNationalPark',
    art: 'NationalParkPoster NationalParkSketch NationalParkWatercolor NationalParkPhotoWalk PixelArtNationalPark CollageNationalPark StickerNationalPark PaperCutNationalPark',
    tech: 'NationalParkAstroPhoto TrailGPSTest NationalParkPanorama NationalParkTimelapse NationalParkStarApp BirdSongIDNationalPark OfflineMapNationalPark PhoneTripodNationalPark',
    pet: 'BarkRangerDog NationalParkPetHike NationalParkCatStroller NationalParkRestStop PuppyFirstNationalPark LeashWalkNationalPark TrailTreatsNationalPark PawPrintNationalPark',
    gaming:
      'NationalParkTrivia NationalParkBoardGame ParkBingo NationalParkScavengerHunt NationalParkCharades ISpyNationalPark GuessTheNationalPark HeadsUpNationalPark',
  },
  'wedding guest': {
    dance:
      'WeddingGuestDanceOff WeddingGuestConga WeddingGuestLimbo WeddingGuestElectricSlide ShoesOffWeddingGuest DipAWeddingGuest LastSongWeddingGuest TwirlEveryWeddingGuest',
    fitness:
      'WeddingGuestDanceCardio WeddingGuestStepCount HeelsWalkingDrill WeddingGuestPlankInSuit WeddingGuestStretch YMCALikeAWeddingGuest PushUpsWeddingGuest JumpingJackWeddingGuest',
    funny:
      'WeddingGuestTypes WeddingGuestPOV PlusOneReactions WeddingGuestSmallTalk WeddingGuestBuffetRun SameDressWeddingGuest EveryWeddingGuestEver OverdressedWeddingGuest',
    prank:
      'WeddingGuestSurpriseToast WeddingGuestTwinFit BubbleWandWeddingGuest WeddingGuestFlashMob CutoutWeddingGuest FakeMustacheWeddingGuest SecretSignWeddingGuest LoudestCheerWeddingGuest',
    educational:
      'WeddingGuestDressCode WeddingGuestDoOrDont WeddingGuestTieKnot WeddingGuestFlowerID SayCongratsWeddingGuest TraditionQuizWeddingGuest WriteACardWeddingGuest FirstTimeWeddingGuest',
    cooking:
      'WeddingGuestFavorCookies ReceptionMenuAtHome WeddingGuestCakeRecreate WeddingGuestMocktail WeddingGuestCanapes BrunchAfterWeddingGuest PackASnackWeddingGuest PotluckWeddingGuest',
    travel:
      'WeddingGuestRoadTrip WeddingGuestCarryOn WeddingGuestCityWalk WeddingGuestGarmentBag PackLikeAWeddingGuest DestinationWeddingGuest LayoverWeddingGuest WeekendAwayWeddingGuest',
    wellness:
      'WeddingGuestSlowMorning WeddingGuestFootSoak AfterPartyUnwind WeddingGuestBreather SocialBatteryWeddingGuest QuietCornerWeddingGuest HydrateLikeAWeddingGuest KindWordsWeddingGuest',
    speed:
      'WeddingGuestQuickChange WeddingGuestReadyIn15 NameCardsWeddingGuest WeddingGuestSpeedrun BowTieWeddingGuest WrapTheGiftWeddingGuest SetTheTableWeddingGuest FindYourSeatWeddingGuest',
    music:
      'WeddingGuestSingalong WeddingGuestToastSong ReceptionPlaylist WeddingGuestKaraoke WeddingGuestSerenade LipSyncWeddingGuest KazooBandWeddingGuest DuetAsWeddingGuest',
    art: 'WeddingGuestBookArt WeddingGuestPortrait ReceptionWatercolor WeddingGuestCardDesign WeddingGuestCollage NapkinDoodleWeddingGuest CalligraphyWeddingGuest PaperFlowerWeddingGuest',
    tech: 'WeddingGuestFilmCam WeddingGuestPhotoDump WeddingGuestConfettiShot WeddingGuestVideoMessage SameDayEditWeddingGuest TimelapseWeddingGuest PortraitModeWeddingGuest GroupSelfieWeddingGuest',
    pet: 'PetAsPlusOne WeddingGuestDogSitter WeddingGuestPuppyHug CatRatesWeddingGuest BunnyApprovesWeddingGuest FurOffWeddingGuest PawPrintCardWeddingGuest ParrotWeddingGuest',
    gaming:
      'WeddingGuestBingo WeddingGuestShoeGame ReceptionTriviaNight WeddingGuestTwoTruths WeddingGuestScavengerHunt GuessTheWeddingGuest IceBreakerWeddingGuest HeadsUpWeddingGuest',
  },
  eyeliner: {
    dance:
      'EyelinerBeatDrop EyelinerTransition CatEyeDance EyelinerStrut DoTheWingedLiner FlickTheLiner VogueInEyeliner TwirlInEyeliner',
    fitness:
      'EyelinerSweatTest EyelinerSquatHold EyelinerVsSpinClass WingedLinerTrailHike PlankThenEyeliner GymReadyEyeliner HIITProofEyeliner PostRunEyeliner',
    funny:
      'EyelinerWingFail EyelinerByMyDad CatEyeMismatch EyelinerOnAPotato EyelinerWithMyOtherHand WonkyLinerPOV DramaticLinerReveal SportsCommentaryEyeliner',
    prank:
      'EyelinerGlamSurprise EyelinerTwinDay CatEyeForGrandma EyelinerFreckles WingedLinerOnABanana SameLinerAsMom DidYouNoticeMyLiner ClownLinerAtBreakfast',
    educational:
      'EyeShapeGeometry EyelinerInAncientEgypt EyelinerIngredientCheck EyelinerTermsQuiz LinerAngleMath PencilVsGelLiner WhyEyelinerSmudges TeachMyDadEyeliner',
    cooking:
      'CatEyeCupcakes EyelinerIcingArt EyelinerWingCookies WingedLinerPancakes EyelinerPipingBag ChocolateDrizzleLiner LatteArtEyeliner PlatingLikeEyeliner',
    travel:
      'EyelinerTravelKit CatEyeCityStyle EyelinerOnATrain AirplaneEyeliner HumidityLinerTest PackOneEyeliner HotelMirrorEyeliner WingedLinerAfterFlight',
    wellness:
      'EyelinerFreeWeek SlowMorningEyeliner GentleEyeCare EyelinerPepTalk EyelinerSundayReset MindfulWingedLiner OffWithTheEyeliner KindWordsEyeliner',
    speed:
      'EyelinerIn10Seconds EyelinerSpeedWing CatEyeRace WingedLinerSpeedrun BeatTheBuzzerEyeliner LinerShapesOnPaperDash OneTakeEyeliner QuickDrawLiner',
    music:
      'EyelinerToTheBeat EyelinerLipSync WingedLinerBallad EyelinerInOneSong KaraokeEyeliner ClassicalMusicEyeliner MetronomeEyeliner AcapellaEyeliner',
    art: 'EyelinerDoodles GraphicLinerDesign EyelinerPortrait EyelinerCalligraphy LinerMandala ComicStripInEyeliner CopyAPaintingInLiner NegativeSpaceLiner',
    tech: 'EyelinerFilterVsReal EyelinerMacroCam EyelinerGlowUpEdit ARLinerTryOn AIRatesMyEyeliner MirrorVsPhoneEyeliner VoiceGuidedEyeliner SplitScreenEyeliner',
    pet: 'CatEyeLikeMyKitty PetJudgesMyEyeliner DalmatianDotLiner BunnyApprovedEyeliner ParrotPatternLiner TabbyStripeLiner GoldfishFinLiner KoiScaleLiner',
    gaming:
      'GameCharacterEyeliner EyelinerDiceRoll EyelinerAvatarMatch EyelinerBossLevel BingoCardEyeliner SpinTheWheelEyeliner HardModeEyeliner CoOpWingedLiner',
  },
  mascara: {
    dance:
      'MascaraTransitionDance MascaraBlinkBeat MascaraWandTwirl DoTheLashFlutter VogueWithLashes ShoulderShimmyMascara HairFlipMascara SlowMoLashReveal',
    fitness:
      'MascaraSweatTest MascaraAfterBurpees SpinClassMascara GymBagMascara HotYogaMascara DoesYourMascaraRun LashesLastTheMile MascaraDanceCardio',
    funny:
      'MascaraMouthOpen MascaraByMyDad LongLashReactions EyebrowMascaraMixUp MascaraNarrated SpiderLashesPOV GrandpaTriesFalseLashes TooMuchMascara',
    prank:
      'FakeLashSurprise MascaraTwinsWithMom GiantLashesAtBreakfast LoveNoteInMascaraBox EggFacesWithFalseLashes FalseLashesOnTheFruit LashOnTheRemote PaperPuppetFalseLashes',
    educational:
      'MascaraHistoryMinute WhyLashesGrow MascaraUnderAMicroscope MascaraWandShapes MascaraExpiryCheck WaterproofMascaraTest CountEveryLash BustingMascaraMyths',
    cooking:
      'MascaraCakePops MascaraShapedCookies LashCupcakes MascaraWandDrizzle ChocolateLashes PretzelFalseLashes ChurroMascara FondantFalseLashes',
    travel:
      'MascaraBeachTest LongLashVacation MascaraOnAPlane MascaraInTheRain MascaraHikeProof HumidityMascara PackOnlyMascara FullDayTourLashes',
    wellness:
      'MascaraFreeWeek LashSerumNight GentleMascaraRemoval MascaraMirrorTalk EyeMassageForLashes NaturalLashDay MeditateThenMascara MascaraOffBeforeBed',
    speed:
      'MascaraIn10Seconds MascaraSpeedCoat MascaraRelay LashStripSpeedrun FastestFalseLashes BothEyesMascara OneStrokeMascara BeatTheToasterMascara',
    music:
      'MascaraBlinkSong MascaraLipSync LashFlutterBeat OperaInMascara MicDropMascara SerenadeMyLashes DrumrollForMascara HummingMascara',
    art: 'MascaraWandPainting MascaraTextureArt LashLineDrawing LashPortrait ButterflyFromFalseLashes DotArtWithMascara CollageOfLashes InkBlotMascara',
    tech: 'MascaraSlowMoTest MascaraMacroCam LashFilterVsReal MascaraPortraitMode ARMascaraTryOn BeforeAfterSwipeMascara SplitScreenMascara VoiceGuidedMascara',
    pet: 'PetLashEnvy DogLashesVsMine PuppyEyesMascara KittenWatchesMascara BunnyLashCheck MascaraWandsForWildlife ParrotFeatherMascaraLook CatSwatsMyMascara',
    gaming:
      'MascaraMemoryMatch GameCharacterLashes MascaraDiceRoll SpotTheMascara MascaraTriviaRound HardModeMascara LevelUpYourMascara CoOpMascara',
  },
  eyebrow: {
    dance:
      'EyebrowDance EyebrowWiggleBeat DoTheEyebrow EyebrowMirrorDuet WaveYourEyebrows ShoulderAndBrowShimmy FreezeFrameEyebrow DiscoBrows',
    fitness:
      'EyebrowRaiseReps EyebrowFaceWorkout BrowSweatTest EyebrowPlank BurpeeWithBrowsUp OneMinuteBrowFlex SquatAndBrowLift JumpingJackEyebrows',
    funny:
      'EyebrowOnlyReactions EyebrowWiggleContest TellItWithYourBrows EyebrowTranslator EyebrowMime SkepticalEyebrowPOV OneBrowRaised MomsEyebrowLook',
    prank:
      'EyebrowWiggleStareOff BrowGlitterSurprise UniBrowAtBreakfast EyebrowsOnEverything StickOnEyebrows BananasWithEyebrows MatchingEyebrowsWithDad ShockedBrowAllDay',
    educational:
      'WhyWeHaveEyebrows EyebrowHistoryMinute BrowFactsQuiz EyebrowGoldenRatio EyebrowGrowthCycle GuessTheEyebrowEmotion SignLanguageEyebrows MeasureYourBrows',
    cooking:
      'EyebrowEmotionCookies EyebrowPancakeFaces BrowShapeCupcakes EyebrowToast LicoriceEyebrows AngryEyebrowBento PizzaWithBrows RiceBallEyebrows',
    travel:
      'EyebrowThreadingAbroad EyebrowRaiseAtLandmarks BrowTravelKit EyebrowPassportPhoto HumidityBrowTest StreetFoodEyebrowFaces WindyDayBrows JetLagEyebrows',
    wellness:
      'EyebrowTensionRelease EyebrowMassageNight UnfurrowYourBrow LetYourBrowsGrow FaceYogaForEyebrows SlowMorningEyebrows KindToYourEyebrows SoftEyebrowSunday',
    speed:
      'EyebrowIn60Seconds EyebrowWiggleRace EyebrowMemeMatch EyebrowTagTeam QuickDrawEyebrows TwinBrowsSprint OneTakeEyebrows RapidFireEyebrows',
    music:
      'EyebrowsToTheBeat EyebrowDrumSolo EyebrowConductor EyebrowMoodPlaylist HighNoteBrows SingWithYourEyebrows OperaEyebrows AirGuitarEyebrows',
    art: 'EyebrowEmotionDrawing EyebrowPortraitStudy BrowOnlyCartoons BrowPencilSketch CaricatureEyebrows DrawAnEyebrowEmojiSet MoodBoardOfBrows MagazineEyebrowSwap',
    tech: 'EyebrowFilterVsReal BrowMappingApp EyebrowSymmetryScan EyebrowMotionTracking AIRatesMyEyebrows ARBrowTryOn FaceUnlockEyebrows TimelapseEyebrows',
    pet: 'PetEyebrowReactions EyebrowsLikeMyDog PuppyBrowRaise CatEyebrowWhiskers BunnyNoseWiggleVsBrows ParrotCopiesMyEyebrows BrowCueForTreats HamsterWatchesEyebrows',
    gaming:
      'EyebrowCharades EyebrowStareGame EyebrowDiceRoll SimonSaysEyebrows GuessTheMoodBrows EyebrowPokerFace VillainEyebrowsOnly AvatarEyebrowMatch',
  },
  model: {
    dance:
      'ModelPoseToTheBeat VogueLikeAModel ModelStrutBattle ModelCatwalkShuffle RunwayModelDanceBreak FreezeFrameModel SuperModelSway DoTheModelTurn',
    fitness:
      'ModelPostureDrill ModelWalkLaps PoseHoldPlank ModelStretchFlow ModelCalfRaise BookOnHeadModel RunwayLungeModel SuperModelSquats',
    funny:
      'ModelPoseFails ModelWalkInPublic PhotoshootPOV ModelingMyGroceries DadModelsMyOutfit SeriousModelFace KidsDirectTheModel BlowDryerWindModel',
    prank:
      'ModelForADay ModelMomSurprise ModelWalkOnlyDay FamilyPaparazziModel AnnounceTheModel WindMachineModel RedCarpetModel StandingOvationModel',
    educational:
      'ModelingHistoryMinute HowModelsFindLight ModelPosingGeometry ModelPhotoTermsQuiz BestAngleModel TeachMeToModel ColorTheoryModel MirrorPracticeModel',
    cooking:
      'ModelFoodStyling CatwalkCupcakes RunwayPizzaNightModel ModelOffDutySnack ModelWorthyToast PlateLikeAModel GlamSaladModel BackstageBrunchModel',
    travel:
      'ModelCityShoot ModelTravelPoses LandmarkPhotoWalk ModelAtTheAirport TrainWindowModel PackLikeAModel StreetStyleModel GoldenHourModel',
    wellness:
      'ModelRestDay PowerPoseMorning ModelWalkInNature ThankARoleModel MirrorPepTalkModel NoFilterModel SlowSundayModel KindWordsModel',
    speed:
      'ModelPoseSpeedrun ModelQuickChange ModelOutfitRelay ModelHairUpBlitz BeatTheFlashModel TenLooksOneModel RunwayDashModel ShoeSwapSprintModel',
    music:
      'ModelWalkBeat PhotoshootSoundtrack ModelLipSync ModelMicDrop SuperModelKaraoke RunwayRemixModel ModelTheMusicVideo AirGuitarModel',
    art: 'ModelFigureDrawing ModelPoseSketch PhotoshootPainting ModelSilhouetteArt ModelCollage PaperDollModel OneLineModel MoodBoardModel',
    tech: 'ModelPhotoSetup ModelLightingTest CameraTimerPoses PhonePortraitModel BurstShotModel GreenScreenModel SlowMoHairFlipModel AIDirectsTheModel',
    pet: 'PetModelShoot PuppyModelPoses KittenSuperModel TreatsForTheModel ModelAndMyDog HamsterModelHeadshot BunnyModelPortrait ParrotModelProfile',
    gaming:
      'ScreenshotModelShoot VictoryPoseModel ModelCharades RollDiceModelStrut DressUpGameModel RoleModelGuessWho RunwayBossLevelModel AvatarModelMatch',
  },
  'race car': {
    dance:
      'RaceCarRevDance RaceCarSalsa RaceCarConga RaceCarPitStopFreeze SteeringWheelRaceCar VictoryLapRaceCar GearShiftRaceCar TireSpinRaceCar',
    fitness:
      'RaceCarDriverWorkout RaceCarReflexDrills PitCrewCircuit RaceCarSprintStart LapsLikeARaceCar RaceCarPushUpRelay TireCarryRaceCar SteeringSquatsRaceCar',
    funny:
      'RaceCarMouthSounds RaceCarCommentaryAtHome PitCrewAtDinner RaceCarInterview RaceCarVacuum ToddlerRaceCarDriver DadVoicesTheRaceCar SnailPaceRaceCar',
    prank:
      'RaceCarBedSurprise RaceCarAlarmWakeUp PitCrewWelcomeHome RaceCarLaneTape PodiumCeremonyRaceCar RaceCarSnackDelivery HallwayRaceCarTrack FinishLineRaceCar',
    educational:
      'RaceCarAerodynamics RaceCarPhysics RaceCarFlagQuiz BalloonRaceCar PaperRaceCarWindTest FrictionRaceCar RampAngleRaceCar WhyRaceCarsAreLow',
    cooking:
      'RaceCarCake BananaRaceCars CheckeredFlagCookies RaceCarPancakes RaceCarBento CucumberRaceCar SnackTrackRaceCar HotDogRaceCar',
    travel:
      'RaceCarMuseum RaceTrackTour RaceCarRideAlong RaceCarSouvenir ToyRaceCarTravels PitLaneWalkRaceCar GrandstandRaceCar FanZoneRaceCar',
    fashion:
      'RaceCarJacket RaceCarFitCheck CheckeredFlagStyle RaceCarJumpsuit TeamColorsRaceCar VintageRaceCarTee HelmetHairRaceCar RaceCarSneakers',
    wellness:
      'RaceCarCoolDown RaceCarBreathingLaps PitStopSelfCare RaceCarVisualize SlowLaneRaceCar NeutralGearRaceCar GratitudeListRaceCar QuietGarageRaceCar',
    music:
      'RaceCarEngineBeat RaceCarRevRemix PitStopPercussion RaceCarAnthem LullabyRaceCar HumTheRaceCar DrumrollRaceCar RaceCarRadioDJ',
    art: 'DrawARaceCar DesignARaceCarLivery CheckeredFlagArt CardboardRaceCar RaceCarStopMotion ClayRaceCar RaceCarSpeedLines RaceCarBlueprint',
    tech: 'RaceCarSimRig RaceCarOnboardCam SmartRaceTrack RaceCarSlowMo CodeARaceCar LapTimeAppRaceCar GreenScreenRaceCar AIDesignsARaceCar',
    pet: 'CardboardRaceCarCat PetPitCrew PuppyRaceCarBed GoldfishRaceCarTankDecor TreatRaceCar BunnyRaceCarBox ParrotRevsRaceCar KittenChasesRaceCar',
    gaming:
      'RaceCarGameNight RaceCarTimeTrial SplitScreenGrandPrix RaceCarTrivia ToyRaceCarTournament ChalkTrackRaceCar FlickTheRaceCar HighScoreRaceCar',
  },
  'shirt folding': {
    dance:
      'ShirtFlickShuffle ShirtFoldingChoreo FoldingToTheBeat ShirtFoldingMoonwalk FoldingPopAndLock TwirlWhileFolding HipHopFolding SalsaFolding',
    fitness:
      'ShirtFoldSquats LaundryBasketCarry PlankWhileFolding FoldingSideBends CalfRaiseFolding FoldingOnOneLeg ToeTouchFolding JumpingJackFolding',
    funny:
      'ShirtFoldingFails ShirtFoldInMittens LaundryMountainPanic FoldingLikeAToddler FoldingWithChopsticks ShirtFoldingDrama RateMyShirtFolding DadExplainsFolding',
    prank:
      'SneakyLaundryFairy ShirtOrigamiSurprise InsideOutFolding FoldingIntoTinySquares ColorCodedFolding ShirtFoldingNoteTuck FoldingHotelStyle FoldingForGrandma',
    educational:
      'ShirtFoldingGeometry MilitaryRollFolding FoldingFractions ShirtFoldingInOneMove TeachMeFolding FoldingStyleQuiz WorldwideFolding WhyFoldingSavesSpace',
    cooking:
      'NapkinFoldingDinner CrepesFoldedLikeShirts TortillaFoldingHack DumplingFolding OmeletteFolding FoldingEmpanadas PuffPastryFolding FortuneCookieFolding',
    travel:
      'CarryOnFoldTest ShirtRangerRoll SuitcaseFolding BackpackFolding PackingCubeFolding FoldingForAWeekAway HotelBedFolding OneBagFolding',
    fashion:
      'RetailShirtFold ShirtDrawerGlowUp ClosetFoldingMakeover PocketSquareFolding SweaterFolding FoldingScarfStyles TomorrowsOutfitFolding CapsuleFolding',
    wellness:
      'MindfulShirtFolding ShirtFoldingASMR SlowFolding SundayFolding WarmTowelFolding GratitudeFolding FoldingWithTea FoldingAsTherapy',
    music:
      'BeatDropFolding LaundryDaySingalong ShirtSnapPercussion FoldingJingle FoldingPlaylist WhistleWhileFolding OneSongFolding MusicalFolding',
    art: 'PaperShirtOrigami TieDyeShirtFold StackedShirtRainbow FoldingIntoAnimals FoldingFabricFlowers ColorBlockFolding FoldingSculpture SketchMyFolding',
    tech: 'ShirtFoldingRobot DIYShirtFoldingBoard LaundryFoldingGadget FoldingTimelapse AIRatesMyFolding VoiceAssistantFolding SplitScreenFolding FoldingTopDownCam',
    pet: 'CatVsShirtFolding DogShirtFoldHelper WarmLaundryPetNap FoldingWithAPuppy FoldingTowelBed LintRollerFolding ParrotSupervisesFolding BunnyBlanketFolding',
    gaming:
      'ShirtFoldingMinigame ShirtFoldHighScore LaundryLevelUp FoldingBossLevel FoldingTournament FoldingCoOp HardModeFolding BlindfoldFolding',
  },
  cello: {
    dance:
      'CelloBalletDuet SwayLikeACellist PizzicatoTapSteps CelloTango CelloSlowDance WaltzToCello InterpretiveCello SpinToTheCello',
    fitness:
      'CelloCaseCarry CellistStretch BowArmBurn CelloPostureHold CellistYoga WallSitCello ShoulderRollsCellist PushUpsForCellist',
    funny:
      'CelloCaseStruggle CelloVsViolin SadCelloForEverything CelloPOV HorrorMovieCello EveryCellistEver NarratedByCello DramaticCelloCommentary',
    prank:
      'CelloSerenadeSurprise CelloAlarmClock CelloDoorbell CelloCaseReveal SuspenseCelloSneak WorldsSmallestCello DramaticEntranceCello ShadowDadWithCello',
    educational:
      'CelloVsDoubleBass WhyCellosSoundHuman CelloStringNames CelloNoteQuiz CelloFamilyTree GuessTheCelloPiece HoldACelloBowRight ComposerFactsCello',
    cooking:
      'CelloShapedCookies BowTiePastaCello CellistDinnerParty CelloCake CelloRecitalSnacks SlowCookToCello GingerbreadCello BrunchAndCello',
    travel:
      'CelloOnAPlane BuskingCelloAbroad ViennaConcertTour CelloAtLandmarks CelloTrainRide ParkBenchCello CityWalkCellist SunsetCelloSpot',
    fashion:
      'CellistFitCheck DressLikeYourCello ConcertBlackStyle CelloBowTie CelloCaseStickers CelloBrownTones RecitalOutfitCello VelvetAndCello',
    wellness:
      'CelloSleepSounds BreatheWithCello SlowCelloSunday CelloForAFriend CelloMeditation ListenLikeACellist WindDownCello GratefulCellist',
    speed:
      'BumblebeeOnCello CelloScaleSprint FastestCelloPiece CelloStringChange CelloSetupSpeedrun BeatTheMetronomeCello QuickTuneCello SightReadingCello',
    art: 'PaintToCelloMusic CelloSilhouetteArt DrawACello CelloStillLife CelloPaperCut CellistPortrait ScribbleToCello ClayCello',
    tech: 'AICelloDuet CelloTunerApp CelloSlowMoStrings CelloMultitrack CelloCloneChoir PhoneMicTestCello TimelapsePracticeCello SheetMusicScanCello',
    pet: 'CatVsCello DogSingsWithCello PetCelloConcert CelloLullabyForPuppy KittenNapsToCello CelloAtTheShelter ParrotHumsToCello BunnyBedtimeCello',
    gaming:
      'CelloBossTheme VideoGameCello CelloLevelUp CelloVictoryFanfare CelloMainMenuMusic CoinSoundCello GuessTheSoundtrackCello CharacterSelectCello',
  },
  saxophone: {
    dance:
      'SmoothJazzSway SaxophoneStrut SaxophoneShimmy SaxFreestyle SaxophoneSoftShoe LindyHopToSax CharlestonToSax SlowDanceToSax',
    fitness:
      'SaxPlankSolo SaxophoneLungPower HoldTheLongNote SaxWallSit SaxCaseCarry MarchingSax SquatAndSax LungesWithSax',
    funny:
      'SaxSoloEverywhere SaxophoneSqueaks SaxophoneEntrance SaxAtTheWrongTime RomanticSaxForChores DramaticSaxophoneReveal GrandpaTriesSax SmoothSaxForTaxes',
    prank:
      'SurpriseSaxSerenade SaxophoneWakeUpCall SaxBehindTheDoor SaxFollowsMom SaxophoneDoorbell RomanticSaxAmbush HiddenSaxophonist DinnerDateSax',
    educational:
      'ReedVibrationScience SaxOrClarinetQuiz SaxophoneFamily SaxophoneInSixtySeconds BrassOrWoodwindSax LearnOneSaxRiff YourFirstSaxophoneNote SaxThroughTheDecades',
    cooking:
      'SmoothJazzDinner SaxophoneShapedCookies CookToSax GumboAndSaxophone DateNightSax SaxophonePretzels BrunchWithSax PizzaAndSax',
    travel:
      'SaxophoneOnTheRoad BuskingSaxTour JazzClubCrawl SaxophoneInNewOrleans SaxAtTheBeach SaxSunsetSpot PackTheSax LandmarkSaxSolo',
    fashion:
      'SaxophonistFitCheck JazzClubStyle SmoothSaxSuit SaxophoneBeret SaxBowTie FedoraAndSax GoldToneSax MarchingBandSax',
    wellness:
      'SlowJazzSunday SaxBreathwork SaxBeforeBed SaxophoneSunset SaxForAFriend MellowSaxMorning LongToneSax PorchSaxophone',
    speed:
      'FastestSaxSolo SaxophoneScaleSprint BumblebeeOnSaxophone SaxAssemblyRace SaxophoneTongueTwister BeatTheMetronomeSax QuickTuneSax TenNoteSaxDash',
    art: 'DrawASax PaintedSaxophone JazzPosterArt SaxSilhouette SaxophoneLineArt SaxophoneShadowArt SaxPipeCleanerBuild DoodleToSax',
    tech: 'SaxophoneLoopPedal AIBackingBandJam SaxTunerApp SaxReedVibrationCam SaxophoneMultitrack CloneQuartetSax GreenScreenSax RecordASaxCover',
    pet: 'DogHowlsToSax CatVsSaxophone SaxophonePetLullaby SaxTreatTimeTune ParrotSaxDuet KittenNapsToSax BunnyChillsToSax SoftSaxForSeniorDog',
    gaming:
      'SaxophoneVictoryTune SaxBossTheme SaxPowerUpJingle VideoGameSax EightBitSax CoinSoundSax ArcadeSax PixelHeroSax',
  },
  harmonica: {
    dance:
      'HarmonicaHoedown BluesStompDance HarmonicaTrainShuffle HarmonicaTwoStep HarmonicaJig PromenadeHarmonica BootScootHarmonica ClogToHarmonica',
    fitness:
      'HarmonicaLungWorkout BluesBreathReps HarmonicaPowerWalk HarmonicaMarch HarmonicaStepUps StretchAndHarmonica PlankHarmonicaHold CalfRaiseHarmonica',
    funny:
      'SadCowboyHarmonica DramaticHarmonicaSting TrainWhistleImpression HarmonicaSoundtrackMyDay HarmonicaDadJoke HarmonicaForBadNews WesternStandoffHarmonica GrandpaHarmonicaSolo',
    prank:
      'HarmonicaSerenade HarmonicaWakeUpBlues TrainWhistleFakeOut HarmonicaDoorbell SneakyHarmonicaSolo CouchCushionHarmonica CowboyWelcomeHarmonica SurpriseHarmonicaDuet',
    educational:
      'BlowAndDrawNotes FirstHarmonicaInSpace HarmonicaKeyQuiz HarmonicaReedScience HarmonicaHoleNumbers LearnOneHarmonicaSong TeachMeHarmonica BluesScaleHarmonica',
    cooking:
      'HarmonicaChiliNight HarmonicaSimmerSong HarmonicaLemonade HarmonicaPotluck CowboyBeansHarmonica CornbreadHarmonica ChuckwagonHarmonica ApplePieHarmonica',
    travel:
      'HarmonicaOnTheTrain Route66Harmonica HarmonicaCampsite HarmonicaTrailhead PocketHarmonicaTrip ParkBenchHarmonica LakeviewHarmonica HarmonicaPostcard',
    fashion:
      'HarmonicaNecklace HarmonicaFitCheck CowboyHatHarmonica DoubleDenimHarmonica BoloTieHarmonica FlannelHarmonica WesternBootsHarmonica VintageVestHarmonica',
    wellness:
      'HarmonicaBreathing PorchBluesUnwind HarmonicaLullaby HarmonicaForGrandpa SunsetHarmonica LongNoteHarmonica RainyDayHarmonica GratitudeHarmonica',
    speed:
      'FastestHarmonicaRiff HarmonicaTrainSpeedUp BluesScaleBlitz HarmonicaKeySwap HarmonicaHoleHop QuickDrawHarmonica BeatTheMetronomeHarmonica TenSecondHarmonica',
    art: 'PaintedHarmonica HarmonicaGigPoster DoodleTheBlues HarmonicaDesertScene HarmonicaSketch HarmonicaPaperModel WesternHarmonicaComic DesignAHarmonicaSticker',
    tech: 'HarmonicaLoopPedal HarmonicaVsAutotune HarmonicaKeyFinderApp HarmonicaBackingTrack AIHarmonicaDuet MultitrackHarmonica VideoCallHarmonicaJam SpectrogramHarmonica',
    pet: 'DogHowlsToHarmonica CatVsHarmonica KittyGotTheBlues HarmonicaAtTheShelter ParrotHarmonicaDuet PuppyNapHarmonica BunnyHopHarmonica HarmonicaTreatJingle',
    gaming:
      'WildWestHarmonicaDuel HarmonicaBossTheme HarmonicaSoundEffects VideoGameHarmonica EightBitHarmonica GuessTheTuneHarmonica ArcadeHarmonica PixelCowboyHarmonica',
  },
  recorder: {
    dance:
      'RecorderMarch HotCrossBunsDance RecorderConga RecorderJig LimboToRecorder PiedPiperRecorder RecorderMaypoleDance StatuesToRecorder',
    fitness:
      'HotCrossBunsHIIT RecorderLungPower RecorderWalkAndPlay RecorderWallSit SquatPerNoteRecorder PlankToRecorder LungeLapRecorder StretchBreakRecorder',
    funny:
      'EpicRecorderCover RecorderSqueakOff RecorderConcertPOV RecorderRockStar RecorderWakesTheHouse DadTriesRecorder DramaticRecorderSting GrandmaRatesRecorder',
    prank:
      'HotCrossBunsAlarm RecorderSerenade RecorderDoorbell RecorderBehindTheDoor SneakyRecorderSolo SurpriseRecorderConcert RoyalFanfareRecorder FollowedByARecorder',
    educational:
      'FingerHoleScience NameThatRecorderNote RecorderFingeringQuiz RecorderFamilySizes RecorderInSixtySeconds LearnOneRecorderSong TeachMeRecorder MedievalRecorderFacts',
    cooking:
      'RecorderHotCrossBuns BandClassBakeSale RecorderRecitalCupcakes RecorderNoteCookies PretzelRodRecorder PracticeSnackRecorder CakePopRecorder FingerFoodRecorder',
    travel:
      'RecorderOnTheTrail RecorderAroundTheWorld FolkTuneTrip RecorderAtLandmarks RecorderCastleTour PackARecorder CampsiteRecorder ParkBenchRecorder',
    fashion:
      'RecorderConcertFit RecorderAsAnAccessory MusicTeacherLookalike BandUniformRecorder RecitalLookRecorder RenaissanceFaireRecorder RecorderCaseCharms SchoolPictureDayRecorder',
    wellness:
      'RecorderBreathing RecorderLullaby SlowMelodyBreak RecorderBirdsong RecorderForGrandma LongNoteRecorder SunriseRecorder GratitudeSongRecorder',
    speed:
      'FastestRecorderSong HotCrossBunsRace RecorderRelay RecorderScaleSprint RecorderNoteDash RecorderTempoClimb TongueTwisterRecorder TenSecondRecorder',
    art: 'DecorateYourRecorder RecorderStillLife SketchTheBandRoom RecorderCartoonCharacter RecorderSilhouette RecorderPosterDesign DrawToRecorderMusic DoodleOnYourRecorderCase',
    tech: 'RecorderDuetWithMyself RecorderLooper AutoTunedRecorder RecorderTunerApp SlowMoRecorder SpectrogramRecorder RecorderMemeSoundtrack AIBandForRecorder',
    pet: 'DogHowlsToRecorder CatVsRecorder PetRecorderConcert ParrotRecorderDuet RecorderAtTheShelter PuppyNapRecorder BunnyBedtimeRecorder GuineaPigRecorderSong',
    gaming:
      'RecorderBossTheme GuessTheGameTune ArcadeRecorder RecorderLevelUp EightBitRecorder RecorderVictoryFanfare CoinSoundRecorder PixelQuestRecorder',
  },
};
