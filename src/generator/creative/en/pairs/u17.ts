import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'pillow fight': {
    dance:
      'PillowFightChoreo PillowFightSlowMoDance FeatherFallFreeze DodgeThePillowFight PillowFightDuet OnBeatPillowFight PillowFightMoonwalk TwoStepPillowFight',
    fitness:
      'PillowPlankBattle ThreeRoundPillowFight SitUpPillowFight PillowFightSquatOff LungeIntoPillowFight PillowWarStepCount PillowFightHeartRate PillowFightBearCrawl',
    prank:
      'PillowFightAmbush PillowFightTrophySurprise PillowWarDeclared PillowFightSummons FakeSleepPillowFight TinyPillowFight MomStartsThePillowFight GotchaPillowFight',
    educational:
      'WhyFeathersFloat ThirdLawPillowFight PillowFightSpellingBee PillowFightTimesTables TranslatePillowFight PillowFightTrueOrFalse WhichPillowFightsBest CountdownToPillowFightDay',
    cooking:
      'FluffyPillowPancakes PillowFightCupcakes PostPillowFightCocoa PillowFightPopcorn PillowWarPicnic PizzaNightPillowFight PillowFightFrenchToast MidnightSnackPillowFight',
    travel:
      'PillowFightHotelNight CousinsVisitPillowFight JoinACityPillowFight TravelPillowFight TentPillowFight CabinTripPillowFight PillowFightPassport PillowWarAtGrandmas',
    fashion:
      'PillowFightPajamaFit OnesiePillowFight PillowWarArmor DressForThePillowFight PillowFightTeamColors PillowFightBedHead FuzzySlipperPillowFight SuperheroPillowFight',
    wellness:
      'PillowFluffAndRest PillowFightLaughBreak StressLessPillowFight BreatheAfterPillowFight PillowFightGroupHug PhoneFreePillowFight PillowFightCoolDown PillowFightGratitude',
    speed:
      'PillowFightThirtySeconds FastestPillowFortBuild PillowFightCleanupRace FirstToTenPillowFight PillowFightRelay FluffOffPillowFight BeatTheBuzzerPillowFight PillowFightBlitz',
    music:
      'PillowThumpDrums PillowFightRapBattle PillowWarAnthem PillowFightBeatDrop SingThroughPillowFight EpicScorePillowFight PillowFightOpera MusicalPillowFight',
    art: 'PillowFightComic PillowcasePaintOff PillowFightFlipbook PillowFightStopMotion PillowWarPoster SculptAPillowFight PaperDollPillowFight ShadowPuppetPillowFight',
    tech: 'PillowFightSlowMo PillowFightInstantReplay GreenScreenPillowFight PillowFightSoundEffects POVPillowFight PanoramaPillowFight CloneYourselfPillowFight ReverseVideoPillowFight',
    pet: 'PetPillowPileNap KittenSafeZonePillowFight CatFortAfterPillowFight PillowFightDogBed PillowWarTreatBreak PupIgnoresPillowFight ParrotSaysPillowFight BunnyHideawayPillowFight',
    gaming:
      'PillowFightBracket PillowFightFinalBoss PillowWarCaptureTheFlag PillowFightSimonSays SumoPillowFight ThreeLivesPillowFight TagTeamPillowFight MarcoPoloPillowFight',
  },
  'ice cube': {
    dance:
      'IceCubeFreezeDance BoogieTilItMelts CoolAsAnIceCube HotPotatoIceCube IceCubeShiverStep IceCubeSpoonWaltz IceCubeCongaLine ShakeYourIceCubes',
    fitness:
      'IceCubeMeltPlank IceCubeSpoonLunges IceCubeBearCrawl IceCubeToeGrab TreePoseIceCube CrabWalkIceCube OneIceCubePerPushUp PartnerSitUpIceCube',
    funny:
      'LastIceCubeStandoff IceCubeSlideChase IceCubeEulogy DramaticIceCubeDrop WhoLeftOneIceCube GooglyEyeIceCube IceCubeSportsCommentary IceCubeHandshake',
    educational:
      'IceCubeStringTrick WhyIceFloats CloudyVsClearIceCube IceCubeOnMetalVsWood SaveTheIceCube IceCubeSeaLevelTest IceCubeWeighIn EstimateTheIceCubes',
    cooking:
      'FlowerPowerIceCubes CoffeeCubeLatte IceCubeTrayPesto LemonadeIceCubes IceCubeMocktail IceCubeFruitPops IceCubeSmoothieBoost ChocoMilkIceCubes',
    travel:
      'IceCubeWalk IceCubeCultureShock HotelIceCubeRun IceCubeAtEveryStop IceCubeTrailBottle PackTheIceCubeCooler PicnicIceCubeRescue BeachBagIceCubeTest',
    fashion:
      'IcedOutFitCheck MeltingIceCubeNails IceCubeTrayJewelryBox ClearAsAnIceCube IceCubeDepuff IceCubeCoolTones IceCubeBeadBracelet DressLikeAnIceCube',
    wellness:
      'IceCubeMindfulMelt HoldAnIceCube IceCubeFacial FiveSensesIceCube IceCubeHydrationGoal IceCubeFootSoak MintIceCubeWater HotDayIceCubeReset',
    speed:
      'IceCubeMeltRace IceCubeSpoonRelay TallestIceCubeTower ChopstickIceCubeDash PopAllTheIceCubes IceCubeSortIn30 IceCubeTongsTransfer RefillTheIceCubeTray',
    music:
      'IceCubeClinkBeat IceCubeCupShaker IceCubeTrayScrape IceCubePourRhythm WaterGlassIceCubeTunes NameThatIceCubeSound LoFiIceCubeLoop SingUntilIceCubeMelts',
    art: 'PaintWithIceCubes IceCubeSculptOff FrozenFlowerCubes IceCubeTieDye IceCubeMosaic IceCubeSunCatcher WatercolorBloomIceCube DrawTheIceCubeMelt',
    tech: 'IceCubeMeltTimelapse IceCubeSlowMoDrop IceCubeMacroShot IceCubeStopMotion UnmeltAnIceCube FlashlightIceCubeGlow StopwatchVsIceCube NightModeIceCube',
    pet: 'IceCubeCatHockey DogsFirstIceCube BobbingForIceCubes PupsicleIceCubes CatVsIceCube HotDayIceCubeBowl WhoComesForIceCubes ToyInAnIceCube',
    gaming:
      'IceCubeTableCurling FrozenTicTacToe StackTheIceCubes IceCubeCheckers IceCubeTreasureHunt FlickIceCubeFootball BowlingWithIceCubes IceCubeMancala',
  },
  omelette: {
    dance:
      'WhiskItShakeIt CrackAndFoldOmelette FlipLikeAnOmelette OmeletteBreakfastBop SundayOmeletteGroove OmeletteChefTwirl OmeletteKitchenConga ThreeEggOmeletteShuffle',
    fitness:
      'EarnYourOmelette SkilletCurls OmeletteWhiskBurn EggWhiteOmeletteGains PostGymOmelette MorningJogOmelette OmelettePlankHold OmeletteRecoveryMeal',
    funny:
      'OmeletteFlipFails AccidentalScramble OmeletteSnobReview OmeletteExpectations KidMakesMeAnOmelette DramaticOmeletteFold KitchenSinkOmelette ThatsNotAnOmelette',
    prank:
      'OmeletteEmojiFace TinyOmeletteSurprise KetchupMessageOmelette FiveStarOmeletteMenu OmeletteRoomService OmeletteAirFlip DinerWaiterOmelette OmeletteWakeUpCall',
    educational:
      'WhyEggsTurnSolid OmeletOrFrittata NameThatOmelette LearnTheFrenchOmelette OmeletteFractions TamagoyakiVsOmelette OmeletteSaltTest OmeletteInFiveLanguages',
    travel:
      'OmeletteStreetFoodHunt HotelBreakfastOmelette BestOmeletteInTown OmeletteDinerRoadTrip OrderAnOmeletteAbroad PicnicOmeletteRoll OmeletteSouvenirRecipe CabinTripOmelette',
    fashion:
      'OmeletteBrunchFit SunnySideUpOutfit OmeletteApronGlowUp TallChefHatOmelette OmeletteNailArt ClayOmeletteEarrings OmeletteColorBlock RetroDinerOmelette',
    wellness:
      'OmeletteSlowMorning FoldAndBreathe OmeletteForSomeoneElse GreensInMyOmelette PhoneFreeOmelette OmeletteGratitudeBite SmellTheOmelette SunriseOmelette',
    speed:
      'OmeletteOrderMemory OmeletteEggCrackRace OmeletteWhiskSprint OmeletteToppingSort YolkSeparateOmelette FastestOmeletteCleanUp IngredientHuntOmelette BrunchTableSetOmelette',
    music:
      'OmeletteSizzleBeat OmeletteWhiskRhythm EggCrackPercussion SpatulaMicOmelette OmeletteJingle OmeletteLyricSwap PanLidOmeletteCymbals SerenadeTheOmelette',
    art: 'DrawOnYourOmelette OmuriceMasterpiece VeggieMosaicOmelette OmeletteStillLife OmelettePhotoStyling MiniClayOmelette OmeletteComicStrip OmeletteHeartCutout',
    tech: 'OmeletteSlowMoFlip AIRatesMyOmelette HandsFreeOmelette OmeletteFridgeScan OmeletteTopDownShot OmeletteASMRMic TimelapseAnOmelette EditYourOmelettePhoto',
    pet: 'OmeletteDogStare SitStayOmelette OmeletteCartonPuzzle PlainOmeletteForPup CatJudgesMyOmelette WalkiesBeforeOmelette OmeletteNoPawsZone PetCamOmelette',
    gaming:
      'OmeletteGameVsReal OmeletteSpeedrun ThreeStarOmelette FinalBossOmelette OmeletteLoadout CraftAnOmelette CoOpOmelette OmeletteHighScore',
  },
  'butter chicken': {
    dance:
      'ButterChickenBhangra ButterChickenHappyDance ShimmyForButterChicken BollywoodButterChicken CongaToButterChicken ButterChickenKitchenDisco PassTheButterChicken MurghMakhaniMoves',
    fitness:
      'ButterChickenEarnedIt NaanDoughKneadReps BhangraBurnButterChicken ButterChickenMacros AfterButterChickenWalk MurghMakhaniMealPrep LightenUpButterChicken CurlsForButterChicken',
    funny:
      'ButterChickenFirstTaste NaanDippingDebate ButterChickenFoodComa WhoAteTheButterChicken MomVsTakeoutButterChicken ButterChickenStainFail SayMurghMakhaniFast LastBiteButterChicken',
    prank:
      'ButterChickenFakeaway ThankYouCardButterChicken EmptyButterChickenTub ButterChickenDoorDelivery FancyMenuButterChicken CallItMurghMakhani TinyPortionButterChicken ButterChickenVoiceNote',
    educational:
      'WhoInventedButterChicken SpiceWheelButterChicken ButterChickenVsTikka MurghMakhaniMeaning ButterChickenMarinadeLab ButterChickenMapQuiz HalveTheButterChicken WhyButterChickenIsOrange',
    travel:
      'ButterChickenCityHunt PackButterChickenTiffin OldDelhiButterChicken HomesickButterChicken RoadTripButterChicken ButterChickenFoodTruck ButterChickenAbroad LittleIndiaButterChicken',
    fashion:
      'SaffronToneOutfit ButterChickenKurtaCheck DressedLikeButterChicken ComfyPantsButterChicken ButterChickenBlockPrint ButterChickenBangleStack NapkinBibButterChicken ButterChickenDateNight',
    wellness:
      'ButterChickenSlowSimmer SpiceAromaCalm ButterChickenForANeighbor CookAlongButterChicken GrandmasButterChicken ButterChickenSundaySupper RainyDayButterChicken SavorTheButterChicken',
    speed:
      'ButterChickenInThirty NaanRollRace RiceRinseButterChicken PantryDashButterChicken GarlicPeelButterChicken ButterChickenSpiceSort ButterChickenTableSet TagTeamButterChicken',
    music:
      'ButterChickenSizzleBeat TablaKitchenJam ButterChickenLoveSong SpiceShakerButterChicken ButterChickenRecipeRap ButterChickenDuet KaraokeButterChickenNight HumAlongButterChicken',
    art: 'ButterChickenWatercolor SpicePalettePainting ButterChickenMenuDesign ButterChickenPlatingArt MiniClayButterChicken DrawAButterChickenMascot TiffinArtButterChicken ButterChickenFoodPhoto',
    tech: 'ButterChickenAIRecipe TranslateMurghMakhani ButterChickenSlowMoPour ScanGrandmasButterChicken VideoCallButterChicken ButterChickenTimelapse ButterChickenQRMenu PortraitModeButterChicken',
    pet: 'ButterChickenDogStare CatNapButterChicken ButterChickenLeaveIt ParrotSaysButterChicken DoorbellPupButterChicken KibbleTimeButterChicken ButterChickenWalkFirst OnYourMatButterChicken',
    gaming:
      'ButterChickenTierList ButterChickenSpiceGuess ButterChickenBlindTaste ButterChickenCookOff BoardGameButterChicken TriviaNightButterChicken MenuBingoButterChicken SplitScreenButterChicken',
  },
  flan: {
    dance:
      'FlanJiggleDance WobbleLikeAFlan DontShakeTheFlan FlanSetAndFreeze FlanTwirlReveal CumbiaForTheFlan FlanHipSway SundayFlanBoogie',
    fitness:
      'FlanLungeCarry FlanWaiterWalk FlanTreePose BalanceTheFlanSquat JogOffTheFlan HandWhiskFlanBurn NoWobbleFlanPlank FlanRamekinRaises',
    funny:
      'FlanFlipFails CustardWobbleCommentary FlanWontComeOut AbuelaRatesMyFlan FlanMomentOfTruth FlanVoiceover WhoAteMyFlan IsItJellyOrFlan',
    prank:
      'GiantFlanReveal FlanEmojiOnlyTexts FlanCostumeSurprise FlanDecoyBox FlanRansomNote NoFlanForDad PhotobombWithFlan BreakfastInBedFlan',
    educational:
      'CustardOrPuddingFlan HowEggsSetAFlan FlanWaterBathTest FlanHasManyNames FlanInSpanishClass DoubleTheFlanRecipe FlanFromAncientRome WhatMakesFlanSilky',
    travel:
      'CremeCaramelHunt BestFlanInTown FlanBakeryHop AbuelasFlanRoadTrip LecheFlanMarketRun FlanOnVacation FlanPicnicBasket FlanFromTheStreetCart',
    fashion:
      'FlanCaramelFit FlanDripNails TinyFlanEarrings FlanEyeshadowLook FlanPrintPajamas DressAsAFlan HairBunLikeAFlan VintageFlanApron',
    wellness:
      'FlanSlowBite FlanSobremesaChat FlanWithAbuela FlanForANeighbor QuietKitchenFlan SundayAfternoonFlan WaitForTheFlan VanillaFlanAroma',
    speed:
      'FlanFlipRace FlanInUnderAnHour FlanSpoonRelay FlanPlatingBlitz FillTenFlanRamekins TwelveEggFlanRush ScrubTheFlanPan AbuelaVsMeFlan',
    music:
      'FlanJiggleBeat FlanFlipDrumroll WobbleBassDrop FlanRamekinChimes FlanBolero SingToTheFlan LullabyForFlan ShakeMaracasForFlan',
    art: 'FlanClayReplica FlanStillLife CaramelDripPainting DrawFlanWithAFace FeltFlanPlush PaperMacheFlan FlanPlateStencil FlanFoodPhoto',
    tech: 'FlanSlowMoJiggle FlanRecipeByAI FlanFlipReplay VideoCallFlanLesson FlanMacroLens LoopingFlanGIF PhoneMeasuresFlanWobble GreenScreenFlan',
    pet: 'PumpkinPupFlan CatMeetsFlanWobble PetNamedFlan FlanColoredKitty LeaveItFlan FlanNightCuddles PuppyEyesForFlan DogVsFlanJiggle',
    gaming:
      'FlanFlipOrFlop FlanBakeOff GuessTheFlanFlavor RamekinStackFlan WinnerGetsTheFlan DominoesForFlan EightBitFlan RealLifeGameFlan',
  },
  'overnight oats': {
    dance:
      'OvernightOatsShakeDance OvernightOatsJarTwirl FridgeDiscoOvernightOats GoodMorningOvernightOats OvernightOatsSideStep BoogieToOvernightOats SleepyOvernightOatsSway OvernightOatsSpoonSpin',
    fitness:
      'OvernightOatsPreWorkout RunThenOvernightOats OvernightOatsProteinScoop PostYogaOvernightOats OvernightOatsGymBag WeekOfOvernightOats CarbLoadOvernightOats CycleClassOvernightOats',
    funny:
      'OvernightOatsVsMorningMe ForgotToPrepAgain OvernightOatsTextureFace DadRatesOvernightOats TooThickOvernightOats LeakyOvernightOatsBag MysteryJarOvernightOats SkepticTriesOvernightOats',
    prank:
      'SmileyFaceOvernightOats LidNoteOvernightOats GooglyEyeOvernightOats ScienceLabOvernightOats UpsideDownOvernightOats OvernightOatsLineup SneakyOvernightOatsDrop OvernightOatsMugshot',
    educational:
      'WhyChiaSeedsSwell OvernightOatsSoakTest OvernightOatsSugarCheck CostPerJarOvernightOats OvernightOatsLabelReading FractionsInOvernightOats OvernightOatsVsPorridge MetricOvernightOats',
    travel:
      'OvernightOatsRoadTrip OvernightOatsHikeFuel CampsiteBreakfastJar OvernightOatsTrainRide OvernightOatsHotelRoom SunriseOvernightOats BeachDayOvernightOats CommuteOvernightOats',
    fashion:
      'OvernightOatsOutfitPrep GRWMOvernightOats OvernightOatsNeutrals CozyKnitOvernightOats OvernightOatsTote OvernightOatsLayeredLook MatchYourOvernightOats PajamaSetOvernightOats',
    wellness:
      'OvernightOatsFutureMe NightBeforeRoutine OvernightOatsNoRush OvernightOatsGratitudeLid ScreenFreeOvernightOats OvernightOatsSunSpot PrepOvernightOatsTogether FreshAirOvernightOats',
    speed:
      'OvernightOatsFiveJars MealPrepMinuteRace OvernightOatsLidBlitz OvernightOatsToppingDash OneHandedOvernightOats TwoPlayerOvernightOats BlindfoldedOvernightOats OvernightOatsAssemblyLine',
    music:
      'OvernightOatsJarShaker OvernightOatsSpoonTaps OvernightOatsLullaby OvernightOatsXylophone WakeUpSongOvernightOats LoFiOvernightOats BreakfastRapOvernightOats BeatboxOvernightOats',
    art: 'FruitTopperArt OvernightOatsOmbre PaintedOvernightOatsJars OvernightOatsFlatLay OvernightOatsLabelDoodles KawaiiOvernightOats CocoaStencilOvernightOats SketchYourOvernightOats',
    tech: 'OvernightOatsTimelapse OvernightOatsAIRecipe OvernightOatsReelEdit OvernightOatsMacroPhoto SpreadsheetOvernightOats RemindMeOvernightOats ScanTheOvernightOatsLabel GroceryAppOvernightOats',
    pet: 'OvernightOatsDogStare PupFriendlyOvernightOats PetAlarmOvernightOats BreakfastDuoOvernightOats WalkiesThenOvernightOats CatVsOvernightOatsLid LeaveItOvernightOats BirdSingsOvernightOats',
    gaming:
      'OvernightOatsFlavorDraft SpeedrunBreakfastJar OvernightOatsTierList OvernightOatsLootDrop SpinTheWheelOvernightOats LevelUpOvernightOats OvernightOatsDailyQuest BingoCardOvernightOats',
  },
  focaccia: {
    dance:
      'FocacciaDimpleDance FocacciaTarantella ProofingFocacciaGroove FocacciaKitchenWaltz FocacciaTwist OliveOilFocacciaSway BoogieWhileFocacciaBakes TwirlForFocaccia',
    fitness:
      'FocacciaStretchFoldReps FocacciaFlourBagCurls SquatWhileFocacciaRises WalkToTheFocacciaBakery FocacciaPushUpPerDimple RunForFocaccia FocacciaSunSalutation PlankUntilFocacciaDings',
    funny:
      'FocacciaGardenFail OliveOilPourTooMuch SayFocacciaRight NonnaJudgesMyFocaccia IsItFocacciaOrPizza FocacciaDoughEscapes FocacciaCornerWar MyFocacciaHasAFace',
    prank:
      'FocacciaSecretMessage VeggiePortraitFocaccia DoughMonsterFocaccia CookieTinFocaccia FocacciaWordScramble FocacciaBirthdayCard FocacciaPhotobomb PretendFocacciaFlop',
    educational:
      'FocacciaWhyDimples HowYeastMakesBubbles WhereFocacciaComesFrom FocacciaItalianWords FocacciaBakersMath FocacciaGlutenWindow FlourTestFocaccia WarmVsColdFocaccia',
    travel:
      'FocacciaBakeryHunt FocacciaPicnic FocacciaRoadTripSandwich BeachTowelFocaccia TrailheadFocaccia FarmersMarketFocaccia ParkBenchFocaccia TrainRideFocaccia',
    fashion:
      'FocacciaGardenOutfit FocacciaApronFit FocacciaBakerBandana FocacciaLinenLook HerbCrownFocaccia RivieraStyleFocaccia PicnicDressFocaccia OliveEarringsFocaccia',
    wellness:
      'FocacciaDimpleASMR FocacciaGardenTherapy ShareYourFocaccia SundayFocacciaRitual BreatheWhileFocacciaRises FocacciaPhoneDown SlowFocacciaMorning HerbWindowsillFocaccia',
    speed:
      'FocacciaInOneDay FocacciaDimpleRace FocacciaGardenSprint FocacciaSandwichRush OneHourFocaccia ScrubTheFocacciaPan TenToppingFocaccia RosemaryPickFocaccia',
    music:
      'FocacciaDimpleBeat FocacciaPanDrums OperaForFocaccia FocacciaSingAlong BeatboxFocacciaCrunch LyricsOnAFocaccia WhistleWhileFocacciaRises FocacciaRemix',
    art: 'FocacciaGardenArt FocacciaLandscape FocacciaSunflowerField FamilyPortraitFocaccia FamousPaintingFocaccia MonogramFocaccia FocacciaSketchbook RainbowVeggieFocaccia',
    tech: 'FocacciaRiseTimelapse FocacciaCrumbShot AIDesignsMyFocaccia FocacciaCrunchMic FocacciaTopDownReel SlowMoOilDrizzleFocaccia TranslateNonnasFocaccia SplitScreenFocaccia',
    pet: 'FocacciaPetPortrait PawPrintDimples FocacciaRiseDogWalk CatLoafVsFocaccia PupPuzzleFocaccia FocacciaStayCommand ParrotLearnsFocaccia GuineaPigCuddleFocaccia',
    gaming:
      'FocacciaTicTacToe FocacciaPixelArt FocacciaMazeGame GuessTheFocacciaDrawing CheckersOnFocaccia SpeedrunAFocaccia DiceRollFocaccia FocacciaBossLevel',
  },
  'spring rolls': {
    dance:
      'SpringRollsWrapDance RicePaperWiggle DipAndSpinSpringRolls SummerRollsSway FreshRollsFootwork SpringRollsBounce NewYearSpringRollsGroove MoonwalkToSpringRolls',
    fitness:
      'RicePaperCoreRoll SquatPerSpringRoll LightLunchSummerRolls FreshRollsMealPrep SpringRollsPlankPass SpringRollsYogaBreak PostRunSummerRolls BalancedPlateSpringRolls',
    funny:
      'SpringRollsRollingFails RicePaperStickyMess SpringRollsDoubleDip FirstTimeSummerRolls SpringRollsVsBurritos WhoGetsTheLastSpringRoll DadWrapsSpringRolls ExpectationVsFreshRolls',
    prank:
      'SeeThroughSpringRolls GiantSpringRollSurprise WelcomeHomeSpringRolls SpringRollsLunchboxNote SpringRollsMagicTrick SpringRollsBouquet PretendSpringRollsFail HiddenHeartSpringRolls',
    educational:
      'WhyRicePaperRollsStick NameThatHerbSpringRolls LunarNewYearSpringRolls FreshRollsInVietnamese EatTheRainbowSpringRolls SpringRollsAcrossAsia SpringRollsFractions HowToFoldSummerRolls',
    travel:
      'SpringRollsMarketTour ChinatownSpringRolls SpringRollsPicnicBox SummerRollsBeachLunch FreshRollsHikeSnack RoadTripSpringRolls CampingSpringRolls StreetStallSpringRolls',
    fashion:
      'SpringRollsPastelFit SpringRollsWrapDress RicePaperSheerLook SummerRollsSundress SpringRollsHeadScarf LayeredLikeSpringRolls MintGreenSpringRolls GlassSkinSpringRolls',
    wellness:
      'SpringRollsMindfulWrap SpringRollsTogether GardenHerbSpringRolls SlowSundaySpringRolls SummerRollsPicnicPause FreshRollsForMom VeggieRainbowSpringRolls DeepBreathSpringRolls',
    speed:
      'SpringRollsWrapRace SpringRollsTenMinutes ChopstickSpringRollsDash SpringRollsFillingSort TwentySpringRollsSprint SummerRollsRelay BeatMomAtSpringRolls SpeedyPlatterSpringRolls',
    music:
      'SpringRollsWrapRhythm ChopstickDrumSpringRolls SpringRollsCrunchBeat CrinkleSoundSpringRolls SpringRollsRap DinnerJamSpringRolls PotLidGongSpringRolls HumAlongSpringRolls',
    art: 'SpringRollsRainbow SpringRollsFlowerArt RicePaperPatterns SpringRollsMandala SpringRollsCrossSection StainedGlassSummerRolls OrigamiSpringRolls SketchYourSpringRolls',
    tech: 'SpringRollsAIRecipe SpringRollsSlowMoDip FlashlightSpringRolls SpringRollsHyperlapse POVSummerRolls SpringRollsMacroLens VoiceNoteSpringRolls TimerAppSpringRolls',
    pet: 'SpringRollsDogStare CatVsRicePaper KittenPlaytimeSpringRolls SpringRollsBunnyHerbs LapCatSpringRolls PuppyStrollSpringRolls SpringRollsPupNap ParrotPeeksSpringRolls',
    gaming:
      'SpringRollsFillingDraft RockPaperSpringRolls SpringRollsFaceOff ChopstickGameSpringRolls MysteryFillFreshRolls MahjongAndSpringRolls SpringRollsCharades WrapBattleSpringRolls',
  },
  fajitas: {
    dance:
      'MariachiTwirlFajitas FajitaFridayGroove SalsaForFajitas FajitasTwoStep FajitaHipShake KitchenFiestaFajitas WrapAndRollFajitas ShimmyToFajitaNight',
    fitness:
      'FajitasProteinBowl FajitasAfterTheGym HikeThenFajitas LettuceWrapFajitas FajitaGroceryCarry RunForFajitas SalsaCardioFajitas BalancedPlateFajitas',
    funny:
      'FajitaFoldFails FajitasHeadTurn FajitaFillingAvalanche SayFajitasWrong FajitaEnvy MyClothesSmellLikeFajitas NotEnoughTortillasFajitas DIYFajitaChaos',
    prank:
      'FajitasFakeSizzle CerealFajitaPlatter DollhouseFajitas FajitaSoundboard FajitaRestaurantAtHome SurpriseFajitaFeast NicknameFajitaCards FormalFajitaInvite',
    educational:
      'TexMexOriginsQuiz WhyFajitasSizzle FajitaMeansLittleBelt LearnSpanishWithFajitas FajitaPepperRipeness FajitaBudgetMath RanchHandFajitas LimeMarinadeFajitas',
    travel:
      'FajitaPicnicWraps RateEveryFajitaPlatter FajitasOnVacation TexMexRoadTripFajitas FajitaSouvenirSpices NeighborhoodFajitaWalk FajitaSpotHunt LakesideFajitaLunch',
    fashion:
      'FajitasPepperColorFit FajitaFiestaEarrings SizzleInStyleFajitas FajitaDateNightLook FajitaBandanaTie WesternShirtFajitas CactusPrintFajitas BootsAndFajitas',
    wellness:
      'FajitasFamilyTable ShareThePlatter PhonesAwayFajitas RainbowPlateFajitas FajitaNightStories FajitaThankYouDinner BackyardFajitaEvening FajitaGardenPeppers',
    speed:
      'FajitasInFifteen TortillaWrapRace FajitaToppingBarDash TableSetSprintFajitas FajitaPepperSort FajitaCleanupBlitz BeatDadAtFajitas LightningFajitaFolds',
    music:
      'FajitasSizzleBeat MariachiDinnerJam SingForYourFajitas RiceShakerFajitas FajitaKaraokeNight FajitaBirthdaySong WoodenSpoonFajitaDrums AirTrumpetFajitas',
    art: 'FajitasPepperStamps FajitaColorWheel FajitaPosterDesign MiniFajitaSkillet FajitaComicStrip WatercolorFajitaNight PapelPicadoFajitas ChalkboardMenuFajitas',
    tech: 'FajitasSizzleMic FajitaLightingSetup FajitaSteamPhoto AIBuildsMyFajita FajitaToppingPoll HyperlapseFajitaNight VoiceCommandFajitas PhoneFlashFajitaShot',
    pet: 'FajitasDogStare ChewToyFajitaNight FajitaBeggingScale KittenWandPlayFajitas GuineaPigFloorTimeFajitas FajitaPetNapSpot CatJudgesFajitas WalkiesAfterFajitas',
    gaming:
      'FajitasToppingDraft TortillaTossGame FajitaBuildBattle LoteriaFajitaNight FajitaTriviaBowl FajitaTwentyQuestions DominoesAndFajitas ActItOutFajitas',
  },
  'red velvet': {
    dance:
      'RedVelvetTwirl RedVelvetCakeWalk RedVelvetSlowDance RedVelvetTango CreamCheeseShuffle CurtainCallRedVelvet ValentineRedVelvetSway BirthdayBoogieRedVelvet',
    fitness:
      'RedVelvetCheatDay RedVelvetProteinBites CupcakeCarryLunges HandMixRedVelvet BeetRedVelvetSmoothie RedVelvetWalkItOff DanceCardioRedVelvet RedVelvetRecoveryShake',
    funny:
      'RedVelvetFlavorDebate RedVelvetWentPink DramaticBiteRedVelvet RedVelvetMeltdown MidnightRedVelvetSneak FrostingFirstRedVelvet ThatsNotRedVelvet KidsTryRedVelvet',
    prank:
      'RedVelvetHiddenHeart CupcakeTowerRedVelvet RedVelvetGoneBlue RedVelvetTypo TinySliceRedVelvet EmptyBoxRedVelvet SingingRedVelvetDelivery DoorstepTreatRedVelvet',
    educational:
      'CocoaChemistryQuiz TheRedVelvetColorMystery RedVelvetBeetExperiment RedVelvetBakingSodaFizz RedVelvetLayerMath RedVelvetAcidTest SouthernRedVelvetStory HowVelvetyIsRedVelvet',
    travel:
      'RedVelvetBakeryHunt RedVelvetCafeCrawl RedVelvetAtTheFair PackARedVelvetPicnic HikeToRedVelvet RedVelvetCupcakeTruck SmallTownRedVelvet BirthdayTripRedVelvet',
    fashion:
      'RedVelvetAndCreamLook RedVelvetHolidayFit RedVelvetScrunchie RedVelvetHairBow ThriftARedVelvetDress DateNightRedVelvet MatteRedVelvetLips VintageRedVelvetJacket',
    wellness:
      'RedVelvetSlowSlice CupcakeGratitude RedVelvetForAFriend RedVelvetMemoryLane RedVelvetTeaParty QuietSundayRedVelvet BakingTherapyRedVelvet SmellTheRedVelvet',
    speed:
      'RedVelvetCupcakeRace RedVelvetFrostFast RedVelvetLayerStack RedVelvetSprinkleBlitz BoxAndBowRedVelvet LinerDashRedVelvet MinuteMadnessRedVelvet CrumbCoatRushRedVelvet',
    music:
      'RedVelvetMixerBeat RedVelvetBallad SmoothJazzRedVelvet RedVelvetSlowJam HappyBirthdayRedVelvet SpoonDrumsRedVelvet RedVelvetLipSync SerenadeRedVelvet',
    art: 'RedVelvetFrostingFlowers RedVelvetHeartStencil RedVelvetCupcakeBouquet BeetPaintRedVelvet WatercolorRedVelvet CrumbMosaicRedVelvet DrawARedVelvetSlice RedVelvetCakeTopper',
    tech: 'ColorPickRedVelvet RedVelvetSlowMoSlice RedVelvetTimelapse RedVelvetMacroCrumb VideoCallRedVelvet PortraitModeRedVelvet AIJudgesRedVelvet RedVelvetRecipeScaler',
    pet: 'RedVelvetCatStare PawPrintCupcakes SnuffleMatRedVelvet RedVelvetPetCushion CouchCuddlesRedVelvet StayPutRedVelvet NoCocoaForPupsRedVelvet KittyBedRedVelvet',
    gaming:
      'CupcakeStackGame RedVelvetBakeOff RedVelvetFrostingDuel PinTheCherryRedVelvet RedVelvetOrChocolate RedVelvetTriviaNight DominoesAndRedVelvet MysteryToppingRedVelvet',
  },
  frosting: {
    dance:
      'FrostingSwirlDance ButtercreamSmoothMoves FrostingSprinkleShake IcingOnTheCakeFinale KitchenDiscoIcing BopTillTheIcingSets FluffyFrostingFreeze TwirlAndPipeFrosting',
    fitness:
      'FrostingHandWhipReps FrostingBagSqueezeGrip GreekYogurtFrosting RunBeforeTheIcing SquatWhileIcingSets ProteinButtercream HalfTheIcingHabit WalkItOffFrosting',
    funny:
      'FrostingFailReveal ButtercreamBlobArt IcingSlidesOff SpoonInTheFrostingTub DadPipesFrosting TypoOnTheIcing FrostingEverywhereButCake PipingBagBurstFrosting',
    prank:
      'FrostingHiddenMessage SurpriseSprinkleCenter WrongNameOnTheIcing IcingPortraitOfDad IcingComplimentCookies MirrorWritingIcing CandleMadeOfIcing MiniMoustacheFrosting',
    educational:
      'FrostingWhyItWhips ButterSugarChemistry GlazeVsIcing ButtercreamColorMixing ButtercreamMeltTest HowSweetIsYourIcing TeachMeToPipeIcing MagnifyTheIcingCrystals',
    travel:
      'FrostingBakeryCrawl FrostingCupcakeHunt FrostingFlavorsAbroad SouvenirIcingCookies DonutShopIcingWalk ButtercreamJarPicnic GrandmasHouseFrosting CountyFairFrosting',
    fashion:
      'FrostingPastelFit FrostingInspiredNails IcingOnTheOutfit FrostingSwirlEarrings PipedRufflesFrosting SoftButtercreamBlush MintIcingEyeliner HeadbandBowFrosting',
    wellness:
      'FrostingPipingCalm IcingCookiesWithNana FrostingKindWords ImperfectFrostingIsOkay SundayIcingRitual LavenderButtercream QuietKitchenIcing FrostingWithMyKids',
    speed:
      'FrostingSpeedPipe FrostingTwelveCupcakes IcingCookieBlitz ButtercreamSmoothRace FillTheFrostingBagDash OneMinuteIcingRose AlphabetIcingSprint CrumbCoatFrostingRush',
    music:
      'FrostingMixerBeat SprinkleShakerFrosting IcingDotsRhythm SpatulaDrumsFrosting ButtercreamLullaby FrostingKaraoke SweetNotesFrosting WhistleWhileIcing',
    art: 'FrostingFlowers FrostingPainting ButtercreamSucculents GalaxyDonutIcing LaceDoilyIcing RoyalIcingCookieArt OmbreFrostingLayers FrostingPaletteKnife',
    tech: 'FrostingColorMatchApp FrostingSlowMoSwirl ButtercreamMacroShot PhoneTraceIcing OverheadCamFrosting AIPaletteForIcing IcingHyperlapse ReverseVideoFrosting',
    pet: 'FrostingPetPortrait FrostingPawPrints YogurtIcingPupcakes KittyJudgesTheIcing FrostingDayDogWalk PlushCupcakeToyFrosting BunnyEarsIcingCookies CatNapDuringFrosting',
    gaming:
      'FrostingGameCharacters FrostingControllerCake PixelArtCupcakes IcingHealthBar GuessMyIcingDoodle ButtercreamBlindfoldPipe TicTacToeOnIcing LevelUpFrosting',
  },
  'dutch oven': {
    dance:
      'DutchOvenLidShuffle SimmerSwayDutchOven DutchOvenWaltz BoogieForDutchOvenBread DutchOvenSundayGroove DutchOvenPolka KitchenTangoDutchOven JigForDutchOvenStew',
    fitness:
      'DutchOvenCurls DutchOvenFarmerCarry GobletSquatDutchOven KitchenGymDutchOven ProteinStewDutchOven CanYouLiftADutchOven PostHikeDutchOvenChili CalfRaisesDutchOven',
    funny:
      'DutchOvenBreadReveal DutchOvenStruggleLift CastIronCareLecture DutchOvenHeirloomFight NoRoomForDutchOven MyDutchOvenHasAName DutchOvenOverkill DadHidesTheDutchOven',
    prank:
      'DutchOvenCakeNotStew DutchOvenCookieSurprise DutchOvenRubberChicken GnomeInTheDutchOven DutchOvenBreadFace MiniDutchOvenSwap FakeBurntDutchOvenLoaf NoteInTheDutchOven',
    educational:
      'WhyItsCalledDutchOven DutchOvenSteamExperiment EnamelOrBareDutchOven HowHeavyIsADutchOven DutchOvenBraisingBasics DutchOvenVolumeMath DutchOvenRustScience NoKneadDutchOvenBread',
    travel:
      'DutchOvenCabinWeekend AntiqueHuntDutchOven DutchOvenLakePicnic DutchOvenRVKitchen PackTheDutchOven DutchOvenPotluckWalk BeachHouseDutchOven VisitGrandmasDutchOven',
    fashion:
      'DutchOvenColorFit LinenApronDutchOven DutchOvenMittMatch CozySweaterDutchOven FarmhouseDutchOvenOutfit DutchOvenManicure MiniDutchOvenEarrings KitchenChicDutchOven',
    wellness:
      'DutchOvenSundayStew DutchOvenSoupForAFriend LowAndSlowDutchOven RainyDayDutchOvenLoaf HomemadeBrothDutchOven DutchOvenHygge NourishingDutchOvenBowl FirstSnowDutchOven',
    speed:
      'DutchOvenOneHourBread CastIronCleanRace BouleShapeDutchOven DutchOvenIngredientDash DutchOvenTableSet SpiceJarHuntDutchOven LeftoverPackDutchOven QuickStewDutchOven',
    music:
      'DutchOvenLidDrum PotAndPanJam DutchOvenSeaShanty DutchOvenFolkSong SingToYourDutchOven BubbleBeatDutchOven SpoonSoloDutchOven WhistlingDutchOven',
    art: 'DutchOvenBreadScoring FlourStencilDutchOven LinoPrintDutchOven EmbroiderADutchOven DutchOvenRecipeCardArt DutchOvenPaperCollage WatercolorDutchOven CartoonYourDutchOven',
    tech: 'TimelapseDutchOvenRise DutchOvenCrackleMic SlowMoLidLiftDutchOven AskAIDutchOvenDinner DutchOvenMealPlanApp DutchOvenPhotoEdit OverheadShotDutchOven GroupChatDutchOvenPoll',
    pet: 'DogSafeDutchOvenStew CatClaimsDutchOvenBox DutchOvenWalkBreak DutchOvenCarrotTops DutchOvenPlaceCommand DinnerTogetherDutchOven TailWagsForDutchOven ParrotHearsDutchOven',
    gaming:
      'DutchOvenCookOff GuessTheDutchOvenWeight MysteryBasketDutchOven DutchOvenCauldron DutchOvenCardNight ChessAndDutchOvenStew DutchOvenLootDrop TriviaWhileDutchOvenBakes',
  },
  pineapple: {
    dance:
      'PineappleHulaSway LuauLimbo BalanceThePineapple PassThePineapple PineappleConga TropicalPineappleShimmy PineappleBeachBop TikiPartyPineapple',
    fitness:
      'PlankWithAPineapple PineappleCurls PineappleSmoothieRecovery PineappleShuttleRun PineappleRussianTwist TreePoseWithPineapple PartnerPassPineapple ColdPineappleCoolDown',
    funny:
      'PineapplePizzaDebate PineappleVoiceover PineappleTingleFace PineappleAsAPet TalkingPineappleSkit FancyPineappleServing DramaticPineappleReveal ApplesVsPineapples',
    prank:
      'PineappleIsItCake GooglyEyedPineapple FruitBouquetPineapple NewRoommatePineapple GiftBoxPineappleSwap PhotobombWithPineapple PineappleInEveryRoom PineappleWelcomeMat',
    educational:
      'WhyPineappleTingles PineappleRegrowTop FibonacciPineapple PineappleGelatinTest PickARipePineapple HowPineapplesGrow PineappleWelcomeSymbol PineappleIsManyBerries',
    travel:
      'TropicalFruitMarket PineappleBeachSnack PineappleSouvenirHunt PineappleFarmTour StaycationPineapple PackAPineapplePicnic PineappleBoatBowl IslandTimePineapple',
    fashion:
      'PineapplePrintFit PineappleUpdo AlohaShirtFriday PineappleBucketHat DressLikeAPineapple PineappleNails BeachCoverUpPineapple HibiscusAndPineapple',
    wellness:
      'BeAPineapple GrowAPineapplePatience PineappleKindnessNote PineappleInfusedWater PostureCheckPineapple CoolDownPineapplePops VacationModePineapple PineappleHammockBreak',
    speed:
      'PineappleCrownTwist PineapplePullApart PineapplePassRelay PineappleChunkChopsticks StackPineappleRings LeafPluckPineapple TrayBalancePineappleDash BlindfoldPineappleHunt',
    music:
      'PineappleUkuleleJam PineappleShakerBeat PineappleBossaNova PineappleParodySong SteelDrumPineapple WhistleAPineappleTune CalypsoPineapple CoconutShellPineapple',
    art: 'PineappleStillLife StampWithAPineapple PineapplePopArt PineappleRockPainting PineapplePaperCraft SketchAPineappleSpiral MosaicPineapple EmbroideredPineapple',
    tech: 'PineappleTimelapse AIPicksRipePineapple SlowMoPineappleDrop PineappleWallpaperDesign PineappleFaceFilter PineappleGrowthTracker ZoomInOnAPineapple ScanAPineapple3D',
    pet: 'PineappleSniffTest HamsterPineappleHut PupTriesPineapple ParrotLovesPineapple StaringContestPineapple PineappleBedForCat DogFindsThePineapple PineapplePlushToy',
    gaming:
      'PineapplePizzaPenalty FruitSliceHighScore PineappleBowling PineappleRingToss HotPineapple PineappleWouldYouRather GuessThePineappleWeight LuauGameNightPineapple',
  },
  'window seat': {
    dance:
      'WindowSeatShimmy AboveTheCloudsGroove HeadBopAtTheWindowSeat WindowSeatHandJive RainyWindowSeatSway WindowSeatFingerTutting RobotArmsWindowSeat ChairChoreoWindowSeat',
    fitness:
      'WindowSeatStretches InFlightCalfRaises WindowSeatAnkleCircles WindowSeatPostureCheck IsometricHoldsWindowSeat LayoverLapsWindowSeat ShoulderShrugsWindowSeat WindowSeatGluteSqueeze',
    funny:
      'WindowSeatVsAisleDebate WindowSeatBathroomDilemma MiddleSeatDiplomacy WindowSeatShadeWars WhoGetsTheWindowSeat WindowSeatCloudNarration FaceSquishedWindowSeat SiblingWindowSeatTreaty',
    prank:
      'WindowSeatFakeView WindowSeatCardboardPlane WindowSeatSnackCart SurpriseUpgradeWindowSeat TeddyTakeoverWindowSeat WindowSeatInflightMenu BoardingPassWindowSeat SnowGlobeWindowSeat',
    educational:
      'WindowSeatCloudTypes WhyPlaneWindowsAreRound GuessTheCityWindowSeat WindowSeatBleedHole WindowSeatFarmCircles ContrailsFromWindowSeat EarPopScienceWindowSeat WindowSeatRiverSpotting',
    cooking:
      'WindowSeatSnackBox WindowSeatTrailMix WindowSeatEnergyBites AirlineMealWindowSeat RainyDayWindowSeatCocoa TrainWindowSeatLunch WindowSeatSandwichStack FruitCupWindowSeat',
    fashion:
      'WindowSeatComfyFit CozyFlightLayers WindowSeatSockCheck WindowSeatScarfWrap SleepMaskWindowSeat GoldenHourWindowSeatGlow CapsuleWardrobeWindowSeat WindowSeatHairBraid',
    wellness:
      'WindowSeatCloudGazing WindowSeatJournaling WindowSeatRainSounds WindowSeatBoxBreathing ReadingNookWindowSeat SunriseWindowSeat TeaAndAWindowSeat PlantCornerWindowSeat',
    speed:
      'WindowSeatSpeedSketch WindowSeatGuessTheCity WindowSeatCountTheCows WindowSeatPackUpRace SpotTheSeaWindowSeat SudokuSprintWindowSeat TenCloudShapesWindowSeat CrosswordDashWindowSeat',
    music:
      'WindowSeatSoundtrack AboveTheCloudsCover WindowSeatLipSync TrainRhythmWindowSeat WindowSeatMusicVideo WindowSeatLoFi DaydreamSongWindowSeat RaindropBeatWindowSeat',
    art: 'WindowSeatSketch WindowSeatCloudPainting FoggyDoodleWindowSeat WindowSeatPhotoSeries WindowSeatSilhouette StainedGlassWindowSeat PostcardFromWindowSeat TravelJournalWindowSeat',
    tech: 'WindowSeatFlightTracker WindowSeatTimelapse WindowSeatNightMode WindowSeatOfflineMap SunglassLensWindowSeat VlogYourWindowSeat StargazeAppWindowSeat NoGlareWindowSeatPhoto',
    pet: 'CatWindowSeatPerch BirdTVWindowSeat WindowSeatNapBuddy WhoStoleMyWindowSeat SunbeamWindowSeat WindowSeatDogPatrol WindowSeatPetCushion ParrotWindowSeatChat',
    gaming:
      'WindowSeatFlightSim WindowSeatCloudBingo GoFishWindowSeat WindowSeatISpy WhereAreWeWindowSeat DotsAndBoxesWindowSeat TrainWindowSeatAlphabet HangmanAtTheWindowSeat',
  },
  countryside: {
    dance:
      'CountrysideBarnDance CountrysideFieldTwirl SunsetCountrysideSway WellyJigCountryside CongaLineCountryside CountrysideFolkStep WindmillArmsCountryside StompInTheCountryside',
    fitness:
      'CountrysideTrailRun MeadowLungesCountryside HillRepeatsCountryside CountrysideLogCarry CountrysideRamble SunriseYogaCountryside BootcampInTheCountryside CountrysideObstacleCourse',
    funny:
      'CountrysideCityKidReacts CountrysideHayFever SheepVoiceovers ThatCountrysideSmell CountrysideSignalHunt StuckInCountrysideMud NarrateTheCountryside WindyCountrysideHair',
    prank:
      'CountrysideRoosterAlarm CountrysideMoveFakeOut SecretCountrysideSpeaker WindowPosterCountryside MadeUpCountrysideFacts CountrysideSheepInvasion CowbellDoorCountryside MooingRingtoneCountryside',
    educational:
      'CountrysideWildflowerID NameThatBirdsong CountrysideTreeRings CountrysideAnimalTracks CloudSpottingCountryside CompassAndMapCountryside GuessTheCountrysideCrop CountrysideNightSkyQuiz',
    cooking:
      'CountrysidePicnicSpread CountrysideFarmStandMeal CountrysideCreamTea CountrysideApplePie BerryCrumbleCountryside FreshEggsCountryside HerbBreadCountryside MasonJarCountrysideSalad',
    fashion:
      'CountrysideCottageFit CountrysideWellyGlowUp PrairieDressCountryside GinghamCountrysideLook StrawHatCountryside CityToCountrysideOutfit CountrysideOveralls CountrysideLayering',
    wellness:
      'CountrysideDigitalDetox CountrysideSlowWalk BarefootCountryside WatchACountrysideSunrise ListenToTheCountryside CountrysideJournaling FreshAirCountryside CountrysideNap',
    speed:
      'CountrysideScavengerRace CountrysideEggAndSpoon CountrysideBerryBlitz FastestCountrysidePicnic KiteLaunchCountryside ThreeLeggedCountryside DaisyChainCountryside PitchATentCountryside',
    music:
      'CountrysideBirdsongRemix BarnPorchSingAlong CountrysideEchoTest DuetWithACountrysideCow CountrysideBallad BucketDrumsCountryside YodelInTheCountryside CountrysideLullaby',
    art: 'CountrysideLandscapePaint CountrysideSketchWalk PressedFlowerArt CountrysideLeafRubbing StoneMandalaCountryside FrameTheCountryside CountrysideInAJar GrassWeavingCountryside',
    tech: 'CountrysideStarMapTest CountrysidePanorama CountrysideTimelapse PlantIDAppCountryside RecordCountrysideBirds OfflineCountrysideRoute CountrysideNightMode GoldenHourCountryside',
    pet: 'LongLeadRambleCountryside CountrysideMeadowWalk PupsFirstCountrysideTrip CountrysideSniffari MuddyPawsCountryside CountrysidePetPicnic RopeToyTugCountryside FetchInTheCountryside',
    gaming:
      'CountrysideFarmSimBuild ISpyInTheCountryside CountrysideBingo HideAndSeekCountryside CountrysideGeocaching RealLifeCountrysideQuest CozyCountrysideGameNight FreezeTagCountryside',
  },
  gown: {
    dance:
      'GownTwirlCheck GownWaltzChallenge SlowDanceInAGown BowAndCurtsyGown GownAndSneakersHipHop BallGownDip SweatsToGown CongaInEveningGowns',
    fitness:
      'GownSquatTest WorkoutInAGown EveningGownYoga BallGownBurpees GownBookBalanceWalk JumpRopeGownDare HulaHoopGown CurtsyLungeGown',
    funny:
      'GownToTheGrocery GownDoingChores DoorwayVsBallGown CarSqueezeGown TryToSitInAGown GownAndSlippers WhoZipsMyGown GownPizzaNight',
    prank:
      'GownSurpriseEntrance CurtainGownFakeOut WholeFamilyInGowns GownNoExplanation BallGownLaundryDay OperaWakeUpGown SnowmanInAGown GownWaiterForDinner',
    educational:
      'SatinVsTulleQuiz WhyBallGownsHaveHoops HowManyYardsInAGown GuessTheGownDecade NameThatGownShape HandHemYourGown GownColorsByCountry CentrifugalGownTwirl',
    cooking:
      'GownCupcakeSkirt BallGownCookies PrincessDollGownCake FancyDinnerInAGown RuffledFondantGown MatchingGownMacarons EveningGownTeaParty PancakeArtGown',
    travel:
      'GownLandmarkPhotoshoot PackAGownCarryOn AirportBallGownWalk BeachSunsetGown GownCastleTour FieldOfFlowersGown GownCruiseGalaNight GownAtTheOperaHouse',
    wellness:
      'GownConfidenceWalk GalaNightUnwind GownForNoReason DonateAGown GownMemoryLane FaceMaskBeforeGown PicnicInABallGown GownVisitToGrandma',
    speed:
      'GownQuickChange GownZipUpRace PackTheGownIn60 AccessorizeAGownFast GownButtonsBlitz BridesmaidGownRelay DressUpGownDash TwirlCountBallGown',
    music:
      'GownOperaAria BallroomWaltzCover GownHairbrushMic MusicBoxGownTwirl DivaKaraokeGown LipSyncBattleBallGown EveningGownJazzNight SerenadeInAGown',
    art: 'GownDesignSketch GownPaperDress TrashBagGown DollGownFromScraps FlowerPetalGown RecreateARedCarpetGown ChalkArtBallGown PaintedGownPortrait',
    tech: 'GownARTryOn SlowMoGownTwirl AIGownDesigner GownColorSwapApp EveningGown360Spin PhoneTripodGownShoot VideoCallGownReveal BallGownBoomerang',
    pet: 'PuppyHugGownPhoto DogReactsToGown CatRidesTheGownTrain FurOnMyGown WalkiesInABallGown GownFetchTest KittenPicksAGown GownAndPawPrints',
    gaming:
      'GownGameCosplay BossFightBallGown GownWhodunnitParty GownCharadesNight RateTheGownRunway MusicalStatuesGown GownMasqueradeGuess SpeedrunInAGown',
  },
  bracelet: {
    dance:
      'BangleShakeDance BollywoodBangles BraceletHandJive FriendshipBraceletDuet BraceletArmWave BraceletFingerTutting EightCountBracelets ClapSnapBracelet',
    fitness:
      'BeadPerRepWorkout BraceletStepGoal BangleHulaHoop BraceletPlankStack 7DayBraceletStreak BalanceABangleSquat BurpeeBraceletPass ShadowBoxBangles',
    funny:
      'TooManyBangles BraceletWontComeOff DadMakesABracelet OneHandBraceletClasp BraceletTanLine SneakInJinglyBracelets RateMyKidsBracelet BraceletBackstory',
    prank:
      'BangleWakeUpCall CerealBraceletSwitch MisspelledNameBracelet BraceletInAGiantBox BangleDoorAlarm SecretTwinBracelet ImaginaryBraceletFlex FancyPastaBracelet',
    educational:
      'BraceletPatternMath PiDigitBracelet MorseCodeBracelet BinaryBracelet SquareKnotBracelet MagnetTestYourBracelet UVBeadBracelet WhyBridesWearBangles',
    cooking:
      'BraceletCerealStrings EdibleCandyBracelet DonutBangleStack LicoriceBraceletBraid PretzelBangleBake CharmBraceletCookies FruitRingBangles BangleBundtCake',
    travel:
      'BraceletFromEveryTrip BeadMarketHunt TangleFreeBraceletPack FestivalBraceletStack BraceletTradeAbroad BeachShellBracelet BackseatBracelets FlagColorsBracelet',
    wellness:
      'BeadingToCalm GratitudeBracelet BraceletBreathCount GiveABraceletAway FidgetBraceletBreak NoComplainingBracelet BangleWaterTracker MoodColorBracelet',
    speed:
      'BraceletInFiveMinutes BeadStringRace BangleStackSpeedrun BlindfoldBraceletClasp FriendshipBraceletRelay BraceletUntangleDash RubberBandBraceletBlitz BeatTheBuzzerBangles',
    music:
      'BraceletConcertTrade BangleShakerJam GuessMyLyricBracelet BangleDrumSolo AlbumBraceletStack OnTheBeatBracelet JingleBellBracelet SetlistBracelet',
    art: 'PaintedBangleGlowUp PolymerClayBracelet RandomPaletteBracelet SketchMyBraceletStack PaperBeadBracelet OldButtonsNewBracelet WashiWrappedBracelet SunsetOmbreBracelet',
    tech: 'BraceletUnboxingASMR ColorPickerBracelet BraceletStopMotion MacroModeBracelet BraceletARTryOn SmartwatchBraceletStack BraceletPhotoStudio PixelArtBracelet',
    pet: 'MatchingPetCollar PetNameBracelet DogPicksMyBracelet BangleJingleRecall FurColorBracelet PawCharmBracelet PetPortraitBracelet BraceletsForShelterPets',
    gaming:
      'BangleRingToss 8BitBracelet ExtraLivesBracelet BraceletBingo GuessWhoseBracelet BraceletCharmHunt TicTacToeBangles MemoryMatchBracelets',
  },
  concealer: {
    dance:
      'ConcealerBlendToTheBeat ConcealerTransition DabTheConcealer ConcealerTapDance HandChoreoConcealer DuetMyConcealer SpinIntoConcealer EightCountConcealer',
    fitness:
      'ConcealerSweatTest FaceYogaConcealer ConcealerInAPlank SquatPerConcealerDot OneLegConcealer ConcealerStretchBreak MarathonProofConcealer JumpingJacksConcealer',
    funny:
      'DadDoesMyConcealer ConcealerTriangleFails ConcealerDocumentary WrongShadeConcealer ConcealerBeforeCoffee ConcealerSpyMission GrandmaRatesMyConcealer HalfFaceConcealer',
    prank:
      'ConcealerDadMakeover FakeTattooConcealer IsItConcealerOrCake AbracadabraConcealer AllGreenConcealer BananaSpotConcealer AirConcealerTouchUp ConcealerSurpriseGlowUp',
    educational:
      'WhyGreenCancelsRed ColorWheelConcealer JawlineConcealerMatch ConcealerVsFoundation WhenConcealerExpires TapDontRubConcealer WarmFingerConcealer ConcealerIngredientCheck',
    cooking:
      'ConcealerShadeCookies ConcealerTubeCake MatchCoffeeToConcealer MacaronConcealerPalette PretzelConcealerWands PancakeConcealerRange FrostLikeConcealer ConcealerCupcakeSwatch',
    travel:
      'ConcealerRedEyeFix JetLagGlowUp CarryOnConcealer ConcealerInTurbulence FindMyConcealerAbroad HotelLightingConcealer BeachDayConcealer TentMirrorConcealer',
    wellness:
      'ConcealerFreeDay ConcealerEyeCreamFirst EightHoursNoConcealer ConcealerDotAffirmations ColdSpoonThenConcealer PamperMomConcealer MassageBeforeConcealer RemoveConcealerRitual',
    speed:
      'ConcealerOneMinute BeatTheToasterConcealer ConcealerTagTeam BlindfoldedConcealer ConcealerBeforeTheChorus FastestConcealerTriangle LateForClassConcealer ConcealerPitStop',
    music:
      'ConcealerClickRhythm MakeupBrushBeat MicDropConcealer SongAboutMyConcealer ConcealerASMRTaps DarkCircleConcealerBlues WriteAConcealerJingle ConcealerDrumroll',
    art: 'ConcealerPainting UpcycleOldConcealer FaceChartConcealer CamouflageConcealer PointillismConcealer ConcealerSwatchRainbow ConcealerColorMixing ExpiredConcealerSketch',
    tech: 'ConcealerARTryOn RingLightShadeTest ConcealerFilterVsReal SelfieCamConcealer ConcealerFlashback VideoCallConcealer ConcealerMacroZoom SplitScreenConcealer',
    pet: 'ConcealerCatInterrupts PetJudgesMyMakeup PupReactsToConcealer DogWaitsForConcealer FurStuckInConcealer WalkiesThenConcealer CuddlesBeforeConcealer KittenNapConcealer',
    gaming:
      'ConcealerCosplayBase ConcealerBossFight GamerEyeBagsConcealer GuessTheConcealerShade CharacterCreatorConcealer ConcealerLevelUp HideAndSeekConcealer ConcealerTriviaNight',
  },
  lace: {
    dance:
      'LaceSkirtSpin VictorianLaceWaltz FlamencoLaceFan LaceGloveHandDance BalletInLace LaceTangoDip LaceShawlSalsa GothicLaceSway',
    fitness:
      'BalletBarreBurn LaceDoilyHeadBalance PilatesInLace LaceGloveBoxing StretchWithALaceShawl LaceTutuJumps TrailWalkLaceDress LaceSkirtSkipping',
    funny:
      'LaceCurtainOutfit LaceDoilyHat DadsLaceApron LaceTableclothCape DramaticLaceHankyWave LaceFaintingSpell ChipsInLaceGloves PoshVoiceInLace',
    prank:
      'LaceDoilyTakeover LacePhoneCaseSwap LaceTeaPartyAmbush LaceLampshadeSurprise FormalLaceInvite VictorianDayInLace SiblingRoomFullOfLace LacyPillowSwap',
    educational:
      'MachineVsHandmadeLace CrochetYourFirstLace PaperLaceSymmetry NameThatLaceStyle LaceShadowExperiment SpotTheLaceInPaintings LaceOrMeshQuiz HoursPerInchOfLace',
    cooking:
      'LaceCookies LaceCrepes DoilyStencilCake LacePancakeArt PipedChocolateLace RoyalIcingLace LaceMoldCupcakes CocoaLaceLatte',
    travel:
      'LaceMarketHunt BrugesLaceTour LaceTravelFold GrandmasLaceStory LaceBeachCoverUp LaceMuseumDay OldTownLaceWalk VintageLaceRoadTrip',
    wellness:
      'LaceKnittingUnwind SlowStitchEvening SunThroughLace LaceMandalaColoring MendingOldLace LaceEyeMaskNap LaceTableclothTea KindNoteInLace',
    speed:
      'FastestCrochetDoily LaceTableSetSpeedrun ThreadTheLaceRibbon LaceBowTyingRace LaceHankyFoldOff LaceGlovesOnIn10 DressUpInLaceDash OneMinuteLaceDoll',
    music:
      'VictorianParlorSong OperaInLace LaceFanLullaby LaceCurtainKaraoke LaceCarolSingAlong GothicLaceSerenade LaceGloveSnapBeat FamilyChoirLace',
    art: 'LaceDoilyPrints LacePaintStencil LaceClayOrnaments CrayonRubbingLace PaperLaceCutting InkLaceDoodle EmbroideryHoopLace SunFadedLaceArt',
    tech: 'MacroShotLace ProjectLaceShadows LaceWallpaperDesign LacePatternApp ScanYourGrandmasLace LaceSlowMoFall CrochetLaceTimelapse DoubleExposureLace',
    pet: 'LacePlacematPetBowl LaceBlanketNap PuppyOnALacePillow LaceShadowCatChase SunnyLaceCurtainCat DogPortraitLaceFrame WalkiesInLace KittenJudgesMyLace',
    gaming:
      'VictorianGameCosplay LaceMysteryParty LacePatternMemory SpotTheLaceDifference LaceJigsawPuzzle SecretLaceFanSignals TreasureHuntForLace PixelLaceDesign',
  },
  'cowboy boots': {
    dance:
      'CowboyBootsLineDance CowboyBootsStomp HonkyTonkTwoStep YeehawCowboyBoots CowgirlBootsTwirl WesternBootsShuffle HeelClickCowboyBoots WaltzInCowboyBoots',
    fitness:
      'CowboyBootsHikeTest 10KStepsCowboyBoots BootcampInCowboyBoots HorseStanceCowboyBoots SaddleUpCowboyBoots CowboyBootsCalfRaises FarmersCarryCowboyBoots JumpRopeCowgirlBoots',
    funny:
      'CowboyBootsPullOffFail CowboyBootsAtTheBeach CowboyBootsWithEverything FirstTimeInCowboyBoots WesternBootsEntrance WrongFootCowboyBoots WearingDadsCowboyBoots GrandmaTriesCowboyBoots',
    prank:
      'CowboyBootsSlipperSwap MyCowboyBootsShrunk CandyInTheCowboyBoots StraightFaceCowboyBoots GooglyEyeCowboyBoots MatchingCowboyBootsReveal NappingDadCowgirlBoots WesternBootsWakeUp',
    educational:
      'WhyBootsHaveHeels SayCowboyBootsInSpanish WhoWoreCowboyBootsFirst CowboyBootsLeatherTest PolishCowboyBootsRight LassoLessonCowboyBoots CowboyBootStitchCount NameEveryCowboyBootPart',
    cooking:
      'CowboyBootsCookies CowboyBootsCakePops BreadBowlCowboyBoots PancakeArtCowboyBoots CornbreadCowboyBoots ChiliNightInCowboyBoots CutOutCowboyBootsBrownies CowgirlBootsPizza',
    travel:
      'CowboyBootsNashvilleTrip FrontierTownCowboyBoots PackingCowboyBoots AirportCowboyBootsCheck CowboyBootsInEveryCity CowboyBootsAtTheRodeo DudeRanchCowboyBoots TexasCowboyBootsHunt',
    wellness:
      'CowboyBootsBreakIn BootDayFootSoak CowboyBootsOffRelief CowboyBootsSunsetWalk PorchSittingCowboyBoots CalfStretchCowboyBoots CowboyBootsConfidence StargazeInCowboyBoots',
    speed:
      'CowboyBootsPullOnRace CowboyBootsSprint LassoTheCowboyBoots ShineCowboyBootsFast FindYourCowboyBootsDash PairUpCowboyBoots CowboyBootsHopscotch WesternBootsRelay',
    music:
      'CowboyBootsStompBeat CowboyBootsCountrySong CowboyBootsYodel RhymeWithCowboyBoots WesternBootsWhistle AirGuitarCowboyBoots DuetInCowboyBoots SpoonPlayingCowboyBoots',
    art: 'CowboyBootsPaintJob DrawYourDreamCowboyBoots CardboardCowboyBoots CowboyBootsStillLife MiniClayCowboyBoots BedazzledCowboyBoots CowboyBootsPlanter CowboyBootsSilhouette',
    tech: 'CowboyBootsARTryOn CowboyBootsSlowMo CowboyBoots360Spin WesternFilterCowboyBoots GreenScreenCowboyBoots SoundFXCowboyBoots AIDesignsCowboyBoots ProductShotCowboyBoots',
    pet: 'DogSniffsCowboyBoots CowboyBootsWalkies HideTreatsInCowboyBoots PlushCowboyBootsToy CowboyBootsBoxForCat LeaveItCowboyBoots CowboyBootsPetPortrait HerdingPupCowboyBoots',
    gaming:
      'CowboyBootsGameCosplay RingTossCowboyBoots CowboyBootsCharades PinTheSpurOnCowboyBoots CowboyBootsTrivia GoFishInCowboyBoots MusicalCowboyBoots HotPotatoCowboyBoots',
  },
  durag: {
    dance:
      'DuragTailSpin WaveCheckGroove DuragTwoStep DuragShoulderBounce RunningManInADurag DuragOffOnTheDrop ElectricSlideDurag MatchingDuragsDuet',
    fitness:
      'DuragSprintTails JumpRopeInADurag DuragShadowBox DuragStayOnBurpees DuragBallCourt TieYourDuragMidSquat SunriseRunDurag TrackDayDurag',
    funny:
      'DuragTailPhysics WaveCheckDramatics DuragTooTight MomTiesADurag DuragCapeMode WhereDidMyDuragGo FirstEverDuragFail DuragVsBonnet',
    prank:
      'SurpriseSilkDuragGift PaparazziDuragMoment DuragRedCarpetWelcome DuragHaircutReveal SecretlyMatchingDurags TeddyBearDurag DuragInTenBoxes DuragSlowMoEntrance',
    educational:
      'HowWavesForm WhyDuragsAreSilk TieADuragProperly WhoInventedTheDurag VelvetOrSatinDurag SewYourOwnDurag WashingDuragsRight DuragSizeMath',
    cooking:
      'WavyPastaNight SundayDinnerInADurag GrandmasKitchenDurag DuragMealPrep MidnightDuragSnack DuragBreakfastForMom DuragChefsKiss DuragBakeOff',
    travel:
      'LongFlightDurag DontForgetTheDurag DuragWorldTour HotelPillowDurag BeachDayDurag DuragSouvenirHunt CampingInADurag DuragSkylineSelfie',
    wellness:
      'DuragHairCareSunday SilkBedtimeRitual ScalpMassageDurag DuragBrushAndBreathe DuragMirrorAffirmations DuragSleepGoal GiftADuragToDad SlowMorningDurag',
    speed:
      'DuragTieRace FastestWaveCheck EyesClosedDurag FoldAllTheDurags DuragTeamRelay DuragColorSortDash OneHandedDurag DuragCountdown',
    music:
      'DuragMusicVideo WaveCheckRemix DuragFreestyle AlbumCoverDurag DuragSlowJam NodToTheBeatDurag DuragBeatbox LoveSongForMyDurag',
    art: 'DuragPortrait SilkDyePattern DuragWaveLineArt PatchworkDurag StencilADurag DuragMuseumPose EmbroiderYourDurag DuragComicHero',
    tech: 'DuragSlowMoTails WaveCheckZoomLens DuragGrowthTimelapse DuragPhoneWallpaper AIPicksMyDurag ASMRDuragTie PortraitModeDurag DuragTransitionEdit',
    pet: 'PuppyZoomiesDurag CatLapTimeDurag MorningWalkDurag DuragNapBuddy DuragAndDogBrushDay FishFeedingDurag DuragVsFurLint KittenSnugglesDurag',
    gaming:
      'DuragGameAvatar CheckmateInADurag DuragCaptureTheFlag DuragTailTag DuragSkinUnlock ArcadeNightDurag TeamColorsDurag CoOpInMatchingDurags',
  },
  'leather jacket': {
    dance:
      'BeatItInLeather LeatherJacketShrugOff BikerJacketStrut LeatherJacketCollarPop RockNRollLeatherJacket LeatherJacketTwist FreezeFrameLeatherJacket SockHopLeatherJacket',
    fitness:
      'WarmUpInABikerJacket MotoJacketPushUpOff BriskWalkLeatherJacket LeatherJacketOnOff LeatherJacketMobilityTest ShadowBoxLeatherJacket LeatherJacketHike JumpRopeBikerJacket',
    funny:
      'LeatherJacketInSummer MidlifeLeatherJacket LeatherJacketSqueaks DadsOldLeatherJacket TooCoolLeatherJacket GrandmaTriesLeatherJacket MomStealsMyLeatherJacket LeatherJacketRainPanic',
    prank:
      'GrandpaInLeather BikerJacketBakeClub KindNoteLeatherJacket MiniMeLeatherJacket MotoJacketNewBikeReveal CakeOrLeatherJacket LeatherJacketFamilyPhoto SneakyLeatherJacketSwap',
    educational:
      'CareLabelLeatherJacket WhyBikersWearLeather LeatherJacketDecadeQuiz ConditionALeatherJacket LeatherJacketScuffFix LeatherJacketVocab BomberVsBikerJacket WhereLeatherJacketsBegan',
    cooking:
      'LeatherJacketMilkshake FruitLeatherJacket RetroDinerAtHome BurgerNightLeatherJacket LeatherJacketFondantCake PancakeStackLeatherJacket BikerJacketChiliCookOff MotoJacketMorningWaffles',
    travel:
      'LeatherJacketRoadTrip LeatherJacketInParis PackALeatherJacket LeatherJacketAirportFit NightCityLeatherJacket VintageLeatherJacketHunt LeatherJacketTrainRide CapsuleLeatherJacket',
    wellness:
      'MainCharacterWalk LeatherCareSunday LeatherJacketMemories DonateALeatherJacket MendYourLeatherJacket LeatherJacketCozyCoffee LeatherJacketStargaze PassDownLeatherJacket',
    speed:
      'LeatherJacketZipRace SleeveRollLeatherJacket FastestJacketFlip NeatFoldLeatherJacket RelayInALeatherJacket PolishTheLeatherJacket BikerJacketSpeedDress LeatherJacketHookToss',
    music:
      'LeatherJacketAirGuitar PunkRockLeather BikerJacketGarageBand LeatherJacketLipSync PowerBalladLeatherJacket ZipperSoloLeatherJacket MotoJacketDrumFill EncoreInALeatherJacket',
    art: 'PaintYourLeatherJacket LeatherJacketPatchArt StudItYourself LeatherJacketCharcoal MiniatureLeatherJacket EmbroideredMotoJacket LeatherJacketSelfPortrait BikerJacketCartoonMe',
    tech: 'LeatherJacketARTryOn LeatherJacketSlowMoFlip LeatherJacketFoley DecadesEditLeatherJacket MoodyLightLeatherJacket OutfitAppLeatherJacket MotoJacketGIF QRCodePatchBikerJacket',
    pet: 'PupPortraitLeatherJacket CatNapOnLeatherJacket DogWalkLeatherJacket LeatherJacketPocketTreat LintRollLeatherJacket PetPatchMotoJacket LeatherJacketSnuggle KittenApprovesMotoJacket',
    gaming:
      'LeatherJacketCosplay LeatherJacketRacingGame LeatherJacketArcadeNight GuessWhoseLeatherJacket PassTheLeatherJacket MusicalChairsMotoJacket BikerJacketHighScore RetroConsoleMotoJacket',
  },
};
