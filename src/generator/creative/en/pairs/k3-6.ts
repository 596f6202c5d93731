import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bachata: {
    art: 'FreezeTheBachataDip BachataLightTrails SketchTheSway DrawABachataIn60Seconds BachataCouplePortrait 7DayBachataDoodles PaintYourBachataPartner BachataShadowPuppets',
    fashion:
      'BachataFitCheck BachataTwirlTest HipTapHeels StyleABachataSkirt3Ways ThrowbackBachataGlowUp BachataHairFlip BachataDateNightLook 7DaysOfBachataShoes',
    prank:
      'TheirAlarmPlaysBachata PullThemIntoBachata CanYouBachataPastMom SurpriseBachataDate DramaticBachataExit WakeUpWednesdayBachata 3SecondBachataPhotobomb BachataDJTakeover',
    travel:
      'BachataPicnicDate SandyFeetBachata BachataSunsetWalk PackYourBachataShoes BachataIn5Parks BachataSuitcaseSway HotelRoomBachataBattle OneBachataPerCity',
    cooking:
      'BachataDateDinner PlateItInOneBachataSong StirToTheBachataBeat BachataStewSunday BlenderBachataFaceOff BachataBananaBread BachataWhileRiceCooks 7NightsOfBachataSalsa',
    gaming:
      'NailTheBachataCombo BachataCharades GuessTheBachataSong CanYouCopyMyBachata 60SecondBachataDanceOff BachataStopAndFreeze 10RoundBachataBattle RockPaperBachata',
    music:
      'BachataYourFaveSong KitchenPotsBachataBeat BachataDuetWithMom 5NoteBachataGuess 7DayBachataSingAlong WriteABachataChorus BachataKaraokeNight SerenadeInBachata',
    tech: 'BachataSlowMo AIRatesMyBachata LongDistanceBachata BachataTransitionDip OneTakeBachataVideo SplitScreenBachataDuet BachataDay1VsToday PlayYourBachataBackwards',
  },
  'couch potato': {
    cooking:
      'CouchPotatoSnackBoard CouchPotatoLoadedSkins CanACouchPotatoBake LazyMugCakeCouchPotato 5MinuteCouchPotatoPlate NoCookCouchPotatoBites CouchPotatoChefFaceOff OneEpisodeCouchPotatoMeal',
    dance:
      'SeatedCouchPotatoGroove 10SecCouchPotatoShuffle FromCouchPotatoToDancer CanACouchPotatoDance CouchPotatoAdBreakdance CouchPotatoRemoteRelay CouchPotatoBlanketBop LaziestCouchPotatoMoves',
    music:
      'CouchPotatoAnthem CouchPotatoTVThemeQuiz CanYourCouchPotatoSing CushionDrumsCouchPotato CouchPotatoLoveSong 60SecondCouchPotatoRap CouchPotatoBlues DuetWithACouchPotato',
    prank:
      'CouchPotatoBananaRemote CouchPotatoDecoy 100StickyNotesCouchPotato GooglyEyedCouchPotato DidMyCouchPotatoNotice StealTheCouchPotatoSeat CouchPotatoRedCarpet LaughTrackCouchPotato',
    art: 'DrawACouchPotato CouchPotatoClayFigure CouchPotatoComicStrip 60SecCouchPotatoSketch CouchPotatoPortraitBattle 7DayCouchPotatoDoodles RenaissanceCouchPotato CouchPotatoDiorama',
    educational:
      'CouchPotatoWordOrigin CanACouchPotatoLearn CouchPotatoQuizBattle CouchPotatoDocNight CouchPotatoTriviaPause HowManyHoursCouchPotato 7DayCouchPotatoLessons 5MinCouchPotatoScience',
    fashion:
      'CouchPotatoLoungewear CouchPotatoGlowUp MatchingPajamaCouchPotato 7DaysOfCouchPotatoLooks CouchPotatoFitFaceOff CouchPotatoSockCollection StyleACouchPotato3Ways CozyCardiganCouchPotato',
    wellness:
      'SlowSundayCouchPotato CouchPotatoRestDay CouchPotatoStretchIn5Min NoScreenCouchPotato CouchPotatoTeaAndBlanket NapLikeACouchPotato CouchPotatoGratitude SitStillCouchPotatoDare',
  },
  cricket: {
    art: 'CricketBatPainting CricketBallStitchArt CricketDoodleFaceOff RedesignACricketJersey 60SecondCricketSketch DrawYourCricketHero PopsicleCricketStumps PaperCricketTrophy',
    educational:
      'CricketRulesQuiz CricketRunRateMath CricketFactFaceOff CricketSwingScience Name10CricketSignals LearnCricketSlang GripACricketBall ExplainCricketIn60Seconds',
    music:
      'CricketStadiumChant BatOnBallRhythm 10SecondCricketBeat CricketHowzatRemix RapTheCricketRules CricketAnthemChoir HumYourTeamsCricketSong CricketSingOff',
    pet: 'CricketDogSpectator CricketSoftToyFetch CricketPupThief CanYourPetPlayCricket 10SecondCricketRetrieve CatVsCricketBall TeaBreakTreatsCricket FluffyCricketMascot',
    tech: 'HowFastIsYourCricketBowl CricketSlowMoReplay CricketScoringApp CricketVoiceoverFaceOff PhoneStumpCamCricket AIExplainsCricket 60SecondCricketHighlights VideoCallCricketNight',
    dance:
      'CopyMyCricketCelebration CricketUmpireMoves HowzatCricketShuffle CricketBhangraBeat CricketDanceOff BackyardCricketBoogie 6StepsPerCricketOver WindmillCricketArms',
    gaming:
      '10BallCricketBattle HandCricket BookCricket DiceCricketLeague CricketQuizShowdown CanYouBeatDadAtCricket CricketShotCharades 1MinuteCricketSuperOver',
  },
  badminton: {
    art: 'BadmintonBirdieCraft 60SecondBadmintonSketch FeatherPainting BadmintonStringArt PaintSplatBadminton BadmintonPictogram DrawYourBadmintonHero BadmintonPosterFaceOff',
    music:
      'BadmintonRallyRhythm BadmintonRacketGuitar ShuttleBeatDrop BadmintonSoundsDuet CanYouSingMidBadminton BadmintonWalkOnSong 100BadmintonTapsInTime PluckBadmintonStrings',
    prank:
      'BadmintonStringsNote SlowestBadmintonServe InvisibleBadmintonRally GolfVoiceBadminton 100BalloonsInBadmintonBag TinyBadmintonRacketReveal BadmintonSurpriseSaturday CanYouFoolBadmintonDad',
    dance:
      'BadmintonVictoryDance ShuttleShuffle BadmintonSmashDrop BadmintonLungeGroove BadmintonRallyDuet BoogieEveryBadmintonPoint CopyMyBadmintonMoves 30SecondBadmintonJig',
    funny:
      'BadmintonBackyardBattle BadmintonVsTheWind WorstBadmintonServeWins DeadSeriousBadminton CountYourBadmintonWhiffs GrandmaBadmintonAce WasItInBadminton SlowMoBadmintonDive',
    tech: 'BadmintonSlowMoSmash HowFastIsYourBadmintonHit AIBadmintonCoach BadmintonFreezeFrame BadmintonThenVsNowClip InOrOutBadmintonReplay SplitScreenBadmintonDuel UnderNetCamBadminton',
  },
  crow: {
    dance:
      'CrowStrut CrowHopShuffle FlockOfCrowsFlashMob CrowHeadBob 5CrowMovesIn10Seconds CrowCawBeatDrop DuetAsTwoCrows CanYouFlapLikeACrow',
    fashion:
      'AllBlackCrowFit CrowCharmEarrings CrowWingEyeliner StyleACrowLook3Ways 7DaysOfCrowJewelry CrowPrintScarf CrowVsPeacockFaceOff VelvetCrowBlazer',
    pet: 'CrowWindowWatch WalkiesCrowCount CrowPlushFetch CanYourDogSpotACrow 10MinCrowSpottingWithPup CatChattersAtCrows CrowCawHeadTiltTest CalmPastTheCrows',
    tech: 'BestCrowPicFaceOff CrowCallIDTest CrowSlowMoTakeoff AICrowCawTranslator 7DayCrowSightingsLog CrowStopMotionPuppet ZoomLensCrowPhoto CanYouFilmACrowLanding',
    gaming:
      'CrowNestBuild CrowMemoryFaces CanYouCawLikeACrow TierListOfGameCrows 3MinuteCrowBingo CrowStealTheShiny CrowTagAtDusk PaperCrowFlightBattle',
    music:
      'CrowCallRemix CawAlongChorus CanYouRapAboutCrows CrowClickRhythm CrowsOnWiresMelody BeatboxLikeACrow CrowVsPigeonSingOff 10SecondCrowSoundCover',
  },
  'late night': {
    cooking:
      'LateNightRamenUpgrade LateNightMugCake LateNightCerealMashup LateNightFridgeFaceOff 5MinuteLateNightSnack CanYouCookALateNightMeal CheeseToastieLateNight CocoaForTwoLateNight',
    dance:
      'SilentDiscoLateNight LateNightTiptoeTango LateNightFridgeLightJig MoonlightLateNightWaltz 30SecLateNightBoogie LateNightPajamaShuffle LateNightSockSlideBattle CanYouDanceQuietLateNight',
    gaming:
      'LateNightFlashlightTag SilentLateNightCharades WhisperTelephoneLateNight LateNightWouldYouRather LateNightTwentyQuestions CanDadGuessItLateNight LateNightRiddleFaceOff 3MinuteLateNightPuzzle',
    prank:
      'LateNightSnackFairy LateNightStickyStars LateNightFridgeNotes TurnDownServiceLateNight LateNightGooglyEyeRaid DidTeddyMoveLateNight RubberDuckRowLateNight 100BalloonsLateNight',
    tech: 'DarkModeLateNight CanYourPhoneFilmLateNight LateNightSleepTrackerTest LateNightCodingSprint LateNightAIQuestions DoNotDisturbLateNight 7DayScreenTimeLateNight LateNightMoonShotBattle',
    travel:
      'LateNightSkylineView LastTrainLateNight LateNightStreetFood CanYouFindLateNightTacos LateNightHotelCheckIn LateNightTentTalk ShowUsYourTownLateNight 3StopLateNightTour',
  },
  'air guitar': {
    cooking:
      'AirGuitarSpatulaSolo AirGuitarWhileItBakes KitchenAirGuitarFaceOff LettuceShredAirGuitar AirGuitarPickCookies AirGuitarButterShake CookAndAirGuitarIn10Min CanYouAirGuitarAWhisk',
    gaming:
      'AirGuitarFreezeTag AirGuitarHighScore AirGuitarCharades AirGuitarDuel SimonSaysAirGuitar GuessMyAirGuitarSong PassThePickAirGuitar 10TrackAirGuitarMarathon',
    travel:
      'AirGuitarLandmarks ShowUsYourTownsAirGuitar CanYouAirGuitarOnABus AirportAirGuitar 10StopAirGuitarTour BeachAirGuitarSolo SunsetAirGuitar TrainRideAirGuitar',
    art: 'AirGuitarArtFaceOff BuildACardboardAirGuitar AirGuitarSilhouette AirGuitarJumpPhoto 60SecondAirGuitarSketch AirGuitarAlbumCover DrawMyAirGuitar ClayAirGuitarIn10Min',
    dance:
      'AirGuitarPowerSlide HeadbangShuffle AirGuitarDuckWalk AirGuitarWindmill MirrorMeAirGuitar CanYouAirGuitarInSocks PassTheAirGuitarRelay 10SecondAirGuitarSolo',
  },
  bookshelf: {
    fitness:
      'HeavyHardcoverCarry DictionaryLunges BookshelfWallSit BookshelfPlankFaceOff 60SecondBookshelfReload BookcaseCurls 7DayBookshelfWorkout BookshelfReachStretch',
    cooking:
      'BakeFromTheBookshelf BookshelfStorybookFeast NovelNightSnacks EatLikeYourBookshelfHero 30MinBookshelfRecipe BookshelfCookbookDare BookshelfLiteraryLunch 7DinnersOffMyBookshelf',
    fashion:
      'MatchABookshelfSpine 7OutfitsFromMyBookshelf DressLikeYourBookshelf BookshelfColorFit BookshelfNerdGlowUp BookshelfRainbowFaceOff BookshelfToRunway 60SecondBookshelfStyling',
    pet: '10MinBookshelfBedtimeTale PetPicksTheNextRead BookshelfStoryTimePup KittenVsBookshelf BookshelfReadingDog CatChoosesABookshelfNovel 3SecondBookshelfSitStay DogGuardsTheBookshelf',
    wellness:
      'TenPagesFromMyBookshelf BookshelfPoetryPause 7DayBookshelfTidy BookshelfComfortReads BookcaseNookReset BookshelfMeditationMonday BookshelfSlowMorning ShowUsYourCalmBookshelf',
  },
  'denim jacket': {
    art: 'DenimJacketBackPiece DenimJacketEmbroidery DenimJacketPatchDesign DenimJacketGlowUp FabricMarkerDenimJacket 7DayDenimJacketDoodles ScrapDenimJacketCollage DrawOnYourDenimJacket',
    music:
      'DenimJacketRockstar DenimJacketAirGuitar DenimJacketKaraoke 3DecadesOneDenimJacket DenimJacketDuetWithDad 10SecDenimJacketDrop BuskInADenimJacket CountryBalladDenimJacket',
    pet: 'DogSleepsOnDenimJacket DenimJacketPetPatch CatStealsDenimJacket DenimJacketCuddleFaceOff 7DaysOfDenimJacketNaps PocketTreatsDenimJacket CanRoverFindMyDenimJacket DenimJacketPawPrint',
    prank:
      'PinsOnDadsDenimJacket DenimJacketNoteInPocket TinyDenimJacketForTeddy EveryoneWearsDenimJackets DenimJacketGooglyEyes WrongNameDenimJacketTag PlushieStealsDenimJacket CopyMyDenimJacketAllWeek',
    wellness:
      '5ThingsInMyDenimJacket 7DayDenimJacketJournal DenimJacketMemories MendYourDenimJacket DonateADenimJacket DenimJacketDeclutter NoteToSelfDenimJacket SlowSundayDenimJacketWalk',
  },
  'picture frame': {
    art: 'PictureFrameMakeover PictureFrameCollage PressedFlowerPictureFrame 7DayPictureFrameSketches FillAPictureFrameIn10Min PaintOnPictureFrameGlass PictureFrameDoodleBorder PictureFrameArtFaceOff',
    cooking:
      'PictureFrameCookies PictureFrameToastArt CookThePictureFrameDinner PictureFrameSnackFaceOff PlateItLikeAPictureFrame 10MinPictureFramePizza EdiblePictureFrame CakeInAPictureFrame',
    funny:
      'PictureFrameLivePortrait StockPhotoPictureFrame RecreateThePictureFrame PictureFramePoseFaceOff PetInEveryPictureFrame PictureFrameHeadPop TooManyPictureFrames 10SecPictureFrameFreeze',
    music:
      'PictureFrameAlbumCover PictureFrameLipSyncBattle PictureFrameDuet PictureFrameMusicVideo GrandpasPictureFrameSong 7DaysOfPictureFrameTunes CanYouSingInAPictureFrame AirGuitarPictureFrame',
    tech: 'AppDatesYourPictureFrame PictureFrameARFilter PictureFrameThenVsNow OldPhonePictureFrame 60SecPictureFrameScan PictureFrameAIRestore GreenScreenPictureFrame MemeInAPictureFrame',
  },
  wagon: {
    art: 'WagonFloatMakeover 60SecondWagonDoodle DecorateYourWagon3Ways CardboardWagonBuild SketchARedWagon WagonWheelMandala WagonParadeFaceOff WagonWatercolor',
    dance:
      'WagonTrainConga CanYouDanceWithAWagon RedWagonShimmy 10SecWagonShuffle WagonPullingDuet PullTheWagonOnBeat WagonParadeStrut WagonRideBoogie',
    fitness:
      'WagonSledPull 20WagonLapsIn10Min ToddlerWagonCardio LoadTheWagonSquats WagonPushSprints WagonLungeWalk 7DayWagonStrength WagonRelayRace',
    funny:
      'AreWeThereYetWagon DadInTheWagon WagonLimoService 30SecondWagonCommercial HowManyTeddiesFitAWagon WagonGPSNarrator WagonVsStrollerFaceOff WagonTeddyTaxi',
    music:
      'WagonParadeBand DuetFromTheWagon 10SecondWagonBeat RollingWagonDrums WagonSqueakRemix CanYouPlayAWagon WagonBoomboxStroll WagonWheelRhythm',
  },
  blanket: {
    wellness:
      'BlanketBurritoRest WeightedBlanketNap JournalUnderABlanket BlanketReadingNook 7NightBlanketWindDown 10MinBlanketUnwind BlanketBreathwork SlowSundayBlanketHour',
    art: 'NoSewFleeceBlanket TieDyeABlanket DesignYourDreamBlanket 7DayBlanketDoodles BlanketMemoryCollage 60SecondBlanketSketch BlanketFortBlueprint BlanketFoldArtFaceOff',
    cooking:
      'PigsInABlanket BlanketFortSnacks BlanketWrapBattle BlanketPicnicSpread CocoaUnderABlanket CanYouCookFromYourBlanket 5MinuteBlanketBites BlanketMugCakeNight',
    pet: 'PupInABlanket BlanketPeekaboo CatUnderTheBlanket CanYourDogFetchHisBlanket BlanketNapFaceOff WhoStoleMyBlanket BlanketVanishAct 7DayBlanketCuddles',
  },
  chalkboard: {
    fashion:
      'ChalkboardFitRating ChalkboardStyleBattle DressLikeAChalkboard 7DayChalkboardLooks 60SecChalkboardGlowUp TeacherWardrobeWeek ChalkboardTeeDesign ChalkboardNailArt',
    pet: 'PetBirthdayChalkboard DogBraggingChalkboard ChalkboardPetAdoptionDay ChalkboardTrickTally 5SecondChalkboardSitStay CanRoverReadAChalkboard ChalkboardPupQuotes ChalkboardPawtraitBattle',
    travel:
      'CafeChalkboardHunt FunniestChalkboardSign ChalkboardMenuCrawl ChalkboardTripCountdown OneChalkboardPerTown 10ChalkboardsIn1Day BestChalkboardJokeWins ChalkboardBucketList',
    music:
      'ChalkboardTapBeat ChalkboardLyricsReveal WriteAChalkboardChorus 10SecondChalkboardJingle DuetAtTheChalkboard ChalkboardRapBattle SightSingMyChalkboard ChalkboardHumAndGuess',
  },
  cosplay: {
    art: 'CosplayPropCraft CosplaySketchToReal CardboardShieldCosplay 1HourCosplayOutOfScraps 7DayCosplayBuild CosplayTurnaroundSheet DrawYourCosplayDream CosplayMaskFromPlate',
    educational:
      'CosplayWordOrigin CosplaySewingBasics CardboardArmorCosplay PatternFromATeeCosplay 3CosplayHacksIn60Sec CosplayPhotoLighting CosplayQuizFaceOff CanYouNameThatCosplay',
    cooking:
      'CosplayCharacterBento CookLikeYourCosplayHero CosplayConSnackPack SignatureDishCosplay 30MinCosplayDinner CosplayBakeOff CosplayTeaParty 7DaysOfCosplayLunches',
    dance:
      'CosplayDanceCover CosplayDanceBattle 10SecCosplayGlowUpSpin CanYouMoveLikeYourCosplay CosplayGroupFormation CosplayCapeSwish IdleAnimationCosplay DuetInMatchingCosplay',
  },
  donkey: {
    art: 'DonkeyPortrait DonkeyClayFigure DonkeyDrawingFaceOff MiniDonkeyDoodle FeltDonkeyPlush DrawADonkeyIn30Seconds 7DayDonkeySketchbook DonkeyPaperBagPuppet',
    fitness:
      '100DonkeyKicksDaily DonkeyCalfRaises DonkeyCarryFaceOff DonkeyHeeHawHIIT DonkeyLungeRelay 60SecondDonkeyPlank BackpackDonkeyWalk TrotLikeADonkey',
    travel:
      'DonkeySanctuaryVisit DonkeySelfieAtTheFarm OneDonkeyPhotoPerTown DonkeyPlushRidesAlong HelpAtADonkeyRescue CountDonkeysOnYourTrip CountyFairDonkeyHunt CanYouFindDonkeysNearby',
    wellness:
      '5MinuteDonkeyDoodle DonkeyCuddleBreak DonkeyBreathCount DonkeyBrushingRitual SunsetWithTheDonkeys SlowSundayDonkeySketch PatientLikeADonkey DonkeyMindfulWalk',
  },
  karate: {
    art: 'KarateInkDrawing 30SecondKarateSketch KarateFlipbook KarateComicStrip KarateArtBattle ClayKarateSensei DrawYourselfDoingKarate StopMotionKarate',
    funny:
      'KarateChopEverything GrandmaVsGrandpaKarate DojoBowToTheFridge KarateChoreMontage 60SecondKarateMovie DadTriesKarate OpeningAJarWithKarate 10SecKarateStandoff',
    pet: 'DogLearnsKarateBow KarateDuetWithRover SitStayKarateKata 7DayKarateTrickTraining PetNapsOnKarateMat KaratePawHighFive CanYourPupMirrorKarate BoopTheKarateHand',
    prank:
      'KarateChopPaperBoard 10SecondKarateStatue GooglyEyesOnKarateBelt SurpriseKarateHug KarateBowEveryDoor TinyKarateTrophyForDad BubbleWrapKarate TeddyInAKarateGi',
  },
  peeler: {
    fitness:
      'PeelerPauseCalfRaises 10SquatsPerPeelerSpud PeelerCompostLunges PotatoBagCarryPeeler PostPeelerWristStretch PeelerPushUpBreak 60SecondPeelerWallSit PeelerCarrotRelay',
    pet: 'PeelerSummonsTheDog DoesYourCatHearThePeeler 5SecondPeelerPatience SitStayPeelerSnack PupCarrotPeelerCurls CatJudgesThePeeler PatientPawsPeeler PeelerSoundFaceOff',
    prank:
      'PeelerGooglyPotatoes DidMomNoticeHerPeeler WrongNameOnThePeeler 3NotesInPeelerDrawer TinyPeelerGiantPumpkin PeelerForABanana PeelerEmployeeOfMonth GiftWrappedPeeler',
    speed:
      '60SecondPeelerCleanup PeelerScrapSweep CarrotTowerPeeler 30SecPeelerDrawerTidy PeelerTongueTwister PeelerDishRackReset CanYouFindThePeelerIn10 PeelerGroceryUnpack',
  },
  surfing: {
    art: 'SurfboardPainting SurfingWatercolorSplash DrawSurfingIn60Seconds SurfingSketchFaceOff 7DaysOfSurfingDoodles GreatWaveRepaint SurfingShellMosaic SurfingComicPanel',
    dance:
      'SurfingPopUpGroove SurfingSafariStep KitchenSurfingDuet LandSurfingMoves 30SecondSurfingFreeze LivingRoomSurfingBattle SurfingWaveArmsWiggle SurfingBeachBoogie',
    prank:
      'CanYouFoolSurfingDad SurfingWaxSmiley SurfingSofaSurprise 3SecSurfingTrophyReveal 10NotesInTheSurfingBag BeachTowelBurrito SurfingShakaPhotobomb SurfWaveSoundsAlarm',
    wellness:
      'SurfingSunriseSession SurfingWaitForTheWave SurfingGratitudeSet 5MinSurfingVisualization BreatheLikeYoureSurfing 7DaySurfingStretches SoulSurferSunset SurfingOceanSoundsNap',
  },
  belly: {
    dance:
      'BellyDanceShimmy BellyRollWave CanYouMoveJustTheBelly 7DayBellyGroove BellyShakeFaceOff TeachMomToBellyDance WiggleYourBelly BellyBumpTwoStep',
    fitness:
      'BellyDownSuperman BellyLaughCrunch 10MinBellyDanceCardio CanYouBellyCrawl5Meters BellyToFloorBurpee BellyPlankFaceOff SnowAngelsOnYourBelly FromBellyToFeet',
    music:
      'BellyDrumCover BellyLaughRemix BellyRumbleBeat SingFromYourBelly 10SecondBellyBeatbox HappyBellySong BellySoundFaceOff CanABellyKeepTime',
    tech: 'BellyLaughSoundboard RecordYourBellyRumble 60SecBellyDrumLoop BellyBreathingAppTest BellyGiggleVoiceFilter AnimateABellyFace SplitScreenBellyDuet 7DayBellyBreathTracker',
  },
  ballet: {
    fashion:
      'WearBalletFlats3Ways StreetStyleBallet 7DaysOfBalletcore TutuAndTrainers BalletBunForBrunch BalletLookFaceOff BalletPinkHeadToToe BalletWrapCardigan',
    funny:
      '30SecondBalletChores ExitLikeABallerina DadTriesBallet TutuMuchDrama SwanLakeInSocks BalletGroceryRun GrandmaVsMeBalletBattle SportscastYourBallet',
    art: 'SculptABalletPose TutuWatercolor DrawYourBalletHero SketchABallerinaIn60 7DayBalletSketchbook BalletShadowTracing BalletArtFaceOff BalletSilhouetteCutout',
  },
  'brain fog': {
    prank:
      'BrainFogStickyNotes 3SecondBrainFogDoubleTake MovingMugBrainFog TellItAgainBrainFog BrainFogRemoteInFridge BananaPhoneForBrainFog DidBrainFogMoveMyKeys 7DaysOfBrainFogTricks',
    pet: 'BrainFogPetWalk CatNapVsBrainFog DogRemembersBrainFog FetchBeatsBrainFog PurrTherapyBrainFog BrainFogTrickTraining 10MinCuddleForBrainFog 7DayBrainFogPupRoutine',
    speed:
      '10NamesVsBrainFog BrainFogReactionTest KeysPhoneWalletBrainFog ABCsBackwardsBrainFogRace BeatBrainFogIn60Seconds ColorWordsBrainFog BrainFogMathSprint OddOneOutBrainFog',
  },
  compost: {
    art: '60SecondCompostSketch LeafCollageThenCompost ScrapStampsBeforeCompost CompostArtFaceOff CompostEggshellMosaic 7DayCompostDoodles CompostCritterComic PaintWithCompostSoil',
    dance:
      'WiggleLikeCompostWorms 30SecondCompostShimmy RotNRollCompost CompostCongaLine CompostLeafStomp CanYouMatchMyCompostMoves CompostCaddyShuffle CompostDanceOff',
    fashion:
      'CompostableFitCheck CompostChoreOutfit 7DayCompostWardrobe CompostCoreAesthetic DesignACompostTee WhichFabricsCompost StyleCompostColors3Ways CompostLookFaceOff',
  },
  desk: {
    dance:
      'DeskBreakDance DeskFingerTango DeskChairShoulderPop DeskToDoorStrut 30SecondDeskDisco CanYouSalsaAtYourDesk ArmsOnlyDeskGroove DuetAcrossTheDesk',
    music:
      'CanYouDrumOnYourDesk 10SecondDeskJam DeskRulerTwang DeskPercussionBattle DeskDrawerRhythm PenClickDeskBeat CupSongAtMyDesk StaplerDeskSymphony',
    travel:
      'DeskWithAView 5DesksOneWeek LibraryDeskTour RateEveryHotelDesk PackYourDeskInABag DeskOnTheTrain BestDeskSpotFaceOff DeskGlobeSpinTrip',
  },
  'farmers market': {
    fashion:
      'FarmersMarketFitCheck FarmersMarketGlowUp LinenFarmersMarketLook GinghamFarmersMarket DressLikeAFarmersMarket 7DayFarmersMarketStyle FarmersMarketOveralls FarmersMarketColorMatch',
    music:
      'FarmersMarketBuskerJam OldMacDonaldRemix 30SecFarmersMarketJingle DuetAtTheFarmersMarket BeetBoxing FarmersMarketSingAlong NameThatFarmersMarketTune FarmersMarketHumming',
    wellness:
      'FarmersMarketStroll FarmersMarketFlowers SlowSaturdayFarmersMarket PhoneFreeFarmersMarket Thank3FarmersMarketStalls 5SensesFarmersMarketWalk FarmersMarketPicnicLunch FarmersMarketGratitude',
  },
  'high five': {
    educational:
      'HighFiveTimesTables HowLoudIsYourHighFive LoudestHighFivePhysics 27BonesPerHighFive HighFiveQuizFaceOff AnimalsThatHighFive SignLanguageHighFive FactsForAHighFive',
    prank:
      'TooSlowHighFive HighFivePawPuppet InvisibleHighFive MissedHighFiveRelay CanYouFoolMyHighFive HighFiveThenHug 3SecondHighFiveDodge FoamFingerHighFive',
    tech: 'SuperSlowMoHighFive HighFiveTransition VideoCallHighFive HighFiveRelayOn5Phones HighFiveStopMotion CanYouHighFiveViaCamera BackwardsHighFive 3SecondSelfieHighFive',
  },
  kpop: {
    funny:
      'KpopIntroFaceOff CanDadLearnKpopIn1Day MyCatsKpopFancam ChoresAsAKpopMV KpopNameForGrandma KpopEndingFairy TeachGrandpaKpop MisheardKpopLyrics',
    prank:
      'TheirAlarmIsNowKpop KpopChantForMomsEntrance 3SecondKpopPoseReveal KpopPhotocardSurprise TextInKpopLyrics RandomKpopDanceBreak KpopStickersOnEveryMug GreetDadLikeAKpopIdol',
    tech: 'KpopFancamEdit KpopTransitionTrick OneTakeKpopIn60Seconds FirstVsLatestKpopCover KpopCloneFormation KpopSplitScreenDuet SubtitleAKpopClip ShootAKpopMVOnPhone',
  },
  monorail: {
    cooking:
      'PretzelMonorailBuild 30MinuteMonorailBento FruitMonorailFaceOff MonorailBirthdayCake 7DayMonorailLunchbox MonorailPicnicLunch FoodAtEveryMonorailStop AntsOnAMonorail',
    fitness:
      'HeelToToeMonorailWalk OneLegLikeAMonorail MonorailWallSit MonorailPlankGlide MonorailSideShuffle 7DayMonorailCore MonorailPoseFaceOff 60SecondMonorailBalance',
    prank:
      'MonorailTicketSurprise MonorailVoiceWakeUpCall ToyMonorailLoveNote MonorailChimeEveryDoor 10GooglyEyedMonorails MonorailStopSigns CanDadMindTheMonorailGap MiniMonorailDeskTrack',
  },
  pilot: {
    dance:
      'PilotTakeoffGroove PilotDanceOff CanYouMoveOnAutoPilot CoPilotMirrorSteps 30SecondPilotShuffle WingItLikeAPilot PilotSaluteSlide PilotLandingBoogie',
    fitness:
      'PilotSeatbeltCrunches TrainLikeAFighterPilot CoPilotPartnerSquats PilotPosturePlank 10PilotPushUps 7DayPilotBootCamp PilotPropellerArms PilotDrillFaceOff',
    pet: 'CoPilotPup PilotCatWindowSeat PetPilotCardboardPlane 7DayPilotTrickTraining 10SecondPilotSitStay PawsForTakeoff CanRoverBeMyPilot PilotKittyInABox',
  },
  skating: {
    art: 'SkatingBootMakeover SkatingSilhouetteCutout 60SecondSkatingSketch SkatingMotionBlurPhoto DrawYourSkatingHero SkatingArtFaceOff RetroSkatingPoster ClaySkatingFigurine',
    cooking:
      'SkatingBakeOff HotCocoaAfterSkating SkatingBootCookies 10MinSkatingSnack PostSkatingSoup SkatingThermosPicnic CanYouCookBeforeSkating SkatingEnergyBites',
    dance:
      'RollerDiscoSkating SkatingToTheOldies 10SecSkatingFreeze SkatingDanceOff MomAndMeSkatingDuet SkatingArmsChoreo SkatingHokeyPokey BackwardsSkatingBop',
  },
  'sweater weather': {
    dance:
      'SweaterWeatherSway 30SecSweaterWeatherJig SweaterWeatherWaltz DuetForSweaterWeather SweaterWeatherTwoStep BootStompSweaterWeather MittenClapSweaterWeather SweaterWeatherDanceOff',
    gaming:
      'SweaterWeatherGameNight SweaterWeatherPuzzle SweaterWeatherBingo 10ItemSweaterWeatherHunt GuessMySweaterWeatherWord CharadesSweaterWeather SweaterWeatherQuizBattle AcornTossSweaterWeather',
    wellness:
      'SweaterWeatherSlowMorning BookNookSweaterWeather 10MinSweaterWeatherCalm TeaTimeSweaterWeather SundaySweaterWeatherWalk 7DaySweaterWeatherJournal SweaterWeatherGratitude WarmSocksSweaterWeather',
  },
  airplane: {
    art: '60SecondAirplaneSketch DrawAnAirplaneBlindfolded AirplaneWingWatercolor AirplaneTicketCollage DoodleYourFlight PaperAirplaneDecorBattle CardboardAirplaneBuild AirplaneNoseArtDesign',
    fashion:
      'FlightDayFitCheck AirplaneCarryOnCapsule 3AirplaneOutfitsOneBag AirplaneSweatsToChic CanYouPackForAnAirplane AirplaneRedEyeGlowUp StyleTheAirplanePillow AirplaneLookBattle',
    tech: 'AirplaneModeBatteryTest WheresThatAirplaneGoing SpotAnAirplaneIn60Seconds AirplaneZoomShotBattle PaperAirplaneSlowMo NoiseCancelFaceOff AirplaneTrackerAppHunt AskAIAboutEachAirplane',
  },
  burger: {
    fashion:
      'StyleBurgerPrint3Ways BurgerNightFitCheck BurgerApronGlowUp DIYBurgerEarrings CheeseburgerCouture 7DaysOfBurgerColors DressLikeABurger BurgerOutfitFaceOff',
    prank:
      'GooglyEyedBurgerToy 3SecondBurgerDoubleTake ServeATinyBurger BurgerPlushOnThePlate SqueakyBurgerForDad 100StickyNoteBurgers WhichBurgerIsReal BurgerNameOnTheBun',
    travel:
      'BurgerCrawl NeighborhoodBurgerFaceOff DinerBurgerHop FoodTruckBurgerHunt 5BurgerJoints1Day BurgerInEveryState RateYourTownsBurgers OneBurgerPerCity',
  },
  bathtub: {
    dance:
      'BathtubSongHandJive BathtubBubbleBop BathtubSpongeSway DuetWithYourBathtubDuck RubADubGroove BathtubToyFreezeDance BathtubJellyfishArms BathtubFingerWaves',
    fitness:
      'ScrubTheBathtubIn5Min BathtubBedtimeStretch EpsomBathtubRecovery WallSitWhileTubFills EarnYourBathtubSoak StairsThenBathtub BathtubMatBreathing 10SquatsBeforeBathtubTime',
  },
  calculator: {
    wellness:
      '10MinCalculatorBudget 30DayCalculatorNoSpend CalculatorSavingsGoal CalculatorStepsTally CalculatedCalm CalculatorSleepMath HydrationCalculator CalculatorScreenTimeCut',
    travel:
      'CalculatorCurrencyMath CalculatorDayTripBudget CalculatorRestaurantTip 20BucksCalculatorOuting CalculatorCostFaceOff CanYouBeatTheCalculator PackingCalculator TimeZoneCalculator',
  },
  'coffee shop': {
    gaming:
      'CoffeeShopCardFaceOff CoffeeShopChessHustle CoffeeShopNapkinHangman LoserBuysTheCoffee CrosswordOverCoffee 10MinCoffeeShopPuzzle CoffeeShopTriviaNight 3RoundCoffeeShopDuel',
    travel:
      'CoffeeShopHopping 5CoffeeShops1Day RateYourLocalCoffeeShop CoffeeShopInTheNextTown CoffeeShopPassport BestCoffeeShopFaceOff CoffeeShopWithAView CafeMapOfMyCity',
  },
  drone: {
    fitness:
      'DroneFollowRun SpellYourNameByDrone 7DayDroneWorkout OutrunTheDrone 60SecondDroneSquats PlankTillTheDroneLands DroneSprintIntervals JumpingJacksForTheDrone',
    gaming:
      'DroneHideAndSeek LivingRoomDroneCourse CanYouLandYourDrone DroneLandingBullseye 60SecondDroneSlalom CaptureTheFlagDrones DroneBowlingPins DroneRaceFaceOff',
  },
  freestyle: {
    art: 'FreestyleDoodle OneLineFreestyle PaintToTheBeat 7DayFreestyleSketchbook EyesShutFreestyleSketch 60SecondFreestyleDrawing ChalkFreestyleMural FreestyleArtFaceOff',
    funny:
      'FreestyleToAnyNoise FreestyleGroceryRap DadsFreestyleDebut FreestyleWithABaguette FreestyleWearingMittens CanYouFreestyleOneBreath 10SecondFreestyleWakeUp GrandmaVsMeFreestyle',
  },
  hair: {
    fitness:
      'GymHairTest HairStaysUpHIIT DoesYourHairSurvive10Min BadHairDayBurpees HairFlipLunges 1MileHairstyleRun HairUpJumpSquats HairSpinFaceOff',
    prank:
      'PaperBangsHairPrank SecretlyCopyTheirHairdo HairBowOnDad HairChalkSurprise 10ClipsInMomsHair WigDoubleTake 3SecondHairReveal HairCurlersOnGrandpa',
  },
  hockey: {
    fashion:
      'HockeyJerseyFitCheck HockeyGlowUp TheHockeyTuck HockeyFlowHairstyle HockeyTunnelWalkFaceOff RetroHockeySweater StyleHockeySocks3Ways GameDayHockeyScarf',
    prank:
      'HockeyTicketSurprise HockeyStickTapeNote HockeyAnnouncerIntro PostGameHockeyInterview TinyHockeyTrophyForDad CanYouFoolAHockeyFan 10GooglyEyedHockeyPucks MomsHockeyCard',
  },
  keyboard: {
    fashion:
      'KeyboardEarrings PianoKeyboardScarf StyleAKeyboardTee3Ways VideoCallKeyboardGlowUp RockStarKeyboardist KeyboardCharmBracelet KeyboardNailArt 7DaysOfKeyboardColors',
    prank:
      'GooglyEyesOnKeyboard KeyboardStickyNotes WrappingPaperKeyboard DidMomSpotHerKeyboard TinyKeyboardForDad UpsideDownKeyboard KeyboardSecretMessage KeyboardQuackSounds',
  },
  'low battery': {
    fashion:
      'LowBatteryFitCheck LowBatteryLoungeLook LowBatteryStyleBattle LowBatteryNailArt OnePercentToFullGlam 5MinuteLowBatteryOutfit DressLikeLowBattery GetReadyBeforeLowBattery',
    prank:
      'ToyChargerForLowBattery LowBatteryWallpaper LowBatteryVoiceAllDay BananaPhoneLowBattery 10LowBatteryNotesAtHome 3SecondLowBatteryReveal LowBatteryNinjaCharge HumanLowBatteryAlert',
  },
  'night owl': {
    dance:
      'NightOwlSilentDisco NightOwlMoonwalk TiptoeNightOwlShuffle NightOwlVsEarlyBird 30SecNightOwlWingFlap PajamaNightOwlGroove KitchenNightOwlBoogie CanYouDanceLikeANightOwl',
    prank:
      'NightOwlFridgeNote NightOwlGooglyEyes NightOwlTeddyGuard NightOwlBeatsTheEarlyBird 3SecondNightOwlReveal SockPuppetNightOwl WrongPhotoNightOwlFrame WhoBlinksFirstNightOwl',
  },
  pasta: {
    art: 'DyedPastaRainbow 60SecondPastaArt PastaSelfPortrait PennePicasso CanYouDrawWithPasta PastaMosaic PastaBuildFaceOff PastaNecklaceDesign',
    music:
      'ThatsAmorePasta CanYouSingAPastaOpera PastaNightSerenade OnTopOfSpaghettiCover 30SecondPastaJingle PastaBeatFaceOff PastaShakerJar PastaRapRecipe',
  },
  popcorn: {
    funny:
      'DramaticPopcornReactions PopcornSpillFail PopcornInTheCouch LoudPopcornQuietScene 3SecondPopcornDoubleTake MicrowavePopcornStareOff PopcornKernelStuckAgain PopcornCriticReviews',
    wellness:
      'MindfulPopcornBowl PopcornPorchSunset CozyPopcornMovieNight 7DayPopcornJournal 10MinPopcornListening PopcornGratitudeJar SlowSundayPopcorn PopcornAndAGoodBook',
  },
  recliner: {
    cooking:
      'ReclinerSnackTray ReclinerDipFaceOff TVDinnerInTheRecliner OneHandReclinerBites 5MinuteReclinerPlate CanYouFeedAReclinerCrew 7DayReclinerLunches ReclinerSmoothieBreak',
    prank:
      'ReclinerReservedSign BalloonFilledRecliner TeddyTakesDadsRecliner PlushieInTheRecliner 3SecondReclinerReveal 10GooglyEyesOnRecliner ReclinerWhoopeeCushion ReclinerStickyNoteWrap',
  },
  scientist: {
    fitness:
      'ScientistPlankTrial VerticalJumpScientist 7DayScientistWorkout ScientistJumpingJacks 60SecondScientistHIIT MadScientistLungeRelay ScientistSquatStudy ScientistStairExperiment',
    prank:
      'ScientistInvisibleInk MadScientistLabSign WrongNameScientistBadge 3SecondScientistReveal ScienceTrickOnDad CanYouFoolAScientist ScientistGooglyEyeBeakers ScientistBigDiscoveryHoax',
  },
  snowman: {
    cooking:
      'SnowmanPancakes MarshmallowSnowmen SnowmanCocoaBombs MeltingSnowmanCookies SnowmanBakeOff 10MinuteSnowmanToast BuildYourSnowmanBreakfast SnowmanBananaSnack',
    dance:
      'SnowmanMeltFaceOff StiffAsASnowmanStep SnowmanShuffle 10SecondSnowmanFreeze MirrorMySnowmanMoves SnowmanConga BoogieLikeASnowman SnowmanWaddleWaltz',
  },
  sweater: {
    fitness:
      'SweaterWeatherRun WorkoutInUglySweater SweaterSleeveStretch SweatInASweater 50SweaterJumpingJacks 10MinSweaterYogaFlow SweaterSquatFaceOff SweaterBikeRide',
    music:
      'SweaterWeatherCover UglySweaterCarols 10SecondSweaterJingle StrumInASweater CanYouRhymeWithSweater SweaterSingOff SweaterSerenade SweaterCozyPianoTune',
  },
  truck: {
    dance:
      'TruckStopStomp TruckCabTwoStep TruckGrooveFaceOff MonsterTruckMoves CanYouBounceLikeATruck TailgateLineDance KeepOnTruckinStrut 30SecondTruckShuffle',
    wellness:
      'TruckBedStargazing SunsetFromTheTruck TruckCabJournal TruckDriverStretch ThankfulTruckThursday 5MinuteTruckBreather CoffeeInTheTruck 7DayTruckCalm',
  },
  waiter: {
    cooking:
      'WaiterFamilyMeal CopyTheWaitersFavorite WaitressDinerPancakes 10MinWaiterStyleSalad WaiterSecretSauce PlateItLikeAWaiter WaiterSpecialOfTheDay WaiterCarryFaceOff',
    fashion:
      'WaiterApronRestyle WaiterBowTieLook DressLikeAParisWaiter 7DaysOfWaiterFits BlackAndWhiteChic 1950sVsNowWaiter WaiterUniformUpcycle WaiterOutfitBattle',
  },
  baking: {
    fitness:
      'BakingArmDay SquatsWhileBaking 10MinBakingForearms 100BakingBowlCurls BakingTrayPushUps PlankUntilBakingEnds BakingTimerLunges BakingDoughPunchCardio',
    music:
      'BakingTrayCymbals 10SecondBakingJingle CanYouDrumWithBakingTools BakingBandFaceOff SingWhileItBakes RockAndRollingPin BakingSongForTheOven BakingMixingBowlBeat',
  },
  beach: {
    funny:
      'BeachUmbrellaWrestle BeachSeagullHeist StillFindingBeachSand TanLineBeachReveal DadVsTheBeachWind CanYouCarryAllBeachGear BeachChairFoldFail 60SecondBeachPacking',
  },
  breakdance: {
    prank:
      'ChoreTimeBreakdance BreakdanceDinnerCameo BreakdanceBirthdayHello CanYouBreakdanceUnseen 3SecBreakdancePhotobomb DoorbellMeansBreakdance BreakdanceLaundryDrop PlotTwistBreakdancer',
  },
  detox: {
    prank:
      'DidDadNoticeTheDetox BananaPhoneDetox CardboardLaptopDetox CoverEveryScreenDetox 3SecondDetoxDoubleTake DetoxWiFiName TVSaysGoOutsideDetox GooglyEyesDetoxRemote',
  },
  drizzle: {
    tech: 'SlowMoHoneyDrizzle DrizzleDropletMacro DrizzleProofPhoneHack 10SecondDrizzleLoop CanYourCameraFilmDrizzle DrizzleShotFaceOff DrizzleStopMotion NightBokehDrizzle',
  },
  'filing cabinet': {
    pet: '10SecFilingCabinetFetch CatVsFilingCabinetBox 7DayFilingCabinetTrick FilingCabinetDogBed FilingCabinetTreatDrawer CanRoverFindFilingCabinet PetSitterNotesFileCabinet ChoreChartOnFileCabinet',
  },
  'game night': {
    pet: 'PawRollsTheDice GameNightCatOnTheBoard 10SecondGameNightSitStay GameNightPetReferee DogPicksTheGame GameNightMascotPup CanRoverWinGameNight GameNightTreatHuntFaceOff',
  },
  grill: {
    funny:
      'GrillDadImpressions GrillMasterMonologue CanYouOutTalkGrillUncle UnsolicitedGrillAdvice SportscastYourGrill IsItDoneYet ThatGuyAtTheGrill GrillPoseFaceOff',
  },
  'hip hop': {
    cooking:
      'HipHopSneakerCake HipHopGranolaBars BakeInOneHipHopAlbum RecipeAsAHipHopVerse HipHopSnackFaceOff 10MinHipHopPizza HipHopKitchenCypher CookToAHipHopMixtape',
  },
  japanese: {
    cooking:
      'JapaneseBentoArt JapaneseOnigiri 10MinJapaneseBreakfast JapaneseOmeletteRoll CanYouCookJapaneseToday MisoSoupInJapanese 7DayJapaneseCooking JapanesePancakes',
  },
  lookbook: {
    music:
      'LookbookPlaylist AlbumCoverLookbook 10SecondLookbookChange LookbookOnTheBeat 5DecadesLookbook LookbookOriginalSong MomAndMeLookbook LookbookLipSync',
  },
  'messy room': {
    prank:
      '3SecMessyRoomReveal MessyRoomMuseumMonday CautionTapeTheMessyRoom MessyRoomPlushieParty ForSaleMessyRoomSign 10GooglyEyesMessyRoom MessyRoomRibbonCutting MessyRoomParkingTicket',
  },
  necklace: {
    funny:
      'NecklaceClaspStruggle PendantFlipsBackwards NecklaceHairSnag NecklaceKnotFaceOff BiggestNecklaceWins UntangleMeIfYouCan 60SecondNecklaceRescue GrandpaVsTheNecklace',
  },
  pharmacy: {
    fitness:
      'PharmacyShiftStretch CounterCalfRaises WalkToThePharmacy 7DayPharmacyStepCount CanYouJogYourPharmacyRun PharmacyPlankFaceOff StairsToThePharmacy PharmacyShelfSquats',
  },
  ramen: {
    wellness:
      'RamenSelfCareNight OneWeekRamenJournal SlowSundayRamen SoloRamenDate PhoneFreeRamenDinner RainyDayRamen RamenWithAFriend RamenGratitudeBowl',
  },
  sailboat: {
    pet: 'SailboatPupCaptain 7DaySailboatTrickTraining 10SecondSailboatSitStay ToySailboatChase PaperSailboatVsKitty FirstMateFido PawsAboardTheSailboat SailboatPetBed',
  },
  snack: {
    wellness:
      'MindfulSnacking SnackBreakReset ThankfulSnackTime SlowSundaySnack ScreenFreeSnack 3BreathsBeforeASnack SnackAndStretchPause 7DayRainbowSnackPlate',
  },
  sprinkler: {
    cooking:
      'SprinklerDayPopsicles SprinklerLemonadeStand SlushiesAfterSprinkler WeekOfSprinklerLunches SprinklesAndSprinklers 10MinSprinklerSnacks SprinklerFruitCups SprinklerSmoothieFaceOff',
  },
  sunshine: {
    travel:
      'SunshinePicnicFaceOff OneSunshineWalkPerTown ChaseTheSunshine WinterSunshineEscape ShowUsYourSunshineView SunniestCityTour SunshineParkBenchLunch 5SunshineSpotsIn1Day',
  },
  teeth: {
    fitness:
      'TeethBrushingSquats 7DayTeethTimeWorkout FlamingoToothbrushing 2MinuteTeethPlank WallSitSmile CalfRaisesAtTheSink CanYouBrushTeethOnOneLeg JumpingJacksThenTeeth',
  },
  tongs: {
    gaming:
      'TongsClawMachine TongsTicTacToe 60SecondTongsSort TongsRelayRace TongsMemoryMatch GoFishWithTongs CanYouStackCupsUsingTongs PickUpSticksTongs',
  },
  ukulele: {
    cooking:
      'UkuleleCake CookToUkuleleMusic UkuleleBakeOff PlateInOneUkuleleSong 10MinUkuleleSnack PineappleUpsideDownUke UkuleleShapedPizza UkuleleFruitSalad',
  },
  waltz: {
    cooking:
      'WaltzWithAWhisk WaltzTeaParty ThreeLayerWaltzCake 3StepWaltzPancakes WaltzBakeOff WaltzFingerSandwiches StirInWaltzTime CanYouWaltzWhileBaking',
  },
  ai: {
    prank:
      'AIWroteYourCard AIPoemUnderThePillow SillyAINoteInEveryShoe AITalkingHouseplant CatVoicedByAI AIRenamedOurWiFi DadsNewAIRingtone CanAIFoolMyBestFriend',
  },
  broom: {
    wellness:
      'BroomMindfulMinute BroomFreshStart SlowSundayBroom 10MinBroomReset 7DayBroomRitual PorchBroomSunrise BroomTidyAndUnwind BroomBreathingRhythm',
  },
  daisy: {
    educational:
      'DaisyIsManyFlowers WhyDaisiesSleep PressADaisySpecimen DaisyFibonacciCount GuessEveryDaisyPetal 10MinuteDaisyBeeWatch DaisyOrChamomile 7DayDaisyColorTest',
  },
};
