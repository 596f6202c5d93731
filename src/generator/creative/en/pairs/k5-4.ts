import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'goodie bag': {
    fitness:
      'GoodieBagObstacleCourse EarnYourGoodieBag OneMinuteGoodieBagDash GoodieBagBalanceWalk 20SquatsPerGoodieBag GoodieBagRelay CrabCrawlToTheGoodieBag PlankForAGoodieBag',
    tech: 'GoodieBagIn5Emojis GoodieBagVideoMessage GoodieBagASMR AIPicksMyGoodieBag PackAGoodieBagStopMotion CloseUpGoodieBagGuess SlowMoGoodieBagReveal GoodieBagOpeningDuet',
  },
  google: {
    art: 'DesignAGoogleDoodle 10MinGoogleEarthPostcard GoogleQuickDrawRound GoogleLogoFromMemory GoogleStreetViewSketch MyDrawingVsGoogleImages PaintInGoogleColorsOnly GoogleSlidesComicStrip',
    music:
      'CanGoogleGuessMyHum GoogleTranslateSong BeatboxVsGoogle SingYourGoogleHistory GoogleMapsVoiceRemix HeyGoogleJingle NameThatTuneNoGoogle GoogleMetronomeGroove',
    pet: 'CanGoogleGuessTheBreed DogWalkHeartOnGoogleMaps GooglePhotosGlowUp GoogleTranslateMeow GoogleKittenNameVote HeyGooglePetCommands GooglePetCamCheckIn CatVsGoogleAssistant',
  },
  'googly eye': {
    gaming:
      'RollAGooglyEyeMonster ChessWithGooglyEyes GooglyEyedGamepad GooglyEyeBlockTower GooglyEyeWhoIsIt GooglyEyeFlickFaceOff GooglyEyeCheckers GooglyEyeCharades',
    pet: 'DogVsGooglyEyeStandoff GooglyEyeAppDogSelfie GooglyEyeFilterOnCat GooglyEyeTreatJar KittenStaresBack GooglyEyeDrawingOfFido GooglyEyeMirrorPeek GooglyEyePetPortrait',
    tech: 'RobotVacuumGooglyEyes GooglyEyeWebcam GooglyEyeStopMotion GooglyEyeSlowMo GooglyEyeGadgets 30SecGooglyEyePhotoEdit GooglyEyePhoneCase GooglyEyeGreenScreen',
  },
  gorilla: {
    cooking:
      '10MinGorillaSnackPlate GorillaGreenSmoothie GorillaBananaPops GorillaSizedPancakes 5IngredientGorillaBites VanillaGorillaShake DrawAGorillaOnToast GorillaFaceCupcakes',
    gaming:
      'GorillaFreezeTag GorillaBarrelDodge 10SecGorillaImpression KnuckleWalkGorillaRelay LoudestGorillaCallWins HotAndColdGorillaHunt GorillaSimonSays GorillaBananaToss',
    travel:
      'EveryGorillaStatueInTown CanYouOutposeAGorilla GorillaZooPhotoWalk MeetTheMuseumGorilla GorillaFeedingTimeWatch GorillaHouseThenVsNow 5PicGorillaDayTrip GorillaRainforestExhibit',
    wellness:
      'GorillaChestTap GorillaDeepBreath GorillaHugItOut SlowGorillaSunday 1MinuteGorillaCalm 7DaysOfGorillaWalks LoungeLikeAGorilla GorillaStretchBreak',
  },
  grandkid: {
    art: 'GrandkidDoodleRelay NanaVsGrandkidPortraits FinishMyGrandkidsDrawing GrandkidDrawsGrandpa GrandkidPaintDate 7DaysOfGrandkidArt SculptYourGrandkidInClay GrandkidComicStrip',
    cooking:
      'GrandkidDumplingFold GrandkidPancakeSunday 3IngredientGrandkidTreat GrandkidLearnsTheRecipe TeachYourGrandkidOneDish GrandkidCookieSwap GrandkidPizzaNight 10MinGrandkidSnack',
    educational:
      'GrandkidThenAndNow GrandkidTeachesTech CanGrandkidsReadCursive OldGadgetGrandkidGuess GrandkidFamilyTreeQuiz GrandkidInterviewsGramps RetroPricesVsGrandkids 7DayGrandkidSlangSwap',
    fashion:
      'GrandkidStylesGrandma GrandkidSweaterSwap DressLikeYourGrandkid GrandkidTwinningDay GrandkidClosetRaid 60SecGrandkidFitCheck 5HatsOnOneGrandkid ThenVsNowGrandkidLooks',
    funny:
      'GrandkidTeachesSlang GrandkidRatesGrandpaJokes GrandkidReadsNanasTexts GrandkidBackInMyDaySkit PapaGuessesGrandkidMemes GrannyActsLikeAGrandkid GrandkidFashionCritic 10WordsOnlyGrandkidsKnow',
    gaming:
      'GrandkidTeachesGaming GrandkidKartRace CanGrandpaBeatAGrandkid GrandkidCheckersRematch GrandkidCardShark BestOf3GrandkidDominoes PassTheControllerGrandkid 10MinGrandkidPuzzle',
    pet: 'GrandkidMeetsNanasCat GrandkidPetSitting 7DayGrandkidPetSitter GrandkidWalksTheDog CanYourGrandkidTeachSit GrandkidFeedsTheFish GrandkidBunnyBrushing 1MinuteGrandkidTreatHunt',
    tech: 'GrandkidTechSupport GrandkidTeachesApps GrandkidVoiceNotes CanNanaTextLikeAGrandkid GrandpaVsGrandkidTyping GrandkidScansOldPhotos 60SecondGrandkidTutorial GuessMyGrandkidsEmojis',
    travel:
      'GrandkidRoadTrip TakeAGrandkidToYourSchool ThenVsNowGrandkidPhoto GrandkidVisitsNanasTown GrandkidZooDay GrandkidOldNeighborhood 5StopGrandkidBusTour LetTheGrandkidNavigate',
    wellness:
      'GrandkidPhoneCall GrandkidTeaTime GrandkidPenPalNotes GrandkidThankYouCard GrandkidStoryNight SundayStrollWithGrandkids GrandkidGratitudeJar GrandkidStargazing',
  },
  grandparents: {
    art: 'GrandparentsPortrait DrawYourGrandparentsAt20 GrandparentsWatercolor 10MinuteGrandparentDoodle SuperheroGrandparents KidsVsGrandparentsArtOff ThenAndNowGrandparents GrandparentsMemoryCollage',
    fashion:
      'GrandparentsFitCheck GrandparentsClosetRaid GrandparentsWeddingLook DressLikeYourGrandparents OneGrandparentScarf3Ways 5MinuteGrandparentGlowUp GrandparentsStyleUs WhoWoreItBestGrandparents',
    fitness:
      'CanGrandparentsOutwalkYou 7DayGrandparentStretch 60SecondGrandparentMarch TaiChiWithGrandparents GrandparentsStepOff GrandparentsChairYoga GrandparentsBalloonVolley GrandparentsSquatCount',
    music:
      'GrandparentsFavoriteSong GrandparentsSingAlong NameThatTuneGrandparents KidsVsGrandparentsHumOff GrandparentsOldiesDuet GrandparentsWeddingSong 5TracksGrandparentsRate OneMinuteGrandparentJam',
    pet: 'GrandparentsMeetMyPet DogPicksMeOrGrandparents GrandparentsSpoilThePup GrandparentsCatNap 7DaysOfGrandparentWalkies CanGrandparentsTeachShake GrandparentsBunnyCuddles 10MinGrandparentKittyTime',
    tech: 'GrandparentsTechHelp GrandparentsVideoCall GuessTheEmojiGrandparents GrandparentsLearnAnApp 10SecondGrandparentSelfie TextingRaceVsGrandparents GrandparentsFirstMeme Scan5GrandparentPhotos',
    travel:
      'GrandparentsHometownTour GrandparentsRoadTrip ThenVsNowGrandparentPics GrandparentsBucketList GrandparentsFirstDateSpot LetGrandparentsPlanTheDay 5PlacesGrandparentsLoved GuessMyGrandparentsTown',
  },
  grape: {
    fashion:
      'GrapeBunchEarrings GrapeBalloonCostume DressLikeAGrape GrapePurpleFitCheck RaisinToGrapeGlowUp StyleGrapePrint3Ways 10MinGrapeThriftHunt GrapeColorNails',
    prank:
      'GrapePlushInTheFridge BedFullOfGrapeBalloons CanYouMakeThemSayGrape PaperGrapeForEveryPocket GrapeCostumeReveal GrapeSongWakeUpCall GrapeEmojiCardTrail GrapeBlueberryMixUp',
  },
  grass: {
    fashion:
      'GrassGreenFitCheck GrassStainRescue GinghamOnTheGrass WhiteSneakersVsGrass TouchGrassOutfit 7DayGrassLookbook GrassPicnicDress GrassStrawHatSwap',
    prank:
      'LampWearsAGrassSkirt FlamingosOnTheGrass WhoPutGrassInMySocks TouchGrassGiftBox 20RubberDuckGrassParade GrassGnomeInvasion GrassHeadTwin GrassTurfOnTheirChair',
  },
  green: {
    dance:
      'GreenLightFreezeDance AllGreenGrooveBattle GreenScreenDance ShimmyInSomethingGreen GreenFrogHop 30SecGreenSockShuffle 7DaysOfGreenMoves GreenGlowStickRave',
    fitness:
      'GreenFrogSquats GreenLightSprints 10MinGreenSpaceWorkout CanYouPlankOnTheGreen 7DayGreenWalkStreak GoGreenCommute GreenGrassBurpees GreenParkCircuit',
    prank:
      'GooglyEyesOnGreenMugs TheirLampGlowsGreen WhyIsEverythingGreen GreenScreenBeachCall GreenCloverCardTrail GreenLeprechaunTracks GreenStickyNoteDoor 100GreenCupHallway',
  },
  'guilty pleasure': {
    pet: 'MyDogsGuiltyPleasure CatVsPupGuiltyPleasure PillowThiefGuiltyPleasure GuessTheGuiltyPleasure GuiltyPleasureSofaNap GuiltyPleasureZoomies 7DaysOfGuiltyPleasures PetGuiltyPleasureIn10Sec',
    prank:
      'GuiltyPleasureOnShuffle DuetTheirGuiltyPleasure AlarmSetToAGuiltyPleasure GuiltyPleasureDoorbell HumGuiltyPleasureAllDay 5GuiltyPleasuresNonstop GuiltyPleasureLyricPrank GuiltyPleasureSerenade',
    tech: 'AIGuessesMyGuiltyPleasure ScreenTimeGuiltyPleasure 30SecGuiltyPleasureEdit 3ScreenshotGuiltyPleasure GuiltyPleasureMostPlayed DuetYourGuiltyPleasure GuiltyPleasureAutotune GuiltyPleasureEmojiQuiz',
    wellness:
      'ScheduleAGuiltyPleasure SavorYourGuiltyPleasure ShameFreeGuiltyPleasure 7DaysOfGuiltyPleasures 10MinuteGuiltyPleasure GuiltyPleasureRewatch GuiltyPleasureNightIn SoloSundayGuiltyPleasure',
  },
  'hair gel': {
    art: 'HairGelSculpture HairGelPortraitSketch HairGelSquishBag HairGelGlitterJar DrawYourHairGelLook TallestHairGelSpikeWins 3ColorHairGelPainting 5MinHairGelMasterpiece',
    dance:
      'DoesYourHairGelHold HairGelBoyBandChoreo HairGelMoonwalk FiftiesHairGelJive 30SecondHairGelHeadbang HairGelMirrorGroove SpikedHairGelPogoOff RetroHairGelRunningMan',
    music:
      'HairGelBoyBandCover 5DecadeHairGelLipSync PunkHairGelAnthem CanHairGelSurviveTheDrop AirDrumsInHairGelSpikes HairGelJarShaker SquelchyHairGelBeat HairGelGuitarSolo',
    prank:
      'HairGelLidNote CopyDadsHairGelLook 10ToysWithHairGelCurls DuckArmyInHairGel MopGetsAHairGelMohawk PhotoEditHairGelSpikes HairGelPlushieQuiff WhoStoleMyHairGel',
  },
  'hair tie': {
    cooking:
      'HairTieUpBeforeYouCook HairTieVsChipClip OpenAJarWithAHairTie 3SecondHairTieBun 5HairTieKitchenHacks BraidedBreadHairTie HairTieChopstickHelper SpaghettiPortionHairTie',
    fitness:
      'HairTieFingerStretch MoveAHairTiePerSet HairTieBunBurpees HairTieOnToeYoga 10MinHairTieAbs WillYourHairTieHold HairTieRingTossSquats 100JumpsOneHairTie',
    music:
      'HairTieGuitar CanYouPlayAHairTie BalloonDrumHairTie 5NoteHairTieMelody SongAboutLostHairTies HairTieTwangBattle HairTieHarpIn10Min BraidingSongHairTie',
    pet: 'CatProofYourHairTies TradeHairTiesForPetToys HairTieHuntUnderTheCouch 7DayHairTieCleanFloor LockedHairTieDrawer 60SecHairTieSweep HairTieHighShelfHabit HairTieFreeGrooming',
  },
  hairbrush: {
    music:
      '1MinuteHairbrushConcert HairbrushPowerBallad HairbrushMicDuet 5DecadesOfHairbrushHits SingIntoYourHairbrush HairbrushHighNoteDare KitchenHairbrushBand HairbrushLipSyncBattle',
  },
  haircut: {
    dance:
      'HaircutTransition 10SecondHaircutBop FreshHaircutStrut HaircutHairFlip DoesYourHaircutBounce GlowUpHaircutGroove HaircutRevealSpin HaircutShimmyCheck',
    fitness:
      '10MinuteFreshHaircutRun HaircutSweatTest HaircutGymDebut HaircutHeadbandHIIT WillYourHaircutHoldUp HaircutBurpees PreVsPostHaircutSprint 100JacksHaircutCheck',
    prank:
      'HaircutPaperFringe HaircutFilterMixUp NewHaircutEveryHour BaldCapHaircutReveal HaircutClipOnBangs LoveYourFreshHaircut HaircutMulletGag WalkInWithAHaircutWig',
    wellness:
      'HaircutFreshStart HaircutScalpMassage ThenVsNowHaircutFeels 7DaysOfHaircutSelfies HaircutDonateAPonytail SlowSundayHaircutRitual HaircutSelfLoveMirror KindWordsForYourHaircut',
  },
  'hall pass': {
    art: 'DesignAHallPass 10MinuteHallPassGlowUp HallPassDoodle HallPassComic DrawYourDreamHallPass GiantCardboardHallPass SilliestHallPassWins StickerBombHallPass',
    cooking:
      '5MinHallPassSnack WoodenSpoonHallPass DecorateAHallPassCookie HallPassToTasteTest 3IngredientHallPassTreat LunchboxHallPassBattle HallPassPizzaFriday HallPassDishDuty',
    prank:
      'WheresYourHallPassMom HallPassForTheFridge EveryRoomHallPassRule BathroomHallPassSignOut RemoteOnAHallPass SiblingNeedsAHallPass 10FootHallPass PlungerHallPass',
    tech: 'DigitalHallPass HallPassMemeIn60Sec HallPassTimerApp HallPassStopMotion DuetMyHallPassStrut HallPassToTheMoon AIDesignedHallPass SlowMoHallPassStroll',
    travel:
      'PassportIsMyHallPass FieldTripHallPass WhereWouldYourHallPassGo 3StopHallPassAdventure HallPassLandmarkHunt HallPassLongWayRound SightseeingSundayHallPass HallPassPicnic',
    wellness:
      'HallPassBreather 5MinuteHallPassReset HallPassWaterBreak SelfCareHallPass GiveYourselfAHallPass 7DayHallPassHabit MondayHallPassMoment HallPassGratitudeNote',
  },
  hammer: {
    art: 'HammeredFlowerPrints HammerStringArt HammerYourNameInNails StampPatternsWithAHammer 10MinHammerPetalPortrait LeafPoundingHammerDuel HammerBottleCapCoasters ClayBowlHammerTexture',
  },
  handshake: {
    cooking:
      'HandshakeMilkshake SecretHandshakeSauce HandshakeCookOff PizzaDealHandshake 3BiteHandshakeTasteTest DecorateAHandshakeCookie 10MinSnackThenHandshake ButterJarHandshakeRelay',
    fashion:
      'DressForTheHandshake 5RingHandshakeStack TwinFitHandshake HandshakeReadyNails BraceletTradeHandshake 60SecHandshakeOutfit ShirtCuffHandshakeGlowUp HandshakeWatchFlex',
    gaming:
      'AddAMoveHandshake HandshakeThumbWar SecretAgentHandshake GGHandshake 10StepHandshakeMemory HandshakeSpeedrun CanYouCopyMyHandshake LongestHandshakeChain',
    music:
      'PattyCakeHandshake HandshakeBeat SecretHandshakeSong 4BarHandshakeRoutine DoubleSpeedHandshake HandshakeRhythmBattle DuetEndsInHandshake HandshakeCountIn',
    prank:
      'HairFixHandshake TooSlowHandshake HandshakeOrHighFive OvenMittHandshake RubberGloveHandshake NeverendingHandshake FormalHandshakesAllDay 10SecondHandshakeFreeze',
    tech: 'SplitScreenHandshake SlowMoHandshake ReverseHandshake LongDistanceHandshake 10SecHandshakeTransition BumpPhonesHandshake DuetMyHandshake CanYouLoopAHandshake',
  },
  hangry: {
    gaming:
      'HangryRageQuit FedVsHangryRematch CanYouWinHangry HangryBossFight HangryPauseTheGame SpeedrunBeforeHangry PlayingWhileHangry HangryCardShark',
  },
  'haunted house': {
    gaming:
      'HauntedHouseEscapeRoom WhosTheHauntedHouseGhost 5ClueHauntedHouseQuest HauntedHouseHideAndSeek HauntedHouseFlashlightTag HauntedBossLevel 10MinHauntedHouseBuild DrawAHauntedHouseMaze',
    pet: 'BuildYourCatAHauntedHouse HauntedHousePawtrait WhoNapsInTheHauntedHouse PupVsHauntedHouseBox HauntedHouseKittenFort HauntedTreatTrail HauntedHouseCozyBlanket HauntedHouseHamsterMaze',
  },
  headphones: {
    prank:
      'HeadphonesSurpriseSong GooglyEyedHeadphones BananaWearingHeadphones HeadphonesBirdsong TinyHeadphonesForDad SitcomLaughHeadphones EveryTeddyInHeadphones QuackTrackHeadphones',
  },
  'heat wave': {
    prank:
      'TinyFanForTheHeatWave HeatWaveSkiTripInvite GuessMyHeatWaveGift ChristmasInAHeatWave HeatWaveSurpriseSprinkler 100SnowflakesHeatWave HeatWaveFrozenTShirt HeatWaveChilledPillow',
  },
  helicopter: {
    gaming:
      'PaperHelicopterHangTime HelicopterSupplyDrop HelicopterParachuteRace CanYouLandAHelicopter FlappyHelicopter 10HelicopterBullseyes HelicopterTargetToss HelicopterFlightContest',
    prank:
      'PaperHelicopterRain HelicopterToyDelivery HelicopterParentForADay NoteDroppedByHelicopter MapleSeedShower ConfettiChopperDrop HelicopterTeddyPilot 100HelicoptersOnTheirBed',
    wellness:
      'HelicopterSeedFall HelicopterViewOfMyDay HelicopterHumMeditation LetTheHelicopterLand 1MinuteHelicopterPause 4CountHelicopterBreathing SeeItFromAHelicopter HelicopterCloudWatching',
  },
  helmet: {
    dance:
      '30SecHelmetFreestyle BuckleHelmetToTheBeat HelmetRollerDisco HelmetOnDanceOff AstronautBikeHelmetGlide CanYouShimmyInYourHelmet HelmetMoonwalk HelmetRobotMoves',
    fitness:
      'HelmetPedalSprints HelmetRideToWork HelmetScooterLaps 7DayBikeHelmetStreak 10MinuteHelmetSkate KidVsParentHelmetRace 3KHelmetCycle HelmetJumpRopeSet',
    travel:
      '5StopHelmetRide HelmetHairDontCare 1HourHelmetAdventure HelmetOnCityTour WhereDoesYourHelmetGo HelmetScooterSightseeing HelmetStickerPassport ParkPathHelmetCruise',
    wellness:
      'HelmetHabitStreak 10MinSlowHelmetRide HelmetCalmCommute MindfulMondayHelmetRoll 3BreathsBeforeTheHelmet ThankYouHelmet HelmetSunsetCruise HelmetFamilyPedal',
  },
  'high five': {
    art: 'TraceAHighFive HighFiveMural EveryFriendsHighFive DoodleInsideYourHighFive HighFiveComicPanel HighFiveShadowArt HighFivePaintPrints 60SecondHighFiveSketch',
    fitness:
      '10PushupHighFiveDuel PartnerPlankHighFive JumpForAHighFive HighFiveEveryRep HighFiveRelayRace HighFiveFinishLine LungeAndHighFive 50HighFivesIn1Minute',
    gaming:
      'HighFiveOrDodge SimonSaysHighFive FastestHighFiveWins HighFiveMemoryCombo HighFiveTag HighFiveCharades 100HighFivesNoMiss CanYouHighFiveBlindfolded',
  },
  hippo: {
    gaming:
      'FeedTheHippo10Balls MarbleGrabHippoDuel WalkLikeAHippoRelay HippoFreezeTag TiptoePastSleepingHippo HippoSimonSays 30SecHippoImpression HippoRingToss',
    tech: 'HippoLiveCam HippoClayStopMotion YawnLikeTheHippoDuet AIDrawsAHippo BestHippoEditWins HippoMemeIn60Sec HippoVoiceFilter 5EmojiHippoStory',
  },
  honey: {
    funny:
      'HoneyImHomeEntrance HoneyDoListExcuses TryNotToSayHoney CallingEveryoneHoney HoneyIn10Accents SweetieVsHoneyFaceOff HoneyBadgerDontCare SlowMotionHoneyPourDrama',
    pet: 'HeadTiltWhenISayHoney HoneyNicknameTest HoneyBearToyHunt HoneyImHomeReaction WhichHoneyVoiceWins 10ThrowHoneyPlushFetch HoneySunbeamCatNap DrawYourPupAsAHoneyBee',
    travel:
      'HoneyMarketHunt 5JarHoneyRoadTrip TasteTheLocalHoney GuessMyHoneysHometown HoneyIPackedThePicnic HoneyFromEveryTown 1DayHoneyTrail HoneyFarmStandStop',
  },
  hopscotch: {
    art: 'HopscotchRainbowGrid LongestHopscotchEver 10MinuteSidewalkHopscotch PaintedHopscotchStone PassTheChalkHopscotch HopscotchFromAbove BestHopscotchOnMyBlock HopscotchGalaxyDesign',
    cooking:
      'HopscotchCookieGrid BuildAHopscotchPlatter 10MinuteHopscotchSnack SandwichHopscotchFaceOff HopscotchPancakeArt HopscotchToastTiles EdibleHopscotchPizza HopscotchJelloCubes',
    dance:
      'HopscotchShuffle 8CountHopscotchGroove SiblingHopscotchDanceOff HipHopscotch HopscotchFreestyle 10SecondHopscotchRoutine HopscotchCharleston HopscotchMoonwalkBack',
    educational:
      'SpellingWordHopscotch HopscotchTimesTables HopscotchFromAncientRome CanYouHopscotchInFrench HopscotchWorldVersions SkipCountHopscotchRace 10FactHopscotchQuiz HopscotchFractionSquares',
    fashion:
      'HopscotchSneakerCheck RecessHopscotchGlowUp DressLikeAHopscotchGrid HopscotchColorBlock ChicHopscotchFit 8SquareHopscotchLookbook ThenVsNowHopscotchLook HopscotchOverallsDay',
    fitness:
      'HopscotchSingleLegHops HopscotchLungeLadder 10RoundHopscotchSprint BeatMyHopscotchTime BackwardsHopscotchDare 5MinuteHopscotchBurn WeightedHopscotch HopscotchSkaterJumps',
    gaming:
      'HopscotchTournament 30SecHopscotchSpeedrun HopscotchTrickShots EyesClosedHopscotch RollAndHopscotch 100SquareHopscotch HopscotchWorldRecord HopscotchTagTeamDuel',
    music:
      'HopscotchChantRemix HopscotchPianoGrid 1MinuteHopscotchJingle HipHopscotchBeat SiblingHopscotchDuet HopscotchClapAlong KaraokeHopscotchDuel 8NoteHopscotchMelody',
    prank:
      'HopscotchHallwayTape HopscotchToTheFridge 100SquareHopscotchPrank NoWalkingOnlyHopscotch EndlessHopscotch WhoTapedAHopscotchHere HopscotchLoveLetter RemoteControlHopscotch',
  },
  'hot potato': {
    tech: 'SmartSpeakerHotPotato HotPotatoFumbleSlowMo HotPotatoSecretTimer 10SecondHotPotatoQuiz PassThePhoneGame HotPotatoOverVideoCall PlaylistHotPotatoBattle 5PlayerHotPotatoRelay',
  },
  hurricane: {
    art: 'SpinArtHurricane HurricaneSpiralIn60Sec 5StrokeHurricane HurricaneRadarRainbow DrawTheEyeOfAHurricane HurricaneWatercolor BlowPaintHurricane HurricaneSuperheroComic',
    cooking:
      'NoPowerHurricaneMeal HurricaneSwirlCupcakes 3DayHurricanePantryMenu 10MinuteHurricaneSnack HurricaneRadarPizza HurricaneKitCookOff HurricaneTrailMix ShakeAHurricaneInAJar',
    dance:
      'EyeOfTheHurricaneFreeze Category1To5Hurricane SwirlLikeAHurricane HurricaneDanceOff 30SecHurricaneShuffle HurricanePartnerTwirl SlowMoHurricaneGroove PaperInAHurricane',
    music:
      'HurricaneRainStick BodyPercussionHurricane HurricaneCrescendo HurricaneLullaby CanYouSoundLikeAHurricane PassTheHurricaneRumble 1MinuteHurricaneJam 4PersonHurricaneChorus',
    prank:
      'WhoLetTheHurricaneIn TeddyBracesForHurricane HurricaneBubbleBlast StickyNoteHurricaneDesk NameAHurricaneAfterThem HurricaneStuffieSpiral BalloonHurricaneBedroom 50SockHurricaneOnTheirBed',
    tech: 'TrackAHurricaneLive HurricaneRadarTimelapse 60SecHurricaneForecast SetUpHurricaneAlerts HurricanePowerBankCheck 5AppsForHurricaneSeason GuessTheHurricaneCategory OfflineMapsHurricane',
    travel:
      'PackAHurricaneGoBag HurricaneSimulatorBooth WhatYearWasThatHurricane HurricaneStaycation PlanYourHurricaneRoute SunshineAfterTheHurricane 3DayHurricaneCarryOn CheckTheHurricaneForecast',
    wellness:
      'EyeOfTheHurricaneCalm HurricaneComfortKit 5MinuteHurricaneUnwind HurricaneCheckInCall 4CountHurricaneBreathing DrawYourInnerHurricane HurricaneWorryJar ThankAHurricaneHelper',
  },
  'ice cream truck': {
    tech: 'IceCreamTruckTracker IceCreamTruckJingleRemix IceCreamTruckSlowMoDrip IceCreamTruckStopMotion 5EmojiIceCreamTruckOrder 10SecIceCreamTruckEdit GuessTheIceCreamTruckSong DesignYourIceCreamTruck',
  },
  'ice cube tray': {
    travel:
      'IceCubeTrayCoolerHack IceCubeTrayBentoBox 12ThingsOneIceCubeTray 10MinIceCubeTrayPicnic WhatsInMyIceCubeTray IceCubeBeachDayKit IceCubeTrayRoadSnacks IceCubeTrayEarringCase',
  },
  'ice skating': {
    music:
      'NameThatIceSkatingSong IceSkatingWaltzCover IceSkatingDiscoNight 5TrackIceSkatingPlaylist DJBattleForIceSkating FigureSkatingAnthem IceSkatingLipSync IceSkatingPopBallads',
    pet: 'IceSkatingPlushPal DrawAPetIceSkating IceSkatingCatReacts CanYourPupRateIceSkating IceSkatingBunnyHop IceSkatingCozyDogNook KittyJudgesIceSkating IceSkatingPuppyWatchParty',
    wellness:
      'IceSkatingSlowLaps 10MinuteIceSkatingCalm SundayIceSkatingSession IceSkatingInnerChild ThenVsNowIceSkating IceSkatingNoPhones BreatheAndGlideIceSkating IceSkatingFreshAirReset',
  },
  'inside joke': {
    cooking:
      'InsideJokeCookies TheInsideJokeRecipe InsideJokeMenuNight GuessMyInsideJokeDish 10MinInsideJokeSnack PizzaSpellsInsideJoke InsideJokeMocktail InsideJokeCookOff',
    dance:
      'InsideJokeHandshake TeachTheInsideJokeDance BestieInsideJokeDuet InsideJokeFreezeFrame 8CountInsideJokeMoves InsideJokeTrendRemake 10SecInsideJokeGroove CanYouGuessOurInsideJoke',
    tech: 'CustomEmojiInsideJoke GIFOfTheInsideJoke InsideJokeRingtone 10SecInsideJokeMeme AutocorrectInsideJoke 3PhotoInsideJokeStory DuetOurInsideJoke AIExplainsInsideJoke',
    travel:
      'InsideJokeBirthplace InsideJokeSouvenir PostcardInsideJoke MapPinsOfInsideJokes ThenVsNowInsideJokeSpot InsideJokeTourGuide 5StopInsideJokeRoute 1DayInsideJokeQuest',
  },
  ironing: {
    gaming:
      'IroningPileBossFight EarnXPForIroning BeforeVsAfterIroning PressStartIroning IroningSideQuest IroningChoreBingo 100PercentIroningRun OneMoreLevelThenIroning',
  },
  'ironing board': {
    fashion:
      'FlatLayOnTheIroningBoard IroningBoardShirtGlowUp 5MinIroningBoardRefresh IroningBoardCoverMakeover IroningBoardInterviewFit WrinklyVsIroningBoard IroningBoardPleatedSkirt NoSewHemIroningBoard',
    music:
      'KeyboardOnTheIroningBoard TapTheIroningBoard SqueakyIroningBoardRemix CanAnIroningBoardGroove IroningBoardBlues 3PersonIroningBoardBand PressPlayIroningBoard 30SecIroningBoardDrumSolo',
    speed:
      'IroningBoardSetupRace MomVsKidIroningBoardFold IroningBoardSockMatch TenHangersIroningBoard 10ButtonIroningBoardDash IroningBoardLaundrySort 1MinuteIroningBoardTidy FlatLayIroningBoard',
    wellness:
      '10MinIroningBoardUnwind IroningBoardAudiobook IroningBoardPillowcases 7DayIroningBoardRitual LavenderLinenIroningBoard IroningBoardJournaling MindfulMondayIroningBoard IroningBoardSlowJams',
  },
  'jack in the box': {
    tech: 'JackInTheBoxInReverse JackInTheBoxSlowMo JackInTheBoxStopMotion 10SecJackInTheBoxEdit 3AngleJackInTheBoxCam GuessWhenJackInTheBoxPops DuetAJackInTheBox JackInTheBoxReactionGIF',
    travel:
      'OldestJackInTheBoxWins JackInTheBoxFleaFind 5LandmarkJackInTheBox AntiqueJackInTheBox WhereWillJackInTheBoxPop JackInTheBoxThriftHop 1DayJackInTheBoxTrip JackInTheBoxMuseumHunt',
  },
  january: {
    pet: 'JanuaryPetResolutions JanuarySnowZoomies 31DaysOfJanuaryWalks JanuaryGroomingGlowUp JanuaryIndoorSniffGames 10MinuteJanuaryPlaytime TeachATrickInJanuary WhoNapsMostThisJanuary',
    prank:
      'JanuarySockSnowballs JanuarySnowmanGreeter WhoWroteTheseJanuaryGoals HappyNewYearAllJanuary 10LampsWearJanuaryScarves JanuaryConfettiDrawer BeachDayInJanuary JanuaryPaperSnowstorm',
    travel:
      'JanuaryTouristAtHome JanuaryFirstHike JanuaryMuseumFreeDay 4JanuaryWeekendTrips SnowySundayJanuaryStroll JulyVsJanuarySameSpot JanuaryCozyCafeCrawl 3HourJanuaryEscape',
    wellness:
      'JanuaryNoPhoneMornings JanuaryWordOfTheYear 31DayJanuaryWalkStreak ChaseTheJanuarySun 10MinuteJanuaryStretch JanuaryOneSmallHabit MindfulMondayJanuary JanuaryEarlyBedtime',
  },
  jello: {
    gaming:
      'JelloCubeTicTacToe JelloFlavorBracket CanYouChopstickJello JelloSpoonBalanceDuel JengaWithJello 30SecJelloTower JelloWobbleCharades 3RoundJelloShowdown',
    tech: 'JelloSlowMoCam JelloPhoneFlashlightTest WatchJelloSetTimelapse GuessTheJelloByZoom 10SecJelloWobbleEdit 5SongsThatMoveJello JelloOnASpeaker JelloQuakeMeterApp',
    travel:
      '1HourJelloWobbleWalk JelloCoolerSurvivalTest 3LayerJelloToGo WillYourJelloMakeIt JelloHandoffRelay JelloRoadTripCups CarryJelloOnTheBus JelloPotluckAtGrandmas',
  },
  jellyfish: {
    fashion:
      'JellyfishTulleSkirt DressLikeAJellyfish GlowyJellyfishMakeup 5PieceJellyfishOutfit JellyfishHaircutReveal 10MinJellyfishGlowUp DareToTryTheJellyfishCut JellyfishUmbrellaCostume',
    funny:
      'MeAsAJellyfish MondayMorningJellyfish 10SecJellyfishImpression JellyfishAtTheGym JellyfishNoBrainDay JellyfishVoiceover WhoDoesJellyfishBest JellyfishWobblyLegs',
    prank:
      'UmbrellaTurnsJellyfish JellyfishInTheirSlipper JellyfishDoorCurtain LampGlowsLikeAJellyfish 50CupcakeLinerJellyfish JellyfishCeilingParty WhoInvitedTheJellyfish JellyfishPillowInvasion',
    tech: 'JellyfishFlashlightCraft DrawAJellyfishOnYourPhone JellyfishStopMotion SlowMoJellyfishPulse 30SecJellyfishAnimation JellyfishGlowEdit AIVsMeJellyfishDrawing 5EmojiJellyfishStory',
    travel:
      'Spot5JellyfishSpecies JellyfishTankTrance 1MinuteJellyfishStare JellyfishPlushAdventure CanYouNameThatJellyfish JellyfishLookDontTouch DrawYourFavoriteJellyfish JellyfishAquariumDayTrip',
  },
  jenga: {
    music:
      'JengaDrumroll JengaXylophone SingALinePerJengaPull JengaSuspenseScore 120BPMJengaTower NameThatTuneJengaStyle KaraokeJenga JengaBeatDrop',
    tech: 'CanJengaHoldYourPhone JengaSlowMoCam JengaStopMotionBuild JengaVideoCallMatch JengaShotClock 5AngleJengaCollapse PredictTheJengaFall DuetMyJengaPull',
    wellness:
      'MindfulJenga JengaBreatheBeforePull 10MinJengaUnwind SundaySlowJenga JengaSilentRound KindWordsJengaTower JengaGratitudeBlocks JengaAffirmations',
  },
  'jingle bells': {
    gaming:
      'SilentJingleBellsRelay 100JingleBellsInAJar JingleBellsHotPotato JingleBellsMusicalChairs JingleBellsHideAndSeek WhoHasTheJingleBells JingleBellsHumOff 10SecJingleBellsSongGuess',
    prank:
      'JingleBellsDoorbell EveryZipperHasJingleBells JingleBellsShoeLaces WhereAreThoseJingleBells JingleBellsAlarmClock RemoteWearsJingleBells JingleBellsInTheirCoat BackpackJingleBells',
    tech: '5SoundJingleBellsMedley AutotuneYourJingleBells JingleBellsAppRemix JingleBellsPhonePiano 10SecJingleBellsBeat DuetMyJingleBells JingleBellsRingtone JingleBellsOnCalculator',
  },
  'joy buzzer': {
    cooking:
      'TastesLikeAJoyBuzzer 3IngredientJoyBuzzerTreat 10MinJoyBuzzerSnack GuessTheJoyBuzzerFlavor JoyBuzzerChocolateBark JoyBuzzerFizzyLemonade JoyBuzzerSherbetDip JoyBuzzerGummies',
    tech: 'JoyBuzzerTeardown JoyBuzzerSoundboard 10SecJoyBuzzerEdit CanYouSpotTheJoyBuzzer JoyBuzzerReactionTimer 5FriendJoyBuzzerMontage DuetMyJoyBuzzerLaugh JoyBuzzerSlowMoCam',
    wellness:
      '7DayJoyBuzzerStreak JoyBuzzerLaughBreak JoyBuzzerComplimentShake JoyBuzzerSmileCount 1MinuteJoyBuzzerRecharge JoyBuzzerGiggleReset MerryMondayJoyBuzzer SpreadJoyBuzzerVibes',
  },
  judge: {
    pet: 'PetJudgesMyOutfit 5TrickJudgeScore CatJudgeStare DogJudgesYourDance CanYouImpressAKittyJudge JudgeBestInShowAtHome 10SecondPuppyJudge JudgeTheFetchFinals',
  },
  juice: {
    music:
      'JuiceBottleWhistle JuiceGlassXylophone OrangeJuiceJingle CanYouPlayAJuiceJug 30SecJuiceJam 8NoteJuiceMelody JuiceBoxKaraoke BeatboxWithYourJuiceCup',
  },
  july: {
    art: 'JulySunPrint 31DaysOfJulySketches JulyTieDyeBatch JulyChalkMural 10MinJulySkyWatercolor DrawYourJulyIn3Panels JulyRockPainting JanuaryVsJulyDrawing',
    cooking:
      'NoBakeJulyTreats 5IngredientJulySalad JulyPeachSalsa 10MinJulyPicnicWrap JulyFruitPopsicles SmoothieFaceOffForJuly JulyLemonadeStand JulyFrozenYogurtBark',
    fitness:
      'JulyShadeStretch 31DaysOfJulyMoves JulySunriseSquats KidsVsParentsJulyRelay 10MinJulyMorningHIIT JulyPlankStreak SundayStepsInJuly JulyEveningBikeRide',
    gaming:
      'JulyBacklogBlitz JulyCornholeFaceOff 31DayJulyPlayStreak 10MinJulySpeedrun BackyardJulyTournament JulyPorchBoardGames JulyTriviaNight FrisbeeGolfInJuly',
    travel:
      'JulyCoolSpotsInTown 5NewPlacesThisJuly JulyParkHopping FourthOfJulyRoadTrip 1DayJulyStaycation WhereDidYourJulyGo JulyBeachSunsetStroll JulyCountyFair',
  },
  'jump scare': {
    cooking:
      'CanYouPlateAJumpScare 10MinJumpScareSnack JumpScarePinataCake JumpScareSpiderCookies JumpScareCupcakeReveal 3IngredientJumpScareTreat JumpScareJello PopcornJumpScare',
    dance:
      'JumpScareTransition JumpScareBeatSwitch NoFlinchJumpScareGroove JumpScareDuetDance JumpScareFreezeFrame 10SecJumpScareMoves SiblingJumpScareShowdown 3JumpScaresOneRoutine',
  },
  jumping: {
    cooking:
      'JumpingPopcornKernels JumpingFrogCupcakes 10MinJumpingBunnyToast PancakesThatJump 5FlipJumpingFlapjacks CountJumpingSheepCookies JumpingBeanBurrito JumpingGingerbreadMen',
  },
  'jumping jack': {
    cooking:
      '10JumpingJacksThenSnack JumpingJackFlapjacks JumpingJackCookies PostJumpingJackShake 60SecJumpingJackSmoothie CanYouPlateAJumpingJack JumpingJackEnergyBites StarCutJumpingJackToast',
  },
  june: {
    cooking:
      'DadVsKidJuneCookOff JuneFathersDayBreakfast JuneStrawberryJam JuneIcePopLab 5IngredientJuneDessert JunePicnicWraps CanYouStackJuneShortcakes 10MinJuneSnackBoard',
    music:
      'JuneSummerAnthem 1MinuteJuneJam DuetMyJuneChorus JuneGraduationSong 30DaysOfJuneTunes JuneSchoolsOutSingAlong KaraokeBattleForJune JuneRoadTripPlaylist',
    prank:
      'HourlyDadJokesAllJune JunePicnicPopUp JuneSchoolsOutConfetti DidAnyoneNoticeJune31 JuneBubbleWelcome SnowDayAnnouncedForJune TeddyGetsAJuneDiploma JuneBalloonBedroom',
  },
  jungle: {
    art: '10MinJungleDoodle CanYouSpot5JungleFrogs JungleLeafCollage PaintAJungleScene 3ColorJunglePainting JungleHandprintAnimals JungleInAJar AddOneCreatureJungleRelay',
    cooking:
      'JungleSmoothieBowl 5BerryJungleSkewers 10MinJungleSnackPlate JungleMonkeyPancakes BuildAJungleOnToast RumbleInTheJungleCurry JungleFruitPlatter AnimalFaceJungleSandwich',
    dance:
      '30SecJungleGroove JungleMonkeyShuffle JungleParrotStrut CanYouMoveLikeTheJungle JungleAnimalDanceOff JungleTigerFreeze 5CritterJungleRoutine LivingRoomJungleConga',
    fitness:
      '10MinJungleCircuit JungleBearCrawl ParentVsKidJungleRace JungleSlothSitUps JungleLionSquats 7DayJungleAnimalMoves CanYouHoldAJunglePlank JungleFrogLeaps',
    funny:
      'JungleHumidityHair 10SecJungleCallOff LivingRoomJungleNarrator JungleAnimalVoices BackyardJungleExplorer MyHouseplantJungleTour JungleSlothMornings JungleMonkeySnackThief',
    gaming:
      'JungleAnimalCharades JungleSnakesAndLadders FindAll10JungleToys Jungle20Questions 5MinJungleEscape GuessThatJungleSound PillowHopJungleRiver JungleMonkeyInTheMiddle',
    music:
      '1MinuteJungleSoundscape 4PersonJungleChorus JungleRainBeat JungleSoundsRemix JungleBirdCallBattle CanYouSnapAJungleStorm BodyPercussionJungle JungleDrumCircle',
    pet: 'JungleGymForCats WhichPetRulesTheJungle PupVsCardboardJungle JungleTreatHunt 10MinJungleZoomies JungleCatStalkMode JungleSafariWalkies BuildYourBunnyAJungle',
    prank:
      'JunglePlushPhotobomb TinyJungleOnTheirDesk WhoTurnedMyRoomJungle WakeUpInTheJungle 50ToyAnimalJungleBed JungleFootprintTrail DoorbellPlaysJungleRoars JungleBananaPhoneCall',
  },
  'junk drawer': {
    dance:
      'JunkDrawerShuffle 10SecJunkDrawerGroove 5PropJunkDrawerRoutine JunkDrawerFreestyle SiblingJunkDrawerBattle JunkDrawerTwistTieTwirl ShakeTheJunkDrawer JunkDrawerRobotDance',
    fitness:
      'JunkDrawerGripTrainer JunkDrawerSquatSort JunkDrawerLungeHunt JunkDrawerWallSit 1BurpeePerJunkDrawerItem 5MinJunkDrawerCircuit RelayToYourJunkDrawer PlankThenClearJunkDrawer',
    gaming:
      'JunkDrawerEscapeRoom JunkDrawerScavengerHunt 30SecJunkDrawerGrab CanYouRepackTheJunkDrawer 10ItemJunkDrawerBingo JunkDrawerGuessByTouch BuildAGameFromJunkDrawer JunkDrawerMemoryTray',
    music:
      'JunkDrawerOrchestra 5ItemJunkDrawerJam 1MinuteJunkDrawerSong KazooFromTheJunkDrawer GuessMyJunkDrawerSound JunkDrawerDrumBattle JunkDrawerBeatDrop JunkDrawerRubberBandHarp',
    prank:
      'OrganizedJunkDrawer 50DucksFillTheJunkDrawer JunkDrawerGooglyArmy JunkDrawerJokeScroll TinyJunkDrawerForDad JunkDrawerDinoSurprise WhoLabeledMyJunkDrawer JunkDrawerConfettiPop',
    tech: 'JunkDrawerCableUntangle 5GadgetJunkDrawerRescue JunkDrawerUSBMystery JunkDrawerChargerMatch 60SecJunkDrawerTechSort NameThatJunkDrawerPlug JunkDrawerOldPhoneRevive LabelEveryJunkDrawerCord',
  },
  'junk mail': {
    art: 'JunkMailBlackoutPoetry JunkMailRolledBowl 10MinJunkMailCollage JunkMailSelfPortrait CanYouFoldAJunkMailFrog JunkMailMosaic 7DaysOfJunkMailArt TrashToTreasureJunkMail',
    cooking:
      'JunkMailMenuCopycat JunkMailTakeoutAtHome 30MinJunkMailRemake 5DollarJunkMailDinner CookTheSaleFlyer HomemadeVsJunkMailPizza JunkMailMysteryMeal CanYouPlateLikeJunkMail',
    dance:
      'JunkMailShuffle 10SecJunkMailGroove RecycleJunkMailIn8Counts SiblingJunkMailBattle JunkMailShredShimmy StompYourJunkMailFlat JunkMailDanceToTheBin JunkMailMailboxBoogie',
    fitness:
      'JunkMailSquatToss 10MinJunkMailWorkout FamilyJunkMailShootout PlankWhileSortingJunkMail JunkMailHoops BurpeePerJunkMail JunkMailWallSit JunkMailJumpingJacks',
    gaming:
      'BuildAStoryFromJunkMail JunkMailBingo HigherOrLowerJunkMail BestOf5JunkMailFlips JunkMailScavengerHunt JunkMailCharades 10SecJunkMailDrawOff JunkMailHeadlineGuess',
    prank:
      '10PoundsOfJunkMailForDad JunkMailCatalogCircled WhoOrderedThisJunkMail JunkMailAboutThem TeddysFirstJunkMail GrandpaStarsInJunkMail JunkMailFromTheCat JunkMailInvitationToNap',
    travel:
      'CanJunkMailPlanYourWeek JunkMailCouponDayTrip JunkMailPicksMyWeekend JunkMailSentMeHere 3StopJunkMailRoute 24HourJunkMailAdventure JunkMailGrandOpening LetJunkMailChooseTheCafe',
    wellness:
      'JunkMailShredTherapy JunkMailUnsubscribe ZeroJunkMailMonth 10MinJunkMailReset JunkMailVisionBoard MindfulMondayJunkMail TurnJunkMailIntoThankYous JunkMailJournalPages',
  },
  kangaroo: {
    gaming:
      'KangarooSaysHop KangarooPouchMysteryGame PillowcaseKangarooRelay 30SecKangarooLeapCount CanYouOutjumpAKangaroo KangarooPillowBoxing KangarooBounceBattle FamilyKangarooTourney',
  },
  ketchup: {
    gaming:
      'KetchupBlindTasteGame KetchupPacketFootball KetchupBottleBowling KetchupMustardTicTacToe 10SecKetchupSketch 5RoundKetchupShowdown CanYouSpellInKetchup SlowestKetchupPourWins',
    pet: 'KetchupPlushTugOfWar KetchupToyFetch 30SecKetchupSqueakHunt KetchupNamedHamster DogPicksKetchupOrMustard CanYourCatCatchKetchup KetchupKittyKicker PetPortraitAsKetchup',
    prank:
      'CanYouMakeThemSayKetchup KetchupBottleGooglyEyes GiantKetchupInTheirBed TinyKetchupForDad KetchupSmileyNote KetchupCostumeReveal KetchupNameOnTheBun 100KetchupPacketSurprise',
    travel:
      'KetchupDinerRoadTrip KetchupFromEveryStore RateKetchupIn5Towns KetchupFryShopCrawl KetchupSouvenirPackets WhereIsTheBestKetchup 1DayKetchupQuest StampAKetchupPassport',
  },
  key: {
    dance:
      'JangleYourKeysBattle PhoneWalletKeysDance KeyFoundVictoryStrut CanYouSpinAKeyRing KeysPopAndLock 10SecLostKeyGroove KeyInTheDoorShimmy 3StepKeyRoutine',
  },
  keyboard: {
    art: 'KeyboardKeycapMosaic ASCIIArtKeyboard DrawYourDreamKeyboard KeyboardPencilSketch OpticalIllusionKeyboard 10MinuteKeyboardStillLife KeyboardDoodleDuel RainbowKeyboardPainting',
    cooking:
      'KeyboardCookies CrumbFreeKeyboardSnacks PianoKeyboardCake WaffleKeyboard KeyboardCrackerPlatter 10MinKeyboardBento IsThisKeyboardEdible KeyboardBrownieBites',
    dance:
      'AirKeyboardSolo FloorKeyboardStomp KeyboardWarriorBattle 10SecondKeyboardShuffle KeyboardDiscoFingers 5MoveKeyboardRoutine KeyboardBalladSway KeyboardFreezeDance',
    fitness:
      'KeyboardTypoPushUps 1MinuteKeyboardPlank KeyboardWristCircles KeyboardSquatBreak 10LungesPerKeyboardHour KeyboardWallSitTest HourlyKeyboardStretch AwayFromKeyboardWalk',
    travel:
      'LaptopKeyboardWithAView KeyboardCafeHop 1HourKeyboardAnywhere ForeignKeyboardHunt KeyboardFreeHoliday 5SpotsOneKeyboard CanYouGo7DaysNoKeyboard StreetPianoKeyboard',
  },
  keychain: {
    gaming:
      'FlickKeychainsIntoACup KeychainVirtualPetCare KeychainClawMachineWin KeychainDiceDuel 10SecKeychainMemory 5KeychainTossStreak GuessTheKeychainByTouch KeychainHotPotato',
    travel:
      'KeychainFromEveryCity 5DollarKeychainHunt NameThatKeychainPlace KeychainMapOfMyTrips KeychainAtEachLandmark KeychainLuggageTag FirstVsLatestKeychain TradeKeychainsWithAFriend',
  },
  kindle: {
    travel:
      'KindleSetInThisCity 10MinKindleTrainRead PaperbackVsKindleFlight 5StopKindleTour WhereDidYourKindleGo KindleOnlyCarryOn KindleTripReadingList KindleSunsetBench',
  },
  king: {
    dance:
      'KingStrut KingVsQueenShowdown 10SecKingGroove KingOfTheDanceFloor KingCrownBalanceDance CanYouDethroneAKing BowToTheKing 5StepKingEntrance',
    fitness:
      'KingOfTheHillSprint KingThroneDips 30DayKingWorkout KingSizeBurpees 1MinuteKingPlank LiftLikeAKing SquatKingShowdown KingScepterPress',
    pet: 'KingOfTheCouch CatVsDogKingBattle KingHamsterPalace WhoIsKingInThisHouse KingOfTheBed DrawYourPetAsKing KingOfTheCastleBox CardboardKingThrone',
    prank:
      'KingDecreeScroll KingCrownedAtTheDoor KingRedCarpetWelcome KingBowWhenTheyEnter CallDadKingAllDay ButlerForTheKing 100TinyKingCrowns WhoMadeMeKingToday',
    tech: 'KingOfTheDeskSetup KingCrownFilter BestKingEditWins 5EmojiKingStory KingVoiceChangerApp DuetAKingDecree 30SecKingSpeech KingGreenScreenThrone',
  },
  'kitchen sink': {
    art: 'KitchenSinkStillLife KitchenSinkSpongeArt KitchenSinkBubbleArt ThrowInTheKitchenSink KitchenSinkCollage 10MinKitchenSinkSketch 7DayKitchenSinkDoodles SiblingKitchenSinkDrawOff',
    cooking:
      'KitchenSinkCookies KitchenSinkFriedRice KitchenSinkFrittata 5LeftoverKitchenSinkBowl KitchenSinkNachos CanYouCookTheKitchenSink 10MinKitchenSinkLunch SiblingKitchenSinkFaceOff',
  },
};
