import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  spa: {
    dance:
      'SpaSlipperShuffle SpaTowelTwirl CucumberEyesStep FaceMaskFreezeDance SpaRobeMoonwalk SpaCongaLine SpaNightSalsa SpaMusicSlowSway',
    fitness:
      'SweatThenSpa SpaDayYoga PlankTillYourSpaMaskDries StretchIntoSpaMode EarnYourSpaNight FoamRollAndRelax SquatsInASpaRobe SpaPilatesCoolDown',
    funny:
      'SpaDayWithDad SpaAtHomeFails FaceMaskScare PeelOffRegret SpaWhaleMusicReaction SnackingOnSpaCucumbers SpaReviewerSnob SpaDayNarratedByTheCat',
    prank:
      'SpaRosePetalPath BathroomSpaMakeover SpaReceptionistCosplay SpaWhaleMusicAlarm FakeSpaAppointment SpaTowelSwanSurprise SpaWhisperVoiceAllDay SpaPriceListOnTheDoor',
    educational:
      'HotSpringScience SaunaCultureQuiz SpaWordOriginGuess HowRomanSpasWorked SpaMineralWaterTest SpaMaskMythBusting TrueOrFalseSpaFacts SpaIngredientsDecoded',
    travel:
      'SpaDayOnAShoestring PackMySpaBagWithMe TurnYourHotelIntoASpa HotSpringsRoadTrip SpaWeekendAway SpaResortTour RateEverySpaInTown SpaStyleParkPicnic',
    fashion:
      'SpaHeadbandThreeWays SpaRobeToStreet SpaDayFitCheck SpaSlipperRunway SilkScrunchieStack SpaLoungeSetGlowUp SpaAllWhiteLook SpaTurbanTowelTwist',
    speed:
      'SpaNightIn15 TowelSwanSpeedFold SpaDaySetupRace SpaNailPaintBlitz BathBombFizzCount FastestSpaFacial SpaRobeQuickTie SpaPillowFluffRush',
    music:
      'LofiBeatsToSpaTo WhaleSoundsSpaRemix RainstickLullaby WindChimeMelody WaterGlassSpaSymphony SpaPanFluteCover BubbleBathSpaBallad SpaRobeKaraoke',
    art: 'SoapMakingArt SpaBathBombDesign PaintMeInMySpaMask SpaCandleCraft PaintYourSpaDay HandLetterASpaMenu SpaStoneStacking SpaPebbleMandala',
    tech: 'SpaFilterVsRealMask MassageGunSpaNight FootSpaMachineTest CanAnAppBeMySpa PutYourPhoneInSpaMode AIPlansMySpaDay SpaSelfieBeforeAfter SpaVideoCallWithFriends',
    pet: 'PetSpaDay PamperedPupBath SpaCatBrushing SpaDayMeVsMyPet SpaCozyBlanketNap SpaMassageForFido PawsAndRelaxSpaDay SpaCalmMusicForPets',
    gaming:
      'SpaNightCardTourney BuildASpaInMinecraft SpaMaskPokerFace CharadesInASpaRobe SpaDayBoardGame SimsSpaMakeover SpaPuzzleMarathon SpaScentGuessingRound',
  },
  space: {
    dance:
      'SpaceMoonwalk SpacewalkShuffle SpaceOrbitSpin DanceLikeYoureInSpace ZeroGravityGroove BlastOffBounce SpaceBootStomp SpaceRobotArms',
    funny:
      'SneezeInASpaceHelmet PlutoFeelsLeftOut SpaceAlienInterview SpaceFoodTasteTest SpaceMissionToTheFridge HoustonWeHaveAProblem SlowMoSpaceChores SpaceNewsAnchorAtHome',
    prank:
      'SpaceGlowStarCeiling SpaceUFOInTheGarden AlienFromSpaceFakeout SpaceshipBedroom AstronautAtTheDoor SpaceFoodForDinner SpaceCountdownWakeUp FakeSpaceStationCall',
    cooking:
      'SpaceCraterCookies SpaceFruitSolarSystem SpacePlanetMacarons SpaceFoodInATube SpaceRocketPopsicles OutOfThisWorldPizza SpaceTortillaWrap SpaceGalaxyPancakes',
    fashion:
      'DressLikeASpaceCadet SpacePatchJacketGlowUp SpaceGalaxyPrintFit SpaceSilverHeadToToe SpaceBootsThreeWays SpaceOutfitFromThrift SpaceAgeStyleOff SpaceBunsHairstyle',
    wellness:
      'MakeSpaceForCalm WaveAtTheSpaceStation SpaceSoundsMeditation SpaceStargazing SlowMoSpacewalkStretch MoonlightJournal SpaceOutOnPurpose LookUpAtSpaceTonight',
    speed:
      'TenSpaceFactsIn30 SpaceBalloonRocketRace SuitUpForSpaceDash SpacePlanetOrderBlitz NameThatConstellation BlastOffSprint SpaceJunkCleanupRace SpaceHelmetOnRush',
    pet: 'SpaceCapsuleCatBox FetchFromOuterSpace SpaceZoomies SpaceRocketDogBed SpaceCadetPupTraining SpacePlanetTreatHunt PetReactsToSpaceSounds SpaceTunnelForBunny',
  },
  spaceship: {
    dance:
      'SpaceshipMoonwalk SpaceshipWarpSpeedShimmy SpaceshipOrbitSpin SpacewalkShuffle ZeroGravityDance BlastOffBoogie SpaceshipRobotArms SpaceshipCountdownFreeze',
    funny:
      'SpaceshipCaptainLog SpaceshipWrongPlanet BackseatSpaceshipPilot SpaceshipBoxTooSmall HoustonWeHaveSnacks AlienLandingSkit SpaceshipTrafficJam SpaceshipFlightAttendant',
    prank:
      'SpaceshipFortReveal SpaceshipHallwayPortal GlowStarSpaceshipRoom SpaceshipCrashLanding MissionControlWakeUp AlienVisitSurprise SpaceshipInTheYard SpaceshipBoardingPass',
    educational:
      'HowSpaceshipsLand SpaceshipEggDrop DockYourToySpaceship NameThatSpacecraft WhySpaceIsSilent BottleRocketScience SpaceshipPartsQuiz SpaceshipBalloonThrust',
    cooking:
      'SpaceshipCookies SpaceshipPlanetPizzas SpaceshipLayerCake SpaceFoodAtHome FreezeDriedTasteTest CupcakeLaunchpad SpaceshipBentoBox SpaceshipShapedSandwich',
    travel:
      'SpaceCenterTour SpaceshipPlanetariumShow RideASpaceshipSimulator SpaceshipMuseumHop WatchALaunchLive FindTheSpaceshipSlide SpaceshipDinerStop SpaceshipToyStoreHunt',
    fashion:
      'SpaceSuitFitCheck SpaceshipSilverJacket PaintASpaceshipTee SpaceshipCaptainLook DesignYourMissionPatch DressLikeASpaceshipPilot SpaceshipCrewUniform SpaceshipSneakerGlow',
    wellness:
      'SpaceshipStargazing SpaceshipCabinMeditation BuildASpaceshipNapFort DeepSpaceRest CountdownToCalm DriftOffInASpaceship SpaceshipWindowGazing SpaceshipBedtimeStory',
    speed:
      'SpaceshipFoldIn60 SpaceshipLegoBlitz SpaceshipSuitUpSprint CardboardSpaceshipRush CountdownToLaunch StrawRocketDistance SpaceshipBalloonRace SpaceshipPaperPlaneDash',
    music:
      'SpaceshipBeepBoopBeat SpaceshipAlienChorus SpaceshipKeyboardSolo MakeSpaceshipNoises SpaceThemeCover WarpSpeedBeat SpaceshipEngineHum SpaceshipLaunchAnthem',
    tech: 'GreenScreenSpaceshipRide StopMotionSpaceshipLaunch SpaceshipLEDBuild SpacecraftAIVoice SpaceshipARInYourRoom MissionControlDesk SpaceshipHologramHack SpaceshipAppDesign',
    pet: 'SpaceshipCatCommander SpaceshipDogCoPilot SpaceshipBoxCapsule HamsterSpaceshipFort SpaceshipTreatHunt SpaceshipNapPod SpaceshipBunnyHideaway SpaceshipFishTankDecor',
  },
  spain: {
    fitness:
      'SpainCaminoWalk SpainBeachRun StompLikeYoureInSpain KeepyUppyForSpain SpainSiestaStretch SpainSunsetSwim SpainFlamencoCardio BurpeeEverySpainGoal',
    funny:
      'SpainLateDinnerShock SpainTwoKissGreeting SpainTortillaDebate TapasOrderingChaos TryingSpainSiestaAtWork SpainVsMyStomach LostInSpainTranslation TouristsInSpainBeLike',
    prank:
      'SpainFiestaWakeUpCall SpainTapasPicnicSurprise SpainFlamencoFlashmob SpainPostcardMystery SecretPaellaNight SpainSiestaClosedSign SpainDinnerAtMidnight SpainInTheLivingRoom',
    educational:
      'AlhambraGeometry SpainPhraseOfTheDay SpainRegionsQuiz WhatSpainGaveTheWorld GuessTheSpainFestival WhySpainEatsLate SpainMapFromMemory SpainInTenWords',
    cooking:
      'ChurrosConChocolate SpainTortillaFlip SpainPaellaAtHome SpainTapasTuesday PanTumacaBreakfast SpainGazpachoShots SpainOliveOilTasting SpainCroquetaCrunch',
    fashion:
      'SpainEspadrilleStyleOff PolkaDotFeriaSkirt SpainFlamencoDress MadridToMarbellaFit SpainLinenShirtLook SpainHolidayGlowUp GuessMySpainCityOutfit SpainPackingCapsule',
    wellness:
      'SpainSiestaReset SpainPaseoEvening MediterraneanSeaDip SpainSunsetCalm LongLunchLikeSpain LiveOnSpainTimeForADay PhoneFreeSpainDinner SpainPlazaPause',
    speed:
      'SpainFlagSpeedDraw PackForSpainIn60 SpainChurroDash SpainCitiesBlitz TapasTimeTrial PaellaBeatTheClock SixtySecondsOfSpain SpainPhrasesRapidFire',
    art: 'SpainInWatercolor SpainMosaicArt SpainTilePainting SpainFlagFingerPaint MeltingClockDoodle SketchASpainPostcard CubistSpainSelfie SurrealSpainCollage',
    tech: 'TranslateMenuCamera SpainSpeechToTextTest SpainOfflineMapsPrep SpainTrainAppHack SpainTripTechKit AIPlansMySpainWeek SpainStreetViewTour SpainHyperlapse',
    pet: 'PupScoresForSpain SpainFlagBandanaDog SpainStreetCats SpainSiestaWithMyCat SpainPuppyPlaza TeachMyDogSpanish NapLikeSpain OleSpinForSpain',
    gaming:
      'GeoGuessrSpainOnly ParchisTournament SpainCardGameFaceOff SpainTriviaNight SpainDominoesPlaza GuessThatSpainCity SpainPetanqueDuel SpainMapPuzzle',
  },
  spatula: {
    dance:
      'SpatulaShuffle DinerSpatulaDance SpatulaFlipStep SpinTheSpatula SpatulaCongaLine SpatulaFreezeDance SpatulaTwirlTango SpatulaMicMoonwalk',
    funny:
      'DramaticSpatulaFlip SpatulaDadAtTheGrill WhoTookMySpatula SpatulaSwordFight SpatulaTedTalk SpatulaPuppetShow SpatulaHighFive SpatulaAsAMicrophone',
    prank:
      'SpatulaGooglyEyes FakeEggSpatulaFlip WhoSwappedMySpatula SpatulasEverywhere SpatulaLoveNoteSurprise SpatulaWakeUpDrumroll SpatulaSockPuppetScare SpatulaSnapIllusion',
    educational:
      'SiliconeVsMetalSpatula SpatulaLeverPhysics SpatulaInFiveLanguages WhoInventedTheSpatula WhySmashBurgersBrown PancakeFlipScience SpatulaOrTurnerQuiz SpatulaTypesCompared',
    travel:
      'SpatulaDinerCrawl FoodTruckSpatulaFaceOff SpatulaFlipsAtThePark PackYourSpatula SpatulaFarmersMarketHunt SmashBurgerSafari SpatulaCampStoveTrip SpatulaCookingClassVisit',
    fashion:
      'SpatulaEarringsDIY SpatulaBeltHolster ChefSpatulaFitCheck SpatulaAsAHairStick SpatulaPocketSquare RetroDinerSpatulaLook SpatulaAccessoryDare SpatulaApronStyling',
    wellness:
      'MindfulSpatulaFlip SpatulaScrapeEveryBit SlowSundaySpatula PancakePause SpatulaBrunchGratitude SpatulaStirAndBreathe SpatulaCookForSomeone SpatulaBakingTherapy',
    speed:
      'SpatulaEggRelay SpatulaBowlScrapeIn30 SpatulaFlipRace FastestFlapjack SpatulaStackOff SpatulaBalanceWalk SpatulaCupTowerTimer SpatulaCookieTransferDash',
    music:
      'SpatulaAirGuitar SpatulaPanDrums SpatulaMicKaraoke ConductWithASpatula SizzleBeat SpatulaPotLidBand SpatulaSpoonDuet SpatulaWhiskPercussion',
    tech: 'SpatulaFlipSlowMo AIJudgesMySpatulaSkills SpatulaPhotoMidToss StopMotionSpatulaDance GadgetOrGimmick ScrollWithYourSpatula SpatulaDuetWithAChef SpatulaTrickShotEdit',
    gaming:
      'GoldenSpatulaHunt SpatulaSimonSays EggAndSpatulaRace SpatulaHockeyShootout BurgerStackOff KrabbyPattyRush SpatulaMiniGolf SpatulaBalloonKeepUp',
  },
  spelling: {
    dance:
      'SpellItWithYourBody SpellingYMCAArms SpellingBeeBoogie SpellingLetterPoses CheerSquadJumps AlphabetShuffle SpellingDanceOff CheerleaderSpelling',
    prank:
      'MisspelledOnPurpose SpellingOnBananaPeels SpellingCerealLetters SpellingFailBirthdayCake FridgeMagnetMessage ScrambledNameTags SpellingInTheFog SpellingPebblePath',
    travel:
      'SpellingWithSigns SpellingBeeOnTheRoad HardestTownToSpell LicensePlateSpelling SpellingSouvenirs AlphabetPhotoWalk SpellingStreetNames TrainStopSpellingDare',
    wellness:
      'SpellingAffirmations SpellingGratitude SpellOutYourFeelings SpellingMantraCards SpellingGoalsInChalk KindWordsAlphabet SandSpellingZen BreatheThroughSpelling',
    music:
      'RespectSpellOutCover SpellingRapBattle SpellingBeeBeatbox GuessTheSpellingSong SpellingChant AlphabetRemix SingYourSpellingList SpellingDrumroll',
    art: 'SpellingBubbleLetters SpellingCalligraphy SpellItInNature SpellingWithShadows TypographyCollage AlphabetAnimals SpellingMagazineCutouts SpellingPipeCleaners',
  },
  spicy: {
    dance:
      'HotSauceHustle SpicySalsaSteps JalapenoStomp SpicyFlamencoClaps SpicyFireFeet SpicyChiliShimmy TooSpicyToStop SpicyCongaLine',
    fitness:
      'HotSauceHIIT JalapenoJumpingJacks SpicyChiliBurpees FeelTheBurnSpicy SpiceUpYourSquats SpicySalsaCardio SpicyPepperLunges SpicyPlaylistPlankHold',
    funny:
      'SpicyFaceReaction SpicyGrandmaWins SpicyFoodSoapOpera HotSauceTasteTest ThatsNotSpicy MildSpiceConfession SpicyWingsWhisperReview SpicyPepperNamesRanked',
    prank:
      'PretendItsTooSpicy SpicyLookingSweets ChiliShapedGummies FakeHotSauceBottle NotActuallySpicy SpicyPlaylistTakeover SpicyStickersOnEverything SpicyPepperPlushSurprise',
    educational:
      'WhySpicyFoodBurns HotSauceScience SpicyMilkVsWaterTest ScovilleScaleQuiz BirdsCantTasteSpice GuessThePepperHeat SpicyMythOrFact SpicySeedsVsSkin',
    travel:
      'SpicyStreetFoodHunt HotSauceShopTour SpicySnackSouvenirHunt SpicyCookingClassTrip SpicyNoodlesNearMe SpiceGardenVisit TrySpicyLikeALocal SpicyFarmersMarketFind',
    fashion:
      'SpicyRedFit HotSauceEarrings SpicyFlameJacketDIY SpiceUpYourOutfit ChiliPepperPrint SpicyColorClash SpicyLipstickSwatch SpicyJalapenoGreenLook',
    speed:
      'SpicySalsaInSixty SpicyTriviaSpeedRound SpicyPepperSortRace NameTenSpicyDishes SpiceRackAlphabetize ChiliRelay SpicyOrNotCountdown SpicyJarLabelBlitz',
    tech: 'SlowMoSpicyFirstBite HotSauceRecipeAI WatchMySpicyPepperGrow SpiceJarLabelPrinter SpicySalsaReactionDuet CanAITasteHeat SpicyEmojiOnlyReview SpicyMeterFaceFilter',
    gaming:
      'SpicyRockPaperScissors SpicyDishCharades SpicyPepperHotPotato SpiceUpGameNight MildToSpicyComeback SpicyEmojiTicTacToe SpicyTriviaShowdown SpicyWildCardRound',
  },
  'spider web': {
    dance:
      'SpiderWebWiggle SpiderWebTangleFreeze EightCountSpider CobwebCrawlStep SpiderWebShimmyEscape ItsyBitsyBounce StuckInASpiderWeb SpiderWebLimbo',
    fitness:
      'SpiderWebYarnMaze SpidermanPushUps SpiderLungeCircuit SpiderCrawlChallenge SpiderWebAgilityLadder WebSlingerSquats DodgeTheSpiderWeb SpiderWebHighKnees',
    prank:
      'SpiderWebYarnDoorway GummySpiderSurprise SpiderWebOnTheirDesk SpiderTreatTrail CottonCobwebCorner SpideySenseTest StreamerSpiderWeb FridgeSpiderWeb',
    fashion:
      'SpiderWebTights SpiderWebNailArt SpiderWebFitCheck CobwebLaceLook GothicNetSleeves SpiderWebHairClips SpiderWebEyeliner DIYSpiderWebCollar',
    wellness:
      'SpiderWebPatience WatchASpiderSpin RebuildLikeASpider ClearTheCobwebs TraceTheSpiderWeb SpiderWebSunriseSpotting SpiderWebOfThanks SpiderWebColoringPage',
    pet: 'SpiderWebPetBandana PetReactsToSpiderWeb SpiderWebTunnelPounce CatVsCobweb SpiderWebFeatherTeaser SpiderWebWalkies SpiderWebTreatHunt SpiderWebPhotoBooth',
  },
  spinach: {
    dance:
      'SpinachFlexStrut PopeyeSpinachHornpipe CanOfSpinachBop SailorManJig SpinachSpinMoves SpinachPowerUpDance SpinachShimmy SpinachMuscleMoonwalk',
    fitness:
      'SpinachPowerCurls SpinachSmoothieGains SpinachCanPress SpinachSailorSquats PopeyeFlexOff SpinachPlankDare EatYourSpinachReps SpinachSaladJumpingJacks',
    funny:
      'SpinachInMyTeeth WhereDidMySpinachGo SpinachMuscleFlexFail PopeyeImpression SpinachOrSeaweed SpinachKidNegotiation SpinachShrinkShock SpinachTasteTestFaces',
    prank:
      'SpinachSmileyLunchbox SpinachTeethFakeOut SpinachGrowKitSurprise SpinachPlanterDeskGift ShrekPancakes SpinachCanCandyReveal GuessTheHiddenSpinach SpinachFridgeMagnetPoem',
    educational:
      'SpinachIronMyth SpinachDiskFloatTest SpinachChromatography WhySpinachShrinks HowPopeyeChoseSpinach SpinachOrKaleQuiz SpinachSeedToSprout SpinachRawVsCooked',
    travel:
      'SpinachFarmVisit SpinachPowerPicnic GreekSpinachPieHunt PalakPaneerCrawl FindSpinachOnEveryMenu SpinachWrapsForTheRoad SpinachSaladWithAView SpinachPickYourOwnDay',
    fashion:
      'SpinachFitCheck SpinachDyeTee PopeyeSpinachCosplay SailorStripeLook SpinachGreenEyeliner SpinachLeafScarf SpinachColorHeadToToe SpinachPrintSocks',
    wellness:
      'SpinachSmoothieRitual SpinachGardenCalm SpinachSoupRecharge GreensBeforeScreens SowSpinachSlowly 7DaySpinachStreak MindfulSpinachSalad SpinachWindowsillPlanter',
    tech: 'SpinachGrowLightTest SpinachSproutTimelapse CanAIMakeMeLoveSpinach SlowMoSpinachSmoothie StopMotionSpinachSalad ZoomIntoASpinachLeaf SpinachScanToRecipe SpinachGardenWebcam',
    pet: 'SpinachSeedlingsVsMyCat SpinachGreenBandana DogGuardsTheSpinach CatInTheSpinachPatch SpinachGardenSniffari SpinachLeafPeekaboo HelpMeHarvestSpinach SpinachNibblesForBunny',
  },
  sponge: {
    dance:
      'SpongeSqueezeShuffle SpongeSockSkate ScrubADubSpongeStep SpongeSinkShimmy SpongeSplashSalsa SoakItUpSwing SpongeSoftShoe SpongeOnHeadBalanceDance',
    prank:
      'SpongeDominoTrail GooglyEyeSponge SpongeSnowmanStack SecretSpongeDoodle SpongeGetsAMakeover SpongeBathtubFlotilla SpongePetAdoption SpongeSmileyFaceCutout',
    educational:
      'SpongeVsClothAbsorbTest NaturalVsKitchenSponge WhenToReplaceASponge SpongesAreAnimals HowDirtyIsYourSponge SoakUpScience SpongeWaterWeighIn SpongeUnderAMagnifier',
    cooking:
      'VictoriaSpongeBake SpongeSoakedTresLeches SteamedSpongePudding TallestSpongeChallenge SpongeSquishTest SpongeCakeFromScratch SpongeStrawberryShortcake SpongeLemonDrizzle',
    fashion:
      'SpongeRollerCurls SpongeTwistHair SpongeBunDonut BeautySpongeHacks SpongeBlendingDare DampSpongeDewyGlow SpongeStampTee MakeupSpongeFaceOff',
    wellness:
      'MindfulDishSponge SpongeSqueezeRelease SpongeStressBall SoakUpLikeASponge WringOutTheWorry SpongeFootSpaNight WarmSpongeFaceReset SpongeBathtimeCalm',
    tech: 'DishwasherVsSponge SpongeMacroZoom SlowMoSpongeSqueeze SpongeSoakTimelapse StopMotionSpongeScrub LifeAsASpongeGreenScreen SpongeCleanYourSetup SpongeVsPaperTowel',
  },
  spoon: {
    dance:
      'SpoonClackShimmy EggAndSpoonShuffle SpoonBatonStrut WoodenSpoonTwirl SpoonfulOfSugarSway DanceWithSpoonOnNose SpoonLimboLine SpoonTapDance',
    fitness:
      'EggAndSpoonLunges SpoonBalanceSquats SpoonNosePlank SpoonRelayHighKnees TeaspoonTabata WoodenSpoonWorkout SpoonBridgeHold SpoonPickUpWithToes',
    prank:
      'AllSpoonsNoForks TinySpoonSurprise SporksInTheSpoonDrawer HideEverySpoon SpoonStuckInJello GiantSpoonBreakfast BentSpoonMagicTrick SpoonPuppetsAtDinner',
    educational:
      'WhyMetalSpoonsGetHot WhichSpoonsAreMagnetic SpoonCatapultPhysics SpoonBalanceTrick UpsideDownInTheSpoon HangASpoonOnYourNose HowManyDropsInASpoon SpoonSoundVibrationTest',
    travel:
      'SouvenirSpoonHunt GreasySpoonDinerTour GelatoSpoonCrawl SpoonOfLocalHoney SpoonFromEveryCity TasteTheTownBySpoon SpoonPicnicInThePark SpoonFarmersMarketSamples',
    fashion:
      'SpoonRingDIY MakeASpoonPendant ForkAndSpoonBracelet FitCheckInASpoon SpoonBeltBuckle BentSpoonBling SpoonEarringGlowUp SpoonCuffLinks',
    wellness:
      'EatWithATinySpoon SpoonfulOfKindness SpoonTheoryCheckIn HoneySpoonPause TeaspoonOfGratitude SlowStirMorning OneSpoonAtATime SpoonWarmPorridgeRitual',
  },
  spoons: {
    dance:
      'SpoonsVictoryDance SpoonsLoserDoesTheWorm SpoonsGrabAndSpin PassTheCardShimmy SpoonfulOfSugarStep WinnerTableWiggle LastSpoonLimbo FoxtrotForSpoons',
    prank:
      'SpoonsForkFakeout SpoonsGiantLadleSwap SpoonsEmptyDrawer LastSpoonDecoy SpoonsFrozenInIce SporkSurprise SpoonsInEveryPocket SpoonsTapedDown',
    fashion:
      'SpoonRingLook SpoonsLuckySocks SpoonsCardSuitOutfit SpoonsGameNightFit ForkAndSpoonEarrings TeamSpoonsTees SpoonHairClip SpoonsChampionSash',
    wellness:
      'SpoonsUnpluggedNight SpoonsFamilyLaughs SpoonTheoryCheckIn SpoonsGrandparentTime LaughingTillTears TeachAKidSpoons GoodSportSpoons SundaySpoonsRitual',
    music:
      'SpoonsWashboardDuet SpoonsBluegrassDuel SpoonsKneeRhythm SpoonClackBeat PlayTheSpoons SpoonsFolkJam PotLidAndSpoons KitchenSpoonsDrumline',
    tech: 'SpoonsSlowMoGrab SpoonsChaosInTimeLapse SpoonsOverheadCam SpoonsReactionTimer SpoonsPhotoFinish VideoCallSpoons SpoonsAppScoreboard SpoonsBuzzerButton',
  },
  spork: {
    dance:
      'SporkShuffle DanceLikeASpork LunchboxSporkBop SporkTwoStep SporkSpinMove SporkMicLipSync SporkSalsa SporkScoopAndSlide',
    prank:
      'SporkSilverwareSwap GooglyEyeSporks SporkBouquet FormalSporkDinner GiantSporkSurprise SporkInEveryDrawer SporkTakeover SporkMagicTrick',
    educational:
      'WhoInventedTheSpork PortmanteauLikeSpork SporkDesignFlaws SporkOrFoon SporkScoopPhysics TitaniumVsPlasticSpork SporkPatentHunt SporkVsSpoonSoupTest',
    wellness:
      'ReusableSporkWeek MindfulSporkMeal SporkCampfireCalm SporkSunriseBreakfast NoPlasticSporkPledge SporkPicnicOutside SporkSavorEachBite SporkGratitudeLunch',
    pet: 'CatVsSpork SporkScoopKibble KittenSporkPuppet DogMeetsGiantSpork SporkSitAndStay SporkTreatTrick SporkPeekaboo SporkCupShuffle',
  },
  sport: {
    dance:
      'TrophyVictoryDance SportEndZoneMoves SportSidelineCheer SportsDayShuffle AthleteCelebrationCopy TouchdownTwoStep SportsMascotMambo SportStretchToTheBeat',
    prank:
      'SportAnnouncerWakeUp SportMascotCameo CoachWhistleAlarm SportRefereeAtDinner RivalJerseySwap AthleteStyleIntro SportscastTheirNap SportMedalForDishDuty',
    educational:
      'SportRulesQuiz SportStatsMath BallAerodynamics TryAWeirdSportAtHome WhoInventedYourSport AthleteBrainScience GuessTheSportBySound SportShoeGripTest',
    travel:
      'SportStadiumTour SupportYourLocalSport SportBallparkChecklist AwayGameRoadTrip PlayASportInEveryPark SportsDayAtTheBeach TryASportOnVacation SportCommunityCourtHop',
    fashion:
      'SportRetroKit SportGymToDinner CourtsideOutfit DressLikeYourSportIdol SportJerseyRestyle SportSneakerFaceOff OneSportsCapFiveWays SportWristbandStack',
    tech: 'SportSlowMoReplay MySportHighlightReel MeasureYourSportJump RadarGunYourThrow SportStepCounterDuel FilmYourSportLikeTV SportsVARCheck SportPlaybookOnTablet',
    pet: 'SportCatGoalkeeper SportPuppyDribble PetPicksTheSportWinner DogAgilityAthlete TeamMascotPup BackyardSportsDay SportFetchDrills SportBunnyHopCourse',
    gaming:
      'SportFoosballFinal SportFantasyLeague ActOutTheSport WiiSportsRematch SportPaperFootballFlick SportsGameNight SportTriviaTournament SportBottleCapBasketball',
  },
  spring: {
    fitness:
      'SpringPuddleHops SpringTrailRun SpringLoadedJumps SpringParkCircuit CherryBlossomCycle WeedAndSquat OutdoorSpringYoga SpringHikeStepGoal',
    prank:
      'FakeSpringBugOnTheWall SpringSnowDayFakeout SpringChalkMessage SpringCleanTheirCar SpringSquirtingDaisyGag EggHuntForGrownUps SpringBunnyFootprints SpringFlowerPotFaces',
    educational:
      'SpringEquinoxEggTest NameThatSpringBird WhySpringForward SpringSeedSprouting SpringFlowerDissection HowBeesPollinate SpringFrogCalls SpringRainCloudInAJar',
    wellness:
      'SpringDeclutterOneDrawer SpringDawnChorusWalk SpringCleanYourMind SoakUpSpringSun BlossomMeditation PlantSomethingNew SpringWindowsOpen SpringRainSoundsNap',
    music:
      'SpringBirdsongJam VivaldiSpringCover SpringFeverSingAlong UkuleleSpringStrum SpringRainBeat WindChimeMelody SpringWhistleLikeABird GuessTheSpringSong',
    gaming:
      'SpringCharadesNight SpringBingoWalk SpringGardenInMinecraft SpringBlossomHideAndSeek EggHuntQuest AnimalCrossingTulips SpringWaterBalloonToss SpringFlowerTrivia',
  },
  'spring break': {
    dance:
      'PoolPartyDance SpringBreakConga SpringBreakTowelTwirl SpringBreakLimbo SpringBreakItDown SpringBreakShuffle SpringBreakSalsa SpringBreakHulaHoop',
    prank:
      'BackyardBeachSurprise SpringBreakLuauAmbush FlamingoFloatDoorway FakeSpringBreakHomework SpringBreakBalloonWake SpringBreakInTheBathtub SpringBreakTikiRoom SpringBreakTicketReveal',
    educational:
      'SpringBreakMuseumDay SunscreenScience TidePoolFieldNotes SpringBreakKitchenScience SpringBreakSkillUnlock SpringBreakBookClub SpringBreakStarMap SpringBreakLanguageLesson',
    fashion:
      'SpringBreakFitCheck SpringBreakPastelDare BucketHatLineup ShadesOfSpringBreak SpringBreakTieDye OnePackTenLooks SpringBreakSwimCoverUp SpringBreakSandalDIY',
    wellness:
      'SpringBreakDigitalDetox SpringCleaningMind SunshineNoPhoneHour SpringBreakSleepIn SpringBreakJournal NatureWalkUnplugged SpringBreakHammockNap SpringBreakSlowBreakfast',
    music:
      'SpringBreakAnthem SpringBreakBackyardGig SpringBreakBucketDrums SpringBreakUkulele SpringBreakBeatDrop KokomoCover SpringBreakSingOff NameThatSpringBreakSong',
    art: 'SpringBreakPhotoDump ChalkArtDay TieDyeTowels SpringBreakShellMosaic PaintYourSpringBreak SpringBreakDoodleDiary SpringBreakPostcardDIY SpringBreakSandSculpture',
    tech: 'SpringBreakStopMotion WaterproofPhoneTest FakeSpringBreakAtHome SpringBreakRecapEdit OneSecondSpringBreak SpringBreakSlowMoSplash SpringBreakVlogDare SpringBreakPanoramaPic',
    gaming:
      'SpringBreakTournament SpringBreakMarioKartCup BeachUnoSeries SpringBreakMinecraftBuild SpringBreakFlashlightTag BeachsideBoardGames SpringBreakCharades SpringBreakTriviaNight',
  },
  'spring cleaning': {
    prank:
      'SpringCleaningFairy SpringCleaningCarWash SpringCleanWhiteGloveTest SpringCleanLabelItAll TidyElvesWereHere SparkleAmbush SpringCleaningRoomFlip SpringCleanDustBunnyPlush',
    educational:
      'WhyWeSpringClean SpringCleaningMythBust SpringCleaningGermSwab SpringCleaningStainTest VinegarVsBakingSoda WhatIsDustMadeOf PersianSpringCleaning SpringCleaningMicroscope',
    cooking:
      'SpringCleaningStirFry SpringCleaningLemonade FridgeSpringCleanSoup SpringCleaningFreezerMeal EatThePantryChallenge SpringRollSnackBreak SpringCleaningSmoothie SpringCleaningTacoNight',
    music:
      'SpringCleaningKaraoke SpringCleaningAnthem DiscoSpringClean WhistleWhileYouWork BroomGuitarSolo SpringCleaningRadioJam SpringCleaningMixtape SpringCleaningMopMic',
    pet: 'SpringCleaningPetBed SpringCleaningDogBath ToyBasketSpringClean MyCatHelpsSpringClean SpringCleaningFurBrushOff FurballHarvest SpringCleaningFishTank SpringCleaningLeashHook',
  },
  sprinkler: {
    prank:
      'SprinklerTimerSurprise SprinklerBubbleSwap SprinklerWelcomeHome PoolNoodleSprinkler RainDanceItWorked SummerSoakAmbush SprinklerPartyPopUp SprinklerFakeRainstorm',
    educational:
      'HowSprinklersSpin SprinklerRainbowAngle SprinklerPressureTest SprinklerVsRainGauge WhyItTicks ThirstyLawnMath MeasureSprinklerReach SprinklerMorningVsNoon',
    fashion:
      'SprinklerDripCheck SprinklerWaterShoes MatchingSprinklerSuits SprinklerTieDye SunHatSoakTest SprinklerRaincoatFit SprinklerRunwayWalk SprinklerSwimsuitSwap',
    wellness:
      'BarefootSprinklerWalk SprinklerMistBreath SprinklerInnerChild CoolDownInSprinkler ListenToTheSprinkler GoldenHourSoak SprinklerRainbowPause SprinklerLawnLounging',
    tech: 'SprinklerLawnTimelapse SprinklerTimerHack SlowMoSprinklerCam FreezeFrameSprinklerLeap CatchASprinklerRainbow AIRatesMySprinklerJump ReverseTheSprinkler SprinklerBurstModePhoto',
    pet: 'DogVsSprinkler SprinklerZoomies SprinklerBubbleChase PupsFirstSprinkler ChompTheSprinkler SprinklerShakeOffSlowMo SprinklerCatWindowWatch SprinklerCorgiSplash',
  },
  sprint: {
    dance:
      'SlowMoSprintDance SprintBatonTwirl SprintToTheChorus DashAndDip SprintInPlaceToTheBeat BoltPoseBoogie SprintStartFreeze SprintFinishLineGroove',
    funny:
      'SlowMoSprintFace SprintLikeACartoon SprintInFlipFlops OnYourMarksFakeOut SprintCommentatorDad DramaticSprintFinish SprintToTheDoorbell SprintInADinoSuit',
    prank:
      'SprintCheerTunnel SprintMedalAmbush SecretSprintPodium SurpriseFinishLine ConfettiPopperDash FakeWorldRecord SprintCommentaryOnMom SprintHypeSignAtDoor',
    educational:
      'SprintStartPhysics CheetahVsYouSprint SprintMuscleFibers Sprint100MeterGuess ReactionTimeMath HowFastCanHumansSprint WhatMakesASprinter SprintArmSwingScience',
    cooking:
      'PostSprintSmoothie PreSprintPasta ElectrolyteLemonade SprintEnergyBites GoldMedalGranola SprintRecoveryBowl SprintFuelOats SprintBananaToast',
    fashion:
      'SprintKitFitCheck SprintShoeLaceArt SprintRaceDayNails DressedToDash SprintAllNeonOutfit SprintRetroShorts SprinterSunnies SprintHeadbandDIY',
    wellness:
      'PostSprintStretch MorningSprintReset SprintAndBreathe LifeIsNotASprint SprintRestDayRitual CoolDownGratitude SprintSilentMinute SprintThenLegsUpTheWall',
    music:
      'SprintToTheDrop SprintChariotsOfFire PickMySprintSong OnYourMarksBeat DashToTheChorus BPMMatchSprint SprintAnthemOff SprintMetronomeRace',
    tech: 'SprintCountYourStrides SlowMoSprintReplay SprintVsYourPastSelf ClockMySprint SmartwatchDashOff PhotoFinishCam SprintThenCheckYourPulse SprintSpeedSplitsGraph',
  },
  spy: {
    dance:
      'SecretAgentShuffle SpyLaserLimbo SpyTiptoeTango SpySunglassesStrut SpyCrouchAndCreep SpyRollAndFreeze SpyShadowStep SpyTrenchCoatTwirl',
    educational:
      'InvisibleInkLesson SpyCaesarCipher FingerprintScience CrackTheSpyCode RealLifeSpyGadgets SpyMorseTapMessage WWIISpyPigeons SpyPhoneticAlphabet',
    travel:
      'SpyRouteByCompass SpyDisguiseDayOut SpyMissionAtThePark SpyCityScavenger SecretAgentWeekend PackLikeASpy SpyNovelHotspots SpyMuseumCodeHunt',
    fashion:
      'SecretAgentTrenchCoat SpyTuxedoOnABudget AviatorShadesLook DressLikeASpy QuickChangeDisguise SpyBlackTurtleneck SpyWatchFlex SpyOutfitFromYourCloset',
    music:
      'SpySurfGuitarRiff SpyThemeHumOff SpyTiptoeBeat MissionImpossibleCover SneakySpyBeatbox SecretAgentJazz SpyKazooSolo SpyMorseCodeRhythm',
    tech: 'SpyPeriscopeBuild SpyMessageSelfDestruct WhoAteMySnacksSpyCam SpyGadgetTierList SpyCodeWithAnEmojiKey SpyUVInkHunt SpyWalkieTalkie SpyVoiceFilterBriefing',
  },
  squirrel: {
    dance:
      'SquirrelShuffle SquirrelTailFlickDance AcornSquirrelHop SpiralLikeASquirrel SquirrelMoonwalk ZigZagFreeze SquirrelScurryStep SquirrelBushyBounceSway',
    prank:
      'SquirrelPlushSurprise SquirrelChatterAlarm HideLikeASquirrel SquirrelStickerInvasion AcornTreasureTrail StashedInTheCouch SquirrelAwayTheirSnacks SquirrelCardboardCutout',
    travel:
      'SquirrelSpottingWalk SquirrelCityHunt SquirrelsOfEveryPark SquirrelSelfieSafari SquirrelCensusDay SquirrelTrailBingo SquirrelNatureCenterTrip SquirrelCampusStroll',
    fashion:
      'SquirrelEarHeadband SquirrelPrintSweater SquirrelTailScarf DressLikeASquirrel AcornEarrings FallingForFlannel SquirrelAutumnFitCheck SquirrelPatchBackpack',
    wellness:
      'SquirrelWatchingBreak SquirrelParkBenchPause SquirrelFeederMorning BackyardSquirrelHour StashYourJoys SquirrelNatureJournal SquirrelFriendSitSpot SquirrelSoundsMeditation',
    tech: 'SquirrelFeederCam SquirrelSlowMoJump SquirrelBaffleBuild AIIdentifiesSquirrels OutsmartTheSquirrels SnackHeistHighlights SquirrelTimelapseVisits SquirrelZoomLensShot',
    gaming:
      'AcornHuntLikeASquirrel SquirrelTailTag SquirrelNutCupToss SquirrelShellGame SquirrelFactOrFake SquirrelStashRush TheFloorIsLavaSquirrel SquirrelHideAndSeek',
  },
  'st patricks day': {
    funny:
      'LeprechaunTrapFail StPatricksDayLuckTest StPaddysHatTooBig StPaddysDyeDisaster ForgotToWearGreen FourLeafSearchSaga DadsStPatricksPuns StPatricksNatureDoc',
    educational:
      'WhoWasStPatrick WhyWeWearGreen StPatrickAndTheSnakes LearnIrishForStPaddys LeprechaunLoreQuiz StPaddysCloverCount StPatricksMythBusting StPatricksTrueOrFalse',
    travel:
      'StPatricksDayParade StPaddysGoGreenTour LeprechaunHuntInThePark ChaseTheRainbowStPaddys LeprechaunRoadTripBingo StPaddysCloverHunt StPaddysLitUpLandmarks StPatricksFestivalTrip',
    fashion:
      'ShamrockFitCheck CloverHairClips StPatricksHeadToToe StPaddysArranKnit DressLikeALeprechaun StPatricksDayTopHat GreenNailsStPatricks StPatricksEmeraldStack',
    wellness:
      'StPatricksDayGreenWalk StPaddysLuckyList StPatricksDayThankful LeprechaunLuckJar MayTheRoadRiseUp FourLeafMindfulness StPaddysCelticKnotDoodle WriteAStPaddysBlessing',
    tech: 'LeprechaunTrapCam LeprechaunStopMotionHeist LeprechaunVoicemail StPatricksARFilter StPatricksRainbowLEDs StPaddysWallpaperDesign GreenScreenStPatricks StPatricksTimelapse',
    pet: 'StPaddysLuckyPetPic StPatricksDogBowtie StPaddysCatInTheClover StPatricksRainbowWalk PuppyFindsTheGold StPatricksDayPupParade GreenBandanaStPatricks StPatricksTreatHunt',
  },
  stadium: {
    dance:
      'DanceCamAtTheStadium StadiumWaveAtHome StadiumYMCAMoves StadiumStompClap HalftimeHeadliner StadiumSeatShimmy StadiumCongaLine StadiumMascotShuffle',
    prank:
      'StadiumAnnouncerWakeUp StadiumSurpriseSign StadiumHypeIntro StadiumFoamFingerAmbush StadiumWaveAtDinner TurnHomeIntoAStadium StadiumRoarWelcome StadiumHotDogBreakfast',
    educational:
      'HowTheWaveTravels StadiumSeatCountMath StadiumNoiseScience GuessTheStadiumCrowd ColosseumVsStadium StadiumGrassSecrets BiggestStadiumsQuiz StadiumSizeVsYourTown',
    speed:
      'StadiumTriviaBlitz StadiumSnackRun FindYourStadiumSeat BeatTheHalftimeClock TwoMinuteDrill StadiumCleanupRelay StadiumHighFiveRush StadiumBagCheckDash',
    pet: 'StadiumTrickShowcase BarkAtThePark DogDayAtTheStadium StadiumIntroForMyCat StadiumFetchFinal MostValuablePup StadiumMascotAudition StadiumBoxFortForKitty',
  },
  stairs: {
    funny:
      'WentUpstairsForgotWhy StairsAfterLegDay OneTripUpTheStairs StairsLikeMountEverest StairsLaundryPileSaga CreakyFloorboardNinja MidnightStairSneak YellingUpTheStairs',
    prank:
      'StairsOutOfOrderSign ComplimentOnEveryStair StairsRiserMessages StairsElevatorMusic StaircaseJokeOfTheDay StairsTollBooth StairwellHallOfFame StairsPostItCountdown',
    educational:
      'WhyCastleStairsSpiral StairsRiseRunMath StairsCaloriesPerFlight FamousStairsQuiz HowManyStepsToEverest WattsUpTheStairs FibonacciStaircase StairsHeartRateCheck',
    cooking:
      'StaircaseTieredCake CupcakeStairsDisplay UpstairsBreakfastTray BrownieStairsTower StepStoolBaking StairsLayeredTiramisu PancakeStairs GingerbreadStairs',
    wellness:
      'TakeTheStairsWeek StairsMindfulClimb StairsSunriseSit GratefulOnEveryStair BreathePerFlight StoopCoffeeMoment StairsStretchBreak StairsPauseAtTheLanding',
    speed:
      'LegoStaircaseBuildOff StairsTriviaBlitz PaperStaircaseFoldRace StairsWordLadderRush StairsFactsCountdown StaircaseCardHouseTimer MinecraftStairsSpeedrun StairsSketchIn60',
    art: 'SpiralStaircasePhoto StairsEscherDrawing StairsStickyNoteMural StairsRiserStencils StairsChalkStoop PenroseStepsSketch DrawStairsInPerspective ShadowsOnTheStairs',
    pet: 'CorgiConquersStairs StairsCatAmbush StairsPuppyFirstTry StairsSeniorPetRamp StairsLandingNap TopStepTreatHunt StaircaseKittyLookout StairsPeekaboo',
  },
  stapler: {
    dance:
      'StaplerChompStep MoveLikeAStapler StaplerDeskShuffle CubicleConga StaplerSnapBack StaplerMicLipSync StaplerJawPop StaplerClickClackTwirl',
    tech: 'StaplerTeardown StaplerSlowMoSnap ElectricStaplerTest StopMotionStaplerChomp StaplerClickASMR StaplerVsHolePunch AIRedesignsTheStapler MacroLensStapler',
    pet: 'CatStealsTheStapler StaplerBoxForMyCat PetHearsTheStapler PupGuardsTheStapler OfficeDogOfTheMonth DeskChairTakeover StaplerPetDrawingZine StaplerPhotoBookOfFido',
  },
  star: {
    dance:
      'ShootingStarSpin SuperstarStrut StarTwinkleToes StarlightSlowSway AllStarShuffle DanceLikeARockstar StarPoseFreeze StarStruckShimmy',
    prank:
      'GlowStarCeiling StarFakePaparazzi GoldStarAmbush StarStickerTrail StarAutographFakeout WakeUpToStars StarTreatmentDay StarDressingRoom',
    fashion:
      'StarEarringStack StarPrintFitCheck StarHairClips StarFreckleMakeup RedCarpetStarLook StarryNightSequins DressLikeARockStar StarGlitterBoots',
    speed:
      'ConstellationSpeedrun LuckyStarsIn60 HundredStarJumps StarOneStrokeDraw GoldStarGrab ShootingStarSprint StarSpotRace StarStickerRelay',
    music:
      'TwinkleLittleStarRemix RockstarForADay StarsAboveLullaby NameASongWithStar StarlightSingAlong WishUponAStarCover StarSignSongs StarlitPianoHour',
  },
  starbucks: {
    dance:
      'StarbucksCupSway StarbucksKitchenGroove FrappuccinoShuffle RunToStarbucksStrut StarbucksSipAndSpin PumpkinSpiceShimmy StarbucksSizeSteps StarbucksStrawTwirl',
    funny:
      'WhatNameDidTheyWrite DadOrdersAtStarbucks StarbucksTallIsSmall StarbucksRewardsMath IfStarbucksWasHonest GrandeConfusion StarbucksDrinksAsPeople StarbucksSpellingFails',
    prank:
      'StarbucksSurpriseDelivery StarbucksEmptyFakeout PayItForwardStarbucks StarbucksTinyVentiCup StarbucksMenuOnTheFridge MemorizeTheirOrder StarbucksAtHomeCafe StarbucksLoveNoteSleeve',
    educational:
      'StarbucksNameMystery WhyStarbucksSaysVenti WhoIsTheStarbucksSiren StarbucksBeanTasteTest HowFrappuccinoIsMade StarbucksCaffeineQuiz StarbucksSizeMathLesson StarbucksFirstStoreStory',
    fashion:
      'StarbucksRunOutfit StarbucksTumblerMatch DressAsYourStarbucks SweaterInLatteTones StarbucksDateLook StarbucksHolidayCupFit StarbucksBaristaCosplay StarbucksCozyCardigan',
    music:
      'MakeAStarbucksLofiBeat StarbucksCafeJazz SingYourStarbucksOrder CupSongWithStarbucks EspressoCover BaristaBeatbox StarbucksBlenderBass StarbucksStrawFlute',
    tech: 'StarbucksAppHack StarbucksWiFiWorkday AIPicksMyStarbucks MobileOrderVsLine StarbucksDrinkTimeLapse StarbucksCupStopMotion StarbucksLatteArtSlowMo StarbucksSpendingReveal',
    pet: 'StarbucksPatioPuppy StarbucksMorningSniff CatNameOnStarbucksCup StarbucksLidShellGame StarbucksBandana StarbucksBoxKittyFort StarbucksPuppuccinoTreat StarbucksWalkWithFido',
    gaming:
      'GuessTheStarbucksDrink FrappuccinoTierList StarbucksChessMatch LoserBuysStarbucks StarbucksOrderCharades StarbucksMenuDraft StarbucksMemoryGame StarbucksBingoCard',
  },
  starfish: {
    travel:
      'LowTideStarfishWalk StarfishBeachDayTrip CountTenStarfish StarfishCoveSunrise AquariumTouchTank TidepoolSafari StarfishPhotoPassport SeastarSearch',
    fashion:
      'StarfishHairClips StarfishPrintFit StarfishStatementEarrings DressLikeAStarfish StarfishCostumeDIY CoralPinkSwimwear StarfishNailArt BeachyStarfishBraids',
    speed:
      'StarfishOrigamiIn60 StarfishJumpBlitz StarfishSandDrawRace FindTheStarfishFast StarfishFactsQuickfire BeachCleanupTimer StarfishBeanbagToss PlushStarfishRelay',
    tech: 'StarfishTimelapse StarfishZoomInChallenge StarfishGreenScreenDive AICountsStarfish IdentifyAStarfishByPhoto ReefLivestream StarfishStopMotion CodeAStarfish',
    pet: 'StarfishSleeperPet StarfishToyHunt StarfishBandanaPup StarfishPlushFetch AquariumCatStare StarfishTugOfWar KittenStarfishSprawl BellyUpStarfish',
  },
  stargazing: {
    prank:
      'NightSkyPicnicSurprise StargazingFakeUFO StargazingWakeUpCall StargazingMeteorHoax GlowStarCeiling TeddyAstronautLaunch StargazingBackwardsMap StargazingHammockSetup',
    educational:
      'NightSkyQuiz StargazingTimeTravel StargazingRedOrBlue BigDipperStargazing ConstellationStories NorthStarNavigation StargazingMoonPhases StargazingPlanetSpotting',
    travel:
      'StargazingRoadTrip ParkBenchStargazing BeachBlanketStargazing StargazingDarkSkyDrive ObservatoryOpenHouse EscapeTheCityNightSky StargazingCampout StargazingHilltopPicnic',
    fashion:
      'StargazingGlitterFreckles StargazingCozyLayers StargazingPoncho StargazingFitCheck CelestialJewelryStack GalaxySequinJacket DressedForStargazing StargazingBlanketCape',
    music:
      'StargazingCampfireSong StargazingPlaylistSwap StargazingTwinkleCover NightSkySerenade StarlightLullaby HolstPlanetsHum StrumWhileStargazing StargazingHarmonicaSolo',
    tech: 'NightSkyPhoneShot StargazingISSTracker StargazingRedLightHack StargazingAppTest StargazingNightModeDuel StargazingMoonZoom TimelapseOfStargazing StargazingLongExposure',
  },
  statue: {
    prank:
      'StatueInTheHallway StatueComesAlive StatueTinyPartyHat StatueWelcomeSign GnomeOnTheMove FreezeWhenTheyLook DressUpTheStatue StatueBirthdayBalloons',
    educational:
      'StatueOfLibertyScaleMath WhyStatuesTurnGreen WalkAMoaiStatueModel GuessTheFamousStatue HowStatuesAreMade StatueOrPersonQuiz WhoIsThatStatue StatueMaterialsCompared',
    fashion:
      'StatuePoseFitCheck MarbleLookMakeup StatueGreekDrape StatueGoldPaintCosplay DressLikeAStatue ModernDayVenus StatueOfLibertyCrown StatueToneMonochrome',
    pet: 'PetStayLikeAStatue StatueCatMimic StatueDogTwin StatueLoafPose StatueGardenSniffWalk FreezeForTreats KittyMeetsAStatue StatueStillBunnyShot',
  },
  staycation: {
    fashion:
      'PJsAllDay StaycationOutfitPerDay StaycationResortWear StaycationLoungeLook StaycationRobeRunway StaycationFitCheck SunHatStaycation StaycationSilkScarf',
    speed:
      'StaycationTownInADay BlanketFortSpeedrun TenAttractionsBlitz StaycationPackingDash StaycationSetupRace StaycationWeekendSprint LunchBreakStaycation StaycationSightsRush',
  },
  steak: {
    dance:
      'SteakhouseLineDance SteakTongsTango FlipTheSteakShuffle MediumRareMoves SteakSizzleShimmy WellDoneWaltz SteakTimerFreezeDance SteakSauceSalsa',
    fitness:
      'EarnYourSteak SteakRestTimePlank SteakDinnerStepGoal CastIronCarry RibeyeRows SteakSearSquats SteakNightDeadlifts SteakProteinPushUps',
    funny:
      'SteakDonenessDebate SteakhouseFancyVoice HowDoYouLikeYourSteak SteakTooBigForThePlate KetchupOnSteakGasp DontCutItYet SteakSauceSnob SteakDadGrillSpeech',
    prank:
      'SteakLookalikeCake SteakDinnerInvitation SteakhouseMenuAtHome RiceKrispieSteak SteakNightTableMakeover WhiteGloveWaiterDad FancyNapkinsForSteak SteakShapedBrownie',
    fashion:
      'SteakhouseFitCheck DressForSteakDinner SteakNightBlazer SteakDateOutfit TexasTuxedoSteak SteakBibCouture SteakApronStyle SteakCowboyBootsLook',
    speed:
      'FifteenMinuteSteak SteakPlatingRace SteakRubIn60Seconds SteakCutsSpeedQuiz SteakTableSetupTimer SteakMarinadeShakeOff SteakBitesBlitz SteakSeasoningDash',
    tech: 'SlowMoSteakSizzle AirFryerSteakTrial SteakThermometerTest AIRatesMySteak SteakRareToDoneTimeLapse GrillAppShowdown SteakSmartProbeDuel SteakOverheadCamShot',
    gaming:
      'GuessTheSteakDoneness SteakOrFake LoserCooksTheSteak RockPaperSteak SteakPriceIsRight MediumRareMode SteakCutTrivia SteakhouseWaiterRoleplay',
  },
  stew: {
    dance:
      'SimmerAndShimmy StewLadleTwirl StirTheStewShuffle StewPotSway DanceTillTheStewBoils CauldronCircleStep StewSpoonSalsa StewNightConga',
    fitness:
      'CastIronCurls StewPotFarmersCarry StewPrepLunges StewHikeThermos StewSimmerSquats StirTheStewPlank StewStockpotPress StewWalkToTheMarket',
    funny:
      'GuessWhatsInTheStew FridgeCleanOutStew LidPeekingImpatience GrandmaRatesMyStew StewTasteCommentary StewTooHotToEat MichelinStarStew StewCarrotCountDrama',
    prank:
      'StewChefHatAmbush StewSecretRecipeCard StewBreadBowlReveal StewNapkinSwanSurprise StewDinnerBellSerenade WhoStirredMyPot StewLadleLoveNote StewFancyRestaurantMenu',
    educational:
      'StewVsSoup WhyStewMeatGetsTender BraiseLikeAPro StewSpiceQuiz StewCollagenScience WhereStewComesFrom StewLidOnOrOffTest StewThickenerShowdown',
    travel:
      'IrishStewHunt StewThermosPicnic StewAroundTheWorld BestStewInTown CampfireStewCookOff StewPassportChallenge CozyStewCafeCrawl StewMarketIngredientHunt',
    fashion:
      'ChunkyKnitWeather StewChefHatDIY StewDayCozyFit StewApronRunway DressLikeAStew StewStainProofOutfit StewSeasonLayers StewOvenMittMatch',
    speed:
      'StewBowlStackRace StewSpiceJarSortOff StewRecipeMemoryDash StewTriviaSpeedRound StewPotLidMatchup HourLongStewChallenge StewIngredientGrabRush StewTableSetBlitz',
    music:
      'StewSimmerASMR FolkSongForSupper StewPotBubbleBeat StewLadleDrumming StewKitchenBallad SeaShantyForStew StewSpoonXylophone SingTheStewRecipe',
    tech: 'StewSimmerTimelapse StewSlowCookerShowdown StopMotionStewRecipe StewPhotoCalorieScan AIRatesMyStew StewByVoiceCommand StewNutritionCalculator StewOverheadVideo',
    gaming:
      'DnDTavernFeast GuessTheStewIngredient BlindfoldStewTasteOff StewVeggieBingo StewPotCharades MinecraftStewCookOff StewRollTheDice StewRecipeMemoryMatch',
  },
  sticker: {
    dance:
      'StickerFreezeDance StickerSlapStep GoldStarGroove StickerPeelAndPop StickerOnYourShoe ShuffleForStickers StickerChartConga StickerDotHopscotch',
    educational:
      'HowStickersStick StickerVinylVsPaper StickerSurfaceShowdown StickerPeelStrengthTest StickyScienceLab FirstStickerEver WhyStickersFade StickerMadeFromTape',
    fashion:
      'StickerTattooLook StickerNailDesigns FaceGemSparkle PhoneCaseStickerFlex StickeredSneakers StickerPatchJacket StickerHelmetMakeover StickerHairClipDIY',
    music:
      'StickerBombedGuitar StickerPeelASMRBeat StickerNotesOnTheKeys StickerForEveryConcert AlbumArtStickers StickerDrumKit StickerUkuleleMakeover StickerPlaylistCovers',
    tech: 'StickerLaptopTour StickerNfcTagHacks MakeStickersOnYourPhone StopMotionStickerStory AIDesignsMySticker StickerPeelSlowMo TurnYourselfIntoASticker StickerPrinterTest',
  },
  'sticky note': {
    dance:
      'ShakeOffTheStickyNotes PickAStickyNoteMove StickyNoteShimmy StickyNotesOnTheBeat PostItPoses StickyNoteFreezeDance StickyNoteFloorHopscotch StickyNoteSpinToWin',
    educational:
      'StickyNoteVocabWall StickyNoteMemoryPalace PostItMindMap StickyNoteStickinessTest StickyNoteTimeline QuizMeWithStickies StickyNoteFlashcards StickyNoteLanguageLabels',
    fashion:
      'StickyNoteDress StickyNoteOutfitVote NeonStickyNoteLook StickyNoteColorMatchFit RunwayInStickyNotes StickToYourStyle StickyNoteHatCouture StickyNoteBowTie',
  },
  stopwatch: {
    dance:
      'StopwatchFreezeDance TickTockShuffle BeatTheTimerChoreo StopwatchStopAndPop StopwatchSpinOff TenSecondTwirl StopwatchSplitStep StopwatchRobotMoves',
    fitness:
      'PlankHoldOnStopwatch WallSitVsStopwatch StopwatchMileTime BeatYourSplit EMOMChallenge TabataTimer StopwatchSquatMinute StopwatchJumpRopeCount',
    cooking:
      'JammyEggStopwatch PerfectPastaTimer StopwatchTeaSteep StopwatchDoughRiseCheck NoPeekingTillItBeeps StopwatchSteakRest StopwatchRisottoStir StopwatchCookieBakeTest',
    travel:
      'SeeACityOnAStopwatch StopwatchViewpointMinute StopwatchLayoverTour TimerPhotoWalk StopwatchPackingRace StopwatchMuseumDash StopwatchSouvenirHunt StopwatchBikeTrailLap',
    fashion:
      'FiveFitsOneTimer StopwatchGRWM RetroCoachStopwatch SixtySecondStyle QuickChangeQueen StopwatchPendantLook StopwatchOutfitSwap StopwatchMakeupRace',
    wellness:
      'PutTheStopwatchAway SixtySecondStillness StopwatchBreathBreak NoTimerSunday StopwatchSlowDown StopwatchSunshineSit StopwatchGratitudeList StopwatchStretchPause',
    art: 'DrawTillTheTimerBeeps ThirtySecondPortrait StopwatchBlindContour StopwatchMasterpiece StopwatchDoodleDuel StopwatchStillLife SpeedSketchStopwatch StopwatchClayCreature',
  },
  storm: {
    fitness:
      'ThunderclapBurpees StormDayCircuit StormRainSoundYoga WeatherTheStormPlank StormCloudCrunches LightningLunges StormyStairClimb StormIndoorJumpRope',
    prank:
      'StormCloudOverDesk StormFortSurprise StormSnackStash AfterTheStormRainbow LightningBoltNotes PaperRaindropCeiling StormSprayBottleRain StormSoundsFromTheCloset',
    educational:
      'HowFarIsTheStorm StormInAJar NameTheNextStorm SpotTheStormCloud StormEyeInABowl WhyThunderRumbles StormRainGaugeDIY StormWindSpeedScale',
    travel:
      'RainbowAfterTheStorm StormProofYourTrip StormyDayMuseumTrip StormyAquariumVisit WaitOutTheStormCafe PetrichorWalk StormBoardGameCabin StormLibraryAfternoon',
    fashion:
      'StormProofFitCheck RaincoatStyleOff StormCloudNails StormyDayDrip StormRainHatDIY PuddleJumpBoots DressForTheStorm StormUmbrellaMatch',
    speed:
      'StormyPuzzleBlitz LightningRoundQuiz StormLaundryRescue StormPrepSprint FortBeforeTheStorm BlackoutFlashlightHunt StormKitIn60 StormWindowCloseDash',
    tech: 'LightningSlowMoShot TimelapseTheStorm StormTrackerShowdown ReadTheRadar StormPowerBankTest StormReadyPhoneSetup HandCrankStormRadio StormWeatherAppCompare',
    pet: 'StormSnuggleSquad ThunderHideoutBuild StormPuzzleFeeder KittyStormWatch StormNightLullaby StormDogBlanketWrap StormyDayTrickTime StormPetCalmingMusic',
    gaming:
      'OutrunTheStorm StormOutsideUnoInside StormBlackoutCharades StormyNightBoardGames CandlelightDiceQuest StormFlashlightCards StormPuzzleMarathon StormTriviaByLantern',
  },
  straw: {
    dance:
      'BendyStrawBounce SlurpAndSpin StrawSipShuffle StrawBendAndSnap StrawBatonTwirl StrawPompomCheer WiggleLikeACrazyStraw StrawHatHulaSway',
    educational:
      'StrawThroughAPotato StrawSuctionExperiment StrawRocketLaunch BentStrawIllusion PaperVsPlasticStraw WhoInventedTheStraw HowManyHolesInAStraw StrawAirPressureDemo',
    travel:
      'BobaStrawShopCrawl StrawHatBeachDay StrawSlushieRoadTrip ReusableStrawOnTheGo SipAroundTheWorld SmoothieStandTour StrawLemonadeStroll StrawMazeFarmVisit',
    fashion:
      'StrawHatFitCheck StrawBeadJewelryDIY StrawBraceletStack StrawToteStyling CupAndStrawMatch PastelCafeOutfit StrawFedoraFaceOff StrawBagSummerLook',
    wellness:
      'StrawBreathingCalm SlowStrawSip ReusableStrawHabit PlasticStrawFreeWeek StrawBubbleBreaths ExhaleThroughAStraw HydrateWithAStraw SunnyStrawHatStroll',
    speed:
      'StrawSuctionRelay StrawChainIn60 StrawStackSprint StrawPompomDash WrapperWormFlick FastestSipRace StrawSortByColor StrawBeadThreadingRush',
    art: 'StrawBlowPainting BubblePrintWithStraws PaperStrawWeaving StrawInkMonsters StarsFromStraws StrawStampedCircles StrawMosaicPortrait StrawNecklaceCraft',
    tech: 'StrawRocketBuild StopMotionStrawSnake StrawBridgeTest RobotHandFromStraws MarbleCoasterOfStraws StrawSplashSlowMo StrawTowerShowdown StrawPhoneStand',
  },
  strawberry: {
    dance:
      'StrawberryShuffle StrawberryFieldsSway StrawberryHatHop StrawberrySwing ShortcakeShimmy StrawberryPickingDance DoTheStrawberryStomp StrawberryPicnicTwirl',
    prank:
      'StrawberryBreakfastInBed StrawberryCakeIllusion StrawberryStickerStorm StrawberryLunchboxNote StrawberryPlushAmbush ShortcakeSurprise StrawberryHatPhotobomb StrawberryBalloonBouquet',
    travel:
      'StrawberryPickingTrip StrawberryFestivalDare StrawberryPicnicDate StrawberryDessertCrawl PickYourOwnBerries FarmStandHop StrawberryMochiHunt StrawberryMarketMorning',
    fashion:
      'StrawberryDressFit StrawberryCardigan StrawberryNailSet StrawberryGirlSummer GinghamPicnicOutfit StrawberryEarringsDIY ThriftAStrawberryPrint StrawberryHairClips',
    pet: 'StrawberryPatchCatNap StrawberryPlushFetch StrawberryPuppyPicnic StrawberryForATrick BerryCuteBunny ShortcakeKitty FirstStrawberryTaste StrawberryHamsterNibble',
  },
  stress: {
    dance:
      'DanceTheStressAway ExamStressShuffle StressLessTwoStep StressStompAndClap ShakeItOffChallenge WiggleItOut StressReleaseFreestyle StressMeltingSlowSway',
    prank:
      'StressBallGotAFace BubbleWrapStressFloor StressWhoopeeCushion SurpriseDeStressSpa ComplimentAvalanche SecretZenGarden StressedToDesserts StressFreeZoneTapeOff',
    educational:
      'StressMythOrFact StressFightOrFlight HowStressAffectsSleep DrawTheStressCurve BoxBreathingScience CortisolCrashCourse IsAllStressBad StressHormoneDiagram',
    fashion:
      'ComfyDeStressFit ExamStressUniform StressedVsRestedLook FidgetStressBracelet CapsuleWardrobeCalm SweatpantsSerenity StressFreeOutfitPlanning StressReliefFuzzySocks',
    speed:
      'StressBallSqueezeRace BubbleWrapStressPop DeStressIn60Seconds ShredYourStressList BrainDumpBlitz StressTidyDash InboxZeroStressRun StressPaperCrumpleToss',
    tech: 'StressReliefAppTest SmartwatchStressScore StressFreeHomeScreen AskAIToDeStress DoNotDisturbDay NotificationDetox StressLessPhoneWeek StressBreathingWidget',
  },
  stretching: {
    dance:
      'StretchingDanceFlow StretchingKitchenBarre DancerWarmUpStretch BalletStretchingTwirl ReachForTheDiscoBall LimberLimbo StretchingShimmy StretchingSlowWaltz',
    prank:
      'SurpriseStretchBreak StretchingBellAlarm StretchingStickyNotes WakeUpStretchingAmbush StretchingFlashMob CopyMyEveryReach SneakyStretchingCoach StretchingStatueFreeze',
    educational:
      'WhyStretchingHelps StaticVsDynamicStretch StretchingMyths StretchingMuscleMap StretchingFasciaDemo HowFlexibleAreYou TheStretchingReflex StretchingWarmVsCold',
    fashion:
      'StretchingSquatProof StretchyOutfitCheck StretchingLoungewear DenimThatStretches StretchingInAPromDress AthleisureAllDay StretchingInJeans StretchingYogaMatTote',
    speed:
      'StretchIn60Seconds StretchingCountdown StretchingFullBodyDash QuickStretchingBlitz FastestToeTouch BeatTheBendTimer StretchingCircuitRace StretchingRelayPass',
  },
  stroller: {
    prank:
      'PeekaBooPramPrank StrollerPlushPassenger StrollerCatCameo DecorateTheStroller BalloonsOnTheBuggy PushchairParadeWelcome BaguetteInTheStroller StrollerWatermelonBaby',
    speed:
      'StrollerFoldRace StrollerUnfoldSpeedrun StrollerCarSeatClick PramPackInTen DiaperBagBlitz StrollerSnackRefillRush StrollerTrunkTetris StrollerStrapsBuckleDash',
    tech: 'StrollerHyperlapseWalk StrollerStepTracker StrollerNapSoundsTest StrollerGadgetHacks PramTechSetup BabyMonitorShowdown StrollerRouteMapping StrollerPodcastPicks',
    gaming:
      'StrollerISpyRounds StrollerBingoCard StrollerParkQuest StrollerGeocacheHunt StrollerAnimalSoundsQuiz GameWhileBabyNaps StrollerAlphabetSigns StrollerTwentyQuestions',
  },
  student: {
    dance:
      'StudentFlashMob StudentGraduationStrut StudentLockerBop StudyBreakBoogie StudentCampusQuadConga StudentVsTeacherDance PupilPopAndLock StudentHallwayShuffle',
    prank:
      'StudentFakePopQuiz StudentSeatSwapDay StudentComplimentChain StudentLockerMakeover ClassroomKindnessDrop StudentBackwardsDay StudentSnackAttack StudentDeskBalloons',
    tech: 'StudentCalcTricks StudentDeskSetup StudentAppFaceOff StudentTechUnder50 StudentTabletNotes StudentStudyTimeLapse AITutorForStudents StudentKeyboardShortcuts',
    pet: 'StudentCatOnKeyboard StudentDogWalkBreak PetWaitsAfterSchool StudentHomecomingPup StudentDormFishTank StudentsFurryTutor PupilTeachesATrick StudentReadsToBunny',
  },
  study: {
    prank:
      'StudySnackSurprise StudyGooglyEyesEverywhere StudyAlarmThatQuacks StudyStickyNoteCheers StudyFunnyBookCover FinalsWeekPizzaParty SecretStudyFairy StudyPlaylistSwitcheroo',
    fashion:
      'StudyComfyFit StudyDarkAcademiaLook StudyCardiganLayers StudyThriftFlip FinalsWeekLoungewear BlueLightGlassesStyle DressToStudy StudyHoodieThreeWays',
    music:
      'StudyBeatboxBreak StudyMnemonicSong StudyClassicalHour StudyingToMozart StudyBeatWithPencils AmbientRainPiano StudyRapBattle StudyJingleForFacts',
    gaming:
      'StudyHangmanReview StudyKahootRound StudyVocabBingo StudyHeadsUpChallenge LevelUpYourNotes StudyJeopardyNight StudyTriviaDuel StudyMemoryMatchCards',
  },
  'stuffed animal': {
    dance:
      'StuffedAnimalWaltz StuffedAnimalConga TeddyBearTwirl PromWithAStuffedAnimal PlushieFreezeDance DanceLikeYourPlushie StuffedAnimalTango StuffedAnimalLineStep',
    educational:
      'TeddyBearStuffingDemo PlushieSpeciesQuiz HowPlushIsMade RealVsStuffedAnimal StuffedAnimalClassroom StuffieScienceClass StuffedAnimalMathLesson PlushieSinkOrFloat',
    travel:
      'TeddyBearAdventures StuffedAnimalPassport PlushieWindowSeat TravelBuddyPlush StuffieSelfieTour TakeYourTeddyToTheZoo StuffedAnimalParkOuting StuffedAnimalPostcards',
  },
  submarine: {
    dance:
      'SubmarineDiveDance SubmarineSonarFreeze SubmarineBubbleBounce YellowSubmarineStomp PeriscopePopUp SurfaceAndShimmy SubmarineHatchHop SubmarineSwimStrokeSway',
    prank:
      'SubmarinePortholeDoor YellowSubmarineHallway ToySubmarineInTheTub SubmarineMissionOrders PeriscopeOverTheCouch SonarAlarmClock CardboardSubmarineBed SubmarineBlueLightRoom',
    fashion:
      'SubmarineCaptainFit SubmarineNavyPeacoat YellowSubmarineSlicker SubmarineCrewJumpsuit DressForTheDeep SubmarineCostumeFromABox SubmarineMonochromeDare SubmarineStripedSweater',
    tech: 'SubmarinePOVCamera StopMotionSubmarineDive GreenScreenSubmarineTour SyringeSubmarineHack CodeAYellowSubmarine SubmarineBathtubSlowMo SubmarineSoundEffectsEdit SubmarineOceanLivestream',
    pet: 'SubmarineBoxCatHatch SubmarineSnuffleMat SubmarineBathtimeBuddy SubmarinePortholePeek PeriscopePup CaptainPawsAhoy KittySubmarineTunnel SubmarineHamsterHideout',
  },
  subway: {
    fitness:
      'SubwayStopEarlyWalk SubwayCalfRaises WholeMetroLineOnFoot MetroMorningStretch TransitTrekTenK SkipTheEscalator SubwayStepCountDare SubwayCommuteBikeSwap',
    prank:
      'SubwayChimeRingtoneSwap SubwayMapOfTheHouse SubwayStopNamesForRooms SubwayAnnouncerAtHome SubwayTurnstileDoorway MetroTicketToTheFridge SubwayJokeCards SubwayKindnessBookmarks',
    educational:
      'HowSubwayTrainsWork SubwayThirdRailSafety WhySubwayMapsLie GuessTheMetroSystem SubwayRidershipMath TunnelBoringMachines OldestSubwayInTheWorld SubwayColorCodedLines',
    fashion:
      'SubwayOutfitPerLine RushHourLayering SubwaySneakerRotation MetroCommuteFitCheck SubwayToOfficeSwap TurnstileCouture SubwayMapScarf SubwayToteBagEssentials',
    speed:
      'SubwayTriviaSpeedRound EveryStationOneDay TurnstileTapTimer MetroStopsInOrder SubwayMapFromMemory SubwayLineBlitz SubwayQuickestRoute SubwayArrivalGuessRace',
    music:
      'SubwayBuskerCover SubwayChimeBeatbox SubwayStopNameSong MetroRhythmRide MindTheGapRemix StandClearChorus MetroMoodPlaylist SubwayCommuteSongGuess',
    pet: 'SubwayDogInABag SubwayPuppyFirstTrip SubwaySoundsForMyDog MetroCatCarrier SubwayPetCommute BackpackBunnyRide SubwayCrateCalm MetroEtiquetteForFido',
    gaming:
      'MiniMetroHighScore SubwayTriviaRide GuessTheSubwayStop SubwayLineBuildOff MetroCardMemoryMatch ISpyOnTheMetro SubwayStationBingo SubwayMapBoardGame',
  },
  succulent: {
    dance:
      'SucculentShuffle SucculentSunDance SucculentStrut GrooveForYourSucculent CactusTwoStep RepotRumba SucculentSalsa SucculentFreezeFrame',
    prank:
      'SucculentFakePlantSwap SucculentRockDisguise SucculentGooglyEyes SucculentThatTalksBack CactusCupcakePrank TinyPotNameTags SucculentDeskAmbush CandySucculentSurprise',
    cooking:
      'SucculentCupcakes PipeASucculentWreath SucculentMacarons EdibleSucculentGarden CactusCookies NopalesTacos SucculentDonuts MatchaSucculentMousse',
    travel:
      'SucculentNurseryVisit SucculentShopHop SucculentPlantSwapMeet SucculentGardenTour CactusCountryDrive SucculentRoadsideStand SucculentGreenhouseTrip SpotTheBiggestSucculent',
    fashion:
      'SucculentPrintFit SucculentEarrings SucculentHairPins CactusCowgirlLook SucculentCorsageDIY LivingPlantBrooch PastelSucculentNails SucculentGreenOutfit',
    music:
      'SingToMySucculents SucculentDesertBallad SucculentPotDrumming SerenadeYourSucculent CactusCowboySong RapForYourSucculent SucculentLullaby SucculentSongwriter',
    gaming:
      'SucculentGardenGame SucculentMinecraftBuild CactusOrSucculentGuess NameThatSucculent SucculentHideAndSeek SucculentPictionary SucculentBingo SucculentTriviaDuel',
  },
  suit: {
    educational:
      'TuxedoOrSuitQuiz TheSuitButtonRule NameThatSuitLapel WhyWeWearTies GuessTheSuitDecade SuitFabricWeights ReadASuitLabel SuitColorForSeasons',
    speed:
      'SuitUpIn60Seconds TuxedoBowTieRace FoldASuitFast SupermanSuitChange WindsorKnotSpeedrun CufflinkChallenge SuitPocketSquareBlitz SuitButtonUpDash',
    music:
      'SuitAndTieSerenade TuxedoPianoCover SuitUpKaraokeNight SuitCroonerFaceOff SuitedSwingSession SuitBigBandLipSync JazzQuartetInSuits SuitMicStandSolo',
    pet: 'TuxedoCatPhotoShoot SuitAndPupSelfie SuitCoveredInFur BowTieBestBoy PetReactsToMySuit SuitPocketSquareForFido SuitedHostTrickShow SuitAndSneakersDogWalk',
    gaming:
      'TuxedoSpyMission SuitUpCharadesNight SuitUpAsAVillain SuitUpMarioKartCup SuitUpLikeYourGameHero SuitUpBingoGala SuitDetectiveMystery SuitPokerFaceRound',
  },
  suitcase: {
    prank:
      'SuitcaseGooglyEyes BalloonsInTheSuitcase PostcardsInTheLining SuitcasePlushieStash SuitcaseSnackSneak StowawayTeddy LuggageTagWithASillyName SuitcaseWelcomeHomeSign',
    cooking:
      'SuitcaseCakeBake CookWhatsInMySuitcase SuitcaseSnackPack DinnerFromMySuitcase HotelKettleRamen CarryOnCharcuterie SuitcaseSouvenirFeast SuitcasePicnicSetup',
    music:
      'BaggageClaimBlues SuitcasePackingSong SuitcaseDrumKit SuitcaseZipperBeat BuskWithASuitcase LeavingOnAJetPlane SuitcaseWheelRhythm SuitcaseRoadTripSingAlong',
    tech: 'SuitcaseTrackerTag SuitcasePackingTimeLapse SuitcaseCableChaos LuggageScaleGadget PowerBankRulesCheck WhatsInMyTechPouch TrackMySuitcaseLive SuitcaseARMeasureTest',
    pet: 'CatInTheSuitcase DogSulksBySuitcase SuitcaseSitInProtest KittenSuitcaseNap WelcomeHomeSniffTest SuitcasePetSitterNotes PuppyPacksASuitcase BunnyHopsInLuggage',
  },
  summer: {
    prank:
      'SummerSprinklerAmbush WaterBalloonSummerWar SummerChalkMessage SummerFrozenTShirt IceCreamTruckJingle SummerFlipFlopSwap SummerSnowDay SummerPopsicleDelivery',
    educational:
      'WhySummerIsHot SummerSolsticeSunTrack SummerFireflyCount HowSummerStormsForm IsEarthCloserInSummer CicadaSongScience SummerShadowLengthTest SummerBugHotelBuild',
    travel:
      'SummerRoadTrip SummerBucketList HiddenSummerBeach SummerFestivalHop TownTouristSummer SummerSplashParkTour SummerFarmersMarket SummerTrainDayOut',
    fashion:
      'SummerFitCheck SummerCapsuleWardrobe SummerSunHatDIY OneSundressAllSummer LinenOrNothing FlipFlopFashionShow SummerSwapMeet SummerBraceletStack',
    music:
      'SummerAnthemCover SummerUkuleleStrum SummerPorchConcert SongOfTheSummer BoysOfSummerRemix CampfireSingAlong GuessTheSummerHit SummerWhistleTune',
  },
  'summer break': {
    dance:
      'SchoolsOutShuffle SprinklerSummerStep SummerBreakBoogie SummerPoolsideShimmy SummerChoreoCamp LastBellJig SummerBreakCongaLine SummerBreakDanceDiary',
    prank:
      'SummerBreakFakeHomework SummerBreakIceCreamBar SummerBreakTentReveal WaterBalloonGreeting SummerBucketListScroll SummerChalkWelcome SummerBreakFortSurprise SummerBreakBeachInTheHall',
    tech: 'SummerBreakStopMotion TimeLapseYourSummerBreak CodeAGameThisSummer SummerBreakMovieTrailer SummerAppChallenge SummerBreakGreenScreen SummerBreakPodcastPilot SummerBreakVlogDiary',
  },
  'summer camp': {
    tech: 'CampfireTimelapse CountdownToSummerCamp SummerCodingCamp SummerCampPhotoDump SummerCampMovieTrailer WalkieTalkieSummerCamp SummerCampVlog SummerCampMemoryReel',
  },
  sun: {
    dance:
      'WalkingOnSunshine SunShadowDanceOff SunnyDayShuffle SunRayArmWave SunriseShimmy SunsetSilhouetteDance HereComesTheSunStep SummerSunSalsa',
    prank:
      'SunnyBreakfastTray SunglassesOnEverything SunCatcherWindowSurprise SunFadedSecretMessage SunScreenOnTheTV BottledSunshineJar PaperSunCeiling SmileySunNotes',
    educational:
      'HowBigIsTheSun MakeASundial SunlightTakes8Minutes SunPinholeViewer WhyTheSunIsntYellow SolarEclipseSafety SunAngleExperiment SunsetColorsInAGlass',
    travel:
      'ChaseTheSunRoadTrip SunniestBenchInTown SunnyPicnicSpotHunt RateEverySunset SunriseSummitQuest SunnyDayTripToTheLake FirstSunOfTheYear SunflowerFieldWalk',
    music:
      'HereComesTheSunCover YouAreMySunshine SunnyPorchJam SunKissedAnthem SunriseGuitarStrum GoldenHourUkulele SingTheSunDown WhistleInTheSun',
    pet: 'CatFollowsTheSun SunbeamNapCheck SunspotShowdown SunnyShadeWaterBowl SunnyPorchBellyRub SunnyDayPetPicnic SunPuddleRace SunnyWindowSnooze',
    gaming:
      'SunVsMoonTeams SunDialPuzzleRoom SunnyDayHopscotch SunsetBoardGames WaterGunsInTheSun SunnyPorchCardDuel PicnicSunBingo ShadowTagInTheSun',
  },
  sunburn: {
    fitness:
      'SunburnSprinklerSquats SunburnFreeMorningRun ShadeBreakCircuit SunburnEveningJog SunburnIndoorHIIT SunscreenFirstBootcamp NoSunburnPoolLaps SunburnShadyTrailHike',
    prank:
      'SunburnParasolDelivery SunburnAloeSurprise LobsterCostumeReveal SunburnShadeButler SunscreenReminderNotes SunburnBeachHatSurprise SunburntSelfieFilter SunburnCoolTowelRescue',
    educational:
      'WhySunburnHappens CanYouSunburnInShade HowSunscreenWorks SunburnSPFMath SunburnCloudyDayMyth UVBeadBraceletTest ShadowRuleForSunburn SunburnSkinTypeQuiz',
    fashion:
      'SunburnSafeSwimLook NoSunburnFitCheck SunburnHatMakeover SunburnLinenCoverUp SunburnUPFSleeves SunSmartShades MatchYourSunburn SunburnLightScarfWrap',
    pet: 'SunburnSafeDogWalk SunburnFreePetShade CoolPawsMorning SunburnCatNoseCare SunburnPuppyParasol SunburnHotPavementTest FidoVsSunburn SunburnShadyBunnyHutch',
    gaming:
      'SunburnShadowHopscotch SunburnMythOrFact ShadeHopperRun SunburnSprinklerDodge SunburnTheSunIsLava SunscreenSpeedrun SunburnUmbrellaTag SunburnCardGameIndoors',
  },
  sunday: {
    dance:
      'LazySundayShuffle SlowSundaySway SundayPajamaGroove SundayFamilyCongaLine SundayBrunchBoogie KitchenDiscoDance SockSkateSunday SundayLivingRoomWaltz',
    prank:
      'SecretSundayChores SundayAlarmClockFakeout SundayPancakeWakeUp SundayFundaySurprise BreakfastInBedAmbush SundayHiddenRemoteHunt SundaeForSunday SundayNewspaperHeadline',
    fashion:
      'SundayBestChallenge SundayBrunchFit SundayCardiganCozy SundayOutfitFromTheHamper ElevatedLoungewear PajamasAllDay SundaySlipperStyle SundayFarmersMarketLook',
    speed:
      'SundayMealPrepIn30 SundayLaundryRace SundayResetSpeedrun SundayScariesSprint SundayTidyCountdown BeatTheMondayRush SundayCarWashDash SundayFridgeCleanBlitz',
    gaming:
      'SundayCrosswordDuel SundayDnDSession SundayBoardGameBrunch SundayJigsawMarathon SundayFundayUno SundayPajamaCoopQuest SundayChessClub SundayCharadesHour',
  },
  sunflower: {
    prank:
      'SunflowerGrewOvernight SunflowerThatFollowsThem SunflowerSeedMessage SunshineInABucket SunflowerCostumeScare HiddenSunflowerHunt SunflowerFaceCutout SunflowerDeskMakeover',
    educational:
      'WhySunflowersTurn SunflowerSpiralMath BeesOnMySunflower HowManySeedsGuess SunflowerGrowthDiary SunflowerWaterUptakeDye SunflowerRootSystem SunflowerPollenUpClose',
    travel:
      'SunflowerFieldSunrise RoadTripToSunflowers SunflowerMazeDay PicnicInTheSunflowers SunflowerFarmSelfie TallestSunflowerHunt SunflowerRoadsideStand SunflowerBotanicGarden',
    fashion:
      'HairCrownOfSunflowers SunflowerFieldFitCheck SunflowerEarrings SunflowerYellowHeadToToe SundressAndSunflowers SunflowerPinOnDenim SunflowerHeadbandDIY SunflowerPrintScarf',
    music:
      'SunflowerSongCover SunflowerFieldBusking SingToYourSunflower HereComesTheSunStrum SeedShakerSolo FinishSunflowerLyrics SunflowerSerenade SunflowerKazooTune',
    tech: 'SunflowerTimelapse HeightAppVsSunflower MacroLensOnASunflower StopMotionSunflowerBloom OnePhotoADaySunflower SunflowerFilterFaceOff SunflowerFollowsTheSun SunflowerPlantIdScan',
    gaming:
      'PvZSunflowerIRL SunflowerSeedTossTarget SunflowerHideAndSeek MinecraftSunflowerFarm LovesMeNotSunflower SunflowerPetalCountGuess SunflowerBingoCard SunflowerMemoryMatch',
  },
  sunglasses: {
    fitness:
      'SunglassesSunriseRun SunglassesHikeSummit BeachWorkoutSunnies CycleInSunglasses ShadesOnBurpees PoolsidePlankHold SunglassesStayOnSprint SunglassesParkLunges',
    educational:
      'PolarizedShadesTest SunglassesLensTints SunglassesEclipseMyth HowSunglassesBlockUV WhyPilotsWearAviators SquintScience SunglassesCheapVsPricey GuessTheSunglassesDecade',
    tech: 'ShadesDropTransition SunglassesCameraPOV SunglassesSlowMoFlip PolarizedScreenTrick SunglassesVirtualTryOn AIPicksMySunglasses SunglassesFaceUnlock SunglassesSunsetTimelapse',
    pet: 'ShadesOnDogWalk SunniesShadyNapSpot SunglassesAndPupSelfie CatVsMySunglasses SunglassesCaseHideTreat ShadesReflectionPetPic SunglassesBeachFetch SunglassesPoseWithKitty',
    gaming:
      'SunglassesVictoryPose ShadesOnBossEntrance SunglassesCharadesNight AvatarSunglassesDrip WhereAreMySunglasses DealWithItEmote SunglassesSpyMission SunglassesHideAndSeek',
  },
  sunrise: {
    dance:
      'FirstLightFreestyle SunriseBeachSway SunrisePajamaPopAndLock RiseAndShineShimmy SunriseSaluteStep DanceUpTheSunrise SunriseSalsa SunriseBackyardBallet',
    fitness:
      'SunriseRunClub SunriseJumpRope SunriseHillRepeats SunriseSwimLaps FirstLightPushUps SunriseSaluteFlow SunriseStairClimb SunriseBikeLoop',
    prank:
      'SunriseSecretPicnic SunriseSurpriseHike SunriseBalloonWakeUp SunriseRoosterAlarm SunriseFakeSunPoster RiseAndShineAmbush SunriseCoffeeCourier SunriseWindowSignHello',
    educational:
      'WhySunrisesGlowRed GoldenHourPhysics SunriseAroundTheWorld DoesTheSunReallyRise FindEastAtSunrise SunriseSolsticeShift SunrisePositionLog SunriseBirdsongID',
    fashion:
      'SunriseHikeFit GoldenHourMakeup SunriseLayerUp DressLikeASunrise SunriseOmbreNails SunriseColorsOutfit SunrisePajamaStrut SunrisePeachHoodie',
    music:
      'HereComesTheSunCover WhistleUpTheSunrise SunriseBirdBeatbox SunriseGuitarStrum SingUpTheMorning SunriseBirdsongDuet SunriseWakeUpSong SunriseFluteSolo',
    tech: 'SunriseTimelapse SunriseSkyPhotoFaceOff SunriseLockScreenShot SunriseAlarmLampTest DoesTheSunriseAppLie PhoneCamVsSunrise SunriseHDRShootout SunriseForecastVsReality',
  },
  sunscreen: {
    dance:
      'SPFShuffle SunscreenSlatherStep SunscreenReapplyBop SunscreenBeachTwirl SunHatSway SunscreenRubInDance SlipSlopSlapSunscreen SunscreenCongaLine',
    prank:
      'SunscreenReminderNotes SunscreenBottleGooglyEyes SneakySPFStash SPFLabelOnTheButter ParasolPitchedForThem CoolTowelAmbush SunscreenSongWakeUp SunblockMustacheSelfie',
    cooking:
      'SunscreenBottleCake SunscreenBeachPicnic SPFSummerPopsicles SunscreenSeasonBBQ ShadeTentLunch CoolDownSlushies IcePopSunscreenBreak SPFSunshineCookies',
    art: 'SunscreenSunPrint SunscreenUVArt SPFPosterDesign PaintWithSunscreen StrawHatPainting SunscreenBottleRedesign SunblockComicStrip SunscreenSilhouettes',
    tech: 'SunscreenColorChangeBeads SunscreenSmartwatchNudge DoesMySPFWork SunscreenUVIndexAppCheck SunscreenVoiceAssistant ReapplyAlarmHack SunscreenTimerWatch SunscreenReminderWidget',
    pet: 'SunscreenPinkNoseCare PetSafeSunscreen SPFForPups SunblockSnoutCheck CoolingMatForKitty ShadeSpotScout SunscreenForDoggoEars SunscreenSeasonShadyWalk',
    gaming:
      'SunscreenFreezeTag SunscreenBeachBallVolley SunscreenBingo SPFSimonSays SunscreenWaterBalloonToss ReapplyOrRespawn LevelUpSunscreen SunscreenCharades',
  },
  sunset: {
    prank:
      'SunsetPicnicSurprise SunsetBlindfoldWalk ChalkMessageAtSunset SunsetBalconyDinner SunsetSerenadeAmbush TurnAroundAndLook IndoorSunsetLamp SunsetFakeBackdrop',
    educational:
      'WhySunsetsAreOrange SunsetLightScattering BlueSunsetsOnMars SunsetTimeByLatitude GreenFlashHunt TwilightZoneScience MilkGlassSunset SunsetColorForecastTest',
    fashion:
      'SunsetToneFit SunsetDinnerLook OmbreDressAtSunset MatchTheSunsetColors GoldenHourGlow SunsetEyeshadowBlend SunsetSilhouetteStrut SunsetOrangeScarf',
    speed:
      'SunsetSummitSprint SunsetCountdownSketch BeatTheSunsetHome SunsetColorsPaintBlitz GoldenHourPhotoDash LastLightLap SunsetSelfieScramble SunsetPicnicPackUpRush',
    music:
      'SunsetUkuleleSolo SunsetWhistleTune SerenadeTheSunset SunsetLoFiBeat HereComesTheSunCover SundownStrum WaterlooSunsetDuet SunsetHarmonicaBlues',
    tech: 'SunsetTimelapse SunsetPhoneCameraHack SunsetPhotoEveryMinute RateTheSunsetWithAI SunsetNoFilterShot SunsetPanoramaChallenge SunsetHyperlapse SunsetWallpaperDesign',
  },
  sunshine: {
    funny:
      'SunshineSquintPhotos VampireMeetsSunshine SunshineSockTan SunshineCarSeatBurn ShortsSeasonDebut WhatIsThisBrightThing SunshineScreenGlareFail SunshineCatFollowsTheBeam',
    prank:
      'YouAreMySunshineAlarm SunshineLivingRoomBeach SunshineChalkMessage SunlightWakeUpCall YellowBalloonAmbush SunshineStickyNoteDoor SunshineSmileyWindow SunshinePlaylistSurprise',
    educational:
      'WhyWeNeedSunshine MakeASunshineSundial UVBeadSunshineTest EightMinuteSunlight SunlightSkyColorDemo HowSolarPanelsWork SunshineAndPlantsLab SunshineRainbowPrism',
    music:
      'SunshinePorchConcert SunshineWhistleTune SunshineParkBusking YouAreMySunshineDuet HereComesTheSunCover SunshineUkuleleStrum LetTheSunshineIn SunshineKazooChorus',
    tech: 'SunshineOnlyCharge SunshineSelfieLightHack SunshineTimelapse MorningLightAlarmTest SolarOvenBuild SunshineSlowMoSplash SunshinePoweredFan SunshineUVIndexApp',
  },
  'super bowl': {
    prank:
      'SuperBowlStreamerDoor SuperBowlFakeAd SuperBowlRivalColors SuperBowlMascotCameo FoamFingerAmbush HiddenJerseyReveal SuperBowlDeskTakeover SurpriseSuperBowlParty',
    educational:
      'SuperBowlRomanNumerals WhyFootballsAreOval HowMuchIsASuperBowlAd SuperBowlQuizOff SuperBowlSpiralPhysics WhoWasLombardi SuperBowlRulesIn60 SuperBowlTrueOrFalse',
    travel:
      'RoadToTheSuperBowl SuperBowlFanFest SuperBowlWatchPartyHop SuperBowlHostCityTour SuperBowlSundayPicnic StadiumTailgate SuperBowlLocalParkGame SuperBowlMuralWalk',
    tech: 'SuperBowlTVSetup SuperBowlPartyTimeLapse BackyardProjectorBowl CodeASuperBowlQuiz AIPicksTheSuperBowl SuperBowlLiveReactionCam SuperBowlGreenScreenCatch DIYSuperBowlScoreboard',
    pet: 'SuperBowlPetPicks PuppyBowlAtHome KittyHalftimeShow SuperBowlTreatTouchdown SuperBowlZoomies FetchTheSuperBowl SuperBowlCatReferee BandanaSuperBowlDogs',
    gaming:
      'BigGameBingo ActOutTheSuperBowlAds SuperBowlTriviaNight PaperFootballSuperBowl SuperBowlMaddenMatch SuperBowlYardScrimmage SuperBowlHeadsUp SuperBowlFantasyDraft',
  },
  superhero: {
    prank:
      'SuperheroIdentityReveal BatSignalSurprise SuperheroChoreRescue SuperheroVillainAmbush SuperheroWindowCameo HeroEntranceMusic SuperheroSwoopsIn SuperheroSnackDelivery',
    educational:
      'CouldASuperheroFly SuperheroScienceCheck AnimalSuperpowers EverydaySuperheroes SuperheroMythBusting WhoWouldWinQuiz SuperheroPhysicsFail SuperheroStrengthMath',
    music:
      'SuperheroThemeCover SuperheroFanfareKazoo DuetWithASuperhero HumYourSuperheroSong HoldingOutForAHero SuperheroEntranceSong SuperheroBeatboxBattle SuperheroPowerBallad',
    tech: 'StopMotionSuperheroFlight SuperheroGreenScreen SuperheroFlyingIllusion SlowMoSuperheroLanding SuperheroComicFilter SuperheroPowersOnPhone SuperheroVoiceChanger SuperheroEyeLaserEdit',
    pet: 'SuperheroTreatQuest SuperheroDogRescueRun SuperheroPetPowersReel BunnySuperheroSidekick SuperheroKittyNapHQ SuperPawsPose SuperheroPupInTraining SuperheroFishTankCity',
  },
  superman: {
    prank:
      'SupermanShirtReveal SupermanMirrorLogo SupermanSignalWakeUp SupermanGlassesDisguise KryptoniteRockSurprise TowelCapeAmbush DoorstepSupermanVisit SupermanChoreRescue',
    educational:
      'SupermanFlightPhysics SupermanStrengthMath SupermanCapeDragTest SuperheroScienceQuiz IsKryptoniteReal ComicInkingLesson SupermanXRayMythBust SolarPowerSuperman',
    travel:
      'SupermanStatueHunt SupermanComicShopHop SupermanCapeRoadTrip SupermanLandmarkPose SupermanFlyingShotTour SupermanSkylineSelfie SupermanCostumeDayOut SupermanViewpointHike',
    music:
      'SupermanThemeCover SupermanKazooMarch SupermanWhistleAlong UpUpAndAwaySong SupermanRecorderSolo SuperHeroEntrance AcapellaSuperman SupermanDrumIntro',
    pet: 'SupermanFrisbeeCatch SupermanPupPose SupermanCatFortress SuperDogToTheRescue KryptoLookalike SupermanRopeTugOfWar SidekickSuperman SupermanTreatHero',
  },
  surfing: {
    dance:
      'SurfingPopUpGroove SurfingSafariStep SurferStrut LandSurfingMoves HulaSurfSway HangTenShuffle SurfingWaveArmsWiggle SurfingBeachBoogie',
    prank:
      'SurfboardWelcomeSign SurfingWaxSmiley SurpriseSurfLesson SurfingLeiGreeting SandMessageWakeUp BeachTowelBurrito SurfingShakaPhotobomb SurfWaveSoundsAlarm',
    educational:
      'SurfingSlangQuiz SurfingTideCharts SurfboardFloatPhysics SurfForecastDecoded SpotTheRipCurrent HowWavesForm SurferSwellScience SurfingBoardShapeTest',
    music:
      'SurfRockRiff SurfingUkuleleJam SurfinUSACover SurfingBeachBucketBeat SurfingSongSingAlong WipeOutDrumSolo SurfingSongShowdown SurfingSeaShellShaker',
    art: 'SurfboardPainting SurfingWatercolorSplash SurfPhotoShoot SurfingSandDrawing SunsetSurferSilhouette GreatWaveRepaint SurfingShellMosaic SurfingComicPanel',
    tech: 'SurfingSlowMoWipeout SurfingWaveTimeLapse SurfingForecastAppFaceOff SurfCamVsReality SmartwatchSessionLog SurfingGreenScreenBarrel SurfingSpeedTracker SurfingVideoEditChallenge',
    gaming:
      'SurfSlangQuiz SurfingHighScore SurfingBalanceBoard SurfingTriviaShowdown SurfingSandcastleBattle SurferSaysFreeze SurfingBodyboardRace SurfingCardGameNight',
  },
  surprise: {
    educational:
      'SurpriseBrainChemistry StartleReflexDemo SurpriseMysteryBoxGuess SurpriseFactOfTheDay WhyWeLoveSurprises SurpriseHistoryQuiz SurpriseScienceTrick SurpriseColorChangeLab',
    speed:
      'HideBeforeTheyEnter SurpriseGiftWrapIn60 SurprisePartySetupRace ConfettiCountdown SurpriseDecorateBlitz SurpriseCardSignRelay SurpriseBannerDash SurpriseBalloonFillRush',
    pet: 'SurpriseDogReunion OwnerHomeEarlyZoomies SurpriseSqueakerHunt SurpriseTreatPuzzle SurpriseCatCam PetPartyReveal SurpriseToyUnboxing SurpriseBirthdayPupcake',
    gaming:
      'SurpriseDareJenga MysteryGamePick SurpriseCharacterDraft SurpriseRuleChange SurpriseMarioKartTwist SurpriseHideAndSeek WildcardSurpriseRound SurpriseTriviaCategory',
  },
  sushi: {
    prank:
      'CandySushiSurprise SushiLookalikeCake SushiRestaurantAtHome RiceKrispieSushi SwedishFishNigiri SushiPlushOnThePillow SockSushiSpread SushiNameCardsAtDinner',
    travel:
      'SushiBarHop RateEverySushiInTown MarketSushiBreakfast SushiCrawlOnABudget GroceryStoreSushiRanked SushiOmakaseFirstTry ConveyorSushiDate SushiLunchSpecialHunt',
    fashion:
      'SushiDateFit SushiHairSticks SalmonPinkSushiLook TinySushiEarrings NigiriNails SushiChefCostumeDIY SushiPrintPajamas SushiSocksCollection',
    speed:
      'SushiRollingRace SushiPlatingSpeedrun ChopstickSushiPickup SushiNameQuizBlitz MakiInAMinute SushiOrigamiTimer SushiStackOff SushiOrderMemoryRush',
    music:
      'SushiSongParody SushiRollRhythm ChopstickSushiBeat SingTheSushiMenu RollingInTheDeep SushiOrderRap SushiKaraokeNight SushiBambooMatShaker',
    pet: 'SushiPlushTugOfWar SushiRollPillowNap SushiSqueakyToyFetch SushiNightCatSupervisor SushiSnuffleMatDIY KittenInASushiBed SushiCardboardHideout SushiFishTankGazing',
  },
  swan: {
    prank:
      'TowelSwanSurprise PaperSwanOnThePillow SwanFloatInTheRoom FancySwanNapkins HotelSwanWelcome RubberDuckSwanSwap SwanHonkAlarm SwanPlushInTheBath',
    educational:
      'SwansMateForLife SwanOrGooseQuiz HowCygnetsTurnWhite WhoOwnsTheSwans BlackSwansAreReal SwanWingspanMath SwanMigrationMap SwanFeatherWaterTest',
    travel:
      'SwanBoatRide SwanBalletEveningOut SwanCountByBike SwanSpottingWalk SwansAtTheLocalLake CanalPaddleTour SwanPondPicnic SwanRiverCruise',
    fashion:
      'BlackSwanMakeup WhiteSwanFitCheck SwanBalletBun SwanWingEyeliner SwanLakeCouture TutuTakeover SwanFeatherBoa SwanNeckChoker',
    speed:
      'PaperSwanIn60 SwanBoatRace SwanOrigamiRelay FastestTowelSwan SwanDoodleDash SwanBalletSpinCount SwanNapkinFold SwanFeatherCatch',
    music:
      'SwanLakeOnKazoo SwanSongFinale SwanBalletHumOff SwanSongOnRecorder TchaikovskyTrapRemix MusicBoxBallerina WhistlingSwanCall SwanThemeOnGlasses',
    tech: 'SwanSlowMoTakeoff SwanNestWebcam StopMotionPaperSwan SwanPondTimelapse SwanPhotoZoomChallenge AIIdentifiesTheBird SwanReflectionShot TrackTheSwans',
    pet: 'DogOnASwanFloat SwanFeatherCatToy SwanPoseWithMyPup SwanPondWalkWithMyDog SwanNeckCatStretch KittenSwanLake SwanPlushFetch SwanTowelNap',
    gaming:
      'SwanBoatKart SwanFeatherHotPotato SwanLakeMusicalStatues SwanOrigamiPuzzle SwanWingLimbo SwanCharadesNight WingspanSwanCards BirdBingoSwans',
  },
  sweater: {
    dance:
      'SweaterWeatherDance UglySweaterShimmy SweaterPawsWave SweaterSleeveSwing JumperJive CableKnitConga SweaterCozyShuffle SweaterHoodieBounce',
    prank:
      'GiantSweaterForTwo SweaterWarmFromTheDryer SweaterGooglyEyes JumperSwapSurprise SweaterTwinning SweaterForTheHouseplant InsideOutSweaterDay SweaterStuffedScarecrow',
    educational:
      'WhySweatersPill ReadASweaterCareLabel SweaterFiberQuiz SheepToSweater SweaterWoolVsCotton SweaterWarmthTest HowSweatersShrink SweaterKnitStitchTypes',
    wellness:
      'SweaterWeatherCalm WarmSweaterWalk SweaterWrapAndBreathe SweaterTeaPause SlowKnitSunday JumperAndJournal CozySweaterReading SweaterBlanketFortNap',
    music:
      'SweaterWeatherCover UglySweaterCarols KnitwearKaraoke StrumInASweater CardiganSingAlong SweaterKazooSolo SweaterSerenade SweaterCozyPianoTune',
    pet: 'CatStealsMySweater SweaterWeatherWalkies SweaterPetPhotoShoot DogSweaterTryOn PuppyInAJumper MatchingPetSweaters SweaterNapNest SweaterBunnyCuddles',
    gaming:
      'UglySweaterBingo SweaterForMyAvatar SweaterMinecraftSkin SweaterGameNight AnimalCrossingKnits SweaterSketchAndGuess SweaterCharadesRound SweaterMemoryMatch',
  },
  swimming: {
    prank:
      'DucksInTheSwimmingPool SwimmingCapGooglyEyes SwimmingFloatieFleet InflatableSharkGuest JawsThemeAmbush SwimBagBeachBallStash SwimmingTowelSwap SwimmingMedalForEffort',
    educational:
      'SwimmingStrokesQuiz SwimmingBuoyancyTest WhyWeFloatWhenSwimming HowFishMoveVsUs SinkOrSwimScience SwimmingPruneFingers DolphinVsSwimmer SwimmingSafetyRules',
    travel:
      'SwimmingWaterParkDay SwimmingAtTheLocalLake SwimmingAquaticCenterTour SwimmingLessonsAbroad SwimInEveryPublicPool LidoHopping SwimmingPackingChecklist SwimmingBeachWeekend',
    wellness:
      'SwimmingCalmLaps SwimmingMindfulFloat SwimmingSunriseDip WeightlessSwim DriftYourWorriesAway SwimmingQuietLengths PostSwimmingStretch SwimmingBreathCounting',
    music:
      'SwimLapsToTheBeat SwimmingMetronome SwimmingWaterDrums UnderwaterSwimmingSong MarcoPoloMixtape CannonballBassDrop JustKeepSwimmingCover SwimmingPoolKaraoke',
    art: 'SwimmingPoolPainting SwimmingMotionBlur UnderwaterSwimPortrait WatercolorSwimmers SwimmingPopArtPoster SwimRipplePhotoHunt SwimmingSilhouettes SwimmingCrayonResist',
    tech: 'SwimmingWaterproofTest SwimmingSlowMoDive SwimmingSplitScreenRace SwimmingPhonePouchPOV StrokeAnalyzerApp SwimmingFakeOceanEdit SwimmingWatchWars SwimmingTechniqueReplay',
    gaming:
      'MarcoPoloChampion SwimmingSharksAndMinnows SwimmingTreasureDive SwimmingBeachBallVolley SwimmingNoodleRelay SwimmingPoolOlympics SwimmerSimonSays SwimmingRingTossChamp',
  },
  'swimming pool': {
    educational:
      'HowPoolsStayClean WhyPoolWaterIsBlue PoolBuoyancyTest PoolSafetyQuiz ChlorineMythBusted SinkOrFloatPoolToys PoolRefractionTrick PoolDepthGuessOff',
    travel:
      'PoolDayTripOnABudget PoolLazyRiverVisit PoolsidePicnicParty WavePoolAdventure LidoCrawl RoadTripPoolPitStop PublicPoolPassport RateEveryHotelPool',
  },
  swimwear: {
    funny:
      'SwimwearInTheSnow SwimwearShoppingPanic SwimsuitSandEverywhere SwimwearTanLines InflatableFloatFail FloatyDadFashion TheGreatSwimwearHunt SwimwearWithAWinterCoat',
    educational:
      'HowSwimwearDriesFast SwimwearFabricWaterTest WhySwimsuitsStretch SwimwearUPFRatings SwimwearChlorineFading BathingSuitTimeTravel SwimwearRinseOrRuin SwimwearColorVisibility',
    cooking:
      'SwimwearCookies SwimwearSmoothieBar BeachDayPopsicles SwimsuitPoolMocktails SwimwearPicnicBento TropicalFruitSkewers SwimwearPrintCupcakes SwimwearWatermelonSnack',
    travel:
      'OneSwimsuitEveryBeach SwimwearRoadTripReady HotelPoolTour SwimwearLidoHop SplashPadInMySwimsuit SwimwearPackingChallenge SwimwearPostcardPose SwimwearLakeDayOut',
    tech: 'SwimwearUnderwaterCam SwimwearSwimTracker DunkTheWaterproofPhone UVPatchOnSwimsuit SwimwearARTryOn SwimwearTryOnTimeLapse SwimwearFanDryTest SwimwearColorPickerApp',
    pet: 'SwimwearTowelShakeOff SwimwearDogBeachDay SwimwearPupSelfie SwimwearPuppyLifeVest SwimwearPoolDayWithMyDog SplashPadPaws KittyJudgesMySwimwear SwimwearBunnyPhotobomb',
  },
  table: {
    dance:
      'UnderTheTableLimbo TableTapShuffle KitchenTableConga TableclothCapeSpin TurnTheTablesDance TableHandsChoreo TableForTwoTango TableSideStepGroove',
    prank:
      'BackwardsTableSetting DuckCenterpieceTable PretendRestaurantMenu TableForTwoTeddies TableNameCardMixUp TableFakeSpill TableNapkinSwanSurprise TableBirthdayConfetti',
    travel:
      'TableWithAView TableForOneTrip TableByTheWaterHunt CafeTableHop BestTableInTown TablePicnicAtThePark FarmTableFinds TableFoodHallDinner',
    speed:
      'ClearTheTableRace TableSetIn60 TableNapkinFoldRace CupStackTableDash TableSprayAndShine TableCardFlipTimer TableDishCarryBlitz TableCrumbSweepRush',
    tech: 'UnderTableCableHack TableStopMotionFeast TableProjectorGames KitchenTableOffice DinnerTableTimelapse TabletOnTheTable TableOverheadPhoneMount TableWirelessCharging',
  },
  tablecloth: {
    dance:
      'TableclothMatador TableclothFlamenco TableclothSkirtTwirl TableclothPicnicPolka TableclothHoedown SpinInATablecloth TableclothTango WaveTheTablecloth',
    speed:
      'TableclothPicnicRush TableclothFoldRace TableclothSetupIn60 SetTheTableSpeedrun TableclothRelay TableclothCrumbDash TableclothDuel TableclothSnapBlitz',
    tech: 'TableclothPullStopMotion TableclothSlowMo ProjectorTablecloth AIDesignsATablecloth TableclothPrintFromAPhoto GreenScreenTablecloth TableclothLEDGlow TableclothQRMenu',
    pet: 'CatVsTablecloth TableclothPeekaboo DogUnderTheTablecloth TableclothPicnicPup PetSeesTableclothTrick CrumbPatrolDuty TableclothTentKitty TableclothHideAndSniff',
  },
  taco: {
    prank:
      'TacoMenuChalkboard TacoLookalikeCake TacoStickerSurprise TacoPlushieAmbush TacoCatPalindrome TacoPartyPapelPicado TacoPinataReveal TacoTuesdayWakeUp',
    educational:
      'WhereTacosComeFrom TortillaScience TacoStylesMap TacoOrBurritoQuiz AlPastorOrigins TacoTriviaTuesday TacoFoldGeometry TacoMasaDoughLesson',
    wellness:
      'TacoNightGratitude MindfulTacoAssembly TacoTableTalk PhoneFreeTacoDinner TacoBoutFeelings FiestaForOne SlowTacoSunday TacoPicnicInTheSun',
    speed:
      'TacoAssemblyRace TacoFoldSpeedrun TenTacoTimeTrial TortillaPressDash TacoTruckRushHour ShellStackFaceOff TacoPassTheSalsaRelay TacoToppingBarBlitz',
    tech: 'AITacoRecipe TacoTruckMapHunt StopMotionTacoBuild TacoAssemblyTimeLapse LoudestTacoCrunchASMR TacoTuesdayGreenScreen AskYourPhoneForTacos LegoTacoMachine',
    pet: 'TacoPlushPounce DogTacoBedNap TacoTuesdayWalkies TacoSquishyFetch TacoCatBoxFort TacoPuppyTrickTime TacoShapedSnuffleMat TacoToyTugOfWar',
  },
  tag: {
    prank:
      'TagYoureItStickyNote ComplimentTagChain SneakyTagHandoff TagSurpriseHighFive TagSneakAttackAtDinner MysteryTagBalloon SecretTagAgent TagWithBubbles',
    travel:
      'TagInEveryPark TagPlaygroundTour TagOnCampingTrips FreezeTagAtTheBeach ForestClearingChase TagAtTheLandmarks SnowDayTag TagAtGrandmasHouse',
    tech: 'LaserTagAtHome TagWithWalkieTalkies TagWithSmartwatches WasThatATagReplay TagChaseHeatmap TagGreenScreenEscape TagStepCounter TagTimeLapseFromAbove',
  },
  tailgate: {
    dance:
      'TailgateLineDance TailgateTwoStep KickoffShuffle FightSongStomp TailgateCheerSquad TouchdownTailgateJig TailgateWobble CottonEyeTailgate',
    fitness:
      'TailgateFlagFootball TailgateCornholeSquats TailgateCoolerCarry ParkingLotBootcamp TouchdownBurpees TailgateStadiumStairs TailgateWarmUpHIIT LawnChairTailgating',
    travel:
      'TailgateRoadTrip AwayGameTailgate TailgateLocalTeamNight CollegeTownWeekend TailgateBucketList TailgateStadiumTour TailgateParkPicnic RivalCityTailgate',
    speed:
      'TailgateSetupRace CornholeQuickfire TailgateTriviaBlitz TailgateTentPitchClock TailgateTetris KickoffTailgateDash TenMinuteTailgate FastestTailgateCleanup',
    tech: 'TailgateTVSetup TailgateSpeakerRig PortablePowerTest TailgateSmokerApp TailgateTimelapse TailgateHypeVideoEdit ProjectorTailgate TailgateGadgetOff',
    pet: 'TailgateShadeAndWater PetGameDayBandana TailgateMascotPuppy TailWagTailgate TailgateBackyardFetch DogsOfTheTailgate TailgateHalftimeTricks FurryFanTailgate',
  },
  tailor: {
    dance:
      'TailorTapeTwirl NeedleAndThreadDance TailorButtonBounce TailorPinCushionPolka StitchInTimeStep TailorHemlineHustle TailorChalkShuffle TailorSpoolSpin',
    prank:
      'TailorFixedYourFave TailorSwapTheButtons SecretSeamstress TailorTeddySuit TailorMadeSurprise HiddenPocketNote TailorMonogramSneak TailorClownCostumeFitting',
    educational:
      'HowSuitsShouldFit TailorStitchTypes TailorBespokeVsOffRack TailorTermsQuiz LearnATailorsKnot SewLikeASeamstress TailorMeasureYourself TailorFabricGrainLesson',
    travel:
      'TailorMarketHunt FindTheBestTailorInTown TailorInEveryCity TailorMadeItinerary SouvenirFromATailor FabricDistrictCrawl TailorShopWindowWalk TailorCostumeMuseumVisit',
    wellness:
      'TailorSlowStitch MindfulMending TailorPatchworkPause SeamstressSunday TailorMadeSelfCare ThreadTheNeedleBreathe TailorFixOneThingToday TailorCozyRepairNight',
    speed:
      'TailorHemRace NeedleThreadIn10 TailorSpoolSortBlitz FastestTailorInTown SeamstressButtonDash TailorZipperSwap TailorFabricFoldRush TailorMeasureUpSprint',
    pet: 'TailorMadePetCoat TailorBoxCatHideout TailorPupRaincoat TailorScrapFabricBed TailWagTailor BespokeBowtieDog TailorBunnyFleeceMat TailorKittyCatnipPillow',
  },
  'talent show': {
    speed:
      'TalentShowOneMinuteAct TalentShowQuickChange TenSecondTalent BeatTheBuzzerTalent JuggleAgainstTheClock TalentSpeedAuditions FiveTalentsNonstop TalentShowBlitz',
  },
};
