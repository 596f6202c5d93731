import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  mud: {
    dance:
      'MudPuddleBoogie SquishBootShuffle MudWellyWiggle StuckInTheMudMoves MudSplashSteps MuddyMoonwalk ElectricMudSlide MudStompTwist',
    fitness:
      'MuddyMileChallenge MudHillSprints MudBootSquats HopEveryMudPuddle MudArmyCrawl MudBucketCarry MudLungeTrail MudJumpingJacks',
    prank:
      'MuddyFootprintStickers MudPuddleRugDecal DirtCupWormSurprise MudBootCleanupFairy MudMonsterPhotobomb FakeMudSplatOnTheCar WhatsInTheMudBox MudroomJokeSign',
    educational:
      'ShakeAMudJar BuildWithMudBricks MakeAMudFossil FilterMuddyWater ClaySiltSandSort WhatLivesInTheMud OobleckVsMud HowPigsUseMud',
    cooking:
      'MississippiMudPie MudCakeBakeOff DirtCupDessert MudPuddleBrownies MuddyBuddies ChocolateSwampPudding MudCookieMilkshake MudTruffleBalls',
    travel:
      'WalkingInAMudWonderland DownOnTheMuddyFarm PackForAMudRun ShowUsYourMuddyTrail FindTheBiggestMudPuddle MuddyWheelsDayTrip MuddiestHikeWins MudSeasonParkStroll',
    fashion:
      'MudRunFitCheck MudBootsFiveWays MudProofOutfitTest DressedToGetMuddy AllWhiteMudDare RainbootStyling MudDyeATee MudToneMonochrome',
    wellness:
      'MudMaskMonday JumpInAMudPuddle BarefootGrounding MudBetweenYourToes HandsInTheMud RainyWalkReset BeAKidInTheMud MudGardenPotting',
    speed:
      'MudRunTimeTrial FastestMudPie MudBallTowerRush CleanYourMudBootsIn60 PuddleJumpRelay MudCrawlRace MudHandprintDash MudBucketFillSprint',
    music:
      'MudSquelchBeatbox MudStompBeat MudKitchenBand MudBucketDrums MuddyBootsBlues PuddleSplashPercussion SinginInTheMud MudWellyRap',
    art: 'MudClayTreeFaces PaintWithMud LeaveYourMudHandprint MudFingerPortrait DrawInTheMud MudPieMasterpiece MudBrickMiniHouse MudStampPrints',
    tech: 'WatchMudDryTimeLapse MudSplashSlowMo ZoomIntoTheMud MudMonsterStopMotion MudSquelchASMR AIRatesMyMudPie MudFaceFilterDare MudMicroscopePhoto',
    pet: 'MudDogBeforeAfter RolledInMudAgain MuddyPawsDetective SudsyShakeOff MudPuppyBathTime MuddyZoomies MudPawtraits WaitOnTheMudTowel',
    gaming:
      'MudPuddleHopscotch MudBallBullseye StuckInTheMudTag OpenAMudPieShop MudTicTacToe MudFortCapture TheFloorIsMud MudRaceCarTrack',
  },
  muffin: {
    dance:
      'MuffinManDance MuffinShuffle MuffinTinTap FreshMuffinFreestyle BlueberryBounce BakeryBoogie MuffinPanPirouette GrooveTillMuffinsRise',
    funny:
      'MuffinOrCupcakeDebate MuffinTopOnlyEater MuffinLinerStruggle WhoAteMyMuffin MuffinFailReveal WhereAreTheBlueberries GrillTheMuffinMan SnobbyMuffinReview',
    prank:
      'MuffinSurpriseCenter SecretMuffinDelivery FrostedMuffinDisguise MuffinBasketDoorDrop MuffinPlushOnThePillow MuffinStickyNoteTrail FortuneMuffins MuffinManWakeUpSong',
    educational:
      'WhyMuffinsRise MuffinVsCupcakeQuiz HalfBatchMuffinMath MuffinsAroundTheWorld MuffinOvenTempTest OvermixingExperiment MuffinLeaveningLab HowMuchSugarInAMuffin',
    travel:
      'MuffinBakeryCrawl MuffinRoadTrip FindTheMuffinMan MuffinsAroundTheCampfire BestMuffinInTown HikeForAMuffin MuffinFarmersMarketHunt MuffinPicnicByTheLake',
    fashion:
      'MuffinCostumeDIY MuffinLinerSkirt BlueberryMuffinMakeup MakeMuffinEarrings StudMuffinFitCheck MuffinBakeryOOTD OutfitToMatchMyMuffin PaintAMuffinApron',
    wellness:
      'MuffinMorningRitual MuffinPicnicForOne MuffinTeaBreak ShareAMuffinDay SlowBakeSunday SavorEveryMuffinBite MuffinsForANeighbor MuffinGratitudeNote',
    speed:
      'MuffinTinFillRace MuffinLinerBlitz MuffinBatchIn30 FastestMuffinMan BlueberrySortDash MuffinTowerSpeedrun FrostTwelveMuffins MuffinPackUpCountdown',
    music:
      'MuffinManRemix MuffinTinDrums MuffinShopJingle OdeToAMuffin BlueberryJamSession WhiskAndSpoonBeat SingToYourMuffins MuffinBakingRap',
    tech: 'MuffinRiseTimelapse AIInventsAMuffin AirFryerMuffinTest MuffinsByVoiceOnly MuffinPortraitMode MuffinStopMotion MuffinSlowMoSplit MuffinPhotoGlowUp',
    pet: 'MuffinTinTreatPuzzle MeetMyPetNamedMuffin CatMakingMuffins MuffinOrChihuahua MuffinPlushFetch MuffinCushionPupNap DogWatchesMuffinsBake MuffinHamsterPortrait',
    gaming:
      'MuffinBakerySim MuffinMemoryMatch BounceItInTheMuffinTin MuffinTicTacToe FlipTheMuffinLiner BreakfastBingo GuessTheMuffinFlavor MuffinShellShuffle',
  },
  mug: {
    dance:
      'MugCupboardCharleston MugSipSway MugClinkChoreo MorningMugMoonwalk MugMacarena CoffeeBreakBoogie MugHandleTwirl MugCongaLine',
    fitness:
      'MugCurls MugOnBackPlank MugShelfCalfRaises MugMicrowaveWallSit MugSideBends SteepAndSquat MugOverheadHold MugStairClimb',
    funny:
      'MugCollectionRoast WhoStoleMyMug MugCabinetAvalanche OfficeMugWars MugNatureDocumentary WhichMugAreYou WhenSomeoneUsesYourMug MugsThatSayTooMuch',
    educational:
      'WhyMugsHaveHandles HowMugsAreMade MugInsulationShowdown SingingMugScience MugStainExperiment VanishingCoinInAMug MugCapacityGuess MugMaterialsCompared',
    travel:
      'ShowUsYourHometownMug TravelMugRoadTrip SouvenirMugHunt SunriseMugHike CafeHopWithMyMug TakeYourMugToThePark LocalMugSwap MugPhotoAtEveryStop',
    fashion:
      'DressLikeYourMug StyleAnOutfitAroundAMug MugNailArt PaintYourMugOnATee CoffeeBreakFitCheck MittensMatchMyMug MugAsAnAccessory MiniMugEarrings',
    wellness:
      'MugOfTeaUnwind WarmMugBreathing MorningMugRitual MugGratitudeSip HandsAroundAMug SlowSteamWatch PhoneDownMugUp JournalWithAMug',
    speed:
      'MugStackRace MugRingTossRush FillTenMugsIn30 MugRainbowSpeedrun CoffeeBreakDash MugShelfTidyTimer MugWashBlitz MugDoodleCountdown',
    music:
      'MugXylophone MugClinkHarmony CupSongButMugs TuneYourMugs MugTapBeatBattle SpoonStirSymphony MugDrumCircle SingIntoYourMug',
    art: 'GlowUpAPlainMug DrawYourMugBlindfolded PaintYourOwnMug DrawYourselfOnAMug CoffeeRingDoodles SketchYourMorningMug MugPortraitDuel MugStickerCollage',
    tech: 'MugProductShootAtHome SlowMoMugPour WatchMyMugCakeRise StopMotionMugs ColorChangeMugReveal MugSteamTimeLapse AIDesignsMyMug WhatNoteIsYourMug',
    pet: 'DrawYourCatOnAMug MugTreatJar MugShotOfMyPet MugCozyPupNap MugShellGameForDogs PawPrintMug PetPortraitMug WhoKnockedTheMug',
    gaming:
      'MugPongTrickShot ShellGameWithMugs LoserWashesTheMugs MugStackingJenga CoinInTheMugChallenge DiceInTheMug MugMemoryMatch GuessWhatsInTheMug',
  },
  mural: {
    dance:
      'DanceTheMural SprayCanShuffle MuralPoseFreeze StepIntoTheMural WallArtWiggle MuralMoonwalk MuralColorBounce MuralBackdropBattle',
    fitness:
      'WallSitByAMural PaintRollerReps MuralMileWalk StreetArtStrides BikeTheMurals MuralPlankPose MuralRunTour SquatAtEveryMural',
    funny:
      'BecomeTheMural MuralVsReality TalkToTheMural MuralPhotobomb MuralCharacterVoices WallArtCritic MuralRecreatedWithSocks MuralOpinionsByKids',
    prank:
      'StickyNoteMuralAmbush PutThemInTheMural ChalkMuralDriveway SurprisePetMural SneakAMuralCameo WallArtWelcomeHome SecretWindowMural PaperMuralForTheirDoor',
    educational:
      'MuralGridMethod WhoPaintedThisMural StreetArtVsGraffiti DecodeTheMural FromSketchToMural GuessTheMuralsAge MuralPaintWeatherTest MixEveryMuralColor',
    cooking:
      'MuralSheetCake CookieMosaicMural PlateLikeAMural MuralCharcuterieBoard PaintAPancakeMural ToastMuralTuesday MuralFruitPlatter MuralPizzaToppings',
    travel:
      'MuralHunt StreetArtWalk TenMuralsOneDay MuralMapQuest MuralRoadTrip FindTheOldestMural MuralSelfieTrail MuralCafeCrawl',
    fashion:
      'MatchTheMural ClashWithTheMural MuralColorBlock MuralWallFitCheck CamoAgainstTheMural WearTheMural MuralPaintedJacket CustomMuralSneakers',
    wellness:
      'MindfulMuralWalk SitWithAMural AffirmationChalkMural MuralMeditation SlowStrokesSunday KindWordsWallArt MuralGratitudeStroll PaintACalmMural',
    speed:
      'FindFiveMuralsIn30 MuralTeamRelay MuralRollerRace TenMinuteMural SpeedPaintAMural StreetArtShowdown MuralSketchDash MuralChalkCountdown',
    music:
      'BuskAtTheMural AlbumCoverMural MuralSoundtrack IfMuralsCouldSing MuralMusicVideo SprayCanDrumSolo MuralRevealAnthem MuralRapVerse',
    tech: 'MuralTimelapse AnimateAMural FitTheMuralInOneShot AIMuralMakeover MapYourTownsMurals MuralPanoramaPhoto MatchTheMuralColors MakeAMuralYourWallpaper',
    gaming:
      'ISpyInTheMural GuessTheMuralCity MuralHiddenEasterEgg MuralBingo MuralScavengerHunt MuralSpotTheDifference TurnAMuralIntoAJigsaw MuralTwentyQuestions',
  },
  museum: {
    dance:
      'MuseumStatueMoves StrikeAMuseumPose MuseumMoonwalk MuseumGalleryGlide NightAtTheMuseumDance DinoBoneBoogie MuseumMummyShuffle MuseumPaintingVogue',
    fitness:
      'MuseumStairsClimb MuseumMarathon MuseumLungeLap StatuePlankOff CardioAtTheMuseum MuseumMileWalk MuseumBalanceHold MuseumBenchSquats',
    funny:
      'MuseumKidCritic SkipToTheMuseumShop DadAtTheMuseumPOV MuseumPoseMatch ModernArtOrMess MuseumExhibitOfMyRoom MuseumAudioGuideParody MuseumFamilyPortraitRedo',
    prank:
      'MuseumLabelsAtHome MuseumOfLostSocks FakeMuseumTour VelvetRopeTheCouch DuctTapeBananaMuseum LivingRoomLouvre MuseumPlaqueForDadsMug MuseumGuardAtTheFridge',
    educational:
      'MuseumFactHunt ExplainAMuseumPiece MuseumLabelQuiz MuseumMysteryObject GuessThatArtifact FossilOrFake BehindTheMuseumGlass MuseumDinosaurTimeline',
    cooking:
      'MuseumMasterpieceCake FossilMuseumCookies MuseumWorthyToast MuseumArtOnAPlate MuseumPiecePancakes MuseumCafeCopycat MuseumPicnicLunch MuseumDinoSandwiches',
    fashion:
      'DressLikeAMuseumPiece MuseumPearlEarringPose MuseumDateFitCheck MuseumHallwayCatwalk MatchTheMasterpiece ThriftAMuseumLook MuseumPaintingOutfit MuseumStatueDrape',
    wellness:
      'MuseumSlowLooking PhoneFreeMuseumVisit MindfulMuseumWalk SoloMuseumDate MuseumMeditation OneArtTenBreaths MuseumBenchJournaling MuseumGardenPause',
    speed:
      'MuseumScavengerHunt MuseumTriviaLightning MuseumPostcardRace MuseumQuizQuickfire StatueSketchSprint MuseumInAnHour BeatTheMuseumClosing MuseumFactsCountdown',
    music:
      'MuseumEchoHallHum MuseumInstrumentHunt ScoreAMuseumPainting SoundtrackTheStatue SingAMuseumPlaque ArtworkAnthem ComposeAMuseumJingle MuseumRapTour',
    art: 'MuseumSketchbook MuseumMiniatureModel MakeAMuseumZine HomeMuseumExhibit StatueSketchOff RemixAMasterpiece RecreateAMuseumPiece MuseumPostcardCollage',
    tech: 'PhoneGuidedMuseumTour AskAIAboutAMuseumPiece PanoramaTheMuseumHall MuseumFromMyCouch PaintingsThatTalk AppVsAudioGuide BuildAVirtualMuseum MuseumZoomDetailShots',
    pet: 'MuseumPetPose FramedLikeAMuseumPiece MuseumGuardDog MyCatsMuseumPlaque MeowseumTour MonaLisaMyDog MuseumOfMyPetsToys MuseumBunnyExhibit',
  },
  mushroom: {
    dance:
      'FairyRingMushroomDance MushroomCapWiggle MushroomPopUpMoves SuperMushroomStomp ToadstoolHop FunGuyFreestyle MushroomMoonwalk SproutLikeAMushroom',
    fitness:
      'MushroomCapToeTouches PowerUpMushroomSprints MushroomYogaFlow MushroomBasketCarry MushroomPopUpJumps MushroomBurpees LungeForEveryMushroom MushroomStemStretch',
    funny:
      'PickingOutTheMushrooms MushroomLoversVsHaters MushroomTextureFaces FunGuyPuns MushroomNarratesMyDay ThereIsntMushroomForMe MushroomVillainOrigin MushroomTasteTestDrama',
    prank:
      'MeringueMushrooms MushroomFairyDoor MushroomFridgeMagnets MushroomPlushInBed ToyMushroomInvasion MushroomRingOnTheLawn MushroomStickerTrail MushroomPunNoteDrop',
    educational:
      'WoodWideWebMushrooms IsAMushroomAPlant NeverEatWildMushrooms MushroomSporePrinting HowTrufflesAreFound ExplainMushroomsIn60 MushroomAnatomyQuiz MushroomGrowKitScience',
    travel:
      'SpotTenMushroomsChallenge MushroomMarketCrawl MushroomFarmTour MushroomForestWalk MushroomPhotoSafari EnchantedWoodsHike MushroomFestivalTrip MushroomBotanicGarden',
    fashion:
      'DressLikeAMushroom MushroomBucketHat MushroomEarringsDIY MushroomNailArt ForestFairyFit ToadstoolTwirlSkirt WearAMushroomCap MushroomThriftFlip',
    wellness:
      'MushroomForestBathing GrowAMushroomSlowly MushroomMindfulMinute MushroomSpottingWalk WoodlandPause SlowLikeAFungus MushroomColoringCalm MushroomSoupComfort',
    speed:
      'TearMushroomsIn60 MushroomSpottingRace MushroomCleanSpeedrun MushroomSortShowdown FungiFactBlitz MushroomSketchCountdown FindFiveMushrooms MushroomPuzzleDash',
    music:
      'MushroomKingdomCover AnOdeToMushrooms SingToYourMushrooms MushroomForestLofi FunGuyFunk MushroomRapBattle SizzlingMushroomBeat MushroomUkuleleSong',
    tech: 'MushroomGrowTimelapse StopMotionMushroomPop MushroomPortraitMode MapEveryMushroomYouSee ZoomIntoTheGills StumpTheAIOnMushrooms MushroomIDAppFaceOff MushroomMacroPhoto',
    pet: 'MushroomScratchPost HamsterMushroomHouse MushroomPetBedDIY ToadstoolToyFetch MushroomPlushSnuggle FairyForestPupShoot LeaveTheMushroom MushroomTortoiseHideout',
  },
  music: {
    dance:
      'MusicFreezeDance MusicGenreWhiplash MusicThroughTheDecades FaceTheMusicFreestyle EveryChorusNewMove StrikeAPoseOnTheDrop MusicVideoRecreate MusicCongaLine',
    prank:
      'MusicStuckInTheirHead MusicSerenadeWakeUp MusicBoxLoveNote DramaticMusicEntrance MusicCardSurprise DoorbellMelodyChange HiddenSpeakerMusic MusicBirthdayBandAmbush',
    educational:
      'MusicTheoryInSixty MusicHistoryQuiz TheMathOfMusic HowMusicHitsTheBrain PerfectPitchTest WhyMinorSoundsSad LearnToReadMusic GuessTheMusicInstrument',
    cooking:
      'MusicNoteCookies MusicRecordCake SoundOfMusicStrudel MusicGenreSnackPairing ChopToTheBeat GuitarShapedPizza MusicDecadeCookOff MusicPlaylistDinner',
    fashion:
      'MusicFestivalFit MusicIconLookalike MusicVideoMakeover MusicEraTimeWarp BandTeeFiveWays WearTheAlbumCover MusicGenreOutfits MusicNoteNailArt',
    wellness:
      'MakeAMusicMoodPlaylist LetMusicHealYou SunriseMusicStretch MusicDeepListening ThreeSongsToCalmDown HeadphonesOnWorldOff MusicGratitudeWalk MusicJournalingHour',
    speed:
      'MusicNameThatTune KeepUpWithTheMusic MusicOneSecondIntro MusicalChairsSprint FinishTheLyric BeatTheChorus MusicGenreGuessBlitz MusicTempoTapRace',
    art: 'PaintWhatYouHear DrawYourFavMusician SketchTheMusic MusicNoteDoodles MusicAlbumRedraw InstrumentStillLife DesignAMusicPoster MusicBlindDrawToBeats',
    tech: 'MusicLoopBuildUp AIVsRealMusician CodeYourOwnMusic PhoneOnlyMusicStudio HeadphoneBlindTest MusicMadeOfRingtones MusicVisualizerDIY MusicMashupInAnApp',
  },
  'musical chairs': {
    fitness:
      'WallSitWhenItStops MusicalChairsSquats MusicalChairsLunges MusicalChairsBurpees ChairDipsOnTheBeat MusicalMatsHIIT PushupMusicalChairs JumpingMusicalChairs',
    funny:
      'GrownUpMusicalChairs OneChairLeftDrama MusicalChairsFails MusicalChairsNatureDoc MusicalChairsTrashTalk MusicalChairsSlowMo MusicalChairsReferee MusicalChairsOscars',
    educational:
      'MusicalChairsMath ReactionTimeScience QuizWhenMusicStops MusicalChairsVocab MusicalChairsRhymes NameThatComposer MusicalChairsSpelling MusicalChairsFlags',
    cooking:
      'MusicalChairsFrosting MusicalChairsCookOff MusicalChairsPizza MusicalCupcakes SwitchStationsBaking MusicalChairsSandwich TacoMusicalChairs SmoothieMusicalChairs',
    travel:
      'CampsiteMusicalChairs BeachMusicalChairs BackyardMusicalChairs MusicalChairsPicnic MusicalChairsAtTheLake MusicalChairsAtGrandmas MusicalChairsParkDay CabinMusicalChairs',
    fashion:
      'MusicalChairsHatSwap FreezeFrameFitCheck MusicalChairsCostumes PartyDressTwirlStop MusicalChairsLayerUp MusicalScarves JacketMusicalChairs SockMusicalChairs',
    tech: 'SmartSpeakerDJ MusicalChairsSoundboard MusicalChairsPlaylistWars RandomTimerMusicalChairs AIHostsMusicalChairs MusicalChairsBeatSync VideoCallMusicalChairs MusicalChairsReplayCam',
    gaming:
      'LastChairStanding MusicalChairsBracket FreezeDanceFaceOff MusicalChairsButTrivia MusicalChairsOlympics MusicalChairsGameNight MusicalChairsRiddles MusicalChairsGrudgeMatch',
  },
  mystery: {
    dance:
      'WhodunitShuffle MysteryNoirSway DetectiveTrenchStrut GuessTheMysteryMove MysteryMixFreestyle MysteryDiceGroove MysterySongDanceOff MysteryMaskTwirl',
    prank:
      'MysteryBoxSurprise RiddleToOpenTheDoor MysteryInvisibleInk MysteryClueTrail MysteryComplimentJar MysteryCookieDrop MysteryGuestDinner MysteryPackageForDad',
    educational:
      'MysteryLogicGridPuzzle FingerprintMysteryLab AncientMysteryCodes SolveItLikeSherlock CaesarCipherMystery UnsolvedMysteriesQuiz GuessTheMysteryObject WriteAMysteryIn50Words',
    cooking:
      'MysteryBoxCookOff WhodunitDinnerParty MysteryPantryPasta GuessTheSecretSpice MysteryFlavorCupcakes MysteryBagMealPrep MysteryRecipeCardDraw MysterySmoothieSip',
    fashion:
      'MysteryNoirDressUp MysteryTrenchCoat SherlockCapeAndHat MysteryThriftChallenge MysteryClosetPick MysteryNovelCosplay MysteryBagOutfit MysteryAccessoryDraw',
    wellness:
      'MysteryKindnessNote MysteryGratitudeJar SecretGoodDeed CozyMysteryReadingNook MysteryWalkNoMap MorningRiddleCalm MysteryTeaBlend MysteryJournalPrompt',
    speed:
      'MysteryClueHuntIn10 FindTheCulpritFast MysteryCipherSprint MysteryBoxBlitz MysteryRiddleRapidFire SolveTheMysteryFirst MysteryPuzzleTimer MysteryWordScrambleRace',
    music:
      'MysterySongGuess WhatsThatMysterySound ScoreAMysteryScene MysteryThemeSongCover MysteryHumAlong DramaticStingRemix MysteryInstrumentDuel MysteryKazooClues',
    tech: 'MysteryQRTrail MysteryVoiceMemoClues TextAMysteryInEmojis CrackTheMysteryCode ExtremeZoomMystery UVLightMystery MysteryGeocacheHunt MysteryFoleySounds',
    pet: 'MysterySockThiefCam KittenCaseFile MysteryTreatTest MysteryOfTheChewedShoe MysteryPawprintClues MysteryToyHunt MysteryScentTrail MysteryBunnyTunnel',
  },
  nacho: {
    fitness:
      'NachoAverageWorkout PlankTillTheNachosMelt EarnYourNachos JalapenoJumpingJacks ChipAndDipSquats NachoBurpeeBreak CrunchesForNachos NachoLungeLadder',
    funny:
      'NachoPunOff NachoLastChipStandoff ItsNachoBusiness NachoSoggyBottom DoubleDipPolice CheeseCoverageDebate WhoAteAllTheNachos NachoTopLayerThief',
    prank:
      'NachoPlushOnTheirPillow NachoFanClubBanner NachoJalapenoMessage NachoTowerSurprise NachoGooglyEyes GuacGoodMorning MidnightNachoDrop NachoDeliveryWithANote',
    educational:
      'NachoCheeseEmulsion NachoJalapenoScoville MeetTheRealNacho WhyQuesoStaysMelty NachoSogginessTest NachoHistoryQuiz BuildABalancedNacho NachoCornToTortilla',
    travel:
      'BestNachosInTown ChaseTheNachoTruck NachoTexMexCrawl BallparkNachosRanking NachoRoadTrip LocalNachoShowdown NachoPicnicAtThePark NachoFoodFestivalDay',
    fashion:
      'NachoAverageFit NachoEarringsDIY DressAsANacho SalsaRedLook NachoGameDayOutfit ChipAndDipTwinning WearYourNachoColors PaintNachoSneakers',
    speed:
      'NachoStackRace NachoTraySetupRush NachoGuacMashOff ChipTowerTimer CheesePullRecord NachoDrawingSprint BuildANachoBlitz NachoToppingsCountdown',
    music:
      'NachoAverageSong NachoCrunchBeat NachoMariachiSerenade NachoRecipeRap QuesoKaraoke TortillaChipASMR OdeToTheNacho NachoJingleJam',
    art: 'NachoChipMosaic NachoClayMiniature NachoFoodPhotoShoot DrawTheNachoCheesePull PaintWithSalsa NachoStillLife SketchTheNachoStack NachoPopArtPrint',
    tech: 'NachoAirFryerTest NachoCheeseSlowMo AIBuildsMyNachos MicrowaveVsOvenNachos NachoCrunchASMR NachoStopMotion NachoPhotoGlowUp NachoRecipeTimelapse',
    pet: 'NachoAverageCat NachoSqueakyToyHunt NachoPuppyStare DogNamedNacho NachoCushionNap BegFaceBattle NoNachosForYou NachoPlushFetch',
    gaming:
      'NachoGameNight NachoTicTacToe NachoTowerTopple CardsForTheLastNacho ChipLeaderboard FlickANachoInTheBowl NachoTriviaDuel NachoBingo',
  },
  nail: {
    dance:
      'NailSnapChoreo NailFingerTut FreshManiVogue ShowOffYourNails PolishDryingShimmy HandJiveNails NailWaveTransition NailClapCombo',
    fitness:
      'NailDryWallSit NailPolishPlank NailLungeBetweenCoats ManiSafeWorkout GelCureSquats HandsUpJumpingJacks NailDryingCrunches WetNailArmCircles',
    educational:
      'HowNailPolishIsMade MarkYourNailGrowth WhyNailsHaveMoons NailHealthSigns ChemistryOfGelNails CuticleCareLesson GuessTheNailEra WhichNailCoatDriesFirst',
    travel:
      'VacationManicure NailArtFromEveryTrip PaintYourNailsLikeAMap MyCityOnMyNails BeachPedicureDay PackYourPolishKit NailsMatchMyDestination NailSalonInANewTown',
    wellness:
      'SelfCareManicure NailBitingBreakup NailSpaSunday MindfulNailPainting NailDayHandMassage CuticleOilRitual NailGrowthJournal NailPolishFreeWeek',
    art: 'FamousPaintingNails TinyCanvasMani NailMarbleWaterSwirl NailStampingPlate TenNailPortraits NailLandscapeMiniatures NailGalaxyDots NailTapeStripes',
    tech: 'TenNailsOneTimeLapse NailArtStopMotion ZoomInOnMyNails TouchscreenLongNails AIDesignsMyNails MatchNailsToYourCase ARNailTryOn NailMacroPhotoShoot',
    gaming:
      'NailsVsController LongNailsHighScore LevelUpYourNails NailMemoryMatch NailRetroPixelDesign RollTheDiceNailArt NameThatNailPolish CharacterColorNails',
  },
  nap: {
    fitness:
      'NapBetweenSets NapPillowSquats WakeUpJumpingJacks NapThenPR PostNapStretch SiestaSquats NapAfterYogaFlow NapBeforeTheLongRun',
    educational:
      'WhyCatsNapSoMuch NapsOfFamousInventors PerfectNapLength NinetyMinuteNapMath NapReactionSpeedTest AnimalsThatNapStanding NapBrainMemoryBoost NapAroundTheWorld',
    fashion:
      'NapToNightOut NapReadyFitCheck NapEyeMaskDIY SiestaSweatsuit PowerNapPajamas BedheadButMakeItChic NapProofOutfit NapCozySocksLook',
    music:
      'NapLullabyCover NapAlarmRemix SiestaSoundscape SnoreSymphony TwentyMinuteNapSong SoftGuitarNapTune NapRainSoundsMix NapWakeUpChime',
    tech: 'NapTimelapseCam NapAlarmShowdown SleepTrackerVsMyNap PowerNapAppDuel NoiseCancelNapTest DoISnoreWhenINap NapSmartLightWakeUp NapPhoneSilentMode',
    gaming:
      'SleepingLionsNapOff TheQuietGameNapEdition DontWakeTheNapper PowerNapThenRematch NapTimeStoryDice BeatMyNapScore OneRoundBeforeNap NapPillowPuzzle',
  },
  nature: {
    dance:
      'NatureDanceBreak NatureTreeSway NatureStickBatonSpin MotherNatureMoves ForestFreestyle MeadowMoonwalk OutsideLeafShuffle NatureButterflyTwirl',
    fitness:
      'NatureTrailRun NatureLogCarry NatureYogaInTheGrass NatureBearCrawl ParkBenchWorkout HillClimbRepeats SquatsOutsideDaily NatureStumpStepUps',
    educational:
      'NatureIDChallenge NatureBirdCallQuiz NatureDetectiveWalk NatureSoundMap CountTheTreeRings WhyLeavesAreGreen CloudSpottingNatureLab NatureBugHotelBuild',
    cooking:
      'NaturePicnicSpread CookOutsideTonight FreshAirBreakfast NatureHerbPesto BuildYourTrailMix MintLeafLemonade NatureShapedSandwiches NatureBerryParfait',
    travel:
      'NatureRoadTrip NatureTrailNextDoor NatureSunsetLookout NationalParkBingo PackANatureDayBag NatureCabinNoWiFi NatureReserveDayOut NatureBirdwatchingStop',
    fashion:
      'OutdoorsFitCheck NatureGreenHeadToToe DressLikeMotherNature NatureDyedScarf EarthToneEverything PressedPetalJewelry NatureSunHatLook NatureLeafPrintTee',
    gaming:
      'NatureRockPaperScissors NatureScavengerQuest NatureTriviaTrail ISpyOnANatureWalk GeocacheSpeedrun WildlifeSpotScore NatureBingoCard NatureMemoryTray',
  },
  necklace: {
    funny:
      'NecklaceClaspStruggle PendantFlipsBackwards NecklaceHairSnag NecklaceSecurityBeep BiggestNecklaceWins UntangleMeIfYouCan TwentyNecklacesAtOnce NecklaceDadTriesOn',
    prank:
      'NecklaceBoxJokeNote NecklaceTreasureHunt SecretMatchingNecklace GiantNecklaceSurprise LocketPhotoSurprise FakeBlingUnboxing NecklaceForTheGnome FriendshipChainDrop',
    educational:
      'OldestNecklaceEver NecklaceMagnetTest NecklaceMetalsQuiz PendantSymbolMeanings HowPearlsGrow FindYourBirthstone WhyNecklacesTangle NecklaceAcrossCultures',
    travel:
      'NecklaceSouvenirHunt MakeASeashellNecklace NecklaceFleaMarketFind PackNecklacesInAStraw HometownPendantStory DayTripCharmNecklace NecklaceFromEveryBeach MeetALocalNecklaceMaker',
    wellness:
      'NecklaceUntangleZen SetAPendantIntention HeirloomNecklaceStory MalaNecklaceBreaths OpenTheLocket GratitudeCharmNecklace NecklaceWorryStone NecklaceBeadCountCalm',
    art: 'SaltDoughNecklace NecklaceWireWrap SculptAClayPendant PastaNecklaceGlowUp NecklaceMacrameKnots PaperBeadNecklace NecklaceFromNature NecklaceSketchDesign',
    tech: 'ShootYourNecklaceLikeAPro NecklaceFilterVsRealLife PendantSpinSlowMo AIDesignsMyNecklace StopMotionBeadNecklace NecklaceUntangleTimeLapse NecklaceMacroShot NecklacePhotoEditGlow',
    pet: 'PawPrintNecklace NecklaceMatchesCollar NecklaceKittenSketch PetPortraitPendant DesignADogTag LocketForMyPup FurBabyCharmNecklace NecklaceMatchingPetBed',
    gaming:
      'NecklaceTreasureQuest StringTheNecklaceFirst WhichNecklaceIsMissing ChainLinkPuzzle HotOrColdNecklaceHunt BeadBoardBingo DiceDecideMyNecklace NecklaceMemoryGame',
  },
  neighbor: {
    educational:
      'NeighborSkillSwap KnowYourNeighbor NeighborStreetNameQuiz NeighborhoodThenAndNow TeachYourNeighborAWord OldestHouseOnTheBlock NeighborlyTrivia NeighborGardenPlantID',
    fashion:
      'NeighborOutfitSwap NeighborFitCheck DressLikeYourNeighbor NeighborThriftHaul NeighborPorchPhotoshoot NeighborStyleFaceOff NeighborhoodWalkOOTD NeighborMatchingHats',
    wellness:
      'NeighborThankYouNote NeighborFlowerDrop NeighborCheckInCall NeighborWalkAndTalk PorchWaveGratitude BeAGoodNeighbour NeighborSunsetChat NeighborGardenHelpDay',
    speed:
      'NeighborLeafRakeRace NeighborSnowShovelDash CurbToPorchSprint NeighborCarWashBlitz NeighborBakeSaleRush OutrunYourNeighbour NeighborWeedPullOff NeighborBinsOutCountdown',
    tech: 'DoorbellCamFinds NeighborSpeedTestDuel NeighborhoodGroupChat NeighborWiFiNameWars NeighborTechSupport NeighborGadgetSwap WalkieTalkieNeighbors NeighborPodcastInterview',
    gaming:
      'NeighborCornholeLeague NeighborChessByMail NeighborGameNight HideAndSeekWithNeighbors BlockPartyTourney NeighborTugOfWar NeighborSidewalkHopscotch NeighborBocceBattle',
  },
  neighborhood: {
    dance:
      'NeighborhoodFlashMob BlockPartyGroove NeighborhoodPorchPolka NeighborDanceOff NeighborhoodMoonwalk NeighborhoodHoedown TheNeighborhoodWave NeighborhoodShimmyWalk',
    fitness:
      'NeighborhoodRunLoop NeighborhoodMileMap NeighborWalkingClub NeighborhoodParkSquats EveryStreetChallenge MailboxSprints NeighborhoodPlankTour NeighborhoodJumpRope',
    prank:
      'NeighborhoodCookieDrop NeighborhoodGnomeTour BooYourNeighbor NeighborhoodRockHunt ChalkMessageSurprise NeighborhoodKindNotes FlockTheNeighborhood NeighborhoodFlowerFairy',
    educational:
      'NeighborhoodNameDetective NeighborhoodThenAndNow NeighborhoodTreeID NeighborhoodBirdCensus WhoLivedInMyHouse NeighborhoodBugHunt GuessTheNeighborhoodsAge NeighborhoodMapMaking',
    fashion:
      'StreetStyleOnMyBlock NeighbourhoodKicks NeighborhoodWalkFitCheck NeighborhoodOOTD NeighborEnvyOutfit TrashDayCouture ThriftTheNeighborhood NeighborhoodHatParade',
    wellness:
      'PorchMorningCalm NeighborhoodSmileCount NeighborhoodSunsetSit WaveAtEveryNeighbor PhoneFreeNeighborhoodWalk MindfulBlockLoop NeighborhoodThankYous NeighborhoodGardenBench',
    speed:
      'BlockLoopDash NeighborhoodRelay NeighborhoodTagBlitz NeighborhoodBikeRodeo NeighborhoodLitterSweep NeighborhoodScavengerHunt NeighborhoodLapRecord NeighborhoodSackRace',
    tech: 'ThreeSixtyNeighborhood NeighborhoodHyperlapse NeighborhoodPanorama NeighborhoodGPSArtWalk DoorbellCamBloopers NeighborhoodThenAndNow NeighborhoodSoundMap NeighborhoodPhotoContest',
    pet: 'CatsOfTheNeighborhood NeighborhoodPetParade NeighborhoodPupCrawl NeighborsDogBFF SniffEveryMailbox NeighborhoodWaterBowl NeighborhoodPoochPoll NeighborhoodBunnySpotting',
  },
  'new job': {
    prank:
      'NewJobWelcomeNotes NewJobDeskTakeover NewJobHypeVideo NewJobRedCarpetEntrance NewJobLunchboxJoke FirstDayAtWorkBalloons GooglyEyesNewJob NewJobFanClub',
    educational:
      'OfficeLingoQuiz RateMyNewJobEmail NewJobNinetyDayPlan NewJobNamesMemoryTrick NewJobSalaryTalk AskTheNewJobVeteran ExplainMyNewJob NewJobSkillIn60',
    travel:
      'NewJobLunchSpots NewJobDryRunTrip NewJobCommuteDayOne NewJobCafeHunt NewJobNearbyParkWalk NewJobNeighborhoodTour HiddenGemsNearNewJob NewJobTouristMode',
    fashion:
      'NewJobFitCheck DressCodeDecoded NewJobWeekOfOutfits WhatsInMyNewJobBag OneBlazerFiveDays NewJobBadgePhoto SuitUpForNewJob NewJobLanyardGlowUp',
    speed:
      'NewJobNamesIn60 NewJobOnboardingBlitz NewJobElevatorPitch DeskSetupSpeedrun NewJobMorningRush NewJobPasswordDash NewJobCoffeeRun NewJobBagPackRace',
    music:
      'NewJobAnthem NewJobKitchenKaraoke FirstDayHypeSong WhistleWhileYouWork NewJobVictoryFanfare NewJobEntranceTheme NewJobJingle SingYourNewJobTitle',
    tech: 'NewJobDeskSetup NewJobLaptopUnboxing KeyboardShortcutsDrill NewJobInboxZero NewJobTypingSpeedTest AIWritesMyFirstEmail NewJobWallpaperReveal MyNewJobInEmojis',
    gaming:
      'NewJobUnlocked FirstDayTutorialMode NewJobBingo TwoTruthsAboutMyNewJob ActOutMyNewJob LevelUpAtTheNewJob NewJobInThreeEmojis NewJobJargonMemoryGame',
  },
  'new year': {
    fitness:
      'NewYearPlankStreak NewYearFirstMile RingInNewYearBurpees JanuarySquatLadder ResolutionReps NewYearPushupPact NewYearJumpRopeDare NewYearYogaFlow',
    educational:
      'NewYearAroundTheWorld NewYearLunarVsSolar FirstNewYearOnEarth WhyTheYearStartsInJan BabylonianResolutions NewYearTraditionQuiz GuessTheNewYearCity NewYearInFiveLanguages',
    travel:
      'NewYearFirstHike NewYearFireworksTrip NewYearBeachWalk SunriseOnNewYearsDay NewYearInTheTownSquare NewYearMapDartTrip RoadTripIntoTheNewYear NewYearParadeDayOut',
    fashion:
      'NewYearSparkleReveal NewYearSequinSet NewYearGlitterEyes NewYearFitCheck MidnightMetallics DressedForTheCountdown NewYearTinselTiara NewYearOutfitUnder20',
    wellness:
      'NewYearIntentions NewYearLetterToSelf SlowStartToNewYear WordOfTheYear NewYearOneDrawerReset NewYearMemoryJar NewYearFreshPage NewYearGratitudeWalk',
    speed:
      'NewYearWishListTimer NewYearConfettiCleanup NewYearPartyHatRelay BeatTheBallDrop ResolutionSpeedrun NewYearsEveDash NewYearInTenSeconds NewYearDecorTakedownRace',
    tech: 'NewYearPhoneCleanup NewYearSparkleFilter CodeANewYearCountdown InboxZeroByNewYear DigitalDeclutterDay NewYearTwelvePhotoRecap NewYearGoalTrackerSheet NewYearPasswordRefresh',
    pet: 'PetNewYearResolution NewYearFireworkCalmDog NewYearKittenCuddle PuppyRingsInNewYear NewYearsPawty CatIgnoresMidnight NewYearFirstTrick NewYearParrotCountdown',
    gaming:
      'NewYearBacklogClear NewYearCountdownBingo NewYearsEveCharades FirstWinOfTheYear GuessMyNewYearResolution NewYearBoardGameTourney NewYearTriviaTakedown NewYearJigsawRace',
  },
  'new years eve': {
    prank:
      'NewYearFakeMidnight NewYearsEveBalloonDrop SecretResolutionJar NYEFortuneNotes NYEGooglyEyeClock PartyHatOnEverything NewYearsEveSurpriseToast NYEStreamerDoorway',
    educational:
      'NewYearsEveTimeZones NYEResolutionScience NewYearsEveCalendarFacts WhoCelebratesNYEFirst NewYearTraditionsQuiz NewYearsEveLuckyFoods NYEFoilBallDropModel NewYearsEveWorldGreetings',
    travel:
      'NewYearsEveCabinTrip FirstSunriseHike WalkToTheFireworksNYE NYETwoTimeZonesTrip NYEAtGrandmasHouse NYEHilltopCountdown NewYearsEveTownSquare NewYearsEveCityLights',
    fashion:
      'NYEGlamInTenMinutes SequinFitCheck NYEThriftedSparkle NYEOutfitFaceOff NYEGoldHeadToToe NewYearsEveVelvetSuit NewYearsEveTiaraDIY NewYearsEveBowTieStyle',
    wellness:
      'NewYearsEveGratitude YearInReviewJournal OneWordForTheYear NYELetItGoList NYEScreenFreeHour NewYearQuietNightIn NewYearsEveEarlyBedtime NewYearsEveWishJar',
    tech: 'NewYearsEveTimelapse HomemadeNYEPhotoBooth FireworkSlowMoShot CodeANewYearClock NYEStopMotionConfetti NYEVideoCallParty NewYearsEvePlaylistMix NewYearsEveRecapReel',
    pet: 'NewYearsEvePetCalm NewYearsEveDogDen WhiteNoiseForPuppy NewYearsEveKittyNap NewYearCatResolutions FireworkFreeCuddles NewYearsEveBunnyBedtime NewYearsEveParrotCheer',
    gaming:
      'NewYearsEveTrivia LastGameOfTheYear NYEPuzzleTillMidnight NYECharadesShowdown NewYearBingoBlackout NewYearFirstWin NewYearsEveCardTourney NewYearsEvePictionary',
  },
  'new york': {
    fitness:
      'WalkLikeANewYorker NewYorkBridgeJog NewYorkStoopStepUps NYCFiveBoroughRun CentralParkLoop NewYorkPierYoga BrooklynToManhattan NewYorkMinutePlank',
    funny:
      'NYCPigeonNarration NewYorkWalkingSpeed TinyNewYorkApartment NewYorkTouristVsLocal BodegaOrderLingo NewYorkBagelRanking NewYorkPizzaFoldDebate NewYorkHotDogReview',
    prank:
      'SurpriseNYCTripReveal NewYorkBagelDoorDrop NewYorkSubwayKindNotes NewYorkDeliInTheKitchen ManhattanMysteryBox SliceOnTheDoorstep NewYorkTourGuideAtHome NewYorkPretzelAmbush',
    educational:
      'OldNameOfNewYork NewYorkBoroughsQuiz TraceYourNewYorkRoots ManhattanGridPlan NewYorkLandmarkTimeline WhyTheBigApple PronounceNYCStreets ReadTheNYCSubwayMap',
    fashion:
      'NewYorkStreetStyleSnap NewYorkFitCheck ThriftHaulInNYC ManhattanMinimalist BroadwayNightOutfit UptownDowntownLook AllBlackLikeNewYork NYCFiveBoroughOutfits',
    wellness:
      'NewYorkSlowSunday NewYorkBookstoreBrowse FindNewYorksQuietestSpot HighLineStrollNYC CentralParkCalm BreatheInTheBigApple SunriseOverManhattan NewYorkLibraryPause',
    speed:
      'SeeNewYorkInOneDay NewYorkMinuteChallenge NewYorkFiveBoroughDash NewYorkTriviaBlitz NewYorkSkylineSketchRush NewYorkFactsQuickfire NameTenNewYorkLandmarks NewYorkBagelOrderRace',
    tech: 'NewYorkMapAppShowdown AIPlansMyNewYorkDay NYCSkylineGreenScreen NewYorkNightModePhotos NYCPanoramaFromTheFerry TimesSquareHyperlapse FreeWiFiManhattanTest NewYorkVirtualWalkTour',
    gaming:
      'NewYorkLandmarkCharades NYCSubwayStopQuiz GuessTheNYCStreet NewYorkTriviaNight BuildNYCFromBlocks TimesSquareBingo NYCYellowCabCount NewYorkSkylineJigsaw',
  },
  newspaper: {
    cooking:
      'NewspaperPopcornCones NewspaperFishAndChips NewspaperFrontPageCake OldNewspaperRecipe SundayNewspaperBrunch HeadlineCookies NewspaperWrappedBurger NewspaperPicnicSpread',
    travel:
      'NewspaperFromTheNextTown NewspaperCommuteCrossword ReadALocalNewspaper NewspaperStandHunt NewspaperTripScrapbook LetTheNewspaperPlanMyDay NewspaperCafeMorning BuyANewspaperAbroad',
    speed:
      'NewspaperTowerIn60 FastestNewspaperBoat NewspaperDeliveryDash LongestNewspaperStrip PaperboyPorchToss NewspaperHatBlitz NewspaperPlaneRace SpeedFoldNewspaper',
    music:
      'SingTheNewspaper NewspaperHeadlineRap NewspaperRustleBeat RolledNewspaperDrums PaperboyChantRemix NewspaperTrumpet NewspaperBeatboxBattle NewspaperKazoo',
    tech: 'NewspaperVsNewsApp NewspaperStopMotion DigitizeOldNewspaper AINewspaperHeadline CodeYourOwnNewspaper AIWritesTheFrontPage RestoreANewspaperPhoto FindYourBirthdayNewspaper',
  },
  'night light': {
    educational:
      'HowNightLightsWork NightLightShadowScience WhyRedLightAtNight GlowInTheDarkScience DoesNightLightColorMatter NightLightSensorTest NightLightCostPerYear NightLightFireflyFacts',
    travel:
      'NightLightForSleepovers TentNightLightGlowUp NightLightRoadTripKit NightMarketCrawl LanternFestivalNight FireflyFieldAtNight NightLightInMyCarryOn NightLightCabinStay',
    fashion:
      'GlowInTheDarkSneakers NightLightPajamaFit SilkPJsGoodnightLook NightLightStarMakeup SleepMaskStyling NightOwlLoungewear NightLightNeonNails NightLightRobeRunway',
    wellness:
      'NightLightNoScreensHour NightLightAmberTest NightLightWindDown NightLightCalmCorner GoodnightGratitude JournalByNightLight NightLightMeditation NightLightBedtimeStory',
    tech: 'StarProjectorShowdown SmartNightLightTest NightLightVoiceCommand NightLightLongExposure StopMotionByNightLight AutomateBedtime PhoneTorchNightLight NightLightGlowTimelapse',
    gaming:
      'NightLightFreezeGame ShadowPuppetCharades FollowTheNightLights NightLightBowling CardsByNightLightOnly NightLightFlashlightTag NightLightHideAndSeek NightLightStoryDice',
  },
  'night routine': {
    fitness:
      'NightRoutineStretch NightRoutineYoga NightRoutineWallSit GoodnightCoreBurn NightRoutineMoonlitWalk PajamaPilates NightRoutineFoamRoll NightRoutineCalfRaises',
    educational:
      'NightRoutineSleepFacts NightRoutineBodyClock NightRoutineHabitTracker HowNightRoutinesWork DoesBlueLightMatter WhyWeDream NightRoutineREMCycle NightRoutineCircadian',
    cooking:
      'NightRoutineTea NightRoutineGoldenMilk NightRoutineSnack OvernightOatsPrep ChamomileLatte NightRoutineBananaToast NightRoutineCherrySip NightRoutineKiwiBowl',
    speed:
      'NightRoutineSpeedrun NightRoutineIn10 NightRoutineTidyBlitz BeatMidnightRace NightRoutinePajamaDash TeethBrushTimer NightRoutineLightsOut NightRoutineRelay',
  },
  'night shift': {
    prank:
      'PizzaForTheNightShift SurpriseTheNightShift NightShiftNoteInLunch NightShiftBalloonDrop BreakfastInBedAtNoon NightShiftNapNook NightShiftCoffeeAmbush NightShiftDoorCard',
    educational:
      'NightShiftBodyClock NightShiftMythOrFact WhoWorksTheNightShift ADayOnTheNightShift CircadianRhythm101 NightShiftMealTiming NightShiftNapScience NightShiftJobQuiz',
    cooking:
      'NightShiftLunchbox NightShiftSnackStash NoMicrowaveNightShift MidnightMealPrep PostShiftBreakfast NightShiftDinnerIn10 NightShiftSoupFlask PotluckNightShift',
    travel:
      'EmptyStreetsNightShift NightShiftSunriseWalk NightOwlCityTour NightShiftDayTrip NightShiftTrainRideHome AfterShiftDinerCrawl NightShiftCommutePlaylist LateBusNightShift',
    speed:
      'NightShiftPackIn5 NightShiftStockRace QuickChangeNightShift MidnightRestock BeatTheSunrise NightShiftBedtimeDash NightShiftShowerSprint FastestNightShiftNap',
    music:
      'NightShiftWhistleTune NightShiftScannerBeat LullabyForNightShift MidnightBreakJam NineToFiveButNights GraveyardShiftBlues NightShiftSerenade HumThroughNightShift',
    tech: 'NightShiftSleepTracker BlueLightNightShift NightShiftAlarmStack NightModeEverything WhiteNoiseShowdown DoNotDisturbHacks NightShiftFocusTimer SunsetLampNightShift',
  },
  ninja: {
    cooking:
      'NinjaBreadMen NinjaStarCookies NinjaOnigiriFaces NinjaMaskCupcakes NinjaTurtlePizza StealthSushiRolls NinjaPancakeFlip NinjaDumplingFold',
    tech: 'NinjaTeleportTransition NinjaStopMotion GreenScreenNinjaJump NinjaLevitationPhoto NinjaVanishEdit NinjaShadowFilter NinjaCloneEffect NinjaReverseVideo',
    pet: 'NinjaCatStealth NinjaBoxAmbush NinjaDogAgility PounceLikeANinja NinjaKittenFeatherToy SilentPawsChallenge NinjaHamsterTunnel NinjaTreatHideAndSeek',
  },
  noodle: {
    prank:
      'NoodleNecklaceGift FloatingChopsticks AlphabetNoodleNote NoodlePunCards NoodlePlushInTheirBed NoodleHiddenEgg PoolNoodleForest SurpriseNoodleFace',
    educational:
      'HowNoodlesAreMade WhyWeSlurp NoodleLengthMath WhoInventedNoodles NameThatNoodle StretchyNoodleScience NoodleStarchExperiment NoodleShapesOfTheWorld',
    fashion:
      'ChopstickHairBun StyleANoodleBib DressLikeANoodle NoodleDateFit SlurpProofOutfit NoodleEarringDIY HeatlessNoodleCurls PaintANoodleBowlTote',
    wellness:
      'NoodleNightIn WarmBrothGratitude NoodleSoupForTheSoul SlowSlurpSunday MindfulNoodleBowl NoodleKneadingZen LooseNoodleStretch NoodleDinnerNoPhones',
    speed:
      'ChopstickNoodleDash TenMinuteRamen NoodleWordScramble NoodleTwirlTimeTrial SpaghettiTowerSprint NoodleDoughPullRelay DryNoodleNecklaceRush NoodleSortByShapeRace',
    tech: 'SlurpSoundMeter NoodleSteamSlowMo InstantNoodleTimeLapse AIRatesMyNoodles NoodleWormStopMotion PerfectNoodleTimer NoodleFoodPhotoGlowUp NoodleRecipeVideoEdit',
    pet: 'PetsNamedNoodle CatInTheNoodleBox DogNoodlePlushToss NoodleSnuffleMat SlurpStareDown PoolNoodleFetch WetNoodleRefusal NoodleShapedChewToy',
    gaming:
      'NoodleShopTycoon NoodleStackJenga RamenTierList NoodleChopstickTransfer NoodlePickUpSticks GuessTheNoodleBlindfolded NoodleNinjaDuel NoodleMemoryMatch',
  },
  notebook: {
    fitness:
      'NotebookRepLog WorkoutNotebookStreak DeskJumpingJacks NotebookExerciseCards NotebookLegRaises PageTurnPushUps NotebookBalanceWalk NotebookWallSitStudy',
    cooking:
      'NotebookShoppingListDare CookFromOldNotebooks NotebookRecipeSwap NotebookCakeDesign GrandmasNotebookPie NotebookSketchToBake NotebookMealPlanner NotebookCookieJournal',
    travel:
      'NotebookTicketCollage SketchTheTripJournal CafeWindowWriting TravelNotebookTour NotebookStampHunt NotebookMapFromMemory LocalsSignMyNotebook NotebookTrainRideDiary',
    fashion:
      'LookbookInANotebook OutfitNotebookSketch MiniNotebookCharmDIY NotebookToteFitCheck DarkAcademiaNotebook MatchYourNotebook MakeANotebookPaperDress NotebookSpiralEarrings',
    speed:
      'FillAPageIn60 NotebookSpeedDoodle NotebookPlaneFoldDash NeatestNotesWin NotebookAlphabetSprint TimesTableNotebookRace NotebookTowerStack NotebookOrigamiBlitz',
    music:
      'SongwriterNotebookTour NotebookLyricDraft NotebookPageFlipASMR PencilOnNotebookBeat NotebookSongInAnHour NotebookRapBattle NotebookJingleWriting NotebookPenDrumming',
    tech: 'PaperNotebookVsTablet NotebookStopMotion TimeLapseANotebookPage CanMyPhoneReadMyNotebook NotebookDoodleToAIArt ScribblesToPixels NotebookToSpreadsheet NotebookDigitalBackup',
  },
  november: {
    fitness:
      'NovemberTurkeyTrot GratitudePushUps EarnYourPie NovemberLeafRakeLunges NovemberStepStreak NovemberPlankADay NovemberBurpeeLadder NovemberHillSprints',
    prank:
      'NovemberKidsTableSwap TurkeyHatAtDinner NovemberPlaceCardPuns NovemberGooglyEyePumpkin FakeSnowInNovember NovemberMustacheAmbush JingleBellsInNovember ThankYouNoteNovember',
    cooking:
      'NovemberPieBakeOff FriendsgivingPotluck NovemberLeftoverRemix CanOrScratchCranberry NovemberSoupSunday NovemberAppleCrisp PumpkinSpiceNovember NovemberCasseroleClash',
    travel:
      'NovemberLeafPeeping NovemberParadeFrontRow LastFarmStandOfNovember HomeForThanksgiving NovemberOffSeasonTrip NovemberFirstFrostWalk NovemberEmptyBeachTrip NovemberCabinWeekend',
    fashion:
      'NovemberFlannelFit SweaterWeatherCheck FriendsgivingOutfit NoShaveNovemberStyle NovemberCozyKnits NovemberLayerUp NovemberThriftFlip NovemberScarfKnots',
    wellness:
      'ThirtyDaysOfThanks NovemberThankfulJar NovemberBlanketFortNight NovemberSlowDown CandlelitNovember FourPMSunsetWalk NovemberTeaRitual NoScrollNovember',
    speed:
      'NovemberLeafBagRace NovemberTableSetRelay NovemberThanksListTimer NovemberDishDash TurkeyTrotSprint GravyWhiskBlitz NovemberNapkinFold BeatTheNovemberDark',
    art: 'HandTurkeyGlowUp NovemberLeafWreath ThankfulTreeCraft NovemberGourdPainting NovemberPlaceCardArt NovemberSketchADay NovemberAcornPeople PaintTheNovemberSky',
    pet: 'NovemberSniffWalk NovemberLeafZoomies PawsitivelyThankful NovemberBlanketNest NovemberCatNapMarathon PuppyFootballFetch NovemberSweaterDog CuddleUpNovember',
  },
  nugget: {
    dance:
      'NuggetDipDance DinoNuggetStomp NuggetFreezeDance TinyArmsNuggetGroove NuggetDabOff NuggetSauceShuffle NuggetMoonwalk ChickenNuggetWiggle',
    prank:
      'NuggetFanClubBanner NuggetBoxProposal GoldNuggetSurprise NuggetPlushInTheFridge DinoToyLunchbox NuggetLoveNoteNapkin NuggetPunStickers NuggetBouquet',
    educational:
      'DinoNuggetSpecies WhyNuggetsGetCrispy WhoInventedTheNugget NuggetShapeSurvey GoldNuggetGeology HomemadeVsFrozenNugget NuggetFactOrFiction NuggetNutritionQuiz',
    travel:
      'NuggetFoodCourtFaceOff NuggetsOnABlanket NuggetRoadTrip NuggetsWithALakeView NuggetPitStopRanking NuggetSauceHunt BestNuggetInTown NuggetTasteTour',
    fashion:
      'NuggetCharmEarrings DressAsANugget GoldenNuggetFitCheck DinoNuggetPajamas NuggetAndSauceTwinning NuggetPrintSocks NuggetNailArt NuggetBucketHat',
    speed:
      'NuggetStackRace NuggetDipRelay DinoNuggetSortDash NuggetBreadingBlitz GoldNuggetScramble NuggetShapeQuickfire NuggetDunkOff BeatTheNuggetTimer',
    tech: 'AirFryerVsOvenNuggets NuggetCrunchMeter NuggetAIStoryTime DinoNuggetsComeAlive WatchNuggetsGoldenUp MakeANuggetLookFancy NuggetSlowMoDip AIGuessesMyNuggetShape',
    pet: 'PetsNamedNugget NuggetNapPile HomemadeDogNuggets PlushNuggetFetch CatCurledLikeANugget MyLittleNuggetPortrait NuggetShapedTreats NuggetSnifferGame',
    gaming:
      'DinoNuggetMatchUp NuggetInTheCupTrickShot FindTheGoldenNugget BlindNuggetSauceTest NuggetTowerTopple ChickenNuggetTycoon NuggetHotPotato TicTacNugget',
  },
  nurse: {
    educational:
      'NurseMythBusting AskANurse FirstAidWithANurse HandWashLikeANurse NurseHeroTrivia NurseVitalSignsQuiz NurseLingoLesson NurseHowToTakeAPulse',
    travel:
      'NurseDaysOffGetaway NurseCommuteSunrise TravelNurseDiary NurseNewCityWalk NurseHikeAfterShift ScrubsToSunscreen CarryOnNurse NurseStaycationWeekend',
    fashion:
      'NurseFitCheck NurseScrubsFiveWays CompressionSocksNurse OffDutyNurseLook BadgeReelFlex ClogGameStrong NurseShoeFaceOff NurseHairstyleForShift',
    tech: 'NurseDayInEmojis NurseSmartwatchSteps NurseChartingShortcuts AIStudyForNursing NurseVoiceNoteHacks FlashcardFaceOff NurseTechTierList NurseShiftPlannerSheet',
    pet: 'NursePuppySniffTest NurseCatNapAfterWork PetGreetsNurseHome NurseOffDutyDogWalk NurseKittyCheckup PostShiftZoomies NurseBunnyCuddles NurseFishTankUnwind',
  },
  oatmeal: {
    fitness:
      'OatmealFuelRun PorridgePoweredPlank OatmealCanisterSquats OatmealSummitHike OatmealBeforeBurpees EarnYourOatmeal OatmealJumpRope OatmealStairClimb',
    prank:
      'OatmealGooglyEyeJar OatmealNameInCinnamon BananaFaceBowl ThreeBearsBreakfast OatmealSmileySticker WhoAteMyPorridge BerryHeartOatmeal OatmealJokeOnTheLid',
    educational:
      'HowOatsAreMade WhyOatmealThickens OatmealRolledVsSteel OatmealSoakExperiment PorridgeTriviaTime OatmealMythBusters OatmealNutritionQuiz OatmealWaterRatioTest',
    fashion:
      'OatmealKnitFit OatmealTrenchCoat OatmealOutfitFiveWays OatmealHeadToToe DressLikeOatmeal OatmealToneThriftHunt OatmilkLatteLook OatmealCableSweater',
    tech: 'OatmealPhotoGlowUp RiceCookerOatmealDare AIInventsAnOatmeal OatmealFaceStopMotion OatmealBoilOverCam AppRatesMyPorridge OatmealTimelapse OatmealSmartScaleTest',
    pet: 'OatmealDogBath HorseLovesOatmeal TreatBalanceTrick OatmealKittenLapNap WaitForTheOatmeal OatmealDogCookies OatmealSweaterPup OatmealHamsterSnack',
  },
  'obstacle course': {
    funny:
      'ObstacleCourseWipeout CouchCushionObstacles CatVsObstacleCourse DadVsNinjaWarrior ObstacleCourseNarrator ObstacleCourseTrashTalk ObstacleCourseGrandpaRun ObstacleCourseInSlippers',
    prank:
      'PlushieObstacleCourse StickyNoteObstacles BalloonHallwayObstacle ObstacleCourseGiftHunt DoorwayStreamerWeb CupWallWelcome ObstacleCourseForDad ObstacleCourseToTheFridge',
    travel:
      'ObstacleCourseInEveryPark ObstacleCourseRoadTrip PlaygroundObstacleCourse ObstacleCourseMudRun ForestObstacleCourse ObstacleCourseAtTheBeach CampsiteObstacleCourse ObstacleCourseSchoolYard',
    gaming:
      'ObstacleCourseBossLevel ObstacleCourseChaseTag FloorIsLavaLevel ObstacleCourseDoubles RollTheDiceObstacleCourse BeatMyObstacleTime ObstacleCourseSimonSays ObstacleCourseCardDraw',
  },
  ocean: {
    fitness:
      'OceanSurfPopUps TideLineLunges SeasideYoga BeachBootCamp OceanSandSprints OceanBreezeBurpees CrabWalkToTheOcean OceanStarfishJumps',
    funny:
      'SeasideSeagullDrama OceanSeaweedPanic DocumentaryOfACrab OceanWaveAmbush OceanFirstTimeReaction OceanFishFaceImpressions LakeVsOceanDebate OceanSandInEverything',
    prank:
      'OceanMessageInABottle MermaidFootprintTrail OceanSoundsAlarmSwap OceanShellSurprise BuriedPirateTreasure SeasideSandcastle OceanInTheBathroom SeashellPhoneCall',
    educational:
      'WhyTheSeaIsSalty HowOceansMakeOxygen OceanZonesQuiz MoonPullsTheTide AnglerfishAndFriends OceanCurrentMap OceanLayersInAJar OceanEggFloatTest',
    speed:
      'OceanCreatureQuizBlitz OceanCleanupCountdown SeasideBucketRelay SandcastleSpeedBuild OceanShellSortShowdown SeashellHuntIn60 OceanPlasticPickUp OceanTowelFoldDash',
    tech: 'OceanWaveTimelapse PhonePouchSeaTest SlowMoOceanSpray WholeOceanOnePanorama RecordTheSeaForSleep TideAppVsReality OceanLiveCamBingo OceanSunsetPhotoDuel',
    pet: 'OceanPupFirstWave OceanLifeJacketPuppy SandcastleZoomies SeaDogSunday KittyWatchesOceanVideos SeasidePetPortrait PawprintsByTheOcean OceanBeachTowelNap',
  },
  october: {
    dance:
      'OctoberMonsterMash OctoberCostumeConga OctoberSkeletonWiggle OctoberLeafPileLeap PumpkinPatchShuffle WitchBroomTwirl OctoberThrillerDance OctoberGhostSway',
    prank:
      'BooBasketDrop OctoberSkeletonPoses OctoberGooglyEyes OctoberCandyCornTrail OctoberPumpkinSurprise OctoberCobwebDoor OctoberBatSwarm OctoberMummyWrapTheFridge',
    educational:
      'OctoberBatFactOrFake OctoberHuntersMoon WhyOctoberLeavesTurn OctoberMeansEight OctoberPumpkinQuiz HalloweenOriginStory OctoberNightSkyGuide OctoberAppleFloatTest',
    cooking:
      'OctoberCaramelApples OctoberWitchHatCookies Spookuterie OctoberPumpkinBakeOff MummyHotDogs OctoberSoupSwap OctoberChiliCookOff OctoberCornbreadNight',
    travel:
      'OctoberLeafPeeping OctoberHauntedHayride OctoberCiderDonutRun OctoberPumpkinPicking GetLostInACornMaze OctoberOrchardTrip OctoberFoliageDrive OctoberFallFairDay',
    fashion:
      'OctoberCostumeReveal OctoberWitchyLayers OctoberFitCheck DressLikePumpkinSpice OctoberPlaidParade CardiganWeatherIsHere OctoberBeanieSwap OctoberBootsFiveWays',
    pet: 'OctoberPetParade OctoberLeafPileDog DoorbellCalmTraining OctoberKittyNap PupInThePumpkinPatch OctoberBlackCatPose OctoberHowlOff OctoberHamsterHayHouse',
    gaming:
      'OctoberWerewolfNight OctoberZombieTag OctoberMummyWrapRace OctoberPumpkinBowling OctoberWhodunit OctoberMonsterCharades OctoberCandyCornBingo OctoberFlashlightHunt',
  },
  octopus: {
    educational:
      'OctopusThreeHearts HowOctopusCamoWorks OctopusBlueBlood SquidOrOctopusQuiz ArmsThatThink OctopiOrOctopuses OctopusSuctionTest OctopusNineBrains',
    travel:
      'OctopusAquariumVisit OctopusAtTheFishMarket OctopusSouvenirShop OctopusPlushTravelDiary FindTheMuseumOctopus SpotAnOctopusInTown DrawAnOctopusInTheSand OctopusSeaLifeCenter',
    fashion:
      'OctopusPrintShirt OctopusEarrings OctopusHairClaw OctopusTentacleRing OctopusTieDyeTee InkAndPearls DressLikeAnOctopus OctopusPurpleBeanie',
    tech: 'OctopusCamoARFilter OctopusEscapeStopMotion DrawAnOctopusOnYourPhone OctopusFactOrAIFiction OctopusLiveCamWatchParty OctopusGreenScreen OctopusColorChangeEdit OctopusGifMaker',
  },
  office: {
    prank:
      'OfficeDeskGiftWrap CubicleOfficeBalloons OfficePlantNameTags OfficeStickyNoteWall OfficeDonutDrop GooglyEyedSupplies OfficeChairBubblePop OfficeThankYouBanner',
    educational:
      'OfficeJargonDecoded WhoInventedTheStapler OfficeSpreadsheetIn60 OfficeSupplyQuiz OfficeTypingTest WhyPrintersJam OfficeThermostatScience FixThisOfficeEmail',
    cooking:
      'OfficePotluck OfficeMugCake OfficeBirthdayCupcakes OfficeBentoBox MicrowaveMasterChef DeskDrawerDinner OfficeKettleRamen OfficeSaladJarPrep',
    travel:
      'OfficeWithAView OfficeLunchSpotBingo CoffeeShopOfficeHop ScenicRouteToTheOffice WeirdestOfficeForADay LibraryIsMyOfficeToday OutOfOfficeDayTrip OfficeWalkingMeetingLoop',
    fashion:
      'OfficeFitCheck OfficeBlazerThreeWays RateMyOfficeOutfit OfficeLanyardGlowUp CasualFridayFlex NineToFine OfficeSneakerSwap OfficeWeekOfOutfits',
    wellness:
      'OfficeDeskStretch LeaveTheOfficeOnTime ThankAnOfficeBuddy OfficeBoxBreathing OfficeLunchOutside PottedPlantPause OfficeWalkAtNoon OfficeGratitudeNote',
    speed:
      'InboxZeroOfficeRace OfficeDeskTidyBlitz OfficeCoffeeRunDash OfficeSupplySortClock LongestPaperclipChain OfficeStickyNoteRush OfficeShutdownSprint OfficeFilingCountdown',
    gaming:
      'CubicleOfficeMiniGolf PaperBallOfficeHoops OfficeEscapeRoom OfficeTriviaBattle OfficeDeskShuffleboard TrashCanThreePointer OfficeBuzzwordBingo OfficeCharadesHour',
  },
  'office party': {
    fitness:
      'OfficePartyOlympics OfficePartyStretchBreak OfficePartyPlankOff CubicleCardio OfficePartyTugOfWar WorkPartyPushUpDuel WallSitOfficeParty OfficePartyLungeLine',
    prank:
      'OfficePartyBalloonDrop SurpriseCakeMeeting OfficePartyKudosCards GiftWrapTheOffice WorkPartyConfettiDesk SecretSantaSwitcheroo OfficePartyBossCutout PostItOfficeParty',
    educational:
      'OfficePartyTrivia NameThatCoworkerQuiz FunFactAboutMe OfficePartyTwoTruths OfficePartyHiddenTalent OfficePartyIcebreakers BabyPhotoOfficeParty OfficePartySpellingBee',
    travel:
      'OutOfOfficeParty OfficePartyPicnicDay OfficePartyCityQuest OfficePartyMiniGolfOuting OfficePartyBowlingTrip TeamTakesTheTown OfficePartyFoodCrawl OfficePartyMysteryTrip',
    pet: 'OfficePawty BringYourDogDay OfficePartyCatCameo OfficePartyPetRollCall WorkPartyPupParade OfficePartyTreatStation OfficePartyMascot FurBabiesOfficeParty',
  },
  onion: {
    dance:
      'TearJerkerTwoStep OnionGogglesGroove OnionRingShuffle PeelTheOnionDance OnionCostumeCancan CryingOverOnionsBop OnionLayerSpinMove OnionBagBounce',
    prank:
      'OnionRingDonutBox OnionPlushSurprise OnionGooglyEyes OnionInTheFruitBowl OnionPunCards WrapItLikeAnOnion OnionGiftInTenLayers OnionPortraitOnTheFridge',
    travel:
      'EveryOnionAtTheMarket SweetOnionFestival FrenchOnionSoupCrawl OnionFieldsDayTrip BestOnionRingsNearby BloomingOnionPitStop PullYourOwnOnions OnionFarmStandVisit',
    fashion:
      'LayerLikeAnOnion OnionSkinDyeTee OnionBraidUpdo OnionRingEarrings OnionPurpleOutfitDare DressAsAnOnionChallenge OnionStripedSweater OnionLayeredNecklaces',
    speed:
      'OnionFactsQuickfire OnionSizeLineUpDash BraidTheOnionsFast OnionRollRelay OnionRingTowerRace TearlessInTen OnionStackStopwatch OnionSortBlitz',
    pet: 'OnionPlushFetch OnionLayerSnuffleToy OnionShapedSqueaker NoOnionsForPets SweetOnionPortrait OnionPlushieSnuggle OnionGardenFence OnionFreeTreatBake',
  },
  'optical illusion': {
    dance:
      'OpticalIllusionFloat IllusionBodyWave IllusionFreezeFrame SpinningDancerIllusion MoonwalkIllusion MirrorIllusionGroove IllusionRobotArms IllusionGlide',
    tech: 'OpticalIllusionFilter AISpiralIllusion OpticalIllusionWallpaper PhoneHologramIllusion CodeAnIllusion IllusionFlipbookApp IllusionGIFMaker RollingShutterIllusion',
  },
  orange: {
    prank:
      'JelloInTheOrangePeel OrangeSliceMouthguard OrangeStickyNoteWall GooglyEyeOrangeArmy OrangeYouSurprised LunchboxOrangeSmiley MessageOnTheOrange OrangeMiniPumpkinFaces',
    educational:
      'OrangeFloatSinkTest OrangeVitaminCLab OrangeSegmentMath WhyCarrotsAreOrange HowNavelOrangesGrow ColorOrFruitFirst IsOrangeJuiceAnAcid OrangePeelOilScience',
    travel:
      'OrangeGroveVisit OrangeAutumnDrive OrangeSlicePicnic PickOrangePumpkins OrangeCarSpottingTrip FallFoliageChase OrangeOnlyPhotoWalk OrangeFarmersMarketHunt',
    fashion:
      'AllOrangeOutfit BurntOrangeFitCheck OrangeLipstickTry OrangeTonalSet OrangeIsTheNewBlack OrangeShadesHeadToToe SafetyOrangeChic OrangeSneakerSpotlight',
    gaming:
      'OrangeOnASpoonRace OrangeInTheBowlTrickShot PassTheOrangeNoHands ISpySomethingOrange OrangeCroquet OrangesAndLemonsGame OrangeHotPotato OrangeMemoryMatch',
  },
  'orange peel': {
    prank:
      'ReassembledOrangePeel OrangePeelJelloWedges HollowOrangeSurprise GooglyEyedOranges OrangePeelLoveNote OrangePeelMessageTrail OrangePeelVampireTeeth ScentedOrangePeelSneak',
  },
  oreo: {
    educational:
      'OreoMoonPhases OreoFillingRatio CremeSideScience OreoStampDecoded OreoMilkVsWaterLab DoubleStufMeasured WhyOreosAreBlack OreoDunkSoakTest',
    pet: 'PetNamedOreo TuxedoCatPortrait OreoPlushToy OreoLookalikePup CookiesAndCremeKitty OreoSpottedBunny OreoFurPattern WhoIsTheRealOreo',
    gaming:
      'OreoCheckers OreoMancala OreoTwistNoBreakGame OreoJengaTower OreoTicTacToe OreoDunkTrickShot OreoOthello OreoMemoryFlip',
  },
  organizing: {
    educational:
      'OrganizingFourBoxRule WhyOrganizingFeelsGood OrganizeLikeAScientist OrganizerMethodQuiz OrganizingLabelExperiment SparkJoyTest OrganizingDeweyDecimal OrganizeItAToZ',
    travel:
      'OrganizedSuitcase OrganizeYourCarryOn OrganizeYourBackpack OrganizingCarTrunk OrganizeWithPackingCubes GloveboxGlowUp OrganizingTravelDocs OrganizingHotelRoom',
    speed:
      'OrganizingSpeedrun OrganizeOneRoomFast PantryRestockRace OrganizingDeskBlitz BeatTheOrganizingClock JunkBinCountdown OrganizingShelfSprint OrganizingDrawerDash',
    gaming:
      'OrganizeMyLoot OrganizingStackOff OrganizingCardBinder OrganizingMatchTheLids OrganizeThePuzzleEdges OrganizingMyGameBacklog DiceBagOrganizing ControllerOrganizing',
  },
  origami: {
    educational:
      'OrigamiMath OrigamiInSpace ThousandOrigamiCranes OrigamiBridgeLoadTest PaperToTheMoon OrigamiWingDesignLab OrigamiEngineering101 OrigamiFoldingPatterns',
    travel:
      'OrigamiLeftInEveryCity OrigamiOnTheTrain LibraryOrigamiDayOut OrigamiPaperShopHunt FoldTheMap OrigamiFromTicketStubs OrigamiPostcardsHome OrigamiSouvenirSwap',
    fashion:
      'OrigamiEarrings OrigamiPleatedSkirt PaperOrigamiCorsage FoldedToPerfection OrigamiCollarDIY OrigamiHatParade OrigamiBowTie OrigamiHairClips',
    tech: 'OrigamiPhoneStand OrigamiRobotFold OrigamiUnfoldsItself OrigamiCraneTimeLapse FlappingOrigamiSlowMo AIDesignsAnOrigami OrigamiInStopMotion OrigamiLightUpLantern',
    pet: 'OrigamiVsMyCat FoldYourPetInOrigami OrigamiKittenBox OrigamiPuppyFaces HamsterPaperPalace PawsAndCreases OrigamiMouseToy OrigamiParrotPortrait',
    gaming:
      'OrigamiDiceBox OrigamiFrogRace OrigamiChessSet CootieCatcherOrigami OrigamiBoatRegatta FlickFootballFinals OrigamiTabletopArmy OrigamiMemoryTiles',
  },
  ornament: {
    educational:
      'HowGlassBaublesAreMade TinselWasSilver GuessTheOrnamentsAge OrnamentBranchBendTest WhyThePickleOrnament OrnamentHistoryQuiz OrnamentShineScience ConvexOrnamentMirror',
    tech: 'OrnamentBokehShot OrnamentStopMotion SmartTreeLightShow SelfHangingOrnaments GlowingBaubleHack AIDesignsAnOrnament OneBaubleAtATimeLapse BaubleReflectionSelfie',
    pet: 'OrnamentPetStocking OrnamentPawPrintDough OrnamentCatProofing OrnamentPetPortrait PuppyFirstOrnament DogVsTheTree KittySafeOrnament OrnamentTreatHunt',
  },
  otter: {
    educational:
      'WhyOttersHoldHands OtterVsBeaverQuiz OtterRockTools MillionHairsPerInch HowOttersSaveKelp OtterDenDetective OtterFurWaterTest OtterSwimmingSpeeds',
    travel:
      'SayHiToTheZooOtters QuietRiverWalkForOtters OtterAquariumVisit OtterPlushOnTour CatchOtterFeedingTime SignificantOtterDayOut OtterSpottingTrip OtterWildlifeParkDay',
  },
  outfit: {
    educational:
      'OutfitColorTheory OutfitComboMath FabricFactsFitCheck GuessTheOutfitDecade BlackTieDecoded WhyThisOutfitWorks OutfitRuleOfThirds OutfitCareLabelQuiz',
    pet: 'PetPicksMyOutfit DogHairOnEveryOutfit OutfitKittenJudge OutfitPuppyApproval LintRollerReveal PawsOnMyOOTD OutfitMatchesMyBunny OutfitParrotColors',
  },
  oven: {
    prank:
      'FakeBurntCookies OvenHiddenBirthdayCake OvenWindowNote PhantomOvenDing OvenWarmMuffinDelivery OvenMittHandshake OvenPizzaFaceSurprise OvenRoomServiceBreakfast',
    educational:
      'OvenHotSpotMap WhyCookiesSpread HowConvectionWorks IsYourOvenLying OvenSpringScience OvenRackShowdown OvenThermometerTest OvenCrustColorLab',
    travel:
      'BrickOvenPizzaTour ChaseTheOvenFreshPie WoodFiredOvenHunt FirstOutOfTheOven OvenToPicnicBlanket OvenWarmBreadAtTheMarket RoadTripSnacksFromMyOven OvenTreatsForTheTrip',
    fashion:
      'OvenMittMakeover OvenGloveClutchBag HotOutOfTheOvenFit StarBakerStyle OvenReadyGlam PastelBakeryOutfit FreshFromTheOvenOOTD OvenApronFiveWays',
    speed:
      'BeatTheOvenTimer CleanBeforeTheDing PreheatPanicRace OvenGlassShineCountdown OvenPanScrubRush OvenBakingQuizBlitz FastestOvenMittOn OvenCookieScoopDash',
    tech: 'AirFryerVsOven OvenCamTimelapse HeyPhoneIsTheOvenReady StopMotionOvenBakeOff PreheatFromTheCouch ProbeBeepChallenge CodeAnOvenAlarm OvenThermometerAppTest',
    gaming:
      'GuessWhenTheOvenDings CatchItInOvenGloves BakeOffGameNight OvenMittThumbWar WhatsInTheOvenSniffTest BakeryTycoonLevel OvenTriviaWhileYouWait OvenCookieCharades',
  },
  overalls: {
    prank:
      'SurpriseOverallsTwins OverallsPocketNotes OverallsScarecrow OverallsOnTheTeddyBear DungareeDoppelganger WearGrandpasOveralls OverallsCandyStash OverallsRubberFrog',
    educational:
      'WhyOverallsHaveBibs OverallsVsDungarees GuessTheOverallsDecade OverallsWorkwearQuiz WhatsTheHammerLoopFor DenimDyeScience OverallsRivetFacts OverallsHowTheyreMade',
    tech: 'AIStylesMyOveralls OverallsVirtualTryOn OverallsSnapTransition OverallsTechPockets OverallsDressMeStopMotion PhoneFitsInTheBib OverallsOutfitTimeLapse OverallsGadgetLoadout',
    pet: 'PetHairOnMyOveralls OverallsGardenDogWalk OverallsChickenChores OverallsBunnyHayTime BibTreatStash OverallsDenimCushion OverallsPupPortrait OverallsBarnCat',
  },
  owl: {
    music:
      'OwlCityFirefliesCover NightOwlLofi OwlHootBeat SingWithAnOwlCall WhooSangItBetter OwlMoonlitMelody OwlLoveSongDuet OwlWhistleSerenade',
    tech: 'OwlNestCam WhatOwlIsThatApp OwlLiveStreamParty OwlNightVisionTest OwlHootRingtone OwlEyesFilterChallenge OwlSoundRecording OwlHeadTurnSlowMo',
  },
  package: {
    educational:
      'HowPackagesTravel PackageBarcodeDecoded DropTestYourPackage FollowTheParcel WarehouseRobotsAtWork ZipCodeMapQuiz PackagingPhysics SortThePackageRecycling',
    fashion:
      'OrderedVsArrived PackageKeepOrReturn PackageTryOnHaul PackageDayFitCheck OneParcelThreeLooks PorchToRunway PackagingPaperGown PackageBoxArmor',
    speed:
      'PackageWrapSpeedrun PorchPickupSprint PackageUnboxRace FindTheTapeEnd ParcelPassRelay PackageBreakdownBlitz PackageBubblePopRush PackageLabelCountdown',
  },
  packing: {
    fitness:
      'PackingDayFarmerCarry PackingBoxSquats DuffelSwingSet PackingCubeCurls PackingDayHIIT PackingSuitcaseLifts LungeWhilePacking PackingBagStepUps',
    educational:
      'RollVsFoldTest PackingVolumeMath PackingLiquidRules DoPackingCubesWork PackingMythsTested PackingWeightQuiz PackingPhysicsLesson PackingVacuumBagScience',
    fashion:
      'OneBagThreeLooks PackingShoeLimit PackingMixAndMatch CapsulePackingDare PackingColorRule TenPieceTravelFits PackingForEveryWeather PackingScarfFiveWays',
    tech: 'AIWritesMyPackingList PackingPhotoInventory PackingGadgetTour PackingAppShowdown PackingCableBurrito WhatsInMyTechPouch PackingChargerCheck PackingSuitcaseScaleTest',
    gaming:
      'CanItAllFitPacking PackingCharades TravelGamingKit UnpackingSpeedrun ImPackingForAPicnic PackingForGameNight PackingBingoCard PackingWouldYouRather',
  },
  'paint roller': {
    prank:
      'PaintRollerFakeSplat PaintRollerGooglyEyes WetPaintSignPrank HiddenMessagePaint PaintRollerGiantCard RollerWelcomeBanner PaintRollerCompliment PaintRollerPolkaDots',
    educational:
      'PaintRollerVsBrush HowPaintRollersWork PaintRollerNapTest PaintSheenQuiz WhichPaintRollerWhen MasterTheWStroke PaintRollerPhysics ColorMixPaintRoller',
    travel:
      'PaintRollerMuralTour PaintRollerHardwareHaul VolunteerPaintTrip PaintRollerDoorsPhotoWalk PaintRollerPostcards StreetArtSafari PaintRollerColorHunt CommunityPaintRoller',
    tech: 'SlowMoPaintRollerSplat ARPaintPreview PaintRollerGhostPainter PaintRollerColorMatch AIPicksMyPaint BeforeAfterPaintRoller PaintRollerTimelapse PaintRollerPOV',
    pet: 'DogVsPaintRoller CatInspectsThePaint PaintDayHelperPup PetSafePawPainting PaintRollerBunnyBarrier RollerFetchFail PaintRollerKittyPatrol PaintRollerZoomies',
  },
  paintbrush: {
    funny:
      'HappyLittleAccidents PaintbrushHairSalonSkit PaintbrushMustache PaintbrushArtCritic SelfPortraitFail WhenThePaintbrushSheds PaintbrushDramaticReveal PaintbrushTickleTest',
    prank:
      'FakePaintSpill DryPaintbrushTickle PaintbrushDoodleNote TinyMasterpieceHidden PaintbrushPetRockArmy EaselSurpriseReveal PaintbrushPortraitOfThem PaintbrushSmileyOnBanana',
    educational:
      'HowPaintbrushesAreMade FlatVsRoundBrushTest PaintbrushShapesQuiz WhatsInABristle PaintMixingLab SaveADriedPaintbrush PaintbrushCareBasics MakeAPaintbrushFromNature',
    speed:
      'PaintIn60Seconds PortraitInFiveMinutes PaintbrushRinseRace PaintbrushColorWheel PaintbrushAlphabetRace CanvasCoverTimer PaintbrushRelayMural PaintbrushOneShadeBlitz',
  },
  painter: {
    prank:
      'PainterFaceOnTheirEggs PainterPhotoSwap FakePaintSpill SecretPainterGallery MonaLisaPhotobomb StickyNoteMasterpiece PainterWindowMessage PainterCardForTheMailman',
    educational:
      'GuessThePainter MixLikeAPainter HowPaintIsMade RealPainterOrAI MonetOrManet NameThatBrushstroke PainterPigmentOrigins PainterPrimaryColorsOnly',
    speed:
      'PainterPortraitIn30 PainterRollerRelay FiveMinutePainter PainterFenceSprint BeatThePainterClock SpeedPainterShowdown PainterColorMatchDash PainterBrushCleanRace',
  },
  painting: {
    dance:
      'PaintWithYourMoves BrushStrokeBallet PaintingRollerGroove PaintingInMotion PaintingSplatBoogie FootprintPainting PaintingPirouette PaintingStatueFreeze',
    prank:
      'FakeMasterpieceReveal PaintingHiddenMessage PaintingHungUpsideDown PaintThemAsRoyalty GooglyEyePainting PaintingOfTheirPet PaintingSmileOnAnEgg PaintingFrameAroundTheTV',
    educational:
      'PaintingDetailDetective PaintingColorMixing HowOilPaintDries SpotTheFakePainting SecretsInPaintings GuessThePainter PaintingPerspectiveTrick PaintingArtMovementsQuiz',
    cooking:
      'PaintingOnToast StarryNightPizza PaintYourPancake PaintedSugarCookies PaintingMacaronFaces PaintingCakeCanvas PaintingWithSauce PaintingFruitSmoothieBowl',
  },
  pajamas: {
    educational:
      'WherePajamasComeFrom PajamaFabricFacts SewPajamaShorts CottonVsFleecePajamas WhyWeWearPJs SleepTempScience PyjamaOrPajamaSpelling PajamaWarmthTest',
    travel:
      'PajamaRoadTrip PajamaPancakeDinerTrip PajamaStargazingDrive PackYourPJsForGrandmas PajamaTentSleepover HotelRobeVsPJs PajamaTrainOvernight PajamaCabinMorning',
    wellness:
      'PajamaSelfCareNight PajamaDayReset PajamasByEight SlowSundayInPajamas PajamaBookAndTea CozyModeActivated ScreensOffPJsOn PajamaGratitudeJournal',
    pet: 'PawprintPajamaSet PajamaMorningKittyPile PajamaSnugglePuppy CatStealsMyPajamas PajamaDogBedMakeover SlumberPawty PajamaStoryTimePup PajamaHamsterNap',
    gaming:
      'PajamaGamingMarathon PajamaCardTourney LoserWearsFunnyPJs BlanketFortInPJs AllNighterInPJs PajamaCharadesNight PajamaBoardGameBrunch PajamaTreasureHunt',
  },
  'palm tree': {
    dance:
      'PalmTreeSway PalmTreeLimbo BeAPalmTree HulaUnderThePalms PalmFrondShuffle PalmTreeIslandTwist WindyPalmTreeWiggle PalmTreeConga',
    educational:
      'IsAPalmReallyATree HowPalmsSurviveStorms PalmTreeTypesQuiz DatesGrowOnPalms PalmTreeAgeGuess PalmTreeCoconutScience PalmTreeFrondCount PalmTreeNoRings',
    speed:
      'PalmTreeQuickDraw PalmTreeRelay PalmTreeShadeDash CountPalmsIn60 CoconutCarryRace PalmFrondBraidOff PalmTreeBalloonTwist PaperPalmTreeBlitz',
    pet: 'PalmTreeCatScratcher NapUnderThePalms PalmTreePetPortrait DogMeetsPalmTree PalmTreeParrotPerch PalmPrintBandana PalmTreePetPhotoShoot PalmTreeBeachWalk',
    gaming:
      'PalmTreeRingToss PalmTreeSwayFreeze PalmTreeBeanbagThrow PalmTreeLimbo PalmsAndShellsBingo XMarksThePalmTree PalmTreeMiniGolf HiddenPalmTreeHunt',
  },
  pancake: {
    dance:
      'PancakeFlipDance PancakeStackShuffle MorningPancakeBop SyrupSlide FlapjackJive ButterMeltBoogie PancakeApronSalsa PancakeSpatulaTwirl',
    funny:
      'FirstPancakeFlop PancakeArtFail PancakeAnimalAttempt CeilingPancakeSaga SellingLikeHotcakes PancakeDadJokeStack RateMyUglyPancake PancakeFlipCommentator',
    prank:
      'TinyPancakeCereal SecretRainbowPancakes PancakeInitialsWakeUp PancakeDinerMenuAtHome StackTallerThanThem GiantPancakeReveal PancakeLoveLetters PancakeFaceOfTheirPet',
    educational:
      'WhyPancakesBubble PancakeFlipPhysics PancakeColorChemistry CrepeOrPancake BakingSodaVsPowder PancakeFractions PancakesAroundTheWorld PancakeFlourTypesTest',
    fashion:
      'PJsAndPancakes DressLikeAPancake PancakePrintApron ShortStackStyle PancakeBrunchOOTD FlapjackFitCheck SundayBestPancakes PancakeSyrupEarrings',
    speed:
      'PancakeStackSpeedrun PancakeTableSetTimer PancakesInFiveMinutes PancakeFruitFaceBlitz HotcakeHustle BeatTheClockPancakes PancakeBatterMixRace PancakeToppingDash',
    tech: 'PancakeFlipInSlowMo PancakesStackThemselves AIPancakeShapeIdeas WatchThePancakeBubble SplitScreenPancakeDuel PancakeStopMotion PancakeTimelapse PancakeFoodPhotoGlowUp',
    gaming:
      'GuessThePancakeFilling PancakeFlipHighScore PancakeToppingBingo PancakeShapeCharades FlapjackJenga ShortStackShowdown PancakeTowerTopple PancakeMemoryMatch',
  },
  'pancake day': {
    prank:
      'PancakeDayMenuBoard PancakeBreakfastInBed PancakeDaySmileyFaces PancakeDayMessageStack SurprisePancakeTower ShroveTuesdayWakeUp MiniPancakeDayCereal UnbirthdayPancakeDay',
    educational:
      'PancakeDayTimeline WhyPancakesBubble PancakeDayOlneyRace PancakesAroundTheWorld WhatDoesShroveMean CrepeOrPancakeQuiz PancakeDayFactFlip PancakeDayFractions',
    travel:
      'PancakeDayCafeCrawl PancakeDayPicnic FlipAndRunPancakeDay PancakeDayAtGrandmas PancakeDayBrunchWalk ShroveTuesdayRoadTrip PancakeDayDinerHop FindThePancakeDayFair',
    speed:
      'PancakeDayFactsRush PancakeDayRelay PancakeDayStackRace PanInHandDash PancakeDayTableSetTimer PancakeDayToppingBlitz BeatThePancakeDayClock QuickfirePancakeDay',
    tech: 'PancakeDaySlowMoFlip PancakeDayStackAnimation PancakeDayDuetVideo PancakeDayOverheadShot AIDesignsMyPancake PancakeDayGadgetTest TimelapsePancakeDay PancakeDayTossTracker',
  },
  panda: {
    educational:
      'WhyPandasEatBamboo PandaThumbScience PandaCubSizeQuiz PandaFactOrFake RedPandaOrRaccoon PandaFurColorScience PandaPopulationMath HowPandasDigestShoots',
    speed:
      'PandaRollRace DrawAPandaIn30 PandaOrigamiDash PandaBambooStack PandaFactsRapidFire ChopstickPandaRelay PaintPandaEyesFast PandaPuzzleBlitz',
    tech: 'PandaDeskSetup PandaARFilter PandaPlushStopMotion AIPandaVoiceover StumpTheAIOnPandas PandaCamClipOff PandaWallpaperGlowUp PandaDoodleAppDuel',
  },
  paper: {
    prank:
      'PaperCupDoorwayWall PaperSnowflakeBlizzard StickyNoteDoorCover PaperPlaneMessageDrop PaperHeartsOnTheMirror CrumpledPaperBallPit PaperChainAroundTheDesk PaperCrownForDad',
    educational:
      'FoldPaperEightTimes HowPaperIsMade PaperBridgeStrength PaperPlaneAerodynamics WhichWayDoesPaperTear WhyA4PaperWorks RecycledPaperLab PaperTowelAbsorbTest',
    travel:
      'PaperMapOnlyTrip PaperLanternFestival TravelPaperScrapbook MailAPaperPostcardHome TicketStubJourney PaperBagPicnicLunch PaperGuidebookDay PaperJournalOnTheTrain',
    pet: 'CatVsPaperBag PaperPlateDogPortrait PaperCastleForKitty PaperBallFetch PaperTunnelMaze CrinkleSnuffleBox PaperTowelRollFeeder PaperBunnyHideout',
  },
  'paper airplane': {
    tech: 'PaperAirplaneLauncher PaperAirplaneSlowMo PaperPlaneFlightTracker PaperPlaneTrailEffect CanAIOutfoldMe PaperPlaneFoldTimeLapse PaperAirplaneDesignApp PaperAirplaneHowToReel',
  },
  'paper clip': {
    travel:
      'PaperClipPackingHacks RedPaperClipRoadTrip PaperClipTradeUpWalk PaperClipSouvenirHunt PaperClipFleaMarketDeal SwapShopSafari PaperClipMapPins PaperClipTicketHolder',
    tech: 'PaperClipSimTrayTool SimpleMotorPaperClip AntennaFromAPaperClip PaperClipMagnetCompass PaperClipCircuitBuild PaperClipPhoneStand PaperClipCableOrganizer PaperClipStopMotion',
  },
  parade: {
    fitness:
      'ParadeMarchMile HighKneeParade ParadeBatonCardio ParadeFlagCarry LeftRightLunges ParadeWaveSquats VictoryParadeLaps ParadeDrumSquats',
    travel:
      'SmallTownParadeDay ParadeCurbPicnic ParadeDayGoBag CatchAHolidayParade ParadeBalloonWatchParty FrontRowParadeSpot LunarNewYearParade ParadeRouteWalk',
    speed:
      'ParadeLineupRace ParadeCostumeDash ParadeBatonRelay ToyParadeIn60 ParadeShoeboxFloatRace QuickStepMarch PostParadeCleanup ParadeBannerPaintBlitz',
    pet: 'PlushPetParade PuppyParadeWalk ParadeDogWagonFloat ParadeWindowKittyWatch PawradeDay MarchOfTheMutts PoochParade ParadeOfBunnyToys',
    gaming:
      'FollowTheParadeLeader ParadeFloatBuildOff ParadeRhythmMarch ParadeLineUpMemory ParadeMusicalStatues ParadeBingoCard ParadeMarshalSays ParadeRedLightFreeze',
  },
  paramedic: {
    travel:
      'ParamedicStationTour ParamedicBeachSafetyCheck PackLikeAParamedic EMTTravelHacks EMTDayOffAdventure FirstAidOnTheTrail ParamedicHikeReady ParamedicMuseumVisit',
    speed:
      'GloveUpIn10 ParamedicSplintSprint ParamedicGearBlitz EMTSlingSpeedrun FastestBandageWrap ParamedicBagPackRace ParamedicPulseCheck ParamedicSupplySortDash',
    tech: 'ParamedicAEDDemo FirstAidAppTest ParamedicCPRMetronome EMTGadgetTour AIvsParamedicQuiz ParamedicRadioLingo EMTSaysSetYourMedicalID ParamedicEmergencyContact',
    pet: 'ParamedicPupCheck PetFirstAidKit ParamedicPawWrapDemo PawramedicOnDuty ParamedicCatNap DogHowlsAtEMTSirens ParamedicPlaysVet ParamedicBunnyVisit',
    gaming:
      'EMTLingoCharades FirstAidQuizNight WhatsInTheEMTBag ParamedicBingo ParamedicSirenSoundGuess ParamedicTeddyRescue EMTAlphabetGame ParamedicMemoryMatch',
  },
  parents: {
    fitness:
      'ParentsVsKidsPlank ParentsStrollerJog ParentsPiggybackRace OutlastYourParents MomAndDadBootcamp ParentsBackyardLunges ParentsTagTeamSquats ParentsYogaDuo',
    travel:
      'ParentsHometownTour ParentsFirstDateSpot ParentsTeenHangoutVisit ParentsPickTheDayTrip SurpriseParentsGetaway MinivanRoadTrip ParentsCollegeWalk ParentsChildhoodPark',
    speed:
      'ParentsChoreRace ParentsVsKidsRelay ParentsLunchboxBlitz ParentsDiaperDuel MinivanPackingSprint BedtimeRoutineDash ParentsShoeTyingTimer ParentsLaundryFoldOff',
    music:
      'GuessParentsFaveSong ParentsVinylNight ParentsLivingRoomKaraoke ParentsFirstDanceCover KidsSerenadeParents MomAndDadDuet ParentsRapBattle ParentsLullabyRequest',
    tech: 'ParentsTechSupport ParentsVsSmartSpeaker ParentsPasswordPanic ParentsTryVoiceTyping TeachMomAnApp SetUpDadsNewPhone ParentsVsFaceFilters ParentsEmojiQuiz',
    gaming:
      'ParentsGameNight ParentsTryMyConsole ParentsUnoShowdown ParentsRageQuit ParentsBeatMyHighScore KidsVsParentsTrivia ParentsCharadesOff ParentsDominoesDuel',
  },
  paris: {
    fitness:
      'JogLikeAParisian ParisBaguetteRun StairwayToParis ParisMorningPilates EarnYourCroissant ParisCafeChairDips TourDeParisSpin ParisEiffelStepCount',
    funny:
      'ParisMimeSkit ParisCroissantCritic PretendImInParis BonjourFirstRule InstaVsRealityParis ParisMapFoldingFail ParisPigeonPhotobomb TouristVsParisian',
    prank:
      'SurpriseParisNightAtHome ParisCafeInTheKitchen FakeParisVacationPics ParisBeretsForEveryone CroissantDoorDrop BonjourBreakfastInBed StringLightsParis ParisPostcardFromTheCouch',
    educational:
      'ParisDistrictsQuiz ParisMetroSignSecrets GuessTheParisBridge ParisLandmarkTimeline WhyTheEiffelGrows LouvreInTenMinutes ParisInFivePhrases ParisMapReading',
    wellness:
      'ParisianEveningStroll ParisParkBenchRead LiveLikeYoureInParis ParisStyleLongLunch JoieDeVivreWeek CafeAuLaitPause TerraceTimeParis ParisFlowerMarketCalm',
    speed:
      'ParisInOneDay ParisCroissantStackRace ParisBaguetteRelay ParisFrenchWordsIn60 ParisSkylineQuickDraw ParisCarryOnPackRace ParisLandmarkBlitz ParisTourInOneBreath',
    tech: 'ParisStreetViewTour ParisMetroAppHack AIPlansMyParisTrip ParisSkylineGreenScreen ParisVirtualMuseumVisit CanAIOrderInFrench LiveTranslateParis ParisLanguageStreak',
    pet: 'ParisPetPhotoShoot ParisPoodlePosing ParisPicnicWithPup FrenchBulldogBonjour PawsInParis ParisCafeWaterBowl ParisianDogStroll ParisKittenCroissantNap',
  },
  park: {
    dance:
      'ParkBenchBop ParkFlashMob ParkGazeboWaltz SwingSetShuffle PicnicBlanketBoogie NotAWalkInThePark ParkBandstandTwist ParkCongaLine',
    educational:
      'ParkBirdCount ParkBugSafari ParkSundialShadow NameTenParkTrees WhatLivesInThePark LeafDetective ParkCloudSpotting ParkSoilScience',
    wellness:
      'ParkBarefootGrass ParkCloudGazing ParkTreeHugReset BenchBreathBreak PhoneFreeParkWalk GoldenHourInThePark ParkDuckPondPause ParkStretchAndSit',
    speed:
      'ParkLoopTimeTrial ParkObstacleDash ParkLeafCatchIn30 SwingToSlideRelay ParkLitterPickCountdown ParkPerimeterPR ParkTreeTagBlitz ParkSackRace',
  },
  'parking lot': {
    dance:
      'ParkingLotKeyJangleJig ParkingLotAttendantMoves ParkingLotReverseMoonwalk StayBetweenTheLines ParkItLikeItsHot ParkingLotTicketShuffle EmptyParkingLotWaltz ParkingLotCarWashGroove',
    fitness:
      'FarthestParkingSpot ParkingLotWalkingClub ParkingLotNeckStretch ParkingGarageStairs ParkingLotGroceryCarry ParkingLotSeatedCrunches ParkingLotGripSqueeze ParkingLotStepCount',
    prank:
      'ParkingLotForTeddyBears ParkingLotMadeOfTape RedCarpetParkingLot ParkingLotCheerTunnel WiperComplimentNote BalloonsOnTheBumper ParkingLotInTheHallway ParkingLotWelcomeSign',
    fashion:
      'ParkingLotAttendantStyle ParkingLotGoldenHour ParkingLotMirrorSelfie ParkingGarageShoot ConeOrangeCouture ParkingLotStripeFit ParkingLotPaparazzi ParkingLotReflectiveVest',
    speed:
      'ParkingLotSignsQuickfire ParkingLotPlateSpotting ParkingLotBrickBuildRush ParkingLotDoodleTimer TrunkPackTetris BeatTheMeter ParkingLotFindMyCar ParkingLotBuckleUpRace',
    art: 'ParkingLotLightTrails PaintYourParkingSpot ParkingLotPuddleMirror ParkingGarageNoir ParkingLotPopArtPrint TrafficConeCritters ParkingLotMiniatures ParkingLotSketchbook',
  },
  'parking meter': {
    prank:
      'ParkingMeterCookieJar DrivewayParkingMeter ParkingMeterCostume SurpriseFeedTheMeter ParkingMeterPiggyBank ReservedSpotForDad ParkingMeterFairy ParkingMeterHat',
    educational:
      'HowParkingMetersWork ParkingMeterTimeline ParkingMeterMath ParallelParkingPhysics ParkingMeterInventor GuessTheMeterHaul ParkingMeterEconomics ParkingMeterTrivia',
    travel:
      'ParkingMeterCityWalk TwoHourParkingTour ParkingMeterBeachDay ParkingMeterSightseeing OldTownParkingMeter ParkingMeterRoadTrip ParkingMeterPhotoHunt QuirkiestParkingMeter',
    fashion:
      'ParkingMeterFitCheck DressedAsAParkingMeter ParkingMeterSilverLook StrikeAMeterPose ParkingMeterCoinPurse LeanOnTheMeter ParkingMeterOOTD ParkingMeterRedCarpet',
    speed:
      'BeatTheParkingMeter ParkingMeterQuickDraw ThreeErrandsOneQuarter ParkingMeterCoinCount FeedTheMeterSprint ParkingMeterRelay ParkingMeterCountdown ParkingMeterShowdown',
    art: 'SketchAParkingMeter ParkingMeterPopArt ParkingMeterFaces ParkingMeterStopMotion ParkingMeterClayModel ParkingMeterChalkArt ParkingMeterDoodle ParkingMeterMonster',
    tech: 'ParkingMeterTimeLapse AIFindsParking CodeAParkingMeter AppVsCoinParking ParkingSensorDemo ParkingMeterTimerWidget ParkingMeterPhoneAlarm ParkingMeterQRScan',
    gaming:
      'ParkingMeterTimeAttack ParallelParkingGame RememberYourParkingMeter FeedTheMeterHighScore ParkingMeterCoinCatch ParkingMeterPennyPitch GuessTheParkingMeterTotal ISpyAParkingMeter',
  },
  parrot: {
    funny:
      'ParrotSaysWhat MyParrotSnitched ParrotMicrowaveBeep ParrotJudgesDinner SquawkBackChallenge ParrotRepeatsMom ParrotLaughTrack ParrotDoorbellImpression',
    educational:
      'HowParrotsTalk WhyParrotsMimic ParrotWordCount ParrotOrParakeet SmarterThanAParrot ParrotsOutliveUs ParrotFeatherColors ParrotSafeFoodQuiz',
    travel:
      'ParrotSpottingTrip WildParrotsOfTheCity ParrotHarnessWalk ParrotRainforestExhibit ParrotChatAtTheAviary ParrotPicnicInTheShade ParrotTravelCarrierTour ParrotBirdParkVisit',
    fashion:
      'MatchYourParrot PirateParrotLook ParrotPrintShirt BrightAsAParrot PlumagePower ParrotColorOutfit ParrotFeatherEarrings ParrotGreenSneakers',
  },
  party: {
    prank:
      'PartyBalloonRoomFill PartyForThePlant UnBirthdayParty PartyStreamerDoorway GnomePartyHats PartyForNoReason PartyInTheFridge PartyCrownForGrandpa',
    educational:
      'WhyWeBlowOutCandles HowConfettiCannonsWork PartyPopperPhysics PartyHatConeBuild PartyCustomsQuiz PartyHeliumFloatLab PartyPizzaMath PartyBalloonStaticTest',
    travel:
      'PartyInThePark StreetPartyCrawl BlockPartyHop PartyOnTheSand LakesidePartyPicnic BackyardPartyCampout PartyAtGrandmasHouse PartyTrainDayOut',
    pet: 'PartyGreeterPup PartyKittyHideaway PartyAnimalForReal PartyDogTreatTable ThrowYourPetAParty PupcakeCelebration PartyTrickShowcase PartyBunnyQuietCorner',
    gaming:
      'PartyGameNight PictionaryRelay PartyTriviaShowdown PartyHotPotato CouchCoOpParty PartyCharadesDuel PartyMusicalStatues PartyPinTheTail',
  },
  passover: {
    fitness:
      'PassoverFrogJumps MatzoCrunchCore PassoverPyramidSquats ExodusEnduranceWalk PesachPlankOff PassoverCleanupCardio PassoverAfterDinnerStroll SeaSplitPassoverLunges',
    educational:
      'PassoverStoryIn60 WhyPassoverMatzoIsFlat PassoverExodusMap PassoverSederPlateTour NameTheTenPlagues PesachHebrewQuiz PassoverCalendarMath GlobalPassoverTables',
    travel:
      'MatzoBakeryVisit PesachParkPicnic PassoverAtGrandmas PassoverPackingList HomeForPesach PassoverSpringHike FamilyPassoverRoadTrip PassoverCabinGetaway',
    speed:
      'AfikomanSpeedHunt PassoverTableSetRace PassoverCrumbSweepIn60 PassoverPlaguesRapidFire PassoverSederSpeedrun PesachDishSwapDash MatzoStackPassover FourQuestionsPassover',
    pet: 'PetFrogToyHunt PassoverCatUnderTable DogWaitsForElijah PassoverKittyNapSpot PassoverHamsterExodus PesachPawtrait PuppyAtPassover SpringWalkPassover',
  },
  passport: {
    dance:
      'PassportStampStomp PassportFolkStep PassportDanceTour PassportCityGroove PassportSuitcaseSway PassportHotelRoomBoogie PassportSambaStop PassportPhotoPoseFreeze',
    fitness:
      'PassportStampSteps PassportFlagJumpingJacks PassportHotelHIIT PassportJetLagPlank CarryOnBagSquats PassportWorldWalk PassportPushUps PassportStretchAtTheGate',
    funny:
      'PassportPhotoFail PassportPanicCheck PassportExpiredOops WhereIsMyPassport PassportPackingMeltdown AirportSecurityShuffle PassportStampEnvy PassportPoseRecreate',
    educational:
      'VisaVsPassport PassportPowerRanking PassportCountryCodes WhyPassportsAreBlue FirstPassportEver PassportHiddenArt PassportColorMeanings PassportHistoryTimeline',
    fashion:
      'DecorateAPassportCover PassportPhotoOutfit PassportCrossbodyBag PassportPouchGlowUp AirportFitCheck JetSetterCapsule PassportColorMatch PassportPocketJacket',
    tech: 'PassportPhotoAppTest PassportFlightTracker CheckYourPassportDate MapEveryPassportStamp PassportCurrencyConverter DigitalTravelWallet PassportRenewalReminder PassportPhraseTranslator',
  },
  password: {
    funny:
      'ForgotPasswordAgain PasswordHintFails PasswordResetLoop PasswordRulesParody SelectAllTheBuses MustContainOneEmoji PasswordTooWeakPopUp PasswordTypoDrama',
    educational:
      'PasswordStrengthTest WhyLongPasswordsWin PasswordCrackTimeMath PassphraseVsPassword HowHackersGuess SpotThePhishing PasswordManager101 PasswordTwoStepDemo',
    speed:
      'PasswordTypingRace FastestSecureLogin PasswordRiddleSprint PasswordStrengthQuickfire PasswordCaptchaBlitz PadlockComboDash PasswordResetRush PasswordMemorizeCountdown',
    art: 'SecretCodeComic PasswordInvisibleInk PasswordKeyholeSketch PasswordPadlockPainting PasswordPixelArt CipherWheelCraft PasswordSafetyPoster PasswordDoodleVault',
    pet: 'CatWalksOnKeyboard PasswordDogTrickUnlock PuppyDoorbellCode PasswordForKibbleTime PawPrintPassword SecretPasswordTreat FidoKnowsThePassword PasswordParrotWhisper',
  },
  pasta: {
    fitness:
      'SquatTillPastaBoils PastaPlankAlDente PastaJarCurls EarnYourSpaghetti PennePushUps CarbLoadAndGo PastaBoxShoulderPress PastaLungeLadder',
    prank:
      'PastaNecklaceGift AlphabetPastaMessage GooglyEyePastaJar PastaPortraitOnTheFridge CandlelitPastaDinner PastaShapeSwap PastaHeartShapedRavioli PastaNameInSauce',
    educational:
      'WhyPastaWaterIsSalted PastaRegionMap AlDentePastaScience SpaghettiTreeHoax MarcoPoloPastaMyth PastaShapeSauceMatch PastaDoughChemistry PastaStarchTest',
    pet: 'CatSupervisesPasta PetNamedSpaghetti PastaNightPuppyEyes PastaRopeTug PastaShapedChewToy NoodlePlushFetch PastaBoxHideout PastaHamsterPortrait',
    gaming:
      'SpaghettiTowerBuild PastaMemoryMatch PastaCheckers NameThatPastaShape PastaRingTossOnAFork PastaBingoNight PastaCharades PastaPickUpSticks',
  },
  patio: {
    travel:
      'PatioCafeCrawl PatioSeasonOpener PatioGardenCenterTrip FirstPatioDayOut BestPatioInTown PatioWithAView SunsetPatioScout PatioBreakfastHop',
    fashion:
      'PatioLinenLayers GardenDinnerDress PatioPartyFitCheck PatioOutfitRunway BigHatPatioEnergy PatioSeasonOpener PatioSandalShowdown PatioSunglassesLook',
    speed:
      'PatioSetupSpeedrun PatioWeedPullCountdown PatioPlanterBlitz PatioChalkDrawingTimer PatioReadyIn30 CushionsInBeforeRain SweepThePatioSprint PatioTableSetRace',
    gaming:
      'PatioCornholeTourney PatioGiantJenga PatioDominoesMatch PatioUnoShowdown AlFrescoGameNight LawnBowlingLeague PatioTicTacToe PatioBocceBattle',
  },
  paw: {
    travel:
      'PawPrintsInTheSand ToeBeansInTheSnow PawFriendlyCityTour PawsportStamps PawsOnTheTrail DogBeachDayTrip HikingPawCheck MuddyPawAdventure',
    speed:
      'PawHighFiveStreak PawWipeDash MuddyPawsClock ToeBeanStampRace TenPawShakesFast DrawAPawIn10 FastestPawTrick PawTargetTouchTimer',
    tech: 'ToeBeanMacroShot PawPrintLockScreen PawTapSelfie PawtraitMode AIReadsPawTracks DoorbellPawButton StopMotionPawShake SlowMoPawStrike',
  },
  payday: {
    dance:
      'PaydayMoneyDance PaydayDepositJig PaydayWalletWiggle OfficeShuffleOnPayday SalarySlipStep PaydayPiggyBankBop PaydayPolka PaydayFridayBoogie',
    travel:
      'PaydayWeekendGetaway PaydayMuseumHop PaydayMysteryDrive PaydayTrainToSomewhere BudgetDayTrip PaydayFoodTruckHunt PaydayStaycation PaydayPicnicInThePark',
    gaming:
      'PaydayBoardGame GuessThePricePayday PaydayArcadeRun BrokeGamerChallenge FreeToPlayWeek PaydayPiggyBankToss PaydayBudgetTrivia PaydayBillsBingo',
  },
};
