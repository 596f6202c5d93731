import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'guilty pleasure': {
    dance:
      'DanceToYourGuiltyPleasure BoyBandGuiltyPleasure GuiltyPleasureConga GuiltyPleasureTwoStep GuiltyPleasureHairFlip DuetMyGuiltyPleasure 80sGuiltyPleasureGroove GuiltyPleasureFlashMob',
    fitness:
      'EarnYourGuiltyPleasure BurpeePerGuiltyPleasure WalkOffYourGuiltyPleasure SweatToAGuiltyPleasure GuiltyPleasureChorusSquat GuiltyPleasurePlank GuiltyPleasureAdBreakAbs GuiltyPleasureJumpRope',
    prank:
      'SneakInMyGuiltyPleasure PlayTheirGuiltyPleasure AlarmSetToAGuiltyPleasure GuiltyPleasureDoorbell HumGuiltyPleasureAllDay GuiltyPleasureTakeover GuiltyPleasureLyricPrank GuiltyPleasureSerenade',
    educational:
      'ScienceOfGuiltyPleasure SayGuiltyPleasureInFrench WhoWroteMyGuiltyPleasure GuiltyPleasureKeyChange GuiltyPleasureFactCheck TeachMeYourGuiltyPleasure GuiltyPleasureWordOrigin GuiltyPleasureByDecade',
    cooking:
      'HealthierGuiltyPleasure RecreateAGuiltyPleasure FineDiningGuiltyPleasure GrandmasGuiltyPleasure GuiltyPleasureMugCake GuiltyPleasureFoodCombo GuiltyPleasureSundaeBar GuiltyPleasureNachos',
    travel:
      'RoadTripGuiltyPleasure TouristTrapGuiltyPleasure HotelBuffetGuiltyPleasure PackYourGuiltyPleasure LocalGuiltyPleasureHunt GuiltyPleasureSouvenir InFlightGuiltyPleasure GuiltyPleasureGateSnack',
    fashion:
      'GuiltyPleasureFitCheck WearYourGuiltyPleasure Y2KGuiltyPleasure ThriftAGuiltyPleasure NoveltySockGuiltyPleasure GuiltyPleasureAnimalPrint SweatpantsGuiltyPleasure GuiltyPleasureHeadToToe',
    wellness:
      'ScheduleAGuiltyPleasure SavorYourGuiltyPleasure ShameFreeGuiltyPleasure DailyDoseOfGuiltyPleasure GuiltyPleasureJournal GuiltyPleasureRewatch GuiltyPleasureNightIn GuiltyPleasureGratitude',
    speed:
      'NameThatGuiltyPleasure GuiltyPleasureCountdown QuickDrawGuiltyPleasure FinishTheGuiltyPleasure GuiltyPleasureIn5Seconds GuiltyPleasureRapidFire SpeedRankGuiltyPleasures GuiltyPleasureFastForward',
    music:
      'GuiltyPleasureKaraoke AcousticGuiltyPleasure GuiltyPleasureMashup HumYourGuiltyPleasure PowerBalladGuiltyPleasure KazooGuiltyPleasure GuiltyPleasureInMinorKey GuiltyPleasureDuet',
    art: 'RenaissanceGuiltyPleasure PopArtGuiltyPleasure SculptAGuiltyPleasure DoodleYourGuiltyPleasure GuiltyPleasureStillLife GuiltyPleasureAlbumCover GuiltyPleasureComicStrip OneLineGuiltyPleasure',
    tech: 'AIGuessesMyGuiltyPleasure ScreenTimeGuiltyPleasure StopMotionGuiltyPleasure FeedRevealsGuiltyPleasure GuiltyPleasureMostPlayed GuiltyPleasureFaceFilter GuiltyPleasureAutotune GuiltyPleasureEmojiQuiz',
    pet: 'MyDogsGuiltyPleasure SqueakyToyGuiltyPleasure PillowThiefGuiltyPleasure CatInABoxGuiltyPleasure GuiltyPleasureSofaNap GuiltyPleasureZoomies GuiltyPleasureSunSpot GuiltyPleasureGrassRoll',
    gaming:
      'GuessWhoseGuiltyPleasure CozyGameGuiltyPleasure MatchTheGuiltyPleasure 20QuestionsGuiltyPleasure GuiltyPleasureCharades GuiltyPleasureHotSeat GuiltyPleasureBracket GuiltyPleasureBingo',
  },
  noon: {
    dance:
      'HighNoonDanceOff NoonBootScoot ClockHandsAtNoon NoonChimeShuffle TumbleweedAtNoon NoonSiestaSway NoonDeskDisco CountdownToNoonGroove',
    fitness:
      'SaluteTheNoonSun TwelveRepsAtNoon HighNoonPushUpDuel NoonShadowBoxing BeforeNoonBurpees NoonPlankPause NoonPowerWalk NoonWallSit',
    funny:
      'StillInBedAtNoon HighNoonLastSlice NoonIsMyMorning NoonSpelledBackwards DramaticNoonCountdown HangryBeforeNoon NoonNatureDocumentary WhoAteMyNoonSandwich',
    prank:
      'ItsNoonAlready CuckooAtNoon HighNoonStareDown NoonLunchboxNote GoodMorningAtNoon EveryClockSaysNoon NoonTumbleweedRoll WesternWhistleAtNoon',
    educational:
      'NoonPalindromeHunt ShortestShadowAtNoon FindYourSolarNoon NoonMeantNinthHour AMOrPMAtNoon SundialAtNoon NoonAroundTheWorld SayNoonInSpanish',
    cooking:
      'BrunchBeforeNoon HighNoonCowboyChili NoonBentoBox NoonLeftoverRemix NoonLemonadeBreak NoonPicnicSpread TenMinuteNoonSalad SandwichTowerAtNoon',
    travel:
      'WhereIAmAtNoon HighNoonGhostTown NoonSiestaLikeLocals NoonMarketStroll HearTheNoonBells LunchWithAViewAtNoon NoonPostcardHome NoonPicnicInThePark',
    fashion:
      'HighNoonCowboyBoots SunHatAtNoon PajamasTillNoon NoonLunchDateLook MorningVsNoonOutfit LinenForNoonHeat NoonPicnicDress NoonLightFitCheck',
    speed:
      'TwelveTasksByNoon NoonLaundryFoldOff BeforeTheNoonChimesEnd NoonSandwichSprint TidyBlitzTillNoon NoonPalindromeRace NoonDeskResetDash DishesDoneByNoon',
    music:
      'PlayTheNoonChime HighNoonHarmonica SiestaLullabyAtNoon LunchboxDrumsAtNoon NoonPalindromeMelody NoonSunshineSong WesternNoonWhistle NoonBeatboxBreak',
    art: 'NoonShadowTracing PaintTheNoonSky HighNoonWantedPoster MeltingNoonClock SunPrintAtNoon NoonPicnicSketch NoonSundialCraft NoonVsMidnightPainting',
    tech: 'SunriseToNoonTimelapse WorldClockAtNoon SameSpotEveryNoon NoFilterNoonSelfie NoonShadowStopMotion NoonPanorama NoonGroupChatCheckIn NoonPhotoDump',
    pet: 'NoonNapWithMyDog SunPatchAtNoon NoonPavementHandCheck BegFaceAtNoon NoonWaterBowlRefresh PetCamAtNoon HighNoonCatStandoff NoonShadeWalk',
    gaming:
      'HighNoonCardDuel ShadowTagAtNoon NoonScavengerHunt NoonTriviaBreak GuessTheCityAtNoon BossFightBeforeNoon NoonBoardGameLunch NoonPalindromeBattle',
  },
  hurricane: {
    dance:
      'EyeOfTheHurricaneFreeze Category1To5Hurricane SwirlLikeAHurricane HurricaneHairWhip HurricaneBodyWave HurricanePartnerTwirl HurricaneWindmillArms PaperInAHurricane',
    fitness:
      'HurricaneCategoryLadder HurricaneKitCarry HurricaneRussianTwist HurricaneSprintIntervals EyeOfTheHurricaneHold SandbagHurricaneSquat SpinJumpLikeAHurricane PlankThroughTheHurricane',
    funny:
      'HurricaneHairReveal HurricaneNamedAfterMe MyHurricanePrepFail HurricaneFaceSlowMo HurricaneSnackHoarder ToddlerHurricaneAftermath HomeboundHurricaneDiary Category5HurricaneMood',
    prank:
      'HurricaneConfettiDoor HurricanePillowFort HurricaneBubbleBlast StickyNoteHurricaneDesk NameAHurricaneAfterThem HurricaneStuffieSpiral BalloonHurricaneBedroom PaperPlaneHurricane',
    cooking:
      'NoPowerHurricaneMeal HurricaneSwirlCupcakes CinnamonRollHurricane BlenderHurricaneSmoothie HurricaneRadarPizza SaladSpinnerHurricane HurricaneTrailMix ShakeAHurricaneInAJar',
    travel:
      'PackAHurricaneGoBag HurricaneSimulatorBooth HurricaneMuseumExhibit HurricaneStaycation HurricaneRouteMap SunshineAfterTheHurricane VisitAHurricaneMemorial CheckTheHurricaneForecast',
    fashion:
      'HurricaneProofHairdo HurricaneRainBootsLook HurricaneWindMachineShoot TwirlingHurricaneSkirt DressLikeAHurricane CozyHurricaneDayFit HurricaneSwirlNails EyeOfTheHurricaneMakeup',
    wellness:
      'EyeOfTheHurricaneCalm HurricaneComfortKit HurricaneStoryHour HurricaneCheckInCall MindfulHurricaneSpiral ListenToHurricaneRain HurricaneWorryJar ThankAHurricaneHelper',
    speed:
      'HurricaneGoBagDash HurricaneAlphabetRace HurricaneInABottleSprint HurricaneLightsOutHunt Cat5HurricaneCleanup SandbagHurricaneRelay TenSecondHurricaneDrill SpeedDrawAHurricane',
    music:
      'HurricaneRainStick BodyPercussionHurricane HurricaneCrescendo HurricaneLullaby EyeOfTheHurricaneBridge StormyHurricanePiano WhistleLikeAHurricane BottleFluteHurricane',
    art: 'SpinArtHurricane CottonBallHurricane PaperSpiralHurricane HurricaneRadarRainbow SidewalkChalkHurricane HurricaneWatercolor BlowPaintHurricane HurricaneSuperheroComic',
    tech: 'TrackAHurricaneLive HurricaneRadarTimelapse GreenScreenHurricane SetUpHurricaneAlerts HurricanePowerBankCheck HurricaneEmojiForecast AIExplainsAHurricane OfflineMapsHurricane',
    pet: 'HurricanePetKit HurricaneCozyDen ZoomiesLikeAHurricane HurricaneTreatPuzzle CalmCrateForHurricanes HurricaneIDTagCheck DogWalkBeforeTheHurricane CatNapThroughAHurricane',
    gaming:
      'HurricaneBoardGameNight HurricaneShadowPuppets HurricaneNameBingo HurricaneEscapeRoom GuessTheHurricaneCategory CardHouseVsHurricane BuildHurricaneProofBase BlowFootballHurricane',
  },
  'can opener': {
    dance:
      'CrankTheCanOpener PassTheCanOpener ElectricCanOpenerSpin CanOpenerTwist CanOpenerMicLipSync CanOpenerHipSwing TangoWithTheCanOpener RobotArmCanOpener',
    fitness:
      'CanOpenerGripTest CanOpenerArmCircles CanOpenerSqueezeHold TwistLikeACanOpener SquatsForTheCanOpener HundredCranksCanOpener ReachForTheCanOpener WeakHandCanOpener',
    funny:
      'CantWorkACanOpener CatHearsTheCanOpener AncientFamilyCanOpener CanOpenerCommentary WhoHidTheCanOpener SlowMoCanOpenerReveal CanOpenerOrMedievalTool CanOpenerLoveLetter',
    prank:
      'GooglyEyesCanOpener CanOpenerRansomNote GiftWrappedCanOpener CanOpenerOnAString CanOpenerClueTrail CanOpenerShrine BalloonTiedCanOpener DressUpTheCanOpener',
    educational:
      'CanOpener50YearsLate HowACanOpenerWorks SideCutVsTopCanOpener CanOpenerSimpleMachines UseACanOpenerSafely CanOpenerInFiveLanguages CanOpenerSecretFeature TrueOrFalseCanOpener',
    travel:
      'PackTheCanOpener CanOpenerCampKitchen TinyCanOpenerTravelKit HostelCanOpenerHunt CanOpenerOnTheKeychain VanLifeCanOpener CanOpenerCarryOnCheck CanOpenerTrailLunch',
    fashion:
      'ApronPocketCanOpener CampCookCanOpenerLook CanOpenerCharmNecklace FiftiesKitchenCanOpener CanOpenerUtilityBelt CanOpenerEverydayCarry CanOpenerColorMatch TinyCanOpenerEarrings',
    wellness:
      'MindfulCanOpenerCrank CanOpenerASMR DonateACanOpener GrandmasEasyCanOpener HandStretchAfterCanOpener CanOpenerSoupForOne CanOpenerDrawerReset CanOpenerCareKit',
    speed:
      'CanOpenerQuizBuzzer SpeedSketchACanOpener CanOpenerTinTower FastestCanOpenerFinder PassTheCanOpenerRelay CanOpenerCatStopwatch CanOpenerAnagramRace SpellCanOpenerBackwards',
    music:
      'CanOpenerClickBeat OdeToTheCanOpener KitchenBandCanOpener CanOpenerJingle CanOpenerOpera LostCanOpenerBlues BeatboxACanOpener CanOpenerRapBattle',
    art: 'CanOpenerRobotSculpture CanOpenerPopArt CanOpenerBlueprint DrawACanOpenerFromMemory CanOpenerCartoonMascot ShadowTraceCanOpener ClayCanOpenerMiniature TinLabelCanOpenerCollage',
    tech: 'ElectricCanOpenerSlowMo AIInventsACanOpener DesignACanOpenerEmoji CanOpenerStopMotion CanOpenerMacroShot CanOpenerLoopGIF CanOpenerSoundboard POVOfACanOpener',
    pet: 'CanOpenerSummonsTheCat CanOpenerRecallTest CanOpenerHappyDance SitStayCanOpener TailWagsAtTheCanOpener WhoComesFirstCanOpener HighFiveForTheCanOpener CanOpenerPetCam',
    gaming:
      'MysteryTinCanOpener CanOpenerHideAndSeek PropHuntCanOpener SurvivalModeCanOpener CanOpenerMemoryCards CanOpenerCharades CanOpenerBingoNight TwentyQuestionsCanOpener',
  },
  'wrong number': {
    dance:
      'WrongNumberRingtoneGroove CordTwirlWrongNumber SorryWrongNumberSpin WrongNumberHangUpDrop FreezeForAWrongNumber ShrugItOffWrongNumber WrongNumberDoubleTake MoonwalkFromAWrongNumber',
    fitness:
      'WrongNumberDigitReps WrongNumberBurpeePenalty SprintForAWrongNumber WrongNumberDialCircles PlankThroughAWrongNumber JumpingJackPerWrongNumber ShadowBoxAWrongNumber WrongNumberPaceLaps',
    prank:
      'LlamaFarmWrongNumber WrongNumberSiblingSkit WrongNumberBackyardCall NextRoomWrongNumber AnswerAsAWrongNumber SecretAgentWrongNumber WrongNumberPaperPhones WrongNumberWalkieTalkie',
    educational:
      'WrongNumberEtiquette SpotAWrongNumberScam SorryWrongNumberInFrench WrongNumberAreaCodeQuiz WrongNumberDigitMixUp NeverDialAWrongNumber WrongNumberInMorse PoliteWrongNumberReply',
    cooking:
      'WrongNumberSnackPlatter WrongNumberNoodleNight SorryWrongNumberCookies WrongNumberPhoneCake CookTheWrongNumberOrder GrandmasWrongNumberRecipe WrongNumberMysteryBasket TakeoutCopycatWrongNumber',
    travel:
      'CountryCodeWrongNumber TimeZoneWrongNumber SorryWrongNumberAbroad PhoneBoothWrongNumber NewSIMWrongNumber WrongNumberHostelFriend WrongNumberRoamingFees WrongNumberPostcardHome',
    fashion:
      'WhoTheWrongNumberWanted EightiesWrongNumberFit DIYWrongNumberPhoneCase WrongNumberTrenchCoat WrongNumberRunwayCall WrongNumberCoilHairTies WrongNumberPJsToPro DressedUpForAWrongNumber',
    wellness:
      'WrongNumberTrustedAdult WrongNumberScamAware DoNotDisturbWrongNumber WrongNumberMuteButton LetTheWrongNumberGo WrongNumberSafeSilence BreatheAfterAWrongNumber KindReplyToWrongNumber',
    speed:
      'WrongNumberComebackIn5 WrongNumberKeypadRace WrongNumberContactPurge WrongNumberReplyRelay SpeedDialNoWrongNumber DigitRecallWrongNumber RotaryPhoneWrongNumber BeatTheBeepWrongNumber',
    music:
      'HoldMusicWrongNumber WrongNumberRingtoneRemix KeypadMelodyWrongNumber WrongNumberVoicemailSong WrongNumberDuet SorryWrongNumberJingle WrongNumberBlues AutotuneAWrongNumber',
    art: 'DrawTheWrongNumberCaller WrongNumberComicStrip HoldDoodleWrongNumber WrongNumberPopArt WrongNumberStickerDesign ClayWrongNumberPhone WrongNumberZine BubbleLetterWrongNumber',
    tech: 'BlockAWrongNumber WrongNumberAutoReply AIAnswersAWrongNumber RecordWrongNumberGreeting WrongNumberPrivacyCheck SpamFilterWrongNumber WrongNumberTextToSpeech WrongNumberEmojiOnly',
    pet: 'CatDialedAWrongNumber WrongNumberRingtoneHowl PetTagWrongNumberCheck HeadTiltAtWrongNumber WrongNumberParrotMimic PuppyVoicemailWrongNumber FetchThePhoneWrongNumber WrongNumberLapNap',
    gaming:
      'WrongNumberTelephoneGame GuessTheCallerWrongNumber WrongNumberImprov WrongNumberTextAdventure CrackTheCodeWrongNumber HigherLowerWrongNumber WrongNumberMysteryNight PassThePhoneWrongNumber',
  },
  dustpan: {
    dance:
      'BroomAndDustpanTango CinderellaDustpanWaltz DustpanMoonwalk SweepToTheBeatDustpan KitchenFloorDustpanDisco DustpanSamba PassTheDustpan DustpanFlamencoStomp',
    fitness:
      'SquatAndScoopDustpan DustpanBearCrawl ChoreCircuitDustpan DustpanBroomHandleStretch DustpanLungeWalk DustpanStepCount TenMinuteDustpanBurn SingleLegDustpanReach',
    funny:
      'TheEternalDustpanLine DustpanSoapOpera DadsDustpanTechnique DustpanAwardsSpeech SlowMoDustpanHero DustpanTourGuide WhoseCrumbsDustpan ToddlerVsDustpan',
    prank:
      'GoldenDustpanAward DustpanRobotVoice AirGuitarDustpanSerenade YouMissedASpotDustpan DustpanButler SecretDustpanElf DustpanGooglyEyes DustpanMagicTrick',
    educational:
      'DustpanUnderAMicroscope DustpanTapeTrick WhoInventedTheDustpan DustpanInclinedPlane DustpanRecyclingSort SayDustpanInSpanish GrandmasDustpanHack TeachAKidTheDustpan',
    cooking:
      'CleanAsYouCookDustpan ZeroSpillDustpanChef FlourEverywhereDustpan CroissantVsDustpan DustpanWorthyPizzaToss CrumbCakeDustpan DustpanReadyTacoNight KidsKitchenDustpanDuty',
    travel:
      'TentSweepDustpan LeaveNoTraceDustpan SandyCarDustpan CheckoutDayDustpan DustpanAroundTheWorld TravelSizeDustpan MarketDustpanHunt VanLifeDustpan',
    fashion:
      'CinderellaDustpanLook DustpanDayFitCheck DustpanAsAClutch RetroHeadscarfDustpan DustpanRunway DustpanColorPop RubberGloveDustpanGlam DenimOverallsDustpan',
    wellness:
      'MindfulDustpanSweep FiveMinuteDustpanReset WorriesInTheDustpan SlowSundayDustpan DustpanASMR DustpanForANeighbor FreshStartDustpan DustpanThenTea',
    music:
      'DustpanDrumSolo BroomAirGuitarDustpan DustpanShanty DustpanScratchDJ SweepingSymphonyDustpan DustpanRapVerse MopAndDustpanDuet OdeToMyDustpan',
    art: 'FolkArtDustpan DustpanPuppet DustpanFoundObjects CardboardDustpanDIY CaptainDustpanComic DustpanStencilPrint MiniatureDustpanModel PixelArtDustpan',
    tech: 'RobotVacuumVsDustpan DustpanTimelapse DustpanStopMotion DustpanChoreTracker DustpanPOVCam AIRatesMyDustpanSkills BeforeAfterDustpanSlider SmartwatchDustpanSteps',
    pet: 'PetHairDustpanHaul CatVsDustpan LitterScatterDustpan DustpanTreatTraining HamsterCageDustpan BirdSeedDustpan DogSupervisesDustpan BunnyHayDustpan',
    gaming:
      'DustpanCurling DustpanHockey DustpanShuffleboard DustpanSimulator MiniGolfIntoTheDustpan PingPongDustpanToss ChoreBingoDustpan ObstacleCourseDustpan',
  },
  ears: {
    dance:
      'BunnyEarsHop WiggleEarsToTheBeat CatEarsShuffle ElephantEarsSway SilentDiscoEars GrooveWithEarsCovered EarsPerkUpDrop EarsOnFreezeDance',
    fitness:
      'EarsOverShoulders SideTiltEarsStretch BicepsByYourEars BalanceIsInYourEars WarmEarsWinterRun WiggleEarsPlank PodcastInYourEarsWalk EarsPinnedBackSprint',
    prank:
      'WholeFamilyInBunnyEars PaperEarsOnDadsCap TestTheirSelectiveEars CoinBehindYourEar PointyElfEarsReveal WhoseEarsPerkForSnacks TheWallsHaveEars PlushAudienceAllEars',
    educational:
      'WhyEarsPop EarsNeverStopGrowing TinyBonesInYourEars AnimalEarsQuiz DecibelCheckForEars ElephantEarsAirCon EarsInWeirdPlaces HowOwlsUseTheirEars',
    cooking:
      'PalmierElephantEars OrecchietteLittleEars BunnyEarsPancakes BearEarsBento EarsOfCornFeast SourdoughEars CrunchTestForYourEars MouseEarsCupcakes',
    travel:
      'EarsPopOnThePlane SoundWalkForYourEars StreetMusicForYourEars EchoHuntEars SeashellToYourEars ThemeParkEars TuneYourEarsAbroad KeepEarsWarmOnTheSlopes',
    fashion:
      'CuratedEarsStack CatEarsHeadband WinterEarmuffLook EarCuffsNoPiercing TuckedBehindTheEars HeadphonesOverEarsFit BunnyEarsBeanie HoodieWithEars',
    wellness:
      'RestYourEars GentleEarsMassage LendYourEars BirdsongForYourEars ShouldersAwayFromEars VolumeCapForEars FourSoundsYourEarsHear EarsFreeHour',
    speed:
      'ThreeSecondEarsTest CatEarsCraftSprint NoseAndEarsSwitch WhisperRelayEars MysterySoundsEarsRace DoubleSpeedEars UntangleTheEarbuds SimonSaysEars',
    music:
      'PlayItByEars MusicToMyEars EarsPitchTest SingWithCoveredEars LeftRightEarsRemix LullabyForTinyEars CallAndResponseEars EarsCatchTheHarmony',
    art: 'MirrorSketchYourEars AnimalEarsHeadbandDIY ClayEarsSculpt EarsOnlyPortrait DrawWhatYourEarsHear ShadowBunnyEars BeadedEarrings ElephantEarsOrigami',
    tech: 'HowOldAreYourEars CatEarsFilter VolumeLimitForEars 8DAudioForYourEars SlowMoEarsWiggle LiveCaptionsForEars TranslateInYourEars NoiseCancelEarsTest',
    pet: 'WhatPerksTheirEars RelaxedEarsSlowBlink GentleEarsScratch InsideOutEars GrowingIntoBigEars EarsFlappingZoomies OneEarUpPuppy SoftestEarsContest',
    gaming:
      'PinTheEarsOnADonkey WhisperChallengeEars EarsOnStealthMode RhythmGameByEars NameThatTuneEars EarsOnlyCharades MusicalChairsEars BunnyEarsTag',
  },
  ostrich: {
    dance:
      'StrutLikeAnOstrich OstrichNeckBob FeatherBoaOstrichTwirl OstrichPrance OstrichTwoStep ZigZagOstrichShuffle OstrichSandDip SafariOstrichConga',
    fitness:
      'RunLikeAnOstrich HighKneeOstrichMarch OstrichKicks OstrichStrideLunges ZigZagOstrichDrill OstrichEggCarry OstrichForwardFold TipToeOstrichRaises',
    funny:
      'DoTheOstrichWalk WhenIGoFullOstrich OstrichStareDown OstrichDocumentaryVoice OstrichOrDinosaur FeatherDusterOstrich BedheadOstrich SlowMoOstrichSprint',
    prank:
      'OstrichEggInTheFridge OstrichPuppetPeekaboo FeatherTrailOstrich OstrichMagnetMessage GardenOstrichCutout CouchNestForAnOstrich OstrichBalloonSurprise DailyOstrichFactTexts',
    cooking:
      'OstrichShapedPancake OstrichNestTreats FruitPlatterOstrich OstrichEggMeringue OstrichSizedScramble SafariBentoOstrich LongNeckOstrichCookies BreadstickOstrichLegs',
    travel:
      'OstrichFarmVisit SafariOstrichSpotting PlaneNapLikeAnOstrich ZooDayOstrichHunt OstrichBinocularsView OstrichEggSouvenirHunt OstrichPostcard BigStrideOstrichHike',
    fashion:
      'OstrichFeatherBoa RoaringTwentiesOstrich OstrichPlumeFascinator OstrichMonochrome FluffySlippersOstrich OstrichRunwayStrut DIYOstrichCostume TurtleneckOstrich',
    wellness:
      'OstrichNeckStretch NoMoreOstrichMode OstrichNestNap ShakeItOffOstrich OstrichLegsUpTheWall OstrichBigStrideWalk SunbatheLikeAnOstrich CountOstrichesNotSheep',
    speed:
      'FiveSecondOstrichDash OstrichEggAndSpoon ZigZagOstrichRelay SpeedSketchOstrich OstrichFactsRapidFire FeatherBlowOstrichRace OstrichStrideCount OstrichWordScramble',
    music:
      'BoomLikeAnOstrich OstrichMarchingBand OstrichNurseryRhyme OstrichRapFacts OstrichStompRhythm TromboneOstrichNeck BeatboxAnOstrich SafariSoundtrackOstrich',
    art: 'PaintAnOstrichEgg HandprintOstrich OstrichQuillLettering OneLineOstrich OstrichPaperBagPuppet PipeCleanerOstrich ArmShadowOstrich FeatherCollageOstrich',
    tech: 'AIOstrichAstronaut LongNeckOstrichFilter OstrichZooWebcam GreenScreenOstrichRace StopMotionOstrich GPSSpeedVsOstrich OstrichEmojiStory OstrichWallpaper',
    pet: 'DogHidesLikeAnOstrich OstrichFeatherCatWand OstrichSpeedZoomies PuppyMeetsOstrichPlush OstrichToyTugOfWar KittyWatchesOstrichTV ParakeetVsOstrichSize OstrichEggBallFetch',
    gaming:
      'OstrichTag OstrichHideAndSeek EmuOrOstrichQuiz BalloonOstrichEggToss PinTheNeckOnAnOstrich OstrichCardMatch OstrichLimbo SafariBoardGameOstrich',
  },
  'bed sheet': {
    dance:
      'BedSheetGhostShuffle BedSheetSkirtTwirl ParachuteBedSheetWave BedSheetShadowDance SnapTheBedSheetDrop TogaPartyBedSheet RhythmicBedSheetRibbon LaundryDayBedSheetJig',
    fitness:
      'BedSheetSliderLunges BedSheetTugOfWar BedSheetStrapStretch BedSheetBattleRopes PartnerBedSheetRows TuckTheBedSheetSquats ParachuteLiftBedSheet FlickTheBedSheetFlat',
    funny:
      'FoldAFittedBedSheet LastMinuteBedSheetGhost BedSheetVsMe BedSheetBurrito BedSheetFaceCreases CatOnTheFreshBedSheet DramaticBedSheetReveal BedSheetStaticHair',
    prank:
      'BalloonsUnderTheBedSheet BedSheetPlushieParty CartoonBedSheetSwap BedSheetBannerSurprise FoldedInHalfBedSheet BedSheetGhostAtBreakfast DollSizeBedSheet CarWashBedSheetDoor',
    educational:
      'ThreadCountBedSheetQuiz HospitalCornersBedSheet BedSheetFoldingHack WashYourBedSheetWeekly CottonVsLinenBedSheet DustMitesInYourBedSheet BedSheetInFiveLanguages RecycleAnOldBedSheet',
    cooking:
      'BedSheetPicnic PizzaNightBedSheetFort BedSheetTablecloth PigsInABedSheet BedSheetThinStrudel BedSheetScreenPopcorn TeaPartyOnABedSheet BurritoWrapBedSheet',
    travel:
      'BedSheetBeachShade HotelBedSheetInspection BedSheetSleepLiner BackyardBedSheetCamping SunsetParkBedSheet FestivalFlagBedSheet HostelBunkBedSheetCurtain BedSheetStargazing',
    wellness:
      'FreshBedSheetFeeling LavenderBedSheetSpray SundayBedSheetReset SunDriedBedSheet BedSheetCocoonRest HotelStyleBedSheet DigitalDetoxBedSheetFort ClotheslineBedSheetCalm',
    speed:
      'BedSheetFoldRace FreshBedSheetSpeedrun BedSheetFortIn5 FourCornersBedSheetDash UntangleTheBedSheet BedSheetTogaQuickChange ClothespinBedSheetSprint BedSheetLaundryRelay',
    music:
      'BedSheetFlapBeat BedSheetVocalBooth BedSheetKaraokeStage FreshBedSheetLullaby SpookyGhostChoirBedSheet ShadowDrummerBedSheet BedSheetPuppetMusical OperaCapeBedSheet',
    art: 'TieDyeBedSheet PaintedBedSheetBackdrop BedSheetShadowPuppets FabricMarkerBedSheet PatchworkFromBedSheet SunPrintBedSheet StarchedBedSheetGhost BedSheetTapestry',
    tech: 'BedSheetProjectorScreen GreenBedSheetChromaKey BedSheetTimelapse BedSheetSlowMoFlick AIDesignsMyBedSheet SilhouettePhotoBedSheet BedSheetFortLEDs PhoneFlashlightBedSheet',
    pet: 'CatUnderTheBedSheet PuppyBedSheetHelper BedSheetFortForPets BedSheetSnoozeSpot FurFreeBedSheetHack BedSheetPeekaboo OldBedSheetDogBlanket BirdCageBedSheetCover',
    gaming:
      'BedSheetParachutePop GuessWhoUnderTheBedSheet BedSheetVolleyball BedSheetShadowCharades GiantBoardGameBedSheet CaptureTheBedSheetFlag BedSheetTreasureHunt FortBuildOffBedSheet',
  },
  'pet peeve': {
    dance:
      'InterpretivePetPeeve PetPeeveShakeItOff PetPeeveEyeRollDrop StompOutAPetPeeve PetPeeveFreezeFrame PetPeeveMirrorDuet CalmDownPetPeeveSway DanceAwayYourPetPeeve',
    fitness:
      'SquatEveryPetPeeve PetPeeveBurpeeTax PunchOutAPetPeeve PetPeevePlankTest PetPeeveStressRun PickUpLitterPetPeeve WalkItOffPetPeeve ShrugItOffPetPeeve',
    prank:
      'FlipTheToiletRollPetPeeve CrookedFramePetPeeve OneSipLeftPetPeeve LoudCrunchPetPeeve TypoNotesPetPeeve SockTrailPetPeeve PetPeeveUnevenBlinds PetPeeveMismatchedMugs',
    educational:
      'PetPeevePsychology WherePetPeeveComesFrom MisophoniaVsPetPeeve GrammarPetPeeveQuiz OverOrUnderPetPeeve PetPeeveSynonyms PetPeevePieChart PetPeeveDebateSkills',
    cooking:
      'NoDoubleDipPetPeeve PetPeeveFreeKitchen PineappleOnPizzaPetPeeve OvercookedPastaPetPeeve EvenSlicesPetPeeve FoodTouchingPetPeeve PerfectToastPetPeeve SoggySandwichPetPeeve',
    travel:
      'PetPeeveAirportBingo PetPeeveFreeRoadTrip ArmrestWarPetPeeve RecliningSeatPetPeeve AreWeThereYetPetPeeve QuietCarPetPeeve HotelRoomPetPeeve BoardingZonePetPeeve',
    fashion:
      'VisibleTagPetPeeve TuckedOrUntuckedPetPeeve SocksWithSandalsPetPeeve ItchySweaterPetPeeve WearAllMyPetPeeves SameOutfitPetPeeve PetPeeveFreeCapsule PocketlessDressPetPeeve',
    wellness:
      'LetGoOfAPetPeeve BreatheThroughAPetPeeve PetPeeveJournal LaughAtYourPetPeeve PetPeeveGratitudeFlip CountToTenPetPeeve PatiencePracticePetPeeve PetPeeveKindnessSwap',
    speed:
      'TenPetPeevesIn30 PetPeeveRapidFire PetPeeveFixBlitz ThisOrThatPetPeeve PetPeeveSpeedRant GuessTheirPetPeeveFast PetPeeveBuzzerRound AlphabetPetPeeveRace',
    music:
      'PetPeeveBlues RapBattleOverPetPeeves PetPeeveAria PenClickPetPeeveBeat ProtestChantPetPeeve PetPeeveDrumRant SighingChoirPetPeeve PetPeevePowerBallad',
    art: 'PetPeeveMonster PetPeeveComic PetPeevePSAPoster SculptYourPetPeeve NoPetPeeveZoneSign CollageOfPetPeeves PetPeeveDoodleDiary PerfectSymmetryPetPeeve',
    tech: 'AutocorrectPetPeeve ZeroUnreadPetPeeve PetPeeveAppIdea AIFixesMyPetPeeve HomeScreenPetPeeveCleanup CableManagementPetPeeve PhoneFreeDinnerPetPeeve TypingDotsPetPeeve',
    pet: 'CatsBiggestPetPeeve ClosedDoorPetPeeve EmptyMiddleBowlPetPeeve DogPOVPetPeeve WalkTooShortPetPeeve NewCouchPetPeeve FurOnBlackJeansPetPeeve MuddyPawsPetPeeve',
    gaming:
      'PetPeeveBingo GuessWhosePetPeeve PetPeeveWouldYouRather PetPeeveDraft MarchMadnessPetPeeve GamerPetPeeveRanking TwoTruthsAndAPetPeeve PetPeeveHotSeat',
  },
  'mixing bowl': {
    dance:
      'MixingBowlStirStep MixingBowlHipCircles RobotMixerMixingBowl SpatulaMicMixingBowl WhiskAndTwirlMixingBowl MixingBowlCongaLine MixingBowlTango BakeSaleMixingBowlBop',
    fitness:
      'MixingBowlArmBurn GobletSquatMixingBowl MixingBowlCoreTwist MixingBowlPlankPass TenMinuteKneadMixingBowl LungeAndStirMixingBowl DoughRiseMixingBowlHIIT CalfRaiseAtTheMixingBowl',
    funny:
      'KnightInAMixingBowl MixingBowlEchoVoice MixingBowlSatelliteDish MixingBowlTurtleShell BakingShowJudgeMixingBowl TooSmallMixingBowl WhichMixingBowlIsClean NoMixingBowlLeftBehind',
    prank:
      'MixingBowlAlarmClock NoteUnderTheMixingBowl MixingBowlTowerSurprise RubberDuckMixingBowl MixingBowlHostAmbush MixingBowlDisguise WhoStoleTheMixingBowl SwapForATinyMixingBowl',
    educational:
      'CopperMixingBowlScience MeasureMixingBowlVolume EmulsionInAMixingBowl MixingBowlFractions YeastInAMixingBowl DensityLayersMixingBowl OobleckInAMixingBowl PeaksStagesMixingBowl',
    travel:
      'CollapsibleMixingBowlCamp RentalKitchenMixingBowl PotteryMarketMixingBowl MixingBowlPicnicSalad CookingClassMixingBowl MixingBowlAtGrandmas OrchardMixingBowlPick MixingBowlCabinBake',
    fashion:
      'MixingBowlHatRunway BakerApronMixingBowl PastelMixingBowlPalette RetroDinerMixingBowl MixingBowlKnightCostume CottagecoreMixingBowl OvenMittsMixingBowlLook ChefWhitesMixingBowl',
    wellness:
      'MindfulMixingBowl StressBakeMixingBowl SingingMixingBowl MixingBowlKindnessBatch SlowSundayMixingBowl MixingBowlBathSalts DIYFaceMaskMixingBowl GratitudeMixingBowl',
    speed:
      'MixingBowlWhipRace NestTheMixingBowls SixEggsMixingBowlDash MixingBowlPingPongBounce CleanMixingBowlBlitz MixingBowlBatterSprint FlourMeasureMixingBowl MixingBowlTimeTrial',
    music:
      'MixingBowlDrumKit MixingBowlGong WaterXylophoneMixingBowl StirToTheBeatMixingBowl WhiskDrumrollMixingBowl BakeryJingleMixingBowl UpsideDownMixingBowlBongo MixingBowlSoundBath',
    art: 'PaperMacheMixingBowl SpinArtMixingBowl PaintYourOwnMixingBowl MandalaMixingBowlTrace MarblingInAMixingBowl MixingBowlSaltDough MixingBowlStillLife ColorWheelMixingBowl',
    tech: 'MixingBowlTimelapse SlowMoPourMixingBowl MixingBowlWiFiBoost PhoneSpeakerMixingBowl AIRecipeFromMyMixingBowl MixingBowlOverheadShot VoiceTimerMixingBowl MixingBowlPOV',
    pet: 'DogSafePupcakeMixingBowl CatInTheMixingBowl KibbleHuntMixingBowl MixingBowlWaterStation HamsterSandMixingBowl MixingBowlSupervisor BirdBathMixingBowl GuineaPigSaladMixingBowl',
    gaming:
      'MixingBowlMarbleRoll SmellTestMixingBowl RingTossMixingBowl MixingBowlCharades MixingBowlShellGame TrickShotIntoMixingBowl TeamBakeOffMixingBowl MixingBowlQuizShow',
  },
  'nail clippers': {
    dance:
      'NailClippersClickBeat SnapLikeNailClippers JazzHandsNailClippers FingerTuttingNailClippers ToeTapAfterNailClippers NailClippersVogue PedicureStrutNailClippers WristRollNailClippers',
    fitness:
      'ForwardFoldNailClippers ToeYogaNailClippers RunnersNailClippersCheck DojoReadyNailClippers GymHygieneNailClippers AnkleCirclesNailClippers FootRollerNailClippers BarefootDayNailClippers',
    funny:
      'WhereDidItFlyNailClippers DadsLoudNailClippers WhoTookTheNailClippers NailClippersFileMystery NailClippersCommentator FirstTimeBabyNailClippers DramaticNailClippersMusic SlowMoNailClippersClick',
    prank:
      'JumboNailClippersProp NailClippersInPlainSight LabelTheNailClippers NailClippersWantedPoster SurpriseSpaNailClippers NailClippersMagicVanish VelvetBoxNailClippers BedazzledNailClippers',
    educational:
      'StraightCutNailClippers GrowthRateNailClippers CompoundLeverNailClippers NailClippersAtNightMyth KeratinFactsNailClippers WhoInventedNailClippers HandHygieneNailClippers AstronautNailClippers',
    cooking:
      'DoughReadyNailClippers ChefHygieneNailClippers SpaWaterNailClippers BiotinSnackNailClippers PipingBagNailClippers NailClippersOrGarlicPress MocktailNightNailClippers SnapPeasNotNailClippers',
    travel:
      'CarryOnNailClippers TravelKitNailClippers HikersNailClippersCheck KeychainNailClippers BeachPedicureNailClippers TentLifeNailClippers NoNailClippersOnPlanes HotelAmenityNailClippers',
    fashion:
      'SquareOrRoundNailClippers SandalReadyNailClippers PolishPrepNailClippers ShortIsChicNailClippers RingStackNailClippers HandModelNailClippers WeddingGuestNailClippers MensGroomingNailClippers',
    speed:
      'FindTheNailClippersFast NailClippersWordScramble TidyDrawerNailClippers SpeedSketchNailClippers SpaNightSetupNailClippers NailClippersRapidFire PackTheNailClippersDash NailClippersAlphabetRace',
    music:
      'NailClippersBeatbox NailClippersMetronome GuitarHandNailClippers PianoReadyNailClippers NailClippersLoFiBeat SpaPlaylistNailClippers OdeToMyNailClippers NailClippersJingle',
    art: 'HandSketchNailClippers PressOnDesignNailClippers BlueprintNailClippers NailClippersComic ColorSwatchNailClippers FoilSculptureNailClippers NailClippersCharacter ClayNailClippersModel',
    tech: 'MacroLensNailClippers SlowMoNailClippers ReminderAppNailClippers ElectricNailClippersTest ProductShotNailClippers AIExplainsNailClippers NailClippersStopMotion NailClippersMemeEdit',
    pet: 'LickMatNailClippers GentleTouchNailClippers SniffTheNailClippers FindTheQuickNailClippers ScratchPadNailClippers TwoPersonNailClippers OnePawADayNailClippers CatNapNailClippers',
    gaming:
      'WhatsInTheBagNailClippers ISpyNailClippers MysteryObjectNailClippers RPGItemNailClippers NailClippersMemoryMatch HotColdNailClippers GuessTheClickNailClippers NailClippersTrueOrFalse',
  },
  'cake topper': {
    dance:
      'FreezeLikeACakeTopper BallerinaCakeTopperSpin WeddingCakeTopperWaltz CakeTopperCoupleDip CakeTopperRobot DinoCakeTopperStomp SuperheroCakeTopperPose CakeTopperBowAndCurtsy',
    fitness:
      'HoldTheCakeTopperPose CakeTopperHeadBalance NumberCakeTopperReps CakeTopperYogaFlow CakeTopperPlankDuo TiptoeCakeTopperRaises CakeTopperArmsUpStretch BodybuilderCakeTopper',
    funny:
      'BecomeACakeTopper LeaningCakeTopper WrongNameCakeTopper CakeTopperLookalike ExpectationVsCakeTopper CakeTopperGossip DinosaurAteTheCakeTopper OverTheTopCakeTopper',
    prank:
      'CakeTopperSwap MiniCakeTopperInvasion CakeTopperPlantPot HappyRandomDayCakeTopper CakeTopperCatchphrase CakeTopperOnTheShelf AwardCeremonyCakeTopper BigNewsCakeTopper',
    educational:
      'CenterOfMassCakeTopper FoodSafeCakeTopper GumPasteCakeTopper CakeTopperScaleMath PopUpPaperCakeTopper LetteringBasicsCakeTopper CakeTopperColorTheory CakeTopperSymmetry',
    cooking:
      'EdibleCakeTopper CakeTopperFromCookieDough PipeAChocolateCakeTopper MarshmallowCakeTopper FruitArtCakeTopper CakeTopperMacaronTower CerealBarCakeTopper CakeTopperMeringueKisses',
    travel:
      'TinyCakeTopperTravels SouvenirCakeTopper BeachWeddingCakeTopper LandmarkCakeTopper BakeryWindowCakeTopper MapPaperCakeTopper CakeTopperPostcard WelcomeHomeCakeTopper',
    fashion:
      'DressLikeTheCakeTopper CakeTopperHeadband CakeTopperFascinator CakeTopperEarrings BirthdaySashCakeTopper MiniMeCakeTopper TuxedoCakeTopper SparkleFitCakeTopper',
    wellness:
      'SmallWinsCakeTopper ProudOfYouCakeTopper MindfulCraftCakeTopper AffirmationCakeTopper ThankYouCakeTopper CakeTopperLoveNote NewBeginningsCakeTopper CakeTopperForGrandma',
    speed:
      'TenMinuteCakeTopper CakeTopperStackRace CakeTopperPoseBlitz SpeedSculptCakeTopper CakeTopperMemoryFlash BlindfoldCakeTopperPlace UnscrambleTheCakeTopper PartySetupCakeTopperDash',
    music:
      'MusicBoxCakeTopper BirthdayRemixCakeTopper RockBandCakeTopper CakeTopperLipSync VinylRecordCakeTopper WeddingSongCakeTopper CakeTopperSerenade TrebleClefCakeTopper',
    tech: 'StopMotionCakeTopper PrintableCakeTopper AIDesignsMyCakeTopper CakeTopperQRCode CakeTopperPhotoShoot GreenScreenCakeTopper FreeFontCakeTopper VideoCallCakeTopper',
    pet: 'DogBirthdayCakeTopper PetPortraitCakeTopper PawPrintCakeTopper GotchaDayCakeTopper BoneShapedCakeTopper KittyPlushCakeTopper TennisBallCakeTopper BunnyCarrotCakeTopper',
    gaming:
      'VideoGameCakeTopper PixelArtCakeTopper GuessTheCakeTopper ChessPieceCakeTopper DiceCakeTopper CakeTopperTicTacToe LevelUpCakeTopper PartyQuizCakeTopper',
  },
  'fall vibes': {
    dance:
      'LeafTossFallVibesSpin BarnDanceFallVibes FlannelFallVibesShuffle FallVibesScarecrowWobble CrunchStompFallVibes MonsterMashFallVibes FallVibesSweaterSway GoldenHourFallVibesTwirl',
    fitness:
      'LeafRakingFallVibesBurn FallVibesHike PumpkinSquatFallVibes BackyardBootcampFallVibes CrispAirFallVibesJog FallVibesYogaInLeaves FallVibesPowerWalk ParkSprintsFallVibes',
    funny:
      'FallVibesVsReality NinetyDegreeFallVibes SquirrelPanicFallVibes CatchingALeafFallVibes FirstSweaterDayFallVibes FallVibesAestheticFail SpiceEverythingFallVibes GrandmaRatesFallVibes',
    prank:
      'FallVibesWelcomeMat SurpriseFallVibesMakeover FallVibesGooglyEyes ScarecrowTwinFallVibes AcornStashFallVibes FallVibesPlaylistTakeover PumpkinPillowFallVibes SweaterSwapFallVibes',
    educational:
      'ChlorophyllFallVibes FallVibesLeafIDWalk FallVibesEquinoxQuiz SquirrelMemoryFallVibes AppleVarietyFallVibes FallVibesMigrationMap HarvestMoonFallVibes IsPumpkinAFruitFallVibes',
    cooking:
      'FallVibesSpiceBlend AppleCrumbleFallVibes ButternutSoupFallVibes CinnamonRollFallVibes PumpkinSeedsFallVibes FallVibesChiliNight SpicedCiderFallVibes FallVibesSnackBoard',
    travel:
      'LeafPeepingFallVibes ApplePickingFallVibes PumpkinPatchFallVibes CornMazeFallVibes HayrideFallVibes FallVibesCabinWeekend FallVibesTrainRide HarvestFestivalFallVibes',
    fashion:
      'FallVibesFitCheck CozyFlannelFallVibes SweaterWeatherFallVibes BootsAndScarfFallVibes LayerUpFallVibes ThriftedFallVibes EarthToneFallVibes FallVibesBeanieSeason',
    speed:
      'RakeRaceFallVibes CatchTenLeavesFallVibes PumpkinRollFallVibes FallVibesScavengerSprint BundleUpFallVibesDash LeafSortRainbowFallVibes FallVibesPuzzleBlitz AcornTossFallVibes',
    music:
      'MakeAFallVibesPlaylist LeafCrunchBeatFallVibes FallVibesAcousticCover LoFiFallVibes AcornShakerFallVibes HarvestFolkSongFallVibes WindChimesFallVibes FallVibesRainyPiano',
    art: 'PressedLeafFallVibes CrayonRubbingFallVibes PaintedPumpkinFallVibes FallVibesWatercolor AcornFacesFallVibes FallVibesWreathDIY NatureMandalaFallVibes PineconeOwlFallVibes',
    tech: 'WeeklyTreeSnapFallVibes FallVibesColorPreset FallVibesWallpaper PlantIDAppFallVibes SlowMoLeafDropFallVibes AIWritesAFallVibesPoem FallVibesPhotoDump PortraitModeFallVibes',
    pet: 'DogInLeafPileFallVibes PumpkinPatchPupFallVibes CozyCatFallVibes FallVibesTrailWalk AcornAlertFallVibes SquirrelWatchFallVibes FallVibesPetPhotoShoot SheddingSeasonFallVibes',
    gaming:
      'FallVibesBingo PumpkinBowlingFallVibes BeanBagTossFallVibes FarmSimFallVibes FallVibesBoardGameNight HideAndSeekFallVibes GuessTheLeafFallVibes ScarecrowTagFallVibes',
  },
};
