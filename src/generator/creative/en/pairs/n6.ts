import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  saucepan: {
    dance:
      'SaucepanAirGuitar TangoWithASaucepan SaucepanHatConga SaucepanRobotDance MarchingSaucepanLids KitchenDiscoSaucepans SaucepanSpoonShuffle CopyMySaucepanMoves',
    fitness:
      'EmptySaucepanRows SaucepanFarmersWalk ArmsLengthSaucepanHold SaucepanPassPlank SquatTillTheSaucepanBoils SaucepanBicepCurls OverheadSaucepanPress SaucepanHeadBalance',
    funny:
      'SaucepanHelmetKnight WatchedSaucepanNeverBoils TheSaucepanIsSoaking MilkEscapesTheSaucepan WhichLidFitsTheSaucepan BurntSaucepanApology SaucepanFunhouseFaces EatingFromTheSaucepan',
    prank:
      'GooglyEyedSaucepan SaucepanLidLoveNote TinySaucepanSwap RubberDucksInTheSaucepan SaucepanSurpriseDinner SaucepanInTheSockDrawer PhotobombingSaucepan SaucepanSmileyMagnets',
    educational:
      'LidOnOrOffSaucepan SaucepanEggFloatTest GuessTheSaucepanCups StockpotOrSaucepanQuiz SaucepanInFiveLanguages RedCabbageSaucepanLab BubbleScienceSaucepan SaucepanSaltMyth',
    travel:
      'HostelSaucepanHunt CampingWithOneSaucepan FleaMarketSaucepanFind SaucepanInMyCarryOn VanLifeSaucepan SaucepanOnMyBackpack PotluckSaucepanWalk CopperSaucepanSouvenir',
    fashion:
      'SaucepanLidClutch MiniSaucepanEarrings DressLikeMySaucepan SaucepanHatFitCheck CopperSaucepanGlam ChefApronSaucepanLook StrutWithASaucepan SaucepanPrintTote',
    wellness:
      'SaucepanSoupForANeighbor MindfulSaucepanScrub SaucepanSimmerASMR WarmMilkSaucepanBedtime GratitudeStirSaucepan SaucepanPorridgeMornings SaucepanHerbalTea CozySaucepanCocoa',
    speed:
      'NestingSaucepansDash SaucepanLidMatchSpeedrun SaucepanWashUpBlitz EggInASaucepanRelay BeatTheSaucepanBoil SaucepanCupboardPuzzle SaucepanSizeOrderRace OneMinuteSaucepanShine',
    music:
      'SaucepanDrumKit SaucepanLidCymbals PlayAScaleOnSaucepans CopyMySaucepanRhythm SaucepanHeavyMetal WoodenSpoonSaucepanSolo KitchenBandSaucepans SaucepanBeatBattle',
    art: 'SaucepanStillLife ReflectionInASaucepan SaucepanLidPrints OldSaucepanPlanter OneLineSaucepan ClayMiniSaucepan SaucepanWithAFace CopperSaucepanShading',
    tech: 'SaucepanBoilTimelapse SlowMoSaucepanBubbles AskAIForASaucepanMeal SaucepanSpeakerHack SaucepanStopMotion MeasureASaucepanByPhone ShinySaucepanProductShot VideoCallSaucepanLesson',
    pet: 'SaucepanPupRiceBowl SaucepanShellGame PuppyVsSaucepanGrowth SaucepanCatChickenTreat SaucepanKittyGrass KibbleHuntSaucepan ParrotPlaysTheSaucepan GuineaPigSaucepanHideout',
    gaming:
      'SaucepanPingPongToss SaucepanMiniGolf WhatsUnderTheSaucepan SaucepanSoundQuiz CookingSimSaucepanRun BeanbagSaucepanKnockdown SaucepanMusicalChairs SimonSaysSaucepan',
  },
  wheelbarrow: {
    dance:
      'WheelbarrowWaltz LineDanceWithAWheelbarrow PartnerWheelbarrowShuffle WheelbarrowBeatDrop MoonwalkTheWheelbarrow WheelbarrowTwoStep FollowTheWheelbarrowConga HoedownWheelbarrowSpin',
    funny:
      'WhyIsTheWheelbarrowFlat WheelbarrowParkingSkills WheelbarrowRaceCommentary WheelbarrowVsGardenGate WobblyWheelbarrowSteering SqueakyWheelbarrowSong OneWheelbarrowLoadTooMany WheelbarrowSlowMoDump',
    prank:
      'WheelbarrowFullOfBalloons GooglyEyedWheelbarrow SurpriseWheelbarrowGarden WheelbarrowWearingDadsHat SecretWheelbarrowHelper StickyNoteWheelbarrow TeddyBearWheelbarrow WheelbarrowInTheKitchen',
    educational:
      'WheelbarrowLeverLesson WhoInventedTheWheelbarrow BricksPerWheelbarrowGuess WheelbarrowBalanceScience FixAWheelbarrowTire CompostOrNotWheelbarrow SoilTypeWheelbarrowSort WheelbarrowPartsQuiz',
    cooking:
      'GardenToTableWheelbarrow WheelbarrowDrinksCooler WheelbarrowBirthdayCake PumpkinWheelbarrowPie PicnicWheelbarrowBuffet WheelbarrowSugarCookies ZucchiniByTheWheelbarrow HarvestWheelbarrowSalsa',
    travel:
      'PumpkinPatchWheelbarrow GardenCenterWheelbarrow CampsiteWheelbarrowHaul FarmStayWheelbarrowChores AllotmentWheelbarrowTour OrchardWheelbarrowPicking WheelbarrowPlanterWalk BeachGearWheelbarrow',
    fashion:
      'GardenerChicWheelbarrow DenimOverallsWheelbarrow CottagecoreWheelbarrow WheelbarrowToRunwayGlowUp WheelbarrowFlowerCrown RainBootWheelbarrowStrut StrawHatWheelbarrowLook WheelbarrowPrintApron',
    wellness:
      'WheelbarrowGardenTherapy MindfulMulchWheelbarrow WheelbarrowHerbPlanter NeighborWheelbarrowHelp WheelbarrowWorryDump SlowSundayWheelbarrow BirdsongWheelbarrowBreak FreshAirWheelbarrowHour',
    speed:
      'ClassicWheelbarrowRace LeafPileWheelbarrowDash WheelbarrowConeSlalom WheelbarrowLoadIn60 WheelbarrowBallRelay DumpAndBackWheelbarrow BeatTheRainWheelbarrow PumpkinWheelbarrowSprint',
    music:
      'SqueakyWheelbarrowRemix WheelbarrowTubDrums WheelbarrowShanty CountrySongWheelbarrow ShovelAndWheelbarrowJam RhymeWithWheelbarrow GravelWheelbarrowBeat WheelbarrowBoomboxParade',
    art: 'PaintedWheelbarrowPlanter PopsicleStickWheelbarrow WheelbarrowFairyGarden WheelbarrowScarecrow LeafCollageWheelbarrow ChalkWheelbarrowShadow RedWheelbarrowStillLife WheelbarrowMosaicTiles',
    tech: 'WheelbarrowStepCounter WheelbarrowLoadsTimelapse PlantIDAppWheelbarrow WheelbarrowPOVCam AskAIHowManyWheelbarrows GPSSpeedWheelbarrow SqueakDecibelWheelbarrow SlowMoWheelbarrowTip',
    pet: 'DogFollowsTheWheelbarrow ChickensVsWheelbarrowSoil CatNapInTheWheelbarrow WheelbarrowTreatHunt WheelbarrowBunnyGarden AutumnWheelbarrowPetPhoto LeafPileWheelbarrowPup WheelbarrowDigPit',
    gaming:
      'WheelbarrowCornhole WheelbarrowUpgradeQuest WheelbarrowRaceBracket HideAndSeekWheelbarrow InMyWheelbarrowIPut LawnBowlingWheelbarrow GardenTreasureWheelbarrow MusicalWheelbarrows',
  },
  dresser: {
    dance:
      'DresserOutfitBeatSwap DresserMirrorDuet HipBumpDresserShut FreshSocksDresserShuffle LaundryDayDresserBop DresserKnobTwist TwoStepToTheDresser PajamaPartyDresserDance',
    fitness:
      'BottomDrawerDresserSquats OneLegSocksAtTheDresser DresserCalfRaiseReach FoldedPileDresserLaps DresserMirrorFormCheck DresserLaundryLunges DresserStretchBreak HeadToToeDresserWarmUp',
    funny:
      'TheChairVsMyDresser StuckDresserDrawerBattle FlatPackDresserFail DresserSockBlackHole WhoseDresserIsMessier WhatsOnTopOfYourDresser DresserMirrorPepTalk DresserCreakSoundFX',
    prank:
      'BalloonFilledDresser DresserKnobGooglyEyes SwappedDresserDrawers LoveNotesInTheDresser PlushieTakeoverDresser DresserTowelSwans MismatchedSockDresser SnackStashDresserSurprise',
    educational:
      'AnchorYourDresser DresserVsChestOfDrawers DresserWoodTypeQuiz DovetailJointDresser FileFoldVsRollDresser AntiqueDresserAgeGuess HowManyTeesFitADresser FixALooseDresserKnob',
    cooking:
      'GingerbreadDresser DresserCoffeeBar DresserCakeWithDrawers MocktailDresserStation WelshDresserTeaTime FondantMiniDresser GrandmasDresserRecipe DollhouseDresserCookies',
    travel:
      'UnpackIntoTheHotelDresser AntiqueMarketDresserHunt PackingCubeDresser DresserInTheHatchback VacationRentalDresser DormMoveInDresser SouvenirDresserDrawer HistoricHouseDresserTour',
    wellness:
      'OneDresserDrawerReset DresserTopPlantCorner LavenderSachetDresser DresserMirrorAffirmations SundayDresserRefresh DonateFromYourDresser TidyDresserCalmMind GratitudePhotosDresser',
    speed:
      'DresserSockMatchRace LaundryToDresserSpeedrun DresserToDressedIn60 TenShirtFoldDresser DresserBlindGrab FlatPackDresserBuild PajamaDresserDash FiveMinuteDresserTidy',
    music:
      'DresserDrawerDrums HairbrushMicAtTheDresser DresserMusicBoxCover DresserCreakSymphony SockPuppetDresserChoir RattleTheDresserKnobs LullabyByTheDresser GetReadyDresserRap',
    art: 'ThriftedDresserFlip OmbreDresserDrawers ClayDresserKnobs MatchboxMiniDresser StencilPatternDresser DresserShadowBoxArt DresserTopStillLife WallpaperLinedDresser',
    tech: 'DresserLEDStripGlowUp SellYourDresserOnline ARDresserRoomPreview DresserProductPhotos DigitalDresserInventory StopMotionDresserFold QRCodeDresserLabels AskAIToStyleMyDresser',
    pet: 'CatClaimsTheDresser OldDresserDogBed TreatDrawerDresserSit PetPortraitOnTheDresser DresserHideAndSniff GroomingKitDresser PuppyProofTheDresser DresserToyStashTour',
    gaming:
      'DresserEscapeRoom RollDiceDresserOutfit ShellGameDresserDrawers ScavengerHuntDresser BlindfoldDresserGuess LifeSimDresserDecor MemoryMatchDresser HotAndColdDresser',
  },
  convertible: {
    dance:
      'ConvertibleRoofBeatDrop SockHopConvertible SpongeDanceConvertible ConvertibleDrivewayJive DropTopTwist CarShowConvertibleShuffle RetroConvertibleBop SunglassesFlipConvertible',
    fitness:
      'WaxOnArmDayConvertible HubcapSquatsConvertible ConvertibleBucketCarry TrailheadConvertibleHike LungeAroundTheConvertible ConvertibleStretchStop ConvertibleBeachBootcamp BikeTrailConvertible',
    funny:
      'ConvertibleHairReveal ConvertibleRainSurprise ConvertibleVsCarWash WinterCoatConvertibleRide SlowestConvertibleRoof DadJokesInAConvertible ConvertibleSalesPitch GrandmasFirstConvertible',
    prank:
      'ToyConvertibleSurprise CardboardConvertibleRide MyNewConvertibleReveal ConvertibleKeyCookies PlushPassengerConvertible ConvertibleColoringPage ConvertibleWindshieldPoem ChalkDrivewayConvertible',
    educational:
      'HowAConvertibleRoofFolds ConvertibleTopTypesQuiz SunscreenForConvertibles WhyItsCalledAConvertible GuessTheConvertibleDecade ConvertibleAirflowTest ConvertibleRollBarScience ReadTheCloudsConvertible',
    cooking:
      'ConvertiblePicnicBasket ConvertibleDinerMilkshake RoadTripConvertibleSnacks ConvertibleCarCakeBuild TinyTrunkConvertibleLunch DriveInConvertiblePopcorn FiftiesConvertibleSundae ConvertibleShapedCookies',
    fashion:
      'ConvertibleHeadscarfLook ConvertibleDressTenWays ZipOffConvertiblePants WindproofConvertibleHair FiftiesConvertibleOutfit ToteToBackpackConvertible CatEyeConvertibleShades DropTopFitCheck',
    wellness:
      'ConvertibleStargazing FreshAirConvertibleRide ConvertibleSunriseCoffee ConvertibleDeepBreaths PhoneFreeConvertible CloudWatchingConvertible GrandmaConvertibleOuting SunscreenFirstConvertible',
    speed:
      'ConvertibleRoofUpRace TinyTrunkConvertibleBlitz ConvertibleWashSpeedrun ToyConvertibleRampDash GloveboxTidyConvertible CarShowConvertibleHunt FoldTheMapConvertible HeadscarfKnotConvertible',
    music:
      'ConvertibleSingAlong DropTopAnthem ClassicCarSongConvertible ConvertibleWindRemix ConvertibleGarageJam DooWopConvertibleHarmony SurfRockConvertibleRiff BackseatConvertibleDuet',
    art: 'SketchAClassicConvertible CardboardConvertible ChalkConvertibleDriveway ConvertibleTravelPoster WatercolorConvertible ModelConvertiblePaintJob PopArtConvertible ReflectionsOnAConvertible',
    tech: 'DashcamConvertibleTrip SlowMoConvertibleRoof ConvertibleDecibelTest PassengerPOVConvertible ConvertibleModelRender ConvertibleHyperlapse AIPlannedConvertibleRoute ConvertibleSunsetEdit',
    pet: 'ConvertiblePetPortrait HarnessUpConvertible CardboardConvertibleCat PuppyMeetsTheConvertible ConvertibleTravelKit DogParkConvertibleTrip PlushConvertibleChewToy ShadeAndWaterConvertible',
    gaming:
      'ConvertibleSpottingPoints RacingGameConvertible ConvertibleRoadTripBingo GuessThatConvertible RCConvertibleRally ConvertibleCarShowTrivia ISpyFromTheConvertible OpenWorldConvertible',
  },
  'picket fence': {
    dance:
      'PopUpOverThePicketFence PicketFenceKickLine DadDanceByThePicketFence WhitePicketFenceWaltz PicketFenceShadowMoves PicketFencePaintGroove SkipAlongPicketFence PorchToPicketFenceStrut',
    fitness:
      'PaintThePicketFenceDrill PicketFenceSquatTouchUp PicketFenceLungeLine PushUpPerPicketFence PicketFenceCalfStretch PicketFenceJumpingJacks JogPastEveryPicketFence LumberCarryPicketFence',
    funny:
      'PicketFenceDreamVsReality TomSawyerPicketFence PicketFenceSoapOpera SitcomIntroPicketFence StockPhotoPicketFence WetPaintPicketFence RealtorPitchPicketFence ProudDadPicketFence',
    prank:
      'PicketFenceBalloonRow OurPicketFenceStreamers PicketFenceBirthdaySigns FairyLightsPicketFence WelcomeHomePicketFence PaperFlowerPicketFence RibbonWrappedPicketFence PicketFenceTeddyParade',
    educational:
      'WhyArePicketFencesPointy PicketFencePostPuzzle FixAPicketFence WhitePicketFenceIdiom PicketFencePatterns PicketFenceSundial ClimbingRosesPicketFence GuessThePicketFenceCount',
    cooking:
      'WaferPicketFenceCake PicketFenceCookies PicketFenceLemonadeStand WhiteChocolatePicketFence CarrotStickPicketFence PicketFenceApplePie OverThePicketFencePotluck PretzelPicketFence',
    travel:
      'NewEnglandPicketFenceTour PicketFenceCottageStay PicketFenceColorHunt MovieSetPicketFence SeasidePicketFenceStroll PicketFenceBnB SmallTownPicketFence PicketFencePostcardHome',
    fashion:
      'PicketFenceStripesLook SundayBestPicketFence GardenPartyPicketFence AllWhitePicketFenceFit GinghamPicketFence PrairieDressPicketFence PicketFenceSunhatStyle MatchingFamilyPicketFence',
    wellness:
      'PicketFenceGardenHour PicketFenceGratitudeWalk OverThePicketFenceChat RoseTendingPicketFence PicketFenceMorningCoffee MindfulPicketFencePaint BirdFeederPicketFence VisionBoardPicketFence',
    speed:
      'PicketFencePaintRace PopsiclePicketFenceBuild WeedThePicketFenceLine BalloonTiePicketFence PlantARowPicketFence PicketFenceLeafSweep ChalkPicketFenceSpeedDraw BeatTheSunsetPicketFence',
    music:
      'StickAlongThePicketFence PicketFenceBallad PicketFencePorchJam SitcomThemePicketFence PicketFenceSerenade WindChimesPicketFence UkuleleByThePicketFence AcrossThePicketFenceDuet',
    tech: 'PaintColorAppPicketFence PanoramaClonePicketFence StopMotionPicketFence SolarLightPicketFence AIDreamHousePicketFence PicketFenceLengthByPhone PicketFenceGoldenHourShot PicketFenceSlowMoBrush',
    pet: 'PeekabooPupPicketFence CatPatrolPicketFence PicketFencePetPortrait EscapeProofPicketFence PicketFenceRecallDrill BunnyRunPicketFence ChickenCoopPicketFence PicketFenceDogPals',
    gaming:
      'PicketFenceRingToss FarmGamePicketFence PicketFenceHideAndSeek PicketFenceSpotTheDiff PeekAndGuessPicketFence FrisbeeTargetPicketFence TreasureMapPicketFence MiniGolfPicketFence',
  },
  'memorial day': {
    dance:
      'MemorialDayHandJive ParadeMarchMemorialDay FortiesSwingMemorialDay MemorialDayPicnicTwoStep MemorialDayFamilyConga SquareDanceMemorialDay MemorialDayKickoffShuffle LawnDiscoMemorialDay',
    fitness:
      'MemorialDayHeroWorkout MemorialDayFunRun RuckMarchMemorialDay HonorMileMemorialDay MemorialDayYardCircuit TugOfWarMemorialDay EarnYourBBQMemorialDay FlagFootballMemorialDay',
    funny:
      'MemorialDayGrillDad TuesdayAfterMemorialDay MattressSaleAdMemorialDay CookoutRatingsMemorialDay LawnChairFailMemorialDay RainedOutMemorialDay MemorialDayNapChampion PackingTheCarMemorialDay',
    prank:
      'BalloonDoorMemorialDay TinyLawnChairMemorialDay BubbleWrapSeatMemorialDay SurpriseBBQMemorialDay ChalkThankYouMemorialDay MemorialDayConfettiPop CoolerGnomeMemorialDay MemorialDayBeachBallRoom',
    educational:
      'WhoMemorialDayHonors MemorialDayPoppySymbol MemorialDayHalfStaffRule ThreePMPauseMemorialDay OldNameOfMemorialDay AskAVeteranMemorialDay FoldAFlagMemorialDay LocalHeroStoryMemorialDay',
    cooking:
      'FruitFlagCakeMemorialDay MemorialDayParfaitCups MemorialDaySaladShowdown WatermelonStarMemorialDay PicnicBasketMemorialDay BerryLemonadeMemorialDay LayeredIcePopsMemorialDay MemorialDayCookoutSides',
    fashion:
      'NoWhiteBeforeMemorialDay NavyAndRedMemorialDay PoppyPinMemorialDay MemorialDayCookoutFit ClosetSwapMemorialDay FirstSandalsMemorialDay FortiesLookMemorialDay MemorialDaySunHatCheck',
    wellness:
      'SilentPauseMemorialDay ThankYouLetterMemorialDay LayFlowersMemorialDay MemorialDaySunriseWalk UnpluggedMemorialDay MemorialDayHammockHour FamilyStoriesMemorialDay PlantAPoppyMemorialDay',
    speed:
      'SackRaceMemorialDay CoolerPackMemorialDay EggAndSpoonMemorialDay ThreeLeggedMemorialDay PicnicSetupMemorialDay MemorialDayCornholeBlitz BeachBagDashMemorialDay MemorialDayWaterCupRelay',
    music:
      'PlayTapsMemorialDay MarchingBandMemorialDay AnthemCoverMemorialDay SwingEraMemorialDay MemorialDayPorchGuitar SingAlongMemorialDay ParadeCadenceMemorialDay MemorialDaySummerSong',
    art: 'PaperPoppyMemorialDay MemorialDayWreathCraft ThankYouCardsMemorialDay ChalkFlagMemorialDay MemorialDayStarGarland ParadeSignMemorialDay MonumentSketchMemorialDay MemorialDayPhotoCollage',
    tech: 'ScanOldPhotosMemorialDay MemorialDayVideoCall MemorialDayParadeLive FamilyTreeAppMemorialDay MemorialDaySlideshow PhoneInterviewMemorialDay MonumentMapMemorialDay MemorialDayTripodShot',
    pet: 'PetSafeCookoutMemorialDay MemorialDayPawCheck MemorialDayPupPicnic DogIcePopsMemorialDay K9HeroesMemorialDay MemorialDaySniffWalk QuietCornerMemorialDay FetchInTheParkMemorialDay',
    gaming:
      'MemorialDayCornhole YardOlympicsMemorialDay HistoryTriviaMemorialDay CookoutBingoMemorialDay LadderGolfMemorialDay MemorialDayCardTourney BalloonTossMemorialDay MemorialDayBoardGames',
  },
  folder: {
    dance:
      'FanDanceWithAFolder FolderFlipReveal OfficeFolderShuffle FolderSnapTwoStep BossWalkWithAFolder FolderPeekabooGroove BackToSchoolFolderBop ClassroomFolderWave',
    fitness:
      'FolderBalancePlank PostureFolderWalk FilingFolderSquats FolderSliderLunges FolderTossSitUps FolderOfWorkoutCards HighKneeFolderTaps CalfRaiseTopShelfFolder',
    funny:
      'MomsImportantPapersFolder ScreenshotFolderTour MiscFolderMystery HomeworkFolderExcuses WhereDidTheFolderGo HideBehindTheFolder TeacherFolderCheck FolderColorDebate',
    prank:
      'FolderJokeOfTheDay ComplimentFilledFolder SillyLabelFolderSwap TopSecretFolderReveal FakeDesktopFolders FolderPopUpCard MemeStuffedFolder GiftWrappedFolders',
    educational:
      'ColorCodeYourFolders WhyManilaFolders StudyFolderFlashcards FileFolderLearningGame AlphabetizeTheFolders CornellNotesFolder LapbookFromAFolder FolderTimelineProject',
    cooking:
      'GrandmasRecipeFolder CookFromYourSavedFolder BestDumplingFolder BurritoFolderFaceOff WeeklyMealPlanFolder MagazineClippingsFolder TakeoutMenuFolderCopycat FamilyCookbookFolder',
    travel:
      'TravelDocsFolderCheck RoadTripActivityFolder FolderOfTicketStubs FieldTripFolder BucketListFolder FolderPostcardCollection ItineraryFolderPrep VacationPhotoFolderSort',
    fashion:
      'OutfitInspoFolder ClutchMadeFromAFolder CorporateChicFolder MatchYourFolderColors FolderMoodBoard PowerSuitFolderStrut ManilaFolderBeigeFit FolderPosesPhotoshoot',
    wellness:
      'GratitudeNotesFolder MyHappyFolder DeclutterOneFolder CloseTheWorryFolder SelfCareIdeasFolder AffirmationCardFolder FolderOfWeeklyWins ThrowbackFolderSmiles',
    speed:
      'FolderSortSpeedrun FolderCleanupIn60 FolderTowerBlitz AlphabetFolderDash FindItInTheFolder TenLabelsFolderSprint FanTheFishFolderRace BackpackFolderPackUp',
    music:
      'ChoirFolderHarmony FolderFlapBeat UnfinishedLyricsFolder VoiceMemoFolderRemix FolderAndStaplerBand SightReadingFolderDraw CampSongbookFolder ChordChartFolder',
    art: 'FolderCoverDoodle PixelArtFolderIcon ArtPortfolioFolder FolderPopUpScene PotatoStampFolder ManilaFolderCollage GraffitiNameFolder MarbledPaperFolder',
    pet: 'VetRecordsFolder CatSitsOnMyFolder CutestPawtraitFolder GotchaDayFolder FolderTentKittyHideout FolderMazeForHamsters PetSitterFolder DogChoreChartFolder',
    gaming:
      'NestedFolderTreasureHunt FolderGoalPaperFootball SpyMissionFolder MarbleMazeInAFolder DetectiveCaseFolder TicTacToeFolder FolderMemoryMatch FolderFlipTrickShot',
  },
  pebble: {
    dance:
      'PebbleInMyShoeShuffle PebbleRippleWave PebbleBeachBoogie PassThePebbleCircle PebbleDropFreeze SkipLikeAPebble TiptoeOverThePebbles RockAndRollPebbles',
    fitness:
      'PebblePickUpSquats ToeGripPebbleGrab PebbleBeachSprint PlankPebbleTransfer PebbleJarRepCount CrabWalkPebbleCarry SingleLegPebbleReach PebbleSlalomLunges',
    funny:
      'PebbleInShoeDrama PetPebbleDailyLife PebbleTalentShow ProudPebbleCollector NatureDocPebble PebbleSkimFail PenguinPebbleProposal PebbleNamingCeremony',
    prank:
      'HiddenPebbleSmiles PebbleTrailToAGift PetPebbleAdoptionPapers PebbleCompliments PebbleEggCartonSwap FortuneJarOfPebbles LadybugPebbleInvasion GiantBoxTinyPebble',
    educational:
      'WhyArePebblesRound PebbleRockTypeQuiz CrowPitcherPebbleTest PebbleSkimAngleScience DoesThisPebbleFloat CalculusMeansPebble IsItAPebbleOrCobble PebbleStreakPlate',
    cooking:
      'ChocolatePebbleBark RealisticPebbleCookies PebblePotatoes PebbleRiverbedCake MeringuePebbles GnocchiLikePebbles PebbleMacarons PebbleGranolaClusters',
    travel:
      'HeartShapedPebbleHunt PebbleGeologyMuseum KindnessPebbleTrail PebbleParkPicnic RainbowPebbleBeach PebbleShoreStroll ZenGardenPebbleVisit PebbleMosaicStreetWalk',
    fashion:
      'WireWrapPebblePendant PebbleNeutralsLook TinyPebbleEarrings PebbleStackRings SpeckledPebbleKnit PebbleBrooch PebbleBeachFitCheck ClutchShapedLikeAPebble',
    wellness:
      'WorryPebblePocket GratitudePebbleJar PebbleBreathingCount ZenPebbleStack BarefootPebblePath PebbleRippleMeditation PebbleAffirmations GroundingPebbleHold',
    speed:
      'PebbleColorSortDash ChopstickPebbleTransfer PebbleTowerIn30 PebbleSpoonRelay CountAHundredPebbles FindTheOddPebble BeachPebbleHuntBlitz PebbleLineUpRace',
    music:
      'PebbleJarMaraca ClickingPebblesBeat PlinkPebblesInGlasses PebbleRainStick PebbleRockBand PebbleCountingSong BeachPebbleLoopTrack SingToYourPetPebble',
    tech: 'PebbleMacroPhoto RockIDAppPebbleTest StopMotionPebbleRace SlowMoPebbleSkim AICountsThePebbles PebbleTextureWallpaper ThreeDScanAPebble QRCodePebbleHunt',
    pet: 'AquariumPebbleMakeover PaintedPebblePawtrait LeaveItPebbleDrill PebbleBeachPupWalk CatProofPebblePots PebblePetRockFamily KennelPebbleNameplate SniffGardenPebblePath',
    gaming:
      'HopscotchPebbleToss PebbleTicTacToe MancalaWithPebbles PebbleCurlingCup PebbleJacks WhichHandHasThePebble BeachPebbleSkimLeague GuessHowManyPebbles',
  },
  'couch potato': {
    dance:
      'SeatedCouchPotatoGroove PauseRewindCouchPotato FromCouchPotatoToDancer CouchPotatoMashDance CouchPotatoAdBreakdance CouchPotatoPopAndLock CouchPotatoBlanketBop LaziestCouchPotatoMoves',
    fitness:
      'CouchPotatoTo5K AdBreakCouchPotatoReps CouchPotatoSitToStand CouchPotatoEpisodePlank PillowCrunchCouchPotato RecoveringCouchPotatoWalk KitchenLapsCouchPotato StepGoalCouchPotato',
    prank:
      'CouchPotatoRemoteSwap CouchPotatoDecoy CushionFortCouchPotato FakeSpoilerCouchPotato CouchPotatoSnackSurprise StealTheCouchPotatoSeat CouchPotatoRedCarpet LaughTrackCouchPotato',
    educational:
      'CouchPotatoWordOrigin SittingScienceCouchPotato CouchPotatoSubtitleSwap CouchPotatoDocNight CouchPotatoTriviaPause HowManyHoursCouchPotato PostureCheckCouchPotato AudiobookCouchPotato',
    cooking:
      'CouchPotatoSnackBoard CouchPotatoLoadedSkins CouchPotatoPopcornBar LazyMugCakeCouchPotato MinimalEffortCouchPotato NoCookCouchPotatoBites CouchPotatoNachoTray OneEpisodeCouchPotatoMeal',
    travel:
      'CouchPotatoGoesOutside FilmingSpotCouchPotato CozyCabinCouchPotato StaycationCouchPotato CouchPotatoFirstHike PackLikeACouchPotato CouchPotatoScenicTrain DriveInCinemaCouchPotato',
    fashion:
      'CouchPotatoLoungewear CouchPotatoGlowUp MatchingPajamaCouchPotato BlanketHoodieCouchPotato SweatpantsChicCouchPotato CouchPotatoSockCollection CouchPotatoHalloween CozyCardiganCouchPotato',
    wellness:
      'GuiltFreeCouchPotato CouchPotatoRestDay CouchPotatoStretchBreak NoScreenCouchPotato CouchPotatoTeaAndBlanket NapLikeACouchPotato CouchPotatoGratitude ComfortShowCouchPotato',
    speed:
      'CouchPotatoRemoteFind CouchPotatoSnackDash BeatTheIntroCouchPotato CushionStackCouchPotato BlanketFoldCouchPotato CouchPotatoFortBuild ShoesOnCouchPotatoRace CouchPotatoCrumbSweep',
    music:
      'CouchPotatoAnthem TVThemeCoverCouchPotato CouchPotatoJingle CushionDrumsCouchPotato CouchPotatoLoveSong RemoteClickCouchPotato CouchPotatoBlues LazyLullabyCouchPotato',
    art: 'DrawACouchPotato CouchPotatoClayFigure CouchPotatoComicStrip GestureSketchCouchPotato PaintedCushionCouchPotato CouchPotatoStickerSheet RenaissanceCouchPotato CouchPotatoDiorama',
    tech: 'CouchPotatoScreenTime VoiceRemoteCouchPotato SmartLightsCouchPotato WatchPartyCouchPotato AIPicksMyShowCouchPotato CouchPotatoStepTracker CouchPotatoTimelapse SleepTimerCouchPotato',
    pet: 'MyPetIsACouchPotato CouchPotatoPupCuddle CouchPotatoWalkies DogTVCouchPotato CatLoafCouchPotato SpotStealerCouchPotato CouchPotatoPuzzleToy BunnyFlopCouchPotato',
    gaming:
      'CouchPotatoCoOpNight TropeBingoCouchPotato NameThatShowCouchPotato SitcomTriviaCouchPotato CouchPotatoCardGames PillowFortCouchPotato CouchPotatoDrawAndGuess RetroConsoleCouchPotato',
  },
  'shower head': {
    dance:
      'ShowerHeadSprayArms ShowerHeadDripStep ShowerHeadFreezeFrame ShowerHeadRobotMoves FingerRainShowerHead BathrobeBopShowerHead HairFlipShowerHead LipSyncShowerHeadMic',
    fitness:
      'SquatsTillShowerHeadWarms ShowerHeadJumpingJacks NeckRollsShowerHead RunFirstShowerHeadLater ShowerHeadStepUps OverheadReachShowerHead PreShowerHeadStretch ShowerHeadPlankHold',
    funny:
      'DeepShowerHeadThoughts ShowerHeadNatureDoc TooTallForTheShowerHead HotelShowerHeadReview ShowerHeadArgumentsWon ShowerHeadRadioHost ShowerHeadSpeechPractice PitchMeYourShowerHead',
    prank:
      'GooglyEyedShowerHead ShowerHeadHypeSong FlowerCrownShowerHead TinyHatShowerHead SteamMessageShowerHead SpaDayShowerHeadSurprise RateYourShowerHeadCard ShowerHeadNameTag',
    educational:
      'ShowerHeadFlowRateTest WhyMirrorsFogShowerHead VinegarDescaleShowerHead HardWaterCheckShowerHead FixALeakyShowerHead LitersPerShowerHead RainfallVsJetShowerHead ShowerHeadEcoAudit',
    cooking:
      'ShowerHeadSprinkleCake ShowerHeadPipingCupcakes ShowerHeadDrizzleDonuts ShowerHeadTimerBreakfast BlendWhileShowerHeadWarms BathTimeCookiesShowerHead SpaNightShowerHeadSnacks FreshMintTeaShowerHead',
    travel:
      'RateEveryHotelShowerHead TravelShowerHeadFilter CampShowerHeadSetup BeachShowerHeadRinse OutdoorShowerHeadStay ShowerHeadPackingList HostelShowerHeadTips CamperVanShowerHead',
    fashion:
      'FilteredShowerHeadHair TowelTurbanShowerHead FromShowerHeadToRunway AirDryShowerHeadStyles WashDayShowerHead WetLookShowerHead SilkBonnetShowerHead BathrobeGlamShowerHead',
    speed:
      'ShowerHeadQuizBlitz SketchAShowerHeadFast ShowerHeadSpongeSqueeze ShowerHeadSwapSpeedrun UnscrambleTheShowerHead BucketFillShowerHead BathroomTidyShowerHead ShowerHeadTowelFold',
    music:
      'ShowerHeadMicSolo BathroomReverbShowerHead PowerBalladShowerHead ShowerHeadDripBeat ShowerHeadAudition OperaHighNoteShowerHead ShowerHeadRapVerse SongwritingShowerHead',
    art: 'SteamyMirrorShowerHead BathCrayonShowerHead FoamMarblingShowerHead CaptainShowerHeadComic RainfallSketchShowerHead ShowerHeadCharacterDoodle ShowerHeadClayMini TileMosaicShowerHead',
    tech: 'BluetoothShowerHeadTest SlowMoShowerHeadDrops PhoneTimerShowerHead LEDShowerHeadColors ShowerHeadSoundRecord ShowerHeadThoughtsToAI VoiceDJShowerHead ShowerHeadInstallVideo',
    pet: 'GentleShowerHeadDogBath CuriousCatShowerHead MuddyPawsShowerHead PuppyFirstRinseShowerHead ParrotShowerHeadMist TowelBurritoShowerHead LickMatShowerHead WetDogShakeShowerHead',
    gaming:
      'GuessMyShowerHeadSong ShowerHeadMirrorHangman RubberDuckRaceShowerHead HomeRenoGameShowerHead WouldYouRatherShowerHead SpongeTossShowerHead ShowerHeadCharades PipePuzzleShowerHead',
  },
  'baking sheet': {
    dance:
      'WaiterWalkBakingSheet BakingSheetRobotArms BakingSheetTimerFreeze ElectricSlideBakingSheet BakingSheetShimmy LipSyncIntoABakingSheet BakingSheetSwingTime ConveyorBeltBakingSheet',
    fitness:
      'PlankBalanceBakingSheet WaiterLungesBakingSheet BakingSheetTimerHIIT BakingSheetCupCarry RepsPerCookieBakingSheet BakingSheetSquatPass BakingSheetCoolDown OvenMittBoxingBakingSheet',
    funny:
      'BakingSheetOvenPop BakingSheetArchaeology CookieBlobBakingSheet NailedItBakingSheet EmptyBakingSheetMystery BurntBatchBakingSheet BakingSheetWontFit SlowMoBakingSheetReveal',
    prank:
      'FrostedMessageBakingSheet FakeBurntBakingSheet MagnetLetterBakingSheet OneTinyCookieBakingSheet BreakfastInBedBakingSheet BakingSheetPizzaFaces BakingSheetWelcomeHome SillyFortunesBakingSheet',
    educational:
      'WhyBakingSheetsWarp DarkVsLightBakingSheet BakingSheetLinerFaceOff MagnetCheckBakingSheet OvenHotSpotBakingSheet CookieSpreadBakingSheet AreaMathBakingSheet RimmedOrFlatBakingSheet',
    travel:
      'RoadTripMagnetBakingSheet CabinRentalBakingSheet BakingSheetCookieRounds BakingSheetFarmersMarket CountyFairBakingSheet BakeryCrawlBakingSheet PotluckWalkBakingSheet BakingSheetBeachPicnic',
    fashion:
      'BakingSheetApronLook ClayEarringsBakingSheet ShrinkPlasticBakingSheet BakerChicBakingSheet BrownieTonesBakingSheet PaperDollBakingSheet OvenMittGlamBakingSheet BakingSheetCharmBracelet',
    wellness:
      'NoStressBakingSheetDinner KindnessBatchBakingSheet BakingSheetTherapy ThankYouTreatsBakingSheet SundayPrepBakingSheet RoastedVeggieBakingSheet DriedOrangesBakingSheet HyggeNightBakingSheet',
    speed:
      'ScoopTwoDozenBakingSheet BakingSheetScrubRace IcingBlitzBakingSheet BeatTheTimerBakingSheet BakingSheetSprinkleSort BakingSheetCupStack FastestCutOutsBakingSheet BakingSheetDoughBallRoll',
    music:
      'BakingSheetThunderFX BakingSheetSnareRoll CookieSheetMusic OvenDingRemixBakingSheet BakingSheetCymbalCrash CookieJingleBakingSheet MagnetStaffBakingSheet FoilAndBakingSheetBeat',
    art: 'SaltDoughBakingSheet PaintPourBakingSheet StainedGlassBakingSheet ClayMiniaturesBakingSheet MonoprintBakingSheet RoyalIcingBakingSheet BakingSheetMagnetPoetry BakingSheetMemoBoard',
    tech: 'BakingSheetOvenTimelapse BakingSheetFlatLay AIFridgeRaidBakingSheet StopMotionBakingSheet RecipeReelBakingSheet VoiceTimerBakingSheet MacroCrumbShotBakingSheet RingLightBakingSheet',
    pet: 'BakingSheetPupTreats DogBirthdayBakingSheet ScatterFeedBakingSheet PumpkinDropsBakingSheet BakingSheetChickenJerky KittyTunaBitesBakingSheet BakingSheetBlueberryPops BakingSheetBunnyChips',
    gaming:
      'BakingSheetMagnetCheckers CoinHockeyBakingSheet CookingGameBakingSheet MarbleRunBakingSheet GuessTheCookieBakingSheet BattleMapBakingSheet BakingSheetBingoNight ToyCarRampBakingSheet',
  },
  'coat rack': {
    dance:
      'FoxtrotWithTheCoatRack HatTipCoatRack ScarfSwirlCoatRack JacketFlipCoatRack UmbrellaTwirlCoatRack HallwayShuffleCoatRack CoatRackPoseFreeze CoatRackCharleston',
    fitness:
      'CoatRackLayerBurpees CoatRackTiptoeReach JumpingJacketsCoatRack CoatRackCircuit SquatAndHangCoatRack BundledUpCoatRackWalk PlankZipUpCoatRack ScarfStrapStretchCoatRack',
    funny:
      'CoatRackFashionCritic CoatRackMorningRush ImJustACoatRack HatTossFailsCoatRack ButlerCoatRackVoice WheresMyJacketCoatRack CoatRackSoapOpera CoatRackHookWars',
    prank:
      'CoatRackGooglyEyes InsideOutCoatRack PocketNotesCoatRack RubberChickenCoatRack BalloonHooksCoatRack JacketSwapCoatRack PlushiesOnTheCoatRack CoatRackChristmasTree',
    educational:
      'WhyCoatRacksTipOver FindAStudCoatRack GuessTheFabricCoatRack LayeringScienceCoatRack CoatRackSortByColor CareLabelQuizCoatRack WaterproofTestCoatRack ClothingWordsCoatRack',
    cooking:
      'PretzelPartyCoatRack CoatRackPastaDrying HangDriedHerbsCoatRack CoatRackCocoaBar CoatRackDonutTree SnowDayStewCoatRack ChiliGarlandCoatRack CookieOrnamentsCoatRack',
    travel:
      'PackFromTheCoatRack CoatRackWeatherCheck ReadyBagCoatRack SouvenirHatCoatRack RainWalkCoatRack CoatRackSkiTripLayers WinterTripCoatRack CoatRackToTrailhead',
    wellness:
      'HangYourWorriesCoatRack CoatRackEntryReset FreshAirCoatRack WinterDonationCoatRack CoatRackGratitudeTags HangingPlantsCoatRack ScarfGiftCoatRack CoatRackCozyCorner',
    speed:
      'HatTossCoatRack LayerUpCoatRackRace CoatRackTidyBlitz OutTheDoorCoatRack FlatPackCoatRack ScarfKnotCoatRack MittenMatchCoatRack CoatRackButtonUp',
    music:
      'ZipperRhythmCoatRack WinterSongCoatRack CoatRackKeyJangle OneManBandCoatRack SleighBellsCoatRack CoatRackMicStand VaudevilleCoatRack SwishyJacketCoatRack',
    art: 'BranchCoatRackDIY DraperyStudyCoatRack ShadowTraceCoatRack PaintedDenimCoatRack CoatRackColorBlock CoatRackHookMonsters StencilNamesCoatRack PatchworkScarfCoatRack',
    tech: 'KeyTrackerCoatRack WeatherAppCoatRack CoatRackTimelapse ChargeStationCoatRack AIOutfitPickCoatRack UmbrellaReminderCoatRack NightLightCoatRack GuestWifiQRCoatRack',
    pet: 'LeashOnTheCoatRack WalkKitCoatRack PawWipeCoatRack CoatRackHarnessHook DoorMannersCoatRack ParrotPerchCoatRack CoatRackPetNameTags CoatRackTreatPouch',
    gaming:
      'RingTossCoatRack WhoseJacketCoatRack CoatRackHidingSpot DressUpRelayCoatRack PocketTreasureCoatRack FreezeLikeACoatRack CoatRackTriviaHats GuessTheCharacterCoatRack',
  },
  'yard work': {
    dance:
      'RakeAndRollYardWork YardWorkBroomBop TheSprinklerYardWork GardenHoseTwirlYardWork LeafPileFreezeYardWork YardWorkTwoStep ShovelShuffleYardWork YardWorkConga',
    funny:
      'DadsYardWorkUniform YardWorkExcuses LawnEnvyYardWork TenMinutesOfYardWork WhenMomSaysYardWork TangledHoseYardWork SportscastYardWork WeedsWinAgainYardWork',
    prank:
      'YardWorkFairy YardWorkGnomeArmy TinyRakeSwapYardWork LeafMessageYardWork ScarecrowDoesYardWork LemonadeAmbushYardWork LawnOfTheMonthYardWork BubbleMowerYardWork',
    educational:
      'NameThatLeafYardWork WeedOrFlowerYardWork CompostScienceYardWork LiftWithLegsYardWork WhyLeavesFallYardWork YardWorkSoilTest YardWorkWormCount PollinatorPatchYardWork',
    cooking:
      'GardenHarvestYardWork YardWorkLemonadeBreak HerbPestoYardWork YardWorkCrewLunch YardWorkSunTea AfterYardWorkIcePops RhubarbCrumbleYardWork YardWorkSmoothie',
    travel:
      'BotanicalGardenYardWork YardWorkNurseryTrip ParkCleanupYardWork GrandmasYardWorkVisit CommunityPlotYardWork YardWorkOnAFarmStay CastleGroundsYardWork TrailMaintenanceYardWork',
    fashion:
      'YardWorkOveralls YardWorkToDateNight BandanaStylesYardWork GardenClogsYardWork SunSafeFitYardWork StrawHatYardWork FloralGlovesYardWork CottagecoreYardWork',
    wellness:
      'YardWorkIsTherapy YardWorkCloudBreak MindfulWeedingYardWork HelpANeighborYardWork SlowRakeYardWork PlantATreeYardWork YardWorkNoPhones YardWorkStretchFirst',
    speed:
      'LeafBagRaceYardWork WeedPullBlitzYardWork RakeRelayYardWork BeforeTheRainYardWork HoseCoilDashYardWork YardWorkStickPickup PlantTenBulbsYardWork YardWorkIn30',
    music:
      'YardWorkRakeBeat CallAndResponseYardWork HumWithTheMowerYardWork YardWorkBucketDrums LeafCrunchLoopYardWork WhistleWhileYouYardWork PorchPickingYardWork HoseTrumpetYardWork',
    art: 'FallMandalaYardWork LeafRubbingYardWork StickSculptureYardWork RakePatternsYardWork PressedFlowersYardWork ScarecrowBuildYardWork NatureWeavingYardWork YardWorkSketchbook',
    tech: 'WeedIDScanYardWork TimelapseYardWork StepCounterYardWork AILawnPlanYardWork SunTrackerYardWork ChoreSplitAppYardWork YardWorkRainRadar YardWorkSlowMo',
    pet: 'YardWorkShadyNapSpot LeafPileLeapYardWork PetSafePlantsYardWork WindowCatYardWork BunnyGrazeYardWork PuppyDigZoneYardWork AfterYardWorkTickCheck ChickensHelpYardWork',
    gaming:
      'YardWorkBingo LeafPileHuntYardWork ChoreWheelYardWork YardWorkScoreboard LawnGamesYardWork FarmSimYardWork BugSafariYardWork SprinklerTagYardWork',
  },
  'summer body': {
    dance:
      'SummerBodyDanceCardio SummerBodySandShuffle EverySummerBodyGrooves SunsetSalsaSummerBody SummerBodyLimbo HulaHoopSummerBody FlipFlopTwoStepSummerBody BeachTowelTangoSummerBody',
    funny:
      'SummerBodyInfomercial DramaticCoachSummerBody HowToGetASummerBody SummerBodyPlanVsReality FirstGymDaySummerBody SummerBodyMovieMontage GrandmaWorkoutSummerBody SummerBodyExerciseFails',
    prank:
      'SummerBodyCheerSquad PoolFloatRoomSummerBody SummerBodyBreakfastTray SummerBodyHypeSign LullabyWorkoutSummerBody SummerBodyPlaylistSwap PepNotesSummerBody FanClubTeeSummerBody',
    educational:
      'SPFQuizSummerBody HowMuchWaterSummerBody NameThatMuscleSummerBody HeatSafetySummerBody SpotReduceMythSummerBody SummerBodyVitaminD SummerBodySleepScience ReadAFoodLabelSummerBody',
    cooking:
      'SummerBodySmoothieBowl RainbowSaladSummerBody SpringRollsSummerBody WatermelonFetaSummerBody OvernightOatsSummerBody ProteinPancakesSummerBody YogurtBarkSummerBody SummerBodyMealPrep',
    travel:
      'SummerBodyHikingTrip BeachDaySummerBody BikeTrailSummerBody CityOnFootSummerBody SummerBodyCampout PackTheSwimsuitSummerBody NationalParkSummerBody IslandHopSummerBody',
    fashion:
      'WearTheSwimsuitSummerBody SummerBodyFitCheck LinenSetSummerBody SunHatSummerBody SummerBodyColorPop SundressSpinSummerBody SarongStylesSummerBody SportyChicSummerBody',
    wellness:
      'SummerBodyPositivity SummerBodyMirrorKindness SummerBodyRestDay SunscreenRitualSummerBody HydrationHabitSummerBody SummerBodyNatureWalk ThankYourLegsSummerBody SunsetYogaSummerBody',
    speed:
      'SummerBodySprintSet JumpRopeSummerBody SummerBodyShuttleRun BurpeeMinuteSummerBody SummerBodyRelayRace SummerBodyAgilityLadder BeatYourMileSummerBody FastFeetDrillSummerBody',
    music:
      'WorkoutAnthemSummerBody SummerBodyRapVerse DrumCircleSummerBody BeachUkuleleSummerBody ClapStompSummerBody SunshineSongSummerBody SummerBodyBPMRun SummerBodyCheerChant',
    art: 'SelfPortraitSummerBody SummerBodyCollage SunPrintSummerBody ChalkSilhouetteSummerBody BeachSketchSummerBody SummerBodyPosterArt SandSculptureSummerBody SummerBodyWatercolor',
    tech: 'StepGoalSummerBody FitnessTrackerSummerBody SummerBodyProgressVideo WorkoutAppSummerBody AICoachPlanSummerBody UVIndexCheckSummerBody SummerBodyHeartRate WaterReminderSummerBody',
    pet: 'DogWalkDuoSummerBody PetWorkoutBuddySummerBody PavementPawTestSummerBody CatYogaSummerBody FetchIntervalsSummerBody PuppyPlankSummerBody CoolWaterBowlSummerBody SummerBodyTrailPup',
    gaming:
      'ExergameSummerBody BeachVolleyballSummerBody SummerBodyBingo UltimateFrisbeeSummerBody SummerBodyQuestLog FreezeTagSummerBody SummerBodyDiceWorkout KickballSummerBody',
  },
};
