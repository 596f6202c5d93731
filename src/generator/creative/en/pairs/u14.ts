import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  corn: {
    dance:
      'CornTypewriterDance CornStalkSway ScarecrowInTheCorn CornKernelPopping CountryCornHoedown DoTheCornShuck CornCobBatonTwirl ShowYourCorniestMove',
    fitness:
      'CornCobRelay CornStalkStretch OnePushUpPerCornRow PoppingCornJumps SweetcornSitUpPass CornFarmerCarry CanYouBalanceCorn EarOfCornPlank',
    funny:
      'CornEatingStyles CornOnTheCobTypewriter CornyJokeFaceOff CornSilkMustache ItsCornImpression FirstTimeShuckingCorn CommentateMyCorn AnswerTheCornPhone',
    prank:
      'CornHuskDollOnThePillow GooglyEyedCorn CornyPunAmbush ItsCornWakeUpCall CornInEveryDrawer CornMicInterview LunchboxCornSurprise SneakyCornPhotobomb',
    educational:
      'WhyCornHasEvenRows EachCornSilkMakesASeed HowCornBecomesPopcorn IsCornAVegetable GrowCornInAJar GuessTheCornKernels CornstarchOobleck FindCornOnLabels',
    travel:
      'CornMazeTrip PickYourOwnCorn StreetCornPassport CornfieldGoldenHour CornCobTravelBuddy FarmStandCornHaul CornDogAtTheFair MeetACornFarmer',
    fashion:
      'CornHuskCrown DressLikeACornCob CornMazeOOTD CornKernelNecklace MiniCornEarrings CornyPunTee PaintedCornSneakers FlannelForCornSeason',
    wellness:
      'MindfulCornShucking OneCornRowAtATime ThankACornFarmer CornStalkBreathing CornRustleASMR CornSoupForTheSoul PlantACornKernel SunsetCornfieldWalk',
    speed:
      'CornShuckingRace CornKernelChopsticks SilkFreeCornIn30 StackTheCornCobs CornMazeSpeedSolve CornOnASpoonDash NameFiveCornFoods GrabTheCornFirst',
    music:
      'CornKernelShaker ItsCornRemix CornCobMicKaraoke CornyLoveBallad SweetcornSerenade BeatFromPoppingCorn CountrySongAboutCorn WriteACornJingle',
    art: 'CornHuskDolls CornKernelMosaic RollACornCobPrint StillLifeWithCorn CornstarchPuffyPaint DrawYourOwnCornMaze CornyPunComic PopArtCorn',
    tech: 'CornSproutTimelapse SlowMoCornPopping AskAIForCornPuns TellItInCornEmoji TurnMeIntoCorn GreenScreenCornMaze CornMacroPhoto ItsCornAutotune',
    pet: 'ParrotCornOnTheCob CornStalkPetPortrait CornCupShellGame CornHuskCatToy CornSnuffleHunt GoldenHourCornWalkies HamsterCornCheeks PuppyCornMazeSelfie',
    gaming:
      'PassTheCornCob TicTacToeWithCorn CornJarGuessingGame FarmSimCornEmpire PaperCornMazeBattle CornyPunDuel CornKernelMancala CornTwoTruthsALie',
  },
  'cherry blossom': {
    dance:
      'CherryBlossomPetalTwirl CherryBlossomFanDance SakuraBudToBloom SakuraFreezeFrame FloatLikeSakura WaltzBeneathSakura SlowMoCherryBlossom ShuffleUnderSakura',
    fitness:
      'CherryBlossomYoga CherryBlossom10K SakuraHillHike CherryBlossomPowerWalk JumpToCatchSakura PlankUnderTheSakura BikeToTheSakura TaiChiBySakura',
    funny:
      'CherryBlossomPhotoFails CherryBlossomPoseOff MomVsCherryBlossom CatchingSakuraIsHard SakuraSneezeSeason NatureDocSakura SakuraSelfieQueue WindyDayAtTheSakura',
    prank:
      'CherryBlossomPetalShower OvernightSakuraRoom SakuraPhotobomb SneakSakuraInTheirHair HouseplantSakuraBloom SakuraConfettiEnvelope SakuraWallpaperSwap FollowTheSakuraTrail',
    educational:
      'WhySakuraIsPink HowLongSakuraLasts WriteSakuraInKanji CherryBlossomVsPlum TrackTheSakuraFront CherryBlossomGiftOf1912 SakuraHasFivePetals MagnifiedFallenSakura',
    cooking:
      'CherryBlossomCookies CherryBlossomMochi SakuraLatteArt SakuraPancakeStack PackASakuraBento PinkSakuraLemonade SwissRollSakura ThreeColorSakuraDango',
    fashion:
      'CherryBlossomPicnicFit SakuraSeasonGRWM CherryBlossomHairClip CherryBlossomNailArt PaintSakuraOnDenim MatchTheSakuraTree EmbroiderASakuraTee PastelLayersForSakura',
    wellness:
      'CherryBlossomMeditation CherryBlossomSlowWalk WatchSakuraDrift PressedSakuraJournal SakuraTeaRitual GratitudeUnderSakura UnplugForSakura LookUpThroughSakura',
    speed:
      'CherryBlossomPetalCatch DrawSakuraIn30Seconds OrigamiSakuraRace SakuraStrawBlowout SakuraPuzzleDash SakuraPicnicSpeedSetup QuickHaikuForSakura StringASakuraGarland',
    music:
      'SakuraPianoCover CherryBlossomLullaby SakuraLoFiBeat RapAHaikuForSakura SpringSongUnderSakura SakuraDuetChallenge UkuleleForSakura MySakuraPlaylist',
    art: 'CherryBlossomWatercolor CherryBlossomBlowArt SakuraInkPainting BottlePrintSakura PaperSakuraBranch SakuraChalkMural FoldAnOrigamiSakura PopcornSakuraTree',
    tech: 'CherryBlossomTimeLapse SakuraPortraitMode SakuraWallpaperEdit CherryBlossomPanorama SlowMoSakuraShower MacroLensSakura PinEverySakuraOnAMap GreenScreenSakura',
    pet: 'PetCherryBlossomPhoto CherryBlossomDogWalk SakuraPicnicWithMyPup CatGazesAtSakura PawPrintSakuraArt ParrotSaysSakura SlowMoZoomiesSakura TreatHuntUnderSakura',
    gaming:
      'CherryBlossomIslandBuild SakuraParkBingo SakuraMemoryMatch PinTheSakuraOnATree SakuraWordChain CozyGameSakuraTour DrawAndGuessSakura FamilySakuraJigsaw',
  },
  'fall foliage': {
    dance:
      'FallFoliageLeafTwirl FoliageRakeAndRoll CrunchyFoliageTapDance FoliageWindFreestyle FoliageBeatDrop AutumnWaltzInFoliage ShuffleThroughFoliage CongaInTheFoliage',
    fitness:
      'FallFoliageHike FoliageRakeCardio LeafPeepingBikeRide FoliageStepGoal JumpIntoFoliage DeadliftFoliageBags CatchFallingFoliage YogaInTheFoliage',
    funny:
      'FallFoliageLeafPileJump RakedFoliageVsWind LeafPeepingNarrator FoliageStarterPack MomPointsAtFoliage FoliagePhotoshootFails HoodieFullOfFoliage TooManyFoliagePics',
    prank:
      'FallFoliageConfetti FoliageUmbrellaDrop FoliageDoorCurtain FoliageCrownForDad SneakFoliageInTheirHood SecretFoliageRake OneTreeFoliageTour PhotobombTheFoliage',
    educational:
      'FallFoliageLeafID WhyFoliageChangesColor FoliagePigmentTest PressAndLabelFoliage PeakFoliageMapQuiz DoPinesHaveFoliage FoliageSymmetryHunt HowFoliageFeedsSoil',
    cooking:
      'FallFoliageCookies FallFoliagePieCrust LeafPeepingPicnic FoliageLatteArt FruitPlatterFoliage ThermosForLeafPeeping SoupInFoliageColors AutumnFoliageCupcakes',
    fashion:
      'DressLikeTheFoliage LeafPeepingOOTD FoliageFlannelFitCheck PressedFoliageEarrings FoliageHairCrown CozyKnitsForFoliage ThriftedFoliageLayers FoliageNailArt',
    wellness:
      'FallFoliageMindfulWalk FoliageCrunchASMR ForestBathingFoliage ThankfulFoliageLeaves LetGoLikeFoliage PressFoliageInAJournal CocoaAndFoliage SlowMorningFoliage',
    speed:
      'FallFoliageLeafCatch FallFoliageRakeRace FoliageColorSort FoliageScavengerDash BuildAFoliagePileIn60 BlowFoliageAcrossTable QuickfireFoliageQuiz FastestFoliageWreath',
    music:
      'FallFoliageLeafCrunchBeat LeafPeepingPlaylist JazzForFoliage FoliageFolkSong FoliageRakeAirGuitar StickDrumsInFoliage SerenadeTheFoliage UkuleleUnderFoliage',
    art: 'FallFoliageLeafPrints FallFoliageWatercolor CrayonRubFoliage MandalaOfFoliage AnimalsMadeOfFoliage FoliageSuncatcher GradientFoliageLine FoliageZentangle',
    tech: 'FoliageTimelapse PortraitModeFoliage HexCodeMyFoliage FoliagePanorama FoliagePhoneWallpaper SlowMoFoliageToss GreenScreenFoliage PlantIDAppFoliage',
    pet: 'FallFoliageDogWalk FallFoliagePetPhoto PuppyVsFoliagePile WindowCatFoliage FoliageSniffari FoliageHideAndSeek TreatHuntInFoliage ZoomiesInTheFoliage',
    gaming:
      'FallFoliageLeafBingo ISpyFoliage FoliageTwentyQuestions FoliageTicTacToe GuessTheTreeFoliage FoliageWouldYouRather SpotTheFoliageColors CozyFoliageBoardGame',
  },
  vest: {
    dance:
      'SweaterVestShuffle StrutInAWaistcoat DadDanceInAVest WaistcoatSwingOut CharlestonInAVest NerdyVestRobot PufferVestMoonwalk TwoStepInAWaistcoat',
    fitness:
      'WeightedVestWalk SweaterVestYoga GymInAWaistcoat PufferVestSnowHike WaistcoatBurpees VestSwapRelay JumpRopeInAVest ShadowboxInAVest',
    funny:
      'VestOnEverything WaistcoatGentlemanVoice SweaterVestDadJokes MyVestCollectionTour WhatsInGrandpasVest NerdyVestGlowDown ButlerInAWaistcoat CEOInAPufferVest',
    prank:
      'MatchingVestSurprise LoveNoteInTheirVest GooglyEyeVestButtons TinyVestForTheRemote WaistcoatButlerService DressAsDadInHisVest VestPocketMagicTrick SweaterVestPhotobomb',
    educational:
      'HowPufferVestsWarm WaistcoatButtonRule VestSince1666 WhatBritsCallAVest KnitYourFirstVest HiVisVestScience MeasureForAWaistcoat NameThatVestStyle',
    cooking:
      'SweaterVestCookies CableKnitVestPieCrust FancyDinnerInAVest PufferVestPuffPastry BartenderVestMocktail WaistcoatAfternoonTea TrailMixForVestPockets FrostAnArgyleVestCake',
    travel:
      'VestPocketTravelHack PackAVestNotACoat ThriftVestInEveryCity PufferVestFerryTrip WaistcoatAtTheOpera SweaterVestSightseeing TrailsInAFleeceVest TrainRideInAWaistcoat',
    wellness:
      'SlowKnitAVest SweaterVestReadingNook WeightedVestCalm SunriseInAPufferVest DarnYourOldVest StargazeInAFleeceVest VestPocketWorryStone GrandpasVestMemories',
    speed:
      'VestButtonRace VestQuickChange FoldTenVestsFast OneHandPufferVestZip LayerFiveVestsIn30 VestPocketScavenger WaistcoatTieRelay HangUpAllTheVests',
    music:
      'SweaterVestSerenade VestBarbershopQuartet WaistcoatJazzCover VestPocketHarmonica DrumOnAPufferVest AirPianoInAWaistcoat WeddingBandVestSong ConductorInAWaistcoat',
    art: 'VestPatchDesign PaintedDenimVest ArgyleVestPattern EmbroiderAVest SketchAWaistcoat PaperDollVests TieDyeAVest VestFromAnOldSweater',
    tech: 'AIStylesMyVest VestVirtualTryOn SweaterVestPixelArt RowCounterForMyVest VestStopMotion MeasureAppWaistcoat WaistcoatTimelapseSew ResaleSiteVestHunt',
    pet: 'CatNapsOnMyVest VestPocketTreatHunt FleeceVestDogPark PufferVestCuddles KittenPrintWaistcoat UpcycleVestToPupBed FetchTheVestChallenge ParrotPicksMyVest',
    gaming:
      'VestCharacterCosplay WaistcoatMysteryGame QuizmasterVestTrivia SweaterVestChessClub ArgyleVestBingo NPCInAVest PufferVestSnowballFight CroquetInAWaistcoat',
  },
  gloves: {
    dance:
      'GlovesHandChoreo WhiteGloveMime GloveTuttingDuet MoonwalkInOneGlove OvenGloveShuffle BoxingGloveBounce StadiumWaveInGloves DiscoInRubberGloves',
    fitness:
      'GlovesBoxingCardio GardenGloveYardWork GlovePassPlank GlovesOnJumpRope PickUpTheGloveSquat FrostyGloveJog GloveTapReflexDrill SnowShovelInGloves',
    funny:
      'GlovesOnPhoneFails OneGloveMissing WhereDoLostGlovesGo OpenASnackInGloves BoxingGloveTexting OvenGlovePuppetShow RubberGloveChicken WhatsInYourGloveBox',
    prank:
      'GlovesSurpriseNote GlovePuppetGoodMorning CandyInEveryGloveFinger GloveWavesFromFridge GooglyEyeGloveFamily MismatchedGloveSwap GiantGloveHighFive LeaveAGloveTrail',
    educational:
      'HowGlovesKeepWarm GlovesVsMittensTest GloveMeansHandShoe GlitterGermGloves MeasureForGloves WhyDoctorsWearGloves GloveCompartmentName LeatherOrWoolGloves',
    cooking:
      'OvenGlovesCakeDecorating GloveShapedCookies RubberGloveIceHand ChocolateGloveMold GardenGloveHarvestSalad BoxingGloveBrownies FoodSafeGloveSushi SnowDayGloveCocoa',
    travel:
      'LostGloveInEveryCity WinterFestivalGloves MarketStallGloveHunt GloveWarmerHikeHack FromGlovesToSunscreen SnowmanGloveArms GloveCompartmentMap NorthernLightsGloves',
    wellness:
      'GlovesHandCareNight GardenGlovesTherapy KnitYourOwnGloves DonateWinterGloves ColdWalkInCozyGloves MendAHoleInYourGlove SnowAngelInGloves StargazeInWarmGloves',
    speed:
      'GlovesOnKnotRace BoxingGloveTypingTest OvenGloveCoinPickup MatchTheGlovePairs TenGlovesIn30 BlowUpARubberGlove GlovedCupStack PuzzleInWinterGloves',
    music:
      'GlovesOnPiano RubberGloveBagpipes GloveClapBeat WhiteGloveConductor BoxingGloveDrumSolo OneSparklyGloveCover GloveFingerPuppetChoir LullabyForLostGloves',
    art: 'GlovesPuppetCraft SketchAGlovedHand GloveStampArt EmbroiderYourGloves OldGloveMonsters PaintedGardenGloves PlasterGloveSculpture WinterGlovesStillLife',
    tech: 'TouchscreenGlovesTest ConductiveThreadGloves VoiceTypingWithGloves GloveStopMotion AIDesignsMyGloves GlovedShadowPuppets KnitGlovesPatternApp RemoteInOvenGloves',
    pet: 'DogStealsMyGlove GroomingGloveCuddles GloveTugOfWar HighFiveInGloves BirdPerchOnGlove PetHairGloveHack WhichHandHoldsTheGlove SnowyPawsAndGloves',
    gaming:
      'GlovesOnControllerRun SlapjackInOvenGloves PassTheGlove GuessMyGloveJob FeelItInGloves BlockTowerInGloves ThrowDownTheGlove SnowballFightGloves',
  },
  pedicure: {
    dance:
      'PedicureSandalShuffle WiggleYourPediToes FreshPediHappyDance PedicureFlipFlopTwist TiptoePediBallet PediDryingWaddle BarefootPediSalsa CancanForMyPedi',
    fitness:
      'PedicureToeYoga PickUpMarblesWithPedi TowelScrunchPedi CalfRaisesForMyPedi BarefootPediBeachRun OneFootPediBalance PedicureAfterLegDay ArchLiftPediDrill',
    funny:
      'PedicureTickleTest PedicureColorRegret DadsFirstPedicure PediWithMyWrongHand KidsGiveMeAPedi PinkyToePediStruggle FlipFlopPediWalk PediNarratedLikeSurgery',
    prank:
      'MomsPediSpaCoupon GooglyEyePediNails MatchingPediAmbush ToeSocksOverMyPedi GrandpaGetsAPedi PedicureForTheTeddy SurprisePediFootSoak BoyfriendPediTakeover',
    educational:
      'PediMeansFoot HowPediPolishDries StraightAcrossPedi AncientEgyptPedicure PediCallusScience ToenailGrowthRatePedi SanitizeBeforeAPedi PediToolQuiz',
    cooking:
      'PedicureNightMocktail CucumberWaterForPedi PediPolishCookies PediColorSmoothie MatchYourPediCupcakes HerbalTeaAfterPedi KitchenSugarScrubPedi BerryParfaitPediDate',
    travel:
      'PediInEveryCountry PediToesInTheSand PedicureVacationColor PackAPediKit PoolsidePediCheck HikingFeetPediRescue SandalsPediCityWalk PediBeforeTheFlight',
    wellness:
      'PedicureFootSoak PediAndPodcast ThankYourFeetPedi PediMassageSwap MomAndMePediNight SlowPediSunday LavenderPediRitual PediPhoneFreeHour',
    speed:
      'PedicureSpeedPaint PolishRemoverPediDash RainbowPediBottleSort FlipFlopPediRelay DotEveryToePedi PediSetupSpeedrun SockOnAfterPedi PediDryingCountdown',
    music:
      'PediNightPlaylist OdeToMyPedi ToeTapPediBeat PediPolishBottleShaker PediDuetWithMom DryingPediKaraoke SalonJinglePedi AirDrumsWhilePediDries',
    art: 'PedicureNailArt PediDotFlowers FamousPaintingPedi OmbrePediSponge PediColorWheel PediComicStrip SketchYourPediDesign MarblePediSwirl',
    tech: 'PediColorTryOnApp PediTimelapse AskAIForPediArt PediMacroShot HairDryerPediTest StopMotionPedi PhotoPaletteToPedi VideoCallPediParty',
    pet: 'PediInspiredByGoldfish CatSupervisesMyPedi PuppyJudgesMyPedi PediMatchesMyParrot ScratchBoardPawPedi PediArtOfMyPet PediNightCuddles ToeBeansVsPedi',
    gaming:
      'PedicureSalonSim PedicureColorGuess PediPolishMemoryMatch RockPaperPedi WouldYouRatherPedi PediBingoCard WhosePediIsIt CharadesAtPediNight',
  },
  beret: {
    dance:
      'BeretCancanKick KeepTheBeretOn BeretMimeDance AccordionBeretWaltz BeretFlipOnTheBeat BeatnikBeretSnap BalletInABeret TangoWithABeret',
    fitness:
      'BeretBalanceChallenge BaguetteAndBeretJog BeretFrisbeeToss MimeWorkoutInBeret TreePoseInABeret BeretRelayRace BalletBarreBeret ParkBikeRideBeret',
    funny:
      'BeretMakesMeFrench BeretHatHair ArtCriticInABeret InvisibleBoxBeretMime BeretBaguetteDisguise BeretPoetrySlam DollSizedBeret PhilosopherInABeret',
    prank:
      'HiddenNoteInBeret EveryoneGetsABeret BeretOnTheFruitBowl BeretButlerBreakfast SwapTheirCapForBeret FakeArtGalleryBeret MimeBeretGreeting BeretOnTheSnowman',
    educational:
      'HowBeretsAreMade WhyArtistsWearBerets IsTheBeretFrench BeretMilitaryColors FeltAMiniBeret BeretPronunciationQuiz BeretMathCircle PaintersWhoWoreBerets',
    cooking:
      'BeretBaguetteBake BeretCrepeNight ParisianPicnicBeret FrenchToastInABeret BeretShapedPancake BeretCheeseBoard CafeAuLaitBeret RatatouilleInABeret',
    travel:
      'BeretCafeSketch OneBeretTenCities FrenchBakeryHuntBeret PackABeretNotAHat MuseumDayInABeret BeretPicnicByTheRiver BeretFleaMarketFind BeretWalkingTour',
    wellness:
      'BeretCafeJournaling ArtistDateInABeret WriteAHaikuInABeret KnitYourOwnBeret BeretPhoneFreeWalk SundayBeretDoodles ReadPoetryInABeret BeretMuseumStroll',
    speed:
      'BeretTossAndLand FiveBeretLooksFast SpeedSketchInABeret BeretBaguetteRelay BeretQuickChange FrenchWordsBeretBlitz CatchTheFallingBeret BeretBobbyPinRace',
    music:
      'BeretJazzCover LaVieEnRoseInABeret BeatPoetBeretBongos SnapAlongInABeret CafePlaylistBeret BeretBusker OneManBeretBand LullabyInFrenchBeret',
    art: 'BeretSelfPortrait PleinAirInABeret BlindContourBeret PointillismInABeret SidewalkChalkBeret SplatterPaintBeret SketchbookTourBeret FruitWearingBerets',
    tech: 'AIPaintsMeInABeret SepiaBeretSelfie ParisBackdropBeret TranslateAppBeret DesignABeretSticker KnitABeretTimelapse PortraitModeBeret BeretVirtualGallery',
    pet: 'CatClaimsMyBeret PaintYourPetInABeret FetchTheBeret BeretSelfieWithBulldog BonjourParrotBeret PicnicBeretAndPup SitInFrenchBeret KittenWatchesBeretSketch',
    gaming:
      'BeretCharacterCosplay DrawAndGuessInABeret BeretBoules BeretChessMatch BeretMimeCharades CafeSimInABeret FrenchTriviaBeret SpotTheBeretInArt',
  },
  polo: {
    dance:
      'PoloShirtShuffle PoloCollarPop CountryClubPoloWaltz TuckedInPoloStrut PoloDadDanceOff PoloGolfSwingSway SprinklerInAPolo BoyBandPoloMoves',
    fitness:
      'PoloShirtTennisRally PuttingInAPolo PoloPowerWalk PoloCollarCrunches PickleballInAPolo PoloSweatPatchTest DiscGolfInAPolo LawnBowlingInPolo',
    funny:
      'PoloCollarPopping PoloShirtDadMode PoloBroImpression FourPolosAtOnce TwinningPoloAccident GrandpasPoloFashionShow GolfPoloCommentary TinyPoloOnTheTeddy',
    prank:
      'PoloShirtTwinning PopTheirPoloCollar NoteInPoloPocket DadsPoloDisguise OnlyPolosInTheCloset PoloClubLivingRoom PoloLogoSticker SurpriseGolfPoloCaddy',
    educational:
      'WhyPoloShirtsHaveCollars PoloWasMadeForTennis PoloTailHemReason PoloNameOrigin PiqueVsJerseyPolo HowToFoldAPolo PoloStainScience LabelThePoloParts',
    cooking:
      'PoloShirtCookies PoloClubSandwich PreppyPoloPicnic PoloCourtsideLemonade PoloGolfCakePops CreamTeaInAPolo WhitePoloSpaghettiTest SconesInAPolo',
    travel:
      'PackFivePolosOneBag MiniGolfInAPolo PoloAirportOutfit PoloShirtSouvenirHunt PoloCourtsideSeats DrivingRangeInPolo PoloFarmersMarketWalk StrollThePierInAPolo',
    wellness:
      'PoloGolfWalk FreshlyIronedPolo PoloDeclutterDonate GardenInAPolo PoloTeaOnThePorch MorningStretchInPolo WearGrandpasOldPolo SlowBikeRideInPolo',
    speed:
      'PoloShirtFoldRace ButtonUpThePolos TenPolosOnIn60 TuckInYourPoloFast SortPolosByColor PoloHangerDash PoloPuttingRelay PoloCollarPopBlitz',
    music:
      'BarbershopInPolos PoloBoyBandCover YachtRockPolo SmoothJazzInAPolo GolfClapBeatPolo PreppyPoloRap DadPoloAirGuitar PoloTennisBallDrums',
    art: 'PoloShirtPatchDesign EmbroiderYourPoloLogo TieDyeAPolo DrawDadInHisPolo PoloStencilPrint PaperPoloOrigami FabricMarkerPolo AdPosterForMyPolo',
    tech: 'TryOnPolosInAR AIDesignsMyPoloLogo PoloColorMatchApp GolfSwingSlowMoPolo PoloProductPhotoHack QRCodePoloPatch PoloTennisServeRadar PoloPixelArt',
    pet: 'PuppyNapsOnPolo OldPoloRopeToy PetHairOnMyPolo PoloPawPrintShirt TennisBallFetchPolo EmbroiderMyCatOnPolo PoloPicnicWithPup WalkiesInAPolo',
    gaming:
      'MiniGolfPoloCourse MotionTennisInAPolo PoloTeamTriviaNight PoloCroquetMatch PingPongPoloTourney BridgeClubPolo BocceBallInAPolo PoloDominoesDuel',
  },
  'curling iron': {
    dance:
      'CurlingIronHairFlip CurlingIronCoolDownGroove CurlingIronBounceTest SpinCheckCurlingWand CurlingWandTransition HeadTurnCurlingTongs DiscoCurlingWandGlam PromNightCurlingWand',
    fitness:
      'CurlingIronGymToGlam SweatProofCurlingIron YogaThenCurlingTongs DanceCardioCurlingWand CurlingWandWarmUpSquats PostRunCurlingTongs SpinClassVsCurlingIron HikeReadyCurlingWand',
    funny:
      'CurlingIronFails CurlingIronFirstTry HalfHeadCurlingIron DadUsesCurlingIron ColdCurlingIronReveal CurlingTongsPoodleLook NarrateMyCurlingWand TutorialVsMyCurlingWand',
    prank:
      'ColdCurlingWandMic SportscastCurlingTongs CurlingIronCaseCandy NoteByTheCurlingIron SurpriseCurlingWandGlam MatchingCurlingIronTwins TalkingCurlingIron FakeSalonCurlingIron',
    educational:
      'HowCurlingIronsWork CurlingIronHydrogenBonds CurlingWandBarrelSizes ClampFreeCurlingWand CurlingIronHeatProtect SafeTempCurlingIron CurlingTongsVictorian LetItCoolCurlingIron',
    cooking:
      'CurlingIronShapedCookies SpiralizerVsCurlingIron CurlingWandCupcakes BrunchReadyCurlingTongs ApplePeelCurlingWand GlamChefCurlingIron CurlyFriesAndCurlingIron DinnerPartyCurlingWand',
    travel:
      'MiniCurlingIronPacking DualVoltageCurlingIron BeachWavesCurlingWand HumidityVsCurlingIron CurlingIronCarryOnRules SunsetDinnerCurlingWand CurlingIronTravelSize CityBreakCurlingTongs',
    wellness:
      'CurlingIronHeatBreak HairMaskAfterCurlingIron CurlingWandAffirmations MomAndMeCurlingIron NoRushCurlingIron VentWhileCurlingWand SilkPillowcaseCurlingIron SundayCurlingTongsRitual',
    speed:
      'CurlingIronFactsBlitz NameTenCurlingWandStyles ClipSectionsCurlingWand BeforeCurlingIronHeats CurlingTongsDecadeQuiz MatchCurlingWandBarrels CurlingWandLookQuickfire TidyVanityCurlingIron',
    music:
      'CurlingIronHumAlong JingleForCurlingTongs CurlingIronPowerBallad GRWMPlaylistCurlingIron HairBandCoverCurlingWand CurlingWandDuet DivaNoteCurlingTongs RetroRadioCurlingIron',
    art: 'DrawYourCurlingIronLook CurlingIronStillLife CurlingIronYarnPortrait CurlingIronPopArt SpiralDoodleCurlingWand FashionSketchCurlingTongs VintageAdCurlingIron ClayCurlingIronMini',
    tech: 'SmartPlugCurlingIron CurlingIronTimelapse AIHairstyleCurlingWand CurlingWandSlowMoBounce RingLightCurlingTongs CordlessCurlingIronTest SectionTimerCurlingIron SplitScreenCurlingWand',
    pet: 'PoodleFluffVsCurlingTongs KittenFreeZoneCurlingIron WindyWalkiesCurlingWand PetSelfieCurlingWandWaves CurlingTongsBeforeDogPark CatBrushThenCurlingWand CuddleAfterCurlingIron CurlingIronOffPlaytime',
    gaming:
      'CurlingIronSalonSim CurlingWandCosplayHair GuessTheEraCurlingTongs SpinWheelCurlingIronLook WouldYouRatherCurlingWand GamerGlamCurlingTongs FortuneTellerCurlingIron RockPaperCurlingIron',
  },
  'sandwich making': {
    dance:
      'SandwichMakingToTheBeat SandwichMakingMoonwalk SandwichRaceDanceOff SandwichMakingInSync DiscoSandwichMaking RobotSandwichMaking SalsaSandwichMaking TapShoesSandwichMaking',
    fitness:
      'SandwichMakingRelay BackyardSandwichRace OneLegSandwichMaking ObstacleSandwichRace PostWorkoutSandwichMaking TiptoeSandwichMaking SandwichMakingPlankPass HallwayLungeSandwichRace',
    funny:
      'SandwichMakingFails SandwichMakingBlindfolded LiteralSandwichMaking KidDirectedSandwichMaking ChopsticksSandwichMaking OvenMittSandwichMaking DramaticSandwichMaking SandwichRaceVsGrandpa',
    prank:
      'TinySandwichMaking SandwichMakingLoveNote SandwichMakingMime SandwichRaceAmbush HeartShapedSandwichMaking ButlerSandwichMaking SandwichMakingFlashMob SilentSandwichMaking',
    educational:
      'SandwichMakingMath SandwichMakingSince1762 GermSafeSandwichMaking SandwichMakingInSpanish FoodGroupsSandwichMaking AlgorithmSandwichMaking WorldTourSandwichMaking BudgetSandwichMaking',
    cooking:
      'SandwichMakingFromScratch GiantHeroSandwichMaking LeftoverSandwichMaking PicnicSandwichMaking 3IngredientSandwichMaking FingerSandwichMaking SandwichMakingForTheWeek SandwichMakingWithGrandma',
    travel:
      'SandwichMakingRoadTrip SandwichMakingPicnic SandwichMakingOnATrain HotelRoomSandwichMaking BeachDaySandwichMaking CampsiteSandwichMaking AirportSandwichMaking TrailheadSandwichMaking',
    fashion:
      'SandwichMakingApronFit BlackTieSandwichMaking PaperHatSandwichMaking ChefJacketSandwichMaking PajamaSandwichMaking SandwichMakingOOTD HairnetSandwichMaking PearlsSandwichMaking',
    wellness:
      'SandwichMakingMindful SandwichMakingForAFriend ShelterSandwichMaking FamilySandwichMaking NoPhoneSandwichMaking SandwichMakingASMR NourishingSandwichMaking SlowSandwichMaking',
    music:
      'SandwichMakingBeat SandwichMakingJingle SandwichMakingOpera RapTheSandwichMaking MusicalSandwichMaking KaraokeSandwichMaking BeatboxSandwichMaking SandwichMakingMusicVideo',
    art: 'SandwichMakingFoodArt SandwichMakingFaces MilkPaintSandwichMaking StarShapedSandwichMaking BentoSandwichMaking MosaicSandwichMaking SketchYourSandwichMaking ComicStripSandwichMaking',
    tech: 'AIRecipeSandwichMaking OverheadCamSandwichMaking StopMotionSandwichMaking SandwichMakingPOV SlowMoSandwichMaking SplitScreenSandwichRace SpreadsheetSandwichMaking VideoCallSandwichMaking',
    pet: 'SandwichMakingDogStare LeaveItSandwichMaking CatJudgesSandwichMaking PupSafeSandwichMaking SandwichMakingPetCam SandwichMakingTrickShow BegBingoSandwichMaking HeadTiltSandwichMaking',
    gaming:
      'SandwichMakingOrderRush DiceRollSandwichMaking DeliSimSandwichMaking CoopSandwichRace MysteryBoxSandwichMaking SandwichMakingGameShow SandwichMakingTournament TurnBasedSandwichMaking',
  },
  'pizza making': {
    dance:
      'PizzaDoughTossDance TarantellaPizzaMaking ThatsAmorePizzaMaking SauceSwirlPizzaMaking PizzaMakingTwist PizzaMakingShuffle ToppingDropPizzaBuild PizzaBuildFreeze',
    fitness:
      'PizzaDoughKneadArms PizzaBuildRelay ToppingSquatsPizzaBuild PlankThenPizzaBuild CarbLoadPizzaMaking ShoulderSpinPizzaMaking PizzaMakingStepCount FlourBagCurlsPizzaMaking',
    funny:
      'PizzaMakingFails PizzaBuildBlindfolded PineapplePizzaBuild NonnaReactsPizzaMaking ToddlerPizzaMaking MapShapedPizzaBuild PizzaMakingNatureDoc CheesePullPizzaBuild',
    prank:
      'PizzaBuildFaceSurprise HeartToppingPizzaBuild PepperoniNotePizzaMaking PizzaBuildKitInTheBox PizzaMakingSerenade WrongShapePizzaBuild MiniChefPizzaMaking PizzaMakingCrewTakeover',
    educational:
      'WhyPizzaDoughRises YeastBalloonPizzaMaking PizzaMakingFractions FlagColorsPizzaBuild PizzaMakingInItalian PizzaMakingSince1889 WindowpanePizzaMaking PiDayPizzaMaking',
    cooking:
      'PizzaMakingFromScratch FamilyPizzaBuildNight CastIronPizzaMaking FridgeRaidPizzaMaking FrenchBreadPizzaMaking NaanPizzaBuild DessertPizzaMaking VeggieCrustPizzaBuild',
    travel:
      'PizzaMakingWindowWatch HostelKitchenPizzaMaking PizzaBuildCabinWeekend VacationRentalPizzaMaking PizzaMakingWorkshopTrip FarmToPizzaBuild MarketToppingsPizzaMaking PizzaMakingInNaples',
    fashion:
      'PizzaMakingApronFit ChefHatPizzaMaking FlourDustedPizzaMaking RedCheckeredPizzaBuild ItalianSummerPizzaMaking DateNightPizzaBuild PizzaBuildGRWM BandanaPizzaMaking',
    wellness:
      'PizzaMakingFamilyNight PizzaMakingSlowDough MindfulKneadPizzaMaking ThankYouPizzaBuild UnpluggedPizzaMaking GardenHerbPizzaBuild ComfortFoodPizzaMaking CozyRainyDayPizzaMaking',
    music:
      'ThatsAmorePizzaBuild PizzaMakingAria KneadingBeatPizzaMaking PizzaMakingPlaylist PizzaRaceRap PizzaMakingKaraoke RollingPinDrumsPizzaBuild SerenadeThePizzaBuild',
    art: 'PizzaMakingFaceArt PortraitPizzaBuild StarryNightPizzaBuild VeggieMosaicPizzaBuild PizzaBuildLandscape SketchThenPizzaMaking PizzaMakingEmoji RainbowPizzaBuild',
    tech: 'AIToppingPizzaBuild SlowMoPizzaBuild TopDownPizzaBuild StopMotionPizzaBuild RisingDoughPizzaMaking AppOrderVsPizzaMaking PizzaMakingLivestream PizzaRaceSplitScreen',
    pet: 'DogSafePizzaBuild PuppyEyesPizzaMaking CatClaimsPizzaBuildBox PizzaMakingStayCommand PizzaMakingLeaveItDrill PizzaMakingPetCam BunnyZoomiesPizzaBuild ParrotCallsPizzaRace',
    gaming:
      'PizzaMakingOrderRush PizzeriaSimPizzaMaking ToppingWheelPizzaBuild PizzaBuildDraft MysteryBasketPizzaMaking PizzaMakingBracket TeamPizzaRace PizzaBuildBingo',
  },
  'card shuffling': {
    dance:
      'CardShuffleHandDance CardShuffleFreeze CardShufflingOnTheBeat CardShuffleCascade TwirlAndShuffleCards HipHopShuffleCards MoonwalkShuffleCards DuetShuffleCards',
    fitness:
      'CardShuffleRepDeck ShuffleCardsPlank ShuffleCardsOnOneLeg GripStrengthCardShuffle RunAndShuffleCards LungeAndShuffleCards CardShuffleSitUps StretchThenShuffleCards',
    funny:
      'CardShufflingFails CardShuffleExplosion DadsFancyCardShuffle GrandpaShuffleCards BabyReactsToCardShuffle ShuffleCardsWithToes ShuffleCardsOneHanded CatInterruptsCardShuffle',
    prank:
      'CardShufflingMagicTrick CardShuffleFakeOut AllAcesCardShuffle JokersOnlyShuffleCards HiddenNoteCardShuffle MimeShuffleCards CardShuffleSpringSpray KindWordsCardShuffle',
    educational:
      'CardShufflingMath WhySevenCardShuffles CardShuffleNeverRepeats LearnToBridgeShuffleCards ShuffleCardsTwoWays CardShuffleSortAlgorithm EightFaroCardShuffles SpotTheFalseCardShuffle',
    cooking:
      'CardShuffleCookieDeck ShuffleCardsPickARecipe ShuffleCardsCheeseBoard FruitSuitsCardShuffle QueenOfHeartsCardShuffle TeaAndShuffleCards PotluckByShuffleCards NoMessSnacksCardShuffle',
    travel:
      'CardShufflingOnTheTrain LayoverCardShuffle TentNightShuffleCards BeachTowelCardShuffle SouvenirDeckCardShuffle BackseatCardShuffle HostelCardShuffle PicnicTableShuffleCards',
    fashion:
      'CardShufflingMagicianLook BowTieCardShuffle SleeveTrickCardShuffle CardShuffleManicure RingsOnCardShuffle RedAndBlackCardShuffleFit TopHatShuffleCards WhiteGlovesCardShuffle',
    wellness:
      'CardShuffleASMR MindfulShuffleCards AffirmationCardShuffle SolitaireShuffleCards ShuffleCardsWithGrandma ShuffleCardsBreathing ScreenFreeShuffleCards JournalPromptCardShuffle',
    music:
      'CardShufflingBeat RiffleRemixCardShuffle CardShuffleDrumRoll BeatboxOverShuffleCards MetronomeCardShuffle GuessSongByCardShuffle ShuffleCardsJazzBrush CardShuffleLullaby',
    art: 'CardShuffleFlipbook CustomDeckCardShuffle ShuffleCardsCollage PaintedBacksCardShuffle SketchHandsShuffleCards SlowShutterCardShuffle ShuffleCardsFanArt JokerPortraitCardShuffle',
    tech: 'CardShufflingSlowMo CardShuffleMachineVsMe CodeACardShuffle ShuffleCardsSoundWave ShuffleCardsPOV AIPredictsCardShuffle StopwatchAppCardShuffle MacroLensCardShuffle',
    pet: 'PetCardShuffleReaction CardShufflingCatSwat DogPicksCardShuffle TreatUnderCardShuffle BunnyWatchesCardShuffle ParrotDealsCardShuffle MagicForPuppyCardShuffle LapKittenCardShuffle',
    gaming:
      'CardShufflingGameNight GoFishCardShuffle SlapjackShuffleCards CrazyEightsCardShuffle WarCardShuffle OldMaidCardShuffle BridgeClubShuffleCards ShuffleCardsTournament',
  },
  kazoo: {
    dance:
      'KazooConga KazooKickLine MarchToTheKazoo KazooMacarena FreezeWhenKazooStops KazooLimbo ChickenDanceKazoo RobotToTheKazoo',
    fitness:
      'KazooJumpingJacks KazooMarchingMile BurpeeWhenKazooBuzzes PlankKazooSolo KazooCoachBootCamp HoldTheNoteKazooSquat PassTheKazooRelay JogAndKazoo',
    funny:
      'KazooDramaticReading KazooBreakingNews SeriousSongOnKazoo KazooSadViolin KazooSoapOpera RimshotButKazoo ArgueOnlyInKazoo GrandmaTriesKazoo',
    prank:
      'KazooWakeUpCall SurpriseKazooBand KazooReplyOnly KazooButlerAnnounce KazooEchoPrank SneakyKazooSoundtrack CarolingWithKazoos MysteryKazooInLunchbox',
    educational:
      'HowKazoosWork IsKazooAnInstrument KazooHumNotBlow MembranophoneKazoo CombKazooScience KazooPitchExperiment MirlitonKazooFact SpotTheKazooInSongs',
    cooking:
      'KazooDinnerBell KazooFanfareReveal KazooCookingShow KazooShapedCookies BakeOffKazooJudge PancakeFlipKazooDrumroll PartyCakeKazooParade ChefsKissKazoo',
    travel:
      'LandmarkKazooSolo KazooEchoValley RoadTripKazooBand KazooTourGuide AirportKazooWelcome BoardwalkKazooBusk SouvenirKazooHunt KazooPostcardSong',
    fashion:
      'KazooMarchingBandFit WearYourKazoo BedazzledKazoo KazooMatchingOutfit TuxedoKazooSolo KazooPocketSquare PartyHatAndKazoo RainbowKazooLook',
    wellness:
      'KazooBreathwork KazooLaughBreak HumItOutKazoo ThankYouKazooTune KazooTantrumTamer KazooForGrandpa PhoneAFriendKazoo BedtimeKazooLullaby',
    speed:
      'KazooBumblebeeSprint NameThatKazooTune AlphabetSongKazooDash KazooHappyBirthdayIn10 FastestKazooScale KazooAssemblyRace KazooMedleyMinute HotPotatoKazoo',
    art: 'DecorateYourKazoo CombAndPaperKazoo DrawTheKazooSound KazooCharacterPuppet KazooBandComic KazooConcertPoster SculptAClayKazoo ScribbleToTheKazoo',
    tech: 'KazooAutoTune KazooVsSynth KazooLoopStation MultitrackKazooChoir TunerAppKazoo KazooSpectrogram SlowedDownKazoo RingtoneFromAKazoo',
    pet: 'KazooDogHowl ParrotLearnsKazoo KazooCatMemeRemake KazooRecallTraining KazooTrickCue BirdDuetKazoo WriteYourPetAKazooSong WalkiesKazooFanfare',
    gaming:
      'KazooBossMusic KazooGuessTheGame KazooVictoryJingle KazooMusicalChairs LevelFailedKazoo HumItKazooCharades EightBitKazooCover SimonSaysKazoo',
  },
  jukebox: {
    dance:
      'JukeboxSwing JukeboxTwist SockHopJukebox JukeboxHandJive RandomJukeboxDanceOff JukeboxStrollLine PoodleSkirtJukeboxSpin FreezeWhenJukeboxSkips',
    fitness:
      'JukeboxShuffleWorkout OneSongPlankJukebox SockHopJukeboxCardio JukeboxStepAerobics CoinDropSquatsJukebox RollerRinkJukebox JukeboxJumpRope RetroJukeboxJog',
    funny:
      'JukeboxWrongSong GrandpaPicksTheJukebox JukeboxMoodSwings HumanJukebox JukeboxSkipsAtTheDrop DramaticJukeboxEntrance LipSyncToTheJukebox SlowDanceJukeboxPanic',
    prank:
      'JukeboxSurpriseSong HumanJukeboxPrank CardboardJukebox StuckOnRepeatJukebox JukeboxBirthdayShoutout EntranceThemeJukebox ElevatorMusicJukebox PolkaOnTheJukebox',
    educational:
      'HowJukeboxesWork WhyItsCalledAJukebox JukeboxNickelFact VinylGroovesJukebox JukeboxSongsOf1955 JukeboxSinglesAt45RPM FromJukeboxToStreaming JukeboxDecadeQuiz',
    cooking:
      'JukeboxDinerMilkshake JukeboxBurgerNight RootBeerFloatJukebox JukeboxSundaeBar JukeboxCake CookToTheJukebox BluePlateJukeboxSpecial OneSongOmeletteJukebox',
    travel:
      'JukeboxDinerRoadTrip JukeboxHunt JukeboxSpottingWalk OneSongPerJukebox BowlingAlleyJukebox ArcadeJukeboxVisit JukeboxMuseumDay BeachShackJukebox',
    fashion:
      'JukeboxFiftiesFit JukeboxPoodleSkirt SockHopJukeboxOutfit GreaserJukeboxLook JukeboxSaddleShoes VictoryRollsJukebox CatEyeJukeboxGlam CuffedJeansJukebox',
    wellness:
      'JukeboxMemoryLane GrandparentsJukeboxSong ThreeTrackJukeboxWalk GratitudeJukebox JukeboxJournal FeelGoodJukebox LullabyJukebox UnplugWithAJukebox',
    speed:
      'JukeboxSongGuess JukeboxAlphabetDash JukeboxChoiceIn10 CoinInJukeboxToss JukeboxDanceMoveSwap VinylSortJukebox FinishTheJukeboxLyric DecadeBlitzJukebox',
    art: 'CardboardJukeboxBuild NeonJukeboxDrawing JukeboxAlbumArt JukeboxPopUpCard JukeboxMosaic RetroJukeboxWatercolor PaintedVinylJukebox ClayJukeboxMini',
    tech: 'PhoneAsAJukebox CollabPlaylistJukebox QRCodeJukebox CardboardJukeboxSpeaker AIPicksMyJukebox VoiceCommandJukebox JukeboxLightShow BuildAJukeboxApp',
    pet: 'PetPicksTheJukebox HowlAlongJukebox CalmJukeboxForPups JukeboxForTheParrot JukeboxWalkiesMix TailWagJukeboxTest KittenJukeboxNap JukeboxZoomies',
    gaming:
      'JukeboxArcadeNight JukeboxGuessGame MusicalChairsJukebox JukeboxHitsBingo PinballAndJukebox JukeboxTriviaDuel RhythmTapJukebox SongCharadesJukebox',
  },
  pencil: {
    dance:
      'PencilSharpenerSpin DeskDrumPencilDance PencilStraightFreeze HomeworkBreakPencilConga PencilBalletTiptoe EarTuckedPencilStrut DanceDrawnInPencil PencilInHairTwirl',
    fitness:
      'PencilBalanceSquats PencilPickUpToes StudyBreakPencilStretch PlankWithPencilOnNose DropThePencilBurpee PencilCatchReflex WalkAPencilLine PencilHopscotchGrid',
    funny:
      'PencilTipSnapCount RubberPencilIllusion PencilEraserGone PencilMustache LostPencilBehindMyEar LendAPencilNeverBack SharpenerAteMyPencil GraphiteSmudgeHand',
    prank:
      'PencilWobbleIllusion PencilCaseSurprise GiantPencilSwap HiddenPencilMessage PencilMagicVanish PencilInTheBalloonTrick GooglyEyedPencilArmy SneakyGraphitePortrait',
    educational:
      'WhyPencilsAreYellow NoLeadInPencils OnePencilDraws35Miles PencilHardnessScale GraphiteSandwichFact PencilRefractionTrick EraserVsGraphite GraphiteIsCarbon',
    cooking:
      'PencilPretzelRods PencilSugarCookies StringCheesePencils BackToSchoolPencilCake PencilShapedSandwich PencilCarrotSticks LunchboxPencilWraps BreadstickPencilPoints',
    travel:
      'OnePencilEveryCity PencilSketchPassport DrawTheViewInPencil TrainWindowGraphite PencilMapOfMyTrip CafeCornerPencilDrawing SouvenirPencilCollection LandmarkPencilRubbing',
    fashion:
      'PencilBunHairHack PencilSkirtFitCheck ArtistLookWithPencil PencilCaseAsClutch GraphiteGrayOutfit FashionSketchInGraphite HeadToToePencilYellow MiniPencilNecklace',
    wellness:
      'PencilSlowShading MindfulPencilDoodle GratitudeInPencil PencilBreathingSpiral CalmingPencilSharpen GraphiteBlendingASMR ContinuousLinePencil JournalPageInPencil',
    speed:
      'PencilSpeedSketch PencilSharpenRace OneMinutePencilPortrait PencilFlipCatch FastestPencilCircle GraphiteGradientDash StackPencilsTower SortPencilsByLength',
    music:
      'PencilDrumming RubberBandPencilGuitar PencilSharpenerScratch CupAndPencilRhythm GlassesAndPencilTune PencilConductorBaton LyricsInPencil ClassroomPencilBeatbox',
    tech: 'PencilVsStylus PencilToDigital PencilSketchToAIArt AnimateMyPencilDrawing ARTracingForPencil PhotoToPencilFilter PencilDrawnQRCode VideoCallPencilLesson',
    pet: 'CatStealsMyPencil PencilSketchMyPet BlindDrawMyDogInPencil PencilTraceOfPaw PupHeightPencilMark GraphiteMemorialPortrait ShadeWhiskersInPencil ParrotPosesForPencil',
    gaming:
      'PencilDotsAndBoxes PencilAndPaperRPG PencilHangmanDuel PencilTicTacToe SproutsPencilGame MASHFortunePencil MiniGolfDrawnInPencil ExquisiteCorpsePencil',
  },
  poster: {
    dance:
      'PosterFreezeFrame BoyBandPosterPose DanceIntoThePoster ConcertPosterChoreo PosterWallShuffle RetroPosterSwing CopyYourPosterIdol PosterCoupleTwirl',
    fitness:
      'PosterPoseHold GymPosterRecreate PosterWorkoutChart MotivationalPosterPlank PosterTubeBatonRelay MarathonPosterSigns StretchToPosterFigures FollowAYogaPoster',
    funny:
      'MoviePosterRecreate CatMotivationalPoster DemotivationalPosterDay WantedPosterForSocks DadAsBoyBandPoster ChoreWarPosterCampaign PosterChildForNaps ConcertPosterForMyDog',
    prank:
      'PosterBirthdaySurprise GiantFacePoster WelcomeHomePoster SwapTheirPosterForMine MissingSockWantedPoster FanClubPosterAmbush ChoreChampionPoster CampaignPosterForGrandma',
    educational:
      'WhyPostersUseBoldType PosterColorTheory ScienceFairPosterBuild PosterSquintCheck FiveSecondPosterTest RuleOfThirdsPoster PosterFontPairing TimelinePosterProject',
    cooking:
      'PosterRecipeWall MoviePosterCake PosterMenuForDinner FoodPyramidPoster BakeSalePosterTreats CookAVintageAdPoster PosterWorthyPlating LemonadeStandPoster',
    travel:
      'TravelPosterRecreate PosterOfMyHometown NationalParkPosterPose PosterBucketList ConcertPosterSouvenir StreetPosterWalk PosterMapOfTrips FleaMarketPosterHunt',
    fashion:
      'PosterInspiredOutfit BandPosterTee PaletteFromAPoster RetroTravelPosterLook FashionPosterShoot ActionMoviePosterFit VintageAdPosterStyle MatchYourBedroomPoster',
    wellness:
      'PosterAffirmation PosterVisionWall GratitudePoster CalmCornerPoster HabitTrackerPoster KindnessPosterDrive PosterOfThingsILove ColorInAPoster',
    speed:
      'PosterSpeedDesign HangAPosterStraight RollThePosterRace TenSecondPosterPitch PosterPuzzleDash GuessThePosterMovie StencilPosterSprint PosterCollageFrenzy',
    music:
      'PosterLyricDesign ConcertPosterForMyBand PosterSoundtrack AlbumArtPoster GuessTheGigPoster PosterTubeDidgeridoo BedroomPosterIdolCover MusicFestPosterLineup',
    tech: 'AIPosterInOnePrompt FreeAppPosterDesign AnimatedPosterGIF QRCodePoster PosterARReveal PosterToPhoneWallpaper HomePrintedPoster PosterColorPicker',
    pet: 'PetMoviePoster WantedPosterForMyCat DogForPresidentPoster HamsterRockBandPoster MissingTreatsPoster PawPrintPoster AdoptMePosterForShelter ParrotConcertPoster',
    gaming:
      'RetroGamePosterArt PosterScavengerHunt PosterJigsawNight EightBitPoster BossFightPoster TournamentBracketPoster PinTheTailPoster WantedPosterMystery',
  },
  hands: {
    dance:
      'HandsOnlyDance FingerTuttingHands LearnTheHandJive ShadowHandsOnTheWall JazzHandsFinale VogueHands MirrorHandsDuet HandWaveChain',
    fitness:
      'StressBallHandGrip HandsWalkOutPlank PartnerHandClapCardio HandsToToesStretch HandAndFootBearCrawl RiceBucketHands TypistsHandWarmUp OneHandCatchReflex',
    funny:
      'HandsOnlyStory HandsShadowPuppets WhoseHandIsIt HandModelParody HandsAsNewsAnchors TalkWithoutHands DadsHandshakeCombo AwkwardHighFiveHands',
    prank:
      'ExtraHandsPrank HandsOnShoulderTrick RubberHandIllusion FakeHandshakeWave InvisibleHandsMagic HandwrittenLoveNote CoinVanishHands WhichHandHasCandy',
    educational:
      'HandsBoneCount StrawAndStringHand HandFingerprintTypes SignLanguageHands TwoPointTouchHands HandWashGermTest DrawHandsInProportion OpposableThumbHands',
    cooking:
      'HandsOnlyCooking HandsKneadingBread HandprintCookies HandPiesFromScratch GnocchiRolledByHand OneHandedEggCrack DumplingFoldsByHand MixItWithYourHands',
    travel:
      'HandsInFrameTravel ForcedPerspectiveHands HandDrawnTravelMap HelloHandSignsAbroad HandHoldingTravelPOV HandwrittenPostcards PackOnlyHandLuggage LocalHandmadeFinds',
    fashion:
      'HandsJewelryStack HandModelPhotoshoot NailArtForYourHands HandTattooHenna HandEmbroideredDenim PoseWithHandsInPockets LaceGlovesOverHands MittensKnitByHand',
    wellness:
      'HandsSelfMassage HandCareRitual TraceYourHandToBreathe HoldHandsWalk HandLetteringCalm GratefulHandsList SqueezeAndReleaseHands HandOnHeartPause',
    speed:
      'HandsClapSpeed HandsSpeedStacking OneHandShoelace CatchTheRulerHands BothHandsDrawing LeftHandSignature BalloonRelayNoHands BeadSortingByHand',
    music:
      'HandsClapRhythm HandsBodyPercussion CupSongHands HandFluteCall AirPianoHands ConductWithYourHands TabletopHandDrums SignTheChorusWithHands',
    tech: 'HandsGestureControl AIHandsFail HandShadowProjector SlowMoHandClap OneHandedTypingTest HandWritingToText HandPoseEmojiMatch MacroShotOfHands',
    pet: 'HandsAndPawsPhoto HandFeedingTrust HighFiveHandTrick HandTargetTraining HandSignCommands CatKneadsMyHands HamsterInMyHands ParrotStepsOntoHand',
    gaming:
      'HandsMirrorGame ThumbWarWithBothHands PattyCakeHands RockPaperHandsTourney HandShadowCharades StackTheHandsPile ChopsticksHandCount CatsCradleHands',
  },
  'popsicle stick': {
    dance:
      'PopsicleStickPuppetDance CraftStickCastanets PopsicleStickLimbo PickAMoveCraftStickJar WaveALollyStickFlag CraftStickRibbonWand MarchingBandLollySticks CongaWithCraftSticks',
    fitness:
      'PopsicleStickWorkoutJar CraftStickPlankTower PopsicleStickRelay LollyStickBalanceWalk SquatStackPopsicleSticks TallyRepsOnACraftStick HopscotchLollySticks ToeGripCraftSticks',
    funny:
      'PopsicleStickJokes PopsicleStickPuppetShow PopsicleStickMustache CraftStickTowerCollapse FaceOnALollyStick CatVsCraftStickHouse ForgotTheLollyStick DramaticCraftStickBridge',
    prank:
      'LollyStickFortunes ComplimentCraftSticks CraftStickPuppetOfThem SecretCodeOnACraftStick FakeAwardOnALollyStick PopsicleStickFaceMasks CraftStickCrownSurprise DoorHangerLollyStick',
    educational:
      'PopsicleStickBridge PopsicleStickCatapult CraftStickTrussTest LollyStickFractions TimesTableLollySticks SightWordPopsicleSticks BinaryCodeCraftSticks SundialFromACraftStick',
    cooking:
      'PopsicleStickCakePops IceLollyStickJuiceFreeze FrozenBananaPopsicleStick PancakeOnAPopsicleStick FruitKebabCraftSticks CookieOnALollyStick PaletasOnAPopsicleStick WatermelonOnLollySticks',
    travel:
      'PopsicleStickLandmarks RoadTripCraftStickKit CraftStickBookmarks LicensePlateLollySticks PackingListCraftSticks IceLollyStickBeachDay CraftStickFlagsOfPlaces SouvenirCraftStickFrame',
    fashion:
      'PopsicleStickBracelets PopsicleStickHairClips CraftStickBowTie LollyStickCrown FashionDollsOnCraftSticks PaintedCraftStickEarrings PinBadgeFromACraftStick BagCharmLollySticks',
    wellness:
      'PopsicleStickGratitudeJar SelfCareCraftStickDraw BreathingCraftStickStar KindnessCraftSticks AffirmationPopsicleSticks FeelingsFacesLollySticks CraftStickWindChime SlowPaintACraftStick',
    speed:
      'PopsicleStickTowerRace CraftStickColorSort LollyStickPickUp CraftStickStarIn60 DominoCraftSticks BalanceTenLollySticks SpellNameInPopsicleSticks FlipEveryPopsicleStick',
    music:
      'PopsicleStickHarmonica CraftStickDrumsticks CraftStickXylophone BanjoMadeOfCraftSticks ConductWithLollyStick PopsicleStickCastanets TapTempoLollySticks SingAlongPopsicleSticks',
    tech: 'PopsicleStickPhoneStand CraftStickCableOrganizer QRPlantTagPopsicleStick CraftStickRobotArm VRViewerFromCraftSticks CodeAMazeLollySticks CraftStickCameraSlider AnimateLollyStickPuppets',
    pet: 'PopsicleStickCatHouse PetNameSignCraftStick DogPhotoFrameCraftSticks LollyStickTrickCards PawPrintCraftStickMagnet WalkRotaLollySticks PupPartyLollyStickBanner FeatherWandCraftStickToy',
    gaming:
      'PopsicleStickPuzzles CraftStickStackingGame MikadoWithCraftSticks CraftStickDominoes CharadesCraftStickJar LollyStickTriviaDraw ChessSetLollySticks HangmanPopsicleSticks',
  },
  'flower crown': {
    dance:
      'FlowerCrownMaypole DaisyChainCircleDance KeepTheFlowerCrownOn FloralCrownFolkStep SlowMoFlowerCrownSpin FairyFlowerCrownBallet SixtiesFlowerCrownShimmy BarefootDaisyChainReel',
    fitness:
      'FlowerCrownYoga FlowerCrownHike DaisyChainRelay BalanceTheFlowerCrown SquatAndPickDaisyChain MeadowJogFloralCrown HulaHoopFlowerCrown StretchInAFloralCrown',
    funny:
      'FlowerCrownOnDad FlowerCrownFails FlowerCrownFilterIRL GrandpaRatesFlowerCrowns FestivalFlowerCrownParody OversizedFlowerCrown DaisyChainTooShort SneezingInAFloralCrown',
    prank:
      'SneakAFlowerCrownOnDad FlowerCrownOnEveryone DaisyChainBreakfastTray DaisyChainDoorway FlowerCrownForTheGnome ComplimentDaisyChain FakeCoronationFloralCrown TeddyInAFlowerCrown',
    educational:
      'WildflowerIDFloralCrown DaisyChainStemSlit DaisyChainDaysEye MayDayFlowerCrownFact BeeFriendlyFloralCrown ForageRightFlowerCrown FlowerCrownColorTheory FloralCrownInLatinNames',
    cooking:
      'FlowerCrownCake FlowerCrownPizza FruitFlowerCrownPlatter DaisyChainCookies BraidedBreadFlowerCrown FloralCrownFocaccia IceRingFlowerCrown CheeseWreathFloralCrown',
    travel:
      'FlowerCrownMeadowTrip FlowerCrownParkHop MidsummerFlowerCrown FloralCrownBeachWalk CountrysideDaisyChain FlowerCrownPicnicSpot FarmersMarketFloralCrown FestivalDayFloralCrown',
    fashion:
      'FlowerCrownGRWM FakeVsRealFlowerCrown DaisyChainAnklet FloralCrownWithDenim BridalFlowerCrownDIY MatchYourFlowerCrown ShortHairFloralCrown SunhatWithFloralCrown',
    wellness:
      'FlowerCrownPicnic MindfulDaisyChain GratitudeFlowerCrown FlowerCrownForGrandma GroundingFloralCrown SunsetFlowerCrownJournal DriedFloralCrownKeepsake DaisyChainWithYourKid',
    speed:
      'FlowerCrownSpeedMake FastestDaisyChain LongestDaisyChainIn60 FlowerCrownTagTeam BlindfoldedFloralCrown FlowerCrownColorSort OneHandedDaisyChain FloralCrownRingToss',
    music:
      'FlowerCrownFolkSong SixtiesFlowerCrownCover UkuleleInAFlowerCrown DaisyChainHarmony MeadowChorusFloralCrown FlowerCrownLullaby PicnicPlaylistFloralCrown BirdsongDaisyChainDuet',
    tech: 'FlowerCrownARFilter DIYVsDigitalFlowerCrown PlantIDForFlowerCrown MacroDaisyChainPhoto AIDesignsAFlowerCrown DaisyChainSlowMo FloralCrownPalettePicker VideoCallFlowerCrownParty',
    pet: 'DaisyChainOutOfPawReach DogParkFlowerCrownDay CatIgnoresMyFlowerCrown FlowerCrownPicnicWithPup FlowerCrownFetchBreak GardenWalkiesDaisyChain KittySelfieFlowerCrown FloralCrownBackdropPetPic',
    gaming:
      'FlowerCrownInMyFarmSim LovesMeNotDaisyChain FlowerCrownScavengerHunt FloralCrownBingo FlowerCrownForTheWinner MemoryMatchFloralCrown GuessTheBloomFloralCrown CozyGameDaisyChain',
  },
  speaker: {
    dance:
      'SpeakerBassDropFreeze SpeakerPassDanceCircle BoomboxSpeakerShoulder BackyardSpeakerConga KitchenSpeakerShuffle TurnItUpSpeakerMoves OneSpeakerFlashMob DadTakesTheSpeaker',
    fitness:
      'SpeakerShuffleHIIT RepsToTheSpeakerBeat PlankForOneSpeakerSong SpeakerPushUpCount BackyardBootcampSpeaker SpeakerJumpRopeBPM ParkWorkoutSpeaker SpeakerCadenceWalk',
    funny:
      'SpeakerVolumeFails WrongSpeakerConnected SpeakerBatteryLowVoice DadVsWirelessSpeaker SpeakerInABowlBass MomsSpeakerPlaylist JellyOnTheSpeaker LibraryModeSpeaker',
    prank:
      'SpeakerLaughTrackDinner TalkingPlantSpeaker SpeakerDoorbellSound ApplauseSpeakerEntrance DramaticMusicSpeaker SpeakerUnderTheCouch SpeakerSurpriseSong MorningRoosterSpeaker',
    educational:
      'HowSpeakersWork CupSpeakerDIY SaltOnASpeaker HearingRangeSpeakerTest SpeakerMagnetScience BigSpeakerLowNotes StereoLeftRightSpeaker DecibelSpeakerSafety',
    cooking:
      'KitchenSpeakerCookAlong SpeakerShapedCake RecipeReadBySpeaker SpeakerTimerBakeOff SpeakerDanceBreakBaking DinnerPartySpeakerMix PicnicSpeakerSnacks ItalianNightSpeakerPasta',
    travel:
      'SpeakerCampingTrip RoadTripSpeakerDJ BeachBlanketSpeaker PicnicInTheParkSpeaker SpeakerEtiquetteOnTrails SpeakerInMySuitcase LocalRadioSpeakerTour BalconySpeakerSunset',
    fashion:
      'BoomboxSpeakerStreetStyle SpeakerMatchesMyOutfit RaveFitSpeakerLights DJSpeakerStageLook SpeakerStackBackdropPose GRWMWithTheSpeakerOn SpeakerGrilleNailArt FestivalSpeakerOOTD',
    wellness:
      'SpeakerSoundBath RainOnTheSpeakerNight SpeakerWhiteNoiseSleep OceanWavesSpeakerNap GuidedMeditationSpeaker SpeakerVolumeDownHour BirdsongOnTheSpeaker LoFiSpeakerStretch',
    speed:
      'SpeakerSetupRace SpeakerPairingSpeed SpeakerSongIn3Notes SpeakerHotPotato FindTheHiddenSpeaker SkipToTheDropSpeaker PackUpTheSpeakerFast VolumeGuessSpeaker',
    music:
      'SpeakerBassTest JamAlongWithTheSpeaker SpeakerVsLiveGuitar TinySpeakerHugeSound SpeakerLoopDuet SpeakerKaraokeNight BackingTrackSpeaker VinylThroughTheSpeaker',
    art: 'SpeakerPaintVibration SketchWhatTheSpeakerPlays CustomSpeakerStickers SpeakerSkinDesign SaltPatternSpeakerArt CardboardSpeakerSculpture SpeakerWaveformPrint BlindDrawToSpeakerBeats',
    pet: 'CalmMusicSpeakerForDog CatLullabySpeaker ParrotSingsWithSpeaker PupChoosesSpeakerSong PetCamSpeakerHello BirdsongSpeakerForKitten WagMeterSpeakerTest BunnyZenSpeakerMix',
    gaming:
      'SpeakerGamingSetup SpeakerSurroundSound MusicalChairsSpeaker SpeakerFreezeTag GuessTheSpeakerNoise SpeakerQuizBuzzers BossFightMusicSpeaker NameThatTuneSpeaker',
  },
  macaw: {
    dance:
      'MacawHeadBob DanceLikeAMacaw WingspanMacawSpin MacawSideStep RainbowMacawRibbons MacawMirrorMoves MacawSamba TropicalMacawConga',
    fitness:
      'MacawWingspanStretch FlapLikeAMacaw MacawPerchBalance MacawCrawl MacawColorCircuit SquatWhenTheMacawSquawks TropicalCardioMacaw ArmCirclesMacawWings',
    funny:
      'MacawTalksBack MacawCopiesMe MacawLaughsLikeDad WhoSaidThatMacaw DoYourBestMacawSquawk IfMyMacawCouldText GrumpyMacawMorning PhoneRingOrMacaw',
    prank:
      'MacawDoorbellMimic MacawAlarmClock FakeMacawOnTheShoulder PlushMacawInTheFridge MacawTeachesMomsName MacawBirthdaySong SecretMacawVoiceover ClosetFullOfMacawSounds',
    educational:
      'WhyMacawsAreColorful MacawsLive80Years MacawClayLickScience MacawBeakStrengthFacts MacawWingspanMeasure FourToesMacawFeet SaveTheWildMacaw IsEveryMacawAParrot',
    cooking:
      'MacawRainbowCake MacawColorSmoothie BirdSafeMacawChop MacawFeatherCookies TropicalFruitMacawPlatter MacawBirthdayMuffins ParrotBreadForMacaw WhatMyMacawEatsInADay',
    travel:
      'ZooMacawVisit BirdSanctuaryMacaw MacawTravelCarrierTest MacawSpottingBucketList PackingForMacawSitter TropicalAviaryMacaw MacawMuralHunt BotanicGardenMacaw',
    fashion:
      'MacawColorOutfit MacawMakeupLook TropicalShirtMacaw MacawFeatherEarrings MacawNailArt MatchingWithMyMacaw RainbowScarfMacaw BoldPrintMacawFit',
    wellness:
      'MacawCuddleTime MacawSunBath MacawMistShower QuietReadWithMacaw MacawEnrichmentToy MeditateWithMyMacaw HeadScratchMacaw GoodnightMacawCover',
    speed:
      'MacawPuzzleSpeed MacawRecallSprint MacawTargetTraining UnwrapTheTreatMacaw MacawWordsIn30 RingTossMacaw ShellGameMacaw NutCrackRaceWithMacaw',
    music:
      'MacawSingAlong MacawWhistleDuet MacawBeatbox MacawHeadBangsToRock WhatSongDoesMacawLike PianoForMyMacaw RemixMyMacawsSquawk LullabyToTheMacaw',
    art: 'MacawFeatherArt MacawWatercolor MacawPaperMosaic DrawAMacawInOneLine HandprintMacaw PaintMyMacawsPortrait OrigamiMacaw ClayMacawFigurine',
    tech: 'MacawVideoCallsBirds MacawSlowMoFlight MacawVocabularyLog TranslateMyMacaw PetCamMacawCheck MacawSoundboard SoundIDAppMacaw TouchscreenGameForMacaw',
    gaming:
      'MacawPuzzleToyGame CupsAndBallsMacaw MacawColorMatch BasketballMacaw MacawMemoryCards FetchWithMyMacaw HideAndSeekMacaw MacawTriviaNight',
  },
  'service dog': {
    dance:
      'ServiceDogGradDance VestOffServiceDogZoomies DanceathonForGuideDogs GuideDogPuppyRaiserParty HeelworkToMusicGuideDog AssistanceDogFlashMob RetiredGuideDogBoogie ServiceDogDayConga',
    fitness:
      'CharityWalkForGuideDogs ServiceDogLooseLeash ServiceDogStepCount OffDutyServiceDogFetch GuideDogPuppyRaiserJog FundraiserServiceDog5K HikeWithAnAssistanceDog HandlerYogaServiceDog',
    funny:
      'ServiceDogOffDuty WorkModeVsHomeGuideDog ServiceDogSideEye GuideDogDreamNarration AssistanceDogFetchFail NapUnderTheDeskServiceDog RetiredGuideDogLife TrainingBloopersGuideDog',
    prank:
      'ServiceDogSurpriseParty ThankYouGuideDogTrainer BirthdayBashForServiceDog GuideDogRaiserReunion ServiceDogDeliversTheNote PlushTwinOfGuideDog AssistanceDogSockDelivery ChalkMessageForGuideDog',
    educational:
      'ServiceDogEtiquette DontPetTheServiceDog WhenGuideDogsSayNo TherapyVsAssistanceDog GuideDogTrainingYears SignGuideDogInASL HearingAssistanceDogFact WhereServiceDogsCanGo',
    cooking:
      'ServiceDogBakeSale ServiceDogCookies PumpkinTreatsGuideDog GraduationCakeGuideDog AssistanceDogMealPrep LemonadeForGuideDogs SweetPotatoChewsGuideDog PupcakesForServiceDogDay',
    travel:
      'ServiceDogAirport GuideDogTrainRide PackingForAServiceDog HotelStayWithGuideDog ServiceDogCityTour AssistanceDogFirstFlight CafeHopWithGuideDog RoadTripWithServiceDog',
    fashion:
      'ServiceDogVestDesign HandlerMatchesGuideDog ServiceDogPatchCollection GuideDogHarnessCheck ReflectiveGearServiceDog OOTDWithMyGuideDog HotPavementBootsGuideDog AssistanceDogNameTag',
    wellness:
      'OffDutyCuddlesServiceDog ServiceDogRestDay GuideDogMassage ThankYourServiceDog AssistanceDogDeepPressure SayingGoodbyeToGuideDog CalmMorningWithServiceDog GroomingTimeGuideDog',
    speed:
      'ServiceDogTaskTimer ServiceDogRecallTest GuideDogHarnessOnFast AssistanceDogFetchKeys OpenTheDoorServiceDog LightsOffServiceDog FindTheExitGuideDog RetrievePhoneServiceDog',
    music:
      'ServiceDogThankYouSong GuideDogAnthem LullabyForAGuideDog ServiceDogGraduationMarch PianoWithMyServiceDog AssistanceDogRap HowlAlongGuideDog UkuleleForMyServiceDog',
    art: 'ServiceDogPortrait PawPrintGuideDogArt DesignAServiceDogPatch ThankYouCardForGuideDog ClayGuideDogFigure AssistanceDogComic WatercolorGuideDog TactileDrawingGuideDog',
    tech: 'GuideDogAndNavApp ServiceDogTrainingLog ScreenReaderDayGuideDog AssistanceDogSmartButton HarnessCamGuideDog ServiceDogSlowMoTask AIDescribesMyGuideDog VideoCallGuideDogRaiser',
    gaming:
      'ServiceDogTriviaGame GuideDogHideAndSeek AssistanceDogBingo TrueOrFalseGuideDog PuzzleToyServiceDog BrainTeasersForGuideDogs GuessTheTaskServiceDog ServiceDogCharades',
  },
};
