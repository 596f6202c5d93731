import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  cheer: {
    fitness:
      'CheerUpPushUps CheerJumpDrills CheerleaderCardio CheerStuntPlank ToeTouchReps PompomArmBurn',
    funny:
      'CheerForChores CheerYourDadOn CheerForTinyWins PersonalCheerleader GimmeASnack MegaphoneMom',
    prank:
      'SurpriseCheerSquad CheerWakeUpCall MegaphoneCompliments CheerTunnelWelcome PompomPhotobomb SecretCheerleader',
    educational:
      'CheerPyramidPhysics HowPompomsAreMade FirstCheerleaderQuiz CheerJudgeForADay CheerSpotterSafety MegaphoneScience',
    cooking:
      'CheerUpCupcakes CheerBowCookies PompomPopcorn PepRallySnacks CheerSquadSmoothies CheerCampLemonade',
    travel:
      'CheerCompRoadTrip CheerInEveryCity CheerOnTour CheerCampBound ToeTouchAtLandmarks NationalsOrBust',
    fashion:
      'CheerFitCheck BigBowEnergy CheerHighPonytail CheerGlitterMakeup CheerleaderOffDuty VarsityJacket3Ways',
    wellness:
      'BeYourOwnCheerleader CheerForAFriend PepTalkMirror CheerTheSmallStuff CheerTeamCircle SelfLoveChant',
    speed:
      'FastestToeTouch PompomFluffTimer CheerChantRace CheerJumpsIn30 CheerBowBlitz QuickChangeCheer',
    music:
      'CheerChantRemix CheerStompClap WeWillCheerYou FightSongFaceOff PompomPercussion CheerleaderKaraoke',
    art: 'CheerBowCraft CheerSpiritSign CheerPosterGlowUp CheerPyramidSketch MakeYourOwnPompoms ToeTouchFreezeFrame',
    tech: 'CheerStuntSlowMo CheerMixMaker DecibelCheerOff AIJudgesMyCheer RobotCheerleader ToeTouchTracker',
    pet: 'CheerForMyDog CheerMascotPup CheerTrickForTreats PompomVsCat PuppyPomSquad KittyCheerleader',
    gaming:
      'CheerForTheGamer CheerEveryHighScore CheerChantCharades EsportsCheerSquad ArcadeRoarSection CouchCheerleader',
  },
  cartwheel: {
    dance:
      'CartwheelEntrance CartwheelCombo CartwheelOnTheDrop CartwheelIntoSplits HeadOverHeelsDance RoundOffShuffle',
    funny:
      'CartwheelInJeans CartwheelFailMontage CanIStillCartwheel DizzyDadCartwheel StickTheLanding GrannyTriesACartwheel',
    prank:
      'CartwheelPhotobomb BackgroundCartwheel CartwheelIntoTheRoom CasualCartwheel VideoCallAcrobat SneakyTumbleBy',
    educational:
      'CartwheelPhysics CartwheelWordOrigin CartwheelInFiveSteps TeachMeACartwheel CenterOfGravityTest CartwheelMomentumDemo',
    cooking:
      'CartwheelPastaBake CartwheelPinwheels CartwheelMacAndCheese PancakeFlipCartwheel WagonWheelPizza TumbleAndCrumble',
    travel:
      'CartwheelAtLandmarks CartwheelOnTheBeach CartwheelWorldTour TumbleTourist CartwheelPostcard SummitCartwheel',
    fashion:
      'CartwheelFitCheck CartwheelProofOutfit CartwheelBikeShorts CartwheelHairTest UpsideDownOOTD LeotardLookbook',
    wellness:
      'CartwheelMoodBoost CartwheelBarefootGrass ACartwheelADay InnerChildCartwheel TurnThingsAround UpsideDownReset',
    speed:
      'CartwheelsIn30 CartwheelRelay BeatMyCartwheelCount FieldLengthCartwheels RoundOffBlitz TumbleTimeTrial',
    music:
      'CartwheelOnTheBeat CartwheelKeyChange RockAndRollCartwheel CartwheelChorusDare TumbleToTheDrop YouSpinMeRound',
    art: 'CartwheelStopMotion CartwheelFlipbook CartwheelChalkOutline GlowStickCartwheel SilhouetteCartwheel SketchMidTumble',
    tech: 'CartwheelSlowMo CartwheelDroneShot AICoachesMyCartwheel HeadCamCartwheel BurstModeCartwheel TumbleTracker',
    pet: 'CartwheelDogChase CatRatesMyCartwheel CartwheelZoomies PetPhotobombCartwheel SitStayCartwheel PuppyTumbleBuddy',
    gaming:
      'CartwheelLeaderboard CartwheelHorseGame CartwheelSkillTree PerfectTenCartwheel UnlockTheRoundOff TumbleTournament',
  },
  'tennis racket': {
    dance:
      'TennisRacketShuffle TennisRacketSplitStep RacquetSpinMove TennisRacketTwirl VolleyVogue BaselineBoogie',
    funny:
      'TennisRacketAirGuitar TennisRacketSnowshoes TennisGruntLevels EverythingButTennis RacketFaceSquish WimbledonCommentator',
    prank:
      'TennisRacketGooglyEyes TennisBallAvalanche TennisPaddleSwap SurpriseTennisLesson RacketStringNote CourtsideButler',
    educational:
      'TennisRacketSweetSpot TennisStringPhysics TennisRacketEvolution TennisGripQuiz TopspinScience WhyIsItCalledLove',
    cooking:
      'TennisRacketPieLattice TennisRacketCookies TennisBallCakePops RacquetWaffles CourtsideStrawberries MatchPointMacarons',
    travel:
      'TennisInEveryCity TennisRacketWimbledon PackYourRacquet TennisParkHop ClayCourtAdventure GrandSlamRoadTrip',
    fashion:
      'TennisRacketFitCheck TennisWhitesOnly RacquetToBrunch TennisBagAsPurse SweatbandSwag PleatsAndPolos',
    wellness:
      'TennisRacketStretch TennisBallFootRoll RacquetAndRelax TennisWithoutScore MindfulWallRally BreatheBetweenServes',
    speed:
      'TennisRacketRelay TennisVolleysIn30 TennisBalanceDash TennisTargetTakedown FastestTenBounces BallPickupBlitz',
    music:
      'TennisRacketAirViolin RacquetRockStar TennisGruntRemix TennisBounceLoop RacketStringStrum RallyToTheBeat',
    art: 'TennisRacketMirror PaintWithATennisBall TennisRacketLightTrail TennisStillLife RestringARainbow RacketPopArt',
    tech: 'TennisRacketSlowMo TennisHawkEyeAtHome TennisServeRadar AITennisCoach SmartRacketSensor SwingSpeedApp',
    pet: 'TennisRacketFetch HowManyTennisBalls KittenVsRacquet PupTennisLesson RetrieverRally CatRefereesTennis',
    gaming:
      'TennisRallyHighScore TennisRacketVRMatch TennisCareerMode WiiTennisRematch TrickShotTennis GrandSlamBracket',
  },
  dating: {
    dance:
      'DatingSlowDance DatingSalsaLesson DatingDiscoDuo DatingDipDare SwipeRightShuffle TangoForTwo',
    fitness:
      'DatingPartnerWorkout DatingRockClimbing DatingTandemBike DatingHikeDare SwipeRightSquats SweatDateRepeat',
    prank:
      'DatingLoveNoteTrail DatingSurprisePicnic DatingTicketsInLunch DatingFortuneCookie BoringPlansPlotTwist MysteryDateEnvelope',
    educational:
      'LoveLanguagesQuiz DatingAroundTheWorld DatingThenVsNow DatingEtiquette101 TheDatingBrain ScienceOfASwipe',
    cooking:
      'DatingCookOff DatingFondueForTwo DatingSushiRolling DatingDessertDuel HeartShapedPizza LadyAndTheTrampPasta',
    travel:
      'DatingWeekendGetaway LongDistanceDating DatingLikeTourists DatingSpinTheGlobe RoadTripRomance CityLightsStroll',
    fashion:
      'DatingFitCheck DatingPartnerStylesMe DatingDressCode DatingGlamUp SwipeRightOutfit FirstVsFifthDate',
    wellness:
      'DatingYourself DatingDetoxWeek DatingPhoneFreeDinner DatingBoundariesCheck SoloDateNight GreenFlagGratitude',
    speed:
      'SpeedDatingRound DatingRapidFire DatingBioIn60 DatingIcebreakerBlitz ThirtySecondPitch FirstImpressionIn10',
    music:
      'DatingDuet DatingSongSwap SingYourDatingProfile DatingKaraokeDare MixtapeForYourCrush SerenadeYourDate',
    art: 'DatingPortraitSwap DatingPaintNight DatingBlindContour DatingPolaroidWall CoupleCaricatures SketchYourCrush',
    tech: 'DatingProfileGlowUp DatingSafetyCheckIn DatingBioRewrite DatingAppAudit AIWingman TwoScreensOneMovie',
    pet: 'DatingWithADog DatingCatVetting DatingProfileForMyPet DatingPuppyPicnic PupWingman MeetTheFurParents',
    gaming:
      'DatingSimChallenge DatingMarioKartDuel DatingGameShow DatingTriviaNight PlayerTwoHasJoined CoOpOrBreakUp',
  },
  february: {
    dance:
      'FebruaryCupidShuffle FebruaryFreezeDance FebruaryHeartHands February28Steps GroundhogGroove LeapYearHop',
    fitness:
      'February28Streak FebruaryPlankLadder FebruaryFrostyMile FitFebruary CupidArrowLunges LeapDayBurpees',
    prank:
      'FebruarySecretCupid FebruaryDoorOfHearts FebruaryPinkEverything FebruaryCandyMottos GroundhogDayRepeat LoveBugInvasion',
    educational:
      'WhyFebruaryIsShort FebruaryRomanCalendar FebruaryFactFrenzy FebruaryAmethystQuiz LeapYearExplained DidTheGroundhogLie',
    cooking:
      'FebruaryFondueNight FebruaryPancakeTuesday FebruaryTruffleShuffle FebruaryHeartCookies GroundhogCupcakes BeMineBrownies',
    travel:
      'FebruaryCarnivalTrip FebruarySkiWeekend FebruarySnowGetaway ChasingFebruarySun PunxsutawneyOrBust IceHotelStay',
    fashion:
      'FebruaryHeartSweater FebruaryLayerUp February28Outfits FebruaryRedVsPink ValentinesFitCheck CupidPrintScarf',
    wellness:
      'SelfLoveFebruary FebruaryKindnessStreak FebruarySlowSundays FebruaryComplimentJar GalentinesCheckIn CozyCandleEvenings',
    speed:
      'FebruaryCardBlitz FebruaryShovelSprint FebruaryRoseFoldTimer FebruaryHeartSort CupidArrowToss LeapDayLeapfrogRace',
    music:
      'FebruaryMixtape FebruaryPowerBallad FebruaryDuetDare FebruarySerenade LeapDayJamSession HeartbeatBeatbox',
    art: 'FebruaryHeartCollage FebruaryPaperRoses FebruarySketchADay FebruaryPinkPalette GroundhogDoodle PaintYourValentine',
    tech: 'FebruaryScreenDetox FebruaryPhotoRecap FebruaryLoveBot FebruaryDigitalCard CodeAValentine LeapDayBugHunt',
    pet: 'FebruaryPetValentine FebruaryKittenKisses FebruarySnuggleStreak FebruaryPawPrintCard PuppyCupidWings DogSeesItsShadow',
    gaming:
      'FebruaryGameStreak FebruaryTwoPlayer FebruaryBossRush FebruaryLoveLetterDuel LeapDayMarathon GroundhogTimeLoop',
  },
  'garden center': {
    dance:
      'GardenCenterShuffle GardenCenterCartSpin GardenCenterConga GardenGnomeFreeze PlantParentGroove SeedPacketShimmy',
    fitness:
      'GardenCenterSoilCarry GardenCenterMulchLift GardenCenterCartPush GardenAisleLaps BigPotBicepCurl ShovelDigCircuit',
    prank:
      'GardenGnomeInvasion GardenCenterWindowBox GardenFairyVisit GardenCenterSurprise SecretSucculentGift PlasticPlantSwap',
    educational:
      'GardenCenterTagDecoder GardenCenterPlantID GardenSoilScience GardenGrowZones HowSeedsSprout PollinatorPicks',
    cooking:
      'GardenCenterHerbPesto GardenCenterToTable GardenMintMocktail GardenBerryJam GrowYourOwnSalsa EdibleFlowerCupcakes',
    travel:
      'GardenCenterCrawl GardenCenterDayOut GardenCenterAbroad BotanicalGardenTrip GreenhouseHopping KeukenhofOrBust',
    fashion:
      'GardenCenterFitCheck GardenCenterSunHat DressLikeAGardenGnome GardenApronGlowUp FloralPrintClash ClogsAndOveralls',
    wellness:
      'GardenCenterStroll GardenCenterTherapy GardenSlowBrowse GardenGratitudeWalk GreenhouseCalm DirtUnderNailsJoy',
    speed:
      'GardenCenterRepotRace GardenCenterMulchDash GardenCenterSweep GardenCenterPlantHunt BulbPlantingBlitz SixtySecondSeedlings',
    music:
      'GardenCenterPotDrums GardenCenterWindChimes GardenHoseHorn GardenGnomeChoir SongsForSeedlings CactusSynthSounds',
    art: 'GardenCenterTerrarium GardenFairyHouse GardenGnomeMakeover GardenStoneMosaic PaintAPlainPot PressedPetalPortrait',
    tech: 'AppVsGardenCenter GardenCenterSmartPot GardenGrowLights GardenDripKitBuild SoilSensorTest PlantCamTimelapse',
    pet: 'GardenCenterPuppyCart GardenCenterShopDog GardenPetSafeHaul GardenSniffTour CatGrassGrowOff FurryForeman',
    gaming:
      'GardenCenterBingo GardenCenterScavenger GardenGnomeHunt GardenCozyQuest PlantShopTycoon StardewInRealLife',
  },
  weeding: {
    dance:
      'WeedingShuffle WeedingTrowelTwist WeedingPopAndLock PullingWeedsToTheBeat DandelionTwirl BarefootLawnBop',
    fitness:
      'WeedingSquats WeedingLungeWalk WeedingGripStrength WeedingWheelbarrowRun DandelionDeadlift RootPullReps',
    prank:
      'SecretWeedingFavor WeedingMysteryGardener NinjaWeeding WeedingGnomeSurprise DandelionBouquet GardenThankYouNote',
    educational:
      'WeedingRootScience WeedingMythBusters WeedingForBees PullingWeedsPhysics FlowerOrFoe WhyDandelionsWin',
    cooking:
      'WeedingBreakLemonade WeedingNettleSoup WeedingHarvestSalad WeedingPicnic DandelionFritters EatYourWeeds',
    travel:
      'WeedingFarmStay WeedingWorkaway VolunteerWeedingTrip WeedingAllotmentVisit KyotoMossTemple CommunityGardenHop',
    fashion:
      'WeedingFitCheck WeedingWardrobe WeedingSunHatStyle WeedingGloveGlam KneePadCouture OverallsAndBandana',
    wellness:
      'MindfulWeeding WeedingAsTherapy WeedingMorningCalm WeedingWindDown WeedOutTheWorries GardenGroundingHour',
    speed:
      'WeedingRowRace WeedingBucketFill WeedingTenMinuteBlitz WeedingBedCountdown DandelionDash LongestRootWins',
    music:
      'WeedingSeaShanty WeedingBirdsongDuet PullingWeedsBlues WeedingWhistleAlong PullToTheBeat TrowelTambourine',
    art: 'WeedingFlowerPress WeedingRootPortrait WeedingLeafRubbing WeedingFindsCollage PaintWithDandelions WildflowerCyanotype',
    tech: 'WeedingPlantIDTest MeVsWeedingRobot WeedingTimelapse WeedingDroneScan SmartGardenSensor AIWeedOrFlower',
    pet: 'WeedingCatSupervisor WeedingPupHelper PetSafeWeeding WeedingZoomies KittenVsDandelion FurryForeman',
    gaming:
      'WeedingStardewCleanup WeedingMiniGame WeedingSpeedrun WeedingCozyFarmRun PlantsVsWeeds WhackADandelion',
  },
  errands: {
    dance:
      'ErrandsParkingLotBop DanceAtEveryErrand ErrandsBoogieBreak ErrandsMoonwalk OneMoreStopShuffle GroceryAisleStrut',
    fitness:
      'ErrandsOnFoot ErrandsBikeBasket ErrandRunLiterally ErrandsOneTripCarry ParkFarAwaySteps StairsNotElevator',
    prank:
      'ErrandsSillyListItem ErrandsDoneForThem ErrandElf ErrandsDecoyMission StickyNoteCompliments CarFullOfBalloons',
    educational:
      'ErrandsRouteMath ErrandsMapReading ErrandsBudgetBoss ErrandsKidNavigator UnitPriceDetective CouponSavingsQuiz',
    cooking:
      'ErrandsCarPicnic SlowCookerErrandsDay ErrandsSnackPack ErrandRunnerBento OnTheGoWraps FreezerBurritoBatch',
    travel:
      'ErrandsLocalFinds ErrandsLikeATourist ErrandsAbroad ErrandsByBike FarmersMarketDetour HiddenGemShopStop',
    fashion:
      'ErrandsFitCheck RunningErrandsRunway ErrandsUniform ErrandsBeltBag ComfyButCute MatchingSweatsuit',
    wellness:
      'ErrandsSoloDate ErrandsCoffeeReward ErrandsPodcastPeace SlowErrandsSunday OneStopAtATime ThankTheCashier',
    speed:
      'ErrandsSpeedrun ErrandsBeforeNoon OneHourErrandRun ErrandsCheckoutDash ErrandsRelay FiveStopsByLunch',
    music:
      'ErrandsSoundtrack ErrandsCarKaraoke ErrandsDriveDuet RunningErrandsRemix OneMoreStopAnthem NameThatStoreSong',
    art: 'ErrandsReceiptCollage ErrandsListDoodle ErrandsOnPolaroid ErrandsZine SketchEveryStop StorefrontPainting',
    tech: 'ErrandsReminderHack AIPlansMyErrands ErrandsByVoiceOnly ErrandsFromTheCouch SmartShoppingList RouteOptimizerTest',
    pet: 'ErrandsWithMyDog ErrandsPetCopilot ErrandsTreatHaul ErrandsPupApproved ShopCatSpotting BiscuitAtTheBank',
    gaming:
      'ErrandsSideQuest ErrandsAchievements ErrandsBingoCard ErrandsAnyPercent DMVBossFight NPCAtTheCheckout',
  },
  'baby shower': {
    dance:
      'BabyShowerRattleShake BabyShowerBumpSway BabyShowerConga BabyShowerDanceOff OhBabyGroove RockAByeBoogie',
    fitness:
      'BabyShowerYoga BabyShowerDadSquats BabyShowerWalkAndTalk BabyShowerCarSeatCarry BumpFriendlyWorkout DiaperBagDeadlift',
    prank:
      'SurpriseBabyShower BabyShowerMysteryGift BabyShowerDecoyLunch BabyShowerBalloonDrop StorkLawnSign OnesieLoveNote',
    educational:
      'BabyShowerTraditions BabyShowerSleepSafety BabyShowerCarSeat101 BabyShowerMythBusting NewbornFactsQuiz SwaddleSchool',
    cooking:
      'BabyShowerCookies BabyShowerMocktails BabyShowerCakePops BabyShowerBakeOff PastelPartyPunch RattleMacarons',
    travel:
      'BabyShowerRoadTrip BabyShowerVenueHunt BabyShowerDestination CrossCountryBabyShower BabymoonGetaway TeaRoomDayOut',
    fashion:
      'BabyShowerFitCheck BabyShowerFloralMaxi BabyShowerSashAndCrown BabyShowerPastelCode BumpAndBloom MaternityGownShoot',
    wellness:
      'BabyShowerWishesJar BabyShowerAdviceCards BabyShowerFootSpa BabyShowerTimeCapsule MomToBeGratitude VillageOfSupport',
    speed:
      'BabyShowerDiaperDash BabyShowerBibBlitz BabyShowerOnesieSprint BabyShowerStrollerRace SwaddleSpeedrun CarSeatInSixty',
    music:
      'BabyShowerSingAlong BabyShowerUkuleleSong BabyShowerLullabyOff BabyShowerKaraoke RattleRhythm NurseryRhymeRemix',
    art: 'BabyShowerOnesieDesign BabyShowerMemoryBook BabyShowerBlockArt BabyShowerFutureFace DiaperCakeCraft BumpPaintingParty',
    tech: 'BabyShowerLiveStream BabyShowerQRGuestbook BabyShowerPhotoBooth AIPredictsBabysFace BabyMonitorSetup GrandmaJoinsByZoom',
    pet: 'BabyShowerDogBandana BabyShowerPetGuest BabyShowerCatReacts BabyShowerMascot BigSiblingPup BlanketSniffTest',
    gaming:
      'BabyShowerBingo BabyShowerPriceIsRight BabyShowerFamilyFeud BabyShowerNameScramble GuessTheDueDate WhoseChildhoodPhoto',
  },
  hangry: {
    dance:
      'HangryToHappyDance HangryStompOff HangryGrumbleGroove HangryHipHop SnackTimeShuffle FedAndFreestyle',
    fitness:
      'HangryHIIT HangrySprintToFridge TooHangryToPlank HangryRecoveryShake EarnYourSnack FuelFirstCircuit',
    prank:
      'HangryRescueKit HangryLunchDelivery HangrySnackAmbush HangryDeskStash SurpriseTreatDrawer HiddenCookieTrail',
    educational:
      'WhyWeGetHangry HangryIsReal IsHangryAWord HangryBrainChemistry BloodSugarBasics MeetGhrelin',
    cooking:
      'HangryQuesadilla HangryMugCake HangryRescueRamen FiveMinuteHangryFix SnackAttackToast PantryPanicPasta',
    travel:
      'HangryRoadTrip HangryAirportEats HangryTourist LostAndHangry StreetFoodRescue GasStationTreasure',
    fashion:
      'HangryGraphicTee HangryCouture HangryToHappyFit HangryBeltBag SnackPocketJacket LunchboxPurse',
    wellness:
      'HangryMindfulBite HangryCheckIn HangryToZen HangryMoodJournal SnackAndBreathe EatBeforeYouText',
    speed:
      'HangrySandwichSprint HangryOrderDash HangryMicrowaveRace HangryPantryRaid FridgeToPlateBlitz FeedMeIn60',
    music:
      'HangryBlues HangryOperaAria HangryRapVerse HangryHeavyMetal StomachGrowlBeat SnackSerenade',
    art: 'HangryMonsterDrawing DrawYourHangrySelf HangryClayCharacter HangryStickerPack SnackAttackComic FoodMoodMeter',
    tech: 'AIFixesMyHangry HangrySnackReminder HangryDeliveryTracker HangryAppFaceOff SmartFridgeCheck AirFryerSpeedTest',
    pet: 'HangryCatAtBreakfast HangryDogBowlNudge HangryPetTranslator HangryKittenYowl DinnerTimeStare AutoFeederCountdown',
    gaming:
      'HangryRageQuit HangryHungerBar HangryKitchenRush HangryBossFight SnackBreakRespawn OvercookedFamilyBattle',
  },
  'bridal shower': {
    dance:
      'BridalShowerDanceOff BridalShowerVeilTwirl BridalShowerConga BridalShowerShimmy BrideSquadChoreo HereComesTheGroove',
    fitness:
      'BridalShowerBootcamp BridalShowerYoga BridalShowerBarre BridalShowerHikeBrunch SweatingForTheWedding BouquetTossSquats',
    prank:
      'BridalShowerDecoyPlan BridalShowerGroomCameo BridalShowerFlashMob BridalMysteryGuest SurpriseBouquetDrop LoveNoteConfetti',
    educational:
      'BridalShowerHistory BridalShowerHostGuide BridalShowersWorldwide BridalShowerBudgetMath SomethingBorrowedQuiz WhyBridesWearWhite',
    cooking:
      'BridalShowerCookies BridalShowerPetitFours BridalShowerBakeOff BridalMocktailBar TeaSandwichTower SomethingBlueCupcakes',
    travel:
      'BridalShowerGetaway BridalShowerByTheSea BridalShowerTeaRoom BridalShowerVenueHunt BrideTribeTakesParis GardenPartyPicnic',
    fashion:
      'BridalShowerFitCheck BridalShowerPearls BridalShowerGuestCode BridalShowerHeadband LittleWhiteDressHunt SashAndSparkle',
    wellness:
      'BridalShowerSpaDay BridalShowerLoveNotes BridalShowerWishTree BridalShowerNoPhones BrideSelfCareBox CalmBeforeTheVows',
    speed:
      'BridalShowerTPGownIn5 BridalShowerVeilBlitz BridalShowerGiftRace BridalShowerGuessIn30 RibbonBouquetDash ThankYouCardSprint',
    music:
      'BridalShowerKaraoke BridalLyricFinish BridalShowerDuet BridalShowerAnthem HereComesTheBrideRemix LoveSongMedley',
    art: 'BridalFlowerCrown BridalShowerCanvas BridalShowerSignPaint BridalShowerVeilDesign SketchTheBride ToiletPaperCouture',
    tech: 'BridalShowerQRTrivia BridalShowerLiveStream BridalPhotoBoothBuild BridalShowerGroupChat AIWritesTheToast HowWeMetSlideshow',
    pet: 'BridalShowerPupBowtie BridalShowerPetPose BridalShowerKittyGuest BridalFlowerCollar DogOfHonor FurryBridesmaid',
    gaming:
      'BridalShowerBingo BridalShowerTrivia BridalShowerWhoSaidIt BridalShowerFamilyFeud NewlywedGameNight BouquetTossBracket',
  },
  'shopping cart': {
    dance:
      'TheShoppingCartMove CartAndSprinklerCombo CartPushTwoStep DadDanceShoppingCart ShoppingCartFreeze CleanupOnAisleFive',
    fitness:
      'CartToCarOneTrip CartReturnSprint CartPushSledDrill UnloadTheCartSquats WaterCaseCurls AisleLunges',
    prank:
      'SneakItInTheCart GooglyEyeShoppingCart WhoseCartIsThis CartFullOfBalloons CartOfTheirFavorites CartComplimentNote',
    educational:
      'ShoppingCartTheory WhyCartWheelsWobble WhoInventedTheCart HowShoppingCartsLock EstimateYourCart UnitPriceShowdown',
    cooking:
      'CookWhatsInTheCart 20DollarShoppingCart SwapCartsDinnerDuel CartToTableIn30 RainbowCartBowl OneAisleMeal',
    travel:
      'ShoppingCartAbroad GuessTheCountryCart LocalSnackCartHaul CampingShoppingCart RoadTripCartRun SupermarketSafari',
    fashion:
      'ShoppingCartRunway MatchYourShoppingCart OverdressedCartRun FromCartToCloset OnlineCartTryOn GroceryStoreGlam',
    wellness:
      'NoImpulseCart EmptyTheOnlineCart ShoppingCart24HourRule ReturnACartForSomeone MindfulCart EatTheRainbowCart',
    speed:
      'ListToCartDash CartReturnRelay FastestCartUnload BagTheCartIn60 ShoppingCartSpeedrun SelfCheckoutShowdown',
    music:
      'SingYourShoppingCart GroceryCartJingle CartRattleDrumLine ShoppingCartKaraoke CartPushPercussion SqueakyWheelRemix',
    art: 'ShoppingCartStillLife CartOfColorsPhoto ShoppingCartStopMotion DrawYourCartFromMemory TinyCartDiorama ReceiptPoetry',
    tech: 'AIFillsMyCart RobotShoppingCart ScanAndGoCart CodeAShoppingCart SmartCartTest PriceDropAlertHack',
    pet: 'DogPicksFromTheCart PetSupplyCartHaul CatInTheCart PupPushesTheCart BirthdayTreatCart KittenStarterCart',
    gaming:
      'CartPriceGuessDuel ShoppingCartBingo ScavengerHuntCart ShoppingCartTetris ShoppingCartHighScore SupermarketSweepAtHome',
  },
  coin: {
    dance:
      'CoinFlipFreestyle CoinTossTwoStep CoinSpinPirouette CoinJingleHop ArcadeCoinShuffle HeadsOrTailsDanceOff',
    fitness:
      'CoinFlipReps PlankCoinStack ElbowCoinCatch CoinTossBurpees ToeGripCoinDrill HeadsSquatTailsLunge',
    prank:
      'MagicCoinVanish TwoHeadedCoin CoinBehindYourEar CoinFlipForChores HeadsIWinTailsYouLose LuckyPennyTrail',
    educational:
      'IsACoinFlipFair CoinToss100Times WhyCoinsHaveRidges HowManyDropsOnACoin KetchupCleansPennies CoinBatteryBuild',
    cooking:
      'CoinTossSpiceLevel CoinSizedPancakes ChocolateCoinBrownies CoinFlipDinner HeadsSweetTailsSavory PennyPinchersPasta',
    travel:
      'CoinFlipRoadTrip WishingWellCoinToss CoinFromEveryCountry SpendYourLastCoins HeadsLeftTailsRight PressedPennyHunt',
    fashion:
      'CoinFlipOutfit CoinNecklaceStack GoldCoinGlam CoinPocketJeans HeadsDressyTailsCasual LuckyPennyLoafers',
    wellness:
      'CoinFlipGutCheck GratitudeCoinJar KindnessCoinPassOn SpinningCoinFocus PennyForYourThoughts NoSpendWeek',
    speed:
      'CoinStackIn30 CoinSortSprint ElbowCoinCatchRecord CoinFlickGoal FirstToTenHeads PiggyBankCountdown',
    music:
      'CoinTapRhythm StrumWithACoin CoinJarDrumKit CoinDropMelody PennyWhistleSolo HeadsOrTailsHarmony',
    art: 'CoinRubbingCollage CoinStackSculpture DesignYourOwnCoin CoinBalanceArt CoinMacroShot PennyMosaic',
    tech: 'CoinSorterBuild CoinSlowMoSpin MetalDetectorCoinHunt WhatsMyCoinWorth CodeACoinFlip CoinCounterHack',
    pet: 'DogPicksTheCoinHand CatVsSpinningCoin CoinTossWalkRoute CoinFlipPuppyName PetFundCoinJar HeadsFetchTailsTug',
    gaming:
      'TableCoinSoccer CoinShuffleboard EveryCoinInTheLevel InsertCoinToContinue CoinTicTacToe HeadsOrTailsBracket',
  },
  'elf on the shelf': {
    dance:
      'ElfOnTheShelfDisco ElfOnTheDanceFloor ElfOnTheBeat ElfOnTheShelfFreeze ScoutElfShuffle NorthPoleJig',
    fitness:
      'ElfOnTheTreadmill ElfOnTheShelfYoga ElfOnTheShelfPlank ElfOnTheBench NorthPoleJumpingJacks CandyCaneCurls',
    funny:
      'ElfOnStrike ElfOnTheNaughtyList ElfOnTheShelfMischief ElfOnTheRun ScoutElfSoapOpera TheElfForgotAgain',
    educational:
      'ElfOnTheShelfHistory ElfOnTheMap ElfOnTheShelfSpelling ElfOnTheShelfScience ScoutElfMathLesson NorthPoleFactCards',
    cooking:
      'ElfOnTheShelfBakeOff ElfOnTheShelfCocoa ElfOnTheCookieSheet ElfOnTheShelfBreakfast ElfSizedPancakes MarshmallowBathtub',
    travel:
      'ElfOnThePlane ElfOnTheSlopes ElfOnVacation ElfOnTheShelfSuitcase ScoutElfPostcards NorthPoleFlightHome',
    fashion:
      'ElfOnTheRunway ElfOnTheShelfCosplay ElfOnTheShelfPajamas ElfOnTheShelfOOTD ScoutElfFitCheck PointyEarsAndBells',
    wellness:
      'ElfOnTheShelfKindness ElfOnTheShelfGratitude ElfOnTheYogaMat ElfOnBreak ScoutElfCalmCorner NoMoreElfStress',
    speed:
      'ElfOnTheShelfSetupRace ElfOnTheClock ElfOnTheShelfHunt FindTheElfInSixty ElfOnTheShelfSprint ChimneyExitCountdown',
    music:
      'ElfOnTheMic ElfOnTheShelfRapVerse ElfOnTheShelfKaraoke ElfOnTheRadio ScoutElfJingle NorthPoleLullaby',
    art: 'ElfOnTheShelfDiorama ElfOnTheCanvas ElfOnTheShelfComic ElfOnTheShelfPortrait ScoutElfMiniCraft ElfSizedEasel',
    tech: 'ElfOnTheShelfCam ElfOnTheDrone ElfOnTheShelfAI ElfOnTheShelfStopMo ScoutElfMotionSensor NorthPoleVideoCall',
    pet: 'ElfOnTheShelfVsCat ElfOnTheDog ElfOnTheShelfPetCameo ElfOnTheFishTank ReindeerAntlersPup PuppyFindsTheElf',
    gaming:
      'ElfOnTheShelfQuest ElfOnTheShelfBingo ElfOnTheLeaderboard ElfOnTheShelfEscape ScoutElfBoardGame WheresTheElf',
  },
  'science fair': {
    dance:
      'ScienceFairVolcanoBop ScienceFairShuffle ScienceFairDanceOff ScienceFairRobotMoves HypothesisHustle BlueRibbonBoogie',
    fitness:
      'ScienceFairHeartRate ScienceFairStepData ScienceFairGripTest ScienceOfSquats ExerciseExperiment MuscleMemoryTrials',
    funny:
      'ScienceFairVsReality ScienceFairParentDidIt ScienceFairPanicPitch ScienceFairJudgeSkit VolcanoEveryYear HypothesisWasWrong',
    prank:
      'ScienceFairMysteryBox ScienceFairGoodLuckKit ScienceFairBlueRibbon FakeScienceFairJudge TrifoldSurprise MadScientistMakeover',
    cooking:
      'ScienceFairKitchenLab ScienceFairRockCandy ScienceFairVolcanoCake ScienceOfTheCookie BakingSodaExperiment CabbageJuicePHColors',
    travel:
      'ScienceFairRoadTrip ScienceMuseumDay ScienceFairLabTour ScienceFairToNationals SpaceCampOrBust InventorsHallWeekend',
    fashion:
      'ScienceFairFitCheck ScienceFairGoggleChic ScienceFairNerdGlam DressLikeAScientist LabCoatCouture PeriodicTableTee',
    wellness:
      'ScienceFairNerves ScienceFairSelfTalk ScienceOfCalm ScienceFairRestDay ProudOfTheProcess CuriosityJournal',
    speed:
      'ScienceFairSetupRace ScienceFairSpeedPitch ScienceFairJudgeBlitz ThirtySecondScience TrifoldInTenMinutes HypothesisIn10Words',
    music:
      'ScienceFairStrawFlutes ScienceFairSoundLab ScienceFairBeakerBeats ScienceFairJingle RubberBandBanjo DoPlantsLikeMozart',
    art: 'ScienceFairDataViz ScienceFairDiorama ScienceTrifoldGlowUp ScienceComicStrip HypothesisDoodle MicroscopeMasterpiece',
    tech: 'ScienceFairRobot ScienceFairSolarCar ScienceFairAppDemo ArduinoScienceFair PotatoBatteryClock BuildASeismograph',
    pet: 'ScienceFairKittyPicks ScienceFairPupIQ ScienceOfZoomies ScienceFairFishWatch IsMyDogLeftPawed PetChoiceExperiment',
    gaming:
      'ScienceFairBoardGame ScienceFairInMinecraft ScienceFairSkillTree ScienceJeopardy LabEscapeChallenge MadScientistBossFight',
  },
  eclipse: {
    dance:
      'TotalEclipseOfTheDance EclipseMoonwalk EclipseCoronaSpin EclipseShadowShuffle DiamondRingFreeze TotalityTwirl',
    fitness:
      'EclipsePlankCountdown EclipseViewpointHike EclipseBurpeeBlitz SunSalutationEclipse MoonShadowSprint TotalityFunRun',
    funny:
      'MoonPhotobombsSun EclipseDadOverprepared EclipseCloudyLetdown EclipseHypeMan EclipseSportscaster CardboardGlassesSelfie',
    prank:
      'EclipseFakeOut EclipseGlassesGift EclipseLightsOut EclipseSurprisePicnic MoonBlocksTheLamp CrescentShadowReveal',
    cooking:
      'EclipseOreoPhases EclipseMoonPies TotalEclipseOfTheTart EclipsePancakes CrescentCupcakes DiamondRingDonuts',
    travel:
      'EclipseChasing EclipseRoadTrip EclipseCruiseAtSea EclipseFromAPlane TotalityOrBust UmbraPathCampout',
    fashion:
      'EclipseGlassesGlam EclipseBlackAndGold EclipseEarStack EclipseInSequins DressForTotality CelestialFitCheck',
    wellness:
      'EclipseStillness EclipseIntentions EclipseJournal EclipseGratitude PhoneDownForTotality DaytimeDuskPause',
    speed:
      'EclipseCountdown EclipseSetupRace EclipsePhaseOrderDash EclipsePinholeIn60 BeatTheShadow TotalityTimeTrial',
    music:
      'TotalEclipseOfTheHeart EclipseCricketChorus EclipseSoundtrack EclipseDuetDare DarkSideOfTheMoon HereComesTheSun',
    art: 'EclipseColanderShadows EclipsePinholeArt EclipseInChalk EclipsePhaseStrip SketchTheCorona CrescentLeafPrints',
    tech: 'EclipseTimelapse EclipseTempDropData EclipseBalloonLaunch EclipseLightSensorLog PhoneVsEclipse SolarFilterDIY',
    pet: 'EclipseKittyBedtime EclipseDogWalk EclipseZoomies EclipseChickensRoost PetsVsTheEclipse BackyardBirdsGoQuiet',
    gaming:
      'EclipseBingo EclipseTrivia EclipseSpaceSim EclipseEscapeRoom MoonPhaseMatchUp LightVsShadowDuel',
  },
  president: {
    dance:
      'PresidentialBallWaltz PresidentParadeMarch PresidentsDayConga DanceForPresident HailToTheGroove ElectionNightBoogie',
    fitness:
      'PresidentialPacerTest PresidentsDayPushUps RunForPresident PresidentRushmoreHike SecretServiceSprints CampaignTrailJog',
    funny:
      'PresidentOfTheHouse PresidentBedtimeVeto ClassPresidentSpeech DogForPresident FamilyDebateNight CampaignPromiseFails',
    prank:
      'PresidentialPardon PresidentCutoutCameo PresidentMedalCeremony PresidentOfTheDay ExecutiveOrderForCake VoteForTheDogPosters',
    cooking:
      'PresidentialPancakes PresidentJellyBeanJar PresidentsDayBakeOff CookLikeAPresident CannotTellALiePie WhiteHouseDinner',
    travel:
      'PresidentsDayInDC PresidentialLibraryHop PresidentHometownTour PresidentStatueSelfie MountRushmoreOrBust OnTheCampaignTrail',
    fashion:
      'PresidentialPowerSuit DressForPresident PresidentSockSwag PresidentLapelPins CampaignButtonJacket InauguralLookbook',
    wellness:
      'PresidentOfSelfCare PresidentialNap PresidentsDayGratitude PresidentMorningWalk VetoTheStress CivicKindnessActs',
    speed:
      'PresidentsInOrderRace PresidentFaceMatch PresidentCoinSort AllPresidentsIn60 MonumentNameBlitz WhiteHouseTriviaDash',
    music:
      'SingThePresidents PresidentialRap PresidentSaxophoneSolo PresidentJingleOff HailToTheChiefCover YankeeDoodleRemix',
    art: 'PresidentPortraitRemix PresidentInClay PresidentSilhouetteCut PresidentialCoinArt RushmoreOfYourFamily DesignACampaignPoster',
    tech: 'PresidentialTimeline PresidentsDayCodeQuiz PresidentQuoteBot PresidentVotingMachine SpotTheFakeSpeech ElectionMapDataViz',
    pet: 'PresidentialPetsQuiz MyDogForPresident PresidentPuppyPortrait PresidentOfTheCouch KittenForMayor CatInauguration',
    gaming:
      'PresidentTrivia PresidentCardGameNight PresidentSimRun GuessWhoPresidents ElectoralMapShowdown CampaignTrailQuest',
  },
  dragonfly: {
    dance:
      'DragonflyDartAndHover DragonflyWingShimmy DragonflyZigzagSteps FlyLikeADragonfly LilyPadLeap PondSkimmerShuffle',
    fitness:
      'DragonflyPoseFlow DragonflyArmCircles DragonflyDartDrills DragonflyBalanceReach HoverSquatHold WingBeatBurpees',
    funny:
      'DragonflyLandedOnMe DragonflyDocumentary DragonflyOrDrone DragonflyStareDown MosquitoBodyguard TinyHelicopterPOV',
    prank:
      'DragonflyWindowCling DragonflyPaperSwarm DragonflyPopUpCard DragonflyWakeUpCall BalancingDragonfly LilyPadLoveNotes',
    cooking:
      'DragonflyPretzelSticks DragonflyCookies DragonflyCupcakes DragonFruitDragonfly LilyPadPancakes PondPartyPunch',
    travel:
      'DragonflySafari DragonflySpottingTrip DragonflyReserveVisit DragonflyBoardwalk LilyPadLakeKayak PondHopping',
    fashion:
      'DragonflyHairClips DragonflyBrooch DragonflyDenimPatch ShimmerLikeADragonfly IridescentWingLook WingedEyeliner',
    wellness:
      'SitWithTheDragonflies DragonflyPondPause LightAsADragonfly DragonflyNewChapter LilyPadMeditation RippleBreathing',
    speed:
      'DragonflyCountIn60 DragonflyDrawIn30 PaperDragonflyFoldRace SpotTenDragonflies BeatTheDragonfly PondSpottingSprint',
    music:
      'DragonflyLullaby DragonflyBuzzBeat DragonflyUkulele HumLikeADragonfly FrogChorusDuet PondsideGuitar',
    art: 'ClothespinDragonfly DragonflyStainedGlass PaintDragonflyWings DragonflyWireArt SycamoreSeedDragonfly TwigAndLeafBugs',
    tech: 'DragonflyMacroShot DragonflySlowMoWings DragonflyVsDrone BuildARoboDragonfly BugIDAppTest InsectEyeFilter',
    pet: 'CatSpotsADragonfly DragonflyToyWand DragonflyWingCostume DogVsDragonfly PetMeetsDragonflies PondsideSniffWalk',
    gaming:
      'DragonflyFlightSim DragonflyDex DragonflyDodgeArcade CatchEmAllDragonflies InsectCardBattle PondBugHunt',
  },
  porcupine: {
    dance:
      'WaddleLikeAPorcupine PorcupineQuillShake PorcupinePuffUp PorcupineHipHop PorcupineTwoStep PricklyPrance',
    fitness:
      'PorcupineCrawl PorcupineCurlUp ClimbLikeAPorcupine PorcupineWaddleSquats PricklyPlank QuillPowerWorkout',
    funny:
      'PorcupineBadHairDay PorcupineTriesBalloons HighFiveAPorcupine FreeHugsPorcupine PorcupineRoommatePOV PricklyCoworkerSkit',
    prank:
      'PineconePorcupine StickyNotePorcupine PorcupineFactAlarm PorcupinePlushAmbush PorcupineHatSurprise PorcupineDoorGuard',
    cooking:
      'PorcupineMeatballs PorcupineCheeseBall SpikyPorcupineBread PretzelQuillPorcupine PricklyAlmondCupcakes ChocolateSpikeCake',
    travel:
      'SpotAPorcupine PorcupineTrailCam PorcupineSafari PorcupineNightWalk TreetopPorcupineHunt LookUpInTheTrees',
    fashion:
      'PorcupinePunkLook CozyPorcupineSlippers PorcupineClawClip PorcupineHairdo SpikesAndStuds PricklyToPretty',
    wellness:
      'PorcupineBoundaries SoftSidePorcupine PorcupineModeOn PorcupineNapTime QuillsDownMoment PricklyDayReset',
    speed:
      'PorcupineDrawIn30 ToothpickPorcupineRace PorcupineFactBlitz PorcupineBalloonDodge PorcupinePuzzleDash HundredQuillsIn60',
    music:
      'PorcupineLullaby SingLikeAPorcupine PorcupinePowerBallad PorcupineRattleBeat QuillShakerJam PricklyPunkSong',
    art: 'ForkPaintedPorcupine PorcupineToothpickArt PaperPorcupineCraft BookFoldPorcupine PorcupinePointillism DrawWithAQuill',
    tech: 'PorcupineBiomimicry PorcupineNightCam PorcupineARFilter AIDrawsAPorcupine QuillUnderTheLens SpikyBotBuild',
    pet: 'CatVsPorcupinePlush PorcupineBedBuddy PorcupineSqueakyToy PetPorcupineCostume HedgehogNotPorcupine PuffedUpKitten',
    gaming:
      'PorcupineBossFight DodgeThePorcupine PorcupinePlatformer PorcupineTowerDefense PorcupineSpeedrun PricklyPuzzleQuest',
  },
  'food truck': {
    dance:
      'FoodTruckLineDance FoodTruckTacoTwoStep FoodTruckConga FoodTruckQueueGroove OrderUpShuffle SpatulaSpinSalsa',
    fitness:
      'FoodTruckBikeHop FoodTruckRoundupWalk RunToTheFoodTruck FoodTruckFiveK LunchLineSquats EarnYourTaco',
    funny:
      'FoodTruckChaseDown FoodTruckIndecision FoodTruckCustomerTypes FoodTruckNapkinFail OrderUpNameMixUp ExtraSpicyRegret',
    prank:
      'FoodTruckPayItForward FoodTruckInTheDriveway FoodTruckAtTheOffice FoodTruckSecretMenu StreetTacoSurprise IceCreamVanCameo',
    educational:
      'ChuckWagonToFoodTruck FoodTruckMath HowFoodTrucksWork FoodTruckKitchenLayout StreetFoodOrigins HealthGradeDecoded',
    travel:
      'FoodTruckParkCrawl FoodTruckRoadTrip FoodTruckPassport FoodTruckAustinTrail PortlandCartPods NightMarketNibbles',
    fashion:
      'FoodTruckStreetStyle FoodTruckFitCheck FoodTruckMerchDrop FoodTruckChefWhites TruckerHatStyling DressLikeTheMenu',
    wellness:
      'FoodTruckSunsetPicnic FoodTruckSlowLunch TipYourFoodTruck FoodTruckSoloHour FreshAirMealBreak ShopSmallEatLocal',
    speed:
      'FoodTruckLunchRush FoodTruckTacoSprint FoodTruckSetupRace FoodTruckWindowDash OrderUpCountdown TicketRailBlitz',
    music:
      'FoodTruckJingle FoodTruckMariachi FoodTruckParkDJ FoodTruckBusker SizzleAndStrum IceCreamTruckRemix',
    art: 'DesignYourFoodTruck FoodTruckMural FoodTruckSketchWalk FoodTruckChalkMenu CardboardTruckCraft HandLetteredSigns',
    tech: 'FoodTruckFinderMap FoodTruckSolarPower AINamesMyFoodTruck FoodTruckOrderBot TapToPayTacos DigitalMenuGlowUp',
    pet: 'FoodTruckKittenMascot FoodTruckDogMeetup FoodTruckPuppyQueue FoodTruckPawParty PetTreatTruckHunt BarkeryVanVisit',
    gaming:
      'FoodTruckTycoonRun FoodTruckBossRush FoodTruckCardDuel FoodTruckHighScore StreetFoodCoOpChaos CookServeDelicious',
  },
  japan: {
    dance:
      'JapanIdolChoreo JapanParaparaRoutine JapanBonOdori JapaneseFanDance SakuraSway SoranBushiStep',
    fitness:
      'JapanRadioTaiso JapanSumoShikoSquats JapanTempleStairs MountFujiTraining JapanToriiStepCount ShimanamiCycling',
    funny:
      'JapanToiletButtons JapanBowingLoop JapanSnackTasteTest JapanFirstTimerPOV VendingMachineOverload LostInTranslationSkit',
    prank:
      'SurpriseJapanTrip JapanBentoLoveNote JapanSnackBoxDrop JapanDarumaWish OrigamiCraneDoorstep OmiyageForEveryone',
    educational:
      'LearnJapaneseWords JapanHiraganaQuiz JapanInOneMinute JapanBowingEtiquette WhyTrainsAreOnTime ChopstickDosAndDonts',
    cooking:
      'JapanRamenFromScratch JapanTamagoyakiRoll JapanKonbiniRemake JapaneseFluffyPancakes OnigiriAtHome BentoBoxBattle',
    fashion:
      'JapanStreetStyle JapanHarajukuLayers JapanCapsuleWardrobe JapaneseDenimHunt YukataFestivalLook KimonoRentalDay',
    wellness:
      'JapanOnsenCalm JapanTempleMorning JapanTeaCeremony JapanZazenSitting ForestBathing FindYourIkigai',
    speed:
      'JapanRailPassSpeedrun JapanKonbiniDash JapanChopstickBeanPick JapanInOneWeek BeatTheBulletTrain ShinkansenSprint',
    music:
      'JapanCityPopCover JapanTaikoDrums JapanKaraokeNight JapanShamisenTry TrainStationJingles AnimeOpeningSingAlong',
    art: 'JapanUkiyoeRedraw JapanThousandCranes JapanTravelSketchbook JapaneseCalligraphy GreatWaveRemake KintsugiRepair',
    tech: 'JapanRobotCafe JapanTranslateAppTest JapanGadgetHaul JapanSmartToiletTour SuicaCardTapTrial VendingMachineSafari',
    pet: 'JapanCatIsland JapanBunnyCafe JapaneseNameForMyPet JapanStyleDogBento BowLikeNaraDeer ShibaSideEye',
    gaming:
      'JapanArcadeTour JapanMahjongNight JapanNintendoMuseum JapanRetroHunt AkihabaraShopCrawl TaikoDrumMasterDuel',
  },
  'bucket list': {
    dance:
      'BucketListFlashMob BucketListSalsaLesson BucketListBallroom BucketListMoonwalk OnceInALifetimeDance TangoInBuenosAires',
    fitness:
      'BucketListMarathon BucketListHandstand BucketListSplits CouchToBucketList FirstPullUpEver SummitBeforeThirty',
    funny:
      'BucketListVsReality TinyBucketListGoals BucketListAgeSeven LazyBucketList BucketListByGrandma WeirdestWishRanking',
    prank:
      'BucketListTicketGift BucketListAmbush BucketListDateCards BucketListDecoy DreamTripReveal MysteryAdventureDay',
    educational:
      'BucketListGeography BucketListLanguage BucketListStarSights BucketListHistoryHunt WorldWondersQuiz UNESCOHeritageMap',
    cooking:
      'BucketListSouffle BucketListCroissants TasteBucketList BucketListStreetFoods FirstSourdoughLoaf DreamTripDinner',
    fashion:
      'BucketListGalaGown BucketListTailoredSuit BucketListBoots BucketListRedCarpet DreamTripFitCheck SomedayOutfitToday',
    wellness:
      'BucketListSmallJoys BucketListJournal BucketListSoloDate BucketListCheckIn SunriseEveryMonth OneNewThingAWeek',
    speed:
      'BucketListSpeedrun BucketListInADay BucketListBlitz BucketListTimeTrial TenThingsBeforeNoon MicroAdventureClock',
    music:
      'BucketListOpenMic BucketListConcert BucketListDuet BucketListOperaNight FestivalFrontRow FinallyLearnPiano',
    art: 'DrawYourBucketList BucketListMapArt BucketListPotteryWheel BucketListMural DreamTripSketchbook VisionBoardNight',
    tech: 'AIWritesMyBucketList BucketListBuildAPC BucketListDroneLicense BucketListVRTrip BucketListMapPins FirstAppLaunch',
    pet: 'PetBucketList DogBucketListDay BucketListBeachZoomies MyCatsBucketList OldPupFirstSnow FidoTakesASwim',
    gaming:
      'GamingBucketList BucketListBacklog BucketListBoardGames BucketListArcadeRecord AllAchievementsRun TournamentEntryGoal',
  },
  'apple picking': {
    dance:
      'ApplePickingTwist ApplePickingHoedown ApplePickingBarnStomp ApplePickingConga OrchardLineDance BushelBoogie',
    fitness:
      'ApplePickingSquats ApplePickingCarry ReachForTheTopApple AppleADayWorkout BushelBicepCurls OrchardHikeLoop',
    funny:
      'ApplePickingVsReality ApplePickingPOV SourAppleFaceOff TooManyApplesNow WormInMyApple HayrideDramaSkit',
    prank:
      'FakeAppleInTheBasket AppleForTheTeacher SurpriseApplePie AppleDeskDrop GooglyEyeApples BushelOnTheirPorch',
    educational:
      'ApplePickingScience WhyApplesBrown NameThatApple ApplesNeedBees JohnnyAppleseedTruth IsItRipeYet',
    cooking:
      'AppleCiderDonuts AppleCrumbleOff CaramelAppleBar UseEveryApple ApplePickingTarteTatin OrchardToOven',
    fashion:
      'ApplePickingFitCheck ApplePickingGingham ApplePickingLayers AppleRedEverything FlannelAndBushels OrchardOOTD',
    wellness:
      'MindfulApplePicking AnAppleADay ApplePickingPhoneFree ApplePickingSunshine SlowOrchardWalk GratitudeBushel',
    speed:
      'ApplePickingSpeedrun ApplePickingRelay ApplePickingBushelIn5 FastestApplePeel FillTheBasketRace AppleStackTimer',
    music:
      'ApplePickingBanjo ApplePickingFiddle AppleCrunchBeat AppleOfMyEyeCover OrchardFolkJam BushelBallad',
    art: 'AppleStampArt ApplePickingPhotoZine AppleLeafPrints ApplePickingWatercolor CezanneYourApples OrchardSketchWalk',
    tech: 'ApplePickingDroneView ApplePickingRobotArm ApplePickingStepCount AIRatesMyApples OrchardTimeLapse HarvestPhotoEdit',
    pet: 'DogGoesApplePicking PetInTheAppleBasket CatVsRollingApple ApplePickingPupPose OrchardZoomies HayrideHound',
    gaming:
      'ApplePickingFarmSim ApplePickingHighScore ApplePickingCoopQuest AppleCiderTycoon BushelBattle OrchardHarvestRun',
  },
  'date night': {
    dance:
      'DateNightSalsaLesson DateNightTangoTry DateNightDip FirstDateFoxtrot KitchenSlowDance CandlelightTwoStep',
    fitness:
      'DateNightHike DateNightClimbingGym DateNightBikeRide SweatyDateNight TandemPaddleboard PartnerYogaDate',
    funny:
      'DateNightVsReality SweatpantsDateNight DateNightOrderEnvy DateNightSitterTexts FirstDateNervesSkit WhereDoYouWantToEat',
    prank:
      'SurpriseDateNight DateNightWaiterAct DateNightBlindfold FakeBoringDateNight RosePetalHallway FancyPicnicAmbush',
    educational:
      'DateNightStargazing DateNightTrivia DateNightMuseumHunt NerdyDateNight CoupleLearnsSpanish LoveLanguageQuiz',
    cooking:
      'DateNightFondue DateNightSushiRolling DateNightCookOff DateNightDessertDuel HeartShapedRavioli CandlelitPastaNight',
    travel:
      'DateNightRooftop DateNightFerrySunset TouristDateNight DateNightFoodCrawl DriveInMovieTrip SpinTheGlobeDate',
    wellness:
      'DateNightPhoneFree DateNightSpaAtHome DateNightGratitude SlowDateNight CandlelitCheckIn ThirtySixQuestions',
    speed:
      'DateNightIn60 DateNightQuickChange DateNightTableSetDash DateNightGetReadyRace FiveMinuteDateLook LipstickLightning',
    music:
      'DateNightSerenade DateNightKaraokeDuet DateNightVinylPick DateNightMixtape OurSongCover LipSyncForLove',
    art: 'DateNightPottery DateNightCanvas DateNightCandleMaking DateNightPhotoWalk CouplePortraitSwap BlindContourPartners',
    tech: 'DateNightAIPlanner DateNightVRAdventure DateNightPhotoBooth DateNightSpinApp BackyardProjectorDate LongDistanceWatchParty',
    pet: 'DateNightWithMyDog PetCrashesDateNight DateNightPuppyPicnic FirstDateWithFido CatGuardsTheCouch ThirdWheelPup',
    gaming:
      'DateNightCoOpGame DateNightEscapeRoom DateNightMarioKart DateNightBossBattle CheckmateDate DoubleDateTrivia',
  },
  zipper: {
    dance:
      'ZipperJacketReveal TracksuitZipperBop ZipperUpAndDown ZipperOnTheBeat ShimmyLikeAZipper UnzipTheDrop',
    fitness:
      'WeightedZipperVest ZipperPlankPull ZipperJacketStairs ZipperHoodieWarmup ZipUpAndGoJog ZipperSquatJacks',
    funny:
      'StuckZipperPOV ZipperOnTheWrongSide BackZipperHelp ZipperInMittens ZipperSleepingBagFail ZipItDadJokes',
    prank:
      'GooglyEyeZipperPull SecretNoteZipper ZipperPocketCandy ZipperCharmSwap ZipperPouchSurprise ZipItQuietGame',
    educational:
      'HowZippersWork ZipperVsButtons FixAZipperWithAPencil WhoInventedTheZipper ZipperSlowMoScience WhatDoesYKKMean',
    cooking:
      'ZipperBagOmelet ShakenIceCreamZipper ZipperCakeReveal ZipperPipingHack ZipperPouchPicnic ZipItSnackPacks',
    travel:
      'ZipperPackingCubes HiddenZipperPocket ZipperTentMorning SleepingBagZipperUp ZipperLockLuggage WillItZip',
    wellness:
      'ZipperSoundASMR ZipperFidget CozyZipperHoodie ZipperPhoneJail SlowZipperBreath ZipUpYourWorries',
    speed:
      'FastestZipperUp ZipperWithMittens ZipperRelayRace TenZippersIn10 FixTheZipperSprint PackAndZipBlitz',
    music:
      'ZipperScratchBeat ZipperGuiro ZipperSymphony ZipperRhythmDuel BeatboxAZipper HoodieZipperSolo',
    art: 'ZipperFlowerBrooch ZipperSculpture ZipperEmbroidery DrawARealisticZipper MosaicOfOldZippers UnzipThePicture',
    tech: 'ZipperSlowMoCam ZipperCableOrganizer ZipperMacroShot ZipperPhonePouch 3DPrintedZipperPull RobotZipsMyJacket',
    pet: 'CatVsZipperSound ZipperMeansWalkies KittenZipperPeekaboo ZipperTreatPouch PetCarrierZipper ZipperHoodiePuppy',
    gaming:
      'GuessTheZipperSound LootInTheZipper ZipperDiceBag ZipperEscapeRoom ZipperCosplayBuild ZipperPuzzleBox',
  },
  cleanup: {
    dance:
      'BeachCleanupGroove CleanupGrabberSnap CleanSweepShuffle TrashTagTwoStep PickerStickPop LitterBugBoogie',
    fitness:
      'CleanupPlogging CleanupKayakPaddle BeachCleanupBootcamp TrashTagHike SquatForEveryScrap LitterPickWalk',
    funny:
      'CleanupTreasureOrTrash CleanupSportscaster WeirdestCleanupFind RaccoonVsCleanupCrew GrabberClawGame LitterbugInterview',
    prank:
      'CleanupSecretMission CleanupFairy ThankYouSignDrop BeachCleanupSurprise TrashTagNinja OvernightParkGlowUp',
    educational:
      'CleanupWhereTrashGoes CleanupOceanCurrents CleanupDataLog BeachCleanupScience HowLongLitterLasts RecycleOrNotQuiz',
    cooking:
      'CleanupCrewSnacks CleanupVolunteerBBQ BeachCleanupBento CleanPlateClub ZeroWastePicnic BulkBinBaking',
    travel:
      'TrashTagTravel CleanupMountainTrail BeachCleanupRoadTrip CleanupCityParks VolunteerVacation LeaveItBetter',
    fashion:
      'CleanupCrewFitCheck CleanupUpcycledTote CleanupRainGear TrashTagTee HiVisHighFashion ThriftedWorkGloves',
    speed:
      'CleanupBlockBlitz CleanupBagFillTimer TenMinuteTrashTag BeachCleanupDash LitterPickRelay BottleCountdown',
    music:
      'CleanupAnthem CleanupBucketBeat TrashTagTunes BeachCleanupDrumKit CanCrushPercussion WhistleWhileYouPick',
    art: 'CleanupBottleCapMosaic CleanupBeforeAndAfter CleanupCollage BeachCleanupSculpture TrashToTreasureArt DriftwoodWindChime',
    tech: 'CleanupTimeLapse CleanupDroneSurvey AISortsTheRecycling TrashTagMapper BeachCleanupRobot LitterLogApp',
    pet: 'CleanupPetPatrol CleanupPuppyHelper CleanupKittenSafeYard DogWalkTrashTag SniffAndPick WildlifeFriendlySweep',
    gaming:
      'CleanupBingo CleanupScavengerQuest CleanupHighScore TrashTagPointsGame GottaPickEmAll LitterHuntLeaderboard',
  },
  angry: {
    dance:
      'AngryStompItOut AngryShakeOffDance AngryHeadbangRelease MadToGladGroove FuriousFreestyle SlowSwayCoolDown',
    fitness:
      'AngryShadowBoxing AngryRunItOut AngryBurpeeBlast AngerIntoReps SweatOutTheMad PillowPunchWorkout',
    funny:
      'AngryOrJustHungry AngryToddlerLogic AngryCatImpression MadLibsRant PolitelyFurious CountToTenDrama',
    prank:
      'AngryBubbleWrapGift AngrySnackRescue AngryDayCheerUpNote AngryEmojiBalloons SillyFaceStickerWall FrownToClownSurprise',
    educational:
      'WhyWeGetAngry AngryIcebergFeelings WhatMakesYouMad AngerScience101 AmygdalaHijack FightOrFlightFacts',
    cooking:
      'AngryPizzaDoughPunch AngryPotatoMash AngryWhippedCream MadAboutMeringue KneadItOut SmashBurgerNight',
    travel:
      'AngryWalkItOff AngryRageRoomTrip AngryNatureReset MadToMountains ScreamIntoTheOcean WindyCliffExhale',
    fashion:
      'AngryRedLipPower AngryPunkJacket AngryEmojiTee MadAboutPlaid SoftHoodieHug DressForYourMood',
    speed:
      'AngryToCalmInSixty AngryBubbleWrapTimer AngryScribbleSprint MadDashReset StressBallSqueezeRace TenDeepBreathsClock',
    music:
      'AngryDrumOut AngryPunkRiff AngryToAcoustic PianoVentSession MadWorldCover RageAgainstTheRecorder',
    art: 'AngryPaintSplatter AngryClaySmash AngryMonsterDrawing DrawYourAnger TornPaperCollage SeeingRedSketch',
    tech: 'UnsentAngryEmail AngryHeartRateWatch AngryVoiceMemoVent AngryTextTimeout AIRewritesMyRant CalmDownTimer',
    pet: 'AngryCatTranslation AngryPupCuddleCure AngryKittenHiss MadAtTheVacuum DogCheersYouUp GrumpyPetFaces',
    gaming:
      'AngryBossRetry AngryBirdsIRL AngerManagementMode MarioKartMadness RageQuitRecovery TiltedPlayerTips',
  },
  firewood: {
    dance:
      'FirewoodStackShuffle CampfireFirewoodJig FirewoodLogRoll FirewoodCircleDance TimberTwoStep LumberjackHoedown',
    fitness:
      'FirewoodFarmerCarry FirewoodSquats FirewoodOverheadPress GatherFirewoodHike LogLiftLadder WoodpileWorkout',
    funny:
      'DadsFirewoodPride FirewoodPileEnvy FirewoodForAnIceAge ThatOneFirewoodLog JengaButFirewood WoodpileTetrisFail',
    prank:
      'GooglyEyeFirewood FirewoodStackMessage TinyFirewoodBundle SecretFirewoodDelivery YuleLogSwitcheroo WoodpileGnome',
    educational:
      'WhyFirewoodCrackles SeasonedFirewoodTest FirewoodRingCount HowToStackFirewood OakVsPineShowdown NameThatLog',
    cooking:
      'FirewoodPizzaNight FirewoodDutchOven FirewoodFlapjacks SmoresOverFirewood HickoryVsApplewood EmberRoastedCorn',
    travel:
      'BuyFirewoodLocally FirewoodStandHunt CabinFirewoodWeekend SkiLodgeFirewood FiresideRoadTrip WoodsmokeTrail',
    fashion:
      'FirewoodFlannelFit FirewoodCarryInStyle FirewoodWorkGloves BeanieAndFirewood LumberjackChic FiresideLayers',
    speed:
      'FirewoodRelay FirewoodHaulIn60 FirewoodStackRace BeatTheSnowFirewood WoodpileBlitz KindlingCountdown',
    music:
      'FirewoodCrackleBeat FirewoodPercussion FirewoodSingAlong WoodblockFromFirewood LogJamSession FiresideStrum',
    art: 'PaintedFirewoodSlices FirewoodWoodBurning FirewoodStackArt FirewoodCandleHolder CharcoalFromTheFire LogRoundCoasters',
    tech: 'FirewoodMoistureMeter FirewoodThermalCam FirewoodTimelapse AIRatesMyFirewood HowMuchIsACord SmartWoodstoveHack',
    pet: 'DogCarriesFirewood CatByTheFirewood FirewoodSniffPatrol FirewoodNapSpot FiresideSnuggle KittenVsKindling',
    gaming:
      'FirewoodStackingDuel FirewoodSpeedrun FirewoodCraftingRecipe FirewoodSurvivalMode PunchTreesGetWood WoodpileJenga',
  },
  'sack race': {
    dance:
      'SackRaceBunnyBounce SackRaceShimmy SackRaceMoonwalk SackRaceFreeze PotatoSackShuffle BurlapBoogie',
    fitness:
      'SackRaceLegDay SackRaceSquatJumps SackRaceHIIT SackRaceIntervals BurlapBurpees HopTillYouDrop',
    funny:
      'SlowMoSackRace GrownUpSackRace SackRaceDadTooSerious SackRaceVsToddler SackRaceSportscast TangledInTheBurlap',
    prank:
      'SackRaceFakeStart SackRaceTrophyForAll SackRaceAtTheOffice PotatoSackRaceAmbush GoldMedalForLast SurprisePillowcaseRace',
    educational:
      'SackRacePhysics SackRaceHistory SackRaceHopOrShuffle SackRaceAroundTheWorld HowFieldDayBegan JuteFiberScience',
    cooking:
      'SackRacePicnic SackRaceBBQ SackRaceCupcakes PotatoSackRaceFries FinishLineLemonade BurlapBreadBasket',
    travel:
      'CountyFairSackRace BeachSackRace SackRaceVillageFete SackRaceSummerCamp LandmarkSackRace FieldDayRoadTrip',
    fashion:
      'SackRaceFitCheck SackRaceTeamTees SackRaceRunway SackRaceHeadbands BurlapCouture RetroGymShorts',
    wellness:
      'SackRaceGiggles SackRaceInnerKid SackRaceFamilyJoy SackRaceSmileBreak RecessForGrownUps UnplugAndPlay',
    music:
      'SackRaceToTheBeat SackRaceBanjoTune SackRaceThemeSong JumpAroundSackRace BouncyPolkaTrack FieldDayAnthem',
    art: 'SackRaceMidairPhoto SackRaceComicStrip SackRaceStencilNumbers SackRaceSketch PaintYourPotatoSack JumpFreezeFrame',
    tech: 'SackRaceSlowMo PhotoFinishSackRace SackRaceDroneView SackRaceTimerApp JumpHeightSensor HopCounterHack',
    pet: 'DogChasesSackRace SackRacePuppyPacer PetRefereeSackRace SackRaceZoomies CatJudgesTheFinish BurlapNapSpot',
    gaming:
      'SackRaceFallGuysIRL SackRaceTournament MarioPartySackRace SackRaceLeaderboard FieldDayBracket BurlapBattleRoyale',
  },
  'world record': {
    dance:
      'WorldRecordLimboLow WorldRecordCongaLength WorldRecordPirouettes WorldRecordFlashMob MostSpinsInAMinute LongestDanceStreak',
    fitness:
      'WorldRecordPlankHold WorldRecordWallSit JumpRopeRecordAttempt ChasingTheWorldRecord LongestDeadHang MostBurpeesInAMinute',
    funny:
      'UselessWorldRecords WorldRecordMostSocksOn WorldRecordLongestYawn WorldRecordCommentator FamilyRecordClaims RecordBookBloopers',
    prank:
      'WorldRecordFakeJudge WorldRecordCertificate WorldRecordCeremony WorldsBestDadAward OfficialTapeMeasure NewRecordBanner',
    educational:
      'WorldRecordFactQuiz WorldRecordAnimals WorldRecordMath WorldRecordScience HowRecordsAreVerified TrueOrFakeRecord',
    cooking:
      'WorldRecordPancakes WorldsBiggestCookie WorldRecordBurrito WorldsLongestNoodle TallestSandwichStack OneMinuteOmelet',
    travel:
      'WorldRecordRoadTrip WorldRecordOldestTree WorldRecordLandmarks WorldsTallestTour BiggestBallOfTwine DeepestCaveDescent',
    fashion:
      'WorldRecordHatStack WorldsLongestScarf WorldRecordBracelets WorldRecordOutfits MostShirtsOnAtOnce RecordBreakerFitCheck',
    wellness:
      'MyOwnWorldRecord WorldRecordHugCount WorldRecordMeditation KindnessRecordAttempt LongestLaughStreak ThankYouNoteRecord',
    music:
      'WorldRecordLongNote WorldRecordFastRap RecordAttemptDrumRoll WorldsLongestKazooSolo HighestPitchChallenge BiggestSingAlong',
    art: 'WorldRecordChalkMural WorldsTiniestDrawing WorldRecordMosaic DominoRecordAttempt BiggestPaperChain LongestDoodleEver',
    tech: 'WorldRecordRobotSolve WorldsFastestWPM WorldRecordDroneShot WorldRecordSlowMo FarthestPaperPlane LongestRCFlight',
    pet: 'WorldRecordPetTricks WorldRecordCatJump WorldRecordHighFives WorldsFastestFetch TreatBalanceRecord OldestGoldfishClub',
    gaming:
      'WorldRecordSpeedrun WorldRecordHighScore WorldRecordTetris BeatTheWorldRecord MarioKartLapRecord ArcadeInitialsHunt',
  },
  'getting ready': {
    dance:
      'GettingReadyHairFlip GettingReadyGroove GetReadyToTheBeat GettingReadyMirrorPop MorningRushShuffle HairbrushHipHop',
    fitness:
      'GettingReadySquats GettingReadyCalfRaises GettingReadyPlank GetReadyAndStretch ToothbrushWallSit SocksOnBalanceTest',
    funny:
      'GettingReadyNarrator GettingReadyOutfitPile GettingReadyVsReality GettingReadyRealTime FiveWardrobeChanges SnoozeButtonSaga',
    prank:
      'GettingReadyMirrorNote GetReadyHypeMan GettingReadyCoffeeDrop GettingReadySongSwap WarmTowelFromDryer SurpriseOutfitLaidOut',
    educational:
      'GettingReadyTimeMath GettingReadyPsychology GetReadyAroundTheWorld WhyMorningsFeelRushed DecisionFatigue101 GettingReadyHabitLoop',
    cooking:
      'GettingReadySmoothie GettingReadyBreakfast GettingReadyToastBar GetReadyOvernightOats GrabAndGoMuffins MugOmeletMinute',
    travel:
      'GettingReadyInATent GettingReadyCampervan GettingReadyOnATrain HotelMirrorGetReady HostelBunkGlowUp PackAndGoMorning',
    fashion:
      'GettingReadyFitCheck GettingReadySkincare GettingReadyBlowout GetReadyGlowUp ThreeOutfitsLater AccessoryFinalTouch',
    wellness:
      'GettingReadySlowly GettingReadyPhoneFree GettingReadyGratitude GetReadyAffirmations MirrorPepTalk SunlightFirstThing',
    music:
      'GettingReadyInOneSong GettingReadyBeatDrop GetReadyAnthem GettingReadyLipSync HairbrushMicKaraoke BlowDryerDuet',
    art: 'GettingReadyNailArt GettingReadyComic GettingReadySketch GetReadyStopMotion MirrorSelfPortrait VanityFlatLay',
    tech: 'GettingReadyAlarmHack GettingReadyAppTest SmartMirrorMorning GetReadyByVoiceOnly AIGettingReadyCoach AutoCoffeeBrewTimer',
    pet: 'GetReadyWithMyPet GettingReadyCatInSink GettingReadyDogAtDoor GettingReadySupervisor KittenStealsHairTie BrushThePupToo',
    gaming:
      'GettingReadySpeedrun GettingReadySkillTree GetReadyAnyPercent GettingReadyPressStart MorningRoutineLevelUp LoadingScreenMakeup',
  },
  carol: {
    dance:
      'CarolingStepAndSway CarolConga CarolJingleHop CarolCandleSwing DeckTheHallsDance FaLaLaShuffle',
    fitness:
      'CarolingStepCount CarolPlankLongNote CarolSquatSingAlong CarolBreathControl TwelveDaysOfBurpees JingleBellCardio',
    funny:
      'CarolWrongLyrics CarolingOffKey CarolHighNotePanic CarolMumbleVerses FiveGoldenRingsScream FaLaLaFiller',
    prank:
      'CarolingAmbush CarolAndDash CarolPhoneSerenade CarolCookieDelivery SilentNightSurprise WindowFrostSingers',
    educational:
      'CarolLyricsMeaning CarolsAroundTheWorld ChristmasCarolOrigins WhyWeGoCaroling TwelveDaysDecoded WhatIsFiggyPudding',
    cooking:
      'CarolingHotCocoa CarolCookieTray CarolGingerSnaps CarolMulledCider BringUsFiggyPudding ChestnutsOnAnOpenFire',
    travel:
      'CarolingAroundTown CarolRoadTrip CarolKingsCollege CarolCathedralVisit ChristmasMarketCarols SilentNightBirthplace',
    fashion:
      'VictorianCarolerLook CarolVelvetCape CarolEarmuffChic CarolingFitCheck UglySweaterCarol PlaidFromHeadToToe',
    wellness:
      'CarolingForKindness CarolNursingHomeVisit CarolGratitudeVerse CarolWithGrandma SilentNightCalm HummingByFirelight',
    speed:
      'CarolLyricRace CarolNameThatTune CarolSpeedRound CarolDoubleTime FastestDeckTheHalls TwelveDaysInOneBreath',
    art: 'CarolingLanternCraft CarolSheetMusicWreath CarolSongbookCover IllustrateACarol PaintASilentNight ChoirSilhouetteCutout',
    tech: 'CarolLightShowSync CarolMultitrackChoir CarolAutotune CarolLyricsProjector AIWritesACarol SmartSpeakerSingAlong',
    pet: 'CarolPetHowlAlong CarolKittyAudience CarolingWithMyDog FurryChristmasCarol JingleCollarPup SilentNightNaptime',
    gaming:
      'CarolCharades CarolKaraokeBattle ChristmasSongBingo CarolEmojiQuiz FinishTheCarol JingleJeopardy',
  },
  'pumpkin carving': {
    dance:
      'PumpkinGutsWiggle PumpkinMonsterMash PumpkinPatchDance JackOLanternGroove SpookyScoopShuffle CandleGlowSway',
    fitness:
      'PumpkinSquats PumpkinCurls PumpkinCarvingArmDay JackOLanternLunges GourdOverheadPress ScoopingIsCardio',
    funny:
      'SquirrelAteMyPumpkin PumpkinThatLooksLikeMe PinterestVsMyPumpkin NailedItPumpkin PumpkinGutsReaction DadsPumpkinMasterpiece',
    prank:
      'SecretJackOLantern PumpkinCarvedMessage PumpkinOfTheirFace PumpkinPorchSurprise GlowingGreetingGourd YouveBeenBooed',
    educational:
      'JackOLanternLegend PumpkinSeedScience HowFastDoPumpkinsRot IsAPumpkinAFruit TurnipCarvingOrigins PumpkinGutsAnatomy',
    cooking:
      'RoastedPumpkinSeeds PumpkinCarvingToPie PumpkinGutsMuffins JackOLanternSoup ZeroWastePumpkin SpicedPepitaBrittle',
    travel:
      'PumpkinPatchTrip PumpkinFestivalHop JackOLanternWalk GiantPumpkinWeighOff HudsonValleyBlaze HalloweenTownTour',
    fashion:
      'PumpkinPatchFitCheck PumpkinCarvingApron JackOLanternSweater DressAsYourPumpkin OrangeBlackNails FlannelAndGourds',
    wellness:
      'GratitudePumpkin CozyPumpkinNight JackOLanternCalm PumpkinPorchEvening CarveAndUnwind SlowScoopSunday',
    speed:
      'PumpkinGutsScoopRace FiveMinutePumpkin PumpkinCarvingBlitz JackOLanternSpeedCarve PumpkinTimeTrial StencilTraceDash',
    music:
      'PumpkinDrumBeat PumpkinCarvingASMR JackOLanternChoir PumpkinCarvedBandLogo ThrillerWhileCarving MonsterMashCarveAlong',
    tech: 'PumpkinLightShow PumpkinLEDCandles SmartJackOLantern AnimatedPumpkinFace AIDesignsMyPumpkin TalkingPumpkinHack',
    pet: 'PetFacePumpkin DogVsJackOLantern PawPrintPumpkin PumpkinPatchPupPhoto KittyJudgesMyCarving CatSilhouetteStencil',
    gaming:
      'PixelPumpkinCarving JackOLanternBoss GameCharacterPumpkin PumpkinCarvingBracket CreeperPumpkin SpookySeasonLevels',
  },
  crayon: {
    dance:
      'CrayonBoxShuffle CrayonScribbleWiggle CrayonConga RainbowCrayonGroove ColorCallFreeze ShadeTagTwirl',
    fitness:
      'CrayonPickUpSquats CrayonColorWorkout CrayonHopscotch RainbowCrayonCircuit TwelvePackBurpees EachShadeTenReps',
    funny:
      'IfCrayonsCouldTalk CrayonBoxDrama BrokenCrayonGrief DayTheCrayonsQuit RenameTheCrayons KidArtCritique',
    prank:
      'CrayonWrapperSwap SecretWhiteCrayonNote CrayonLunchboxDoodle CrayonHeartMelts ColoringPageOfThem RainbowCardDrop',
    educational:
      'HowCrayonsAreMade CrayonRetiredShades NameThatCrayonColor CrayonMeltingPoint WaxResistScience PigmentCrashCourse',
    cooking:
      'CrayonBoxCake EdibleCrayons CrayonPretzelRods CrayonColorSmoothies PaletteSnackPlatter RainbowCookieStack',
    travel:
      'CrayonFactoryTour CrayolaExperience CrayonMatchTheTown CrayonPostcards ColorTheCityWalk RainbowRowStroll',
    fashion:
      'CrayonCostume RainbowCrayonNails CrayonBoxTote OneCrayonOutfit CrayonPrintOveralls PrimaryColorBlock',
    wellness:
      'CrayonFeelingsPalette CrayonGratitudeDoodle CrayonMindfulMinute CrayonSlowScribble MandalaColoringBreak ColorYourMood',
    speed:
      'CrayonBoxSortClock CrayonRainbowRace CrayonStackBlitz CrayonSpeedShading ColoringPageSprint TenSecondScribble',
    music:
      'CrayonBoxBeat CrayonTapRhythm CrayonColorSong SynesthesiaCrayons DrawTheMelody ScribbleSymphony',
    tech: 'CrayonPlotterBot CrayonARColoring CrayonScanAndAnimate CrayonToDigitalArt AppPicksMyCrayon ColorSensorShowdown',
    pet: 'CrayonPetPortrait CrayonBoxKittyNap PawtraitInCrayon CatKnocksOffCrayons FridgeArtOfTheDog PupColoringPage',
    gaming:
      'CrayonDrawAndGuess CrayonDoodleDuel CrayonMazeRace CrayonColorBingo PaperAndCrayonRPG ScribbleBossBattle',
  },
  'action figure': {
    dance:
      'ActionFigureFreeze ActionFigureDanceOff ActionFigureRobot ActionHeroStrut StiffJointsShuffle PoseablePopAndLock',
    fitness:
      'ActionFigurePoseHold ActionFigureKicks ActionFigureAbs ActionFigureBootcamp HeroLandingSquat KarateChopCardio',
    funny:
      'ActionFigureVoiceover ActionFigureSoapOpera ActionFigureOffice ActionFigureInterview FiguresRaidBreakfast TinyHeroBigProblems',
    prank:
      'ActionFigureInvasion ActionFigureInMyShoe ActionFigureStandoff ActionFigureWakeUpCall HeroInTheCerealBox FigureGuardsTheFridge',
    educational:
      'ActionFigureHistory ActionFigureScaleMath FirstActionFigureEver InsideAnActionFigure HowFigureJointsMove MintInBoxValue',
    cooking:
      'ActionFigureCupcakes ActionFigureCakeTopper ActionFigureBakeOff TinyChefActionFigure HeroBentoBox SuperheroPancakes',
    travel:
      'ActionFigureWorldTour ActionFigureAbroad ActionFigurePassport ActionFigureBeachDay TinyHeroLandmarks ComicConOrBust',
    fashion:
      'ActionFigureCosplay ActionFigureFitMatch ActionFigureBoots ActionFigureOOTD UtilityBeltStyle MiniCapeSewing',
    wellness:
      'ActionFigureMemoryLane ActionFigureBraveFace ActionFigurePowerPose ActionFigureDeskBuddy MindfulToyDusting InnerChildPlaytime',
    speed:
      'ActionFigureUnboxRace ActionFigureLineup ActionFigurePoseOff ActionFigureGearHunt FigureSetupSprint TwistTieTakedown',
    music:
      'ActionFigureBand ActionFigureConcert ActionFigureDrumSolo ActionFigureLipSync HeroThemeCover EpicEntranceMusic',
    tech: 'ActionFigure3DPrint ActionFigureMacroShot ActionFigureARScene ActionFigureStopMo GreenScreenHeroes AIAnimatesMyFigure',
    pet: 'ActionFigureCatKaiju ActionFigureDogRescue ActionFigurePuppyPal ActionFigureFishTank GiantPetTinyHero FluffyMonsterMovie',
    gaming:
      'ActionFigureTabletop ActionFigureDiceDuel ActionFigureBossFight ActionFigureArena GameCharacterFigures RollForHeroics',
  },
  florist: {
    dance:
      'FloristBouquetToss FloristPetalRain FloristRibbonDance FloristClosingTimeJam BloomAndBoogie StemSnipStep',
    fitness:
      'StrongLikeAFlorist FloristBucketCarry FloristArmDay BikeDeliveryFlorist BouquetBicepCurls PetalPowerPlank',
    funny:
      'ThingsFloristsHear FloristJudgesMyBouquet FloristAllergyPOV FloristOnFebruary14 GasStationRosesRated FloristImpression',
    prank:
      'FloristMysteryBouquet FloristSockFlowers FloristOneRoseTrail FloristCandyBlooms SecretAdmirerDelivery PetalFloodTheOffice',
    educational:
      'HowFloristsKeepFresh FloristStemCutAngle FloristFlowerMeanings FloristBloomIDQuiz DayInTheLifeFlorist VictorianPosyCode',
    cooking:
      'FloristCupcakeBouquet FloristEdibleFlowers FloristTeaBlend BakeLikeAFlorist PressedPetalShortbread LavenderLemonadeBar',
    travel:
      'FloristShopCrawl FloristAbroad DutchFloristAuction TulipFieldsFlorist FlowerMarketAtDawn BloomingTownTour',
    fashion:
      'FloristFlowerCrown FloristBouquetMatch FloristApronStyle FloristWorkFit BloomingBoutonniere PetalHairPins',
    wellness:
      'MindfulFloristHour FloristTherapy FloristSlowSunday FloristPressedPetals BuyYourselfFlowers OneStemADay',
    speed:
      'BeatTheFlorist FloristCorsageIn60 FloristWrapRace FloristBucketRelay BouquetInTwoMinutes StemSortSprint',
    music:
      'FloristSnipRhythm FloristRadioJam FloristSerenade FloristKaraoke BloomBoxBeats FlowerPowerAnthem',
    tech: 'FloristTimelapseBloom FloristProductPhotos FloristAIBouquet FloristOrderBot PlantIDVsAFlorist ARFlowerPreview',
    pet: 'FloristShopCat FloristFlowerCollar FloristPupVisit DogSniffsTheFlorist PetSafeBouquet NoLiliesForKitty',
    gaming:
      'FloristOrderRush FloristCozyGame FloristTycoon ShopkeeperFloristRun BloomMatchThree BouquetBuilderBattle',
  },
  internet: {
    dance:
      'EveryInternetDanceEver InternetViralChoreo InternetLoadingSpin WebcamWaltz BufferingFreezeMoves DialUpDisco',
    fitness:
      'LoadingBarPlank InternetOutagePushUps InternetRebootSquats InternetOfflineHike WebBreakWorkout BufferingBurpees',
    funny:
      'InternetSlangToParents InternetIsDownPanic InternetExplorerJokes InternetDialUpReaction BufferingFaceSkit ExplainMemesToGrandma',
    prank:
      'WifiPasswordRiddle InternetDialUpRingtone FakeInternetOutage InternetRouterLoveNote RenameTheNetwork BrowserTabSurprise',
    educational:
      'HowTheInternetWorks WhoInventedTheWeb InternetPacketJourney SharkVsInternetCable PasswordStrengthQuiz DialUpToFiber',
    cooking:
      'InternetFamousCookies InternetCloudBread InternetFoodHackTest InternetBakeOff ViralRecipeTryout TikTokPastaRemake',
    travel:
      'InternetFreeTrip InternetDeadZoneCabin InternetFamousSpots InternetCafeNostalgia WifiOffWeekend OfflineMapsOnly',
    fashion:
      'InternetTrendTryOn NinetiesWebFashion InternetMadeMeBuyIt InternetMicrotrends ForumEraGothLook DressLikeAMeme',
    wellness:
      'InternetFreeSunday InternetOneHourRule InternetDetoxWeek BrowserTabPurge UnfollowAndBreathe TouchGrassChallenge',
    speed:
      'InternetSpeedTestDuel InternetTriviaSprint InternetFactCheckBlitz WebScavengerHunt TypeTheURLRace WikiSpeedrun',
    music:
      'InternetDialUpRemix InternetMemeMusical InternetSongsMashup WebcamBandJam RickrollAcoustic ViralSoundCover',
    art: 'InternetEmojiCollage InternetMemeArt DrawTheInternet RetroWebpageRedesign DialUpEraPixels HyperlinkZine',
    pet: 'InternetFamousPet InternetDogCelebrity InternetKittenCam InternetDoggoSpeak WifiRouterCat CorgiMemeReenact',
    gaming:
      'InternetLANParty InternetGeoGuessr InternetWikiRace BrowserGameMarathon OfflineDinoHighScore PlayByEmailChess',
  },
  alligator: {
    dance:
      'DoTheGator AlligatorChompDance AlligatorTailSwing AlligatorSnapArms SwampBoogie BayouStompShuffle',
    fitness:
      'AlligatorCrawlDrill GatorChompCrunches AlligatorPlankWalk AlligatorRollBurpees SwampStrideLunges SnapJacks',
    funny:
      'SeeYaLaterAlligator GatorGrinImpression AlligatorPuppetSkit AlligatorGolfCaddy AlligatorDadJokes InAWhileCrocodile',
    prank:
      'AlligatorPoolFloat GatorSockPuppetChomp AlligatorSlippersGift AlligatorInTheTub SwampPlushAmbush CrocodileShoesReveal',
    educational:
      'AlligatorVsCrocodile GatorIceSnoutTrick AlligatorBiteForce AlligatorEggScience EvergladesEcosystem LivingDinosaurs',
    cooking:
      'AlligatorPearToast AlligatorBreadLoaf GatorGreenSmoothie CucumberAlligator BayouGumboNight BeignetsAndChicory',
    travel:
      'AlligatorSwampTour GatorAirboatRide AlligatorSafari AlligatorFarmVisit EvergladesRoadTrip NewOrleansBayouDay',
    fashion:
      'AlligatorGreenFit AlligatorLogoPolo GoGatorsGameDay AlligatorClogsStyling SwampChic CrocPrintBoots',
    wellness:
      'AlligatorStillMode GatorSunnyBask AlligatorPatience AlligatorNapTime BayouSunsetCalm LazyRiverDrift',
    speed:
      'GatorChompReflex AlligatorCrawlRace AlligatorFactBlitz AlligatorToothCount CrocodileDentistTimer SwampStompSprint',
    music:
      'AlligatorSwampBlues AlligatorBellowBass AlligatorAccordion GatorBayouJam ZydecoWashboardBeat NeverSmileAtACrocodile',
    art: 'ClothespinGator EggCartonAlligator AlligatorClaySculpt OneLineAlligator SwampDiorama PaperChainCrocodile',
    tech: 'AlligatorClipCircuit AlligatorRoboticJaw AlligatorTrackerMap GatorChompSensor SwampLiveCam DroneWetlandSurvey',
    gaming:
      'GatorChompBoardGame AlligatorWheresMyWater AlligatorBossFight AlligatorFrogger HungryHipposRematch SwampSurvivalRun',
  },
  dreidel: {
    dance:
      'DreidelTwirlOff DreidelWobbleDrop DreidelLetterMoves SpinLikeADreidel FamilyHoraCircle GimelGroove',
    fitness:
      'DreidelLetterReps DreidelLungeForGelt DreidelPlankCount DreidelDizzyDrills GimelMeansBurpees SpinAndSquat',
    funny:
      'DreidelCommentary DreidelSoreLoser DreidelRulesArgument SlowMoDreidelDrama GeltNegotiations GrandpaAlwaysGetsGimel',
    prank:
      'AlwaysGimelDreidel DreidelTinyArmy DreidelsEverywhere DreidelPillowStash ChocolateCoinSwap GeltTreasureHunt',
    educational:
      'WhatDreidelLettersMean DreidelProbability DreidelPhysics DreidelHanukkahStory WhyDreidelsWobble NesGadolHayaSham',
    cooking:
      'MarshmallowDreidels DreidelCookies DreidelCakePops DreidelDonutBar SpinForYourLatke GeltChocolateBark',
    travel:
      'GiantDreidelSpot DreidelSouvenirHunt DreidelFromJerusalem DreidelJewishMuseum HanukkahLightsWalk MenorahCityTour',
    fashion:
      'DreidelSweaterFit DreidelEarrings DreidelPrintSocks DreidelDecidesMyOutfit BlueWhiteHolidayLook HanukkahPajamaParty',
    wellness:
      'DreidelGratitudeSpin DreidelWinOrLoseJoy DreidelBreathing DreidelFamilyTime CandlelightStillness EightNightsOfKindness',
    speed:
      'FiveDreidelsAtOnce DreidelKnockout DreidelUpsideDown DreidelSpeedRound LongestSpinWins GeltGrabBlitz',
    music:
      'IHaveALittleDreidel DreidelSongRemix DreidelKlezmerJam DreidelAcapella SpinningTopBeat MadeItOutOfClay',
    art: 'ClayDreidelCraft DreidelStopMotion DesignYourOwnDreidel DreidelSpinArt DreidelMosaic HanukkahWindowPaint',
    tech: 'DreidelSlowMo 3DPrintedDreidel DreidelLEDTop DreidelSpinTimer CodeADreidel LegoDreidelBuild',
    pet: 'CatVsDreidel DreidelChasePuppy DreidelPlushToy DreidelPawSpin PetHanukkahPose EightNightsOfTreats',
  },
};
