import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  yawn: {
    dance:
      'YawnFreezeDance DoTheYawnWave RiseAndYawnGroove PajamaYawnShuffle YawnOnTheBeatDrop YawnStretchTwoStep SlowMoYawnBallet SleepyYawnSway',
    fitness:
      'YawnBusterWorkout NoYawningPlank ShakeOffTheYawn YawnPenaltySquats LionYawnPose BeatTheYawnJog YawnReachStretch YawnBreakJacks',
    prank:
      'MakeThemYawn GetGrandpaToYawn PassAYawnAtDinner HiddenCamYawnTest ContagiousYawnTrap YawnSleepoverChain SneakyYawnAttack MovieNightYawns',
    educational:
      'WhyDoWeYawn ContagiousYawnTest CanFishYawn DogsCatchOurYawns NameThatAnimalYawn TimeYourYawn YawnMythOrFact YawnInSignLanguage',
    cooking:
      'YawnToYumBreakfast TwoYawnToast PrepBeforeYouYawn NoYawnSmoothie BedtimeYawnCocoa HalfAsleepYawnOats CookWithoutYawning YawnBusterSnackBox',
    travel:
      'YawnWithAView GuessWhereIYawned JetLagYawnFaceOff SunriseYawnHike PackTheYawnKit RedEyeFlightYawn LayoverYawnSelfie YawnInEveryTimeZone',
    fashion:
      'YawnToGlowUp SoComfyIYawned PajamaYawnRunway SlipperYawnStrut BedheadYawnFix YawnStretchFitTest SleepMaskYawnLook BigHoodieYawn',
    wellness:
      'YawnAndUnwind YawnMeansBedtime NoPhoneAfterYawn FakeAYawnToRelax YawnBreathReset LazySundayYawn CozyBlanketYawn LooseJawYawn',
    speed:
      'YawnRelayRace BeatTheYawnToBed YawnFreeMinute FastestYawnCatch DressBeforeYouYawn YawnChainSpeedrun LongestYawnTimer YawnOnCueBuzzer',
    music:
      'SingThroughAYawn FamilyYawnChoir YawnBeatbox LullabyYawnDuet HitTheNoteMidYawn YawnInTheKeyOfC YawnSighWarmUp YawnRemix',
    art: 'YawnLikeTheScream YawnFlipbook MidYawnPortrait CatYawnSketch StopMotionYawn YawnInClay YawnEmojiDoodle BlindfoldedYawnArt',
    tech: 'YawnInReverse AutoCaptionMyYawn YawnDecibelMeter SlowMoYawnCam YawnFilterTest VoiceAssistantYawn FirstYawnNightMode YawnGreenScreen',
    pet: 'DogCatchesMyYawn TinyLionYawn PuppyYawnSqueak SnapTheKittenYawn YawnDuetWithMyCat YawnFaceOffWithPet HamsterYawnHunt NapBuddyYawn',
    gaming:
      'YawnStaringContest SecretYawnerGame LastOneToYawnWins SimonSaysYawn YawnCharades PokerFaceNoYawn YawnTag YawnBingoNight',
  },
  armchair: {
    dance:
      'ArmchairHandJive GrandmaArmchairBop DiscoInTheArmchair ArmchairCancan VogueInTheArmchair ArmchairRobotArms ArmchairShimmy LazyArmchairSalsa',
    fitness:
      'ArmchairSitToStand ArmchairTricepDips AdBreakArmchairReps MarchInTheArmchair ArmchairLegLifts ArmchairBikeKicks TwistyArmchairCore NoMoreArmchairAthlete',
    funny:
      'WhoStoleDadsArmchair ArmchairCritic ArmchairCommentary CatTookMyArmchair SlowMoArmchairSink ArmchairInfomercial ArmchairCushionDig RoyalArmchairEntry',
    prank:
      'DecoyInTheArmchair WrapTheArmchair WhoopeeArmchair ReservedArmchair BalloonArmchair ArmchairFacesWall SqueakyToyArmchair MoveTheArmchairAnInch',
    educational:
      'WhyArmchairsHaveWings GuessTheArmchairEra FixAWobblyArmchair ArmchairBookClub ArmchairSlouchTest ArmchairMuseumTour ArmchairStargazing WorldMapArmchairQuiz',
    cooking:
      'NoMoreArmchairChef ArmchairPicnic ArmchairPopcornBar SoupInTheArmchair CozyArmchairCocoa ArmchairHighTea BrunchInTheArmchair ArmchairSnackBoard',
    travel:
      'ArmchairWorldTour SpinTheGlobeArmchair FromArmchairToTrail ArmchairPassport MyArmchairBucketList ArmchairPostcards CityStrollArmchair ArmchairTravelDiary',
    fashion:
      'MatchYourArmchair ArmchairCoverShoot ArmchairToRunway GrandpaCoreArmchair VelvetArmchairGlam ArmchairLoungeFit CozyKnitArmchair RobeArmchairLook',
    speed:
      'FirstToTheArmchair ArmchairFortRace ArmchairRemoteHunt ArmchairFluffIn10 TenArmchairStands FoldTheArmchairThrow ArmchairTidyBlitz SpeedDustTheArmchair',
    music:
      'OdeToMyArmchair ArmchairDrumSolo TheArmchairBlues ArmchairKaraoke CroonerInTheArmchair FrontRowArmchair ArmchairRockStar ArmchairDJSet',
    art: 'DrawADreamArmchair ArmchairBlindContour ArmchairInOneLine CardboardArmchair ArmchairPortrait WatercolorArmchair ShadowTraceArmchair ArmchairCollage',
    tech: 'PlaceAnArmchairInAR ArmchairPhoneStand VideoCallArmchair ArmchairPodcast TidyArmchairCables RateMyArmchairSetup ArmchairLaptopDesk VoiceControlArmchair',
    pet: 'WhoOwnsTheArmchair LapCatArmchairNap DogSizedArmchair ArmchairTreatHunt ArmchairCuddleCam ArmchairPetPortrait OffTheArmchairCue ArmchairBrushTime',
    gaming:
      'KingOfTheArmchair HotSeatArmchair ArmchairCharades WhatsInTheArmchair Armchair20Questions ArmchairCoOpNight ArmchairCardDuel RollForTheArmchair',
  },
  tickle: {
    dance:
      'DanceOffTheTickles NoLaughTickleTango TickleWaveChain FeatherTickleShimmy TicklishWiggleOff TickleTwist TickleSquirmStep GiggleGrooveTickle',
    fitness:
      'TickleProofPlank TickleMonsterChase CrabWalkTickleRace TreePoseTickleTest WallSitVsTickles PushUpTickleDare TickleTagSprints TickleDodgeDrill',
    prank:
      'FakeTickleMachine LongDistanceTickle FindDadsTickleSpot UnderTableTickle EarTickleMystery TickleJokeAlarm TickleGiggleTrack TickleRiddleNotes',
    educational:
      'TickledRatsLaugh SelfTickleScience TwoTypesOfTickle ApesTickleToo MapYourTickleSpots WhyFeathersTickle TickleFactOrMyth TickleReflexTest',
    cooking:
      'TickleYourTasteBuds TickledPinkLemonade SherbetTickle FizzyNoseTickle TickleMonsterCakes TicklishJelly MintTickleIceCream LemonTickleTart',
    travel:
      'TickleYourWanderlust TickledPinkSunset SleepingBagTickle BarefootTickleWalk SandyToesTickle ButterflyTickle DandelionTickle SayTickleAbroad',
    fashion:
      'TheTagThatTickles TickledPinkOutfit TickleBoaStrut FringeTickleTwirl FuzzySweaterTickle ScarfTickleTest BobbleHatTickle TasselEarringTickle',
    wellness:
      'BedtimeBackTickle TickleAwayTheBlues ASMRFeatherTickle LaughterYogaTickle ScalpTickleMassage TickleYourSenses GrassTickleCalm GiggleResetTickle',
    speed:
      'StraightFaceTickle BeatTheTickleMonster TickleTagIn60 TickleToLaughRace PassTheTickleRelay TickleEscapeDash TicklishQuickfire FeatherTickleBlitz',
    music:
      'TickleTheIvories HighNoteTickleTest TickleMonsterSong UkuleleTickleStrum TickleLaughRemix WindChimeTickle GiggleChoirTickle TickleLullaby',
    art: 'DrawTheTickleMonster TickleSketchDare FeatherTicklePaint TickleComicStrip ClayTickleCritter TickleLaughPortrait QuillTickleScript PaperPlateTickleFace',
    tech: 'TickleViaVideoCall TickleRingtone SlowMoTickleLaugh TickleSoundboard TurnATickleIntoAGIF TickleDecibelTest EmojiTickleStory CardboardTickleBot',
    pet: 'FindPupsTickleSpot KittyChinTickle IsYourCatTicklish WhiskerTickle PetRatTickleTime FeatherWandTickle PuppyKissTickle ParrotNeckTickle',
    gaming:
      'RockPaperTickle TickleHideAndSeek TickleHotPotato TickleMonsterTrivia PokerFaceTickle TickleStatues SimonSaysTickle DiceRollTickleSpot',
  },
  handshake: {
    fitness:
      'PushUpHandshake PlankHandshakeTaps HandshakeSitUps BurpeeHandshake GoodGameHandshake HandshakeRelay SquatHoldHandshake GripTestHandshake',
    funny:
      'HugOrHandshake WetNoodleHandshake LongestHandshakeEver RateMyHandshake RobotHandshake HandshakeSlowMoDrama HandshakeGoneWrong HandshakeWithYourself',
    prank:
      'HairFixHandshake TooSlowHandshake HandshakeFakeOut OvenMittHandshake IceColdHandshake NeverendingHandshake HandshakeTurnedHug HandshakeConfettiPalm',
    educational:
      'GlitterGermHandshake HandshakeMathPuzzle TeachAGoodHandshake BowOrHandshake HandshakesByCountry InterviewHandshake ThreeSecondHandshake HandshakeHistoryQuiz',
    cooking:
      'HandshakeMilkshake SecretHandshakeSauce HandshakeCookOff PizzaDealHandshake LunchTradeHandshake HandshakeCookies ThanksChefHandshake HandshakeJarButter',
    travel:
      'HandshakeLikeALocal StateLineHandshake LandmarkHandshake TravelBuddyHandshake RoadTripHandshake ArrivalsHandshake OneBagHandshakePact TentPitchHandshake',
    fashion:
      'DressForTheHandshake RingStackHandshake TwinFitHandshake HandshakeReadyNails BraceletHandshake HandshakeGloveGlam CufflinkHandshake HandshakeWatchFlex',
    wellness:
      'ThankYouHandshake SorryHandshake HandshakeCheckIn SelfHandshakeHype ConfidentHandshake EyeContactHandshake NeighborHandshake GrandpaHandshake',
    speed:
      'FastestHandshake HandshakesIn30 HandshakeChainRace LightningHandshake LearnAHandshakeFast DoubleSpeedHandshake FamilyHandshakeDash BuzzerHandshake',
    music:
      'PattyCakeHandshake HandshakeBeat SecretHandshakeSong HandshakeLoopPedal MetronomeHandshake HandshakeDrumRoll DuetEndsInHandshake HandshakeCountIn',
    art: 'DrawAHandshake PaintedPalmHandshake ClayHandshake HandshakeStopMotion ChalkHandshakeMural HandshakeInOneLine ShadowHandshakeArt HandshakeLogo',
    tech: 'SplitScreenHandshake SlowMoHandshake ReverseHandshake RobotArmHandshake HandshakeEmojiCombo BumpPhonesHandshake HandshakeSticker HandshakeQRCode',
    pet: 'TeachAPuppyHandshake DogSecretHandshake HandshakeForATreat ClickerCatHandshake LeftPawHandshake ParrotFootHandshake WalkiesHandshake DoorGreetHandshake',
    gaming:
      'AddAMoveHandshake HandshakeThumbWar SecretAgentHandshake GGHandshake TradeDealHandshake HandshakeEmoteIRL CouchCoOpHandshake HandshakeHighScore',
  },
  'spam call': {
    dance:
      'VibrateLikeASpamCall SpamCallHoedown RobocallRobotMoves FreezeOnSpamCall SpamCallWinDance SwipeSpamCallSlide SpamCallSlowSway RingtoneSpamCallBop',
    fitness:
      'SquatsPerSpamCall SpamCallPlank ShadowBoxSpamCall SpamCallWallSit RobocallRunaway NoSpamCallJog SpamCallPhoneCurls BlockedSpamCallFlex',
    prank:
      'SaveMeAsSpamCall RobocallDinnerBell AnswerLikeASpamCall SockPuppetTakesSpamCall RobocallWakeUp SpamCallPrizeHug SpamCallRobotDance OnHoldSpamCall',
    educational:
      'SpotTheSpamCall RealOrSpamCall SpamCallRedFlags NeverTellASpamCall DecodeASpamCall BlockASpamCall SpamCallMythOrFact GrandmaSpamCallDrill',
    cooking:
      'DoughHandsSpamCall SpamCallMugCake RobocallRobotCookies ChefIgnoresSpamCall NoSpamCallsAtDinner OnHoldSpamCallSnack SpamCallBrownies SaladSpinSpamCall',
    travel:
      'OffGridNoSpamCall SpamCallFreeVacation SpamCallSilentMode SpamCallAreaCodeMap TrailSpamCallDetox BoardingGateSpamCall SpamCallJetLagAlarm PostcardNotSpamCall',
    fashion:
      'DressLikeASpamCall GlamHangUpSpamCall GRWMSpamCall RunwaySpamCall FlipPhoneSpamCall SpamCallCaseGlowUp SpamCallHeadsetFit SpamCallStrut',
    wellness:
      'LetSpamCallRing DoNotDisturbSpamCall SpamCallZenMode LaughOffSpamCall SpamCallDeepBreath CountToTenSpamCall PhoneDownSpamCall SpamCallFreeNight',
    speed:
      'SpamCallQuickDraw SpotTheSpamCallIn5 OneRingSpamCall FasterThanRobocall SpamCallBlockRace SpamCallReflexTest ClearSpamCallLog SpamCallBuzzer',
    music:
      'TheSpamCallBlues RobocallAutotune SpamCallJingle SpamCallLoFiLoop DrumCoverOfASpamCall RemixThatRobocall SpamCallRingBeat AcapellaSpamCall',
    art: 'DrawYourSpamCaller SpamCallVillain ComicStripSpamCall RobocallRobotClay PopArtSpamCall StopMotionSpamCall SpamCallDoodle SpamCallWaveform',
    tech: 'AIAnswersMySpamCall ScreenASpamCall SpamCallTranscript BlockASpamCallIn3Taps SpamCallFilterOn GrandpaSpamCallHelp ReportASpamCall SpamCallLogCleanUp',
    pet: 'ParrotMimicsSpamCall CatAnswersSpamCall PupBarksAtSpamCall SpamCallPetVoice GoldfishVsSpamCall WalkiesOverSpamCall SpamCallCuddles KittenOnSpamCallDuty',
    gaming:
      'TwoTruthsAndASpamCall SpamCallBingo GuessTheSpamCall ActOutTheSpamCall SpamCallHotPotato RobocallBossBattle SpamCallScoreboard WouldYouRatherSpamCall',
  },
  toes: {
    dance:
      'DanceOnDadsToes TapYourToes TippyToesTwirl HeelToesShuffle PointYourToes SandyToesSamba TenToesTango ToesOnlyGroove',
    funny:
      'GuessWhoseToes ThumbWarButToes TenToesPuppetShow StubbedToeDrama SignNameWithToes ToesOnlyCleanUp WigglePinkyToes SocksOffUsingToes',
    prank:
      'ToesPhotobomb ElevenToesPrank GooglyEyesOnMyToes ToesUnderTheDoor TwinkleToesWakeUp FeatherOnTheirToes RubberGloveToes ToesTellAJoke',
    educational:
      'BonesInYourToes DoToesHavePrints WhyToesWrinkle GeckoToesSecret GuessTheAnimalsToes DinosaurToesQuiz BigToeRealName ToesAndBalanceTest',
    cooking:
      'TenToesPancakes PigsInBlanketsToes SandyToesPudding ToeCurlingLemonade TippyToesCookieJar ColdToesCocoa WarmYourToesStew ToesUpPicnic',
    travel:
      'ToesInTheSand GrassBetweenToes ToesInTwoCountries ToesAroundTheWorld PebbleBeachToes ToesUpVacationPOV MuddyToesTrailWalk PackYourToeSocks',
    fashion:
      'BellsOnYourToes RainbowToesPolish ToeSocksFitCheck PeepToesStrut SandalSeasonToes ToesMatchTheOutfit FluffySlipperToes PointedToesPose',
    wellness:
      'TenToesGratitude WiggleToesToRelax ToesUpAndBreathe GrassToesGrounding WarmToesForSleep TennisBallToes SundayToesSoak PamperYourToes',
    speed:
      'OnYourToesQuickfire CupStackWithToes TippyToesRelay ToesTapsIn30 CottonBallToesDash SocksOnWithToes ToesPuzzleRace ToesPencilBlitz',
    music:
      'PianoWithYourToes ToeTappingTune ThisLittlePiggyToes ToesKeepTheBeat HighNoteCurlsToes StrumWithYourToes DrumPadToes JingleBellToes',
    art: 'PaintWithYourToes DrawFacesOnYourToes ToePrintButterfly ToesPencilPortrait ToesClayKeepsake SidewalkChalkToes SandSketchWithToes ToesMasterpiece',
    tech: 'TypeWithYourToes ToesVsThumbsText ToesUnlockPhone PianoAppForToes ToesOnlyTouchscreen SlowMoToesWiggle ToesTabletDoodle TippyToesStepCount',
    pet: 'CountYourCatsToes PawsAndToesPhoto DogNapOnMyToes BirdPerchedOnMyToes WhoseToesPetOrMe TinyHamsterToes LizardToesCloseUp WipePuppyToes',
    gaming:
      'TicTacToes ToeWrestlingMatch ToesPickUpSticks ToesOnlyCheckers GameControllerToes ToesCardFlipDuel HopscotchTippyToes SockBallToesToss',
  },
  plunger: {
    dance:
      'DoThePlungerPump PopAndLockPlunger TangoWithAPlunger PlungerMicStand PlungerCaneShuffle PlungerFlagTwirl PlungerConga BathroomPlungerDisco',
    fitness:
      'JumpThePlunger PushPullPlunger WarriorPosePlunger PlungerSlalomRun PlungerBatonRelay PlungerSquatBalance SeatedPlungerRows PlungerArmPress',
    prank:
      'PlungerTopHat GiftWrappedPlunger GooglyEyedPlunger MicSwapForAPlunger PlungerBouquet PlungerArmyAmbush ReservedByPlunger PlungerCookieGuard',
    educational:
      'WhyPlungersStick LearnToUseAPlunger CupVsFlangePlunger PlungerLiftTest GlassVsWoodPlunger PlungerSuctionLab PlungerPhysicsQuiz PlungerOrDrainSnake',
    cooking:
      'FrenchPressPlunger PlungerCutterCookies KitchenSinkPlunger GreaseJarNotPlunger PlungerSushiMold AppleCorerPlunger BurgerPattyPlunger PlungerCakePops',
    travel:
      'PlungerTravelMascot SpotYourBagPlunger PlungerTourGuide CabinPlungerCheck PlungerSandCastle PlungerWalkingStick PostcardFromPlunger TakeThePlungerCamping',
    fashion:
      'MatchYourPlunger PlungerRunwayStrut DapperPlungerCane PlungerScepterQueen GlamPlungerGlowUp PlumberFitPlunger PlungerAccessory PlungerCouture',
    wellness:
      'PlungerForYourThoughts PlungerPopASMR LetGoLikeAPlunger SundayResetPlunger PlungerPowerPose PlungerBrainDump CalmPlungerBreaths SkyReachPlunger',
    speed:
      'PlungerPopsIn30 GrabThePlungerFirst StackThePlungers PlungerPlateLift SinkPlungerSpeedrun PlungerBallCarry PlungerConeSlalom BullseyePlunger',
    music:
      'SingIntoThePlunger PlungerMuteJazz OneManPlungerBand PlungerPopBeat ConductWithAPlunger PlungerAirGuitar BalladForThePlunger PlungerRockAnthem',
    art: 'PlungerStillLife PopArtPlunger PlungerPuppetShow PlungerStampPrints PaintedPlunger SculptAClayPlunger PlungerRobotBuild GlitterPlungerTrophy',
    tech: 'SmartPlungerPitch PlungerPhoneMount SlowMoPlungerPop ModelAPlungerIn3D RecordPlungerSounds PlungerProductShoot PlungerEmojiDesign PlungerTimelapse',
    pet: 'PlungerBoxKitten CatIgnoresPlunger PuppyMeetsPlunger ParrotSaysPlunger LeaveItPlunger PetReviewsPlunger AfterDogBathPlunger ShedSeasonPlunger',
    gaming:
      'PlungerRingToss PlungerFlipTrick NotAPlungerImprov CaptureThePlunger MiniPlungerGolf PlungerBowlingPins TicTacToePlungers PlungerHockey',
  },
  wagon: {
    dance:
      'WagonTrainConga HoedownByTheWagon RedWagonShimmy CowboyWagonTwoStep WagonWheelSpin PullTheWagonOnBeat WagonParadeStrut WagonRideBoogie',
    fitness:
      'WagonSledPull UphillWagonHaul ToddlerWagonCardio LoadTheWagonSquats WagonPushSprints WagonLungeWalk GardenWagonWorkout WagonBootCamp',
    funny:
      'AreWeThereYetWagon DadInTheWagon WagonLimoService WagonCarCommercial OverpackedWagon WagonGPSNarrator RoyalWagonParade WagonTeddyTaxi',
    prank:
      'WagonFullOfBalloons WagonParkingTicket WagonBubbleMachine MysteryWagonDropOff StuffieWagonArmy WagonDisguisedAsCar BreakfastWagon SnackWagonAmbush',
    educational:
      'WagonInTheNightSky HowFarCouldAWagonGo PackLikeACoveredWagon WagonFrictionTest PioneerWagonDiary WagonRampScience SayWagonInGerman WagonLoadMath',
    cooking:
      'ChuckWagonCookOff LemonadeWagonStand WagonWheelPasta WagonPicnicSpread SnackWagonBuffet WagonBakeSale MarketWagonToSoup WagonIceCreamCart',
    fashion:
      'PumpkinPatchWagonFit PrairieDressWagon MatchTheRedWagon WagonTryOnHaul CowboyWagonPose StrawHatWagonLook VintageWagonShoot WagonRunwayParade',
    wellness:
      'WagonCloudWatching NapInTheWagon SlowWagonStroll KindnessWagon GardenWagonTherapy GrandmaWagonWalk WagonReadingNook DonationWagon',
    speed:
      'WagonPitStopDrill WagonObstacleCourse GroceryWagonDash WagonLoadingRace WagonRelayHandoff ToyCleanupWagon SlalomConesWagon BackyardWagonLaps',
    music:
      'WagonParadeBand CowboyWagonBallad PorchWagonConcert RollingWagonDrums WagonSqueakRemix ToyPianoInTheWagon WagonBoomboxStroll WagonWheelRhythm',
    art: 'WagonFloatMakeover WagonTrackPainting CoveredWagonDiorama CardboardWagonBuild SketchARedWagon WagonWheelMandala StickerMosaicWagon WagonWatercolor',
    tech: 'WagonDollyShot WagonStopMotion MapTheWagonRoute WagonTimelapseWalk VoiceMemoWagonTour Design3DWagon WagonPhoneMount PodcastOnTheWagon',
    pet: 'SeniorDogWagonRide PuppyNapInTheWagon WagonPetParade ShortLegsWagonWalk CatInspectsWagon ShelterWagonDrive WagonWaterBowlStop WagonPawPrintDecor',
    gaming:
      'WagonScavengerHunt WagonMemoryMatch BeanbagIntoTheWagon WhatsInTheWagon WagonBingoWalk PioneerWagonGame WildWestWagonTrivia WagonStackAttack',
  },
  'shower curtain': {
    dance:
      'ShowerCurtainMatador ShowerCurtainSilhouette FanDanceShowerCurtain ShowerCurtainTango CancanShowerCurtain ShowerCurtainVogue PeekABooShowerCurtain DiscoShowerCurtain',
    fitness:
      'ParachuteShowerCurtain HopscotchShowerCurtain SuperheroShowerCurtain ShowerCurtainTugOfWar ShowerCurtainTwistMat ShowerCurtainCalfRaise TunnelShowerCurtain LimboShowerCurtainRod',
    prank:
      'DuckyShowerCurtain BalloonShowerCurtain LoveNoteShowerCurtain JingleShowerCurtain PetFaceShowerCurtain ShowerCurtainSwap ShowerCurtainApplause ShowerCurtainTickets',
    educational:
      'ShowerCurtainEffect WorldMapShowerCurtain WashYourShowerCurtain HangAShowerCurtain ElementsShowerCurtain ReuseAShowerCurtain ShowerCurtainMoldTest VocabShowerCurtain',
    cooking:
      'CakeRevealShowerCurtain MessyBakeShowerCurtain ShowerCurtainPicnic ShowerCurtainCookies ShowerCurtainRingDonuts SundaeBarShowerCurtain PatioTableShowerCurtain PizzaPartyShowerCurtain',
    travel:
      'SandFreeShowerCurtain PackAShowerCurtain HotelShowerCurtainTour ShowerCurtainSouvenir CampShowerCurtainTarp RainPonchoShowerCurtain PinTripsOnShowerCurtain ShowerCurtainOfTheWorld',
    fashion:
      'ShowerCurtainDress MatchMyShowerCurtain ShowerCurtainRingEarrings RaincoatShowerCurtain ShowerCurtainTote RunwayInAShowerCurtain PatternClashShowerCurtain ShowerCurtainCapeLook',
    wellness:
      'EucalyptusShowerCurtain ShowerCurtainAffirmations SpaShowerCurtainGlowUp PlantsByShowerCurtain SingBehindShowerCurtain ShowerCurtainReset CalmPrintShowerCurtain ShowerCurtainSteamBreath',
    speed:
      'OneSongShowerCurtain ShowerCurtainRingsIn30 QuickChangeShowerCurtain ShowerCurtainSpeedClean FastestShowerCurtainSwap FoldAShowerCurtainFast BeatTheSteamShowerCurtain HookRelayShowerCurtain',
    music:
      'ShowerCurtainConcert ShowerCurtainDuet ShowerCurtainBeatDrop PowerBalladShowerCurtain ShowerCurtainRingChimes EchoTestShowerCurtain KaraokeShowerCurtain AcapellaShowerCurtain',
    art: 'PaintAShowerCurtain ShadowPuppetShowerCurtain TieDyeShowerCurtain ShowerCurtainSplatterArt WindowMarkerShowerCurtain ShowerCurtainStencil ShowerCurtainCollage ShowerCurtainDoodle',
    tech: 'ShowerCurtainGreenScreen ShowerCurtainSoftbox ShowerCurtainProjector ShowerCurtainARPreview BackdropShowerCurtain SlowMoShowerCurtain PrintYourShowerCurtain StopMotionShowerCurtain',
    pet: 'CatVsShowerCurtain ShowerCurtainDogShake PuppyBathShowerCurtain KittenPounceShowerCurtain PetPortraitShowerCurtain LitterBoxShowerCurtain ShowerCurtainFoodMat ShowerCurtainCrateCover',
    gaming:
      'ShowerCurtainRingToss ShadowGuessShowerCurtain ShowerCurtainTicTacToe ShowerCurtainVolleyball PinTheTailShowerCurtain ShowerCurtainBoardGame MazeOnAShowerCurtain CheckersShowerCurtain',
  },
  'bath bomb': {
    dance:
      'DropTheBathBomb FizzLikeABathBomb BathBombBubbleBop RobeTwirlBathBomb BathBombSlowMelt ColorBurstBathBomb BathBombShimmy BathBombSpinMove',
    fitness:
      'EarnYourBathBomb BathBombFizzPlank LegDayBathBomb BathBombBalanceWalk YogaThenBathBomb BathBombCoolDown BathBombWallSit StepGoalBathBomb',
    funny:
      'DadTriesABathBomb BathBombVsReality RubberDuckVsBathBomb SinkSizedBathBomb BathBombTrailer BathBombCommentary DIYBathBombFail BathBombUnboxingDrama',
    prank:
      'DinoEggBathBomb SecretNoteBathBomb BathBombClueHunt SurpriseBathBombSpa BathBombPillowDrop RubberDuckBathBomb DudBathBombSwap BathBombColorTwist',
    educational:
      'WhyBathBombsFizz HotVsColdBathBomb MakeABathBomb BathBombVolcano SinkOrFloatBathBomb BathBombPHStrips CitricAcidBathBomb BathBombBalloonTest',
    cooking:
      'BathBombHerbalTea KitchenBathBomb BathBombNightMenu HoneyMaskBathBomb CucumberEyesBathBomb BrunchThenBathBomb OatmealScrubBathBomb SmoothieAfterBathBomb',
    travel:
      'HotelTubBathBomb JetLagBathBomb TravelSizeBathBomb PostHikeBathBomb SkiTripBathBomb BeachSaltBathBomb BathBombSouvenir BathBombPackingHack',
    fashion:
      'BathBombMakeupLook GalaxyBathBombNails BathBombColorFit CozyRobeBathBomb PastelBathBombHair SpaHeadbandBathBomb BathBombSwirlScarf FluffySlipperBathBomb',
    speed:
      'BeatTheBathBombFizz WhichBathBombWins BathBombStopwatch BathBombMoldDash FastestBathBombWrap TenBathBombsIn60 BathBombShelfSort BathBombBoxPacking',
    music:
      'BathBombFizzBeat PlaylistForABathBomb BathBombSongPairing SlowJamBathBomb BathBombSoundscape BathBombRainSounds SmoothJazzBathBombSoak HumAlongBathBomb',
    art: 'DesignABathBomb BathBombMarbleArt SwirlPaintBathBomb DriedPetalBathBomb BathBombColorWheel WatercolorBathBomb BathBombLabelDoodle BathBombStillLife',
    tech: 'SlowMoBathBomb BathBombTimelapse BathBombMacroShot ReverseTheBathBomb BathBombHexCodes 3DPrintBathBombMold SmartSpeakerBathBomb BuildABathBombSite',
    pet: 'BathBombClosedDoor KeepBathBombsFromPets DogWashNoBathBomb BathBombSealedTin OatmealNotBathBomb BathBombCleanHands BunnyShapedBathBomb HighShelfBathBomb',
    gaming:
      'PredictTheBathBomb SniffTestBathBomb BathBombTierList BathBombBracket BathBombMysteryBox SpinnerBathBomb BathBombMemoryMatch WinnerPicksBathBomb',
  },
  'mouse pad': {
    dance:
      'FingerDanceMousePad RGBMousePadRave TuttingOnAMousePad MousePadShuffle ClickBeatMousePad MousePadTwoStep DeskGrooveMousePad MousePadMoonwalk',
    fitness:
      'MousePadSliders MousePadClimbers LungeMousePad WristRollMousePad MousePadPikes LegCurlMousePad PlankSawMousePad PostureMousePad',
    funny:
      'MousePadLore MousePadForActualMice NapOnAMousePad OldVsNewMousePad TinyRugMousePad FingerSkateMousePad MousePadAsAHat MousePadTherapist',
    prank:
      'FaceMousePadSwap CheesyMousePad FakeGrassMousePad NoteUnderMousePad ShrunkenMousePad BubbleWrapMousePad SqueakyMousePad UpsideDownMousePad',
    educational:
      'WhyUseAMousePad ShortcutMousePad MousePadSensorTest WorldMapMousePad ClothVsHardMousePad FrictionMousePad HowMousePadsAreMade PeriodicTableMousePad',
    cooking:
      'MousePadSizedPizza NoCrumbsOnMousePad BrownieMousePad FruitLeatherMousePad CheeseBoardMousePad PancakeMousePadArt GamerSnackMousePad DeskLunchMousePad',
    travel:
      'BeachMousePad TravelMousePad MousePadSouvenir CafeMousePadSetup TrainTableMousePad MousePadWithAView LayoverMousePad MapMousePadTrip',
    fashion:
      'MousePadClutch MousePadSlippers NailArtMousePad MousePadCouture UpcycledMousePad OutfitMatchMousePad MousePadRunway AestheticMousePad',
    wellness:
      'LogOffMousePad MousePadZenGarden DeskPlantMousePad BreakTimeMousePad MousePadAffirmation CalmPrintMousePad WristRestMousePad DeclutterMousePad',
    speed:
      'CursorRaceMousePad DrawIn30MousePad FastSetupMousePad DoubleClickMousePad AimDotsMousePad MousePadTidyDash MousePadCableWrap ScrollSprintMousePad',
    music:
      'FingerDrumMousePad MousePadScratchDJ ClickTrackMousePad MousePadLoFiBeat MousePadJingle MousePadAirPiano SongAboutMyMousePad RGBMousePadLightShow',
    art: 'PaintYourMousePad MousePadPixelArt TieDyeMousePad EmbroideredMousePad MousePadMosaic MiniatureMousePad MousePadStencil CursorSketchMousePad',
    pet: 'CatSitsOnMousePad DogBlocksMousePad MousePadKittyBed PawPrintMousePad ParrotOnMousePad FurFreeMousePad PetPortraitMousePad PuppyStealsMousePad',
    gaming:
      'MousePadFlickShot LowSensMousePad MousePadAirHockey ClickDuelMousePad MousePadGolfPutt FingerFootballMousePad PennyShuffleMousePad MousePadLANParty',
  },
  'after school': {
    dance:
      'ZoomiesAfterSchool AfterSchoolDanceBreak DuetAfterSchool DiscoAfterSchool AfterSchoolWiggle CopyMeAfterSchool GrooveAfterSchool AfterSchoolFreestyle',
    fitness:
      'AfterSchoolJumpRope HulaHoopAfterSchool AfterSchoolObstacles AfterSchoolYoga HopscotchAfterSchool WalkAfterSchool AfterSchoolStretch CartwheelAfterSchool',
    funny:
      'POVAfterSchool FridgeRaidAfterSchool AfterSchoolBagDump OneWordAfterSchool AfterSchoolDrama ZeroBatteryAfterSchool DogGreetsMeAfterSchool AfterSchoolNapAttack',
    prank:
      'BalloonsAfterSchool AfterSchoolRedCarpet DinoSuitAfterSchool FortAfterSchool AfterSchoolFakeChores NoteTrailAfterSchool MakeoverAfterSchool AfterSchoolMysteryBox',
    educational:
      'TeachBackAfterSchool AfterSchoolFunFact AfterSchoolScience LibraryAfterSchool AfterSchoolQuizShow NewWordAfterSchool ReadAloudAfterSchool AfterSchoolSpelling',
    travel:
      'AfterSchoolParkHop IceCreamAfterSchool AdventureAfterSchool AfterSchoolPicnic TrailAfterSchool AfterSchoolFieldTrip MuseumAfterSchool MarketAfterSchool',
    fashion:
      'AfterSchoolComfyFit PJsAfterSchool AfterSchoolHairDown ThriftAfterSchool BagCharmsAfterSchool HoodieAfterSchool OutfitPlanAfterSchool SneakerWashAfterSchool',
    wellness:
      'AfterSchoolHighLow AfterSchoolUnwind OutsideAfterSchool AfterSchoolNap JournalAfterSchool QuietHourAfterSchool StretchAfterSchool NoScreensAfterSchool',
    speed:
      'AfterSchoolPomodoro TidyIn5AfterSchool AfterSchoolUnpackRace LunchboxWashAfterSchool AfterSchoolMathBlitz BagPackedAfterSchool QuickChangeAfterSchool HomeworkSprintAfterSchool',
    music:
      'AfterSchoolJam BucketDrumsAfterSchool AfterSchoolPlaylist RecorderAfterSchool SingAlongAfterSchool PianoAfterSchool ConcertAfterSchool WriteASongAfterSchool',
    art: 'DrawYourDayAfterSchool ChalkAfterSchool ComicsAfterSchool AfterSchoolDoodle FridgeArtAfterSchool ClayAfterSchool OrigamiAfterSchool PaintPourAfterSchool',
    tech: 'AfterSchoolCoding AfterSchoolPodcast AfterSchoolStopMotion RobotAfterSchool AfterSchoolVideoCall TypingAfterSchool PhotoWalkAfterSchool TabletArtAfterSchool',
    pet: 'AfterSchoolDogWalk TricksAfterSchool AfterSchoolCatCuddle AfterSchoolFetch ReadToPupAfterSchool PetPicsAfterSchool HamsterAfterSchool KibbleAfterSchool',
    gaming:
      'AfterSchoolCoOp AfterSchoolBoardGame ChessAfterSchool AfterSchoolHideAndSeek FourSquareAfterSchool MarbleRunAfterSchool TriviaAfterSchool KickTheCanAfterSchool',
  },
  'chore chart': {
    dance:
      'ChoreChartMoonwalk SockSlideChoreChart BroomTangoChoreChart ChoreChartFreeze DiscoDustChoreChart VogueChoreChart ChoreChartShuffle ChoreChartConga',
    fitness:
      'ChoreChartWorkout ArmDayChoreChart SquatChoreChart StepsChoreChart LungeChoreChart ChoreChartHIIT StretchChoreChart LaundryCarryChoreChart',
    funny:
      'DadsChoreChart ChoreChartLoophole TheDogsChoreChart ChoreChartExcuses CEOChoreChart ChoreChartHaggle FancyChoreChart ChoreChartTrial',
    prank:
      'FakeChoreChart ParentsChoreChart SneakyChoreChart DayOffChoreChart ImpossibleChoreChart PetOnTheChoreChart SwapTheChoreChart ComplimentChoreChart',
    cooking:
      'KidChefChoreChart TableSetChoreChart CookieChoreChart DishDutyChoreChart ChoreChartMealPlan LunchboxChoreChart TacoNightChoreChart GroceryChoreChart',
    travel:
      'ChoreChartPassport TripFundChoreChart CampingChoreChart PackingChoreChart CabinChoreChart ChoreChartParkDay DaysToGoChoreChart BeachDayChoreChart',
    fashion:
      'ChoreChartApron SockMatchChoreChart ChoreChartFitCheck ShoeShineChoreChart ShopFoldChoreChart ClosetChoreChart OutfitChoreChart HangerFlipChoreChart',
    wellness:
      'ChoreChartRestDay FairShareChoreChart ZenDishChoreChart ChoreChartSelfCare TeamChoreChart TidyRoomChoreChart PlantsChoreChart ChoreChartGratitude',
    speed:
      'OneSongChoreChart ChoreChartRelay ChoreChartBlitz TimerChoreChart DishRaceChoreChart BedMakeChoreChart ToyDashChoreChart FastFoldChoreChart',
    music:
      'ChoreChartPlaylist WhistleChoreChart BroomGuitarChoreChart ChoreChartJingle PotDrumsChoreChart ChoreChartRap SingTheChoreChart ChoreChartKaraoke',
    art: 'ComicChoreChart ChoreChartStickers MagneticChoreChart ChalkboardChoreChart ChoreChartIcons RainbowChoreChart WatercolorChoreChart PaintedJarChoreChart',
    tech: 'ChoreChartApp ProgramAChoreChart PhotoProofChoreChart ChoreChartQRCode VoiceMemoChoreChart BeforeAfterChoreChart SpreadsheetChoreChart SmartSpeakerChoreChart',
    pet: 'PetChoreChart CatBossChoreChart FeedTheDogChoreChart LitterBoxChoreChart FishTankChoreChart TidyTrickChoreChart WaterBowlChoreChart GroomingChoreChart',
    gaming:
      'ChoreChartBingo ChoreChartLevelUp ChoreChartSpinner ChoreChartQuest DiceRollChoreChart BossBattleChoreChart LeaderboardChoreChart TradingCardChoreChart',
  },
  'sweater weather': {
    dance:
      'SweaterWeatherSway LeafKickSweaterWeather SweaterWeatherWaltz ScarfTwirlSweaterWeather SweaterWeatherTwoStep BootStompSweaterWeather MittenClapSweaterWeather SweaterWeatherFreestyle',
    fitness:
      'SweaterWeatherWalk LeafRakingSweaterWeather SweaterWeatherYoga WarmUpSweaterWeather HillClimbSweaterWeather PumpkinLiftSweaterWeather JumpingJackSweaterWeather SweaterWeatherCoolDown',
    funny:
      'SweaterWeatherForecast SweaterWeatherInDenial FirstDayOfSweaterWeather StaticHairSweaterWeather UglySweaterWeather SweaterWeatherPOV DramaticSweaterWeather OnionLayersSweaterWeather',
    prank:
      'SweaterWeatherScarfHug DryerWarmSweaterWeather SweaterWeatherTwinning PocketNoteSweaterWeather TwoPersonSweaterWeather CozyBurritoSweaterWeather SweaterWeatherFakeOut HandWarmerSweaterWeather',
    educational:
      'LeafIDSweaterWeather SweaterWeatherScience LearnToKnitSweaterWeather SweaterWeatherTempQuiz WoolFactsSweaterWeather EquinoxSweaterWeather MigrationSweaterWeather CloudTypesSweaterWeather',
    cooking:
      'SweaterWeatherSoup SweaterWeatherCocoa AppleCrispSweaterWeather SlowCookerSweaterWeather SweaterWeatherChili SpicedCiderSweaterWeather PumpkinSeedSweaterWeather SweaterWeatherBakeOff',
    travel:
      'LeafPeepingSweaterWeather OrchardSweaterWeather SweaterWeatherCabin SweaterWeatherHike SweaterWeatherRoadTrip CozyCafeSweaterWeather PumpkinFarmSweaterWeather CornMazeSweaterWeather',
    wellness:
      'SweaterWeatherSlowMorning BookNookSweaterWeather FreshAirSweaterWeather TeaTimeSweaterWeather SweaterWeatherNap SweaterWeatherJournal SweaterWeatherGratitude WarmSocksSweaterWeather',
    speed:
      'SweaterWeatherLayerRace LeafBagSweaterWeather SweaterWeatherFoldOff BootsOnSweaterWeather SweaterWeatherClosetSwap ScarfKnotSweaterWeather PumpkinRollSweaterWeather SweaterWeatherOutTheDoor',
    music:
      'SweaterWeatherCover SweaterWeatherDuet LeafCrunchSweaterWeather SweaterWeatherUkulele LofiSweaterWeather SlowedSweaterWeather KazooSweaterWeather PlaylistSweaterWeather',
    art: 'LeafPrintSweaterWeather SweaterWeatherWatercolor YarnWrapSweaterWeather PumpkinArtSweaterWeather SweaterWeatherSketch ColorWheelSweaterWeather PineconeOwlSweaterWeather RainyWindowSweaterWeather',
    tech: 'SweaterWeatherEdit SweaterWeatherWallpaper SweaterWeatherPhotoDump SweaterWeatherTimelapse TouchGlovesSweaterWeather CozyFilterSweaterWeather GoldenHourSweaterWeather SlowMoLeafSweaterWeather',
    pet: 'LeafZoomiesSweaterWeather SweaterWeatherDogWalk CatOnMySweaterWeather SweaterWeatherCuddles CozyBedSweaterWeather PawCheckSweaterWeather PuppyPhotoSweaterWeather SweaterWeatherSunNap',
    gaming:
      'SweaterWeatherGameNight SweaterWeatherPuzzle SweaterWeatherBingo ScavengerSweaterWeather CozyGamerSweaterWeather CharadesSweaterWeather SweaterWeatherTrivia AcornTossSweaterWeather',
  },
};
