import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'senior dog': {
    dance:
      'SeniorDogSlowDance GreyMuzzleSway OldDogNewMoves PromForMySeniorPet TwoStepWithMySeniorDog SeniorDogWaltz BoogieWithMyOldDog SeniorDogDisco',
    fitness:
      'SeniorDogStretchTogether GreyMuzzleMileClub SeniorDogSniffWalk YogaWithMyOldDog MatchYourSeniorDogsPace PlankBesideMySeniorPet SeniorDogGentleFetch WarmUpLikeAnOldDog',
    funny:
      'SeniorDogVoiceover SeniorDogNapOlympics OldDogNewTricks SideEyeFromMySeniorDog PuppyVsSeniorDog LoudestSeniorDogSnore DramaticSeniorDogSigh SeniorPetRatesMyOutfit',
    prank:
      'TextsFromMySeniorDog BlanketSwapSeniorDog SeniorDogPlushDouble SeniorDogSecretDiary SeniorDogFakeTrick SnoreAlarmSeniorDog SeniorPetVoicemail RemoteUnderSeniorDog',
    educational:
      'SeniorDogYearsMath WhyMuzzlesGoGrey TeachAnOldDogATrick SeniorDogMythOrFact HowMuchSeniorDogsSleep SeniorDogHandSignals SeniorDogTeethCheck DecodeYourSeniorDog',
    cooking:
      'SeniorDogSoftTreats SeniorDogBirthdayCake GreyMuzzlePupcakes BrothPopsForSeniorDogs SeniorDogTasteTest SweetPotatoForOldDogs BakeWithMySeniorPet PlateUpForMySeniorDog',
    travel:
      'SeniorDogBucketList SeniorDogBeachDay GreyMuzzleRoadTrip SeniorDogSniffari PackingForMySeniorDog MemoryLaneWithOldDog StrollerTourSeniorDog CafeHopWithSeniorDog',
    fashion:
      'GreyMuzzleBandana DressLikeMySeniorDog SeniorDogPicksMyFit SeniorDogHairCouture SeniorDogFaceTee GrandpacoreWithOldDog SeniorDogCollarGlowUp PajamaPartyWithOldDog',
    wellness:
      'SeniorDogNapTogether GreyMuzzleSlowMorning LetterToMySeniorDog BreatheWithMySeniorDog SeniorDogMassage SunbeamSitWithOldDog SeniorDogGentleBrush SeniorPetPhoneFreeHour',
    speed:
      'SeniorDogSpeedSketch SeniorDogBlanketFortRace SnuffleSprintSeniorDog CleanBeforeOldDogWakes SeniorDogMorningSpeedrun TenSecondSeniorDogPose MySeniorDogTriviaBlitz SeniorDogLeashUpDash',
    music:
      'SeniorDogLullaby GreyMuzzleBallad HowlAlongSeniorDog SeniorDogSnoreRemix ThemeSongForSeniorDog OldiesForMySeniorDog SeniorDogLipSync SeniorDogPianoNap',
    art: 'SeniorDogPawPrintArt GreyMuzzleWatercolor SeniorDogThenAndNow SeniorDogClaySculpt OneLineSeniorDog CartoonMySeniorDog SeniorDogPetRock StitchMySeniorDog',
    tech: 'SeniorDogPetCam GreyMuzzlePhotoSlideshow PuppyFilterSeniorDog VideoCallWithOldDog TranslatorAppSeniorDog SeniorDogPortraitMode PillReminderSeniorDog SeniorDogWalkTracker',
    gaming:
      'SeniorDogPlayerTwo SeniorDogPicksMyMove HideAndSeekSeniorDog ActLikeMySeniorDog SeniorDogAvatar TicTacTreatSeniorDog CozyGamerWithOldDog PuppyOrSeniorDogQuiz',
  },
  'dog bath': {
    dance:
      'DogBathShakeDance DogBathBubbleBop WetDogShuffle CopyTheDogBathZoomies TowelTangoDogBath SudsyShimmyDogBath DogBathVictoryLap AfterTheDogBathDuet',
    fitness:
      'DogBathArmDay CaloriesBurnedDogBath DogBathChaseSteps SquatAndScrubDogBath WallSitDogBath StretchAfterDogBath DogBathBucketCarry WhoSweatsMoreDogBath',
    funny:
      'DogBathEscapeArtist WetDogSlowMoShake DogBathDramaQueen TheDogBathGuiltTrip WhoGotWetterDogBath DogBathDocumentary DogBathGlowUp WhenISayDogBath',
    prank:
      'WetDogHugAmbush DogBathDuckInvasion YourTurnDogBath ShrunkInTheDogBath DogBathBurritoReveal BubbleBeardDogBath DogBathSniffTest PlushInTheDogBath',
    educational:
      'WhyDogsShakeDry ElbowTestDogBath DogBathMythOrFact DogBathInFiveSteps DogBathSkinScience DogBathEarTrick BrushBeforeDogBath ExplainDogBathToKids',
    cooking:
      'DogBathDayPupcakes DogBathBubbleCookies DogBathLickMat DogBathPupsicles PupCupAfterDogBath BakeTheDogBathBribe SpaSnacksForPetBath CarrotCrunchDogBath',
    travel:
      'DogBathAtTheBeach DogWashStationTour MuddyHikeDogBath CampsiteDogBath PackADogBathKit DogBathSpaDayOut DogBathOnTheRoad DogBathAtGrandmas',
    fashion:
      'DogBathTowelWrap DogBathFitCheck DogBathBlowout RaincoatForDogBath MessyBunDogBath PetBathRunway TheWetLookDogBath BandanaAfterDogBath',
    wellness:
      'DogBathSpaNight FreshCleanCuddles BreatheThroughDogBath DogBathMassage DogBathASMR WarmTowelDogBath SundayResetDogBath DogBathCalmPlaylist',
    speed:
      'DogBathSpeedRun DogBathTowelRace BeatTheShakeDogBath OneSongDogBath DogBathSetupIn60 MopUpAfterDogBath DogBathToyTidyTimer HowFastIsYourDogBath',
    music:
      'DogBathSingAlong RubADubPup ShakeItOffDogBath DogBathHowlDuet DogBathSplashBeat DogBathOpera WhatsYourDogBathSong FreestyleRapDogBath',
    art: 'DogBathBubbleArt DogBathPhotoShoot WetDogPortrait BeforeAndAfterDogBath DogBathComicStrip StopMotionDogBath DesignADogBathSticker DogBathClayScene',
    tech: 'WetDogSlowMoCam DogBathBeforeAfterReel DogBathPOV SetADogBathReminder AIVoiceDogBath DogBathSplitScreen SmartSpeakerDogBath AutoCaptionsDogBath',
    gaming:
      'DogBathBingo GuessTheDogBathSound WouldYouRatherDogBath DogBathSimulator DogBathBossFight RockPaperScissorsDogBath ActOutTheDogBath HideAndSeekAfterDogBath',
  },
  treat: {
    dance:
      'TreatTimeDance TreatJarShuffle GoodBoyGroove WillWiggleForTreats CopyMyPupsTreatMoves SpinForADogTreat TheCatTreatStrut FreezeOnCueForTreats',
    fitness:
      'TreatHuntWalk SquatForEveryTreat OneTreatTenReps PlankTillTheTreat TreatTrailJog AgilityForDogTreats CatTreatWandCardio LungeToTheTreatJar',
    funny:
      'TreatOnTheNose TreatCatchFails GoodBoyPatience InvisibleTreatToss CrinkleTheTreatBag TheCatTreatStare DogTreatNegotiation WhenISpellTreat',
    prank:
      'SocksInTheTreatJar TreatShakeWakeUp TreatTrailToDad PocketFullOfTreats SewingKitTreatTin TreatBagRingtone LapAmbushWithCatTreats TreatIOUFromThePup',
    educational:
      'WhyDogsLoveBiscuits TenPercentTreatRule ReadTheTreatLabel SafeOrNotTreatQuiz ClickThenTreat HowNosesFindTreats TeachACatWithTreats GuessTheTreatCalories',
    cooking:
      'TreatBakeOff PumpkinDogBiscuits ThreeIngredientTreats FrozenTreatPops CatTreatTunaBites DecorateTheTreats SweetPotatoChewTreats AppleOatTreats',
    travel:
      'TreatBakeryTour TreatFromEveryCity PackTheTreatPouch HikeForATreat TreatSouvenirHaul ParkPicnicDogTreats CatCafeTreatVisit TreatStopOnRoadTrip',
    fashion:
      'TreatPouchFitCheck TreatCharmEarrings CargoPantsForTreats CatTreatGraphicTee RunwayWalkForTreats DressLikeADogTreat ApronFullOfTreats PoseForATreat',
    wellness:
      'TreatAndCuddleTime LickMatTreatBreak TreatScatterSniff CatTreatSlowBlink QuietChewTreatNight TeaAndATreat DogTreatMassage SunbeamTreatNap',
    speed:
      'TreatHuntTimer BiscuitStackSpeed TrickSpeedrunForTreats PuzzleToyTreatRace RecallDashForATreat CatTreatLightningRound TenMinuteTreatBatch WhoFindsTheTreatFirst',
    music:
      'TreatBagCrinkleBeat TreatTimeJingle GoodBoySong TreatJarDrumSolo SingForYourTreat MeowRemixForCatTreats DogTreatLyricSwap MaracasFromTreatTins',
    art: 'TreatJarPainting TreatPhotoShoot BiscuitIcingArt DogTreatStillLife TreatMosaicPortrait SketchTheTreatFace StopMotionCatTreats ClayTreatMagnets',
    tech: 'TreatFromMyPhone SlowMoTreatFace ScanYourDogTreats TreatDropOnPetCam TreatTalkingButton MotionAlertTreatThief SpreadsheetOfTreats VideoCallTreatTest',
    gaming:
      'TreatPuzzleToyLevels TreatHuntScoreboard BiscuitBingo ShellGameWithTreats TicTacTreat HideAndSeekForTreats WhichHandHasTheTreat TreatTowerTopple',
  },
  catnip: {
    dance:
      'CatnipPartyDance CatnipWiggleBreak CatmintGardenGroove CopyMyCatOnCatnip TheCatnipRoll KickerToyCatnipShimmy CatnipTwoStep MoonwalkForCatnip',
    fitness:
      'CatnipWandCardio CatmintDigDay CatnipPlantingSquats CatnipBunnyKicks CatCowWithCatnip PounceForTheCatnip ZoomiesOnCatnip YogaBesideCatmint',
    funny:
      'CatnipFirstReaction CatnipSlowMo CatnipNatureDoc CatnipSubtitles BeforeAndAfterCatnip TheGreatCatnipHeist WhoFlattenedTheCatmint OneSniffOfCatnip',
    prank:
      'CatnipBananaDecoy CatnipOnTheKeyboard CatmintInTheBouquet SurpriseCatnipPicnicBox TheCatOrderedCatnip CoatPocketCatnip HideCatnipInSlippers YogaMatCatnipAmbush',
    educational:
      'WhyCatsLoveCatnip CatmintVsCatnip TheCatnipGene GrowCatnipFromSeed CatnipRepelsMosquitoes HowLongCatnipLasts CatnipIsAMint KittensIgnoreCatnip',
    cooking:
      'CatnipHerbTea CatnipKittyCookies CatnipIceCubes DryYourOwnCatnip TunaBitesWithCatnip CatnipBirthdayCake ChickenCatnipMeatballs SalmonCatnipPatties',
    travel:
      'CatnipFarmVisit CatnipGardenTour CatCafeCrawl CatnipSouvenirs PackCatnipForTheTrip FindCatnipAtTheNursery SpotCatmintOnAWalk CatnipInTheCarrier',
    fashion:
      'CatnipLeafPrintTee CatnipGreenFitCheck CatmintFlowerCrown CatnipMouseEarrings PurplePaletteCatmint TheCatnipCatwalk PressedCatnipBrooch GardenerChicCatmint',
    wellness:
      'CatmintGardenBreak CatnipTeaWindDown CatnipBlissWatch BreatheInTheCatmint SunnySpotCatnipNap CatnipBrushAndPurr SlowBlinkAfterCatnip QuietHourWithCatnip',
    speed:
      'CatnipReactionTimer CatmintPottingRace NoSewCatnipToyIn60 CatnipHarvestDash SniffOutTheCatnip CatnipZoomieStopwatch BeatTheCatToCatnip TidyTheCatnipMess',
    music:
      'CatnipPurrRemix CatnipZoomiesSoundtrack CatnipLoveSong MeowAlongCatnip CatnipRapBattle MusicVideoOnCatnip MyCatsCatnipMusical LullabyAfterCatnip',
    art: 'CatnipToyCraft CatnipBotanicalSketch CatnipLeafStamps DrawYourCatOnCatnip PressedCatmintFrame CatnipComicStrip EmbroiderACatnipSprig SculptACatnipMouse',
    tech: 'CatnipSlowMoCam PlantIDCatnipTest CatnipGrowthTimelapse WatchCatnipFromWork AIVoiceOnCatnip CatnipStickerPack CatnipBoomerang SoundEffectsOnCatnip',
    gaming:
      'CatnipBoardGameChaos CatnipTreasureHunt CatnipBossBattle CupShuffleForCatnip CheckmateByCatnip KickComboOnCatnip GuessTheCatnipReaction CatnipPawHockey',
  },
  'cat tree': {
    dance:
      'CatTreeSpinMove CatTreeJudgesMyDance ScratchingPostShimmy CatCondoConga BoogieBesideTheCatTree PawWaveCatTower SunbeamSwayCatCondo ShuffleRoundTheCatTree',
    fitness:
      'CarryTheCatTreeBox CatTreeJumpSquats WandUpTheCatTree CatTowerPlankStandoff ScratchingPostStretch CalfRaisesAtCatTree CatCondoBuildBurn LungeLapsAroundCatTree',
    funny:
      'CatTreeKingOfTheHill CatTreeVsTheBox CatTowerFails CatTreeDocumentary IBuiltYouACatTree CouchVsScratchingPost OpenHouseAtTheCatCondo TopPerchCatTreeFeud',
    prank:
      'CatTowerPlushSquad CatTreeForRentFlyer PhoneInTheCatCondo GooglyEyeCatTree CatCondoOfficeSign ChairSwapCatTree CatTreeSecretNote NewRoommateCatTree',
    educational:
      'WhyCatsLikeHeights CatTreeSafetyCheck ScratchingPostScience BestSpotForCatTree SisalScratchingPost PawScentCatTree CatTreePeckingOrder TeachKittensTheCatTree',
    cooking:
      'CatTreeCake CatTreeCupcakeTower ScratchPostCookies PretzelScratchingPost CatCondoGingerbread TieredSnackCatTree CerealTreatCatTree TunaBitesOnTheCatTree',
    travel:
      'CatTreeCafeHop CatTreeThriftFind MovingTheCatTree CatTreeWithAView VanLifeCatTree PetStoreCatTreeHunt DriftwoodCatTree CatTreeRoadTrip',
    fashion:
      'CatTreeOutfitMatch CatTowerPhotoPose BeigeLikeACatTree CatwalkDownTheCatTree StyleTheCatTree ScratchingPostDenim CatCondoCozyKnit FuzzySocksCatTree',
    wellness:
      'CatTreeSunbeamNap CatTreeWindowWatch CatTreeStretchBreak PurrTherapyCatTree ReadingNookCatCondo SlowBlinkCatTree CatTreeMeditation UnplugByTheCatTree',
    speed:
      'CatTreeBuildRace FurFreeCatTreeIn60 ScratchingPostRewrapRush CatTreeTreatBlitz LintRollerCatTreeDash CatCondoSpeedTidy StopwatchOnTheCatTree FindTheToyOnCatTree',
    music:
      'CatTreeConcert CatTreeThemeSong ScratchPostBeat DJScratchingPost CatTreeLullaby SerenadeTheCatTree SingTheCatTreeManual CatTowerTubeDrums',
    art: 'CatTreeDIYBuild CatTreeMakeover CardboardCatCastle DrawTheCatTreeCrew MiniCatTreeDiorama PaintTheScratchingPost CatTreeBlueprint SculptAClayCatTree',
    tech: 'CatTreePetCam SpeedUpTheCatTreeBuild ARCatTreePreview ScratchingPostSlowMo BirdTVForTheCatTree MeasureAppCatTower CatTreePhotoDump CatTreeNightVision',
    gaming:
      'CatTreeTowerDefense CatTreeBuildMode CatTowerPlatformer HideAndSeekCatCondo CatCondoTycoon HighScoreOnTheCatTree PawPrintCatTreeTrivia CharacterSelectCatTree',
  },
  'pet costume': {
    dance:
      'PetRunwayWalk PetCostumeSockPuppetJig PetOutfitPlushTwirl DressAsMyPetHalloweenBop CatCostumeKickLine CongaInDogCostumes WiggleInADogCostume UglyCatSweaterShuffle',
    fitness:
      'HumanPetCostumeSquats BurpeesInACatCostume YogaInADogCostume JumpingJacksDogCostume PetHalloweenStepCount WinterHikeDogSweater PetOutfitLaundryLunges BearCrawlCatCostume',
    funny:
      'PetRunwayCommentary PetCostumeForTheHuman TriedOnMyDogSweater PetOutfitCritic PetHalloweenVoiceover PetCostumeOnAPlush WorstPetCostumeIdea GrandmasCatSweater',
    prank:
      'DogCostumeBedSwap CatCostumeDoorGreet PetOutfitOnAHouseplant DogSweaterRobotVacuum TeddyWearsMyCatSweater MugInADogSweater CoffeeRunInADogCostume SnowmanInAPetOutfit',
    educational:
      'PetCostumeComfortCheck MeasureForADogSweater WhoNeedsADogSweater PetCostumeStressSigns LearnToKnitADogSweater HalloweenPetSafetyQuiz HairlessCatSweater PetOutfitFabricTest',
    cooking:
      'PetCostumeCupcakes PetCostumeCookieDecor PumpkinPawsHalloweenPet CatSweaterCake DonutsInDogCostumes PetOutfitPancakeArt SnacksForPetHalloween GingerbreadDogSweater',
    travel:
      'PetCostumeParadeTrip DogSweaterSnowDay PackADogSweater HalloweenPetDecorWalk PetOutfitBoutiqueHop ThriftAPetCostume HolidayLightsDogSweater PumpkinPatchPetHalloween',
    fashion:
      'DogSweaterTwinning HandKnitDogSweater UglyCatSweaterContest SleeveToDogSweater CatSweaterOOTD CouplesPetCostume HumanSizedPetCostume PetOutfitCapsuleWardrobe',
    wellness:
      'PetCostumeComfortFirst WarmDogSweaterWalk PetHalloweenQuietRoom SlowKnitDogSweater CuddlesAfterPetCostume CatSweaterTeaTime PetCostumeSniffTest ReadingInACatSweater',
    speed:
      'PetCostumeDIYHour NoSewDogSweaterSprint PetHalloweenTriviaRush FoldThePetOutfits PaperDollPetCostumeDash PlushCatCostumeRace CardboardPetCostumeBlitz PetOutfitPhotoBurst',
    music:
      'PetCostumeMusicVideo PetParadeMarch CarolsInCatSweaters DogSweaterKnittingTune SpookyPetHalloweenSong CatCostumeKaraoke DogCostumeHowlAlong RunwayBeatPetOutfit',
    art: 'PetCostumeDIY PetCostumeSketch PetParadePhotoShoot PetCostumePaperDoll EmbroiderACatSweater PumpkinPaintHalloweenPet PixelChartDogSweater MagazineCollagePetOutfit',
    tech: 'PetCostumeARFilter PetParadeLiveStream AIPicksMyPetCostume PetHalloweenGreenScreen RowCounterDogSweater PetOutfitMeasureApp PetHalloweenDoorbellCam StoryPollPetCostume',
    gaming:
      'PetCostumeBingo PetParadeCharacterSelect PetOutfitDressUpGame GuessThatPetCostume DesignAPetCostumeDuel MemoryMatchCatSweater PetHalloweenTrivia WouldYouRatherDogCostume',
  },
  mannequin: {
    fitness:
      'MannequinWallSit PlankLikeAMannequin StatueSquatStandoff OneLegMannequin BurpeeThenMannequin MannequinLungeHold TreePoseMannequin MannequinMidRep',
    funny:
      'MannequinAtDinner FreezeMidSneeze MannequinOfficeParty BackgroundMannequin MannequinWithGrandma WhoBlinkedMannequin MannequinCaughtYawning WorstPoseMannequin',
    prank:
      'MannequinMidDadJoke FrozenSelfieMannequin PassTheSaltMannequin WholeFamilyMannequin FakeLagMannequin TryToMakeMannequinLaugh MannequinWhenMomWalksIn PlushPartyMannequin',
    educational:
      'HowMannequinsAreMade EightHeadsTallMannequin WhyMannequinPosesShake MannequinChallengeQuiz MannequinMuscleMap FamousPaintingMannequin CenterOfGravityMannequin FrozenHistoryMannequin',
    cooking:
      'MannequinMidFlip FreezeFrameFrosting MannequinKitchenChaos FirstBiteMannequin GingerbreadMannequin MannequinMealPrep PizzaNightMannequin MannequinSprinkles',
    travel:
      'MannequinAtLandmarks StatueOrTourist MannequinBeachDay PostcardPoseMannequin MuseumMannequin ParkPicnicMannequin CampsiteMannequin MannequinInEveryCity',
    fashion:
      'MannequinVsMe OOTDMannequinPose RunwayFreezeMannequin StyleAMannequin ThriftFlipMannequin MannequinFitCheck MannequinLookForLess PaperGownMannequin',
    wellness:
      'MannequinMinute StillAsAStatue MannequinBodyScan BoxBreathingMannequin PowerPoseMannequin MannequinAtSunrise FamilyPauseMannequin EyesClosedMannequin',
    speed:
      'MannequinRelay FreezeOnTheBeep TenSecondMannequin QuickChangeMannequin PoseSpeedrunMannequin MannequinSprintStop TidyThenMannequin MannequinCountdown',
    music:
      'MannequinBeatDrop MusicalMannequins FrozenBandMannequin MannequinOnTheChorus HighNoteMannequin MannequinAirGuitar PauseButtonMannequin MannequinSilentDisco',
    art: 'PoseTheMannequin MannequinQuickSketch StopMotionMannequin ShadeTheMannequin ClaySculptMannequin PaintMyMannequinFriends MannequinComicStrip RecreateAPhotoMannequin',
    tech: 'OneTakeMannequin MannequinOrbitShot OnlyIMoveMannequin MannequinPanorama CloneMeMannequin AIAnimatesMannequin MannequinInTimelapse MannequinPortraitMode',
    pet: 'MannequinVsMyCat SitStayStatue DogMannequinChallenge PetInspectsMannequin PuppyRoamsMannequin FishTankMannequin HamsterWheelMannequin MannequinTreatOnNose',
    gaming:
      'MannequinNPCPose PhotoModeMannequin LagSpikeFreeze MannequinTag RedLightMannequin MannequinCharades PropHuntMannequin PauseScreenMannequin',
  },
  shoulder: {
    dance:
      'ShoulderShimmyDance ShoulderRollGroove ShoulderPopBeat ShoulderBumpDuet OnlyShouldersAllowed MirrorMyShoulders ChairShoulderBop PassTheShoulderWave',
    funny:
      'ShoulderDayCantWashHair ShrugEmojiRealLife ShoulderAngelVsDevil ParrotOnMyShoulder GiantShoulderPads TheColdShoulder WhenYourShoulderCracks ShoulderMassageTrain',
    prank:
      'ShoulderTapTrick ShoulderToyParrot ConfettiShrugShoulder ImaginaryLintShoulder ShoulderPadSurprise MagicCoinFromShoulder FakeNapOnYourShoulder SockPuppetShoulder',
    educational:
      'ShoulderRotatorCuffQuiz HowShouldersRotate NameTheShoulderBones WhyShouldersCrack ShoulderWallTest WhatIsShoulderSeason ShoulderVsHipJoint FindYourShoulderBlade',
    cooking:
      'ShoulderSlowRoast ShoulderPulledPork DumbbellShapedCookies ShoulderPressPanini LambShoulderSunday ShoulderDaySmoothie ShreddedShoulderTacos SoupForShoulderSeason',
    travel:
      'ShoulderSeasonTrip ShoulderBagOnly OverMyShoulderViews PlaneSeatShoulderStretch HotelGymShoulderDay SunscreenShoulderCheck ShoulderCamWalkTour CrowdFreeShoulderWeek',
    fashion:
      'ShoulderPadsComeback ShoulderBagFitCheck OffTheShoulderTop OneShoulderOOTD PuffShoulderRunway SweaterOverShoulders BroochOnTheShoulder ShoulderDayMuscleTee',
    wellness:
      'ShoulderRollReset ShoulderDeskStretch DropYourShouldersCalm ShoulderRubSwap ShouldersAwayFromEars InhaleShoulderLift HourlyShoulderCheck AShoulderToLeanOn',
    speed:
      'ShoulderPressRepRace ShoulderTapsInAMinute FastestArmCircles AirPunchShoulderBlitz ShoulderBeepTest ShoulderWallAngels QuickfireShoulderDay BeatMyShoulderScore',
    music:
      'ShoulderShrugBeat ShoulderTapRhythm HeadShouldersKneesRemix ShoulderDrumSolo BassDropShoulderPop KaraokeShoulderBop HumAndShoulderSway AirViolinOnMyShoulder',
    art: 'ShoulderAnatomyDrawing OverTheShoulderPhoto ShoulderDoodleTattoo ShoulderSilhouette WingsFromYourShoulders ClayShoulderSculpt ShadeTheShoulder ShouldersUpSelfPortrait',
    tech: 'ShoulderCamPOV SlouchAlertShoulder MeasureShoulderRange SlowMoShoulderForm AIRepCounterShoulder OverTheShoulderTutorial ShoulderBreakReminder ARShoulderAnatomy',
    pet: 'ShoulderCatRide ShoulderParrotPal DogHeadOnMyShoulder PetOverMyShoulder PuppyShoulderMassage StepUpToTheShoulder BirdieShoulderSelfie NapOnMyShoulder',
    gaming:
      'ShoulderButtonCombo OverTheShoulderCamera ShoulderPressLevelUp ShoulderTapTag GuessWhoseShoulder SimonSaysShoulders AngelOrDevilShoulder BossFightShoulderDay',
  },
  'skate park': {
    dance:
      'SkateParkFreestyleDance LongboardDancing BoomboxAtTheSkatePark RollerDiscoSkatePark SunsetSkateParkSway SkateParkCrewChoreo BreakingAtTheSkatePark SkateParkSpinOff',
    funny:
      'SkateParkParentDebut OllieAttemptBloopers SkateParkCommentator SkateParkSlangTest EpicSlowMoSkatePark FakeSponsorSkatePark FingerboardSkatePark HelmetHairSkatePark',
    prank:
      'SkateParkFakeKickflip DonutDropSkatePark FingerboardDecoySkatePark SurpriseCheerSkatePark PlushMascotSkatePark SkateParkDadCameo SkateParkKazooFanfare HypeManSkatePark',
    educational:
      'HowAnOllieWorks SkateParkEnergyDemo SkateParkEtiquetteQuiz NameTheTrickSkatePark LearnToFallSkatePark HelmetFitTestSkatePark SkateParkGeometry FromPoolsToSkateParks',
    cooking:
      'SkateParkHalfpipeCake SkateParkPicnic SkateboardDeckCookies SkateParkBrownieRamps PostSkateParkSmoothie EnergyBitesSkatePark DonutWheelsSkatePark SkateParkSnackPack',
    travel:
      'SkateParkRoadTrip RateEverySkatePark SkateParkPassport NewCitySkatePark SecretSkateParkFind PackYourSkateParkBag BeachsideSkatePark SunriseAtTheSkatePark',
    fashion:
      'SkateParkFitCheck BaggySkaterLook ThriftHaulSkatePark SkateParkShoeGraveyard HelmetGlowUpSkatePark SkateParkBeanieSeason GraphicTeeSkatePark SockGameSkatePark',
    wellness:
      'SkateParkFlowState SkateParkFirstTryNerves FallAndGetBackUp SunsetSitSkatePark HighFiveSkateParkCrew PhoneFreeSkatePark CoolDownStretchSkatePark TrickJournalSkatePark',
    speed:
      'SkateParkSlangSpeedQuiz FastestOllieStreak GearUpSkatePark BeatTheBuzzerSkatePark BoardBuildSkatePark SkateParkPhotoHunt SkateParkCleanupDash WheelSwapSkatePark',
    music:
      'SkateParkPunkCover SkateParkSoundscape WheelsOnRampBeat SkateParkAnthem SkateParkBeatbox ScoreMySkateParkClip UkuleleAtTheSkatePark BucketDrumsSkatePark',
    art: 'SkateParkMural GripTapeArt SkateParkDeckRepaint SkateParkSketchbook DisposableCamSkatePark MiniSkateParkDiorama CardboardSkatePark SkateParkStickerDesign',
    tech: 'SkateParkSlowMo SkateParkHelmetCam SkateParkTimelapse FollowShotSkatePark SkateParkAIJudge MapEverySkatePark FisheyeSkatePark EditASkateParkClip',
    pet: 'SkateParkPupPortrait CardboardCatSkatePark GuineaPigSkateParkTunnel BackyardPetSkatePark HamsterSkateParkMaze SkateParkKittenSwat TreatsForSkateParkTricks BunnySkateParkJumps',
    gaming:
      'SkateParkComboCounter KickflipHighScore SkateParkSandboxBuild LetterGameSkatePark SkateParkFingerboardCup SkateParkBingo HUDOverlaySkatePark CharacterSelectSkatePark',
  },
  'tree climbing': {
    dance:
      'TreeClimbingVictoryDance TheTreeClimbShuffle PineconeTwirlTreeClimb OwlHootTreeClimbGroove TreeClimbingLeafStomp KoalaHugTreeClimb SquirrelStepTreeClimb TreeClimbHandshake',
    funny:
      'TreeClimbingWayDown TreeClimbingParentsReact GrownUpTreehouseVisit NatureDocTreeClimbing LowestBranchTreeClimb SquirrelJudgesTreeClimb EpicMusicTreeClimb TreeClimbingBloopers',
    prank:
      'TreeClimbingSurpriseNote PlushSquirrelTreeClimb GooglyEyeTreeClimbing SnackBasketTreeClimb BirdCallTreeClimbing TreeClimbFanClub TrunkPeekabooTreeClimb PaperPlaneTreeClimb',
    educational:
      'HowTreesGrowRings ThreePointsTreeClimb StrongBranchTreeClimb TreeClimbLeafID KnotsForTreeClimbing BarkDetectiveTreeClimb AnimalsThatTreeClimb ArboristTreeClimbing',
    cooking:
      'TreeClimbingApplePie TreeClimbingCherryJam TreehouseTeaParty TreeClimbingTrailMix PineconeBitesTreeClimb AcornCupcakeTreeClimb LogCakeTreeClimbing TreeClimbSnackPouch',
    travel:
      'TreeClimbingAdventurePark CanopyWalkTrip ArboristTreeClimbClass TreeClimbingWithAGuide ChildhoodClimbingTrees TreeClimbingCamp PackForTreeClimbing RopeCourseTreeClimbDay',
    fashion:
      'TreeClimbingFitCheck TreeClimbingHarnessLook ForestExplorerOutfit GrippyShoesTreeClimb BarkStainsTreeClimbing LeafPrintTreeClimb HelmetStickersTreeClimb ArboristChicTreeClimb',
    wellness:
      'TreeClimbingForestBathing TreeClimbingInnerChild BranchSittingCalm TreeClimbBreathwork GroundingTreeClimb TreeClimbReadingSpot MorningTreeClimbStretch PhoneFreeTreeClimb',
    speed:
      'AcornSortTreeClimbing TreeClimbTriviaSprint PineconeDashTreeClimb ClimbingTreesSpeedHunt BarkRubBlitzTreeClimb PackTheTreeClimbBag LeafMatchTreeClimbing SquirrelSpotTreeClimb',
    music:
      'TreeClimbingBirdsong TreeClimbingCampSong TreeClimbingAnthem StickDrumsTreeClimb WhistleTuneTreeClimb LeafRustleTreeClimb TreeClimbingKazoo EchoCallTreeClimb',
    art: 'TreeClimbingBarkRubbing TreeClimbingCanopyPhoto TreehouseBlueprintDrawing LeafPressTreeClimbing TreeClimbingComic SketchYourClimbingTree WatercolorTreeClimb PineconeCritterTreeClimb',
    tech: 'PlantIDTreeClimbing LeafScanTreeClimbing ChestCamTreeClimb TreeClimbingPanorama MapTheClimbingTrees WeatherAppTreeClimb RecordBirdsTreeClimb TreeClimbingSlowMo',
    pet: 'TreeClimbingCatTower DogGuardsTheTree PuppyLooksUpTreeClimb HamsterLadderTreeClimb DIYClimbingTreeKitty BirdFeederTreeClimb SquirrelWatchTreeClimb TreeClimbingPetPicnic',
    gaming:
      'TreeClimbingSurvivalGame TreeClimbingPlatformer TreehouseBuildMode LeafBingoTreeClimb SnakesAndLaddersTreeClimb AchievementTreeClimb SideQuestTreeClimbing PixelArtTreeClimbing',
  },
  'corner store': {
    dance:
      'CornerStoreAisleDance CornerStoreRadioGroove BodegaCatTwoStep CornerStoreSnackShuffle ChipBagBodegaJive SlushieSipBodegaSway SaturdayStrutCornerStore PriceTagCornerStorePop',
    fitness:
      'CornerStoreWalkRun CornerStoreStepGoal BodegaBagCarry JugCurlsFromTheBodega LungesToTheBodega CalfRaisesInBodegaLine SnackTaxCornerStore CornerStoreCoolDown',
    prank:
      'SurpriseBodegaBreakfast WrongChipsFromTheBodega MiniBodegaInMyRoom ToyCornerStoreOpening OneGumCornerStoreHaul TreasureMapToTheBodega SlowestBodegaReturn BodegaNapkinNote',
    educational:
      'WhyBodegasHaveCats WhatBodegaMeans FiveDollarBodegaMath CornerStoreLabelQuiz UnitPriceBodega KonbiniVsBodega HowABodegaRestocks CornerStoreRouteMap',
    cooking:
      'CornerStoreRamenUpgrade BodegaBreakfastSandwich CornerStoreOnlyDinner FiveDollarBodegaMeal CornerStoreCharcuterie SnackMashupCornerStore MugCakeFromTheBodega ChoppedCheeseBodega',
    travel:
      'CornerStoreSnackTour JapanKonbiniHaul RateTheBodegaCats FirstStopCornerStore CornerStoreSouvenir ConvenienceStorePassport SmallTownCornerStore GuessTheCountryBodega',
    fashion:
      'CornerStoreFitCheck BodegaStreetStyle PajamasToTheCornerStore DressLikeTheBodegaCat SlidesAndSocksBodega BodegaBagPurse SnackPaletteCornerStore HoodieUpBodegaRun',
    wellness:
      'CornerStoreNeighborChat ThankYourBodegaOwner PayItForwardBodega MindfulWalkToTheBodega SayHiToTheBodegaCat EveningTeaFromBodega CornerStoreFlowers PhoneFreeCornerStore',
    speed:
      'CornerStoreQuickList FastestSnackPick FiveDollarBodegaBlitz CanStackBodegaHaul UnpackTheBodegaBag CornerStoreRecallRound BodegaMealPlanSprint SpotItInTheBodega',
    music:
      'CornerStoreRadioSingAlong CornerStoreJingle CrinkleBeatFromTheBodega BodegaCatSerenade CornerStoreOpera DoorChimeRemixBodega FreestyleAtTheBodega SodaCanDrumsBodega',
    art: 'CornerStoreSketch BodegaCatPortrait MiniatureBodegaDiorama WrapperCollageCornerStore HandLetterABodegaSign BodegaStillLife NeonNightCornerStore ClaySnacksFromTheBodega',
    tech: 'CornerStoreBarcodeQuiz TapToPayAtTheBodega ScanYourBodegaReceipt PinEveryCornerStore AIChefBodegaHaul VoiceListCornerStore BodegaCatSlowMo StreetViewCornerStore',
    pet: 'CornerStoreDogTreat BodegaCatMeetAndGreet PetAisleCornerStore PuppysFirstCornerStore HamsterSizedBodega PupSafeBodegaSnack CardboardBodegaForKitty CornerStoreLeashWalk',
    gaming:
      'CornerStoreTycoon BodegaBingo GuessThePriceBodega FindTheBodegaCat PlayCornerStore SnackTierListBodega CornerStoreSideQuest CornerStoreNPCDialogue',
  },
  'cul de sac': {
    dance:
      'CulDeSacLineDance CulDeSacConga DrivewayGrooveCulDeSac FlashMobCulDeSac CulDeSacPorchBoogie CulDeSacNeighborDuet SprinklerMoveCulDeSac WholeCulDeSacTwoStep',
    fitness:
      'BackyardJumpRopeCulDeSac GarageCircuitCulDeSac DrivewayHIITCulDeSac PorchStepUpsCulDeSac LawnWorkoutCulDeSac FrontYardYogaCulDeSac CulDeSacGardenHulaHoop CulDeSacPatioPilates',
    prank:
      'CulDeSacInMyHallway CatNewsAnchorCulDeSac PlushNeighborsCulDeSac LetterFromTheDogCulDeSac CulDeSacSignForBedroom ToyCarJamCulDeSac CulDeSacBlanketFortTown CulDeSacCookieTollBooth',
    educational:
      'CulDeSacOriginQuiz WhyCulDeSacsAreRound BirdCountCulDeSac NameTheTreesCulDeSac CulDeSacNeighborTrivia FrenchWordsLikeCulDeSac SortTheRecyclingCulDeSac GridVsCulDeSac',
    cooking:
      'CulDeSacPotluck BlockPartyLemonade CulDeSacCookieExchange CulDeSacPopsicles PastaSaladCulDeSac ChiliCookOffCulDeSac LawnPicnicCulDeSac CulDeSacPizzaNight',
    travel:
      'CulDeSacPhotoWalk CulDeSacStaycation AroundTheWorldCulDeSac TouristInMyCulDeSac CulDeSacCampout BackToMyOldCulDeSac GuidebookForMyCulDeSac FiveStarCulDeSac',
    fashion:
      'CulDeSacFitCheck SuburbanSummerLook DadCoreCulDeSac RobeAndSlippersCulDeSac GardeningChicCulDeSac CulDeSacTwinning DrivewayRunwayCulDeSac CulDeSacCostumeParade',
    wellness:
      'CulDeSacEveningWalk CulDeSacPorchSit NeighborGratitudeNote StargazeFromTheCulDeSac WaveHelloCulDeSac SeedSwapCulDeSac QuietMorningCulDeSac ScreenFreeCulDeSac',
    speed:
      'BackyardSackRaceCulDeSac CulDeSacHouseNumberQuiz PorchPuzzleCulDeSac CulDeSacLawnEggAndSpoon CulDeSacMapSketchIn60 GarageTidyCulDeSacBlitz YardWaterBalloonCulDeSac LemonadeRushCulDeSac',
    music:
      'CulDeSacPorchConcert CulDeSacKaraokeNight BucketDrumCulDeSac CarolingAroundCulDeSac CulDeSacAnthem CulDeSacRadioShow GarageBandCulDeSac KazooParadeCulDeSac',
    art: 'DrivewayChalkArtCulDeSac CulDeSacMapDrawing KindnessRocksCulDeSac CulDeSacMailboxMakeover SketchEveryHouseCulDeSac WindowPaintCulDeSac PortraitOfMyCulDeSac LeafCollageCulDeSac',
    tech: 'CulDeSacGroupChat CulDeSacTimelapse StreetViewCulDeSac StarMapAppCulDeSac CulDeSacNightMode BirdSongIDCulDeSac WifiNamesOfMyCulDeSac CulDeSacVideoInvite',
    pet: 'CulDeSacDogWalk CulDeSacPetParade WindowCatsOfCulDeSac PuppyPlaydateCulDeSac BirdFeederCulDeSac FurryNeighborsCulDeSac TreatStopsCulDeSac CulDeSacBunnyPicnic',
    gaming:
      'CulDeSacCityBuild BlockPartyBoardGames YardFlagRaidCulDeSac CornholeCulDeSac PorchCardNightCulDeSac CulDeSacTriviaDuel CulDeSacJigsawMap CulDeSacTournament',
  },
  'bumper cars': {
    dance:
      'BumperCarBounce BumperCarsDanceOff BumpAndSpinGroove ToyBumperCarTwirl DodgemDisco BumperCarDuet SteeringWheelDodgems CongaLikeBumperCars',
    fitness:
      'BumperCarDodgeDrill DodgemAgilityLadder SteerLikeBumperCars SideShuffleBumperCars CoreTwistDodgems BumperCarWallSit HighKneesBumperCars ReverseGearBumperCars',
    prank:
      'DodgemsPlushPassenger ToyBumperCarAmbush BumperCarLicense BumperCarMedalCeremony ParkingTicketBumperCar GPSVoiceBumperCars DisguisedInTheDodgems FanSignsForBumperCars',
    educational:
      'HowBumperCarsWork MomentumAtTheFair ThirdLawBumperCars WhyDodgemsSpark MassVsSpeedBumperCars ToyBumperCarExperiment BumperCarOriginQuiz SeatbeltScienceDodgem',
    cooking:
      'BumperCarCake BumperCarCookies FunfairSnackBoard DonutBumperCars SandwichBumperCars BumperCarBentoBox DodgemMilkshake PopcornBumperCars',
    travel:
      'BumperCarsOnTheBoardwalk FunfairDayTrip RateTheDodgems CountyFairBumperCars VintageDodgemHunt IceRinkBumperCars BumperCarBucketList CarnivalNightDodgems',
    fashion:
      'BumperCarsRetroFit BumperCarRacerLook FunfairOutfitCheck CheckeredFlagBumperCars NeonWindbreakerDodgems MatchYourBumperCar DateNightDodgems HairAfterBumperCars',
    wellness:
      'BumperCarLaughBreak BreatheAfterBumperCars BumperCarInnerChild ShakeOffStressDodgems DodgemGiggles JoyJournalBumperCars FamilyFunBumperCars SundayDodgems',
    speed:
      'BumperCarLapRace DodgemsDash RCBumperCarBlitz TokenCountDodgems ThirtySecondBumperCar PaperBumperCarFold ParallelParkDodgems BumperCarQuickfire',
    music:
      'BumperCarBeatDrop DodgemDiscoMix HonkSymphonyDodgems RapBattleBumperCars CymbalCrashBumperCars BumperCarSingAlong OrganRemixDodgems ThemeSongForBumperCars',
    art: 'BumperCarClayModel FunfairSketchbook CardboardBumperCars PaintBumperCars BumperCarComicStrip RetroDodgemPoster BrickBuiltBumperCar BumperCarStopMotion',
    tech: 'RemoteControlBumperCars DodgemCodingGame BumperCarSlowMo PhysicsAppBumperCars SoundEffectsBumperCars ARBumperCars GForceBumperCars BumperCarTimelapse',
    pet: 'PetVsToyBumperCar BumperCarCatChase PupPortraitBumperCar TreatDeliveryBumperCar PlushBumperCarChew CardboardBumperCarBed BunnyHideoutBumperCar TugOfWarBumperCar',
    gaming:
      'BumperCarArenaRun DodgemDerbyLeaderboard BumperCarsBattleRoyale VideoGameVsBumperCars BossFightBumperCars BottleCapBumperCars MarbleDodgems SplitScreenBumperCars',
  },
  bleachers: {
    dance:
      'BleachersLineDance StartABleacherWave StompClapBleachers BleacherCheerChoreo BleachersFanCam MascotMovesBleachers BleacherSeatShimmy TimeoutGrooveBleachers',
    fitness:
      'BleacherBenchDips InclinePushUpsBleachers BleacherCalfRaises HalftimeSquatsBleachers BleachersStretchBreak SeatedMarchBleachers TrackLapByTheBleachers BleacherPlankHold',
    prank:
      'BleacherSignSurprise FakeFanClubBleachers BigHeadBleachers CowbellBleachers MomInDisguiseBleachers BleacherNameChant MascotCameoBleachers BubbleWandBleachers',
    educational:
      'WhyItsCalledBleachers StadiumWaveMath BleacherScorekeeping BleacherRulesQuiz BleacherSightlines MetalHeatsUpBleachers BattingAverageBleachers MeasureTheStompBleachers',
    cooking:
      'BleacherSnackPack BleachersPopcornBar GameDayNachos BleacherBallparkDogs SoftPretzelBleachers TrailMixForBleachers ThermosSoupBleachers TeamCupcakesBleachers',
    travel:
      'BleachersBallparkTour BleacherSeatViews SmallTownBleachers BleacherBucketList AwayGameBleachers SpringTrainingBleachers MinorLeagueBleachers PackForTheBleachers',
    fashion:
      'BleachersGameDayFit BleacherTeamColors SpiritWeekOutfit BlanketScarfBleachers FacePaintBleachers ThriftedJerseyBleachers BucketHatBleachers VintageVarsityBleachers',
    wellness:
      'BleachersSunsetSit EmptyStadiumCalm CheerEveryoneBleachers JournalOnTheBleachers BreathingBreakBleachers WinOrLoseBleachers PhonesDownBleachers BleacherStargazing',
    speed:
      'BleacherSnackPackRush ScoreboardMathBleachers BleacherSignInSixty QuickFacePaintBleachers BleacherTriviaBlitz RosterRecallBleachers RhymeACheerBleachers JerseySpotBleachers',
    music:
      'BleacherStompBeat BleachersChantRemix DrumlineGameDay SchoolSongBleachers CallAndResponseBleachers KazooSectionBleachers BleacherBucketDrums SeventhInningBleachers',
    art: 'BleachersSketch BleacherPosterArt GameDaySignDesign PaintTheCrowdBleachers SilhouettesOnBleachers FoamFingerBleachers BleacherComicStrip PennantCraftBleachers',
    tech: 'BleachersLiveStreamSetup ScoreboardCodingProject BleacherSlowMoReplay CrowdPanoramaBleachers ScorekeeperAppBleachers DecibelMeterBleachers BleacherTimelapse HighlightReelBleachers',
    pet: 'BleachersDogDay BarkAtTheParkBleachers PupFanClubBleachers WaterBowlBleachers ShadyBleacherSpot TreatsInTheBleachers CouchBleachersWithMyCat BleacherPetMascot',
    gaming:
      'BleacherStadiumBuild BleachersTriviaNight GameDayConsoleCup BleacherBingo FantasyLeagueBleachers PredictTheScoreBleachers CrowdNPCsBleachers PaperFootballBleachers',
  },
  'conference room': {
    dance:
      'ConferenceRoomDanceBreak ConferenceRoomConga BoardroomBoogie MeetingRoomMoonwalk SwivelChairMeetingRoom ShuffleIntoTheBoardroom VictoryJigInTheBoardroom TwoStepToTheMeetingRoom',
    fitness:
      'ConferenceRoomWallSit ConferenceRoomStretch BoardroomPushUps ChairSquatsMeetingRoom PaceTheMeetingRoom TablePlankBoardroom BottleCurlsMeetingRoom CalfRaisesInTheBoardroom',
    prank:
      'PlushieBoardroomSummit CatChairsTheMeetingRoom ConferenceRoomAtBreakfast BoardroomPitchToMom BlanketFortBoardroom KidCEOBoardroomTakeover ConferenceRoomSnackMemo TeddyBearBoardroomVote',
    educational:
      'ConferenceRoomMiniLesson WhiteboardExplainer SlideKaraokeBoardroom JargonDecoderMeetingRoom TakeMinutesMeetingRoom WordOfTheDayBoardroom SpeakUpInTheBoardroom BoardroomMathPuzzle',
    cooking:
      'ConferenceRoomPotluck BoardroomBagelBar CharcuterieMeetingRoom MugCakeMeetingRoom SaladJarMeetingRoom BrownieBakeOffBoardroom CoffeeTastingMeetingRoom ConferenceRoomPizzaParty',
    travel:
      'ConferenceRoomWithAView RateTheConferenceRoom WorkTripPhotoWalk PackForTheBoardroom CityNamedMeetingRooms AirportMeetingRoom TrainCarBoardroom VacationModeBoardroom',
    fashion:
      'ConferenceRoomMulletFit BoardroomPowerLook BlazerSwapBoardroom CasualFridayMeetingRoom SkinnyTieBoardroom SuitAndSneakersBoardroom LanyardGlowUpMeetingRoom MonochromeMeetingRoom',
    wellness:
      'ConferenceRoomBreather MeetingFreeHour BoardroomMeditation StepOutsideMeetingRoom GratitudeRoundBoardroom BoardroomTeaBreak ShoulderRollMeetingRoom ComplimentCircleBoardroom',
    speed:
      'ConferenceRoomSetupRace FiveMinuteMeeting TidyTheBoardroomBlitz ChairStackMeetingRoom WhiteboardWipeBoardroom ElevatorPitchBoardroom CableUntangleMeetingRoom BoardroomRollCall',
    music:
      'ConferenceRoomTableDrums ConferenceRoomAcapella BoardroomBeatbox MeetingRoomJingle AgendaRapBoardroom HoldMusicBoardroom KaraokeInTheBoardroom WhistleSoloMeetingRoom',
    art: 'ConferenceRoomDoodle WhiteboardMasterpiece NoteMosaicBoardroom PaperClipArtBoardroom CoworkerSketchBoardroom ConferenceRoomOrigami CoffeePaintingBoardroom BoardroomStillLife',
    tech: 'ConferenceRoomTechCheck SmartBoardroomTour YoureOnMuteBoardroom ScreenShareMeetingRoom VirtualBackdropBoardroom AINotesMeetingRoom SlideDeckGlowUpBoardroom MeetingRoomQRSignIn',
    pet: 'ConferenceRoomDogVisit ConferenceRoomPetCameo CatStrollBoardroom BoardroomPuppyIntern HamsterCEOBoardroom ParrotInTheMeetingRoom FishTankBoardroom BunnyBreakMeetingRoom',
    gaming:
      'ConferenceRoomLanParty BoardroomBoardGames BuzzwordBingoBoardroom EscapeTheMeetingRoom DrawAndGuessBoardroom BoardroomTriviaCup WhodunitBoardroom MeetingRoomChessClub',
  },
  dusting: {
    dance:
      'DustingShuffle DustingTiptoeDance FeatherDusterFlourish DusterTango DustBunnyHop BeatDropDusting WaltzWithTheDuster DiscoDusting',
    fitness:
      'DustingCalfRaises DustingReachStretch TopShelfTiptoes BaseboardDustingLunges DustingDeepSquat DusterArmCircles WholeHouseDustingSteps UnderTheBedDusterPlank',
    prank:
      'DustingSmileyMessage DustingSecretFavor DustBunnyAdoption SlowMoDusting DusterMicInterview BestDusterAward WhiteGloveDusting ButlerModeDusting',
    educational:
      'DustingMicroscopeLook DustingSunbeamScience WhatIsDustMadeOf TopToBottomDusting MicrofiberVsDuster WhyDustingHelpsAllergies DustingBeforeVacuum DusterMaterialsQuiz',
    cooking:
      'DustingPowderedSugar DustingCocoaStencil FlourDustedBread CinnamonDustingLatte MatchaDustingCookies DustingTheDonuts DustingFrenchToast SnowyDustingBrownies',
    travel:
      'DustingOffMyPassport DustingOffOldMaps AntiqueShopTour DustBunnyTravelMascot PreTripDusting FleaMarketDusterHunt CampingGearDusting SouvenirShelfDusting',
    fashion:
      'DustingOffOldFits DustingOffVintageBag ClosetRewearWeek DusterCoatStyle DustBunnyFuzzySweater ApronChicDusting RetroHeadscarfDusting RubberGloveGlamDusting',
    wellness:
      'MindfulDusting DustingSundayReset SunbeamCleanCalm DustingWithAPodcast DustingKeepsakes OpenWindowDusting DustingPlantLeaves DeclutterThenDusting',
    speed:
      'DustingRoomRace DustingOneSongSprint ShelfWipeRelay BeatTheKettleDusting DustBunnyRoundup DustingBeforeTheDoorbell TenItemDustingDash AdBreakDusting',
    music:
      'DustingDiscoHits FeatherDusterMic DustingOpera AnotherOneBitesTheDuster DusterAirGuitar DustBunnyBallad BeatboxDustingBreak WhistleWhileDusting',
    art: 'DustingShelfStyling DustingSunbeamPhoto DustBunnyDoodles PaintWithADuster FeatherDusterCritters StillLifeDusting DustingFlipBook PuppetFromADuster',
    tech: 'DustingKeyboardHack TimelapseDustingGlowUp AIPlaylistForDusting PhoneSpeakerDusting TVScreenDusting RobotVacuumVsDuster FlashlightDustingCheck ChoreAppDusting',
    pet: 'DustingPetHairHunt DustingCatSwat PuppyVsDustBunny AquariumLidDusting FurTumbleweedDusting DustingTheDogBed MyLittleDustingHelper HamsterHomeDusting',
    gaming:
      'DustingOffOldConsole DustingRetroCartridges CozyCleaningGame DustBunnyBoss AnyPercentDusting BingoCardDusting TreasureHuntDusting AchievementDusting',
  },
  'stone skipping': {
    dance:
      'StoneSkippingFlickGroove RippleEffectMoves StoneSkippingVictoryJig ShoreShimmyRockSkipping StoneSkimmingSwivel StoneSkippingPirouette CongaLineRockSkipping LakesideDuetRockSkipping',
    fitness:
      'StoneSkippingShoreWalk LakeshoreCircuit StoneSkippingCoreTwist RockSkippingLungeThrow SquatPickupRockSkipping SidearmRepsStoneSkimming PebbleHikeStoneSkipping OneLegStoneSkipping',
    prank:
      'StoneSkippingFakeOut StoneSkippingMessageRock EditedRecordRockSkipping CommentatorRockSkipping SwapTheSkippingStones ProCoachRockSkipping TinyMedalRockSkipping StoneSkimmingHypeSquad',
    educational:
      'StoneSkippingAngleTest WhyFlatRocksBounce SkippingStonesRecordQuiz SpinScienceStoneSkipping GeologyOfSkippingStones TeachAKidStoneSkipping ThrowSpeedStoneSkipping StoneSkippingGripLesson',
    cooking:
      'StoneSkippingPicnic StoneSkippingSnackBreak RiverRockCookies ChocolateSkippingStones ThermosCocoaRockSkipping LemonadeRockSkipping FlatbreadSkippingStones TrailMixStoneSkimming',
    travel:
      'StoneSkippingLakeTour StoneSkippingHiddenSpots QuietLakeshoreWalk RiversideRockSkipping StoneSkippingRoadTrip BeachDayStoneSkipping CampsiteStoneSkimming SunriseRockSkipping',
    fashion:
      'StoneSkippingLakeFit StoneSkippingSummerLook RolledJeansRockSkipping BucketHatStoneSkipping CargoShortsSkippingStones FlannelRockSkipping PebblePaletteRockSkipping StoneSkimmingSandals',
    wellness:
      'StoneSkippingLetGo StoneSkippingSunset RippleMeditation SlowBreathsStoneSkimming UnpluggedRockSkipping ThreeThanksStoneSkipping GrandparentStoneSkipping LakeSoundsRockSkipping',
    speed:
      'StoneSkippingTimedRound FlatStoneHuntRace SixtySecondStoneSkipping FirstToFiveRockSkipping BestOfTenRockSkipping QuickdrawRockSkipping RockSkippingBlitz CountdownStoneSkimming',
    music:
      'StoneSkippingPlinkBeat StoneSkippingRippleSong ClackRhythmRockSkipping LakeLullabyStoneSkipping ShantyStoneSkimming HumAlongRockSkipping StoneSkippingUkulele SkippingStonesSoundLoop',
    art: 'StoneSkippingRipplePhoto StoneSkippingSketch PaintedPebbleArt LongExposureRockSkipping WatercolorRockSkipping InkCirclesStoneSkimming ClayCopiesSkippingStones StoneSkippingFlipBook',
    tech: 'StoneSkippingSlowMo SkipCountAppTest AIJudgeRockSkipping MotionTrackRockSkipping SoundWaveRockSkipping SplitScreenRockSkipping StoneSkippingPhotoBurst ProtractorStoneSkimming',
    pet: 'StoneSkippingDogAudience LeaveItRockSkipping ShoreSniffStoneSkipping PupPicnicStoneSkipping LeashWalkStoneSkimming TreatPerThrowRockSkipping ShadeNapRockSkipping SkippingStonesPetPhoto',
    gaming:
      'StoneSkippingMiniGame StoneSkippingHighScore RockSkippingTournament TrickShotRockSkipping RockSkippingDuel PixelRockSkipping BestOfThreeRockSkipping KingOfTheLakeRockSkipping',
  },
  'four leaf clover': {
    dance:
      'FourLeafCloverJig FourLeafCloverStepDance ShamrockShuffle LuckyCloverConga KickLineClover ReelAroundTheClover CloverFieldFreestyle TwirlingInTheClover',
    fitness:
      'FourLeafCloverSquatHunt LuckySevenCircuit CloverPatchLunges BearCrawlClover MeadowHikeClover StretchInTheClover CloverFieldPlank CloverYogaFlow',
    prank:
      'FourLeafCloverFakeOut PocketFourLeafClover LuckyCloverFortuneNote CloverUnderTheirPillow GiantCloverOnTheDoor CloverConfettiDrawer MysteryCloverSender TinyCloverOnDadsMug',
    educational:
      'FourLeafCloverOdds ShamrockVsClover WhyLuckyCloverMutates CloverFeedsTheSoil BeesAndClover PressACloverFlat CloverMeaningsQuiz EstimateTheClover',
    cooking:
      'FourLeafCloverCookies FourLeafCloverCupcakes CloverPancakes CloverAvocadoToast SpinachSmoothieClover TasteTestCloverHoney PizzaShapedLikeClover PestoPastaClover',
    travel:
      'FourLeafCloverMeadowHunt FourLeafCloverIrishTrip CloverPatchPicnic EveryParkLuckyClover HikingForClovers PressedCloverPostcard CampoutInTheClover BackyardSafariClover',
    fashion:
      'FourLeafCloverNecklace FourLeafCloverPrintFit AllGreenLuckyLook CloverEarrings NailArtClover PressedCloverCase CloverHairPins EmbroiderACloverPatch',
    wellness:
      'FourLeafCloverSlowHunt LuckyMomentsJournal LieBackInTheClover CloverCountingCalm CloverFlowerCrown CloverMeadowNap ShareYourClover SkyGazingInTheClover',
    speed:
      'FourLeafCloverSpeedHunt FourLeafCloverRelay ShamrockSpotRace FindACloverInAMinute CloverCountBlitz CloverChainDash FakeCloverFinder BeatTheBuzzerClover',
    music:
      'FourLeafCloverFiddle LuckyCloverLimerick TinWhistleClover SpoonsPercussionClover CloverSingAlong CloverLullaby StompBeatClover JigRemixClover',
    art: 'PressedFourLeafClover FourLeafCloverResin ShamrockStampPrint CloverWatercolor CloverCyanotype MosaicTileClover LuckyCloverRockPaint ChalkDrawingClover',
    tech: 'FourLeafCloverSpotterApp FourLeafCloverMacroShot AISpotsTheClover MagnifierModeClover LuckyCloverWallpaper PlantIDForClover MapPinsForClovers SlowMoBeeOnClover',
    pet: 'FourLeafCloverPetPhoto LuckyPupBandana BunnysCloverSnack GuineaPigCloverPicnic DogRollsInClover CatInTheCloverPatch CloverSniffWalk CloverCollarCharm',
    gaming:
      'FourLeafCloverSearchGame FourLeafCloverLuckyRun CloverCardQuest HiddenObjectClover CloverGoFish SpeedrunToTheClover DiceRollClover MemoryMatchClover',
  },
  'fridge magnet': {
    dance:
      'MagneticDuetMoves FridgeMagnetChoreo PickAFridgeMagnetStep SlideLikeAFridgeMagnet StickyFeetFridgeMagnet KitchenGrooveFridgeMagnet FreezeDanceFridgeMagnet FridgeMagnetTwirl',
    fitness:
      'FridgeMagnetRepCounter KitchenStepCount FridgeMagnetExerciseDraw SquatPerFridgeMagnet StreakChartFridgeMagnet LungeToTheFridgeMagnet WaterGoalFridgeMagnet FridgeMagnetStretchCards',
    prank:
      'FridgeMagnetMessage FridgeMagnetGooglyEyes UpsideDownFridgeMagnet FridgeMagnetPhotoSwap FridgeMagnetTakeover SelfieFridgeMagnet MustacheFridgeMagnet FakeMenuFridgeMagnet',
    educational:
      'HowFridgeMagnetsStick FridgeMagnetFieldTest StainlessVsFridgeMagnet OneSidedFridgeMagnet FridgeMagnetVocab FridgeMagnetGeography CompassFromAFridgeMagnet PaperclipFridgeMagnet',
    cooking:
      'FridgeMagnetMealPlan StuckOnTheFridgeRecipe FridgeMagnetIngredients FridgeMagnetShoppingList DinnerByFridgeMagnet LeftoversFridgeMagnet GrandmasFridgeMagnet FridgeMagnetPancakeArt',
    travel:
      'FridgeMagnetSouvenirs FridgeMagnetMapWall EveryCityOneMagnet StoryOfMyFridgeMagnet GuessWhereFridgeMagnet BucketListFridgeMagnet UgliestFridgeMagnet FridgeMagnetRoadTrip',
    fashion:
      'FridgeMagnetStyleBoard OOTDFridgeMagnet DressLikeAFridgeMagnet PaletteFromAFridgeMagnet FridgeMagnetBrooch RetroFridgeMagnetFit FridgeMagnetTeeDesign WhatToWearFridgeMagnet',
    wellness:
      'FridgeMagnetAffirmations KindWordsOnTheFridge GoodThingsFridgeMagnet MoodMeterFridgeMagnet HabitTrackerFridgeMagnet BreatheFridgeMagnet SelfCareFridgeMagnet FridgeMagnetPhotoMemories',
    speed:
      'FridgeMagnetSpellRace MagnetStackRecord FridgeMagnetColorSort AlphabetDashFridgeMagnet MemoryBlitzFridgeMagnet SentenceRushFridgeMagnet FridgeMagnetTakedown BeatTheTimerFridgeMagnet',
    music:
      'FridgeMagnetLyrics FridgeMagnetSongTitle FridgeMagnetTapBeat MusicNoteFridgeMagnet RapVerseFridgeMagnet FridgeMagnetJingle DuetFromFridgeMagnets ChorusOfFridgeMagnets',
    art: 'FridgeMagnetClayCraft FridgeMagnetGallery BottleCapMagnets FridgeMagnetMosaic FaceCollageFridgeMagnet PaintAFridgeMagnet FeltFridgeMagnet PhotoTileFridgeMagnet',
    tech: 'FridgeMagnetPhoneMount CompassAppVsFridgeMagnet WifiCodeFridgeMagnet FridgeMagnetStopMotion AIWritesFridgeMagnetPoem PhotoToFridgeMagnet SlowMoFridgeMagnetSnap FridgeMagnetDigitalScan',
    pet: 'FridgeMagnetPetPortrait PawPrintMagnetCraft FridgeMagnetFeedingChart FridgeMagnetVetReminder WalkRotaFridgeMagnet SitterNotesFridgeMagnet FridgeMagnetCatMeme KittenProofFridgeMagnet',
    gaming:
      'FridgeMagnetWordGame FridgeMagnetCrossword MagneticChessSet TicTacToeFridgeMagnet ScavengerHuntFridgeMagnet FridgeMagnetMemoryMatch LadderPuzzleFridgeMagnet MazeRunFridgeMagnet',
  },
  'crossing guard': {
    dance:
      'CrossingGuardStrut CrossingGuardTwirl StopSignShuffle WaveLikeACrossingGuard WhistleStepCrossingGuard HandSignalCrossingGuard CrossingGuardVogue CrossingGuardLineDance',
    fitness:
      'CrossingGuardArmDay HoldTheStopSign CrossingGuardStepGoal CrossingGuardWallSit BroomPressCrossingGuard HighKneesCrossingGuard JumpingJacksCrossingGuard LungesLikeACrossingGuard',
    prank:
      'PlushCrossingGuardPost KitchenCrossingGuard HallwayCrossingGuard CrossingGuardForTheCat TinyCrossingGuardCameo ToyTrainCrossingGuard PillowCrossingGuardSign CrossingGuardCookieJar',
    educational:
      'CrossingGuardSignals CrosswalkSafetyQuiz AskYourCrossingGuard LookBothWaysCrossingGuard WhyNeonVestsCrossingGuard OctagonCrossingGuard ADayAsACrossingGuard CrossingGuardRolePlay',
    cooking:
      'CrossingGuardCookies CrossingGuardCocoa TrafficLightBrownies ThermosSoupCrossingGuard ZebraStripeCrossingGuard CrossingGuardSmoothie CrossingGuardMuffins CakePopsForCrossingGuard',
    travel:
      'CrossingGuardsAbroad WalkToSchoolCrossingGuard FieldTripCrossingGuard PostcardToCrossingGuard SouvenirForCrossingGuard SpotTheCrossingGuard SafeRouteMapCrossingGuard CrossingGuardHometownTour',
    fashion:
      'CrossingGuardCouture CrossingGuardNeonFit HiVisHighFashion VestGlowUpCrossingGuard CrossingGuardRainGear AllOrangeCrossingGuard WinterHatCrossingGuard CrossingGuardRunway',
    wellness:
      'ThankYourCrossingGuard SafeStepsCrossingGuard GoodMorningCrossingGuard CalmLikeACrossingGuard CardForYourCrossingGuard CrossingGuardHighFive MindfulWalkCrossingGuard CrossingGuardSmileCount',
    speed:
      'CrossingGuardVestRelay CrossingGuardSpeedQuiz FlashcardCrossingGuard SignalMatchCrossingGuard WhistleCueCrossingGuard SixtySecondCrossingGuard PuzzleRaceCrossingGuard CrossingGuardBlitz',
    music:
      'CrossingGuardAnthem LookBothWaysSong WhistleSoloCrossingGuard BalladForCrossingGuard CrossingGuardRap CrossingGuardJingle ClassChoirCrossingGuard KazooSaluteCrossingGuard',
    art: 'DrawYourCrossingGuard CrossingGuardSignCraft PosterForCrossingGuard CrossingGuardClayFigure SuperheroCrossingGuard CrossingGuardPuppet CrossingGuardWatercolor StickerArtCrossingGuard',
    tech: 'CrossingGuardStopMotion ThanksVideoCrossingGuard CodeACrossingGuardGame CrossingGuardAvatar CrossingGuardGIF CrossingGuardPodcast AIComicCrossingGuard SlideshowForCrossingGuard',
    pet: 'DogMeetsCrossingGuard CatIsTheCrossingGuard WaitCueCrossingGuard CrossingGuardBiscuits CrossingGuardPetPals PupHighFiveCrossingGuard ParrotCrossingGuard HamsterCrossingGuard',
    gaming:
      'MemoryMatchCrossingGuard RedLightCrossingGuard CrossingGuardBoardGame CrossingGuardSimulator CrossingGuardCharades SimonSaysCrossingGuard FreezeTagCrossingGuard LevelUpCrossingGuard',
  },
  'camp counselor': {
    dance:
      'CampCounselorLineDance CampCounselorCheerMoves CampCounselorConga BoomChickaCampCounselor CampCounselorTwistOff ChoreoByTheCampCounselor MoonwalkCampCounselor CabinStompCampCounselor',
    fitness:
      'CampCounselorRelays CampCounselorHikeDay CabinMorningStretch CampCounselorObstacles TugOfWarCampCounselor JumpingJacksCampCounselor BearCrawlCampCounselor SackRaceCampCounselor',
    prank:
      'CampCounselorSillyHatDay CampCounselorPajamaParade RubberDucksCampCounselor BackwardsDayCampCounselor CampCounselorSurpriseSkit DressAsTheCampCounselor LyricSwapCampCounselor CampCounselorMimeDay',
    educational:
      'CampCounselorKnotTying CampCounselorStarGuide LeaveNoTraceBasics FirstAidCampCounselor PlantIDCampCounselor CampCounselorCompass BirdCallsCampCounselor TentSetupCampCounselor',
    cooking:
      'CampCounselorTrailMix CampCounselorPancakes SmoresBarsCampCounselor MacAndCheeseCampCounselor CampCounselorSackLunch DirtCupsCampCounselor BugJuiceCampCounselor CampCounselorGranola',
    travel:
      'SummerCampRoadTrip CampCounselorNatureWalk TrailMapCampCounselor PackLikeACampCounselor VisitingDayCampCounselor StargazingCampCounselor ReunionCampCounselor CampCounselorCabinTour',
    fashion:
      'CampCounselorFitCheck CampCounselorTieDye CampCounselorLanyards BandanaCampCounselor BucketHatCampCounselor CargoShortsCampCounselor BraceletsCampCounselor RainPonchoCampCounselor',
    wellness:
      'CampCounselorQuietTime CabinGratitudeCircle CampCounselorJournaling LetterHomeCampCounselor CampCounselorNatureSit HomesickHelpCampCounselor StargazeCampCounselor BellyBreathsCampCounselor',
    speed:
      'CampCounselorTentRace CampCounselorCabinTidy ColorWarSprint KnotBlitzCampCounselor BedrollDashCampCounselor CampCounselorRollCall CampCounselorQuickfire BuddyCheckCampCounselor',
    music:
      'CampCounselorSingAlong CampCounselorUkulele CampSongRemix EchoChantCampCounselor CampCounselorKazoo BugleWakeUpCampCounselor TableDrumsCampCounselor CampCounselorRap',
    art: 'CampCounselorLanyard FriendshipBraceletCraft TieDyeCampCounselor PaintedRocksCampCounselor PineconeOwlsCampCounselor CampCounselorMural LeafCollageCampCounselor CampCounselorSketch',
    tech: 'CampPhotoSlideshow CampCounselorVlog StarMapAppCampCounselor CampCounselorRecapReel CampCounselorGoodbyeVideo CampCounselorQRHunt SlowMoCampCounselor CodingClubCampCounselor',
    pet: 'CampCounselorPupHelper CampCounselorPetDay CabinDogMascot BunnyVisitCampCounselor PonyBrushCampCounselor ChickenCoopCampCounselor TreatTricksCampCounselor KittenCuddleCampCounselor',
    gaming:
      'CampCounselorCardGames ColorWarCampCounselor CampCounselorGagaBall CampCounselorWerewolf CampCounselorCharades TreasureMapCampCounselor CabinTriviaCampCounselor FreezeTagCampCounselor',
  },
  realtor: {
    dance:
      'RealtorSoldSignDance OpenHouseShuffle KeyShimmyRealtor RealtorClosingDayJig RealtorMoonwalk RealEstateTwoStep GrooveLikeARealtor HandshakeChoreoRealtor',
    fitness:
      'RealtorStepCount RealtorSignCarry HouseTourWalk ListingLungesRealtor MovingBoxSquatsRealtor RealtorPlankPerRoom JumpForJoyRealtor RealtorHighKnees',
    prank:
      'BlanketFortRealtor DollhouseOpenHouse RealtorVoiceRoomTour FridgeListingRealtor BusinessCardRealtor PlushBuyersRealtor ForSaleCouchRealtor RealtorDramaticReveal',
    educational:
      'RealtorListingLingo HowMortgagesWork RealtorSquareFootageMath CozyMeansSmallRealtor ReadAFloorPlanRealtor RentVsBuyRealEstate RealtorDayInTheLife RealEstateInterestQuiz',
    cooking:
      'RealtorOpenHouseCookies RealtorClosingDayCake HousewarmingBrunch BreadAndSaltRealtor GingerbreadListingRealtor PizzaOnMovingDayRealtor RealtorKeyLimePie RealEstateCoffeeBar',
    travel:
      'RealtorNeighborhoodTour HouseHuntingRoadTrip DreamTownRealtor WindowShopRealEstate TinyHomeVisitRealtor CastlePriceRealEstate LighthouseListingRealtor RealtorMapPins',
    fashion:
      'RealtorPowerSuit RealtorOpenHouseFit ShowingDayOutfit NameBadgeRealtor PastelBlazerRealtor ComfyHeelsRealtor RealtorHeadshotLook ToteBagRealEstate',
    wellness:
      'RealtorDreamHomeBoard NewHouseGratitude PorchCoffeeRealtor MindfulWalkthroughRealtor DeclutterLikeARealtor ThankYouNotesRealtor SundayStagingRealtor RealtorCozyCorner',
    speed:
      'RealtorStagingRace RealtorSixtySecondTour ListingPhotoSprint FindTheKeyRealtor ElevatorPitchRealtor BedMakingBlitzRealtor TidyBeforeBuyersRealtor PriceGuessRealEstate',
    music:
      'RealtorJingle RealtorOpenHouseSong DreamHomeAnthem ListingRapRealtor DoorbellRemixRealtor RealtorSerenade KeysPercussionRealtor OperaTourRealEstate',
    art: 'RealtorFloorPlanSketch RealtorListingPhotos DreamHomeDrawing RealtorDollhouseMakeover HousePortraitRealtor SoldSignDesignRealtor CardboardMansionRealtor ClayCottageRealEstate',
    tech: 'RealtorVirtualTour HomeScanAppTest WideAngleRealtor AIStagingRealtor MeasureRoomRealtor RealtorTimelapse GoldenHourRealtor RealtorPanorama',
    pet: 'RealtorPetFriendlyHome RealtorPupOpenHouse CatApprovedRealEstate PuppyTourGuideRealtor FencedYardRealtor HamsterMansionRealtor FishTankListingRealtor BunnyCondoRealtor',
    gaming:
      'RealtorHouseFlipGame GuessThePriceRealtor RealtorBuildMode RealtorTycoon ListingBingoRealtor WouldYouLiveHereRealtor RealEstateTriviaNight SpeedrunTheRealtorTour',
  },
};
