import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  swimwear: {
    dance:
      'MomVsMeSwimwearDance SwimwearSummerShuffle SaturdaySwimwearSway 60SecSwimwearShimmy WaveArmsInSwimwear SwimwearLivingRoomLuau ShowUsYourSwimwearMoves SwimwearSprinklerBop',
  },
  tailor: {
    speed:
      'TailorHemRace 30SecTailorButtonSort OneMinuteTailorTidy FastestTailorInTown FamilyTailorZipperRelay KidVsDadTailorFaceOff TailorFabricFoldRush TailorMeasureUpSprint',
  },
  tambourine: {
    cooking:
      'TambourineCookies TambourineFruitPizza CookToATambourineBeat 10MinTambourinePie TambourineShakeAndBake TambourineJam FlipOnTheTambourine DadVsKidTambourineToast',
    fashion:
      'TambourineBohoLook 7DaysOfTambourineOutfits RockerVsHippieTambourine TambourineRibbonStyle TambourineFestivalFlair TambourineEarrings DressToMatchATambourine OneTambourineFiveFits',
    pet: 'TambourineSnoozeBuddy KittenSniffsTheTambourine SqueakyToyVsTambourine TambourinePuppyHowl CanYourCatPatATambourine PupPlaysTambourineSolo 7DayTambourinePawTrick TambourineTreatSearch',
    prank:
      'GooglyEyedTambourine SurpriseTambourineSolo WhereIsThatTambourine BackpackTambourine DoorknobTambourineJingle TambourineEntrance TambourineInTheCushion 24HourTambourineTheme',
    travel:
      'GuessWhereMyTambourineIs 5SongTambourineRoadTrip HometownTambourineWalk PackYourTambourine BuskWithATambourine TambourineBeachSingAlong TambourineAtEveryStop TambourineOnTheTrail',
  },
  'tape measure': {
    art: 'TapeMeasureLifeSizeSketch 1MeterTapeMeasureMural EyeballVsTapeMeasure HeightChartTapeMeasureArt TapeMeasureCompassCircle TapeMeasureSelfPortrait 7DayTapeMeasureDoodles TapeMeasureGridDrawing',
    fitness:
      'TapeMeasureBroadJump TapeMeasureShuttleRun 10SecTapeMeasureShuffle BeatMyTapeMeasureLeap 30DayTapeMeasureToeReach TapeMeasureFrogHop TapeMeasureLungeWalk VerticalTapeMeasureTouch',
    music:
      'TapeMeasureSnapBeat TapeMeasureClickRhythm 10SecTapeMeasureRemix SpoonsVsTapeMeasure PlayItOnATapeMeasure NameThatTapeMeasureTune TapeMeasureTrombone TapeMeasureMetalTwang',
    pet: 'TapeMeasurePuppyGrowth TapeMeasureLongCat TapeMeasureCatLoaf GuessThenTapeMeasure TapeMeasureKittyLeap NoseToTailTapeMeasure FloppyEarTapeMeasureDuel SitPrettyTapeMeasure',
    travel:
      'TapeMeasureCarryOn TapeMeasureTinyRoom TapeMeasureNarrowestAlley HotelVsHomeTapeMeasure TallestDoorwayTapeMeasure TapeMeasureSeatLegroom 3SouvenirTapeMeasureQuiz OneMinuteTapeMeasureTour',
    wellness:
      'TapeMeasureToeTouch OneInchADayTapeMeasure TapeMeasureStandTall TapeMeasureDeskSetup MorningVsNightTapeMeasure ArmsLengthTapeMeasureTest MonthOfBooksTapeMeasure TapeMeasureSeedlingCheck',
  },
  'tea party': {
    fitness:
      'TeaPartyCurtsyLunges TeaPartyPinkyPushUps 60SecTeaPartyPlank SipAndSquatTeaParty TeaPartyChairDips TeaPartyBalanceWalk TeacupRelayTeaParty TeddyTeaPartyBootcamp',
  },
  'tennis ball': {
    art: 'TennisBallCritterCraft ShoeboxTennisBallRoll TennisBallFaces TennisBallSplatter DrawATennisBallIn60Sec PaintWithTennisBalls KidVsParentTennisBallArt TennisBallMosaic',
    dance:
      'TennisBallBounceDance 30SecTennisBallChoreo TennisBallShuffle TennisBallKneeGroove MomVsMeTennisBallMoves PartnerTennisBallPass ChinTuckTennisBallSway TennisBallBalanceBop',
    fitness:
      'TennisBallWallThrows TennisBallCatchSquats 30DayTennisBallGrip TennisBallReactionDrop 60SecTennisBallToeTaps TennisBallPlankPass BalanceATennisBall CrunchAndTossTennisBall',
    funny:
      'TennisBallHoardReveal WhereDidMyTennisBallGo DogVsTwoTennisBalls TennisBallSofaRescue 100TennisBallSurprise NotTheTennisBall TennisBallGooglyEyes TennisBallNamedSteve',
    gaming:
      'TennisBallTrickShots TennisBallBucketPong 60SecTennisBallCatch WallRallyTennisBallDuel CouchToBasketTennisBall TennisBallHotPotato FollowTheLeaderTennisBall TennisBallBottleBowling',
    music:
      'TennisBallBounceBeat TennisBallDrumLine NameThatTuneTennisBall TennisBallCanShaker PassTheTennisBallInTime 30SecTennisBallJam PlayTennisBallMaracas PotsAndPansTennisBall',
    prank:
      'TennisBallAvalanche TennisBallInTheShoe LumpyPillowTennisBalls MailboxFullOfTennisBalls EveryPocketATennisBall 100TennisBallsOnMyBed TennisBallFruitBowl TennisBallGooglyFaces',
    tech: 'HowFastIsYourTennisBall TennisBallSlowMo AnimateATennisBall TennisBallTrickShotReplay StopMotionTennisBallRace TennisBallThrowTransition VideoCallTennisBallToss TennisBallGreenScreen',
    travel:
      '5CountriesOneTennisBall WhereHasMyTennisBallBeen TennisBallTravelMassage TennisBallRestStopCatch PackATennisBall TennisBallTrailFetch TennisBallLandmarkTour LayoverTennisBallStretch',
  },
  'tennis racket': {
    dance:
      'TennisRacketShuffle 30SecTennisRacketRoutine AirGuitarTennisRacketSolo TennisRacketTwirl TennisRacketVogue MomVsMeTennisRacketDance FreezeFrameTennisRacket LimboUnderTennisRacket',
    funny:
      'TennisRacketAirGuitar TennisRacketSnowshoes TennisRacketGrunts 10UsesForATennisRacket TennisRacketFaceSquish BalloonVsTennisRacket SlowMoTennisRacketFlop SockServeTennisRacket',
  },
  tent: {
    funny:
      'TentPitchFail TentZipperStruggle WormOutOfYourTent DadVsTheTent FourPeopleOneTent ExtraTentPoleMystery TentInstructionsReview SnoringInATent',
    tech: 'TentUpInTenSeconds StopMotionTentPitch DuskToDawnTentTimelapse TentTechKitCheck TentPhoneProjector TentNightModeStars RainOnTheTentASMR FilmATentTour',
    wellness:
      'UnplugInATent TentRainListen StargazeFromTheTent TentMorningBirds UnzipYourTentToSunrise NoSignalNoStress TentReadingNook BackyardTentNap',
  },
  'thank you card': {
    gaming:
      'ThankYouCardScavengerHunt ThankYouCardCharades OneMinuteThankYouCard ThankYouCardMysterySender PassTheThankYouCardRelay SiblingThankYouCardDuel ThankYouCardBingo PickYourMVPThankYouCard',
  },
  theater: {
    fitness:
      'TheaterKidWarmup TheaterKickReps TheaterBowSquats 60SecMusicalTheaterCardio TheaterJazzHandJacks CastVsCrewTheaterRelay CurtainCallTheaterStretch PlankThroughTheaterLines',
  },
  'theme park': {
    fashion:
      'ThemeParkFitCheck DressLikeAThemeParkRide 3ThemeParkLooksOneBag MomVsTeenThemeParkStyle ThemeParkOutfitVote ThemeParkComfySneakers ThemeParkMatchingTees RainyThemeParkGlowUp',
  },
  thermos: {
    dance:
      'ThermosLunchboxBop ThermosShuffle KidVsDadThermosGroove PassTheThermosDance ShimmyOnThermosThursday 30SecThermosChoreo DoTheThermosTwist ShakeThatThermos',
    fashion:
      'MatchYourThermos ThermosAsAnAccessory ThermosStrapDIY ThermosStickerStyle TumblerVsThermosFit 7DayThermosOutfits ThermosGlowUp PastelThermosLook',
  },
  thumb: {
    fashion:
      'ThumbRingStack ThumbholeSweaterSeason 30SecThumbNailArt ThumbsUpMirrorSelfie GreenThumbGardenFit ThumbWarForMyHoodie DIYThumbprintTee SoreThumbOutfitDare',
    music:
      'DIYThumbPiano GuessTheSongByThumbTaps TenSecondThumbJam EpicThumbWarAnthem WhereIsThumbkinRemix RubberBandThumbHarp GrassBladeThumbWhistle FingerVsThumbDrumDuel',
    prank:
      'DetachableThumbTrick 7DaysOfThumbSmileyNotes RiggedThumbWar GooglyEyedThumbPuppet ThumbsUpInEveryShoe ThumbMustachePhotobomb SecretThumbDriveVideo TinyThumbSizedGift',
    tech: 'VoiceTypingVsThumb DoodleAppThumbArt WhichThumbUnlocksIt ThumbStopMotion ThumbScrollDistance OneThumbPhoneDay 30SecThumbTextSprint DebateTheThumbEmoji',
    wellness:
      'OneMinuteThumbMassage GreenThumbPlantCare ThumbToPinkyBreathing GiveYourThumbABreak ThumbprintGratitudeTree MorningThumbsUpPepTalk HugAfterAThumbWar 5BreathThumbTap',
  },
  'thumbs up': {
    cooking:
      '5MinuteThumbsUpSnack MysteryBoxThumbsUp ThumbsUpPancakeArt OneBiteThumbsUp EarnGrandmasThumbsUp NewVeggieThumbsUp ThumbsUpOrDownTasteTest CookOffThumbsUpVote',
    dance:
      'ThumbsUpTwoStep 30SecThumbsUpChoreo DuetMyThumbsUpMove EightCountThumbsUp ThumbsUpFreezeFrame ThumbsUpMoonwalk ShoulderShimmyThumbsUp JudgesThumbsUpDanceOff',
    fashion:
      'DadsThumbsUpFitCheck ThumbsUpNailArt DIYThumbsUpTee ThumbsUpOrDownStyle 7DayThumbsUpOutfits GrandmaThumbsUpTest ThumbsUpPatchJacket CatwalkThumbsUpFinish',
    fitness:
      'CopyMyThumbsUpWorkout FormCheckThumbsUp 100RepsForAThumbsUp ThumbsUpHammerCurls ThumbsUpArmCircles GymBuddyThumbsUp PlankAndThumbsUp 60SecThumbsUpSquats',
    gaming:
      'HeadsDownThumbsUp 10QuestionThumbsUpQuiz WouldYouRatherThumbsUp ThumbsUpTrueOrFalse ThumbsUpCharades LastThumbsUpStanding PassTheThumbsUp GuessThatSoundThumbsUp',
    tech: 'ThumbsUpReactionEffect ThumbsUpStopMotion AIDrawsAThumbsUp PhoneVsPencilThumbsUp 30SecThumbsUpEdit CodeAThumbsUpButton GIFYourThumbsUp HowManyThumbsUpToday',
    wellness:
      'MirrorThumbsUpPepTalk OneThumbsUpADay MindfulMondayThumbsUp ThumbsUpToAnOldFriend GratitudeThumbsUpWall ThumbsUpHandStretch 60SecThumbsUpBreather GiveThreeThumbsUpToday',
  },
  'tie dye': {
    prank:
      'TinyTieDyeShirtForDad WillTheyNoticeTieDye TieDyeSlangAllDay TieDyeTwinningReveal EveryoneInTieDye TieDyeHippieWakeUp GooglyEyesOnTieDye OopsTieDyeSockDrawer',
    travel:
      'TieDyeRoadTrip 5CitiesOneTieDyeShirt PackOnlyTieDye CanYouSpotOurTieDye TieDyeBlanketPicnic EveryStopInTieDye TieDyeMarketHunt TieDyeSuitcaseTag',
  },
  tiger: {
    fashion:
      'TigerStripeLeggings TigerPrintJacket ZebraVsTigerOutfit WearTigerThreeWays DressLikeATiger TigerClawNails SubtleToFullTiger TigerEarHeadband',
    gaming:
      'TigerHideAndSeek TigerTailTag SleepingTigersChallenge TigerSaysPounce 10SecTigerStareDown DrawATigerBlindfolded TigersFootstepsGame LoudestTigerRoarWins',
  },
  toad: {
    fashion:
      'ToadcoreFit ToadFaceRainBoots FrogVsToadStyle BucketHatToadEyes ClayToadEarrings OneToadTeeThreeWays ThriftedToadSweater RainyDayToadGlowUp',
    travel:
      'ToadSpottingWalk ToadSouvenirHunt PackForAToadHike HowManyToadsCanYouSpot CityToadStatueTour FrogOrToadQuiz ToadPhotoSafari AfterTheRainToadSearch',
  },
  toes: {
    gaming:
      'TicTacToes ToeWrestlingMatch ToesPickUpSticks ToesOnlyCheckers GameControllerToes FingersVsToesStack CanYouWriteWithYourToes 30SecToeSockGrab',
    travel:
      'ToesInTheSand GrassBetweenToes ToesInTwoCountries ToesAroundTheWorld GuessWhereTheseToesAre 5PlacesMyToesHaveBeen ToesUpTuesday PackYourToeSocks',
  },
  'tomato plant': {
    fashion:
      'TomatoPlantGardenFit RedAsMyTomatoPlant TomatoPlantPrintDress MatchYourTomatoPlant 7DayTomatoPlantOutfits TomatoPlantEarrings TomatoPlantEmbroidery MeVsTheTomatoPlant',
    fitness:
      'TomatoPlantBucketRelay TomatoPlantHarvestSquats 7DayTomatoPlantCircuit TomatoPlantSoilBagLift StretchLikeATomatoPlant TomatoPlantGardenLunges 60SecTomatoPlantWeedPull YogaByYourTomatoPlant',
    music:
      'SingToYourTomatoPlant TomatoPlantCageHarp PopVsRockTomatoPlant TomatoPlantLullaby 30DayTomatoPlantPlaylist TomatoPlantLifeCycleRap DoesMusicHelpTomatoPlants TomatoPlantSoundtrack',
    pet: 'PetProofTomatoPlant LeaveItTomatoPlant CatGrassNotTomatoPlant SquirrelWatchTomatoPlant TomatoPlantToxicityCheck TomatoPlantOutOfReach TomatoPlantFenceBuild 3WaysToGuardATomatoPlant',
  },
  tongs: {
    educational:
      'TongsAreLevers TongsColorSort TongsCountToTen RawVsCookedTongs MysteryBagTongsGuess SpellingWithTongs HowManyCanTongsLift 30SecondTongsPompomRace',
    pet: 'ReptileFeedingTongs DogStaresAtTheTongs KittenVsTongs TortoiseSaladTongs BunnyVeggieTongs TeachFetchWithTongs TongsTreatTrail 10KibbleTongsCountdown',
    prank:
      'DinnerWithOnlyTongs TongsHandshake TongsInEveryDrawer GooglyEyedTongs 24HourTongsButler WhoLeftTongsOnMyPillow TinyTongsForDad TongsToeTickle',
    tech: '7DayTongsTechHacks TongsTouchscreenTest TypeWithTongs ChopsticksVsTongsSwipe SoundEffectsWithTongs TongsStopMotionChef TransitionWithTongs 60SecTongsUnboxing',
  },
  tongue: {
    art: 'TongueOutSelfPortrait TongueTwisterComic ChameleonTongueDoodle SillyTongueClayFaces FrogTongueFlipbook 10MinTongueEmojiPainting GuessTheAnimalTongue CatVsDogTongueDrawing',
    dance:
      'TongueTwisterTwist ClickYourTongueTwoStep FreezeFrameTongueFace 30SecondTongueGroove TongueInCheekChoreo MomVsMeTongueDanceOff MoonwalkTongueOut TongueRollCongaLine',
    educational:
      'TongueMapMyth TongueTasteBudCount IsTongueRollingGenetic PinchNoseTongueTest TeachUsYourMotherTongue WorldTongueTwisters GuessTheAnimalByTongue 3TongueFactsIn30Sec',
    prank:
      'SillyTonguePhotobomb TongueTwisterVoicemail MysteryDripTongueSound WhereIsThatTongueNoise CopycatTongueFaces 24HourTongueOutSelfies TongueClickCricket HorseHoovesByTongue',
    wellness:
      'TongueOutLionBreath 30DayTongueScraper HoldYourTongueMinute 60SecTongueJawRelax MindfulTongueTasting SilverTongueCompliments TongueTwisterLaughBreak KindTongueTuesday',
  },
  toy: {
    fitness:
      'ToyPickupSquats 60SecToyTidyRace ToyCarPushups DoWhatTheToySays ToyObstacleHops 100RepsWithAToy ToyTossBurpees ParentVsKidToyRelay',
  },
  traffic: {
    cooking:
      'TrafficLightCookies TrafficConeCupcakes TrafficSignalPeppers 10MinTrafficSnackPlate StopAndGoTrafficSalad SiblingTrafficBakeOff HomemadeTrafficJam RushHourTrafficMuffins',
    dance:
      'TrafficHandSignalSteps MomVsMeTrafficMoves TrafficJamBoogie StopOnRedTrafficShuffle RushHourTrafficRoutine 30SecTrafficConeChoreo TrafficSignPoseOff TrafficLightFreezeDance',
    gaming:
      'TrafficJamPuzzle RoadTripTrafficTally TrafficCarColorBingo TrafficPlateAlphabetRace BeatTheTrafficIn60Sec RedLightTrafficTag TrafficSignalSimon HowManyTrafficCones',
  },
  'train station': {
    tech: 'TrainStationTimelapse AppVsBoardTrainStation TrainStationNightModeShot GuessTheTrainStation SlowMoTrainStationArrival TrainStationWifiSpeed TrainStationPanorama 60SecTrainStationTour',
  },
  trash: {
    funny:
      'OneMoreThingInTheTrash TrashNightNegotiation TrashPandaVoiceover MeVsOverfilledTrash TrashDayPajamaDash DramaticTrashWalk TrashWhoseTurnDebate CouchToTrashShot',
  },
  tricycle: {
    gaming:
      '60SecTricycleLaps TricycleObstacleCourse TricycleTrackBuilder TricycleRelayRace TricycleFollowTheLeader BeatMyTricycleRecord RedLightGreenTricycle SimonSaysOnATricycle',
    tech: 'TricyclePhotoFilter KidsEyeViewTricycleCam TricycleStopMotion 10SecTricycleHyperlapse TricycleRaceOnTheMoon HowFastIsYourTricycle SlowMoTricycleStreamers TricycleGreenScreen',
  },
  truck: {
    cooking:
      'TruckStopBreakfast DumpTruckCake PizzaShapedLikeATruck FoodTruckAtHome ToyTruckSnackDelivery 10MinuteTruckTacos MonsterTruckMuffins TruckerBurgerBattle',
    prank:
      'TruckFullOfBalloons GooglyEyedTruck TruckWithAMustache 7DayTruckNameTag StickyNoteTheTruck RubberDuckOnMyTruck ToyTruckConvoy WhoShrankDadsTruck',
  },
  tshirt: {
    fitness:
      'TshirtFloorSliders 30DayTshirtStretch TshirtTugOfWar PutOnATshirtMidPlank 10MinTshirtWorkout TshirtFoldBurpees FamilyTshirtRelay TshirtCoreTwist',
    prank:
      'TshirtWithTheirFace TshirtBackMessage DidMyTshirtShrink 10TshirtsOnAtOnce TshirtSleevesKnotted TwinTshirtForTheDay GooglyEyedTshirt TshirtPocketNote',
  },
  'tug of war': {
    tech: 'TugOfWarSlowMo CloneYourselfTugOfWar 60SecTugOfWarEdit ReverseTugOfWarVideo TugOfWarStopMotion TugOfWarWithAGhost PhoneChargerTugOfWar TugOfWarFaceCam',
  },
  tulip: {
    funny:
      'TwoLipsNotTulips TulipDramaticDroop 24HourTulipGlowUp TulipSquirrelStandoff WhyAreMyTulipsMoving TheseTulipsHaveOpinions CanYouKeepTulipsStraight DadRatesTulips',
    wellness:
      'BuyYourselfTulips TulipGrowthJournal 7DayTulipCheckIn PlantTulipsBloomLater TulipsOnTheTable GiveATulipTuesday SitWithTulips 5MinuteTulipBreath',
  },
  'ugly sweater': {
    pet: 'UglySweaterPetBedDIY TwoDogsOneUglySweater UglySweaterSelfieWithPup UglySweaterTreatHunt 30SecUglySweaterNoseWork UglySweaterPileCatNap TugToyFromAnUglySweater WhichUglySweaterWins',
  },
  uncle: {
    cooking:
      'NieceVsUncleBakeOff UncleChiliCookoff UncleSecretRecipe 10MinuteUncleBreakfast PancakeFlipWithUncle UnclesFamousSauce RecreateYourUnclesDish GuessWhatUncleCooked',
  },
  uniform: {
    prank:
      'UniformTwinWithDad WrongNameOnTheUniform MatchingUniformFamily UniformBackwardsDay UniformPocketNote UniformOverPajamas DidMyUniformShrink TeddyInYourUniform',
  },
  vase: {
    cooking:
      'FruitBouquetVase CookiePopsInAVase 10MinCupcakeVase VaseLayeredTrifle WhichVaseIsEdible SweetVsSaltyVase VaseShapedCake VaseOfVeggieSticks',
    educational:
      'CopperCoinVaseMyth HowGlassVasesAreMade AncientVaseQuiz VaseCeleryDyeExperiment VaseFlowerFoodTest WhatsPaintedOnGreekVases MingVaseMystery NameThatVaseShape',
    travel:
      'FindTheOldestVase VaseThriftShopHunt FlowerMarketToVase MuseumVaseSelfie 5DollarVaseTreasure GuessWhereThisVaseIsFrom SouvenirVaseHunt OneVaseEveryCity',
  },
  vegetable: {
    prank:
      'VegetableGooglyEyes AnswerTheVegetablePhone VegetableBouquetDelivery EveryPocketAVegetable VegetableMustacheSelfie DadsNewVegetablePet 24HourVegetableBuddy RemoteOrVegetable',
  },
  vet: {
    fitness:
      'VetApprovedWalkies 30DayVetWalkStreak VetPawStretches 10MinuteVetStyleWarmUp VetAdvisedSniffTime VetSaysMoreFetch HumanVsDogVetCardio BackyardVetBootcamp',
    music:
      'VetClassicalForCats SingAlongVetRide 7DayVetPrepPlaylist 30SecVetTripLullaby WhichSongCalmsVetNerves SerenadeTheVetTeam VetVisitCalmingPiano VetGoodBoyJingle',
  },
  village: {
    funny:
      '10MinuteVillageGossip VillageLifeBingo CityVsVillageShopping YourVillageStarterPack WhisperDownTheVillage VillageGiantVeggieRivalry VillageEveryoneKnowsYou 5ThingsEveryVillageHas',
    music:
      'VillageBirdsongRemix VillageBellsBeat VillageDoorstepChoir VillageHarvestSong SoundsOfMyVillage NameThatVillageTune 60SecVillageSoundtrack TownVsVillageAnthem',
  },
  'voice memo': {
    fitness:
      'PepTalkVoiceMemo VoiceMemoHIITTimer 30DayVoiceMemoCheckIn PlankThroughAVoiceMemo FriendsVoiceMemoRelay SquatTillTheVoiceMemoEnds VoiceMemoMarchCadence StretchAlongVoiceMemo',
    prank:
      '24HourChipmunkVoiceMemos TalkingPlantVoiceMemo FridgeSaysHiVoiceMemo VoiceMemoCatchphrase SlowedDownVoiceMemo VoiceMemoApplause EntranceThemeVoiceMemo WhoSaidThatVoiceMemo',
  },
  volcano: {
    dance:
      'EruptLikeAVolcano VolcanoRumbleStomp 30SecVolcanoDance VolcanoBoomBounce MomVsMeVolcanoGroove FreezeAtVolcanoCountdown VolcanoPopAndLock VolcanoJumpAndSpin',
    fashion:
      'DormantVsActiveVolcano 7DaysOfVolcanoColors DressLikeAVolcano VolcanoOmbreNails VolcanoLavaRedLook VolcanoSmokeyEye VolcanoTeeThreeWays 3VolcanoFitsOneJacket',
  },
  'waffle iron': {
    prank:
      'GooglyEyesOnTheWaffleIron WaffleIronHeartSurprise TinyWaffleIronForDad WheresMyWaffleIron WaffleIronSpeechBubble WaffleIronLoveNote WrongGiftInWaffleIronBox SmileyFaceWaffleIron',
  },
  wagon: {
    cooking:
      'ChuckWagonCookOff LemonadeWagonStand WagonWheelPasta WagonPicnicSpread WhatsInTheWagonBasket WagonBakeSale 10MinuteWagonLunch BuildYourOwnWagonTacos',
    gaming:
      'WagonScavengerHunt 60SecWagonLoadRace BeanbagIntoTheWagon WhatsInTheWagon WagonBingoWalk SiblingWagonRelay WagonToyCountGuess WagonStackAttack',
    pet: 'SeniorDogWagonRide PuppyNapInTheWagon WagonPetParade ShortLegsWagonWalk CatInspectsWagon PupsFirstWagonTrip WagonVsBackpackCarrier 7DayWagonConfidence',
    tech: 'WagonDollyShot WagonStopMotion MapTheWagonRoute WagonTimelapseWalk GreenScreenWagonRide 60SecondWagonTrailer WagonPhoneMount SlowMoWagonRace',
  },
  'wake up': {
    dance:
      'WakeUpStretchGroove WakeUpPajamaBop WakeUpAndShimmy 30SecWakeUpRoutine DanceTillYouWakeUp MondayWakeUpMoves WakeUpSlipperSlide ZombieToDiscoWakeUp',
  },
  walmart: {
    prank:
      'WalmartGreeterAtHome WalmartTagsEverywhere WalmartFridgeCheckout CleanUpAisleFiveWalmart WalmartMileLongReceipt TinyWalmartHaulReveal DesignerInAWalmartBag WasThisReallyWalmart',
  },
  'water park': {
    tech: 'WaterParkScreamMeter WaterParkWaitTimeApp WaterParkSlidePOV WaterParkSlowMoSplash PhonePouchWaterParkTest 60SecWaterParkRecap TimelapseOfAWaterParkDay 5PhotoWaterParkStory',
  },
  waterfall: {
    dance:
      'WaterfallRibbonDance WaterfallArmWave HumanWaterfallLine ChasingWaterfallsMoves WaterfallCascadeChoreo 30SecWaterfallFlow KidsVsParentsWaterfall HeadToToeWaterfall',
    fitness:
      'SiblingWaterfallRace WaterfallSoundsYoga 1000StepsToAWaterfall EarnTheWaterfall WaterfallCardioAtHome 10MinWaterfallStretch WaterfallWallSit WaterfallHillLunges',
    funny:
      'ExpectVsRealWaterfall WaterfallTooLoudToHear 200PhotosOfOneWaterfall WaterfallMistHair TrickleNotAWaterfall WaterfallPonchoStruggle WaterfallCameraFogUp DocumentaryVoiceWaterfall',
    music:
      'ChasingWaterfallsCover SingOverWaterfallSounds WaterfallRhythmJam 10SecWaterfallRemix RainVsWaterfallLoFi WaterfallBeatDrop WaterfallFluteMelody WaterfallHummingTrack',
    pet: 'CatVsWaterfallVideo 7DayWaterfallWalkPrep DoesYourPupLikeWaterfalls DogMeetsAWaterfall WaterfallHydrationBreak WaterfallSoundsNapTime WaterfallHikeBuddy WaterfallPetPortrait',
  },
  'watering can': {
    funny:
      'WateringCanPlasticPlant WateringCanPepTalk TooMuchWateringCanLove RainAfterTheWateringCan MyFernsVsWateringCan SpoutAimFail WateringCanSoakedShoes WateringCanSucculentSaga',
    music:
      'SingIntoYourWateringCan WateringCanRainSounds 10SecWateringCanJam WateringCanTrumpet DripDropWateringCanBeat WateringCanDrumKit WateringCanWhistle BucketVsWateringCan',
    pet: 'CatVsWateringCan PupCarriesTheWateringCan 7DayWateringCanFetch PetReactsToWateringCan WateringCanPatrolDog WateringCanKittenGrass WateringCanSniffTest WateringCanBunnyGreens',
    travel:
      'VintageWateringCanHunt SpotAWateringCanAbroad WateringCanPlantShopHop BringYourWateringCan WhereIsThisWateringCan WateringCanFleaMarket 5DollarWateringCanFind WateringCanCommunityPlot',
  },
  webcam: {
    dance:
      'WebcamGalleryConga 30SecWebcamRoutine WebcamEnterAndExit WebcamHandoffDance FamilyCallWebcamFaceOff FreezeWhenWebcamLags WebcamWaveChain ShouldersUpWebcamGroove',
    fashion:
      'WebcamTopHalfFit WebcamBlazerOverTee 3WebcamLooksIn60Sec WebcamGlowUp MeetingVsWeekendWebcam WebcamMullet WhatsUnderTheWebcamDesk 7DayWebcamOutfitLog',
    fitness:
      '10LungesPerWebcamCall WebcamPlankLiveCount LastOneStandingWebcam SquatBeforeWebcamOn WebcamMuteAndMove 60SecWebcamJacks WebcamWallSit WebcamStretchBuddy',
    funny:
      'WebcamFrozenFace WebcamKidCameo 10WorstWebcamAngles WebcamFilterStuck WebcamYoureOnMute CatWalksAcrossWebcam ProfessionalVsRealWebcam NoLaughingWebcamDare',
    gaming:
      'WebcamCharades WebcamDrawAndGuess WebcamWhoAmI WebcamScavengerHunt 30SecWebcamFetchRace KidsVsGrownUpsWebcam ExtremeCloseUpWebcam SimonSaysOnWebcam',
    pet: 'WebcamCatKeyboardWalk WebcamDogPhotobomb WebcamPetSpy PuppyOnTheWebcam HomeAloneWebcamCheck PupPalsMeetByWebcam WebcamTreatTrick 10SecWebcamSitStay',
  },
  weeding: {
    cooking:
      'WeedingBreakLemonade MakeAWeedingDaySmoothie WeedingHarvestSalad 10MinAfterWeedingSnack SiblingWeedingBakeOff WeedingGranolaBites WeedingLunchWraps PostWeedingIcePops',
    fitness:
      'WeedingSquats WeedingLungeWalk 30MinWeedingWorkout FamilyWeedingRelay WeedingBucketCarry 7DayWeedingStreak DadVsMeWeedingRace WeedingKneelAndReach',
  },
  weekday: {
    fashion:
      'WeekdayOutfitLineup WeekdayToWeekendRestyle 3MinuteWeekdayLook MondayVsFridayWeekday RealisticWeekdayGRWM RateMyWeekdayShoes ColorCodedWeekdayFits OneBlazerEveryWeekday',
    pet: 'WhatYourPetDoesWeekdays SunriseWeekdayWalkies WeekdayGoodbyeTreat WeekdayWakeUpByCat 5MinuteWeekdayPlaytime WeekdayVsWeekendDog WeekdayHomecomingZoomies TeachATrickEveryWeekday',
  },
  whale: {
    prank:
      'WhaleSongAlarm WhaleNoisesOnVideoChat EveryShoeHasAWhale WhalePlushInBed 24HourWhaleSpeak GiantBoxTinyWhale DidYouSeeThatWhale WhaleOnTheWindow',
  },
  wheelbarrow: {
    art: 'PaintedWheelbarrowPlanter DrawAWheelbarrowIn60Sec WheelbarrowFairyGarden WheelbarrowScarecrow KidVsMomWheelbarrowArt ChalkWheelbarrowShadow RedWheelbarrowStillLife 7DayWheelbarrowSketches',
    cooking:
      'CookWhatsInMyWheelbarrow WheelbarrowDrinksCooler WheelbarrowBirthdayCake KidsVsDadWheelbarrowPie OneWheelbarrowFiveDinners WheelbarrowSugarCookies ZucchiniByTheWheelbarrow 15MinWheelbarrowSalsa',
    dance:
      'WheelbarrowWaltz LineDanceWithAWheelbarrow MomVsMeWheelbarrowGroove WheelbarrowBeatDrop MoonwalkTheWheelbarrow WheelbarrowTwoStep WheelbarrowCongaTrain 30SecWheelbarrowRoutine',
    music:
      'SqueakyWheelbarrowRemix WheelbarrowTubDrums WheelbarrowShanty NameThatWheelbarrowTune ShovelAndWheelbarrowJam 30SecWheelbarrowJingle GravelWheelbarrowBeat BucketVsWheelbarrowBand',
    prank:
      'WheelbarrowFullOfBalloons GooglyEyedWheelbarrow WhoParkedAWheelbarrowHere WheelbarrowWearingDadsHat TinyWheelbarrowGift StickyNoteWheelbarrow 50StuffiesWheelbarrow WheelbarrowInTheKitchen',
    tech: 'WheelbarrowStepCounter WheelbarrowLoadsTimelapse 60SecWheelbarrowEdit WheelbarrowPOVCam AskAIHowManyWheelbarrows SpeedTestYourWheelbarrow StopMotionWheelbarrowRace SlowMoWheelbarrowTip',
  },
  whistling: {
    cooking:
      'WhistlingKettleTea KeepWhistlingPancakeFlip WhistlingWhileYouBake WhistlingPizzaToss DadVsKidWhistlingCookOff DinnerCallWhistlingDuet WhistlingBreadKnead SaladBeforeWhistlingEnds',
  },
  wifi: {
    art: 'DrawWiFiBlindfolded WiFiIconMosaic WiFiRouterDisguise WiFiPasswordSign 10MinWiFiDoodle KidVsAdultWiFiArt PaintYourWiFiMood WiFiPixelPortrait',
    dance:
      'GrooveTillTheWiFiReturns LaggyVsFastWiFiMoves WiFiBufferingShuffle 30SecWiFiRobot WiFiDialUpDisco WiFiLagLimbo HappyWiFiWiggle WiFiFreezeDance',
    fashion:
      'WiFiSymbolTee LoadingWiFiGlowUp WiFiBarsNailArt 3WiFiLooksIn60Sec WearTheWiFiPassword WiFiOfflineOutfit DressLikeYourWiFiSpeed NerdVsChicWiFiStyle',
    fitness:
      'WiFiBufferBurpees WiFiDeadZoneSprints PlankWhenWiFiDrops SquatTillWiFiLoads 10RepsPerWiFiBar FamilyWiFiRelay WiFiHuntWalk WiFiDownloadJacks',
  },
  wings: {
    gaming:
      'WingsTierList WhichBirdHasTheseWings AnimalWingsCharades WingsFlavorFaceOff GameDayWingsDraft RollTheDiceForWings WingsMysteryDipQuiz WingsPaperAirplaneContest',
  },
  wink: {
    dance:
      'WinkOnTheBeat FinishWithAWink PassTheWink 30SecWinkChoreo MomVsMeWinkOff WinkAndPointShuffle WinkMirrorDuet 8CountWinkRoutine',
    gaming:
      'WhosTheWinker WinkTag WinkStareDown NoLaughWinkBattle SimonSaysWink CanYouWinkBothEyes BluffWithAWink 30SecWinkCount',
    prank:
      'WinkAtDadAllDay EveryPhotoGetsAWink WinkEmojiOnlyTexts 24HourWinkResponse WinkingEyesOnTheFridge DidYouJustWink CaughtMeWinking MakeThemWinkBack',
  },
  'winter wonderland': {
    art: 'ShoeboxWinterWonderland DrawYourWinterWonderland WinterWonderlandMural WinterWonderlandWindow WinterWonderlandInAJar KidVsMeWinterWonderland 10MinWinterWonderland WinterWonderlandCollage',
    fashion:
      'WinterWonderlandFormal AllWhiteWinterWonderland StyleAWinterWonderland 3WinterWonderlandLooks CozyKnitWinterWonderland WinterWonderlandFitCheck MomVsMeWinterWonderland WinterWonderlandLayers',
    wellness:
      'QuietWinterWonderland 10MinWinterWonderlandWalk BreatheInWinterWonderland 3ThanksWinterWonderland PhoneFreeWinterWonderland WinterWonderlandJournal WinterWonderlandSunlight WinterWonderlandTeaTime',
  },
  witch: {
    travel:
      'WitchPumpkinPatchTrip PackLikeAWitch OneWitchHatFiveTowns GuessWhereThisWitchIs WitchForestTrail WitchyAutumnRoadTrip LocalWitchLegendTour WitchAppleOrchardVisit',
  },
  wizard: {
    gaming:
      'SecretWizardGuess TheWizardSays WizardFreezeSpellTag WizardCharades WizardDuelTournament 10QuestionWizardQuiz 30SecWizardPotionRace WizardRiddleQuest',
    pet: '7DayWizardTrickSchool WizardPupAgilityQuest WizardFamiliarReveal WaveTheWizardWand WhichPetIsAWizard WizardOwlPlushFetch WizardSpellTraining CardboardWizardCastle',
    prank:
      'ShrunkByTheWizard 24HourWizardVoice LampsInWizardHats WizardVanishingAct WizardFreezeSpell LightsOutWizardWand WizardDoorPassword WizardInvisibilityPrank',
    tech: 'WizardWandLightPainting VoiceAssistantWizard WizardStopMotionDuel 60SecWizardEdit GreenScreenWizardBattle WizardTeleportTransition WizardLevitationVideo CanYouVanishLikeAWizard',
  },
  'wrong number': {
    art: 'DrawTheWrongNumberCaller WrongNumberComicStrip 60SecWrongNumberDoodle WrongNumberPopArt WrongNumberStickerDesign IllustrateYourWrongNumber WrongNumberZine MeVsYouWrongNumberSketch',
    dance:
      'WrongNumberRingtoneGroove 30SecWrongNumberRoutine MomVsMeWrongNumberDance WrongNumberHangUpDrop FreezeForAWrongNumber ShrugItOffWrongNumber WrongNumberDuet MoonwalkFromAWrongNumber',
    educational:
      'MythOrFactWrongNumber SpotAWrongNumberScam SorryWrongNumberInFrench WrongNumberAreaCodeQuiz WhatAreTheOddsWrongNumber NeverDialAWrongNumber WrongNumberInMorse 10SecondWrongNumberReply',
    fashion:
      'DressAsYourWrongNumber 3WrongNumberLooks DIYWrongNumberPhoneCase WrongNumberTrenchCoat WrongNumberRunwayCall MeVsMyWrongNumberTwin WrongNumberPJsToPro DressedUpForAWrongNumber',
    gaming:
      'WrongNumberTelephoneGame GuessTheCallerWrongNumber WrongNumberImprov WrongNumberTextAdventure 60SecWrongNumberStory SpotAWrongNumberFast WrongNumberMysteryNight SiblingWrongNumberDuel',
    music:
      'SingYourWrongNumberText WrongNumberRingtoneRemix NameThatWrongNumberTune WrongNumberVoicemailSong WrongNumberDuet 30SecWrongNumberJam WrongNumberBlues AutotuneAWrongNumber',
    pet: 'CatDialedAWrongNumber WrongNumberRingtoneHowl PetTagWrongNumberCheck HeadTiltAtWrongNumber DogAnswersWrongNumber PupVsWrongNumberCall WrongNumberZoomies WrongNumberLapNap',
    travel:
      'CountryCodeWrongNumber TimeZoneWrongNumber SorryWrongNumberAbroad PhoneBoothWrongNumber SIMCardVsWrongNumber WrongNumberHostelFriend WrongNumberRoamingFees WrongNumberPostcardHome',
  },
  'yard work': {
    dance:
      'RakeAndRollYardWork YardWorkBroomBop TheSprinklerYardWork 30SecYardWorkGroove MomVsMeYardWorkDance YardWorkTwoStep 8CountYardWorkChoreo YardWorkConga',
  },
  yawn: {
    dance:
      'YawnFreezeDance DoTheYawnWave RiseAndYawnGroove 30SecYawnRoutine YawnOnTheBeatDrop YawnStretchTwoStep MomVsMeYawnOff ContagiousYawnLine',
    fitness:
      'YawnBusterWorkout NoYawningPlank ShakeOffTheYawn YawnPenaltySquats 5BurpeesPerYawn OneMinuteYawnFix WhoYawnsFirstLoses YawnBreakJacks',
    tech: 'YawnInReverse AutoCaptionMyYawn CanYourPhoneCatchAYawn SlowMoYawnCam 5FiltersOneYawn VideoCallYawnChain StopMotionYawn YawnGreenScreen',
  },
  yellow: {
    gaming:
      '30SecYellowGrab YellowOnlyBuild BlueVsYellowCupStack GuessTheYellowObject YellowThingsScavengerHunt YellowTeamGameNight HopOnYellowSpots YellowISpyRound',
  },
  'yoga mat': {
    music:
      'YogaMatSoundBath YogaMatOmChant OneSongYogaMatFlow UnrollOnTheDropYogaMat 7DayYogaMatPlaylist YogaMatPoseToBeat LoFiVsClassicalYogaMat YogaMatKaraoke',
  },
  yogurt: {
    travel:
      'OneYogurtPerCountry YogurtAroundTheWorld GreekVsIcelandicYogurt YogurtParfaitPicnic YogurtCafeHop TryAYogurtInEveryCity LocalYogurtTasting YogurtDairyFarmVisit',
    wellness:
      'YogurtBowlRitual 7DayYogurtMorning 5MinuteMindfulYogurt YogurtFaceMask YogurtSlowSpoonful SelfCareSundayYogurt SunriseYogurtSit YogurtGratitudeBreakfast',
  },
  zebra: {
    gaming:
      'ZebraSpotTheDifference CountZebraStripesIn30 DrawAZebraBlindfolded ZebraTapeHopscotch ZebraAndLionTag BlackOrWhiteZebra OddZebraOut ZebraCheckersMatch',
  },
  zombie: {
    travel:
      'PackAZombieSurvivalBag ZombieWalkParade ZombieCornMazeNight TouristVsZombieFaceOff ZombieRunFiveK OneZombiePhotoPerTown ZombieMovieSetTour RoadTripZombiePlaylist',
  },
};
