import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  conditioner: {
    dance:
      'ConditionerWaitDance ShampooConditionerTwoStep ConditionerHairWhip ConditionerMicLipSync RinseAndRepeatConditioner SoftShoeConditioner SilkyConditionerSpin ConditionerCurlBounce',
    fitness:
      'ConditionerBottleCurls StrengthAndConditioner ConditionerTimerPlank ShampooConditionerCarry BalanceTheConditioner PassTheConditionerCrunch ConditionerOverheadPress SquatPerConditionerPump',
    funny:
      'DadsFirstConditioner ShampooOrConditioner ConditionerWaitingRoom TinyHotelConditioner NoConditionerFrizzReveal ConditionerLabelMonologue TheLastDropOfConditioner ConditionerAdParody',
    prank:
      'ConditionerGooglyEyes FancyLabelConditioner SweetNoteOnConditioner ConditionerJokeSticker UpsideDownConditioner RubberDuckConditioner ConditionerBottleMustache ConditionerInATuxedo',
    educational:
      'ConditionerStrandTest DecodeYourConditioner UnshrinkItWithConditioner ConditionerStaticBalloon ConditionerChainUntangle ConditionerPHCheck LeaveInOrRinseConditioner EndsOnlyConditioner',
    cooking:
      'RiceWaterConditioner CoconutOilConditioner WhipUpAvocadoConditioner BananaHoneyConditioner GrandmasEggConditioner MayoConditionerMask PantryConditionerCookOff TeaRinseConditioner',
    travel:
      'ConditionerCarryOnCheck RateTheHotelConditioner LeakProofConditionerPack PostBeachConditioner LocalConditionerHunt OneConditionerFourFriends DecantYourConditioner CampingConditionerHack',
    wellness:
      'ConditionerScalpMassage SundayConditionerSoak DeepConditionerNightIn ConditionerMindfulMinute ConditionerAffirmation WarmTowelConditioner GentleDetangleConditioner ConditionerWindDown',
    speed:
      'ConditionerRinseRace DetangleDashConditioner ShampooVsConditionerSort OneSongConditionerWash TidyUpInConditionerTime ConditionerRefillRush StackTheConditioners ConditionerTurbanBlitz',
    music:
      'SingIntoTheConditioner ShampooConditionerDuet ConditionerBottleShaker WriteAConditionerJingle OdeToMyConditioner ConditionerPumpBeatbox ConditionerTimerTune ConditionerLullaby',
    art: 'DesignAConditionerLabel ConditionerHairSculpture UpcycleConditionerBottle VintageConditionerAd ConditionerGlowUpComic ConditionerShelfie InventAConditionerMascot ConditionerSwirlPainting',
    tech: 'AIPicksMyConditioner ScanYourConditionerLabel SlowMoConditionerPour ConditionerDropMacro HairFilterVsConditioner ConditionerDryTimelapse ConditionerProductShoot EditAConditionerAd',
    pet: 'PetFormulaConditioner VetApprovedConditioner CatSupervisesConditioner DogSniffTestConditioner GroomerPicksConditioner ConditionerDeshedBrush ShinyCoatConditioner ConditionerTowelBurrito',
    gaming:
      'GuessTheConditionerScent FlipTheConditionerBottle BowlingWithConditioners ConditionerHigherOrLower ConditionerRingToss HideAndSeekConditioner ConditionerCapCurling ConditionerDominoRun',
  },
  compost: {
    dance:
      'WiggleLikeCompostWorms TurnTheCompostTwist RotNRollCompost CompostCongaLine CompostLeafStomp ScrapsToCompostSlide CompostCaddyShuffle CompostBinBop',
    fitness:
      'FarmerCarryCompostBags WheelbarrowCompostHaul LungeToTheCompost DeadliftACompostSack CompostIsMyGym CommunityCompostWalk RakeLeavesForCompost CompostShovelReps',
    funny:
      'CompostNatureDocumentary LeftoversOrCompost NamingMyCompostWorms AvocadoPitWontCompost FeedTheCompostMonster CompostPoliceSkit FoundASpoonInCompost CompostUnboxing',
    prank:
      'GooglyEyedCompostBin FanMailFromCompostWorms TalkingCompostCaddy CompostChampionAward CompostPoliceTicket GnomeGuardsTheCompost RedCarpetToTheCompost CompostEntranceMusic',
    cooking:
      'CompostDirtCake SaveItFromTheCompost ZeroCompostDinner CompostBowlMealPrep AlmostCompostRescue PeelChipsNotCompost ScrapBrothBeforeCompost OverripeBananaVsCompost',
    travel:
      'CommunityCompostTour CityCompostBinHunt CompostOnTheRoad FarmStayCompostDuty PackOutYourCompost MarketDayCompostDrop BotanicalGardenCompost PicnicScrapsToCompost',
    fashion:
      'CompostableFitCheck CompostChoreOutfit MuckBootsForCompost CompostCoreAesthetic DesignACompostTee WhichFabricsCompost EarthyCompostPalette CompostCaddyCouture',
    wellness:
      'CompostYourWorries CompostAndCoffee HandsInTheCompost SlowLivingCompost FreshAirCompostRun EarthySmellOfCompost PatienceLikeCompost MindfulCompostTurn',
    speed:
      'CompostSortSprint CompostTurnTimeTrial CompostBinRelay PeelAndCompostRace ShredCardboardForCompost LeafPileCompostDash EggshellCrushCompost BeatTheFruitFliesCompost',
    music:
      'DrumOnTheCompostBin SerenadeTheCompostWorms CompostCrunchBeat EggshellShakerCompost AnthemForMyCompost RapTheCompostCycle CompostHeapHop CompostWorkSong',
    art: 'CompostBinMural LeafCollageThenCompost ScrapStampsBeforeCompost CompostCrossSection CompostEggshellMosaic NaturalDyeFromCompost CompostCritterComic PaintWithCompostSoil',
    tech: 'CompostJarTimelapse AppIDsMyCompostBugs WormMacroCompost CompostSpreadsheet CanICompostThisAI CompostDropOffMap CompostStopMotion NightModeCompostCam',
    pet: 'PetProofCompostBin ChickenCompostCrew MyPetCompostWorms RabbitBeddingCompost BrushTheDogForCompost LeaveItCompostDrill CatSupervisesCompost DogWalkCompostDrop',
    gaming:
      'CompostOrTrashGameShow CompostBingo CompostCaddyHoops GuessWhatsInMyCompost WormsAndLaddersCompost LoserTakesTheCompost CompostableScavengerHunt DoodleDuelCompost',
  },
  'cloudy day': {
    dance:
      'RainDanceOnACloudyDay SummonTheSunCloudyDay CloudyDaySlowJam CloudyDayHoodieGroove UmbrellaTwirlCloudyDay CloudyDayLivingRoomDisco CloudyDayContemporary PajamaShuffleCloudyDay',
    fitness:
      'CloudyDay5K IndoorCloudyDayCircuit CloudyDayHillRepeats CloudyDayYoga CloudyDayRaceTheRain ParkBootcampCloudyDay PowerWalkCloudyDay SunPeekBurpeesCloudyDay',
    funny:
      'DramaticCloudyDayForecast WeatherAppLiedCloudyDay CloudyDaySunglassesAnyway MainCharacterCloudyDay BritishSummerCloudyDay MissingSunPosterCloudyDay CloudyDayNapChampion CloudyDayBlanketBurrito',
    prank:
      'PaperSunOnACloudyDay IndoorBeachCloudyDay CloudyDayJokeJar CottonBallSkyCloudyDay CocoaDeliveryCloudyDay SunshineWakeUpCloudyDay RainbowNotesCloudyDay SunflowerGiftCloudyDay',
    educational:
      'CloudyDayUVLesson StratusSpottingCloudyDay WhyCloudyDaysAreGrey WillItRainCloudyDay CloudyDayThermometerTest SundialOnACloudyDay WordsForACloudyDay CloudyDayInAJar',
    cooking:
      'SoupForACloudyDay CloudyDayPancakeStack CloudyDayBananaBread SunnySideUpCloudyDay CloudyDayCocoaBar FluffyMeringueCloudyDay GrilledCheeseCloudyDay CloudyDayCinnamonRolls',
    travel:
      'CloudyDayMuseumHop MistyTrailCloudyDay EmptyBeachCloudyDay CloudyDayPhotoWalk LighthouseCloudyDay CloudyDayCafeCrawl MoodyCastleCloudyDay TrainWindowCloudyDay',
    fashion:
      'LayerUpCloudyDay MatchTheSkyCloudyDay CloudyDayPopOfColor TrenchCoatCloudyDay SweaterWeatherCloudyDay CloudyDayBoldUmbrella SoftGlamCloudyDay JustInCaseCloudyDayFit',
    speed:
      'CloudyDayLaundryDash CatchTheSunCloudyDay CloudyDayPicnicPackUp SpotTenShapesCloudyDay CloudyDayBlanketFortRace CloudyDayPuzzleSprint QuickChangeCloudyDay FirstRaindropCloudyDay',
    music:
      'CloudyDayLoFiBeat RainStickCloudyDay CloudyDayAcoustic SingTheSunOutCloudyDay CloudyDayMinorKey RaindropRhythmCloudyDay CloudyDayBluesJam CozyDuetCloudyDay',
    art: 'CloudyDayWindowSketch GreyscaleCloudyDay CottonCollageCloudyDay DoodleTheShapesCloudyDay SilverLiningCloudyDayArt CloudyDayMoodBoard CloudyDayChalkMural AddTheSunCloudyDay',
    tech: 'CloudyDayTimelapse CloudyDayPortraitMode CloudyDayWeatherAppTest CloudyDaySkyReplace UVIndexCloudyDay NoFilterCloudyDay MoodyEditCloudyDay WebcamSunHuntCloudyDay',
    pet: 'CloudyDaySniffari CatWindowWatchCloudyDay CloudyDayIndoorAgility CloudyDaySnuggleNap CloudyDayTreatHunt PetPhotoshootCloudyDay ParkFetchCloudyDay LapCatCloudyDay',
    gaming:
      'BoardGamesCloudyDay ShapeGuessingCloudyDay CloudyDayCardTower HideAndSeekCloudyDay CozyGamingCloudyDay SunOrRainCloudyDay CloudyDayCoopCampaign SockBowlingCloudyDay',
  },
  mittens: {
    dance:
      'JazzHandsInMittens WaveYourMittens MittenPuppetDance TwoStepInMittens MittenTutting MittenStringTwirl VogueInMittens SnowsuitMittenShimmy',
    fitness:
      'ShovelingInMittens RollASnowmanInMittens MittenShadowBoxing MittenWinterHike SledPullInMittens SnowAngelsInMittens MittenJumpingJacks FrostyRunInMittens',
    funny:
      'TextingInMittens WhereIsMyOtherMitten GrownUpMittenString SnackBagVsMittens DadInTinyMittens MittenPuppetNews LonelyMittenDiaries MittenThumbWar',
    prank:
      'GooglyEyeMittens MittenLoveNote OversizedMittenSwap WarmMittensSurprise SnowmanStoleMyMittens FridgeHandleMittens MismatchedMittenSneak MittenPuppetWakeUp',
    educational:
      'LearnToKnitMittens MittensVsGlovesTest WoolOrFleeceMittens CountByTwosMittens SymmetryWithMittens FeltingMittensDIY MeasureHandForMittens SweaterIntoMittens',
    cooking:
      'GingerbreadMittens MittensOffCocoaOn MittenHandPies FrostingInMittens ChiliForColdMittens MittenCalzone ThermosSoupInMittens MittenToastArt',
    travel:
      'WinterMarketMittens NordicMittenHunt DontForgetTheMittens MittenLandmarkSelfie CabinWeekendMittens NorthernLightsMittens SleighRideMittens SnowyTownStrollMittens',
    wellness:
      'MittenTreeGiving MindfulMittenWalk SlowKnitMittens BreatheIntoYourMittens QuietSnowfallMittens CocoaAndMittensPause ThankTheMittenKnitter SunriseInMittens',
    speed:
      'MittenPairUpRace SnowsuitToMittensDash FastestSnowmanMittens ButtonUpInMittens FindTheMissingMitten ThreadTheMittenString MittenClothesPegBlitz MittenBasketToss',
    music:
      'MuffledMittenClaps KittensLostTheirMittens PianoInMittens MittenPuppetChoir JingleBellMittens CupSongInMittens MittenCarolers SnowCrunchBeatMittens',
    art: 'PaperMittenGarland DesignAMittenPattern PaintTheSnowInMittens MittenPuppetMaking LonelyMittenPortrait SnowmanMakeoverMittens FabricScrapMittens MittenCardCraft',
    tech: 'MakeTouchscreenMittens MittenTypingSpeedTest VoiceCommandsInMittens SlowMoMittenSnowball AIDesignsMyMittens MittenStopMotion QRCodeMittenTag KnitTimelapseMittens',
    pet: 'IsYourPetNamedMittens WhitePawMittensCheck RopeToyNotMittens OwnerMittensWalkies PuppyProofMittens KittyNapOnMittens SnowDayCuddleMittens BellyRubsInMittens',
    gaming:
      'MittenMemoryMatch PassTheMitten MittenVideoGameFail CardHouseInMittens MittenSnowballTarget HideTheMitten SnowTicTacToeMittens GuessTheMittenByFeel',
  },
  knee: {
    dance:
      'BeesKneesCharleston DrumMajorHighKnees KneeBounceGroove JellyKneesWiggle KneeSlapStomp CancanKneeLifts LowKneeTwist KneeRaiseConga',
    funny:
      'TellMeAKneeSlapper MyKneesWhenIStandUp KneeFacePuppet KneeJerkReactions TableVsMyKnee ShoesOnYourKnees WeakInTheKneesSkit KneeHighToAGrasshopper',
    prank:
      'GooglyEyesOnYourKnees KneeSketchSurprise KneePeekaboo TalkingKneeVideoCall WrongKneeTap WakeUpToAKneePuppet KneeHighSockSwap KneeSlapperLunchNote',
    educational:
      'KneeHingeDemo TestYourKneeReflex BabiesHaveNoKneecaps NameTheKneeBones FlamingoKneeFact KneeAlignmentCheck WhyDoKneesPop SayKneeInSignLanguage',
    cooking:
      'KneelAndKneadBread KneeDeepInDough LearnedAtGrandmasKnee ScrapedKneeCookies PancakesStackedKneeHigh KneeHeightSousChef KneeSlappinChili MovieNightKneeTray',
    travel:
      'RateTheKneeRoom KneeBlanketFerryRide KneeFriendlyTrail KneeDeepSnowTrek RecliningSeatVsKnees CityWalkTillKneesQuit KneeHighModelVillage LongFlightKneeStretch',
    fashion:
      'KneeHighSocksLook KneeLengthDressFit DistressedKneeJeans KneePatchUpcycle OverTheKneeBoots EightiesKneeWarmers LaceUpToTheKneeSandals CulottesBelowTheKnee',
    wellness:
      'HugYourKneesBreathe KneesToChestRelease ThankYourKneesWalk GardenOnYourKnees KneeFriendlyYoga SupineKneeTwist StoryTimeOnGrandpasKnee MorningKneeStretch',
    speed:
      'MostHighKneesIn30 BalloonBetweenKneesRace StackToKneeHeight KneeSocksOnFastest BeanBagOnKneeRelay KneeToElbowTimer KneeSlapClapSpeedUp SitToStandKneeSprint',
    music:
      'KneeSlapDrumSolo KneeBounceRhymes HeadShouldersKneesAndToes KneeCreakRemix BeesKneesSwingBand WeakInTheKneesCover KeepTimeOnYourKnee UkuleleOnYourKnee',
    art: 'KneeFaceMakeover BlindContourKnee KneeAnatomySketch ScrapedKneeBandageArt KneePatchEmbroidery DrawTheBeesKnees SketchbookOnYourKnee KneeHighPOVDrawing',
    tech: 'AIAnimatesMyKneeFace SlowMoKneeSquat KneeHeightPOV LaptopOnMyKneesSetup HighKneesStepCountTest KneeSlapperJokeBot PhoneOnKneeTripod KneeDeepGreenScreen',
    pet: 'WhoSitsOnMyKnee CatNapOnMyKnees DogHopsOverMyKnee WeaveThroughMyKnees PuppyNudgesMyKnee KneeHeelTraining KittenClimbsMyKnee BunnyKneeSnuggle',
    gaming:
      'KneeTag LimboToKneeHeight SimonSaysTouchYourKnees GuessWhoseKnee KneeHockeyMatch KneeSlapperJokeOff BalloonKeepyUppyKnees KneeTrickShot',
  },
  eyelashes: {
    dance:
      'BlinkToTheBeatLashes WillMyLashesSurvive FalseLashesLipSync DiscoLashesGroove DragLashesStrut SequinLashesShimmy FlutterLashesWaltz VogueWithYourLashes',
    fitness:
      'SweatproofLashesHIIT FlutterKicksLashes ButterflyStretchLashes BicepCurlsAndLashes SpinClassGlamLashes LashesVsTheTreadmill PlankAndWinkLashes LashesOnLegDay',
    funny:
      'MakeAWishEyelash LashesOpenMouthFace DadsFirstLashes SpiderOrFalseLashes CowsHaveBetterLashes EyelashEnvy BatYourLashesForSnacks HalfLashesAllDay',
    prank:
      'GooglyEyesWithLashes FridgeEyelashes LashesComplimentAmbush BigLashesFilterCall GiantPaperLashesDoor EyelashOnYourCheek WrongLashesOnPurpose TeddyGotLashExtensions',
    educational:
      'WhyWeHaveEyelashes CamelEyelashFacts HowLongEyelashesLive CountYourEyelashes AnimalEyelashQuiz CleanLashesBeforeBed OneThirdEyelashRule EyelashWishOrigin',
    cooking:
      'ChopOnionsSaveLashes SugarCookieLashes BentoBoxLashes PizzaFaceWithLashes DeviledEggEyelashes ChocolateCurlsLikeLashes LicoriceLashesCupcakes CarrotRibbonLashes',
    travel:
      'CamelLashesSafari CityBreakEyelashes PackTheLashesKit RedEyeFlightLashes GiraffeLashesZooTrip AirportLashTouchUp FrostyEyelashesTrip GoldenHourLashesSelfie',
    wellness:
      'RestYourLashesWeek WishOnAnEyelash SoftLashesNightReset EyelashButterflyKisses NaturalLashesSelfLove SilkSleepMaskLashes CucumberSlicesLashes SlowBlinkLashesBreak',
    speed:
      'SpeedDrawEyelashes FalseLashesPairMatch EyelashFactsRapidFire LashesFlutterSprint LashKitPackIn10 SpotTheDifferenceLashes WinkRelayLashes EyelashWordScramble',
    music:
      'OdeToMyEyelashes EyelashWishLullaby LashesAndLipsKaraoke EyelashCurlerClickBeat DivaLashesHighNote FlutterLashesVibrato LashExtensionJingle BroadwayLashesBelt',
    art: 'RealisticEyelashSketch GiantLashesMural GraphicLashesMakeupArt FeatherLashesCraft PaperLashesMask ClosedEyeLashesPainting FalseLashPaintbrush AddLashesToEverything',
    tech: 'EyelashMacroShot LashesFilterVsReal SlowMoEyelashBlink VideoCallLashesTest RingLightLashesGlam TimelapseEyelashGrowth AIPicksMyLashes LashEmojiDesign',
    pet: 'ShowUsYourDogsLashes KittenLashesCheck LongestLashesPetContest PuppyEyesAndLashes FarmAnimalEyelashes CatSlowBlinkLashes BunnyLashesCloseUp ParrotLashesFact',
    gaming:
      'StaringContestLashes GuessTheAnimalByLashes FalseLashMemoryMatch WhoseLashesAreThese DrawEyelashesBlindfolded AvatarLashesCreator RollTheDiceLashes EyelashTriviaDuel',
  },
  nightstand: {
    dance:
      'BedtimeBoogieNightstand MoonwalkToTheNightstand PopAndLockNightstand SnoozeDanceNightstand TeddyTangoNightstand GoodnightWaltzNightstand LavaLampGrooveNightstand NightstandSlipperShuffle',
    fitness:
      'NightstandBalanceStretch NightstandBookCurls SnoozeSquatsNightstand PlankTillNightstandAlarm NightstandMorningMobility LungeToTheNightstand DumbbellByTheNightstand SneakersByTheNightstand',
    funny:
      'GlassGraveyardNightstand PhoneFellOffNightstand NightstandSnoozeDebate MessiestNightstandAward CantReachTheNightstand LuxuryNightstandTour NightstandBookPileShame ChargerTooShortNightstand',
    prank:
      'NightstandSurpriseNote NightstandRiddleCard TinyTeaPartyNightstand GooglyEyesOnNightstand UpsideDownNightstand GiftWrappedNightstand NightstandSnackStash NightstandSwitcheroo',
    educational:
      'ChamberPotNightstand NightstandFengShui WhatWoodIsYourNightstand BuildANightstand NightstandBookReport NightstandFlashcards NightstandLightColorTest MoonPhaseNightstand',
    cooking:
      'BreakfastByTheNightstand MidnightSnackNightstand InfusedWaterNightstand ChamomileForTheNightstand PillowMintsNightstand NightstandTrailMixJar LavenderCookiesNightstand MorningCoffeeNightstand',
    travel:
      'RateTheHotelNightstand PortableNightstandKit HostelBunkNightstand CampingNightstand JetLagNightstandReset GuestRoomNightstand NightstandSouvenirShelf TrainSleeperNightstand',
    fashion:
      'NightstandJewelryDish MatchingPJsAndNightstand SilkScrunchieNightstand NightstandPerfumeTray SleepMaskNightstand ReadingGlassesNightstand NightstandSkincareShelf OutfitNoteOnNightstand',
    speed:
      'NightstandTidyIn60 LampToBedNightstandDash NightstandBookTower ChargerUntangleNightstand EyesClosedNightstandFind FlatPackNightstandRace NightstandCoinStack BeatTheSnoozeNightstand',
    music:
      'NightstandDrumKit AlarmToneRemixNightstand MusicBoxNightstand LullabyFromTheNightstand ClockRadioNightstand WaterGlassHarpNightstand NightstandDrawerBeat SnoozeSongNightstand',
    art: 'NightstandMakeover NightstandKnobSwap NightstandStillLife DecoupageNightstand LampshadeDoodleNightstand TinyGalleryNightstand CrateToNightstandDIY NightstandMosaicTop',
    tech: 'NightstandChargingStation SunriseLampNightstand NightstandAlarmAppTest SleepTrackerNightstand NightstandTimelapse BedtimeShortcutNightstand AudiobookNightstand SmartSpeakerNightstand',
    pet: 'KittyVsNightstand PetBedByTheNightstand DogAlarmClockNightstand CatNapOnTheNightstand NightstandTreatJar NightstandPawPortrait HamsterCamNightstand LeashOnTheNightstand',
    gaming:
      'NightstandCardTower GuessWhoseNightstand ISpyOnMyNightstand NightstandMemoryGame BedtimeTriviaNightstand NightstandEscapeRoom NightstandTreasureHunt SudokuByTheNightstand',
  },
  facts: {
    dance:
      'FactsToTheBeat EachMoveAFact StepLeftIfItsAFact FactFreezeDance GuessTheDanceFromFacts SalsaFactCheck FactsBetweenEightCounts RobotDanceFacts',
    fitness:
      'RepForEveryFact PlankTillYouRunOutOfFacts GymMythOrFact WrongFactBurpee MuscleFactsFlexOff HeartRateFactCheck JumpIfItsAFact FactsBatonRelay',
    funny:
      'MadeUpFactsStraightFace FactsMyDadSwearsBy UselessFactsOnly PirateVoiceFacts FactsThatSoundFake AskGrandmaForFacts FactsVsMyLittleBrother FactsAtTheWorstMoment',
    prank:
      'StickyNoteFactsEverywhere WakeUpToAFact LunchboxFactSurprise CatFactsDoorHanger BathroomMirrorFacts AnswerOnlyInFacts FortuneCookieFacts BookmarkFactsSneak',
    cooking:
      'CookAndTellFacts KitchenMythOrFact FactCheckGrandmasRecipe FruitFactsSmoothie FactsYouCanTaste EggFloatFactTest PastaShapeFacts SpiceRackFacts',
    travel:
      'FactsAboutWhereIAm AirportCodeFacts CountryFactsPassport MuseumFactHunt LocalsTellMeAFact StreetNameFacts FactsFromTheTrainWindow TourGuideFactCheck',
    fashion:
      'FactsAboutMyOutfit TinyPocketFacts ThriftFindFacts HeelsWereForMenFacts ColorFactsFit ButtonSideFacts WearYourFavoriteFact FashionMythOrFact',
    wellness:
      'CalmingFactsBeforeBed FeelGoodFactsOnly CuteAnimalFactsBreak NatureFactsWalk AmazingBodyFacts BreatheAndLearnFacts KindnessFacts FactsForAHardDay',
    speed:
      'RapidRecallFacts FactOrFakeBuzzer TypeFactsFastest AlphabetFacts FactsBeforeTheToastPops EncyclopediaFactHunt FlashcardFactsSprint FactsIn10Seconds',
    music:
      'RapBattleWithFacts TheFactsMusical FactsBehindTheSong InstrumentFacts OperaVoiceFacts NurseryRhymeFacts CountryBalladFacts FactsOnTheBeatDrop',
    art: 'IllustrateAFact DesignAFactPoster FactComicStrip FactsAsPostcards FamousPaintingFacts ColorWheelFacts FactsInClay ChalkboardFactArt',
    tech: 'FactCheckTheAI PhoneFactsYouDidntKnow FactsGreenScreen FactsQRCodeHunt VoiceAssistantFacts EmojiFactsQuiz ChartAFact RabbitHoleFacts',
    pet: 'DogFactsDemo CatFactsReaction FactsAboutMyPetsBreed PawFactsCloseUp FishFactsTankTour BunnyFactsBinky HamsterFactsCheeks ParrotRepeatsFacts',
    gaming:
      'BlackoutBingoFacts HotSeatFacts HigherLowerFacts FactsQuizNight FactsOnYourForehead VideoGameFacts HangmanFacts FactsMemoryCards',
  },
  'bouncy ball': {
    dance:
      'BouncyBallBeatDrop DanceLikeABouncyBall PassTheBouncyBall BouncyBallJuggleGroove BouncyBallFreezeFrame MirrorTheBouncyBall RainbowBouncyBallRave TwoStepBouncyBall',
    fitness:
      'SquatAndCatchBouncyBall BouncyBallReactionDrill PlankPassBouncyBall ChaseTheBouncyBall LungeAndTossBouncyBall BouncyBallSitUps OneLegBouncyBall BouncyBallSideShuffle',
    funny:
      'WhereDidTheBouncyBallGo BouncyBallChaosIndoors DadVsBouncyBall NarrateTheBouncyBall BouncyBallMovieTrailer BouncyBallSlowMoDrama BouncyBallOlympics SofaAteMyBouncyBall',
    prank:
      'JumboBouncyBallSwap BouncyBallEggCarton GiftBoxOfBouncyBalls BouncyBallMagicTrick DudBouncyBall BouncyBallFromNowhere GooglyEyedBouncyBalls BouncyBallInMyShoe',
    educational:
      'WhyBouncyBallsBounce BouncyBallPhysics BouncyBallRulerDrop ColdBouncyBallTest CarpetVsTileBouncyBall BouncyBallAngleRule StackedBouncyBallLaunch PredictTheBouncyBall',
    cooking:
      'BouncyBallTruffles JellyBouncyBallDessert BouncyBallBobaPearls BouncyBallCakePops BouncyBallMeatballs GlitterBouncyBallCookies SpringyBouncyBallMochi CheesyBouncyBallBread',
    travel:
      'BouncyBallAroundTheWorld BouncyBallSouvenir PackABouncyBall BouncyBallVsSand ParkHoppingBouncyBall BouncyBallVacationPhoto ArcadeBouncyBallPrize CampsiteBouncyBallGames',
    fashion:
      'BouncyBallEarrings RainbowBouncyBallFit BouncyBallHairTies BouncyBallKeychain GlitterBouncyBallNails PolkaDotBouncyBallShirt ResinBouncyBallRing DressLikeABouncyBall',
    wellness:
      'BouncyBallStressSqueeze BouncyBallFootRoll MindfulBouncyBall BouncyBallGratitudeToss InnerChildBouncyBall BouncyBallFocusBreak KindnessBouncyBallPass SunshineBouncyBallPlay',
    speed:
      'FiveCupsBouncyBall BouncyBallPickupRace ColorSortBouncyBalls ThirtySecondBouncyBall SpoonCarryBouncyBall BeatTheBouncyBall BouncyBallRelay BouncyBallEggCartonFill',
    music:
      'BouncyBallDrumBeat BouncyBallXylophone BoingSoundBouncyBall BouncyBallMetronome BubblegumPopBouncyBall TambourineBouncyBall CountInWithBouncyBall PotLidBouncyBallJam',
    art: 'SplatPaintBouncyBall AnimateABouncyBall BouncyBallMosaic CustomBouncyBallSwirl SolarSystemBouncyBalls BouncyBallRollPainting BouncyBallPointillism GiantBouncyBallSculpture',
    tech: 'BouncyBallSlowMo PhoneTracksBouncyBall BouncyBallStopMotion BouncyBallSoundWave VirtualBouncyBallVsReal CodeABouncyBall BouncyBallGreenScreen GraphMyBouncyBall',
    pet: 'OversizedBouncyBallNudge BouncyBallTooSmallCheck FetchTheJumboBouncyBall PuppyMeetsBigBouncyBall BouncyBallHeadTilt BouncyBallStareDown PetSafeBouncyBall BouncyBallPlaydate',
  },
  'tomato plant': {
    dance:
      'GrowLikeATomatoPlant TomatoPlantSway WateringCanTomatoPlant TomatoPlantHarvestHoedown TomatoPlantRainDance TomatoPlantVineTwist SalsaWithTheTomatoPlant GardenGrooveTomatoPlant',
    fitness:
      'WaterCarryTomatoPlant TomatoPlantHarvestSquats DigTheTomatoPlantBed TomatoPlantSoilBagLift StretchLikeATomatoPlant TomatoPlantGardenLunges WeedingWorkoutTomatoPlant SunSaluteTomatoPlant',
    funny:
      'TomatoPlantPepTalk TomatoPlantGaveMeOne SquirrelVsTomatoPlant TomatoPlantParenting NamingMyTomatoPlant TomatoPlantTakeover DramaticTomatoPlantWilt NeighborTomatoPlantEnvy',
    prank:
      'GiantTomatoPlantSurprise GooglyEyedTomatoPlant SecretGardenerTomatoPlant HelloMyNameIsTomatoPlant TomatoPlantLoveNote TinyScarecrowTomatoPlant TomatoPlantSpeaksUp AwardWinningTomatoPlant',
    cooking:
      'FromTomatoPlantToPasta TomatoPlantBruschetta HomegrownTomatoPlantSalsa TomatoPlantCaprese TomatoPlantGazpacho OneTomatoPlantThreeMeals DryYourTomatoPlantCrop GardenPizzaTomatoPlant',
    travel:
      'TomatoPlantSitter FarmersMarketTomatoPlant AllotmentTomatoPlant GreenhouseTomatoPlantTour UPickTomatoPlantFarm BottleWateringTomatoPlant SouvenirSeedsTomatoPlant TomatoPlantWelcomeHome',
    fashion:
      'TomatoPlantGardenFit RedAsMyTomatoPlant TomatoPlantPrintDress StrawHatTomatoPlant CottagecoreTomatoPlant TomatoPlantEarrings TomatoPlantEmbroidery PickingBasketTomatoPlant',
    wellness:
      'MorningTomatoPlantCheck SmellTheTomatoPlant TomatoPlantGrowthJournal TomatoPlantSunBreak SlowGrowTomatoPlant ShareTomatoPlantHarvest HandsInSoilTomatoPlant TomatoPlantPhoneFreeHour',
    speed:
      'BeatTheRainTomatoPlant TomatoPlantStakeRace TomatoPlantRepotSprint WaterTenTomatoPlants SideShootPinchTomatoPlant TomatoPlantFlowerCount CherryPickTomatoPlant TomatoPlantCageBuild',
    music:
      'SingToYourTomatoPlant TomatoPlantCageHarp StakeDrumTomatoPlant TomatoPlantLullaby BanjoForTheTomatoPlant TomatoPlantLifeCycleRap ASMRTomatoPlantHarvest TomatoPlantSoundtrack',
    art: 'PaintYourTomatoPlant LeafPrintTomatoPlant BotanicalTomatoPlant TomatoPlantPotMakeover PaintedRockTomatoPlant TomatoPlantScarecrowCraft TomatoPlantCollage WeeklySketchTomatoPlant',
    tech: 'TomatoPlantTimelapse AppDiagnosesTomatoPlant SetATomatoPlantReminder SpreadsheetTomatoPlant MacroLensTomatoPlant OldPhoneTomatoPlantCam QRLabelTomatoPlant GrowLightTomatoPlant',
    pet: 'PetProofTomatoPlant LeaveItTomatoPlant CatGrassNotTomatoPlant SquirrelWatchTomatoPlant TomatoPlantToxicityCheck TomatoPlantOutOfReach TomatoPlantFenceBuild HighShelfTomatoPlant',
    gaming:
      'FarmGameVsRealTomatoPlant GuessTheTomatoPlantHeight TomatoPlantBracket RipeOrNotTomatoPlant TomatoPlantQuest TomatoPlantHideAndSeek TomatoPlantTowerDefense GardenBingoTomatoPlant',
  },
  'oven mitt': {
    dance:
      'CrabWalkOvenMitts OvenMittBoxingShuffle KitchenDiscoOvenMitt WaveTheOvenMitts OvenMittHandJive TimerDingOvenMittDance OvenMittWaltz ApronTwirlOvenMitt',
    fitness:
      'OvenMittShadowBoxing OvenMittJumpingJacks SquatTillItBakesOvenMitt OvenMittWallPushUps FlourBagCarryOvenMitt OvenMittHighFiveBurpees PreheatPlankOvenMitt TimerLungesOvenMitt',
    funny:
      'OvenMittPuppetShow OvenMittHighFive GrandmasAncientOvenMitt OvenMittDramaticReveal OvenMittRunwayWalk PhoneCallInOvenMitts CantFindTheOvenMitt MismatchedOvenMitts',
    prank:
      'HandshakeInOvenMitts OvenMittCrabPuppet ServeDinnerInOvenMitts StandingOvationOvenMitts OvenMittMagicTrick FridgeOpenedWithOvenMitts TeddyInOvenMitts OvenMittMailDelivery',
    educational:
      'HowOvenMittsInsulate SiliconeVsClothOvenMitt OvenMittHistoryLesson SewAnOvenMitt OvenMittFabricLayers KitchenSafetyOvenMitt OvenMittVsPotholder WhoInventedTheOvenMitt',
    travel:
      'OvenMittSouvenir OvenMittPicnicCarry CookingClassOvenMitt BakeryTourOvenMitt GrandmasKitchenOvenMitt CabinWeekendOvenMitt PackTheOvenMitt TravelCookbookOvenMitt',
    fashion:
      'OvenMittCouture MatchingApronOvenMitt RetroOvenMittPrint ChefWhitesOvenMitt CottagecoreOvenMitt DesignYourOvenMitt QuiltedOvenMittLook HolidaySweaterOvenMitt',
    wellness:
      'BakeForANeighborOvenMitt MindfulBakingOvenMitt ThankTheCookOvenMitt HomemadeBreadOvenMitt GrandmaAndMeOvenMitt PhoneFreeKitchenOvenMitt SundaySoupOvenMitt CozyNightInOvenMitt',
    speed:
      'OvenMittCupStack GiftWrapWithOvenMitts OvenMittCoinScramble JarLidVsOvenMitts DealCardsInOvenMitts ShoelaceTieOvenMitts LaundryFoldOvenMitts OvenMittPairUp',
    music:
      'OvenMittDrumSolo OvenMittPuppetDuet KitchenTimerBeatOvenMitt BeanShakerOvenMitt OvenMittConductor BakeSaleJingleOvenMitt OvenMittAirGuitar CookingShowThemeOvenMitt',
    art: 'PaintYourOvenMitt OvenMittMonster OvenMittPrintArt EmbroideredOvenMitt DrawWithOvenMittsOn OvenMittPatchwork LobsterOvenMittSew TieDyeOvenMitt',
    tech: 'PhoneInOvenMittsTest VoiceTimerOvenMitt OvenMittSlowMoReveal NoseScrollOvenMitt OvenMittProductPhoto AIDesignedOvenMitt VideoCallBakeOvenMitt OvenMittCookieTimelapse',
    pet: 'PupTreatsOvenMitt PetSafeKitchenOvenMitt DogBirthdayCakeOvenMitt OvenMittPuppetMeetsCat KittyBiscuitsOvenMitt HorseCookiesOvenMitt BirdieBreadOvenMitt OvenMittStayCommand',
    gaming:
      'PassTheParcelOvenMitt OvenMittBaseball OvenMittPuppetCharades KitchenTriviaOvenMitt ChopsticksInOvenMitts OvenMittPingPong BoardGameInOvenMitts ControllerVsOvenMitts',
  },
  'door knob': {
    dance:
      'TwistTheDoorKnob DoorKnobTurnAndSpin DanceAtEveryDoorKnob LockAndPopDoorKnob DoorKnobDiscoEntrance RobotArmDoorKnob DoorKnobWristRoll ShimmyPastTheDoorKnob',
    fitness:
      'SquatEveryDoorKnob DoorKnobRepRule DoorKnobWristCircles HallwayLungesDoorKnob DoorKnobTwistAbs LeftHandOnlyDoorKnob DoorKnobPostureCheck PlankBeforeTheDoorKnob',
    funny:
      'StuckDoorKnobStruggle WrongWayDoorKnob DoorKnobFellOff DoorKnobInterview DoorKnobRattleDrama FancyDoorKnobReview DoorKnobHeightFail GrandpasCrystalDoorKnob',
    educational:
      'HowADoorKnobWorks DoorKnobVsLever BrassDoorKnobGerms DoorKnobHeightStandard LeftyLooseyDoorKnob FixALooseDoorKnob DoorKnobSimpleMachine DoorKnobTakeApart',
    cooking:
      'DoorKnobBreakfastBag DoorKnobCookieDelivery SoupOnTheDoorKnob GingerbreadHouseDoorKnob HalloweenDoorKnobTreats ChocolateDoorKnobTruffles CrystalDoorKnobJelly DoorKnobBirthdayCupcake',
    travel:
      'DoorKnobsOfTheWorld HotelDoorKnobSign AntiqueMarketDoorKnob DoorKnobPostcardSwap ParisDoorKnobHunt MuseumDoorKnobSketch CeramicDoorKnobFind WelcomeHomeDoorKnob',
    fashion:
      'OutfitOnTheDoorKnob CrystalDoorKnobRing LastLookAtTheDoorKnob VintageDoorKnobBrooch DoorKnobNecklaceHolder SteamShirtDoorKnob DoorKnobEarrings GoldDoorKnobNailArt',
    wellness:
      'PauseAtTheDoorKnob MeTimeDoorKnobSign GratitudeDoorKnobNote CleanDoorKnobsReset LeaveWorkAtTheDoorKnob DoorKnobAffirmation LavenderSachetDoorKnob DoorKnobBreathingCue',
    speed:
      'OpenEveryDoorKnob SwapTheDoorKnob KeyToDoorKnobDash ShinyDoorKnobBlitz ArmsFullDoorKnob ShoesOnToDoorKnob DoorKnobWrapRace DoorKnobSprintRelay',
    music:
      'DoorKnobRattleBeat KnockPatternDoorKnob SqueakyDoorKnobSolo DoorKnobWindChime SingAtEveryDoorKnob CrystalDoorKnobTone TurnUpTheDoorKnob BrassDoorKnobBlues',
    art: 'PaintedDoorKnobs DoorKnobHangerDesign DoorKnobReflectionSketch DoorKnobMiniWreath ClayDoorKnobMaking MosaicDoorKnob DoorKnobMonsterFace YarnCozyDoorKnob',
    tech: 'SmartLockVsDoorKnob DoorKnobQRHanger FisheyeDoorKnobSelfie DoorKnobSoundDesign MacroLensDoorKnob DoorKnobTransitionEdit DoorKnobAnimation VlogIntroDoorKnob',
    pet: 'CatVsDoorKnob DogWaitsAtDoorKnob DoorKnobLeashHook PetProofDoorKnob DoorKnobSoundReaction PottyBellOnDoorKnob ParrotOpensDoorKnob DoorKnobTreatPouch',
    gaming:
      'DoorKnobRingToss GuessWhoseDoorKnob DoorKnobEscapeRoom DoorKnobMemoryMatch WhosThereDoorKnob SpyMissionDoorKnob FreezeAtTheDoorKnob DoorKnobHotCold',
  },
  'filing cabinet': {
    dance:
      'AToZFilingCabinetMoves FilingCabinetFreezeFrame FilingCabinetMoonwalk FilingCabinetFanDance OfficeDiscoFilingCabinet HipBumpFilingCabinet TwoStepToTheFileCabinet PaperworkStrutFileCabinet',
    fitness:
      'FilingCabinetDrawerSquats BinderCurlsFilingCabinet FilingCabinetStretchBreak FilingCabinetCalfRaises PaperReamPressFileCabinet DeskPushUpsFilingCabinet LongWayToTheFileCabinet SeatedTwistFilingCabinet',
    funny:
      'WhatsInTheFilingCabinet DadsFilingCabinetSystem OverstuffedFilingCabinet FilingCabinetDrawerSqueak FilingCabinetForMySocks ConfidentialFilingCabinet TaxSeasonFilingCabinet LostKeyFilingCabinet',
    prank:
      'BalloonsInTheFileCabinet TopSecretFileCabinet SnackDrawerFilingCabinet FilingCabinetMagnetFace FilingCabinetFanMail StickyNoteFilingCabinet RubberDuckFilingCabinet BirthdayFilingCabinet',
    educational:
      'AlphabetizeAFilingCabinet AnchorYourFilingCabinet MemoryPalaceFilingCabinet FilingCabinetMagnetTest ColorCodeFilingCabinet FilingCabinetBallBearings WhatToKeepFileCabinet FilingCabinetInvention',
    cooking:
      'IndexCardFilingCabinet AToZDinnersFileCabinet OfficePotluckFileCabinet FilingCabinetPantry FileCabinetLunchPrep TopSecretSauceFileCabinet FilingCabinetOrCake FilingCabinetTeaStation',
    travel:
      'TripMemoriesFileCabinet PassportFileCabinet FileCabinetBucketList ArchiveVisitFileCabinet FileCabinetCityGuide FleaMarketFilingCabinet PostcardFileCabinet FilingCabinetMapDrawer',
    fashion:
      'OfficecoreFilingCabinet FileCabinetJewelryDrawers Y2KCorporateFileCabinet FileCabinetShoeStorage PencilSkirtFilingCabinet CatEyeGlassesFileCabinet CapsuleClosetFileCabinet ManilaBeigeFileCabinetFit',
    wellness:
      'FilingCabinetWorryDrawer DeclutterFilingCabinet GratitudeFileCabinet MentalFilingCabinet WorkDoneFileCabinetClose FilingCabinetPlantCorner SundayResetFileCabinet MemoryLaneFileCabinet',
    speed:
      'FilingCabinetSortRace FindItInTheFileCabinet FilingCabinetLabelBlitz FileCabinetClearOut FilingCabinetKeyHunt TaxFormDashFileCabinet RainbowFoldersFileCabinet OneMinuteFileCabinetReset',
    music:
      'FilingCabinetDrumSolo NineToFiveFileCabinet AlphabetSongFileCabinet OfficeBluesFileCabinet PaperRustleFileCabinet FilingCabinetLoopPedal StaplerBeatFileCabinet ElevatorMusicFileCabinet',
    tech: 'ScanYourFilingCabinet FilingCabinetQRLabels AISortsMyFileCabinet FastForwardFileCabinet DesktopVsFileCabinet FileCabinetSpreadsheet ShredOrKeepFileCabinet CloudBackupFileCabinet',
    pet: 'FilingCabinetFoodLog VetRecordsFileCabinet FilingCabinetPuppyPhotos FilingCabinetDogBed FilingCabinetTreatDrawer LeashHookFileCabinet PetSitterNotesFileCabinet ChoreChartOnFileCabinet',
    gaming:
      'FileCabinetMemoryGame ColdCaseFilingCabinet SpyHQFilingCabinet FileCabinetTriviaDrawers OfficeOlympicsFileCabinet PaperBallHoopFileCabinet HideTheStaplerFileCabinet MagnetDartsFileCabinet',
  },
  'monday motivation': {
    dance:
      'DeskDanceMondayMotivation HypeSquadMondayMotivation MondayMotivationDuet MondayMotivationConga MondayMotivationTwoStep MondayMotivationFlashMob ShimmyMondayMotivation SalsaMondayMotivation',
    funny:
      'FakeMondayMotivation MondayMotivationFail CatsMondayMotivation DadsMondayMotivation SnoozeMondayMotivation CoffeeMondayMotivation MondayMotivationSpeech ToddlerMondayMotivation',
    prank:
      'SurpriseMondayMotivation MondayMotivationBanner MondayMotivationAlarm CheerMondayMotivation DonutMondayMotivation MondayMotivationPoster RedCarpetMondayMotivation HypeManMondayMotivation',
    educational:
      'NewWordMondayMotivation SMARTGoalMondayMotivation HabitLoopMondayMotivation MondayMotivationBookClub MondayMotivationMath MondayMotivationHistory WhoSaidItMondayMotivation MondayMotivationSkill',
    cooking:
      'MondayMotivationSmoothie MondayMotivationMealPrep PowerBowlMondayMotivation OatsMondayMotivation MondayMotivationPancakes BentoMondayMotivation CoffeeArtMondayMotivation MuffinTinMondayMotivation',
    travel:
      'BusRideMondayMotivation DreamSpotMondayMotivation MondayMotivationMicroTrip NewCafeMondayMotivation LunchWalkMondayMotivation HikeMondayMotivation PiggyBankMondayMotivation DetourMondayMotivation',
    fashion:
      'MondayMotivationOOTD PowerSuitMondayMotivation BoldColorMondayMotivation DressUpMondayMotivation SneakersMondayMotivation LipstickMondayMotivation LayOutMondayMotivation EarringsMondayMotivation',
    wellness:
      'MondayMotivationJournal GratitudeMondayMotivation MondayMotivationStretch BreatheMondayMotivation GentleMondayMotivation MondayMotivationWalk AffirmMondayMotivation UnplugMondayMotivation',
    speed:
      'MondayMotivationSpeedrun InboxZeroMondayMotivation TenTasksMondayMotivation TimeBlockMondayMotivation BedMadeMondayMotivation TidyUpMondayMotivation AlarmRaceMondayMotivation MondayMotivationBlitz',
    music:
      'HypeSongMondayMotivation MondayMotivationAnthem MondayMotivationRap KaraokeMondayMotivation DrumRollMondayMotivation UkuleleMondayMotivation MondayMotivationJingle AirGuitarMondayMotivation',
    art: 'MondayMotivationMoodBoard LetteringMondayMotivation MondayMotivationDoodle ChalkMondayMotivation SketchMondayMotivation CollageMondayMotivation MondayMotivationComic MuralMondayMotivation',
    tech: 'WallpaperMondayMotivation WidgetMondayMotivation AIMondayMotivation FocusModeMondayMotivation MondayMotivationVlog VoiceMemoMondayMotivation AppLimitMondayMotivation CalendarMondayMotivation',
    pet: 'DogWalkMondayMotivation LazyCatMondayMotivation PuppyMondayMotivation ZoomiesMondayMotivation FetchMondayMotivation MondayMotivationPetCoach TrickMondayMotivation CuddleMondayMotivation',
    gaming:
      'MondayMotivationBingo QuestLogMondayMotivation LevelUpMondayMotivation BossFightMondayMotivation XPMondayMotivation DiceMondayMotivation PowerUpMondayMotivation CoopMondayMotivation',
  },
};
