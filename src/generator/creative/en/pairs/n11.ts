import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'body wash': {
    dance:
      'DanceLikeABodyWashAd BodyWashMicLipSync PumpItBodyWash BodyWashRobeStrut ScrubADubBodyWash TwirlTheBodyWash BodyWashBubbleWiggle CoconutBodyWashHula',
    fitness:
      'EarnYourBodyWash BodyWashBottleCurls PlankPassTheBodyWash BalanceTheBodyWash BodyWashBackReach FarmerCarryBodyWash BodyWashPumpSquats BodyWashAfterLegDay',
    funny:
      'NineInOneBodyWash BodyWashNamesOutLoud InventABodyWashScent BodyWashAdParody WaterDownTheBodyWash WhoUsedMyBodyWash LostInTheBodyWashAisle BubbleBeardBodyWash',
    prank:
      'BodyWashRibbonBow GooglyEyedBodyWash BodyWashInAFancyBottle MiniBodyWashArmy BodyWashDuckPatrol GiftWrapTheBodyWash StickyNoteTheBodyWash BodyWashClueHunt',
    educational:
      'BodyWashVsBarSoap WhyBodyWashBubbles PHTestYourBodyWash DecodeYourBodyWash MakeYourOwnBodyWash BodyWashPriceMath BodyWashViscosityRace HowMuchBodyWashToUse',
    cooking:
      'BodyWashScentBakeOff OnionHandsVsBodyWash SmellsLikeMyBodyWash BodyWashKitchenCleanup SpiceRackBodyWashMatch BodyWashAfterBaking GuessTheBodyWashFruit RealVanillaVsBodyWash',
    travel:
      'RateTheHotelBodyWash BodyWashUnder100ml LocalBodyWashSouvenir NoLeakBodyWashPack CampsiteBodyWash VacationScentBodyWash AfterBeachBodyWash PostHikeBodyWash',
    fashion:
      'BodyWashPerfumeLayering OutfitToMatchMyBodyWash FromBodyWashToBallgown DressAsABodyWashScent BodyWashBathrobeRunway TinyBodyWashEarrings BodyWashGRWM BodyWashNailColor',
    speed:
      'BodyWashFoamIn30 RefillTheBodyWashRace BodyWashSniffSort StackTheBodyWash FlipTheBodyWashBottle BodyWashBubbleBlitz BodyWashCaddyDash FindYourBodyWashFast',
    music:
      'BodyWashMaracas BodyWashMicCheck WriteABodyWashJingle BodyWashPumpBeat BodyWashBottleDrums SingTheBodyWashLabel RapTheBodyWashScent BalladForMyBodyWash',
    art: 'BodyWashBubbleArt UpcycleTheBodyWash DesignABodyWashLabel BodyWashStillLife PaintTheBodyWashScent BodyWashFoamSculpture VintageBodyWashPoster BodyWashCapMosaic',
    tech: 'AIBodyWashCommercial BodyWashProductPhoto SlowMoBodyWashPour BodyWashStopMotion ScanYourBodyWash MacroBubbleBodyWash BodyWashTierList TimelapseBodyWashFoam',
    pet: 'PetProofTheBodyWash VetShampooNotBodyWash DogPicksMyBodyWash CatVsTheBodyWash NoBodyWashForFido GroomerScentVsBodyWash FurryHugThenBodyWash KittyInTheBodyWashBox',
    gaming:
      'BlindSniffBodyWash BodyWashOrCandle BodyWashBowling GuessTheBodyWashPrice BodyWashCharades ScentBingoBodyWash BodyWashMemoryMatch HideTheBodyWash',
  },
  shiver: {
    dance:
      'TheShiverShake DanceAwayTheShivers FreezeFrameShiver SpineRollShiver ShiverInSync PenguinShiverWaddle ShiverMeTimbersJig SnowflakeShiverSway',
    fitness:
      'JumpingJacksVsShivers PlankTillYouShiver LegDayShiver ShadowBoxTheShivers BurpeesBeatTheShiver ShiverArmCircles ShiverSquatHold ShiverFreeWarmUp',
    prank:
      'WholeFamilyShivers SummerSnowShiver ParkaInJulyShiver ShiveringIceCreamNote ShiverForAHug ChatteringTeethShiver ShiverAtDadsColdJoke FakeIcicleShiver',
    educational:
      'ShiverOfSharks HowShiveringWarmsYou ShiverCalorieFact WhySongsGiveShivers ShiverVsGoosebumps PenguinHuddleShiver SayShiverIn5Languages ShiverMeTimbersMeaning',
    cooking:
      'SoupForTheShivers HotCocoaShiverCure ShiverSeasonChili ShiverProofPorridge ShiverMeTimbersSnacks FirstScoopShiver BakeAwayTheShiver WinterStewShiverFix',
    travel:
      'WinterBeachShiverWalk PackToBeatTheShivers PlaneCabinShiver NorthernLightsShiver GhostTourShivers SunriseShiverSelfie TentNightShiver ShiverAtTheIceRink',
    fashion:
      'StyleOverShiver LayerUpNoShivers ScarfTiesForShivers ShiverTestMyOutfit ShiverMeTimbersLook BeanieSeasonShiver CozyCoatShiverFix ChunkyKnitShiverCure',
    wellness:
      'ShiverShakeRelease BlanketBurritoShiver SunnySpotShiverFix ShiverFreeBedtime BreatheThroughTheShiver CoatDriveNoShivers HugAwayTheShivers GoodShiverPlaylist',
    speed:
      'ShiverMittenMatch StopShiveringSpeedrun BlanketFortShiverRace ShiverMeTimbersFast HandRubShiverBlitz ShiverPenguinRelay BundleUpShiverDash FrozenToyRescueShiver',
    music:
      'SongsThatGiveShivers ShiverMeTimbersShanty ShiverBeatbox ShiverVibratoTest HighNoteShiver SpookyShiverPiano WinterShiverCarol HarmonyDuetShivers',
    art: 'ComicShiverLines ShiverOfSharksSketch FrostyWindowShiverArt IcyBlueShiverPalette ShiverSelfPortrait ShiverMeTimbersMap DrawWhileShivering PaperSnowflakeShiver',
    tech: 'ShiverSlowMo ShiverEmojiStory LoopingShiverGIF WeatherAppShiverOff GreenScreenShiver FrostTimelapseShiver ShiverSoundBoard CaptionThisShiver',
    pet: 'WhyIsMyDogShivering ShiverFreePetNest PuppyTowelShiver ExcitedShiverWalkies WinterPawShiverCheck KittySunspotShiver ShortWalkShiverRule DoCatsShiver',
    gaming:
      'ShiverTag ShiverCharades ShiverMeTimbersHunt SimonSaysShiver ShiverOrSweat HotAndColdShiver PassTheShiver GuessWhatMadeMeShiver',
  },
  clap: {
    dance:
      'ClapOnTheDrop FlamencoClapBattle ClapBehindYourBack ClapUnderTheLeg HandJiveClapCombo StompClapLineDance MirrorClapDuet FreezeOnTheClap',
    fitness:
      'KneelingClapPushUp ClapOverheadJacks HighKneeClap PartnerSitUpClap BurpeeClapFinish SquatOnEveryClap ClapInPlankHold ClapsInOneJump',
    funny:
      'SlowClapForMyself ClapWhenWeLand DadClapsOffBeat ClapLikeASeal OneHandedClap AwkwardSoloClap ShowUsYourWeirdClap ClapForTheMicrowave',
    prank:
      'FakeClapLights ClapWhenTheyWalkIn SitcomClapTrack ClapAndItsGone SlowClapWakeUp ClapOnlyReplies EveryoneFreezesOnClap StandingClapForChores',
    educational:
      'SyllablesInClaps SpeedOfSoundClap HowDeafCrowdsClap QuarterNoteClaps WhyDoWeClap TimesTablesClap ClapAndCountInSpanish MorseCodeClaps',
    cooking:
      'ClapForTheChef PattyCakeClapBake ClapHandTortillas ClapTheMintTrick ClapMeterTasteTest KneadOnTheClap PopcornClapAlong DinnerCallClap',
    travel:
      'TourGuideGetsAClap ClapTestTheAcoustics ClapLikeALocal ClapForABusker ClapForTheSunset ParkBandstandClap StadiumClapAlong ArrivalsHallClap',
    fashion:
      'OneClapOutfitSwap SlowClapRunway SequinGloveClap ManicureClapReveal RateMyThriftInClaps BangleClapJingle PoseOnEveryClap ClapWorthyHairFlip',
    wellness:
      'LaughterYogaClap ClapForTinyWins FourClapBreathing ClapAndListen SunriseClapRitual ClapForSomeoneToday ClapTheTensionOut GratitudeClapCircle',
    speed:
      'MostClapsIn10Seconds RulerDropClap ClapsBeforeTheCatch SpeedyPattyCakeClap ClapAroundTheCircle MetronomeClapClimb FirstClapAnswers CupStackThenClap',
    art: 'ClapSplatterArt ComicClapLettering ClapFlipbook ChalkDustClapPhoto PaintToTheClap ClapCrowdSketch ClapEmojiMosaic PaperHandsClapPuppet',
    tech: 'ClapToSyncAudio LoudestClapDecibels ClapCutTransition SlowMoClapRipple LoopAClapBeat VideoCallClapLag DuetMyClapPattern GreenScreenClapCrowd',
    pet: 'SoftClapRecall TeachTheClapTrick ClapMeansDinnerTime ParrotCopiesMyClap SlowClapCatLanding BunnyBinkyClap SilentClapForGoodDog WoofForEveryClap',
    gaming:
      'ConcentrationClap SimonSaysClap LouderClapHideSeek MissMaryMackClap AddAClapMemory PassTheClap ZipZapClap LastClapperStanding',
  },
  'thumbs up': {
    dance:
      'ThumbsUpTwoStep DiscoThumbsUp RobotThumbsUp ThumbsUpStrut ThumbsUpFreezeFrame ThumbsUpMoonwalk ShoulderShimmyThumbsUp JudgesThumbsUpDanceOff',
    fitness:
      'ThumbsUpYRaises FormCheckThumbsUp CheerRunnersThumbsUp ThumbsUpHammerCurls ThumbsUpArmCircles GymBuddyThumbsUp PlankAndThumbsUp FinishLineThumbsUp',
    prank:
      'ThumbsUpPillowSurprise ThumbsUpPhotoSwap ThumbsUpCookieDelivery GiantCardboardThumbsUp BananaThumbsUpNote SilentThumbsUpParade GloveThumbsUpGreeter ThumbsUpStatueMode',
    educational:
      'ThumbsUpAroundTheWorld GladiatorThumbsUpMyth CoverTheMoonThumbsUp OpposableThumbsUp ThumbsUpMeansAscend PilotThumbsUpSignal ThumbsUpSidewaysOrDown KoalaDoubleThumbsUp',
    cooking:
      'KidsThumbsUpDinner ThumbsUpThumbprints ThumbsUpPancakeArt OneBiteThumbsUp EarnGrandmasThumbsUp NewVeggieThumbsUp ThumbsUpIcingCookie CookOffThumbsUpVote',
    travel:
      'LandmarkThumbsUpPose GroundCrewThumbsUp HikeDoneThumbsUp ThumbsUpForcedPerspective ThumbsUpPostcardHome StreetFoodThumbsUp PackingCheckThumbsUp ThumbsUpForTheView',
    fashion:
      'DadsThumbsUpFitCheck ThumbsUpNailArt DIYThumbsUpTee MirrorSelfieThumbsUp GreaserThumbsUpLook ThumbsUpEmojiEarrings ThumbsUpPatchJacket CatwalkThumbsUpFinish',
    wellness:
      'MirrorThumbsUpPepTalk OneThumbsUpADay MoodMeterThumbsUp ThumbsUpToAnOldFriend GratitudeThumbsUpWall ThumbsUpHandStretch ThumbsUpPostureCheck ThankYouThumbsUpCard',
    speed:
      'ThumbsUpQuickDraw ThumbsUpEmojiBlitz TenThumbsUpIn60 ThumbsUpDownFlip FirstThumbsUpWins GreenLightThumbsUp SelfieThumbsUpSprint DominoThumbsUpWave',
    music:
      'KalimbaThumbsUp FirstSongThumbsUp ThumbsUpUkulele ThumbsUpKaraokeJudge ThumbsUpMeansLouder BeatboxForAThumbsUp PianoPieceThumbsUp AirGuitarThumbsUp',
    art: 'DrawYourOwnThumbsUp ThumbsUpClaySculpture ChalkThumbsUpMural ThumbsUpHandShadows PopArtThumbsUp ThumbsUpFacePuppets PotatoStampThumbsUp OneLineThumbsUp',
    tech: 'ThumbsUpReactionEffect ThumbsUpStopMotion AIDrawsAThumbsUp ThumbsUpMemeMaker ThumbsUpEmojiShortcut CodeAThumbsUpButton GIFYourThumbsUp PixelArtThumbsUp',
    pet: 'DeafDogThumbsUp VetSaysThumbsUp CatApprovedThumbsUp HomemadeTreatThumbsUp ThumbsUpMeansSit ShelterPetThumbsUp GroomingDayThumbsUp NewToyThumbsUp',
    gaming:
      'HeadsDownThumbsUp ThumbsUpTwoTruths WouldYouRatherThumbsUp ThumbsUpTrueOrFalse ThumbsUpCharades LevelCompleteThumbsUp PassTheThumbsUp ThumbsUpFreezeGame',
  },
  'bobby pin': {
    dance:
      'WillMyBobbyPinsHold BalletBunBobbyPins PirouetteBobbyPinCheck SwingDanceBobbyPinRolls LastBobbyPinStanding CharlestonBobbyPins BobbyPinMicDrop TwirlAndTuckBobbyPins',
    fitness:
      'WorkoutProofBobbyPins SquatForEveryBobbyPin BobbyPinToeGrab BearCrawlBobbyPinHunt BobbyPinRepCounter BobbyPinYogaBun SingleLegBobbyPinPickup BobbyPinPlankSlide',
    funny:
      'WhereDoBobbyPinsGo CouchCushionBobbyPins HundredBobbyPinBun DadTriesBobbyPins BobbyPinForEverything MagnetBobbyPinHunt VacuumFoundABobbyPin LastBobbyPinInTheHouse',
    prank:
      'BobbyPinTrailSurprise BobbyPinSockPairs BobbyPinPillowNote ReturnAllTheBobbyPins BobbyPinBouquet GiantCardboardBobbyPin GooglyEyeBobbyPins MuseumOfLostBobbyPins',
    educational:
      'WhyItsCalledABobbyPin AreBobbyPinsMagnetic BobbyPinCompass FloatABobbyPin MeasureInBobbyPins BobbyPinOrHairGrip BobbyPinBridgeBuild BobbyPinRustTest',
    cooking:
      'BobbyPinBagClip BobbyPinsBeforeBaking BrunchBunBobbyPin PaperChefHatBobbyPins BobbyPinRecipeHolder CookieTinBobbyPins CookbookBobbyPinMarker HairnetOrBobbyPins',
    travel:
      'MintTinBobbyPins SunHatBobbyPinTrick RedEyeBobbyPinBun CampsiteBobbyPinKit BeachBraidBobbyPins SuitcaseZipperBobbyPin BobbyPinTravelMap SouvenirBobbyPinHunt',
    wellness:
      'TakeOutTheBobbyPins FaceMaskBobbyPinBun ScalpFriendlyBobbyPins BobbyPinJarReset HeatlessBobbyPinCurls MindfulBobbyPinBraid DoGrandmasBobbyPins BobbyPinPamperParty',
    speed:
      'TwentyBobbyPinPickup FastestBobbyPinBun BobbyPinChainRace SortTheBobbyPins MostBobbyPinsInAMinute BlindfoldedBobbyPinUpdo BobbyPinBraidRelay BeforeTheBusBobbyPins',
    music:
      'PluckedBobbyPinTune ChoirBunBobbyPins BobbyPinShaker OdeToLostBobbyPins HearABobbyPinDrop BobbyPinRapBattle DIYBobbyPinKalimba BobbyPinBeatbox',
    art: 'BobbyPinWireSculpture NailPolishBobbyPins BobbyPinLineArt BeadedBobbyPinDIY MagnetBobbyPinPainting BobbyPinStickFigures FlapperBobbyPinPortrait ShadowBoxBobbyPins',
    tech: 'BobbyPinSIMTray StopMotionBobbyPins BobbyPinMacroShot TimelapseBobbyPinBun BobbyPinPhoneStand FilmABobbyPinTutorial SpotTheBobbyPin AIHairstyleBobbyPins',
    pet: 'BobbyPinSweepForPuppy VetSaysNoBobbyPins DogBathDayBobbyPins BobbyPinPetPortrait KittenProofBobbyPins BobbyPinStashOutOfReach WindyWalkiesBobbyPins CatEarsBobbyPinBun',
    gaming:
      'BobbyPinPickUpSticks BobbyPinTicTacToe FlickTheBobbyPin GuessTheBobbyPinJar MagnetFishingBobbyPins BobbyPinBingo PlaySalonBobbyPins BobbyPinBottleDrop',
  },
  'messy room': {
    dance:
      'MessyRoomToBallroom BroomWaltzInMyMessyRoom MessyRoomLaundryShuffle TidyToTheBeatMessyRoom MessyRoomFreezeDance MoonwalkTheMessyRoom DiscoDustMyMessyRoom MessyRoomBedTwoStep',
    fitness:
      'MessyRoomSquatPickup MessyRoomHamperLunges MessyRoomCalorieBurn MessyRoomStepCount BearCrawlMyMessyRoom TopShelfMessyRoomReach CarryTheMessyRoomLaundry SweatyMessyRoomBlitz',
    funny:
      'RateMyMessyRoom MomWalksIntoMyMessyRoom MessyRoomWildlifeDoc TheChairInMyMessyRoom MyMessyRoomHasASystem MessyRoomArchaeology MessyRoomRealtorTour ExcusesForMyMessyRoom',
    prank:
      'SecretlyCleanAMessyRoom FakeMessyRoomPoster CautionTapeTheMessyRoom MessyRoomPlushieParty ForSaleMessyRoomSign MessyRoomInspection MessyRoomRibbonCutting MessyRoomParkingTicket',
    educational:
      'MessyRoomEntropy MessyRoomPieChart WhyMessyRoomsStressUs LabelMessyRoomInSpanish MessyRoomRecycleSort FourBoxMessyRoomMethod MessyRoomFloorPlan AreMessyRoomsCreative',
    cooking:
      'EveryMugInMyMessyRoom MessyRoomRewardSmoothie MessyRoomBribeBrownies MessyRoomCandyBark PicnicInTheMessyRoom MyMessyRoomSnackStash CookForTheMessyRoomCrew MessyRoomPopcornBreak',
    travel:
      'MessyRoomOnVacation PackingFromMyMessyRoom MessyRoomBeforeTheTrip FindPassportInMessyRoom MessyRoomSouvenirShelf HotelMessyRoomCheckout UnpackIntoMyMessyRoom PostTripMessyRoom',
    fashion:
      'MessyRoomFloorOutfit MessyRoomCapsuleCloset FitCheckInMyMessyRoom ShopYourMessyRoom FileFoldMyMessyRoom PairTheMessyRoomShoes MessyRoomToRunway MessyRoomDonateBag',
    wellness:
      'SundayResetMyMessyRoom OneCornerOfMyMessyRoom MessyRoomNoJudgment MessyRoomFreshSheets HelpAFriendsMessyRoom OpenTheMessyRoomWindow MessyRoomGratitudeFind CozyNookInMyMessyRoom',
    music:
      'MessyRoomCleanUpSong PlaylistForAMessyRoom MessyRoomJunkBand MessyRoomBlues MessyRoomRapBattle ShowTuneForMyMessyRoom BalladOfMyMessyRoom DrumOnTheMessyRoomHamper',
    art: 'SketchMyMessyRoom MessyRoomDiorama MessyRoomModernArt MessyRoomCollage IsometricMessyRoom HiddenObjectMessyRoom SockPuppetsFromMessyRoom MessyRoomComicStrip',
    tech: 'MessyRoomTimelapse PanoramaOfMyMessyRoom AIRatesMyMessyRoom BlurMyMessyRoom SpreadsheetMyMessyRoom MessyRoomStopMotion MessyRoomSnapTransition MessyRoomQRLabels',
    pet: 'PuppyProofYourMessyRoom CatClaimsTheMessyRoom DogTidiesTheMessyRoom SpotThePetInMessyRoom HamsterCageVsMessyRoom MessyRoomLintRoller ParrotSaysMessyRoom ClearedMessyRoomZoomies',
    gaming:
      'MessyRoomISpy MessyRoomScavengerHunt MessyRoomBingo WhatMovedMessyRoom SockHoopsMessyRoom MessyRoomEscapeGame LevelUpMessyRoom GuessWhoseMessyRoom',
  },
  faucet: {
    dance:
      'DripDropFaucetGroove TheFaucetTwist FaucetFlowWave HotAndColdFaucetShimmy FaucetTapDance SinkSideFaucetSway DishDutyFaucetDisco BathroomFaucetLipSync',
    fitness:
      'JugCurlsFromTheFaucet RefillAtTheFaucet FaucetOffCalfRaises FaucetToGardenCarry InclineFaucetPushUps FaucetDripPlank TenSquatsAtTheFaucet FaucetFillStretch',
    funny:
      'SensorFaucetHatesMe WhichWayFaucetHandle HotelFaucetPuzzle LeakyFaucetKeepsMeUp DadFixesTheFaucet FaucetTrickleOrFirehose SpoonUnderTheFaucet FaucetGurgleVoiceover',
    prank:
      'GooglyEyeFaucet OutOfOrderFaucetSign FaucetNameTag FaucetSaysThankYou FlowersInTheFaucet TinyUmbrellaFaucet GiftWrappedFaucet FaucetBirthdayParty',
    cooking:
      'FaucetRiceRinse OnionTearsFaucetMyth SteelFaucetGarlicHack PeelEggsUnderFaucet FaucetVsBottledTaste CrispLettuceColdFaucet SafeThawAtTheFaucet WashAsYouGoFaucet',
    travel:
      'CheckTheFaucetAbroad FaucetsOfTheWorld PublicFaucetMap NoFaucetCampTrip AirportFaucetRefill TravelLaundryFaucet SandyFeetFaucetRinse FanciestFaucetIFound',
    fashion:
      'ChromeLikeAFaucet FixAFaucetInHeels ColdFaucetStainRescue HandWashAtTheFaucet SneakerCleanFaucet GoldFaucetGlam TieDyeFaucetRinse FaucetDripEarrings',
    wellness:
      'ColdFaucetFaceSplash MindfulFaucetHandwash FaucetTrickleASMR SilenceTheFaucetDrip GlassAtTheFaucet ThankfulForTheFaucet WarmFaucetHandSoak GiftACleanFaucet',
    speed:
      'FaucetBucketBrigade FaucetWasherSpeedFix TenCupsFromTheFaucet BeatTheFaucetDrip FaucetShineIn60 RinseAndRackFaucetRush FillToTheLineFaucet FaucetToPlantsRelay',
    music:
      'DripBeatFromTheFaucet FaucetGlassXylophone SqueakyFaucetSolo FaucetFillPitchTest LeakyFaucetBlues SaveWaterFaucetJingle BeatboxLikeAFaucet OdeToTheFaucet',
    art: 'FaucetSplashPhoto SketchTheFaucetFlow FaucetSelfPortrait FaucetFaceDoodle PaintTheFaucetDrip ClayFaucetMini FaucetSuperhero WatercolorFaucetDrops',
    tech: 'SlowMoFaucetDrop RecordTheFaucetDrip TrackYourFaucetUse AskAIFixMyFaucet FaucetToWaterfallEdit MacroFaucetDroplets LoopingFaucetGIF FoleyWithAFaucet',
    pet: 'CatsLoveTheFaucet PetFountainVsFaucet MuddyWalkFaucetRinse FreshBowlFromTheFaucet FishTankFaucetCheck KittenMeetsTheFaucet ParrotFaucetBath CoolPawsAtTheFaucet',
    gaming:
      'GuessTheFaucetDrips FaucetCupRelay SpongeSqueezeFaucet FaucetClueTrail SinkBoatFaucetRace FaucetOrKettleSound FaucetFilledBowling PlayPlumberFaucetFix',
  },
  detox: {
    dance:
      'DanceNotScrollDetox EyesClosedDetoxGroove KitchenDiscoDetox PhoneFreeDetoxParty HulaHoopDetox FreestyleDetoxFlow DetoxBalletStretch TwistWithGrandmaDetox',
    fitness:
      'TenKStepDetox DetoxFromTheCouch SunriseYogaDetox EarnYourDetoxSmoothie ParkWorkoutDetox StretchNotScrollDetox JumpRopeDetoxBreak GardenDigDetox',
    funny:
      'DetoxLastedTwoHours SugarDetoxDrama DetoxButMakeItPizza DadTriesADetox DetoxFromMySiblings DetoxCookieTemptation PhantomBuzzDetox GreenJuiceFaceDetox',
    prank:
      'DessertDetoxPlan PhoneDetoxGameNight SurpriseDetoxSpaDay BackyardDetoxRetreat FridgeDetoxSign DetoxWiFiName DetoxChampionAward DetoxWelcomeBanner',
    educational:
      'YourLiverIsTheDetox DetoxMythOrFact HowKidneysDetox HiddenSugarDetoxQuiz BrainDetoxWhileYouSleep ScreenTimeDetoxMath DoPlantsDetoxAir WhyHabitsBeatDetox',
    cooking:
      'RainbowDetoxSalad DetoxSmoothieBattle VeggieDetoxSoup FruitOnlyDetoxDessert BuildADetoxBowl LemonGingerDetoxTea FastFoodDetoxRemix DetoxMealPrepSunday',
    travel:
      'CabinDetoxWeekend BotanicalGardenDetox CityParkDetox SunriseBeachDetox SlowTravelDetox TrainWindowDetox FarmersMarketDetox PostcardsNotPostsDetox',
    fashion:
      'DetoxYourCloset DetoxFromFastFashion BareFaceDetox HeatToolDetox DetoxTheSkincareShelf NailBreakDetox NoLogoDetox WearItAgainDetox',
    speed:
      'FridgeDetoxBlitz InboxZeroDetox CameraRollDetoxDash DeskDetoxIn5 DeleteTenAppsDetox BackpackDetoxSprint WalletDetoxRush DetoxTheJunkDrawer',
    music:
      'GloomyPlaylistDetox SingDontScrollDetox FirstSongAfterDetox KindLyricsDetox UnpluggedDetoxJam DetoxMantraChant BirdsongDetoxHour NoSkipAlbumDetox',
    art: 'DetoxWithASketchbook MandalaDetox LeafCollageDetox WatercolorDetoxHour DrawDontSnapDetox PinchPotDetox BlindContourDetox DetoxDoodleJournal',
    tech: 'ScreenTimeDetoxWeek DetoxWithGrayscale NotificationDetox DailyLimitsDetox OneAppPageDetox UnsubscribeDetox FlipPhoneDetox OldSchoolAlarmDetox',
    pet: 'CatCuddleDetox PetToyBoxDetox TableScrapDetox TankCleanDetox BeddingWashDetox SniffWalkDetox DetoxWithYourDog DetoxGroomingHour',
    gaming:
      'BoardGameNightDetox DeckOfCardsDetox RankedDetox OfflineOnlyDetox JigsawDetox DetoxHabitBingo ChessClubDetox DetoxLeaderboard',
  },
  'bath towel': {
    dance:
      'BathTowelSkirtTwirl BathTowelLassoSpin TangoWithABathTowel MatadorBathTowelSwirl RibbonWaveBathTowel BathTowelHula BathTowelFanDance SwooshTheBathTowelCape',
    fitness:
      'BathTowelSliders BathTowelYogaStrap PartnerBathTowelTug WringItOutBathTowel BathTowelPlankDrag RolledBathTowelCrunch ShoulderPassBathTowel BathTowelCalfStretch',
    funny:
      'BathTowelTurbanCollapse DadsAncientBathTowel GuestBathTowelRules BathTowelBurrito SomeoneUsedMyBathTowel WetBathTowelOnTheBed BeachOrBathTowelDebate TinyHotelBathTowel',
    prank:
      'BathTowelSwanSurprise HangingBathTowelMonkey DryerWarmBathTowel GooglyEyeBathTowel MonogramTheirBathTowel BathTowelTeddyBurrito BathTowelSwissRoll BathTowelRoomService',
    educational:
      'HotelFoldBathTowel FixStiffBathTowels ThreeUseBathTowelRule WhatIsBathTowelGSM CottonVsBambooBathTowel BathTowelAbsorbencyTest PeshtemalVsBathTowel BathTowelLoopsMagnified',
    cooking:
      'BathTowelKeepsItWarm SpinSaladInABathTowel BathTowelIceCreamWrap BathTowelHerbDrying SwissRollLikeABathTowel BathTowelBreadProofing SpaNightBathTowelSnacks PicnicOnABathTowel',
    travel:
      'BathTowelVsQuickDry HotelBathTowelAnimals RollNotFoldBathTowel ForgotMyBathTowel HammamBathTowelWrap CampsiteBathTowelLine BathTowelNeckPillow SunsetOnABathTowel',
    wellness:
      'WarmBathTowelHug CoolBathTowelCompress BathTowelSavasana HomeSpaBathTowelWrap LavenderBathTowel ShelterBathTowelDrive RolledBathTowelPillow FreshBathTowelSunday',
    speed:
      'BathTowelFoldRace StackTenBathTowels QuickestBathTowelTurban BathTowelLaundryRelay BathTowelDryerDash FastestBathTowelSwan WringBathTowelIn30 RollFiveBathTowels',
    music:
      'BathTowelDrumMute DIYBathTowelVocalBooth ConcertWaveBathTowel TogaOperaBathTowel SingLikeABathTowelDiva BathTowelCapeAnthem BathTowelColorGuard BathTowelTwirlChorus',
    art: 'BathTowelOrigami DrawTheBathTowelDrape TieDyeBathTowel StencilABathTowel EmbroiderABathTowel BathTowelRagRug BathTowelMasterpiece TasselTrimBathTowel',
    tech: 'BathTowelNotRice GreenBathTowelScreen StopMotionBathTowelSwan BathTowelBackdropShot BathTowelPodcastBooth CanAIFoldABathTowel BathTowelDryTimelapse SlowMoBathTowelShake',
    pet: 'BathTowelPuppyDry CatOnTheBathTowel BathTowelPetBed BathTowelTreatRoll DogShakeVsBathTowel BathTowelTugToy KittenBathTowelNest MuddyPawsBathTowel',
    gaming:
      'BathTowelCaptureTheFlag BathTowelFortBuildOff TwoPlayerBathTowelBounce BathTowelBasketToss WhatsUnderTheBathTowel BathTowelParachuteGame MusicalBathTowels SimonSaysBathTowel',
  },
  'remote control': {
    dance:
      'RemoteControlMyMoves RemoteControlRewindMe RemoteControlRobot RemoteControlChannelSurf SlowMoRemoteControlSway MutedRemoteControlDance FastForwardRemoteControl LowBatteryRemoteControl',
    fitness:
      'NoRemoteControlWeek EarnTheRemoteControl RemoteControlCarChase RemoteControlCrunches ReachForTheRemoteControl BalanceTheRemoteControl AdBreakRemoteControlHIIT RemoteControlLungeWalk',
    funny:
      'WhoHasTheRemoteControl DadGuardsRemoteControl PressHarderRemoteControl RemoteControlBatterySpin AimRemoteControlHigher GrandmaRemoteControlSOS RemoteControlCushionDive VoiceRemoteControlFails',
    prank:
      'BananaRemoteControlSwap GhostRemoteControl RemoteControlRansomNote JumboRemoteControl BlockTheRemoteControl NestedBoxRemoteControl RemoteControlCakeDupe RemoteControlButler',
    educational:
      'HowRemoteControlsWork RemoteControlBoat1898 RemoteControlBinaryCode WhyRemoteControlsUseAAA GermiestRemoteControl WhatBlocksRemoteControl MarsRoverRemoteControl EWasteRemoteControl',
    cooking:
      'RemoteControlCookies BakeAlongRemoteControl RemoteControlSnackBoard CookOffForRemoteControl RemoteControlFingerFood PickDinnerByRemoteControl RemoteControlPopcornMix CouchPicnicRemoteControl',
    travel:
      'HotelRemoteControlWipe RemoteControlAbroad PackedTheRemoteControl RemoteControlPlaneShow NoRemoteControlTrip SeatbackRemoteControl BeachRemoteControlCar RentalHouseRemoteControls',
    fashion:
      'RemoteControlOutfitSwap RemoteControlPocketPJs RemoteControlLoungewear DressLikeTheRemoteControl RemoteControlRewindFits SlowMoRemoteControlRunway PausedRemoteControlPose CozyRemoteControlLook',
    wellness:
      'RemoteControlInADrawer RemoteControlPauseBreath RemoteControlMuteHour ShareTheRemoteControl RemoteControlSleepTimer HelpGrandpaRemoteControl SlowTVRemoteControl BedroomNoRemoteControl',
    speed:
      'FindRemoteControlIn10 RemoteControlBatterySwap RemoteControlCarSlalom RemoteControlQuickDraw RemoteControlTypingRace DarkRoomRemoteControl SpeedyRemoteControlWipe UnwrapTheRemoteControl',
    music:
      'RemoteControlClickBeat MuteRemoteControlKaraoke ThemeSongRemoteControl VolumeUpRemoteControl RemoteControlDJSet RemoteControlMashup AdJingleRemoteControl RemoteControlLullaby',
    art: 'RemoteControlStillLife RemoteControlPopArt CardboardRemoteControl DecorateTheRemoteControl RemoteControlCarPainting FutureRemoteControlSketch ClayMiniRemoteControl RemoteControlComicStrip',
    pet: 'BatterySafeRemoteControl CatSitsOnRemoteControl RemoteControlDogTV BirdVideosRemoteControl RemoteControlMuteForPuppy RemoteControlOffTheTable BunnyProofRemoteControl ParrotRemoteControlBeep',
    gaming:
      'HumanRemoteControl WinTheRemoteControl RemoteControlCarSoccer RemoteControlRedLight RemoteControlTVBingo HotPotatoRemoteControl RemoteControlStatues GuessTheShowRemoteControl',
  },
  'dish soap': {
    dance:
      'DishSoapSudsDisco DishSoapWaltz DishSoapBubbleWandTwirl LemonDishSoapTwist EightiesDishSoapAd WashAndDryDishSoapDuet DoTheDishSoapShimmy TeaTowelDishSoapTango',
    fitness:
      'DishSoapCalfRaises ChaseTheDishSoapBubbles GiantWandDishSoapArms DishSoapScrubBurn JumpAndPopDishSoap LowerRackDishSoapSquats DishSoapShoulderStretch WashUpDishSoapWorkout',
    funny:
      'DishSoapLastDropDrama TooMuchDishSoap DishSoapFoamMountain DadsDishSoapRatio DishSoapAdNarrator WhoLeftEmptyDishSoap SqueakyCleanDishSoap SinkStandoffDishSoap',
    prank:
      'SurpriseDishSoapDuty DishSoapChampionCrown DishSoapOpera FanClubForDishSoap DishSoapOnStrike BubbleWrapDishSoap DishSoapCheerleader CardboardRobotDishSoap',
    cooking:
      'DishSoapOvernightSoak CastIronDishSoapMyth NoDishSoapOnVeggies CuttingBoardDishSoap DishSoapBlenderClean OneDropDishSoap DishSoapAfterTacoNight FreshSpongeDishSoap',
    travel:
      'DishSoapSinkLaundry LeaveNoTraceDishSoap TinyBottleDishSoap VanLifeDishSoap HostelKitchenDishSoap DishSoapStainOnTheGo PicnicCleanupDishSoap CampMugDishSoapRinse',
    fashion:
      'DishSoapGreaseStain WhiteSneakersDishSoap JewelryBathDishSoap MakeupBrushDishSoap YellowGlovesDishSoapFit DishSoapGlassesClean ManiPrepDishSoap CollarRingDishSoap',
    wellness:
      'DishSoapMeditation LavenderDishSoapCalm ThankEachPlateDishSoap KindDishSoapShift DishSoapBubbleBreaths DishSoapEmptySink WarmWaterDishSoapPause DishSoapTalkItOut',
    speed:
      'DishSoapSudsIn30 TenPlateDishSoapDash HandWashDishSoapRace WasherVsDryerDishSoap BiggestBubbleDishSoap PotScrubDishSoapSprint CutleryDishSoapSort SinkClearDishSoapBlitz',
    music:
      'GlassHarpDishSoap DishSoapJingleContest PotLidDrumsDishSoap DishSoapWorkSong SinkDuetDishSoap SqueakyPlateDishSoap DishSoapBeatbox DishSoapKaraokeShift',
    art: 'DishSoapBubblePrints DishSoapBottlePlanter DishSoapSpongeStamps WindowPaintDishSoap WireWandDishSoap DishSoapLabelRedesign PopArtDishSoap DrawTheSudsDishSoap',
    tech: 'SlowMoBubblePopDishSoap ShootADishSoapAd SoakTimelapseDishSoap DishSoapChoreWheelApp DishSoapSudsASMR DishSoapRainbowPhoto VideoCallDishSoapDuty AudiobookDishSoapShift',
    pet: 'PetBowlDishSoapWash HighShelfDishSoap DogShampooNotDishSoap FishTankNoDishSoap ChewToyDishSoapScrub BirdCageDishSoapClean MuddyLeashDishSoap HamsterWheelDishSoap',
    gaming:
      'DishSoapBubbleBattle RockPaperDishSoap DishSoapBoatRace ChoreDiceDishSoap DishSoapTriviaShift TallestSudsDishSoap FindTheForkDishSoap WinnerSkipsDishSoapDuty',
  },
  'butter knife': {
    dance:
      'ButterKnifeSpreadMove SmoothButterKnifeGlide ButterKnifeToastTwoStep BreakfastBopButterKnife ButterKnifeRobotArms JamSwirlButterKnife WaltzWithAButterKnife ButterKnifeMicLipSync',
    fitness:
      'GrapeOnAButterKnifeWalk PreRunToastButterKnife ButterKnifeRiceCakeFuel OneArmPlankButterKnife TableSetButterKnifeRelay ButterKnifeSquatPickup FingerBalanceButterKnife PostGymBagelButterKnife',
    funny:
      'DadsButterKnifeToolkit ButterKnifeTornToast CrumbsInTheJamButterKnife ButterKnifeVsSteak ButterKnifeMirrorFace FancyDinnerButterKnife ToddlerButterKnifeChef InfomercialButterKnife',
    prank:
      'ButterKnifeForkSwap JamSmileyButterKnife BreakfastInBedButterKnife ButterKnifeInTheStone ButterKnifeVanishTrick ButterKnifeToastMessage CutleryParadeButterKnife GoldenButterKnifeAward',
    educational:
      'WhyIsAButterKnifeBlunt ButterKnifePlacement SpreaderVsButterKnife SafetyFirstButterKnife ButterKnifeHeatTest ButterKnifeLeverLesson FractionsWithAButterKnife TarnishedButterKnifeFix',
    travel:
      'PicnicButterKnifeKit ButterKnifeCarryOnRule TrainButterKnifeSandwich ButterKnifeLocalSpreads SouvenirButterKnifeHunt ButterKnifeBakeryCrawl HotelBuffetButterKnife BeachBaguetteButterKnife',
    fashion:
      'ButterKnifeBracelet SharperThanAButterKnife BrunchFitButterKnife MiniButterKnifeEarrings PicnicChicButterKnife ButterKnifeFlatlay CutleryPrintButterKnife ButterKnifeApronLook',
    wellness:
      'SlowMorningButterKnife SpreadKindnessButterKnife ButterKnifeToastASMR ButterKnifeCrumpetTea PicnicForOneButterKnife ButterKnifeBreakfastTray CozyButterKnifeSnack PhoneFreeButterKnifeMeal',
    speed:
      'CutlerySortButterKnife ButterKnifeSpreadsIn10 BlindFindButterKnife PicnicPackButterKnife ButterKnifeAnagrams LongestButterKnifeBalance NapkinRollButterKnife ButterKnifeTriviaBlitz',
    music:
      'ButterKnifeGlassChime JamSessionButterKnife ButterKnifeBaton ButterKnifeDrumRoll ButterKnifeSlideGuitar SpoonsAndButterKnife ToastJingleButterKnife PotLidButterKnifeBeat',
    art: 'ButterKnifeImpasto ClaySculptButterKnife ButterKnifeSoapCarving FrostingSwirlButterKnife ScratchArtButterKnife ButterKnifeStillLife ButterKnifeLinePrint SandcastleButterKnife',
    tech: 'ButterKnifeReflectionShot AIUsesForAButterKnife ToastPhotoButterKnife FoleySwordButterKnife DesignAButterKnife3D ButterKnifeEmojiPitch ButterKnifeSpreadSlowMo ButterKnifeGadgetReview',
    pet: 'ButterKnifeLickMat PuppyEyesButterKnife LeaveItButterKnife GoldfishPeaButterKnife ButterKnifeToyStuffing ButterKnifePupCake BunnyButterKnifeSalad PumpkinButterKnifeTreats',
    gaming:
      'GuessTheButterKnifeSpread ButterKnifeCafeRoleplay ButterKnifeToastTower JamTicTacToeButterKnife MysteryDrawerButterKnife ButterKnifeIcingOff BreakfastBingoButterKnife ButterKnifeToppingDice',
  },
  'ironing board': {
    dance:
      'IroningBoardBalletBarre UnfoldLikeAnIroningBoard IroningBoardLimbo StiffAsAnIroningBoard IroningBoardSmoothMoves IroningBoardWaltz SleeveWaveIroningBoard VogueByTheIroningBoard',
    fitness:
      'IroningBoardPlank CrawlUnderTheIroningBoard IroningBoardPostureCheck IroningBoardCalorieBurn IroningBoardStretchBreak PressUpsByTheIroningBoard FoldAndLiftIroningBoard KneeHighIroningBoardMarch',
    prank:
      'IroningBoardBreakfastBar DressedUpIroningBoard IroningBoardOfTheMonth LetterFromTheIroningBoard IroningBoardSockPress IroningBoardBirthdayParty MuseumLabelIroningBoard FrontDeskIroningBoard',
    educational:
      'SilverCoverIroningBoard WhyIroningBoardsArePointy CottonOrSilkIroningBoard IroningBoardShirtPress IroningBoardScissorLegs SteamScienceIroningBoard IroningBoardAreaMath CareSymbolsIroningBoard',
    cooking:
      'IroningBoardBakeSale IroningBoardTacoBar ExtraCounterIroningBoard CookieDecorIroningBoard CocoaStandIroningBoard WaffleStationIroningBoard IroningBoardSandwichLine IroningBoardTeaParty',
    travel:
      'HotelIroningBoardDesk NoIroningBoardNeeded IroningBoardLuggageRack PackOnTheIroningBoard CampsiteIroningBoard FleaMarketIroningBoard IroningBoardTripPlanner SteamerVsIroningBoard',
    fashion:
      'CrispCollarIroningBoard IroningBoardShirtGlowUp SharpCreaseIroningBoard IroningBoardCoverMakeover IroningBoardInterviewFit PatchJacketIroningBoard IroningBoardPleatedSkirt NoSewHemIroningBoard',
    wellness:
      'MindfulIroningBoard IroningBoardAudiobook IroningBoardPillowcases GrandpasShirtIroningBoard LavenderLinenIroningBoard IroningBoardJournaling MondayReadyIroningBoard IroningBoardSlowJams',
    speed:
      'IroningBoardSetupRace IroningBoardShirtFold IroningBoardSockMatch TenHangersIroningBoard ButtonUpIroningBoard IroningBoardLaundrySort NecktieKnotIroningBoard FlatLayIroningBoard',
    music:
      'KeyboardOnTheIroningBoard TapTheIroningBoard SqueakyIroningBoardRemix IroningBoardMusicStand IroningBoardBlues KaraokeNightIroningBoard PressPlayIroningBoard IroningBoardBeatStation',
    art: 'IroningBoardEasel IroningBoardPuppetStage IroningBoardSurfDecor BannerPaintIroningBoard IroningBoardSignUpcycle StencilTeeIroningBoard MiniIroningBoardDiorama QuiltBlockIroningBoard',
    tech: 'IroningBoardLaptopDesk IroningBoardTimelapse OverheadCamIroningBoard PodcastMicIroningBoard SmartPlugIroningBoard FlatLayStudioIroningBoard IroningBoardCodingStation IroningBoardRingLight',
    pet: 'KittenProofIroningBoard IroningBoardCordTuck IroningBoardDogTreatBar IroningBoardLintRoll IroningBoardPawPrints ShellGameIroningBoard PetFreeIroningBoardZone CheckForCatsIroningBoard',
    gaming:
      'IroningBoardPingPong IroningBoardCardNight IroningBoardCoinSlide IroningBoardMarbleRace PaperFootballIroningBoard PlayShopIroningBoard GameShowIroningBoard BigIroningBoardJigsaw',
  },
};
