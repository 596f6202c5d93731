import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'cookie dough': {
    dance:
      'CookieDoughShuffle CookieDoughStirGroove CookieDoughBallBounce CookieDoughConga CookieDoughShimmy DoughYouWannaDance TwistForCookieDough CookieDoughWhiskWiggle',
    fitness:
      'EarnYourCookieDough CookieDoughBowlSquats CookieDoughArmDay ProteinCookieDough LungeToTheCookieDough RunForTheDough CookieDoughMixReps CookieDoughJumpJacks',
    funny:
      'CookieDoughNeverMadeIt OnlyTwoCookiesBaked CookieDoughSpoonSneak CookieDoughCaughtPOV CookieQualityControl WhereDidTheDoughGo CookieDoughConfession CookieDoughNatureDoc',
    prank:
      'CookieDoughSurpriseShapes GiantCookieReveal CookieDoughCenters CookieDoughCarePackage FakeIceCreamCone CookieDoughLookalike CookieDoughSushiRoll CookieDoughMeatballs',
    travel:
      'PackACookieDoughPicnic CookieDoughTrailBites CookieDoughOnACampfire CookieDoughShopHop BakeryStreetWalk CookieDoughWithAView RoadTripCookieDough StateFairCookieDough',
    fashion:
      'CookieDoughNeutrals CookieDoughPajamaFit CookieDoughApronStyle DressLikeCookieDough ChocChipPolkaDots CookieDoughCore CozyCookieDoughSweater CookieDoughBeanie',
    wellness:
      'SpoonfulOfComfort FridayCookieDoughDate CookieDoughSelfCare CookieTherapy CookieDoughMovieNight CookieDoughAndChill ShareYourCookieDough SlowBiteCookieDough',
    speed:
      'CookieDoughScoopRace CookieDoughIn60 CookieTrayDash CookieDoughRelay CookieDoughAlphabetRace ChipCountChallenge FastestCookieDoughBall StirCookieDoughSprint',
    music:
      'CookieDoughMixerBeat CookieKitchenDisco AnOdeToCookieDough SingToYourCookieDough SpoonClinkRhythm CookieDoughMixtape CookieDoughRapRecipe CookieDoughLullaby',
    tech: 'CookieBakeTimelapse CookieDoughInSlowMo AIInventsACookie CookieDoughComesAlive SpreadCheckCam StandMixerVsHand CookieDoughScaleApp CookieDoughAirFryer',
    pet: 'PupSafeCookies CookieBeggingStare CookieDoughPlushToy BoneShapedCookies KittenCookieSupervisor PeanutButterPawPrints CookieDoughPuppyEyes PupCookieDoughBakeOff',
    gaming:
      'NameThatCookieDough CookieDoughCornhole CookieDoughRecipeDuel TicTacCookieDough CookieDoughTreasureHunt CookieDoughCupPong BingoForCookieDough WinnerGetsCookieDough',
  },
  'cookie jar': {
    dance:
      'CookieJarJive MilkAndCookiesBoogie CookieJarShuffle CookieJarTiptoeSneak DanceToTheCookieJar WhoStoleTheCookieDance',
    educational:
      'CookieJarFractions WhyCookiesGoStale WhyDunkCookiesInMilk GuessTheCookieJarCount WhoInventedTheCookieJar CookieJarPiggyBank',
    travel:
      'CookiesAroundTheWorld CookieJarSouvenirs ACookieJarForTheRoad CookieCrawl CookieJarGoesCamping BestCookieInTown',
    fashion:
      'MatchYourCookieJar MilkAndCookiesPajamas ChocolateChipSweater ToughCookieLook CookieJarCostume NotCookieCutterStyle',
    art: 'CookieJarClayCraft PaintACookieJar IcingArtOnCookies MasonJarMakeover CookieJarStillLife CookieJarHandLettering',
    tech: 'CookieJarAlarm CookieJarHeistStopMotion WatchTheCookieJarEmpty SnackTrackerApp OneSmartCookieJar CatchTheCookieThief',
    gaming:
      'LandItInTheCookieJar LoserFillsTheCookieJar CookiesAsPokerChips CookieJarGoFish CookieJarJackpot GuessHowManyCookies',
  },
  cooking: {
    fitness:
      'CookAndCrunch CookingCastIronCurls CookingPastaPlank CookingTimerHIIT StirAndSquat PushUpsAfterCooking CookingLungeAndLadle',
    prank:
      'CookingLookalikeDish DessertFirstDinner CookingSurpriseBreakfast CookThemBreakfast FakeTakeoutCooking CookedByTheDog CookingSurpriseMenu',
    travel:
      'CookingFromTheTrunk CookingMarketTour StreetFoodHunt CookLikeALocal CampfireCooking BringHomeARecipe CookingThePerfectPicnic',
    fashion:
      'CookingApronFit CookingInPajamas CookingHairTieUp CookingClogsCheck SauceProofOutfit DinnerPartyDrip CookingBandanaStyle',
    art: 'CookingPlatingArt CookingUpFoodFaces CookingSaucePainting SketchWhatYouCook CookingComicStrip DrawYourRecipe CookingPhotoShoot',
    tech: 'AIPlansMyDinner AirFryerExperiments CookingInFastForward AICookOffVsGrandma CookingAppShowdown CookingHacksTested CookingWithNoHands',
    gaming:
      'CookingCharades CookingCoopChaos CookingBossLevel CookingMysteryBox GuessWhatImCooking DiceDecidesMyCooking CookingRecipeSpeedrun',
  },
  costco: {
    dance:
      'CostcoSampleShuffle MyCostcoCartDance CostcoRotisserieShimmy CostcoHotDogHop CostcoHaulHoedown BulkBuyBoogie CostcoFoodCourtFreeze',
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoSizeSurprise CostcoSnackHaulSurprise BulkTPFort CostcoBoxFortAmbush CostcoMegaJarSwap CostcoHotDogDelivery',
    educational:
      'CostcoBulkMath CostcoHotDogEconomics IsCostcoWorthIt Costco97CentSecret CostcoUnitPriceHack GuessTheReceiptTotal CostcoLossLeader',
    travel:
      'CostcoCarSnackTierList CampingOnACostcoBudget CostcoRoadTripStop SameCostcoNewTown CostcoBeachWagonPack PackYourCostcoCooler CostcoCharcuteriePicnic',
    fashion:
      'CostcoFitCheck HeadToToeCostco CostcoUnder20Outfit StyleCostcoPuffer3Ways WhatIWoreToCostco SampleAisleStrut CostcoVsDesigner',
    music:
      'CostcoCartRattleBeat SingYourCostcoList CostcoReceiptRap OdeToTheCostcoHotDog CostcoHaulBeatDrop BulkBinBeatbox CostcoRockOpera',
    tech: 'CostcoGadgetTest CostcoBudgetSpreadsheet CostcoScanAndGo AIPlansMyCostcoRun CostcoHaulInFastForward BulkBatteryShowdown IsItCheaperAtCostco CostcoHaulUnpacksItself',
    pet: 'CostcoDogBedTest CostcoBoxCatCastle PetVsCostcoTeddy CostcoHaulInspector MyDogRatesCostcoKibble BulkBagSniffPatrol CostcoKittyTower',
    gaming:
      'GuessTheCostcoPrice CostcoSampleQuest CostcoAisleBingo LootDropCostcoHaul CostcoListSpeedrun ISpyAtCostco CostcoBoxTowerTopple',
  },
  costume: {
    dance:
      'CostumeDanceOff DressUpDisco CostumeCapeSpin WaltzInYourCostume MonsterMashMoves CostumeCharacterStrut MoonwalkInCostume CostumeTwinsTwist',
    fitness:
      'CostumeFunRun SuperheroCostumeHIIT CostumeChangeRelay DressUpJumpingJacks CostumeObstacleCourse CapeOnCardio CostumeBurpees PushUpsInCostume',
    cooking:
      'CostumeCupcakes DressUpCookies CakePopCostumeParty PancakesInCostume CookInCostume CostumeThemeDinner CostumePizzaFaces MonsterCostumeMuffins',
    travel:
      'WearYourCostumeToThePark CostumeRoadTripDare CarnivalDayTrip CostumeAtTheLandmark CostumeParadeHop AllAboardTheCostumeTrain TouristInCostume FestivalCostumeHunt',
    wellness:
      'DressUpForJoy SpreadSmilesInCostume CostumeInnerChild CostumePowerPose CapeOfConfidence CostumeFeelGoodDay KindnessInCostume HeroCostumeAffirmation',
    speed:
      'CostumeQuickChange CostumeBuildIn5Minutes CostumeFromTheBin MaskAndCapeDash CostumeIn60Seconds GuessTheCostumeIn10 ThreeCostumesOneMinute BlindfoldCostumeGrab',
    art: 'CostumeFromYourCloset CardboardRobotSuit CostumeFromRecycling DrawYourDreamCostume CostumeMaskPainting DressUpBoxCraft PaperBagCostume DuctTapeCostume',
    tech: 'CostumeAITryOn VoiceChangerCostume CostumeSnapTransition StopMotionCostumeChange LightUpCostumeHack CostumeSlowMoReveal GreenScreenCostume SoundEffectCostume',
    pet: 'CostumeForMyPetsPlush CostumeComfortCheck CostumeTryOnReaction MatchingPetCostume CostumePawrade DressUpLikeMyDog EasyBandanaPetCostume CostumeOnMeNotMyDog',
    gaming:
      'CostumeCharades DressUpGuessWho CostumeScavengerHunt CostumeFaceOff CosplayYourMain CostumeBossBattle PixelArtCostume CostumeMusicalChairs',
  },
  couch: {
    dance:
      'CouchSeatedDance CouchPotatoGroove CushionShuffle FromCouchToStrut SofaSoGroovy CouchRemoteFreezeDance CouchKickLine',
    travel:
      'CouchPotatoGoesOutside SofaToSummitHike PlanATripFromTheCouch OffTheCouchDayTrip CouchToCoastline FiveStarCouchStaycation',
    fashion:
      'CouchCozyFit MatchYourCouch CouchToDinnerOutfit ComfyCouchCardigan CouchPotatoCouture CouchLoungewearLookbook',
    wellness:
      'CouchRestDay LazySundayCouchReset CouchBookNook NoGuiltCouchNap BlanketBurritoBreak PhoneFreeCouchHour CouchStretchFlow',
    music:
      'CouchConcert CouchCushionDrums SofaSingAlong CouchKaraokeDuet UnpluggedOnTheCouch CouchLipSyncBattle',
    tech: 'CouchCableHack CouchPhoneStandHack CouchLapDeskBuild CouchNapTimelapse CouchCushionsComeAlive CouchVideoCallGlowUp CouchCinemaSetup',
    gaming:
      'CouchCoOpNight CouchPartyGames SofaSplitScreenBattle CouchKartCup CouchCharades LoserGetsTheFloor KingOfTheCouch',
  },
  countdown: {
    educational:
      'CountdownNumbersRound CountdownLettersGame WhyRocketsCountdown CountdownConundrum TenToOneInSpanish CountdownTimesTables',
    travel:
      'CountdownToVacation CountdownPaperChain PackBeforeTheCountdown HometownNewYearCountdown AreWeThereYetCountdown SleepsTillSummer CountdownAtTheBeach',
    tech: 'BeatYourPhoneCountdown CountdownSnapTransition SmartSpeakerCountdown CountdownSunsetTimelapse CountdownLockScreen NoSnoozeCountdown CountdownWidgetDesign',
    gaming:
      'CountdownLettersGame CountdownEscapeRoom BeatTheCountdownLevel TimesUpCharades CountdownHotPotato CountdownCategoriesGame CountdownCupStack',
  },
  couple: {
    fitness:
      'CoupleYogaPoses PartnerPlankOff CoupleWheelbarrowWalk CouplesThatSquat CouplePushUpHighFive CoupleBikeRideToBrunch CoupleWallSitDuel',
    cooking:
      'CoupleCookOff CoupleOneHandEach CoupleBlindTasteTest CoupleShareOneNoodle FirstDateMealRemake CoupleBrunchBattle SweetCoupleSundaes',
    travel:
      'CoupleBucketList CoupleTouristAtHome CoupleSunsetChase CoupleRoadTrip BackToWhereWeMet MysteryCoupleGetaway CoinFlipCoupleDate',
    speed:
      'CoupleThreeLeggedRace CoupleBedMakingRace TwoHandsGiftWrap CoupleRapidFire BlanketFortBuildOff CoupleBalloonHugPop CoupleMatchBlitz',
    tech: 'CoupleTypingRace LongDistanceTechHacks CoupleSetupTour AIPlansOurDate CoupleEmojiOnlyChat CoupleFaceSwapReaction CoupleSelfieTimerFail',
    gaming:
      'CoupleRacingRematch CoupleCardsForChores CoupleRockPaperScissors CoupleCoOpQuest CoupleBoardGameDate Player2ForLife CoupleCharadesClash',
  },
  cousin: {
    educational:
      'CousinChartExplained DrawTheCousinTree WhatIsOnceRemoved QuizYourCousins CousinsAroundTheWorld FamilyStoryInterview HowMuchDNACousinsShare CousinLanguageSwap',
    travel:
      'CousinsTakeTheLake VisitYourCousinWeekend CousinRoadTrip CousinCampout CousinCouchSurfing CousinPicnicPotluck CousinCityExchange',
    tech: 'CousinVideoCallTrivia ReunionPhotoBoothSetup CousinGroupChat CousinsAcrossTimeZones CousinSelfieTimerScramble DigitizeTheFamilyAlbum CousinStopMotionFilm',
    gaming:
      'CousinKartBracket HideAndSeekLegends CousinGameNightGrudge CousinChampionship OneControllerCousins KidsTableCardShark CaptureTheFlagCousins',
  },
  cow: {
    dance:
      'MooveAndGroove DanceLikeACow CowPrintShuffle CowTailSwishSway CowgirlLineDance CowboyHatHoedown CowboyBootScoot',
    fitness:
      'CatCowFlow CowMilkJugCurls CowJumpOverTheMoon CowgirlBootCamp CowboyFarmerCarry MooveItCardio CowFieldSprints',
    funny:
      'CowStareContest MooTranslator WhenCowsMeetMusic NosyCowNeighbors GreetedByACowLick DoYourBestCowMoo CowsJudgeYou',
    prank:
      'CowMooRingtone CowCutoutWindowPeek PlushCowOnThePillow CowPrintEverything CowInTheFridge MooingDoorbell CowbellWakeUpCall',
    cooking:
      'CowPrintCake MooCowPancakes CowPrintCookies CowFaceCupcakes FreshButterShake UdderlyGoodMilkshake CowboyCaviarDip',
    travel:
      'CowCuddlingDayTrip CowFarmIceCreamRun CowSpottingRoadTrip LearnToMilkACow CheeseDairyTour CowSelfieFromTheFence PicnicWithACowView',
    fashion:
      'CowPrintFitCheck PaintCowSpotBoots DressLikeACow DalmatianOrCow CowEarBeanie CowgirlCouture',
    wellness:
      'CuddleYourCowPlush SunriseWithTheCows CowPoseBreathing GrazeLikeACow PastureSlowWalk MooveAtYourPace CowGrazingMeditation',
    speed:
      'CowJigsawSpeedrun CowSpotSpeedDraw CowPrintNailRace CountTheCowsFast PassTheCowRelay CowFactsRapidFire CowboyBootScramble',
    music: 'CowMooChoir SingToTheCows CowMooRemix CowSerenade MoreCowbell CowboyCampfireSong',
    art: 'PaintACowPrintMug MilkCartonCowCraft CowPortraitPainting CowSpotClayModel HighlandCowWatercolor PaintTheBarnyard DrawACowBlindfolded',
    tech: 'TellItInCowEmojis CanAIDrawACow ClayCowStopMotion CowFaceFilter CowMooDuetChain MooSoundboard',
    gaming:
      'SpotACowShoutMoo PinTailOnTheCow CowSays CowTriviaShowdown CowPlushRingToss CowSpotMemoryGame HideTheCowPlush',
  },
  coworker: {
    educational:
      'CoworkerSkillSwap CoworkerLunchAndLearn CoworkerSpreadsheetHacks GuessMyColleaguesJob CorporateJargonQuiz ExplainYourWorkIn30 CoworkerPhraseOfTheDay',
    travel:
      'CoworkerRoadTrip CoworkerLunchSpots CoworkerTouristDay ColleagueLocalTour CoworkerCarpoolPlaylist CoworkerParkBenchLunch CoworkerHometownGuide',
    fashion:
      'CoworkerTwinning CoworkerFitCheck CoworkerCasualFriday CoworkerPajamaBottoms DressForThePromotion ColleagueColorClash CoworkerTieSwap',
    music:
      'CoworkerDeskDrums WaterCoolerJam HoldMusicRemix ColleagueKaraokeDuel CoworkerStaplerBeat NineToFiveCoworkers CoworkerThemeSong',
    tech: 'CoworkerDeskSetup CoworkerShortcutDuel CoworkerEmailGlowUp ColleagueEmojiContest PrinterJamRescue CoworkerSpreadsheetDuel CoworkerGifBattle',
    gaming:
      'CoworkerTriviaLunch CoworkerPingPongLadder OfficeMinigolf MeetingBuzzwordBingo CoworkerPaperBallHoops ColleagueCoOpQuest CoworkerDailyWordDuel',
  },
  cozy: {
    fitness:
      'CozyBlanketYoga CozySockSliderCore ComfyStretchFlow HyggeWinterWalk PajamaPilates SweaterWeatherHike CoziestCouchCardio',
    travel:
      'CozyCabinTrip CoziestCafeHunt HyggeCityBreak CozyBookshopCrawl CozyLibraryHop ChristmasMarketMittens CozyTrainJourney',
    music:
      'CozyFireplaceJam CozyAcousticCover HyggeHummingHour ComfyLofiBeat CozyKitchenSingAlong RainyDaySong CozyLullabyCircle',
    art: 'CozyKnitAlong HyggeWatercolor CozyCandleStillLife PaintYourCoziestCorner CozyWindowSketch CozyMugMakeover CozyCrochetCoaster',
    tech: 'CozyDeskSetup CozyLightingScenes CozyRoomGlowUpTimelapse CozyHomeScreenMakeover HeatedBlanketTest DigitalFireplaceStream CozyRoomAIRedesign',
    gaming:
      'CozyGamingSetup CozyCoopAdventure CozyJigsawMarathon HyggeBoardGameNight CozyFortFlashlightGames CozyGamesAndCocoa CozyFarmSimSunday',
  },
  crab: {
    funny:
      'HermitCrabHouseHunt CrabWalkToTheFridge CrabbyUntilCoffee CrabRaveAtWork ActLikeACrabForADay SidewaysThroughLife CrabNatureDocumentary',
    educational:
      'WhyCrabsWalkSideways HermitCrabShellSwap HowCrabsBreathe CrabOrLobsterQuiz TrueCrabOrFake HowCrabsMolt CrabEyeStalkFacts',
    travel:
      'CrabShackRoadTrip RockPoolRamble CrabHuntAtLowTide CrabSpottingSafari CrabRollBeachPicnic GhostCrabNightWalk CrabbingOffThePier',
    music:
      'CrabClawCastanets CrabRaveRemix CrabShantySingAlong CalypsoCrabJam SnapLikeACrab ScuttleBeatbox CrabShellDrums',
    tech: 'HermitCrabTankSetup CrabMacroPhotoTest CrabScuttleInSlowMo CrabCamLivestream ClayCrabStopMotion AIIdentifiesMyCrab TurnYourselfIntoACrab',
    gaming:
      'ClawMachineCrabGrab HermitCrabShellGame CrabSoccerMatch BeachCrabBingo CrabPlushBowling CrabWalkTag CrabRaceDice',
  },
  crayon: {
    dance:
      'CrayonBoxShuffle CrayonScribbleWiggle CrayonConga RainbowCrayonGroove CrayonColorFreeze EachCrayonIsAMove CrayonTwist MeltingCrayonMoves',
    funny:
      'IfCrayonsCouldTalk CrayonBoxDrama BrokenCrayonGrief CrayonsGoOnStrike RenameTheCrayons KidArtCritique CrayonCareerFair CrayonExitInterview',
    educational:
      'HowCrayonsAreMade CrayonRetiredShades NameThatCrayonColor CrayonMeltingPoint WaxResistScience WhatsInACrayon CrayonHueMixing CrayonRubbingFossils',
    cooking:
      'CrayonBoxCake EdibleCrayons CrayonPretzelRods CrayonColorSmoothies PaletteSnackPlatter RainbowCookieStack CrayonColorPancakes CrayonPopsicles',
    travel:
      'BackseatCrayonArt CrayonRubbingHunt CrayonMatchTheTown CrayonPostcards ColorTheCityWalk FindEveryCrayonColor TravelJournalCrayons RoadTripCrayonMap',
    music:
      'CrayonBoxBeat CrayonTapRhythm CrayonColorSong SingTheCrayonColors DrawTheMelody ScribbleSymphony CrayonTinMaracas RainbowCrayonNotes',
    tech: 'CrayonDrawingTimelapse CrayonARColoring CrayonScanAndAnimate CrayonToDigitalArt AppPicksMyCrayon CrayonVsPhoneColorPicker StylusVsCrayon CrayonsComeAlive',
    gaming:
      'CrayonDrawAndGuess CrayonDoodleDuel CrayonMazeRace CrayonColorBingo PaperAndCrayonRPG GuessTheCrayonBlindfolded DotsAndBoxesCrayon HangmanWithCrayons',
  },
  creek: {
    fitness:
      'CreekRockHopping CreeksideSquats CreekWadingWalk CreekTrailRunClub CreekToCrestHike StreamBankStretch CreekStepUps LungeAcrossTheCreek',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag CreekTreasureMap MessageInABrook PaintedStoneFind CreekMonsterFootprints CreekDuckFlotilla CreekFairyHouse',
    cooking:
      'CreeksidePicnic CreekChilledMelon CreekTrailMix SmoresByTheCreek CreekLemonadeStand BabblingBrookBrunch CreekBankBento CreekFoilPacket',
    travel:
      'HiddenCreekHunt CreekStompingDay BikeToTheCreek FollowTheCreek CreekBridgeHunt WaterfallDayTrip CreekGoldenHourWalk CreekCampOut',
    speed:
      'CreekDuckRace PoohsticksShowdown CreekStoneSkipCount CreekRockHopRelay CreekLitterPickRace LeafBoatSprint CreekBucketBrigade CreekTrailDash',
    art: 'PaintWithCreekWater CreekStoneCritters CreekLeafRubbings DriftwoodMobile StreamsideSketch CreekClaySculpt CreekRockMandala CreekReflectionPhoto',
    tech: 'CreekSplashInSlowMo CreekPanoramaFail CreekPlantIDChallenge CreekASMR GPSMapTheCreek NameThatCreekBird CreekTimelapse MacroLensCreek',
    pet: 'CreekDogSplash CreekWadingPup FetchFromTheCreek CreekDogZoomies RetrieverMinnowChase PawsInTheBrook CreekStickRace FirstCreekSwim',
    gaming:
      'CreekScavengerHunt CreekFishingMiniGame CreekNatureBingo CreekSurvivalMode TheCreekIsLava ISpyAtTheCreek CreekCaptureTheFlag CreekGeocache',
  },
  croissant: {
    dance:
      'CroissantCrescentTwirl ShimmyForACroissant CroissantShuffle CroissantCancan WaltzWithACroissant FlakyFootwork RollLikeACroissant',
    fitness:
      'CroissantRunClub EarnYourCroissant PlankForACroissant CroissantCycleSunday CroissantCrescentLunge BakeryDashIntervals CroissantCurlUps',
    funny:
      'CroissantFlakeStorm CroissantPronunciation BlackShirtVsCroissant EatACroissantNeatly CroissantFirstBiteFail CrumbsEverywhere CroissantDunkDrama',
    travel:
      'CroissantBakeryCrawl GasStationCroissantReview BestCroissantInTown CroissantPicnicInThePark BoulangerieBikeRoute TrainWindowCroissant CroissantWithAView',
    speed:
      'CroissantShapingRace StackTenCroissants CroissantBakeryDash CroissantFoldOff CrumbFreeBiteClock CroissantBreakfastIn5 CroissantCutAndFill',
    music:
      'CroissantFlakeASMR SerenadeACroissant CroissantCafeJazz LaVieEnCroissant CroissantKaraokeBrunch ButterCrunchBeat CroissantChanson',
    art: 'CroissantStillLife TinyClayCroissant FeltCroissantCraft SketchACroissant PastryBoxDesign CroissantPopArt CroissantOrigami',
    tech: 'CroissantTimelapse CroissantSlowMoTear CroissantCrossSection AICroissantCoach CroissantLayersUpClose CrunchDecibelMeter CroissantRollsItself',
    pet: 'IsMyCatACroissant PetBegsForCroissant DogBedLikeACroissant CroissantFetchToy LoafOrCroissant DrawYourPetAsACroissant CroissantCurlContest',
    gaming:
      'CardsForTheLastCroissant BlindCroissantRanking CroissantTierList DontDropTheCroissant CroissantCharades TicTacCroissant',
  },
  crosswalk: {
    dance:
      'LittleGreenManMoves CrosswalkRobotStrut ZebraStripeShuffle CrosswalkTapeDance ChalkCrosswalkMoonwalk HallwayCrosswalkHop CrosswalkRugFreezeDance',
    educational:
      'ZebraCrossingOrigins CrosswalkSignalTiming CrosswalkRoadSignQuiz LookBothWaysDrill WhoInventedTheCrosswalk CrosswalkStripeScience GuessTheCityCrosswalk',
    travel:
      'CrosswalkPhotoWalk CrosswalkSignsOfMyTown CrosswalkCountOnMyWalk CrosswalkRainbowCities PaintedStreetHunt BusiestCrosswalkInTown WeirdestCrosswalkSign',
    speed:
      'RedStopGreenGo CrosswalkTapeSprint ZebraStripeRelay CrosswalkTapeHallwayIn30 CrosswalkSignBlitz CrosswalkChalkTimer CrosswalkHopscotch',
    music:
      'CrosswalkBeepBeat CrosswalkChirpRemix ButtonPressBeatbox WalkSignalRhythm SingTheCrosswalkRules CrosswalkTickTock CrosswalkCountdownSong',
    tech: 'CrosswalkCrowdTimelapse MapTheCrosswalksNearYou CrosswalkRugStrutSlowMo CrosswalkButtonMyth CrosswalkToyCarStopMotion CrosswalkBeepRingtone',
    pet: 'PawsAtTheCrosswalk CrosswalkSitAndWait CrosswalkLeashManners GoodDogCrosswalkCheck KittenStrollerWalk CurbStopTraining',
    gaming:
      'CrosswalkSafetySimonSays DesignACrosswalkBoardGame ISpyAtTheCrosswalk CrosswalkTownBuilder CrosswalkCarColorBingo TapeCrosswalkFloorIsLava',
  },
  crossword: {
    fitness:
      'CrosswordWallSitSolve TenSquatsPerCrossword CrosswordOnTheBike ClueAndCrunch CrosswordStairClimb PlankTillItsSolved CrosswordJumpingJacks',
    funny:
      'CrosswordGrandpaVsAI ObscureCrosswordClues EraseTheWholeCrossword PenNotPencilPanic ConfidentlyWrongCrossword CrosswordBreakfastFight CrosswordRageQuit',
    cooking:
      'CrosswordGridCake CrosswordCookies SundayCrosswordBrunch CheckerboardToast CrosswordCheeseBoard CookWhatTheCluesSay CrosswordWaffles',
    travel:
      'CrosswordMysteryTrip CrosswordOnTheTrain LocalPaperCrossword CafeCrosswordCrawl BackseatCrosswordDuel BeachTowelCrossword InflightCrosswordDuel',
    fashion:
      'DressLikeACrossword CrosswordPrintFit CrosswordNailArt CrosswordReadingSpecs NewsprintSkirt CrosswordScarfStyle MonochromeCrossword',
    music:
      'LyricsCrosswordGuess SingTheCrosswordClue CrosswordAnswerRap BandNameGrid CrosswordThemeSong HumTheCrosswordAnswer OperaticCrossword',
    art: 'CrosswordCollage DrawYourOwnCrossword CrosswordGridPortrait PixelArtInACrossword CrosswordMarginDoodles BlackSquareStencils',
    tech: 'AIVsMeCrossword MakeACrosswordOnline CrosswordAppShowdown PaperVsPhoneCrossword ChatbotCluesOnly PromptToPuzzle SpreadsheetCrossword SmartSpeakerCrossword',
    gaming:
      'CrosswordDuel CrosswordStreak CrosswordVsWordSearch CrosswordClueCharades CrosswordTagTeam CrosswordBingo CrosswordHighScore',
  },
  cruise: {
    fitness:
      'CruiseDeckLaps CruiseStairsOnly CruiseBalconyYoga BurnOffCruiseBuffet CruisePushUpsAtSea PortDayPowerWalk CruiseCabinCore',
    prank:
      'CruiseCabinTowelAnimal SurpriseCruiseReveal CruiseDoorDecor HideACruiseDuck PortholeLoveNote CruiseTowelAnimalSurprise CruiseBalloonDrop',
    speed:
      'CruiseCabinUnpackRace BeatTheCruiseAllAboard CruisePortDayBlitz CruiseDeckLapTimer MusterStationMarch PackForACruiseIn10 FastestCruiseCheckIn',
    music:
      'CruiseKaraoke CruisePianoBarRequest CruiseHornRemix CalypsoCruiseJam CruiseSeaShantyCover SteelDrumSerenade CruiseShipSingOff',
    art: 'CruiseTowelAnimals CruisePortholePhoto SeaDayCruiseWatercolor DrawYourDreamCruiseShip DeckChairSketches MapYourVoyage CruisePostcardPainting',
    tech: 'CruiseCabinTechHacks CruiseWifiSpeedTest CruiseShipTracker CruiseCountdownWidget CruiseWakeTimelapse CruisePhotoDump CruiseAppShowdown',
    pet: 'CruiseDogSitterReunion AfterCruiseKittenHug CatInTheCruiseSuitcase PetUnboxesCruiseGift PawsOnDeck CruisePetCamCheckIn CruiseReturnZoomies',
    gaming:
      'CruiseBingo CruiseShuffleboard ArcadeOnACruise CruiseCabinCardShark CruiseDeckTicTacToe CruiseMiniGolfDuel CruiseTriviaNight',
  },
  cucumber: {
    fitness:
      'CoolAsACucumberCardio CucumberGardenLunges CucumberSliceSquats CucumberEyesPlank CukeAndCrunches PickleJarPress',
    travel:
      'CucumberSandwichPicnic CucumberCarSnackHack CucumberFarmPicking CucumberMarketHunt CucumberBeachBites CucumberWaterOnTheGo StreetCartCucumber',
    fashion:
      'CoolAsACucumberLook CucumberSliceEarrings CucumberGreenFitCheck CucumberPrintSkirt CrispLinenSet SpaRobeRunway CucumberGreenNails',
    wellness:
      'CucumberEyesSpaNight CucumberWaterHabit CucumberFaceMaskDIY CucumberMintCooler StayCoolAsACuke CucumberCrunchBreak',
    speed:
      'CucumberSpiralIn30 SushiCucumberRollRush CucumberSliceTower CucumberRibbonSprint PickleJarPackOff CucumberSpoonRace CucumberCrunchCount',
    music:
      'CucumberDrumsticks CucumberCrunchBeat CucumberMicKaraoke CucumberSliceASMR VeggieOrchestra PickleTickleTune CoolAsACucumberCroon',
    art: 'CucumberFaceArt CucumberSliceMandala CucumberStampFlowers MosaicOfCucumbers DesignAPickleLabel GreenGardenStillLife WatercolorCucumberVine',
    tech: 'CucumberSlowMoCrunch AIInventsACucumberDish CucumberTimelapse CucumberSlicesItself SpiralizerShowdown CucumberCloseUpChallenge LoudestCucumberCrunch',
    pet: 'CucumberPlushFetch CoolAsACucumberCat BunnyCucumberMunch CukeChewToyReview PetInTheCucumberPatch FrozenCucumberPupsicle FirstCucumberCrunch',
    gaming:
      'CucumberBowling PassTheCucumberRelay HowManyCucumberSlices TicTacCucumber CucumberRingToss CucumberOrZucchini',
  },
  cupcake: {
    travel:
      'PackACupcakePicnic CupcakeRoadTripSurvival CupcakeShopCrawl CupcakeInAJarToGo CupcakeWithAView BakeryHoppingDay BestCupcakeInTown',
    art: 'CupcakeBouquet CupcakeLinerFlowers FondantCupcakeFaces SprinkleMosaic ButtercreamCanvas PaintAClayCupcake CupcakePortraitGrid',
    tech: 'CupcakeRiseTimelapse AICupcakeDesign CupcakeFrostsItself CupcakeSmashInSlowMo AppVsGrandmaCupcakes TurnIntoACupcakeFilter LEDCandleCupcakes',
    pet: 'DogSafeCupcakeBake PetBirthdayCupcake KittyVsCupcakeToy BarkdayCupcakes PupcakeParty BunnyCarrotCupcake CupcakeCandidsWithPets CupcakeSquishyFetch',
    gaming:
      'CupcakeGuessTheFlavor VideoGameCupcakes CupcakeDecorDuel CupcakeTowerTopple CupcakeSprinkleBingo CupcakeMemoryMatch',
  },
  curry: {
    educational:
      'NameTheCurrySpices WhyCurryFeelsHot JapaneseVsIndianCurry WhyTurmericStains GuessThatCurry WhereCurryComesFrom',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl CurryRoadTripRanking NightMarketCurryHunt BestCurryInTown CampfireCurryNight',
    tech: 'PressureCookerCurryTest AIVsGrandmasCurry CurryGrinderShowdown CurryTimerHack CurrySimmerTimelapse CurryCamLivestream RiceCookerOnlyCurry',
    pet: 'PetNamedCurry CurryColorBandana CurryDinnerCatStare CurryNightCatSupervisor PostCurryDogWalk NoCurryForYou',
    gaming:
      'CurryGameNight CurrySpiceTierList CurrySpiceSniffTest GuessTheCurryCountry LoserOrdersTheCurry BlindfoldCurryTasteOff',
  },
  curtain: {
    fitness:
      'CurtainOpenStretch SunriseCurtainYoga CurtainRodSquats PlankBeforeCurtainsUp CurtainCallCardio CurtainCallCurtsyLunges CurtainToeTouch',
    prank:
      'CurtainFullOfStickyNotes GooglyEyeCurtain CurtainConfettiDrop CurtainBalloonWall WhosBehindTheCurtain CardboardCutoutCameo CurtainPuppetShow',
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner CurtainsUpMovieSnacks CurtainRingBagels CurtainCallCupcakes IntermissionSnacks',
    travel:
      'HotelCurtainReveal ViewBehindTheCurtain TrainCurtainSunrise OpenCurtainsNewCity LocalTheaterCurtainCall MorningDrapesDrop',
    fashion:
      'CurtainDressDIY CurtainTiebackBelt LaceCurtainVeil ThriftedCurtainSkirt FromCurtainToCatwalk CurtainCapeCouture',
    music:
      'ShowerCurtainBallad EncoreBehindTheCurtain CurtainRevealCover CurtainRingChimes SingBehindTheCurtain CurtainCallChorus',
    art: 'TieDyeCurtains CurtainStencilMakeover CurtainShadowPuppets PaintYourOwnCurtains SunPrintDrapes CurtainTasselCraft DrawTheDrapery LaceCurtainRubbings',
    tech: 'CurtainPullTransition CurtainSunriseAlarm CurtainSunbeamTimelapse CurtainsOpenByThemselves AIPicksMyCurtains BlackoutLuxTest CurtainAsAGreenScreen CurtainBillowInSlowMo',
    gaming:
      'SetupCurtainReveal BlackoutCurtainHorror CurtainShadowGuess PuppetTheaterImprov PickACurtainGameShow HideBehindTheCurtain CurtainCallCharades',
  },
  cycling: {
    dance:
      'BikeBellBoogie CyclingToTheBeat CyclingKitStrut ParkedBicycleTwoStep DanceLikeYoureCycling HandlebarHustle CyclingHelmetHeadBob',
    prank:
      'BikeBasketSurprise CyclingSpokeBeads GooglyEyeCyclingHelmet BalloonsOnTheirBicycle HandlebarStreamers SaddleCoverSwap FakeCyclingFinishLine',
    cooking:
      'PostCyclingSmoothie CyclingRiceCakes CyclingEnergyBars TourDeFranceMenu CyclingPocketSnacks CroissantAfterTheClimb BicycleWheelPizza',
    travel:
      'CyclingCoastRoute CyclingForIceCream BikeTrailRoadTrip BikeToTheNextTown CyclingPicnicRide CanalSideCruise CyclingCafeCrawl',
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial KidsBalanceBikeDash CyclingGearUpRace CyclingTrackLapPB TourDeFranceSprint',
    music:
      'SingWhileCycling CyclingBellSymphony CyclingFreewheelASMR BikeSpokeBeat PedalToTheMetal BuiltForTwoSingAlong CyclingHypeSong',
    art: 'TireTrackBikePainting CyclingPosterPrint CyclingChainStamps DrawYourBicycle CyclingSpokeCardArt CyclingChalkMural SketchACyclist',
    tech: 'CyclingAppPicksMyRoute CyclingPhoneMountDIY CyclingRideInFastForward CyclingStatsReveal GPSArtByBicycle CyclingPOVVlog',
    pet: 'DogGreetsMeAfterCycling CyclingPupCarrier CatRidesOnMyBicycle HamsterWheelCyclist CyclingGearPetInspector WindInTheirEars CyclingCoPilot',
    gaming:
      'CyclingTrackStandDuel CyclingScavengerHunt CyclingConeSlalom CyclingPitStopISpy CyclingFollowTheLeader CyclingTriviaPitStops CyclingBingoCard CyclingSideQuest',
  },
  dad: {
    art: 'DadBirdhousePaint DadHandprintCanvas SketchDadAsAHero DrawDadFromMemory DadDoodleDuel FathersDayCardCraft PaintAMugForDad DadCaricatureOff',
    gaming:
      'DadChessRematch DadKartRevenge BeatDadsHighScore PlayerTwoIsDad DadTriesMyFavoriteGame DadShowsMeHisOldGames PopsPlaysPong DadNeverLetsUsWin',
  },
  daisy: {
    funny:
      'DaisyDecidesDinner UpsyDaisyWakeUp DaisyCrownDiva FreshAsADaisyNot DaisyBouquetFail DaisyLovesMeNotFail',
    tech: 'DaisyBloomTimelapse DaisyMacroMagic DaisyCrownARFilter DaisyChainStopMotion DaisyLockScreen StumpTheFlowerApp',
    pet: 'DaisyFieldZoomies DaisyPrintBandana DaisyFieldPetPortrait NapInTheDaisies OopsyDaisyPup UpsyDaisyTrick',
    gaming:
      'DaisyFortuneTeller FindTheBiggestDaisy LongestDaisyChainWins TicTacDaisy DaisyPetalCountGuess DaisyHotAndCold RollADaisy',
  },
  dance: {
    fitness:
      'DanceCardio DanceSquatCombo TenMinuteDanceWorkout SweatToTheBeat HIITTheDanceFloor 7DayDanceWorkout DanceTillYouDrop',
    prank:
      'SurpriseDanceParty DanceWakeUpCall DanceBehindTheirBack SneakyBackgroundDancer DanceSurpriseForMom ElevatorBoogie DanceFreezeAmbush',
    travel:
      'DanceAroundTheWorld DanceAtLandmarks LocalDanceLesson SunsetBeachDanceOff DanceAtEveryRestStop DanceWithTheLocals LayoverDanceBreak',
    art: 'DanceMotionBlur DanceLightPainting PaintWhileDancing PhotographADancer DanceFootprintPainting TraceMyDanceShadow DoodleYourDance',
    tech: 'DanceSlowMo DanceGreenScreen TransitionDanceEdit CanAIDance DanceInEveryFilter DanceRehearsalTimelapse DanceWithMyClone AIChoreographsMyDance',
    pet: 'DanceWithMyDog DancePetReaction CatJudgesMyDance PetPicksMyDanceMove DoggyDoSiDo TwoStepWithThePup TeachFidoToDance',
    gaming:
      'DanceRhythmGame FreezeDanceRound DanceCharades MirrorMyDanceMoves VideoGameDanceIRL DanceArrowsOnTheFloor VictoryDanceDare',
  },
  dandelion: {
    fitness:
      'DandelionDeadlifts DandelionSquatPicks DandelionFieldRun DandelionMeadowHike WishSeedChaseSprint LungeForEveryDandelion WheelbarrowDandelion DandelionBoxJumps',
    cooking:
      'DandelionFritters DandelionHoneySyrup DandelionLemonade DandelionPetalCookies YardToTable DandelionGreenPesto GreensDandelionSalad DandelionSunTea',
    travel:
      'DandelionFieldTrip DandelionMeadowHike DandelionBikeRide GiantDandelionHunt DandelionWishWalk FollowTheDandelionTrail DandelionPicnicSpot DandelionRoadsideBloom',
    fashion:
      'DandelionFlowerCrown PaintADandelionTee DandelionYellowFit DressLikeADandelion WishPuffEarrings StitchADandelionPatch DandelionPressedCase DandelionHairPin',
    wellness:
      'DandelionWishBreathing DandelionGratitude DandelionLawnLieDown SlowDandelionSunday LetItFloatAway PressADandelionJournal DandelionWorryRelease DandelionSunSoak',
    music:
      'DandelionStemWhistle DandelionLullaby SingToADandelion DandelionASMR GrassBladeTrumpet PuffAndStrum FieldSongDandelion DandelionHornSolo',
    tech: 'DandelionSlowMoBlow DandelionTimelapse DandelionPlantIDApp DandelionRegrowsItself SeedFlightMacroShot DandelionVsDesktopFan DandelionLockScreen DandelionWishTransition',
    gaming:
      'DandelionHuntBingo DandelionPuffTarget DandelionCountGuess DandelionOneBlowWins TicTacDandelion DandelionTallestStemWins DandelionHotPotato DandelionWishOff',
  },
  'date night': {
    fitness:
      'DateNightHike DateNightPlankOff DateNightBikeRide SweatyDateNight DateNightDanceWorkout PartnerYogaDate DateNightTennisMatch PickleballDateNight',
    educational:
      'DateNightStargazing DateNightTrivia DateNightMuseumHunt DateNightDocAndDiscuss CoupleLearnsSpanish LoveLanguageQuiz DateNightASLLesson PlanetariumDateNight',
    travel:
      'DateNightWithAView ChaseTheSunsetDateNight TouristDateNight DateNightFoodCrawl DriveInMovieTrip DateNightMysteryDrive DateNightStaycation CityLightsDateNight',
    wellness:
      'DateNightPhoneFree DateNightSpaAtHome DateNightGratitude SlowDateNight CandlelitCheckIn DateNightDeepQuestions DateNightWalkAndTalk CozyBlanketDateNight',
    speed:
      'DateNightIn60 DateNightQuickChange DateNightTableSetDash DateNightGetReadyRace FiveMinuteDateLook DateNightDinnerIn20 DateNightRapidFireQuiz BeatTheSitterDateNight',
    music:
      'DateNightSerenade DateNightKaraokeDuet DateNightVinylPick DateNightMixtape OurSongCover LipSyncForLove DateNightPlaylistSwap UkuleleDateNight',
    art: 'DateNightComicStrip DateNightCanvas DateNightMemoryCollage DateNightPhotoWalk CouplePortraitSwap BlindContourPartners TieDyeDateNight PaintByNumberDateNight',
    tech: 'DateNightAIPlanner DateNightRecreateOurPhoto DateNightPhotoBooth DateNightSpinApp DateNightLaptopCinema LongDistanceWatchParty DateNightPrepTimelapse DateNightFaceSwap',
    pet: 'DateNightWithMyDog PetCrashesDateNight DateNightPuppyPicnic FirstDateWithFido DateNightCatChaperone ThirdWheelPup DateNightKittyJudge PoochDateNight',
    gaming:
      'DateNightCoOpGame DateNightEscapeRoom LoserPlansNextDateNight DateNightBoardGameGrudge CheckmateDate DoubleDateTrivia PuzzleDateNight ArcadeDateNight',
  },
  dating: {
    fitness:
      'DatingPartnerWorkout DatingYogaDate DatingBikeToBrunch DatingHikeDare SwipeRightSquats SweatDateRepeat DatingPlankOff SpeedDatingBurpees',
    cooking:
      'DatingCookOff DatingFondueForTwo DatingSushiRolling DatingDessertDuel HeartShapedPizza DatingPastaFromScratch SpeedDatingSnacks CandlelitDatingDinner',
    travel:
      'DatingWeekendGetaway LongDistanceDating DatingLikeTourists DatingMysteryDayTrip RoadTripRomance CityLightsStroll HometownDatingTour SunriseDatingHike',
    art: 'DatingPortraitSwap DatingPaintNight DatingBlindContour DatingPolaroidWall CoupleCaricatures SketchYourCrush DrawOurDatingStory DatingDoodleDiary',
    gaming:
      'DatingSimChallenge DatingCardSharkDuel DatingGameShow DatingTriviaNight PlayerTwoHasJoined CoOpOrBreakUp DatingRollForQuestions DatingLevelUnlocked',
  },
  daughter: {
    travel:
      'FatherDaughterTrip MotherDaughterGetaway DaughterPlansTheDay DaughterFirstFlight DaddyDaughterCampout DaughterPicnicByBike DaughterLedCityTour',
    speed:
      'DaughterBraidRace FatherDaughterRelay DaughterBlockTowerRace DaughterBackpackDash DaughterShoeTieTimer ReadyForSchoolIn5',
    music:
      'FatherDaughterDuet DaughterSingsToMe DaughterLullabyForDad DaughterDJsTheDrive MyDaughterWroteASong DaughterLivingRoomConcert',
    tech: 'DaughterTechSupport DaughterCodesAGame DaughterFilmsMyVlog DaughterDirectsStopMotion DaughterTeachesMeAnApp ScreenTimeNegotiation DaughterEditsMyReel',
    pet: 'DaughterPetTeaParty DaughterTrainsThePuppy DaughterWalksTheDog DaughterReadsToKitty DaughterPlaysVet KittenStorytime DaughterNamesTheFish CatCastleWithDaughter',
    gaming:
      'DaughterBeatsMe DaughterHideAndSeekChamp DaughterTeachesMeHerGame FatherDaughterCoOp DadVsDaughterKart DaughterBoardGameComeback MomVsDaughterChess',
  },
  'day off': {
    fitness:
      'DayOffLongRun LazyDayStretch DayOffBikeAdventure DayOffYogaInPJs DayOffStepGoal DayOffSleepInSquats DayOffHikeDare',
    cooking:
      'DayOffPancakes DayOffSlowRoast HomemadePastaAfternoon DayOffPizzaFromScratch DayOffFancyLunch BreakfastAtNoon DayOffBrunchBoard',
    music:
      'LazyDaySoundtrack DayOffGuitarSession DayOffVinylAfternoon DayOffAnthem DayOffKaraokeForOne DayOffShowerConcert DayOffLearnASong',
    art: 'DayOffSketchDate DayOffCafeDoodles PaintYourDayOff DayOffOneCanvas SlowSundaySketch LazyDayWatercolor DayOffCollageDiary',
    tech: 'DayOffAutoReply DayOffPhotoCleanup DayOffInboxZero DayOffDoNotDisturb FunniestOutOfOffice PhoneInADrawerDare DayOffPlaylistDrop',
  },
  'day trip': {
    fitness:
      'DayTripSummitSteps DayTripBikeRide DayTripStairsOnly DayTripTrailRun EarnYourPicnic HillsBeforeSnacks DayTripSquatSelfie',
    educational:
      'DayTripRockDetective DayTripHistoryHunt LocalLandmarkQuiz LearnOneTownLegend DayTripMuseumHunt DayTripFieldNotes DayTripScienceCenter',
    music:
      'DayTripPlaylistDuel DayTripCarKaraoke DayTripBuskerHunt WriteADayTripSong DayOutSoundtrack WindowsDownSingAlong DayTripBoomboxPicnic',
    tech: 'PlanADayTripWithAI DayTripVlogInOneTake DayTripHyperlapse PowerBankSurvivalTest TrainAppHacks OfflineMapDayTrip DayTripTimelapse',
    pet: 'DayTripWithMyDog DayTripPuppyBeach DayTripDogParkHop BunnyPicnicBlanket WhatMyPetPacks PawFriendlyDayTrip DayTripPupCam',
  },
  daydreaming: {
    fitness:
      'CloudGazeCoolDown DaydreamingThroughPlanks ZoneOutCardio DaydreamerLongRun DaydreamingCycleRide DaydreamStretch DaydreamingJumpRope SlowWalkDaydreaming',
    educational:
      'WhyWeDaydream BoredomBoostsIdeas DaydreamingDefaultMode DaydreamingGeniusQuiz IsDaydreamingHealthy DaydreamingMythBust DaydreamingInventions YourBrainOnDaydreaming',
    cooking:
      'CookYourDaydreamDish HeadInTheCloudBread DaydreamingMeringues DaydreamingSmoothieBowl DaydreamingPastelPancakes DaydreamerBrunch DaydreamingToastArt LavenderDaydreamingTea',
    travel:
      'DaydreamDestination TrainWindowWander DaydreamingToBoarding DaydreamingHammockSpot DaydreamerBucketList DaydreamingOnTheBus RoadTripDaydreaming FindYourDaydreamingBench',
    speed:
      'QuickWhatIfRound DaydreamingStoryBlitz DaydreamingTenWishes DaydreamDoodleSprint DaydreamingIn60Seconds DaydreamingWordRace DaydreamingWishListDash DaydreamingTagTeamTale',
    music:
      'HumWhileDaydreaming DaydreamingLofiLoop DaydreamingWindowSong DaydreamingPianoDrift HeadphonesAndClouds DaydreamingPlaylistSwap UkuleleDaydreaming AmbientDaydreaming',
    tech: 'DaydreamToAIArt DaydreamingIdeaApp DaydreamingVoiceMemo DaydreamingLockScreen ScreenFreeDaydreaming CaptureTheWhatIf DaydreamingGreenScreen DaydreamingCloudTimelapse',
    gaming:
      'DaydreamWorldBuild DaydreamingCharades DaydreamingStoryDice DaydreamerCampaign DaydreamingCloudShapes WhatIfRPGNight DaydreamingWouldYouRather DaydreamingDrawAndPass',
  },
  deadline: {
    cooking:
      'DeadlineFiveMinuteMeal BrainFoodTrailMix DeadlineWeekBurritos DeadlineDeskLunch DeadlineFuelUp DeadlineSheetPanDinner DeadlineDayOats',
    fashion:
      'DeadlineClawClipUpdo DeadlineSweatpantsGlam DeadlineUniform DeadlineBusinessOnTop PresentationPowerFit DeadlineDayDrip PostDeadlineGlowUp',
    tech: 'DeadlineSiteBlocker MyDeadlineSurvivalApps FocusTimerApp DeadlineToolShowdown DeadlineBattleStation DeadlineCalendarColorCode AIPlansMyDeadline',
    gaming:
      'DeadlineBossBattle BeatTheDeadlineBuzzer DeadlinePaperBallHoops GameAfterDeadline DeadlineHotPotato DeadlineChessClock DeadlineSpeedrun',
  },
  december: {
    prank:
      'DecemberGiftDecoy SnowmanAtTheDoor DecemberElfSurprise DecemberWrapAttack DecemberTinselAmbush DecemberRoomMakeover DecemberIndoorSnowfall',
    travel:
      'DecemberLightsTour DecemberIceRinkHop DecemberMarketCrawl DecemberCocoaDayTrip DecemberSnowAngelTour FrostyMorningWalk DecemberSunriseHike',
    music:
      'DecemberCarolCover DecemberJingleJam SleighBellBeatbox DecemberSongADay DecemberKitchenChoir DecemberDrumroll DecemberDuetDare',
    tech: 'DecemberLightsTimelapse DecemberYearRecap SantaTrackerCheck DecemberYearInSongs DecemberFamilyCallChaos DecemberTechDetox DecemberCameraRoll',
    gaming:
      'DecemberAdventPuzzle WhiteElephantRound DecemberHolidayBingo DecemberBacklogBlitz DecemberCharades DecemberTriviaNight DecemberDominoDuel',
  },
  declutter: {
    prank:
      'DeclutterDeskFairy SecretDrawerReset DeclutterLabelEverything SurpriseDeclutterDrop DeclutterTheirCar DeclutteringElves DeclutterDadsGarage',
    travel:
      'DeclutterCarryOnOnly DeclutterYourBeachBag LightPackingChallenge DeclutterBeforeTheTrip DeclutterTheGlovebox DeclutterTravelPouch SuitcaseDeclutterDare',
    music:
      'OneSongDeclutterSprint DeclutterVinylShelf FocusBeatsWhileSorting LetItGoDeclutter DeclutterToTheRhythm DeclutterCDCollection DeclutterAnthem',
    gaming:
      'DeclutterCartridgeSort InventoryDeclutter DeclutterKeepOrToss DeclutterTheGameShelf OldConsolePurge DigitalBacklogCleanse DeclutterBingo',
  },
  deer: {
    funny:
      'DeerInHeadlightsFace DeerLegsOnIce DeerStareStandoff DeerAntlerImpression DeerAteMyTulips OhDeerWhatNow DearDeerLetter',
    travel:
      'DeerSelfieFromAfar DeerSpottingHike DeerWatchAtDusk DeerTrackDetective OhDeerRoadTrip DeerParkPicnic MistyMorningDeerWalk DeerCountBikeRide',
    music:
      'FawnLullaby DeerHoofPercussion DoeADeerCover ReindeerRemix DeerWoodlandWhistle OhDeerBallad',
    art: 'FawnWatercolor DeerPotatoStamp DeerPaperCutArt SunsetDeerSilhouette DrawADeerInOneLine WoodlandDioramaBox DeerPortraitInPencil',
    tech: 'DeerPhotoDump DeerMaxZoomChallenge DeerFactOrAIFiction DeerAntlerFilter DeerTrackPhotoID PaperDeerStopMotion MapEveryDeerSighting',
    gaming:
      'DeerSpottingBingo DeerOrDogTrack DeerCharades DeerInHeadlightsTag OhDeerTrivia DeerPlushHideAndSeek DeerTrailMaze',
  },
  'delivery driver': {
    travel:
      'MailmanHiddenGems RuralMailCarrierRoute ScenicDeliveryGuyDrive DeliveryDriverRoadTrip DeliveryDriverBreakVlog DeliveryDriverFaveStops',
    speed:
      'MailmanPackageSort DeliveryDriverBoxStack BeatTheDeliveryDriver HundredStopsTimer DeliveryDriverPackOff SameDayDeliveryDash',
    tech: 'DeliveryDriverRouteApp DoorbellCamDeliveryGuy TrackYourMailCarrier DeliveryDriverThanksCam DeliveryDriverVoiceNote DeliveryDriverPhotoSkills',
    gaming:
      'DeliveryDriverBingo DeliveryDriverCharades DeliveryDriverBoxToss TriviaForMailCarriers DeliveryDriverISpy DeliveryDriverHotPotato',
  },
  denim: {
    fitness:
      'JeansSquatTest StretchyDenimYoga DenimBikeCommute DenimHikeDay DenimStretchCheck WorkwearWorkout DenimDeepLunges DenimBurpeeTest',
    funny:
      'JeansPocketFinds StiffRawDenimWalk PhoneWontFitDenim DenimShrinkPanic CanadianTuxedoDare DenimFakePocketRage TripleDenimTakeover',
    educational:
      'WhyDenimHasRivets HowJeansAreMade DenimHistoryMinute DenimIndigoDye WhyDenimIsBlue WhyTheTinyPocket WashOrFreezeYourDenim',
    cooking:
      'JeansPocketCookies DenimBlueberryParfait DenimCakeDesign DoubleDenimDonuts IndigoSpiralBuns DenimBlueCupcakes DenimBlueSmoothie',
    travel:
      'DenimThriftCrawl VintageDenimHunt DenimPackingChallenge JeansRoadTrip DenimDayTripOutfit RodeoWeekendOuting DenimInEveryCity',
    tech: 'DenimTransitionVideo DenimStopMotion DenimFadeTimelapse JeansPhonePocketTest DenimOutfitPlannerApp AIFindsMyFit DenimSlowMoJump',
    pet: 'TwinningDenimWithPup KittenStealsMyJeans DenimPetBandana DenimCatCave DenimPetBedUpcycle DenimPetBlanket UpcycledDenimToy',
    gaming:
      'DenimScavengerHunt JeansSkinUnlocked DenimAvatarMatch DenimFitBattle DenimThriftBingo GuessTheDenimDecade',
  },
  dentist: {
    cooking:
      'DentistApprovedSnacks DentistSugarFreeTreats MolarDentistCupcakes DentistSnackSwap CheesePlateForTeeth DentistsDreamDinner DentistVeggieCrunch',
    travel:
      'DentistTravelKit DentistApprovedRoadTrip DentistBeforeVacation AirportBrushRoutine PackLikeADentist DentistCampsiteBrushing DentistSmileInEveryTown',
    art: 'DentistOfficeMural DentistToothCraft DrawYourDentist FlossStringArt PaintWithAToothbrush DentistClayToothFamily DentistSmileCollage',
    tech: 'TwoMinuteDentistTimer DentistSmileFilter AIAnswersDentistMyths SmartBrushVsDentist WaterFlosserShowdown DentistVisitVlog',
    gaming:
      'PlayDentistWithTeddy CrocodileDentistRound DentistEscapeRoom ToothFairyQuest DentistWaitingRoomBingo DentistCharades DentistTriviaDuel',
  },
  desert: {
    fitness:
      'DesertSunSalutation DesertLizardCrawl CactusPoseYoga DesertSandSquats DesertDawnBurpees MirageMileDare DesertCanteenCarry',
    cooking:
      'DesertDessert DesertSandPudding DesertDateShake DesertMirageMocktail CactusCupcakeGarden SolarOvenSmores DesertCampfireTacos',
    wellness:
      'DesertStargazing DuneSunsetBreathwork StillnessInTheSand DesertSilenceHour DesertSunriseStretch MindfulDesertWalk DesertWindSleepSounds',
    speed:
      'DesertDoodleIn30 DesertTriviaBlitz DesertTentPitchBlitz DesertHikePackIn60 TumbleweedChase CactusSpottingSprint DesertCanteenRelay',
    music:
      'DesertGuitarJam DesertRainstickBeat HorseWithNoNameCover DesertRoseSingalong DesertCampfireBallad DesertCoyoteHowlAlong DesertBluesHum',
    art: 'DesertSandArtBottle CactusWatercolor SunsetGradientSketch PaintTheDesertSky DesertSilhouetteShot DesertStoneStacks DesertSunsetCollage',
    tech: 'DesertStarCam EndlessDesertPanorama OfflineMapTrail DesertSunsetTimelapse DesertForecastVsReality DesertPhoneOverheatHacks DesertSolarCharge',
    pet: 'DesertPawCheck DesertPupCoolDownHacks DesertDogBootiesWalk DesertThemeTerrarium DesertCactusPlushFetch FennecFoxLookalike DesertSunsetPetStroll',
    gaming:
      'WouldYouSurviveTheDesert DesertAnimalCharades DesertDigForTreasure ISpyInTheDesert DesertOasisHideAndSeek DrawADesertMaze DesertCaravanBoardGame',
  },
  'desk setup': {
    fitness:
      'DeskSetupSquatBreak DeskSetupPushUps DeskSetupCalfRaises WorkspaceWorkout SetupCrunchTime Deskercise',
    funny:
      'DeskSetupCableMonster ExpectationVsMyDeskSetup DeskSetupMugGraveyard SetupTourButHonest OffCameraChaos SnackDrawerConfessions DeskSetupNatureDoc',
    travel:
      'DeskSetupWithAView HotelRoomDeskSetup CafeDeskSetupHunt BackpackBattlestation DeskSetupOnTheRoad TrainTableOffice',
    art: 'DrawYourDeskSetup DeskSetupPhotoShoot SetupStillLife TinySetupDiorama DeskSetupInOneLine DreamDeskSetupMoodBoard DeskSetupPixelArt',
    gaming:
      'BudgetDeskSetupBattle DeskSetupLevelUp RateMyBattlestation RetroSetupRevival DeskSetupTourneyNight GuessWhoseDeskSetup',
  },
  dessert: {
    travel:
      'DessertAroundTheWorld DessertCrawl DessertAtEveryStop FarmersMarketDessertHaul BestDessertInTown DessertPicnicInThePark DessertOnTheBoardwalk',
    art: 'DessertStillLife DessertClayMiniatures GiveYourDessertAFace SprinklePointillism DrawYourDreamDessert DessertSauceSwooshArt PaintYourDessert',
    tech: 'DessertRecipeAppDuel DessertVanishStopMotion AIDesignsMyDessert DessertGadgetTierList DessertMeltTimelapse SlowMoSyrupPour DessertPhotoGlowUp',
    gaming:
      'BlindfoldDessertGuess DessertMemoryMatch DessertBingo LoserServesDessert DessertTierList WinnerGetsTheSundae DessertDrawAndGuess',
  },
  dice: {
    prank:
      'DiceAllSixesSet FuzzyDiceOnEverything DiceGiantFoamDecoy DiceDecidesDinner BlankDiceSwitch SnakeEyesEveryTime DiceUnderEveryCup DiceOnTheirPillow',
    speed:
      'DiceStackingRace DiceFiveOfAKindRace FirstToTwentyOne DoubleSixIn60 DiceMathSpeedrun HundredDiceDash DiceTowerInTen',
    music:
      'DiceDecideTheChords SnakeEyesRiff DiceRollMelody DiceCupBeatbox LetTheDiceWriteIt SixSidedSongwriting DiceDrumPattern',
    art: 'DicePortraitMosaic MakeYourOwnClayDice DiceMonsterDesign DiceDecidesTheColors DrawWhatYouRoll PaintYourOwnD20 DiceDoodleFaces DiceTowerCraft',
    tech: 'DiceRollerAppTest DiceFairnessTest DiceRollInSlowMo AIPredictsMyRoll DiceTumbleStopMotion DiceTrickShots VirtualDiceVsReal ChartAHundredDiceRolls',
    pet: 'DicePicksPetTrick DiceDecidesTheDogWalk DicePlushForKitten CatVsGiantFoamDice DicePicksTheTreat HighRollerPup DiceBlockTreatPuzzle',
  },
  diner: {
    travel:
      'DinerRoadTrip DinerCrawl PieAtEveryDiner NextTownDinerDare RateYourLocalDiner NeonSignNightDrive DinerBreakfastTour OldestDinerInTown',
    art: 'DinerKetchupArt PlaceMatDoodle SketchYourLocalDiner DinerBoothPhotoshoot DinerNeonSignArt DinerChromeSelfie DinerNapkinPortrait DinerDioramaBuild',
    tech: 'DinerJukeboxPlaylist MilkshakeBlenderTest DinerNeonNightShot DinerMenuApp AIOrdersAtTheDiner DinerSyrupSlowMo DinerRetroFilter DinerTimelapse',
    pet: 'DinerPatioPup DoggyDinerMenu CatInTheDinerBooth DinerPupCupTreat RingTheDinerBell PetPicksTheSpecial DinerTreatTray DinerDogBiscuitOrder',
  },
  'dining room': {
    travel:
      'DiningAroundTheWorld ArmchairTravelDinner DiningRoomParisBistro DiningRoomTokyoIzakaya PassportStampMenu DiningRoomItalyNight DiningRoomGreekTaverna',
    music:
      'DiningRoomSingAlong DinnerPartyJazz DiningRoomGlassHarp DiningRoomDrumline DiningRoomKaraoke SpoonsOnTheDiningTable DiningRoomLipSync',
    tech: 'DiningRoomGlowUpTimelapse DinnerTableQRMenu DiningRoomVideoCallDinner DiningRoomTableSetsItself CandleFlickerLEDs DiningRoomSoundSetup',
    gaming:
      'DiningRoomChessNight DiningRoomPuzzleTable FamilyBoardGameDinner DiningRoomGameShow MahjongInTheDiningRoom CardTournamentSupper DiningRoomDominoTrain',
  },
  dinner: {
    fitness:
      'AfterDinnerWalk DinnerSimmerSquats DinnerPrepPushUps PreDinnerStretch OvenTimerPlank DinnerGroceryBagCurls EarnYourDinner',
    travel:
      'DinnerWithAView DinnerLikeALocal PassportDinnerClub SunsetDinnerPicnic FiveDollarDinnerDare NightMarketFeast',
    art: 'PaintYourDinner PlateYourDinnerLikeArt DinnerNapkinOrigami DesignADinnerMenu DinnerTablescapeDare DinnerPlaceCardDoodles DinnerStillLifeSketch',
    gaming:
      'DinnerAndGameNight DinnerTableTrivia DinnerCharades RockPaperDinner WinnerPicksDinner LoserDoesTheDishes DiceDecidesDinner',
  },
  dinosaur: {
    prank:
      'DinosaurEggSurprise SandboxDinosaurFossil DinosaurInTheFridge DinoFootprintTrail DinosaurToyMischief TRexAtTheWindow TinyDinosaurInvasion',
    travel:
      'DinosaurFossilHunt RoadsideDinosaurStop SelfieWithADinosaur DinosaurParkDayTrip JurassicRoadTrip DinosaurToyTravelPhotos DinosaurMuseumQuest',
    music:
      'DinosaurRockBand DinosaurRoarRemix RapTheDinosaurFacts DinoStompDrumline TRexPianoStruggle DinosaurLullaby SingLikeADinosaur',
    tech: 'ARDinosaurInMyRoom DinosaurFilterReactions DinosaurSoundDesign DinosaurRoarVoiceChanger AIDinoRender DinosaurChaseGreenScreen StopMotionDinosaur',
    pet: 'DogMeetsDinosaurToy CatVsDinosaurToy DinosaurRoarReaction MyDogIsATRex DinoPlushFetch PuppyRaptorPose KittenStalksADinosaur',
    gaming:
      'DinosaurHideAndRoar DinosaurCharades DinosaurEggHunt DinosaurTriviaDuel DinosaurFloorIsLava DinosaurMemoryMatch DinosaurDrawAndGuess DesignYourDinosaurCard',
  },
  dishes: {
    funny:
      'WhoLeftTheDishes DishesTowerOfDoom RockPaperDishes DodgeTheDishes DishesSportscast ItsSoakingDontWorry',
    educational:
      'HandVsMachineDishes WhyDishesGetSpotty DishesGreaseExperiment PepperSoapDishesTrick DoesPreRinsingMatter DishesSpongeSwabTest DishesWaterUsageMath',
    travel:
      'DishesWithAView ZeroWastePicnicDishes RoadTripDishesHack DishesAtGrandmasHouse LeaveNoTraceDishes CampStoveCleanup CampingDishTub',
    art: 'PaintYourOwnDishes DishesBubblePrints DishesSoapFoamArt SketchTheDishesPile SinkfulStillLife DrawingOnPlates DishesSilhouetteShot',
    tech: 'DishwasherLoadingHacks WhoseTurnDishesApp DishesBeforeTheSongEnds DishesWashThemselves DishesPodcastPairing AIChoreWheel DishesLoadTimeLapse',
    gaming:
      'DishesCharades CardGameLoserDoesDishes PlasticDishesStackOff DiceDecidesDishes DishesBingo WinnerSkipsTheSink',
  },
  dishwasher: {
    prank:
      'DishwasherRubberDuck DishwasherMugMessage DishwasherGooglyEyes GoldStarForDishwasher DishwasherFairyVisit ItUnloadedItself',
    educational:
      'HowDishwashersWork DishwasherVsHandWash DishwasherWaterMath RinseAidDishwasherTest WhoInventedTheDishwasher IsPreRinsingNeeded DishwasherMythBusting',
    cooking:
      'DishwasherFriendlyMeal NoDishwasherDinner OneBowlDishwasherBake OneDishwasherLoadMealPrep ZeroDishwasherFeast OnePotWonder',
    travel:
      'NoDishwasherCamping MissingMyDishwasher DishwasherStyleCarPacking DishwasherToPicnicBasket RentalDishwasherRules CampSinkScrubOff DecodeTheDishwasher',
    speed:
      'DishwasherLoadRace DishwasherCutleryDash FamilyDishwasherRelay DishwasherIn90Seconds BeatTheBeep DishwasherTopRackPuzzle DishwasherUnloadDuel',
    tech: 'DishwasherLoadTimelapse DishesJumpInTheDishwasher AIRatesMyDishwasherLoad DishwasherTurnTrackerApp DishwasherSteamInSlowMo DishwasherAndAPodcast DishwasherDoneAlert',
    gaming:
      'FitItInTheDishwasher LoserLoadsDishwasher RockPaperDishwasher DishwasherCharades ChoreWheelSpin UnloadingSpeedrun DiceForTheDishwasher',
  },
  diwali: {
    travel:
      'DiwaliMelaFoodHunt DiwaliTempleLightsWalk DiwaliBazaarHaul DeepavaliRoadTrip LightsOfDiwaliTour DiwaliSweetShopCrawl HomeForDiwali',
    wellness:
      'DiyaGlowMeditation DiwaliFreshStart DiwaliGratitudeCircle DiwaliInnerLight DiwaliIntentionsJournal DiwaliCallToGrandma DeclutterForDiwali',
    tech: 'DiwaliDiyaTimelapse DiwaliOnTheFamilyCall DiwaliRangoliStopMotion DiwaliLongExposure DiwaliNightModePhotos RangoliByAI DigitalDiwaliCard',
    pet: 'DiwaliPetCalmCorner DiwaliPetTreatPlate DiwaliDogComfortKit RangoliPawPortrait DiwaliPetRangoliPose CatSafeDiwaliDecor DiwaliPuppyBandana FluffysFirstDiwali',
    gaming:
      'DiwaliCarromFinal DiwaliLudoBattle AntakshariShowdown RangoliJigsawRace DiwaliBoardGameNight DiwaliRummyNight SnakesAndLaddersDiwali DiwaliCousinsCup',
  },
  diy: {
    funny:
      'DIYTutorialVsMe HotGlueEverything DIYOrBuyIt NailedItDIY ExpectationVsMyDIY DuctTapeSolvesAll DIYNarrator DIYDadConfidence',
    educational:
      'DIYSolarOven HowGlueWorks DIYVolcanoLab DIYLemonBattery DIYPinholeCamera DIYChainReaction CrystalGrowingDIY NeedleDIYCompass',
    cooking:
      'DIYButterShake MakeItFromScratch DIYPastaDough DIYHotSauceLab NoStoreBoughtWeek DIYPizzaNight FreshDIYTortillas DIYFridgeJam',
    travel:
      'DIYBackseatBoredomKit RoadTripCraftBox DIYTravelJournal DIYCampsiteUpgrade HandmadeSouvenirHunt DIYPassportCover MarketDIYWorkshop SeaGlassDIYFind',
    wellness:
      'CraftNightUnwind DIYCandlePour PressedFlowerBookmarks DIYStressBall DIYGratitudeJar SlowStitchSunday DIYBathSalts LavenderDIYSachet',
    tech: 'CardboardVRHeadset DIYPhoneStandIn5Min DIYPhoneTripodHack DIYPhoneProjector DIYDeskGlowUp DIYMacroLens DIYCableChaosFix DIYPaperCupSpeaker',
    gaming:
      'DIYBottleCapMemory DIYDiceTower DIYCardboardChessSet CardboardPinball DIYEscapeRoom DIYBoardGameJam DIYRockTicTacToe PaperDIYDungeon',
  },
  dj: {
    travel:
      'DJRecordStoreCrawl DJTheRoadTrip DJPicnicInThePark DJCampfireSet DJYourTrainCommute BeachDJSet',
    wellness:
      'DJLofiWindDown DJSunsetSet DJSundayResetMix DJYourOwnCalm SlowTheBPM DJMorningAmbient BreatheWithTheDJ',
    tech: 'DJStemSeparation AIDJBattle MyFirstDJMixOnAPhone PhoneOnlyDJSet LightsSyncedToTheBass DJDropTransition DJWithAGamepad',
    pet: 'DJKittenOnTheDecks DJCalmMixForMyPet PetDJAssistant DJDoggoDrops CatPurrDJMix PawsOnTheTurntable DJBarkSampler',
    gaming:
      'DJNameThatTune DJMusicalChairs DJFreezeDance ChiptuneDJSet DJSongBingo DJYourGameNight',
  },
  doctor: {
    cooking:
      'DoctorsOrdersSoup KeepsTheDoctorAway DoctorNightShiftBento ThankYourDoctorCookies DoctorKitCupcakes ApplePieRx DoctorApprovedDessert',
    travel:
      'DoctorApprovedRoadTrip DoctorHistoryMuseum DoctorsOrdersBeachDay DoctorsOrdersFreshAir DoctorRecommendedHike TravelDocKit PackLikeADoctor',
    fashion:
      'DoctorScrubsStyle DoctorWhiteCoatLook DoctorClogsLineup OffDutyDoctorOutfit StethoscopeAsNecklace DoctorBadgeReelDecor LittleDoctorDressUp',
    speed:
      'DoctorBandageRace DoctorKitSpeedSort SayAhhDoctorCountdown TenSecondDoctorScrubUp DoctorSteadyHandsTest GlovesOnInThree DoctorSlingDash',
    tech: 'DoctorTelehealthSetup DoctorShiftStepCount DoctorStethoscopeApp PulseOximeterDoctor DoctorVsInternetAdvice DoctorAppointmentPrep AIDoctorVsMom',
    pet: 'PetPlaysDoctor DoctorKittenHeartbeat DoctorVisitBravePup DoctorStethoscopeCat WhatsUpDocBunny PawsForACheckup DoctorPlushVetClinic',
    gaming:
      'DoctorBuzzWireGame DoctorCharades DoctorTeddyClinic WhatsUpDocTrivia DoctorBingo DoctorSays GuessTheDoctorTool',
  },
  dodgeball: {
    travel:
      'TrampolineParkTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame DodgeballInThePark DodgeballTournamentTrip BeachDodgeballBash',
    music:
      'DodgeballBounceBeat DodgeballWalkoutTrack SneakerSqueakRhythm DodgeDuckDipDiveRap DodgeballHypeChant GymClassAnthem DodgeballWarmUpMix',
    tech: 'DodgeballSlowMoReplay HowFastIsYourDodgeball DodgeballTimelapse DodgeballHighlightReel DodgeballFreezeFrame AIInventsDodgeballRules DodgeballPOV',
    pet: 'PupCatchesEverything DodgeballKittenPounce DodgeballSoftRollFetch DogDodgesTheBall KittyVsRollingDodgeball PetDodgeballTeam DodgeballFetchOff',
    gaming:
      'DodgeballTournament DodgeballSockBattle KingOfTheCourt DodgeballHallwayDuel DodgeballOneVsEveryone LastTeamStanding NoHitDodgeball ExtraLifeDodgeball',
  },
  dog: {
    prank:
      'DogMagicTrick DogFakeThrow BallPitForTheDog DogMirrorReaction DoggoDoppelganger WhereDidTheTreatGo',
    travel:
      'DogsFirstBeach HikeWithYourDog DogRatesNewParks CitySniffSafari PackingForMyDog RoadTripWithRover DogFriendlyHotelTour',
    art: 'DogPawPainting PaintYourDogBadly OneLineDogDrawing DogBirthdayPhotoshoot RenaissanceDogPortrait PawcassoMasterpiece',
    tech: 'DogCamWhileImOut DogTranslatorAppTest TalkingButtonsForDogs VideoCallMyDog DogSlowMoShake DogReactsToFaceFilter DogTreatDispenserHack',
    gaming:
      'DogTreatTreasureHunt DogHideAndSeek DogSolvesPuzzleToy DogTrickHighScore DoggoShellGame FetchQuest DogStopAndGoDrill',
  },
  'dog park': {
    travel:
      'DogParkHoppingWeekend OffLeashTrailFind RateEveryDogPark DogParkRoadTrip DogBeachDayOut DogParkPassport DogParkInANewTown',
    music:
      'DogParkBarkChorus DogParkHowlAlong CollarTagPercussion DogParkAnthem WhoLetTheDogsOut DogParkSqueakBeat DogParkJingle',
    art: 'ZoomiesMotionBlur DogParkCartoonStrip DogParkChalkMural DogParkRegularsSketch DogParkPawtraits MidAirFetchShot DogParkPortraitBooth',
    tech: 'DogParkSlowMoCam DogParkGPSDoodle DogParkTimelapse DogParkFinderShowdown DogVsOwnerStepCount DogParkPhotoDump DogParkPawLevelCam',
    gaming:
      'DogParkBingo DogParkScavengerHunt DogParkOlympics DogParkSpotTheBreed DogParkISpy FetchHighScore DogParkHideAndSeek',
  },
  'dog toy': {
    tech: 'DogToyDestroyedTimelapse PupUnboxesANewDogToy DogToysComeAlive InteractivePetToyTest RCToyVsMyDog DogToyGlamourShots DogToySlowMo AIDesignsADogToy',
    gaming:
      'DogToyTierList SqueakyToyBracket DogToyHideAndSeek FetchHighScore ShellGameWithToys DogToyTugTournament FindTheDogToyMaze SnuffleDogToyQuest',
  },
  'dog walk': {
    prank:
      'InvisibleDogWalk DogWalkChalkNotes SurpriseDogWalkBuddy TreatTrailForTheDog WalkiesSecretCode DogWalkerDoorstepGift DogWalkSurpriseRoute',
    travel:
      'DogWalkNewTrail WalkiesPhotoWalk BeachDogWalkAtDawn CityDogWalkTour DogFriendlyTownHop DogWalkInANewTown DogWalkAcrossABridge',
    tech: 'WalkiesGPSRouteArt DogWalkPOVCam GlowLeashNightTest DogWalkStepsShowdown AIPlansOurDogWalk DogWalkPhotoDump HyperlapseTheDogWalk',
    gaming:
      'DogWalkBingo DogWalkSideQuest GeocacheDogWalk SniffAndSeek DogWalkISpy DogWalkerAchievements',
  },
  doll: {
    prank:
      'DollBackpackStowaway DollTinyBreakfast TwinningWithYourDoll DollMiniMeSurprise DollLeavesTinyNotes LookalikeFigureGift DollSelfieSneak PaperDollFamily',
    educational:
      'HowDollsAreMade DollhouseScaleMath PorcelainVsVinyl DollsAroundTheWorld OldestDollEver DollMatryoshkaLesson DollFashionDecades HowDollJointsWork',
    cooking:
      'DollCake DollhouseMiniFood MatryoshkaCookies PancakesForYourDoll DollSizedBrunch DollTeaPartyScones GingerbreadDolls PaperDollSandwiches',
    travel:
      'MyDollsDayOut TeddyAndDollPicnic DollAntiqueMarket DollRidesShotgun DollThriftStoreRescue NestingDollShopping PocketDollPostcards FlatDollAdventure',
    music:
      'DollMusicBoxTune DollLullabyDuet NutcrackerSuiteMedley DollhouseConcert DollMusicVideo DollPianoRecital RagDollRockBand SingToYourDoll',
    tech: 'DollStopMotion DollhouseLEDLights MiniatureCameraTour DollPhotoEditGlowUp AIPicksDollOutfits DollVoiceoverDrama ARDollDressUp DollToMeTransition',
    pet: 'DollhouseForMyCat DollBedForKitten DollTeaPartyPuppy DogVsTalkingDoll PetMeetsItsDollTwin BunnyToyChestNap PupAdoptsADoll DollClosetForKitty',
    gaming:
      'DollhouseTreasureHunt DollHideAndSeek DollhouseEscapeRoom DollDressUpSpeedrun DollMysteryBoardGame DollCharades GuessWhoDolls MatryoshkaDollHunt',
  },
  'dollar store': {
    dance:
      'DollarStoreGlowParty DollarStoreDiscoNight DollarCostumeDance DollarStreamerSpin DollarAisleGroove DollarStorePropDance',
    travel:
      'DollarStoreCampingKit DollarStoreBeachDay BudgetTravelHacks DollarStorePicnicDare DollarRoadTripKit DollarStoreCarGames DollarStoreSouvenirs',
    tech: 'DollarStoreTechHacks PhoneTripodFromScraps DollarStoreLEDStrips DollarEarbudsTest CheapGadgetTierList DollarVsPricyCharger DollarStoreRingLightHack',
  },
  dolphin: {
    prank:
      'DolphinSqueakRingtone BathtubDolphinFin DolphinPhotobomb DolphinLaughDoorbell SurpriseTowelDolphin DolphinFloatSurprise DolphinPlushPeekaboo DolphinClickerGreeting',
    travel:
      'DolphinAquariumVisit DolphinWatchFromThePier DolphinWatchPicnic SpotADolphinPod DolphinPlushTravelBuddy DolphinBoatDayTrip',
    wellness:
      'DolphinPoseAtSunset DolphinSmileBreak FloatLikeADolphin DolphinSongSleep FindYourPorpoise PodSquadCheckIn DolphinSoundscapeNap',
    speed:
      'DolphinKickRace DolphinDiveSprint DolphinDrawInTen NoodleDolphinDash DolphinFactsRapidFire DolphinJigsawDash DolphinFlipCount',
    music:
      'DolphinClickBeat DolphinWhistleSong DolphinSqueakRemix DuetADolphin EcholocationLoop PodChoirChallenge DolphinLullabyCover',
    art: 'DolphinWatercolor DolphinSandSculpture DolphinPaperPlateCraft OneLineDolphin SketchThePod BottlenoseBrushwork DolphinMosaicTiles',
    tech: 'DolphinClickSoundboard ClayDolphinStopMotion AIWritesADolphinSong DolphinFilterDuet DolphinLiveCamBreak DolphinLockScreen',
    gaming:
      'DolphinCharades DolphinPlushHoops DolphinTriviaShowdown DolphinMemoryMatch DolphinSpottingBingo DolphinEcholocationTag MarcoPoloDolphin',
  },
  domino: {
    travel:
      'DominoesAtEveryRestStop DominoInThePark DominoByLanternLight DominoesWithLocals PlazaDominoDuel DominoPicnicShowdown StreetCornerDomino BeachsideDomino',
    art: 'DominoPortrait DominoMosaic DominoRevealArt DominoSpiralDesign DominoHeartTopple PaintedDominoTiles StainedGlassDomino DominoTypography',
    tech: 'DominoRunInReverse DominoSlowMoCam DominoChainReaction DominoStopMotion DominoRunFromAbove AIDesignsADominoRun DominoPOV TimelapseDominoSetup',
    gaming:
      'DominoGameNight DominoFamilyTourney MexicanTrainDominoes DominoDrawFiveDuel DominoMathDuel DominoTileBattle DominoBlockParty DoubleSixDomino',
  },
  donkey: {
    dance:
      'DonkeyKickDance DonkeyHeeHawHop MiniDonkeyTwoStep DonkeyEarWiggle DonkeyStompShuffle BarnyardBoogie DonkeyHoofTap GallopLikeADonkey',
    funny:
      'DonkeyVoiceover DonkeyLaughReaction DonkeyStubbornStandoff DonkeyNarratesMyDay HeeHawImpression MuleNegotiation AreWeThereYetDonkey StandUpDonkeyComedy',
    prank:
      'DonkeyHeeHawAlarm DonkeyEarsSurprise DonkeyPinataReveal DonkeyPlushInBed BrayDoorbellSwap DonkeyVoicemail CardboardDonkeyCameo SingingDonkeyGram',
    travel:
      'DonkeySanctuaryVisit DonkeySelfieAtTheFarm MiniDonkeyFarmTrip DonkeyPlushRidesAlong HelpAtADonkeyRescue DonkeySpottingDrive CountyFairDonkeyHunt PettingZooDonkey',
    fashion:
      'DonkeyEarBeanie DonkeyFarmFitCheck MiniDonkeyTwinning DonkeyOverallsLook DonkeyEarsCostume FarmhouseFlannelStyle CozyGreyDonkeyKnit DonkeyBandanaTie',
    speed:
      'DonkeyKickSprint DonkeySpeedSketch DonkeyTailPinTimer DonkeyPuzzleIn60 HeeHawRelay BarnChoreCountdown QuickDrawDonkey OrigamiDonkeyDash',
    music:
      'DonkeyHeeHawRemix DonkeyFarmJam DonkeyBrayChorus DonkeyCountrySong BarnyardHarmony SingLikeADonkey HarmonicaDonkeyBlues CowbellDonkeyTrot',
    art: 'DonkeyPortrait DonkeyClayFigure DonkeyWatercolor MiniDonkeyDoodle FeltDonkeyPlush BarnSceneCollage PapierMacheDonkey DonkeyPaperBagPuppet',
    tech: 'DonkeyFlipbookAnimation DonkeySoundboard AIDrawsMyDonkeyDoodle DonkeyEarsFilter DonkeyBrayRingtone CartoonMeAsADonkey DrawADonkeyOnYourPhone VoiceModDonkey',
    gaming:
      'DonkeyGameNight DonkeyCharades DonkeyOrMuleQuiz DonkeyHobbyHorseRace PinTheTailOnDonkey DonkeyPlushHideAndSeek RingTossDonkey DonkeyBarnyardBingo',
  },
  donut: {
    funny:
      'DonutLastOneStandoff DonutHoleMystery PowderedDonutMustache EatADonutNoLicking DonutWorryBeHappy DonutDroolReaction DonutMonocle',
    prank:
      'DonutBoxSurprise DonutDropForCoworkers BagelDonutSwitch MiniDonutCereal DozenWithANote GlazedOnionRingDonut',
    travel:
      'DonutShopCrawl DonutRoadTrip DonutPicnicInThePark CiderMillDonutRun BoardwalkDonutRun DonutStopOnTheWay LocalDonutLegends',
    speed:
      'DonutOnAString DonutRingToss DonutStackIn30 FrostTwelveDonutsFast DonutGlazeDipRace PackADozenDonutsFast',
    music:
      'DonutDropBeat DonutVinylScratch DonutBoxDrumming PowderedDonutBlues DonutLoFiBeat GlazedAndConfused',
    art: 'DonutClayCharm DonutPopArt DonutSketchStudy IcingSwirlDonutArt PaintAGiantDonut SprinkleMosaic CardboardDonutStack FeltDonutPlushie',
    tech: 'DonutGlazeSlowMo DonutAirFryerTest DonutsRollAwayStopMotion DonutTimelapseRise DonutBiteTransition AISprinkleCount DonutMapOfMyTown',
    pet: 'DonutPetBed BakePupDonuts DogVsDonutPlush DonutCurledCat HamsterDonutTunnel CurlUpLikeADonut DonutToyToss',
    gaming:
      'TicTacDonut BlindfoldDonutGuess DonutHoleHunt DonutMemoryMatch DonutFlavorBingo DonutCharades DonutHoleCheckers',
  },
  doodle: {
    cooking:
      'DoodleOnToast PancakeDoodles DoodleKetchupOmelette SnickerDoodleDecor ChocolateDoodleBark DoodleOnYourPizza CookieCanvasDoodles',
    speed:
      'DoodleInTenSeconds OneLineDoodleRace DoodleRelayChain DoodleDashChallenge SquiggleDoodleSprint DoodleBeforeTheBuzzer',
    tech: 'AIFinishesMyDoodle DoodlesComeAlive DoodleGIFLoop DoodleAnimation TabletVsPaperDoodle SketchAppShowdown DoodleToStickerPack',
    gaming:
      'DoodleHangman DoodleAndGuess DoodleDotsAndBoxes DoodleLevelDesign BlindfoldDoodleDuel DoodleFromMemory DoodleMazeRace DoodleTelephone',
  },
  door: {
    dance:
      'DoorFrameLimbo DoorbellTwoStep DoorKnockShuffle OpenTheDoorMoves DoorwayFreezeDance DoorwayDanceOff',
    travel:
      'DoorsOfTheCity DoorKnockerSafari TinyFairyDoorTrail DoorsOfMyTown OpenDoorsWeekend BlueDoorHunt SnapEveryRedDoor ArchedDoorwayHop',
    speed:
      'OutTheDoorRace DoorToCarBlitz DoorbellAnswerSprint LockTheDoorRelay WhereAreMyDoorKeys DecorateTheDoorIn60 ReadyByTheDoor',
    music:
      'DoorKnockBeat DoorSqueakSymphony DoorbellChimeCover DoorCreakOpera SingThroughTheDoor HingeHarmony KnockingOnHeavensDoor DoorstepSerenade',
    art: 'FrontDoorMakeover FairyDoorCraft DoorWreathDesign PaintAnOldDoor DoorToAnotherWorld DrawADoorIllusion NeighborhoodDoorsGrid DoorHangerDoodles',
    tech: 'DoorwayOutfitTransition FrontDoorDayTimelapse VideoDoorbellReview DoorOpensByItself DoorCreakSoundFX DoorKnockRingtone AIRedesignsMyDoor',
    pet: 'DogAtTheDoor PetDoorTraining CatOpensTheDoor DoorPeekabooKitten FakeKnockPupTest DoorGreetingZoomies BellOnTheDoorTrick',
    gaming:
      'DoorEscapeRoom DoorCodePuzzle SecretDoorKnockCode DoorClueTreasureHunt BehindDoorNumberThree BehindWhichDoor DoorGuardianRiddle PickADoorGameShow',
  },
  doorbell: {
    travel:
      'DoorbellPhotoWalk DoorbellKnockerSafari DoorbellsOfMyTown GrandmasDoorbellRoadTrip FanciestDoorbellHunt VintageDoorbellHunt',
    speed:
      'DoorbellTidyBlitz DoorbellPantsScramble BeatTheDoorbell FirstToTheDoorbell DoorbellShoesOnDash PackageGrabRelay DoorbellHideTheMess',
    tech: 'VideoDoorbellSetup DoorbellNightVision DoorbellBatteryHack DoorbellRingtoneSwap AIGuessesWhoRang BestDoorbellCamClips OneDayOfDoorbellCam',
    pet: 'DoorbellCalmTraining DoorbellHowlChorus DogRingsADoorbell PuppyIgnoresDoorbell DingDongDoggo WhereDidTheCatGo DoorbellMeansTreatTime',
    gaming:
      'DoorbellGuessWhoGame DoorbellDeliveryBingo RaidPausedByDoorbell DoorbellMusicalChairs PauseForThePizza DoorbellRageQuit RockPaperDoorbell AFKForTheDoorbell',
  },
  doormat: {
    educational:
      'WhyDoormatsSayWelcome HowDirtyIsYourDoormat DoormatCoirVsRubber DoormatEtiquetteAbroad DoormatFengShui HowDoormatsAreMade DoormatWordOfTheDay DoormatScrapeTest',
    travel:
      'DoormatSelfieOnArrival DoormatLanguageHunt DoormatPhotoWalk CampsiteDoormatHack RateEveryDoormat HotelDoormatReview TinyTownDoormats DoormatSouvenir',
    art: 'PaintYourDoormat WelcomeMatMakeover DoormatStencilArt BraidedRugDoormat YarnPomDoormat SeasonalDoormatLayers PaintAFunnyDoormat DoormatMosaic',
    tech: 'DoormatRollsItselfOut AIDesignsMyDoormat WhoStepsOnMyDoormat DoormatBeforeAndAfter DoormatPunGenerator DoormatDustInSlowMo DoormatFoleySounds DoormatTimelapse',
  },
  dorm: {
    educational:
      'DormStudyHacks DormLaundrySymbols DormCookingBasics SleepScienceForDorms DormAdulting101 RamenBudgetMath DormFirstAidKit',
    cooking:
      'DormMicrowaveMeals DormKettleNoodles MidnightDormMugCake DormDiningHallHack RamenGlowUp DormMiniFridgeChef DormRiceCookerFeast',
    travel:
      'DormRoomTour DormWeekendEscape DormToHomeRoadTrip CampusWalkFromMyDorm DormCarryOnOnly CollegeTownHiddenGems HostelVsDorm',
    speed:
      'DormRoomSpeedClean DormBedMakingRace DormUnpackBlitz DormLaundryFoldRace PackUpForBreakDash MoveInMadness ElevatorVsDormStairs',
    pet: 'DormPetTherapyDay DormFishTankSetup CallingMyPetFromTheDorm PuppyStudyBreak SemesterEndZoomies DormHamsterHQ BettaDormMate',
    gaming:
      'DormGameNight DormKartLeague DormHallCardTourney BeatYourDormNeighbor HallwayLANParty DormPingPongBracket DormFloorWars',
  },
  dragon: {
    fitness:
      'DragonWingPushUps DragonSlayerCircuit DragonCrawlWorkout DragonBreathBurpees KnightTrainingArc TrainYourDragon',
    educational:
      'KomodoDragonFacts DragonFlightPhysics ChineseZodiacDragon RealLifeDragons DragonMythOrigins DragonsAroundTheWorld DragonOrDinosaurQuiz BeardedDragonBasics',
    cooking:
      'DragonFruitSmoothie DragonScaleTart DragonBreathChili HatchingEggCookies HowToBakeYourDragon DragonWingPretzels DragonShapedPancakes',
    travel:
      'DragonStatueHunt DragonMuralHunt KomodoDragonZooTrip DragonPlaygroundQuest DragonBoatFestival DragonKiteAtTheBeach DragonCampfireTales',
    fashion:
      'DragonWingCosplay DragonEarCuff DragonScaleSequins DressLikeADragon DragonQueenLook DragonEmbroidery SilkDragonJacket',
    music:
      'DragonRoarBeat DragonBattleSoundtrack DragonTavernBallad PuffTheMagicDragon DragonBoatDrums DragonLullaby DragonChantChorus',
    tech: 'DragonARFilter DragonClayStopMotion DragonRideGreenScreen AIDrawsMyDragon AnimateYourDragonDoodle DragonInMyBackyardEdit DragonVoiceChanger',
    pet: 'CatSlaysTheDragon DragonToyTugOfWar KittyGuardsTheHoard DogMeetsDragonPlush TrainYourLittleDragon BeardedDragonDay TinyDragonTreatHunt',
    gaming:
      'DragonPillowBattle DragonEggHunt DungeonCrawlNight DragonCharades StealTheDragonsHoard DragonTaleStoryDice DesignADragonBoardGame',
  },
  dragonfly: {
    travel:
      'DragonflyLakeWalk DragonflySpottingTrip DragonflyReserveVisit DragonflyBoardwalk DragonflyPondPicnic PondHopping MarshDragonflyWalk DragonflyGoldenHour',
    speed:
      'DragonflyCountIn60 DragonflyDrawIn30 PaperDragonflyFoldRace SpotTenDragonflies DragonflyFactsRapidFire PondSpottingSprint DragonflyBalanceDash DragonflyPhotoBlitz',
    music:
      'DragonflyLullaby DragonflyBuzzBeat DragonflyUkulele HumLikeADragonfly FrogChorusDuet PondsideGuitar DragonflyWingsASMR DragonflyWhistleSong',
    tech: 'DragonflyMacroShot DragonflySlowMoWings DragonflyMaxZoomDare PaperDragonflyStopMotion BugIDAppTest InsectEyeFilter AIVsMeDragonflyFacts MapEveryDragonfly',
    pet: 'CatSpotsADragonfly DragonflyToyWand DragonflyFeatherToy DogVsDragonfly PetMeetsDragonflies PondsideSniffWalk DragonflyChaseCam DragonflyKittyPounce',
    gaming:
      'DragonflyCharades DragonflyScavengerHunt DragonflyMemoryMatch DragonflyColorHunt InsectCardBattle PondBugHunt DragonflyBingo DragonflySpotOff',
  },
  drawer: {
    educational:
      'DrawerSlideMechanics DrawerDovetailJoints FileFoldYourDrawers HowDrawersStayShut JunkDrawerArchaeology DoesThisDrawerSparkJoy',
    tech: 'DrawerChargingStation JunkDrawerTimelapse CableDrawerDetox OldPhoneDrawerRevival RetroTechDrawerDig MotionLightDrawerHack',
  },
  drawing: {
    prank:
      'SecretDrawingGift DrawingBananaFaces LunchboxDrawingLetter EggDrawingSurprise PostItPortraitTrail DrawingHiddenInABook FoggyMirrorDrawing',
    cooking:
      'DrawingOnPancakes DrawingWithChocolate DrawingWithIcing KetchupDrawingPlate DrawItThenEatIt CookieCanvasDare',
    tech: 'DrawingsComeAlive MeVsAIDrawOff DrawingTimelapse DrawingVsCartoonFilter AnimateMyDoodle StylusShowdown DrawingTraceWithAR',
    gaming:
      'DrawingLevelDesign MainCharacterDrawing DungeonMapDrawing DrawingGuessDuel DrawYourBossFight DrawingTelephone',
  },
  dreidel: {
    prank:
      'AlwaysGimelDreidel DreidelTinyArmy DreidelsEverywhere DreidelPillowStash ChocolateCoinSwap GeltTreasureHunt GiantDreidelSurprise DreidelLunchboxSurprise',
    travel:
      'GiantDreidelSpot DreidelSouvenirHunt BackseatDreidelBattle DreidelJewishMuseum HanukkahLightsWalk MenorahCityTour DreidelNightAtGrandmas DreidelMarketCrawl',
    art: 'ClayDreidelCraft DreidelStopMotion DesignYourOwnDreidel DreidelSpinArt DreidelMosaic HanukkahWindowPaint OrigamiDreidel DreidelStampPrint',
    tech: 'DreidelSlowMo DreidelAppVsRealSpin DreidelPOV DreidelSpinTimer DreidelsSpinThemselves DreidelOverVideoCall DreidelPhysicsWithAI DreidelSpinFilter',
  },
  dress: {
    funny:
      'ItHasPockets DressColorDebate DressZipperStruggle DressRatedByGrandma PromDressThenVsNow DressMirrorSelfieFail DressForTheWrongEvent BridesmaidDressRoast',
    cooking:
      'DollDressCake CupcakeDressBouquet DressShapedPizza DressCookieDecor MatchASmoothieToYourDress DressedUpPancakes',
    travel:
      'DressAtTheBotanicGarden TraditionalDressDay DressInEveryCity TwirlAtTheLandmarks SundressRoadTrip OneDressWholeTrip DressedUpForTheMuseum',
    art: 'DressFromNewspaper HandPaintedDress PaperDressCraft DressDesignSketch SewADollsDress FlowerPetalGown',
    tech: 'DressSpinTransition DressAITryOn DressColorChangeFilter DressPhoneCamVsMirror DressFoldsItself PlanAWeekOfDressLooks DressVirtualFitting',
    pet: 'PetPicksMyDress CatSitsOnTheDress DressMatchingBandana TwinningOnTheWalk TwirlingDressPetReaction WalkiesInASundress DressForTheDogPark',
    gaming:
      'DiceDecidesMyDress DressThemeCharades DressLikeYourAvatar DressAsYourMain DressUpIRL DressUpRelayGame',
  },
  'drive thru': {
    fitness:
      'SkipTheDriveThruWalk DriveThruSeatStretch DriveThruMenuWorkout ParkFarAndStride BurnOffTheFries DriveThruCalfRaises DriveThruDetourJog',
    travel:
      'DriveThruSnackTierList DriveThruCarWashRide DriveThruBreakfastAtDawn WeirdestDriveThruEver RegionalChainHunt ChristmasLightsCruise DriveThruCoffeeCrawl OnlyDriveThruRoadTrip',
    art: 'DriveThruSignSketch DriveThruNeonPainting DriveThruCupDoodle FrenchFryMosaic KetchupMasterpiece DriveThruReceiptArt DrawYourDreamDriveThru',
    tech: 'CanAITakeMyOrder DriveThruWaitTracker DriveThruAppDeals DashCamDriveThruRun MobileVsSpeakerRace DriveThruDigitalMenu DriveThruLineTimelapse',
    gaming:
      'DriveThruCharades GuessTheDriveThruTotal DriveThruISpy BackseatTriviaRound PlayDriveThruAtHome DriveThruBingo DriveThruDiceDinner',
  },
  driveway: {
    travel:
      'DrivewayTrunkPackOff DrivewayCarCamping DrivewaySendOffWave DrivewayHomecoming NeighborhoodBikeTour StaycationCampout DrivewayToBeach',
    tech: 'DrivewayChalkTimelapse DrivewayChalkStopMotion DoorbellCamReactions DrivewaySolarLights DrivewayCarWashTimelapse DrivewayMotionAlarm DrivewayLaptopMovieNight',
    gaming:
      'DrivewayTicTacToe LifeSizeCheckers DrivewayCornhole DrivewayMazeChallenge DrivewayFourSquare YardDominoTrail DrivewayMiniGolf',
  },
  'driving test': {
    prank:
      'DrivingTestBalloonCar NewDriverSurprise FirstKeysBowReveal GiantDrivingLicense DrivingTestStickyNotes RoadTestHonkParade DrivingTestFakeFail DrivingTestOnAToyCar',
    tech: 'DrivingTestSimulator DashCamFirstDrive DrivingTestPepTalkMemo DrivingTestFlashcardApp AIDrivingExaminer DrivingTestAppShowdown DrivingTestRouteTimelapse MapYourDrivingTest',
    gaming:
      'DesignADrivingTestGame DrivingTestSim DrivingTestToyCarCourse DrivingTestTriviaDuel ParallelParkBossLevel DrivingTestHardMode DrivingTestCheckpoints DrivingTestSignBingo',
  },
};
