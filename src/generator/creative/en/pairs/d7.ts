import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  city: {
    dance:
      'CityStairsStomp CityLoftBoogie CityStreetLampTwirl DanceAtEveryCityLandmark CityMuralGroove ConcreteJungleJive CityLightsLineDance CityParkSalsa',
    fitness:
      'CityBridgeSprint CityLampPostLunges RunTheCity CityBikeLoop CityStairClimbCount ConcreteJunglePushUps CityBlockPowerWalk CityParkBenchDips',
    funny:
      'CityVsCountryCousin CityPigeonNarration CityCommuterTypes CitySlickerFail CityTouristVsLocal ShoeboxApartmentTour FirstDayInTheCity CityNoiseImpressions',
    prank:
      'CityCafeMorningTray CityKindNoteDrop CityComplimentPosters CitySouvenirFromNextDoor CityPostcardWallReveal SurpriseCitySkylinePicnic CityMapTreasureHunt CityRestaurantAtHome',
    cooking:
      'HomemadeCityHotDogs CityStreetFoodAtHome CityBalconyBrunch CityFamousDishRecreate BigAppleBagels NightMarketNoodles CityDinerBreakfast CityPicnicBoxLunch',
    fashion:
      'CityStreetStyle BigCityFitCheck CityTrenchLayers AllBlackCityUniform CitySneakerRotation GetReadyForTheCity CityDayToNightOutfit CityRainyDayLook',
    speed:
      'CitySightsIn60 CityLandmarkBlitz CitySkylineQuickSketch FastestWayAcrossCity Name10CitiesFast MetroMapMemoryRace CityJigsawSpeedBuild CityCapitalsQuickfire',
    music:
      'SampleTheCity CityBuskerBattle CityLightsSerenade SingOnACityParkBench CityLullaby CityBirdsongRemix CityAnthemCover CitySoundscapeBeat',
    art: 'CitySkylineSketch WatercolorYourCity CardboardCityModel CityLightsCanvas CityDoodleWalk StreetArtSafari CityWindowReflections CityPostcardPainting',
    tech: 'CityHyperlapse CityReflectionPhoto NightModeCityShot CitySunsetInTenSeconds BeatTheTransitApp CityStreetViewThenNow HowLoudIsYourCity CityPanoramaChallenge',
    pet: 'CityDogSightseeing CityPupSubwayBag CityApartmentKittenGym CityBalconyCatNap SidewalkSniffTour ElevatorPetReaction BigCityWalkies CityParkPuppyPlaydate',
    wellness:
      'SlowCitySunday CityParkBenchPause CityQuietSpotHunt CityLibraryReadingNook SunriseCityStroll CityNoiseBreathing CitySoundsMeditation CityTreeCounting',
  },
  sibling: {
    dance:
      'SiblingRivalryDanceOff SiblingMirrorMoves BrotherSisterTwoStep SiblingSyncOrSink DanceLikeYourSibling SiblingKitchenDisco SiblingShuffleBattle SiblingCopyMyChoreo',
    funny:
      'TypesOfSiblings SiblingBlameGame ImpersonateYourSibling SiblingWindowSeatWar WhosMomsFavorite HeStartedIt SiblingTattleTales SiblingChoreExcuses',
    cooking:
      'SiblingCookOff SiblingBlindTasteTest GrandmasSoupRecreate BreakfastForMySibling SiblingRivalryRamen SiblingMidnightSnackRaid SiblingRecipeRelay SiblingSandwichSwap',
    travel:
      'SiblingRoadTrip ChildhoodSpotRevisit SiblingHometownTour SiblingPicnicHike LittleSiblingPlansIt BackseatBorderWars SiblingSouvenirSwap SiblingBusAdventure',
    tech: 'SiblingTechSupport SiblingPhoneSwap SiblingTypingRace SiblingGroupChatRecap RemoteControlWars SiblingAgeFilterReveal MySiblingsScreenTime SiblingEmojiOnlyTexts',
    pet: 'PetPicksASibling SiblingDogCallOff WhoseLapWinsTheCat NewFurSibling SiblingTrickShowdown SiblingCouchPuppyNap SiblingFeedingDuty SiblingsBrushThePup',
    art: 'SiblingPortraitSwap SiblingDrawOff SketchYourSiblingBadly OneCanvasTwoSiblings ChildhoodPhotoRedo SiblingRivalryComic SiblingHandprintArt SiblingClayFaces',
    wellness:
      'SiblingWalkAndTalk SiblingMemoryLane CallYourSibling TellYourSiblingThanks NoPhonesSundayDinner SiblingBedtimeChats SiblingLetterExchange SiblingComplimentCircle',
  },
  'dog park': {
    dance:
      'DogParkDanceOff DogParkLeashTwirl DogParkBoogie DogParkTailWagWiggle DogParkMoonwalk DoTheZoomies DogParkConga DogParkFrisbeeSpin',
    funny:
      'DogParkGossipBench WhoseDogIsThat DogParkCommentator DogParkSoapOpera KnowDogsNotOwners DogParkPeopleTypes DogParkNatureDoc DogParkMuddyAftermath',
    prank:
      'DogParkBubbleAmbush PawPrintChalkTrail DogParkBallStash DogParkPhotobomb DogParkFakeThrow DogParkPupcakeParty DogParkWelcomeBanner DogParkSqueakyToyRain',
    tech: 'DogParkSlowMoCam DogParkGPSDoodle DogParkTimelapse DogParkPanoramaPic DogVsOwnerStepCount DogParkPhotoDump DogParkPawLevelPOV DogParkVlogRecap',
    wellness:
      'DogParkSunsetSit DogParkPhoneDownHour SayHiAtTheDogPark DogParkMorningRitual DogParkSmileCount DogParkBenchRecharge DogParkGratitudeLap DogParkBirdsongBreak',
  },
  ladder: {
    funny:
      'WhoHoldsTheLadder CarryingALadderPOV DadOnTheLadder LadderWarningLabels LadderVsDoorway CorporateLadderSkit WalkUnderTheLadder StepLadderDrama',
    prank:
      'LadderToNowhere FairyLadderOnTheWall StickyNoteLadder LadderBalloonSurprise GooglyEyedLadder TinyLadderOnTheirMug LadderOfCompliments LadderWearsAHat',
    cooking:
      'ToastShadeLadder LadderBerryParfait SweetToSourLadder CoffeeRoastLadder SoftToHardEggLadder RainbowLadderCake PretzelLadders LadderLayerLasagna',
    fashion:
      'RockTheLadderedTights LadderPrintScarf CorporateLadderFitCheck OneLadderFiveLooks LadderStitchRescue LadderCutTeeDIY LadderLaceUp TryALadderBraid',
    speed:
      'FastestLadderFeet WordLadderIn60 LadderRelayRace BeatTheLadderClock LadderHopsCountdown TapeLadderTimeTrial LadderBlitz LadderQuickStepDrill',
    music:
      'LadderScaleSing HumUpTheLadder LadderXylophone HighNoteLadder LadderToHeavenCover LadderHarmonyStack DoReMiLadder FinishTheLyricLadder',
    tech: 'LadderSlowMoDrill CodeAWordLadder LadderStepsStopMotion LadderAgilityTimer LadderCamTimelapse PhoneMeasuresMyLadder LadderBubbleLevelTest SnakesAndLaddersApp',
    pet: 'DogAgilityLadder CatLadderClimb LadderTreatHunt TeachYourPupTheLadder LadderFloorGameForKitty LadderLowStepBunnyWalk LadderPawwork PoochLadderDrill',
    gaming:
      'SnakesAndLaddersNight LadderGolfTournament FloorLadderTwister WordLadderDuel LadderHopscotchGame LadderPuzzleChallenge LadderLeaderboard LadderDiceRace',
  },
  hammer: {
    fitness:
      'HammerGripHold HammerCurlLadder HammerWristTwists HammerToolboxCarry HammerStanceLunges NailedItPushUps StopHammerTimeSquats HammerSideBends',
    funny:
      'EverythingIsANail HammerAsAMicrophone WhereIsTheHammer DIYDadWithAHammer HammerVsFlatPack HammerPictureFrameFail ThumbVsHammerSkit OverconfidentHammering',
    prank:
      'SqueakyHammerBonk FoamHammerSwap ToyHammerSwapPrank BananaForAHammer InflatableHammerAmbush ToolboxFullOfCandy HammerCardboardCutout HammerGooglyEyes',
    speed:
      'HammerToolboxPackRush HammerPegBoardDash HammerTypesMatchUp HammerNailSizeSortBlitz SpeedBirdhouseBuild BeatTheMalletClock HammerFoamBalloonPop HammerToolNameSprint',
    music:
      'HammerAnvilBeat WhistleWhileYouHammer HammerWorkSong IfIHadAHammerCover CantTouchThisRemix HammerSoftMalletMarimba ToyHammerXylophone HammerPipeChimes',
    tech: 'HammerSwingSlowMo HowHardCanYouHammer HammerHitHighSpeedCam HammerLevelAppTest MeasureTwiceHammerOnce AITeachesMeToHammer HammerBuildInFastForward HammerNoiseMeter',
    gaming:
      'HammerOnlyRun HammerStrengthTester HammerBossSmash HammerPegPoundOff SqueakyHammerBalloonBop WhackAMoleHighScore HammerWordGuess HammerTicTacToe',
    dance:
      'ItsHammerTime HammerPantsShuffle HammerToolBeltStrut HammerFreezeFrame CantTouchThisDance HammerCartoonWiggle HammerHandJive HammerBeatFootStomp',
    wellness:
      'MindfulHammerTaps HammerOutTheStress HammerBirdhouseBuild HammerFixOneThing HammerAThankYouSign HammerSawdustSunday SlowHammerRhythm HammerCozyShelfProject',
  },
  'tape measure': {
    fitness:
      'TapeMeasureBroadJump TapeMeasureShuttleRun TapeMeasureSideSteps TapeMeasureLeapTest SitAndReachCheck TapeMeasureFrogHop TapeMeasureLungeWalk TapeMeasureSquatDepth',
    funny:
      'TapeMeasureFishStory TapeMeasureBendFail ImActuallySixFeet TapeMeasureHeightLies WillItFitTapeMeasure DadMeasuresTwice TapeMeasureMustache TapeMeasureCouchDebate',
    travel:
      'TapeMeasureCarryOn TapeMeasureTinyRoom TapeMeasureNarrowestAlley TapeMeasureATreeHug TallestDoorwayHunt TapeMeasureSeatLegroom TapeMeasureFootprints TapeMeasurePuddleJump',
    wellness:
      'TapeMeasureToeTouch OneInchADayHabit TapeMeasureStandTall TapeMeasureDeskSetup TapeMeasureWalkGoal TapeMeasureCalmCorner TapeMeasureReadingStack TapeMeasureSeedlingCheck',
    music:
      'TapeMeasureSnapBeat TapeMeasureClickRhythm TapeMeasureDrumRoll TapeMeasureWhooshLoop TapeMeasureRetractSolo InchwormSingAlong TapeMeasureTrombone TapeMeasureMetalTwang',
    tech: 'PhoneRulerVsTapeMeasure AIGuessVsTapeMeasure TapeMeasureSnapInSlowMo TapeMeasureTVSizeTruth TapeMeasureFloorPlan TapeMeasureStopMotion TapeMeasureRoomScan TapeMeasureLaserCompare',
    pet: 'TapeMeasurePuppyGrowth TapeMeasureLongCat TapeMeasureCatLoaf TapeMeasureCollarFit TapeMeasureKittyLeap NoseToTailDogSpan TapeMeasurePetBed TapeMeasurePupStretch',
    speed:
      'MeasureTheRoomFast TapeMeasureSpeedGuess TapeMeasureRelay TapeMeasureRewindRace TapeMeasureExactStop EyeballThenTapeMeasure TapeMeasureQuickDraw TapeMeasureWingspanRush',
    gaming:
      'TapeMeasureLimbo ClosestGuessWins TapeMeasureFlickOff TapeMeasureMiniGolf TapeMeasureShuffleboard TapeMeasureTrivia TapeMeasureBocce TapeMeasureCoinToss',
  },
  'duct tape': {
    fitness:
      'DuctTapeAgilityLadder DuctTapeBalanceBeam JumpTheDuctTapeLines DuctTapeHopOff SprintToTheDuctTape DuctTapeSideShuffles DuctTapeLeapMarker DuctTapePlankTaps',
    prank:
      'DuctTapeBananaOnWall DuctTapeLunchboxNote DuctTapeRemoteStuck DuctTapeFortSurprise DuctTapeCupsToTheTable UnwrapTheDuctTapeBall DuctTapeMouseTrick DuctTapeComplimentTrail',
  },
  paintbrush: {
    fitness:
      'PaintWhileYouWallSit PaintbrushLungeStrokes MuralPaintingCardio FenceRollerSquats PaintbrushArmCircles PaintbrushJumpingJacks PaintbrushPlankDoodle PaintbrushStepUps',
    prank:
      'FakePaintSpill DryPaintbrushTickle PaintbrushDoodleNote TinyMasterpieceHidden PaintbrushWetChairBluff EaselSurpriseReveal PaintbrushPortraitOfThem PaintbrushSmileyOnBanana',
    travel:
      'PaintTheViewOnSite PocketPaintbrushKit PackAPaintbrushToThePark PaintbrushBeachDay PaintbrushCafeSketch PaintbrushViewpointHop PaintbrushPostcards PaintbrushTrainWindow',
    fashion:
      'HandPaintedSneakers PaintbrushHairStick PaintbrushDenimJacket PaintSplatterFitCheck ArtistSmockStyling PaintbrushTeeDesign PaintbrushToteBag PaintbrushEarrings',
    speed:
      'PaintIn60Seconds PortraitInFiveMinutes PaintbrushRinseRace PaintbrushRainbowDash PaintbrushAlphabetRace CanvasCoverTimer PaintbrushRelayMural PaintbrushOneShadeBlitz',
    music:
      'PaintToTheBeat PaintbrushConductor PaintbrushAsAMicrophone PaintbrushDrumSolo LyricsOnCanvas PaintbrushAirGuitar PaintbrushChimes PaintbrushJarXylophone',
    tech: 'StylusVsPaintbrush PaintbrushTimelapse PaintbrushPaintsItself PaintbrushPhoneZoom PaintbrushTracingApp AIPaintbrushChallenge PaintbrushSplatterSlowMo PaintbrushLightPainting',
    pet: 'PaintbrushPetPortrait PaintbrushCatGrooming PaintbrushBoop DogPosesForPainter PawPrintCanvas KittenVsTheEasel PaintbrushChinScratch PaintbrushGoldfishArt',
    dance:
      'PaintbrushStrokeChoreo PaintbrushSwishStep EaselSideShuffle PaintbrushDanceBreak PaintbrushBoogie PaintbrushBatonTwirl PaintbrushLimbo PaintbrushRibbonSpin',
  },
  flashlight: {
    prank:
      'FlashlightCeilingStars FlashlightShadowBunny FlashlightWallMessage FlashlightMorseHello FlashlightSignalSurprise FlashlightLoveNote FlashlightSpookyFace FlashlightTreasureClues',
    cooking:
      'FlashlightPicnic FlashlightTrailMixBar FlashlightCampCocoa CookByTorchlight BlackoutBakeOff GlowInTheDarkJello FlashlightSnackBoard FlashlightBlindTasteTest',
    art: 'PaintWithAFlashlight ShadowPuppetShowdown FlashlightRainbowWall FlashlightStencilArt FlashlightNameScribble TorchlitPortraits FlashlightPinholeStars FlashlightSilhouetteTrace',
    pet: 'DogWalkByFlashlight KittyChasesFlashlight FlashlightHideAndSeek FlashlightPupCampout FlashlightEveningStroll PetMeetsShadowPuppet FlashlightTreatTrail FlashlightStoryForBunny',
    fashion:
      'RunwayByFlashlight SequinFlashlightTest FlashlightCampFit FlashlightGlowUp FlashlightFlexPose FlashlightSparkleCheck FlashlightMirrorSelfie FlashlightHeadlampLook',
    wellness:
      'ReadByFlashlight FlashlightBedtimeStory FlashlightBlanketFort ScreensOffTorchOn FlashlightWindDown FlashlightSlowBreaths FlashlightStarGazing FlashlightJournaling',
    music:
      'WaveYourFlashlight KaraokeByFlashlight FlashlightTentJam FlashlightBeatSync FlashlightShadowMusical FlashlightSpotlightSolo FlashlightLullaby FlashlightCampSingalong',
  },
  'light bulb': {
    fitness:
      'LightBulbTwistCore LightBulbReachStretch LightBulbSwitchSprints LightBulbArmCircles PlankTillTheLightBulbDims BrightIdeaBurpees LightBulbJumpingJacks LightBulbLungeLadder',
    funny:
      'HowManyToChangeALightBulb CartoonLightBulbIdea LightBulbMomentFails DadVsTheLightBulb LightBulbShowerThoughts WhoLeftTheLightBulbOn LightBulbBurnsOutAgain LightBulbPunsOnly',
    wellness:
      'LightBulbDimAtNine LightBulbSunriseAlarm LightBulbWarmWindDown LightBulbsOffStargaze LightBulbDimmerBedtime LightBulbFreeEvening LightBulbCozyReadingNook LightBulbDaylightMood',
    pet: 'LightBulbReflectionChase LightBulbShadowPlay DogTurnsOnTheLightBulb LightBulbPetCalmTest LightBulbOrSunbeamNap LightBulbMomentForFido LightBulbShapedChewToy LightBulbPuppyIdeaFace',
    travel:
      'LightBulbFestivalNight LightBulbMuseumVisit LightBulbCafeHunt LightBulbDisplayRoadTrip LightBulbNeonSignWalk LightBulbsOfMainStreet LightBulbAntiqueShopStop LightBulbBoardwalkGlow',
    gaming:
      'LightBulbSwitchPuzzle LightBulbInventorTrivia LightBulbBlackoutFreeze LightBulbSimonSays LightBulbColorMemory LightBulbIdeaCharades LightBulbFlashlightTag LightBulbRiddleRound',
    tech: 'SmartLightBulbColorHack LightBulbSlowMoFlicker LightBulbTypesShowdown LightBulbLifespanTest LightBulbMotionSensor LightBulbMorseCode LightBulbCostMath LightBulbPotatoPower',
    music:
      'LightBulbShowToTheBeat LightBulbFlickerRhythm LightBulbBuzzRemix LightBulbHumHarmony LightBulbKaraokeStage ThisLittleLightOfMine LightBulbMomentBallad LightBulbIdeaJingle',
  },
  key: {
    dance:
      'KeyJingleShuffle PhoneWalletKeysDance KeyFoundVictoryStrut KeyRingTwirl KeysPopAndLock KeyUnlockTheDanceFloor KeyInTheDoorShimmy KeyTurnTango',
    fitness:
      'ForgotMyKeysStairRun SquatForEveryKey KeyDropLunges KeyHuntCircuit KeyFetchBurpees KeyStepUps LowKeyWorkout KeyReachPlank',
    educational:
      'HowKeysOpenLocks WhyKeysHaveRidges NoTwoKeysAreAlike SkeletonKeyQuiz FirstKeyEverMade KeyInsideThePadlock MasterKeyDemo KeyThenAndNow',
    cooking:
      'HousewarmingKeyCookies GoldenKeyCake KeyLimePieChallenge KeyChocolateMolds KeyShapedToastArt KeyToMyHeartTart LowKeyLunch MasterKeyMacarons',
    speed:
      'FindTheKeysIn30 WhichKeyRace KeyringStackCountdown KeyPadlockMatchDash SpareKeyScramble KeyUnlockRelay KeysWalletPhoneGo BlindfoldKeySort',
    tech: 'SmartLockVsKey KeyFinderTagTest NeverLoseYourKeys KeyLeftBehindAlert KeyFobBatterySwap PhoneAsYourKey KeyChainQRCode KeyVsFaceUnlock',
    gaming:
      'EscapeRoomKeyHunt KeyMemoryMatch KeyCollectorSpeedrun KeyHotAndCold KeyPuzzleBoxSolve WhoHidTheSpareKey WhichKeyFitsTheLock KeyTreasureChestQuest',
  },
  basket: {
    dance:
      'LaundryBasketShuffle BasketOnHeadSway PicnicBasketSwing PassTheBasketGroove BasketWeaveWiggle BasketCircleHop BasketBalanceStrut BasketBouncingBop',
    fitness:
      'LaundryBasketSquats FullBasketFarmerWalk BasketOverheadPress BasketCarryLunges BasketSledPush BasketSideBends GroceryBasketCurls BasketPickupSprints',
    funny:
      'EggsInOneBasket PicnicBasketVsAnts LaundryBasketMountain OneBasketNoCart WhoPutThisInMyBasket BasketOfSocksMystery BasketBalancingAct ShoppingBasketOverflow',
    educational:
      'HowBasketsAreWoven WickerVsRattanQuiz BasketWeaveGeometry GuessTheBasketFiber BasketballsFirstHoop BasketsAroundTheWorld BasketStrengthTest BasketMaterialsHunt',
    music:
      'LaundryBasketDrum BasketShakerJam PicnicBasketSerenade BasketWeaveRhythm ATisketATasketCover BasketCaseBlues BasketLidTambourine BongoBasketBeat',
    tech: 'BasketChargingStation AIDesignsABasket BasketWeaveTimelapse BasketCableHideaway BasketLampGlowUp BasketStopMotion BasketPhoneStand SolarLanternBasket',
    fashion:
      'BasketBagThreeWays BasketBeachDayLook FitCheckWithABasket TinyBasketEarrings BasketHatTryOn BasketCatwalkStrut BasketPurseDIY StrawBasketStyle',
    cooking:
      'WatermelonBasketCarve PicnicBasketFeast HomemadeBreadBasket BerryBasketTarts ChocolateBasketNests LatticeWeavePie BasketOfScones TortillaBowlBaskets',
  },
  bucket: {
    dance:
      'BucketDrumDance MopAndBucketTwoStep BucketStompCombo BucketHatShuffle BucketBrigadeBop BucketSpinAndFreeze WaterBucketWaltz SandPailSamba',
    fitness:
      'BucketFarmerCarry SandBucketSquats WaterBucketLunges BucketBrigadeRelay FillTheBucketBurpees BucketUphillWalk OneArmBucketHold BucketStepUps',
    educational:
      'BucketSpinNoSpillTrick MeasureRainInABucket GuessTheBucketVolume ThreeHoleBucketTest BucketPulleyLift BucketMuddyWaterClean SinkOrFloatBucket BucketBalanceScale',
    cooking:
      'PopcornBucketFlavors IceBucketMocktails BucketSandcastleCake BucketOfHomemadeNachos CookYourBucketListDish DirtPailDessert BeachBucketSundae BerryBucketJam',
    travel:
      'SeashellBucketHunt TidePoolBucketWalk BucketAndSpadeDayOut BerryPickingBucket TickOffTheBucketList BucketForestConeHunt BeachcombBucket LitterPickBucket',
    tech: 'BucketPhoneSpeaker BucketEchoVoiceMemo WatchABucketFillWithRain SandFilterInABucket BucketStopMotion BucketDrumSoundTest SolarBucketFountain BucketSlowMoSplash',
    gaming:
      'BucketPongTournament BucketTossLeaderboard BucketBowlingNight BucketStackingDuel BucketCanKnockdown CarnivalPailShot CornholeIntoABucket BucketBounceChallenge',
  },
  'water bottle': {
    dance:
      'WaterBottleFlipDance SipAndSpinBottle WaterBottleHipHop WaterBottleShuffle BottleOnTheHeadBop WaterBottleMoonwalk WaterBottleWaltz WaterBottleTwirlStep',
    fitness:
      'WaterBottleCurls TwoBottleFrontRaise PlankReachForBottles WaterBottleRussianTwist WaterBottleSquatPress SipBetweenSets WaterBottleTricepKicks WaterBottleSideBends',
    educational:
      'WaterBottleFlipPhysics InstantIceWaterBottle WaterBottleCondensation WaterBottleRocket SupercooledWaterTrick WhereDoBottlesGo WaterBottleTornado WaterBottleRecycleQuiz',
    cooking:
      'InfuseYourWaterBottle WaterBottleYolkTrick WaterBottlePancakes ColdBrewWaterBottle WaterBottleWhippedCream ShakeItLemonade BottleShakerDressing WaterBottleIcedTea',
    fashion:
      'MatchYourWaterBottle WaterBottleSling CharmYourWaterBottle HandsFreeHydration WaterBottleFitCheck BottleBlingChallenge WaterBottleBeltClip WaterBottleStrapStyling',
    wellness:
      'WaterBottleTimeMarkers WaterBeforeCoffee WaterBottleHabitStreak RefillYourWaterBottle MindfulWaterSip EightGlassesADay WaterBottleDeskReminder WaterBottleLemonMorning',
    tech: 'WaterBottleFlipSlowMo WatchMyWaterBottleFreeze WaterBottleFlashlightLamp WaterBottleReverseEdit HydrationAppShowdown AIDesignsMyWaterBottle WaterBottlePhoneSpeaker WaterBottleIceMeltCam',
    pet: 'WaterBottleFoldBowl TableEdgeBottleTest WaterBreakForThePup WaterBottleFlipVsCat TreatBottleSpinner KnockedOffTheCounter KibbleBottlePuzzle DogWalkWaterBottle',
    gaming:
      'WaterBottleTrickShot WaterBottleMemoryGame RingTossOnBottles WaterBottleFlipScore StrikeWithBottles BottleCapFootball BottleBowlingLeague HotColdBottleHunt',
    prank:
      'WaterBottleGooglyEyes TinyHatOnTheBottle WaterBottleLabelRename FakeWaterBottleFlip BottleOfCompliments SurpriseRefillFairy BottleCapMessage WaterBottleStickerStorm',
  },
  drawer: {
    funny:
      'DrawerThatWontClose DrawerRubberBandBall JunkDrawerReveal TheDrawerOfCables EveryoneHasThisDrawer DrawerOfMysteryKeys DrawerOfTakeoutMenus DrawerFullOfSaucePackets',
    educational:
      'DrawerSlideMechanics HowADrawerIsBuilt FileFoldYourDrawers DrawerMagnetLatchTest JunkDrawerArchaeology DoesThisDrawerSparkJoy DrawerLabelingSystem GuessTheDrawerGadget',
    art: 'DrawerKnobPainting DrawerShadowBox PaintTheDrawerFronts DresserFlipArt JunkDrawerCollage DrawerStripePattern TinyRoomInADrawer DrawerLinerStencils',
    tech: 'DrawerChargingStation JunkDrawerTimelapse CableDrawerDetox OldPhoneDrawerRevival RetroTechDrawerDig MotionLightDrawerHack DrawerReverseVideo DrawerGadgetRankOff',
    pet: 'DrawerCatNap DrawerOpeningKitty SockDrawerThief DogFindsTheToyDrawer DrawerTurnedPuppyBed WhoOpenedTheDrawer ShutTheDrawerTrick DrawerForPetSupplies',
    cooking:
      'DrawerToolsOnlyMeal DrawerGarlicPressPasta UtensilDrawerRecipe DrawerGadgetCookOff BottomDrawerBakeOff DrawerSpatulaShowdown BlindSpiceDrawerPick PantryDrawerSnackBoard',
    gaming:
      'DrawerDiceHoard DrawerOldControllers RetroCartridgeDrawer JunkDrawerGuessWho DrawerDustyConsoleFind BottomDrawerGameNight DrawerItemCharades DrawerScavengerHunt',
  },
  cabinet: {
    dance:
      'CupboardShuffle CabinetKnobTwist CabinetDoorDisco CabinetSnackBreakBop CabinetSpiceRackSway CupboardPeekaboo HipCheckTheCabinet CabinetDrawerRumba',
    funny:
      'CabinetAvalanche CabinetTetrisChamp WhoLeftTheCabinetOpen CabinetOfPlasticBags MismatchedLidsDrama CabinetSpiceFrom2009 CabinetExpiryDateHunt CabinetMysteryContainer',
    educational:
      'FixASqueakyCabinet BuildAMiniCabinet CabinetVinegarVolcano WhatMakesCabinetsSqueak CupboardShelfLife AdjustACabinetHinge LevelACabinetDoor GuessTheCabinetWood',
    travel:
      'CabinetRoadTripSnackPack FillACabinetWithSouvenirs CabinetAntiqueHunt FleaMarketCabinetFind CabinetThriftShopHop CabinetCuriosityMuseum CabinetTrailMixHike CabinetOfTripMugs',
    pet: 'CabinetCatHideout CabinetKittenClimb TreatCupboardStakeout CabinetPetProofing WhoOpenedTheCabinet ChildLockVsPaws CabinetSniffPuzzle CabinetSafetyLatchCheck',
    music:
      'CabinetDoorDrums CabinetPotsPercussion CupboardBeatbox KitchenCabinetJam CabinetTinCanXylophone SqueakyHingeSolo CabinetKnockRhythm CabinetGlassChimes',
  },
  'roller coaster': {
    dance:
      'CoasterArmsUp RollerCoasterTwistStep LiftHillCoasterSway TheRollerCoasterMove RollerCoasterLoopSpin FirstDropFreestyle RollerCoasterBounce CoasterWaveShimmy',
    fitness:
      'RollerCoasterAbs CoasterLineLunges CoasterDropSquats RollerCoasterPlankHold CorkscrewCrunches LoopingLegRaises RollerCoasterWallSit CoasterStairClimb',
    funny:
      'RollerCoasterFaces CoasterCalmFriend RollerCoasterHairAfter CoasterScreamRanking OnRidePhotoRoast LiftHillRegrets DadOnTheCoaster RollerCoasterPOVSkit',
    educational:
      'RollerCoasterPhysics MarbleRollerCoaster CoasterGForceQuiz CoasterSpeedMath WhyLoopsArentCircles RollerCoasterEnergyDemo HowCoasterBrakesWork CoasterPaperTrackBuild',
    music:
      'CoasterClickBeat CoasterScreamChoir SingOnTheCoaster RollerCoasterAnthem CoasterTrackRhythm RollerCoasterHumAlong CoasterQueueKaraoke CoasterWhistleTune',
    tech: 'RollerCoasterSlowMoFaces CoasterLightTrailPhoto CoasterGForceTest LoudestCoasterScream MarbleCoasterStopMotion CoasterQueueTimeTracker RollerCoasterVRHeadset CoasterSimulatorApp',
    pet: 'CatVsMarbleCoaster RollerCoasterPlushToy RollerCoasterPuppyRamp CoasterTubeTreatSlide KittenTunnelCoaster PupReactsToTheDrop CoasterBallRunFetch RollerCoasterNapMat',
    gaming:
      'RollerCoasterDiceGame PaperCoasterMarbleRace CoasterBuildBattle RollerCoasterLevelMaker RollerCoasterScreamOff RollerCoasterCardMatch CoasterTriviaDuel CoasterDesignContest',
    cooking:
      'CoasterPretzelTrack RollerCoasterChurros CornDogsAfterCoaster RollerCoasterCake ThemeParkSnackAttack RollerCoasterCottonCandy CoasterLoopDonuts CoasterPopcornBucket',
  },
  tablecloth: {
    cooking:
      'FancyTableclothTakeout WhiteTableclothAtHome PicnicTableclothSpread RedCheckeredPizza TableclothBrunchSetup TableclothFeastForTwo TableclothTacoBar TableclothGrazingBoard',
    gaming:
      'TicTacToeTablecloth TableclothTreasureMap TableclothCheckers DrawAndGuessTablecloth TableclothTwister TableclothPictionary TableclothBattleship TableclothMiniGolf',
    travel:
      'PackATablecloth SouvenirTablecloth TableclothMarketHunt TableclothHilltopPicnic BeachTableclothDinner TableclothRoadTrip TableclothSunsetSpread TableclothParkHop',
    wellness:
      'GratitudeTablecloth SetTheTableForYou TableclothSundayReset PhoneFreeTablecloth TableclothTeaTime TableclothSlowDinner TableclothCloudGazing TableclothCandleCalm',
  },
  lampshade: {
    educational:
      'LampshadeGeometry WhyLampshadesAreCones LampshadeCurveHunt LampshadeColorMixing WarmVsCoolLampshade LampshadeLightQuiz LampshadeFabricTest LampshadeShadowMath',
    tech: 'LampshadeProjector LampshadeShadowSlowMo AIDesignsALampshade LampshadeTimeLapse LampshadeNightModePic LampshadeStopMotion LampshadeRGBStrip LampshadePhotoLighting',
    pet: 'LampshadeTurnedHamsterHut ConeOfShameMakeover CatBaskingByLampshade LampshadePetPhotoLight LampshadeDogBedDIY LampshadePupPortrait LampshadeShadowChase LampshadeKittyTent',
    gaming:
      'LampshadeRingToss LampshadeStatueFreeze CharadesInALampshade PinTheLampshade LampshadeShadowGuess LampshadeEscapeClue LampshadeSpotlightTag LampshadeHotSeat',
    music:
      'LampshadeBongos LullabyByLampshade LampshadeSpotlightSong LampshadeTapBeat SingUnderTheLampshade LampshadeLitAcoustic LampshadeMegaphone LampshadeDrumCircle',
  },
  clothespin: {
    prank:
      'SneakyClothespinClip GooglyEyeClothespins ClothespinNoteTrail ClothespinSnackLock ClothespinSpiderOnDesk ClothespinEverything ClothespinSecretTag ClothespinBackPat',
    music:
      'ClothespinCastanets ClothespinSnapRhythm ClothespinWindChime ClotheslineSerenade SheetMusicClothespins PinchAndPluck DrumWithClothespins ClothespinClackBeat',
    cooking:
      'ClothespinCookies ClothespinHerbBundles ClothespinRecipeLine ClotheslinePasta ClothespinButterflySnacks ChipClipHack CandyClothespinTreats PretzelClothespins',
    travel:
      'ClothespinPostcardLine ClothespinBeachTowel CampsiteClothespins TravelClotheslineHack RoadTripSnackClips ClothespinWindyPicnic ClothespinMapPins ClothespinHotelCurtain',
    wellness:
      'GratitudeClothespins ClothespinWinsLine ClothespinKindnessClip ClothespinHabitTracker HangUpYourWorries ClothespinPhotoMemories ClothespinGoalBoard ClothespinMoodMeter',
  },
  'smoke alarm': {
    prank:
      'SmokeAlarmBatteryFairy SmokeAlarmCheckCupcakes SmokeAlarmTestReminder SmokeAlarmGooglyEyes SmokeAlarmThankYouCard SmokeAlarmBalloonBanner SmokeAlarmPosterSurprise SmokeAlarmHeroMedal',
    fashion:
      'SmokeAlarmMidnightFit FireAlarmRedOutfitDare SmokeAlarmRobeReady SmokeyEyeLook SmokeAlarmCostumeDIY SmokeAlarmPajamaSet SmokeAlarmSlipperCheck SmokeAlarmShoesByTheBed',
    tech: 'SmartSmokeAlarmTest SetASmokeAlarmReminder SmokeAlarmBatteryCheck WhichAlarmIsChirping SmokeAlarmToPhone SmokeAlarmAppAlert FilmYourSmokeAlarmDrill SmokeAlarmDecibels',
    travel:
      'SmokeAlarmHotelCheck FireStationOpenHouse SmokeAlarmCampsiteReady SmokeAlarmAtGrandmas RentalSmokeAlarmTest SmokeyBearSelfie PackASmokeAlarm SmokeAlarmCabinArrival',
    wellness:
      'SmokeAlarmBeepThenBreathe SmokeAlarmSafetyWalk CalmEscapeRehearsal SmokeAlarmTestTuesday SmokeAlarmBreather SmokeAlarmCheckIn SmokeAlarmFamilyHuddle SmokeAlarmSleepEasy',
    music:
      'SmokeAlarmChirpRemix FireTruckSirenHarmony SmokeAlarmSafetySong SmokeAlarmKazooRiff SingAlongToTheBeep SmokeDetectorRap SmokeAlarmPitchMatch SmokeAlarmJingleWriting',
    pet: 'SmokeAlarmDogRecall SmokeAlarmLeashReady PetRescueWindowSticker SmokeAlarmCatDrill SmokeAlarmCollarTagCheck SmokeAlarmCalmKitty SmokeAlarmTreatTime SmokeAlarmCarrierPractice',
  },
  'junk drawer': {
    tech: 'JunkDrawerCableUntangle JunkDrawerGadgetFix JunkDrawerUSBMystery JunkDrawerChargerMatch JunkDrawerBatteryTest JunkDrawerRecycleRun JunkDrawerOldPhoneRevive JunkDrawerCordLabelHack',
    pet: 'JunkDrawerVetRecords JunkDrawerPetPhotos JunkDrawerDogToyStash JunkDrawerSpareLeash JunkDrawerPoopBagRoll WhoHidTheTennisBall JunkDrawerBrushTime JunkDrawerKittyProofing',
    cooking:
      'JunkDrawerGadgetDinner JunkDrawerTrailMix JunkDrawerNachos MyJunkDrawerPancakes OddsAndEndsSoup JunkDrawerCandyBark JunkDrawerFriedRice JunkDrawerLeftoverPizza',
    fitness:
      'JunkDrawerGripTrainer JunkDrawerSquatSort JunkDrawerLungeHunt JunkDrawerWallSit JunkDrawerFingerReps JunkDrawerTapePlank JunkDrawerJumpingJacks JunkDrawerStretchBreak',
    speed:
      'JunkDrawerSpeedSort JunkDrawerWorkingPen JunkDrawerScissorsHunt EmptyTheJunkDrawerFast JunkDrawerFindTheTape JunkDrawerKeyMatchRace JunkDrawerMinuteToWin JunkDrawerTidyBlitz',
  },
  'washing machine': {
    prank:
      'WashingMachineFaces WashingMachineDucks ShrunkInTheWashing IDidYourWashing SockMonsterWasHere WashingMachineWarmTowels WashingMachineTeddy WashingMachineTalksBack',
    art: 'WashingMachineTieDye WashingLineStillLife DrawYourWashingMachine WashingLintLandscape PortholePortrait WashingMachineSockPuppets WashingMachineBoxRobot WashingMachineSoapArt',
    tech: 'WashingMachineDrumCam SlowMoWashingSpin WashingDoneAlertHack DecodeYourWashingMachine WashingMachineAppTimer AIFixesMyWashingMachine WashingMachineTimelapse WashingMachineSoundClip',
    pet: 'WashingMachineCatTV CheckTheWashingFirst PuppyVsWashingMachine WashingDayZoomies WashingMachineBeepReact FreshLaundryFlop WashingMachinePetBedFluff WashingMachineDogToyBath',
    fashion:
      'WashingMachineTieDye ShrunkInTheWashing WashingLineLookbook WashingMachineFreshFit SpinCycleStyle LastCleanOutfit WashingMachineSweaterCare WashingMachineDenimFade',
  },
  'waffle iron': {
    fitness:
      'EarnYourWaffles BurpeePerWaffle WaffleIronJumpingJacks WaffleIronPlank SquatTillItBeeps WaffleIronCalfRaises WaffleIronWallSit WaffleIronLunges',
    prank:
      'WaffleIronCookiePrank WaffleIronHeartSurprise WaffleIronBedTray WaffleTowerAmbush WaffleIronNameLetters WaffleIronLoveNote WaffleIronRainbowBatch SmileyFaceWaffleIron',
    educational:
      'BelgianVsClassicWaffle WhyWafflesHaveGrids WaffleIronBrowningLab WaffleIronTimeMachine WafflePocketMath WaffleIronHistory WaffleIronSteamScience WaffleIronSurfaceArea',
    travel:
      'WaffleIronTailgate HotelWaffleMaker WafflesAroundTheWorld WaffleIronPicnicDay WaffleIronVisitsGrandma RateTheRentalWaffleIron WaffleIronMovesToCollege WaffleIronCabinWeekend',
    pet: 'PupWatchesTheWaffles CatNamedWaffles DogSitsForWaffleBeep PetHearsTheWaffleIron WaffleMorningZoomies WaffleIronFidoCookies WaffleIronKibbleTreats WaffleIronBegFace',
  },
  trash: {
    fitness:
      'JogAndPickUpTrash BinToCurbSprints SquatPerPieceOfTrash LitterLunges TrashBagFarmerCarry GarbageGains TrashDayStepUps TrashGrabberReach',
    art: 'BottleCapPortrait TrashMosaicMural TrashToTreasureSculpture TrashGargoyleBuild UpcycledCollage TrashPlasticWeaving TrashBagKite TrashCardboardRobot',
    pet: 'TrashFreeParkPicnic TrashDayDogWave TrashNightCatPatrol TrashRecycledPetBed CardboardKittenCastle BinSniffInspector TrashCanTreatPuzzle TrashCleanupWalkies',
    wellness:
      'TrashTheNegativeNotes MindfulLitterWalk FillOneTrashBag NoTrashTalkDay TrashFreeWeek TrashOutCalmMind TrashYourWorries TrashJunkDrawerReset',
  },
  paper: {
    prank:
      'PaperCupDoorwayWall PaperSnowflakeBlizzard StickyNoteDoorCover PaperPlaneMessageDrop PaperHeartsOnTheMirror CrumpledPaperBallPit PaperChainAroundTheDesk PaperFortuneTellerGift',
    wellness:
      'MorningPaperJournal PaperCraneWish PenAndPaperUnplug PaperLetterToFutureYou PaperBoatWorries PaperThankYouNote GratitudePaperChain PaperColoringCalm',
    music:
      'PaperCrumpleBeat CombAndPaperKazoo PaperCupRhythm PaperRattleShakers PaperMegaphoneSolo FanfareOnAPaperHorn PaperWhistleDuet PaperTubeDidgeridoo',
    pet: 'CatVsPaperBag PaperPlateDogPortrait PaperCastleForKitty PaperBallFetch PaperTunnelMaze CrinkleSnuffleBox PaperTowelRollFeeder ShreddedPaperDigPit',
  },
  table: {
    prank:
      'BackwardsTableSetting TableFullOfRubberDucks PretendRestaurantMenu TableForTwoTeddies TableNameCardMixUp TableFakeSpill TableNapkinSwanSurprise TableBirthdayConfetti',
    cooking:
      'GrazingTableBuild TablesideGuacamole TableTacoBar PicnicTableFeast TableSushiRollParty TableForTwelve TapasForTheTable TablePizzaNight',
    music:
      'CupSongChallenge TableDrumBeat TableAirPiano TableTapCover KnockOnTheTableRound TableClapAndSnap TableSpoonRhythm TableGlassXylophone',
    art: 'PaintedTableFlip TableMosaicMakeover ButcherPaperDoodle TableclothStencilArt TableSettingStillLife TableChalkArtDinner TablePlacematDesign TableCenterpieceCraft',
    pet: 'UnderTableHideAndSeek TableEdgeCatSwat TableLegWeaveAgility PetTableManners TinyTableForFido TableCornerSnuffleMat PawsOffTheTable TableBlanketDenForPup',
    gaming:
      'TabletopGameNight TableFlickFootball TableTennisTrickShot CardTableShowdown FoosballTableFinals TurnTheTablesTrivia TableCoinHockey TableDominoTrain',
    tech: 'UnderTableCableHack TableStopMotionFeast TableTopAppGames KitchenTableOffice DinnerTableTimelapse TabletOnTheTable TableOverheadPhoneMount TableWirelessCharging',
  },
  'bunk bed': {
    wellness:
      'BunkBedReadingNook BunkBedDeepTalks BunkBedCozyCave TopBunkDaydream BunkBedGratitudeList LightsOutStretch GoodnightBunkBed BunkBedBestPartOfDay',
    tech: 'BunkBedReadingLight BunkBedWalkieTalkies BunkBedLEDGlowUp TopBunkTextsBelow TopBunkPhoneStandHack BunkBedNightlightDIY BunkBedWhiteNoiseApp BunkBedAlarmClockDuel',
    music:
      'BunkBedLullaby BunkBedBeatbox BunkBedRapBattle TopBunkHarmony CampCabinSingAlong BunkBedFlashlightGig KnockRhythmBunkBed BunkBedKazooDuet',
    art: 'BuildABunkBedFort TopBunkSketch BunkBedCeilingCollage BunkBedNameSigns BunkBedGlowStars BunkBedPortraitSwap PopsicleStickBunkBed BunkBedDreamDoodles',
  },
  zipper: {
    prank:
      'GooglyEyeZipperPull SecretNoteZipper ZipperPocketCandy ZipperCharmSwap ZipperPouchSurprise ZipperInsideOutJacket TinyToyZipper ZipperComplimentTag',
    educational:
      'HowZippersWork ZipperVsButtons FixAZipperWithAPencil WhoInventedTheZipper ZipperSlowMoScience ZipperPullTabQuiz ZipperTeethCount ZipperEngineering',
    music:
      'ZipperScratchBeat ZipperStrumAlong ZipperSymphony ZipperRhythmDuel BeatboxAZipper HoodieZipperSolo JacketZipperJam PlayYourZipper',
    tech: 'ZipperSlowMoCam ZipperCableOrganizer ZipperCloseUpPhoto ZipperPhonePouch ZipperZipsItself AIFixesMyZipper ZipperPortalReveal MagneticZipperTest',
    wellness:
      'ZipperSoundASMR ZipperFidget CozyZipperHoodie ZipperPhoneJail SlowZipperBreath ZipUpYourWorries ZipperComfortKit ZipperBedtimeWindDown',
    art: 'ZipperFlowerBrooch ZipperSculpture ZipperEmbroidery DrawARealisticZipper MosaicOfOldZippers ZipperRevealDrawing ZipperBracelet ZipperCrown',
  },
  skirt: {
    fitness:
      'TennisSkirtJumpRope PilatesInAPleatedSkirt SkirtJumpingJacks SkirtTwirlCardio PleatsAndPlanks SkirtYogaStretch SkirtSprintIntervals SkirtAndSneakersWalk',
    prank:
      'SkirtFromTheCurtains SkirtMatchesTheCouch TutuSkirtDoorAnswer SkirtSwapWithMom SurpriseTwinningDay SkirtDressesTheChair SkirtForTheLamp SkirtForTheHouseplant',
    educational:
      'PiInACircleSkirt SkirtAroundTheWorld HowSkirtPleatsWork SkirtPaperModelLab SkirtLengthsThroughTime WhenSkirtsWereForMen NameThatSkirtShape SkirtFabricDrapeTest',
    travel:
      'SkirtCarryOnOnly MidiSkirtSightseeing PackOneSkirtThreeWays MaxiSkirtMarketDay SkirtDayTripOutfit SkirtTwirlAtEveryStop SkirtGalleryStroll SkirtParkPicnic',
    tech: 'SkirtTwirlSlowMo SkirtTransitionEdit SkirtSpinBoomerang AITriesOnSkirts SkirtOutfitPhotoGrid GreenScreenSkirtSwap ThriftAppSkirtHaul SkirtColorPickerMatch',
    pet: 'SkirtHemKittenPounce DogReactsToMySkirt PetSitsOnMySkirt SkirtTwirlPuppyChase OldSkirtCatTent RuffleAttack SkirtScrapSnuffleMat SkirtTugOfWar',
    gaming:
      'SkirtMusicalStatues SkirtCharadesNight SkirtDiceStyleOff AvatarSkirtDesign SkirtSpinHighScore SkirtDressUpRelay SkirtTwirlSimonSays SkirtFreezeTag',
    wellness:
      'SkirtMeadowTwirl FlowySkirtFreedom SewASkirtSlowly WildflowerSkirtMorning SkirtSpinSunday SkirtBreezyBarefootWalk SkirtPicnicUnwind ComfySkirtReadingNook',
  },
  dress: {
    fitness:
      'DressStepUps DressSquatTest DressSneakerPowerWalk SundressStroll HikeInAMaxiDress DressTwirlAndTone DressedUpDeadlifts DressJumpingJacks',
    funny:
      'ItHasPockets DressColorDebate DressZipperStruggle DressRatedByGrandma PromDressThenVsNow DressMirrorSelfieFail DressForTheWrongEvent DressOrCurtainGuess',
    music:
      'DressSwishPercussion DressTwirlBeatDrop SundressSingalong PromDressBallad LittleBlackDressSong LadyInRedCover MatchYourDressToATune DressColorPlaylist',
    gaming:
      'DiceDecidesMyDress DressThemeCharades DressLikeYourAvatar DressAsACartoonHero DressRockPaperScissors DressUpRelayGame DressBingoCards DressTriviaShowdown',
    wellness:
      'DressUpForYourself WearTheSavedDress DressForJoy SundayBestForMe SundressSlowMorning DressUpForNoReason DressedForTheDay ComfyDressSelfCare',
  },
  'tie dye': {
    fitness:
      'TieDyeTeamRun TieDyeYogaFlow TieDyeBurpeeDare FiveKInTieDye SweatTheRainbow TieDyeJumpRope TieDyeMountainClimbers TieDyeJumpingJacks',
    educational:
      'HowTieDyeWorks TieDyeColorMixing TieDyeWithFoodColoring NaturalTieDyePlants WhyTieDyeFades AvocadoPinkDye TieDyePigmentQuiz TieDyeFoldPatterns',
    travel:
      'TieDyeRoadTrip TieDyeFestivalCamp TieDyeBeachDay TieDyeSquadTravelTees TieDyeBlanketPicnic TieDyeTrailHike TieDyeMarketHunt TieDyeSuitcaseTag',
    music:
      'TieDyeToTheBeat TieDyeDrumCircle TieDyeSixtiesKaraoke PsychedelicTieDyeRiff TieDyeAirGuitarSolo HippieHymnSingAlong TieDyeFolkSong TieDyeTambourineShake',
    tech: 'TieDyePhoneCase TieDyeWallpaper KeyboardSkinInTieDye DigitalTieDyePrint TieDyeFilterEverything WatchTheTieDyeSpread TieDyeDrawingApp TieDyeTimelapseVideo',
    pet: 'TieDyeBandanaPup TieDyeDogHoodie TieDyeKittenBlanket TieDyeLeashWalk GroovyGoodBoy PeaceLoveAndPaws TieDyePetBed TieDyeCatPortrait',
    gaming:
      'TieDyeControllerSkin TieDyeTwisterRound TieDyeDiceSet TieDyeMatchingPairs RainbowRoadTieDye GroovyGameNight TieDyeTetris TieDyeGuessThePattern',
    wellness:
      'MindfulTieDye TieDyeMoodColors SlowTieDyeFolding TieDyeDayOff TieDyeUnplugDay PeaceLoveAndDye TieDyeJournalCover TieDyeBreathingSpiral',
    funny:
      'TieDyeTheWholeWardrobe TieDyeDadPhase TieDyeRainbowHands BathtubAfterTieDye ExpectationVsTieDye TieDyeTurnedBrown GrandmaTriesTieDye TieDyeUnfoldReaction',
    prank:
      'TieDyeSockSurprise TieDyePillowcaseSwap TieDyeSlangAllDay MatchingTieDyeAmbush EveryoneInTieDye TieDyeHippieWakeUp TieDyeLunchNapkins TieDyeDoorBanner',
  },
  orange: {
    tech: 'OrangeFruitBattery OrangeHourPhotoDump OrangeFilterSelfie BestOrangeJuicerBattle NightShiftOrangeGlow PeelerGadgetFaceOff OrangeColorPickerHunt OrangeSlowMoSqueeze',
    pet: 'OrangeCatChaosCam OrangeBallFetch PetsInOrangeBandanas OrangeCollarGlowUp GingerKittenZoomies OrangeTabbyPortrait OrangeToyHunt OrangeSockTugOfWar',
    wellness:
      'OrangeScentReset MindfulOrangePeeling OrangePeelPotpourri OrangeSunsetGratitude OrangeCitrusCalm OrangeZestMorning OrangeSlicesAtSunrise OrangeSunshineBreak',
  },
  grape: {
    prank:
      'GrapePlushInTheFridge GrapeBalloonBunch GrapeStickerSurprise GrapeGooglyEyes GrapeCostumeReveal GrapeRingtoneSwap GrapeEmojiCardTrail GrapeBlueberryMixUp',
    tech: 'GrapeRaisinTimelapse GrapeStopMotionRace GrapeSlowMoSquish GrapeCutterShowdown GrapeCaterpillarAnimation CanAIRankGrapes PhoneMicroscopeGrape GrapeGreenScreen',
    pet: 'GrapePlushFetch GrapeSqueakyToyHunt GrapeFreeDogTreats GrapeColoredPuppyPillow GrapeBoxKittyHideout GrapeShapedCatBed NoGrapesForPets GrapePurpleCollarDIY',
    wellness:
      'GrapeRaisinMeditation GrapeGardenPause FrozenGrapeCoolDown GrapeSnackReading GrapeSunsetPicnic SavorOneGrapeSlowly GrapeJuiceToast GrapeShareABunch',
    music:
      'GrapeStompRhythm GrapeBunchShaker GrapeSquishBeat ThroughTheGrapevine GrapeJamSingAlong GrapeJuiceGlassSymphony SourGrapesBlues SweetGrapeSerenade',
  },
  blueberry: {
    fashion:
      'BlueberryDyedTee BlueberryMilkNails DressInBlueberryBlue MakeBlueberryEarrings BlueberryLipStainDIY BlueberryPickingOutfit BlueberryBandanaTie StyleABlueberryPrint',
    wellness:
      'SlowSipBlueberryTea BlueberryPickingCalm BlueberrySmoothieHabit GrowABlueberryBush BlueberrySunshineSnack BlueberryBrainBreakfast OneBlueberryMeditation BlueberryYogurtBowl',
    pet: 'BlueberryBandanaPose BlueberryPatchPortrait BlueberryLickMat PawsInTheBlueberries DogTriesBlueberries PupCatchesABlueberry BlueberryTreatForFido BlueberryPetIcePop',
    music:
      'SingBlueberryHill BlueberryShaker BlueberryJamDuet PlayTheBlueberryBlues RhymeWithBlueberryRap BlueberryBeatbox BlueberryMuffinMelody BlueberryKazooCover',
  },
  raspberry: {
    educational:
      'RaspberryIsNotABerry HollowRaspberryMystery ExtractRaspberryDNA BeesMakeRaspberries RedVsBlackRaspberry CountRaspberryBumps WhyRaspberriesMold RaspberryPlantLifeCycle',
    speed:
      'RaspberryPickRace RaspberryFingerSprint RaspberryTowerIn30 SpeedyRaspberrySort BerryBasketDash FillARaspberryBoxFast ChopstickRaspberryRush RaspberryToppingBlitz',
    tech: 'RaspberryFoodPhotoHack RaspberryGrowTimelapse RaspberryCannonballSlowMo LetAICookMyRaspberries RaspberryPhoneZoomIn RaspberryFlatLayChallenge RaspberryPortraitMode RaspberryStopMotion',
    pet: 'RaspberryLeaveItDare RaspberryPlushFetch RaspberryPupSniffTest RaspberryPatchStroll DogHearsARaspberry RaspberryPetPortrait RaspberryFrozenFidoTreat RaspberryKittenToy',
    music:
      'RaspberryBeretCover RaspberryJamKaraoke BlowARaspberrySolo RaspberryRockOpera BerryShakerBeat RaspberryJingle TheRaspberryRap RaspberryPickingSong',
  },
  cherry: {
    educational:
      'CherryPitToTree WhyCherriesSplit NameThatCherry CherryBlossomOrApple SweetOrTartCherry HowMaraschinoIsMade CherryOriginsQuiz CherryJuiceColorTest',
    travel:
      'PickYourOwnCherries CherryPicnicInThePark CherryTastingTour CherryOrchardRoadTrip WalkUnderCherryBlossoms CherryFestivalHop CherryFarmStandDetour CherryMarketMorning',
    tech: 'CherryBlossomTimelapse CherryPetalsInSlowMo CherryPitterTest AIPicksMyCherryRecipe CherryPhoneZoomIn CherryDropInReverse CherryFilterSelfie CherryStopMotionSnack',
    pet: 'CherryBandanaPose CherryPlushFetch CherryPetalCatChase SakuraPupPortrait CherryBlossomDogWalk CherryToyTugOfWar CherryRedCollarShoot CherryPrintPetBed',
    music:
      'CherryBombCover CherryBlossomHumming CherryPitShakers SakuraSingAlong CherryPieRemix BowlOfCherriesBeat CherryStemWhistle CherryTreeLullaby',
    fitness:
      'CherryPickingSquats CherryOnTopFinisher CherryStemBurpees ReachForTheCherries PitStopPlank BlossomTrailRun CherryPushUpCountdown CherryBasketLunges',
    dance:
      'CherryStemShuffle CherryPickerStomp CherryOnTopPose CherryPickedMoves CherryBalanceDance DoubleCherryDuet CherryBlossomSway CherryOrchardWaltz',
  },
  peach: {
    educational:
      'NectarineIsAPeach WhyPeachesHaveFuzz PeachStoneStickyOrFree RipenAPeachFaster PeachBrowningTest PeachSinkOrFloat PeachPitToTree PeachDNAExtraction',
    tech: 'PeachRipenTimelapse PeachFuzzCloseUp AIPeachRecipeTasteTest DropAPeachInSlowMo PeachFoodPhotoGlowUp PeachVanishesInStopMotion PeachMagicTrickEdit GiantPeachGreenScreen',
    gaming:
      'PeachRollToTheLine PeachOnASpoonRace PeachHotPotato PeachCharadesNight PeachPitTicTacToe PeachStackingTower PeachMemoryMatch GuessThePeachWeight',
  },
  kiwi: {
    travel:
      'PackAKiwiAndASpoon KiwiPavlovaCafeCrawl KiwiMarketHunt KiwiCupsForTheCar KiwiPicnicAtThePark KiwiVarietiesHunt KiwiScoopAtTheSummit FrozenKiwiBeachPops',
    music:
      'KiwiSeedShaker KiwiHumAlong KiwiSpoonDrumJam KiwiKaraoke SingAKiwiSong KiwiBeatDrop KiwiLullaby KiwiRapVerse',
    art: 'KiwiSeedDotArt KiwiStampPrints KiwiSliceWatercolor FeltKiwiBird KiwiFruitFacePhoto DrawAKiwiBothWays KiwiCrossSection KiwiClaySculpture',
    tech: 'KiwiPhoneZoomIn KiwiBatteryLED KiwiRipenTimelapse CanAIPickAKiwi KiwiGadgetTestDrive SlowMoKiwiDrop ScanForTheRipestKiwi KiwiStopMotion',
  },
  lime: {
    fitness:
      'LimeSqueezeGrip LimeSpoonLunges LimeMountainClimbers KeyLimePlank LimeZestSquats SublimeSitUps LimeToeTransfer LimeJumpingJacks',
    prank:
      'LimeZestCupcakeGift LimeLemonSwitch LimeGummySlices LimeConfettiDrawer AvocadoLimeMixUp LimeGreenStickyNoteWall LimesInEveryPocket LimeFacesOnTheFruit',
    educational:
      'WhyLimesAreSour LimeySailorsAndScurvy LimeInvisibleInk PowerFromALime SinkOrFloatLimes LimeCitrusTrivia LimeSizesTasteOff PlantALimeSeedTest',
    wellness:
      'LimeWaterMorning LimeScentedJournal LimeZestAromaBreak LimeSqueezeTheDay LimeTeaWindDown LimeSpritzPorchPause LimeMintInfusion LimeSunshineStretch',
    tech: 'LimeBatteryLED LimeSlowMoSpray LimeChargerMythBust LimeJuicerShowdown LimePoweredClock HowHardCanYouSqueeze LimeRipeningCam LimeCloseUpPhotos',
  },
  coconut: {
    educational:
      'IsCoconutANut HowCoconutsCrossOceans WhyCoconutsHaveEyes MilkOrWaterInside CanACrabOpenACoconut CoconutFiberQuiz PlantACoconutSprout CoconutUsesAroundTheWorld',
    wellness:
      'CoconutOilHairMask CoconutHammockRest SipFromACoconut SunsetCoconutBreaths CoconutIslandUnwind CoconutDrinkPause CoconutSugarScrub CoconutLotionFootRub',
    music:
      'LimeInTheCoconutCover CoconutShellDrums CoconutClipClopRhythm CoconutMaracaMambo CoconutTapAlong CoconutShakerSong CalypsoCoconut CoconutLullabyHum',
    art: 'CoconutShellPlanter PaintedCoconutFaces CoconutBowlTrinketDish CoconutBirdFeeder PalmLeafWeaving TikiTotemDIY CoconutMonkeyCraft CoconutHuskPaintbrush',
    tech: 'CoconutShellSpeaker CoconutCrackSlowMo AITellsIfCoconutRipe OpenerGadgetShowdown CoconutStopMotionMonkey CoconutDropInReverse CoconutPhoneStand CoconutRecipeTimelapse',
    pet: 'CoconutShellHideout CatVsRollingCoconut CoconutRopeTugToy CoconutPlushFetch CoconutTreatCup CoconutFiberScratcher CoconutPupWaterBowl CoconutKittyCave',
    gaming:
      'CoconutBowlingStrike CoconutRingToss CoconutPlushHotPotato CoconutCupShuffle PirateCoconutTreasureHunt ShakeThePalmTree CoconutTargetKnockdown CoconutMemoryCards',
    fashion:
      'CoconutEarringsDIY HatFromCoconutLeaves CoconutGirlSummer StringACoconutNecklace CoconutButtonSwap IslandFitCheck CoconutWhiteLinen CoconutShellBag',
    prank:
      'CoconutHoofbeatSneak GooglyEyedCoconut CoconutCakeLookalike MessageInACoconut HulaSkirtOnTheChair CoconutSmileyStickers CoconutFaceOnThePillow CoconutBeachSoundAlarm',
  },
  tomato: {
    fitness:
      'TomatoGardenSquats TomatoBasketCarry TomatoCageStepUps WateringCanTomatoCurls PomodoroPlank TomatoPickingLunges TomatoTossSquats TomatoWeedingWorkout',
    prank:
      'TomatoCakeIllusion CherryTomatoSmileys GooglyEyeTomatoes TomatoPunLunchNote OvernightGiantTomato TomatoOnTheRosebush PaintedRockTomato TomatoPlushInTheFridge',
    educational:
      'TomatoFruitOrVeggie TomatoRipeningLab WhyTomatoesTurnRed BlindTomatoTasting TomatoWasOnceFeared CountTheSeedsQuiz TomatoBananaExperiment GuessTheTomatoCousin',
    fashion:
      'TomatoGirlSummerFit TomatoPrintDress TomatoEarringStack RedGinghamTomatoLook TomatoHeadToToe CapriTomatoSundress TomatoStrawHat TomatoMarketTote',
    music:
      'TomatoCanDrums TomatoBasketBeat SingToYourTomatoes TomatoHarvestSong TomatoTomahtoDuet TomatoSauceStirRhythm OperaForATomato TomatoMarketJingle',
    tech: 'TomatoGrowthTimelapse SeedToTomatoPhotoDiary TomatoStopMotionSalad PomodoroTomatoTimer AIPicksTheRipest SelfWateringTomatoHack ScanMyTomatoPlant TomatoPhoneZoomDare',
    pet: 'PetNamedTomato TomatoPlushFetch TomatoPillowNap KittenTomatoToyChase LilCherryTomatoPup TomatoSqueakerHunt TomatoTugOfWar TomatoPrintBlanket',
    wellness:
      'TomatoGardenMorning TomatoTimerFocus SunWarmTomatoSnack SlowTomatoHarvest TomatoRipenAtYourPace TalkToYourTomatoes TomatoSeedlingCare TomatoLeafAroma',
    art: 'TomatoStillLife TomatoWatercolor TomatoStampPrint HeirloomTomatoSketch TomatoSoupCanPopArt TomatoRipeForPainting ClayCherryTomatoes TomatoSeedPacketDesign',
  },
  cucumber: {
    educational:
      'CucumberIsAFruit HowCucumbersPickle CucumberSaltOsmosis WhyCucumbersAreBitter CucumberShrinkTest CucumberSproutJournal GuessTheCucumberCousin CucumberSeedCounting',
    music:
      'CucumberDrumsticks CucumberCrunchBeat CucumberMicKaraoke CucumberJarShaker CucumberVeggieBand CarveACucumberFlute CoolAsACucumberCroon CucumberWhistleSong',
    tech: 'CucumberSlowMoCrunch AIInventsACucumberDish CucumberTimelapse CucumberSliceStopMotion SpiralizerShowdown CucumberCloseUpChallenge HowLoudIsACucumberBite CucumberGrowthTracker',
    pet: 'CucumberPlushFetch SitForACucumberSlice CucumberSniffOrSnack CukeChewToyReview PetInTheCucumberPatch FrozenCucumberPupsicle FirstCucumberCrunch CucumberCoolTreatForFido',
    fashion:
      'CoolAsACucumberLook CucumberSliceEarrings CucumberGreenFitCheck CucumberPrintSkirt DressLikeACucumber CucumberSpaRunway CucumberNailArt CucumberHeadbandStyle',
  },
  potato: {
    fitness:
      'CouchPotatoWorkout PotatoSackJumps SpudBagDeadlift PotatoSpoonLunges HotPotatoBurpees PotatoOverheadPress PotatoPassSitUps PotatoFarmerCarry',
    travel:
      'SpudHuntAtTheMarket PotatoChipFlavorHunt PotatoDishInEveryTown PotatoFestivalDayTrip PotatoPicnicAtThePark PotatoHashDinerCrawl PotatoFarmStandVisit PotatoSnackOnTheTrain',
    wellness:
      'CouchPotatoRestDay PotatoSoupSelfCare PotatoMashComfortBowl MindfulPotatoPeeling SmallPotatoesMindset PlantAPotatoPatch CozyBakedPotatoNight PotatoGrowingDiary',
    pet: 'CouchPotatoPet CatLoafOrPotato SweetPotatoDogChews PotatoPlushFetch HotPotatoToyToss PotatoSackCatCave PotatoShapedSqueaker FlopLikeAPotato',
    tech: 'PotatoBatteryClock PotatoCameraGlowUp AirFryerPotatoTest LifeOfAPotatoStopMotion PotatoFacePhotoFilter SpiralizerShowdown AIVsGrandmasPotatoes PotatoQualityZoomCall',
    music:
      'SweetPotatoOcarina CouchPotatoLullaby PotatoMasherDrums PotatoChipCrunchBeat HotPotatoMusicPass PotatoSongSingAlong SoulfulPotatoBallad PotatoSackShaker',
  },
  onion: {
    dance:
      'TearJerkerTwoStep OnionGogglesGroove OnionRingShuffle PeelTheOnionDance OnionCostumeWaddle CryingOverOnionsBop OnionLayerSpinMove OnionBagBounce',
    funny:
      'DramaticOnionTears OgresHaveLayers OnionRingOnMyFinger SnorkelMaskOnionChop NotCryingItsOnions OnionOrAppleGuess OnionBreathCheck OnionSoapOperaMonologue',
    prank:
      'OnionRingDonutBox OnionPlushSurprise OnionGooglyEyes OnionInTheFruitBowl OnionPunCards WrapItLikeAnOnion OnionLayersPresent OnionPortraitOnTheFridge',
    music:
      'CryingOnionBallad OnionChopRhythm OnionSackShaker OnionLayerLoops SingThroughTheTears RemixTheOnionRing OnionOperaAria OnionSadSongCover',
    tech: 'OnionRootTimelapse OnionDicerShowdown OnionGlamourShot OnionPeelStopMotion DoOnionGogglesWork AIRatesMyOnionDice OnionLayersCloseUp OnionTearCam',
    pet: 'OnionPlushFetch OnionLayerSnuffleToy OnionShapedSqueaker NoOnionsForPets SweetOnionPortrait OnionPlushieSnuggle OnionDomeCatCave OnionFreeTreatBake',
  },
  spinach: {
    dance:
      'SpinachFlexStrut SpinachStrongmanStomp CanOfSpinachBop SailorManJig SpinachSpinMoves SpinachPowerUpDance SpinachShimmy SpinachMuscleMoonwalk',
    fitness:
      'SpinachPowerCurls SpinachSmoothieGains SpinachCanPress SpinachSailorSquats SpinachArmFlexOff SpinachPlankDare EatYourSpinachReps SpinachSaladJumpingJacks',
    prank:
      'SpinachSmileyLunchbox SpinachTeethFakeOut SpinachGrowKitSurprise SpinachSeedPacketGift SpinachLeafBookmark SpinachCanCandyReveal GuessTheHiddenSpinach SpinachFridgeMagnetPoem',
    educational:
      'SpinachIronMyth SpinachDiskFloatTest SpinachHiddenColors WhySpinachShrinks HowPopeyeChoseSpinach SpinachOrKaleQuiz SpinachSeedToSprout SpinachRawVsCooked',
    travel:
      'SpinachFarmVisit SpinachPowerPicnic GreekSpinachPieHunt SpinachCurryNightOut FindSpinachOnEveryMenu SpinachWrapsForTheRoad SpinachSaladWithAView SpinachPickYourOwnDay',
    art: 'SpinachLeafPrint PaintWithSpinach SpinachComicStrip SpinachDyedEggs PopArtPopeye SpinachCrayonRubbings SpinachJuiceWatercolor SpinachStencilMural',
    pet: 'SpinachSeedlingsVsMyCat SpinachGreenBandana DogGuardsTheSpinach CatInTheSpinachPatch SpinachGardenSniffari SpinachLeafPeekaboo HelpMeHarvestSpinach SpinachPlushTug',
    gaming:
      'CardGameLoserGetsSpinach SpinachPowerUpArmWrestle GuessTheHiddenSpinach SpinachCanBowling SpinachFactOrFiction RockPaperSpinach EatYourSpinachDare SpinachMemoryMatch',
  },
  broccoli: {
    funny:
      'BroccoliMicDrop BroccoliVillainSpeech BroccoliAwardsNight KidsFirstBroccoliFaces BroccoliNatureDocumentary DinoEatsTinyTrees BroccoliBreakupLetter BroccoliLumberjack',
    prank:
      'BroccoliStickerStorm BroccoliPhotoSwap BroccoliInTheFlowerVase BroccoliGooglyEyes YouGotBroccolied BroccoliForestAmbush PlantABroccoliTree BroccoliInTheCookieJar',
    educational:
      'LetBroccoliFlower BroccoliSmellTest GuessBroccolisCousins BroccoliRepeatingShapes BoilVsSteamBroccoliLab BroccoliFactOrFiction BroccoliGrowthDiary CountBroccoliFlorets',
    travel:
      'BroccoliFarmTour BroccoliMarketHunt BroccoliStreetFoodHunt BroccoliStirFryCrawl WokAroundTheWorld PickYourOwnBroccoli BroccoliFieldSelfie PackABroccoliPicnic',
    music:
      'SerenadeYourBroccoli BroccoliBeatDrop BroccoliMaracas BroccoliDrumsticks BroccoliAndRoll BroccoliLoveSong BroccoliRapVerse BroccoliTreeKazoo',
    tech: 'BroccoliPhoneZoomIn BroccoliSlowMoChop AirFryerBroccoliTest BroccoliRecipeByAI BroccoliGrowthTimelapse BroccoliStopMotion GrowLightBroccoli BroccoliFoodPhotoEdit',
    gaming:
      'BroccoliTicTacToe BroccoliFarmBuild BroccoliBalanceTower BroccoliPowerUpRun BroccoliBucketToss LevelUpYourGreens BroccoliMemoryMatch BroccoliHotPotato',
  },
  peas: {
    prank:
      'PeaUnderTheMattress PeasInTheCandyJar PeasPunBirthdayCard PeaGreenMilkSurprise GooglyEyePeas PeasSpellOutHello PeaEmojiStickyNotes PeaPodPlushInTheirBed',
    educational:
      'MendelsPeaExperiment PeaSproutJar FrozenVsFreshPeas IsAPeaAFruit HowPeasClimb PeaFamilyTraitsLab CountPeasInAPod WhyPeasAreGreen',
    tech: 'PeaSproutTimelapse PeaPhoneZoomIn FrozenPeasRainSlowMo TwoPeasInAPodStopMotion CanAIMakeKidsEatPeas PeaGreenScreenMagic PeaShellPopSound TinyPeaPhotoshoot',
    gaming:
      'FindThePeaShellGame PeaFlickFootball PeaPodTicTacToe CatapultPeasIntoACup PeaStrawHockey PeaBingoCounters MarblesWithPeas PeaPongTournament',
  },
  mushroom: {
    prank:
      'MushroomLampSurprise MushroomFairyDoor MushroomFridgeMagnets MushroomPlushInBed ToyMushroomInvasion MushroomRingOnTheLawn MushroomStickerTrail MushroomPunNoteDrop',
    educational:
      'MushroomsTalkUnderground IsAMushroomAPlant NeverEatWildMushrooms MushroomSporePrinting HowTrufflesAreFound ExplainMushroomsIn60 MushroomAnatomyQuiz MushroomGrowKitScience',
    music:
      'MushroomHumAlong AnOdeToMushrooms SingToYourMushrooms MushroomForestLullaby FunGuyFunk MushroomRapBattle SizzlingMushroomBeat MushroomKazooSong',
    tech: 'MushroomGrowTimelapse StopMotionMushroomPop MushroomPortraitMode MapEveryMushroomYouSee ZoomIntoTheGills StumpTheAIOnMushrooms MushroomDropInSlowMo MushroomCloseUpPhoto',
    pet: 'MushroomScratchPost MushroomCatCave MushroomPetBedDIY ToadstoolToyFetch MushroomPlushSnuggle FairyForestPupShoot LeaveTheMushroom MushroomKittyStool',
    gaming:
      'MatchTheMushrooms HideTheToyMushroom MushroomSpottingBingo MushroomPowerUpRun TicTacMushroom RingTossOnAMushroom MushroomCartoonCharades MushroomMemoryCards',
    wellness:
      'MushroomForestBathing GrowAMushroomSlowly MushroomMindfulMinute MushroomSpottingWalk MushroomWoodlandPause SlowLikeAFungus MushroomColoringCalm MushroomSoupComfort',
  },
  toast: {
    funny:
      'ButterSideDownTest BurntToastReview ToastPopJumpScare ToastShadeRanking ToastTooDarkToEat ToastToTinyWins DramaticToastSpeech ToastLooksLikeSomeone',
    prank:
      'MessageOnYourToast ToastSmileyInJam ToastEmojiSurprise GooglyEyeToast ToastLetterNameSpell ToastPlushSwap ToastHeartCutout ToastAsBirthdayCake',
    educational:
      'WhyToastBrowns ButterSideDownScience ToastMythOrFact ToastThicknessLab ToastShadeQuiz ToastInTenLanguages ToastBreadBlindTest ToastSlicesPerLoaf',
    travel:
      'ToastBreakfastPicnic ToastCafeCrawl ToastInEveryCity BestFrenchToastInTown RateTheLocalToast HotelBuffetToastReview AvocadoToastBrunchHunt ToastBakeryVisit',
    fashion:
      'ButterYellowLook ToastCostumeDIY ToastBrownFitCheck ToastyTonesOutfit ToastOfTheTownStyle AvocadoToastEarrings ToastPrintNailArt ToastBrunchOutfit',
    music:
      'ToastCrunchBeat ToastScrapeRhythm PopGoesTheToaster ToastAndJamSingAlong ToastSpoonShaker CrumbsAndDrums ToastyBreakfastBallad ToastMorningJingle',
    art: 'ToastBerryPictures ToastStencilArt ToastMosaicPortrait PixelToastGrid BurntToastScratchArt ToastGradientChallenge ToastCookieCutterShapes ToastFruitFaces',
    tech: 'ToastLaunchInSlowMo ToastThatButtersItself ToastTimelapseBrown CanAIMakeToast AIRatesMyToast ToastColorPickerMatch ToastFaceFilter ToastFoodPhotoGlowUp',
  },
  muffin: {
    funny:
      'MuffinOrCupcakeDebate MuffinCrumbsEverywhere MuffinLinerStruggle WhoAteMyMuffin MuffinFailReveal WhereAreTheBlueberries GrillTheMuffinMan SnobbyMuffinReview',
    prank:
      'MuffinSurpriseCenter MuffinBedsideBreakfast FrostedMuffinDisguise MuffinBasketDoorDrop MuffinPlushOnThePillow MuffinStickyNoteTrail FortuneMuffins MuffinManWakeUpSong',
    educational:
      'WhyMuffinsRise MuffinVsCupcakeQuiz HalfBatchMuffinMath MuffinsAroundTheWorld MuffinOvenTempTest OvermixingExperiment MuffinBakingSodaLab HowMuchSugarInAMuffin',
    travel:
      'MuffinBakeryCrawl MuffinRoadTrip FindTheMuffinMan MuffinBeachBreakfast BestMuffinInTown HikeForAMuffin MuffinFarmersMarketHunt MuffinPicnicByTheLake',
    fashion:
      'MuffinCostumeDIY MuffinLinerSkirt BlueberryMuffinMakeup MakeMuffinEarrings StudMuffinFitCheck MuffinBakeryLook OutfitToMatchMyMuffin PaintAMuffinApron',
    pet: 'MuffinTinTreatPuzzle MeetMyPetNamedMuffin CatMakingMuffins MuffinOrChihuahua MuffinPlushFetch MuffinCushionPupNap DogWatchesMuffinsBake MuffinKittyPortrait',
    gaming:
      'MuffinToppingDiceGame MuffinMemoryMatch BounceItInTheMuffinTin MuffinTicTacToe FlipTheMuffinLiner BreakfastBingo GuessTheMuffinFlavor MuffinShellShuffle',
    music:
      'MuffinManRemix MuffinTinDrums MuffinShopJingle OdeToAMuffin BlueberryMuffinDuet WhiskAndSpoonBeat SingToYourMuffins MuffinBakingRap',
  },
  'french toast': {
    dance:
      'FrenchToastHappyDance FrenchToastSpatulaSpin BrunchFrenchToastBop FrenchToastShuffle FrenchToastShimmy FrenchToastSyrupSway FrenchToastFlipAndDip FrenchToastTwoStep',
    prank:
      'FrenchToastTinyPortion FrenchToastHeartShapes FrenchToastGooglyEyes FrenchToastWakeUpCall FrenchToastVanishingAct FrenchToastLoveNoteTray FrenchToastSyrupMessage FrenchToastGiantStack',
    fashion:
      'MatchYourFrenchToast FrenchToastMatchingPJs FrenchToastBeretOutfit FrenchToastCafeLook FrenchToastBrunchFit FrenchToastApronDIY FrenchToastThriftFlip FrenchToastSlipperReveal',
    speed:
      'FrenchToastStackIn60 TenMinuteFrenchToast FrenchToastDipDash FrenchToastFlipRace FrenchToastWhiskOff FrenchToastBrunchRush FrenchToastTagTeam FrenchToastToppingBlitz',
    music:
      'FrenchToastCafeSong FrenchToastSizzleBeat SingToYourFrenchToast FrenchToastMorningSong SundayJazzFrenchToast FrenchToastWhiskSolo FrenchToastKazooDuet FrenchToastLoveBallad',
    pet: 'FrenchToastPlushToy PetNamedFrenchToast FrenchToastSitStay FrenchToastBeggingFace FrenchToastPuppyEyes FrenchToastColoredCorgi FrenchToastDogSafeBites FrenchToastKittenCameo',
    tech: 'FrenchToastSlowMo FrenchToastPhotoLikeAnAd AIChefFrenchToast FrenchToastStopMotion FrenchToastSyrupZoom FrenchToastGreenScreen FrenchToastTimelapse FilmFrenchToastInOneTake',
  },
  yogurt: {
    funny:
      'YogurtLidLicker YogurtOrSourCream YogurtTubPlotTwist WhoAteMyYogurt YogurtCommercialActing YogurtToppingOverload ThatsNotYogurtInside YogurtMustacheSelfie',
    fashion:
      'YogurtPastelFit MiniYogurtEarrings StrawberryYogurtPink YogurtSwirlTwirl ParfaitLayersLook YogurtShopOutfit YogurtCupCouture YogurtVanillaCreamKnit',
    wellness:
      'YogurtBowlRitual YogurtGutHabit YogurtParfaitQuietTime YogurtFaceMask YogurtSlowSpoonful YogurtAndTeaPause SunriseYogurtSit YogurtGratitudeBreakfast',
    music:
      'YogurtSpoonBeat WriteAYogurtJingle YogurtCupMaracas YogurtLidCymbals YogurtTubBongos FroYoFreestyle GreekChorusYogurt YogurtMorningSong',
    tech: 'YogurtFoodPhotoGlowUp YogurtSetTimelapse YogurtSlowMoSwirl AIYogurtFlavorLab YogurtFreshnessApp FridgeExpiryScanner YogurtParfaitBuildsItself MakeYogurtLookFancy',
    gaming:
      'YogurtLidBingo YogurtFlavorGuessGame YogurtBlindTasteOff YogurtCupTicTacToe YogurtTubTowerOff YogurtOrIceCreamDebate SpinTheYogurtWheel YogurtToppingMemory',
    pet: 'DogHearsYogurtLid CatInspectsTheYogurt YogurtTubTreatPuzzle TheYogurtStare FroYoPatioPup YogurtWhiteBunnyPortrait PetSafeYogurtPupsicle YogurtLickMatFreeze',
  },
  butter: {
    prank:
      'ButterOrCakeIllusion ButterLetterPats ButterCookieTinSewingKit ButterPunPostcards ButterDishLoveNote ButterGooglyEyeStick ButterSculptedLemon ButterBlockPresentPrank',
    fashion:
      'ButterYellowFit ButterNailSet ButterThriftHaul ButteryHeadToToe StyleTheButterBlazer ButterCreamMakeupDare ButterToneOutfit ButterTrenchCoatStrut',
    tech: 'ButterMeltTimelapse SoftenButterHack ButterStandMixerChurn ButterGadgetUnboxing ButterSpreadSlowMo ButterTempProbe BlenderButterSpeedrun ButterPatDropCam',
    gaming:
      'BreadAndButterCombo ButterFingersCatchGame ButterChurnMinigame ButterSmoothSpeedrun ButterStickFlick ButterOrNotGuessing ButterPassHotPotato ButterPatStackTower',
    educational:
      'HowMuchCreamMakesButter ButterFactOrFiction ButterJarShakeLesson ButterOrMargarineQuiz ButterChurnThenAndNow ButterMeltPointTest ButterSaltedVsUnsalted ButterIntoGheeLab',
  },
  bacon: {
    prank:
      'BaconRoseBouquet BaconWakeUpCall BaconPunFridgeNote BaconMagnetMessage BaconFakeSizzleSound BreakfastInBedAmbush BaconBandages BaconPlushOnThePillow',
    music:
      'BaconSizzleBeat BaconAndEggsDuet FryingPanPercussion OdeToBacon BaconKazooAnthem BreakfastBluesJam BaconPancakesSong BaconLoveSongCover',
    wellness:
      'BaconForANeighbor BaconLazyBreakfast SlowSizzleSunday BaconMindfulBite TreatYourselfToBacon BaconBrunchReset SavorTheBacon BaconMorningStretch',
    travel:
      'BaconDinerCrawl BaconAtEveryRoadStop PackABaconPicnic BaconFestivalDayTrip HuntTheBestBLT BaconSmokehouseVisit BaconHotelBuffetRating BaconFarmersMarket',
    gaming:
      'BringHomeTheBaconWin BaconBitsTrivia BaconWordScramble SaveYourBaconRun BaconCharades BaconBreakfastRush BaconBingoBrunch BaconMemoryMatch',
    pet: 'BaconSqueakerReview BaconPlushFetch BaconBubblesForDogs BaconStripedPupBlanket BaconRopeToyTug BaconTreatHunt BaconScentedPuzzle BaconPrintKittyBed',
  },
  'mac and cheese': {
    prank:
      'MacAndCheeseDinnerInvite MacaroniPortraitSurprise GoldenTicketMacNCheese MacAndCheeseCandyBox NoodleLoveLetter PuddingInDisguise SpellItInMacNCheese MacAndCheeseGooglyEyes',
    music:
      'MacaroniShakerBeat MacNCheeseBoxDrums BalladForMacAndCheese MacAndCheeseStirSong CheesyLoveSong MacaroniKazooBand OdeToMacAndCheese MacAndCheeseJingle',
    gaming:
      'MacaroniBingoMarkers MacAndCheeseTasteOff MacAndCheeseWordHunt MacNCheeseSpeedrun ActItOutForMacNCheese MatchTheMacaroniShapes MacaroniCupToss MacAndCheeseTriviaNight',
  },
  quesadilla: {
    prank:
      'QuesadillaLoveNote QuesadillaCostumeReveal QuesadillaStickerTrail GiantQuesadillaBlanket QuesadillaPillowSurprise QuesadillaNapkinJoke QuesadillaGooglyEyes QuesadillaBreakfastTray',
    tech: 'QuesadillaMakerTest QuesadillaSlowMoPull AirFryerQuesadilla AIPicksMyQuesadilla QuesadillaMeltCam TimelapseYourQuesadilla QuesadillaCookAlongCall QuesadillaFoodPhotoHack',
    gaming:
      'QuesadillaCharades QuesadillaStackTower GuessTheQuesadillaFilling WinnerGetsQuesadillas QuesadillaHotPotato TicTacQuesadilla QuesadillaWouldYouRather QuesadillaMemoryMatch',
    educational:
      'QuesadillaRegionQuiz QuesadillaMeltScience CornVsFlourQuesadilla DoesItNeedCheese QuesadillaFactOrFiction CanYouSpellQuesadilla CutQuesadillaFractions QuesadillaNameOrigins',
  },
  guacamole: {
    fitness:
      'GuacMashArmBurn HolyGuacamoleSitUps EarnYourGuacamole ChipBowlPlank SquatForGuacamole GuacamoleBurpees GuacamoleLungeLine GuacamoleJumpingJacks',
    prank:
      'GuacamolePartyBanner GuacamoleCupcakes GuacamoleFridgeNote GuacamoleBowlGooglyEyes GuessTheGreenDip GuacamoleWithAFace GuacamoleLimeSmileys GuacamoleLunchboxJoke',
    educational:
      'ForkVsMasherGuacamole WhyGuacTurnsBrown LimeSavesGuacamole DoesThePitWork GuacamoleRipenessTest AvocadoMeansWhat GuacamoleNutritionQuiz GuacamoleFarmToBowl',
    travel:
      'GuacamoleTasteTour BestGuacInTown PackTheGuacPicnic HolyGuacamoleRoadTrip GuacamoleMarketHunt TacoTruckTrail GuacamoleFarmVisit GuacamoleBeachSnack',
    wellness:
      'GuacamoleMindfulMash GuacamoleMovieNight GuacamoleSharingBowl GrowAGuacamoleGarden AvocadoPitSprout GuacamoleSlowSunday GuacamoleWithGrandma GuacamoleVeggieSticks',
    music:
      'GuacAndRollCover GuacamoleMariachiRemix AvocadoLoveSong GuacamoleBowlDrums HolyGuacamoleAnthem GuacamoleJingle GuacamoleMaracas GuacamoleSingAlong',
    art: 'GuacBowlDoodle StillLifeGuacamole ClayGuacamoleMini GuacamolePitPainting PaintWithGuacamole AvocadoStampArt CartoonTheGuacamole GuacamoleGreenPalette',
    tech: 'GuacamoleChopperTest GuacamoleRecipeAI BlenderVsForkGuacamole SlowMoGuacSmash RipeOrNotAI GuacKeepsGreenHack TimelapseTheGuacamole GuacamoleGlamShot',
    pet: 'NoGuacForYouPup GuacamoleDogBandana GuacamoleGreenPawtrait AvocadoSqueakerFetch GuacamoleColorPetBed HolyGuacaMeow GuacamoleHowlAlong GuacamolePlushForKitty',
  },
  chili: {
    travel:
      'ChiliCookOffRoadTrip ChiliDinerHunt RateEveryChiliAtTheFair ChiliInAThermosHike FollowTheChiliTrail ChiliPotluckPicnic ChiliFestivalWeekend ChiliPepperFarmVisit',
    fashion:
      'ChiliCookOffFit ChiliBoldLipLook WesternChiliSnapShirt ChiliFlannelFlex RedHotOutfitCheck ChillyDayLayers ChiliPepperEarrings ChiliApronStyle',
    speed:
      'ChiliPrepSpeedrun ChiliToppingBarRace BeanCanChiliRelay ThirtyMinuteChili ChiliBowlFillTimer CornbreadCountdown ChiliSpiceSortDash ChiliSetTheTableBlitz',
    music:
      'ChiliCookOffAnthem ChiliSimmerBlues CountryChiliJam ChiliPotDrumBeat ChiliBeanShakers ChiliLadleRhythm SingTheChiliRecipe ChiliPepperKaraoke',
    art: 'ChiliCookOffPoster ChiliBeanMosaic ChiliStringWreath PaintedChiliBowls ChiliStillLife PaprikaPainting ChiliPepperStamps ChiliLabelDesign',
    wellness:
      'ChiliSimmerSunday ChiliForANeighbor MindfulChiliStir ChillWithChili ChiliFamilyTable ChiliLowAndSlow ChiliComfortBowl ChiliCozyBlanketNight',
  },
  'fried rice': {
    music:
      'FriedRiceWokBeat FriedRiceChopstickDrum FriedRiceSizzleRemix FriedRiceLadleJam FriedRiceSpatulaSolo EggFriedRiceRap FriedRiceKazooBallad FriedRiceLullaby',
    pet: 'FriedRiceDogSupervisor FriedRiceKittenLookout CatInAFriedRiceBox FriedRiceCartonHideout FriedRiceNamedHamster NoFriedRiceForPups FriedRiceLeaveItDrill PetSafeFriedRiceBowl',
    tech: 'FriedRiceAIRecipe FriedRiceFoodPhotoEdit FriedRiceLikeAnAd FriedRiceSizzleTimelapse FriedRiceSteamShot FriedRiceMenuDesignApp FriedRiceSlowMoToss FriedRiceStopMotion',
    gaming:
      'FriedRiceIngredientBingo FriedRiceChopstickDuel FriedRiceSpinTheWheel FriedRiceBlindTasteTest LoserMakesFriedRice GuessTheFriedRiceSecret FriedRiceCharades FriedRiceMemoryMatch',
  },
  'peanut butter': {
    prank:
      'IsItPeanutButterOrCake PeanutSmileyToast PeanutButterLunchJoke PeanutButterHeartPancake PeanutButterPunCard EmptyPeanutButterJar CookiesInAPeanutButterTub PeanutButterLidGooglyEyes',
    tech: 'PeanutGrindSlowMo PeanutButterSpreadsItself BlenderVsPeanuts AIPeanutButterRecipe PeanutButterAdOnMyPhone PeanutButterScanAndRank PeanutButterStopMotion PeanutButterDripCloseUp',
    wellness:
      'SlowPeanutButterToast PeanutButterParkPicnic CeleryAndPeanutBreak PeanutButterSnackWalk PeanutButterKindness PeanutButterLunchNote PeanutButterGratitudeJar MindfulPeanutButterBite',
  },
  lollipop: {
    dance:
      'LollipopWiggleWalk LollipopSugarRush LollipopSwirlSpin LollyPopAndLock LollipopLimbo LolliTwirlChallenge LollipopConga LollipopFreezeDance',
    funny:
      'BlueTongueReveal LollipopFoodCritic LollipopMicInterview LollipopTasteFaces LollipopStuckInHair HowManyLicksDebate KidsVsGiantLollipop LollipopMustache',
    prank:
      'LollipopBouquetGift EmptyLollipopWrapper LollipopTreeInTheYard LollipopJokeNote LollipopSmileyCards LollipopOnEveryDesk GiantLollipopMystery LollipopPillowTreat',
    music:
      'LollipopMouthPop LollipopWrapperRhythm LollipopMicLipSync SingTheLollipopSong LollipopLullaby LollipopStickDrumroll LollipopJarShaker LollipopJingleContest',
    tech: 'LollipopVanishingAct LollipopSwirlCloseUp LollipopMeltTimelapse TurnMeIntoALollipop LollipopSpinnerGadget LollipopGreenScreen LollipopStopMotion LollipopProductShoot',
  },
  ketchup: {
    educational:
      'WhyKetchupGetsStuck KetchupTrueOrFalse KetchupPennyShine KetchupBottleTapTrick CatsupOrKetchup KetchupRampRace KetchupSugarCubeCount KetchupBrandBlindTest',
    music:
      'KetchupSongCover KetchupBottleBeat KetchupSqueezeSolo DinerKetchupJukebox KetchupCondimentChoir KetchupOrCatsupDuet OdeToKetchup KetchupPacketMaracas',
    tech: 'KetchupSlowMoPour KetchupDispenserHack KetchupTimeLapseArt KetchupStopMotion CanAIDrawInKetchup KetchupPhoneCloseUp KetchupFlowRaceCam KetchupRecipeVideo',
    pet: 'KetchupPlushTugOfWar KetchupToyFetch KetchupBottleSqueaker KetchupNamedHamster KetchupRedBlanketNap KetchupBunnyPhotoShoot KetchupKittyKicker KetchupPuppyPortrait',
  },
  juice: {
    fitness:
      'GreenJuiceSquats JuiceCartonStepUps JuiceJugCurls EarnYourJuice JuiceSqueezeGrip BurpeesBeforeJuice JuiceBreakJacks JuicePostRunRefuel',
    prank:
      'JuiceCartonFaces GooglyEyedJuice FakeJuiceSpill JuicePouchPunLabels JuiceBoxLunchNote DoorstepJuiceFairy JuiceBottleMustache JuiceCrazyStrawSurprise',
    travel:
      'JuiceBarCrawl StreetJuiceSafari JuiceStandHunt JuiceBoxParkPicnic FarmersMarketJuiceRun JuiceRoadTripCooler JuiceAtEveryStop JuiceOrchardVisit',
    speed:
      'FastestJuiceSqueeze JuiceBoxStackOff JuicePourRelay JuiceIn60Seconds JuiceOrangePeelDash JuiceStandSetupTimer JuiceWithoutAJuicer JuiceStrawSipRace',
    tech: 'JuicerVsHands JuicePoweredClock JuicePulpSettleCam JuicePressSlowMo HowMuchSugarIsInMyJuice AIPicksMyJuice ScanYourJuiceLabel JuiceDropletsCloseUp',
    pet: 'KittenVsJuiceBox JuiceDayDogPortrait JuiceCartonCatCastle JuiceCratePuppyNap JuiceJugTreatPuzzle JuiceBreakZoomies JuiceBarBunnySalad JuiceAndWaterBowlToast',
    gaming:
      'JuiceBlindTasteGame JuiceBoxBowling JuiceCupStackBattle JuiceBottleRingToss JuiceCartonCornhole JuiceFlavorGuessOff JuicyTriviaRound JuiceFruitMemoryMatch',
    wellness:
      'GreenJuiceWeek JuiceAndJournal JuiceGratitudeToast MindfulJuiceSip JuiceSqueezeTheDay JuiceWithAFriend JuiceOnThePorch JuiceAndStretchBreak',
  },
  'backyard chicken': {
    fitness:
      'BackyardChickenSquats CoopCleanoutCardio BackyardFeedBagCarry StrawBaleSquats FlapLikeAHenWarmUp BackyardChickenChores BackyardChickenStepUps BackyardChickenLunges',
    prank:
      'BackyardChickenPlushSwap HenHouseMakeover BackyardChickenCrowWakeUp ChickenCoopGnome BackyardRubberChicken BackyardChickenFakeEgg BackyardChickenHatOnDad BackyardChickenDecoy',
    wellness:
      'BackyardChickenTherapy HenLapCuddle ChickenCoopMorningCalm FreshEggGratitude BackyardChickenTeaBreak BackyardFlockWatching SunsetBackyardChickens BackyardChickenSitSpot',
    tech: 'ChickenCoopLiveCam ChickenCoopSunriseLapse BackyardChickenSelfie AITranslatesMyHen HenFlapInSlowMo BackyardChickenPhotoDump BackyardChickenEggTracker HenClucksSoundboard',
    gaming:
      'BackyardChickenTrivia EggCatchArcade ChickenCoopBuildGame BackyardChickenCharades BackyardChickenGuessWho BackyardChickenHopscotch ActLikeYourHen BackyardChickenBingo',
  },
  lion: {
    funny:
      'LionRoarAudition BadManeDayLion LionTriesToPurr LionSleeps20Hours MyCatThinksHesALion LionYawnContest LionWakeUpGrumpy NarrateYourFamilyAsLions',
    prank:
      'LionPlushOnTheCouch LionRoarRingtone LionManeWigSurprise LionTailBackpackClip LionCircleOfLifeWakeUp LionPancakeFaces StuffedLionSentry LionPawPrintTrail',
    educational:
      'WhyLionsRoar HowLionManesGrow LionWhiskerPatterns LionPrideFamilyTree LionOrTigerQuiz LionKingOfWhichJungle LionCubGrowthChart LionVsHouseCatDNA',
    fashion:
      'LionPrintOutfit LionMakeupGlam LionYellowFitCheck LionGoldEyeshadow LionManeCurlsDIY LionKingOfTheCatwalk LionHairVolumeDare LionEarsHeadband',
    tech: 'LionSafariLiveCam LionRoarLoudnessTest LionStopMotion LionFaceFilter LionVoiceChanger LionAIGrowlTranslator EditALionNatureDoc GreenScreenLionRide',
  },
  elephant: {
    speed:
      'ElephantFactsIn60 ElephantPuzzleRace ElephantWalkRelay PopTheElephantBalloons ElephantCupStackBlitz ElephantPeanutPickUp ElephantDrawingSprint FoldAnElephantQuick',
    tech: 'ElephantLiveCam GuessTheElephantSound DrawAnElephantOnAnApp ElephantFaceFilter AIDreamsUpAnElephant ElephantRumbleRingtone TrackAnElephantOnline ElephantStopMotion',
    prank:
      'ElephantPlushInTheBed ElephantInTheRoomPrank ElephantBalloonAmbush ElephantSlipperSwap ElephantInTheFridge ElephantPeanutTrail ElephantInTheShower ElephantStickerSurprise',
    gaming:
      'MemoryLikeAnElephant PinTheTailOnElephant ElephantCharades ElephantHotPotato ElephantTowerTopple ElephantTrunkRingToss ElephantTuskTrivia ElephantBingoCards',
  },
  giraffe: {
    educational:
      'GiraffeHeartScience GiraffeSpotPatterns HowGiraffesDrink WhyGiraffesHum GiraffeNeckBoneCount BlueTongueMystery GiraffeSleepSecrets GiraffeHabitatQuiz',
    travel:
      'GiraffeHeightChalkWalk GiraffeFeedingDeck GiraffeWildlifeParkTrip SpotAGiraffeNearYou EyeLevelWithAGiraffe GiraffeSpottingAtTheZoo GiraffeMuseumVisit GiraffeSketchingOuting',
    fashion:
      'GiraffePrintFitCheck DressLikeAGiraffe GiraffeNeckScarfTie GiraffeSpotNailArt GiraffeNecklaceStack GiraffeTallestHatDare GiraffeYellowSneakers GiraffeEarHeadband',
    speed:
      'GiraffeCupTower GiraffeSpotCountRace GiraffeJigsawDash DrawAGiraffeIn30 GiraffeNeckRingToss FindTheGiraffeFast GiraffeBlockBuildOff GiraffeOrigamiRush',
    dance:
      'GiraffeNeckSway GiraffeTallStrut GiraffeGallopStep GiraffesCantDance GiraffeLimbo GiraffeSpottedShuffle TiptoeGiraffeTwirl GiraffeConga',
    music:
      'HumLikeAGiraffe WhatSoundDoesAGiraffeMake GiraffeBeatbox LullabyForAGiraffe GiraffeSafariSong LowNotesHighNeck GiraffeKazooSolo GiraffeClapAlong',
  },
  monkey: {
    educational:
      'MonkeyVsApeDifference HowMonkeysPeelBananas WhyMonkeysHaveTails MonkeyMathGenius MonkeysUsingTools PrimateFamilyTree MonkeyGroomingFacts MonkeySoundsDecoded',
    wellness:
      'TameTheMonkeyMind ThreeWiseMonkeysDay MonkeyBarsDecompress MonkeyPlushCuddleBreak HangItOut MonkeyRainforestSounds QuietTheMonkeyChatter MonkeyGroomingSelfCare',
    tech: 'MonkeyTypingTest TurnMeIntoAMonkey MonkeyNoisesRemix MonkeyFaceFilter MonkeyForestLiveCam SockMonkeyStopMotion MonkeyImpressionSlowMo MonkeyAnimatedSticker',
    speed:
      'MonkeyBarsSpeedrun BarrelOfMonkeysChain MonkeyBananaPeelRace JungleGymDash MonkeyMazeBlitz VineSwingRelay MonkeySockGrabRush MonkeyStackingCupsTimer',
    prank:
      'MonkeyPlushInFruitBowl BananaPhoneCall HiddenToyMonkeys MonkeyEarsOnDad SockMonkeyStakeout MonkeyCymbalAlarm MonkeyStickersEverywhere MonkeyFaceFrameSwap',
  },
  gorilla: {
    educational:
      'HowStrongIsAGorilla GorillaSignLanguage GorillaAndYouDNA WhyGorillasBeatChests GorillaDietQuiz GorillaVsHumanHands GorillaOrChimp GorillaTroopRoles',
    art: 'GorillaCharcoalSketch GorillaPaperMask GorillaClaySculpt OneLineGorilla GorillaStampPrint GorillaPopArt SockGorillaPuppet FingerprintGorillas',
    tech: 'GorillaFaceFilter GorillaVoiceChanger GorillaZooWebcam GorillaZoomPhoto GorillaStopMotion GorillaTimelapseDrawing GreenScreenGorilla AIGorillaSelfie',
    pet: 'GorillaPoseWithMyPet GorillaPlushTug GorillaYogaWithMyDog GentleGiantPup GorillaToyHideSeek MyCatTheSilverback GorillaCuddleNapBuddy KittyMeetsGorillaTeddy',
  },
  hippo: {
    fitness:
      'HippoHopJumps HippoWaterWalking HippoPoolSquats HippoYawnStretch HippoWaddleCardio MudWallowPlank StrongAsAHippo HippoLungeLineup',
    funny:
      'HippoYawnContest HippoToddlerTantrum HippoSleepyMorningMood HungryHippoAtDinner ChannelYourInnerHippo SassyBabyHippo HippoGrumpyFaceOff HippoVoiceoverDrama',
    speed:
      'HippoHopRace HippoSplashRelay HungryHipposBlitz HippoWaddleDash FeedTheHippoToss HippoCupStackIn30 HippoChompChallenge HippoMarbleScoop',
    tech: 'HippoLiveCam HippoClayStopMotion HippoYawnSlowMo AIDrawsAHippo HippoGreenScreenWallow HippoMemeMaker HippoVoiceFilter HippoEmojiKeyboard',
    gaming:
      'HippoChompHighScore MarbleGrabHippoDuel HippoBumperArcade HippoFreezeTag HippoCoOpQuest HippoSimonSays HippoCharadesRound HippoRingToss',
    wellness:
      'HippoMudMaskNight HippoBathSoak HippoFloatTherapy YawnLikeAHippo HippoWallowDay HippoLazySunday HippoHugPillow HippoSlowBreaths',
  },
  koala: {
    funny:
      'KoalaGrumpyWakeUp KoalaDoesNotCare MondayMoodKoala KoalaDramaticYawn KoalaSnoreImpression KoalaHugsEverything SleepyKoalaNarrator KoalaNapChampion',
    cooking:
      'KoalaFacePancakes KoalaSprinkleToast SleepyKoalaCupcakes KoalaTeaParty KoalaLamingtonBake KoalaSugarCookies AussieKoalaPavlova KoalaFruitSnackBox',
    fashion:
      'KoalaEarBeanie KoalaBackpackLook CozyKoalaOnesie KoalaKhakiFit KoalaHugMeHoodie KoalaSpaceBuns FuzzyKoalaEarmuffs KoalaGreyMonochrome',
    speed:
      'KoalaPiggybackRace KoalaPlushPassRelay KoalaDrawInSixty KoalaJoeyPouchDash FasterThanAKoala KoalaLeafGrab KoalaCrawlCountdown KoalaPuzzleBlitz',
    music:
      'KoalaLullaby KoalaSnoreBeatbox WaltzingKoala AcousticKoalaCover KoalaTreeTopSingAlong KoalaDownUnderDuet KoalaPotDrumJam KoalaBedtimeSong',
    tech: 'KoalaStopMotion KoalaFaceFilter KoalaSleepTrackerTest LiveKoalaCam KoalaNapTimelapse KoalaBellowSoundApp KoalaEmojiStory KoalaFactsVideo',
  },
  panda: {
    fitness:
      'PandaRollUps PandaBearCrawl PandaSomersaults LazyPandaPlank KungFuPandaKicks BambooBurpees PandaBellyCrunches PandaSquatHold',
    funny:
      'PandaTumbleImpression PandaSneezeReenact VoiceOverAPanda BabyPandaSlideFail ActLikeAPanda PandaBambooMunchFaces PandaKeeperChaos PandaNapPOV',
    music:
      'PandaHipHopBeat PandaLullaby PandaBleatRemix SingToYourPandaPlush BambooBeatbox KungFuPandaKaraoke PandaPianoDuet PandaPotsAndPansJam',
    tech: 'PandaDeskSetup PandaFaceFilter PandaPlushStopMotion AIPandaVoiceover StumpTheAIOnPandas PandaCamClipOff PandaWallpaperGlowUp PandaDoodleAppDuel',
    gaming:
      'PandaSpotTheDifference PandaPuzzleGame ClumsyPandaCharades RedPandaHideAndSeek PandaCheckers FeedThePandaBeanBag PandaTriviaShowdown PandaDominoNight',
    wellness:
      'PandaSlowMorning PandaNapReset PandaCamUnwind LazyLikeAPanda BeMorePanda PandaBambooBreathing PandaHugPillowTime PandaStretchAndYawn',
  },
  bear: {
    fitness:
      'BearCrawlChallenge GrizzlyBurpees BearHugSquats HoneyPotCarry BearPawPlank BearCubJumpingJacks BearStandStretch BearForwardRolls',
    music:
      'TeddyBearsPicnicSong GrizzlyBluesJam BearGrowlBassline BearPawDrumBeat BearHuntChant GummyBearSingAlong BearGrumbleHarmony BearLullabyHum',
    tech: 'BearCamHighlights WatchBearsFishLive GrowlLikeABearFilter AIAnimatesMyTeddyBear BearToyStopMotion VoteForYourFavoriteBear BearPlushVoiceMemo BearGreenScreenForest',
    wellness:
      'BearHibernationDay BearHugGratitude BearCaveCozyNight TeddyBearCuddleBreak BearNecessitiesDeclutter HibernateLikeABear BearStretchAndYawn BearSlowHoneyTea',
    speed:
      'BearCrawlRace HoneyJarLidDash BearCubRelay GummyBearSortIn30 BearPawMatchBlitz OutrunTheBear BearTeddyTidyRush BearMazeDrawSprint',
  },
  fox: {
    music:
      'FoxScreamRemix FoxForestFolkSong SlyFoxBassline WhatDoesTheFoxSayCover FoxtrotJazz FoxHowlAlong RedFoxRiffOff FoxLullabyHum',
    art: 'FoxOrigami AutumnLeafFoxCollage FoxPotatoStamp FoxNeedleFelt DrawAFoxFromShapes OneLineFoxSketch FingerPaintAFox PineconeFoxCraft',
    gaming:
      'FoxAndGeeseGame SlyFoxSneakUp FoxHideAndSeek FoxAndHoundsChase FoxTailSnatch FoxFactsOrFiction FoxInTheHenhouse FoxBingoCards',
  },
  deer: {
    wellness:
      'DeerWoodsUnplugged DeerQuietSitSpot StillAsADeer SoftStepsLikeADeer DeerDuskGratitude MeadowMorningPause DeerDawnBreathing DeerWatchingJournal',
    music:
      'FawnLullaby DeerHoofPercussion DoeADeerCover ReindeerRemix DeerWoodlandWhistle OhDeerBallad DeerForestChorus DeerKazooSong',
    art: 'FawnWatercolor DeerPotatoStamp DeerPaperCutArt SunsetDeerSilhouette DrawADeerInOneLine DeerWoodlandDiorama DeerPortraitInPencil DeerPineconeCraft',
    tech: 'DeerTrailCamRecap DeerMaxZoomChallenge DeerFactOrAIFiction DeerAntlerFilter DeerTrackPhotoID PaperDeerStopMotion MapEveryDeerSighting DeerSoundQuizApp',
  },
  camel: {
    fitness:
      'CamelWalkLunges CamelPoseHold DesertCamelMarch CarryLikeACamel CamelKneelToStand DuneClimbCardio CamelCrawlCircuit CamelBackpackHike',
    fashion:
      'OneCamelCoatFiveWays CamelBagThriftFlip CamelScarfTieTricks StyleCamelBoots CamelSweaterLayers CamelTrenchStrut CamelAndCreamCombo CamelFitCheck',
    tech: 'CamelChewInSlowMo CamelFaceFilter CamelStopMotion CamelWallpaperDesign CamelVideoBackwards AskAICamelFacts CamelTimelapseWalk CamelSelfieStickers',
    pet: 'CamelColoredCoatPortrait CamelPlushFetch DogDoesCamelKneel CatCamelStretch CamelToyTugOfWar CamelSqueakerHunt CamelStuffieNapBuddy CamelCushionForPuppy',
    speed:
      'CamelDrawIn30 CamelCaravanRelay CamelRaceToOasis TenCamelFactsFast CamelBackpackDash OrigamiCamelSprint CarryWaterLikeCamels CamelSketchCountdown',
  },
  sloth: {
    fashion:
      'DressLikeASloth LazySlothPajamas CozySlothSocks SlothModeLoungewear HangingSlothEarrings SlowFashionSloth SlothClawHairClip SlothOnesieSunday',
    music:
      'SlothTreeTopBallad HalfTempoSlothRemix SlothSlowJam SlothSleepyKaraoke SlothLullaby SlothRockRiff HumAtSlothSpeed SlothJungleDrumCircle',
    gaming:
      'SlothSlowMotionTag SlothReverseSpeedrun SlothStatueGame PlayAsASloth SlothHideAndSeek NapToWinSloth SlothTurtleRace SlothCharadesRound',
  },
  ant: {
    gaming:
      'AntFoodFetchRelay AntColonyBlockBuild AntFarmBoardGame AntArmyTugOfWar TunnelMazeRace AntTicTacToe MarchingAntsLabyrinth AntHideAndSeek',
    art: 'AntFingerprintArt AntFarmDiorama PipeCleanerAnts AntMarchMural TinyAntTrailDoodle AntPortraitInPencil AntTunnelSandPainting AntRockArt',
    tech: 'AntHighwayInSlowMo AntSpeciesIDTest AntTunnelTimelapse AntCamLiveStream TrackAntsWithAI GiantAntGreenScreen AntPhoneZoomIn ClockTheFastestAnt',
    pet: 'AntMoatFoodBowl CatSpotsTheAnts KeepAnAntFarm AntPatternPlayMat AntPlushSniffSearch PupVsAntTrail KittenWatchesAnts PawsOffTheAnthill',
  },
  butterfly: {
    prank:
      'ButterflyWallSurprise ButterflyPopUpCard WindUpButterflyBook PaperButterflyDoor ButterflyFakeOnShoulder ButterflyGardenGift ButterflyInTheMailbox ButterflyLunchboxNote',
    fashion:
      'RetroButterflyClips ButterflyPrintFit DressLikeAButterfly ButterflyTopThreeWays ButterflyPatternMatch ButterflyFacePaint ButterflyWingEyeliner ButterflySleeveDIY',
    wellness:
      'ButterflyHug ButterflyBreathing PlantForButterflies SlowButterflyWalk EmergeFromYourCocoon ButterflyGardenSit ButterflyJournalPrompt ButterflyStillWatching',
    speed:
      'FastestPaperButterfly ButterflyCountRace ButterflyDrawIn10 ButterflyStickerSprint ButterflyMirrorBlitz FoldAButterflyFast ButterflyPuzzleDash ButterflyColorMatchRush',
    tech: 'ButterflyCloseUpPhoto ButterflyTimeLapse ButterflyWingColorSwap SlowMoButterflyTakeoff ButterflyStopMotion ButterflyPhoneWallpaper ButterflyAppVsMyGuess LightUpButterflyKite',
    pet: 'ButterflyChasingPuppy CatMeetsButterfly ButterflyBandanaPup PetVsToyButterfly SocialButterflyDog ButterflyOnTheNose ButterflyBowTieKitty ButterflyGardenSniffWalk',
    gaming:
      'ButterflyMemoryMatch ButterflySpottingBingo PixelButterflyHunt ButterflyHopscotch ButterflyPhotoContest CatchEveryButterfly ButterflyTagRound MothVsButterflyCards',
    music:
      'HumAButterflyLullaby ButterflyWhistleTune WriteAButterflySong ButterflyMusicBox SingToAButterfly MonarchMelody ButterflyFlutterDuet SocialButterflyRap',
  },
  dragonfly: {
    prank:
      'DragonflyWindowCling DragonflyPaperSwarm DragonflyOnTheirShoulder DragonflyWakeUpCall BalancingDragonfly DragonflyOrigamiGift SneakyDragonflyMagnets BookmarkDragonflies',
    music:
      'DragonflyLullaby DragonflyBuzzBeat DragonflyKazooTune HumLikeADragonfly FrogChorusDuet DragonflyWingFlutterRap DragonflyClapRhythm DragonflyWhistleSong',
    tech: 'DragonflyCloseUpPhoto DragonflySlowMoWings DragonflyMaxZoomDare PaperDragonflyStopMotion BugIDAppTest InsectEyeFilter AIVsMeDragonflyFacts MapEveryDragonfly',
    gaming:
      'DragonflyCharades DragonflyScavengerHunt DragonflyMemoryMatch DragonflyColorSort DragonflySnapCardGame DragonflyPondDipping DragonflyBingo DragonflySpotOff',
    cooking:
      'DragonflyPretzelSticks DragonflyCookies DragonflyCupcakes DragonflyFruitSkewers LilyPadPancakes DragonflyPondPunch KiwiWingDragonfly BentoDragonfly',
  },
  firefly: {
    prank:
      'FireflyJarFakeOut FireflyFlashlightTrick FireflyTentLightsUp BackyardFireflyShow TwinkleBushReveal FireflyDoorstepGlow FireflyCeilingSurprise FireflyStickerNight',
    music:
      'FireflyLullaby CricketChorusNight FireflyBlinkTempo FirefliesSongCover TwinkleLittleFirefly FireflyHumAlong JamWithTheFireflies FireflyKazooSong',
    art: 'FireflyNightSkyCollage FireflyPaperLantern GlowPaintFireflyJar LightningBugRockArt DuskSilhouettes DotPaintingFireflies FireflyOrigamiCraft FireflyCrayonResist',
    tech: 'FireflyCountApp FireflyNightModeTest FireflyTimelapse FireflyBlinkSlowMo FireflyMapTheSightings FireflyPhotoHunt FireflyFlashlightTalk FireflyGreenScreen',
    cooking:
      'FireflyGlowMocktail LightningBugCupcakes FireflyUVJelly FireflyJarParfait FireflyLanternCake FireflyDuskPicnic TwilightFireflyCookies FireflyNightSnackPrep',
  },
  ladybug: {
    prank:
      'LadybugStickerTrail LadybugRockSurprise LuckyLadybugLunchNote LadybugDotsEverywhere LadybugsOnTheFridge PaperLadybirdSwarm LadybugOnTheirShoulder LadybugCookieGift',
    tech: 'LadybugStopMotion LadybugFaceFilter LadybugGardenCam LadybugPhoneZoomIn NameThatLadybird LadybugTimelapse LadybugFlightSlowMo LadybugCountSurveyApp',
    art: 'LadybugRockPainting LadybugFingerprint LadybugLeafPrint SpotOnLadybugs OrigamiLadybird LadybugPolkaDotPortrait LadybugPaperPlate LadybugClayMagnets',
  },
  snail: {
    educational:
      'HowSnailsGrowShells SnailSlimeScience SnailSpiralMath SnailSpeedTrack SnailOrSlug SnailTeethCount SnailSenseTest GardenSnailLifeCycle',
    travel:
      'SnailPaceRoadTrip SnailMailPostcards RainyDaySnailHunt SnailCountInThePark SnailShellSpiralHunt SlowTravelDare SnailTrailNatureWalk GardenSnailSafari',
    music:
      'SnailPaceDrumBeat SnailShellShaker SnailSlowJam SnailSlowestSongEver SlowedDownCover SpiralSerenade SnailSpeedKaraoke TinySnailConcert',
    art: 'SnailSpiralDoodle SnailPaperQuilling SnailPhoneCloseUp PaintedSnailRocks ClaySnailSquad FingerprintSnails SnailShellMosaic SnailStampArt',
    tech: 'SnailTimelapse SnailMailVsEmail SnailTerrariumCam WiFiSlowerThanASnail TurnMeIntoASnail SnailRaceFastForward UltraSlowMoSnail SnailStopMotionClay',
  },
  insect: {
    prank:
      'GummyBugSurprise InsectHotelGift InsectCandyTrail LadybugLunchNote InsectStickerStorm PaintedRockBugs PaperInsectInvasion InsectGooglyEyeBeetles',
    wellness:
      'InsectNatureJournal ButterflyGardenPause FireflyMeditation MindfulBugWatch InsectChirpListening LadybugLuckList InsectEyeLevelWalk InsectCricketLullaby',
    tech: 'InsectCloseUpPhotos BugCamTimelapse AntFarmLiveStream AIGuessThisInsect InsectSlowMoWings BugIDAppShowdown InsectSoundRecording BugsEyeViewVideo',
    pet: 'CatVsButterfly StickInsectHandWalk KittenChasesFirefly BugOnTheWindowKitty InsectPlushSnuffleMat MyPetInsectTour InsectSafariWithRover InsectPuppyMeetsCricket',
    gaming:
      'BugHuntQuest InsectBingoWalk InsectMemoryMatch InsectSpotTheDifference InsectTicTacToe BeetleCardDuel ActLikeABugCharades InsectCaterpillarRace',
    art: 'InsectHotelBuild ButterflyWingPainting DragonflyWireArt PaintALadybugRock InsectFieldSketch InsectLeafCollage InsectPencilPortrait InsectClayBeetles',
    travel:
      'InsectSpottingHike ButterflyGardenTour FireflyNightWalk InsectCitySafari InsectPassport InsectZooTrip InsectMuseumQuest InsectMeadowPicnic',
  },
  bee: {
    fitness:
      'BumblebeeBurpees BeeLineSprints BusyBeeCircuit SquatLikeAHoneybee BeeDanceCardio PollenPushups BeeWingFlaps BeeHoverHold',
    prank:
      'BumblebeeCostumeReveal BeeStickerTrail PlushBeeDeskDrop BeeBalloonBouquet BeeKindNotes BeeHoneyJarGift BeeAntennaeOnDad BeeBuzzingDoorbell',
    art: 'BeeWatercolor BeeRockPainting BeeFlowerPhotoWalk PaintABumblebeeMural BeeHappyDoodles HoneycombCollage FingerprintBees BeePaperHexagonWall',
    tech: 'BeehiveLiveCam BeePhoneZoomIn BeeOrFlyAppCheck MapYourLocalBees BeeWingsInSlowMo BeeBuzzPitchTest BeePollinatorPhotoLog BeeFlowerTimelapse',
  },
  blue: {
    dance:
      'BlueSkyTwirl BlueSuedeShuffle BlueJeansBounce BlueDaBaDeeDance DanceInHeadToToeBlue BlueLightDiscoMoves BlueScarfWaveDance BlueStreamerSpin',
    educational:
      'WhyIsTheSkyBlue MakeBlueFromRedCabbage HowBigIsABlueWhale BlueColorNameQuiz FindBlueInNature BlueEyesFamilyTree BlueberryPigmentTest GuessTheBlueAnimal',
    wellness:
      'BlueSkyBreathing BlueHourCalm OceanBlueMeditation NoBlueLightAfterNine BeatTheBlues FeelingBlueCheckIn BlueBlanketWindDown BlueMoodJournal',
    speed:
      'BlueItemsIn60 BlueCupSortRace BlueBlockTowerBlitz NameTenBlueThings PopEveryBlueBalloon BlueSockSpeedMatch BlueCrayonCountdown BlueMarbleScoop',
    music:
      'BluesClapAlong BlueMoonCover NameThatBlueSong BlueDaBaDeeRemix SingTheMondayBlues BlueCupSongChallenge KazooTheBlues BluegrassSpoonJam',
    fitness:
      'BlueSkyRun BlueLineSprints BlueSockToeTouches OnceInABlueMoonYoga BlueMondayBurpees SquatForEveryBlueThing BluebirdBalance BlueWaterBottleReps',
  },
  shark: {
    dance:
      'BabySharkDance SharkChompStep SharkFinShuffle SharkTailWiggle JawsThemeJive SharkCircleConga SharkWeekDanceOff SharkSwimArmsGroove',
    tech: 'SharkFinInMyBathtub LifeSizeSharkInMyRoom TurnIntoASharkFilter SharkSoundEffectsMix NameThatSharkAI TrackAGreatWhite SockSharkStopMotion SharkGreenScreenSwim',
    pet: 'SharkToyTugOfWar SqueakySharkShowdown SharkPlushFetch SharkFinPeekaboo SharkShapedPetBed LandSharkZoomies SharkVideoReaction CatPouncesOnTheShark',
    gaming:
      'SharkWeekTrivia HungrySharkHighScore SharksAndMinnowsTag SharkMemoryMatch SharkBiteGameNight SharkFinHideAndSeek SharkGoFishDuel SharkFactsBingo',
  },
  whale: {
    fitness:
      'WhaleBreachBurpees WhaleTailKicks WhaleOfAWorkout WhaleFlipperPushUps WhaleSpoutJumps OrcaSprintLaps SwimLikeAWhale WhaleBellyCrawl',
    funny:
      'WhaleBathtubDocumentary WhaleOrJustAWave WhaleYouBeMyFriend DoYourBestWhaleCall WhaleFactsButWrong WhalePunOff WhaleHelloThere WhaleSizedYawn',
    tech: 'AIWhaleSongDecoder LiveWhaleCam WhaleSoundsSlowedDown TrackATaggedWhale ClayWhaleStopMotion WhaleSizeInAR WhaleCallPhoneRemix WhaleSwimsThroughMyRoom',
    wellness:
      'WhaleSongMeditation BreatheLikeAWhale DriftOffWithWhales WhaleOfAStretch WhaleSoundsUnwind SlowSwimMindfulness WhaleSizedGratitude WhaleCalmColoring',
  },
  octopus: {
    funny:
      'OctopusMultitasking OctopusAwkwardHug OctopusCamoFails OctopusEscapeArtist TentacleTangle OctopusMorningRush ParentingLikeAnOctopus OctopusPuppetInterview',
    prank:
      'OctopusMoodPlushFlip OctopusWindowCling OctopusInTheSink SneakyOctopusSticker SurpriseTentacles OctopusDrawingGift OctopusGloveHandshake OctopusToyOnTheCouch',
    music:
      'OctopusGardenCover OctopusDrumSolo OctopusOneManBand OctopusBassGroove TentacleTempo OctopusPotLidJam EightArmOctopusDrummer OctopusSeaShanty',
    tech: 'OctopusCamoFilter OctopusEscapeStopMotion DrawAnOctopusOnYourPhone OctopusFactOrAIFiction OctopusLiveCamWatchParty OctopusGreenScreen OctopusColorChangeEdit OctopusGifMaker',
  },
  starfish: {
    prank:
      'StarfishWindowCling StarfishInTheBathtub PlushStarfishAmbush StarfishSoapSwap StarfishOnTheMirror SeashellPhoneCall StarfishInTheShoe GlowStarfishCeiling',
    wellness:
      'StarfishBreathing StarfishStoryKindness StarfishFloatRelax StarfishSprawlStretch TideWatchingPause StarfishOceanSounds OneStarfishAtATime StarfishHandCheckIn',
    tech: 'StarfishTimelapse StarfishZoomInChallenge StarfishGreenScreenDive AICountsStarfish IdentifyAStarfishByPhoto ReefLivestream StarfishStopMotion StarfishFaceFilter',
    pet: 'StarfishSleeperPet StarfishToyHunt StarfishBandanaPup StarfishPlushFetch AquariumCatStare StarfishTugOfWar KittenStarfishSprawl StarfishPoseNapping',
    gaming:
      'FindTheBuriedStarfish StarfishTidePuzzle StarfishOceanRescue CollectAllStarfish FreezeLikeAStarfish StarfishSnapCards StarfishMemoryMatch TossTheStarfish',
    music:
      'StarfishSeaShanty StarfishReefReggae StarfishSlowJam LullabyForASeastar PatrickStarKaraoke StarfishSandBucketBeat StarfishRapBattle StarfishKazooSong',
  },
  crab: {
    tech: 'CrabWalkStepCount CrabZoomPhotoTest CrabScuttleInSlowMo CrabCamLivestream ClayCrabStopMotion AIIdentifiesMyCrab TurnYourselfIntoACrab CrabBeachTimelapse',
    music:
      'CrabClawCastanets CrabRaveRemix CrabShantySingAlong CalypsoCrabJam SnapLikeACrab ScuttleBeatbox CrabShellDrums CrabKazooTune',
  },
  ocean: {
    prank:
      'OceanMessageInABottle MermaidFootprintTrail OceanSoundsAlarmSwap OceanShellSurprise BuriedPirateTreasure OceanPostcardWall OceanInTheBathroom SeashellPhoneCall',
    fashion:
      'EarringsFromSeaGlass DressLikeTheOcean SeasideLinenLook OceanWaveHairDo NauticalStripesDare OceanBlueFitCheck OceanOmbreOutfit OceanShellAnklet',
    music:
      'WhaleSongOceanRemix OceanHumAlong OceanSeaShanty OceanWavesBackingTrack ConchShellSolo OceanDrumJam OceanEyesCover OceanBottleWhistle',
  },
  forest: {
    travel:
      'ForestCabinWeekend FindTheOldestTree ForestVisitorCenterDay FollowTheForestCreek IntoTheWoodsTrip ForestWalkIn10Photos ForestCampgroundStay ForestLookoutPicnic',
    fashion:
      'ForestGreenFitCheck ForestFairyLook ForestFlannelLayers DressLikeTheForest LumberjackChic MossToneEverything ForestRangerCosplay ForestHikeOutfit',
    tech: 'RecordTheForestAtDawn ForestSunsetTimelapse ForestPlantIDChallenge ForestTrailPhotoMap LookUpForestPanorama ForestBirdCallAppTest ForestMoonlightNightMode MeasureATreeByPhone',
    pet: 'ForestCatLeashHike ForestTreatSearch PawPrintsInTheForest ForestCreekSplash SniffariInTheWoods WoodlandZoomies ForestDogTrailBuddy ForestRopeToyPlaytime',
    gaming:
      'ForestFreezeTag ForestScavengerBingo ForestHideAndSeek ForestCaptureTheFlag ForestTreasureHunt ForestFortBuildOff ISpyInTheWoods ForestTriviaTrail',
    prank:
      'ForestFairyDoor GooglyEyedForestTrees ForestAcornGiftBox HiddenGnomeInTheWoods ForestTalkingStump ForestBirdCallFakeout ForestLeafPileAmbush ForestFakeFootprints',
  },
  'palm tree': {
    art: 'PalmSunsetSilhouette HandprintPalmTree PaperPlatePalmTree PalmTreeStencilArt PaintThePalms PalmTreeWatercolor ForkPaintedPalmTree PalmTreeCollage',
    tech: 'PalmSunsetTimelapse PalmTreeTallPhotoTrick SpotTheFakePalmTree PalmTreeSwayStopMotion PalmBreezeSlowMo PalmTreeBeachFilter PalmTreeGreenScreen HeightAppPalmTree',
    pet: 'PalmTreeCatScratcher NapUnderThePalms PalmTreePetPortrait DogMeetsPalmTree PalmTreeCoolMatSnooze PalmPrintBandana PalmTreePetPhotoShoot PalmTreeBeachWalk',
    cooking:
      'PalmTreeFruitPlatter PalmTreeCupcakes PalmTreePancakes UnderThePalmsMocktail PalmTreeDateBites PalmTreeToastArt BananaPalmTreeSnack PalmTreeSmoothieBowl',
    music:
      'PalmTreeKazooJam PalmTreeSingAlong PalmTreeSurfRock SongsUnderThePalms PalmFrondShaker CoconutBongos ReggaePalmTree PalmTreeLullaby',
    wellness:
      'PalmTreeHammockNap BreezeThroughPalms PalmShadeMeditation SwayLikeAPalmTree PalmTreeUnplugDay PalmTreeBendStretch PalmTreeSunsetPause PalmsOpenBreathing',
  },
  raccoon: {
    tech: 'RaccoonBackyardCamClips RaccoonProofBinHack DoorbellRaccoonFootage NightVisionRaccoons OutsmartTheRaccoon RaccoonVoiceChanger RaccoonPlushSneaksOut RaccoonFilterSelfie',
    art: 'RaccoonFeltPlush PaintARaccoonMask RockPaintedRaccoon RaccoonInkDrawing RaccoonTrashTreasureArt MaskedBanditSketch RaccoonRingTailCollage RaccoonSockPuppet',
    speed:
      'RaccoonTrashSortRace RaccoonPuzzleBoxTimer RaccoonBinLockIn60 BeatTheRaccoonCleanup RaccoonShinyThingHunt RaccoonSockMatchRush RaccoonRecycleBlitz RaccoonSnackStashDash',
    funny:
      'RaccoonHandWashing RaccoonBackpackDump DoorbellCamRaccoon RaccoonMeAtMidnight RaccoonNarratesMyDay MyInnerTrashPanda RaccoonFridgeRaidPOV CaughtLikeARaccoon',
  },
};
