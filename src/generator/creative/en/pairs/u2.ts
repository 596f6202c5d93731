import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  bagpipe: {
    dance:
      'BagpipeHighlandFling BagpipeReelOff KiltSpinToBagpipes WaitForTheBagpipeDrop BagpipeFreezeDance BagpipeConga StompLikeABagpiper ShowUsYourBagpipeJig',
    fitness:
      'MarchToTheBagpipes PlankThroughBagpipes BagpipeHighlandGames BagpipeLungPower HighKneesToBagpipes BagpipeBootcamp BagpipeBurpeeDare JumpRopeToBagpipes',
    funny:
      'BagpipePopCovers EpicBagpiperEntrance BagpipeWeatherForecast AirBagpipeSolo WhenTheBagpipesKickIn BagpipeOrAGoose AddBagpipesToAnything LipSyncABagpipe',
    prank:
      'SurpriseBagpiper BagpipeAtTheDoor AmazingGraceAlarm BagpipeRingtoneSwap HiddenBagpipeSpeaker MyNewHobbyIsBagpipes BagpipeBirthdaySong BagpipeDinnerCall',
    educational:
      'BagpipesArentScottish NameThatBagpipePart ExplainBagpipesIn60 BalloonBagpipeDemo GuessTheBagpipeCountry WhyBagpipesNeverStop BagpipeTriviaDuel HumABagpipeDrone',
    cooking:
      'BagpipeShortbread BakeToTheBagpipes DecorateABagpipeCookie OatcakesAndBagpipes BagpipeTeaParty PackABagpipePicnic BagpipePancakeFlip FeedTheBagpiper',
    travel:
      'BagpipeCastleTour SpotABagpiper PackLikeABagpiper BagpipeHikeSoundtrack BagpipeFestivalTrip MarchInABagpipeParade BagpipeBeachWalk WelcomeHomeBagpipes',
    fashion:
      'BagpiperFitCheck KiltForADay DressLikeABagpiper BagpipeBandGlowUp BagpipeRunway BagpipeTransition ThriftABagpiperLook PlaidForTheBagpipes',
    wellness:
      'BagpipeDroneMeditation BreatheLikeABagpiper AmazingGraceBagpipes MorningBagpipeStretch BagpipeGratitudeWalk BagpipeTeaBreak DistantBagpipeCalm SunsetWithABagpiper',
    speed:
      'FastestBagpipeTune BagpipeReelRace AmazingGraceAt2x TidyUpToBagpipes InflateLikeABagpiper BagpipeTongueTwister DrawABagpipeIn10 BeatTheBagpiper',
    art: 'DrawABagpiper DesignYourTartan CardboardBagpipeBuild BagpipeComicStrip PaintTheBagpipeSound ClayBagpipeMini BagpiperSilhouetteArt SockBagpipeCraft',
    tech: 'BagpipeOverAnEDMBeat MakeABagpipeRingtone AIBagpipeCover BagpipeGreenScreen BagpipeSpectrogram HowLoudIsABagpipe BeYourOwnBagpipeBand TryABagpipeApp',
    pet: 'PupNapsByQuietBagpipes BagpipeWalkies BagpipeLullabyForPets MyCatsBagpipeTheme SlowBagpipeSnuggle BagpipeSqueakyToy FetchToBagpipeMusic BagpipeTrickShow',
    gaming:
      'BagpipeBossTheme NameThatBagpipeTune BagpipeMusicalChairs BagpipeSoundtrackSwap BagpipeHotPotato WinAndCueTheBagpipes PinTheDroneOnABagpipe StatuesToBagpipes',
  },
  accordion: {
    dance:
      'AccordionPolkaParty SqueezeboxShuffle HeelClickAccordionHop TwirlToTheAccordion AccordionTango WaltzWithAnAccordion StompToTheSqueezebox AccordionKickLine',
    fitness:
      'SqueezeboxSquats AccordionArmBurn SqueezeLikeAnAccordion PlankForOneAccordionSong AccordionJumpingJacks AccordionSideStretch PolkaHopsToAccordion TenAccordionBurpees',
    funny:
      'AccordionPopCovers AccordionMakesItFrench DadTriesTheSqueezebox AirAccordionSolo FailsWithAccordion AccordionLipSync MyAccordionImpression AccordionSoapOpera',
    prank:
      'AccordionSerenade AccordionAlarmClock SurpriseParisianCafe AccordionRingtoneSwap HiddenSqueezeboxSpeaker IBoughtAnAccordion SqueezeboxDoorbell SecretAccordionScore',
    educational:
      'AccordionOrConcertina PaperAccordionBellows GuessTheAccordionGenre AccordionTriviaDuel LearnOneAccordionChord WhyAccordionsHaveButtons ExplainAccordionsIn60 AccordionFunFactFriday',
    cooking:
      'AccordionPotatoes PolkaPierogiNight AccordionPullApart AccordionCafeCrepes PretzelsAndAccordion BakeAlongToAccordion DecorateAnAccordionCake StirToTheSqueezebox',
    travel:
      'AccordionPicnicTrip PolkaFestivalTrip SpotAnAccordionBusker PackLikeAnAccordion AccordionTravelJournal MarketWalkWithAccordion AccordionTrainJourney SqueezeboxSunsetStroll',
    fashion:
      'AccordionPleatSkirt AccordionistFitCheck PaperAccordionEarrings AccordionStreetStyle AccordionCafeChic StripesAndAccordion SpinTestAccordionDress ThriftAnAccordionLook',
    wellness:
      'AccordionBreathing StretchLikeAnAccordion AccordionLullaby SlowAccordionMorning JournalToAccordionWaltz SunsetAccordionStroll AccordionGratitudeList BigSqueezeboxHug',
    speed:
      'FastestAccordionPolka TempoUpEveryRound PaperAccordionFoldRace AccordionTongueTwister PackBeforeAccordionEnds SpeedDrawAnAccordion AccordionLyricRush NameTenAccordionSongs',
    art: 'AccordionBookCraft AccordionFoldCard DrawAnAccordionPlayer PaperAccordionSnake AccordionPopUpArt HangAnAccordionGarland AccordionComicStrip PaintToAccordionMusic',
    tech: 'AccordionMeetsSynth TryAnAccordionApp AIAccordionCover AccordionRingtone AccordionBellowsSlowMo PhoneAccordionBeat SplitScreenAccordionDuet ShootAnAccordionVideo',
    pet: 'AccordionPupPortrait PetPolkaParty AccordionNapTime CatAccordionStretch WalkiesToAccordion SqueezeToyAccordion TricksToAccordionMusic KittyAccordionLullaby',
    gaming:
      'AccordionShopTheme AccordionMusicalChairs NameThatAccordionTune AccordionCharades GuessTheGameOnAccordion BossBattleAccordion WinnersAccordionSong SqueezeboxSimonSays',
  },
  banjo: {
    dance:
      'BanjoHoedown BanjoClogOff BarnDanceShuffle PromenadeToTheBanjo BanjoStompAndClap HeelAndToeBanjo SwingYourBanjoPartner JigWhenTheBanjoHits',
    fitness:
      'BanjoBurpeeBreakdown HayBaleBanjoHops SkipToTheBanjo KickUpYourHeelsBanjo BanjoBarnyardBootcamp BanjoPorchPushUps BanjoHoedownCardio JumpingJackBanjoJam',
    funny:
      'DuelingBanjosAtHome BanjoMakesItCountry BanjoPopCovers BanjoChaseMusic BanjoForEveryChore YeehawBanjoEntrance SadBanjoBallad TalkingBanjoAnswers',
    prank:
      'BanjoSerenade BanjoWakeUpCall BanjoPicnicSurprise BanjoDoorbellSwap IJoinedABanjoBand SecretBanjoSoundtrack WelcomeHomeBanjo HappyBirthdayBanjo',
    educational:
      'BanjosAfricanRoots LearnTheForwardRoll BanjoOrUkulele WhyBanjosTwang CountTheBanjoStrings TinCanBanjoScience NameThatBanjoStyle TeachABanjoChord',
    cooking:
      'BiscuitsAndBanjo CornbreadCookOff BanjoBakeAlong PorchPicnicBanjo BanjoShapedCookies BanjoLemonadeStand BanjoPieSocial ShellPeasToTheBanjo',
    travel:
      'BanjoRoadTrip BanjoFestivalCampout BluegrassTrail SpotABanjoBusker BanjoFarmVisit TrainRideBanjoTunes SmallTownBanjoTour FindABanjoJam',
    fashion:
      'BanjoFitCheck OverallsAndBoots DressLikeABanjoPicker BanjoDenimDay FlannelAndBanjo StrutToTheBanjo BanjoThriftFlip BanjoBandanaStyle',
    wellness:
      'PorchPickinPeace BanjoGoldenHour BreatheToSlowBanjo BanjoGardenMorning BanjoGratitudeJar RockingChairBanjo NatureWalkWithBanjo StargazingBanjo',
    speed:
      'FastestBanjoRoll DuelingBanjosRace FoggyMountainSpeedrun BeatTheBanjoBreakdown DrawABanjoIn10 NameFiveBanjoSongs BanjoRhythmEcho BanjoTempoClimb',
    art: 'TinCanBanjoBuild PaperPlateBanjo DrawABanjoPicker BanjoPorchSketch BanjoStringArt ShoeboxBanjo PaintTheBanjoSong BanjoClayModel',
    tech: 'AskAIForABanjoSong BanjoAlarmTone BanjoSlowMoStrum TuneABanjoWithAnApp GreenScreenBanjoBand BanjoBeatMaker BanjoTransitionEdit SeeYourBanjoSoundWave',
    pet: 'GentleBanjoKittenSerenade HoundDogHoedown PorchBanjoWithMyPup BanjoNapBuddy PetTricksToBanjo BanjoThemeForMyCat BanjoLullabyForBunny FetchThenBanjoBreak',
    gaming:
      'BanjoKazooieSpeedrun BanjoBossTheme BanjoAndHorseshoes GuessTheBanjoCover BingoWithBanjoTunes BanjoRhythmGame WinnerPicksTheBanjoSong HotSeatBanjoTrivia',
  },
  harp: {
    dance:
      'HarpBallet DreamyHarpWaltz SlowMoHarpTwirl HarpRibbonDance TiptoeToTheHarp HarpLyricalSolo HarpArmWaves GracefulHarpDuet',
    fitness:
      'HarpistPostureCheck HarpYogaFlow HarpCoolDownStretch PlankThroughAHarpSong BalanceToHarpMusic SlowHarpSquats ReachLikeAHarpist HarpTaiChi',
    funny:
      'DreamSequenceHarp HarpForDramaticMoments PizzaArrivesCueTheHarp HarpMakesItHeavenly TinyWinsGetAHarp WakeUpInHeavenHarp HarpNarratesMyDay HarpistHairFlip',
    prank:
      'HarpWakeUpCall HarpRingtoneSwap SurpriseHarpSerenade IAmAHarpistNow HarpWhenTheyEnter HarpBehindTheCurtain FridgeDoorHarp HeavenlyHarpHello',
    educational:
      'WhyHarpStringsAreRed WhatHarpPedalsDo RubberBandHarpDemo HarpOrLyreQuiz IrelandsHarpSymbol HarpsAncientEgyptRoots HarpFactOrFiction TeachAHarpScale',
    cooking:
      'HarpAndHighTea AngelFoodCakeAndHarp HarpShapedCookies BakeToHarpMusic HarpBrunchForMom HarpPicnicSpread LicoriceStringHarp DinnerPartyHarp',
    travel:
      'HarpForestDayTrip FindAStreetHarpist ScenicWalkWithHarp HarpTrainWindow HarpGardenVisit HarpMuseumHunt SlowTravelHarpVlog CelticHarpRoadTrip',
    fashion:
      'HarpistFitCheck FlowySleevesHarpTest HarpGownGlowUp DressLikeAHarpist HarpRunwayWalk CelticHarpBraids HarpCharmNecklace ThriftAHarpistLook',
    wellness:
      'FallAsleepToHarp HarpBreathingBreak JournalToHarpMusic HarpMorningStretch HarpScreenFreeHour HarpGratitudeList SunsetHarpPause CalmCornerHarp',
    speed:
      'FastestHarpGlissando DrawAHarpIn30 BoxHarpBuildRace TidyUpBeforeHarpFades HarpSpeedQuiz HarpTempoSprint BeatTheHarpist HarpNoteEcho',
    art: 'StringArtHarp SketchAHarpist CardboardHarpBuild WatercolorHarpMelody HarpSilhouette GoldPenHarpDoodle ClayMiniHarp HarpOneLineDrawing',
    tech: 'AskAIForAHarpSong TryAVirtualHarpApp RingtoneOnHarp SlowMoHarpStrings GreenScreenHarpist CodeAHarpSound HarpVideoTransition HarpPhoneDuet',
    pet: 'DogSleepsToHarp PetHarpLullaby CalmingHarpForKitty HarpGroomingTime HarpPawMassage SlowHarpWalkies HarpCuddlePuddle TrickShowToHarp',
    gaming:
      'SaveRoomHarp BossThemeOnHarp GuessTheGameByHarp HarpMusicalStatues HarpVictoryFanfare HarpRhythmDuel LevelUpHarpSound HarpCharades',
  },
  xylophone: {
    dance:
      'XylophoneHopscotch TapDanceToXylophone XylophoneSkeletonWiggle BallerinaXylophoneSpin XylophoneScaleSteps GlockenspielGlide FreezeWhenXylophoneStops ToyXylophoneConga',
    fitness:
      'JumpTheXylophoneScale XylophoneNoteSquats XylophoneHighKnees XylophoneColorCircuit AgilityLadderXylophone StretchToXylophone GlockenspielBurpees PlankToAXylophoneSong',
    funny:
      'SkeletonXylophone XylophoneFailSound BadNewsOnXylophone AirXylophone ToddlerXylophoneCover XylophoneCartoonTiptoe XylophoneDadJokes ThisIsMyXylophoneEra',
    prank:
      'XylophoneDoorbell XylophoneDinnerBell XylophoneFridgeChime TinyXylophoneSerenade GentleXylophoneWakeUp HiddenXylophoneHunt IAmAXylophonistNow ComplimentOnXylophone',
    educational:
      'XylophoneABCs XylophoneOrMarimbaQuiz WhyXylophoneBarsShrink WaterGlassXylophone XylophoneColorNotes LearnAXylophoneSong XylophoneMeansWoodSound TeachTwinkleOnXylophone',
    cooking:
      'XylophoneFruitPlatter VeggieStickXylophone BakeToXylophoneTunes WaferXylophoneCake ChocolateBarXylophone XylophoneLunchBox RainbowToastXylophone PancakeXylophoneStack',
    travel:
      'XylophonePlayground FenceXylophoneWalk XylophoneRoadTripSong KidsMuseumXylophone SpotAXylophoneBusker HolidayXylophoneJingle XylophoneTrainRide XylophoneVacationVlog',
    fashion:
      'DressLikeAXylophone XylophoneStripeSocks RainbowXylophoneNails XylophoneColorBlocking XylophoneHairClips StrutToXylophoneScale OutfitChangeOnXylophone XylophoneEyeshadow',
    wellness:
      'XylophoneMorningChime XylophoneBreathCount SlowXylophoneLullaby GratitudeXylophone XylophoneMindfulMinute StretchToSoftXylophone GlockenspielStargazing JournalToXylophone',
    speed:
      'FastestXylophoneRun XylophoneMemoryRace SortTheXylophoneColors BeatTheXylophoneJingle SpellXylophoneFast GlockenspielIn30 XylophoneEchoDuel RapidXylophoneRepeat',
    art: 'DIYXylophoneBuild PaintYourXylophone DrawAXylophoneRainbow XylophoneMelodyArt XylophonePopUpCard ClayXylophoneMini XylophoneStickerSheet SkeletonXylophoneSketch',
    tech: 'CodeAXylophoneSong XylophoneAppDuet AIXylophoneRemix XylophoneTextTone SlowMoXylophoneMallet XylophoneStopMotion BeatDropOnXylophone RecordAXylophoneLoop',
    pet: 'DogPlaysXylophone XylophoneTreatPuzzle XylophoneDinnerChime TeachYourPupXylophone XylophoneLullabyForKitty BirdTapsXylophone XylophonePawHighFive SnuggleToXylophone',
    gaming:
      'XylophoneCoinSound XylophoneBossTheme GuessTheLevelXylophone XylophoneSimonSays FreezeTagXylophone XylophoneMemoryMatch PowerUpXylophoneDing HotPotatoXylophone',
  },
  cowbell: {
    dance:
      'MoreCowbellDance CowbellBootScoot FreezeOnTheCowbell CowbellCongaLine SambaCowbellShimmy CowbellCountIn MirrorMyCowbellMoves StompEveryCowbell',
    fitness:
      'MoreCowbellReps SquatOnEveryCowbell CowbellBurpeeCall PlankTilTheCowbell CowbellBoxingRound HighKneesCowbell CowbellCoolDown CowbellRelayRace',
    funny:
      'MoreCowbellMoments CowbellEverySong WorstTimeForCowbell CowbellInterruptions CowbellOrDoorbell GrandpaOnCowbell ExplainItWithCowbell CowbellLaughTrack',
    prank:
      'CowbellDoorbell CowbellDinnerCall SurpriseCowbellSolo CowbellRingtone CowbellOnTheCookieJar YodelAndCowbellHello IJoinedACowbellBand SneakyCowbellEntrance',
    educational:
      'WhyCowsWearBells CowbellPitchExperiment CowbellOrAgogoQuiz LearnACowbellRhythm CowbellInEveryGenre CountTheCowbellHits DampenACowbell AlpineCowbellTradition',
    cooking:
      'RingTheCowbellForDinner CowbellFarmBreakfast CowPrintCake CowbellCheeseBoard DecorateCowbellCookies AlpineCowbellPicnic ButterChurnCowbell CowbellKitchenTimer',
    travel:
      'FarmVisitCowbell CowbellCountryWalk HikeAndHearCowbells CowbellSouvenirHunt CowbellPasturePicnic CountyFairCowbell CowbellCabinWeekend MeetTheCowbellCows',
    fashion:
      'CowbellNecklace BeltBuckleCowbell YodelerCowbellFit CharmBraceletCowbell CowbellEarrings FarmChicCowbell OutfitChangeOnCowbell DirndlAndCowbell',
    wellness:
      'CowbellMeadowWalk BreatheWithTheCowbell CowbellSoundBath DistantCowbellNap CowbellSunriseYoga GratitudeCowbellRing UnplugToCowbells CowbellCloudWatching',
    speed:
      'FastestCowbellRoll CowbellCountdown HitTheCowbellFirst CowbellTimeTrial ChoresBeforeTheCowbell CowbellTapAThon CowbellPassRelay MoreCowbellEveryRound',
    art: 'DrawACowWithACowbell CowbellClayCharm TinCanCowbellCraft CowbellWatercolor CowbellFlowerPainting PaintACowbellBookmark CowbellPosterDesign PaperCupCowbell',
    tech: 'AddCowbellWithAI DrumMachineCowbell CowbellTextAlert PhoneCowbellBeat CowbellSlowMo CowbellMemeEdit DecibelTestCowbell SmartSpeakerCowbell',
    pet: 'DogRingsTheCowbell CowbellMealtimeCall CowbellRecallTraining PawOnTheCowbell PettingZooCowbell CowbellFetchGame SitStayCowbell WaitForTheCowbell',
    gaming:
      'CowbellRhythmGame CowbellBuzzerQuiz FindTheHiddenCowbell CowbellCopycat BingoCallerCowbell RingTheCowbellIfYouWin HotPotatoCowbell StatuesAndCowbells',
  },
  clarinet: {
    dance:
      'ClarinetSwingOut KlezmerClarinetHora CharlestonToClarinet ClarinetSnakeSway ClarinetSqueakFreeze LindyHopClarinet ClarinetSoftShoe SlowDanceToClarinet',
    fitness:
      'ClarinetPlankSolo SquatToClarinetJazz ClarinetArmCircles MarchingClarinetMile ClarinetSkipRope PostureResetClarinet WallPushUpsToClarinet BalanceLikeAClarinetist',
    funny:
      'SqueakOfShame ClarinetPopCovers FirstClarinetLesson CharmASockWithClarinet ClarinetSoundsLikeADuck ClarinetCartoonSneak ClarinetOrKazoo GrandmaRatesMyClarinet',
    prank:
      'ClarinetSerenade ClarinetSnakeCharmer ClarinetAlarmSwap SurpriseClarinetRecital MysteryClarinetVoicemail ClarinetCompliments BirthdayClarinetWakeUp SecretClarinetScore',
    educational:
      'WhyClarinetsSqueak StrawClarinetDemo ClarinetOrOboeQuiz NameTheClarinetParts LearnAClarinetScale ClarinetFactFaceOff SpotTheClarinetInASong TeachMeOneClarinetNote',
    cooking:
      'PlayForYourSupper ClarinetWhileItSimmers BakeAlongToClarinet ClarinetShapedBreadsticks ClarinetJazzBrunch PicnicBasketClarinet ClarinetDinnerParty DecorateAClarinetCookie',
    travel:
      'BuskWithAClarinet ClarinetCityWalk ClarinetRoadTripPlaylist PackYourClarinetCase FindAParkClarinetist ClarinetTravelDiary JazzClubClarinetNight BeachSunsetClarinet',
    fashion:
      'ClarinetistFitCheck SwingEraClarinetLook ClarinetCaseGlowUp ClarinetBowTieStyle ClarinetOutfitSwap RunwayWalkToClarinet VintageClarinetThrift HatTipClarinetPose',
    wellness:
      'ClarinetBreathing ClarinetLullaby JournalToClarinetJazz SlowClarinetStretch ClarinetTeaTime ClarinetGratitudeWalk RainyDayClarinet UnplugWithClarinet',
    speed:
      'BumblebeeClarinet FastestClarinetRun ClarinetAssemblyRace BeatTheClarinetSolo DrawAClarinetIn30 ClarinetScaleSprint ClarinetReedSpeedrun TidyBeforeTheClarinetEnds',
    art: 'ClarinetSoundPainting ClarinetContourSketch PaperTowelTubeClarinet ClarinetJazzPoster ClarinetistCaricature SilhouetteOfAClarinet DesignAClarinetSticker ClayClarinetMagnet',
    tech: 'TuneYourClarinet AskAIForAClarinetSolo ClarinetRingtoneRemix ClarinetSlowMoSqueak ClarinetDuetWithYourself ClarinetGreenScreenGig PracticeClarinetWithApp TimelapseClarinetAssembly',
    pet: 'ClarinetPupPortrait SerenadeMyPet ClarinetNapForKitty WalkiesWithClarinet TricksToClarinetJazz ClarinetTreatSearch ParrotClarinetDuet ClarinetCuddleBreak',
    gaming:
      'ClarinetBossTheme NameThatLevelTune ClarinetCartoonSoundGuess ClarinetEchoGame ClarinetHotPotato RhythmBattleClarinet VictoryFanfareClarinet CharadesWithAClarinet',
  },
  trombone: {
    dance:
      'TromboneElectricSlide SecondLineTrombone TromboneMarchingStrut TromboneWobbleDance TromboneHighKicks BigBandTromboneSwing SadTromboneMelt FreezeOnTheTromboneHit',
    fitness:
      'TromboneSlideRows TromboneParadeMarch PlankForASadTrombone TromboneLungeWalk SquatWhenTromboneDrops TromboneShadowBox WallSitToTrombone SkipToTheTrombone',
    funny:
      'TromboneForEveryFail SadTromboneMoments LearnTromboneInADay AirTromboneSolo TromboneSlideMishap TromboneWahReply TromboneDramaticExit KazooVsTrombone',
    prank:
      'SadTrombonePrank GiftWrappedTrombone SurpriseTromboneSolo TromboneDoorbell TromboneTextTone TromboneFanfareWelcome ToyTromboneSwap IBoughtATrombone',
    educational:
      'WhyTromboneHasASlide BuzzYourLips GardenHoseTrombone TromboneOrTubaQuiz TromboneSevenPositions ExplainTrombonesIn60 TromboneFactOrFake TromboneWordOrigin',
    cooking:
      'SadTromboneSouffle DecorateATromboneCookie TromboneShapedPretzels BakeToTheTrombone TromboneTacoTuesday TromboneDinnerFanfare PizzaNightTrombone TromboneBrunchBand',
    travel:
      'TromboneStreetParade FollowTheBrassBand FindATromboneInTown RoadTripTromboneTheme PackLikeATrombonist TromboneFestivalTrip TromboneParkBandstand CarnivalTromboneWalk',
    fashion:
      'TromboneFitCheck DressLikeATrombone MarchingBandChic TromboneGoldGlowUp TromboneSlideTransition BlazerAndTrombone ThriftATrombonistLook ShinyShoesTrombone',
    wellness:
      'TromboneBreathing SlowTromboneLullaby TromboneHumAlong TromboneJournalBreak GoldenHourTrombone GratitudeNoteTrombone TromboneStretchAndSigh ParkWalkTrombone',
    speed:
      'FastestTromboneSlide TromboneScaleRace FlightOfTheBumblebee TromboneAssemblyDash BeatTheSadTrombone DrawATromboneIn20 TromboneQuickQuiz TromboneCleanupRush',
    art: 'TromboneBellSelfie SketchATrombonist CardboardTromboneBuild JazzPosterTrombone OneLineTromboneArt TromboneFoilSculpture TromboneSoundDoodle WatercolorTrombone',
    tech: 'TromboneSlideSlowMo SadTromboneSoundboard TromboneAlarmTone AIWritesTromboneSolo AddTromboneToVideos TromboneTunerApp TromboneSplitScreenDuet HowLoudIsATrombone',
    pet: 'TrombonePetPortrait SadTrombonePuppyEyes SoftTromboneNap TromboneShapedTreats CatInspectsTheTrombone PawPrintTromboneStickers ParrotTromboneMimic CuddleToTromboneJazz',
    gaming:
      'TromboneChampRun GameOverTrombone TromboneMusicalChairs TromboneTriviaBuzzer TromboneWinnerFanfare CharadesWithTrombone BossBattleTrombone HotPotatoTrombone',
  },
  tuba: {
    dance:
      'TubaPolka TubaBounce TubaChickenDance WaddleToTheTuba TubaBassDrop SlowMoTubaSway OompahStompWithTuba MarchBehindTheTuba',
    fitness:
      'CarryLikeATubaPlayer SquatToTheTubaBeat TubaMarchInPlace PlankThroughATubaSolo TubaShoulderPress StarJumpsToTuba TubaCoolDownSway WalkingLungesToTuba',
    funny:
      'TubaPopCovers OompahEverything ElephantFootstepsOnTuba TubaSoundtrackMyWalk TubaGrandEntrance TubaOrFoghorn DadTriesTheTuba SlowMotionTubaFace',
    prank:
      'TubaDoorbell SurpriseTubaSerenade CardboardTubaGift TubaRingtone TubaInTheNextRoom BirthdayTubaFanfare MyNewTubaHobby TubaDinnerAnnouncement',
    educational:
      'HowLongIsATubaTube TubaOrSousaphone WhyTubasSoundSoLow TubaFactOrFib TubaBrassFamilyQuiz BuzzLikeATubaPlayer TubaMouthpieceDemo PressTheTubaValves',
    cooking:
      'TubaPolkaPretzels OompahPicnic TubaCupcakeTower BakeToTheTuba TubaSausageSupper BigTubaBreakfast PotluckWithATuba MeatballsAndTuba',
    travel:
      'TubaParadeTrip BrassBandFestival FindATubaBusker TubaRoadTripAnthem PackingLikeATubaCase TubaBandstandVisit TubaTownSquareWalk HolidayMarketTuba',
    fashion:
      'TubaFitCheck TubaBandUniform DressLikeATuba TubaBowTie GoldenTubaGlowUp SuspendersAndTuba OutfitRevealTuba ThriftATubaLook',
    wellness:
      'TubaBreathing TubaNapLullaby TubaBellyLaugh TubaGroundingWalk LowTubaMeditation SunsetStretchTuba GratitudeCircleTuba JournalToTubaJazz',
    speed:
      'FastestTubaRun OompahSpeedUp BeatTheTubaSolo SketchATubaIn30 TubaRelayDash TubaChoreBlitz TubaQuizSprint TubaTempoLadder',
    art: 'TubaCartoonCharacter CardboardTubaBuild TubaShadowTrace TubaBellPortrait GoldFoilTuba TubaComicStrip PaperPlateTuba OneLineTubaDrawing',
    tech: 'TubaBassDropRemix AskAIToAddTuba TubaTextTone TubaSlowMoCheeks SingLikeATubaFilter TubaPhoneSpeakerTest DecibelAppVsTuba DuetWithADigitalTuba',
    pet: 'DrawMyPupWithATuba CatNapsInTheTubaCase SoftTubaLullaby TubaShapedDogBiscuits TubaHighFiveTrick TubaTreatTime TubaCuddleBreak ZoomiesToTubaPolka',
    gaming:
      'TubaJumpSoundEffect TubaBossTheme TubaMusicalStatues NameThatTubaTune GuessTheAnimalOnTuba WinnerGetsATubaAnthem BingoNightTuba CopyTheTubaBeat',
  },
  'friendship bracelet': {
    dance:
      'BestFriendTwoStep BraceletTradeDance FriendshipBraceletDuet FriendshipBraceletWave TwirlFriendshipBracelets BraceletMakingBoogie ShakeFriendshipBracelets MirrorFriendshipBracelet',
    fitness:
      'FriendshipBraceletRun BestFriendPlank BeadPerRep EarnAFriendshipBracelet BraceletMakingStretch FriendshipBraceletWalk FriendshipBraceletRelay SitUpsThenBraceletMaking',
    funny:
      'FriendsRateMyBracelet BraceletToTheElbow FriendshipBraceletFail DadsFriendshipBracelet TypoFriendshipBracelet BraceletMakingChaos GrandmaFriendshipBracelet FriendshipBraceletDrama',
    prank:
      'SecretFriendBracelet FriendshipBraceletDrop BraceletInTheLunchbox SneakyFriendshipBracelet SwapFriendshipBracelets FriendshipBraceletForMom GiantFriendshipBracelet BraceletMakingSurprise',
    educational:
      'BraceletPatternMath LearnBraceletMaking BraceletMakingMorseCode BinaryFriendshipBracelet BraceletMakingInSpanish FriendshipBraceletQuiz ChevronBraceletMaking CountryFlagBraceletMaking',
    cooking:
      'FriendshipBreadBraid CandyBeadBracelet FriendshipBraceletCake CerealFriendshipBracelet BraceletMakingSnacks FruitFriendshipBracelet FriendshipBraceletPicnic BestFriendCookies',
    travel:
      'BraceletFromEveryCity BestFriendRoadTrip TradeFriendshipBracelets BraceletMakingSouvenir BraceletMakingOnTheTrain PackAFriendshipBracelet FriendshipBraceletPenPal FriendshipBraceletCamp',
    fashion:
      'FriendshipStackCheck BestFriendArmCandy MatchingBFFBracelets StyleAFriendshipBracelet FriendshipBraceletAnklet BraceletMakingHairWrap FriendshipBraceletGlowUp RainbowFriendshipBracelet',
    wellness:
      'FriendshipBraidNight ThankYouFriendBracelet MindfulBeadwork CalmingBraceletMaking AffirmationBraceletMaking BraceletMakingScreenBreak FriendshipBraceletCheckIn SlowFriendshipBracelet',
    speed:
      'FriendshipBraceletDash FastestBFFBracelet BraceletMakingSprint FriendshipBraceletIn5 BlindBraceletMaking FriendshipBraceletRelay OneHandBraceletMaking BeatMyFriendshipBracelet',
    music:
      'FriendshipBeadLyrics ConcertBraceletTrade BestFriendDuet BraceletMakingPlaylist FriendshipBraceletSong FriendshipBraceletShaker BraceletMakingKaraoke BandNameBraceletMaking',
    tech: 'MorseCodeBracelet BestFriendNFCBracelet FriendshipBraceletApp BraceletMakingTimelapse AIFriendshipBracelet BraceletMakingStopMotion BraceletMakingVideoCall SpreadsheetBraceletMaking',
    pet: 'VetThankYouBraceletMaking PawPrintCharm PetNameFriendshipBracelet DogParkFriendshipBracelet FurColorBraceletMaking CatProofBraceletMaking WhiskerBeadBraceletMaking GotchaDayBraceletMaking',
    gaming:
      'SquadFriendshipBeads BestFriendCoOpNight PlayerTwoBracelet FriendshipBraceletBingo GamerTagBraceletMaking FriendshipBraceletPrize FriendshipBraceletTrivia RollDiceBraceletMaking',
  },
  charcoal: {
    dance:
      'CharcoalGestureDance SketchMyMovesCharcoal CharcoalFootworkTrail DrawToTheBeatCharcoal CharcoalSmudgeShuffle FreezeFrameCharcoal CharcoalSilhouetteGroove ArmSwingCharcoalArcs',
    fitness:
      'SketchTheSquat CharcoalPoseHold MyPlankInCharcoal CharcoalYogaFlow LungeAndDrawCharcoal CharcoalArmDay StickFigureCharcoalReps CharcoalMuscleStudy',
    funny:
      'CharcoalHandsAftermath SootyNoseReveal CharcoalPortraitOfDad ExpectationVsCharcoal CharcoalBlindDrawing FamilyRatesMyCharcoal CharcoalSelfieFaceOff WorstCharcoalSketch',
    prank:
      'CharcoalSecretPortrait SneakySketchReveal CharcoalThankYouCard CharcoalFakeMasterpiece DoodleNotesInCharcoal FridgeGalleryCharcoal MysteryCharcoalArtist GuessWhoInCharcoal',
    educational:
      'HowCharcoalIsMade CharcoalShading101 CaveArtWithCharcoal CharcoalValueScale GraphiteVsCharcoal CharcoalWaterFilterTest TeachCharcoalBlending DrawLightWithCharcoal',
    cooking:
      'SketchYourDinner CharcoalFoodPortrait CharcoalCookbookDoodle CharcoalStillLifeFruit CharcoalMenuBoard CafeCornerCharcoal BakeSalePosterCharcoal GrandmasKitchenCharcoal',
    travel:
      'CharcoalCityscape SketchbookOnTheRoad CharcoalStreetCorner CharcoalTravelJournal ParkBenchCharcoal LandmarkInCharcoal SunsetInCharcoal CharcoalTrailView',
    fashion:
      'CharcoalGreyFit SketchYourOutfit CharcoalRunwayDoodle DreamDressInCharcoal SneakerDesignCharcoal MonochromeCharcoalLook WinterLayersInCharcoal ThriftACharcoalBlazer',
    wellness:
      'SmudgeAndBreathe SlowCharcoalShading CharcoalEmotionScribble CharcoalCloudStudy CharcoalGratitudeSketch EyesClosedCharcoal CharcoalQuietHour PhoneFreeCharcoal',
    speed:
      'ThirtySecondSketch CharcoalGestureRace CharcoalBeatTheTimer CharcoalSpeedPortrait TagTeamCharcoal FiveFacesInCharcoal LightningRoundCharcoal RapidCharcoalPoses',
    music:
      'CharcoalToTheBeat SketchTheConcert CharcoalAlbumCover DrawWhatYouHearCharcoal CharcoalLyricPortrait RhythmLinesInCharcoal MusicianStudyCharcoal PlaylistArtInCharcoal',
    tech: 'CharcoalVsDigital CharcoalTimelapse ScanYourCharcoalArt AnimateACharcoalSketch CharcoalPhotoFilter StopMotionCharcoal AIGuessesMyCharcoal PhoneWallpaperCharcoal',
    pet: 'CharcoalPetPortrait DogReactsToHisSketch SleepyPupCharcoal CharcoalCatNap CharcoalFurTexture CharcoalBunnyStudy WhiskersInCharcoal GoldfishInCharcoal',
    gaming:
      'SketchTheFinalBoss CharcoalGameCharacter CharcoalConceptArt CharcoalDrawAndGuess DungeonMapInCharcoal PassTheCharcoal LevelDesignInCharcoal PixelHeroInCharcoal',
  },
  'colored pencil': {
    dance:
      'TwirlAColoredPencil ColoredPencilFreezeDance ShuffleWithPencilCrayons EveryColoredPencilIsAMove StrikeAColoredPencilPose ColoredPencilChoreo ColorPencilRainbowRoll ColoredPencilHandJive',
    fitness:
      'ColorInAfterReps ArtistWristWarmUp ColoredPencilPlank ColoredPencilPickUp ColoredPencilStretchBreak SquatPerColoredPencil ColoredPencilWorkoutChart BalanceAColoredPencil',
    funny:
      'OneColoredPencilOnly PencilCrayonStubs TheWhitePencilMystery ColoredPencilSharpenFail LeftHandColoredPencil ColoredPencilByMyKid PencilCrayonDebate BlindfoldColoredPencil',
    prank:
      'ColoredPencilShuffle RainbowNoteSurprise ColorByNumberSecret ColoredPencilLunchboxArt ColoredPencilCompliments ColoredPencilPortraitDrop SneakyColoredPencilDoodle WhoStoleMyColoredPencils',
    educational:
      'ColoredPencilBlending ColorWheelFromThree ColoredPencilShadingScale ColoredPencilLeafStudy DiagramInColoredPencil WarmVsCoolColoredPencils ColoredPencilMapQuiz WhatsInAColoredPencil',
    cooking:
      'ColoredPencilCookies PencilShapedPretzels CakePopColoredPencils ColoredPencilVeggieSticks ColoredPencilMenuDesign ColoredPencilLunchNote WaferColoredPencils BreadstickColoredPencils',
    travel:
      'ColoredPencilPostcards SketchTheView ColorInEveryCity ColorPencilTravelJournal ColoredPencilOnTheTrain PackTwelveColoredPencils ColoredPencilParkDay BeachColoredPencilDoodle',
    fashion:
      'ColoredPencilCostume ColorPencilLookbook MatchMyColoredPencil MiniColoredPencilEarrings StripedLikeColoredPencils DesignATeeInColoredPencil RainbowPencilCrayonFit ColoredPencilSkirt',
    wellness:
      'CozyColoringHour ColoredPencilMoodJournal GratitudeInColoredPencil ColoredPencilMandala SlowColoredPencilClouds ColoredPencilCalmCorner UnplugWithColoredPencils BedtimeColoredPencil',
    speed:
      'RainbowInOneMinute ColorPencilSharpenOff SortColoredPencilsFast ColoredPencilQuickDraw ColoredPencilTagTeam PickUpSticksColoredPencil FillThePageColoredPencil ColoredPencilStackTower',
    music:
      'ColorTheSong ColoredPencilAlbumArt PencilDrumSolo DrawTheMusicColoredPencil ColoredPencilLyricPage ConcertPosterColorPencil ColoredPencilRhythmTap ColorPencilMoodPlaylist',
    tech: 'ColoredPencilVsTablet ColoredPencilTimelapse AIColorsMySketch ScanYourColoredPencilArt ColoredPencilWallpaper StopMotionColoredPencils PhotoToColoredPencil EmojiInColoredPencil',
    pet: 'ColorPencilPetPortrait RainbowPupDoodle ColoredPencilFurStudy ColoredPencilCatNap ColoredPencilGoldfish AdoptMeColoredPencil BunnyInColoredPencil DogParkInColoredPencil',
    gaming:
      'ColoredPencilGameMap RetroSpriteColoring ColoredPencilDrawAndGuess RollTheDiceColoredPencil BingoWithColoredPencils TicTacToeColoredPencil AvatarInColoredPencil ColoredPencilSpeedrun',
  },
  ink: {
    dance:
      'InkBrushDance InkBlotPoses FlowLikeInkInWater InkStrokeChoreo FreezeInAnInkSplat CalligraphyInkWaltz PenAndInkShuffle BlackInkBallet',
    fitness:
      'InkYourProgress InkAfterEveryRun WorkoutComicInInk PlankAndInk DrawTheRouteInInk HabitTrackerInInk PushUpTallyInInk StretchThenInk',
    funny:
      'InkBlotGuess InkSpillPanic PenLeakAftermath WorstInkSignature FancyInkGroceryList ShakespeareInkTexts InkMoustacheOnAPhoto InkDoodleGlowUp',
    prank:
      'InkPostcardFromTheCat InvisibleInkNote InkDoodleSurprise BananaPeelInkMessage HiddenInkCompliment TreasureMapInInk LunchNapkinInkArt PenAndInkPortraitDrop',
    educational:
      'HowInkIsMade InvisibleInkScience InkChromatography MakeInkFromBerries InkBlotSymmetry WhySquidsSquirtInk LearnInkLettering InkTimelineQuiz',
    cooking:
      'SquidInkPasta InkSplatterCake EdibleInkCookies InkBlotPancakes InkRecipeJournal PenAndInkMenu SketchYourPlateInInk FoodColoringInkDrawing',
    travel:
      'InkTravelSketch PenAndInkPostcards InkOnTheTrain InkYourTripMap PassportDoodleInInk SeasideInkDrawing MuseumVisitInInk CafeWindowInk',
    fashion:
      'InkSplatterTee InkDrawnSneakers PenAndInkDenim ToteBagInkDoodle SketchYourOutfitInInk MonochromeInkLook InkDipDyeSocks CapLetteringInInk',
    wellness:
      'InkInWaterCalm InkZentangle GratitudeInInk InkBreathingLines InkMorningPages LetterAQuoteInInk BedtimeInkDoodle UnplugWithPenAndInk',
    speed:
      'InkSpeedSketch OneMinuteInkDrawing InkBlotRapidGuess PassThePenAndInk InkCalligraphyRace FillAPageWithInk InkSignatureSprint DoodleDashInInk',
    music:
      'InkToTheBeat InkLyricArt InkyAlbumCover DrawTheMelodyInInk InkConcertSketch MusicNoteDoodleInInk BandPosterPenAndInk SongTitleLetteringInk',
    tech: 'DigitalInking InkVsTablet InkTimelapse ScanYourInkDrawing AnimateAnInkDoodle AIColorsMyInk InkDropSlowMo InkSketchToSticker',
    pet: 'InkPetPortrait InkSketchMyCat InkGoldfishDoodle InkBunnyStudy OneLineInkPuppy AdoptionPosterInInk WhiskersInInk DogParkInkJournal',
    gaming:
      'InkDungeonMap InkGameCharacter PenAndInkBoss CharadesWithInkBlots PassTheInkDrawing TicTacToeInInk DesignPlayingCardsInk DrawAMazeInInk',
  },
  'spray paint': {
    dance:
      'SprayPaintCanShuffle SprayPaintBackdropDance StreetArtGroove ShakeItLikeSprayPaint SprayPaintPopAndLock BreakdanceBySprayPaint SprayPaintStencilPoses FreezeFrameSprayPaint',
    fitness:
      'SprayCanShakeReps SprayPaintYourDumbbells SquatAndSprayPaint ArmDayWithSprayPaint ChalkSprayPaintHopscotch BackyardSprayPaintCourse SprayPaintFinishLine SprayPaintYourJumpRope',
    funny:
      'SprayPaintFail SprayPaintEverythingGold StencilGoneWrong ExpectationVsSprayPaint DadTriesSprayPaint SprayPaintedMyOldToys SlowMoSprayPaintReveal GrandmaRatesSprayPaint',
    prank:
      'SprayPaintedRockGift ChalkSprayPaintMessage SprayPaintWelcomeSign SprayPaintBirthdayBanner SecretSprayPaintPortrait SprayPaintGoldTrophy ThankYouSprayPaintArt SurpriseSprayPaintPoster',
    educational:
      'HowSprayPaintWorks ColorMixingWithSprayPaint SprayPaintFadeTechnique MaskUpBeforeSprayPaint WhySprayPaintDrips SprayPaintArtQuiz TeachASprayPaintStencil SprayPaintPrimerTest',
    cooking:
      'EdibleSprayPaintCake MenuBoardSprayPaint StencilCoffeeArt KitchenSignSprayPaint SprayPaintLabelJars GoldSprayPaintCookies SpiceRackSprayPaint HerbPotsInSprayPaint',
    travel:
      'SprayPaintArtWalk SprayPaintMuralHunt GuidedSprayPaintTour SprayPaintSuitcase SprayPaintMapOfTrips LegalWallSprayPaint CitySkylineSprayPaint PostcardInSprayPaint',
    fashion:
      'SprayPaintSneakers SprayPaintedJacket StencilTeeDesign SprayPaintCapGlowUp GraffitiSprayPaintFit OmbreSprayPaintHoodie StreetwearInSprayPaint BackpackSprayPaintFlip',
    wellness:
      'SprayPaintSunsetArt StencilAffirmations SlowSprayPaintFades SprayPaintGardenStones OutdoorSprayPaintHour GratitudeBoardSprayPaint SprayPaintMoodCanvas SprayPaintMandala',
    speed:
      'SprayPaintSpeedArt SprayPaintPlanetsFast FiveMinuteStencil SprayPaintRelayMural TagTeamSprayPaint ThreeCanSprayPaintRace SprayPaintSunsetIn60 SkylineSprayPaintSprint',
    music:
      'SprayPaintToTheBeat SprayPaintedGuitar SprayPaintAlbumCover SprayPaintBandLogo HipHopSprayPaintBattle LyricCanvasSprayPaint DrumKitSprayPaintMakeover VinylRecordSprayPaint',
    tech: 'SprayPaintedPCCase SprayPaintTimelapse SprayPaintLaptopStand PrintedStencilSprayPaint SlowMoSprayPaint AIDesignsMySprayPaint SprayPaintKeyboardMod GreenScreenSprayPaint',
    pet: 'SprayPaintPetPortrait CatSilhouetteSprayPaint PawPrintPosterSprayPaint AdoptionDaySprayPaint GoldfishMuralSprayPaint TreatJarSprayPaint SprayPaintLeashHook SprayPaintDoghouseSign',
    gaming:
      'SprayPaintGameLogo PixelStencilArt ChessSetSprayPaint SprayPaintMiniatures SprayPaintCornholeBoards SprayPaintGamerTag BossLevelSprayPaint RetroArcadeSprayPaint',
  },
  eye: {
    dance:
      'NoBlinkDanceOff EyesClosedChoreo EyeRollOnTheBeat EyebrowWiggleBattle FollowMyEyesGroove TwoStepEyeContact SideEyeShuffle EyePatchPirateJig',
    fitness:
      'EyeContactPlank StaringWallSit EyesClosedBalance KeepYourEyeOnTheBall EyeHandJuggleTest OneEyeCatchDrill SquatAtEyeLevel EyesForwardBoxing',
    funny:
      'EyeContactLaughOff GooglyEyeSelfie StaringContestFail EyebrowRaiseChallenge SideEyeFromMyDog EyeRollOlympics DramaticEyeZoom CantWinkOneEye',
    prank:
      'GooglyEyesEverywhere WatchfulPortraitPrank EyeSeeYouNote EyelashesForTheCar WinkingEyeFridgeMagnet EyeChartFunnyLines EyeballCupcakeSurprise EggCartonWithEyes',
    educational:
      'FindYourBlindSpot EyeDominanceTest IllusionsThatTrickEyes EyeColorGenetics EyeAfterimageFlag DrawTheEyeDiagram FunEyeFactQuiz WhyEyesBlink',
    cooking:
      'EyeCandyDessert EyeballCakePops EyeHealthSmoothie GooglyEyeSandwich EyeCatchingPlating BirdsEyeViewBaking SpookyEyeCupcakes TasteTestEyesClosed',
    travel:
      'EyeSpyRoadTrip ThroughMyEyesVlog EyeCatchingDoors EyeOpeningSmallTown EyeCandyViewpoint StreetArtForYourEyes SeeItWithFreshEyes BirdsEyeMapSketch',
    fashion:
      'EyewearFitCheck OneTakeWingedEyeliner RainbowEyeshadow OutfitToMatchYourEyes MyEyebrowGlowUp StatementEyeglasses EyeCatchingAccessory EyePatchCosplay',
    wellness:
      'EyeRestBreak EyeYoga CucumberEyeMask EyesClosedBreathing ScreenFreeEyeHour PalmingForTiredEyes GreenViewForYourEyes PowerNapEyePillow',
    speed:
      'EyeSpeedSketch SpotTheDifferenceRace EyeSpyLightning EyeChartSprint NoBlinkEyeCountdown EyeReflexRulerDrop DrawAnEyeIn30 FindTheOddEyeOut',
    music:
      'EyeContactSerenade EyesClosedCover BlindfoldedBeatMaking DrumSoloWithEyebrows EyeWinkRhythm SongsAboutEyes EyeColorMusicQuiz BlueEyesSingAlong',
    tech: 'EyeTrackingTest EyeMacroPhoto DrawAnEyeOnATablet EyeFilterFaceOff AIEyeContactFix ScreenTimeEyeCheck EyeBlinkAnimation NightModeForYourEyes',
    pet: 'PetEyeContact PuppyEyesChallenge SideEyeFromTheCat EyeLevelWithMyDog KittenEyeColorChange WatchMeEyeCue SlowBlinkEyeKiss GoldfishEyeView',
    gaming:
      'EyeSpyGameNight HiddenObjectHunt EyeStaringTournament EyeContactCharades GuessTheEyeEmoji EyesClosedBlockTower WhoseEyeIsThis ZoomedInEyeQuiz',
  },
  tattoo: {
    dance:
      'TattooRevealDance TattooArmWave TemporaryTattooTwirl TattooTransitionMove MatchingTattooDuet TattooFlexAndFreeze OldSchoolTattooSwing StickOnTattooShuffle',
    fitness:
      'TattooTeamRun WorkoutMottoTattoo EarnATemporaryTattoo TattooSweatTest PlankUntilTattooDries TattooStickerStreak ArmDayTattooFlex RaceDayFlashArt',
    funny:
      'MomDesignsMyTattoo TattooIdeaPitch TemporaryTattooOverload SpellingFailTattoo DadReactsToMyTattoo TattooOfMyDogsFace TattooRegretSkit GrandmaPicksMyTattoo',
    prank:
      'FakeTattooPrank TattooRevealToMom WashableInkSurprise TattooOfTheirName TattooHeartForGrandma MatchingTattooForDad FridgeDoorTattooFlash PlushToyGetsATattoo',
    educational:
      'TattooCultureQuiz WhyTattoosArePermanent TemporaryVsRealTattoo TattooSymbolMeanings GuessTheOldestTattoo TattooMythOrFact LearnFlashArtStyle TattooWordOrigin',
    cooking:
      'TattooFlashCookies TattooStyleCake OldSchoolRoseCupcakes EdibleTattooTransfer TattooPancakeArt FlashArtLatte BentoBoxTattooDesign ToastWithATattoo',
    travel:
      'TattooDesignOfMyCity TemporaryTattooSouvenir PassportStampDoodle TattooMapOfMyTrips PostcardFlashArt LandmarkTattooSketch CompassTattooHike FlashArtRoadTripSheet',
    fashion:
      'TattooSleeveTop TattooStyleJacket FlashArtPatch OldSchoolTattooNails OutfitMatchesMyTattoo RockabillyTattooLook FlashArtTeeDesign ScarfWithATattooPrint',
    wellness:
      'TattooMeaningStory TattooAffirmationDesign SelfLoveFlashArt TattooMindfulDoodle GratitudeFlashArt TemporaryTattooReminder CalmTattooColoring JournalPageTattoo',
    speed:
      'TattooFlashSpeedDraw TattooDesignRace FiveMinuteTattooSheet TemporaryTattooDash TattooStencilSprint TattooQuizBlitz TagTeamTattooDoodle BeatTheBuzzerTattoo',
    music:
      'LyricTattooDesign TattooAlbumArt MusicNoteFlashArt RockabillyTattooPlaylist TattooBeatDrop ConcertTemporaryTattoo GuitarTattooDoodle TattooForMyBand',
    tech: 'TattooDesignApp TattooTryOnFilter DrawATattooOnATablet AIGeneratedTattoo PrintableTattooPaper TattooTimelapseDrawing TattooStopMotion PhotoToTattooSketch',
    pet: 'PetTattooDesign PawPrintFlashArt DogPortraitTattoo CatNameTattooScript FlashArtBunny NoseprintTattooIdea AdoptionDayTattoo GoldfishTattooSketch',
    gaming:
      'TattooStyleGameArt PixelFlashSheet TattooYourMain TattooPlayingCards DiceRollTattooDoodle TattooDrawAndGuess TemporaryTattooPrize PowerUpTattoo',
  },
  'face paint': {
    dance:
      'FacePaintGlowDance ButterflyFaceTwirl TigerFacePaintStrut FacePaintMirrorMoves FacePaintTransition FreezeFrameFacePaint SkeletonFacePaintWiggle CarnivalFacePaintSamba',
    fitness:
      'FacePaintColorRun FacePaintSweatTest EarnYourFacePaint TeamFacePaintRelay FacePaintStripePerLap SportsDayFacePaint FacePaintFinishLine BootcampFacePaint',
    funny:
      'FacePaintByMyKid ButterflyGoneWrong DadGetsFacePainted FacePaintTryNotToLaugh GrumpyCatFacePaint FacePaintTwinMyDog BlindfoldFacePaint WrongHandFacePaint',
    prank:
      'SurpriseTigerFace FacePaintTwinning FacePaintDadReveal CompletelyCalmFacePaint FacePaintVideoCall BreakfastInFacePaint GrandpaInFacePaint FakeFacePaintFilter',
    educational:
      'SkinSafeFacePaint FacePaintTraditions ColorWheelCheeks LearnFacePaintBlending FacePaintPatchTest FacePaintHistoryQuiz FacePaintAnimalFacts WorldFlagFacePaint',
    cooking:
      'FacePaintCookies FacePaintPancakes ButterflyCupcakes FacePaintFruitPlatter TigerFacePaintToast BentoBoxFacePaint ChefInFacePaint DecorateDonutsFacePaint',
    travel:
      'FacePaintAtTheFair FacePaintFestivalTrip FacePaintParadeDay ThemeParkFacePaint PackAFacePaintKit CountryFlagFacePaint ZooDayFacePaint LocalCarnivalFacePaint',
    fashion:
      'FacePaintOutfitMatch FacePaintFitCheck GlitterFaceGlam FacePaintGlowUp FestivalReadyFacePaint MonochromeFacePaint RunwayInFacePaint GemsAndFacePaint',
    wellness:
      'FacePaintYourMood SelfCareSparkle FacePaintConfidence GentleFacePaintRemoval FacePaintKindWords FacePaintMirrorTalk CalmingFacePaintSwirls SpaNightFacePaint',
    speed:
      'FacePaintInOneMinute FacePaintRelay FacePaintSpeedrun TagTeamFacePaint RainbowFacePaintTimer ButterflyFacePaintDash FacePaintCountdown CopyMyFacePaintFast',
    music:
      'FacePaintToTheBeat FestivalGlitterFace RockStarFacePaint FacePaintMusicVideo FacePaintLipSync AlbumCoverFacePaint DiscoFacePaint MarchingBandFacePaint',
    tech: 'FacePaintVsFilter FacePaintUVLight VirtualFacePaint FacePaintTimelapse AIDesignsMyFacePaint StopMotionFacePaint SlowMoFacePaintReveal SelfieCamFacePaint',
    pet: 'FacePaintLikeMyCat FacePaintPawPrints PuppyEarsFacePaint MatchMyDogFacePaint BunnyFacePaint FacePaintForAdoptionDay GoldfishFacePaint HamsterCheeksFacePaint',
    gaming:
      'FacePaintYourMain FacePaintGameNight FacePaintCharades GuessMyFacePaint RollForFacePaint FacePaintForfeit TeamColorsFacePaint PowerUpFacePaint',
  },
  'easter egg': {
    dance:
      'EasterEggShakerDance EasterEggHuntBoogie EasterBunnyHop PassTheEasterEgg EasterEggSpoonShuffle DiscoEggDecorating TwirlWithAnEasterEgg HeadBalanceEasterEgg',
    fitness:
      'EasterEggHuntWorkout EasterEggBalanceWalk BunnyHopCardio SquatForEveryEasterEgg EasterEggRelayRace BasketCarryEasterEggs BearCrawlEasterEggs SprintToTheEasterEgg',
    funny:
      'EasterEggDyeFail EasterEggHidingSpots LostEggFoundInJune DadsEasterEggHunt EasterEggFacesOfMyFamily ExpectationsVsEasterEggs EasterEggOrPotato GrandpaDecoratesEasterEgg',
    prank:
      'ConfettiEasterEgg EasterEggNoteHunt HiddenEggsEverywhere EasterEggRiddleTrail ComplimentEasterEggs GiantEasterEggDelivery EasterEggLunchboxSurprise PlasticEasterEggPuzzle',
    educational:
      'NaturalEggDyeExperiment EasterEggTraditionsQuiz FloatOrSinkEasterEgg EasterEggStrengthTest EasterEggCountingGame WhyEasterEggsArePainted EasterEggSpellingHunt ColorTheoryEggDecorating',
    cooking:
      'EasterEggCookies EasterEggCake BeetDyedEggs DeviledEasterEggs EasterEggNestTreats LeftoverEasterEggSalad EasterEggBreadWreath SpringPicnicEasterEggs',
    travel:
      'EasterEggHuntInThePark EasterEggTraditionsAbroad SpringFestivalTrip EasterEggTrailWalk RoadTripEasterEggs GrandmasEasterEggVisit EasterEggFarmDay PackAnEasterEggBasket',
    fashion:
      'EasterEggColorFit EasterEggEarrings EasterSundayBest PastelEasterEggLook EasterEggNails EasterEggBonnetBuild DressLikeAnEasterEgg TieDyeEasterEggTee',
    wellness:
      'EasterEggGratitude EasterEggSlowDye SpringMorningCalm EasterEggHopeNotes MindfulEggDecorating GardenStrollEasterEgg EasterEggAffirmations SunriseWithEasterEggs',
    speed:
      'EasterEggSpoonRace EggDyeSpeedRound EasterEggHuntTimeTrial StackEasterEggsFast EasterEggSortByColor EggDecoratingDash PairUpEasterEggHalves ChopstickEasterEggs',
    music:
      'EasterEggShakerBeat MusicalEasterEggs SpringSingAlong EasterEggsInSongs EasterEggDrumCircle HideAnEasterEggInACover EasterEggPlaylist RhythmRelayEasterEggs',
    tech: 'TechEasterEggHunt EasterEggHiddenFeature FindYourPhonesEasterEgg EasterEggInMyCode SearchEngineEasterEggs EasterEggInYourSettings EggDecoratingApp KeyboardShortcutEasterEgg',
    pet: 'EasterEggPetPortrait DogSafeEasterEggFill EasterEggSnuffleGame SpringPuppyEasterEggPhoto GuineaPigEasterEggs EasterEggTrickTraining HamsterEasterEggMaze ParrotEasterEggForaging',
    gaming:
      'GameEasterEggHunt FindTheEasterEggSpeedrun EasterEggBingo EasterEggTriviaNight EasterEggTreasureMap BuildAnEasterEggLevel EasterEggMemoryMatch TicTacToeEasterEggs',
  },
  'golden retriever': {
    dance:
      'DanceWithMyGolden TailWagGroove GoldenOldiesShuffle GoldenRetrieverTwoStep GoldenRetrieverSpin GoldenRetrieverDuet SlowSwayGoldenRetriever HeelworkGoldenRetriever',
    fitness:
      'TennisBallSprints RunWithYourGolden GoldenHourJog GoldenRetrieverHike GoldenRetrieverFetchReps AgilityGoldenRetriever GoldenRetrieverTugOfWar LongWalkGoldenRetriever',
    funny:
      'GoldenRetrieverEnergy TennisBallHoarder MyGoldensInnerVoice GoldenRetrieverSmile GoldenRetrieverGuiltyFace DramaticGoldenRetriever GoldenRetrieverHeadTilt ZoomiesGoldenRetriever',
    prank:
      'TennisBallAvalanche TeddyDecoyGoldenRetriever NoteFromGoldenRetriever GoldenRetrieverPhotobomb GoldenRetrieverWakeUpCall GoldenRetrieverDelivery GoldenRetrieverHidingSpot SneakyGoldenRetriever',
    educational:
      'WhyGoldensLoveWater FirstGoldenRetriever GoldenRetrieverFactQuiz TeachGoldenRetrieverWords GoldenRetrieverCoatCare GoldenRetrieverGuideDogs GoldenRetrieverAgeMath ColorsGoldenRetrieversSee',
    cooking:
      'PeanutButterPupTreats GoldenGotchaDayCake GoldenPupsicles GoldenRetrieverBrunch GoldenRetrieverLickMat GoldenRetrieverOatBites BlueberryGoldenRetriever MealPrepGoldenRetriever',
    travel:
      'GoldenRetrieverMeetup HikeWithMyGolden GoldenRetrieverRoadTrip GoldenRetrieverParkDay GoldenRetrieverCafeDate PackForGoldenRetriever FallLeavesGoldenRetriever SnowDayGoldenRetriever',
    fashion:
      'CamelCoatGoldenRetriever ToteBagGoldenRetriever DressLikeGoldenRetriever LintRollerGoldenRetriever GoldenRetrieverPrintTee GoldenRetrieverNewCollar GoldenRetrieverPhotoShoot GoldenRetrieverGlowUp',
    wellness:
      'GoldenCuddleTherapy GoldenHourWalk NapWithGoldenRetriever GoldenRetrieverBrushing GoldenRetrieverMeditation ThankfulGoldenRetriever GoldenRetrieverSniffari StargazeGoldenRetriever',
    speed:
      'TennisBallDash GoldenFetchRelay GoldenZoomiesTimer GoldenRetrieverRecallRace GoldenRetrieverTrickCount GoldenRetrieverTreatFind GoldenRetrieverToyTidy FastestGoldenRetrieverSit',
    music:
      'SqueakyToyConcert GoldenHowlAlong MyGoldensThemeSong GoldenRetrieverPianoPaw GoldenRetrieverLullaby SingToGoldenRetriever GoldenRetrieverJingle TailThumpGoldenRetriever',
    art: 'FluffyDogWatercolor GoldenRetrieverSketch PortraitOfGoldenRetriever GoldenRetrieverClayModel GoldenRetrieverPopArt GoldenRetrieverCartoon OneLineGoldenRetriever FurTextureGoldenRetriever',
    tech: 'TennisBallLauncherTest GoldenPetCamTreats GoldenRetrieverVideoCall GoldenRetrieverTimelapse GoldenRetrieverSlowMo GoldenRetrieverTranslator GPSWalkGoldenRetriever AIPaintsGoldenRetriever',
    gaming:
      'TreatHuntGame GoldenPuzzleToyTest GoldenVsSnuffleMat GoldenRetrieverPeekaboo CupTrickGoldenRetriever WhichHandGoldenRetriever GoldenRetrieverObstacle GoldenRetrieverRedLight',
  },
  husky: {
    dance:
      'HuskyHowlHoedown HuskyZoomiesDance AwooGroove HuskySnowShuffle WiggleWithYourHusky HuskyPawsUpWaltz TalkingHuskyBeatDrop SlowSwayHusky',
    fitness:
      'HuskyRunClub SledDogCardio CanYouOutrunAHusky HuskyHikeChallenge HuskyTugOfWar AgilityCourseHusky SnowWalkWithHusky HuskyFlyingDiscFetch',
    funny:
      'HuskyTalksBack HuskyDramaQueen AwooArgument HuskyBathTimeComplaints NoWalkHuskyProtest SubtitlesForMyHusky ILoveYouHuskyHowl SideEyeFromMyHusky',
    prank:
      'HuskySnowSurprise AwooAlarmClock HowlAtTheHusky HuskyWakeUpKisses HuskyStealsMySpot HuskyDeliveryNote PhotobombByMyHusky VideoCallHuskyCameo',
    educational:
      'WhyDoesMyHuskyHowl BaltoAndTogoStory HuskyEyeColorQuiz HuskyDoubleCoatDemo HuskyFactOrFake MalamuteOrHusky LearnSledCommandsHusky HuskyPawSnowScience',
    cooking:
      'HuskyTreatBake SnowyPupsicles HuskyBirthdayPupcake HuskyLickMatArt SalmonBitesForHusky HuskyPumpkinBiscuits BlueberryHuskyBowl ChefForMyHusky',
    travel:
      'HuskySnowTrip HuskyMountainHike SledDogAdventure HuskyCampout CafeVisitWithHusky PackForYourHusky ForestWalkHusky BeachZoomiesHusky',
    fashion:
      'MonochromeHuskyLook HuskyEyesMakeup SnowBootsAndBooties HuskyColorPalette BlackJeansVsHuskyFur WinterLayersHusky HoodieWithHuskyPrint HuskyWalkerRainGear',
    wellness:
      'HuskyCuddlePile HuskyBrushingZen SlowSnowWalk HuskyNapBuddy GratitudeHugHusky HowlItOutWithHusky MassageTimeForHusky StargazingWithHusky',
    speed:
      'HuskySprintTest SledDogDash HuskyRecallRace HuskyTrickCountdown FastestHuskyHarness TidyUpHuskyToys FetchBlitzHusky HowFastCanHuskySit',
    music:
      'HuskySingAlong HuskyHowlDuet AwooChorus HuskyPianoKeys RemixMyHusky OperaWithMyHusky LullabyForHusky ThemeSongForMyHusky',
    art: 'AcrylicHuskyPortrait HuskyEyesDrawing SnowDogSketch HuskyPopArt HuskyClaySculpt HuskyFaceMaskArt MosaicOfMyHusky WatercolorHuskyFur',
    tech: 'HuskyHowlTranslator HuskyGPSCollar EscapeArtistCam HuskySlowMo TimelapseOfHuskyShed AIVoiceForMyHusky POVWalkWithHusky HowManyStepsHusky',
    gaming:
      'HuskyPuzzleToy HuskyHideAndSeek SnowTreatHunt HuskyShellGame WhichHandHusky BallPitHusky ObstacleCourseHusky StatuesWithMyHusky',
  },
  corgi: {
    dance:
      'CorgiWaddleDance CorgiZoomieShuffle FluffWiggleGroove CorgiSpinTrick SplootDropCorgi SwingWithMyCorgi CorgiTwoStep PawsUpCorgiSway',
    fitness:
      'CorgiBeachRun KeepUpWithTheCorgi ShortLegsLongWalk CorgiLowPlank CorgiFetchSprints AgilityTunnelCorgi BallHerdingCorgi HikeWithACorgi',
    funny:
      'CorgiSploot TallGrassVsCorgi BunnyHopCorgiRun JudgedByMyCorgi DramaticCorgiFlop SnowPlowCorgi CorgiHearsTheWordTreat CorgiVoiceover',
    prank:
      'CorgiLoafOrBread CorgiPlushDecoy CorgiWakeUpCall CorgiDeliversCompliment CouchThiefCorgi PillowHogCorgi GrandmaMeetsCorgi SurpriseCorgiPhotobomb',
    educational:
      'WhyCorgisHaveShortLegs CorgiFairyLegend PembrokeOrCardiganCorgi CorgiFactOrFluff CorgiTailMystery CorgiHealthyWeight HerdingInstinctCorgi WelshMeaningOfCorgi',
    cooking:
      'CorgiLoafBread CorgiTreatBake FluffyEarCookies CorgiPupcakes BentoBoxCorgi SweetPotatoCorgiChews PancakeArtCorgi CarrotCrunchCorgi',
    travel:
      'CorgiBeachDay CorgiMeetup ShortLegsBigTrip CorgiCafeHop ParkPicnicCorgi HikeAndRestCorgi PackForACorgi FarmVisitCorgi',
    fashion:
      'CorgiCharmEarrings CorgiColorMatch CorgiPrintSocks CorgiEarHeadband LintRollerCorgi DesignACorgiTee RoyalCorgiStyle EmbroideredCorgiJacket',
    wellness:
      'SplootLikeACorgi CorgiNapTogether CorgiCuddleBreak CorgiGroomingZen CorgiGratitudeWalk SunnySpotWithCorgi BreatheWithMyCorgi SlowMorningCorgi',
    speed:
      'CorgiDerby CorgiZoomieLap ShortLegsSprint CorgiRecallDash CorgiTrickBlitz HowFastCanCorgiFetch TidyUpToysCorgi TreatFindCorgiTimer',
    music:
      'CorgiSingAlong CorgiThemeSong WaddleToTheBeat CorgiHowlHarmony CorgiPianoDebut DrumRollForCorgi LullabyForMyCorgi BarkRemixCorgi',
    art: 'GouacheCorgiPortrait FluffyLoafSketch ClayCorgiMini CorgiPopArt CorgiWatercolor OneLineCorgi CorgiCartoonMe CorgiStickerSheet',
    tech: 'CorgiPOVWalk CorgiAutoBallLauncher ShortLegsCamAngle CorgiSlowMoRun TimelapseCorgiNap AIAgesMyCorgi VideoCallWithCorgi GreenScreenCorgi',
    gaming:
      'CorgiPuzzleSpeedrun CorgiHideAndSeek TreatTreasureHunt CorgiShellGame SoccerMatchCorgi BowlingWithCorgi RedLightCorgi CorgiObstacleRun',
  },
  'french bulldog': {
    dance:
      'FrenchieWiggle BatEarsBop FrenchBulldogBoogie SlowDanceWithFrenchie FrenchieSpinTrick WaltzWithAFrenchie BeatDropFrenchie PawsUpFrenchieSway',
    fitness:
      'FrenchieCoolWalk SnortAndStroll FrenchBulldogPuppyYoga FrenchieTugOfWar PlankWithYourFrenchie SquatBuddyFrenchie IndoorFetchFrenchie GentleLapsWithFrenchie',
    funny:
      'FrenchieSnoreSounds FrenchBulldogVoiceover BatEarsDoubleTake FrenchieSideEye DramaticFrenchieSigh FrogSitFrenchie NoWalkTodayFrenchie JudgedByMyFrenchie',
    prank:
      'FrenchBulldogPlushSwap BatEarHeadbandPrank FrenchieSnoreAlarm FrenchieStealsTheBed FrenchieDeliversNote VideoCallFrenchieCameo SneakyFrenchieSurprise GrandmaMeetsFrenchie',
    educational:
      'WhyFrenchiesSnore FrenchBulldogMythBust FrenchBulldogCareQuiz KeepYourFrenchieCool FrenchieSwimSafety FrenchieLacemakerStory BostonTerrierOrFrenchie TeachYourFrenchieWords',
    cooking:
      'FrenchieTreatBake FrenchBulldogPupCake BatEarCookies FrenchieLickMat CarrotCoinsFrenchie ParisBrunchWithFrenchie PumpkinPureeFrenchie AppleSliceFrenchieSnack',
    travel:
      'FrenchieCafeDate PetStrollerTour FrenchieParkPicnic RoadTripWithFrenchie PackForYourFrenchie FrenchieCityStroll FrenchieMeetup ShadySpotFrenchieWalk',
    fashion:
      'FrenchieEnamelPin FrenchieGraphicTote FrenchieColorMatch DenimJacketFrenchiePatch FrenchiePrintShirt ParisianChicFrenchie SilkScarfFrenchieMotif CustomSneakersFrenchie',
    wellness:
      'FrenchieNapTogether FrenchBulldogCoolDown WrinkleCareSunday FrenchieCuddle MeditateToFrenchieSnores SniffWalkWithFrenchie GratitudeForFrenchie GentleMassageFrenchie',
    speed:
      'FrenchieZoomieDash FrenchBulldogTreatHunt TenSecondTrickRound HowFastCanFrenchieSit FrenchieToyTidy FrenchieRecallRace BeatTheFrenchieToBed PuzzleFeederFrenchie',
    music:
      'FrenchieSnoreRemix FrenchBulldogThemeSong BatEarsToTheBeat FrenchieLullaby ParisianTunesFrenchie JazzNightFrenchie PianoPawFrenchie SingAlongFrenchie',
    art: 'BatEarsDoodle FrenchiePopArt FrenchBulldogPortrait FrenchieClayMini FrenchieWatercolor OneLineFrenchie WrinkleSketchFrenchie StencilFrenchieTote',
    tech: 'FrenchieSnoreTracker FrenchBulldogPetCam SlowMoFrenchieShake AIVoiceForFrenchie TimelapseFrenchieNap WeatherAppFrenchieWalk VideoCallYourFrenchie FrenchieFaceFilter',
    gaming:
      'FrenchiePuzzleToy SnuffleMatHunt FrenchBulldogPeekaboo FrenchieShellGame WhichHandFrenchie RedLightFrenchie BallPitFrenchie TreasureBoxFrenchie',
  },
};
