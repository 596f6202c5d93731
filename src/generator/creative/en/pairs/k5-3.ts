import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  factory: {
    fitness:
      'FactoryCrateCarry LunchBreakFactoryPlank FactoryShiftSteps 10MinFactoryWarmUp FactoryAssemblyCircuit FactoryBoxStackSquats HumanFactoryRelay 7DayFactoryStretch',
    funny:
      'NarrateLikeAFactoryTour DadVsTheLunchFactory FactorySettingsReset FactoryCandyWrapFail FactoryFamilyAssemblyLine FactoryQualityControlMom SandwichFactoryFail OneMinuteFactoryShift',
    music:
      'FactoryMachineBeat 60SecondFactoryRemix DuetWithTheFactoryHum FactorySoundsMashup 5ToolFactoryBand BeatboxLikeAFactory FactoryStompDrumline FactoryWorkSongChorus',
    prank:
      'FactoryApprovedStamps PackTheirDeskFactoryNew FactoryRecallNotice 5MinGooglyEyeFactory FactoryBubbleWrapFloor FactoryGoldenTicket ToyFactoryTakeover DidTheFactoryShrinkIt',
  },
  'fall vibes': {
    cooking:
      'FallVibesSpiceBlend AppleCrumbleFallVibes CookUpSomeFallVibes 30MinFallVibesDinner FallVibesPieFaceOff FallVibesChiliNight 7DaysOfFallVibesSoup FallVibesSnackBoard',
    educational:
      'FallVibesMythOrFact FallVibesLeafIDWalk FallVibesEquinoxQuiz 60SecondFallVibesScience 3KitchenFallVibesLabs FallVibesMigrationMap HarvestMoonFallVibes GuessTheFallVibesScent',
    fitness:
      'RakeUpSomeFallVibes FallVibesHike 30DayFallVibesFitness 10MinFallVibesWorkout FallVibesPumpkinRelay FallVibesYogaInLeaves FallVibesPowerWalk JogIntoFallVibes',
    prank:
      '50StickyNoteFallVibes FallVibesInEveryShoe FallVibesGooglyEyes ScarecrowTwinFallVibes LeafMeAloneFallVibes FallVibesPlaylistTakeover PumpkinPillowFallVibes WhoGaveMyDeskFallVibes',
    tech: '30DaysOfFallVibes FallVibesColorPreset FallVibesWallpaper 60SecondFallVibesEdit CatchFallVibesInSlowMo AIWritesAFallVibesPoem FallVibesPhotoDump FallVibesSnapFaceOff',
  },
  family: {
    fashion:
      'FamilyFitCheck ThenVsNowFamilyOutfits 10MinMatchingFamilyLook FamilyFormalFriday FamilyHandMeDownRestyle FamilyRaidGrandpasCloset WhoWoreItBestInMyFamily LetYourFamilyStyleYou',
    prank:
      'GooglyEyeFamilyIn5Min FamilyFreezeFrame DogJoinsFamilyPortrait WhenWillMyFamilyNotice GiveTheFamilyTinySpoons FamilyDressAsDadDay FamilyBalloonBedroom FamilyStickyNoteTakeover',
    tech: 'FamilyTechSupport FamilyGroupChatChaos 5EmojiFamilyStory CanMyFamilyGuessTheApp FamilyTeachGrandpaToText FamilyGrandmaFirstSelfie AIFamilyPortrait 10MinFamilyPhotoBackup',
  },
  'family photo': {
    fashion:
      'FamilyPhotoMatchingFits FamilyPhotoOutfitVote ThenVsNowFamilyPhoto StyleTheFamilyPhoto3Ways FamilyPhotoAllPlaid FamilyPhotoColorClash 10MinFamilyPhotoGlowUp WhoWoreItBestFamilyPhoto',
    gaming:
      'FamilyPhotoTrivia FamilyPhotoJigsaw Spot5ChangesFamilyPhoto FamilyPhotoBabyGuess 30SecFamilyPhotoRecall KidsVsGrownupsFamilyPhoto FindMeInTheFamilyPhoto FamilyPhotoCaptionContest',
    pet: 'FamilyPhotoDogPose FamilyPhotoPetPhotobomb FamilyPhotoCatRefuses PupFamilyPhotoIn10Tries FurryFamilyPortrait 30SecHamsterFamilyPhoto BunnyJoinsTheFamilyPhoto KittenVsBabyFamilyPhoto',
    speed:
      'FamilyPhotoPoseRace FamilyPhotoTimerSprint 10SecondFamilyPhoto BeatMyFamilyPhotoTime KidsVsParentsFamilyPhoto TagTeamFamilyPhoto FamilyPhotoBeforeTheBeep FamilyPhotoShoesOnDash',
    travel:
      'OneFamilyPhotoEveryStop FamilyPhotoSameSpot FamilyPhotoAtGrandmas FamilyPhotoPostcard FamilyPhotoHometownWalk ThenVsNowFamilyPhotoTrip GuessWhereFamilyPhoto PinYourFamilyPhotoOnAMap',
    wellness:
      'FamilyPhotoThankYouNote FamilyPhotoAlbumFlip 7DayFamilyPhotoGratitude FamilyPhotoStoryTime FamilyPhotoCallGrandma RememberThisFamilyPhoto ThenVsNowFamilyPhotoHug SlowSundayFamilyPhotos',
  },
  'family reunion': {
    tech: 'FamilyReunionTimelapse FamilyReunionSlideshow VideoCallTheFamilyReunion FamilyReunionHomeMovies 60SecFamilyReunionRecap NameThatFaceFamilyReunion 100PhotosOneFamilyReunion FamilyReunionSharedAlbum',
  },
  faucet: {
    prank:
      'GooglyEyeFaucet OutOfOrderFaucetSign FaucetNameTag WhyIsTheFaucetTalking GiveYourFaucetAMustache TinyUmbrellaFaucet GiftWrappedFaucet FaucetIn100StickyNotes',
  },
  february: {
    travel:
      '4WeekendsOfFebruary FebruarySnowDayWalk FebruaryFreeFridays ChasingFebruarySun PackForFebruaryIn5Min GuessMyFebruaryCity FebruaryFullMoonHike FebruaryRainyDayMuseum',
  },
  fence: {
    fashion:
      'FenceLeanPhotoshoot 3FitsOnOneFence 10SecondFenceTransition OutfitToMatchTheFence MomVsMeFenceStyle WhitePicketFenceDress StripesLikeAFence FenceGardenPartyLook',
    gaming:
      'FenceTicTacToe FenceBeanbagTargets ChalkMazeOnTheFence KidsVsDadFenceGolf GuessWhatsBehindTheFence FencePostRingToss DotsAndBoxesFenceDuel 60SecFenceSpongeShot',
    travel:
      'FenceLineHike OneFenceEveryCity WhitePicketFenceTown GuessWhereThisFenceIs FarmFenceGoatVisit ColorfulFenceHunt FenceMuralWalkingTour FindTheWeirdestFence',
  },
  'ferris wheel': {
    gaming:
      'FerrisWheelDiceRace FerrisWheelBlockBuild 10MinFerrisWheelSpeedrun MyFerrisWheelVsYours GuessTheFerrisWheelCity FerrisWheelMarbleRun FerrisWheelSpinToWin DesignAFerrisWheelLevel',
    prank:
      'KiddieFerrisWheelReveal FerrisWheelTeddyRider WhosInMyFerrisWheelSeat WeGotYouAFerrisWheel FerrisWheelTicketHunt OneSignPerFerrisWheelLap FerrisWheelPhotobomb 5SecFerrisWheelDisguise',
    tech: 'FerrisWheelTimelapse FerrisWheelPanoramaShot FerrisWheelStopMotion 30SecFerrisWheelPOV NightVsDayFerrisWheel LoopAFerrisWheelGif 10PhotoFerrisWheelCollage FerrisWheelWallpaper',
  },
  festival: {
    pet: 'FestivalQuietRoomFido PetFestivalAtHome KittenVsPuppyFestival 30SecFestivalTreatHunt 5TrickDogFestival FestivalFurryHeadliner ThrowYourBunnyAFestival FestivalZoomies',
    tech: '10ClipFestivalReel FestivalBatterySaver CanMyPhoneLastAFestival FestivalOfflineMap FestivalVlogRecap PackYourFestivalTechKit NightShotFestivalFaceOff FestivalCrowdTimelapse',
    travel:
      'OneFestivalPerMonth FestivalEveryWeekend FestivalOnABudget CityVsVillageFestival PackForYourFirstFestival GuessTheFestivalCountry SmallTownFestivalHunt FestivalByTrainOnly',
  },
  fetch: {
    tech: 'FetchBallLauncherTest FetchSlowMoCam HowManyFetchesInAMinute EditYourDogsFetchMontage FetchStepCounter 7DayFetchTracker FetchStopMotion AIRatesEveryFetch',
    travel:
      'PlayFetchIn5NewPlaces OneFetchEveryPark FetchPicnicGetaway ThenVsNowFetchSpot GuessWhereThisFetchIs FieldTripFetchFriday FetchCampingWeekend FetchMeadowTour',
  },
  fiance: {
    travel:
      'FianceSunsetWalk 48HourFianceGetaway PackForYourFiance FianceCityEscape ProposalSpotRevisit CanMyFianceReadAMap FianceVsMeTripPlanner FianceBucketList',
  },
  'filing cabinet': {
    dance:
      'AToZFilingCabinetMoves FilingCabinetFreezeFrame FilingCabinetMoonwalk FilingCabinetFanDance OfficeDiscoFilingCabinet FilingCabinetShowdown 10SecFilingCabinetShuffle StrutPastTheFilingCabinet',
    fitness:
      'FilingCabinetDrawerSquats BinderCurlsFilingCabinet FilingCabinetStretchBreak FilingCabinetCalfRaises LungeToTheFilingCabinet FilingCabinetFaceOff 10RepFilingCabinetRule 5MinFilingCabinetWorkout',
  },
  'fire drill': {
    fitness:
      'BeatTheFireDrillClock FireDrillLowSquatWalk FamilyFireDrillRelay FireDrillStopDropRoll 3ExitFireDrillWorkout FireDrillShuttleRun FireDrillHallwayCrawl BackpackFireDrill',
    prank:
      'FireDrillTeddyRollCall 100ExitSignsFireDrill WhoWonOurFireDrill FollowFireDrillArrows FireDrillThankYouCards GooglyEyesOnFireDrillMap FireDrillStuffieEscape FireDrillGoldStarWall',
  },
  'fire safety': {
    tech: 'SmokeDetectorTest FireSafetyVideoQuiz 5MinFireSafetyPhoneCheck ShowUsYourFireSafetyTech 3FireSafetySettings FireSafetyChirpDecoder FireSafetyAlertSetup FireSafetyBatteryReminder',
    travel:
      'FireStationOpenHouse FireSafetyHotelCheck 60SecRoomFireSafety FireSafetyRentalExitHunt PackAFireSafetyTravelKit FireSafetySignSpotting 3FireSafetyHabitsAbroad FireSafetyTrainTrip',
  },
  'fire station': {
    dance:
      'FireStationBootStomp StopDropAndGroove 8CountFireStationRoutine FireStationSirenSway FireStationFlossFriday DanceOffAtTheFireStation KidsTeachFireStationMoves FireStationHoseHustle',
    fitness:
      'TrainLikeAFirefighter 10MinFireStationWorkout FireStationBucketCarry FireStationSandbagDrag 100RepFireStationDrill FireStationFitTest FireStationStepUps HoseRelayFireStationStyle',
    pet: 'FireStationMascotPup BuildYourCatAFireStation ShowUsTheFireStationDog FireStationPetEvacPlan FireStationRescueSticker PuppyVsKittenFireStation 60SecFireStationCrating FireStationFetchDrill',
    tech: 'FireStationVirtualTour FireStationSmokeAlarmTest FireStationStopMotion HowFarIsYourFireStation CodeAFireStationGame 60SecFireStationBuild GuessTheFireStationSound FireStationMapApp',
  },
  firefighter: {
    funny:
      'FirefighterCatInTree DramaticFirefighterSlowMo TinyFirefighterBigRescue FirefighterVsSpider KidsAskAFirefighter SmokeAlarmChirpHunt 10SecFirefighterSuitUp FirefighterDadJokes',
    wellness:
      'FirefighterShiftUnwind 5MinFirefighterReset 7DayFirefighterStretch FirefightersGratitude CalmAfterTheSiren StopDropAndBreathe ThankYouFirefighters FirefighterFeelGoodFriday',
  },
  firefly: {
    tech: 'FireflyCountApp FireflyNightModeTest FireflyTimelapse 30SecFireflyLongExposure MapEveryFireflyNearby CanYouFilmFireflies FireflyFlashlightTalk LightPaintLikeAFirefly',
    travel:
      'FireflyParkAtDusk 3PlacesToSeeFireflies CityVsCountryFireflies FireflyNightHike FireflyBackyardCampout GuessWhereFirefliesGlow GrandmasPorchFireflies CountFirefliesOnVacation',
  },
  fireplace: {
    fashion:
      'FireplaceCozySweater FireplaceFlannelFit MomVsMeFireplaceLook StyleAScarfByTheFireplace HolidayFireplaceGlowUp 10SecFireplaceOutfitFlip FireplacePJShoot FireplaceSockDrawerRank',
    fitness:
      'FireplaceStretchOut FireplaceWoodCarry 10MinFireplaceYoga SquatsByTheFireplace 7DayFireplaceAbs FireplaceBlanketCoolDown KidsVsDadFireplacePlank FireplaceLogRelay',
    funny:
      'FireplaceOnTheTV GrandpaVsFireplaceApp 10MinDadFireplaceLecture FireplaceStockingMixUp SantaInspectsTheFireplace IsItARealFireplace FireplaceHogStandoff RateMyFireplaceSetup',
    gaming:
      'FireplaceBoardGame FireplaceCardNight FireplaceJigsaw FireplaceChessDuel 60SecFireplaceCharades DadVsKidsFireplaceQuiz BestOf3FireplaceDominoes StumpMeByTheFireplace',
    pet: 'FireplaceFloofNap CatVsDogFireplaceRug FireplaceGuardForKitty ShowUsYourFireplaceBunny 3StepFireplaceSafety FireplacePlushLogToy SnugSundayByFireplace FireplacePetGateSetup',
    prank:
      'GooglyEyeFireplaceIn5Min 20TinyElvesOnTheFireplace DogPortraitAboveFireplace FireplaceSantaTracks FireplaceStockingDrop FireplaceNorthPoleNote FireplaceGarlandGnomes WhoLeftBootsByFireplace',
  },
  firewood: {
    art: 'PaintedFirewoodSlices FirewoodLogFaces 10MinFirewoodSketch FirewoodMiniCabin FirewoodStickFigures DecorateFirewoodThreeWays FirewoodBarkRubbing MomVsKidFirewoodOwl',
  },
  'first job': {
    cooking:
      'FirstJobPackedLunch FirstJobPaycheckDinner FirstJobBaristaLatte 10DollarFirstJobGroceries FirstJobBreakRoomSnack RecreateYourFirstJobMenu 15MinFirstJobMealPrep HomemadeVsFirstJobPizza',
    dance:
      'FirstJobPaydayDance 10SecFirstJobGroove FirstJobJitterbug FirstJobBreakRoomBoogie ShakeOffTheNervesFirstJob StrutIntoYourFirstJob FirstJobMopTango ThenVsNowFirstJobMoves',
    gaming:
      'FirstJobSimulator FirstJobCharades GuessMyFirstJob FirstJobTwoTruths KidsVsParentsFirstJobQuiz BuildYourFirstJobCafe 60SecFirstJobSpeedrun WouldYouRatherFirstJob',
    music:
      'FirstJobAnthem FirstJobPlaylist HumYourFirstJobJingle FirstJobCoworkerDuet OneMinuteFirstJobRap FirstJobKaraokeNight 5WordFirstJobSong CommuteBeatboxFirstJob',
  },
  fisherman: {
    dance:
      'FishermanReelDance FishermanWaderWaddle CastLikeAFisherman FishermanNetThrow 10SecFishermanShuffle 8CountFishermanJig TangoWithAFisherman ShantyFishermenStep',
    music:
      'FishermansBluesCover FishermanShantySingalong 5SoundFishermanBeat FishermanRapBattle OneMinuteFishermanSong BalladOfAFisherman WhistleLikeAFisherman FishermanFolkDuet',
    prank:
      'FishermanRemoteReel 5MinGooglyEyeFisherman FishermanDoNotDisturb TinyFishermanTrophy TheFishermansTallTale BreakfastInFishermanGear FishermanLandsRubberDuck DidAFishermanCatchThis',
    travel:
      '3FishermanTownsOneTrip 48HourFishermanVillage FishermanMarketMorning SunriseWithFishermen GuessMyFishermanHarbor LocalFishermanLesson StrollTheFishermansWharf AskAFishermanForTips',
  },
  fishing: {
    fashion:
      'FishingFitCheck FishingHatShowdown ThenVsNowFishingOutfit DressedForFishing StrutInFishingWaders 10MinFishingGlowUp StyleAFishingVest3Ways GrandpaFishingLook',
    gaming:
      'FishingMinigameRun BuildAFishingGameAtHome FishingDerbyNight LegendaryFishingCatch 5MinFishingSpeedrun FishingPaperMagnetRace FishingBingoCard SiblingFishingShowdown',
    pet: 'DogFishingBuddy CatFishingRodToy FishingForTreatsIn30Sec KittenFishingGame FishingWand100Pounces FishingWithMyPet CanYourBunnyGoFishing FishingTripSidekick',
    wellness:
      'SlowMorningFishing FishingPhoneFree MindfulFishingHour SereneSundayFishing 10BreathsBeforeFishing CastYourWorriesFishing FishingGratitudeList FishingSunriseSilence',
  },
  'fist bump': {
    fashion:
      'FistBumpRingCheck FistBumpNailArt MatchingBraceletFistBump 10SecFistBumpTransition BestieVsMeFistBumpFits 5AccessoryFistBumpStack FistBumpHennaDesign FistBumpGlowUp',
    music:
      'FistBumpPercussion 100FistBumpsOneSong DuetThenFistBump FistBumpRhythmChain FistBumpKaraokeHandoff 60SecFistBumpBeat FistBumpCountIn DrumBattleFistBumpStyle',
    travel:
      'FistBumpWithAStatue OneFistBumpPerCity LearnTheLocalFistBump 24HourFistBumpTour FistBumpEveryBorder GuessWhereWeFistBumped FistBumpPassportStamp CampsiteSetUpFistBump',
  },
  flannel: {
    gaming:
      '10MinFlannelSkinDesign FlannelFarmSimFit FlannelAvatarStyle FlannelCozyGameNight HoodiesVsFlannelSquad FlannelCheckersMatch FindTheFlannelNPC 3RoundFlannelCardClash',
    pet: 'FlannelScrapTugToy 3StepFlannelPillowFort FlannelHamsterHammock FlannelDogBedDIY FlannelBunnyBlanketNap KittenVsFlannelPile 10MinFlannelSnuffleMat ShowUsYourFlannelSnoozer',
    travel:
      'FlannelAppleOrchard FlannelLeafPeeping 48HourFlannelGetaway OneFlannelFiveTowns FlannelThriftShopTour FlannelForestHike WhereDidMyFlannelGo PicnicInFlannelWeather',
  },
  flashlight: {
    prank:
      'FlashlightCeilingStars FlashlightShadowBunny FlashlightWallMessage TapeDinosToYourFlashlight 5SecFlashlightDisco IsThatALionFlashlight GiantGooglyEyeFlashlight FlashlightTreasureClues',
  },
  'flea market': {
    travel:
      'FleaMarketInEveryTown 5DollarFleaMarketSouvenir FleaMarketFindFaceOff GuessWhichCityFleaMarket OneHourFleaMarketAbroad FleaMarketEarlyBirdRun NightFleaMarketCrawl FleaMarketLocalsOnly',
  },
  florida: {
    music:
      'OneSongPerFloridaTown FloridaSteelDrumJam FloridaGatorBallad 60SecFloridaAnthem SingFloridaIn3Genres FloridaSwampBlues MyStateVsFloridaRapOff FloridaSeashellShaker',
  },
  florist: {
    educational:
      'FloristWiltRescue WhyFloristsCutOnASlant FloristMythOrTruth FloristBloomIDQuiz 60SecondFloristTrick FloristSevenDayVaseTest MyBouquetVsFloristTips AskAFloristAnything',
    gaming:
      'Guess10FloristFlowers OneMinuteFloristRush RememberTheFloristsOrder KidsRunAFloristShop FloristBouquetBingo FloristArrangeOff StumpTheFlorist ISpyAtTheFlorist',
    tech: 'FloristTimelapseBloom ShootFlowersLikeAFlorist FloristVsAIArrangement FloristStopMotionBouquet 60SecFloristReel 3AngleFloristShot SlowMoFloristSpray FloristPhotoEditFaceOff',
    wellness:
      '5MinFloristMeditation FloristBreatheAndBloom SlowSundayFloristVisit FloristPressedPetals 10BreathsAtTheFlorist OneStemADay ThankYourFlorist FloristScentWalk',
  },
  'flower pot': {
    funny:
      'GiveEveryFlowerPotAFace FlowerPotGrassHaircut 60SecFlowerPotSitcom MyFlowersHateMe DramaticFlowerPotFarewell FlowerPotSoapOpera FlowerPotPepTalk IsThisFlowerPotJudging',
    music:
      'FlowerPotXylophone DuetWithAFlowerPot 5NoteFlowerPotTune BongoFlowerPots FlowerPotSpoonBeat 60SecFlowerPotRemix FlowerPotDrumCircle FlowerPotRainStick',
  },
  foil: {
    cooking:
      'FoilPacketDinner WrapYourTacosInFoil FoilBakedPotato PanVsFoilRoastOff 20MinFoilTrayNachos FoilLemonFish 5IngredientFoilMeal FoilSwanLeftovers',
    wellness:
      'FoilStressBall FoilCrinkleCalm 5MinFoilSculptBreak FoilRollFootRub WrapAWorryInFoil FoilGratitudeStars 7DayFoilKindnessHearts SlowSundayFoilArt',
  },
  folder: {
    dance:
      'FanDanceWithAFolder FolderFlipReveal 8CountFolderRoutine FolderSnapTwoStep BossWalkWithAFolder FolderPeekabooGroove 15SecFolderFreestyle FolderVsBinderShowdown',
    gaming:
      'NestedFolderTreasureHunt FolderGoalPaperFootball CanYouCrackMyFolderCode MarbleMazeInAFolder 60SecFolderEscapeRoom BestOf5FolderHockey FolderMemoryMatch FolderFlipTrickShot',
  },
  forehead: {
    art: 'ForeheadFacePaint 30SecForeheadDoodle ForeheadBonkComic MomVsMeForeheadArt SketchOnYourForehead ForeheadLightPainting DrawForeheadExpressions ForeheadCrownCraft',
    prank:
      'ForeheadMirrorMessage GooglyEyeOnMyForehead ForeheadTinyHat LostGlassesOnForehead ForeheadDotStareDown DadsForeheadSaysWhat ForeheadSmileySticker 3StarSleepyForehead',
    tech: 'ForeheadCamPOV FixYourForeheadFraming ForeheadFaceFilter 60SecForeheadGuessing ForeheadPhoneCharades CanMyForeheadUnlockIt DadsForeheadVsVideoCall 5ForeheadSelfieAngles',
    travel:
      'DestinationOnForehead ForeheadHeadlampHike WhoseForeheadIsThis ForeheadKissGoodbye HatTanForeheadReveal OneForeheadSelfiePerCity SunscreenForeheadIn10Sec ForeheadSnowflakeCatch',
    wellness:
      'ForeheadKissGoodnight 60SecForeheadRelease ForeheadMassageCalm ForeheadFocusBreathing SoftenYourForehead 7DayForeheadUnwind ForeheadToTheMat SunscreenForeheadHabit',
  },
  forklift: {
    art: 'ForkliftPalletMural ForkliftPopArt SculptAForkliftInClay OneLineForklift 60SecForkliftSketch KidVsDadForkliftDrawing 3WayForkliftDoodle ForkliftBlueprint',
    cooking:
      'ForkliftShiftLunchbox ToyForkliftCakeTopper WaffleForkliftIn10Min 3LayerForkliftSandwich ForkliftSnackDelivery ForkliftCookieCrates CanYouBakeAForklift ForkliftPartyPlatter',
    dance:
      'ForkliftLoadShuffle 8CountForkliftGroove ForkliftRaiseAndDrop ForkliftWaltz 15SecForkliftFreestyle RobotForkliftPop DanceLikeAForklift SafetyVestForkliftStrut',
    fashion:
      'ForkliftWorkwearFit ForkliftGlowUp ForkliftVestRunway ForkliftShiftToDinner HiVisForklift3Ways YellowLikeAForklift 10SecForkliftTransition MatchingForkliftCrew',
    prank:
      'ForkliftTookTheRemote ToyForkliftDelivery ForkliftBrings100Socks ForkliftZoneSign ForkliftParkingOnly SeriousForkliftBriefing WakeUpToForkliftBeeps WhoOrderedAForklift',
    speed:
      'ForkliftBoxStackRace SpeedyForkliftCupCarry TwoSpatulaForklift ForkliftShelfRestock ForkliftVsBareHands ForkliftPalletSort ToyForkliftTimeTrial 10CansForkliftDash',
  },
  fountain: {
    cooking:
      '5MinFountainMocktail HomeVsDinerFountainShake 3TierFruitFountain FountainCupcakeTower SodaFountainFloats FountainOfYouthSmoothie FountainChocolateDip FountainLemonadeStand',
    fashion:
      'FountainPhotoshootFit 10SecFountainTransition 3LooksOneFountain FountainDateOutfit FountainTwirlDress FountainCoinEarrings MomVsMeFountainStyle CityFountainGlowUp',
    tech: 'FountainSlowMo 5SecFountainLoop FountainDayToNightLapse FountainVideoInReverse FountainSilkyWaterHack CanYouFreezeAFountain PhoneVsCameraFountain MapEveryFountainInTown',
  },
  'free throw': {
    fashion:
      'FreeThrowFitCheck FreeThrowJerseyLook StyleAFreeThrowHeadband ThenVsNowFreeThrowKit 10SecFreeThrowTransition WhoWoreItBestFreeThrow FreeThrowSockGame FreeThrowShoeReveal',
    prank:
      '10SecFreeThrowCrowdRoar WhyIsThisFreeThrowBouncy FreeThrowAnnouncerVoice TinyHoopForYourFreeThrow FreeThrowSwishSoundboard FreeThrowRubberChicken 50BalloonsAtFreeThrowLine FreeThrowConfettiNet',
    tech: 'CanVideoFixYourFreeThrow 60SecFreeThrowAppTally FreeThrowAIFormCheck FreeThrowSplitScreenDuel FreeThrowSlowMoReplay FreeThrowStreakTracker 100FreeThrowsTimelapse ChestCamFreeThrowPOV',
  },
  freezer: {
    art: 'IcePaintFromTheFreezer FreezerMagnetMural KidsVsMomFreezerCollage DrawYourFreezerIn60Sec FloralFreezerCubes SketchAFreezerFind3Ways DoodleTheFreezerDoor FreezerSnowmanSculpt',
    music:
      'HarmonizeWithTheFreezer FreezerPeaMaracas FreezerDoorDrumKit FreezerBeepRemix 60SecFreezerJam MomVsMeFreezerBeatbox 5SoundFreezerSong RapAboutMyFreezer',
    tech: 'LabelYourFreezerWithQR FreezerToCounterTimelapse 5MinFreezerInventory AIRecipeFromMyFreezer FreezerASMR FreezerFogSlowMo PaperVsAppFreezerList StopMotionFreezerRaid',
    travel:
      'FreezerToCoolerPacking 48HourFreezerCleanout CoinCupFreezerTest FreezerAisleAbroad FreezerDoorMagnetMap ColderThanMyFreezer WhoseFreezerIsEmptiest 3FreezerMealsBeforeYouGo',
  },
  'french toast': {
    dance:
      'FrenchToastHappyDance FrenchToastSpatulaSpin 8CountFrenchToastGroove 10SecFrenchToastWiggle SundayFrenchToastShimmy FrenchToastSyrupSway FrenchToastFlipAndDip KidsVsDadFrenchToastMoves',
    pet: 'FrenchToastPlushToy PetNamedFrenchToast FrenchToastSitStay ShowUsYourFrenchToastCat PuppyVsFrenchToastSqueaky FrenchToastColoredCorgi 30SecFrenchToastLeaveIt FrenchToastKittenCameo',
    prank:
      'FrenchToastTinyPortion ServeAPlushFrenchToast FrenchToastGooglyEyes FrenchToastWakeUpCall WhereIsMyFrenchToast 1000PieceFrenchToast FrenchToastCafeClosed ToyKitchenFrenchToast',
  },
  'fried rice': {
    fashion:
      'StyleFriedRiceColors3Ways FriedRiceApronDIY FriedRiceTakeoutTote TinyFriedRiceCharms FriedRiceNailArt MomVsMeFriedRiceFit 10SecFriedRiceOutfitFlip FriedRiceSockReveal',
    music:
      'FriedRiceBeatboxBattle FriedRiceChopstickDrum 60SecFriedRiceRemix WokAndRollFriedRice FriedRiceSpatulaSolo EggFriedRiceRap FriedRiceKazooBallad DuetWhileFriedRiceCooks',
    tech: 'FriedRiceAIRecipe EditedVsRealFriedRice FriedRiceLikeAnAd 30SecFriedRiceTimelapse CanYouShootFriedRiceSteam 3AngleFriedRicePhoto FriedRiceSlowMoToss FriedRiceStopMotion',
    travel:
      'FriedRiceStreetStallHunt FriedRiceNightMarket OneFriedRicePerCountry HomeVsAbroadFriedRice FriedRiceBentoPicnic BestFriedRiceInTown GuessWhereThisFriedRiceIs 5DollarFriedRiceTour',
    wellness:
      'PhoneFreeFriedRiceDinner FriedRiceFamilyTable 3VeggieFriedRiceReset FriedRiceMealPrepSunday FriedRiceZeroWasteWeek 15MinFriedRiceUnwind FriedRiceThankTheCook FriedRiceSlowLunch',
  },
  friend: {
    fashion:
      'FriendStylesMe FriendClosetSwap FriendDressesAsMe FriendThriftFlip 10MinBestFriendLook ThenVsNowFriendFits WhoWoreItBetterFriend 5DollarFriendMakeover',
    gaming:
      'BestOf5VsMyFriend FriendSplitScreenDuel FriendGrudgeMatch FriendshipEndingGame 10MinCoopWithAFriend PlayerTwoHasJoined FriendLeaderboard CanYourFriendBeatThis',
  },
  friendship: {
    art: 'FriendshipPortraitSwap FriendshipDrawEachOther 5ColorFriendshipPainting FriendshipBraceletDIY 60SecFriendshipSketch FriendshipComicCollab PassTheFriendshipDoodle CollageYourFriendship',
    prank:
      'FriendshipPhotobombEdit FriendshipStickyNoteBomb SignOurFriendshipContract SameOutfitFriendshipDay FriendshipBalloonDoorway DidYouPassFriendshipTest 100PaperHeartsFriendship FriendshipGooglyEyes',
  },
  frisbee: {
    cooking:
      'FrisbeeSizedPancake MomVsDadFrisbeeNachos GiantFrisbeeCookie FrisbeePizzaToss CanYouFlipAFrisbeeCrepe 3IngredientFrisbeePie 10MinFrisbeeFlatbread FrisbeeFruitTart',
    music:
      'FrisbeeDrumSolo FrisbeeTambourine FrisbeeTossToTheBeat 60SecFrisbeeRhythm DuetWithAFrisbeeCatch 8BarFrisbeeJam FrisbeePlaylistBattle HumYourFrisbeeAnthem',
    prank:
      'RubberChickenForAFrisbee CanYouGrabMyFrisbee 10FrisbeesAtOnce FridayFrisbeeFoolery FrisbeeConfettiToss FrisbeeDisappearingAct FrisbeeInvisibleCatch FrisbeeDinnerPlate',
    travel:
      'OneFrisbeeThrowPerState FrisbeeAtLandmarks JoinAFrisbeePickupGame 10HoleFrisbeeGolfTour FrisbeeEveryParkInTown GuessWhereThisFrisbeeFlew FrisbeeNewCityCatch FrisbeeMeadowPicnic',
  },
  'front porch': {
    art: 'FrontPorchChalkArt FrontPorchWreathDIY 10MinFrontPorchDoodle FrontPorchMiniature 3StyleFrontPorchSign KidVsMomFrontPorchDrawing WatercolorYourFrontPorch FrontPorchViewSketch',
    funny:
      'FrontPorchWeatherReport FrontPorchParcelWatch NatureDocFromMyFrontPorch SquirrelOwnsTheFrontPorch FrontPorchDoormatSlogans WhoLeftFrontPorchLightOn LongGoodbyeFrontPorch 10SecFrontPorchStareDown',
    pet: 'FrontPorchDogWatch MeetMyFrontPorchGreeter FrontPorchPetPhotoshoot FrontPorchWaterBowl CatioOnTheFrontPorch 30SecFrontPorchSitStay PuppyVsFrontPorchBroom 7DayFrontPorchBrushing',
    travel:
      'FrontPorchStaycation 48HourFrontPorchGetaway FrontPorchOfEveryStay FrontPorchPostcardSketch OneFrontPorchPerTown GuessThisFrontPorchCity RateFrontPorchesAbroad ThenVsNowFrontPorch',
  },
  fruit: {
    fashion:
      'FruitPrintFit FruitColorBlocking DressLikeAFruit FruitCharmEarrings 3FruitOutfitsOneWeek 10SecFruitTransition FruitSockReveal MomVsMeFruitStyle',
  },
  gadget: {
    fashion:
      'GadgetFitCheck GadgetStrapSwap GadgetPhoneCaseMatch StyleYourGadget3Ways HeadphonesAsJewelry 10SecGadgetOutfitFlip GadgetWristStack DadVsTeenGadgetLook',
    fitness:
      '10MinNoGadgetWorkout 30DayGadgetFreeAbs GadgetTimerTabata GadgetStepStreak GadgetAbRollerTest BodyweightVsGadget GadgetGripStrengthDuel GadgetJumpRopeCounter',
    funny:
      'GadgetDrawerTour GadgetGrandmaTries UselessGadgetReview SellMeAGadgetIn30Sec WhyDidIBuyThisGadget DadVsTheNewGadget GadgetManualDramaticRead GadgetVoiceAssistantFails',
    pet: 'DoesMyCatLikeThisGadget 7DayPuppyGadgetTrial GadgetTreatCamera PetGadgetTest GadgetSnuffleMatReview GadgetAutoBallLauncher GadgetFeederCamPOV CardboardBoxVsGadget',
    prank:
      'GadgetVoiceAssistantJoke WhyIsMyGadgetCalledPotato GadgetSaysGoodMorning HugeBoxTinyGadget GadgetComplimentAlarm 60SecGadgetSerenade GadgetSmartLightDisco 50GooglyEyesOnGadgets',
    wellness:
      'GadgetFreeDay 7NightGadgetCurfew CanYouLastWithoutGadgets WellnessGadgetTest GadgetUnplugEvening GadgetsOffBooksOn GadgetBedtimeBasket OneHourGadgetBreak',
  },
  game: {
    funny:
      'VideoGameSoundsIRL GameNightSoreLoser MomVsDadGameGrudge WhoWillQuitTheGameFirst GameRulesLawyer 5SecGameOverFaces GameCommentatorMode GameTutorialVoice',
  },
  'garage sale': {
    fitness:
      'GarageSaleCrateCurls GarageSaleStepCount GarageSaleTableCarry BikeToEveryGarageSale GarageSaleDumbbellDeal 10SquatsPerGarageSaleFind 5MinGarageSaleHIIT JogBetweenGarageSales',
    gaming:
      'GarageSaleCartridgeDig GarageSaleMissingPieces BestGarageSaleScore 5DollarGarageSaleGames DadVsMeGarageSaleChess GarageSaleConsoleHaggle GuessThePriceGarageSale GarageSaleJigsawHunt',
    music:
      'GarageSaleVinylSpin PlayAGarageSaleGuitar GuessTheGarageSaleRecord GarageSaleBand 60SecGarageSaleRemix 5DollarGarageSaleBeat GarageSaleKeyboardFind GarageSaleKazooChorus',
    prank:
      'GarageSaleSoldSticker 100PriceTagsGarageSale GarageSaleGooglyEyes GarageSaleMillionDollar CatRunsOurGarageSale WhyIsMyBikeInGarageSale GarageSaleSellTheFridge 5MinBedroomGarageSale',
    tech: 'GarageSalePriceCheckApp DoesItWorkGarageSale GarageSaleGadgetHunt GarageSaleDataWipe 5DollarGarageSaleTech GarageSaleVHSDigitize 60SecGarageSaleListing RetroVsNewGarageSaleCam',
  },
  'garden center': {
    dance:
      '8CountGardenCenterGroove GardenCenterCartSpin 10SecGardenCenterBop GardenCenterGnomeFreeze DanceOffAtGardenCenter ShimmyThroughGardenCenter GardenCenterSprinkler GardenCenterFlowerTwirl',
    fitness:
      'GardenCenterSoilCarry GardenCenterMulchLift GardenCenterCartPush 10MinGardenCenterWorkout 20SquatGardenCenterTrip MomVsDadGardenCenterHaul LungeTheGardenCenter GardenCenterStepCount',
  },
  garlic: {
    art: 'GarlicStillLife GarlicStampPrint GarlicSkinCollage KidVsMomGarlicSketch BraidedGarlicWreath GarlicBulbCharacters DrawGarlicIn60Sec OneGarlic3ArtStyles',
    dance:
      'GarlicBreadBoogie VampireVsGarlicDanceOff 8CountGarlicRoutine 10SecGarlicFreestyle GarlicCloveGroove ShakeItLikeAGarlicBulb GarlicPressAndLock GarlicPeelShimmy',
    fashion:
      'GarlicBulbEarrings MomVsMeGarlicFit 10SecGarlicGlowUp GarlicCharmBracelet StyleGarlicColors3Ways GarlicPrintEverything DressLikeAGarlicClove GarlicPurpleNailArt',
    fitness:
      'CanYouPeelGarlicInPlank GarlicBulbCurls VampireVsGarlicWorkout GripLikeAGarlicPress GarlicHarvestSquats 30DayGarlicFarmFit GarlicBraidLunges GarlicBasketCarry',
    music:
      'GarlicBreadAnthem GarlicJarMaraca VampireVsGarlicSingOff 5SoundGarlicBeat GarlicBreakupSong OdeToGarlic GarlicPressPercussion 60SecGarlicJingle',
    prank:
      'GarlicPunDoodleNotes GarlicClovesWithFaces GarlicPlushPillow GarlicBulbInEveryPocket WhoHungGarlicOverMyBed NoVampiresGarlicDoorSign 5MinGarlicBedroomTakeover 10GooglyEyedGarlics',
  },
  'garlic bread': {
    gaming:
      'LoserMakesGarlicBread GarlicBreadTriviaDuel GarlicBreadBlindTaste BestOf3GarlicBreadGames CanYouDrawGarlicBread GarlicBreadMysteryTopping WinnerGetsGarlicBread GarlicBreadCharades',
    prank:
      'WakeUpToGarlicBreadSong GarlicBreadScreensaver GarlicBreadTinySlice 100GarlicBreadStickers WhyAreMyPhotosGarlicBread CallThemGarlicBreadAllDay GarlicBreadGooglyEyes GarlicBreadPillowSurprise',
    travel:
      'OneGarlicBreadPerCountry GarlicBreadPicnic GarlicBreadBakeryHop BestGarlicBreadInTown GarlicBreadPassport GarlicBreadPizzeriaTour HomeVsAbroadGarlicBread GuessTheGarlicBreadCity',
  },
  'getting dressed': {
    art: 'StopMotionGettingDressed GettingDressedCollage SketchMeGettingDressed GettingDressedDolls GettingDressedFlatLay 60SecGettingDressedDoodle GettingDressedComic ThenVsNowGettingDressed',
    fitness:
      'FlamingoGettingDressed GettingDressedWarmUp GettingDressedCoreTest 10SquatsGettingDressed GettingDressedSockBalance MomVsKidGettingDressed GettingDressedNoSitting OneMinuteGettingDressed',
    prank:
      'GettingDressedLikeDad 10SecGettingDressedAsMom GettingDressedTwins DollClothesGettingDressed GettingDressedInsideOut GettingDressedGooglyShoes 5LayersGettingDressed WhatsOffGettingDressed',
  },
  ghost: {
    dance:
      'GhostGlide SheetGhostShuffle GhostFloatWaltz 8CountGhostRoutine GhostBooBounce GhostMoonwalk 10SecGhostFreestyle VampireVsGhostDanceOff',
    tech: '10SecGhostVanish GhostPanoramaGlitch GhostPhoneHologram GhostDoubleExposure MeVsMyGhostClone BeAGhostInYourPhotos GhostFadeOutEdit CanYouSpotTheGhost',
    travel:
      'JoinAGhostTour 48HourGhostTownTrip GhostStoryCampout GhostWalkAtDusk OneGhostTalePerCity GhostLegendsNearMe GuessWhereTheGhostLives GhostCastleVisit',
  },
  gift: {
    cooking:
      'GiftInAJar EdibleGiftBasket GiftTinFudge 5DollarGiftTreats GiftStrawberryJam 30MinGiftCookies GiftPretzelBags BakeGiftsForEveryNeighbor',
    dance:
      'GiftBoxStep GiftBowBoogie GiftRibbonTwirl GiftUnboxingDance 8CountGiftGroove ShakeThePresent 10SecGiftFreestyle MomVsDadGiftShimmy',
    fitness:
      'GiftPassPlank GiftSackCarry 12DaysOfGiftWorkouts GiftStackSquats 60SecGiftWallSit GiftDeliveryDash CanYouWrapAGiftMidLunge KidsVsDadGiftRelay',
  },
  'gift shop': {
    art: 'GiftShopMugDesign GiftShopMagnetCraft 10MinGiftShopSketch DrawYourGiftShopHaul GiftShopSnowGlobeDIY GiftShopPostcardPaint KidVsMomGiftShopDoodle 3GiftShopFindsAsArt',
    cooking:
      'GiftShopFudgeAtHome 20MinGiftShopTreats GiftShopCookieTin GiftShopMapleLeaves HomemadeVsGiftShopTaffy 3IngredientGiftShopBark GiftShopJamTasting CanYouCopyAGiftShopSweet',
    dance:
      'GiftShopBobbleheadNod GiftShopAisleStrut GiftShopHatParade 8CountGiftShopGroove GiftShopSnowGlobeShake 10SecGiftShopFreestyle DanceOffAtTheGiftShop DuetWithAGiftShopPlush',
    fitness:
      'GiftShopBagCurls GiftShopStepCount GiftShopBasketCarry 10MinGiftShopStretch 3LapGiftShopWarmUp WalkYourGiftShopHaulHome MomVsKidGiftShopPlank GiftShopSquatReach',
    gaming:
      'GiftShopWhatsMissing GuessTheGiftShopPrice GiftShopBingoCard GiftShopClawMachine SouvenirScavengerHunt 60SecGiftShopMemory GiftShopISpy 5DollarGiftShopShowdown',
    pet: 'GiftShopPetToyHaul GiftShopScratchPost DogPicksGiftShopSouvenir 5DollarGiftShopForFido GiftShopKittenCatnip CatVsGiftShopBox GiftShopPlushFetch 30SecGiftShopUnboxing',
  },
  gingerbread: {
    dance:
      'GingerbreadManMoves 8CountGingerbreadGroove GingerbreadStiffArms GingerbreadCutterPoses GingerbreadCatchMeDance 10SecGingerbreadFreeze DoTheGingerbreadWalk ElfVsGingerbreadShowdown',
    fashion:
      'UglyGingerbreadSweater GingerbreadPJParty 10SecGingerbreadGlowUp GingerbreadNailArt GingerbreadToneFitCheck StyleGingerbreadHues3Ways GingerbreadEarrings MomVsMeGingerbreadLook',
    fitness:
      '12DaysOfGingerbreadReps GingerbreadBakeTimePlank GingerbreadJacks GingerbreadGumdropBurpees GingerbreadCatchMeSprint 10MinGingerbreadWorkout OutrunTheGingerbread KidsVsDadGingerbreadRace',
    gaming:
      'GingerbreadTownBuild CatchTheGingerbreadMan GingerbreadTasteBracket 10MinGingerbreadSpeedrun GingerbreadCandyHunt GingerbreadDecorDice KidsVsParentsGingerbread GuessWhoseGingerbread',
    pet: 'GingerbreadToyHunt GingerbreadCatPhotoshoot 3StepGingerbreadHideout GingerbreadPlushFetch ShowUsYourGingerbreadPup 30SecGingerbreadSqueaker BunnyVsGingerbreadHouse GingerbreadCardboardHut',
    prank:
      'GingerbreadManEscape GingerbreadMissingPoster FollowGingerbreadSteps WhereDidTheGingerbreadGo GingerbreadRunawayNotes 10ClueGingerbreadChase GingerbreadPhotobomb 100GingerbreadSelfies',
    travel:
      'GingerbreadHouseHunt GingerbreadBakeryHop GingerbreadMarketTrip OneGingerbreadPerCity GuessTheGingerbreadTown GingerbreadLightsTour 48HourGingerbreadGetaway HomeVsAbroadGingerbread',
  },
  giraffe: {
    cooking:
      '20MinGiraffeToast GiraffeSpotCake GiraffePancakeArt GiraffeSugarCookies SavannaGiraffeBoard GiraffeTallSandwich 3IngredientGiraffeBites KidVsMomGiraffeSnack',
    dance:
      'GiraffeNeckSway GiraffeTallStrut 8CountGiraffeGroove GiraffesCantDance GiraffeLimbo 10SecGiraffeFreestyle TiptoeLikeAGiraffe PenguinVsGiraffeMoves',
    fitness:
      'GiraffeNeckStretch GiraffeTiptoeReach GiraffeCalfRaises WalkTallLikeAGiraffe 7DayGiraffeYoga GiraffePostureCheck OneMinuteGiraffePose KidsVsDadGiraffeSquats',
    wellness:
      'GiraffeStretchBreak GiraffeCloudWatching GiraffeNeckRolls StandTallLikeAGiraffe GiraffeThreeGoodThings 5MinGiraffeCalm 7NightGiraffeWindDown SlowSundayGiraffeWalk',
  },
  girlfriend: {
    wellness:
      'GirlfriendSpaDay GirlfriendUnpluggedNight GirlfriendPraiseJar ThankYouGirlfriend 7WalksWithMyGirlfriend 10MinGirlfriendStretch GirlfriendFaceMaskDuo SelfCareSundayGirlfriend',
  },
  glamping: {
    prank:
      'WhoBookedThisGlamping GlampingCricketSoundboard GlampingTeddySleepover GlampingGooglyEyeTent TinyPillowsForGlamping 60SecGlampingTurndown SofaFortGlamping 5StarHallwayGlamping',
    tech: 'GlampingPhoneMovieNight SolarVsPowerBankGlamping GlampingSignalHunt CanYouFindGlampingWifi PackAGlampingTechKit GlampingDuskToDawnLapse GlampingStarMapApp 30SecGlampingSkyShot',
  },
  'glitter bomb': {
    fashion:
      'GlitterBombRoots FullGlitterBombFace GlitterBombNails 10SecGlitterBombGlowUp GlitterBombDenim StyleAGlitterBomb3Ways GlitterBombBeard MomVsMeGlitterBombLook',
    gaming:
      'GlitterBombDiceSet GlitterBombBoardGame WinnerGetsGlitterBomb GlitterBombTrophy 10MinGlitterBombAvatar GlitterBombTreasureHunt KidsVsParentsGlitterBomb CanYouDodgeTheGlitterBomb',
    music:
      '60SecGlitterBombAnthem GlitterBombDrumHit DuetUnderAGlitterBomb GlitterBombShakerEgg 3ChordGlitterBombSong GlitterBombGlamRock GlitterBombBeatSwitch EncoreGlitterBomb',
    tech: 'GlitterBombSlowMo GlitterBombLEDJar GlitterBombRewindClip 10SecGlitterBombFilter AddAGlitterBombLockScreen CanVacuumsBeatGlitterBomb GlitterBombMacroPhoto RealVsAppGlitterBomb',
  },
  globe: {
    cooking:
      'SpinTheGlobeDinner 7DayGlobeMenu GlobeCakeBake GlobeDumplingTour GlobeStreetFoodNight 30MinGlobeLunch GlobeSpiceSampler MomVsDadGlobeCookOff',
    fashion:
      'GlobePrintFitCheck GlobeTrotterPatchJacket GlobeEarrings SpinTheGlobeOutfit GlobeMapScarf 10SecGlobeTransition 3CountriesGlobeLooks MomVsMeGlobeStyle',
    tech: 'SlowMoTwirlingGlobe GlobeFlashlightSunrise GlobeSpinToStreetView GlobeVsMapApp CanYouFindHomeOnAGlobe 10SecGlobeZoomIn GlobeStopMotionTrip 5PhoneGlobeTricks',
  },
  glue: {
    music:
      'GlueBottleMaracas GlueStickDrumSolo GluePeelPopBeat StuckLikeGlueCover 60SecGlueJam TapeVsGlueSoundOff 5InstrumentGlueBand GlueRainstickMaking',
    prank:
      'GlueGooglyEyeFridge GlueStickNoteTrail WetGlueSignForTheRemote 50MustachesWithGlueDots GluePaperChainHallway GlueMagazineFaceSwap GlueTinyHatOnFruit 5MinGlueCritterDoor',
    wellness:
      '10MinGlueMosaicBreak GlueVisionBoard PeelingGlueRelax GlueItBackTogether GlueSlimeStressSqueeze GlueCollageCalm SlowSundayGlueCraft 7DayGlueGratitudeJar',
  },
  'go kart': {
    tech: 'GoKartLapTimerApp 30SecGoKartHighlightReel GoKartInstantReplay StopMotionToyGoKart GoKartSplitScreenDuel GoKartBuildTimelapse PhoneVsActionCamGoKart CanYouEditAGoKartMovie',
  },
  goal: {
    music:
      '30DayMusicGoal GoalAnthem GoalRecitalReady GoalPracticeStreak StadiumChantGoal 60SecGoalJingle SingYourGoalOutLoud GoalKazooFanfare',
    prank:
      'GoalStickyNoteTakeover GoalFinishLineTape DadGetsATinyGoal GoalHypeManWakeUp TrophyForTheWrongGoal 50BalloonsInTheirGoal GoalAlarmClockRelocate WhoShiftedMyGoalPost',
    travel:
      'GoalFiftyLocalWalks 12CitiesThisYearGoal GoalEveryParkInTown BucketListGoalTrip GoalOneNewPlaceAMonth 48HourGoalGetaway GoalLibraryHopping WhatsYourTravelGoal',
  },
  goggles: {
    dance:
      'SynchroDuetInGoggles GogglesFlipperWaddle GogglesOnDanceOff 8CountGogglesRoutine 10SecGogglesFreestyle GrandmaGogglesGroove GogglesDryLandStrokes GogglesBedroomBoogie',
    tech: '10SecGogglesTransition GogglesAntiFogHack CheapVsProGogglesView GogglesFaceFilter GogglesLensColorTest CanYouReadThroughGoggles GogglesStrokeVideoReview RateMyGogglesPOV',
  },
  gold: {
    fitness:
      'GoldPodiumStepUps 100RepGoldFinish GoldStarStreak 60SecGoldRush GoForGoldBurpees GoldChampionPlank GoldMedalSquats KidsVsDadGoldRelay',
    gaming:
      '10MinGoldSpeedrun GoldTrophyHunt GoldCoinCollector GoldNuggetHideAndSeek GoldTreasureMapGame PotOfGoldRiddles KidsVsParentsGoldQuiz CanYouGetGoldOnLevel1',
  },
  'goodie bag': {
    educational:
      'GoodieBagBudgetMath FairShareGoodieBag ScienceInAGoodieBag GoodieBagBookSwap 5DollarGoodieBagChallenge 60SecGoodieBagSort GoodieBagMythOrFact GuessTheCountGoodieBag',
    fashion:
      'WearTheWholeGoodieBag GoodieBagJewelry Style1GoodieBag3Ways 10SecGoodieBagGlowUp KidVsDadGoodieBagLook RunwayOfGoodieBagFinds CrownFromAGoodieBag FiveDollarGoodieBagFit',
  },
};
