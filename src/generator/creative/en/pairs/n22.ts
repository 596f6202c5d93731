import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  cleaner: {
    dance:
      'CleanerCaddyShuffle WipeItLikeACleaner MopTangoForCleaners CleanerSpongeSamba CleanerDusterTwirl CleanerFlashMob OfficeCleanerBoogie DanceBreakWithCleaners',
    fitness:
      'CleanerBaseboardSquats CleanerMopLunges CleanerBroomTwists CleanerStepCount KeepUpWithACleaner StretchLikeACleaner CarryTheCleanersBucket HouseCleanerHIIT',
    funny:
      'TidyBeforeTheCleaner WhatTheCleanerFound CleanerRatesMyMess CleanerVsGlitter CleanerPOV SorryToMyCleaner TheCleanerKnowsAll CleanerSpotsTheSmudge',
    prank:
      'MysteryCleanerStrikes TidyUpForTheCleaner CleanerRoleSwap CleanerCoffeeSurprise CleanerThankYouBanner SneakyCleanerElves HireMeAsYourCleaner GuessWhoTheCleanerIs',
    cooking:
      'BakeForYourCleaner OnePanCleanerApproved CleanerThermosLunch CleanerShiftBreakfast CleanerRatesMyKitchen ZeroMessCleanerDinner CleanersSnackBox SundayCleanerMealPrep',
    travel:
      'TipYourHotelCleaner CleanerTowelSwanDIY CampsiteCleanerCrew LeaveNoMessForCleaners SunriseCleanerCommute CleanerTravelKit AirportCleanerThanks CleanerPackingCubes',
    fashion:
      'CleanerBandanaTie CleanerOffDutyGlowUp PinkGlovesCleanerLook ApronPocketCleanerFit WhatCleanersWear CleanerCapsuleWardrobe KneePadsCleanerChic ComfyShoesForCleaners',
    wellness:
      'ThankACleanerToday CleanerFootSoak CleanerBackStretch CleanerTeaBreak CleanersRestDay QuietHouseCleanerHour MindfulWipeLikeACleaner HandCreamForCleaners',
    speed:
      'RaceAProCleaner HotelCleanerBedDash CleanerCaddyIn30 OneRoomCleanerSprint CleanerTowelFoldRush CleanerSockMatchUp TenMinuteCleanerBlitz BeatTheCleanerClock',
    music:
      'CleanerBucketDrums CleanerMopMicSolo SongForMyCleaner CleanerPlaylistSwap WhistleLikeACleaner CleanerBroomGuitar WorkSongForTheCleaner HummingCleanerHarmony',
    art: 'PortraitOfMyCleaner SuperheroCleanerComic HandmadeCardForCleaner CleanerCaddyMakeover CleanerToolStillLife CleanerSpongePrints CleanerGlovePuppets DoodleTheCleanerCrew',
    tech: 'CleanerTimelapseReveal HeadCamCleanerPOV CleanerBeforeAfterSlider PhoneWipeLikeACleaner CleanerVsKeyboardCrumbs StopMotionCleaner CleanerStepTracker RobotVsHumanCleaner',
    pet: 'DogGreetsTheCleaner CatSupervisesCleaner CleanerVsShedding CleanerFurRollerReveal BunnyHutchCleanerDay CleanerPawPrintPatrol CleanerTreatTime ParrotChatsWithCleaner',
    gaming:
      'GuessTheCleanersTool CleanerBingoCard BossLevelForCleaners CleanerCaddyTetris EarnCleanerXP CleanerSpotTheDifference CleanerCharades ISpyLikeACleaner',
  },
  'fly swatter': {
    dance:
      'FanDanceWithFlySwatters FlySwatterCheerleader FlySwatterBatonTwirl TangoWithTheFlySwatter FlySwatterMicLipSync PorchFlySwatterJig SummerFlySwatterShuffle FlySwatterConga',
    fitness:
      'BalanceAFlySwatter FlySwatterBalloonRally FlySwatterSideLunges KeepyUppyFlySwatter FlySwatterShuttleRun PlankTapFlySwatter FlamingoFlySwatterHold FlySwatterJumpingJacks',
    prank:
      'GooglyEyeFlySwatter RacketSwapFlySwatter FlySwatterSecretNote FlySwatterPhotobomb FlySwatterSunglasses FlySwatterMustache HiddenFlySwatterHunt WhoMovedTheFlySwatter',
    educational:
      'WhyFlySwattersHaveHoles FlySwatterSightWords FlySwatterMapQuiz TeachWithAFlySwatter FlySwatterMathFacts FlySwatterLeverTest SayFlySwatterIn5Languages PeriodicTableFlySwatter',
    cooking:
      'FlySwatterJudgesPick FlySwatterRecipePointer BugPartyFlySwatterCake WaffleFlySwatterPops PretzelFlySwatterSnack GuardThePieFlySwatter LemonadeStandFlySwatter FlySwatterCookies',
    travel:
      'FlySwatterTourGuide FlySwatterTravelBuddy FlySwatterSouvenir PackTheFlySwatter SpotAFlySwatterAbroad PicnicBlanketFlySwatter GrandmasPorchFlySwatter CampingWithAFlySwatter',
    fashion:
      'FlySwatterFascinator FlySwatterHolster FlySwatterCatwalk FlySwatterClutchBag OutfitMatchFlySwatter CottagecoreFlySwatter NeonFlySwatterLook GrannyChicFlySwatter',
    wellness:
      'FlySwatterFanBreeze PorchSitWithFlySwatter RetireTheFlySwatter HammockFlySwatterNap FlySwatterBackScratcher LemonadeFlySwatterBreak CupAndCardNotFlySwatter FlySwatterArmStretch',
    speed:
      'FlySwatterQuickDraw FlySwatterBallCarry BalloonPushFlySwatter FlySwatterRelay SlapTheCardFlySwatter HundredTapFlySwatter FanAPaperFlySwatter FlySwatterObstacleDash',
    music:
      'FlySwatterBucketBeat ConductWithAFlySwatter RemixTheFlySwatterWhoosh FlySwatterBlues FlySwatterMicKaraoke AirGuitarFlySwatter RapAboutYourFlySwatter FlySwatterDrumMajor',
    art: 'FlySwatterStampArt FlySwatterSplatterPaint FlySwatterRibbonWeave FlySwatterSunflower MakeAFlySwatterPuppet DecorateYourFlySwatter BubblePrintFlySwatter GlitterGlueFlySwatter',
    tech: 'SlowMoFlySwatterSwing FlySwatterStopMotion FlySwatterRingtone FlySwatterPhoneStand CloneMeFlySwatterSquad PresentWithAFlySwatter GreenScreenFlySwatter FlySwatterMacroPhoto',
    pet: 'BoopTheFlySwatter FlySwatterTargetStick HighFiveTheFlySwatter FlySwatterSpinCue FlySwatterSlalomWalk CatTapsTheFlySwatter ParrotFollowsFlySwatter FlySwatterClickerClass',
    gaming:
      'FlySwatterPingPong FlySwatterMiniGolf FlySwatterBingo FlySwatterTableHockey SlapjackWithFlySwatters TennisWithFlySwatters PassTheFlySwatter FloorCurlingFlySwatter',
  },
  'shoe box': {
    dance:
      'PassTheShoeBox ShoeBoxRobotMoves StompTheShoeBoxFlat ShoeBoxTapShuffle ShoeBoxOnMyHeadSway FreshKicksShoeBoxJig FingerDanceShoeBoxStage ShoeBoxFreezeDance',
    fitness:
      'ShoeBoxHurdles SitUpShoeBoxToss PlankShoeBoxPass SquatAndStackShoeBoxes ShoeBoxAgilityLadder KneeSqueezeShoeBoxHold ShoeBoxBalanceWalk BearCrawlShoeBoxPush',
    funny:
      'ShoeBoxTVNews ShoeBoxHouseTour WalkInShoeBoxBoots ShoeBoxOfRandomCables EveryHomeHasThisShoeBox TinyShoeBoxCarChase ChompingShoeBoxPuppet GrandmasShoeBoxOfPhotos',
    prank:
      'ShoeBoxGooglyEyes ShoeBoxConfettiPop NestedShoeBoxUnwrap TinySneakersShoeBoxSwap OverTapedShoeBox RubberDuckShoeBox ShoeBoxJokeNote ShoeBoxRiddleHunt',
    educational:
      'ShoeBoxSolarSystem ShoeBoxPinholeCamera ShoeBoxVolumeMath ShoeBoxTimeCapsule HabitatInAShoeBox MiniMuseumShoeBox BeanSproutShoeBoxMaze SoundproofAShoeBox',
    cooking:
      'ShoeBoxCake GrandmasShoeBoxRecipe ShoeBoxBentoLunch SneakerCookiesShoeBox MysteryShoeBoxCookOff ShoeBoxPicnicForTwo ShoeBoxGingerbreadHouse BakeSaleShoeBoxStand',
    travel:
      'PackInAShoeBox TripMemoryShoeBox ShoeBoxRoadTripKit ShoeBoxTravelJournal DreamDestinationShoeBox ShoeBoxBeachFinds PostcardsInAShoeBox TicketStubShoeBox',
    fashion:
      'ShoeBoxHandbag ShoeBoxHat StyleItFromTheShoeBox ShoeBoxJewelryDrawer VintageShoeBoxFind PhotoLabelShoeBoxes ShoeBoxRunwayLook OpenTheShoeBoxFitCheck',
    wellness:
      'GratitudeShoeBox CalmDownShoeBox ShoeBoxWorryDrop ShoeBoxZenGarden ShoeBoxSelfCareKit FutureMeShoeBox ShoeBoxOfKindness DeclutterOneShoeBox',
    speed:
      'ShoeBoxStackRace ShoeBoxLidMatch ShoeBoxRibbonRush FlattenTenShoeBoxes SockTossShoeBox ShoeBoxDominoDrop LaceUpFromTheShoeBox MazeDashShoeBox',
    music:
      'ShoeBoxGuitarJam ShoeBoxCajonBeat RiceShakerShoeBox FamilyShoeBoxBand ShoeBoxThumbPiano CoverSongOnAShoeBox ShoeBoxStringBass MarchingShoeBoxDrumline',
    tech: 'ShoeBoxPhoneProjector ShoeBoxProductStudio ShoeBoxRobotBuild StopMotionShoeBoxSet DIYShoeBoxSpeaker LaptopStandShoeBox ScanYourShoeBoxPhotos QRCodeShoeBoxLabels',
    pet: 'CatPicksTheShoeBox ShoeBoxHamsterMaze ShoeBoxSniffGame ShoeBoxBunnyHideout KittyBedShoeBox ShoeBoxScratchPad ParrotShoeBoxForage GuineaPigShoeBoxTunnel',
    gaming:
      'ShoeBoxMarbleMaze ShoeBoxPinball ShoeBoxMiniBowling ShoeBoxClawMachine MysteryTouchShoeBox DesignAShoeBoxBoardGame BeanBagTossShoeBox FoosballInAShoeBox',
  },
  'tea towel': {
    dance:
      'TeaTowelDryingDisco TeaTowelShoulderShimmy TeaTowelMatador OverheadTeaTowelSpin PassTheTeaTowel TeaTowelTango WaltzWithATeaTowel SinkSideTeaTowelSway',
    fitness:
      'TeaTowelMountainClimbers TeaTowelStretchStrap TeaTowelFloorPush TeaTowelToeScrunch SideLungeOnATeaTowel WringTheTeaTowelGrip PassThroughTeaTowel IsometricTeaTowelCurls',
    funny:
      'TheGoodTeaTowel WhiteFlagTeaTowel NativityShepherdTeaTowel TeaTowelMagicTrick TeaTowelFancyWaiter DadsTeaTowelShoulder SouvenirTeaTowelDrawer TeaTowelGhostCostume',
    prank:
      'WhatsUnderTheTeaTowel TeaTowelGooglyFace TeaTowelLoveNote TeaTowelsEverywhere ChristmasTeaTowelInJuly StiffFrozenTeaTowel MugMummyTeaTowel TeaTowelHiddenJoke',
    educational:
      'TeaTowelMapLesson LinenVsCottonTeaTowel TimesTableTeaTowel TeaTowelWickingTest EvaporationTeaTowelRace WhyItsCalledATeaTowel FoldATeaTowelThreeWays TeaTowelWordOfTheDay',
    travel:
      'TeaTowelSouvenirHunt OneTeaTowelFiveUses TeaTowelTrainPicnic MapOfMyTripTeaTowel CampingTeaTowelKit HostGiftTeaTowel TeaTowelBubbleWrap WhereIsThisTeaTowelFrom',
    fashion:
      'TeaTowelHairScarf TeaTowelApronTuck TeaTowelPocketSquare TeaTowelNeckerchief KnotATeaTowelTote GinghamTeaTowelFit MatchYourTeaTowel VintageTeaTowelLook',
    wellness:
      'CoolTeaTowelCompress EyeMaskTeaTowel MindfulTeaTowelFold TeaTowelChatAtTheSink TeaTowelDrawerReset SunshineTeaTowelLine TeaTowelNeckStretch TeaTowelShoulderRoll',
    speed:
      'TeaTowelFoldRace TenPlatesOneTeaTowel TeaTowelDrawerDash PegOutTeaTowels OneHandedTeaTowelRoll BlindfoldTeaTowelSwan SixtySecondTeaTowelWipe TeaTowelMatchPairs',
    music:
      'SeaShantyTeaTowel TeaTowelSinkDuet WaveYourTeaTowelChorus TeaTowelSerenade TeaTowelMutedPotDrum TeaTowelKitchenOpera WashingUpTeaTowelRap BarbershopTeaTowel',
    art: 'DesignYourTeaTowel PotatoStampTeaTowel TeaTowelTieDye TeaTowelEmbroidery ClassPortraitTeaTowel FrameAVintageTeaTowel DrawTheDrapedTeaTowel TeaTowelLeafPrints',
    tech: 'TeaTowelStopMotionFold PrintYourPhotoTeaTowel TeaTowelGreenScreen ReverseVideoTeaTowel JumpCutTeaTowelVanish TeaTowelSoftboxLight FlatLayTeaTowelBackdrop TimelapseTeaTowelDrying',
    pet: 'RollUpTeaTowelTreats TeaTowelPawWipe CatClaimsTheTeaTowel TeaTowelTugKnot TeaTowelShellGame DogFetchesTheTeaTowel BunnyNapTeaTowelNest GuineaPigTeaTowelTunnel',
    gaming:
      'TeaTowelMemoryTray TeaTowelCheckersBoard TeaTowelTicTacToe TeaTowelTailTag GrabTheTeaTowel GuessTheTeaTowelCity TugOfWarTeaTowel HideTheTeaTowel',
  },
};
