import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'field trip': {
    dance:
      'FieldTripBusBop PermissionSlipShuffle FieldTripFlashMob CongaLineFieldTrip FieldTripDanceOff FieldTripStatueFreeze FieldTripGroupGroove FieldTripSeatShimmy',
    fitness:
      'FieldTripStepCount FieldTripHike SquatAtEveryStop BuddySystemBurpees FieldTripBusStretch FieldTripParkRelay FieldTripLungeWalk FieldTripJumpingJacks',
    prank:
      'SurpriseFieldTrip HideADinoOnFieldTrip FieldTripMysteryStop FieldTripFakeMustaches PermissionSlipToMars NoteInTheSackLunch FieldTripSillySouvenir FieldTripStickerSneak',
    cooking:
      'FieldTripSackLunch FieldTripOrchardPie FieldTripFruitKebabs FieldTripTrailMix BrownBagBakeOff PBAndJOnTheBus FieldTripBentoPack FieldTripPicnicWraps',
    travel:
      'AdultFieldTrip AquariumFieldTrip FieldTripByTrain HowItsMadeFieldTrip FieldTripPlanetarium NoPermissionSlipNeeded FieldTripZooRevisit FieldTripLibraryVisit',
    fashion:
      'FieldTripFitCheck FieldTripMatchingTees RecreateFieldTripPhoto RainyFieldTripLayers FieldTripComfySneakers NameTagNecklace FieldTripBucketHat FieldTripBackpackStyle',
    wellness:
      'FieldTripForOne NoPhoneFieldTrip ForestFieldTrip MindfulFieldTrip RecessForGrownUps CloudSpottingBreak FieldTripQuietBench FieldTripGratitudeCard',
    speed:
      'FieldTripHeadcountBlitz FieldTripFastestLineUp FindYourFieldTripBuddy FieldTripScavengerHunt BeatTheBusBack MuseumInAMinute FieldTripPhotoSprint FieldTripPackingRace',
    music:
      'FieldTripSingInRounds RecorderFieldTripTune FieldTripRapRecap FieldTripDrumCircle WheelsOnTheBusRemix BackSeatBandJam FieldTripSoundWalk FieldTripKazooChoir',
    tech: 'FieldTripAudioGuideApp FieldTripVlog AIPlansMyFieldTrip FieldTripPinEveryStop FieldTripTimelapse FieldTripSlideshow FieldTripQRScavenger FieldTripPodcastRecap',
    pet: 'CatsFirstFieldTrip HappyVetFieldTrip PuppyPicksTheFieldTrip FieldTripForFido PawmissionSlip FieldTripDogHike FieldTripRecapForMyPet FieldTripToThePetStore',
    gaming:
      'FieldTripBingo FieldTripSideQuest FieldTripSpotItGame FieldTripWouldYouRather ISpyOnTheBus TwentyQuestionsTour FieldTripCharades FieldTripTrivia',
    art: 'FieldTripSketchbook FieldTripLeafRubbing FieldTripStatueDrawing PaintYourFieldTrip FieldTripPhotoWalk CopyAMasterpiece FieldTripPostcardDraw FieldTripClayMemento',
  },
  'hair salon': {
    dance:
      'HairSalonChairSpin BlowoutHairFlip HairSalonCapeTwirl SudsyShimmy HairSalonDryerDisco HairdresserHustle MirrorHairSalonMoves HairSalonCurlerBop',
    fitness:
      'BlowDryArmBurn SweepUpSquats HairdresserStretch HairSalonJumpingJacks HairSalonPostureCheck HairSalonWristRolls HairSalonCalfRaises HairSalonWallSits',
    funny:
      'JustATrimPanic HairSalonSmallTalk HairSalonFakeSmile HairSalonBangsRegret HairSalonPhotoVsReality HairdresserTherapy DadAtTheHairSalon GrandmaHairSalonReview',
    prank:
      'HairSalonFakeBigChop HairSalonBaldCapReveal HairSalonBuzzCutFilter HairdresserForADay WigSwitcheroo PamperAmbush PretendMulletHairSalon HairSalonRainbowClipIns',
    educational:
      'HowHairDyeWorks BarberPoleMeaning HairSalonLingoQuiz GuessTheHairSalonTool HairSalonScissorTypes HairSalonColorTheory HairSalonShampooFacts HairSalonCurlScience',
    cooking:
      'PackAHairdresserLunch HairSalonCurlyFries HairSalonTeaTray HairSalonCupcakeCurls HairSalonSnackCart HairSalonScissorCookies HairSalonMacarons HairSalonBraidedLoaf',
    wellness:
      'HairSalonScalpMassage WarmTowelRitual SalonDayReset HairSalonMirrorPepTalk HairSalonQuietChair HairSalonDeepCondition SundayHairSalonSpa ThankYourHairdresser',
    speed:
      'HairSalonBraidSpeedrun HairSalonUpdoBlitz HairSalonSweepDash BeatTheBlowDryer HairSalonPonytailRace CurlersIn30Seconds HairdresserStopwatch HairSalonMessyBunRush',
    music:
      'ScissorSnipBeat HairSalonDryerRemix HairSalonBrushMicDuet CombTeethStrum HairSalonKaraoke HairdresserSingAlong HairSalonClipClapSong HairSalonRapBattle',
    tech: 'HairSalonVisitIn60Sec HairSalonBookingBot AIPicksMyHaircut HairSalonTransitionEdit HairSalonExitSlowMo HairSalonFaceFilterTest VirtualHairSalonTryOn HairSalonChairPOV',
    pet: 'HairSalonForMyDog FluffyBlowoutPooch HairSalonPuppyCombOut HairSalonKittyBrush HairdresserForMyCat PawdicureDay DoggoHairSalonSpa HairSalonPetPortrait',
    gaming:
      'HairSalonTycoon HairSalonRoleplay HairSalonCharades HairSalonGuessTheStyle BarberShopPuzzle HairSalonSpeedrun PixelHairSalonGame HairSalonMemoryMatch',
    art: 'DrawYourDreamHairSalon HairColorSwatchArt HairSalonPortrait HairSalonLogoDesign HairdresserSketchbook HairSalonForDolls ChalkHairSalonSign PaintedHairSalonMirror',
  },
  mechanic: {
    dance:
      'MechanicToolboxShuffle MechanicWrenchDance GarageMechanicGroove MechanicalMoonwalk GreaseLightning MechanicSpannerSpin MechanicTwistAndShout MechanicRobotDance',
    fitness:
      'MechanicCarWashCardio MechanicGripStrength MechanicToolboxCarry MechanicTireRollRelay MechanicSitUps ElbowGreaseCircuit MechanicSquatAndReach MechanicJumpingJacks',
    prank:
      'BlinkerFluidMechanic MechanicGooglyEyedCar MechanicWrenchCookies MechanicThankYouBanner MechanicPlushHelper MechanicBalloonTrunk MechanicStickyNoteWrap MechanicGloveboxTreat',
    cooking:
      'MechanicToolboxCake MechanicShopChiliPot MechanicGearCookies CookiesForYourMechanic NutsAndBoltsTrailMix MechanicDonutWheels MechanicLunchPailPrep MechanicWrenchBrownies',
    fashion:
      'MechanicCoverallsFit MechanicNamePatchDIY MechanicBandanaStyle DressLikeAMechanic GreaseStainedDenim WorkwearWednesday MechanicCleanUpGlam MechanicWorkBootsLook',
    speed:
      'MechanicPartsQuizBlitz MechanicSocketSortDash MechanicWiperSwap BeatTheMechanicsTime MechanicBikeChainRace MechanicWrenchSizeGuess MechanicNutAndBoltRace MechanicToolboxTidyTimer',
    music:
      'MechanicWrenchBeat MechanicSpannerXylophone MechanicEngineRevRemix HubcapMechanicDrums RatchetClickSolo GreasedLightningCover MechanicShopKaraoke MechanicWhistleSong',
    tech: 'WhatsThatNoiseMechanic MechanicPhoneTorchTrick MechanicTireCheckHack AIMechanicDiagnosis LearnItFromAMechanic DecodeTheDashLights MechanicFixInTimelapse MechanicHowToIn60',
    pet: 'MechanicDogGateRepair MechanicPupCopilot MechanicCheckForKitties MechanicCatFlapInstall MechanicLeashRackDIY MechanicScratchPostBuild MechanicPetBedMakeover MechanicSqueakyToyFix',
    gaming:
      'MechanicCarPartsBingo MechanicKartCustomizer MechanicGearPuzzle MechanicSoundCharades NameThatMechanicTool PitStopPerfection MechanicTriviaNight MechanicMemoryMatch',
    wellness:
      'MechanicHandCare MechanicSundayProject ThankYourMechanic MechanicFixOneThingDay MechanicTinkerHour MechanicTeaPause MechanicSelfTuneUp MechanicStretchBreak',
  },
  rooster: {
    fitness:
      'RoosterStrutLunges RoosterWakeUpBurpees RoosterWingFlaps UpWithTheRoosterRun RoosterDawnHIIT CrowAndGoCardio RoosterBalanceHold RoosterHighKnees',
    prank:
      'RoosterAlarmSwap RoosterDoorbellSound PlushRoosterInTheBed RoosterCostumeWakeUp FlockOfFakeRoosters SurpriseCrowSoundtrack RoosterMaskPhotobomb RoosterStickerSneak',
    cooking:
      'FlipARoosterPancake RoosterShapedBread RoosterCrowBreakfast RoosterCornbread CrackOfDawnEggs RoosterWakeUpWaffles RoosterFruitPlatter RoosterOmeletArt',
    tech: 'RoosterCrowDecibels RoosterAlarmApp RoosterFilterSelfie AutoTuneTheRooster RoosterRingtoneMaker TranslateMyRooster RoosterSoundboard RoosterSlowMoFlap',
    pet: 'PetHearsARooster KittyVsToyRooster RoosterTreatTrick RoosterDogFriendship RoosterCornScatter RubberChickenFetch RoosterMeetsTheBunny RoosterPlushTugRope',
    gaming:
      'RoosterCrowMusicalChairs RoosterCallContest PlushRoosterHideAndSeek BarnyardGameNight RuleTheRoostTourney RoosterBeanBagToss RoosterSoundCharades RoosterWakeUpTag',
    educational:
      'WhyRoostersCrow RoosterOrHenQuiz HowRoostersTellTime RoosterCombDecoder RoosterZodiacFacts ChickenOrEggDebate DinosaurToRooster RoosterFeatherID',
    travel:
      'SayGoodMorningToARooster CountTheRoostersRoadTrip CountyFairRoosterShow RoosterFarmStay WakeUpInTheCountry RoosterSpottingHike RoosterWeathervaneHunt RoosterPettingZooVisit',
    speed:
      'BeatTheRoosterUp RoosterDrawIn60 RoosterCrowCountdown RoosterChoresSpeedrun BarnyardRelay EggHuntBeforeDawn RoosterAlarmDash RoosterCornScoopRace',
    wellness:
      'RiseWithTheRooster RoosterSunriseStretch RoosterEarlyBedtime NoSnoozeRooster DawnGratitudeWalk RoosterCoffeeOnThePorch RoosterMorningJournal RoosterSlowBreakfast',
  },
  summer: {
    prank:
      'SummerSprinklerAmbush WaterBalloonSummerWar SummerPopsicleDelivery SummerFrozenTShirt IceCreamTruckJingle SummerFlipFlopSwap SummerFakeSnowDay SummerShellNoteHunt',
    cooking:
      'SummerPopsicleLab SummerLemonadeStand SummerBerryShortcake PeachSummerCobbler SolarOvenSmores WatermelonCarveOff SummerNoBakeCheesecake SummerFruitSaladBar',
    travel:
      'SummerRoadTrip SummerBucketList HiddenSummerBeach SummerFestivalHop SummerHometownTourist SummerSplashParkTour SummerFarmersMarket SummerTrainDayOut',
    tech: 'SummerSunsetWallpaper SummerPlaylistByAI SummerDIYFanBuild UnderwaterSummerCam BeatTheHeatHack SummerSolsticeTimeLapse SummerSlowMoSplash SummerPhotoDumpEdit',
    gaming:
      'SummerGamingMarathon SummerCampTrivia SummerVideoGameCup PorchSummerChess SummerCaptureTheFlag SummerPoolsideCards SummerDiceTourney SummerWaterBalloonTag',
    fashion:
      'SummerFitCheck SummerTenPieceWardrobe SummerSunHatDIY OneSundressAllSummer LinenOrNothing FlipFlopFashionShow SummerSwapMeet SummerBraceletStack',
    music:
      'SummerAnthemCover SummerUkuleleStrum SummerPorchConcert SongOfTheSummer BoysOfSummerRemix SummerPicnicSingAlong GuessTheSummerHit SummerWhistleTune',
  },
  sailboat: {
    dance:
      'SailboatSway SailboatSpinMove SailboatDeckShuffle SailboatBeachTwist WindInTheSails SeaShantyStomp SailboatSailorJig SailboatWaveWiggle',
    fitness:
      'SailboatPlankHold SailboatArmCircles SailboatRopePull SailboatRowAshore AllHandsOnDeckHIIT HeaveHoSquats SailboatCrewCircuit SailboatBalanceYoga',
    prank:
      'PaperSailboatNote SailboatInTheirCoffee SailboatDeskFlotilla SailboatPicnicAmbush BathtubSailboatFleet MessageInASailboat SailboatCupcakeArmada SailboatsInTheSink',
    educational:
      'HowSailboatsTack SailboatKeelBalance SailboatWindDirection WhySailboatsDontTip SailingKnotsQuiz PortOrStarboard SailboatUpwindMystery SailboatBuoyancyLab',
    cooking:
      'WatermelonSailboats SailboatDeviledEggs SailboatSnackBoard SailboatCheeseSails SailboatSandwiches SailboatPizzaSlices SailboatFruitCups SailboatPancakeArt',
    wellness:
      'SailboatSunsetCalm SailboatSlowDrift SailboatWaveSounds SailboatGratitudeLog WindAndWaterReset BreatheWithTheTide DaydreamOnASailboat SailboatJournalPrompt',
    speed:
      'SailboatCorkRace SailboatKnotTimer SailboatBuildIn30 SailboatBlowAcrossTub PaperSailboatSprint RegattaRush SailboatFoldBlitz SailboatStrawDash',
    music:
      'SailboatShantyCover SailboatYachtRockSet SailboatRowingSong SailboatDeckJam SailAwaySingAlong WellermanRelay KazooOnASailboat SailboatBedtimeHum',
    tech: 'SailboatSunsetTimelapse SailboatBathtubSlowMo DesignASailboatInAnApp PaperSailboatStopMotion SailboatWindForecastTest SailboatPanoramaPic SailboatGPSDoodle SailboatOceanGreenScreen',
    pet: 'SailboatPupCaptain SailboatCatCrew SailboatLookoutDog ToySailboatChase PetLifeJacketPose FirstMateFido PawsAboardTheSailboat SailboatPetBed',
    fashion:
      'SailboatStripesLook SailboatDeckShoeRestyle SailboatFitCheck SailboatWindbreaker SailboatLinenShirt CoastalGrandpaStyle DressForTheSailboat SailboatNavyKnit',
    gaming:
      'SailboatIslandQuest SailboatStormSurvival SailboatTreasureRoute SailboatPirateHideAndSeek SailboatSpotterBingo SailboatGridBattle BlowYourSailboatHome SailboatCaptainSays',
  },
  treehouse: {
    fitness:
      'TreehouseLadderClimb TreehouseRopeHang PullUpsAtTheTreehouse TreehouseLawnYoga LumberjackLunges SwingAndSquat TreehouseBucketHoist TreehouseBackyardPlank',
    funny:
      'TreehouseClubRules NoAdultsInTheTreehouse TreehouseRealtorTour SquirrelLandlord TreehouseNeighborDrama PasswordPlease TreehouseDadCantFit TreehouseSecretHandshake',
    prank:
      'TreehousePassword TreehouseFakeSnackHoist TreehouseKeepOutSign WalkieTalkieTreehouse TreehouseSecretMailbox MysteryBasketDrop TreehouseGooglyEyes TreehouseTeddyTenants',
    educational:
      'TreehouseEngineering HowTreehousesStayUp TreehouseLoadMath BiggestTreehouseQuiz TreehouseSafetyCheck PickTheRightTree TreehouseKnotSchool TreehouseLeafIdentify',
    travel:
      'TreehouseGlampingTrip TreehouseCampoutDare TreehouseAtThePlayground FindATreehouseInTown TreehouseHotelTour TreehouseWoodsHike TreehouseDayAtGrandmas TreehouseCafeVisit',
    wellness:
      'TreehouseReadingNook TreehouseBirdwatching MeditateInATreehouse TreehouseNapHammock CanopyCalm TreehouseDaydreamDoodles TreehouseJournalHour TreehouseRainListening',
    music:
      'TreehouseConcert TreehouseWindChimes BirdsongTreehouseJam UkuleleInTheTreehouse TreehouseStickDrums RockTheCanopy TreehouseAcornShakers TreehouseWhistleCalls',
    tech: 'TreehouseWalkieTalkie TreehouseStopMotion TreehouseDayToNight TinCanTreehousePhone WiFiInTheWoods AIDesignsMyTreehouse TreehouseSecurityCam Treehouse3DModel',
    pet: 'TreehouseForCats TreehouseKittenLookout HamsterTreehouseBuild BirdFeederTreehouse PurrchWithAView DogGuardsTheFort TreehouseSquirrelWatch TreehouseBunnyHutch',
    gaming:
      'TreehouseRiddleQuest TreehouseBoardGames TreehouseSurvivalBuild TreehouseDominoRally TreehouseCardNight TreehouseHideAndSeek TreehouseCheckersMatch TreehouseTreasureMap',
  },
  cooking: {
    fitness:
      'CookAndCrunch CookingCastIronCurls CookingBreakWallSit CookingTimerHIIT StirAndSquat PushUpsAfterCooking CookingLungeAndLadle CookingGroceryCarry',
    prank:
      'CookingFancyMenuCard DessertFirstDinner CookEverythingBlue CookingBurntToastDecoy FakeTakeoutCooking CookedByTheDog CookingGooglyEyes CookingIllusionCake',
    fashion:
      'CookingApronFit CookingInPajamas CookingOutfitOfTheDay CookingTeeMatchesDish SauceProofOutfit CookingDinnerPartyLook CookingBandanaStyle CookingChefHatDIY',
    speed:
      'BeatTheTimerDinner CookingEggCrackRace CookingSpiceRackSort FifteenMinuteCookOff CookingGroceryListBlitz PantryRaidRush CookingOneTrayDash CookingSaladSpinnerRace',
  },
  hanger: {
    dance:
      'HangerPartnerWaltz HangerShoulderShimmy ClosetHangerGroove HangerLimboLine WireHangerWiggle SwingYourHanger HangerHipHop HangerRobotMoves',
    fitness:
      'HangerOverheadStretch HangerArmCircles HangerBundleCurls LungeForTheHanger HangInThereHold FoldSquatRepeat HangerPlankReach HangerJumpingJacks',
    prank:
      'HangerRainbowReorder SurpriseHangerNotes HangerGooglyFaces OneSockPerHanger HangerChainReaction HangerUpsideDownCloset BackwardsHangerSwap HangerTagCompliments',
    educational:
      'HangerBalanceScience WhoInventedTheHanger WoodVsPlasticHangers WhyHangersLeaveBumps HowMuchCanAHangerHold HangerHeadTurnScience HangerMaterialsQuiz HangerCenterOfGravity',
    cooking:
      'PastaDryingHanger HangerHerbBundles HangerEmergencyNoodles DryChilesOnAHanger HangerPopcornRescue HangerChipClipHack HangerQuickQuesadilla FixMyHangerSnack',
    wellness:
      'ReverseHangerDeclutter HangerClosetReset FreeAHangerFriday EmptyHangerGratitude TomorrowOnAHanger RainbowHangerCalm HangerLetGoOfThree HangerDonationDrive',
    music:
      'HangerBellTrick HangerWindChime HangerTriangleSolo HangerRailRhythm ClinkClankHangers BeatboxWithHangers HangerHarp HangerXylophone',
    tech: 'HangerPhoneStand HangerAntennaHack CableOrganizerHanger HangerSteamerShowdown HangerHeadphoneHook AppPicksFromMyHangers HangerTabletHolder CoatHangerSelfieStick',
    gaming:
      'HangerRingToss HangerBalanceGame HangerTowerStack HangerFishingContest WinTheHangerWar LastHangerStanding HangerLimbo HangerCarnivalNight',
  },
  apron: {
    fitness:
      'ApronFlourSackCarry ApronWallSits KneadThenSquat ApronToeTouchTie BakersPlankHold ApronKitchenCircuit ApronUpBurpees ApronMixingBowlPress',
    prank:
      'ApronPocketSurprise ApronRubberChicken ApronSloganSwap TinyApronForDad GooglyEyeApron KitchenNoteTrail ApronStickerSneak ApronHiddenCompliment',
    educational:
      'ApronBestStainRemover WhoWoreApronsFirst TieAnApronThreeWays WhyChefsWearWhites ApronFabricShowdown ApronsAroundTheWorld GuessTheApronEra HowDirtyIsYourApron',
    wellness:
      'ApronOnPhoneOff SlowBakeTherapy ApronSundayRitual ApronGardenHarvest KneadYourStress ApronTeaAndScones ApronCookiesForANeighbor ApronQuietCookingHour',
    music:
      'ApronSpoonBand ApronKaraokeNight KazooInMyApronPocket WhistleWhileYouBake ApronPotLidCymbals SpatulaSymphony ApronStirAndSing ApronWhiskShaker',
    pet: 'ApronDogBiscuitBake ApronCatSupervisor ApronOnPupcakeDay ApronPocketTreatTrick ApronKittyNapCorner KitchenMatSitStay ApronTugOfWar ApronLeaveItLesson',
    gaming:
      'ApronsUpCookOff ApronChefCharades ApronOrderRushScore ApronPantryBingo ApronMysteryIngredient ApronBakeryTycoon ApronRecipeMemoryGame ApronBlindTasteQuiz',
    art: 'HandprintApronGift DoodleAllOverMyApron PaintYourOwnApron ApronTieDye ApronSloganLettering VeggieStampApron ApronFabricMarkerArt ApronStencilPrint',
  },
  tea: {
    fashion:
      'AfternoonTeaLook TeaDressTwirl TeaRoomPearls SuitUpForHighTea PinkyUpFitCheck MadHatterTeaParty TeacupPrintOutfit TeaFloralHatStyle',
    music:
      'KettleWhistleRemix TeacupClinkBeat TeaSpoonXylophone LittleTeapotCover SpillTheTeaRap TeaForTwoDuet TeaTimeLullaby TeaGlassWaterNotes',
    art: 'TeaBagArt TeaDyedPaper TeaLeafCollage PaintWithTea PortraitInTea TeacupStillLife TeaStainMap PaintATeapot',
    tech: 'TeaSwirlTimeLapse AIBlendsMyTea TeaTemperatureTest TeaBrewTimerApp SlowMoTeaPour TeaLeavesUnfurlUpClose TeaColorPickerMatch TeaStopMotionSteep',
    pet: 'PetTeaParty TeaTimeWithMyCat TeaTowelPupBed TeaKittenSnuggle PawsForTea PuppyAtTheTeaTable TeaBunnyGardenPicnic TeaAndDogCuddles',
    prank:
      'TeaBagTagNote TeaTrayBreakfastSurprise TeaMugMessage TeacupCakeTrick ServeTeaLikeAButler StuffedAnimalTeaTime FakeTeaLeafReading TeaCozyOnEverything',
  },
  tie: {
    prank:
      'TieGooglyEyes DadTieArtGallery SillyTieSwitcheroo MatchingTiesAmbush BowTiesOnEverything TieReplacedWithASock WorstTieWins TieOnTheTeddyBear',
    cooking:
      'BowTiePastaBake FathersDayTieCake TieShapedCookies NecktiePancakes BlackTieBrunch SuitUpSandwiches LicoriceTieCupcakes NecktieFruitPlatter',
    travel:
      'TieCityPhotoWalk TieRollPackingHack TieSelfieAtLandmarks ThriftATieInEveryTown TheTackiestTieSouvenir BowtieSightseeingDay WearATieToTheBeach TieUpForTheMuseum',
    music:
      'NecktieAirGuitar TieLoveSongCover BowTieBarbershop TieAKnotToTheBeat BlackTieBigBand NecktieKaraokeNight TieSwingCrooner TieLipSyncDuet',
    pet: 'TiePrintDogBed TieFridayPuppyWalk TuxedoCatPhotoshoot TiePlushFetch TieBoxKittenHideout TieDrawerCatNapSpot TieDoodleOnPetPhoto TieBlanketForBunny',
  },
  recess: {
    dance:
      'RecessDanceOff RecessHandClapDance SwingSetSway RecessHopscotchShuffle MonkeyBarMoonwalk RecessMacarena RecessCongaLine RecessLimbo',
    wellness:
      'RecessForAdults TenMinuteRecess PlaygroundSwingCalm RecessBrainBreak RecessSkyGazing PlayLikeItsRecess RecessPowerNap RecessBubbleBlowing',
    tech: 'RecessStepCounter RecessTimelapse RecessRecapReel RecessSlowMoSlideCam RecessBellRingtone RecessOverVideoCall CodeARecessGame RecessPhotoScavenger',
    gaming:
      'FourSquareTournament RecessJacksShowdown RecessDodgeballDuel RecessCaptureTheFlag RecessBoardGameBreak RecessMarblesChamp RecessRockPaperScissors RecessKickTheCan',
    prank:
      'RecessAtTheOffice RecessBellAtWork RecessLetterFromPrincipal PlaygroundChalkNote SurpriseRecessBreak RecessBubbleAmbush RecessStickerSneak RecessHopscotchHallway',
    educational:
      'RecessSlidePhysics RecessGamesWorldwide SwingPendulumLesson RecessMultiplicationTag RecessShadowClock RecessRulesQuiz RecessThenAndNow RecessBugHunt',
  },
  diner: {
    fitness:
      'ShortStackSquats DinerPancakeJog DinerStoolCoreTwist BikeToTheDiner DinerDashCircuit DinerCoffeeMugCurls DinerBoothDips DinerTrayBalance',
    educational:
      'DinerLingoQuiz WhyPancakesRise DinerTrainCarHistory DinerTipMath HowJukeboxesWork DinerMilkshakeScience DinerCoffeeChemistry DinerInterviewAWaiter',
    cooking:
      'DinerMilkshakeAtHome SmashBurgerNight DinerPattyMelt ShortStackShowdown DinerHashBrownFlip DinerGrilledCheese DinerDenverOmelet ChiliFriesDinerStyle',
    fashion:
      'DinerRetroFit PoodleSkirtStyle RolledCuffDenim DinerRollerSkateOutfit ServeLooksAtTheDiner DinerCatEyeGlam DinerLetterJacket DinerDateNightDress',
    speed:
      'RealLifeDinerDash DinerPancakeFlipRace OrderUpSpeedRound NoNotepadChallenge DinerEggCrackClock DinerMenuMemoryRace DinerTrayRelay DinerBurgerStackOff',
    gaming:
      'DinerSugarPacketStack DinerCrayonTicTacToe RetroDinerPinball PegPuzzleChallenge DinerPlaceMatGames DinerBoothTriviaDuel GuessTheDinerBill DinerCharades',
    prank:
      'DinerTipSurprise DinerOrderPadBreakfast DinerJukeboxDedication DinerMenuAtHome KitchenTurnedDiner ReceiptKindNote DinerMileLongBill DinerMugMessage',
    pet: 'DinerPatioPup DoggyDinerMenu CatInTheDinerBooth DinerWhippedCreamCup RingTheDinerBell PetPicksTheSpecial DinerKibblePlatter DinerDogBiscuitOrder',
  },
  electrician: {
    prank:
      'ElectricianStickerSneak ElectricianThankYouCard ElectricianHatSwap ElectricianGooglyEyes ElectricianLightBulbNote ElectricianFakeWireMess ElectricianDecoySwitch ElectricianRainbowLamps',
    educational:
      'ElectricianCircuitQuiz DayInTheLifeElectrician AskAnElectrician ElectricianMythBusting ElectricianPotatoBattery ElectricianColorCodeGame ElectricianSafetyTips ElectricianHazardHunt',
    travel:
      'ElectricianCityLightsWalk ElectricianWindFarmVisit ElectricianRoadTripKit ElectricianNeonSignHunt ElectricianVanTour ElectricianOutletScout ElectricianMuseumDayOut ElectricianLanternCampout',
    pet: 'ElectricianPupHelper ElectricianKittenBoss ElectricianPetSafeCords ElectricianPlushBuddy ElectricianMeetsTheDog ElectricianChewProofing ElectricianPawPrintArt ElectricianCatInspector',
    gaming:
      'ElectricianCircuitMaze ElectricianTriviaDuel ElectricianDiceRace NameThatElectricianTool ElectricianBuzzWireGame LightsOutPuzzle ElectricianEscapeRoom ElectricianCharades',
    tech: 'ElectricianPhoneLightShow ElectricianVideoCallHelp AIElectricianHelper ElectricianSmartPlugTest ElectricianVsWifiRouter ElectricianCircuitApp ElectricianCableTidyHack ElectricianChargerQuiz',
  },
  duck: {
    educational:
      'DuckFloatTestInATub DucklingsFollowTheLeader DucksSleepWithOneEyeOpen DuckFeathersStayDry NameThatDuck WhyDuckFeetDontFreeze BreadIsBadForDucks DuckSpotterQuiz',
    fashion:
      'DuckYellowFitCheck DuckBootStyling DressLikeADuck RubberDuckHairClips DuckPatchJacket DuckWaddleRunway RainyDayDuckOutfit DuckPrintSocks',
    tech: 'RubberDuckStopMotion DuckPondTimelapse DuckQuackRingtone DuckTakeoffInSlowMo NameThatDuckApp PutADuckFilterOnIt DuckSoundboardRemix AutotuneADuck',
    gaming:
      'DuckHuntHighScore DuckRaceInTheTub HookADuck DuckPondArcade DuckHideAndSeek DuckGameNight RubberDuckRingToss DuckBingoAtThePark',
  },
  fall: {
    prank:
      'FallLeafPileSurprise FallGooglyEyeGourds FallAcornInTheShoe FallMapleMessage AutumnConfettiToss FallTreatPorchDrop FallFakeSpiderLeaves FallPumpkinFaceSwap',
    cooking:
      'FallSoupSwap FallCiderDonuts FallCaramelPopcorn FallPumpkinSpiceMuffins FallApplePieFaceOff FallBakeOff CozyFallChiliNight FallRoastedSquash',
    speed:
      'FallRakeRace FallAppleStackRace CatchAFallingLeaf FallAcornScoopDash FallPumpkinRollRelay FallGourdBowling FallColorSortShowdown FallLayersOnIn60',
    music:
      'FallAcousticCover FallLeafCrunchBeat FallPorchJam FallSweaterWeatherSong AutumnLeavesSingAlong FallHarvestMoonSong FallKazooHoedown FallRainyDayPlaylist',
    gaming:
      'FallLeafPileHideAndSeek FallAcornCornhole CozyFallFarmSim FallScarecrowFreezeTag FallCornMazeRace AutumnBoardGameBash FallHarvestScavengerHunt FallBingoWalk',
    art: 'FallLeafCollage FallPineconeOwls PaintAFallTree FallAcornCapCharms AutumnInThreeColors FallFoliagePhotoHunt FallMapleGarland FallWreathFromTwigs',
  },
  kayaking: {
    dance:
      'KayakLifeJacketShimmy KayakingHipHop KayakingSplashStep KayakingPaddleSway KayakRowYourBoatDance DocksideDanceOff AirKayakingShuffle KayakingVictoryDance',
    funny:
      'KayakExitStruggle TandemCanoeChaos KayakingEntryAttempts KayakingWetSocks KayakingFirstTimeFaces KayakingSpiderStowaway LivingRoomKayaking KayakingSportscaster',
    prank:
      'KayakBirthdaySurprise KayakingStickerSneak CanoeBowBalloons KayakingDuckInvasion GooglyEyedKayaking WakeUpItsLakeDay KayakPirateFlagSurprise KayakingPlushPassenger',
    educational:
      'WhyKayaksFloat BuildAModelKayak KayakingSafetyQuiz KayakingWildlifeID KayakPaddleBasics KayakReadTheRiver CanoeingVsKayaking KayakLifeJacketSizing',
    cooking:
      'KayakBananaBoats KayakingTrailMix KayakSnackBarBake KayakingDryBagWraps PaddlersPicnic KayakShoreLunchCookOff PostKayakingPancakes KayakingBentoBox',
    fashion:
      'KayakingFitCheck CanoeDayLayering KayakSunHatTest KayakNeonLayers KayakSplashProofOutfit KayakDryBagMatch DockToDinnerKayaking KayakingRainJacket',
    pet: 'KayakingWithMyDog KayakLifeJacketFit KayakingCardboardCatBed KayakDogDockPractice KayakingTreatOnShore KayakingBeachSniffWalk KayakingPlushFetch KayakingPetPOV',
    gaming:
      'KayakingWildlifeBingo CanoePirateQuest KayakSpotTheDuckGame KayakingTriviaOnTheDock KayakLakeScavengerHunt KayakingGoFish KayakingISpy KayakingCaptureFlag',
  },
  hammock: {
    fitness:
      'StretchLikeAHammock HammockSideLunges HammockGroundPushUps HammockCrunchTime EarnYourHammock DeadHangDare HammockPlankHold HammockLegRaises',
    prank:
      'HammockRoomService HammockLemonadeDelivery HammockBubbleWrapPop WhoIsInMyHammock HammockBalloonCanopy HammockStarStickers HammockPlushieSquad HammockBeachBallPile',
    educational:
      'HowHammocksBalance HammockCenterOfGravity HammockHangAngleMath HammocksAtSea HammockKnotQuiz HammockSafeTreeCheck HammockWeightTest HammockWeavingPatterns',
    cooking:
      'OneHandHammockSnacks HammockNoBakeBites WatermelonSlushies LazyDayLemonade HammockMocktailMix HammockPicnicBasket HammockTropicalSkewers HammockFruitPopsicles',
    travel:
      'HammockWithAView HangAHammockAtThePark CampingInAHammock HammockInMyBackpack HammockHopping HammockForestSiesta HammockBeachHunt HammockBackyardGetaway',
    tech: 'HammockTimelapseSunset HammockMovieNightSetup HammockSolarLights HammockFlipFailSlowMo HammockSkyMapStargaze HammockSelfieTimer HammockSpeakerPlaylist HammockAudiobookHour',
    pet: 'HammockCatNap HammockBunnyLounge PetHammockBed WhoOwnsTheHammock PupsFirstHammock SnuggleSwingSiesta ChairHammockKitty HammockDoggoDaydream',
    gaming:
      'HammockISpyChallenge HammockCardGameDuel HammockWouldYouRather HammockHandheldHour HammockStoryDice HammockBeanBagToss HammockChessMatch HammockTwentyQuestions',
    fashion:
      'LinenInTheHammock HammockKaftanFlow HammockAnkletStack HammockReadyFit HammockPhotoshootLook SunhatAndHammock HammockCoverUp HammockPajamaLounge',
  },
  chopsticks: {
    funny:
      'JelloWithChopsticks ChopsticksForPizza ChopstickNewbieVsPro NoodleSlurpStandoff SoupWithChopsticks ChopstickFirstTryFail CerealWithChopsticks ChopstickPeaPanic',
    prank:
      'OnlyChopsticksLeft ChopsticksGluedTogether GiantChopsticksDinner ChopsticksInPencilCup KidChopsticksForDad TinyChopsticksTakeout ChopstickSpaghettiNight ChopsticksForIceCream',
    educational:
      'HowToHoldChopsticks ChopstickLeverScience ChopstickLengthByCountry ChopstickEtiquetteQuiz SpotTheChopstickStyle ChopstickBridgeTest ChopstickPracticeDrill ChopstickFactOrFake',
    wellness:
      'ChopsticksSlowEating MindfulChopstickBite LeftHandChopsticks OneGrainChopsticks CozyNoodleNight MisoSoupWindDown ChopsticksNoPhoneMeal ChopstickBreakfastPause',
    art: 'PaintWithChopsticks ChopstickPuppetShow ChopstickCalligraphy TallestChopstickTower ChopstickPictureFrame ChopstickStampPrints ChopstickDotMandala ChopstickRaftModel',
    pet: 'ChopstickFeatherWand ChopstickTargetTrick ChopstickTreatPuzzle KittenVsChopsticks TakeoutBoxCatNap MyPetStaresAtChopsticks KibbleByChopsticks ChopstickHamsterLadder',
    gaming:
      'ChopsticksFingerDuel ChopsticksCheckers ChopstickSteadyHandGame StackItWithChopsticks MoveMarblesWithChopsticks ChopstickHockey BlindChopstickBattle ChopstickBeanBingo',
    travel:
      'NightMarketChopsticks ChopstickRamenCrawl ChopstickTakeoutPicnic ChopsticksOnlyTrip StreetNoodleTour ChopsticksDimSumBrunch ChopsticksAtEveryStop ChopsticksInMyCarryOn',
  },
  'hot chocolate': {
    funny:
      'HotChocolateMustache HotChocolateSnobReview CocoaMarshmallowRatio TooHotChocolateFace HotChocolateGlassesFog ImpatientFirstSip HotChocolateCommercial HotChocolateSockPuppet',
    prank:
      'HotChocolateSecretNote DoorstepHotChocolate SnowDayCocoaBar WakeUpToHotChocolate MarshmallowSmileyMug HotChocolateGooglyEyes HotChocolateDollCup HotChocolateSurpriseTray',
    educational:
      'BeanToHotChocolate WhyMarshmallowsFloat AztecHotChocolate HotChocolateCupScience HotChocolateVsCocoa HotChocolateMilkVsWater HotChocolateTempTest HotChocolateWorldTour',
    fashion:
      'HotChocolateCozyFit CocoaBrownMonochrome MatchYourHotChocolate HotChocolateSkiLodgeLook SweaterWeatherSips MarshmallowPuffer HotChocolateScarfTie HotChocolateMittenStyle',
    wellness:
      'HotChocolateSlowSip HotChocolateForANeighbor CozyCocoaEvening HotChocolateJournal HotChocolateMugHug HotChocolateBlanketHour HotChocolateStorytime HotChocolateWindowWatch',
    music:
      'HotChocolateSongCover HotChocolateJingle FireplaceCocoaJam HotChocolateSingAlong HotChocolateSpoonChime HotChocolateLullaby HotChocolateCarols HotChocolateAcousticSet',
    art: 'HotChocolateLatteArt PaintAHotChocolateMug CocoaDustStencil MarshmallowSnowman WhippedCreamPortrait HotChocolateFoamFaces HotChocolateWatercolor HotChocolateStillLife',
    tech: 'CocoaCamPortraitMode HotChocolateMeltTimelapse HotChocolateSlowMoPour AIHotChocolateRecipe HotChocolateStopMotion HotChocolateTempCheck HotChocolateMacroSteam HotChocolatePhotoEdit',
    gaming:
      'LoserMakesHotChocolate MarshmallowPowerUp HotChocolateChessDuel CocoaCupPong HotChocolateCharades HotChocolateBoardGames HotChocolateCardNight HotChocolatePuzzleParty',
    fitness:
      'RunForHotChocolate HotChocolateEarnedIt HotChocolateMugCurls CocoaCardio ShovelThenSip HotChocolateSledSprints HotChocolateWallSit HotChocolateSnowmanSquats',
  },
  cafeteria: {
    prank:
      'CafeteriaKindNotes LunchroomGooglyEyes CafeteriaTrayArtSurprise CafeteriaMilkCartonFaces LunchroomJokeNapkins CafeteriaHighFiveLine CafeteriaLunchSwapBluff CafeteriaFortuneCookies',
    educational:
      'LunchroomNutritionQuiz CafeteriaLeftoversCount CafeteriaPortionMath SchoolLunchesAbroad WhyTotsGetCrispy TrueOrFalseCafeteria CafeteriaFoodGroupsGame CafeteriaCompostLesson',
    travel:
      'CafeteriaOnAFieldTrip CampusDiningCrawl SchoolLunchesWorldwide CafeteriaRoadTripStop MuseumCafeteriaRanking CafeteriaAtTheAirport RateEveryCafeteria CafeteriaAtTheZoo',
    music:
      'CafeteriaCupSong LunchroomTrayDrums CafeteriaTableBeatbox LunchBellRemix CafeteriaRapBattle CafeteriaMenuSong SerenadeTheCafeteria CafeteriaKazooChoir',
    tech: 'LunchroomRushTimelapse CafeteriaTrayStopMotion VoteOnTheCafeteriaMenu RateMySchoolLunchApp CafeteriaWaitTimeHack CafeteriaWasteTracker CafeteriaLunchGlowUp CafeteriaQRCodeOrder',
  },
  'food truck': {
    dance:
      'FoodTruckLineDance FoodTruckTacoTwoStep FoodTruckConga FoodTruckWindowWiggle OrderUpFoodTruckShuffle FoodTruckSpatulaSalsa FoodTruckHappyDance SizzleShimmyFoodTruck',
    prank:
      'FoodTruckMiniatureMeal FoodTruckWindowPuppet FoodTruckHomeDriveThru FoodTruckBurgerCakeTrick FoodTruckDessertTacoSwap FoodTruckSoldOutFridge FoodTruckJingleFakeout FoodTruckMenuDoodle',
    fashion:
      'FoodTruckQueueOutfit FoodTruckFitCheck FoodTruckDateNightLook FoodTruckChefCosplay FoodTruckTruckerHatDIY DressLikeTheMenu ApronUpFoodTruck FoodTruckMerchDesign',
    speed:
      'FoodTruckLunchRush FoodTruckMenuMemoryDash FoodTruckSetupRace FoodTruckBurritoRollOff OrderUpCountdown FoodTruckNapkinFoldBlitz FoodTruckFastestFlip BeatTheFoodTruckLine',
    art: 'DesignYourFoodTruck FoodTruckMural FoodTruckSketchWalk FoodTruckChalkMenu CardboardTruckCraft FoodTruckLogoDoodle FoodTruckClayMini FoodTruckWatercolor',
    tech: 'FoodTruckMapHunt FoodTruckMealPhotoShoot AINamesMyFoodTruck FoodTruckReviewsVsReality TapToPayTacos FoodTruckMenuMakeover FoodTruckSlowMoFlip VlogYourFoodTruck',
    pet: 'CatRunsAFoodTruck FoodTruckDogMeetup FoodTruckPuppyQueue FoodTruckPupCupReview PetTreatTruckHunt FoodTruckPlushFetch BuildABunnyFoodTruck SitStayFoodTruck',
    educational:
      'DesignAFoodTruckKitchen PriceYourFoodTruckMenu HowFoodTrucksWork AskAFoodTruckChef FoodTrucksThenVsNow FoodTruckHygieneQuiz GuessTheFoodTruckCuisine MapYourTownsFoodTrucks',
    gaming:
      'FoodTruckMenuBingo FoodTruckGuessThePrice FoodTruckCharades FoodTruckTwentyQuestions FoodTruckBlindTasteTest FoodTruckOrderMemory PretendFoodTruck FoodTruckTrivia',
  },
  carpenter: {
    educational:
      'NameThatCarpenterTool CarpenterRulerTricks CarpenterLevelBubbleTest HowCarpentersJoinPlanks CarpenterWoodGuess WhyBoardsWarp CarpenterAngleMath CarpenterGlueVsScrew',
    cooking:
      'GingerbreadCarpentry CarpenterToolboxCake CarpenterPretzelCabin MeasureTwiceBakeOnce CarpenterHammerCookies LunchboxForACarpenter CarpenterSandwichStack CarpenterWaferHouse',
    fashion:
      'BaggyCarpenterJeans CarpenterToolBeltLook CarpenterFlannelLayers CarpenterApronDIY DressLikeACarpenter CarpenterOveralls CarpenterCanvasJacket CarpenterWorkBootStyle',
    music:
      'CarpenterToolboxDrums CarpenterRulerTwang CarpenterWoodblockJam HammerTimeRemix SawdustSymphony CarpenterShopBeat CarpenterPlankXylophone CarpenterWorkSong',
  },
  goose: {
    funny:
      'GooseSecurityGuard GooseVsMailman GooseWaddleCommentary WhenAGooseSpotsYou SillyGooseSkit GooseHonkImpression GooseNarratesMyDay ChasedByAGoose',
    prank:
      'WildGooseChaseHunt GooseHonkAlarm GoslingPlushInTheBed RubberGooseCameo GooseStickerSneak GooseFeatherInTheirHat DecoyGooseStaredown GooseStatueEverywhere',
    educational:
      'WhyGeeseFlyInAV GooseMigrationMiles GoslingsFollowMom GooseTeethTruth GooseOrSwanQuiz GooseHonkTranslator MotherGooseRhymeMeaning GooseFeatherWaterTest',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings GooseParkPicnic WildGooseChaseTrip FollowTheVFormation GooseCountAtTheLake GooseNatureReserveVisit',
    fashion:
      'GooseThemedPajamas GoosePrintScarf GoslingYellowFit GooseCardiganThrift SillyGooseSweater GooseDownGlam GooseFeatherHat GooseBowtieDIY',
    art: 'SketchASillyGoose GoosePondWatercolor GoslingFeltCraft GooseOrigami GooseHandprintArt GooseVFormationPaint PaperPlateGoose GooseClayFigure',
    tech: 'GooseMigrationTracker GooseFilterSelfie GoslingSlowMo GooseHonkSoundApp AIGooseTranslator TrackTheVFormation GooseTimelapse GooseGreenScreen',
    cooking:
      'GooseFaceCookies GoslingLemonCupcakes GooseMeringueBirds HonkingGooseBento SillyGooseSandwich GooseGoldenEggBrunch GooseberryCrumble GoosePancakeStack',
    gaming:
      'GooseDiceRace SillyGooseShowdown GooseCircleChase GooseWaddleTag GooseHonkBattle GeeseFollowTheLeader GoldenGooseHunt MotherGooseRiddles',
  },
  confetti: {
    fitness:
      'ConfettiCleanUpSquats ConfettiJumpingJacks EarnTheConfetti ConfettiFinishLineRun ConfettiPersonalBest PopperPlankParty RepsThenConfetti ConfettiBurpeeBurst',
    travel:
      'ConfettiParade NewYearConfettiDrop ConfettiTownFestival ConfettiAtTheFair CatchTheConfetti ConfettiStreetParty ConfettiWelcomeHome ConfettiCarnivalWeekend',
    speed:
      'ConfettiCleanUpRace ConfettiCountdown ConfettiScoopSprint StreamerConfettiBlitz CatchConfettiInACup PickUpEveryPiece ConfettiSortByColor ConfettiStrawBlowRelay',
    music:
      'ConfettiBeatDrop ConfettiPartyAnthem ConfettiKazooFanfare ConfettiDrumroll CelebrationCover PopperPercussion ConfettiOnTheChorus ConfettiShakerBottle',
    art: 'ConfettiCollage HolePunchConfettiArt ConfettiEggSurprise ConfettiDotPainting ConfettiSelfPortrait PaperConfettiBouquet ConfettiSuncatcher ConfettiGreetingCard',
    pet: 'ConfettiPetBandana ConfettiThemedTreatBox ConfettiAdoptionDay ConfettiPawBannerCraft PawtyTime ConfettiColorSnuffleMat ConfettiPrintDogBed ConfettiBackdropPortrait',
    gaming:
      'ConfettiOnEveryWin ConfettiGameNight VictoryConfettiPop CheckmateConfetti ConfettiLevelUp ConfettiForTheChampion ConfettiForHighScores ConfettiColorHunt',
  },
  patio: {
    dance:
      'PatioSalsaNight AlFrescoGroove PatioLanternSlowSway PatioDiscoBall PatioSwingDance DeckChairChoreo ShuffleOnThePatio PatioCongaLine',
    prank:
      'PatioFlamingoFlock FairyLightThePatio PatioPinwheelGarden PatioSprinklerSurprise BreakfastOnTheirPatio GnomeInvasion PatioBubbleAmbush PatioChalkLoveNote',
    cooking:
      'PatioPizzaNight PatioSkewerParty PatioIcedTeaBar PatioTacoFeast DinnerUnderTheStars SundayBrunchAlFresco SmoresOnThePatio PatioLemonadeStand',
    travel:
      'PatioCafeCrawl PatioLunchDate PatioGardenCenterTrip FirstPatioDayOut BestPatioInTown PatioWithAView SunsetPatioScout PatioBreakfastHop',
    fashion:
      'PatioLinenLayers GardenDinnerDress PatioPartyFitCheck PatioOutfitRunway PatioStrawHatStyle PatioSundayBest PatioSandalShowdown PatioSunglassesLook',
    wellness:
      'PatioMorningCoffee PatioBirdsongBreak CandlelitEveningCalm SunsetOnThePatio PhoneFreePatioHour PatioBookNook RainOnThePatio PatioSunStretch',
    tech: 'PatioSolarLanterns PatioMistingFan PatioSpeakerSetup SmartStringLights PatioPlaylistBattle PatioWifiBoost TimelapseThePatio PatioBirdFeederCam',
    pet: 'PatioCatNap PetSunbathSpot PatioBirdWatchKitty HotPatioPawCheck PatioPuppyPlaypen PatioBubbleChase DogDaysOnThePatio PatioBunnyGrassBox',
    gaming:
      'PatioCornholeTourney PatioBlockTower PatioDominoesMatch PatioCardShowdown AlFrescoGameNight PatioCheckersDuel PatioTicTacToe PatioBocceBattle',
  },
  monday: {
    prank:
      'MondayAlarmSongSwap MondayDonutDrop MondayBalloonDesk MondayRenamedFriday MondayStickyNotePepTalk MondayComplimentJar MondayRedCarpet MondayGooglyEyeMug',
    fashion:
      'MondayFitCheck MondayPowerOutfit BrightMondayLook OfficeSneakerMonday MondayBlazerUpgrade DressLikeItsFriday MondayMonochrome MondayHatDay',
    tech: 'MondayDeskSetup MondayHomeScreenReset AutomateYourMonday InboxZeroMonday AIPlansMyMonday MondayFocusTimer MondayPhotoBackup MondayTypingTest',
    pet: 'MondayCatVsAlarm MondayPuppyStretch WhoHatesMondayMore MondayKittenKeyboard MyDogsMondayFace MondayCatFlop MondayPupWakeUpCall MondayBunnyBreakfast',
    gaming:
      'MondayPuzzleStreak MondayWordSearchDuel MondayChessBlitz BeatTheMondayBoss SpeedrunYourMonday LunchBreakLevelUp SideQuestMonday MondayCardGameNight',
    travel:
      'MondayMicroAdventure MondayLunchWalk MondaySunriseSpot NewPlaceEveryMonday MysteryMondayTrip CommuteTheLongWay MondayLibraryVisit MondayDetourStroll',
  },
  doorbell: {
    prank:
      'DoorbellCamCostume DoorbellSoundSwap DoorbellGooglyEyes WaveToTheDoorbell DoorbellWelcomeSign PorchSurpriseParade DoorbellJokeOfTheDay DoorbellGiantBoxReveal',
    cooking:
      'DoorbellWelcomeMuffins DoorbellPizzaNight BakeAndRingTheDoorbell BeatTheDoorbellDinner DingDongCupcakes PorchPicnicDelivery DoorbellNeighborPieSwap DoorbellShapedCookies',
    travel:
      'DoorbellPhotoWalk DoorbellKnockerSafari DoorbellsOfMyTown DoorbellMuseumVisit FanciestDoorbellHunt VintageDoorbellHunt SpotTheOddestDoorbells HolidayHomeDoorbellTour',
    art: 'DoorbellNameplateArt DoorbellButtonMosaic HouseNumberDoorbell DoorWreathCraft DoorbellChalkArt PrettiestPorchDoorbell SketchYourDoorbell DoorbellStickerMakeover',
    tech: 'VideoDoorbellSetup DoorbellNightVision DoorbellBatteryHack DoorbellRingtoneSwap AIGuessesWhoRang DoorbellChimeRemix DoorbellDayInTimelapse DoorbellAlertsOnMyPhone',
    gaming:
      'DoorbellGuessWhoGame DoorbellDeliveryBingo DoorbellRuinsMyLevel DoorbellMusicalChairs PauseForThePizza DoorbellRageQuit RockPaperDoorbell DoorbellStatueTag',
  },
  fork: {
    dance:
      'ForkAndSpoonTango ForkTapShuffle ForkMicFreestyle SpaghettiForkSpin ForkFoodieFootwork ForkAndKnifeDuet SaladForkSalsa ForkConductorSway',
    fashion:
      'ForkBraceletDIY ForkHairPin ForkPendantNecklace PrintATeeWithAFork ForkAndSpoonFitCheck ForkAndKnifeEarrings ForkBeltBuckleLook ForkRingUpcycle',
    wellness:
      'ForkRestBetweenBites PutYourForkDown TasteEachForkful ForkGardenSoilTherapy ForkSlowLunchDate ChewTwentyTimes ForkPauseAndBreathe ForkOtherHandDinner',
  },
  coffee: {
    prank:
      'LatteArtMessage CoffeeCupGooglyEyes WakeUpToCoffee FakeCoffeeSpill CoffeeMugMakeover CoffeeStickyNoteSmile CoffeeBreakfastInBed CoffeeSleeveComicStrip',
    educational:
      'HowCoffeeWakesYou CoffeeBeanToCup EspressoVsDrip LightOrDarkRoastQuiz WhenCoffeeWearsOff CoffeeDiscoveryLegend WhereCoffeeGrows CoffeeGrindSizeTest',
    pet: 'CoffeeDateWithMyDog CoffeeAndCatNaps CoffeeShopPatioPup PetJoinsMyCoffeeRun CozyCoffeeKitty CoffeeDoggoOfTheDay WalkiesForLattes CoffeeCupCatToy',
  },
  belt: {
    fitness:
      'BeltYogaStrapStretch BeltShoulderOpener BeltResistanceRows BeltTugOfWar BuckleUpBurpees OneNotchAtATime BeltBandCurls BeltToeTouch',
    prank:
      'BeltSwappedForSuspenders BeltOnBackwards BeltRibbonSwap BeltHiddenInTheFreezer BeltStickerSneak BeltGooglyEyeBuckle BeltWrestlingIntroForMom BeltMadeOfCandy',
    tech: 'BeltClipPhoneCase BeltBagTechKit BeltCableOrganizer WaistHighBeltCam BeltHoleMeasureHack BeltGadgetHolster BeltSlithersStopMotion BeltStepTracker',
  },
  'school bus': {
    cooking:
      'BakeASchoolBusCake SchoolBusBentoBox GrahamCrackerSchoolBus SchoolBusSandwichArt SchoolBusSugarCookies YellowBusBrownies SchoolBusFruitSnack SchoolBusPancakes',
    art: 'CardboardSchoolBus ClaySchoolBus SchoolBusDriverCard BrickSchoolBusBuild YellowBusBlindDraw SchoolBusTinyHomeSketch SchoolBusWindowFaces EggCartonSchoolBus',
    tech: 'SchoolBusTrackerApp SchoolBusRideTimelapse AIPlansSchoolBusRoute ToySchoolBusStopMotion NeverMissTheSchoolBus SchoolBusArrivalAlert SchoolBusDigitalDoodle SchoolBusToSpaceEdit',
    prank:
      'SchoolBusCostumeWave SchoolBusDadDanceSendOff SchoolBusStopBalloons SchoolBusCheerTunnel SchoolBusBubbleGoodbye SillyHatCommute SchoolBusWindowMessage SchoolBusSuperheroCape',
    fitness:
      'SchoolBusStopSquats WalkTheSchoolBusRoute SchoolBusLengthSprints SchoolBusCalfRaises SchoolBusBackpackBurpees RecessReps SchoolBusStepCount SchoolBusJumpingJacks',
  },
  'coffee shop': {
    fashion:
      'CoffeeShopFitCheck CafeDateOutfit MochaMonochrome DressLikeYourCoffee CoffeeCapsuleCloset LatteLayersLook CoffeeShopCozyCardigan CoffeeShopBeretStyle',
    pet: 'CoffeeShopHeadTilt CatCafeVisit CoffeeShopDogDate WindowSeatSnooze CoffeeRunWalkies CoffeeShopPetPortrait CoffeeShopMannersPup CoffeeShopPlushFetch',
    prank:
      'CoffeeShopPayItForward CoffeeShopTipJarNote ComplimentOnTheCup CoffeeShopHomeLatteArt CoffeeShopStickerSneak CoffeeShopInTheKitchen CafeDrawingForBarista CoffeeShopSmileyNapkins',
    cooking:
      'HomemadeLatteArt CoffeeShopIcedMocha CoffeeShopBananaBread CopycatCafeOrder SkipTheCoffeeShop ColdBrewShowdown CoffeeShopScones CafeCroissantSandwich',
  },
  gardening: {
    prank:
      'GardenGnomeOnTheMove GardeningGooglyEyes GardeningGiantVeggieSwap GardenRubberWormSurprise GardeningPlantPunSigns GardenPlasticFlowerBed GardenTalkingScarecrow GardeningSeedPacketSwap',
    educational:
      'GardeningSoilTest GardeningMoonMyth CompanionGardeningQuiz PollinatorGardenCount WormCompostGardening GardeningPlantBuddies GardeningSunlightScience GardeningSeedSavingDemo',
    travel:
      'GardeningFarmVisit FrontGardenStreetTour MeetTheGardenerNextDoor CommunityGardeningHop GardenOpenDayTrip GardenPicnicUnderTheTree GardeningVillageStroll GardeningNurseryOuting',
    art: 'GardenWatercolor GardenerSketchbook PaintedGardeningPots PressedFlowerArt PaintYourGardenLive GardeningPhotoDiary GardeningLeafRubbings GardeningClayMarkers',
    pet: 'GardeningWithMyDog GardeningCatnipPatch KittenGardenerBoss PuppyDigsAlong WhoDugThisHole PetSafeGardening GardeningPupPortrait GardeningBunnyLettuce',
    gaming:
      'GardenBugBingo GardenScavengerHunt ISpyInTheGarden GardenGuessTheSeed GardenObstacleCourse GardenTradingCards GardenMemoryMatch GardeningTriviaRound',
    tech: 'GardenTimelapse GardenWaterReminderHack GardenRainGaugeCheck AIGardeningAdvice GardenGrowthStopMotion GardenGlowUpBeforeAfter GardeningAppPlantID GardeningPhoneMacroBugs',
  },
  turkey: {
    prank:
      'IsItTurkeyOrCake TurkeyPlaceCardSwap GobbleAlarmClock TurkeyHatSurprise WishboneDoubleTrick HandTurkeyNoteDrop TurkeyFeatherGooglyEyes TurkeyCostumeAtTheDoor',
    tech: 'TurkeyOvenTimelapse TurkeyDayGroupChatPoll AIThanksgivingPlanner TurkeyVideoCallFeast GobbleSoundboard TurkeyThermometerTest TurkeyPlateStopMotion TurkeyDigitalPlaceCards',
    gaming:
      'TurkeyBowlingNight TurkeyTriviaShowdown TurkeyDayBingo TurkeyFeastFootball AfterDinnerCharades GobbleBoardGame TurkeyWishboneDuel TurkeyFeatherHunt',
    pet: 'TurkeyDayPetGratitude GobbleSoundReaction TurkeyPlushFetch TurkeyDayPuppyEyes TurkeyPawPrintPlaceCard TurkeyTrotWithMyDog TurkeyKittenCuddleNap TurkeyPlainBitesForPup',
  },
  winter: {
    prank:
      'WinterSnowmanSurprise WinterCocoaDoorstep WinterGooglyEyeIcicles ArmyOfWinterSnowmen FrostyTheDoorman WarmedUpMittens WinterWindshieldHeart WinterSockSnowballAmbush',
    wellness:
      'CozyWinterRitual WinterSunriseWalk WinterBlanketReading WinterHibernationMode SlowSnowfallBreathing WinterHotTeaHour WinterGratitudeJar WinterSoupAndSlippers',
    music:
      'WinterSleighBellJam WinterBootCrunchBeat WinterSnowfallLullaby WinterKazooSymphony LetItGoSingOff FrostyTheSnowmanRap WinterMittenPiano WinterCarolHarmony',
    tech: 'WinterBatteryDrainTest WinterTouchscreenGlove WinterTimelapseSnow WinterSnowfallSlowMo WinterSnowflakeMacro FrozenPhoneFix WinterForecastFaceOff WinterPhotoSlideshow',
    pet: 'WinterPawBalmTime WinterSnowZoomies KittensFirstWinter PuppyCatchesSnowflakes WinterWindowWatchCat DogBootsDebut WinterCoatCheck WinterBunnyCozyHutch',
  },
  'black friday': {
    dance:
      'BlackFridayCartShuffle BlackFridayAisleDance BlackFridayLivingRoomRave BlackFridayCheckoutBop BlackFridayReceiptTwirl BlackFridaySignShimmy BlackFridayBagSwing BlackFridayBargainJig',
    travel:
      'BlackFridayShopLocal BlackFridayMallWalk BlackFridayMarketHop BlackFridayParkHike BlackFridayLightsTour BlackFridayTouristAtHome BlackFridayDayTrip BlackFridaySmallTownCrawl',
    fashion:
      'BlackFridayHaul BlackFridayTryOn OneDealFiveOutfits BlackFridayBudgetOutfit BlackFridayCoatRunway BlackFridayThriftFlip RateMyBlackFridayFind BlackFridayComfyFitCheck',
    speed:
      'BlackFridayBoxFoldDash BlackFridayWrapRace BlackFridayCartIn60 BlackFridayListSprint BlackFridayPriceBlitz BlackFridayBagRelay BlackFridayBargainHunt BlackFridayUnboxingRush',
  },
  ferry: {
    educational:
      'FerryPortVsStarboard FerryFindNorth WhyFerriesDontSink FerryKnotQuiz FerryNauticalFlags FerryMapTheRoute HowTidesMoveTheFerry FerrySafetyBriefing',
    tech: 'FerryRouteTracker FerryCrossingTimelapse FerryWakeSlowMo FerryHyperlapse FerryGPSSpeedLog FerryDayVlog FerryPanoramaPhoto FerryTideAppCheck',
    pet: 'FerryDogDeckDay FerryPetLifeJacket PupMeetsASeagull FerryCatCarrierCalm FerryPuppyFirstBoat FerryPetTravelKit FerryWindyEarsCam FerrySnackBreakBuddy',
    prank:
      'FerryIslandDaySurprise FerryPostcardSneak SeagullPlushPhotobomb FerryBinocularsNote FerryTreasureMap WaveFromTheDeck FerryTicketRiddle FerrySouvenirSwap',
    art: 'FerryWakePhotos FerryDeckSketch SeagullWatercolor FerryHarborPainting FerryLighthouseDrawing PaintTheSkyline FerryTicketCollage FerryPostcardDoodles',
    gaming:
      'FerryCaptainSim FerryIslandHopGame FerryParkingPuzzle FerrySeaBattleDuel FerryCardsOnBoard FerryTriviaRace FerryTravelBingo FerryCharadesRound',
  },
  tuesday: {
    dance:
      'TuesdayTwoStep TacoTuesdayShuffle TuesdayHallwayJive SalsaTuesday TuesdayDanceBreak TuesdayTurnUp TangoTuesday TuesdayDiscoKitchen',
    educational:
      'TuesdayScienceDemo TuesdayNameOrigin TuesdayTacoFactOrFake TuesdayTriviaQuiz TwosdayMathFacts TeachMeTuesday WhyVoteOnTuesday TuesdayMicroLecture',
    travel:
      'TuesdayFreeMuseumVisit TuesdayFoodTruckCrawl MidweekCityBreak TacoTuesdayTour TouristOnATuesday TuesdayBusToSomewhereNew TinyTripTuesday TuesdayNeighborhoodWalk',
    speed:
      'TuesdayTriviaSpeedRound TuesdayTwoMinuteTidy MidweekMealPrepDash TacoTuesdayBuildRace TuesdayLaundryBlitz TuesdayDishesStopwatch TongueTwisterTuesday TuesdayTimeTrial',
    art: 'TacoTuesdayDoodle TuesdaySketchDaily TuesdayAirDryClayNight TuesdayStillLife TuesdayCollageCorner TwoToneTuesday ThreeColorTuesday TinyCanvasTuesday',
    tech: 'TuesdayUpdateYourPhone TuesdayAppTryout TuesdayVoiceCommandDare TidyYourDesktopTuesday TuesdayCodingHour TinyFixTuesday ShortcutTuesday TuesdayPasswordCheck',
    gaming:
      'TuesdayGoFishShowdown MidweekKartCup TuesdayChessDuel TuesdayTriviaGameNight TableTopTuesday TacoTuesdayCharades TuesdayPuzzleRace TwoPlayerTuesday',
    pet: 'TuesdayPetPhotoDay TuesdayTrickTraining TuesdayCatBrushing TuesdayNewWalkRoute TailWagTuesday TuesdayDogSpaDay TummyRubTuesday TuesdayToyTest',
  },
  spoon: {
    wellness:
      'EatWithATinySpoon SpoonfulOfKindness SpoonSelfCareCheckIn HoneySpoonPause TeaspoonOfGratitude SlowStirMorning OneSpoonAtATime SpoonWarmPorridgeRitual',
    tech: 'SpoonPhoneStandHack SpoonSlowMoDrop SelfieInASpoon AIDesignsASpoon StopMotionSpoonDance SpoonIceCreamTimelapse SpoonMagicTrickEdit DIYSpoonStylus',
    travel:
      'SouvenirSpoonHunt GreasySpoonDinerTour GelatoSpoonCrawl SpoonOfLocalHoney SpoonFromEveryCity TasteTheTownBySpoon SpoonPicnicInThePark SpoonMarketTasting',
  },
  backpack: {
    fitness:
      'BackpackWeightedWalk BookbagLunges BackpackBurpees BackpackLoadedHike BackpackStairClimb SquatWithYourSchoolbag BackpackBicepCurls BackpackWallSit',
    gaming:
      'BackpackGuessTheItem BackpackSpacePuzzle PocketCardTournament BackpackWhatsMissing BookbagBoardGames HandheldInMyBackpack BackpackScavengerQuest BackpackMemoryChallenge',
    tech: 'WhatsInMyTechBackpack CanItFitInMyBackpack BackpackGoPaperless BackpackCableTidy AIPacksMyBackpack ChargerInEveryPocket BackpackStopMotion BackpackPowerBankTest',
    art: 'BackpackTieDye BackpackPatchDesign BackpackDoodleGlowUp PaintYourBackpack BackpackNameTagArt ZipperPullCharms BackpackKeychainCraft BackpackFabricMarkers',
  },
  library: {
    dance:
      'LibrarySilentDisco LibraryShelfShuffle LibraryCartGlide LibrarianLineDance LibraryBookwormBoogie LibraryQuietDanceOff TheLibraryTiptoe LibraryPageTurnTwirl',
    cooking:
      'LibraryCookbookDinner LibraryCafeScones LibraryPicnicLunch LibraryLoanLasagna BakeByTheBook LibraryStorybookPancakes LibrarianPicksMyMenu LibraryRecipeRemix',
    travel:
      'LibraryHopDay LibraryPrettiestNearby LibraryPassportStamps EveryLibraryInTown LibraryReadingNookTour LibraryBookRoadTrip LittleFreeLibraryHunt LibraryOneCityOver',
    fashion:
      'LibraryFitCheck StyleYourLibraryTote LibraryTweedBlazer DressLikeALibrarian LibraryBookwormCosplay LibraryCardiganCode LibraryBookPrintShirt LibraryGlassesTryOn',
    speed:
      'LibraryBookHunt SortALibraryShelf FastestLibraryCheckout BeatTheLibrarian LibraryAlphabetDash LibraryFindItInFive LibraryScavengerSprint LibraryReturnsRush',
    art: 'LibraryCardArt PaintALibraryShelf LibrarySpinePoetry DrawYourDreamLibrary LibraryStacksSketch JudgeByTheCover MiniLibraryDiorama LibraryBookmarkDesign',
    tech: 'LibraryMakerspaceBuild Library3DPrinter EReaderVsLibraryBook LibraryCodingHour LibraryTechLoanDay AIvsTheLibrarian DigitalLibraryDare LibraryAudiobookApp',
    gaming:
      'LibraryBoardGameNight LibraryEscapeRoom LibraryChessMatch LibraryDungeonQuest LibraryConsoleTournament SpeedrunTheStacks LibraryTriviaDuel LibraryPuzzleSwap',
  },
  florist: {
    fashion:
      'FloristFlowerCrown FloristBouquetMatch FloristApronRunway DressLikeAFlorist FloristLapelRose FloristBloomsInMyHair FloristFloralFitCheck FloristPocketPosy',
  },
  pigeon: {
    funny:
      'PigeonImpression PigeonWantsMyFry PigeonPlazaBoss NarrateAPigeonDrama PigeonStrutRunway CommuteAsAPigeon StatueHatPigeon PigeonJobInterview',
    fashion:
      'PigeonIridescentLook MakeAPigeonBrooch DressLikeAPigeon PigeonShimmerMakeup PigeonGreyFitCheck PigeonStrutRunway PigeonFeatherPrint PigeonToneLayering',
    gaming:
      'WhoSpotsMorePigeons BestPigeonImpression PigeonBingo FollowThePigeonLeader PigeonCooContest PigeonOrDove PigeonWouldYouRather PigeonMemoryMatch',
    tech: 'PigeonDayTimelapse PigeonSlowMoTakeoff PigeonPaparazzi AIIdentifiesPigeons PigeonStopMotionStrut CarrierPigeonVsEmail PigeonEyeViewFilter PigeonSoundIDApp',
  },
  snow: {
    prank:
      'SnowmanPhotobomb SnowPenguinArmy SnowWindshieldHearts SnowDoorstepGreeter SnowGooglyEyes YetiFootprints SnowMailboxBuddy TinySnowmenInvasion',
    travel:
      'FirstSnowPhotoWalk ChaseTheSnow SnowyTownTour SnowyMainStreetStroll SnowyForestHike SnowCabinWeekend SnowTubingDay SnowTrainJourney',
    tech: 'SnowfallTimelapse SnowflakeMacroShot SnowGlobeEffectEdit SnowPhotoNightMode SnowFallingUpwards SnowCrunchASMR SnowballSlowMo MeasureSnowWithAnApp',
    gaming:
      'SnowDayGameNight SnowmanBuildOff SnowballFightArena SnowFortSiege SnowPathMazeTag SnowTargetPractice CaptureTheSnowFlag SnowTicTacToe',
  },
  cruise: {
    speed:
      'CruiseCabinUnpackRace BeatTheCruiseAllAboard CruisePortDayBlitz CruiseDeckLapTimer CruiseSouvenirCountdown PackForACruiseIn10 FastestCruiseCheckIn CruiseTowelFoldSprint',
    music:
      'CruiseKaraoke CruisePianoBarRequest CruiseHornRemix CalypsoCruiseJam CruiseSeaShantyCover CruiseCupSong CruiseShipSingOff CruiseUkuleleSunset',
    fashion:
      'CruiseFormalNight CruiseDeckToDinner NauticalStripesCruise CruiseWhitePartyFit CruiseCaptainCostume CruiseOutfitCountdown CruiseTenPieceWardrobe CruiseSunHatStyling',
  },
  'lawn chair': {
    cooking:
      'LawnChairPicnic LawnChairIcedTea LawnChairNachoPlate LawnChairCookout LawnChairSnackTray LawnChairFruitSkewers LawnChairLemonade LawnChairPopsicleBreak',
    fashion:
      'LawnChairStripesFit LawnChairGinghamSet LawnChairSunhatTryOn DressLikeALawnChair LawnChairGrandpaStyle LawnChairWebbingBag LawnChairLoungewear LawnChairRetroShades',
    speed:
      'LawnChairFoldRace LawnChairStackTimer LawnChairCarryRelay CampChairSetupSprint LawnChairMusicalSeats LawnChairPicnicDash LawnChairTagTeam LawnChairUnfoldBlitz',
    tech: 'LawnChairSunsetTimelapse LawnChairFanHack LawnChairSpeakerSetup CampChairPodcastHour LawnChairMovieOnPhone LawnChairStargazingApp LawnChairGadgetHolderDIY LawnChairSelfieTimer',
    gaming:
      'LawnChairBocceBattle LawnChairCardShowdown CampChairHandheldRun LawnChairChessMatch LawnChairGameShow LawnChairDominoes LawnChairCornhole LawnChairRingToss',
  },
  'toilet paper': {
    music:
      'ToiletPaperTubeKazoo ToiletPaperMaracas ToiletPaperRollFlute ToiletPaperDrumline BathroomAcoustics CardboardTrumpet MakeAToiletPaperBanjo ToiletPaperRapBattle',
  },
  cleaning: {
    fitness:
      'VacuumCardio TidyUpTabata CleaningSquatPickup ScrubAndSweat CleaningLungeLaps CleaningCalfRaises CleaningCircuitDare CleaningStairClimb',
    educational:
      'HowSoapWorks WhyVinegarCleans CleaningDirtiestSpotHunt MicrofiberMagnified CleanerThanAToilet FizzyCleaningScience CleaningLabelsDecoded CleaningStainChemistry',
    travel:
      'BeachCleanupDay CleaningCampsiteCheck LeaveItCleanerHike TidyCarRoadTrip RiverbankCleanSweep CleaningTheTrailWalk ParkCleaningVolunteer CleaningSuitcaseReset',
    art: 'CleaningMessToMasterpiece DustyWindowDoodle CleaningToolsSketch CleanSlateCanvas CleaningSpongePrints TidyDeskStillLife CleaningColorSort CleaningDustBunnyComic',
    pet: 'PetCleaningCrew CleaningCatSupervisor PuppyFetchesTheSocks CleaningDogBedWash SqueakyCleanPup ToyBoxTidyTrick CleaningFurBallCount CleaningLitterTrayReset',
    gaming:
      'TidyUpSideQuest CleaningBossBattle CleaningScavengerHunt CleanRoomAchievement CleaningPointsChart CouchCushionLoot CleaningBingoCard CleaningLevelUpList',
    dance:
      'VacuumTwoStep MopAndGroove CleaningBroomWaltz CleanSweepShuffle ShimmyWhileCleaning DanceFloorCleanup CleaningSockSlide CleaningDusterDisco',
  },
  window: {
    travel:
      'WindowSeatOrAisle TrainWindowTimelapse WindowBoxFlowerHunt GuessTheWindowView RateMyHotelWindow WindowShoppingNoWallet WindowBusRideTour WindowRoadTripSnaps',
    fashion:
      'WindowDisplayDupe WindowpanePrintLook WindowShopOnABudget FitCheckInTheWindow StorefrontStrut MannequinTwinning WindowReflectionPose WindowGoldenHourSelfie',
    art: 'WindowSuncatcher FauxStainedGlassWindow PaintYourWindowView WindowFogDoodle WindowSnowScenePaint ChalkMarkerMasterpiece PaperSnowflakeWindow WindowSilhouetteCutouts',
    tech: 'WindowLightGlowUp RainOnMyWindowSlowMo WindowNightModeTest BirdFeederWindowCam TimelapseMyWindow WindowReflectionTrickShot WindowViewPanorama WindowSunsetVlog',
  },
  bag: {
    fitness:
      'GroceryBagCurls OneTripAllTheBags ToteBagLunges PursePress DuffelBagSquats BagWeightedWalk BagFarmersCarry BagSideBends',
    prank:
      'SurpriseNoteInTheirBag ToteFullOfBalloons PurseOfGooglyEyes BagOfRubberDucks BagPlushStowaway SneakySnackStash BrownBagPepTalk BagOfPingPongBalls',
    educational:
      'HowHandbagsAreMade ToteBagVsPlastic BagStrengthTest SpotAFakeDesignerBag WhyPursesHaveFeet BagPackingMath ReusableBagBreakEven BagKnotsThatHold',
    music:
      'PaperBagDrumBeat BagContentsOrchestra BagCrinkleSoundscape PurseShakerJam ChipBagMaracas ToteBagTambourine BagZipperSolo BagKeyJangleSong',
    travel:
      'OneBagTravel ToteBagMarketTrip BagSouvenirHaul DuffelBagWeekender CarryOnOnly PersonalItemPuzzle LostBagDiaries BagPackingCubesTest',
  },
  museum: {
    music:
      'MuseumEchoHallHum MuseumInstrumentHunt SongForAMuseumPainting SoundtrackTheStatue SingAMuseumPlaque ArtworkAnthem ComposeAMuseumJingle MuseumRapTour',
    art: 'MuseumSketchbook MuseumMiniatureModel MuseumMiniComic HomeMuseumExhibit StatueSketchOff RemixAMasterpiece RecreateAMuseumPiece MuseumPostcardCollage',
  },
  seagull: {
    educational:
      'WhySeagullsStealFood SeagullWormStomping AreSeagullsSmart WhereSeagullsSleep SeagullSpeciesQuiz HowBirdsDrinkSeawater SeagullWingspanVsMine SeagullBeakSpotMystery',
    fashion:
      'DressLikeASeagull SeagullPaletteOutfit SeagullPrintFitCheck SeagullPinGlowUp SeagullBoardwalkOutfit SeagullPierRunway SeagullProofHatTest KnitASeagullBeanie',
    tech: 'SeagullSlowMoFlight SeagullBeachTimelapse BirdAppNamesTheGull SeagullSpeciesScanner CatchASeagullMidAir SeagullsAtGoldenHour RecordASeagullRingtone SeagullStopMotion',
  },
  'spring cleaning': {
    educational:
      'WhyWeSpringClean SpringCleaningMythBust SpringCleaningGermFacts SpringCleaningStainTest VinegarVsBakingSoda WhatIsDustMadeOf SpringCleaningCustomsQuiz SpringCleaningMicroscope',
    travel:
      'SpringCleaningBeachDay SpringCleanupHike SuitcaseSpringClean RoadTripSpringReset SpringCleaningCarRefresh SpringCleaningJog SpringCleaningParkCrew SpringCleaningTownSquare',
    gaming:
      'SpringCleaningBingo GameShelfSpringClean SpringCleanTreasureHunt LevelUpSpringReset SpringCleanVirtualHouse RollTheDiceSpringClean SpringCleaningSpeedrun SpringCleaningCharades',
    funny:
      'SpringCleaningExcuses SpringCleaningFinds HowSpringCleaningEnds MomSpringCleaningFrenzy DustBunnyReveal JunkDrawerOfDoom SpringCleaningNarrator SpringCleaningDadSaga',
  },
  submarine: {
    tech: 'SubmarinePOVCamera StopMotionSubmarineDive GreenScreenSubmarineTour SubmarineBottleDiver CodeAYellowSubmarine SubmarineBathtubSlowMo SubmarineSoundEffectsEdit SubmarineDeepSeaVlog',
    gaming:
      'SubmarineGridBattle SubmarineTorpedoDuel SubmarineMarcoPolo SinkMySubmarine SubmarineCardboardBuild SonarHideAndSeek SubmarineEscapeRoom SubmarineMemoryMatch',
    prank:
      'SubmarinePortholeDoor YellowSubmarineHallway ToySubmarineInTheTub SubmarineMissionOrders PeriscopeOverTheCouch SonarAlarmClock CardboardSubmarineBed SubmarineStickerSneak',
  },
  campfire: {
    cooking:
      'CampfireBananaBoats FoilPacketCampfireMeal CampfireSkilletCobbler StickBreadOverCampfire SmoreOrLess CampfireNoCookWraps CampfirePizzaCone CampfireTrailMixBar',
    fashion:
      'CampfireFlannelFit LayerUpForTheCampfire CampfireBlanketPoncho SweaterWeatherBonfire MarshmallowPuffer CampfireBeanieStyle CampfireCozySocks CampfireCorduroyJacket',
    tech: 'TimelapseTheCampfire CampfireNightShot CampfireStarterTest CampfireSlowMoSparks FirepitSmokeFreeHack CampfireStarMapApp CampfireStoryAI CampfireLEDLanternGlow',
    pet: 'CampfirePupCuddle AdventureCatCampfire SleepyPuppyByCampfire CampfireDogBlanket HappyCamperPet CampfireTentKittyNap CampfireLapWarmer CampfirePlushFetch',
    wellness:
      'GratitudeByTheCampfire CampfireFlameGazing CampfireCrackleASMR JournalByTheCampfire EmbersAndExhales CampfirePhonesAway CampfireSilentHour CampfireSlowBreaths',
  },
  toilet: {
    tech: 'ToiletVortexSlowMo ToiletNightLightHack ToiletLeakDyeTest HowLoudIsYourToilet ToiletButtonsDecoded ToiletGlowUpTimeLapse BidetYourToilet ToiletFlushInReverse',
    pet: 'ToiletTrainedCat ToiletPaperTubePuzzle KittenUnrollingReport BathroomBodyguardPup ToiletFlushReaction ToiletLidDownCheck PawsUnderTheToiletDoor PetFollowsMeToTheToilet',
  },
  thursday: {
    prank:
      'ThursdayBabyPicGallery ThursdayPhotoFrameSwap OldYearbookReveal DialUpAlarmTone ThursdayTreatDrop ThursdayIsTheNewFriday ThursdayRetroFilterPrank ThursdayComplimentNotes',
    fashion:
      'ThenAndNowOutfit DecadeDressUp ThursdayVintageThrift ThursdayThrowbackFit ThursdayRetroShades RaidMomsClosetThursday ThursdayYearbookLook ThursdayPatternClash',
    pet: 'ThursdayPetThenAndNow ThursdayKittenToCat FirstNightHomeRecap PuppyPicRecreate ThrowbackTrickThursday AdoptionDayThursday ThursdayOldToyReveal ThursdayBunnyGrooming',
    gaming:
      'ThursdayOldSaveFile ThursdayCartridgeBlow ThursdayPuzzleDuel RetroGameThursday ThrowbackConsoleRun ArcadeThursdayShowdown PongRematchThursday ThursdayMarblesMatch',
  },
  stairs: {
    prank:
      'StairsOutOfOrderSign ComplimentOnEveryStair StairsStepMessages StairsElevatorMusic StaircaseJokeOfTheDay StairsTollBooth StairwellHallOfFame StairsStickyNoteCountdown',
    wellness:
      'TakeTheStairsWeek StairsMindfulClimb StairsSunriseSit GratefulOnEveryStair BreathePerFlight StairsStoopCoffee StairsStretchBreak StairsPauseAtTheLanding',
    speed:
      'BlockStaircaseBuildOff StairsTriviaBlitz PaperStaircaseFoldRace StairsWordLadderRush StairsFactsCountdown StaircaseCardHouseTimer StairsDominoTopple StairsSketchIn60',
    art: 'SpiralStaircasePhoto StairsOpticalIllusion StairsStickyNoteMural StairsRiserStencils StairsChalkStoop ImpossibleStairsSketch DrawStairsInPerspective ShadowsOnTheStairs',
    tech: 'StopMotionStairClimb HyperlapseUpTheStairs StairsSlinkySlowMo SmartwatchStairsCount StairsVsYourHeartRate FloorsClimbedStreak StairsPhoneAltitudeTest StairsMeasureApp',
    pet: 'DogConquersTheStairs StairsCatAmbush StairsPuppyFirstTry StairsSeniorPetRamp StairsLandingNap TopStepTreatHunt StaircaseKittyLookout StairsPeekaboo',
    gaming:
      'RockPaperStairs StairsMotherMayI StairsRiddleTrail UnderTheStairsHideAndSeek StairsBeanbagToss EveryStepALevel ChutesAndStairs DiceRollStairs',
    travel:
      'StairsWithAView RainbowStairsHunt SecretStairwaysWalk StairsToTheSummit TallestStairsInTown StairsLighthouseClimb MosaicStairsQuest CityStairsPassport',
  },
  textbook: {
    dance:
      'ChapterBreakDance HighlighterHop TextbookShuffle TextbookBalanceAct TextbookRobotDance TextbookBeatDrop TextbookTango FinishedTextbookJig',
    fitness:
      'TextbookCurls TextbookSquatPerPage HeavyTextbookPress TextbookLungeAndRead BookOnHeadPosture TextbookStackRows TextbookFarmerCarry TextbookStepUps',
    fashion:
      'BookwormFitCheck TextbookStudyOutfit TextbookCardiganStyle TextbookNerdChic TextbookTotebag TextbookCoverCouture DressLikeATextbook ProfessorTextbookLook',
    wellness:
      'ChapterAtATime SlowReadSunday TextbookEyeBreak TextbookFocusTimer TextbookMindfulStudy TextbookInTheSunshine CloseTheTextbook TextbookCocoaPause',
    art: 'TextbookFlipbookArt MarginComicStrip TextbookDoodles TextbookCoverArt OldTextbookSculpture DiagramGlowUp TextbookPopUpPage TextbookPaperFlowers',
    tech: 'StudyAppShowdown EReaderVsPaperTest TextbookChapterIn60 AIQuizzesMyTextbook TextbookToPodcast TextbookScanToNotes TextbookFlashcardBot TextbookQRHunt',
    pet: 'CatSitsOnMyTextbook TextbookHamsterCameo PupNudgesForRecess TextbookPetStudyBuddy ReadMyTextbookToTheDog TextbookTreatBreak TextbookBunnyTunnel TextbookPeekaboo',
    gaming:
      'ChapterBossBattle FactCardDuel TextbookTrivia TextbookQuizShow TextbookBingo TextbookTreasureHunt TextbookHangman CharadesFromTextbook',
  },
  park: {
    fitness:
      'ParkBenchBootcamp ParkHillRepeats ParkFiveKRun ParkLoopLadder MonkeyBarMaxHang TagEveryTreeSprint ParkStepUpStreak ParkJumpRopeCircle',
    cooking:
      'ParkLemonadeStand PerfectParkPicnic ParkPastaSalad ParkBenchBrunch NoFridgeFeast ParkFruitKebabs ParkSandwichWraps ParkThermosSoup',
    fashion:
      'ParkFitCheck ParkToPatioLook ParkBenchPhotoshoot ParkPicnicPlaid GrassProofSneakers ParkSunHatStyle ParkDateOutfit ParkDenimLayers',
    speed:
      'ParkLoopTimeTrial ParkObstacleDash ParkLeafCatchIn30 SwingToSlideRelay ParkLitterPickCountdown ParkBenchSprints ParkTreeTagBlitz ParkSackRace',
    tech: 'ParkPhotoScavenger NameThatParkPlant SameBenchTimelapse ParkWalkHyperlapse SoundMapYourPark 10KStepsInThePark ParkBirdSongApp ParkPanoramaChallenge',
    pet: 'ParkFetchChallenge ParkSniffWalk ParkPuppyPlaydate PupOnAParkBench AirborneFrisbeeCatch SquirrelWatchPatrol ParkComeWhenCalled ParkBunnyPicnic',
    gaming:
      'ParkCaptureTheFlag ParkGeocacheHunt ChessInThePark ParkHideAndSeek PicnicBoardGameBash ParkGiantBlockTower ParkKickTheCan ParkFrisbeeGolf',
  },
  owl: {
    dance:
      'NightOwlGroove OwlBlinkFreeze FlapLikeAnOwl OwlHootShuffle OwlHeadBobDance OwlMidnightMoves WiseOwlWaltz OwlFeatherTwirl',
    funny:
      'NightOwlVsEarlyBird OwlStareContest OwlPunsOnly OwlBeBack WhooDidThis JudgyOwlFace OwlJudgesMyOutfit OwlVoiceoverForMyCat',
    educational:
      'OwlsHuntingInTheDark HowOwlsTurnTheirHeads WhyOwlsHaveEarTufts WhooKnowsOwls SilentFlightTest HootOrHoax OwlSpeciesQuiz OwlEyesAndNightVision',
    cooking:
      'OwlEyeCupcakes OwlFaceToast OwlBentoLunch NightOwlNachos OwlPancakeArt HootenannyHotCocoa OwlCookiePops OwlFruitPlatter',
    music:
      'OwlLullabyCover NightOwlLofi OwlHootBeat SingWithAnOwlCall WhooSangItBetter OwlMoonlitMelody OwlLoveSongDuet OwlWhistleSerenade',
    tech: 'OwlPortraitEdit WhatOwlIsThatApp OwlLiveStreamParty OwlNightVisionTest OwlHootRingtone OwlEyesFilterChallenge OwlSoundRecording OwlHeadTurnSlowMo',
  },
  'summer break': {
    fitness:
      'SummerBreakBootcamp BackyardObstacleRun SummerBreakBikeMiles SummerBreakSwimLaps JumpRopeAllSummer FirstPullUpBySeptember SummerBreakHikeStreak SummerBreakYogaMornings',
    educational:
      'SummerBreakBrainTeasers SummerBreakBugJournal SummerBreakMuseumQuest TenBooksBySeptember BackyardScienceSummer SummerLanguageStreak SummerBreakCodeAGame SummerBreakNatureLog',
    cooking:
      'KidsSummerBakeOff SummerBreakYogurtBark SummerBreakPopsicles LemonadeStandTycoon SummerIceCreamLab TacoTuesdayAllSummer SummerBreakPizzaNight SummerBreakSmoothieBar',
    tech: 'SummerBreakStopMotion TimeLapseYourSummerBreak CodeAGameThisSummer SummerBreakMovieTrailer SummerBreakAppReview SummerBreakGreenScreen SummerBreakPodcastPilot SummerBreakVlogDiary',
    pet: 'PetSprinklerPlay HamsterObstacleCourse MyPetsSummerBreakDiary SummerTrickSchool PupsFirstSummerSwim SummerBreakDogWalks SummerBreakKittenCare SummerBreakFishTankClean',
    gaming:
      'SummerBreakFlashlightTag CampCardTourney SummerBreakChessDuel SummerBreakGoFishMarathon SummerBoardGameLeague SummerBreakFortBuild SummerBreakTriviaCup SummerBreakKickball',
    music:
      'SummerBreakAnthem SummerBreakPorchConcert SongOfTheSummer GarageBandSummer SchoolsOutForSummer SummerBreakSongwriting SummerBreakKazooChoir SummerBreakDrumCircle',
  },
  'baby shower': {
    fashion:
      'BabyShowerFitCheck BabyShowerFloralMaxi BabyShowerSashAndCrown BabyShowerPastelLook BabyShowerFlowerHairPins MaternityGownShoot GinghamBabyShower BabyShowerBowTie',
    pet: 'BabyShowerTreatBar BabyShowerPetGuest BabyShowerCatReacts BabyShowerPlushBuddy BigSiblingPup BlanketSniffTest DoggoAtTheBabyShower BabyShowerPawPrints',
  },
  grill: {
    educational:
      'GrillSafetyQuiz HowGrillMarksForm WhyGrilledFoodBrowns GrillHistoryIn60 CharcoalVsGasTest SmokeRingScience GrillTempGuessOff NameThatGrillCountry',
  },
  recliner: {
    fashion:
      'ReclinerLoungeFit ReclinerMatchingPJs ReclinerToRunway DressedForTheRecliner ReclinerGrandpaSweater RobeAndSlippersGlam ReclinerPhotoshoot ReclinerCardiganCheck',
    tech: 'PowerReclinerTest ReclinerTabletMount ReclinerUSBChargerHack ReclinerPhoneStandDIY ReclinerCupHolderCooler ReclinerCinemaAtHome TimelapseMyReclinerNap ReclinerVoiceCommand',
    gaming:
      'ReclinerRetroMarathon ReclinerThumbWarTourney ReclinerConsoleWeekend ReclinedGamerMode WinnerGetsTheRecliner ReclinerTeamUpNight NoLeavingTheRecliner ReclinerCardTricks',
  },
  milk: {
    prank:
      'FrozenCerealMilk FakeMilkSpill OneDropOfMilkLeft MilkGlassLoveNote MilkJugGooglyEyes MooingFridgeDoor MilkCartonSelfieSwap MilkMustacheSticker',
    tech: 'MilkFrotherHack MilkCrownSlowMo MilkMustacheAdRemake WhoDrankTheMilkCam MilkSpoilTimelapse MilkPoursItself MagicMilkStopMotion MilkSwirlMacroShot',
    pet: 'MilkCartonCatCastle MilkJugTreatPuzzle KittyInAMilkCrate TheMilkmanPup SpottedPetBedDIY MilkCowPlushFetch MilkSpotsPuppyPortrait MilkBottleHamsterMaze',
  },
  playground: {
    dance:
      'PlaygroundHopscotch PlaygroundHandClapJive PlaygroundSlideDrop PlaygroundFreezeDance SwingSetGroove RecessRave PlaygroundDanceOff PlaygroundBoogieBreak',
    fashion:
      'PlaygroundFitCheck PlaygroundParentOutfit CozyPlaygroundLayers PlaygroundSneakers KidsPickTheColors GrassStainProof PlaygroundRunway PlaygroundTwinningDuo',
    gaming:
      'PlaygroundHideAndSeek PlaygroundFourSquare PlaygroundHopscotch FreezeTagPlayground FloorIsLavaRun SharksAndMinnows PlaygroundSpeedrun PlaygroundSimonSays',
  },
  tailor: {
    prank:
      'TailorFixedYourFave TailorSwapTheButtons SecretSeamstress TailorTeddySuit TailorPatchSurprise HiddenPocketNote TailorMonogramSneak TailorClownCostumeFitting',
    educational:
      'HowSuitsShouldFit TailorStitchTypes TailoredVsStoreBought TailorTermsQuiz LearnATailorsKnot SewLikeASeamstress TailorMeasureYourself TailorFabricFeelTest',
    art: 'TailorPatchworkQuilt TailorButtonMosaic TailorThreadPortrait TailorsChalkDoodle ScrapFabricCollage TailorFashionSketch TailorEmbroideryHoop TailorPaperPatternArt',
    tech: 'TailorButtonStopMotion TailorVirtualFitting AITailorShowdown TailorHemTimelapse TailorGlowUpTransition TailorTapeVsPhone TailorFitCheckSlowMo TailorSewingPatternApp',
    gaming:
      'TailorThimbleHunt TailorPixelOutfit TailorDesignDrawOff TailorButtonTicTacToe TailorSimonSays LevelUpYourStitches TailorDressUpDuel TailorFabricMemoryMatch',
  },
  eagle: {
    fitness:
      'EaglePoseHold EagleWingspanPushups EagleTalonGripHang EagleSwoopSquats EagleSpottingHike EagleArmsYogaTwist BaldEagleBurpees EagleSkyReachStretch',
    music:
      'FlyLikeAnEagleCover EagleCallRemix EagleAnthemKaraoke WindBeneathMyWings EagleScreechBeatDrop EagleGuitarRiff EagleWhistleSolo EagleKazooFanfare',
    tech: 'EagleNestVoiceover EagleCallRecognizer EagleSlowMoDive PhoneZoomVsEagleEye TrackAnEagleOnline BirdIDAppHunt AIDrawsAnEagle EagleCamHighlights',
  },
  'bridal shower': {
    fitness:
      'BridalShowerBootcamp BridalShowerYoga BridalShowerDanceCardio BridalShowerHikeBrunch SweatingForTheWedding BouquetTossSquats SpinClassBridalShower BridalShowerPlankOff',
    fashion:
      'BridalShowerFitCheck BridalShowerOutfitVote BridalShowerColorTheme DIYBridalShowerHeadband LittleWhiteDressHunt SashAndSparkle BridalShowerMatchingRobes BridalShowerMomsVeilTryOn',
    art: 'BridalShowerFlowerCrown PaintABridalShowerCanvas BridalShowerSignPaint BridalShowerVeilDesign SketchTheBride BridalShowerPaperGown WatercolorBridalShower BridalShowerPhotoWall',
  },
  saturday: {
    dance:
      'SaturdayCleaningBoogie SaturdayPajamaGroove SaturdayCartoonDance SaturdayNightFever SlowSaturdayShuffle SaturdaySockSlide SaturdayMoonwalk SaturdayKitchenSalsa',
    fitness:
      'SaturdayLongRun SaturdayBikeLoop WeekendWarriorWorkout SweatySaturday SaturdayStepStreak SaturdayMorningFiveK SaturdayYogaInThePark SaturdayJumpRope',
    prank:
      'SaturdayMysteryOuting SaturdayCartoonWakeUp SaturdayFakeHomework SaturdayChoreFairy SaturdayAlarmPrank SleepInSerenade JustKiddingItsSaturday SaturdayBreakfastInBed',
    fashion:
      'SaturdayComfyFit SaturdayBrunchLook WeekendLoungeLuxe DayToNightSaturday SaturdayErrandOutfit SaturdaySneakerSwap SaturdayHoodieStyleOff SaturdayDenimDay',
    tech: 'SaturdayDeskGlowUp SaturdayGadgetRepair SaturdayStopMotionMovie SaturdayGroupCallQuiz SaturdayAppDeclutter SmartHomeSaturday PhotoBackupSaturday SaturdayCodeAGame',
    gaming:
      'SaturdayCardShowdown SaturdayTeamUpTourney SaturdayChessDuel SaturdayCharadesCup DungeonsAndSaturdays BoardGameBrunch SaturdayRetroArcade SaturdayPuzzleRace',
  },
  chore: {
    educational:
      'WhyVinegarCleans ChoreGermHunt ChoreHacksTested CaloriesPerChore ChoreStainShowdown HowSoapActuallyWorks ChoreMythBusting ChoreMoneyMath',
    travel:
      'ChoreFreeVacation ChoresAroundTheWorld RoadTripCarChoreBlitz TidyBeforeTakeoff ChoreCampsiteChart ChoreUnpackRightAway EarnAGetawayWithChores ChoreHotelRoomReset',
    pet: 'ChoreHamsterCageClean LaundryBasketKitten ChoreCatSupervisor TeachYourDogAChore ChoreBuddyPup HouseworkHoundHelper ChoreInspectorPaws ChoreBunnySidekick',
    gaming:
      'ChoreQuest CleanUpBingo ChoreBossBattle ChoreDiceRoll ChoresForPoints UnlockTheWeekend HouseworkHighScore SpinTheChoreWheel',
  },
  'bean bag': {
    fitness:
      'BeanBagCrunches BeanBagOnHeadWalk BeanBagSitToStand EscapeTheBeanBag FlopAndPopUp CornholeSquatToss BeanBagBearCrawl BeanBagPassLegLifts',
    travel:
      'BeanBagOutdoorCinema BeanBagBeachLounge BeanBagUnderTheStars BeanBagsAtTheFestival BeanBagReadingNookTour BeanBagParkPicnic FindABeanBagCafe BeanBagCampingTrip',
  },
  soda: {
    prank:
      'SodaBottleBouquet SodaTabSecretMessage SodaCanCandyStash SodaGooglyEyeArmy FakeSodaSpillArt SodaCrateFortSurprise NameOnASoda SodaStrawCrazyLoop',
    educational:
      'SodaCanRecyclingFacts WhySodaFizzes SugarCubesInASoda DietSodaFloatTest SodaWasMedicine SodaTeethEggExperiment SodaColdVsWarmBubbles SodaTeaspoonCount',
    fashion:
      'SodaTabJewelryDIY SodaColorFitCheck SodaCanHairRollers SodaDinerUniform SodaPopArtMakeup PoodleSkirtTwirl RetroSodaShopOutfit SodaLabelPrintTee',
    music:
      'SodaBottleFlute SodaCanDrumKit SodaPopCover SodaFizzRhythm JukeboxDinerJam BubblesBeatDrop SodaFountainSingAlong SodaGlassXylophone',
    tech: 'SodaCanWiFiBooster SodaFizzSlowMo SodaCupPhoneSpeaker SodaBottleRocket AIInventsASoda SodaStopMotionHeist UnspillTheSoda SodaNutritionLabelScan',
  },
  wallet: {
    tech: 'WalletTrackerTag WalletTinFoilHack DigitalWalletSetup PhoneVsWallet CashlessForAWeek FindMyWalletTest LeaveYourWalletAtHome WalletBudgetAppTour',
    gaming:
      'WalletPackingPuzzle WalletCoinCountQuiz WalletBudgetBoardGame GuessWhatsInMyWallet FreeToPlayOnly WalletPriceIsRight WalletReceiptBingo WalletShopkeeperRoleplay',
    prank:
      'WalletSurpriseNote WalletPhotoSwap WalletStickerStash ChocolateCoinsInWallet WalletPlayMoneyGag WalletFullOfConfetti WalletInTheFreezer WalletFortuneSlip',
  },
  zoo: {
    educational:
      'ZooKeeperSecrets ZooHabitatMatch GuessTheZooMenu HowZoosSaveSpecies EndangeredAnimalQuiz WhyFlamingosArePink DesignAZooPuzzleFeeder ZooFoodChainChart',
    fashion:
      'ZooDayFitCheck ZooAnimalPrintClash ZookeeperKhakiLook MatchYourZooFave DressLikeAPenguin ZooFlamingoPinkTee ZooSafariVest ZooComfySneakers',
    tech: 'ZooLiveCamBingo ZooSelfieFilterSafari PhoneZoomAtTheZoo BuildAZooAudioGuide SlowMoZooMoments AnimalIDAppFaceOff ThreeSixtyZooTour ZooTripVlogEdit',
  },
  penguin: {
    prank:
      'PenguinInTheFreezer PenguinFootprintTrail StickyNotePenguinArmy PenguinBathtubSurprise PenguinInTheCerealBox PenguinPlushInTheirBed IceCubePenguins PenguinStickerTakeover',
    fashion:
      'DressLikeAPenguin PenguinPufferThreeWays SuitUpPenguinStyle PenguinWaddleRunway BlackTieFitCheck PenguinMonochromeLook PenguinOnesieCatwalk ThriftAPenguinSweater',
    wellness:
      'PenguinDocumentaryNight PenguinPebbleGift PenguinHuddleHug PenguinPlushNap WaddleAtYourPace PenguinColdFaceSplash SlowPenguinStroll PenguinBellyBreathing',
    tech: 'PenguinFunFactReel PenguinStopMotionWaddle AIDrawsMeAPenguin PenguinGreenScreenSlide FilterMeAPenguin PenguinDocVoiceover PenguinCloneEffect PenguinSlowMoReplay',
  },
  'gender reveal': {
    travel:
      'GenderRevealRoadTrip GenderRevealParkPicnic GenderRevealPostcard GenderRevealAtGrandmas GenderRevealLakeDay GenderRevealDoorstepVisit GenderRevealPhotoWalk GenderRevealSunsetBeach',
    tech: 'GenderRevealLiveStream GenderRevealFaceFilter GenderRevealQRCode GenderRevealAppVote LightShowGenderReveal SmartBulbColorFlip SlowMoGenderReveal GenderRevealTimelapse',
    prank:
      'GenderRevealPuppyTwist GenderRevealCupcakeTease GenderRevealNestedBoxes GenderRevealPizzaFakeout GenderRevealTeddyNote GenderRevealSlowestUnwrap GenderRevealConfettiDud GenderRevealDecoyGift',
  },
  tent: {
    music:
      'TentRainBeat TentSingalong TentUkuleleLullaby TentGuitarJam KumbayaRemix TentZipperBeatbox InTentsBallad TentFlashlightConcert',
    gaming:
      'TentCardGames TentFlashlightTag TentLanternTrivia TentCheckersNight SurvivalModeCampout TentCharadesRound TentShadowPuppetGuess ISpyFromTheTent',
    cooking:
      'TentsideBreakfast TentNightSmores BananaBoatsByTheTent TentCoolerSandwiches TentPicnicWraps TentCampStoveCookOff TentShapedQuesadilla TentTrailMixBar',
  },
  sink: {
    fashion:
      'SinkSideGetReady SinkMirrorFitCheck TieDyeInTheSink ScrubSneakersInTheSink HandWashOnly SinkStainRescue SinkToCatwalk BathroomSinkGlowUp',
  },
  lunchbox: {
    dance:
      'LunchBreakBoogie LunchboxLatchPop LunchboxSwingStep LunchboxLimbo ThermosShimmy LunchboxConga LunchboxRobotDance LunchboxTapDance',
    fitness:
      'LunchboxCurls WalkThenOpenLunchbox LunchboxFarmerCarry LunchboxLunges LunchboxSideBends ThermosSquats LunchboxOverheadPress LunchboxBalancePlank',
    educational:
      'LunchboxIcePackTest SoggyLunchboxScience SchoolLunchWorldQuiz LunchboxWasteCount BuildABalancedLunchbox WhyThermosStaysHot LunchboxFoodGroupsSort LunchboxThenVsNow',
    fashion:
      'LunchboxAsAPurse RetroLunchboxLook MatchYourLunchbox LunchboxPinMakeover LunchBagRunway LunchboxFitCheck DIYLunchboxCharm DressLikeYourLunchbox',
    speed:
      'LunchboxPackStopwatch BeatTheLunchBell LunchboxLidMatchUp LunchboxLoadOut SandwichCutterClock ThermosTwistOff FiveMinuteLunchbox LunchboxSortingRace',
    music:
      'LunchboxDrums SingWhatsInMyLunchbox LunchboxJingle CupSongAtLunch ThermosBottleHoot LunchboxTableBeat LunchboxLatchRhythm LunchboxRapBattle',
    gaming:
      'LunchBreakBossFight HandheldInMyLunchbox LunchboxTriviaDuel LunchboxPocketChess LunchboxGameShow LunchboxThumbWar LunchboxTicTacToe LunchboxMemoryMatch',
    funny:
      'DadPackedMyLunchbox LunchboxFoundInJune RateMyLunchbox LunchboxNoteReveal SquishedSandwichSaga LunchboxPuppetShow LunchboxUnboxingReview LunchboxTalksBack',
  },
  banana: {
    fitness:
      'GoBananasHIIT BananaPassLegLifts BananaFuelRun BananaBreakBurpees BananaSplitSquats PeelAndPlank BananaBikeRide BananaJumpingJacks',
    tech: 'BananaPeelsItself BananaBatteryTest TimelapseABanana BananaForScaleApp PutAFaceOnABanana AIJudgesMyBanana AIRecipeForOneBanana BananaStopMotion',
  },
  envelope: {
    fashion:
      'EnvelopeClutchDIY OutfitPromptEnvelope EnvelopeWaxSealCharm PushTheEnvelopeFit MysteryEnvelopeLook EnvelopePocketSquare EnvelopeWrapDressTwirl EnvelopeFoldEarrings',
    speed:
      'EnvelopeStuffSpeedrun TenEnvelopesIn60 EnvelopeStampBlitz EnvelopeFoldOff EnvelopeAddressRace EnvelopeSortDash EnvelopeLabelRelay EnvelopeCardMatchRush',
    music:
      'MysteryEnvelopeCover EnvelopeLyricDraw EnvelopeRustleBeat EnvelopeLoveLetterSong SignedSealedDelivered EnvelopeRequestNight EnvelopeSongSwap EnvelopePaperKazoo',
    tech: 'EmailVsEnvelopeRace PrintAnEnvelopeFirstTry EnvelopeQRSurprise EnvelopeStopMotion TrackMyEnvelopeHome TapToOpenEnvelope EnvelopeOpeningASMR EnvelopeLabelHack',
    art: 'EnvelopeCalligraphy DecoratedEnvelopeSwap EnvelopeMailArt EnvelopeStickerSeal EnvelopePaintedStamps EnvelopeLinerCollage EnvelopePotatoPrints EnvelopeOrigamiHearts',
  },
  aquarium: {
    educational:
      'AquariumFilterDemo AquariumCleanWaterLab AquariumInAJar AquariumWhyFishSchool SpotTheSpecies AquariumFactOrFiction AquariumPHTest AquariumAlgaeExperiment',
    travel:
      'AquariumTunnelWalk AquariumJellyfishRoom AquariumSketchbookTrip AquariumPhotoSafari CatchAquariumFeedingTime FindYourAquariumTwin AquariumTouchPoolVisit AquariumOtterWatch',
    tech: 'AquariumGlassPanorama AquariumAutoFeederTest FishTankMacroMagic TimelapseMyAquarium AquariumInSlowMotion AquariumVirtualTour NameEveryAquariumFish AquariumSpeciesIDApp',
  },
  flamingo: {
    dance:
      'FlamingoStrut FlamingoOneLegSpin PinkFeatherShuffle FlamingoWingFlapGroove DanceLikeAFlamingo StrikeAFlamingoPose FlamingoNeckWave FlamingoTiptoeTwist',
    art: 'FlamingoWatercolor FlamingoOrigami PaintAFlamingoFlock FlamingoPotatoPrint FlamingoFeltPlushie PinkEverythingPortrait FlamingoPipeCleaner FlamingoPaperPlateCraft',
    tech: 'FlamingoDrawingApp FlamingoPhotoEdit AICountsTheFlamingos FlamingoPhoneWallpaper PinkDeskSetup FlamingoHonkRingtone FlamingoFaceFilter FlamingoStopMotion',
  },
  party: {
    tech: 'PartyInviteByAI DIYPhotoBoothRig SmartLightDiscoMode PartySpeakerShowdown PartyCountdownTimer PartyQRGuestbook LetAIThrowTheParty PartyRecapReel',
    gaming:
      'PartyGameNight PartyDrawingRelay PartyTriviaShowdown PartyHotPotato PartyTeamFaceOff PartyCharadesDuel PartyMusicalStatues PartyPinTheTail',
    fitness:
      'PartyConfettiBurpees PartyHatPushUps PartyGamesCircuit PartyTillYouPlank BalloonBootcamp PartyAnimalCrawls AfterPartyAbs PartySetupSquats',
    cooking:
      'PartyConfettiCupcakes PartyDipTrio PartyPunchShowdown PartyPlatterPileUp BakeThePartyCake PinwheelSandwiches PartyPopcornBar PartyFruitSkewers',
    speed:
      'PartySetupSpeedrun PartyHatStackDash PartyCleanupRace PartyPopperRelay PartyInFiveMinutes PresentWrapCountdown PartyMusicalChairs PartyBalloonBlowUpBlitz',
  },
  'shopping cart': {
    tech: 'AIFillsMyCart OnlineVsStoreCart CartHyperlapse ShoppingCartTotalGuess TalkYourCartFull CartPriceAppFaceOff CartBarcodeScanner ShoppingCartAisleMap',
    art: 'ShoppingCartStillLife CartOfColorsPhoto ShoppingCartStopMotion DrawYourCartFromMemory TinyCartDiorama ShoppingCartReceiptPoem ShoppingCartPopArt CartPackagingCollage',
  },
  'board game': {
    wellness:
      'BoardGameScreenFree TeamBoardGameUnwind SoloBoardGameRitual BoardGameThankYouRound SlowSundayBoardGame TabletopUnplug BoardGameFamilyHour BoardGameLaughBreak',
  },
  'sleeping bag': {
    educational:
      'HowSleepingBagsWork WhatsInASleepingBag WhyMummyBagsAreWarmer SleepingBagTempQuiz SleepingBagMythBusters SleepingBagIceCubeTest SleepingBagThermometer PackASleepingBag',
    travel:
      'StargazeAndSnooze SleepingBagRoadTrip SleepingBagMuseumNight SleepingBagAtGrandmas SleepingBagCabinStay SleepingBagOnTheBeach BestViewSleepingBag SleepingBagLivingRoomCamp',
    art: 'SleepingBagStopMotion SleepingBagPatchArt SleepingBagLanternPhoto GlowStickLightPainting SleepingBagFabricPaint SleepingBagCampScene SewAMiniSleepingBag TieDyeSleepingBag',
    tech: 'SleepingBagRollTimelapse NightSkyAppCampout SleepingBagWormSlowMo SleepingBagProjectorMovie SleepingBagVlogDiary SleepingBagHeadlampDuel SnoreMeterSleepingBag SleepingBagWhiteNoiseTest',
    gaming:
      'SleepingBagWerewolf SleepingBagFlashlightTag SleepingBagGameNight SleepingBagStoryDice LastOneAwakeWins SleepingBagTeamQuest ISpySleepingBag SleepingBagCharades',
    music:
      'SleepingBagLullaby SleepingBagSongCircle SleepingBagZipperBeat SleepingBagSingalong SpookyStorySoundtrack SleepingBagHarmonica BeatboxSleepingBag SleepingBagKazoo',
  },
  'grocery haul': {
    dance:
      'GroceryHaulKitchenDance GroceryHaulCartShuffle CheckoutBeepStep GroceryUnpackBoogie GroceryBagBounce GroceryHaulStrut MoonwalkGroceryHaul SalsaGroceryHaul',
    prank:
      'TinyGroceryHaul GroceryHaulSwitcheroo GroceryListRemix GroceryHaulHiddenNote ProduceGooglyEyes GroceryHaulBananaDoodle GroceryHaulOnlyCandy GroceryHaulFakeReceipt',
    gaming:
      'GroceryHaulFridgePuzzle GuessMyGroceryHaul GroceryHaulBingo GroceryListQuest SupermarketSimRun CheckoutHighScore GroceryHaulStackOff MemoryGameGroceryHaul',
  },
};
