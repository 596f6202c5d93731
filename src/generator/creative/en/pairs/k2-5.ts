import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  science: {
    cooking:
      '7DayRockCandyScience ScienceIceCreamBag ScienceFizzyLemonade EdibleScienceSlime KitchenChemistry DNAFromStrawberries 10MinButterScience FizziestScienceFaceOff',
    music:
      '60SecondScienceRap ScienceStrawOboe WaterGlassScience ScienceJamFaceOff DuetAScienceFact PeriodicTableSong ScienceBottleOrgan ScienceRubberBandGuitar',
    wellness:
      'ScienceSleepExperiment 7DayGratitudeScience ForestBathingScience AweScienceWalk 10MinSunlightScience SerotoninSunrise ScienceBreathCount CanScienceMakeYouLaugh',
    gaming:
      'ScienceEscapeRoom ScienceCharadesNight 10MinScienceBuild ScienceTriviaDuel CanYouBeatMyScienceQuiz ScienceElementSnap GuessTheScienceWord FamilyScienceFaceOff',
    dance:
      'StatesOfMatterScience ScienceLabCoatShuffle DNAHelixScienceTwist 30SecondScienceFreestyle BlindedMeWithScience ChainReactionChoreo ScienceDanceOff SpinLikeAScienceAtom',
    funny:
      'WhenKitchenScienceFails 5WordScienceLesson RateMyScienceFairVolcano TrustMeImAScientist HypothesisVsReality GogglesOnForToast ScienceFactsButWrong ScienceDadExplains',
    pet: 'LeftOrRightPawScience BoxVsCatScienceTrial DogIQScienceGames 60SecondZoomieScience ScienceHeadTiltTest ThePurrFrequency ScienceOfTheSlowBlink 7DayPetNapScience',
    travel:
      'ScienceMuseumTrip ScienceNatureWalkBingo CitizenScienceHike PlanetariumScienceShow StargazingScienceNight CanYouFind5ScienceRocks OneScienceStopPerCity 10LeafScienceSpotter',
  },
  'mothers day': {
    fashion:
      'MothersDayTwinning RecreateAMothersDayPhoto WearMamasOldBlouse MotherDaughterFitCheck MothersDayOutfitThenVsNow MomStylesMe 10MinMothersDayGlowUp MothersDayPearlsAndDenim',
    music:
      'SerenadeForMom WriteHerAMothersDayTune MothersDayLullabyCover MamaMiaSingAlong MothersDayKaraoke MothersFavoriteSong 30SecondMothersDayRap PotsAndPansMothersDay',
    pet: 'FurBabyPortrait ShowUsYourMothersDayPet MothersDayCatCuddles PuppyThenVsNowMothersDay DogMotherAppreciation PawPrintBouquet MothersDayKittenKisses TeachPupAMothersDayWave',
    travel:
      'PackAMothersDayPicnic MomAndMeTrip HometownMemoryLane 5StopMothersDayTour MotherNatureEscape MothersDayIn3Photos MothersDayMuseumDate LetHerPlanMothersDay',
    cooking:
      '30MinMothersDayBrunch MomsFavoriteRecipe MothersDayCrepes BreakfastInBedSurprise LetKidsMakeMothersDay MotherDaughterCookOff MothersDayFruitTart MothersDayDishThenVsNow',
    dance:
      'MothersDayKitchenWaltz MomAndMeDanceOff MothersDayDecadesDance TeachHerAMothersDayStep 1MinMothersDayShuffle MothersDayTwirlOff MothersDayCongaLine 3GenerationMothersDayJig',
    wellness:
      '7NotesForMothersDay MomsDayOffRelax LetHerSleepInMothersDay LetterToMyMother 10MinMothersDaySpa MotherNatureWalk MothersDayNapPass MothersDayGratitudeJar',
  },
  submarine: {
    cooking:
      'SubmarineSnackIn10Min SubmarineMelonBoat SubmarineJellyOcean LongestSubmarineFaceOff PeriscopePretzels TorpedoTaquitos BananaSubmarine ShowUsYourSubmarineBento',
    dance:
      '30SecondSubmarineDive SubmarineSonarFreeze SubmarineBubbleBounce YellowSubmarineStomp PeriscopePopUp SurfaceAndShimmy CopyTheSubmarineCaptain SubmarineCrewFaceOff',
    fitness:
      '50SubmarineSquatDives SubmarineHatchPushups SubmarineBearCrawl SubmarineCrewRelay PeriscopePlank TorpedoTuckJumps YellowSubmarineSprints 10MinSubmarineWorkout',
    pet: 'FindTheToySubmarine 5MinSubmarineSniffHunt BuildYourCatASubmarine SubmarinePortholePeek PeriscopePup CaptainPawsAhoy KittySubmarineTunnel SubmarineHamsterHideout',
    tech: 'SubmarinePOVIn30Seconds StopMotionSubmarineDive GreenScreenSubmarineTour SubmarineBottleDiver CodeAYellowSubmarine 100FrameSubmarineBuild SubmarineSoundEffectsEdit SubmarineFilterFaceOff',
    wellness:
      '10BreathSubmarineDescent SubmarineSilentRunning QuietLikeASubmarine 5MinSubmarineSilence SonarStillness PortholeDaydream SubmarineSleepSounds SubmarineSlowSunday',
    music:
      'SubmarineSonarBeat YellowSubmarineKazoo SubmarineWhaleDuet 10NoteSubmarineTune DeepSeaBassDrop HullDrumSolo SingASubmarineShanty SubmarineSoundBattle',
  },
  'car wash': {
    art: 'CarWashSignDesign CarWashFoamArt WashMeMasterpiece CarWashDoodleBattle DrawACarWashIn60Seconds HubcapPortraits WatercolorCarWash 7DayCarWashSketchbook',
    cooking:
      'CarWashBakeSale CarWashLemonadeStand SoapySudsCupcakes SpongeCakeSquad 10MinCarWashSnacks CarWashCookieFaceOff SnoConesAtTheCarWash FeedYourCarWashCrew',
    fashion:
      'CarWashFitCheck CarWashHeadscarfKnot WashDayDrip CarWashTeeThreeWays 10MinCarWashGlowUp BucketHatBubbles DressedForTheCarWash MatchYourCarWashCrew',
    prank:
      'GooglyEyedCarWash CarWashFoamBeardPrank BalloonsAfterCarWash StickyNoteCarWashBill TinyCarWashReveal CarWashRubberDuckFleet SecretCarWashCrew CarWashBowOnTheHood',
    dance:
      'CarWashSpongeShuffle CarWashWiperArms DanceInTheCarWash SoapySudsGroove ScrubADubShimmy 30SecondCarWashChoreo CarWashBucketRelay CarWashMoonwalkBattle',
    music:
      'CarWashBucketDrums DuetThisCarWashSong WorkingAtTheCarWash SpongeSqueakSolo HoseDownHipHop 60SecondCarWashBeat CarWashSingOff CanYouWhistleCarWash',
  },
  'ice cream': {
    dance:
      'IceCreamTruckBop 3ScoopIceCreamShuffle 30SecondIceCreamFreeze MeltLikeIceCream GelatoGroove SprinkleShimmy IceCreamSundaeSalsa IceCreamDanceOff',
    tech: 'IceCreamMakerTest IceCreamFilterFaceOff AIInventsIceCream SlowMoIceCreamDrip IceCreamMeltdownCam 30SecondIceCreamEdit ChatPicksMyIceCream IceCreamStopMotion',
    travel:
      '5ShopIceCreamCrawl CanYouWalkIceCreamHome LocalIceCreamHunt IceCreamRoadTrip OneScoopPerCity BoardwalkConeQuest IceCreamFlavorPassport RateYourTownsIceCream',
    prank:
      'PlushIceCreamHandoff SurpriseIceCreamRun IceCreamForBreakfast GooglyEyesOnIceCream WhoWantsIceCreamNow IceCreamTubFullOfSocks IOUNoteInTheIceCream IceCreamTinyScoops',
    funny:
      'IceCreamConeFail BlindIceCreamTasteTest TheLastIceCreamScoop WhoAteMyIceCream WeHaveIceCreamAtHome 100SprinkleIceCream PickAnIceCreamIn5Seconds IceCreamDripRescue',
    pet: 'PetSafeIceCream CanYourPupWaitForIceCream HowlAtTheIceCreamTruck CatVsIceCreamPlush BirthdayPupsicle IceCreamConeSqueaker IceCreamPumpkinScoops IceCreamBananaPuppyTreat',
  },
  soup: {
    dance:
      '30SecondSoupShuffle SoupPotTwoStep ChickenSoupWiggle AlphabetSoupMoves LadleLimbo SoupBowlBop 8CountSoupStir PassTheSoupCanRelay',
    music:
      'SoupPotDrumOff 60SecondSoupBeat TapTheSoupBowls AlphabetSoupRap LadleLullaby SouperGroupCover SingYourSoupRecipe SoupSpoonChimes',
    travel:
      'SoupsAroundTheWorld LocalSoupHunt 5StopSoupCrawl SoupDumplingTour PackASoupThermosHike PhoFirstThenExplore OneSoupPerCity RateYourTownsBestSoup',
    art: 'SoupCanPopArt SoupDoodleDuel 10MinSoupSketch AlphabetSoupLettering DesignYourOwnSoupLabel SwirlTheSoup SoupVeggieStamps 7DaySoupPainting',
    fitness:
      '100SoupCanCurls SoupTimerWallSit PlankWhileItSimmers BurpeesTillSoupBoils SouperSetSunday LadleLunges SoupPotPassRelay EarnYourSoupSquats',
    wellness:
      'SoupForTheSoul CozySoupSunday 5MinSoupWindowPause SoupForANeighbor SimmerDownSoup ChickenSoupHug PhoneFreeSoupSupper SoupAndTalkTuesday',
  },
  milkshake: {
    prank:
      'TinyMilkshakeForDad MilkshakeGooglyEyes IsThatAMilkshake MilkshakeWhippedSmiley GiantSillyStraw MilkshakeNoteOnCup WrongNameMilkshake ToyMilkshakeInTheirShoe',
    fitness:
      '10MinMilkshakeHIIT ShakeItOffCardio MilkshakePlankHold BikeToTheMilkshake 1MileMilkshakeWalk SquatsForMilkshakes MilkshakeStrawRelay MilkshakeDanceWarmUp',
    funny:
      'KidsFirstMilkshakeFaces WhippedCreamMustache MilkshakeStrawStruggle FriesInMilkshakeDebate TooThickToSip GuessThatMilkshake MilkshakeVsSmoothie MilkshakeDadJokes',
    travel:
      'MilkshakeRoadTrip MilkshakeSunsetStroll 5DinerMilkshakeCrawl BestMilkshakeInTown SodaFountainHunt BoardwalkMilkshakes OneMilkshakePerState RateYourLocalMilkshake',
    educational:
      'MilkshakeIceCreamScience MilkshakeThicknessTest HowBlendersWork MilkshakeThenVsNow MilkshakeMaltQuiz WhyDoMilkshakesFoam 60SecondMilkshakeLesson 5WordMilkshakeHistory',
  },
  bus: {
    fashion:
      'BusStopFitCheck BusCommuteRunway 5MinuteBusRideGlowUp 7DaysOfBusOutfits CatchTheBusSneakers DressForTheBackRow MatchTheBusSeats BestDressedBusRider',
    music:
      'WheelsOnTheBusCover BusBellBeat BackOfTheBusChoir WriteASongPerBusStop 60SecondBusSoundRemix BusHeadphoneKaraoke BusDuetInWhispers GuessThatBusNoise',
    prank:
      'MyBedroomIsABusStop TeddyBearBusPass BusTwinOutfitSurprise BusPlushPassenger BusLunchboxJoke GooglyEyesOnBusTicket ToyBusInTheirBackpack BusBuddyRiddleCard',
    wellness:
      'BusWindowDaydream 3ThanksEveryBusRide BreatheBetweenBusStops ChapterPerBusTrip LookUpOnTheBus MindfulBusMonday 10MinBusMeditation BusShoulderStretch',
    tech: 'BusTrackerVsReality BusWifiSpeedCheck PhoneAsBusPass MakeABusRidePlaylist CanYouGuessTheBusETA BusTransitAppShowdown WholeBusRouteIn60Seconds BusTimelapseCommute',
  },
  goose: {
    art: 'SketchASillyGoose BlindfoldGooseDrawing GoslingFeltCraft GooseOrigami GooseHandprintArt 10MinGooseDoodle PaperPlateGoose GoosePortraitBattle',
    cooking:
      'GooseFaceCookies GoslingLemonCupcakes 10MinGooseToast HonkingGooseBento SillyGooseSandwich PackAGooseLunchbox GooseberryCrumble GoosePancakeArtDuel',
    fitness:
      'GooseWaddleSquats GeeseVFormationRun WildGooseChaseSprints NeckStretchLikeAGoose 10MinGooseBumps 50GooseWingFlaps GooseBalanceLunges SillyGooseRelay',
    tech: 'GooseMemeIn60Seconds GooseFilterSelfie GoslingSlowMo RemixAGooseHonk AIGooseTranslator TrackTheVFormation GooseEditFaceOff GooseGreenScreen',
    travel:
      'GooseMigrationWatch GoosePondWalk LakesideGoslings GooseParkPicnic CanYouSpotAGooseToday FollowTheVFormation 7DayGooseSpotting MapEveryGooseInTown',
  },
  lamp: {
    art: 'LampShadeGlowUp SketchByLampLight LavaLampDIY LampThriftFlip OrigamiPaperLamp LampShadowPuppets TraceYourLampSilhouette 10MinLampStillLife',
    cooking:
      'CanYouBakeALampShade LavaLampJello LampPostPretzels DinnerByLamplight LampShapedCookies LampPancakeFaceOff MagicLampMocktail 10MinLampLitSnack',
    dance:
      'DeskLampDisco LampOnOffFreeze LavaLampSway LampShadowGroove DanceWithAFloorLamp LampSpotlightBattle DuetInLamplight 8CountLampShuffle',
    music:
      'DeskLampConcert LavaLampSlowJam 30SecondLampLightSong LampSwitchBeat DrumOnYourLampShade LampSpotlightDuet OdeToMyLamp LampDimmedBallad',
    wellness:
      'SunriseLampWakeUp LampOnlyNoScreens LampLitReading 10MinLampStretch WindDownLampWednesday 7EveningsOfLampLight LampOffByTen ReadOneChapterByLamp',
  },
  'pool party': {
    art: 'PoolPartyInviteCraft PoolPartyChalkBattle 10MinPoolPartyPoster DrawEveryPoolPartyGuest PoolsideWatercolor DreamFloatieDesign SketchThePoolParty PoolPartyTieDye',
    prank:
      'PoolPartyDuckFlood PoolPartyFloatieInvasion GooglyEyedPoolPartyFloat PoolPartyInTheLivingRoom BeachBallAvalanche MarcoButNoPolo PoolPartyFlamingoLawn ToyPoolPartyOnTheirDesk',
    wellness:
      '5MinPoolPartyReset PhoneFreePoolParty PoolPartySPFCheck PoolPartyIntrovertNook StarfishFloat HydrateBetweenDips MindfulPoolParty JournalAfterThePoolParty',
    cooking:
      'PoolPartyPopsicles 3IngredientPoolPartyPops 10MinPoolPartySnacks BlendAPoolPartyMocktail FloatieDonuts CannonballTruffles WatermelonPoolParty PoolPartySharkCupcakes',
    fashion:
      'PoolPartyFitCheck StyleAPoolPartyCoverUp PoolPartyThenVsNow DressedForPoolParty RetroSwimsuitRevival MatchYourFloatie PoolPartyLookIn10Min PoolPartyBucketHat',
  },
  'rolling pin': {
    art: 'RollingPinPrintmaking SaltDoughOrnaments 7DayRollingPinPatterns RollingPinClayDuel 10MinRollingPinPrint RollOutAMasterpiece PaintedRollingPinDecor RollingPinTextureStamps',
    gaming:
      'RollingPinGuessTheShape RollingPinBowling RollingPinLimbo CanYouCurlARollingPin RollingPinRingToss 30SecondRollingPinDash FamilyRollingPinFaceOff KitchenRollingPinRelay',
    fashion:
      '10MinRollingPinGlowUp RollingPinApronLook PaintARollingPinTee BakeryDateOutfit FlourDustedFitCheck RollingPinRetroHeadscarf GinghamAndRollingPins RollingPinPoseBattle',
    pet: 'KittenKneadingBiscuits PlushRollingPinFetch PawsOffTheDough RollingPinBakerPup 5HopRollingPinAgility RollingPinRollOver CatVsRollingPin 10MinRollingPinDogTreats',
    prank:
      'PoolNoodleRollingPin TinyRollingPinForMom RollingPinSockPuppet BaguetteOrRollingPin RollingPinUmbrella RollingPinWithAMustache GooglyEyedRollingPin RollingPinWrappedInFoil',
  },
  taxi: {
    dance:
      '8CountTaxiWave TaxiRadioBop TaxiDropOffJig HailATaxiHop YellowCabShuffle MeterTickGroove 30SecondTaxiStrut TaxiDanceBattle',
    music:
      'TaxiCabKaraoke TaxiRadioRequest TaxiBeatboxBattle BigYellowTaxiCover HornHonkBeat CityTrafficSymphony 10SecondTaxiWhistle NameThatTaxiSong',
    pet: 'TaxiCarrierTraining DogMeetsTheCabbie PupsFirstCabRide 7DayTaxiReadyPet TaxiKittenCrateCalm PawsInTheBackseat ToyTaxiFetchRace CardboardTaxiForMyCat',
    speed:
      'TaxiMeterMathRace PackATaxiTrunkIn60 TaxiStreetNameBlitz ToyTaxiSprintBattle TaxiQueueDash CanYouBeatTheTaxi 10SecondTaxiBuckleUp TaxiLuggageLoadOff',
    cooking:
      'DecorateATaxiCookie YellowTaxiCupcakes TaxiCheckerboardCake DineWhereCabbiesEat 10MinTaxiLunch RushHourRamen TaxiBentoFaceOff TaxiRideSnackPack',
  },
  wedding: {
    cooking:
      'MiniWeddingCake WeddingCupcakeTower RecreateOurWeddingMeal ShakeAWeddingMocktail TastingMenuAtHome WeddingCookieFaceOff 10MinWeddingDessert WeddingCheeseBoard',
    pet: 'WeddingPhotoThenVsNow 10SecondWeddingSitStay PetAtTheWedding WeddingPetTreatBar DogOfHonor 7DayWeddingAisleWalk WeddingVowsForFido WeddingKittenReunion',
    travel:
      'WeddingGuestRoadTrip GuessTheWeddingVenue RevisitOurWeddingSpot 10MinWeddingSuitcase HoneymoonOnABudget PlusOneAdventure WeddingWeekendAway 5StopWeddingMemoryWalk',
    gaming:
      'WeddingShoeGame WeddingTriviaNight 60SecondWeddingQuiz WeddingWouldYouRather ActOutOurWeddingDay BridalShowerBingo NameThatWeddingSong WeddingScavengerHunt',
    prank:
      'DecorateTheWeddingCar WeddingCardWrongNames WeddingPlushGuests GooglyEyesOnWeddingPhotos HelpMeWeddingShoes BouquetTossTwist WeddingJustMarriedSign TinyWeddingCakeReveal',
  },
  thrift: {
    art: 'ThriftPaintingRedo UpcycleAThriftTeacup 1HourThriftMakeover AddAMonsterToIt 5DollarThriftGlowUp ThriftedFrameArt StitchASecondhandTee ThriftCanvasFaceOff',
    fitness:
      'ThriftedDumbbellDay GymGearFromThrift ThriftHaulCarry BargainBinBurpees CanThriftJeansDoLunges 50ThriftBagSquats SweatInSecondhand 10MinThriftStoreWorkout',
    gaming:
      'ThriftCartridgeDig BoardGameThriftFind ThriftedConsoleBootUp MissingPiecesPuzzle ThriftToyBowling 5DollarThriftChallenge BeatYourThriftHighScore ThriftDominoDuel',
    prank:
      'ThriftDressMyFriend YourFaceInAThriftFrame GooglyEyesOnThriftArt PassThriftOffAsDesigner GiantBoxTinyThriftFind ThriftWigSurprise ThriftMatchingPajamas ThriftSameShirtDay',
    tech: 'ThriftTechUnderFive ThriftOldCameraShoot ThriftedCDPlayerTest DoesItStillWork 5DollarThriftGadget RetroThriftConsole CanAIPriceMyThrift EditYourThriftHaulIn60',
  },
  bathtub: {
    cooking:
      'BathtubCupcakeFaceOff DecorateABathtubCookie BathtubCakeReveal SnackTrayForTheTub 10MinBathtubTreat RubberDuckyDonuts BathtubJellyCups MiniBathtubTrifle',
    music:
      '30SecondBathtubEcho DrumOnAnEmptyBathtub RubberDuckBathtubBand BathtubWaterGlassTune BathtubLullaby SqueakyToyTubBeat BathtubSingOff SplashRhythmBathtub',
    tech: 'NeverOverflowTheTub BathtubToyStopMotion BathtubFoamArtPhoto 60SecondBathtubEdit TubSplashInSlowMo CanAIRedesignMyBathtub BathtubBubbleTimelapse TubDuckSqueakRingtone',
  },
  chalkboard: {
    educational:
      'ChalkboardMathTrick ExplainItOnAChalkboard ChalkboardPopQuiz ChalkboardSpellOff 60SecondChalkboardLesson BlackboardTimeline 7DayChalkboardWords SolveItOnTheChalkboard',
    wellness:
      'GratitudeChalkWall ChalkboardMorningWord ChalkboardCalmDoodle 7DayChalkboardKindWords FamilyKindnessBoard EraseAWorryDaily 5MinChalkboardReset ChalkboardMoodMonday',
    cooking:
      'IceAChalkboardCookie 10MinChalkboardMeal CookWhatChalkboardSays SpecialOfTheDayChalk HomeBistroNight SlateCheeseBoard ChalkboardTacoTuesday ChalkboardDinnerVote',
    funny:
      'NailsOnAChalkboard ChalkboardWrongAnswers ChalkboardPunBattle GuessMyChalkboardDoodle BlackboardBluffMath WriteYourChalkboardLines ChalkboardExcuseNote 7DayChalkboardDadJokes',
  },
  duck: {
    cooking:
      'CanYouPipeADuck RubberDuckCupcakes DucklingRiceBento PancakeDucklingParade QuackersAndCheese ShowUsYourDuckLunch 10MinDuckSandwich DuckToastArtDuel',
    fashion:
      'StyleDuckYellow3Ways DuckBootStyling DressLikeADuck RubberDuckHairClips 10MinDuckGlowUp DuckWaddleWalkOff RainyDayDuckOutfit DuckPrintSocks',
    wellness:
      'WaterOffADucksBack 7DayDuckDoodles DuckPondPause DuckWatchWednesday 5MinRubberDuckReset DuckWaddleSlowDown DuckSpottingStroll CountDucksToRelax',
    dance:
      'DuckWalkDanceOff DucklingConga QuackLikeADuckDance DoTheDuckWaddle RubberDuckRumba 8CountDuckWingFlap 30SecondDuckTailShake FollowMamaDuckLine',
  },
  'flower pot': {
    fitness:
      'FlowerPotFarmerCarry 50FlowerPotSquats FlowerPotRelayRace PlantPotPushUps CanYouBalanceAFlowerPot 10MinFlowerPotWorkout HeavyFlowerPotLunges FlowerPotWallSit',
    prank:
      'GooglyEyeFlowerPots PlasticBloomsFlowerPot ToyFrogInAFlowerPot FlowerPotTalkingPlant GnomeMovesEachNight NoteUnderTheFlowerPot FlowerPotSmileyFace FlowerPotGrowthSpurt',
    dance:
      '8CountFlowerPotShuffle WateringFlowersWaltz FlowerPotSproutSway DanceAroundAFlowerPot FlowerPotFreezeDance StepOverTheFlowerPots FlowerPotGrooveBattle 30SecondFlowerPotBloom',
    fashion:
      'FlowerPotHatDIY FlowerCrownFitCheck 10MinFlowerPotGlowUp MatchYourFlowerPot FlowerPotCatwalkFaceOff FlowerPotHairBlooms DressLikeAFlowerPot FlowerPotNailsThreeWays',
  },
  homework: {
    dance:
      'HomeworkDoneDance LastAnswerVictoryJig HomeworkPencilDrop SiblingHomeworkFaceOff MathHomeworkMoves BrainBreakBoogie 10SecondHomeworkWiggle 1MovePerHomeworkPage',
    fashion:
      'CozySocksForHomework DressUpForHomework HomeworkScrunchieBun 7DayHomeworkOutfits 5MinHomeworkLook PencilBehindTheEar HomeworkSweaterWeather HomeworkHoodieThreeWays',
    travel:
      'HomeworkOnTheTrain ParkBenchHomework 3StopHomeworkTour CafeHomeworkCrawl HomeworkAtTheLibrary StudyNookSafari ShowUsYourHomeworkSpot HomeworkViewBattle',
    wellness:
      'CalmCornerForHomework HomeworkFreshAirWalk 3WinsAfterHomework BreatheBeforeTheTest HomeworkBrainBreak OneProblemAtATime 25MinHomeworkFocus HomeworkDeskGlowUp',
  },
  park: {
    dance:
      'ParkBenchBop GrandparentParkDuet 30SecondParkGroove SwingSetShuffle PicnicBlanketBoogie NotAWalkInThePark ParkDanceOff ParkCongaLine',
    prank:
      'ParkChalkCompliments PetRockJoinsParkDay TinyParkPicnicReveal NotesOnParkBenches BubblesInThePark GooglyEyesOnTrees ParkBalloonTrail FreezeLikeAParkStatue',
    pet: '10ThrowParkFetch ParkSniffWalk ParkPuppyPlaydate PupOnAParkBench AirborneFrisbeeCatch SquirrelWatchPatrol ParkRecallIn5Seconds ShowUsYourParkBuddy',
    wellness:
      '10MinBarefootPark ParkCloudGazing ParkTreeHugReset BenchBreathBreak PhoneFreeParkWalk GoldenHourInThePark 7DayParkSunrise SundayParkStretch',
  },
  'rainy day': {
    wellness:
      'RainyDayNap RainyDayTeaTuesday ListenToARainyDay RainyWindowWatching RainyDaySlowStretch ReadingNookRainyDay 10MinRainyDayReset 3CozyThingsRainyDay',
    art: 'RainyDayWatercolor BuildYourRainyDayCity RainyDayWindowDoodle PaintARainyDayPuddle DrawTheDrizzle UmbrellaMakeover 10MinRainyDayCollage RainyDayArtBattle',
    cooking:
      '30MinRainyDaySoup RainyDayPancakeArt GrilledCheeseRainyDay PotPieForARainyDay 3IngredientRainyDayTreat ComfortFoodCookOff RainyDayDumplingFold RainyDayBananaBread',
    music:
      '60SecondRainyDaySong RainyDayBucketDrums LofiForARainyDay RainyDayBeatboxBattle SinginInTheRainCover PitterPatterBeat DIYRainstickRainyDay RainyDayKaraokeNight',
  },
  snowflake: {
    funny:
      'CanYouCatch10Snowflakes SnowflakeSlowMoDrama 30SecondSnowflakeLife ImASpecialSnowflake FirstSnowflakeReaction WorstSnowflakeWins SnowflakeLandsOnNose SnowflakeNarratesItsFall',
    travel:
      'FirstSnowflakeWalk 5TownSnowflakeTour SnowflakesFromTheTrain ChaseTheSnowfall SnowflakeCityLights WinterWonderlandHunt ShowUsYourSnowflakeView 10MinSnowflakeStroll',
    fashion:
      'SnowflakeSweater3Ways 5MinSnowflakeNails FamilySnowflakeTwinning SpecialSnowflakeStyle SnowflakeAllWhiteDare SnowflakeSequinGlowUp DIYSnowflakeHairClips SnowflakePrintMittens',
    pet: 'PetVsFirstSnowflakes SnowflakeNoseCatch SnowflakeDogZoomies KittyMeetsSnowflakes SnowflakePawPrints PupReactsToSnowflakes CanYourCatSpotASnowflake 5MinSnowflakeSniffWalk',
  },
  sunflower: {
    travel:
      'SunflowerFieldSunrise RoadTripToSunflowers SunflowerMazeDay PicnicInTheSunflowers 3PhotoSunflowerStory TallestSunflowerHunt ShowUsYourSunflowerSpot 5SunflowerSpotsNearby',
    dance:
      'DanceLikeASunflower SunflowerFollowTheSun GiantSunflowerShimmy SunflowerReachAndSpin BloomAndBoogie SunflowerSwayDuet 8CountSunflowerStretch SeedToSunflowerIn30',
    funny:
      'SunflowerTallerThanMe BirdsRobbedMySunflower 7DaySunflowerDrama FaceInTheSunflower CanYouOutgrowASunflower TalkingSunflowerSkit SunflowerStareDown DressUpSunflowerLikeDad',
    gaming:
      '60SecondSunflowerPuzzle 10SunflowerSeedToss SunflowerHideAndSeek SunflowerGrowOffDuel LovesMeNotSunflower GuessTheSunflowerPetals SunflowerBingoCard SunflowerMemoryMatch',
  },
  treehouse: {
    fitness:
      'TreehouseJumpingJacks 10MinTreehouseWorkout TreehouseCrewRelay TreehouseLawnYoga LumberjackLunges SwingAndSquat 100StepsAroundTreehouse TreehouseBackyardPlank',
    funny:
      'WriteYourTreehouseRules NoAdultsInTheTreehouse TreehouseRealtorTour SquirrelLandlord TreehouseVsBlanketFort PasswordPlease TreehouseDadCantFit 10MoveTreehouseHandshake',
    music:
      '5SongTreehouseConcert TreehouseWindChimes BirdsongTreehouseJam 60SecondTreehouseTune TreehouseStickDrumOff RockTheCanopy TreehouseAcornShakers TreehouseEchoDuet',
    educational:
      'TreehouseEngineering HowTreehousesStayUp WhoseTreehouseHoldsMore BiggestTreehouseQuiz TreehouseSafetyCheck PickTheRightTree BuildATreehouseIn10Min 5LeafTreehouseHunt',
  },
  whisk: {
    fitness:
      'WhiskUntilItBurns NoMixerArmDay SquatAndWhisk CanYouWhiskInAPlank ForearmWhipReps 100WhiskStrokes WhiskWallSit 60SecondWhiskBattle',
    pet: '10MinWhiskCatToy BunnyVsWhiskBall DogMeetsTheWhisk DoesYourPetLoveAWhisk SousChefPupPose KittenKitchenPatrol WhiskersAndWhisks WhiskDogTreatBatter',
    prank:
      'WhiskInTheCerealBox TinyWhiskForDad WhiskInTheToothbrushCup ForkDrawerFullOfWhisks EveryUtensilIsAWhisk GooglyEyedWhisk WhiskWearsDadsGlasses WhiskChefHatMorning',
    wellness:
      'MatchaWhiskMorning WhiskAndBreathe WhiskAwayWorries 5MinWhiskReset MindfulWhisking SlowBakeSaturday 100GentleWhiskStirs WhiskTogetherWednesday',
  },
  balloon: {
    art: 'TwistBalloonAnimals DrawYourBestieBalloon BalloonStampArt 10MinBalloonPortrait BalloonPourPainting BalloonPaintFaceOff DoodleOnABalloon MarbleDipBalloons',
    fashion:
      'StyleBalloonSleeves3Ways BalloonJeansFitCheck DressMadeOfBalloons 10MinBalloonGlowUp PuffballSkirtRevival BalloonCoatStrut WearABalloonCrown BalloonLookFaceOff',
    dance:
      'BalloonDuetNoHands TubeManBalloonWiggle BalloonPopOnTheBeat SambaWithABalloon 10BalloonPassRelay BalloonFreezeDance BalloonBoogieOff 30SecondBalloonKeepUp',
  },
  bread: {
    fitness:
      '50BreadLoafCurls FlourSackSquats 10MinBreadRiseHIIT KneadTheBreadReps BreadWinnerBurpees DoughPunchCardio BreadBasketLunges BaguetteBreadRelay',
    dance:
      '8CountBreadKnead BakeryBoogie DoTheBreadRise BaguetteBallet BreadAndButterBop BreadWinnerDanceOff 30SecondBreadBounce BreadRollRumba',
    prank:
      'GooglyEyeBreadLoaf TinyBreadForDad BreadWearsAMustache GiantBreadPillowReveal PlushBreadInTheLunchbox BreadClipNotes BreadBoxFullOfSocks BreadHeelsOnlyBag',
  },
  cooking: {
    dance:
      '30SecondCookingBreak CookingWhiskWiggle CookingSpatulaSalsa CookAndBoogie PotsAndPansShuffle SimmerShimmy CookingDanceOff DuetWhileCooking',
    fitness:
      'CookAndCrunch 20CanCurlsWhileCooking CookingBreakWallSit CookingTimerHIIT StirAndSquat PushUpsAfterCooking CookingPlankFaceOff 100StepsBeforeCooking',
    travel:
      'CookingFromTheTrunk CookingMarketTour StreetFoodHunt CookLikeALocal CookingOneDishPerCity BringHomeARecipe PicnicCookingBattle 30MinTravelCooking',
  },
  dumpling: {
    prank:
      'DumplingBalloonAvalanche PlushDumplingInTheirBed DumplingPillowSurprise DumplingFaceOnTheMirror DumplingPunStickyNotes EmojiDumplingsEverywhere TinyDumplingDinner GiantDumplingReveal',
    fashion:
      'StyleYourDumplingBag MakeDumplingEarrings DumplingBunHairstyle DumplingFitFaceOff PleatedLikeADumpling 10MinDumplingGlowUp CozyAsADumpling DumplingPrintPajamas',
    wellness:
      'DumplingPhoneFreeDinner MindfulDumplingPleats SlowSundayDumplings 10MinDumplingCalm DumplingDeepTalks 3ThanksPerDumpling FoldDumplingsTogether DumplingDateWithGrandma',
  },
  'frying pan': {
    dance:
      '8CountFryingPanShuffle PanFlipFootwork FryingPanTwirl CastIronSkilletStomp FryingPanDanceOff ButterInThePanSlide 30SecondFryingPanJig FryingPanConga',
    fashion:
      'StyleAFryingPanPurse FriedEggPanEarrings PanLidBeret FryingPanCatwalkBattle 10MinFryingPanGlowUp FryingPanChefCosplay ApronAndPanFitCheck FryingPanTeeDesign',
    prank:
      'PlasticEggInThePan TinyFryingPanBreakfast PaperPancakeFryingPan FryingPanGooglyEyes FryingPanInvisibleOmelet SizzleSoundTrick FryingPanOnTheirPillow FryingPanFancyToastReveal',
  },
  'home workout': {
    fashion:
      'HomeWorkoutFitCheck 10MinHomeWorkoutGlowUp OldTeeWorkoutUniform StyleHomeWorkoutSocks BodyweightBestDressed PajamaPowerLook HomeWorkoutThenVsNow HomeWorkoutMatchingSet',
    music:
      'OneSongHomeWorkout 3MinHomeWorkoutBeat NoEquipmentJustBass HomeWorkoutDJBattle SquatOnTheChorus EightiesAerobicsMix CanYouRapYourHomeWorkout HomeWorkoutPlaylistDrop',
    pet: 'CatBlocksTheMat HomeWorkoutPuppyPlank BunnyHopAlong HomeWorkoutWithMyDog PetVsHomeWorkout NoEquipmentJustKitty 20BoopHomeWorkout 5MinFetchHomeWorkout',
  },
  locker: {
    art: 'LockerDecorReveal 10MinLockerGlowUp MiniLockerCraft 7DayLockerDoodles PhotoMosaicLocker LockerMagnetPoetry LockerComicBattle PaintAShoeboxLocker',
    fitness:
      'LockerRoomWarmUp StretchAtYourLocker HallwayPowerWalk BeatTheBellLockerDash 20LockerSquats GymBagCurls 1MinLockerLunges LockerWallPushUps',
    pet: 'LockerPetPhotoWall MudroomLockerMakeover CanYourDogOpenALocker 10SecondLockerSit CatInspectsMyLocker KittyLockerInspection TreatLockerHunt LockerPawPrintStickers',
  },
  museum: {
    dance:
      '10SecondMuseumStatue StrikeAMuseumPose MuseumMoonwalk RecreateMuseumPaintings NightAtTheMuseumDance DinoBoneBoogie MuseumMummyShuffle MuseumVogueBattle',
    fashion:
      'DressLikeAMuseumPiece MuseumPortraitFaceOff MuseumDateFitCheck 10MinMuseumGlowUp MatchTheMasterpiece ThriftAMuseumLook MuseumPaintingOutfit BedsheetMuseumStatue',
    prank:
      'GooglyEyedMuseumPrints MuseumOfLostSocks DogBecomesAMuseumPiece VelvetRopeTheCouch DuctTapeBananaMuseum TinyMuseumInTheirRoom MuseumPlaqueForDadsMug MuseumGuardAtTheFridge',
  },
  'school bus': {
    tech: 'SchoolBusTrackerApp SchoolBusRideTimelapse CanAIDrawYourSchoolBus ToySchoolBusStopMotion NeverMissTheSchoolBus SchoolBusFilterFaceOff SchoolBusDigitalDoodle 60SecondSchoolBusEdit',
    cooking:
      'BakeASchoolBusCake SchoolBusBentoBox GrahamCrackerSchoolBus PackYourSchoolBusLunch SchoolBusSugarCookies YellowBusBrownies 10MinSchoolBusSnack SchoolBusPancakeFaceOff',
    speed:
      'SiblingSchoolBusRace SchoolBusShoesOnDash PackForSchoolIn60 SchoolBusBraidSprint BedToBusStop BackpackBlitz 5MinSchoolBusCountdown 10SecondSchoolBusZip',
  },
  succulent: {
    fashion:
      'SucculentPrintThreeWays SucculentEarrings SucculentHairPins CactusCowgirlLook 10MinSucculentGlowUp LivingPlantBrooch PastelSucculentNails MatchYourSucculent',
    pet: 'SucculentPetSafeList CatProofYourSucculents 10SecondSucculentLeaveIt DogVsSucculentStareDown KittenFreeWindowsill PlantCornerPatrol KittyGrassNotSucculent SucculentOutOfReach',
    dance:
      '8CountSucculentShuffle SucculentSunDance SucculentStrutOff GrooveForYourSucculent CactusTwoStep RepotRumba 30SecondSucculentSalsa SucculentFreezeFrame',
  },
  typing: {
    fitness:
      'TypingWristStretch TypingWhilePlanking 10SquatsPerTypingHour PushupsBetweenTyping BackspaceBurpees 1MinTypingBreak DeskYogaForTyping TypingSpeedPlankOff',
    wellness:
      'MindfulTyping 3ThanksBeforeTyping TypingMorningPages SlowTypingLetter DeleteTheWorry TypingThenUnplug 20SecondTypingEyeBreak TypingKindnessTuesday',
    art: 'TypingPicturesWithKeys TypingConcretePoetry KeycapTypingMosaic EmojiTypingArt 10MinTypingPortrait DrawWithOnlyLetters 5LineTypingPoem TypingDoodleBattle',
  },
  baking: {
    fashion:
      'BakingApronThreeWays PastelBakingLook BakingHeadscarfTie 7DayBakingOutfits FlourDustedDenim 10MinBakingGlowUp DressLikeYourBake BakingHairWrapStyle',
    funny:
      'BakingFailReveal 60SecondBakingCommentary RecipeVsMyBaking BakingTasteTesterKid CanYouGuessWhatImBaking FlourExplosion BakingDramaNarrator BakingMeasuresByEye',
    prank:
      'BakingSillyFaceMuffins GooglyEyesOnBakingTins SurprisePinataBaking GuessWhatImBaking TinyBakingReveal IsItCake TeddyTookOverBaking BakingFortuneCookieNotes',
  },
  sleepover: {
    fitness:
      'SleepoverPartnerYoga PillowFightSleepover 10MinSleepoverWorkout SleepoverLimboContest PajamaPlankOff SleepingBagSquats 50JumpSleepoverWarmUp SleepoverStretchRelay',
    pet: 'SleepoverDogBunkmate PetSlumberParty SleepoverCatBlanketNest 5MinSleepoverTreatHunt ShowUsYourSleepoverPup KittenStowaway SleepoverSnoreOff SleepoverFirstToSnooze',
    tech: 'MakeASleepoverTrailer LEDSleepoverFort StarProjectorSleepover MidnightSleepoverVlog CanAIPlanYourSleepover SleepoverPhotoBooth SleepoverFilterFaceOff 10SecondSleepoverSelfie',
  },
  beard: {
    dance:
      'BeardedDadMoves MustacheTwirlSpin BeardStrokeGroove LumberjackBeardStomp FuzzyFaceFreestyle BeardDanceOff 30SecondBeardShimmy FollowTheBeardLeader',
    fitness:
      '30DayBeardPushUps BeardedBootcamp BeardWallSit NoShaveBeardRun LumberjackLifts BeardTeamRelay BeardBurpeeBattle 10MinBeardCircuit',
  },
  cheesecake: {
    art: 'CheesecakeSwirlBattle 10MinCheesecakeSketch PaintACheesecakeSlice BerryDrizzlePainting CheesecakeBlindContour ShootYourCheesecake3Ways FeltCheesecakeCraft CheesecakeStickerDesign',
    travel:
      'BestCheesecakeInTown RateYourLocalCheesecake JapaneseCheesecakeHunt 3StopCheesecakeCrawl CheesecakeOnABlanket CheesecakeWithAView PackACheesecakeJar OneCheesecakePerCity',
  },
  drone: {
    fashion:
      'DroneFitReveal FlowingDressDroneSpin DroneRunwayBattle 3LooksOneDroneShot TwinningByDrone StrikeAPoseForTheDrone 10SecondDroneGlowUp DroneUmbrellaTwirl',
    pet: 'CatIgnoresTheDrone DroneFilmsOurDogWalk DronePetZoomies 10SecondDroneFetchShot CatReactsToDroneVideos DroneKittenFromAbove DronePortraitOfMyPup 3IngredientDroneTreats',
  },
  fridge: {
    pet: 'PetHearsTheFridge 10SecondFridgeRecall FridgeFrozenPupTreats PetsVsFridgeDoor FridgeOpensDogAppears KittenGuardsTheSnacks ShowUsYourFridgeBeggar FridgeBunnyVeggieDrawer',
    cooking:
      'FridgeCleanOutMeal NoBakeFridgeCake QuickFridgePickles FiveIngredientFridge FridgeLeftoverGlowUp FridgeCondimentCookOff 20MinFridgeRaid CanYouEmptyYourFridge',
  },
  kayaking: {
    funny:
      'KayakExitStruggle TandemCanoeChaos NarrateYourKayakingFail CouchKayakingRace KayakingFirstTimeFaces 10SecondKayakingSkit LivingRoomKayaking KayakingSportscaster',
    gaming:
      'KayakingWildlifeBingo CanoePirateQuest KayakSpotTheDuckGame KayakingTriviaFaceOff LivingRoomKayakingRace KayakingGoFish KayakingISpy 60SecondKayakingQuiz',
  },
  necklace: {
    prank:
      'NecklaceBoxJokeNote NecklaceWithDadsFace TeddyWearsYourNecklace GiantNecklaceSurprise LocketPhotoSurprise PaperclipNecklaceUnboxing NecklaceForTheGnome NecklaceOnEveryPlant',
    dance:
      'NecklaceStackGroove NecklaceShoulderShimmy 30SecondNecklaceBounce PendantSwingStep DanceChainReaction NoTangleTwirl NecklacePoseBattle 8CountNecklaceShuffle',
  },
  rainbow: {
    pet: '7DayRainbowPortraits 5MinRainbowSnuffle RainbowCatTunnel PuppyRainbowBallPit PupChasesRainbows RainbowFavoriteColorTest PickARainbowToy RainbowTreatHunt',
    tech: 'RainbowPrismPhoto ShowUsYourRainbowSetup RainbowWallpaperFaceOff RainbowHomeScreenGlowUp CanAIPaintARainbow 7ColorRainbowHunt 60SecondRainbowEdit RainbowStopMotion',
  },
  spatula: {
    art: '3ColorSpatulaSwirl SpatulaPuppetCraft AcrylicSpatulaSunset SpatulaSwipeBattle BatterPortrait PaintWithASpatula SpatulaFrostingFlowers 10MinSpatulaLandscape',
    wellness:
      'MindfulSpatulaFlip PhoneDownSpatulaUp SlowSundaySpatula PancakePause SpatulaThanksThursday SpatulaStirAndBreathe SpatulaCookForSomeone 10MinSpatulaCalm',
  },
  tricycle: {
    travel:
      '3StopTricycleTour TricycleBoardwalk 60SecondTricycleLap BeachTrikeCruise TrikeToTheIceCreamShop TricycleToTheLibrary ShowUsYourTricycleRoute TrikeParkLoop',
    prank:
      'TricycleLimoPickup TricycleHonkWakeUp TricycleInTheLivingRoom GooglyEyedTricycle DadOnATricycle TinyTricycleGiftReveal ShowUpOnATricycle TricycleInTheBathtub',
  },
  cardio: {
    fashion:
      'CardioFitCheck CardioSneakerTest NeonCardioLook MatchingCardioSet LegWarmerRevival CardioThenVsNow 10MinCardioGlowUp CardioHeadbandThreeWays',
    gaming:
      'CardioFloorIsLava CardioBossFight RhythmGameCardio RollTheDiceCardio CardioFreezeTag 60SecondCardioHopscotch CanYouBeatMyCardioTime FamilyCardioFaceOff',
  },
  karaoke: {
    pet: 'KaraokePetDuet KaraokeCatCritic WillMyDogJoinKaraoke SerenadeYourBunnyKaraoke KaraokeHowlAlong 60SecondKaraokeLullaby KittenKaraokeCrowd KaraokeSoftSongForPets',
    travel:
      'OneKaraokeSongPerState LocalKaraokeNightDebut 3SpotKaraokeCrawl PicnicBlanketKaraoke KaraokeInTheBackyard KaraokeHotelRoomBattle KaraokeFamilyTripDuet KaraokeAtGrandmas',
  },
  cello: {
    prank:
      'CelloPlaysTheirRingtone CelloAlarmClock CelloDoorbell CelloCaseReveal GooglyEyesOnTheCello WorldsSmallestCello DramaticEntranceCello WrongNoteCelloSolo',
  },
  couch: {
    dance:
      '30SecondCouchGroove CouchPotatoMoonwalk CushionShuffle FromCouchToStrut SofaSoGroovy CouchRemoteFreezeDance 8CountCouchKicks CouchBopBattle',
  },
  grill: {
    fitness:
      '50JumpsBeforeGrilling LungeWhileItGrills 10MinPreGrillHIIT GrillFeastFamilyWalk SpatulaSquats BackyardBurpeeBreak GrillPartyRelayRace GrillWaitWallSit',
  },
  kettle: {
    music:
      'RemixTheKettleWhistle KettleLidPercussion KettleClickBeat MatchTheKettlePitch PollyPutTheKettleOn ShortAndStoutKettleDuet 10SecondKettleJingle KettleDrumBattle',
  },
  reading: {
    fashion:
      'ReadingGlassesLook 7DayReadingOutfits ReadingCosplayFaceOff SummerReadingHat DressLikeTheCover DarkAcademiaFit 10MinReadingGlowUp ReadingThriftFlip',
  },
  brunch: {
    funny:
      'PhoneEatsFirstBrunch BrunchSoapOpera BrunchBillSplitMath BrunchOrLunchDebate AvocadoToastTax TypesOfBrunchPeople OrderBrunchIn5Seconds KidsRateMyBrunch',
  },
  electrician: {
    tech: 'ElectricianPhoneLightShow ElectricianVideoCallHelp AIElectricianHelper ThinkLikeAnElectrician ElectricianVsWifiRouter GuessTheElectricianTool ElectricianCableTidyHack 60SecondElectricianQuiz',
  },
  lifeguard: {
    travel:
      'LifeguardStandHunt ThankYourLifeguard 3LifeguardTowerPhotos SpotEveryLifeguardHut WaveAtTheLifeguard LifeguardBoardwalkStroll LifeguardedBeachDay LifeguardFlagsIn5Min',
  },
  'pumpkin carving': {
    gaming:
      'PixelPumpkinCarving JackOLanternGuessWho PumpkinCarvingFaceOff PumpkinCarvingBracket NameThatPumpkinCarving PumpkinCarvingPictionary DrawPumpkinCarvingIn60 PumpkinCarvingDiceRoll',
  },
  vase: {
    gaming:
      'VaseRingToss WhichVaseHidesIt PaperBallVaseShot 10ClueVaseQuest VaseRestorationPuzzle GuessTheVaseEra VaseFlowerBingo VaseTriviaFaceOff',
  },
};
