import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bench: {
    dance:
      'ParkBenchDuet SeatedBenchChoreo BenchHopShuffle BusStopBenchBop BenchDanceOff OffTheBenchBoogie BenchWarmerWaltz',
    funny:
      'BenchWarmerDiaries HowManyFitOnABench PigeonBenchStandoff BusStopBenchRomance BenchDocumentaryVoice WetPaintBenchPanic BenchCriticReview',
    prank:
      'FakeWetPaintBench KindNoteOnTheBench BenchBalloonBouquet TinyPicnicOnABench BenchReservedForYou BenchCushionSurprise BenchSerenadeAmbush',
    educational:
      'BenchDipMuscleMap BenchPressFormCheck FiveStretchesOnABench WhyBenchesFaceViews WhatWoodIsThisBench ReadTheBenchPlaque BirdsFromTheBench',
    cooking:
      'ParkBenchPicnicSpread PackABenchLunch BenchSandwichShowdown BenchBentoBox BenchPressPanini HotSoupOnAColdBench BenchBrunchBoard',
    travel:
      'BenchWithTheBestView CityBenchHop SunsetBenchFind FindYourTownsSecretBench PackALunchFindABench RateThatBench OneBenchPerTown BenchSelfieEveryStop',
    fashion:
      'BenchFitCheck ParkBenchLookbook BenchStreetStyleShoot BusStopBenchOutfit OneBenchTenPoses SitPrettyOnABench MatchYourBench BenchPerchToStrut',
    wellness:
      'FiveMinuteBenchPause BenchBirdwatchBreak BenchSunriseCoffee TenBreathsOnABench FriendshipBenchChat JustSitOnABench BenchGratitudeList',
    speed:
      'BenchTapsIn60 BenchStepUpSprint BenchHopRelay ParkBenchLoopRace TagEveryBench BenchDipsIn30Seconds BenchBurpeeBlitz MusicalBenches',
    music:
      'ParkBenchAcoustic SerenadeFromABench BenchBuskerSession DrumABeatOnABench BenchBuddiesDuet BenchConcertForPigeons BenchBeatDrop',
    art: 'ParkBenchSketch DrawABenchInOneLine BenchViewWatercolor PigeonOnABenchDoodle MosaicYourDreamBench SketchTheNextBenchSitter PopsicleStickBench BenchSilhouetteShot',
    tech: 'PhoneCoachesMyBenchDips BenchRepCounterApp BenchFormSlowMo PanoramaFromMyBench BeatTheTimerBenchSelfie PinYourBenchOnAMap BenchTimelapse MakeABenchLookEpic',
    pet: 'PetParkBenchPose BenchPeopleWatchingPup DogPawsUpOnBench CatOnTheBenchStare PupSavesMyBenchSeat SitStayBenchChallenge BenchOrLapTest',
    gaming:
      'ParkBenchChess BenchThumbWarChampion BenchCheckersRematch ISpyFromTheBench WinnerKeepsTheBench BenchGoFishFaceOff BenchDiceDuel',
  },
  'best friend': {
    dance:
      'BestFriendDanceOff BestFriendMirrorMoves BFFBoogie BestieInSync SecretHandshakeGroove FreestyleThenTagYourBFF TeachYourBestFriend',
    fitness:
      'BestFriendPartnerYoga BestieBootcamp BFFBurpeeBattle BestiesWhoSquatTogether BFFPlankHighFives BestFriendWheelbarrow RaceYourBestFriend',
    funny:
      'BestFriendImpressions BestFriendOldTexts BestieInsideJokes BFFMostLikelyTo WhosTheBadInfluence BestieAwardsNight BestFriendVsMom',
    educational:
      'BestFriendQuizOff BestieSkillSwap BestFriendFactCheck BFFTeachBack WhyWeNeedBestFriends InventABestieLanguage',
    cooking:
      'BestFriendBakeOff BestFriendSnackSwap BestieBrunchDate BFFBlindTasteTest BestFriendRecipeSwap BraidBreadWithYourBestie BestFriendPizzaDuel',
    travel:
      'BestFriendRoadTrip BestieCityBreak BestFriendHometownTour BFFBucketList BestFriendTrainDayTrip BFFMysteryDayOut BestFriendHalfwayMeet',
    fashion:
      'BestFriendStylesMe BestieBraceletSwap ThriftForYourBestie BFFTwinDay BestFriendClosetRaid CopyMyBestFriendsFit',
    speed:
      'BestFriendThreeLegged BFFTagTeamTidyUp BFFHandshakeSpeedRun BFFRapidFire BestieBuzzerRound BestFriendPuzzleRace BestFriendBraidOff',
    music:
      'BestFriendDuet BestieKaraokeNight BestFriendLipSync BFFAnthem SingToYourBestFriend WriteABalladForYourBFF BestFriendHarmony',
    art: 'BestFriendPortraitSwap BestieDrawEachOther BestFriendPhotoBooth FriendshipBraceletDIY DrawYourBFFBlindfolded OneCanvasTwoBesties ChalkYourBestieOutline',
    tech: 'BestieRatesMyGadgets BestFriendPhoneTrade BFFScreenTimeReveal BestFriendAIAgeUp BFFThrowbackMontage FaceSwapMyBestFriend',
    gaming:
      'BestFriendSplitScreen BestieRematch BFFLoserPicksNextGame BFFBossBattle Player2BestFriend BestieFriendshipEnder BestFriendBluffingDuel',
  },
  bird: {
    dance:
      'BirdOfParadiseMoves StrutLikeABird BirbBopAlong HeadBobLikeABird EarlyBirdBoogie BirdPeckStep',
    fitness:
      'BirdDogHold FlamingoFreeze BirdArmFlapBurnout BirdWatchHike EarlyBirdWorkout BirdPerchSquat BirdsongJog',
    funny:
      'BirdCopiesMyRingtone BirdStoleMySnack BirdFeederDrama DoYourBestBirdCall BirdDocumentaryVoice BirbMemeReenact',
    prank:
      'BirdsongAlarmSwap PaperBirdFlock BirdWhistleFakeOut BirdNestEggHunt PlushBirdOnTheShoulder EarlyBirdSurprise',
    educational:
      'HowBirdsFly BirdSongDecoded WhyBirdsFlyInAV GuessTheBirdCall BirdsAreDinosaurs HowBirdFeathersWork',
    cooking:
      'BirdNestCookies TurnFruitIntoABird BirdSeedGranola EarlyBirdBreakfast EarlyBirdGetsTheToast BirbFaceCookies BirdSuetCakes',
    travel:
      'CountBirdsOnYourWalk BirdingRoadTrip SpotTenNewBirds DayTripForTheBirds BirdSanctuaryDay UpWithTheBirdsWalk PondBirdsRollCall',
    fashion:
      'BirdNerdFitCheck MatchABirdsPlumage BirdNestUpdo BirdOfParadiseLook DressLikeABird BirdsOfAFeatherFit BirdPrintBlouse',
    wellness:
      'WakeToBirdsong BirdListeningMinute BirbGratitudeWalk TeaAndBirdwatching FiveMinutesWithTheBirds EarlyBirdStretch BirdBathRefill',
    speed:
      'BirdCallQuickID SpotFiveBirdsFast BirdSeedSortIn60 SketchABirdIn30 PaperBirdFoldOff EarlyBirdDash',
    music:
      'BirdsongRemix BirdWhistleDuet ThreeLittleBirdsCover SingLikeABird JamAlongWithTheBirds BirbChirpBeatbox FreeBirdAirGuitar',
    art: 'PaintABirdhouse CatchABirdInFlight OneLineBird BirbDoodleDare PaperCraneGarland PaintEveryBirdYouSee BirdShadowPuppets',
    tech: 'BirdFeederCam BirdSongIDApp ZoomInOnABirdChallenge MapEveryBirdYouSee BirdTakeoffInSlowMo BirdBathTimelapse',
    gaming:
      'FlappyBirdHighScore BirdSpottingBingo GuessMyBirdCharades BirdTriviaDuel PaperBirdTrickShot NameThatBirdCall BirdwatchPointsBattle',
  },
  'bird feeder': {
    dance:
      'BirdFeederBop BirdFeederChirpStep CardinalBirdFeederHop StrutToTheBirdFeeder RockinAtTheBirdFeeder BirdFeederFrenzyDance BirdFeederWingWave',
    fitness:
      'BirdFeederRefillSquats BirdFeederWindowPlanks SeedBagBirdFeederCarry LungeToTheBirdFeeder StretchAtTheBirdFeeder BirdFeederWingFlaps BirdFeederStepUps',
    funny:
      'BirdFeederVIPList SquirrelVsBirdFeeder ChipmunkAtBirdFeeder BirdFeederGossip BirdFeederRealityShow BirdFeederSportscast BirdFeederBouncer',
    prank:
      'BirdFeederPlushVisitor BirdFeederTinyMansion FakeCardinalBirdFeeder SurpriseBirdFeederGift FancyBirdFeederMenu GooglyEyeBirdFeeder BirdFeederWelcomeMat',
    educational:
      'BirdFeederMigrationLog BirdFeederBeakShapes JoinFeederWatch WhoVisitsMyBirdFeeder WhichSeedWinsBirdFeeder NameThatBirdFeederGuest BirdFeederPeckingOrder',
    cooking:
      'BirdFeederSeedCakes BirdFeederNestCookies PineconeBirdFeeder OrangeCupBirdFeeder BirdFeederSeedWreath BirdFeederSuetCupcakes BirdFeederBagelGarland',
    travel:
      'BirdFeederTrailWalk BirdFeederRefugeHike FindEveryBirdFeederInTown ParkBirdFeederHunt HangABirdFeederAtCamp PicnicByTheBirdFeeder GrandmasBirdFeederVisit',
    fashion:
      'BirdFeederPorchFit BirdFeederCozyCardigan BirdFeederPrintScarf GrandpaBirdFeederStyle EarlyBirdFeederOOTD BirdFeederBinocularChic BirdFeederBeanie',
    wellness:
      'BirdFeederWindowCoffee BirdFeederSongPause QuietBirdFeederWatch CardinalBirdFeederJoy BirdFeederNoPhoneHour BreatheWithTheBirdFeeder BirdFeederJournal',
    speed:
      'BirdFeederRefillRelay BirdFeederSpeciesCount TenMinuteBirdFeeder QuickBirdFeederID BeatTheSquirrel PineconeBirdFeederDash BirdFeederBuildBlitz',
    music:
      'BirdFeederBeat SingToTheBirdFeeder BirdFeederChorus WhistleAtTheBirdFeeder BirdFeederLullaby BirdFeederCallAndResponse RemixTheBirdFeederChirps',
    art: 'GourdBirdFeederGlowUp BirdFeederWatercolor PaintABirdFeeder TeacupBirdFeeder CutPaperBirdFeederScene SketchTheRegulars BirdFeederGlamourShots',
    tech: 'PhoneBirdFeederCam BirdFeederAIIdentify BirdFeederLiveStream OneDayBirdFeederTimelapse BirdFeederLandingSlowMo WhoSangAtTheBirdFeeder BirdFeederMotionAlerts',
    gaming:
      'BirdFeederBingo BirdFeederTrivia FirstToTenBirdFeeder GottaSpotEmAll ISpyAtTheBirdFeeder BirdFeederFantasyDraft BirdFeederScoreboard',
  },
  birdwatching: {
    fitness:
      'BirdwatchingHike BirderFlamingoStand BirdwatchingArmHold BirdwatchingBikeRide BirdingSquatPerSighting BirderBootcamp BirdwatchingStepGoal HeronPoseBirdwatching',
    funny:
      'BirdwatchingJustACrow BirderSpotsAPlasticBag BirdingFails BirderVsSquirrel BirdingSnackHeist BirdwatchingNarrator DramaticBirdwatching BirdwatchingHotTakes',
    prank:
      'GardenGnomeBirder BirdwatchingPlushRobin BirderFakeRareSighting BirdwatchingCallBluff BirderFeederFairy BirdwatchingGiftKit PaperOwlBirdwatching BirdwatchingYesDay',
    cooking:
      'BirdwatchingTrailMix BirdwatchingPicnic BirdingThermosCocoa EarlyBirderBreakfast BirdNestCookies BirderSeedCakes BirdwatchingSnackPack MuffinsForBirdwatching',
    travel:
      'BirdingRoadTrip BirdingAroundTheBlock BirdingByTheLake NewTrailBirdingDare BirdingFromTheTrainWindow PackYourBirdingBag WetlandBirdwatching CoastalBirdwatching',
    fashion:
      'BirdwatchingEarthTones BirderMatchesTheBird BirdingHatFit BirderVestFlex BirderLayersForDawn BirdwatchingCamoChic BlendInBirdwatching ExplorerBirdwatching',
    speed:
      'BirdingRaceAroundTheBlock BirdingIDIn3Seconds BirdwatchingIn60 BirderTallySprint BirdwatchingBingoDash FirstBirderToSpotTen LunchBreakBirdwatching QuickFireBirdwatching',
    music:
      'BirdwatchingDawnChorus BirdsongRemix BirderThemeSong BirdingCallDuet BirderBeatbox BirdwatchingLoFiBeats BirderWhistleOff BirderPlaylistSwap',
    art: 'BirdwatchingWatercolor BirdingJournal SculptYourBirdingFind PaintWhatYouSawBirding BirdingPhotoWalk BirdwatchingZine SilhouetteBirdwatching OneBirdingSketchADay',
    tech: 'CanAnAppBeatABirder PropYourPhoneBirdingCam BirdingInSlowMo BirdwatchingSoundID BirderPhoneBinoculars RecordYourBirdingMorning BirdingHourIn60Seconds BirdingStreakInAnApp',
    pet: 'CatBirdwatchingTV KittenChatterCam PetBirdwatching BirdwatchingWithMyDog BirdwatchingPupWalk BirderPetReactionCam BirdwatchingWindowSeat BirdwatchingTailWags',
    gaming:
      'BirdingBingo BirderCharadesFlapOff BirderLeaderboard BirdwatchingPhotoQuest BirdwatchingSpeedrun TeamBirderShowdown SpotItBirdwatching RareFindBirdwatching',
  },
  birthday: {
    dance:
      'LeadTheBirthdayConga BirthdayCakeWalk BirthdaySpinForEachYear BirthdayBalloonBop MakeABirthdayEntrance BirthdayHatPirouette BirthdayShimmyOff',
    fitness:
      'RepsForEveryBirthday BirthdayBalloonKeepUp BirthdayBurpees BirthdayMile BirthdayAgeInPushups EarnYourBirthdayCake BirthdayPlankOff',
    prank:
      'BirthdayNestingGift DecoyBirthdayCake BirthdayFakeForgot BdayBalloonAvalanche BirthdayDeskWrap BirthdayConfettiAmbush StickyNoteBirthday',
    educational:
      'BirthdayParadox BirthdayOnThisDay WhyBirthdayCandles WhoSharesMyBirthday WhatsYourBirthdayStone BirthdayAgeInDogYears GlobalBirthdayQuiz',
    cooking:
      'BakeYourBirthdayCake BirthdayNumberCookies FunfettiBirthday BirthdayBreakfastInBed BdaySprinkleEverything BirthdayCupcakeTower BirthdayPinataLayers',
    travel:
      'BirthdayMysteryDayOut BirthdayFreebieCrawl NewPlaceEveryBirthday BdayBucketListTrip BirthdayPinDrop BirthdayCakeWithAView SurpriseBirthdayPicnic',
    fashion:
      'BirthdayCrownDIY SequinBirthdaySet RecreateYourBdayPhoto PartyHatCouture BdayGlowUp BirthdayOutfitReveal BirthdaySashStyling',
    wellness:
      'BirthdayLetterToSelf RandomBirthdayKindness SlowBirthdayMorning BirthdayGratitudeList BirthdayBlowOutTheStress BdayDigitalDetox',
    speed:
      'BirthdayGiftWrapRace BirthdayBalloonRelay BirthdayCakeIn60 BirthdayCandlesOneBreath BdayPartySpeedrun BdayUnwrapInTenSeconds FastestBirthdayHat',
    music:
      'BirthdaySongRemix HappyBirthdayAsOpera KazooBirthdayBand BdayBeatDrop BirthdayTuneOnGlasses SerenadeTheBirthdayCake BirthdayGenreSwap',
    art: 'HandmadeBirthdayCard BirthdayBalloonGarland PaintYourBirthdayCake BdayBannerBattle DesignYourBirthdayHat BirthdayPhotoWall',
    tech: 'AIBirthdayCard BirthdayVideoMontage BirthdayQRTreasureHunt HappyBirthdayInCode BdayCountdownWallpaper BirthdayPhoneLightShow',
    pet: 'BirthdayPawty BirthdayHowlAlong BirthdayTreatHunt KittyBirthdayCrown BirthdayPupcakeParty PetUnwrapsABirthdayGift BirthdayHatDare',
    gaming:
      'BirthdayBingo LevelUpBirthday BirthdayKidPicksTheGame BirthdayBracket BirthdayPinTheTail BdayBoardGameBrawl BirthdayBossBattle',
  },
  'birthday card': {
    dance:
      'DanceWhenTheCardSings BirthdayCardWiggle LetTheBirthdayCardDJ BirthdayCardFreeze PopUpBirthdayBoogie BirthdayCardConga',
    fitness:
      'AgeInPushups EarnYourBirthdayCard SquatPerBirthdayCard PlankTillTheCardStops BirthdayCardLunges BirthdayCardWorkout',
    funny:
      'WorstBirthdayCardEver BirthdayCardMoneyShake DramaticBirthdayCardRead PunniestBirthdayCard BelatedBirthdayCard BirthdayCardSignedByDog EndlessBirthdayCard',
    educational:
      'HowBirthdayCardsSing HowPopUpBirthdayCardsFold FirstBirthdayCardEver RhymeABirthdayCardVerse BirthdayCardCustoms BirthdayCardRecycling',
    cooking:
      'EdibleBirthdayCard BakeABirthdayCard BirthdayCardCake BirthdayCardCookie WriteItInFrosting BirthdayCardBrownies',
    travel:
      'PostABirthdayCardFromAfar HandDeliverABirthdayCard BirthdayCardRoadTrip BirthdayCardShopHop WalkABirthdayCardOver BirthdayCardSurpriseVisit PassTheBirthdayCard',
    fashion:
      'DressLikeTheBirthdayCard StyleFromABirthdayCard GlitterBirthdayCardGlam BirthdayCardColorway WearYourBirthdayCard BirthdayCardCouture MatchTheBirthdayCard',
    wellness:
      'ReadOldBirthdayCards BirthdayCardToSelf SlowWriteABirthdayCard BirthdayCardForAStranger BirthdayCardThatMadeMeCry BirthdayCardKeepsakes',
    speed:
      'BirthdayCardSignRace FastestBirthdayCardFold BirthdayCardBeforeCandles BirthdayCardIn60 BirthdayCardRelay LastMinuteBirthdayCard',
    music:
      'RemixTheBirthdayCardTune SingTheBirthdayCard BirthdayCardRapVerse RecordABirthdayCardSong BirthdayCardDuet BirthdayCardMashup',
    art: 'PopUpBirthdayCard HandLetteredBirthdayCard BirthdayCardWatercolor DoodleABirthdayCard BirthdayCardFromScraps BirthdayCardEnvelopeArt',
    tech: 'BirthdayCardQRVideo BirthdayCardVideoChain ScanGrandmasBirthdayCards AIWritesMyBirthdayCard BirthdayCardComesAlive EmojiOnlyBirthdayCard',
    pet: 'BirthdayCardFromMyDog PawPrintBirthdayCard CatVsBirthdayCard BirthdayCardFetch BirthdayCardForMyPet BirthdayCardHowlAlong BirthdayCardCourier',
    gaming:
      'BirthdayCardClueHunt BirthdayCardMadLibs LevelUpBirthdayCard CrackTheBirthdayCardCode HiddenWordsBirthdayCard BirthdayCardPopQuiz',
  },
  'black friday': {
    dance:
      'BlackFridayCartShuffle BlackFridayDanceBreak BlackFridayLivingRoomRave BlackFridayCheckoutBop BlackFridayReceiptTwirl BlackFridaySignShimmy BlackFridayBagSwing',
    fitness:
      'BlackFridayBagCurls BlackFridayStepCount BlackFridayMallMile BlackFridayTurkeyBurn BlackFridayBoxDeadlift TrotOffThePie BlackFridayBurpees',
    prank:
      'BlackFridayFakeSale BlackFridayPriceTags BlackFridayEndlessReceipt BlackFridayStaffCoffee BlackFridayHiddenGift BlackFridayMysteryWrap BlackFridayCoupons',
    educational:
      'WhyBlackFriday BlackFridayDealMath BlackFridayRealOrFake BlackFridayPsychology BlackFridayUnitPrices BlackFridayAdTricks',
    cooking:
      'BlackFridayLeftovers BlackFridayMegaSandwich BlackFridayBreakfast BlackFridayTurkeyHash BlackFridayPieBrunch BlackFridayStuffingWaffle BlackFridayBento',
    travel:
      'BlackFridayShopLocal BlackFridayMallWalk BlackFridayMarketHop BlackFridayOptOutside BlackFridayCityLights BlackFridayTouristAtHome BlackFridayDayTrip',
    fashion:
      'BlackFridayHaul BlackFridayTryOn OneDealFiveOutfits BlackFridayCapsuleBuys WinterCoatBlackFriday BlackFridayThriftFlip',
    wellness:
      'BlackFridayNoSpendDay BlackFridayGratitude BlackFridayBlanketFort BlackFridayNatureWalk BlackFridayDeclutter OptOutAndChill SleepInBlackFriday',
    speed:
      'BlackFridayDash BlackFridayWrapRace BlackFridayCartIn60 BlackFridayListSprint BlackFridayTagBlitz BlackFridayBagRelay BlackFridayBargainHunt',
    music:
      'BlackFridayJingle BlackFridayCartKaraoke BlackFridayBarcodeBeat BlackFridayCarolCover BlackFridayBuskers BlackFridayQueueSingOff BlackFridayBallad',
    art: 'BlackFridayBagDoodle BlackFridayPosterArt BlackFridayReceiptCollage BlackFridayBoxCastle BlackFridayWrapDesign HandmadeOverBlackFriday PaintItBlackFriday',
    tech: 'BlackFridayTechHaul BlackFridayInboxPurge BlackFridayDeskGlowUp BlackFridayTVUnboxing BlackFridayRefurbCheck DidBlackFridayReallySave AIPicksMyBlackFriday',
    pet: 'BlackFridayPetHaul BlackFridayBoxFort CatClaimsTheParcel BlackFridayBedReveal BlackFridayPupToyTest BlackFridayTissueKitty BlackFridayBagPatrol',
    gaming:
      'BlackFridayGameHaul BlackFridayBacklog BlackFridayShopSim BlackFridayBossRush BlackFridayFamilyGameOff BlackFridayCouchTourney BlackFridayBingo',
  },
  blanket: {
    dance:
      'BlanketBurritoBoogie BlanketCapeTwirl SlowDanceInABlanket SpinOutOfTheBlanket BlanketSnuggleShuffle DanceLikeABlanketGhost BlanketFlamenco',
    fitness:
      'BlanketMountainClimb BlanketTugOfWar BurritoBlanketCrunch WeightedBlanketCarry CozyCardio BlanketSliderBurn BlanketSledPull',
    prank:
      'BlanketFortSurprise BlanketLumpDecoy FluffyBlanketSwap BlanketGhostPeekaboo WarmBlanketFromTheDryer BlanketOfStickyNotes BlanketHugAmbush',
    educational:
      'WeightedBlanketScience FleeceVsWoolBlanket HowSpaceBlanketsWork IceCubeBlanketTest WhatsYourBlanketMadeOf BlanketMythOrFact WhichBlanketIsWarmest SheepToBlanket',
    cooking:
      'PigsInABlanket BlanketFortSnacks BlanketMovieNachos BlanketPicnicSpread CocoaUnderABlanket SnuggleSeasonSoup BakedBrieBlanket',
    travel:
      'BlanketStargazingTrip BlanketBackyardCampout OutdoorCinemaBlanket OneBlanketTenViews CarryABlanketUpAHill BlanketPicnicPitStop BeachBlanketBingo SunsetBlanketSpot',
    fashion:
      'BlanketScarfThreeWays BlanketSkirtTwist WearYourBlanketOut BlanketPonchoWrap CozyCouture BlanketBurritoToRunway BlanketToBallgown',
    wellness:
      'BlanketBurritoRest WeightedBlanketNap JournalUnderABlanket BlanketReadingNook CocoonInABlanket WrapUpAndUnwind BlanketBreathwork',
    music:
      'BlanketFortConcert BlanketLullaby BlanketBoothVocals StrumInABlanket UnderTheCoversSong BlanketBurritoBallad BlanketBeatbox',
    art: 'NoSewFleeceBlanket TieDyeABlanket DesignYourDreamBlanket PaperPatchworkBlanket BlanketOfMemoriesCollage BlanketStillLifeSketch BlanketFortBlueprint',
    tech: 'BlanketFortPhoneCinema HeatedBlanketTest BlanketLEDStarLights TechUnderTheCovers BlanketFoldHackVideo BlanketBurritoWFH DoesABlanketBlockWiFi',
    pet: 'PupInABlanket BlanketPeekaboo CatUnderTheBlanket BlanketNestDig NapTimeBlanketBuddies WhoStoleMyBlanket BlanketVanishAct',
    gaming:
      'BlanketFortGameNight HandheldUnderBlanket BlanketChessMatch BlanketHideAndSeek BlanketBurritoCoOp CardsOnTheBlanket BlanketMysteryBox',
  },
  'blanket fort': {
    dance:
      'BlanketFortShadowDance PillowFortGroove BlanketFortConga BlanketFortCapeTwirl SlumberPartyShuffle TuckedInTwoStep BlanketFortDisco GlowStickBlanketFort',
    fitness:
      'BlanketFortBearCrawl PillowFortObstacleCourse PlankUnderTheBlanketFort BlanketFortYoga CushionCarryRelay BlanketFortBurpeeBuild BlanketFortBootCamp DuckWalkBlanketFort',
    prank:
      'PillowFortTakeover BlanketFortAmbush BlanketFortHomecoming BlanketFortPassword NoGrownupsAllowed BlanketFortFullOfTeddies WakeUpInBlanketFort DoorwayBlanketFort',
    educational:
      'BlanketFortEngineering BlanketFortGeometry BlanketFortArchTest FortFactsByFlashlight BlanketFortStargazing PillowFortPhysics ReadAloudBlanketFort BlanketFortBridgeTest',
    cooking:
      'PigsInABlanketFort BlanketFortPicnic PillowFortPizzaNight BlanketFortSmoresDip BlanketFortCookieDunk BlanketFortMidnightFeast BlanketFortPopcornBar EdibleBlanketFort',
    travel:
      'PillowFortStaycation HotelRoomBlanketFort BlanketFortAirlines BlanketFortCampout BlanketFortAroundTheWorld BlanketFortPassport BackyardBlanketFort BeachBlanketFort',
    fashion:
      'BlanketFortCapeCouture BlanketFortFitCheck BlanketFortPajamaRunway FuzzySockLineup BlanketFortOnesies PillowFortLoungewear KnightOfBlanketFort BlanketFortSlipperSwap',
    wellness:
      'BlanketFortBookNook PillowFortCalmCorner BlanketFortNap BlanketFortJournaling UnwindInABlanketFort NoPhonesInTheFort GratitudeBlanketFort BlanketFortTeaTime',
    speed:
      'PillowFortStackRace BlanketFortTunnelCrawl BlanketFortFoldFaceOff PillowFortTakedown BeatTheBedtimeBell BlanketFortRelay TidyUpBlanketFort SixtySecondBlanketFort',
    music:
      'BlanketFortUnplugged BlanketFortLullaby PillowFortJamSession BlanketFortKazooBand FlashlightKaraoke BlanketFortWhisperSong BeatboxBlanketFort BlanketFortRadioShow',
    tech: 'BlanketFortCinema BlanketFortLEDStars PillowFortWalkies BlanketFortLightShow BlanketFortVideoCall BlanketFortIntruderCam TimelapseBlanketFort BlanketFortStopMotion',
    pet: 'CatTakesTheBlanketFort PillowFortPupNap BlanketFortDogGuard HamsterBlanketFort WhoFitsInTheBlanketFort FortPasswordIsWoof BlanketFortHideAndSeek BlanketFortTreatTrail',
    gaming:
      'LevelUpInABlanketFort BlanketFortFlashlightTag BlanketFortPillowFight BlanketFortTreasureHunt PillowFortTriviaNight BlanketFortBoardGames RivalBlanketForts BlanketFortCardTourney',
  },
  blender: {
    fitness:
      'BlenderPulseSquats BlenderTimerPlank LungeTillBlenderStops BlendAndBurn BurpeesUntilSmooth EarnYourBlenderShake BlenderBicepBlast',
    funny:
      'RateMyBlenderDisaster BlenderWakeUpCall BlenderLidOffDisaster TalkingOverTheBlender RoommateVsBlender BlenderNoiseAt6AM BlenderSoundImpression BlenderButtonConfusion',
    prank:
      'SneakySpinachBlender BlenderNoteSurprise BlenderGooglyEyes BlenderBreakfastInBed MysteryColorSmoothie BlenderSurpriseSmoothie BirthdayBlenderShake',
    educational:
      'BlenderVortexScience HowBlenderBladesWork WhyBlenderDrinksSplit WhoInventedTheBlender BlenderVsFoodProcessor MayoInTheBlender',
    travel:
      'BlenderSmoothiePassport PortableBlenderCamping BlenderJuiceBarCrawl BeachBlenderMocktail BlenderWithAView BlenderInMyCarryOn',
    fashion:
      'BlenderSmoothieFit BlenderOmbreOutfit BlenderColorNails BerryBlenderMakeup BlenderSmoothieOOTD BlendInOrStandOut',
    wellness:
      'BlenderMorningRitual MindfulBlenderMinute GreenBlenderReset BlenderFaceMaskDIY BlenderSmoothieStillness BlendThenBreathe',
    speed:
      'BlenderSmoothieRace BlenderCleanupIn60 BlenderPestoDash TagTeamBlenderRelay BlenderMilkshakeMinute BlenderIceCrushBlitz FastestBlenderSalsa',
    music:
      'BlenderBassline BlenderHumHarmony RemixTheBlender SingOverTheBlender BeatboxVsTheBlender DropTheBlend HighNoteBlenderDuet',
    art: 'BlenderPaperMaking BlenderSeedCards BlenderPulpSculpture BerryInkFromBlender BlenderSmoothieBowlArt FreezeFrameVortex FruitDyeBlenderPrints BeetrootBlenderPaint',
    tech: 'BlenderSlowMoVortex PortableBlenderTest BlenderWattageShowdown CheapVsProBlender AppPicksMyBlenderSmoothie QuietestBlenderQuest WhichBlenderButtonWins DecibelMeterBlender',
    pet: 'BlenderBoxCatFort BlenderBarkBites BlenderPlushFetch BlenderPumpkinDogTreats BlenderPupsicles PurrfectBlenderTreats BlenderBananaBites',
    gaming:
      'BlenderGuessTheFlavor BlenderBossBattle SmoothieShopBlenderSim BlenderFruitToss RememberTheBlenderOrder BlenderTriviaDuel BlenderBingoNight',
  },
  blizzard: {
    fitness:
      'SnowedInBootcamp BlizzardShovelSets BlizzardStairCircuit BlizzardBurpeeBlitz CabinFeverCardio BlizzardSnowAngelAbs BlizzardPlankHold',
    prank:
      'BlizzardSockSnowballs BlizzardSnowmanGreeter SnowedInScavengerHunt PaperSnowstormAmbush SecretSnowShovelHero SurpriseSnowedInFort BlizzardBreakfastInBed',
    educational:
      'HowBlizzardsForm BlizzardVsSnowstorm WhyWhiteoutsHappen PackABlizzardKit CatchABlizzardSnowflake MeasureBlizzardSnowfall BlizzardSurvivalQuiz',
    cooking:
      'SnowedInCinnamonRolls BlizzardPantryPizza BlizzardComfortStew BlizzardBakeathon CabinFeverCookies BlizzardCocoaBombs BlizzardSnowIceCream',
    travel:
      'AfterTheBlizzardWalk SledHillAfterTheBlizzard SnowGlobeTown SnowedInAtGrandmas BlizzardFreshTracks SnowedInStaycation BlizzardCityStroll',
    fashion:
      'BlizzardLayersFit BlizzardBalaclavaStyle SnowedInSweatsuitSlay BlizzardPufferFiveWays SnowedInPajamaChic BlizzardBootBattle BlizzardReadyRunway',
    wellness:
      'BlizzardReadingNest SnowedInSelfCare FallAsleepToTheBlizzard BlizzardHygge BlizzardDigitalDetox SnowfallMeditation BlizzardCandleHour',
    speed:
      'BlizzardShovelDash BlizzardFortBuildOff BlizzardBootsOnIn10 BlizzardSnowmanIn60 SnowedInSpeedrun BundleUpBlitz BlizzardCarBrushOff',
    music:
      'BlizzardHowlBeat BlizzardCabinJam WriteASnowedInSong CarolsWhileSnowedIn SnowedInSingAlong SnowstormSymphony BlizzardBalladOff',
    art: 'PaperSnowflakeBlizzard IcicleMacroPhotos BlizzardSnowGlobe SnowedInSketchbook BlizzardWindowArt SnowstormSilhouettes BlizzardInAJar',
    tech: 'BlizzardTimelapse BlizzardForecastFaceOff BlizzardRadarTracker SnowedInWifiHacks SnowstormSlowMo RecordTheBlizzardHowl SnowedInOnOnePercent',
    pet: 'BlizzardPawBooties BlizzardDogZoomies SnowstormPawPrintTrail SnowedInPetOlympics FirstSnowstormPuppy CatVsSnowstorm BlizzardBlanketBurrito',
    gaming:
      'BlizzardSurvivalLevel SnowedInCoOpNight PowerOutageCharades SnowedInBoardGameMarathon BlizzardJigsawRace SnowstormGoFishFaceOff BlizzardSnowballBullseye',
  },
  blue: {
    dance:
      'BlueSkyTwirl BlueSuedeShuffle BlueJeansBounce BlueDaBaDeeDance DanceInHeadToToeBlue MakeWavesInBlue',
    fitness:
      'BlueSkyRun BlueLineSprints BlueBandBurnout OnceInABlueMoonYoga BeatTheBlueMonday SquatForEveryBlueThing BluebirdBalance',
    funny:
      'AllBlueFoodDay BlueTongueReveal BlueHairDyeFiasco BlueScreenPanic FirstBlueCheeseBite BlueLipstickDare BlueFilterOnEverything MondayBluesSkit',
    prank:
      'BlueMilkSurprise SecretlyBluePancakes BlueStickyNoteWall EverythingBlueMorning IceCubesGoneBlue BlueOceanWaveAlarm BlueBalloonRoom',
    cooking:
      'BlueSmoothieBowl BlueberryEverything BlueVelvetCake ColorChangeBlueTea AllBlueDinnerDare BlueMermaidToast',
    travel:
      'PicnicUnderBlueSkies BlueOnlyScavengerWalk BlueDoorsPhotoWalk FindTheBluestLake BlueMuralHunt ChaseTheBlueHour BlueSkyBikeRide',
    fashion:
      'HeadToToeBlue BlueDenimFitCheck EveryShadeOfBlue BlueSuedeStrut SomethingBlueStyle DoubleBlueDenimDare',
    speed:
      'BlueItemsIn60 BlueCupSortRace BlueBlockTowerBlitz NameTenBlueThings PopTenBlueBalloons BlueSockSpeedMatch',
    music:
      'BluesGuitarRiff BlueMoonCover NameThatBlueSong BlueDaBaDeeRemix SingTheMondayBlues BlueCupSongChallenge KazooTheBlues',
    tech: 'BlueLightFilterTest BlueLEDGlowUp BlueSkyTimelapse BlueScreenRescue MakeMyPhoneBlue BlueToneEditGlowUp BluetoothPairRace',
    gaming:
      'RedVsBlueShowdown BuildInOnlyBlueBlocks BlueBalloonVolley CaptureTheBlueFlag SnapEveryBlueCard BlueThingsBingo',
  },
  blueberry: {
    dance:
      'BlueberryBounce BlueberryHillStroll RollLikeABlueberry BlueberryBucketBop BlueberryPieShimmy BlueberryPickAndPivot',
    fitness:
      'BlueberryPickingSquats BlueberryHillSprints BlueberryBucketCarry OneBlueberryPerRep BlueberryBootCamp AntioxidantAbs BlueberryLungeAndPick',
    funny:
      'LoneBlueberryMuffin BlueberrySommelier BlueberryVsBlackberry BlueberryTongueCheck TurningIntoABlueberry BlueberryBucketStillEmpty BlueberryStainDetective',
    prank:
      'BlueberryOrChocChip BlueberryPancakeSmile GrapesOrBlueberries BlueberryIceCubes BlueberryWakeUpTray BlueberrySurpriseMuffin',
    educational:
      'WhyBlueberriesAreBlue BlueberryJuicePHTest WildVsFarmedBlueberry BlueberryFloatOrSink WhyBlueberriesLookDusty IsABlueberryABerry BeesAndBlueberries',
    travel:
      'PickYourOwnBlueberries BlueberryFestivalTrip BlueberryPieCrawl WildBlueberryHike BlueberryPatchPicnic BestBlueberriesInTown',
    fashion:
      'BlueberryDyedTee BlueberryMilkNails DressInBlueberryBlue MakeBlueberryEarrings BlueberryLipStainLook BerryChicPicnicFit BlueberryBandanaTie',
    wellness:
      'SlowSipBlueberryTea BlueberryPickingCalm BlueberrySmoothieHabit GrowABlueberryBush BerryGoodMood BlueberryBrainBreakfast OneBlueberryMeditation',
    speed:
      'BlueberryPickRace BlueberryChopstickDash StackFiveBlueberries CountBlueberriesIn30 BlueberryStrawRelay BlueberryPintInAMinute',
    music:
      'SingBlueberryHill BlueberryShaker BlueberryJamSession PlayTheBlueberryBlues RhymeWithBlueberryRap BlueberryBeatbox',
    art: 'PaintWithBlueberryInk BlueberryStillLife BlueberryDotMosaic BlueberryTieDye SculptABlueberryPie BlueberryStampArt BlueberryCalligraphy',
    tech: 'BlueberryTimelapse ZoomInOnABlueberry BlueberryBlenderDuel AIBlueberryCounter BlueberrySplashInSlowMo BlueberryStopMotion',
    pet: 'BlueberryBandanaPose BlueberryPatchPortrait PetBlueberryCostume PawsInTheBlueberries DogTriesBlueberries PupCatchesABlueberry',
    gaming:
      'BlueberryFlickFootball BlueberryMatchThree GuessTheBlueberryCount DiceForBlueberries BlueberryCupPong RollABlueberryThroughMaze BlueberryTicTacToe',
  },
  'board game': {
    dance:
      'BoardGameVictoryDance DanceEveryBoardGameTurn BoardGameLoserDances BoardGameSpinnerTwirl BoardGameBoogie TabletopTwoStep DiceRollBoardGameJig MoonwalkBoardGameWin',
    fitness:
      'HumanSizedBoardGame SquatEveryBoardGameTurn BoardGamePenaltyReps RollForBurpees BoardGameWorkoutNight TabletopCircuit BoardGamePlankOff BoardGameLungeLadder',
    funny:
      'BoardGameThatNeverEnds BoardGameSoreLoser BoardGameBetrayals BoardGameHouseRules BoardGameTrashTalk TabletopDramaQueen GrandmaBoardGameShark BoardGameCheaterPOV',
    prank:
      'BoardGameFakeRule BoardGameFamilyFaces BoardGameDiceSwap BoardGameMysteryBox WhoHidTheBoardGamePiece BoardGameInviteScroll CandyBoardGameTokens SurpriseBoardGameNight',
    educational:
      'BoardGameProbability OldestBoardGameEver AncientBoardGameNight BoardGameBankerMath BoardGameStrategy101 DesignABoardGame BoardGameMapGeography BoardGameLogicPuzzle',
    cooking:
      'CharcuterieBoardGame BoardGameTileCookies BoardGameGingerbread BoardGameCake BoardGameDicePizza BoardGameSnackBar BoardGameChessBrownies BoardGameSushiNight',
    travel:
      'BoardGameCafeTour PackABoardGamePicnic CampfireBoardGameNight BoardGameInYourBackpack BoardGameAtEveryStop TabletopRoadTrip BeachBoardGameDay TrainRideBoardGame',
    fashion:
      'BoardGameTokenEarrings BoardGameNightFit BoardGameDiceNecklace WearYourBoardGamePiece TabletopCosplay BoardGameThemedLook DressAsABoardGame PlaidBoardGameOutfit',
    wellness:
      'BoardGameScreenFree BoardGameCoopCalm SoloBoardGameRitual BoardGameThankYouRound SlowSundayBoardGame TabletopUnplug BoardGameFamilyHour BoardGameLaughBreak',
    speed:
      'BoardGameOnAShotClock StackEveryBoardGamePiece BoardGameCleanupDash BoardGameRulesInMinute BoardGameSetupSprint TabletopSpeedRound FiveSecBoardGameTurns BoardGameShuffleRush',
    music:
      'BoardGameDiceShaker BoardGameThemeComposer DrumOnTheBoardGameBox BoardGameLoserSerenade BoardGameAnthem TabletopTavernSong RapTheBoardGameRules SingYourBoardGameTurn',
    art: 'PaintBoardGamePieces BoardGameBoxArtRedraw BoardGameCardSelfie HandDrawnBoardGame OldBoardGameUpcycle TabletopCardboardCity BoardGameTokenSculpt BoardGameSpinnerDIY',
    tech: 'PhoneKeepsBoardGameScore NoMoreSlowBoardGameTurns BoardGameRulesAI BoardGameDigitalVsReal BoardGameOverVideoCall BoardGameNightTimelapse ExplainABoardGameIn60 BoardGamePhoneSpinner',
    pet: 'CatSitsOnTheBoardGame BoardGamePuppyReferee HamsterRollsTheDice PetPicksTheBoardGame BoardGameTeamDog BoardGameBunnyCameo BoardGameKittyChaos BoardGamePawMove',
  },
  boardwalk: {
    dance:
      'BoardwalkBoogie PierSunsetShuffle BoardwalkSeagullStrut UnderTheBoardwalkDance LineDanceDownThePier BoardwalkCarouselTwirl BoardwalkBunnyHop',
    fitness:
      'BoardwalkSunriseJog BoardwalkStairSprints BoardwalkBenchDips PierPlankHold BoardwalkBikeCruise BoardwalkTenKSteps BoardwalkWalkingLunges',
    funny:
      'BoardwalkTaffyFaces BoardwalkFortuneTeller BoardwalkFunhouseMirrorMe PierSeagullStandoff NarrateTheBoardwalk BoardwalkClawNemesis BoardwalkPrizeDrama',
    prank:
      'BoardwalkPlushSeagull BoardwalkTaffyMystery BoardwalkFunnelCakeDrop BoardwalkNameOnRice BoardwalkPrizeSurprise PierPhotoBoothCameo BoardwalkTicketShower',
    educational:
      'HowBoardwalkPiersStand BoardwalkCarouselGears WhySeagullsSteal WhyPierTaffyStretches BoardwalkThenAndNow FirstBoardwalkEver BoardwalkTideWatch BoardwalkArcadeOdds',
    cooking:
      'BoardwalkFunnelCake BoardwalkLemonShakeUp BoardwalkZeppoles PierFriesFakeaway BoardwalkCornDogDuel PullYourOwnBoardwalkTaffy BringTheBoardwalkHome',
    fashion:
      'PierSunsetLook BoardwalkRetroSwimwear SailorStripesOnThePier BoardwalkRunway BoardwalkVintageGlam BoardwalkVisorAndShades BoardwalkBucketHat',
    wellness:
      'BoardwalkOceanBreath PierSunsetGratitude BoardwalkBenchJournal BoardwalkSunriseStroll OffSeasonBoardwalkCalm ListenToWavesFromThePier',
    speed:
      'BoardwalkSkeeBallBlitz BoardwalkWhackAMole BoardwalkRingTossIn30 BoardwalkTicketRush PierArcadeDash BoardwalkTaffyWrapRace BoardwalkFullLength',
    music:
      'BoardwalkBuskerJam PierSunsetSerenade UnderTheBoardwalkCover BoardwalkCarouselRemix BoardwalkArcadeBeats BoardwalkStreetChoir BoardwalkBarbershopDuo',
    art: 'PierPhotoWalk BoardwalkNeonNights BoardwalkCarouselSketch BoardwalkSelfCaricature BoardwalkDuskPainting VintageBoardwalkPoster BoardwalkChalkArt',
    tech: 'BoardwalkTimelapse PierPanoramaShot WavesUnderThePierSlowMo BoardwalkNightMode BoardwalkInOneHyperlapse ClawMachineSlowMo BoardwalkAudioTour',
    pet: 'BoardwalkPupPhotoShoot PierDogSunset BoardwalkPawHeatCheck PupsFirstBoardwalk BoardwalkKittyCruise BoardwalkPetParade',
    gaming:
      'BoardwalkPinballRun BoardwalkAirHockey SpendAllBoardwalkTickets BoardwalkBingoWalk PierArcadeHighScore SkeeBallChampion BoardwalkTicketGrind',
  },
  boat: {
    dance:
      'RowYourBoatDance RockTheBoat BoatCaptainSalute PaperBoatShuffle BoatDeckBoogie AnchorsAwayStomp PartyBoatTwist',
    fitness:
      'BoatDeckYoga BoatPoseHold RowTheBoatFromYourChair RowYourBoatSitUps AnchorsAweighPlank BoatPaddleSquats BoatDockStepUps',
    funny:
      'BoatCaptainImpression BoatDockingFail BoatSelfieVsWave BoatPoseOnDryLand BoatTourGuideVoice BoatyMcBoatfaceNames',
    prank:
      'PaperBoatMessage SurpriseBoatRide BoatRubberDuckFleet PirateBoatTakeover AhoyBoatBreakfast BoatCaptainForADay BoatInTheBathtub',
    educational:
      'HowBoatsFloat WhyBoatSailsCatchWind FoilBoatPennyTest LearnThreeBoatKnots BoatPortOrStarboard BoatFlagSignals',
    cooking:
      'WatermelonBoatBowl BoatCoolerSandwiches TacoBoatNight BananaBoatSplit ZucchiniBoatBake GravyBoatGlory BreadBoatDip',
    fashion:
      'BoatShoesLook BoatSailorCollarFit StripesOnABoat BoatDayGlam ShipShapeStyle BoatCaptainChic BoatNeckFiveWays',
    wellness:
      'BoatSunsetCalm BoatDayUnplug BoatStargazing DontRockTheBoat RowYourBoatGently DriftLikeABoat BoatDockDaydream',
    speed:
      'PaperBoatRace BoatKnotSpeedrun BoatLifeJacketDash BlowYourBoatHome FoldABoatIn30 FoilBoatPennyRace',
    music:
      'BoatSeaShanty BoatHornRemix BoatRowingRhythm RowYourBoatRound SingToTheBoatsGoingBy SailAwayBoatSong',
    art: 'DrawABoatInABottle BoatDriftwoodModel OneLineBoatDoodle DrawYourDreamBoat PaperBoatFleet PaintABoatAtSunset',
    tech: 'BoatGPSTest BoatWakeInSlowMo WaterproofCaseDunk WholeBoatRideIn60 PanoramaFromTheBoat WillItBeABoatDay MapYourBoatRoute',
    pet: 'DogOnABoat BoatCaptainKitty BoatPuppyLookout CatInACardboardBoat BoatFirstMateFido PetLifeJacketTryOn BoatDeckNap',
    gaming:
      'PaperBoatFlickGame BoatPirateTreasureHunt BoatCrewMutinyGame YouSankMyBoat BuildABoatSpeedrun NameThatFamousBoat BoatLifeSim',
  },
  boba: {
    dance:
      'BobaBounce BobaTapiocaTwist ShakeYourBoba BobaSipSway BobaStrawSpin BubbleTeaTwoStep ShimmyForBoba BobaCupHandJive',
    fitness:
      'EarnYourBoba BobaRunClub BobaCupCurls BobaPlankHold BobaPearlsForPushUps WalkToTheBobaShop BobaBikeRide BobaStairSprint',
    funny:
      'BobaStrawStabFail LastBobaPearlStruggle BobaOrderDebate BobaBrainFreeze BobaToppingOverload MyBobaBudgetReveal RateBobaLikeAChef GrandpaTriesBoba',
    prank:
      'SurpriseBobaRun BobaLookalikeCake BobaCupKindNote GuessTheirBobaOrder JellyBeanBoba BobaGiftCardSurprise BobaDoorstepDrop BobaEggHunt',
    educational:
      'HowBobaPearlsAreMade WhyBobaIsChewy BobaBornInTaiwan BobaFromCassavaRoot BobaTeaTypesQuiz BobaScience BobaSugarMath BobaStrawPhysics',
    travel:
      'BobaShopCrawl DetourForBoba SipBobaAtTheViewpoint FillYourBobaPunchCard BobaSunsetStroll HuntTheBestBoba RateEveryBobaInTown ChinatownBobaWalk',
    fashion:
      'MatchYourBobaOutfit BobaMilkTeaTones BobaEarrings BobaPlushieBag BobaRunFitCheck BobaBrownSugarOOTD BobaCharmBracelet BobaNailArt',
    speed:
      'BobaOrderSpeedrun BobaPearlChopstickRace BobaPearlRollBlitz BobaLidQuickDraw HomemadeBobaIn10 OrderBobaInFiveSeconds StackTheBobaCups BobaStrawPunch',
    music:
      'BobaCupShaker BobaShopLofi BobaSlurpBeat BobaTapiocaASMR BubbleTeaBallad KpopBobaCover BobaStrawFlute RapYourBobaOrder',
    art: 'BobaKawaiiDoodle BobaClayCharm SketchYourBobaOrder PaintWithBobaTea BobaPearlDotArt DesignABobaSticker PixelArtBoba BobaCupUpcycleArt',
    tech: 'BobaAppSecretMenu BobaProductShoot BobaBlenderShowdown TrackMyBobaSpend AIRatesMyBoba BobaSlowMoDrop MapEveryBobaShop BobaPearlStopMotion',
    pet: 'BobaBandanaPup BobaSqueakyToy BobaPlushFetch CatVsBobaStraw BobaCupHamsterHideout BobaDateWithMyDog BobaCupKittyBed BobaSnuffleMat',
    gaming:
      'BobaShopSim BobaPearlStackGame BobaOrderRush BobaMatchThePearls BobaAndBoardGames BobaTycoon CupPongWithBoba BobaDrawAndGuessNight',
  },
  book: {
    fitness:
      'BookBalanceWalk HardcoverBookCurls BookStackSquats AudiobookStepGoal BookRepsPerChapter BookwormBurpees',
    funny:
      'BookClubNoOneRead JudgeABookByItsCover DramaticBookReading BookwormProblems BookPlotTwistReaction OneMoreChapterLie SummarizeABookBadly',
    prank:
      'BlindDateWithABook LeaveABookOnTheBus BookCoverSwitcheroo BookmarkCompliments BackwardsBookshelf BookNoteInChapterOne BookFairyDrop',
    cooking:
      'CookABookScene BookCoverCake PictureBookPancakes RecipeFromANovel EatLikeABookCharacter SnacksThatMatchTheBook BookishBakeOff',
    travel:
      'BookstoreCrawl BookAndBlanketPicnic BuyABookOnEveryTrip BookshopPassport NovelDestinations LittleFreeLibraryBookHunt',
    fashion:
      'BookCoverMatchFit DressAsABookCharacter BookClubLook WhatsInMyBookTote BookwormChic BookToLookChallenge',
    speed:
      'BookStackingRace BookDominoes OneMinuteBookPitch ReadAPictureBookIn60 BookSpeedDating AlphabetizeBooksIn60',
    art: 'BookSpinePoetry BookCoverRedesign FoldedBookArt BlackoutABookPage StoryInAShoebox DrawYourBookCharacter DIYBookendBuild',
    tech: 'ScanMyBookshelf EReaderVsRealBook AudiobookAt2x BookLightShowdown CanAIJudgeABookCover BookTokAlgorithmTest',
    gaming:
      'BookTriviaNight BookCharades FirstLineBookGuess BookVsVideoGame BookChooseYourPath BookwormBingo',
  },
  bookshelf: {
    funny:
      'RateMyBookshelf BookshelfTourLikeAMuseum BookshelfDominoFail ToBeReadTowerReveal UnreadBooksConfession VideoCallBookcaseBackdrop JudgeMeByMyBookshelf',
    prank:
      'UpsideDownBookshelf BookshelfCoverSwap BookshelfHiddenGnome BookshelfRainbowRedo BookshelfLoveNotes BookshelfSpinesInward FakeBookshelfTitles',
    cooking:
      'BakeFromTheBookshelf BookshelfStorybookFeast NovelNightSnacks CookTheBooks MadHatterTeaParty BookshelfCookbookDare BookshelfBrunch',
    travel:
      'LittleFreeBookshelfHunt ReadTheWorldBookshelf BookshelfCafeStop BookstoreCrawl FillABookshelfOnTheRoad GetLostInTheBookcases BookshelfPassport',
    fashion:
      'MatchABookshelfSpine BookshelfCardiganLayers DressLikeYourBookshelf BookshelfColorFit BooksmartChic BookcaseAccessories BookshelfToRunway',
    wellness:
      'TenPagesFromMyBookshelf BookshelfPoetryPause BookshelfDeclutter BookshelfComfortReads BookcaseNookReset ReadsThatHugYou BookshelfSlowMorning',
    speed:
      'FindThatTitleFast BookshelfRainbowIn60 SpinePoetryTimer AlphabetizeYourBookshelf FlatPackBookcaseRace BookshelfDominoDash BookshelfTidyBlitz',
    music:
      'BookshelfSongTitles BookshelfLullaby BookshelfPageFlipASMR BookshelfDrumSolo BookshelfSoundtrackSwap LibraryWhisperCover BookshelfOpenMic',
    art: 'PaintYourBookshelf MiniBookshelfDiorama BookshelfMakeoverReveal BookshelfCoverRedesign BookshelfFoldedBookArt ShelfieStillLife SketchYourBookshelf',
    tech: 'ScanYourBookshelf EReaderVsBookshelf BookshelfLEDGlow AIRatesMyBookshelf BookshelfStatsRevealed BookshelfReorgTimelapse',
    pet: 'CatInTheBookshelf PetPicksTheNextRead BookshelfStoryTimePup KittenVsBookshelf BookshelfReadingDog BookshelfPeekaboo BookshelfPerchPortrait',
    gaming:
      'BookshelfPuzzleRoom GuessTheBookshelfOwner BookshelfClueHunt BookshelfTabletopNight BookshelfBlindPick BookshelfHideAndSeek BookshelfScavengerRace',
  },
  bookstore: {
    fitness:
      'BookstoreToteCarry BookstoreLowShelfSquat BookstoreHaulCurls CycleToTheBookstore DeadliftYourBookstoreHaul WalkToTheBookstore BookstoreBalanceAct',
    prank:
      'BookstoreBlindDateBook BookstoreBookmarkNote BookstorePayItForward BookshopSpoilerBluff GiftCardInAClassic BookstoreMysteryBookGift SecretBookstoreSanta',
    cooking:
      'BookstoreScones BookstoreNovelDish BookshopCafeLatte TeaPartyAtTheBookstore CookTheCoverRecipe BookstoreCookbookDare BookstoreBrownieBake',
    travel:
      'BookstoreCrawl BookstoreRoadTrip HiddenBookshopHunt BookstoreInEveryCity OldestBookstoreNearMe BookshopHopByTrain BookstorePassport',
    fashion:
      'BookstoreFitCheck BookstoreCardiganLook BookstoreToteStyling DarkAcademiaBookstore BookwormBlazer MatchTheBookstoreShelf BookshopWindowOutfit',
    wellness:
      'BookstoreSoloDate BookstoreQuietHour BookstoreArmchairRead SlowBookshopSunday LostInTheStacks BookstoreShelfCare PhoneFreeBookstore',
    speed:
      'BookstoreTitleHunt BookstoreBudgetBlitz TenMinuteBookstoreHaul AToZBookstoreRace BookstoreRainbowSprint JudgeByCoverSpeedrun BookstoreBeatTheClock',
    music:
      'BookstoreAcousticSet BookstoreJazzAfternoon PageTurnBookstoreBeat BookshopOpenMic SingTheBookstoreSpines BookshopWhisperKaraoke BookstoreBallad',
    art: 'BookstoreSketchWalk BookstoreCoverRedesign MiniBookstoreDiorama DrawYourDreamBookstore BookstoreSpinePoetry RedesignTheBookshopWindow BookstoreWatercolor',
    tech: 'BookstoreBarcodeScan EReaderVsBookstore AIPicksMyBookstoreRead BookshopTBRTracker BookstoreVsAlgorithm BookstoreHaulTimelapse',
    pet: 'DogFriendlyBookstore BookstoreResidentKitty BookstorePuppyBrowse BookshopPetVisit BookstoreCatSupervisor TailsAndTalesHour BookstoreBuddyWalk',
    gaming:
      'BookstoreTabletopHaul GuessTheBookshopGenre BookshopWhodunitHunt BookshopTriviaDuel ClueInTheStacks BookstoreBingoCard GuessTheBookstorePrice',
  },
  boomerang: {
    dance:
      'BoomerangSpin BoomerangCatchPose BoomerangLoopDance BoomerangMoonwalk BoomerangComeBackBoogie ReturnToTheRhythm BoomerangBounce RewindTheBoomerang',
    fitness:
      'BoomerangCatchDrill BoomerangCoreTwists BoomerangFieldSprints SquatTillBoomerangReturns BoomerangThrowLunges OutAndBackBurpees ShuttleRunBoomerang BoomerangBearCrawl',
    funny:
      'BoomerangNeverCameBack WaitForItBoomerang BoomerangDuckReflex BoomerangTreeStuck MyExIsABoomerang HowNotToThrowABoomerang BoomerangCatchCelebration BoomerangSportscast',
    prank:
      'BoomerangAlwaysComesBack BoomerangGiftSwap BoomerangReturnToSender BoomerangNoteSurprise TheBoomerangMug BoomerangSockSaga BoomerangRegift BoomerangBalloon',
    cooking:
      'BoomerangCookies BoomerangShapedPretzels BoomerangCroissant BananaBoomerangSplit AnzacBoomerangs BoomerangBBQSkewers BoomerangPavlova BoomerangLamingtons',
    travel:
      'BoomerangBeachThrow BoomerangRoadTripStops BoomerangFieldDay FindABoomerangInAMuseum PackABoomerangForTheTrip ThereAndBackBoomerang OneBoomerangTenParks BoomerangHilltopThrow',
    fashion:
      'BoomerangComebackFit Y2KBoomerangStyle BoomerangEarringsDIY BoomerangRetroPattern BoomerangSunHat BoomerangVideoOOTD MidCenturyBoomerang BoomerangPrintDress',
    wellness:
      'BoomerangKindness BoomerangComesBackAround BoomerangPatience BoomerangGratitude LetGoAndItReturns BoomerangBreathwork MindfulBoomerang BoomerangSmileChain',
    speed:
      'FastestBoomerangReturn BoomerangCatchStreak BoomerangRelay RaceYourBoomerang BoomerangPerfectTen BoomerangBlitz BoomerangTargetTime BoomerangDuel',
    music:
      'BoomerangClapSticks BoomerangWhooshBeat BoomerangCallAndReturn BoomerangEchoSong BoomerangWhistleTune SingItBackBoomerang BoomerangSingInRounds BoomerangRhymeBattle',
    art: 'BoomerangLightTrail PaintedBoomerang BoomerangDotPainting PaperBoomerangFold BoomerangFlightPathPhoto DesignYourBoomerang BoomerangStencil BoomerangPopsicleCraft',
    tech: 'LoopYourDayInBoomerangs BoomerangSlowMo TimeYourBoomerangFlight PerfectBoomerangLoop BoomerangVsDeskFan BoomerangStopMotion BoomerangPhoneTracking ReverseBoomerangMagic',
    pet: 'SoftBoomerangFetch BoomerangPlushToss BoomerangPuppyRecall TheCatCameBack BoomerangZoomies FrisbeeOrBoomerang BoomerangBallDrop BoomerangBoopTrick',
    gaming:
      'BoomerangOnlyRun BoomerangTrickShot BoomerangBossBattle BoomerangCatchLeague BoomerangBullseye BoomerangHorseGame BoomerangPointsZone BoomerangKnockdown',
  },
  boot: {
    fitness:
      'HikingBootMiles SnowBootSquats BootBackpackMarch LaceUpBootLunges BootCampForReal StairsInWorkBoots',
    funny:
      'BootPullOffStruggle BootStuckInMud BootsOnWrongFeet DadTriesCowboyBoots SockEatingBoots RainBootsVsPuddle WalkingInNewBoots',
    prank:
      'SantaBootprintTrail StNicholasBootFill BootGooglyEyes FlowersInTheBoot BootFullOfBalloons BootRainbowLaceSwap SneakyBootWarmer',
    cooking:
      'CowboyBootCake RainBootCupcakes GingerbreadBoots BootOfItalyPizza BootScootinBrownies BootShapedCookies BootMugChili',
    travel:
      'BootsOnTheTrail WhereMyBootsHaveBeen MuddyBootsSummit BootScootToTheFair BootsMadeForWalking BootSelfieEveryStop BootsOnNewGround BootShopHop',
    wellness:
      'CozyBootAutumnWalk BootShineMeditation PuddleStompInBoots KickOffYourBoots SoleSoothingSoak WarmBootsWoolSocks BootsOffSlippersOn',
    music:
      'BootStompBeat BootBuckleJingle HonkyTonkBootCover RainBootsDrumline BootsAndCatsRemix MarchingBootsRhythm WalkingBootsWaltz',
    art: 'PaintedRainBoots OldBootPlanter GiveYourBootsAFace CustomizeYourBoots BootTreadPrints BedazzleTheBoots SketchYourBoots',
    tech: 'WalkInMyBootsTimelapse BootStepTracker SlowMoBootStomp HeatedBootInsoles RecordYourBootSqueak DoMyBootsLeakTest BootSizeScanApp BootVirtualTryOn',
    pet: 'DogBootsFirstSteps CatInMyBoot PuppyBootieStrut WhoChewedMyBoot PawsInBoots WinterBootWaddle KittyBootSniffTest PetBootsTryOn',
    gaming:
      'WellyBootToss RingTossOnYourBoots BootHideAndSeek MatchTheBootPairs BootOddOneOut BootScavengerHunt BootHopscotch',
  },
  bored: {
    dance:
      'BoredCouchToDanceFloor BoredMopShuffle BoredInventAMove BoredomBoogie BoredNothingToDoTwoStep BoredChairChoreo SoBoredIDidTheRobot',
    prank:
      'BoredGooglyEyeAttack BoredHiddenCompliments BoredFridgeFoodFaces SoBoredIGiftWrappedIt BoredStickyNoteMosaic MiniDuckHideAndSeek BoredSockPuppetWakeUp',
    cooking:
      'BoredPantryChallenge BoredMugCake BoredFridgeRemix BoredCookiesFromScratch BoredomBakeOff SoBoredIMadePasta',
    travel:
      'BoredBusToAnywhere BoredMapDartPick BoredTouristAtHome SoBoredIWalkedToTown CoinFlipAdventure BoredomBustingDayTrip',
    fashion:
      'BoredClosetRemix BoredDressUp BoredOneColorOutfit BoredButBougie TooBoredForSweats BoredFashionShowForOne',
    wellness:
      'EmbraceTheBoredom BoredCloudWatching BoredDoNothingHour LetYourselfBeBored BoredJournalPrompts BoredCeilingStare BoredWalkNoPhone',
    speed:
      'BoredMinuteToWin BoredDeckSortDash BoredSockPairSprint BoredTidyUpBlitz BoredCupStackRace BoredBeatYourRecord SoBoredITimedIt',
    music:
      'BoredKitchenBand BoredKazooConcert BoredRubberBandGuitar BoredomBlues BoredBeatbox BoredCupSong SoBoredIWroteASong',
    art: 'BoredBlindfoldDrawing BoredBottleCapMosaic BoredPaperCraftZoo DoodleYourBoredom SoBoredIPaintedIt CeilingViewSketch',
    tech: 'BoredWallpaperGlowUp BoredOldPhoneRevive SpreadsheetPixelArt BoredPhoneFilterFaces ImBoredAskTheAI BoredSelfieToMoviePoster BoredStopMotionShort',
    pet: 'BoredCatBoxFort BoredPuppyNewTrick BoredPetObstacleCourse BoredomBusterPuzzle WhenMyDogIsBored BoredDogSnuffleMat BoredPetTalentShow',
    gaming:
      'BoredRetroGameRun BoredSolitaireStreak BoredPaperDiceRPG BoredomHideAndSeek CheckmateWhenBored BoredInventAGame',
  },
  boss: {
    dance:
      'BossMoves BossLeadsTheConga BossCubicleShuffle DanceLikeABoss ManagerMoonwalk BossWalksInFreeze',
    prank:
      'BossMugGooglyEyes BossCardboardCutout BossCubicleGiftWrap BossDeskBalloons BossThankYouWall BeTheBossForADay ThroneForTheBoss',
    educational:
      'AskTheBoss WhatMyFirstBossTaughtMe AskYourBossForARaise NegotiateLikeABoss BossBuzzwordQuiz ManagerMythsBusted BossSpeakTranslated',
    cooking:
      'BossBakesForTheTeam CookLikeABoss BossDonutTower BossLevelBrownies BossBirthdayCake BossPotluckShowdown BossMakesTheCoffee',
    travel:
      'BossOnVacation PackLikeTheBoss TourYourTownLikeABoss BossLevelCommute SouvenirForTheBoss OutOfOfficeOdyssey PostcardToTheBoss',
    fashion:
      'BossFitCheck DressLikeTheBoss BossCasualFriday BossBlazerFiveWays BossPowerSuitStrut BossBusinessOnTop BossVsInternOutfit',
    wellness:
      'CalmLikeABoss BossNoEmailEvening BossLunchWalkReset BossOfMyBoundaries ThankYourManager StretchLikeTheBossIsOut BossLevelBedtime',
    speed:
      'BossWalkInCleanup BeatTheBossDeadline BossInboxZeroRace BossRushRelay BossSlideDeckSprint ElevatorPitchToBoss BossKeyReflexTest',
    music:
      'BossThemeSong BossStaplerDrumSolo BossKaraokeNight LikeABossRemix ManagerMashup SpreadsheetSymphony SingTheBossMemo',
    art: 'BossStickyNoteMural BossPaperclipSculpture BossCaricatureCard SketchTheBoss WorldsBestBossMug BossLevelDoodles BossPopArtPortrait',
    tech: 'BossMutedOnTheCall BossShortcutKeyDuel BossTriesTheApp BossLevelSetup ManagerVsTheAI BossAutoReplyFails AIPlaysTheBoss',
    gaming:
      'FinalBossFirstTry BossRushMode BeatTheBossNoHits OfficeBossFight DeadlineBossBattle ManagerVsInternGameNight',
  },
  'bottle flip': {
    dance:
      'LandItThenDance BottleFlipCapShimmy BottleFlipVictoryPose BottleFlipOnTheBeat WaterBottleFlipWaltz BottleFlipBoogie BottleFlipFloss',
    fitness:
      'MissABottleFlipDoTen BottleFlipBurpees BottleFlipSquats PlankTillBottleFlipLands BottleFlipLungeLine BottleFlipCurlCombo BottleFlipSitups',
    funny:
      'DramaticBottleFlip BottleFlipCommentator BottleFlip1000Tries BottleFlipFails OverTheTopCelebration DadAttemptsBottleFlip BottleFlipTalentShow',
    prank:
      'BottleFlipSecretTape BottleFlipMagnetTrick BottleFlipFakeOut FrozenBottleFlip BottleFlipCameraTrick BottleFlipSwitcheroo BottleFlipTrophyGift',
    educational:
      'WhyBottleFlipsLand HowMuchWaterToFlip BottleFlipProbability BottleFlipMomentum BottleFlipPhysics BottleFlipCenterOfMass BottleFlipFillLevelLab',
    cooking:
      'SyrupBottleFlip FlipThePancake BottleFlipSaladDressing KetchupBottleFlip HoneyBearBottleFlip SaltShakerTrickShot BottleFlipSmoothieShake',
    travel:
      'BottleFlipEveryStop BottleFlipAtLandmarks HotelRoomBottleFlip BottleFlipWithAView BottleFlipBusStop BottleFlipOnTheTrain BottleFlipPassport',
    fashion:
      'BottleFlipMatchMyKicks BottleFlipFitCheck BottleFlipTeamJersey BottleFlipStickerGlowUp BottleFlipInASuit BucketHatTrickShot BottleFlipInHeels',
    wellness:
      'HydrateThenFlip SipAfterEveryLanding BottleFlipFocus BottleFlipRefillStreak BottleFlipPatience EightBottlesADay BottleFlipBreathFirst',
    music:
      'BottleFlipXylophone BottleFlipDrumFill BottleFlipBeatboxCombo BottleFlipOnTheDrop BottleFlipThenBlowATune BottleFlipMetronome',
    art: 'BottleFlipStopMotion PaintYourBottleFlipHero BottleFlipFreezeFrame GlitterBottleFlipJar BottleFlipLabelDesign TraceTheBottleFlipArc BottleFlipComicPanel',
    tech: 'BottleFlipSuperSlowMo BottleFlipAppVsReal BottleFlipMovieTrailer BottleFlipInstantReplay AICoachesMyBottleFlip BottleFlipStreakCounter BottleFlipMultiAngle',
    pet: 'CatVsBottleFlip DogBottleFlipReaction BottleFlipKittenSwat PetCheersMyBottleFlip BottleFlipParrotStare BottleFlipPetHeadTilt BottleFlipTreatReward',
    gaming:
      'BottleFlipHORSE BottleFlipBracket BottleFlipTrickShots FlipItHighScore BottleFlipOntoTargets WaterBottleFlipLeague BottleFlipBingoBoard',
  },
  bowling: {
    funny:
      'BowlingBodyLanguage BowlingSlowRollDrama WorstBowlingFormEver BumperLaneChampion GutterBallGlory BowlingShoeRegret BowlingPinPOV',
    prank:
      'BowlingScreenNameSwap BowlingScoreboardNote BirthdayBowlingAmbush SurpriseBowlingNight BumpersUpForDad BowlingStrangerCheers GooglyEyeBowlingBall',
    educational:
      'BowlingScoringQuiz BowlingBallWeightGuide AncientEgyptBowling HowBowlingPinsReset WhyIsItCalledATurkey BowlingHookPhysics InsideABowlingBall',
    cooking:
      'BowlingPinCookies BowlingBallCake CosmicBowlingCupcakes TenFramePizza BowlingSpareRibs BowlingAlleyNachos BowlingBananaSplit',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryTown BowlingWithTheLocals BowlingPitStopStrike BowlingAlleyCrawl VacationBowlingRematch LawnBowlingLocals',
    fashion:
      'BowlingShirtFitCheck BowlingShoeStyle RetroBowlingTeamTees BowlingLeagueOutfit DressedToStrike BowlingBagAsPurse BowlingAlleyRunway',
    wellness:
      'BowlingBreatheAndRoll BowlingFriendsCatchup BowlingFamilyNight CelebrateEverySpare BowlingGutterGrace BowlingWithoutScores BowlingPhoneFreeGame',
    speed:
      'BowlingSpeedGun HomeBowlingBlitz BowlingBallReturnRace TenFramesFiveMinutes BowlingPinSetRace FastestBowlingTurkey BowlingShoeDash',
    music:
      'BowlingLaneDrumroll BowlingAlleyJukebox BowlingBallBassline PinCrashBowlingRemix RockAndBowl BowlingStrikeUpTheBand BowlingBeatboxBattle',
    art: 'BowlingPinPainting RetroBowlingPoster VintageLaneStillLife UpcycledBowlingBall BowlingPinDoodles SketchTheSplit DesignYourBowlingShoe',
    tech: 'BowlingSlowMoRelease TrackEveryBowlingFrame BowlingInstantReplay BowlingScoreSpreadsheet VideoGameVsRealBowling ClockMyBowlingSpeed BowlingStopMotion',
    pet: 'CatBowlingKnockdown DogBowlingBuddy HamsterBowlingAlley TeachPuppyBowling TenPinTabby BowlingPawStrike BowlingForTreats',
    gaming:
      'LivingRoomBowlingCup HomemadeBowlingSet BowlingPerfectGameRun BowlingBracketTourney BowlingChasing300 BowlingTurkeyHunt BeatMyBowlingScore',
  },
  boxing: {
    funny:
      'BoxingCornerCoachSkit BoxingMyOwnShadow BoxingTrainingMontage BoxingIntroForChores BoxingStareDown BoxingRefImpression SlowMoBoxingMatch',
    prank:
      'BoxingBellWakeUp BoxingPosterOfYou BoxingRobeDelivery BoxingGloveHighFive EntranceMusicAmbush BoxingRingIntroAtDinner BoxingBeltSurprise',
    educational:
      'BoxingPunchPhysics AncientOlympicBoxing HowBoxingGlovesWork JudgeTheBoxingRound FlyweightToHeavyweight WhoWroteBoxingsRules NameThatBoxingLegend',
    cooking:
      'BoxingGloveCookies BoxingDayLeftovers BoxingChampBreakfast PostBoxingSmoothie FightNightNachos BoxingPunchBowl BoxingBellBakeOff',
    travel:
      'BoxingGymOnVacation BoxingInTheParkAtDawn BoxingLocalFightNight BoxingMatchRoadTrip BoxingGymPassport BoxingChampStepsRun',
    speed:
      'BoxingSpeedBag BoxingComboBlitz BoxingPunchCount ShadowboxingSprint HandWrapCountdown Boxing100JabsIn60 BeatTheBoxingBell',
    music:
      'BoxingWalkoutSong SpeedBagBoxingRhythm BoxingBellDrumline ShadowboxingBeats BoxingComboToTheBeat WriteYourBoxingAnthem BoxingGloveDrumSolo',
    tech: 'BoxingSlowMo BoxingWithMyPhoneCoach CountYourBoxingPunches BoxingFormBeforeAndAfter BoxingHeartRateReveal ThreeMinuteBoxingRounds BoxingReflexBattle',
    pet: 'KittenBoxingPaws CatJudgesMyBoxing BoxerDogBoxing BoxingPuppyMitts PurrweightChamp FloatLikeAFurball PetBoxingCommentary',
    gaming:
      'BoxingGameNoHitRun MotionBoxingFaceOff BalloonBoxingBout ArcadeBoxingHighScore KnockoutKingBracket KOTheFinalBoss BeatMyBoxingStreak',
  },
  boyfriend: {
    dance:
      'BoyfriendLearnsMyDance HubbyHipHopHour BoyfriendDipFinale BoyfriendTriesChoreo TwoStepDateNight BoyfriendInSync BoyfriendBoogieBattle',
    fitness:
      'BoyfriendPushUpKiss DateNightRunClub HubbyPlankOff BoyfriendAsMyWeights BoyfriendPartnerSquats BoyfriendSwoleMate OutlastMyBoyfriend',
    prank:
      'BoyfriendHoodieSwap DressedAsMyBoyfriend HubbySurpriseBreakfast FlowersForMyBoyfriend LoveNotesInHisPockets BoyfriendPhotoAmbush BoyfriendShirtBrunch',
    educational:
      'BoyfriendTeachesMe HubbyExplainsHisHobby BoyfriendLanguageSwap HusbandHistoryHour BoyfriendVsMeSpellingBee HowWellDoesMyBFKnowMe BoyfriendLearnsMauve',
    cooking:
      'BoyfriendTasteTest BoyfriendBakesACake RecreateOurFirstMeal BoyfriendPastaFromScratch HubbyBrunchAttempt HusbandFollowsMyRecipe BoyfriendMysteryBox',
    travel:
      'HubbyTakesMyTravelPics BoyfriendPlansTheTrip ShowHimMyHometown BoyfriendPicksTheCafe BoyfriendMysteryDayTrip HubbyNavigatesNoGPS PackForMyBoyfriend',
    wellness:
      'BoyfriendFaceMaskSpa HubbyTriesYoga BoyfriendWalkAndTalk BoyfriendPhoneFreeHour BoyfriendGratitudeList MeditateWithMyHusband BoyfriendHandMassage',
    speed:
      'BoyfriendBraidsIn60 BoyfriendGetReadyRace HubbyWrapsAGiftFast HusbandGroceryDash BoyfriendLaundryFoldOff BoyfriendSetsAPicnicIn5 DressMyBoyfriendSprint',
    music:
      'BoyfriendSerenade BoyfriendGuessTheLyric HubbyHarmonizes BoyfriendSingsMyPlaylist DuetWithMyHusband OurAnniversaryTune BoyfriendBeatboxBattle',
    art: 'BoyfriendDrawsMe BoyfriendPaintsMyNails HubbyClayDateNight HusbandPhotoshootsMe BoyfriendPaintNight SketchEachOtherBlind BoyfriendTShirtDesign',
    tech: 'BoyfriendSetsUpMyPhone BoyfriendPhotoAngles BoyfriendTransitionEdit HubbyScreenTimeReveal BoyfriendTechSupport SharedLocationDrama BoyfriendExplainsAnApp',
    pet: 'PetPicksBoyfriendOrMe CatIgnoresBoyfriend KittenClaimsHubbysLap DogMeetsMyBoyfriend HubbyAloneWithPuppy CuddlePileChallenge BoyfriendPupTwinning',
  },
  braces: {
    dance:
      'BracesOffDance BracesOnBoogie BracesGrinGroove FlashYourBraces BracesSmileShuffle BracesColorDanceOff BraceFaceShimmy BracesWiggleWars',
    prank:
      'BracesColorSurprise FakeBracesReveal BracesOffBanner BracesCarePackage BracesSmileSquad BracesSoftSnackSwap BracesOffConfetti BracesBalloonDoor',
    educational:
      'HowBracesMoveTeeth BracesTimelapse BracesThroughTheAges BracesVsAligners BracesMythOrFact BracesFAQIn60Seconds BracesBoneBiology WhoInventedBraces',
    cooking:
      'BracesSmoothieBowl BracesProofBrownies BracesPastaNight BracesBananaBread BracesTighteningSoup BracesNoCrunchDessert BracesBakeOff MilkshakeForBraces',
    travel:
      'BracesOffGetaway PackYourBracesKit SmileAtEveryLandmark BracesBrushOnTheGo BracesStreetFoodTest BracesOffTripCountdown BracesPassportPhoto BracesRoadTripSnacks',
    fashion:
      'BracesBandColorMatch BracesFitCheck BracesLipstickShades BracesOffGlowUp BlingMyBraces BracesAreTheAccessory PictureDayBraces BracesTeamSpirit',
    wellness:
      'EmbraceYourBraces SmileWithBraces BracesCountdownJournal BracesGratitudeList BracesTighteningTLC BracesSoftFoodSelfCare BracesPepTalk BracesMirrorMantra',
    speed:
      'BracesOffCountdown BracesBrushRace BeatTheBracesClock BracesThreaderBlitz FastestBracesFlossing BracesBandSwapIn30 BracesTongueTwisters BracesAlphabetDash',
    music:
      'BracesOffAnthem BracesBeatbox WhistleThroughBraces BracesKaraokeNight SingThroughYourBraces BracesRubberBandRiff LipSyncInBraces KazooWithBraces',
    art: 'BracesBeforeAndAfter DoodleYourBraces SculptABracesSmile BracesComicStrip RubberBandBracelets BracesSmileMosaic BracesSelfPortrait BracesBeadArt',
    tech: 'BracesAlarmForEveryMeal TrackMyBraces AlignersVsBraces BracesWaterFlosserTest AIBracesSmilePreview BracesElectricBrushTest BracesFaceFilter BracesSelfieTimelapse',
    pet: 'PetReactsToMyBraces PuppyTeethVsBraces BracesOffCatReveal BracesKittenStare DogChecksMyBraces BracesBrushingBuddyPup BracesToothbrushTwins BracesPawHighFive',
    gaming:
      'BracesColorSpinner BracesTriviaNight GiveYourAvatarBraces BracesSideQuest BracesWaitingRoomBingo TighteningDayBoss BracesPowerUp BracesCharades',
  },
  braid: {
    dance:
      'BraidSwingDance BraidWhipChoreo BraidHeadTossStep CrownBraidCurtsy BraidedPigtailBounce BraidFlipFreestyle BraidedHipHop',
    fitness:
      'DoesMyBraidSurviveHIIT BraidBoxingRounds BraidJumpRopeTest BraidsStayInBurpees UpsideDownBraidYoga GymReadyBraids BraidingIsArmDay',
    funny:
      'BraidByMyDad BraidBlindfolded BraidWithMittens BraidOneHanded TheBraidThatWasnt GrandpaLearnsToBraid',
    prank:
      'BraidTwinDay BraidWhileTheyNap BraidGiantYarnWig BraidRibbonsOnTheBike SurpriseFishtailBraid SneakyBraidMakeover BraidedShoelaceSwap',
    educational:
      'BraidMath HowBraidsHold BraidsAcrossCultures BraidRopeEngineering WhyThreeStrandsWork BraidedCornrowHistory BraidedRiverScience',
    cooking:
      'BraidedCinnamonLoaf BraidChallahBake BraidPretzelTwist HolidayBraidWreath BraidedFishtailPastry BraidedGarlicKnots BraidingBreadsticks',
    travel:
      'BraidEachOtherOnTheTrain BeachBraidDiary BraidFestivalCampout BraidsThatSurviveATrip BraidsForTheFlight RoadTripBraidSwap VikingBraidsHike',
    wellness:
      'BraidingMeditation BraidNightRoutine BraidYourWorriesAway BraidScalpCare BreatheInBraidOut SiblingBraidBonding',
    speed:
      'BraidSpeedrun BraidIn30Seconds BraidBlitzRelay DutchBraidDuel CrownBraidCountdown FishtailBraidRace',
    music:
      'BraidToTheBeat BraidLofiSession BraidAndSing OneSongPerBraid OverUnderBraidBeat BraidAlongBallad BraidingKaraoke',
    art: 'BraidSketchChallenge BraidedBraceletCraft BraidPaperWeaving DrawTheDutchBraid YarnBraidWallHanging BraidedChallahStillLife BraidedFabricBookmark',
    tech: 'BraidTimelapse AutoBraiderVsHands BraidPOVCamera BraidTutorialSlowMo AIBraidTutor BraidToolShowdown',
    pet: 'BraidedTugToyDIY BraidYourOwnLeash PetSupervisesBraiding BraidedFeatherWand CatVsBraidTassel BraidedFleeceDogTugToy KittenAttacksMyBraid',
    gaming:
      'GameCharacterBraids BraidingMinigame PixelBraidDesign BraidCosplayWig NameThatBraidGame ElfWarriorBraids',
  },
  brain: {
    dance:
      'BrainBreakDance BrainMirrorChoreo ConfuseYourBrainDance BrainFreezeStatues LeftVsRightBrainMoves PatYourHeadBrainShuffle TwoHandsOneBrain BrainScramble',
    fitness:
      'MemoryLaneLunges BrainBalanceDrills BrainBreakCardio BrainAndBrawnCircuit BrainTeaserBurpees CountBackwardsBrainSquats PlankForYourBrain BrainGains',
    funny:
      'BrainAt3AMReplay BrainForgotWhy MyBrainDuringExams BrainVoiceover MyBrainsGroupChat BrainOverthinkingOlympics BrainLoadingScreen LastBrainCell',
    prank:
      'BrainFreezeFakeOut BrainColorWordTrick BrainRiddleNotes TrickTheirBrain BrainJelloMold BrainTeaserTakeover CauliflowerBrain SpotTheTypoBrain',
    cooking:
      'BrainBlueberryOats BrainPowerBreakfast BrainBoostSmoothie BrainFoodBento WalnutBrainBites StudySnackShowdown FeedYourBrain TurmericBrainLatte',
    travel:
      'BrainTeaserRoadTrip BrainPuzzleCityWalk BrainEscapeRoomNearMe BrainTrainJourney BrainBreakGetaway BrainScienceMuseumTrip NoGPSBrainWalk MemoryMapBrain',
    fashion:
      'BigBrainGlasses BrainTeaserTee BrainyNerdChic BrainySmartCasual GalaxyBrainOutfit BrainyBlazerLook BrainstormWardrobe ThinkingCapBrain',
    wellness:
      'BrainDumpJournal BrainSingleTaskHour GiveYourBrainABreak BrainFogBeGone BrainWalkInNature BrainBedtimeReset QuietYourBrain HydrateYourBrain',
    speed:
      'BrainTeaserSpeedrun BrainThinkFastRound BrainColorWordDash BrainMentalMathBlitz BigBrainBuzzer BrainRiddleRush AlphabetBrainRace BrainReflexRuler',
    music:
      'FinishTheLyricBrain BrainWavesBeat StuckInMyBrainCover SingForYourBrain BrainMemoryMedley EarwormExorcism BrainClapBack TwoTempoBrain',
    art: 'BrainMapArt BrainNeuronPainting BrainClayModel DoodleToCalmYourBrain DrawYourBrainsTabs PaintYourBrainOnMusic OppositeHandBrain BrainstormSketch',
    tech: 'AIVsHumanBrain BrainVsPhoneMemoryTest BrainReactionTimeTest BrainVsCalculator BrainVsSearchEngine BrainTrainingAppWeek ScreenFreeBrainDay SmartwatchBrainBreak',
    pet: 'DogBrainPuzzleToy BrainSnuffleMatHunt PetBrainTeaser BigBrainPup BrainyKittyCupGame BrainiestPetWins BrainTrainYourCat MuffinTinForBrains',
    gaming:
      'BrainChessBlitz BrainSudokuStreak BrainCrosswordMarathon BrainTeaserGameNight BigBrainPlaysOnly BrainLogicSpeedrun MemoryMatchBrain BrainDuelTrivia',
  },
  bread: {
    educational:
      'YeastBalloonTest WhatGlutenDoesInBread WhyBreadRises BreadMoldExperiment NameThatBread BreadMythOrFact AncientBreadRecipe',
    travel:
      'BreadAndCheeseByTheLake LocalBreadHunt CroissantCrawl OneBreadPerPitStop BreadMarketMorning FindTheBestBread BreadIsMySouvenir',
    fashion:
      'BaguetteUnderTheArm BreadColorPalette BreadAndButterBasics BreadBagPurse BreadWinnerStyle BreadBakerFitCheck BreadClipEarrings',
    speed:
      'BreadBraidSpeedrun QuickBreadTimeTrial ButterTenBreadSlices BreadRollRelay KneadForSpeed BreadStackBlitz BreadSliceSprint',
    tech: 'BreadRiseTimelapse LetAnAppBakeMyBread BreadMachineTest AIRatesMyBread FourToastersOneBread BreadSlowMoSlice BreadByTheGramChallenge',
    pet: 'BreadOrCatLoaf PetBreadCostume BreadBasketNap BreadBoxHideAndSeek BreadRollPuppyPose BreadcrumbTreatTrail BreadLoafCatPose',
    gaming:
      'BreadBakingSim GuessTheBreadBlindfolded BreadTowerTopple BreadBagCornhole BreadWinnerGameNight FollowTheBreadcrumbs BreadBingoCards',
  },
  breakfast: {
    funny:
      'CerealOrMilkFirst BreakfastForDinner KidsRateMyBreakfast BreakfastInBedDisaster BreakfastASMRParody NotABreakfastPerson BreakfastCriticReview',
    travel:
      'BreakfastWithAView HotelBreakfastReview DinerBreakfastRoadTrip BreakfastLikeALocal PassportToPancakes BreakfastAtSunrise BreakfastAtTheMarket',
    fashion:
      'BreakfastRobeRunway SunnySideUpYellow BreakfastInBedPJs DressLikeYourBreakfast CerealBoxCouture SundayBreakfastFit BreakfastMatchingApron',
    wellness:
      'PhoneFreeBreakfast SlowBreakfastRitual NoRushBreakfast BreakfastInTheSun MindfulBreakfast BreakfastGratitudeMinute BreakfastOnThePorch',
    speed:
      'BeatTheToaster BreakfastBeforeTheBus BreakfastEggCrackRace FiveMinuteBreakfast PancakeFlipFrenzy BreakfastTableSetDash BreakfastDishesDash',
    music:
      'BreakfastSpoonDrums RiseAndShineSong BreakfastCerealShaker SingYourBreakfastOrder BaconSizzleBeat BreakfastToastPopLoop SerenadeYourBreakfast',
    tech: 'BreakfastByVoiceOnly AIBreakfastIdeas BreakfastTimelapse BreakfastFlatLayPhoto BreakfastGadgetShowdown AlarmToBreakfastIn10 AirFryerBreakfast',
    gaming:
      'BreakfastChefSimulator BreakfastCerealBingo BreakfastCerealMaze BreakfastOrderUpRush BreakfastTriviaTable WaffleTicTacToe',
  },
  'bridal shower': {
    dance:
      'BridalShowerDanceOff BridalShowerVeilTwirl BridalShowerConga BridalShowerShimmy BridalShowerSquadChoreo HereComesTheGroove BootScootBridalShower BridalShowerMacarena',
    prank:
      'BridalShowerDecoyPlan BridalShowerGroomCameo BridalShowerFlashMob BridalShowerMysteryGuest BridalShowerBouquetDrop LoveNoteConfetti FakeGiftBridalShower PhotobombBridalShower',
    cooking:
      'BridalShowerCookies BridalShowerPetitFours BridalShowerBakeOff BridalShowerMocktailBar TeaSandwichTower SomethingBlueCupcakes DonutWallBridalShower BridalShowerScones',
    travel:
      'BridalShowerGetaway BridalShowerByTheSea BridalShowerTeaRoom BridalShowerVenueHunt BridalShowerInHerHometown GardenPartyPicnic BridalShowerCarpoolCrew BackyardBridalShower',
    wellness:
      'BridalShowerSpaDay BridalShowerLoveNotes BridalShowerWishTree BridalShowerNoPhones BridalShowerSelfCareBox CalmBeforeTheVows YogaBridalShower GratitudeBridalShower',
    speed:
      'BridalShowerTPGownIn5 BridalShowerVeilBlitz BridalShowerGiftRace BridalShowerGuessIn30 BridalShowerRibbonDash ThankYouCardSprint RapidFireBridalShower RingHuntBridalShower',
    music:
      'BridalShowerKaraoke BridalShowerLyricFinish BridalShowerDuet BridalShowerAnthem HereComesTheBrideRemix BridalShowerSerenade KazooBridalShower UkuleleBridalShower',
    art: 'BridalShowerFlowerCrown BridalShowerCanvas BridalShowerSignPaint BridalShowerVeilDesign SketchTheBride ToiletPaperCouture WatercolorBridalShower BridalShowerPhotoWall',
    tech: 'BridalShowerQRTrivia BridalShowerLiveStream BridalShowerSelfieStation BridalShowerGroupChat AIWritesTheToast HowWeMetSlideshow VirtualBridalShower SlowMoBridalShower',
    pet: 'BridalShowerPupBowtie BridalShowerPetPose BridalShowerKittyGuest BridalShowerPupGreeter DogOfHonor FurryBridesmaid PuppyBridalShower RingBearerBridalShower',
    gaming:
      'BridalShowerBingo BridalShowerTrivia BridalShowerWhoSaidIt BridalShowerGuessTheDate BridalShowerCoupleQuiz BouquetTossBracket DrawAndGuessBridalShower CharadesBridalShower',
  },
  bridge: {
    dance:
      'BridgeCrossingDance ShuffleAcrossTheBridge LondonBridgeBoogie BridgeArchStep LondonBridgeLineDance MeetMeMidBridge HumanBridgeLimbo',
    fitness:
      'BridgePoseChallenge BridgeStairsClimb GluteBridgeHold LungesAcrossTheBridge BurnTheBridge BridgeSpanSprints',
    funny:
      'PayTheTrollToll BridgeEngineerDad WobblyRopeBridgeNerves BridgeBillyGoatsRetell WeWillCrossThatBridge BridgeSelfieFail BridgeKeeperAuditions',
    prank:
      'BridgePicnicSurprise BridgeOfSweetNotes SnackBridgeDelivery ToyBridgeOverTheSink TrollUnderTheBridge StickyNoteBridgePath',
    cooking:
      'BridgeGingerbreadBuild BridgeSpaghettiArch PretzelBridge WaferSuspensionBridge EdibleEngineering CookieBridgeBakeOff BreadstickBridge',
    travel:
      'BridgeWalkChallenge BridgeSunsetShot CoveredBridgeRoadTrip BridgeHopAlongTheRiver SevenBridgesOneDay BridgesOfMyTown FerryOrBridge',
    wellness:
      'BridgeSunriseWalk BridgeMindfulPause CrossTheBridgeGrateful BridgeRiverViewBreath WaterUnderTheBridge BridgePoseUnwind MendABridgeCall',
    speed:
      'BridgeBuildRace BridgePopsicleIn10 BridgeBlockSprint StickBridgeIn60 OneSheetBridgeDash BeatTheCollapse',
    art: 'BridgeSketch BridgeWatercolor BridgePopsicleModel DrawYourCitysBridge PaintABridgeAtDusk SpanInSilhouette',
    tech: 'BridgeTrafficTimelapse BuildABridgeInAnApp LoadTestMyBridge AIVsEngineerBridge WillMyBridgeSimHold FitTheWholeBridgeInFrame',
    gaming:
      'BridgeSpeedrun BridgeBuildOff FloorIsLavaBridge BridgeBlockBattle YouShallNotPass TrollBridgeTag BridgeTrollRiddles DominoBridgeTopple',
  },
  broccoli: {
    funny:
      'BroccoliMicDrop BroccoliVillainSpeech BroccoliProposal KidsFirstBroccoliFaces BroccoliNatureDocumentary DinoEatsTinyTrees BroccoliBreakupLetter BroccoliLumberjack',
    prank:
      'BroccoliCupcakeSwap SneakyBroccoliBrownie BroccoliBouquetGift BroccoliGooglyEyes YouGotBroccolied BroccoliForestAmbush PlantABroccoliTree',
    travel:
      'BroccoliFarmTour BroccoliMarketHunt RomanescoBroccoliFind BroccoliStirFryCrawl WokAroundTheWorld PickYourOwnBroccoli',
    fashion:
      'BroccoliPrintTee BroccoliFloretEarrings BroccoliBroochDIY DressLikeABroccoli RateMyBroccoliCut GreenQueenFitCheck BroccoliCurlsHairDay',
    music:
      'SerenadeYourBroccoli BroccoliBeatDrop BroccoliMaracas BroccoliCrunchASMR BroccoliAndRoll BroccoliLoveSong',
    tech: 'BroccoliMacroShot BroccoliSlowMoChop AirFryerBroccoliTest BroccoliRecipeByAI BroccoliGrowthTimelapse HackYourHarvest GrowLightBroccoli',
    pet: 'BroccoliPlushFetch BroccoliPlushForMyPup CatVsBroccoli BroccoliSqueakerTug FindTheBroccoli PupTriesBroccoli BroccoliNapPillow BroccoliHatPortrait',
    gaming:
      'BroccoliBossFight BroccoliFarmBuild BroccoliTowerDefense BroccoliPowerUpRun BroccoliBucketToss LevelUpYourGreens',
  },
  broom: {
    travel:
      'BroomstickLeapAtSunset HandmadeBroomHunt BroomWitchyTownWalk BroomAndBinTrailCleanup BroomstickBoardingPass BroomstickPumpkinPatch LandmarkBroomFlight PorchBroomSpotting',
    fashion:
      'BroomstickSkirtStyle BroomWitchLook PoseWithABroom CloakAndBroomstickFit BroomWitchyWednesday BroomClosetMakeover SweepingGownStrut',
    wellness:
      'BroomMindfulMinute BroomFreshStart SlowSweepingMorning SweepingAwayWorries NewBroomSweepsClean PorchBroomSunrise',
    music:
      'BroomGuitarSolo BroomSweepRhythm SweepingWorkSong BroomDustpanDrums StompStyleBrooms BroomstickBlues BroomMicKaraoke',
    art: 'BroomBristleTexture BroomSplatterCanvas MiniBroomCraft WitchBroomSketch PaintWithABroom GiveYourBroomAFace MoonlitBroomSilhouette',
    tech: 'BroomVsRobotVacuum LeafBlowerVsBroom WholeHouseBroomTimelapse BroomSlowMoDust BroomFlightStopMotion SelfieStickBroom BroomHoverEffect',
    pet: 'BroomPuppyChase CatVsBroom BunnyHopsTheBroom BroomCalmDogTraining PupOnABroomstick CatGuardsTheBroom BroomVsNapSpot',
    gaming:
      'BroomstickFreezeTag LastBroomStanding CurlingWithABroom BroomWitchyQuestNight BroomHockeyShootout BroomstickDeliveryDash BroomstickRacingCup',
  },
  brother: {
    dance:
      'BrotherDanceOff BrotherMirrorMoves TeachMyBroTheTrend LittleBrotherLeads BrotherSyncStep BrotherlyBoogie BrotherhoodHoedown OutdanceYourBrother',
    fitness:
      'BrotherPushUpBattle BroLegDay BrotherPiggybackSquats BrotherPlankOff BrotherSprintDuel SpotMeBrother WheelbarrowYourBrother ArmWrestleYourBrother',
    educational:
      'BigBroLifeLessons BrotherQuizShowdown BrotherExplainsItAll LittleBrotherAsksWhy StumpYourBrother BrotherScienceDuel BrotherSpellingBee BrotherSkillSwap',
    travel:
      'BrotherRoadTrip BroDayOut BroTrainAdventure BrotherBucketList BandOfBrothersHike BrotherPlansItAll BrotherNavigates CampingWithMyBrother',
    fashion:
      'BrotherStylesMe BrotherHoodieSteal BroFitCheck RaidBrothersCloset BrotherTwinDay BrotherThriftOff DressAsYourBrother BrotherPicksMyShoes',
    wellness:
      'BrotherCheckIn BrotherWalkAndTalk BrotherHugItOut CallYourBrother ThankYouBro BrotherlyLoveNote BrotherGratitudeList ComplimentYourBrother',
    speed:
      'BroSpeedStack BrotherPuzzleCubeDuel BrotherChoreBlitz RaceYourBrother BrotherShoeTieDash BigBrotherHeadStart BrotherBlockTowerRace OutpackYourBrother',
    music:
      'BrotherDuet LilBroDrumSolo BrotherKaraokeBattle BroPotsAndPansBand BrothersInHarmony BrotherBeatboxOff BrotherGuitarLesson LipSyncYourBrother',
    art: 'BrotherComicStrip BroSneakerArt BrotherPortraitSwap DrawYourBrotherBadly BrotherClaySculptOff BrotherDoodleDuel BrotherBlindDrawing BrotherPhotoshoot',
    tech: 'BrotherTechSupport BroPhoneWallpaperSwap BrotherPhotoEditDuel RateMyBrothersSetup BrotherFixesMyWifi BigBrotherCodeCamp BrotherVsAIChess TeachYourBrotherToEdit',
    gaming:
      'BrotherRematch BroCoOpRun BrotherKartShowdown BrotherControllerSwap BrotherBossFight LittleBrotherPlayer2 LoserCooksForBrother CheckmateMyBrother',
  },
  brownie: {
    dance:
      'BrowniePointsDance CornerPieceBrownieJig BrownieFudgeShuffle BrownieBatterBounce GooeyBrownieGroove FreshBrownieShimmy BrownieBoxStep',
    fitness:
      'EarnYourBrownie RunForABrownie BrownieBakeTimeHIIT BrowniePointsWorkout BrownieBatterArmDay BrownieFudgeFinisher BrownieBiteBurpees',
    funny:
      'CornerOrMiddleBrownie LastBrownieStandoff BrownieStashHunt BrowniePointsAudit JustOneMoreBrownie GooeyBrownieReaction WhoAteTheBrownies',
    prank:
      'BrownieCrumbsOnlyBox SecretBrownieDelivery BrowniePointsCoupon BrownieTrailOfCrumbs BrownieSmileyFaceTray BrownieNoteInTheBox BrownieBouquet',
    educational:
      'FudgyVsCakeyBrownie WhyBrowniesGetCrinkly WhoInventedTheBrownie BrownieMathSlices BrownieAltitudeScience BrowniePanGlassOrMetal',
    travel:
      'BrownieBakeryCrawl BestBrownieInTown BrownieChocolateShopTour BrowniePicnicAtSunset CafeHopForFudge HikeForABrownie RoadTripBrownieRatings',
    fashion:
      'BrownieEarrings BrownieToneLayers BakeSaleBrownieFit HeadToToeBrownie BrownieAndBeige BrownieCozyKnit BrownieBatterNails',
    speed:
      'MugBrownieInOneMinute CutBrowniesEvenFast BrownieBatterRace BrownieBoxRelay BeatTheOvenTimer BrownieBakeSaleRush BrownieWrapBlitz',
    music:
      'BrowniePanDrums SingToYourBrownies BrownieJingle BrownieFudgeFunk BrownieOvenDingRemix BrownieBeatboxBake BrownieBallad',
    art: 'DrizzleArtOnBrownies BrownieStencilDusting BrownieMosaic BrownieFaceOff PaintWithCocoa BrownieGlamShot BrownieBatterMarbling',
    tech: 'AIBrownieRecipe AirFryerBrownies BrownieEdgePanTest BrownieOvenTimelapse BrownieDentalFlossCut BrownieOvenVsMicrowave',
    pet: 'MyPetNamedBrownie BrowniePointsTricks BrownCoatGlamShot BrownieBoxFortKitten PupSafeCarobBrownies BrownieSqueakyToy BrowniePlushPetGift',
    gaming:
      'BrowniePointsLeague WinnerTakesTheBrownie GameNightBrownies BrownieBakeryTycoon BrownieBossBattle BrownieGuessTheBite',
  },
  brunch: {
    dance:
      'SundayBrunchShuffle BrunchWaffleWiggle PancakeFlipGroove BrunchBoogie BrunchDateTwoStep BrunchSyrupSlide BrunchTableTango BrunchCongaLine',
    fitness:
      'EarnYourBrunch PreBrunchYogaFlow BrunchWaffleSquats RunToBrunch BurpeesBeforeBrunch PancakeStackPlank BrunchBikeRide',
    travel:
      'BrunchCrawl BrunchPassport BestBrunchInTown BrunchNewCafeEachWeek BrunchLikeALocal BrunchWithAView BrunchByTheBeach',
    fashion:
      'BrunchFitCheck SundayBrunchLook BrunchDateGlam PastelsForBrunch BrunchToDinnerFlip BrunchLinenStyle BrunchHatParade',
    wellness:
      'SlowBrunchSunday BrunchGratitudeToast PhoneFreeBrunch SoloBrunchDate BrunchWithGrandma BrunchSavorEveryBite BrunchJournalHour',
    speed:
      'BrunchSpeedrun TwentyMinuteBrunch BrunchPancakeStackRace BeatTheBrunchRush BrunchEggCrackOff BrunchTableSetSprint BrunchForSixInTen',
    art: 'BrunchFlatLay BrunchWatercolorMenu BrunchNapkinDoodle SketchYourBrunchDate PancakePortrait BrunchSyrupDrizzleArt BrunchStillLife',
    tech: 'BrunchPhotoHack AIBrunchMenu BrunchBillSplitApp EggCookerShowdown HourOfBrunchIn60Seconds BrunchWaffleMakerTest BrunchLightingSetup',
    gaming:
      'BrunchTriviaRound BrunchCrosswordDuel BrunchCardGameShowdown ChessOverBrunch LoserDoesTheDishes BrunchPancakeTowerGame BrunchCharades',
  },
  bubble: {
    funny:
      'BubbleBeardSelfie BubbleSudsHairdo BubblePopToTheFace BubbleWrapRunway BubbleTroubleSkit BubblegumFails NarrateABubblesLife BiggestBubbleBrag',
    prank:
      'BubbleWrapFloorPrank BubbleMachineWakeUp BubbleWelcomeHome BubbleShowerAmbush BubbleMessageOnWindow SurpriseBubbleStorm BubbleGiftBox',
    cooking:
      'BubbleTeaAtHome BubbleTeaPearlBatch BubbleWaffleStack BubblyFizzLemonade BubbleGumIceCream FlipWhenItBubbles BubbleBreadRise',
    travel:
      'BubbleTeaCrawl BubblesInEveryPark BeachBubbleBlowout BubbleTrailAcrossTown StreetBubbleShowHunt BubbleFramedLandmarks BubblyCreekHike',
    fashion:
      'BubbleSkirtLook BubbleSleeveFit BubbleGumPinkGlam BubbleHemThreeWays PuffyAndProud BubbleCoatFitCheck SoapBubbleShimmer',
    wellness:
      'BubbleBreathing WorriesInBubbles BreatheABubble BubbleFloatAndRelease PopTheStressBubble WatchOneBubbleFloat',
    music:
      'BubbleWrapBeat StrawBubbleBeatbox BubbleSoundLoop BubblegumPopCover BubblyDrinkRhythm BubbleHumChallenge ForeverBlowingBubbles',
    tech: 'BubbleSlowMoPop BubbleStopMotion BubbleLifespanTimelapse BubbleMacroRainbow HowLoudIsABubblePop GlowingBubblesAtNight SoundWaveBubbles',
    gaming:
      'BubbleShooterHighScore DontLetTheBubblePop BubblePopDuel BubblePuzzleLeague PopTheBubbleBoss DodgeTheBubblesArcade BubbleWrapMinesweeper',
  },
  'bubble gum': {
    dance:
      'BubbleGumBop BubbleGumPopShuffle BubbleGumFreeze GumShoeSlide GumSmackStomp StrutWithBubbleGum BubbleGumBoogieOff',
    fitness:
      'PlankTillBubbleGumPops GumBubbleOnOneLeg BubbleGumWallSit BubbleGumBootCamp GumChewingCrunches ChewingGumJawDay',
    prank:
      'EmptyBubbleGumPack WantSomeGum FakeBubbleGumOnShoe BubbleGumBalloonRoom SecretGumballGift GumWrapperLoveNote JumboGumSwap GumPackFullOfNotes',
    educational:
      'WhyBubbleGumIsPink WhoInventedBubbleGum BubbleGumMythBusting GumFromATree MeasureYourGumBubble GumStretchScience WhyGumLosesFlavor GumBrandBlindTest',
    travel:
      'BubbleGumFlightEarPop BubbleGumRoadTripBlowOff BubbleGumMachineHunt SweetShopSafari GumWrapperTravelJournal BubbleGumWithAView ForeignGumTasteTest',
    wellness:
      'BlowAWorryBubble BubbleGumChewAndChill SlowBubbleGumBreathing GumAndGratitude BubbleGumMemoryLane BubbleGumMoodReset',
    speed:
      'BiggestGumBubbleIn60 BubbleGumUnwrapIn10 FastestBubbleGumBlow GumballSortSprint BubbleGumPopCount PassTheGumballRelay',
    art: 'BubbleGumPopArt BubbleGumWrapperMosaic SelfPortraitBlowingGum PerfectBubbleGumPhoto GumballMachineDoodle PaintInBubbleGumPink',
    tech: 'SlowMoBubbleGumPop BuildAGumballMachine ARMeasuresMyGumBubble AIJudgesMyGumBubble BubbleGumMacroLens BubbleGumStopMotion GumFlavorTimerApp',
    pet: 'BubbleGumPinkPetBandana BubbleGumPinkBandana BubbleGumSqueakyToy BubbleGumBigBallFetch GumballMachineTreatDrop KeepGumAwayFromPets',
    gaming:
      'GuessTheGumballCount BeatTheBubbleGumBoss BubbleGumPowerUp BubbleGumSimulatorRun BubbleGumBlowOffGame GumballGuessNight',
  },
  'bubble wrap': {
    dance:
      'BubbleWrapStompStep PopAndLockBubbleWrap TapDanceOnBubbleWrap MoonwalkOnBubbleWrap BubbleWrapBoogie BubbleWrapFreeze BubbleWrapWaltz',
    fitness:
      'BubbleWrapHighKnees BubbleWrapPlankTaps BubbleWrapPopSquats BurpeesOnBubbles SquishyLunges BubbleWrapBearCrawl BubbleWrapJumpRope',
    funny:
      'BubbleWrapSumo DadVsBubbleWrap BubbleWrapHoarder BubbleWrapWillpower TryNotToPopBubbleWrap WrappedInBubbleWrap BubbleWrapBodyguard',
    educational:
      'WhyBubbleWrapPops BubbleWrapWasWallpaper BubbleWrapAirPressure EggDropBubbleWrapTest CanBubbleWrapKeepIceCold GuessTheBubbleCount',
    cooking:
      'BubbleWrapChocolate BubbleWrapFondant BubbleWrapCookieStamp BubbleWrapMeringue BubbleWrapHoneycomb EdibleBubbleWrap BubbleWrapBrittle',
    fashion:
      'BubbleWrapDress BubbleWrapRunway MakeABubbleWrapPuffer PopCouture BubbleWrapGownGala FitCheckInBubbleWrap BubbleWrapBowTie',
    wellness:
      'MindfulBubbleWrap BubbleWrapBarefootWalk OneBubblePerBreath PopYourWorries BubbleWrapSensoryBreak BubbleWrapCalmDown BubbleWrapGratitude',
    speed:
      'BubbleWrapRelay BubbleWrapPopIn60 PopBubbleWrapLikeItsHot BubbleWrapPackOff NoBubbleWrapLeftBehind BubbleWrapBoxCountdown BubbleWrapTimeTrial',
    art: 'BubbleWrapFishScales BubbleWrapSculpture PaintWithBubbleWrap BubbleWrapPopArt BubbleWrapHoneycombPrint BubbleWrapCanvas BubbleWrapDotPortrait',
    tech: 'BubbleWrapDropTest SlowMoBubbleWrapPop BubbleWrapPhoneArmor BubbleWrapStopMotion HowLoudIsOneBubble VirtualBubbleWrapApp',
    pet: 'PetVsBubbleWrap BubbleWrapPawWalk BubbleWrapKittenPounce CatSitsOnBubbleWrap BubbleWrapBoxCatNap PopGoesThePuppy BubbleWrapSniffTest',
    gaming:
      'BubbleWrapTicTacToe BubbleWrapBattleship BubbleWrapMinesweeper DontPopTheLastBubble BubbleWrapFourInARow BubbleWrapSheetSpeedrun',
  },
  bucket: {
    dance:
      'BucketDrumDance MopAndBucketTwoStep BucketStompRoutine BucketHatShuffle BucketBrigadeBop JackAndJillPailJig WaterBucketWaltz SandPailSamba',
    fitness:
      'BucketFarmerCarry SandBucketSquats WaterBucketLunges BucketBrigadeRelay FillTheBucketBurpees FetchAPailUpTheHill OneArmBucketHold',
    educational:
      'BucketSwingPhysics MeasureRainInABucket GuessTheBucketVolume ThreeHoleBucketTest PulleyPowerLab HowBucketWellsWork SinkOrFloatBucket BucketBalanceScale',
    speed:
      'BucketTossRace TenBucketStackSprint SpoonToBucketIn60 LeakyBucketRelay FillThePailFast BucketJackAndJillDash PingPongBucketBounce',
    music:
      'BucketBeatBattle BucketDrumCover UpcycledBucketBand HoleInMyBucketDuet StreetBucketSolo PailPercussion SpoonsAndBucketsJam',
    art: 'PaintedBucketPlanter BucketPourPainting SandBucketSculpture PendulumBucketArt BucketLanternGlow PailSplatterPainting BucketSpinSwirls BucketHeadRobot',
    tech: 'BucketPhoneSpeaker BucketAirCoolerBuild WatchABucketFillWithRain SandFilterInABucket BucketStopMotion FiveGallonGadget SolarBucketFountain BucketSlowMoSplash',
    pet: 'CatInABucket BucketTreatShellGame PupBucketBath DogInABucketHat ToyBucketTreasureDig IfIFitsISitsBucket BucketPeekaboo',
  },
  'bucket list': {
    dance:
      'OnceInALifetimeDance BucketListSalsaAtHome BucketListFirstWaltz BucketListMoonwalk BucketListDanceInTheRain BucketListFlashMob BreakdanceBucketList BucketListSwingNight',
    fitness:
      'BucketListFirst5K BucketListHandstand BucketListSplits CouchToBucketList BucketListFirstPullUp BucketListHilltopHike BucketListCartwheel BucketListSunriseRun',
    funny:
      'BucketListVsReality TinyBucketListGoals BucketListAgeSeven LazyBucketList BucketListByGrandma BucketListWeirdestWish BucketListAsACat BucketListOverachiever',
    prank:
      'BucketListTicketGift BucketListAmbush BucketListDateCards BucketListDecoy BucketListTripReveal BucketListMysteryDay SecretBucketListWish BucketListCountdown',
    educational:
      'BucketListGeography BucketListLanguage BucketListStarSights BucketListHistoryHunt WorldWondersQuiz BucketListHeritageMap BirdingBucketList BucketListMuseumPass',
    cooking:
      'BucketListSouffle BucketListCroissants TasteBucketList BucketListStreetFoods BucketListSourdough BucketListDreamDinner BucketListPaella BucketListMacarons',
    fashion:
      'BucketListFancyDressDay BucketListSuitUpDay BucketListBoots BucketListRedCarpetLook BucketListTripFitCheck SomedayOutfitToday ThriftedBucketListLook BucketListHatShop',
    wellness:
      'BucketListSmallJoys BucketListJournal BucketListSoloDate BucketListCheckIn BucketListSunriseWatch OneNewThingAWeek GratefulBucketList BucketListKindActs',
    speed:
      'BucketListSpeedrun BucketListInADay BucketListBlitz BucketListTimeTrial TenThingsBeforeNoon BucketListMicroAdventure LunchBreakBucketList BucketListRace',
    music:
      'BucketListOpenMic BucketListConcert BucketListDuet BucketListKaraokeSolo BucketListFirstSongCover WriteYourBucketListSong BuskingBucketList BucketListDrumLesson',
    art: 'DrawYourBucketList BucketListMapArt BucketListClayBowl BucketListChalkMural BucketListSketchbook VisionBoardNight BucketListScrapbook BucketListPhotoBook',
    tech: 'AIWritesMyBucketList BucketListPhoneVlog BucketListTimelapse VirtualBucketListTrip BucketListMapPins BucketListProgressBar BucketListFirstWebsite BucketListOneSecondADay',
    pet: 'PetBucketList DogBucketListDay BucketListBeachZoomies MyCatsBucketList BucketListFirstSnowPup BucketListPupPicnic BucketListForRover BucketListHikeBuddy',
    gaming:
      'GamingBucketList BucketListBacklog BucketListBoardGames BucketListArcadeRecord BucketListAchievements BucketListTournament RetroConsoleBucketList BucketListChessClub',
  },
  'build a bear': {
    dance:
      'BuildABearTwirl BuildABearWaltz BuildABearHeartWiggle BuildABearHugSpin BuildABearBoogie BuildABearConga TwistWithBuildABear MacarenaBuildABear',
    fitness:
      'BuildABearPlankPal BuildABearTossSitUps BuildABearSquats BuildABearStuffingArms BuildABearBackpackLunge BuildABearGymBuddy LiftYourBuildABear BenchPressBuildABear',
    funny:
      'BuildABearAsAnAdult BuildABearPaperwork BuildABearNameCrisis BuildABearInterview BuildABearVoiceover BuildABearHeartVows TeenagerAtBuildABear GrandpaAtBuildABear',
    prank:
      'BuildABearDoppelganger BuildABearSecretVoice BuildABearHiddenNote BuildABearBedInvasion BuildABearOnTheirPillow BuildABearStakeout BackpackBuildABear DeskBuddyBuildABear',
    educational:
      'BuildABearTeddyHistory BuildABearSewingBasics BuildABearHowItWorks WhatsInsideBuildABear BuildABearFactory101 BuildABearStuffingScience BuildABearAnatomy MeasureYourBuildABear',
    cooking:
      'BuildABearPancakes BuildABearRiceBalls BuildABearCake BuildABearPicnic BuildABearHoneyToast BuildABearBirthdayBake CookiesForBuildABear TeaTimeBuildABear',
    travel:
      'BearOnEveryLandmark BuildABearRoadTrip BuildABearTravelBuddy BuildABearVacationPics BuildABearPassport BuildABearPostcardHome PenPalBuildABear CampingBuildABear',
    fashion:
      'BuildABearTwinning BuildABearTinySneakers BuildABearStyleSwap BuildABearMiniMeLook BuildABearCosplay BuildABearRunway KnitForBuildABear ThriftedBuildABear',
    wellness:
      'BuildABearHeartWish BuildABearMemoryStitch BuildABearComfortHug BedtimeBearSnuggle BuildABearCuddleBreak BuildABearWorryWhisper BreatheWithBuildABear GratefulBuildABear',
    speed:
      'BuildABearStuffingRace BuildABearSpeedDress BuildABearNameInTen BuildABearSortDash BuildABearOutfitBlitz BuildABearStitchOff BlindfoldBuildABear OneHandBuildABear',
    music:
      'TeddyBearsPicnicCover BuildABearSoundChip BuildABearSingAlong BuildABearKaraoke BuildABearChoir BuildABearBand LullabyForBuildABear RapForBuildABear',
    tech: 'BuildABearStopMotion BuildABearVoiceMemo BuildABearVideoCall BuildABearLightUpHeart BuildABearDayInTheLife BuildABearAIVoice BluetoothBuildABear GreenScreenBuildABear',
    pet: 'BuildABearPetLookalike PuppyStealsBuildABear BuildABearCatCuddle DogMeetsBuildABear BuildABearNapBuddy BuildABearAndKitten BuildABearFetchTest DoggoGuardsBuildABear',
    gaming:
      'BuildABearClawGame BuildABearHideAndSeek BuildABearBowling BuildABearFanQuiz BuildABearScavenger BuildABearTeaPartyGame DiceRollBuildABear BingoBuildABear',
  },
  'building blocks': {
    dance:
      'BuildingBlocksBoogie PlayroomShuffle BuildingBlockFreezeDance BuildItBustAMove BuildingBlockRobot ToyBlocksTwoStep BuildingBlocksBounce',
    fitness:
      'BuildingBlockSquats BuildingBlockPlankTower ToyBlocksOnHeadBalance ToyBlocksPickupLunges BuildAndBurpee BuildingBlockBearCrawl BuildingBlockStepUps',
    funny:
      'ToddlerVsToyBlocks BarefootBuildingBlock ToyBlocksMissingPiece BuildingBlockCityMayor BuildingBlocksNoManual ToyBlocksCollapseSlowMo',
    prank:
      'BuildingBlockDoorWall ToyBlocksDeskReplica ToyBlocksSurpriseCastle BuildingBlockMiniMe ToyBlocksFigureInvasion ToyBlocksDreamHouse BuildingBlockBouquet',
    educational:
      'ToyBlocksTowerPhysics BuildingBlockBridgeTest BuildingBlockArches BuildingBlockFractions PyramidOfToyBlocks HowToyBlocksAreMade BuildingBlockPatterns',
    cooking:
      'BuildingBlocksCake BuildingBlockGummies ToyBlocksCookieTower ToyBlocksCheeseCastle EdibleBuildingBlocks BuildingBlockRiceTreats BuildingBlockSandwich',
    travel:
      'BuildYourTripInBlocks ToyBlocksMuseumVisit BuildingBlockMiniCity BuildingBlockLandmarks ToyBlocksWorldTour BrickBuiltSouvenir BuildingBlockSkyline',
    fashion:
      'BuildingBlockEarrings ToyBlocksHairClips ToyBlocksColorLayers BuildABlockBag BlockPartyFitCheck BuildingBlockBrooch BuildingBlockBelt',
    wellness:
      'MindfulBuildingBlocks BuildingBlocksUnwind ToyBlocksInnerChild OneToyBlockAtATime BuildSomethingCalm ToyBlocksPlayBreak BuildingBlocksBreather',
    speed:
      'ToyBlocksTowerIn60 ToyBlocksSortRace BuildingBlockBlindMatch BuildingBlockCopycat BuildingBlockShowdown ToyBlocksCleanupBlitz BuildingBlockTimer',
    music:
      'ToyBlocksTapBeat ToyBlocksClackRhythm BuildingBlocksBeat BuildAnInstrument TowerTumbleDrumroll BuildingBlocksABCSong BuildingBlockXylophone',
    tech: 'BuildingBlockRobot ToyBlocksStopMotion BuildingBlockMarbleRun ToyBlocksPhoneStand BuildingBlockDesignApp ToyBlocksTimelapseBuild BuildingBlockCamRig',
    pet: 'CatVsToyBlocksTower BuildYourPetInBlocks BuildingBlocksDogMosaic ToyBlocksPuppyMaze ToyBlocksPetHouse BuildingBlockAgility BuildingBlockPerch',
    gaming:
      'BuildingBlocksBattle ToyBlocksMarbleArena ToyBlocksStackingDuel BuildABoardGame ToyBlocksPixelWorld ToyBlocksTumbleTower BuildingBlockCheckers',
  },
  'bunk bed': {
    dance:
      'BunkBedBoogie BunkBedLadderStep BunkBedFlashlightRave BunkBedFloorDanceOff BunkBedBedtimeShuffle PajamaPartyMoves MirrorMeBunkBed BunkBedHandJive',
    fitness:
      'BunkBedStretch BunkBedWallSit BunkBedPlankOff BunkBedSiblingSquats BunkBedCalfRaises BunkBedPajamaBurpees BunkBedCrunchCount MorningBunkBedYoga',
    prank:
      'BunkBedPlushieArmy BunkBedSiblingNote BunkBedCeilingStars BunkBedFortSurprise BalloonsFromTheTopBunk BunkBedPillowSwap GooglyEyeBunkBed BunkBedSwitchSides',
    educational:
      'BunkBedSafetyRules BunkBedSpaceMath TopBunkTrivia FromShipsToBunkBeds HowBunkBedsHoldUp WhyBunkBedsHaveRails BunkBedFlashcards BunkBedRiddles',
    cooking:
      'BunkBedBreakfastTray BunkBedPancakeStack BunkBedSandwich TopBunkPopcorn BunkBedSmoresDip MidnightSnackRaid BunkBedCake GrahamCrackerBunkBed',
    travel:
      'BunkBedHostelStay BunkBedAtGrandmas BunkBedCampCabin TopBunkWithAView RateThatBunkBed SummerCampBunkBedTour CallDibsOnTheTopBunk PackForTheTopBunk',
    fashion:
      'MatchingBunkBedPJs BunkBedSiblingFit BunkBedOnesieDuo BunkBedSlipperSwap TopBunkBedhead BunkBedSleepoverRunway NightcapBunkBed BunkBedHairWraps',
    wellness:
      'BunkBedReadingNook BunkBedDeepTalks BunkBedCozyCave TopBunkDaydream BunkBedGratitudeList LightsOutStretch GoodnightBunkBed BunkBedHighLow',
    art: 'BuildABunkBedFort TopBunkSketch BunkBedCeilingCollage BunkBedNameSigns GlowStarConstellation BunkBedPortraitSwap PopsicleStickBunkBed BunkBedDreamDoodles',
    tech: 'BunkBedReadingLight BunkBedWalkieTalkies BunkBedLEDGlowUp TopBunkTextsBelow TopBunkPhoneStandHack BunkBedNightlightHack BunkBedPulleyLift SmartAlarmBunkBed',
    pet: 'BunkBedCatHideout BunkBedKittenClimb BunkBedPupSleepover BunkBedPetTakeover WhoGetsTheTopBunk BunkBedPillowPatrol FurBabyBunkBed SnuggleBuddyBunkBed',
    gaming:
      'BunkBedGameNight BunkBedCardShark BunkBedHandheldCoOp CardGameFromTheTopBunk LightsOut20Questions BunkBedTopVsBottom BunkBedBattleship BunkBedTicTacToe',
  },
  burger: {
    dance:
      'BurgerFlipDance BurgerStackShuffle BurgerBunBounce BackyardBurgerBoogie SmashBurgerStomp BurgerSpatulaSpin',
    prank:
      'DessertBurgerSurprise BurgerCakeReveal ServeATinyBurger VeggieBurgerSwitch BurgerFakeFriesDessert CrownedGrillMaster BurgerBreakfastInBed BurgerNameOnTheBun',
    educational:
      'BurgerOriginStory BurgerBunChemistry WhyBurgersSizzle WhyHamburgersArentHam BurgerSearScience WhyBurgerCrustsBrown',
    travel:
      'BurgerCrawl BurgerRoadTrip DinerBurgerHop FoodTruckBurgerHunt PattyPilgrimage BurgerPassport BurgerLocalLegends',
    wellness:
      'SavorYourBurger BurgerNightGratitude BurgerNoPhoneMeal BurgerPicnicPause OneBurgerBiteAtATime GrillAndChill SlowBurgerSunday',
    speed:
      'BurgerBuildRace BurgerFlipSpeedrun BurgerWrapDash SixtySecondBurger BeatTheLunchRush BurgerOrderUpCountdown BurgerStackTower',
    music:
      'BurgerSizzleBeat SpatulaBurgerDrums BurgerMenuRap CheeseburgerInParadise BurgerDriveThruDuet BurgerBunsAndBass BurgerJingleJam',
    tech: 'BurgerPhotoLikeAnAd AIBurgerBuilder BurgerPressGadget BurgerFlipSlowMo BurgerRecipeAppVsDad BurgerCookTimelapse BurgerTempProbeTest',
    pet: 'BurgerToyUnboxing BurgerSqueakerFetch BurgerShapedCatBed CookoutBurgerBandana SliderSizedPup BurgerBegFaceContest BurgerToyHideAndSeek HamburgerPlushHound',
    gaming:
      'BurgerShopSim BurgerStackingGame BurgerTycoonRun BurgerOrderRushGame BurgerArcadeHighScore RememberTheBurgerOrder BurgerGuessTheTopping',
  },
  burrito: {
    funny:
      'HumanBurritoMode WhenTheBurritoLeaks BurritoLastBiteTragedy BurritoOrBaby HowYouPeelYourBurrito BurritoFoldFail BurritoSizeRegret',
    prank:
      'TuckThemInLikeABurrito BurritoDessertSwap BurritoMorningDropOff BurritoWrappedPresent ItsNotABurrito BurritoLoveNote BurritoBouquet',
    educational:
      'MissionBurritoHistory HowToRollABurrito BurritoFoldScience BurritoMeansLittleDonkey BurritoVsChimichanga BurritoRiceDebate FoodGroupsInABurrito',
    travel:
      'BurritoFoodTruckHunt BurritoPassport BurritoTaqueriaTour BestBurritoInTown HikeForABurrito RegionalBurritoBingo BurritoNewSpotEachWeek',
    fashion:
      'BlanketBurritoCape BurritoScarfWrap BurritoCostumeFit GuacGreenGlam CozyBurritoCouture BurritoSalsaRedLook BurritoToGoPoncho',
    wellness:
      'BurritoBlanketCalm HumanBurritoNap BurritoHugMeditation BurritoYourself SundayBurritoPrep SnugAsABurrito BurritoBreathwork',
    art: 'BurritoCrossSection DrawABurritoCharacter BurritoFeltCraft BurritoPopArt KawaiiBurritoDoodle BurritoFoilSculpture BurritoStickerDesign',
    tech: 'BurritoFoldTimelapse AIInventsABurrito BurritoSlowMoFold AirFryerBurritoBattle MicrowaveBurritoColdSpot PaniniPressTest BurritoOrderAppHack',
    pet: 'PupInABlanket BurritoPlushForMyDog HamsterBurritoBed BurritoShapedCatBed BurritoSqueakyToy BurritoBeggingFaces PurritoPhotoShoot',
    gaming:
      'BurritoBeanBagToss RememberMyBurritoOrder BurritoBuildTierList BurritoBlindTasteGame TaqueriaTycoon BurritoBingo',
  },
  bus: {
    wellness:
      'BusWindowDaydream BusRideGratitude BreatheBetweenBusStops ChapterPerBusTrip LookUpOnTheBus BusSunriseSeat',
    music:
      'WheelsOnTheBusCover BusBellBeat BackOfTheBusChoir WriteASongPerBusStop BusSoundsRemix BusHeadphoneKaraoke',
    tech: 'BusTrackerVsReality BusWifiSpeedCheck PhoneAsBusPass InsideAnElectricBus BusRoutePlannerHack BusTransitAppShowdown',
    pet: 'DogOnTheBus BusPuppyFirstTrip PetWaitsForTheBus CatVsToyBus HamsterBusDriver BusCarrierCalmCat BusStopSniffTour',
    gaming:
      'BusWindowISpy BusTransitTycoon BusSimulatorShift BusRouteSpeedrun PerfectBusNetwork BackSeatCardShark',
  },
  'bus driver': {
    fitness:
      'BusDriverSeatedStretch BusDriverStepUps BusDriverShoulderRolls BusDriverBootcamp BusDriverLayoverLaps BusDriverCalfRaises TrainLikeABusDriver',
    funny:
      'BusDriverImpressions BusDriverMirrorGlare BusDriverAnnouncements BusDriverPOV BusDriverVsBackRow BusDriverFieldTripChaos ThingsBusDriversHear',
    cooking:
      'BusDriverThankYouCake BusShapedSandwich BusDriverMuffinGift CookiesForTheBusDriver BusDriverBrunchBox ThermosForTheBusDriver BusDriverBananaBread',
    travel:
      'BusDriverHiddenGems TourTownWithABusDriver BusDriverFavoriteStops BusDriverScenicRoute EndOfTheLineAdventure BusDriverDayTrip BusDriverRecommends',
    fashion:
      'BusDriverSweaterVest BusDriverShades BusDriverFitCheck SchoolBusYellowLook DressLikeYourBusDriver BusDriverUniformGlowUp BusDriverAviators',
    wellness:
      'BusDriverAppreciation RedLightReset ThankYourBusDriver BusDriverBreathBreak BusDriverSunriseShift BusDriverBreakTimeTea WaveAtYourBusDriver',
    speed:
      'BusDriverHeadcount BusDriverLineUpRace BusDriverCleanOutBlitz BusDriverRouteQuiz BusDriverMapDash BusDriverBeatTheBell BusDriverSeatbeltCheck',
    music:
      'WheelsOnTheBusRemix BusDriverRadioDJ BusDriverBeatbox SerenadeTheBusDriver BusDriverAnthem BusDriverWhistleTune BusDriverKaraokeBreak',
    art: 'BusDriverCaricature BusDriverThankYouCard BusDriverSketchbook PaintYourBusDriver SchoolBusDiorama BusDriverHeroPoster ClayBusDriverFigure',
    tech: 'BusDriverDashCam BusDriverThankYouVideo WheresMyBusApp BusDriverGPSvsMemory BusDriverGoesElectric BusDriverTechTour SimulatorVsBusDriver',
    pet: 'DogGreetsTheBusDriver PupWavesAtBusDriver KittenWatchesBusDriver BusDriverPetTreats BusDriverMeetsTheCat BusDriverFurryFanClub BusDriverPawFive',
    gaming:
      'BusDriverSimulator BusDriverISpy BusDriverTrivia BusDriverHighScore PerfectRouteChallenge BusDriverCharades RushHourBusDriver',
  },
  'bus stop': {
    prank:
      'RedCarpetAtTheBusStop BusStopWelcomeParty FakePaparazziBusStop BusStopComplimentNote BusStopFlowerFairy BusStopFreeUmbrella NarrateTheBusStop',
    educational:
      'BusStopTimetableQuiz BusStopsAroundTheWorld HowBusStopsArePlaced BirdSpottingAtBusStop WhyBusesBunchUp WeirdestBusStops BusStopTrafficTally',
    travel:
      'BusStopEndOfTheLine RandomBusStopAdventure BusStopFrontSeatRide HopOffAtEveryBusStop OneDayPassQuest BusStopBakeryHunt BusStopLocalGem',
    fashion:
      'BusStopFitCheck BusStopRainReady RunwayWalkToBusStop LayerUpForTheBusStop CommuterCatwalk BusStopEditorialShoot BusStopPoseOff',
    wellness:
      'BusStopBoxBreathing BusStopGratitude SkyWatchAtTheBusStop BusStopDaydream MissedTheBusItsOkay SmileAtTheBusStop BusStopSoundCount',
    music:
      'BusStopBeatbox SingAlongAtBusStop BusStopBenchDrummer WheelsOnTheBusRemix BusStopHarmonyDuet BusStopAcoustics BusStopBallad',
    art: 'SketchTheBusStop RedesignYourBusStop BusStopStreetPhoto BusStopInWatercolor BusStopCollage PeopleWatchingDoodles BusStopBlindDrawing',
    tech: 'BusStopAppVsReality GhostBusHunt TestTheBusStopWiFi BusStopQRCodeHunt BusStopPhotoFilter PredictTheNextBus BusStopHyperlapse',
    pet: 'DogWaitsAtBusStop BusStopSitStay BusStopPupMeetup PetBusStopFirstWait BusStopWelcomeCrewPup BusStopCatNap BusStopHighPaw',
    gaming:
      'BusStopISpy BusStopScavengerHunt OneLevelPerBusStop LicensePlateBingo BusStopRockPaperScissors BusStopThumbWars BusStopTriviaDuel',
  },
  butter: {
    dance:
      'SmoothLikeButter ButterChurnBop ButterSlideStep ButterSpreadShuffle MeltIntoTheBeat ButterSmoothFootwork ButterBallroom',
    fitness:
      'ButterChurnArmDay ButterTubCurls ButterCreamWhipBurn ShakeItToButter ButterBurpees SmoothAsButterFlow ButteredUpJacks',
    funny:
      'ButterSideDownTest ButterOnEverything ColdButterTearsToast ButterOrNotBlindTest ButterFingersChallenge ButterBrickBattle FrenchChefButterRant DramaticButterReveal',
    prank:
      'ButterOrCakeIllusion ButterLetterPats ButterBoardWelcome SecretButterSculpture ButterSmileyFaceToast FancyButterCurlsAtHome HeartShapedButter ButterBlockBirthday',
    educational:
      'HowButterIsMade WhyButterIsYellow ButterJarScience ButterOrMargarineQuiz ChurnThroughHistory CreamToButterScience',
    travel:
      'StateFairButterCow ButterFarmStandVisit ButterCroissantHunt MeetTheButterMakers MilkToButterFarmTour BestButteredRollInTown',
    fashion:
      'ButterYellowFit ButterNailSet ButterSoftKnits ButteryHeadToToe StyleTheButterBlazer ButterPastelLayers ButterSuedeBoots',
    wellness:
      'MindfulButterChurn BakeButterCookiesSlowly BreadAndButterGratitude ButterUpYourself SlowButteredToast ButterSimplePleasures ButterAndHoneyMorning',
    speed:
      'ButterJarShakeRace ButterSpreadRelay CrepeFlipBlitz ButterChurnCountdown SoftenButterIn60 ButterPatStackRace ToastAndButterTimer',
    music:
      'SmoothLikeButterCover ButterSizzleLoop ButterJarShakerBeat ButterChurnRhythm BreadAndButterBlues ButterKnifeDrumJam ButterMeltLullaby',
    art: 'ButterSculpture ButterCarvedRose ButtercreamBouquet ButterKnifePainting ToastAsACanvas ButterYellowStillLife ButterBoardDesign',
    tech: 'ButterMeltTimelapse SoftenButterHack ButterStandMixerChurn ButterGadgetVerdict ButterBellTest ButterTempProbe BlenderButterSpeedrun ButterPatScaleTest',
    pet: 'PetsNamedButters ButterSoftFurBrush ButterYellowBandana ButterballPhotoShoot ButterCoatCheck ButterYellowGoldenPup ButterSoftPupNap',
    gaming:
      'BreadAndButterCombo ButterFingersCatchGame ButterChurnMinigame ButterSmoothSpeedrun ButterTycoonEmpire DairyFarmSimSeason ButterPassHotPotato',
  },
  butterfly: {
    educational:
      'MothOrButterflyQuiz ButterflyTasteWithFeet TheButterflyEffect ButterflyMigrationMap ButterflyChrysalisSoup WhyMonarchsAreOrange ButterflyLifeCycleLab',
    cooking:
      'MagicButterflyLemonade ButterflyCupcakes FarfalleButterflyPasta ButterflyWingCookies GrapeCaterpillars ButterflySandwichCutouts ButterflyPancakes ButterflyToastArt',
    travel:
      'ButterflyHouseTour ButterflyMeadowWalk SpotTenButterflies PicnicWithButterflies FollowTheButterflyTrail FlutterByFieldDay ButterflyGardenHop',
    fashion:
      'Y2KButterflyClips ButterflyPrintFit DressLikeAButterfly ButterflyTopThreeWays ButterflyPatternMatch MonarchOrangeMoment ButterflyWingEyeliner ButterflySleeveDIY',
    speed:
      'FastestPaperButterfly ButterflyCountRace ButterflyDrawIn10 ButterflyStickerRace MirrorImageBlitz FoldAButterflyFast ButterflyPuzzleDash',
    music:
      'HumAButterflyLullaby ButterflyWhistleTune WriteAButterflySong ButterflyMusicBox SingToAButterfly MonarchMelody ButterflyKissesDuet SocialButterflyRap',
    tech: 'ButterflyMacroShot ButterflyTimeLapse ButterflyWingColorSwap SlowMoButterflyWings ButterflyStopMotion ButterflyPhoneWallpaper ButterflyIDApp LightUpButterflyKite',
    pet: 'ButterflyChasingPuppy CatMeetsButterfly ButterflyBandanaPup PetVsToyButterfly SocialButterflyDog ButterflyOnTheNose ButterflyBowTieKitty BunnyButterflyGarden',
    gaming:
      'ButterflyMemoryMatch ButterflySpottingBingo PixelButterflyHunt ButterflyEffectChoices ButterflyPhotoContest CatchEveryButterfly ButterflyTagRound MothVsButterflyCards',
  },
  button: {
    travel:
      'CrosswalkButtonSounds ButtonFromEveryTrip ButtonMarketHunt ButtonSouvenirJacket ButtonSpottingWalk ButtonDownTravelShirt ThriftShopButtonFind VacationButtonRescue',
    music:
      'ButtonJarRhythm ButtonBoxBeat PushButtonBeats ButtonShaker MakeABeatWithButtons ButtonWhirligigHum TambourineButtons ButtonCastanets',
    tech: 'HiddenButtonShortcuts OneButtonApp PhysicalButtonsVsTouch HowFastCanYouTapAButton ButtonRemapHack ButtonKeycapSwap ButtonCoveredPhoneCase ButtonScreenshotTrick',
    gaming:
      'ButtonMashChallenge ButtonTiddlywinks ButtonSoccer ButtonComboRun FlipAButtonIntoACup OneButtonGame ShuffleboardButtons ButtonCheckers',
  },
  cabin: {
    dance:
      'CabinFeverFreestyle LogCabinShuffle CabinPorchStomp CabinKitchenDisco HoedownInTheWoods CabinFirelightSlowDance BootScootinCabin',
    fitness:
      'CabinFirewoodCarry CabinStumpStepUps CabinMorningHike CabinFeverCardio CabinDockPlank LumberjackLunges CabinLakeShoreLaps',
    funny:
      'CabinSpiderRoommate CabinNoWifiReaction CabinFeverDiaries ThatOneCabinNoise CabinListingVsReality CabinNewbieFirstNight CityKidInTheCabin',
    prank:
      'CabinStarryCeiling CabinLanternTrail CabinWelcomeBasket SurpriseCabinWeekend BigfootWasHere CabinBlanketFort SecretCabinCocoaBar',
    cooking:
      'CabinSkilletCornbread CabinSmoresBar CabinFoilPacketDinner CastIronCabinBreakfast CabinFeverBakeOff CabinDutchOvenCobbler CozyCabinChili',
    fashion:
      'CabinFlannelFit CabinPlaidLayers CabinCardiganEra CabinSweaterWeather CabinLumberjackChic CozyCabinCapsule CabincoreCatwalk',
    wellness:
      'CabinUnplug CabinFiresideCalm CabinStargazing RainOnTheCabinRoof CabinPorchSunrise CabinNoWifiNoProblem JournalByTheCabinFire',
    speed:
      'CabinDishwashDash CabinSmoresAssemblyRace CabinBedMakingBlitz CabinPackUpSprint BeatTheCabinCheckout FirewoodStackOff FirstToTheCabinDock',
    art: 'CabinPinePrints CabinLeafPressing CabinWindowFrames PopsicleStickCabin FoggyLakeWatercolor CabinPineconeArt SketchTheCabinView',
    tech: 'CabinTrailCamCatch CabinWifiSpeedTest CabinWeekendOnOneCharge TinyCabinTechTour WalkieTalkieWeekend CabinStarPhotoApp CabinNightSkyTimelapse',
    pet: 'CabinCatWindowWatch CabinHikeWithMyDog CabinPuppyFirstNight DogsFirstCabinTrip CabinPorchPup FiresidePetSnooze CabinCritterReaction',
    gaming:
      'CabinWordGameShowdown CabinFlashlightTag CabinCardSharkShowdown CabinPuzzleMarathon CabinFeverCharades CampfireWerewolf OldCabinBoardGames',
  },
  cabinet: {
    dance:
      'CupboardShuffle CabinetKnobTwist CabinetDoorDisco KitchenCabinetCancan CabinetSpiceRackSway CupboardPeekaboo HipCheckTheCabinet',
    funny:
      'CabinetAvalanche CabinetTetrisChamp WhoLeftTheCabinetOpen CupboardOfBags MismatchedLidsDrama CabinetSpiceFrom2009 CabinetCarbonDating',
    educational:
      'FixASqueakyCabinet HowCabinetsAreBuilt CupboardChemistry CabinetZoneMethod CupboardShelfLife HowCabinetHingesWork LevelACabinetDoor',
    cooking:
      'CupboardStapleDinner EmptyTheCabinetChef CabinetSpiceMix CabinetCrackerCrust MysteryCanCookOff BackOfTheCupboardBake CabinetRaidRisotto',
    travel:
      'RoadTripFromTheCupboard CabinetSouvenirShelf CabinetAntiqueHunt FleaMarketCabinetFind CabinetThriftShopHop SnowGlobeCupboard',
    fashion:
      'CupboardCapsule JewelryCabinetGlowUp CabinetHatShowcase CabinetShoeShelfie CabinetOutfitReveal OneCabinetFiveLooks CabinetDoorMirrorFit',
    speed:
      'CabinetLidMatchTimer CupboardCupStack CabinetDishUnloadDash CabinetTidyBlitz CabinetSpiceAlphabetize GroceryPutAwayRush ShutEveryCabinet',
    art: 'CupboardDoorMural CabinetKnobUpcycle CabinetLabelArt CabinetStencilBorder MiniCabinetDiorama CabinetShadowBox ChalkboardCabinetArt',
    tech: 'UnderCabinetLEDs CabinetChildLockTest CabinetHiddenCharger CupboardMotionSensor AICooksFromMyCupboard CupboardBarcodeScan CupboardQRLabels',
    pet: 'CabinetCatHideout CabinetKittenClimb TreatCupboardStakeout CabinetPetProofing WhoOpenedTheCabinet ChildLockVsPaws CabinetSniffPuzzle',
    gaming:
      'CabinetHideTheToy WhatsBehindCabinetDoor3 CupboardISpy CanTowerFromTheCupboard BoardGameCupboardDig CupboardClawGrabber PuzzleBoxCabinet',
  },
  cactus: {
    educational:
      'CactusSpinesAreLeaves HowCactusSavesWater CactusOrSucculentQuiz SaguaroAgeGuess CactusBreathesAtNight DesertSurvivalSecrets CactiAroundTheGlobe',
    cooking:
      'CactusCupcakeGarden CactusSugarCookies NopalesCactusTacos PricklyPearLemonade CactusDragonFruitBowl SaguaroSorbet CactusPopsicles',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt TallestCactusInTown CactiCountRoadTrip CactusNurseryVisit',
    music:
      'CactusRainstickJam SerenadeYourCactus CactusCowboyBallad CactusMaracasShake CactusDesertSongCover WildWestWhistle CactusCampfireSong',
    tech: 'TimelapseACactusBloom CactusWaterSensor MacroShotCactusSpines CactusSmartPot AICactusDoctorTest NeverOverwaterAgain CactusGrowLightSetup',
    pet: 'CactusBandanaPup CactusPlushFetch DancingCactusVsCat CactusScratchPost SafeSucculentsOnly TumbleweedChase CactusToyTugOfWar',
    gaming:
      'DinoCactusJump CactusFarmBuild CactusTowerDefense BeatTheCactusBoss CactusCardMatch TumbleweedDerby',
  },
  cafeteria: {
    dance:
      'CafeteriaDanceOff LunchroomBellShuffle CafeteriaTrayTwirl LunchroomConga SchoolLunchShimmy TaterTotTwist CafeteriaLineStep',
    fitness:
      'CafeteriaTrayBalance LunchroomBootCamp CafeteriaLineLunges LunchroomPlankOff MilkCartonCurls SchoolLunchSquats CafeteriaChairDips',
    prank:
      'CafeteriaKindNotes LunchroomGooglyEyes CafeteriaStaffFlowers CafeteriaSecretSanta LunchroomJokeNapkins CafeteriaHighFiveLine CafeteriaCupcakeDrop',
    travel:
      'CafeteriaOnAFieldTrip CampusDiningCrawl SchoolLunchesWorldwide CafeteriaPassport MuseumCafeteriaRanking TrayTableTourist RateEveryCafeteria LunchAtTheZooCafeteria',
    fashion:
      'CafeteriaFitCheck LunchroomStreetStyle CafeteriaHairnetGlam CafeteriaCatwalk LunchroomApronChic PictureDayOutfit CafeteriaColorMatch',
    art: 'CafeteriaNapkinSketch MilkCartonCraft SporkSculpture LunchroomPosterDesign SchoolLunchStillLife CafeteriaTrayPrints CafeteriaComicStrip',
    tech: 'LunchroomRushTimelapse CafeteriaTrayStopMotion VoteOnTheCafeteriaMenu RateMySchoolLunchApp CafeteriaWaitTimeHack LunchroomFoodWasteTracker',
    gaming:
      'LunchroomCardGames CafeteriaTriviaBattle CafeteriaChessTable CafeteriaCardTrade PaperFootballFinals LunchroomThumbWarTourney CafeteriaTicTacToe',
  },
  cake: {
    funny:
      'EverythingIsCake LeaningTowerOfCake CakeRecipePhotoVsMine NailedItCakeCopy SmashCakeReactions TrickCandleTantrum DramaticCakeCutting RateMyUgliestCake',
    travel:
      'LetThemEatCakePicnic LocalCakeHunt PastryShopCrawl CakePitStopRatings FarmersMarketCakeHaul ASliceInEveryCity CakeTastingTour',
    art: 'CakeSketchToBake DrawYourDreamCake ButtercreamFlowers CakePopArtPainting ClayCupcakeMinis PaintACakeCanvas CakeStillLifePhoto',
    tech: 'AICakeDesign CakeStopMotion CakeTimelapse AirFryerCakeOff CakeByTheGram PrintYourOwnCakeTopper CakeOvenThermometerTest CakeSlowMoSlice',
    gaming:
      'CakeOrFakeGame CakewalkGameNight PixelArtCake WinnerGetsTheCake CakeGuessTheFlavor CakeBingoNight CakeTowerTumble',
  },
  calculator: {
    travel:
      'CalculatorCurrencyMath CalculatedGetaway CalculatorTipMath CalculatorFuelSplit RoadTripCalculator MetricMileMixup PackingCalculator TimeZoneCalculator',
    music:
      'PlayASongOnACalculator CalculatorChiptuneJam CalculatorBeepRemix CalculatorBleepOrchestra CalculatorDrumSolo KeypadKaraoke CalculatorLullaby CalculatorRapVerse',
    art: 'CalculatorGraphArt CalculatorUpsideDownWords CalculatorLCDDoodle CalculatorPixelSelfie OldCalculatorSculpture NumberStencilPrint CalculatorKeyMosaic SketchACalculator',
    tech: 'CodeOnACalculator SolarCalculatorTest CalculatorTeardown PhoneVsCalculator CalculatorGameHack CalculatorHiddenModes CalculatorWidgetSetup CalculatorEasterEggs',
    gaming:
      'CalculatorNumberGuess CalculatorFirstTo100 CalculatorSnakeGame CalculatorBlockGame CalculatorPongGame CalculatorMathGameNight CalculatorBattleship DiceDuelCalculator',
  },
  calendar: {
    travel:
      'OneAdventurePerMonth TripCountdownCalendar CalendarPhotoSpotHunt CalendarLocalFestivals CalendarSolsticeSunrise LongWeekendCalendarMap CalendarBucketList',
    music:
      'SeptemberSingAlong MusicAdventCalendar CalendarMonthsRap CalendarWeekdayChant CalendarBirthdayRound CalendarMondayCover CalendarSeasonsMedley',
    tech: 'ColorCodeYourCalendar DigitalVsPaperCalendar CalendarTimeBlocking SharedFamilyCalendar AIPlansMyCalendar InboxToCalendarHack CalendarWidgetSetup',
    pet: 'PetPhotoCalendar DogAdventCalendar GotchaDayCalendar CalendarBirthdayPup CalendarCatOfTheMonth WalkStreakTracker CalendarCoverKitty',
    gaming:
      'GameAdventCalendar ReleaseDayCountdown CalendarDailyPuzzle LoginStreakRewards CalendarEventGrind CalendarDateGuessGame CalendarBingoCard',
  },
  california: {
    dance:
      'GoldenStateGroove CaliforniaSkateGlide CaliforniaSunsetStrut CaliforniaLowrider HotelCaliforniaSway CaliforniaSurfShuffle CaliforniaRollerDisco CaliforniaBoardwalkBop',
    fitness:
      'CaliforniaSandSprints CaliforniaStairClimb CaliforniaTrailRun CaliforniaSurfBootcamp CaliforniaCoastCycle CaliforniaGoldenHourHike CaliforniaSunriseJog HikeCaliforniaCanyons',
    cooking:
      'RollYourOwnCalifornia CaliFishTacos CaliforniaBurritoBuild CaliforniaAvocadoSmash CaliforniaStyleFries CaliforniaSourdough SunnyCaliforniaSalsa CaliforniaDateShake',
    fashion:
      'CaliforniaFringeLook CaliforniaSkaterFit DressLikeACalifornian FogToSunOutfit CaliforniaCoolFitCheck CaliforniaBohoLayers CaliforniaSurfStyle CaliforniaTieDyeTee',
    wellness:
      'CaliforniaSunsetCalm CaliforniaForestWalk CaliforniaSunshineBreak CaliforniaStargazing CaliforniaBeachYoga CaliforniaSlowSunday TidePoolCalifornia CaliforniaOceanSounds',
    speed:
      'CaliforniaRollRace CaliforniaAvocadoPeelRace DrawTheCaliforniaBear TacoTruckSprint CaliforniaMapDash CaliforniaCitiesIn60 SpellCaliforniaFast CaliforniaWaveCount',
    music:
      'HotelCaliforniaSingAlong CaliforniaLoveRemix CaliforniaSurfHarmonies CaliforniaDreaminCover SurfRockRiffOff CaliforniaCarSingalong CaliforniaGirlsLipSync CaliforniaUkuleleJam',
    art: 'PaintACaliforniaSunset CaliforniaPoppyArt DrawACaliforniaPostcard CaliforniaRedwoodPhoto PalmSilhouetteShot CaliforniaMuralWalk CaliforniaPosterPrint CaliforniaBeachCollage',
    tech: 'CaliforniaSunsetTimelapse PlanACaliforniaRoadTrip CaliforniaQuakeAlert IsItEverColdInCalifornia CaliforniaPhotoDump CaliforniaDayInTheLife CaliforniaWavesInSlowMo CaliforniaPhonePanorama',
    pet: 'CaliforniaBeachZoomies PatioBrunchPup CaliforniaSunsetDogWalk CaliforniaCatSunbathe CaliforniaPetStrut CaliforniaPuppyHike CaliforniaSandPaws CaliforniaKittyNap',
    gaming:
      'GoldRushTabletop CaliforniaGamesRematch GuessThatCaliforniaTown CaliforniaPlateSpotting CaliforniaSkateGame CaliforniaTriviaNight CaliforniaBingoRoadTrip BuildCaliforniaInBlocks',
  },
  calm: {
    fitness:
      'CalmYogaFlow SlowExhaleWorkout SteadyHikeBreaths PeacefulPilates QuietStrengthSet KeepCalmAndPlank ZenStretchFlow CalmBalanceHold',
    prank:
      'CalmCornerSurprise SecretZenDenMakeover CalmLavenderPillows CalmFairyLightTakeover PeacefulWakeUpCall SoftBlanketAmbush TinyCalmGarden QuietBreakfastInBed',
    travel:
      'QuietPlacesTour CalmSpotInEveryCity QuietestPlaceInTown ZenGardenVisit PeacefulLakeEscape FindACalmCafe BotanicGardenCalm CalmBenchHunt',
    fashion:
      'CalmLinenLayers CalmSoftLayers QuietLuxuryFit CalmCapsuleCloset SageGreenSerenity ZenMinimalistLook SoftPastelCalm CalmComfyKnit',
    speed:
      'CalmInSixtySeconds ZenInTenBreaths FastestToCalmDown QuietestRelay CalmHandsBlockTower ShoulderDropCount StoneStackCalm CalmCupPyramid',
    music:
      'SlowAndQuietCover CalmWindChimeSounds RainstickRhythm ZenWaterGlassTones LullabyForGrownups PeacefulStrumAlong HumYourCalm CalmRiceShakerWaves',
    gaming:
      'CalmFarmGameSeason CalmFishingMinigame ZenPuzzleRun PeacefulModeOnly GardenSimSunday CozyQuestNight JigsawCalmHour CalmCardTower',
  },
  camel: {
    travel:
      'SayHiToAZooCamel FindACamelAtTheFarm PlushCamelTravelDiary PackLikeACamel CamelCaravanRoadTrip WalkLikeACamelOnTheBeach CamelMarketVisit',
    music:
      'CamelWalkBeat CamelCaravanChant CamelBellRhythm CamelCaravanSong HumpDayAnthem DesertDuneDrumming CamelTrotTempo',
    tech: 'CamelChewInSlowMo CamelFaceFilter CamelStopMotion CamelWallpaperDesign CodeInCamelCase AskAICamelFacts',
    gaming:
      'CamelRaceBoardGame CamelRacingArcade CamelCharadesNight CamelCardGame CamelCaravanTrade CamelHumpDayGameNight CamelTriviaTrail',
  },
  camera: {
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome HiddenCameraCompliment CameraTimerPhotobomb CameraPrintLoveNotes SayCheeseSurprise CameraCrewForMom',
    speed:
      'CameraTenSecondTimer OneShotOnly CameraAlphabetHunt QuickDrawCamera CameraModeSwitchRace DisposableCameraBlitz CameraFocusRace',
    art: 'CameraLightPainting TinyGiantCameraTrick CameraPrintCollage DoubleExposureDare SilhouetteCameraShoot CameraMacroHunt CameraBokehPortrait',
    pet: 'CameraShyKitty TreatAboveTheLens CameraAtPetEyeLevel LookAtTheCameraPup PawtraitMode CameraSqueakyToyTrick PetsReactToCameraClick',
    gaming:
      'CameraPhotoSafariGame CameraScavengerHunt InGameCameraContest PhotoModeFaceOff CameraGuessWhereGame CameraBingoCard CameraChaseTag',
  },
  campfire: {
    educational:
      'HowCampfiresBurn CampfireSafetyQuiz CampfireFireTriangle WhyCampfireEmbersGlow CampfireLeaveNoTrace WhyLogsCrackle StarNamesByCampfire',
    travel:
      'CampfireStargazingTrip CampfireLakesideNight BeachCampfireSpot CampfireLanternNight OffGridWeekend FirepitWithAView CampfireInEveryPark',
    art: 'CampfireCharcoalSketch PaintTheCampfire CampfireShadowPuppets MiniCampfireDiorama CampfireGlowStickArt FirelightPortraits CampfireLongExposure',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireStarterTest CampfireSlowMoSparks FirepitSmokeTest CampfireStarMapApp CampfireStoryAI',
    gaming:
      'CampfireStoryGame CardGamesByTheCampfire CampfireWerewolfRound CampfireCharadesCircle TwoTruthsByTheFire CampfireCharadesNight CampfireRiddleRound',
  },
  camping: {
    fitness:
      'CampsiteYoga CampingFirewoodCarry CampingLogSquats BootCampForReal HikeToYourCampsite TentPoleTwists',
    prank:
      'CampingBalloonTent CampsiteGlowSurprise SmoresCampingDelivery BigfootWasHere CampfireStoryTwist CampingTentStreamers CampingCoffeeInBed',
    art: 'CampsiteNatureJournal CampingLeafRubbing StarTrailsOverCamp GlowingTentPhoto CampfireCharcoalSketch CampPineconeCritters CampoutSketchbook',
    gaming:
      'CampingCardGames CampfireTriviaNight CampingTabletopQuest CampsiteWerewolf CampLanternStoryGame CampfireCardNight FlashlightTagAtCamp',
  },
  campus: {
    educational:
      'CampusLegendsQuiz CampusStudyHacks CampusArchitectureHunt LibraryDeepDiveCampus CampusNoteTakingHacks CampusTreeIDWalk CampusStatueStories',
    music:
      'CampusQuadJam CampusFightSongCover CampusBellTowerMelody DormRoomAcoustic CampusStairwellEcho CampusDrumline AcapellaOnCampus',
    art: 'CampusSketchWalk CampusChalkMural CampusGoldenHourPhotos PaintYourCampus DormRoomGalleryWall LectureHallDoodles CampusPhotoProject',
    tech: 'DormDeskSetup CampusWifiSpeedMap CampusLibraryTechTour CampusPhoneHyperlapse CampusMapAppHack LectureNotesAISummary CampusDayIn60Seconds',
    gaming:
      'CampusEsportsCup CampusChessOnTheQuad CampusHumansVsZombies CampusGeocacheQuest DormFloorTourney CampusGameLounge CampusCaptureTheFlag',
  },
  canada: {
    dance:
      'CanadaDayConga CanadaFiddleStepdance CanadaHockeyCelly CanadaBlizzardBoogie MapleLeafShuffle LumberjackTwoStep OhCanadaChoreo',
    fitness:
      'CanadaLakeTrailHike CanadaSnowshoeHike CanadaSkateTrailLaps CanadaSnowShovelHIIT HockeyDrillCircuit LumberjackLogLifts CanadaWinterBootcamp',
    funny:
      'CanadaGeeseStandoff CanadaSorryCount CanadianAccentTest CanadaSnackRanking CanadaMooseCrossing NineMonthsOfWinter MostCanadaThingEver',
    prank:
      'CanadaDaySurprise CanadaDonutDrop CanadaSnowmanGreeter CanadianPoliteNotes HockeyTicketReveal MapleLeafDoorDecor OhCanadaDoorbellSong',
    cooking:
      'CanadaPoutineAtHome CanadaMapleSnowTaffy CanadaNanaimoBars CanadaBannockBread ButterTartBakeOff CanadaMaplePastry TasteOfCanadaBrunch',
    wellness:
      'CanadaLakeCalm CanadaDockSunrise CanadaCabinStillness ForestBathingCanada CanadaMapleTeaBreak LoonCallListening CanadaSnowfallPause',
    speed:
      'CanadaSnowmanRace CanadaPuckPassRelay CanadaPancakeFlipOff CanadaProvincesIn60 HockeyShootoutTimer CapitalCityBlitz OhCanadaLyricsRush',
    art: 'CanadaMapleLeafPrints CanadaPineconeCraft CanadaLakeLongExposure CanadianMooseSketch CanadaLandscapeRemake NorthernLightsPainting DrawCanadaFromMemory',
    tech: 'CanadaColdBatteryTest CanadaSnowplowTracker CanadaWinterPhoneTest CanadaAuroraCam CanadaSnowfallTimelapse CanadaWeatherAppBattle CanadaMapQuizApp',
    pet: 'CanadaDayPetBandana CanadaHuskySnowWalk CanadaPuppyToque CanadaKittyHockey SnowPupZoomies CanadaKittenMapleToy OhCanadaHowlAlong',
    gaming:
      'CanadaCurlingMatch CanadaCribbageTable CanadaTriviaNight CanadaHockeyGameNight CanadaGeographyGame CanadaTableHockeyCup GuessTheCanadaProvince',
  },
  candle: {
    travel:
      'CandleShopHop CandlelitCathedral CandleLanternFestival SniffEveryCandleInTown CandleSouvenirHunt SmellsLikeVacation',
    music:
      'CandlelightConcert CandlelightSongCover CandleAcapellaHum UnpluggedByCandle CandleLitLoFi LullabyByCandleGlow',
    art: 'CandleStillLifeSketch CandleWaxPainting CandleJarDecorating CandleShadowArt ShootByCandlelight LabelYourOwnScent',
    tech: 'FakeFlameFaceOff CandleVsDiffuser FlickerCandleBulb SmartCandleSetup CandleMeltTimelapse CandleWarmerTest CandleLEDRemoteTest',
    pet: 'FlamelessCandleSwap PetSafeCandleCheck CandleBoxCatFort PetPortraitCandle CandleNamedAfterMyDog PupcakeWishes PawPrintCandleJar',
    gaming:
      'CandlelightBoardGame CandlelitMysteryParty CandleGhostStoryNight CardsByCandlelight CandleGuessTheScent LastCandleStanding',
  },
  candy: {
    educational:
      'RockCandyCrystals CandyHistoryQuiz CandyRainbowDissolve CottonCandyPhysics CandyMeltingPoint GummyBearScience CandyChromatography',
    travel:
      'CandyShopCrawl CandyPassport CandySouvenirSwap OldFashionedCandyHunt CandyYouCantGetAtHome SweetsSafari TasteTheLocalCandy CandyFromEveryStop',
    music:
      'CandyWrapperBeat CandyShopSong CandyJarPercussion SingForYourSweets CandyCrunchASMR LollipopLipSync CandyTinTambourine',
    art: 'CandyMosaic CandyWrapperCraft CandyStillLife SculptYourSweets PaintWithCandyColors GumdropGallery CandyStainedGlass',
    tech: 'CandyDispenserBuild CandySlowMoCrunch CanAICountCandy CandyClawGrabberDIY CandyStopMotion GumballGadget CandyPhotoColorPop ChainReactionCandy',
    pet: 'CandyStripeBandana CandyPlushToyFetch HideTheCandyFromCat LeaveItCandyTest CandySafetyForPets CandyStripeKitty',
    gaming:
      'CandyLandRematch CandyMemoryMatch CandyChipsCardGame CandyStackingGame WinTheCandyJar CandyCornBingo CandyCheckers',
  },
  'candy cane': {
    educational:
      'DissolvingCandyCane HowCandyCaneStripesWork CandyCaneJShapeOrigin CandyCaneHotVsCold CandyCaneFactOrMyth WhyMintFeelsIcy CandyCaneMeltRace',
    travel:
      'CandyCaneLaneWalk CandyCaneMarketHunt CandyShopCrawl HuntForGiantCandyCanes HolidayLightsLoop CandyCaneRoadTrip',
    speed:
      'CandyCaneHookRelay CandyCaneSortIn30 CandyCaneHangBlitz CandyCaneFishing CandyCaneUnwrapIn10 PeppermintStackOff LinkTheCandyCanes',
    tech: 'CandyCaneSlowMoCrush CandyCanePhotoEdit CandyCaneZoomPhoto CandyCaneLightDecor CandyCaneMeltTimelapse AIDesignsACandyCane StopMotionCandyCane',
    pet: 'CandyCaneRopeTug CandyCaneBandanaPose CandyCaneCollarPup CatBatsTheCandyCane PeppermintPlushHunt StripedSweaterKitty CandyCaneChewToy',
    gaming:
      'CandyCanePlatformer CandyCaneBuildOff CandyCaneBoardGame CandyCaneHighScore PeppermintPowerUp CandyCaneHuntGame',
  },
  'candy store': {
    fitness:
      'WalkToTheCandyStore GumballPushupCount SweetTreatSquats CandyStoreJarCurls BikeToTheCandyStore EarnYourCandy',
    travel:
      'CandyStoreCrawl CandyStoreRoadTrip OldSweetShopHunt CandyStoreBoardwalk SweetShopSafari BiggestCandyStoreNearMe',
    art: 'CandyStoreWindowArt CandyStoreMiniature CandyWrapperCollage JarOfCandyPhoto CandyStoreSignPainting GumdropSculpture',
    tech: 'CandyDispenserBuild CandyStoreSlowMo CandyStoreStopMotion CandyStoreLEDSign CandyStoreScaleTest CandyStoreClawGrabber',
    pet: 'CandyStoreDogVisit PetTreatPickAndMix CandyStoreBandanaPup CandyStoreBowKitty CatInAnEmptyJar BunnyInTheSweetShop',
  },
  canvas: {
    educational:
      'WhyPaintersPrimeFirst CanvasLinenVsCotton CanvasColorTheory StretchYourOwnCanvas RecreateAFamousCanvas RuleOfThirdsTest CanvasPrimerDemo CanvasArtHistoryQuiz',
    travel:
      'CanvasOnLocation CanvasMuseumCopy OneCanvasPerCity CanvasUnderATree EaselOnTheBeach CanvasInABotanicGarden CanvasSunsetPier CanvasPostcardTour',
    music:
      'CanvasPaintToMusic OneSongPerCanvas AlbumCoverOnCanvas LiveConcertCanvas BrushToTheBeat CanvasPaintWhatYouHear CanvasDrumPainting CanvasLyricArt',
    tech: 'CanvasTimeLapse CanvasVsTablet CanvasPhoneTraceApp ScanYourCanvas AIPromptToCanvas CanvasDigitalSketchFirst CanvasARGallery CanvasStopMotion',
    gaming:
      'CanvasTelephoneDrawing CanvasPixelArtGame EaselDrawAndGuess BossFightOnCanvas PassTheBrushRelay CanvasSpeedDoodleGame CanvasTicTacToe CanvasBingoBoard',
  },
  capybara: {
    fitness:
      'CapybaraOrangeBalance CapybaraSlowWalk ZenSquats CapybaraCalmPlank CapySlowStretch UnbotheredBurpees CapybaraCrawlDrill',
    educational:
      'WhyCapybarasAreChill RodentOrNot CapybaraWebbedToes CapybaraSocialLife CapybaraTriviaQuiz CapybaraWetlandHome CapybaraVsGuineaPig',
    cooking:
      'CapybaraToastArt CapybaraOnigiri HotSpringPudding SteamedCapybaraBuns CapybaraMochi CapyOnsenEggs CapybaraPancakes',
    travel:
      'CapybaraZooDayTrip CapybaraPlushTravels CapybaraCafeVisit MeetACapybara CapybaraParkStroll SoakLikeACapybara',
    speed:
      'SlowestFinisherWins CapybaraSpeedSketch CapybaraPuzzleBlitz CapyPlushStackRace CapybaraCountdownQuiz FastestToChill CapybaraOrangeStackRace',
  },
  car: {
    fitness:
      'CarWashWorkout RoadTripStretch CarWaxArmWorkout PitStopPushUps ParkingLotCarLunges CarTrunkLoadLift CarDetailCardio',
    cooking:
      'CarShapedCake CarTailgateChili DriveInCarDinner RaceCarCupcakes RoadTripSnackAttack TrunkPicnicChallenge CarPicnicSandwiches CarhopDinerNight',
    tech: 'CarGadgetHaul CarChargerShowdown DashCamCarTest AskYourCarAssistant UpgradeMyRide CarPhoneMountTest',
    pet: 'PetsFirstRoadTrip DogHearsCarKeys CarWashPupReaction KittenCarSeatSetup WhoWantsACarRide BuckleUpBuddy CarPetSeatbeltCheck',
    gaming:
      'CarCustomBuild CarRacingTimeTrial CarSpottingBingo BackseatCarTrivia CarRacingGameNight LicensePlateHunt CarAlphabetGame',
  },
  'car wash': {
    travel:
      'CarWashTunnelRide CarWashBeachSandOff WeirdestCarWashNearMe RoadTripRinseOff MudToShine CarWashPitStop RateEveryCarWash',
    tech: 'CarWashTunnelCam AIRatesMyCarWash PhoneThroughTheCarWash FoamCannonFaceOff PressureWasherASMR CarWashSlowMo BuildAToyCarWash',
    pet: 'CarWashDogBath CarWashPetReacts CarWashPupCheer CarWashCatJudge TunnelVisionKitty PawsAndSuds CarWashNosePrints',
    gaming:
      'CarWashHighScore CarWashTycoonBuild BeatTheCarWashLevel CarWashSimGame SpotlessSpeedrun CarWashCoopRush ToyCarWashRace CarWashLeaderboard',
  },
};
