import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tamale: {
    dance:
      'TamaleWrapShuffle DoTheTamaleTwist TamaleCongaLine TamaleCumbiaSteps ShimmyForTamales AbuelaTamaleDanceOff MoonwalkToTheTamales MirrorMyTamaleMoves',
    fitness:
      'TamaleTrot SquatPerTamale CumbiaCardioTamales PlankWhileTamalesSteam StretchBeforeTamalada TamaleWallSit JumpRopeForTamales TamaleLungeRelay',
    funny:
      'TamaleAuntieInspection TamaleSpreadFails DontEatTheHusk WhoWrappedThisTamale MomCountsTheTamales TamaleFaceReveal SneakingATamale FindTheRaisinTamale',
    prank:
      'CornHuskLoveNote LastTamaleFakeOut WrapDadLikeATamale TamaleWrappedRemote TamaleDoorstepSurprise TamaleGiftDisguise TamaleTreasureHunt WhoAteMyTamale',
    educational:
      'TamaleMapQuiz NameThatTamale TamaleFactOrFiction TeachMeToFoldATamale CountTamalesInSpanish AztecTamaleTrivia TamaleWordOfTheDay HuskOrLeafTamaleTest',
    travel:
      'TamaleStandCrawl TamaleMarketHunt RoadTripForTamales BestTamaleInTown TamalePicnicHike ATamaleInEveryCity HometownTamaleTour WalkToTheTamaleLady',
    fashion:
      'UglyTamaleSweater CornHuskEarrings TamaleWrapDress ComeAsATamale MatchingTamaleAprons TamaladaGlowUp TamalePrintPajamas BundledLikeATamale',
    wellness:
      'TamaleFamilyGratitude SlowSteamSunday CallAbuelaForTamales MindfulTamaleWrap TamaleStoryTime PhoneFreeTamalada TamaleKindnessDrop SavorEveryTamaleBite',
    speed:
      'TamaleSpreadRace DozenHuskCountdown TamaleAssemblyRelay BeatAbuelaAtTamales FastestTamaleFold TamaleUnwrapDash TamaleSpeedrun OneMinuteTamaleTie',
    music:
      'TamaleTimeCumbia CornHuskShakers TamaleVendorRemix DrumOnTheTamalePot MariachiTamaleSerenade TamaleKaraokeNight SingTheTamaleCall BeatboxForTamales',
    art: 'TamaleStillLife DrawYourTamalada CornHuskFlowers BlindContourTamale TinyClayTamales TamaleComicStrip DesignATamaleSticker SidewalkChalkTamale',
    tech: 'AIRatesMyTamale TamaleTimelapse TamaleStopMotion DesignATamaleEmoji VideoCallTamalada TamaleSlowMoUnwrap FaceSwapWithATamale GroupChatTamaleOrders',
    pet: 'DIYTamalePetBed NoTamaleForYouPup PlushTamaleChewToy CurledUpCatTamale AKittenNamedTamale TamaleSnugglePile TamaleStandDogWalk TamaleNightTrickShow',
    gaming:
      'TamaleLoteriaNight PassTheTamale TamaleCharades TamaleMemoryMatch GuessTheTamaleFilling TamaleDominoes WouldYouRatherTamales TwentyQuestionsTamale',
  },
  ceviche: {
    dance:
      'CevicheCitrusShuffle CevicheSalsaStep DoTheCevicheShake CevicheCumbiaDuet FreezeDanceForCeviche ChachaForCeviche CevicheKitchenDisco MamboNumberCeviche',
    fitness:
      'CevicheGripSqueeze VolleyballThenCeviche CevicheMarinadeHIIT BeachRunForCeviche TenPushUpsForCeviche PostWorkoutCeviche CevicheWallSit HikeForCeviche',
    funny:
      'CevicheSquirtFail IsCevicheCooked SourLimeFaces DadTriesCeviche CevicheOnionTears SayCevicheFiveTimesFast CevicheChipDebate WhoAteTheCeviche',
    prank:
      'CevichePicnicSurprise LimeSmileyPlate CevicheOvenFakeOut GooglyEyeCevicheBowl CevicheBreakfastInBed TakeoutBoxCevicheSwap CevicheNoteInLunchbox SecretChefCeviche',
    educational:
      'CevicheAcidScience GuessTheCevicheCountry CevicheEggExperiment CevicheTrueOrFalse LearnSpanishWithCeviche CevicheFishQuiz ExplainCevicheToAKid LitmusTestCeviche',
    travel:
      'CevicheInLima CoastalFishMarketWalk CevicheRoadTrip BestCevicheInTown CevicheCrawl PackACevichePicnic CevichePassport BeachDayCeviche',
    fashion:
      'DressLikeCeviche CevicheColorFitCheck CevicheBeachCoverUp LinenForCevicheLunch CevicheDateNightLook CevicheLimeEarrings StrawHatAndCeviche RateMyCevicheApron',
    wellness:
      'SavorCevicheSlowly CevicheWithAView PhoneFreeCevicheDinner EatTheRainbowCeviche CevicheForAFriend CevicheChopMeditation SunsetCevichePicnic ThankfulCevicheToast',
    speed:
      'CevicheLimeJuiceRace ShrimpPeelSprint CevichePlatingDash CevicheTostadaStack BeatTheCevicheTimer NameFiveCevichesFast PassTheCevicheRelay SortTheCevicheToppings',
    music:
      'CevicheSalsaNight LimeSqueezeBeat CevicheSeaShanty SingTheCevicheRecipe CevicheKaraoke WriteACevicheJingle RapYourCevicheOrder CevichePlaylistSwap',
    art: 'CitrusSliceStamps CevicheFlatLay PaintYourCeviche CevicheStillLife CevicheVeggieMosaic TinyClayCeviche DrawCevicheBlindfolded CevicheComicPanel',
    tech: 'CevicheMacroShot AIRatesMyCeviche CevicheTimelapse CevicheStopMotion CevicheSlowMoSqueeze VoiceTimerForCeviche EmojiOnlyCevicheRecipe VideoCallCevicheClass',
    pet: 'CevicheNightCatStare FishPlushFetch CevicheDayPupPlate AKittenNamedCeviche SitStayCevicheLunch CevicheAndKibbleDate PuppyEyesVsCeviche ParrotSaysCeviche',
    gaming:
      'CevicheCharades NameThatCevicheFish CevicheTriviaNight CevicheBingo PassTheCevicheLime CevicheMemoryMatch WouldYouRatherCeviche DrawAndGuessCeviche',
  },
  pesto: {
    dance:
      'PestoBlendShuffle PestoPastaTwirl PestoTarantella PestoCongaLine ShimmyForPesto MoonwalkWithPesto FreezeDanceForPesto AllThatPestoJazz',
    fitness:
      'PestoPoundingArmDay GardenDigForPesto PestoCarbLoadRun PestoWallSit JumpRopeForPesto SquatPerPestoJar PushUpsBeforePesto PestoPicnicHike',
    funny:
      'PestoMortarStruggle PestoOnEverything GreenPastaReactions PestoInMyTeeth NonnaJudgesMyPesto PestoBreathCheck GuacamoleOrPesto WhoUsedAllThePesto',
    prank:
      'PestoSurpriseLunch BasilLoveNote GooglyEyePestoJar PestoComplimentBomb SingingPestoDelivery TinyChefHatPesto PestoPicnicAmbush WhoStoleMyPesto',
    educational:
      'PestoMortarVsBlender PestoBrowningTest LearnItalianWithPesto PestoTrueOrFalse NameThatPestoHerb GuessPestoIngredients ExplainPestoToAKid PestoWordOfTheDay',
    travel:
      'PestoInGenoa PestoMarketHunt TrailsidePestoPicnic BestPestoInTown RoadTripPestoSandwich PackingPestoForCamp TrainLunchWithPesto PestoSouvenirSwap',
    fashion:
      'PestoPicnicFit PestoMonochromeLook DressLikePesto SaveMyShirtFromPesto PestoApronGlowUp ThriftAPestoOutfit PestoGreenNails RivieraStyleForPesto',
    wellness:
      'PestoGardenToTable PestoMortarMeditation PhoneFreePestoLunch SavorPestoSlowly PestoForAFriend WindowsillPestoBasil StopAndSmellThePesto ThankfulPestoDinner',
    speed:
      'PestoBlendRace PestoPastaSpeedrun BasilPickSprint OneMinutePesto PestoRelay FastestPestoToast MortarVsBlenderPesto PestoPlatingDash',
    music:
      'PestoMortarBeat ThatsAmorePesto PestoOperaAria SingToYourPesto WriteAPestoJingle PestoBlenderBassDrop PestoRapBattle WhistleWhileYouPesto',
    art: 'PestoSwirlPlateArt BasilLeafPrints PestoFlatLay PestoStillLife DesignAPestoJarLabel TinyClayPesto DrawPestoBlindfolded MixThePestoGreen',
    tech: 'PestoBlenderShowdown AIRatesMyPesto PestoTimelapse PestoStopMotion EmojiOnlyPestoRecipe VideoCallPestoLesson SlowMoPestoPour MacroLensPesto',
    pet: 'MeetMyCatPesto NoPestoForPups BunnyBasilSnackPesto PuppyEyesVsPesto PestoNightTrickShow PestoGreenBallFetch SitStayPestoDinner ParrotSaysPesto',
    gaming:
      'PassThePesto PestoCharades PestoTriviaNight PestoMemoryMatch WouldYouRatherPesto DrawAndGuessPesto BasilLeafBingoPesto PestoTicTacToe',
  },
  risotto: {
    dance:
      'RisottoStirShuffle RisottoWaltz LadleLimboRisotto DoTheRisottoRock SlowDanceWithRisotto RisottoKitchenDisco ShimmyToTheRisotto RisottoPartnerSpin',
    fitness:
      'RisottoStirArmDay DanceCardioRisottoNight SimmerSquats RisottoCalfRaises RisottoRiceBagCurls PlankWhileRisottoRests CarbLoadRisottoRun LungeToTheRisotto',
    funny:
      'RisottoStirForever RisottoOrRicePudding NonnaRatesMyRisotto RisottoGlueFail DadCallsRisottoPorridge CantLeaveMyRisotto RisottoVsMyPatience HireARisottoSitter',
    prank:
      'FakeRestaurantRisotto SurpriseRisottoNight TinyRisottoPortion FancyRisottoMenuCard ServeRisottoLikeAWaiter RisottoFoodCriticVisit RisottoLoveNoteTray WhoStirredMyRisotto',
    educational:
      'ArborioVsLongGrain RisottoStarchTest LearnItalianWithRisotto RisottoMapOfItaly NameThatRisottoRice RisottoTrueOrFalse ExplainRisottoToAKid GuessTheRisottoRegion',
    travel:
      'RisottoInMilan RisottoRoadTrip RiceFieldsBeforeRisotto RisottoPassport HostelKitchenRisotto TrattoriaRisottoHunt RisottoTravelDiary LakesideRisottoLunch',
    fashion:
      'StirInStyleApron RisottoDateNightFit BlackTieRisotto RisottoCreamMonochrome MilanFashionRisotto RisottoGlowUp TrattoriaChicRisotto SundayBestRisotto',
    wellness:
      'RisottoStirMeditation RisottoSlowSunday RisottoForAFriend PhoneFreeRisottoDinner CandlelitRisottoForOne CookRisottoWithNonna RisottoComfortBowl SavorRisottoMindfully',
    speed:
      'RisottoIn20 RisottoPlatingRace RisottoHerbPickDash RisottoCleanupSpeedrun PantryGrabForRisotto NameTenRisottosFast TableSetBeforeRisotto CountdownToRisotto',
    music:
      'RisottoOperaNight ParmesanGraterBeat SingToYourRisotto ThatsAmoreRisotto LadleMicRisotto WriteARisottoJingle RisottoRapRecipe SpoonDrumsForRisotto',
    art: 'RisottoPlatingArt ParmesanSnowfallShot RisottoWatercolor RisottoRiceMosaic FeltRisottoBowl DrawRisottoBlindfolded RisottoComicPanel PencilSketchRisotto',
    tech: 'CreamyRiceTimelapse AIRatesMyRisotto RisottoPOVCam EmojiOnlyRisottoRecipe VideoCallRisottoClass StepCounterRisottoStir EditMyRisottoPhoto SlowMoParmesanRisotto',
    pet: 'PetRisottoSupervisor RisottoTimeDogNap NoRisottoForKitty RisottoMatTraining MeetMyHamsterRisotto PuppyEyesVsRisotto RisottoNightTrickShow RisottoAndKibbleDinner',
    gaming:
      'PassTheRisottoSpoon GuessTheGrainsRisotto RisottoScavengerHunt RisottoBingo RisottoHangman RisottoMemoryCards TwoTruthsAndARisotto PlayRisottoRestaurant',
  },
  'cast iron': {
    dance:
      'DoTheCastIronStomp CowboyCastIronTwoStep CastIronMoonwalk FreezeDanceWithCastIron CastIronShimmy CastIronSalsa KitchenDiscoCastIron WaltzWithCastIron',
    fitness:
      'CastIronPanPress CastIronFarmersCarry CastIronRussianTwist CastIronGobletSquat ArmDayWithCastIron GrandmasCastIronGains LungesWithCastIron BentOverCastIronRows',
    funny:
      'CastIronSoapDebate CastIronDontTouchMyPan CastIronOwnerPOV WhoSoakedMyCastIron DadDefendsCastIron CastIronHeirloomDrama FirstTimeLiftingCastIron MyCastIronIsMyBaby',
    prank:
      'CastIronCookieSurprise SkilletBrownieDoorstep CastIronSoapFakeOut GooglyEyesOnCastIron ToyPanCastIronSwap CastIronLoveLetter CastIronBirthdayParty WhoStoleTheCastIron',
    educational:
      'CastIronSeasoningScience CastIronRustExperiment MagnetTestCastIron CastIronMythOrFact HowOldIsMyCastIron CastIronVsNonstick GuessTheCastIronWeight LearnToReseasonCastIron',
    travel:
      'AntiqueSkilletHunt FleaMarketCastIron PackingCastIronForCamp CastIronRoadTrip CastIronDinerTour CastIronCabinWeekend ThriftStoreCastIronRun CastIronMuseumVisit',
    fashion:
      'CastIronAllBlackLook LumberjackCastIronFit CastIronDenimApron CottagecoreCastIron CowboyBootsCastIron CastIronOvenMittStyle HeavyMetalCastIron CastIronRunway',
    wellness:
      'CastIronSeasoningRitual CastIronSlowMorning GrandmasCastIronStories PassDownTheCastIron CastIronKindnessBake PhoneFreeCastIronBrunch MindfulCastIronScrub CastIronComfortSupper',
    speed:
      'CastIronScrubRace BeatTheCastIronPreheat CastIronQuizBlitz NameTenCastIronDishes SpiceRackCastIronDash WipeCastIronIn30 FiveIngredientCastIron ThriftCastIronSpotting',
    music:
      'CastIronSizzleBeat CastIronPanPercussion HeavyMetalCastIron BangTheCastIronGong CountrySongCastIron SingToYourCastIron CastIronKaraokeNight CastIronBluesJam',
    art: 'CastIronPaintedSkillet CastIronStillLife CharcoalSketchCastIron CastIronFlatLay DollhouseCastIron CastIronSuperheroComic PencilRubbingCastIron ColoringBookCastIron',
    tech: 'AIDatesMyCastIron CastIronRestoreTimelapse PhoneZoomCastIronMarks DecibelAppCastIron VideoCallCastIronHelp BeforeAndAfterCastIron CastIronMacroShot QRCodeCastIronRecipe',
    pet: 'CastIronCampingPup CastIronPancakePetStare KittenNamedCastIron CatVsCastIronWeighIn DogTreatsInCastIron PawsOffTheCastIron ParrotSaysCastIron CastIronMorningWalkies',
    gaming:
      'GuessTheCastIronWeight CastIronEscapeRoom CastIronWordSearch TwentyQuestionsCastIron CastIronBingo CastIronCardGameNight RiddleMeCastIron HotAndColdCastIron',
  },
  wok: {
    dance:
      'WokFlipShuffle WokAroundTheClock LetsWokAndRoll WokTheDanceFloor JailhouseWok WokYourBody ChopstickWokTwirl BoogieByTheWok',
    fitness:
      'HulaHoopWokBreak WokItOut WokTheBlock LungeToTheWok SquatsBeforeWokNight CoolDownWokStretch JumpRopeWokWarmUp WokGripHold',
    funny:
      'WokPunsAllDinner DadsWokShowOff MyWokHasLore TakeoutOrMyWok GrandmaJudgesMyWok LostTheWokLidAgain SlowMoWokDrama WokTooBigForMyStove',
    prank:
      'WokSurpriseDinner WokFortuneNote StirFryDoorstepDrop TakeoutBoxWokSwap GooglyEyesOnTheWok HideDadsWok WokNoodleSmileyPlate WokBirthdayBanquet',
    educational:
      'WokHeiScience WokShapeQuiz AncientWokTimeline WokMapOfAsia GuessTheWokDish LearnCantoneseWithWok ChopstickSkillsWok WokVsPanExperiment',
    travel:
      'WokNightMarketHunt ChinatownStirFryCrawl GoOnAWokabout HawkerWokStop HostelWokDinner WokCampingTrip WokSouvenirHaul WokAsCarryOn',
    fashion:
      'WokstarFitCheck WokAndRollOutfit LunarNewYearWokLook WokApronGlowUp WokStreetStyle ThriftAWokChefJacket BandanaWokChic DressToWokImpress',
    wellness:
      'MindfulWokPrep EatTheRainbowWok PhoneFreeWokDinner LearnWokFromGrandma WokForANeighbor WokGratitudeBowl SlowSundayWok WokComfortNoodles',
    speed:
      'WokFiveMinuteDinner WokVeggieWashSprint WokSpiceRackSort BeatTheTakeoutWok ChopstickWokDash WokCleanupBlitz BowlStackWokTimer NameTenWokDishes',
    music:
      'WokSizzleBeat WokSpatulaDrums WeWillWokYou WokAndRollKaraoke WokstarAirGuitar JailhouseWokCover ChopstickWokSolo NoodleSlurpWokRemix',
    art: 'WokSteamWatercolor WokStillLife InkBrushWokSketch OrigamiWokFold WokFoodPhotoStyling WokComicStrip OneLineWokDrawing PaintTheWokRainbow',
    tech: 'AINamesMyWokDish WokSteamMacroShot SplitScreenWokDuet LoopingWokGif WokRecipeVoiceMemo VideoCallWokClass PhoneMountWokPOV WokChefFaceFilter',
    pet: 'WokShapedCatBed StirFryNightPetStare PuzzleFeederWokTime PawsOffTheWok CarrotTopsForBunnyWok TrickShowBeforeWok NoWokNoodlesForPups WokAndKibbleDate',
    gaming:
      'WokMahjongNight PassTheWokSpatula WokChopstickGame TwentyQuestionsWok WokDiceDinner GuessWhatsInTheWok WokPaperScissors FortuneCookieWokQuiz',
  },
  deli: {
    dance:
      'DeliCounterShuffle DeliNumberCalledDance DeliTicketTango DeliHoagieHandJive RobotLikeADeliSlicer PickleShimmyDeli MoonwalkToTheDeli TwoStepDeliOrder',
    fitness:
      'DeliLunchWalk DeliLineSquats PickleJarGripTest DeliBagFarmersCarry JogToTheDeli DeliSubPushUps HoldTheDeliHeroHigh TenThousandStepsToDeli',
    funny:
      'DeliOrderRehearsal DeliSandwichTooTall PickleSpearDebate DeliRegularPOV WaitingOnMyDeliNumber DeliNapkinHoarder DadAtTheDeliCounter GuessMyPartnersDeliPick',
    prank:
      'DeliSandwichSurprise DeliLunchNote NowServingAtHomeDeli DeliPaperGiftWrap DeliPickleGooglyEyes SecretDeliDelivery NumberOneDeliTicket BrownBagDeliUpgrade',
    educational:
      'DeliPickleScience NameThatDeliMeat HalfPoundDeliMath DelicatessenWordQuiz DeliCheeseMap LearnGermanAtTheDeli PastramiVsCornedBeefDeli DeliSandwichTimeline',
    travel:
      'DeliCrawl NewYorkDeliTour ItalianMarketDeliHunt OldestDeliNearMe DeliPicnicInThePark RoadTripDeliStops TrailLunchFromTheDeli AirportDeliLayover',
    fashion:
      'DeliCounterChic DeliPaperHatStyle DeliPickleEarrings PajamasToTheDeli RetroDeliUniform ButcherStripeDeliLook NewYorkDeliFitCheck DeliTotebagHaul',
    wellness:
      'DeliParkBenchLunch PayItForwardDeli ThankYourDeliCrew DeliChickenSoupCare PhoneFreeDeliBreak MindfulDeliBite SundayDeliWithDad SlowMorningDeliBagel',
    speed:
      'DeliSandwichBuildRace DeliOrderSpeedrun DeliPaperWrapDash DeliPickleJarPop TenSecondDeliMenu BeatTheBellDeliStack LunchRushAtHomeDeli NameFiveDeliCheeses',
    music:
      'DeliCounterJingle TakeANumberTune DeliOrderOpera DeliDooWopQuartet PickleJarShakerDeli BeatboxTheDeliLine DeliBellRemix SerenadeYourDeliSub',
    art: 'DeliSandwichStillLife DeliNeonSignArt PickleJarPainting DesignYourDeliLogo DeliMenuChalkboard CrossSectionDeliSketch DeliWindowLettering DoodleOnDeliPaper',
    tech: 'AIBuildsMyDeliSub MapEveryDeliNearMe SpreadsheetRankDelis DeliSoundBoard VoiceNoteDeliOrder DeliBudgetAppCheck GroupChatDeliRun DeliSandwichMacroZoom',
    pet: 'DeliCatShift DeliSandwichBeggingStare DogWalkToTheDeli MyPetsOwnDeli NowServingKittyDeli ParrotOrdersAtTheDeli PuppyPatioDeliLunch DeliBoxHideout',
    gaming:
      'DeliCounterRoleplay GuessTheDeliMeatBlind DeliOrderMemory DeliPickleballMatch DeliMenuHangman RollDiceForADeliSub DominoesAtTheDeli ChessAndADeliSandwich',
  },
  tram: {
    dance:
      'TramBellShuffle TramStopTwoStep TramTicketTango TramConductorJig GlideLikeATram FreezeAtTheTramDing MidnightTramWaltz BoogieToTheTram',
    fitness:
      'StrollHomeFromTheTram TramStopSkipWalk TramWaitCalfRaises TramTerminusHike MorningJogToTheTram SeatedStreetcarStretch PosturePerfectTramRide StreetcarStepCount',
    funny:
      'TramMissedItAgain TramAnnouncerImpression WhenTheTramIsLate WhichTramSeatAreYou FirstTimeOnATram SquishedOnTheTram StreetcarNerdPOV TramBellOverreaction',
    prank:
      'TramFlowerDelivery MysteryTramDayTrip TramBellAlarmClock MeetMomAtTheTramStop TramPhotobombFriend HomemadeTramTicketGift LivingRoomTramRide StreetcarGuideForGrandma',
    educational:
      'StreetcarCitiesQuiz ReadATramMap TramTimetableMath NameThatTramTown TramWordInFiveLanguages HorseDrawnTramFacts TramVsBusEmissions DrawYourTramNetwork',
    cooking:
      'TramShapedCookies StreetcarPicnicLunch TramLengthSandwich BentoForTheTram SnackAtEveryTramStop PancakeTramTickets MorningTramMuffins CommuterOatsForTheTram',
    fashion:
      'TramCommuteFit StreetcarVintageLook TramConductorCap MatchTheTramColors RetroTramPosterOutfit RainyDayTramLayers ComfyShoesTramDay TwinningOnTheTram',
    wellness:
      'MindfulTramRide TramWindowDaydream TramGratitudeStops OfferYourTramSeat ReadingOnTheTram SunsetTramLoop TramBreathingBreak PhoneFreeStreetcar',
    speed:
      'TramRouteMemoryRace StreetcarMapQuiz ReadyBeforeTheTram FiveStopTramSketch TramTimetableSpeedRead TramAlphabetDash RecallTheTramLines BagPackedForTheStreetcar',
    music:
      'TramBellBeat TramRideLofi ClapToTheTramRails TramAnnouncementRemix TrolleySongStreetcar TramStopDuet RapTheTramRoute LastTramLullaby',
    art: 'TramLineSketch TramCityWatercolor StreetcarPopArt DrawATramFromMemory TramTicketCollage CardboardTramBuild LightTrailsOnTheTram MiniatureTramDiorama',
    tech: 'StreetcarTimelapse AIPlansMyTramDay MapMyTramRide NoShakeTramClip TramChimeRingtone TramPOV360Video WidgetForMyTram TramFareBudget',
    pet: 'TramDogCommute TramWindowPup ToyTramCatChase PuppyKnowsTheTramStop LeashMannersOnTheTram KittenWatchesTheTram TramRideTreatPouch StreetcarCalmPet',
    gaming:
      'TramSimulatorRun TramNetworkPuzzle StreetcarCityBuilder ISpyFromTheTram TramRouteBoardGame SpotTheTramNumber GuessTheNextTramStop PlayTramConductor',
  },
  'cable car': {
    dance:
      'CableCarBellDance CableCarLindyHop GlideLikeACableCar UphillCableCarShuffle CableCarConductorMoves SummitCableCarJig TopOfTheCableCarTwirl CableCarSlowMoSpin',
    fitness:
      'CableCarUpHikeDown SkipTheCableCarClimb BeatTheCableCarUp SummitPushUpsCableCar CableCarQueueSquats CableCarTrailRun StretchAtTheCableCarTop PlankWithACableCarView',
    funny:
      'CableCarNervousFaces CableCarDontLookDown ElevatorMusicCableCar DadNarratesTheCableCar CableCarSmallTalk WhenTheCableCarStops CableCarBellOverkill GrandmaLovesTheCableCar',
    prank:
      'CableCarSummitSurprise CableCarTicketGift PostcardFromTheCableCar CardboardCableCarRide CableCarNoteDelivery SecretCableCarBirthday DadJokeCableCarTour YodelToYourCableCarPal',
    educational:
      'BuildAStringCableCar CableCarPulleyExperiment CableCarOrGondolaQuiz CableCarSlopeMath MapTheWorldsCableCars TwoMinuteCableCarFacts CableCarFrictionTest SketchACableCarBlueprint',
    cooking:
      'CableCarSummitPicnic CableCarCookies GondolaLunchBox SourdoughAndCableCars GingerbreadCableCar ClamChowderCableCar HotCocoaCableCarRide CableCarTrailMix',
    fashion:
      'CableCarMountainFit SkyRideLayers FogCityCableCarOutfit CableCarBeanieStyle ComfySneakersCableCar RetroConductorCableCar WindyDayCableCarHair CableCarTwinning',
    wellness:
      'CableCarViewPause CableCarAboveClouds PhoneFreeCableCarRide JournalAtTheCableCarTop CalmBreathsCableCar FacingMyCableCarFear SunriseFromTheCableCar GratefulCableCarMoment',
    speed:
      'CableCarModelBuildRace CableCarQuizDash NameTenCableCarCities StringCableCarIn60 FivePhotosPerCableCarRide CableCarPackingBlitz CableCarSketchSprint FastestCableCarPostcard',
    music:
      'CableCarBellContest CableCarLofi YodelFromTheCableCar CableCarKaraoke CableCarWhirBeat SingAlongUpTheCableCar TheSoundOfCableCars DuetInACableCar',
    art: 'CableCarSketchbook CableCarPaperModel SkyRideWatercolor CableCarPostcardDesign CableCarTicketCollage PanoramaFromTheCableCar ChalkDrawnCableCar PaintTheCableCarHill',
    tech: 'CableCarPOVVideo CableCarTimelapse AltimeterAppCableCar GPSSpeedCableCar Photo360CableCar CableCarGreenScreen VoiceMemoCableCarTour CableCarVlogEdit',
    pet: 'CableCarDogRide MountainPupSummit PlushCableCarChewToy CableCarTreatDelivery CableCarBellTraining CableCarCarrierPractice PuppyLapCableCarView CorgiAtTheCableCarStop',
    gaming:
      'CableCarBuilderGame CableCarPuzzle SkyRideTycoon CableCarSnakesAndLadders ISpyFromTheCableCar CableCarCountingRace GuessTheCableCarCity HangmanCableCarWords',
  },
  'flight attendant': {
    dance:
      'SafetyDemoDance CabinCrewChoreo FlightAttendantArms CabinCrewAisleStrut CabinCrewCartShuffle BuckleUpWithCabinCrew TakeoffTwirlCabinCrew TouchdownCabinCrewJig',
    fitness:
      'CabinCrewCartCardio FlightAttendantArmDay OverheadBinPress CabinCrewAisleLunges CabinCrewBalanceHold CarryOnCurlsCabinCrew RedEyeCabinCrewStretch LongHaulCabinCrewPlank',
    funny:
      'FlightAttendantVoice FlightAttendantAtHome SafetyDemoAtDinner CabinCrewPassengerTypes CabinCrewDeadpanJokes IfCabinCrewRanSchool DadAsCabinCrew BoardingOrderCabinCrew',
    prank:
      'CabinCrewWakeUpCall FlightAttendantSnacks TrayTablesUpSurprise CabinCrewBreakfastService CabinCrewBoardingPass LivingRoomCabinCrew WarmTowelCabinCrew RoadTripCabinCrewPA',
    educational:
      'CabinCrewCodeWords CabinCrewPhoneticAlphabet CabinCrewLanguageSwap CabinCrewTimeZoneMath GuessTheAirportCabinCrew FirstAidLikeCabinCrew SafetyCardQuizCabinCrew ScarfKnotsCabinCrew',
    cooking:
      'InflightMealAtHome ChickenOrPastaNight CabinCrewSnackBox CabinCrewPretzelBake CabinCrewCoffeeCart LayoverRecipeCabinCrew TinyPortionsCabinCrew CabinCrewMocktailService',
    fashion:
      'CabinCrewFitCheck TieItLikeAStewardess FlightAttendantBun SixtiesCabinCrewStyle CabinCrewGlowUp AirportOOTDCabinCrew RedLipCabinCrewLook CabinCrewCarryOnCapsule',
    wellness:
      'CabinCrewLayoverRest JetLagReset ThankYourCabinCrew CabinCrewHydrationCheck CabinCrewEyeMaskNap BreatheLikeCabinCrew CabinCrewSelfCareKit GentleYogaCabinCrew',
    speed:
      'SafetyDemoSpeedrun CabinCrewCartRace CabinCrewPackingSprint CabinCrewBunIn60 CabinCrewQuickChange OneBreathCabinCrewPA AlphabetBlitzCabinCrew ServeTheRowCabinCrew',
    music:
      'FlightAttendantRap SafetyDemoSingAlong CabinCrewChimeRemix CabinCrewLullaby CabinCrewHarmony LayoverPlaylistCabinCrew BoardingAnthemCabinCrew AcapellaCabinCrew',
    art: 'SafetyCardRedesign RetroStewardessPoster CabinCrewWingsPin CabinCrewUniformSketch CabinCrewPaperDoll CabinCrewComic WatercolorCabinCrew ChalkArtCabinCrew',
    tech: 'CabinCrewAIAnnouncer CabinCrewVoiceFilter TimeZoneWidgetCabinCrew PlaneSpotterAppCabinCrew AirplaneModeCabinCrew CabinCrewPOVCam CabinCrewSoundboard SplitScreenCabinCrew',
    pet: 'SafetyDemoForMyCat CabinCrewForMyDog CabinCrewTreatCart RemainSeatedCabinCrew CabinCrewPetCheckIn CarrierTrainingCabinCrew ParrotCabinCrewPA CabinCrewCuddleCall',
    gaming:
      'FlightAttendantTrivia CabinCrewMemoryTray CabinCrewSimonSays AirportBingoCabinCrew PaperPlaneCabinCrewToss CabinCrewWhoAmI PlayPretendCabinCrew GuessTheCityCabinCrew',
  },
  'tour guide': {
    dance:
      'FollowTheFlagShuffle TourGuideUmbrellaTwirl MirrorTheTourGuide CongaBehindTheTourGuide TourGuideFreezeFrame TourGuidePointAndSpin MoonwalkLikeATourGuide TourGuideHandSignals',
    fitness:
      'TourGuideStepCount FollowTheFlagPowerWalk KeepUpWithTheTourGuide HikeWithATourGuide TourGuideBackpackSquats TourGuideLegDay JogTheTourGuideRoute TourGuideStretchStop',
    funny:
      'TourGuideOfMyRoom TourGuideDramaticVoice FollowTheFlagSkit TourGuideMakesUpFacts DadAsTourGuide LostTourGuidePOV GroceryStoreTourGuide KidTourGuideForGrandma',
    prank:
      'TourGuideSillyFakeFacts TourGuideSurpriseStop HistoricShedTourGuide LivingRoomTourGuide TourGuideTicketBooth GooglyEyeTourGuideFlag HireGrandpaAsTourGuide TourGuideBadgeForDad',
    educational:
      'TourGuideFunFacts TourGuideHistoryWalk BeYourTownsTourGuide MythOrTruthTourGuide TrilingualTourGuide MapSkillsTourGuide TourGuideLandmarkQuiz AskATourGuideAnything',
    cooking:
      'TourGuideLocalDish TourGuidePicnicPack FoodTourAtHome TourGuideTastingMenu RecipeFromMyTourGuide SnackStopTourGuide TourGuideThermosSoup BreakfastLikeATourGuide',
    fashion:
      'TourGuideFitCheck WalkingTourOutfit TourGuideUmbrellaStyle BrightColorsTourGuide TourGuideVestGlowUp SneakersForTourGuides TourGuideSunHat LayersLikeATourGuide',
    wellness:
      'TourGuideGratitudeWalk MindfulWalkingTour ThankYourTourGuide TourGuideQuietCorner TourGuideForGrandpa TourGuideJournalPage SlowTravelTourGuide BenchBreakTourGuide',
    speed:
      'TourGuideSixtySeconds TourGuideFactRapidFire FlagFollowRelay TourGuideHeadcountDash TourGuideLandmarkBlitz OneBreathTourGuidePitch FastTalkingTourGuide LightningRoundTourGuide',
    music:
      'TourGuideLandmarkSong TourGuideBusKaraoke TourGuideRapFacts TourGuideMicCheck PlaylistForATourGuide FolkMelodyTourGuide DuetWithTheTourGuide WhistleLikeATourGuide',
    art: 'TourGuideSketchWalk TourGuideMapDrawing LandmarkPhotoTour DesignATourGuideFlag TourGuideBrochure PostcardPaintTourGuide TourGuideComicStrip UmbrellaArtTourGuide',
    tech: 'TourGuideVoiceoverTest AITourGuideForMyTown VirtualTourGuideCall TourGuideQRStops MapPinTourGuide TourGuidePodcastEpisode TourGuideTeleprompter SelfieStickTourGuide',
    pet: 'CatGivesTheHouseTour TourGuidePupWalk DogIsMyTourGuide FishTankTourGuide TourGuideTreatStops HamsterMazeTourGuide TourGuideLeashTraining KittenTourGuideDebut',
    gaming:
      'TourGuideInGame TourGuideTriviaNight FollowTheFlagQuest TourGuideScavengerHunt GuessTheLandmarkTourGuide TourGuideEscapeRoom DiceRollTourGuide TwoTruthsTourGuide',
  },
  jumpsuit: {
    dance:
      'DiscoJumpsuitStrut JumpsuitSpinMove RomperStomper SeventiesJumpsuitShuffle JumpsuitJive JumpsuitHustle GrooveInAJumpsuit FunkyJumpsuitFreeze',
    fitness:
      'JumpsuitJumpingJacks JumpsuitSquatTest YogaInARomper HikeInAJumpsuit RomperRunClub JumpsuitDanceCardio CartwheelJumpsuitCheck HulaHoopRomperDay',
    funny:
      'JumpsuitOrPajamas DadTriesAJumpsuit StuckInMyRomper JumpsuitZipperFail GrandpaRatesMyRomper JumpsuitMechanicPOV PocketCountJumpsuit AstronautOrJumpsuit',
    prank:
      'SurpriseJumpsuitTwins EveryoneInJumpsuits JumpsuitPocketNotes TinyRomperFakeOut RomperGiftForGrandpa JumpsuitDressCodeDinner BackwardsJumpsuitDay FamilyJumpsuitPhoto',
    educational:
      'JumpsuitDecadesQuiz RomperVsJumpsuit GuessTheJumpsuitJob JumpsuitParachuteOrigin LearnToSewARomper JumpsuitCareLabelDecode AstronautJumpsuitScience MeasureYourTorsoRomper',
    cooking:
      'BakeInAJumpsuit JumpsuitBrunchDate JumpsuitShapedCookies WhiteJumpsuitSpaghetti JumpsuitPocketSnacks JumpsuitColorSmoothie PackARomperPicnic TeaPartyInRompers',
    travel:
      'OneJumpsuitThreeCities AirportJumpsuitFit JumpsuitPhotoWalk JumpsuitCarryOnOnly RomperBeachDay LongHaulJumpsuitTest RoadTripInARomper JumpsuitMuseumDay',
    wellness:
      'JumpsuitLazySunday RomperPicnicDay WearTheJumpsuitAnyway JumpsuitGardenMorning JumpsuitConfidenceWalk CozyKnitRomperNight ThriftedJumpsuitJoy BreatheEasyInARomper',
    speed:
      'JumpsuitQuickChange FastestJumpsuitZip RomperRelay JumpsuitFoldSprint ThreeJumpsuitLooksIn60 JumpsuitAccessoryDash ButtonUpRomperRush BeltAndBootsJumpsuit',
    music:
      'DiscoInAJumpsuit FunkyRomperJam JumpsuitAirGuitar RetroJumpsuitLipSync JumpsuitGlamRock JumpsuitKaraokeDuet SeventiesRomperRemix BellBottomJumpsuitBop',
    art: 'PaintSplatterJumpsuit SketchADreamJumpsuit JumpsuitPatchCraft EmbroiderYourJumpsuit RomperPaperDoll TieDyeARomper StencilYourJumpsuit JumpsuitCollage',
    tech: 'JumpsuitVirtualTryOn AIStylesMyRomper JumpsuitColorPickerApp DesignAJumpsuitIn3D JumpsuitTransitionEdit SlowMoJumpsuitTwirl ResellMyJumpsuitOnline TimerSelfieRomper',
    pet: 'JumpsuitVsPetHair CatApprovesMyRomper JumpsuitPocketTreats KittenNapsOnMyJumpsuit FurColorJumpsuit MuddyPawsJumpsuitTest KittyPicksMyJumpsuit ParkWalkInMyRomper',
    gaming:
      'JumpsuitAvatarFit RecreateAGameJumpsuit JumpsuitSkinUnlockIRL JumpsuitDressUpDice JumpsuitPocketHunt RetroRomperArcadeNight SpacePilotJumpsuitQuest ChessMatchInARomper',
  },
  'crop top': {
    dance:
      'CropTopShimmy CropTopDanceBreak HighWaistTwirl NinetiesCropTopChoreo GirlGroupCropTopMoves CropTopMoonwalk CropTopHipHopDuet FreestyleInACropTop',
    fitness:
      'CropTopCrunches CropTopYogaFlow SportsBraCardio CropTopPilates CropTopRunClub JumpRopeInACropTop ShadowBoxCropTop HulaHoopCropTop',
    funny:
      'DadTriesACropTop CropTopInWinter CropTopOrShrunkShirt GrandmaReactsToCropTop MomsCropTopFromThe90s CropTopVsWindyDay CropTopAndACoat ToddlerStylesMyCropTop',
    prank:
      'CropTopOnTheSnowman CropTopTwinSurprise DadCropTopReveal CropTopDressCodeMemo SiblingCropTopSwap TeddyInACropTop GrandmaGetsACropTop CropTopRunwayAmbush',
    educational:
      'GuessTheCropTopEra LearnToHemACropTop CropTopAroundTheWorld CropTopFabricQuiz NoSewCropTopLesson CropTopColorTheory CropTopBudgetMath ExplainCropTopsToGrandpa',
    cooking:
      'CropTopsAndCrepes CropTopCookies PicnicInACropTop CropTopSmoothieBowl SummerCropTopPopsicles LemonadeStandCropTop CropTopTacoTuesday WatermelonCropTopDay',
    travel:
      'OneCropTopFiveCities CropTopBeachDay PackOnlyCropTops FestivalCropTopPacking CropTopThemeParkDay CropTopBoardwalkStroll VacationCropTopCapsule SunsetCropTopPromenade',
    wellness:
      'WearTheCropTop CropTopSelfLove SummerBodyKindness CropTopMirrorAffirmation NoFilterCropTopSelfie CropTopComfortFirst HypeUpYourCropTopFriend CropTopBeachStretch',
    speed:
      'CropTopKnotRace JacketOverCropTopSprint FastestTieFront CropTopStylingBlitz CropTopFoldSpeedrun FiveLooksOneCropTop CropTopAccessoryDash HairAndCropTopCountdown',
    music:
      'CropTopPopStar CropTopKaraokeNight Y2KGirlGroupCover CropTopLipSyncBattle NinetiesCropTopMixtape CropTopMusicVideo SummerAnthemCropTop ConcertReadyCropTop',
    art: 'CropTopTieDye OldTeeUpcycle CropTopFabricPaint CropTopEmbroidery SketchACropTopDesign PatchworkCropTop StencilOnACropTop CropTopBeadTrim',
    tech: 'CropTopVirtualTryOn AIDesignsMyCropTop CropTopTransitionVideo ListACropTopToResell CropTopCapsuleSpreadsheet CropTopMoodboardApp TimerSelfieCropTop ColorGradeMyCropTopPic',
    pet: 'PawPrintCropTop CatApprovesMyFit CropTopFurColorMatch DogHairOnMyCropTop ParkDayCropTopPuppy CropTopCuddleTest GoldfishColoredCropTop BunnyBesideMyCropTop',
    gaming:
      'CropTopSkinUnlock AvatarCropTopIRL RecreateAGameFit CropTopCosplayNight CropTopCharacterCreator PixelCropTopDesign RetroArcadeCropTop CropTopKartRacer',
  },
  hijab: {
    dance:
      'HijabTransitionDance ModestOutfitTwirl HijabColorSwap EidHijabShuffle HijabWrapOnTheBeat HijabHandTutting MirrorMyHijabMoves BestieHijabSync',
    fitness:
      'HijabRunClub ModestActivewearWorkout SportsHijabHIIT HijabYogaMorning HijabiHikers HijabPlankChallenge JumpRopeInAHijab BreathableHijabCardio',
    funny:
      'HijabPinStruggle HijabNoBadHairDays HijabVsEarbuds HijabiWindyDayPOV MomBorrowsMyHijab SunglassesVsMyHijab GuessHowManyHijabsIOwn UndercapTanLineHijab',
    prank:
      'HijabSurpriseGift ModestFitSwap HijabPinBoxLetter SistersMatchingHijabs HijabComplimentNotes EidHijabReveal HijabMysteryColor BorrowedMyHijabAgain',
    educational:
      'HijabsAroundTheWorld ChiffonOrJerseyHijab LearnToPinAHijab AskAHijabiAnything NameThatHijabWrap ModestFashionMythBusting HijabColorTheory HijabFabricCareLesson',
    cooking:
      'HijabColorCupcakes HijabTeaTime ModestPicnicSpread HijabiBakeSale HijabBrunchClub PotluckWithHijabSisters EidDateCookiesHijab ApronOverMyHijab',
    travel:
      'HijabInEveryCity HijabCarryOnCapsule HijabAirportFit HijabiOldTownPhotoWalk OneHijabSevenDays SouvenirHijabFromAbroad RollDontFoldHijabs HikingInMyHijab',
    wellness:
      'HijabSelfCareNight ScalpMassageUnderHijab HijabSisterhoodCheckIn SlowMorningHijabWrap HijabPositiveNotes GratefulForMyHijab HijabiWalkAndTalk MindfulHijabPinning',
    speed:
      'HijabStyleIn30Seconds ScarfWrapRace HijabDrawerTidyTimer HijabFoldingSprint HijabColorMatchDash FastestModestFashionFit SpeedrunMyHijabTutorial OutfitAndHijabBlitz',
    music:
      'HijabTransitionBeat HijabLipSync HijabiAcapella GetReadyHijabPlaylist HijabFabricSwishASMR HumWhileIPinMyHijab DuetWithAHijabSinger SingAlongHijabSquad',
    art: 'HijabPrintDesign HijabPortraitDrawing ScarfPatternPainting HijabGeometricArt CalligraphyOnAHijab HijabColorWheel SketchAModestFashionLook TieDyeMyHijab',
    tech: 'HijabTutorialSetup HijabVirtualTryOn HijabColorMatchApp RingLightHijabCheck HijabWrapTimelapse AIStylesMyHijab SplitScreenHijabDuet MacroShotHijabFabric',
    pet: 'HijabCatSupervisor PuppyTrainingInAHijab KittenNapsInHijabDrawer HijabVsPetHair BunnyCuddleHijabStyle HijabiDogWalk ParrotOnMyHijabShoulder GoldfishMatchesMyHijab',
    gaming:
      'HijabAvatarCreator HijabGamerGirl HijabCosplay HijabHeadsetTest SquadGameNightInHijabs DesignAHijabHero ChessClubInMyHijab RetroArcadeHijabi',
  },
  saree: {
    dance:
      'SareeTwirlDance LehengaSpin SareeSangeetChoreo SareePalluFlick BollywoodHookInASaree GarbaStepsSariStyle MomAndMeSareeDuet SareeThumkaChallenge',
    fitness:
      'SareeRunChallenge SareeStretchFlow LehengaTwirlCardio YogaInASaree SareeSuryaNamaskar GrandmaSareeWalk SareeSquatCheck BollywoodWorkoutSari',
    funny:
      'SareePleatStruggle SareePinCount MomDrapesMySaree DadTriesDrapingASaree AuntiesRateMySaree SareePenguinWalk SareePalluMeetsChai CantSitInMySari',
    prank:
      'SareeRevealSurprise SareeGiftUnwrap SareeTwinWithGrandma SwapSareesWithMom DrapeMyBestieSari BrotherTriesASari LoveNoteInMySariPleats SareeHypeSquadAmbush',
    educational:
      'SareeDrapingStyles NameThatSareeWeave SareeMapOfIndia SareeSixYardsMath LearnTheNiviSareeDrape SilkOrCottonSari GrandmasSareeStories SareeMotifMeanings',
    cooking:
      'SareeChaiMorning DiwaliSweetsBake SareeLadduRolling SareeThaliSpread SambarSundayInASari FestiveSareeFeast NoSpillSareeDinner KheerForGuestsInSari',
    travel:
      'SareeTravelDiaries SareeAroundTheWorld SilkMarketTour VaranasiSareeHunt PackASareeWrinkleFree SareeWeddingTripCapsule WeaverVillageSariVisit DiwaliHomecomingSaree',
    wellness:
      'SareeSlowMorning GrandmaSareeMemories SareeFoldingMeditation WearMomsSareeToday ThankTheWeaverSari SareeSunsetStroll HandwashSareeRitual SareeClosetGratitude',
    speed:
      'SareeDrapeSpeedrun SareePleatRace LehengaQuickChange SareeIn5Minutes BangleAndBindiSareeDash SariFoldingBlitz BeatMomAtSareeDraping BlouseMatchSareeSprint',
    music:
      'SareeSitarJam LehengaWeddingSong SareeBangleBeat SareeAntakshari BollywoodLipSyncSari DholakNightInSarees SareeRetroMelody LullabyInMomsSaree',
    art: 'SareePrintPainting SareeBorderDesign SilkPatternSketch SareeBlockPrinting RangoliFromMySari OldSareeQuilt MadhubaniSareeMotif SareeColorPalette',
    tech: 'SareeDrapeTimelapse SareeVirtualTryOn HandloomVsPowerloom SareeTransitionEdit SlowMoPalluSwishSari SariVideoCallLesson AIPicksMySareeBlouse DigitizeMySareeCloset',
    pet: 'SareeScrapPetBed SareeKittyHelper FetchBreakInASaree DogWalkInMySaree CatNapsOnMySari TailWagsForMySaree SareePleatsPuppyPatrol ParrotMeetsMySari',
    gaming:
      'SareeAvatarLook SareeCharacterDesign LehengaDressUpGame GuessTheSareeState LudoNightInSarees SareeCarromTournament SareeCosplayQuest RollDiceForASariDrape',
  },
  loafer: {
    dance:
      'LoaferMoonwalk LoaferSoftShoe PennyLoaferTwist CharlestonInLoafers SockHopLoafers LoaferHeelClick LoaferTapSolo JiveInMyLoafers',
    fitness:
      '10KStepsInLoafers LoaferLunges PreppyPowerWalk LoaferBalanceTest OfficeLoaferStretch LunchLapInLoafers LoaferCalfRaises ToeTapsInPennyLoafers',
    funny:
      'LoaferSockDebate OldMoneyLoaferPOV LoaferDadImpression LoaferSqueakWalk GrandpaApprovesMyLoafers LoafingInLoafers FindingPenniesForLoafers SlipperOrLoafer',
    prank:
      'LoaferPennySurprise LoaferSwapWithDad TwinningInLoafers SecretLoaferShine LoaferLoveNote TinyLoaferGiftBox WearingGrandpasLoafers GiantClownLoafers',
    educational:
      'WhyLoafersHavePennies LoaferOrMoccasin LearnToPolishALoafer NameThatLoaferStyle LoaferOriginsInNorway ShoeSizeMathLoafers LoaferStitchAnatomy TasselOrHorsebitLoafer',
    cooking:
      'LoaferShoeCake MeatLoafer LoaferTasselCookies SundayBrunchInLoafers PreppyPicnicLoafers LoaferBakeSale ChocolateLoaferTruffle SconesInPennyLoafers',
    travel:
      'LoafersInItaly LoaferCityWalk CobblestoneLoaferTest LoaferAirportFit CampusVisitInLoafers LoafersOnTheTrain WeekendAwayInLoafers OnePairOfLoafersTrip',
    wellness:
      'LoafAroundInLoafers LoaferPolishRitual SlipOnSunday LoaferFootCare BookshopWanderInLoafers NoRushLoaferMorning LoaferParkBenchPause LoaferGardenStroll',
    speed:
      'LoaferSlipOnRace LoaferShineIn60 TasselKnotSpeedrun NoLacesLoaferDash LoaferPairMatchBlitz PennyDropLoaferRush OutTheDoorInLoafers ShoeboxWrapLoafers',
    music:
      'LoaferJazzStroll LoaferTapBeat TasselSwishASMR PennyLoaferBlues DooWopInLoafers LoaferStompClap CroonInYourLoafers LoaferRhythmWalk',
    art: 'LoaferStillLife PaintYourPennyLoafers LoaferFashionSketch LoaferShoeboxDiorama BlindContourLoafer LoaferPatternCollage BedazzledLoaferDIY ChalkboardLoaferArt',
    tech: 'LoaferVirtualTryOn LoaferShineSlowMo LoaferUnboxingCam StepCounterLoaferDay SqueakSoundboardLoafer ListMyLoafersOnline MacroLensLoaferStitch LoaferOutfitPlannerApp',
    pet: 'PupStealsMyLoafer KittenInALoafer CatNapBesideLoafers DogFetchesMyLoafers LoaferBoxFortKitty SniffTestNewLoafers ParrotPerchOnMyLoafer BunnyHopsOverLoafers',
    gaming:
      'LoaferAvatarFit LoungeChessInLoafers GuessTheLoaferOwner MysteryPartyInLoafers ShuffleboardInLoafers LoaferBridgeClub CroquetInLoafers LoaferCharacterSkin',
  },
  barbershop: {
    dance:
      'BarbershopShuffle FreshCutStrut BarberChairSpin BarberPoleTwirl VictoryDanceFromTheBarber MoonwalkOutTheBarbershop TwoStepToTheBarber CapeFlipBarberGroove',
    fitness:
      'BarbershopWaitPushUps BarberShiftStretch FreshFadeFlex BarberArmsUpHold WalkToTheBarbershop BarberPostureCheck JogBeforeTheBarber ShoulderDayLikeABarber',
    funny:
      'BarbershopDebates FreshCutWalkOut BarberMirrorReveal NoddingAtTheBarber BarberPhotoReferenceFail BarbershopWaitingRoomPOV NoOneNoticedMyBarberTrim DadPlaysBarberAtHome',
    prank:
      'BarbershopFakeBuzzCut BarberDadSurprise WigUnderTheCape WakeUpBarbershopQuartet BarberTipJarNote PaperMustacheBarberJoke BarberThankYouBanner SpinTheBarberChairReveal',
    educational:
      'WhyBarberPolesSpin BarbershopLingoQuiz GuessTheBarberGuard BarberSurgeonFacts LearnAFadeFromABarber NameEveryBarberTool HairTypeScienceBarber BarbershopCultureStories',
    cooking:
      'BarberPoleCookies FreshFadeFrosting BarbershopBakeSale TreatsForYourBarber BarbershopSnackTray CoffeeRunForTheBarber SwirlBarberCupcakes CandyStripeBarberCake',
    travel:
      'FreshCutInEveryCity BarbershopAbroad IstanbulBarberVisit HistoricBarbershopHunt RoadTripBarberStop BarbershopPostcards BarberSouvenirComb LayoverBarberTrim',
    wellness:
      'BarbershopHotTowel FreshCutConfidence BarberChairTalkTherapy ThankYourBarber BarberBeardOilRitual CheckInAtTheBarbershop BarberScalpMassage PhoneFreeBarberVisit',
    speed:
      'BarbershopSweepOff CapeSnapBarberSprint BarberCombSortDash BarbershopTowelFold BarberToolIDBlitz TenSecondBarberOrder BeatTheBarberQueue MirrorCheckBarberRush',
    music:
      'BarbershopQuartetOfOne ClipperBuzzBeat BarbershopHarmony BarberChairBeatbox SweetAdelineBarbershop BarberRadioSingAlong DooWopAtTheBarber CombKazooBarber',
    art: 'FadeDesignSketch DrawYourBarber BarbershopSignArt BarberPolePainting VintageBarberPoster BarbershopWindowMural LineDrawingOfMyBarber PaperCraftBarberChair',
    tech: 'AIPicksMyBarbershopCut BarberTimelapseFade BeforeAfterBarberSlider FaceShapeAppBarber BarberChairPOVCam BarberBookingBot VoiceNoteToMyBarber BarberPhotoTimeline',
    pet: 'BarbershopPupTrim PetBrushingLikeABarber BarberStyleKittyComb DogWaitsAtTheBarber BarbershopCatNap GoodBoyBarberBiscuit SitStayInTheBarberChair ParrotMimicsBarberBuzz',
    gaming:
      'BarbershopCheckers CharacterCreatorFade BarbershopDominoes GuessTheHaircutBarber BarberTriviaWhileYouWait BarberSpadesNight TicTacToeAtTheBarber RockPaperBarber',
  },
  'hair stylist': {
    dance:
      'HairStylistDanceBreak BlowDryerShuffle HairStylistCapeTwirl SalonShimmyHairStylist HairStylistMoonwalk FreezeFrameHairStylist HairStylistSpinMove DuetWithMyHairStylist',
    fitness:
      'HairStylistStretchBreak HairStylistWristWorkout BlowDryerArmHold HairStylistPostureCheck ShoulderRollsHairStylist HairStylistCalfRaises LunchWalkHairStylist GripStrengthHairStylist',
    funny:
      'HairStylistPOV HairStylistPhotoReference JustATrimDrama HairStylistKnowsAll DIYBangsHairStylistReacts HairStylistVsHumidity MomIsMyHairStylist LyingToMyHairStylist',
    prank:
      'HairStylistSurpriseUpdo BlowoutFakeOut ClipInBangsHairStylist HairStylistForADay BookMomAHairStylist PajamaSalonHairStylist TinyHairStylistAtHome HairStylistCurlerDad',
    educational:
      'NameThatHairStylistTool HairStylistBraidLesson HairStylistColorWheel HairStylistCurlTypes HairStylistMythOrFact AskAHairStylistAnything GuessTheEraHairStylist ScalpScienceHairStylist',
    cooking:
      'HairStylistBraidsBread CurlyFryBake BunsForMyHairStylist SalonSnackHairStylist HairStylistQuickLunch PonytailPastaHairStylist CinnamonRollHairStylist HairStylistSmoothieBar',
    travel:
      'HairStylistTravelKit DestinationWeddingHair HairStylistAbroadSalon VacationUpdoHairStylist HumidityProofHairStylist HairStylistAirportBraids HotelMirrorHairStylist HairStylistBeachWaves',
    wellness:
      'HairStylistRestDay BlowoutBoost HairStylistScalpMassage CalmBrushingHairStylist HairStylistGratitudeNote SilkPillowcaseHairStylist HairStylistChairChat WashDayWithAHairStylist',
    speed:
      'HairStylistUpdoRace HairStylistBraidTimer ScrunchieStackHairStylist HairStylistBunBlitz PonytailDashHairStylist BobbyPinRushHairStylist HairStylistClipSort StraightPartHairStylist',
    music:
      'HairStylistChairKaraoke BlowDryerBeatDrop HairStylistCombMic SalonPlaylistHairStylist HairStylistHumAlong HairStylistSpritzSolo DuetWithMyHairStylist LullabyForHairStylist',
    art: 'HairStylistSketch HairStylistBraidArt CurlPatternPortrait DrawYourHairStylist HairStylistMoodBoard YarnUpdoHairStylist HairStylistFaceChart WatercolorHairStylist',
    tech: 'HairStylistToolTest HairStylistBookingApp AIHairStylistMakeover HairStylistRingLight BeforeAfterHairStylist HairStylistColorFilter VoiceMemoForHairStylist ScreenshotToHairStylist',
    pet: 'HairStylistBrushesMyDog HairStylistKittenComb SalonPupHairStylist HairStylistDeshedDay ParrotCopiesHairStylist CatSupervisesHairStylist TreatsFromMyHairStylist BathDayHairStylistPet',
    gaming:
      'HairStylistAvatarDesign RecreateGameCharacterHair GuessTheUpdoHairStylist HairStylistDiceMakeover HairStylistSalonRoleplay PixelArtHairStylist CosplayWigHairStylist HairStylistTrivia',
  },
  'care package': {
    dance:
      'CarePackageHappyDance BoxOfSunshineShuffle DoorbellCarePackageJig CarePackageVictorySpin UnboxingCarePackageGroove BubbleWrapCarePackageHop TwirlWithYourCarePackage CarePackageShoulderShimmy',
    fitness:
      'MailDayStepCount CarePackageBoxSquats JogACarePackageOver WorkoutCardsCarePackage ResistanceBandCarePackage CarePackageDeliveryWalk CarePackageLiftAndCarry YogaMatCarePackage',
    funny:
      'CarePackageFromMom CarePackageMysteryItems MailDayOverreaction DadsCarePackageAttempt CollegeCarePackagePOV GrandmasCarePackageSocks CarePackageSnackHeist RateMyCarePackage',
    prank:
      'CarePackageNestedSurprise CarePackageDoorstepDrop CarePackageFromTheDog BalloonFilledCarePackage HiddenNotesCarePackage BoxOfSunshineCompliments SecretSantaCarePackage TreasureMapCarePackage',
    educational:
      'TheFirstCarePackage CarePackagePostageMath TrackACarePackageMap LetterWritingCarePackage ZipCodeCarePackageQuiz CarePackageBoxGeometry StampCollectorCarePackage CarePackageAddressLesson',
    cooking:
      'CarePackageCookies CarePackageBananaBread ShipSafeBrownies CarePackageGranola HomemadeJamCarePackage TrailMixCarePackage CarePackageSoupJar ShortbreadForACarePackage',
    travel:
      'CarePackageFromAbroad CarePackageSouvenirSwap MailDayPostcards HometownCarePackage CarePackagePenPal RoadTripCarePackage JetLagCarePackage CarePackageForCampers',
    fashion:
      'CarePackageCozySocks CarePackageOutfitSwap BoxOfSunshineYellowFit KnitScarfCarePackage MatchingPajamaCarePackage ThriftedCarePackageHaul CarePackageHairClips BraceletCarePackage',
    speed:
      'CarePackageFillRace CarePackageWrapSpeedrun MailDaySprint FiveMinuteCarePackage CarePackageTapeDash LabelBlitzCarePackage CarePackageNoteRush BeatThePickupCarePackage',
    music:
      'CarePackagePlaylist CarePackageVoiceSong MailDayMixtape BubbleWrapBeatCarePackage CarePackageKazoo LullabyCarePackage DrumOnTheCarePackage JingleForACarePackage',
    art: 'CarePackageBoxArt CarePackageCardCraft BoxOfSunshineDecor CarePackageStampDesign MaskingTapeCarePackage DoodleCarePackageLetter PaintedCarePackageJar CollageCarePackageLid',
    tech: 'CarePackageQRMessage CarePackageVideoLetter PackageTrackerCheck CarePackageUnboxingCall AIWritesCarePackageNote VoiceMemoCarePackage SlideshowCarePackage PhotoPrintsCarePackage',
    pet: 'CarePackageForMyDog CarePackageCatInspector PetBoxOfSunshine ShelterCarePackage GroomingKitCarePackage ChewToyCarePackage VetThankYouCarePackage KittenCarePackageFort',
    gaming:
      'CarePackageLootDrop CarePackageGamerBox CarePackageGameSwap CarePackagePuzzle GuessTheCarePackage DiceAndCardsCarePackage RetroHandheldCarePackage TriviaNightCarePackage',
  },
  diffuser: {
    dance:
      'DiffuserGlowGroove AromatherapySlowDance DiffuserDiscoLights BedtimeBalletByDiffuser EssentialOilShimmy MoonwalkByTheDiffuser TwirlInTheDiffuserMist PajamaPartyDiffuser',
    fitness:
      'DiffuserYogaFlow AromatherapyPilates EucalyptusCooldown DiffuserStretchBreak AromatherapyFoamRoll MorningMobilityDiffuser PeppermintPlankDiffuser BreathworkWithDiffuser',
    funny:
      'EssentialOilEverything DiffuserOverload FogMachineDiffuser MomsDiffuserCollection DiffuserVsDadsNose DiffuserBlendFail BeepingDiffuserAt3AM GuessTheDiffuserScent',
    prank:
      'DiffuserScentSwap DiffuserFakeBakery CozyRoomSurprise DiffuserSpaDayForMom WelcomeHomeDiffuser AromatherapyPillowNote OceanBreezeDiffuser DreamyWakeUpDiffuser',
    educational:
      'DiffuserSafetyQuiz UltrasonicDiffuserScience DiffuserScentMemoryTest NameThatEssentialOil AromatherapyMythOrFact PlantToEssentialOil EssentialOilsAndPets NoseTrainingAromatherapy',
    cooking:
      'DiffuserFlavorMatch HerbalTeaBlend CinnamonBunsVsDiffuser CitrusZestAromatherapy KitchenHerbAromatherapy RosemaryBreadAromatherapy PeppermintBarkDiffuser BakingBeatsTheDiffuser',
    travel:
      'LavenderFieldTrip DiffuserHotelReset AromatherapyOnTheGo EssentialOilFarmVisit CampingTentDiffuser SouvenirBlendDiffuser CarryOnAromatherapyKit DiffuserScentOfHome',
    fashion:
      'DiffuserBraceletStack ScentYourStyle DiffuserLocketDIY CozyLoungewearDiffuser AromatherapyRobeFit DiffuserColorOutfit PastelLookAromatherapy SundayPajamasDiffuser',
    speed:
      'DiffuserSniffOff ScentIDSpeedTest DiffuserRefillRace BeatTheDiffuserTimer DiffuserTidyDash EssentialOilSortRush BedtimeCountdownDiffuser LabelBlitzEssentialOil',
    music:
      'DiffuserRainSounds LoFiAndLavender AromatherapyAcoustic MeditationMixAromatherapy DiffuserLullaby PianoByTheDiffuser DiffuserMistASMR SingingBowlDiffuser',
    art: 'DiffuserMistPhoto ClayDiffuserDIY PaintTheScent DiffuserLightPainting AromatherapyLabelDesign PressedLavenderDiffuser DiffuserMoodCollage InkBlotAromatherapy',
    tech: 'SmartDiffuserSetup VoiceControlDiffuser DiffuserSunriseAlarm AromatherapySleepTracker DiffuserSlowMoMist EssentialOilInventoryApp MusicSyncedDiffuser PhoneTimerDiffuserHack',
    pet: 'DiffuserPetSafetyCheck DiffuserOffForThePup ScentFreeCatNook AskTheVetAboutDiffusers DiffuserHighShelfRule PawProofTheDiffuser KittyNapAwayFromDiffuser BirdRoomNoDiffuser',
    gaming:
      'DiffuserCozyGaming AromatherapyPuzzleHour LavenderLevelUp SniffAndGuessDiffuser AromatherapyChessNight DiffuserCardTable ScentBingoEssentialOil FarmSimWithDiffuser',
  },
  bonsai: {
    dance:
      'BonsaiBranchSway TaiChiBesideTheBonsai CraneStanceBonsai FreezeLikeABonsai BonsaiSlowMoFlow BonsaiBreezeShuffle ZenBonsaiBallet GardenBonsaiWaltz',
    fitness:
      'BonsaiTreePoseYoga BonsaiBalanceHold StretchLikeABonsaiBranch BonsaiPotCarry BonsaiNurseryWalk SquatToWaterBonsai PlankFacingTheBonsai MorningMobilityBonsai',
    funny:
      'BonsaiHaircutDrama TinyTreeBigFeelings BonsaiNeedsADecade DadThinksBonsaiIsFake TalkingToMyBonsai FirstBonsaiPanic BonsaiVsMyPatience BonsaiCatPOV',
    prank:
      'BroccoliBonsaiPrank BonsaiSizeSurprise TinyHatForTheBonsai GiantPlantBonsaiSwap BonsaiNamePlaque BonsaiLoveNote MiniFigureInMyBonsai DadBonsaiBirthday',
    educational:
      'HowBonsaiStaySmall NameThatBonsaiStyle LearnBonsaiWiring BonsaiAgeGuess BonsaiRootScience BonsaiWordsInJapanese SunlightTestBonsai TheOldestLivingBonsai',
    cooking:
      'BonsaiBroccoliPlate BonsaiMatchaCake TinyTreeCupcakes PretzelBranchBonsai BonsaiBentoBox ChocolateBarkBonsai EdibleBonsaiCenterpiece RiceBallBonsaiScene',
    travel:
      'BonsaiGardenVisit BonsaiOldestTreeHunt BonsaiMuseumInJapan OmiyaBonsaiVillage BonsaiNurseryRoadTrip WeekendBonsaiShow CarryingABonsaiHome ArboretumBonsaiWalk',
    fashion:
      'BonsaiPrintOutfit BonsaiGardenerLook TinyTreeEarrings BonsaiApronStyle ZenLinenBonsaiFit MossGreenBonsaiLayers BonsaiNailArt EarthTonesBonsai',
    speed:
      'BonsaiRepotRace BonsaiSpeedSketch BonsaiQuizBlitz BonsaiToolSortDash OneMinuteBonsaiWire PotMatchRushBonsai TwentyBonsaiNamesFast MossTopDressingBonsai',
    music:
      'BonsaiLoFiBeats BonsaiPruningASMR TinyTreeLullaby SingToYourBonsai BonsaiWindChimes RainstickBonsaiJam BonsaiZenPlaylist PianoForMyBonsai',
    art: 'BonsaiInkPainting BonsaiWireSculpture TinyTreeSketch BonsaiShadowTracing ClayPotForMyBonsai PaperBonsaiCollage BonsaiSilhouettePhoto OrigamiBonsai',
    tech: 'BonsaiTimelapse PlantIDAppBonsai BonsaiWateringReminder AIShapesMyBonsai BonsaiGrowthSpreadsheet MacroLensBonsaiMoss BonsaiBeforeAfterSlider PhoneLightMeterBonsai',
    pet: 'BonsaiPetSafePicks BonsaiShelfCatProof GrowKittyGrassNotBonsai LeaveTheBonsaiAlone BonsaiOutOfPawReach PuppyFreeBonsaiCorner FishTankBonsaiScape DogNapsBesideTheBonsai',
    gaming:
      'BonsaiGardenSim TinyTreeGrowGame BonsaiJigsawPuzzle PixelArtBonsai BonsaiBlockBuild GuessTheBonsaiAge BonsaiMemoryCards GoBoardBesideBonsai',
  },
  sauna: {
    dance:
      'PostSaunaShimmy SaunaRobeStrut FinnishPolkaAfterSauna SaunaCooldownGroove SaunaSpaTwirl MoonwalkOutOfTheSauna SaunaDayDuet TowelTurbanSaunaTwist',
    fitness:
      'EarnYourSauna SaunaAfterLegDay SteamRoomCoolDown GentleStretchSauna PostRunSauna SaunaRecoveryWalk FoamRollThenSauna SaunaWaterBottleCheck',
    funny:
      'SaunaSmallTalk SaunaFirstTimer SteamyGlassesMoment AwkwardSaunaSilence DadsSaunaStories SaunaLadleHog SaunaTowelFumble FinnishGrandpaSauna',
    prank:
      'SurpriseSaunaDay BackyardSaunaReveal WarmTowelAmbush SaunaHatForDad BathroomSaunaFakeOut SaunaSpaPassForMom SteamRoomInvitation RobeAndSlippersSauna',
    educational:
      'SaunaMythsBusted SaunaSafetyRules ThreeMillionSaunas DryVsSteamRoomScience SaunaEtiquetteQuiz SaunaAroundTheWorld HammamBanyaOrSauna WhyWeSweatInSaunas',
    cooking:
      'SaunaSausageNight SaunaCoolerMocktail FinnishRyeBread PostSaunaSmoothie SaunaSnackBoard CucumberWaterForSauna BlueberryPieAfterSauna ElectrolyteLemonadeSauna',
    travel:
      'SaunaHopHelsinki FloatingSaunaHunt SteamRoomRetreat LakesideSaunaCabin HotelSaunaRating WeekendSaunaGetaway SaunaCultureTrip HikeThenSauna',
    fashion:
      'SaunaHatFitCheck SaunaRobeRunway TowelTurbanStyle PostSaunaGlowLook SaunaSlippersLineup SpaLoungewearSauna CozyKnitAfterSauna WaffleWeaveSaunaWrap',
    speed:
      'SaunaTowelFoldRace SaunaBagSpeedPack SpaRobeQuickChange SaunaFactsRapidFire PlaylistBlitzForSauna SlipperMatchRushSauna TenSecondSaunaQuiz SteamRoomSketchSprint',
    music:
      'SaunaBucketDrum SingInTheSauna SteamRoomSoundscape SaunaEchoHum FinnishFolkSaunaSong PostSaunaPlaylist SaunaLadleRhythm LullabyAfterSauna',
    art: 'SaunaSteamPhoto SaunaWoodCarving SteamyMirrorDoodle SaunaSignDesign BirchLeafSaunaPrint SaunaCabinSketch PaintedStonesSauna PaintAFinnishSauna',
    tech: 'SaunaHeartRateTest BarrelSaunaTimelapse SaunaSleepTracker SaunaTimerAppSetup SmartwatchSaunaStats MapEverySaunaNearby SaunaBookingBot FoggyLensSteamRoomHack',
    pet: 'SaunaTowelPupSnuggle PetSpaDayAtHome SaunaCatDoorGuard NoSaunaForFurryFriends DogWaitsOutsideSauna PostSaunaKittenCuddle SaunaDayBunnySitter CoolWaterBowlSauna',
    gaming:
      'SaunaCardNight BuildAVirtualSauna SaunaRiddles SaunaBoardGameBreak GuessTheSaunaCountry SaunaLoungeChess EmojiQuizSauna TwoTruthsInTheSauna',
  },
};
