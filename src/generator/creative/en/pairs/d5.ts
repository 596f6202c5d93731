import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  candle: {
    dance:
      'CandleGlowGroove CandlelightWaltz BirthdayCandleBop CandlelitSlowDance CandleShadowShuffle WickedWiggle CandleJarShimmy CandleFlickerFreestyle',
    fitness:
      'CandlelightStretch ShoulderStandCandle OneCandleWallSit HoldTheCandlePose CandleJarSquats CandleOneLegBalance CandleYogaFlow CandleTinBicepCurls',
    funny:
      'CandleHoarderTour CandlelightDinnerFail SavingTheFancyCandle JustOneMoreCandle CandleSniffTest CandleLabelVsReality CandleNamesRanked ScentedCandleRoast',
    prank:
      'CandleScentSwap CandleCakeFakeOut CandleMagicRemotePrank TrickCandleBirthday CandleStickyNoteSneak NeverEndingWish CandleLabelSwitcheroo CandleGooglyEyeJar',
    educational:
      'CandleWickSizeTest CandleFlameColors WhyCandlesBurnUpward CandleClockExperiment WhereDoesCandleWaxGo RelightFromTheSmoke CandleMakingHistory CandleScentNameQuiz',
    cooking:
      'CookACandlelightDinner BananaCandleSnack MakeAnEdibleCandle CandleOrCake CandleFondueNight BirthdayCandleCupcakes ButterCandleBread CandleShapedCookies',
    fashion:
      'CandlelightDateOutfit GlowyCandlelitLook CandleInspiredOutfit DressLikeYourCandle FlickerFitCheck CandleGlowMakeup CozyCandleNightPajamas CandleJarColorMatch',
    music:
      'CandlelightConcert CandlelightSongCover CandleAcapellaHum UnpluggedByCandle CandleLitLoFi LullabyByCandleGlow CandleJarDrumBeat CandlePianoBallad',
    tech: 'FakeFlameFaceOff CandleVsDiffuser CandleMacroPhoto SmartCandleSetup CandleMeltTimelapse CandleWarmerTest CandlelitPhonePortrait CandleBlowOutSlowMo',
    pet: 'FlamelessCandleSwap PetSafeCandleCheck CandleBoxCatFort PetPortraitCandle CandleShapedDogToy PupcakeWishes PawPrintCandleJar CandleFreeCozyNook',
    gaming:
      'CandlelightBoardGame CandlelitMysteryParty CandleShopCharades CardsByCandlelight CandleGuessTheScent LastCandleStanding CandleMemoryMatch CandleRiddleHunt',
    travel:
      'CandleShopHop CandlelitCathedral CandleFairDayTrip SniffEveryCandleInTown CandleSouvenirHunt SmellsLikeVacation CandleMarketHaul CandleMakingWorkshop',
  },
  thermos: {
    dance:
      'ThermosLunchboxBop ThermosShuffle ThermosSteamSway PassTheThermosDance CocoaBreakBoogie SnowDayShimmy DoTheThermosTwist ShakeThatThermos',
    fitness:
      'ThermosCurls ThermosSideBends ThermosFarmerCarry ThermosSummitHike EarnYourCocoa ThermosRefillSprints OverheadThermosPress WalkingThermosLunges',
    funny:
      'ThermosLidStuck ThermosTooHotPOV WhoseThermosIsThis EveryFamilyHasAThermos CoffeeTastesLikeSoup StillWarmDaysLater HowDoesThermosKnow ThermosMysteryLunch',
    prank:
      'ThermosFullOfCandy ThermosGooglyEyes ThermosWearsAHat ThermosConfettiPop ThermosTinyPlushInside CocoaLoveNote JokeUnderTheThermosLid CookieThermosSwap',
    educational:
      'HowAThermosWorks ThermosVsMugTest WhyVacuumFlasksStayHot InsideAThermos ThermosIceMeltRace ThermosTempEveryHour InsulationThermosLab ThermosMythOrFact',
    fashion:
      'MatchYourThermos ThermosAsAnAccessory ThermosStrapDIY ThermosStickerStyle ThermosSlingOOTD WinterLayersFitCheck ScarfAndThermos PastelThermosLook',
    wellness:
      'ThermosTeaRitual WarmHandsThermos ThermosMorningWalk ThermosPorchPause LunchUnderATree SitStillAndSteep ThermosStargazing ThermosAndAJournal',
    music:
      'DrumOnAThermos SingIntoTheThermos ThermosShaker ThermosClankBeat CampfireCocoaChorus LunchboxBeatbox ThermosTapRhythm BlowAcrossTheThermos',
    art: 'PaintedThermos ThermosStickerArt ThermosDoodleWrap ThermosStillLife DesignYourThermos CocoaSteamPhoto ThermosCutOutCollage ThermosMosaic',
  },
  necklace: {
    fitness:
      'StillPendantPlank NoSwingNecklaceSquats GoldChainGains NecklaceStaysOnHIIT OneBeadPerRep TangleFreeBurpees NecklaceLungeLadder NecklaceJumpingJacks',
    prank:
      'NecklaceBoxJokeNote NecklaceTreasureHunt CandyNecklaceSwap GiantNecklaceSurprise LocketPhotoSurprise FakeBlingUnboxing NecklaceForTheGnome NecklaceOnEveryPlant',
    educational:
      'NecklaceClaspScience NecklaceMagnetTest NecklaceMetalsQuiz PendantSymbolMeanings HowPearlsGrow FindYourBirthstone WhyNecklacesTangle NecklaceAcrossCultures',
    cooking:
      'MakeACandyNecklace CerealNecklaceSnack NecklaceShapedCookies GummyRingNecklace EdibleNecklaceCake PopcornStringGarland PretzelNecklace NecklaceCharmCupcakes',
    travel:
      'NecklaceSouvenirHunt MakeASeashellNecklace NecklaceFleaMarketFind PackNecklacesInAStraw HometownPendantStory DayTripCharmNecklace NecklaceFromEveryBeach NecklaceBeadShopCrawl',
    wellness:
      'NecklaceUntangleZen SetAPendantIntention HeirloomNecklaceStory BreatheWithYourNecklace OpenTheLocket GratitudeCharmNecklace NecklaceWorryStone NecklaceBeadCountCalm',
    music:
      'NecklaceRattleBeat BeadNecklaceShaker NecklaceCharmJingle SingAboutYourNecklace LocketBallad MakeANecklaceMaraca NecklaceClinkChorus NecklaceLoveSongVerse',
    art: 'SaltDoughNecklace BottleCapNecklace SculptAClayPendant PastaNecklaceGlowUp ButtonNecklace PaperBeadNecklace NecklaceFromNature NecklaceSketchDesign',
    tech: 'ShootYourNecklaceLikeAPro NecklaceFilterVsRealLife PendantSpinSlowMo AIDesignsMyNecklace StopMotionBeadNecklace NecklaceUntangleTimeLapse NecklaceMacroShot NecklaceBeforeAfterEdit',
    pet: 'PawPrintNecklace NecklaceMatchesCollar NecklaceCatSketch PetPortraitPendant DesignADogTag LocketForMyPup FurBabyCharmNecklace NecklaceHamsterDoodle',
  },
  farm: {
    fitness:
      'FarmHayBaleCarry FeedSackSquats FarmPumpkinCurls FarmFieldSprints WheelbarrowWalks FarmChoreBootcamp FarmYardStarJumps FarmBucketLunges',
    prank:
      'FarmRoosterWakeUpCall FarmChoreSwap FarmScarecrowStandIn FarmFakeCowPatty FarmToysInTheBathtub MooingDoorbell FarmAnimalFaceSwap FarmPigInTheFridge',
    educational:
      'WhereEggsComeFrom HowFarmsFeedUs FarmBeanSproutJar FarmToTableQuiz WhatsInFarmSoil NameThatFarmSound FarmCropOrWeed FarmAnimalLifeCycles',
    cooking:
      'FarmEggsFiveWays SaladFromTheFarmStand ChurnYourOwnButter FarmToForkDinner FarmVeggiePizza FarmhouseBrunch FarmFreshJamSession FarmHarvestSoupDuel',
    music:
      'OldMacDonaldRemix FarmAnimalSoundsSong FarmPorchSingAlong FarmyardBeatbox FarmBucketDrums FarmPotAndPanBand SerenadeTheFarmCows FarmHarvestSongSwap',
    tech: 'FarmPhotoTimelapse FarmSoundsBeatMaker FarmVideoCallTour FarmLifeInOneMinute FarmPlantIDApp FarmAnimalVoiceChanger FarmForecastFaceOff FarmWeatherStationDIY',
    gaming:
      'FarmTycoonBuild FarmChoresLevelUp FarmHarvestSpeedrun FarmWordScramble BarnyardBoardGame CozyFarmLifeQuest FarmAnimalCharades FarmTriviaNight',
  },
  lawyer: {
    fitness:
      'LawyerBriefcaseCurls LawyerFileBoxSquats LawyerCourthouseStairs AttorneyAtLunge LawyerBinderCarry LawyerPlankRecess LawyerWallSit LawyerDeskPushUps',
    educational:
      'LawyerLatinPhrases LawyerReadFinePrint ArgueLikeALawyer LawyerWordOfTheDay HowCourtsWork LawyerLegaleseDecoded LawyerMythsBusted GuessTheLawyerSpecialty',
    travel:
      'LawyerCourthouseTour WatchALawyerInAction PackLikeALawyer LawyerCourtMuseumTrip LawyerHistoricTownWalk LawyerLadyJusticeSpotting LawyerRoadTripDebate LawyerStateCapitolVisit',
    music:
      'LawyerClosingRap LawyerBriefcaseDrum LawyerVerdictBallad AttorneyAcapella IFoughtTheLawCover LawyerGavelBeat OdeToMyLawyer LawyerJurySingOff',
    pet: 'LawyerPetMockTrial LawyerCatAlibi LawyerDogBriefcaseNap LawyerPupWitness LawyerKittenSockCase PawsForTheDefense LawyerPleadsForTreats LawyerHamsterVerdict',
    tech: 'AIVsALawyer LawyerReadsTheAppTerms LawyerDocumentScanHack LawyerDeskSetupTour LawyerGrillsTheChatbot LawyerFinePrintAI LawyerDictationTest LawyerVideoCallHearing',
  },
  umbrella: {
    prank:
      'UmbrellaStickerSneak BalloonFilledUmbrella UmbrellaGooglyEyes IndoorUmbrellaPrank ItsRainingCompliments SurpriseSunshineSign NoteInsideTheUmbrella UmbrellaFakeForecast',
    educational:
      'WhyUmbrellasFlip UmbrellaWaterproofTest HowUmbrellasOpen UmbrellaVsParasol UmbrellaFabricFacts UmbrellaRainRepelLab WhoInventedTheUmbrella UmbrellaShadeScience',
    music:
      'UmbrellaDripBeat UmbrellaSingInTheRain PitterPatterUmbrella UmbrellaPopHitCover UmbrellaTapRhythm PuddleStompPercussion UnderMyUmbrellaDuet UmbrellaRainyDayBlues',
    tech: 'UmbrellaRingLightHack UmbrellaRainASMR SlowMoUmbrellaDrops UmbrellaGreenScreenFlight WeatherAppShowdown UmbrellaNightSelfie NeverLoseAnUmbrellaAgain UmbrellaPhoneStopMotion',
    pet: 'PuppyUnderTheUmbrella UmbrellaKittyHideout UmbrellaTowelDryOff UmbrellaPawPhotoShoot RainingCatsAndDogs PuddleZoomies UmbrellaWalkiesInTheRain UmbrellaShadyNapSpot',
  },
  prom: {
    dance:
      'PromSlowDance PromGroupChoreo ShuffleIntoProm CorsageTwirl PromCongaLine StrutForPromKing PromWaltzOff PromDipAndSpin',
    prank:
      'PromposalForMyMom PromBroccoliCorsage PromLockerBalloons PromPizzaPun FortuneCookieAsk PromPajamaFakeOut PromRedCarpetHallway PromLimoWagonRide',
    travel:
      'PromPhotoSpotTour AfterPromDayTrip PromFlowerMarketRun PromBeachSunrise PromPicsAtLandmarks PromNightCityStroll PromParkPortraits PromMorningBrunch',
    music:
      'PromSlowSongCover PromNightKaraoke PromAnthemSingAlong PromDuetDare PromposalSerenade LastDanceLipSync BlastFromPromPast PromPlaylistVote',
    pet: 'PetPromposal MyDogIsMyPromDate PromPhotosWithTheCat PetRatesMyPromLook PromKingPup PromSnapshotBunny PromQueenKitty PromNightHamsterCam',
    gaming:
      'VirtualPromInGame ArcadeAfterProm PromCharades PromBingoCard PromTriviaNight PromKingBracket PromFreezeDance PromWouldYouRather',
  },
  stroller: {
    fitness:
      'StrollerLunges StrollerPowerWalk StrollerSprints PramSquatSet BabyOnBoardBootcamp HillPushCardio PushchairPressUps StrollerCalfRaises',
    prank:
      'PeekaBooPramPrank StrollerPlushPassenger StrollerCatCameo DecorateTheStroller BalloonsOnTheBuggy StrollerPizzaDelivery BaguetteInTheStroller StrollerWatermelonBaby',
    educational:
      'StrollerWheelPhysics HowStrollerBrakesWork StrollerThenVsNow StrollerSafetyQuiz WhyStrollersFoldFlat NameWhatBabySees StrollerNatureWalkLesson StrollerColorSpotting',
    tech: 'StrollerHyperlapseWalk StrollerStepTracker StrollerNapSoundsTest StrollerStopMotion StrollerPOVRide BabyMonitorShowdown StrollerRouteMapping StrollerPodcastPicks',
    pet: 'DogInAPram StrollerSeniorPup CatStrollerCruise PetStrollerParade BunnyBuggyOuting DogRidesTheStroller StrollerKittyParkVisit StrollerTrainingForPuppy',
    gaming:
      'StrollerISpyRounds StrollerBingoCard StrollerParkQuest StrollerScavengerHunt StrollerAnimalSoundsQuiz GameWhileBabyNaps StrollerAlphabetSigns StrollerTwentyQuestions',
  },
  'card game': {
    dance:
      'CardGameVictoryDance CardGameDanceDare CardGameLoserMoonwalk WinTheCardGameWiggle JokerShuffle AceOfSpadesStrut CardGameFreezeDance CardGameSuitSteps',
    educational:
      'CardGameHistoryLesson CardGameCountingTrick CardGameMentalMath TeachACardGameIn60 HowToShuffleRight WhyHeartsAndSpades CountToTenCardGame GuessTheCardGameOdds',
    music:
      'CardGameShuffleBeat CardGameSlapRhythm CardGameDealToTheBeat RapYourCardGameHand QueenOfHeartsSingAlong AceOfSpadesCover CardGameKazooFanfare CardGameWinnerJingle',
    pet: 'CardGameCatSteals CardGameDogDealer CardGameButMyDogChooses TeachMyDogACardGame CardGameKittenSwipe CardGamePetReferee CardGameHideTheTreat CardGamePawPick',
  },
  nap: {
    fitness:
      'NapBetweenSets NapPillowSquats WakeUpJumpingJacks NapThenBurpees PostNapStretch SiestaSquats NapAfterYogaFlow NapMatLegRaises',
    prank:
      'StuffieNapSquad NapFortSurprise WakeUpToWaffles SiestaSerenade NapTimeTuckIn GooglyEyeSlippers NapMustacheFilter NapBlanketBurrito',
    cooking:
      'NapWhileDoughRises PostNapPancakes NapWorthyMacAndCheese CookiesBeforeNaptime NapChamomileBrew SleepyTimeSmoothie PreNapBananaToast NapCozyOatmealBowl',
    pet: 'NapSpotStolen PuppySnoreCheck KittenNapPile SiestaWithMyDog CatNapCopycat WeirdestPetNapPose NapLikeMyCat PetJoinsMyNap',
  },
  'ice cube tray': {
    fitness:
      'IceCubeTrayPlank IceCubeTrayWristTwist PostRunRecoveryCubes HoldTheIceCubeSquat IceCubeCoolDown WallSitTillItMelts IceCubeTrayLunges IceCubeTrayOverheadReach',
    prank:
      'IceCubeTrayGooglyEyes FlowerIceCubeSurprise LemonadeCubeUpgrade IceCubeTrayGummyEyeballs IceCubeTreasureDig ColorChangeCubes IceCubeTrayStickerSmile IceCubeTrayFruitHearts',
    music:
      'IceCubeTrayCrackleBeat GlassClinkMelody IceTrayTwistAndShout IceCubeDrumSolo IceCubeTrayRhythmTap IceCubeTrayPercussion IceCubeTrayRattleShaker IceCubeTrayWaterXylophone',
    art: 'IceCubeTrayCrayons FrozenPaintSwirls MeltedIceWatercolor IceCubeTieDye IceCubeSunCatchers IceCubeTrayMosaic IceCubeTrayPaintPalette IceCubeTraySoapMolds',
    pet: 'IceCubeTrayPupTreats PetIceCubeFirstLick IceCubeHockeyKitty DogVsIceCube CrunchyReactionFace FrozenBrothTower IceCubeTrayBunnyBerries IceCubeTrayPetPopsicles',
    gaming:
      'IceCubeTrayConnectFour IceCubeTrayMancala PenguinIceBreaker IceCubeTicTacToe IceCubeCheckers IceCubeTrayColorSort IceCubeTrayBattleship IceCubeTrayCoinToss',
  },
  strawberry: {
    prank:
      'StrawberryGooglyEyes StrawberryCakeIllusion StrawberryStickerStorm StrawberryLunchboxNote StrawberryPlushAmbush ShortcakeSurprise StrawberryHatPhotobomb StrawberryDoodleDoorSign',
    travel:
      'StrawberryPickingTrip StrawberryFestivalDay StrawberryPicnicDate StrawberryDessertCrawl PickYourOwnBerries FarmStandHop StrawberryMochiHunt StrawberryMarketMorning',
    art: 'StrawberryWatercolor StrawberryClayCharm StrawberryMacroShot StitchAStrawberry DrawEverySeed BerryStampArt StrawberryDotPainting StrawberryOrigami',
    tech: 'StrawberryTimelapse StrawberrySlowMoSplash StopMotionStrawberryBite AIRatesMyStrawberry StrawHullHack StrawberryFoodPhotoGlowUp StrawberryPlantCam StrawberryZoomIn',
    pet: 'StrawberryPatchCatNap StrawberryPlushFetch StrawberryPuppyPicnic StrawberryForATrick StrawberryPrintBlanket ShortcakeKitty FirstStrawberryTaste StrawberryHamsterNibble',
    gaming:
      'StrawberryStackOff StrawberrySpoonRace StrawberryBasketToss GoldenStrawberryHunt StrawberryGuessTheWeight FruitMatchPuzzle StrawberryTicTacToe StrawberryMemoryCards',
  },
  earring: {
    dance:
      'HoopEarringSway EarringDangleSpin EarringJingleStep EarringsOnTheBeat EarStackShimmy BigEarringHairFlip ShakeYourEarrings EarringHeadTiltGroove',
    prank:
      'FakePiercingEarring EarringCandyDangles PaperClipEarrings GiantEarringPrank EarringsOnThePlant WhoNoticesMyOddEarrings EarringCerealLoops EarringSneakSwap',
    educational:
      'IsMyEarringRealSilver PiratesWoreEarrings EarringMetalQuiz EarringMagnetCheck HowPearlsForm WhyGoldDoesntTarnish EarringKaratMath GuessTheEarringEra',
    music:
      'HoopEarringAnthem EarringJingleBeat EarringChimeMelody EarringTapRhythm DiamondsSongCover PearlEarringSingAlong EarringHeadbangTest EarringBellDuet',
    art: 'ResinEarringArt EarringClayCraft EarringsFromBottleCaps UpcycledEarrings DrawYourDreamEarrings PaintedShellDangles PaperFlowerEarrings EarringBeadPattern',
    pet: 'EarringsThatMatchMyCat PetShapedEarrings EarringPawPrintStuds EarringPuppyVote DogInspiredEarrings EarringAndCollarTwinning EarringKittyPortrait EarringHamsterSketch',
    gaming:
      'GameCharacterEarrings EarringMemoryFlip EarringCollectorQuest EarringSnapMatch EarringHideAndSeek EarringScavengerHunt EarringGuessWhoRound EarringDiceRoll',
  },
  beach: {
    prank:
      'BeachTreasureHunt BeachSandMessage BeachTowelSwitcheroo SurpriseBeachCastle MermaidWasHere SeashellPhoneCall BeachReservedSign BeachMerDadSculpture',
    cooking:
      'BeachSmoothieBowl BeachFruitSkewers BeachSunTea SandcastleBeachCake BeachCoolerCharcuterie SandySandwiches BeachPicnicWraps BeachWatermelonSlushie',
    music:
      'BeachSandShakerBeat BeachBucketDrums SingAlongAtTheBeach BeachShellWhistle BeachWaveCrashRemix SeashellSerenade BeachSunsetKaraoke BeachUkuleleTunes',
    tech: 'BeachGadgetSurvivalTest BeachSandProofPhoneHack BeachTimelapse BeachSelfieTimerJump BeachPanoramaClones BeachWavesInSlowMo BeachSpeakerShowdown BeachTideAppCheck',
    pet: 'PetFirstBeachVisit DogBeachZoomies BeachBallFetch WaveChasingBeachPup BeachSandDigger BeachDogLifeJacket BeachFrisbeeCatch BeachPawprintTrail',
    gaming:
      'BeachBeanbagToss BeachShellHuntDuel FillTheBucketBeachRelay BeachBuriedTreasureDig BeachVolleyballShowdown KingOfTheSandcastle BeachBingoCard KeepTheBeachBallUp',
  },
  judge: {
    dance:
      'JudgeScoresMyMoves JudgeTheDanceOff JudgesPanelFreestyle ImpressTheJudges JudgesPerfectTenSpin JudgeTheLineDance JudgeCallsTheStep JudgeTwirlTheRobe',
    prank:
      'JudgeRulesInYourFavor JudgeSentencesToHugs JudgeOrderForPizza JudgeFinesForBadPuns JudgeGavelGoodNews VerdictIsBreakfast JudgePardonsTheDishes JudgeGrantsMovieNight',
    pet: 'PetJudgesMyOutfit JudgeThePuppyTricks CatJudgeStare JudgeTheZoomies JudgyPetFace JudgeBestInShowAtHome JudgeSleepiestNapSpot JudgeTheFetchFinals',
    gaming:
      'JudgeMyHighScore JudgeTheSpeedrun JudgeTheThumbWar JudgeMyGameCharacter JudgeCourtroomCharades JudgeTheBlockTower JudgeTheCardTrick JudgeTriviaFinals',
  },
  sunburn: {
    prank:
      'SunburnParasolDelivery SunburnIcePopSneak LobsterCostumeReveal SunburnShadeButler SunscreenReminderNotes SunburnBeachHatSurprise SunburntSelfieFilter SunburnCoolTowelRescue',
    fashion:
      'SunburnSafeSwimLook NoSunburnFitCheck SunburnHatMakeover SunburnLinenCoverUp SunburnProofSleeves SunSmartShades MatchYourSunburn SunburnLightScarfWrap',
    pet: 'SunburnSafeDogWalk SunburnFreePetShade CoolPawsMorning SunburnCatNoseCare SunburnPuppyParasol SunburnHotPavementTest FidoVsSunburn SunburnCoolingMatNap',
  },
  hair: {
    fitness:
      'GymHairTest HairStaysUpHIIT SweatProofBraid BadHairDayBurpees HairFlipLunges PonytailPowerRun HairUpJumpSquats HairClipCrunches',
    cooking:
      'HairBraidBread PonytailPretzels HairBowCookies AngelHairPastaNight TopKnotBuns HairstyleOnToast CurlyHairFries SpaghettiHairFace',
    gaming:
      'PixelArtHairdo HairstyleRandomizer HairCosplayMatch GuessTheGameByHair HairFlipBingo CharacterCreatorHair AvatarHairIRL HairDiceRollUpdo',
  },
  'playing cards': {
    prank:
      'FiftyTwoCardPickup SecretMessageCards PlayingCardsFrozenDeck ConfettiCardsBox IsThisYourCard CardUnderTheMug CardOnTheCeiling AllJokerCards',
    educational:
      'DeckOfCardsMath PlayingCardOdds RealKingsOnFaceCards PlayingCardMindReadTrick SevenShufflesRule PlayingCardsProbability MemorizePlayingCards CardSuitOrigins',
    travel:
      'PlayingCardSouvenirs PackADeckOfCards CampfireCardsNight RoadTripCardGames CardsOnTheTrain PlayingCardsOnAPicnic CardsAtTheAirport BeachCardTournament',
    music:
      'PlayingCardPercussion PlayingCardsBikeSpokes PlayingCardsSongDraw CardsShuffleRemix PlayingCardsRhythmTap AceOfSpadesCover RiffleTheCards BeatboxCardTricks',
    pet: 'DogTricksWithCards KittySwipesTheCards CatSitsOnTheCards TreatUnderTheCard PetPicksACard CatVsCardHouse PuppyFetchesCards KittenBatsTheCards',
    gaming:
      'PlayingCardTournament FamilyCardsNight PlayingCardsWar SpeedCardsShowdown CrazyEightsClash GoFishCardsFaceOff PlayingCardsSnapDuel RummyCardRematch',
  },
  acorn: {
    funny:
      'AcornCapMustache SquirrelJobInterview AcornSoapOpera WhenAcornsAttack RateEveryAcornHat HoardLikeYouMeanIt AcornNewsReport GiveYourAcornAVoice',
    prank:
      'AcornPocketSurprise SecretAcornStash AcornOnEveryPillow SquirrelWasHere GooglyEyedAcorns AcornArmyInvasion AcornsInMomsSlippers AcornSurpriseOnTheirDesk',
    travel:
      'AcornHuntHike OakForestPhotoWalk AutumnAcornTrail AcornCollectingTrip AcornParkHopper SquirrelCitySafari AcornGroveCamping AcornForagingDayTrip',
    wellness:
      'AcornGratitudeJar MindfulAcornHunt PlantAnAcorn AcornWoodlandStroll AcornWorryStone SitUnderAnOak AcornPlantingWish AcornBarefootWalk',
    music:
      'AcornCapWhistle AcornMaracaJam AcornPotsAndPans AcornDropTheBeat GoNutsDrumSolo AcornRhythmTap AcornCastanets AcornRainstick',
  },
  vase: {
    fashion:
      'OutfitMatchesTheVase VasePatternScarf FlowerVaseFitCheck PorcelainVaseDress VaseInspiredNails LookLikeAVase VaseBlueWhitePrint VaseFloralHeadpiece',
    speed:
      'VaseArrangeIn60 PaperVaseFoldOff BouquetSortRace VaseWaterTopUpTimer VaseGiftWrapSprint VaseDoodleCountdown FillTheVaseFast VaseColorMatchRush',
    pet: 'VaseUnbreakableSwap PetProofVaseSetup PupPosesWithVase VasePetSafeFlowerQuiz HighShelfVaseSolution VaseOfTreatsForMyDog VaseWheatgrassForKitty CatVsPlasticVase',
    fitness:
      'VaseRefillSquats VaseWaterCarryLunge VaseReachCalfRaises VasePlantPotCurls VaseSideBends VaseWallSit VaseBloomYogaStretch VaseBouquetRows',
  },
  watermelon: {
    fitness:
      'PressAWatermelon WatermelonFarmerCarry WatermelonRussianTwist SquatWithAWatermelon WatermelonSideBends MelonMedicineBall WatermelonLunges WatermelonOverheadHold',
    funny:
      'WatermelonSeedPanic ThumpTheWatermelon DadVsWholeWatermelon WhoGetsTheHeart SpitFarthestWins WatermelonCuttingFail WatermelonBrainFreeze WatermelonTooBigForFridge',
    prank:
      'WatermelonPartyHat WatermelonSharkReveal MessageInAWatermelon WatermelonFridgeNote WatermelonWearsSunglasses WatermelonBowTie WatermelonSmileyStickers WatermelonGooglyEyes',
    educational:
      'SquareWatermelonFacts IsWatermelonAFruit WatermelonRipenessTest WatermelonJuiceMath HowSeedlessWorks WatermelonFractions CanYouThumpAWatermelon WatermelonOriginsQuiz',
    fashion:
      'DIYMelonSliceEarrings WatermelonNailArt DressLikeAWatermelon WatermelonSugarFit RindToRunway WatermelonSkirtTwirl WatermelonColorsOutfit WatermelonPrintSundress',
    music:
      'WatermelonSugarCover WatermelonThumpBeat WatermelonRindRhythm MelonDrumCircle WatermelonKazooJam SingToYourWatermelon OdeToAWatermelon WatermelonSeedShaker',
    art: 'WatermelonClayCharm PaintAWatermelonSlice MelonRindSculpture WatermelonStampPrints PebblePaintingParty WatermelonCollage WatermelonStillLife TissuePaperWatermelon',
    tech: 'AIPicksMyWatermelon WatermelonGrowthTimelapse WatermelonGadgetFaceOff ThumpTestApp WatermelonReverseVideo WatermelonSlowMoDrop WatermelonSoundCheck WatermelonMacroPhoto',
    pet: 'PetPosesWithWatermelon KittenVsWatermelon WatermelonBunnyNibble FrozenMelonCubes WatermelonTreatBowl WatermelonToyFetch DogTriesWatermelon PupsicleWatermelonPops',
    gaming:
      'WatermelonSeedSpitOff WatermelonHideAndSeek PassTheWatermelon MelonBallBingo RindRingToss WatermelonBowling WatermelonHotPotato WatermelonWeightGuess',
  },
  'coffee break': {
    prank:
      'CoffeeBreakTinyDonuts CoffeeBreakChairSwap CoffeeCupCompliments CoffeeBreakKindNotes CoffeeBreakDecafBluff GooglyEyesOnTheMugs CoffeeBreakBalloonDesk CoffeeBreakMysteryTreat',
    educational:
      'CoffeeBreakMapQuiz CoffeeBreakMicroLesson CoffeeBreakFunFact CoffeeCaffeineMath CoffeeBreakWorldTour WhyBreaksBoostFocus CoffeeBreakTriviaCard CoffeeBreakNewWordADay',
    music:
      'CoffeeBreakUkulele CoffeeBreakSpoonDrums CoffeeBreakJazzHum CoffeeGrinderRhythm JavaJiveJam MugTapBeat CoffeeBreakWhistleSolo CoffeeBreakKaraoke',
    pet: 'CoffeeBreakCuddle CoffeeBreakLapWarmer CoffeeBreakFetch CoffeeShopDogDate SteamyMugSnooze CatStealsMySeat CoffeeBreakPuppyWalk CoffeeBreakPetTreat',
    funny:
      'CoffeeBreakNatureDoc CoffeeBreakSneakOut CoffeeBreakMugHoarder CoffeeOrderChaos WhoTookTheLastCookie MicrowaveQueueDrama CoffeeBreakSmallTalk CoffeeBreakOverthinker',
  },
  'swimming pool': {
    dance:
      'SwimmingPoolArmWaves PoolPartyGroove PoolNoodleShimmy PoolFloatSway FlipFlopPoolShuffle MakeASplashDance PoolsideLimbo SwimmingPoolConga',
    fitness:
      'PoolLapStreak PoolNoodleWorkout PoolEdgePushUps PoolKickboardBlast JogAcrossThePool TreadWaterChallenge PoolJumpingJacks SwimmingPoolFlutterKicks',
    prank:
      'RubberDuckPoolTakeover HundredBeachBallPool PoolsideTowelSwan PoolNoodleTunnel GiantFloatDelivery SwimmingPoolStickerSign SurprisePoolParty PinkFlamingoPool',
    educational:
      'HowPoolsStayClean WhyPoolWaterIsBlue PoolBuoyancyTest PoolSafetyQuiz ChlorineMythBusted SinkOrFloatPoolToys PoolBentLegIllusion PoolDepthGuessOff',
    cooking:
      'SwimmingPoolCake PoolPartyPopsicles PoolJelloCups PoolsideFruitKabobs PoolFloatDonuts CannonballCookies PoolBlueLemonade SwimmingPoolSnackCooler',
    travel:
      'PoolDayTripOnABudget PoolLazyRiverVisit PoolsidePicnicParty WavePoolAdventure OutdoorPoolCrawl RoadTripPoolPitStop PublicPoolPassport RateEveryHotelPool',
    pet: 'PupsFirstPoolDip PoolsideCatJudge KiddiePoolZoomies PetOnAPoolFloat DogPaddleLesson SwimmingPoolPawtrait PoolNoodleFetch SwimmingPoolLifeVestTest',
    music:
      'PoolPartyAnthem PoolSplashBeat PoolWaterDrums PoolsideUkuleleSet UnderwaterKaraoke CannonballBassDrop PoolNoodleHorn PoolFloatSingAlong',
  },
  scientist: {
    fitness:
      'ScientistPlankTrial VerticalJumpScientist FieldScientistHike ScientistJumpingJacks HypothesisHIIT LabCoatLunges ScientistSquatStudy ScientistStairExperiment',
    prank:
      'ScientistInvisibleInk MadScientistLabSign ScientistFakeSlimeSpill GlowInTheDarkNote ScienceTrickOnDad ColorChangingWater ScientistGooglyEyeBeakers ScientistBigDiscoveryHoax',
    tech: 'CitizenScientistApp ScientistPhoneMicroscope ScientistNoiseLevelCheck ScienceWithAI ScientistSlowMoExperiment ScientistTimelapseSprout CodeLikeAScientist ScientistWeatherLogger',
    pet: 'PuzzleFeederScientist ScientistCatBoxTest ScientistShellGame PetScienceFair LeftPawOrRight IsMyDogAGenius ScientistTreatTrial ScientistFindTheToy',
    gaming:
      'MadScientistHideAndSeek GuessThatScientist ScientistEscapeRoom ScienceTriviaShowdown PotionCraftRace ScientistLabBlockBuild ScientistCharadesNight ScientistMemoryMatch',
  },
  'full moon': {
    funny:
      'FullMoonBlameGame FullMoonSelfieFail WerewolfTransformSkit FullMoonHowlFail ManInTheMoonFace FullMoonSleeplessPOV FullMoonCheeseDebate FullMoonPetDrama',
    cooking:
      'MooncakeBake FullMoonOmelette FullMoonPizza FullMoonPancakes FullMoonCraterCookies FullMoonCheeseWheel FullMoonCrepe FullMoonRiceBalls',
    fashion:
      'FullMoonAllSilverFit FullMoonJewelryStack FullMoonEarringsDIY DressForTheFullMoon FullMoonGlowUp PearlsForTheFullMoon FullMoonVelvetRunway FullMoonScarfThreeWays',
    music:
      'FullMoonPlaylistSwap FullMoonHarmonyHum FullMoonHowlAlong FullMoonSerenade FullMoonPorchJam FullMoonLullaby HarvestFullMoonSong FullMoonKazooChorus',
    pet: 'FullMoonPetZoomies MoonlightDogWalk FullMoonCatStareOff PupSerenadesTheMoon FullMoonPetSilhouette FullMoonHowlOff FullMoonSnuggleWatch FullMoonKittyCuddle',
  },
  unicycle: {
    cooking:
      'UnicycleSpokeCookies UnicycleLunchboxPrep UnicycleTireCake UnicycleEnergyBites UnicycleWheelPizza BalancedDonutTower UnicycleTrailMix UnicyclePostRideSmoothie',
    music:
      'SingWhileUnicycling WhistleOnAUnicycle UnicycleKazooSolo PedalToTheBeat UnicycleHumAlong UnicycleHarmonicaRoll UnicycleCircusMarch UnicycleTambourineRide',
  },
  beard: {
    fitness:
      'BeardMonthPushUps BeardedBootcamp BeardWallSit NoShaveBeardRun LumberjackLifts VikingWarriorWorkout BeardBurpeeBattle BeardWeekendHike',
    educational:
      'BeardGeneticsQuiz BeardHairUnderMicroscope BeardStylesByEra GuessWhoseBeard WhyBeardsTurnRed HowFastDoesABeardGrow BeardOilChemistry BeardBalmVsNothingTest',
    music:
      'BeardTrimmerBeat BarbershopBeardQuartet MustacheSerenade BeardSeaShanty AirGuitarBeardFlip BeardedBalladCover SingIntoYourBeard HumThroughTheBeard',
    pet: 'BeardTwinWithMyDog MustacheKittyPortrait CatPawsAtMyBeard BeardVsMyDogsWhiskers PetReactsToMyBeard WhoWoreItBetter BeardGroomingDuoDay BeardFilterForMyCat',
    gaming:
      'GiveYourAvatarMyBeard WhoseBeardIsIt GuessTheBeardedHero BeardVikingCharades MustacheMemoryMatch BeardTwentyQuestions WizardBeardDuel CharacterCreatorBeard',
  },
  dice: {
    dance:
      'SnakeEyesShuffle FuzzyDiceSway DiceRollDance DiceDecideMyMoves DiceShakeGroove DoubleSixDisco DicePicksTheSpin DiceFreezeFrame',
    fitness:
      'DoubleSixBurpees RollForReps DiceDecidesTheSquats DicePlankOff DiceWallSitTimer DiceJumpingJacks DiceDealsTheLunges DiceCrunchChallenge',
    educational:
      'DiceOppositeSidesRule IsMyDiceFair GraphYourDiceRolls DiceMathMagicTrick SnakeEyesOdds HowDiceAreMade ProbabilityWithTwoDice DiceAcrossCultures',
    cooking:
      'DoubleSixBrownies DiceSugarCubes FudgeSquareDicing DiceDecidesTheMenu GiantDiceCake DiceShapedCheese CrispyRiceDiceTreats MarshmallowDiceDots',
    pet: 'DicePicksPetTrick DiceDecidesTheDogWalk DicePlushForKitten CatVsGiantFoamDice DiceRollForKibble HighRollerPup DiceBlockTreatPuzzle DiceChoosesTheToy',
    music:
      'DiceShakerSong SnakeEyesRiff DiceRollMelody DiceCupBeatbox LetTheDiceWriteIt SixSidedSongwriting DiceDrumPattern DiceTempoChallenge',
  },
  plant: {
    prank:
      'FakePlantSwap PlantTinyHatParade PlantGooglyEyes TalkingHouseplant CactusCupcakeFakeout SurpriseSucculent PlantSwappedForBroccoli PlantSpeechBubbles',
    travel:
      'FiveDollarPlantHunt PlantShopTour PlantSwapWithNeighbors PlantNurseryDayTrip BotanicalGardenHop GreenhouseGetaway NativePlantWalk PlantsOfTheParkTrail',
    speed:
      'PlantRepotRace WaterEveryPlantIn60 NameTenPlantsFast PlantIDBlitz FastestGreenThumb LeafWipeLightning PlantLabelMatchRush PlantSeedSowingSprint',
    music:
      'SingToYourPlants PlantPotDrums DoPlantsLikeJazz HouseplantHarmony SerenadeYourSucculent MonsteraMixtape WaterPlantsToTheBeat PlantPlaylistExperiment',
    tech: 'PlantTimelapse PlantAutoWaterer PlantLeafMacroShot MyPlantTextsMe AppVsPlantMom PlantIDFaceOff PlantLightMeterTest PlantGrowthPhotoDiary',
    gaming:
      'PlantHideAndSeek PlantTriviaNight HouseplantBingo PlantMemoryMatch GottaGrowEmAll GuessThatPlantLeaf PlantCharades PlantTwentyQuestions',
  },
  'salt shaker': {
    music:
      'SaltShakerMaracas SaltShakerDuet ShakeRattleAndSalt DinerSaltShakerJam SaltShakerBeatDrop TableTopPercussion SaltShakerSongCover SaltShakerOrchestra',
    pet: 'SaltAndPepperPups PetPortraitSaltShakers SaltShakerDogDoodle SaltShakerShapedPlush SaltShakerLookalike MyCatAsASaltShaker SaltShakerHeadTilt CatReactsToSaltShaker',
  },
  meeting: {
    educational:
      'MeetingCostCalculator MeetingJargonDecoded MeetingAgendaBasics LeadAMeetingForADay PresentLikeAPro CouldThisBeAnEmail WhyMeetingsDrainYou MeetingNoteTakingDuel',
    art: 'WhiteboardMasterpiece MeetingPostItMosaic MeetingDoodleDare MeetingSketchNotes CaricatureTheMeeting MeetingStickFigures DrawYourMeetingFace MeetingMarginComics',
    pet: 'PetJoinsTheMeeting CatOnTheKeyboard KittenTailInMyMeeting MeetingDogBarkCameo MeetingFurryIntern MyCoworkerHasPaws PuppyTakesMyMeeting MeetingTreatBreak',
    gaming:
      'MeetingBingo GuessTheMeetingJargon MeetingIcebreakerDuel MeetingTwoTruthsAndALie MeetingSlideKaraoke MeetingCharades MeetingEscapeRoom MeetingWordAssociation',
    fitness:
      'MeetingSeatedLegLifts MeetingCalfRaises MeetingChairDips AgendaItemPushups MuteButtonSquats StandUpMeetingLunges PlankThroughTheMeeting MeetingWallSit',
  },
  gym: {
    prank:
      'GymFoamDumbbellSwap GymSurpriseCheer GymLockerBalloons CandyInTheirGymBag PepTalkStickyNotes PartyHornPersonalBest GymBottleGooglyEyes RubberChickenAtTheGym',
    educational:
      'GuessTheGymMachine HowGymMusclesGrow GymFormCheckLesson GymEtiquetteQuiz GymMythOrFact WhyGymSorenessHappens GymLingo101 FindYourGymHeartRate',
    speed:
      'GymCircuitRace GymRowingRace TreadmillGymSprint GymJumpRopeCountdown TwentyMinuteGymBlitz GymStepUpShowdown GymBurpeeLadder GymMedBallRelay',
    gaming:
      'GymLevelUp GymAchievementUnlocked GymBingoBlackout RollTheDiceGymDay BeatTheGymLeader GymRockPaperScissors GymCardDeckWorkout GymSimonSays',
  },
  astronaut: {
    fitness:
      'AstronautHelmetWallSit AstronautBalanceBoard AstronautSlowMoLunges AstronautBikeIntervals AstronautCoreHold MoonJumpPlyo TrainLikeAnAstronaut AstronautCrunchCountdown',
    cooking:
      'AstronautIceCream AstronautTortillaPizza AstronautSnackPouch DinnerFromATube FreezeDriedAstroFruit RocketFuelSmoothie AstronautMoonPies AstronautStarCookies',
    travel:
      'AstronautAtThePlanetarium DarkSkyAstronomyTrip PackLikeAnAstronaut AstronautMuseumSelfie AstronautMoonPicnic AstronautMuralHunt AstronautRoadTripRations AstronautSpaceCampDay',
    speed:
      'AstronautSuitUpRace AstronautLaunchCountdown AstronautDockingDash AstronautChecklistIn60 ThickGloveChallenge TMinusTenChallenge AstronautReflexTest AstronautSpaceFoodSort',
    tech: 'AstronautStarMapWalk ISSTrackerAstronaut AstronautMoonwalkEdit AstronautHelmetFilter AstronautCamPOV WaveAtTheStation AstronautStargazingApp AstronautGreenScreenTrip',
    pet: 'AstronautPupTraining AstronautPlushFetch AstronautKittyTunnel AstronautTreatCountdown CatInARocketBox OneSmallStepForPaws AstronautGoodBoyAward AstronautMoonRockHunt',
    gaming:
      'AstronautPaperRocketDuel FindTheLostAstronaut AstronautCharades AstronautOrAlienQuiz AstronautMissionRoleplay AstronautFloorIsLava SpotTheFakeAstronaut AstronautSimonSays',
  },
  'meteor shower': {
    dance:
      'MeteorShowerShuffle MeteorShowerSlowDance MeteorMoonwalk MeteorShowerWiggle SpinLikeAShootingStar CometTailTwirl MeteorStreakSlide BlastOffMeteorBop',
    fitness:
      'MeteorJumpSquats ShootingStarStretch MeteorShowerHike MeteorShowerPlank BurpeePerMeteor StargazerCoreHold MeteorMountainClimbers SitUpsForMeteors',
    funny:
      'MissedTheMeteor MeteorShowerNeckCramp PettyMeteorWishes ShootingStarDoubleTake MeteorShowerButCloudy WasThatAPlane MeteorShowerWeatherman EveryMeteorGasp',
    prank:
      'SurpriseMeteorPicnic MeteorShowerWakeUpCall MeteorWishNotes FlashlightShootingStar MeteorShowerBlanketFort GlowStickerBedroom MeteorShowerInTheirRoom MeteorRockOnThePorch',
    cooking:
      'MeteorCraterCookies MeteorNightCocoa ShootingStarSkewers MeteorShowerPicnicBox SmoresUnderTheMeteors GalaxyGlazeDonuts PopRockMeteorShower SprinkleMeteorShower',
    wellness:
      'MeteorWishJournal MeteorShowerPhoneFree MeteorShowerPause OneThankYouPerMeteor NightSkyBreathing LieBackAndLookUp QuietMeteorShower MeteorShowerMantra',
    speed:
      'ShootingStarQuickWish MeteorShowerSetupRace MeteorShowerTallyRace TenMinuteMeteorCount FirstMeteorWins BlanketLayoutDash SnapTheMeteor PointAtTheMeteor',
    music:
      'MeteorShowerLullaby MeteorShowerAcoustic ShootingStarPlaylist MeteorShowerKaraoke CatchAFallingStarCover SingAWishOnAMeteor HumUnderMeteorShower MeteorShowerBallad',
    art: 'MeteorLongExposure ShootingStarChalkArt MeteorShowerWatercolor MeteorShowerPastels SplatterPaintMeteors NightSkyCollage ScratchboardMeteor GlowInkMeteorShower',
    tech: 'MeteorAlarmAt3AM MeteorTrackerApp MeteorShowerTimelapse CatchAMeteorOnCamera AIMeteorCounter LiveStreamTheMeteors NightModeMeteorShower StarMapMeteorShower',
    pet: 'MeteorShowerCatOnLap MeteorBlanketPetNap MeteorShowerPuppyCampout ShootingStarSnuggle StargazingWithMyDog KittenMoonlightVigil MeteorShowerPawWish HowlAtMeteorShower',
  },
  sleepover: {
    pet: 'SleepoverDogBunkmate PetSlumberParty SleepoverCatBlanketNest SleepoverTreatHunt PuppyPajamaPile KittenStowaway SleepoverSnoreOff SleepoverFurryGuest',
  },
  tricycle: {
    fitness:
      'TricyclePedalSprint TrikeHillClimb TricycleFigureEight TricycleHundredLaps ThreeWheelCardio TricyclePlankPush TricycleThighBurner TricycleConeWeave',
    prank:
      'TrikeBirthdayRide TricycleHonkWakeUp TricycleInTheLivingRoom TricycleMailDelivery DadOnATricycle StreamerSneakAttack ShowUpOnATricycle TricycleInTheBathtub',
    educational:
      'TricycleVsBicycle WhyThreeWheelsStand TricycleDistanceMath WhoInventedTheTrike TricyclePedalPhysics TricycleTippingPointTest TricycleThenAndNow TrikeHelmetSafety',
    tech: 'TricyclePhotoFilter TrikeHandlebarCam TricycleStopMotion TrikeRideHyperlapse TricycleRaceOnTheMoon HowFastIsYourTrike TricycleStreamerSlowMo TricycleGreenScreen',
    pet: 'TricycleTreatTrail TricycleCatVsBell TricycleDogEscort TrikeSidecarPuppy ThreeWheelsFourPaws TricycleBasketCatNap TricyclePlushPassenger TricycleKittenInspection',
    gaming:
      'TrikeTimeTrial TricycleObstacleCourse TricycleTrackBuilder TricycleRelayRace TricycleFollowTheLeader ThreeWheelLeaderboard RedLightGreenTricycle TrikeSimonSays',
  },
  rock: {
    prank:
      'SurpriseRockConcert RockDoorbellRiff RickrollTheRocker RockAndRollWakeUp RockStarWelcomeHome CardboardStageReveal PetRockSwap RockBandPhotobomb',
    educational:
      'WhoInventedRockAndRoll GuessTheRockDecade RockOrBluesBlindTest RockBandRoles LearnARockPowerChord WhyRockGuitarsBuzz RockTimelineQuiz RockDrumBeatBasics',
    cooking:
      'RockAndRollMilkshake RockStarBurgers RockVinylCookies GrowRockCandy RockConcertSnackBox GuitarCake RockyRoadBrownies PunkRockPizza',
    travel:
      'RockMuseumDayOut RockFestivalCamping RockLegendRoadTrip RockLandmarksTour LocalRockGigNight RockAndRollDinerStop VinylShopRockCrawl PackLikeARockStar',
    speed:
      'FastestRockRiff RockCoverInOneMinute NameThatRockSongIn3 RockLyricsLightning TenSecondAirGuitar ChordChangeClock RockStarOutfitSwap TwoMinutePunkRock',
    tech: 'StadiumRockFromMyRoom OnePhoneRockBand MakeARockLyricVideo RockJamWithAI HowLoudIsMyRockSong RockAmpAppShowdown RockVocalAutotune RockConcertLightShow',
    gaming:
      'RockSongCharades HumThatRockTune RockStarMusicalChairs RockPaperScissorsCup FinishTheRockLyric RockAirBandContest RockTriviaDuel ClassicRockBingo',
  },
  snack: {
    music:
      'SnackCrunchRhythm SnackBagBeat WriteASnackJingle SnackWrapperSymphony ChipTubeDrumSolo MunchingMetronome SnackCommercialSong SnackJarShakerJam',
    art: 'SculptYourSnack SnackBoardMasterpiece SnackWrapperCollage RedesignASnackBag PretzelStickPortrait PopcornSnackMosaic SnackStillLife SnackFaceOnAPlate',
    pet: 'WillTrickForSnacks PupSnackPatience SnackBagSummon CatSnackSneak SnackOrSqueakyToy PetTreatTasteTest SnackSniffHunt SnackMuffinTinGame',
    gaming:
      'GameNightSnackBoard SnackTierList SnackPowerUp SnackWrapperMemory GuessTheSnackBlindfolded LoserFetchesSnacks SnackBingoCards SnackTicTacToe',
  },
  receipt: {
    cooking:
      'ReceiptSwapCookOff OneReceiptThreeMeals OnlyWhatsOnTheReceipt ReceiptToRecipe TenDollarDinner ReceiptLeftoversFeast BlindReceiptChef ReceiptBudgetBrunch',
    gaming:
      'ReceiptBingo ClosestToTheReceipt ReceiptItemCharades ReceiptWordScramble ReceiptMemoryQuiz GuessTheTotalDuel ReceiptHangman LowestReceiptWins',
  },
  'trash can': {
    fitness:
      'TrashCanCurbCarry TrashBagDeadlift TrashCanSquatAndToss TrashDaySprint BinLidShoulderPress TrashCanLitterWalk TrashCanJumpingJacks TrashCanBearCrawl',
    educational:
      'WhatGoesInWhichBin CompostVsLandfill SortYourTrashQuiz RecycleOrTrashCan WhereTrashCanBagsGo HowLongTrashLasts TrashCanPlasticNumbers TrashCanWeeklyWeighIn',
  },
  mango: {
    fitness:
      'MangoBalancePlank ReachForTheMango EarnYourMangoLassi MangoBasketCarry MangoJumpingJacks SquatForASlice MangoMountainClimbers MangoTreeStretch',
    prank:
      'MangoPlushOnPillow MangoMousseIllusion MangoLunchboxNote MangoSmileySticker MangoGooglyEyes TropicalDeskMakeover MangoThatIsActuallyCake MangoFaceFruitBowl',
    pet: 'MangoPlushFetch MangoShadeNap KittenInAMangoBox MangoBandanaPup CatVsMango TropicalPetPhotoshoot MangoSniffTest MangoTreatForMyDog',
  },
  dance: {
    pet: 'DanceWithMyDog DancePetReaction CatJudgesMyDance PetPicksMyDanceMove DanceDuetWithKitty TwoStepWithThePup TeachFidoToDance DanceTreatTrail',
    gaming:
      'DanceRhythmGame FreezeDanceRound DanceCharades MirrorMyDanceMoves DanceOffScoreCards DanceArrowsOnTheFloor VictoryDanceDare DanceMusicalStatues',
    art: 'DanceMotionBlur DanceLightPainting PaintWhileDancing DanceFreezeFramePhoto DanceFootprintCanvas TraceMyDanceShadow DoodleYourDance DancerClaySculpture',
  },
  ballet: {
    fitness:
      'KitchenCounterBallet PliesLikeABallerina BalletTiptoeCalfRaises BalletBootCamp BalletBarreSquats BalletBalanceHold BalletBurpees BalletArmCircuit',
    pet: 'BalletPuppyPirouette PetBalletRecital BalletCatAudience BalletTwirlForTreats DogBalletBow NutcrackerPupPose BalletTailSpin BalletBunnyHops',
    gaming:
      'BalletPoseCharades BalletMusicalChairs FreezeLikeABallerina SimonSaysBallet BalletStepBingo BalletMoveMemoryChain RollTheDiceBallet BalletStatueGame',
  },
  jazz: {
    dance:
      'JazzHandsOnTheBeat JazzSquareStep JazzWalkStrut AllThatJazzDance JazzCharlestonKicks JazzTapBreak JazzySnapSway JazzSwingOutSpin',
    prank:
      'JazzSerenade JazzCoverOfTheirSong JazzPlaylistSwap SecretJazzRingtone JazzHandsAmbush JazzScatVoicemail JazzDoorbellIntro JazzKazooWakeUp',
    educational:
      'JazzLegendsQuiz JazzSongBreakdown HowJazzImprovWorks TraceJazzToNewOrleans WhatMakesItJazz JazzScatLesson ClapTheJazzSwing GuessTheJazzInstrument',
    cooking:
      'JazzBrunchForTwo JazzSnackBoardBuild BeignetsAndJazz CookToSmoothJazz JazzUpLeftovers JazzGumboNight JazzDinnerAtHome JazzCornbreadBake',
  },
  robot: {
    educational:
      'HowRobotsWork RobotCodeYourFriend BuildABotBasics ShouldRobotsHaveRules WhyRobotsFallOver TeachARobotToSee NameThatFamousRobot RobotSensorsDemo',
    speed:
      'RobotMazeRace FastestRobotWalk OutrunTheRobotVacuum RobotDanceIn10Seconds BeatTheBot CaptchaSpeedrun BuildABotSpeedrun RobotVsHumanPuzzle',
    music:
      'RobotVoiceCover RobotBeatbox RobotSynthSolo BeepBoopRobotRap DomoArigatoSingAlong RobotMonotoneKaraoke RobotRockRiff RobotBedtimeBallad',
    art: 'DrawYourRobotTwin RobotScrapSculpture CardboardRobotArt TinCanRobotFriend RobotScribbleMachine DoodleADroid BottleCapRobot EggCartonRobotBuddy',
    pet: 'RobotToyVsCat RobotMouseChase RobotBallForPuppy PetMeetsRobotVacuum RobotFeederCam BeepBoopBarkOff RobotTreatDispenser RobotFetchMachine',
  },
  fitness: {
    dance:
      'FitnessRetroAerobics FitnessStepUpShuffle FitnessCongaLine FitnessFreezeDance CardioDanceCombo KickboxingGroove ShimmyIntoFitness FitnessSalsaSweat',
    prank:
      'SurpriseFitnessClass FitnessCheerTunnel FitnessStickyNoteHype FitnessConfettiSurprise FoamWeightSwap BalloonFinishLine FitnessTrainerTakeover FitnessPillowKettlebell',
    music:
      'FitnessHypeAnthem FitnessRepsToTheBeat FitFamPowerSong FitnessWorkoutRemix SweatBeatMix TempoRunTunes FitnessMusicalStatues FitnessKaraokeCooldown',
    pet: 'PetFitnessBuddy FitnessPuppyJog FitnessKittenYogaMat FitFamFetchSprints DogAgilityCourse FitnessRunWithYourDog FurryFitnessCoach FitnessCatStretchOff',
    gaming:
      'FitnessLevelUpQuest FitnessShadowBoxRounds FitnessSimonSays FitnessCharades FitnessHighScore FitnessDanceGameMarathon FitnessBossBattle FitnessDiceRollWorkout',
  },
  workout: {
    music:
      'WorkoutAnthemCover RepsToTheBeat WorkoutSongTempoMatch PickMyWorkoutSong ExerciseEarworm JumpRopeRhythm WorkoutEntranceTheme WorkoutCoachChant',
    pet: 'CatSpotsMyWorkout PetInterruptsWorkout PupsAndPushUps PuppyFetchSprints WorkoutWithMyDog ZoomiesWorkout WhiskerWorkoutBuddy WorkoutFurryCheerleader',
  },
  'push up': {
    art: 'PushUpStopMotion PushUpSilhouette LongExposurePushUps PushUpChalkOutline SketchMidRep PushUpFlipbook PushUpDoodleCount ShadowTracePushUp',
    gaming:
      'PushUpForEveryLoss PushUpRespawnRule PushUpBoardGamePenalty DiceRollPushUps LoseALifeDoAPushUp DropAndGiveMeTen DrawFourMeansAPushUp PushUpPowerUp',
  },
  yoga: {
    dance:
      'YogaToTheBeat YogaWarriorGroove FreezeFrameYoga YogiBoogie DownDogDisco YogaFlowShuffle YogaDanceOff StrikeAYogaPose',
    funny:
      'YogaPoseFails YogaPantsOnTheCouch DadTriesYoga YogaInstructorVoice NamasteInBed YogaButMakeItDramatic YogaVsGravity YogaEndsInANap',
    prank:
      'YogaPlaylistSwap YogaMatGooglyEyes PlushieYogaClass YogaMantraNotes FakeYogaPoseName YogaSnoreSoundtrack YogaPhotobomb YogaTeaSurprise',
    educational:
      'YogaSanskritQuiz WhereYogaComesFrom YogaMythOrFact YogaAnimalNames WhyDownDogWorks BreatheLikeAYogi YogaMuscleMap TeachMeAYogaPose',
    wellness:
      'YogaBeforeBed MorningYogaRitual YogaBreathBreak YogaBodyScan SlowYogaSunday RollOutTheMat DeskYogaReset YogaGratitudeFlow',
    speed:
      'FastestYogaSunSalute YogaBalanceTimer YogaMatRollRace NameTenYogaMoves PoseInAFlash LastYogiStanding YogaVsTheClock YogaFlowCountdown',
    tech: 'YogaFormCheckAI YogaPoseTimeLapse MirrorScreenYoga YogaAppFaceOff AIYogiCoach SmartwatchSavasana YogaBalanceSlowMo YogaVideoCallClass',
    pet: 'YogaMatNapThief PuppyYogaStretch MeowmasteYoga YogaKittenCopycat DownwardDogForReal CatCrashesYoga YogaPetCuddleCoolDown YogaPoseForATreat',
    gaming:
      'YogaPoseTwister YogaSimonSays YogaFreezeDance LastYogiStanding YogaBingo YogaCharades YogaDiceDare YogaAnimalCards',
  },
  cardio: {
    educational:
      'FindYourCardioZone WhatCardioDoesToYourPulse CanYouTalkDuringCardio WhyCardioMakesUsSweat GuessTheCardioCalories LungCapacityDuel CardioFactOrFiction CardioRecoveryMinute',
    cooking:
      'PrepCardioFuelIn10 CardioEnergyBites CardioBananaPancakes PostCardioSmoothie CardioOvernightOats CardioWhileTheEggsBoil CardioTrailMixJar CardioPowerWrap',
    wellness:
      'CardioMoodBoost CardioMindfulJog CardioPodcastWalk SunriseCardioRide SundayResetCardio SweatOutTheStress FiveBreathsAfterCardio CardioGratitudeLaps',
    speed:
      'CardioMileTime JumpRopeCardioSprint BeatYourCardioBest ShuttleRunBlitz CardioHighKneesIn60 FourMinuteCardioDash CardioBeatTheMicrowave CardioTagTeamRelay',
    music:
      'CardioDrumAlong CardioBeatDropSprint WhoseCardioPlaylistWins SingThroughCardio ChorusIntervals CardioTillTheSongEnds EyeOfTheTigerCardio CardioTempoChallenge',
    pet: 'CardioWithMyDog CardioPuppyJog KittenFeatherCardio ZoomiesCountAsCardio FetchIsMyCardio PupSetsThePace CardioLeashLaps CardioWandToyChase',
  },
  running: {
    funny:
      'RunningLateSkit RunningShoeSmellTest RunnerFacesMontage ThoughtsWhileRunning WhyAreYouRunning TheJoggerNod RunLikeACartoon RunningCommentaryByDog',
    cooking:
      'RunningEnergyBites RunningPastaParty PostRunPancakes RunningRecoveryShake OnYourMarksMuffins RunningBreakfastBowl RunningBananaOatBars RunningSnackTrailMix',
    speed:
      'RunningMileTimeTrial RunningSprintRace ShuttleRunCountdown BeatYourRunningBest OutrunTheSunset BoltInABlink RunningHillDash RunningTrackLapBlitz',
    music:
      'RunningSongPerMile RunToTheBeat RunningCadenceChant SingWhileJogging RunningPlaylistRelay HypeTrackFinish RunningKaraokeLap RunningDrumlineCheer',
    pet: 'RunningWithMyDog RunningLeashTraining CatJudgesMyRunning PupsRunningDebut WhoTiresFirst TrailRunningTails RunningFetchRelay RunningFurryFriend',
    gaming:
      'RealLifeEndlessRunner FreezeTagRunClub RunningZombieEscape RunningCaptureTheFlag RunningObstacleCourse CheckpointChaser RunningScavengerHunt GottaGoFastJog',
  },
  marathon: {
    cooking:
      'MarathonCarbLoad PreMarathonPastaParty MarathonSnackBars MarathonBananaBread RaceMorningOats FinishLineFeast MarathonMealPrep MarathonEnergyBites',
    travel:
      'CheerAtYourCityMarathon WalkTheMarathonRoute MarathonRoadTripSquad HalfMarathonWeekend WhatsInMyMarathonBag MarathonGetaway MarathonBucketList MarathonExpoVisit',
    speed:
      'BeatMyMarathonTime MarathonLastMileSprint MarathonWaterStopDash FastestMarathonCostume CanYouHoldMarathonPace BeatTheBalloonPacer FamilyMarathonRelay MarathonStrollerRace',
    pet: 'MarathonCheerPup MyDogIsMyMarathonCoach PostMarathonPetCuddles MarathonPetFinishLine FourLeggedPacer MedalGoesToTheDog MarathonWaterBowlStation MarathonCatReaction',
    gaming:
      'GamingMarathonNight BoardGameMarathonDay QuizMarathonTillMidnight 1000PiecePuzzleMarathon ChessMarathonSunday CharadesMarathon EndlessRunnerMarathon MarathonCardTournament',
  },
  swimming: {
    cooking:
      'SwimmingPoolCake SwimmingMeetFuelUp PostSwimmingSmoothie BlueJellySwimCups PoolsideLemonade ChlorineHungerFix AfterSwimmingCocoa SwimmingSnackBananaBites',
    travel:
      'SwimmingWaterParkDay SwimmingAtTheLocalLake SwimmingAquaticCenterTour SwimmingLessonsAbroad SwimInEveryPublicPool SwimmingHistoryExhibit SwimmingPackingChecklist SwimmingBeachWeekend',
    art: 'SwimmingPoolPainting SwimmingMotionBlur UnderwaterSwimPortrait WatercolorSwimmers SwimmingPopArtPoster SwimRipplePhotoHunt SwimmingSilhouettes SwimmingCrayonScene',
    tech: 'SwimmingWaterproofTest SwimmingSlowMoDive SwimmingSplitScreenRace SwimmingPhonePouchPOV SwimmingFormCheckApp SwimmingFakeOceanEdit SwimmingWatchWars SwimmingTechniqueReplay',
    pet: 'SwimmingWithMyDog PuppyFirstSwim SwimmingRetrieverFetch PetSwimmingLifeJacket DoggyPaddleContest SplashZoneZoomies PostSwimmingShakeOff SwimmingGoldfishCam',
  },
  boxing: {
    prank:
      'BoxingBellWakeUp BoxingPosterOfYou BoxingChampPillowFight BoxingGloveHighFive EntranceMusicAmbush BoxingRingIntroAtDinner BoxingBeltSurprise BoxingRoundCardSign',
    cooking:
      'BoxingGloveCookies BoxingRoundBrownies BoxingChampBreakfast PostBoxingSmoothie FightNightNachos BoxingPunchBowl BoxingBellBakeOff BoxingProteinOats',
    pet: 'KittenBoxingPaws CatJudgesMyBoxing BoxingTreatHunt BoxingGloveSqueakyToy PurrweightChamp FloatLikeAFurball PetBoxingCommentary BoxingPupHighFive',
    gaming:
      'BoxingVideoGameDuel MotionBoxingFaceOff BalloonBoxingBout ArcadeBoxingHighScore KnockoutKingBracket KOTheFinalBoss BeatMyBoxingStreak BoxingThumbWrestling',
  },
  bench: {
    art: 'BenchCharcoalStudy DrawABenchInOneLine BenchViewWatercolor PigeonOnABenchDoodle MosaicYourDreamBench SketchYourFavoriteBench PopsicleStickBench BenchSilhouetteShot',
  },
  hiking: {
    dance:
      'HikingSummitDance HikingBootStomp PostHikeVictoryJig SwitchbackShuffle TrailheadTwoStep HikingPoleMarch HikerHoedown HikingMeadowTwirl',
    cooking:
      'HikingTrailMix HikingEnergyBites HikerBreakfastBurrito SummitSandwich PeakPicnic HikingNoodleJar NoCookHikeLunch HikingGranolaBars',
    fashion:
      'HikingFitCheck HikingSocksAndSandals FleeceVestHikeStyle TrailToDinnerOutfit HikingLayerUpDare HikingBootGlowUp HikerHatShowdown HikingBandanaStyling',
    wellness:
      'HikingUnderTheTrees HikingSilentMile SummitGratitude TakeAHikeReset HikingSoloSunday BirdsongPause PhoneFreeHiking HikingBreathCounting',
    music:
      'HikingTrailSingAlong HikingCampfireSong EchoOnTheHike HikingHarmonicaBreak HikingMarchingSong YodelOffTheSummit HikingCadenceChant HikingWhistleTunes',
    pet: 'HikingDogBackpack HikingCatHarness HikingPuppyFirstPeak PupsBigHikeDay MountainMuttSummit HikingPawPrintTrail HikingSniffStopCount HikingWaterBreakForFido',
    gaming:
      'HikingBingo HikingSideQuest HikingPineconeToss HikingLeaderboard HikingTwentyQuestions ISpyOnTheHike HikingScavengerHunt HikingAlphabetGame',
  },
  climbing: {
    funny:
      'ClimbingShoeSqueeze ClimbingHarnessStruggle ClimbingUnsolicitedAdvice BoulderingBloopers ClimbersDontLookDown ChalkCloudSneeze EveryClimbingGymEver ClimbingExcusesRanked',
    educational:
      'ClimbingGearQuiz ClimbingGripScience HowClimbersStick ClimbingKnotSchool ClimbingRopeStretchTest BoulderingPhysics101 ClimbingLingoLesson ClimbingMythOrFact',
    speed:
      'BeatMyClimbTime ClimbingGearUpDash BoulderingBlitz ClimbingLapRace ClimbingLingoSpeedQuiz AutoBelayRelay ClimbingShoeSprint ClimbingKnotTieOff',
    tech: 'ClimbingSlowMo ClimbingAppShowdown BoulderingSelfFilmHack ClimbingTimeLapse ClimbingSplitScreenDuel ClimbingHelmetCamPOV ClimbingInReverse AIClimbingCoach',
    pet: 'ClimbingHikeWithMyDog CatVsClimbingWall KittenClimbingCourse ClimbingPillowMountain ClimbingCatTreeTour TreatAtTheTop KittyClimbingCastle ClimbingPuppyParkour',
    gaming:
      'ClimbTheLeaderboard ClimbingCopyMyRoute ClimbingLevelUp ClimberSpeedrun ClimbingFloorIsLava ClimbingColorCall DiceRollClimbing ClimbingSimonSays',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip ClimbingGuidedDayTrip ClimbWithAView ClimbingInANewTown ClimbingParkPicnic SnapAClimbingPostcard ClimbingSpotShowdown',
  },
  surfing: {
    prank:
      'SurfboardWelcomeSign SurfingWaxSmiley SurfingSofaSurprise SurfingLeiGreeting SandMessageWakeUp BeachTowelBurrito SurfingShakaPhotobomb SurfWaveSoundsAlarm',
    cooking:
      'SurfingFishTacos SurfboardCookies PostSurfAcaiBowl SurferShackSliders SurfingSunriseBurrito HawaiianShaveIce SurfingSmoothieOff SurfingPineappleToast',
    travel:
      'SurfingRoadTrip SurfTownCafeHop SurfingCampWeek SurfingCoastDrive ChaseTheSwell SurfingLessonDayTrip SurfingBeachBingo SurfingMuseumVisit',
    wellness:
      'SurfingSunriseSession SurfingWaitForTheWave SurfingGratitudeSet SurfAndUnwind BeachBreathingBreak SeaSaltReset SoulSurferSunset SurfingOceanSoundsNap',
    pet: 'SurfingDogContest PupLifeJacketSurf SurfingBoardCatNap SurfingPuppyPopUp HangTenHound SandySnootZoomies SurfingPetPoseOff SurfingTowelDryForFido',
    tech: 'SurfingSlowMoWipeout SurfingWaveTimeLapse SurfingForecastAppFaceOff SurfCamVsReality SurfingWatchStats SurfingGreenScreenBarrel SurfingSpeedTracker SurfingVideoEditChallenge',
  },
  soccer: {
    funny:
      'SoccerDramaticFlop LivingRoomSoccerReplay SoccerMomSideline SoccerCommentaryAtHome RefereeTheDinnerTable YellowCardForDad SoccerTrickShotFails SoccerPostMatchInterview',
    prank:
      'SoccerTunnelWalkout SoccerGoalPartyAmbush BalloonFilledSoccerNet RedCardForDishes ManOfTheMatchAward SoccerStadiumIntro SoccerSigningSurprise SoccerFanChantWakeUp',
    educational:
      'WhySoccerBallsCurve SoccerOffsideWithToys SoccerPanelGeometry SoccerSpinScience WorldCupWhoWon FutbolOrSoccer GuessTheSoccerCrest SoccerPositionsQuiz',
    cooking:
      'HalftimeSoccerOranges SoccerPitchGuacDip SoccerBallCake MatchdayMunchies GoalPostPretzels SoccerJerseyCookies SoccerSnackShootout SoccerTeamColorsPopcorn',
    fashion:
      'SoccerJerseyFit MatchdaySoccerScarf RetroKitRevival SoccerShortsRestyle SoccerTrackJacketLook SoccerShinGuardDIY SoccerHomeVsAway SoccerSockStyling',
    tech: 'SoccerRefReviewAtHome SoccerSlowMoReplay SoccerSkillsBurstMode SoccerPOVCam HowFastIsMyShot AIHighlightReel SoccerCommentaryBot SoccerStatsSpreadsheet',
    gaming:
      'SoccerCrossbarChallenge FoosballVsRealSoccer SoccerBallTargetPractice SoccerPenaltyShootout SoccerCoinFlickDuel SoccerJuggleBattle SoccerBottleCapLeague SoccerHeaderTennis',
  },
  football: {
    dance:
      'FootballEndzoneDance FootballSpikeAndSpin DoTheFootballGriddy TouchdownShuffle HalftimeHustle CopyAFootballCelebration FootballHuddleHop FootballSidelineSway',
    educational:
      'FootballSpiralScience FieldGoalFootballMath WhyTheFootballIsOval LearnFootballRefSignals SoccerOrFootballDebate FootballBounceLab FootballIQTest FootballPositionsQuiz',
    fashion:
      'FootballJerseyFit FootballGameDayLook VintageFootballTee DressForFootballSunday FootballTailgateOutfit EyeBlackEverywhere FootballFanGlowUp FootballScarfAndBeanie',
    wellness:
      'FootballRecoveryDay FootballCatchWithDad FoamRollAfterFootball PostFootballStretch FootballSundayNap WinOrLoseWindDown TakeAFootballTimeout FootballGratitudeHuddle',
    speed:
      'FootballFortyYardDash FootballSnapToThrow FootballShuttleSprint CatchTenFootballsFast TwoMinuteDrill FootballFlagPullRace FootballPassRelay FootballConeWeave',
    music:
      'FootballFightSong FootballBucketDrumline SingTheFootballAnthem TailgateRadioJam FootballHalftimeShow FootballThemeBeatbox FootballChantOff FootballMarchingKazoo',
    pet: 'FootballWithMyDog FootballPawHighFive FootballPuppyBowl KittyWatchesFootball PupTouchdownDance FetchTheFootball FootballTugOfWar FootballTreatPuzzle',
    gaming:
      'FootballFantasyDraft FootballKickForPoints PaperFootballFlick FootballVideoGameDuel FootballTriviaNight FootballHulaHoopToss FootballRivalryFaceOff FootballCardTradeOff',
  },
  basketball: {
    dance:
      'SneakerSqueakShuffle HoopsVictoryShimmy BasketballDribbleDance AnkleBreakerBounce BasketballHalftimeShow BasketballCrossover BasketballTunnelStrut BasketballCheerDance',
    funny:
      'BasketballLaundryToss DadAtPickupBasketball BuzzerBeaterAtHome AirballAnthem BasketballFlopAwards HoopsTrickShotFails BballPressConference BasketballBenchWarmerPOV',
    prank:
      'BasketballFamilyIntro BballCardboardFans HoopsCheerTunnel StartingLineupDinner HoopOverTheDoorSurprise BasketballLockerNote BasketballBalloonRoom BasketballHomeCourtReveal',
    educational:
      'BasketballShotArcMath BackspinOnABasketball WhyBasketballsBounce TheFirstBasketballHoop BasketballPressureTest BasketballRulesQuiz BasketballTriviaTipOff BasketballGripLesson',
    cooking:
      'SlamDunkDonuts BasketballSnackBoard BasketballCakePops MarchMadnessMunchies HalftimeHoopsOranges BasketballCookieCourt BballBiteBracket BasketballMeatballSubs',
    fashion:
      'BasketballArrivalOutfit CourtsideStyle BballWarmupToDinner BasketballJerseyFit SneakerRotationCheck HoopsHeadbandLook BasketballShorts3Ways BasketballKneeSocks',
    music:
      'BasketballDribbleBeat SneakerSqueakRemix BasketballCrowdStomp BasketballBuzzerRemix BasketballWalkoutAnthem BasketballHypeChant BasketballCourtKaraoke BasketballWhistleSolo',
    pet: 'BasketballDogDefense HoopsWithMyPup KittyHoopsWithPompoms KittenVsBasketball BasketballCatPawDunk GoodBoyGoaltending BasketballNoseAssist BasketballTreatRebound',
  },
  baseball: {
    prank:
      'BaseballGloveNote BaseballTicketReveal BaseballUmpWakeUpCall BaseballKissCamAtHome BaseballCardOfDad WalkUpSongAmbush BaseballAnnouncerIntro BaseballFoamFingerFan',
    fashion:
      'BaseballJerseyFit BaseballVarsityJacket StirrupBaseballSocks BaseballCapFiveWays PinstripePerfect BaseballGameDayOOTD BaseballTeeRestyle BaseballMomStyle',
    speed:
      'BaseballHomeToFirst BaseballStealTimer AroundTheHornBaseball BaseballCardSortRace BeatTheThrow BaseballFastestPitch BaseballQuickCatchDuel BaseballGloveOnDash',
    pet: 'BaseballFetchPup BaseballGloveNap BarkAtTheBaseballPark DogDaysOfBaseball MyPetsRookieCard KittyCatcher BaseballBatRetriever BaseballPetMascot',
    gaming:
      'BaseballFantasyDraft BaseballCardBattle BroomstickBaseball BaseballVideoGameDerby BaseballHallwayInnings BackyardWorldSeries DiceBaseballLeague BaseballBalloonBatting',
  },
  volleyball: {
    dance:
      'BeachVolleyballShuffle VolleyballHuddleHype VolleyballSpikeStep VolleyballPointDance VolleyballWinShimmy BumpSetGroove VolleyballCelebrationJig VolleyballLimboNet',
    educational:
      'HowAVolleyballFloats VolleyballRotation101 WhatsAVolleyballLibero VolleyballAirPressureLab PhysicsOfTheSpike ReadTheRefSignals VolleyballRulesQuiz VolleyballScoringSystem',
    pet: 'NoseBoopVolleyball VolleyballDogRally VolleyballBalloonCat KittenVsVolleyball BumpSetFetch TeamMascotPup VolleyballPuppyFetcher VolleyballCatCourtside',
  },
  tennis: {
    tech: 'SlowMoTennisRally TennisMatchIn60 RadarMyTennisServe TennisShotTracerEdit TennisLineCallCam FilmYourTennisLikeTV MyTennisSwingVsAPro TennisScoreKeeperApp',
    gaming:
      'TennisWallHitStreak TennisCanKnockdown TennisBalloonRally PongHighScore TennisTournamentNight TennisHorseTrickShots TennisBullseyeServe PaperTennisOnAPage',
  },
  golf: {
    fashion:
      'GolfFitCheck ArgyleGolfSocks GolfRetroTrousers GolfPoloAndVisor GolfSkortTwirl GolfClubhouseChic TeeUpYourGolfLook GolfBucketHatSwap',
    pet: 'MiniGolfWithMyDog CatChasesGolfTee GolfCaddyPup GolfTowelTugToy GolfHoleSnuffleGame PuppyPuttingPro GolfPlushBallToss GolfPuttForTreats',
  },
  pickleball: {
    music:
      'PickleballPopBeat PickleballWalkoutSong PickleballPaddleDrums PickleballRallyRhythm DinkBeatbox PickleballSoundRemix WriteAPickleballAnthem PickleballHypePlaylist',
    gaming:
      'PickleballCanKnockdown PickleballRoundRobin KingOfCourtPickleball PickleballGameOfHorse ElevenPointShowdown PickleballTrickShotDuel PickleballBingoCard PickleballTargetPractice',
  },
  softball: {
    cooking:
      'SoftballCakePops BallparkNachos SoftballOrangeSlices SoftballStitchCookies SoftballSnackBox DugoutDipDuel SoftballSizedBurger SoftballTeamPastaNight',
    travel:
      'SoftballFieldTour SoftballTourneyRoadTrip WatchALocalSoftballGame SoftballTournamentWeekend SoftballCampDiaries SoftballHotelLife SoftballParkPassport SoftballCampusVisit',
    fashion:
      'SoftballHairBows SoftballEyeBlackDesigns SoftballBraidStyles SoftballFitCheck SoftballDugoutStyle KneeHighSocksOnly SoftballJerseyRestyle SoftballVisorSeason',
    tech: 'SoftballSwingSlowMo SoftballPitchRadar SoftballBurstModeSlide SoftballThrowSpeedCheck SoftballStatsTracker SoftballSplitScreenBat EditYourSoftballReel SoftballDrillTimerApp',
    pet: 'BatDogInTraining SoftballGloveKittenNap SoftballFetch SoftballShadyBenchPup SoftballGameDayPet BleacherBuddyCat SoftballSniffAndSeek SoftballMascotKitty',
    gaming:
      'SoftballSockToss SoftballTrivia SoftballCardTrade SoftballVideoGameIRL HomeRunDerbyNight SoftballPickleRundown SoftballFantasyDraft SoftballDiceBaseball',
  },
  bowling: {
    prank:
      'BowlingScreenNameSwap BowlingScoreboardNote BirthdayBowlingAmbush BowlingCheerleaderPrank BumpersUpForDad BowlingFakeStrikeCheer GooglyEyeBowlingBall BowlingWorstScoreTrophy',
    travel:
      'RetroBowlingAlleyHunt BowlingInEveryTown BowlingWithTheLocals BowlingPitStopStrike BowlingCityCrawl VacationBowlingRematch LawnBowlingDayOut BowlingNightAway',
    gaming:
      'LivingRoomBowlingCup HomemadeBowlingSet BowlingPerfectGameRun BowlingBracketTourney BowlingTriviaNight BowlingTurkeyHunt BeatMyBowlingScore BowlingCanPyramid',
    speed:
      'BowlingFastestRoll HomeBowlingBlitz BowlingBallReturnRace TenFramesFiveMinutes BowlingPinSetRace FastestBowlingTurkey BowlingShoeDash BowlingRackUpCountdown',
    tech: 'BowlingSlowMoRelease TrackEveryBowlingFrame BowlingInstantReplay BowlingScoreSpreadsheet VideoGameVsRealBowling ClockMyBowlingSpeed BowlingStopMotion BowlingPOVCam',
  },
  riddle: {
    fashion:
      'GuessMyLookRiddle RiddleThriftHunt WearTheRiddleAnswer RiddleMeThisFit OutfitInThreeClues PaintARiddleTee RiddleMyCloset ShoeRiddleReveal',
    gaming:
      'EscapeRoomRiddles RiddleHideAndSeek RiddleForTheLastCookie RiddlesInTheDark BrainteaserBracket RiddleTeamShowdown TwentyQuestionsRiddle TabletopRiddleQuest',
    music:
      'RiddleRap RiddleHumTheAnswer LyricRiddleChallenge SingMeARiddle RiddleInTheChorus NameThatTuneTeaser RiddleInASong RiddleJingle',
  },
  science: {
    music:
      'ScienceRapRecap ScienceStrawOboe WaterGlassScience SeeSoundScience ScienceFactsToABeat PeriodicTableSong ScienceBottleOrgan ScienceRubberBandGuitar',
    art: 'MicroscopeScienceArt ScienceCoffeeFilterArt ScienceMarbledMilk CrystalScienceGarden PetriDishPainting MagnetMasterpiece ScienceSunPrints ScienceWatercolorBloom',
    tech: 'SciencePhoneMicroscope SproutScienceTimelapse ScienceSensorLab CodeAScienceSim ScienceCDRainbow ScienceStargazingAR ScienceSlowMoDrops ScienceLemonBattery',
    pet: 'LeftOrRightPawScience ScienceCatBoxTrial DogIQScienceGames ScienceBehindZoomies ScienceHeadTiltTest ThePurrFrequency ScienceOfTheSlowBlink ScienceOfPetNaps',
    gaming:
      'ScienceEscapeRoom ScienceCharadesNight ScienceBuildChallenge ScienceTriviaDuel ScienceQuizShow ScienceElementSnap ScienceHangman ScienceMemoryMatch',
    wellness:
      'ScienceSleepExperiment ScienceGratitudeTrial ForestBathingScience AweScienceWalk ScienceOfSunlight SerotoninSunrise ScienceBreathCount ScienceLaughterTest',
  },
  math: {
    art: 'MathStringArt FibonacciSketch MathTilePatternArt MathsCurveStitch MathCompassMandala GoldenRatioPortrait MathFractalDoodle MathGraphPaperPixelArt',
    pet: 'PetDoesMath MathTreatCount PuppyAdditionGuess BiggerPileMath CatOnMyMathHomework PawTheAnswer CanMyDogDoMath MathKittyCountdown',
  },
  chemistry: {
    wellness:
      'HappyChemicalBoost ChemistryBathBombMake GoodSleepChemistry ChemistryEndorphinWalk ChemistryOfASmile SerotoninSunshine ChemistryOfAHug ChemistryLaughterBreak',
    art: 'ChemistryCrystalArt ChemistrySunlightArt RedCabbageChemPaint MilkSwirlChemistry ChemistryMarkerBleed ChemistryGlowPainting ChemistrySaltTextures ChemistryBubblePrints',
    pet: 'ChemistryOfCatnip ChemistryOfPetShampoo PetSafeChemicalSwap ChemistryPupStudyBuddy DecodeThePetFoodChemistry LabAssistantKitty ChemistryOfDogSmell ChemistryOfPurring',
  },
  history: {
    travel:
      'HistoryBehindTheStatue HistoryGhostWalk HistoryMuseumTreasureHunt LocalHistoryHunt StandWhereItHappened HistoricDinerCrawl HistoryPlaqueSpotting HistoryOldestTreeInTown',
    pet: 'NameYourPetAfterHistory HistoryFamousCats KittenThroughHistory HistoryPawPortrait NapoleonBonaPup RoyalCorgiHistory HistoryPuppyStoryHour HistoryDogBreedOrigins',
    wellness:
      'HistoryBedtimeStory FamilyHistoryJournal HistoryQuoteOfTheDay QuietHistoryMuseum AskGrandmaAnything LettersFromThePast HistoricGardenStroll HistoryPodcastWalk',
  },
  geography: {
    fitness:
      'GeographyGlobeSpinReps GeographyLandmarkJog GPSArtGeographyRun EverestStairTotal GeoTrailSprints EquatorLapChallenge VirtualGeographyTrek GeographyMilesToParis',
    fashion:
      'GeographyMapPrintLook GeographyAtlasScarfDIY GeographyCountryColors ClimateZoneOutfits GeographyExplorerFit GeoCompassCharm GeographyOfMyCloset GeographyGlobeEarrings',
    art: 'GeographyMapArt GeographyGlobePainting CoastlineGeoSketch GeographyReliefModel GeographyClayMountains GeographyHomeStateDoodle SaltDoughGeography GeographyStampCollage',
    pet: 'GeographyPawPrintMap CatOnMyGeographyBook GeoPetPicksACountry GeographyBreedOriginQuiz DogSpinsTheGlobe GeographyDogWalkRoute GeographyTreatTrail GeographyKittyExplorer',
  },
  spelling: {
    gaming:
      'SpellingHangmanDuel SpellingGuessStreak SpellingWordChain SpellingBeeBossFight SpellingScrambleRace LetterTileShowdown SpellingGhostGame SpellingHotSeat',
  },
  space: {
    pet: 'SpaceCapsuleCatBox FetchFromOuterSpace SpaceZoomies SpaceRocketDogBed SpaceCadetPupTraining SpacePlanetTreatHunt PetReactsToSpaceSounds SpaceTunnelForKitty',
    gaming:
      'SpaceHideAndSeek SpaceCardboardBase SpaceShooterArcade TheFloorIsOuterSpace AlienCharadesFromSpace SpaceBalloonKeepUp SpaceTriviaDuel SpaceBingoNight',
  },
  exam: {
    pet: 'ExamStressPetCuddles ExamPetPepTalk ExamCatOnNotes ExamBreakDogWalk ExamTreatForMyPup FurryExamBuddy ExamKittyStudyPal ExamPawsForLuck',
  },
  study: {
    art: 'StudyMindMapArt StudyHandLettering StudyBulletJournal StudyGuideComic AestheticNotesTour DiagramSketching StudyPosterMaking StudyFlashcardDoodles',
    pet: 'StudyCatOnTheNotes StudyDogWalkBreak StudyWithMyPet StudyTreatPerChapter StudyCatPhotobomb FishTankFocusView StudyPawtner StudyDeskFurryMascot',
    gaming:
      'StudyHangmanReview StudyQuizShowRound StudyVocabBingo StudyHeadsUpChallenge LevelUpYourNotes StudyCharadesNight StudyTriviaDuel StudyMemoryMatchCards',
  },
  reading: {
    speed:
      'SpeedReading ReadingChapterRace TongueTwisterReading FiftyPagesFast DeweyDecimalDash OneMinuteReadingTest ReadingWordsPerMinute ReadingBookTitleBlitz',
    tech: 'ReadingYearWrapped ReadingLampGlowUp EReaderVsPaperReading AIReadingBuddy ScanYourShelfHack ReadingVsListeningFaceOff ReadingStreakAppDare ReadingTextToSpeechTest',
    pet: 'ReadingToMyPet ReadingToShelterDogs ReadingWithACatOnMyLap KittenPageTurner PuppyPicksMyReading PawsOnMyPaperback PurrfectReadingBuddy ReadingTreatPerChapter',
    gaming:
      'ReadingBingo ReadingQuestLog ChooseYourPathReading ActOutYourReadingList LevelUpByChapter ReadingStoryDice WhatAmIReadingQuiz ReadingTwentyQuestions',
  },
  book: {
    prank:
      'BlindDateWithABook LeaveABookOnTheBus BookCoverSwitcheroo BookmarkCompliments BackwardsBookshelf BookNoteInChapterOne BookHiddenInTheFridge FakeBookSpoilerBluff',
    speed:
      'BookStackingRace BookDominoes OneMinuteBookPitch SpeedReadAPictureBook BookTitleSpeedQuiz AlphabetizeBooksBlitz BookSortByColor BookPageNumberHunt',
    art: 'BookSpinePoetry BookCoverRedesign FoldedBookArt BookSockPuppetShow StoryInAShoebox DrawYourBookCharacter DIYBookendBuild BookQuoteCollage',
    tech: 'ScanMyBookshelf EReaderVsRealBook AudiobookAt2x BookLightShowdown CanAIJudgeABookCover BookPhotoGlowUp BookQuoteWallpaper BookTrackerStreak',
    pet: 'ReadABookToYourDog CatSitsOnMyBook PetPicksMyNextBook BookNookNap PawsForAChapter TailsAndTales BookFortForKitty BookTimeWithMyPup',
  },
  recipe: {
    fashion:
      'MyOutfitRecipe DressLikeYourRecipe RecipeForCozyStyle RecipeCardEarrings CookbookCoverLook ApronFitCheck RecipeColorPalette RecipeRunway',
    speed:
      'RecipeSpeedrun TenMinuteRecipe RecipeOnePanBlitz BeatTheRecipeTime FiveIngredientRace RecipePrepDash RecipeRelay DoubleSpeedRecipe',
    art: 'IllustratedRecipe RecipeCardArt RecipeComicStrip DrawYourFamilyRecipe PaintYourPantry IngredientFlatLay RecipeTeaTowel StopMotionRecipe',
    gaming:
      'VideoGameRecipe CraftingRecipeIRL RecipeIngredientBingo RecipeMemoryCards GuessTheRecipeBlindfolded ActOutTheRecipe HealthPotionRecipe RecipeSideQuest',
  },
  salad: {
    fashion:
      'SaladVeggieHat SaladGreenMonochrome SaladDateFitCheck WearYourSaladColors WellDressedSalad RadishEarringsDIY CaesarSaladToga SaladLeafPrintTote',
    music:
      'SaladSpinnerBeat FruitSaladSingAlong SaladBowlDrumming SaladCrunchRhythm TossedSaladRemix CucumberMaracas SaladLyricsSwap SaladLoveSong',
    art: 'SaladMandala SaladFacePortrait PlateASaladMasterpiece SaladBouquetArt DrawYourSaladBowl LettuceStampArt SaladStillLifeSketch SaladAnimalShapes',
    pet: 'BunnySaladBar GuineaPigSaladParty SaladTortoiseFeast SaladCucumberPupTreat HamsterSaladTasting PetVsSaladSpinner SaladNightKittyCuddles SaladSniffTestDog',
  },
  soup: {
    music:
      'SoupPotDrums SoupBubbleBeat TapTheSoupBowls AlphabetSoupRap LadleLullaby SouperGroupCover SoupSlurpSymphony SoupSpoonChimes',
    gaming:
      'NameThatSoup PotionSoupRecipe AlphabetSoupWordHunt SoupCanBowling SoupLadleEggRace StoneSoupCoOp SoupIngredientBingo SoupRestaurantRoleplay',
  },
  curry: {
    fitness:
      'CurryPotCurls CurryRiceBagCarry EarnYourCurryNight RunToTheCurryHouse SweatLikeVindaloo CurryJumpingJacks CurrySimmerSquats CurryLungeLadder',
    educational:
      'NameTheCurrySpices WhyCurryFeelsHot JapaneseVsIndianCurry CurryStainRemovalTest GuessThatCurry PinCurryOnAWorldMap CurryOriginsQuiz CurryLeafVsPowder',
    travel:
      'CurryAroundTheWorld CurryHouseCrawl CurryRoadTripRanking NightMarketCurryHunt BestCurryInTown CurryPicnicInThePark CurryFoodFestival CurryLunchboxHike',
    music:
      'CurrySimmerRhythm CurryPotDrumBeat BhangraCurryKitchen SpiceJarShaker MasalaMashup CurryHouseKaraoke CurryRecipeRap CurryDinnerSerenade',
    tech: 'PressureCookerCurryTest AIVsGrandmasCurry CurryGrinderShowdown CurryTimerHack CurrySimmerTimelapse CurryStopMotion MicrowaveCurryChallenge CurrySizzleInSlowMo',
    pet: 'PetNamedCurry CurryColorBandana CurryDinnerCatStare CurryNightCatSupervisor PostCurryDogWalk NoCurryForYou CurryEveningBellyRubs CurryPuppyPortrait',
  },
  bread: {
    music:
      'BreadLoafBongos BaguetteDrumsticks BreadKneadBeat BreadCrustRhythm RockNRollBread BreadWinnerAnthem BreadAndButterBlues BreadBakersChant',
    gaming:
      'BreadShapeCharades GuessTheBreadBlindfolded BreadTowerTopple BreadBagCornhole BreadWinnerGameNight FollowTheBreadcrumbs BreadBingoCards BreadSandwichStackOff',
  },
  bbq: {
    educational:
      'BBQSmokeRingQuiz WhyLowAndSlowBBQ WhereBarbecueCameFrom FourStatesOfBBQ GuessTheBBQWood BBQMythOrFact BBQRubSpiceMap BBQSafeTemperatures',
    tech: 'SmartBBQThermometer BBQSmokeTimelapse BBQBurgerFlipSlowMo AIPitmaster MakeMyBBQLookPro BBQAppVsGrandpa BBQGadgetGauntlet BBQStopMotion',
    gaming:
      'BBQCornholeTourney BBQSpadesShowdown BBQDominoesTable BBQSackRace BBQWaterBalloonToss HorseshoeHeroes BBQBlockTowerTopple BBQLawnBowls',
    travel:
      'BBQCrawlMyTown ParkGrillBBQDay BBQOnTheBeach BBQSauceRoadTrip BBQRoadsideStop BBQUnderTheStars BBQFoodTruckTour BBQCampsiteCookout',
  },
  dessert: {
    fashion:
      'DressLikeADessert SprinkleNailArt CupcakeCouture DessertInspiredOutfit DessertCharmBracelet DessertColorsOutfit DessertHairClips DessertPrintPajamas',
    art: 'DessertStillLife DessertClayMiniatures GiveYourDessertAFace DessertSprinkleMosaic DrawYourDreamDessert DessertSauceSwooshArt PaintYourDessert DessertFeltFood',
    pet: 'PetSafeDessert DessertStareDown PupcakeParty DessertForDogsOnly DessertPolicePup KittenBirthdayTreat DessertPatienceTest DessertFrozenBananaBites',
  },
  chocolate: {
    dance:
      'ChocolateBarShuffle ChocolateFactoryGroove WiggleForChocolate TruffleTwoStep ChocolateBunnyHop ChocoholicHustle ChocolateCoinSpin ChocolateWrapperDance',
    music:
      'ChocolateSnapRhythm ChocolateWrapperBeat ChocolateBoxDrums SerenadeYourChocolate PureImaginationCover ChocolateRainRemix ChocolateJingleWriteOff ChocolateLoveSongDuet',
    pet: 'ChocolateLabZoomies ChocolateCoatGlowUp ChocolatePlushFetch CatInAChocolateBox DogSafeFakeChocolate ChocolateFurNapTime ChocolateSqueakToy ChocolateBrownPupPortrait',
  },
  cheese: {
    music:
      'CheeseGraterBeat CheeseWheelDrumSolo FondueCheeseJazz CheeseWrapperRhythm CheddarChorus WriteAnOdeToCheese CheesyPopSingOff CheesePunRap',
    art: 'CheeseSliceMosaic CheeseBoardStillLife SayCheesePortrait SwissCheeseHolePrints CheeseWaxSculpture CheddarSkyline CheeseLabelDesign CheeseSculptOff',
    pet: 'CheeseWrapperTest PetSaysCheese CheesePlushToyFetch MouseAndCheeseCatWand CheeseBoxCatFort WillWorkForCheese CheeseWedgeBed CardboardCheeseMaze',
  },
  spicy: {
    educational:
      'WhySpicyFoodBurns HotSauceScience SpicyMilkVsWaterTest SpicyTradeRouteMap BirdsCantTasteSpice GuessThePepperHeat SpicyMythOrFact SpicySeedsVsSkin',
    pet: 'SpicyCatAttitude SpicyKittenSideEye SpicyPepperPlushFetch IsYourPetSpicyOrSweet SpicyDogGrumbles ZeroToSpicyZoomies SpicyBunnyBinkies SpicyHamsterNameIdeas',
  },
  avocado: {
    wellness:
      'AvocadoFaceMaskNight AvocadoToastRitual AvocadoPitSprouting SlowAvoMorning AvocadoMindfulPeel GuacAndUnwind AvocadoOilHairTreat AvocadoSaladBowlBreak',
    tech: 'AvocadoRipenessCam AvocadoPitTimelapse AvoToastGadgetTest AIPicksRipeAvocados AvocadoPhotoLighting WillItRipenApp ZoomIntoAnAvocado AvocadoStopMotion',
    pet: 'AvocadoSnuffleMat AvocadoPlushFetch AvoBedCatNap PupInAvocadoCushion AvocadoKittyBlanket AvocadoPillowPileUp SquishyAvocadoToyHunt FeltAvocadoHideaway',
    gaming:
      'AvocadoSpoonRace AvocadoBlindTasteGame AvocadoMemoryCards AvocadoRipeOrNotQuiz AvoPitCornhole AvocadoBowling HotPotatoAvocado AvocadoTicTacToe',
  },
  egg: {
    music:
      'EggShakerJam EggSlicerHarp EggCartonDrums EggCrackBeat EggTimerTechno YolkFolkSong EggSpoonTapRhythm EggBalladForBreakfast',
    pet: 'ScrambledEggDogTopper KittenVsRollingEgg CatVsEggShaker EggCartonPuzzle EggHuntForPups EggTrayTreatSearch EggShapedSnuffleMat BackyardHenEggCheck',
  },
  travel: {
    art: 'TravelJournalSketch TravelTicketCollage TravelPhotoWalk TravelInWatercolor PaintAPostcardHome MapTheMemories TravelStampDoodles TravelSouvenirShadowBox',
    pet: 'CatInTheSuitcase PetTravelBuddy PuppyPassportPhoto TravelCarrierTrial TravelingDogVlog KittenTravelTest TravelWaterBowlHack TravelPetPackingList',
    gaming:
      'TravelGuessTheCity TravelTriviaNight TravelChessOnTheTrain TravelBingo TravelSolitaireRace PassportStampQuest TravelLicensePlateGame TravelTwentyQuestions',
  },
  camping: {
    dance:
      'CampsiteShuffle CampfireGroove CampingLanternSway SleepingBagCampHop HeadlampRave TentPoleTango CampingFlashlightDisco CampingRainPonchoDance',
    music:
      'CampfireSingAlong CampingGuitarJam CampingHarmonicaTune KumbayaRemix HappyCamperChorus TentRainASMR CampoutLullaby CampingPotLidDrums',
  },
  mountain: {
    fitness:
      'MountainClimbers MountainBackpackMarch MountainLegsMonth MoveMountainsHIIT StairsToEverest PeakPerformanceCircuit MountainWallSit MountainStepUps',
    gaming:
      'KingOfTheMountain MountainGoatCharades MountainTriviaNight BuildTheTallestMountain MountainCabinBoardGames NameThatMountainQuiz MountainRescueRoleplay MountainCardTowerDuel',
  },
  island: {
    educational:
      'HowIslandsForm AnimalsOnlyOnIslands CoralIslandAtolls IsAustraliaAnIsland BiggestIslandsRanked IslandBirdBeaksLab VolcanicIslandModel GuessTheIslandShape',
    pet: 'IslandDogBeach IslandPuppyPaddle IslandKittenHammock IslandTikiPetBed IslandSandDigForFido AlohaPupLuau IslandHermitCrabHome IslandCatShadeNap',
    gaming:
      'IslandCastawayCharades IslandSurvivalRun IslandMapBoardGame ShipwreckIslandEscape FiveStarIslandRating IslandTreasureHunt IslandWouldYouRather DesertIslandDraft',
  },
};
