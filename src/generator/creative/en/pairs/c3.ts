import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'card game': {
    dance:
      'CardGameVictoryDance CardGameDanceDeckDare CardGameLoserMoonwalk WinTheCardGameWiggle JokerShuffle AceOfSpadesStrut CardGameFreezeDance CardGameSuitSteps',
    fitness:
      'CardGameSuitSquats CardGameDrawAndDo CardGamePlankRound CardGamePenaltyReps AcesHighBurpees JackQueenKingLunges CardGameWallSit CardGameLoserPushUps',
    prank:
      'CardGameVanishingKing CardGameJokerSwap CardGameAllSameDeck FiftyTwoCardPickup AceUpTheSleeve InvisibleCardGamePrank CardGameRiggedDeal CardGameBackwardsRules',
    educational:
      'OldestCardGameEver CardGameCountingTrick CardGameMentalMath TeachACardGameIn60 HowToShuffleRight WhyHeartsAndSpades CountToTenCardGame GuessTheCardGameOdds',
    cooking:
      'CardGameSuitCookies CardGameDecidesDinner CardGameQueenOfTarts JokerCupcakes CardGameLoserCooks AceOfHeartsPizza CardGameClubSandwich CardGameNightNachos',
    travel:
      'CardGameAtTheAirport CardGameTrainRide CardGameBeachBlanket LearnALocalCardGame CardGameAtEveryRestStop PackACardGameForThePark CardGameByTorchlight CardGameOnAFerry',
    fashion:
      'CardGameHeartsSweater CardGameCostumeDIY CardGameSuitUp CardGameJesterLook QueenOfDiamondsGlam KingOfClubsCrown CardGameAceEarrings CardGameSpadeNails',
    wellness:
      'CardGameFamilyNight CardGameSolitaireHour CardGameGrandmaRounds SlowCardGameSunday CardGameBeforeBed PhoneFreeRummy CardGameGratitudeDraw CardGameWithANeighbor',
    art: 'CardGameTowerBuild DesignYourOwnCardGame CardGameBoxArt CardGameDeckDoodles RedrawTheJoker PlayingCardCollage CardGameWatercolorKing CardGameQueenMask',
    tech: 'AIInventsACardGame CardGameSlowMoShuffle CardGameAppVsTable CardGamePOVWinningHand WholeCardGameInTimeLapse CardGamePhoneTimer LongDistanceCardGame CardGameVideoCall',
    pet: 'CardGameCatSteals CardGameDogDealer CardGameButMyDogChooses TeachMyDogACardGame CardGameKittenSwipe CardGamePetReferee CardGameGoFishGoldfish CardGameBunnyPicks',
  },
  cardboard: {
    dance:
      'CardboardRobotDance CardboardTubeTwirl BreakdanceOnCardboard CardboardMoonwalk BoxheadBoogie CardboardCrewBattle CardboardTapShoes CardboardCostumeDanceOff',
    fitness:
      'CardboardCarryRelay CardboardTunnelDash CardboardSledSlides FlattenCardboardSquats CardboardHurdleHops CardboardObstacleRun CardboardCrabWalkRace CardboardGlideLunges',
    funny:
      'CardboardCutoutOfMe CardboardDriveThru CardboardTimeMachine BoxFortRealEstateTour CatPrefersTheCardboard CardboardCosplayFail CardboardNewsDesk CardboardRobotButler',
    prank:
      'CardboardCutoutCameo CardboardUnwrapMarathon CardboardFakeTV GiantCardboardDelivery CardboardDoorToNowhere TinyBoxBigSurprise CardboardTooHeavyBluff CardboardTwinOnTheCouch',
    educational:
      'CardboardBridgeTest HowCardboardIsMade WhyCardboardIsWavy CardboardChairBuild CanCardboardHoldMe CardboardFoldingMath CardboardToPaperPulp CardboardSundial',
    cooking:
      'CardboardSolarOven CardboardLemonadeStand CardboardSnackStadium CardboardCupcakeTower IsThisCardboardOrCake CardboardDriveInDinner DIYCardboardBakery CardboardTacoHolder',
    travel:
      'CardboardTrainToAnywhere CardboardTravelBingo CardboardArrivalsSign BoxCarRoadTrip CardboardCutoutTravels CardboardPassportBook RideACardboardPlane CardboardHillSlide',
    fashion:
      'CardboardArmorCostume WearACardboardCrown CardboardHatContest BoxDressRunway ParcelToBallgown CardboardCatwalk CardboardSneakerMockup CardboardHandbag',
    wellness:
      'CardboardReadingNook CardboardMoodMeter CardboardGratitudeTree CardboardWorryJar FillACardboardMemoryBox CardboardGoalPoster QuietCardboardFort CardboardDreamCollage',
    speed:
      'CardboardFortIn10 CardboardBoxPackingRace CardboardFlattenDash TallestCardboardTower TapeGunTimeTrial CardboardKartGrandPrix CardboardMazeSprint CardboardRecycleRush',
    gaming:
      'BeatMyCardboardMarbleMaze CardboardRingTossTourney CardboardSkeeBall GiantCardboardTicTacToe CardboardCornholeShowdown CardboardBasketballHoop CardboardClawGame CardboardPinballMachine',
  },
  cardio: {
    dance:
      'CardioDanceBattle CardioLineDance CardioStepAerobics CardioDanceInTheKitchen CardioMirrorMyMoves SweatToTheOldies CardioDiscoHour CardioSalsaBurn',
    prank:
      'CardioFakeFinishLine CardioConfettiArrival SecretCardioCheerSquad OneMoreMinuteCardioPrank CardioRaceBibSurprise MotivationalSignAmbush CardioHypeTunnel CardioPlaylistSwitch',
    educational:
      'FindYourCardioZone WhatCardioDoesToYourPulse Zone2TalkTest WhyCardioMakesUsSweat GuessTheCardioCalories LungCapacityDuel CardioFactOrFiction CardioRecoveryMinute',
    cooking:
      'PrepCardioFuelIn10 CardioEnergyBites CardioBananaPancakes PostCardioSmoothie Zone2OvernightOats CardioWhileTheEggsBoil CardioTrailMixJar CardioPowerWrap',
    travel:
      'CardioBeachRun CardioBikeTour LandmarkCardioJog CardioParkHopping SightJogging CardioAcrossYourTown CardioHotelRoomCircuit CardioTrailHike',
    fashion:
      'CardioFitCheck CardioSneakerTest NeonCardioLook MatchingCardioSet LegWarmerRevival CardioThrowbackOutfit CardioCatwalk CardioHeadbandTryOn',
    wellness:
      'CardioMoodBoost CardioMindfulJog Zone2PodcastWalk SunriseCardioRide SundayResetCardio SweatOutTheStress FiveBreathsAfterCardio CardioGratitudeLaps',
    speed:
      'CardioMileTime JumpRopeCardioSprint BeatYourCardioPB ShuttleRunBlitz CardioHighKneesIn60 FourMinuteCardioDash CardioBeatTheMicrowave CardioTagTeamRelay',
    art: 'MakeACardioHypeSign CardioGPSDoodle MotionBlurCardioPhoto RedFacedCardioPortrait RunYourInitials DrawYourCardioMoves SketchMyPostCardioFace CardioChalkCourse',
    tech: 'CardioHeartRateTest CardioSmartwatchGuess TryACardioAppForAWeek CardioStepCountReveal AIPlansMyCardioWeek MapYourCardioLoop CardioTrackerFaceOff CardioVideoCallBuddy',
  },
  carnival: {
    fitness:
      'CarnivalShimmyCircuit CarnivalSambaSquats CarnivalFeatherFanArms CarnivalHipShakeHIIT MarchLikeACarnivalParade CarnivalHighKneeDrill CarnivalBeatBurpees CarnivalLimboStretch',
    funny:
      'CarnivalDadSamba GlitterAfterCarnival CarnivalHeaddressFail StuckInTheDoorway FeatherSneezeAttack MissedCarnivalBeads WearCarnivalToWork CarnivalPrizeRegret',
    prank:
      'CarnivalHallwayParade WakeUpToCarnaval CarnivalMaskDoubleTake CarnivalConfettiUmbrella SambaSquadAmbush CarnivalMusicAlarm CarnivalizeTheirDesk CarnivalStreamerDoor',
    educational:
      'WhyCarnivalBeforeLent CarnivalAroundTheWorld CarnivalMaskMeanings LearnACarnivalSambaStep CarnivalRootsIn60 TrinidadCarnivalStory GuessThatCarnival CarnivalMythBusters',
    cooking:
      'CarnivalKingCake FrittelleForCarnival DoublesForCarnival BrigadeiroBonanza BeignetBlizzard CarnivalPaczkiFilling ChurroCarnival CarnivalMaskPancakes',
    travel:
      'FindACarnivalNearYou FrontRowAtTheCarnival PackForCarnivalIn60 CarnivalRideRankings EatYourWayThroughCarnival CarnivalCostumeOnTheBus CarnivalPhotoWalk CarnivalFloatSpotting',
    fashion:
      'CarnivalCostumeReveal DIYCarnivalHeadpiece CarnivalGlitterMakeup CarnivalFeatherEarrings BedazzleForCarnival VeniceCarnivalMask CarnivalFitCheck CarnivalFacePaintLook',
    wellness:
      'CarnivalColoringPage PostCarnivalQuietDay CarnivalRecoverySoak AshWednesdayReset GlitterDetox CarnivalStressShakeOff CarnivalCalfStretch CarnivalGratitudeList',
    speed:
      'CarnivalQuickChange CarnivalBeadCatch FastestCarnivalMask FacePaintInFive CarnivalCostumeIn60 KeepTheCarnivalFeatherUp CarnivalConfettiCleanup CarnivalCupStackRace',
    music:
      'CarnivalRiceShakerJam BatucadaCarnivalBeat CarnivalSocaCover SambaWhistleSolo CarnivalCallAndResponse CarnivalDrumline CarnivalCowbellGroove CarnivalTambourineRoll',
    tech: 'CarnivalLEDCostume CarnivalGlowUpTimeLapse CarnivalShimmyInSlowMo CarnivalParadePOV BuildTheCarnivalPlaylist GoLiveFromCarnival AIDesignsMyCarnivalLook CarnivalFilterFaceOff',
    pet: 'CarnivalPetParade CarnivalKittenFeatherWand DrawYourPetCarnivalStyle CarnivalSambaWithMyDog CarnivalCollarGlowUp CarnivalPupTrickShow CarnivalPetPhotoBooth CarnivalTreatToss',
  },
  carol: {
    dance:
      'CarolingStepAndSway CarolKickLine CarolJingleHop FreezeWhenTheCarolStops DeckTheHallsDance FaLaLaShuffle SleighBellCarolStomp CarolRockinTwirl',
    fitness:
      'CarolingStepCount CarolPlankLongNote CarolSquatSingAlong CarolLungesPerVerse TwelveDaysOfBurpees CarolingHillClimb NeighborhoodCarolMiles CarolTiptoeChorus',
    funny:
      'CarolWrongLyrics CarolingOffKey CarolHighNotePanic CarolMumbleVerses FiveGoldenRingsScream CarolInOperaVoice DogJoinsTheCarol CarolDramaticSolo',
    prank:
      'CarolingAmbush BreakfastCarolSurprise CarolPhoneSerenade HiddenSpeakerCarols CarolAsTheAlarmTone CarolThroughTheWindow CarolKazooWakeUp CarolInTheirVoicemail',
    educational:
      'TranslateACarol CarolsAroundTheWorld GuessTheCarolsAge WhyWeGoCaroling TwelveDaysDecoded WhatIsFiggyPudding CarolInLatin CarolSignLanguage',
    cooking:
      'CarolCocoaStation CarolCookieTray CarolGingerSnaps CandyCaneBarkAndCarols BringUsFiggyPudding ChestnutsRoastingCarol MincePiesForCarolers CarolGingerbreadHouse',
    travel:
      'CarolingAroundTown CarolRoadTrip FindACarolConcertNearYou CarolCathedralVisit ChristmasMarketCarols CarolFromAHilltop SnowyVillageCarol SingACarolOnTheTrain',
    wellness:
      'CarolingForKindness CarolNursingHomeVisit CarolGratitudeVerse CarolWithGrandma CarolHumBeforeSleep HummingByFirelight CandlelitCarolHour CarolNeighborWave',
    tech: 'HumACarolForTheApp CarolMultitrackChoir CarolAutotune GrandmaJoinsTheCarolCall AIWritesACarol SmartSpeakerSingAlong PlayACarolOnYourPhone BeatMyCarolKaraokeScore',
    gaming:
      'CarolCharades CarolKaraokeBattle ChristmasSongBingo CarolEmojiQuiz FinishTheCarol CarolTriviaShowdown MusicalChairsCarol CarolHotPotato',
  },
  carousel: {
    dance:
      'CarouselWaltz CarouselGallopStep CarouselBobbingBounce TwirlLikeAMerryGoRound CarouselMusicBoxBallet PaintedPonyPrance CarouselFreezeFrame CarouselHorseRideDance',
    fitness:
      'CarouselBearCrawlCircle CarouselHorseLunges CarouselLapSquats CarouselGallopSprints PushTheMerryGoRound FairgroundStepCount CarouselPlankRotation CarouselJumpingJacks',
    prank:
      'CarouselPonyInTheirBed MerryGoRoundRingtone CarouselTicketSurprise CarouselTuneWakeUp CarouselSongDoorbell ToyHorseDeskParade OfficeChairCarousel CarouselLazySusanSnacks',
    educational:
      'HowCarouselsWork OldestCarouselEver WhyCarouselHorsesBob CarouselInnerOrOuterSeat WhoCarvedTheseAnimals NameTheCarouselSong CarouselSpeedMath DropABallOnACarousel',
    cooking:
      'SpinningCarouselCake CarouselHorseCookies MerryGoRoundCupcakes CarouselAnimalCrackers CaramelAppleCarousel CarouselFruitTart CarouselPancakeStack CarouselPretzelPonies',
    travel:
      'RideEveryCarousel MerryGoRoundRoadTrip FindTheNearestCarousel CarouselAtTheSeaside CarouselAndIceCreamDay VintageCarouselTour RateThatCarousel CarouselPhotoPassport',
    fashion:
      'CarouselPastelFit CarouselVintageGlam CarouselCircleSkirt CarouselPonyCosplay TwirlDressTest CarouselPrintTeeDIY DressedForTheCarousel CarouselHorseHairBows',
    wellness:
      'CarouselSlowRide CarouselThenAndNowPhoto CarouselGratitudeLap CarouselWithYourKid BreatheEachRotation PhoneFreeCarouselSpin WatchTheCarouselTurn CarouselMemoryJournal',
    music:
      'CarouselOrganCover WindUpACarouselMusicBox HumTheCarouselTune RemixTheCarouselSong WaterGlassCarouselSong SingOnTheMerryGoRound OomPahCarousel CarouselWaltzOnKazoo',
    tech: 'CarouselTimelapse CarouselHorsesInSlowMo CarouselPanoramaFail CarouselPOVCam CarouselVideoInReverse MakeYourPhoneACarousel CarouselLongExposure CarouselBoomerangWave',
    pet: 'CarouselTreatSpinner CarouselMusicBoxVsCat CarouselToyPounce CarouselPawtrait SpinningFeatherChase DogMeetsCarouselHorse KittyVsMiniCarousel CarouselPuppyPhotoOp',
    gaming:
      'CarouselHorseDerby CarouselSpinToWin CarouselTokenCollect ISpyOnTheCarousel CarouselBrassRingGrab CarouselMusicalStatues CarouselSpotTheDifference DesignACarouselBoardGame',
  },
  carpenter: {
    dance:
      'CarpenterHammerTime CarpenterToolBeltBop TheCarpenterShuffle MeasureTwiceMoveOnce CarpenterTapDance CarpenterHardHatHop CarpenterSandingShimmy CarpenterWorkbenchWaltz',
    fitness:
      'CarpenterHammerCurls CarpenterLumberCarry CarpenterSawRows PlankLikeACarpenter CarpenterWheelbarrowWalk TwoByFourPress CarpenterStepUps CarpenterToolboxSquats',
    prank:
      'SecretCarpenterFix CarpenterFakeCrackDecal CarpenterRubberHammer CarpenterTiltedFrames CarpenterCarrotPencil ChocolateToolbox CarpenterFoamLumber CarpenterTinyChairSwap',
    educational:
      'NameThatCarpenterTool CarpenterRulerTricks CarpenterLevelBubbleTest DovetailDecoded CarpenterWoodGuess WhyBoardsWarp CarpenterAngleMath CarpenterGlueVsScrew',
    cooking:
      'GingerbreadCarpentry CarpenterToolboxCake CarpenterPretzelCabin MeasureTwiceBakeOnce CarpenterHammerCookies LunchboxForACarpenter CarpenterSchnitzelPound CarpenterWaferHouse',
    travel:
      'CarpenterBarnPhotoWalk MeetACarpenterAtTheFair CarpenterWorkshopTour CarpenterDoorwayHunt CarpenterRatesParkBenches CarpenterBridgeHunt CarpenterMuseumVisit CarpenterLogCabinWeekend',
    fashion:
      'BaggyCarpenterJeans CarpenterToolBeltLook CarpenterFlannelLayers CarpenterApronDIY DressLikeACarpenter HammerLoopHack CarpenterCanvasJacket CarpenterWorkBootStyle',
    wellness:
      'MindfulCarpentry WhittleLikeACarpenter CarpenterFixOneThing SandingMeditation CarpenterWoodGrainSketch CarpenterGratitudeBox CarpenterBirdFeederBuild CarpenterQuietHour',
    speed:
      'SortTheCarpenterToolbox BeatTheCarpenter CarpenterBirdhouseIn30 CarpenterWoodStackTimer FlatPackFrenzy CarpenterToolGuessBlitz CarpenterMeasureDash CarpenterScrewRelay',
    music:
      'CarpenterToolboxDrums CarpenterSingingSaw CarpenterWoodblockJam HammerTimeRemix SawdustSymphony CarpenterShopBeat CarpenterPlankXylophone CarpenterWorkSong',
    gaming:
      'GuessTheCarpentersTool CarpenterDominoTopple CarpenterBuildBattle StackLikeACarpenter CarpenterMarbleRunDuel CarpenterCheckersRematch CarpenterCharades CarpenterWoodenPuzzle',
  },
  carpool: {
    fitness:
      'CarpoolWalkingBus CarpoolBikeTrain ParkAndStrideWalk PostCarpoolSquats CarpoolWaitWallSit CarpoolStepCountDuel SkipTheCarpool CarpoolSeatedStretch',
    prank:
      'CarpoolKaraokeAmbush CarpoolCostumePickup CarpoolSillyHatDay CarpoolWindowNotes CarpoolRubberDuckArmy CarpoolPlushPassenger ChauffeurModeCarpool CarpoolBalloonWelcome',
    educational:
      'CarpoolFactOfTheDay CarpoolStateCapitals CarpoolLanguageLesson CarpoolQuizMaster BackseatSpellingBee LicensePlateMath CarbonSavedByCarpool CarpoolMapReading',
    cooking:
      'CarpoolCookieSwap CarpoolBreakfastToGo CrumbFreeCarpool CarpoolWrapAssemblyLine EggBitesForTheRide MinivanMuffinMonday CarpoolTrailMixOff CarpoolBananaBread',
    travel:
      'CarpoolConcertDrive CarpoolCampingConvoy CarpoolRoadTrip AreWeThereYetCarpool BackseatTourGuide CarpoolMysteryDestination CarpoolPitStopHunt CarpoolBeachDay',
    fashion:
      'CarpoolPajamaDropoff SlippersAtPickup CarpoolFitCheck CarpoolTwinning CarpoolSunglassesSwap MinivanMomChic CarpoolCatwalk CarpoolHatOfTheWeek',
    speed:
      'CarpoolBuckleUpRace CarpoolShoesOnTimer BackpackLoadBlitz CarpoolGearCountdown BeatTheCarpoolHorn OutTheDoorIn60 CarpoolReadyInTen CarpoolSnackPackDash',
    music:
      'CarpoolRadioGuess CarpoolRoundSinging CarpoolHarmony CarpoolKaraokeRemake CarpoolNameThatTune BackseatBoyBand TheCarpoolAnthem CarpoolWhistleOff',
    tech: 'CarpoolDashcamBloopers CarpoolPlaylistTakeover CarpoolTimelapseDrive CarpoolETAGuessOff BluetoothBattle MinivanTechTour AICarpoolPlanner CarpoolPodcastEpisode',
    pet: 'CarpoolDogWave HamsterWaitsForCarpool CarpoolPuppyGreeting CarpoolCatCommute PetJoinsTheCarpool CarpoolPupHarnessCheck CarpoolReunionRush CarpoolBunnySendoff',
  },
  carrot: {
    dance:
      'BalanceACarrotAndDance CarrotTopTwirl HoedownForCarrots BunnyHopAlong CarrotCakeWalk OrangeYouGladGroove CarrotStickStomp CarrotPullDance',
    funny:
      'CarrotSwordDuel CarrotMustacheLook SnowmanLostHisCarrot CarrotPuppetShow ProposeWithACarrot NightVisionCarrotTest CarrotPhoneCall CarrotMicrophoneInterview',
    prank:
      'GiftWrappedCarrot BunnyLeftACarrot CarrotRemoteSwap RabbitTracksToFridge CarrotGooglyEyeArmy SnowmanNoseSwap CarrotBouquetSurprise CarrotsInThePencilCup',
    educational:
      'CarrotEyesightMyth CarrotsWerePurple HowCarrotsGrow WhyCarrotsAreOrange CarrotSinkOrFloat RegrowCarrotTops BlindCarrotTasting CarrotFoodColoringTest',
    travel:
      'CarrotFarmVisit PickYourOwnCarrots CarrotCakeCafeCrawl CarrotHarvestFestival BiggestCarrotAtTheMarket CarrotStandRoadTrip CarrotCrunchPicnic CarrotPackedLunchHike',
    fashion:
      'CarrotOrangeFitCheck CarrotPrintThreeWays CarrotEarringsDIY DressAsACarrot CarrotPantsComeback ThriftACarrotOutfit CarrotColorMakeup CarrotCharmNecklace',
    wellness:
      'MindfulCarrotCrunch CarrotJuiceMorning PlantACarrotSeed CarrotSnackSwap CarrotRewardChart CarrotTopRegrowDiary CarrotGardenJournal CarrotThankTheFarmer',
    speed:
      'CarrotSortBySize CarrotAndSpoonRace CarrotPullDash StackCarrotSticks BeatTheBunny CarrotBasketRelay CarrotCountIn30 CarrotScavengerSprint',
    music:
      'CarrotFluteCover CarrotCrunchBeat SingToYourCarrots VeggieOrchestra CarrotDrumstickSolo WhistleThroughACarrot CarrotRhymeTime CarrotLullaby',
    art: 'CarrotStampArt CarrotRoseCarving CarrotPeelCollage PaintACarrotPatch GiveYourCarrotAFace CarrotStillLife PaintTheUgliestCarrot CarrotSnowmanCraft',
    tech: 'CarrotGrowthTimelapse ZoomIntoACarrot AIPicksMyCarrotRecipe CarrotSnapInSlowMo CarrotStopMotionRace GrowCarrotsWithAnApp CarrotCrunchDecibels CarrotMacroPhotos',
    gaming:
      'CarrotStickTicTacToe GoldenCarrotHunt TossARingOnTheCarrot PinACarrotOnTheBunny BowlOverTheCarrots GrabTheCarrotRedLight CarrotHotPotato CarrotMemoryMatch',
  },
  cartwheel: {
    dance:
      'CartwheelEntrance CartwheelThenFreeze CartwheelOnTheDrop CartwheelIntoSplits HeadOverHeelsDance RoundOffShuffle BustACartwheel CartwheelCypher',
    educational:
      'CartwheelSlowMoBreakdown CartwheelMistakesToFix CartwheelInFiveSteps TeachMeACartwheel CenterOfGravityTest CartwheelMomentumDemo LeftOrRightCartwheel CartwheelWristWarmup',
    cooking:
      'CartwheelPastaBake CartwheelPinwheels CartwheelMacAndCheese PancakeFlipCartwheel WagonWheelPizza CartwheelOrangeSlices CartwheelCinnamonBuns CartwheelShapedCookies',
    travel:
      'CartwheelAtLandmarks CartwheelOnTheBeach CartwheelInEveryPark TumbleTourist CartwheelCampsiteMorning CartwheelOnTheTrail CartwheelPostcardPose CapitalCityCartwheel',
    fashion:
      'CartwheelFitCheck CartwheelProofOutfit CartwheelBikeShorts CartwheelHairTest UpsideDownOOTD LeotardLookbook CartwheelInATracksuit JumpsuitVsCartwheel',
    wellness:
      'CartwheelMoodBoost CartwheelBarefootGrass ACartwheelADay CartwheelAfterWork CartwheelWithMyMom UpsideDownReset CartwheelAndBreathe SunriseCartwheel',
    music:
      'CartwheelOnTheBeat CartwheelKeyChange RockAndRollCartwheel CartwheelChorusDare TumbleToTheDrop YouSpinMeRound CartwheelToADrumSolo CartwheelHighNote',
    tech: 'CartwheelSlowMo CartwheelCloneVideo AICoachesMyCartwheel CartwheelBoomerang BurstModeCartwheel CartwheelPhotoTimer CartwheelPanoGlitch CartwheelInReverse',
  },
  castle: {
    dance:
      'CastleBallroomWaltz CastleSwordDanceOff CastleJesterJig CastlePrincessTwirl BouncyCastleBoogie CastleRoyalEntrance CastleCourtMinuet CastleKnightMarch',
    funny:
      'CastleRoyalDecrees CastleRealtorParody CastleJesterAudition CastleTourOfMyBedroom CastleGhostReaction DrawbridgeKnockJokes CastleButlerForADay CastleCouchKingdom',
    prank:
      'CastleCardboardTurrets CastleTrumpetWakeUp CastleThroneMakeover CastleGateOnTheirDoor KnightedByTheKids CastleDragonFootprints CastleBannerGreeting CastleRedCarpetHallway',
    cooking:
      'CastleMedievalFeast GingerbreadCastle CastleTurretCupcakes SandcastleSundae BuildACakeCastle CastleDrawbridgeToast CastleSandwichTower CastleJellyMoat',
    fashion:
      'CastleRoyalFit CastleKnightCosplay VelvetCapeLook DressForTheCastleBall QueenOfTheCastleGlam MedievalFaireOutfit CastleCrownDIY CastleTiaraTutorial',
    wellness:
      'CastleGardenStroll CastleRuinsJournal CastleCourtyardYoga CastlePicnicWithABook CastleMorningStretch MoatSideReflection CastleWallSunset CastleCushionNap',
    pet: 'CastleCatFort RoyalPetPortrait PuppyCastleTreatHunt KingOfTheCastleKitty SandcastleDigDog CastleGuardDoggo HamsterCastleMaze CastleCushionThrone',
  },
  cat: {
    dance:
      'DanceLikeMyCat CatJudgesMyMoves CatStretchToTheBeat CatPounceStep CatZoomiesFreestyle CatwalkStrut TheCatsMeowMoonwalk CatHeadBobChallenge',
    funny:
      'IfMyCatCouldText DoYourCatImpression CatJudgesMyCooking CatSideEye CatReactsToMySinging TableKnockOffs CatDramaReenactment MeowOffWithMyCat',
    prank:
      'CatTapeSquare CatFaceStickyNotes FakeCatInTheBed HiddenCatMeow CatWallpaperSneakSwap CatPhotosInEveryDrawer CatShapedPillowSwap CatPawPrintTrail',
    educational:
      'WhyCatsPurr ReadYourCatsTail CatRightingReflex CatWhiskerFacts CatBoxExperiment NineLivesMyth CatEyeNightVision HowCatsLandOnFeet',
    travel:
      'CatCafeTour CatVideoCallFromTrip StreetCatPhotoWalk SpotTheLuckyCat CatIgnoresMeAfterVacation CatBackpackAdventure CatSitterUpdates CatCarrierPracticeRun',
    wellness:
      'CatPurrMeditation CatNapTogether SlowBlinkChallenge CatLapReading PetYourCatTenMinutes SunbeamLikeACat StretchWithYourCat CatBrushingRitual',
    tech: 'CatNapTimelapse CatTranslatorAppTest KeyboardCatTakeover CatCrashesMyVideoCall CatVsBirdsOnTheTablet CatCamConfessions CatPounceInSlowMo CatSelfieTimer',
    gaming:
      'CatPawsTheController CatPicksMyCharacter CatBlocksTheScreen CatStealsTheDice CatPlaysMyPhoneGame HideAndSeekWithMyCat CatChoosesTheCard CatTreatShellShuffle',
  },
  'cat vs dog': {
    dance:
      'CatVsDogDanceOff CatVsDogImpressionDance PounceVsZoomieMoves CatStrutVsDogWiggle DogAndCatTwoStep TeamCatVsDogFreeze CatVsDogMirrorDance DogVsCatHipSway',
    prank:
      'CatVsDogBedSwap DogVsCatDubbedVoices BarkingCatPlush MeowingDoorbell CatsAndDogsTreatSwitch DogVsCatFakeTwin CatVsDogToyMixup CatVsDogNameSwap',
    educational:
      'CatsVsDogsSenses WhyCatsPurrDogsWag CatVsDogBrainSize CatVsDogMythBusters WhoWasTamedFirst DogVsCatQuizOff CatVsDogSniffTest CatVsDogSleepHours',
    travel:
      'CatVsDogCafeCrawl CatsVsDogsSpottingWalk CatVsDogFirstCarRide DogAndCatRoadTrip CatVsDogSuitcaseSquatter CatVsDogSouvenirToys CatVsDogHotelCheckIn CatsVsDogsParkPicnic',
    wellness:
      'SlowBlinkCalmDown PurrSoundscape CatVsDogNapStyles CatsAndDogsCuddleHour CatVsDogStretchBreak CatVsDogSoftMusicTest CatVsDogYogaPoses CatVsDogMassageSpa',
    speed:
      'WhoComesWhenCalled FirstToTheFoodBowl CatVsDogRaceToTheCouch CatsVsDogsTreatDash DogVsCatPuzzleBlitz CatVsDogDoorbellRush CatVsDogSitOnCue CatVsDogTrickCountdown',
    tech: 'CatVsDogTranslatorApp CatVsDogPetCamDiary CatVsDogHighJumpSlowMo DogVsCatVideoCallReaction CatsAndDogsFaceSwap CatVsDogWatchAnimalTV WhoNapsMoreCatVsDog CatVsDogBestSelfie',
    gaming:
      'CatVsDogPuzzleFeeder CatVsDogHideAndSeek CatVsDogTrivia CatVsDogTreatHunt CatsAndDogsCoOp CatVsDogTeamBattle CatVsDogChessMatch CatVsDogBingoCard',
  },
  caterpillar: {
    dance:
      'DoTheCaterpillar CaterpillarCrawlGroove CaterpillarCongaLine HungryCaterpillarHop ButterflyBloomDance CaterpillarWingsReveal CaterpillarWormOff CaterpillarShimmy',
    fitness:
      'CaterpillarWalkouts CaterpillarCrunches CaterpillarPushupChain HungryCaterpillarReps CaterpillarCrawlRelay CocoonToButterflyFlow CaterpillarPlankShuffle CaterpillarHipRaises',
    funny:
      'CaterpillarSleepingBag CaterpillarEyebrows CaterpillarLeafCritic MyCaterpillarGlowUp CaterpillarOutOfBed TheVeryHungryMe CaterpillarVoiceover CaterpillarSnackReviews',
    prank:
      'CaterpillarPlushDrop BlanketCaterpillar CaterpillarPompomTrail CaterpillarInTheApple ButterflyNoteSwarm CocoonHugAmbush CaterpillarOnTheirMug CaterpillarShoeSurprise',
    educational:
      'CaterpillarToButterfly HowMetamorphosisWorks CaterpillarSilkScience CaterpillarFakeEyes CaterpillarLegCount ChrysalisOrCocoonQuiz RaiseACaterpillarDiary WhatDoCaterpillarsEat',
    fashion:
      'DressAsACaterpillar FuzzyCaterpillarKnit CaterpillarCostumeDIY CaterpillarLayerUp CocoonToCatwalk ButterflyGlowUpFit CaterpillarGreenOOTD CaterpillarBobbleHat',
    wellness:
      'CaterpillarCocoonRest CaterpillarSlowCrawlYoga WatchACaterpillarFor5 MetamorphosisJournal CaterpillarBlanketWrap CaterpillarPaceWalk CaterpillarGrowthDiary CaterpillarLeafGazing',
    music:
      'CaterpillarCrawlBeat CaterpillarMunchRhythm HungryCaterpillarRap CaterpillarBottleShaker ButterflyLullaby CaterpillarPotLidDrums CaterpillarKazooMarch CaterpillarSingAlong',
    tech: 'CaterpillarTimelapse ZoomInOnACaterpillar CaterpillarHabitatCam AIIDsMyCaterpillar ButterflyMacroShot ChrysalisLiveStream CaterpillarMunchASMR CaterpillarStopMotion',
  },
  cave: {
    dance:
      'CaveEchoStomp CaveRave BatCaveBoogie DoTheCavemanShuffle DanceLikeACavePainting CaveHeadlampDanceOff CaveSilhouetteSway CaveFlashlightDisco',
    fitness:
      'CaveRockCarry CavemanSquats BearCrawlIntoTheCave CaveDwellerLunges CaveExplorerPushUps CaveLimboUnderTheTable CaveTunnelPlank CaveDuckWalkDrill',
    prank:
      'CaveGlowWormCeiling CaveDrippingTapPrank CaveSpiderPlushDrop BatCaveBedroom CavemanGruntWakeUp CaveSoundsAlarmClock CaveFlashlightStarShow CaveBlanketHallway',
    educational:
      'StalagmiteVsStalactite HowCavesForm EcholocateLikeABat DecodeCaveArt GrowCaveCrystals WhyCavefishAreBlind TakeACavesTemperature CaveLayersInAJar',
    cooking:
      'CaveAgedCheeseBoard CaveGeodeCake CaveCrystalRockCandy CavemanCookout StoneBakedCaveBread CaveExplorerTrailMix CaveChocolateStalactites CaveMushroomToast',
    fashion:
      'CaveExplorerFit CaveCrystalJewelry DressLikeACaveman GeodeGlam CaveStalactiteEarrings CavewomanCouture CaveReadyLayers CaveBatWingCape',
    wellness:
      'CaveDripMeditation CaveCandleBreathing NapInABlanketCave CaveModeNoPhoneHour EscapeToYourCave CaveJournalByLamplight CaveQuietReadingNook CaveDarkRoomRest',
    music:
      'CaveEchoSinging CaveDripBeat DrumLikeACaveman YodelIntoTheCave LiterallyRockMusic CaveStoneXylophone CavernSoundcheck CaveBottleHum',
    tech: 'CaveFlashlightPhotoShoot CaveHeadlampTest NightModeInACave CavePaintingsByAI CavemanVsSmartphone CaveOfflineMapHack RecordYourCaveEcho CaveTimelapseBuild',
    gaming:
      'FindTheGemsInMyCave CaveDungeonCrawl CaveBossLair CaveFortFlashlightTag BlanketCaveHideAndSeek CaveRiddleQuest CaveEscapeRoom CaveTreasureMapHunt',
  },
  'ceiling fan': {
    dance:
      'CeilingFanHairWhip SpinLikeACeilingFan CeilingFanSlowMoDance CeilingFanBreezeDance HelicopterArmsDance LowMedHighShuffle CeilingFanWindmill CeilingFanFreezeFrame',
    fitness:
      'CeilingFanCoolDown CeilingFanGluteBridges CeilingFanBicycleCrunch PlankUnderCeilingFan HelicopterArmCircles ThreeSpeedHIIT CeilingFanSitUps CeilingFanLungeLaps',
    prank:
      'CeilingFanGooglyEyes CeilingFanStreamers ConfettiCeilingFan SnowflakeCeilingFan FlipTheSwitchSurprise CeilingFanFakeRemote CeilingFanFaceCutouts CeilingFanMustache',
    educational:
      'HowCeilingFansCool CeilingFanWinterMode CeilingFanWindChill CeilingFanVsOpenWindow ClockwiseOrCounter RoomTempMythBuster CeilingFanTissueTest CeilingFanBladeAngles',
    cooking:
      'CeilingFanCoolingRack NoBakeUnderCeilingFan CeilingFanPastaDryer PinwheelCookies CeilingFanPopsicles FanCooledFudge CeilingFanCakeLookalike CeilingFanChilledNoodles',
    travel:
      'CeilingFanBingoOnHoliday CeilingFanCafeHunt CeilingFanAtGrandmas FanciestCeilingFan RateTheHotelFan HammockUnderTheFan CeilingFanSpotting CeilingFanSiestaAbroad',
    fashion:
      'CeilingFanFlowyDress CeilingFanScarfFlutter BreezyLinenCeilingFan CeilingFanWindMachine CeilingFanHairGoals SilkInTheBreeze CeilingFanSkirtSwish CeilingFanCapeReveal',
    wellness:
      'CeilingFanNap CeilingFanWhiteNoise CeilingFanSleepTest WatchTheCeilingFanSpin StareAtTheFanTherapy CeilingFanDaydream CeilingFanBreathingCount CeilingFanSummerReading',
    speed:
      'CeilingFanBubbleChase CountCeilingFanSpins BeforeCeilingFanStops CeilingFanPaperHelicopter CeilingFanFeatherCatch CeilingFanPlaneLaunch CeilingFanTidyBlitz CeilingFanPinwheelRace',
    tech: 'HowLoudIsMyCeilingFan CeilingFanSlowMo CeilingFanWhiteNoiseTest CeilingFanCameraGlitch DoesACeilingFanCoolYou FanVsACShowdown CeilingFanSpeedRPMApp CeilingFanSmartPlug',
    pet: 'CeilingFanCatStare DogVsCeilingFan DogClaimsTheCeilingFan CeilingFanShadowChase CeilingFanSplootContest PupVsTheBreeze CeilingFanFurFlutter CeilingFanBunnyFlop',
    gaming:
      'CeilingFanFeatherFloat CeilingFanTissueGlide PaperPlaneVsCeilingFan CeilingFanShadowGuess CardTowerVsCeilingFan CeilingFanBalloonVolley CeilingFanPicksPlayer CeilingFanBubbleTag',
  },
  cereal: {
    dance:
      'CerealBoxBop SnapCracklePopStep CerealMascotMoves SaturdayCerealShuffle DanceTillTheCerealIsSoggy MilkPourFreeze CerealSpoonSpin CerealKitchenDisco',
    fitness:
      'CerealCrunchAbs MilkJugCurls CerealBowlBalance SpoonfulSquats BurnOffTheCereal CerealGroceryBagLunges CerealBoxPress CerealPlankPause',
    educational:
      'CerealIronMagnetTest WhyCerealGetsSoggy HowFlakesAreMade CerealSugarCubeCount CerealGrainGuessQuiz DoesCerealFloatOrSink CerealServingSizeMath CerealLabelDetective',
    travel:
      'CerealAroundTheWorld CerealCafeVisit CerealAisleSafari CerealTrailMixRoadTrip ForeignCerealTasteTest CerealPicnicAtSunrise HotelCerealRanking CerealBreakfastWithAView',
    fashion:
      'CerealBoxCostume CerealMascotCosplay SaturdayMorningFit DressAsYourCereal WearYourCerealNecklace CerealBeadBracelet CerealCartonTote CerealPrintPajamas',
    wellness:
      'CerealSaturdayRitual CerealOnThePorch CerealNoScreens CerealWithGrandma CerealSunriseSit CrunchMindfully CerealAndGratitude CerealBreakfastJournal',
    music:
      'CerealBoxShaker CerealJingleRemix CrunchyCerealASMR CerealCartoonThemeHum CerealBowlDrumKit SnapCracklePopBeat CerealCommercialSong CerealSpoonTapMelody',
    pet: 'CerealBoxCatFort CerealBowlDogStare SpoonSoundReaction CerealMascotPetPortrait PuppyEyesAtCereal KittenCrunchASMR CerealShapedTreats CerealHamsterTunnel',
  },
  'cereal box': {
    dance:
      'ShakeTheCerealBox PassTheCerealBox CerealBoxRobotMoves CerealBoxCostumeDance SnapCracklePopAndLock CerealMascotDanceOff CerealBoxHeadBalance TwistTheCerealBox',
    fitness:
      'CerealBoxHurdles BalanceTheCerealBox CerealBoxPlankPass CerealBoxConeDrill CerealBoxWallSit CerealBoxCurls OverheadCerealBoxPress SquatWithCerealBox',
    prank:
      'CerealBoxSwap CerealBoxRubberSnake GooglyEyeCerealBox YourFaceOnACerealBox CerealBoxFullOfVeggies CerealBoxTreasureMap CerealBoxJokeBack CerealBoxFortunes',
    educational:
      'CerealIronMagnetTest CerealBoxVolumeMath BookReportCerealBox CerealBoxPinholeCamera SugarInYourCereal WhyCerealGoesSoggy CerealBoxSolarSystem DecodeTheCerealBoxLabel',
    cooking:
      'CerealBoxBackRecipe CerealBoxCrumbPancakes CerealBoxCake SnapCrackleTreats CerealMilkIceCream CerealBoxParfait TrailMixCerealBox CookiesFromCerealBox',
    travel:
      'CerealBoxCarSnackBin CerealBoxMapOfMyTrip CerealBoxPostcard CerealBoxPassport CerealBoxPackingHack SupermarketSafari TryAForeignCerealBox CerealBoxTravelJournal',
    fashion:
      'CerealBoxRunway CerealBoxCrown CerealMascotCosplay MatchYourCereal CerealBoxEarrings DressLikeACerealBox CerealBoxRobotSuit PurseFromCerealBox',
    wellness:
      'CerealBoxVisionBoard AffirmationCerealBox CerealBoxJournal MindfulCerealMorning CerealBoxDeclutter CerealBoxWorryMonster CerealBoxGoalChart CerealBoxCalmCorner',
  },
  chair: {
    educational:
      'GuessTheChairsDecade WhyChairsHaveFourLegs SitUpStraightChairTest IconicChairQuiz DrawAChairInPerspective BuildAChairFromBooks WhatMakesAChairComfy CanAPaperChairHoldMe',
    cooking:
      'HighChairSnacks CookFromAChairDare PorchChairLemonade LawnChairBarbecue ChairPicnicIndoors TVTraySupper ChairSideCharcuterie CampChairChili',
    travel:
      'CampChairAtEveryStop BeachChairRanking ChairVirtualCityTour FoldingChairSunsets FindTheChairWithAView PeopleWatchFromACafeChair GiantChairSelfie ChairPackForTheParade',
    speed:
      'ChairSetupRace ChairFoldDash MusicalChairsSprint LastChairStanding ChairBalloonPopper ChairSitStandIn30 TuckInEveryChair ChairStackingBlitz',
    art: 'ChairMakeover MiniatureChairCraft ChairMosaicSeat EmptyChairPhotoSeries PaintAFamousChair ThriftChairFlip DrawAChairUpsideDown PopsicleStickChair',
    tech: 'SwivelChairSlowMo ErgonomicChairTest FixMyChairPosture ChairToStandingDesk RateMyChairSetup ChairPhoneHolderHack TryAChairInAR ChairDancesStopMotion',
    gaming:
      'ChairBeanBagToss MusicalChairsGameNight HotSeatChairTrivia ChairSimonSays ChairPassThePillow SwivelChairDuel ChairCharades GamerChairTierList',
  },
  chalk: {
    dance:
      'HopscotchChalkShuffle ChalkDanceFloorSquares ChalkCircleSpin FollowTheChalkFeet HopSkipAndShimmy DrawItThenDanceIt ChalkFootprintFoxtrot ChalkTwisterMoves',
    prank:
      'ChalkComplimentTrail ChalkPortalDoor DrivewayChalkBirthday ChalkMonsterFootprints SecretSidewalkSmiles ChalkWelcomeMat ChalkFakePuddle MailCarrierChalkNote',
    cooking:
      'ChalkHopscotchCookies ChalkPastelMacarons ChalkboardCake ChalkStickPretzels SidewalkLemonadeStand WriteTheMenuInChalk ChalkColoredCupcakes ChalkDrawnPizzaParty',
    travel:
      'ChalkArtFestival ChalkMuralHunt ChalkHelloInANewPark ChalkRoadTripMap SidewalkSafari ChalkCampsiteGames ChalkTheTownSquare ChalkPassportStamps',
    fashion:
      'ChalkWingsPose ChalkGownLaydown PastelChalkHair ChalkFitCheck ChalkArtToteBag DrawYourDreamDress ColorMatchTheChalkBox ChalkPaintedSneakers',
    wellness:
      'ChalkAffirmations ChalkLabyrinthWalk MindfulChalkDoodle ChalkBreathingCircle SidewalkMandala GratitudeHopscotch KindWordsInChalk ChalkSunriseSketch',
    tech: 'ChalkTimelapse QRCodeInChalk ChalkStopMotion LieDownChalkPhotoShoot AIPicksMyChalkArt ChalkErasedInReverse ChalkPanoramaStretch ThreeDChalkIllusion',
    gaming:
      'ChalkTicTacToe DrawAVideoGameInChalk ChalkFourSquare ChalkSnakesAndLadders SidewalkTwister DrivewayDungeonCrawl ChalkGiantCheckers ChalkMiniGolfCourse',
  },
  chalkboard: {
    dance:
      'ChalkboardChoreoMap ChalkboardSlideShuffle ChalkDustClapDance BlackboardBoogie ClassroomBellBop TeachMeTheMove ChalkboardStepOfTheDay DanceTheChalkboardArrows',
    funny:
      'NailsOnAChalkboard ChalkboardWrongAnswers ChalkboardCafePuns ChalkboardTeacherVoice BlackboardBluffMath WriteYourChalkboardLines ChalkboardExcuseNote ChalkboardDadJokeDaily',
    prank:
      'ChalkboardSecretDoodle SurpriseChalkboardMenu ChalkboardFakeHoliday ChalkPortraitOfThem MirrorWritingNote HiddenSmileyHunt ChalkboardSillyChores BlackboardBirthday',
    educational:
      'ChalkboardMathTrick ExplainItOnAChalkboard ChalkboardPopQuiz ChalkboardSpellingBee AncientPlanktonChalk BlackboardTimeline ChalkboardWordOfDay SolveItOnTheChalkboard',
    cooking:
      'ChalkboardCookies ChalkboardFondantCake ChalkboardBrunchMenu SpecialOfTheDayChalk HomeBistroNight SlateCheeseBoard ChalkboardTacoTuesday ChalkboardDinnerVote',
    travel:
      'CafeChalkboardHunt FunniestChalkboardSign ChalkboardMenuCrawl ChalkboardTripCountdown SidewalkChalkCityTour OldSchoolhouseVisit ChalkboardTravelLog ChalkboardBucketList',
    fashion:
      'ChalkboardFitRating ChalkboardOOTDPlan DressLikeAChalkboard ChalkStripeSuit BackToSchoolLook TeacherWardrobeWeek ChalkboardTeeDesign ChalkboardNailArt',
    tech: 'SmartBoardVsChalkboard ChalkboardMuralTimeLapse DoesMyChalkboardQRScan ChalkboardPhotoToText ChalkboardDoodlesMove AIWritesMyChalkboardSign ChalkboardVideoLesson ChalkboardStopMotion',
    pet: 'PetBirthdayChalkboard DogBraggingChalkboard GotchaDayChalkboard ChalkboardTrickTally CatWipesTheBoard PawPrintChalkArt ChalkboardPupQuotes ChalkboardBunnyPortrait',
  },
  charger: {
    dance:
      'FoundMyChargerDance ChargerCordShuffle FullyChargedBounce ChargerDanceTo100 LowBatteryLimbo OnePercentFreeze ChargerRobotMoves ChargerSwayTillFull',
    prank:
      'ChargerCableMakeover ChargerRansomNote ChargerTapedToTheCeiling GooglyEyeCharger ChargerTreasureMap ChargerSwapForBanana TinyHatForTheCharger ChargerInAGiftBox',
    educational:
      'HowChargersWork WhyCablesBreak WirelessInductionDemo OvernightChargingMyths SpotAFakeCharger WattsInYourCharger ChargerLabelDecoded IsThisChargerSafe',
    cooking:
      'ChargeWhileYouBake ChargerBrickBrownies BatteryIconCookies IsThisChargerACake LicoriceCableTwists RechargeSmoothie ChargerCordPretzels ChargerPlugSandwiches',
    travel:
      'ChargerOutletHunt ChargerSolarCampout ChargerFreeDayTrip WhoForgotTheCharger PowerBankRoadTrip ChargerLeftAtTheHotel ChargerPackingCheck ChargerAirportScramble',
    fashion:
      'ChargerCableBracelet CuteCordWraps WearYourCharger BeadedChargerCharm ChargerPouchGlowUp ChargerMatchesMyFit ChargerStrapBagHack ChargerKeychainStyle',
    speed:
      'ChargerUntangleDash ChargerDragRace ZeroToHundredPercent FindTheChargerFast RightCableFirstTry ChargerCoilTimer MatchEachCharger ChargerPackUpIn10',
    pet: 'ChargerBoxCatBed PetProofChargerSetup ChargerChewToySwap KittenSafeChargerSpot ChargerOutOfPawReach CordCoverCheck ChargerLeaveItTrick ChargerHideawayForBunnies',
    gaming:
      'DeadControllerPanic ChargerMidGameRescue ChargerHideAndSeek BossFightAtOnePercent NoChargerMarathon PlayWhileItCharges ChargerPowerUpCombo ChargerHotPotato',
  },
  cheer: {
    fitness:
      'CheerUpPushUps CheerJumpDrills CheerleaderWallSit CheerStuntPlank ToeTouchReps PompomArmBurn CheerSquadSquats HighKickCheerOff',
    educational:
      'CheerArmMotionsGuide HowPompomsAreMade FirstCheerleaderQuiz CheerJudgeForADay LearnToSpotACheerStunt MakeACheerMegaphone CheerSpellingBee NameThatCheerJump',
    cooking:
      'CheerUpCupcakes CheerBowCookies PompomPopcorn CheerMegaphoneCakePops CheerSquadSmoothies CheerOnTheBakeOff ThreeCheersCheesecake CheerPyramidPancakes',
    fashion:
      'CheerFitCheck CheerBigBowDIY CheerHighPonytail CheerGlitterMakeup CheerleaderOffDuty VarsityJacket3Ways DressToCheer SpiritWeekCheerLook',
    tech: 'CheerToeTouchSlowMo BuildACheerMixOnPhone DecibelCheerOff AIJudgesMyCheer CheerPracticeOverVideo CheerJumpHeightApp GreenScreenCheer CheerInReverse',
  },
  cheese: {
    dance:
      'SayCheeseDance CheesePullMove CheeseWheelSpin CheeseMouseTiptoe GoudaGroove DanceForAGrilledCheese CheesePlatterPolka CheeseStringShimmy',
    fitness:
      'CheeseWheelCarry SayCheesePlank StringCheeseStretch ParmesanCheeseSquat GoudaGains RepsForEveryCheeseCube CheeseBoardBurpees CheeseBlockLunges',
    prank:
      'SayCheesePhotobomb CheeseWheelCakeReveal GrilledCheesePillow MouseHoleWithCheese CheeseInTheCookieJar CheeseGooglyEyes LeaveACheeseTrail CheeseLockScreenSwap',
    educational:
      'HowCheeseIsMade WhyCheeseStretches CheeseHoleSizeQuiz MilkToCheeseExperiment DoMiceReallyLoveCheese NameThatCheese CheeseWorldMapQuiz BlueCheeseMoldMystery',
    travel:
      'LetTheCheeseShopChoose CheeseMarketTour MeetTheCheeseFarmCows CheeseBoardPicnic CheeseAtEveryStop CheeseDeliCrawl CheeseTownDayTrip TryTheLocalCheese',
    fashion:
      'CheeseWedgeEarrings CheeseheadGameDayLook DressLikeACheeseBoard SayCheeseOOTD ThriftACheeseOutfit CheesePrintPajamas CheeseWaxJewelry CheeseYellowColorPop',
    wellness:
      'MindfulCheeseTasting CheesePicnicSunset SlowCheeseFondueNight GratefulForCheese BrieKindToYourself HaveAGoudaDay CheeseBoardForOne CheeseAndChatCircle',
    speed:
      'CheeseBoardSpeedrun CheeseWheelRollRace StringCheeseStrandDash GuessTheCheeseIn10 CheeseLabelMatchUp GrilledCheeseInTwo CheeseCubeStack CheeseCrackerRelay',
    music:
      'CheeseGraterBeat CheeseWheelDrumSolo FondueCheeseJazz CheeseWrapperASMR CheddarChorus WriteAnOdeToCheese CheesyPopSingOff CheesePunRap',
    tech: 'CheesePullSlowMo CheesePairingAI CheeseMeltTimeLapse AirFryerCheeseCrisps CheeseHolesUpClose CheeseRecipeByVoice WhatCheeseIsThisApp CheeseGraterASMR',
    gaming:
      'CheeseMazeRun CheeseCubeDominoes CheeseTriviaShowdown NameThatCheese CheesyJokeBingo TwentyQuestionsCheese WhoMovedTheCheese CheeseBlindTasteTest',
  },
  cheesecake: {
    dance:
      'JigglyCheesecakeDance CheesecakeWobbleSync CheesecakeForkTwirl BerryToppingBounce NewYorkSliceStrut DanceForTheLastCheesecake CheesecakeShimmyOff CheesecakeSwayAndServe',
    fitness:
      'CheesecakeBurnOff CheesecakeBakeHIIT RunForCheesecake SpringformPanCurls GrahamCrackerCrunches CheesecakeRepsPerBite EarnThatCheesecake CheesecakeSquatBreak',
    prank:
      'CheeseWheelCheesecake SushiRollCheesecake CheesecakeDoorSurprise CheesecakeFriedEggs CheesecakeInADonutBox CheesecakeEmptyPlateBluff PizzaThatsCheesecake MiniCheesecakeDrop',
    educational:
      'WhyCheesecakesCrack IsCheesecakeACake OlympiansAteCheesecake WaterBathScience GuessTheCheesecakeOrigin CheesecakeStylesQuiz CheesecakeDonenessTest CheesecakeFactOrFake',
    fashion:
      'CheesecakeNailArt CheesecakeToneFitCheck DressLikeACheesecake CheesecakeCafeOutfit CheesecakeInspiredMakeup CheesecakeCharmChain CheesecakePastelLook CheesecakeTopperHeadband',
    tech: 'CheesecakeJiggleSlowMo CheesecakeSlicingPOV CheesecakeStopMotion CheesecakeTimelapse TwoMinuteCheesecakeMug AIDesignsACheesecake CheesecakeBakeAlongCall CheesecakeOvenCamWatch',
    pet: 'CheesecakePlushToy PupSafeCheesecakeTreat KittenInACheesecakePan PupcakeBirthdayPhoto CheesecakeShapedDogBed JiggleWiggleReaction CheesecakeSqueakerFetch CheesecakeCorgiPortrait',
  },
  cheetah: {
    dance:
      'CheetahStrut CheetahPounceStep CheetahPawsDance CheetahPrintDanceOff SavannaShuffle CheetahSpeedChoreo ProwlLikeACheetah SlinkyCheetahSlide',
    fitness:
      'CheetahSprintDrills CheetahHillBursts CheetahCrawl ZigzagLikeACheetah ZeroToCheetah CheetahShuttleRuns CheetahPounceJumps CheetahStalkLunges',
    educational:
      'HowCheetahsRunSoFast CheetahTearMarks CheetahSpineFlex CheetahOrLeopard WhyCheetahsCantRoar GuessWildCheetahNumbers CheetahTailBalance CheetahOrHouseCatQuiz',
    cooking:
      'CheetahPrintCake CheetahSpotBread CheetahChocolateBark CheetahPancakeArt CheetahFaceToast SpottedSugarCookies MarbledCheetahBrownies FrostedCheetahDonuts',
    travel:
      'FindACheetahAtTheMuseum CheetahSpottingDayOut WearCheetahPrintToTown FirstCheetahSighting CheetahSelfieAtTheZoo CheetahFeedingTimeVisit CheetahWildlifeParkTrip CheetahMuralHunt',
    fashion:
      'CheetahPrintFitCheck CheetahScarfTie HeadToToeCheetah CheetahIsANeutral CheetahEarringsDIY SpottedNailArt CheetahBeltStack CheetahSneakerStyle',
    wellness:
      'CheetahNapMode CheetahRestDay CheetahStretchFlow RechargeLikeACheetah SprintThenSnooze CheetahPaceBreathing CheetahSunbathe CheetahSlowBlink',
    art: 'CheetahSpotPainting CheetahClaySculpt CheetahWatercolor CheetahFacePaint RunningCatGesture CheetahSpeedSketch OrigamiCheetah FingerprintCheetah',
    tech: 'CheetahSlowMoRun CanAIDrawACheetah CheetahNapOnLiveCam AmIFasterThanACheetah CheetahFaceFilter CheetahBurstModeShots CheetahPanoramaFail CheetahInMyLivingRoomAR',
    gaming:
      'CheetahTopSpeedTrivia CheetahAndGazelleTag CheetahSpeedrun RaceAsACheetah CheetahDiceDash CheetahCamoHideAndSeek CheetahMemoryMatch CheetahCharades',
  },
  chef: {
    dance:
      'ChefsKissDance ChefHatShuffle YesChefStomp LineCookTwoStep DanceLikeABusyChef SpatulaSpinMoves SousChefSalsa ChefApronTwirl',
    prank:
      'ChefFakeFoodCritic ChefsTinyPortionPrank OrderUpChefBell CerealTastingFlight FineDiningFishSticks ChefHatWakeUpCall ChefServesInvisibleSoup ChefSillyMenuBoard',
    educational:
      'ChefLingoQuiz HowChefsPlateFood ChefMiseEnPlace FiveChefMotherSauces WhyChefHatsAreTall MeasureLikeAChef ChefSpiceSmellTest ChefKnifeGripLesson',
    travel:
      'DineWhereChefsEat StreetFoodChefs ChefMarketMorning LetAChefPickDinner LearnFromALocalChef ChefRatesRoadTripSnacks ChefPicnicBasket ChefSpiceHuntAbroad',
    wellness:
      'ThankYourChef ChefMindfulMinute HomeChefUnwind ChefGratitudePlate SimmerDownSunday ChefFootSoakAfterShift CookSlowLikeAChef ChefTeaBreak',
    speed:
      'ChefPlatingRace TenMinuteChef ChefSpiceRackSort ChefOmeletteIn60 YesChefCountdown BeatTheTicketTimer ChefSandwichSprint ChefToastTopperRush',
    art: 'ChefSauceSwoosh ChefHatDoodle ChefMenuLettering ChefsKissPortrait GarnishCarvingRoses ChefPlatingStillLife DrawYourFavoriteChef ChefFruitFacePlate',
    tech: 'ChefGadgetTest LetAIBeYourChef ChefVsAirFryer ChefTimerHacks CookLikeAChefWithAnApp OverheadCookingCam ChefRecipeVoiceNotes ChefPhoneTripodSetup',
    pet: 'ChefSnuffleMatDinner ChefDogBiscuitBake ChefCatSupervisor ChefPupTasteTest ChefPlatesTheKibble BunnyBistro ChefParrotSaladBar ChefHamsterVeggieBowl',
  },
  chemistry: {
    dance:
      'DanceTheChemicalBond ChemReactionFreeze ChemistryAtomSpin ChemistryLabCoatTwirl WeGotChemistryDuet ChemistryElectronHop ChemistryMoleculeMoves ChemistryBubbleBounce',
    fitness:
      'ChemistryElementReps ChemistryPeriodicPlank ChemistryFormulaSquats LabCoatChemLunges BurpeesAndBeakers ReactionTimeDrill ChemistryFlashcardPushUps ChemistryAtomicAbs',
    cooking:
      'RockCandyChemistry ChemistryColorMocktail ChemistryBobaPearls CookieChemistryTest ChemistryOfToast ChemistryFizzyLemonade ChemistryFluffyPancakes ChemistryHomemadeButter',
    travel:
      'ChemistryMuseumTrip ChemistryAtTheScienceFair ChemistryOfThePond ChemistryOfAutumnLeaves ChemistryTidePoolTest ChemistryRustHunt ChemistryRockCollecting ChemistryPlanetariumVisit',
    wellness:
      'HappyChemicalBoost ChemistryBathBombMake GoodSleepChemistry ChemistryEndorphinWalk DopamineMenu SerotoninSunshine ChemistryOfAHug ChemistryLaughterBreak',
    tech: 'ChemMoleculesOnYourPhone ChemistryFizzInSlowMo AIChemistryTutor LemonBatteryChem VirtualChemistryLab ChemistryCrystalMacroCam ChemistryTimelapse ChemistryHomeworkVsAI',
    gaming:
      'ChemistryElementBingo ChemistrySymbolSnap ChemistryCharades TriviaNightChemRound ChemistryHangman ChemistryEscapeRoom ChemistryMemoryMatch ChemistryTwentyQuestions',
  },
  cherry: {
    dance:
      'CherryStemShuffle CherryBombStomp CherryOnTopPose CherryPickedMoves CherryBalanceDance DoubleCherryDuet CherryBlossomSway CherryOrchardWaltz',
    fitness:
      'CherryPickingSquats CherryOnTopFinisher CherryBombBurpees ReachForTheCherries PitStopPlank BlossomTrailRun CherryPushUpCountdown CherryBasketLunges',
    funny:
      'CherryJuiceOnMyShirt CherryOnEverything SundaeCherryThief SourCherryFaces CherryPickedArguments CherryTreeConfession WhoGetsTheLastCherry CherryEarringsOnDad',
    prank:
      'CherryWallpaperSurprise CherryGarlandDoorway CherryBowlStemsOnly WhoAteAllTheCherries CherryRingtoneMystery CherryGummyFakeout CherryStickersEverywhere CherryOnTheirPillow',
    educational:
      'CherryPitToTree WhyCherriesSplit NameThatCherry CherryBlossomOrApple SweetOrTartCherry HowMaraschinoIsMade WashingtonCherryMyth CherryJuiceColorTest',
    travel:
      'PickYourOwnCherries HanamiPicnic CherryTastingTour CherryOrchardRoadTrip WalkUnderCherryBlossoms CherryFestivalHop CherryFarmStandDetour CherryMarketMorning',
    fashion:
      'CherryPrintFitCheck CherryHairClipCraft RetroPinUpOutfit PutACherryOnTop CherryRedMonochrome CherryPickedLook CherryEarringDIY CherryLipTintSwatch',
    speed:
      'CherryBowlFillTimer CherryChopstickDash CherryPittingRace CherrySundaeIn60 OneMinuteCherryPick CherryPieBlitz CherryStackTower CherrySpoonRelay',
    tech: 'CherryBlossomTimelapse CherryPetalsInSlowMo CherryPitterTest AIPicksMyCherryRecipe PhoneMacroCherries CherryDropInReverse CherryARFilterSelfie CherryStopMotionSnack',
    pet: 'CherryBandanaPose CherryPlushFetch CherryPetalCatChase SakuraPupPortrait CherryBlossomDogWalk CherryToyTugOfWar CherryRedCollarShoot CherryPrintBunnyBed',
    gaming:
      'CherryBlossomPetalCatch CherryPitTicTacToe GuessTheCherryBlindfolded CherryOnASpoonRace BeatMyCherryScore CherryOrchardBoardGame CherryTossIntoTheBowl CherryMemoryFlip',
  },
  chess: {
    dance:
      'KnightMoveChessStep ChessQueenGlide DanceLikeAChessPawn CheckmateFreeze CastleShuffle ChessboardFloorDance ChessPieceCongaLine ChessStatuePoseOff',
    prank:
      'ChessPieceSwap ChessChocolateSet ChessKingGoneMissing RubberDuckChessQueen SneakyExtraKnight MidnightChessMove SecretChessOpponent ChessSwappedForCheckers',
    fashion:
      'ChessBoardNailArt ChessKnightPendant GrandmasterChessBlazer DressLikeAChessPiece ChessCheckmateOutfit BlackAndWhiteOnly ChessClubPrep ChessCheckeredScarf',
    wellness:
      'MindfulChessMinute ChessMorningPuzzle BreatheEachChessTurn GrandpaChessSunday ChessOneMovePerDay GoodGameHandshake PhoneFreeChessNight ChessSlowPlaySunset',
    music:
      'ChessClockBeat ChessTheMusicalCover SingYourChessMoves CheckmateAnthem ChessPieceLullaby ChessMatchSoundtrack ChessOpeningJingles RapTheRulesOfChess',
    art: 'ChessPieceSketch DrawYourOwnChessSet ClayChessPawns ChessFromBottleCaps KnightInShiningArt ChessPixelPortrait ChessStopMotion ChessboardQuilt',
    tech: 'ChessBotBattle ChessOverVideoCall AIChessRematch PhoneChessClockDuel CanYouBeatTheEasyChessBot ChessGameInFastForward VoiceCommandChess ChessAppPuzzleStreak',
    pet: 'PetPicksTheChessMove ChessCatKnocksKing ChessHamsterSpectator MyCatJudgesMyChess KittenVsKnight PupNapsOnTheBoard ChessNightWithFido ChessParrotOpponent',
    gaming:
      'ChessPuzzleStreak ChessShuffleTheBackRow ChessBlindfoldChallenge CheckmateInThree ChessPawnsOnlyBattle TagTeamChess WhoIsTheFamilyChessKing WinnerStaysOnChess',
  },
  chicken: {
    dance:
      'ChickenDance DoTheFunkyChicken ChickenStrutOff ChickenHeadBob FlapYourWings HenHouseHustle ChickenPeckStep ChickenScratchShuffle',
    fitness:
      'ChickenPeckToeTouches EarnYourNuggets ChickenSquatHold ChickenWingCircles CluckAndCrunch ChickenPlankOff ChickenFlapJacks ChickenCoopCrawl',
    prank:
      'RubberChickenSurprise ChickenCluckAlarm HideTheChicken ChickenSuitWelcome NuggetFineDining ChickenDanceDoorbell ChickenSqueakyPillow ChickenFeatherTrail',
    educational:
      'ChickenOrEggDebate WhyRoostersCrow ChickenTempCheck ChickenDinosaurQuiz ChickenTalkDecoded ChickenFactOrFowl ChickenBreedsGuessOff ChickenLifeCycleIn60',
    travel:
      'FriedChickenTrail MeetTheFarmChickens ChickenPicnicAtThePark ChickenShackSafari HotWingHopping RotisserieRoadTrip ChickenSandwichCrawl LocalChickenDishHunt',
    fashion:
      'ChickenRedBeretLook ChickenHatFitCheck ChickenCostumeGlowUp ChickenDinnerDressUp HenHouseRunway ChickenFeatherBoaDIY WearChickenPrint ChickenNuggetEarrings',
    wellness:
      'ChickenSoupForTheSoul TenMinutesOfChickenTV SundayRoastGratitude NoPhoneChickenDinner BackyardChickenWatch CozyCoopMorning ChickenBrothRitual ChickenNoodleSickDay',
    speed:
      'FifteenMinuteChicken ChickenRunRelay ChickenNuggetTower BreadingSpeedrun FastestChickenDance ChickenEggHuntBlitz ChickenWrapIn60 ShreddedChickenSprint',
    music:
      'RubberChickenCover ChickenCluckRemix ChickenBeatbox ChickenDinnerJingle DrumstickSolo ChickenBawkChoir ChickenSongSingOff ChickenKazooChorus',
    tech: 'ChickenAirFryerTest LetAIRoastMyChicken ChickenRecipeVideoCall ChickenOvenTimeLapse ChickenSmartThermometer ChickenCrunchASMR ChickenGrillTimerApp ChickenSauceDropSlowMo',
    gaming:
      'EarnThatChickenDinner ChickenCrossingRecord ChickenNuggetTicTacToe FlapYourWingsChickenTag ChickenBingoNight ChickenMemoryMatch ChickenHotPotato ChickenEggSpoonRace',
  },
  chili: {
    fitness:
      'ChiliBeanCanCurls ChiliSimmerPlank CarryTheChiliPot EarnYourChili ChiliCookOffFunRun ChiliPepperJumpingJacks ChiliSpiceRackSquats ChiliGroceryLunges',
    funny:
      'ChiliBeansDebate SecretChiliIngredient ChiliSpiceLevelLies ItsNotThatSpicy ChiliDayFour ChiliCrockpotPanic ChiliJudgeMode ChiliLeftoversForAWeek',
    prank:
      'ChiliFakeSpill PretendTheChiliBurns ChiliPotMysteryNote ChiliBreadBowlSurprise ChiliTinySpoonTrick ChiliPepperGooglyEyes ChiliLookalikeSundae ChiliCostumeDoorAnswer',
    educational:
      'ChiliAroundTheWorld WhyMilkCoolsChili ChiliOrChile DayOldChiliTasteTest ChiliPepperAnatomy ChiliSpiceQuiz WhereChiliHeatHides ChiliBeanSproutJar',
    music:
      'ChiliCookOffAnthem ChiliSimmerBlues CountryChiliJam ChiliPotDrumBeat BeanShakerBeat ChiliLadleRhythm SingTheChiliRecipe ChiliPepperKaraoke',
    tech: 'ChiliRecipeAI ChiliSimmerTimelapse SlowCookerChiliOvernight AIChiliVsGrandma ChiliCookOffScoreApp ChiliSteamCloseUp ChiliReactionFaceCam ChiliFoodPhotoEdit',
    pet: 'PetNamedChili ChiliCookOffBandana NoChiliForThePup ChiliPlushFetch DogWatchesChiliSimmer TasteTesterDenied ChiliNightSnuggle ChiliPrintCatBlanket',
    gaming:
      'GuessTheSecretChiliSpice HotOrNotChiliBingo ChiliBowlTourney ChiliBeanCountJar LoserMakesTheChili ChiliTriviaShowdown ChiliCookOffCharades ChiliDiceChallenge',
  },
  china: {
    dance:
      'ChinaLionDance ChinaSilkRibbonDance ChinaUmbrellaStep ChineseFanFlow DragonParadeShuffle LanternFestivalMoves HandkerchiefChinaSpin KungFuChinaGroove',
    fitness:
      'ChinaTaiChiMorning ChinaRadioCalisthenics ChinaKungFuBasics ChineseJumpRopeRelay ChinaPlazaAerobics JianziKickUps ChinaLionDanceSquats PingPongChinaRally',
    funny:
      'ChinaDumplingFoldFails ChinaChopstickFails ChinaKiteFlyingMishap FirstTryChinaSnacks PandaRollImpression SpicySichuanReaction ActOutYourChinaZodiac ChinaTeaPourFails',
    prank:
      'ChinaNewYearDrumWakeUp ChinaLanternWelcome ChinaFortuneCookieSwap ChinaPandaPeekaboo ChinaChopsticksOnlyDinner PaperDragonDoorway ChinaMahjongTileSwap ChinaRedEnvelopeJoke',
    educational:
      'ChinaGreatWallFactOrFake ChinaInventionsQuiz GuessTheChinaCharacter ChineseZodiacStory LearnMandarinTones TraceChinaSilkRoad NihaoChinaLesson NameChinaProvinces',
    fashion:
      'ChinaSilkScarfThreeWays ChinaPandaPrintFit ChinaQipaoLook ChineseKnotButtons LunarNewYearRed MandarinCollarJacket HanfuChinaDay JadeBangleChina',
    wellness:
      'ChinaTeaCeremony ChinaGardenStroll ChinaJadeRollerRitual ChineseBrushMindful MorningTaiChiCalm ChinaLanternEveningWalk QigongChinaMinute ChinaPaperLotusFold',
    music:
      'LearnAChinaFolkSong ChinaLionDanceDrums ChinaTeacupMelody ChineseNewYearSong ChinaChopstickBeat ChinaBambooFluteCover JasmineFlowerChina ChinaKaraokeNight',
    pet: 'YourPetsChinaZodiacSign ChinaPandaPlushPounce ChinaLanternFestWalk ChinaBambooHamsterHut YearOfTheDogPortrait LuckyRedPawPrints CatOnAChinaSilkCushion ChinaDumplingToyFetch',
    gaming:
      'ChinaMahjongNight ChinaChessMatch ChinaTangramPuzzle ChineseCheckersDuel ChinaProvinceMapRace GoBoardShowdown GuessMyChinaZodiacAnimal DominoesFromChina',
  },
  chips: {
    fitness:
      'CrunchesForChips DipsForSalsa SquatPerChip ChipTubeCurls ChipBagBalanceWalk CrispPacketBurpees ChipCountPushups ChipsLungeLadder',
    prank:
      'ChipBagRustleSummon ChipCanSpringSnake ChipClipOnEverything LeaveOneChip CrispsInTheCookieTin CerealBoxFullOfChips ChipsPacketOfLettuce ChipsRefilledWithPopcorn',
    educational:
      'WhyChipBagsHaveAir ChipOilBlotTest FromPotatoToChip ChipsAroundTheWorldQuiz MeasureAChipsCrunch BlindCrispTasting ChipFlavorChemistry GuessTheChipsCalories',
    travel:
      'ChipsAndDipPicnic ChipFactoryTour ChipAisleSafari ChipsOnTheBeach RoadTripChipRanking GasStationChipHunt SeasideChipShop ChipsFlavorsAbroad',
    fashion:
      'ChipPacketPurse ChipWrapperCrown ChipFlavorFitCheck CrispBagCouture ChipTubeHatDIY SilverFoilFashion ChipCanBangles ChipsPrintSocks',
    wellness:
      'ChipBowlNotBag OneMindfulChip VeggieChipsSwap NoGuiltChipNight SavorTheCrunch SunsetChipsAndDip ChipsPhoneFreeSnack ChipsPortionPlate',
    music:
      'ChipBagCrinkleBeat ChipCanDrumSolo ChipTubeRainstick CrispPacketPercussion SingForYourChips CrunchInRhythm ChipFlavorJingle ChipsMaracaJam',
    tech: 'ChipCrunchDecibelTest ChipsMacroCrumbShot ChipSlowMoSnap AIInventsAChipFlavor ScanAChipBagBarcode AIRanksMyChips ChipsEatenInReverse ChipsStopMotionSnack',
    pet: 'PetHearsTheChipBag ChipsAndKibbleMovieDate PupGetsCarrotsNotChips CatVsChipCan DogGuardsTheChips ChipsSofaSnugglePose ChipsHamsterHideaway ChipsNightKittyStare',
    gaming:
      'ChipsWithChopsticks ChipStealthMission ChipFlavorTrivia ChipTowerTopple ChipFlickFootball BlindfoldChipTasteOff CrispsTicTacToe ChipsMemoryMatch',
  },
  chocolate: {
    dance:
      'ChocolateBarShuffle ChocolateFactoryGroove WiggleForChocolate TruffleTwoStep ChocolateBunnyHop ChocoholicHustle ChocolateRainRoutine ChocolateWrapperDance',
    fitness:
      'ChocolateMilkRecovery ChocolateBoxSquats ChocolateChipPushUps JogForHotChocolate DarkChocolateDeadlifts StepUpForChocolate EarnTheChocolate ChocolateCoinLunges',
    prank:
      'SecretChocolateDrop ChocolateCoinTrail ChocolateDirtCupPlant ChocolateBoxOfVeggies ChocolateGoldenTicket ChocolateSpillFakeStain HiddenChocolateHunt ChocolateFortuneWrappers',
    educational:
      'BeanToChocolateBar WhyChocolateMelts ChocolateBloomMystery DarkChocolateSnapTest ChocolateFactOrFudge CocoaWasMoney IsWhiteChocolateReal ChocolatePercentTasting',
    travel:
      'ChocolateShopCrawl BestHotChocolateInTown ChocolateFactoryTour ChocolateFonduePicnic ChocolateFromEveryTrip ChocolateTrailMixHike LocalChocolateTasteOff ChocolateMuseumVisit',
    fashion:
      'ChocolateMonochrome DressLikeAChocolateBox DarkChocolateLipSwatch CocoaColorFitCheck ChocolateFoilCrown BrownIsTheNewBlack ChocolateBarPurseDIY ChocolateWrapperBracelet',
    wellness:
      'MindfulChocolateBite OneSquareOfChocolate ChocolateFaceMaskDIY HotCocoaWindDown SlowMeltChocolate ChocolateForAFriend ChocolateAndJournal ChocolateThankYouNote',
    speed:
      'ChocolateDippingRace UnwrapChocolateFast ChocolateEggHuntDash TruffleRollTimeTrial ChocolateChipCount BeatTheMeltClock ChocolateBarBlitz ChocolateCoinStackOff',
    art: 'ChocolateSculpture PortraitInChocolate CocoaPowderStencil ChocolateDrizzlePainting ChocolateMonaLisa ChocolateFoilAnimals DrawWithChocolate ChocolateWrapperCollage',
    tech: 'ChocolateTemperTest ChocolateBarHiddenCam ChocolateMeltSlowMo ChocolateBunnyMeltdown AIInventsAChocolate TryAViralChocolateHack ChocolateUnboxingPOV ChocolateStopMotion',
    gaming:
      'ChocolateCoinPrizes ChocolateBingoNight ChocolateCheckers WinnerGetsTheChocolate GoldenTicketHunt ChocolateWrapperMemory ChocolateHatAndGlovesGame ChocolateTowerTopple',
  },
  choir: {
    fitness:
      'ChoirBreathWorkout ChoirPostureDrill ChoirMarchInPlace ChoirLungLadder HoldTheNotePlank SingWhileYouSquat ClapAlongChoirCardio ChoirRiserStepUps',
    prank:
      'ChoirFlashMob ChoirDoorstepSerenade ChoirBirthdayAmbush ChoirInTheKitchen ChoirSingingTelegram HallelujahWakeUp ChoirVoicemailSurprise ChoirHumsBehindDad',
    educational:
      'HowChoirsBlend ChoirHarmonyByEar ChoirChantLikeAMonk WhyChoirRoundsWork DoReMiDecoded FindYourVoicePart ChoirVowelLesson ChoirSightReading101',
    cooking:
      'ChoirBakeSale ChoirHumWhileYouStir ChoirRehearsalSnacks HoneyLemonForChoir TrebleClefCookies SopranoScones ChoirPracticeCocoa ChoirPancakeFlipOnCue',
    travel:
      'ChoirInACathedral JoinAGospelChoirSunday CatchALocalChoirConcert ChoirRoadTripHarmony ChoirFlashMobInThePark SingWhereItEchoes ChoirTourBusChorus ChoirStreetCarolWalk',
    wellness:
      'ChoirHummingHour JoinAChoirForJoy SingTogetherChoir ChoirBreathCalm HumWithAChoirRecording ChoirShowerConcert ChoirOfGratitude ChoirLullabyNight',
    tech: 'VirtualChoir ChoirMultitrackMix ChoirHighNoteTunerTest ChoirOfClones BeYourOwnChoir AutotuneTheAltos OnePhoneWholeChoir ChoirVoiceMemoHarmony',
    gaming:
      'VideoGameChoir ChoirBossTheme ChoirNameThatTune ChoirMusicalChairs ChoirKaraokeBattle ChoirPitchMatchDuel ChoirRhythmRound ChoirLyricsBingo',
  },
  chopsticks: {
    prank:
      'OnlyChopsticksLeft ChopsticksGluedTogether GiantChopsticksDinner ChopsticksInPencilCup KidChopsticksForDad TinyChopsticksTakeout ChopstickSpaghettiNight ChopsticksTiedWithBows',
    educational:
      'HowToHoldChopsticks ChopstickLeverScience ChopstickLengthByCountry ChopstickEtiquetteQuiz SpotTheChopstickStyle ChopstickBridgeTest ChopstickFineMotorSkills ChopstickFactOrFake',
    travel:
      'NightMarketChopsticks ChopstickRamenCrawl ChopstickTakeoutPicnic ChopsticksOnlyTrip StreetNoodleTour DimSumMorning ChopsticksAtEveryStop ChopsticksInMyCarryOn',
    fashion:
      'ChopstickHairBun NoodleShopFitCheck ChopstickJewelryDIY OneChopstickUpdo ChopstickBraidHack DressForDimSum PaintedChopstickPins ChopstickStripeNails',
    wellness:
      'ChopsticksSlowEating MindfulChopstickBite LeftHandChopsticks OneGrainChopsticks CozyNoodleNight MisoSoupWindDown ChopstickTeaCeremony ChopstickBreakfastPause',
    tech: 'ChopstickCatchInSlowMo ChopstickStylusHack ChopstickPhoneTripod TeachChopsticksIn60 AIChopstickCoach ChopsticksMacroCloseUp ChopsticksLessonByVideo AIPicksMyChopstickMeal',
    gaming:
      'ChopsticksFingerDuel ChopsticksCheckers ChopstickMikadoMatch StackItWithChopsticks MoveMarblesWithChopsticks ChopstickHockey BlindChopstickBattle ChopstickBeanBingo',
  },
  chore: {
    dance:
      'BroomBallroom ChoreChoreography ChoreDusterShimmy DanceYourChoresAway HouseworkHustle SockSortingSalsa ChoreFreezeDance ChoreMopMoonwalk',
    fitness:
      'VacuumLunges ChoreSquatPickups ChoreBasketCurls HouseworkHIIT ChoresCountAsCardio SweatWhileYouSweep ChoreStairLaundryCarry ChoreBedMakingPlank',
    prank:
      'ChoreFairy ChoreNinjaMorning DoneBeforeTheyWake FakeChoreChart SurpriseSpotlessRoom ReverseChoreDay SecretChoreSanta ChoreMopWithAWig',
    travel:
      'ChoreFreeVacation ChoresAroundTheWorld RoadTripCarChoreBlitz TidyBeforeTakeoff CampsiteChoreRota ChoreUnpackRightAway EarnAGetawayWithChores ChoreHotelRoomReset',
    fashion:
      'ChoreDayFitCheck ChoreToBrunchSwap HouseworkHairWrap RubberGloveGlam ChoreDayToDateNight ChoreApronGlowUp ChoreBandanaTie ChoreSlipperStyle',
    speed:
      'ChoreBeforeTheSongEnds ChoreTidyBlitz ChoreLaundryFoldOff ChoreSpeedrun TagTeamChores ChoreBedMakingRace BeatTheChoreClock ChoreSockMatchRace',
    music:
      'BroomAndBucketBeat DishwashingDuet ChoreChorus WhistleWhileYouChore ChoreKaraoke HouseworkHarmony ChoreMopGuitarSolo ChorePlaylistShuffle',
    tech: 'ChoreTimelapseReveal ChoreHeadCamPOV ChoreRobotVacuumRace ChoreAppShowdown AIMakesOurChoreChart ChoreTimerBeatTheAlarm ChoreWheelOnYourPhone ChoreGadgetTest',
    pet: 'ChoreHamsterCageClean LaundryBasketKitten ChoreCatSupervisor TeachYourDogAChore ChoreBuddyPup HouseworkHoundHelper ChoreInspectorPaws ChoreParrotSidekick',
  },
  christmas: {
    dance:
      'ChristmasTinselTwirl ChristmasMovieDanceScene ChristmasSleighStomp XmasPJShuffle JingleBellJive DanceLikeAnElf ChristmasToySoldier ChristmasSweaterDanceOff',
    fitness:
      '12DaysOfChristmasHIIT ChristmasTreeCarry ChristmasPresentSquats WorkOffChristmasDinner JingleBellJacks ChristmasElfJumps ChristmasWrappingLunges ChristmasStockingPlank',
    educational:
      'ChristmasTraditionQuiz XmasAroundTheWorld WhyChristmasIsDec25 ChristmasCarolDecoded SantaSleighPhysics ReindeerFactOrFib ChristmasSnowflakeShapes ChristmasPineNeedleTest',
    travel:
      'ChristmasMarketTour ChristmasLightsDrive SkatingRinkAtChristmas TinyTownChristmas CutYourOwnXmasTree ChristmasInANewCity ChristmasTrainRide PackChristmasInACarryOn',
    wellness:
      'ChristmasGratitudeJar ChristmasLightsStroll 24DaysOfXmasKindness SlowChristmasMorning ChristmasCandleBath SilentNightUnplug ChristmasThankYouCards ChristmasCozyReadAloud',
    tech: 'ChristmasLightShow ChristmasGadgetUnbox ChristmasCallWithGrandma AIWritesChristmasCards TrackSantaOnChristmasEve ChristmasFamilyPhotoFail ChristmasTimelapse ChristmasStopMotionElf',
    pet: 'PetVsTheChristmasTree ChristmasPupUnwrap XmasStockingReveal DogsFirstChristmas SantaPawsPortrait MeowyChristmasPose ChristmasHayWreathBunny ChristmasTreatAdvent',
  },
  'christmas cookie': {
    dance:
      'SugarCookieSway GingerbreadManStrut ChristmasCookieOvenDance ChristmasBakingBoogie ChristmasSprinkleShake ChristmasApronTwirl ChristmasCookieShuffle ChristmasCookieFreeze',
    fitness:
      'RollingPinRows CookieDeliveryJog ChristmasCookieSquats ChristmasCrunches ChristmasOvenPlank EarnYourChristmasCookie ChristmasCookieLunges ChristmasCookieBurpees',
    prank:
      'SecretSantaCookieTin SewingKitSurprise ChristmasCookieClueTrail ChristmasElfCookieDrop ChristmasCookieDecoy ChristmasCookieRansomNote ChristmasCookieFortunes ChristmasCookiePhotobomb',
    educational:
      'WhyCookiesSpread ChristmasCookieButterTest ChristmasCookiesAbroad ChristmasCookieScience ChristmasSpiceQuiz ChristmasBakingMyths ChristmasCookieFactOff ChristmasCookieHalfBatch',
    travel:
      'HolidayBakeryCrawl ChristmasCookieDropOffs ChristmasCookieRoute ChristmasMarketCookies ChristmasCookieStallTour ChristmasBiscuitTrail ChristmasCookiesToGrandma LocalChristmasCookieHunt',
    wellness:
      'SlowHolidayBaking CookiesForNeighbors MindfulChristmasIcing ChristmasThankYouTins ChristmasFiresideTreat ChristmasCookieAndTea ChristmasCookiePause ChristmasCookieKindness',
    tech: 'ChristmasBakeTimelapse CookieRecipeAI ZoomInOnChristmasCookies ChristmasCookieVideoCall ChristmasOvenCam ChristmasCookiesComeAlive ChristmasCookieSlowMo ChristmasCookieStopMotion',
    gaming:
      'ChristmasCookieBingo ChristmasCookieCharades ChristmasCookieScavenger ChristmasCookieMemory ChristmasCookieTicTacToe HideTheChristmasCookie ChristmasCookieDice ChristmasCookieTrivia',
  },
  'christmas lights': {
    dance:
      'ChristmasLightsShuffle ChristmasLightsDiscoDance ChristmasBlinkFreeze ChristmasLightsGlowDance TwinkleLightGroove FlashingBulbShimmy ChristmasLightsLimbo FairyLightsFreestyle',
    fitness:
      'ChristmasLightsFunRun JingleAllTheWayJog HolidayLightsHike ChristmasBikeParade ChristmasLightsWalkTour FairyLightsYogaFlow SquatsByChristmasLight HolidayLightsLunges',
    educational:
      'HowChristmasLightsWork LEDVsIncandescent ChristmasMorseCode SeriesCircuitMystery ChristmasLightsFireSafety ChristmasPowerBillQuiz ChristmasLightsWattMath FairyLightsColorScience',
    fashion:
      'ChristmasLightsSweater HolidayLightsNecklace BulbPrintPajamas FairyLightsHairCrown ChristmasLightsNailArt GlowUpFitCheck ChristmasLightsScarf FairyLightsDenimJacket',
    wellness:
      'NapUnderChristmasLights FairyLightsReadingNook TwinkleLightMeditation LightsOnScreensOff CozyHolidayLightsHour ChristmasGlowGratitude ChristmasLightsStroll FairyLightsJournaling',
    speed:
      'GarlandRelay BulbCheckSpeedRound HolidayLightsUntangle ChristmasLightsCoilUp ChristmasTreeWrapDash FairyLightsHangRace ChristmasLightsColorSort FairyLightsCountdown',
  },
  'christmas market': {
    dance:
      'ChristmasMarketWaltz ChristmasMarketPolka GingerbreadGroove HotCocoaTwirl ChristmasStallShuffle ChristmasMarketBandDance ChristmasMarketBuskerJig SwayAtChristmasMarket',
    fitness:
      'ChristmasMarketSkate ChristmasMarketMile GiftBagCarryCircuit BurnOffTheBratwurst ChristmasMarketStepCount ChristmasMarketLunges HikeToChristmasMarket ChristmasMarket10K',
    prank:
      'ChristmasMarketTicketGift ChristmasMarketCarolAlarm SecretSantaAtTheStalls GingerbreadHeartDrop ChristmasMarketMapClue ChristmasElfSurprise PopUpChristmasMarket ChristmasMarketInABox',
    educational:
      'ChristmasMarketCraftDemo OldestChristmasMarket ChristmasMarketQuiz ChristmasMarketSpiceGuess ChristmasWordsInGerman ChristmasMarketFactOrFake ChristmasMarketMath ChristmasMarketLingo',
    cooking:
      'ChristmasMarketCrepes ChristmasMarketHotCocoa ChristmasStollenLoaf BakeAGingerbreadHeart ChristmasPretzelTwist ChristmasMarketBratwurst ChristmasMarketWaffles ChristmasMarketSoupAtHome',
    wellness:
      'FestiveLightsPause ChristmasMarketTeaBreak ChristmasMarketPhoneFree ChristmasSlowBrowse ChristmasEveningStroll ChristmasCocoaAndChill GiveAtChristmasMarket ChristmasMarketThanks',
    speed:
      'OrnamentSpotRace ChristmasWrapClock ChristmasMarketBlitz ChristmasGiftDash ChristmasMarketMemoryGame ChristmasSnackSprint OneHourChristmasMarket ChristmasMarketRush',
    tech: 'ChristmasMarketInSlowMo ChristmasNightMode FestiveLightsTimelapse HandWarmerGadgetTest ChristmasMarketLive ChristmasMarketBokehWalk ChristmasMarketPanorama ChristmasMarketPOV',
    gaming:
      'ChristmasMarketISpy ChristmasMarketBingo AdventCalendarQuest ChristmasMarketCharades ChristmasScavengerHunt ChristmasTriviaDuel ChristmasMarketRingToss ChristmasMarketGuessPrice',
  },
  cinnamon: {
    dance:
      'CinnamonRollShuffle CinnamonSugarShimmy ChurroChacha CinnamonSwirlTwirl CinnamonBakeryDanceBreak CinnamonStickLimbo SpinLikeACinnamonBun CinnamonToastTango',
    prank:
      'CinnamonStickMustache CinnamonMessageToast CinnamonScentNoBuns CinnamonGooglyEyeJar CinnamonFakeSpill CinnamonCardboardBakery CinnamonHeartsOnPillow CinnamonSprinkleSmiley',
    educational:
      'CinnamonIsTreeBark CassiaVsCeylonTest HowCinnamonQuillsCurl SpiceRouteMapQuiz WhyCinnamonSmellsCozy GuessTheCinnamonDish CinnamonOnceBeatGold CinnamonAroundTheWorld',
    travel:
      'CinnamonBunFikaCrawl SpiceMarketWalk CinnamonSugarDonutHunt BiggestCinnamonRoll CinnamonBakeryByBike CinnamonLatteCafeHop CinnamonApplePicnic CinnamonTreatInEachTown',
    fashion:
      'CinnamonBunHairdo CinnamonToneFitCheck CozyAutumnKnit CinnamonScrunchieDIY CinnamonSuedeRestyle CinnamonBootsLook HeadToToeCinnamon CinnamonBrownEyeshadow',
    wellness:
      'CinnamonSimmerPot CinnamonTeaRitual CinnamonCandleUnwind BreatheInCinnamon CinnamonCozyBlanketRead WarmSpiceJournal CinnamonOatmealMorning CinnamonMilkBedtime',
    art: 'CinnamonDoughOrnaments CinnamonStickStars SpicedCandleCraft PaintWithCinnamon CinnamonBarkPictureFrame CinnamonWreath CinnamonScentedCollage CinnamonGlitterJars',
    tech: 'CinnamonGrinderTest AIInventsACinnamonTreat CinnamonMugCakeIn90 CinnamonRollTimelapse MacroCinnamonSwirl CinnamonBunBakeAlong CinnamonStickStopMotion CinnamonRecipeVideoCall',
    pet: 'CinnamonRollPetBed CinnamonPlushFetch CinnamonSwirlCurlUp CinnamonFurColorMatch GingerCatPortrait SugarAndSpicePup TinyCinnamonCutie CinnamonBunnyNameReveal',
  },
  'cinnamon roll': {
    dance:
      'SwirlLikeACinnamonRoll CinnamonRollSpin PajamaBrunchBop CinnamonShimmy CinnamonBunBounce CinnamonBunMoonwalk CinnamonRollOvenDance CinnamonRollFreezeDance',
    prank:
      'CinnamonRollWakeUp IcingNoteCinnamonRoll CinnamonRollCanPopScare CinnamonScentAlarm CinnamonRollNestedBoxes CinnamonRollHairdo CinnamonRollTreasureMap CinnamonBunLunchboxSwap',
    educational:
      'WhereCinnamonComesFrom CeylonVsCassiaCinnamon WhyCinnamonRollsRise CinnamonRollWorldTour YeastIsAlive CinnamonRollFactOrFake CinnamonRollDoughMath CinnamonRollSwirlScience',
    fashion:
      'CinnamonRollHairBuns DressLikeACinnamonRoll CinnamonRollCozyKnit CinnamonRollHeadband WarmSpiceLayers SwirlPrintSkirt CinnamonRollEarrings CinnamonRollPajamas',
    wellness:
      'NeighborCinnamonRolls BakeAndBreathe CinnamonRollSlowSunday FikaBreak CinnamonRollCandleMake ShareACinnamonRoll CinnamonRollGratitude CinnamonRollCozyMorning',
    tech: 'CinnamonRollTimelapse AirFryerCinnamonRolls CinnamonRollUnrollSlowMo CinnamonRollMugIn90 CinnamonRollIcingDripASMR AIBakesCinnamonBuns CinnamonRollVideoCall CinnamonRollStopMotion',
  },
  circus: {
    dance:
      'CircusRingmasterStrut CircusJugglerDance CircusElephantMarch CircusStrongmanPoseOff ClownShoeShuffle CircusTightropeTiptoe CircusCancan CircusRibbonTwirl',
    fitness:
      'CircusHandstandTimer HulaHoopHold CircusStrongmanLift TrainLikeAnAcrobat CircusTightropeLine CircusCartwheelCircuit CircusSplitsStreak CircusOneLegBalance',
    prank:
      'CircusClownCarSurprise BackyardBigTopReveal CircusRedNoseWelcome CircusBikeHornWakeUp BalloonAnimalAmbush CircusConfettiBucket TheCircusIsInTown CircusRingmasterIntro',
    educational:
      'HowJugglingWorks CircusCenterOfGravity CircusPhysicsLab SecretsOfTheTightrope CircusSwingMomentumTest FirstCircusEver LearnToJuggleCircusStyle CircusFactOrFake',
    cooking:
      'CircusAnimalCookies BigTopCake CircusPopcornBar CircusCottonCandy CircusPretzelRings ClownNosePopsicles HomemadeCircusPeanuts CircusTentSandwiches',
    fashion:
      'CircusRingmasterFit CircusClownCollarDIY CircusSequinLeotard BigTopStripes TrapezeArtistGlam CircusTailcoatStyle DressForTheCircus CircusRedNoseMakeup',
    wellness:
      'CircusBalloonBreaths CircusJuggleFocus ThreeBallMeditation CircusTapeLineWalk ClownAroundTherapy CircusSillyFaceBreak CircusBalanceMinute CircusLaughterYoga',
    speed:
      'CircusPlateSpinTimer CircusCartwheelIn30 CircusRingTossBlitz CircusJuggleStreak CircusClownShoeRace TumbleRelay CircusCostumeScramble CircusBalloonAnimalRush',
    music:
      'CircusKazooJam CircusSlideWhistleFail DrumRollPlease HumTheCircusTheme BigTopBeatbox CircusMarchOnPots CircusTubaImpression CircusBottleOrgan',
    gaming:
      'CircusBeanBagToss CircusGameStations CircusRhythmJuggling CircusCharadesNight CircusCanKnockdown CircusRingOnABottle CircusClownMemoryMatch CircusPinTheNose',
  },
  city: {
    dance:
      'CityStairsStomp CityPlazaFlashMob CityStreetLampTwirl DanceAtEveryCityLandmark CityMuralGroove ConcreteJungleJive CityLightsLineDance CityParkSalsa',
    fitness:
      'CityBridgeSprint CityLampPostLunges RunTheCity CityBikeLoop CityStairClimbCount ConcreteJunglePushUps CityBlockTabata CityParkBenchDips',
    prank:
      'MysteryCityDate CityKindNoteDrop CityComplimentPosters CitySouvenirFromNextDoor TouristForADay SurpriseCitySkylinePicnic CityMapTreasureHunt CityRestaurantAtHome',
    educational:
      'HowCitiesGrow CityBridgeSpotter WhatsYourCityNamedAfter GuessTheCitySkyline DesignADreamCity CityOldPhotoThenAndNow CityPopulationQuiz CityMapReading101',
    cooking:
      'TasteOfTheCity CityStreetFoodAtHome CityBalconyBrunch CityFamousDishRecreate BigAppleBagels NightMarketNoodles CityDinerBreakfast CityPicnicBoxLunch',
    fashion:
      'CityStreetStyle BigCityFitCheck CityTrenchLayers AllBlackCityUniform CitySneakerRotation CommuteOutfit CityDayToNightOutfit CityRainyDayLook',
    wellness:
      'SlowCitySunday CityParkBenchPause CityQuietSpotHunt CityLibraryReadingNook SunriseCityStroll BreatheThroughTheNoise CitySoundsMeditation CityTreeCounting',
    speed:
      'CitySightsIn60 CityLandmarkBlitz CitySkylineQuickSketch FastestWayAcrossCity CityNicknameQuiz MetroMapMemoryRace CityJigsawSpeedBuild CityCapitalsQuickfire',
    music:
      'SampleTheCity CityBuskerBattle CityLightsSerenade SingOnACityParkBench CityLullaby SubwayAcousticSet CityAnthemCover CitySoundscapeBeat',
    tech: 'CityHyperlapse CityReflectionPhoto NightModeCityShot CitySunsetInTenSeconds BeatTheTransitApp CityStreetViewThenNow CityNoiseDecibelTest CityPanoramaChallenge',
    gaming:
      'CityScavengerHunt ISpyOnACityWalk GuessMyCityFromOnePic MakeABoardGameOfYourCity CityLandmarkTrivia CityNameCharades CityPictionaryRound BuildYourCityInBlocks',
  },
  classical: {
    dance:
      'WaltzToClassical ClassicalConductorArms BoleroSlowBuild ClassicalRemixDance ClassicalBalletInSocks BachToTheBeat RobotDanceToClassical PirouetteToClassical',
    fitness:
      'FlightOfBumblebeeHIIT ClassicalAirConducting ClassicalAdagioStretch ClassicalYoga ClassicalAllegroRun ClassicalCrescendoReps TempoSquatsClassical PilatesToClassical',
    prank:
      'FifthSymphonyEntrance ClassicalWakeUpCall ClassicalDoorbell ClassicalButlerBreakfast ClassicalPlaylistSwap ClassicalElevatorMusic ClassicalFridgeFanfare ClassicalOnHoldPrank',
    educational:
      'BaroqueVsClassical TempoTermsQuiz ClassicalSonataForm ClassicalComposerMatchUp ClassicalOrchestraMap ClassicalCrashCourseIn60 ClassicalInstrumentID GuessTheEraClassical',
    cooking:
      'ClassicalPancakeFlips ClassicalDinnerParty MozartKugelnAtHome ClassicalKneadAlong SachertorteSonata ClassicalBrunchConcert WhiskToClassical ClassicalVienneseCoffee',
    wellness:
      'SlowSonataMorning CelloBreathingPace ClassicalBathSoak ClassicalDeepListen ClassicalNatureWalk ClassicalSleepRitual JournalToClassical SunriseClassical',
    tech: 'ClassicalAIComposer AutotuneAClassicalAria ClassicalSheetMusicApp IdentifyThatClassicalTune MetronomeGadgetTest ClassicalConcertFromBed AIPicksMyClassicalMood SeeClassicalSoundWaves',
    gaming:
      'ClassicalBossTheme VideoGameSymphony ClassicalPianoAppDuel GuessTheClassicalComposer ClassicalMusicalChairs ClassicalLevelUp ChessToClassical SpeedrunToClassical',
  },
  classmate: {
    dance:
      'ClassmateMirrorMoves ClassmateDanceOff ClassmateHallwayStrut ClassClownShuffle HomeroomHustle ClassmateDuetChoreo ClassmateLineDance ClassmateSecretHandshake',
    funny:
      'TypesOfClassmates ClassmateSuperlatives ExcuseOlympics ClassPhotoBloopers ClassmateGroupChatSkit HomeroomSitcom ClassmateSoapOpera ClassmateDadJokeDuel',
    speed:
      'ClassmateRelayRace ClassmateSpeedQuiz ClassmateLockerRace PencilSharpenerSprint ClassmateDeskBlitz ClassmateTimesTables ClassmateCupStack ClassmateBackpackPackOff',
    tech: 'ClassmateCodingDuo ClassmatePhotoEditDuel ClassmatesStopMotionMovie ClassSlideshowShowdown CalculatorSpellOff TypingRaceRematch ClassmateEmojiOnlyChat ClassmatePodcastEpisode',
  },
  classroom: {
    dance:
      'ClassroomChairGroove ClassroomFlashMob ClassroomDeskDanceOff BellRingBop ClassDismissedDance ClassroomRollCallDance DoTheClassroomShuffle ClassroomFreezeFrame',
    cooking:
      'ClassroomBakeSale ClassroomPizzaParty ClassroomFruitKabobs LunchboxMakeover AppleForTheTeacher TopOfTheClassCookies ClassroomRecipeSwap ClassroomTrailMixBar',
    travel:
      'ClassroomFieldTrip ClassroomMuseumQuest ClassroomPenPalMap TakeTheClassroomOutside TourAnOldClassroom VirtualClassVisit ClassroomNatureWalk ClassroomLibraryAdventure',
    fashion:
      'ClassroomSpiritWeek ClassroomCrazyHats ClassroomTwinOutfits PictureDayGlowUp DressLikeYourTeacher ClassroomCareerDayOutfit BackToClassroomFit ClassroomPajamaDay',
    tech: 'ClassroomStopMotion ClassroomSetupTimeLapse ClassroomCodeAlong ScratchGameForClass ClassroomNewsBroadcast ClassroomQuizAppShowdown ClassroomPodcastClub ClassroomVideoYearbook',
    gaming:
      'ClassroomQuizChampion ClassroomFourCorners ClassroomGameShow ClassroomHangman ClassroomBossBattleReview SpellingBeeSpeedrun ClassroomBingoBlitz ClassroomHeadsUpSevenUp',
  },
  'claw machine': {
    dance:
      'TheClawShuffle ClawMachineVictoryDance ClawMachineGrabMove ClawMachineWinnerShimmy ClawGameJiggle ClawMachineDropIt SwayLikeClawMachine JoystickClawMachineJig',
    fitness:
      'ClawMachineSquatGrab PlushPrizeLunges ClawMachineReachPlank ClawGameWallSit ClawGameGripCurls TokenRunIntervals ClawMachinePickups ClawMachineToeTouch',
    prank:
      'ClawMachineAtHome ClawMachineBroccoliPlush ClawMachineRiggedToWin FakeClawMachineGrab ClawMachineJackpotBluff ClawMachinePrizeSwap MiniClawMachineDesk ClawMachineCandyStash',
    educational:
      'HowClawMachinesWork ClawMachineOdds ClawStrengthSecrets CraneGameEngineering AreClawMachinesRigged ClawMachineRoboticsLesson ClawMachineGripForce ClawMachineMythBusters',
    travel:
      'ClawMachineArcadeCrawl EveryClawMachineInTheMall ClawMachineBoardwalk ClawMachineAirportWin ClawMachineRoadTripTally ClawGameAtTheBowlingAlley RoadsideClawMachine ClawMachinePlushTravels',
    wellness:
      'ClawMachineLetItGo ClawMachineBudgetLimit ClawMachineDonateAPlush FiveTokensThenStop ClawMachineSmallWins ClawMachineZenMode MindfulClawMachine RegiftClawMachineToys',
    tech: 'ClawMachineGrabInSlowMo OnlineClawGame ClawMachinePOVWin ClawMachineAppVsReal AIPlaysTheClaw ClawMachineFailEdit ClawMachineStopMotion ClawMachineNearMissCam',
  },
  clay: {
    dance:
      'ClaymationDance SculptToTheBeat ClayStopMotionDance ClayPoseThenDance SquishAndSway ClayFigureFloss TwistLikeClay ClayDancerFigurine',
    prank:
      'ClayFridgeMagnetFaces ClayMiniMeSurprise ClayDoorknobFriend ClayPlantPotPeekers HiddenClayGnomes ClayBrokenMugIllusion SneakyClaySnail KeyboardClayCritter',
    educational:
      'HowClayHardens WhereClayComesFrom ClayGlazeChemistry AirDryVsPolymerClay ClayCoilPotLesson AncientClayTablets ClayShrinkageTest ClaySoilJarLayers',
    cooking:
      'ClayPotRice ClayTagineDinner ClayMiniDessertBakeOff ClayBakedChicken RealVsClayFood FlowerpotBread MangoKulfiInClay ClayCupChai',
    travel:
      'ClayLandmarkMinis ClayPotHuntAtTheMuseum MailAClayPostcard ClayLeafPrintsFromThePark ClayMapOfMyTrip SculptYourVacation RiverbankClayHunt SouvenirClayMagnet',
    wellness:
      'MindfulModeling ClayWonkyBowlPride ClayPinchPotMeditation ClaySqueezeCalm ClayGratitudeBeads OneHourClayNoPhone ClayWorryStone ClayFaceMask',
    music:
      'OcarinaOfClay ClaymationMusicVideo ClayWhistleTune ClayPotDrumming ClayBandFigures ClayBellChimes SculptAClayGuitar ShakerEggsFromClay',
    gaming:
      'ClayDiceSet ClayChessPieces ClayCharades ClayBoardGameMakeover SculptYourClayAvatar PaintedClayMinis PictionaryWithClay ClayTicTacToe',
  },
  cleaning: {
    dance:
      'VacuumTwoStep MopAndGroove CleaningBroomPartnerDance CleanSweepShuffle ShimmyWhileCleaning DanceFloorCleanup CleaningSockSlide CleaningDusterDisco',
    fitness:
      'VacuumCardio TidyUpTabata CleaningSquatPickup ScrubAndSweat CleaningLungeLaps CleaningWithWristWeights CleaningCircuitDare CleaningStairClimb',
    prank:
      'CleaningElvesVisit CleaningGhostWasHere SparklingCarAmbush NinjaTidyUp WhoCleanedMyRoom SurpriseDeepClean CleaningFairyNote CleaningFakeSpillSticker',
    fashion:
      'CleanSneakersChallenge WhiteShoeRestore CleaningDayFitCheck TidyClosetCapsule JewelrySparkleSoak CleaningDayHairWrap CleaningHeadscarfLook CleaningSweaterDepill',
    tech: 'CleanWithMeTimeLapse CleaningKeyboardRescue CleaningCableTidy DesktopDeepClean CameraRollCleanout InboxZeroCleanup CleaningPhoneScreenShine CleaningAppsYouNeverUse',
    pet: 'PetCleaningCrew CleaningCatSupervisor PuppyFetchesTheSocks CleaningDogBedWash SqueakyCleanPup ToyBoxTidyTrick CleaningFurBallCount CleaningLitterTrayRoutine',
  },
  cleanup: {
    dance:
      'BeachCleanupGroove CleanupGrabberSnap CleanSweepShuffle TrashTagTwoStep PickerStickPop LitterBugBoogie BendAndGrabCleanup CleanupDanceBreak',
    prank:
      'CleanupSecretMission CleanupFairy CleanupTheirDeskSecretly BeachCleanupSurprise TrashTagNinja OvernightParkGlowUp SneakyStreetCleanup DawnPatrolCleanup',
    educational:
      'CleanupWhereTrashGoes CleanupOceanCurrents CleanupTallyByType BeachCleanupScience HowLongLitterLasts RecycleOrNotQuiz MicroplasticCleanup PlasticNumbersCleanup',
    cooking:
      'CleanupWhileItBakes CleanupVolunteerBBQ BeachCleanupBento CleanPlateClub ZeroWastePicnic BulkBinBaking ReusableCleanupLunch LemonadeForCleanup',
    travel:
      'TrashTagTravel CleanupMountainTrail BeachCleanupRoadTrip CleanupCityParks CleanupAfterThePicnic CleanupYourFavoriteSpot RiverbankCleanup LeaveNoTraceCleanup',
  },
  climbing: {
    dance:
      'ClimbingWallGroove ClimbingChalkClap BoulderingBoogie ClimbToTheBeat HoldHopHustle ClimbingShoeShuffle ClimbingHarnessShimmy DoTheRockClimber',
    prank:
      'ClimbingCheerSquad ClimbingSportsCommentary ClimbingSurpriseBanner BoulderingGooglyEyes ClimbingCardboardTrophy ClimbingWalkUpSong ClimbingDuckHunt FakeCrowdForClimbers',
    educational:
      'ClimbingGearQuiz GuessTheClimbingGrade HowClimbersStick ClimbingKnotSchool ClimbingRopeStretchTest BoulderingPhysics101 ClimbingLingoLesson ClimbingMythOrFact',
    cooking:
      'RockyRoadClimb BoulderingBites ClimbingRopeBreadBraid ClimbingRecoveryShake SummitPBJ ChalkBagTrailMix EdibleClimbingWall ClimbingHoldCookies',
    travel:
      'ClimbingGymCrawl ClimbingRoadTrip ClimbingGuidedDayTrip ClimbWithAView ClimbingInANewTown ClimbingAndCampfires SnapAClimbingPostcard ClimbingSpotShowdown',
    fashion:
      'ClimbingFitCheck RateMyClimbingShoes DressLikeAClimber BoulderingColorBlock ClimbingChalkBagDIY HarnessTheLook ClimbingRunwayStrut ClimbingGearGlowUp',
    wellness:
      'ClimbingFlowState ClimbAboveYourFear ClimberHandSpa BoulderingBreathwork ChalkUpAndBreathe ClimbingViewMeditation ClimbingRestDayReset MantraBeforeClimbing',
    music:
      'ClimbingWarmUpSong ClimbingHypeAnthem BoulderingBeatDrop ClimbEveryMountain SummitSingAlong CarabinerChimes ClimbingRhythmRoute DrumOnClimbingHolds',
    pet: 'ClimbingHikeWithMyDog CatVsClimbingWall KittenClimbingCourse ClimbingParrotPlayGym ClimbingCatTreeTour TreatAtTheTop KittyClimbingCastle ClimbingPuppyParkour',
    gaming:
      'ClimbTheLeaderboard ClimbingAddOnGame ClimbingLevelUp ClimberSpeedrun ClimbingFloorIsLava ClimbingColorCall DiceRollClimbing ClimbingSimonSays',
  },
  clock: {
    prank:
      'BackwardsClock ClockFaceSwap GooglyEyeClock ClockNumbersScrambled EmojiClockMakeover RubberChickenCuckoo ClockSetFastPrank TinyClockEverywhere',
    educational:
      'WhyClocksGoClockwise ReadTheClockQuiz HowPendulumClocksWork AtomicClockVsMyPhone ClockRomanNumeralQuiz SundialVsClock WaterClockBuild ClockDaylightSavingMath',
    wellness:
      'ClockFreeBedroom SlowTheClockDown ClockTickBreathing ClockOutOnTime TurnTheClocksAround StopWatchingTheClock ClockNoSnoozeWeek ClockNoonGratitude',
    music:
      'ClockTickBeat ClockCuckooRemix GrandfatherClockSong SingAClockCountdown RockAroundTheClockJam WestminsterChimesCover ClockMetronomeDuet ClockAlarmRingtoneRap',
    tech: 'ClockSlowMoSecondHand ClockWidgetGlowUp ClockTimelapseShot AlarmClockVsSleepApp ClockStopwatchReflexDuel AtomicClockSyncHack PhoneVsWallClock ClockSmartSpeakerTest',
    pet: 'PetInternalClock DinnerOClockStare CatVsCuckooClock ClockWatchingDog TickingClockTest WhatTimeIsWalkies ClockStrikesZoomies ClockBunnyBedtime',
  },
  'clock tower': {
    dance:
      'ClockTowerWaltz SalsaByTheClockTower TickTockShuffle FreezeAtTheChime ClockHandsChoreo ClockworkRobotDance ClockTowerNoonBop ClockTowerBellDance',
    prank:
      'MeetMeAtTheClockTower ClockTowerClueTrail FakeClockTowerChime ClockTowerCuckooPopUp BigBenRingtoneSwap ClockTowerDoorbellSwap ClockTowerFlashMob ClockTowerNoteHunt',
    educational:
      'HowClockTowersWork WhyClocksUseIIII BigBenIsTheBell PennyOnThePendulum ClockTowerChimeMath ClockTowerHeightGuess ClockTowerGearModel ClockTowerSundialTest',
    cooking:
      'GingerbreadClockTower ClockFaceCookies ClockTowerCake ClockTowerSandwichStack TickTockTartlets BigBenBiscuits ClockTowerCrackerBuild ClockTowerTeaTime',
    fashion:
      'ClockTowerFitCheck ClockTowerTrenchCoat BowTieAtTheClockTower FobWatchGlowUp ClockTowerUmbrellaShoot ClockTowerGoldenHour ClockTowerVintageLook ClockTowerSteampunk',
    wellness:
      'BreatheWithTheBells SlowWalkToClockTower ClockTowerBenchPause ClockTowerPhoneFree ClockTowerBirdWatching ClockTowerGratitude ClockTowerHourStretch ClockTowerSunsetSit',
    speed:
      'BeatTheClockTower ClockTowerPuzzleRush RaceToTheClockTower ClockTowerSketchIn60 BeforeTheChimeEnds AroundTheClockRelay ClockTowerPhotoDash ClockTowerSelfieSprint',
    gaming:
      'EscapeTheClockTower BossFightClockTower ClockTowerBuildOff ClockTowerISpy ClockTowerBlockStack RaceAgainstTheClock ClockTowerPuzzleHunt ClockTowerMemoryMatch',
  },
  closet: {
    dance:
      'WardrobeChangeDance ClosetDoorReveal ClosetHangerSwing ClosetMirrorMoves TryOnTransitions OutfitSpinSwap ClosetSockSlide ClosetJacketFlipDance',
    prank:
      'ClosetBalloonSurprise GiantTeddyInTheCloset SecretClosetMakeover ClosetBackwardsHangers ClosetOutfitSwitcheroo RainbowColorSwap ClosetDiscoBall ClosetFoldedLikeAStore',
    educational:
      'ClosetOutfitMath WashTagDecoded ClosetMothProofTest ClosetLaundryCodeQuiz ClosetColorWheelLesson GuessTheFabric CapsuleWardrobe101 ClosetStainRemovalLab',
    cooking:
      'HangerShapedPretzels WardrobeCake ClosetDressCupcakes PantryClosetCookOff SecretSnackCloset FitCheckCookies ClosetCleanoutBakeSale ClosetSweaterCookies',
    travel:
      'ClosetToSuitcase TenPiecesTwoWeeks WardrobeOnTheRoad ClosetTravelCapsule WholeClosetCarryOn ClosetPackInFiveMinutes ClosetPackingTetris ClosetWeekendBagChallenge',
    wellness:
      'WardrobeSparkJoy ClosetDonateTenThings ClosetReset NewInOldOut GiveBackCloset SlowFashionPledge ClosetGratitudeTour ClosetCalmScentSachets',
    speed:
      'ClosetCleanoutSpeedrun ClosetFoldBlitz BeatTheClockCloset RainbowClosetDash WardrobeSortIn10 ClosetOutfitSpeedPick ClosetHangerRelay ClosetQuickChangeRace',
    tech: 'WardrobeAIStylist VirtualClosetTryOn ClosetMirrorSelfieGrid CluelessClosetIRL ClosetGlowUpLEDs OutfitRepeatTracker ClosetPhotoCatalog ClosetTimelapseTidy',
    pet: 'ClosetDogGearCorner PetPicksFromMyCloset KittenInTheShoeBox ClosetSweaterNestCat PupWardrobeTour HideAndSeekCloset ClosetNapNook ClosetBunnyExplores',
    gaming:
      'RankMyClosetLikeLoot CharacterSelectLook ClosetCosplayBuild ClosetOutfitBingo InventoryFullCloset RareDropFromTheCloset ClosetEscapeRoom ClosetDiceRollStyling',
  },
  clothesline: {
    dance:
      'ClotheslineSwayDance ClotheslineSheetTwirl ClothespinShuffle LimboUnderTheLine ClotheslineWashdayJig HangingTowelTango DanceBehindTheClothesline ClotheslineFreezeFrame',
    educational:
      'ClotheslineKnotLesson WhySunBleachesWhites ClotheslineDryingTest ClotheslineEvaporation ClothespinPhysics DryerVsClothesline ClotheslineWindSpeedCheck ClotheslineMoneySavedMath',
    cooking:
      'ClotheslinePastaDrying ClotheslineHerbBundles WashdayBrunch ClotheslineChiliRistra ClotheslinePicnicLunch SunDriedTomatoBatch ClotheslineDonutDare ClotheslineSnackGarland',
    fashion:
      'ClotheslineOutfitRow ClotheslineLookbook ClotheslineWhiteTees FreshLinenStyle SunDriedDenim ClothespinAccessories ClotheslineScarfDisplay ClotheslineSundressShoot',
    wellness:
      'ClotheslineSlowLiving FreshAirLaundryDay LinenScentPause ClotheslineCloudWatch ClotheslineHangAndBreathe ClothespinMeditation ClotheslineSunshineBreak ClotheslineBirdsongMinute',
    tech: 'ClotheslineTimelapse ClotheslineBeatTheRain ClotheslineSlowMoSheets ClotheslineStopMotion ClotheslineWindyDayTest WillItDryByNoon ClotheslineForecastCheck ClotheslineInReverse',
    pet: 'ClotheslinePetBandanas ClotheslineCatPeekaboo PupLaundryHelper ClotheslineShadowChase PounceOnTheClothes KittyInTheBasket ClotheslineBunnyShade ClotheslineDogTowelDry',
  },
  clothespin: {
    fitness:
      'ClothespinGripTest ClothespinPlankClip ClothespinToePickup ClothespinShuttleRun PinchAndSquat TagYoureClipped BearCrawlClothespins ForearmClothespinBurn',
    prank:
      'SneakyClothespinClip GooglyEyeClothespins ClothespinNoteTrail BirthdayClothespinLine ClothespinSpiderOnDesk ClothespinEverything ClothespinSecretTag ClothespinBackPat',
    educational:
      'ClothespinCatapult ClothespinBridgeTest HowAClothespinWorks ClothespinMathClip CountByTensClothespins SpringLeverScience FractionsOnClothespins SpellWithClothespins',
    fashion:
      'ClothespinEarrings ClothespinHairDo BroochFromAClothespin ClothespinCollarHack ClotheslineLookbook PegItToFitIt ClothespinBeltCinch ClothespinHatClip',
    wellness:
      'GratitudeClothespins ClothespinLineDrying ClothespinKindnessClip ClothespinHabitTracker HangUpYourWorries ClothespinPhotoMemories ClothespinGoalBoard ClothespinMoodMeter',
  },
  cloud: {
    dance:
      'CloudNineDance CloudWalkGlide StormCloudStomp FloatLikeACloud CloudShadowDance CloudRaindropDance CloudCottonBallShuffle CloudDreamyBallet',
    fitness:
      'CloudChaserRun CloudyDayHike CloudNineReps CloudBurstHIIT SilverLiningSquats CloudGazeStretch CloudPillowPlank CloudJumpingJacks',
    prank:
      'CloudCeilingMakeover CloudFluffyDoorCurtain CloudFakeUFOSighting SwapInACloudPillow CloudShowerSteamMessage PersonalRainCloud CloudCottonDeskSurprise CloudBalloonBedroom',
    educational:
      'CloudTypesQuiz HowCloudsForm WhyCloudsAreWhite CloudInAJarExperiment WeighACloudMath CumulusOrStratus CloudSpotterLog PredictRainFromClouds',
    travel:
      'CloudSpottingHill CloudySunriseWalk CloudMountainViewpoint PlaneWindowCloudPics ChaseTheCloudShadows CloudPicnicOnTheGrass CloudParkBenchGazing CloudTrainRideView',
    fashion:
      'CloudPrintFitCheck StyleYourCloudSlides DressLikeACloud CloudPuffSleeves CloudWhiteOutfit SilverLiningJewelry CloudyDayLayers CloudEarringsDIY',
    gaming:
      'CloudHopHighScore CloudShapeGuessingGame CloudPictionary ISpyInTheClouds LieBackCloudBingo ActOutThatCloud CloudStoryChain CloudTwentyQuestions',
  },
  coach: {
    dance:
      'CoachClipboardStep CoachHuddleBounce CoachSidelineShuffle CoachVictoryJig FollowTheWhistle CoachDanceOffWithTeam TeachCoachTheTrend CoachCheerleaderMoves',
    educational:
      'CoachTeachesTheBasics CoachPlaybook101 CoachPreGameFocusTrick CoachWarmUpDemo DrawUpThePlay HowDrillsBuildSkill WhoSaidItCoachQuiz CoachExplainsTheRules',
    travel:
      'CoachStadiumTour EndOfSeasonCoachPicnic CoachBusRideToTheMatch RoadTripWithCoach CoachPacksTheGameBag CoachPicksTheDayTrip CoachTeamCityWalk CoachTrainingCampWeekend',
    wellness:
      'CoachPepTalkToSelf CoachMindsetMinute CoachThankYouLetter CoachOrdersRest BeYourOwnCoach VisualizeTheWin CoachCoolDownStretch CoachGoalJournal',
    speed:
      'BeatCoachsTime CoachWhistleSprint CoachStopwatchDuel CoachConeSetupDash ShuttleRunRecord CoachBibSortRelay CoachSaysGo CoachDrillCountdown',
  },
  'coca cola': {
    dance:
      'CocaColaCanOnHeadDance CocaColaPolarBearStep CokeFloatFreestyle ShareACocaColaDance SodaShopSwing BottleCapBoogie CocaColaFizzFreezeDance CocaColaMoonwalk',
    prank:
      'CocaColaCanFullOfCandy CocaColaBottleDoorChime CocaColaCustomLabel CocaColaShakeAndBluff CocaColaFakeSpill SantaSodaDrop CocaColaFridgeGooglyEyes CocaColaNameSwap',
    educational:
      'CocaColaVsDietDensity CocaColaLogoFromMemory DidCocaColaInventSanta CokeGeyserScience WhySodaFizzes CountTheSugarCubes CocaColaPennyClean CocaColaBottleShapeQuiz',
    travel:
      'CokeInTheCoolerRoadTrip CokeAtTheBeach CocaColaMuseumVisit MexicanCocaColaHunt RetroSodaFountainTour CokeFloatDinerStop CocaColaFlavorHunt CocaColaGhostSigns',
    fashion:
      'CocaColaRedLook CocaColaPolarSweater CocaColaCanTabBracelet CokeVintageTee RetroDinerOutfit SodaJerkChic UpcycledCocaColaTote CocaColaBottleCapBelt',
    wellness:
      'CokeFloatPorchPause CocaColaSunsetSip CocaColaSlowSunday CocaColaDetoxWeek SwapSodaForSparkling CocaColaCatchUpWithMom ShareACocaColaChat CocaColaPicnicBreak',
    tech: 'CokeFizzSlowMo CocaColaGeyserPhoneCam CokeGoesFlatTimelapse ChillACocaColaIn60 HomemadeSodaVsCocaCola CocaColaPourDecibelTest CokeSlushyFreezerHack CocaColaARLabelScan',
    gaming:
      'CocaColaBlindTasteTest CocaColaBottleRingToss CocaColaLogoQuiz CocaColaTriviaNight SodaStackHighScore CocaColaCapTicTacToe CanBowlingCocaCola CocaColaTabFlick',
  },
  coconut: {
    dance:
      'CoconutHulaSway CoconutLimbo CoconutOnTheHeadDance CoconutShellTapDance CoconutShakerDance TikiTwist ShakeTheCoconutTree CoconutBongoBop',
    funny:
      'CoconutHoofGallop CoconutCrackFails CastawayCoconutFriend CoconutPhoneCall ItsJustACoconut CoconutBowlingFail CoconutOpeningStruggle CoconutFirstSipFaces',
    prank:
      'CoconutHoofbeatSneak GooglyEyedCoconut CoconutCakeLookalike MessageInACoconut HulaSkirtOnTheChair TropicalDeskTakeover CoconutFaceOnThePillow CoconutBeachSoundAlarm',
    educational:
      'IsCoconutANut HowCoconutsCrossOceans WhyCoconutsHaveEyes MilkOrWaterInside CanACrabOpenACoconut HuskShellMeat101 PlantACoconutSprout CoconutUsesAroundTheWorld',
    travel:
      'CoconutBeachPicnic RoadsideCoconutStand CoconutFarmTour CoconutMarketHunt SipFromTheShell CoconutTreeSpotting BestCoconutDrinkInTown CoconutIslandPostcards',
    wellness:
      'CoconutOilHairMask CoconutHammockRest SipFromACoconut SunsetCoconutBreaths IslandTimeUnwind CoconutScentCandleMake CoconutSugarScrub CoconutLotionFootRub',
    speed:
      'CoconutSlalomRun FastestCoconutDrink CoconutRollRelay CoconutOnTheHeadDash CoconutMacaroonIn60 CoconutSpoonBalance CoconutScoopSprint CoconutBowlStackOff',
    tech: 'CoconutShellSpeaker CoconutCrackSlowMo AITellsIfCoconutRipe OpenerGadgetShowdown CoconutStopMotionMonkey CoconutCurryCookAlong CoconutPhoneStand CoconutRecipeTimelapse',
    pet: 'CoconutShellHideout CatVsRollingCoconut CoconutRopeTugToy CoconutPlushFetch CoconutParrotForage CoconutFiberScratcher CoconutHamsterHut CoconutFishTankCave',
    gaming:
      'CoconutBowlingStrike CoconutRingToss CoconutPlushHotPotato CoconutCupShuffle PirateCoconutTreasureHunt ShakeThePalmTree CoconutShyStall CoconutMemoryCards',
  },
  coffee: {
    dance:
      'WhenCoffeeKicksIn EspressoShimmy CoffeeGrinderGroove CoffeeBreakdance DanceWhileTheCoffeeBrews CoffeeMorningTwoStep CoffeeBeanBoogie LatteFoamFreeze',
    fitness:
      'CoffeeMugCurls LatteLunges RunForYourCoffee EspressoShotSprints CoffeeGrinderArmBurn SquatTillCoffeeBrews EarnYourCoffee CoffeeTablePushUps',
    prank:
      'LatteArtMessage CoffeeCupGooglyEyes WakeUpToCoffee FakeCoffeeSpill CoffeeMugMakeover GuessTheirOrder CoffeeFilterSnowflakes CoffeeSleeveComicStrip',
    wellness:
      'SlowSipCoffee CoffeeWithoutPhone CoffeeSunriseRitual CoffeeGrindByHand GratefulBeforeCaffeine BrewAndBreathe SmellTheCoffeeFirst CoffeeJournalPages',
    speed:
      'LatteInSixtySeconds BaristaCoffeeRush CoffeeOrderRecall BeanSortingRace CoffeeCupStackDash CoffeeStirStickTower CoffeeFilterFoldRelay CoffeeMugWashBlitz',
    tech: 'AIRatesMyCoffee LatteFoamInSlowMo CoffeeBloomTimeLapse CoffeeGadgetTest TrackEveryCoffeeForAWeek LatteArtAppTutorial HackYourCoffeeMaker CoffeeDripMacroShot',
    pet: 'CoffeeDateWithMyDog CoffeeAndCatNaps CoffeeShopPatioPup PetJoinsMyCoffeeRun CozyCoffeeKitty CafeCorgiOfTheDay WalkiesForLattes CoffeeFilterParrotToy',
  },
  'coffee break': {
    dance:
      'CoffeeBreakBoogie CoffeeBreakOneSongDance CoffeeBreakSwivelChair CoffeeBeanBounce MugInHandGroove CaffeineCharleston CoffeeBreakdance CoffeeBreakDeskDance',
    prank:
      'CoffeeBreakTinyDonuts CoffeeBreakChairSwap CoffeeCupCompliments CoffeeBaristaForADay CoffeeBreakDecafBluff GooglyEyesOnTheMugs CoffeeBreakBalloonDesk CoffeeBreakMysteryTreat',
    educational:
      'CoffeeBreakMapQuiz CoffeeBreakMicroLesson CoffeeBeanPassport CoffeeCaffeineMath CoffeeBreakSwedishFika WhyBreaksBoostFocus CoffeeBreakTriviaCard CoffeeBreakNewWordADay',
    speed:
      'CoffeeBreakSpeedTidy CoffeeBreakEmailBlitz CoffeeBreakPuzzleRace CoffeePourOverIn5 CoffeeBreakWordSearch CrosswordBeforeItCools CoffeeBreakSudokuDash CoffeeBreakMugWashRace',
    tech: 'CoffeeBreakAutoReply CoffeeBreakTimelapse CoffeeBreakDeskSetup GadgetCoffeeFaceOff AIPicksMyCoffee CoffeeBreakAppTimer CoffeeBreakPhotoEdit CoffeeBreakPodcastClip',
  },
  'coffee shop': {
    dance:
      'LatteArtShuffle EspressoShotShimmy CoffeeShopJazzSway CoffeeBreakdance CafeBaristaBoogie CoffeeQueueGroove CoffeeShopSwingDance CoffeeShopChairDance',
    prank:
      'CoffeeShopPayItForward CoffeeShopTipJarNote ComplimentOnTheCup CafeFavoriteDrinkDelivery SurpriseCoffeeDrop CoffeeShopInTheKitchen CafeDrawingForBarista CoffeeShopSmileyNapkins',
    educational:
      'HowEspressoWorks LatteVsCappuccino CoffeeShopBeanToCup CoffeeMenuDecoded CoffeeRoastQuiz WhyCoffeeWakesYou CoffeeShopFoamTest CoffeeShopOrderInItalian',
    fashion:
      'CoffeeShopFitCheck CafeDateOutfit MochaMonochrome DressLikeYourCoffee CoffeeCapsuleCloset LatteLayersLook CoffeeShopCardiganWeather CoffeeShopBeretOOTD',
    tech: 'CoffeeShopLaptopSetup CoffeeShopWifiSpeed NoiseCancelingTest AIPicksMyCoffee CoffeeShopSoundASMR AppOrderVsCoffeeShopLine CafeWorkdayTimeLapse CoffeeShopPhotoEditing',
    gaming:
      'CoffeeShopBoardGames CoffeeShopChessHustle CoffeeShopNapkinHangman LoserBuysTheCoffee CrosswordOverCoffee CafeCheckersDate CoffeeShopTriviaNight CafeCardTournament',
  },
  coin: {
    dance:
      'CoinFlipFreestyle CoinTossTwoStep CoinSpinPirouette LetACoinPickTheMove ArcadeCoinShuffle HeadsOrTailsDanceOff LuckyCoinLimbo JukeboxCoinJive',
    travel:
      'CoinFlipRoadTrip WishingWellCoinToss LetACoinPickLunch SpendYourLastCoins HeadsLeftTailsRight PressedPennyHunt CoinFountainTour CoinMuseumVisit',
    tech: 'CoinFlipAppVsReal CoinSlowMoSpin CoinVanishVideoTrick WhatsMyCoinWorth ZoomInOnAnOldCoin CoinTowerStopMotion CoinEdgeBalanceTimer CoinRecognitionAI',
  },
  'cold weather': {
    dance:
      'ColdWeatherSnowDance ColdWeatherPenguinWaddle ColdWeatherMittenClap FreezingFootwork ShiverShuffle FrostyBreathFreestyle ShakeOffTheColdWeather ColdWeatherJigToWarmUp',
    prank:
      'ColdWeatherFakeIcicles ColdWeatherCarScrape ColdWeatherDryerCoat FreezingSnowmanGreeter ColdWeatherFrozenTShirt ColdWeatherWindowNote ColdWeatherToastySocks ColdWeatherPaperSnowballs',
    educational:
      'ColdWeatherMythQuiz ColdWeatherWindChill ColdWeatherFrostLab BubblesFreezingOutside WhyWeShiver HowSnowflakesForm ColdWeatherSaltOnIceTest FreezingPointExperiment',
    cooking:
      'ColdWeatherChiliNight ColdWeatherSoupSwap ColdWeatherStewFromScraps FreezingDayFondue ColdWeatherSnowIceCream ColdWeatherCocoaBar ColdWeatherPotPie ColdWeatherPorridge',
    travel:
      'FreezingMorningSunrise PackForAFreezingRoadTrip ColdWeatherCafeHop FreezingBeachWalk ColdWeatherStargazing ColdWeatherForestHike ColdWeatherIceSkatingTrip ColdWeatherCabinWeekend',
    wellness:
      'ColdWeatherBathAndBook ColdWeatherSunChase ColdWeatherBlanketHour FreezingDayFootSoak HyggeEvening FireplaceReading EmbraceTheColdWeather ColdWeatherTeaRitual',
    music:
      'ColdWeatherMittenUkulele ColdWeatherFolkBallad ColdWeatherDuet FreezingFingersPiano ChatteringTeethBeat FireplaceGuitar SerenadeInColdWeather ColdWeatherHummingChoir',
    tech: 'ColdWeatherBatteryTest ColdWeatherGloveVsScreen ColdWeatherForecastDuel FreezingPhoneRescue FreezingFrostTimeLapse HandWarmerTeardown ColdWeatherDraftHunt ColdWeatherBreathSlowMo',
    gaming:
      'ColdWeatherCharades ColdWeatherChessBlitz ColdWeatherPuzzleNight FreezingDayGameMarathon ColdWeatherBingo ColdWeatherFortBattle ColdWeatherCocoaCards ColdWeatherTriviaQuest',
  },
  college: {
    dance:
      'CollegeAcceptanceDance CollegeStepShow QuadFlashMob GraduationStageStrut CollegeDormShuffle CollegeMascotDanceOff CollegeMoveInDayDance CollegeKickLine',
    fitness:
      'TextbookCurls CollegeCampusRun CollegeDormWorkout StairsToClassCardio CollegeBikeToLecture CollegeGymBuddyDare FinalsWeekCollegeHIIT QuadSprintCollege',
    prank:
      'CollegeRoommateRingtone MoveInDaySurprise SecretStudyCandyDrop CollegeDoorTakeover CollegeDormFoilPrank CollegeBalloonRoom PopUpCollegeVisit CollegeCerealBoxSwap',
    cooking:
      'CollegeMugCake DormRoomRamenUpgrade BrokeCollegeChef DiningHallHacks CollegeRiceCookerChili CollegeMicrowaveEggs WaffleIronCollegeEats CollegeFiveDollarDinner',
    travel:
      'CollegeVisitRoadTrip CollegeCampusPicnic CollegeHiddenGems CollegeArchitectureWalk CollegeLibraryHop CollegeMuseumFreeDay RevisitYourOldCollege CollegeTourPassport',
    wellness:
      'CollegeBurnoutReset CampusQuietSpots CollegeFinalsWeekCalm DormRoomSanctuary CollegeWalkAndTalk CollegeBedtimeWeek LetterToCollegeMe CollegeCallHomeSunday',
    art: 'CampusPhotoWalk CollegeLectureDoodles CollegeIDPortraitRedo CollegeDormMural CollegePennantArt QuadChalkFestival PaintYourCollegeCap CollegeMemoryCollage',
    tech: 'DormDeskSetup NoteAppShowdown CollegeAIStudyBuddy CollegeMoveInTimelapse CollegeGadgetTierList CollegeTypingSpeedTest CollegePhoneLockDare AIPlansMyCollegeWeek',
    pet: 'CollegePetReunion CampusTherapyDogs CollegeMascotMeetup CollegeFishRoommate KittyInCollegeColors CallingMyPetFromCollege CollegeGradDoggo CollegeHomecomingZoomies',
    gaming:
      'CollegeEsportsTryout CollegeDnDCampaign DormHallTournament CollegeChessBlitz CollegeCardGameNight CollegePingPongLeague QuizBowlCollege CollegeCharadesClash',
  },
  color: {
    dance:
      'ColorBlockChoreo ColorRibbonTwirl FreezeOnTheColor SpinTheColorWheel ColorChangeOnBeat NeonColorGlowstickDance DanceToTheColorCall ColorScarfSway',
    educational:
      'HowWeSeeColor ColorMixingGuessOff ColorTheoryIn60 PrismColorHunt MakeYourOwnRainbow WhyTheSkyIsBlue ColorblindFactsQuiz ColorWheelBasics',
    travel:
      'FindEveryColorInTown ColorfulStreetsTour HoliColorFestival ColorDoorPhotoHunt AutumnLeafPeeping RainbowHouseHunt OneColorCityWalk ColorSpottingMarketDay',
    music:
      'ColorOfThisSong ColorCodedXylophone PlaylistForEveryColor ColorLyricMashup ColorOfEachNote PaintItBlackCover ColorRainbowSingAlong ColorfulBottleChimes',
    tech: 'ColorPickerChallenge ColorGradingEdit WhatColorIsItReally ColorSplashEffect GuessTheHexCode PhotoToColorPalette ColorblindFilterTest ColorSmartBulbMood',
  },
  coloring: {
    dance:
      'ColoringBookBoogie CrayonColorFreeze MarkerCapTwirl StayInTheLinesStep ColoringBreakDance ColoringPencilSway ColoringPageDanceOff ColoringShuffleAndShade',
    prank:
      'ColoringPageOfYou CrayonLabelSwitch OutlineYourRoommate ColoringBookMustaches SecretColoringNote ColoringTheirSelfie ColoringFridgeGallery ColoringOnABanana',
    educational:
      'ColoringAnatomyBook WhyColoringCalmsYou ColoringShadeMixingLesson ColoringMapGeography ColoringBotanyPlates CellDiagramPages ConstellationColoring ColoringFlagsOfTheWorld',
    fashion:
      'ColoringBookOutfit ColorYourOwnSneakers ColoringFabricJacket CrayonBoxFitCheck ColoringOnATee ColoringDressUpDoll WearableColoringPage ColoringToteBagDIY',
    wellness:
      'MandalaMondayColoring ColoringForCalm ColoringBeforeBed MindfulCrayonBreak PencilShadingPause SlowColoringEvening ColoringWithTea ColoringGratitudePage',
    music:
      'ColorTheSongsMood ColoringPageInOneSong CrayonScribbleBeat ColoringAlbumCovers PencilScratchASMR ColoringToMusic ClassicalColoringHour ColoringToTheBeat',
    pet: 'MyPetAsAColoringPage KittenPawsTheMarkers ColoringDogBreedBook CatSitsOnTheColoring ColoringPuppyCameo ColoringParrotPalette ColoringBunnyPortrait ColoringGoldfishSketch',
  },
  commute: {
    dance:
      'CommuteWalkStrut BusStopCommuteShuffle CommuteHeadphoneGroove CommuteDanceBreak CommuteElevatorShimmy CommuteDoorwayJig SilentDiscoCommute CommuteParkBenchBop',
    fitness:
      'BikeYourCommute CommuteStairsOnly CommuteRunHome CommuteJogToTheStation PlatformCalfRaises OneStopEarlyWalk CommuteCoreSqueeze CommuteBackpackSquats',
    prank:
      'CommuteCoffeeSurprise CommuteWelcomeHomeSign CarpoolCommuteKaraoke CommuteAlarmSongSwap DashboardBuddy RedCarpetArrival CommuteTourGuide CommuteBagStowaway',
    fashion:
      'CommuteFitCheck CommuteSneakerSwap BikeCommuteOutfit RainyDayCommuteLook CommuteLayeringHack WhatsInMyTote CommuteCapsuleWeek CommuteUmbrellaStyle',
    speed:
      'CommuteJacketZipTimer CommuteSpeedrun DoorToDeskCommute CommuteReadyIn10 KeysWalletPhoneGo FastestLunchPack CommuteBedMakeBlitz CommuteShoesOnSprint',
    music:
      'CommuteAnthemPick CommuteRhymeRap CommuteSongwriting CommuteWhistleTune CommuteFootstepBeat BuskTheBusStop CommuteSoundCollage CommutePlaylistSwap',
    tech: 'CommuteGadgetRanking NoiseCancelingCommute DoesMyPhoneSurviveCommute WhatsInMyCommuteBag TapAndGoTest MapsAppShowdown MyWholeCommuteSpedUp CommuteStepCounterRace',
  },
  compliment: {
    dance:
      'ComplimentHypeCircle ShoutOutDance ComplimentSoulTrain MirrorPartnerPraise ComplimentEachDancer ComplimentPassTheMove StrutAndCompliment TwirlForACompliment',
    educational:
      'WhyComplimentsMatter PraiseVsFlattery HowToGiveACompliment ComplimentIn5Languages YourBrainOnCompliments ComplimentSmileTest ComplimentAToZ ReceiveAComplimentWell',
    speed:
      'ComplimentIn10Seconds ComplimentRapidFire ABCComplimentBlitz ComplimentRelay TenComplimentsNoPause FiftyKindWordsDash LightningCompliments OneBreathCompliments',
  },
  concert: {
    fitness:
      'ConcertAirGuitarSquats ConcertJumpSquats ConcertSingAndJog ConcertChorusHighKnees EncoreEndurance ConcertSetlistWorkout ConcertArmWaveBurn ConcertDrummerWorkout',
    prank:
      'ConcertCrowdNoiseAlarm ConcertLivingRoomGig BackyardConcertAmbush WakeUpConcertSerenade ConcertCardboardFans ConcertGlowStickGreeting StairwellConcertForDad ConcertBalloonArchWelcome',
    educational:
      'ConcertEchoClap HowConcertStagesWork BackstageConcertJobs MixingDeskDemo GuessTheConcertTruckCount DecibelsAtTheGig ConcertEarplugsOnOrOff ConcertHallAcousticsTest',
    travel:
      'ConcertRoadTrip GigInAnotherCity ConcertFestivalCamping ConcertInThePark FindAFreeConcertToday SupportALocalGigNight ConcertHallCrawl ConcertCarpoolPlaylist',
    wellness:
      'ConcertRecoveryDay ConcertEarCare ConcertMemoryJournal PostGigRest ConcertBluesCure ConcertHoneyTeaNight QuietAfterTheConcert ConcertGratitudeLetter',
    tech: 'ConcertLightShowDIY ConcertRecapReel RecreateTheConcertSetlist StreamAConcertAtHome ConcertZoomFromTheBack ConcertPhoneTorchWave ConcertDecibelCheck ConcertCrowdInSlowMo',
    pet: 'ConcertForMyPet ConcertHowlAlong ConcertPupBackupSinger ConcertLullabyForMyPet BarkstageAccess ConcertParrotDuet ConcertMeowChorus TinyConcertForHamster',
  },
  confetti: {
    dance:
      'ConfettiSpinMoves ShuffleInConfetti ConfettiSlowMoTwirl ConfettiCannonDanceDrop PopAndLockConfetti ConfettiVictoryDance ConfettiKickLine ConfettiFreezeDance',
    educational:
      'ConfettiCannonBuild HowConfettiPoppersWork LeafConfettiEcoTest ConfettiUsedToBeCandy WhyConfettiFallsSlow CountEveryConfettiPiece SeedPaperConfetti ConfettiAirResistance',
    fashion:
      'ConfettiPrintFit ConfettiNailArt TinyConfettiEarrings GlitterConfettiMakeup WalkingPartyPopper ConfettiHairClipsDIY ConfettiDenimJacket ConfettiSneakerPaint',
    wellness:
      'ConfettiGratitude ConfettiSmallWins CelebrateWithConfetti ConfettiJoyJar ThrowConfettiForYou ConfettiSoloCelebration NoteToSelfConfetti ConfettiComplimentCards',
    pet: 'ConfettiPetBandana ConfettiThemedTreatBox ConfettiGotchaDay ConfettiPawBannerCraft PawtyTime ConfettiColorSnuffleMat ConfettiPrintDogBed ConfettiBackdropPortrait',
    gaming:
      'ConfettiOnEveryWin ConfettiGameNight VictoryConfettiPop CheckmateConfetti AchievementUnlocked ConfettiForTheChampion ConfettiForHighScores ConfettiColorHunt',
  },
  constellation: {
    dance:
      'ConstellationFreeze ConstellationArmShapes ConstellationTwirl DanceTheConstellation StarlightShuffle OrionBeltStep ConstellationShadowDance HumanConstellationPose',
    fitness:
      'ConstellationYoga ConstellationHopscotch ConstellationNightHike TraceAConstellationRun StarJumpWorkout OrionBeltPlank ConstellationCrunches ConstellationLunges',
    prank:
      'CeilingConstellation ConstellationTorchShow ConstellationCerealStars ConstellationInTheirName ConstellationWindowNote GlowStickerBedroom UmbrellaConstellation ConstellationCurtain',
    wellness:
      'CountTheConstellations ConstellationBreathing ConstellationBedtimeStory ConstellationGratitude StargazingWindDown MoonlitBalconyPause WishUponAConstellation ConstellationSlowGaze',
  },
  'construction site': {
    dance:
      'ConstructionHardhatBop CraneArmGroove ConstructionMixerSpin BuildingSiteCongaLine BuildingSiteRobotDance JackhammerJive ConstructionSiteToyStomp BuildingSiteHammerDance',
    fitness:
      'ConstructionBrickCarry BuildingSiteHardHatLunges ConstructionWorkerHIIT ConstructionPlankHold BuildingSiteShovelSquats WheelbarrowWalks ConstructionSiteToySquats ConstructionSiteDigCrawl',
    funny:
      'ConstructionToddlerFan ConstructionNatureDoc ConstructionCrewReacts StillUnderConstruction SidewalkSuperintendent BuildingSiteDadDIYFail BuildingSiteMorningWakeUp BuildingSiteToyForeman',
    prank:
      'ConstructionSiteBrickGift BuildingSiteBedroom ConstructionCakeAmbush UnderConstructionSign CautionTapeTheirDoor ToyDiggerInvasion ConstructionSiteCupcakes ConstructionSiteAlarm',
    pet: 'ConstructionCatFort ConstructionConeWeave BuildingSiteKittenRamp BuildingSiteGuineaPigHut ConstructionSitePupWatch DogDigZone BuildingSiteBunnyBurrow BuildingSiteHamsterMaze',
    gaming:
      'BuildingSiteTowerTopple BuildingSiteISpy BuildingSiteBingo BuildingSiteInTheSandpit CraneOperatorGame ConstructionSiteBlockDuel ConstructionSiteCharades BuildingSiteMemoryMatch',
  },
  'construction worker': {
    dance:
      'ConstructionWorkerJig ConstructionConeHop YMCAConstructionWorker BuilderBreakdance HardHatHustle HiVisHoedown BuilderToolboxDance BuilderShovelShuffle',
    fitness:
      'ConstructionBrickCarry ConstructionBootcamp StrongAsABuilder HardHatHIIT WheelbarrowWalks BuilderSandbagLunges BuilderBucketSquats ConstructionWorkerPlank',
    prank:
      'ConstructionThanksSign ConstructionWorkerWave BuilderSurpriseShelf BuilderToyToolSwap CautionTapeBirthday BuilderCardboardBrickWall BuilderJackhammerAlarm BuilderConeMazeHallway',
    educational:
      'ConstructionToolQuiz ConstructionSafety101 BuilderBrickPatternQuiz MeasureLikeABuilder BlueprintBasics HowCranesBalance BuilderLevelBubbleDemo BuilderHardHatColors',
    fashion:
      'ConstructionWorkerFit ConstructionBoots BuilderToolBeltOOTD DressLikeABuilder HiVisHighFashion SteelToeStrut BuilderFlannelLayers ConstructionWorkerCostume',
    wellness:
      'ConstructionStretch BuilderWaterBottleDare ThankConstructionCrews BuilderBreathBreak LunchPailPause BuildBetterHabits BuilderBackCareRoutine BuilderSunscreenReminder',
    tech: 'IsItLevelBuilderTest BuilderMeasureAppVsTape BuilderFlatPackTimeLapse BuilderHomeRepairPOV BuilderNailInSlowMo AIBlueprintForBuilders BuilderVideoTutorial BuilderStopMotionHouse',
    pet: 'ConstructionWorkerPup PuppyConstructionCrew ConstructionBunnyDig BarkTheBuilder BuilderKittenTower ForemanFeline BuilderCatShelfInstall ConstructionWorkerDogRamp',
    gaming:
      'BuilderBlockTower CityBuilderSpeedrun BuilderCardHouseDuel BuilderToolCharades BuildBattleBlitz BuilderBingo BuilderTwentyQuestions BuilderSimonSays',
  },
  controller: {
    dance:
      'ControllerEmoteIRL ControllerKonamiSteps ControllerJoystickDance DropTheControllerJig ButtonMashShuffle RumbleRumba TheControllerCombo ControllerVictoryDance',
    fitness:
      'ControllerDeathSquats ControllerThumbStretch RespawnPushUps LoadingScreenLunges GamepadGains ControllerGameOverBurpees PlankWithTheController ControllerWallSitRound',
    prank:
      'UnpluggedControllerGag FlipTheirYAxis CardboardController GummyGamepad ControllerCakeSurprise GiftWrapTheController ControllerNoBatteries ControllerStickerMakeover',
    educational:
      'WhyControllersDrift GuessTheController HowRumbleWorks ControllerErgonomicsTest InsideTheController ControllersForAllHands ControllerHistoryQuiz ControllerGripScience',
    cooking:
      'ControllerCookies DPadWaffles NoCrumbControllerSnack GamepadGummies ButtonMashPotatoes ControllerCakePops ControllerShapedPancakes ControllerPizzaNight',
    travel:
      'ControllerThriftHunt ControllerGameStoreCrawl ControllerRoadTrip GamepadTravelCase ControllerOnTheTrain ArcadeHopping ControllerMuseumVisit ControllerHotelPlayNight',
    fashion:
      'ControllerNailArt ControllerEarrings MatchYourControllerFit GamepadGlam ControllerColorOOTD PlayerOneOutfit DripCheckController ControllerPrintHoodie',
    tech: 'ControllerDriftFix PhoneAsAController ControllerButtonRemap ControllerCleaningHack ControllerClipForMobile InputLagShowdown ControllerBatteryHack ControllerLatencyTest',
  },
  cookie: {
    dance:
      'CookieJarShuffle MilkAndCookiesGroove CookieDunkDrop DoTheCookieMonster CrumbleLikeACookie DanceForTheLastCookie CookieCutterMoves CookieOnYourHeadDance',
    prank:
      'KindFortuneCookies SecretCookieDrop CookieCrumbTrail CookieJarPlotTwist CookieThiefTrap CookieFairyStrikes MysteryCookieBaker CookieTinFullOfVeggies',
    educational:
      'WhyCookiesSpread ChewyVsCrispyCookies CookieFractions SmartCookieQuiz CookieDunkPhysics ChocolateChipChemistry CookieBakingSodaTest CookieMeltedVsSoftButter',
    travel:
      'CookiesAroundTheWorld LocalCookieHunt BakeryCookieCrawl MilkAndCookiesPicnic CookieShopDayTrip CookieFactoryTour CookieStopOnEveryTrip CookieRoadTripRanking',
    fashion:
      'NotCookieCutterStyle MilkAndCookiesPJs GingerbreadFitCheck SmartCookieSuitUp CookieJarEarrings CookieCostumeDIY CookieCharmBracelet CookiePrintScrunchie',
    music:
      'CookieJarDrum MilkAndCookiesLullaby CookieRecipeRap CrunchyCookieBeatbox DunkToTheBeat GingerbreadJingle SugarCookieSerenade SingWhileTheCookiesBake',
    tech: 'CookieDecorateStopMotion AICookieRecipe CookieCamTimelapse CookieBakeAlongCall GrandmaVsAICookies AirFryerVsOvenCookies CookieDunkSlowMo CookieCrunchDecibels',
    gaming:
      'PixelArtCookies CookieGuessTheCount CookieTowerBattle OneCookiePerWin CookieLootDrop CookieDominoes CookieCheckers FortuneCookieCharades',
  },
};
