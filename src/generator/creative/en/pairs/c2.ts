import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bench: {
    funny:
      'IfBenchesCouldTalk HowManyFitOnABench PigeonBenchStandoff TypesOfPeopleOnABench BenchDocumentaryVoice WetPaintBenchPanic BenchCriticReview FunniestBenchPlaque',
    prank:
      'BenchTeddyDecoy KindNoteOnTheBench BenchParkingTicket BenchBalloonSurprise BenchReservedForYou BenchWhoopeeCushion SecretBenchPicnic PhotobombMyBenchSelfie',
    educational:
      'BenchDipsMuscleQuiz BenchPressFormCheck FiveStretchesOnABench BenchFactOrFiction WhatWoodIsThisBench ReadTheBenchPlaque BirdsFromTheBench LearnToBuildABench',
    cooking:
      'ParkBenchPicnicSpread PackABenchLunch BenchSandwichShowdown BenchBentoBox BenchPressPanini HotSoupOnAColdBench BenchBrunchBoard BenchFruitSkewers',
    travel:
      'BenchWithTheBestView CityBenchHop SunsetBenchChase FindYourTownsSecretBench HikeToTheHighestBench RateThatBench OneBenchPerPark BenchSelfieEveryStop',
    fashion:
      'BenchFitCheck ParkBenchLookbook BenchStreetStyleShoot BusStopBenchOutfit OneBenchTenPoses SitPrettyOnABench MatchYourBench FromBenchToRunway',
    speed:
      'BenchTapsIn60 BenchStepUpSprint BenchHopRelay ParkBenchLoopRace TagEveryBench BenchDipCountdown BenchBurpeeBlitz MusicalBenches',
    music:
      'ParkBenchAcoustic SerenadeFromABench BenchBuskingDare DrumABeatOnABench BenchBuddiesDuet BenchConcertForPigeons BenchBeatDrop BenchHarmonicaBlues',
    art: 'BenchCharcoalStudy DrawABenchInOneLine BenchViewWatercolor PigeonOnABenchDoodle MosaicYourDreamBench SketchTheNextBenchSitter PopsicleStickBench BenchSilhouetteShot',
    tech: 'AppCountsMyBenchDips BenchPhotoEditOff BenchFormSlowMo PanoramaFromMyBench BeatTheTimerBenchSelfie PinYourBenchOnAMap BenchTimelapse MakeABenchLookEpic',
    pet: 'PetParkBenchPose BenchBuddyPeopleWatch DogPawsUpOnBench CatOnTheBenchStare PupSavesMyBenchSeat SitStayBenchChallenge BenchOrLapTest BenchHopForATreat',
  },
  'best friend': {
    dance:
      'BestFriendDanceOff BestFriendMirrorMoves BFFBoogie BestieInSync SecretHandshakeGroove FreestyleThenTagYourBFF BFFLearnsMyDance BestFriendSlowMoDip',
    funny:
      'BestFriendImpressions BestFriendOldTexts BFFActsOutInsideJokes BFFMostLikelyTo WhosTheBadInfluence BestieAwardsNight MomVsBestieQuiz BestFriendFirstMeetRecap',
    educational:
      'BestFriendQuizOff BestieSkillSwap BestFriendSpellingBee BestieTeachesMeIn60 ExplainItToMyBestie InventABestieLanguage BestFriendMapQuiz BestFriendStudyDate',
    cooking:
      'BestFriendBakeOff BestFriendSnackSwap BestieBrunchDate BFFBlindTasteTest CookYourBFFsFavorite BraidBreadWithYourBestie BestFriendPizzaDuel BestFriendDumplingFold',
    travel:
      'BestFriendRoadTrip BestieCityBreak BestFriendHometownTour BFFBucketList BestFriendTrainDayTrip BFFMysteryDayOut BestFriendHalfwayMeet BestieSunriseHike',
    music:
      'BestFriendDuet BestieKaraokeNight BestFriendLipSync BestFriendRapBattle SingToYourBestFriend WriteABalladForYourBFF BestFriendHarmony BestFriendDrumCircle',
    tech: 'BestieRatesMyGadgets BestFriendPhoneTrade BFFScreenTimeReveal BestFriendAIAgeUp BFFThrowbackMontage FaceSwapMyBestFriend BestFriendPlaylistShare BestieEmojiOnlyChat',
    pet: 'PetIsMyBestie DogGreetsMyBestFriend BestFriendCatWhisperer FidoPicksMeOrBestie BFFPupSitter BestieMeetsMyKitten BestFriendPetSwapDay BestFriendHamsterSitting',
  },
  bird: {
    dance:
      'BirdOfParadiseMoves StrutLikeABird BirbBopAlong BirdHeadBobBattle EarlyBirdBoogie BirdPeckStep BirdWingFlapFreestyle DoTheBirdieSong',
    funny:
      'BirdCopiesMyRingtone BirdStoleMySnack BirdFeederDrama DoYourBestBirdCall BirdDocumentaryVoice BirbMemeReenact BirdNoiseBloopers BirdBathGossip',
    prank:
      'BirdsongAlarmSwap PaperBirdFlock BirdWhistleFakeOut TalkingBirdPrank PlushBirdOnTheShoulder RubberBirdInTheFridge BirdCallFromTheCloset HiddenBirdChirp',
    educational:
      'NameTenBirdsIn60 LearnThreeBirdSongs CanYouBuildABirdsNest GuessTheBirdCall BirdOrDinosaurQuiz BirdFeatherWaterTest TrackABirdMigration BirdBeakShapesLab',
    cooking:
      'BirdNestCookies TurnFruitIntoABird BirdSeedGranola BirdPancakeArt EarlyBirdGetsTheToast BirdCupcakeFaceOff BirdSuetCakes BirdShapedSandwiches',
    travel:
      'CountBirdsOnYourWalk BirdingRoadTrip SpotTenNewBirds DayTripForTheBirds BirdSanctuaryDay SunriseBirdHike PondBirdsRollCall BirdMarshBoardwalk',
    fashion:
      'BirdNerdFitCheck MatchABirdsPlumage BirdNestUpdo BirdOfParadiseLook DressLikeABird BirdsOfAFeatherTwins BirdPrintStyleOff DIYBirdCharmEarrings',
    wellness:
      'WakeToBirdsong BreatheWithTheBirds BirbGratitudeWalk TeaAndBirdwatching FiveMinutesWithTheBirds EarlyBirdStretch BirdBathRefill JournalByTheBirdFeeder',
    speed:
      'BirdCallQuickID SpotFiveBirdsFast BirdSeedSortIn60 SpeedSketchABird PaperBirdFoldOff EarlyBirdDash BirdBathRefillRace BirdFlockCountSprint',
    tech: 'BirdFeederCam BirdSongAppVsMe ZoomInOnABirdChallenge MapEveryBirdYouSee BirdTakeoffInSlowMo BirdBathTimelapse BirdPhoneBinoculars BirdPhotoAIGuess',
  },
  'bird feeder': {
    dance:
      'BirdFeederRefillDance BirdFeederChirpStep BirdFeederCopycatMoves StrutToTheBirdFeeder RockinAtTheBirdFeeder BirdFeederFrenzyDance BirdFeederWingWave BirdFeederFlutterTwirl',
    funny:
      'RateEveryBirdFeederGuest SquirrelVsBirdFeeder BirdFeederSnackThief BirdFeederGossip BirdFeederRealityShow BirdFeederSportscast BirdFeederBouncer BirdFeederPigeonTakeover',
    prank:
      'BirdFeederPlushVisitor BirdFeederToyDinoPrank FakeCardinalBirdFeeder BirdFeederSquirrelDecoy FancyBirdFeederMenu GooglyEyeBirdFeeder BirdFeederWhistleBluff BirdFeederRubberChicken',
    educational:
      'BirdFeederSpeciesTally BirdFeederBeakMatch JoinFeederWatch WhoVisitsMyBirdFeeder WhichSeedWinsBirdFeeder NameThatBirdFeederGuest RankBirdFeederBullies BirdFeederFoodTypesLab',
    cooking:
      'BirdFeederSeedCakes BirdFeederNestCookies PineconeBirdFeeder OrangeCupBirdFeeder BirdFeederAppleRings BirdFeederSuetCupcakes BirdFeederBagelGarland BirdFeederPeanutButterLog',
    travel:
      'BirdFeederTrailWalk BirdFeederRefugeHike FindEveryBirdFeederInTown ParkBirdFeederHunt BirdFeederNatureCenter PicnicByTheBirdFeeder GrandmasBirdFeederVisit BirdFeederBikeTour',
    fashion:
      'BirdFeederPorchFit BirdFeederRobeRunway BirdFeederEarringsDIY GrandpaBirdFeederCosplay EarlyBirdFeederOOTD BirdFeederKnitABeanie MatchYourBirdFeeder BirdFeederHatMakeover',
    wellness:
      'BirdFeederWindowCoffee BirdFeederSongPause QuietBirdFeederWatch BirdFeederSunriseSit BirdFeederNoPhoneHour BreatheWithTheBirdFeeder BirdFeederJournal BirdFeederGratitudeCount',
    speed:
      'BirdFeederRefillRelay BirdFeederSpeciesSprint TenMinuteBirdFeeder QuickBirdFeederID BeatTheSquirrel PineconeBirdFeederDash BirdFeederBuildBlitz BirdFeederSeedSweepRush',
    music:
      'BirdFeederBeatbox SingToTheBirdFeeder BirdFeederUkuleleJam WhistleAtTheBirdFeeder BirdFeederLullaby BirdFeederCallAndResponse RemixTheBirdFeederChirps BirdFeederWindChimes',
    tech: 'PhoneBirdFeederCam BirdFeederAIIdentify BirdFeederLiveStream OneDayBirdFeederTimelapse BirdFeederLandingSlowMo WhoSangAtTheBirdFeeder BirdFeederMotionAlerts SnapEveryBirdFeederGuest',
  },
  birdwatching: {
    dance:
      'BirdsOfParadiseShuffle BirdwatchingSpottedDance BirdwatchingPeacockFan BirdingCopycat FlamingoFreeze BirdwatchingRobinHop WingFlapBirdwatching BirdwatchingHeadBob',
    prank:
      'BirdwatchingToyParrot BirdwatchingPlushRobin BirdwatchingGnomeCameo BirdwatchingCallBluff BirdingHiddenSpeaker RubberDuckBirdwatching PaperOwlBirdwatching BirdwatchingPhotobomb',
    educational:
      'WhyFlocksFlyInV BirdwatchingIDQuiz BirdwatchingBeakGuess BirdingLogForAWeek BirdwatchingTeachAKid BirderSlangTest BirdingFieldGuideHunt LearnBirdwatchingCalls',
    cooking:
      'BirdwatchingTrailMix BirdwatchingPicnicSpread BirdingThermosCocoa EarlyBirderBreakfast BirdNestCookies BirderSeedCakes BirdwatchingSnackPack MuffinsForBirdwatching',
    travel:
      'BirdingRoadTrip BirdingAroundTheBlock BirdingByTheLake NewTrailBirdingDare BirdingFromTheTrainWindow PackYourBirdingBag BirdingWetlandWalk BirdwatchingBeachDay',
    fashion:
      'BirdwatchingOOTD BirderMatchesTheBird BirdingHatFit BirderVestFlex BirderLayersForDawn BirdwatchingGearGlowUp BlendInBirdwatching ThriftABirdingOutfit',
    speed:
      'BirdingRaceAroundTheBlock BirdingIDIn3Seconds BirdwatchingQuickCount BirderTallySprint BirdwatchingBingoDash FirstBirderToSpotTen LunchBreakBirdwatching BirdingBeatTheBuzzer',
    music:
      'BirdwatchingSingAlong BirdsongRemix WriteABirderThemeSong BirdingCallDuet BirderBeatbox BirdwatchingLoFiBeats BirderWhistleOff BirderPlaylistSwap',
    tech: 'CanAnAppBeatABirder PropYourPhoneBirdingCam BirdingInSlowMo BirdwatchingSoundID BirdingZoomShotDare RecordYourBirdingMorning BirdingHyperlapse BirdingStreakTracker',
    pet: 'CatBirdwatchingTV BirdwatchingKittenChatter BirdwatchingLapCuddle BirdwatchingWithMyDog BirdwatchingPupWalk BirderPetReactionCam BirdwatchingWindowSeat BirdwatchingTailWags',
  },
  birthday: {
    fitness:
      'RepsForEveryBirthday BirthdayBalloonKeepUp BirthdayLungeLadder BirthdayMile BirthdayAgeInPushups EarnYourBirthdayCake BirthdayPlankOff BirthdaySackRace',
    prank:
      'BirthdayNestingGift BirthdayFlamingoFlock BirthdayDoorStreamers BdayBalloonAvalanche BirthdayDeskWrap BirthdayConfettiAmbush StickyNoteBirthday BirthdayWakeUpKazoos',
    educational:
      'ProveTheBirthdayParadox BirthdayOnThisDay LearnABirthdayTradition WhoSharesMyBirthday WhatsYourBirthdayStone BirthdayAgeInDogYears GlobalBirthdayQuiz BirthdayWeekdayGuess',
    travel:
      'BirthdayMysteryDayOut BirthdayFreebieCrawl NewPlaceEveryBirthday BdayBucketListTrip BirthdayCoinFlipWalk BirthdayCakeWithAView SurpriseBirthdayPicnic BirthdayTrainToAnywhere',
    fashion:
      'BirthdayCrownDIY BirthdayDecadeDressUp RecreateYourBdayPhoto PartyHatCouture BdayGlowUp BirthdayOutfitReveal StyleABirthdaySash BirthdayTiaraTryOn',
    speed:
      'BirthdayGiftWrapRace BirthdayBalloonRelay BirthdayCakeSpeedIcing BirthdayCandlesOneBreath BdayPartySpeedrun BdayUnwrapInTenSeconds FastestBirthdayHat BirthdayStreamerRush',
    tech: 'AIBirthdayCard BirthdayVideoMontage BirthdayQRTreasureHunt HappyBirthdayInCode BdayCountdownWallpaper BirthdayPhoneLightShow BirthdayVoiceNoteChain BirthdayGroupCallSurprise',
    pet: 'BirthdayPawty BirthdayHowlAlong BirthdayTreatHunt KittyBirthdayBoxFort BirthdayPupcakeParty PetUnwrapsABirthdayGift BirthdaySniffWalk BirthdayPawprintCard',
    gaming:
      'BirthdayBingo LevelUpBirthday BirthdayKidPicksTheGame BirthdayTriviaBracket BirthdayPinTheTail BirthdayCharadesDuel BirthdayBossBattle BirthdayMusicalChairs',
  },
  'birthday card': {
    dance:
      'DanceWhenTheCardSings BirthdayCardDanceOff LetTheBirthdayCardDJ BirthdayCardFreeze PopUpBirthdayBoogie BirthdayCardConga BirthdayCardEnvelopeSpin BirthdayCardJingleJive',
    fitness:
      'AgeInPushups EarnYourBirthdayCard SquatPerBirthdayCard PlankTillTheCardStops BirthdayCardWorkoutDeck BalanceABirthdayCard BirthdayCardStairDelivery BirthdayCardMailboxJog',
    funny:
      'WorstBirthdayCardEver BirthdayCardMoneyShake DramaticBirthdayCardRead PunniestBirthdayCard BirthdayCardYearsLate BirthdayCardSignedByDog EndlessBirthdayCard BirthdayCardWrongName',
    educational:
      'BirthdayCardSoundChipLab MakeAPopUpBirthdayCard BirthdayCardHaiku RhymeABirthdayCardVerse BirthdayCardIn5Languages BirthdayCardRecycling BirthdayCardPenPal BirthdayCardInASL',
    travel:
      'PostABirthdayCardFromAfar HandDeliverABirthdayCard BirthdayCardRoadTrip BirthdayCardShopHop WalkABirthdayCardOver BirthdayCardSurpriseVisit BirthdayCardVacationMail BirthdayCardMailboxStroll',
    fashion:
      'DressLikeTheBirthdayCard BirthdayCardPaperHat GlitterBirthdayCardNails BirthdayCardBadgePin WearYourBirthdayCard BirthdayCardCouture MatchTheBirthdayCard BirthdayCardPrintTee',
    speed:
      'BirthdayCardSignRace FastestBirthdayCardFold BirthdayCardBeforeCandles BirthdayCardSpeedCraft BirthdayCardPassItOn LastMinuteBirthdayCard BirthdayCardAddressDash BirthdayCardStampSprint',
    tech: 'BirthdayCardQRVideo BirthdayCardCollabReel ScanGrandmasBirthdayCards AIWritesMyBirthdayCard AnimateABirthdayCard EmojiOnlyBirthdayCard BirthdayCardVoiceNote BirthdayCardPhotoPrint',
    gaming:
      'BirthdayCardClueHunt BirthdayCardMadLibs BirthdayCardMemoryMatch CrackTheBirthdayCardCode HiddenWordsBirthdayCard BirthdayCardPopQuiz BirthdayCardTreasureMap BirthdayCardCrossword',
  },
  'black friday': {
    dance:
      'BlackFridayCartShuffle BlackFridayAisleDance BlackFridayLivingRoomRave BlackFridayCheckoutBop BlackFridayReceiptTwirl BlackFridaySignShimmy BlackFridayBagSwing BlackFridayDoorbusterJig',
    fitness:
      'BlackFridayBagCurls BlackFridayStepCount BlackFridayMallMile BlackFridayTurkeyBurn BlackFridayBoxDeadlift TrotOffThePie BlackFridayCartPush BlackFridayStairClimb',
    prank:
      'BlackFridayBalloonParcel BlackFridayEmptyBagBluff BlackFridayEndlessReceipt BlackFridaySoldOutSign BlackFridaySockUnboxing BlackFridayMysteryWrap BlackFridayNestedBoxes BlackFridayRibbonMaze',
    educational:
      'BlackFridayCostGuess BlackFridayDealMath BlackFridayRealOrFake BlackFridayNeedOrWant BlackFridayUnitPrices BlackFridayAdTricks BlackFridayBudgetPlan BlackFridaySpotTheScam',
    cooking:
      'BlackFridayLeftoverFlip BlackFridayMegaSandwich BlackFridayPackedLunch BlackFridayTurkeyHash BlackFridayPieBrunch BlackFridayStuffingWaffle BlackFridayQueueSnacks BlackFridayCranberryToast',
    travel:
      'BlackFridayShopLocal BlackFridayMallWalk BlackFridayMarketHop BlackFridayOptOutside BlackFridayLightsTour BlackFridayTouristAtHome BlackFridayDayTrip BlackFridaySmallTownCrawl',
    fashion:
      'BlackFridayHaul BlackFridayTryOn OneDealFiveOutfits BlackFridayCapsuleBuys BlackFridayCoatRunway BlackFridayThriftFlip RateMyBlackFridayFind BlackFridayComfyFitCheck',
    speed:
      'BlackFridayBoxFoldDash BlackFridayWrapRace BlackFridayCartIn60 BlackFridayListSprint BlackFridayTagBlitz BlackFridayBagRelay BlackFridayBargainHunt BlackFridayUnboxingRush',
    music:
      'WriteABlackFridayJingle BlackFridayCartKaraoke BlackFridayBarcodeBeat BlackFridayCarolCover BlackFridayBagDrumSolo BlackFridayQueueSingOff BlackFridayReceiptSong BlackFridayCheckoutRap',
    tech: 'BlackFridayTechHaul BlackFridayInboxPurge BlackFridayDeskGlowUp BlackFridayTVUnboxing BlackFridayGadgetTest DidBlackFridayReallySave AIPicksMyBlackFriday TrackABlackFridayPrice',
    pet: 'BlackFridayPetHaul BlackFridayBoxFort CatClaimsTheParcel BlackFridayBedReveal BlackFridayPupToyTest BlackFridayTissueKitty DogUnpacksBlackFriday BlackFridayCatnipReview',
    gaming:
      'BlackFridayGameHaul BeatMyBlackFridayBacklog BlackFridayShopSim BlackFridayBossRush BlackFridayFamilyFaceOff BlackFridayCouchTourney BlackFridayBingo BlackFridayPuzzleRace',
  },
  blanket: {
    fitness:
      'BlanketMountainClimb BlanketTugOfWar BurritoBlanketCrunch WeightedBlanketCarry HopOverTheBlanket BlanketSliderBurn BlanketSledPull BlanketPlankCrawl',
    prank:
      'BlanketFortSurprise BlanketLumpDecoy FluffyBlanketSwap BlanketGhostPeekaboo WarmBlanketFromTheDryer BlanketOfStickyNotes BlanketHugAmbush SlowBlanketTugPrank',
    educational:
      'GuessTheBlanketWeight FleeceVsWoolBlanket SpaceBlanketExperiment IceCubeBlanketTest WhatsYourBlanketMadeOf BlanketMythOrFact WhichBlanketIsWarmest SheepToBlanket',
    cooking:
      'PigsInABlanket BlanketFortSnacks BlanketMovieNachos BlanketPicnicSpread CocoaUnderABlanket RainyBlanketDayRamen BakedBrieBlanket BlanketMugCakeNight',
    fashion:
      'BlanketScarfThreeWays BlanketSkirtTwist WearYourBlanketOut BlanketPonchoWrap BlanketCapeCatwalk BlanketBurritoToRunway BlanketToBallgown BlanketCoatDIY',
    speed:
      'BlanketFoldRace BlanketFortIn60 BlanketBurritoRace ThrowBlanketRelay DuvetCoverDash BeatTheBlanketBuzzer BlanketCornerMatch BlanketFlipRush',
    tech: 'BlanketFortPhoneCinema HeatedBlanketTest BlanketLEDStarLights BlanketNapTimelapse BlanketFoldHackVideo BlanketBurritoWorkDay DoesABlanketBlockWiFi BlanketAudiobookNight',
    pet: 'PupInABlanket BlanketPeekaboo CatUnderTheBlanket BlanketNestDig NapTimeBlanketBuddies WhoStoleMyBlanket BlanketVanishAct BlanketBedMakeover',
    gaming:
      'BlanketFortGameNight HandheldUnderBlanket BlanketChessMatch BlanketHideAndSeek BlanketBurritoCoOp CardsOnTheBlanket BlanketFeelAndGuess BlanketCaveDungeon',
  },
  'blanket fort': {
    dance:
      'BlanketFortShadowDance PillowFortGroove BlanketFortConga BlanketFortCapeTwirl SlumberPartyShuffle TuckedInTwoStep BlanketFortDisco BlanketFortGlowRave',
    fitness:
      'BlanketFortBearCrawl PillowFortObstacleCourse PlankUnderTheBlanketFort BlanketFortYoga CushionCarryRelay BlanketFortBurpeeBuild BlanketFortLimbo DuckWalkBlanketFort',
    prank:
      'PillowFortTakeover BlanketFortAmbush BlanketFortInTheirRoom BlanketFortPassword NoGrownupsAllowed BlanketFortFullOfTeddies WakeUpInBlanketFort DoorwayBlanketFort',
    educational:
      'StrongestBlanketFortWins BlanketFortShapeHunt BlanketFortArchTest FortFactsByFlashlight BlanketFortStargazing BlanketFortPulleyLift ReadAloudBlanketFort BlanketFortBridgeBuild',
    fashion:
      'BlanketFortCapeCouture BlanketFortFitCheck BlanketFortPajamaRunway FuzzySockLineup BlanketFortOnesieParade BlanketFortCozyGlowUp KnightOfBlanketFort BlanketFortSlipperSwap',
    speed:
      'PillowFortStackRace BlanketFortTunnelCrawl BlanketFortFoldFaceOff PillowFortTakedown BeatTheBedtimeBell BlanketFortCushionRelay TidyUpBlanketFort SixtySecondBlanketFort',
    music:
      'BlanketFortUnplugged BlanketFortLullaby BlanketFortGuitarJam BlanketFortKazooBand FlashlightKaraoke BlanketFortWhisperSong BeatboxBlanketFort BlanketFortRadioShow',
    tech: 'BlanketFortCinema BlanketFortLEDStars BlanketFortWalkieTalkie BlanketFortLightShow BlanketFortVideoCall BlanketFortIntruderCam TimelapseBlanketFort BlanketFortStopMotion',
    gaming:
      'BlanketFortConsoleCoOp BlanketFortFlashlightTag BlanketFortPillowFight BlanketFortTreasureHunt PillowFortTriviaNight BlanketFortBoardGames BlanketFortCaptureFlag BlanketFortCardTourney',
  },
  blender: {
    fitness:
      'BlenderPulseSquats BlenderTimerPlank LungeTillBlenderStops BlendAndBurn BurpeesUntilSmooth EarnYourBlenderShake BlenderBicepBlast BlenderPushUpCountdown',
    funny:
      'RateMyBlenderDisaster BlenderWakeUpCall BlenderSourFaceTest TalkingOverTheBlender RoommateVsBlender BlenderNoiseAt6AM BlenderSoundImpression BlenderButtonConfusion',
    prank:
      'BlenderRubberDuckSurprise BlenderConfettiBurst BlenderGooglyEyes BlenderStickyNoteWrap MysteryColorSmoothie BlenderNoLidBluff TalkingBlenderPrank BlenderFakeSpill',
    educational:
      'DyeDropBlenderVortex BlenderIceCrushTest BlenderButterFromCream BlenderFactOrMyth BlenderVsFoodProcessor MayoInTheBlender BlenderEmulsionLab GuessTheBlenderSpeed',
    travel:
      'BlenderSmoothiePassport PortableBlenderCamping BlenderJuiceBarCrawl BeachBlenderMocktail BlenderOnTheRoadTrip BlenderInMyCarryOn BlenderLocalFruitHunt BlenderFarmersMarketDare',
    fashion:
      'BlenderSmoothieOOTD BlenderOmbreOutfit BlenderColorNails BerryBlenderMakeup OutfitMatchesMyBlender BlendInOrStandOut BlenderFaceMaskGlowUp BlenderApronRunway',
    wellness:
      'BlenderMorningRitual MindfulBlenderMinute GreenBlenderReset BlenderFaceMaskDIY BlenderSunriseSmoothie BlendThenBreathe BlenderGingerShotWeek BlenderCalmingBananaMilk',
    music:
      'MakeABeatWithABlender BlenderHumHarmony RemixTheBlender SingOverTheBlender BeatboxVsTheBlender DropTheBlend HighNoteBlenderDuet BlenderKitchenSymphony',
    art: 'BlenderPaperMaking BlenderSeedCards BlenderPulpSculpture BerryInkFromBlender BlenderSmoothieBowlArt BlenderVortexPhoto FruitDyeBlenderPrints BeetrootBlenderPaint',
    pet: 'BlenderBoxCatFort BlenderBarkBites BlenderDoggyIceCream BlenderPumpkinDogTreats BlenderPupsicles BlenderCatTunaMousse BlenderBananaMuttMuffins BlenderFrozenPawCubes',
    gaming:
      'BlenderGuessTheFlavor BlenderMemoryMatch SmoothieShopBlenderSim BlenderFruitToss RememberTheBlenderOrder BlenderTriviaDuel BlenderBingoNight BlenderMysteryMixRound',
  },
  blizzard: {
    dance:
      'WhiteoutWiggle CabinFeverFreestyle BlizzardBootStomp SnowedInShuffle BlizzardFreezeFrame BlizzardShovelDance DanceTheBlizzardAway BlizzardSnowflakeSpin',
    prank:
      'BlizzardSockSnowballs BlizzardSnowmanGreeter BlizzardTinyYetiPrints PaperSnowstormAmbush SecretSnowShovelHero SurpriseSnowedInFort BlizzardHowlSoundPrank BlizzardCottonSnowdrift',
    educational:
      'BlizzardInABottle BlizzardVsSnowstorm BlizzardMythOrFact PackABlizzardKit CatchABlizzardSnowflake MeasureBlizzardSnowfall BlizzardSurvivalQuiz BlizzardWindChillMath',
    travel:
      'AfterTheBlizzardWalk BlizzardSledHillHunt BlizzardVirtualTour SnowedInAtGrandmas BlizzardFreshTracks SnowedInStaycation BlizzardDreamTripPlanner BlizzardLibraryEscape',
    fashion:
      'BlizzardLayersFit BlizzardScarfTieOff SnowedInSweatsuitSlay BlizzardPufferFiveWays SnowedInPajamaGlowUp BlizzardBootBattle BlizzardReadyRunway BlizzardMittenMatch',
    speed:
      'BlizzardShovelDash BlizzardFortBuildOff BlizzardBootsOnIn10 FastestBlizzardSnowman SnowedInSpeedrun BundleUpBlitz BlizzardCarBrushOff BlizzardMittensOnRace',
    music:
      'BlizzardHowlBeat BlizzardCabinJam WriteASnowedInSong CarolsWhileSnowedIn SnowedInSingAlong BlizzardPotsAndPansBand BlizzardBalladOff BlizzardPianoCover',
    tech: 'BlizzardTimelapse BlizzardForecastFaceOff TrackTheBlizzardOnRadar SnowedInWifiHacks SnowstormSlowMo RecordTheBlizzardHowl SnowedInOnOnePercent BlizzardPowerBankPrep',
    pet: 'BlizzardPawBooties BlizzardDogZoomies BlizzardSnowSniffWalk SnowedInPetOlympics FirstSnowstormPuppy CatVsSnowstorm BlizzardBlanketBurrito BlizzardIndoorFetch',
  },
  blue: {
    dance:
      'BlueSkyTwirl BlueSuedeShuffle BlueJeansBounce BlueDaBaDeeDance DanceInHeadToToeBlue BlueLightDiscoMoves BlueRibbonGymnastics BlueStreamerSpin',
    fitness:
      'BlueSkyRun BlueLineSprints BlueBandBurnout OnceInABlueMoonYoga BlueMondayBurpees SquatForEveryBlueThing BluebirdBalance BlueWaterBottleReps',
    prank:
      'BlueMilkSurprise SecretlyBluePancakes BlueStickyNoteWall EverythingBlueMorning IceCubesGoneBlue BlueLightbulbSwap BlueBalloonRoom BlueMashedPotatoes',
    educational:
      'WhyIsTheSkyBlue MakeBlueFromRedCabbage HowBigIsABlueWhale BlueColorNameQuiz FindBlueInNature BlueEyesPunnettSquare BlueberryPigmentTest GuessTheBlueAnimal',
    travel:
      'PicnicUnderBlueSkies BlueOnlyScavengerWalk SnapEveryBlueDoor FindTheBluestLake BlueMuralHunt ChaseTheBlueHour RideTheBlueLine BlueRibbonFairDay',
    fashion:
      'HeadToToeBlue BlueFitCheck EveryShadeOfBlue BlueSuedeStrut BlueNailArtTryOn DoubleBlueDenimDare ThriftABlueOutfit AddOneBlueAccessory',
    speed:
      'BlueItemsIn60 BlueCupSortRace BlueBlockTowerBlitz NameTenBlueThings BlueBalloonPopRace BlueSockSpeedMatch BlueCrayonCountdown BlueMarbleScoop',
    music:
      'BluesGuitarRiff BlueMoonCover NameThatBlueSong BlueDaBaDeeRemix SingTheMondayBlues BlueCupSongChallenge KazooTheBlues BluegrassSpoonJam',
    tech: 'BlueLightFilterTest BlueLEDGlowUp BlueSkyTimelapse BlueScreenRescue MakeMyPhoneBlue BlueToneEditDare BluetoothPairRace DesignABlueWallpaper',
  },
  blueberry: {
    dance:
      'BlueberryOnTheNoseGroove BlueberryHillSlowDance RollLikeABlueberry BlueberryBucketBop BlueberryPieShimmy BlueberryPickAndPivot BlueberryWiggleWalk BlueberryBushShuffle',
    fitness:
      'BlueberryPickingSquats BlueberryHillSprints BlueberryBucketCarry OneBlueberryPerRep BlueberryBalanceSquat BlueberryCrunchCount BlueberryLungeAndPick BlueberryMountainClimbers',
    prank:
      'BlueberryGooglyEyeBowl BlueberryBalloonHallway BlueberryTeethPrank BlueberryIceCubes BlueberryFridgeFaces BlueberrySurpriseMuffin BlueberryPlushAmbush BlueberryMilkMystery',
    educational:
      'WhyBlueberriesAreBlue BlueberryJuicePHTest WildVsFarmedBlueberry BlueberryFloatOrSink BlueberryUnderAMagnifier IsABlueberryABerry CountSeedsInABlueberry BlueberryPlantDiary',
    travel:
      'PickYourOwnBlueberries BlueberryFestivalTrip BlueberryPieCrawl WildBlueberryHike BlueberryPatchPicnic BestBlueberriesInTown BlueberryFarmStandHop BlueberryMarketMorning',
    fashion:
      'BlueberryDyedTee BlueberryMilkNails DressInBlueberryBlue MakeBlueberryEarrings BlueberryLipStainDIY BlueberryPickingOOTD BlueberryBandanaTie StyleABlueberryPrint',
    speed:
      'BlueberryPickRace BlueberryChopstickDash StackFiveBlueberries CountBlueberriesIn30 BlueberrySpoonRelay FillABlueberryPintFast BlueberrySortBySize BlueberryTweezerTransfer',
    tech: 'BlueberryTimelapse ZoomInOnABlueberry BlueberryBlenderDuel AIBlueberryCounter BlueberrySplashInSlowMo BlueberryStopMotion BlueberryFoodPhotoHack BlueberryHyperlapsePick',
    pet: 'BlueberryBandanaPose BlueberryPatchPortrait BlueberryLickMat PawsInTheBlueberries DogTriesBlueberries PupCatchesABlueberry BlueberryTreatForFido BlueberryBunnySnack',
  },
  'board game': {
    dance:
      'BoardGameVictoryDance DanceEveryBoardGameTurn BoardGameLoserDances BoardGameSpinnerTwirl BoardGameFreezeDance TabletopTwoStep DiceRollBoardGameJig MoonwalkBoardGameWin',
    fitness:
      'HumanSizedBoardGame SquatEveryBoardGameTurn BoardGamePenaltyReps RollForBurpees BoardGameHopscotch BoardGameWorkoutSpinner BoardGamePlankOff BoardGameLungeLadder',
    prank:
      'BoardGameFakeRule BoardGameFamilyFaces BoardGameDiceSwap BoardGameBoxFullOfSocks WhoHidTheBoardGamePiece BoardGameRiggedSpinner CandyBoardGameTokens BoardGameRulebookRewrite',
    educational:
      'BoardGameOddsQuiz PlayTheOldestBoardGame BoardGameFromAbroad BoardGameBankerMath TeachABoardGameIn60 DesignABoardGame BoardGameGeographyRace BoardGameLogicPuzzle',
    cooking:
      'CharcuterieBoardGame BoardGameTileCookies BoardGameGingerbread BoardGameCake BoardGameDicePizza BoardGameSnackBar BoardGameChessBrownies BoardGamePretzelPieces',
    fashion:
      'BoardGameTokenEarrings BoardGameNightFit BoardGameDiceNecklace WearYourBoardGamePiece TabletopCosplay BoardGameBoxOutfitMatch DressAsABoardGame PlaidBoardGameOutfit',
    wellness:
      'BoardGameScreenFree CoopBoardGameUnwind SoloBoardGameRitual BoardGameThankYouRound SlowSundayBoardGame TabletopUnplug BoardGameFamilyHour BoardGameLaughBreak',
    music:
      'BoardGameDiceShaker ComposeABoardGameTheme DrumOnTheBoardGameBox BoardGameLoserSerenade BoardGameVictorySong TabletopTavernSong RapTheBoardGameRules SingYourBoardGameTurn',
    art: 'PaintBoardGamePieces BoardGameBoxArtRedraw MakeMyOwnBoardGameCard HandDrawnBoardGame OldBoardGameUpcycle TabletopCardboardCity BoardGameTokenSculpt BoardGameSpinnerDIY',
    tech: 'PhoneKeepsBoardGameScore BoardGameStopMotion AIRefereesMyBoardGame BoardGameDigitalVsReal BoardGameOverVideoCall BoardGameNightTimelapse ExplainABoardGameIn60 BoardGameSpinnerApp',
  },
  boardwalk: {
    dance:
      'BoardwalkArcadeDance PierSunsetShuffle BoardwalkSeagullStrut UnderTheBoardwalkDance LineDanceDownThePier BoardwalkCarouselTwirl BoardwalkBunnyHop TapDanceTheBoardwalk',
    funny:
      'BoardwalkTaffyFaces BoardwalkFortuneReaction BoardwalkFunhouseMirrorMe PierSeagullStandoff NarrateTheBoardwalk BoardwalkClawNemesis BoardwalkGiantPrizeCarry BoardwalkSunburnReveal',
    prank:
      'BoardwalkPlushSeagull BoardwalkToyCrabSurprise BoardwalkSillyHatAmbush BoardwalkFakeFortune BoardwalkClawPrizeSwap PierPhotoBoothCameo BoardwalkTicketShower BoardwalkCaricatureReveal',
    educational:
      'BoardwalkWoodTypeGuess BoardwalkCarouselGears WhySeagullsSteal BoardwalkSeashellID BoardwalkThenAndNow BoardwalkFactOrFake BoardwalkTideWatch BoardwalkArcadeOdds',
    cooking:
      'BoardwalkFunnelCake BoardwalkLemonShakeUp BoardwalkZeppoles PierFriesFakeaway BoardwalkCornDogDuel PullYourOwnBoardwalkTaffy BoardwalkFrozenBananas ShaveABoardwalkSnowCone',
    fashion:
      'PierSunsetPhotoshoot ThriftABoardwalkOutfit SailorStripesOnThePier BoardwalkRunway BoardwalkBucketHatLook BoardwalkVisorAndShades BoardwalkFitCheck BoardwalkSundressTwirl',
    speed:
      'BoardwalkSkeeBallBlitz BoardwalkWhackAMole BoardwalkRingTossIn30 BoardwalkTicketRush PierArcadeDash BoardwalkTaffyWrapRace RaceTheWholeBoardwalk BoardwalkBalloonPop',
    art: 'PierPhotoWalk BoardwalkNeonWatercolor BoardwalkCarouselSketch BoardwalkSelfCaricature BoardwalkDuskPainting VintageBoardwalkPoster BoardwalkChalkArt BoardwalkPostcardDesign',
    tech: 'BoardwalkTimelapse PierPanoramaShot WavesUnderThePierSlowMo BoardwalkNightMode BoardwalkInOneHyperlapse BoardwalkClawCam BoardwalkAudioTour BoardwalkVlogInPOV',
    pet: 'BoardwalkPupPhotoShoot PierDogSunset BoardwalkPawHeatCheck BoardwalkSniffTour BoardwalkKittyCruise BoardwalkPetParade BoardwalkLeashStroll BoardwalkWaterBowlStop',
    gaming:
      'BoardwalkPinballRun BoardwalkAirHockey SpendAllBoardwalkTickets BoardwalkBingoWalk PierArcadeHighScore SkeeBallChampion BoardwalkMiniGolfRound BoardwalkWaterGunDuel',
  },
  boat: {
    dance:
      'RowYourBoatDance RockTheBoat BoatWaveSway PaperBoatShuffle BoatDeckBoogie AnchorsAwayStomp PartyBoatTwist BoatSailorsHornpipe',
    fitness:
      'BoatDeckYoga BoatPoseHold RowTheBoatFromYourChair BoatRockingCrunches AnchorsAweighPlank BoatPaddleSquats BoatDockStepUps BoatCanoeCoreTwists',
    prank:
      'PaperBoatMessage FakeBoatTicketsPrank BoatRubberDuckFleet PirateBoatTakeover ToyBoatInTheSoup BoatHornDoorbell BoatInTheBathtub BoatInTheFridgePrank',
    educational:
      'HowBoatsFloat BuildABoatThatSails FoilBoatPennyTest LearnThreeBoatKnots BoatPortOrStarboard BoatFlagSignals BoatHullShapesLab BoatCargoGuess',
    cooking:
      'WatermelonBoatBowl BoatCoolerSandwiches TacoBoatNight BananaBoatSplit ZucchiniBoatBake CucumberBoatSnacks BreadBoatDip BoatPepperSailboats',
    fashion:
      'BoatShoeRunway BoatSailorCollarFit StripesOnABoat BoatDayGRWM BoatDayOutfitReveal DressLikeABoatCaptain BoatNeckFiveWays NauticalBoatLookbook',
    music:
      'BoatSeaShanty BoatHornRemix BoatRowingRhythm RowYourBoatRound SingToTheBoatsGoingBy SailAwayBoatSong BoatFoghornKazoo BoatDrumOnTheHull',
    tech: 'BoatGPSTest BoatWakeInSlowMo WaterproofCaseDunk WholeBoatRideIn60 PanoramaFromTheBoat WillItBeABoatDay MapYourBoatRoute BoatTripHyperlapse',
    pet: 'DogOnABoat BoatShapedKittyBed BoatPuppyLookout CatInACardboardBoat BoatFirstMateFido PetLifeJacketTryOn BoatDeckNap BoatFerryPupRide',
    gaming:
      'PaperBoatFlickGame BoatPirateTreasureHunt BoatCrewMutinyBluff YouSankMyBoat BuildABoatSpeedrun NameThatFamousBoat BoatLifeSim BoatIslandMapQuest',
  },
  boba: {
    dance:
      'BobaOnYourHeadDance BobaTapiocaTwist ShakeYourBoba BobaSipSway BobaStrawSpin BubbleTeaTwoStep ShimmyForBoba BobaCupHandJive',
    prank:
      'BobaDoorstepSurprise BobaLookalikeCake BobaCupKindNote GuessTheirBobaOrder BobaGooglyEyes BobaLidFaceDoodle BobaTinyStrawPrank BobaSillyNameLabel',
    educational:
      'MakeBobaFromScratch BobaStarchLab BobaFactOrFiction BobaCaffeineGuess BobaTeaTypesQuiz BobaPearlFloatOrSink BobaSugarMath BobaStrawSuctionTest',
    fashion:
      'MatchYourBobaOutfit BobaPhoneCaseGlowUp DIYBobaEarrings BobaPlushieBag BobaRunFitCheck BobaBrownSugarOOTD BobaCharmBracelet BobaNailArt',
    wellness:
      'MindfulBobaSip BobaFriendDate BobaTreatYourself BobaSundayRitual PauseForPearls BobaHalfSugarSwap BobaWalkAndTalk BobaJournalBreak',
    speed:
      'BobaOrderSpeedrun BobaPearlChopstickRace BobaBallRollBlitz BobaLidQuickDraw HomemadeBobaIn10 BobaMenuMemoryRace StackTheBobaCups BobaStrawPunch',
    music:
      'BobaCupShaker BobaLidDrumBeat BobaSlurpBeat BobaTapiocaASMR BobaSerenade KpopBobaCover BobaStrawFlute RapYourBobaOrder',
    pet: 'BobaBandanaPup BobaSqueakyToy BobaPlushFetch CatVsBobaStraw BobaCupHamsterHideout BobaDateWithMyDog BobaKittyPortrait BobaSnuffleMat',
    gaming:
      'BobaShopSim BobaPearlStackGame BobaOrderRush BobaFlavorMemoryMatch BobaCheckersDuel BobaTycoon CupPongWithBoba BobaDrawAndGuessNight',
  },
  book: {
    dance:
      'BookOnHeadGroove BookStackShuffle BookClubChoreo ActOutAPictureBook BookwormBoogie PageTurnerPirouette DanceLikeABookCharacter BookFlipFreestyle',
    prank:
      'BlindDateWithABook LeaveABookOnTheBus BookCoverSwitcheroo BookmarkCompliments BackwardsBookshelf BookNoteInChapterOne BookFairyDrop FakeBookSpoilerBluff',
    travel:
      'BookstoreCrawl BookAndBlanketPicnic BuyABookOnEveryTrip BookmarkSouvenirHunt TravelToABooksSetting LittleFreeLibraryBookHunt VisitABookSetInMyCity BookReadOnTheTrain',
    fashion:
      'BookCoverMatchFit DressAsABookCharacter BookClubOutfitVote WhatsInMyBookTote BookwormThriftFlip BookInspiredOOTD BookPageEarringsDIY BookBagGlowUp',
    speed:
      'BookStackingRace BookDominoes OneMinuteBookPitch SpeedReadAPictureBook BookSpeedDating AlphabetizeBooksBlitz BookSortByColor BookPageNumberHunt',
    music:
      'PickABookSoundtrack SingTheBookBlurb RapABookRecap BookTitleSongMashup BookPageFlipBeat AudiobookAutotune BookPoemToMelody BookQuoteChorus',
    pet: 'ReadABookToYourDog CatSitsOnMyBook PetPicksMyNextBook BookNookNap PawsForAChapter TailsAndTales BookTunnelForMyHamster BookBunnyStoryHour',
  },
  bookshelf: {
    dance:
      'BooksOnHeadGroove BookshelfRestockBop BookshelfFreezeFrame BookshelfSpineTapDance SecretBookcaseSpin BookwormWiggle BookshelfTango BookshelfDustingDisco',
    cooking:
      'BakeFromTheBookshelf BookshelfStorybookFeast NovelNightSnacks CookTheBooks MadHatterTeaParty BookshelfCookbookDare BookshelfLiteraryLunch BookshelfCakeSpines',
    travel:
      'LittleFreeBookshelfHunt ReadTheWorldBookshelf BookshelfCafeStop BookstoreCrawl FillABookshelfOnTheRoad GetLostInTheBookcases BookshelfFromEveryTrip BookshelfLibraryBranchHop',
    fashion:
      'MatchABookshelfSpine BookshelfOOTDShelfie DressLikeYourBookshelf BookshelfColorFit BookshelfNerdGlowUp BookshelfToteBagDIY BookshelfToRunway BookshelfBackdropPoses',
    wellness:
      'TenPagesFromMyBookshelf BookshelfPoetryPause BookshelfDeclutter BookshelfComfortReads BookcaseNookReset BookshelfQuietHour BookshelfSlowMorning BookshelfPlantCorner',
    music:
      'SingABookshelfSpine BookshelfLullaby BookshelfPageFlipASMR BookshelfDrumSolo BookshelfSoundtrackSwap LibraryWhisperCover BookshelfOpenMic BookshelfRecordPlayerDJ',
    pet: 'CatInTheBookshelf PetPicksTheNextRead BookshelfStoryTimePup KittenVsBookshelf BookshelfReadingDog BookshelfPeekaboo BookshelfPerchPortrait BookshelfHamsterMaze',
  },
  bookstore: {
    dance:
      'BookstoreSilentDisco BookstoreShelfShuffle BookstoreAisleTwirl DanceInTheBookstore WhisperQuietWaltz BookshopBoogie BookstoreTiptoeTango BookstoreHushFreeze',
    fitness:
      'BookstoreToteCarry BookstoreLowShelfSquat BookstoreHaulCurls CycleToTheBookstore BookstoreBagDeadlift WalkToTheBookstore BookstoreBalanceAct BookstoreStairsClimb',
    prank:
      'BookstoreBlindDateBook BookstoreBookmarkNote BookstorePayItForward BookshopSpoilerBluff GiftCardInAClassic BookstoreShelfPeekaboo SecretBookstoreSanta BookstoreStrangerLetter',
    educational:
      'BookstoreGenreQuiz AskYourBookstoreStaff BookstoreISBNDecode WhyBookstoresSmellGood BookstoreBestsellerRank GuessTheFirstLine BookstoreClassicPick BookstoreFactOrFiction',
    cooking:
      'BookstoreSconeBatch BookstoreBookmarkCookies BookshopCafeLatte TeaPartyAtTheBookstore CookTheCoverRecipe BookstoreCookbookDare BookstoreBrownieBake BookstoreCinnamonBuns',
    travel:
      'BookstoreCrawl BookstoreRoadTrip HiddenBookshopHunt BookstoreInEveryCity OldestBookstoreNearMe BookshopHopByTrain BookstorePassport BookstoreTownWalk',
    fashion:
      'BookstoreFitCheck BookstoreCozyOOTD BookstoreToteStyling DarkAcademiaBookstore BookstoreBlazerFlip MatchTheBookstoreShelf BookshopWindowOutfit BookstoreAisleRunway',
    music:
      'BookstoreAcousticSet BookstoreHumAlong PageTurnBookstoreBeat BookshopOpenMic SingTheBookstoreSpines BookshopWhisperKaraoke WriteABookstoreLoveSong BookstorePianoCover',
    art: 'BookstoreSketchWalk BookstoreCoverRedesign MiniBookstoreDiorama DrawYourDreamBookstore BookstoreSpinePoetry BookshopWindowDisplayDIY BookstoreWatercolor BookstoreBagStamping',
    tech: 'BookstoreBarcodeScan EReaderVsBookstore AIPicksMyBookstoreRead BookshopTBRTracker BookstoreVsAlgorithm BookstoreHaulTimelapse BookstoreWishlistReel BookstoreShelfPanorama',
    pet: 'TakeMyDogToTheBookstore BookstoreResidentKitty BookstorePuppyBrowse BookshopPetVisit BookstoreCatSupervisor TailsAndTalesHour BookstoreBuddyWalk BookstoreBunnyReader',
    gaming:
      'BookstorePuzzleRace GuessTheBookshopGenre BookshopWhodunitHunt BookshopTriviaDuel ClueInTheStacks BookstoreBingoCard BookstorePriceIsRight BookstoreRiddleTrail',
  },
  boomerang: {
    dance:
      'BoomerangVideoSpinMove BoomerangCatchPose BoomerangLoopDance BoomerangMoonwalk BoomerangComeBackBoogie BoomerangArmWave BoomerangHairFlip RewindTheBoomerang',
    funny:
      'BoomerangNeverCameBack WaitForItBoomerang BoomerangDuckReflex BoomerangTreeStuck BoomerangSlowMoReplay HowNotToThrowABoomerang BoomerangCatchCelebration BoomerangSportscast',
    prank:
      'BoomerangAlwaysComesBack FakeBoomerangThrow BoomerangReturnToSender BoomerangWhooshPrank TheBoomerangMug BoomerangSockSaga BoomerangRegift BoomerangPhotobomb',
    travel:
      'BoomerangBeachThrow BoomerangRoadTripStops BoomerangFieldDay FindABoomerangInAMuseum PackABoomerangForTheTrip ThereAndBackBoomerang OneBoomerangTenParks BoomerangHilltopToss',
    fashion:
      'BoomerangComebackFit Y2KBoomerangStyle BoomerangEarringsDIY BoomerangOutfitSpin BoomerangHatFlipReveal BoomerangVideoOOTD MidCenturyBoomerangLook BoomerangPrintDress',
    wellness:
      'BoomerangComplimentDay BoomerangComesBackAround BoomerangOutdoorReset BoomerangThankYouNote LetGoAndItReturns BoomerangBreathwork MindfulBoomerang BoomerangSmileChain',
    speed:
      'FastestBoomerangReturn BoomerangCatchStreak BoomerangPassRelay RaceYourBoomerang BoomerangPerfectTen BoomerangThrowCountDash BoomerangTargetTime BoomerangDuel',
    music:
      'BoomerangClapSticks BoomerangWhooshBeat BoomerangCallAndReturn BoomerangEchoSong BoomerangWhistleTune SingItBackBoomerang BoomerangLoopPedal BoomerangRhymeBattle',
    tech: 'LoopYourDayInBoomerangs BoomerangSlowMo TimeYourBoomerangFlight BoomerangSeamlessEdit BoomerangVsDeskFan BoomerangStopMotion BoomerangPhoneTracking ReverseBoomerangMagic',
    gaming:
      'BoomerangOnlyRun BoomerangTrickShot BoomerangTargetTag BoomerangCatchLeague BoomerangBullseye BoomerangHorseGame BoomerangPointsZone BoomerangKnockdown',
  },
  boot: {
    prank:
      'SantaBootprintTrail BootPingPongBallFill BootGooglyEyes FlowersInTheBoot BootFullOfBalloons BootRainbowLaceSwap SneakyBootWarmer BootPlushieSurprise',
    educational:
      'LaceBootsFiveWays WhyBootsHaveHeels BootSoleGripTest GuessTheBootDecade BootHistoryQuiz RealOrFakeBootLeather NameThatBootStyle BootLeakCheckLab',
    tech: 'WalkInMyBootsTimelapse BootStepTracker SlowMoBootStomp BootUnboxingPOV RecordYourBootSqueak DoMyBootsLeakTest BootSizeScanApp BootVirtualTryOn',
    gaming:
      'WellyBootToss BootBowling BootHideAndSeek MatchTheBootPairs BootOddOneOut BootScavengerHunt BootHopscotch BootRelayRace',
  },
  bored: {
    dance:
      'BoredCouchToDanceFloor BoredMopShuffle BoredInventAMove BoredomBoogie BoredNothingToDoTwoStep BoredChairChoreo SoBoredIDidTheRobot BoredHallwayDanceOff',
    educational:
      'BoredMemorizePi BoredFlagQuiz BoredMapFromMemory BoredSpellingBee BoredJugglingLesson OneFactWhenBored BoredLearnOneKnot BoredSignLanguageABCs',
    fashion:
      'BoredClosetRemix BoredDressUp BoredOneColorOutfit BoredFormalAtHome TooBoredForSweats BoredFashionShowForOne BoredMismatchedSocks BoredScarfTyingTricks',
    music:
      'BoredKitchenBand BoredKazooConcert BoredShoeboxGuitar BoredomBlues BoredBeatbox BoredCupSong SoBoredIWroteASong BoredBucketDrumming',
    tech: 'BoredWallpaperGlowUp BoredOldPhoneRevive SpreadsheetPixelArt BoredFilterFaceSwap ImBoredAskTheAI BoredSelfieToMoviePoster BoredStopMotionShort BoredTypingTestDuel',
    gaming:
      'BoredRetroConsoleRun BoredSolitaireStreak BoredPaperDiceRPG BoredomHideAndSeek CheckmateWhenBored BoredInventAGame BoredTwentyQuestions BoredCoinFootball',
  },
  boss: {
    dance:
      'TeachYourBossADance BossLeadsTheConga BossCubicleShuffle DanceLikeABoss ManagerMoonwalk BossWalksInFreeze BossOfficeLimbo BossCopierShimmy',
    fitness:
      'BossPlankOff BossVsTeamPushups LunchHourLunges BossLevelBurpees DeadlineDeadlifts BossStepCountDuel WallSitLikeABoss BossDeskStretchBreak',
    prank:
      'BossMugGooglyEyes BossCardboardCutout BossCubicleGiftWrap BossDeskBalloons BossDonutSurprise BossMouseStickerPrank ThroneForTheBoss BossSillyMemoPrank',
    educational:
      'BossTeachesOneSkill WhatMyFirstBossTaughtMe MockInterviewWithTheBoss NegotiateLikeABoss BossBuzzwordQuiz ManagerMythsBusted BossSpeakTranslated BossEmailEtiquetteTest',
    travel:
      'BossOnVacation BossCarryOnPackOff TourYourTownLikeABoss BossLevelCommute SouvenirForTheBoss BossPicksMyWeekendSpot PostcardToTheBoss BossTeamPicnicTrip',
    fashion:
      'BossFitCheck DressLikeTheBoss BossCasualFriday BossBlazerFiveWays BossPowerSuitStrut BossBusinessOnTop BossVsInternOutfit BossLoaferStyleOff',
    wellness:
      'CalmLikeABoss BossNoEmailEvening BossLunchWalkReset BossOfMyBoundaries ThankYourManager BossOutStretchBreak BossLevelBedtime BossDeskPlantCare',
    music:
      'WriteYourBossAThemeSong BossStaplerDrumSolo BossKaraokeNight LikeABossRemix BossCatchphraseSong SpreadsheetSymphony SingTheBossMemo BossOfficeKazoo',
    pet: 'PetIsTheBoss BossKittenCoworker CatRunsTheMeeting HamsterInTheBossChair BossDogApproves PuppyPerformanceReview BossTreatNegotiation BossFishTankCheckIn',
  },
  'bottle flip': {
    dance:
      'LandItThenDance BottleFlipCapShimmy BottleFlipVictoryPose BottleFlipOnTheBeat WaterBottleFlipWaltz BottleFlipFreezeDance BottleFlipFloss BottleFlipTwirlCatch',
    fitness:
      'MissABottleFlipDoTen BottleFlipBetweenBurpees BottleFlipSquatStreak PlankTillBottleFlipLands BottleFlipLungeLine BottleFlipCurlCombo BottleFlipSitups BottleFlipJumpingJacks',
    prank:
      'BottleFlipSecretTape BottleFlipMagnetTrick BottleFlipFakeOut FrozenBottleFlip BottleFlipEditBluff BottleFlipSwitcheroo BottleFlipCheerAmbush BottleFlipSandFilled',
    educational:
      'WhyBottleFlipsLand HowMuchWaterToFlip BottleFlipOddsIn100Tries BottleFlipShapeShowdown BottleFlipLiquidSwap BottleFlipCenterOfMass BottleFlipFillLevelLab BottleFlipSpinCount',
    travel:
      'BottleFlipEveryStop BottleFlipAtLandmarks HotelRoomBottleFlip BottleFlipWithAView BottleFlipAtTheBeach BottleFlipOnTheTrain BottleFlipRoadTrip BottleFlipParkBench',
    wellness:
      'HydrateThenFlip SipAfterEveryLanding BottleFlipMindfulMinute BottleFlipRefillStreak NoRushBottleFlip EightBottlesADay BottleFlipBreathFirst BottleFlipDailyGoal',
  },
  bowling: {
    prank:
      'BowlingScreenNameSwap BowlingScoreboardNote BirthdayBowlingAmbush BowlingCheerleaderPrank BumpersUpForDad BowlingStrangerCheers GooglyEyeBowlingBall BowlingWorstScoreTrophy',
    educational:
      'BowlingScoringQuiz BowlingWeightGuessOff BowlingFactOrFiction BowlingSpareAngleLesson WhyIsItCalledATurkey BowlingHookSpinTest InsideABowlingBall BowlingGripThreeWays',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryTown BowlingWithTheLocals BowlingPitStopStrike BowlingCityCrawl VacationBowlingRematch LawnBowlingDayOut BowlingDuckpinAdventure',
    fashion:
      'BowlingShirtFitCheck BowlingShoesOnTheStreet RetroBowlingTeamTees BowlingLeagueOutfit DressedToStrike BowlingBagAsPurse BowlingAlleyRunway BowlingDateOutfit',
    art: 'BowlingPinPainting RetroBowlingPoster VintageLaneStillLife UpcycledBowlingBall BowlingScoreSheetDoodles SketchTheSplit DesignYourBowlingShoe BowlingStrikeWatercolor',
    pet: 'CatBowlingKnockdown DogBowlingBuddy BowlingBagNapSpot TeachPuppyBowling TenPinTabby BowlingPawStrike BowlingForTreats BowlingBottlesForKitty',
  },
  boxing: {
    dance:
      'BoxingBobAndWeave ShadowboxingGroove KickboxingChoreo BoxingJumpRopeTricks FloatLikeAButterfly BoxingRingWalkout BoxingBounceBattle BoxingFootworkShuffle',
    prank:
      'BoxingBellWakeUp BoxingPosterOfYou BoxingChampRobeGift BoxingGloveHighFive EntranceMusicAmbush BoxingRingIntroAtDinner BoxingBeltSurprise BoxingRoundCardSign',
    educational:
      'BoxingReactionTimeLab BoxingFactOrFiction LearnThreeBoxingPunches JudgeTheBoxingRound GuessTheBoxingWeightClass BoxingRulesQuiz NameThatBoxingLegend FixYourBoxingStance',
    travel:
      'BoxingGymOnVacation BoxingInTheParkAtDawn BoxingLocalFightNight BoxingMatchRoadTrip TryBoxingInANewCity BoxingChampStepsRun BoxingMuseumVisit BoxingOnTheBeach',
    fashion:
      'BoxingRobeFitCheck BoxingShortsThreeWays BoxingBootsLineup BoxingGymOOTD MatchYourBoxingWraps BoxingRingRunway DressLikeABoxingChamp BoxingHoodieGlowUp',
    wellness:
      'BoxingStressRelief ShadowboxingCalmDown BoxingBreathwork BoxingMindfulRounds PunchOutYourWorries BoxingBagQuietMind BoxingGratitudeJabs BoxingCoolingStretch',
    tech: 'BoxingSlowMo BoxingAppCoachesMe CountYourBoxingPunches BoxingFormBeforeAndAfter BoxingHeartRateReveal ThreeMinuteBoxingRounds BoxingReflexBattle BoxingJabSpeedTest',
    pet: 'KittenBoxingPaws CatJudgesMyBoxing BoxerDogBoxing BoxingGloveSqueakyToy PurrweightChamp FloatLikeAFurball PetBoxingCommentary BoxingPupHighFive',
  },
  boyfriend: {
    prank:
      'BoyfriendHoodieSwap DressedAsMyBoyfriend BoyfriendFakeHaircut BoyfriendVoiceChangerCall LoveNotesInHisPockets BoyfriendPhotoAmbush BoyfriendSockDrawerSwap BoyfriendLunchboxDoodle',
    educational:
      'BoyfriendTeachesMeChess HubbyExplainsHisHobby BoyfriendLanguageSwap BoyfriendCapitalsQuiz BoyfriendVsMeSpellingBee HowWellDoesMyBFKnowMe BoyfriendLearnsMauve BoyfriendQuizMyFamily',
    speed:
      'BoyfriendBraidsIn60 BoyfriendGetReadyRace HubbyWrapsAGiftFast HusbandGroceryDash BoyfriendLaundryFoldOff BoyfriendPicnicBlitz DressMyBoyfriendSprint BoyfriendPonytailRush',
    music:
      'BoyfriendSerenade BoyfriendGuessTheLyric HubbyHarmonizes BoyfriendSingsMyPlaylist DuetWithMyHusband BoyfriendWritesOurSong BoyfriendBeatboxBattle BoyfriendUkuleleLesson',
    art: 'BoyfriendDrawsMe BoyfriendPaintsMyNails HubbyClayDateNight HusbandPhotoshootsMe BoyfriendWatercolorsMe SketchEachOtherBlind BoyfriendTShirtDesign BoyfriendCollageGift',
  },
  braces: {
    fitness:
      'BraceYourselfBurpees BracesOffVictoryLap BracesMouthguardDrill BracesSquatStreak GrinAndBearItPlank BracesSmileEveryRep BraceForLunges JumpRopeInBraces',
    prank:
      'BracesColorSurprise BracesToothStickerBomb BracesStuckSpinachBluff BracesSmileFilterPrank BracesGiantToothbrush BracesSoftSnackSwap BracesOffConfetti BracesBalloonDoor',
    educational:
      'HowBracesMoveTeeth BracesTimelapse BracesToolsNameGame BracesVsAligners BracesMythOrFact AskMeAboutMyBraces BuildABracesModel BracesCleaningLesson',
    music:
      'BracesOffAnthem BracesBeatbox WhistleThroughBraces BracesKaraokeNight BracesSingAlong BracesRubberBandRiff LipSyncInBraces KazooWithBraces',
    art: 'BracesBeforeAndAfter DoodleYourBraces SculptABracesSmile BracesComicStrip RubberBandBracelets BracesColorWheelArt BracesSelfPortrait BracesBeadArt',
    tech: 'BracesAlarmForEveryMeal TrackMyBraces AlignersVsBraces BracesWaterFlosserTest AIBracesSmilePreview ElectricBrushVsBraces BracesFaceFilter BracesSelfieTimelapse',
    gaming:
      'BracesColorSpinner BracesTriviaNight GiveYourAvatarBraces BracesTwentyQuestions BracesWaitingRoomBingo BracesTighteningBossFight BracesPowerUp BracesCharades',
  },
  braid: {
    dance:
      'BraidSwingDance BraidWhipChoreo BraidHeadTossStep CrownBraidCurtsy BraidedPigtailBounce BraidFlipFreestyle HipHopInBraids BraidRibbonTwirl',
    fitness:
      'DoesMyBraidSurviveHIIT BraidBoxingRounds BraidJumpRopeTest BraidsStayInBurpees UpsideDownBraidYoga GymReadyBraids BraidingIsArmDay WallSitAndBraid',
    prank:
      'BraidTheirHoodieStrings BraidWhileTheyNap BraidGiantYarnWig BraidRibbonsOnTheBike SurpriseFishtailBraid SneakyBraidMakeover BraidedShoelaceSwap BraidTeddyBearHairdo',
    educational:
      'LearnAFourStrandBraid BraidVsTwistStrengthTest BraidsAcrossCultures BraidARopeFromYarn BraidStyleNameQuiz TeachABraidIn60 BraidPatternsInNature BraidAPaperBasket',
    cooking:
      'BraidedCinnamonLoaf BraidChallahBake BraidPretzelTwist HolidayBraidWreath FishtailBraidPastry BraidGarlicKnots BraidingBreadsticks BraidPlaitedApplePie',
    travel:
      'BraidEachOtherOnTheTrain BraidsForTheBeachDay BraidFestivalCampout BraidsThatSurviveATrip BraidsForTheFlight RoadTripBraidSwap VikingBraidsHike BraidWindproofCityDay',
    wellness:
      'BraidingMeditation BraidNightRoutine BraidYourWorriesAway BraidScalpCare BreatheInBraidOut SiblingBraidBonding BraidSlowMorning BraidHairOilRitual',
    music:
      'BraidToTheBeat BraidMusicVideo BraidAndSing OneSongPerBraid OverUnderBraidBeat BraidAlongBallad BraidingKaraoke BraidHummingHour',
    art: 'BraidSketchChallenge BraidedBraceletCraft BraidPaperWeaving DrawTheDutchBraid YarnBraidWallHanging PaintAChallahBraid BraidAFabricBookmark BraidFlowerCrown',
    tech: 'BraidTimelapse AutoBraiderVsHands BraidPOVCamera BraidTutorialSlowMo AIBraidTutor BraidToolShowdown BraidMirrorCamAngles BraidFilterTryOn',
    pet: 'BraidedTugToyDIY BraidYourOwnLeash PetSupervisesBraiding BraidACatFeatherWand BraidABunnyHayMat BraidFleeceForTheDog KittenAttacksMyBraid BraidChewRopeCraft',
    gaming:
      'GameCharacterBraids BraidingMinigame PixelBraidDesign BraidOffBracket GuessThatBraid BraidBingo BraidAvatarCreator BraidStyleDiceRoll',
  },
  brain: {
    dance:
      'BrainBreakDance BrainMirrorChoreo ConfuseYourBrainDance BrainFreezeStatues LeftVsRightBrainMoves PatYourHeadBrainShuffle TwoHandsOneBrain BrainTwisterGroove',
    fitness:
      'MemoryLaneLunges BrainBalanceDrills BrainBreakCardio BrainAndBrawnCircuit BrainTeaserBurpees CountBackwardsBrainSquats PlankForYourBrain BrainQuizJumpingJacks',
    prank:
      'BrainFreezeFakeOut BrainColorWordTrick BrainRiddleNotes BrainIllusionPrank BrainJelloMold BrainTeaserTakeover CauliflowerBrain SpotTheTypoBrain',
    travel:
      'BrainTeaserRoadTrip BrainPuzzleCityWalk BrainEscapeRoomNearMe BrainQuizOnTheTrain BrainBreakGetaway BrainScienceMuseumTrip NavigateByBrainNoGPS BrainMapFromMemory',
    fashion:
      'BigBrainGlasses BrainTeaserTee BrainyNerdMakeover BrainBeanieDIY GalaxyBrainOutfit BrainScientistCosplay DressForYourBrainType ThinkingCapBrain',
    music:
      'FinishTheLyricBrain BrainWavesBeat StuckInMyBrainCover SingForYourBrain BrainMemoryMedley EarwormExorcism BrainEchoClapGame BrainTwoHandRhythm',
    tech: 'AIVsHumanBrain BrainVsPhoneMemoryTest BrainReflexDuel BrainVsCalculator BrainVsSearchEngine BrainTrainingAppWeek ScreenFreeBrainDay SmartwatchBrainBreak',
  },
  bread: {
    prank:
      'GooglyEyeBreadLoaf BreadPillowSwap BreadWearsAMustache BaguetteBouquet IsItBreadOrCake BreadClipNotes BreadBoxFullOfSocks BreadHeelsOnlyBag',
    educational:
      'YeastBalloonTest WhatGlutenDoesInBread WhyBreadRises BreadMoldExperiment NameThatBread BreadMythOrFact AncientBreadRecipe BreadCrustColorLab',
    travel:
      'BreadAndCheeseByTheLake LocalBreadHunt CroissantCrawl OneBreadPerPitStop BreadMarketMorning FindTheBestBread BreadIsMySouvenir BreadFromEveryBakery',
    fashion:
      'BaguetteUnderTheArm BreadToneOutfit BreadApronRunway BreadBagPurse BreadWinnerPowerSuit BreadBakerFitCheck BreadClipEarrings DressLikeALoafOfBread',
    speed:
      'BreadBraidSpeedrun QuickBreadTimeTrial ButterTenBreadSlices BreadRollRelay KneadForSpeed BreadStackBlitz BreadDoughBallRace BreadSandwichAssembly',
    pet: 'BreadOrCatLoaf BreadKnotPupBiscuits BreadBasketNap BreadBoxHideAndSeek BreadRollPuppyPose BreadcrumbTreatTrail BreadShapedDogBed BreadKittyKneading',
  },
  breakfast: {
    dance:
      'BreakfastPajamaBop RiseAndShineShuffle BreakfastTableTwoStep BreakfastBreakdance ToastPopFreeze BreakfastCerealGroove ShimmyToBreakfast BreakfastSpatulaSalsa',
    fitness:
      'EarnYourBreakfast ToastTimerPlank BreakfastMilkJugCurls BeforeBreakfastBurpees BreakfastMorningMile SunnySideSquats BreakfastBoxJumps BreakfastTableStretch',
    prank:
      'BreakfastBackwardsDay GooglyEyeBreakfast DessertAsBreakfast MangoYolkMixup CerealBoxSwitcheroo FrozenMilkBreakfast BreakfastFakeSpillPrank BreakfastGiantSpoonSwap',
    educational:
      'BreakfastToastShadeGuess BreakfastSugarMath BreakfastCountryQuiz CerealBoxDetective BreakfastEggFloatTest ReadABreakfastLabel BreakfastProteinRanking BreakfastOatTypesLab',
    fashion:
      'BreakfastRobeRunway BreakfastSlippersToStreet BreakfastInBedPJs DressLikeYourBreakfast CerealBoxCouture SundayBreakfastFit BreakfastMatchingApron BreakfastDateOutfit',
    speed:
      'BeatTheToaster BreakfastBeforeTheBus BreakfastEggCrackRace FiveMinuteBreakfast PancakeFlipFrenzy BreakfastTableSetDash BreakfastDishesBlitz BreakfastSmoothieSprint',
    tech: 'BreakfastByVoiceOnly AIPlansMyBreakfast BreakfastTimelapse BreakfastFlatLayPhoto BreakfastGadgetShowdown AlarmToBreakfastIn10 AirFryerBreakfast BreakfastStopMotion',
    gaming:
      'BreakfastChefSimulator BreakfastCerealBingo BreakfastSpoonFlickGoal BreakfastOrderUpRush BreakfastTriviaTable WaffleTicTacToe BreakfastWouldYouRather BreakfastMenuMemory',
  },
  'bridal shower': {
    dance:
      'BridalShowerDanceOff BridalShowerVeilTwirl BridalShowerConga BridalShowerCupidShuffle BridalShowerSquadChoreo HereComesTheGroove BootScootBridalShower BridalShowerMacarena',
    prank:
      'BridalShowerDecoyBride BridalShowerGroomCameo BridalShowerFlashMob BridalShowerMysteryGuest BridalShowerVeilOnDad LoveNoteConfetti FakeGiftBridalShower PhotobombBridalShower',
    educational:
      'BridalShowerVowWriting BridalShowerFactOrMyth BridalShowerTraditionSwap BridalShowerBudgetMath SomethingBorrowedQuiz WhyBridesWearWhite BridalShowerToastLesson BridalShowerFlowerID',
    travel:
      'BridalShowerGetaway BridalShowerByTheSea BridalShowerRoadTrip BridalShowerVenueHunt BridalShowerInHerHometown GardenPartyPicnic BridalShowerCarpoolCrew BridalShowerLakeCabin',
    fashion:
      'BridalShowerFitCheck BridalShowerOutfitVote BridalShowerColorCodeDare DIYBridalShowerHeadband LittleWhiteDressHunt SashAndSparkle BridalShowerMatchingRobes BridalShowerMomsVeilTryOn',
    speed:
      'BridalShowerTPGownIn5 BridalShowerVeilBlitz BridalShowerGiftRace BridalShowerBowHatRush BridalShowerRibbonDash ThankYouCardSprint RapidFireBridalShower RingHuntBridalShower',
    music:
      'BridalShowerKaraoke BridalShowerLyricFinish BridalShowerDuet BridalShowerParodySong HereComesTheBrideRemix BridalShowerSerenade BridalShowerKazooBand UkuleleBridalShower',
    art: 'BridalShowerFlowerCrown PaintABridalShowerCanvas BridalShowerSignPaint BridalShowerVeilDesign SketchTheBride ToiletPaperCouture WatercolorBridalShower BridalShowerPhotoWall',
    tech: 'BridalShowerQRTrivia BridalShowerLiveStream BridalShowerSelfieStation BridalShowerVideoMessages AIWritesTheToast HowWeMetSlideshow VirtualBridalShower SlowMoBridalShower',
    pet: 'BridalShowerBowtieBuddy BridalShowerPetPose BridalShowerKittyGuest BridalShowerPupGreeter DogOfHonor FurryBridesmaid PuppyBridalShower RingBearerBridalShower',
    gaming:
      'BridalShowerBingo BridalShowerTrivia BridalShowerWhoSaidIt BridalShowerGuessTheDate BridalShowerCoupleQuiz BouquetTossBracket BridalShowerSketchOff CharadesBridalShower',
  },
  bridge: {
    dance:
      'BridgeCrossingDance ShuffleAcrossTheBridge LondonBridgeBoogie BridgeArchStep BridgeLineDance MeetMeMidBridge HumanBridgeLimbo BridgeSwingingSway',
    fitness:
      'BridgePoseChallenge BridgeStairsClimb GluteBridgeHold LungesAcrossTheBridge BridgeBurpeeLadder BridgeSpanSprints BridgeSingleLegRaise BridgeMarchReps',
    prank:
      'BalloonBridgeHallway BridgeOfCupsPrank BridgeOfBooksBlockade ToyBridgeOverTheSink PlushTrollBridgeToll StickyNoteBridgePath CrepePaperBridgeDoor BridgeOfDominoesDoorway',
    fashion:
      'BridgePhotoshootFit BridgeBreezyScarfPose LayerUpForTheBridge GoldenHourBridgeShoot StrutTheSpan BridgeTheGapOutfit BridgeWindyHairDay BridgeTrenchCoatStroll',
    speed:
      'BridgeBuildRace BridgePopsicleBlitz BridgeBlockSprint StickBridgeIn60 OneSheetBridgeDash BeatTheCollapse BridgeStrawTrussRush BridgeCoinLoadCountdown',
    music:
      'BridgeEchoJam BridgeBuskingDare LondonBridgeCover SingUnderABridge SkipToTheBridge RateThatSongBridge WriteABridge BridgeKeyChange',
    gaming:
      'BridgeSpeedrun BridgeBuildOff FloorIsLavaBridge BridgeBlockBattle YouShallNotPass BridgeGuardTag BridgeTrollRiddles DominoBridgeTopple',
  },
  broccoli: {
    dance:
      'BroccoliStalkLimbo BroccoliTreeShuffle CongaLineOfBroccoli FloretFreestyle BroccoliBreakdance GreenMachineGroove DoTheBroccoliWobble BroccoliHeadBobble',
    fitness:
      'BroccoliOnYourBackPlank BroccoliBalanceOnHead BroccoliTreePose BicepsAndBroccoli BroccoliFloretPushUps BroccoliSquatToss BroccoliCarryLunges BroccoliJumpingJacks',
    prank:
      'BroccoliStickerBomb BroccoliPhotoSwap BroccoliBouquetDelivery BroccoliGooglyEyes YouGotBroccolied BroccoliForestAmbush PlantABroccoliTree BroccoliInTheCookieJar',
    educational:
      'LetBroccoliFlower BroccoliSmellTest GuessBroccolisCousins BroccoliFractalZoom BoilVsSteamBroccoliLab BroccoliFactOrFiction BroccoliGrowthDiary CountBroccoliFlorets',
    travel:
      'BroccoliFarmTour BroccoliMarketHunt RomanescoBroccoliFind BroccoliStirFryCrawl WokAroundTheWorld PickYourOwnBroccoli BroccoliFieldSelfie PackABroccoliPicnic',
    fashion:
      'HeadToToeBroccoli BroccoliFloretEarrings BroccoliBroochDIY DressLikeABroccoli RateMyBroccoliCut GreenQueenFitCheck BroccoliCurlsHairDay KnitABroccoliBeret',
    speed:
      'BroccoliSpoonCarry BroccoliStackSprint BroccoliTossRelay BeatTheBroccoliClock FloretFrenzy TimberTimeTrial SteamBroccoliInFive BroccoliChopstickDash',
    tech: 'BroccoliMacroShot BroccoliSlowMoChop AirFryerBroccoliTest BroccoliRecipeByAI BroccoliGrowthTimelapse BroccoliStopMotion GrowLightBroccoli BroccoliFoodPhotoEdit',
    pet: 'BroccoliPlushFetch BroccoliSniffTest CatVsBroccoli BroccoliSqueakerTug FindTheBroccoli PupTriesBroccoli BroccoliNapPillow BroccoliPrintBandana',
  },
  broom: {
    educational:
      'MakeAMiniBroom BroomSeesawLever SweepingFrictionTest WhyBroomsStandUp BroomCurlingAtHome BroomFactOrFolklore FromBroomcornToBroom BroomBristleMatchUp',
    travel:
      'BroomstickLeapAtSunset HandmadeBroomHunt BroomWitchyTownWalk BroomAndBinTrailCleanup BroomWitchMuseumTrip BroomRideThePumpkinPatch LandmarkBroomFlight PorchBroomSpotting',
    fashion:
      'BroomstickSkirtSpin BroomWitchMakeover PoseWithABroom BroomAndCloakFit BroomWitchyWednesday BroomCosplayShoot SweepingGownStrut BroomCapeAndHat',
    pet: 'BroomPuppyChase CatVsBroom BunnyHopsTheBroom BroomCalmDogTraining BroomHandleJumpDrill CatGuardsTheBroom BroomVsNapSpot BroomBristleBackScratch',
    gaming:
      'BroomstickFreezeTag LastBroomStanding CurlingWithABroom BroomWitchyQuestNight BroomHockeyShootout BroomDeliveryDash BroomRacingCup BroomShuffleboard',
  },
  brother: {
    fitness:
      'BrotherPushUpBattle BrotherWallSitStandoff BrotherPiggybackSquats BrotherPlankOff BrotherSprintDuel SpotMeBrother WheelbarrowYourBrother ArmWrestleYourBrother',
    tech: 'BrotherTechSupport BroPhoneWallpaperSwap BrotherPhotoEditDuel RateMyBrothersSetup BrotherFixesMyWifi BigBrotherCodeCamp BrotherVsAIChess BrotherTestsMyNewApp',
  },
  brownie: {
    fitness:
      'EarnYourBrownie RunForABrownie BrownieBakeTimeHIIT BrownieRepCountdown BrownieBatterArmDay BrownieWallSitWait BrownieBiteBurpees BrowniePanPress',
    prank:
      'BrownieCrumbsOnlyBox BrownieTreasureMap BrowniePointsCoupon BrownieDrawingDecoy BrownieGooglyEyes BrowniePaperCutouts BrownieLastPieceBluff BrownieTinFullOfGrapes',
    educational:
      'FudgyVsCakeyBrownie BrownieCrinkleTopTest BrownieFactOrFiction BrownieMathSlices BrownieSugarSwapLab BrowniePanGlassOrMetal BrownieCocoaVsChocolate BrownieNoEggExperiment',
    travel:
      'BrownieBakeryCrawl BestBrownieInTown BrownieChocolateShopTour BrowniePicnicAtSunset CafeHopForFudge HikeForABrownie RoadTripBrownieRatings BrownieMarketHunt',
    fashion:
      'BrownieEarrings BrownieBakerOOTD BakeSaleBrownieFit HeadToToeBrownie BrownieColorOutfitDare BrowniePhoneCharm BrownieBatterNails DressLikeABrownie',
    speed:
      'MugBrownieInOneMinute BrownieStackDash BrownieBatterRace BrownieBoxRelay BeatTheOvenTimer BrownieBakeSaleRush BrownieWrapBlitz BrownieSprinkleSprint',
    music:
      'BrowniePanDrums SingToYourBrownies WriteABrownieJingle BrownieFudgeFunk BrownieOvenDingRemix BrownieBeatboxBake BrownieLoveSong BrownieWhiskRhythm',
    tech: 'AIBrownieRecipe AirFryerBrownies BrownieEdgePanTest BrownieOvenTimelapse BrownieDentalFlossCut MicrowaveVsBakedBrownie BrownieSlowMoDrizzle BrowniePhotoLightHack',
    pet: 'MyPetNamedBrownie BrowniePointsTricks BrownCoatGlamShot BrownieBoxFortKitten PupSafeCarobBrownies BrownieSqueakyToy BrowniePlushForMyDog BrownieColoredBunnyShoot',
    gaming:
      'BrowniePointsLeague WinnerTakesTheBrownie BrownieTriviaNight BrownieBakeryTycoon BrownieTowerTopple BrownieGuessTheBite BrownieDiceBakeOff BrownieBlindTasteRank',
  },
  brunch: {
    dance:
      'SundayBrunchShuffle BrunchWaffleWiggle PancakeFlipGroove BrunchSpatulaSpin BrunchDateTwoStep BrunchSyrupSlide BrunchTableTango BrunchCongaLine',
    prank:
      'BrunchGooglyEyePancakes BrunchDessertFakeout BrunchWrongOrderBluff BrunchInBedAmbush BrunchMenuOfDadJokes BrunchSillyPlaceCards BrunchTableDinoTakeover BrunchPajamaDressCode',
    educational:
      'LearnToPoachABrunchEgg BrunchHollandaiseLesson BrunchCroissantLayerCount GuessTheBrunchCountry BrunchChemistryLab BrunchFactOrFiction BrunchHiddenSugarHunt BrunchYolkTimerTest',
    travel:
      'BrunchCrawl BrunchTrainDayTrip BestBrunchInTown BrunchNewCafeEachWeek BrunchLikeALocal BrunchWithAView BrunchByTheBeach BrunchRoadTripStop',
    fashion:
      'BrunchFitCheck SundayBrunchLook BrunchDateGRWM PastelsForBrunch BrunchToDinnerFlip BrunchSundressSpin BrunchHatParade BrunchTwinningDare',
    music:
      'BrunchBossaNovaCover BrunchUkuleleSerenade SundayGospelSingAlong BrunchTableDrumline BrunchJingleDare OperaticBrunchOrder JazzBrunchJam BrunchPlaylistSwap',
    tech: 'BrunchPhotoHack AIPlansOurBrunch BrunchFoodFilterDuel EggCookerShowdown BrunchPrepHyperlapse BrunchWaffleMakerTest BrunchWindowLightShot BrunchSlowMoSyrup',
    pet: 'PupBrunchParty BrunchBowTieLook CatCroissantLoaf TakeMyDogToBrunch PetSafeBrunchBoard BarkfastClub BrunchPatioPooch BrunchKittyPicnicDate',
    gaming:
      'BrunchTriviaRound BrunchCrosswordDuel BrunchCardGameShowdown ChessOverBrunch LoserDoesTheDishes BrunchPancakeTowerTopple BrunchCharades BrunchWouldYouRather',
  },
  bubble: {
    dance:
      'BubbleWandTwirl BubbleDodgeDance BubblePopMoves BubbleMachineBoogie FloatLikeABubble FreezeInTheBubbles BubblegumBop BubbleBalletSteps',
    prank:
      'BubbleWrapFloorPrank BubbleMachineWakeUp BubbleWelcomeHome BubbleShowerAmbush BubbleMessageOnWindow SurpriseBubbleStorm BubblePopsWhenOpened BubbleFoamDoorway',
    educational:
      'WhyBubblesAreRound BubblePepperSoapTrick SquareBubbleFrame GiantBubbleFormula FrozenBubbleTest BubbleRainbowQuiz HowLongBubblesLast BubbleNestingLab',
    cooking:
      'BubbleTeaAtHome BubblePearlsFromScratch BubbleWaffleStack BubblyFizzLemonade BubbleGumIceCream FlipWhenItBubbles BubbleBreadRise BubbleSodaFloats',
    fashion:
      'BubbleSkirtTwirl BubbleSleeveThriftFlip BubbleGumPinkNails BubbleHemThreeWays PuffyAndProud BubbleCoatFitCheck BubbleIridescentMakeup BubbleHairBuns',
    wellness:
      'BubbleBreathing WorriesInBubbles BreatheABubble BubbleFloatAndRelease PopTheStressBubble WatchOneBubbleDrift BubbleSlowBlowCalm BubbleGazingMinute',
    tech: 'BubbleSlowMoPop BubbleStopMotion BubbleLifespanTimelapse BubbleMacroRainbow BubbleDecibelTest GlowingBubblesAtNight SoundWaveBubbles BubbleLightPhoneTorch',
    pet: 'CatVsBubbles BubbleKittenPounce PetSafeBubbleParty PuppyVsBubbleMachine ZoomiesVsBubbles BubbleChasingPup BubbleBarkBack FishTankBubbleWatch',
    gaming:
      'BubbleShooterHighScore DontLetTheBubblePop BubbleBlowingDuel BubblePuzzleLeague BubbleBossBattle DodgeTheBubblesArcade BubbleWrapMinesweeper BubbleKeepyUppy',
  },
  'bubble gum': {
    dance:
      'BubbleGumPinkDisco BubbleGumPopShuffle BubbleGumFreeze GumShoeSlide GumSmackStomp StrutWithBubbleGum BubbleGumBoogieOff BubbleGumChewStep',
    fitness:
      'PlankTillBubbleGumPops GumBubbleOnOneLeg BubbleGumWallSit BubbleGumPinkYogaFlow GumChewingCrunches ChewingGumJawDay BubbleGumJumpingJacks BubbleGumLungeCount',
    prank:
      'EmptyBubbleGumPack WantSomeGum FakeBubbleGumOnShoe BubbleGumBalloonRoom BubbleGumStickSnapper GumWrapperLoveNote JumboGumSwap BubbleGumBlowUpBluff',
    educational:
      'WhyBubbleGumIsPink BubbleGumIngredientHunt BubbleGumMythBusting GumFromATree MeasureYourGumBubble BubbleGumStretchRecord BubbleGumFlavorFadeLab GumBrandBlindTest',
    travel:
      'BubbleGumFlightEarPop BubbleGumRoadTripBlowOff BubbleGumMachineHunt SweetShopSafari GumWrapperTravelJournal BubbleGumLandmarkSelfie ForeignGumTasteTest BubbleGumFlavorsAbroad',
    fashion:
      'BubbleGumNails FoldAGumWrapperChain Y2KBubbleGumLook PrettyInBubbleGum BubbleGumLipGloss BubbleGumHairClips BubbleGumColorBlock BubbleGumFitCheck',
    speed:
      'BiggestGumBubbleIn60 BubbleGumUnwrapIn10 FastestBubbleGumBlow GumballSortSprint BubbleGumPopCount BubbleGumPassRelay BubbleGumWrapperFold BubbleGumPinkHuntRace',
    tech: 'SlowMoBubbleGumPop BuildAGumballMachine ARMeasuresMyGumBubble AIJudgesMyGumBubble BubbleGumMacroLens BubbleGumStopMotion TimeMyGumFlavorFade BubbleGumFaceFilter',
    pet: 'BubbleGumPetPortrait BubbleGumPinkBandana BubbleGumSqueakyToy BubbleGumBigBallFetch GumballMachineTreatDrop BubbleGumColorDogBed BubbleGumScentedShampoo BubbleGumCollarDIY',
    gaming:
      'GuessTheGumballCount BeatTheBubbleGumBoss BubbleGumPowerUp BubbleGumSimulatorRun BubbleGumBlowOffGame BubbleGumMemoryMatch BubbleGumTriviaRound BubbleGumFlavorBracket',
  },
  'bubble wrap': {
    dance:
      'BubbleWrapStompStep PopAndLockBubbleWrap TapDanceOnBubbleWrap MoonwalkOnBubbleWrap BubbleWrapCupidShuffle BubbleWrapFreeze BubbleWrapWaltz BubbleWrapSalsa',
    funny:
      'BubbleWrapSumo DadVsBubbleWrap BubbleWrapHoarder BubbleWrapWillpower TryNotToPopBubbleWrap BubbleWrapSoundEffects BubbleWrapBodyguard BubbleWrapOfficeChair',
    educational:
      'WhyBubbleWrapPops BubbleWrapFactOrFiction BubbleWrapWeightLimit EggDropBubbleWrapTest CanBubbleWrapKeepIceCold GuessTheBubbleCount IsBubbleWrapRecyclable BubbleWrapSoundPitchLab',
    cooking:
      'BubbleWrapChocolate BubbleWrapFondant BubbleWrapCookieStamp BubbleWrapMeringue BubbleWrapHoneycomb EdibleBubbleWrap BubbleWrapCandyMelts BubbleWrapWaffles',
    travel:
      'BubbleWrapSuitcaseHack BubbleWrapYourSouvenirs FleaMarketBubbleWrap BubbleWrapCarryOn HandleWithCareHaul FragileFinds BubbleWrapMailHome PopOneBubbleWrapPerMile',
    speed:
      'BubbleWrapHopRelay BubbleWrapStompIn60 PopBubbleWrapLikeItsHot BubbleWrapPackOff NoBubbleWrapLeftBehind BubbleWrapBoxCountdown BubbleWrapTimeTrial BubbleWrapRollUpRush',
    tech: 'BubbleWrapDropTest SlowMoBubbleWrapPop BubbleWrapPhoneArmor BubbleWrapStopMotion HowLoudIsOneBubble BubbleWrapAppVsReal BubbleWrapDecibelMeter BubbleWrapHyperlapse',
    pet: 'BubbleWrapParcelForFido BubbleWrapWindowPerch BubbleWrapKittenPounce CatSitsOnBubbleWrap BubbleWrapBoxCatNap BubbleWrapLensPupPhoto BubbleWrapSniffTest BubbleWrapBunnyStampArt',
  },
  bucket: {
    dance:
      'BucketDrumDance MopAndBucketTwoStep BucketStompCombo BucketHatShuffle BucketBrigadeBop JackAndJillPailJig WaterBucketWaltz SandPailSamba',
    educational:
      'BucketSpinNoSpillTrick MeasureRainInABucket GuessTheBucketVolume ThreeHoleBucketTest PulleyPowerLab BucketMuddyWaterClean SinkOrFloatBucket BucketBalanceScale',
    cooking:
      'PopcornBucketFlavors IceBucketMocktails BucketSandcastleCake ShrimpBoilBucket CookYourBucketListDish DirtPailDessert BeachBucketSundae BerryBucketJam',
    fashion:
      'BucketHatFiveWays BucketBagFitCheck BucketSplatterDenim PaintBucketColorMatch FestivalBucketLook BucketOutfitDraw BucketAsAPurse TieDyeInABucket',
    art: 'PaintedBucketPlanter BucketPourPainting SandBucketSculpture PendulumBucketArt BucketLanternGlow BucketSplatterCanvas BucketSpinSwirls BucketHeadRobot',
    pet: 'CatInABucket BucketTreatShellGame PupBucketBath BucketBallDropTrick ToyBucketTreasureDig IfIFitsISitsBucket BucketPeekaboo BucketSnufflePuzzle',
  },
  'bucket list': {
    fitness:
      'BucketListFirst5K BucketListHandstand BucketListSplits CouchToBucketList BucketListPullUpGoal BucketListHilltopHike BucketListCartwheel BucketListSunriseRun',
    prank:
      'BucketListFakeTicketPrank BucketListAmbush BucketListSillyAddOns BucketListDecoy BucketListBackyardSafari BucketListMysteryDay SecretBucketListWish BucketListWrongCityReveal',
    educational:
      'PinYourBucketListMap LearnABucketListLanguage BucketListPlanetSpotting BucketListFactOrFiction WorldWondersQuiz GuessTheBucketListPlace BucketListTenBirdsToID BucketListMuseumDare',
    fashion:
      'BucketListFancyDressDay BucketListSuitUpDay BucketListDreamOutfit BucketListRedCarpetWalk BucketListTripFitCheck SomedayOutfitToday ThriftABucketListOutfit BucketListHatTryOn',
    speed:
      'BucketListSpeedrun BucketListInADay BucketListWeekendDash BucketListTimeTrial TenThingsBeforeNoon BucketListMicroAdventure LunchBreakBucketList BucketListSunsetSprint',
    pet: 'PetBucketList DogBucketListDay BucketListBeachZoomies MyCatsBucketList BucketListFirstSnowPup BucketListKittenAdventure BucketListForRover BucketListHikeBuddy',
    gaming:
      'GamingBucketList FinishABucketListRPG BucketListBoardGames BucketListArcadeRecord BucketListAchievements BucketListTournament RetroConsoleBucketList BucketListChessClub',
  },
  'build a bear': {
    dance:
      'BuildABearDanceLesson BuildABearWaltz BuildABearHeartWiggle BuildABearHugSpin BuildABearDipFinale BuildABearConga TwistWithBuildABear MacarenaBuildABear',
    fitness:
      'BuildABearPlankPal BuildABearTossSitUps BuildABearSquatHug BuildABearStuffingArms BuildABearBackpackLunge BuildABearGymBuddy LiftYourBuildABear BenchPressBuildABear',
    prank:
      'BuildABearDoppelganger BuildABearSecretVoice BuildABearHiddenNote BuildABearBedInvasion BuildABearOnTheirPillow BuildABearStakeout BuildABearStowaway BuildABearDeskTakeover',
    educational:
      'BuildABearFactOrFiction LearnToStitchABuildABear BuildABearSoundChipLab WhatsInsideBuildABear BuildABearWeighIn GuessBuildABearStuffing BuildABearTeachesABC MeasureYourBuildABear',
    fashion:
      'BuildABearTwinning BuildABearTinySneakers BuildABearStyleSwap DressLikeYourBuildABear BuildABearCosplay BuildABearRunway KnitForBuildABear ThriftedBuildABear',
    tech: 'BuildABearStopMotion BuildABearVoiceMemo BuildABearVideoCall BuildABearLightUpHeart BuildABearDayInTheLife BuildABearAIChat BluetoothBuildABear GreenScreenBuildABear',
    gaming:
      'BuildABearClawGame BuildABearHideAndSeek BuildABearBowling BuildABearFanQuiz BuildABearScavenger BuildABearMusicalChairs DiceRollBuildABear BingoBuildABear',
  },
  'building blocks': {
    dance:
      'BuildingBlocksTowerDance PlayroomShuffle BuildingBlockFreezeDance BuildItBustAMove BuildingBlockRobot ToyBlocksTwoStep BuildingBlocksLimbo BuildingBlocksStomp',
    funny:
      'ToddlerVsToyBlocks BuildingBlockSoapOpera ToyBlocksMissingPiece BuildingBlockCityMayor BuildingBlocksNoManual ToyBlocksCollapseSlowMo BuildingBlocksKidCritic BuildingBlocksGrandpa',
    prank:
      'BuildingBlockDoorWall ToyBlocksDeskReplica ToyBlocksSurpriseCastle BuildingBlockMiniMe ToyBlocksFigureInvasion BuildingBlockFakeCake BuildingBlockPhoneDecoy BuildingBlockRemoteSwap',
    educational:
      'TallestBuildingBlockTower BuildingBlockBridgeTest BuildingBlockArches BuildingBlockFractions PyramidOfToyBlocks BuildingBlockCountingGame BuildingBlockPatterns BuildingBlocksSymmetry',
    travel:
      'BuildYourTripInBlocks BuildingBlockHometownMap BuildingBlockMiniCity BuildingBlockLandmarks ToyBlocksWorldTour BrickBuiltSouvenir BuildingBlockSkyline BuildingBlockTripDiorama',
    fashion:
      'BuildingBlockEarrings ToyBlocksHairClips BuildingBlockBoldOOTD BuildABlockBag BlockPartyFitCheck BuildingBlockBrooch BuildingBlockBelt DressLikeABuildingBlock',
    speed:
      'ToyBlocksTowerIn60 ToyBlocksSortRace BuildingBlockBlindMatch BuildingBlockCopycat BuildingBlockShowdown ToyBlocksCleanupBlitz BuildingBlockBuzzerBeater BuildingBlocksRelayStack',
    pet: 'CatVsToyBlocksTower BuildYourPetInBlocks BuildingBlocksDogMosaic BuildingBlocksPupStatue ToyBlocksPetHouse BuildingBlockAgility BuildingBlockPerch BuildingBlocksNameplate',
  },
  'bunk bed': {
    dance:
      'BunkBedStuffiesDance BunkBedSiblingDuet BunkBedFlashlightRave BunkBedFloorDanceOff BunkBedBedtimeShuffle PajamaPartyMoves MirrorMeBunkBed BunkBedHandJive',
    prank:
      'BunkBedPlushieArmy BunkBedToySpiderDrop BunkBedSnoreRecording BunkBedFortSurprise BalloonsFromTheTopBunk BunkBedPillowSwap GooglyEyeBunkBed BunkBedSwitchSides',
    educational:
      'BunkBedLadderSpelling MeasureYourBunkBed TopBunkTrivia BunkBedFactOrFiction BunkBedSafetyCheck BunkBedReadAloud BunkBedFlashcards BunkBedRiddles',
    travel:
      'BunkBedHostelStay BunkBedAtGrandmas BunkBedCampCabin TopBunkWithAView RateThatBunkBed BunkBedSleeperTrain CallDibsOnTheTopBunk PackForTheTopBunk',
    speed:
      'BunkBedMakeRace BunkBedTidySprint BunkBedSheetShowdown BunkBedStuffyLineup SleepoverSetupBlitz PajamasOnCountdown OneMinuteBunkBed BunkBedSockHunt',
    tech: 'BunkBedReadingLight BunkBedWalkieTalkies BunkBedLEDGlowUp TopBunkTextsBelow TopBunkPhoneStandHack BunkBedNightlightDIY BunkBedPulleyLift SmartAlarmBunkBed',
    pet: 'BunkBedCatHideout BunkBedKittenClimb BunkBedPupSleepover BunkBedPetTakeover BunkBedStoryTimeDog BunkBedPillowPatrol FurBabyBunkBed SnuggleBuddyBunkBed',
    gaming:
      'BunkBedGameNight BunkBedCardShark BunkBedHandheldCoOp BunkBedWordChain LightsOut20Questions BunkBedTopVsBottom BunkBedBattleship BunkBedTicTacToe',
  },
  burger: {
    fitness:
      'BurgerPlankCountdown EarnYourBurger BurgerLayerLadder WalkOffTheBurger SmashBurgerSquats DoubleStackDeadlift BurgerPattyPressUps BurgerBikeToTheDiner',
    prank:
      'DessertBurgerSurprise BurgerCakeReveal ServeATinyBurger BurgerPlushOnThePlate BurgerFrenchFryFakeout BurgerWrongOrderBluff BurgerGooglyEyes BurgerNameOnTheBun',
    educational:
      'BurgerFactOrFiction BurgerBunRiseTest BurgerDonenessGuess WhyHamburgersArentHam BurgerTempProbeLesson BurgerSmashVsThick BurgerBeefBlendLab BurgerToppingsByCountry',
    travel:
      'BurgerCrawl BurgerRoadTrip DinerBurgerHop FoodTruckBurgerHunt PattyPilgrimage BurgerInEveryState RateYourTownsBurgers BurgerPicnicAtTheLake',
    fashion:
      'BurgerThemedRunway BurgerJointFitCheck BurgerApronGlowUp DIYBurgerEarrings CheeseburgerCouture FiftiesDinerFlair DressLikeABurger BurgerBunBeanie',
    pet: 'BurgerToyUnboxing BurgerSqueakerFetch BurgerShapedCatBed CookoutBurgerBandana SliderSizedPup BurgerBegFaceContest BurgerTreatHideAndSeek HamburgerPlushHound',
    gaming:
      'BurgerShopSim BurgerStackingGame BurgerTycoonRun BurgerFlipperFrenzy BurgerArcadeHighScore RememberTheBurgerOrder BurgerGuessTheTopping BurgerMemoryChallenge',
  },
  burrito: {
    dance:
      'HumanBurritoWorm BurritoBlanketWiggle GuacamoleGroove UnrollTheBurrito BurritoWrapAndRoll BurritoSalsaStep BurritoFoilShimmy BurritoCumbia',
    prank:
      'TuckThemInLikeABurrito BurritoDessertSwap BurritoPlushPillowDrop BurritoWrappedPresent ItsNotABurrito BurritoLoveNote BurritoGooglyEyes BurritoCakeFakeout',
    educational:
      'BurritoFactOrFiction HowToRollABurrito BurritoFoldStyleQuiz BurritoSpanishLesson BurritoVsChimichanga BurritoRiceDebate FoodGroupsInABurrito MakeBurritoTortillas',
    travel:
      'BurritoFoodTruckHunt BurritoRoadTrip BurritoTaqueriaTour BestBurritoInTown HikeForABurrito RegionalBurritoBingo BurritoNewSpotEachWeek BurritoBeachLunch',
    fashion:
      'BlanketBurritoCape BurritoScarfWrap BurritoCostumeFit BurritoGuacNailArt CozyBurritoCouture BurritoColorOOTD BurritoToGoPoncho BurritoFoilFashionShow',
    music:
      'BurritoMariachiCover SingToYourBurrito BurritoCrinkleASMR BurritoBeatbox SalsaShakerSolo HotSauceHipHop BurritoLoveSong BurritoGuitarStrum',
    tech: 'BurritoFoldTimelapse AIInventsABurrito BurritoSlowMoBite AirFryerBurritoBattle MicrowaveBurritoColdSpot BurritoPaniniPressTest BurritoOrderAppHack BurritoCalorieTracker',
    pet: 'PupInABlanket BurritoPlushForMyDog HamsterBurritoBed BurritoSnuffleMat BurritoSqueakyToy BurritoBeggingFaces BurritoTunnelKitty BurritoHayForBunny',
  },
  bus: {
    fitness:
      'BusSeatAnkleCircles BusGetOffEarly BusStopSquats WalkTheBusRoute BusShelterCalfRaises StretchTillTheBusComes BusBenchDips BusStepCountCommute',
    funny:
      'BusJustMissedIt BusSeatNeighborTypes BusBackRowGang NatureDocBusRide BusCommuteBingo RunningForTheBus BusLostUmbrellaSaga BusBellPressPanic',
    prank:
      'BusMissedRideBluff LeaveABookOnTheBus BusTwinOutfitSurprise BusStopLoveNotes BusShelterCompliments CommuteCandyDrop ToyBusInTheirBackpack BusBuddyRiddleCard',
    educational:
      'PlanABusRoute WhyBusesAreYellow BusElectricVsDiesel ReadABusMap BusBlindSpotDemo BusFactOrFiction BusSafetyQuiz BusTimetableMath',
    fashion:
      'BusStopFitCheck BusCommuteRunway BusRideOOTD BusYellowHeadToToe CatchTheBusSneakers DressForTheBackRow MatchTheBusSeats BusRaincoatCatwalk',
    speed:
      'BusBeforeItLeaves BusRouteMemoryRace ReadyForTheBusIn5 BusFareCoinDash NameEveryBusStop SchoolBusCountdown BusBagPackedRush BusShoelaceTieSprint',
    tech: 'BusTrackerVsReality BusWifiSpeedCheck PhoneAsBusPass InsideAnElectricBus BusRoutePlannerHack BusTransitAppShowdown BusWindowHyperlapse BusTimelapseCommute',
  },
  'bus driver': {
    dance:
      'SchoolBusShuffle BusStopTwoStep BusDriverBreakRoomBop BusDriverDepotDisco BusDriverClockOutJig BusDriverWaveOff BusDriverSteeringSwing BusDriverSwayAlong',
    fitness:
      'BusDriverSeatedStretch BusDriverStepUps BusDriverShoulderRolls BusDriverBreakWorkout BusDriverLayoverLaps BusDriverCalfRaises BusDriverWheelTurnReps BusDriverNeckCircles',
    educational:
      'BusDriverDayInLife BusDriverBlindSpots BusDriverMapReadingTest AskABusDriver WhyBusesAreYellow BusDriverHandSignals BusDriverSafetyRules BusDriverRouteMemory',
    cooking:
      'BusDriverThankYouCake BusShapedSandwich BusDriverMuffinGift CookiesForTheBusDriver BusDriverBrunchBox ThermosForTheBusDriver BusDriverBananaBread PackABusDriverLunch',
    fashion:
      'BusDriverThriftFlip BusDriverShades BusDriverFitCheck SchoolBusYellowLook DressLikeYourBusDriver BusDriverUniformGlowUp BusDriverCosplay BusDriverHatTryOn',
    wellness:
      'BusDriverAppreciation RedLightReset ThankYourBusDriver BusDriverBreathBreak BusDriverSunriseShift BusDriverTeaPause WaveAtYourBusDriver BusDriverGratitudeNote',
    music:
      'WheelsOnTheBusRemix BusDriverRadioDJ BusDriverBeatbox BusDriverShiftEndAnthem BusDriverRapIntro BusDriverWhistleTune BusDriverKaraokeBreak BusDriverThankYouSong',
  },
  'bus stop': {
    dance:
      'DoTheBusStop GrooveTillTheBusComes BusStopMoonwalk SilentDiscoAtBusStop WheelsOnTheBusBop BusStopWaitingDance BusStopDanceOff BusStopLineDance',
    fitness:
      'BusStopCalfRaises BusStopSquatHold BusStopBenchDips WalkOneStopFurther WallSitAtTheBusStop BusStopShoulderRolls BusStopToeTaps BusStopPostStretch',
    prank:
      'RedCarpetAtTheBusStop BusStopWelcomeParty BusStopCocoaForSiblings BusStopComplimentNote BusStopFlowerFairy BusStopFreeUmbrella BusStopBalloonGreeting BusStopHighFiveSign',
    educational:
      'BusStopTimetableQuiz GuessTheCountryBusStop BusStopDistancePacing BirdSpottingAtBusStop BusStopArrivalMath BusStopSignDecoder BusStopTrafficTally BusStopCloudTypes',
    fashion:
      'BusStopFitCheck BusStopRainReady RunwayWalkToBusStop LayerUpForTheBusStop CommuterCatwalk BusStopEditorialShoot BusStopPoseOff BusStopUmbrellaTwirl',
    speed:
      'BedToBusStopRace BusStopCrosswordDash BusStopSpeedSketch FinishBeforeTheBus BusStopMentalMath BusStopShoeTieBlitz BusStopCubeSolve BusStopPuzzleSprint',
    music:
      'BusStopBeatbox SingAlongAtBusStop BusStopBenchDrummer WheelsOnTheBusRemix BusStopHarmonyDuet BusStopAcoustics BusStopLoveSong BusStopWhistleSong',
    tech: 'BusStopAppVsReality GhostBusHunt TestTheBusStopWiFi BusStopNoiseMeter BusStopPhotoFilter PredictTheNextBus BusStopHyperlapse BusStopPanorama',
    pet: 'DogWaitsAtBusStop BusStopSitStay BusStopPupMeetup PetBusStopFirstTrip BusStopWaggingWelcome BusStopCatNap BusStopHighPaw BusStopTreatPouch',
  },
  butter: {
    dance:
      'SmoothLikeButter ButterChurnBop ButterSlideStep ButterSpreadShuffle MeltIntoTheBeat ButterFingersFootwork ButterBallroom ButterGlideSalsa',
    fitness:
      'ButterChurnArmDay ButterTubCurls ButterCreamWhipBurn ShakeItToButter ButterBlockStepUps SmoothAsButterFlow ButteredUpJacks ButterStickPlank',
    funny:
      'ButterSideDownTest ButterOnEverything ColdButterTearsToast ButterOrNotBlindfolded ButterFingersChallenge ButterBrickBattle FrenchChefButterRant DramaticButterReveal',
    prank:
      'ButterOrCakeIllusion ButterLetterPats ButterCookieTinSewingKit SecretButterSculpture ButterDishLoveNote ButterGooglyEyeStick ButterSculptedLemon ButterBlockPresentPrank',
    educational:
      'ButterFatPercentGuess ButterFactOrFiction ButterJarShakeLesson ButterOrMargarineQuiz ButterChurnThenAndNow ButterMeltPointTest ButterSaltedVsUnsalted ButterIntoGheeLab',
    travel:
      'StateFairButterCow ButterFarmStandVisit ButterCroissantHunt MeetTheButterMakers MilkToButterDairyTour BestButteredRollInTown ButterCheeseShopStop ButterCreameryDayTrip',
    fashion:
      'ButterYellowFit ButterNailSet ButterThriftHaul ButteryHeadToToe StyleTheButterBlazer ButterCreamMakeupDare ButterToneOOTD ButterTrenchCoatStrut',
    tech: 'ButterMeltTimelapse SoftenButterHack ButterStandMixerChurn ButterGadgetUnboxing ButterBellTest ButterTempProbe BlenderButterSpeedrun ButterPatScaleWeighIn',
    pet: 'PetsNamedButters ButterSoftFurBrush ButterYellowBandana ButterballPhotoShoot ButterCoatCheck PeanutButterLickMat ButterPawBalm ButterscotchKittyPortrait',
  },
  butterfly: {
    prank:
      'ButterflyWallSurprise ButterflyPopUpCard WindUpButterflyBook PaperButterflyDoor ButterflyFakeOnShoulder FlutterBomb ButterflyInTheMailbox ButterflyLunchboxNote',
    educational:
      'MothOrButterflyQuiz ButterflyTasteWithFeet ButterflyEffectDominoes TrackAButterflyMigration ButterflyChrysalisWatch WhyMonarchsAreOrange ButterflyLifeCycleLab ButterflyWingZoomIn',
    travel:
      'ButterflyHouseTour ButterflyMeadowWalk SpotTenButterflies PicnicWithButterflies FollowTheButterflyTrail FlutterByFieldDay ButterflyGardenHop ButterflyPhotoSafari',
    fashion:
      'Y2KButterflyClips ButterflyPrintFit DressLikeAButterfly ButterflyTopThreeWays ButterflyPatternMatch ButterflyFacePaint ButterflyWingEyeliner ButterflySleeveDIY',
    tech: 'ButterflyMacroShot ButterflyTimeLapse ButterflyWingColorSwap SlowMoButterflyTakeoff ButterflyStopMotion ButterflyPhoneWallpaper ButterflyAppVsMyGuess LightUpButterflyKite',
  },
  button: {
    prank:
      'FakeBigRedButton ButtonEyesEverywhere RemoteButtonLabels ComplimentButton ButtonPressForJokes PushForConfetti ButtonMysteryJar ButtonApplauseMachine',
    travel:
      'ButtonPinTravelMap ButtonFromEveryTrip ButtonMarketHunt ButtonSouvenirJacket ButtonSpottingWalk PackOneButtonDownShirt ThriftShopButtonFind ButtonMuseumVisit',
    fashion:
      'ButtonUpFiveWays ButtonSwapUpgrade MismatchedButtonDare VintageButtonBrooch CuteAsAButtonFit ButtonDownOrUp ButtonEarringsDIY ButtonHairClip',
    speed:
      'FastestButtonUp SewAButtonIn60 ChopstickButtonPickup ButtonStackTower ButtonColorSortRace TenButtonsBlitz ButtonFlickOff ButtonThreadDash',
    tech: 'HiddenButtonShortcuts ButtonShutterSelfie PhysicalButtonsVsTouch HowFastCanYouTapAButton ButtonRemapHack ButtonKeycapSwap ButtonCoveredPhoneCase ButtonScreenshotTrick',
  },
  cabin: {
    funny:
      'CabinSpiderRoommate CabinNoWifiReaction CabinFeverDayFive ThatOneCabinNoise CabinListingVsReality CabinNewbieFirstNight CityKidInTheCabin CabinOutdoorShowerShock',
    prank:
      'CabinSpookyKnockPrank CabinLanternTrail CabinFakeBearPrints CabinOwlHootBluff BigfootWasHere CabinBlanketFort CabinPineconeInTheBed CabinMooseCutout',
    educational:
      'BuildATwigCabin CabinWildlifeTracks LogCabinInAMinute CabinConstellationHunt IdentifyThatTree WhyFirewoodPops CabinPioneerChoresDay CabinNotchJointMath',
    fashion:
      'CabinFlannelFit CabinPackFiveOutfits CabinThriftedKnits CabinPorchPhotoshoot CabinLumberjackCosplay CozyCabinCapsule CabincoreCatwalk CabinWoolSocksLook',
    speed:
      'CabinDishwashDash CabinSmoresAssemblyRace CabinBedMakingBlitz CabinPackUpSprint BeatTheCabinCheckout FirewoodStackOff CabinBootsOnCountdown CabinLightsOutRush',
    art: 'CabinPinePrints CabinLeafPressing CabinWindowPhotoSeries PopsicleStickCabin FoggyLakeWatercolor CabinPineconeArt SketchTheCabinView CabinBirchBarkCards',
    tech: 'CabinTrailCamCatch CabinWifiSpeedTest CabinWeekendOnOneCharge TinyCabinTechTour CabinWalkieTalkieHunt CabinStarPhotoApp CabinNightSkyTimelapse CabinSolarLanternDIY',
    pet: 'CabinCatWindowWatch CabinHikeWithMyDog CabinPuppyFirstNight CabinDogLakeSplash CabinPorchPup FiresidePetSnooze CabinCritterReaction CabinLogPileExplorer',
    gaming:
      'CabinWordChainDuel CabinFlashlightTag CabinCardSharkShowdown CabinPuzzleMarathon CabinFeverCharades CampfireWerewolf OldCabinBoardGames CabinDominoesNight',
  },
  cabinet: {
    educational:
      'FixASqueakyCabinet BuildAMiniCabinet CupboardChemistry CabinetZoneMethod CupboardShelfLife AdjustACabinetHinge LevelACabinetDoor GuessTheCabinetWood',
    travel:
      'CabinetRoadTripSnackPack FillACabinetWithSouvenirs CabinetAntiqueHunt FleaMarketCabinetFind CabinetThriftShopHop CabinetCuriosityMuseum CabinetPicnicPacking CabinetOfTripMugs',
    tech: 'UnderCabinetLEDs CabinetChildLockTest CabinetHiddenCharger CupboardMotionSensor AICooksFromMyCupboard CupboardBarcodeScan CupboardQRLabels CabinetOrganizeTimelapse',
  },
  cactus: {
    prank:
      'GooglyEyeCactus CactusPlushInBed CactusOnEveryDesk CactusBalloonBouquet TinyCactusArmy PricklyLoveNote FakeCactusSwap CactusRockDecoy',
    educational:
      'CactusSpineZoomIn CactusWaterStorageTest CactusOrSucculentQuiz SaguaroAgeGuess CactusFactOrFiction PlantACactusFromSeed CactusSpeciesNameGame CactusBloomCountdown',
    travel:
      'CactusGardenTour SpotAGiantSaguaro CactusBloomHunt TallestCactusInTown CactiCountRoadTrip CactusNurseryVisit CactusBotanicalDayOut CactusMarketHaul',
    fashion:
      'CactusPrintFitCheck CactusCowboyBoots StitchACactusOnDenim DressLikeACactus PricklyButPretty CactusThriftFlip CactusGreenHeadToToe CactusFloralEarrings',
    wellness:
      'BeLikeACactus CactusCareRoutine SlowCactusRepot CactusGrowthJournal ThriveOnLess CactusQuietSketchHour CactusSunshineBreak CactusWindowsillCalm',
    speed:
      'CactusPuzzleSprint DrawACactusIn10Sec CactusRingToss PopTheCactusBalloons TumbleweedTimeTrial PricklyPassRelay CactusSpineCountdown CactusPotPaintRush',
    tech: 'TimelapseACactusBloom CactusWaterSensor MacroShotCactusSpines CactusSmartPot AICactusDoctorTest CactusGrowthPhotoDiary CactusGrowLightSetup CactusPlantIDApp',
    pet: 'CactusBandanaPup CactusPlushFetch DancingCactusVsCat CactusScratchPost CactusKittyCatnipKicker TumbleweedChase CactusToyTugOfWar CactusOutOfPawReach',
  },
  cafeteria: {
    prank:
      'CafeteriaKindNotes LunchroomGooglyEyes CafeteriaSurpriseCupcake CafeteriaMilkCartonFaces LunchroomJokeNapkins CafeteriaHighFiveLine CafeteriaLunchSwapBluff CafeteriaFortuneCookies',
    cooking:
      'CafeteriaPizzaRemake CafeteriaSloppyJoes CafeteriaCornDogBake SchoolLunchGlowUp CafeteriaTotCasserole PeanutButterBarsRedo CopycatCafeteria CafeteriaFishSticks',
    travel:
      'CafeteriaOnAFieldTrip CampusDiningCrawl SchoolLunchesWorldwide CafeteriaRoadTripStop MuseumCafeteriaRanking TrayTableTourist RateEveryCafeteria CafeteriaAtTheZoo',
    fashion:
      'CafeteriaFitCheck LunchroomStreetStyle CafeteriaHairnetGlowUp CafeteriaCatwalk CafeteriaApronRunway PictureDayOutfit CafeteriaColorMatch CafeteriaLunchLadyCosplay',
    tech: 'LunchroomRushTimelapse CafeteriaTrayStopMotion VoteOnTheCafeteriaMenu RateMySchoolLunchApp CafeteriaWaitTimeHack LunchroomFoodWasteTracker CafeteriaLunchPhotoGlowUp CafeteriaQRCodeOrder',
    pet: 'SetUpAPetCafeteria HamsterSnackBuffet KittyCafeteria PupCafeteriaLine LunchroomMonitorDog DinnerBellLineup CatCafeteriaCritic CafeteriaFishFlakeFeast',
    gaming:
      'LunchroomCardGames CafeteriaTriviaBattle CafeteriaChessTable CafeteriaSnackTradeOff PaperFootballFinals LunchroomThumbWarTourney CafeteriaTicTacToe CafeteriaSpoonFlipDuel',
  },
  cake: {
    prank:
      'HalfBirthdayCake SecretPinataCake ShoeThatsActuallyCake CakeInTheLunchbox TrickCandleCake ItWasCakeAllAlong CakeBoxFullOfVeggies CakeWrongNameBluff',
    educational:
      'WhyCakesRise CakeFractions CakeChemistryTest BakingSodaVsPowder OneCakeThreeFlours CakeFactOrFiction HowTallCanACakeGo CakeEggRoleLab',
    travel:
      'LetThemEatCakePicnic LocalCakeHunt PastryShopCrawl CakePitStopRatings CakeAtTheFarmersMarket ASliceInEveryCity CakeTastingTour CakeBakeryRoadTrip',
    fashion:
      'DressLikeACake CakeRuffleSkirtDIY CakeSliceHandbag SprinkleEarrings IcingOnTheOutfit CupcakeCouture CakeMatchMyOutfit CakeFrostingNailArt',
    speed:
      'CakeDecoratingSpeedrun FrostACakeFast FiveMinuteMugCake PipeTenRosesIn60 CupcakeRelay EightEqualSlices CakeSprinkleDash LayerCakeStackOff',
    pet: 'DogSafeBirthdayCake CakeBoxCatNap PupcakePawty GotchaDayCake PuppyGuardsTheCake PetSmashCakeDay PawPrintCakeTopper TunaCakeForKitty',
    gaming:
      'CakeOrFakeGame HostACakewalk PixelArtCake WinnerGetsTheCake CakeGuessTheFlavor CakeBingoNight CakeTowerTumble CakeDiceDecorating',
  },
  calculator: {
    dance:
      'CalculatorRobotMoves NumberPadShuffle CalculatorBeepStep CalculatorKeyTapDance KeypadFreestyle CalculatorMoonwalk GiantCalculatorHop CalculatorDigitDance',
    prank:
      'CalculatorMagicTrick CalculatorSaysHello CalculatorGooglyEyes CalculatorKeySwap MindReadingMath UpsideDownLoveNote FakeErrorCalculator CalculatorFortuneTeller',
    travel:
      'CalculatorCurrencyMath CalculatorDayTripBudget CalculatorRestaurantTip CalculatorFuelSplit RoadTripCalculator MetricMileMixup PackingCalculator TimeZoneCalculator',
    fashion:
      'CalculatorWatchFlex CalculatorCostumeDIY CalculatorEarrings CalculatorRetroFit GeekGlassesStyling PocketProtectorLook CostPerWearCalculator DressAsACalculator',
    speed:
      'CalculatorVsBrain AbacusVsCalculator CalculatorCountTo1000 MentalMathSprint CalculatorSumRace TypeThePiDigits BeatTheCalculator CalculatorQuickfire',
    gaming:
      'CalculatorNumberGuess CalculatorFirstTo100 CalculatorSnakeGame CalculatorBlockStacker CalculatorPongRally CalculatorQuizShow CalculatorBattleship DiceDuelCalculator',
  },
  calendar: {
    dance:
      'DanceAdventCalendar 31DaysOfMoves CalendarDanceStreak CalendarSeasonsSwitchUp NewYearCalendarShuffle February29Hop CalendarHolidayDances CalendarMonthlyMashup',
    prank:
      'FakeHolidayOnCalendar CalendarFlipAhead SecretCalendarNotes FriendFaceCalendar TinyStickerCountdown CalendarComplimentPing CalendarPetPhotoSwap CalendarBirthdayEveryDay',
    educational:
      'WhyFebruaryIsShort CalendarMathTrick LunarVsSolarCalendar CalendarDoomsdayRule CalendarLatinMonthNames LeapYearCalendarQuiz BuildAMayanCalendarWheel CalendarMoonPhaseLog',
    fashion:
      'OutfitAdventCalendar CalendarColorOfTheDay FourSeasonCapsule CalendarBirthstoneFit ThemedDressUpMonth CalendarWeekOfLooks CalendarHatRotation CalendarSocksOfTheWeek',
    tech: 'ColorCodeYourCalendar DigitalVsPaperCalendar CalendarTimeBlocking SharedFamilyCalendar AIPlansMyCalendar InboxToCalendarHack CalendarWidgetSetup CalendarAppGlowUp',
    pet: 'PetPhotoCalendar DogAdventCalendar GotchaDayCalendar CalendarBirthdayPup CalendarCatOfTheMonth WalkStreakTracker CalendarCoverKitty CalendarTrickADay',
    gaming:
      'GameAdventCalendar ReleaseDayCountdown CalendarDailyPuzzle LoginStreakRewards CalendarEventGrind GuessTheCalendarDate CalendarBingoCard CalendarHolidayTrivia',
  },
  california: {
    dance:
      'GoldenStateGroove CaliforniaSkateGlide CaliforniaSunsetStrut CaliforniaLowriderBounce HotelCaliforniaSway CaliforniaSurfShuffle CaliforniaRollerDisco CaliforniaBoardwalkBop',
    fitness:
      'CaliforniaSandSprints CaliforniaStairClimb CaliforniaTrailRun CaliforniaSurfBootcamp CaliforniaCoastCycle CaliforniaGoldenHourHike CaliforniaSunriseJog CaliforniaCanyonTrek',
    prank:
      'FakeCaliforniaTripBluff CaliforniaSurferWigPrank PalmTreeDeskTakeover CaliforniaAvocadoDecoy CaliforniaPostcardRain CaliforniaGoldNuggetHunt CaliforniaBeachOffice CaliforniaPaperPoppies',
    educational:
      'CaliforniaGoldPanning CaliforniaFaultLineMap WhySanFranciscoIsFoggy CaliforniaQuakeDrill CaliforniaFactOrFake CaliforniaPoppyBloomHunt CaliforniaCountyNameGame TallestTreesCalifornia',
    fashion:
      'CaliforniaFringeLook CaliforniaSkaterFit DressLikeACalifornian FogToSunOutfit CaliforniaCoolGirlOOTD CaliforniaThriftHaul CaliforniaSurfToStreet TieDyeACaliforniaTee',
    speed:
      'CaliforniaRollRace CaliforniaTriviaBuzzer DrawTheCaliforniaBear TacoTruckSprint CaliforniaMapDash CaliforniaCitiesIn60 SpellCaliforniaFast CaliforniaWaveCount',
    music:
      'HotelCaliforniaSingAlong CaliforniaLoveRemix CaliforniaSurfHarmonies CaliforniaDreaminCover CaliforniaGuitarRiffOff CaliforniaCarSingalong CaliforniaGirlsLipSync CaliforniaUkuleleJam',
    tech: 'CaliforniaSunsetTimelapse PlanACaliforniaRoadTrip CaliforniaStreetViewGuess IsItEverColdInCalifornia CaliforniaPhotoDump CaliforniaDayInTheLife CaliforniaWavesInSlowMo CaliforniaPhonePanorama',
    gaming:
      'GoldRushTabletop CaliforniaGamesRematch GuessThatCaliforniaTown CaliforniaPlateSpotting CaliforniaSkaterHighScore CaliforniaTriviaNight CaliforniaBingoRoadTrip BuildCaliforniaInBlocks',
  },
  calm: {
    fitness:
      'CalmYogaFlow SlowExhaleWorkout SteadyHikeBreaths PeacefulPilates QuietStrengthSet KeepCalmAndPlank CalmStretchCooldown CalmBalanceHold',
    prank:
      'CalmMeditationBellPrank SecretZenDenMakeover CalmWhaleSoundsPrank CalmFairyLightTakeover PeacefulWakeUpCall SoftBlanketAmbush CalmSlowMotionPrank CalmWhisperOnlyDay',
    educational:
      'CalmColdWaterFaceTest BoxBreathLesson CalmHeartRateDemo WhySighingCalmsYou TheNinetySecondRule CalmPulseBeforeAfter CalmColorMoodQuiz CalmFiveSensesGame',
    travel:
      'QuietPlacesTour CalmSpotInEveryCity CalmestCornerInTown ZenGardenVisit PeacefulLakeEscape FindACalmCafe CalmForestBathing CalmBenchHunt',
    fashion:
      'CalmLinenLayers DressForACalmDay QuietLuxuryFit CalmCapsuleCloset CalmColorOOTD CalmUniformChallenge CalmDrawerDeclutter CalmAirportOutfit',
    tech: 'CalmPhoneSetup CalmNotificationDetox ZenModeHomeScreen QuietHoursAutomation GoGrayscaleForADay CalmLightingGlowUp DigitalSunsetCalm CalmWallpaperSwap',
  },
  camel: {
    dance:
      'CamelBodyRoll CamelBellyDance DoTheCamelWalk HumpDayDanceOff SandDuneConga CamelCaravanLine SwayLikeACamel CamelKneelAndRise',
    prank:
      'CamelInTheSuitcase CamelPlushSeatSaver HumpDayCamelNote ToyCamelParade StowawayCamel CamelCaravanAmbush CamelWakeUpCall CamelFigurineOnPillow',
    cooking:
      'CamelShapedPancakes CamelDateBites DesertCamelPlatter HumpDayCamelCupcakes CaravanCouscous SandDuneCake CamelCaramelSlice PipeACamelMeringue',
    travel:
      'SayHiToAZooCamel FindACamelAtTheFarm PlushCamelTravelDiary PackLikeACamel CamelCaravanRoadTrip CamelRideOnTheBeach CamelMarketVisit CamelSafariParkDay',
    fashion:
      'OneCamelCoatFiveWays CamelBagThriftFlip CamelScarfTieTricks StyleCamelBoots QuietLuxuryCamel CamelTrenchStrut CamelAndCreamCombo CamelFitCheck',
    wellness:
      'CamelPoseHeartOpener CamelPaceWalk CamelHydrationHabit SlowLikeACamel HumpDayReset CamelOasisDaydream CamelPatiencePractice CamelWaterBreakReminder',
    music:
      'CamelWalkBeat CamelCaravanChant CamelBellRhythm CamelLoveBallad HumpDayAnthem DesertDuneDrumming CamelTrotTempo CamelOasisLullaby',
    pet: 'CamelColoredCoatPortrait CamelPlushFetch DogDoesCamelKneel CatCamelStretch HumpDayPupdate CamelSqueakerHunt CamelStuffieNapBuddy CamelCushionForPuppy',
    gaming:
      'CamelRaceBoardGame CamelRacingArcade CamelCharadesNight CamelCardMatch CamelCaravanTrade CamelHumpDayTourney CamelTriviaTrail CamelDesertDiceDash',
  },
  camera: {
    dance:
      'PassTheCamera CameraOneTakeWonder CameraFlashFreeze LightsCameraDance ShutterShuffle PoseForThePanorama CameraSpinTransition CameraZoomInGroove',
    prank:
      'CameraRollSelfieStash PaparazziCameraWelcome CameraCapGooglyEyes CameraTimerPhotobomb CameraPrintLoveNotes CameraWaterSquirtPrank CameraCrewForMom CameraGroupShotSneakIn',
    educational:
      'CameraPartsNameQuiz CameraObscuraRoom PinholeCameraBuild CameraFStopTest WhyRedEyeHappens GuessTheCameraDecade CameraShutterSpeedLab CameraISOShowdown',
    cooking:
      'CameraEatsFirst CameraLensCookies CameraReadyPlating PlateForThePhoto OneTakeRecipe CameraCakeBuild CookForTheCamera CameraFoodStylingDare',
    fashion:
      'CameraFlashMakeupTest CameraStrapDIY VintageCameraPropShoot CameraReadyFit Y2KDigicamLook MirrorSelfieMode DressForTheCamera CameraBagWhatsInside',
    gaming:
      'CameraSafariInTheYard CameraScavengerHunt InGameCameraContest PhotoModeFaceOff CameraGuessWhereChallenge CameraBingoCard CameraChaseTag CameraSpotTheDifference',
  },
  campfire: {
    dance:
      'CampfireHoedown CampfireFlannelTwirl CampfireSmoresShimmy BonfireBoogie FirelightFreestyle GlowstickCampfireJig CampfireCongaLine CampfireStompAndClap',
    prank:
      'CampfireTeddyBearCameo CampfireStoryTwist CampfireBigfootPrints CampfireOwlHootPrank MarshmallowAmbush GlowStickGhostWalk CampfireSongWrongLyrics CampfireBalloonTent',
    educational:
      'BuildACampfireTeepee CampfireSafetyQuiz CampfireFireTriangle WhyCampfireEmbersGlow CampfireLeaveNoTrace CampfireKindlingSort StarNamesByCampfire CampfireWoodGuess',
    travel:
      'CampfireStargazingTrip CampfireLakesideNight BeachCampfireSpot CampfireLanternWalk OffGridWeekend FirepitWithAView CampgroundCampfireTour CampfireForestSiteHunt',
    fashion:
      'CampfireFlannelFit LayerUpForTheCampfire CampfireBlanketPoncho SweaterWeatherBonfire MarshmallowPuffer CampfireBeanieKnit CampfireCozySocks CampfireCorduroyJacket',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireStarterTest CampfireSlowMoSparks FirepitSmokeFreeHack CampfireStarMapApp CampfireStoryAI CampfireFlamelessLED',
    pet: 'CampfirePupCuddle AdventureCatCampfire SleepyPuppyByCampfire CampfireDogBlanket HappyCamperPet TentZoomies CampfireLapWarmer CampfirePlushFetch',
    gaming:
      'CampfireStoryGame CampfireHumThatTune CampfireWerewolfRound CampfireWouldYouRather TwoTruthsByTheFire CampfireCharadesNight CampfireRiddleRelay CampfireTwentyQuestions',
  },
  camping: {
    prank:
      'CampingBalloonTent CampsiteGlowSurprise CampingSleepingBagSwap BigfootWasHere CampfireStoryTwist CampingDuckInTheirBoot CampingWakeUpKazoo CampingPineconePillow',
    educational:
      'LeaveNoTraceCamping CampsiteStarMap CampingFireSafety KnotTyingQuiz PoisonIvyOrNot CampCreekFilterTest CampingCompassHunt CampingCloudForecasting',
    fashion:
      'CampingFitCheck LayerUpForCamping FlannelCampingShirt HappyCamperLook BeanieAndBoots TrailChicCampOutfit CampingRainGearTryOn CampingBandanaTricks',
    speed:
      'CampingTentSpeedrun CampsiteSetupRace CampingPackUpTimer PitchItInSixty SleepingBagStuffOff HappyCamperRelay CampingKnotTyingDash CampingBreakDownBlitz',
    gaming:
      'CampingDominoesDuel CampfireTriviaNight CampingTabletopQuest CampsiteWerewolf CampLanternStoryGame CampingCharadesCircle FlashlightTagAtCamp CampingScavengerHunt',
  },
  campus: {
    prank:
      'CampusStickyNoteDoor CampusRoommateCutout CampusChalkCompliments CampusMascotCameo LectureSeatBalloons CampusDormRoomGiftWrap CampusCarePackageSurprise CampusMemeWallPrank',
    educational:
      'CampusLegendsQuiz CampusStudyHacks CampusArchitectureHunt CampusLibraryCallNumbers CampusNoteTakingDuel CampusTreeIDWalk CampusStatueStories CampusBuildingAgeGuess',
    fashion:
      'CampusFitCheck DarkAcademiaCampus CampusCatwalk RollOutOfBedCampus CampusHoodieSwap LectureToLabOutfit CampusColorsChallenge CampusVarsityJacket',
    art: 'CampusSketchWalk CampusChalkMural CampusGoldenHourPhotos PaintYourCampus DormRoomGalleryWall LectureHallDoodles CampusSilhouetteShots CampusStatueDrawing',
    tech: 'DormDeskSetup CampusWifiSpeedMap CampusLibraryTechTour CampusPhoneHyperlapse CampusShortcutFinder LectureNotesAISummary CampusDayInClips CampusStudyTimer',
    pet: 'CampusTherapyDogs CampusCatCafe CampusPupOnTheQuad BringYourPetToCampus GoldfishRoommate CampusStudyBuddyKitten CampusPoochParade CampusSquirrelWatch',
  },
  canada: {
    fitness:
      'CanadaLakeshoreRun CanadaSnowshoeHike CanadaSkateTrailLaps CanadaSnowShovelHIIT HockeyDrillCircuit LumberjackLogLifts CanadaWinterBootcamp CanadaCanoeCore',
    prank:
      'CanadaSorryPrank CanadaFakeMooseSighting CanadaSnowmanGreeter CanadianPoliteNotes CanadaHockeyHornWakeUp CanadaMapleLeafConfetti OhCanadaDoorbellSong CanadaGooseHonkPrank',
    educational:
      'CanadaProvincesQuiz CanadaIndigenousWords CanadaCoinGuessGame WhyCanadaSaysEh CanadaMapleSapBoil CanadaAuroraForecast CanadaFrenchPhraseDare CanadaAnimalTrackID',
    cooking:
      'CanadaPoutineAtHome CanadaMapleSnowTaffy CanadaNanaimoBars CanadaBannockBread ButterTartBakeOff CanadaWildBlueberryPie TasteOfCanadaBrunch CanadaSyrupOatmeal',
    fashion:
      'CanadianTuxedoLook CanadaFlannelFit RateMyCanadaToque CanadaParkaRunway CanadaWinterLayering HockeyJerseyStyling OhCanadaRedAndWhite CanadaScarfTieOff',
    tech: 'CanadaColdBatteryTest CanadaSnowplowTracker CanadaFrozenPhoneCheck CanadaAuroraCam CanadaSnowfallTimelapse CanadaWeatherAppBattle CanadaProvinceMapQuiz CanadaTimeZoneHop',
    pet: 'CanadaDayPetBandana CanadaHuskySnowWalk CanadaLeafPilePup CanadaKittyHockey CanadaDogZoomies CanadaKittenMapleToy OhCanadaHowlAlong CanadaBeaverPlushFetch',
    gaming:
      'CanadaCurlingMatch CanadaCribbageTable CanadaTriviaNight CanadaBroomballShowdown CanadaGeographyGame CanadaAirHockeyCup GuessTheCanadaProvince CanadaLoonieToss',
  },
  candle: {
    prank:
      'CandleScentSwap CandleCakeFakeOut CandleMagicRemotePrank TrickCandleBirthday CandleNamedAfterYou NeverEndingWish CandleFunnyLabel CandleGooglyEyeJar',
    educational:
      'CandleWickSizeTest CandleFlameColors WhyCandlesBurnUpward CandleClockExperiment SoyVsParaffin RelightFromTheSmoke CandleInAJarOxygen CandleScentNameQuiz',
    cooking:
      'CookACandlelightDinner BananaCandleSnack MakeAnEdibleCandle CandleOrCake CandleFondueNight WishWorthyCupcakes ButterCandleBread CandleCakePopTowers',
    travel:
      'CandleShopHop CandlelitCathedral CandleLanternFestival SniffEveryCandleInTown CandleSouvenirHunt SmellsLikeVacation CandleMarketHaul CandleMakingWorkshop',
    fashion:
      'CandlelightDateOutfit GlowyCandlelitLook CandleScentedOOTD DressLikeYourCandle FlickerFitCheck CandleGlowMakeup WearYourFavoriteCandle CandleJarColorMatch',
    speed:
      'CandleScentGuessRace CandleWickTrimDash CandleColorSortBlitz CandleDecorSpeedrun TealightTowerTimer OneBreathBirthday ScentedCandleQuickfire CandleLabelSprint',
    tech: 'FakeFlameFaceOff CandleVsDiffuser FlickerCandleBulb SmartCandleSetup CandleMeltTimelapse CandleWarmerTest CandleLEDRemoteHack CandleBlowOutSlowMo',
  },
  candy: {
    prank:
      'CandyWrappedVeggies CandyJarSurprise SweetsLoveNotes FollowTheCandyTrail CandyFairyStrikes EmptyWrapperBluff CandyBoxOfRaisins CandyPinataDoorHang',
    educational:
      'RockCandyCrystals CandyHistoryQuiz CandyRainbowDissolve CottonCandyMeltTest CandyMeltingPoint CandyGummyGrowLab CandyChromatography CandyFloatOrSink',
    travel:
      'CandyShopCrawl CandyRoadTripStash CandySouvenirSwap OldFashionedCandyHunt CandyYouCantGetAtHome SweetsSafari TasteTheLocalCandy CandyFromEveryStop',
    fashion:
      'EyeCandyFitCheck CandyCaneStripes CandyNecklaceStack DressLikeACandy CandySprinkleMakeup CandyColorBlock CottonCandyHair CandyWrapperEarrings',
    speed:
      'CandySortRace CandyChopstickRelay CandyUnwrapDash SugarRushSprint GummyTowerTimer BeatTheCandyClock CandyScoopTransfer CandyCountIn30',
    tech: 'CandyDispenserBuild CandySlowMoCrunch CanAICountCandy CandyClawGrabberDIY CandyStopMotion CandyPhoneMacroShot CandyPhotoColorPop ChainReactionCandy',
    pet: 'CandyStripeBandana CandyPlushToyFetch HideTheCandyFromCat CandyMachineKibble PetTreatCandyJar CandyColorKittyPortrait DogBiscuitCandyShop CandyCornPrintPupBed',
    gaming:
      'CandyLandRematch CandyMemoryMatch CandyChipsCardGame CandyTowerTopple WinTheCandyJar CandyCornBingo CandyCheckers CandyHideAndSeek',
  },
  'candy cane': {
    dance:
      'CandyCaneTapDance CandyCaneHookStep CandyCaneLimbo CandyCaneCancan PeppermintTwirl SugarRushShuffle CandyCaneCharleston CandyCaneConga',
    prank:
      'CandyCaneEverywhere CandyCaneTrailSurprise CandyCaneMustacheAmbush CandyCaneLawnPatch PeppermintPillowDrop StripedDoorWrap CandyCaneHeartNotes CandyCaneInEveryShoe',
    educational:
      'DissolvingCandyCane CandyCaneStripeHistory CandyCaneShapeQuiz CandyCaneHotVsCold CandyCaneFactOrMyth WhyMintFeelsIcy CandyCaneMeltRace GrowCandyCaneCrystals',
    fashion:
      'CandyCaneNailArt CandyCaneFitCheck CandyCaneSockDrip DIYCandyCaneSweater RedWhiteStripeLook CandyCaneMakeupDare CandyCaneBraids CandyCaneEarrings',
    speed:
      'CandyCaneHookRelay CandyCaneSortIn30 CandyCaneHangBlitz CandyCaneFishing CandyCaneUnwrapRush PeppermintStackOff LinkTheCandyCanes CandyCaneTreeDash',
    tech: 'CandyCaneSlowMoCrush CandyCanePhotoEdit CandyCaneMacroZoom CandyCaneLightDecor CandyCaneMeltTimelapse AIDesignsACandyCane StopMotionCandyCane CandyCaneGreenScreen',
    pet: 'CandyCaneRopeTug CandyCaneBandanaPose CandyCaneCollarPup CatBatsTheCandyCane PeppermintPlushHunt CandyCaneScratchPost CandyCaneChewToy CandyCaneShapedDogTreats',
    gaming:
      'CandyCanePlatformer CandyCaneBuildOff CandyCaneBoardGame CandyCaneHighScore PeppermintPowerUp CandyCaneHideAndSeek CandyCaneRingToss CandyCaneTicTacToe',
  },
  'candy store': {
    dance:
      'CandyStoreAisleDance LollipopTwirl JellyBeanBounce CandyShopBoogie EyeCandyStrut SugarRushCandyHop CandyStoreConga CandyStoreLineDance',
    prank:
      'CandyStoreVeggieSwap CandyStoreBedroomPopUp GiantGummyBearReveal CandyStoreEmptyBagBluff CandyBouquetAmbush CandyStoreFakeSoldOut CandyStoreRaisinJar CandyStoreMysteryBox',
    educational:
      'HowCandyIsMade CandyStoreColorDyeTest CandyStoreMath CandyThroughTheDecades CandyStoreCountryGuess SugarScienceLab CandyStoreBudgetLesson CandyStoreLabelReading',
    travel:
      'CandyStoreCrawl CandyStoreRoadTrip OldSweetShopHunt CandyStoreBoardwalk SweetShopSafari BiggestCandyStoreNearMe CandyStoreWalkingTour CandyStoreSouvenirSwap',
    fashion:
      'CandyColorFitCheck CandyStripeTights CandyStorePastelOOTD GummyBearJewelry CandyWrapperSkirt CandyBowHeadband DressLikeACandyStore CandyStoreNailSet',
    tech: 'CandyDispenserBuild CandyStoreSlowMo CandyStoreStopMotion CandyStoreMacroShots CandyStoreScaleTest CandyStoreClawGrabber CandyStorePhotoDump CandyStoreTimelapse',
  },
  canvas: {
    dance:
      'CanvasFootprintTango CanvasBackdropGroove CanvasDripDanceParty SplatterCanvasShuffle BrushStrokeBoogie EaselSpinStep CanvasPaintTwirl CanvasToeTap',
    funny:
      'CanvasVsReference BlankCanvasPanic CanvasToddlerCritique ExpectationVsCanvas SellingMyCanvasFor1M CanvasPaintedWithMyFeet CanvasArtCriticVoice CanvasBlindPortrait',
    prank:
      'CanvasHiddenMessage CanvasPortraitReveal CanvasSwitcheroo CanvasUpsideDownHang FakeGalleryOpening ToddlerArtAuction CanvasTeddyExhibit CanvasLoveLetter',
    educational:
      'WhyPaintersPrimeFirst CanvasLinenVsCotton CanvasColorWheelMix StretchYourOwnCanvas RecreateAFamousCanvas RuleOfThirdsTest CanvasTextureGuess CanvasArtHistoryQuiz',
    fashion:
      'CanvasSneakerPaint CanvasJacketMural WearYourCanvas CanvasToCatwalk SplatterFitCheck ArtistSmockStyle ToteBagCanvas DIYCanvasBucketHat',
    music:
      'CanvasPaintToMusic OneSongPerCanvas AlbumCoverOnCanvas LiveConcertCanvas BrushToTheBeat CanvasListenAndDraw CanvasDrumPainting CanvasLyricArt',
    gaming:
      'CanvasTelephoneDrawing CanvasPixelArtGame EaselDrawAndGuess BossFightOnCanvas PassTheBrushRelay CanvasSpeedDoodleOff CanvasTicTacToe CanvasBingoBoard',
  },
  capybara: {
    fitness:
      'CapybaraOrangeBalance CapybaraSlowWalk ZenSquats CapybaraCalmPlank CapybaraLazyStretch UnbotheredBurpees CapybaraCrawlDrill CapybaraYogaFlow',
    prank:
      'CapybaraPlushSwap CapybaraSongAlarm OrangeOnDadsHead CapyDeskMakeover CapybaraStickerSpree CapybaraPillowDecoy CapybaraInEveryPhoto CapybaraLunchNote',
    educational:
      'WhyCapybarasAreChill RodentOrNot CapybaraFactOrFiction CapybaraBuddyAnimalGuess CapybaraTriviaQuiz CapybaraHabitatDiorama CapybaraVsGuineaPig ThreeCapybaraFacts',
    travel:
      'CapybaraZooDayTrip CapybaraPlushTravels CapybaraCafeVisit MeetACapybara CapybaraParkStroll SoakLikeACapybara CapybaraHotSpringTrip CapybaraSouvenirHunt',
    fashion:
      'CapybaraCharmBag CapyOrangeBeanie CapybaraOnesieRunway CapybaraSlipperStrut DressLikeACapybara UnbotheredFitCheck CapybaraHoodieDIY CapybaraCosplayDay',
    speed:
      'SlowestFinisherWins CapybaraSpeedSketch CapybaraPuzzleBlitz CapyPlushStackRace CapybaraCountdownQuiz FastestToChill CapybaraOrangeBalanceRace CapybaraDrawIn30',
    tech: 'LiveCamCapybaraWatch CapybaraHomeScreenGlowUp CapybaraDeskSetup CapybaraAppIcons DesignACapybaraEmoji CozyWidgetTheme CapybaraARFilter AIGeneratedCapybara',
  },
  car: {
    dance:
      'ParkedCarDance CarWiperArmWave CarpoolShuffle CarWashShimmy HeadlightHustle PassengerSeatGroove CarAlarmChoreo DrivewayCarBoogie',
    fitness:
      'CarWashWorkout RoadTripStretch CarWaxArmWorkout PitStopPushUps ParkingLotCarLunges CarTrunkLoadLift CarDetailCardio ParkedCarCalfRaises',
    educational:
      'NameThatCarPart FiveMinuteCarCheck CarLogoQuiz ReadACarOilDipstick LearnToChangeATire DashboardDecoder CarJumpStartLesson WhatCarLightsMean',
    cooking:
      'CarShapedCake CarTailgateChili DriveInCarDinner RaceCarCupcakes RoadTripSnackAttack TrunkPicnicChallenge CarRideSandwichPrep CarhopDinerNight',
    travel:
      'CarCampingTrip ScenicCarDrive CarWindowSunrise CoinFlipCarRoute TakeTheNextExit NoHighwaysChallenge CarPostcardFromEachStop CarTrunkPicnic',
    fashion:
      'CarFitCheck DressLikeYourCar VintageCarPhotoshoot CarShowSundayBest RoadTripOOTD ClassicCarCouture CarKeyringCharms CarSunglassesLineup',
    music:
      'CarpoolSingAlong CarTrunkConcert CarEngineSoundQuiz ParkedCarKaraoke WindowsDownAnthem RoadTripCarPlaylist CarRadioScanGuess CarKeysJingle',
    tech: 'CarGadgetHaul CarChargerShowdown DashCamCarTest AskYourCarAssistant UpgradeMyRide CarPhoneMountHack AIPicksMyCarPlaylist CarCleaningTimelapse',
    pet: 'PetsFirstRoadTrip DogHearsCarKeys CarTravelCrateTraining KittenCarSeatSetup WhoWantsACarRide BuckleUpBuddy CarPetSeatbeltCheck CarNosePrintArt',
    gaming:
      'CarCustomBuild CarRacingTimeTrial CarSpottingBingo BackseatCarTrivia CarColorCountingDuel LicensePlateHunt CarAlphabetGame CarTwentyQuestions',
  },
  'car wash': {
    prank:
      'SneakyCarWash CarWashFoamBeardPrank BalloonsAfterCarWash CarWashWiperFlowers DashboardDinoParade CarWashRubberDuckFleet SecretCarWashCrew CarWashBowOnTheHood',
    educational:
      'CarWashWaxWaterTest CarWashProfitMath CarWashStepsInOrder WhySoapBeadsOnPaint CarWashFoamScienceLab CarWashBucketVsHose RainVsCarWash CarWashGallonGuess',
    pet: 'CarWashSprinklerZoomies CarWashSpongeToyFetch CarWashPupCheer CarWashCatJudge CarWashShadeNapSpot PawsAndSuds CarWashNosePrints CarWashHelperHound',
  },
};
