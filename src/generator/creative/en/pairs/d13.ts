import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  son: {
    dance:
      'FatherSonDanceOff MotherSonWaltz SonTeachesMeTheTrend SonKitchenGroove SonCallsTheFreeze CopyMySonsMoves SonLeadsTheConga SonPiggybackSway',
    fitness:
      'SonVsDadPushUps SonPiggybackSquats SonJumpingJackDuel FatherSonPlankOff SonSoccerDrills SonSpotsMe SonCountsMyReps SonBikeRideTogether',
    funny:
      'SonImpersonatesDad DecodeMySonsGrunts SonExplainsSlang SonsCorniestJoke SonRatesMyCooking MySonTheCritic SonNarratesMyLife SonGuessesMyAge',
    cooking:
      'SonFirstPancakes FatherSonSandwichOff SonLunchboxPacking SonBreakfastChef SonVsMomBakeOff PizzaNightWithMySon SonMakesTheSalad SonTacoTuesday',
    wellness:
      'FatherSonWalkAndTalk SonsBigBedtimeQuestion SonGratitudeNote SonBreathingBuddy SonStargazingNight SonsetStroll SonHugItOut SonScreenFreeEvening',
    speed:
      'SonVsDadRace SonShoeTieTimer SonBlockBuildBlitz SonRoomCleanSprint SonSchoolMorningRush SonPacksHisBagIn60 OutrunMySon SonLaundryFoldDash',
    music:
      'FatherSonDuet SonDrumSolo SonBeatboxBattle YouAreMySonshine SonsFirstGuitarLesson SonPicksTheSong SonKitchenConcert SonLullabyForDad',
    art: 'SonDrawsMe SonComicStrip SonClayDinosaur FatherSonBuildProject SonsFridgeGallery DoodleWithMySon SonChalkMasterpiece SonPaintsMyPortrait',
    pet: 'SonsFirstPuppy SonWalksTheDog SonReadsToTheCat SonTrainsThePup MySonsNewKitten SonBuildsAPetFort SonFeedsTheFish SonBrushesTheBunny',
    gaming:
      'SonShowsMeHowToPlay SonHandsMeTheController SonVsMomKartCup FatherSonGameNight SonRatesMyGaming CheckmateBySon SonBeatsMeAtCheckers SonInventsNewRules',
    travel:
      'FatherSonRoadTrip SonPlansTheDay SonStadiumTour SonCampingWeekend SonLeadsANatureWalk MotherSonGetaway SonPicksTheTrail SonMapsOurBusRoute',
  },
  song: {
    dance:
      'SongLyricMoves SongBridgeFreeze OneSongChoreo SongChorusStomp ShuffleModeDance SongSwitchUp SongSlowMoSpin SongFirstVerseGroove',
    fitness:
      'SongLengthPlank SongChorusSquats SongVerseBurpees WallSitTillSongEnds OneSongMile SongLongStairClimb SongTitleLunges SongBeatJumpRope',
    funny:
      'SongMisheardLyrics SongWrongGenre DramaticSongEntrance OnlyKnowTheChorus HumTheSongBadly SongStuckSinceTuesday SongReadAsPoetry SongAboutMyChores',
    prank:
      'SongLyricTexts SurpriseSerenade SongQueueTakeover SongOnlyReplies SameSongAllDay DedicateASong SecretSongMessage SongDoorbellChimeSwap',
    educational:
      'SongLyricMeaning SongTempoMath HowChorusesWork LearnItWithASong WhySongsGetStuck CountTheSongBeats SongStructureBreakdown WhatYearIsThisSong',
    cooking:
      'SongLengthRecipe SongLyricCookies BakeToTheAlbum CookTheSongTitle SongTimedBoiledEgg SingWhileItSimmers SongInspiredSmoothie SongChorusSandwichStack',
    travel:
      'SongForEveryCity FamousSongPlaces SongAboutMyHometown GoWhereTheSongSays SongForTheTrainWindow LearnALocalSong SongAtTheSummit SongBusRidePlaylist',
    fashion:
      'SongDropLookSwap SongDecadeOutfit AlbumCoverCosplay DressAsASongTitle SongLyricTeeDIY WearTheSong SongOutfitMatch SongColorPalette',
    wellness:
      'SongOfGratitude SongMemoryJournal OneSongStretch ShareYourComfortSong SingTheStressAway SongForMyMood SongBeforeBedRitual SongSunriseListening',
    tech: 'SongFromPhoneSounds LyricVideoEdit SongGreenScreenCameo AIWroteMySong HumItFindTheSong SongOnAFreeApp SongRemixInAnHour SongVoiceMemoDemo',
    pet: 'DogPicksTheSong CatNapLullaby HowlAlongSong KittyThemeSong PetReactsToMySong SongThatMakesTailsWag SongForMyPup SongForTheGoldfish',
    gaming:
      'SongLyricBingo SongHotPotato SongEmojiQuiz SongCharades SongMusicalChairs HumItGuessIt PictionarySongTitles SongIn3NotesDuel',
  },
  souvenir: {
    dance:
      'SouvenirSnowGlobeShake SouvenirMaracasMoves SouvenirFanFlutter SouvenirShopShuffle TouristTeeTwist SouvenirHatHop TheSouvenirStrut SouvenirScarfSwirl',
    fitness:
      'SouvenirSuitcaseLift SouvenirMugCurls SouvenirBackpackLunges SouvenirHaulSquats SouvenirBeachTowelYoga CarryTheSouvenirs SouvenirBagSideBends SouvenirHuntStepCount',
    funny:
      'TackiestSouvenirAward SouvenirIKeptForMyself SouvenirRegiftReveal AllIGotWasThisShirt SouvenirGuessingGame SouvenirRegretHaul SouvenirAuctionParody SouvenirMysteryObject',
    prank:
      'SouvenirPostcardFromHome SouvenirMagnetSneak TinyEiffelInTheFridge FakeMarsSouvenir SouvenirKeychainHunt WorstSouvenirSurprise SouvenirSwitcheroo SouvenirOfTheBackyard',
    educational:
      'SouvenirHistoryIn60 SouvenirOriginStories SouvenirFlagMatchGame SouvenirLanguageLesson SouvenirCountryQuiz SouvenirMapChallenge SouvenirCraftRoots SouvenirLabelCheck',
    fashion:
      'SouvenirTeeRestyle SouvenirJewelryStack SouvenirPinJacket WearEverySouvenir SouvenirShopOutfitDare SouvenirScarfTricks SouvenirHatLineup SouvenirPatchesOnDenim',
    speed:
      'SouvenirShelfTidyDash SouvenirPackingRace MagnetSortSprint SouvenirWrapBlitz GuessTheSouvenirFast TenMinuteSouvenirHunt SouvenirUnpackOff SouvenirLabelingRush',
    art: 'SouvenirShadowBox SouvenirTicketCollage PostcardWatercolor SouvenirSnowGlobeDIY SouvenirStillLife SketchEverySouvenir SouvenirMagnetMural SouvenirMapScrapbook',
    tech: 'SouvenirStopMotion SouvenirShelfTimelapse DigitalPostcardMaker SouvenirVirtualMuseum AIGuessesMySouvenir SouvenirUnboxingVlog SouvenirAudioMemories SouvenirPhotoCatalog',
    pet: 'SouvenirForMyPet SouvenirChewToyHaul SouvenirFishTankOrnament SouvenirPlushFetch SouvenirBlanketCatNap TouristPupPortrait KittenRatesSouvenirs SouvenirCollarTag',
    gaming:
      'SouvenirMagnetMap PassportStampBingo SouvenirCollectQuest SouvenirGuessTheCountry SouvenirDeckGameNight SouvenirScavengerRun TriviaForSouvenirs SouvenirMemoryMatch',
    wellness:
      'SouvenirMemoryShelf SouvenirJournaling SouvenirStoryNight SouvenirGratitudeWall KeepsakeCalmCorner SouvenirJarOfTickets ThankYouSouvenirNote SouvenirScentRecall',
    music:
      'SouvenirMusicBox SnowGlobeLullaby SongForEverySouvenir SouvenirBellJingle PlayYourSouvenir SouvenirRainStick TambourineSouvenirJam SouvenirWhistleSolo',
  },
  spa: {
    dance:
      'SpaSlipperShuffle SpaTowelTwirl SpaCucumberBoogie FaceMaskFreezeDance SpaRobeMoonwalk SpaCongaLine SpaNightSalsa SpaMusicSlowSway',
    educational:
      'SpaHotSpringScience SaunaCultureQuiz SpaWordOriginGuess HowRomanSpasWorked SpaMineralWaterTest SpaMaskMythBusting TrueOrFalseSpaFacts SpaIngredientsDecoded',
    cooking:
      'SpaWaterInfusions SpaCucumberSandwiches SpaDaySnackBoard SpaGreenSmoothie SpaNightMocktails SpaRobeBrunch MatchaSpaLatte SpaYogurtParfait',
    fashion:
      'SpaHeadbandThreeWays SpaRobeToStreet SpaDayFitCheck SpaSlipperRunway SpaScrunchieStack SpaLoungeSetGlowUp SpaAllWhiteLook SpaTurbanTowelTwist',
    speed:
      'SpaNightIn15 TowelSwanSpeedFold SpaDaySetupRace SpaNailPaintBlitz SpaBathBombFizzTimer FastestSpaFacial SpaRobeQuickTie SpaPillowFluffRush',
    music:
      'LofiBeatsToSpaTo WhaleSoundsSpaRemix RainstickLullaby SpaWindChimeTune WaterGlassSpaSymphony SpaPanFluteCover BubbleBathSpaBallad SpaRobeKaraoke',
    art: 'SpaSoapStamping SpaBathBombDesign PaintMeInMySpaMask SpaCandleCraft PaintYourSpaDay HandLetterASpaMenu SpaStoneStacking SpaPebbleMandala',
    tech: 'SpaFilterVsRealMask SpaPlaylistSwap SpaRainSoundsTest CanAnAppBeMySpa PutYourPhoneInSpaMode AIPlansMySpaDay SpaSelfieBeforeAfter SpaVideoCallWithFriends',
    gaming:
      'SpaNightCardTourney BuildASpaInMinecraft SpaMaskPokerFace CharadesInASpaRobe SpaDayBoardGame SpaNailPolishBingo SpaPuzzleMarathon SpaScentGuessingRound',
    fitness:
      'SweatThenSpa SpaDayYoga PlankTillYourSpaMaskDries SpaTowelStretch EarnYourSpaNight FoamRollAndRelax SquatsInASpaRobe SpaPilatesCoolDown',
    travel:
      'SpaDayOnAShoestring PackMySpaBagWithMe TurnYourHotelIntoASpa HotSpringsRoadTrip SpaWeekendAway SpaResortTour RateEverySpaInTown SpaRetreatPackingList',
  },
  spaceship: {
    dance:
      'SpaceshipMoonwalk SpaceshipWarpSpeedShimmy SpaceshipOrbitSpin SpacewalkShuffle SpaceshipSlowMoFloat BlastOffBoogie SpaceshipRobotArms SpaceshipCountdownFreeze',
    fitness:
      'SpaceshipLaunchJumps SpaceshipOrbitLaps SpaceshipBlastOffBurpees SpacewalkSquats ZeroGravityCore SpaceshipCadetBootcamp SpaceshipCrewPlank SpaceshipMoonHopLunges',
    cooking:
      'SpaceshipCookies SpaceshipPlanetPizzas SpaceshipLayerCake SpaceFoodAtHome SpaceshipSnackPacks CupcakeLaunchpad SpaceshipBentoBox SpaceshipShapedSandwich',
    fashion:
      'SpaceSuitFitCheck SpaceshipSilverJacket PaintASpaceshipTee SpaceshipCaptainLook SpaceshipMissionPatch DressLikeASpaceshipPilot SpaceshipCrewUniform SpaceshipSneakerGlow',
    gaming:
      'SpaceshipSpeedrun SpaceshipCaptainSays SpaceshipAsteroidDodge SpaceInvadersRematch PaperSpaceshipFlyOff SpaceshipImpostorRound SpaceshipDogfightDuel SpaceshipBoardGameBuild',
    tech: 'GreenScreenSpaceshipRide StopMotionSpaceshipLaunch SpaceshipLEDBuild SpacecraftAIVoice SpaceshipInYourRoomFilter MissionControlDesk SpaceshipSoundEffectsMix SpaceshipAppDesign',
    prank:
      'SpaceshipFortReveal SpaceshipHallwayPortal GlowStarSpaceshipRoom SpaceshipSnackDelivery MissionControlWakeUp AlienVisitSurprise SpaceshipInTheYard SpaceshipBoardingPass',
    educational:
      'HowSpaceshipsLand SpaceshipEggDrop SpaceshipPaperGliderTest NameThatSpacecraft WhySpaceIsSilent BottleRocketScience SpaceshipPartsQuiz SpaceshipBalloonThrust',
    music:
      'SpaceshipBeepBoopBeat SpaceshipAlienChorus SpaceshipCountdownChant MakeSpaceshipNoises SpaceThemeCover WarpSpeedBeat SpaceshipEngineHum SpaceshipLaunchAnthem',
    travel:
      'SpaceCenterTour SpaceshipPlanetariumShow RideASpaceshipSimulator SpaceshipMuseumHop WatchALaunchLive SpaceshipPlaygroundHunt SpaceshipDinerStop SpaceshipToyStoreHunt',
    speed:
      'SpaceshipFoldIn60 SpaceshipLegoBlitz SpaceshipSuitUpSprint CardboardSpaceshipRush SpaceshipBuildCountdown StrawRocketDistance SpaceshipBalloonRace SpaceshipPaperPlaneDash',
  },
  spain: {
    dance:
      'FlamencoFaceOff SpainHandClapChallenge DanceLikeYoureInSpain SpainPaperFanTwirl SpainMacarenaRevival SpainFiestaStomp RainInSpainShuffle HeelTapSpain',
    educational:
      'SpainTilePatternMath SpainPhraseOfTheDay SpainRegionsQuiz WhatSpainGaveTheWorld GuessTheSpainFestival WhySpainEatsLate SpainMapFromMemory SpainInTenWords',
    cooking:
      'SpainChurroDunk SpainTortillaFlip SpainPaellaAtHome SpainTapasTuesday SpainTomatoToast SpainGazpachoShots SpainOliveOilTasting SpainCroquetaCrunch',
    fashion:
      'SpainEspadrilleStyleOff SpainPolkaDotStyle SpainFlamencoDress MadridToMarbellaFit SpainLinenShirtLook SpainHolidayGlowUp GuessMySpainCityOutfit SpainPackingCapsule',
    wellness:
      'SpainSiestaReset SpainStyleEveningStroll MediterraneanSeaDip SpainSunsetCalm LongLunchLikeSpain LiveOnSpainTimeForADay PhoneFreeSpainDinner SpainPlazaPause',
    art: 'SpainInWatercolor SpainMosaicArt SpainTilePainting SpainFlagFingerPaint SpainMeltingClocks SketchASpainPostcard CubistSpainSelfie SurrealSpainCollage',
    tech: 'TranslateASpainMenu SpainSpeechToTextTest SpainOfflineMapsPrep SpainTrainTimesApp SpainTripTechKit AIPlansMySpainWeek SpainStreetViewTour SpainHyperlapse',
    gaming:
      'GeoGuessrSpainOnly SpainTapasBingo SpainCardGameFaceOff SpainTriviaNight SpainDominoesPlaza GuessThatSpainCity SpainPetanqueDuel SpainMapPuzzle',
    prank:
      'SpainFiestaWakeUpCall SpainTapasPicnicSurprise SpainFlamencoAtBreakfast SpainPostcardMystery SecretPaellaNight SpainSiestaClosedSign SpainDinnerAtMidnight SpainInTheLivingRoom',
    music:
      'SpanishGuitarCover SpainFlamencoBeat SpainMacarenaMashup SpainRumbaJam SpainSongOfSummerDuet SpainHandClapRhythm SpainSerenade StrumForSpain',
    pet: 'PupScoresForSpain SpainFlagBandanaDog SpainSunbeamCat SpainSiestaWithMyCat SpainPuppyPlaza TeachMyDogSpanish NapLikeSpain OleSpinForSpain',
    funny:
      'SpainLateDinnerShock SpainTwoKissGreeting SpainTortillaDebate TapasOrderingChaos TryingSpainSiestaAtWork SpainSnackTasteTest LostInSpainTranslation TouristsInSpainBeLike',
  },
  'spider web': {
    dance:
      'SpiderWebWiggle SpiderWebTangleFreeze WalkedIntoASpiderWeb CobwebCrawlStep SpiderWebShimmyEscape ItsyBitsyBounce StuckInASpiderWeb SpiderWebLimbo',
    fitness:
      'SpiderWebYarnMaze SpiderWebPushUps SpiderLungeCircuit SpiderCrawlChallenge SpiderWebAgilityLadder WebSlingerSquats DodgeTheSpiderWeb SpiderWebHighKnees',
    prank:
      'SpiderWebYarnDoorway GummySpiderSurprise SpiderWebOnTheirDesk SpiderTreatTrail CottonCobwebCorner SpideySenseTest FakeSpiderWebOnMug FridgeSpiderWeb',
    educational:
      'HowSpiderWebsAreMade SpiderSilkVsSteel SpiderWebGeometry CobwebOrSpiderWeb WhySpidersDontStick SpiderWebLookNoTouch SpiderWebSpokeCount MistASpiderWeb',
    travel:
      'SpiderWebDewHike SpiderWebPhotoWalk SpotTenSpiderWebs MistyMorningCobwebs SpiderWebParkSafari SpiderWebRoadTripBingo BiggestSpiderWebHunt SpiderWebByTorchlight',
    fashion:
      'SpiderWebTights SpiderWebNailArt SpiderWebFitCheck CobwebLaceLook SpiderWebEarrings SpiderWebHairClips SpiderWebEyeliner DIYSpiderWebCollar',
    art: 'SpiderWebStringArt SpiderWebDewPhoto SpiderWebEmbroidery ChalkASpiderWeb SpiderWebCottonArt SketchASpiderWeb SpiderWebSprayPaint PopsicleSpiderWeb',
    music:
      'ItsyBitsySpiderRemix SpiderWebHarpPluck SpiderWebLullaby SpiderManThemeCover SpiderWebStringBeat SpiderWebKazooTune RubberBandSpiderWeb SpiderWebSynthLoop',
    pet: 'SpiderWebPetBandana PetReactsToSpiderWeb SpiderWebTunnelPounce CatVsCobweb SpiderWebFeatherTeaser SpiderWebShadowChase SpiderWebTreatHunt SpiderWebPhotoBooth',
    speed:
      'SpiderWebEscapeRace SpiderWebCleanupDash SpinASpiderWebIn60 CobwebUntangleTimer WebWeavingSprint DodgeTheYarnWeb SpiderWebToyRescue SpiderWebBallToss',
  },
  spoons: {
    dance:
      'SpoonsVictoryDance SpoonsLoserDoesTheWorm SpoonsGrabAndSpin PassTheCardShimmy SpoonfulOfSugarStep WinnerTableWiggle LastSpoonLimbo SpoonsChampMoonwalk',
    fitness:
      'LastSpoonBurpees SpoonsWallSitRound SpoonsLungeReach PlankAndGrabSpoons SquatForTheSpoon SprintToTheSpoons SpoonsPushUpPenalty SpoonsJumpingJacks',
    funny:
      'SpoonsSneakyGrab LastSpoonDrama SpoonsPokerFaceFail SpoonsGrandmaWins SpoonsDiveForIt WhoGrabbedTheSpoonFirst SlowMoSpoonSnatch TrashTalkSpoons',
    cooking:
      'SpoonsWinnerGetsPie SpoonfulDessertCups ChocolateDippedSpoons SpoonsLoserMakesPopcorn WoodenSpoonBakeOff SpoonsAndSundaes SpoonsCookieBet LastSpoonCooksDinner',
    travel:
      'SpoonsAtTheCabin SpoonsAirportLayover SpoonsAtThePark SpoonsOnTheTrain SpoonsRoadTripStop PackADeckAndSpoons HostelSpoonsDuel BeachBlanketSpoons',
    wellness:
      'SpoonsUnpluggedNight SpoonsFamilyLaughs SpoonsInCozyPajamas SpoonsGrandparentTime LaughingTillTears TeachAKidSpoons GoodSportSpoons SundaySpoonsRitual',
    art: 'PaintedSpoonDolls SpoonsWindChime UpsideDownSpoonSelfie BentSpoonSculpture SpoonsHangingMobile SpoonPrintStamps SpoonMosaicMirror SpoonPuppetShow',
    gaming:
      'LastSpoonStanding FourOfAKindRush SpoonsTournament SpoonsTwoDeckShowdown TwentyPlayerSpoons SpoonsSuddenDeath SpoonsBlindfoldRound SpoonsKingOfTable',
    fashion:
      'SpoonRingLook SpoonsLuckySocks SpoonsCardPrintDress SpoonsGameNightFit ForkAndSpoonEarrings TeamSpoonsTees SpoonHairClip SpoonsChampionSash',
  },
  spork: {
    educational:
      'SporkHistoryIn60 InventASporkWord SporkDesignFlaws SporkOrFoon SporkScoopPhysics TitaniumVsPlasticSpork SporkPatentHunt SporkVsSpoonSoupTest',
    cooking:
      'SporkOnlyDinner SporkRamenHack SporkChiliBowl SporkSundae SporkSpaghettiDare OneSporkMealPrep FiveDollarSporkFeast SporkSaladBar',
    wellness:
      'ReusableSporkWeek MindfulSporkMeal SporkPorchCalm SporkSunriseBreakfast NoPlasticSporkPledge SporkPicnicOutside SporkSavorEachBite SporkGratitudeLunch',
    prank:
      'SporkSilverwareSwap GooglyEyeSporks SporkBouquet FormalSporkDinner GiantSporkSurprise SporkInEveryDrawer SporkTakeover SporkInTheirLunchbox',
    music:
      'OdeToTheSpork PlayTheSporks SporkGlassTune SporkDrumSolo SporkPotLidJam SporkSymphony BeatboxWithASpork SporkSpoonsRhythm',
  },
  sport: {
    dance:
      'SportVictoryDance SportEndZoneMoves SportSidelineCheer SportsDayShuffle CopyASportCelebration TouchdownTwoStep SportsMascotMambo SportStretchToTheBeat',
    educational:
      'SportRulesQuiz SportStatsMath SportBallSpinScience TryAWeirdSportAtHome WhoInventedYourSport AthleteBrainScience GuessTheSportBySound SportShoeGripTest',
    fashion:
      'SportVintageTeeLook SportGymToDinner CourtsideOutfit DressLikeYourSportIdol SportJerseyRestyle SportSneakerFaceOff OneSportsCapFiveWays SportWristbandStack',
    tech: 'SportSlowMoReplay MySportHighlightReel MeasureYourSportJump SportThrowSpeedApp SportStepCounterDuel FilmYourSportLikeTV SportRefereeCam SportPlaybookOnTablet',
    funny:
      'SportCommentatorSkit RefereeForChores AthleteFlopAwards SportFanSuperstitions SportsDadReacts SportBenchWarmerSkit SportscastYourMorning SportPostGameInterview',
    prank:
      'SportAnnouncerWakeUp SportMascotCameo CoachWhistleAlarm SportRefereeAtDinner RivalJerseySwap SportHypeIntroAtHome SportscastTheirNap SportMedalForDishDuty',
    gaming:
      'SportFoosballFinal SportFantasyLeague ActOutTheSport SportMiniGolfAtHome SportPaperFootballFlick SportsGameNight SportTriviaTournament SportBottleCapBasketball',
    travel:
      'SportStadiumTour SportLocalMatchDayOut SportBallparkChecklist AwayGameRoadTrip PlayASportInEveryPark SportsDayAtTheBeach TryASportOnVacation SportCommunityCourtHop',
  },
  'st patricks day': {
    dance:
      'StPatricksDayJig ShamrockShuffle StPatricksRiverdance StPaddysStepDance LeprechaunLeap StPaddysLineDance StPaddysGreenConga StPatricksReelOff',
    cooking:
      'PotOfGoldCupcakes StPatricksDaySodaBread LeprechaunRainbowCake ShamrockShakeAtHome StewForStPaddys StPaddysGreenPancakes StPatricksPotatoSoup StPatricksScones',
    fashion:
      'ShamrockFitCheck CloverHairClips StPatricksHeadToToe StPatricksCozyKnit DressLikeALeprechaun StPatricksDayTopHat GreenNailsStPatricks StPaddysCharmBracelet',
    music:
      'StPaddysTinWhistle StPatricksKazooReel StPatricksDayKaraoke LeprechaunLullaby StPaddysSingAlong StPaddysTableDrumBattle SpoonsForStPatricks StPatricksBalladOff',
    tech: 'LeprechaunTrapCam LeprechaunStopMotionHeist LeprechaunVoicemail StPatricksPhoneFilter StPatricksRainbowLEDs StPaddysWallpaperDesign GreenScreenStPatricks StPatricksTimelapse',
    funny:
      'LeprechaunTrapFail StPatricksDayLuckTest StPaddysHatTooBig StPaddysDyeDisaster ForgotToWearGreen StPaddysCloverHuntFail DadsStPatricksPuns StPatricksNatureDoc',
    art: 'LeprechaunTrapBuild StPaddysRainbowArt StPaddysTissueSuncatcher StPatricksDayChalk BellPepperShamrocks DrawACelticKnot ThumbprintStPatricks StPatricksPotatoStamp',
  },
  stadium: {
    dance:
      'DanceCamAtTheStadium StadiumWaveAtHome StadiumYMCAMoves StadiumStompClap StadiumHalftimeShow StadiumSeatShimmy StadiumCongaLine StadiumMascotShuffle',
    educational:
      'HowTheWaveTravels StadiumSeatCountMath StadiumNoiseScience GuessTheStadiumCrowd ColosseumVsStadium StadiumGrassStripes BiggestStadiumsQuiz StadiumSizeVsYourTown',
    travel:
      'StadiumRoadTrip BallparkBucketList StadiumHopWeekend StadiumFoodCrawl StadiumCheapSeatReview OneGameEveryStadium StadiumTourDiary StadiumMinorLeagueNight',
    fashion:
      'FacePaintForTheStadium StyleYourStadiumJersey StadiumRainPonchoGlam StadiumScarfThreeWays GameDayFitBattle StadiumClearBagStyle StadiumSuperfanLook StadiumBeanieAndMittens',
    speed:
      'StadiumTriviaBlitz StadiumSnackRun FindYourStadiumSeat BeatTheHalftimeClock StadiumCheerIn60 StadiumCleanupRelay StadiumHighFiveRush StadiumBagCheckDash',
    art: 'GetYourStadiumSignOnTV StadiumLegoModel SketchTheStadium StadiumCrowdMosaic TicketStubShadowbox PaperStadiumCollage CardboardStadiumBuild StadiumFoamFingerDesign',
    wellness:
      'StadiumSunsetSeats EmptyStadiumCalm StadiumPhoneFreeGame WinOrLoseGratitude SeventhInningStretch StadiumStepsSlowWalk ThankAStadiumWorker StadiumPicnicOnTheLawn',
  },
  starbucks: {
    prank:
      'StarbucksSurpriseDelivery StarbucksEmptyFakeout PayItForwardStarbucks StarbucksTinyVentiCup StarbucksMenuOnTheFridge StarbucksBaristaRoleSwap StarbucksAtHomeCafe StarbucksLoveNoteSleeve',
    travel:
      'StarbucksInEveryTown StarbucksRoadTripStop StarbucksAirportOrder PrettiestStarbucksHunt StarbucksPatioPeopleWatch StarbucksCityMugHunt StarbucksCrawlByBike StarbucksWindowSeatView',
    art: 'StarbucksCupArt StarbucksSleeveDoodles PaintAStarbucksTumbler FrappuccinoWatercolor StarbucksPeopleDrawing StarbucksSirenRedesign StarbucksLogoMosaic StarbucksStrawSculpture',
    tech: 'StarbucksAppRewardsCheck StarbucksWiFiWorkday AIPicksMyStarbucks MobileOrderVsLine StarbucksDrinkTimeLapse StarbucksCupStopMotion StarbucksLatteArtSlowMo StarbucksSpendingReveal',
    music:
      'MakeAStarbucksLofiBeat StarbucksCafeJazz SingYourStarbucksOrder CupSongWithStarbucks StarbucksEspressoJingle BaristaBeatbox StarbucksBlenderBass StarbucksStrawFlute',
  },
  stargazing: {
    educational:
      'NightSkyQuiz StargazingTimeTravel StargazingTwinkleScience BigDipperStargazing ConstellationStories NorthStarNavigation StargazingMoonPhases StargazingPlanetSpotting',
    music:
      'StargazingPorchSong StargazingPlaylistSwap StargazingTwinkleCover NightSkySerenade StarlightLullaby StargazingHumAlong StrumWhileStargazing StargazingHarmonicaSolo',
    tech: 'NightSkyPhoneShot StargazingSatelliteSpot StargazingRedLightHack StargazingAppTest StargazingNightModeDuel StargazingMoonZoom TimelapseOfStargazing StargazingLongExposure',
    prank:
      'NightSkyPicnicSurprise StargazingFakeUFO StargazingWakeUpCall StargazingMeteorHoax GlowStarCeiling TeddyAstronautLaunch StargazingBackwardsMap StargazingDateForMom',
  },
  statue: {
    travel:
      'StatueHuntInTown StatuePoseCopy FamousStatueTour BiggestStatueRoadTrip StatueSelfieQuest LearnAStatuesStory HighFiveAStatue StatueParkSketchWalk',
    music:
      'StatueSongFreeze MusicalStatues StatueOperaBust LivingStatueBusker StatueBeatDrop StatueSerenade StatueAirGuitarPose StatueHumAlongChoir',
    cooking:
      'StatueChocolateMold ButterSculpture MarbleCakeStatue StatueFondantBust StatuePoseCookies GreekGodGingerbread StatueOfLibertea SugarCubeStatue',
    art: 'StatueClayCopy StatueCardboardBuild StatuePaperMache SketchAStatueInTown TinFoilStatue MiniMeStatue GoldenHourStatueShot StatueSaltDoughBust',
    educational:
      'StatueOfLibertyScaleMath WhyStatuesTurnGreen StatueBalanceTest GuessTheFamousStatue HowStatuesAreMade StatueOrPersonQuiz WhoIsThatStatue StatueMaterialsCompared',
  },
  staycation: {
    gaming:
      'StaycationKartCup StaycationCharadesDay JigsawPuzzleWeek StaycationGameMarathon StaycationScavengerHunt StaycationUnoTournament StaycationTravelBingo StaycationArcadeNight',
    music:
      'StaycationKaraoke StaycationBackyardGig PorchUkuleleHour StaycationVinylNight ResortLoungeSinger StaycationBeachBeats StaycationSingAlongDay StaycationPotsAndPansBand',
    educational:
      'StaycationLanguageWeek BackyardBirdSurvey StaycationLocalLore StaycationStarChart HometownHistoryHunt StaycationMuseumQuest MapYourStaycation StaycationTreeNames',
  },
  stew: {
    gaming:
      'StewChefRoleplay GuessTheStewIngredient BlindfoldStewTasteOff StewVeggieBingo StewPotCharades StewWordScramble StewRollTheDice StewRecipeMemoryMatch',
    travel:
      'IrishStewHunt StewThermosPicnic StewAroundTheWorld BestStewInTown StewPotluckCookOff StewPassportChallenge CozyStewCafeCrawl StewMarketIngredientHunt',
    wellness:
      'StewSmellGratitude WarmBowlWindDown StewQuietSupper StewSundayReset StewNeighborDelivery SlowSimmerStew StewWithAFriend StewBlanketEvening',
    pet: 'StewPotBeggingStare PetNapsWhileStewSimmers CozyRugDogSnuggle StewPuppySmellReaction KittenGuardsTheStew StewNightCuddlePile PupSafeStewRecipe StewCarrotTopsForBunny',
    educational:
      'StewVsSoup WhyStewMeatGetsTender StewNextDayTasteCheck StewSpiceQuiz StewCollagenScience WhereStewComesFrom StewLidOnOrOffTest StewThickenerShowdown',
    music:
      'StewLidCymbals FolkSongForSupper StewPotBubbleBeat StewLadleDrumming StewKitchenBallad SeaShantyForStew StewSpoonXylophone SingTheStewRecipe',
    fashion:
      'StewNightChunkyKnit StewChefHatDIY StewDayCozyFit StewApronRunway DressLikeAStew StewStainProofOutfit StewSeasonLayers StewOvenMittMatch',
    speed:
      'StewBowlStackRace StewSpiceJarSortOff StewRecipeMemoryDash StewTriviaSpeedRound StewPotLidMatchup StewGroceryListSprint StewIngredientGrabRush StewTableSetBlitz',
  },
  sticker: {
    tech: 'StickerLaptopTour StickerPhotoEditApp MakeStickersOnYourPhone StopMotionStickerStory AIDesignsMySticker StickerPeelSlowMo TurnYourselfIntoASticker StickerPrinterTest',
    music:
      'StickerBombedGuitar StickerPeelRhythm StickerNotesOnTheKeys StickerForEveryConcert AlbumArtStickers StickerDrumKit StickerUkuleleMakeover StickerPlaylistCovers',
    cooking:
      'StickerStyleCookies StickerCharacterBento RiceCrackerFaces StickerCakeToppers StickerShapedToast StickerLabelJamJars StickerLookMacarons StickerFruitSaladBowl',
  },
  stopwatch: {
    fitness:
      'PlankHoldOnStopwatch WallSitVsStopwatch StopwatchMileTime BeatYourSplit StopwatchBurpeeLadder StopwatchSprintIntervals StopwatchSquatMinute StopwatchJumpRopeCount',
    fashion:
      'FiveFitsOneTimer GetReadyOnAStopwatch RetroCoachStopwatch SixtySecondStyle StopwatchQuickChange StopwatchPendantLook StopwatchOutfitSwap StopwatchMakeupRace',
    art: 'DrawTillTheTimerBeeps ThirtySecondPortrait StopwatchEyesClosedDraw StopwatchMasterpiece StopwatchDoodleDuel StopwatchStillLife SpeedSketchStopwatch StopwatchClayCreature',
    pet: 'StopwatchSitStayTest StopwatchZoomiesLength PetTrickTimer TreatHuntStopwatch FetchPersonalBest StopwatchComeWhenCalled StopwatchLeashUp StopwatchCatNapTracker',
    gaming:
      'TenSecondStopwatchGame StopwatchRubiksSolve TriviaAgainstTheTimer StopwatchSpeedrun PersonalBestOrBust StopwatchChessBlitz StopwatchJengaTurns StopwatchPuzzleRace',
    tech: 'CodeAStopwatch SmartwatchVsStopwatch StopwatchShortcutTrick StopwatchYourScrolling StopTheStopwatchAt10 AIRefereeTiming StopwatchAppShootout StopwatchPhoneBootRace',
  },
  storm: {
    dance:
      'StormStomp LightningFlashFreeze ThunderClapCombo StormChaserShuffle StormyWeatherSway EyeOfTheStormSpin StormBlanketFortBoogie StormWindArmsWave',
    travel:
      'RainbowAfterTheStorm StormProofYourTrip StormyDayMuseumTrip StormyAquariumVisit WaitOutTheStormCafe StormCozyBookshopHop StormBoardGameCabin StormLibraryAfternoon',
    fashion:
      'StormProofFitCheck RaincoatStyleOff StormCloudNails StormyDayLayers StormRainHatDIY PuddleJumpBoots DressForTheStorm StormUmbrellaMatch',
    art: 'StormySeaWatercolor StormWindowSketch PaintTheStorm StormSkyPastels CottonBallStormClouds StormInAFrame StormLightningCollage StormRainbowCrayons',
    tech: 'LightningSlowMoShot TimelapseTheStorm StormTrackerShowdown ReadTheStormRadar StormPowerBankTest StormReadyPhoneSetup HandCrankStormRadio StormWeatherAppCompare',
    gaming:
      'OutrunTheStorm StormOutsideUnoInside StormBlackoutCharades StormyNightBoardGames StormDiceQuest StormFlashlightCards StormPuzzleMarathon StormTriviaByLantern',
    prank:
      'StormCloudOverDesk StormFortSurprise StormSnackStash StormRainbowBreakfast LightningBoltNotes PaperRaindropCeiling StormSprayBottleRain StormSoundsFromTheCloset',
  },
  stress: {
    fitness:
      'StressBustingRun SweatOutTheStress DeskStressStretch ShadowBoxYourStress BurpeesNotWorries StressPillowPunches StressLessSquats StressWalkAroundTheBlock',
    educational:
      'StressMythOrFact StressFightOrFlight HowStressAffectsSleep DrawTheStressCurve BoxBreathingScience WhatStressDoesToYou IsAllStressBad StressHormoneDiagram',
    travel:
      'StressFreePacking DeStressDayTrip AirportStressSurvival LeaveStressAtTheBeach LoseStressInTheWoods OutOfOfficeEscape StressLessSideStreets StressReliefGardenVisit',
    speed:
      'StressBallSqueezeRace BubbleWrapStressPop DeStressIn60Seconds ShredYourStressList BrainDumpBlitz StressTidyDash StressEmailCleanout StressPaperCrumpleToss',
    art: 'ScribbleOutTheStress DoodleAwayTheStress StressMonsterDrawing DIYStressBall ColorOutsideTheLines SquishAndSculpt StressInkBlots StressPatternTiles',
    pet: 'StressFreeVetVisit DogCuddleStressBreak PurrTherapyDeStress DoesMyPetSenseStress PuppyPileHour StressLessSniffWalk StressMeltingSnuggles StressReliefFishWatching',
    tech: 'StressReliefAppTest StressHeartRateCheck StressFreeHomeScreen AskAIToDeStress DoNotDisturbDay NotificationDetox StressLessPhoneWeek StressBreathingWidget',
    fashion:
      'ComfyDeStressFit ExamStressUniform StressedVsRestedLook FidgetStressBracelet StressLessWardrobe SweatpantsSerenity StressFreeOutfitPlanning StressReliefFuzzySocks',
  },
  suitcase: {
    educational:
      'XRayOfASuitcase SuitcaseRollVsFold SuitcaseInventionStory LuggageWeightMath CabinSizeRulesQuiz SuitcaseWheelsHistory HowMuchFitsInASuitcase SuitcaseMaterialsCompared',
    tech: 'SuitcaseTrackerTag SuitcasePackingTimeLapse SuitcaseCableChaos LuggageScaleGadget PowerBankRulesCheck WhatsInMyTechPouch TrackMySuitcaseLive SuitcaseSizeByPhone',
    gaming:
      'TetrisYourSuitcase SuitcaseLockCodeHunt SuitcaseEscapeRoom SuitcasePackingPuzzle UnpackingSpeedrun SuitcaseFitItAllGame GuessMySuitcaseWeight LostLuggageMystery',
    fitness:
      'SuitcaseFarmerWalk SitAndZipSquat StairsWithASuitcase SuitcaseCarry OverheadBinPress LuggageLunges SuitcaseRowReps SuitcaseSideBends',
    prank:
      'SuitcaseGooglyEyes BalloonsInTheSuitcase SuitcaseSockSurprise SuitcasePlushieStash SuitcaseSnackSneak StowawayTeddy LuggageTagWithASillyName SuitcaseWelcomeHomeSign',
    wellness:
      'PackALighterSuitcase SuitcaseSelfCareKit SuitcaseUnpackingCalm SuitcaseMinimalism SuitcaseToSofaReset TravelLightLiveFree SuitcaseSleepMaskNap SuitcaseHomecomingRitual',
    art: 'SuitcaseMapCollage SuitcaseDiorama PassportStampSuitcase VintageLuggageDecor HandLetteredBagTag PaintYourCarryOn SuitcaseStickerBomb SuitcaseMemoryScrapbook',
    cooking:
      'SuitcaseCakeBake CookWhatsInMySuitcase SuitcaseSnackPack DinnerFromMySuitcase SuitcaseKettleRamen CarryOnCharcuterie SuitcaseSouvenirFeast SuitcasePicnicSetup',
    fashion:
      'SuitcaseTenPieces SuitcaseThreeOutfitsOnly SuitcaseOutfitGrid MatchYourLuggage AirportLayeringLook JetSetFitCheck OneSuitcaseTwoWeeks SuitcaseScarfFiveWays',
  },
  'summer camp': {
    cooking:
      'SummerCampSmores SummerCampFlapjacks SleepawayCampSnacks SummerCampHotDogs DutchOvenCobbler FoilPacketDinner SummerCampBugJuice SummerCampTrailMix',
    gaming:
      'SummerCampDodgeball ColorWarFinals SleepawayCampUno CaptureTheFlagNight SummerCampTriviaBowl SummerCampWerewolf SummerCampBingo SummerCampFlashlightTag',
    educational:
      'SummerCampKnotTying SummerCampNatureScience SummerStarMap SummerCampFirstAid SummerNightSkyQuiz FindNorthNoCompass SummerCampBirdCall SummerCampTreeSpotting',
    tech: 'SummerCampDayTimelapse CountdownToSummerCamp SummerCodingCamp SummerCampPhotoDump SummerCampMovieTrailer WalkieTalkieSummerCamp SummerCampVlog SummerCampMemoryReel',
    fitness:
      'SummerCampSwimTest CanoePaddleWorkout TrailRunToTheLake SummerCampBootcamp SummerCampCrabWalk SummerCampMorningLaps SummerCampSackRace SummerCampTugOfWar',
    fashion:
      'SummerCampFitCheck SummerCampTieDye CampCounselorLook OneBandanaTenWays SummerCampCozyHoodie SummerCampThrowback SummerCampNameTags SummerCampHatCollection',
  },
  'super bowl': {
    dance:
      'SuperBowlCelebrationDance SuperBowlEndZoneMoves HalftimeShowAtHome SuperBowlCheerKicks TouchdownTwoStep SuperBowlSundayStomp DoTheSuperBowlShuffle SuperBowlVictoryJig',
    speed:
      'SuperBowl40YardDash SuperBowlTriviaRush FastestDipBuild SuperBowlCleanupBlitz SuperBowlJerseySwap SuperBowlSetupRace SuperBowlChipRelay BeatTheSuperBowlClock',
    art: 'SuperBowlLogoRedesign StadiumDiorama SuperBowlFanSign SuperBowlFoamFinger SuperBowlTrophyInClay DrawTheSuperBowlMVP DesignASuperBowlRing SuperBowlPixelArt',
    prank:
      'SuperBowlTeamSockDrawer SuperBowlFakeAd SuperBowlRivalColors SuperBowlMascotCameo FoamFingerAmbush HiddenJerseyReveal SuperBowlDeskTakeover SurpriseSuperBowlParty',
    gaming:
      'BigGameBingo ActOutTheSuperBowlAds SuperBowlTriviaNight PaperFootballSuperBowl SuperBowlHandoffRelay SuperBowlYardScrimmage SuperBowlHeadsUp SuperBowlFantasyDraft',
  },
  superhero: {
    dance:
      'SuperheroLandingDance SuperheroSlowMoStrut FlyLikeASuperhero SpinInASuperheroCape SidekickShuffle SuperheroKapowMoves SuperheroFreezeFrame SuperheroPowerPoseGroove',
    fitness:
      'SuperheroBurpeeSquad SuperheroSmashSlams TrainLikeASuperhero SuperheroFlyingHold CapedCrusaderCardio SidekickSpotsMe SuperheroPlankOff SuperheroShieldPushUps',
    prank:
      'SuperheroIdentityReveal SuperheroSignalOnWall SuperheroChoreRescue SuperheroVillainAmbush SuperheroWindowCameo HeroEntranceMusic SuperheroSwoopsIn SuperheroSnackDelivery',
    travel:
      'SuperheroCityWalk SuperheroMuralHunt SuperheroComicShopHop SuperheroLandmarkPose SuperheroCapeDayOut SuperheroSkylineHunt SuperheroLibraryQuest SuperheroMuseumOuting',
    fashion:
      'SuperheroCapeLook SuperheroEverydayFit ClarkKentToSuperhero DressLikeASuperhero HeroInDisguise BudgetSuperheroCosplay SuperheroLogoTee SuperheroMaskMakeup',
    pet: 'SuperheroTreatQuest SuperheroDogRescueRun SuperheroPetPowersReel BunnySuperheroSidekick SuperheroCatHideout SuperPawsPose SuperheroPupInTraining SuperheroFishTankCity',
    gaming:
      'SuperheroCharades SuperheroWouldYouRather LegoSuperheroTeamUp DraftYourSuperpowers SuperheroFreezeTag HeroesVsHenchmen SuperheroCardBattle SuperheroTriviaNight',
    cooking:
      'SuperheroCupcakes SuperheroShieldPizza SuperheroMaskPancakes PowerUpSuperSmoothie SuperheroSmashGuac ThorsHammerPretzels SuperheroSnackShowdown SuperheroLogoCookies',
    speed:
      'SuperheroQuickChange SuperheroRescueRace SuperheroObstacleDash SuperheroCostumeIn10 FasterThanTheFlash SuperSpeedSuitUp SuperheroMaskCraftBlitz SuperheroCapeFoldRush',
  },
  superman: {
    fitness:
      'SupermanHold SupermanPushUps SupermanPlankReach SuperHeroCarry ManOfSteelAbs FasterThanABurpee SupermanFloorSwims SupermanJumpSquats',
    funny:
      'SupermanGlassesOnly SupermanNoPhoneBooth SupermanLaundryDay SuperDadToTheRescue WhatsYourKryptonite HeroicTrashTakeout SupermanCapeWontFly SupermanGroceryRun',
    travel:
      'SupermanStatueHunt SupermanComicShopHop SupermanCapeRoadTrip SupermanLandmarkPose SupermanMuseumVisit SupermanSkylineSelfie SupermanCostumeDayOut SupermanViewpointHike',
    fashion:
      'SupermanLogoFit SupermanVintageTee SupermanRedBoots ClarkKentToSuperman ReporterToHeroStyle CapeAsAccessory SupermanSockSwap SupermanHairCurl',
    wellness:
      'SupermanPowerPose SupermanHelpANeighbor SupermanKindnessDay YouAreSuper RechargeLikeSuperman YellowSunBasking SupermanGratitudeList SupermanSunriseWalk',
    tech: 'SupermanGreenScreen SupermanXRayFilter SuperSpeedTimelapse SupermanFlyingIllusion LeafBlowerCapeShot SupermanHeatVisionEdit SupermanSlowMoTakeoff BulletTimeSuperman',
    pet: 'SupermanFrisbeeCatch SupermanPupPose SupermanCatFortress SuperDogToTheRescue SupermanHamsterMaze SupermanRopeTugOfWar SidekickSuperman SupermanTreatHero',
    educational:
      'SupermanFlightPhysics SupermanStrengthMath SupermanCapeDragTest SuperheroScienceQuiz IsKryptoniteReal SupermanComicPanelLesson SupermanXRayMythBust SolarPowerSuperman',
    art: 'SupermanPanelRedraw SupermanPopPrint DrawYourselfAsSuperman DesignYourSuperLogo CapeFlowSketch SupermanShieldSuncatcher SupermanClayFigure SupermanComicCover',
  },
  surprise: {
    fitness:
      'PickACardWorkout SurpriseMoveDice SurpriseEnvelopeReps SurpriseBuzzerSprints SurpriseSquatSignal SurpriseMeCircuit SpinTheSurpriseWheel SurpriseHikeDestination',
    wellness:
      'RandomActOfKindness SurpriseNeighborCoffee HiddenComplimentCards SurpriseGratitudeNote SurpriseThankYouCall SurpriseYourselfDate LunchboxSurpriseLetter SurpriseFlowerDrop',
    tech: 'SurpriseStopMotionCard SurpriseBirthdayFilter SurpriseQRCodeMessage UnboxTheSurprise SurpriseSlideshowReveal SurpriseVideoCollage SurpriseVoiceMemoMontage SurpriseGroupCallCameo',
    gaming:
      'SurpriseDareJenga MysteryGamePick SurpriseCharacterDraft SurpriseRuleChange SurpriseKartTwist SurpriseHideAndSeek WildcardSurpriseRound SurpriseTriviaCategory',
    dance:
      'SurpriseKitchenBoogie DoorbellGrooveAmbush SurpriseChoreoReveal SurpriseDanceParty SurpriseSongSwitchUp FreezeOnTheDrop ActSurprisedShimmy SurpriseCongaLine',
    educational:
      'SurpriseBrainChemistry SurpriseReflexTest SurpriseMysteryBoxGuess SurpriseFactOfTheDay WhyWeLoveSurprises SurpriseHistoryQuiz SurpriseScienceTrick SurpriseColorChangeLab',
    music:
      'SurpriseSerenade SurpriseWakeUpTune SurprisePorchConcert SurpriseBuskerDuet SurpriseSongDedication SingingTelegramDrop GenreSwitchSurprise SurpriseKazooBand',
  },
  swan: {
    cooking:
      'ChouxPastrySwans SwanFruitPlatter SwanLakeCake SwanMeringueNests BakeASwanBrioche PipeASwan SwanWatermelonBasket SwanPancakeArt',
    gaming:
      'SwanBoatKart SwanFeatherHotPotato SwanLakeMusicalStatues SwanOrigamiPuzzle SwanWingLimbo SwanCharadesNight SwanMemoryCards BirdBingoSwans',
    fitness:
      'SwanArmsBurn SwanOneLegStand SwanDiveStretch PedalTheSwanBoat SwanLakeSquats SwanCoreChallenge BalanceLikeASwan GracefulSwanPlank',
    prank:
      'TowelSwanSurprise PaperSwanOnThePillow SwanFloatInTheRoom FancySwanNapkins SwanOrigamiOnTheDesk RubberDuckSwanSwap SwanHonkAlarm SwanPlushInTheBath',
    tech: 'SwanSlowMoTakeoff SwanNestWebcam StopMotionPaperSwan SwanPondTimelapse SwanPhotoZoomChallenge SwanSpottingApp SwanReflectionShot TrackTheSwans',
    educational:
      'SwansMateForLife SwanOrGooseQuiz HowCygnetsTurnWhite SwanNeckBendFacts BlackSwansAreReal SwanWingspanMath SwanMigrationMap SwanFeatherWaterTest',
    music:
      'SwanLakeOnKazoo SwanSongFinale SwanBalletHumOff SwanSongOnRecorder SwanHonkRemix MusicBoxBallerina WhistlingSwanCall SwanThemeOnGlasses',
    dance:
      'GlideLikeASwan LittleSwansLineUp SwanGracefulFloat SwanArmsChallenge SwanNeckRoll SwanLakeDuet SwanWingFlap SwanTiptoeTurn',
    travel:
      'SwanBoatRide SwanBalletEveningOut SwanCountByBike SwanSpottingWalk SwansAtTheLocalLake SwanCanalStroll SwanPondPicnic SwanRiverCruise',
    fashion:
      'BlackSwanMakeup WhiteSwanFitCheck SwanBalletBun SwanWingEyeliner SwanGracefulUpdo TutuTakeover SwanFeatherBoa SwanNeckChoker',
    speed:
      'PaperSwanIn60 SwanBoatRace SwanOrigamiRelay FastestTowelSwan SwanDoodleDash SwanWingFlapCount SwanNapkinFold SwanFeatherCatch',
  },
  swimwear: {
    wellness:
      'SwimwearConfidence SwimwearOceanCalm SwimsuitSunsetFloat SwimwearShadeNap MorningDipSwimwear NoFilterPoolDay SwimwearSelfLoveNote SwimwearBeachReading',
    tech: 'SwimwearUnderwaterCam SwimwearSwimTracker DunkTheWaterproofPhone UVPatchOnSwimsuit SwimwearFilterSelfie SwimwearTryOnTimeLapse SwimwearFanDryTest SwimwearColorPickerApp',
    gaming:
      'SwimwearAvatarLook SwimwearMemoryMatch PoolPartyGameNight SwimwearAnimalCrossing SwimwearCharades BeachVolleyballCup SwimwearDesignContest SwimwearFashionTrivia',
    prank:
      'PackedSwimsuitSurprise SwimwearDoorAnswer SwimwearUnderTheSuit InflatableFloatAmbush SwimwearOverPajamas PoolNoodleWelcome SwimwearDinnerGuest SwimwearGroceryRun',
    educational:
      'HowSwimwearDriesFast SwimwearFabricWaterTest WhySwimsuitsStretch SwimwearSunProtection SwimwearChlorineFading BathingSuitTimeTravel SwimwearRinseOrRuin SwimwearColorVisibility',
    dance:
      'SwimwearBeachDance SwimwearSummerShuffle PoolPartyGroove SwimwearPoolsideShimmy WaveArmsInSwimwear SwimwearLivingRoomLuau SwimwearHulaSway SwimwearSprinklerBop',
  },
  tailgate: {
    gaming:
      'TailgateCornholeCup TailgateLadderGolf TailgateGiantJenga TailgateFrisbeeCatch TailgateTruckBedGaming ParkingLotGameNight TailgateTriviaBowl WashersTossTailgate',
    fitness:
      'TailgateFlagFootball TailgateCornholeSquats TailgateCoolerCarry ParkingLotBootcamp TouchdownBurpees TailgateStadiumStairs TailgateStretchCircle LawnChairTailgating',
    cooking:
      'TailgateChili TailgateDipBattle SmokedQuesoShowdown TailgateWalkingTacos GrillMasterTailgate TailgateNachoTray TailgateSliderStack TailgateWingOff',
    tech: 'TailgateTVSetup TailgateSpeakerRig PortablePowerTest TailgateScoreApp TailgateTimelapse TailgateHypeVideoEdit ProjectorTailgate TailgateGadgetOff',
    educational:
      'TailgateFoodSafety CoinTossOdds WhyCallItATailgate TailgateTraditionsQuiz TailgateCoolerScience CornholePhysics GuessTheTailgateTeam TailgateFanLingo',
    travel:
      'TailgateRoadTrip AwayGameTailgate TailgateLocalTeamNight TailgateCollegeTownTrip TailgateBucketList TailgateStadiumTour TailgateParkPicnic RivalCityTailgate',
    speed:
      'TailgateSetupRace CornholeQuickfire TailgateTriviaBlitz TailgateTentPitchClock TailgateCarPackRace KickoffTailgateDash TenMinuteTailgate FastestTailgateCleanup',
  },
  'talent show': {
    dance:
      'TalentShowConfettiSolo TalentShowRobotAct TalentShowDanceOff HiddenTalentMoves SpotlightFinale GoldenBuzzerGroove StealTheTalentShow TalentShowMirrorDuo',
    wellness:
      'TalentShowPepTalk TalentShowDeepBreaths BackstageCalmRitual BreakALegAffirmations ShareYourHiddenTalent TalentShowHypeCircle ClapForEveryTalent QuietTalentsCount',
    fitness:
      'TalentShowHandstand CartwheelEncore TalentShowJumpRopeAct FlexYourHiddenTalent TalentShowJumpingJacks TalentShowPlankOff TalentShowStrongman HulaHoopTalent',
    travel:
      'TalentShowAtEveryStop TalentShowPicnicSet OpenMicCityHop HiddenTalentLandmark TalentShowStreetStage RoadTripTalentShow LocalTalentHunt HostelTalentNight',
    tech: 'TalentShowMicSetup TalentShowVotingApp TalentShowSlowMoReplay TalentShowLivestream AIJudgesMyTalent TalentShowLampLights PhoneSpotlightTalent ApplauseMeterTalent',
    music:
      'TalentShowSingOff TalentShowBeatbox TalentShowSpoonsSolo HiddenTalentKazoo WhistlingShowstopper OnePersonBandTalent TalentShowWaterGlassTune CupSongTalent',
    gaming:
      'TalentShowTrickShot TalentShowCubeSolve TalentShowSpeedrunAct TalentShowBlindfoldJenga GamersGotTalent TalentCharadesNight TalentShowCoinMagic NameThatGameTalent',
  },
  taxes: {
    speed:
      'TaxesSpeedrun TaxesReceiptSortRace FastestTaxesFiled LastMinuteTaxesDash BeatTheDeadline TaxesPaperworkHunt TaxMathShowdown TaxesFolderLabelBlitz',
    music:
      'SingTheTaxesBlues TaxesRefundAnthem TaxesCalculatorBeat TaxmanCover LoveSongToMyTaxes TaxDayRapBattle OperaticTaxReturn TaxesKaraokeBreak',
    fitness:
      'TaxesBinderCurls CrunchTheNumbers SquatThroughTaxes TaxDay5K TaxesBoxCarry PlankUntilTaxesFiled TaxBracketBurpees TaxesBreakStretch',
    cooking:
      'TaxesRefundFeast AfterTaxesPizza TaxesBudgetMeal TaxesCalculatorCake TaxesDoneDinner TaxNightNachos TaxReturnTacos TaxDaySnackBoard',
    travel:
      'TaxesRefundGetaway TaxSeasonStaycation TaxesDoneRoadTrip TaxFreeDayTrip TaxesFiledBeachBound AfterTaxesWeekendAway WhereMyTaxesWent TaxDayEscape',
    tech: 'TaxesAppShowdown TaxesReceiptScanRace AIDoesMyTaxes TaxesPaperlessDare TaxesPhoneFolderTidy TaxesSpreadsheetGlowUp CodeATaxCalculator TaxesInboxCleanup',
    prank:
      'TaxesCandyFolder GiantTaxRefundCheck LoveLetterTaxForm TaxesConfettiEnvelope TaxesDoneSurpriseCake TaxTimeTreatDrop CookieTaxCollector TaxesGooglyEyes',
    gaming:
      'TaxesBoardGameNight TaxesBossBattle TaxSeasonBingo ActOutThatTaxTerm TaxesEscapeRoom TaxFactOrFiction LuxuryTaxLanding TaxesTriviaQuiz',
  },
  'tea party': {
    cooking:
      'MadHatterMacarons TinyTeaCakes TeaPartyScones TeaPartyFingerSandwich TeaPartyJamTarts TeaPartyCakeStand LemonCurdTeaParty TeaPartyShortbread',
    fashion:
      'TeaPartyFitCheck PearlsAndPinkies TeaPartyHatOff TeaPartyFascinator TeaPartyFloralFrock WhiteGlovesOnly TeaPartyBonnetStyle TeaPartyPastelLook',
    tech: 'TeaPartyInTenSeconds TeaPartyStopMotion FilmYourTeaPartyInvite PinkiesUpTeaPartySelfie TeaPartyGreenScreen AIPlansMyTeaParty TeaPartyVideoCall TeaPartyVintageFilter',
    dance:
      'TeaPartyWaltz PinkiesUpPolka TeacupTwirl TeaPartyCurtsyOff TeaPartyShortAndStout TeaPartyFreezeDance TeaPartyTango TeaPartyMinuetMoves',
    prank:
      'SurpriseTeaParty TeddiesTookOver TeaPartyForDad TeaPartyDollGuests RoyalTeaPartyInvite TeaPartyOfficeTakeover TeaPartyButlerBreakfast TeaPartyWakeUpCall',
    educational:
      'BostonTeaParty101 TeaPartyMannersQuiz TeaPartyEtiquetteBasics GuessTheTeaPartyCountry WhyPinkiesUp TeaPartySteepScience BlindTasteTeaParty TeaPartyFactOrFake',
    music:
      'LittleTeapotRemix TeacupChimeSong TeaPartySpoonTaps TeaPartyKaraokeHour TeaPartyPianoCover TeaPartyKettleHarmony TeaPartyOperaVoices TeaPartyMusicBox',
    fitness:
      'TeaPartyCurtsyLunges TeaPartyPinkyPushUps TeaPartyPlankHold TeaTraySquats TeaPartyChairDips TeaPartyBalanceWalk TeaPartyArmCircles TeaPartyPostureCheck',
  },
  teammate: {
    fashion:
      'TeammateJerseySwap TwinningWithMyTeammate TeammateGameDayFit TeamColorsNailArt TeammateMatchingCleats TeammateWarmUpStyle TeammateEyeBlack TeammateHeadbandSwag',
    speed:
      'TeammateRelayRace JerseySwapSprint ThreeLeggedTeammates TeammateConeDash TeammateGearUpRace TeammatePassBlitz TeammateLadderDrill TeammateShoelaceDuel',
    tech: 'TeammateStatsShowdown TeammateHighlightReel SlowMoFormCheck ClockYourTeammate TeammatePhotoFinish TeammateSprintSpeedApp TeammateJumpTracker TeammateStepCountDuel',
    gaming:
      'TeammateKartRivalry TeammateVideoGameFaceOff TeammateCardTowerDuel TeammateChessMatch LockerRoomTournament TeammateCoOpRun TeammateTriviaClash TeammateTableTennis',
    cooking:
      'TeammatePastaParty TeammateOrangeSlices TeammateCookOff TeammateBakeSale TeammateSmoothieBar JerseyNumberCookies FuelYourTeammates TeammateTrailMix',
  },
  teenager: {
    gaming:
      'TeenVsParentRematch TeenVsGrandpaCheckers TeenSlangCharades TeenagerWinsAtKart TeachDadTheGame GrandmaJoinsTheSquad TeenagerHouseRules BeatTheTeenagerAtChess',
    fitness:
      'TeenVsParentWorkout TeenagerPushUpStreak TeenageHoopsHustle TeenagerRepsForWiFi BackpackSquats TeenagerJumpRopeCount TeenagerCoachesDad TeenagerPlankFaceOff',
    music:
      'TeenSpiritCover TeenagerGarageBand TeenagersGotTalent TeenageDreamDuet TeenagerWritesAJingle FirstGuitarRiff TeenagerKaraokeDuel TeenagerPlaylistSwap',
    art: 'TeenagerRoomMural TeenVsNowPortrait TeenageSneakerCustoms DoodleLikeATeenager LockerDoorCollage TeenagerComicStrip TeenagerYearbookRedo TeenagerSketchbookTour',
    pet: 'TeenagerTrainsThePup DogGreetsTheTeenager CatVsTeenHoodie TeenagerWalkDuty HamsterHomeworkHelper BedroomPetPhotoshoot PetPicksTeenagerOrMom TeenagerBrushesTheBunny',
  },
  texas: {
    fashion:
      'LoneStarDenim TexasPearlSnapShirt TexasCowboyBootFit TexasSizedHair TexasRodeoGlam TexasBigBuckleLook DressLikeATexan TexasBandanaStyling',
    gaming:
      'TexasDominoesGame TexasTriviaTourney TexasBingoNight PieceTogetherTexas CowboyCardDuel TexasQuickDrawSketchOff TexasSlangCharades GuessTheTexasFood',
    prank:
      'TexasBrisketSurprise YeehawWakeUp TexasRodeoAnnouncer TexasFlagOnTheFridge CowboyHatEverything TexasToastTakeover WelcomeToTexasSign TexasSizedLunchbox',
    tech: 'GuessTheTexasTown BigTexasSkyTimeLapse CanAIDoATexasAccent TexasWeatherAppWhiplash TexasStormRadarCheck TexasSkylineNightShot TexasTwangAutotune TexasVirtualTour',
    educational:
      'TexasBiggerThanFrance TexasFlagsHistoryQuiz WhyTexasIsSoBig TexasWasACountry TexasAlamoMythOrFact LonghornHornSpanMath TexasSlangQuiz GuessTheTexasSymbol',
    music:
      'DeepInTheHeartClap TexasCountrySongCover TexasFiddleJam TexasTwangOff TexasYodelChallenge HonkyTonkKaraoke YellowRoseOfTexas TexasWashboardRhythm',
    cooking:
      'TexasSheetCake TexasCornbreadBake TexMexNight NoBeansInTexasChili TexasToastTower TexasBBQSauceOff TexasPecanPie TexasBreakfastTacos',
  },
  texting: {
    educational:
      'TextingSlangQuiz TextingBeforeTouchscreens TextingInMorseCode GuessTheTextingAcronym FirstTextEverSent GrandmaDecodesLOL HowTextingWorks VictorianTexting',
    music:
      'SingYourLastText TextingToneRemix TextingRingtoneCover HumAndGuessByTexting TextingKaraokeDuel TypingDotsBeat LyricTextingChain TextingEmojiSongClues',
    gaming:
      'TextingEmojiGuess TextingTwentyQuestions WordleScoresByTexting TextOnlyInRhymes WouldYouRatherTexting TextingMysteryWord ChessByTexting TextingHangman',
    pet: 'TextsFromMyPet TextingPuppyUpdates CatPawTexting DogHearsTextingPing CatIgnoresMyTexting HamsterGroupChat TextingToneZoomies TextingKittenSelfies',
  },
  'thank you card': {
    gaming:
      'ThankYouCardScavengerHunt ThankYouCardCharades ThankYouCardGameMaster ThankYouCardMysterySender ThankYouCardRiddles ThankYouCardWordSearch ThankYouCardBingo ThankYouCardMVP',
    speed:
      'ThankYouCardSpeedrun ThankYouCardRelay ThankYouCardIn60 ThanksInTenMinutes FiveCardSprint ThankYouCardWriteOff BlitzThankYouNotes ThankYouCardFoldOff',
  },
  theater: {
    educational:
      'TheaterHistoryQuiz WhyTheaterHasTwoMasks TheaterSuperstitions TheaterScriptBasics HowStageLightsWork ShakespeareanInsults TheaterTermsDecoded BehindTheTheaterCurtain',
    fitness:
      'TheaterKidWarmup TheaterKickReps TheaterBowSquats TheaterStairsCardio TheaterJazzHandJacks TheaterSetPieceCarry TheaterCurtainStretch TheaterLungeMonologue',
    speed:
      'TheaterQuickChange TheaterSetClearRace TheaterPropHuntIn60 TheatreLineBlitz TheaterCostumeRelay TheaterCurtainUpDash TheaterPlotInSixty TheaterMonologueRush',
    music:
      'TheaterShowtuneCover TheaterDuetChallenge TheaterPitPiano TheaterEnsembleHarmony BeltItLikeATheaterKid HumTheOverture TheaterHighNoteOff TheaterClapAlongFinale',
    tech: 'TheaterSoundEffectDare LivingRoomTheaterLights TeleportToTheTheater TheaterTrailerOnAPhone RunTheaterLinesWithAI ShoeboxTheaterStopMo FilmYourTheaterAudition TheaterGreenScreenSet',
    dance:
      'TheaterJazzHands TheaterChorusLineSway TheaterKidTakeover TheaterSpotlightSolo CurtainCallChoreo FiveSixSevenEight TheatreTapAlong TheaterFinaleStrut',
  },
  'theme park': {
    prank:
      'SurpriseThemeParkTrip BackyardThemePark ThemeParkPassForChores ThemeParkRevealBox ThemeParkEarsMorning TicketsInTheCereal ThemeParkQueueAtHome ThemeParkBalloonHallway',
    art: 'ThemeParkMapArt ThemeParkVintagePoster MiniParkDiorama InventAThemeParkRide ThemeParkCastleSketch PaperCoasterChallenge ThemeParkTicketCollage ThemeParkMascotDrawing',
    speed:
      'ThemeParkSpeedrun ThemeParkSnackDash ThemeParkPackingRace AmusementParkSprint TenRidesByNoon ThemeParkMapFromMemory BeatTheThemeParkQueue ThemeParkReadyInFive',
    gaming:
      'ThemeParkPaperMaze ThemeParkCoasterBuild ThemeParkTrivia ThemeParkArcadeNight MidwayGamesHighScore DesignTheScariestRide MiniThemeParkLego ThemeParkRingToss',
    dance:
      'ThemeParkMascotMoves CoasterArmsUpGroove ThemeParkCarouselSway QueueLineBoogie ThemeParkParadeStrut ThemeParkBandstandJive ThemeParkHokeyPokey ThemeParkTeacupTwirl',
    fashion:
      'ThemeParkFitCheck CharacterColorMatch ThemeParkBeltBag ThemeParkEarsHaul ThemeParkOutfitVote ThemeParkComfySneakers ThemeParkMatchingTees ThemeParkHatAndShades',
    fitness:
      'ThemeParkStepCount QueueLineStretch ParkMapPowerWalk ThemeParkStairClimb ThemeParkLapChallenge ThemeParkPlankPerRide EarnYourThemeParkTreat ThemeParkBackpackLunges',
  },
  thermostat: {
    music:
      'ThermostatDissTrack BabyItsColdInside ThermostatDuet ThermostatBeepRemix ThermostatShiverSong ThermostatLoveSong ThermostatBallad SingToTheThermostat',
    tech: 'SmartThermostatVoiceTest AskYourThermostatNicely ThermostatGroupChatVote ThermostatVsWeatherApp ThermostatBedtimeSetting ThermostatRemoteFromBed WhoTouchedTheThermostat ThermostatBillBeforeAfter',
    gaming:
      'ThermostatDialDuel GuessTheThermostat ThermostatTeamVote HotAndColdHunt ThermostatWarsTourney TemperatureBingo ThermostatHigherLower ThermostatHideAndSeek',
    fitness:
      'ThermostatWarmUp ThermostatBurpeeTax ThermostatJacks ThermostatColdRoomSprints SweaterSquats ShiverOffCircuit ThermostatLunges SkipTheThermostat',
    wellness:
      'ThermostatPeaceTreaty ThermostatCoolBedroom ThermostatBlanketNest CozyWithoutTheHeat BreatheBeforeTheDial ThermostatWindDown ThermostatCocoaPause ThermostatLowerByTwo',
    travel:
      'HotelThermostatWars EscapeTheThermostat ThermostatVacationMode ColdCabinArrival ThermostatSetBeforeTrip RentalThermostatPuzzle ThermostatCelsiusPanic ThermostatRoadTripHome',
  },
  tiger: {
    funny:
      'HouseCatTigerMode TigerDramaticStalk StuffedTigerInterview TinyRoarBigAttitude TigerPlushBestFriend TigerCameToTeaSkit TigerGrowlAudition TigerDocumentaryVoice',
    educational:
      'WhyTigersHaveStripes TigersLoveWater HowManyTigersAreLeft TigerVsLionQuiz NoTwoTigersAlike TigerColorScience GuessTheTigerSubspecies TigerNightVision',
    fashion:
      'TigerStripeLeggings TigerPrintJacket TigerEyeJewelry TigerKnitSweater DressLikeATiger TigerClawNails TigerOrangeMonochrome TigerEarHeadband',
    fitness:
      'TigerPouncePushups TigerLeapSquats EyeOfTheTigerWorkout TrainLikeATiger RoarAfterEveryRep TigerShoulderTaps TigerCrawlCircuit TigerStalkLunges',
    tech: 'TigerInYourRoom3D WatchTigerTrailCams HowAICountsTigers AnimateATigerDrawing MyCatIsSecretlyATiger TigerStripeFilterOnMyPet TigerRoarVoiceChanger TigerPhoneWallpaper',
    music:
      'EyeOfTheTigerCover TigerStripeBeat TigerBassGrowl TigerLullaby TigerSingAlong JungleDrumCircle TigerRoarRemix TigerPawTapRhythm',
    art: 'TigerStripePainting TigerFacePaint StripyTigerOrigami TigerCrayonPortrait PaintATigerInTheJungle TenMinuteTiger TigerClaySculpt TigerPaperPlateMask',
    cooking:
      'TigerBread TigerStripeCake TigerMilkTeaPour SwirlyTigerCookies TigerOrangeGranola JungleTrailMix TigerPancakeArt TigerFruitPlatter',
  },
  tired: {
    fashion:
      'PajamaToPresentable TiredHoodieThreeWays TiredButPutTogether TiredYetStylish FiveMinuteTiredFit LookAwakeChallenge TiredMomUniform TiredSunglassesIndoors',
    travel:
      'JetLagRecharge TiredLayoverNap TiredOnTheBusHome TiredTouristBench TiredTravelerCoffeeHunt TooTiredToSightsee TiredFeetCityWalk TiredHotelCheckIn',
    fitness:
      'TiredButShowedUp ShakeOffSleepJacks TiredFiveMinuteMove YogaForTheTired TiredToWiredSquats YawnAndStretch TiredLegsTenReps TiredCouchCrunches',
    dance:
      'TiredButDancing TiredZombieShuffle SleepyYawnStep TiredPajamaWiggle DanceYourselfAwake TiredBedheadBounce TooTiredToTango TiredSlowMotionSway',
    gaming:
      'TiredSleepyWordGuess TiredOneMoreLevel TiredVsAwakeReactionTest TiredSimonSaysFail TiredTetrisBrain CozyGameWindDown TiredPlayerBlunders TiredMemoryCardMatch',
  },
  'to do list': {
    art: 'ToDoListCornerArt DoodleYourToDoList ToDoListCalligraphy ChecklistStickerArt WeeklyPlannerLayout PrettiestToDoList IllustrateYourToDo ToDoListFloralBorders',
    educational:
      'WhyToDoListsWork YourBrainOnAToDoList UrgentVsImportantToDo PilotsChecklistStory ToDoListTimerTrick ToDoListStudyPlan DaVincisToDoList ChecklistHabitScience',
    tech: 'LetAISortMyToDo WatchMeFinishMyToDoList ToDoAppShowdown AutomateAToDoTask ToDoWidgetGlowUp ToDoListPhoneReminder CodeYourOwnToDo VoiceOnlyToDoListDay',
    gaming:
      'ToDoListAchievements ToDoListBossTask ChoreLootRewards SideQuestChecklist ToDoListPointsRace RollTheDiceToDoList LevelUpYourToDo ToDoListBingoCard',
    cooking:
      'ToDoListMealPrep ToDoListBakingDay ToDoListRecipeSteps ToDoListPantryClearout OnePotWeeknight BakeItOffTheList ToDoListSoupSunday ToDoListGroceryRun',
    fashion:
      'WeekOfFitsChecklist ToDoListMendingPile ErrandDayLook ToDoListClosetSort ToDoListLaundryDay GetItDoneOutfit ToDoListPowerSuit ToDoListShoePolish',
  },
  tortilla: {
    dance:
      'TortillaFlipShuffle ClapTheTortillaStep TortillaPressStomp TortillaTwirlOff TortillaKitchenCumbia WrapItUpWiggle TortillaTossTango TortillaSalsaSway',
    educational:
      'CornVsFlourTortilla WhyTortillasPuffUp TortillaFromScratchLab TortillaFactOrMyth TortillaDoughScience TortillaPiMath TortillaPressPhysics TortillaWordsInSpanish',
    travel:
      'TortillaShopVisit TortillaStreetTacoTour MercadoTortillaHop TortillaFoodTruckHunt TortillaRoadTripTasting SpanishTortillaHunt HandmadeTortillaQuest TortillaPicnicWraps',
    gaming:
      'TortillaPictureCards TortillaTicTacToe StackTheTortillaPuzzle TortillaFlipHighScore GuessTheTortillaFilling TortillaFrisbeeToss CornholeWithTortillas TortillaBingoNight',
    tech: 'TortillaPuffSlowMo AIRatesMyTortilla TortillaFoldTutorial TortillaStackTimeLapse WeirdestAITortillaFilling IsMyTortillaACircle AbuelaTortillaVideoCall LiveTortillaFlipAlong',
    music:
      'TortillaClapBeat TortillaSongForAbuela TortillaPotsAndPansJam TortillaPatPercussion CumbiaInTheKitchen TortillaPressDrums SerenadeTheTortillas TortillaRadioSingAlong',
    art: 'PaintOnATortilla TortillaFacePortrait MosaicOfTortillaChips TortillaStencilArt TortillaCanvasDoodle MasaSculptures TortillaLaceCutout TortillaFullMoonPhoto',
    fashion:
      'WrapItLikeATortilla TortillaWarmerClutch TortillaEarrings BurritoBlanketChic DressAsATortilla TortillaPatchJacket CornTortillaTones TortillaPrintSocks',
    speed:
      'TortillaFlipRace WrapATortillaFast TortillaStackSprint HundredTortillaHustle TortillaDoughBallRoll BurritoFoldOff TortillaTossAndCatch TortillaPinwheelBlitz',
  },
  tourist: {
    fitness:
      'FannyPackPowerWalk CityRunningTour TwentyKTouristSteps TouristStairClimb TouristWalkathon TouristLandmarkJog TouristBikeHireRide TouristSuitcaseSquats',
    cooking:
      'TouristSpiceHaulDinner TouristBreakfastAtHome TouristTrapTasteTest TouristSouvenirSnacks StreetFoodRecreate HotelRoomPicnic TouristMenuTranslate TouristRecipeSwap',
    gaming:
      'TouristLandmarkCharades TouristPhotoHunt GeoGuessrTouristRound TouristTrapBingo TouristTriviaCrawl TouristISpyChallenge TouristGuessTheCountry TouristMapBoardGame',
    fashion:
      'DontDressLikeATourist TouristOrLocalFit FannyPackComeback SocksAndSandalsDare TouristDayLayers TouristSunHatLook TouristVisorVogue TouristMapPrintShirt',
  },
  'tow truck': {
    fashion:
      'HiVisHighFashion TowTruckPatchJacket TowTruckWorkwearFit TowTruckCoveralls TowTruckDriverStyle SafetyOrangeStyle DressLikeATowTruck TowTruckYellowLook',
    fitness:
      'TowTruckSledPull TowTruckTugOfWar TowTruckBlanketDrag WinchCrankCurls TowTruckHamperHaul TowTruckRopeRows HumanTowTruck TowTruckWheelbarrow',
    tech: 'RemoteTowTruckRescue TowTruckSlowMoHookUp CodeATowTruckGame TowTruckToyMovieTrailer AIDrawsMyTowTruck TowTruckDashCam TowTruckStopMotion GreenScreenTowTruck',
    travel:
      'TowTruckRoadTripBingo TowTruckToyOnVacation CountTheTowTrucks TruckStopCrawl TowTruckMuseumVisit WaveAtEveryTowTruck VintageTowTruckSnap SpotTheTowTruck',
    speed:
      'TowTruckPullRace TowTruckRescueRelay TowTruckPuzzleSprint FlatbedLoadingBlitz TowTruckWinchDash TowTruckToyCleanup ReelInTheTowTruck TowTruckTimeTrial',
  },
  toy: {
    travel:
      'ToyTravelBuddy TinyToyPhotoWalk ToyMuseumVisit ToyShopCrawl ToyRoadTripMascot MyToyTakesATrip PostcardFromMyToy ToySightseeingSelfies',
    art: 'ToyStopMotion DrawYourFavoriteToy ToyDioramaBuild SculptANewToy GiantToyPhotoTrick ToyPortraitPaint ShadowTracingToys ToyCarTireTrackArt',
    fitness:
      'ToyPickupSquats ToyBinCarry ToyCarPushups TeddyPlankBuddy ToyObstacleHops ToyBalloonKeepyUppy ToyTossBurpees ToyHopscotchCircuit',
  },
  'traffic cone': {
    dance:
      'TrafficConeStrut ConeZoneGroove OrangeConeShuffle TrafficConeFreeze TrafficJamDanceOff TrafficConeWeave LimboTrafficCones TrafficConeHokeyPokey',
    pet: 'ConeOfShameGlowUp TrafficConeTreatHunt KittenVsTrafficCone PuppyConeWeave BunnyHopTrafficCones TrafficConeCatPerch TrafficConeDogAgility TrafficConeHideAndSeek',
    tech: 'MiniTrafficConeSlowMo TrafficConeSpeaker TrafficConeToyCarCourse LightUpTrafficCone AISpotsEveryCone TrafficConeSpottingApp TrafficConeNightCam TrafficConeMovieStar',
  },
  'traffic light': {
    fitness:
      'TrafficLightSprints LungeAtTrafficLights FamilyTrafficLightRace TrafficLightPlank GreenMeansGoReps YellowLightBurpees TrafficLightJacks TrafficLightSquatHold',
    gaming:
      'TrafficLightFreezeTag TrafficLightMusicalChairs TicTacToeTrafficLight TrafficLightGameNight StoplightSimonSays TrafficLightBingoDrive TrafficLightStatues TrafficLightMemoryFlash',
    art: 'TrafficLightNightPhoto TrafficLightSuncatcher PaintATrafficLight TrafficLightPixelArt TrafficLightPaperLantern RedYellowGreenCollage TrafficLightEggCarton TrafficLightStampPrints',
    dance:
      'TrafficLightFreeze DoTheTrafficLight TrafficLightStopAndGo TrafficLightTempo StoplightShuffle RedLightGreenGroove TrafficLightRobotMoves TrafficLightSlowMoSteps',
  },
  'train station': {
    music:
      'TrainStationPianoCover TrainStationBuskerSet TrainStationChimeRemix BeatboxTheTrainClack LastTrainHomeSingAlong TrainStationHumOff TrainStationWhistleTune TrainStationJingle',
    pet: 'TrainStationDogWatch TrainStationPupWelcome DogMeetsTheTrain PuppyFirstTrainRide TrainStationWaitingDog PetCarrierTrainTrip CardboardTrainStationCat TrainStationBunnyTunnel',
    gaming:
      'TrainStationISpy TrainStationGuessWhere TrainStationRouteRace BuildATrainStation TrainStationBingo TrainStationStoryChain TrainStationMemoryMatch TrainStationCharades',
    dance:
      'TrainStationSuitcaseSpin TrainStationLocomotion DanceAtTheTrainStation AllAboardTrainShuffle SoulTrainLine TrainStationPianoSway TrainStationWaitingWaltz TrainStationBenchBop',
    fashion:
      'TrainStationTravelFit TrainStationTrenchCoat OrientExpressTrainLook DressForTheTrain PlatformRunway TrainStationCommuterStyle TrainStationLuggageMatch TrainStationVintageHat',
    tech: 'TrainStationTimelapse TrainTrackerAppTest TrainStationNightModeShot TrainStationOfflineMap TrainStationHyperlapse TrainStationWifiSpeed TrainStationPanorama TrainStationVlog',
  },
  'trash day': {
    fitness:
      'TrashDayFarmerCarry TrashBagSquats TrashDayDrivewayLunges CanCrushStompSet TrashDayLitterWalk CurbAndBackCardio TrashDayStepUps TrashDayJumpingJacks',
    wellness:
      'LetGoOfOneThing TrashDayFreshStart WaveToTheTrashCrew TrashDayDeclutter TrashDayShelfClearout TrashYourWorries TrashDayBreather TrashDayMorningAir',
    fashion:
      'TrashDayFitCheck TrashDayRecycledDress TrashToRunway TrashDaySlipperLineup UpcycledTrashBag BathrobeAtTheCurb TrashDayInHeels TrashDayRubberGlovesGlam',
    tech: 'AIRecyclingSorter TrashDayTruckTimeLapse TrashDayBinCountdown TrashDayReminderSong NeverMissTrashDay TrashCanCamPOV TrashDayCalendarAlert TrashDayDoorbellVideo',
  },
  'treasure hunt': {
    educational:
      'TreasureHuntGridSquares TreasureHuntGeography ShipwreckTreasureQuiz WereTreasureMapsReal SunkenGalleonFacts ReadACompass TreasureHuntMathClues TreasureHuntCipher',
    travel:
      'CityTreasureHunt SeaGlassTreasureWalk TreasureHuntAtThePark MuseumTreasureTrail TreasureHuntInTheWoods TreasureHuntRoadTrip TreasureHuntBeachcomb TreasureHuntFleaMarket',
    gaming:
      'TreasureMapQuest TreasureHuntRiddleRace TreasureHuntDiceDash FindAllTheTreasure TreasureHuntChestDuel TreasureHuntHotAndCold TreasureHuntEscapeBox TreasureHuntClueRelay',
    funny:
      'WorstTreasureEver TreasureHuntDadClues TreasureMapFails TheTreasureWasSocks ForgotWhereIBuriedIt TreasureHuntPirateVoice TreasureHuntForKeys TreasureHuntNarrator',
    tech: 'TreasureHuntVoiceClues GPSTreasureHunt TreasureHuntByVideo CodeATreasureHunt TreasureHuntEmojiMap ScanToFindTheLoot TreasureHuntQRTrail TreasureHuntSelfieProof',
    dance:
      'TreasureChestShuffle TreasureHuntCoinSpin TreasureIslandBop TreasureDigDance XMarksTheStep TreasureHuntPirateJig BoogieTreasureHunt TreasureHuntHokeyPokey',
    cooking:
      'TreasureChestCake BuriedTreasureCupcakes TreasureHuntDirtCups TreasureCoinCookies TreasureHuntGoldBark DigForDessert PantryTreasureHunt TreasureHuntPiePicnic',
  },
  trophy: {
    travel:
      'TravelingTrophyTour TrophyCaseAtMySchool StadiumTrophyRoom TrophyChampionsParade ThriftStoreTrophyHunt TrophyMuseumVisit SouvenirTrophyShelf PhotoWithEveryTrophy',
    fashion:
      'TrophyCeremonyFit TrophyWinnerJacket TrophyGoldAccessories DressLikeATrophy AwardNightLook PodiumGlam TrophyWorthySuit TrophySashAndCrown',
  },
  'tug of war': {
    educational:
      'TugOfWarPhysics WhenTugOfWarWasOlympic TugOfWarShoeTest NewtonsTugOfWar DoesWeightWinTugOfWar BalancedForcesDemo TugOfWarBigVsSmallTeam TugOfWarFrictionLab',
    gaming:
      'TugOfWarButtonMash TugOfWarTournament TugOfWarBossFight TugOfWarMinigame TriviaTugOfWar ControllerTugOfWar DiceTugOfWar TugOfWarHighScore',
  },
  tupperware: {
    cooking:
      'TupperwareMealPrep LeftoverMakeover TupperwareOvernightOats TupperwareSaladShake FreezerStockUp TupperwareLunchSwap TupperwareWhippedCream TupperwareBurritoBowls',
    prank:
      'TupperwareLunchNote GummyWormLeftovers TupperwareMysteryLabel TupperwareCookieSwap LidsThatActuallyMatch ReturnTupperwareFull TupperwareConfettiPop TupperwareSurpriseDessert',
    educational:
      'HowAirtightLidsWork TupperwareSealLab TupperwareRecycleSymbols WhyTupperwareStains TupperwareVolumeGuess GlassVsPlasticTest TupperwareMythBusting TupperwareFridgeLifeQuiz',
    gaming:
      'TupperwareTetrisFridge TupperwareNestingPuzzle TupperwareRingToss TupperwareJengaTower GameNightSnackTubs TupperwarePairsRace TupperwareShellShuffle TupperwareLidFrisbeeGolf',
    fashion:
      'TupperwareLidHeadband FiftiesHostessLook TupperwareCoralAndTeal RetroTupperwareHost TupperwarePastelDress TupperwareColorFit TupperwarePartyOutfit TupperwarePurseDIY',
  },
  tv: {
    educational:
      'HowTVsWork TVPixelScience TVRemoteInfraredTest TVMythsBusted TelevisionThenAndNow TVBoxyToFlat TVScreenSizeMath TVAdsDecoded',
    gaming:
      'TVGameShowAtHome TVQuizBuzzerBattle BigScreenKartRace TVTwoPlayerTeamUp TVTriviaShowdown TVRemoteHideAndSeek TVCharadesNight TVCatchphraseBingo',
    cooking:
      'TVDinnerRemake TVFinaleSnackBoard SitcomCafeMenu CookWhatTheyAteOnTV TVChefCopycat TVCartoonFoodForReal TVTrayFeast TVPopcornSeasonings',
    travel:
      'TVFilmingLocations TVSceneSpotting TVFilmedInMyTown TVThemeSongRoadTrip TVStudioTourDay SitcomCitySelfie TVDinerLookalikeHunt TVTravelShowRecreate',
  },
  'tv show': {
    wellness:
      'TVShowComfortRewatch TVShowOneEpisodeRule StretchDuringCredits TVShowLessonsLearned TVShowBlanketNight TVShowGratitudeList MindfulTVShowBreak TVShowThenLightsOut',
    speed:
      'TVShowRecapInOneMinute TVShowThemeInThree TVShowCastNameRace TVShowIntroSkipRace BingeWatchTriviaBlitz TVShowCatchphraseDash EmojiTVShowQuickfire TVShowPlotInFiveWords',
  },
  twin: {
    dance:
      'TwinMirrorDance TwinSyncStep DoubleTroubleShuffle TwinEchoGroove TwinningDuoMoves WhichTwinLeads TwinTwistOff TwinHandJive',
    educational:
      'HowTwinsHappen IdenticalVsFraternal TwinFingerprintTest WhatAreMirrorTwins NatureVsNurtureTwins TwinStatsQuiz TwinTownMystery TwinFactOrMyth',
    music:
      'TwinKitchenDrumDuel DoubleTroubleDuet TwinHarmony EchoMyTwin TwinRapBattle SingInTwinSync CallAndResponseTwins TwinBeatboxOff',
    funny:
      'TwinTelepathyTest TwinSwitchDay GuessWhichTwin TwinBabyPhotoMixUp WhoIsTheEvilTwin TwinConfusesGrandma WrongTwinAgain TwinSpeakTranslator',
    gaming:
      'TwinThumbWarFinal TwinSplitScreenRace TwinMindReadCards BeatMyTwinsHighScore TwinCoopGame TwinTelepathyDuel PlayerOneOrTwin TwinRockPaperScissors',
  },
  'tying shoes': {
    educational:
      'TyingShoesTheFastWay WhyShoelacesUntie TeachShoeTyingToKids AreYouTyingItWrong WhatsAnAglet SquareKnotVsGranny TyingShoesLeftHanded GuessTheShoelaceLength',
    pet: 'TyingShoesLeashReady TyingShoesHamsterPeek PuppyVsShoeTying BunnyWatchesShoeTying LaceThiefCaught TheyKnowItsWalkTime TyingShoesWithoutHelp ShoeTyingDogWaits',
    fashion:
      'ShoeLacingStyles TyingShoesHiddenKnot BowTieShoelaces ChunkyCordSneakers TyingShoesPrettyLoops TyingShoesRibbonSwap FancyTyingShoesTrick ShoelaceColorwayMatch',
    art: 'ShoelaceArt TyingShoesBowCollage ShoeTyingStepSketch KnotDiagramPoster DoodleYourLaces TyingShoesComicStrip WatercolorTyingShoes ShoelaceWeaving',
  },
  'uber driver': {
    educational:
      'UberDriverMapSkills UberDriverCityFacts UberDriverFuelMath UberDriverTriviaTour AskAnUberDriver WhatYourRatingMeans UberDriverStreetNameQuiz UberDriverSafetyTips',
    fashion:
      'UberDriverFitCheck UberDriverToDateNight UberDriverPoloUpgrade MyUberDriverGlowUp StyleYourUberDriver UberDriverCozyLayers UberDriverUniformDay UberDriverHatTryOn',
    tech: 'UberDriverMileageLog UberDriverHasEveryCable UberDriverDashcamSetup WhatsOnMyUberDriverPhone UberDriverMountTest FiveStarCarGadgets UberDriverTranslateDare UberDriverShiftTimeLapse',
    music:
      'UberDriverRadioDJ UberDriverHumAndGuess UberDriverBreakTimeJam UberDriverPlaylistSwap PassengerPicksTheSong UberDriverParkedUkulele UberDriverThemeTune UberDriverBalladRequest',
    pet: 'UberDriverPuppyHarness UberDriverFurCleanup UberDriverMeetsMyDog UberDriverCatChat UberDriverLintRollerHack PetRatesTheDriver UberDriverTreatJar UberDriverCarrierCheck',
    speed:
      'UberDriverVacuumTimer UberDriverTrunkPackRace UberDriverIs2MinutesAway UberDriverCarWashDash UberDriverSeatWipeSprint UberDriverFloorMatsRush ReadyBeforeUberDriver UberDriverDashboardTidy',
  },
  'ugly sweater': {
    wellness:
      'UglySweaterCozyNight UglySweaterDonation UglySweaterThankYous UglySweaterHotCocoa KnitAndSipEvening ComplimentAnUglySweater WarmHugUglySweater SlowMorningUglySweater',
    gaming:
      'UglySweaterBingo UglySweaterTriviaNight UglySweaterDrawOff UglySweaterCharades HideTheUglySweater UglySweaterGiftSwap UglySweaterWhatChanged CosplayUglySweater',
    prank:
      'UglySweaterTwinDay UglySweaterGiftPrank HolidaySweaterSwap UglySweaterForTheTree SurpriseUglySweaterReveal UglySweaterOnTheSnowman CouchWearsUglySweater UglySweaterTeddyBear',
    educational:
      'HowUglySweatersBegan UglySweaterFiberQuiz GuessTheUglySweaterDecade UglySweaterPatternMath KnitAnUglySweaterSquare UglySweaterYarnTest WhyUglySweatersHaveDeer WhereOldUglySweatersGo',
  },
  unicorn: {
    gaming:
      'PinTheHornOnAUnicorn WheresTheUnicorn BuildAMinecraftUnicorn UnicornSays UnicornRainbowRace UnicornCardBattle UnicornGlitterHunt CandyLandUnicornRun',
    tech: 'UnicornHornFilter UnicornTimeLapseDrawing FakeAUnicornRide UnicornPlushComesAlive TellItInUnicornEmoji AIDrawsAUnicorn UnicornifyYourSelfie UnicornStopMotion',
    educational:
      'WhereUnicornMythsBegan NarwhalTheSeaUnicorn UnicornFossilFacts UnicornRhinoMixUp UnicornFactOrFable WhyScotlandHasAUnicorn UnicornsInOldMaps UnicornLegendQuiz',
    fashion:
      'PastelUnicornNails UnicornHornHeadband UnicornOnesieFitCheck GlowyUnicornMakeup UnicornRainbowLayers DressLikeAUnicornDay UnicornHairColor UnicornSequinSneakers',
  },
  uniform: {
    speed:
      'UniformQuickChange TieAndBlazerRace UniformFoldBlitz SchoolUniformSpeedrun UniformButtonDash UniformCollarFixIn10 UniformShoeShineSprint UniformLunchPackRush',
    gaming:
      'SchoolUniformAvatar UniformColorsQuiz GuessThatUniform UniformDesignDuel TeamKitCreator SpotTheUniformMistake UniformCharadesRound UniformMemoryMatch',
    cooking:
      'SchoolUniformCookies ChefUniformCookOff UniformTeamPotluck BakeInYourUniform UniformShirtCake FirstDayFeast UniformLunchboxPrep UniformBreakfastBar',
  },
  uno: {
    fashion:
      'UnoColorBlockFit UnoDeckGroupCostume UnoReverseOutfit UnoInspiredLook DressAsAWildCard DrawFourNails UnoRainbowLayers UnoMismatchedSocks',
    pet: 'UnoWithMyDog UnoCatStealsCards PetUnoReverseTrick UnoPuppyDealer UnoKittenPicksColor PawPlaysTheWild UnoFetchAndDrop UnoHamsterChooses',
    educational:
      'UnoRulesYouGotWrong DrawFourMythBusted UnoProbabilityMath HowManyCardsInUno WhyUnoMeansOne LearnColorsWithUno UnoSpanishNumbers UnoBestMoveQuiz',
  },
  unpacking: {
    fashion:
      'UnpackingOutfitRecap UnpackingClosetReset UnpackingShoeLineup UnpackByColor WoreItOrNot SuitcaseToRunway StyleWhileUnpacking UnpackingFashionShow',
    music:
      'UnpackToTheBeat UnpackingWorkSong UnpackingBoxDrums FirstRecordUnpacked UnpackingTapeBeat BubbleWrapBeatbox UnpackingHypeAnthem WhistleWhileUnpacking',
    art: 'UnpackingTopDownPhoto UnpackingStopMotion UnpackingWallGallery UnpackedAndFramed MovingBoxCastle BubbleWrapPrints UnpackingCollage CardboardUnpackingArt',
    dance:
      'UnpackingDanceBreak UnpackingSockToss UnpackingHangerSway UnpackingSlipperHop BoxStackShuffle BubbleWrapStomp MoonwalkWhileUnpacking UnpackingCongaLine',
  },
  vacation: {
    fitness:
      'VacationHotelRoomWorkout VacationStepCount VacayMorningMile PoolsidePushUps HolidayHillSprints StayFitOnVacation VacationSwimLaps VacationBackpackLunges',
    cooking:
      'StreetSnackCopycat BringVacationHome HomemadeHotelBuffet VacayInAGlass VacationSmoothieRemake VacationMemoryMeal VacationBreakfastClone VacationPicnicBasket',
    gaming:
      'VacationBingo TravelTriviaShowdown VacationUnoTournament CatchEmOnVacation ISpyOnVacation VacationThisOrThat VacationCardDuel VacationPuzzleNight',
    tech: 'VacationIn10Clips VacayPhotoGlowUp VacationRecapReel VacationCloudBackup NoSignalNoProblem AIPlansMyVacation VacationDriveTimelapse VacationVlogIntro',
    music:
      'VacationUkuleleJam VacationSongOfSummer VacayAnthem NameThatVacationSong VacationSoundsRemix OutOfOfficeOpera VacationCampfireChorus VacationPlaylistReveal',
    fashion:
      'PackMyVacationFits OneBagVacation HolidayHatTrick VacayRewearChallenge OutOfOfficeOutfit PoolsideRunway VacationFiveOutfitsOnly VacationSunglassesLineup',
  },
  vampire: {
    art: 'VampireCastleDrawing DrawYourselfAsAVampire VampireInkSketch NoReflectionSelfie BatSilhouetteCutout VampireFangClay VampirePumpkinPaint ShadowPuppetVampire',
    tech: 'VampireMirrorTrick VampireFangsFilter AIVampireMe VampireVoiceChanger VampireGlowUpTransition GlowingEyesEffect VampireVanishingEdit NightVisionVampire',
    educational:
      'VampireAnimalsQuiz WasDraculaReal WhyVampiresFearGarlic VampireBatFacts VampireMythOrigins VampireSquidFacts VampireFolkloreMap MeetTheVampireMoth',
  },
  vegetable: {
    dance:
      'VeggieShuffle VegetablePatchStomp VegetableCostumeConga VegOutAndDance VegetableHeadBob TurnipTheBeat VegetableVogue VegetableSalsaSway',
    art: 'VegetableStampArt VegetableGardenPainting VegetableStillLife PaintWithVegetables MakeAFaceOutOfVeggies OnionSkinDye VegetableRosePrints VegetableMosaicPlate',
    gaming:
      'VeggieHotPotato BlindfoldVegetableGuess VegetableBingoCard ActLikeAVegetable VegetableCharades VegetableTicTacToe VegetableMemoryMatch VegetableAlphabetGame',
    fitness:
      'SquashSquats PumpkinPressReps VegetableCrateCarry VeggiePoweredRun VegetableSackSquats VegetableWheelbarrowWalk VegetableBasketLunges VegetableDigAndPlant',
    travel:
      'FarmersMarketHaul VegetableFarmStandHunt PickYourOwnVeggies StrangestVegetableHunt VegetableAisleWorldTour VegetableRoadTripSnacks VegetableStreetFood VegetableCommunityGarden',
    fashion:
      'VegPatchOveralls VegetablePrintSet VegetablePinBadges VegetableCharmEarrings EatYourGreensOutfit FarmersMarketFit VegetableDyedTee VegetableGardenHat',
  },
  'vending machine': {
    fashion:
      'MatchTheVendingMachine VendingMachineCostume VendingMachineFitCheck VendingMachineCandyColors VendingMachineRingHaul DressLikeASnack PoseByVendingMachine VendingMachineRunway',
    tech: 'VendingMachineSlowMoDrop VendingMachineComesAlive CashlessVendingTest AIRatesVendingMachines VendingMachineGlowAtNight VendingMachineSugarCheck LivingInAVendingMachine VendingMachinePhonePay',
    art: 'CardboardVendingBuild DesignAVendingMachine VendingMachinePixelArt VendingMachineNightPhoto ClayVendingMiniature SnackWrapperMosaic LegoVendingMachine VendingMachinePostcard',
  },
  village: {
    funny:
      'VillageNewsByBicycle VillageLifeBingo VillageFeteDrama VillageScarecrowContest WhisperDownTheVillage VillageGiantVeggieRivalry VillageEveryoneKnowsYou VillageShopQueueChat',
    speed:
      'VillageEggAndSpoon VillageSackSprint VillageFeteTugOfWar VillageDuckRace VillageBootToss VillageWheelbarrowRace RoundTheVillageRun VillageThreeLeggedDash',
    gaming:
      'VillageBoardGameNight VillageWerewolfRound VillageScavengerHunt VillageHideAndSeek BuildAVillageIn10 VillageISpyWalk VillageQuizTeams VillageBoulesMatch',
    prank:
      'VillageMysteryPostcard SurpriseCottagePicnic VillageTreeScarves SecretVillageScarecrow VillageGnomeParade VillageChalkHopscotch VillageBenchLoveNotes VillageBirthdayBunting',
    music:
      'VillageBirdsongRemix VillageBellsBeat VillageDoorstepChoir VillageHarvestSong VillageGreenBusking FolkSongSwap VillageBandstandSet VillageSingAround',
    dance:
      'VillageSquareDance VillageHoedown DanceRoundTheVillage VillageCongaLine VillageBarnDance VillageHallDiscoNight VillageMaypoleSpin VillageFolkCircle',
    fitness:
      'VillageHopHike VillageFieldSprints VillageHillSteps ItTakesAVillageWorkout HillyHamletHustle FarmGateSquats VillageLoopRun VillageBenchDips',
    cooking:
      'VillagePotluckStew VillageJamMaking VillageScones VillageFeteBakeOff VillageSpongeCakeOff CottagePieNight BestInVillageChutney VillageAppleCrumble',
    fashion:
      'VillageCottageFit VillageSundayLook VillageFeteBestDressed VillageWelliesWalk VillageTweedJacket CountryChicChallenge DressLikeAVillager VillageStrawHatStyle',
  },
  volunteering: {
    fitness:
      'CharityFunRun VolunteeringLitterJog VolunteeringTrailWork VolunteerCleanupHike StepsForADonation FoodBankBoxSquats VolunteerGardenDigging CharityStairClimb',
    funny:
      'VolunteeringClipboardSkit HairnetAndProud VolunteeringWithDad VolunteerFirstDayPOV FoodBankBloopers VolunteeringWithGrandma CharityShopOddities VolunteerNameTagMixUp',
    dance:
      'CharityDanceMarathon FoodDriveBoogie VolunteeringSortingDance VolunteeringShuffle GiveBackGroove DonateAndDisco StepsForDonations VolunteerCleanupConga',
    gaming:
      'CharityGamingMarathon TabletopForGood VolunteeringBingoHost VolunteeringCardTourney VolunteerGameNight SeniorCenterCheckers DonatePerVictory VolunteerTriviaFundraiser',
  },
  'wake up': {
    dance:
      'WakeUpStretchGroove WakeUpPajamaBop WakeUpAndShimmy WakeUpBedsideBoogie RiseAndShineShuffle WakeUpToesFirst WakeUpSlipperSlide WakeUpRobotBoot',
    gaming:
      'WakeUpDailyQuest SimonSaysWakeUp WakeUpSpeedrun SnoozeOrWakeUp HideTheWakeUpAlarm WakeUpBingo EarlyBirdWakeUpPoints WakeUpWordPuzzle',
    educational:
      'WhyWeWakeUpGroggy WakeUpInnerClock WakeUpSunlightTest WakeUpWithoutAlarm SleepCycleMath WakeUpMythOrTruth HowBirdsWakeUp WakeUpBodyTemperature',
    pet: 'WakeUpByMyCat WakeUpDogKisses PetAlarmClock WakeUpPuppyPounce WakeUpFishFeeding WakeUpOrElseStare WakeUpPawTap WakeUpBunnyBinkies',
    music:
      'WakeUpAlarmToneRemix WakeUpGuitarStrum WakeUpWithAKazoo WakeUpHumAlong RiseAndShineChorus RoosterRingtoneJam WakeUpPianoLullaby WakeUpWhistleTune',
  },
  walmart: {
    tech: 'WalmartGadgetTest WalmartTabletUnboxing WalmartDeskSetup CheapEarbudsShowdown WalmartTechUnder20 SmartHomeOnABudget WalmartRingLightGlowUp WalmartChargerFaceOff',
    gaming:
      'ISpyInTheWalmartAisle WalmartThisOrThat WalmartHaulCharades WalmartBargainBinDare FiveBuckWalmartGameNight WalmartPriceIsRight PlayWalmartBingo WalmartDemoKiosk',
    educational:
      'WalmartPerOunceMath GuessTheWalmartPrice WalmartHistoryIn60 HowBarcodesWork WalmartTruckToShelf StoreBrandBlindTest WalmartByTheNumbers WalmartFactOrFiction',
  },
  'warm up': {
    educational:
      'WhyWarmUpsMatter WarmUpHeatCheck WarmUpMythBusters WarmUpMuscleQuiz WarmUpStretchTypes WarmUpFlexibilityTest TeachMeYourWarmUp WarmUpPulseCount',
    music:
      'OneSongWarmUp WarmUpJam WarmUpTempoClimb LipTrillWarmUp DoReMiWarmUp ScalesAndStretches TongueTwisterWarmUp WarmUpHumAlong',
    prank:
      'ChickenDanceWarmUp WarmUpSimonSays FakeCoachWarmUp WarmUpSongSwitch ArmCircleSwitcheroo WarmUpMysteryMoves CopycatWarmUp EndlessWarmUp',
    art: 'WarmUpLineDrills WarmUpDrawWithoutLooking WarmUpWrongHand HundredCirclesWarmUp WarmUpQuickPoseSketch WarmUpStickFigureSprint SquiggleWarmUp WarmUpDoodleDare',
    speed:
      'TwoMinuteWarmUp WarmUpSpeedRound WarmUpHighKneesBlitz BeatTheWarmUpClock ArmCircleCountdown WarmUpSkippingDash WarmUpRelayRace TenSecondWarmUp',
  },
  wasp: {
    fashion:
      'WaspCostumeFitCheck WaspYellowScarf WaspWingSheerCape YellowJacketStyle HighFashionHornet StripesThatSting BeeVsWaspOutfits WaspBlackAndGoldLook',
    cooking:
      'WaspProofLemonade WaspStripeCookies HoneycombToffee WaspSafeSnackJars WaspFreePicnic UnderCoverLunch WaspNestMeringue WaspStripedSandwiches',
    educational:
      'WaspVsBee WhyWaspsSting WaspFigPollination HowWaspsMakePaper WaspOrHornetQuiz WhatWaspsDoForUs WaspPicnicScience WaspLifeCycle',
    fitness:
      'WaspBuzzOffBurpees YellowJacketSprints HornetHighKnees StingLikeAWasp WaspZigZagRun PicnicPanicCardio WaspHurdles WaspDodgeLunges',
  },
  weather: {
    fashion:
      'WeatherAppPicksMyFit FourSeasonCapsule DressForTheWeather RainyWeatherBoots OneOutfitAllWeather WeatherproofChic LayersForAnyWeather WeatherScarfAndBeanie',
    gaming:
      'RainyDayGameNight ActOutTheWeather WeatherGuessingCards WeatherForecastBattle WeatherThisOrThat WeatherCharadesRace WeatherBingoBoard WeatherCloudMatchUp',
    art: 'PaintTodaysWeather WeatherDiaryDoodles CloudSketching WeatherFrostPhoto StormSkyPastels WeatherWheelCraft BuildAPaperWeatherVane WeatherSunPrints',
    fitness:
      'WeatherWindSprints AnyWeatherWorkout WeatherWindyDayJog RainOrShineRun WeatherAppPicksMyReps WeatherSquatPerDegree StormyWeatherStretch WeatherIndoorCircuit',
  },
  weatherman: {
    fitness:
      'WeathermanSaysRun WeatherReportSquats WeathermanStormTwists ForecasterPushUps ChanceOfBurpees RainOrShineReps WeathermanWindSprints WeathermanMapLunges',
    pet: 'WeathermanCatCohost WeathermanDogReport MeteorologistMutt WeathermanPupDebut TodaysPawcast WeathermanKittenCameo WeathermanPetAnchor WeathermanBunnyForecast',
    gaming:
      'WeathermanTrivia WeathermanBingo ForecasterGameShow WeathermanHotOrCold WeathermanSays ClosestTempWins OutguessTheWeatherman WeathermanCharades',
  },
  weeding: {
    fitness:
      'WeedingSquats WeedingLungeWalk WeedingGripStrength WeedingWheelbarrowRun WeedingBucketCarry RootPullReps WeedingWarmUp WeedingKneelAndReach',
    travel:
      'WeedingGrandmasGarden AdoptAParkWeedingDay VolunteerWeedingTrip WeedingForANeighbor WeedingCampsiteCleanup WeedingAtTheCottage WeedingWithAView WeedingSchoolPatch',
    fashion:
      'WeedingFitCheck WeedingWardrobe WeedingSunHatStyle WeedingGloveGlam WeedingKneePadStyle OverallsAndBandana WeedingApronLook WellyBootsWeeding',
    dance:
      'WeedingShuffle WeedingTrowelTwist WeedingHeadBob PullingWeedsToTheBeat DandelionTwirl BarefootLawnBop WeedingWobble HoedownWeeding',
    cooking:
      'WeedingBreakLemonade WeedingPowerSmoothie WeedingHarvestSalad WeedingPicnic WeedingCoolCucumberSips WeedingGranolaBites WeedingLunchWraps PostWeedingIcePops',
  },
  wife: {
    gaming:
      'WifeCarriesTheTeam WifeKartRaceDuel WifeScrabbleShowdown WifeyRematch WifeWinsAgain TeachingMyWifeToGame WifeChessLessons WifeJigsawNight',
  },
  witch: {
    fitness:
      'WitchHexJacks WitchBroomWorkout WitchSpellSquats WitchFlightPlank PotionBottleCurls WitchingHourCardio WickedWitchWallSit WitchCauldronLunges',
    pet: 'WitchCatPortrait WitchCauldronTreatHunt WitchPotionLickMat WitchBroomstickBuddy SpellbookKittenShoot WhichWitchKitty WitchAndHerSidekick WitchBunnyPumpkinPatch',
  },
  wizard: {
    fitness:
      'WizardDuelCardio WizardLungeAndCast BroomstickSprints WizardBroomRelay WizardStaffSquats WizardBootCamp WizardLevitationPlank WizardTowerStairClimb',
    educational:
      'WizardChemistryTricks HowMagiciansFoolYou WizardLatinSpellRoots WizardLegendsQuiz RealLifeAlchemists WizardPotionScience WizardOwlFacts WizardStarMapLesson',
    fashion:
      'WizardRobeLook WizardHatStyle DarkAcademiaWizard WizardScarfStyling WizardCloakLayers MoonAndStarJewelry WardrobeWizard WizardRoundGlasses',
    tech: 'WizardWandLightPainting WizardVoiceCommands WizardStopMotionDuel WizardSpellEffectsEdit WizardCastleBackdrop WizardTeleportTransition WizardLevitationVideo WizardClapOnLamp',
    music:
      'MagicWandConductor WizardRockBand WizardSpellChant WizardRapBattle WizardThemeOnRecorder WizardHumAlong OffToSeeTheWizard WizardBalladOfQuests',
    art: 'DIYWizardWand WizardHatCraft SpellbookIllustration WizardPotionLabels WizardCastleSketch DesignYourOwnSpell WizardSelfPortrait WizardScrollLettering',
    pet: 'WizardPuzzleFeeder WizardPupAgilityQuest WizardFamiliarReveal WandTreatTrick WizardKittyTowerNap WizardOwlPlushFetch WizardSpellTraining WizardHamsterCastle',
    travel:
      'WizardBookshopHunt WizardLibraryAdventure WizardRoadTripQuest WizardCastlePlayground FindYourWizardWand WizardOldTownWalk WizardMovieSetVisit WizardTrainPlatformPhoto',
  },
  wolf: {
    tech: 'WolfHowlSoundWaves WolfSoundboardRemix AnimateAWolfDrawing AITranslatesWolf WolfFaceFilter MoonShotPhoneHack MapAWolfsJourney WolfDocumentaryEdit',
    dance:
      'WolfPackChoreo FullMoonShuffle WolfPawStomp WolfCrouchAndLeap HowlAndProwl WolfStalkStep WolfMoonlightSway WolfTailSpin',
    educational:
      'WhyWolvesHowl WolfVsDogDNA WolfForestHelpers WolfPackMythBusting WolfSenseOfSmell ApexPredatorQuiz GrayVsRedWolfFacts WolfPupGrowthFacts',
    music:
      'HowlAtTheMoonSong WolfGrowlBassline WolfPackChorus HungryLikeTheWolfCover WolfEchoChant AwooSingAlong WolfFolkLullaby WolfForestDrums',
    art: 'WolfCrayonPortrait HowlingSilhouette SculptAClayWolf WolfMoonPainting SketchTheLoneWolf WolfEyesCloseUp PaperWolfMask WolfInkWash',
  },
  work: {
    speed:
      'WorkInboxClearout WorkEmailBlitz WorkToDoTakedown JobDoneByNoon PomodoroSprint TenMinuteStandUp WorkWeekSpeedrun WorkDeskTidyRush',
    travel:
      'WorkFromAnywhere WorkCafeHopping WorkAtTheLibraryDay TakeTheLongWayToWork CommuteLikeATourist LunchBreakExplorer WorkTripSideQuest WorkPicnicMeeting',
    educational:
      'MyWorkInOneMinute WorkJargonDecoded HowPaychecksWork JobShadowDay GuessMyCareer WorkJobsThatVanished WorkAroundTheWorld WorkTwoTruthsOneLie',
    gaming:
      'CubicleBingo WorkTriviaFriday CoworkerCoopNight WorkChessLadder BossFightAtWork WorkBreakroomCharades WorkplaceOlympics WorkPaperBallHoops',
    fashion:
      'WorkFitCheck BlazerFiveWays DressForTheJobYouWant DeskToDinner WorkWeekOutfitPlan WhatsInMyWorkBag WorkwearStyleDuel WorkComfyShoesRanking',
  },
  'world cup': {
    tech: 'WorldCupRefCheckAtHome ScoreAWorldCupWinner AIPredictsTheWorldCup WorldCupSlowMo WorldCupGoalAlertHack WorldCupReplayEdit WorldCupFaceSwap ClockYourWorldCupKick',
    funny:
      'WorldCupDramaticDive WorldCupSuperstitions RedCardMyRoommate GoooalForEverything WorldCupFamilyReacts WorldCupNailBiters WorldCupLivingRoomMatch DadExplainsWorldCup',
  },
  'world record': {
    tech: 'WorldRecordCubeSolve WorldRecordTypingTest MyWorldRecordInTimeLapse WorldRecordSlowMo FarthestPaperPlane WorldRecordVideoProof LegoTowerWorldRecord PhoneStackWorldRecord',
    gaming:
      'WorldRecordSpeedrun WorldRecordHighScore WorldRecordTetris BeatTheWorldRecord WorldRecordCupStack ArcadeInitialsHunt JengaWorldRecord CardHouseRecordAttempt',
    dance:
      'WorldRecordLimboLow WorldRecordCongaLength WorldRecordPirouettes WorldRecordShuffleOff MostSpinsInAMinute LongestDanceStreak MoonwalkWorldRecord WorldRecordFreezePose',
    fitness:
      'WorldRecordPlankHold WorldRecordWallSit JumpRopeRecordAttempt ChasingTheWorldRecord WorldRecordSquatCount MostBurpeesInAMinute WorldRecordPushUps HulaHoopWorldRecord',
    cooking:
      'WorldRecordPancakes WorldsBiggestCookie WorldRecordBurrito WorldsLongestNoodle TallestSandwichStack OneMinuteOmelet WorldRecordTinyMeals DonutTowerWorldRecord',
  },
  'wrapping paper': {
    educational:
      'WrappingPaperStrengthTest WrappingPaperScrunch GiftWrappingGeometry WrappingPaperOrCloth CanYouRecycleWrapping DiagonalWrapHack WrappingPaperHowItsMade WrappingPaperInkFacts',
    gaming:
      'WrappingPaperSpeedrun WrappingPaperDiceRound MittensWrappingGame WrappingPaperHotPotato PassTheParcelNight WrappingPaperLayerBall WrappingPaperTicTacToe WrappingPaperGuessTheGift',
    music:
      'WrappingPaperJingle WrappingPaperRipRhythm WrappingPaperKazoo CrinkleWrappingBeat CardboardBoxDrums WrappingPaperTubeTrumpet WrappingPaperCarolMedley WrappingPaperCrunchChoir',
    fitness:
      'WrappingPaperPlank WrappingPaperBoxSquats WrappingTubeLunges WrappingPaperBearCrawl PresentStackCarry WrapItUpWorkout WrappingPaperHurdles WrappingPaperJumpingJacks',
    fashion:
      'WrappingPaperDress WrappingPaperRunway WrappingPaperBowTie WrappingPaperSkirt PutARibbonOnIt PresentedInStyle WrappingPaperCrown WrappingPaperHatParade',
  },
  yard: {
    cooking:
      'BackyardCookout YardVeggiePizza YardBerryCobbler YardHerbLemonade PicnicOnTheLawn YardToTableSalad YardFruitPopsicles YardTeaPartyTreats',
    educational:
      'YardBugSafari WormCompostBin YardWeedOrFlower BackyardScienceLab WhatLivesInMyLawn YardRainGauge YardSundialBuild NameEveryYardBird',
    art: 'RockPaintingGarden YardLeafMandala YardStickSculpture BackyardChalkMural YardPebbleArt LawnGnomeMakeover YardFlowerPressing YardNatureWeaving',
    fashion:
      'YardWorkWellies YardClogsAndHat GardenPartyLook YardSaleOutfit BackyardBBQFit MowTheLawnInStyle FlowerCrownFromTheYard YardDenimOveralls',
  },
  yearbook: {
    fitness:
      'YearbookJumpShot YearbookPoseHold YearbookTeamRematch YearbookVarsityRedo PictureDayPlank SeniorYearMile YearbookJumpingJacks YearbookPushupRetest',
    tech: 'YearbookAIFilter YearbookVideoMessages YearbookAgeProgression ScanYourYearbook TimeCapsuleReel RetroAppFaceOff YearbookPhotoRestore YearbookGreenScreen',
    funny:
      'RecreateYourYearbook YearbookSelfRoast YearbookMostLikelyTo YearbookOldQuotesReview PictureDayFails TeacherYearbookReveal ParentsYearbookReact YearbookVoiceover',
    music:
      'SeniorQuoteRap YearbookMontage YearbookClassAnthem YearbookKaraoke YearbookGradMarch YearbookThrowbackPlaylist SingYourYearbook YearbookEraMixtape',
  },
  yellow: {
    music:
      'YellowSubmarineCover YellowSongUnplugged YellowThingsDrumKit YellowUkuleleJam SunshineSingAlong MellowYellowRemix YellowKazooBand YellowLullabyHum',
    tech: 'AllYellowHomeScreen YellowLightsDeskSetup YellowOnlyPhotoDump EverythingGrayButYellow SunlightTimelapse YellowToneEdit YellowFilterFaceOff YellowColorPickerApp',
    gaming:
      'YellowPacManHighScore YellowOnlyBuild BananaPeelDodge YellowCoinCollector YellowThingsScavengerHunt YellowTeamGameNight YellowCardUnoRule YellowISpyRound',
    funny:
      'AllYellowEverything BananaPhoneCall YellowPagesReaction YellowRaincoatFail YellowHighlighterBinge MellowYellowMeltdown YellowFoodTierList YellowRubberDuckJury',
    fitness:
      'YellowStepUps YellowJumpRopeRound YellowBandStretch YellowTennisBallDrills SunSalutationFlow GoldenHourRun YellowDumbbellDare YellowConeAgility',
  },
  zebra: {
    fitness:
      'OutrunAZebra ZebraKickbacks ZebraStripeSprints GallopLikeAZebra ZebraHerdJacks SavannaShuttleRun ZebraTapeLineHops ZebraHighKneeTrot',
    speed:
      'TenSecondZebraSketch ZebraStripeTapeDash ZebraGallopRace ZebraPuzzleTimer ZebraSockMatchSprint HerdRelayRush CountTheZebras ZebraDominoTopple',
    tech: 'ZebraStripeQRCode ZebrafyYourSelfie ZebraPatternIDAI ZebraPrintPhotoEdit PaperZebraGallops ZebraBarcodeScan AIDrawsAZebra ZebraStopMotionHerd',
    fashion:
      'ZebraStripeSneakers ZebraNailArt BoldZebraScarf ZebraHeadToToe PrintClashDare ZebraToteBag OneZebraPieceStyled ZebraHairBow',
    educational:
      'WhyZebrasHaveStripes NoTwoZebrasAlike ZebraFlyStudy BlackOrWhiteBase ZebraVsHorseDNA ZebraMigrationMap ZebraSpeciesQuiz ZebraFoalFacts',
    dance:
      'ZebraStripeShuffle ZebraTailSwish ZebraGallopDance ZebraPrintStrut MonochromeMoves SavannaSwing TheZebraTwostep ZebraHoofStomp',
  },
  zombie: {
    gaming:
      'ZombieSurvivalRun HideFromTheZombieHorde PlantsVsZombiesCup FreezeTagButZombies ZombieDiceDuel SurviveTheNight ZombieCardQuest ZombieEscapeBoardGame',
    music:
      'ZombieGroanChoir ZombieShuffleBeat ZombieThrillerKaraoke HeavyMetalZombieRiff ZombieVoiceSingOff BrainsBeatbox ZombieSlowJamBallad ZombieKazooMarch',
    speed:
      'ZombieEscapeRace ZombieMakeupSpeedrun BeatTheZombieHorde ZombieTagDash ZombiePillowFortRush BugOutBagBlitz HumanVsZombieSprint ZombieCostumeQuickChange',
    fashion:
      'ZombieMakeupLook ZombieDistressedDenim ZombiePromDress ZombieGlowUp ZombieSurvivorFit DeadGorgeous HumanToZombieReveal ZombieTornFlannel',
    fitness:
      'ZombieEscapeRun ZombieProofSquats OutrunTheZombies ZombieCrawlPlank ApocalypseBootcamp ZombieSprintIntervals ZombieLurchLunges ZombieArmsUpHold',
  },
  zookeeper: {
    tech: 'StreamAZookeeperShift PlayZookeeperWithMyPets ZookeeperFeedingCam ZookeeperPOV ZookeeperStopMotion AppNamesTheAnimal AIZookeeperQuiz ZookeeperCareTracker',
    gaming:
      'ZookeeperSays ZookeeperCharades ZookeeperTriviaNight ZookeeperMemoryMatch ZookeeperGuessTheAnimal EscapeThePenguinPen ZookeeperHideAndSeek ZookeeperRolePlayDay',
    dance:
      'ZookeeperBucketBop ZookeeperPenguinMarch ZookeeperFlamingoPose ZookeeperElephantStomp FeedingTimeFrenzy ZooCrewConga FollowTheZookeeper ZookeeperSafariShuffle',
    fashion:
      'DressLikeAZookeeper ZookeeperKhakiFit KidsZookeeperCostume ZookeeperOffDuty WildlifeWorkwear ZookeeperSafariHat ZookeeperBootsLook ZookeeperCargoPockets',
    educational:
      'AskAZookeeper HowZookeepersFeed ZookeeperToyMaking ZookeeperTruthOrTail WhoEatsWhatQuiz DayOneZookeeper ZookeeperCareerPath ZookeeperHabitatDesign',
    art: 'ZookeeperSketchbook DrawAZookeeperMap ZookeeperPhotoDiary ZookeeperComic WildlifeWatercolor PenguinPortraits SketchAZookeeper ZookeeperClayAnimals',
    speed:
      'ZookeeperBucketRelay BeatTheZookeeperClock ZookeeperHeadcount ZookeeperToyRoundUp FeedingTimeFrenzy PenguinRollCall FastestZookeeperFeed ZookeeperEnclosureTidy',
  },
  spy: {
    fitness:
      'SpyLaserMaze SecretAgentBootcamp SpyBearCrawlSneak TrainLikeASpy StealthLungeWalk SpyDuckAndDodge SpyCommandoRolls SpyCrouchSquatHolds',
    funny:
      'SecretAgentDad SpyBadDisguise GrandmaGoesUndercover SpyVillainImpression WorstSpyEver SpyWhisperNarration SpyingOnTheCat SpyMissionGroceryRun',
    speed:
      'SpyMemoryTrayBlitz SecretAgentDash CipherSolveSprint LaserMazeInSixty SpyDisguiseIn30 SpyCodeCrackRace SpyGetawayRelay SpyFingerprintMatchRush',
    pet: 'SpyKittenStakeout SecretAgentPup HamsterUndercoverMaze SpyDogSniffMission SpyOnMyPetWhileImOut SpyHideAndSeekWithMyDog ISpyYourPet SpyPetTreatHeist',
    gaming:
      'SpyCharadesParty SpyCodenamesRound WhoIsTheSpyTonight SecretAgentGameNight SpyLaserMazeChallenge FindTheSpyAmongUs SpyTreasureMapHunt SpyCardDeckBluff',
    educational:
      'InvisibleInkLesson SpyCaesarCipher FingerprintScience CrackTheSpyCode RealLifeSpyGadgets SpyMorseTapMessage SpyPigeonHistory SpyPhoneticAlphabet',
    music:
      'SpyWhistleSignal SpyThemeHumOff SpyTiptoeBeat MissionImpossibleCover SneakySpyBeatbox SecretAgentJazz SpyKazooSolo SpyMorseCodeRhythm',
    travel:
      'SpyRouteByCompass SpyDisguiseDayOut SpyMissionAtThePark SpyCityScavenger SecretAgentWeekend PackLikeASpy SpyHideoutHunt SpyMuseumCodeHunt',
  },
  squirrel: {
    fitness:
      'SquirrelSprints SquirrelJumpSquats AcornSquirrelLunges SquirrelScurryCircuit SquirrelNutHuntHops ZigZagAgility SquirrelBearCrawl SquirrelSideShuffleDrill',
    funny:
      'SquirrelVsBirdFeeder SquirrelDogStandoff ForgetfulSquirrelSkit NatureDocSquirrel MySquirrelBrainDay DramaticChipmunk SquirrelCommentator SquirrelSnackHeistSkit',
    educational:
      'WhySquirrelsBuryNuts SquirrelTailBalance FlyingSquirrelGlide SquirrelsPlantForests SquirrelFakeDigTrick ChipmunkOrSquirrelQuiz SquirrelMemoryMap SquirrelTeethNeverStop',
    speed:
      'SquirrelObstacleCourse SquirrelStashRace SquirrelAcornDash FastAsASquirrel SquirrelTailTagRelay NutHuntBlitz SquirrelScurrySprint SquirrelPeanutSortRush',
    art: 'SquirrelFingerPuppet SquirrelWatercolor PineconeSquirrelCraft AcornCapSquirrel SquirrelStampPrints BushyTailSketch SquirrelPortraitPaint SquirrelLeafCollage',
    fashion:
      'SquirrelEarHeadband SquirrelPrintSweater SquirrelTailScarf DressLikeASquirrel AcornEarrings SquirrelFlannelLayers SquirrelAutumnFitCheck SquirrelPatchBackpack',
  },
  sun: {
    tech: 'SunTimelapse SunShadowTimeLapse SunsetPhotoEditOff SunUVIndexCheck PhotographTheSunSafely SolarChargeTest WeatherAppVsSun SunlightSelfieHack',
    cooking:
      'SunnySideUpArt SunTeaBrew SunshineLemonBars SunDriedTomatoDIY CookWithTheSun SunFruitSkewers OrangeSunPancakes CitrusSunSalad',
  },
  sunscreen: {
    prank:
      'SunscreenReminderNotes SunscreenBottleGooglyEyes SneakySPFStash SunscreenSurpriseKit ParasolPitchedForThem CoolTowelAmbush SunscreenSongWakeUp SunblockMustacheSelfie',
    educational:
      'HowSunscreenWorks SunscreenPaperFadeTest SPFNumbersDecoded DoesSunscreenExpire SunscreenLotionVsSpray ReadTheUVIndex SunscreenMythBusters SunscreenLabelQuiz',
    cooking:
      'SunscreenBottleCake SunscreenBeachPicnic SPFSummerPopsicles SunscreenSeasonSalads ShadeTentLunch CoolDownSlushies IcePopSunscreenBreak SPFSunshineCookies',
    travel:
      'SunscreenBeachHop SPFAroundTheWorld SunscreenReefSafeTrip SunscreenCarryOn DesertHikeSunscreen SunscreenDayTripKit SunscreenTravelMinis SnowSlopeSunscreen',
    gaming:
      'SunscreenFreezeTag SunscreenBeachBallVolley SunscreenBingo SPFSimonSays SunscreenWaterBalloonToss SunscreenRelayRace LevelUpSunscreen SunscreenCharades',
    fashion:
      'SunscreenUnderMakeup SPFSummerFit SunscreenGlowPrimer SunblockLipGloss WideBrimAndSunscreen SunscreenAndShades TintedSunscreenGlam BucketHatAndSunscreen',
  },
  'tooth fairy': {
    pet: 'ToothFairyKittyAlarm PuppyLostToothDay ToothFairyVisitsTheDog DogToothbrushTime KittenToothFairy CatGuardsThePillow ToothFairyBunnyHelper ToothFairyPupPatrol',
    art: 'ToothFairyDoor FairyDustJar TinyToothBoxCraft ToothFairyLetter DrawTheToothFairy ToothFairyPillowPocket ToothFairyReceipt ToothFairyMiniEnvelope',
  },
  'toy store': {
    tech: 'ToyStoreCodingRobot ToyStoreNightStopMotion ToyStoreRCCarRace ToyStorePriceScanDuel ToyshopGadgetRating SmartToyShowdown ToyStoreWalkieTalkie UnboxToyStoreTech',
    gaming:
      'ClawMachineChampion ToyStorePackBattle ToyStoreBoardGameFaceOff ToyStoreTopSpinDuel ToyStoreMarbleRun RetroConsoleRematch ISpyInTheToyStore JengaAtTheToyStore',
  },
  'water park': {
    tech: 'WaterParkScreamMeter WaterParkWaitTimeApp WaterParkSlidePOV WaterParkSlowMoSplash PhonePouchTest WaterParkDayRecap WaterParkWaterproofCam WaterParkPhotoDump',
    speed:
      'WaterParkSnackPacking WaterParkSlideTimer WaterParkSunscreenRace WaterParkMapMemory EveryRideByNoon TowelDryBlitz WaterParkLapRecord WaterParkLockerSpeedTidy',
  },
};
