import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  apple: {
    dance:
      'AppleOnYourHeadDance AppleForeheadTango AppleOfMyEyeDuet BigAppleStrut PassTheAppleConga RottenAppleFreeze TwirlAndCatchApple AppleTreeSway',
    fitness:
      'AppleADayAbs AppleCoreWorkout AppleSpoonRelay PlankApplePass CurlABagOfApples TiptoeAppleReach LungeWithAppleOnHead AppleTossSitUps',
    funny:
      'SourAppleReactions AppleWithGooglyEyes LoudestAppleCrunch NoHandsAppleBite ApplePuppetShow WhoIsTheBadApple DontDropTheApple AppleTrickShot',
    prank:
      'MessageOnAnApple GooglyEyedApples AppleStickerAttack AppleForTheRemote SecretAppleADay AppleInEveryShoe GiftBoxJustAnApple PhotobombApple',
    educational:
      'WhyApplesBrown GuessTheApple AppleFloatTest FindTheAppleStar SproutAnAppleSeed AppleFractions AppleInFiveLanguages AppleMummyExperiment',
    travel:
      'PickYourOwnApples BigAppleInADay AppleFestivalHunt AppleStandRoadTrip AppleOrchardPicnic TasteTheLocalApple SpotAnAppleTree FarmersMarketApples',
    fashion:
      'ApplePickingFitCheck AppleRedHeadToToe AppleCheekBlush AppleStampedTee BigAppleStreetStyle DressLikeAnApple CandyAppleNails ColorMatchMyApple',
    wellness:
      'AppleADayHabit MindfulAppleBite ShareAnApple AppleSeedGratitude WarmAppleTeaBreak AppleReachStretch SwapSweetsForApples AppleSliceASMR',
    speed:
      'AppleStackBlitz NoseRollTheApple AppleSortSpeedrun AppleBasketIn30 SpoonAnAppleDash AppleHuntCountdown PassTheAppleRelay HowManyAppleCatches',
    music:
      'AppleCrunchBeat ApplesAndBananasCover RhymeWithApple BigAppleShowTune LoveSongToApplePie AppleJamDuet ShakeTheAppleSeeds AppleTreeLullaby',
    art: 'AppleStampArt AppleStillLife BlindContourApple OneLineApple AppleInFiveStyles WrongHandApple AppleShadowTrace PointillismApple',
    tech: 'AppleBatteryTest AppleTimeLapse SlowMoAppleDrop StopMotionApple MacroLensApple 3DScanAnApple AppleProductShot AppleEmojiIRL',
    pet: 'PetVsRollingApple ApplePickingWithMyDog PupsFirstAppleSlice AppleSnuffleHunt LeaveItAppleTrick WhoStoleMyApple AppleOrTennisBall HearsTheAppleCrunch',
    gaming:
      'SnakeGameAppleRun TicTacToeApples GoldenAppleHunt AppleTowerTopple AppleBowling AppleHotPotato AppleScaleGuess MiniGolfWithApples',
  },
  'carry on': {
    dance:
      'CarryOnCrewWalk TangoWithMyCarryOn MoonwalkMyCarryOn CarryOnHandleLimbo CarryOnWheelieSpin SeatedCarryOnGroove ShimmyMyCarryOnShut CarryOnConga',
    fitness:
      'CarryOnOverheadPress CarryOnLunges RowYourCarryOn DeadliftMyCarryOn JetLagCarryOnStretch CarryOnFarmersWalk SideBendCarryOn SquatToZipCarryOn',
    funny:
      'CarryOnZipperStruggle CarryOnWontFit WearAllYourLayers HonestCarryOnTour LetDadPackMyCarryOn POVYoureMyCarryOn EndlessScarfCarryOn MomsMagicCarryOn',
    prank:
      'CarryOnEmptySuitcase BalloonsInTheCarryOn TinyCarryOnSwap HiddenNotesCarryOn GooglyEyeCarryOn RubberChickenCarryOn GnomeInMyCarryOn RibbonCoveredCarryOn',
    educational:
      'CarryOnSizeQuiz RollVsFoldCarryOn MeasureYourCarryOn WeighYourCarryOn CarryOnFirstAid WhatFitsInACarryOn TravelBottlesCarryOn CarryOnTimeZoneMath',
    cooking:
      'CarryOnSnackBox CarryOnTrailMix CarryOnEnergyBites BentoForMyCarryOn SaladJarCarryOn PinwheelsInMyCarryOn OvernightOatsCarryOn CarryOnCheeseBoard',
    fashion:
      'CarryOnCapsuleWardrobe FivePiecesTenOutfits CarryOnAirportLook DayToNightCarryOn MatchMyCarryOn CarryOnGlowUp ScarfSixWaysCarryOn MonochromeCarryOn',
    wellness:
      'CarryOnSelfCareKit BoxBreathingCarryOn NapReadyCarryOn SheetMaskCarryOn ComfortItemCarryOn RefillBottleCarryOn JournalInMyCarryOn CarryOnGratitudeList',
    speed:
      'CarryOnPackIn5Minutes CarryOnSlalom PassportDigCarryOn CarryOnRelay SecurityTrayCarryOn ZipAndGoCarryOn CarryOnUnpackSpeedrun LastCallCarryOnDash',
    music:
      'CarryOnTravelUkulele SuitcaseDrumKit CarryOnZipperBeat CarryOnWheelRhythm SongForMyCarryOn CarryOnBoardingRemix PackingPlaylistCarryOn KazooInMyCarryOn',
    art: 'CarryOnSuitcaseStickers PaintMyCarryOn KnollingMyCarryOn CarryOnScrapbook DesignACarryOnTag CarryOnPostcards CarryOnDoodleMap ClayMiniCarryOn',
    tech: 'CarryOnCableOrganizer TrackerInMyCarryOn CarryOnTimeLapse CarryOnStopMotion MeasureAppCarryOn OneChargerCarryOn OfflineMapsCarryOn QRCodeCarryOnTag',
    pet: 'CatInTheCarryOn PetPacksTooChallenge DogGuardsMyCarryOn CarryOnPupTraining CarryOnReunion CarryOnSniffTest SadEyesAtMyCarryOn SouvenirToyCarryOn',
    gaming:
      'CarryOnBlockPuzzle GuessMyCarryOn ISpyInMyCarryOn CarryOnMemoryGame CarryOnScaleShowdown PackingBingoCarryOn CardTourneyCarryOn WhoseCarryOnIsIt',
  },
  jersey: {
    dance:
      'JerseyDanceOff JerseyNumberMoves JerseyGoalCelebration HalftimeShowJersey BackOfJerseyReveal StadiumWaveJersey JerseyTunnelWalkout WhistleFreezeJersey',
    fitness:
      'JerseyNumberReps JerseyKeepyUppy HalftimeHIITJersey JerseyShuttleRun JerseyAgilityLadder HomeCombineJersey 100WallPassesJersey GoalieReflexJersey',
    funny:
      'JerseyFromEveryEra WrongTeamJersey JerseyOverHeadFail DoesDadsOldJerseyFit RefJerseyAtDinner JerseyCelebrationFlop CommentateMyDayJersey GrandpaWasBlokecore',
    prank:
      'JerseyRivalSwap JerseyWrappedGift JerseyNumberBirthdayCake MatchingJerseyAmbush CheerSquadJerseyWelcome JerseyInTheFreezer TeddyWearsYourJersey GrandmaInBlokecore',
    educational:
      'WhyJerseysHaveNumbers WickingTestJersey SpotAFakeJersey GuessTheCountryJersey WashYourJerseyRight JerseyIsAnIsland ShopFoldYourJersey BottlesInAJersey',
    cooking:
      'JerseyColorCupcakes IceAJerseyCookie JerseyNumberPizza JerseyStripeParfait JerseySnackStadium PaintAJerseyOnToast FruitPlatterJersey TailgateChiliJersey',
    travel:
      'JerseyStadiumTour AwayGameRoadTrip OneJerseyPerCity VintageJerseyHunt JerseyLandmarkPhoto BlokecoreSightseeing JerseyParkKickabout SouvenirJerseyHaul',
    wellness:
      'StoryBehindMyJersey DonateAnOldJersey LuckyJerseyRitual DeclutterJerseyDrawer HandshakeJerseySwap GameDayNervesBreath RestDayInMyJersey JerseyQuiltMemories',
    speed:
      'JerseyQuickChange JerseyFoldRace InsideOutJerseyFlip JerseyNumberLineUp JerseyLayersIn60 PassTheJerseyRelay FastestBlokecoreFit NameThatJerseyBuzzer',
    music:
      'JerseyChantCover StadiumDrumJersey WalkOnSongJersey VikingClapJersey TeamAnthemJersey WhistleBeatJersey JerseyKaraokeNight CommentatorRapJersey',
    art: 'JerseyRedesign CustomJerseyPaint ShadowBoxJersey CrestDoodleJersey TieDyeJersey OrigamiJersey JerseyPixelArt BlokecoreFlatLay',
    tech: 'JerseyDesignApp JerseyGreenScreen PromptAJersey JerseyPhoneWallpaper JerseySpreadsheet VirtualJerseyTryOn MacroJerseyStitches StopMotionJersey',
    pet: 'PupNapsOnMyJersey OldJerseyTugToy DogDribbleDrillJersey ScentGameJersey CatClaimsTheJersey JerseyPetBed BlokecoreWalkies FetchMyJersey',
    gaming:
      'JerseyGuessTheTeam JerseyNumberBingo HigherLowerJersey JerseyCreatorMode BestJerseyBracket JerseyTradingCards FoosballInMyJersey PickAJerseyDraft',
  },
  ring: {
    dance:
      'RingHandDance TuttingWithRings TwirlToRevealTheRing VogueWithYourRings RingOnEveryBeat RingSwapDuet FreezeAndFlashRings RingFingerWiggle',
    fitness:
      'RingsOffLiftOn BearCrawlForRings RingFingerStretch OneKneeRingLunges SidePlankRingFlash TenRepsPerRing RingRelayHandoff RingBoxBalanceWalk',
    funny:
      'RingDropPanic CandyRingProposal MoodRingReadings DramaticRingReveal HandModelRingFail RingBoxPlotTwist TooManyRingsStruggle StuckRingSoapRescue',
    prank:
      'RingBoxCandyInside JumboRingReveal BananaWearsARing EndlessRingUnboxing PopUpCardRing FakeMoodRingReading OnionRingProposal GumWrapperRing',
    educational:
      'RingMetalQuiz MeasureYourRingSize WhyTheRingFinger MagnetRingTest MoodRingInIceWater RingHandByCountry ToothbrushRingClean CaratVsKaratRing',
    cooking:
      'RingBoxCake JewelRingCookies PineappleRingBling ChocoPretzelRings RingMoldGummies DiamondRingDonut CandyRingCupcakes GoldRingBundt',
    travel:
      'RingMarketHunt ARingFromEveryTrip RingHandLandmarks SilversmithRingClass SeaGlassRingFind SunsetRingShot PillboxForRings TraceMyRingsOrigin',
    wellness:
      'SpinnerRingCalm MoodRingCheckIn RingsOffHandMassage SelfPromiseRing GrandmasRingStory RingDishReset FriendshipRingSwap GratitudeRingTwist',
    speed:
      'RingStackRace RingTossBlitz RiceBowlRingDig RingSortSpeedrun OneHandedRingOn BlindfoldRingMatch FiveHiddenRingsDash PencilRingRelay',
    music:
      'RingTapBeat BalladOfMyRing RingAsAGuitarSlide MoodRingPlaylist KnuckleRingDrumroll FingerCymbalRings HereComesTheRing RingAndWaterGlasses',
    art: 'RingWireCraft OrigamiRing DesignADreamRing BeadRingStack PolymerClayRing ButtonRing DrawHandsWithRings RingFlatLayPhoto',
    tech: 'RingSizeApp RingMacroShot RingSparkleSlowMo LazySusanRingSpin VirtualRingTryOn StopMotionRingStack AIDreamRingDesign RingCommercialSpoof',
    pet: 'PawPrintRingDish RingSelfieWithPet HighFiveTrickRing ShowThePupMyRing RingBoxScentGame ChaseTheRingSparkle RingsOffForPetBath RingMatchesTheCollar',
    gaming:
      'RingTossGame WhoHasTheRing RingBoxClueHunt RealOrToyRing RingShuffleboard GuessTheRingPrice LongestRingSpin WouldYouRatherRing',
  },
  bronzer: {
    dance:
      'BronzerOnTheBeat BronzerChoreo BronzerSwipeAndSpin HairFlipBronzerReveal GoldenHourBronzerSway MirrorDuetBronzer TropicalBronzerShimmy SummerSambaBronzer',
    fitness:
      'BronzerSweatTest NaturalGlowVsBronzer FaceYogaVsBronzer MorningWalkBronzer SunSaluteBronzer OneArmPlankBronzer SquatAndSwipeBronzer DanceCardioBronzer',
    funny:
      'BronzerOverload DadDoesMyBronzer BronzerWithEyesClosed LightsOnBronzerReveal BronzerTutorialParody MomVsMeBronzer FullFaceOfBronzer BronzerNatureDoc',
    prank:
      'CocoaPowderBronzer ShowUpInFullBronzer NoteInTheBronzer GiantBronzerBrush PaintedAbsBronzer BronzerMirrorMustache BronzerComplimentCard SwapBronzerForBlush',
    educational:
      'BronzerVsContour WhereSunHitsFace CreamVsPowderBronzer BronzerUndertoneQuiz BronzerIsNotSPF DIYCocoaBronzer WhichBrushForBronzer TwoShadesDarkerBronzer',
    cooking:
      'BronzerPaletteCookies EdibleBronzerCompact MatchMyBronzerSmoothie BronzerShimmerCake BronzerStrokeEggWash CinnamonToastBronzer BronzerDustedTiramisu BrushCakePopsBronzer',
    travel:
      'BronzerBeachLook BronzerFlightTest BronzerVsHumidity PackOnlyBronzer GoldenHourBronzerPics BronzerFromAbroad LayoverBronzerGlowUp SkiGoggleBronzer',
    wellness:
      'BronzerSunSafeGlow SlowBronzerRitual BronzerAffirmations WashYourBronzerBrush SkinCareThenBronzer NoBronzerWeek FaceMassageBronzer BronzerSelfLoveNote',
    speed:
      'Bronzer60SecondGlow TagTeamBronzer BlindfoldBronzerDash BeatTheBeepBronzer BronzerGRWMSpeedrun FiveFacesOneBronzer BronzerAndOutTheDoor BronzerDuel',
    music:
      'BronzerBrushMicSing BronzerJingle BronzerCompactBeat MyBronzerPlaylist SerenadeMyBronzer BronzerRapBattle SwipeToTheBassBronzer DuetMyBronzerSong',
    art: 'PaintWithBronzer BronzerFaceChart BrokenBronzerRevamp BronzerShadedPortrait BronzerSwatchArt BronzerDesertScene SilhouetteInBronzer AbstractBronzerSmudge',
    tech: 'BronzerShadeMatchApp BronzerRingLightTest FilterVsRealBronzer TimeLapseMyBronzer SlowMoBronzerPuff MacroLensBronzer WebcamBronzerCheck AIRatesMyBronzer',
    pet: 'BronzerShadeOfMyDog CatJudgesMyBronzer PupPhotobombsBronzer PetProofMyBronzer BronzerWalkiesGlow LeaveItBronzerBrush SunsetPortraitBronzer FurInMyBronzer',
    gaming:
      'BronzerShadeGuess BronzerHigherOrLower ThisOrThatBronzer RollTheDiceBronzer DressUpGameBronzer AvatarBronzerMatch BronzerBingo BestBronzerBracket',
  },
  bridesmaid: {
    dance:
      'BridesmaidEntranceDance BridesmaidTwirlTest BridesmaidFlashMob MaidOfHonorShimmy HeelsOffBridesmaid CongaLineBridesmaids InSyncBridesmaids DipAndSpinBridesmaid',
    fitness:
      'BridesmaidBootCamp BridesmaidBouquetHold AisleLungesBridesmaid SquatTestBridesmaid BridesmaidsRunClub MaidOfHonorBagCarry DanceCardioBridesmaid PartnerPlankBridesmaids',
    funny:
      'BridesmaidSpeechFails MomsBridesmaidDress POVImTheBridesmaid RewearMyBridesmaidGown BridesmaidCryCount MaidOfHonorGuestTypes BouquetCatchBridesmaid PhotoPoseBridesmaids',
    prank:
      'BridesmaidDressFakeOut BridesmaidAskPlotTwist BridesmaidJobInterview MaidOfHonorContract VeggieBouquetBridesmaid DinoThemeBridesmaids TempTattooBridesmaids EndlessBoxBridesmaid',
    educational:
      'WhyBridesmaidsMatch MaidOfHonorJobQuiz BridesmaidToastFormula TieABridesmaidSash BridesmaidFlowerMeanings ColorWheelBridesmaid WorldBridesmaidQuiz BridesmaidBudgetMath',
    cooking:
      'BouquetCupcakes BridesmaidCakeTasting BridesmaidAskCookies MaidOfHonorMocktail BridesmaidTeaSandwiches SnackBoxForBridesmaids BrunchBoardBridesmaids PastelBridesmaidMacarons',
    travel:
      'BridesmaidRoadTrip BridesmaidDressInCarryOn BridesmaidCabinWeekend BridesmaidVenueScout AirportFitsBridesmaids SunsetBeachBridesmaids HometownTourBridesmaid PicnicSpotBridesmaids',
    wellness:
      'SheetMaskBridesmaids BridesmaidThankYouNotes AisleBreathBridesmaid BridesmaidWalkAndTalk MaidOfHonorCheckIn BridesmaidSleepPledge FootSoakBridesmaids HypeCircleBridesmaids',
    speed:
      'BridesmaidQuickChange BridesmaidBouquetRace BridesmaidSashSpeedrun ZipperChainBridesmaids HeightLineUpBridesmaids TwoMinuteBridesmaidGlam BridesmaidFavorBagBlitz TouchUpRelayBridesmaids',
    music:
      'BridesmaidToastSong BridesmaidAcapella BridesmaidKaraokeDuet BridesmaidKazooMarch HarmonyTestBridesmaids PlaylistForBridesmaids ChoirOfBridesmaids LipSyncBattleBridesmaids',
    art: 'BridesmaidBouquetCraft BridesmaidDressSketch BridesmaidFlowerPress MaidOfHonorScrapbook HandLetteringBridesmaid DaisyCrownBridesmaids WelcomeSignBridesmaid PlaceCardsBridesmaid',
    tech: 'BridesmaidSlideshow BridesmaidTimeLapse SelfTimerBridesmaids DressPollBridesmaids AIVsMeBridesmaidToast BridesmaidSlowMoWalk MaidOfHonorSpreadsheet FaceSwapBridesmaids',
    pet: 'PupBridesmaidProposal CatSitsOnBridesmaidDress BridesmaidPetPortrait LintRollerBridesmaid DogReactsBridesmaidGlam BridesmaidWalkiesBreak TreatBouquetBridesmaid ToastToKittyBridesmaid',
    gaming:
      'BridesmaidTrivia BridesmaidBingo BridesmaidShoeGame CharadesForBridesmaids WouldYouRatherBridesmaid TwoTruthsBridesmaid EmojiQuizBridesmaids ScavengerHuntBridesmaids',
  },
  'cowboy hat': {
    dance:
      'CowboyHatLineDance CowboyHatTwoStep TipYourCowboyHat CowboyHatRollOn CowboyHatYeehawDrop DosidoCowboyHat BootScootCowgirlHat PassTheCowboyHat',
    fitness:
      'LassoSpinCowboyHat GiddyUpCowboyHat HorseStanceCowboyHat CowgirlHatHoedownCardio CowboyHatTossLunges BarrelRaceCowboyHat RanchChoresCowboyHat CowboyHatSaddleSquats',
    funny:
      'CowboyHatOnEverything YeehawTransformation CowboyHatAtTheOffice TooBigCowboyHat DadsFirstCowboyHat CowboyHatMovieTrailer SaloonEntranceCowboyHat CowboyHatHairReveal',
    prank:
      'EveryoneInCowboyHats TinyCowboyHatsOnFruit CowboyHatPhotobomb YeehawAlarmCowboyHat RobotVacuumCowboyHat CapSwapCowboyHat VideoCallCowboyHat WantedPosterCowboyHat',
    educational:
      'WhyCowboyHatsHaveBrims CowboyHatCreaseQuiz MeasureForACowboyHat CowboyHatOrSombrero CowboyHatEtiquette TenGallonCowboyHatMyth CowboyHatStrawVsFelt SunShadeTestCowboyHat',
    cooking:
      'CowboyHatCake CowboyHatPancakes CowboyHatPizza DecorateACowboyHatCookie CornbreadCowboyHat ChuckwagonChiliCowboyHat ChocolateCowboyHatTreats CowgirlHatCharcuterie',
    travel:
      'CowboyHatRodeoTrip CowboyHatRanchStay CowboyHatTrailWalk CowboyHatSouvenirHunt WildWestTownCowboyHat CountryFairCowboyHat HorsebackRideCowboyHat PackingACowboyHat',
    wellness:
      'CowboyHatSlowSunset CowboyHatStargazing CowboyHatOverEyesNap SunSafeCowboyHat PorchSwingCowboyHat OffGridCowboyHat CowboyHatMeadowWalk MorningStretchCowboyHat',
    speed:
      'CowboyHatTossRace CowboyHatFlipsIn30 LassoTheChairCowboyHat CowboyHatBarrelDash NoHandsCowboyHatPass CowboyHatQuickChange StickHorseCowboyHat GoldRushCowboyHatHunt',
    music:
      'CowboyHatCountryCover YeehawRemix CowboyHatYodel CowboyHatSpoonsSolo CowboyHatBrimBeat BootStompCowboyHat TwangItUpCowboyHat TrailSongCowboyHat',
    art: 'CowboyHatBandCraft CowboyHatFlowerCrown PaperPlateCowboyHat RhinestoneCowboyHat SketchMeInACowboyHat WatercolorCowboyHat CowboyHatPatchBar DesertSunsetCowboyHat',
    tech: 'CowboyHatLEDBand CowboyHatGreenScreen FilterVsRealCowboyHat CowboyHatSlowMoToss CowboyHatStopMotion AIPutsMeInACowboyHat OldWestPhotoCowboyHat MeasureAppCowboyHat',
    pet: 'CowboyHatToyBox CowboyHatHorseGrooming KittyNapsInCowboyHat DrawMyPetInACowboyHat HerdingPupCowboyHat YeehawRecallCowboyHat CowboyHatTreatHunt CowboyHatSelfieWithDog',
    gaming:
      'CowboyHatRingToss CowboyHatShellGame MusicalCowboyHats CowboyHatWhosTheOutlaw CowboyHatCharades WildWestTriviaCowboyHat WesternBingoCowboyHat StaringStandoffCowboyHat',
  },
  bonnet: {
    dance:
      'BonnetBedtimeBoogie BonnetOffHairFlip PajamaPartyBonnet BonnetSleepwalker SatinBonnetSlowJam KitchenDanceInMyBonnet MatchingBonnetsDuet ShimmyInTheBonnet',
    fitness:
      'BonnetMorningStretch BonnetStayOnTest BedsideAbsBonnet BonnetBedYoga WashDayArmsBonnet JumpRopeInABonnet SatinBonnetPlank SleepyHeadSquatsBonnet',
    funny:
      'BonnetFellOffOvernight AnswerDoorInBonnet DadTriesABonnet BonnetOverMyEyes ForgotTheBonnetOn SiblingStoleMyBonnet BonnetRunwayWalk OversizedBonnetPuffs',
    prank:
      'BonnetHiddenNote TeddyInABonnet BonnetShowerCapSwap GiantBonnetGift DadInYourBonnet WholeFamilyBonnetAmbush BonnetWakeUpSerenade BonnetFrameSwap',
    educational:
      'WhySatinBonnetsWork CottonPillowVsBonnet BonnetFrizzExperiment RealSilkBonnetCheck TieYourBonnetTight WashYourBonnetRight HairTypeQuizBonnet SewYourOwnBonnet',
    cooking:
      'BonnetBreakfastInBed BonnetMidnightSnack WashDayFuelBonnet BonnetMealPrepSunday BananaBreadInABonnet GrandmasRecipeInBonnet SatinBonnetCupcakes SlowCookerBonnet',
    travel:
      'BonnetOnThePlane HotelPillowVsBonnet BonnetRoadTripNap PackTheBonnetFirst BonnetInATent BonnetSleepoverBag SleeperTrainBonnet HostelBunkBonnet',
    wellness:
      'SatinBonnetWindDown BonnetOnPhoneOff BonnetScalpMassage BonnetByTen AffirmationsInMyBonnet TeaThenBonnet SundayResetBonnet JournalInMyBonnet',
    speed:
      'BonnetSpeedWrap BonnetOnInTheDark BonnetPassRelay BonnetHuntSpeedrun BlindfoldedBonnetTuck BraidCountdownBonnet TenSecondBonnet LastOneInABonnet',
    music:
      'SatinBonnetLullaby HairbrushMicBonnet BonnetHarmonyDuet PillowDrumBonnet WashDayPlaylistBonnet OdeToMyBonnet BonnetKaraokeNight BonnetGoodnightSong',
    art: 'BonnetFabricPaint SewABonnetFromScarf EmbroiderMyBonnet SelfPortraitInBonnet BonnetPatchwork CrochetABonnet BonnetMoodBoard BonnetFashionSketch',
    tech: 'BonnetSleepTracker BonnetTimeLapse BonnetStopMotion BonnetHeadphoneFit AIDesignsMyBonnet HairLogBonnetSelfies PhoneDownBonnetOn WhiteNoiseBonnet',
    pet: 'FurFreeBonnetHack BonnetCatSteal BonnetBedtimePupTuckIn KittyKneadsMyBonnet BonnetMorningWalkies BonnetHideAndSeek DogWakesMeBonnet CuddlePileBonnet',
    gaming:
      'GuessWhoseBonnet BonnetPillowFortGames SleepoverCardsBonnet BonnetTriviaNight BonnetAvatarMatch MidnightSpeedrunBonnet BonnetBingo CoopQuestInMyBonnet',
  },
  'varsity jacket': {
    dance:
      'VarsityJacketCheerMoves PepRallyVarsityJacket VarsityJacketSpinOff SockHopVarsityJacket VarsityJacketTwist StompClapVarsityJacket LettermanJacketSlowDance HandJiveVarsityJacket',
    fitness:
      'VarsityJacketLetterEarned TwoADayVarsityJacket PacerTestVarsityJacket WarmUpLapVarsityJacket VarsityJacketPlankOff HurdleDrillsVarsityJacket TeamStretchVarsityJacket AlumniGameVarsityJacket',
    funny:
      'VarsityJacketDadStories StillFitsVarsityJacket TeenMovieVarsityJacket WearMyVarsityJacket ChessClubVarsityJacket POVCoolKidVarsityJacket VarsityJacketReunion VarsityJacketYearbook',
    prank:
      'FunnyPinVarsityJacket DressAsDadVarsityJacket VarsityJacketPocketNote NanaStealsVarsityJacket RubberDuckVarsityJacket TwinningVarsityJacket VarsityJacketPhotobomb VarsityJacketGiftBox',
    educational:
      'VarsityJacketPatchQuiz CleanAVarsityJacket SewOnALetterVarsityJacket VarsityJacketTrueOrFalse VarsityJacketSleeveCode HowOldIsMyVarsityJacket ColorTheoryVarsityJacket LettermanJacketLingo',
    cooking:
      'VarsityJacketCookies SchoolColorsCupcakes BakeSaleVarsityJacket VarsityJacketPizzaParty VarsityJacketMilkshake VarsityJacketSheetCake PregameMealVarsityJacket SnackBarVarsityJacket',
    travel:
      'VarsityJacketCampusTour AwayGameVarsityJacket HometownVarsityJacket VarsityJacketThriftTrip VarsityJacketCityBreak VarsityJacketFallFoliage StadiumVisitVarsityJacket DinerStopVarsityJacket',
    wellness:
      'VarsityJacketThankYou PatchStoriesVarsityJacket PassDownVarsityJacket DonateAVarsityJacket CozyVarsityJacketWalk SeniorNightVarsityJacket TeammateCallVarsityJacket VarsityJacketJournal',
    speed:
      'VarsityJacketQuickChange SnapUpVarsityJacket VarsityJacketRelay BeatTheBellVarsityJacket BuzzerBeaterVarsityJacket PictureDayVarsityJacket VarsityJacketIn5 BlindfoldVarsityJacket',
    music:
      'VarsityJacketFightSong MarchingBandCover VarsityJacketDooWop VarsityJacketSnapBeat CheerChantVarsityJacket JukeboxVarsityJacket VarsityJacketPromBallad AirGuitarVarsityJacket',
    art: 'VarsityJacketPatchDesign PaperDollVarsityJacket FeltLetterVarsityJacket HandPaintedVarsityJacket VarsityJacketEmbroidery VarsityJacketPortrait ComicPanelVarsityJacket VarsityJacketMoodBoard',
    tech: 'AIVarsityJacketPrompt VarsityJacketGreenScreen VarsityJacketSlowMoFlip ThenAndNowVarsityJacket VarsityJacketPhotoRestore VarsityJacketDesignApp StopMotionVarsityJacket VirtualTryOnVarsityJacket',
    pet: 'PupNapsOnVarsityJacket VarsityJacketPawPrint DogFetchesVarsityJacket PetPatchVarsityJacket FurCoveredVarsityJacket CuddlesInVarsityJacket VarsityJacketTreatPocket LettermanJacketSelfie',
    gaming:
      'WhatSportVarsityJacket VarsityJacketTrivia VarsityJacketAvatar RetroArcadeVarsityJacket VarsityJacketDodgeball VarsityJacketMVPVote DraftDayVarsityJacket BingoVarsityJacket',
  },
  'lip liner': {
    dance:
      'OverlineToTheBeat LipLinerBassDrop NinetiesLipLinerGroove BlowAKissLipLiner LipLinerShoulderShimmy LipLinerSlowMoPout LipLinerRunwayStrut MirrorMovesLipLiner',
    fitness:
      'LipLinerSweatTest JumpingJacksLipLiner TreePoseLipLiner RunClubLipLiner SpinClassLipLiner WaterBottleLipLiner PlankThenLipLiner LipLinerPowerWalk',
    funny:
      'LipLinerOverlineFail BlindfoldedLipLiner LipLinerWithMittens LipLinerWrongHand LipLinerAsEyebrows DontLaughLipLiner GrandmaRatesLipLiner SportsCommentaryLipLiner',
    prank:
      'LipLinerColorSwap LipLinerMirrorMessage JumboPencilLipLiner MismatchedCapsLipLiner SmileyEggsLipLiner BananaNoteLipLiner KissPrintsLipPencil CrayonBoxLipLiner',
    educational:
      'LipLinerCupidsBow FeatheringTestLipLiner ShadeMatchLipLiner SharpenLipLinerRight LipLinerByDecade LipLinerColorTheory LipPencilVsCrayon FullerLookLipLiner',
    cooking:
      'LipShapeCookies LipLinerIcingOutline ShadeNameRecipeLipLiner LipLinerPretzelRods MakeupCakeLipLiner LipLinerPinkLemonade LipLinerBerryParfait RedVelvetLipLiner',
    travel:
      'LipLinerAllDayTest LipLinerLongHaul OnlyLipLinerTrip LipLinerPostcardKiss HeatWaveLipLiner SouvenirLipLiner AirplaneMirrorLipLiner LipLinerPackingHack',
    wellness:
      'ScrubThenLipLiner BoldLipLinerDay SlowMorningLipLiner LipLinerShadeForMyMood KindNoteLipLiner SteadyBreathLipLiner LipLinerDeclutter WaterFirstLipLiner',
    speed:
      'LipLiner10Seconds BlindfoldLipRace LipLinerRelay CapMatchLipLiner SortByShadeLipLiner LipLinerOneTake ToastPopsLipLiner CommercialBreakLipLiner',
    music:
      'LipLinerToTheBeat NinetiesRnBLipLiner LipLinerPowerBallad LipLinerShadeNameSong LipLinerHighNote GirlGroupHarmonyLipLiner KaraokeNightLipLiner DuetInMatchingLipLiner',
    art: 'LipLinerPortrait LipLinerCalligraphy LipLinerShadeOmbre LipLinerFlowerDoodle KissPrintCollageLipLiner StillLifeInLipLiner PopArtLipLiner ZentangleLipLiner',
    tech: 'LipLinerTryOnApp LipLinerFilterVsReal LipPencilMacroShot AIPicksMyLipLiner LipLinerVideoCallTest SelfieCamLipLiner TutorialEditLipLiner SplitScreenLipLiner',
    pet: 'LipLinerPetReaction LipLinerDoodleOfMyCat LipLinerNamedAfterDog VanityOffLimitsLipLiner KittyWatchesLipLiner PuppyPlaydateLipLiner CuddleBreakLipLiner LeaveItLipLiner',
    gaming:
      'LipLinerShadeGuess LipLinerBlindMatch LipLinerTicTacToe LipLinerHangman SketchDuelLipLiner ConnectDotsLipLiner ThisOrThatLipLiner WouldYouWearItLipLiner',
  },
  'pots and pans': {
    dance:
      'PotsAndPansParade KitchenDrumDanceOff FreezeFramePotsAndPans LidCymbalPotsAndPans PotsAndPansHokeyPokey PotsAndPansDrumCircle SpoonShufflePotsAndPans CongaLinePotsAndPans',
    fitness:
      'PotsAndPansDrumCardio ArmBurnPotsAndPans StarJumpClashPotsAndPans PotsAndPansHIIT PotsAndPansMarchInPlace SquatThenBangPotsAndPans PlankTapPotsAndPans CrunchClangPotsAndPans',
    funny:
      'PotsAndPansCrashFail CupboardPuzzlePotsAndPans WhichLidFitsPotsAndPans ToddlerConcertPotsAndPans PotsAndPansOneManBand DramaticChefPotsAndPans PotsAndPansHelmetKnight KitchenDrumSoloEncore',
    prank:
      'PotsAndPansSurpriseBand PotsAndPansBalloonSwap TinyToyPotsAndPans PotsAndPansSerenade WrongLidsPotsAndPans TreatsUnderPotsAndPans BowTiedPotsAndPans KitchenDrumFlashMob',
    educational:
      'WhyBigPotsSoundLower PotsAndPansMaterialQuiz DoReMiPotsAndPans WaterPitchPotsAndPans DecibelMeterPotsAndPans TimeSignaturesPotsAndPans RiceDancePotsAndPans MuffleTestPotsAndPans',
    cooking:
      'PotsAndPansCookOff GrandmasPotsAndPans FewestPotsAndPansMeal StirToTheBeatPotsAndPans PotsAndPansPastaNight PotsAndPansMiseEnPlace PotsAndPansFamilyRecipe CleanAsYouGoPotsAndPans',
    travel:
      'PotsAndPansNestedKit FleaMarketPotsAndPans CabinKitchenPotsAndPans PotsAndPansPicnicPack HostelDinnerPotsAndPans PotsAndPansCookingClass CampStovePotsAndPans KitchenDrumBeachBand',
    fashion:
      'PotsAndPansChefFit PotsAndPansArmor PotsAndPansRunway CopperPotsAndPansPalette MiniPotsAndPansEarrings PotsAndPansCottagecore GrandmaChicPotsAndPans RockstarKitchenDrum',
    wellness:
      'PotsAndPansStressRelief PotsAndPansMindfulWashUp PotsAndPansSoundBath DeclutterPotsAndPans PotsAndPansGratitudeBeat SoupForAFriendPotsAndPans LaughterBreakPotsAndPans SlowTapBreathPotsAndPans',
    speed:
      'PotsAndPansStackRace MatchTheLidsPotsAndPans PutAwayPotsAndPansBlitz PotsAndPansBucketBrigade TempoClimbKitchenDrum DrumrollIn10PotsAndPans WashUpSprintPotsAndPans EchoRhythmPotsAndPans',
    art: 'PotsAndPansStillLife LidStampPotsAndPans PotsAndPansShadowArt FlatLayPotsAndPans WarpedSelfiePotsAndPans CharcoalSketchPotsAndPans PotsAndPansCollage KitchenDrumGigPoster',
    tech: 'PotsAndPansLooper KitchenDrumSampler DecibelAppPotsAndPans PotsAndPansSlowMoLid SpectrogramPotsAndPans PotsAndPansMultitrack GuitarTunerPotsAndPans AutotuneMyPotsAndPans',
    pet: 'PotsAndPansCatHideout PotsAndPansTreatSearch PawsOffPotsAndPans SitStayPotsAndPans PupMealPrepPotsAndPans WhisperDrumPotsAndPans PupsiclesPotsAndPans PotsAndPansPetBowlWash',
    gaming:
      'PotsAndPansRhythmGame PotsAndPansSimonSays KitchenDrumBattle MusicalChairsPotsAndPans MemoryMatchPotsAndPans QuizBuzzersPotsAndPans BlindfoldPotsAndPansGuess PotsAndPansBeatBingo',
  },
  'egg carton': {
    dance:
      'EggCartonRobotDance EggCartonTapShoes EggCartonCrownStrut DragonParadeEggCarton EggCartonMaracaMambo CaterpillarCongaEggCarton FingerPuppetBopEggCarton MonsterMashEggCarton',
    fitness:
      'EggCartonAgilityCourse EggCartonSquatToss PlankFillEggCarton HighKneesEggCarton RussianTwistEggCarton LungeAndPlaceEggCarton EggCartonBalanceWalk BearCrawlEggCarton',
    funny:
      'EggCartonMonsters EggCartonHatParade CartonCaterpillarSkit EggCartonChomper EggCartonAlienInvasion AwardsShowEggCarton SillyGogglesEggCarton DramaticUnboxingEggCarton',
    prank:
      'EggCartonCandyFill PingPongEggCarton EggCartonFaces LemonsInTheEggCarton DinoHatchEggCarton PaintedRocksEggCarton EggCartonFortuneNotes SocksInTheEggCarton',
    educational:
      'EggCartonMath WhyEggCartonsAreShaped EggCartonSpelling EggCartonStrengthTest EggCartonColorMixing SeedSproutEggCarton DoesEggCartonCompost GeologyRocksEggCarton',
    cooking:
      'EggCartonSnackTray EggCartonSeedlingHerbs MiseEnPlaceEggCarton EggCartonTruffles IcingPaletteEggCarton SprinkleStationEggCarton EggCartonBreakfastBar DipFlightEggCarton',
    travel:
      'EggCartonRockCollection BeachShellSorter TwelveSouvenirsEggCarton EggCartonJewelryTravel EggCartonNatureHunt RoadTripBingoEggCarton EggCartonPicnicSnacks PackingHackEggCarton',
    fashion:
      'EggCartonCrown FlowerCartonJewelry EggCartonCouture TrashionShowEggCarton EggCartonBowTie EggCartonShoulderPads ButterflyWingsEggCarton PunkSpikesEggCarton',
    wellness:
      'EggCartonSeedStarter GratitudeEggCups EggCartonMoodTracker EggCartonKindnessNotes EggCartonSelfCareDozen MindfulPaintingEggCarton BirdFeederEggCarton SucculentNurseryEggCarton',
    speed:
      'EggCartonTossRace TwelveCupSpeedFill ChopsticksEggCarton EggCartonColorSort EggCartonStackTower CottonBallBlowEggCarton EggCartonCoinFlick SpoonRelayEggCarton',
    music:
      'EggCartonShakers EggCartonDrum EggCartonGuiro EggCartonCastanets RubberBandGuitarEggCarton ParadeBeatEggCarton FoleySoundsEggCarton ScrapeAndTapEggCarton',
    tech: 'EggCartonStopMotionSet EggCartonCableOrganizer CartonRobotBuild EggCartonPhoneStand EggCartonCodingGrid SpeakerHornEggCarton BinaryCodeEggCarton SproutTimeLapseEggCarton',
    pet: 'EggCartonCatToy EggCartonTreatPuzzle HamsterHideoutEggCarton BunnyForageEggCarton EggCartonKittyFort GuineaPigMazeEggCarton DogBrainGameEggCarton BirdSeedHuntEggCarton',
    gaming:
      'EggCartonMancala EggCartonTicTacToe PingPongTossEggCarton EggCartonMemoryMatch HideTheMarbleEggCarton FourInARowEggCarton PegJumpPuzzleEggCarton CheckersEggCarton',
  },
  'rotary phone': {
    dance:
      'RotaryPhoneDialSpin RetroCordTwirl HoldMusicRotaryPhone AnswerAndFreezeLandline RotaryPhoneLimbo BusySignalRotaryPhone RotaryPhoneSwingDance FiftiesTwistLandline',
    fitness:
      'RotaryPhoneRingSprint DialARepRotaryPhone CordReachLungesLandline OnHoldSquatsLandline RotaryPhoneArmCircles HandsetCurlsRotaryPhone LandlineCalfRaises BusySignalBurpeesLandline',
    funny:
      'RotaryPhoneKidsReact HowDoIDialThis GrandpaTeachesRotaryPhone TextingOnARotaryPhone RotaryPhoneSelfieAttempt RotaryPhoneCordTangle DramaticHangUpLandline MomVoiceLandline',
    prank:
      'RotaryPhoneRingtone ItsForYouLandline ChargerSwapRotaryPhone RetroVoicemailLandline HiddenSpeakerRotaryPhone UpgradeGiftRotaryPhone TimeTravelerLandline TinCanLandline',
    educational:
      'WhyPhonesHadDials CountTheClicksRotaryPhone RotaryPhoneVsSmartphone TinCanLandlineScience RotaryPhoneLetterCode GuessTheYearRotaryPhone MemorizeNumbersLandline ToneFrequencyLandline',
    cooking:
      'RotaryPhoneCake RetroDinerMilkshake GrandmasRecipeByLandline RotaryPhonePizza LandlineJelloMold RotaryPhoneTVDinner CookWhileOnHoldLandline PartyLinePotluckLandline',
    travel:
      'RotaryPhoneMuseum RotaryPhoneBoothHunt RetroDinerRoadTrip LandlineAtTheCabin AntiqueShopRotaryPhone VintageMotelRotaryPhone LandlineOnlyVacation PaperMapsLandline',
    fashion:
      'RotaryPhoneEarrings PolkaDotDressLandline SeventiesFitLandline CordCurlsRotaryPhone RotaryPhoneColorMatch NinetiesTeenLandline RotaryPhoneVintageHaul RotaryPhoneCatEyeLook',
    wellness:
      'RotaryPhoneDigitalDetox CallGrandmaOnLandline SayThanksLandline MindfulDialRotaryPhone LongChatLandline BedsideSwapRotaryPhone AddressBookLandline LandlineQuietHour',
    speed:
      'RotaryPhoneDialRace ThirdRingLandline CordUntangleRotaryPhone RotaryPhoneVsTexting HandsetRelayLandline LandlineNumberRecall OneMinuteCallLandline DirectoryDashLandline',
    music:
      'RotaryPhoneRingRemix RotaryPhoneDialBeat OnHoldJazzLandline LandlineSerenade CallAndResponseLandline VoicemailJingleLandline SixtiesGirlGroupLandline RotaryPhoneBallad',
    art: 'RotaryPhoneStillLife PopArtRotaryPhone CordDoodleRotaryPhone VintageAdRotaryPhone RotaryPhoneInkSketch RotaryPhoneMosaic RotaryPhoneCollage DioramaLandline',
    pet: 'RotaryPhoneCatBat KittyNapsByRotaryPhone PupAnswersLandline RotaryPhonePetPortrait DogWaitsByLandline ParrotMimicsRotaryPhone SitWhenItRingsLandline PurringOnTheLandline',
    gaming:
      'RotaryPhoneTelephoneGame RotaryPhoneTrivia DialAJokeRotaryPhone RiddleHotlineLandline GuessTheRingtoneLandline EscapeRoomRotaryPhone RotaryPhone20Questions LandlineCharades',
  },
  'floppy disk': {
    dance:
      'FloppyRobotDance InsertEjectFloppyDisk EightBitGrooveFloppyDisk LoadingBarFloppyDisk FloppyDiskVogue RetroRaveFloppyDisk DialUpShuffleFloppy FloppyDiskMoonwalk',
    fitness:
      'LoadingScreenPlankFloppy 144RepsFloppyDisk BootUpStretchFloppy DeskBreakFloppyDisk SaveYourSpineFloppy RebootBurpeesFloppy EjectJumpsFloppyDisk ErrorSitUpsFloppy',
    funny:
      'FloppyDiskKidsReact SaveIconRealLife FloppyDiskAsACoaster DadExplainsFloppyDisk FloppyDiskUnboxing WheresTheSlotFloppyDisk FloppyDiskInterview GrandpasFloppyStash',
    prank:
      'FloppyDiskSecretMessage FloppyDiskDeskSwap SendItOnAFloppyDisk BackedUpOnFloppy FloppyCoastersEverywhere FloppyDiskWallpaper FakeFloppySlotSticker MixtapeOnAFloppy',
    educational:
      'FloppyDiskStorageMath WhySaveIconIsDisk InsideAFloppyDisk FloppyDiskMagnetTest FloppyDiskSizeQuiz BitsAndBytesFloppy WriteProtectTabFloppy FloppyDiskVsCloud',
    cooking:
      'FloppyDiskCookies SaveIconSandwich FloppyDiskToastArt GrahamCrackerFloppyDisk PixelPizzaFloppy RetroBentoFloppyDisk FloppyDiskCake LanPartySnacksFloppy',
    travel:
      'FloppyDiskMuseum FloppyDiskThriftHunt FloppyDiskArcadeVisit NinetiesRoadTripFloppy LibraryTourFloppyDisk FloppyDiskPostcard GarageSaleFloppyDisk RetroConventionFloppy',
    fashion:
      'FloppyDiskBag FloppyDiskEarrings FloppyDiskBelt FloppyDiskColorPalette NinetiesOfficeFitFloppy CyberpunkFloppy Y2KLookFloppyDisk BroochFromAFloppy',
    wellness:
      'SaveAMemoryJournal DeclutterToAFloppy RebootYourDayFloppy LogOffEarlyFloppy NinetiesUnplugFloppy FloppyDiskTimeCapsule CtrlAltBreatheFloppy ShutDownRitualFloppy',
    speed:
      'FloppyDiskSortRace FloppyDiskLabelDash FloppyDiskDominoes TypingTestFloppy FloppyTowerIn60 BeatTheLoadingBarFloppy RetroRelayFloppy FileItFastFloppy',
    music:
      'ChiptuneCoverFloppy DialUpSoundRemixFloppy BootChimeAcapellaFloppy NinetiesMixtapeFloppy FloppyDiskLoveSong ErrorBeepBeatFloppy FloppyDiskDriveMusic ShutterClickRhythmFloppy',
    art: 'FloppyDiskMosaic FloppyDiskNotebookCraft PixelArtFloppyDisk FloppyDiskLabelDoodle PhotoFrameFromFloppies VaporwaveFloppyDisk FloppyWallClock RetroPosterFloppyDisk',
    pet: 'FloppyDiskPetReaction PupPhotoBackupFloppy HowManyCatPicsFloppy EightBitKittyFloppy ScreensaverDogFloppy FurBabyArchiveFloppy FloppyDiskDeskBuddy TreatJarFloppyDisk',
    gaming:
      'SharewareNightFloppy DOSGameSpeedrunFloppy FloppyDiskMemoryMatch FloppyDiskTrivia GuessTheBootSoundFloppy FloppyDiskLANParty BeatDadsHighScoreFloppy TextAdventureFloppy',
  },
  fish: {
    dance:
      'SwimLikeAFishGroove FishOutOfWaterFlop FishTailShimmy SchoolOfFishSync ReelInTheFishMove FishFaceFreeze FishFinFlutter DeepSeaFishGlide',
    fitness:
      'FishTankBucketCarry FishFlutterKicks DrylandFishStrokes FishLapSquats FishTailSupermans FlopLikeAFishBurpees SharkAndFishTag SchoolOfFishRelay',
    funny:
      'FishTankSoapOpera NameMyFishBadly FiveSecondFishMemory FishStaringContest FishJudgesMyOutfit FishFaceImpressions DadTalksToTheFish OutOfWaterFishSkit',
    prank:
      'FishTankToyDiver NewFishWhoDis RubberFishInTheTub FishMustacheDecal FishNamedAfterSis FishSendsAPostcard TalkingFishPrank GummyFishLunchSurprise',
    educational:
      'HowFishBreathe WhyFishSchool FishScaleTreeRings DoFishSleep FishMemoryMyth NitrogenCycleFish IsItAFishQuiz FishFinNames',
    cooking:
      'FishShapedCookies FishTankJellyCake OvenFishAndChips GlowUpMyFishSticks CrispyFishTacos FishFingerSandwich LemonGarlicFish ParchmentFishPacket',
    travel:
      'FishAquariumVisit FishMarketTour KoiPondFishWalk SeeAFishHatchery TryTheLocalFish FishAndChipsByTheSea PetStoreFishTrip FossilFishHunt',
    fashion:
      'FishColorMatchFit FishScaleNails ButtonUpFishPrint BettaFishGlam FishBucketHat CableKnitFisherman FishCharmNecklace TinnedFishStyle',
    wellness:
      'FishTankMeditation FishFeedingRitual BreatheWithYourFish FishMoodJournal BubbleFishASMR SundayFishCare WaterChangeFishCalm BrainFoodFishBowl',
    speed:
      'FishTankSpeedSetup MagnetFishRace FlappyPaperFish GoFishLightningRound FishFactsBuzzer OrigamiFishIn60 TenFishNamesBlitz FishShapeTangramDash',
    music:
      'FishTankBubbleBeat SingToYourFish FishPunRap SeaShantyFisherman FishFaceWarmUp BalladForMyFish KaraokeForMyFish CountingFishSong',
    art: 'FishPortraitSketch AquariumPhotoShoot GyotakuFishPrint PaperPlateFish FishScaleWatercolor ClayFishSculpt OrigamiKoiFish StainedGlassFish',
    tech: 'FishTankSmartLight FishCamLiveStream FishIDAppTest SlowMoFishSwim AutoFishFeeder FishGrowthPhotoLog ShootThroughGlassFish AIGuessesMyFish',
    gaming:
      'FishTankSimBuild AquariumTycoonRun GoFishTournament FishBowlPartyGame MagnetFishDerby FishTriviaNight BeanbagFishToss FishingSpotSpeedrun',
  },
  chick: {
    dance:
      'FlapLikeAChick ChickStrutStep ChickHatchDrop EasterChickHop ChickPeckAndGroove SpringChickSway BabyChickShimmy TinyChickTwist',
    fitness:
      'ChickFlapArmCircles ChickHatchJumps ChickPeckCrunches ChickWaddleSquats CoopChoresChick FluffShakeChick EggToChickStretch FeedBucketCarryChick',
    funny:
      'ChickFirstSteps ChickTinyZoomies ChickVsMirror ChickPeepTranslator SleepyChickNod DramaticChickNarration WhoLetTheChickOut ChorusOfChicks',
    prank:
      'ChickPeepRingtone PlushChickEverywhere ChickDoodleEggSurprise ChickPhotobomb ChickFootprintTrail MysterySoundChick SecretChickSelfies ToyChickInTheShoe',
    educational:
      'HowChicksHatch EggCandlingChick TwentyOneDaysToChick ChickOrDucklingQuiz WhyChicksPeep ChickFluffVsFeathers ChickSoundsDecoded GuessTheBreedChick',
    cooking:
      'ChickCupcakes FluffyChickCakePops DeviledEggChicks EasterChickDonuts ChickPancakeArt ChickCheeseBall ChickOnigiriBento LemonCurdChickTarts',
    travel:
      'ChickFarmVisit ChickHatcheryTour PettingZooChick SpringFairChick FeedStoreChickDays ScienceMuseumChick ChickRescueSanctuary AgriculturalShowChick',
    fashion:
      'ChickYellowFit SpringPastelLook EasterChickEarrings ChickFluffSweater ChickHairClips PeepToeChickShoes ChickEmbroideredTee FuzzyChickSlippers',
    wellness:
      'ChickCuddleCalm HatchCamChick SitWithTheChicks GentleHandsChick ChickGrowthJournal PeepingSoundscapeChick NewLifeGratitudeChick MorningChickCheckIn',
    speed:
      'ChickPuzzleRace DrawAChickIn10 PompomChickDash PaperChickCountdown MatchTheToyChicks ChickSpellingBlitz ChickOrigamiSprint ChickFactsQuickfire',
    music:
      'ChickPeepRemix ChickLullaby ChickBeatbox WhistleWithTheChick SoftPianoForChicks EggShakerChickSong SpringMelodyChick BabyChickChorus',
    art: 'ChickPortrait PeepPaintedRocks PompomChicks ChickHandprintArt EggshellChickCraft ChickWatercolorWash FeatherCollageChick ClayChickFigurine',
    tech: 'ChickBrooderCam EggCandlingLight ChickHatchTimeLapse ChickWeighInScale ChickSlowMoFlap AINamesMyChick PeepDecoderChick SpreadsheetChickLog',
    gaming:
      'ChickFarmSim PeepHideAndSeek ChickEggHunt ChickQuizShow ChickCornholeToss FarmyardChickBingo PinTheBeakOnAChick MotherHenChickTag',
  },
  peacock: {
    dance:
      'PeacockStrut FeatherFanDance TailRattlePeacock WingspanRevealPeacock PeacockHeadBob PeacockPirouette PeacockPosingVogue ShowOffShimmyPeacock',
    fitness:
      'PeacockPoseYoga WingspanHoldPeacock PeacockHighStep SidePlankPeacock PeacockOneLegStand TailFeatherKicksPeacock PeahenPowerWalk FanArmCirclesPeacock',
    funny:
      'PeacockScreams PeacockVsMirror DadStrutsLikePeacock PeacockStealsMySnack FirstDateAsAPeacock PeahenIsNotImpressed ShowOffTalentPeacock AlarmClockPeacock',
    prank:
      'PeacockCallRingtone PeacockFeatherTickle BookmarkPlumesPeacock LawnPeacockSurprise PeacockInEveryPhoto PeacockEyesWatching FridgeMagnetPeacock GiantPlushPeacock',
    educational:
      'WhyPeacocksFan MaleOrFemalePeafowl PeacockEyeSpotCount PeacockBlueIllusion CanPeacocksFly PeacockFeatherMagnifier PeacockNationalBird WhenPeacocksShed',
    cooking:
      'PeacockCake FeatherFanCupcakes PeacockFruitPlatter AvocadoPeacockToast PeacockCheeseBoard PeacockBentoBox SmoothieBowlPeacock SpringRollsPeacock',
    travel:
      'PeacockGardenVisit PeacockSpotting PeacockCastleGrounds ZooPeacockWalk PeacockPhotoSafari SanctuaryTripPeacock ParkPicnicPeafowl StatelyHomePeacock',
    fashion:
      'PeacockColorFit PeacockFeatherEarrings PeacockBlueEyeliner PeacockPrintScarf RunwayStrutPeacock IridescentPeacockNails TealAndGoldPeacock MaximalistPeacock',
    wellness:
      'PeacockPowerPose StrutLikeAPeacock FeatherBreathPeacock PeacockGratitudeFan ProudAsAPeacock PeacockGardenCalm ColorWalkPeacock PeacockMirrorTalk',
    speed:
      'PeacockFeatherCount DrawAPeacockIn30 BlowAPlumePeacock PeacockColorSort PeacockFanFoldDash PeacockFactsBlitz PaperPeacockSpeedCraft JigsawRacePeacock',
    music:
      'PeacockCallRemix FeatherRustleBeat PeacockScreamHighNote PeacockStrutSoundtrack ProudPeacockAnthem PeacockDuet BirdsongMashupPeacock WhistleLikeAPeacock',
    art: 'PeacockHandprintArt PeacockFeatherWatercolor PeacockPaperQuilling PeacockForkPainting MandalaPeacock QTipDotsPeacock ShinyCDPeacock ChalkDrawingPeacock',
    tech: 'PeacockSlowMoFan PeacockMacroFeather PeacockSoundID PeacockColorPickerApp PanoramaShotPeacock WallpaperEditPeacock AIPaintsAPeacock GIFMakerPeacock',
    gaming:
      'PeacockSpottingBingo PeacockTrivia PinTheTailOnAPeacock StrutOffPeacock PeacockGuessTheCall PickUpSticksPeacock PeacockAvatarBuild WordSearchPeacock',
  },
  'bounce house': {
    dance:
      'BounceHouseDanceOff BounceHouseBeatDrop MidairPoseBounceHouse BouncyCastleBoogie JumpAndJiveBounceHouse BounceHouseInSync StatueStopBounceHouse HulaHoopBounceHouse',
    fitness:
      'BounceHouseTuckJumps SeatDropsBounceHouse DadsCardioBounceHouse BounceHouseBalanceTest BounceHousePlank CrabWalkBounceHouse BouncyCastleLunges SitUpsOnBounceHouse',
    prank:
      'LivingRoomBounceHouse TinyBounceHouseGift IOrderedABounceHouse BounceHouseForAdults BounceHouseFullOfBalloons DinoInTheBounceHouse BouncyCastleWakeUp EditedInBounceHouse',
    educational:
      'HowBounceHousesStayUp BounceHouseSafetyRules BlowerMathBounceHouse BounceHouseVsTrampoline BallDropBounceHouse BounceHousePhysics AirFlowBouncyCastle DesignABounceHouse',
    cooking:
      'BounceHouseCake BounceHouseJellyCastle MarshmallowBounceHouse BouncyCastleCupcakes BounceHouseFruitKabobs GrahamBounceHouse PopcornBarBounceHouse LemonadeStandBounceHouse',
    travel:
      'BiggestBounceHouseHunt BounceHouseParkTrip CountyFairBounceHouse BounceHouseFestival SummerCarnivalBounceHouse BouncyCastleHoliday CampgroundBounceHouse VillageFeteBouncyCastle',
    fashion:
      'BounceHouseSockCheck BounceHouseStaticHair NeonPartyBounceHouse BounceHouseBirthdayCrown MatchingShirtsBounceHouse RainbowLookBounceHouse TutuTwirlBouncyCastle BounceHouseJumpsuit',
    wellness:
      'BounceHouseJoyBreak BounceHouseInnerChild LaughOutLoudBounceHouse StarfishRestBounceHouse GrownUpPlayBounceHouse BounceHouseGratitudeJump PhoneFreeBounceHouse TakeTurnsBounceHouse',
    speed:
      'BounceHouseObstacleRace ShoesOffBounceHouse BounceHouseBalloonGrab BounceHouseColorSort SlideDashBouncyCastle BallPitHuntBounceHouse MostJumpsIn30BounceHouse DeflateAndFoldBounceHouse',
    music:
      'BounceHouseKaraoke InflatableSqueakSong BounceHouseBlowerHum JumpRhythmBounceHouse WobblyVoiceBounceHouse BouncyCastlePartyAnthem BounceHousePlaylist MusicalStatuesBounceHouse',
    art: 'BounceHouseDesign BounceHouseMidairPhoto ClayBounceHouse SidewalkChalkBounceHouse PaperBagBounceHouse BounceHouseComicStrip BounceHouseColoringPage WatercolorBouncyCastle',
    tech: 'BounceHouseSlowMo BounceHouse360Shot JumpHeightAppBounceHouse BounceHouseBurstMode StepCounterBounceHouse TimeLapseBouncyCastle BounceHouseVlogEdit LoopVideoBounceHouse',
    pet: 'BounceHouseDrawMyPet PupWatchesBounceHouse CalmCornerBounceHouse KittyPeeksBounceHouse DogGuardsBounceHouse FetchBesideBounceHouse BunnyHopVsBounceHouse HamsterWheelVsBounceHouse',
    gaming:
      'BouncyCastlePlatformer BounceHouseDodgeball BounceHouseSimonSays FreezeTagBounceHouse BalloonKeepUpBounceHouse RedLightBounceHouse HotPotatoBounceHouse BounceHouseTriviaJump',
  },
  'plastic wrap': {
    dance:
      'DanceThroughTheWrap PlasticWrapLimbo ShadowGrooveClingFilm ClingFilmStreamers CrinkleToTheBeatClingWrap PassTheClingFilmBall PlasticWrapRibbonTwirl DiscoLightsClingFilm',
    fitness:
      'PlasticWrapTugOfWar DoorwayWrapDash JumpRopeFromClingFilm PlasticWrapHurdles LaserMazePlasticWrap SquatUnderClingFilm ClingWrapFinishTape PlasticWrapAgilityLadder',
    funny:
      'PlasticWrapVsMe FindTheClingFilmEnd WatermelonVsClingFilm InfomercialClingFilm RemoteInClingFilm OneHandedClingFilm ExpectationVsClingFilm StaticHairClingFilm',
    educational:
      'WhyPlasticWrapClings PlasticWrapVsFoil PlasticWrapMagnifier ClingFilmStaticTest MiniGreenhouseClingFilm ClingFilmStretchLimit SolarStillPlasticWrap SaltDanceClingFilm',
    cooking:
      'PlasticWrapSushiRoll ClingFilmRiceBalls NoMessMealPrep CookieLogClingFilm CompoundButterClingFilm TightPinwheelsClingFilm IcingBagHackClingFilm LeftoverRescueClingFilm',
    travel:
      'PlasticWrapPackingHack ClingFilmPicnicLunch MapCoverClingFilm CampTricksClingFilm ShoesInClingFilm DrySocksClingFilm FragileSouvenirsClingFilm BottleLeakTestClingFilm',
    fashion:
      'PlasticWrapDress PlasticWrapBowTie ClingFilmTutu ClingFilmPuffSleeves SneakerGuardClingFilm RunwayShowClingWrap PatternTraceClingFilm ShimmerSkirtClingFilm',
    wellness:
      'ClingFilmGratitudeBall PlasticWrapCrinkleASMR SundayPrepClingFilm LessPlasticWrapWeek BeeswaxVsClingFilm LunchForAFriendClingFilm FridgeResetClingFilm ClingFilmSlowUnroll',
    speed:
      'PlasticWrapBallRace UnwrapInOvenMitts ClingWrapGiftDash CoverTenBowlsClingFilm ClingFilmChairWeb LongestPullClingFilm BlindfoldedClingFilm SandwichStackClingFilm',
    music:
      'PlasticWrapBowlDrum ClingFilmKazoo CrinkleBeatDrop ClingFilmShakerEgg ClingWrapBandJam LooperAppClingFilm RainSoundsClingFilm PercussionCoverClingFilm',
    art: 'PlasticWrapPainting TapeSculptureClingFilm PlasticWrapStainedGlass ClingFilmPrintmaking ClingFilmOceanWaves GeodeArtClingFilm WindowDoodleClingFilm TissueCollageClingFilm',
    tech: 'PlasticWrapLensFilter TapThroughTheWrap PopShieldClingFilm PlasticWrapKeyboardCover ClingFilmSpeakerTest ClingFilmPhotoDiffuser SlowMoPeelClingFilm PolarizedRainbowClingFilm',
    pet: 'DogVsTheEmptyRoll CatHearsClingFilm PetSafeKitchenClingFilm ClingFilmDrawerLock WetFoodLidClingFilm ReusableCoverNotClingFilm PupMealPrepClingFilm ClingFilmFreeTreatPouch',
    gaming:
      'PlasticWrapBallGame RollASixToUnwrap SpyMazeClingFilm PlasticWrapTicTacToe PunchACupClingFilm DrawOnClingFilmGuess WhatsWrappedClingFilm StickyTargetClingFilm',
  },
  'gingerbread man': {
    dance:
      'GingerbreadManRobot CookieCrumbleShuffle CatchMeGingerbreadMan GingerbreadManFreeze GumdropHopGingerbreadMan OvenTimerGingerbreadMan GingerbreadManJingleJive GingerbreadManConga',
    fitness:
      'GingerbreadManSprints GingerbreadManStarJumps CatchMeIfYouCanCardio FoxChaseGingerbreadMan GingerbreadManLunges TwelveDaysGingerbreadMan GingerbreadManBalance FlatAsAGingerbreadMan',
    funny:
      'GingerbreadManInterview GingerbreadManEscapes HeadOrFeetGingerbreadMan GingerbreadManCrimeScene GingerbreadManTherapy IcingFailGingerbreadMan VoiceActGingerbreadMan BrokenLegGingerbreadMan',
    educational:
      'GingerbreadManStoryMap SpreadTestGingerbreadMan GingerbreadManRuler GingerbreadManSpiceQuiz WorldTalesGingerbreadMan SenseLabGingerbreadMan FoxFactsGingerbreadMan GingerbreadManInFrench',
    cooking:
      'IcingFaceOff GiantGingerbreadMan GingerbreadManPancakes CookieMeGingerbreadMan MiniGingerbreadManBites GingerbreadManMugCake GingerbreadManDunkTest CutterToastGingerbreadMan',
    travel:
      'GingerbreadManLandmarks GingerbreadVillageTour XmasMarketGingerbreadMan GingerbreadManPostcard FlatGingerbreadMan GingerbreadManBakeryHunt GingerbreadManRoadTrip TrainRideGingerbreadMan',
    fashion:
      'GingerbreadManSweater GingerbreadManPajamas GingerbreadManEarrings GingerbreadManNailArt CozyBeanieGingerbreadMan SockGameGingerbreadMan TinyBroochGingerbreadMan BakerChicGingerbreadMan',
    wellness:
      'GingerbreadManSlowIcing GingerbreadManKindNotes ShareAGingerbreadMan GingerbreadManScentCalm GingerbreadManImperfect CocoaAndGingerbreadMan FamilyBakeGingerbreadMan ThankYouGingerbreadMan',
    speed:
      'GingerbreadManIcingRace CutterDashGingerbreadMan GingerbreadManStacking BlindfoldGingerbreadMan GingerbreadManIn30 ButtonsOnGingerbreadMan PipingBlitzGingerbreadMan BagAndTieGingerbreadMan',
    music:
      'CookieCrunchBeat CantCatchMeGingerbreadMan GingerbreadManCarol OvenDingGingerbreadMan GingerbreadManAcapella FoxDuetGingerbreadMan SleighBellsGingerbreadMan GingerbreadManMusicBox',
    art: 'GingerbreadManClay CookieCutterPrints SaltDoughGingerbreadMan PaperChainGingerbreadMan GingerbreadManMosaic GingerbreadManComic GingerbreadManWreath WindowDecalGingerbreadMan',
    tech: 'GingerbreadManStopMotion GingerbreadManAIStory GingerbreadManVoiceApp SlowMoDunkGingerbreadMan MacroIcingGingerbreadMan GingerbreadManEmojiMaker PixelArtGingerbreadMan CodeAChaseGingerbreadMan',
    pet: 'GingerbreadManToyChase PupBiscuitGingerbreadMan LeaveItGingerbreadMan CatNapGingerbreadMan PawPrintGingerbreadMan SqueakyGingerbreadMan GingerbreadManPetCard TreatHuntGingerbreadMan',
    gaming:
      'GingerbreadManRunner GingerbreadManEscapeGame IcingBingoGingerbreadMan StoryQuizGingerbreadMan FoxAndGingerbreadManTag DiceDecorGingerbreadMan HideAndSeekGingerbreadMan JarCountGingerbreadMan',
  },
  'surprise party': {
    dance:
      'SurprisePartyFlashMob SurprisePartyDanceOff LightsOnSurpriseParty CakeWalkSurpriseParty SurprisePartyLimbo SurpriseBirthdayBoogie ShimmyOutSurpriseParty BirthdayBopSurpriseParty',
    fitness:
      'SurprisePartyHideAndHold JumpOutSurpriseParty SetupSweatSurpriseParty BalloonTapSurpriseParty TiptoeSneakSurpriseParty SurpriseBirthdayPlank SurprisePartyStretch ChairCarrySurpriseParty',
    funny:
      'SurprisePartyReactions SurprisePartyHidingSpots ConfettiTooEarly KidSpillsSurpriseParty SurprisePartyWrongPerson DeadpanSurpriseParty DogBarksSurpriseParty WorstLiarSurpriseParty',
    educational:
      'WhyWeLoveSurprises SurprisePartyBudgetMath SurprisePartyTimeline SurprisePartySecretCode SurpriseBirthdayCustoms InviteLetterSurpriseParty HeartRateSurpriseParty HeliumFactsSurpriseParty',
    cooking:
      'SurprisePartySnackBoard SurpriseInsideCake SurprisePartyCupcakeTower SurprisePartyMocktailBar BakeInSecretSurpriseParty SurprisePartyPizzaNight GiantCookieSurpriseParty FruitSkewersSurpriseParty',
    travel:
      'SurprisePartyRoadTrip SurprisePartyFlyIn SurprisePartyInAPark SurpriseBirthdayGetaway HometownSurpriseParty BeachPicnicSurpriseParty AirportSignSurpriseParty CampoutSurpriseParty',
    fashion:
      'SurprisePartyDressCode ConfettiColorFit BirthdaySashSurpriseParty SurprisePartyMatchingTees GlitterLookSurpriseParty SurpriseBirthdayGlam SurprisePartyCrown SequinJacketSurpriseParty',
    wellness:
      'SurprisePartyKindNotes ThankYouSurpriseParty QuietSurpriseParty VideoWishesSurpriseParty GrandmaSurpriseParty SurprisePartyGratitude SelfCareSurpriseParty HugLineSurpriseParty',
    speed:
      'SurprisePartySetupRace SurprisePartyHideFast SurprisePartyBalloonBlitz StreamerDashSurpriseParty CleanupSurpriseParty CarIsHereSurpriseParty SurprisePartyTableSetting CardSigningSurpriseParty',
    music:
      'SurprisePartySingAlong BirthdaySongRemix SurprisePartyKazooBand SurprisePartyPlaylist SurpriseBirthdayRap HarmonySurpriseParty SerenadeSurpriseParty DrumrollSurpriseParty',
    art: 'SurprisePartyBanner SurprisePartyInviteArt ConfettiCanvas SurprisePartyBalloonArch SurprisePartyCakeTopper GiantCardSurpriseParty CollageWallSurpriseParty BackdropDIYSurpriseParty',
    tech: 'SurprisePartySecretChat HiddenCamReaction SurprisePartyLiveStream SurprisePartyQRInvite DecoyTextSurpriseParty SurprisePartyVideoMontage SlowMoSurpriseParty SharedAlbumSurpriseParty',
    pet: 'SurprisePartyPetSitter SurprisePartyPawCard PupCakeSurpriseParty BoxFortSurpriseParty QuietRoomSurpriseParty KittyGiftSurpriseParty SurpriseBirthdayWalkies TreatHuntSurpriseParty',
    gaming:
      'SurprisePartyInGame SurprisePartyPinata KnowTheGuestSurpriseParty BalloonBingoSurpriseParty GuessWhoCameSurpriseParty ClueHuntSurpriseParty PinTheHatSurpriseParty CharadesSurpriseParty',
  },
  'stir fry': {
    dance:
      'WokAndRoll StirFryToTheBeat NoodleArmsStirFry KitchenDiscoStirFry VeggieBasketStirFryBop StirFryShimmy StirFrySizzleStep StirFryGroceryGroove',
    fitness:
      'StirFryWokCurls PostWorkoutStirFry WhileRiceCooksStirFry GroceryCarryStirFry ChopstickGripStirFry HIITThenStirFry MarketWalkStirFry StirFryPrepSquats',
    funny:
      'StirFryPlatingFails StirFryCommentary ChefImpressionStirFry ChopsticksOnlyStirFry DramaticFortuneStirFry TooManyVeggiesStirFry GrandmaJudgesStirFry StirFryVsTakeout',
    prank:
      'StirFryFakeTakeout FortuneCookieSurprise GiantChopsticksStirFry SillyMenuStirFry StirFryWaiterAct RestaurantBellStirFry ReservationOnlyStirFry StrictChefStirFry',
    educational:
      'StirFryKnifeSkills OilSmokePointStirFry StirFryCutSizes WhichVeggieFirstStirFry StirFrySauceRatio StirFryAroundAsia VelvetingStirFry CarbonSteelStirFry',
    travel:
      'NightMarketWokHunt StreetFoodStirFry ChinatownStirFry CookingClassStirFry StirFryPassport GroceryTourStirFry CampStoveStirFry HostelKitchenStirFry',
    fashion:
      'DressedToStirFry StirFryApronGlowUp ChefJacketStirFry StirFryBandana StirFryDateNightFit StirFryColorPalette SleevesUpStirFry ChiliEarringsStirFry',
    wellness:
      'StirFryMindfulChop EatTheRainbowStirFry SizzleSoundTherapy StirFryForAFriend PhoneFreeDinnerStirFry FamilyCookNightStirFry StirFryGratitudeBowl LeftoverRescueStirFry',
    speed:
      'TenMinuteStirFry StirFryShoppingListBlitz BeanTransferStirFry StirFrySauceMixDash FastestPlatingStirFry RiceCookerRaceStirFry VeggieSortStirFry WashAndSpinStirFry',
    music:
      'StirFrySizzleBeat WokDrumSolo ChopstickRhythmStirFry KitchenKaraokeStirFry SpatulaMicStirFry CookingPlaylistStirFry StirFryJingle SingTheRecipeStirFry',
    art: 'StirFrySteamShot StirFryPlatingArt ChopsticksStillLife BokChoyRoseStirFry StirFryWatercolor FlatLayStirFry StirFryColorWheel TakeoutBoxDoodleStirFry',
    tech: 'StirFrySlowMoToss AIPicksMyStirFry OverheadCamStirFry VoiceAssistantStirFry StirFryNutritionApp FirstPersonStirFry ShortsEditStirFry QRRecipeStirFry',
    pet: 'StirFryCucumberTreat MatStayStirFry CarrotCrunchStirFry NoOnionsForPetsStirFry KittyWatchesStirFry PupSafeVeggieStirFry StirFryNightWalkies BunnyGetsTheGreensStirFry',
    gaming:
      'StirFryOrderRush WokMasterHighScore MysteryBasketStirFry StirFryDiceRecipe StirFryIngredientBingo GuessTheSauceStirFry StirFryBracket FamilyCookOffStirFry',
  },
};
