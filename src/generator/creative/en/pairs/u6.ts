import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  tofu: {
    dance:
      'TofuJiggleDance FirmTofuFreeze SilkenTofuSway TofuBlockParty BalanceTheTofu TofuSquareDance TofuTwoStep ShakeItLikeTofu',
    fitness:
      'TofuPressPushUps ExtraFirmTofuPlank SilkenTofuStretch TofuJiggleJacks TofuWaiterWalk TofuSpoonRelay EarnYourTofu HikeFueledByTofu',
    funny:
      'TofuHaterTasteTest TofuBlandOrGrand IfTofuCouldTalk TofuPunOff ExplainTofuToGrandma JigglyTofuOrPannaCotta DramaticTofuUnboxing MyDadVsTofu',
    prank:
      'MeetMyPetTofu GooglyEyeTofu TofuOrSquishy GiftWrappedTofu TofuPunNotes SayTofuNotCheese WhatsInTheBoxTofu TofuFactTexts',
    educational:
      'CurdleYourOwnTofu SilkenVsFirmTofu WhyWePressTofu TofuFactOrFiction ExplainTofuIn60 TofuAroundTheWorld GuessTheTofuProtein HowMuchWaterInTofu',
    travel:
      'BestTofuInTown AsianGroceryTofuHunt TofuPassport TofuBentoDayTrip TofuFoodCrawl FarmersMarketTofu TofuPicnicWalk MyCityTofuMap',
    fashion:
      'AllWhiteTofuFit CuteTofuTee ClayTofuEarrings DressAsTofu TofuChefApron TofuPrintPajamas TofuKeychainCharm TofuLoungeLook',
    wellness:
      'TofuMeatlessMonday TofuSoupForTheSoul PressTofuNotStress TofuBowlForOne GreenTeaAndTofu ScreenFreeTofuLunch CookTofuForAFriend TofuSunsetPicnic',
    speed:
      'TofuCubeStackRace TofuChopstickDash TofuSpoonSprint TofuBlockRelay FastestTofuUnwrap NameTenTofuDishes LunchboxTofuRush PlateTheTofuCountdown',
    music:
      'TofuShopJingle SoyBeanShaker LoveSongForTofu SingTheTofuBlues TofuRapBattle TofuASMRBeat TofuLullaby OdeToTofu',
    art: 'FeltTofuPlushie TofuStampPrints KawaiiTofuDoodle ClayTofuMinis TofuSuperheroSketch WatercolorTofuBlock PixelTofuPortrait BlindDrawTofu',
    tech: 'AIPicksMyTofuDinner TofuPressTimelapse SlowMoTofuJiggle AnimatedTofuCube TofuOnTheMoonEdit TofuMemeMaker ShootTofuLikeAnAd TofuPortraitMode',
    pet: 'PetsNamedTofu CatLoafOrTofu PupVsJigglyTofu DrawMyKittenAsTofu FluffyLikeTofu TofuPlushFetch TofuTwinPhoto ParrotSaysTofu',
    gaming:
      'TofuStackPuzzle TofuTriviaNight GuessThatTofuDish TicTacTofu HotPotatoTofu TofuCurling CharadesWithTofu TofuBossBattle',
  },
  enchilada: {
    dance:
      'EnchiladaBodyRoll EnchiladaSalsaStep TheWholeEnchiladaDance BigEnchiladaStrut EnchiladaFiesta ShimmyForEnchiladas EnchiladasOnTheBeat CongaForEnchiladas',
    fitness:
      'EnchiladaRollUps WholeEnchiladaWorkout EarnYourEnchiladas AfterEnchiladaWalk BigEnchiladaBootcamp EnchiladaSalsaCardio FoldLikeAnEnchilada BurpeesPerEnchilada',
    funny:
      'EnchiladaCheeseStretch WhoIsTheBigEnchilada LastEnchiladaStandoff EnchiladaTelenovela EnchiladaRollFails EnchiladaMovieTrailer DadRatesEnchiladas ThatsNotAnEnchilada',
    prank:
      'SurpriseEnchiladaNight BigEnchiladaBadge FancyEnchiladaMenu EnchiladaTreasureMap GiantPillowEnchilada EnchiladaFactTexts GooglyEyeEnchiladas SayEnchiladaForPhotos',
    educational:
      'RedVsGreenSauce EnchiladaOrBurrito WhatEnchiladaMeans PronounceEnchilada EnchiladasAcrossMexico EnchiladaChileQuiz EnchiladaFractionMath TrueOrFalseEnchilada',
    travel:
      'EnchiladaRoadTrip BestEnchiladaInTown EnchiladaCrawl ParkBenchEnchiladas HometownEnchiladaTour MercadoEnchiladaRun FoodTruckEnchiladas EnchiladasOnVacation',
    fashion:
      'DressAsAnEnchilada WholeEnchiladaOutfit RedOrGreenEnchiladaFit BigEnchiladaSuitUp EnchiladaApronGlowUp EnchiladaNightLook EnchiladaPrintTee ColorsOfEnchilada',
    wellness:
      'EnchiladaComfortNight EnchiladasForANeighbor SlowRollEnchiladas SundayEnchiladaReset PhonesDownEnchiladas AbuelasEnchiladas EnchiladaSelfCareDate CozyEnchiladaBlanket',
    speed:
      'EnchiladaRollRace FillTheEnchiladaPan EnchiladaSpeedrun EnchiladaAssemblyLine EnchiladaDishesDash TwoMinuteEnchiladas RelayForEnchiladas BeatTheBuzzerEnchilada',
    music:
      'EnchiladaJingle SerenadeTheEnchiladas MariachiEnchiladaJam RhymeWithEnchilada EnchiladaRecipeRap DrumSoloForEnchiladas EnchiladaOpera EnchiladaPlaylist',
    art: 'EnchiladaStillLife DrawTheBigEnchilada ClayEnchiladaMini EnchiladaComicStrip EnchiladaWatercolor PapelPicadoEnchiladas EnchiladaMenuDoodle PlayDoughEnchiladas',
    tech: 'EnchiladaOvenTimelapse AIVsAbuelaEnchiladas EnchiladaRollsItself SlowMoEnchiladaCheese MarsLandingEnchilada VideoCallEnchiladas EnchiladaMemeMaker EnchiladaPortraitMode',
    pet: 'PupNapAfterEnchiladas EnchiladaNightWalkies SqueakyToyEnchilada DrawMyCatAsEnchilada PetIsTheBigEnchilada DogNamedEnchilada EnchiladaPlushFetch ParrotSaysEnchilada',
    gaming:
      'BigEnchiladaBossFight WholeEnchiladaRun EnchiladaTriviaNight MysteryEnchilada EnchiladaBingo HotPotatoEnchilada EnchiladaCharades KitchenChaosEnchiladas',
  },
  wig: {
    dance:
      'WigFlipDance WigSwapDanceOff DiscoWigGroove KeepTheWigOn DanceTillTheWigFlies PassTheWigDance WigDropTransition HeadbangInAWig',
    fitness:
      'WigStaysOnWorkout WigJumpingJacks EightiesWigAerobics RunInARainbowWig WigRelayRace WigVsBurpees PowderedWigPushUps SpinClassInAWig',
    funny:
      'WigForEveryMood FamilyTriesMyWigs RainbowWigGroceryRun PowderedWigCourtroom WhoWoreItBetterWig WigInTheWind WigNewsReport BadWigDay',
    prank:
      'WigDisguisePrank SurpriseWigReveal ActNormalInAWig PineappleInAWig MatchingWigAmbush WigWelcomeHome WigOnTheHouseplant WigTwinWithDad',
    educational:
      'WhyJudgesWearWigs RealOrSyntheticWig BigWigWordOrigin HistoryLessonInAWig PutOnAWigProperly WigFactOrFiction WigsAroundTheWorld DonateHairForWigs',
    cooking:
      'CottonCandyWig WigFrostingCupcakes NoodleWigFaces BroccoliWigToast WigShapedPancakes CheeseWigPizza CarrotCurlWigSalad WigBakeOff',
    travel:
      'WigVsWindyBeach OneWigManyPlaces RoadTripInAWig BeATouristInAWig WigAtTheFair WigInTheSuitcase WigOnTheTrail LandmarkWigSelfies',
    wellness:
      'WigCareSunday WigOffUnwind WigMirrorPepTalk ComplimentSomeonesWig SlowWigBrushing NewWigConfidence WearAWigJustBecause DonateHairForWigs',
    speed:
      'WigQuickChange FastestWigInstall WigSwapRace WigStyleSpeedrun WigDetangleDash OneMinuteWigMakeover BeatTheBuzzerWig CountdownWigGlowUp',
    music:
      'WigRockstarCover WigKaraokeNight AirGuitarInAWig LipSyncInAWig OperaInAPowderedWig WigFlipOnTheDrop WigDuetWithDad DivaWigHighNote',
    art: 'WigSculpture WigPortraitPainting YarnWigCraft WigOnTheMonaLisa DrawTheWildestWig WigCartoonSelfie TissuePaperWig RainbowWigWatercolor',
    tech: 'WigFilterVsReal WigTransitionEdit AIWigTryOn WigSlowMoFlip ThreeWigsOneVideo TimelapseWigStyling GreenScreenWigTrip DuetYourWigLook',
    pet: 'WigsNamedAfterPets MatchingFurAndWig CatNapOnTheWig WigOrPomeranian DrawMyDogInAWig ParrotSaysNiceWig BrushMyPupThenMyWig TrainingTricksInAWig',
    gaming:
      'WigCosplayGameNight WigCharacterCreator CharadesInWigs WigSkinUnlocked WigRingToss PinTheWigOnDad RollForAWig MusicalChairsWigSwap',
  },
  blush: {
    dance:
      'BlushPinkDanceParty BlushApplyOnTheBeat ShySlowDanceBlush DanceTillYouBlush BlushingWallflower BlushSwipeTransition PirouetteAndBlush ShoulderShimmyBlush',
    fitness:
      'BlushFromCardio BlushFaceYoga BlushProofSweatTest BlushPinkPilates SkipTillYouBlush ApplyBlushInTreePose MorningJogBlush HulaHoopAndBlush',
    funny:
      'BlushHeavyHandFail BlushRatedByDad SunburnOrBlush BlushWithEyesClosed TryNotToBlush BlushLikeACartoon OneMoreLayerOfBlush GrandmaDoesMyBlush',
    prank:
      'MakeThemBlush BlushPinkRoomSurprise SerenadeTillTheyBlush BlushStickyNoteWall ActNormalClownBlush BlushWorthyVoicemail BlushFlowerDoorstep PunAmbushBlush',
    educational:
      'WhyWeBlush FaceShapeBlushMap BlushThroughTheDecades CreamVsPowderBlush BlushColorTheory BeetrootBlushDIY DoAnimalsBlush BlushFactOrFiction',
    cooking:
      'BlushPinkCake BlushLemonade BlushingBearPancakes BlushMacarons BeetBlushPasta BerryBlushSmoothie RhubarbBlushCrumble WatermelonBlushPops',
    travel:
      'BlushPinkSunsetTrip CherryBlossomBlush ColdCheeksBlushWalk OneBlushCarryOn RoseGardenBlush VacationBlushPalette AirportBlushTouchUp BlushPhotoStops',
    wellness:
      'FreshAirBlush GentleBlushMassage BlushAndBreathe ItsOkToBlush BlushWorthyKindness BlushPinkBubbleBath SlowSundayBlush MirrorSmileBlush',
    speed:
      'BlushSpeedBlend BlushInTenSeconds OneSwipeBlush BlushTheWholeSquad BlushBeatTheBuzzer PassTheBlushRelay LightningBlushTouchUp HopAndBlush',
    music:
      'MakeThemBlushSerenade BlushBrushDrumSolo BlushPinkPlaylist BlushOnTheHighNote ShyKaraokeBlush BlushCompactClickBeat CrushSongBlush TheSongIBlushTo',
    art: 'BlushPaletteArt BlushPinkWatercolor BlushingSelfPortrait AddBlushToDoodles BlushOmbreCanvas KawaiiBlushStickers FingerPaintWithBlush SunsetInBlushTones',
    tech: 'BlushShadeMatchApp BlushFilterVsReal AIPicksMyBlush BlushRingLightTest BlushBeforeAfterSlider SlowMoBlushSwipe MacroLensBlush WebcamBlushCheck',
    pet: 'PetMakesMeBlush BlushPinkToeBeans DrawMyCatWithBlush HamsterCuddleBlush PuppyPicnicBlush BlushWhenKittyPurrs BunnyBinkyBlush BlushingAtMyDog',
    gaming:
      'BlushAvatarMakeover BlushPinkGamingSetup BlushBuildOff WhoBlushesFirst BlushOrBluffCards ComplimentDuelBlush MemoryMatchBlush SpotTheBlushDifference',
  },
  highlighter: {
    dance:
      'HighlighterGlowDance HighlighterOnTheBeat DiscoHighlighter StrobingShuffle BlindedByHighlighter HighlighterMoonwalk PopAndLockHighlighter SunlitHighlighterSway',
    fitness:
      'HighlighterSweatTest HighlighterRunClub StrobingStepAerobics HighlighterSunSalute SkipRopeHighlighter DanceCardioHighlighter NaturalGlowVsHighlighter SpinClassHighlighter',
    funny:
      'HighlighterFromSpace DadTriesHighlighter GlazedDonutHighlighter HighlighterOrDiscoBall HighlighterFlashFail ShadesForMyHighlighter KidDoesMyHighlighter StrobingGoneWrong',
    prank:
      'HighlighterActNormal HighlighterGiftMixUp NoticeMyHighlighterTest StrobingFamilyPhoto HighlighterDoubleTake SecretHighlighterTwins MomGuessesMyHighlighter WelcomeHomeHighlighter',
    educational:
      'StrobingVsContouring WhyHighlighterReflects CreamVsPowderHighlighter WhatsInHighlighter HighlighterFaceMap HighlighterByDecade HighlighterMythOrFact SilverOrGoldHighlighter',
    cooking:
      'HighlighterGlazeCake HighlighterShimmerDonuts HighlighterBakeOff HighlighterPaletteCookies EggWashHighlighter FruitTartHighlighter HoneyToastHighlighter CookInFullHighlighter',
    travel:
      'HighlighterSunsetSpots OneHighlighterCarryOn BeachDayHighlighter NightCityHighlighter HighlighterPhotoWalk HighlighterRoadTrip ParkPicnicHighlighter MuseumSelfieHighlighter',
    wellness:
      'HighlighterOfMyDay SleepIsMyHighlighter WaterIsMyHighlighter GentleHighlighterTap SunriseWalkHighlighter HighlighterAffirmations HighlighterFreeSunday SkincareThenHighlighter',
    speed:
      'HighlighterInTenSeconds HighlighterSpeedApply StrobingSpeedrun OneSwipeHighlighter BeatTheBuzzerHighlighter PassTheHighlighterBrush FamilyHighlighterRace NoMirrorHighlighterDash',
    music:
      'HighlighterHitsTheBeat HighlighterKaraoke HighlighterMusicVideo HighlighterPowerBallad AirGuitarHighlighter SpotlightSoloHighlighter GRWMHighlighterPlaylist DuetInHighlighter',
    art: 'HighlighterSwatchArt PaintWithHighlighter HighlighterStarryNight HighlighterOnBlackPaper HighlighterFaceChart SelfPortraitHighlighter OmbreSkyHighlighter GreetingCardHighlighter',
    tech: 'WindowVsLampHighlighter FlashPhotoHighlighter HighlighterFilterVsReal SlowMoHighlighterSwipe HighlighterMacroShot AIFaceMapHighlighter NightModeHighlighter ReverseVideoHighlighter',
    pet: 'CatSupervisesHighlighter HighlighterPetSelfie KittenApprovesHighlighter ShinyCoatVsHighlighter DrawMyDogWithHighlighter BunnyWatchesHighlighter GroomingDayHighlighter SunbeamNapHighlighter',
    gaming:
      'HighlighterAvatarGlow HighlighterRGBSetup LegendaryHighlighterDrop HighlighterPowerUp HighlighterBingo GuessTheShadeHighlighter SpinTheWheelHighlighter BossFightHighlighter',
  },
  foundation: {
    dance:
      'FoundationBlendOnTheBeat FoundationTransitionDance SpongeBounceFoundation FoundationFreezeFrame FoundationTwoStep DanceWhileFoundationSets HairFlipFoundationReveal SpinIntoFoundation',
    fitness:
      'FoundationSweatTest FoundationVsSpinClass FoundationMeltdownHIIT BuildYourFoundation FoundationFreeWorkout FaceYogaThenFoundation StrongFoundationSquats BootcampFoundationCheck',
    funny:
      'FoundationShadeFail FoundationOnEverything DadPicksMyFoundation FoundationOnMyCollar TooOrangeFoundation BlindfoldedFoundation FoundationWithASpoon GrandmaRatesFoundation',
    prank:
      'MatchMomsFoundationLook FoundationActNormal NoFoundationNoticeTest FoundationPumpNote GiantFoundationGift FoundationBeardDisguise SockTanLineFoundation WhoUsedMyFoundation',
    educational:
      'VeinTestFoundation FoundationJawlineSwatch WhatsInYourFoundation FoundationCoverageScale WhyFoundationOxidizes DewyVsMatteFoundation FoundationFactOrMyth FoundationThroughTheAges',
    cooking:
      'FoundationShadeCookies FoundationBottleCake FoundationLatteMatch FoundationOfFlavor PancakeFoundationScale ChocolateFoundationRange MacaronFoundationSwatch CookInFullFoundation',
    travel:
      'FoundationTravelKit FoundationHumidityTest FoundationBeachDay FoundationPhotoWalk SummerVsWinterFoundation HikeDayFoundation AirportFoundationRefresh CarryOnFoundation',
    wellness:
      'FoundationFreeDay SkincareBeforeFoundation FoundationIsOptional FoundationOfSelfLove RemoveFoundationSlowly WashFoundationBrushes BuildAFoundationHabit SunscreenUnderFoundation',
    speed:
      'FoundationSpeedBlend FoundationInOneMinute FastestFoundationMatch NoMirrorFoundation FamilyFoundationSprint FoundationBeforeTheBell PassTheSpongeFoundation QuickTouchUpFoundation',
    music:
      'FoundationBlendBeat BlendingSongsFoundation FoundationBottleMic SpongeDrumFoundation FoundationPowerBallad LipSyncInFoundation RapTheFoundationSteps AcapellaFoundation',
    art: 'FoundationSwatchArt FoundationShadePainting FoundationOmbreCanvas FoundationSpongePrints SelfPortraitInFoundation ColorWheelFoundation SkinToneFoundationMosaic SketchWithFoundation',
    tech: 'FoundationShadeFinderApp FoundationFlashPhotoTest AIPicksMyFoundation FoundationFilterVsReal FoundationMacroLens SlowMoFoundationBlend TimelapseFoundationWear WebcamFoundationCheck',
    pet: 'FoundationShadeOfMyDog CatSupervisesFoundation FoundationFreeCuddles FurOnMyFoundation PuppyPhotobombFoundation BunnyRatesMyFoundation FoundationWithMyKitten HamsterWatchesFoundation',
    gaming:
      'FoundationSkinToneSlider FoundationMatchMyAvatar GuessMyFoundationShade FoundationHigherOrLower FoundationBingo BossLevelFoundation StackTheFoundationBottles SpinTheFoundationWheel',
  },
  eyeshadow: {
    dance:
      'EyeshadowBlendOnTheBeat EyeshadowTransitionDance SmokeyEyeTango RainbowEyeshadowRave EyeshadowFreezeFrame GlitterEyeshadowShimmy DiscoEyeshadowSpin WaltzInBlueEyeshadow',
    fitness:
      'EyeshadowSweatTest EyeshadowVsSpinClass SmokyEyeKickbox EyeshadowYogaFlow DanceCardioEyeshadow PlankInFullEyeshadow JumpRopeEyeshadow HikeInGlitterEyeshadow',
    funny:
      'EyeshadowFalloutDisaster EyeshadowRatedByDad SmokeyEyeGoneWrong KidDoesMyEyeshadow HalfFaceEyeshadow RandomColorEyeshadow GrandpaTriesEyeshadow RaccoonOrSmokyEye',
    prank:
      'WildEyeshadowActNormal RainbowEyeshadowSurprise CopyMomsEyeshadow NoticeMyEyeshadowTest MatchingEyeshadowAmbush GlitterEyeshadowForTeddy SmokeyEyeSpyMission NoteInTheEyeshadowLid',
    educational:
      'EyeshadowColorTheory EyeshadowByDecade AncientEgyptEyeshadow MatteVsShimmerEyeshadow EyeshadowTermsQuiz SmokyEyeInThreeSteps BrushTypesForEyeshadow MineralsInEyeshadow',
    cooking:
      'EyeshadowPaletteCookies EyeshadowShimmerCupcakes EyeshadowChocolateBar EyeshadowJellyCubes FruitPlatterEyeshadow BrowniesWithASmokyEye SmoothieBowlEyeshadow SprinkleEyeshadowBark',
    travel:
      'EyeshadowSunsetColors EyeshadowTravelKit DestinationEyeLook AutumnLeavesEyeshadow CityLightsSmokyEye RoadTripEyeshadow OceanBlueEyeshadow MuseumEyeshadowTour',
    wellness:
      'EyeshadowPlayTime EyeshadowMoodColors SlowBlendEyeshadow BrightEyeshadowMonday EyeshadowWithMyBestie RemoveEyeshadowGently PastelCalmEyeshadow EyeshadowNoRules',
    speed:
      'EyeshadowSpeedBlend EyeshadowInOneMinute FastestSmokeyEye EyeshadowRelayRace OneFingerEyeshadowDash BuzzerBeaterEyeshadow FamilyEyeshadowRush EyeshadowLightningRound',
    music:
      'EyeshadowToTheBeat EyeshadowLookForASong SmokeyEyeJazzPlaylist EyeshadowAlbumCover GlamRockEyeshadow KaraokeNightEyeshadow LipSyncInEyeshadow DiscoDivaEyeshadow',
    art: 'EyeshadowPainting EyeshadowPaletteArt SmokeyEyeSketch EyeLookFaceChart GalaxyEyeshadowCanvas StarryNightEyeshadow FingertipEyeshadowDots OmbreEyeshadowCard',
    tech: 'EyeshadowARTryOn EyeshadowMacroLens SmokeyEyeFilterTest AIPicksMyEyeshadow ColorPickerEyeshadow SlowMoEyeshadowBlink StopMotionEyeLook EyeshadowTimelapse',
    pet: 'EyeshadowInspiredByMyPet EyeshadowMatchesMyCat DogReactsToMyEyeshadow ParrotColorsEyeshadow SmokyEyeLikeMyHusky BunnySupervisesEyeshadow GoldfishFinEyeshadow HamsterRatesEyeshadow',
    gaming:
      'EyeshadowGameCharacter EyeshadowAvatarMakeover SmokeyEyeBossLook EyeshadowDiceRoll GuessMyEyeLook SpinTheWheelEyeshadow PowerUpEyeshadow BingoCardEyeshadow',
  },
  freckles: {
    dance:
      'FrecklesOnTheBeat FauxFrecklesTransition FreckleFaceFreeze BackyardFrecklesBoogie SunKissedFrecklesSway SummerFrecklesShuffle TwirlTillFrecklesPop LineDanceFreckleSquad',
    fitness:
      'FrecklesSunnyRun FrecklesYogaInThePark SunscreenHikeFreckles BeachVolleyballFreckles FreckledJumpingJacks CountYourFrecklesPlank FrisbeeFreckles GardenWorkoutFreckles',
    funny:
      'FrecklesAsSuperpowers FauxFrecklesGoneWrong IfFrecklesCouldTalk DadDrawsMyFreckles CountEveryFreckle NamingMyFreckles FreckleWeatherForecast ExplainFrecklesToAKid',
    prank:
      'FauxFrecklesSurprise FreckleFaceBananaNote FreckleTwinningAmbush DoesMomNoticeFreckles FreckledFamilyPortrait StickerFrecklesOnTeddy ActNormalWithFreckles GlitterFrecklesAtDinner',
    educational:
      'WhyFrecklesAppear FrecklesVsMoles MelaninAndFreckles DoFrecklesFade FrecklesAndSPF FreckleGenesQuiz FrecklesFactOrMyth HowFauxFrecklesWork',
    cooking:
      'FrecklesSprinkleCookies FreckledPancakes BananaBreadFreckles CinnamonFreckleToast PoppySeedFreckles VanillaBeanFreckles ChocolateChipFreckles StrawberryFreckleTart',
    travel:
      'FrecklesBeachDay VacationFreckleCount CampingTripFreckles FreckledWindowSeat ParkPicnicFreckles SunhatAndFreckles FrecklesOnTheFarm BoardwalkFreckles',
    wellness:
      'FrecklesSelfLove FrecklesSunSafety NoFilterFreckles FreckledAndFearless FreckleAffirmations FreshAirFrecklesWalk GentleSkincareFreckles KindWordsForFreckles',
    speed:
      'FauxFrecklesIn30Seconds FrecklesCountingRace FreckleStampSprint FreckleDotsBeatTheClock FamilyFrecklesRelay FiftyFrecklesFast QuickestFreckleFace SpeedrunFreckledLook',
    music:
      'FrecklesLoveSong FrecklesSummerPlaylist FreckleRapVerse AcousticFrecklesCover StarsAndFrecklesDuet KaraokeWithFreckles FrecklesLullaby UkuleleFreckles',
    art: 'FrecklesPortraitPainting FrecklesConstellationArt PointillismFreckles WatercolorFreckles SplatterFrecklesCanvas DoodleYourFreckles ClayFreckledFaces FrecklesComicCharacter',
    tech: 'FrecklesFilterVsReal FrecklesMacroShot FauxFreckleStampTest FreckleTimelapse PortraitModeFreckles AppCountsMyFreckles AIDrawsMyFreckles StopMotionFreckles',
    pet: 'FreckledPetPortrait FrecklesTwinWithMyDog PuppyNoseFreckles CatWithFreckles FrecklesAndWhiskers SpotsOrFreckles PawsAndFrecklesSelfie HamsterMeetsFreckles',
    gaming:
      'FrecklesCharacterCreator FrecklesAvatarMakeover FrecklesSpotTheDifference GuessTheFreckleCount FreckleBingo MemoryMatchFreckles DotsAndBoxesFreckles TicTacFreckles',
  },
  bun: {
    dance:
      'BunDropDance MessyBunBounce SpaceBunsGroove BalletBunPirouette TopKnotTwirl DoTheTopKnot SwingDanceInABun KitchenDiscoBun',
    fitness:
      'BunStaysUpCardio TopKnotYogaFlow BunVsBurpees MessyBunMorningRun BalletBunBarre JumpRopeTopKnot KickboxInABun HikeWithAHighBun',
    funny:
      'MessyBunExpectations BunPencilHolder TopKnotTowerFail DadTriesATopKnot BunOrBirdsNest GrandmaRatesMyBun HowBigCanMyBunGo SiblingDoesMyBun',
    prank:
      'BunHideTheRemote TopKnotTwinningPrank ActNormalGiantBun BunOnTheBroom TeddyGetsATopKnot BunPhotobomb MatchingBunsAtBreakfast CopyDadsTopKnot',
    educational:
      'LearnABalletBun WhyDancersWearBuns TopKnotAroundTheWorld ChignonOrTopKnot TwistAPencilBun LooseBunHealthyHair MessyBunInThreeSteps AncientGreekBuns',
    cooking:
      'MessyBunCinnamonRolls SpaceBunCookies SteamedBunFaces BurgerBunBake StickyBunSunday BunAndBraidBread TopKnotPretzels MiniBunSliders',
    travel:
      'BunAirportHair WindproofBunTest BunOnTheTrail CampingTripTopKnot MessyBunRoadTrip TopKnotBeachDay CityWalkTopKnot PicnicReadyBun',
    wellness:
      'MessyBunSundayReset BunAndBlanketDay TopKnotMeditation FaceMaskAndABun BunOffScalpMassage TeaAndTopKnot JournalInABun RainyDayBun',
    speed:
      'MessyBunInFiveSeconds BunWithNoMirrorRace TopKnotSpeedrun BunBeatTheBuzzer OneHandTopKnot BalletBunBlitz SpaceBunsSprint SiblingBunRelay',
    music:
      'MessyBunInOneChorus BunDropBeat SpaceBunsPopSong HairbrushMicTopKnot TopKnotDrumSolo BalletBunPianoCover AcousticInABun OperaTopKnot',
    art: 'MessyBunIllustration BunClayCharm TopKnotPortrait YarnBunDoll BunSilhouetteArt PaperQuillingBun WatercolorTopKnot SidewalkChalkBun',
    tech: 'MessyBunSlowMo SpaceBunsTransition TopKnotTimelapse BunFilterVsReal AIRatesMyTopKnot StopMotionBun TopKnotFromAbove GreenScreenBunTrip',
    pet: 'BunTwinWithMyDog TopKnotPupPortrait CatSupervisesMyBun MessyBunWalkies PetApprovesMyBun BirdPerchesOnMyBun SnugglesInATopKnot SitStayTopKnot',
    gaming:
      'MessyBunGamerMode SpaceBunsGameCosplay BunUpForBossFight ScrunchieTossTopKnot NinjaLevelTopKnot BunBingoNight TopKnotTrivia CozyConsoleBun',
  },
  'claw clip': {
    dance:
      'ClawClipHairDrop ClawClipSnapDance ClawClipCrabWalk ClawClipLineDance SpinAndClawClip ShimmyThenClawClip OneTwoClawClip TwirlIntoAHairClip',
    fitness:
      'ClawClipWorkoutTest ClawClipYogaFlow CrabWalkClawClip PilatesInAClawClip JumpingJacksClawClip ClawClipRunClub ShadowBoxInAClawClip SpinBikeClawClip',
    funny:
      'ClawClipHoldsEverything ClawClipSnapsAtWorstTime ClawClipOrCrab DadTriesAClawClip GrandpaWearsAClawClip TooManyClawClips HairClipTalentShow ThickHairVsClawClip',
    prank:
      'ClawClipOnEverything GiantClawClipSurprise ClawClipSecretNote ClawClipMustache ActNormalTenClawClips ClawClipFlowerBouquet MomsClawClipHunt TeddyInAClawClip',
    educational:
      'FrenchTwistClawClip ClawClipLeverPhysics ClawClipEightiesToNow WhichClawClipSize ThreeClawClipUpdos ClawClipStrengthTest HairClipMaterialQuiz DoClawClipsDamageHair',
    cooking:
      'ClawClipCookies ClawClipChocolateMold ClawClipChipBagSeal ClawClipCrabCakes CookInAClawClip BakeOffInAHairClip GummyClawClipCandy PastaNightClawClip',
    travel:
      'ClawClipAirportLook WindyDayClawClip ClawClipRoadTrip ClawClipSightseeing ClawClipPhotoWalk TrainRideClawClip BeachBagHairClip CampingClawClip',
    wellness:
      'ClawClipSelfCareNight ClawClipSlowMorning ClawClipReadingNook ClawClipBubbleBath JournalingInAClawClip TeaTimeHairClip WaterPlantsClawClip NoHeadacheClawClip',
    speed:
      'ClawClipSpeedUpdo ClawClipFiveSecondHair ClawClipGrabDash ClawClipRelay OneHandClawClip BeatTheToasterClawClip FamilyHairClipSprint NoMirrorClawClip',
    music:
      'ClawClipSnapBeat ClawClipCastanets ClawClipOrchestra HighNoteHairClip JazzNightHairClip SeaShantyClawClip AirGuitarHairClip EightiesPopClawClip',
    art: 'ClawClipPainting ClawClipResinCraft ClawClipCharmDesign ClawClipStillLife RainbowRowClawClips CrabDoodleClawClip ClayHairClipSculpt MosaicOfClawClips',
    tech: 'ClawClipSlowMoSnap ClawClipTransition AnimatedClawClipCrab ClawClipProductShoot AIColorMatchClawClip GiantClawClipEdit MirrorSelfieHairClip NarratedClawClipHaul',
    pet: 'MatchingClawClipAndCollar CatGuardsMyClawClips DogWalkClawClip GroomingDayClawClip ClawClipAndCuddles HairClipPetPortrait BathTimeClawClip BirdWatchesMyClawClip',
    gaming:
      'ClawClipArcadeAtHome ClawClipTicTacToe HairClipHideAndSeek ClawClipMemoryMatch FinalBossClawClip CrabRaceClawClip CozyGameNightClawClip DiceRollClawClip',
  },
  bow: {
    dance:
      'TakeABowDance RibbonWandDance BigBowBounce BowTieTwist PinkBowPirouette HairBowHipHop BowShimmyShake SwingDanceWithABow',
    fitness:
      'BowPoseYoga TakeABowStretch BowStaysOnHIIT RhythmicRibbonWorkout BigBowBootcamp DoubleBowSneakerRun HikeInAHairBow RibbonBatonRelay',
    funny:
      'BowOnEverything PutABowOnIt GiantBowFail DadTriesAHairBow CurlingRibbonChaos GrandmasBowCollection FormalBowTieBreakfast BowSizeEscalation',
    prank:
      'BowOnEverythingPrank GiantBowSurprise RibbonWrapTheRoom SecretBowOnTheirBack PlushieBowParade BowTieEverySock BreakfastWithABow BowOnTheFridge',
    educational:
      'ThePerfectBowKnot BunnyEarsVsLoopBow WhyBowsComeUndone LearnTheBowTie SatinOrGrosgrainRibbon BowsInHistoryQuiz RibbonColorMeanings FoldAFabricBow',
    cooking:
      'BowCookieDecorating BowTiePasta CucumberRibbonSalad FruitLeatherBows BowShapedPretzels FondantBowCupcakes WrapTheLunchWithABow BraidedBowBread',
    travel:
      'BowInEveryCity BowOnMySuitcase ZooDayHairBow ParkPicnicBow BowInTheBreeze MarketStrollRibbon TrainWindowBow CountyFairBow',
    wellness:
      'PutABowOnYourDay TieABowForAFriend RibbonWishTree SlowRibbonWrapping SelfCareBoxWithABow RibbonBookmarkReading MirrorNoteWithABow SundayHairBowReset',
    speed:
      'BowTyingRace TenBowsOneMinute BowTieSpeedrun WrapAndBowDash ShoelaceBowSprint GiftBowRelay HairBowBeatTheBuzzer FastestRibbonBow',
    music:
      'BowOnEveryInstrument BowAndStringsJam TakeABowEncore HairBowKaraoke BowTieCrooner LipSyncInABigBow DuetInMatchingBows SingAlongWithABow',
    art: 'BowMakingCraft RibbonWeaving RibbonEmbroidery PaperBowOrigami OneLineBowDrawing CollageOfRibbons WatercolorBowPattern YarnBowGarland',
    tech: 'BowSlowMoUntie RibbonTransition AIRibbonColorPicker BowStopMotion GiftWrapTimelapseBow RibbonPhotoBackdrop BokehBowCloseUp VirtualTryOnBow',
    pet: 'PetTakesABow PuppyBowPlay KittenBowBackdrop BowWowWednesday DrawMyHamsterWithABow ThankYouBowForTheVet GotchaDayBowBanner BestNapPrizeRibbon',
    gaming:
      'BowOnEveryCharacter RibbonScavengerHunt HairBowHideAndSeek PinTheBowOnTeddy BowTieBingo GiftBowTicTacToe BlindfoldedBowTying RingTossWithRibbons',
  },
  'cargo pants': {
    dance:
      'CargoPantsShuffle CargoSwishStep BaggyCargosBounce NinetiesCargosHipHop CargoPantsMoonwalk ZipOffCargosTransition HandsInPocketsCargos CargosBreakdance',
    fitness:
      'CargoPantsHike RuckInYourCargos CargosSquatTest ObstacleCourseCargos YogaInCargos JumpRopeInCargos DogWalkInCargos WalkingLungesCargos',
    funny:
      'CargoPantsPocketDump CargosSnackStash LostPhoneInCargos DadCargosEnergy CargosOrParachute CargoPantsSoundCheck LaundryDayCargoFinds GrandpasCargoPants',
    prank:
      'CargoPantsPocketNotes CargosFullOfConfetti HideGiftsInTheirCargos RubberDuckCargos CargoPantsTwinning CargoPantsScarecrow GooglyEyesOnCargos WhoseCargosAreThese',
    educational:
      'WhyCargosHavePockets CargosMilitaryRoots CargosThroughTheDecades HowMuchFitsInCargos StitchYourOwnCargos CargoWordOriginQuiz RipstopFabricCargos FactOrFictionCargos',
    cooking:
      'CargoPantsPicnic CargosTrailMix LunchboxCargos CargoPocketCookies CargosGranolaBars PBJInMyCargos MiniCalzoneCargos SnackPackCargos',
    travel:
      'PackOnlyYourCargos CargoPantsAirportFit CargosOnTheTrail CargosPassportPocket RoadTripInCargos SouvenirsInMyCargos CampingInCargos MuseumDayCargos',
    wellness:
      'CargoPantsNatureWalk CargoPocketfulOfCalm ComfyCargosSunday CargosGardenDay PhoneFreeInCargos CargosAndCocoa StargazingInCargos CloudWatchInCargos',
    speed:
      'CargoPantsQuickChange CargosPocketRace ZipOffSpeedrun FoldCargosFast FindItInMyCargos CargosHandoffSprint BuzzerBeaterCargos TenItemsCargoDash',
    music:
      'CargoPantsPocketDrums CargosSwishBeat CargosRapVerse CargoPantsBoyBand ZipperSymphonyCargos KazooInMyCargos NinetiesPlaylistCargos AirGuitarInCargos',
    art: 'CargoPantsPatchArt PaintYourCargoPockets CargosFashionSketch CargosTieDye EmbroiderYourCargos ThriftFlipCargos StencilArtCargos DoodleOnMyCargos',
    tech: 'HowManyGadgetsInCargos CargosChargerStash AIStylesMyCargos CargosTransitionEdit ARTryOnCargos AnimatedCargoSnacks PocketPortalCargos SlowMoCargoSwish',
    pet: 'PetSniffsMyCargos CargoPantsDogWalk TreatPocketCargos CatNapOnMyCargos CargosFurMagnet PuppySearchesCargos LeashAndCargosReady VetVisitCargos',
    gaming:
      'CargosInventoryCheck CargoPantsLootDrop CargosScavengerHunt CargosSideQuest WhichCargoPocket SkinUnlockedCargos HotPotatoCargos SpeedrunInCargos',
  },
  blazer: {
    dance:
      'BlazerShoulderShimmy OfficeBlazerBoogie BlazerFlipTransition BlazerRunwayWalk BlazerSlideIn TangoInABlazer PromBlazerSlowDance SuitUpBlazerDrop',
    fitness:
      'BlazerPowerWalk BlazerBurpees CanYouSquatInABlazer BlazerWallSit BlazerBoxingDrill DeskStretchInABlazer YogaInABlazer HikeInABlazer',
    funny:
      'BlazerAndPajamas BlazerForEverything OverdressedInABlazer DadsOldBlazerTryOn BlazerSleevesTooLong KidsBossInABlazer BlazerDramaExit HoodieUnderTheBlazer',
    prank:
      'SurpriseBlazerTwinning BlazerForBreakfast FancyWaiterBlazer TeddyBearInABlazer CEONameTagBlazer MysteryGuestBlazer BlazerButlerWakeUp BlazerDoubleTake',
    educational:
      'WhyItsCalledABlazer HowABlazerShouldFit BlazerVsSuitJacket BlazerButtonRule BlazerLapelTypes FoldABlazerForTravel EightiesToNowBlazer SpotAQualityBlazer',
    cooking:
      'CookInABlazer BlazerBrunchHost PowerLunchInABlazer TeaPartyBlazer FineDiningBlazer PancakesInABlazer BlazerBakeSale DateNightBlazerDinner',
    travel:
      'OneBlazerFiveCities BlazerParkStroll BlazerAirportLook BlazerMuseumDate TrainRideBlazer RollYourBlazerNotFold BlazerVsCarryOn WeekendTripBlazer',
    wellness:
      'BlazerOffUnwind BlazerPowerPose BlazerOnBraveOn BlazerPepTalk FirstDayNervesBlazer CozyOversizedBlazer CoffeeInMyBlazer GratitudeInABlazer',
    speed:
      'BlazerQuickChange FiveBlazerLooksIn60 BlazerButtonRace BlazerRelay SuitUpBlazerSpeedrun FoldABlazerFast BlazerOnBeforeCamOn SleeveRollBlazerDash',
    music:
      'BlazerEntranceSong BlazerJazzNight PowerBalladBlazer BlazerBoyBandCover BlazerKaraoke LipSyncInABlazer AirPianoInABlazer ConductorBlazerMoment',
    art: 'PaintYourBlazer BlazerPatchArt ThriftBlazerFlip BlazerFashionSketch BlazerEmbroidery LapelPinBlazer BlindContourBlazer PaperDollBlazer',
    tech: 'BlazerTransitionEdit AIStylesMyBlazer VideoCallBlazer BlazerPutsItselfOn PhoneHeadshotBlazer GreenScreenBlazer BlazerARTryOn SlowMoBlazerFlip',
    pet: 'BlazerWithCatHair LintRollerBlazer DogWalkInABlazer PetInterviewBlazer KittenOnMyBlazer BlazerPocketTreats BirdOnMyBlazerShoulder FetchInABlazer',
    gaming:
      'ObjectionInABlazer BlazerDetectiveGame BlazerSkinUnlocked BlazerChessMatch BlazerTriviaHost SpellingBeeBlazer CharadesInABlazer BossLevelBlazer',
  },
  cardigan: {
    dance:
      'CardiganShoulderShimmy CardiganTwirl CardiganSlowDance CardiganButtonDrop GrandpaCardiganGroove KitchenDanceCardigan SockHopInACardigan OversizedCardiganSway',
    fitness:
      'CardiganCoolDown CardiganMorningWalk CardiganTaiChi CardiganChairYoga PlankInACardigan GrandmaWorkoutCardigan JumpingJacksCardigan LeafRakeCardigan',
    funny:
      'GrandpaCardiganEnergy CardiganButtonMismatch CardiganOrBlanket DadStealsMyCardigan CardiganBurritoMode GrandmaCardiganPockets CardiganInTheSummer ThreeCardigansDeep',
    prank:
      'CardiganPocketNote CardiganTwinningPrank InsideOutCardigan DressAsGrandpaCardigan CardiganHugAmbush TeddyInACardigan CardiganCandyStash BorrowedCardiganReveal',
    educational:
      'WhyItsCalledACardigan CardiganOrSweaterQuiz KnitACardiganSwatch HandWashACardigan WoolVsCottonCardigan FixACardiganButton DePillACardigan CardiganStitchNames',
    cooking:
      'CardiganCocoaNight CardiganSeasonBake KnitCardiganCookies CardiganSoupSunday PumpkinBreadCardigan SconesInACardigan GrandmasRecipeCardigan OatmealCardiganMorning',
    travel:
      'CardiganCabinWeekend CardiganCafeHop CardiganBookshopTrip CardiganFarmersMarket AutumnLeafWalkCardigan RainyCommuteCardigan ChillyBeachCardigan RoadTripCardiganLayer',
    wellness:
      'CardiganReadingNook WrapUpInACardigan CardiganJournaling CardiganSunsetPorch TeaTimeCardigan RainyDayCardigan UnplugInACardigan CardiganGratitudeList',
    speed:
      'CardiganButtonRace CardiganQuickChange CardiganFoldDash InsideOutCardiganFlip CardiganBeforeTheKettle PassTheCardigan BlindfoldCardiganOn WindTheYarnCardigan',
    music:
      'CardiganFolkCover CardiganLofiBeats CardiganPorchJam PianoBalladCardigan GrandpaCardiganCrooner SingAlongInACardigan RecordNightCardigan UkuleleCardigan',
    art: 'KnitACardiganInAMonth EmbroiderYourCardigan CardiganButtonMakeover DrawGrandpasCardigan CardiganTieDye CardiganFashionSketch ThriftFlipCardigan ArgylePatternCardigan',
    tech: 'CardiganRowCounterApp CardiganTransitionEdit AIDesignsMyCardigan KnitTimelapseCardigan CardiganFoldsItself CabinBackdropCardigan PortraitModeCardigan VideoCallCardigan',
    pet: 'CatNapOnMyCardigan PetBedFromOldCardigan CardiganCuddleWithPup CardiganFurCheck CardiganTreatPocket DogWalkCardigan ParrotOnMyCardigan GuineaPigLapCardigan',
    gaming:
      'CardiganBoardGameNight CozyConsoleCardigan CardiganChessClub CardiganPuzzleSunday CrosswordDuelCardigan SkinUnlockedCardigan GoFishCardigan BingoCallerCardigan',
  },
  'trench coat': {
    dance:
      'TrenchCoatTwirl SingingInTheTrench TrenchCoatTapDance TrenchCoatCollarPop DetectiveTrenchShuffle UmbrellaTrenchSway TrenchCoatRunwayWalk PuddleHopTrench',
    fitness:
      'TrenchCoatPowerWalk TrenchCoatStepCount TrenchPuddleJumps SpyTrainingTrench TrenchCoatSquatTest RainyRunInATrench StakeoutWallSitTrench ParkLapsInATrench',
    funny:
      'TwoKidsInATrenchCoat TrenchCoatSpyMode NoirNarrationTrench LostRemoteTrenchCase TrenchCoatWindFail DetectiveDadTrench TrenchCoatTooBig DramaticTrenchEntrance',
    prank:
      'TrenchCoatSnackStash TrenchCoatSpySurprise SecretAgentTrench TailMomInATrench SiblingTowerTrenchReveal FakeMustacheTrench ClassifiedTrenchNote TrenchCoatTreasureHunt',
    educational:
      'BornInTheTrenches TrenchCoatDetailsQuiz TieATrenchBelt IsMyTrenchWaterproof FactOrFictionTrench TrenchCoatAnatomy FoldATrenchForTravel WhyIsMyTrenchBeige',
    cooking:
      'TrenchCoatWeatherSoup StakeoutSnacksTrench DetectiveDonutsTrench DinerPieTrench ParisianCrepesTrench HomeCafeInATrench TrenchCoatHotCocoa BakeInATrenchCoat',
    travel:
      'RainyPhotoWalkTrench TrenchCoatTrainStation TrenchCoatCafeCrawl TrenchCoatMuseumDay PackATrenchForTheTrip AutumnStrollTrench OldTownTrenchTour BookshopHopTrench',
    wellness:
      'TrenchCoatCafeMorning TrenchCoatRainWalk LoveTheDrizzleTrench TrenchCoatSoloDate WindowSeatTrench CozyTrenchAndTea SlowSundayTrench PhoneFreeTrenchStroll',
    speed:
      'TrenchCoatQuickChange TieTheTrenchBelt TrenchCoatButtonDash BuzzerBeaterTrench TrenchCoatRelay UmbrellaAndTrenchRace FastestTrenchFold RainReadyTrenchIn10',
    music:
      'TrenchCoatJazz TrenchCoatSneakTheme NoirSaxophoneTrench TrenchCoatRainSong CroonerInATrench DetectiveRapTrench LipSyncInATrench PianoBarTrench',
    art: 'TrenchCoatNoirPhoto DrawTheTrench DetectiveComicTrench TrenchCoatSilhouette WatercolorTrenchRain TrenchCoatPaperDoll ChalkArtTrench StencilTrenchPortrait',
    tech: 'TrenchCoatSpyGadgets TrenchCoatNoirFilter CinematicTrenchEdit TrenchCoatSlowMo TransitionIntoTrench AIStylesMyTrench GreenScreenTrench SelfTimerTrenchShot',
    pet: 'RainyWalkiesTrench CatInspectsMyTrench TrenchPocketTreats MuddyPawsVsTrench HomecomingTrenchWiggles KittenNapsOnMyTrench ParrotOnTrenchShoulder PupApprovedTrench',
    gaming:
      'TrenchCoatSpyMission SolveItInATrench WhodunitTrench TrenchCoatEscapeRoom TrenchCoatHideAndSeek TrenchCoatTrivia CodeBreakerTrench CharadesInATrench',
  },
  corset: {
    dance:
      'CorsetWaltz CorsetMinuet CorsetRunwayStrut CorsetLacingOnTheBeat MasqueradeCorsetBall CurtsyAndSpinCorset SneakersAndACorset RegencyCorsetReel',
    fitness:
      'CorsetPostureWalk NaturalCorsetCore CorsetOffYogaFlow BalanceABookCorset CorsetPromenade CorsetBallroomCardio StretchAfterCorset GardenStrollCorset',
    funny:
      'CorsetLacingStruggle CorsetAndSneakers CorsetDramaMonologue DadTiesMyCorset SneezeInACorset CorsetSnackAttempt FaintingCouchCorset RegencyGossipCorset',
    prank:
      'CorsetBallInvitation CorsetRegencyEntrance CorsetTeaPartySurprise OldEnglishAllDayCorset CurtsyGreetingCorset QuillLetterCorset ButlerBellCorset PortraitPoseCorset',
    educational:
      'CorsetMythsBusted CorsetVsBustier CorsetByTheCentury WhatsInsideACorset LaceACorsetRight CorsetOrWaistTrainer PopStarCorsetEra RegencyCorsetQuiz',
    cooking:
      'CorsetLacedCookies CorsetDollCake BakeInACorset CorsetHighTea SconesAndCorsets RegencyTartsCorset CucumberSandwichCorset CorsetPicnicBasket',
    travel:
      'CorsetRegencyFestival CorsetMuseumTrip CorsetParkPhotoshoot CorsetTeaRoomVisit HistoricTownCorset RoseGardenCorset PackingACorset OldLibraryCorset',
    wellness:
      'CorsetOffUnwind CorsetPostureReset SlowTeaInACorset GardenReadingCorset LetterToMyselfCorset ComfortOverCorset CorsetGratitudeJournal ClassicalMusicCorset',
    speed:
      'CorsetLacingRace CorsetQuickChange CorsetHookSprint CorsetBeforeTheWaltz OneMinuteCorsetLook TagTeamCorset RegencyRushCorset SpeedrunCorsetStyle',
    music:
      'CorsetStringQuartetCover CorsetBallPlaylist CorsetOperaAria CorsetLipSync RegencyRemixCorset PianoRecitalCorset DuetInCorsets ClassicalPopCorset',
    art: 'CorsetFashionSketch SewAMiniCorset CorsetPaperDoll CorsetLaceEmbroidery PaintACorsetPortrait CardboardCorsetSculpt FloralPaintedCorset CorsetPatternDraft',
    tech: 'CorsetLacingSlowMo CorsetTransition AIDesignsMyCorset CorsetSewTimelapse PaintingFilterCorset GreenScreenBallCorset CorsetPortraitComesAlive VirtualTryOnCorset',
    pet: 'CorsetLookPetReaction CorsetAndCatPortrait LadyAndHerDogCorset PuppyPromenadeCorset BunnyGardenCorset ParrotPerchCorset KittenApprovedCorset HamsterMeetsMyCorset',
    gaming:
      'CorsetCosplayBuild CorsetCharacterOutfit RegencyCharadesCorset CorsetDungeonMaster CorsetSkinUnlocked LevelUpCorsetLook TwentyQuestionsCorset SidequestCorset',
  },
  'cloud watching': {
    dance:
      'CloudWatchingSway CloudWatchingShapeDance CloudWatchingBallet CloudWatchingFreeze SlowDanceCloudWatching InterpretiveCloudWatching HulaCloudWatching ShadowDanceCloudWatching',
    fitness:
      'CloudWatchingStretch CloudWatchingWalk CloudWatchingSitUps YogaCloudWatching HilltopCloudWatching LegRaisesCloudWatching JogThenCloudWatching CoolDownCloudWatching',
    funny:
      'CloudWatchingDebate CloudWatchingCommentary CloudWatchingConspiracy CloudWatchingRoast DadsCloudWatchingGuesses SleepyCloudWatching KidsVsAdultsCloudWatching GrandpaCloudWatching',
    prank:
      'CloudWatchingTallTales SneakySnackCloudWatching PicnicCloudWatching PhotoEditCloudWatching CloudWatchingBogusFacts CloudWatchingWakeUpCall CottonBallCloudWatching CloudWatchingSurprise',
    educational:
      'CumulusCloudWatching CloudWatchingWeatherCall CloudWatchingFieldGuide CloudWatchingQuiz SkyJournalCloudWatching LatinNamesCloudWatching ShadowSpeedCloudWatching TeachAKidCloudWatching',
    cooking:
      'CloudWatchingPicnic MeringueCloudWatching CottonCandyCloudWatching LemonadeCloudWatching MarshmallowCloudWatching FruitSkewersCloudWatching BerryBowlCloudWatching IcedTeaCloudWatching',
    travel:
      'CloudWatchingFromAPlane CloudWatchingRoadTrip BeachCloudWatching ParkBenchCloudWatching CampsiteCloudWatching MeadowCloudWatching CloudWatchingPostcards TrainWindowCloudWatching',
    fashion:
      'CloudWatchingPicnicFit SkyBlueCloudWatching CloudWatchingSunHat CloudWatchingCozyLayers SunglassesCloudWatching BarefootCloudWatching LinenDayCloudWatching PastelLookCloudWatching',
    speed:
      'CloudWatchingSixtySeconds CloudWatchingShapeRace CloudWatchingSpeedSketch NameItFastCloudWatching CloudWatchingBlitz FirstToSpotCloudWatching TagTeamCloudWatching HaikuSprintCloudWatching',
    music:
      'CloudWatchingHumAlong CloudWatchingLullaby CloudWatchingPlaylist UkuleleCloudWatching SongwritingCloudWatching LofiCloudWatching WhistleWhileCloudWatching HarmonicaCloudWatching',
    art: 'CloudWatchingSketch CloudWatchingPainting CartoonsFromCloudWatching PhotoSeriesCloudWatching CottonBallCloudWatching ChalkArtCloudWatching CloudWatchingPoetry ClayShapesCloudWatching',
    tech: 'CloudWatchingAppTest TimelapseCloudWatching CloudWatchingAIGuess PanoramaCloudWatching NewWallpaperCloudWatching PhoneTripodCloudWatching EditACloudWatchingReel PortraitModeCloudWatching',
    pet: 'CloudWatchingWithMyDog CloudWatchingPetNap CloudWatchingPuppyPile MyCatsCloudWatching ParrotCloudWatching TortoiseCloudWatching BunnyCloudWatching LeashWalkCloudWatching',
    gaming:
      'CloudWatchingSpyGame CloudWatchingBingo CloudWatchingCharades CloudWatchingStoryDice ScavengerCloudWatching ScoreboardCloudWatching RiddleRoundCloudWatching MemoryCloudWatching',
  },
  'grocery bagging': {
    dance:
      'GroceryBaggingDance BaggingToTheBeat BaggingBallet BaggingConga ShuffleWhileBagging DiscoGroceryBagging RobotDanceBagging SalsaStepBagging',
    fitness:
      'GroceryBaggingCurls GroceryBagFarmerWalk OneTripBagging BaggingLunges BaggingCoreTwist StepUpsAfterBagging WarmUpForBagging BaggingRelayRun',
    funny:
      'GroceryBaggingPetPeeves GroceryBaggingRatings BreadOnTopBagging DadsBaggingStrategy WorstBaggingEver BaggingLikeASurgeon SportsCommentaryBagging BaggingWithToddlers',
    prank:
      'GroceryBaggingNote GroceryBaggingSecretTreat FancyBaggingService GooglyEyeGroceryBagging BaggingTreasureHunt GiftWrappedBagging RobotVoiceBagging OperaticBagging',
    educational:
      'GroceryBaggingPhysics HeavyOnBottomBagging PaperVsReusableBagging ColdFoodsTogetherBagging BaggingMathWeights BaggingPlasticFreeWeek TeachAKidBagging NutritionLabelBagging',
    cooking:
      'GroceryBaggingToDinner GroceryBaggingMealPlan MysteryBaggingCookOff BaggingByRecipe FridgeReadyBagging BaggingForAPotluck SoupNightBagging SmoothiePackBagging',
    travel:
      'RoadTripSnackBagging BeachDayBagging PicnicBasketBagging BaggingForTheCabin FarmersMarketBagging VacationRentalBagging CoolerPackBagging HikeLunchBagging',
    fashion:
      'GroceryBaggingToteStyle GroceryBaggingApronFit BaggingOOTD BaggingUniformGlowUp PajamaBagging RunwayGroceryBagging SundayBestBagging ColorCoordinatedBagging',
    wellness:
      'MindfulGroceryBagging GroceryBaggingSatisfying GratefulBagging BaggingForANeighbor FoodBankBagging BaggingBreathwork BaggingWithGrandma QuietMorningBagging',
    music:
      'GroceryBaggingBeat GroceryBaggingSong ScannerBeepBagging BaggingRap BaggingJingle PaperCrinkleBagging OperaticBagging WhistleWhileBagging',
    art: 'GroceryBaggingColorSort GroceryBaggingPhotoSeries BaggingStillLife BaggingFlatLay ComicStripBagging SketchMyBagging ReceiptArtBagging WatercolorBagging',
    tech: 'CartToCupboardBagging ShoppingListAppBagging MagicSelfBagging AIPlansMyBagging BaggingSlowMo BarcodeScanBagging BaggingPOVCam VoiceAssistantBagging',
    pet: 'GroceryBaggingDogHelper GroceryBaggingCatCheck PetFoodBagging BaggingSupervisorPup HamsterWatchesBagging ParrotNarratesBagging BunnyInspectsBagging TreatStashBagging',
    gaming:
      'GroceryBaggingPuzzleGame GroceryBaggingHighScore BaggingBossLevel BaggingHardMode CoOpBaggingRun MemoryMatchBagging SpeedrunBagging SideQuestBagging',
  },
  'table setting': {
    dance:
      'TableSettingDance TableSettingWaltz SettingTheTableShuffle TableSettingConga NapkinSpinTableSetting BeatDropTableSetting MoonwalkTableSetting BalletTableSetting',
    fitness:
      'TableSettingLaps WaiterCarryTableSetting TableSettingStepCount OneTripTableSetting TiptoeTableSetting TableSettingWarmUp DeepSquatTableSetting PlankBreakTableSetting',
    funny:
      'TableSettingButlerSkit TableSettingRoyalMode WhichForkTableSetting KidsTableSettingFails DadsTableSetting PaperPlateTableSetting TableSettingChaos NarratedTableSetting',
    prank:
      'TableSettingFancyUpgrade TableSettingForTeddies TableSettingBackwards TableSettingTinyEdition NicknameCardsTableSetting CerealNightTableSetting GooglyEyesTableSetting FrenchMenuTableSetting',
    educational:
      'FormalTableSettingQuiz OutsideInTableSetting GlobalTableSetting ChopstickRestTableSetting NapkinFoldTableSetting BAndDTrickTableSetting DrawATableSettingMap TeachKidsSettingTheTable',
    cooking:
      'TableSettingDinnerParty TableSettingBrunch PotluckTableSetting TacoBarTableSetting SundayRoastTableSetting PizzaNightTableSetting TableSettingForTwo HighTeaTableSetting',
    travel:
      'CampsiteTableSetting BeachBlanketTableSetting RoadTripTableSetting CabinTableSetting ParkBenchTableSetting SettingTheTableOutdoors HolidayHomeTableSetting GardenPartyTableSetting',
    fashion:
      'TableSettingColorMatch TableSettingFitCheck PocketSquareTableSetting BlackTieTableSetting PajamaTableSetting TableSettingRunway SundayBestTableSetting FestiveKnitTableSetting',
    wellness:
      'TableSettingSlowDinner TableSettingGratitude PhoneFreeTableSetting WildflowerTableSetting TableSettingForOne SettingTheTableMindfully ThankYouCardTableSetting KindNotesTableSetting',
    music:
      'TableSettingToTheBeat JazzNightTableSetting TableSettingPlaylist SpoonDrumTableSetting SettingTheTableSingAlong OperaTableSetting TableSettingRap LofiTableSetting',
    art: 'TableSettingFlatLay TableSettingCenterpiece NapkinSwanTableSetting DrawATableSetting TableSettingStillLife PlaceCardArtTableSetting MiniatureTableSetting RainbowTableSetting',
    tech: 'TableSettingTimeLapse TableSettingStopMotion OverheadShotTableSetting AIDesignsMyTableSetting TableSettingSlowMo ReverseVideoTableSetting MoodBoardTableSetting SmartSpeakerTableSetting',
    pet: 'TableSettingPetDinner TableSettingForMyCat PuppyBirthdayTableSetting DogPlaceCardTableSetting ParrotGuestTableSetting BunnyBrunchTableSetting FancyFoodBowlTableSetting PawPrintTableSetting',
    gaming:
      'TableSettingGameNight WhatsMissingTableSetting SpeedrunSettingTheTable CutleryBingoTableSetting MysteryDinnerTableSetting SpotTheSwapTableSetting ChessboardTableSetting HighScoreTableSetting',
  },
  'yo yo': {
    dance:
      'YoYoOnTheBeat YoYoMoonwalk YoYoWalkTheDogDance YoYoFreezeFrame DanceWhileYoYoSleeps RetroDiscoYoYo SwingDanceYoYo ShuffleStepYoYo',
    fitness:
      'YoYoIntervalTest YoYoWhileSquatting YoYoOnOneFoot YoYoWallSit PowerWalkYoYo CalfRaiseYoYo LungeAndYoYo TreePoseYoYo',
    funny:
      'YoYoFirstAttempt YoYoTangle DadsYoYoTricks GrandmaYoYoChampion YoYoTrashTalk MyYoYoHasStageFright YoYoNarratedEpic HypnotizedByYoYo',
    prank:
      'YoYoSurpriseNote YoYoCandyDrop YoYoMagicTrick FakeExpertYoYo YoYoInTheCerealBox GlowInTheDarkYoYo SecretAgentYoYo BackwardsVideoYoYo',
    educational:
      'YoYoGyroscopeScience MakeAYoYoFromLids AncientGreekYoYo YoYoWordOrigin BearingVsFixedAxleYoYo TeachMeOneYoYoTrick HowAYoYoSleeps YoYoFrictionTest',
    cooking:
      'YoYoBiscuits YoYoMacarons YoYoCakePops YoYoDonuts WhoopiePieYoYo BakeAYoYoCake ChocolateYoYoTruffles LollipopYoYo',
    travel:
      'YoYoMuseumTrip YoYoAroundTheWorld YoYoAtTheBeach YoYoOnTheTrain CarryOnYoYo ToyShopYoYoHunt PostcardTrickYoYo TentsideYoYo',
    fashion:
      'YoYoRetroFit YoYoBeltClip YoYoEarrings YoYoColorMatch StreetStyleYoYo GraphicTeeYoYo NinetiesKidYoYo CargoPocketYoYo',
    wellness:
      'YoYoFidgetCalm YoYoFocusFlow YoYoBreathingRhythm YoYoScreenBreak SunnyPorchYoYo GratitudeThrowYoYo SlowSpinYoYo QuietHourYoYo',
    music:
      'YoYoRhythmTricks YoYoToTheBeat YoYoBeatbox YoYoMetronome KaraokeYoYo RapBattleYoYo DrumrollYoYo PianoRiffYoYo',
    art: 'YoYoCustomDesign YoYoLightTrailPhoto YoYoSpinArt PaintYourYoYo DrawAYoYoTrick YoYoStampPrints ComicStripYoYo ClayYoYoCharm',
    tech: 'YoYoSlowMoCam YoYoStopMotion AIJudgesMyYoYo ReverseVideoYoYo YoYoSpinCounterApp GreenScreenYoYo TimelapseYoYoPractice FirstPersonYoYo',
    pet: 'PawPrintYoYoDesign WalkTheDogWithMyPup PetNamedYoYo ParrotSaysYoYo PuppyPosesWithYoYo SleepyKittenYoYo HamsterWheelVsYoYo BunnyWatchesYoYo',
    gaming:
      'YoYoTrickLadder YoYoBattle YoYoHighScore YoYoCopycat BossLevelYoYo ComboMeterYoYo SimonSaysYoYo AchievementYoYo',
  },
  vinyl: {
    dance:
      'VinylDanceParty VinylSpinAndTwirl RecordPlayerSlowDance VinylFreezeDance NeedleDropVinylDance TwoStepToVinyl GrandpasVinylJive KitchenVinylDisco',
    fitness:
      'VinylSideAWorkout VinylFlipSquats YogaToVinyl VinylCrateCarry PlankForOneVinylTrack VinylJumpRope LungesToTheTurntable CoolDownWithVinyl',
    funny:
      'VinylCollectorProblems KidsReactToVinyl DadTriesTurntableScratch VinylIsAGiantCD VinylSnobReview WrongSpeedVinyl GrandpaVinylLecture VinylCleaningDrama',
    prank:
      'VinylSwapSurprise RecordPlayerSerenade VinylWakeUpCall SlowSpeedVinylPrank TurntableTeddyDJ DramaticEntranceVinyl MomsSongOnVinyl WrongGenreVinyl',
    educational:
      'VinylGroovesUpClose VinylSpeedQuiz CleanAVinylRight VinylVsCDVsStreaming PaperCupRecordPlayer HowVinylWorks VinylFactOrMyth NameTheTurntableParts',
    cooking:
      'VinylRecordCookies VinylDinnerParty RecordPlayerBrunch VinylPizzaNight CookByTheVinylSide ChocolateVinylTart PancakeStackVinyl SundaySoupAndVinyl',
    travel:
      'VinylRecordStoreTour VinylCrateDiggingTrip FleaMarketVinylHunt VinylSouvenirs VinylCafeCrawl ThriftShopVinyl CabinWeekendVinyl PicnicWithATurntable',
    fashion:
      'VinylCollectorFit VinylBandTeeStyle VinylRecordEarrings VinylToteBag AlbumCoverVinylOutfit SeventiesVinylLook MatchMyVinylSleeve HeadphonesAndVinyl',
    wellness:
      'VinylSlowListening VinylSundayMorning FullAlbumVinylNoPhones VinylAndTea MeditateToVinyl RainyDayVinyl LyricsJournalVinyl ComfortSongsVinyl',
    speed:
      'VinylSpeedSort VinylFlipRace NameThatVinylIntro VinylSleeveMatchDash TurntableSetupSpeedrun BeforeTheSongEndsVinyl FiveSecondVinylGuess CrateDigVinylBlitz',
    art: 'VinylRecordPainting VinylCoverRecreation VinylSleeveCollage VinylLabelDesign SpinArtOnATurntable SketchTheRecordPlayer ZineAboutVinyl MiniatureVinylShelf',
    tech: 'VinylSetupTour VinylVsStreaming TurntableUpgrade DigitizeYourVinyl SlowMoNeedleVinyl MacroGroovesVinyl AIGuessesMyVinyl SongIDAppVinyl',
    pet: 'VinylPetReaction VinylCoverStarringMyCat DogHowlsToVinyl ParrotDancesToVinyl PuppyLullabyVinyl SleepyKittenVinyl SoftVinylForBunny GuineaPigVinylNight',
    gaming:
      'VinylGuessTheAlbum VinylTriviaNight RecordStoreVinylBingo VinylMusicalChairs CoverArtMemoryVinyl DJBattleTurntable FreezeTagVinyl PassTheVinylSleeve',
  },
  cassette: {
    dance:
      'CassetteDanceParty MixtapeDanceBreak CassetteRewindDance TwoStepMixtape BreakdanceToACassette SideBShuffleMixtape RobotDanceCassette SlowDanceMixtape',
    fitness:
      'CassetteWorkoutTape MixtapeAerobics MixtapeMorningJog CassetteStepClass LegWarmerCassetteCardio PlankTillCassetteFlips YogaFlowMixtape JumpRopeToAMixtape',
    funny:
      'CassettePencilRewind KidsReactToCassettes MixtapeFromTheAttic DadsEmbarrassingMixtape CassetteTangleRescue GuessWhatACassetteIs CassetteVoicemailDrama RetroAdForMixtape',
    prank:
      'CassetteMessageSurprise MixtapeOnTheDoorstep CassetteAlarmClock DadJokesMixtape SpyBriefingMixtape FakeRadioShowCassette CassetteTreasureClues BirthdayShoutoutMixtape',
    educational:
      'MagnetsInsideACassette WhyPencilsRewindCassettes CassetteTimeline MixtapeMathMinutes TrueOrFalseCassette RecordOnACassette CassetteVsVinylQuiz HowCassettesWork',
    cooking:
      'CassetteTapeCookies MixtapeDinnerParty CassetteBirthdayCake CookToAMixtape MixtapeForEachCourse RetroDinerMixtape PopcornAndCassettes SundaeBarMixtape',
    travel:
      'CassetteThriftHunt MixtapeRoadTripSongs AudioPostcardCassette TrainRideMixtape BeachBoomboxMixtape CassetteCityWalk FleaMarketCassette CampsiteMixtape',
    fashion:
      'CassetteRetroFit MixtapeEightiesLook CassetteTapeEarrings CassettePrintTee OutfitFromMyMixtape PatchJacketCassette HeadphonesAndCassettes NeonColorsMixtape',
    wellness:
      'CassetteNostalgiaHour MixtapeMemoryLane RewindAndRelaxCassette MixtapeForAFriend CalmMixtape AudioJournalCassette BedtimeMixtape NatureWalkMixtape',
    speed:
      'CassetteRewindRace CassetteFlipSpeedTest TwoMinuteMixtape CassetteCaseDash UntangleCassetteSprint FastForwardCassetteQuiz LabelTheMixtapeFast StackTheCassettes',
    art: 'CassetteTapeArt MixtapeCoverDesign PaintedCassetteShell PixelDrawingCassette JCardDoodleCassette CassetteShelfDiorama StencilPrintCassette MixtapeZine',
    tech: 'CassetteToDigital CassettePlayerRepair MixtapeToPlaylistApp CassetteSoundFilter SlowMoCassetteReels AIRatesMyMixtape VoiceMemoMixtape PodcastOnCassette',
    pet: 'MixtapeForMyPet DogReactsToCassette PuppyLullabyMixtape CatNapCassetteMix BirdSingsToMixtape WalkiesMixtape QuietMixtapeForBunny HamsterWheelMixtape',
    gaming:
      'MixtapeTriviaNight RetroArcadeMixtape CassetteNameThatTune MixtapeMusicalChairs GameSoundtrackMixtape CassetteScavengerHunt EightBitMixtape HighScoreCassette',
  },
};
