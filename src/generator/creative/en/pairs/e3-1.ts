import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  family: {
    dance:
      'FamilyDanceOff FamilyFlashMob FamilyFollowTheKid RhythmRunsInTheFamily ThreeGenerationGroove GrandmaNailsTheMove',
    fitness:
      'FamilyFitnessFeud FamilyPlankChallenge FamilyPushUpLadder FamilyStepCountDuel PiggybackSquatSet KidsVsParentsWallSit',
    prank:
      'FamilyPrankWars FamilyFreezeFrame FamilyPortraitSwap FamilyWhispersOnly BackwardsDinner EveryoneDressAsDad',
    educational:
      'FamilyTreeChallenge FamilyTriviaNight FamilySurnameSleuth FamilyHeirloomHistory AskGrandmaAnything KidsTeachTheParents',
    cooking:
      'FamilyBakeOff FamilyRecipeRemake FamilyDumplingFactory SundayFamilyFeast GrandmasSecretSauce ParentsVsKidsPizza',
    travel:
      'FamilyRoadTrip FamilyVacayVsReality FamilyCampOut FamilyHometownTourist WhereMomGrewUp KidsPlanTheGetaway',
    fashion:
      'FamilyFitCheck FamilyOutfitSwap FamilyTwinningDay FamilyFormalFriday HandMeDownRestyle RaidGrandpasCloset',
    wellness:
      'FamilyGratitudeCircle FamilyNoPhoneNight FamilyComplimentRound HugYourFamily HighLowAtDinner WalkAndTalkTuesday',
    speed:
      'FamilyRelayRace FamilyTableSetSprint FamilyOutTheDoorDash FamilyLaundryFoldOff TenMinuteTidyUp DishesBeforeTheTimer',
    music:
      'FamilyKaraokeBattle FamilyBandJam FamilySingAlong WriteAFamilyAnthem ThreeGenerationChoir PotsAndPansOrchestra',
    art: 'ThenAndNowFamilyPhoto HandprintFamilyTree FamilyMuralMakers FamilyStickFigures DrawEachOtherBlind SketchYourSibling',
    tech: 'FamilyTechSupport FamilyGroupChatChaos FamilyCodeNight FamilyGadgetSwap TeachGrandpaToText GrandmasFirstSelfie',
    pet: 'FamilyCallsTheDog WhoDoesTheCatChoose NewestFamilyMember FurryFamilyPortrait FamilyFetchRelay PetPhotobombsTheFamily',
    gaming:
      'FamilyGameNight FamilyKartRaceCup FamilyUnoShowdown FamilyFeudAtHome GrandparentsVsKids MonopolyMeltdown',
  },
  milk: {
    dance:
      'MilkshakeMoves GotMilkGroove MilkJugJive MilkMustacheMoonwalk SpilledMilkSlide MilkCartonShuffle',
    fitness:
      'MilkJugCurls MilkCrateStepUps MilkmanMorningRun NoSpillMilkLunges CalciumCrunches GallonFarmersWalk',
    funny:
      'DontCryOverSpilledMilk CerealOrMilkFirst WhoFinishedTheMilk TheMilkSniffTest GotMilkParody MilkMustacheSelfie',
    prank:
      'FrozenCerealMilk FakeMilkSpill OneDropOfMilkLeft JelloMilkSurprise MilkJugGooglyEyes MooingFridgeDoor',
    educational:
      'MagicMilkExperiment WhyMilkIsWhite ShakeMilkIntoButter TurnMilkToPlastic FromCowToCarton HowCheeseGetsMade',
    travel:
      'MilkTeaShopCrawl BestMilkshakeInTown MilkBarHopping WhereMyMilkComesFrom DairyFarmDayOut SoftServeSafari',
    fashion:
      'MilkWhiteFitCheck MilkmaidMakeover MilkCartonToClutch MilkCapEarringsDIY CowPrintCatwalk HeadToToeCream',
    wellness:
      'GoldenMilkRitual WarmMilkWindDown MindfulMilkTea SleepyMoonMilk MilkAndCookieCheckIn BedtimeCocoaCalm',
    speed:
      'MilkPourRelay MilkFrothFaceOff MilkCapStackAttack MilkCrateTowerIn60 CookieDunkSprint FastestButterShake',
    music:
      'GotMilkJingle MilkCrateDrumSolo MilkBottleBlues MilkshakeSongCover JugBandJam MooToTheBeat',
    art: 'MagicMilkMarbling PourALatteHeart MilkCartonBirdhouse MilkJugLanterns MilkPaintOnToast MilkCapMosaic',
    tech: 'MilkFrotherHack MilkCrownSlowMo BuildAMilkCartonBot WhoDrankTheMilkCam MilkSniffVsSensor SmartFridgeMilkAlert',
    pet: 'MilkCartonCatCastle MilkJugTreatPuzzle KittyInAMilkCrate TheMilkmanPup SpottedPetBedDIY MooCowMakeover',
    gaming:
      'MilkBucketClutch MilkCapsShowdown ChocolateMilkPowerUp CowMilkingMinigame DairyTycoonBuild TheMilkRunQuest',
  },
  phone: {
    dance:
      'PhoneFlashlightRave PhoneVibrateShimmy OneTakePhoneDance SmartphoneSwipeStep PassThePhoneFreestyle RingtoneShuffle',
    fitness:
      'PhoneDownPushUps PhoneStepStreak PhoneAwayHIIT PlankTillThePhoneRings ScrollLessMoveMore SquatPerNotification',
    funny:
      'PhoneInMyHand PhoneAutocorrectFail PhoneRingsAtWorstTime MomOnThePhoneVoice GroupChatChaos ReadYourLastText',
    prank:
      'PhoneWallpaperSwap RenameMeInYourPhone PhotobombTheirPhone GooglyEyePhoneCase RingtoneRickroll AutocorrectSwitcheroo',
    educational:
      'HowPhonesWork PhoneThenVsNow WhatsInsideAPhone PhoneBatteryMythBust WhyGlovesCantSwipe HowYourTextTravels',
    cooking:
      'IsItAPhoneOrCake PhoneCaseCookies AppIconCupcakes PhoneFreeCookOff GroupChatPicksDinner BakeBeforeMyPhoneDies',
    travel:
      'PhoneFreeDayTrip GetLostNoPhone PhonePanoramaPeak OnePhoneTenPhotos CompassOnlyWander AskLocalsNotGoogle',
    fashion:
      'MatchYourPhoneCase PhoneMirrorFitPic PhoneCharmGlowUp PhonePocketTest BeadedPhoneStrapDIY FlipPhoneFashion',
    wellness:
      'PhoneFreeHour PhoneInADrawer GrayscalePhoneWeek NoPhoneSunsetWalk PhoneSleepsOutside SwapScrollForStroll',
    speed:
      'PhoneThumbWars PhoneScavengerHunt PhoneHideAndFind PhoneCaseSwapSprint CameraRollRace EmojiSpotTimer',
    music:
      'PhoneRingtoneRemix PhoneKeypadMelody PhoneOnlyStudio PhoneAlarmAnthem NotificationBeatDrop GroupChatChorus',
    art: 'PaintYourPhoneCase PhoneLightPainting PhonePhotoWalk PhoneMacroHunt ShotOnMyPhone ScreenshotSketch',
    pet: 'PetBlocksMyPhone CatNapsOnThePhone HowlAtThePhone PawUnlocksThePhone FaceTimeThePup VoiceNoteForTheDog',
    gaming:
      'BeatMyPhoneHighScore MobileGameNight PhoneOnlyTournament PhonePuzzleDuel PhonePassAndPlay LowBatteryBossFight',
  },
  dinner: {
    dance:
      'WhatsForDinnerDance AfterDinnerDisco DinnerBellShimmy DinnerDishesBoogie DinnerPartyShuffle SetTheTableStep',
    fitness:
      'AfterDinnerWalk DinnerSimmerSquats DinnerPrepPushUps PreDinnerStretch OvenTimerPlank GroceryBagCurls',
    funny:
      'WhatsForDinnerDebate DoDadAtDinner FancyDinnerVoice DinnerCriticMode PickyEaterFaces LeftoversAgain',
    prank:
      'BackwardsDinnerNight DessertForDinner SurpriseDinnerDate FancyDinnerAmbush ServeDinnerAsAWaiter TakeoutOnFineChina',
    educational:
      'DinnerEtiquetteQuiz DinnerTimeWorldTour DinnerForkHistory OneFactPerDinner GuessTheDinnerOrigin MaillardReactionMagic',
    travel:
      'DinnerWithAView DinnerLikeALocal PassportDinnerClub DinnerRooftopHunt FiveDollarDinnerDare NightMarketFeast',
    fashion:
      'DressUpForDinner DinnerDateFitCheck DinnerHeelsOrFlats DinnerPartyGlam BlackTieDinnerAtHome SundayBestStrut',
    wellness:
      'PhoneFreeDinner DinnerGratitudeRound SlowDinnerSunday DinnerRosesAndThorns DinnerCandleCalm MindfulFirstBite',
    speed:
      'FifteenMinuteDinner DinnerSpeedrun DinnerDishesBlitz DinnerPantryDash BeatTheDinnerBell TableSetInTen',
    music:
      'DinnerTableBeat DinnerJazzJam DinnerBellMelody DinnerGlassSymphony SingForYourDinner PotAndPanDrumline',
    art: 'PaintYourDinner PlateItLikePicasso DinnerNapkinOrigami DesignADinnerMenu DinnerTablescapeDare PlaceCardCalligraphy',
    tech: 'AIPlansMyDinner DinnerByVoiceOnly LetTheAppPickDinner DinnerGadgetFaceOff AirFryerDinnerDuel PressureCookerShowdown',
    pet: 'RingTheDinnerBell DinnerTimeZoomies PetTableManners DinnerPuzzleFeeder DinnerSitAndStay CatDinnerAlarm',
    gaming:
      'DinnerAndGameNight DinnerTableTrivia OvercookedDinnerRush RockPaperDinner DessertStakesUno LoserDoesTheDishes',
  },
  train: {
    dance:
      'TrainCongaLine TrainChugStep TrainWhistleFreeze TrainConductorStrut AllAboardDance DoTheLocoMotion',
    fitness:
      'TrainStationStairs TrainSeatStretch TrainRideCalfRaises TrainChugCardio PlankTillTheTrainComes LocomotiveLunges',
    funny:
      'DoTheTrainAnnouncer TrainPassengerTypes TrainWindowMusicVideo BlameItOnTheTrain TheArmrestStandoff QuietCarWhisperSkit',
    prank:
      'SurpriseTrainTrip ToyTrainDelivery TrainWhistleWakeUp TrainStationBigWelcome ConductorAtTheDoor GoldenTrainTicket',
    educational:
      'HowTrainsWork SteamToBulletTrain TrainSignalsDecoded MagnetTrainMagic TrainWhistleCodeQuiz TrainVsPlaneMath',
    cooking:
      'TrainStationBento TrainCupcakeCaboose TrainSnackBox SleeperTrainBreakfast DiningCarDinner WatermelonLocomotive',
    fashion:
      'TrainFitCheck TrainStationStyle SleeperTrainPJs OutfitMatchesTheTrain OrientExpressGlam ConductorChic',
    wellness:
      'TrainWindowCalm SlowTrainJourney TrainRidePhoneFree TrainOfThoughtJournal BreatheWithTheTracks GratefulEveryStop',
    speed:
      'TrainTrackBuildRace ToyTrainTimeTrial TrainTransferDash BeatTheTrainAnnouncer MetroMapMemoryBlitz AllTheStopsIn30',
    music:
      'TrainWhistleRemix TrainStationPiano TrainHornHarmony MidnightTrainCover TrainRideRhythm ClickityClackBeat',
    art: 'TrainWindowSketch TrainStationSymmetry ToyTrainDiorama TrainTicketCollage MotionBlurTrain LocomotiveLinoPrint',
    tech: 'CodeAModelTrain ToyTrainPOVCam TrainWifiVsHotspot TrainWindowTimelapse TrainDelayBot ArduinoCrossingGate',
    pet: 'DogOnATrain PetVsToyTrain PuppyFirstTrainTrip TrainSetKittyChase HowlAtTheTrainHorn AllAboardThePupExpress',
    gaming:
      'TicketToRideShowdown TrainTycoonBuild TrainSimSpeedrun LongestTrainRouteWins TrainYardPuzzleRush SubwaySurfersHighScore',
  },
  music: {
    dance:
      'MusicFreezeDance MusicGenreWhiplash WhenTheMusicStops FaceTheMusicFreestyle EveryChorusNewMove StrikeAPoseOnTheDrop',
    fitness:
      'MusicChorusSquats MusicBPMPushUps MusicTempoRun MusicStopsYouDrop SongLengthPlank BassBoostBurpees',
    funny:
      'MusicMisheardLyrics TypesOfMusicians MusicAirGuitarSolo MusicDramaticLipSync CueTheSadMusic ShuffleBetrayedMe',
    prank:
      'SurpriseMusicianGig MusicSerenadeWakeUp FollowThemWithMusic DramaticMusicEntrance AuxCordTakeover DoorbellMelodyChange',
    educational:
      'MusicTheoryInSixty MusicHistoryQuiz TheMathOfMusic HowMusicHitsTheBrain PerfectPitchTest WhyMinorSoundsSad',
    cooking:
      'MusicNoteCookies MusicRecordCake SoundOfMusicStrudel MusicGenreMenu ChopToTheBeat GuitarShapedPizza',
    travel:
      'MusicCityPilgrimage MusicFestivalCamping TravelByMusicVideo LiveMusicEveryStop ConcertRoadTrip VinylShopCrawl',
    fashion:
      'MusicFestivalFit MusicIconLookalike MusicVideoMakeover MusicEraTimeWarp BandTeeFiveWays WearTheAlbumCover',
    wellness:
      'MusicMoodBoost LetMusicHealYou MusicSunriseSession MusicDeepListening ThreeSongsToCalmDown HeadphonesOnWorldOff',
    speed:
      'MusicNameThatTune MusicianSpeedDuel MusicOneSecondIntro MusicalChairsSprint FinishTheLyric BeatTheChorus',
    art: 'PaintWhatYouHear DrawYourFavMusician SketchTheMusic MusicNoteDoodles MusicAlbumRedraw InstrumentStillLife',
    tech: 'MusicLoopBuildUp AIVsRealMusician CodeYourOwnMusic PhoneOnlyMusicStudio HeadphoneBlindTest MakeAFruitPiano',
    pet: 'PetChoosesTheSong DogHowlsToMusic CatRatesMyMusic MusicianPupDuet ClassicalMusicNap ParrotWhistlesBack',
    gaming:
      'MusicTriviaNight MusicBeatSaberRun VideoGameMusicQuiz RankBossFightMusic GuitarHeroFaceOff PianoTilesHighScore',
  },
  pear: {
    dance: 'PearTreeTwirl PearOrchardPolka DancingInPears PearBasketSpin ThePearDrop PearShuffle',
    fitness:
      'PearCrateCarry PearOrchardRun PearPickingLunges PearOnHeadBalance PlankInPears ReachForThePears',
    funny:
      'PearPunBattle PearRipeForOneMinute PearPeerReview AppleOrPearBlindBite PearDatingShow FruitBowlSoapOpera',
    prank:
      'IsItAPearOrCake PearInTheAppleBasket PearLightBulbSwap PearsInTinyHats GooglyEyedPears SecretPearAdmirer',
    educational:
      'PearsRipenInsideOut PearInABottleMystery WhyPearsAreGritty WhyCutPearsTurnBrown AsianPearVsBartlett HowToTellRipePears',
    travel:
      'PickYourOwnPears PearOrchardPhotoWalk FindAPearFestival PearsAroundTheWorld FarmStandPearHunt FallHarvestDayTrip',
    fashion:
      'PearGreenFitCheck PearEarringsDIY DressLikeAPear PearCutGlowUp PearlsAndPears OrchardPicnicLook',
    wellness:
      'MindfulPearBite PearGingerTeaRitual PearTreeShadeNap PearPoachingSunday AutumnOrchardWalk SavorOneSlice',
    speed:
      'PearPeelRace PearCoreSprint PearStackAttack PearSliceIn30 SortThePearsFast OrchardBasketDash',
    music:
      'PartridgeInAPearTree TwelveDaysRemix PearShakerBeat PearfectPitch PairOfPearsDuet PearDropPlinks',
    art: 'PaintAPearADay OneLinePearDrawing SketchThePerfectPear PopArtPears PearCharcoalShading ClayPearSculpt',
    tech: 'PearRipenTimelapse MacroPearCloseUp RipeOrNotPearBot PearSlicerShowdown PearOrchardDroneShot PearPhoneUnboxing',
    pet: 'PearPlushFetch PerfectPearPose CatInAPearCostume PearSqueakyHunt PearPawtrait OrchardDogStroll',
    gaming:
      'GoldenPearQuest PearSliceCombo PearMergePuzzle PearHarvestSpeedrun BuildAPearEmpire PearUpCoOpRun',
  },
  snack: {
    dance:
      'SnackAttackShuffle SnackBreakBoogie SnackDrawerShimmy WillDanceForSnacks ChipCrunchGroove CrinkleBagBop',
    fitness:
      'EarnYourSnack SnackBreakSquats SnackStairSprint PlankThenSnack BurpeePerChip PopcornPushUps',
    funny:
      'SecretSnackStash RankEverySnack NobodyTouchMySnack SnackBagAirCheck WhoAteMySnacks LastChipStandoff',
    prank:
      'SurpriseSnackDrop SnackBowlFakeout SnackJarKindNote SnackFairyStrikes GooglyEyeSnacks SewingTinFullOfCookies',
    educational:
      'SnackSugarCubeCount GuessTheSnackOrigin SnackLabelDetective SnackFactOrFake WhyChipsCrunch HowPretzelsGetTwisted',
    travel:
      'SnacksAroundTheWorld RoadTripSnackHaul TryTheLocalSnacks KonbiniSnackHunt SnackMarketCrawl SnackSouvenirSwap',
    fashion:
      'LooksLikeASnack DressAsYourSnack SnackPocketFitCheck SnackWrapperCouture OutfitMatchesMySnack ChipBagClutchDIY',
    wellness:
      'MindfulSnacking SnackBreakReset ThankfulSnackTime SnackOnTheBalcony ScreenFreeSnack SavorEachBite',
    speed:
      'SnackPrepSpeedrun SnackBoardBlitz SnackStackAttack ThirtySecondSnack SnackRunRelay WrapperRipRace',
    music:
      'SnackCrunchASMR SnackBagBeat WriteASnackJingle SnackWrapperSymphony ChipTubeDrumSolo MunchingMetronome',
    art: 'SculptYourSnack SnackBoardMasterpiece SnackWrapperCollage RedesignASnackBag PretzelStickPortrait PopcornPointillism',
    tech: 'AIPicksMySnack RobotSnackButler SnackLockBoxHack ScanYourSnackLabel SnackGadgetShowdown DIYVendingMachine',
    pet: 'WillTrickForSnacks PupSnackPatience SnackBagSummon CatSnackSneak SnackOrSqueakyToy PetTreatTasteTest',
    gaming:
      'GameNightSnackBoard SnackTierList SnackPowerUp ControllerSafeSnacks SnackLootDrop LoserFetchesSnacks',
  },
  lake: {
    dance:
      'LakeLifeLineDance LakesideShuffle LakeShoreStomp LakeWaveWiggle CanoeConga SunsetPontoonGroove',
    fitness:
      'LakeLoopRun LakeKayakIntervals LakeShoreLunges LakeSwimToTheBuoy PaddleboardPlank DockStepUps',
    funny:
      'TheColdLakeScream LakeVsOceanDebate LakeSeaweedPanic LakeHouseGuestTypes FirstJumpFaces WhatTouchedMyFoot',
    prank:
      'RubberDuckFlotilla LakeMonsterSighting LakeFloatieTakeover LakeDockChalkWelcome FakeFishOnTheLine LakeHouseTreasureHunt',
    educational:
      'HowLakesForm LakeCritterCount WhyLakesFlipTwice HowClearIsYourLake LakeOrPondQuiz WhyIceFloats',
    cooking:
      'LakeDayPicnic LakeHousePancakeFlip LakeFoilPackFeast LakeCoolerChef DocksideSmores CatchAndCookTrout',
    fashion:
      'DockFitCheck FlannelAtTheLake LakeLifeLayers LakeToDinnerLook CoverUpFiveWays BucketHatLakeDay',
    wellness:
      'LakeSunriseCalm LakeLoonListening BeStillLikeTheLake LakeDockJournaling ColdDipReset FloatAndBreathe',
    speed:
      'LakeStoneSkipRecord LakeCanoeRace LakeKayakSprint AcrossTheLakeRelay InflateTheFloatieFast PaddleboardTimeTrial',
    music:
      'LakeDockJam LakesideSingAlong EchoAcrossTheLake LakeLoonCallCover CanoePaddleRhythm UkuleleAtSunset',
    art: 'MirrorLakeShot PaintWithLakeWater LakeDriftwoodSculpt PleinAirByTheLake PebbleMosaicPath SkipStoneSilhouettes',
    tech: 'LakeDroneReveal UnderwaterLakeCam LakeSunsetTimelapse BuildALakeSensor FishFinderVsMe FloatingSpeakerTest',
    pet: 'LakeDoggyPaddle LakeFetchFrenzy LakeLifeJacketPup FirstLakeSplash KayakCatCaptain DockDivingDog',
    gaming:
      'LakeHouseGameNight LegendaryLakeFish LakeCornholeTourney LakeWildlifeBingo CabinPuzzleMarathon DockUnoDuel',
  },
  ghost: {
    dance:
      'GhostGlide SheetGhostShuffle GhostFloatWaltz GhostSpookyShimmy DoTheBooBounce PhantomMoonwalk',
    fitness:
      'DontGhostYourWorkout GhostSheetSquats GhostTiptoeLunges GhostChaseSprints BooBurpees HauntedStairClimb',
    prank:
      'GhostSheetPeekaboo GhostAtTheWindow BooYourNeighbor GhostBalloonHallway FoggyMirrorGhostNote FloatingGhostTrick',
    educational:
      'GhostBustingScience GhostStoryOrigins GhostLightTradition LocalGhostLegendQuiz WhyHousesCreak InfrasoundAndFear',
    cooking:
      'GhostMeringues GhostMallowCocoa SpookyGhostCupcakes GhostPizzaBagels BooBananas BooberryPancakes',
    travel:
      'JoinAGhostTour GhostTownRoadTrip GhostCastleStay GhostLighthouseHunt HauntedHistoryWalk SpookyInnSleepover',
    fashion:
      'GlamGhostCostume GhostSheetFitCheck BooCrewMatching GhostSweaterWeather AllWhiteGhostLook VintageGhostPhotoshoot',
    wellness:
      'GhostModeWeekend GhostFloatStretch GhostCandleUnwind GhostYourWorries SayBooToStress NameYourFearsOut',
    speed:
      'GhostHuntSpeedrun SheetToGhostIn10 TissueGhostSprint RaceYourGhostLap GhostStoryInSixty SpookyCostumeScramble',
    music:
      'ScoreAGhostStory GhostThereminSolo GhostOoohHarmony GhostNoteGroove BooBeatDrop WhoYouGonnaCall',
    art: 'GhostLongExposure CheeseclothGhosts SidewalkChalkGhosts DrawYourHouseGhost BooRockPainting SpookyShadowPuppets',
    tech: 'GhostCameraTrick BuildAGhostDetector GhostHologramWindow PepperGhostIllusion HauntedSmartHome ProjectorSpookShow',
    pet: 'GhostPupCostume SheetGhostVsDog CatSeesAGhost GhostPlushFetch PetGhostPhotoshoot SpookyShadowZoomies',
    gaming:
      'GhostHuntCoOpNight GhostBossBattle RollAGhostStory PacManGhostDodge GhostHideAndSeek BeatYourGhostLap',
  },
  roommate: {
    dance:
      'RoommateDanceOff RoomieRoutine RoommateHallwayGroove MirrorMyRoommate DormShuffleDuet KitchenDiscoForTwo',
    fitness:
      'RoommatePlankOff RoomieStepBattle PushUpPactRoommates RoommateCouchToFiveK HousemateHIIT DormStairsLaps',
    funny:
      'TypesOfRoommates RoommateHouseRules RoomieRealityShow RoommateDishStandoff PassiveAggressiveNotes SplitTheBillMath',
    educational:
      'RoommateTeachesMe KnowYourRoommateQuiz RoomieSkillSwap RoommateLanguageNight GroceryBudgetBattle RentSplitFormula',
    cooking:
      'RoommateCookOff RoommateFridgeRescue MealPrepWithRoomie FlatmateFeastFriday DinnerForMyRoommate LeftoverRemix',
    travel:
      'RoommateRoadTrip RoommateTourGuide RoomieWeekendAway BrokeRoommateGetaway MeetYourHostelRoommate DormToDestination',
    fashion:
      'RoommateClosetSwap RoommateTwinning RoomieFitCheck StyledByMyRoommate RoommateThriftFlip ItsMySweaterActually',
    wellness:
      'RoommateSpaNight RoommateWalkAndTalk RoomieResetSunday TeaTimeWithMyRoommate PlantParentRoommates ThankYourFlatmate',
    speed:
      'RoommateCleanOff RoommateGroceryDash RoomieBedMakingRace RoommateDishesBlitz IkeaBuildShowdown FastestMoveOutPack',
    music:
      'RoommateJamSession RoommateDuet RoomieKaraokeNight WriteARoommateAnthem HallwayEchoCover ThinWallsHarmony',
    art: 'RoommatePortraitSwap RoommatePaintNight RoomieDoorSign RoommateMemoryWall ChoreChartGlowUp DormPosterMakeover',
    tech: 'ChoreBotForRoommates RateMyRoommatesSetup RoommateLightShow FlatmateTechSupport WhoHogsTheWifi FridgeCamCatchesAll',
    pet: 'PetPicksFavoriteRoomie RoommateCatCustody RoommatePupSitter MeetMyFlatmatesBird WhoseDogIsItAnyway KittenBedLottery',
    gaming:
      'RoommateGameNight RoommateCoOpRun RoommateMonopolyFeud RoomieRematch SmashBrosHouseCup CouchRankedDuel',
  },
  chopsticks: {
    dance:
      'ChopstickTapShuffle ChopstickFanDance ChopstickBatonTwirl ChopsticksWaltz NoodleSlurpShimmy DumplingDip',
    fitness:
      'ChopstickPlankPick ChopstickBalanceSquat ChopstickLungeHold ChopstickWristWorkout PushUpPeaPass DumplingCountCrunches',
    funny:
      'JelloWithChopsticks ChopsticksForPizza ChopstickNewbieVsPro NoodleSlurpStandoff SoupWithChopsticks ChopstickSkillIssue',
    prank:
      'OnlyChopsticksLeft ChopstickWrapperNote GiantChopsticksDinner ChopsticksInPencilCup KidChopsticksForDad TinyChopsticksTakeout',
    educational:
      'HowToHoldChopsticks ChopstickLeverScience WhoInventedChopsticks ChopstickEtiquetteQuiz SpotTheChopstickStyle ChopstickBridgeTest',
    travel:
      'NightMarketChopsticks ChopstickRamenCrawl CarveYourOwnChopsticks ChopsticksOnlyTrip StreetNoodleTour DimSumMorning',
    fashion:
      'ChopstickHairBun NoodleShopFitCheck ChopstickJewelryDIY OneChopstickUpdo ChopstickCouture DressForDimSum',
    wellness:
      'ChopsticksSlowEating MindfulChopstickBite LeftHandChopsticks OneGrainChopsticks CozyNoodleNight MisoSoupWindDown',
    speed:
      'ChopstickBeanSprint ChopstickCandySort ChopstickDiceStack ChopsticksPompomRelay NoodlePickupRace MovePeasIn30',
    music:
      'ChopstickDrumSolo ChopsticksPianoDuet ChopstickGlassChimes ChopsticksButFaster RiceBowlBeat TakeoutBoxPercussion',
    art: 'PaintWithChopsticks ChopstickPuppetShow ChopstickCalligraphy TallestChopstickTower ChopstickLoomWeave ChopstickStampPrints',
    tech: 'ChopstickRobotGripper ChopstickStylusHack ChopstickPhoneTripod ElectricChopsticksTest AIChopstickCoach PrintYourChopsticks',
    pet: 'ChopstickFeatherWand ChopstickTargetTrick ChopstickTreatPuzzle KittenVsChopsticks TakeoutBoxCatNap DumplingCostumePup',
    gaming:
      'ChopsticksFingerDuel ChopsticksGameNight ChopstickMikadoMatch ChopstickJengaTower SushiRushHighScore DumplingDash',
  },
  zoo: {
    dance:
      'ZooAnimalFreestyle ZooPenguinWaddle ZooGiraffeSway ZooKangarooHop MonkeyBusinessDance ElephantStompGroove',
    fitness:
      'ZooAnimalHIIT TenKAtTheZoo ZooBearCrawlCircuit ZooFrogJumps PenguinWaddleSquats GorillaPushups',
    funny:
      'ZooAnimalVoiceover ZooStaringContest PettingZooChaos ZooVsMyHouse PenguinStrutOff CopyTheGorilla',
    prank:
      'PlushZooInvasion PenguinInTheFridge ZooTripReveal ZooMaskDoorbell ZookeeperWakeUpCall GiraffeCutoutWindow',
    educational:
      'ZooKeeperSecrets ZooHabitatMatch GuessTheZooMenu HowZoosSaveSpecies EndangeredAnimalQuiz WhyFlamingosArePink',
    cooking:
      'ZooAnimalCupcakes ZooSnackBento ZooLionPancakes ZooPlatterParade PandaRiceBalls MonkeyBananaBread',
    fashion:
      'ZooDayFitCheck ZooAnimalPrintClash ZookeeperKhakiLook MatchYourZooFave DressLikeAPenguin FlamingoPinkOOTD',
    wellness:
      'ZooSlowStroll MindfulZooMinute ZooQuietMorning ZooAquariumZen SlothModeSunday FlamingoBalancePose',
    speed:
      'ZooScavengerHunt ZooAToZSprint ZooPhotoBlitz BeatTheZooClosing FeedingTimeDash EveryExhibitInAnHour',
    music:
      'ZooSoundsRemix GoingToTheZooCover ZooAnimalChorus ZookeeperBeatbox PenguinParadeBeat LionRoarBassline',
    art: 'ZooSketchSafari ZooPortraitHunt ClayZooMenagerie DrawYourDreamZoo GiraffeSpotPainting ZebraStripeCollage',
    tech: 'ZooLiveCamBingo ZooARSafari PhoneZoomAtTheZoo BuildAZooAudioGuide SlowMoZooMoments AnimalIDAppFaceOff',
    pet: 'ZooCostumeCat PetHearsZooSounds BackyardPettingZoo WhichZooPlushWins ZooDocumentaryKitty SafariPupPhotoshoot',
    gaming:
      'ZooTycoonRun ZooGameNight ZooEscapePuzzle ZooAnimalStatBattle PlanetZooMegaBuild WildlifeSpottingBingo',
  },
  nature: {
    dance:
      'NatureDanceBreak NatureTreeSway NatureBreezeFlow MotherNatureMoves ForestFreestyle MeadowMoonwalk',
    fitness:
      'NatureTrailRun NatureLogCarry NatureRockHop FreshAirFitness ParkBenchWorkout HillClimbRepeats',
    funny:
      'NatureDocumentaryVoice IndoorKidGoesOutside NatureVsMyWhiteShoes NatureSquirrelStandoff GoodStickRanking TouchGrassChallenge',
    prank:
      'NatureTreasureHunt NatureSurprisePicnic NatureFairyDoor NatureAcornHeartTrail HiddenKindnessRocks GnomeInTheGarden',
    educational:
      'NatureIDChallenge NatureBirdCallQuiz NatureDetectiveWalk OutsideClassroomDay CountTheTreeRings WhyLeavesAreGreen',
    cooking:
      'NaturePicnicSpread CookOutsideTonight FreshAirBreakfast NatureHerbPesto BuildYourTrailMix MintLeafLemonade',
    travel:
      'NatureRoadTrip NatureWaterfallHunt NatureSunsetLookout NationalParkBingo GreatOutdoorsGetaway ForestCabinWeekend',
    fashion:
      'OutdoorsFitCheck NatureMossGreenLook DressLikeMotherNature NaturePaletteOutfit EarthToneEverything PressedPetalJewelry',
    speed:
      'NatureScavengerHunt NatureBingoSprint NatureLeafSortDash PineconePickupRace StackRocksOutside AcornCollectBlitz',
    music:
      'NatureSoundsRemix JamWithMotherNature NatureDrumKit SerenadeTheOutdoors BirdsongBeat GrassBladeWhistle',
    art: 'NatureFaceCollage NatureSketchWalk NatureStoneMandala PaintItOutside LeafRubbingRainbow TwigWeaving',
    tech: 'NatureIDAppVsMe NatureMacroHunt NatureTimelapse NatureDroneFlyover TrailCamReveal SolarBirdFeederBuild',
    pet: 'PetFirstHike NatureSniffSafari CatOnALeashOutdoors FreshAirZoomies PupMeetsNature DogPicksTheStick',
    gaming:
      'OutdoorsGameNight NatureScavengerQuest NatureTriviaTrail PokemonGoOutside GeocacheSpeedrun WildlifeSpotScore',
  },
  blue: {
    dance:
      'BlueSkyTwirl BlueSuedeShuffle BlueJeansBounce BlueDaBaDeeDance SpinForTheBlueRibbon OceanWaveArms',
    fitness:
      'BlueSkyRun BlueLineSprints BlueBandBurnout OnceInABlueMoonYoga BeatTheBlueMonday OceanBlueSwim',
    funny:
      'AllBlueFoodDay BlueTongueReveal BlueHairDyeFiasco BlueScreenPanic FirstBlueCheeseBite TalkLikeASmurf',
    prank:
      'BlueMilkSurprise SecretlyBluePancakes BlueStickyNoteWall EverythingBlueMorning IceCubesGoneBlue WhaleSongAlarmClock',
    educational:
      'WhyIsTheSkyBlue WhyOceansAreBlue HowBigIsABlueWhale WhenBlueCostGold WhyBlueIsRareInNature BlueEyesGenetics',
    cooking:
      'BlueSmoothieBowl BlueberryEverything BlueVelvetCake ColorChangeBlueTea AllBlueDinnerDare MermaidToast',
    travel:
      'BlueWaterSnorkel LostInTheBlueCity BlueDoorsPhotoWalk BlueLagoonSwim SpotTheBlueDomes ChaseTheBlueHour',
    fashion:
      'HeadToToeBlue BlueDenimFitCheck EveryShadeOfBlue BlueSuedeStrut SomethingBlueStyle CanadianTuxedoDare',
    wellness:
      'BlueSkyBreathing BlueHourCalm OceanBlueMeditation NoBlueLightAfterNine BeatTheBlues FeelingBlueCheckIn',
    speed:
      'BlueItemsIn60 BlueCupSortRace BlueBlockTowerBlitz NameTenBlueThings FindSomethingBlue BlueSockSpeedMatch',
    music:
      'BluesGuitarRiff BlueMoonCover NameThatBlueSong BlueDaBaDeeRemix TwelveBarBluesJam RhapsodyInBluePiano',
    tech: 'BlueLightFilterTest BlueLEDGlowUp BlueSkyTimelapse BlueScreenRescue MakeMyPhoneBlue ChromaKeyMagic',
    pet: 'BlueBandanaPup DogsSeeBlueTest BlueBallFetch BlueBowTieKitten MatchingBlueWithMyPet BlueBubbleChase',
    gaming:
      'RedVsBlueShowdown AllBlueMinecraftBuild BlueShellDodge CaptureTheBlueFlag BlueGhostChase BlueTeamClutch',
  },
  grill: {
    dance:
      'GrillMasterShuffle GrillTongsTwoStep GrillApronStrut GrillSmokeSway SpatulaSpin BackyardBBQBoogie',
    fitness:
      'GrillCharcoalCarry LungeWhileItGrills GrillHeatUpHIIT GainsOnTheGrill SpatulaSquats BackyardBurpeeBreak',
    funny:
      'GrillDadMode GrillMasterMonologue GrillSmokeFollowsMe UnsolicitedGrillAdvice TongsClickCheck IsItDoneYet',
    prank:
      'GrillDessertFakeout SurpriseGrillNight GrillGooglyEyes FakeGrillMarksToast GummyKebabSwap BurgerCupcakeBluff',
    educational:
      'GrillSafetyQuiz HowGrillMarksForm WhyGrilledFoodBrowns MasterTwoZoneGrilling CharcoalVsGasTest SmokeRingScience',
    travel:
      'GrillingAroundTheWorld CampfireGrillOut StreetGrillSafari GrillLikeALocal KoreanBBQCrawl TexasBrisketTrail',
    fashion:
      'GrillMasterGlam GrillingFitCheck GrillDadUniform LoudestShirtAtTheGrill SummerCookoutLook PaintYourApron',
    wellness:
      'GrillingGratitude BackyardGrillUnwind GrillFireGazing PhoneFreeGrillNight LowAndSlowSunday SizzleAndBreathe',
    speed:
      'GrillSetupSpeedrun TenMinuteGrill GrillSkewerBlitz GrillCleanupDash PattyFlipFaceOff KebabBuildOff',
    music:
      'GrillSizzleBeat GrillCountryBallad GrillPatioUnplugged SingToTheGrill TongsClackTrack CharcoalBluesJam',
    art: 'GrillMarkPortraits GrillFlameSketch CatchTheGrillSmoke DrawWithGrillCharcoal KebabColorWheel BurgerStillLife',
    tech: 'SmartGrillShowdown GrillThermometerHack GrillProbeVsDadGuess AIGrillMaster GrillCamTimelapse BrisketByTheNumbers',
    pet: 'GrillPartyPawtrait PupInAGrillApron DogStaresAtGrill GrillNightCuddles GrillTimeFetchBreak BackyardBBQBandana',
    gaming:
      'GrillMasterSim GrillTycoonBuild OvercookedGrillRush GrillsideDominoes CookoutGameTourney BBQUnoShowdown',
  },
  soda: {
    dance:
      'SodaPopAndLock SodaCanShuffle SodaFountainSwing SodaFloatSockHop FizzyBounce FizzOutFreeze',
    fitness:
      'SodaCanCurls NoSodaStreak SodaCrateSquats SodaBottlePress SwapSodaForSweat SixPackChallenge',
    funny:
      'FlatSodaTragedy ShakenSodaSuspense BlindSodaTasteOff SodaCommercialParody TwistTheTabAlphabet FizzUpTheNose',
    prank:
      'JelloSodaSurprise SodaLabelSwap SodaCanCandyStash SodaBottleGiftTower FakeSodaSpillArt SparklingWaterSwitch',
    educational:
      'MentosSodaGeyser WhySodaFizzes SugarCubesInASoda DietSodaFloatTest SodaWasMedicine SodaCanImplosion',
    travel:
      'SodaFountainHunt LocalSodaCrawl TryForeignSodas RetroSodaShopDrive SodaFlavorPassport VendingMachineSafari',
    fashion:
      'SodaTabJewelryDIY SodaColorFitCheck SodaCanHairRollers DressLikeASodaJerk PopArtSodaLook PoodleSkirtTwirl',
    wellness:
      'SodaSwapHabit SodaFreeWeekend MindfulSodaSip InfusedWaterNotSoda SparklingTeaRitual SundaySeltzerReset',
    speed:
      'SodaCanPyramidRace SodaTabRelay SodaFloatBuildIn60 BeatTheFizz SodaPourNoOverflow BottleCapFlickOff',
    music:
      'SodaBottleFlute SodaCanDrumKit SodaPopCover SodaFizzASMR JukeboxDinerJam BubblesBeatDrop',
    art: 'SodaTabMosaic SodaGlassPainting SodaCanLanterns RetroSodaAdPoster DesignYourOwnSoda BottleCapBlooms',
    tech: 'SodaCanWiFiBooster SodaFizzSlowMo SodaMakerShowdown SodaBottleRocket AIInventsASoda CodeAVendingBot',
    pet: 'SodaBoxCatFort PupHearsSodaPop SodaBottleTreatSpin NapInASodaCrate SodaJerkPetCostume SodaCartonTunnel',
    gaming:
      'SodaPowerUpRun SodaShopTycoon SodaMixPuzzle FlatSodaDebuff FizzBossLevel VendingMachineQuest',
  },
  sunshine: {
    dance:
      'WalkingOnSunshine SunshineShuffle SunlightShadowMoves VitaminDBoogie GoldenHourDance SunbeamTwirl',
    fitness:
      'MorningLightMile VitaminDWalk SunshineBeachSprints SunshineParkBootcamp SunriseStairRun SunSaluteStreak',
    funny:
      'SunshineSquintPhotos VampireMeetsSunshine SunshineSockTan SunshineCarSeatBurn ShortsSeasonDebut WhatIsThisBrightThing',
    prank:
      'YouAreMySunshineNote BoxOfSunshineGift SunshineChalkMessage SunlightWakeUpCall YellowBalloonAmbush SunflowerDoorstepDrop',
    educational:
      'WhyWeNeedSunshine MakeASunshineSundial UVBeadSunshineTest EightMinuteSunlight WhyTheSkyIsBlue HowSolarPanelsWork',
    cooking:
      'SunshineSmoothie SunshineLemonBars BrewSunshineTea SunshineOnAPlate PerfectSunnySideUp SolarOvenSmores',
    travel:
      'SunshineRoadTrip SunshineIslandHop ChaseTheSunshine WinterSunshineEscape MorningLightViewpoint SunniestCityTour',
    fashion:
      'DressLikeSunshine SunshineSundress SunshineShadesTryOn SunshineFitCheck StrawHatAndSandals HeadToToeYellow',
    speed:
      'SunshineIceMeltRace SunshinePopsicleDash SunshineBalloonToss VitaminDSprint ShadowTagBlitz BeatTheClouds',
    music:
      'SunshineAcousticSet SunshineWhistleTune SunshineParkBusking YouAreMySunshineDuet HereComesTheSunCover SunshineUkuleleStrum',
    art: 'SunshineCyanotype SunshineChalkMural CatchASunlightRainbow PaintWithSunshine GoldenHourPortrait ChaseTheLensFlare',
    tech: 'SunshineOnlyCharge DIYSunlightSensor SunshineTimelapse MorningLightAlarmHack SolarOvenBuild SunTrackerArduino',
    pet: 'SunshineCatNap SunshineZoomies SunshineDogFlop SunlightPetPortrait SunbeamSpotBattle TortoiseBaskingTime',
    gaming:
      'SunshineBoardGames SunshineScavengerHunt SunshineCornholeCup ChessInTheSunshine SuperMarioSunshineRun PorchCardTournament',
  },
  laugh: {
    dance:
      'LaughingDanceOff LaughOutLoudMoves GiggleGroove LaughItOffShimmy BellyLaughBop ChuckleCharleston',
    fitness:
      'LaughYourAbsOff LaughterCardio GigglePlank DontLaughWallSit ChuckleBurpees JokePerPushUp',
    prank:
      'CanYouCatchMyLaugh LaughAtNothing GiggleAmbush LaughTrackEverything LaughBoxInTheCushion DadJokeStickyNotes',
    educational:
      'WhyWeCatchLaughs AnimalsThatLaugh LaughTypesDecoded LaughTrackOrigins RealOrFakeLaughQuiz HowTicklingWorks',
    cooking:
      'BellyLaughBrunch GiggleFortuneCookies TryNotToLaughBaking LaughterLemonade JokeFilledCupcakes FunnyFacePancakes',
    travel:
      'LaughAroundTheWorld LaughingTourGuide BellyLaughRoadTrip LaughInEveryLanguage ComedyClubCrawl ImprovShowAbroad',
    fashion:
      'LaughingFitCheck LaughOutLoudOutfit WearItTillTheyLaugh GiggleHatParade PunTeeFaceOff ClownShoeCatwalk',
    wellness:
      'LaughterYogaFlow DailyLaughDose GiggleMeditation WriteDownTodaysLaugh LaughBeforeBreakfast ChuckleCheckIn',
    speed:
      'FirstToLaughLoses LaughChainRelay LaughInFiveSeconds MostLaughsInAMinute GiggleSpeedrun JokeRapidFire',
    music:
      'RemixYourLaugh SingWhileLaughing GiggleBeatbox LaughLoopPedal ChuckleBassline HaHaHarmony',
    art: 'MidLaughPortrait LaughLinesSketch CandidGigglePhotos DrawThemLaughing OnePanelLaugh ChuckleClayFaces',
    tech: 'AIMakesMeLaugh LaughSoundboard BuildALaughMeter AddALaughTrack JokeBotShowdown RobotStandUpSet',
    pet: 'PetMakesMeLaugh DogHearsMyLaugh BlooperReelGiggles LaughCopycatParrot LaughHeadTiltTest CatVsFakeLaugh',
    gaming:
      'LaughingGameNight LaughAndYouLose GiggleCharades LaughLevelUnlocked StraightFaceDuel PictionaryChuckles',
  },
  yogurt: {
    dance:
      'YogurtCupBounce YogurtParfaitGroove YogurtSpoonShimmy TheYogurtWiggle FroYoSwirlShuffle BerryDropBop',
    fitness:
      'YogaThenYogurt GreekYogurtGains YogurtTubCurls EarnYourYogurt SquatToSpoon PlankForParfait',
    funny:
      'YogurtLidLicker YogurtOrSourCream YogurtTubPlotTwist WhoAteMyYogurt YogurtCommercialActing FroYoScaleShock',
    prank:
      'YogurtLidLoveNote YogurtParfaitSurprise YogurtCupCandyStash BerryFaceYogurt PuddingInTheYogurt YogurtBarkGift',
    educational:
      'MeetTheYogurtCultures OvernightYogurtLab WhyYogurtIsTangy YogurtUnderMicroscope YogurtOriginsQuiz GreekVsRegularYogurt',
    travel:
      'GreekYogurtInGreece YogurtAroundTheWorld BulgarianYogurtQuest YogurtTourOfTurkey FroYoShopCrawl LassiStandHunt',
    fashion:
      'YogurtPastelFit MiniYogurtEarrings StrawberryYogurtPink YogurtSwirlTwirl ParfaitLayersLook FroYoDateOOTD',
    wellness:
      'YogurtBowlRitual YogurtGutHabit MindfulParfait YogurtFaceMask YogurtSlowSpoonful ProbioticPause',
    speed:
      'YogurtParfaitSprint YogurtCupStackAttack YogurtBarkIn60 PeelTheYogurtLids FroYoToppingSpeedrun BerrySortBlitz',
    music:
      'YogurtSpoonBeat WriteAYogurtJingle YogurtCupMaracas YogurtLidCymbals CultureClubCover FroYoFreestyle',
    art: 'YogurtBarkDesigns YogurtSwirlMarbling YogurtCupCritters YogurtPaintedToast RainbowParfaitLayers PaintWithYogurt',
    tech: 'InstantPotYogurtHack YogurtSetTimelapse YogurtMakerShowdown AIYogurtFlavorLab IsItStillGoodApp FridgeExpiryScanner',
    pet: 'DogHearsYogurtLid CatInspectsTheYogurt YogurtTubTreatPuzzle TheYogurtStare FroYoPatioPup PolitePuppySitStay',
    gaming:
      'YogurtTierList YogurtFlavorDraft YogurtBlindBracket GreekYogurtGodMode FroYoShopTycoon SmoothieStandSim',
  },
  smores: {
    dance:
      'SmoresShuffle SmoresStackStep SmoresStickTwirl SomeMoreSmoresDance TheMarshmallowMelt GooeyGrahamWiggle',
    fitness:
      'EarnYourSmores SmoresTrailLoop SmoresFirewoodCarry SmoresPlankStack CampfireCardio CampChairSquats',
    funny:
      'SmoresSquishTest SmoresStickyFingers SmoresCriticReview WhoAteAllTheSmores GoldenOrBurntDebate MarshmallowMeltdown',
    prank:
      'SurpriseSmoresNight SmoresCookieSwitch LivingRoomSmoresCamp SmoresPillowDecoy GiantMarshmallowSwap FakeCampfireLantern',
    educational:
      'SolarOvenSmores WhoInventedSmores SmoresHeatTransfer PerfectSmoresScience WhyMarshmallowsPuff CampfireChemistry',
    travel:
      'SmoresCampout SmoresByTheLake SmoresWithAView SmoresBeachBonfire ParkHopForSmores CampfireRoadTrip',
    fashion:
      'SmoresNightFitCheck SmoresPJParty SmoresCozyLayers DressLikeASmore FlannelCampfireLook MarshmallowPuffer',
    wellness:
      'SmoresFiresideCalm SmoresGratitudeCircle SmoresSlowRoast PhoneFreeSmoresNight CampfireStargazing QuietFlameGazing',
    speed:
      'SmoresStackRace SmoresAssemblyRelay SmoresTenInSixty FastestSmoresBuild GrahamSnapSprint MarshmallowCupToss',
    music:
      'WriteASmoresSong SmoresUkuleleRound SmoresKazooChorus SmoresSerenade CampfireGuitarJam BonfireHarmonica',
    art: 'SmoresFeltCraft SmoresClayCharm DesignASmoresSticker CampfireWatercolor SmoresEmberPhoto MarshmallowSculpture',
    tech: 'SmoresMicrowaveHack SmoresMakerShowdown PizzaBoxSolarSmores AirFryerSmoresTest BuildASmoresRobot MarshmallowSlowMo',
    pet: 'SmoresPetCostume SmoresBlanketFort SmoresKittenTentNap SmoresNightPupCuddle CampingWithMyDog DoggyLanternWalk',
    gaming:
      'SmoresGameNight SmoresCampQuest SmoresStoryDice WinnerGetsSmores MinecraftCampfireBuild TentLanternTabletop',
  },
  raspberry: {
    dance:
      'RaspberryBeretGroove RaspberryShuffle RaspberryFingertipWave RaspberryCaneSway BrambleBounce BerryPickingBoogie',
    fitness:
      'RaspberryPickSquats RaspberryPatchHike RaspberryBucketCarry RaspberryRushReps BerryBasketLunges BrambleTrailJog',
    funny:
      'RaspberryFingerPuppets SnobbyRaspberryTasting RaspberryTinyHatParade LastRaspberryStandoff BlowARaspberryBattle JamSandwichDebate',
    prank:
      'RaspberryChocSurprise IsItARaspberryOrCake RaspberryPompomSwap RaspberryGummyDecoy RaspberryLunchboxNote RedFeltBerryBowl',
    educational:
      'RaspberryIsNotABerry HollowRaspberryMystery ExtractRaspberryDNA BeesMakeRaspberries RedVsBlackRaspberry CountTheDrupelets',
    travel:
      'PickYourOwnRaspberries RaspberryFestivalHop RaspberryTartInParis RaspberryRoadTrip FarmStandJamHunt WildBrambleWalk',
    fashion:
      'RaspberryBeretLook RaspberryPinkFitCheck RaspberryNailArt HeadToToeRaspberry ColorClashBerries FruitJewelryDIY',
    wellness:
      'MindfulRaspberryBite RaspberryPickingCalm RaspberryLeafTeaPause TendYourRaspberries EachBerryOneBreath BrambleWalkUnwind',
    speed:
      'RaspberryPickRace RaspberryFingerSprint RaspberryTowerIn30 SpeedyRaspberrySort BerryBasketDash FillThePunnetFast',
    music:
      'RaspberryBeretCover RaspberryJamSession BlowARaspberrySolo RaspberryRockOpera BerryShakerBeat BrambleFolkTune',
    art: 'PaintWithRaspberryInk RaspberryClayCharms RaspberryDotArt DrawOneRaspberry BerryPrintStamp BrambleBranchSketch',
    tech: 'RaspberryMacroShot RaspberryGrowTimelapse RaspberryPickingRobot RaspberryPiProject BakeARaspberryPi BerrySortingBot',
    pet: 'RaspberryBeretPet RaspberryPlushFetch RaspberryTutuPup RaspberryPatchStroll DogHearsARaspberry PawtraitInPink',
    gaming:
      'RaspberryHarvestQuest RaspberryPowerUp RaspberryJamPuzzle RaspberryPiArcade EscapeTheBrambleMaze FruitMergeCombo',
  },
  caterpillar: {
    dance:
      'DoTheCaterpillar CaterpillarCrawlGroove CaterpillarCongaLine HungryCaterpillarHop ButterflyBloomDance CocoonSpinOut',
    fitness:
      'CaterpillarWalkouts CaterpillarCoreCrawl CaterpillarPushupChain HungryCaterpillarReps BeatTheCaterpillar CocoonToButterflyFlow',
    funny:
      'CaterpillarSleepingBag CaterpillarEyebrows CaterpillarLeafCritic MyCaterpillarGlowUp CocoonMorningMe TheVeryHungryMe',
    prank:
      'CaterpillarPlushDrop BlanketCaterpillar CaterpillarPompomTrail CaterpillarInTheApple ButterflyNoteSwarm CocoonHugAmbush',
    educational:
      'CaterpillarToButterfly HowMetamorphosisWorks CaterpillarSilkScience CaterpillarFakeEyes CaterpillarLegCount ChrysalisOrCocoonQuiz',
    cooking:
      'CupcakeCaterpillar GrapeCaterpillars CaterpillarMacaronRow HungryCaterpillarMenu PullApartCaterpillar ButterflyWingCookies',
    travel:
      'CaterpillarSafari CaterpillarMeadowHike JungleCaterpillarHunt FollowTheCaterpillar ButterflyHouseVisit MonarchReserveMexico',
    fashion:
      'CaterpillarStripes FuzzyCaterpillarKnit CaterpillarCostumeDIY CaterpillarLayerUp CocoonToCatwalk ButterflyGlowUpFit',
    wellness:
      'CaterpillarCocoonRest CaterpillarSlowDay BeTheCaterpillar MetamorphosisJournal CaterpillarBlanketWrap TinyStepsDaily',
    speed:
      'CaterpillarCrawlRace CaterpillarDrawDash CaterpillarCupStack PompomCaterpillarBuild CocoonWrapSpeedrun LeafCountBlitz',
    music:
      'CaterpillarCrawlBeat CaterpillarMunchRhythm HungryCaterpillarRap CaterpillarCrescendo ButterflyLullaby MetamorphosisMelody',
    art: 'EggCartonCaterpillar ThumbprintCaterpillar CaterpillarPaperChain CaterpillarMacroPhoto SymmetryButterflyPrint ChrysalisGoldSketch',
    tech: 'CaterpillarTimelapse BuildACaterpillarBot CaterpillarHabitatCam AIIDsMyCaterpillar ButterflyMacroShot ChrysalisLiveStream',
    gaming:
      'CaterpillarGardenSim CaterpillarSnakeScore CaterpillarLeafQuest CaterpillarBossFight CatchEmAllButterflies CentipedeArcadeRun',
  },
  necklace: {
    dance:
      'NecklaceStackGroove NecklaceShoulderShimmy NecklaceBeadBounce PendantSwingStep DanceChainReaction NoTangleTwirl',
    fitness:
      'StillPendantPlank NoSwingNecklaceSquats GoldChainGains NecklaceStaysOnHIIT OneBeadPerRep TangleFreeBurpees',
    funny:
      'NecklaceClaspStruggle PendantFlipsBackwards NecklaceHairSnag NecklaceSecurityBeep ChunkyChainConfidence UntangleMeIfYouCan',
    prank:
      'CandyNecklaceSwap NecklaceTreasureHunt SecretMatchingNecklace PaperClipNecklaceGift LocketPhotoSurprise FakeBlingUnboxing',
    educational:
      'OldestNecklaceEver HowChainLinksAreMade NecklaceMetalsQuiz PendantSymbolMeanings HowPearlsGrow FindYourBirthstone',
    cooking:
      'MakeACandyNecklace CerealNecklaceSnack PendantCookies GummyRingNecklace EdibleNecklaceCake PopcornStringGarland',
    travel:
      'NecklaceSouvenirHunt MakeASeashellNecklace NecklaceBazaarBargain MuranoGlassPendant LeiGreetingInHawaii OneCharmPerCountry',
    wellness:
      'NecklaceUntangleZen SetAPendantIntention HeirloomNecklaceStory MalaNecklaceBreaths OpenTheLocket WearYourGratitude',
    speed:
      'NecklaceUntangleRace NecklaceClaspOneHanded NecklaceLayerDash ChainReactionRelay StringTenBeadsFast BeatTheTangle',
    music:
      'NecklaceRattleBeat BeadNecklaceShaker NecklaceCharmJingle ChainOfFoolsCover LocketBallad PearlDropASMR',
    art: 'PaintedBeadNecklace NecklaceWireWrap SculptAClayPendant NecklaceResinCharm NecklaceMacrameKnots SeaGlassJewelry',
    tech: 'PrintAPendant NecklaceLaserEngrave NecklaceNFCCharm LightUpNecklaceBuild TinyCircuitJewelry AlgorithmicBeadPattern',
    pet: 'PawPrintNecklace NecklaceMatchesCollar CatVsMyNecklace PetPortraitPendant DesignADogTag LocketForMyPup',
    gaming:
      'NecklaceTreasureQuest NecklaceCharmHunt RateMyNecklaceStats ChainLinkPuzzle CraftALegendaryAmulet BeadBoardBingo',
  },
  parents: {
    dance:
      'ParentsDanceOff ParentsLearnTheTrend ParentsDiscoThrowback ParentsKitchenWaltz MomAndDadMoves OldSchoolTwistOff',
    fitness:
      'ParentsVsKidsPlank ParentsStrollerJog ParentsPiggybackRace OutlastYourParents MomAndDadBootcamp CarpoolLotLunges',
    funny:
      'ParentsReactToSlang ParentsGuessTheMeme ImpersonateYourParents HowMyParentsText ParentsRoleReversal OldPhotoReenactment',
    educational:
      'ParentsTeachASkill ParentsThenVsNow ParentsVsNewMath ShadowMyParentAtWork AskMomAndDad GrandparentsInterview',
    cooking:
      'ParentsCookOff ParentsRecipeRemake ParentsBreakfastInBed ParentsFirstDateDinner KidsChefForParents MomVsDadBurgerBattle',
    travel:
      'ParentsHometownTour ParentsFirstDateSpot RevisitTheHoneymoon ParentsTryHostels SurpriseParentsGetaway MinivanRoadTrip',
    fashion:
      'ParentsOutfitSwap ParentsThrowbackFit StyleYourParents ParentsPromPhotoRedo DadsClosetRaid MomJeansComeback',
    wellness:
      'ParentsAppreciationDay ParentsDateNightIn WalkWithYourParents GiveParentsANap LetterToMyParents ThankYouMomAndDad',
    speed:
      'ParentsChoreRace ParentsVsKidsRelay ParentsLunchboxBlitz ParentsDiaperDuel MinivanPackingSprint BedtimeRoutineDash',
    music:
      'GuessParentsFaveSong ParentsVinylNight ParentsCarKaraoke ParentsFirstDanceCover KidsSerenadeParents MomAndDadDuet',
    art: 'PaintYourParents ParentsDrawEachOther ParentsPhotoRecreation ParentsAsCartoons SketchDadFromMemory FamilyComicStrip',
    tech: 'ParentsTechSupport ParentsVsSmartSpeaker ParentsPasswordPanic ParentsTryVR TeachMomAnApp SetUpDadsNewPhone',
    pet: 'ParentsMeetMyPet ParentsSpoilThePup ParentsCatSitting KittenPicksAParent DadSaidNoDogs GrandpawsDay',
    gaming:
      'ParentsGameNight ParentsFirstMarioKart ParentsScrabbleFeud ParentsRageQuit TeachParentsFortnite KidsVsParentsTrivia',
  },
  'movie theater': {
    dance:
      'RecreateAMovieDance CinemaAisleGroove MovieMusicalMoment MovieNightMoonwalk CreditsRollShuffle PopcornBucketBop',
    fitness:
      'CinemaSeatSquats MovieTheaterStairs BikeToTheMovies MovieTrailerPlank BurpeeEveryPlotTwist PopcornEarnedLunges',
    prank:
      'SurpriseMovieTickets MovieSnackSwap LivingRoomCinema MovieUsherWelcome VelvetRopeBathroom RedCarpetHallway',
    educational:
      'WhyCinemaSoundBooms FirstMovieTheaterEver MovieFrameRateQuiz TheScienceOf3DMovies HowFilmProjectorsWork PersistenceOfVision',
    cooking:
      'CopycatCinemaPopcorn MovieTheaterNachos MoviePretzelTwist MovieCandyBark BigScreenSnackBoard IceeSlushieAtHome',
    travel:
      'OldCinemaCrawl MovieMarqueeHunt DriveInMovieNight VisitAMovieLocation FilmFestivalFirstTimer RoadTripToIMAX',
    fashion:
      'MovieTheaterFitCheck MoviePremiereGlam DressForTheMovie CosplayToTheCinema MatchTheMoviePoster RedCarpetRecreation',
    wellness:
      'MovieTheaterSoloDate PhoneFreeMovieNight CozyCinemaSunday ComfortMovieRewatch CryAtTheMovies MidweekMatineeEscape',
    speed:
      'MovieSnackRun MovieRecapIn10 MovieQuoteBlitz MovieEmojiSpeedQuiz GuessTheTrailerFast OneSecondMovieClip',
    music:
      'MovieThemeCover HumTheMovieScore CinemaOrganMedley MovieNightSingAlong StudioIntroRemix SilentFilmPianist',
    art: 'RedrawAMoviePoster MovieMarqueeSketch MovieTicketCollage MovieSceneInClay PopcornBucketDesign FilmStillRecreation',
    tech: 'BuildAHomeCinema MovieTheaterSoundCheck BackyardMovieNight BedsheetMovieScreen ProjectionBoothTour PhoneProjectorHack',
    pet: 'MovieNightWithMyPet CatRatesTheMovie KittenMovieUsher DogMovieCameo PupVsTheBigScreen PuppyWatchesCartoons',
    gaming:
      'MovieTriviaShowdown FinishTheMovieQuote CinemaTycoonSim MovieCharadesNight GamingOnTheBigScreen FilmBuffBoardBattle',
  },
  ball: {
    dance:
      'BallBounceBeat BallPassGroove BallIsLifeFreestyle BasketballArmRoll DribbleDanceOff KeepyUppyShuffle',
    funny:
      'DramaticBallCatch SlowMoBallMiss BallSportsAnnouncer BallStuckInATree BallTrickShotFails WhoKickedTheBall',
    prank:
      'InvisibleBallToss BallPitBedroom BallInEveryShoe BeachBallDeskParty BowlingBallBalloon FakeTrickShotReveal',
    educational:
      'WhyBallsBounce BallDropPhysics CurveBallScience GolfBallDimpleMystery WhyFootballsArePointy GuessTheBallWeight',
    cooking:
      'SoccerBallCake EnergyBallRolling MeltingChocolateBall MelonBallSkewers BallparkBitesAtHome RiceBallBento',
    travel:
      'BallAtEveryPark CourtHopWithABall StreetBallCityTour BallparkBucketList JoinALocalBallGame BeachBallRoadTrip',
    fashion:
      'BallGameFitCheck BallCapFiveWays BallGownGlowUp BaggyBallerShorts JerseySwapDay CourtsideTennisWhites',
    wellness:
      'MassageBallReset StressBallSqueeze MindfulBallToss TennisBallFootRoll GratitudePassBack PlayCatchUnplugged',
    speed:
      'BallRelayRace BallDribbleSlalom BallWallPassIn30 ColorSortBallDash FastestTenCatches KeepyUppyRecord',
    music:
      'BallBounceMetronome BasketballDrumline TakeMeOutToTheBallGame BouncingBallBeatbox DribbleBeatCover SneakerSqueakSong',
    art: 'BallRollPainting BallStampPrints DrawAPerfectBall BallPapierMacheGlobe TennisBallMonsters PaintAGiantBeachBall',
    tech: 'SlowMoBallBounce BallLauncherBuild MeasureBallSpin SmartBasketballTest AITracksMyShot HowFastIsMyKick',
    pet: 'WhichBallWins BallHideAndSeek PetBallPitParty BallLauncherFetch ShellGameBallTrick PupGoalkeeper',
    gaming:
      'PinballHighScore TiltBallMazeRun SkeeBallShowdown KickballTournament RocketLeagueBallChase DodgeballBossFight',
  },
  leash: {
    dance:
      'LeashAndStrut LeashWalkTwoStep HarnessOnGroove TangledLeashTango HeelPositionShimmy WalkiesWiggle',
    fitness:
      'LeashJogStreak LeashWalkIntervals HarnessHikeDay LeashLunges TryCanicross StairClimbOnALeash',
    funny:
      'WhenTheLeashComesOut LeashTangleFails HarnessWrestlingMatch LeashChewedAgain LeashSpellingTest SquirrelDetourDrama',
    prank:
      'InvisibleDogOnALeash LeashPlushieWalk LeashRobotVacuum LeashedBalloonAnimal GiftWrappedNewLeash LeashForYourPlant',
    educational:
      'LeashVsHarness LooseLeashIn7Days LeashRulesByCity WhyDogsPullOnLeash RetractableLeashMyths DecodeTheTailWag',
    cooking:
      'LeashWalkTrailMix LeashPicnicBento LeashHikeThermos HomemadeLeashBiscuits DogTreatPupsicles TrailsideSnackStop',
    travel:
      'LeashCityStroll HarnessTrailTrip LeashBeachBoardwalk ExploreOnALeash DogFriendlyCafeCrawl PawsportWeekend',
    fashion:
      'OutfitMatchesTheLeash HarnessFitCheck BraidedRopeLeashDIY LeashAsABelt BandanaTwinning DogParkRunwayWalk',
    wellness:
      'LeashSlowWalk MindfulLeashMinute HarnessCalmStart LeashSniffari DecompressionStroll NoRushWalkies',
    speed:
      'LeashUntangleRace HarnessOnInTen ClipTheLeashFast ShoesKeysLeashGo ZeroToWalkiesIn10 BeatTheDoorbellBark',
    music:
      'LeashJingleBeat HarnessBuckleBop LeashTagChime LeashClickerRhythm WriteAWalkiesAnthem ClipClackCadence',
    art: 'BraidYourOwnLeash LeashHookMakeover HarnessPatchDesign LeashLineDrawing SketchEveryWalk CollarCharmBeading',
    tech: 'LightUpLeashTest HarnessGPSTrack LeashCamPOV LeashStepCounter NightWalkLEDCollar SmartLeashShowdown',
    gaming:
      'LeashWalkBingo LeashTrailQuest LeashLevelUp LeashCourseSpeedrun ScavengerHuntOnLeash PokemonGoWalkies',
  },
  uno: {
    dance:
      'UnoReverseDance UnoWildCardFreestyle UnoSkipHop UnoPlusTwoSpin DrawFourShuffle ColorChangeConga',
    fitness:
      'UnoDrawFourBurpees UnoColorCircuit UnoWildPlank UnoReverseLunges PlusTwoPushUps NeverSkipLegDay',
    funny:
      'UnoReverseComeback UnoFamilyChaos UnoHouseRulesWar ForgotToSayUno DrawFourBetrayal TheGreatStackDebate',
    prank:
      'SlipAnUnoReverse UnoLunchboxNote UnoWildCoupons UnoSkipDishesPass DrawFourChoreSwap StackedDeckSurprise',
    educational:
      'UnoRulesYouGotWrong DrawFourMythBusted UnoProbabilityMath UnoBarbershopOrigin WhyUnoMeansOne LearnColorsWithUno',
    cooking:
      'UnoCardCookies UnoColorLayerCake UnoWildMacarons UnoNightNachos ReverseArrowCupcakes PlusFourPancakeStack',
    travel:
      'BeachUnoShowdown UnoCampingNight UnoOnTheTrain UnoAirportLayover HostelUnoTournament UnoInEveryCountry',
    fashion:
      'UnoColorBlockFit UnoDeckGroupCostume UnoReverseOutfit UnoInspiredOOTD DressAsAWildCard DrawFourNails',
    wellness:
      'UnoScreenFreeNight UnoWithGrandparents UnoLoseGracefully UnoAndUnwind ReverseTheBadDay SkipTheStress',
    speed: 'UnoSpeedRound FastestUnoCall UnoColorSortDash SayUnoFirst DrawFourBlitz SkipCardSlap',
    music:
      'UnoShuffleBeat UnoReverseRemix UnoRapBattle UnoWinnersJingle SkipTurnKaraoke DrawFourDrumroll',
    art: 'DesignYourOwnUnoCard UnoColorWheelPainting GiantUnoFloorDeck RedrawTheUnoLogo ReverseArrowDoodle WildSymbolStencil',
    tech: 'UnoAppVsCards UnoOnlineNight CodeAnUnoBot UnoDealerRobot BuildAnAutoShuffler AIPlaysUno',
    pet: 'UnoWithMyDog UnoCatStealsCards PetUnoReverseTrick UnoPuppyDealer ParrotPicksTheColor PawPlaysTheWild',
  },
  'wake up': {
    dance:
      'WakeUpStretchGroove WakeUpPajamaBop WakeUpAndShimmy WakeUpWiggleCheck RiseAndShineShuffle WakeMeUpBeforeYouGoGo',
    fitness:
      'WakeUpAndStretch TenPushUpsToWakeUp WakeUpJumpingJacks WakeUpPlankCheck RiseAndShineRun SnoozeMeansSquats',
    funny:
      'WakeUpHairReveal WakeUpSnoozeBargain WakeUpPillowFace WakeUpLikeAMovieStar FirstVsFifthAlarm MorningVoiceReport',
    educational:
      'WhyWeWakeUpGroggy WakeUpCircadianClock WakeUpCortisolCurve WakeUpWithoutAlarm SleepCycleMath MelatoninMythsQuiz',
    cooking:
      'WakeUpSmoothie WakeUpToPancakes WakeUpEggMuffins WakeUpSmellTheCoffee RiseAndShineOats SunriseFrittata',
    travel:
      'WakeUpSomewhereNew WakeUpForSunrise WakeUpInATent WakeUpOnTheTrain RiseAndShineHike WhereIWokeUpToday',
    fashion:
      'WakeUpToFitCheck WakeUpBedheadStyle WakeUpLazyGlam WakeUpAndSlay PajamasToPolished NoMirrorGetDressed',
    wellness:
      'WakeUpGratitude WakeUpSunlightWalk WakeUpPhoneFreeHour MindfulWakeUp SlowFirstSip NoSnoozeNovember',
    speed:
      'WakeUpToDoorIn10 WakeUpBedMakeRace WakeUpDressedIn60 FiveMinuteWakeUp AlarmToBusStopSprint BeatTheSnoozeButton',
    music:
      'WakeUpAlarmToneRemix WakeUpBugleCall WakeUpWithAKazoo WakeUpHumAlong RiseAndShineChorus RoosterRingtoneJam',
    art: 'WakeUpSunrisePainting WakeUpWindowPhoto WakeUpDrawTheDream WakeUpDoodleDiary BedheadSelfPortrait MorningLightStillLife',
    tech: 'WakeUpLightTest WakeUpScoreReveal OneTapWakeUpRoutine WakeUpPuzzleAlarm SunriseLampVsBeep PhoneAcrossTheRoom',
    pet: 'WakeUpByMyCat WakeUpDogKisses PetAlarmClock WakeUpPuppyPounce ParrotMorningCall WakeUpOrElseStare',
    gaming:
      'WakeUpDailyQuest WakeUpBossFight WakeUpSpeedrun WakeUpLevelUp MorningLoginBonus PokemonSleepScore',
  },
  'junk drawer': {
    dance:
      'JunkDrawerShuffle JunkDrawerRattleDance JunkDrawerJig JunkDrawerFreestyle RubberBandBounce TwistTieTwirl',
    fitness:
      'JunkDrawerGripTrainer JunkDrawerSquatSort JunkDrawerCircuit JunkDrawerDeadlift RubberBandFingerReps TapeMeasurePlank',
    prank:
      'OrganizedJunkDrawer JunkDrawerSurpriseNote JunkDrawerGooglyArmy JunkDrawerTimeCapsule TwistTieTreasureHunt DinosaurInTheDrawer',
    educational:
      'JunkDrawerMysteryQuiz WhatsInYourJunkDrawer JunkDrawerMagnetTest JunkDrawerPhysics WhatIsThisGadget HowBatteriesWork',
    cooking:
      'JunkDrawerCookies JunkDrawerTrailMix JunkDrawerNachos MyJunkDrawerPancakes OddsAndEndsSoup LeftoverCandyBark',
    travel:
      'FollowTheJunkDrawerMap JunkDrawerCoinTrip JunkDrawerPostcards JunkDrawerBucketList TicketStubMemoryLane MatchbookCitiesTour',
    fashion:
      'JunkDrawerJewelryDIY JunkDrawerFitCheck JunkDrawerGlowUp StyledByTheJunkDrawer PaperclipNecklace SafetyPinPunkLook',
    wellness:
      'JunkDrawerDeclutter JunkDrawerCalmReset JunkDrawerMemories TenMinuteJunkDrawerZen OneDrawerAtATime KeepTossDonate',
    speed:
      'JunkDrawerSpeedSort JunkDrawerPenTest JunkDrawerScissorsHunt EmptyTheJunkDrawerFast FindTheBatteryRace MatchTheMysteryKeys',
    music:
      'JunkDrawerOrchestra JunkDrawerPercussion JunkDrawerKeyChimes KazooFromTheJunkDrawer RubberBandGuitar BottleCapShaker',
    art: 'JunkDrawerSculpture JunkDrawerMosaic BuildAJunkDrawerRobot JunkDrawerStillLife TwistTieCreatures PaperClipPortrait',
    tech: 'JunkDrawerCableChaos JunkDrawerGadgetFix JunkDrawerUSBMystery OldChargerMatchUp JunkDrawerBatteryTest EwasteRecyclingRun',
    pet: 'JunkDrawerCatInspector JunkDrawerPetPhotos JunkDrawerDogToyStash PupSniffsTheJunkDrawer FirstCollarKeepsake WhoHidTheTennisBall',
    gaming:
      'JunkDrawerEscapeRoom JunkDrawerLootDrop JunkDrawerDiceDuel InventoryTetris LostGameboyCartridge LootingTheJunkDrawer',
  },
  clock: {
    dance:
      'ClockHandsDance ClockPendulumSway ClockworkWindUp CuckooClockPop TickTockRobotStep RockAroundTheClock',
    fitness:
      'AroundTheClockLunges ClockPlankTaps HourlyClockStretch ClockAgilityDrill EMOMBeatTheClock ClockworkCrunches',
    funny:
      'ClockChangeConfusion ClockWatchingAt459 TheClockIsWrong CantReadAnalogClocks LoudestClockAt3AM FiveMoreMinutes',
    prank:
      'BackwardsClock ClockFaceSwap GooglyEyeClock ClockNumbersScrambled EmojiClockMakeover RubberChickenCuckoo',
    educational:
      'WhyClocksGoClockwise ReadTheClockQuiz HowPendulumClocksWork HowAtomicClocksTick WhyClocksUseIIII SundialVsClock',
    cooking:
      'ClockFaceCake NoClockCooking PizzaClockSlices FruitClockTart TickTockCookies EggTimerPerfectBoil',
    travel:
      'ClockTowerHunt TimeZoneClockHop PragueClockAtNoon CuckooClockCountry MeetMeUnderTheClock BigBenAndBeyond',
    fashion:
      'AroundTheClockOutfits BeatTheClockGRWM SteampunkClockwork ClockOutGlowUp FiveOClockFitCheck VintageFobWatchLook',
    wellness:
      'ClockFreeBedroom SlowTheClockDown ClockTickBreathing ClockOutOnTime TurnTheClocksAround StopWatchingTheClock',
    music:
      'ClockTickBeat ClockCuckooRemix GrandfatherClockSong PlayColdplaysClocks RockAroundTheClockJam WestminsterChimesCover',
    art: 'MeltingClockPainting VinylRecordClockDIY ClockFaceDoodle PaperPlateClockCraft ClockInEveryStyle TimeTravelSelfPortrait',
    tech: 'BuildABinaryClock CodeAnLEDClock ClockTimelapseShot NixieTubeClockKit ClockAlarmAppShowdown AtomicClockSyncHack',
    pet: 'PetInternalClock DinnerOClockStare CatVsCuckooClock ClockWatchingDog TickingClockTest WhatTimeIsWalkies',
    gaming:
      'ClockTowerBossLevel ClockPuzzleEscape TimeAttackClockRun ChessClockBlitz StopTheClockAt10 ClockworkDungeon',
  },
  'water balloon': {
    dance:
      'WaterBalloonCatchDance WaterBalloonLimbo WaterBalloonWobble PassTheWaterBalloon SplashZoneShuffle SoakedSprinklerSteps',
    fitness:
      'WaterBalloonSquatToss WaterBalloonLungePass WaterBalloonPlankHold WaterBalloonBurpees SplashCardio SummerSoakSprints',
    funny:
      'WaterBalloonSlowMo WaterBalloonFillFail WaterBalloonWontPop WaterBalloonBetrayal SplashZoneSkit KnotTyingStruggle',
    educational:
      'WaterBalloonDropTest DoesAWaterBalloonFloat WhyWaterBalloonsWobble CandleVsWaterBalloon SurfaceTensionScience HeatCapacityDemo',
    cooking:
      'WaterBalloonIceBowl WaterBalloonJelloEggs WaterBalloonChocCups SummerSplashPunch FrozenWaterBalloonPops PoolPartyCupcakes',
    travel:
      'WaterBalloonFestival WaterBalloonParkDay WaterBalloonRoadTrip SongkranWaterFight SummerSplashAbroad CampsiteWaterWar',
    fashion:
      'WaterBalloonFitCheck WaterBalloonBattleGear WaterproofMakeupTest DressForAWaterFight SplashProofStyle NeonRashGuardLook',
    wellness:
      'WaterBalloonCoolDown WaterBalloonSensory WaterBalloonGiggles SqueezeAWaterBalloon SummerSplashJoy InnerChildPlaytime',
    speed:
      'WaterBalloonFillRace WaterBalloonRelay WaterBalloonSpoonDash SplashTossSprint TieTenWaterBalloons BucketFullFirst',
    music:
      'WaterBalloonPopRhythm WaterBalloonSquishASMR WaterBalloonDrumKit WaterGlassXylophone SplashSoundtrack SprinklerSymphony',
    art: 'WaterBalloonSplatter WaterBalloonBurstPhoto WaterBalloonIceOrbs WaterBalloonStamping SplashCanvas ChalkPaintSplats',
    tech: 'WaterBalloonSlowMoCam WaterBalloonTrebuchet WaterBalloonAutoFiller WaterproofPhoneTest ThousandFPSSplash PopSensorScoreboard',
    pet: 'SiliconeWaterBallFetch WaterBalloonPlush CatSpotsTheWaterGun PupChasesWaterSpray PetSplashDay KiddiePoolDoggo',
    gaming:
      'WaterBalloonDodgeball WaterBalloonVolleyball WaterBalloonBullseye WaterGunTag SplatoonAtHome CaptureTheBucket',
  },
  muffin: {
    dance:
      'MuffinManDance MuffinShuffle MuffinTinTap FreshMuffinFreestyle BlueberryBounce BakeryBoogie',
    fitness:
      'MorningMuffinRun MuffinManMarch MuffinBasketCarry EarnThatMuffin MuffinTinSitUps BlueberryBurpees',
    funny:
      'MuffinOrCupcakeDebate MuffinTopOnlyEater MuffinLinerStruggle WhoAteMyMuffin StaleMuffinRescue WhereAreTheBlueberries',
    prank:
      'MuffinSurpriseCenter SecretMuffinDelivery FrostedMuffinDisguise ZucchiniMuffinReveal MashedPotatoMuffins RaisinNotBlueberry',
    educational:
      'WhyMuffinsRise MuffinVsCupcakeQuiz WhyLumpyMuffinBatter EnglishMuffinOrigins MuffinTopScience OvermixingExperiment',
    travel:
      'MuffinBakeryCrawl MuffinRoadTrip FindTheMuffinMan MuffinsAroundTheWorld BestMuffinInTown DruryLaneWalk',
    fashion:
      'MuffinCostumeDIY MuffinLinerSkirt BlueberryMuffinMakeup MuffinMorningFit PastelPleatsLook CozyBakeryCardigan',
    wellness:
      'MuffinMorningRitual MuffinKindnessTray MuffinTeaBreak ShareAMuffinDay SlowBakeSunday WarmOvenComfort',
    speed:
      'MuffinTinFillRace MuffinLinerBlitz MuffinBatchIn30 FastestMuffinMan BlueberrySortDash BatterScoopTimer',
    music:
      'MuffinManRemix MuffinTinDrums MuffinTopCharts OdeToAMuffin BlueberryJamSession WhiskAndSpoonBeat',
    art: 'MuffinLinerFlowers OneLineMuffin MuffinClayCharms MuffinTinPaintPalette BlueberryWatercolor BakeryWindowPainting',
    tech: 'MuffinRiseTimelapse AIInventsAMuffin AirFryerMuffinTest ThermalCamMuffins GramsVsCupsMuffins MuffinDoneAlertHack',
    pet: 'MuffinTinTreatPuzzle PetsNamedMuffin CatMakingMuffins MuffinOrChihuahua MuffinPlushFetch BakeryDogWalk',
    gaming:
      'MuffinBakerySim MuffinMemoryMatch MuffinManQuest MuffinMergeGame BlueberryPowerUp BreakfastBingo',
  },
  may: {
    dance:
      'MaypoleDance MayflowerMoonwalk MayGardenWaltz MayRibbonTwirl AprilShowersMayMoves BlossomBreezeSway',
    fitness:
      'MayStepStreak MayParkCircuit MayHillSprints MayTheFourthPlank ThirtyOneDaysOfMay SpringBloomStretch',
    prank:
      'MayDayBasket MayFlowerAmbush MayDoorstepPlanter MayPicnicPopUp PaperTulipSurprise ButterflyWindowSwarm',
    educational:
      'WhoIsMayNamedFor MaydayMeansHelp MayBirdMigration MayBirthstoneEmerald HowFlowersBloom AprilShowersScience',
    cooking:
      'MayStrawberryShortcake MayFlowerCupcakes MayRhubarbCrumble CincoDeMayoFiesta MothersDayBrunch EdiblePetalSalad',
    travel:
      'MayFlowerFieldTrip MayGardenTour MayBlossomTrail TulipSeasonHolland HanamiPicnicOuting MayDayInCornwall',
    fashion:
      'MayFloralFit MayPastelLook OneSundressAllMay AprilToMayWardrobe DIYFlowerCrown MayTheFourthCosplay',
    wellness:
      'MayMindfulWalk MayMentalHealthCheck MayGardenJournal MaybeSlowDown StopAndSmellTheFlowers BarefootGrassMoment',
    speed:
      'MayPlantingRace MaySeedlingPotDash MayGardenWeedBlitz FlowerCrownSpeedBuild PackAMayPicnic DaisyChainCountdown',
    music:
      'MayDaySingAlong MayPicnicGuitar MaypoleFiddleTune MayTheForceTheme BirdsongRemix SpringRainRhythm',
    art: 'MayFlowerPressing MayDayBasketCraft MayButterflyCollage ThirtyOneSketchesOfMay BloomWatercolor TulipStillLife',
    tech: 'MayGardenTimelapse MayFlowerIDApp MayPollenAlertBot SelfWateringPotBuild BirdFeederCamera MayTheFourthDroid',
    pet: 'MayPupPicnic MayPuppyFirstGrass MayCatSunbathing MayTheFurBeWithYou PetInAFlowerCrown BunnyGardenHop',
    gaming:
      'MayCozyGameStreak MayMiniGolfLeague MayCroquetMatch MayFourthJediBattle StardewFarmRun AnimalCrossingSpring',
  },
  taxi: {
    dance:
      'TaxiBackseatDance TaxiRadioBop TaxiDriverTwoStep HailATaxiHop YellowCabShuffle MeterTickGroove',
    fitness:
      'SkipTheTaxiWalk BeatTheTaxiOnFoot CabFreeCommuteRun TaxiLuggageLunges TaxiQueueCalfRaises SuitcaseCurbCarry',
    funny:
      'TaxiTrunkPackingFail TaxiDriverWisdom TaxiMeterPanic TaxiHailFaceOff SmallTalkInTheCab BackseatNavigatorBit',
    prank:
      'SurpriseTipYourCabbie TaxiChauffeurCosplay CardboardTaxiPickup TaxiMeterForChores MomsTaxiService AirportFunnyNameSign',
    educational:
      'HowTaxiMetersWork WhyTaxisAreYellow LondonCabbieKnowledge TaxiFareMath GuessTheCityByTaxi TaxisAroundTheWorld',
    cooking:
      'TaxiCabCookies YellowTaxiCupcakes TaxiCheckerboardCake DineWhereCabbiesEat CheckerSandwiches RushHourRamen',
    fashion:
      'TaxiYellowFitCheck HailATaxiInHeels CheckeredCabLook TaxiToTheGala NYCStreetStyle TrenchCoatStyling',
    wellness:
      'TaxiRideWindDown TaxiCityLightsCalm ThankYourTaxiDriver CabWindowDaydream BackseatBreathing PhoneFreeTaxiTime',
    speed:
      'TaxiMeterMathRace TaxiTrunkTetris TaxiStreetNameBlitz HailACabIn10 TaxiQueueDash SuitcaseToCurbSprint',
    music:
      'TaxiCabKaraoke TaxiRadioRequest TaxiTurnSignalTempo BigYellowTaxiCover HornHonkBeat CityTrafficSymphony',
    art: 'SketchATaxiInTen TaxiBlurStreetShot YellowCabPopArt TinyTaxiDiorama TaxiNightLightTrails CheckerStripeCollage',
    tech: 'TaxiAppVsStreetHail CodeATaxiMeter RideARobotaxi GPSVsCabbieRoute ElectricTaxiTest DashcamTaxiTimelapse',
    pet: 'TaxiPetCarrierRide DogMeetsTheCabbie YellowCabCostumePup TaxiPuppyVetTrip TaxiKittenCrateCalm PawsInTheBackseat',
    gaming:
      'TaxiSimTycoon YellowCabArcadeRun CrazyTaxiHighScore TaxiFareSpeedrun RushHourPuzzle MetropolisBoardDuel',
  },
  shelf: {
    dance:
      'ShelfDustingBoogie TopShelfTiptoe ElfOnTheShelfJig ShelfieStrut BookOnHeadShuffle PantryShimmy',
    fitness:
      'TopShelfCalfRaises ShelfBookCurls ReachTheShelfStretch ShelfRestockSquats ShelvesToFloorBurpees PantryCanPress',
    funny:
      'TopShelfStruggle IfMyShelfCouldTalk ThatOneWonkyShelf ShelfLevelObsession ShelfKnickKnackLore FlatPackMeltdown',
    prank:
      'UpsideDownShelf SneakyShelfFigurines ShelfItemsFacingWall ShelfTinyDinoInvasion ElfOnTheShelfSwap LabelMakerEverything',
    educational:
      'HowMuchCanAShelfHold FloatingShelfPhysics ShelfSagExperiment ShelfLifeExplained FindTheStudQuiz HowWallAnchorsGrip',
    cooking:
      'CookFromOneShelf BackOfTheShelfRecipe SpiceShelfMystery TopShelfTacos ShelfStableChef PantryRaidPasta',
    travel:
      'SouvenirShelfTour ForeignSnackShelfHaul BookshopShelfCrawl LibraryShelvesAbroad FillYourTravelShelf CuriosityShopHunt',
    fashion:
      'ShoeShelfFitCheck StyleFromTheShelf RateMyPerfumeShelf TopShelfGlam OffTheShelfOutfit ShelfToStreetLook',
    wellness:
      'ClearOneShelfToday SundayShelfReset PlantShelfCheckIn ShelfOfHappyThings CandleNookCalm ShelfGratitudeJar',
    speed:
      'ShelfAssemblyRace ShelfSortSpeedrun ShelfDustIn30 AlphabetizeTheShelf RestockInSixty PantryLabelRush',
    music:
      'VinylShelfDig ShelfTapBeat TopShelfBangers ShelfJarXylophone CassetteRackRewind DrumOnTheBookshelf',
    tech: 'LEDShelfLightHack HiddenCableShelf WirelessChargingShelf ShelfLaserLevelTest RobotDustsTheShelf DeskShelfGlowUp',
    pet: 'CatShelfWalkwayBuild ShelfTreatJarStare KittenClimbsTheShelves DogVsHighShelf PawsOffTheShelf WhoKnockedItOff',
    gaming:
      'BoardGameShelfTour ShelfOfShameNight DustiestBoxOnTheShelf ShelfBacklogRanking RetroConsoleShelf CartridgeBlowTest',
  },
  campus: {
    dance:
      'CampusQuadDanceOff CampusSteppingShow CampusFlashMob CampusTourMoonwalk DormRoomBoogie LectureHallTwoStep',
    fitness:
      'CampusRunLoop CampusStadiumStairs CampusBikeCommute CampusQuadHIIT LibraryStepsSprints BetweenClassesBurpees',
    prank:
      'CampusStickyNoteDoor CampusFinalsCookieDrop CampusChalkCompliments CampusMascotCameo LectureSeatBalloons SurpriseDormPizza',
    educational:
      'CampusLegendsQuiz CampusStudyHacks CampusArchitectureHunt LibraryDeepDiveCampus CornellNotesVsDoodles CampusTreeIDWalk',
    cooking:
      'CampusMicrowaveChef CampusDiningHallHack CampusMugCake CampusRiceCookerFeast BrokeStudentBreakfast FinalsWeekBrainFood',
    travel:
      'CampusTourGuidePOV CampusHiddenCorners OldestBuildingOnCampus CampusHopRoadTrip CollegeTownWalk UniversityCityWeekend',
    fashion:
      'CampusFitCheck DarkAcademiaCampus CampusCatwalk RollOutOfBedCampus CollegeHoodieStyle LectureToLabOutfit',
    wellness:
      'CampusQuietSpotHunt CampusSunriseWalk CampusBenchJournal PuppyTherapyCampus DormRoomWindDown FinalsWeekKindness',
    speed:
      'CrossCampusIn5 CampusScavengerHunt CampusLibrarySprint CampusMapMemoryBlitz DormMoveInRace CoffeeBeforeLecture',
    music:
      'CampusQuadJam CampusFightSongCover CampusBellTowerMelody DormRoomAcoustic CampusStairwellEcho MarchingBandDrumline',
    art: 'CampusSketchWalk CampusChalkMural CampusGoldenHourPhotos PaintYourCampus DormRoomGalleryWall LectureHallDoodles',
    tech: 'DormDeskSetup CampusWifiSpeedMap CampusMakerspaceBuild CampusDroneTour CampusAppHackathon LectureNotesAISummary',
    pet: 'CampusTherapyDogs CampusCatCafe CampusPupOnTheQuad BringYourPetToCampus GoldfishRoommate KittenInAGradCap',
    gaming:
      'CampusEsportsCup CampusChessOnTheQuad CampusHumansVsZombies CampusGeocacheQuest DormFloorTourney LanPartyLounge',
  },
  gingerbread: {
    dance:
      'GingerbreadManMoves GingerbreadShuffle GingerbreadStiffArms GingerbreadCutterPoses CatchMeIfYouCanDance HolidayCookieConga',
    fitness:
      'GingerbreadManRun GingerbreadPlankHold GingerbreadJacks GingerbreadBurpees CatchMeIfYouCanSprint OvenTimerSquats',
    funny:
      'GingerbreadCollapse GingerbreadManVoice NailedItGingerbread GingerbreadVsReality IcingGlueFail HeadOrFeetDebate',
    prank:
      'GingerbreadManEscape GingerbreadDoorDrop GingerbreadYouTwin GingerbreadHouseGift RunawayCookieNotes FrostedNameTags',
    educational:
      'FirstGingerbreadMan GingerbreadEngineering GingerbreadSpiceRoute WhyGingerIsSpicy IcingAsMortar GingerbreadHouseMath',
    travel:
      'GingerbreadHouseHunt GingerbreadBergenTown NurembergGingerbread GingerbreadLatteCrawl ChristmasMarketStroll HolidayLightsDrive',
    fashion:
      'UglyGingerbreadSweater GingerbreadPJParty GingerbreadManCostume GingerbreadNailArt CinnamonToneFitCheck CookieCutterCouture',
    wellness:
      'GingerbreadCozyNight GingerTeaPause MindfulGingerbread GingerbreadCandleGlow WarmSpiceCalm HolidayQuietBake',
    speed:
      'GingerbreadSpeedBuild GingerbreadManRace GingerbreadRoofDash GingerbreadIn60 IcingPipingSprint GumdropDecorBlitz',
    music:
      'GingerbreadManRap GingerbreadJingle GingerbreadCarolCover CatchMeIfYouCanChant SleighBellShakers GingerbreadBeatbox',
    art: 'GingerbreadSkyline GingerbreadOrnaments GingerbreadMiniMe PaintAGingerbreadMan IcingPipingArt CandyGlassWindows',
    tech: 'GingerbreadLEDHouse GingerbreadTimelapse GingerbreadAIDesign LaserCutGingerbread ArduinoGingerbreadTown CookieCutter3DPrint',
    pet: 'GingerbreadPetCostume GingerCatPhotoshoot GingerbreadBandanaPup GingerbreadPlushFetch KittenVsGingerbread DogInAnElfHat',
    gaming:
      'GingerbreadTownBuild CatchTheGingerbreadMan GingerbreadBracket GingerbreadMemoryMatch CandyCaneQuest GingerbreadBossLevel',
  },
  recliner: {
    dance:
      'ReclinerLeverDrop ReclinerFootrestPop ReclinerSeatedShimmy ReclineToTheBeat DadsChairGroove ArmrestHandJive',
    fitness:
      'ReclinerLegRaises ReclinerAdBreakPushUps ReclinerSitToStand EarnTheRecliner ArmchairCardio FootrestCrunches',
    prank:
      'ReclinerReservedSign BalloonFilledRecliner DadsChairTakeover PlushieInTheRecliner ReclinerRemoteHunt CardboardGrandpaCutout',
    educational:
      'HowReclinersWork ReclinerLeverPhysics PerfectReclineAngle ReclinerSpineScience LaZBoyOrigins ArmchairGeographyQuiz',
    cooking:
      'ReclinerSnackTray ReclinerPopcornBar TVDinnerInTheRecliner OneHandReclinerBites ArmchairNachoPlate GameDaySliderSpread',
    travel:
      'ReclinerCinemaTrip ToReclineOrNot BestAirportRecliner SleeperBusRecliner LayFlatSeatDreams ArmchairTravelNight',
    fashion:
      'ReclinerLoungeFit ReclinerMatchingPJs ReclinerToRunway DressedForTheRecliner GrandpacoreOutfit RobeAndSlippersGlam',
    wellness:
      'ReclinerPowerNap ReclinerFeetUpHour ReclinerReadingNook SundayRecline HeatedBlanketUnwind PhoneFreeReclinerTime',
    speed:
      'ReclinerClaimRace ReclinerFootrestReflex ReclineInOneSecond BeatDadToTheRecliner FindTheRemoteFast BlanketFoldBlitz',
    music:
      'ReclinerSlowJam ReclinerCroonerHour ReclinerKaraoke SerenadeTheRecliner ArmchairVinylSession LeverSqueakPercussion',
    art: 'ReclinerReupholster PaintTheRecliner DadInHisRecliner ReclinerCaricature ArmchairStillLife CozyCornerWatercolor',
    tech: 'PowerReclinerTest ReclinerTabletMount ReclinerUSBChargerHack HeyAlexaRecline CupHolderCooler SmartReclinerShowdown',
    pet: 'ReclinerPetNap ReclinerLapCat ReclinerKittenClaim WhoStoleMyRecliner DadsChairDog PupVsMeSeatBattle',
    gaming:
      'ReclinerRetroMarathon ReclinerFlightSim ReclinerRPGWeekend ReclinedGamerMode ArmchairGeneral CouchCoOpNight',
  },
  stargazing: {
    dance:
      'StargazingSlowDance StargazingOrbitSpin StargazerShuffle NightSkyMoonwalk MoonlightGroove ShootingStarLeap',
    fitness:
      'NightSkyYoga StargazingSummitClimb StargazerSitUps StargazingTrailHike StarlightStretch PlankTillAShootingStar',
    funny:
      'StargazingWithDad StargazingNeckCramp StargazingButCloudy NightSkyNarrator MadeUpConstellations IsThatAPlaneOrStar',
    prank:
      'NightSkyPicnicSurprise StargazingFakeUFO StargazingWakeUpCall SecretStargazingDate GlowStarCeiling TeddyAstronautLaunch',
    educational:
      'NightSkyQuiz StargazingTimeTravel StargazingForBeginners BigDipperStargazing ConstellationStories NorthStarNavigation',
    cooking:
      'StargazingCocoa StargazingSnackBox StargazingGalaxyBark ConstellationCookies MoonPiePicnic StargazingThermosChai',
    travel:
      'StargazingRoadTrip DesertStargazing StargazingMountainHut NightSkyParkHop ObservatoryOpenHouse NorthernLightsChase',
    fashion:
      'NightSkyGlam StargazingCozyLayers StargazingPoncho StargazingFitCheck CelestialJewelryStack GalaxySequinJacket',
    speed:
      'NightSkySpotRace StargazingSetupSprint StargazingBingoRush StargazerSpeedQuiz ShootingStarCount MeteorTallyMinute',
    music:
      'StargazingAcousticSet StargazingNocturne StargazingTwinkleCover NightSkySerenade StarlightLullaby HolstPlanetsHum',
    art: 'PaintTheNightSky StargazingLongExposure StargazingPinholeCard StargazersSketchbook ConstellationStringArt GalaxyJarCraft',
    tech: 'NightSkyPhoneShot StargazingISSTracker StargazingRedLightHack StargazingAppTest BuildADIYTelescope SmartScopeVsClassic',
    pet: 'StargazingWithMyPet NightSkyDogWalk ConstellationOfMyCat StargazingPuppyBlanket StargazingKittenLap PawsUnderTheStars',
    gaming:
      'StargazingBingo StargazingOuterWilds StargazingKerbalLaunch NoMansSkyStargazing AstronomyTriviaDuel ConstellationPuzzle',
  },
  hammer: {
    dance:
      'ItsHammerTime HammerPantsShuffle HammerSwingStep HammerAnvilStomp CantTouchThisDance WorkbenchBop',
    fitness:
      'HammerGripHold HammerCurlLadder HammerWristTwists HammerTimeHIIT SledgehammerTireSlams NailedItPushUps',
    funny:
      'EverythingIsANail HammerTimeStop WhereIsTheHammer DIYDadWithAHammer ThorHammerLiftFail MCHammerImpression',
    prank:
      'SqueakyHammerBonk FoamHammerSwap ChocolateHammerTreat BananaForAHammer InflatableHammerAmbush ToolboxFullOfCandy',
    cooking:
      'ChocolateHammerSmash HammerTheWalnuts CrabHammerFeast HammerBrittleBreak MalletSchnitzelNight HammerSmashedPotatoes',
    travel:
      'RockHammerFossilHunt GeologyHammerHike HammerMuseumDay HammerfestArcticTrip BlacksmithForgeVisit NailTheGetaway',
    fashion:
      'HammerLoopFitCheck HammerPantsRevival HammeredGoldJewelry ThorCosplayHammer CarpenterChoreCoat ToolBeltChic',
    wellness:
      'MindfulHammerTaps HammerOutTheStress HammerBirdhouseBuild HammerFixOneThing NailedItGratitude SawdustSundayUnwind',
    speed:
      'HammerTenNailsFast HammerPegBoardDash ToddlerHammerToyRace OneSwingHammerDare SpeedBirdhouseBuild BeatTheMalletClock',
    music:
      'HammerAnvilBeat HammeredDulcimerTry HammerWorkSong IfIHadAHammerCover CantTouchThisRemix JohnHenryBallad',
    art: 'HammeredFlowerPrints HammerStringArt HammerAMetalRing HammerTileMosaic DriftwoodNailSculpture ChiselYourInitials',
    tech: 'HammerSwingSlowMo HowHardCanYouHammer HammerDrillExplained HammerVsNailGunRace RobotArmHammerTest PrintAHammerThatWorks',
    pet: 'HammerABedForFido HammerDogHouseBuild HammerScratchingPost HammerTimeZoomies CatSupervisesDIY PupHardHatHelper',
    gaming:
      'HammerOnlyRun HammerStrengthTester HammerBossSmash MonsterHunterHammer GettingOverItHammer WhackAMoleHighScore',
  },
  carousel: {
    dance:
      'CarouselWaltz CarouselGallopStep CarouselBobbingBounce TwirlLikeAMerryGoRound FairgroundOrganShuffle PaintedPonyPrance',
    fitness:
      'CarouselCircuit CarouselHorseLunges CarouselLapSquats CarouselGallopSprints PushTheMerryGoRound FairgroundStepCount',
    prank:
      'CarouselBirthdayRide MerryGoRoundRingtone CarouselGoldRingHunt CarouselTuneWakeUp DoorbellPlaysCarousel ToyHorseDeskParade',
    educational:
      'HowCarouselsWork OldestCarouselEver WhyCarouselHorsesBob MerryGoRoundPhysics WhoCarvedTheseAnimals HowBandOrgansPlay',
    cooking:
      'SpinningCarouselCake CarouselHorseCookies MerryGoRoundCupcakes CarouselAnimalCrackers CaramelAppleCarousel FunnelTreatFairDay',
    travel:
      'RideEveryCarousel MerryGoRoundRoadTrip CentralParkCarousel CarouselBoardwalkNight ParisianCarouselHunt VintageCarouselTour',
    fashion:
      'CarouselPastelFit CarouselVintageGlam CarouselCircleSkirt CarouselPonyCosplay TwirlDressTest CarnivalStripeLook',
    wellness:
      'CarouselSlowRide CarouselChildhoodJoy CarouselGratitudeLap InnerChildCarousel BreatheEachRotation LightsAndMusicPause',
    speed:
      'BeforeTheCarouselStops OneSpinCarouselSketch CarouselAnimalCount CarouselLapSelfies CatchTheBrassRing OneRideTenPhotos',
    music:
      'CarouselOrganCover CarouselMusicBoxTune CarouselCalliopeSolo RemixTheCarouselSong FairgroundBrassBand SteamWhistleSingAlong',
    art: 'CarouselHorsePainting PaperCarouselBuild CarouselLightTrails CarouselClayAnimals DreamCarouselCreature ZoetropeSpinner',
    tech: 'CarouselTimelapse CarouselMotorBuild LegoCarouselGears CarouselPOVCam Spin360VideoRig PhoneOnATurntable',
    pet: 'CarouselPonyPup CarouselParkStroll CarouselToyPounce CarouselPawtrait SpinningFeatherChase FairgroundDogDayOut',
    gaming:
      'CarouselHorseDerby CarouselSpinToWin CarouselTokenCollect MerryGoRoundMayhem MidwayPrizeHunt DizzySpeedrun',
  },
  mexico: {
    dance:
      'MexicoFolkloricoDance MexicoCumbiaSway MexicoSonJarochoStomp JarabeTapatioSteps SkirtTwirlRoutine LaBambaMexicoStyle',
    fitness:
      'MexicoCenoteSwim MexicoVolcanoHike MexicoCityMarathon MexicanWaveSquats LuchaLibreCardio TulumBikeRide',
    funny:
      'MexicoSnackTasteTest MexicanSpiceFaces MexicoAbuelaReacts MexicoSalsaRanking PinataSwingMiss TajinOnEverything',
    prank:
      'SurpriseMexicoTrip MexicoMananitasWakeUp MexicoCandyLuckyDip MexicanConchaDoorDrop PinataFullOfSocks CascaronConfettiEggs',
    educational:
      'MexicoAztecCalendar MexicoSpanishPhrases MexicoGaveUsChocolate MexicoFlagStory DayOfTheDeadMeaning WhyAxolotlsRegrow',
    cooking:
      'MexicoCityStreetTacos MexicoMoleFromScratch MexicoChurroBatch MexicanHotChocolate ElotesAtHome PozoleSundayPot',
    fashion:
      'MexicoEmbroideredDress MexicoMarketHaul MexicoRebozoWrap HuaracheFiveWays FridaFlowerCrown MexicoFiestaFitCheck',
    wellness:
      'MexicoBeachSunrise MexicoCenoteCalm MexicoTemazcalRitual HammockInMexico AguaFrescaReset SiestaLikeALocal',
    speed:
      'MexicoCityInOneDay MexicoTacoTourSpeedrun MexicoGuacCountdown MexicoMetroDash PinataFillRace LoteriaCallBlitz',
    music:
      'MexicoMarimbaJam MexicoMariachiCover MexicoGritoContest MexicanGuitarronRiff RancheraDuet CielitoLindoSingAlong',
    art: 'MexicoTalaveraTiles MexicanMuralistStyle MexicoInWatercolor SketchMexicoCity AlebrijePainting CutYourOwnPapelPicado',
    tech: 'MexicoSpanishAppTest AIPlansMyMexicoTrip MexicoOfflineMaps MexicoDroneFlyover CenoteGoProDive TranslateMexicoMenus',
    pet: 'MexicoBeachDog MexicoXoloPortrait MexicoSerapeBandana ChihuahuaFromMexico PapelPicadoPetShoot StreetPupRescue',
    gaming:
      'MexicoLoteriaNight MexicoTriviaDuel MexicanTrainDominoes ForzaHorizonMexico GuacameleeSpeedrun MexicoGeoGuessrRun',
  },
  'getting old': {
    dance:
      'GettingOldButGroovy GettingOldSlowJive GettingOldGetDown AgingGracefullyGroove BackInMyDayDance OldiesTwistNight',
    fitness:
      'GettingOldStrongAnyway GettingOldBalanceTest GettingOldSitToStand AgingBackwardsHIIT KneeFriendlyWorkout SeniorSwimLaps',
    prank:
      'OverTheHillParty GettingOldBalloonFlood GettingOldGreyWigSwap GettingOldTrophy AgingLikeWineGift EarlyBirdDinnerInvite',
    educational:
      'GettingOldBrainMyths GettingOldSleepScience GettingOldGetsWiser AgingAroundTheWorld WhyJointsCrack CentenarianSecrets',
    cooking:
      'GettingOldEarlyDinner GettingOldTeaAndScones GettingOldButSpicy AgingLikeCheddar GrandmaRecipeRevival RetroFondueNight',
    travel:
      'GettingOldBucketList GettingOldRoadTrip GettingOldRiverCruise AgingAdventurerTour HometownRevisited RVSnowbirdRoute',
    fashion:
      'GettingOldInStyle GettingOldFitCheck GettingOldAndFab AgingInCardigans EmbraceTheGrey SilverFoxSuit',
    wellness:
      'GettingOldGracefully GettingOldGratitude GettingOldNapPride AgingWellHabits EveryWrinkleAStory LaughLinesAreEarned',
    speed:
      'GettingOldReflexTest GettingOldGlassesHunt GettingOldNameRecall GettingOldStairDash StandUpWithoutGroaning BeatTheEarlyBird',
    music:
      'GettingOldMusicTaste GettingOldRadioOldies GettingOldTooLoudGig AgingRockstarSolo BackInMyDaySingAlong EarplugsAtTheConcert',
    art: 'GettingOldSelfPortrait GettingOldPhotoThenNow GettingOldInWatercolor GettingOldComicStrip AgeProgressionSketch LaughLinesCharcoal',
    tech: 'GettingOldFontSize GettingOldTechSupport GettingOldVsQRCodes AgingFilterReaction ForgotMyPasswordAgain TeachGrandpaEmoji',
    pet: 'GettingOldWithMyDog GettingOldGreyMuzzle GettingOldCatNapBuddy SeniorPetSpoilDay SlowerWalksTogether AgingPupBirthday',
    gaming:
      'AgingGamerReflexes GettingOldBingoHall GettingOldWordleStreak GettingOldRageQuit RetroGameThrowback ArcadeHighScoreReunion',
  },
  scooter: {
    dance:
      'KickScooterShuffle ScooterGlideGroove ScooterTwirlStop ScootAndBoogie HandlebarHandJive WheelieWiggle',
    fitness:
      'ScooterLegDay KickScooterCardio ScooterHillPush ScooterOneFootBalance SideSwitchScooting ParkLoopLaps',
    funny:
      'GrownUpOnAScooter ScooterCommuterTypes KickScooterDadMode ScooterAnkleBump ScooterHelmetHair WobblyFirstRide',
    prank:
      'ScooterStreamers ScooterBowGiftReveal KickScooterMakeover ScooterBellSwap ToyScooterForDad DuckHonkScooter',
    educational:
      'HowScooterWheelsWork FirstScooterEver ScooterFrictionTest ScooterBrakeDistance ScooterSafetyQuiz WheelieScience',
    cooking:
      'ScooterPicnicPack ScooterWheelPizzas ScooterBakeryRun ScootAndScoop GelatoByScooter HandlebarPretzels',
    travel:
      'ScooterCityTour ScooterBoardwalkRide ScooterRiverTrail ScootAroundParis ElectricScooterLisbon VespaRomanHoliday',
    fashion:
      'ScooterCommuteFit CuteScooterHelmet ScooterSkirtTest ScootInStyle RetroVespaLook ReflectiveButChic',
    wellness:
      'ScooterSunsetRide ScooterMorningGlide ScooterPromenadeCruise ScooterPhoneFreeLoop BreatheAndScoot SlowParkRoll',
    music:
      'ScooterRideSingAlong ScooterBellBeat ScooterWheelRhythm ScooterTempoJam MopedMixtape StreetGlideLoFi',
    art: 'ScooterStickerMakeover KickScooterPaintJob ScooterStencilDeck ScooterMotionBlur WheelTrackPainting SketchAVespa',
    tech: 'ScooterLightsUpgrade ScooterHelmetCam ScooterAppLock EScooterRangeTest GPSTrackYourScooter MotorizeAKickScooter',
    pet: 'PetMeetsTheKickScooter ScooterBasketPuppy CatVsTheScooter DogHearsScooterBell ScooterParadeCostume ScooterPupPhotoOp',
    gaming:
      'KickScooterHighScore ScooterTonyHawkRun MarioKartScooterCup ScooterSkillTree TrickShotScooterDuel StuntParkCombo',
  },
  shovel: {
    dance:
      'SnowShovelShuffle ShovelPartnerDance ShovelStompStep ShovelSwingSway CanYouDigItGroove GardenBedBop',
    funny:
      'ShovelAirGuitar SnowDayShovelSaga ShovelNeighborRivalry ShovelToddlerHelper ShovelersLament WhenThePlowComesBack',
    prank:
      'TinyShovelSwap SecretShovelledPath SnowmanOnTheShovel ShovelBuriedTreasure ToyShovelTrophy SnowAngelArmy',
    educational:
      'ShovelLeverageScience ErgonomicShovelTest HowMuchSnowPerShovel ShovelSoilLayers DigLikeAnArchaeologist HowHeavyIsAShovelful',
    cooking:
      'DirtPuddingShovelCups SandcastleShovelCake AfterShovelCocoa SnowShovelChili DigUpDinnerPotatoes HotCiderBreak',
    travel:
      'BeachShovelSandcastle FossilDigWithAShovel ShovelForGemstones ShovelTreePlanting ClamDiggingDayTrip GoldPanningCreek',
    fashion:
      'ShovelingFitCheck ShovelReadyLayers SnowShovelGlam ShovelInStyle FlannelAndBeanie WorkBootsToBrunch',
    wellness:
      'QuietMorningShovel MindfulShoveling ShovelThenHotTea ShovelNeighborKindness SnowfallSilenceWalk DigIntoGardening',
    speed:
      'DrivewayShovelRace SandcastleShovelSprint ShovelBucketFillDash ShovelTagTeam ClearTheWalkIn10 SnowFortIn60',
    music:
      'ShovelScrapeBeat SnowShovelDrumSolo ShovelAirGuitar ShovelGongStrike ShovelCrunchASMR WinterWorkSong',
    art: 'PaintAnOldShovel SnowSculptShovelOnly ShovelSandSculpture ShovelBeachDrawing DuneEtchedPatterns RakedZenGarden',
    tech: 'HeatedDrivewayVsShovel ElectricSnowShovelTest ShovelMetalDetectorDig RobotVsMyShovel ShovelCalorieTracker SnowfallTimelapse',
    pet: 'DogVsSnowShovel ShovelAMazeForFido ShovelAPupSandbox ShovelLeafPileLeap PetDigsAlong KittenGardenPatrol',
    gaming:
      'ShovelOnlyRun ShovelTreasureQuest ShovelKnightBossRush ShovelMiningHighScore DigDugArcadeDuel ExcavationSimBuild',
  },
  'bean bag': {
    dance:
      'BeanBagFlopDance BeanBagOnHeadBop BeanBagMeltMoves BeanBagSquishBounce SlouchyChairShuffle SinkInAndSway',
    fitness:
      'BeanBagCrunches BeanBagOnHeadWalk BeanBagSitToStand EscapeTheBeanBag FlopAndPopUp CornholeSquatToss',
    prank:
      'BeanBagHiddenNote BeanBagCoverSwap BeanBagReservedSign BalloonFilledBeanBag PlushieSeatSurprise BlanketAndSnackDrop',
    educational:
      'WhatsInsideABeanBag HowBeanBagsHugYou FirstBeanBag1968 BeanBagPostureCheck ItalianSaccoChair BeanBagPhysicsFlop',
    cooking:
      'BeanBagMovieSnacks BeanBagPicnic BeanBagNachoNight BeanBagHotCocoa CozyCornerNibbles SlumberPartyPizza',
    travel:
      'BeanBagOutdoorCinema BeanBagBeachLounge BeanBagGlampingTent BeanBagsAtTheFestival LibraryReadingNookTour HammockHopping',
    fashion:
      'BeanBagLoungeFit BeanBagSweatsetGlam BeanBagFuzzySocks DressLikeABeanBag SlouchySweaterStyle OversizedHoodieSeason',
    wellness:
      'BeanBagNap BeanBagMeditation BeanBagReadingHour SinkIntoTheBeanBag CozyCornerReset PhoneFreeLounge',
    speed:
      'BeanBagTossRace BeanBagRelay BeanBagFlopAndRise ZipTheBeanBagCover CornholeSpeedRound PillowPlumpSprint',
    music:
      'BeanBagJamSession BeanBagShakerBeat BeanBagAcousticHour SerenadeFromTheBeanBag DIYBeanMaracas LoFiLoungeCover',
    art: 'SewABeanBag BeanBagCoverDesign BeanBagPatchwork BeanBagPortraits CozyCornerStillLife DrawFriendsLounging',
    tech: 'BeanBagPhoneStand BeanBagCameraRest BeanBagProjectorNight BeanBagVRLounge GamingChairVsBeanBag SmartLightCozyNook',
    pet: 'WhoOwnsTheBeanBag BeanBagCatNest BeanBagStolenByDog BeanBagTurfWar PupFlopTest KittyClaimsTheSeat',
    gaming:
      'BeanBagGameMarathon BeanBagCoopNight BeanBagRetroConsole BeanBagVsGamingChair CornholeTourney LoungeLeagueFinals',
  },
  routine: {
    dance:
      'MorningRoutineDance DailyRoutineGroove RoutineWakeUpWiggle RoutineToothbrushBop BreakTheRoutineBoogie BedtimeSlowSway',
    fitness:
      'MorningRoutineStretch DailyStepsRoutine RoutinePushUpStreak RoutineLunchWalk SevenMinuteRoutine EveningMobilityFlow',
    funny:
      'RoutineRealityCheck MorningRoutineParody RoutineLastedOneWeek InfluencerRoutineVsMe DayInMyLifeButReal FiveAMClubFail',
    prank:
      'SwapRoutinesPrank BackwardsRoutineDay RoutineCoffeeReady RoutineLunchboxNote MakeTheirBedSurprise AlarmToneSwitcheroo',
    educational:
      'WhyRoutinesCalmYou RoutineCircadianRhythm RoutineSleepCycles SixtySixDayRoutine HowHabitsForm DopamineStreakLesson',
    cooking:
      'RoutineSundayMealPrep RoutineLunchboxLine RoutineSmoothiePacks ShakeUpYourRoutine OvernightOatsRitual WeeknightSoupRotation',
    travel:
      'RoutineOnVacation RoutineJetLagReset RoutineHotelMorning BreakYourRoutineTrip DayInMyLifeAbroad PackingRoutineRace',
    fashion:
      'RoutineGRWM MorningRoutineFit RoutineCapsuleWeek RoutineSkincareSteps NightBeforeLayout RoutineOOTDPlanner',
    speed:
      'RoutineSpeedrun MorningRoutineInFive RoutineBedToDoorTimer RoutineTidyBlitz BeatYourRoutineRecord TenMinuteResetDash',
    music:
      'MorningRoutineSong DailyRoutineSoundtrack RoutineAlarmRemix RoutineInARhyme WakeUpJingle BrushTeethBeat',
    art: 'RoutineChartGlowUp RoutineDoodleDiary DailyRoutineComic RoutineBulletJournal WeeklyPlannerSpread SketchYourRoutine',
    tech: 'RoutineSmartHome RoutineShortcutBuild RoutineFocusModeSetup AIPlansMyRoutine AlexaRunMyRoutine AutomateMyMorning',
    pet: 'RoutineWithMyDog PetMorningRoutine RoutineCatWakeUpCall RoutineWalkTimeBark PupKnowsTheRoutine DinnerBowlStareDown',
    gaming:
      'RoutineDailyQuest RoutineStreakBonus RoutineXPTracker LevelUpYourRoutine SpeedrunYourDay HabiticaParty',
  },
  'rest stop': {
    dance:
      'StretchAtTheRestStop TruckStopTwoStep RestStopPicnicTableBop RestStopLegShake ParkingLotShimmy RoadTripRobot',
    fitness:
      'RestStopTablePushUps TruckStopStretch RestStopLapJog RestStopLunges CurbHopIntervals StiffLegsRescue',
    funny:
      'RestStopSnackReview RestStopVendingSaga TruckStopGadgetHaul RestStopWeirdSouvenirs WrongExitConfession WhoPickedThisRestStop',
    prank:
      'RestStopSnackSurprise TruckStopTrinketGift RestStopWindshieldNote RestStopBalloonCar DriverSwapDisguise TackiestSouvenirAward',
    educational:
      'WhoInventedRestStops RestStopMapSkills RestStopDrowsyDriving RestStopWildlifeSigns HowVendingMachinesWork StateLineTrivia',
    cooking:
      'RestStopSnackBox RestStopPicnicLunch TruckStopJerkyAtHome CoolerCharcuterie ThermosSoupSupper RestStopCoffeeUpgrade',
    fashion:
      'RestStopComfyFit RestStopSweatsetLook RestStopRunway TruckStopSouvenirTee TruckerCapFiveWays RoadTripHoodieLayer',
    wellness:
      'RestStopStretchBreak TruckStopMindfulMinute SunsetAtTheRestStop RestStopPowerNap TenDeepBreathsRule EyesOffTheRoadReset',
    speed:
      'RestStopBackInCarRace RestStopSnackDash RestStopSeatSwapBlitz TruckStopTenMinutes VendingPickIn5 WindshieldWipeOff',
    music:
      'RestStopRoadTripSong RestStopPicnicJam TruckStopKaraoke HarmonicaHighway RestStopSingAlong ExitNumberChant',
    art: 'RestStopPostcard TruckStopPhotoWalk RestStopWatercolorMini RestStopSignCollage RoadsideMuralHunt SketchEveryStateLine',
    tech: 'RestStopEVChargeTimer RestStopWiFiTest TruckStopGadgetHaul AppFindsBestRestStop DashcamRoadTripReel PortableCarFridgeTrial',
    pet: 'RestStopDogWalk RestStopPupStretch RestStopKittenLeash WaterBowlAtTheRestStop CarsickPetCalm PawPrintsEveryState',
    gaming:
      'RestStopArcadeRun TruckStopClawMachine RestStopUnoRound RestStopTriviaBreak LicensePlateBingo PicnicTableChess',
  },
  'card game': {
    dance:
      'CardGameVictoryDance CardGameDealerStep CardGameFanTwirl WinTheCardGameWiggle JokerShuffle AceOfSpadesStrut',
    fitness:
      'CardGameSuitSquats CardGameDrawAndDo CardGamePlankRound CardGamePenaltyReps AcesHighBurpees JackQueenKingLunges',
    funny:
      'CardGamePokerFace CardGameSoreLoser CardGameTrashTalk MadeUpCardGameRules GrandmaCardShark UnoReverseMoment',
    prank:
      'CardGameMagicTrick CardGameJokerSwap CardGameAllSameDeck FiftyTwoCardPickup AceUpTheSleeve CardGameDominoHouse',
    educational:
      'OldestCardGameEver CardGameProbabilityLab CardGameMentalMath TeachACardGameIn60 HowToShuffleRight WhyHeartsAndSpades',
    cooking:
      'CardGameSuitCookies CardGameNightSnacks CardGameQueenOfTarts JokerCupcakes CardGameSpadeSubs AceOfHeartsPizza',
    travel:
      'CardGameCafeNight CardGameTrainRide CardGameBeachBlanket LearnALocalCardGame CardGameInEveryCountry HostelCommonRoomUno',
    fashion:
      'CardGameHeartsSweater CardGameNightFit CardGameSuitUp CardGameJesterLook QueenOfDiamondsGlam KingOfClubsCrown',
    wellness:
      'CardGameFamilyNight CardGameSolitaireHour CardGameGrandmaRounds SlowCardGameSunday DeckShuffleCalm PhoneFreeRummy',
    speed:
      'PlayTheCardGameSpeed CardGameSlapjackDuel CardGameBlitzRound CardGameInSixty AceHuntSprint DealFiftyTwoDash',
    music:
      'CardGameShuffleBeat CardGameSlapRhythm CardGameNightAnthem CardGameFlutterASMR QueenOfHeartsSingAlong AceOfSpadesCover',
    art: 'CardGameTowerBuild CardGameRoyalSelfie CardGameBoxArt CardGameDeckDoodles RedrawTheJoker PlayingCardCollage',
    tech: 'CardGameAICoach CardGameDealingRobot CardGameAppVsTable CodeACardGame DeckScannerBuild RFIDCardTrick',
    pet: 'CardGameCatSteals CardGameDogDealer CardGameParrotPicks JokerPetCostume CardGameKittenSwipe PuppyUnderTheTable',
  },
  chalkboard: {
    dance:
      'ChalkboardChoreoMap ChalkboardSlideShuffle ChalkDustClapDance BlackboardBoogie ClassroomBellBop TeachMeTheMove',
    fitness:
      'ChalkboardRepTally ChalkboardWODReveal ChalkboardHighReach ChalkUpAndLift WipeTheBoardSquats GymLeaderboardChase',
    funny:
      'NailsOnAChalkboard ChalkboardMovieGenius ChalkboardCafePuns ChalkboardTeacherVoice BlackboardBluffMath WriteLinesLikeBart',
    prank:
      'ChalkboardSecretDoodle SurpriseChalkboardMenu ChalkboardFakeHoliday ChalkPortraitOfThem MirrorWritingNote HiddenSmileyHunt',
    educational:
      'ChalkboardMathTrick ExplainItOnAChalkboard ChalkboardPopQuiz ChalkboardSpellingBee AncientPlanktonChalk BlackboardTimeline',
    cooking:
      'ChalkboardCookies ChalkboardFondantCake ChalkboardBrunchMenu SpecialOfTheDayChalk HomeBistroNight SlateCheeseBoard',
    travel:
      'CafeChalkboardHunt FunniestChalkboardSign ChalkboardMenuCrawl ChalkboardBistroParis SidewalkChalkCityTour OldSchoolhouseVisit',
    fashion:
      'ChalkboardFitRating ChalkboardOOTDPlan DarkAcademiaBlackboard ChalkStripeSuit BackToSchoolLook TeacherWardrobeWeek',
    wellness:
      'GratitudeChalkWall ChalkboardMorningWord ChalkboardCalmDoodle ChalkboardAffirmations FamilyKindnessBoard EraseAWorryDaily',
    speed:
      'ChalkboardEraseRace ChalkboardSketchIn30 ChalkboardMazeDash BlackboardMathDuel AlphabetBoardSpeedrun TimesTableSprint',
    music:
      'ChalkboardTapBeat ChalkboardLyricsReveal ChalkboardChordChart ChalkSqueakRhythm MusicNotesOnTheBoard TeacherRapBattle',
    tech: 'SmartBoardVsChalkboard ChalkboardTimelapseRig ChalkboardPlotterRobot ScanChalkToDigital BlackboardPaintDesk ProjectorTraceMenu',
    pet: 'PetBirthdayChalkboard DogShamingChalkboard GotchaDayChalkboard ChalkboardTrickTally CatWipesTheBoard PawPrintChalkArt',
    gaming:
      'ChalkboardHangman ChalkboardPictionary ChalkboardDungeonMap TicTacToeBlackboard GameNightChalkScores DotsAndBoxesBoard',
  },
  'family reunion': {
    dance:
      'FamilyReunionLineDance FamilyReunionWobble FamilyReunionSoulTrain FamilyCupidShuffle CousinsConga GrandpaTwistLesson',
    fitness:
      'FamilyReunionFunRun FamilyReunionTugOfWar FamilyFieldDay FamilyGenerationsWalk CousinsVolleyballCup AuntVsUnclePlankOff',
    prank:
      'FamilyReunionPhotobomb FamilyReunionFlyIn FamilyLookalikeContest FamilyNameTagMixup MysteryCousinArrives ThrowbackPhotoReveal',
    educational:
      'FamilyReunionAncestry FamilyReunionTreeChart FamilyMigrationMap FamilyStoryTimeline OralHistoryInterview SurnameOriginQuiz',
    cooking:
      'FamilyReunionPotluck FamilyReunionCookout FamilyPieFaceOff FamilyMacAndCheeseWar GrandmasSecretRecipe BrisketPitmasterUncle',
    travel:
      'FamilyReunionRoadTrip FamilyReunionHometown FamilyReunionCruise OldFamilyHouseTour AncestralVillageVisit CousinsCampout',
    fashion:
      'FamilyTeeDesignOff FamilyReunionFitCheck FamilyReunionColorCode FamilyDenimParade GenerationalStyleSwap AllWhitePhotoDay',
    wellness:
      'FamilyReunionGratitude FamilyReunionStories FamilyReunionHugLine GenerationsWalkAndTalk FamilyWisdomCircle ThankAnElderDay',
    speed:
      'FamilyReunionSackRace FamilyReunionRelay FamilyReunionEggToss ThreeLeggedCousins NameThatRelative FamilyHeadcountBlitz',
    music:
      'FamilyReunionSingAlong FamilyTalentShow FamilyReunionAnthem WeAreFamilyCover GenerationsJamSession UncleGuitarSolo',
    art: 'FamilyReunionPhotoWall FamilyReunionQuilt FamilyReunionTreeMural GenerationsCollage HandprintBannerCraft FamilyCaricatureBooth',
    tech: 'FamilyReunionDroneShot FamilyReunionSlideshow FamilyVideoCallIn DigitizeFamilyTapes GroupPhotoTimerHack FamilyChatBotBuild',
    pet: 'FamilyReunionDogPack FamilyReunionPetPhoto FamilyCritterParade KittyHidesFromFamily CousinPupsMeetUp GrandpasOldHoundNap',
    gaming:
      'FamilyReunionTrivia FamilyReunionSpades FamilyReunionDominoes GenerationsGameShow FamilyFeudCousins HorseshoePitFinals',
  },
  grandparents: {
    dance:
      'GrandpaSwingLesson GrandparentsWaltzNight GrandparentsJiveOff GrandmaGotMoves OldSchoolTwistOff FirstSongSlowSway',
    fitness:
      'GrandparentsWalkClub GrandmaAndMeStretch GrandparentsTaiChi GrandparentsPoolLaps CanYouOutwalkGrandpa ChairYogaTogether',
    funny:
      'GrandmaReactsToTrends GrandpaGuessesSlang GrandparentsVsAlexa GrandadJokeMarathon MemesRatedByNana BackInMyDayStories',
    educational:
      'GrandpasHistoryLesson GrandmaTeachesASkill GrandparentsSchoolThen GrandparentsFamilyTree GuessTheOldPrices CursiveWritingClass',
    cooking:
      'GrandmasRecipeRemake GrandpasSundayRoast GrandparentsJamMaking CookWithGrandparents NanasKitchenSecrets HandwrittenCardBake',
    travel:
      'GrandpasHometownTour GrandparentsRoadTrip GrandmasHouseVisit GrandparentsBucketList RevisitTheirHoneymoon ThreeGenerationsHike',
    fashion:
      'GrandparentsFitCheck GrandparentsClosetRaid GrandmasWeddingDress GrandpaSweaterVest VintageHandMeDowns CardiganSwapWithNana',
    wellness:
      'GrandparentsGratitude GrandparentsLifeAdvice GrandparentsGardenHour GrandpaPorchChat SundayWithGrandma LettersToNana',
    speed:
      'GrandparentsPuzzleRace GrandparentsRelay GrandparentsTextSpeed GrandpaDominoesBlitz CrosswordVsGrandma QuiltFoldSprint',
    music:
      'GrandmasFavoriteSong GrandparentsSingAlong GrandparentsVinylNight GrandpaFiddleTunes OldiesDuetWithNana TheirFirstDanceCover',
    art: 'GrandparentsPortrait GrandparentsQuiltCraft GrandmaWatercolorClass RestoreGrandpasPhoto SuperheroGrandparents FamilyTreePainting',
    tech: 'GrandparentsTechHelp GrandparentsVideoCall GrandpaVsSmartSpeaker TeachGrandmaAnApp DigitalFrameSetup ScanOldFamilyPhotos',
    pet: 'GrandparentsMeetMyPet GrandpetsDay GrandmaSpoilsThePup GrandpaCatLapNap SpoiledRottenGrandpup DogWalkWithNana',
    gaming:
      'GrandparentsGameNight GrandparentsTryGaming GrandparentsCribbage GrandpaChessLesson CardsWithGrandma NanaVsMarioKart',
  },
  lullaby: {
    dance:
      'LullabySlowDance LullabyBalletFlow LullabyCradleWaltz TiptoeToTheLullaby RockabyeSway MoonbeamDrift',
    fitness:
      'LullabyYogaFlow LullabyCoolDown LullabyStrollerWalk BedtimeStretchRoutine LullabyBounceSquats RockingChairCrunches',
    funny:
      'LullabyMetalVersion LullabyGoneWrong LullabyForMyPlants DadLullabyAttempt OneMoreLullabyPlease ParentFallsAsleepFirst',
    prank:
      'LullabyAlarmSwap GymSpeakerLullaby LullabyAtTheOffice SingDadALullaby TeenBedtimeSerenade TuckInTheGrownUps',
    educational:
      'LullabyHistoryQuiz LullabiesOfTheWorld LullabyHeartbeatTempo DarkLullabyLyrics WhyLullabiesWork WhyBabiesLoveRocking',
    cooking:
      'LullabyBedtimeSnack LullabyChamomileBrew LullabyHoneyToast TwinkleStarCookies DreamyBananaBread LullabyMoonMilk',
    travel:
      'LullabyRoadTripNap LullabyFlightSleep LullabyHammockBeach CollectLullabiesAbroad StarryNightCampout CabinRainSounds',
    fashion:
      'LullabyPajamaFit LullabyStarPrintPJs LullabyRobeLayers DressedForALullaby CozyBedtimeLook CloudSoftLoungewear',
    wellness:
      'LullabyForGrownUps LullabySleepRoutine LullabyCandleWindDown HummedLullabyBreaths BedtimeHumCalm SelfSerenadeNight',
    speed:
      'DoubleSpeedLullaby LullabyAsleepIn5 LullabyVerseRecall LullabyLyricRace TwinkleStarIn10 HushabyeCountdown',
    art: 'LullabyNurseryArt LullabyStarMobile LullabyStorybookSketch IllustrateALullaby PaintedMoonNightLight CradleSongZine',
    tech: 'LullabyNightLightHack LullabyMusicBoxBuild LullabyVsWhiteNoise AIWritesALullaby StarProjectorDIY SmartCribSpeaker',
    pet: 'LullabyForMyPuppy LullabyKittenSnooze LullabyDogHeadTilt PetNapLullaby SingMyCatToSleep StormNightLullaby',
    gaming:
      'LullabyBossTheme LullabyStealthRun ZeldasLullabyOcarina JigglypuffLullaby TwinkleStarRhythmGame CozySleepyRPG',
  },
  'earth day': {
    dance:
      'EarthDayFlashMob EarthDayTreeSway EarthDaySeedlingRise DanceLikeMotherEarth GoGreenGroove PlanetSpinMoves',
    fitness:
      'EarthDayPlogging EarthDayTreePlanting EarthDayWalkToWork CarFreeEarthDay GoGreenBikeRide ParkCleanupSquats',
    funny:
      'EarthDayTreeVoiceover EarthDayRecyclingFails EarthDayWhichBinDebate PlanetEarthComplains MotherEarthReviewsUs ReusableBagHoarder',
    prank:
      'EarthDaySeedBombGift EarthDayGnomeCrew EarthDayLunchboxNote EarthDayGardenMakeover SecretSaplingDrop ReusableMugAmbush',
    cooking:
      'EarthDayCupcakes EarthDayScrapsPesto EarthDayZeroWasteBake PlanetEarthCakePops GardenToTableLunch VeggiePeelChips',
    travel:
      'EarthDayNationalPark EarthDayBeachCleanup EarthDayEcoLodge SlowTravelEarthDay LeaveNoTraceHike RainforestCanopyVisit',
    fashion:
      'EarthDayThriftFit EarthDayClothingSwap EarthDayMendedJeans EarthDayUpcycledTee SecondhandOnlyWeek VisibleMendingDare',
    wellness:
      'EarthDayNatureWalk EarthDayGratitude EarthDaySitUnderATree GroundedOnEarthDay BarefootGrassBreak SunriseOutdoorPause',
    speed:
      'EarthDayLitterPickup EarthDayRecycleSort EarthDayCompostBlitz BeatTheEarthDayClock PlantTenSeedlingsFast LightsOffCountdown',
    music:
      'MotherEarthRemix EarthDayBottleBand EarthDayRainstickBuild EarthSongCover GoGreenAnthem PlanetLoveBallad',
    art: 'DesignAnEarthDayPoster EarthDayRecycledArt EarthDayBottleCapMural EarthDayNatureMandala LeafPrintCraft CardboardGlobeBuild',
    tech: 'EarthDaySolarProject EarthDayEnergyAudit EarthDayEwasteDrop GoogleEarthTimelapse SmartPlugSavings CarbonFootprintApp',
    pet: 'EarthDayPetWalk EarthDayPuppyTreePlant EarthDayCatGrassPot DogPloggingBuddy EarthDayTugToyDIY BirdBathBuild',
    gaming:
      'EarthDayTrivia EarthDayPhotosynthesis MinecraftEarthDay SaveTheEarthCoOp EcoCityBuilder TerraNilRestoration',
  },
  hairbrush: {
    dance:
      'HairbrushMicDropDance HairbrushMirrorChoreo HairbrushPonytailSwing PopStarWithAHairbrush BrushAndFlipGroove BedroomDivaStrut',
    fitness:
      'HairbrushOneLegBalance HairbrushArmBurn100 HairbrushSquatStrokes MorningBrushStretch HairbrushTricepReach BraidingWallSit',
    prank:
      'GooglyEyeHairbrush HairbrushTinyTwinSwap SurpriseHairbrushNote BedazzledHairbrush CombInEveryPocket MiniHairbrushForDad',
    educational:
      'BoarVsNylonHairbrush HairbrushStaticScience HowToCleanAHairbrush FirstHairbrushEver HairbrushPaddleOrRound DetangleLikeAPro',
    cooking:
      'HairbrushMicChefShow IsItAHairbrushCake HairbrushSingAndBake HairbrushShapedCookies BraidedBreadLoaf WrongBrushBaking',
    travel:
      'HairbrushPackingHack WindyBeachHairbrush ForgotMyHairbrush HairbrushSalonAbroad HairbrushInEveryBag FoldingBrushCarryOn',
    fashion:
      'HairbrushOnlyHairstyle HairbrushSleekPonytail HairbrushBraidCrown PaddleBrushBlowout ScrunchieStackStyle FitCheckWithHairbrush',
    wellness:
      'ScalpMassageHairbrush HairbrushWindDown HairbrushAffirmations HairbrushBondingTime HundredStrokesAtNight BrushAndBreathe',
    speed:
      'HairbrushDetangleRace HairbrushBunIn30 HairbrushDollRelay FastestHairbrushDraw BraidItFast PonytailInFiveSeconds',
    music:
      'HairbrushKaraoke HairbrushPowerBallad HairbrushMicDuet HairbrushBristleStrum SingIntoYourHairbrush MirrorConcertEncore',
    art: 'HairbrushTextureArt HairbrushBristlePrints HairbrushSplatterStars HairbrushGrassStrokes PaintAHairbrush VintageVanityStillLife',
    tech: 'HairbrushVsRealMic SmartHairbrushTest HeatedHairbrushVsIron HairbrushDryerCombo HairbrushStaticSlowMo KaraokeHairbrushBuild',
    pet: 'HairbrushFurTumbleweed HairbrushChinScratch CatVsHairbrush HairbrushLoveOrHate PetBrushingGlowUp DogSheddingSeason',
    gaming:
      'HairbrushCosplayFix HairbrushSalonSim HairbrushKaraokeScore HairbrushRhythmGame BedheadGamerGlowUp CharacterHairCreator',
  },
  payday: {
    dance:
      'PaydayMoneyDance PaydayDepositJig PaydayWalletWiggle OfficeShuffleOnPayday SalarySlipStep MakeItRainMoves',
    fitness:
      'PaydayGroceryCarry PaydayVictoryLap PaydayNewSneakersRun FreeParkWorkout BudgetHomeCircuit PaydayPushUpPact',
    prank:
      'PaydayCoffeeSurprise PaydayTipJarBoost PaydayDonutDrop PaydayPizzaAmbush LunchIsOnMe PayItForwardDriveThru',
    educational:
      'PaydaySavingsSplit PaydayPayslipDecoded PaydayBudgetRule WhereDoesPaydayGo HowInterestGrows EmergencyFundMath',
    cooking:
      'PaydaySteakDinner PaydayFancyBrunch PaydayFeastMode BrokeVsPaydayPlate DayBeforePaydayPantry SplurgeIngredientTest',
    travel:
      'PaydayWeekendGetaway PaydayMuseumHop PaydayMysteryDrive SpendPaydayAbroad BudgetDayTrip SpontaneousTrainRide',
    fashion:
      'PaydayHaul PaydayFitCheck PaydayShoeUpgrade ThriftedOnPayday TreatYourselfLook SplurgeOrSaveStyling',
    wellness:
      'PaydayTreatYourself PaydayBudgetCalm PaydayMoneyDate GratefulOnPayday NoSpendWeekendReset BillsPaidExhale',
    speed:
      'PaydayShoppingSprint PaydayBillsSpeedRun PaydayReceiptSortDash PaydayBeatTheClock FastestBudgetPlan CoinJarCountTimer',
    music:
      'PaydayAnthem PaydayFunkJam PaydayPowerBallad ItsPaydayRemix CashRegisterBeat ClinkingCoinsLoop',
    art: 'PaydayMoodComic PaydayPiggyBankPaint PaydayEnvelopeArt DrawYourDreamPurchase SavingsTrackerColoring PaydayVisionBoard',
    tech: 'PaydaySpreadsheet PaydayAutoSave PaydayRoundUpHack CodeAPaydayCountdown AIRoastsMySpending SubscriptionAuditBot',
    pet: 'PaydayPetTreats PaydaySpoilsTheDog PaydayCatTowerUpgrade PaydayGroomerVisit PawsForPayday PupBirthdayBox',
    gaming:
      'PaydayBoardGame PaydaySeasonPass PaydayArcadeRun BrokeGamerChallenge FreeToPlayWeek PaydayLootSpree',
  },
  'fortune cookie': {
    dance:
      'FortuneCookieFreestyle FortuneCookieCrackStep DanceYourFortune LuckyFortuneGroove PaperSlipShimmy FortuneCookieConga',
    fitness:
      'FortuneCookieCircuit FortuneCookiePlank FortuneTellsTheReps SweatYourFortune LuckyNumberBurpees RandomMoveJar',
    funny:
      'FortuneCookieComeTrue WorstFortuneEver OscarWorthyFortune EmptyFortuneCookie OverthinkingMyFortune FortuneVsMyLife',
    educational:
      'HowFortuneCookiesFold JapanInventedFortunes LearnMandarinFortunes FortuneNumbersMath WhoWritesTheFortunes ProbabilityOfLuck',
    cooking:
      'HomemadeFortuneCookies GiantFortuneCookie FortuneCookieSundae FortuneCookieChocoDip WriteYourOwnFortunes TakeoutNightFakeaway',
    travel:
      'FortuneCookieFactory FortuneCookieChinatown LetFortunePickTheTrip FollowYourFortuneDay LuckyDestinationDraw FortuneCookieCityHop',
    fashion:
      'FortunePicksMyFit FortuneCookieCharmDIY DressForYourFortune GoodFortuneGlam LuckyColorOutfit RedAndGoldStyling',
    wellness:
      'FortuneAffirmations FortuneCookieIntention FortuneCookieGratitude DailyFortuneJournal KindnessFortuneCookie PositiveNoteJar',
    speed:
      'FortuneCookieFoldRace FortuneCookieTower CrackTenFortunesFast FortuneFlipCountdown LuckyNumberQuickMath OpenFortunesInSixty',
    music:
      'SingYourFortuneCookie LuckyFortuneJingle FortuneCookieRapVerse FortuneCookieOpera FortuneTellerBlues CrunchCrackleBeat',
    art: 'FortuneCookieClay PaperFortuneCookies FeltFortuneCraft DrawYourFortune FortuneCookieCollage FortuneSlipCalligraphy',
    tech: 'CodeAFortuneCookie FortuneCookieAIWriter FortuneCookieQRLink FortuneCookieBot ThermalPrinterFortunes LaserEtchedFortunes',
    pet: 'FortuneCookieCatPicks DogPredictsMyFortune ParrotPullsAFortune HamsterFortuneTeller PawsAndFortunes KittenFortuneFetch',
    gaming:
      'FortuneCookieDares FortuneCookieCharades FortuneCookieTrivia WheelOfFortuneNight FortuneQuestRPG MahjongTileShowdown',
  },
  braid: {
    dance:
      'BraidSwingDance BraidWhipChoreo BraidHeadTossStep CrownBraidCurtsy PigtailBounce HairFlipFreestyle',
    fitness:
      'DoesMyBraidSurviveHIIT BraidBoxingRounds BraidSwimLaps BraidsStayInBurpees FishtailYogaFlow GymReadyPlaits',
    funny:
      'BraidByMyDad BraidBlindfolded BraidWithMittens BraidOneHanded TheBraidThatWasnt GrandpaLearnsPlaits',
    prank:
      'BraidTwinDay BraidWhileTheyNap BraidGiantYarnWig BraidRibbonsOnTheBike SurpriseFishtail SneakyPlaitMakeover',
    educational:
      'BraidMath HowBraidsHold BraidsAcrossCultures BraidRopeEngineering WhyThreeStrandsWork CornrowHeritage',
    cooking:
      'BraidedCinnamonLoaf BraidChallahBake BraidPretzelTwist HolidayBraidWreath FishtailPastry TwistedGarlicKnots',
    travel:
      'BraidsAroundTheWorld BeachBraidDiary BraidFestivalCampout GetBraidedInBali BraidsForTheFlight HairSalonAbroad',
    wellness:
      'BraidingMeditation BraidNightRoutine BraidYourWorriesAway BraidScalpCare BreatheInBraidOut SiblingHairBonding',
    speed:
      'BraidSpeedrun BraidIn30Seconds BraidBlitzRelay DutchBraidDuel CrownBraidCountdown FishtailRace',
    music:
      'BraidToTheBeat BraidLofiSession BraidAndSing OneSongPerBraid FishtailFlowTune PlaitAlongBallad',
    art: 'BraidSketchChallenge BraidedBraceletCraft BraidPaperWeaving DrawTheDutchBraid FishtailYarnArt ChallahStillLife',
    tech: 'BraidTimelapse AutoBraiderVsHands BraidPOVCamera BraidingRobotBuild AIBraidTutor HairToolShowdown',
    pet: 'BraidedTugToyDIY BraidYourOwnLeash PetSupervisesBraiding FishtailFeatherWand CatVsBraidTassel PonyTailRibbons',
    gaming:
      'GameCharacterBraids BraidingMinigame PixelBraidDesign BraidCosplayWig LaraCroftBraid ElfWarriorPlaits',
  },
};
