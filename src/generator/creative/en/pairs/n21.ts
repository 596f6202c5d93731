import type { PairNames } from '../../data-types';

export const PAIRS: PairNames = {
  'social worker': {
    dance:
      'SocialWorkerOfficeConga SocialWorkMonthFlashMob SocialWorkerClipboardBop TheSocialWorkerShuffle LineDanceForSocialWork DuetASocialWorker SocialWorkerNotesDoneJig HeelClickForSocialWork',
    fitness:
      'StepsOfASocialWorker SocialWorkMonth5K SocialWorkerFileBoxLift SocialWorkerOfficePlank ChairYogaForSocialWork PushupsForSocialWorkers SocialWorkerStretchBreak TeamRelayForSocialWork',
    funny:
      'POVYoureASocialWorker ThingsSocialWorkersSay SocialWorkerLostPens SocialWorkerVsPrinter SocialWorkerAcronymSoup WhatsInMySocialWorkerBag ExplainSocialWorkToGran SocialWorkerFirstDayVsNow',
    prank:
      'SocialWorkerMysteryMug SurprisePizzaSocialWorker SocialWorkerFlowerDrop ComplimentJarSocialWorker SnackFairySocialWorker SocialWorkerFanClub SocialWorkerSecretThanks SingingTelegramSocialWork',
    educational:
      'AskASocialWorker SocialWorkMythOrFact SocialWorkerTermOfTheDay ListenLikeASocialWorker SocialWorkerVsTherapist SocialWorkerResourceHunt WhatWouldASocialWorkerDo ADayAsASocialWorker',
    cooking:
      'SocialWorkerBentoBox SocialWorkerSlowCooker SocialWorkMonthCake SocialWorkerSoupJar PrepLikeASocialWorker PotluckForSocialWorkers CookiesForASocialWorker 15MinSocialWorkerDinner',
    travel:
      'CityTourSocialWorker SocialWorkConferenceTrip SocialWorkerLunchStroll SocialWorkerWeekendAway PackLikeASocialWorker StudyAbroadSocialWork SocialWorkerPostcards OutOfOfficeSocialWorker',
    fashion:
      'SocialWorkerFitCheck SocialWorkerComfyShoes LanyardPinsSocialWorker CourtDaySocialWorker FieldVsOfficeSocialWorker CapsuleClosetSocialWork CasualFridaySocialWorker ThriftedSocialWorkerLook',
    speed:
      'SocialWorkerMorningRush SocialWorkerAcronymBlitz TypingTestSocialWorker SocialWorkerDeskTidyDash PackTheSocialWorkerBag NameTenSocialWorkTasks QuickfireSocialWorkQuiz SocialWorkerMugWashRace',
    music:
      'SocialWorkerKaraoke SocialWorkerParodySong SocialWorkerValuesRap SocialWorkerDeskDrums SingYourSocialWorkerDay TeamChoirForSocialWork JingleForSocialWorkers LullabyForSocialWorkers',
    art: 'PaintASocialWorkerMug ThankYouCardSocialWorker SocialWorkerVisionBoard SocialWorkMonthPoster DoodleYourSocialWorkerDay SocialWorkerComicStrip BeadedSocialWorkerLanyard PortraitOfASocialWorker',
    tech: 'SocialWorkerDeskSetup SocialWorkerColorCalendar DayInEmojisSocialWorker SocialWorkerFocusTimer AppsEverySocialWorkerUses SocialWorkerBreakReminder ChargerKitSocialWorker TimelapseASocialWorkerDay',
    pet: 'PupGreetsAfterSocialWork MyPetIsMySocialWorker SocialWorkerHamsterHello SocialWorkerDogWalk SocialWorkerKittenCuddles SocialWorkerFishTankCalm PawsForSocialWork BunnyBreakSocialWorker',
    gaming:
      'SocialWorkerBingo SocialWorkerTrivia SocialWorkerCharades SocialWorkerEscapeRoom WouldYouRatherSocialWork TwoTruthsSocialWorker GameNightForSocialWorkers CrosswordForSocialWorkers',
  },
  'name tag': {
    dance:
      'NameTagLetterDance NameTagSwapMirror NameTagMixerShuffle SignatureMoveNameTag JoinTheNameTagConga ReunionNameTagTwist HiImARobotNameTag WaltzWithANameTag',
    fitness:
      'NameTagLetterWorkout GymBuddyNameTag NameTagRunClub NameTagOnYourRaceBib PlankNameTagSteal TeamNameTagRelay NameTagStretchCircle SquatAndSwapNameTags',
    prank:
      'NameTagTheFruitBowl SwapTheFamilyNameTags SneakyNameTagCompliment NewNameTagForDad NameTagOnTheMirror EveryNameTagSaysMom NameTagYourPlants ImYouNowNameTag',
    educational:
      'NameTagMemoryTrick NeatNameTagLettering FingerspellYourNameTag HieroglyphNameTag SayItRightNameTag MorseCodeNameTag TheMeaningOfMyNameTag NameTagIcebreakerFact',
    cooking:
      'IcedNameTagCookies NameTagPotluck WhoCookedItNameTag NameTagSpiceRack NameTagTheLeftovers CheeseBoardNameTags AlphabetSoupNameTag PizzaNameTagSlices',
    travel:
      'DesignALuggageNameTag NameTagInEveryLanguage SummerCampNameTag NameTagWalkingTour FieldTripNameTag HikingClubNameTag NameTagTravelJournal ConferenceTripNameTag',
    fashion:
      'StyleYourNameTag NameTagAsABrooch NameTagLanyardGlowUp EmbroideredNameTag NameTagColorMatch GlitterNameTagGlam FirstDayNameTagOutfit WearYourNameTagRight',
    wellness:
      'NameTagAffirmation FeelingsNameTag NeighborNameTagParty NameTagForYourInnerChild NameTagGratitudeWall PepTalkNameTag NameTagNoJobTitle VolunteerNameTagDay',
    speed:
      'TenNameTagsIn60 MatchNameTagsToFaces AlphabetizeNameTags NameTagTeddyDash WrongHandNameTag FastestNameTagDoodle NameTagRollCallRush NameTagRelayRace',
    music:
      'SingYourNameTag NameTagRapIntro MyStageNameTag NameTagHarmonyCircle KaraokeNightNameTags BeatboxYourNameTag DJNameTagDrop JingleForYourNameTag',
    art: 'DoodleYourNameTag BubbleLetterNameTag CalligraphyNameTag NameTagSelfPortrait ClayNameTagPin PopArtNameTag WatercolorNameTag NameTagCollageWall',
    tech: 'QRCodeNameTag AIDesignsMyNameTag NameTagStopMotion NameTagFaceFilter LabelMakerNameTag NameTagEmojiOnly AnimatedNameTagGIF VideoCallNameTag',
    pet: 'NewCollarNameTag KittenNameTagReveal NameTagOnTheFoodBowl MatchPetToNameTag DogParkNameTagMeetup ShelterNameTagDay HamsterHouseNameTag CatHearsNameTagJingle',
    gaming:
      'WhoAmINameTag NameTagBingo NameTagScavengerHunt SecretRoleNameTag GamerNameTag NameTagMemoryGame NameTagHangman MysteryGuestNameTag',
  },
  'shopping bag': {
    dance:
      'ShoppingBagSwingDance ShoppingBagMoonwalk ShoppingBagTwoStep ShoppingBagStrut SpinWithShoppingBags UnpackAShoppingBagToBeat CancanWithShoppingBags PaperShoppingBagWaltz',
    fitness:
      'ShoppingBagFarmerCarry ShoppingBagBicepCurls ShoppingBagDeadlift WalkYourShoppingBagsHome BentOverShoppingBagRow PlankPassTheShoppingBag SquatWithShoppingBags ShoppingBagOverheadPress',
    prank:
      'FlowersInTheShoppingBag GiantShoppingBagTinyItem GooglyEyeShoppingBags BalloonsInTheShoppingBag PillowShoppingBagHandoff ShoppingBagLoveNotes TeddyInTheShoppingBag SillyShoppingBagList',
    educational:
      'ShoppingBagReuseMath ShoppingBagWeightTest FoldAShoppingBagTriangle PackAShoppingBagRight TShirtToShoppingBag GreenestShoppingBagQuiz GuessTheShoppingBagTotal ShoppingBagFoodGroups',
    cooking:
      'OneShoppingBagMealPrep BudgetShoppingBagDinner ShoppingBagSwapCookOff MysteryShoppingBagChef FarmersMarketShoppingBag RainbowShoppingBagSalad ShoppingBagToPlate ShoppingBagPicnicSpread',
    travel:
      'WeekendInAShoppingBag SouvenirShoppingBags LocalMarketShoppingBag ShoppingBagParkPicnic BeachDayShoppingBag LitterPickShoppingBagHike CarryOnShoppingBag ShoppingBagTrainSnacks',
    fashion:
      'ShoppingBagRunway StyleYourShoppingBag ShoppingBagAsAPurse MatchingShoppingBagFit CrochetNetShoppingBag ThriftHaulShoppingBag PinsOnMyShoppingBag ParisianShoppingBagLook',
    wellness:
      'DonateAShoppingBag ShoppingBagForANeighbor MindfulShoppingBagWalk ShoppingBagDeclutter SelfCareShoppingBagHaul ShoppingBagZeroWasteWeek HealthyShoppingBagSwap ShoppingBagPostureCheck',
    speed:
      'UnpackShoppingBagsIn60 FoldShoppingBagsFastest ShoppingBagRelay FillTheShoppingBagDash ShoppingBagMemoryBlitz BlindfoldShoppingBagGuess PackAShoppingBagRace AddUpTheShoppingBag',
    music:
      'ShoppingBagPercussion SingYourShoppingBagList ShoppingBagJingle ShoppingBagKaraokeWalk TinCanShoppingBagBand BalladForMyShoppingBag ShoppingBagOpera RapYourShoppingBagHaul',
    art: 'TieDyeShoppingBag StencilAShoppingBag PaperShoppingBagPuppet ShoppingBagCollage SketchYourShoppingBagHaul PotatoStampShoppingBag EmbroiderAShoppingBag ShoppingBagGiftWrap',
    tech: 'ScanYourShoppingBag ShoppingBagStopMotion AIMealFromMyShoppingBag ShoppingBagListApp DesignAShoppingBagPrint ShoppingBagFlatLay ShoppingBagPriceCheck EmojiYourShoppingBag',
    pet: 'ShoppingBagForTheShelter PetSupplyShoppingBag CanvasShoppingBagTugToy ShoppingBagDogWalk ShoppingBagTreatHaul ShoppingBagStayCommand BunnyVeggieShoppingBag PupApprovedShoppingBag',
    gaming:
      'WhatsInTheShoppingBag HigherOrLowerShoppingBag MissingItemShoppingBag ShoppingBagMemoryChain ShoppingBagToss ShoppingBagTreasureHunt PassTheShoppingBag ShoppingBagBudgetDuel',
  },
};
