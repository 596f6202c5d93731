import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  alpaca: {
    cooking:
      'AlpacaFluffCupcakes AlpacaPinataCake AlpacaMeringues PancakeAlpacaFaceOff DecorateAlpacaCookies 5MinuteAlpacaToast CottonCandyAlpacaHair CanYouPipeFluffyAlpacas',
    fashion:
      'AlpacaKnitFitCheck AlpacaWoolSweaterLook AlpacaPrintPajamas StyleOneAlpacaScarf3Ways FluffyHairLikeAlpacas 7DayAlpacaOutfits AlpacaPonchoGlowUp WearAlpacaHeadToToe',
    fitness:
      '30DayAlpacaAbs AlpacaYoga OneMinuteAlpacaPrance AlpacaHopDrills CanYouOutpaceAlpacas NeckStretchLikeAlpacas AlpacaPlankBattle PlushAlpacaSquats',
    travel:
      'AlpacaFarmVisit FindAlpacasNearYou OneAlpacaEveryTrip AlpacaSelfieSpot 3AlpacasIn1Day SayHiToAlpacasSaturday PettingZooAlpacaHunt WeekendWithAlpacas',
    wellness:
      '5MinuteAlpacaStretch AlpacaHumMeditation AlpacaYogaMorning AlpacaSockSelfCare HugYourAlpacaPlushie 7DayAlpacaCalm BreatheLikeAlpacas SlowAlpacaSunday',
    art: 'AlpacaPompomCraft OneMinuteAlpacaDoodle AlpacaFluffCollage AlpacaYarnPortrait DrawAlpacasBlind AlpacaYourPet 7DayAlpacaSketchbook PaintAlpacasFromMemory',
    funny:
      'AlpacaBadHairDay AlpacaVoiceover AlpacaSideEye CanYouHumLikeAlpacas DoYourBestAlpacaFace NotALlamaAlpaca MyHaircutWentAlpaca 3SecondAlpacaImpression',
    music:
      'AlpacaHumRemix AlpacaDuet SingLikeAlpacas AlpacaLullaby LlamaVsAlpacaRapOff 30SecondAlpacaSong KazooAlpacaChorus OldMacDonaldAlpaca',
    prank:
      'AlpacaFaceWallpaper ShoesFullOfAlpacas WhoPutAlpacasHere AlpacaStickerEverywhere PlushAlpacaInTheBed SurpriseAlpacaPhotobomb DadGetsTheAlpacaFilter HumAlarmAlpaca',
  },
  'postage stamp': {
    cooking:
      'PostageStampCookies 7DayPostageStampLunches PostageStampRavioli PostageStampPizzaBites 10MinPostageStampToast IcingPostageStampBattle GingerbreadPostageStamp CanYouPipeAPostageStamp',
    fashion:
      'PostageStampEarrings PostageStampNailArt PostageStampPatches PostageStampTote DressLikeAPostageStamp RateMyPostageStampLook 10MinPostageStampFit PlainTeeToPostageStamp',
    fitness:
      '7DayPostageStampCore OneMinutePostageStampHop 10PostageStampToeGrabs BalanceOnAPostageStamp PushupsOnAPostageStamp JumpToThePostageStamp PostageStampPlank HopscotchPostageStamps',
    funny:
      'MyFaceOnPostageStamps PostageStampSizedRoom PostageStampLickReaction UpsideDownPostageStamp 5SecondPostageStampStory CanOnePostageStampMailMe StrikeAPostageStampPose GuessThePostageStampPrice',
    music:
      'SignedSealedPostageStamp PostageStampJingle SongOnAPostageStamp PostageStampBeatBattle RapAboutAPostageStamp 30SecondPostageStampJam LickAndStickPostageStamp PostageStampDrumroll',
    pet: 'DrawMyPetPostageStamp CatSitsOnPostageStamp PostageStampPawPrint BreedOnAPostageStamp DogDeliversPostageStamp PostageStampTreatHunt PuppyPosesPostageStamp KittenVsPostageStamp',
    prank:
      'SiblingOnAPostageStamp BananaByPostageStamp GiantPostageStampDoor PostageStampOnAPotato RarePostageStampReveal TinyLetterPostageStamp SelfiePostageStampPrank RemoteNeedsPostageStamps',
    tech: 'PostageStampAIDesign PostageStampMacroShot ScanAPostageStamp PostageStampValueCheck 10MinPostageStampEdit AnimateYourPostageStamp PixelPostageStampBattle PostageStampAlbumApp',
  },
  'side hustle': {
    art: 'CanDoodlesBeASideHustle SideHustleLogoDesign SideHustleCommission ArtPrintSideHustle PetPortraitSideHustle SideHustleStickerShop 30MinuteSideHustleCard 7DaySideHustleSketches',
    fashion:
      'ThriftToSideHustleGlowUp SideHustleTShirtPrint 7DaySideHustleLooks SideHustleCEOFit StyleYourSideHustle3Ways SideHustleHairBows SneakerCleanSideHustle SideHustleClosetSale',
    fitness:
      'DogWalkingSideHustle SideHustleStepCount 60SecondSideHustleSquats SideHustleLeafRake TeachYogaAsASideHustle CarWashSideHustle LungeIntoYourSideHustle 15MinSideHustleWorkout',
    music:
      'BuskingSideHustle 30SecondSideHustleJingle BirthdaySongSideHustle SideHustleAnthem SingYourSideHustle SideHustleBeatMaker SideHustleRapPitch DayJobVsSideHustleRemix',
    prank:
      'SideHustlePitchToDad SideHustleCouponBook SideHustleTipJar ButlerSideHustle MomGetsSideHustleBill DogStartedASideHustle SideHustleReceipt RemoteRentalSideHustle',
    tech: 'SideHustleWebsite AppIdeaSideHustle SideHustleSpreadsheet PhoneOnlySideHustle 10MinSideHustleEdit SideHustleProductPhotos LaunchASideHustleIn7Days SideHustleQRCode',
    travel:
      'SideHustleTripFund TourGuideSideHustle SideHustlePostcards MySideHustlePaidForThis SideHustleHouseSit 30DaySideHustleGetaway ShowUsYourSideHustleTown FarmersMarketSideHustle',
  },
  birdhouse: {
    dance:
      'BirdhouseRevealDance MatchMyBirdhouseMoves HopToTheBirdhouse BirdhouseWingFlap BirdhouseTwoStep DoTheBirdhouseBop 30SecondBirdhouseShuffle SaturdayBirdhouseShimmy',
    fashion:
      'DIYBirdhouseEarrings DressLikeYourBirdhouse SneakerMatchBirdhouse 10MinuteBirdhouseHat BirdhouseOOTD BirdhouseColorPalette BirdhouseToteBag 7DayBirdhousePrints',
    fitness:
      'BirdhouseWatchPlank WalkToEveryBirdhouse BirdhouseWallSit 20SquatsPerBirdhouse YogaByTheBirdhouse OneMinuteBirdhouseLunges BirdhouseArmCircles 7DayBirdhouseStretch',
    travel:
      'BirdhouseParkHunt MapEveryBirdhouse BirdhouseBingoHike 10BirdhousesIn1Walk SpotABirdhouseSaturday ShowUsYourLocalBirdhouse BirdhouseTownTour BirdhouseDayTrip',
    funny:
      'BirdhouseSquirrelSquatter BirdhouseRealEstateTour BirdhouseGrandOpening 30DaysEmptyBirdhouse TheBirdhouseBouncer MyBirdhouseIsCrooked NarrateYourBirdhouse ReviewABirdhouseIn10Sec',
    gaming:
      'BirdhouseBingo 60SecondBirdhouseBuild BirdhouseMemoryMatch GuessWhichBirdhouse BirdhouseCharadesRelay PinTheRoofOnABirdhouse BirdhouseScavengerHunt BeatMyBirdhouseScore',
  },
  'hall pass': {
    dance:
      'HallPassMoonwalk 10SecondHallPassShuffle SpinTheHallPass HallPassFreezeFrame HallPassGrooveWalk FridayHallPassFootwork HallPassDanceBreak MirrorMyHallPassMoves',
    educational:
      'AnswerForAHallPass HallPassFactOfTheDay HallPassMathProblem SpellingBeeHallPass SayHallPassIn5Languages 60SecondHallPassQuiz HallPassCapitalCities WriteYourHallPassHaiku',
    fashion:
      'HallPassLanyardStyle BedazzledHallPass 7DayHallPassFits PlainToFancyHallPass WearAHallPass3Ways HallPassStrut HallPassSneakerCheck AccessorizeTheHallPass',
    fitness:
      'HallPassPlankFaceOff HallPassLunges 1000StepsPerHallPass HallPassStretchBreak 30SecondHallPassWallSit TenSquatsForAHallPass BalanceTheHallPass HighKneesHallPass',
    gaming:
      'HallPassTriviaCard HallPassScavengerHunt HallPassCharades HallPassEscapeRoom RollDiceForAHallPass 10SecondHallPassSpeedrun FinalBossHallPass NPCWantsYourHallPass',
    music:
      'HallPassDrumBeat HallPassJingle WhistleOnTheHallPass HallPassRap 30SecondHallPassAnthem SingYourHallPassRequest HallPassKazoo BeatboxAHallPass',
  },
  tango: {
    art: 'TangoSilhouetteShot 60SecondTangoDipSketch TangoInRedAndBlack TangoShadowTracing OneLineTangoCouple DrawTangoWithEyesClosed 7DayTangoSketchbook ChalkTangoSteps',
    fashion:
      'DressedToTango TangoShoeCheck StyleTangoThreeWays AllBlackTangoFit 30SecondTangoGlowUp SlickedBackTangoHair TangoRedLipLook ThriftATangoOutfit',
    fitness:
      'TangoTabata HoldYourTangoDip30Sec TangoWalkLunges TangoWithAChair OneFootTangoPose TangoCalfRaises 7DayTangoCore 60SecondTangoSteps',
    funny:
      'TangoWithTheVacuum ItTakesOneToTango PassTheSaltTango TangoFaceAtBreakfast GroceryBagTango DramaticTangoExit SlowMoTangoDrama CanYourTeddyTango',
    prank:
      'TangoWakeUpCall DoorbellTangoGreeting MysteryTangoMusic FormalTangoInvite WaitingInTangoPose TheirRingtoneIsNowTango TangoDinnerEntrance TangoHeadSnapReply',
    wellness:
      'MindfulTangoWalk SlowTangoSway 30DayTangoPosture TangoHugItOut EyesClosedTango 5MinuteTangoUnwind PartnerTangoStretch BreatheToTangoTuesday',
  },
  bass: {
    art: 'BassGuitarSketch DrawWhatTheBassSounds BassWaveDoodle BassBouncePaint BassClefMandala 60SecondBassDrawing DesignABassGigPoster 7DayBassFacePortraits',
    cooking:
      'AllAboutThatBassBaste BassVsTrebleBakeOff 30SecondBassSmoothie KneadingToTheBass BassBoostedBreakfast BassDropSaladToss BassClefCookies StirToTheBassline',
    fashion:
      'BassDropOutfitSwap BassClefNailArt BassFaceRunway BassSpeakerEarrings DressLikeYourBassPlayer ThriftABassistFit StrutToTheBass 7DayBassLooks',
    fitness:
      'BassDropBurpees SquatToTheBassline PlankThroughTheBass BassNoteLunges ShadowboxTheBass OneMinuteBassCrunch 30DayBassBurn JumpOnEveryBassBeat',
    prank:
      'BasslineBirthdayCard BassClefStickyNotes SurpriseBassSolo MysteryBassHum AlarmClockBassDrop BassVoiceDinnerCall VoicemailInBass DadsPlaylistIsAllBass',
  },
  couch: {
    travel:
      'CouchPotatoGoesOutside 10KStepsBeyondYourCouch PlanATripFromTheCouch OffTheCouchDayTrip CouchToCoastline SundayCouchStaycation 3MuseumsOneCouch CouchToParkBench',
    fashion:
      'CouchCozyFit MatchYourCouch CouchToDinnerOutfit ComfyCouchCardigan SundayCouchStyle CouchLoungewear3Ways PajamaCouchGlowUp LazyVsChicCouchLook',
    music:
      'CouchConcert CouchCushionDrums FamilyCouchSingAlong CouchKaraokeDuet UnpluggedOnTheCouch CouchLipSyncBattle SundayCouchSerenade 1MinuteCouchJam',
    prank:
      'CouchGotGooglyEyes WhoopeeCushionCouch PlushAudienceOnCouch TinyCouchForDad CouchAteTheRemote PillowAvalanche CouchSpotReserved CouchBalloonPit',
    wellness:
      '7DayCouchReset LazySundayOnTheCouch CouchBookNook 20MinuteCouchNap 10MinCouchUnwind PhoneFreeCouchCuddles CouchStretchFlow CouchGratitudeChat',
  },
  kettlebell: {
    cooking:
      'KettlebellCakePops 5MinuteKettlebellSmoothie CanYouBakeAKettlebell KettlebellRiceBalls PeanutButterKettlebells OvernightOatsKettlebell SundayKettlebellMealPrep KettlebellLunchbox',
    dance:
      'KettlebellToTheBeat HipHingeKettlebellHustle MirrorMyKettlebellMoves KettlebellRackStrut FigureEightKettlebell KettlebellCooldownSway 30SecondKettlebellGroove KettlebellBreakBoogie',
    gaming:
      'KettlebellBossFight DiceRollKettlebellReps KettlebellTicTacToe 30DayKettlebellQuest CoOpKettlebellRelay SpinTheWheelKettlebell PowerUpKettlebell ExtraLifeKettlebell',
    music:
      'KettlebellToSwingMusic HipHopKettlebellHinge KettlebellDrumSolo MatchMyKettlebellTempo KaraokeKettlebellSet OneLyricPerKettlebell 3MinuteKettlebellSong OperaKettlebellReps',
    travel:
      'KettlebellInEveryPark CarryOnKettlebell BackpackAsAKettlebell OneKettlebellEachCity HotelKettlebellHunt RoadTripKettlebellBreak BeachKettlebellSwings KettlebellViewpoint',
  },
  stroller: {
    dance:
      'RockAByeStroller 30SecondStrollerMarch MirrorMyStrollerMoves StrollerSwayAlong StrollerBounceBop WednesdayStrollerWiggle StrollerLullabyWaltz StrollerParkShuffle',
    fitness:
      'StrollerLunges StrollerPowerWalk StrollerSprints 20SquatsWithTheStroller 7DayStrollerBootcamp 30MinStrollerLoop PushchairPressUps StrollerCalfRaises',
    music:
      'WheelsOnTheStroller StrollerLullaby SingAlongStrollerSunday StrollerSqueakBeat 30SecondStrollerJam NurseryRhymeRemix 5SongStrollerLoop StrollerRattleRhythm',
    prank:
      'TinyStrollerForTeddy StrollerPlushPassenger GuessWhoRidesMyStroller GooglyEyedStroller StrollerFullOfBalloons StrollerPizzaDelivery BaguetteInTheStroller StrollerWatermelonBaby',
    wellness:
      'StrollerMindfulWalk 10MinuteStrollerUnwind 30DayStrollerStreak StrollerNatureSounds SlowStrollerSunday BabyNapBreather StrollerSunsetRitual StrollerMorningCoffee',
  },
  accountant: {
    wellness:
      'LogOffAccountant 5MinuteAccountantReset AccountantWindDown 7DayAccountantUnplug SereneSundayAccountant AccountantStretchBreak ThankAnAccountant AccountantLunchWalk',
    cooking:
      'BakeForYourAccountant 7DayAccountantMealPrep CookLikeAnAccountant AccountantBudgetBites AccountantLunchUnder5 AccountantCoinCookies AccountantPennyPasta 10MinuteAccountantDinner',
    dance:
      'DanceLikeAnAccountant 30SecondAccountantBoogie MirrorMyAccountantMoves FridayAccountantFootwork AccountantOfficeChairSpin AccountantVictoryStrut AccountantMoonwalk TheAccountantTwist',
    prank:
      'GooglyEyesOnAnAccountant StickyNoteAccountant CanYouStumpMyAccountant ReceiptForYourAccountant AccountantGetsTinyTaxForm AccountantHugInvoice 2Plus3Is7Accountant AccountantFridgeAudit',
  },
  avocado: {
    fashion:
      'AvocadoGreenFit AvocadoNailArt HalfAvocadoEarrings HeadToToeAvocado 7DayAvocadoLooks AvocadoPrint3Ways DressLikeAnAvocado AvocadoHairClaw',
    tech: 'AvocadoRipenessCam 7DayAvocadoTimelapse 60SecondAvocadoEdit AIPicksRipeAvocados AvocadoPhotoLighting CanYourPhoneRateAvocados ZoomIntoAnAvocado AvocadoStopMotion',
    speed:
      'AvocadoMashRace SortAvocadosIn20Sec BeatMyAvocadoTime FastestAvocadoToast 60SecondAvocadoSpread AvocadoSmoothieBlitz AvocadoStackTimer AvocadoSpoonCarryRelay',
    travel:
      'OneAvocadoToastPerCity AvocadoRipensOnTheTrip BestAvocadoInTown AvocadoBoatsAtTheBeach AvocadoPicnicHike PackAnAvocadoLunch RateEveryAvocadoBrunch FarmersMarketAvocados',
  },
  butcher: {
    art: 'ButcherPaperMural ButcherSignLettering ButcherBlockPrinting 60SecondButcherCartoon SketchTheButcherShop DesignYourButcherApron 7DayButcherCollage DoodleAButcherChart',
    dance:
      'ButcherShopShuffle ButchersApronTwirl ButcherLineDance TheButcherTwoStep MirrorMyButcherMoves ButcherBlockBattle 30SecondButcherBoogie TakeANumberButcherBop',
    fashion:
      'ButcherApronFitCheck ButcherStripes3Ways ButcherChicGlowUp CopyYourButchersLook FromButcherToBrunch StripedLikeAButcher 7DayButcherOutfits OverdressedAtTheButcher',
    wellness:
      'ChatWithYourButcher ButcherThankYouNote ButcherRunForANeighbor 10MinuteButcherWalk SipButcherBoneBroth SundayButcherStroll 7DayButcherJournal GrandpasButcherStories',
  },
  'cloudy day': {
    cooking:
      'SoupForACloudyDay CloudyDayPancakeStack CloudyDayBananaBread SunnySideUpCloudyDay 10MinCloudyDayCocoa WhatICookOnCloudyDays CozyCloudyDayBakeOff CloudyDayCinnamonRolls',
    dance:
      'RainDanceOnACloudyDay ShakeOffTheCloudyDay CloudyDaySlowJam CloudyDayHoodieGroove UmbrellaTwirlCloudyDay CloudyDayLivingRoomDisco 30SecondCloudyDayBop MirrorMyCloudyDayMoves',
    pet: 'CloudyDaySniffari ShowUsYourCloudyDayCat CloudyDayIndoorAgility CloudyDaySnuggleNap CloudyDayTreatHunt PetPhotoshootCloudyDay 10MinCloudyDayFetch ZoomiesOnACloudyDay',
    tech: 'CloudyDayTimelapse CloudyDayPortraitMode CloudyDayWeatherAppTest CloudyDaySkyReplace PhoneVsCloudyDayFaceOff NoFilterCloudyDay 60SecondCloudyDayEdit FixACloudyDayPhoto',
  },
  dinner: {
    gaming:
      'OneGameBeforeDinner DinnerTableTrivia DinnerCharades RockPaperDinner WinnerPicksDinner LoserDoesDinnerDishes DiceDecidesDinner 20QuestionsAtDinner',
    educational:
      'DinnerEtiquetteQuiz CookACountryForDinner DinnerNewWordChallenge OneFactPerDinner GuessTheDinnerOrigin DinnerPlantPartsLesson SpellDinnerIn5Languages CanYouPriceTonightsDinner',
    fitness:
      'AfterDinnerWalk 10SquatsBeforeDinner DinnerPrepPushUps PreDinnerStretch PlankUntilDinnersReady DinnerGroceryBagCurls EarnYourDinner 30DayPostDinnerSteps',
    travel:
      'DinnerWithAView DinnerLikeALocal PassportDinnerAtHome SunsetDinnerPicnic FiveDollarDinnerDare OneDinnerPerCity RoadTripDinnerFaceOff TravelDinnerIn5Photos',
  },
  french: {
    art: 'FrenchCafeSketch FrenchWindowWatercolor OneLineFrenchLandmark FrenchPostcardArt PaintLikeTheFrenchMasters VintageFrenchPoster FrenchStillLife 7DayFrenchSketchbook',
    fitness:
      'CountRepsInFrench FrenchBaguetteCurls BurpeeForEveryFrenchWord FrenchYogaFlow 7DayFrenchWorkout SquatToFrenchNumbers StretchAndSayFrench FrenchVerbLunges',
    funny:
      'FrenchFalseFriends RespondOnlyInFrench GrandmaTriesFrench FrenchFilmDrama CanYouMimeFrenchWords ChoresButMakeItFrench SayCroissantInFrench DramaticFrenchVoiceover',
    wellness:
      'FrenchSlowMorning FrenchCafeJournal 7DayFrenchJoieDeVivre SundayFrenchPicnic FrenchGratitudeList StrollLikeTheFrench 5MinuteFrenchUnwind BedtimeStoryInFrench',
  },
  'moving day': {
    art: 'MovingDayHouseSketch 60SecondMovingDayPortrait PaintYourMovingDay MovingDayFloorPlan ThenVsNowMovingDay DoodleOnMovingDayBoxes MovingDayCollage MovingDayWelcomeSign',
    cooking:
      'MovingDayPizzaNight MovingDayFloorPicnic MovingOutPantryPasta 5MinuteMovingDayLunch OneBoxMovingDayDinner EmptyFridgeMovingDayMeal MovingDaySnackBasket MovingDaySandwichPlatter',
    music:
      'MovingDayBoxDrums MovingDayHeaveHoChant GoodbyeBalladMovingDay MovingOnUpSingAlong MovingDayEmptyRoomSolo PackingToMovingDayBeats AnthemForMovingDay 5SongMovingDayMix',
    wellness:
      'MovingDayGoodbyeWalk MovingDayTeaBreak MovingDayMemoryJournal MovingOnMindset CozyCornerMovingDay ThankYourHouseMovingDay 5MinuteMovingDayStretch MovingDayDeepBreaths',
  },
  snoring: {
    art: 'SnoringSoundwaveArt SnoringComicStrip SnoringZzzLettering DrawWhatSnoringSoundsLike OneLineSnoringFace 7DaySnoringSketches SnoringMonsterCartoon PaintTheSnorer',
    cooking:
      '10MinSnoringSheepToast SleepyFaceSnoringCookies SnoringHoneyMilk SnoringSnackTasteTest BreakfastForTheSnorer MuffinsAfterSnoring SnoringSiblingBrunch SnoringPartnerPancakes',
    prank:
      'SnoringTeddyEarmuffs MySnoringIsYourRingtone SnoringDoNotDisturbSign SnoringCertificate PlaybackTheirSnoring GuessWhoseSnoring SnoringPlushCompanion LullabyForTheSnorer',
    wellness:
      '10MinSnoringWindDown SnoringSideSleeper QuietNightSnoringLog SnoringHumidifierHabit SnoringBedtimeStretch SnoreFreeWeek 30DaySnoringDiary SnoringPillowPropUp',
  },
  workout: {
    cooking:
      'PostWorkoutSmoothie WorkoutProteinPancakes WorkoutEnergyBites WhatIEatAfterWorkouts 5MinuteWorkoutToast PrepWorkoutFuelSunday WorkoutWaffles WorkoutHummusSnackBox',
    prank:
      'PolkaWorkoutPlaylist SurpriseWorkoutBuddy TinyWorkoutDumbbells WorkoutCheerSquad GooglyEyesWorkoutGear GymBagHypeNotes WorkoutCopycat WorkoutMedalCeremony',
    travel:
      'WorkoutWithAView 10MinHotelRoomWorkout OneWorkoutEveryCity BeachWorkoutAtDawn WorkoutParkHop SuitcaseWorkoutChallenge WorkoutAtThePlayground WorkoutForestTrail',
    wellness:
      'WorkoutWinsJournal PostWorkoutStretch WorkoutMoodCheck 7DayGentleWorkout SlowSundayWorkout 5MinuteWorkoutCoolDown WorkoutThankYouNote WorkoutFoamRollerRelax',
  },
  art: {
    prank:
      'StickyNoteArtShow ArtFridgeGalleryNight ArtFrameADoodle ArtPillowPortrait GooglyEyesOnTheArt StickFigureMasterpiece MuseumLabelForKidArt ArtInTheirLunchbox',
    music:
      'MakeArtInOneSong ArtAlbumCoverRemake SoundtrackAnArtwork SingAboutAnArtwork ArtVsMusicFaceOff 30SecondArtJingle ArtInspiredMelody ArtListenAndDraw',
    travel:
      'StreetArtWalk ArtMuseumTour FindArtInTheWild ArtHopWeekend OneArtSpotPerCity SelfieWithPublicArt 10MinuteArtPostcard ArtSketchOnTheTrain',
  },
  biology: {
    dance:
      '30SecondBiologyGroove BiologyHeartbeatStep TeachBiologyByDancing CellBiologyShuffle BiologySkeletonDance MirrorMyBiologyMoves BeeWaggleBiology BiologyJellyfishFlow',
    gaming:
      'BiologyEscapeRoom BiologyTriviaDuel BeatMyBiologyScore Biology20Questions 10SecondBiologyQuiz BiologyHangman PredatorVsPreyBiology MemoryMatchBiology',
    prank:
      'DadInABiologyDocumentary BiologyHomeworkGooglyEyes TalkingPlantBiology NewSpeciesBiology WhoseTracksBiologyQuiz BiologyLatinLabels BiologyFieldNotes PetRockBiology',
  },
  chef: {
    music:
      'ChefKitchenBeat YesChefRemix ChefPanDrums ChefWhiskOrchestra SingLikeAnOperaChef 30SecondChefBeatbox MomAndMeChefDuet ChefJingleForDinner',
    travel:
      'DineWhereChefsEat OneChefDishPerCity ChefMarketMorning LetAChefPickDinner LearnFromALocalChef ChefRatesRoadTripSnacks PackYourChefPicnic HometownChefFaceOff',
    funny:
      'ChefsKissRatings YesChefSkit FancyChefVoiceover ChefReviewsMyToast NarrateCerealLikeAChef MicrowaveChefMasterclass KidsVsDadChefBattle ChefDramaticPlating',
  },
  croissant: {
    gaming:
      'LastCroissantCardDuel BlindCroissantRanking CroissantTierList DontDropTheCroissant CroissantCharades 30SecondCroissantStack 3CupCroissantShuffle CroissantHideAndSeek',
    dance:
      'MirrorMyCroissantMoves ShimmyForACroissant CroissantShuffle DanceForTheLastCroissant SaturdayCroissantSway CroissantMoonwalk RollLikeACroissant 30SecondCroissantGroove',
    wellness:
      'CroissantSlowMorning PhoneFreeCroissant CroissantCafeRitual CroissantAndCrossword 5MinuteCroissantPause 7DayCroissantCalm SundayCroissantStroll CroissantJournalPages',
  },
  dustpan: {
    fashion:
      'CinderellaDustpanLook DustpanDayFitCheck DustpanAsAClutch CleanToChicDustpan DustpanRunway DustpanColorPop 60SecondDustpanGlowUp OneDustpanFiveOutfits',
    gaming:
      'DustpanCurling DustpanHockey DustpanShuffleboard 10SecondDustpanSweep MiniGolfIntoTheDustpan PingPongDustpanToss TrickShotDustpanBattle BeatMyDustpanScore',
    prank:
      'GoldenDustpanAward DustpanRobotVoice GiftWrappedDustpan YouMissedASpotDustpan DustpanDeliversTheRemote TinyDustpanForDad DustpanGooglyEyes DustpanMagicTrick',
  },
  grandpa: {
    fitness:
      'GrandpaChairSquats GrandpaPlankDuel KidsVsGrandpaPushUps KeepUpWithGrandpa 5MinuteGrandpaStretch 7DayGrandpaWalks TaiChiWithGrandpa GrandpaBalloonVolley',
    pet: 'ShowUsGrandpasBestBuddy CanGrandpaOutnapThePup GrandpaSlowDogStroll GrandpaDogWhisperer 7DaysOfGrandpaWalkies CatOnGrandpasLap GrandpaTeachesATrick FetchWithGrandpa',
    travel:
      'GrandpaHometownTour GrandpaThenAndNowWalk AskGrandpaWhereToGo 5SongGrandpaRoadTrip 3StopsWithGrandpa GrandpaTrainDayOut RetraceGrandpasSteps GrandpasFavoriteDiner',
  },
  hurricane: {
    fashion:
      'HurricaneProofHairdo HurricaneRainBootsLook FanBlownHurricaneHair TwirlYourHurricaneSkirt DressLikeAHurricane 3HurricaneFitsIn1Min HurricaneSwirlNails EyeOfTheHurricaneMakeup',
    fitness:
      'HurricaneCategoryLadder 7DayHurricaneCore HurricaneRussianTwist HurricaneSprintIntervals EyeOfTheHurricaneHold OneMinuteHurricaneSquats SpinJumpLikeAHurricane 30SecondHurricanePlank',
    pet: 'PackYourHurricanePetKit HurricaneBlanketFort ZoomiesLikeAHurricane HurricaneTreatPuzzle CalmCrateForHurricanes HurricaneIDTagCheck DogCuddlesHurricaneNight CatNapThroughAHurricane',
  },
  mattress: {
    cooking:
      'PeaAndMattressCupcakes MattressSpringRolls 10MinMattressPancakes BreakfastOnTheMattress QuiltedWaffleMattress MattressLasagnaLayers MattressCheeseToastie MattressSheetCake',
    fashion:
      'BedheadMattressGlowUp WearYourMattressColors MattressPajamaRunway 10MinMattressFitCheck MattressStripesOutfit QuiltedLikeAMattress MatchTheMattress MattressBlanketCape',
    prank:
      'BubbleWrapMattress PeaUnderTheMattress SqueakyMattressSurprise ShortSheetTheirMattress MattressTeddyLineup MattressBalloonFloor TinyMattressForDad MattressPillowMountain',
  },
  passover: {
    funny:
      'PassoverPlagueBag PassoverSederHunger PassoverCrumbDetective PassoverElijahCupCheck WhenPassoverHitsDay5 4QuestionsPassoverDrama WhoFindsPassoverAfikoman KidsReenactPassover',
    tech: 'PassoverVideoSeder PassoverPlagueSounds PassoverTranslationBot AIWritesPassoverSongs TellPassoverInEmojis PassoverAfikomanClueHunt GreenScreenPassover 60SecondPassoverStory',
    travel:
      'WherePassoverTookUs ParkPicnicOnPassover PassoverAtGrandmas PassoverPackingList HomeForPassover PassoverSpringHike FamilyPassoverRoadTrip PassoverCabinGetaway',
  },
  'salt shaker': {
    fashion:
      'SaltShakerEarrings SaltShakerTwinning SaltShakerGlowUp SaltShakerPrintDress TwinWithASaltShaker 7DaySaltShakerLooks KitschySaltShakerPin MiniSaltShakerCharms',
    gaming:
      'SaltShakerShuffleboard SaltShakerChess SaltShakerBowling BeatMySaltShakerScore GuessWhichSaltShaker 10SecondSaltShakerSpin FlickTheSaltShaker CaptureTheSaltShaker',
    travel:
      'SaltShakerThriftHunt SaltShakerSouvenirs SaltShakerRoadTrip GiantSaltShakerPhoto OneSaltShakerPerCity RateEveryDinerSaltShaker CollectASaltShaker ShowUsYourSaltShakerHaul',
  },
  squat: {
    cooking:
      'SquatWhileItBakes SquatsForSnacks 20SquatsBeforeDinner 10SquatsPerRecipe MealPrepSquatSunday SquatAndStir PostSquatSmoothie FridgeDoorSquats',
    dance:
      'MirrorMySquatMoves SquatToTheBeat SquatAndShimmy StadiumWaveSquats 30SecondSquatBop SquatLineDance FamilySquatDuet FreezeInASquat',
    fashion:
      'SquatSneakerPick SquatFitCheck IsYourOutfitSquatProof SquatInJeans 10SquatsPerLook SquatComfyJoggers MatchingSetSquats WhatIWearToSquat',
  },
  towel: {
    cooking:
      '7DayTowelKitchenHacks TowelSaladSpin TowelTofuPress SwissRollTowelTrick CrispierWithATowel 5MinuteTowelTortillas TowelHerbDrying TowelYogurtStrain',
    pet: 'TowelNestForKitten DogStealsTheTowel AfterBathTowelZoomies TowelRubDownPuppy PeekabooTowelReveal TowelTugOfPaws TowelTreatRollPuzzle FoldYourPetATowelBed',
    travel:
      'HotelTowelAnimals TowelSuitcaseFold BeachTowelTurfWar OneTowelTrip 60SecondTowelSwan TowelPicnicIn5Cities ShowUsYourTravelTowel TowelRollNeckPillow',
  },
  'bird feeder': {
    prank:
      'PlushOwlBirdFeederReveal DinoAtTheBirdFeeder TinyBirdFeederForDad WhoVisitedOurBirdFeeder FancyBirdFeederMenu GooglyEyeBirdFeeder 7DaysOfBirdFeederToys BirdFeederRubberChicken',
    tech: 'PhoneBirdFeederCam AppIDsBirdFeederVisitors 7WeekBirdFeederStreak OneDayBirdFeederTimelapse BirdFeederLandingSlowMo WhoSangAtTheBirdFeeder BirdFeederPhotoFaceOff SnapEveryBirdFeederGuest',
    travel:
      'BirdFeederTrailWalk 5BirdFeedersOneTrip FindEveryBirdFeederInTown ParkBirdFeederHunt SpotABirdFeederSaturday BirdFeederPicnicSunday GrandmasBirdFeederVisit BirdFeederBikeTour',
  },
  astronaut: {
    art: 'AstronautHelmetCraft 60SecondAstronautSketch AstronautMoonDiorama AstronautStencilArt DrawYourselfAsAnAstronaut YourPetAstronautPortrait FoilAstronautStatue AstronautStarrySkyChalk',
    dance:
      'AstronautMoonwalk ZeroGravityAstronaut AstronautSlowMoFloat MoonBounceAstronaut 30SecondAstronautShuffle MirrorMyAstronautMoves AstronautTwoStep AstronautDanceOff',
  },
  blimp: {
    fashion:
      'BlimpPufferStyle SilverBlimpFit DressLikeABlimp BlimpBannerTee MiniBlimpEarrings BlimpBalloonSleeves BlimpMode3Ways 7DayBlimpLooks',
    fitness:
      'SlowBlimpSquats 60SecondBlimpArmCircles BlimpBalloonLunges BlimpBalancePose ReachForTheBlimp 7DayBlimpCore CanYouDriftLikeABlimp BlimpHoverPlank',
  },
  chopsticks: {
    prank:
      'OnlyChopsticksLeft GooglyEyedChopsticks GiantChopsticksDinner PencilsAreNowChopsticks KidChopsticksForDad TinyChopsticksTakeout ChopstickSpaghettiNight SpoonsTurnedToChopsticks',
    travel:
      'NightMarketChopsticks 7DayChopsticksChallenge ParkPicnicChopsticksDare ChopsticksOnlyTrip NoodleTourWithChopsticks ChopsticksDimSumBrunch ChopsticksAtEveryStop ChopsticksInMyCarryOn',
  },
  crying: {
    art: 'DrawYourCryingLaughFace CryingCloudDoodle 60SecondCryingCartoon WatercolorCryingEye CryingOnionCharacter ClayCryingEmoji ArtThatGotMeCrying HappyCryingCollage',
    prank:
      'CryingEmojisInShoes StickersThatKeepCrying TissueBoxCryingNote EveryMugIsCrying BananaWithACryingFace CryingOverTheirDoodle TinyViolinCryingReveal CryingGoodbyeAtTheDoor',
  },
  'field trip': {
    educational:
      'VirtualFieldTrip BackyardFieldTrip KitchenFieldTrip FieldTripFactHunt QuizMeOnMyFieldTrip GuideAFieldTripIn60Sec FieldTripTeachItBack FieldTripJournalPages',
    prank:
      'SurpriseFieldTrip DinoTagsAlongFieldTrip FieldTripMysteryStop FieldTripMustacheSquad MarsFieldTripPermission NoteInTheSackLunch FieldTripSillySouvenir FieldTripBusBingo',
  },
  'grocery haul': {
    fitness:
      'GroceryHaulOneTrip 10CurlsPerGroceryHaul FarmersCarryGroceryHaul GroceryHaulHIIT SquatWithYourGroceryHaul WatermelonLunges GroceryHaulCalfRaises GroceryHaulWallSit',
    pet: 'CatVsGroceryHaulBag PupRatesMyGroceryHaul GroceryHaulSniffTest GroceryHaulBoxFort ZoomiesAfterGroceryHaul GroceryHaulSupervisor GroceryHaulTreatReveal PetHelperGroceryHaul',
  },
  hawaii: {
    dance:
      'HawaiiHulaLesson AlohaHawaiiShuffle SundayHawaiiSway HawaiiWaveArms 30SecondHawaiiGroove MirrorMyHawaiiMoves HawaiiSurfSlide HawaiiUkuleleBop',
    prank:
      'EveryoneInHawaiiShirts GooglyEyesOnHawaiiMap HawaiiLeiGreeting HawaiiGrassSkirtWakeUp TurnTheirRoomIntoHawaii HawaiiUkuleleAlarm HawaiiPostcardsEverywhere DeskIsNowHawaii',
  },
  italy: {
    art: 'ItalySketchbook ItalyCeramicLemons StatuePoseInItaly PastaMosaicOfItaly OneLineItalyLandmark 7DayItalyWatercolor ItalyTerracottaPot ItalyFrescoStylePainting',
    prank:
      'ItalyOperaWakeUp ItalyPostcardsEverywhere TurnHomeIntoItaly TinyLeaningTowerOfItaly MiniItalyFlagsInEveryShoe GooglyEyesOnItalyMap BackFromItalyJustKidding ItalyAccentAllDay',
  },
  'laundry basket': {
    prank:
      'LaundryBasketBalloons LaundryBasketTowelSwans InsideOutLaundryBasket GooglyEyedLaundryBasket DollClothesLaundryBasket WhoFilledTheLaundryBasket TinyLaundryBasketForDad SockPuppetLaundryBasket',
    tech: 'LaundryBasketTimelapse 5MinuteLaundryBasketFold LaundryBasketPOV AIStylesMyLaundryBasket GreenScreenLaundryBasket SlowMoLaundryBasketToss LaundryBasketBeforeAfter LaundryBasketQRLabels',
  },
  'memorial day': {
    dance:
      'MemorialDayHandJive ParadeMarchMemorialDay FortiesSwingMemorialDay MemorialDayPicnicTwoStep MemorialDayFamilyConga MirrorMyMemorialDayMoves 3GenMemorialDayDance 30SecondMemorialDayBop',
    tech: 'ScanOldPhotosMemorialDay CallAVeteranMemorialDay MemorialDayParadeLive FamilyTreeAppMemorialDay MemorialDaySlideshow PhoneInterviewMemorialDay 5StoriesForMemorialDay 60SecMemorialDayTribute',
  },
  owl: {
    fashion:
      'OwlRoundGlassesLook NightOwlLoungewear OwlPrintSweater DressLikeAnOwl 7DayOwlOutfits CozyToChicOwlGlowUp OwlEyeMakeup ThriftedOwlFitCheck',
    fitness:
      'OwlPerchBalance OwlSwoopLunges StretchLikeAnOwl NightOwlHIIT 60SecondOwlWingFlaps OwlJumpFaceOff OwlPoseSquats 30DayOwlCore',
  },
  plank: {
    dance:
      'PlankToTheBeat 30SecondPlankShuffle WalkThePlankJig PlankJacksGroove FreezeIntoPlankFriday PlankWaveChain DiscoPlankClimbers MirrorMyPlankMoves',
    gaming:
      'PlankUntilRespawn PlankLoadingScreen BossFightPlank PlankTicTacToe LastPlankStanding RockPaperPlank BeatMyPlankHighScore PlankTriviaFaceOff',
  },
  rap: {
    dance:
      'RapVerseChoreo BounceToTheRap HypeManRapDuet 30SecondRapFootwork RapMicDropFreeze ActOutTheRapLine OldSchoolRapSteps MirrorMyRapMoves',
    educational:
      'RapTheTimesTables RapThePlanets 16BarHistoryRap 60SecondElementsRap SpellingListRapBattle VocabularyRap RapInANewLanguage PhotosynthesisRap',
  },
  running: {
    gaming:
      'RunningLikeAGameHero FreezeTagRunClub RunningZombieEscape RunningCaptureTheFlag 60SecondRunningCourse CheckpointRunningRace RunningScavengerHunt BeatYourRunningHighScore',
    travel:
      'RunningCityTour RunningWithAView OneRunningRoutePerTown 30DayRunningExplorer SpotLandmarksWhileRunning SightJogging RunningBeachSunrise RunningRiverPath',
  },
  'small talk': {
    gaming:
      'SmallTalkBingo SmallTalkCharades RollForSmallTalk NoWeatherSmallTalk 60SecondSmallTalkDuel SmallTalkLikeAnNPC TwoTruthsSmallTalk LevelUpYourSmallTalk',
    tech: 'SmallTalkWithAChatbot VoiceAssistantSmallTalk EmojiOnlySmallTalk SmallTalkGroupChat 60SecondSmallTalkCall AutocompleteSmallTalkDare SmallTalkTranslateApp SmallTalkInGIFs',
  },
  submarine: {
    art: '10MinCardboardSubmarine SubmarineSeaDiorama SubmarineBottleModel WatercolorSubmarine YourFaceInASubmarine 60SecondSubmarineDoodle SubmarineBlueprint SubmarineClayFleet',
    funny:
      'SubmarineCaptainBit SubmarineSaluteFaceOff StuckInASubmarineHatch SubmarineRoomTour LaundryBasketSubmarine DoYourBestSubmarinePing SilentSubmarineFamily SubmarineSnackRations',
  },
  'trash can': {
    cooking:
      '7DayEmptyTrashCanMeals NothingInTheTrashCan TrashCanNachos ZeroTrashCanDinner TrashCanPuddingCups LeftoversVsTrashCan TrashCanCookies TrashCanPopcornMix',
    prank:
      'GooglyEyeTrashCan TrashCanSaysThanks TuxedoOnATrashCan TrashCanRedCarpet PetNameForTheTrashCan PlushRaccoonTrashCan TrashCanThatBurps TrashCanFlowerCrown',
  },
  vase: {
    dance:
      'BouquetToVaseDance VaseStatueFreeze 30SecondVaseShuffle StrikeAVasePose VaseStemSway TwirlPastYourVase DontTipTheVase VaseBalletArms',
    fashion:
      'OutfitMatchesTheVase VaseScarf3Ways FlowerVaseFitCheck PorcelainVaseDress VaseInspiredNails LookLikeAVase 7DayVaseInspo 30SecondVaseGlowUp',
  },
  'yard work': {
    cooking:
      '10MinuteYardWorkSnack YardWorkLemonadeBreak HerbPestoYardWork YardWorkLunchIn15Min YardWorkSunTea AfterYardWorkIcePops CoolDownYardWorkTreats YardWorkSmoothie',
    wellness:
      'YardWorkIsTherapy 10MinuteYardWorkReset MindfulWeedingYardWork HelpANeighborYardWork SlowSundayYardWork 7DayYardWorkCalm YardWorkNoPhones YardWorkStretchFirst',
  },
  'date night': {
    funny:
      'DateNightVsReality SweatpantsDateNight DateNightOrderEnvy DateNightInFiveEmojis ReenactOurFirstDateNight PickingADateNightSpot TiredParentsDateNight DateNightByKids',
    pet: 'DateNightWithMyDog PetCrashesDateNight DateNightPuppyPicnic KittenApprovedDateNight DateNightCatChaperone ThirdWheelPupDateNight DateNightKittyJudge CuddlePileDateNight',
  },
  cereal: {
    tech: 'CerealSplashSlowMo SoggyCerealTimeLapse AICerealMascot PerfectCerealPourPOV HowLoudIsYourCereal GuessTheCerealByCrunch CerealStopMotionBreakfast CerealBoxRedesignApp',
  },
  doodle: {
    prank:
      'DoodleOnTheBanana PostItDoodleMural DoodleEggFaces SurpriseNapkinDoodle 100DoodlesInTheirRoom FruitBowlFullOfDoodles DadGetsADoodleMustache DoodleMirrorMessage',
  },
  'face paint': {
    educational:
      'SkinSafeFacePaint 5CulturesOfFacePaint 3PrimaryColorsFacePaint LearnFacePaintBlending FacePaintPatchTest FacePaintHistoryQuiz WhatAnimalIsMyFacePaint WorldFlagFacePaint',
  },
  folder: {
    fitness:
      '30SecondFolderPlank PostureFolderWalk FilingFolderSquats FolderSliderLunges PassTheFolderSitUps FolderOfWorkoutCards HighKneeFolderTaps 7DayFolderCore',
  },
  goose: {
    prank:
      'WildGooseChaseHunt GooseHonkAlarm PlushGooseUnderCovers RubberGooseCameo GooseDoodleNote WhoLetTheGooseIn HonkingGooseDoorbell GooseStatueEverywhere',
  },
  hairbrush: {
    prank:
      'GooglyEyeHairbrush WhichHairbrushIsReal SurpriseHairbrushNote HairbrushInTheFridge PocketsFullOfHairbrushes MiniHairbrushForDad HairbrushTreasureHunt HedgehogOrHairbrush',
  },
  island: {
    cooking:
      '3IngredientIslandLunch IslandPokeBowl TropicalIslandSmoothie IslandPineappleRice MakeItIslandIn20Min ShowUsYourIslandPlate IslandMangoSalsa IslandFishTacoNight',
  },
  lamp: {
    fitness:
      'LampSwitchBurpees FloorLampLunges DeskLampStretch 7NightLampYoga BedsideLampCrunches LampOffPlank ShadowBoxUnderALamp 20SquatsBeforeLampsOut',
  },
  'medicine cabinet': {
    tech: 'MedicineCabinetInventory BrushTimerMedicineCabinet MedicineCabinetReelEdit MedicineCabinetReveal AppTracksMedicineCabinet QRLabelsMedicineCabinet ThenVsNowMedicineCabinet StopMotionMedicineCabinet',
  },
  'morning routine': {
    cooking:
      'MorningRoutineOats 5MinMorningRoutineMeal SmoothieMorningRoutine MuffinTinMorningRoutine EggcellentMorningRoutine MorningRoutineParfait MorningRoutineToastBar MorningRoutineFruitPlate',
  },
  paris: {
    prank:
      'GooglyEyesOnParisPhotos ParisCafeInTheKitchen TheirRoomIsNowParis SpeakParisAccentAllDay AccordionWakeUpParis EveryoneGetsAParisBeret ParisBonjourStickyNotes ParisPostcardFromTheCouch',
  },
  'rain boots': {
    funny:
      'WrongFeetRainBoots RainBootsRunwayWalk SquelchyRainBootsASMR DadTriesMyRainBoots RainBootsInTheSun DramaticRainBootEntrance RainBootsWithEverything ToddlerRainBootsPOV',
  },
  'rubber duck': {
    wellness:
      'RubberDuckTalkItOut 7DayRubberDuckJournal TellYourRubberDuck3Wins RubberDuckSqueezeBreak SlowBreathsRubberDuck 5MinuteRubberDuckPause RubberDuckAffirmations RubberDuckDeskBuddy',
  },
  skateboarding: {
    travel:
      'SkateboardingCityTour 5CitiesOfSkateboarding BoardwalkSkateCruise SkateboardingShopHop CarveTheCoast ShowUsSkateboardingSpots SkateboardingPassport SkateboardingSundayLoop',
  },
  'spam call': {
    travel:
      'OffGridNoSpamCall SpamCallFreeVacation SpamCallSilentMode WhereIsThatSpamCallFrom 7DaysWithoutASpamCall BoardingGateSpamCall CountSpamCallsOnTrips PostcardNotSpamCall',
  },
  'sunny day': {
    prank:
      'PaintedSunnyDayView SunnyDayToySunglasses ChalkNoteSunnyDay DoorwayBubblesSunnyDay SunnyDayCeilingSun SunnyDayWindowRainbow WhoOrderedASunnyDay SunnyDayInTheLivingRoom',
  },
  tap: {
    fitness:
      'TapTabata TapTillYouDrop 60SecondTapShuffle TapDanceCalfRaises 100TapsADay OneSongTapSweat 7MinuteTapCardio JumpingJackTapCombo',
  },
  toddler: {
    wellness:
      'ToddlerCalmCorner ToddlerBubbleBreathing YogaWithYourToddler 5MinuteToddlerUnwind WalkAtToddlerPace 7DayToddlerSlowDown NapLikeAToddler ToddlerGratitudeHugs',
  },
  trampoline: {
    fashion:
      'MidairTrampolineLook GripSocksForTrampoline HighPonyOnTrampoline BounceProofTrampolineHair TrampolineOOTD TrampolineSneakerTest TrampolineTutuTwirl StyleYourTrampolineJump',
  },
  waffle: {
    art: 'WafflePixelArt StampPrintsWithWaffles WaffleFruitMosaic 30SecondWaffleSketch PaintByWaffleSquares DrawYourselfAsAWaffle WafflePaperWeave WaffleCritterFaces',
  },
  winter: {
    art: 'WinterWindowFrostArt WinterTreeSilhouette DoodleYourWinterWalk PaperWinterSnowflakes 7DayWinterSketchbook PaintWinterIn60Seconds WinterWatercolorWash WinterPineconeCraft',
  },
  blizzard: {
    dance:
      '30SecondBlizzardWiggle MirrorMyBlizzardMoves BlizzardBootStomp SnowedInBlizzardShuffle BlizzardFreezeFrame BlizzardBlanketBoogie DanceTheBlizzardAway BlizzardSnowflakeSpin',
  },
  christmas: {
    fashion:
      'ChristmasBaubleEarring UglyChristmasKnitWalk MatchingChristmasPJs ChristmasGlamOff SleighYourChristmasLook 12OutfitsOfChristmas ChristmasBowOverload ChristmasElfShoes',
  },
};
