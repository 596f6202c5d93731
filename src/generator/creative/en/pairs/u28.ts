import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  joke: {
    dance:
      'PunchlineDanceMove JokeAndJig BadJokeBoogie CornyJokeConga MoonwalkAfterAJoke TellAJokeMidTwirl ShimmyForEveryJoke JokeBeforeTheDrop',
    fitness:
      'JokePlankChallenge JokePerRep LaughAndLunge BadJokeBurpees JokeJumpingJacks SitUpForTheJoke JogAndJoke CrunchForACornyJoke',
    prank:
      'LunchboxJoke JokeStickyNoteTrail WakeUpToACornyJoke ReplyOnlyInJokes JokeMirrorMessage JokeInTheirShoe JokeUnderThePillow FridgeMagnetJoke',
    educational:
      'ScienceJokeDay WriteYourFirstJoke TranslateThisJoke JokesAroundTheWorld GuessTheOldestJoke MathJokeMonday DissectAJoke JokeThenAFact',
    cooking:
      'JokeFortuneCookies JokePopsicleSticks CheesyJokeToastie CornyJokePopcorn FruitFacesThatTellJokes WriteAJokeInFrosting CrackingJokesAndEggs PutAJokeOnTheMenu',
    travel:
      'JokeTourGuide JokeAtEveryStop RoadTripPunchlines AreWeThereYetJoke JokePostcardHome LocalLanguageJoke WriteAJokeInTheSand SuitcaseJokeNote',
    fashion:
      'JokeTeeDesign WearYourFavoriteJoke JokeFrontAndBack RunwayJokeDrop BadJokeBowTie CheesyJokeSocks BaseballCapJoke HandmadeJokeBadge',
    wellness:
      'BellyLaughBreak SendAJokeToAFriend JokeJarForHardDays BedtimeJokeBook JokeForGrandma MorningMirrorJoke JokeThatMadeMyDay DinnerTableJokes',
    speed:
      'RapidFireJokes OneLinerRelay FiveSecondJoke AToZJokeSprint FinishTheJokeFast BeatTheBuzzerJoke SpeedrunAJokeBook LightningJokeRound',
    music:
      'RimshotRemix JokeAsAPowerBallad JokeToTheBeat SadTromboneJoke JokeLullaby JokeDuet YodelAJoke BeatboxMyJoke',
    art: 'JokeComicStrip IllustrateTheJoke PunchlineDoodle PaintedJokeRocks JokeGreetingCard DrawAJokeNoWords JokeBookCover SockPuppetJoke',
    tech: 'AIJokeBattle EmojiOnlyJoke PredictiveTextJoke GroupChatJokeChain ChipmunkVoiceJoke TranslateAppJoke QRCodeJoke JokeAlarmTone',
    pet: 'PetReactsToJokes JokeForMyCat DogSideEyeJoke JokeHighPaw TailWagJokeTest TellTheHamsterAJoke JokeBeforeWalkies EarsPerkAtTheJoke',
    gaming:
      'PunchlineTrivia TryNotToLaughJokes JokeCharades JokeHotPotato JokeBingo TwoTruthsAndAJoke FillInTheJoke WhoToldTheJoke',
  },
  meme: {
    dance:
      'DanceTheMeme MemeMashupMoves LoopLikeAGif FreezeFrameMeme StrikeAMemePose SlowMotionMeme TeachMomTheMeme MemeBeatSwitch',
    fitness:
      'MemeWorkoutDeck ScrollAndSquat PlankPerMeme RecreateAGymMeme MemeLaughCrunches MemeYogaPose RunLikeAMeme BicepMemeFlex',
    prank:
      'MemeInTheLunchbox StickyNoteMemes FramedMemeSwap TextMomOnlyMemes FridgeMemeGallery MemeWelcomeBanner MemeCalendarPrank MemeMirrorCaption',
    educational:
      'ExplainTheMemeToNana MemeOriginsQuiz GuessTheMemeYear HistoryInMemes MemeFlashcards MemeWordProblem SpotTheEditedMeme MemeInSpanish',
    cooking:
      'BakeTheMeme ReactionFacePancakes RecreateAFoodMeme MemeMenuNight MemeToastArt MemeVsRealityDinner BentoBoxMemes MemeCupcakeToppers',
    travel:
      'MemeLocationHunt MemeYourVacation LandmarkMemePose RoadTripMemeBingo SendAMemePostcard FunnySignMemeWalk HolidayInTenMemes MemeTourOfMyTown',
    fashion:
      'DressAsAMeme DIYMemeTee MemeRunwayStrut MemeGlowUpReveal ColorMatchAMeme MemeSneakerCustom MemeTwinning ThriftAMemeLook',
    wellness:
      'WholesomeMemeBreak SendAFriendAMeme PositiveScrollOnly NoMemesBeforeNoon AffirmationMemes MoodInAMeme MemeThatMadeMeSmile OneMemeThenWalk',
    speed:
      'MemeCaptionRace FiveSecondMemeQuiz NameThatMemeBlitz TenMemeFacesFast FindTheMemeFirst QuickDrawMeme MemeTimelineDash MemeBuzzerRound',
    music:
      'SingTheMeme MemeAsAnOpera ViralSoundCover MemeBeatbox SeaShantyMeme KitchenDrumMeme HumThatMeme FamilyMemeChoir',
    art: 'DrawTheMeme ReactionGifFlipbook RenaissanceMemeRedo MemePixelArt MemeCollage BlindMemeSketch StickFigureMeme ChalkMemeMural',
    tech: 'MemeGeneratorBattle TurnYourselfIntoAGif AIRatesYourMeme GreenScreenMeme StopMotionMeme MemeInEmojis MemeFolderTour MemeRingtone',
    pet: 'MyCatIsAMeme DogRecreatesTheMeme CaptionYourPetMeme PuppyEyesMeme KittenLoafMeme ZoomiesMemeClip TreatBagMeme WeirdNapSpotMeme',
    gaming:
      'MemeCaptionBattle MemeTriviaShowdown RecreateAGamingMeme MemeCharades EmojiMemeRiddles ForeheadMemeGuess NameThatMemeChallenge MemeDrawAndPass',
  },
  parody: {
    dance:
      'ParodyMusicVideo SpoofTheViralDance ChoreBalletParody BoyBandParody BroadwayParody DanceAParodyOfDad ParodyTangoDrama SlowMotionParody',
    fitness:
      'ParodyWorkoutVideo ParodyFitnessGuru RetroAerobicsSpoof GymSelfieParody MontageParody YogaClassParody BootCampParody FinishLineParody',
    prank:
      'ParodyVoicemail ParodyBirthdaySong SpoofNewsBroadcast SportscasterParody NatureDocParody TrailerVoiceParody InfomercialParody SafetyDemoParody',
    educational:
      'ParodyStudySong LyricSwapScience ParodyPeriodicTable MathParodyRap HistoryNewsParody NurseryRhymeParody CapitalsParody PlanetParody',
    cooking:
      'ParodyCookingShow ParodyRecipeSong FineDiningParody BakeOffParody ASMRKitchenParody FoodCriticParody CerealAdParody ToastTutorialParody',
    travel:
      'ParodyInfluencerTrip ParodyTourGuide SpoofCityAnthem BackyardSafariParody PackingHaulParody TouristPoseParody GroceryVlogParody AnnouncerParody',
    fashion:
      'ParodyRunwayWalk ParodyFashionWeek SpoofFitCheck PajamaCoutureParody BedsheetGownParody MagazineCoverParody GRWMParody RedCarpetParody',
    wellness:
      'ParodyMeditation SpoofAffirmations MorningVlogParody SelfCareParody BedtimeStoryParody SpaDayParody WellnessGuruParody ZenGardenParody',
    speed:
      'ParodyIn60Seconds ParodySpeedWrite LyricSwapRace ParodyLineRelay NameThatParodyFast TongueTwisterParody RapidRhymeParody BuzzerBeaterParody',
    music:
      'ParodyLyricSwap ParodyTheChartTopper SpoofJingleJam ChoreSongParody ParodyDuet LullabyParody PowerBalladParody OperaParody',
    art: 'ParodyMasterpiece ParodyMoviePoster SpoofComicStrip MonaLisaParody AlbumCoverParody CerealBoxParody StickFigureParody MuseumPlaqueParody',
    tech: 'ParodyAppAd ParodyTechLaunch SpoofUnboxing GadgetReviewParody VoiceAssistantParody GreenScreenParody CaptchaParody ErrorMessageParody',
    pet: 'ParodyPetTrailer CatMusicVideoParody DogNewsAnchorSpoof WildlifeDocParody PupInfluencerParody FetchFinalParody KittenHeistParody SoapOperaParody',
    gaming:
      'ParodyGameTrailer ParodyTutorialLevel SpoofBossIntro NPCParody SpeedrunParody CutsceneParody LoadingScreenParody QuestGiverParody',
  },
  impression: {
    dance:
      'DanceLikeYourDad PopStarImpressionOff BoyBandImpression ImpressionDanceSwap RobotImpression ImpressionConga CowboyImpression ZombieImpression',
    fitness:
      'ImpressionPlankOff BootCampImpression AnimalImpressionReps SuperheroImpression ImpressionLedWorkout SlowMoRunImpression FlexImpression HoldThatImpression',
    prank:
      'ImpressionVoicemail ImpressionWakeUpCall CopycatImpression ButlerImpression WeathermanImpression ImpressionDinnerHost NarratorImpression ImpressionOfOurDog',
    educational:
      'HistoricImpressionQuiz BirdCallImpression NatureDocImpression InventorImpression LearnAnImpression ExplorerImpression ImpressionTeachBack ImpressionNewsFlash',
    cooking:
      'CookingShowImpression NarratedLikeAChef ImpressionBakeOff NanaImpressionRecipe ImpressionFoodReview ImpressionTasteTest PizzaMakerImpression WaiterImpression',
    travel:
      'TourGuideImpression PilotVoiceImpression NatureNarratorWalk CabinCrewImpression AllAboardImpression TouristImpression ImpressionPostcardHome ImpressionRoadTrip',
    fashion:
      'NarrateMyRunwayWalk ImpersonationDressUp StylistImpression ImpressionGlowUp MomOutfitImpression ModelImpression DesignerImpression ImpressionPhotoShoot',
    wellness:
      'ImpressionBedtimeStory CalmVoiceImpression ZenNarratorWhisper ImpressionLullaby ImpressionPepTalk CheerUpImpression OceanImpression MeditationImpression',
    speed:
      'RapidFireImpressions ImpressionSwitchUp TenVoicesOneMinute ImpressionRelay AlphabetImpressions ImpressionCountdown SpinTheWheelImpressions ImpressionBlitz',
    music:
      'SingingImpressionOff CartoonVoiceCover ImpressionKaraoke OperaImpression ImpressionDuet RockStarImpression ImpressionRemix TrumpetImpression',
    art: 'ImpressionCostumeCraft LookAlikeDrawing ImpressionMask ImpressionFlipbook SketchMyImpression PuppetImpression ImpressionComicStrip EmojiImpression',
    tech: 'ImpressionVsAIVoice SmartSpeakerImpression SoundboardShowdown FilterImpression DubbingImpression ImpressionGreenScreen ReverseImpression AutotuneImpression',
    pet: 'ImpressionOfMyCat WhatMyDogWouldSay PetReactsToImpression MeowBackImpression FishTankImpression NapStretchImpression ImpressionPuppyYawn TailChaseImpression',
    gaming:
      'NPCVoiceImpression GuessTheGameCharacter ImpressionCharades HotSeatImpression BossFightImpression ImpressionBingo VillainImpression ImpressionTelephone',
  },
  fail: {
    dance:
      'FailThenNailIt OopsWrongStep TwoLeftFeetMontage BlooperBoogie OnlyTheOuttakes DuetMyDanceFail EpicFailMoonwalk BeatDropFail',
    fitness:
      'GymFailsToGains FailedRepComeback OopsAllBurpees YogaPoseFail JumpRopeFail WorkoutBloopers CartwheelFail ToeTouchFail',
    prank:
      'TrophyForDadsBiggestFail SurpriseBlooperReel FailTooSlowHighFive FailCupcakeMessage BackwardsDayEpicFail FailedGiftWrap OopsAteTheLastCookie MagicTrickFail',
    educational:
      'FamousInventionFails OopsToEureka FailedExperimentRedo SpotTheMathFail PaperBridgeFail EpicFailsInHistory GrammarFailHunt StrawRocketFail',
    cooking:
      'FailRecipeRemake KitchenFailRescue NailedItOrNot FailCookieDecorating CookingBlooperReel CakeFailGlowUp OneHandEggFail SandwichTowerFail',
    travel:
      'WrongTurnAdventure OopsMissedTheTrain TouristBlooperReel SuitcaseFail MapReadingFail PanoramaFail PhrasebookFail PerspectiveFail',
    fashion:
      'FashionFailFix FitCheckBloopers OnlineOrderFails ThriftFlipFail OutfitOuttakes BowTieFail MirrorSelfieFail FailedKnitScarf',
    wellness:
      'FailForwardFriday LaughAtYourFails OopsAndBreathe FailureJournal BeKindToYourBloopers FailedAndFine ProudOfMyFail WalkOffTheFail',
    speed:
      'FailFastRetry OneTakeNoFails OopsResetTheClock SpeedrunBloopers CupStackFail DominoFailRace TypingFailSprint SpeedPuzzleFail',
    music:
      'RemixMyBlooper WrongNoteFail SadTromboneCover KaraokeFail BeatboxBlooper MisheardLyricFail DuetOuttakes CrackedVoiceFail',
    art: 'FailPaintByNumbers HappyAccidentArt FailedSketchRescue PortraitFailReveal EpicFailOrigami BlooperFlipbook NonDominantHandFail WatercolorFail',
    tech: 'AutocorrectFails OopsStillOnMute WorstGadgetFail VoiceToTextFail FaceFilterFail OopsReplyAll TranslateAppFail SlowMoBlooper',
    pet: 'FailedCatBedGift PetBlooperReel FailDogSelfieAttempt TrainingOuttakes FetchFail PuppyPhotoFail HighFiveFail SitStayFail',
    gaming:
      'EpicGameFail RageQuitBloopers RespawnAndRetry BlockTowerFail CharadesFail CardHouseFail MarbleRunFail OopsWrongAnswer',
  },
  cringe: {
    dance:
      'OldCringeDanceRedo CringeDanceBattle DadDanceRevival CringeOrSlay TryNotToCringe SchoolDiscoCringe CringeWeddingShuffle SprinklerCringe',
    fitness:
      'CringeAerobicsRevival NeonLegWarmerCardio CringePlankHold GymClassCringe SquatPerCringePost CringeFlexPose CringeHypeCoach SlowMoCringeSprint',
    prank:
      'CringePoemSurprise ExtraCringeSerenade OverTheTopCompliments CringePunBreakfast CringeFridgeHaiku TwinningCringe RedCarpetCringe CringeDanceWakeUp',
    educational:
      'WhyWeCringe CringeSlangQuiz GuessTheCringeDecade CringeFadTimeline CringeSpeechRedo OutdatedFactCringe VintageAdCringe TranslationCringe',
    cooking:
      'CringeRetroRecipes VintageJellyMold TasteTestCringeCombos CringeCakeMessage TVChefCringeIntro CringeGarnishGlowUp SchoolLunchCringe CringeToastArt',
    travel:
      'CringeTouristPoses CringePostcardHome HolidayVideoCringe WorstSouvenirCringe CringeRoadTripSong CringeHotelTour PhrasebookCringe SelfieStickCringe',
    fashion:
      'YearbookOutfitRedo CringeGlowUp WearYourCringestTee CringeThriftSwap SocksSandalsCringe CringeCatwalk UglySweaterCringe MaxAccessoryCringe',
    wellness:
      'EmbraceTheCringe CringeToConfidence LaughAtOldPosts CringeAndLetGo LetterToCringeMe CringeSelfHighFive BreatheOutTheCringe CringeShareCircle',
    speed:
      'CringeOrNotSpeedRound CringePostDeleteRace ReadYourOldTextsFast CringeWordBlitz CringeOutfitDash TenSecondCringeStory QuickCringeFaces RapidCringeRecall',
    music:
      'CringeSongCover CringeLoveBallad TeenageSongwritingReveal CringeKaraoke WriteACringeJingle AirGuitarCringe DramaticCringeLyrics BoyBandCringe',
    art: 'CringeArtRedraw CringeSketchbookTour CringeSelfPortrait CringeFontPoster MakeACringeCard ComicStripCringe GlitterGlueCringe ScrapbookCringe',
    tech: 'CringeOldProfileTour CameraRollCringe FirstEmailCringe CringeUsername CringeFaceFilter CringeEmojiCombo WallpaperCringe RingtoneCringe',
    pet: 'PetCringeReaction CatSideEyeCringe CringeBabyVoice CringeSongForMyDog CringeNicknames PuppySelfieCringe CringeWelcomeHome WhosAGoodBoyCringe',
    gaming:
      'CringeGamerTagReveal CringeOldGameClips CringeEmojiCharades WouldYouRatherCringe CringeStoryCards VictoryDanceCringe MostLikelyToCringe HotSeatCringe',
  },
  roast: {
    dance:
      'RoastMyDanceMoves ToastAndRoastGroove StepUpOrGetRoasted FreestyleRoast RoastDanceCircle ShimmyOffTheRoast DadShuffleRoast TakeTheRoastBow',
    fitness:
      'RoastMyForm RoastBattlePushups SquatPerRoast PlankThroughTheRoast RoastOldWorkoutGear BurpeeRoastPenalty GymSelfieRoast JumpRopeRoastRhyme',
    prank:
      'RoastThenToast ComplimentRoast RoastedWithLove SurpriseRoastParty RoastyBirthdayCard GrandmaRoastsYou FortuneCookieRoast RoastOnTheMirror',
    educational:
      'KindRoastRules OldEnglishRoast ThesaurusRoast PlanetRoastBattle ElementRoastOff FactCheckTheRoast RhymingRoast RoastMyHomework',
    cooking:
      'RoastMyFridge RoastMyPlating ChefRoastOff LunchboxRoast BlindTasteRoast SpiceRackRoast CakeRoastReview FoodCriticRoast',
    travel:
      'RoastMyPackingList RoastMyItinerary TouristTrapRoast RoastMyHometown RoadTripSnackRoast SouvenirRoast HotelRoomRoast PostcardRoast',
    fashion:
      'RoastThenRestyle RateOrRoastMyFit ThrowbackOutfitRoast ShoeRackRoast ClosetTourRoast RoastSockDrawer RoastMyThriftHaul GrandmaRoastsMyLook',
    wellness:
      'RoastAndToastCircle GentleSelfRoast LaughAtYourself RoastYourWorries HugAfterTheRoast MyBadDayRoasted RoastToAffirmation InnerCriticRoast',
    speed:
      'ThirtySecondRoast RapidRoastRelay RoastInFiveWords FastestComebackRoast AlphabetRoastSprint RoastBuzzerBattle RoastBeforeTheBeep RoastEmojiBlitz',
    music:
      'RoastRapBattle RoastInFalsetto LovingDissTrack OperaRoast RoastLullaby CountryRoastBallad RoastJingle DuetRoast',
    art: 'RoastMyDrawing RoastClaySculpture RoastComicStrip RoastAMasterpiece GreetingCardRoasts DoodleRoastDuel ComedyRoastPoster PaintThenGetRoasted',
    tech: 'LetAIRoastMe RoastMyHomeScreen BrowserTabRoast RoastMyPlaylist CameraRollRoast MostUsedEmojiRoast DeskSetupRoast UnreadEmailRoast',
    pet: 'RoastMyPet CatSideEyeRoast MyDogRoastsMe ChewedSlipperRoast FishTankRoast RoastTheNapSpot RoastThenTreat KnockedItOverRoast',
    gaming:
      'RoastMyGameplay RoastMyBuild RageQuitRoast RoastTheWinner DiceRollRoast NPCRoast RulebookRoast RoastAwardsNight',
  },
  sarcasm: {
    dance:
      'SarcasmDanceOff EyeRollShuffle SarcasticShimmy SarcasticCheerleader SarcasticJazzHands WaltzWithSarcasm BalletButSarcastic ShrugStepSarcasm',
    fitness:
      'SarcasticRepCounter SarcasmSquats OhGreatMoreBurpees SarcasticCoach PlankWithSarcasm HighKneesSarcasm YogaPoseSarcasm SarcasticStepCount',
    prank:
      'SarcasmOnlyDinner SarcasticStickyNotes SlowClapSurprise SarcasticNarrator SarcasticThankYou GoldStarSarcasm ButlerWithSarcasm BreakingNewsSarcasm',
    educational:
      'SarcasmOrSincere HowToSpotSarcasm SarcasmInText SarcasmFaceClues SarcasmWordRoots TheSarcasmMark BookSarcasmHunt ReadTheSarcasm',
    cooking:
      'CookingWithSarcasm SarcasticChefReview DeadpanBakeOff SoGourmetSarcasm SarcasticTasteTest SarcasmPlating SarcasticMenu BurntToastSarcasm',
    travel:
      'SarcasticTourGuide FiveStarSarcasm DeadpanPostcard SarcasticTravelVlog SarcasticPacking RoadTripSarcasm RainyDaySarcasm SouvenirSarcasm',
    fashion:
      'SarcasticFitCheck SarcasmOnTheRunway EyeRollOOTD SarcasticStylist SarcasticSloganTee GlowUpWithSarcasm ModelPoseSarcasm ClashingPrintSarcasm',
    wellness:
      'SarcasmFreeDay SarcasticAffirmations SayItSincerely CountYourSarcasm SarcasticMeditation KindnessOverSarcasm SarcasticSpaNight VentWithSarcasm',
    speed:
      'RapidFireSarcasm SarcasticComebackRace SlowClapCountdown SarcasmInOneWord SarcasmBuzzer SarcasticAlphabet QuickSarcasmDuel FiveSecondSarcasm',
    music:
      'SarcasticLoveSong SingItSarcastically SlowClapBeat SarcasticOpera HappyBirthdaySarcasm SarcasticKaraoke SarcasmRap AirGuitarSarcasm',
    art: 'SarcasticGreetingCard SarcasmComicStrip DrawTheEyeRoll SarcasticPoster SarcasticMuseumLabel SpeechBubbleSarcasm DoodleWithSarcasm DoorSignSarcasm',
    tech: 'CanAISpotSarcasm SmartSpeakerSass SarcasticAutoReply AltCapsSarcasm SarcasticVoiceNote SarcasticAppReview SarcasticTechSupport WifiDownSarcasm',
    pet: 'MyDogSpeaksSarcasm SarcasticCatReview PetSideEyeSass SarcasticPupDiary SarcasticSubtitles GoldfishSarcasm SarcasticNapReport HamsterWheelSarcasm',
    gaming:
      'SarcasticNPCVoice DeadpanWalkthrough SarcasmLetsPlay SarcasticQuizHost SarcasticCommentator LoserSpeechSarcasm HintsWithSarcasm TriviaWithSarcasm',
  },
  'dad joke': {
    dance:
      'DadJokeDanceBreak GroanAndGroove PunchlineShuffle TwistAndPun BustAPun DadJokeSprinkler ElectricSlideDadJoke PunsAndPirouettes',
    fitness:
      'DadJokePlank PunchlinePushups SquatForEveryGroan DadJokeJog PunnyRepCount WeightForThePun CoolDownDadJoke GymBuddyDadJoke',
    prank:
      'DadJokeLunchNote DadJokeAmbush PostItPunBomb PunnyLabelMaker DadJokeWakeUpCall MirrorPunMessage HourlyDadJokeText CerealBoxPun',
    educational:
      'DadJokeFactCheck HomophoneHunt TranslateThePun PeriodicTablePuns ExplainThePun HistoryDadJoke MathPunQuiz DadJokeWordOfTheDay',
    cooking:
      'DadJokeFortuneCookies LettuceTurnipTheBeet KneadAPun EggcellentPuns NachoAverageDadJoke PunnyMenu FlippinPunCakes SpillTheBeansPun',
    travel:
      'DadJokeRoadTrip TourGuideDadJokes PunsAtEveryStop ShopSignPunHunt PunnyPostcard InTentsDadJoke AirportDadJoke SandwichPunPicnic',
    fashion:
      'WearYourBestPun SocksAndSandalsDare DIYPunTee DadJokeDressUp SoleMateDadJoke PunwayWalk CargoShortsDadJoke PinAPunOnIt',
    wellness:
      'DailyDadJoke GroanAndSmile DadJokeForAFriend AskGrandpaForAPun DadJokeWalk DeepBreathDadJoke SunnySideUpPun CheerUpPun',
    speed:
      'RapidFireDadJokes PunsInTenSeconds FastestPunchline DadJokeRelay PunOffShowdown FinishThePunFast PunAlphabetDash TongueTwisterDadJoke',
    music:
      'DadJokeRimshot BaDumTssBeat SingADadJoke PunIntendedRap PunnyLyricSwap DadJokeBarbershop OperaticDadJoke CountrySongDadJoke',
    art: 'DadJokeComicStrip DadJokeDoodle DrawThePun PunnyGreetingCard DadJokeMugDesign VisualPunPuzzle FridgeArtDadJoke ChalkboardDadJoke',
    tech: 'AIDadJokeBattle CodeAPunBot SmartSpeakerDadJokes DadJokeTextChain PunEmojiRiddle DadJokeVoiceFilter PunnyWifiName LockScreenDadJoke',
    pet: 'DadJokesForMyCat PunnyPetNames PawsForThePunchline DogReactsToDadJoke PurrfectPun HamsterDadJoke GoodBoyDadJoke FetchTheDadJoke',
    gaming:
      'DadJokeGameNight TryNotToGroan PunBattleRoyale PunOffBracket DadJokeDice HangmanDadJoke GuessThePunchline RockPaperPun',
  },
  physics: {
    dance:
      'LetsGetPhysics PhysicsOfTheSpin GravityDefyingMoves WavePhysicsDance PendulumPhysicsSway PhysicsMidairFreeze PopAndLockPhysics PhysicsOfTheMoonwalk',
    fitness:
      'PhysicsJumpTest PhysicsOfAPlank DefyGravityPushUps CenterOfMassPhysics TugOfWarPhysics RunUpLeapPhysics LeverPhysicsLift SeesawPhysics',
    funny:
      'PhysicsDadExplains PhysicsSaysNo ToastLandingPhysics WrongAnswersPhysics PhysicsPunBattle GravityCheckPhysics PhysicsSpaghettiSnap OverexplainedPhysics',
    prank:
      'CoinCardPhysics GravityDefyingCup PaperPullPhysics StaticHairPhysics CantStandUpPhysics PhysicsBookGripDare PhysicsMagicTrick PhysicsLevitatingBall',
    cooking:
      'PhysicsFizzyRaisins PhysicsOfPopcorn SpinTheEggTest FloatOrSinkPhysics IceCreamBagPhysics PhysicsPizzaToss SaladSpinnerPhysics JellyWobblePhysics',
    travel:
      'PhysicsMuseumTrip PlaygroundPhysics PhysicsPhotoWalk RollDontFoldPhysics TrainRidePhysics EchoHuntPhysics SunsetPhysics ShadowLengthPhysics',
    fashion:
      'PhysicsPunTee PhysicsOfTheTwirl StaticClingPhysics BlackVsWhitePhysics SneakerGripPhysics RaincoatPhysics GlowInTheDarkPhysics NerdyPhysicsCostume',
    wellness:
      'PhysicsStargazing FindYourCenterOfMass PendulumPhysicsCalm LavaLampPhysics SoapBubblePhysics OceanWavePhysics GoldenHourPhysics SpinningTopPhysics',
    speed:
      'FastestPaperPlane PhysicsDropRace CatchTheRulerPhysics MarbleRampPhysics DominoPhysicsRun BalloonRocketPhysics ToyParachutePhysics TowerTimerPhysics',
    music:
      'WaterGlassPhysics PhysicsParodySong SeeYourSoundWaves RubberBandPhysics StrawOboePhysics StringPhonePhysics SpoonChimePhysics PhysicsOfAWhistle',
    art: 'PhysicsPendulumArt GravityDripPainting LongExposurePhysics SpinPaintPhysics MarbleRollPhysics ShadowTracePhysics PrismRainbowPhysics HangingMobilePhysics',
    tech: 'PhysicsSlowMoCam PhoneAsPhysicsLab CodeAPhysicsSim AccelerometerPhysics StopMotionPhysics BounceHeightPhysics SoundMeterPhysics CompassAppPhysics',
    pet: 'PhysicsOfZoomies PhysicsSlowMoDrink PhysicsOfTheTailWag DogShakePhysics FetchArcPhysics FishTankLensPhysics KittenPouncePhysics PhysicsOfThePurr',
    gaming:
      'PhysicsSandboxBuild BridgeBuilderRun RagdollPhysicsFails CatapultPhysicsGame BlockTowerPhysics PaperFootballPhysics BottleFlipPhysics PhysicsTriviaNight',
  },
  biology: {
    dance:
      'MitosisMoves BiologyHeartbeatStep BiologyPulseParty CellBiologyShuffle BiologySkeletonDance FlockOfBirdsBiology BeeWaggleBiology BiologyJellyfishFlow',
    fitness:
      'NameThatMuscle BiologyHeartRateTest BiologyBurpeeQuiz LungCapacityBiology KneeReflexBiology AnimalWalkBiology InnerEarBiology BiologyOfAStretch',
    funny:
      'BiologyCellsAsPeople OrganellesGroupChat BiologyTeacherVoice WrongAnswersBiology DramaticBiologyFacts DocNarratorBiology SillyBiologyMnemonic LabCoatBiologySkit',
    prank:
      'BiologyCandyDissection BiologyFakeFossil TalkingPlantBiology NewSpeciesBiology MysteryTracksBiology BiologyLatinLabels BiologyFieldNotes PetRockBiology',
    cooking:
      'BiologyCellCake BiologyYeastBread EdibleDNAModel YogurtBiology TasteBudBiology OsmosisPickleBiology AppleBrowningBiology NosePinchBiology',
    travel:
      'BotanicalGardenHunt ParkBiologyBingo LeafTypeBiology BirdwatchBiology BiologyBugSafari ZooBiologyQuiz UrbanBiologyWalk TreeRingsBiology',
    fashion:
      'DressLikeAnOrganelle BiologyLabCoatFit AnimalPrintBiology CamouflageBiology WarningColorsBiology PeacockBiology BiologyBoneTee FlowerCrownBiology',
    wellness:
      'ForestBathingBiology BiologyBedtimeReset BoxBreathingBiology MorningSunBiology LongHugBiology HumToCalmBiology WaterBreakBiology BellyLaughBiology',
    speed:
      'BiologySpeedQuiz BiologyLabelRace OrganNameBlitz AnimalSortBiology CellBiologySprint FoodChainBiology BonePuzzleBiology FlashcardBiologyDash',
    music:
      'RapTheKrebsCycle BiologyMnemonicSong DrumYourPulseBiology BirdsongBiology VocalCordBiology WhaleCallBiology CricketChirpBiology BiologyBeatbox',
    art: 'BiologyCellCollage BiologyLeafSketch FlowerPartsBiology ButterflyFoldBiology NatureJournalBiology BiologyBoneDoodle BugDrawingBiology DNABeadBiology',
    tech: 'PhoneMicroscopeHack BiologyPlantIDApp BiologyTimelapse HeartRateBiology GrowthChartBiology BiologyStopMotion AIBiologyTutor ZoomInBiology',
    pet: 'BiologyOfThePurr PawPadBiology PetNoseTest WhiskerBiology DogYearsBiology CatTongueBiology HamsterCheekBiology SheddingBiology',
    gaming:
      'BiologyEscapeRoom BiologyTriviaDuel SurvivalOfTheFittest Biology20Questions EvolutionGameBiology BiologyHangman PredatorPreyBiology MemoryMatchBiology',
  },
  vocabulary: {
    dance:
      'VocabularyCharades BustAVocabMove WordOfTheDayGroove VocabFreezeDance VocabLimbo SynonymVocabShuffle AlphabetVocabStomp ActOutAVocabVerb',
    fitness:
      'FlexYourVocabulary VocabFlashcardReps WordOfTheDayPlank VocabJumpRope VocabHopscotch VocabRelayRun SynonymSquatVocab WrongVocabBurpee',
    funny:
      'BigWordsOnlyDay VocabularyBluffOff SlangVsVocab FancyVocabDinner WrongVocabMeanings MadeUpVocab GrandmaGuessesVocab OverTheTopVocab',
    prank:
      'WordOfTheDaySneak FancyVocabularyTexts VocabDinnerDare VocabStickyLabels SecretVocabBingo InventedVocabPrank VocabWakeUpCall VocabComplimentBomb',
    cooking:
      'VocabularyAlphabetSoup VocabLetterCookies KitchenVocabQuiz VocabMenuWriting SauteOrSimmerVocab BeyondYummyVocab SpiceRackVocab MeasuringVocabBake',
    travel:
      'VocabularyPassport LocalVocabHunt WordOfTheDayAbroad ForeignMenuVocab StreetSignVocab AirportVocabBingo PackingListVocab TravelJournalVocab',
    fashion:
      'DressAsAVocabularyWord SartorialSaturday GuessTheFabricVocab VocabSloganTee VocabOutfitReview TealOrTurquoiseVocab PaisleyOrPlaidVocab VocabRunwayStrut',
    wellness:
      'VocabularyForFeelings WordOfTheDayJournal GratitudeVocabList VocabBedtimeRead KindVocabNote UntranslatableVocab SelfTalkVocab MantraVocab',
    speed:
      'VocabularyBlitz DefineItFast VocabIn60 SynonymSprintVocab VocabBuzzer AlphabetVocabRace VocabHotPotato AntonymSnapVocab',
    music:
      'VocabularyRap RhymeYourVocab FancyWordLyrics SynonymKaraokeVocab ForteOrPianoVocab VocabJingle SpellingSongVocab VocabBeatboxBattle',
    art: 'DrawTheDefinition VocabularyDoodles VocabCalligraphy VocabCollage VocabWordCloud BubbleLetterVocab ComicStripVocab EmojiVocabRebus',
    tech: 'VocabularyAppStreak AIQuizzesMyVocab WordOfTheDayWidget AutocompleteVocab VocabQRHunt TypingVocabSprint VocabCrosswordMaker VocabVoiceMemo',
    pet: 'PetVocabularyTest TalkingButtonsVocab DogKnowsTheseWords CatVocabCheck NewTrickVocab SpelledOutVocab FetchTheToyVocab VocabInAWhisper',
    gaming:
      'WordNerdShowdown VocabBossBattle VocabularyBingo VocabHangman DescribeItVocab VocabLetterTiles GuessMyVocabDrawing CategoryVocabDuel',
  },
  grammar: {
    dance:
      'SemicolonShuffle DanceYourGrammarRule StrikeAGrammarPose CommaFreezeGrammar GrammarTwoStep GrammarMoonwalk AdverbGrammarDance GrammarLineUp',
    fitness:
      'GrammarPlankQuiz CommaCrunches GrammarBootCamp SquatAndFixGrammar SentenceGrammarRelay TypoBurpeeGrammar LungePerGrammarSlip GrammarJumpRope',
    funny:
      'GrammarPoliceSkit CommaSavesLives GrammarGoneWrong GrammarDramaReading GrammarNerdRant TextSpeakVsGrammar LiteralGrammarTake ShoutingCapsGrammar',
    prank:
      'GrammarTypoTrap RedPenSurprise TicketFromTheGrammarCops GrammarStickyFix OverlyFormalGrammar GrammarAwardForMom GrammarNapkinQuiz FridgeMagnetGrammar',
    cooking:
      'PunctuationPancakes GrammarAlphabetSoup GrammarCookieFix RecipeGrammarEdit GrammarSandwich PastTenseGrammarCook GrammarLabelJars MenuBoardGrammar',
    travel:
      'GrammarSignHunt TypoSpottingWalk GrammarPhrasebookDay TravelJournalGrammar GrammarMuseumPlaques PostcardGrammar GrammarTourGuide ShopNameGrammar',
    fashion:
      'OxfordCommaFitCheck DressLikeGrammarPolice WearYourGrammarPun SloganGrammarFix ApostropheGrammarTee GrammarPatchJacket GrammarNerdGlowUp BowTieGrammarGeek',
    wellness:
      'PauseLikeAComma GrammarSlowReading GratitudeGrammarNote FullStopGrammarBreak KindGrammarFeedback PresentTenseGrammar GrammarMorningPages SelfTalkGrammar',
    speed:
      'FindTheTypoFast GrammarProofreadRace GrammarLightningRound PluralsRushGrammar UnscrambleGrammar GrammarFixIn30 VerbNounGrammarSort TenseSwapGrammar',
    music:
      'GrammarRap ConjunctionJunction GrammarRuleJingle GrammarKaraokeFix CommaDrumGrammar GrammarOpera VerbTenseGrammarSong PronounGrammarChant',
    art: 'GrammarComic GrammarZine PunctuationPortraits GrammarPoster DoodleAGrammarRule ColorCodedGrammar BubbleLetterGrammar GrammarDiagramArt',
    tech: 'GrammarAIVsTeacher AutocorrectFails StumpTheGrammarApp VoiceTypingGrammar PredictiveTextGrammar EmojiGrammar CaptionGrammarFix GrammarQRQuiz',
    pet: 'GrammarCatEditor PetProofreader SitStayGrammar HamsterDiaryGrammar KeyboardPawGrammar PuppyPluralsGrammar TreatForGoodGrammar GrammarForGoldfish',
    gaming:
      'GrammarTypoHunt GrammarQuizShow PunctuationBossFight GrammarDiceStory GrammarEscapeRoom SillySentenceGrammar CardDuelGrammar FreezeTagGrammar',
  },
  'language learning': {
    dance:
      'DanceInANewLanguage LanguageSimonSays CountTheBeatLanguage FolkStepsLanguage ActTheLyricsLanguage PolyglotShuffle LanguageFreezeFrame HeadShouldersLanguage',
    fitness:
      'PodcastPowerWalk CountRepsInALanguage PolyglotPushUps YogaInALanguage LanguageJumpRopeRhyme LanguageStretchNames PolyglotPlankChat JogAndRepeatLanguage',
    funny:
      'LanguageLearningFails PolyglotProblems FalseFriendLanguage LiteralLanguageIdioms LanguageTongueTwister MixUpStoryLanguage SayItInEveryLanguage PolyglotTelephone',
    prank:
      'FluentSurpriseCall SpeakGrandmasLanguage LanguageOnlyDinner LanguageStickyLabels PolyglotGoodMorning BirthdaySongLanguage WakeUpInALanguage PolyglotVoicemail',
    cooking:
      'RecipeInANewLanguage LanguageMenuNight KitchenLanguageLabels PolyglotPicnic CountingLanguageBake LanguageTasteTest CookingShowLanguage LanguageShoppingList',
    travel:
      'OrderInTheLocalLanguage PhrasebookLanguageDay LanguageSignSpotting LanguageBeforeTheTrip PostcardInALanguage PolyglotTourGuide HowManyLanguagesWalk PolyglotPassport',
    fashion:
      'ClosetLanguageLabels FitCheckInALanguage PolyglotHelloTee LanguageRunwayHost ColorsInALanguage GRWMInALanguage LanguageThriftHaul PolyglotPinBadges',
    wellness:
      'LanguageLearningJournal SlowMorningFlashcards GratitudeInALanguage LanguageBedtimeStory FiveMinuteLanguage LanguageWalkAndListen CalmPolyglotPlaylist PolyglotSelfTalk',
    speed:
      'TongueTwisterRelay HelloInTenLanguages LanguageFlashcardRace GuessTheLanguageFast NumbersLanguageSprint LanguageAlphabetRush PolyglotQuickfire OneMinuteLanguage',
    music:
      'LanguageLearningKaraoke SingInANewLanguage LullabyInALanguage PolyglotHarmony AlphabetSongLanguage LanguageLyricSwap ThreeLanguageChorus HappyBirthdayPolyglot',
    art: 'LanguageLearningDoodles FlashcardArtSet ComicStripLanguage CalligraphyLanguage PolyglotWordMap ZineInANewLanguage PolyglotPictureBook FamilyTreeOfLanguages',
    tech: 'LanguageLearningAppWeek PhoneInALanguage SubtitlesInALanguage PolyglotKeyboard LanguageVoiceNotes AIChatPolyglot MenuScanLanguage LanguageTypingTest',
    pet: 'LanguageLearningDogTricks BilingualPetCommands ReadToTheCatLanguage HamsterLanguageLesson PolyglotPuppy GoodBoyInALanguage GoldfishLanguageChat WalkiesInALanguage',
    gaming:
      'VideoGameInALanguage LanguageWordChain LanguageMemoryMatch PolyglotTrivia ISpyInALanguage QuizShowInALanguage EscapeRoomLanguage Polyglot20Questions',
  },
  spanish: {
    dance:
      'SpanishFlamencoStomp HolaDanceBreak SalsaInSpanish SpanishSimonSays CumbiaSpanishStep PasoDobleSpanish ShuffleInSpanish SpanishVerbMoves',
    fitness:
      'UnoDosTresSquats YogaEnEspanol SpanishVerbBurpees SpanishPlankQuiz FutbolDrillsSpanish SpanishBodyStretch SpanishPodcastWalk WarmUpCoachInSpanish',
    funny:
      'SpanishClassFlashback SpanishFalseFriends TelenovelaDramaReading SpanishPuns SpanishRolledRFails GoalCallInSpanish MySpanishVsAbuela DubbedInSpanish',
    prank:
      'SpanishOnlyDay SpanishLabelPrank SpanishSerenade FluentSpanishReveal SpanishDinnerMenu TextMomInSpanish WakeUpInSpanish BirthdayInSpanish',
    cooking:
      'SpanishTapasNight SpanishFruitSalad SpanishGazpacho SpanishPantryQuiz RecipeReadInSpanish GuacamoleEnEspanol CocoaInSpanish GroceryListSpanish',
    travel:
      'SpanishCityWalk SpanishSignHunt SpanishCapitalsMap DirectionsInSpanish SpanishPackingList PostcardEnEspanol DreamTripInSpanish MuseumTourInSpanish',
    fashion:
      'SpanishVocabFitCheck MadridStreetStyle SpanishColorsOutfit GRWMInSpanish SpanishRunwayHost ClosetTourInSpanish SpanishShoppingHaul MyLookInSpanish',
    wellness:
      'SpanishEveningPaseo SpanishAffirmations SlowSpanishMorning SpanishSiestaReset GratitudeEnEspanol DearDiaryInSpanish SpanishPoemBeforeBed BreatheInSpanish',
    speed:
      'SpanishTongueTwister RolledRSpeedDrill SpanishVerbRace CountTo100InSpanish SpanishAlphabetDash SpanishCardBlitz NameItInSpanishFast OneMinuteEspanol',
    music:
      'SpanishSongCover SpanishGuitarJam HolaKaraokeNight SpanishRapVerse SpanishLyricSwap MariachiInSpanish AlphabetChantSpanish CountingRhymeSpanish',
    art: 'SpanishTilePainting PapelPicadoSpanish SpanishComicStrip SpanishVocabPoster SpanishColorWheel CardEnEspanol LabelItInSpanish FamilyTreeInSpanish',
    tech: 'AssistantInSpanish TranslateAppTest PhoneInSpanishDay SpanishSubtitlesOnly AccentKeysSpanish AIChatEnEspanol SpanishEmojiStory SpellCheckInSpanish',
    pet: 'PetLearnsSpanish BilingualPup DogCommandsInSpanish SpanishNameForMyCat WalkiesInSpanish GoldfishHearsSpanish KittenSpanishStory GoodBoyEnEspanol',
    gaming:
      'SpanishOnlyCharades LoteriaNight Spanish20Questions SpanishWordChain VideoGameInSpanish SpanishMemoryCards ISpyInSpanish DominoesEnEspanol',
  },
  french: {
    dance:
      'FrenchCancanKicks BalletTermsInFrench FrenchPopDanceOff FrenchWaltzCount MimeMovesFrench DiscoDuetInFrench FrenchBreadBalance TwirlToAFrenchSong',
    fitness:
      'CountRepsInFrench FrenchBaguetteCurls BonjourBurpees FrenchYogaFlow FrenchPodcastJog MimeWallFrench StretchAndSayFrench FrenchVerbLunges',
    funny:
      'FrenchFalseFriends RespondOnlyInFrench FrenchMenuMixUp FrenchFilmDrama FrenchMimeSkit ChoresButMakeItFrench SayCroissantInFrench SilentLettersFrench',
    prank:
      'FrenchOnlyDay FrenchBreakfastInBed BonjourWakeUpCall FrenchCafeAtHome StickyLabelsInFrench ReciteAFrenchPoem DinnerWaiterFrench TextDadInFrench',
    cooking:
      'FrenchToastFaceOff FrenchMacaronMission FrenchCrepeToppings FrenchOmeletteRoll FancyFrenchCheeseBoard CroqueMonsieurFrench RatatouilleFrench QuicheInFrench',
    travel:
      'OrderInFrench FrenchCafeHopping TourDeCroissant ParisDayInFrench FrenchWorldMap FrenchPhrasebookWalk FrenchParkPicnic BakeryRunInFrench',
    fashion:
      'FrenchTuckTutorial FrenchChicFitCheck BeretAndBreton FrenchScarfKnot FrenchCapsuleCloset RunwayInFrench NameMyClothesFrench StyleMeInFrench',
    wellness:
      'FrenchSlowMorning FrenchCafeJournal JoieDeVivreDaily FrenchLongLunch FrenchGratitudeList StrollLikeTheFrench LavenderCalmFrench BedtimeStoryInFrench',
    speed:
      'FrenchTongueTwister FrenchVerbBlitz BaguetteRelay FrenchNumbersDash FrenchAlphabetSprint LeOrLaFrench RapidFireFrench FlashcardRaceFrench',
    music:
      'SingItInFrench FrenchPopKaraoke LaVieEnRoseCover FrenchRapBattle FrenchNurseryRhyme TranslateAFrenchSong DuetInFrench CafeAccordionFrench',
    art: 'FrenchCafeSketch FrenchWindowWatercolor EiffelInOneLine FrenchPostcardArt ImpressionistFrench VintageFrenchPoster FrenchStillLife MimeMakeupFrench',
    tech: 'PhoneInFrench TalkToAIInFrench FrenchVsTranslateApp FrenchSubtitlesNight TypeTheAccentsFrench FrenchVoiceNote EmojiToFrench FrenchPenPalCall',
    pet: 'DoesMyDogSpeakFrench FrenchCommandsOnly ReadFrenchToMyCat WalkiesInFrench GoldfishFrenchLesson ChatMeansCatFrench FrenchNameForMyPet HamsterHearsFrench',
    gaming:
      'FrenchHangmanDuel PlayItInFrench FrenchLetterTiles FrenchTriviaNight FrenchMemoryMatch GuessTheFrenchWord SockBoulesFrench GameSettingsToFrench',
  },
  japanese: {
    dance:
      'JapaneseBonOdori JapaneseFanDance JapaneseIdolChoreo CountStepsInJapanese DanceToAJapaneseSong TaikoStompInJapanese NihongoLyricMoves SimonSaysInJapanese',
    fitness:
      'JapaneseRadioTaiso JapaneseCountReps TokyoMorningStretch SumoSquatsInJapanese KarateKataInJapanese NihongoPlankQuiz HeadToToeNihongo NinjaStealthJapanese',
    funny:
      'JapaneseWordMixups JapaneseOnomatopoeia KanjiGuessReactions AnimeVoiceDubNihongo JapaneseGameShowSkit LoanwordQuizJapanese DramaticGaspNihongo JapaneseSnackReview',
    prank:
      'JapaneseOnlyDay JapaneseBentoSurprise KonnichiwaWakeUp FoldANoteInJapanese ServeTeaInJapanese NihongoTextsToMom JapaneseFortuneSlips ThankYouInJapanese',
    cooking:
      'JapaneseBentoArt JapaneseOnigiri HomemadeRamenNight JapaneseOmeletteRoll SushiWordsInJapanese MisoSoupInJapanese ChopsticksOnlyNihongo JapanesePancakes',
    travel:
      'JapaneseGardenVisit JapaneseGroceryHaul PlanATripInNihongo JapanesePackingList SpotJapaneseSigns OrderSushiInJapanese JapaneseTrainPhrases PostcardInJapanese',
    fashion:
      'JapaneseStreetStyle JapaneseLayeringLook TokyoFitCheck JapaneseFuroshikiBag OutfitInNihongo JapaneseShirtFold TeeDesignInJapanese KawaiiGlowUpJapanese',
    wellness:
      'JapaneseForestBathing JapaneseTeaCeremony IkigaiJournal JapaneseZenGarden WabiSabiJapanese HaikuInJapanese NihongoGratitude SlowOrigamiJapanese',
    speed:
      'JapaneseKanaSpeedRun JapaneseTongueTwister KanjiFlashBlitz ChopstickBeanJapanese CountTo100Nihongo OrigamiSprintJapanese NihongoBuzzerQuiz JapaneseGreetingRush',
    music:
      'JapaneseTaikoDrums CityPopCover AnimeThemeJapanese JapaneseNurserySong NihongoKaraokeNight ChopstickBeatJapanese LyricSwapNihongo NihongoBeatbox',
    art: 'JapaneseCalligraphy JapaneseOrigami GreatWaveJapanese MangaPanelJapanese SakuraJapaneseArt ChibiStyleJapanese FanPaintingJapanese NihongoNameArt',
    tech: 'JapaneseVoiceTypingTest JapaneseKeyboardSetup KanjiScannerApp PhoneInJapanese NihongoAIChat KaomojiJapanese SubtitlesInJapanese JapaneseLockScreen',
    pet: 'PetLearnsJapanese DogCommandsJapanese NekoOrInuJapanese HamsterHaikuJapanese BowingPupJapanese KittenHearsNihongo NihongoTreatTime NameTheFishInJapanese',
    gaming:
      'JapaneseRPGRun AnimeTriviaNight ShiritoriJapanese JankenJapanese OrigamiFrogJapanese JapaneseSnapCards JapaneseQuizShow NihongoBossBattle',
  },
  coding: {
    dance:
      'CodeARobotDance HelloWorldShuffle CodeTheChoreo CodeLoopGroove IfElseCodeSteps CoderCompileJig MoveGeneratorCode SimonSaysCode',
    fitness:
      'CodingDeskStretch CodeAStepTracker PushUpPerBug CommitSquatsCoder CoderPostureCheck JacksWhileCodeRuns CodeAWorkoutTimer WristRollsForCoders',
    funny:
      'ItWorksOnMyMachine CodingRubberDuck CoderVsSemicolon ExplainCodeToGrandma DramaticCodeComments BugOrFeatureCode CoderErrorFaces CodeReviewRoast',
    prank:
      'CodingSecretMessage CodeABirthdayPage CodingComplimentBot CrackMyCodeTreasureHunt MomsBinaryCodeNote JokeButtonCode CodeAnAwardSite WelcomeHomeCode',
    educational:
      'YourFirstHelloWorld LearnToCodeInAWeek CodingBasicsQuiz BinaryCodeBracelet UnpluggedCodingGame BubbleSortCode CodeACalculator DebugThisCode',
    cooking:
      'RecipeAsCode IfHungryThenPasta CoderBrainFood CodeAKitchenTimer CodeASandwich BinaryCodeCookies MealPlannerCode UnitConverterCode',
    travel:
      'DigitalNomadDesk CodingCafeHop CodeATravelMap CodeAPackingList LibraryCodingDay CodeOnTheTrain ParkBenchCoding BeachCodingSetup',
    fashion:
      'HackathonHoodie BinaryCodeTee CodeAnOutfitPicker HexColorCoderLook CoderGlowUp CodeAWardrobeApp CoderCapsuleCloset PatternPrintCode',
    wellness:
      'CodingScreenBreak StepAwayFromTheBug CodeAGratitudeApp CoderEyeRest CodeAMoodTracker NoCodeSunday DeepBreathsForCoders DebugMyDayCoder',
    speed:
      'FizzBuzzSpeedrun CodeItInTenMinutes CodingRelayRace TypingSpeedCoder SpotTheBugCode BinaryBlitzCode ShortcutSprintCoder HelloWorldCodeDash',
    music:
      'CodeABeat CodeAPiano CodingPlaylistReveal CodeAMetronome KeyboardClackCoder BinaryMelodyCode SongLyricsInCode DrumLoopCode',
    art: 'CodeAPixelPortrait GenerativeArtCoding HelloWorldPoster CodeASpiralArt TurtleDrawingCode BinaryCodeMosaic CodeAFractal ASCIICatCoder',
    pet: 'CatOnTheKeyboard ExplainCodeToMyDog PuppyPageCode CodeAWalkReminder CodeATreatTimer CoderPlayBreak PetNameGeneratorCode PawPrintPixelCode',
    gaming:
      'CodeYourOwnLevel CodingBotBattle GameJamWeekend CodeATextAdventure CodeATicTacToe GuessTheNumberCode HighScoreBoardCode PlaytestMyCode',
  },
  poetry: {
    dance:
      'PoetryInMotion SpokenWordChoreo PoemInThreePoses LimerickPoemJig BeatPoetShuffle FingerSnapPoetry BalletPoemReading MimeAPoem',
    fitness:
      'PoetryOnTheRun PoetryYogaFlow HaikuStretch PoemPerLap RecitePoemPlank SquatSyllablePoem SkippingRhymePoem PoetryWalkAndWrite',
    funny:
      'PoetryAboutNothing DramaticPoetryReading HaikuOfMyDay LostSockPoem DadLimerickPoem EpicPoemForDishes BadPoetryContest RhymingPoetDay',
    prank:
      'PoetryOnTheFridge PoetryLunchboxNote HaikuPillowPoem PoemVoicemail RhymingPoetTexts DramaticPoemWakeUp AcrosticNamePoem PoemInTheirPocket',
    cooking:
      'PoetryAndPie HaikuRecipe PoemForMyPancakes PoemFortuneCookies BreadRisePoem TasteTestPoetry PoetsPicnic GroceryListPoem',
    travel:
      'PoetryCafeVisit PoetryFromTheRoad HaikuTravelJournal PoemAtTheViewpoint LibraryPoetryHunt PostcardPoem TrainWindowPoem ParkBenchPoet',
    fashion:
      'HaikuOnAHoodie PoemOnMySneakers BeatPoetLook DressLikeYourPoem MagazineBlackoutPoem PoeticRunwayWalk WearYourFavoritePoem PoemTeeDesign',
    wellness:
      'PoetryMorningPages GratitudeHaiku BedtimePoem PoemToYourFutureSelf BreatheAndReadPoetry PoetryForAFriend NaturePoetSitSpot RainSoundsPoem',
    speed:
      'PoetrySpeedWrite HaikuInThirtySeconds RhymeRacePoem PoemRelay AcrosticSprintPoem FastestLimerickPoet BlackoutPoemBlitz QuickfirePoemPrompts',
    music:
      'PoetryToSong PoetryOverBeats SpokenWordJam BeatboxPoem LyricOrPoem PoemAsALullaby PoetryRapBattle GuitarStrumPoem',
    art: 'PoetryCollage BlackoutPoetry HaikuIllustration PaintedPoemStones ShapePoem PoemComic WatercolorPoem PoetryZine',
    tech: 'PoetryAIVsHuman PoetryGeneratorTest RhymeFinderApp PredictiveTextPoem EmojiPoem PoemQRCode VoiceMemoPoem SpreadsheetPoem',
    pet: 'PoetryForMyPet PoetryAboutMyDog CatHaiku GoldfishPoem HamsterLimerickPoem NapSpotPoem ReadPoemsToPuppy PawPrintPoem',
    gaming:
      'PoetryMagnetDuel PoetryRhymeBattle HaikuGameNight FoldOverPoem PoemDiceRoll GuessThePoet FinishTheLinePoem PoetTriviaShowdown',
  },
  'creative writing': {
    dance:
      'OnceUponATimeDance WritingPromptMoves CharacterWalkWriting PlotTwistWritingSpin WritingSprintBoogie AuthorShuffle ActOutMyWriting AuthorTwirlBreak',
    fitness:
      'WritersBlockWorkout PlotWalkWriting WritingDeskStretch ChapterSquatsWriting JumpingJacksWriting AuthorPostureCheck AuthorYogaBreak WritingWallPushUps',
    funny:
      'CreativeWritingPlotTwists CreativeWritingFails WritersBlockFaces WorstFirstLineWriting AuthorGroceryDrama ToasterNovelWriting ClicheWritingBingo AuthorInterviewSkit',
    prank:
      'CreativeWritingFakeNovel CreativeWritingNoteTrail WritingMomAsTheHero AuthorBlurbSurprise MysteryLetterWriting SignedByTheAuthor SecretSequelWriting StoryClueHunt',
    cooking:
      'StorybookBaking RecipeStoryWriting MenuDescriptionWriting AuthorTeaParty WritingWhileDoughRises LiteraryFeastWriting FiveSensesFoodWriting PicnicAuthorReading',
    travel:
      'CreativeWritingCafeHop TravelStoryWriting ParkBenchWriting TrainRideWriting LibraryWritingDay SettingScoutWriting BookshopAuthorHunt PostcardFictionWriting',
    fashion:
      'DressAsYourCharacter AuthorPhotoPose NovelOutfitWriting BookCoverLookWriting CozyAuthorCardigan FirstLineTeeWriting LaunchPartyAuthorFit MoodBoardWriting',
    wellness:
      'FreeWritingCalm MorningPagesWriting LetterToFutureMeWriting WorryDumpWriting GratitudeStoryWriting BedtimeWritingWindDown SlowWritingByHand NatureSitWriting',
    speed:
      'CreativeWritingSprint HundredWordStory TenMinuteWriting WritingPromptRace WritingBuzzerRound PostItNovelWriting AlphabetSentenceWriting AuthorTagTeam',
    music:
      'StoryToSong LyricWritingDuet JingleWriting PlaylistForMyWriting RapVerseWriting LullabyWriting HookWritingChallenge AuthorKaraokeReading',
    art: 'CreativeWritingComic CreativeWritingZine StoryboardSketch BookCoverWriting MapForMyWriting AuthorBookmarkCraft WritingPromptJar FanArtOfMyWriting',
    tech: 'WritingSetupTour AuthorVsAI VoiceTypingWriting AuthorWebsiteBuild MakeAnEbookWriting ChatStoryWriting SpreadsheetPlotWriting PhoneNotesWriting',
    pet: 'MyCatTheHero PetDiaryWriting ReadMyWritingToTheDog FishTankMysteryWriting KittenComicWriting PuppyPenPalWriting TreatHeistWriting WritingWithALapCat',
    gaming:
      'TabletopStoryNight DiceRollWriting ChooseYourPathWriting OneWordAtATimeWriting FoldAndPassWriting PlotTwistCardsWriting GuessTheAuthor WritingEscapeRoom',
  },
};
