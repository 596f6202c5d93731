import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'cookie dough': {
    dance:
      'CookieDoughShuffle StirItUpCookieDough CookieDoughMoonwalk CookieDoughConga CookieDoughShimmy DoughYouWannaDance TwistForCookieDough CookieDoughWhiskWiggle',
    fitness:
      'EarnYourCookieDough CookieDoughBowlSquats CookieDoughStirBurnout PlankForCookieDough LungeToTheCookieDough RunForTheDough CookieDoughBurpees CookieDoughJumpJacks',
    funny:
      'CookieDoughNeverMadeIt OnlyTwoCookiesBaked CookieDoughSpoonSneak CookieDoughCaughtPOV CookieQualityControl WhereDidTheDoughGo CookieDoughBowlLickOff CookieDoughNatureDoc',
    prank:
      'CookieDoughBowlHeist EmptyCookieDoughTub CookieDoughInTenBoxes CookieDoughPillowSurprise CookieDoughRansomNote HideTheCookieDoughSpoons CookieDoughGooglyEyes CookieDoughTreasureMap',
    educational:
      'WhyRawFlourIsRisky CookieDoughSpreadTest ChillTheDoughOrNot CookieDoughSugarSwap CookieScienceQuiz CookieDoughMythOrFact CookieDoughHeatTreat CookieDoughButterBattle',
    travel:
      'PackACookieDoughPicnic HikeForCookieDough CookieDoughAtTheBeach CookieDoughShopHop BakeryStreetWalk CookieDoughWithAView RoadTripCookieDough StateFairCookieDough',
    fashion:
      'CookieDoughNeutrals CookieDoughPajamaFit CookieDoughApronStyle DressLikeCookieDough ChocChipPolkaDots CookieDoughCore CozyCookieDoughSweater CookieDoughBakingOOTD',
    wellness:
      'SpoonfulOfComfort FridayCookieDoughDate CookieDoughThankYouBatch BakeCookieDoughToUnwind CookieDoughMovieNight CookieDoughAndChill ShareYourCookieDough SlowBiteCookieDough',
    speed:
      'CookieDoughScoopRace CookieDoughIn60 CookieTrayDash CookieDoughRelay CookieDoughCutterBlitz ChipCountChallenge FastestCookieDoughBall StirCookieDoughSprint',
    music:
      'CookieDoughMixerBeat CookieKitchenDisco AnOdeToCookieDough SingToYourCookieDough SpoonClinkRhythm CookieDoughDrumSolo CookieDoughRapRecipe CookieDoughLullaby',
    art: 'CookieDoughSculpture SpellItInCookieDough CookiePhotoShoot PaintOnCookieDough ChocolateChipMosaic SprinklePortrait CookieDoughPixelArt CookieDoughStamping',
    tech: 'CookieBakeTimelapse CookieDoughInSlowMo AIInventsACookie CookieDoughStopMotion CookieDoughMacroLens StandMixerVsHand CookieDoughByVoiceOnly CookieDoughAirFryer',
    pet: 'PupSafeCookies CookieBeggingStare CookieDoughPlushFetch BoneShapedCookies KittenCookieSupervisor PeanutButterPawPrints NoCookieDoughForDogs CookieDoughBakingBuddy',
    gaming:
      'CookieDoughFlavorGuess CookieDoughCornhole CookieDoughRecipeDuel TicTacCookieDough CookieDoughTreasureHunt CookieDoughCupPong BingoForCookieDough WinnerGetsCookieDough',
  },
  'cookie jar': {
    fitness:
      'EarnYourCookieReps OneCookieTenSquats BearCrawlToCookieJar CookieCrunches CookieJarBurpeeTax ReachForTheCookieJar CookieJarLunges CookieJarPlankHold',
    funny:
      'CaughtCookieHanded WhoStoleTheCookieSkit GuiltyCookieCrumbs OnlyOneMoreCookie CookieJarStakeout EmptyJarBetrayal CookieJarDetectiveDad CookieJarLidSqueak',
    educational:
      'CookieJarFractions WhyCookiesGoStale CookieJarDunkScience GuessTheCookieJarCount CookieJarBarGraph CookieJarSpellingBee CookieJarSavingsMath CookieJarAirtightTest',
    cooking:
      'FillTheCookieJar GrandmasCookieJar CookieJarBakeOff OneDoughFiveCookies SnickerdoodleShowdown DunkWorthyCookies CookieJarRecipeSwap CookieJarEnergyBites',
    travel:
      'CookieJarTripFund CookieJarSouvenirs ACookieJarForTheRoad CookieCrawl CookieJarGoesCamping BestCookieInTown CookieJarParkPicnic CookieJarTrainSnacks',
    fashion:
      'MatchYourCookieJar MilkAndCookiesPajamas ChocolateChipSweater ToughCookieLook CookieJarCostume NotCookieCutterStyle CookieJarEarrings CookieJarFitCheck',
    wellness:
      'CookieJarGratitude CookiesForANeighbor OneCookieMindfully CookieJarTeaBreak CookieJarOfWins SweetNothingsJar CookieJarComplimentNotes CookieJarSelfCareIdeas',
    speed:
      'CookieJarLidTwistDash CookieJarRefillRelay CookieStackAttack TenCookieDunkBlitz BeatTheCookieClock FastestHandInTheJar CookieJarChopstickRace CookieJarSortSprint',
    music:
      'WhoStoleTheCookieChant CookieJarTapRhythm CookieJarRapBattle CookieCrunchASMR BeatboxForACookie SingForYourCookie CookieJarLidDrums CookieJarLullaby',
    tech: 'CookieJarAlarm CookieJarHeistStopMotion WatchTheCookieJarEmpty PhoneInTheCookieJar AIDesignsACookieJar CatchTheCookieThief CookieJarInSlowMo CookieJarTimelapse',
    pet: 'DogCookieJarTrick CookieJarPuppyStare KittenGuardsTheCookieJar PawPrintCookieJar PupVsCookieJar SitStayCookie CookieJarBunnyPeek CookieJarParrotTalk',
    gaming:
      'LandItInTheCookieJar LoserFillsTheCookieJar CookieJarBingoNight CookieJarGoFish CookieJarDiceDuel GuessHowManyCookies CookieJarMemoryGame CookieJarRiddleHunt',
  },
  cooking: {
    dance:
      'CookingDanceBreak CookingWhiskWiggle CookingSpatulaSalsa CookAndBoogie PotsAndPansShuffle SimmerShimmy CookingMoonwalk CookingApronTwirl',
    funny:
      'CookingShowParody MeasureWithYourHeart RecipeVsMyVersion CookingLikeYourMom CookingSportscast CookingNailedIt CookingWithZeroSkills CookingTasteTestFaces',
    prank:
      'CookingFancyMenuCard DessertFirstDinner CookEverythingBlue CookingBurntToastDecoy FakeTakeoutCooking CookedByTheDog CookingGooglyEyes CookingFiveStarReview',
    educational:
      'CookingMythsTested WhyFoodBrowns HowYeastRises CookLikeAScientist CookingTermsQuiz CookAnEggThreeWays CookingSaltExperiment CookingMeasurementsMath',
    travel:
      'CookingFromTheTrunk CookingMarketTour StreetFoodHunt CookLikeALocal CookingInAHostelKitchen BringHomeARecipe CookingThePerfectPicnic CookingClassOnVacation',
    fashion:
      'CookingApronFit CookingInPajamas CookingOOTD CookingTeeMatchesDish SauceProofOutfit DinnerPartyDrip CookingBandanaStyle CookingChefHatDIY',
    wellness:
      'SlowSundayCooking CookingKneadToUnwind SoupForANeighbor CookYourComfortFood NoPhoneCooking MindfulMealPrep CookingForJustMe CookingWithGrandmaCall',
    speed:
      'BeatTheTimerDinner CookingEggCrackRace CookingSpiceRackSort FifteenMinuteCookOff CookingTagTeam PantryRaidRush CookingOneTrayDash CookingSaladSpinnerRace',
    music:
      'PotsAndPansBeat CookingSpoonDrumline CookingRecipeRap CookingSoundsRemix CookAndCroon WhiskAndWhistle CookingKaraokeNight WriteACookingJingle',
    tech: 'AIPlansMyDinner AirFryerExperiments CookingInFastForward AICookOffVsGrandma CookWhatTheAppSays CookingHacksTested CookingByVoiceCommand CookingRecipeCardScan',
    pet: 'PetSousChef CookingPupcakeBatch CatSupervisesCooking DogWatchesMeCook CookingForTheCat FoodieFidoReacts CookingPupBiscuits CookingBunnyVeggieBowl',
    gaming:
      'CookingCharades CookingTriviaNight CookingMemoryMatch CookingMysteryBox GuessWhatImCooking DiceDecidesMyCooking CookingRecipeSpeedrun CookingIngredientBingo',
  },
  costco: {
    dance:
      'CostcoSampleShuffle MyCostcoCartDance CostcoRotisserieShimmy CostcoHotDogHop CostcoHaulHoedown BulkBuyBoogie CostcoFoodCourtFreeze CostcoUnpackingGroove',
    fitness:
      'OneTripCostcoCarry CostcoWaterCaseSquats CostcoPaperTowelPress CostcoRiceBagLunges BulkBuyBicepCurls CostcoCoolerCalfRaises CostcoFarmerWalk CostcoBoxStepUps',
    prank:
      'HomeCostcoSampleStand CostcoSheetCakeMessage CostcoHaulFakeOut CostcoReceiptScare CostcoToiletPaperWall CostcoBoxFortAmbush CostcoMegaJarSwap CostcoBalloonCarFill',
    educational:
      'CostcoBulkMath CostcoHotDogEconomics IsCostcoWorthIt Costco97CentSecret CostcoUnitPriceHack GuessTheReceiptTotal CostcoVsCornerStore CostcoFoodWasteLesson',
    travel:
      'CostcoCarSnackTierList CampingOnACostcoBudget CostcoRoadTripStop SameCostcoNewTown CostcoBeachDay PackYourCostcoCooler CostcoCharcuteriePicnic WalkToCostcoAndBack',
    fashion:
      'CostcoFitCheck HeadToToeCostco CostcoUnder20Outfit StyleCostcoPuffer3Ways WhatIWoreToCostco SampleAisleStrut CostcoVsDesigner CostcoSockStyleOff',
    wellness:
      'CostcoFlowerFriday CostcoSelfCareHaul CostcoStickToTheList QuietHourCostco CostcoPantryReset CostcoHealthyCart NoRushCostcoMorning CostcoShareWithANeighbor',
    speed:
      'CostcoListDash FastestCostcoUnload CostcoTrunkTetris 20MinuteCostcoRun BeatTheSampleLine ReceiptCheckSprint CostcoHaulSortRelay CostcoPantryRestockRace',
    music:
      'CostcoCartRattleBeat SingYourCostcoList CostcoReceiptRap OdeToTheCostcoHotDog CostcoHaulBeatDrop BulkBinBeatbox CostcoRockOpera WriteACostcoJingle',
    art: 'CostcoHaulStillLife CostcoFlowerArranging CostcoBoxSculpture DrawCostcoFromMemory PaintACostcoSheetCake PopArtFoodCourt CostcoReceiptDoodle CostcoCartMiniature',
    tech: 'CostcoGadgetTest CostcoMathVsCalculator CostcoScanAndGo AIPlansMyCostcoRun CostcoHaulInFastForward BulkBatteryShowdown IsItCheaperAtCostco CostcoStopMotionUnpack',
    pet: 'CostcoDogBedTest CostcoBoxCatCastle PetVsCostcoTeddy CostcoHaulInspector MyDogRatesCostcoKibble CostcoPuppyPicksAToy CostcoKittyTower CostcoParrotUnboxing',
  },
  costume: {
    dance:
      'CostumeDanceOff DressUpDisco CostumeCapeSpin WaltzInYourCostume CostumeMonsterMash CostumeCharacterStrut MoonwalkInCostume CostumeTwinsTwist',
    funny:
      'CostumeGroceryRun CostumeWrongTheme PetNoticesTheCostume ExpectationVsCostume CostumeOnAZoomCall DressUpAsYourDad CostumeCommute StayInCostumeAtWork',
    prank:
      'CostumeSchoolPickup DinosaurSuitGreeting CostumeTwinAtBreakfast CostumeSurpriseVisit CostumeStatueFakeOut MascotAtTheDoor ChickenCostumeDelivery GrandmaCostumeCameo',
    educational:
      'HowStageCostumesWork GuessTheCostumeDecade DressUpForYourDreamJob CostumeSolarSystem CostumeColorTheory CostumeAnimalFacts DressUpAsAScientist CostumeBookReport',
    travel:
      'WearYourCostumeToThePark CostumeRoadTripDare CarnivalDayTrip CostumeAtTheLandmark CostumeParadeHop CostumeTrainRide TouristInCostume FestivalCostumeHunt',
    wellness:
      'DressUpForJoy SpreadSmilesInCostume RecreateYourKidCostume CostumePowerPose CapeOfConfidence CostumeCheerUpCall KindnessInCostume HeroCostumeAffirmation',
    speed:
      'CostumeQuickChange BeatTheClockCostume CostumeFromTheBin MaskAndCapeDash CostumeIn60Seconds CostumeGuessingBlitz ThreeCostumesOneMinute BlindfoldCostumeGrab',
    art: 'CostumeFromYourCloset CardboardRobotSuit RecycledCostumeBuild DrawYourDreamCostume CostumeMaskPainting DressUpBoxCraft PaperBagCostume DuctTapeCostume',
    tech: 'CostumeAITryOn VoiceChangerCostume CostumeSnapTransition StopMotionCostumeChange LightUpCostumeHack CostumeSlowMoReveal GreenScreenCostume CostumeSoundEffectDub',
    pet: 'CostumeForMyPetsPlush CostumeBoxCatFort CostumeNightCalmCorner CostumeScrapsSnuffleMat CostumeDoodleMyKitten DressUpLikeMyDog EasyBandanaPetCostume CostumeOnMeNotMyDog',
    gaming:
      'CostumeCharades DressUpGuessWho CostumeScavengerHunt CostumeFaceOff CosplayYourMain CostumeBossBattle CostumeFreezeTag CostumeMusicalChairs',
  },
  couch: {
    dance:
      'CouchSeatedDance CouchPotatoMoonwalk CushionShuffle FromCouchToStrut SofaSoGroovy CouchRemoteFreezeDance CouchKickLine CouchShoulderBop',
    fitness:
      'CouchTricepDips CouchToFiveK SofaCushionCrunches SplitSquatOnTheCouch NextEpisodeEarned CouchSitToStand CouchLegRaises CouchCommercialBreakHIIT',
    prank:
      'CouchCushionSwap WhoopeeOnTheSofa PlushAudienceOnCouch WelcomeHomeCouchFort RemoteHuntMystery PillowAvalanche CouchSpotReserved CouchBalloonPit',
    educational:
      'CouchCushionPhysics SayCouchInFiveLanguages HowFoldOutCouchesWork MeasureTheCouchInShoes CouchFortEngineering WhatsInYourCouch CouchStainRemovalTest CouchPostureScience',
    cooking:
      'CouchPotatoSkins CouchMovieSnacks SofaPicnicDinner HotCocoaCouchNight BingeWatchBites PopcornFlavorFaceOff CouchCharcuterie CouchNachoBuildOff',
    travel:
      'CouchPotatoGoesOutside SofaToSummitHike PlanATripFromTheCouch OffTheCouchDayTrip CouchToCoastline FiveStarCouchStaycation CouchVirtualMuseumTour RateEveryHotelCouch',
    fashion:
      'CouchCozyFit MatchYourCouch CouchToDinnerOutfit ComfyCouchCardigan CouchPotatoCouture CouchLoungewear3Ways CouchPajamaRunway CouchSlipperRanking',
    speed:
      'CouchFortSpeedBuild CouchTidyTimer SofaCushionRelay CouchBlanketFoldRace RemoteHuntRace CrumbSweepShowdown CouchSpotScramble CouchLostCoinsIn60',
    music:
      'CouchConcert CouchCushionDrums SofaSingAlong CouchKaraokeDuet UnpluggedOnTheCouch CouchLipSyncBattle CouchSerenade CouchUkuleleHour',
    art: 'CouchBlindContour SofaStillLife FamilyCouchPortrait MiniatureCouchModel PillowFaceMakeover DoodleFromTheCouch DrawYourDreamCouch CouchCushionCoverPaint',
    tech: 'CouchChargingStation CouchPhoneStandHack CouchLapDeskBuild CouchNapTimelapse CouchCushionStopMotion CouchVideoCallGlowUp CouchCinemaSetup CouchSmartLampScene',
  },
  countdown: {
    prank:
      'CountdownToNothing CountdownMysteryBox CountdownBalloonPop ConfettiAtZero GiantCountdownTinyGift CountdownSillyString CountdownThatNeverEnds CountdownSurpriseCake',
    educational:
      'CountdownNumbersRound CountdownLettersGame CountdownPaperRocket CountdownConundrum TenToOneInSpanish CountdownTimesTables CountdownPrimeHunt CountdownSpellingBee',
    cooking:
      'BakeACountdownCake CountdownCheeseBoard NewYearsCountdownBites CountdownMocktailMix TenMinuteCountdownMeal BuzzerBeaterBrownies CountdownPopcornPop CountdownPancakeStack',
    fashion:
      'CountdownPartyFit CountdownSequinLook CountdownGlitterGlowUp OutfitChangeCountdown DressedByTheBallDrop MidnightMakeover CountdownGetReadyWithMe CountdownTiaraStyle',
    tech: 'BeatYourPhoneCountdown CountdownSnapTransition SmartSpeakerCountdown CountdownSunsetTimelapse CountdownLockScreen NoSnoozeCountdown StopwatchCountdownDare CountdownVideoMontage',
    gaming:
      'CountdownLettersGame CountdownEscapeRoom BeatTheCountdownLevel TimesUpCharades CountdownHotPotato CountdownNameFiveThings CountdownCupStack CountdownMusicalStatues',
  },
  couple: {
    educational:
      'CoupleLoveLanguages DateNightTrivia HowWeMetTimeline CoupleQuizShowdown CoupleSkillSwap CoupleBookClubForTwo CoupleGuessTheCapital CoupleSpellingBee',
    travel:
      'CoupleTenDollarDayTrip CoupleTouristAtHome CoupleSunsetChase CoupleRoadTrip BackToWhereWeMet MysteryCoupleGetaway CoinFlipCoupleDate CouplePackEachOthersBag',
    speed:
      'CoupleThreeLeggedRace CoupleBedMakingRace TwoHandsGiftWrap CoupleRapidFire BlanketFortBuildOff CoupleBalloonHugPop CoupleSockMatchBlitz CoupleDishwashingDash',
    tech: 'CoupleTypingRace CoupleVideoCallDinner CoupleGreenScreenTrip AIPlansOurDate CoupleEmojiOnlyChat CoupleFaceSwapReaction CoupleSelfieTimerFail CouplePhotoAlbumRecap',
  },
  cousin: {
    dance:
      'CousinDanceOff CousinWeddingConga KidsTableShuffle CousinCrewChoreo CousinCopyMyMoves CousinsInSync ElectricSlideCousins CousinLimboContest',
    funny:
      'AuntieQuestionsBingo CousinImpressions StillAtTheKidsTable CousinNameMixUp WhichCousinAreYou CousinMostLikelyTo CousinsPlayTheAdults CousinOldPhotoReactions',
    educational:
      'CousinSpellingBee DrawTheCousinTree WhatIsOnceRemoved QuizYourCousins MapEveryCousinsHometown FamilyStoryInterview CousinScienceFairDuel CousinLanguageSwap',
    tech: 'CousinVideoCallTrivia ReunionPhotoBoothSetup CousinEmojiStoryChain CousinsAcrossTimeZones CousinSelfieTimerScramble DigitizeTheFamilyAlbum CousinStopMotionFilm CousinPodcastInterview',
  },
  cow: {
    dance:
      'MooveAndGroove DanceLikeACow CowPrintShuffle CowTailSwishSway CowgirlLineDance CowboyHatHoedown CowBarnTwoStep CowbellShimmy',
    fitness:
      'CatCowFlow CowMilkJugCurls CowJumpOverTheMoon CowgirlBootCamp CowboyFarmerCarry CowPrintPlankOff CowFieldSprints CowPastureLunges',
    funny:
      'CowStareContest CowPhotobombFails WhenCowsMeetMusic NosyCowNeighbors GreetedByACowLick DoYourBestCowMoo CowsJudgeYou CowDubbedVoiceover',
    prank:
      'CowMooRingtone CowCutoutWindowPeek PlushCowOnThePillow CowSpotStickyNotes CowInTheFridge MooingDoorbell CowbellWakeUpCall CowFamilyPortraitSwap',
    educational:
      'CowFactOrFiction HowCowsMakeMilk WhyCowsChewAllDay NameThatCowBreed DairyFarmToFridge FourStomachMyth CowSpotsAreUnique CowButterInAJar',
    cooking:
      'CowPrintCake MooCowPancakes CowShapedSugarCookies CowFaceCupcakes FreshButterShake UdderlyGoodMilkshake CowMilkIceCreamBag CowSpotPudding',
    fashion:
      'CowPrintFitCheck PaintCowSpotBoots DressLikeACow CowBandanaTwoWays CowEarBeanie CowgirlCouture CowTailBraids CowHornHeadband',
    wellness:
      'CuddleYourCowPlush SunriseWithTheCows CowPoseBreathing CowFarmGratitudeList PastureSlowWalk CatCowStretchBreak CowGrazingMeditation CowMeadowNap',
    music:
      'CowMooChoir SingToTheCows CowMilkPailDrums CowsReactToMyTrumpet MoreCowbell CowboyCampfireSong CowYodelingLesson CowBarnHoedownTune',
    tech: 'TellItInCowEmojis CanAIDrawACow ClayCowStopMotion CowFaceFilter CowMooDuetChain MakeACowSoundboard CowFarmWebcam CowPanoramaStretch',
    gaming:
      'SpotACowShoutMoo PinTailOnTheCow CowSays CowTriviaShowdown CowPlushRingToss CowMemoryCardMatch FindTheHiddenCow CowBarnyardCharades',
  },
  coworker: {
    dance:
      'CoworkerDanceOff WaterCoolerShuffle CoworkerHallwayMoonwalk ColleagueConga CoworkerClockOutJig NineToFiveGroove CoworkerTwoStep CoworkerChairSpinOff',
    educational:
      'CoworkerSkillSwap CoworkerLunchAndLearn CoworkerShortcutLesson GuessMyColleaguesJob CorporateJargonQuiz ExplainYourWorkIn30 CoworkerPhraseOfTheDay CoworkerFunFactFriday',
    cooking:
      'CoworkerLunchSwap BreakroomBakeOff CoworkerChiliContest DeskDrawerRamen CoworkerBirthdayCake ColleagueSaladBar CoworkerSoupTasteOff CoworkerPotluckPasta',
    travel:
      'CoworkerRoadTrip CoworkerCoffeeCrawl CoworkerTouristDay ColleagueLocalTour CoworkerBikeCommute CoworkerParkBenchLunch CoworkerDayTripDare CoworkerSouvenirSwap',
    wellness:
      'CoworkerCoffeeCheckIn CoworkerWalkBreak CoworkerKudosBoard ThankAColleague FiveMinuteDeskZen MeetingFreeMindfulness CoworkerComplimentDay CoworkerPlantCare',
    music:
      'CoworkerDeskDrums WaterCoolerJam HoldMusicRemix ColleagueKaraokeDuel CoworkerStaplerBeat CoworkerNineToFiveCover CoworkerThemeSong CoworkerWhistleChallenge',
    tech: 'CoworkerDeskSetup CoworkerShortcutDuel CoworkerEmailGlowUp ColleagueEmojiContest PrinterJamRescue CoworkerFormulaFaceOff CoworkerGifBattle CoworkerVideoCallBackdrop',
  },
  cozy: {
    funny:
      'CozyBlanketBurrito CozyTooWarmToMove CozyCatStealsMySpot HyggeVsReality FortyPillowsOnTheBed CandleHoarderTour CozyNarratorVoice CozyMoodRuinedByAlarm',
    prank:
      'CozyGiantSlipperSwap CozyFakeFireplace CozyTeddyInTheirBed ComfyTowelFromDryer SecretBlanketFort CozyRainSoundsTrick CosyPillowMountain CozyFairyLightsReveal',
    educational:
      'TryHyggeForAWeek CozyTeaSteepTest CozyBulbWarmVsCool CosyWoolVsFleece WhyBlanketsCalmUs CozyWinterCustomsQuiz SayCozyInFiveLanguages CozyInsulationExperiment',
    travel:
      'CozyCabinTrip CoziestCafeHunt HyggeCityBreak CozyBookshopCrawl CozyLibraryHop CozyXmasMarketStroll CozyTrainJourney CozyCottageWeekend',
    fashion:
      'CozyFitCheck CozyKnitLayers ComfyChicOutfit HyggeCapsuleCloset CardiganThreeWays CozyLeggingsTryOn CozySockShowdown CozyScarfTying',
    speed:
      'BuildACozyNookFast CozyBlanketFortRace ComfyQuickChange HyggeSetupSpeedrun PillowPlumpSprint FastestBurritoWrap CozySockSortBlitz CozyBedMakingDash',
    art: 'CozyKnitAlong CozyCabinWatercolor CozyCandleStillLife PaintYourCoziestCorner CozyWindowSketch CozyMugMakeover CozyCrochetCoaster CozyCollageJournal',
    tech: 'CozyDeskSetup CozyLightingScenes CozyRoomGlowUpTimelapse CozyHomeScreenMakeover HeatedBlanketTest DigitalFireplaceStream AIMakesMyBedroomCozy CozyPlaylistBuilder',
    pet: 'CozyCatOnLap CozyDogSweater CozyPetBedBuild HyggeNapPile CozyPuppyBlanketNook KittenInTheKnits CozyCaveForKitty CozyBunnyHayNest',
    gaming:
      'CozyGamingSetup CozyCoopAdventure CozyJigsawMarathon HyggeBoardGameNight CozyFortFlashlightTag CozyCocoaAndCards CozyFarmSimSunday CozyWordSearchRace',
  },
  crab: {
    funny:
      'HermitCrabHouseHunt CrabWalkToTheFridge CrabbyUntilCoffee CrabRaveAtWork ActLikeACrabForADay CrabHandPuppetSkit CrabNatureDocumentary CrabClawHighFiveFail',
    prank:
      'CrabFootprintsInSand CrabClawGloveWave CrabToyInTheShoe TinyCrabInvasion PlushCrabAmbush CrabStickerOnTheirMug CrabWalkEntrance CrabPincerTickleAttack',
    educational:
      'WhyCrabsWalkSideways HermitCrabShellSwap HowCrabsBreathe CrabOrLobsterQuiz TrueCrabOrFake CrabRockPoolSurvey CrabEyeStalkFacts CrabLifeCycleDiagram',
    travel:
      'CrabShackRoadTrip RockPoolRamble CrabHuntAtLowTide CrabSpottingSafari CrabRollBeachPicnic GhostCrabNightWalk CrabbingOffThePier CrabAquariumDayOut',
    fashion:
      'CrabPrintShirtTwoWays CrabBucketHat CrabWalkRunway CrabClawClipStyles RedAsACrabFit SeasideCharmStack CrabEmbroideryPatch CrabEarringsDIY',
    wellness:
      'CrabbyToCalm SlowSidewaysStroll CrabTidePoolPause ComeOutOfYourShell HermitCrabMeTime CrabPoseMeditation CrabWalkGratitude CrabOceanSoundsNap',
    art: 'CrabPaperPlateCraft CrabRockPainting CrabOrigami HandprintCrabs CrabCardboardClaws SandCrabSculpture CrabShellPrints DriftwoodCrab',
  },
  crayon: {
    dance:
      'CrayonBoxShuffle CrayonScribbleWiggle CrayonConga RainbowCrayonGroove CrayonColorFreeze EachCrayonIsAMove CrayonTwist MeltLikeACrayon',
    fitness:
      'CrayonPickUpSquats CrayonColorWallSit CrayonHopscotch RainbowCrayonCircuit CrayonBoxBurpees EachShadeTenReps CrayonDiceCardio CrayonBearCrawl',
    funny:
      'IfCrayonsCouldTalk CrayonBoxDrama BrokenCrayonGrief CrayonsGoOnStrike RenameTheCrayons KidArtCritique CrayonVoiceoverSkit CrayonExitInterview',
    prank:
      'CrayonWrapperSwap SecretWhiteCrayonNote CrayonGiantLoveLetter CrayonBananaFaces ColoringPageOfThem CrayonsThatWontColor CrayonEggFamily CrayonShapedCookies',
    educational:
      'MakeCrayonsFromScraps GuessTheRetiredCrayon NameThatCrayonColor CrayonMeltingPoint WaxResistScience WhatsInACrayon CrayonHueMixing CrayonRubbingFossils',
    cooking:
      'CrayonBoxCake EdibleCrayons CrayonPretzelRods CrayonColorSmoothies PaletteSnackPlatter RainbowCookieStack CrayonShapedPancakes CrayonPopsicles',
    travel:
      'BackseatCrayonArt CrayonRubbingHunt CrayonMatchTheTown CrayonPostcards CrayonCitySketchWalk FindEveryCrayonColor CrayonFlightJournal RoadTripCrayonMap',
    fashion:
      'CrayonCostume RainbowCrayonNails CrayonBoxTote OneCrayonOutfit CrayonPrintOveralls PrimaryColorBlock CrayonPicksMyLook MeltedCrayonSneakers',
    music:
      'CrayonBoxBeat CrayonTapRhythm DrumWithCrayons SingTheCrayonColors DrawTheMelody ScribbleSymphony CrayonTinMaracas RainbowCrayonNotes',
    tech: 'CrayonDrawingTimelapse CrayonARColoring CrayonScanAndAnimate CrayonToDigitalArt AppPicksMyCrayon CrayonVsPhoneColorPicker StylusVsCrayon CrayonStopMotion',
    gaming:
      'CrayonDrawAndGuess CrayonDoodleDuel CrayonMazeRace CrayonColorBingo PaperAndCrayonRPG CrayonBlindfoldRound DotsAndBoxesCrayon HangmanWithCrayons',
  },
  creek: {
    dance:
      'BrookBabbleBoogie CreekSplashGroove CreekBankSway UpTheCreekShuffle CreekWaderStomp CreeksideTwoStep CreekConga RiverdanceInTheCreek',
    fitness:
      'CreekMeadowJumpingJacks CreeksideSquats CreekWadingWalk CreekTrailRunClub CreekToCrestHike StreamBankStretch CreekStepUps CreekShadeYogaFlow',
    prank:
      'CreekToyFishFakeOut CreekFrogCroakGag CreekFoolsGoldNugget CreekBigfootSighting PaintedStoneFind CreekMonsterFootprints CreekDuckFlotilla CreekLochNessHoax',
    educational:
      'CreekCritterScience CreekWaterTest FindWhereTheCreekStarts WhyCreeksCurve CreekBugBingo CreekPebbleSizeSort CreekRockID TimeALeafDownTheCreek',
    cooking:
      'CreeksidePicnic CreekChilledMelon CreekTrailMix CreekCoolerSnackBox CreekLemonadeStand BabblingBrookBrunch CreekBankBento CreekCampfireCookOff',
    fashion:
      'CreekWaterShoesFit DressForTheCreek CuffedForTheCreek TrailSandalCheck CreekToCafeOutfit WadeReadyLook CreekBandanaTie CreekPonchoPose',
    speed:
      'CreekDuckRace PoohsticksShowdown CreekStoneSkipCount CreekPebbleSortBlitz CreekLitterPickRace LeafBoatSprint CreekBucketBrigade CreekTrailDash',
    tech: 'CreekSplashInSlowMo CreekPanoramaFail CreekPlantIDChallenge CreekASMR GPSMapTheCreek NameThatCreekBird CreekTimelapse CreekMacroBugHunt',
    gaming:
      'CreekScavengerHunt CreekFishingMiniGame CreekNatureBingo CreekBridgeBuildOff CreekTwigBoatRegatta ISpyAtTheCreek CreekCaptureTheFlag CreekGeocache',
  },
  croissant: {
    dance:
      'CroissantCrescentTwirl ShimmyForACroissant CroissantShuffle CroissantCancan WaltzWithACroissant CroissantMoonwalk RollLikeACroissant CroissantBaguetteTango',
    prank:
      'CroissantBreakfastInBed DoorknobCroissantDrop IsThisCroissantCake CroissantPillowSwap CrescentRollSwitch CroissantTowerSurprise CroissantCafePopUp CroissantLunchboxNote',
    educational:
      'CroissantOrCrescentQuiz HowLaminationWorks CroissantLayerScience CurvedOrStraightCroissant SayCroissantInFrench CountTheFlakyFolds CroissantMathOfThrees CroissantButterTempTest',
    fashion:
      'CroissantBagFit CroissantBunHairstyle CroissantBeretLook CroissantCafeRunway StyleButterYellow CroissantDateOutfit DressLikeACroissant CroissantEarringsDIY',
    tech: 'CroissantTimelapse CroissantSlowMoTear CroissantCrossSection AICroissantCoach CroissantLayersUpClose CrunchDecibelMeter CroissantStopMotion CroissantPhotoLighting',
    pet: 'IsMyCatACroissant PuppyEyesForCroissant DogBedLikeACroissant CroissantFetchToy LoafOrCroissant DrawYourPetAsACroissant CroissantCurlContest CroissantPlushTugOfWar',
  },
  crosswalk: {
    dance:
      'LittleGreenManMoves CrosswalkRobotInTheYard CrosswalkBedroomBoogie CrosswalkTapeDance ChalkCrosswalkMoonwalk HallwayCrosswalkHop CrosswalkRugFreezeDance CrosswalkLivingRoomJig',
    fitness:
      'CrosswalkRugLunges CrosswalkMatHighKnees CrosswalkChalkLadder CrosswalkYardAgility CrosswalkBoxStepUps CrosswalkBeepBurpees CrosswalkTapeSquats CrosswalkHallwayCrawl',
    prank:
      'CrosswalkInTheHallway CrosswalkToTheCookieJar CrosswalkToTheFridge CrosswalkStickerTrail CrosswalkForThePets WalkSignOnTheDoor CrosswalkToyCarTraffic CrosswalkBeepDoorbell',
    educational:
      'BuildACrosswalkModel CrosswalkSignalTimer CrosswalkRoadSignQuiz LookBothWaysDrill TeachKidsTheCrosswalk CrosswalkStripeScience GuessTheCityCrosswalk CrosswalkSafetyRhyme',
    travel:
      'FamousCrosswalkPostcards CrosswalkSpottingAbroad CrosswalkCountingStroll CrosswalkRainbowCities PaintedStreetHunt BusiestCrosswalkInTown WeirdestCrosswalkSign CrosswalkMapMyRoute',
    fashion:
      'CrosswalkStripesOutfit HiVisHeadToToe CrosswalkTeeDesign CrosswalkGuardCostume ZebraPrintLook CrosswalkHallwayCatwalk CrosswalkMonochromeFit CrosswalkReflectiveJacket',
    wellness:
      'WaitForTheWalkSign CrosswalkLookBothWays CrosswalkCalmCommute CrosswalkPauseBreath CrosswalkKindnessWave MindfulCrossing CrosswalkPatiencePractice CrosswalkSmileAtStrangers',
    speed:
      'RedStopGreenGo CrosswalkTapeSprint CrosswalkPuzzleDash BuildACrosswalkIn30 CrosswalkSignBlitz CrosswalkChalkTimer CrosswalkDrawingRush CrosswalkCardSortRace',
    music:
      'CrosswalkBeepBeat CrosswalkChirpRemix ButtonPressBeatbox WalkSignalRhythm SingTheCrosswalkRules CrosswalkTickTock CrosswalkCountdownSong CrosswalkSafetyJingle',
    art: 'CrosswalkPaperModel ZebraStripeIllusion PedestrianSilhouettes CrosswalkMuralDesign CrosswalkStreetPhotos CrosswalkWatercolorCity Crosswalk3DDrawing CrosswalkCollagePoster',
    tech: 'CrosswalkCrowdTimelapse MapTheCrosswalksNearYou CrosswalkSignAnimation CrosswalkButtonMyth CrosswalkToyCarStopMotion CrosswalkBeepRingtone CrosswalkSafetyVideo CrosswalkGreenScreen',
  },
  crossword: {
    dance:
      'CrosswordSolvedDance CrosswordAcrossAndDown HopTheCrosswordGrid SundayCrosswordShuffle FillTheBlanksBoogie FourLetterTwoStep CrosswordCharleston CrosswordVictoryJig',
    fitness:
      'CrosswordWallSitSolve TenSquatsPerCrossword CrosswordCalfRaiseRound ClueAndCrunch CrosswordStairClimb PlankTillItsSolved CrosswordJumpingJacks CrosswordLungeForLetters',
    prank:
      'FakeNewspaperCrossword CrosswordInsideJokes CrosswordSillyAnswers CrosswordUnsolvableClue HiddenMessageGrid FillInTheCompliment CrosswordOfTheirLife CrosswordAlreadySolved',
    travel:
      'CrosswordMysteryTrip CrosswordOnTheTrain LocalPaperCrossword CafeCrosswordCrawl BackseatCrosswordDuel BeachTowelCrossword CrosswordOnAPlane CrosswordPackingList',
    fashion:
      'DressLikeACrossword CrosswordPrintFit CrosswordNailArt CrosswordReadingSpecs CrosswordNewsprintDIY CrosswordScarfStyle MonochromeCrossword CrosswordTeeDesign',
    music:
      'LyricsCrosswordGuess SingTheCrosswordClue CrosswordRapBattle BandNameGrid CrosswordThemeSong HumTheCrosswordAnswer OperaticCrossword CrosswordKaraokeNight',
    tech: 'AIVsMeCrossword MakeACrosswordOnline CrosswordAppShowdown PaperVsPhoneCrossword ChatbotCluesOnly CrosswordFromAPrompt SpreadsheetCrossword SmartSpeakerCrossword',
    gaming:
      'CrosswordDuel 30DayCrosswordStreak CrosswordVsSudoku CrosswordClueCharades CrosswordTagTeam CrosswordBingo CrosswordHighScore CrosswordQuizNight',
  },
  cruise: {
    prank:
      'CruiseCabinTowelAnimal CruiseSeaMonsterHoax CruiseDoorGooglyEyes HideACruiseDuck CruiseStickyNoteAttack CruisePillowChocolate CruiseBalloonDrop CruiseCaptainHatWakeUp',
    educational:
      'HowCruiseShipsFloat CruiseNauticalQuiz CruiseKnotTyingLesson PortVsStarboardCruise CruiseFlagSpelling CruiseAnchorWeightGuess CruiseEngineRoomFacts CruiseOceanCurrentsMap',
    fashion:
      'CruiseFormalNight CruiseDeckToDinner NauticalStripesCruise CruiseWhitePartyFit CruiseCaptainCostume CruiseOutfitCountdown CruiseCapsuleWardrobe CruiseSunHatStyling',
    wellness:
      'CruiseSunriseDeck CruiseBalconyJournal CruiseSeaDayCalm WatchTheCruiseWake CruiseNoWifiWeek SaltAirReset CruiseSpaAtHome CruiseOceanSoundsNap',
    tech: 'CruiseSunsetPanorama CruiseWifiSpeedTest CruiseShipTracker CruiseCountdownWidget CruiseWakeTimelapse CruisePhotoDump CruiseCabinTourPOV CruiseVlogRecap',
    gaming:
      'CruiseBingo CruiseShuffleboard ArcadeOnACruise CruiseCabinCharades CruiseDeckTicTacToe CruiseMiniGolfDuel CruiseTriviaNight CruiseScavengerHunt',
  },
  cucumber: {
    dance:
      'CoolAsACucumberDance CucumberVineWiggle CucumberShuffle CucumberHipHop SliceAndSlide PickleBallroom CucumberCharleston CucumberConga',
    funny:
      'CucumberPhoneCall PickleOrCucumberDebate CucumberMonocle CucumberMicInterview CucumberEyesFail WhatsTheBigDill CucumberMustache CucumberSpaDayGoneWrong',
    prank:
      'IsItCakeCucumber CucumberRemoteSwap CucumberInTheCookieJar AnswerTheCucumber CucumberHotDogBun CucumberSmileyNotes CucumberGooglyArmy CucumberTinyHatParade',
    educational:
      'CucumberIsAFruit HowCucumbersPickle CucumberSaltOsmosis WhyCucumbersAreBitter WeighACucumberDriedOut CucumberSproutJournal GuessTheCucumberCousin CucumberSeedCounting',
    travel:
      'CucumberSandwichPicnic CucumberTeaRoomVisit CucumberFarmPicking CucumberMarketHunt CucumberBeachBites CucumberFestivalTrip StreetCartCucumber CucumberHikingLunch',
    fashion:
      'CoolAsACucumberLook CucumberSliceEarrings CucumberGreenFitCheck CucumberPrintSkirt DressLikeACucumber SpaRobeRunway CucumberNailArt CucumberHeadbandStyle',
    speed:
      'CucumberMemoryBlitz SushiCucumberRollRush CucumberSliceTower CucumberGardenPickDash PickleJarPackOff CucumberSpoonRace CucumberCrunchCount CucumberSandwichRelay',
    music:
      'CucumberDrumsticks CucumberCrunchBeat CucumberMicKaraoke CucumberSliceASMR VeggieOrchestra CarveACucumberFlute CoolAsACucumberCroon CucumberWhistleSong',
    art: 'CucumberFaceArt CucumberSliceMandala CucumberStampFlowers MosaicOfCucumbers DesignAPickleLabel CucumberStillLife WatercolorCucumberVine CucumberClaySculpt',
    tech: 'CucumberSlowMoCrunch AIInventsACucumberDish CucumberTimelapse CucumberSliceStopMotion SpiralizerShowdown CucumberCloseUpChallenge CucumberDecibelTest CucumberGrowthTracker',
    pet: 'CucumberPlushFetch SitForACucumberSlice BunnyCucumberMunch CukeChewToyReview PetInTheCucumberPatch FrozenCucumberPupsicle FirstCucumberCrunch CucumberGuineaPigSnack',
  },
  cupcake: {
    fitness:
      'EarnYourCupcake BalanceACupcakeLunge DozenCupcakeStepUps CupcakeTinCurls SprinkleSquats CupcakeWallSitFrost CupcakeCardioCircuit CupcakePlankHold',
    funny:
      'CupcakeOrMuffinDebate FrostingMustache CupcakeSprinkleOverload NailedItCupcakes CupcakeSandwichHack IcingToCakeRatio AdultCupcakeSmash CupcakeDramaticUnwrap',
    prank:
      'SurpriseInsideCupcake CupcakeGooglyEyeArmy CupcakeWithYourFace BurgerOrCupcake CupcakeSpellAMessage CupcakePartyForNoReason SecretAdmirerCupcake PinataCupcakeReveal',
    educational:
      'WhyCupcakesDome CupcakeFractions ColorMixingCupcakes CupcakeChemistry ButtercreamScience OvenHotSpotTest CupcakeMultiplication CupcakeNoBakingSoda',
    travel:
      'PackACupcakePicnic CupcakeRoadTripSurvival CupcakeShopCrawl CupcakeStopOnEveryTrip CupcakeWithAView BakeryHoppingDay BestCupcakeInTown CupcakeSouvenirBox',
    fashion:
      'CupcakeTutuDress OutfitMatchesMyCupcake CupcakeEarringsDIY PastelFrostingPalette SprinkleSneakers CupcakeInspiredOOTD TheCupcakeSkirtTwirl CupcakePrintPajamas',
    wellness:
      'CupcakeKindnessDrop GratefulCupcakeFlags BakeToDestress FrostAndFocus CupcakesForTheNeighbors MindfulCupcakeFrosting OneCupcakeForMe CupcakeThankYouNote',
    speed:
      'CupcakeDecorIn60 StackACupcakeTower CupcakePipingBlitz SprinkleSpeedrun CupcakeWarsAtHome CupcakeFrostingRush CupcakeLinerRelay CupcakeUnwrapRace',
    art: 'CupcakeBouquet CupcakeLinerFlowers FondantCupcakeFaces SprinkleMosaic CupcakeFrostingPainting PaintAClayCupcake CupcakePortraitGrid CupcakeFeltPlush',
    tech: 'CupcakeRiseTimelapse AICupcakeDesign CupcakeReverseVideo CupcakeSmashInSlowMo AppVsGrandmaCupcakes TurnIntoACupcakeFilter LEDCandleCupcakes CupcakeStopMotion',
    pet: 'DogSafeCupcakeBake PetBirthdayCupcake KittyVsCupcakeToy BarkdayCupcakes PupcakeParty CupcakeMoldIceTreats CupcakeCatPhotoShoot CupcakeHamsterBed',
    gaming:
      'CupcakeGuessTheFlavor CupcakeRockPaperScissors CupcakeDecorDuel CupcakeTowerTopple CupcakeSprinkleBingo CupcakeMemoryMatch CupcakeWalkNight CupcakeTriviaQuiz',
  },
  curry: {
    dance:
      'CurryLadleTwirl BhangraWhileCurryCooks CurryNightShimmy SpiceShuffle DanceForYourCurry SimmerAndShake CurryKitchenDisco CurryConga',
    funny:
      'CurrySpiceReaction MildCurryConfession GrandmaRatesMyCurry NaanOrRiceDebate CurryKitchenChaos WhiteShirtCurryNight CurryEatingCommentary CurryLeftoversHeist',
    prank:
      'CurryPretendItsTooHot CurryFakeTakeoutBox CurryDinnerBellWakeUp CurryPotTinyChefHat CurryPizzaSwitcheroo CurryTeddyCookCameo CurryLunchboxNote CurryMenuCardAtHome',
    educational:
      'NameTheCurrySpices WhyCurryFeelsHot JapaneseVsIndianCurry CurryStainRemovalTest GuessThatCurry PinCurryOnAWorldMap CurryScovilleRanking CurryLeafVsPowder',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl CurryRoadTripRanking NightMarketCurryHunt BestCurryInTown CurryOverACampfire CurryFoodFestival CurryLunchboxHike',
    fashion:
      'CurryColorOutfit CurrySaffronScarfTie DressForCurryNight TurmericYellowFit CurryHouseDateLook CurryStainSurvivor MatchYourCurry CurryBanglesStack',
    wellness:
      'CozyCurryNight CurrySlowCook MindfulCurryCooking CurryForTheSoul CurryGoldenMilkRitual SpiceAromaBreath CurryForAFriend CurryFamilyTableTalk',
    tech: 'PressureCookerCurryTest AIVsGrandmasCurry CurryGrinderShowdown CurryTimerHack CurrySimmerTimelapse CurryCamLivestream MicrowaveCurryChallenge CurrySizzleInSlowMo',
    pet: 'PetNamedCurry CurryColorBandana CurryDinnerCatStare CurryNightCatSupervisor PostCurryDogWalk NoCurryForYou CurryBunnyHerbGarden CurryPuppyPortrait',
    gaming:
      'CurryGameNight CurrySpiceTierList CurrySmellTest GuessTheCurryCountry LoserOrdersTheCurry BlindfoldCurryTasteOff CurryCharadesRound CurryMemoryCards',
  },
  curtain: {
    fitness:
      'CurtainOpenStretch SunriseCurtainYoga CurtainRodSquats PlankBeforeCurtainsUp CurtainRevealBurpees CurtainCallCurtsyLunges CurtainToeTouch CurtainBreezeJumpingJacks',
    prank:
      'CurtainFullOfStickyNotes GooglyEyeCurtain CurtainConfettiDrop CurtainBalloonWall WhosBehindTheCurtain CardboardCutoutCameo CurtainFakeFeetTrick CurtainSunriseSurprise',
    educational:
      'BlackoutCurtainScience ShowerCurtainEffect CurtainInsulationTest CurtainPulleyDemo CurtainFabricQuiz LightBlockingLab WhyCurtainsBillow CurtainSunFadeExperiment',
    cooking:
      'RedVelvetCurtainCake CurtainRevealDinner CurtainsUpMovieSnacks CurtainSurpriseCake CurtainCallCupcakes CurtainIntermissionBites CurtainPopcornBar CurtainTheaterNachos',
    travel:
      'HotelCurtainReveal ViewBehindTheCurtain TrainCurtainSunrise OpenCurtainsNewCity LocalTheaterCurtainCall MorningDrapesDrop CurtainBackstageTour CurtainCabinWakeUp',
    speed:
      'CurtainColorMatchRush FoldTheDrapesFast CurtainRingRace DrawTheCurtainsRelay CurtainCallCountdown ShowerHookBlitz CurtainSwapIn60 CurtainTiebackTimer',
    music:
      'ShowerCurtainBallad CurtainEncoreDare CurtainRevealCover CurtainRingChimes SingBehindTheCurtain CurtainCallChorus CurtainKazooOverture CurtainRiseDrumroll',
    pet: 'CatBehindTheCurtain CurtainWindowPerchView CurtainHideSeekPup PetCurtainPeekaboo DrapesSunbeamCatLoaf TailUnderTheCurtain CurtainBunnyFort CurtainPuppyNapSpot',
    gaming:
      'SetupCurtainReveal BlackoutCurtainHorror CurtainShadowGuess CurtainFreezeTag PickACurtainGameShow HideBehindTheCurtain CurtainCallCharades CurtainTalentNight',
  },
  cycling: {
    prank:
      'BikeBellSqueakyToy CyclingSpokeBeads GooglyEyeCyclingHelmet BalloonsOnTheirBicycle HandlebarStreamers SaddleCoverSwap FakeCyclingFinishLine BikeWrappedInFoil',
    educational:
      'HowBikesBalance CyclingTuckVsUpright CyclingSpeedMath CyclingGearsDecoded PatchABikeTube WhyPelotonsDraft TourDeFranceTrivia CyclingHandSignals101',
    cooking:
      'PostCyclingSmoothie CyclingRiceCakes CyclingEnergyBars CyclingFuelBakeOff CyclingPocketSnacks CroissantAfterTheClimb BicycleWheelPizza CyclingBananaOatBites',
    fashion:
      'CyclingSockHeight BikeHelmetDecor RetroCyclingCap OfficeToBicycleOutfit PedalToBrunchFit BikeRideInPastels CyclingKitGlowUp CyclingReflectiveStyle',
    wellness:
      'SlowBikeSunday CyclingSunsetRide CyclingGratitudeMiles BicycleCommuteCalm PhoneFreePedal BikeWithNoDestination CyclingBreathwork CyclingNatureListening',
    speed:
      'CyclingSlowestWins CyclingFlatFixRace CyclingTimeTrial KidsBalanceBikeDash CyclingGearUpRace CyclingTrackLapPB CyclingTirePumpBlitz CyclingHelmetOnCountdown',
    music:
      'SingWhileCycling CyclingBellSymphony CyclingFreewheelASMR BikeSpokeBeat PedalToTheMetal BicycleBuiltForTwoCover CyclingHypeSong CyclingPlaylistShuffle',
    art: 'TireTrackBikePainting DesignACyclingPoster CyclingChainStamps DrawYourBicycle CyclingSpokeCardArt CyclingChalkMural SketchACyclist CyclingHelmetStickers',
    pet: 'DogGreetsMeAfterCycling CyclingPupCarrier CyclingHelmetCatNap HamsterWheelCyclist CyclingGearPetInspector WindInTheirEars CyclingCoPilot CyclingHomeToMyBunny',
    gaming:
      'CyclingTrackStandDuel CyclingScavengerHunt CyclingConeSlalom CyclingPitStopISpy CyclingFollowTheLeader CyclingTriviaRide CyclingBingoCard CyclingSideQuest',
  },
  dad: {
    prank:
      'DadJokeAmbush ReclinerTakeover CopyDadForADay DadGooglyEyeFridge PapaPaparazzi HideDadsRemote PunBackAtPops DadSockMatchMixUp',
    educational:
      'DadExplainsOffside DadTeachesAnOldSkill DadviceTested ChangeATireLikeDad WindsorKnotWithDad AskPapaAnything FactCheckDad DadDecadeQuiz',
    cooking:
      'DadVsMeGrillOff DadsPancakeArt DadChiliCookOff RecreateDadsRecipe GuessPopsSecretSauce BreakfastByDad DadsFamousFlapjacks DadSandwichTower',
    speed:
      'DadPonytailRace FastestDadJoke DadGroceryUnloadBlitz DadTentSetupTimer DadDiaperDash BeatDadToTheCar DadLunchPackSprint DadLawnChairFoldOff',
    music:
      'DadRockCover DadAirGuitarSolo GuessDadsFavoriteAlbum DadsOldMixtape DuetWithYourDad KaraokeWithPops DadsSongVsMine DadLullabyRemix',
    gaming:
      'DadChessRematch DadKartRevenge BeatDadsHighScore PlayerTwoIsDad DadTriesMyFavoriteGame DadsRetroConsoleNight PopsPlaysPong DadNeverLetsUsWin',
  },
  daisy: {
    prank:
      'DaisyChainTheBike DaisySquirtFlower DaisyPetalConfetti DaisiesInTheShoes FollowTheDaisyTrail DaisyBouquetOnTheirDesk DaisyInEveryMug DaisyPillowSurprise',
    educational:
      'DaisyIsManyFlowers WhyDaisiesSleep PressADaisySpecimen DaisyFibonacciCount DaisyDissectionLab DaisyBeeVisitTally DaisyOrChamomile DaisyColorDyeExperiment',
    travel:
      'DaisyMeadowHike FindTheDaisyField DaisyParkPicnic DaisyCycleTour WildflowerRoadTrip BotanicGardenHop DaisySpottingWalk DaisyFarmStandVisit',
    wellness:
      'FreshAsADaisyReset LieInTheDaisies DaisyGratitudePetals SlowDaisyChain PressADaisyJournal BloomLikeADaisy DaisyFieldMeditation DaisyTeaBreak',
    tech: 'DaisyBloomTimelapse DaisyMacroPhotoDare DaisyCrownARFilter DaisyChainStopMotion DaisyLockScreen StumpTheFlowerApp DaisyColorSplashEdit AIPaintsMyDaisy',
    pet: 'DaisyFieldZoomies DaisyPrintBandana DaisyPetPortrait NapInTheDaisies PupInTheDaisyPatch UpsyDaisyTrick DaisyBunnyMeadow DaisyCollarCharm',
    gaming:
      'DaisyFortuneTeller FindTheBiggestDaisy LongestDaisyChainWins TicTacDaisy DaisyPetalCountGuess DaisyHotAndCold DaisyDiceDrawing DaisyMemoryMatch',
  },
  dance: {
    prank:
      'SurpriseDanceParty DanceWakeUpCall DanceBehindTheirBack SneakyBackgroundDancer DanceRingtoneSwap DanceEveryTimeTheyLook DanceFreezeAmbush DanceMobAtDinner',
    educational:
      'DanceHistoryQuiz DanceSpellYourName GuessTheDanceStyle WhyDancersDontGetDizzy DanceCountingMath WriteDownADance DoTheBeeWaggleDance DanceEraTimeline',
    cooking:
      'DanceWhileYouBake DanceRecitalCookies FlipPancakesDancing DiscoBallCakePops WhiskAndWiggle DanceBreakBrownies DanceTillTheTimerDings DancePartySnackBoard',
    travel:
      'DanceAroundTheWorld DanceAtLandmarks LocalDanceLesson SunsetBeachDanceOff DanceAtEveryRestStop DanceAtTheTrailhead LayoverDanceBreak DanceFestivalWeekend',
    fashion:
      'DanceOutfitCheck DanceRecitalCostume TwirlySkirtDanceTest DiscoBallLook CanYouDanceInIt LegWarmerComeback DressedToDance DanceShoeRanking',
    speed:
      'DanceChainRelay DanceTrendBlitz DanceMovesSpeedrun FastestDancerWins DoubleSpeedDance OneTakeChoreo LearnTheDanceIn60 DanceCopycatCountdown',
    art: 'DanceMotionBlur DanceLightPainting PaintWhileDancing PhotographADancer DanceFootprintCanvas TraceMyDanceShadow DoodleYourDance DancerClaySculpture',
    pet: 'DanceWithMyDog DancePetReaction CatJudgesMyDance PetPicksMyDanceMove DanceDuetWithKitty TwoStepWithThePup TeachFidoToDance DanceBunnyBinkyParty',
    gaming:
      'DanceRhythmGame FreezeDanceRound DanceCharades MirrorMyDanceMoves DanceEmotesIRL DanceArrowsOnTheFloor VictoryDanceDare DanceMusicalStatues',
  },
  dandelion: {
    dance:
      'DandelionWishSway DandelionFieldSpin DandelionFluffFreeze FloatLikeADandelion PuffBallTwirl SeedsOnTheBreeze DandelionBallet DandelionSlowMo',
    prank:
      'DandelionInsteadOfRoses DandelionButterNoseTest DandelionThatWontBlow DandelionWishForThem DandelionNoteBouquet YellowPetalConfetti SneakyDandelionDrop DandelionPaperPlane',
    educational:
      'HowDandelionsSpread DandelionParachutes DandelionClockMyth DandelionSeedCount DandelionWindTunnelTest WeedOrWildflower DandelionBeeSpotting DandelionRootLab',
    cooking:
      'DandelionFritters DandelionHoneySyrup DandelionLemonade DandelionPetalCookies YardToTable DandelionGreenPesto DandelionLeafSalad DandelionSunTea',
    travel:
      'DandelionFieldTrip DandelionMeadowHike DandelionBikeRide GiantDandelionHunt DandelionWishWalk FollowTheDandelionTrail DandelionPicnicSpot DandelionRoadTrip',
    tech: 'DandelionSlowMoBlow DandelionTimelapse DandelionPlantIDApp DandelionReverseVideo SeedFlightMacroShot DandelionVsDesktopFan DandelionLockScreen DandelionWishTransition',
    gaming:
      'DandelionHuntBingo DandelionPuffTarget DandelionCountGuess DandelionOneBlowWins TicTacDandelion TallestDandelionStem DandelionHotPotato DandelionWishOff',
  },
  'date night': {
    fitness:
      'DateNightHike DateNightPlankOff DateNightBikeRide DateNightRunToDinner DateNightDanceWorkout PartnerYogaDate DateNightTennisMatch PickleballDateNight',
    prank:
      'DateNightRosePetalPath DateNightWaiterAct DateNightBlindfold FakeBoringDateNight DateNightLoveNoteTrail FancyPicnicAmbush DateNightTreasureHunt DateNightPopUpBistro',
    travel:
      'DateNightWithAView ChaseTheSunsetDateNight TouristDateNight DateNightFoodCrawl DateNightOutdoorCinema DateNightMysteryDrive DateNightStaycation CityLightsDateNight',
    speed:
      'DateNightPlanSpeedrun DateNightQuickChange DateNightTableSetDash DateNightGetReadyRace FiveMinuteDateLook DateNightDinnerIn20 DateNightRapidFireQuiz BeatTheSitterDateNight',
    music:
      'DateNightSerenade DateNightKaraokeDuet DateNightVinylPick DateNightNameThatTune OurSongCover LipSyncForLove DateNightPlaylistSwap UkuleleDateNight',
    art: 'DateNightComicStrip DateNightPaintEachOther DateNightMemoryCollage DateNightPhotoWalk CouplePortraitSwap BlindContourPartners TieDyeDateNight PaintByNumberDateNight',
    tech: 'DateNightAIPlanner DateNightRecreateOurPhoto DateNightSelfieBooth DateNightSpinApp DateNightLaptopCinema LongDistanceWatchParty DateNightPrepTimelapse DateNightFaceSwap',
    gaming:
      'DateNightCoOpGame DateNightEscapeRoom LoserPlansNextDateNight DateNightDominoDuel CheckmateDate DoubleDateTrivia PuzzleDateNight ArcadeDateNight',
  },
  dating: {
    prank:
      'DatingCheesyPickupLines DatingTwinOutfitReveal DatingTicketsInLunch DatingFortuneCookie BoringPlansPlotTwist MysteryDateEnvelope DatingThrowbackAmbush CheckTheBoxDating',
    educational:
      'LoveLanguagesQuiz DatingAroundTheWorld DatingThenVsNow AskGrandmaAboutDating DatingRedFlagOrNot ScienceOfASwipe GuessTheDatingEra ParentsTryDatingSlang',
    travel:
      'DatingWeekendGetaway LongDistanceDatingVisit DatingLikeTourists DatingMysteryDayTrip RoadTripRomance CityLightsStroll HometownDatingTour SunriseDatingHike',
    speed:
      'SpeedDatingRound DatingRapidFire DatingBioIn60 DatingIcebreakerBlitz ThirtySecondPitch DatingHotTakeSprint DatingBuzzerBattle TwentyQuestionsDating',
  },
  daughter: {
    educational:
      'DaughterTeachesMeMaps DaughterQuizzesDad HomeworkRoleReversal SmarterThanMyDaughter DaughterAsksWhy BedtimeFactSwap DaughterScienceFair DaughterSpellingCoach',
    gaming:
      'DaughterBeatsMe DaughterHideAndSeekChamp DaughterTeachesMeHerGame FatherDaughterCoOp DadVsDaughterKart DaughterCheckersComeback MomVsDaughterChess DaughterCardTrickDuel',
  },
  'day off': {
    prank:
      'DayOffAlarmClockTrick DayOffPretendItsMonday DayOffChoreFairy DayOffTreasureHunt MovieMarathonAmbush OutOfOfficeDoorSign DayOffHotelAtHome DayOffBalloonWakeUp',
    educational:
      'DayOffScienceExperiment DayOffMuseumVisit DayOffNewSkillChallenge DayOffDeepDive LearnSomethingDayOff DayOffLanguageLesson DayOffDocumentary DayOffLibraryAdventure',
    music:
      'LazyDaySoundtrack DayOffGuitarJam DayOffVinylAfternoon WriteADayOffAnthem DayOffKaraokeForOne DayOffShowerConcert DayOffLearnASong DayOffPianoPractice',
    art: 'DayOffSketchDate DayOffCafeDoodles PaintYourDayOff DayOffOneCanvas DayOffPotteryClass LazyDayWatercolor DayOffCollageDiary DayOffClaySculpting',
  },
  'day trip': {
    dance:
      'DayTripTrailheadJig PicnicBlanketBoogie DayTripShuffle DayTripViewpointTwirl RestStopRave DayTripDanceMontage DayTripperTwist DayTripSingAndSway',
    prank:
      'MysteryDayTrip FakeErrandRealDayTrip DayTripClueHunt DayTripSecretDetour PackedBagAmbush SurpriseBlindfoldDrive DayTripInviteInCake DayTripTicketInTheirShoe',
    educational:
      'DayTripRockDetective DayTripHistoryHunt LocalLandmarkQuiz LearnOneTownLegend DayTripMuseumQuest DayTripFieldNotes DayTripScienceCenter DayTripBirdwatchingLog',
    cooking:
      'DayTripPicnicPack DayTripCampfireCook DayTripCoolerLunch SnackAttackDayTrip BentoForTheRoad FarmStandFeast DayTripSandwichStack DayTripWrapAndRoll',
    fashion:
      'DayTripFitCheck SunHatAndSneakers ComfyButCuteDayTrip OneBagDayTripStyle PicnicReadyOutfit DayTripLayerUp DayTripJacket3Ways DayTripToteEssentials',
    music:
      'DayTripPlaylistDuel DayTripParkBenchJam DayTripBuskerHunt WriteADayTripSong DayOutSoundtrack DayTripBeachDrumCircle DayTripBoomboxPicnic DayTripTrainWhistleTune',
    tech: 'PlanADayTripWithAI DayTripVlogInOneTake DayTripHyperlapse PowerBankSurvivalTest DayTripOnOnePhoneCharge OfflineMapDayTrip DayTripTimelapse DayTripPanoramaShots',
  },
  daydreaming: {
    dance:
      'DaydreamingTwirl DaydreamingDanceBreak DaydreamDisco HeadInTheCloudsShuffle DaydreamingInSlowMo DaydreamerBallet SwayWhileDaydreaming StarryEyedDaydreaming',
    fitness:
      'CloudGazeCoolDown DaydreamingThroughPlanks DaydreamingWallSit DaydreamerLongRun DaydreamingYogaFlow DaydreamStretch DaydreamingJumpRope SlowWalkDaydreaming',
    prank:
      'MakeTheirDaydreamReal DaydreamingStatueSneak DaydreamingPhotobomb DaydreamerDeskMakeover DaydreamingStickyNoteBomb WhatIfWishJar PaperPlaneDaydreaming SnapOutOfDaydreaming',
    educational:
      'WhyWeDaydream DaydreamBoredomTest DaydreamJournalForAWeek DaydreamingGeniusQuiz TimeYourDaydreams DaydreamingMythBust DaydreamingInventions DaydreamThenWriteAStory',
    travel:
      'DaydreamDestination TrainWindowWander DaydreamingLakesideWalk DaydreamingHammockSpot DaydreamerBucketList DaydreamingOnTheBus RoadTripDaydreaming FindYourDaydreamingBench',
    fashion:
      'DaydreamLookRecreate DaydreamingFlowyDress WearYourDaydream DaydreamingInLilac DaydreamerPastelFit DaydreamCostumeDay DaydreamingDenim PuffSleeveDaydreaming',
    speed:
      'QuickWhatIfRound DaydreamingStoryBlitz DaydreamingTenWishes DaydreamDoodleSprint DaydreamingIn60Seconds DaydreamingWordRace DaydreamBucketListRush DaydreamingTagTeamTale',
    music:
      'HumWhileDaydreaming DaydreamingLofiLoop DaydreamingWindowSong DaydreamingPianoDrift HeadphonesAndClouds DaydreamingPlaylistSwap UkuleleDaydreaming WriteADaydreamSong',
    tech: 'DaydreamToAIArt DaydreamingPhoneSketch DaydreamingVoiceMemo DaydreamWallpaperDesign DaydreamingFilmEdit CaptureTheWhatIf DaydreamingGreenScreen DaydreamingCloudTimelapse',
  },
  deadline: {
    prank:
      'FinishLineTapeAtDoor DeadlineStickyNoteBomb DeadlineRedCarpetWelcome DeadlineGooglyEyeLaptop DeadlineCheerSquad YouDidItConfetti DeadlineKazooFanfare DeadlineTrophyOnTheDesk',
    educational:
      'WhyWeProcrastinate DeadlineCutInHalfTest DeadlineHacksTested DeadlineFocusLab EisenhowerMatrixIn60 BackwardsPlanADeadline DeadlineWordOrigin DeadlineCalendarBlocking',
    cooking:
      'DeadlineFiveMinuteMeal BrainFoodTrailMix DeadlineWeekBurritos DeadlineDeskLunch DeadlineBatchCookSunday DeadlineSheetPanDinner DeadlineDayOats DeadlineSnackPlatter',
    art: 'DrawADeadlineComic StickyNoteArt BulletJournalSpread DeadlineHourglass DoodleTheDeadline DeadlineMonsterSketch DrawYourDeadlineFace DeadlineCountdownCalendar',
    tech: 'DeadlineSiteBlocker DeadlineDeskTimelapse DeadlinePomodoroTimer DeadlineToolShowdown DeadlineBattleStation DeadlineCalendarColorCode AIPlansMyDeadline DeadlineVoiceReminders',
  },
  december: {
    prank:
      'DecemberGiftDecoy SnowmanAtTheDoor DecemberElfSurprise DecemberWrapAttack DecemberTinselAmbush DecemberTwentyBoxesDeep DecemberIndoorSnowfall DecemberGooglyEyeTree',
    educational:
      'DecemberSnowflakeZoom DecemberMeteorCount WhyDecemberMeansTen DecemberAroundTheWorld DecemberSolsticeQuiz DecemberShadowTest DecemberTraditionGuess DecemberBirdFeederScience',
    travel:
      'DecemberLightsTour DecemberIceRinkHop DecemberMarketCrawl DecemberCocoaDayTrip DecemberParkSnowAngels FrostyMorningWalk DecemberSunriseHike DecemberTrainToGrandmas',
    fashion:
      'UglySweaterRunway CozyPajamaMatching DecemberSequinSparkle DecemberPartyFitCheck OneScarfAllDecember DecemberPlaidPicks DecemberRedEveryDay DecemberVelvetBow',
    tech: 'DecemberLightsTimelapse DecemberYearRecap SantaTrackerCheck DecemberSongOfEachMonth DecemberFamilyCallChaos DecemberTechDetox DecemberPhotoADay DecemberStopMotionSnow',
    pet: 'DecemberKittyBlanketNap DecemberDogAdvent DecemberPetUnwrap DecemberZoomies SnowDayPup PawsAndPresents DecemberTreatHunt DecemberBunnyHayWreath',
  },
  declutter: {
    dance:
      'SparkJoyShuffle DeclutterDrawerShimmy DeclutterSweepAndSway DeclutterDiscoSort DeclutteringDanceOff DeclutterTossTwoStep DeclutterConga DeclutterMopMambo',
    prank:
      'DeclutterDeskFairy SecretDrawerReset DeclutterLabelEverything DeclutterSwappedShelves DeclutterTheirCar DeclutteringElves DeclutterDadsGarage DeclutterBowOnTheBin',
    educational:
      'ThirtyDayMinimalism RecycleOrTrashQuiz DeclutterMethodsTested DeclutterFocusTest DeclutteringMyths DeclutterCountEverything DeclutterResaleLesson DeclutterCompostBasics',
    music:
      'OneSongDeclutterSprint DeclutterVinylShelf FocusBeatsWhileSorting LetItGoDeclutter DeclutterToTheRhythm DeclutterPlayEveryCD DeclutterAnthem DeclutterKaraokeSort',
  },
  deer: {
    fitness:
      'DeerHurdleHops DeerLeapJumps DeerTiptoeCalfRaises BoundLikeADeer ForestTrailSprints MeadowHillRepeats DeerHoofHighKnees DeerGrazeAndSquat',
    prank:
      'RudolphNoseEverything DeerCutoutWindow DeerAntlersOnDad SurpriseLawnDeer FawnPlushHideAndSeek OhDeerLookBehindYou DeerSignOnTheirDoor DeerHoofprintTrail',
    educational:
      'HowDeerGrowAntlers DeerOrElkQuiz NameThatDeerTrack WhyFawnsHaveSpots SeeLikeADeer ReindeerFactCheck DeerVisionTest DeerJumpHeightMath',
    wellness:
      'ForestBathingHour DeerQuietSitSpot StillAsADeer SoftStepsLikeADeer DeerDuskGratitude MeadowMorningPause DeerDawnBreathing DeerWatchingJournal',
    tech: 'DeerTrailCamRecap DeerMaxZoomChallenge DeerFactOrAIFiction DeerAntlerFilter DeerTrackPhotoID PaperDeerStopMotion MapEveryDeerSighting DeerCallSoundboard',
  },
  'delivery driver': {
    funny:
      'DeliveryDriverDogWave DeliveryGuyTypesOfPorches WrongAddressDelivery MailmanWeatherSaga SorryWeMissedYou NarratingMyDelivery MailmanPackageGuessing DeliveryGuySnackTierList',
    educational:
      'NoLeftTurnsDeliveryGuy MailmanPostcardTracker MailmanRouteMath ADayAsAMailCarrier MailmanZipCodeQuiz AskYourMailmanAnything MailmanStampHistory DeliveryDriverMapSkills',
    travel:
      'MailmanHiddenGems RuralMailCarrierRoute DeliveryGuyLunchSpots DeliveryDriverRoadTrip DeliveryDriverBreakVlog DeliveryDriverFaveStops MailmanPostOfficeTour DeliveryDriverScenicLoop',
    speed:
      'MailmanPackageSort DeliveryDriverBoxStack MailCarrierZipCodeRace HundredStopsTimer DeliveryDriverPackOff SameDayDeliveryDash MailmanEnvelopeStuffing MailmanLabelRelay',
    tech: 'DeliveryDriverGPSArt DeliveryGuyHeadsetReview TrackYourMailCarrier MailmanThankYouVideo DeliveryDriverVoiceNote DeliveryDriverPhotoSkills MailmanPackageTimelapse MailmanStopMotion',
  },
  denim: {
    fitness:
      'JeansSquatTest StretchyDenimYoga DenimBikeCommute DenimHikeDay DenimStretchCheck WorkwearWorkout DenimDeepLunges DenimBurpeeChallenge',
    funny:
      'JeansLaundryFinds StiffRawDenimWalk PhoneWontFitDenim DenimShrinkPanic CanadianTuxedoDare DenimFakePocketRage TripleDenimTakeover JeansDryerStruggle',
    prank:
      'JeansPocketSurprise DenimTwinDay SecretDenimMakeover DenimPatchOnTheTeddy AllDenimAmbush DadWardrobeRevival JeansFakeRipScare JeansShrunkInTheWash',
    educational:
      'DenimRivetStrengthTest HowJeansAreMade DenimThroughTheDecades DenimIndigoDye WhyDenimIsBlue JeansTinyPocketQuiz WashOrFreezeYourDenim DenimCottonToFabric',
    cooking:
      'JeansPocketCookies DenimBlueberryParfait DenimCakeDesign DoubleDenimDonuts IndigoSpiralBuns DenimBlueCupcakes DenimColoredPancakes DenimPicnicLunch',
    speed:
      'DenimSizeSortBlitz FastestDenimPatch DenimStackDash DenimJacketOnTimer OneMinuteRipRepair CuffItQuick DenimFoldOff DenimButtonRace',
    tech: 'DenimTransitionVideo DenimStopMotion DenimFadeTimelapse JeansPhonePocketTest DenimOutfitSlideshow AIFindsMyFit DenimSlowMoJump DenimColorMatchScan',
    pet: 'DenimTugRopeForPups KittenStealsMyJeans DenimPetBandana DenimCatCave DenimPetBedUpcycle DenimPetBlanket UpcycledDenimToy DenimBunnyHideout',
  },
  dentist: {
    fitness:
      'DentistBrushSquats DentistFlossAndFlex WalkToTheDentist DentistJumpingJacks TwoMinuteToothHIIT DentistApprovedPlank DentistChairDips DentistSmileLunges',
    prank:
      'DentistToothFairyNote DentistMirrorMessage DentistGiantToothbrush SparklyFlossSwap MolarInvoicePrank DancingDentistCard DentistGummyTeethGrin DentistBigSmileBanner',
    educational:
      'AskTheDentist DentistEggshellTest WhatDentistsSeeOnXRay WhyBabyTeethFallOut DentistCountYourMolars DentistMythBusting DentistToolGuess DentistPlaqueDyeReveal',
    cooking:
      'DentistApprovedSnacks DentistSugarFreeTreats MolarDentistCupcakes DentistCookOffNoCandy CheesePlateForTeeth DentistsDreamDinner DentistVeggieCrunch DentistYogurtParfait',
    travel:
      'DentistTravelKitCheck DentistApprovedRoadTrip DentistBeforeVacation AirportBrushRoutine PackLikeADentist DentistCampsiteBrushing DentistSmileInEveryTown DentistHotelFlossing',
    art: 'DentistOfficeMural DentistPaperPlateMouth DrawYourDentist FlossStringArt PaintWithAToothbrush DentistClayToothFamily DentistSmileCollage DentistEggCartonTeeth',
    pet: 'PetDentistDay DentistDogBreathCheck DentistVisitForBunny PuppyToothbrushDentist CatBrushingStandoff DentalChewTasteTest DentistVetWaitingRoom DentistKittenSmile',
    gaming:
      'PlayDentistWithTeddy CrocodileDentistRound DentistEscapeRoom ToothFairyQuest DentistLobbyBingo DentistCharades DentistTriviaDuel DentistMemoryMatch',
  },
  desert: {
    dance:
      'DesertDuneShuffle DesertMirageMoonwalk DesertSandStomp TumbleweedTwirl DesertHeatWaveDance CactusPoseFreeze DesertSnakeArms DesertCamelWalk',
    fitness:
      'DesertSunSalutation DesertLizardCrawl CactusPoseYoga DesertSandSquats DesertDawnBurpees DesertShadeStretch DesertCanteenCarry DesertDuneLunges',
    prank:
      'DesertDessertSwap DesertCactusCake TumbleweedSurprise FakeDesertVacationPics LivingRoomDesert DesertPlushCamelInBed DesertSunsetBedroom DesertPostcardFromMars',
    educational:
      'DesertSurvivalScience HowCactiStoreWater WhyDesertsAreDry IsAntarcticaADesert DesertOrNotQuiz DesertSandDuneModel DesertDayNightTempLog DesertAnimalAdaptations',
    cooking:
      'BakeADesertDessert DesertSandPudding DesertDateShake DesertMirageMocktail CactusCupcakeGarden SolarOvenSmores DesertPricklyPearPops DesertCouscousSalad',
    fashion:
      'DesertNeutralsFit SandToneLayers DesertExplorerOutfit DesertMirageChic DressLikeADesertSunset DesertBohoLook DesertCowboyBoots DesertLinenScarf',
    speed:
      'DesertDoodleDash DesertTriviaRapidFire DesertTentPitchBlitz DesertHikePackIn60 TumbleweedChase CactusSpottingSprint DesertCanteenRelay DesertWordRace',
    art: 'DesertSandArtBottle CactusWatercolor DesertOmbreSketch PaintTheDesertSky DesertSilhouetteShot DesertStoneStacks DesertSunsetCollage DesertClayLizard',
    tech: 'DesertStarCam EndlessDesertPanorama OfflineMapTrail DesertSunsetTimelapse DesertForecastVsReality DesertMacroSandShot DesertSolarCharge DesertVirtualTour',
    pet: 'DesertPawCheck DesertPupCoolDownHacks DesertDogBootiesWalk DesertThemeTerrarium DesertCactusPlushFetch DesertDogShadeBreak DesertSunsetPetStroll DesertTortoiseCare',
  },
  'desk setup': {
    dance:
      'RGBDeskSetupRave DeskSetupChairSpin StrutToYourDeskSetup DeskSetupDanceBreak MonitorMoonwalk SwivelShuffle DeskSetupRobotGroove DeskSetupDiscoLights',
    educational:
      'ErgonomicDeskSetupQuiz WarmVsCoolDeskSetup DeskSetupPostureCheck SpotTheErgoMistake WorkspaceLightingLab EyeLevelMonitorTest SetupAirflowScience DeskSetupScreenDistance',
  },
  dessert: {
    prank:
      'DessertBoxGooglyEyes DessertNoteInTheFridge DessertTreasureHunt DessertForBreakfast IsItCakeChallenge DessertTinyPortionGag DessertServedByTeddy DessertSurpriseDelivery',
    educational:
      'WhySugarMelts HowIceCreamFreezes DessertChemistryLab RockCandyDessertTest GuessTheDessertCountry PieChartDessert DessertMathFractions DessertSpellingBee',
    fashion:
      'DressLikeADessert SprinkleNailArt CupcakeCouture DessertInspiredOutfit DessertCharmBracelet DessertDripFit DessertHairClips DessertPrintPajamas',
    tech: 'DessertRecipeAppDuel DessertVanishStopMotion AIDesignsMyDessert DessertGadgetTierList DessertMeltTimelapse SlowMoSyrupPour DessertPhotoGlowUp DessertInFastForward',
    gaming:
      'BlindfoldDessertGuess DessertMemoryMatch DessertBingo LoserServesDessert DessertTierList WinnerGetsTheSundae DessertSketchOff DessertCharades',
  },
  dice: {
    fitness:
      'DoubleSixBurpees RollForReps DiceDecidesTheSquats DicePlankOff DiceWallSitTimer TwentySidedDiceHIIT DiceDealsTheLunges DiceCrunchChallenge',
    prank:
      'DiceAllSixesSet FuzzyDiceOnEverything DiceGiantFoamDecoy DiceMindReadingTrick BlankDiceSwitch SnakeEyesEveryTime DiceFrozenInIce DiceOnTheirPillow',
    educational:
      'DiceOppositeSidesRule IsMyDiceFair GraphYourDiceRolls DiceMathMagicTrick SnakeEyesOdds WhyPipsAreDrilled ProbabilityWithTwoDice DiceAcrossCultures',
    art: 'DicePortraitMosaic MakeYourOwnClayDice DiceMonsterDesign DiceDecidesTheColors DrawWhatYouRoll DiceCustomPaintJob DiceDoodleFaces DiceTowerCraft',
    tech: 'DiceRollerAppTest DiceFairnessTest DiceRollInSlowMo CanAIPredictTheDice DiceTumbleStopMotion DiceTrickShots VirtualDiceVsReal ChartAHundredDiceThrows',
    pet: 'DicePicksPetTrick DiceDecidesTheDogWalk DicePlushForKitten CatVsGiantFoamDice DiceRollForKibble HighRollerPup DiceBlockTreatPuzzle DiceBunnyObstacleCourse',
  },
  diner: {
    fitness:
      'ShortStackSquats PancakeRunClub DinerStoolCoreTwist BikeToTheDiner DinerDashCircuit DinerCoffeeMugCurls DinerBoothDips DinerTrayBalance',
    prank:
      'DinerTipSurprise DinerOrderPadBreakfast DinerJukeboxDedication PayItForwardDiner KitchenTurnedDiner ReceiptKindNote DinerMileLongBill DinerMugMessage',
    educational:
      'DinerLingoQuiz WhyPancakesRise DinerRailcarOrigins DinerTipMath HowJukeboxesWork DinerMilkshakeScience DinerCoffeeChemistry DinerInterviewAWaiter',
    travel:
      'DinerRoadTrip DinerCrawl PieAtEveryDiner NextTownDinerDare RateYourLocalDiner DinerJukeboxHunt DinerBreakfastTour OldestDinerNearYou',
    tech: 'DinerJukeboxPlaylist MilkshakeBlenderTest DinerNeonNightShot DinerStopMotionBurger AIOrdersAtTheDiner DinerSyrupSlowMo DinerRetroFilter DinerTimelapse',
    pet: 'DinerPatioPup DoggyDinerMenu CatInTheDinerBooth DinerWhippedCreamCup RingTheDinerBell PetPicksTheSpecial DinerKibbleBlueplate DinerDogBiscuitOrder',
  },
  'dining room': {
    prank:
      'WaiterServiceForKids DiningRoomCerealGala DiningRoomChairsBackwards DiningRoomUpsideDownDay DiningRoomNameCardSwap DiningRoomBlanketFort DiningRoomRedCarpet DiningRoomBalloonCeiling',
    educational:
      'DiningRoomTableManners DiningEtiquetteQuiz DinnertimeTrivia DiningRoomCutleryOrder FormalPlaceSetting101 DiningRoomPizzaFractions DiningRoomChopstickLesson DiningRoomWorldCustoms',
    fashion:
      'DiningRoomBlackTie DinnerPartyLook CandlelitGlamNight SuitUpForDining DiningRoomFitCheck DiningRoomDressCode DiningRoomTiaraSupper DiningRoomVelvetBlazer',
    tech: 'DiningRoomGlowUpTimelapse DiningRoomQRCodeMenu DiningRoomVideoCallDinner DiningRoomTableSetsItself CandleFlickerLEDs DiningRoomSoundSetup DiningRoomSmartBulbMood DiningRoomStopMotionFeast',
    gaming:
      'DiningRoomChessNight DiningRoomPuzzleTable FamilyBoardGameDinner DiningRoomQuizShow MahjongInTheDiningRoom CardTournamentSupper DiningRoomDominoTrain DiningRoomCharades',
  },
  dinner: {
    prank:
      'BackwardsDinnerNight DessertForDinner DinnerPlaceCardJokes FancyDinnerAmbush ServeDinnerAsAWaiter TakeoutOnFineChina DinnerBreakfastSwap DinnerTinyPortionTrick',
    educational:
      'DinnerEtiquetteQuiz DinnerTimeWorldTour DinnerNewWordChallenge OneFactPerDinner GuessTheDinnerOrigin DinnerBrowningTest DinnerNutritionPlate DinnerMathBudget',
  },
  dinosaur: {
    prank:
      'DinosaurEggSurprise SandboxDinosaurFossil DinosaurInTheFridge DinoFootprintTrail DinosaurToyMischief TRexAtTheWindow TinyDinosaurInvasion DinosaurPlushBedGuard',
    fashion:
      'DIYDinosaurSpikeHoodie DinosaurOnesieLook DinosaurEarrings DinoMightFit DressLikeADinosaur RoarsomeOOTD DinosaurClawClips DinosaurSockCollection',
    pet: 'DogMeetsDinosaurToy DinosaurCatScratcher DinosaurEggTreatPuzzle MyDogIsATRex DinoPlushFetch PuppyRaptorPose KittenStalksADinosaur DinosaurBunnyDigBox',
  },
  dishes: {
    prank:
      'SecretDishesDone DishesFairyVisit DishesGooglyEyeMugs FakeDishesPileUp SinkIsMagicallyEmpty SparklingKitchenReveal DishesSpilledSauceProp DishesRackWithABow',
    cooking:
      'OnePanNoDishes ThreeDishesMax TrayBakeFewerDishes MugCakeZeroDishes OneBowlWonder PotToPlateDinner FoilPacketSkipTheDishes DishesFreeTacoNight',
    tech: 'DishwasherLoadingHacks DishesSmartSpeakerRace DishesBeforeTheSongEnds DishesWashThemselves DishesPodcastPairing AIChoreWheel DishesLoadTimeLapse DishesStopMotionStack',
    pet: 'CatSupervisesDishes DishesPuppyAudience DishesTowelTugOfWar WashThePetBowlToo DishesDutySidekick KitchenFloorNapper DishesWhileFidoWaits DishesDoneDogWalk',
  },
  dishwasher: {
    dance:
      'DishwasherLoadingDance DishwasherRackSlide DishwasherSudsShimmy CutleryDishwasherBop DishwasherDoorDip SpinCycleShuffle HipBumpTheDishwasher DishwasherRobotArms',
    prank:
      'DishwasherRubberDuck DishwasherMugMessage DishwasherGooglyEyes GoldStarForDishwasher DishwasherFairyVisit ItUnloadedItself DishwasherBalloonSurprise DishwasherBubbleWrap',
    educational:
      'HowDishwashersWork DishwasherVsSinkDuel DishwasherWaterMath RinseAidDishwasherTest DishwasherInventorQuiz IsPreRinsingNeeded DishwasherMythBusting DishwasherLoadingScience',
    cooking:
      'DishwasherFriendlyBrunch NoDishwasherDinner OneBowlDishwasherBake OneDishwasherLoadMealPrep ZeroDishwasherFeast OnePotWonder DishwasherSheetPanSupper DishwasherColdNoodleSalad',
    travel:
      'NoDishwasherCamping DishwasherFreeRoadTrip DishwasherStyleCarPacking DishwasherToPicnicBasket RentalDishwasherRules CampSinkScrubOff DecodeTheDishwasher DishwasherCabinWeekend',
    tech: 'DishwasherLoadTimelapse DishwasherStopMotion AIRatesMyDishwasher DishwasherVoiceReminder DishwasherSteamInSlowMo DishwasherAndAPodcast DishwasherDoneAlert DishwasherSmartPlugHack',
    pet: 'DishwasherPetBowlClean DishwasherHumNapSpot CatInspectsDishwasher DishwasherParrotMimic PupHearsTheBeep FurryKitchenForeman DishwasherGuardKitty DishwasherBoxBunnyFort',
  },
  diwali: {
    dance:
      'FestivalOfLightsDance DiwaliBollywoodMedley DiwaliFamilyFlashMob DiwaliMudraMoves DiwaliDholBounce DeepavaliThumka DiwaliNightNaach DiwaliGarbaCircle',
    prank:
      'DiwaliDoorstepRangoli DiwaliHiddenMithai CousinGiftSwitcheroo DiwaliSweetBoxSurprise DiwaliPaperLanternReveal DiwaliFamilyPhotoWall DiwaliEmptyTinFakeOut DiwaliWakeUpWithLadoo',
    educational:
      'WhyWeLightDiyas DiwaliFiveDayQuiz DiwaliAroundTheWorld DiwaliRamayanaRetold DiwaliRangoliGeometry AskGrandmaAboutDiwali DiwaliMythOrFact SayHappyDiwaliTenWays',
    cooking:
      'RangoliSugarCookies DiwaliLadooRollOff DiwaliKajuKatliFirstTry DiwaliGulabJamunBatch DiwaliSweetsBakeOff ChakliSpiralPiping DeepavaliDessertDuel DiwaliCoconutBarfi',
    travel:
      'DiwaliMelaFoodHunt DiwaliTempleLightsWalk DiwaliBazaarHaul DeepavaliRoadTrip DiwaliNeighborhoodTour DiwaliSweetShopCrawl HomeForDiwali DiwaliCommunityFair',
    speed:
      'RangoliInTenMinutes DiwaliDecorSpeedrun DiwaliLightsUntangle DiwaliSweetBoxPacking DiwaliMehndiTimer LanternFoldBlitz DiwaliCardWritingRush DiwaliFlowerGarlandRace',
    tech: 'DiwaliDiyaTimelapse DiwaliOnTheFamilyCall DiwaliRangoliStopMotion DiwaliLongExposure DiwaliNightModePhotos AIPlansMyDiwaliDecor DigitalDiwaliCard DiwaliLightShowSync',
    pet: 'DiwaliPetCalmCorner DiwaliPetTreatPlate DiwaliDogComfortKit RangoliPawPortrait DiwaliPetPhotoShoot CatSafeDiwaliDecor DiwaliPuppyBandana FluffysFirstDiwali',
    gaming:
      'DiwaliCarromFinal DiwaliLudoBattle AntakshariShowdown RangoliJigsawRace DiwaliBoardGameNight DiwaliPictionaryDuel SnakesAndLaddersDiwali DiwaliCousinsCup',
  },
  diy: {
    dance:
      'DIYStreamerSpin DIYRibbonWandTwirl CardboardRobotDance DIYDiscoBallDrop CraftYourCostume TasselCheerMix FlutterInDIYWings DIYFringeShimmy',
    educational:
      'DIYSolarOven DIYHomemadeGlueTest DIYVolcanoLab DIYLemonBattery DIYPinholeCamera DIYChainReaction CrystalGrowingDIY NeedleDIYCompass',
    speed:
      'DIYPompomBlitz DIYFlatPackTimer PaperPlaneFoldOff CraftItIn60 DIYBeatTheClock DIYRelayBuild TenMinuteDIY QuickfireDIYFix',
    tech: 'CardboardVRHeadset DIYBinderClipStand DIYTripodFromPencils DIYPhoneProjector DIYDeskGlowUp DIYMacroLens DIYCableChaosFix DIYPaperCupSpeaker',
    gaming:
      'DIYBottleCapMemory DIYDiceTower DIYCardboardChessSet DIYShoeboxPinball DIYEscapeRoom DIYBoardGameJam DIYRockTicTacToe PaperDIYDungeon',
  },
  dj: {
    prank:
      'DJSurprisePlaylist BassDropWelcomeHome DJNameShoutout DJKitchenRave RemixTheirRingtone DJIntroForMom DJHypeManAtBreakfast DJDoorbellJingle',
    educational:
      'HowDJsMix DJVinylVsDigital DJGuessTheGenre DJLingoQuiz BPMMathClass WhyTheBassDrops DJKeyMatchChallenge DJBeatCountingLesson',
    travel:
      'DJRecordStoreCrawl DJTheRoadTrip DJPicnicInThePark DJCampfireSet DJYourTrainCommute DJBeachSunsetMix DJFestivalWeekend DJCityNightWalk',
    tech: 'DJVoiceMemoRemix AIDJBattle MyFirstDJMixOnAPhone DJSetOnALaptop LightsSyncedToTheBass DJDropTransition DJWithAGamepad DJLoopYourClaps',
    pet: 'DJKittenOnTheDecks DJCalmMixForMyPet PetDJAssistant DJDoggoDrops DJCatPurrRemix PawsOnTheTurntable DJBarkSampler DJParrotHypeMan',
  },
  doctor: {
    prank:
      'DoctorsNoteSurprise DoctorReflexHammerGag DoctorOrdersIceCream ToyDoctorCheckup PrescriptionForFun GetWellSoonAmbush DoctorPrescribesNaps DoctorTeddyBandages',
    educational:
      'DoctorGermGlowTest TakeYourPulseLikeADoc WhatDoctorsHear HowDoctorsReadXrays TwoHundredSixBones DocPaperCupStethoscope DoctorJargonQuiz DoctorHandwashingLesson',
    travel:
      'DoctorApprovedRoadTrip DoctorHistoryMuseum DoctorsOrdersBeachDay DoctorPrescribedPark DoctorRecommendedHike TravelDocKit PackLikeADoctor DoctorFirstAidPouch',
    tech: 'DoctorTelehealthSetup DoctorShiftStepCount DoctorPhoneHeartbeat PulseOximeterDoctor DoctorVsInternetAdvice DoctorAppointmentPrep AIDoctorVsMom DoctorHeartRateWatch',
  },
  dodgeball: {
    prank:
      'DodgeballPlushSwitch DodgeballPillowAmbush SoftToyVolley DodgeballMascotCameo ComplimentDodgeball RolledSockSneakAttack InvisibleDodgeball DodgeballBalloonBarrage',
    educational:
      'DodgeballPhysics DodgeballRulesQuiz ReactionTimeScience PeripheralVisionTest DodgeballAngleGeometry HowToDodgeAnything DodgeballNewtonsLaws DodgeballBounceLab',
    travel:
      'TrampolineParkTrip DodgeballCityLeague RecCenterHopping DodgeballAwayGame DodgeballAtTheLake DodgeballTournamentTrip BeachDodgeballBash DodgeballSummerCamp',
    fashion:
      'DodgeballHeadbands RetroGymClassLook EightiesTrackSuit DodgeballTeamDrip DodgeballKneeSockChic DodgeballSquadColors DodgeballJerseyDesign DodgeballTieDyeShirts',
    tech: 'DodgeballSlowMoReplay HowFastIsYourDodgeball DodgeballTimelapse DodgeballHighlightReel DodgeballFreezeFrame AIInventsDodgeballRules DodgeballPOV DodgeballTrickShotCam',
    pet: 'PupCatchesEverything DodgeballKittenPounce DodgeballSoftRollFetch DodgeballNosePush KittyVsRollingDodgeball DodgeballSniffAndFind DodgeballDogHerding DodgeballBunnyTunnelRun',
  },
  dog: {
    dance:
      'DogLegWeaveDance CopyMyDogsMoves DogWalkStrut PawsUpTwoStep WhoLetTheDogsOut DoggoDiscoDuo DogTailWagShuffle DoggyConga',
    prank:
      'DogMagicTrick DogFakeThrow DogDeliversANote DogMirrorReaction DoggoDoppelganger WhereDidTheTreatGo DogCardboardCutoutOwner DogSockPuppetHello',
    educational:
      'ReadDogBodyLanguage DogNoseTestThreeCups DogTailWagQuiz DogPicksTheBlueToy DogYearsDebunked GuessThatBreed DogNoseprintID WhyDogsTiltHeads',
    fashion:
      'DogFurProofOutfit DogRaincoatRunway DogCharmKeychainFlex MatchMyDogsCollar DogHairDontCare BandanaGlowUp DogWalkOOTD DogSweaterKnitAlong',
  },
  'dog park': {
    prank:
      'DogParkBubbleAmbush PawPrintChalkTrail DogParkBallStash DogParkPhotobomb DogParkFakeThrow DogParkPupcakeParty DogParkBirthdayBanner DogParkSqueakyToyRain',
    educational:
      'WhyDogsSniffHello DogParkBodyLanguage DogParkBreedGuess DogParkEtiquetteQuiz ReadThePlayBow DogParkSafetyCheck DogParkTailWagMeaning DogParkRecallTest',
    travel:
      'DogParkHoppingWeekend OffLeashTrailFind RateEveryDogPark DogParkRoadTrip DogBeachDayOut DogParkPassport DogParkInANewTown DogParkMapYourWalk',
    fashion:
      'DogParkFitCheck DogParkLayeringLook TreatPouchChic DogParkMuddyBoots DogParkBandanaSwap DogHairDontCare DogParkRaincoatDuo DogParkSneakerPick',
    wellness:
      'DogParkSunsetSit DogParkPhoneDownHour SayHiAtTheDogPark DogParkMorningRitual JoyOfZoomies DogParkBenchRecharge DogParkGratitudeLap DogParkBirdsongBreak',
    music:
      'DogParkBarkChorus DogParkHowlAlong CollarTagPercussion DogParkThemeSong WhoLetTheDogsOut DogParkSqueakBeat DogParkJingle DogParkWhistleTune',
    tech: 'DogParkSlowMoCam DogParkGPSDoodle DogParkTimelapse DogParkFinderShowdown DogVsOwnerStepCount DogParkPhotoDump DogParkPawLevelPOV DogParkVlogRecap',
  },
  'dog toy': {
    fitness:
      'DogToyRopeRows DogToyTossLunges FetchFieldIntervals DogToyTugOfWar DogToyFrisbeeSprints SqueakyToySquats PlankWithADogToy DogToyBurpeeBreak',
    funny:
      'DogToyHoardReveal DogToyUnderTheCouch WhereDidTheDuckGo DogToyTierList DogToyFavoriteBetrayal DogToyCourtroomDrama OverpricedDogToyReview EulogyForADogToy',
    prank:
      'DogToyCushionSqueak SqueakyToyDoorbell PlushLookalikeDecoy DogToyGiftSwap RealOrDogToy ChewToyPhoneCall DogToyInTheCerealBox DogToyInDadsSlipper',
    educational:
      'WhyDogsLoveSqueakers DogToyChoiceExperiment DogToyPuzzleLevels DogToyChewStrengthTest PetToyIQCheck DogToyBlueVsRed DogToySortByShape RecycledDogToyLab',
    wellness:
      'DogToySniffMat DogToyCalmChew SqueakyToyQuietHour DogToyCuddleNap LickingIsSelfCare DogToyEnrichmentBox RotateTheDogToys SlowDownDogToy',
    tech: 'DogToyInventoryApp PupUnboxesANewDogToy DogToyStopMotion InteractivePetToyTest RCToyVsMyDog DogToyGlamourShots DogToySlowMo AIDesignsADogToy',
  },
  'dog walk': {
    fitness:
      'ParkBenchDips SquatAtEverySniff WalkiesPowerStride DogWalkIntervals DogWalkStepStreak DogWalkLunges RuckingTheDogWalk DogWalkHillClimb',
    prank:
      'InvisibleDogWalk DogWalkChalkNotes DogWalkGiantPlushPup TreatTrailForTheDog WalkiesSecretCode DogWalkSpellingTest DogWalkSurpriseRoute DogWalkMatchingColors',
    cooking:
      'PupcakesAfterWalkies DogWalkPocketTreats PostDogWalkBrunch DogWalkTrailMix PawPrintCookies ParkBenchPicnic ThermosTeaDogWalk DogWalkBananaMuffins',
    travel:
      'DogWalkNewTrail WalkiesPhotoSafari BeachDogWalkAtDawn CityDogWalkTour DogFriendlyTownHop DogWalkAbroad DogWalkAcrossABridge DogWalkForestWeekend',
    fashion:
      'DogWalkFitCheck WalkiesTwinning RainyDogWalkLook StrollInStyle DogWalkerOOTD LeashMatchesOutfit BootsForTheDogWalk DogWalkScarfSeason',
  },
  doll: {
    dance:
      'DollWindUpShuffle DollMusicBoxTwirl BalletDollSpin RagDollFloppyArms DollMarionetteStep DollhouseDisco PaperDollCongaLine MechanicalDollWalk',
    prank:
      'DollBackpackStowaway DollInTheFridge DollMovesEveryNight DollMiniMeSurprise DollLeavesTinyNotes DollInTheirSeat DollSelfieSneak DollHostsBreakfast',
    educational:
      'HowDollsAreMade DollhouseScaleMath PorcelainVsVinyl DollsAroundTheWorld GuessTheDollsAge DollMatryoshkaLesson DollFashionDecades DollVsHumanJoints',
    cooking:
      'BakeADollCake DollhouseMiniFood MatryoshkaCookies PancakesForYourDoll DollSizedBrunch DollTeaPartyScones GingerbreadDolls PaperDollSandwiches',
    fashion:
      'DollOutfitRecreate DollMatchingDress PorcelainMakeupLook LifeSizeDollGlam DollFashionShow PaperDollStyling DollCapsuleCloset DollHairstyleOnMe',
    wellness:
      'ComfortDollHug DollChildhoodMemories DollhouseTidyReset WorryDollRitual InnerChildDollDay DollRestorationCalm DollSpaDay DollTeaForOne',
    music:
      'DollMusicBoxTune DollLullabyDuet NutcrackerSuiteMedley DollhouseConcert DollLipSyncVideo DollPianoRecital RagDollRockBand SingToYourDoll',
    tech: 'DollStopMotion DollhouseLEDMakeover MiniatureCameraTour DollPhotoEditGlowUp AIPicksDollOutfits DollVoiceoverDrama ARDollDressUp DollToMeTransition',
    pet: 'DollhouseForMyCat DollBedForKitten DollTeaPartyPuppy DogVsTalkingDoll PetMeetsItsDollTwin BunnyToyChestNap PupAdoptsADoll DollSizedHamsterHouse',
    gaming:
      'DollClueTrail DollHideAndSeek DollhouseEscapeRoom DollDressUpSpeedrun DollMysteryBoardGame DollCharades GuessWhoDolls MatryoshkaDollHunt',
  },
  'dollar store': {
    dance:
      'DollarStoreGlowParty DollarStoreDiscoNight DollarCostumeDance DollarStreamerSpin DollarAisleGroove DollarStorePropDance DollarStoreLimbo DollarStorePompomCheer',
    prank:
      'DollarStoreBalloonRoom DollarStoreDuckFlock PlasticFlamingoLawn DollarStoreWhoopeeCushion GooglyEyeEverything DollarStoreTakeover DollarStoreStickerSwarm DollarStoreTrophyAward',
    educational:
      'InflationThenVsNow DollarStorePriceGuess DollarStoreScienceKit DollarStoreUnitMath FiveDollarMagnetLab DollarOrDealQuiz DollarStoreSlimeScience DollarStoreBudgetLesson',
    travel:
      'DollarStoreCampingKit DollarStoreBeachDay DollarStoreDayTrip DollarStorePicnicDare DollarStoreRoadTripBag DollarStoreCarGames DollarStoreSouvenirs DollarStoreCityHop',
    speed:
      'FiveDollarDash DollarStoreListIn60 AisleAlphabetSprint DollarStoreBeatTheClock DollarStoreSweep CheckoutCountdown DollarStoreBalloonRace DollarStoreWrapRelay',
    tech: 'DollarStoreGreenScreen PhoneTripodFromScraps DollarStoreLEDStrips DollarEarbudsTest CheapGadgetTierList DollarVsPricyCharger DollarStoreRingLightHack DollarStoreCableOrganizer',
  },
  dolphin: {
    dance:
      'DolphinBodyWave DolphinFlipSpin RippleLikeADolphin DolphinDiveDrop DanceWithPorpoise FlipperFreestyle DolphinLeapAndFreeze DolphinTailWiggle',
    educational:
      'HowDolphinsSleep DolphinNameWhistles DolphinVsPorpoise EcholocationBlindfold DolphinBrainTeasers SmarterThanADolphin DolphinBlowholeModel DolphinPodLifeFacts',
    travel:
      'DolphinAquariumVisit DolphinWatchFromThePier DolphinCoastalPicnic SpotADolphinPod DolphinPlushTravelBuddy DolphinBoatDayTrip DolphinBeachWalk DolphinMarineCenter',
    fashion:
      'DolphinEarrings DressLikeADolphin NinetiesDolphinTee StyleDolphinShorts FlipperFitCheck BottlenoseBling DolphinCharmAnklet DolphinBucketHat',
    speed:
      'DolphinKickRace DolphinDiveSprint DolphinDrawInTen NoodleDolphinDash DolphinFactsRapidFire DolphinJigsawSpeedrun DolphinFlipCount DolphinPlushStackOff',
    tech: 'DolphinClickSoundboard ClayDolphinStopMotion AIWritesADolphinSong DolphinFilterDuet DolphinLiveCamBreak DolphinLockScreen DolphinSplashSlowMo DolphinSoundIdentifier',
  },
  domino: {
    dance:
      'DominoDanceLine DominoChainDance HumanDominoWave DominoToppleFreeze DoTheDominoDrop CascadeGroove DominoLeanBack TumblingDominoTwist',
    prank:
      'DominoBreakfastReveal DominoTriggersConfetti TumbleToTheCake DominoHeartTopple DominoTrailToTheGift DominoSquirtGunFinale ComplimentDomino DominoLoveLetter',
    educational:
      'GrowingDominoes DominoSpacingTest DominoEffectScience DominoFactFamilies DominoTimingMath DominoMomentumLab CountingDominoPips FractionDominoMatch',
    travel:
      'DominoesAtEveryRestStop DominoInThePark DominoByLanternLight LearnDominoFromLocals PlazaDominoDuel DominoPicnicShowdown StreetCornerDomino BeachsideDomino',
    music:
      'DominoClickBeat DominoSoundtrackSync DominoXylophoneRun DominoBellMelody DominoDrumroll ToppleToTheTempo SymphonyOfDominoes RhythmicDominoRow',
    tech: 'DominoRunInReverse DominoSlowMoCam DominoChainReaction DominoStopMotion DominoBirdsEyeView AIDesignsADominoMaze DominoPOV TimelapseDominoSetup',
    gaming:
      'DominoGameNight DominoFamilyTourney MexicanTrainDominoes DominoBoneyardDraw DominoMathDuel DominoTileBattle DominoBlockParty DoubleSixDomino',
  },
  donkey: {
    prank:
      'DonkeyHeeHawAlarm DonkeyEarsPhotobomb DonkeyPinataReveal DonkeyPlushInBed BrayDoorbellSwap DonkeyVoicemail CardboardDonkeyCameo SingingDonkeyGram',
    educational:
      'WhyDonkeysHeeHaw DonkeyVsHorse DonkeyEarSoundTest DonkeyHoofCareLesson DonkeyMuleGenetics BurroHistoryQuiz DonkeyBrayDecoded DonkeyFactOrFable',
    travel:
      'DonkeySanctuaryVisit DonkeySelfieAtTheFarm MiniDonkeyRanchTrip DonkeyPlushRidesAlong HelpAtADonkeyRescue DonkeySpottingDrive CountyFairDonkeyHunt PettingZooDonkey',
    fashion:
      'DonkeyBeanieTryOn DonkeyFarmFitCheck MiniDonkeyTwinning DonkeyOverallsLook DonkeyEarsCostume FarmhouseFlannelStyle CozyGreyDonkeyKnit DonkeyBandanaTie',
    tech: 'DonkeyFlipbookAnimation DonkeySoundboard AIDrawsMyDonkeyDoodle DonkeyEarsFilter DonkeyBrayRingtone CartoonMeAsADonkey DonkeyPhoneSketchApp VoiceModDonkey',
    gaming:
      'DonkeyCardGameNight DonkeyCharades DonkeyOrMuleQuiz DonkeyHobbyHorseRace PinTheTailOnDonkey DonkeyPlushHideAndSeek RingTossDonkey DonkeyBarnyardBingo',
  },
  donut: {
    dance:
      'DonutSpinMove DonutShuffle GlazedDonutGroove SprinkleRainStep DonutSquareDance DonutBoxBounce DonutHulaHoopDance DonutCongaLine',
    funny:
      'DonutLastOneStandoff DonutHoleMystery PowderedDonutMustache EatADonutNoLicking DonutThiefCaughtOnCam DonutDroolReaction DonutMonocle DonutDunkingDisaster',
    prank:
      'DonutBoxFullOfVeggies DonutBroccoliSwap DonutGooglyEyeDozen MiniDonutCereal DonutTowerSurprise DonutMessageOnTheLid DonutHolesOnlyJoke DonutDoorstepDelivery',
    educational:
      'WhyDonutsHaveHoles DonutIsATorus DonutYeastVsCake DoughnutHistoryQuiz MugEqualsDonut DonutGlazeCrackTest DonutSpellingDebate DonutFractionsMath',
    travel:
      'DonutShopCrawl DonutRoadTrip DonutPicnicInThePark CiderMillDonutRun BoardwalkDonutStroll DonutStopOnTheWay LocalDonutLegends DonutFarmersMarket',
    speed:
      'DonutBoxFoldBlitz DonutRingToss DonutStackIn30 FrostTwelveDonutsFast DonutGlazeDipRace PackADozenDonutsFast DonutSprinkleSortRelay DonutDecorateCountdown',
    tech: 'DonutGlazeSlowMo DonutAirFryerTest DonutsRollAwayStopMotion DonutTimelapseRise DonutBiteTransition AISprinkleCount DonutHoleCamTrick DonutFoodPhotoHack',
    pet: 'DonutPetBed BakePupDonuts DogVsDonutPlush DonutCurledCat HamsterDonutTunnel CurlUpLikeADonut DonutToyToss DonutBunnyHideaway',
    gaming:
      'TicTacDonut BlindfoldDonutGuess DonutHoleHunt DonutMemoryMatch DonutFlavorBingo DonutCharades DonutSprinkleCheckers DonutTriviaDuel',
  },
  doodle: {
    dance:
      'SquiggleDoodleShuffle FollowTheDoodleLine DoodleArmSwirl DoodlePathGroove DanceTheDoodle StickFigureChoreo DoodleFreezeFrame DoodleRobotPopLock',
    prank:
      'DoodleOnTheBanana PostItDoodleMural DoodleEggFaces SurpriseNapkinDoodle SecretDoodleHunt SmileyOnEveryFruit DoodleMustacheFilter DoodleMirrorMessage',
    educational:
      'DoodleMemoryExperiment DoodleTheSolarSystem DoodleNotes VocabInPictures DoodleCellDiagram SketchnoteChallenge DoodleTheWaterCycle DoodleHistoryTimeline',
    tech: 'AIFinishesMyDoodle DoodleOnAPhotoEdit DoodleGIFLoop DoodleAnimation TabletVsPaperDoodle SketchAppShowdown DoodleToStickerPack DoodleStopMotion',
  },
  door: {
    dance:
      'DoorFrameLimbo DoorbellTwoStep DoorKnockShuffle OpenTheDoorStrut DoorwayFreezeDance DoorwayDanceOff DoorwayRobotGroove DoorSwingSway',
    educational:
      'HowDoorHingesWork WhyDoorsSqueak RevolvingDoorPhysics DoorsOfTheWorldQuiz GermiestDoorknob DoorPushVsPullTest DoorLeverageExperiment BuildACardboardDoorLock',
    wellness:
      'DoorwayMindfulPause DoorClosedJournaling CloseTheDoorOnStress FrontDoorIntention DoNotDisturbHour ThresholdReset ShoesOffAtTheDoor LeaveItAtTheDoor',
    pet: 'DogAtTheDoor PetDoorTraining CatOpensTheDoor DoorPeekabooKitten DoorwaySitStayDrill DoorGreetingZoomies BellOnTheDoorTrick DoorBunnyWelcome',
    gaming:
      'DoorEscapeRoom DoorPadlockPuzzle SecretDoorKnockCode DoorClueTreasureHunt BehindDoorNumberThree WhichDoorHidesIt DoorGuardianRiddle PickADoorGameShow',
  },
  doorbell: {
    prank:
      'DoorbellCamCostume DoorbellSoundSwap DoorbellGooglyEyes WaveToTheDoorbell DoorbellWelcomeBanner PorchSurpriseParade DoorbellJokeOfTheDay DoorbellGiantBoxReveal',
    educational:
      'TakeApartAnOldDoorbell DoorbellCircuitScience DoorbellElectromagnet BuildABatteryDoorbell DingDongPhysics DoorbellSoundQuiz MorseCodeDoorbell WhyDoorbellsChime',
    cooking:
      'DoorbellCake DoorbellPizzaNight BakeAndRingTheDoorbell BeatTheDoorbellDinner DingDongCupcakes PorchPicnicDelivery DoorbellNeighborPieSwap DoorbellShapedCookies',
    wellness:
      'DoorbellBreathingCue DoorbellKindnessNote SmileAtTheDoorbellCam MuteTheDoorbellEvening DingDongDeepBreath ThankTheDeliveryDriver DoorbellGratitudeRing DoorbellStretchBreak',
    tech: 'VideoDoorbellSetup DoorbellNightVision DoorbellBatteryHack DoorbellRingtoneSwap AIGuessesWhoRang DoorbellPrivacyZones DoorbellDayInTimelapse DoorbellAlertsOnMyPhone',
    pet: 'DoorbellCalmTraining DoorbellHowlChorus DogRingsADoorbell PuppyIgnoresDoorbell DingDongDoggo WhereDidTheCatGo DoorbellMeansTreatTime DoorbellStayOnYourMat',
  },
  doormat: {
    prank:
      'DoormatMessageSwap DoormatSqueakyToy WelcomeMatPlotTwist BubbleWrapDoormat RedCarpetFromDoormat DoormatMysteryNote DoormatFakeSpider DoormatChalkArrowTrail',
    educational:
      'WelcomeMatLanguageQuiz HowDirtyIsYourDoormat DoormatCoirVsRubber DoormatEtiquetteAbroad DoormatFengShui WeaveAMiniDoormat DoormatWordOfTheDay DoormatScrapeTest',
  },
  dorm: {
    dance:
      'DormHallwayDance DormFloorFlashmob DormRoomGroove DormRoommateMirror DormBunkBedBoogie MoveInDayMambo WholeDormConga DormSockSlideShuffle',
    educational:
      'DormPomodoroStudyDay DormLaundrySymbols DormLeftoverSafetyRules DormSleepScheduleTest DormSewAButton RamenBudgetMath DormFirstAidQuiz DormFlashcardSystem',
    cooking:
      'DormMicrowaveMeals DormKettleNoodles MidnightDormMugCake DormDiningHallRemix RamenGlowUp DormMiniFridgeChef DormRiceCookerFeast DormOvernightOats',
    travel:
      'DormBikeToTheLake DormWeekendEscape DormToHomeRoadTrip CampusWalkFromMyDorm DormCarryOnOnly CollegeTownHiddenGems HostelVsDorm DormDuffelPacking',
    speed:
      'DormRoomSpeedClean DormBedMakingRace DormUnpackBlitz DormLaundryFoldRace PackUpForBreakDash DormMoveInSpeedrun DormMiniFridgeRestock DormDeskTidyIn60',
    music:
      'DormBucketDrumJam DormRoomConcert DormHallwaySingalong RoommateDuetCover QuietHoursUnplugged DormBunkBedBand SerenadeTheDormFloor DormShowerKaraoke',
    tech: 'DormRoomSetupTour DormTechUnderFifty DormLEDStripTest TinyDormDeskBuild BattlestationOnABudget RoomieVsRouter DormSmartPlugHacks DormCableMakeover',
  },
  dragon: {
    dance:
      'DragonDanceAtHome DragonTailSwish DragonStompStep DragonRibbonTwirl DragonWingFlap RoarOnTheDrop ChineseDragonConga DragonClawShuffle',
    educational:
      'KomodoDragonFactOff DragonWingspanMath ChineseZodiacDragon RealDragonOrFakeGuess DragonPaperGliderTest DragonsAroundTheWorld DragonOrDinosaurQuiz BeardedDragonBasics',
    pet: 'CatSlaysTheDragon DragonToyTugOfWar KittyGuardsTheHoard DogMeetsDragonPlush TrainYourLittleDragon BeardedDragonDay TinyDragonTreatHunt DragonFruitPupSnack',
  },
  dragonfly: {
    prank:
      'DragonflyWindowCling DragonflyPaperSwarm DragonflyOnTheirShoulder DragonflyWakeUpCall BalancingDragonfly DragonflyCeilingMobile SneakyDragonflyMagnets BookmarkDragonflies',
    cooking:
      'DragonflyPretzelSticks DragonflyCookies DragonflyCupcakes DragonflyFruitSkewers LilyPadPancakes PondPartyPunch KiwiWingDragonfly BentoDragonfly',
    travel:
      'DragonflyLakeWalk DragonflySpottingTrip DragonflyReserveVisit DragonflyBoardwalk DragonflyPondPicnic DragonflyWetlandHop MarshDragonflyTour DragonflyGoldenHour',
    wellness:
      'SitWithTheDragonflies DragonflyPondPause LightAsADragonfly DragonflyGratitudeWalk LilyPadMeditation RippleBreathing DragonflyStillness DragonflyJournal',
    speed:
      'DragonflyCountIn60 DragonflySpeedSketch PaperDragonflyFoldRace SpotTenDragonflies DragonflyFactsRapidFire PondSpottingSprint DragonflyBalanceDash DragonflyPhotoBlitz',
    pet: 'CatSpotsADragonfly DragonflyToyWand DragonflyFeatherTease DogVsDragonfly PetMeetsDragonflies PondsideSniffWalk DragonflyChaseCam DragonflyKittyPounce',
    gaming:
      'DragonflyCharades DragonflyScavengerHunt DragonflyMemoryMatch DragonflyColorSort InsectCardBattle DragonflyPondDipping DragonflyBingo DragonflySpotOff',
  },
  drawer: {
    educational:
      'DrawerSlideMechanics DrawerDovetailJoints FileFoldYourDrawers DrawerMagnetLatchTest JunkDrawerArchaeology DoesThisDrawerSparkJoy DrawerLabelingSystem GuessTheDrawerGadget',
    cooking:
      'DrawerToolsOnlyMeal DrawerGarlicPressPasta UtensilDrawerRecipe DrawerGadgetCookOff BottomDrawerBakeOff SpatulaShowdown BlindSpiceDrawerPick PantryDrawerSnackBoard',
    art: 'DrawerKnobPainting DrawerShadowBox DecoupageDrawerFronts DresserFlipArt JunkDrawerCollage DrawerStripePattern TinyRoomInADrawer DrawerLinerStencils',
    tech: 'DrawerChargingStation JunkDrawerTimelapse CableDrawerDetox OldPhoneDrawerRevival RetroTechDrawerDig MotionLightDrawerHack DrawerEmptiesItself DrawerGadgetTierList',
    gaming:
      'DrawerDiceHoard DrawerOldControllers RetroCartridgeDrawer JunkDrawerGuessWho DustyHandheldFound BottomDrawerGameNight DrawerItemCharades DrawerScavengerHunt',
  },
  drawing: {
    prank:
      'DrawingInThePhotoFrame DrawingBananaFaces DrawingRealisticSpider EggDrawingSurprise PostItPortraitTrail DrawingHiddenInABook FoggyMirrorDrawing DrawingUnderTheirPillow',
    educational:
      'DrawingTheWaterCycle DrawingCellDiagrams DrawingMapFromMemory GoldenRatioDrawing OnePointPerspective SketchnoteTheLesson DrawingHandsInFiveSteps DrawingTheSolarSystem',
    tech: 'DrawingFlipbookFilm MeVsAIDrawOff DrawingTimelapse DrawingVsCartoonFilter AnimateMyDoodle StylusShowdown DrawingTraceWithAR PhoneNotesDrawing',
  },
  dreidel: {
    fitness:
      'DreidelLetterReps DreidelLungeForGelt DreidelPlankCount DreidelJumpingJacks GimelMeansBurpees SpinAndSquat HopLikeADreidel CardioDreidelRoll',
    prank:
      'AlwaysGimelDreidel DreidelTinyArmy DreidelsEverywhere DreidelPillowStash DreidelGooglyEyes GeltTreasureHunt GiantDreidelSurprise DreidelThatWontSpin',
    educational:
      'WhatDreidelLettersMean DreidelProbability DreidelHeavyVsLightTest DreidelHanukkahStory WhyDreidelsWobble DreidelHebrewQuiz DreidelGyroscope DreidelMathGame',
    tech: 'DreidelSlowMo DreidelAppVsTheRealOne DreidelPOV DreidelStopwatchRecord DreidelRewindTrick DreidelOverVideoCall DreidelPhysicsWithAI DreidelSpinFilter',
    pet: 'CatVsDreidel DreidelChasePuppy DreidelNoseNudgeTrick DreidelPawSpin PetHanukkahPose EightNightsOfTreats KittyBatsDreidel DreidelSniffHunt',
  },
  dress: {
    prank:
      'DressTheHouseplant DressSwapWithMom FancyDressBreakfast MatchingDressPrank DressUpAmbush TwinningAtTheParty DressLikeYourSibling PizzaNightInAPromDress',
    educational:
      'SewADressHem WhyDressesLackPockets HowADressIsSewn DressSilhouetteQuiz NameThatNeckline GuessTheDecade MiniMidiOrMaxiDress WhatIsMyDressMadeOf',
    pet: 'PetPicksMyDress CatSitsOnTheDress DressMatchingBandana DressScrapsKittyBed TwirlingDressPetReaction WalkiesInASundress DressForTheDogPark KittenChasesTheDressHem',
  },
  'drive thru': {
    dance:
      'DriveThruMenuMoves DriveThruMilkshakeSway DriveThruFryBagFreeze DriveThruToyCarTwist DriveThruKitchenBop OrderUpShuffle DriveThruPlayhouseGroove DriveThruDanceAtHome',
    fitness:
      'SkipTheDriveThruWalk DriveThruTrayHoldPlank DriveThruMenuWorkout ParkFarAndStride BurnOffTheFries DriveThruCalfRaises DriveThruDetourJog DriveThruComboCrunches',
    prank:
      'PayItForwardDriveThru DriveThruCompliment HomeDriveThruWindow HallwayDriveThruStand CheerForTheCrew DriveThruSillyMenuBoard DriveThruLivingRoomLane DriveThruVeggieBagSwap',
    educational:
      'FirstDriveThruEver HowDriveThrusWork WhyFriesGetSoggy DriveThruMenuTricks DriveThruOrderMath DriveThruCalorieGuess DriveThruLingoQuiz DriveThruNutritionFacts',
    music:
      'SingYourDriveThruOrder RapTheDriveThruMenu DriveThruKitchenChorus FryBagPercussion OperaAtTheSpeaker DriveThruJingle DriveThruDuet DriveThruCupBeatbox',
  },
  driveway: {
    dance:
      'CurbsideShuffle DrivewayCarRadioGroove DrivewayGarageReveal DrivewaySprinklerJig DrivewayDiscoNight DrivewayHopscotchHop DrivewayLineDance DrivewayMoonwalk',
    prank:
      'DrivewayFlamingoFlock DrivewayChalkMessage SnowmanGuardsTheCar DrivewayStickyNotes DrivewayWelcomeHomeSign DrivewayBalloonArch DrivewayCheerTunnel DrivewayRubberDuckParade',
    music:
      'DrivewayBucketDrums FrontStepsJam GarageRockCover DrivewayCarKaraoke DrivewayBandPractice DrivewayPorchHarmony DrivewayBoomboxBattle DrivewayWhistleTune',
    tech: 'DrivewayChalkTimelapse DrivewayClayAnimation DrivewayStarTrails DrivewaySolarLights DrivewayCarWashSlowMo DrivewayMotionAlarm DrivewayLaptopMovieNight DrivewayPanoramaPhoto',
  },
  'driving test': {
    dance:
      'DrivingTestPassDance DrivingTestNervesShimmy DoTheThreePointTurn ShakeItOffRoadTest DrivingTestStrut DrivingTestHandJive DrivingTestKitchenBoogie PostDrivingTestJig',
    prank:
      'DrivingTestBalloonCar RoadTestPoolNoodleArmor FirstKeysBowReveal GiantDrivingLicense DrivingTestStickyNotes DrivingTestBannerSurprise DrivingTestFakeFail DrivingTestTricycleGag',
    educational:
      'GuessTheRoadSign BlindSpotScience DrivingTestPopQuiz DrivingTestMockExam DrivingTestMythOrFact DrivingTestRightOfWay DrivingTestHandSignals DrivingTestDashLights',
    travel:
      'DrivingTestToRoadTrip DrivingTestCoffeeStop LicenseToRoam DrivingTestDayOut DrivingTestBeachCruise DriveToGrandmas DrivingTestDinerRun ScenicDrivingTestRoute',
    speed:
      'RoadSignSpeedRound DrivingTestRapidFire DrivingTestBuzzerQuiz HighwayCodeBlitz BeatTheDrivingExaminer DrivingTestCockpitDash DrivingTestFlashcardRace DrivingTestCheckSprint',
    music:
      'PassedMyTestSong DrivingTestAnthem BlinkerBeat DrivingTestDrumroll DrivingTestPlaylist DrivingTestTheMusical DrivingTestRapBattle SingYourDrivingTest',
    tech: 'DrivingTestSimulator DashCamFirstDrive DrivingTestPepTalkMemo DrivingTestVoiceQuiz AIDrivingExaminer DrivingTestAppShowdown DrivingTestRouteTimelapse MapYourDrivingTest',
    pet: 'DrivingTestDogSeatbelt BarkIfIPassed DrivingTestKittenCarrier CatApprovesMyDriving DrivingTestPawsUp FirstRideWithMyPet DrivingTestHighFive TailWagDrivingTest',
  },
};
