import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'hip hop': {
    fitness:
      'BoomboxBootcamp SquatToHipHop SkipToTheHipHop HipHopJumpingJacks 90sHipHopWorkout HipHopBurpeeDrop OneHipHopSongPlank HipHopHighKnees',
    funny:
      'HipHopGroceryRap GrandmaGoesHipHop HypeManForChores MondayHipHopDiss HipHopBedtimeStory NurseryRhymeHipHop HipHopVoicemail HipHopDadJokes',
    prank:
      'HipHopWakeUpCall HipHopHypeAmbush BoomboxSerenade HipHopBackupDancer TextMomHipHopLyrics PlaylistSwapToHipHop DadsHipHopWalkout NarrateInHipHop',
    educational:
      'WhoInventedHipHop HipHopTimesTables FourElementsOfHipHop HipHopSlangQuiz TeachMeAHipHopStep HipHopBookReport GuessTheHipHopSample HipHopWordOfTheDay',
    cooking:
      'HipHopSneakerCake HipHopGranolaBars BoomboxCookies RecipeAsAHipHopVerse HipHopParfaitLayers VinylRecordHipHopPizza HipHopKitchenCypher CookToAHipHopMixtape',
    travel:
      'HipHopMuralWalk HipHopTourGuide MyCityAsAHipHopBeat HipHopPostcardVerse AirportHipHopStrut PackYourBagToHipHop HipHopParkJam DigForHipHopVinyl',
    fashion:
      'HipHopDripCheck ThrowbackHipHopFit TracksuitTakeover HipHopSneakerRotation HipHopGlowUp DressLikeAHipHopCover StyleMyDadInHipHop HipHopBucketHatLook',
    wellness:
      'LofiHipHopWindDown HipHopGratitudeVerse BreatheOnTheBeat MirrorHipHopPepTalk StretchToSlowHipHop DanceItOutToHipHop HipHopAffirmations HipHopHealingLyric',
    speed:
      'HipHopSpeedRap HipHopTongueTwister OneMinuteFreestyle SpeedrunAHipHopDance BeforeTheHipHopDrop HipHopRhymeSprint HipHopIntroBuzzer AlphabetHipHopRace',
    music:
      'FlipThatSample CountryToHipHop KitchenHipHopBeat FinishMyHipHopVerse HipHopOnRecorder WriteAHipHopHook FamilyHipHopCypher BeatboxAHipHopClassic',
    art: 'HipHopSneakerCustom MyHipHopAlbumCover BubbleLetterBattle HipHopFlipbook DrawToAHipHopBeat HipHopChalkMural DesignAHipHopMixtape HipHopBoomboxCraft',
    tech: 'HipHopPhoneBeat HipHopVsChatbot HipHopCloneCrew HipHopSnapTransition MakeAHipHopLyricVideo VoiceMemoHipHopDemo SlowMoHipHopFreeze DuetThisHipHopLoop',
    pet: 'HipHopDogCaptions HipHopNameForMyPet HipHopOdeToMyCat MyPupsHipHopAlbum HipHopPawHandshake WalkiesWithAHipHopStrut PurrBeatHipHop ZoomiesToHipHop',
    gaming:
      'HipHopTriviaNight FullComboHipHop RhymeBattleRoyale HipHopCharades FinishTheHipHopLyric HipHopFreezeDance GuessTheHipHopDecade HipHopBingo',
  },
  salsa: {
    fitness:
      'HipSwayHIIT 1000SalsaSteps SalsaWithSoupCans NonStopSalsa SalsaHeartRateCheck SalsaShimmyCore SalsaWarmUpWithMe LowImpactSalsa',
    funny:
      'SalsaWithAMop DadDoesSalsa DizzyAfterOneSpin DanceWithAJarOfSalsa GrandmaWinsAtSalsa TinyKitchenSalsa SalsaToHoldMusic SportscastMySalsa',
    prank:
      'SurpriseSalsaPartner MaracaWakeUpCall NotThatSalsa SalsaRingtoneSwap SalsaLunchboxNote SalsaBehindTheirBack SalsaInTheBackground SecretSalsaSoundtrack',
    educational:
      'WhereSalsaWasBorn CountLikeASalsero ClapTheSalsaClave WhyIsItCalledSalsa SalsaSpanishLesson TeachGrandpaSalsa SalsaStyleQuiz LearnTheSalsaBasic',
    cooking:
      'SalsaDipShowdown FruitSalsaRainbow BlindSalsaTasteTest StoreVsHomemadeSalsa GuacVsSalsa SalsaOnEverything SalsaTacoTuesday ThreeIngredientSalsa',
    travel:
      'SalsaInANewCity ParkSalsaSocial PackYourSalsaShoes SalsaAtEveryStop AirportLayoverSalsa BeachSalsaAtSunset HotelRoomSalsa TownSquareSalsa',
    fashion:
      'SalsaShoesFitCheck DressedToSalsa SkirtSpinTest SalsaNightGlowUp SalsaInRed FlowerInHairSalsa SalsaHeelsVsSneakers SequinsForSalsa',
    wellness:
      'SlowSalsaSway SpinAwayTheStress SalsaHipStretch SalsaSmileDare OneSongSalsaBreak BarefootSalsaReset SalsaWithGrandma SelfCareSalsaNight',
    speed:
      'DoubleTimeSalsa SalsaFootworkRace MirrorMySalsaFast SalsaBeforeTheBeep QuickestSalsaLesson 100SalsaBasics SalsaChoreDash SalsaRelay',
    music:
      'MoreCowbellSalsa SalsaThatSong ShakeTheMaracas SalsaClaveWithSpoons PotAndPanSalsaBand SalsaKaraokeDuet HumTheSalsaHorns NameEachSalsaDrum',
    art: 'SpinSkirtSketch SalsaInSilhouette PaintTheSalsaDip SalsaFlipbook SalsaNightPoster SalsaFootprintArt MakeSalsaMaracas DoodleToSalsaMusic',
    tech: 'SalsaSlowMo AISalsaTeacher SalsaStepsOnMyPhone SalsaSplitScreenDuet DanceSalsaWithMyClone SalsaVideoCallLesson ReverseMySalsa FindTheSalsaTempo',
    pet: 'SalsaWithMyDog PupSalsaSpin CatSalsaSideEye SalsaStepsForTreats FishTankSalsa SalsaPetCameo HamsterWheelSalsa WalkiesSalsaStyle',
    gaming:
      'SalsaSimonSays SalsaDiceDance SalsaMemoryChain SalsaStepBingo RhythmGameSalsaDuel GuessTheSalsaSong MusicalChairsSalsa HotPotatoSalsa',
  },
  tango: {
    fitness:
      'TangoTabata HoldThatDip TangoWalkLunges TangoWithAChair OneFootTangoPose TangoCalfRaises DramaticTangoCardio LivingRoomTangoLaps',
    funny:
      'TangoWithTheVacuum ItTakesOneToTango PassTheSaltTango TangoFaceAtBreakfast TrashDayTango TangoBloopers SlowMoTangoDrama TangoWithGrandpa',
    prank:
      'TangoWakeUpCall DramaticRoseDelivery HiddenSpeakerTango FormalTangoInvite WaitingInTangoPose TangoRingtoneSwap TangoDinnerEntrance TangoHeadSnapReply',
    educational:
      'AccordionOrBandoneon TangoFactOrFiction LearnTheTangoEmbrace TangoSpanishWords TangoSlowQuickCount WhereTangoWasBorn TangoNodInvite TeachMomTheTangoWalk',
    cooking:
      'FoldEmpanadasToTango TangoDinnerDate ChimichurriTango DramaticTangoPlating TangoCoupleCookies TangoDessertForTwo KitchenTangoDuet ArgentineTangoBrunch',
    travel:
      'PlazaTango TangoPosePostcard AirportGoodbyeTango ParkBenchTango FirstTangoInANewTown TangoTourGuide HotelHallwayTango TangoOnTheBeach',
    fashion:
      'DressedToTango TangoShoeCheck RoseBehindTheEar TangoInAllBlack TangoFedoraFit SlickedBackTangoHair TangoRedLipLook ThriftATangoOutfit',
    wellness:
      'MindfulTangoWalk SlowTangoSway TangoPostureReset TangoHugItOut EyesClosedTango TangoListeningBreak PartnerTangoStretch TangoBreathing',
    speed:
      'TangoTimeTrial TangoOnFastForward FastestTangoHeadSnap RoseRelayTango TangoChoreoSpeedrun QuickChangeTango TangoWalkBlitz CopycatTangoRace',
    music:
      'PlayMeATango TangoOnPiano MyFaveSongAsATango ClapTheTangoRhythm AirViolinTango WhistleATango TangoBeatOnTheTable TangoDuetWithMe',
    art: 'TangoSilhouetteShot SketchTheDip TangoInRedAndBlack TangoShadowTracing OneLineTangoCouple PipeCleanerTango TangoPaperCutout ChalkTangoSteps',
    tech: 'TangoSlowMoDip CanAITeachTango TangoWithMyself TangoOutfitTransition TangoVideoCallDuet LearnTangoTimelapse BulletTimeTango TranslateATangoSong',
    pet: 'TangoWithMyDog CatTangoReaction PupFollowsMyTango PetPhotobombsMyTango TangoWalkies TangoTrickForTreats TangoForMyGoldfish TugOfWarTango',
    gaming:
      'FullComboTango TangoRhythmDuel TangoMusicalStatues TangoStaringContest TangoMirrorGame PassTheRoseTango DrawACardTango AddAStepTango',
  },
  breakdance: {
    fitness:
      'BreakdanceFreezeHold BboySixStepDrill BgirlToprockCardio BgirlPushUpLadder 30DayBreakdance TrainLikeABgirl WarmUpForBreaking OneMinuteBreakingSet',
    funny:
      'BreakdanceOrBreakdown DadTriesBreakdancing SlowMoBboyFail BreakdanceToClassical NatureDocBboy ElevatorMusicBreaking BreakdanceInPajamas MyBboyNameIs',
    prank:
      'ChoreTimeBreakdance BreakdanceDinnerCameo BreakdanceBirthdayHello SurpriseBboyCypher SecretlyABgirl BreakdanceWelcomeHome BreakdanceLaundryDrop PlotTwistBreakdancer',
    educational:
      'NameThatBboyMove BgirlSpinScience BreakdanceGoesGlobal LearnTheBboySixStep WhatDoesBboyMean BreakingTermsQuiz BronxRootsOfBreaking BgirlFreezeLesson',
    cooking:
      'BreakdanceBreakfast BoomboxBirthdayCake BgirlBakeBattle BboyPizzaSpin GingerbreadBboyCrew PostBreakingSmoothie EnergyBitesForBgirls BreakingEggsOnTheBeat',
    travel:
      'BreakdanceAtLandmarks BeachBboyFreeze BboyCardboardCarryOn BreakingInThePark BgirlPostcard FindABreakingJam CampingTripBreaking HometownBboyTour',
    fashion:
      'BboyDripCheck DressedToBreak SpinProofTracksuit BgirlBeanieLook MatchingBreakingCrew 80sBreakdanceFit BgirlGlowUp BreakingSneakerPick',
    wellness:
      'BreakdanceStretchFlow CardboardCooldown RestDayForBreaking BgirlWristCare BgirlGratitudeCircle BboyBreathReset PepTalkForBreaking SmallWinsBreaking',
    speed:
      'BreakdanceFootworkRace ToprockTimeTrial BboySixStepSpeedrun BgirlFreezeChain BreakdanceRelay CopyTheBboyCombo DoubleSpeedBreaking BeatTheBuzzerBboy',
    music:
      'BreakbeatDrumCover BboyFreezeOnTheDrop BeatboxForABboy MyBreakingAnthem BreakingToOrchestra BboyBeatOnPots YouPlayIBreakdance BboyMixtape',
    art: 'BreakdanceFreezePhoto CardboardBboyArt BgirlFlipbook BreakdanceBubbleLetters PlaydoughBboy BreakdanceComicStrip LongExposureBgirl SilhouetteOfABgirl',
    tech: 'BreakdanceSlowMo BgirlBulletTime BattleMyBboyClone AIScoresMyBreaking BreakdanceStopMotion BboyFreezeFrameEdit ReverseMyBreakdance FloorCamBreaking',
    pet: 'DogJudgesMyBreaking BreakdanceVsZoomies CatStealsTheCardboard SitStayBboyFreeze PetAudienceBreaking BboyPawHighFive PupBouncesToBreaking SnuggleAfterBreaking',
    gaming:
      'BboyVictoryFreeze BgirlBossBattle RealLifeBboyEmote RollForBreakdance BreakingBracket BboyHorseGame LevelUpBreaking ThreeLivesBboy',
  },
  kpop: {
    fitness:
      'TrainLikeAKpopIdol KpopSingAndJog KpopFullOutDare NonstopKpopMedley KpopChorusPlank KpopSplitsJourney JumpRopeToKpop PracticeRoomKpopSweat',
    funny:
      'KpopFamilyIntro KpopDadDebut EverydayFancam ChoresAsAKpopMV KpopNameForGrandma KpopEndingFairy TeachGrandpaKpop MisheardKpopLyrics',
    prank:
      'KpopAlarmSwap KpopFanchantAmbush KpopBirthdayBanner KpopPhotocardSurprise TextInKpopLyrics RandomKpopDanceBreak HiddenKpopPlaylist GreetDadLikeAKpopIdol',
    educational:
      'LearnKoreanFromKpop KpopHistoryQuiz ReadHangulWithKpop KpopCountToEight KpopFanWordsDecoded KpopFormationMath TeachMeAKpopMove SpotTheKpopKeyChange',
    cooking:
      'BakeForYourKpopBias KpopIdolBento LightstickCakePops KpopRamyeonNight RollKimbapToKpop KpopComebackCupcakes KpopBananaMilk CookOffKpopStyle',
    travel:
      'KpopAirportArrival ParkKpopRandomPlay KpopPhotoBoothStrip KpopHometownVlog PackLikeAKpopIdol KpopInPublic TrainWindowKpopMV DayTripKpopPlaylist',
    fashion:
      'KpopAirportFit DressLikeYourBias KpopStageGlam ColorCodedKpopCrew RecreateAKpopMVLook KpopHairClipStyle KpopStylistForDad BudgetKpopOutfit',
    wellness:
      'KpopBalladBreathe ThankYourKpopBias IdolSkincareNight KpopComfortSong KpopLyricOnMyMirror KpopFanLetterToMe HealingKpopWalk SleepyKpopStretch',
    speed:
      'KpopRandomPlayDance KpopChoreoSpeedrun FastestFanchant GuessKpopIn3Seconds KpopRapPartRace KpopQuickChange DoubleSpeedKpop TypeKpopLyricsFast',
    music:
      'KpopPianoCover FanchantSingAlong KpopKaraokeBattle KpopHighNoteDare KpopHarmonyDuet TranslateAKpopChorus HumTheKpopHook BeatboxAKpopIntro',
    art: 'DrawYourKpopBias KpopAlbumCoverRedo DecoYourPhotocard KpopLightstickCraft KpopSloganBanner ChibiKpopDoodle InventAKpopGroup KpopStickerSheet',
    tech: 'KpopFancamEdit KpopTransitionTrick MirrorModeKpop HalfSpeedKpop KpopCloneFormation KpopGreenScreenStage SubtitleAKpopClip ShootAKpopMVOnPhone',
    pet: 'PetFancam KpopPupDebut DoesMyCatStanKpop KpopVisualOfTheHouse KpopPawHeart KpopDogPhotocard HamsterKpopStage ZoomiesKpopDanceBreak',
    gaming:
      'FullComboKpop GuessTheKpopIntro IdolRhythmShowdown KpopWouldYouRather KpopLyricHangman KpopDanceTelephone KpopBingo EmojiKpopSongQuiz',
  },
  tap: {
    fitness:
      'TapTabata TapTillYouDrop ShuffleBallBurn TapDanceCalfRaises TapTimeStepReps OneSongTapSweat HardShoeTapCardio JumpingJackTapCombo',
    funny:
      'TapShoesAllDay TopHatEntrance TapInFlipFlops AnswerOnlyInTaps GrandpaTapBattle TapDanceWithSpoons TapWhileBrushingTeeth MicrowaveTapSolo',
    prank:
      'TapShoeSlipperSwap TapBehindTheirBack TapUnderTheTable SecretTapDancer SurpriseTapSerenade CurtainRevealTap DadJokeTapRimshot ReplyInTapRhythm',
    educational:
      'ShuffleBallChange101 TapLegendsQuiz TapOutMorseCode TapRhythmFractions NameThatTapMove WhereTapDanceBegan TapTimeStepLesson WhyTapShoesAreMetal',
    cooking:
      'TapShoeCookies TapTopHatCupcakes TapDanceWhileItBakes KneadToTheTapBeat TapDinnerShow BroadwayTapBrunch SpatulaTapSolo AfterTapClassSnacks',
    travel:
      'TapOnTheBoardwalk CobblestoneTapTest BandstandTap TapTourOfMyTown TapShoesCarryOn TapPicnicInThePark MarketSquareTap OneTapStepPerPlace',
    fashion:
      'TapShoesWithAnything DressedToTap TapDanceFitCheck TopHatTapLook OldHollywoodTap TapRibbonLaces SuspendersAndTap TapRecitalGlowUp',
    wellness:
      'TapOutTheStress TapRhythmBreathing GratitudeTapSteps SlowTapMeditation TapToYourHeartbeat AfterTapFootSoak TapDanceJoyBreak GentleTapWarmUp',
    speed:
      'TapsPerSecond FastestTapFeet ShuffleBallBlitz CopyMyTapRhythm TapMetronomeClimb TapDanceRelay TapDrumrollSprint SpeedyTapCombo',
    music:
      'TapVsTheDrummer TapAlongCover TapBeatboxDuet SingAndTapAtOnce TapDanceAcapella BodyPercussionTap FinishMyTapRhythm LullabyInTapShoes',
    art: 'PaintWithTapShoes TapDancerSilhouette TopHatCraft DrawYourTapRhythm MapMyTapSteps RetroTapPoster ClayTapFigure TapSoundwaveArt',
    tech: 'LoopYourTaps TapShoeMicTest TapVsMetronome SlowMoTapFeet TapDecibelMeter TapTrioWithMyClones SplitScreenTapDuet TurnTapsIntoABeat',
    pet: 'TippyTapsChallenge TapForTreats TapRhythmDinnerBell HighFiveAfterTap PupEchoesMyTap QuietTapForKitty TapCueForFetch TapShoesOffCuddle',
    gaming:
      'TapDanceRevolution TapBattleRoyale FullComboTap GuessMyTappedSong TapRhythmTelephone TapSimonSays DiceRollTapMoves AddATapStep',
  },
  shuffle: {
    fitness:
      'ShuffleItOff RunningManReps ShuffleYourStepCount ShuffleVsJogging ShuffleIntervalRounds OneSongShuffleDare PlankThenShuffle HighKneeShuffle',
    funny:
      'ShuffleInSlippers ShuffleToTheFridge DadTriesTheShuffle LaundryDayShuffle CarpetShuffleStruggle ShuffleInRainBoots GrandmaOutShufflesMe ShuffleWhenTheToastPops',
    prank:
      'ShuffleBehindYou ShuffleWelcomeParade FamilyShuffleAmbush ShuffleAnswerOnly SnackDeliveryShuffle FreezeMidShuffle ShuffleAlarmSurprise BreakfastCuttingShapes',
    educational:
      'MelbourneShuffle101 TeachMeTheTStep WhoInventedTheShuffle WhatIsCuttingShapes ShuffleFrictionTest NameEveryShuffleMove ShuffleTempoLesson ShuffleMuscleMap',
    cooking:
      'ShuffleWhileItBakes WhiskAndShuffle SneakerCookies ShuffleSaladToss NeonShuffleCupcakes ShuffleTillItPops CuttingShapesCookies PostShuffleSmoothie',
    travel:
      'ShuffleAtLandmarks BoardwalkShuffle BeachShuffle ShuffleFloorHunt BasketballCourtShuffle PackForAShuffleFest SunsetHilltopShuffle ShuffleInANewTown',
    fashion:
      'DressToShuffle ShuffleFestivalFit ShuffleSneakerCheck NeonShuffleLook WideLegShufflePants FlashySocksShuffle ShuffleGlowUp ShuffleInAllWhite',
    wellness:
      'ShuffleOffTheStress OneSongShuffleBreak ShuffleAwayTheSlump MorningShuffleRitual PostShuffleStretch BarefootGrassShuffle ShuffleForJoy SilentDiscoShuffle',
    speed:
      'ShuffleSpeedUp FastestRunningMan TenSecondShuffle ShuffleTStepSprint CopycatShuffleCombo ShuffleBPMLadder ShuffleBeatDropDash LightningCuttingShapes',
    music:
      'ShufflePlayDance MakeAShuffleTrack ShuffleToAnyGenre BeatboxForMyShuffle ShuffleToYourRingtone KazooRaveShuffle CountryShuffleHoedown ShuffleBassDropDuet',
    art: 'ShuffleStopMotion LightPaintAShuffle ShuffleFlipbook CuttingShapesCollage NeonShufflePoster SidewalkChalkShuffle ShuffleSneakerDoodle PixelArtShuffler',
    tech: 'ShuffleSlowMo AIRatesMyShuffle ShuffleSpeedRamp PerfectLoopShuffle TopDownShuffleCam ShuffleGreenScreen ReverseShuffleVideo ShuffleMirrorClone',
    pet: 'ShuffleWithMyDog CatReactsToShuffle DontWakeThePupShuffle ShuffleFetchBreak ShufflePawHighFive KittenChasesMyShuffle ShuffleLeashWalk PetAudienceShuffle',
    gaming:
      'ShuffleFullCombo ShuffleTheDeck LastShufflerStanding ShuffleFreezeDance ShuffleBracket CopyOrOutShuffle DiceDecidesMyShuffle BeatMyShuffleScore',
  },
  bachata: {
    fitness:
      'HipTapHIIT BodyRollCoreBachata TiptoeBachata BachataPartnerSquats BentKneeBachata BachataPlankBreak BachataSweatDare ThreeSongBachataBurn',
    funny:
      'OverlyDramaticBachata DadsFirstBachata BachataWithAPillow SiblingBachataAwkward TelenovelaBachata BachataInWinterCoats GrandmaRatesMyBachata WeatherReportBachata',
    prank:
      'BachataRingtoneSwap PullThemIntoBachata SneakySerenade SurpriseBachataDate DramaticBachataExit BachataVoicemail BachataGuitarAmbush BachataDJTakeover',
    educational:
      'CountTheBachataBeat BachataRootsQuiz MasterTheHipTap BachataVsSalsa WhereBachataWasBorn BachataSpanishLyrics SpotTheBachataStyle TeachDadBachata',
    cooking:
      'BachataDateDinner TropicalFruitBachata StirToTheBachataBeat BachataStewSunday MangoSmoothieBachata BachataBananaBread BachataWhileRiceCooks PlantainChipsBachata',
    travel:
      'BachataPicnicDate SandyFeetBachata BachataSunsetWalk PlazaFountainBachata BotanicGardenBachata BachataSuitcaseSway SummerFestBachata BachataAtTheLighthouse',
    fashion:
      'BachataFitCheck BachataTwirlTest HipTapHeels WhiteLinenBachata TropicalPrintBachata BachataHairFlip BachataDateNightLook HoopEarringBachata',
    wellness:
      'SlowBachataSway BachataWithYourPerson SundayBachataReset BachataHeartbreakHeal SelfLoveSoloBachata BachataEveningStretch DeepBreathBachataBreak BachataGratitudeSteps',
    speed:
      'BachataAt2x BeatTheBongoTempo BachataHipTapsIn30 FastestBachataBasic BachataComboSpeedrun BachataBeforeTheChorus QuickfireBachataCopy LightningBachataLesson',
    music:
      'BachataYourFaveSong BachataGuitarCover BongoBachataJam BachataOnUkulele HumABachataMelody WriteABachataChorus BachataKaraokeNight SerenadeInBachata',
    art: 'FreezeTheBachataDip BachataLightTrails SketchTheSway WatercolorBachataNight BachataCouplePortrait TropicalBachataPoster BachataHeartCollage BachataShadowPuppets',
    tech: 'BachataSlowMo AIRatesMyBachata LongDistanceBachata BachataTransitionDip OneTakeBachataVideo MirrorModeBachata BachataTimelapse BachataReverseTwirl',
    pet: 'BachataWithMyDog CatJudgesMyBachata SerenadeYourPet PupCuddleBachata BachataTrickTraining TailWagBachata BachataWalkies HamsterBachataCameo',
    gaming:
      'NailTheBachataCombo BachataCharades GuessTheBachataSong BachataMirrorMatch BachataLyricBingo BachataStopAndFreeze SpinTheWheelBachata RockPaperBachata',
  },
  waltz: {
    fitness:
      'WaltzWithWeights WaltzTillYouSweat BoxStepBurn RiseAndFallWaltz WaltzFrameHold 3CountWaltzSquats GardenWaltzLaps WaltzBalanceDare',
    funny:
      'WaltzWithMyBroom WaltzToTheFridge RoyalBallInPajamas WaltzToHeavyMetal WaltzInDadsShoes TwoLeftFeetWaltz PeriodDramaWaltz GroceryHaulWaltz',
    prank:
      'MayIHaveThisWaltz WaltzRingtoneSwap LivingRoomBallroom WaltzWithTheirJacket ButlerWaltzSnack CurtsyAndWaltzHello SurpriseWaltzInvite HumAWaltzAtDinner',
    educational:
      'WhyWasWaltzBanned LearnToWaltzIn60 ViennaBallQuiz ThreeFourWaltzBeat WaltzBoxStepGeometry WhatWaltzMeans TeachYourKidToWaltz WaltzVsFoxtrot',
    cooking:
      'WaltzWithAWhisk WaltzTeaParty ThreeLayerWaltzCake WaltzMacaronTower AppleStrudelWaltz WaltzFingerSandwiches StirInWaltzTime CookieCutterWaltzers',
    travel:
      'HistoricHouseWaltz AutumnLeavesWaltz RiversideWaltz WaltzInTheSnow GardenPathWaltz WaltzAtTheBandstand PackForAWaltzWeekend WaltzOnHoliday',
    fashion:
      'WaltzTwirlTest DressForTheWaltz GlovesAndGowns WaltzInABowTie ThriftAWaltzOutfit WaltzReadyUpdo PrincessWaltzGlowUp SuitAndWaltz',
    wellness:
      'SlowWaltzSway WaltzAwayWorries ThreeCountCalm SunsetSoloWaltz KitchenWaltzWithMom MusicBoxWaltzWindDown WaltzInTheGarden WaltzGentleStretch',
    speed:
      'WaltzOnFastForward FastestBoxStep VienneseWaltzDash WaltzLapRace WaltzBeforeTheBuzzer SpeedyWaltzLesson 30SecondWaltz WaltzCopycatSprint',
    music:
      'PopSongAsAWaltz WaltzOnUkulele BlueDanubeOnKazoo WaltzPianoDuet WriteAWaltzMelody ClapAWaltzRhythm WaltzRecorderSolo BeatboxAWaltz',
    art: 'WaltzInWatercolor WaltzSpinPhoto PaperDollWaltz DrawTheWaltzBoxStep ClayWaltzCouple WaltzGownSketch WaltzInvitationCard LongExposureWaltz',
    tech: 'WaltzSlowMoSpin AIWritesAWaltz WaltzDuetWithMyself MetronomeAppWaltz PanoramaWaltzGlitch WaltzTimelapse WaltzGreenScreenBall VideoCallWaltz',
    pet: 'WaltzWithMyDog KittenWatchesMeWaltz WaltzLullabyForPets PupHeelsAsIWaltz WaltzTreatTrail WaltzTailWags HamsterWaltzAudience SleepyCatWaltzSong',
    gaming:
      'WaltzFullCombo WaltzMusicalStatues MidnightWaltzFreeze MasqueradeWaltzGuess WaltzCharades SimonSaysWaltz WaltzDanceCard TelephoneWaltzGame',
  },
  swing: {
    fitness:
      'SwingDanceCardio SwingCharlestonKicks SwingTripleStepBurn LindyHopStaminaTest JumpingJackJitterbug BigBandSwingSweat KneeLiftLindyHop FastSwingSongDare',
    funny:
      'SwingDanceDadAttempt SwingEraNewsreel JitterbugInSlippers GrandpaTeachesLindyHop LaundryDayLindyHop DishwashingJitterbug OldRadioSwingVoice GiantTeddySwingPartner',
    prank:
      'SurpriseSwingDance SwingBandWakeUp DoorbellSwingEntrance SwingChoreTakeover OldRadioSwingSerenade SwingSnackDelivery GrandpaLindyHopReveal SwingLivingRoomGala',
    educational:
      'HowLindyHopBegan LearnTheSwingOut SwingSixOrEightCount SwingEraSlangQuiz SwingTripleStepLesson WhatMakesMusicSwing TeachKidsTheJitterbug SwingDanceFamilyTree',
    cooking:
      'SwingEraMilkshakes BigBandBrunch SwingGelatinMold LindyHopLemonade RootBeerFloatSwing SwingDanceCookieBreak SundaeBarSwingParty ApplePieSwingNight',
    travel:
      'SwingDanceAtLandmarks SwingInThePark RetroDinerSwing LindyHopOnTheLawn VintagePostcardSwing SwingAtTheSeaside CountyFairJitterbug HarborWalkSwing',
    fashion:
      'SwingDanceFitCheck SwingEraSuspenders PolkaDotSwingDress SwingVictoryRolls SaddleShoesSwing SwingHeadscarfLook VintageThriftSwing HighWaistedJitterbug',
    wellness:
      'SlowSwingDanceSway SwingOutTheBlues LindyHopJoyBreak SwingWithGrandpa BigBandSwingUnwind SwingStretchCooldown MorningJitterbugReset HappyFeetLindyHop',
    speed:
      'SwingDanceSpeedUp SwingOutCount FastestJitterbug 300BPMLindyHop TripleStepSwingBlitz CharlestonDashSwing LindyHopSpeedrun RapidFireLindyHop',
    music:
      'SwingOnAnyInstrument SwingJazzJam BigBandRemix PopSongGoesSwing ScatLikeASwingSinger KazooSwingSection SwingBassHumAlong KneePatSwingBeat',
    art: 'SwingEraPosterArt SwingDanceSketch JitterbugComicStrip LindyHopStickFigures MotionBlurSwingShot ArtDecoSwingFrame PolkaDotSwingCollage ShadowWallSwing',
    tech: 'SwingDanceSlowMo OldFilmFilterSwing SwingOutTransition LindyHopSplitScreen JitterbugWithMyClone AIPicksMySwingSong ReverseSwingVideo TimelapseSwingPractice',
    pet: 'SwingDanceWithMyDog PetReactsToSwing SwingOutForTreats CatSwatsMyLindyHop JitterbugJiggleToy LindyHopLeashWalk TeachPuppyASwingSpin HamsterSwingParty',
    gaming:
      'JitterbugFreezeTag SwingEraTriviaNight PassTheHatSwing SwingDanceOffBracket LindyHopDiceGame NameThatSwingTune ThreeStrikesSwing FamilySwingQuizShow',
  },
  contemporary: {
    fitness:
      'ContemporaryCoreFlow FloorworkBurn ContemporaryLeapReps OneLegContemporary SlowMotionContemporary FullSongContemporary ArmsOnlyContemporary ContemporaryStretchDare',
    funny:
      'ContemporaryChores DramaticFloorRoll ContemporaryLostSock MyDayInContemporary WifiDownContemporary ContemporaryEmptyFridge DadRatesMyContemporary ContemporaryWakeUp',
    prank:
      'DramaticLeapEntrance ContemporaryGoodbye ReplyInContemporary ContemporaryCouchRise ServeDinnerContemporary ContemporaryChoreReveal SurpriseContemporaryDuet TVRemoteContemporary',
    educational:
      'ContemporaryVsBallet ContemporaryTermsQuiz ImproviseContemporary WhatIsContemporaryDance LearnAContemporaryRoll ContemporaryPirouette ContemporaryBreathLesson FeelingsAsContemporary',
    cooking:
      'ContemporaryPlating ContemporaryDoughFlow RecipeAsContemporary SlowPourContemporary ContemporaryPancakeArt ContemporaryParfait FruitSaladContemporary TeaBreakContemporary',
    travel:
      'ContemporaryInNature ContemporaryCitySolo LeapAtEveryLandmark WindyHillContemporary AirportContemporary HotelRoomContemporary ContemporaryTravelDiary SunriseContemporary',
    fashion:
      'ContemporaryFitCheck ContemporarySkirtTwirl BarefootAndFlowy AllBlackContemporary WidePantsContemporary ContemporaryBraidStyle BigTeeContemporary ContemporaryRecitalGlam',
    wellness:
      'MoveYourFeelings EyesClosedContemporary ContemporaryJournalDance ShakeItOutContemporary BedtimeContemporary ContemporaryStretch RainyDayContemporary ContemporaryGratitude',
    speed:
      'ContemporaryAt2x ContemporaryQuickLearn FastestFloorRoll CopycatContemporary MoodSwitchContemporary ContemporaryComboRace LightningContemporary ContemporaryBeatTheBeep',
    music:
      'ContemporaryPianoCover ContemporaryToMetal SadSongSolo NoMusicContemporary RainSoundsContemporary ContemporarySingerDuet LullabyContemporary OrchestraContemporary',
    art: 'FreezeTheLeap ContemporaryMotionBlur ContemporaryInInk ContemporaryShadowArt ScarfTrailsContemporary OneLineContemporary SketchMyContemporary ClayContemporaryPose',
    tech: 'ContemporarySlowMo FreezeFrameLeap ReverseContemporary FlashlightContemporary ContemporaryClones OneTakeContemporary ContemporaryGreenScreen AIPicksMyContemporary',
    pet: 'ContemporaryPetDuet ZoomiesAsContemporary CatJudgesMyDance MyDogsDayContemporary KittenJoinsContemporary ContemporaryTreatTrail ContemporaryBunnyHops PupCopiesContemporary',
    gaming:
      'ContemporaryEmoteOff EmotionDiceContemporary ContemporaryPromptCards FreezeTagContemporary GuessMyContemporaryMood ContemporaryLevelUp ScoreMyContemporary ScarfPassContemporary',
  },
  freestyle: {
    fitness:
      'FiveMinuteFreestyle FreestyleJumpRope FreestyleFreezePlank NoRepeatFreestyle FreestyleBurpeeBreaks PlaylistFreestyleSweat MirrorFreestyleCardio FreestyleHighKnees',
    funny:
      'FreestyleToAnyNoise FreestyleGroceryRap DadsFreestyleDebut FreestyleWithABaguette FreestyleInSkinnyJeans PenguinFreestyle BedheadFreestyle BabyTalkFreestyle',
    prank:
      'FreestyleBehindYou FreestyleBedtimeRhyme FreestyleHypeEntrance ReplyInFreestyleRap DinnerCallFreestyle SurpriseFreestyleBattle FreestyleChoreReminder ComplimentFreestyle',
    educational:
      'FreestyleVocabRap RhymeTheFacts SpellWithFreestyle MathFreestyleBattle ForeignWordFreestyle FreestyleBodyParts HistoryFreestyleRecap PlanetFactFreestyle',
    cooking:
      'FridgeFreestyle SpiceRackFreestyle FreestylePizzaNight MysteryBoxFreestyle FreestyleTacoBar FreestyleCookingRap CookieDecorFreestyle FreestyleSandwichTower',
    travel:
      'FreestyleCityWander FreestyleDayTrip CoinFlipRoute ViewpointFreestyle FreestyleTravelMontage FreestylePackingDare BeachSunsetFreestyle FairgroundFreestyle',
    fashion:
      'FreestyleFitCheck ThriftStoreFreestyle ClosetFreestyle BlindfoldFreestyleLook FreestyleColorClash FreestyleAccessoryDare MomsWardrobeFreestyle FreestyleScarfStyling',
    wellness:
      'FreestyleJournaling ShakeItOffFreestyle MoodDanceBreak DimLightsFreestyle FreestyleGratitudeRap SundayFreestyleReset BarefootGardenFreestyle FreestyleSelfTalk',
    speed:
      'TenSecondFreestyle RapidFireFreestyle FreestyleGenreSwitch FreestyleWordBlitz FreestyleRhymeRace BuzzerFreestyleRound SpeedyFreestyleCypher PassTheMicFreestyle',
    music:
      'FreestyleBeatbox FinishMyFreestyle RhymeOnTheSpot PianoFreestyle KitchenDrumFreestyle FreestyleMelodyHum FreestyleLoopJam OneWordSongFreestyle',
    art: 'FreestyleDoodle OneLineFreestyle PaintToTheBeat FreestyleCollage EyesShutFreestyleSketch FreestyleClaySculpt ChalkFreestyleMural FreestyleComicPanel',
    tech: 'FreestyleVsAI SlowMoFootwork LoopAppFreestyle FreestyleOneTake FreestyleCloneBattle StopMotionFreestyle FreestyleTransitionEdit PhoneSpinCamFreestyle',
    pet: 'CanineFreestyle FreestyleWithMyDog CatJudgesMyFreestyle PupTrickFreestyle FreestyleToyPlay FreestyleSpinAndWeave KittenChaseFreestyle WalkiesFreestyle',
    gaming:
      'FreestyleBuildBattle VictoryDanceFreestyle RhythmGameFreestyle FreestylePromptWheel WordDiceFreestyle FreezeTagFreestyle FreestyleHotSeat ScoreCardFreestyle',
  },
  choreography: {
    fitness:
      'FullOutThreeTimes ChoreoOnRepeat SweatThroughTheChoreo ChoreographYourWorkout PushUpChoreo ChoreoStaminaTest KneeFriendlyChoreo ChoreoPlankBreak',
    funny:
      'DishDutyChoreo MyKidsChoreography ChoreoGoneWrong ArgueInChoreo ChoreographedHandshake GrandmaLearnsMyChoreo DadsSecretChoreo OverlyDramaticChoreo',
    prank:
      'SurpriseChoreography BehindYouChoreo ChoreographedHello FlashMobChoreo ApologyChoreo WakeUpChoreo MirrorMeChoreo GratitudeChoreography',
    educational:
      'FiveSixSevenEight ChoreographyTermsQuiz WaterCycleChoreo ChoreoMemoryTrick ChoreographYourNotes WhatChoreographersDo AlphabetChoreo SolarSystemChoreo',
    cooking:
      'KitchenChoreo ChoreographedBrunch SyncedCookieCutting TwoCooksOneChoreo ChoreoTableSetting ParfaitChoreography ChoreoSmoothieBar SandwichAssemblyChoreo',
    travel:
      'DanceTheLandmarks OneChoreoTenSpots ChoreoWithAView BeachChoreoShoot CampsiteChoreo MuseumGardenChoreo TourismAdChoreo HikingTrailChoreo',
    fashion:
      'OutfitChangeChoreo ChoreographyFitCheck MatchYourCrew ChoreographedGetReady ChoreoCostumeDIY StageGlamChoreoLook HeelsOrSneakersChoreo ChoreoHairFlip',
    wellness:
      'SlowChoreoStretch ChoreographYourCalm SeatedChoreo MorningChoreoRitual SelfLoveChoreo ChoreoWithYourBestie BreathCountChoreo ChoreoJournalEntry',
    speed:
      'OneMinuteChoreo OneWatchThenDance ChoreoMemoryRace BackwardsChoreoDash ChoreoSpeedLadder QuickChangeChoreo ChoreographInAFlash SpeedCleanChoreo',
    music:
      'SameChoreoNewSong ChoreographyToPiano ChoreographTheDrop LyricChoreo BeatboxChoreoDuet ChoreoForALullaby WriteASongThenChoreo ChoreoToAKazoo',
    art: 'StickFigureChoreo ChoreographyFlipbook DrawYourFormation ChoreoStopMotion InventAChoreoNotation ShadowPlayChoreo PaintYourChoreo ChoreoPosterDesign',
    tech: 'AIChoreographer ChoreoTransitionEdit ChoreoCloneSquad SplitScreenChoreo OverheadCamChoreo PerfectLoopChoreo MirrorModeChoreo ChoreoOneTake',
    pet: 'ChoreoStarringMyCat DogTrickChoreography ChoreographyPetCameo PuppyDuetChoreo ChoreographedWalkies ChoreoForMyGoldfish TailWagChoreo SnuggleBreakChoreo',
    gaming:
      'ChoreoCharades ChoreographyTelephone AddAMoveChoreography ChoreoDiceRoll GuessTheChoreoSong ChoreoScavengerHunt BossLevelChoreo CardDeckChoreo',
  },
  moonwalk: {
    fitness:
      'MoonwalkSquatCombo MoonwalkCalfBurn 100MoonwalkSteps MoonwalkIntervals SockSlideMoonwalk KitchenLapMoonwalk MoonwalkWarmUp PlankToMoonwalk',
    funny:
      'ExitStageMoonwalk DadCantMoonwalk MoonwalkInSocks MoonwalkOutOfAwkward GrandmaMoonwalks MoonwalkToBed MoonwalkWithGroceries TinyToddlerMoonwalk',
    prank:
      'MoonwalkMailCall SneakyMoonwalkBy MoonwalkIntoTheKitchen MoonwalkAwayMidSentence MoonwalkEveryExit SnackDeliveryMoonwalk SurpriseMoonwalkDuo SiblingMoonwalkMirror',
    educational:
      'LearnToMoonwalk LowGravityMoonwalk HowTheMoonwalkTricksYou BackslideToMoonwalk SpaceFactMoonwalk MoonwalkFrictionTest ApolloMoonwalkQuiz TeachGrandpaToMoonwalk',
    cooking:
      'MoonwalkCraterCookies MoonwalkGalaxyCupcakes MoonwalkStarSandwiches SpaceSnackMoonwalk MoonwalkMeteorMeatballs PopcornForMoonwalkNight GlovedChefMoonwalk PlanetPizzaMoonwalk',
    travel:
      'MoonwalkAtLandmarks PlanetariumMoonwalk SandMoonwalkFail MoonwalkUnderTheStars MoonwalkTheBoardwalk ParkPathMoonwalk MoonwalkPostcard AirportArrivalMoonwalk',
    fashion:
      'DressedToMoonwalk MoonwalkFitCheck OneGloveGlowUp WhiteSocksMoonwalk MoonwalkFedoraTilt SequinJacketMoonwalk MoonwalkShoeTest CroppedPantsMoonwalk',
    wellness:
      'MoonwalkItOff MoonlitMoonwalk GlideIntoCalm SlowMoonwalkBreath MoonwalkMeditation BedtimeMoonwalk MoonwalkWithMyKid GratefulMoonwalkSteps',
    speed:
      'MoonwalkSlideTimer FastestMoonwalk MoonwalkTheHallway MoonwalkIn30Seconds BuzzerBeaterMoonwalk SpeedrunTheMoonwalk LapCountMoonwalk QuickfireMoonwalkDuel',
    music:
      'MoonwalkToTheBassline BeatboxMoonwalkGroove MoonwalkToClassical SpaceSongMoonwalk FingerSnapMoonwalk MoonwalkToAPolka MoonwalkAcapella HummingMoonwalkDuet',
    art: 'MoonwalkSilhouette FlipbookMoonwalk LightPaintAMoonwalk MoonwalkStopMotion SockPuppetMoonwalk ClayFigureMoonwalk ChalkMoonwalkTrail MoonwalkPosterArt',
    tech: 'MoonwalkInReverse AIRatesMyMoonwalk GreenScreenMoonwalk MoonwalkSlowMo CloneLineMoonwalk FloorCamMoonwalk MoonwalkLoopEdit ZoomEffectMoonwalk',
    pet: 'TeachMyDogToMoonwalk KittenStalksMyMoonwalk PetReactsToMoonwalk MoonwalkTreatTrail MoonwalkHamsterAudience MoonwalkForMyBunny MoonwalkCuddleBreak PuppyTiltMoonwalk',
    gaming:
      'VictoryMoonwalk RedLightMoonwalk MoonwalkLimboLine MoonwalkTagGame SimonSaysMoonwalk MoonwalkDiceDare FamilyMoonwalkCup KingOfTheMoonwalk',
  },
  squat: {
    dance:
      'SquatRobotGroove SquatToTheBeat SquatAndShimmy StadiumWaveSquats CossackSquatKicks SquatLineDance ChairSquatChoreo FreezeInASquat',
    funny:
      'SquatWalkErrands SquatForTheRemote WhoSquatsLower SquatPerDadJoke SquatFaceMontage ToddlerSquatVsMine AdBreakSquats DramaticSquatSounds',
    prank:
      'SquatSnackDelivery SquatCheerTunnel SquatTrophyAward StickyNoteSquatDare SecretSquatCount SneakSquatsWhenTheyBlink SquatBalloonSurprise FoldLaundryInASquat',
    educational:
      'WhySquatsWork SquatMuscleMap SquatKneeMyth ToddlerSquatScience SquatCountInSpanish SquatFormCheck TimesTableSquats SpellingWordSquats',
    cooking:
      'SquatWhileItBakes SquatsForSnacks LegDayLasagna SquatPerIngredient KettleBoilSquats SquatAndStir PostSquatSmoothie FridgeDoorSquats',
    travel:
      'SquatWithAView SquatAtLandmarks ParkBenchSquat AirportGateSquats SuitcaseSquats HotelRoomSquatSet LayoverSquatBreak BeachSunsetSquats',
    fashion:
      'SquatSneakerPick SquatFitCheck LegDayDrip SquatInJeans FormalWearSquat SquatComfyJoggers MatchingSetSquats SweatbandSquatStyle',
    wellness:
      'SquatAndBreathe DeepSquatDaily SquatOutTheStress GratitudeSquats SlowTenCountSquat SquatWithYourKid HipOpenerSquatHold MorningSquatStretch',
    speed:
      'SquatsInAMinute FastestHundredSquats SquatStandoff DeckOfCardsSquats SquatLadderRace BuzzerSquatBlitz SquatTagTeam PyramidSquatDash',
    music:
      'SquatToTheDrop SquatsAndBeats HoldTheNoteSquat SquatOnTheWord ChorusSquatPulse SquatKaraokeDuet KneeDrumSquat SlowSongSquats',
    art: 'SketchInASquat SquatSilhouette StickFigureLegDay PaintWhileSquatting ClaySquatSculpt SquatShadowTrace AnatomySquatDrawing SquatPixelArt',
    tech: 'AIJudgesMySquat SquatSlowMo SquatVsRepCounter SquatDepthCam TimelapseSquatWeek VoiceAssistantSquats HeartRateSquatTest GhostEffectSquat',
    pet: 'CatJudgesMySquats SquatForPupKisses PetPhotobombsLegDay ScratchesEverySquat FetchAndSquat SquatTreatReward WalkiesSquatBreak SquatBesideMyBunny',
    gaming:
      'SquatLoadingScreen RespawnSquats LegDayLevelUp SquatDiceRoll DoublesMeansSquats SquatCardGame LoserDoesSquats GoalScoredSquats',
  },
  plank: {
    dance:
      'PlankToTheBeat ShoulderTapShuffle WalkThePlankJig PlankJacksGroove FreezeDanceIntoPlank PlankWaveChain DiscoPlankClimbers PlankFootworkDrill',
    funny:
      'PlankFaceCam PlankInnerMonologue LongestMinuteEver PlankJokeDare PlankVsToddler DadPlankTrashTalk SneezeMidPlank TeddyOnMyBackPlank',
    prank:
      'PlankTimerPause PlankLoveNote JustTenMoreSeconds SurprisePlankPartner PlankWhenTheyWalkIn FakeSleepPlank EndlessSongPlank PlankCheerSquad',
    educational:
      'PlankFormCheck WhyPlanksBuildCore PlankFlashcards LearnFivePlankTypes PlankWorldRecordFact CapitalCitiesPlank PlankSpellingBee TeachKidsToPlank',
    cooking:
      'PlanksThenPancakes PlankTillTheToastPops MicrowavePlank PlankBeforeDessert EarnYourSnackPlank NoBakeBarsPlank PreheatPlank PlankSmoothieReward',
    travel:
      'PlankAroundTheWorld PlankWithAView BoardwalkPlankPose AirportLoungePlank BeachSunrisePlank TrailheadPlank CampsitePlank PicnicBlanketPlank',
    fashion:
      'PlankFitCheck MatchYourMat PlankProofLeggings PlankInPajamas TuxedoPlank NeonActivewearPlank PlankPonytailTest BaggyHoodiePlank',
    wellness:
      'PlankMindfulMinute BreatheThroughThePlank GratitudeHold PlankAffirmations ChildsPoseAfterPlank EyesClosedPlank SunrisePlankRitual PlankPepTalk',
    speed:
      'ShoulderTapShowdown PlankJackBlitz PlankWalkSprint UpDownPlankRace CupStackPlank PlankPuzzleDash PlankClimberCount PassTheBallPlank',
    music:
      'PlankForAWholeSong PlankTillTheDrop HoldThroughTheChorus PlankKaraoke NameThatTunePlank PlankBeatboxDare SlowBalladPlank DrumrollPlank',
    art: 'PlankDoodleDare PlankPoseSilhouette ChalkOutlinePlank PlankComicStrip ClayPlankSculpt PlankFaceCaricature WatercolorPlank SelfPortraitMidPlank',
    tech: 'AIJudgesMyPlank PlankPulseCheck PlankWhileTyping VideoCallPlankDuel PlankTimelapse AppStreakPlank FamilyPlankLeaderboard SlowMoPlankShake',
    pet: 'PuppyTunnelPlank PlankCatBridge PlankPawHighFive NoseBoopPlank PetInspectsMyPlank PlankBesideMyDog PupKissPlankDare PlankTreatCountdown',
    gaming:
      'PlankUntilRespawn PlankLoadingScreen BossFightPlank PlankTicTacToe LastOnePlanking RockPaperPlank CardFlipPlank PlankTriviaNight',
  },
  burpee: {
    dance:
      'BurpeeToTheBeat BurpeeRobotGroove BurpeeBoogie CongaLineBurpees MacarenaBurpees BurpeeFreezeDance SpinThenBurpee DiscoBallBurpee',
    funny:
      'BurpeeSoundEffects BurpeeExcuses HonestBurpeeReview ToddlerBurpeeCoach BurpeeInAOnesie BurpeeNegotiation VictorySpeechBurpee FirstBurpeeVsLast',
    prank:
      'BurpeeWordOfTheDay JustOneMoreBurpee BurpeeSurpriseBonus DoorbellMeansBurpees BurpeeForEveryYawn SneakyBurpeeCameo ChoreChartBurpees BurpeeFanClubBanner',
    educational:
      'WhoInventedTheBurpee WhyBurpeesAreHard BurpeeMuscleMap BeginnerBurpeeSteps BurpeeMathQuiz PeriodicTableBurpees HeartRateBurpeeLesson BurpeeSpellingDrill',
    cooking:
      'BurpeePerPancake PostBurpeeSmoothie BurpeesForCookies BurpeeBeforeBrunch BurpeeForEveryEgg BananaBreadBurpees OvenTimerBurpees SnackAttackBurpees',
    travel:
      'BurpeeAroundTheWorld BurpeePostcards SunriseBeachBurpees HotelHallwayBurpees BurpeeAtEveryStop TrailBurpeeBreak PicnicParkBurpees MountainViewBurpees',
    fashion:
      'BurpeeProofOutfit FitCheckMidBurpee SweatButMakeItChic BurpeeInDenim BallGownBurpee BurpeeCapStaysOn NeonBurpeeSet SneakerGripBurpee',
    wellness:
      'BurpeeThenBreathe BurpeePepTalk ProudOfEveryBurpee OneBurpeeADay BurpeeRecoveryStretch CalmAfterBurpees MoodLiftBurpee BurpeeCheersFromKids',
    speed:
      'BurpeesInAMinute BurpeeRelayRace BeatMyBurpeeCount BurpeeLadderDash HundredBurpeeSprint BurpeeBroadJump BuzzerBurpeeFinish DiceRollBurpeeBlitz',
    music:
      'BurpeeToTheDrop BringSallyUpBurpees ThunderstruckBurpees BurpeeOnTheChorus BurpeeEveryHey SingAlongBurpees OperaBurpeeFinale KazooBurpeeFanfare',
    art: 'BurpeeStopMotion BurpeeFlipbook StickFigureBurpees ShakyHandBurpeeArt BurpeeComicPanel PlaydoughBurpee BlurryBurpeePhoto SketchBetweenBurpees',
    tech: 'AICountsMyBurpees BurpeeSlowMo BurpeeFreezeFrame VideoCallBurpeeRace PhonePulseBurpees TimelapseBurpeeMonth BurpeeStreakApp SplitScreenBurpees',
    pet: 'BurpeeWithMyDog BurpeeCatNapWatch PuppyJumpsAlong FetchThenBurpee PetCheersMyBurpees BurpeeTreatCount BurpeeWalkiesBreak KittenPounceBurpee',
    gaming:
      'BurpeeForEveryLoss RollForBurpees BurpeeBossBattle BurpeeBingo WrongAnswerBurpee BoardGameBurpeeRule BurpeeHotPotato ExtraLifeBurpees',
  },
  pilates: {
    dance:
      'PilatesToTheBeat PilatesPulseGroove PilatesBalletFusion PointAndFlexPilates PilatesArmsChoreo SlowMoPilatesDance LegCirclePilatesWaltz CancanPilatesKicks',
    funny:
      'PilatesShakeIsReal PilatesPokerFace DadTriesPilates PilatesWithAToddler CalmPilatesVoice PilatesRollUpFail KidsNarratePilates TeddyBearPilates',
    prank:
      'PilatesFakeLastRep JustOneMorePulse PilatesSongSwap PilatesWhisperCoach SurprisePilatesClass CaughtMidPilates PilatesOnTheirMat MadeUpPilatesMove',
    educational:
      'PilatesHistoryQuiz WhyPilatesShakes PilatesVsYoga LearnThePilatesHundred PilatesBreathLesson PilatesWartimeOrigins TeachMomPilates NeutralSpinePilates',
    cooking:
      'MatToMatcha PostPilatesParfait PilatesProteinBites OvernightOatsPilates PilatesSmoothieBowl AvocadoToastPilates PilatesBentoLunch ChiaPuddingPilates',
    travel:
      'PilatesWithAView BeachPilatesAtSunrise HotelTowelPilates ParkLawnPilates AirportStretchPilates PilatesOnVacation CampingMatPilates PilatesTrailBreak',
    fashion:
      'PilatesPrincessFit GripSockGlowUp StudioToStreetPilates PilatesMatchingSet ClawClipPilates NeutralTonePilates BalletWrapPilates PilatesLegWarmers',
    wellness:
      'PilatesPostureReset BedtimePilatesFlow BreatheIntoYourRibs DeskBreakPilates PilatesWithMom SundayPilatesSlowdown PilatesSpineRoll BackCarePilates',
    speed:
      'PilatesHundredSprint RollUpRace PilatesPulseBlitz PilatesTeaserCount CrissCrossPilatesDash BeatTheBeepPilates PilatesTagTeam QuickfirePilatesFlow',
    music:
      'PilatesToOneSong PilatesOnTheDrop PulseToTheBeat ClassicalPilatesFlow PilatesHumAlong SlowJazzPilates PilatesTempoLadder SingThroughPilates',
    art: 'DrawYourPilatesPose PilatesGoldenHourShot OneLinePilates PilatesMagazineCollage WatercolorPilates PilatesShadowSketch ClayPilatesFigure PilatesDoodlePage',
    tech: 'AIChecksMyPilates PilatesAppFaceOff PilatesFormSlowMo VideoCallPilates 30DayPilatesTimelapse SplitScreenPilates IntervalTimerPilates PilatesPostureCam',
    pet: 'PilatesWithMyCat DogOnTheMat PilatesPupPhotobomb PilatesTreatBreak BunnyJoinsPilates KittenPouncePilates PilatesNoseBoops PuppyKissPilates',
    gaming:
      'PilatesBingo RollThePilatesDice PulseOnEveryRespawn SimonSaysPilates PilatesCardDeck PilatesBossLevel PilatesHotSeat TeamPilatesQuiz',
  },
  hiit: {
    dance:
      'HIITTheDancefloor BurpeeBoogie HIITShuffleRounds DiscoIntervalsHIIT JumpJiveHIIT HIITKickLine HIITTheBeatDrop RetroAerobicsHIIT',
    funny:
      'HIITAndMiss HIITFacesMontage BurpeeRegrets GrandpaDoesHIIT HIITVsMyCouch OverexcitedHIITCoach SlowestHIITEver HIITInABathrobe',
    prank:
      'HIITPlaylistSwap JustOneMoreHIITRound SurpriseBurpeeBell DadsSurpriseHIITClass HIITAlarmWakeUp SecretHIITCoach FakeRestBreakHIIT HIITEveryCommercial',
    educational:
      'HIITVsSteadyCardio WhyHIITBurnsLonger WhatHIITStandsFor TabataVsHIIT HIITHeartRateZones HIITFlashcardRounds BuildYourOwnHIIT SafeHIITForBeginners',
    cooking:
      'HIITRecoveryShake HIITTheKitchen TabataTacos HIITMealPrepSunday EarnTheDessertHIIT HIITFuelBowl MicrowaveHIITRound NoBakeHIITBites',
    travel:
      'HIITWithAView HotelRoomIntervals HIITTheBeach SuitcaseHIITCircuit ParkBenchHIIT CampsiteHIIT AirportLayoverHIIT HIITInEveryCity',
    fashion:
      'HIITFitCheck BurpeeProofLeggings HIITSneakerTest HeadbandHIITLook NeonHIITSet HIITLayerDrop SweatproofHIITGlam ThriftedHIITGear',
    wellness:
      'HIITThenChill HIITRecoveryDay CoolDownBreathing PostHIITStretch HIITEndorphinCheck GentleLowImpactHIIT HIITAndJournal FeelGoodHIIT',
    speed:
      'BeatTheHIITTimer HIITInTenMinutes BurpeeCountdown HIITCircuitRace HIITLadderBlitz SprintIntervalHIIT ClimberHIITDash FamilyHIITShowdown',
    music:
      'HIITOnTheChorus HIITBeatDrop BPMBurpees HIITToABallad CurateYourHIITMix DrumlineHIIT HIITSingAlongRound SynthPopHIIT',
    art: 'HIITMoveCards HIITStickFigures SketchEveryBurpee DesignYourHIITDice ChalkHIITCircuit HIITSuperheroComic HIITMotivationPoster ClayHIITMascot',
    tech: 'HIITHeartRateTest CodeAHIITTimer HIITFormSlowMo VideoCallHIITDuel HIITScreenTimeSwap AIBuildsMyHIIT PhoneCameraHIITPulse HIITMirrorEdit',
    pet: 'HIITWithMyDog HIITMeetsZoomies FetchIntervals CatJudgesMyHIIT HIITTreatBreak PuppyPlaydateHIIT HIITWalkiesCooldown TugToyHIIT',
    gaming:
      'HIITDiceRoll HIITLevelUp BurpeeBossFight SpinTheWheelHIIT GameNightHIITRule HIITTriviaRound PowerUpHIIT HIITCardDeck',
  },
  kickboxing: {
    dance:
      'KickboxingToTheBeat ThrowbackKickboxing JabAndJive MuayThaiWaiKruDance KickboxingChoreo DiscoKickboxing SlowMoKickboxingDance FootworkDrillMuayThai',
    funny:
      'KickboxingSoundEffects DadKickboxingMoves RoundhouseBloopers GrandmaTriesKickboxing PillowSparKickboxing KickboxingInPajamas KidRefereesKickboxing KickboxingVsTheVacuum',
    prank:
      'KickboxingLunchNote KickboxingCornerCoach WalkoutSongAmbush KickboxingTVTakeover RingAnnouncerKickboxing SlowMoKickboxingEntrance FakeMuayThaiBelt KickboxingHypeIntro',
    educational:
      'KickboxingStylesQuiz ArtOfEightLimbs KickboxingBasicCombo CountToTenMuayThai KickboxingVsKarate MuayThaiWaiKruMeaning GuardUpKickboxing HandWrapsForKickboxing',
    cooking:
      'KnockoutMealPrep MuayThaiMangoRice PunchBowlKickboxing KickboxingSmoothie MuayThaiStreetFood FreshFruitMuayThai KickboxingBentoBox TrailMixForKickboxing',
    travel:
      'MuayThaiBeachSunrise KickboxingInThePark HotelRoomKickboxing KickboxingGymDropIn KickboxingOnVacation ForestClearingKickboxing MountainViewKickboxing LakesideKickboxing',
    fashion:
      'KickboxingFitCheck MuayThaiShortsStyle ColorMatchYourGloves KickboxingHeadbandLook HandWrapKickboxing ChampionRobeKickboxing Retro90sKickboxing FightNightKickboxing',
    wellness:
      'KickStressToTheCurb KickboxingPepTalk KickboxingCoolDown PillowPunchKickboxing MuayThaiRespectBow GentleKickboxingMorning ConfidenceKickboxing KickboxingBreathBreak',
    speed:
      'KickboxingComboRace KickboxingBlitz FastestRoundhouse MuayThaiPunchesIn30 GloveUpKickboxingDash BuzzerRoundMuayThai DoubleJabKickboxing SpeedyKickboxingLadder',
    music:
      'KickboxingWalkoutSong ComboOnTheBeat MuayThaiDrumWarmUp KickboxingMixtape DrumrollKickboxing OperaKickboxing BeatboxKickboxingRound ChorusPunchKickboxing',
    art: 'KickboxingFreezeFrame KickboxingPunchPainting HandWrapDoodles KickboxingSilhouette MuayThaiFightPoster StickFigureKickboxing ClayKickboxingChamp LongExposureKickboxing',
    tech: 'KickboxingSlowMo AIKickboxingCoach KickboxingVHSFilter KickboxingCloneSpar MuayThaiSplitScreen PunchCounterKickboxing BulletTimeKickboxing VideoCallKickboxing',
    pet: 'KickboxingKittyCuddle CatPawCombo PupRefereeKickboxing KickboxingTreatBreak KickboxingZoomiesRound PetCornerManKickboxing MuayThaiNapBuddy BunnyWatchesKickboxing',
    gaming:
      'KickboxingBossFight KickboxingComboBreaker FightingGameMuayThai KickboxingDiceRoll KickboxingVictoryPose ExtraLifeKickboxing ArcadeStyleKickboxing PowerUpMuayThai',
  },
};
