import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'wind chime': {
    dance:
      'DanceWhenTheWindChimes WindChimeStatues SwayLikeAWindChime HumanWindChime WindChimeTiptoe WindChimeWaltz FollowTheWindChime WindChimeArmWaves',
    fitness:
      'PlankTillTheWindChimes WindChimeTreePose SquatEveryWindChime StretchLikeAWindChime WindChimeJacks SunriseWindChimeYoga WindChimeArmCircles WindChimeCoolDown',
    funny:
      'WindChimeStormMode WindChimeAt3AM WhoRangTheWindChime IfWindChimesCouldTalk WindChimeTangleDrama WindChimeOverreaction RateMyWindChime TooManyWindChimes',
    prank:
      'WindChimeDoorSurprise WindChimeInTheFridge WindChimeRingtoneSwap WindChimeOnTheirHat SpotTheNewWindChime FindTheHiddenWindChime GrandEntranceWindChime HumLikeAWindChime',
    educational:
      'WindChimePitchTest BuildAWindChimeScale GuessTheWindChimeMetal WindChimeWeatherLog WindChimeAroundTheWorld SeeAWindChimeVibrate NameThatWindChimeNote SpotTheWindChimeChord',
    cooking:
      'WindChimeSugarCookies EdibleWindChime WindChimeTeaParty WindChimePancakes BreezyWindChimeBrunch PicnicByTheWindChime GingerbreadWindChime LemonadeStandWindChime',
    travel:
      'WindChimeTempleVisit WindChimeSpottingWalk SouvenirWindChime MarketWindChimeHunt BeachShellWindChime CampsiteWindChime WindChimeGardenTour WindChimeFestivalTrip',
    fashion:
      'WindChimeEarrings WindChimeBohoFit WindChimeArmStack WindChimeNecklaceDIY DressLikeAWindChime MatchMyWindChime RunwayToTheWindChime TwirlySkirtWindChime',
    speed:
      'WindChimeBuildRace UntangleTheWindChime TapTheWindChimeInOrder SilenceTheWindChime BeatTheWindChime SortTheWindChimeTubes WindChimeRelay ThreadAWindChimeFast',
    music:
      'WindChimeSongCover WindChimeDuet GuessTheWindChimeTune WindChimeLoFiBeat HumTheWindChimeNote WindChimeOrchestra DropAWindChimeInTheMix KitchenWindChimeJam',
    art: 'WindChimeShellArt SpoonWindChime PaintAWindChimeSound WindChimeStillLife OrigamiWindChime WindChimeShadowTrace DreamWindChimeDoodle FlowerPotWindChime',
    tech: 'WindChimeTunerApp WindChimeSlowMo WindChimeRingtone WindChimeSpectrogram RecordYourWindChime ZoomInOnAWindChime PhoneTimeLapseWindChime HowLoudIsMyWindChime',
    pet: 'WindChimeCatReaction SnoozeByTheWindChime HeadTiltWindChime ParrotMimicsWindChime DogRingsTheWindChime WindChimeCalmsMyPet PawPrintWindChime WindChimeWindowPerch',
    gaming:
      'WindChimeMelodyMatch WindChimeHotOrCold MusicalChairsWindChime WindChimeSoundQuiz CozyGameWindChime WindChimeBingo PassTheWindChime DontRingTheWindChime',
  },
  'hot water bottle': {
    dance:
      'WaltzWithAHotwaterBottle HotwaterBottleTango ColdToesHotwaterBottle HotwaterBottleCuddleSway CozyBottleSlowDance PajamaPartyHotwaterBottle HotwaterBottleBedtimeBop TwoStepHotwaterBottle',
    fitness:
      'EarnYourHotwaterBottle HotwaterBottleCoolDown HotwaterBottleYoga CozyBottleWarmUp PlankForTheHotwaterBottle HotwaterBottleRestDay AfterRunHotwaterBottle HotwaterBottleCalfStretch',
    funny:
      'HotwaterBottleLoveStory GrandmasHotwaterBottle HotwaterBottleInSummer WhoStoleMyHotwaterBottle HotwaterBottleCustody HotwaterBottleBestie IfHotwaterBottlesTalked TeamHotwaterBottle',
    prank:
      'SneakyWarmSheetsSurprise HotwaterBottleBaby IceColdHotwaterBottle GooglyEyesHotwaterBottle HotwaterBottlePillowSwap HotwaterBottleSeatWarmer CatOrHotwaterBottle NewPetHotwaterBottle',
    educational:
      'HotwaterBottleTempLog CoverTestHotwaterBottle FillAHotwaterBottleSafely HotwaterBottleThenAndNow DecodeYourHotwaterBottle HotwaterBottleQuiz BurpTheHotwaterBottle HotwaterBottleMythBust',
    cooking:
      'HotwaterBottleDoughProof HotwaterBottleYogurt BakeAHotwaterBottleCake ButterOnTheHotwaterBottle CozyWinterCocoa TeaPartyHotwaterBottle HotwaterBottleLunchWarmer GingerbreadHotwaterBottle',
    travel:
      'HotwaterBottleCampNight PackAHotwaterBottle HotwaterBottleCabinTrip HotelRoomHotwaterBottle SkiLodgeHotwaterBottle HotwaterBottleTrainRide StargazingHotwaterBottle FrostyWalkHotwaterBottle',
    fashion:
      'MatchMyHotwaterBottle HotwaterBottleCozycore HotwaterBottleSweater HotwaterBottleHoodie RateMyHotwaterBottleCover HotwaterBottleRunway FauxFurHotwaterBottle ChunkyKnitHotwaterBottle',
    speed:
      'HotwaterBottleCoverSwap EmptyHotwaterBottleRelay HotwaterBottleQuizBlitz FindTheHotwaterBottle MakeTheBedHotwaterBottle WrapTheHotwaterBottle BlanketFortHotwaterBottle RaceToTheHotwaterBottle',
    music:
      'HotwaterBottleLullaby HotwaterBottleJingle OdeToMyHotwaterBottle HotwaterBottleKaraoke HotwaterBottleBlues ColdFeetHotwaterBottleRap ChoirOfHotwaterBottles WinterSongHotwaterBottle',
    art: 'KnitBottleCoverCraft HotwaterBottleMonster HotwaterBottleStillLife HotwaterBottleCollage CartoonMyHotwaterBottle TasselHotwaterBottle EmbroideredHotwaterBottle SockPuppetHotwaterBottle',
    tech: 'HotwaterBottleVsHeatPad HotwaterBottleVsUSBWarmer SleepAppHotwaterBottle HotwaterBottleStopMotion HotwaterBottleUnboxing HeatingBillHotwaterBottle FrostAlertHotwaterBottle ThermalCamWarmthCheck',
    pet: 'HotwaterBottleCatNap PuppyCoverHotwaterBottle MeOrTheHotwaterBottle SeniorPetHotwaterBottle KnitKittenHotwaterBottle HotwaterBottleCuddlePile HotwaterBottleStakeout HotwaterBottleSharing',
    gaming:
      'HotwaterBottleTrivia BoardGameHotwaterBottle HotwaterBottleHideAndSeek BlindfoldHotwaterBottle HotwaterBottleCouchCoop HotwaterBottleCharades JigsawHotwaterBottle MusicalHotwaterBottle',
  },
  auctioneer: {
    dance:
      'SoldToTheDanceFloor AuctioneerFreeze AuctioneerFootwork AuctioneerBidBattle AuctioneerBeatDrop KeepUpWithTheAuctioneer LipSyncAnAuctioneer TwoStepForTheAuctioneer',
    fitness:
      'AuctioneerRepCount SoldForTenBurpees AuctioneerBidsYourSquats FastTalkingJumpRope HighKneesAuctioneerChant AuctioneerPaddlePress OutlastTheAuctioneer TheAuctioneerTalkTest',
    funny:
      'AuctioneerSellsMyChores AuctionOffTheLeftovers AuctioneerBedtimeStory AuctioneerReadsARecipe SayItLikeAnAuctioneer GrandmaTriesAuctioneer AuctioneerRapsTheAlphabet DadJokeAuctioneer',
    prank:
      'AuctioneerWakeUpCall AuctionOffTheRemote AuctioneerVoicemail AuctioneerDinnerBell AuctioneerGroupChat ChoreListByAuctioneer SneakyAuctioneerNarrator WelcomeHomeAuctioneer',
    educational:
      'LearnTheAuctioneerChant CountByFivesAuctioneer AuctioneerWordsPerMinute MultiplyLikeAnAuctioneer AuctioneerSpanishNumbers DecodeTheAuctioneer AuctioneerSpellingBee AuctioneerBreathTricks',
    cooking:
      'AuctioneerBakeSale FollowTheAuctioneerRecipe GavelShapedCookies AuctioneerPizzaToppings MysteryBoxAuctioneer FastTalkingFoodReview AuctioneerMenuSpecials TasteAndBidAuctioneer',
    travel:
      'AuctioneerCountyFairTrip FleaMarketAuctioneer AuctioneerTourGuide PackLikeAnAuctioneer YardSaleAuctioneer AuctioneerPostcardHome SouvenirAuctioneer VisitALiveAuctioneer',
    fashion:
      'DressLikeAnAuctioneer AuctioneerSellsMyOutfit AuctioneerClosetCleanout CowboyHatAuctioneer AuctioneerRunwayCall ThriftHaulAuctioneer AuctioneerSuitUp BowtieAuctioneer',
    wellness:
      'AuctioneerBreathControl SlowMotionAuctioneer FromAuctioneerToWhisper AuctioneerGratitudeList AuctioneerPepTalk BrainDumpAuctioneer ComplimentAuctioneer AuctioneerLaughBreak',
    music:
      'AuctioneerRap AuctioneerChantRemix AuctioneerBeatbox SingLikeAnAuctioneer AuctioneerDuet NurseryRhymeAuctioneer CountrySongAuctioneer NameThatTuneAuctioneer',
    art: 'ArtAuctionAtHome AuctioneerSpeedSketch AuctioneerPaddleDesign AuctioneerComicStrip PaintToAnAuctioneer CaricatureAuctioneer CardboardGavelAuctioneer DoodleTheAuctioneerChant',
    tech: 'AuctioneerVsVoiceAI AuctioneerSpeechToText HalfSpeedAuctioneer ChipmunkAuctioneer ReverseAuctioneer AuctioneerGreenScreen AuctioneerSoundboard AlarmToneAuctioneer',
    pet: 'SoldToTheCutestPet AuctioneerDogIntro PawBidAuctioneer AuctioneerCatCommentary AuctioneerHeadTilt AuctioneerZoomiesCall WhichToyWinsAuctioneer SitStayAuctioneer',
    gaming:
      'AuctioneerBiddingGame GuessThePriceAuctioneer AuctioneerSpeedTrivia AuctioneerLootDrop AuctioneerCasterMode DontSayUmAuctioneer PaperPaddleAuctioneer CharadesForAuctioneers',
  },
  'diaper change': {
    dance:
      'DiaperChangeVictoryDance NurseryLullabySway DiaperChangeShuffle DiaperChangeHappyFeet DiaperChangeTwoStep BabyGigglesDiaperChange PostDiaperChangeBoogie DadsDiaperChangeGroove',
    fitness:
      'SquatForEveryDiaperChange DiaperBagCarryWalk DiaperChangeCalfRaises DiaperChangeBackSaver WallSitAfterDiaperChange DiaperChangeStepCount PushupPerDiaperChange DiaperChangeToeTouch',
    funny:
      'OnesieSnapStruggle DadsFirstDiaperChange DiaperChangeCommentary GrandpaTriesDiaperChange DiaperChangeDramaticMusic BabyWinsDiaperChange NightVisionDiaperChange DiaperChangeBlooper',
    prank:
      'DiaperChangeSurpriseNote OnesieMessageReveal DiaperChangeFakeOut SneakyDiaperChangeHandoff DiaperChangeDoneAlready TeddyNeedsADiaperChange DiaperChangeGoldMedal RiggedDiaperChangeDraw',
    educational:
      'DiaperChangeDollPractice DiaperChangeInFiveSteps FirstTimeDiaperChange ClothDiaperChangeDemo TeachSiblingDiaperChange DiaperChangeHandOnBaby DiaperChangeQuiz FixTheDiaperChangeMistake',
    cooking:
      'OnesieCookieDecorating SoupForDiaperChangeDays CookBetweenDiaperChanges DiaperChangeMealPrep MidnightDiaperChangeToast TagTeamDiaperChangeDinner DiaperChangeBreakfast CoffeeAfterDiaperChange',
    travel:
      'DiaperChangeRoadTrip BabyTravelBagPack AirplaneDiaperChange TrunkDiaperChange RestStopDiaperChangeRoom DiaperChangeStationReview PortableDiaperChangeKit MuseumDiaperChangeHunt',
    fashion:
      'BabyOutfitOfTheDay ZipperOnesieDiaperChange DiaperChangeFriendlyFit MatchingDiaperChangePJs DiaperChangeRunway ClothDiaperChangeCovers DiaperChangeBagStyle DiaperChangeSockMatch',
    wellness:
      'DiaperChangeDeepBreath DiaperChangeEyeContact SingDuringDiaperChange GratefulDiaperChange DiaperChangeBabyMassage CalmNightDiaperChange TapOutDiaperChange DiaperChangePeekaboo',
    music:
      'ChangingTableLullaby DiaperChangeJingle RapTheDiaperChange DiaperChangeOpera DiaperChangeDuet BeatboxDiaperChange RhymeTimeDiaperChange SongForEveryDiaperChange',
    art: 'DiaperChangeMobileCraft NurseryMuralPaint DiaperChangeComicStrip DiaperChangeFootprints DiaperChangeCaddyMakeover StickFigureDiaperChange OrigamiDiaperChange CrayonDiaperChangeSign',
    tech: 'DiaperChangeTrackerApp DiaperChangeReminderAlarm WhiteNoiseDiaperChange SmartBulbDiaperChange NightModeDiaperChange DiaperChangeStopMotion DiaperChangeChecklist SpreadsheetDiaperChange',
    pet: 'DogHelpsDiaperChange DiaperChangeCatSupervisor PetMeetsTheBaby SeniorPupDiaperChange ParrotSaysDiaperChange DiaperChangeTreatBreak DiaperChangeMatStay DiaperChangeNapBuddy',
    gaming:
      'DiaperChangeShowerGame DiaperChangeSimulator BabyDollDiaperChangeRace DiaperChangeBossLevel NewParentDiaperChangeQuiz CoopDiaperChange DiaperChangeHighScore PausedForDiaperChange',
  },
  'balloon animal': {
    dance:
      'BalloonAnimalConga DanceWithABalloonAnimal DoTheTwistBalloonAnimal BalloonAnimalStatues KeepYourBalloonAnimalUp BalloonAnimalLimbo WobbleLikeABalloonAnimal BalloonAnimalMirrorMoves',
    fitness:
      'BalloonAnimalKeepUp BalloonAnimalSquatPass CrabWalkBalloonAnimal BalloonAnimalSwordLunge BurpeePerBalloonAnimal BalloonAnimalKneeSqueeze YogaWithBalloonAnimals PushupTapBalloonAnimal',
    funny:
      'BalloonAnimalFails WhatIsThisBalloonAnimal BalloonAnimalInterview MomTriesBalloonAnimals BalloonAnimalFamily GuideVsMyBalloonAnimal BalloonAnimalSoapOpera ReviewingBalloonAnimals',
    prank:
      'BalloonAnimalRoomFill BalloonAnimalFakePet BalloonAnimalInTheFridge BalloonAnimalPhotobomb DinnerGuestBalloonAnimal LunchboxBalloonAnimal DeskBuddyBalloonAnimal TeddySwapBalloonAnimal',
    educational:
      'BalloonAnimalInFiveTwists MathWithBalloonAnimals BalloonAnimalStretchTest SpellWithBalloonAnimals BalloonAnimalFunFact TeachABalloonAnimal BalloonAnimalStaticTrick HabitatOfMyBalloonAnimal',
    cooking:
      'PretzelDoughBalloonAnimal IceABalloonAnimalCookie HotDogBalloonAnimal BalloonAnimalPancakes FondantBalloonAnimal MarshmallowBalloonAnimal LicoriceBalloonAnimal BalloonAnimalBento',
    travel:
      'BalloonAnimalBoardwalk BalloonAnimalLandmark PackABalloonAnimalKit RoadTripBalloonAnimal BalloonAnimalSafari AfterTheZooBalloonAnimal FestivalBalloonAnimal SouvenirBalloonAnimal',
    fashion:
      'BalloonAnimalHat BalloonDogEarrings BalloonAnimalBracelet BalloonAnimalRunway BalloonAnimalBowtie DressAsABalloonAnimal MatchMyBalloonAnimal PopArtBalloonAnimalFit',
    wellness:
      'BalloonAnimalBreathwork GiftABalloonAnimal SlowTwistBalloonAnimal BalloonAnimalGratitude SqueezeABalloonAnimal BalloonAnimalLaughBreak InnerChildBalloonAnimal BalloonAnimalMoodCheck',
    music:
      'BalloonAnimalSqueakSong BalloonAnimalBongos BalloonAnimalOnEveryBeat OldMacDonaldBalloonAnimal SingToYourBalloonAnimal BalloonAnimalMusicVideo ConductABalloonAnimalBand LullabyForABalloonAnimal',
    art: 'BalloonAnimalZoo PaintABalloonAnimal BalloonAnimalShadowArt GiantBalloonAnimal SelfPortraitBalloonAnimal BalloonAnimalDiorama PopArtBalloonAnimal ChalkBalloonAnimal',
    tech: 'BalloonAnimalSlowMo BalloonAnimalStopMotion BalloonAnimalTimeLapse BalloonAnimal3DScan ElectricPumpBalloonAnimal AIGuessesMyBalloonAnimal GreenScreenBalloonAnimal SoundboardBalloonAnimal',
    pet: 'BalloonAnimalPetTwin CatIgnoresBalloonAnimal PupPortraitBalloonAnimal BalloonAnimalOutOfReach BalloonAnimalNotAToy HeadTiltBalloonAnimal BalloonAnimalForTheVet ParrotCopiesBalloonAnimal',
    gaming:
      'BalloonAnimalGuessGame BalloonAnimalJousting BalloonAnimalRingToss BalloonAnimalBowling HotPotatoBalloonAnimal HideAndSeekBalloonAnimal MysteryBagBalloonAnimal MemoryMatchBalloonAnimal',
  },
  'pogo stick': {
    dance:
      'PogoStickTwirl PogoToTheBeat PogoDanceBattle MirrorPogoPartner DoThePogo SlowSongOnAPogo CopyMyPogoMoves SalsaOnAPogo',
    fitness:
      'PogoStickBalance FiveMinutePogo JumpRopeVsPogo BounceAndBurn PogoStickIntervals PogoStickWarmUp PogoHeartRateTest LongestPogoStreak',
    funny:
      'PogoStickFirstTry DadOnAPogoStick PogoWithSoundEffects PogoStickInterview PogoStickSlowMoFace TryNotToLaughPogo WeatherReportOnAPogo TooTallForAPogo',
    prank:
      'PogoStickPastTheWindow PogoStickSurpriseEntrance TeddyRidesAPogo PogoStickDelivery VideoCallPogoCameo RibbonWrappedPogo CardboardPogoDecoy PogoStatuePrank',
    educational:
      'MeasurePogoBounceHeight FrenchNumbersOnAPogo PogoSpellingBee PogoTimesTables PogoSlowMoScience PogoStickVsTrampoline WhoInventedThePogo SpringForceOnAPogo',
    cooking:
      'PogoStickCakePops BouncyJellyDessert PogoBreakSmoothie PogoStickShapedCookies PogoStickPretzelRods FuelUpForPogo SpringRollsAfterPogo LemonadeStandPogo',
    travel:
      'PogoStickParkTour BoardwalkBounce PogoAtEveryPlayground PogoStickCampsite VacationPhotoOnAPogo PogoStickTravelJournal BackyardPogoSafari PicnicPogoBreak',
    fashion:
      'PogoStickRetroLook StyleYourPogoHelmet PogoSlowMoOutfit PogoPunkFit SneakerCheckPogo RunwayOnAPogo PogoStickColorMatch HairFlipPogo',
    wellness:
      'InnerChildBounce PogoGiggleBreak PogoThenBreathe MorningPogoSunshine BraveFirstPogo PogoGratitudeHops ScreenFreePogo PogoWithAFriend',
    music:
      'PogoStickBoingBeat PogoMetronome HandClapPogoRhythm SingWhileYouPogo PunkRockPogo PogoTambourine PogoStickMusicVideo NurseryRhymePogo',
    art: 'PogoStickPaintBounce PogoStickSlowMoPhoto PogoChalkDots SketchPogoMidAir PogoFlipbook PipeCleanerPogo DecorateYourPogoStick PopArtPogo',
    tech: 'PogoStickJumpCounter PogoPOVCam PogoStickBounceGraph PogoOnTheMoon FreezeFrameMyPogo SmartwatchVsPogo ReversePogoVideo PanoramaGlitchPogo',
    pet: 'CatJudgesMyPogo PupWatchesMyPogo SketchMyDogOnAPogo BunnyBinkyVsPogo ParrotCopiesPogoBoing PetSafePogoZone PogoThenPuppyCuddle HamsterHopVsPogo',
    gaming:
      'PogoStickPlatformer PogoSimonSays PogoHorse RedLightPogo RealLifePogoLevel PogoTargetBounce LastOnePogoing DiceRollPogo',
  },
  skull: {
    dance:
      'SpookySkeletonDance PirateSkullJig SugarSkullFolkSteps BobbleheadSkull WaltzWithAPlasticSkull SkullMaskReveal GlowInTheDarkSkull BalanceASkullOnYourHead',
    fitness:
      'SugarSkullSquats StackYourSkull SkullPassRelay HalloweenSkullHIIT BalanceASkullPlank ChinTucksForYourSkull HamletSkullLunges SpookySkullStepUps',
    funny:
      'SkullPropVoiceover SkullDecorInJuly AlasPoorSkull WhoInvitedTheSkull FaceSwapWithASkull SkullRatesMyOutfit GrandmaMeetsMySkull SkullThatAlwaysSmiles',
    prank:
      'SkullIceCubes SkullWearsTheirHat MorningMugSkullSwap SkullPhotobomb OnlySkullEmojiReplies SkullFortuneTeller NewRoommateSkull StickerTrailToTheSkull',
    educational:
      'SkullFactsQuiz NameTheSkullBones BabySkullSoftSpots GuessTheAnimalSkull EggSkullHelmetTest ExplainASugarSkull PredatorOrPreySkull SkullAnatomySong',
    cooking:
      'SugarSkullCookies SkullPizza CalaveraCupcakes SkullRiceBall WatermelonSkullCarve SkullGelatinMold VeggieTraySkull AvocadoToastSkull',
    travel:
      'SkullMuseumTrip SkullSpottingWalk SugarSkullMarket SkullTravelBuddy DinosaurSkullExhibit HauntedTownSkullTour BeachSkullSandcastle PostcardSkullDoodle',
    fashion:
      'SkullPrintHeadToToe SkullRingStack SugarSkullMakeup SkullBandanaThreeWays VintageSkullTee DIYSkullSneakers PunkVsGothSkull StyleOneSkullScarf',
    wellness:
      'SugarSkullRemembrance SkullColoringCalm MementoMoriSkull SkullToToesBodyScan GratitudeSkullMandala SkullPostureReset UnclenchYourSkull DailySkullJournal',
    speed:
      'SkullSpeedSketch SkullPuzzleRace SixtySecondSugarSkull SkullBoneQuickfire StackTheSkulls FindTheSkullEmoji SkullDoodleRelay ColorASkullFast',
    music:
      'SkullRockRiff SkeletonXylophone SugarSkullMariachi HamletSkullRap SkullShakerRattle SkullLipSync PirateSkullShanty OrganMusicSkull',
    tech: 'SugarSkullARFilter Skull3DModelApp TimeLapseSkullDrawing GlowSkullLongExposure SkullMorphEdit SkullWallpaperDesign AIGuessesMySkull VoiceChangerSkull',
    pet: 'SugarSkullPetCollar DogPicksTheSkullToy CatPortraitSkullStyle SkullShapedPupTreats VetXRaySkull SkullPillowNapSpot KittenVsSkullPlush GuessTheBreedSkull',
    gaming:
      'SkullBossFight TicTacSkull PirateSkullTreasureMap SkullPokerFace PassTheSkull SkullMemoryCards SkullBowlingPins RiddleOfTheSkull',
  },
  'dia de muertos': {
    dance:
      'DayOfTheDeadParadeDance MarigoldPetalTwirl DiaDeMuertosCatrinaWalk FolkloricoDayOfTheDead DiaDeMuertosAbuelaSteps DayOfTheDeadSkirtSpin MariachiSwayDiaDeMuertos ZapateadoDiaDeMuertos',
    fitness:
      'DiaDeMuertosParadeWalk DiaDeMuertosDanceCardio MarigoldRelayDiaDeMuertos DayOfTheDeadBannerJumps DayOfTheDeadHIIT BoneStretchDiaDeMuertos CatrinaSquatsDiaDeMuertos MarketStepsDiaDeMuertos',
    funny:
      'DiaDeMuertosFunnyMemories AbuelaStoryTime AbuelosJokeDiaDeMuertos CalaveritasDiaDeMuertos DiaDeMuertosFacePaintFail DayOfTheDeadBloopers MissingPanDayOfTheDead DayOfTheDeadFamilyLaughs',
    prank:
      'DiaDeMuertosPanSurprise DayOfTheDeadSecretDecor MarigoldDoorwayGreeting DiaDeMuertosMugSwap DiaDeMuertosHatSneak TinyCalaveraDayOfTheDead SkeletonNoteDiaDeMuertos PapelPicadoDiaDeMuertos',
    educational:
      'ExplainDiaDeMuertosIn60 OfrendaLayersDiaDeMuertos SpanishWordsDayOfTheDead DiaDeMuertosNotHalloween DayOfTheDeadQuiz CempasuchilDiaDeMuertos AztecRootsDayOfTheDead AskAbuelaDayOfTheDead',
    cooking:
      'PanDeMuertoBake DiaDeMuertosHotChocolate DayOfTheDeadSugarSkulls AbuelasRecipeDayOfTheDead TamalesDayOfTheDead MoleNightDiaDeMuertos PozoleDiaDeMuertos CalabazaDiaDeMuertos',
    travel:
      'DiaDeMuertosOaxacaTrip MarigoldMarketTour LocalDiaDeMuertosFestival DayOfTheDeadMuseumVisit MexicoCityDayOfTheDead PatzcuaroDiaDeMuertos PublicOfrendaDiaDeMuertos HometownDiaDeMuertos',
    fashion:
      'DiaDeMuertosCatrinaLook DiaDeMuertosFlowerCrown SugarSkullMakeup HuipilDayOfTheDead RebozoDiaDeMuertos DayOfTheDeadNailArt CharroSuitDiaDeMuertos TwinningDiaDeMuertos',
    wellness:
      'DiaDeMuertosRemembrance DayOfTheDeadGratitude OfrendaMemoryJournal WriteToThemDiaDeMuertos QuietMomentDiaDeMuertos PhotoWallDayOfTheDead TheirSongDiaDeMuertos MarigoldWalkDiaDeMuertos',
    speed:
      'DiaDeMuertosSpeedPaint DiaDeMuertosMarigoldRace DayOfTheDeadQuickfire CalaveraStackDiaDeMuertos DayOfTheDeadWordSearch JigsawDiaDeMuertos DoodleDashDiaDeMuertos PetalPickDayOfTheDead',
    music:
      'DiaDeMuertosMariachi LaLloronaCover DayOfTheDeadPlaylist AbuelasSongDiaDeMuertos GritoDiaDeMuertos MaracasDayOfTheDead SkeletonBandDiaDeMuertos CumbiaDayOfTheDead',
    tech: 'DiaDeMuertosARFilter DigitalOfrenda RestoreAPhotoDiaDeMuertos FamilyTreeAppDayOfTheDead VoiceMemoDiaDeMuertos DayOfTheDeadWallpaper SlideshowDiaDeMuertos VideoCallDayOfTheDead',
    pet: 'DiaDeMuertosPetOfrenda XoloDiaDeMuertos PawPrintDiaDeMuertos AlebrijeDogDiaDeMuertos CatPortraitDayOfTheDead DiaDeMuertosPupDoodle FavoriteToyDiaDeMuertos FurryFriendDayOfTheDead',
    gaming:
      'DiaDeMuertosLoteria SugarSkullMemoryGame CharadesDayOfTheDead DayOfTheDeadTrivia ScavengerHuntDiaDeMuertos PinataDiaDeMuertos DominoesDiaDeMuertos EscapeRoomDiaDeMuertos',
  },
  'content creator': {
    dance:
      'ContentCreatorDanceCollab CreatorTeachesGrandma BehindTheScenesCreator CreatorTransitionMove CreatorBackgroundDancer FreestyleLikeACreator LearnACreatorsChoreo SmallCreatorSpotlight',
    fitness:
      'ContentCreatorDeskStretch CreatorRetakeSquats CreatorPostureCheck FilmYourFormCreator WalkAndTalkCreator CreatorUploadPlank GymVlogForCreators JumpCutJacksCreator',
    funny:
      'ContentCreatorBloopers ContentCreatorVsReality MomAsMyCreatorManager HeyGuysCreatorVoice ExplainMyCreatorJob FoodGetsColdCreator FakeSponsorCreator LikeAndSubscribeCreator',
    prank:
      'ContentCreatorFamilyCameo GoodMorningCreatorIntro ThankYouVideoCreator CreatorRedCarpetGreeting FanMailForSiblingCreator CreatorAwardForMom CreatorUnboxesTheirLunch PetIsTheCreatorNow',
    educational:
      'ContentCreatorMythBusting CreatorIncomeMath SpotTheAdCreator CreatorRuleOfThirds HookInThreeSecondsCreator CreatorCopyrightQuiz LightingBasicsCreator FactCheckLikeACreator',
    cooking:
      'ContentCreatorCookAlong CreatorLifeMealPrep TopDownRecipeCreator CreatorASMRCooking OneTakeDinnerCreator CreatorFoodStyling RecreateAViralCreatorDish BudgetBitesForCreators',
    travel:
      'CreatorRetreatVlog PackMyCreatorBag HotelRoomStudioCreator OneDayCityGuideCreator HiddenGemCreatorTour CreatorTrainWindowShot GoldenHourCreatorWalk BeachBRollCreator',
    fashion:
      'CameraReadyFitCheck CreatorTopHalfOnly OutfitTransitionCreator CreatorBrandColors ThumbnailLookCreator NoGreenShirtCreator CreatorMerchDrop UGCTryOnHaul',
    wellness:
      'ContentCreatorDayOff ReadKindCommentsCreator CreatorBurnoutCheck PostAndWalkAwayCreator CreatorEyeRest NoStatsSundayCreator CreatorBreathBeforeLive StopComparingCreator',
    speed:
      'ContentCreatorSpeedEdit ContentCreatorOneTake CreatorThumbnailSprint CaptionRaceCreator BRollBlitzCreator TripodToPostCreator CreatorHookSpeedrun FilmInTenMinutes',
    music:
      'ContentCreatorIntroSong OriginalSoundCreator TripodBeatCreator CreatorParodyCover CreatorLipSyncBattle PodcastThemeCreator CreatorKaraokeStream FoleyEffectsCreator',
    art: 'ContentCreatorLogoDesign RingLightPortrait HandDrawnThumbnailCreator CreatorBannerArt CreatorAvatarSketch StoryboardLikeACreator CreatorBackdropMakeover EmotePackCreator',
    pet: 'ContentCreatorPetCoHost CreatorCatInterruption PupUnboxingCreator TreatForEveryTakeCreator ParrotMimicsCreatorIntro OutroWithMyDogCreator HamsterHouseTourCreator LeashCamCreator',
    gaming:
      'ContentCreatorLetsPlay StreamerSetupTour CreatorVsViewerMatch ClutchMomentCreator SpeedrunAttemptCreator BoardGameNightCreator RetroReplayCreator CreatorCharityStream',
  },
  'qr code': {
    dance:
      'QRCodeFlashMob ScanMeDanceMove QRPicksTheSong PixelRobotQRCode HumanQRCode LearnItFromTheQR BoxStepQRCode QRCodeChoreoCards',
    fitness:
      'QRCodeWorkoutHunt ScanAndSquat QRCardioBingo GymBuddyQRCode StretchBreakQRCode QRCodeRunClub MysteryRepsQR FitnessPassportQR',
    funny:
      'QRCodeDadJoke QRCodeOnEverything ScanMeIfYouDare GrandmasFirstQRCode QRCodeOnMyForehead MenuQRCodeStruggle QRCodeLeadsToMyFace MyCatsQRResume',
    prank:
      'QRCodeSecretMessage QRCodeOnTheFridge QRCodeComplimentBomb LunchboxQRNote SillySongQRCode QRTrailToTheCookies BirthdayQRCodeSurprise DadsMugQRCode',
    educational:
      'FindTheThreeQRSquares DrawAWorkingQRCode ScratchTestQRCode QRVsBarcodeQuiz GuessWhyQRWasInvented QRCodeSafetyCheck QRCodeFlashcards HowSmallCanQRGo',
    cooking:
      'QRCodeCookies QRCodeRecipeCards QRMenuAtHome QRCodeGroceryList PixelPizzaQR WaffleQRCode BentoBoxQRCode DinnerPartyQRInvite',
    travel:
      'QRCodeCityTreasureHunt QRCodeTravelScrapbook ScanTheLandmark MuseumQRCodeTour QRLuggageTag QRPostcardHome TranslateQRMenuAbroad TrainStationQRTimetable',
    fashion:
      'QRCodeTee QRCodeOutfitDetails QRCodeNailArt BlackAndWhiteQRLook PixelEarringsQRCode EnamelPinQRCode StampedQRTote QRCodeSneakers',
    wellness:
      'QRCodeAffirmation QRCodeGratitudeWall ScanForCalm QRSleepPlaylist QRKindnessNotes NatureSoundsQR LetterToFutureMeQR StretchPosterQRCode',
    speed:
      'QRCodeScanRace QRCodeHuntSprint FindTheRealQRCode DrawQRCodeIn60 QRJigsawSpeedrun PhoneDuelQRCode TenQRCodeBlitz StickyNoteQRCode',
    music:
      'QRCodeMixtape ScanForTheSong QRCodeConcertPoster NameThatTuneQRCode QRSheetMusic QRCodeLyricHunt KaraokeNightQR VinylCoverQRCode',
    art: 'QRCodeMosaic BeadQRCode QRCodeInChalk HiddenQRInADrawing QRCodeEmbroidery GalleryQRLabel PaintByQRCode QRCodeArtwork',
    pet: 'QRCodePetTag DogWalkerQRNote FeedingScheduleQR VetRecordsQRCode AdoptMeQRCode LostCatPosterQR HamsterCageQRCode PuppyPlaydateQR',
    gaming:
      'QRCodeScavengerHunt QRCodeEscapeRoom ScanToUnlockLevel QRCodeTriviaNight QRBoardGame MysteryPartyQRCode BingoCardQRCode CaptureTheQR',
  },
  'standing desk': {
    dance:
      'StandingDeskDanceBreak DeskSideShuffle RiseWithTheStandingDesk HappyFeetStandingDesk StandingDeskTwoStep StandingDeskMoonwalk ClockOutStandingDesk StandingDeskHipSway',
    fitness:
      'StandingDeskCalfRaises DeskSideSquats InclinePushupStandingDesk WalkingPadStandingDesk BalanceBoardStandingDesk StandingDeskGluteSqueeze MeetingMarchStandingDesk ToeTapsStandingDesk',
    funny:
      'StandingDeskJustSitting StandingDeskHeightWar StandingDeskForTheCat MyStandingDeskIsAShelf StandingDeskInfomercial DadDiscoversStandingDesk HalfwayStuckStandingDesk LaptopOnBooksStandingDesk',
    prank:
      'StandingDeskCookieDrop DeskPlantSurprise BalloonsOnTheStandingDesk StandingDeskStickyNotes RubberDuckStandingDesk PhotoSwapStandingDesk StandingDeskDiscoBall ToyKeyboardStandingDesk',
    educational:
      'StandingDeskElbowRule EyeLevelStandingDesk SitVsStandingDesk StandingDeskMyths StandingDeskSwitchTimer PostureQuizStandingDesk CardboardBoxStandingDesk HomeworkStandingDesk',
    cooking:
      'SmoothieAtTheStandingDesk StandingDeskSnackDrawer NoCookStandingDeskLunch StandingDeskBentoBox TeaBreakStandingDesk StandingDeskOvernightOats MasonJarSaladStandingDesk StandingDeskTrailMix',
    travel:
      'PortableDeskSetup IroningBoardStandingDesk AirportStandingDesk CafeCounterStandingDesk StandingDeskWithAView CampsiteStandingDesk HotelRoomStandingDesk LibraryStandingDesk',
    fashion:
      'WorkFromHomeFit SneakersAtTheStandingDesk StandingDeskSockCheck WholeOutfitStandingDesk StandingDeskBlazer ComfyChicStandingDesk DressCodeStandingDesk HeelsOrFlatsStandingDesk',
    wellness:
      'ErgonomicReset StandingDeskMicroMoves BreatheAtTheStandingDesk WindowLightStandingDesk StandingDeskEyeBreak StandingDeskPlantBuddy ShoulderRollsStandingDesk HydrateAtStandingDesk',
    speed:
      'StandingDeskSpeedAssembly CableTidyStandingDesk ClearTheStandingDesk StandingDeskTypingTest StandingDeskInboxZero StandingDeskCupStack PaperPlaneStandingDesk BeatTheRiseStandingDesk',
    music:
      'StandingDeskDrumming StandingDeskAirGuitar StandingDeskMotorHum StandingDeskKaraoke FocusPlaylistStandingDesk MicAtTheStandingDesk UkuleleBreakStandingDesk LoFiBeatsStandingDesk',
    art: 'StandingDeskSketching DeskMakeoverArt StandingDeskEasel StandingDeskVisionBoard StandingDeskZineMaking DoodleBreakStandingDesk PixelNotesStandingDesk WatercolorStandingDesk',
    pet: 'PetCheckStandingDesk PawsOnKeysStandingDesk DogWalkBreakStandingDesk TrickTrainingStandingDesk LapCatMissesStandingDesk StandingDeskPuppyNap BirdSongStandingDesk ChairThiefStandingDesk',
    gaming:
      'StandingDeskSetupTour GamingDeskUpgrade FinalBossStandingDesk RhythmGameStandingDesk StandingDeskChessBlitz TabletopRPGStandingDesk StandingDeskRaceSim LanPartyStandingDesk',
  },
  typewriter: {
    dance:
      'TypewriterTapDance CarriageReturnSlide FreezeOnTheTypewriterDing TypewriterRobotArms TypewriterHandChoreo TypewriterShoulderShimmy SwingEraTypewriter NewsroomJiveTypewriter',
    fitness:
      'TypewriterFingerFlex TypewriterPinkyPower TypewriterFarmerCarry SquatEveryTypewriterDing TypewriterPostureCheck GripStrengthTypewriter PushupPerTypewriterPage JumpingJacksTypewriter',
    funny:
      'TypewriterNoBackspace KidsMeetATypewriter TextingOnATypewriter TypewriterGroupChat TorturedAuthorTypewriter TypewriterEmoji TypewriterFridgeNotes SpellCheckVsTypewriter',
    prank:
      'TypewriterLoveLetter TypewriterPoemDrop PillowNoteTypewriter TypewriterAlarm TypewriterDinnerReview FortuneCookieTypewriter ThankYouCardTypewriter CertificateTypewriter',
    educational:
      'TypewriterVsLaptop TouchTypingOnATypewriter WhyQWERTYTypewriter TypewriterPartsQuiz TypewriterWordsWeStillUse ChangeATypewriterRibbon TypewriterSpellingBee LetterFormatTypewriter',
    cooking:
      'TypewriterKeyCookies GrandmasTypedCookbook TypewriterCakeDesign TypewriterMenuNight TypewriterGroceryList VintageRecipeTypewriter AlphabetSoupTypewriter TeaPartyTypewriter',
    travel:
      'TypewriterPostcard TypewriterCafeWriting ParkBenchPoetry TypewriterTravelJournal FleaMarketTypewriterFind MuseumTypewriterVisit StreetPoetTypewriter TrainRideTypewriter',
    fashion:
      'DressLikeANovelist TypewriterVintageLook TypewriterKeyJewelry TypewriterFontTee TweedAndTypewriter NewsroomChicTypewriter RibbonBowTypewriter BeretAndTypewriter',
    wellness:
      'TypewriterMorningPages ClickClackCalm GratitudeListTypewriter TypewriterDigitalDetox TypewriterWorryDump TypewriterASMR OneLineADayTypewriter HaikuBreakTypewriter',
    speed:
      'TypewriterWPM TypewriterNoTypos BeatTheCarriageBell ThumbsVsTypewriter TypewriterAlphabetDash PaperLoadTypewriter TongueTwisterTypewriter BlindfoldTypewriter',
    music:
      'TypewriterBeat TypewriterOrchestra TypewriterSongwriting DingDropTypewriter TypewriterLoFi PianoAndTypewriter RemixTheTypewriter JazzTrioTypewriter',
    art: 'TypedPortrait TypewriterPoetry TypewriterLetterCollage TypewriterZine SketchAVintageTypewriter TypewriterGreetingCard WatercolorAndTypewriter BookmarksFromTypewriter',
    pet: 'CatTypesALetter TypewriterPetPoem DogVsTypewriterDing HamsterMemoirTypewriter KittenKeysTypewriter ParrotCopiesTypewriter PupBirthdayTypewriter TortoiseDiaryTypewriter',
    gaming:
      'TypewriterStoryGame TypewriterHangman TypedDungeonCrawl FillInTheBlankTypewriter TypewriterCrossword TypewriterTicTacToe RiddleHuntTypewriter WordLadderTypewriter',
  },
  'selfie stick': {
    dance:
      'GroupSelfieDance SpinWithTheSelfieStick SelfieStickBaton TopDownSelfieStickChoreo SelfieStickLimbo SelfieStickMicStand FollowTheSelfieStick VaudevilleSelfieStick',
    fitness:
      'SelfieStickHikeCam MobilityDrillSelfieStick SelfieStickFormCheck SelfieStickBalanceHold TorsoTwistSelfieStick WorkoutPOVSelfieStick OverheadSquatSelfieStick JumpRopeSelfieStick',
    funny:
      'SelfieStickTooLong GroupSelfieCantFit SelfieStickBackScratcher GrandpaFindsSelfieStick LazySelfieStickReach SelfieStickNewsReporter SelfieStickPuppetShow WrongWaySelfieStick',
    prank:
      'SelfieStickPhotobomb SelfieStickFlowerGift SelfieStickSnackSteal ComplimentSignSelfieStick PeekabooSelfieStick FeatherTickleSelfieStick SelfieStickMailDelivery HugFromAfarSelfieStick',
    educational:
      'HighAngleSelfieStick RuleOfThirdsSelfieStick LeverLessonSelfieStick WhoInventedTheSelfieStick SelfieStickSafeSpots GoldenHourSelfieStick LensDistortionSelfieStick ArmLengthVsSelfieStick',
    cooking:
      'OverheadRecipeCam SelfieStickFoodShot SelfieStickPicnicSpread SelfieStickFamilyDinner SelfieStickTasteTest BakingBloopersSelfieStick PizzaNightSelfieStick SmoothieBowlSelfieStick',
    travel:
      'SelfieStickLandmarks SelfieStickVsTripod SoloTravelerSelfieStick BeachDaySelfieStick SelfieStickMarketStroll CityWalkSelfieStick SelfieStickPOVTour SunsetSelfieStick',
    fashion:
      'SelfieStickFitCheck SelfieStickFullLength OOTDSelfieStick SelfieStickShoeShot SelfieStickTwirlCam StreetStyleSelfieStick BackOfHairSelfieStick ThriftHaulSelfieStick',
    wellness:
      'NoFilterSelfie SelfieStickSunriseMoment SlowWalkSelfieStick SelfieStickSkyGaze ThankYouVideoSelfieStick GroupHugSelfieStick SelfieStickSmileDiary ForestBathSelfieStick',
    speed:
      'SelfieStickTenShots FastestGroupSelfie SelfieStickFoldRace SelfieStickAlphabetHunt SelfieStickRelay QuickPoseSelfieStick BeatTheShutterSelfieStick PanoramaDashSelfieStick',
    music:
      'SelfieStickMusicVideo GroupSelfieSingAlong SelfieStickMicDrop SelfieStickAirDrum KaraokeNightSelfieStick BandPracticeSelfieStick CoverSongSelfieStick OrbitCamSelfieStick',
    art: 'SelfieStickPanorama GroupSelfieCollage LightPaintingSelfieStick SelfieStickPaintbrush ChalkMuralSelfieStick GiantHandSelfieStick AerialViewSelfieStick SilhouetteSelfieStick',
    pet: 'PetGroupSelfie WholePackSelfieStick SelfieStickFishTankCam CatIgnoresSelfieStick DogWalkSelfieStick BunnyEyeLevelSelfieStick SelfieStickHeadTilt ParrotPerchSelfieStick',
    gaming:
      'SelfieStickScavengerHunt SelfieStickBingo SelfieStickCharades SelfieStickTriviaRound PoseOffSelfieStick HideAndSeekSelfieStick SimonSaysSelfieStick EmojiFaceSelfieStick',
  },
  canary: {
    dance:
      'HopLikeACanary CanaryChirpChoreo DanceOffInCanaryYellow CanaryFlutterArms CanarySongSway HeadBobForTheCanary SunriseCanaryShimmy CanaryTiptoeTwirl',
    fitness:
      'CanaryPerchBalance CanaryWingArmCircles LightAsACanary CanarySongHIIT CanaryTiptoeWalk SunriseCanaryStretch HopscotchForCanaries JumpRopeCanaryTrill',
    funny:
      'CanaryKaraokeDiva CanaryWakeUpCall IfMyCanaryCouldTalk CanaryJudgesMySinging MyCanarysMirrorCrush CanaryCopiesTheMicrowave NewsAnchorCanary SplashyBathCanary',
    prank:
      'CanaryRingtoneSwap CanaryPlushSurprise HiddenChirpToyPrank CanaryYellowTakeover WhistleLikeACanary NewCanaryReveal CanaryMorningSerenade PaperCanaryFlock',
    educational:
      'CanaryInTheCoalMine SlowedDownCanarySong DogsNamedTheCanaryIslands AirSacsOfACanary CanaryCareQuiz WildCanaryVsPet FamilyTreeOfTheCanary CanaryLifespanGuess',
    cooking:
      'CanaryYellowLemonBars BirdNestCookies CanaryMelonSalad CanaryIslandPotatoes HomemadeCanaryTreats SunnyCornbreadCanary CanaryStyleMojoDip PineappleCanaryCake',
    travel:
      'CanaryIslandsTrip BirdSanctuaryVisit CanarySongContest CanaryTravelCage CanaryWharfWalk YellowDoorsCanaryHunt WildCanaryBirdwatch CoalMineMuseumCanary',
    fashion:
      'CanaryYellowOutfit CanaryFeatherEarrings CanaryPrintScarf CanaryRaincoat SneakerPopCanary BirdBroochCanary MatchingMyCanary SunflowerAndCanaryLook',
    wellness:
      'CanarySongMeditation BirdsongGratitude MorningCoffeeWithCanary CanaryCalmCorner CanaryWindowSunbath SingWithYourCanary BreatheWithTheCanary FiveQuietMinutesCanary',
    speed:
      'CanaryWhistleMatchRace TenSecondCanarySketch CanaryFactsBlitz FoldAPaperCanaryFast CanaryYellowHunt CanarySeedSort ChirpCountdownCanary RhymesForCanary',
    music:
      'CanaryWhistleDuet CanarySongRemix ChirpAlongCover CanaryLoFiBeat CanaryPianoJam RecorderVsCanary OperaForACanary MorningChorusCanary',
    art: 'CanaryWatercolor CanaryOrigami YellowBirdPortrait FeatherStampCanary PaperMacheCanary CanaryStainedGlass FingerprintCanary CanaryMosaic',
    tech: 'CanaryCageCam CanarySongRecorder CanarySpectrogram BirdAppGuessesCanary RingtoneFromMyCanary SlowMoCanaryWings LiveStreamMyCanary NoiseMeterCanary',
    gaming:
      'CanaryTriviaNight BirdCallGuessingGame CanaryCoalMineEscape YellowCanaryISpy DesignACanaryLevel CanaryMemoryMatch TapeTheBeakOnCanary WhistleOffCanary',
  },
  bloodhound: {
    dance:
      'BloodhoundEarFlopDance BloodhoundSniffStep BloodhoundJowlShake HowlDropBloodhound SlowMoBloodhoundWobble FollowYourNoseBloodhound BloodhoundLazyShuffle CouchDiveBloodhound',
    fitness:
      'BloodhoundTrailHike BloodhoundPullTest CrawlLikeABloodhound TugOfWarBloodhound SlowestAgilityBloodhound BloodhoundStepCount FetchSprintsBloodhound SniffariWalkBloodhound',
    funny:
      'BloodhoundDetectiveSkit DroopyFaceVoiceover DroolLevelBloodhound BloodhoundFindsTheFridge DramaticBloodhoundSigh BloodhoundEarsInTheBowl BloodhoundInterrogation BedHogBloodhound',
    prank:
      'ScentTrailSurprise BloodhoundFindsTheGift BloodhoundHideAndSeek NoteDeliveryBloodhound BloodhoundCaseReport SwapTheSlippersBloodhound WakeUpKissBloodhound DoorGreeterBloodhound',
    educational:
      'BloodhoundScentCells WhyEarsDragBloodhound BloodhoundEvidenceInCourt HumanNoseVsBloodhound BloodhoundSearchAndRescue DaysOldTrailBloodhound BloodhoundMythOrFact DroopyJowlsBloodhound',
    cooking:
      'BloodhoundEarCookies BloodhoundPupCake SniffTestSoupGuess BloodhoundBiscuits CarrotStickBloodhound DroolWorthyBloodhound BloodhoundFrozenTreats PlainChickenBloodhound',
    travel:
      'BloodhoundRoadTrip BloodhoundForestTrail SniffingTheCityWalk DogFriendlyCafeBloodhound BloodhoundBeachDay TentNightBloodhound NewTownSmellsBloodhound BloodhoundHotelStay',
    fashion:
      'BloodhoundLoverTee BloodhoundCollarGlowUp BloodhoundPrintScarf LiverAndTanBloodhound WrinkledLinenBloodhound BloodhoundWalkFit DroolProofBloodhound HoundstoothBloodhound',
    wellness:
      'BloodhoundSniffWalk BloodhoundCouchNap BloodhoundEarMassage BreatheLikeABloodhound BloodhoundCuddleBreak ScentJournalBloodhound LazySundayBloodhound CalmingMusicBloodhound',
    speed:
      'BloodhoundScentRace BloodhoundTreatFindTimer TenCupsBloodhound MeVsBloodhoundSearch BeatTheBloodhound BloodhoundTrickBlitz BloodhoundBallHunt BoxMazeBloodhound',
    music:
      'BloodhoundHowlAlong BloodhoundBluesJam DeepBayingBeat BloodhoundHarmonica CountrySongBloodhound BloodhoundChoir HappyBirthdayBloodhound LullabyForBloodhound',
    art: 'BloodhoundPortraitCanvas BloodhoundEarSketch BloodhoundWrinkleStudy WatercolorBloodhound CartoonMyBloodhound BloodhoundSockPuppet DetectiveComicBloodhound PetRockBloodhound',
    tech: 'BloodhoundGPSCollar BloodhoundNoseCam ScentTrailMapApp BloodhoundDroolSlowMo BloodhoundBarkTranslator PetMonitorBloodhound TimeLapseNapBloodhound AIBreedCheckBloodhound',
    gaming:
      'BloodhoundDetectiveGame BloodhoundClueHunt ThreeCupBloodhound WhodunitBloodhound BloodhoundRPGCompanion ScentMatchBloodhound ActLikeABloodhound TreasureMapBloodhound',
  },
  crocodile: {
    dance:
      'CrocodileSnapDance SwampStompCrocodile CrocodileTailSwish FloorworkCrocodile CrocodileFreeze CrocodileBallet ChompStepCrocodile SneakyCrocodileShuffle',
    fitness:
      'CrocodileCrawl CrocodilePushups CrocodileJawPlank LurkLikeACrocodile LogRollCrocodile CrocodileTailLifts SnapJacksCrocodile SwampCircuitCrocodile',
    funny:
      'CrocodileTearsSkit DentistForACrocodile AfterAWhileCrocodile CrocodileInTheBathtub NatureDocCrocodile PlushCrocodileDrama CrocodileYawnContest CrocodileClapBack',
    prank:
      'CrocodileToyInTheTub SnappingCrocHandPuppet CrocodileSlipperSwap GrabberClawCrocodile CrocodileEggSurprise CrocodileCrossingSign SnackThiefCrocodile CouchCushionCrocodile',
    educational:
      'CrocVsGatorDifference BiteForceOfACrocodile DinosaurCousinCrocodile CrocodileEggTemperature IdiomCrocodileTears CrocodileRiverSafety HowManyTeethCrocodile StonesInACrocodile',
    cooking:
      'CrocodileBreadLoaf CrocodileKiwiPlatter CucumberCrocodile AvocadoCrocodileToast GreenSmoothieCrocodile SwampDipCrocodile CrocodileRiceBalls PizzaCrocodile',
    travel:
      'CrocodileSpottingTour CrocodileRiverCruise ZooKeeperTalkCrocodile CrocodileSafetySigns AustraliaCrocodileTrip ReptileParkCrocodile EvergladesCrocodile AquariumCrocodileVisit',
    fashion:
      'CrocodileHoodieLook CrocodileSlippers FauxCrocodileBag CrocodileHairClips GreenHeadToToeCrocodile CrocodileTailScarf ScalesPrintCrocodile SwampChicCrocodile',
    wellness:
      'CrocodileBaskBreak StillAsACrocodile CrocodileYawnStretch SlowBreathsCrocodile CrocodilePoseYoga CrocodileNapTime CalmCrocodileColoring PatientLikeACrocodile',
    speed:
      'CrocodileCrawlRace CrocodileReflexTest TenSecondCrocodileSketch FeedTheCrocodileToss FoldACrocodileFast SpotTheCrocodile SwampHopCrocodile CrocodileEggHunt',
    music:
      'CrocodileSnapBeat SwampBluesJam CrocodileCountingSong CrocodileChompRap KazooForACrocodile LullabyForACrocodile DrumSoloCrocodile CrocodileRockabilly',
    art: 'CrocodileOrigami CrocEggCartonCraft ClothespinCrocodile BubbleWrapCrocodile CrocodileWatercolor PaperPlateCrocodile SockCrocodilePuppet DrawACrocodileSmile',
    tech: 'CrocodileLiveCam ARCrocodileInMyRoom CrocodileFilterFace CrocodileFlipbookApp CrocodileSlowMoSnap MiniDocCrocodile EmojiStoryCrocodile TelephotoZooCrocodile',
    gaming:
      'CrocodileSnapCardGame CrocodileSwampLevel TheFloorIsCrocodiles CrocodileTag MemoryMatchCrocodile MrCrocodileMayWeCross CrocodileJigsaw PlushCrocodileHunt',
  },
  beetle: {
    dance:
      'BeetleBackWiggle BeetleShellSpin RhinoBeetleStomp BeetleWingsPop SixLegBeetleShuffle AntennaeWaveBeetle GlowLikeAFireflyBeetle MarchOfTheBeetles',
    fitness:
      'BeetleOnItsBackCore RhinoBeetleLift SideCrawlBeetle BeetleBallPush BeetleShellPlank SixLegMarchBeetle BeetleFlipUps HerculesBeetleCarry',
    funny:
      'BeetleStrongmanSkit RhinoBeetleFlex BeetleNarratorVoiceover LadybugIsABeetle BeetleRealEstateAgent TinyBeetleBigDreams BeetleRatesMyGarden IfBeetlesHadPhones',
    prank:
      'BeetleStickerSurprise LadybugBeetleNotes BeetleBroochOnDad PaintedBeetleRocks BeetleDoodleInvasion OrigamiBeetleArmy BeetleOnTheCake GooglyEyeBeetleTrail',
    educational:
      'BeetleMilkyWayNavigation EveryFourthAnimalBeetle BeetleOrBug BeetleLifeCycleDraw FireflyIsABeetle BeetleElytraFact InsectHotelForBeetles MagnifyBeetleStudy',
    cooking:
      'BeetleCakePops ShinyShellTruffles LadybugBeetleCrackers IridescentBeetleCookies BeetleBreadRolls AvocadoBeetleToast ChocolateBeetleBark WatermelonBeetle',
    travel:
      'BeetleSpottingHike BeetleMuseumVisit FireflyBeetleNightWalk BeetleGardenSafari LogFlipBeetleHunt TropicalBeetleTrip ParkBeetleBingo ButterflyHouseBeetle',
    fashion:
      'BeetleBrooch IridescentShellFit JewelBeetleColors LadybugBeetleDots BeetleWingNails BeetleAntennaHeadband ShinyRaincoatBeetle ScarabBeetleNecklace',
    wellness:
      'BeetleGardenPause BeetleSlowWalk SmallWondersJournal WatchABeetleForAMinute FireflyBeetleEvening LadybugWishBeetle DrawABeetleSlowly BeetleRescueKindness',
    speed:
      'BeetleCrawlRace BeetleSketchSprint BugSpottingCountdown BeetleDriveDice CountTheBeetleSpots BeetleBallRoll MatchTheBeetlePairs FoldABeetleFast',
    music:
      'BeetleClickBeat ShellShakerRhythm FlightOfTheBeetle BeetleHumAlong BeetleLullaby LadybugBeetleSong BeetleKazoo BugOrchestraBeetle',
    art: 'BeetleWatercolor BeetleRockPainting ScarabClayCraft BeetleSymmetryDraw PipeCleanerBeetle BottleCapBeetle ShellMosaicBeetle InkBlotBeetle',
    tech: 'BeetleMacroShot BugIDAppTest BeetleSlowMoTakeoff PhoneMicroscopeBeetle NightCamFireflyBeetle CitizenScienceBeetle BeetleWallpaper BeetleSoundRecording',
    gaming:
      'BeetleDriveDiceGame BeetleBattleCards BeetleBugBingo BeetleMarbleRace TriviaNightBeetle MemoryMatchBeetle GuessTheBeetle KingOfTheLogBeetle',
  },
  moose: {
    dance:
      'MooseAntlerHands StrutLikeAMoose MooseCallBeatDrop MooseWadeSway CanadianMooseJig MooseOnTheLooseDance LongLegsMooseStep ClumsyMooseBoogie',
    fitness:
      'MooseHeavyCarry LongStrideMooseLunges HighKneesLikeAMoose MooseAntlerPress SnowshoeMooseTrek MooseCalfRaises MooseCountryHike BullMooseBurpees',
    funny:
      'MooseCallImpression MooseCrossingSkit AntlerHandsHello IsThatAMoose MooseMousseMixup MooseWeatherReport SorryFromTheMoose WhenAMooseCantFitTheDoor',
    prank:
      'MoosePlushOnThePorch MooseCallRingtone MooseTracksInTheSnow WhoLetTheMooseIn MooseSightingAlert CardboardMooseWindow DailyMooseFacts SnowmanMooseSurprise',
    educational:
      'MooseCanDive MooseAntlerShedding MooseBellFact MooseSizeCompare ElkMeansMoose IdentifyMooseTracks SpotAMooseSafely WillowDietMoose',
    cooking:
      'MooseMousseCups MooseFacePancakes NorthWoodsMapleCookies MooseAntlerPretzels MooseMunchTrailMix WildBerryMooseMuffins LingonberryMoose PoutineNightMoose',
    travel:
      'NorthWoodsCabinTrip MooseViewingDeck AlaskaMooseAdventure MooseMuseumExhibit VisitMooseJaw SwedenMooseSafari MooseStatueHunt TrailCamMooseHike',
    fashion:
      'MooseFlannelFit MooseKnitSweater MooseAntlerHeadband MooseSlippers EarflapBeanieMoose CozyCabinMooseLook PajamaPartyMoose CheckeredMooseMittens',
    wellness:
      'MooseLakeMorning MooseCabinCalm LakesideStillness SlowLikeAMoose MooseForestBathing SnowfallMooseMoment GentleGiantMoose TreePoseMoose',
    speed:
      'MooseStompRace MooseAntlerRingToss SnowshoeMooseDash RapidFireMooseFacts MooseJigsawBlitz HopTheMooseTracks FoldAPaperMoose SnowMooseBuildOff',
    music:
      'MooseCallRemix MooseFolkSong NorthWoodsBanjoJam TubaLikeAMoose MooseOnTheLooseRap CabinMooseSingAlong MooseLullaby FiddleReelMoose',
    art: 'MooseWoodcutPrint MooseSketchbook AntlerHandprintMoose MooseSilhouetteSunset PaperBagMoosePuppet AutumnLeavesMoose SnowMooseSculpture PineconeMoose',
    tech: 'MooseTrailCamClips MooseCallApp MooseARSizeCheck MooseZoomLensTest SightingsMapMoose AIDrawsAMoose WebcamMooseWatch EmojiMooseArt',
    gaming:
      'MooseLodgeTrivia NorthWoodsSurvivalRun PinTheAntlersOnAMoose MooseCallContest MooseBingo BuildAMooseInSandbox FreezeLikeAMoose MooseTrackBoardGame',
  },
  seal: {
    dance:
      'SealClapDance SealFlipperFlop IceFloeShimmy SealWiggleWalk SealOfApprovalMove BarkDropSeal BeachSealSway NoseBallSeal',
    fitness:
      'SealJacks SealWalkDrill FlipperClapPushups SealPoseYoga SwimmerArmsSeal HarborSealHIIT BalanceBallSeal SealBellyCrawl',
    funny:
      'SealOfApprovalSkit SealClapImpression SleepySealFlop SealNewsAnchor SnackCriticSeal YogaTeacherSeal SpaDaySeal SealedWithAKiss',
    prank:
      'SealPlushInTheBathtub WaxSealMysteryLetter SealClapAlarm ApprovedBySealStamp SealBarkRingtone FakeSealSightingText SealFlipperSlippers PillowSealSurprise',
    educational:
      'SealVsSeaLion SealWhiskerScience BlubberGloveTestSeal NoEarFlapsSeal HalfBrainSleepSeal SealSpeciesCount SealDiveDepth GiveSealsSpace',
    cooking:
      'SealPupCupcakes SealFaceRiceBalls IceFloeSheetCake SealMacarons HarborFishTacosSeal WhiteChocolateSeal SealOfApprovalBake MarshmallowSealPops',
    travel:
      'SealColonyBeachWalk HarborPupTour SealWatchLookout AquariumSealShow SealSpottingBinoculars CoastalSealTrail SealSeasonTrip PierSealSighting',
    fashion:
      'SealGrayCozyFit WaxSealNecklace SealPupEarmuffs SignetSealRing SlickBackSealHair SealSpottedPrint FisherSweaterSeal SealPlushBag',
    wellness:
      'SealFlopRestDay SealCozyBlanketNap OceanSprayBreath BaskLikeASeal SealOfApprovalSelfTalk WaveSoundsSeal StretchIntoSealPose SealedEnvelopeWorries',
    speed:
      'SealWalkRace PillowHopSealRelay SealTheEnvelopeFast SealClapCount FishTossSeal SealPupSketchSprint WaxSealStampDash BeachCleanupSeal',
    music:
      'SealBarkBeat SealClapRhythm HarborSeaShanty SealOfApprovalJingle BeachSingAlongSeal SealPupRap FlipperDrumSeal UkuleleSealSerenade',
    art: 'WaxSealArt SealPupSketch SealClayFigure SealPebblePainting CardboardTubeSeal WatercolorSeal FoldedPaperSeal IcePopStickSeal',
    tech: 'SealLiveCam SealTrackingTags SealBarkTranslatorApp UnderwaterSealSounds ZoomInOnASeal SealFaceFilter MigrationMapSeal ReactionMemeSeal',
    gaming:
      'SealBallBalanceGame SealIceSlideLevel SealOfApprovalTrivia FeedTheSealToss PenguinVsSealTag SealedLetterMystery BingoWithSealPups HopscotchSeal',
  },
  detective: {
    dance:
      'DetectiveSneakStep CaseClosedDance DetectiveNoirTango DetectiveFreezeFrame DetectiveTrenchcoatTwirl ShadowPlayDetective ChaseSceneDetective SaxSoloDetective',
    fitness:
      'DetectiveChaseSprints StakeoutSquats DetectiveClueRun LaserMazeDetective SneakyLungeDetective PlankUntilSolvedDetective DetectiveDuckAndHide DetectiveWalkAndThink',
    funny:
      'DetectiveNarratorVoice WhoAteTheLastCookie DetectiveDadMode RemoteControlDetective PetInterrogationDetective OverdramaticDetective DetectiveBadDisguise DetectiveConclusionFail',
    prank:
      'DetectiveFakeClueTrail MysteryGiftDetective CaseFileOnTheCat CocoaFingerprintDetective DetectiveWantedPoster DetectiveNoteUnderDoor DetectiveBadgeSurprise InvisibleInkDetective',
    educational:
      'DustForPrints DetectiveLogicPuzzles ThinkLikeADetective LoopWhorlArchDetective DetectiveCodeBreaker DetectiveMemoryTest ShoeTreadDetective AlibiCheckDetective',
    cooking:
      'DetectiveTasteTest DetectiveMysteryDinner MagnifyingGlassCookies SecretIngredientDetective ThumbprintTartsDetective DetectiveDonutStakeout ClueCakeDetective DetectiveDinerBreakfast',
    travel:
      'BakerStreetDetective DetectiveMuseumTrip WhodunitWalkingTour DetectiveCityMystery FindTheLandmarkDetective NightTrainDetective PostcardCluesDetective DetectiveBookshopHunt',
    fashion:
      'TrenchCoatDetective DetectiveHatFit NoirStyleCheck DetectiveDisguiseKit PlaidCapeDetective UndercoverLookDetective LeatherGlovesDetective DetectiveBowtie',
    wellness:
      'NoticeFiveThings DetectiveMindfulWalk DetectiveGratitudeCase DetectiveBodyScan WorryDetective ClueJournalDetective TeaBreakDetective DetectiveOfSmallJoys',
    speed:
      'DetectiveClueRace CaseClosedTimer DetectiveSpotTheDiff SpeedSolveDetective DetectiveDisguiseDash FingerprintMatchDetective OneMinuteMysteryDetective CodeCrackDetective',
    music:
      'DetectiveNoirJazz WhodunitSaxophone DetectiveThemeKazoo SuspenseScoreDetective DramaticStingDetective CaseRapDetective SneakyPianoDetective DetectiveBassline',
    art: 'DetectiveEvidenceBoard NoirComicPanel DetectiveThumbprintArt SilhouetteDetective DetectiveSketchArtist MapDrawingDetective BlackAndWhiteDetective DetectiveZine',
    tech: 'DetectiveGadgetKit UVTorchDetective PhoneZoomDetective ReverseImageDetective MetadataDetective VoiceNotesDetective SpotTheAIFakeDetective DoorbellCamDetective',
    pet: 'WhichCatDidIt PetDetectiveAgency DetectiveNoseWork LostToyDetective WindowStakeoutDetective GuiltyFaceDetective TreatThiefDetective HamsterEscapeDetective',
  },
  'punching bag': {
    dance:
      'PunchingBagShuffle JabStepGroove BoxingBagBeatDrop HeavyBagFootwork DanceAroundTheHeavyBag SwayLikeAHeavyBag ComboChoreoHeavyBag BobAndWeaveBoxingBag',
    funny:
      'PunchingBagWinsAgain PunchingBagPepTalk HeavyBagRingEntrance FirstTimeOnTheHeavyBag DearPunchingBag GrandmaVsHeavyBag HeavyBagInterview DadsOldPunchingBag',
    prank:
      'PunchingBagGooglyEyes PunchingBagDressUp FortuneNotesPunchingBag ConfettiBoxingBag PlushHeavyBagSwap SqueakyToyHeavyBag CrowdCheerHeavyBag HeavyBagBirthdayBow',
    educational:
      'PunchingBagPhysics SandVsWaterHeavyBag WrapYourHandsHeavyBag BoxingBagFormCheck HeavyBagCalorieMath JabCrossHookHeavyBag ActionReactionHeavyBag PickTheRightHeavyBag',
    cooking:
      'PunchingBagBreadDough BoxingGloveCookies RecoveryShakeHeavyBag ProteinBitesHeavyBag ChampionBreakfastHeavyBag RingsideSnacksHeavyBag PunchingBagCake MealPrepHeavyBag',
    travel:
      'PunchingBagAtEveryGym PunchingBagTravelWorkout MuayThaiHeavyBag OutdoorHeavyBag PackYourGlovesHeavyBag LocalBoxingBagClub HeavyBagVacationHabit CityBoxingBagTour',
    fashion:
      'PunchingBagFitCheck BoxingGloveColorMatch HandWrapStyleHeavyBag SatinShortsHeavyBag HeavyBagHeadband RetroBoxerHeavyBag HoodieUpHeavyBag SneakersForTheHeavyBag',
    wellness:
      'PunchingBagStressRelease PunchingBagBreathwork HeavyBagAngerToCalm CooldownAfterHeavyBag AffirmationsOnTheHeavyBag BoxingBagThenJournal MindfulHeavyBag ShoulderStretchHeavyBag',
    speed:
      'PunchingBagSpeedRound HundredJabsCountdown ComboCallOutHeavyBag GlovesOnRaceHeavyBag HandWrapSpeedrunHeavyBag HeavyBagTagTeam BurpeeToHeavyBag BeatTheBellHeavyBag',
    music:
      'PunchingBagDrumSolo JabToTheRhythm HeavyBagWorkoutPlaylist TrainingMontageHeavyBag HeavyBagRap WalkoutSongHeavyBag HeavyBagMetronome BassDropHeavyBag',
    art: 'PunchingBagCanvasArt PunchingBagMural HeavyBagSketchStudy FightNightPosterHeavyBag ChalkDustHeavyBag HeavyBagComicHero GlovePrintHeavyBag GraffitiHeavyBag',
    tech: 'PunchingBagSlowMo JabSpeedTracker HeavyBagFormAI HeavyBagRoundTimerApp HeavyBagPOV SplitScreenHeavyBag SmartwatchVsHeavyBag HeartRateHeavyBag',
    pet: 'PupWatchesEveryJab HeavyBagPetSafeZone DogWalkAfterHeavyBag HeavyBagCoachCat HypeParrotHeavyBag HeavyBagTreatBreak HeavyBagThenBunnyCuddles CozyCornerHeavyBag',
    gaming:
      'PunchingBagFightCombo FinalRoundHeavyBag HeavyBagHealthBar HeavyBagRhythmGame KOScreenHeavyBag ButtonMashHeavyBag CharacterSelectHeavyBag LevelUpHeavyBag',
  },
  clown: {
    dance:
      'ScarfTwirlClown ClownCarConga BigShoesTapDance ClownNoseHonkStep ClownWobbleWalk CircusMarchClown FreezeFrameClown CurtainCallClown',
    fitness:
      'ClownJugglingCardio BigShoesAgilityDrill HonkEveryRepClown TumbleLikeAClown RubberLegsClown BeachBallClownCrunch TightropeLineClown ConfettiBurpeeClown',
    prank:
      'ClownNoseOnEverything SurpriseBalloonAnimal ClownShoesInTheHallway ClownWigSwap EndlessScarfClown SquirtingFlowerClown ClownStreamerDoorway HiddenHonkClown',
    educational:
      'ClownCarPhysics ThreeTypesOfClown LearnToJuggleClown SafePratfallClown ClownEggRegistry WhyClownsWearBigShoes JesterToClown BalloonTwistLessonClown',
    cooking:
      'ClownCupcakes ClownFacePizza RedNoseCakePops CircusPopcornClown RainbowSprinkleClown ClownSundae PolkaDotCookiesClown JugglingFruitSaladClown',
    travel:
      'ClownAroundTown ClownNoseLandmarks CircusTentTour SummerFestivalClown TinyCarRoadTripClown PackLikeAClown ClownParadeDay BoardwalkClownShow',
    fashion:
      'ClowncoreFitCheck ClownRuffleCollar RainbowWigClown ClownSuspenderLook StripedTightsClown PolkaDotClownCoat ClownMakeupGlam OversizedBlazerClown',
    wellness:
      'ClownLaughYoga ClownNoseMoodLift SillyFaceStressRelief KindnessClown MirrorSmileClown PlayfulClownBreak ClownGratitudeHonk SlowJuggleClown',
    speed:
      'ClownMakeupSpeedrun ClownJuggleCountdown BalloonAnimalSpeedTwist ClownCarPileIn BigShoesSprintClown ClownHornQuickdraw CostumeChangeDashClown PieTinStackClown',
    music:
      'ClownHornSong ClownKazooCover CircusMarchRemix BigTopThemeClown SqueakyToyBandClown SadClownBallad ClownSlideWhistle PolkaClown',
    art: 'ClownFacePaint ClownSelfPortrait RedNoseDoodle CircusPosterClown SadClownPainting PaperPlateClown ClownConfettiCollage ClownCharcoalSketch',
    tech: 'ClownNoseFilter ClownHornSoundboard BalloonAnimalSlowMo ForcedPerspectiveClown AIClownMakeover ClownVoiceChanger ClownEmojiStory ReactionGIFClown',
    pet: 'CircusTrickPup PetTalentShowClown ClownJugglesForTheCat PuppyPlaysWithClown ClownfishTankTour HoopJumpClown ClownAndParrotAct ClownWalksTheDog',
    gaming:
      'ClownCarKartRace ClownJugglingHighScore CircusBossLevel PinTheNoseOnAClown RingTossClownHat SpongeThrowClown ClownTriviaNight MusicalChairsClown',
  },
};
