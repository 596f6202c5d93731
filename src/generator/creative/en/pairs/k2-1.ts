import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  farmer: {
    dance:
      'FarmerHoedown FarmerTractorTwoStep SquareDanceLikeAFarmer HayBaleFarmerRelay OldMacDonaldMoves ScarecrowShuffle 30SecondFarmerJig FarmerStompFaceOff',
    fashion:
      'FarmerOverallsFitCheck FarmerStrawHatStyle FarmerBandanaFiveWays BrunchInFarmerBoots FromFieldToRunway FlannelLikeAFarmer 7DayFarmerDenimLook FarmerVsCityOutfits',
    pet: 'BunnyVsFarmerCarrotHunt FarmerHerdingBallGame CanYourPetPlayFarmer GardenPatrolFarmerPup 30SecondFarmerRoundUp BarnyardBossKitty OldMacDoggo FarmerFetchTheBoots',
    wellness:
      'FarmerSunriseStretch 10MinFarmerGardenQuiet 7DayFarmerWakeUp BedtimeLikeAFarmer ThankAFarmerToday PorchSwingPause FarmerSunsetFieldWalk SlowSeedsFarmerSunday',
    cooking:
      'FarmersMarketSalad FarmerFieldToFork SundayFarmerPotPie 10MinFarmerLunchbox EatLikeAFarmer SunriseFarmhouseFryUp 7DayFarmerBreakfasts ThreeVeggieFarmerBattle',
    educational:
      'AskAFarmer FarmerSeedToPlate FarmerSproutIn1Week GuessTheFarmersCrop WhereMilkComesFrom FarmerForADay CloudsVsFarmerForecast 60SecondFarmerQuiz',
    music:
      'FarmerKazooHoedown FarmerYodelDuet SingAFarmersWorkSong FarmerBarnyardChorus OldMacDonaldRemix BucketDrumsFarmerStyle FarmerAnimalSoundOff 30SecondFarmerBeatbox',
    tech: 'FarmerForecastFaceOff FarmerGardenTimelapse OneMinuteFarmerTour 7DayFarmerPhoneDiary CanAIGrowATomato FarmerFactChecksAI PlantIDAppVsFarmer ShowUsYourFarmersMarket',
    travel:
      '3FarmersMarketsOneTrip FarmerPickYourOwnDay HayrideWithAFarmer FarmerCountyFair SunflowerFieldFinder MeetTheFarmerTour FarmersOrchardFriday FarmerStandVsSupermarket',
  },
  'report card': {
    art: 'ReportCardFridgeArt GoldStarCraft ReportCardBubbleLetters DesignAReportCard FrameThatReportCard ReportCardThenVsNow 10MinReportCardCollage 7DayReportCardDoodles',
    cooking:
      'StraightAsCookies GoldStarPancakes ReportCardSundaeBar ReportCardCakeReveal TopYourReportCardPizza 5MinReportCardParfait ChefsReportCard ReportCardBakeOff',
    dance:
      'ReportCardRevealDance ReportCardVictoryLap 30SecondReportCardStrut ReportCardFamilyFaceOff GoldStarShimmy HonorRollBop GoodReportCardGroove ShowUsYourReportCardMove',
    fashion:
      'GoldStarEarrings VarsityJacketEarned ReportCardDayFit ReportCardSneakerFaceOff DressForYourReportCard ReportCardGlowUp OutfitReportCard 5MinReportCardHair',
    funny:
      'CanYouBeatDadsReportCard ReportCardThenVsNow ParentConferencePOV GradeYourPetsReportCard TalksTooMuchInClass ReportCardDramaReading AdultReportCard ReportCardForMyCat',
    music:
      'StraightAsRap ReportCardDrumroll GoldStarJingle 30SecondReportCardSong ReportCardDuetWithDad SingYourReportCard ReportCardBlues ReportCardBeatBattle',
    tech: 'GradeCalculatorApp ScanGrandmasReportCard ReportCardThenVsNow ReportCardChartReveal AIPredictsMyReportCard DigitizeOldReportCards 10MinReportCardGraph ReportCardGoalTracker',
  },
  toothbrush: {
    art: 'ToothbrushSplatterArt 7DayToothbrushDoodles ToothbrushVsPaintbrush GalaxyByToothbrush SnowstormSpatter BristleBracelets ToothbrushFlowerStamps PaintOnlyWithAToothbrush',
    cooking:
      'ToothbrushSpeckledEggs ToothbrushVsPipingBag 7DayToothbrushBakes GalaxyCookieToothbrush SplatterPaintDonuts MintyFreshMacarons ToothbrushScrubIn60Sec ToothbrushFrostingFur',
    wellness:
      'MindfulToothbrushing ToothbrushBedtimeCalm ToothbrushAffirmations 21DayToothbrushHabit BrushAndBreathe MirrorPepTalk TwoMinuteToothbrushReset ToothbrushTidyTuesday',
    fashion:
      'BrushUpYourBrows ToothbrushSoleFaceOff SuedeToothbrushRescue ToothbrushSplatterTee SneakerScrubRevival ToothbrushNailArt 3DayToothbrushDenimFix 10MinToothbrushShine',
    music:
      'ToothbrushKaraoke ToothbrushTimerSong TwoMinuteToothbrushJam ToothbrushDrumBattle HumAlongToTheBuzz FoamyMouthOpera ToothbrushDuetWithMom SingIntoYourToothbrush',
    speed:
      'ToothbrushRelayRace 10ToothbrushCatches BalanceAToothbrush ToothbrushCupToss ToothpasteBlitz BrushBeforeTheBeep ToothbrushStackFaceOff SortToothbrushesIn30Sec',
    tech: 'ToothbrushTimelapseWeek SmartToothbrushTest ToothbrushTimerAppDuel SlowMoToothbrushCam ToothbrushStopMotion BrushScoreShowdown ZoomInOnYourToothbrush 7DayToothbrushPhoneLog',
  },
  curry: {
    art: 'CurrySpicePainting CurryLentilMandala PaintWithCurryColors TurmericTieDye MasalaMosaic CurryFlatLayGlowUp 7DayCurryBowlDoodles SketchYourCurryIn60Sec',
    music:
      'CurrySimmerRhythm CurryPotDrumBeat BhangraCurryKitchen SpiceJarShaker MasalaMashup SingYourCurryRecipe 30SecondCurryRap CurryNightDuet',
    pet: 'PetNamedCurry CurryNightPatienceDuel CurryDinnerCatStare ShowUsYourCurryBeggar PostCurryDogWalk NoCurryForYou 10MinCurryCuddleBreak CurryPuppyPortrait',
    wellness:
      'CozyCurryNight SlowCurrySunday MindfulCurryCooking CurryForTheSoul 7DayCurryGratitude SpiceAromaBreath CurryForAFriend BringCurryToNeighbors',
    fashion:
      'ThreeWaysToWearCurry CurryScarfFaceOff DressForCurryNight TurmericYellowFit CurryDateGlowUp CurryStainSurvivor MatchYourCurry CurryBanglesStack',
    fitness:
      'CurryPotCurls CurryRiceBagRelay EarnYourCurryNight RunToTheCurryHouse SweatLikeVindaloo 50JumpingJacksThenCurry SquatsWhileCurrySimmers 10MinCurryLunges',
  },
  nurse: {
    dance:
      'NurseScrubsStrut 20SecondNurseHandWash NursesStationShuffle NightShiftNurseGroove HandoffHustle ClockOutBoogie NurseVsDoctorDanceOff NurseBestiesDuet',
    educational:
      'NurseMythBusting AskANurse FirstAidWithANurse HandWashLikeANurse NurseHeroTrivia NurseFactFaceOff 7DayNurseLingo 15SecondNursePulseCheck',
    travel:
      'NurseDaysOffGetaway ShowUsYourNurseCommute TravelNurseDiary NurseNewCityWalk NurseBeachVsMountains ScrubsToSunscreen CarryOnNurse 48HourNurseStaycation',
    fashion:
      'NurseFitCheck NurseScrubsFiveWays ShowUsYourNurseSocks OffDutyNurseLook DateNightNurseGlowUp ClogGameStrong NurseShoeFaceOff NurseHairIn60Seconds',
    fitness:
      'NurseBackSaverLifts NurseSquatsIn60Sec PostShiftNurseStretch ClogsOffYoga TwelveHourStepCount NursePlankBattle 100JacksForNurses NurseCalfRaiseBreak',
    wellness:
      'ThankANurseThursday OneMinuteNurseBreather 7DayNurseGratitude NightShiftNurseSleep CareForTheCarers ClogsOffFeetUp NursesNeedNaps NurseFootSoakSunday',
  },
  sunshine: {
    cooking:
      'SunshineSmoothie SunshineLemonadeFaceOff BrewSunshineTea SunshineOnAPlate PerfectSunnySideUp 5MinSunshineSalad PicnicInTheSunshine 7DaySunshineBreakfasts',
    fashion:
      'DressLikeSunshine SunshineSundressThreeWays SunshineShadesFaceOff SunshineFitCheck StrawHatAndSandals HeadToToeYellow SunshineLinenLayers 7DaySunshineOutfits',
    funny:
      'SunshineSquintPhotos VampireMeetsSunshine 7DaySunshineSockTan CanYouTextInSunshine ShortsSeasonDebut WhatIsThisBrightThing SunshineScreenGlareFail CatVsSunshineBeam',
    music:
      'SunshinePorchConcert SunshineWhistleOff 30SecondSunshineSong YouAreMySunshineDuet HereComesTheSunCover HumSunshineWithGrandma LetTheSunshineIn SunshineChorusRelay',
    pet: 'SunshineCatNap SunshineZoomies ShowUsYourSunshineNapper 7DaySunshinePortraits SunbeamSpotBattle SunshineBellyRubs PuppyInTheSunshine 10MinSunshineSniffWalk',
    prank:
      'YouAreMySunshineAlarm IsItSunshineOrALamp 5MinuteSunshineChalk SunlightWakeUpCall 7DaySunshineNotePrank SunshineSmileInEveryShoe SunshineSmileyWindow SunshinePlaylistSurprise',
  },
  acorn: {
    prank:
      'OneMoreAcornEachDay SecretAcornStash AcornOnEveryPillow SquirrelWasHere GooglyEyedAcorns 5MinuteAcornArmy AcornsInMomsSlippers CanYouFindAllTheAcorns',
    travel:
      'AcornHikeFaceOff OakForestPhotoWalk AutumnAcornTrail 100AcornsOneAfternoon AcornParkHopper SquirrelCitySafari AcornGroveCamping ShowUsYourAcornSpot',
    wellness:
      'AcornGratitudeJar MindfulAcornHunt PlantAnAcorn AcornWoodlandStroll OneMinuteAcornBreathing SitUnderAnOak AcornWishWednesday 7DayAcornWalk',
    fitness:
      'AcornPickupSquats SquirrelHopReps AcornShuttleRelay MightyOakPlank CanYouCatch10Acorns AcornLungeFaceOff AcornBearCrawl BalanceAnAcornOnYourHead',
    pet: 'AcornPlushFetch CanYourDogLeaveTheAcorn CatVsAcornToy 7DayAcornPlaytime AcornStuffieTugOfWar SquirrelTVReaction AcornPortraitOfMyCat AcornSniffHuntIn1Min',
  },
  chess: {
    fashion:
      'ChessBoardNailArt 60SecondChessLook GrandmasterChessBlazer DressLikeAChessPiece ChessKingVsQueenFit BlackAndWhiteOnly ChessClubGlowUp ChessCheckeredScarf',
    fitness:
      'ChessClockPlank ChessPawnPushUps ChessKnightJumpBattle CheckmateBurpees ChessPuzzleWallSit SquatPerCapture 10MinChessTabata LungeForEveryChessMove',
    art: '60SecondChessPiece DrawYourOwnChessSet ClayChessPawns ChessFromBottleCaps KnightInShiningArt ChessPortraitFaceOff ChessStopMotion 7DayChessDoodles',
    music:
      'ChessClockBeat ChessTheMusicalCover SingYourChessMoves CheckmateAnthem ChessDuetWithDad ChessSoundtrackFaceOff 30SecondChessJingle RapTheRulesOfChess',
    travel:
      'ChessInThePark 3CafesOneChessGame JoinALocalChessClub PackAChessSetAnywhere ChessAtTheBeach 10MinChessCommute ShowUsYourChessSpot ChessPicnicDuel',
  },
  hanger: {
    art: 'WireHangerSculpture HangerMobileCraft HangerWreathFrame BendHangersIntoLetters TwistAHangerPortrait PaintedHangerGallery 7DayHangerWraps 10MinHangerFaces',
    fitness:
      'HangerOverheadStretch 60SecondHangerCircles HangerBundleCurls LungeForTheHanger HangInThereHold FoldSquatRepeat HangerPlankFaceOff HangerPassRelay',
    prank:
      'HangerRainbowIn10Min SurpriseHangerNotes HangerGooglyFaces OneSockPerHanger 50HangersLinkedTogether HangerUpsideDownCloset AllHangersBackwards ComplimentOnEveryHanger',
    cooking:
      'PastaDryingHanger HangerHerbBundles HangerEmergencyNoodles DryChilesOnAHanger 5MinuteHangerRescue HangerChipClipHack HangerSnackFaceOff 7DayHangerLunchbox',
    dance:
      'WaltzWithAHanger HangerShoulderShimmy ClosetHangerGroove HangerLimboLine WireHangerWiggle SwingYourHanger HangerDanceOff 30SecondHangerRoutine',
  },
  minivan: {
    cooking:
      'MinivanSnackStation MinivanTailgateTacos SidelineOrangeSlices CupholderCharcuterie MinivanPicnicIn15 MinivanPicnicFaceOff MunchiesInTheMinivan 7DayMinivanLunchbox',
    fashion:
      'MinivanFitCheck CarpoolLaneLook ShowUsYourMinivanOOTD DropOffDrip CoolMinivanParent MinivanToDateNight 60SecondMinivanOutfit MinivanSunglassesBattle',
    fitness:
      'MinivanTrunkStretch SoccerSidelineSquats PickupLineCalfRaises MinivanRestStopRelay MinivanTailgatePlank MinivanStretchBreak LapsAroundTheMinivan MinivanJacksFaceOff',
    travel:
      'MinivanRoadTrip MinivanCamping StateLineSelfies MinivanPackingRace AreWeThereYetTally ThreeParksOneMinivan SleepoverInTheMinivan MinivanPlaylistBattle',
    gaming:
      'MinivanBackseatBingo MinivanISpyIn60Sec AlphabetSignHunt 20QuestionsMinivanEdition BackRowCoOp MinivanHandheldDuel SpotTheMinivan FirstToCount10Minivans',
  },
  recliner: {
    fitness:
      'ReclinerLegRaises ReclinerAdBreakPushUps 10ReclinerSitStands EarnTheRecliner ArmchairCardio FootrestCrunches ReclinerDipsFaceOff 60SecondReclinerCircles',
    gaming:
      'ReclinerRetroMarathon ReclinerThumbWarTourney ThreeGamesOneRecliner 10MinReclinerSpeedrun WinnerGetsTheRecliner ReclinerTeamUpNight NoLeavingTheRecliner ReclinerCardDuel',
    dance:
      'ReclinerMoveBattle 30SecondReclinerRoutine ReclinerSeatedShimmy ReclineToTheBeat ReclinerChairDanceOff ArmrestHandJive TheReclinerRumba ReclinerDuetWithGrandpa',
    music:
      'ReclinerSlowJam 30SecondReclinerCover ReclinerKaraokeDuet SerenadeTheRecliner ReclinerAirDrumOff LeverSqueakPercussion BluesInMyRecliner ReclinerSnoreSymphony',
    wellness:
      'ReclinerPowerNap ReclinerLegsUpReset ReclinerReadingNook SundayRecline ReclinerWindDownWednesday PhoneFreeRecliner 5MinReclinerBreathing 7DayReclinerGratitude',
  },
  'shaving cream': {
    dance:
      'ShavingCreamFoamBattle ShavingCreamBeardDuet ShavingCreamHandJive 30SecondShavingCreamShake DadsShavingCreamDance ShavingCreamMirrorMoves DoTheShavingCreamSway BubblyShavingCreamJig',
    fashion:
      'ShavingCreamShoeFaceOff ShavingCreamStainHack ShavingCreamTieDye 10MinShavingCreamNails MarbledBandanaDIY ShavingCreamTeeGlowUp SwirlShavingCreamSocks PastelShavingCreamTote',
    funny:
      'ShavingCreamBeardFaceOff 30SecShavingCreamStache WhoIsUnderShavingCream DadShavingCreamPOV DisguiseInShavingCream FoamWizardCosplay ShavingCreamSanta ShavingCreamSnowmanFail',
    music:
      'ShavingCreamCanBeat ShavingCreamHissLoop ShavingCreamDrumOff MirrorSongShavingCream 30SecShavingCreamJam JingleForShavingCream BarbershopShavingCream ShavingCreamBeardDuet',
    prank:
      'GooglyEyesOnShavingCream ShavingCreamMirrorNote 7DayShavingCreamSmileys 10SecShavingCreamReveal GiantShavingCreamBeard ShavingCreamCanFace HeartsOfShavingCream WhoDrewShavingCreamArt',
  },
  tractor: {
    prank:
      'IsThatTractorReal TractorGooglyEyes WakeUpToATractor TinyTractorOnTheirPillow TractorSoundEvery10Min HayBaleLoveNote 50TractorsTakeTheBed TractorPictureInLunchbox',
    fashion:
      'TractorTruckerHat TractorFlannelFaceOff OutfitMatchesMyTractor PoseOnTheTractor 7DayTractorOveralls BarnToBrunchLook TractorGreenHeadToToe TractorWorkwearGlowUp',
    fitness:
      'TractorWheelbarrowRace TractorFarmerCarry TractorLungeRelay HumanTractorPull FarmStrongCircuit 60SecondTractorSquats HaulLikeATractor TractorWallSitFaceOff',
    gaming:
      'TractorPullLeaderboard TractorBlockBuildOff ObstacleRunForToyTractors GuessThatTractorSound TractorCharadesRelay TractorSnakesAndLadders 60SecondTractorTrivia DrawATractorIn5Min',
    music:
      'TractorEngineBeat TractorHumOff 30SecondTractorBeatbox BigGreenTractorCover EIEIORemix HayrideHarmonies SingToYourToyTractor TractorFarmSongDuet',
  },
  microwave: {
    art: 'MicrowaveStillLife 7DayMicrowaveComics 2MinuteMicrowaveDoodle MicrowavePixelArt MugCakeMasterpiece MicrowaveMascotFaceOff CardboardMicrowaveBuild SketchYourMicrowave',
    fashion:
      'MicrowaveMinuteGlowUp QuickChangeMicrowave MicrowaveOutfitFaceOff MicrowaveApron3Ways DressedBeforeTheDing DressLikeAMicrowave MicrowaveOvenMittChic 7DayMicrowaveFits',
    fitness:
      'MicrowavePlankFaceOff MicrowaveDingPushUps SquatWhileMicrowaving LeftoversWallSit BurpeesTillTheBeep 20MicrowaveLunges MicrowaveMinuteAbs CanYouOutlastAMicrowave',
    music:
      'MicrowaveBeepSong MicrowaveBeatBattle MicrowaveDingJingle RemixYourMicrowave PopcornPercussion HumAlongToTheMicrowave MicrowaveDuetWithMom 30SecondMicrowaveChant',
    prank:
      '7DayMicrowaveMagnets MicrowaveGooglyEyes MicrowaveDoorLoveNote IsThatAMicrowaveRingtone DingYouveGotMail SetTheClockTo1234 TinyMicrowaveForMom MicrowaveDadJokeCard',
  },
  ambulance: {
    music:
      'AmbulanceSirenRemix StayinAliveCPRBeat WeeWooBeatbox WriteAnAmbulanceJingle AmbulanceLullaby AmbulanceDrumBattle AmbulanceKazooDuet 30SecondAmbulanceSong',
    funny:
      'WeeWooSingAlong AmbulanceForMyTeddy DogVsAmbulanceSound 10SecAmbulanceImpression ToyAmbulanceRescue SirenVoiceOff CanYouBeAnAmbulance AmbulanceDollHospital',
    gaming:
      'AmbulanceRouteRush AmbulanceTrafficPuzzle ToyAmbulanceRelay EmergencyDispatchGame AmbulanceSirenDuel BuildAnAmbulanceBay AmbulanceMazeIn60Sec FirstToSpot5Ambulances',
    wellness:
      'AmbulanceSirenPause KindThoughtsForMedics ThankYourAmbulanceCrew AmbulanceWishesWednesday PullOverAndBreathe AmbulanceKindnessJar CheerAnAmbulanceTeam 60SecAmbulanceCalm',
  },
  avocado: {
    fitness:
      'AvocadoPlankBalance 60SecondAvocadoHold AvocadoPassRelay LungeForAvocados GuacGains SmashThenSquat 50AvocadoCurls AvocadoOnHeadSquats',
    pet: 'AvocadoPetPortrait 10AvocadoPlushFetches AvoBedCatNap PupInAvocadoCushion KittenVsAvocadoToy AvocadoPillowPileUp ShowUsYourAvocadoNapper FeltAvocadoHideaway',
    art: 'AvocadoPitFaces AvocadoDyeArt AvocadoPortraitBattle PaintedAvoToast DrawTheAvocadoFamily GuacamoleGallery 7DayAvocadoDoodles SketchAnAvocadoIn60Sec',
    gaming:
      'AvocadoSpoonRelay AvocadoBlindTasteGame 60SecAvocadoMemory IsThisAvocadoRipe AvoPitCornhole 10PinAvocadoBowling HotPotatoAvocado AvocadoTicTacToe',
  },
  blizzard: {
    art: 'PaperSnowflakeBlizzard 7DayBlizzardSketches 60SecondBlizzardDoodle SnowedInSketchbook BlizzardWindowArt SnowstormSilhouettes BlizzardInAJar BlizzardPaintOff',
    wellness:
      'BlizzardReadingNest SnowedInSelfCare FallAsleepToTheBlizzard 7DayBlizzardJournal PhonesOffBlizzardEvening SnowfallMeditation 10MinBlizzardStretch BlizzardWindowWatch',
    music:
      'BeatboxTheBlizzard BlizzardFamilyDuet WriteASnowedInSong CarolsWhileSnowedIn SnowedInSingAlong BlizzardPotsAndPansBand BlizzardBalladOff 30SecondBlizzardWhistle',
    pet: '10MinBlizzardPlaytime BlizzardDogZoomies 7DayBlizzardTricks SnowedInPetOlympics FirstSnowstormPuppy CatVsSnowstorm ShowUsYourBlizzardNapper BlizzardIndoorFetch',
  },
  'dining room': {
    art: 'DiningRoomCenterpiece DiningRoomDecorBattle NapkinFoldingArt DiningRoomGalleryWall PaintTheDiningRoom PaintedTableRunner 7DayDiningRoomStillLife DrawYourDiningRoomIn1Min',
    travel:
      'DiningAroundTheWorld ArmchairTravelDinner DiningRoomParisBistro DiningRoomTokyoIzakaya PassportStampMenu DiningRoomItalyVsMexico 7NightDiningRoomTour DiningRoomCafeGlowUp',
    educational:
      'DiningRoomMannersFaceOff DiningEtiquetteQuiz DinnertimeTrivia SetTheDiningRoomIn60Sec FormalPlaceSetting101 DiningRoomPizzaFractions DiningRoomChopstickLesson 7DaysOfDiningRoomFacts',
    fashion:
      'DiningRoomBlackTie DinnerPartyLook CandlelitGlamNight SuitUpForDining DiningRoomFitFaceOff DiningRoomDressCode 3OutfitsOneDiningRoom DiningRoomReadyIn60Sec',
  },
  envelope: {
    prank:
      'NestedEnvelopesPrank EnvelopeButterfly PopUpEnvelopeCard GoldenTicketEnvelope 7DayMysteryEnvelope CanYouOpenEveryEnvelope EnvelopeOfCompliments SendGooglyEyesByEnvelope',
    cooking:
      '7DayEnvelopeDinners PuffPastryEnvelopes EnvelopeIngredientDraw CookieLoveLetters CookFromAMysteryEnvelope EnvelopeFoldDumplings 10MinEnvelopeSandwich EnvelopeWrapFaceOff',
    fashion:
      'EnvelopeClutchFaceOff OutfitPromptEnvelope 7DayEnvelopeStyle PushTheEnvelopeFit MysteryEnvelopeLook EnvelopePocketSquare EnvelopeWrapDressTwirl 60SecondEnvelopeRestyle',
    pet: 'DogBarksAtEnvelopes EnvelopeFromTheCat PawprintEnvelopeCard EnvelopeTreatPuzzle CanYourPupOpenAnEnvelope KittenVsEnvelope 10EnvelopesOnePounce 30SecondEnvelopeHunt',
  },
  halloween: {
    dance:
      'HalloweenZombieShuffle SpookyScarySkeletons ThrillerOnHalloween MonsterMashMoves HalloweenDanceOff HalloweenBroomstickJig 30SecondHalloweenRoutine HalloweenCongaRelay',
    wellness:
      'HalloweenCozyMovieNight 7DayHalloweenGratitude PumpkinSpiceSelfCare HalloweenFearlessFriday 10MinHalloweenStretch BlanketFortFrights HalloweenNatureWalk HalloweenMoonlightYoga',
    cooking:
      'HalloweenTreatBakeOff HalloweenBrewBattle SpookyHalloweenPizza MummyHotDogs BooNanas HalloweenEyeballPops 10MinHalloweenSnacks 7DayHalloweenLunchbox',
    music:
      'ThisIsHalloweenCover HalloweenMonsterMash HalloweenDuetWithMom SkeletonXylophone TimeWarpAgain HalloweenCackleRelay HalloweenHowlOff 30SecondHalloweenBeatbox',
  },
  'night routine': {
    art: 'NightRoutineJournal 7DayNightRoutineSketch NightRoutineComicStrip PaintTheNightSky MoonlightDoodle ConstellationCollage 60SecNightRoutineDrawing NightRoutineThenVsNow',
    travel:
      'NightRoutineInAHotel TentVsBedNightRoutine BackseatNightRoutine NightRoutineAtGrandmas EveningCityStroll StargazeBeforeSleep 3CitiesOneNightRoutine 5MinNightRoutinePack',
    fashion:
      'NightRoutinePajamaFit 5MinNightRoutineHair NightRoutine3Ways NightRoutineGlowUp CozyRobeCheck MatchingSlipperSet SleepMaskNightRoutine 7DayNightRoutineLooks',
    tech: 'NightRoutineSunriseAlarm NightRoutineScreenOff NightRoutineSoundsBattle NightModeEverything PhoneBedtimeSetup SleepTrackerTest SetUpNightRoutineIn5Min 7DayNightRoutineAppStreak',
  },
  pottery: {
    dance:
      'PotteryWheelDance PotterySpinGroove PotteryFaceOff CeramicsStudioSway 30SecondPotteryRoutine ClayDayShuffle TwirlLikeAPotter PotteryBestieDuet',
    prank:
      'PotteryFrogInTheCup 7DaysOfPotteryNotes WrongNameOnPotteryMug WonkyPotteryDinnerSet MessageUnderTheGlaze PotteryWinkingVase DadVsGooglyEyedPottery CanYouSpotPotterySmile',
    gaming:
      'CeramicDiceSet CeramicChessMatch CanYouWinPotteryTicTacToe PotteryBlindfoldBattle PotteryPictionaryInClay ThrowAGamePiece PotteryGuessTheShape 60SecondPotteryMemory',
    music:
      'PotteryWheelBeat PotteryUnchainedMelody PotteryHumDuet CeramicBowlChimes ClayWhistleChoir 30SecondPotteryClink SerenadeYourPottery PotteryDrumBattle',
  },
  shovel: {
    art: 'PaintAnOldShovel SnowSculptShovelOnly 7DayShovelSculptures 10MinShovelDrawing ShovelSpiralFaceOff RakedZenGarden ShovelAGiantSmiley ShovelLeafCollage',
    funny:
      '10SecondShovelSolo SnowDayShovelSaga DadVsKidShovelRace CanYourToddlerShovel ShovelersLament WhenThePlowComesBack ShovelingMovieMontage ShovelHeroSlowMoWalk',
    music:
      'ShovelScrapeBeat SnowShovelDrumSolo ShovelAirGuitar 30SecondShovelJingle ShovelRhythmFaceOff WinterWorkSong WhistleWhileYouShovel ShovelDuetWithDad',
    dance:
      'SnowShovelShuffle ShovelPartnerDance ShovelStompOff 30SecondShovelRoutine CanYouDigItGroove GardenBedBop ShovelBuddyDuet ShovelHandleSway',
  },
  sprint: {
    dance:
      'SlowMoSprintDance SprintBatonRelay SprintToTheChorus DashAndDip SprintInPlaceToTheBeat 30SecondSprintRoutine SprintFreezeFaceOff VictorySprintShimmy',
    funny:
      'SlowMoSprintFace CanYouSprintLikeACartoon SprintInFlipFlops MomVsKidSprint SprintCommentatorDad DramaticSprintFinish SprintToTheDoorbell 10SecSprintCommentary',
    gaming:
      'SprintLikeAVideoGame StaminaBarSprint SprintStopAndGo HoldShiftToSprint KidVsParentSprint MashForTheMedal 10SecondSprintScore SprintTagTeamRelay',
    pet: 'SprintWithYourDog PetSprintRelay CatMidnightDash 10SecondKittenSprint ZoomiesFinishLine SprintToTheTreatJar PupVsMeSprintRace BunnyBinkySprint',
  },
  toilet: {
    dance:
      'ToiletScrubShuffle PlungerBoogie ToiletPaperTwirl DoTheToiletFlush ToiletRollDanceOff LooLimboLine ToiletBrushDuet 30SecToiletCleanup',
    music:
      'ToiletRollKazoo BathroomEchoCover ToiletFlushRemix ToiletTubeDuet TPDidgeridoo 30SecondToiletSong SerenadeTheToilet ToiletLidDrumBattle',
    prank:
      'ToiletLidGooglyEyes ToiletRollFlipPrank ComplimentToiletPaper ToiletSeatLoveNote TinyDuckParade ToiletGoesRainbow 7DayToiletJokes DidTheToiletSayHello',
    cooking:
      'IsThisToiletRollCake ToiletPaperMeringue ToiletTrainingCupcakes DessertOrTPQuiz 10MinToiletSnacks ToiletBiscuitBattle FondantToiletTopper ToiletBakeOff',
  },
  waffle: {
    fashion:
      'WaffleKnitFit CozyWaffleLayers WaffleWeaveBeanie DressLikeAWaffle BrunchDateDrip WaffleSocksFaceOff 7DayWaffleOutfits WaffleRobeGlowUp',
    gaming:
      'WafflePuzzleDuel CanYouMemorizeThisWaffle WaffleTicTacToe FourInARowWaffleGrid GuessTheWaffleTopping 60SecondWaffleTrivia BestOf3WaffleCheckers WaffleBingoBrunch',
    pet: '30SecondWaffleToyHunt PupSafeWaffleTreat WafflePlushHideAndSeek WhoBegsBestForWaffles BrunchBuddyPortrait WaffleTheCatReacts WaffleSnuffleFaceOff ShowUsYourPetNamedWaffle',
    tech: 'WillItWaffle WaffleTimelapse AIVsMomWaffleRecipe WaffleSyrupSlowMo 10MinWaffleStopMotion WaffleStackBuildsItself MakeMyWafflePhotogenic 7DayWafflePhotoStreak',
  },
  unicycle: {
    art: 'UnicyclePaintTrail UnicycleChalkLoops StickerBombYourUnicycle SketchAUnicycleRider 7DayUnicycleComics WheelTrackArt 10MinUnicycleDoodle UnicyclePosterFaceOff',
    funny:
      'UnicycleToTheMailbox CanYouUnicycleAndWave 30SecondUnicycleWobble CommuteOnOneWheel JustCasuallyUnicycling UnicycleFirstVsLastTry UnicyclistNatureDoc UnicycleDramaticEntrance',
    music:
      'SingWhileUnicycling WhistleOnAUnicycle UnicycleKazooSolo PedalToTheBeat UnicycleHumOff UnicycleSongDuet UnicycleCircusMarch 30SecondUnicycleTune',
    wellness:
      'PatienceWithWobbles UnicycleBreathAndRoll 30DayUnicycleJourney FallingIsProgress TenMinuteUnicycleHabit UnicycleWinsWednesday OneUnicycleLapDaily UnicycleSunriseRide',
  },
  burrito: {
    dance:
      'HumanBurritoWorm BurritoBlanketWiggle GuacamoleGroove UnrollTheBurrito BurritoWrapAndRoll BurritoDanceOff 30SecondBurritoShimmy BurritoRelayRace',
    travel:
      'BurritoFoodTruckHunt ShowUsYourLocalBurrito HometownBurritoFaceOff BestBurritoInTown HikeForABurrito RegionalBurritoBingo BurritoNewSpotEachWeek 3BurritosOneCity',
    music:
      '30SecondBurritoJingle SingToYourBurrito BurritoFoilCrinkleBeat BurritoBeatboxBattle SalsaShakerSolo HotSauceHipHop BurritoLoveSong BurritoDuetWithDad',
  },
  dessert: {
    dance:
      'SweetToothShuffle DessertCakeWalk 30SecondDessertWobble BoogieForDessert EarnYourDessertTango DessertFirstDance DessertDropAndPop DessertCongaRelay',
    fashion:
      'DressLikeADessert SprinkleNailArt CupcakeCouture DessertFitFaceOff DessertCharmBracelet DessertColors3Ways DessertHairClips 7DayDessertLooks',
    pet: 'PetSafeDessert DessertStareOff PupcakeParty DessertForDogsOnly CanYourDogResistDessert KittenBirthdayTreat DessertPatienceTest 5MinDoggyDessert',
  },
  'fathers day': {
    funny:
      '5MinFathersDayNap IsItSocksAgainFathersDay ImpressionsForFathersDay WorldsOkayestFather DadJokeStandoff ThermostatGuardian FathersDayGiftFaces FathersDayRemoteBattle',
    tech: 'FathersDayPhotoRestore FathersDayThenVsNow AIFathersDayCard FathersDayVideoMessage TeachDadAnApp GrandpaVoiceMemo 60SecFathersDaySlideshow 5QuestionsForFathersDay',
    travel:
      'FathersDayBallgame FathersDayPhotoThenVsNow FathersDayCampout GoneFishingFathersDay DadsHometownTour PopsBucketListDay 3StopFathersDayWalk PackAFathersDayPicnic',
  },
  graduation: {
    dance:
      'GraduationStageStrut GradNightConga CapAndGownGroove GraduationClassRelay GraduationTasselTwirl GradDiplomaShuffle 20SecGraduationMoonwalk GraduationDanceOff',
    cooking:
      'GraduationCapCookies MortarboardBrownies GraduationDiplomaRolls 7DayGraduationBakes TasselCupcakes GradPartyGrazing 10MinGraduationSnacks ShowYourGraduationSpread',
    music:
      'GraduationMarchOnKazoo AlmaMaterForGrads GraduationRapBattle GraduationGoodbyeSong ClassAnthemChoir PickYourWalkOutTrack 30SecondGraduationMedley GraduationDuetWithMom',
  },
  kite: {
    cooking:
      'KiteFlyingPicnic FruitKitePlatter 3IngredientKiteSnacks GoFlyAKiteCake DecorateAKiteCookie KiteDayLemonade 10MinKiteSandwiches KiteBakeOff',
    wellness:
      'KiteSkyGazing MindfulKiteFlying WriteAWorryOnAKite KiteAndBreathe FlyAKiteFeelFree KiteFreedomFriday 7DayKiteHabit 10MinKiteCalm',
    tech: 'KiteSlowMoLaunch KiteWeatherAppVsReality KiteTimeLapseFlight HowHighIsMyKite 10MinKiteStopMotion KiteSelfieFaceOff 60SecondKiteVideo CanYourPhoneTrackAKite',
  },
  mattress: {
    art: 'MattressBoxCastle 7DayMattressComics 10MinMattressDoodle PaintedHeadboardDIY QuiltPatternSketch MattressFortFaceOff TinyMattressDiorama MattressShadowPuppets',
    fitness:
      'MattressPlankFaceOff MattressBalanceSquats 50MattressSitUps 60SecondMattressMarch RollOutOfBedStretch MemoryFoamCrunches BurpeesOnAMattress MattressLegLifts',
    gaming:
      'MattressFloorIsLava BuildAMattressFortIn5Min PillowFightBrawler SleepoverMarathonRun MattressMarbleRace 10RoundMattressThumbWar LastOneOnTheMattress MattressCardDuel',
  },
  pigeon: {
    wellness:
      'PigeonWatchWednesday 5MinPigeonPause 7DayPigeonJournal SlowPigeonStroll PigeonCooBreathing BirdsongBreather PlazaPigeonMindfulness PigeonCalmCounting',
    funny:
      '10SecondPigeonImpression PigeonWantsMyFry CanYouHeadBobLikePigeons NarrateAPigeonDrama PigeonStrutFaceOff CommuteAsAPigeon StatueHatPigeon PigeonJobInterview',
    music:
      'PigeonHeadBobRemix SerenadeAPigeon PigeonBeatboxBattle LullabyForPigeons CooAndCroon FeedTheBirdsCover 30SecondPigeonJingle PigeonWhistleDuet',
  },
  soap: {
    fitness:
      'SoapBarBalanceRelay SoapScrubCardio SoapBubbleChase PlankAndPassTheSoap LatherUpLunges SlipperySoapToss 20SecondSoapSquats SoapBottleFaceOff',
    music:
      'SoapSudsBeat SoapPumpRhythm HandWashSoapSong 20SecondSoapJingle HappyBirthdayTwice BubbleBeatbox SoapDishDuet SoapShakerBattle',
    cooking:
      'IsItSoapOrCake 10MinSoapFudge 7DaySoapTreats BubbleBathCupcakes SoapBarSugarCookies LavenderSoapScones SoapWashHandsFirst SoapLookalikeBakeOff',
  },
  tea: {
    art: 'TeaBagFaceOff TeaDyedPaper 10MinTeaPainting PaintWithTea PortraitInTea TeacupStillLife 7DayTeaDoodles PaintATeapot',
    prank:
      '7DayTeaTagNotes WhoGaveTheTeddyTea TeaMugWithWrongName TeacupCakeTrick ServeTeaLikeAButler StuffedAnimalTeaTime TeaLeafFortuneIn10Sec TeaCozyOnEverything',
    pet: 'PetTeaParty TeaTimeWithMyCat CanYourPupStayTillTea KittenVsTeaTowel PawsForTea PuppyAtTheTeaTable 5MinTeaBreakPlaytime TeaAndDogCuddles',
  },
  'gas station': {
    cooking:
      'GasStationCharcuterie 5DollarGasStationDinner 10MinGasStationMeal GasStationSandwichRemix GasStationHotDogGlowUp CookFromAGasStation GasStationChefOff MakeGasStationTrailMix',
    fashion:
      'GasStationFitCheck GasStationTruckerCapDIY GasStationShadesFaceOff StyleAGasStationSnackBag WearYourGasStationFinds RoadTripSweatsuit GasStationGlowUp 5DollarGasStationLook',
    speed:
      'GasStationSnackFaceOff 60SecGasStationShop GasStationReceiptMath FiveMinuteGasStation 10ItemGasStationSprint BeatTheClockGasStation GasStationMapQuickfire GasStationCandyPickRace',
  },
  'iced coffee': {
    fashion:
      'ColdBrewFitCheck IcedCoffeeNailSet CaramelNeutralsPalette MatchYourIcedCoffee IcedCoffeeOmbreFaceOff IcedCoffeeErrandStyle IcedCoffeeColors3Ways 7DayIcedCoffeeOutfits',
    fitness:
      'IcedCoffeeRunClub 20MinWalkToIcedCoffee PreWorkoutIcedCoffee EarnYourIcedCoffee ColdBrewCrunches 10KStepsForIcedCoffee IcedCoffeeSquatSip IcedCoffeePlankFaceOff',
    wellness:
      '7DayIcedCoffeeJournal HalfCaffBalance 10MinIcedCoffeeWalk SipSlowIcedCoffee IcedCoffeeAndChill PhonesDownIcedCoffee PorchSwingIcedCoffee IcedCoffeeForACoworker',
  },
  apron: {
    prank:
      'ApronPocketSurprise ApronRubberChicken WrongNameOnTheApron TinyApronForDad GooglyEyeApron WhoTiedThisApron 7DayApronStickers MomVsSillyApron',
    music:
      'ApronSpoonBand ApronKaraokeDuet KazooInMyApronPocket WhistleWhileYouBake ApronPotLidBattle SpatulaSymphony ApronStirAndSing 30SecondApronJingle',
  },
  babysitter: {
    tech: 'BabysitterQuizFaceOff BabysitterStoryPodcast WaveAtTheNannyCam BabysitterGoodnightCall KidSafeTabletSetup ScreenFreeTimer 10MinBabysitterStopMotion 7DayBabysitterSelfies',
    travel:
      'BabysitterZooTrip BabysitterMuseumHunt NannyTreasureMap SitterSafariWalk PlaygroundHopping PackABabysitterPicnic 3ParksOneBabysitter BabysitterScavengerDuel',
  },
  bookshelf: {
    dance:
      'BooksOnHeadGroove BookshelfRestockBop BookshelfFreezeFrame BookshelfDanceOff SecretBookcaseSpin BookwormWiggle 30SecondBookshelfShimmy BookshelfDustingDuet',
    gaming:
      'BookshelfPuzzleRoom GuessTheBookshelfOwner BookshelfClueHunt 60SecondBookshelfTrivia BookshelfBlindPick SortYourBookshelfIn5Min BookshelfScavengerRace CanYouMemorizeABookshelf',
  },
  cupcake: {
    art: 'CupcakeBouquet 7DayCupcakeDoodles FondantCupcakeFaces SprinkleMosaic CupcakeFrostingPainting PaintAClayCupcake DrawYourselfAsCupcakes 10MinCupcakeSketch',
    funny:
      'CupcakeOrMuffinDebate FrostingMustache KidVsDadCupcakeDecor CupcakeFailFaceOff CupcakeSandwichHack IcingToCakeRatio 30SecCupcakeDocumentary CupcakeDramaticUnwrap',
  },
  ferry: {
    wellness:
      'FerrySunsetCrossing FerryWaveWatching SeaBreezeBreathing PhonesAwayFerryTrip JournalOnTheFerry LetTheFerryRockYou 10MinFerryStillness 3GoodThingsFerryRide',
    gaming:
      'FerryCaptainSim ISpyOnTheFerry FerryParkingPuzzle FerrySeaBattleDuel 5RoundFerryCardGame 60SecondFerryTrivia FamilyFerryBingo FerryCharadesRelay',
  },
  grandpa: {
    educational:
      'AskGrampsAnything CanYouTieGrandpasKnot GrandpaWitnessedHistory FixItLikeGrandpa GrandadsMapSchool GrandpaVsPhoneQuiz GrandpaTeachesCursive 5QuestionsForGrandpa',
    funny:
      'GrandpaRates5Trends GrandpaBackInMyDay CanGrandpaSendAnEmoji OutJokeGrandpa GrandpaUphillBothWays GrandpaVsTheRemote TeachGrandpaOneSlangWord 30SecGrandpaNarration',
  },
  llama: {
    cooking:
      'LlamaCupcakes DecorateLlamaCookies MarshmallowLlamas NoDramaLlamaLatte AlpacaLunchbox LlamaFaceToast LlamaPancakeBattle 10MinLlamaSnacks',
    fitness:
      'LlamaNeckStretch SquatsNoProbLlama LlamaPackCarry LungeLikeALlama LlamaRelay DramaLlamaBurpees 50LlamaHighKnees 60SecondLlamaMarch',
  },
  piano: {
    fitness:
      '10MinPianoWorkout FloorPianoHops PianoSongPlankHold PianoFingerWarmUp ScalesAndSquats PianoPostureFaceOff OneJackPerPianoNote WallSitThroughAPianoPiece',
    gaming:
      '60SecondPianoHighScore CanYouGuessThisPianoSong GameThemeOnPiano FinalBossOnPiano PianoNameThatTune PianoSimonSays PianoDuelNight PianoMusicalChairs',
  },
  sewing: {
    travel:
      'SewOnTravelPatches SewingPassportPouch 7DaySewingJournal PackASewingKitIn5Min SewingShopFaceOff FabricMarketFinds SewOnTheRoadTrip SewingOnTheTrain',
    pet: 'SewYourPetABlanket SewingCatnipPillow SewingBedFaceOff 10MinSewingKittyTunnel SewingBunnyHideaway 7DaySewingForPets SnuffleMatSewing TugToySewing',
  },
  stroller: {
    art: 'StrollerChalkTracks PramCanopyCraft 10MinStrollerSketch StrollerNatureCollage RollingWheelPainting BabysEyeViewPhoto 7DayStrollerDoodles StrollerArtFaceOff',
    cooking:
      'StrollerSnackPack StrollerToddlerBento 5MinStrollerLunch PicnicByPram OneHandedBreakfast CupholderSmoothie 7DayStrollerTreats StrollerPouchFaceOff',
  },
  'leaf blower': {
    fashion:
      'LeafBlowerFitCheck LeafBlowerGogglesGlowUp 7DayLeafBlowerOutfits DadVsMomLeafBlowerLook 60SecondLeafBlowerStyle LeafBlowerFallLayers PoseInFrontOfALeafBlower LeafBlowerWorkwearOOTD',
    gaming:
      'LeafBlowerSoccer LeafBlowerBalloonPong LeafBlowerPileBuildOff LeafBlowerBullseye 60SecondLeafBlowerRun ParentVsKidLeafBlower CurlingWithALeafBlower 10PinsOneLeafBlower',
  },
  goat: {
    art: '10MinGoatSketch GoatClayFaceOff PaintAGoatPortrait GoatPotatoStampPrint DrawAGoatInShapes 7DayGoatDoodles WoolFeltGoat GoatCollageCraft',
    music:
      'GoatScreamDuet BabyGoatChorus GoatBellJingle YodelToTheGoats LonelyGoatherdCover GoatBleatBattle CanYouSingLikeAGoat 30SecondGoatRap',
  },
  walking: {
    funny:
      'DadVsKidWalkingRace DogWalkingChaos WalkingIntoSpiderWebs 10SecondWalkingImpression SidewalkSideStep WalkLikeYourMom WalkingAwkwardHello GuessWhoIsWalking',
    pet: 'WalkiesWithMyPup 7DayPetWalkingStreak 30SecondWalkingHeel WalkingSniffSafari KittenStrollerWalking PawsOnTheSidewalk WalkingSeniorDogPace WalkingWednesdayNewRoute',
  },
  doormat: {
    prank:
      'WrongNameOnTheDoormat DoormatSqueakyToy WelcomeMatPlotTwist BubbleWrapDoormat DadVsChattyDoormat 7DayDoormatMessages GooglyEyedDoormat WhoMovedMyDoormat',
  },
  hiking: {
    art: '10MinHikingSketch HikingLeafRubbings HikeThenPaint TrailJournalArt PaintThePeak 7DayHikingDoodles HikingColorHunt HikingPhotoFaceOff',
  },
  'oven mitt': {
    pet: 'PupTreatsOvenMitt PetSafeKitchenOvenMitt OvenMittGotchaDayBake OvenMittPuppetMeetsCat KittyBiscuitsOvenMitt PuppyVsOvenMitt CanYourDogFindAnOvenMitt 10SecondOvenMittStay',
  },
  suit: {
    prank:
      'TuxedoPizzaDelivery CerealServedInASuit FullSuitDogWalk SuitedUpSerenade DadVsTeddySuitFaceOff RedCarpetSuitWelcome SuitUpButlerService 7DaySuitForNoReason',
  },
  chicken: {
    prank:
      'RubberChickenSurprise ChickenCluckAlarm 7DayChickenPuns WhoLetTheChickenIn DrawerFullOfChickens ChickenDanceDoorbell ChickenSqueakyPillow ChickenSoundEvery5Min',
  },
  humidity: {
    pet: 'PetCoolingMatTest HumidityKittenTileNap HumidityFloofBeforeAfter 7DayHumidityCoolDown ShowUsYourHumidityHideout BunnyFrozenBottleHug HumidityPupsicles KittyVsHumidity',
  },
  mouthwash: {
    gaming:
      'MouthwashCharadesRound 60SecondMouthwashDrawing MouthwashCapPongDuel CanYouSwishMouthwash30Sec ISpyMouthwashBlue MouthwashQuizShow SimonSaysMouthwash ActOutAMouthwashAd',
  },
  stretching: {
    art: 'StretchingFlipbook StretchingStickFigures SketchMeStretching AnatomyOfStretching DrawMyStretchingPose StretchingPortraitFaceOff 10MinStretchingDoodle 7DayStretchingComic',
  },
};
