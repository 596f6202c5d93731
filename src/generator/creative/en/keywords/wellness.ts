/**
 * What we know about the keywords creators type most with wellness in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const WELLNESS_KEYWORDS = {
  meditation: {
    things: 'Sunrise Headphones Cushion Bell Diffuser Corner',
    moves: 'BodyScan MindfulWalk DeepBreath SoundBath LovingKindness Visualization MorningSit',
    verbs: 'Breathe Relax Focus',
    core: 'DeepBreath Breathe',
    scenes: 'ZenMode Om InnerPeace',
    names:
      'MeditateAnywhere SitStillForSixty 5MinuteMeditation 30DayMeditationChallenge MeditateWithMe MeditateBeforeCoffee MeditationCornerMakeover MeditationOnTheMove BodyScanBeforeBed',
    also: 'meditate meditating yoganidra bodyscan guidedmeditation',
  },
  'self care': {
    things: 'FaceMask BubbleBath Tea Blanket Robe Slippers Journal Playlist FairyLights',
    moves: 'PamperNight SlowMorning EverythingShower Nap RestDay DigitalDetox',
    verbs: 'Unwind Rest Recharge Pamper Glow',
    core: 'FaceMask BubbleBath Robe Pamper',
    scenes: 'SelfCareSunday MeTime PamperNight',
    names:
      'SelfCareSunday SelfCareBingo TreatYourselfTuesday SelfCareJarDraw TinySelfCareWins 30DaySelfCareChallenge FiveMinuteSelfCare PlanAMeDay SelfCareWithYourBestie',
    also: 'metime pamper pampering alonetime selfcaresunday',
  },
  skincare: {
    things: 'Sunscreen Serum Moisturizer Cleanser Toner SheetMask IceRoller GuaSha',
    moves: 'GlassSkin DoubleCleanse FaceMassage IceRolling Shelfie',
    verbs: 'Glow Cleanse Hydrate Moisturize',
    core: 'Serum Moisturizer GlassSkin Glow',
    scenes: 'GlassSkin KBeauty',
    names:
      'GlassSkinChallenge SPFEveryDay ThreeStepSkincare NoFilterSkincare SkincareUnder20 DoubleCleanseChallenge SkincareRoutineSwap SkincareShelfieTour 7DaySkincareChallenge',
    also: 'skincareroutine kbeauty koreanskincare glassskin',
  },
  sleep: {
    things: 'Pillow Blanket Bed Pajamas EyeMask Lavender Moon WhiteNoise Nightlight',
    moves: 'WindDown EarlyNight BedtimeStory NightRoutine DigitalSunset ScreenFreeHour',
    verbs: 'Rest Unwind Dream Snooze',
    core: 'Pillow Pajamas Bed Snooze',
    scenes: 'Bedtime Dreamland CountingSheep LightsOut',
    names:
      'NoPhonesInBed SleepBy10Challenge DigitalSunsetHour WakeUpWithTheSun 8HourSleepChallenge SleepPlaylistSwap BedroomSleepMakeover 7DaySleepReset BedtimeStorySwap',
    also: 'sleeping bedtime sleepy sleephygiene sleeproutine',
  },
  gratitude: {
    things: 'Journal Jar Notebook StickyNote Letter Pen Sunset',
    moves: 'ThankYouNote DailyThanks ThreeGoodThings KindWords Reflection',
    verbs: 'Reflect Notice Appreciate Share',
    core: 'ThankYouNote Appreciate',
    scenes: 'GratitudeJar ThankYouNote',
    names:
      '3GoodThings GratitudeAlphabet ThankSomeoneToday GratitudeJarChallenge 30DaysOfGratitude GratitudeIn60Seconds GratitudePaperChain CountYourBlessings GratitudeGoRound',
    also: 'grateful thankful thankfulness gratitudejournal thankyou gratitudejar',
  },
  wellness: {
    things: 'WaterBottle Journal Sneakers Mat Pillow Sunshine Veggies',
    moves: 'MorningWalk Stretch Meditation Journaling EarlyNight SunlightBreak',
    verbs: 'Breathe Move Rest Nourish Glow',
    core: 'Meditation Stretch Breathe',
    scenes: 'SelfCare HealthyHabits',
    names:
      'WellnessWednesday WellnessBingo HydrateMoveStretch FeelGoodPlaylist 30DayWellnessReset WellnessStreak WellnessWalkAndTalk WellnessBuddyPact',
    also: 'wellbeing health wellnesswednesday',
  },
  'mental health': {
    things: 'Journal Playlist Pet Blanket Tea Sunlight Notebook',
    moves: 'CheckIn DeepBreath MoodTracker BrainDump Gratitude RestDay Boundaries',
    verbs: 'Talk Share Rest Breathe Heal',
    core: 'CheckIn DeepBreath Talk',
    scenes: 'SafeSpace',
    names:
      'CheckOnYourFriends MentalHealthCheckIn KindToYourMind MentalHealthTipSwap MentalHealthComfortBox GreenRibbonChallenge MentalHealthPlaylist MentalHealthMinute',
    also: 'mentalhealthawareness mentalhealthday',
  },
  walking: {
    things: 'Sneakers Park Trail Dog Sunset Neighborhood',
    moves: 'MorningWalk SunsetStroll NatureWalk PowerWalk Stroll 10KSteps',
    verbs: 'Walk Stroll Wander Explore Step',
    core: 'Sneakers Trail 10KSteps Stroll',
    scenes: 'MorningWalk 10KSteps SunsetStroll',
    names:
      'ColorWalk NoPhoneWalk CoinFlipWalk 10KStepsChallenge WalkANewRoute WalkAndTalk PhotoWalkHunt SunsetWalkClub OneMoreBlock',
    also: 'walk morningwalk eveningwalk japanesewalking hotgirlwalk naturewalk',
  },
  hydration: {
    things: 'WaterBottle Lemon Tumbler Glass Jug Straw',
    moves: 'LemonWater MorningGlass EightGlasses FruitInfusion Refill SipBreak',
    verbs: 'Sip Drink Refill Hydrate',
    core: 'WaterBottle EightGlasses Sip',
    scenes: 'WaterBreak EightGlasses',
    names:
      'HydrateBeforeCoffee 8GlassesADay InfuseYourWater RubberBandRefills 30DayHydrationChallenge FinishTheBottle HydrationBottleGlowUp BuildAHydrationStation',
    also: 'water drinkwater hydrate waterintake',
  },
  affirmations: {
    things: 'Mirror StickyNote Journal Notebook Card Wallpaper',
    moves: 'PepTalk MirrorTalk IAmStatements PowerPose SelfTalk',
    verbs: 'Shine Believe Speak Repeat',
    core: 'MirrorTalk PepTalk Believe',
    scenes: 'PepTalk MirrorTalk',
    names:
      'SayItToTheMirror StickyNoteAffirmations AffirmationAlarm IAmStatementChallenge AffirmationChain AffirmationIn3Words AffirmationWallpaper AffirmationCardSwap AffirmationForAFriend',
    also: 'mantra selftalk affirmation',
  },
  'sunday reset': {
    things: 'Planner Laundry Fridge Groceries Checklist Calendar Vacuum',
    moves: 'PlanTheWeek FreshSheets MealPlan FridgeRestock CleanSweep EverythingShower',
    verbs: 'Plan Refresh Prep Clean Reset',
    core: 'PlanTheWeek FreshSheets Reset',
    scenes: 'FreshSheets SundayScaries',
    names:
      'SundayResetIn1Hour SundayResetWithMe FreshSheetsNewWeek SundayResetBingo PlanTheWeekWithMe FridgeRestockReset OneSongPerRoom SundayResetPlaylist FiveThingSundayReset',
    also: 'reset weeklyreset weekendreset',
  },
  mindfulness: {
    things: 'Breath Moment Window Sunlight Garden Bell Leaf Senses',
    moves: 'FiveSenses BodyScan SlowSip Grounding SlowWalk Pause BreathCount',
    verbs: 'Notice Pause Breathe Savor Listen',
    core: 'FiveSenses BodyScan Notice',
    scenes: 'PresentMoment FiveSenses',
    names:
      'FiveSensesChallenge OneMindfulMinute MindfulFirstBite PauseAndNotice GlitterMindJar OneThingAtATime MindfulDishwashing MindfulnessBingo',
    also: 'mindful mindfulmonday',
  },
  'morning routine': {
    things: 'Sunrise Coffee Journal Mat Window Alarm Planner',
    moves: 'MakeYourBed SunriseWalk Stretch Journaling LemonWater SlowMorning',
    verbs: 'Stretch Sip Rise Plan Shine',
    core: 'Alarm Sunrise MakeYourBed Stretch',
    scenes: 'RiseAndShine EarlyBird',
    names:
      'MakeYourBedChallenge NoSnoozeWeek PhoneFreeFirstHour MorningRoutineSpeedrun MorningRoutineSwap SunlightFirstThing 7DayMorningRoutine MorningRoutineGlowUp MorningRoutineBingo',
    also: 'amroutine',
  },
  'night routine': {
    things: 'Pajamas Book Pillow Blanket Tea Journal Lamp Playlist',
    moves: 'WindDown Reading Stretch EverythingShower SkinRoutine DigitalSunset',
    verbs: 'Unwind Read Rest Reset',
    core: 'Pajamas Pillow WindDown Unwind',
    scenes: 'WindDown Bedtime',
    names:
      'PhoneDownBy9 WindDownWithMe NightRoutineIn10Minutes TenPagesBeforeBed LayOutTomorrow NightRoutineSwap NightRoutineStreak NightRoutineGlowUp NightRoutineBingo',
    also: 'eveningroutine pmroutine bedtimeroutine winddown',
  },
  stretching: {
    things: 'Mat Strap Wall FoamRoller Towel Desk Bed',
    moves: 'ToeTouch NeckRoll ShoulderRoll CatCow ChildsPose HipOpener Butterfly Pigeon',
    verbs: 'Stretch Breathe Relax',
    core: 'Mat ToeTouch Stretch',
    scenes: 'ToeTouch MorningStretch',
    names:
      'TouchYourToesChallenge StretchWhileItBrews OneSongStretch StretchBeforeScrolling 10MinuteStretch 30DayStretchChallenge StretchWithYourPet ReachAnInchFurther',
    also: 'stretch',
  },
  'digital detox': {
    things: 'Phone Book Drawer Notebook BoardGame AlarmClock Sunset Lockbox',
    moves: 'PhoneFreeHour AirplaneMode NoScrollMorning OfflineDay GreyscaleMode',
    verbs: 'Unplug Disconnect Pause Reconnect',
    core: 'Lockbox PhoneFreeHour Unplug',
    scenes: 'AirplaneMode OfflineDay',
    names:
      'PhoneInTheDrawer NoScrollSunday GreyscaleScreenWeek AirplaneModeDinner 24HourDigitalDetox DigitalDetoxBingo DigitalDetoxDare DigitalDetoxStreak',
    also: 'unplug unplugged screenfree phonefree nophone dopaminedetox airplanemode offline',
  },
  nature: {
    things: 'Trees Forest Flowers Sky Birds River Meadow Clouds Moss Sunlight',
    moves: 'CloudWatching BirdSpotting BarefootWalk LeafCollecting SitSpot',
    verbs: 'Wander Explore Listen Breathe Notice',
    core: 'Trees Forest Birds Wander',
    scenes: 'MotherNature GreatOutdoors FreshAir',
    names:
      'NatureScavengerHunt TouchGrassChallenge NatureColorMatch NatureMandala FindASitSpot 30DaysInNature LeafRubbingArt NaturePhotoADay',
    also: 'outdoors outside freshair',
  },
  gardening: {
    things: 'Seeds Soil Pots Trowel Herbs Tomatoes WateringCan Sprouts Greenhouse',
    moves: 'Planting Harvest SeedStarting Repotting Weeding Composting Pruning',
    verbs: 'Grow Plant Water Sow Dig Prune',
    core: 'Seeds Sprouts WateringCan Plant',
    scenes: 'GreenThumb PottingShed Greenhouse',
    names:
      'GrowOneThing SeedToHarvest KitchenScrapGarden BalconyGardenChallenge SmallestGardenWins FirstHarvestReveal GardenWithMe BeeFriendlyPatch',
    also: 'garden gardener',
  },
  plant: {
    things: 'Pot Soil Leaf Window Shelf Monstera Pothos Succulent Cactus WateringCan',
    moves: 'Watering Repotting NewLeaf Propagation Pruning ShelfieTour',
    verbs: 'Grow Water Repot Propagate',
    core: 'Pot Leaf WateringCan Water',
    scenes: 'PlantParent UrbanJungle',
    names:
      'NameYourPlant NewLeafAlert RescueAPlant GrowFromACutting TalkToYourPlants PlantPropStation PlantShelfieTour RepotYourPlant PlantSwapParty',
    also: 'houseplant plantparent plantmom plantdad',
  },
  bath: {
    things: 'Bubbles Tub Robe Book Salts Playlist Lavender Petals',
    moves: 'Soak FizzDrop FaceMask SpaNight ReadInTheTub',
    verbs: 'Soak Unwind Relax',
    core: 'Bubbles Tub Soak',
    scenes: 'BubbleBath BathTime',
    names:
      'BathBombDrop BubbleBeardChallenge MakeYourOwnBathBomb ReadInTheTub NoPhoneSoak BathPlaylistSwap MixYourBathSalts FlowerPetalBath',
    also: 'bubblebath bathtime epsomsaltbath',
  },
  spa: {
    things: 'Robe Slippers Towel FaceMask Headband Lavender Diffuser',
    moves: 'Facial FootSoak HandMassage HairMask Manicure FacialAtHome',
    verbs: 'Relax Soak Pamper Glow',
    core: 'Robe FaceMask Facial Pamper',
    scenes: 'SpaDay SpaNight',
    names:
      'SpaDayAtHome FootSoakFriday DIYFacialChallenge TwentyDollarSpaDay HandMassageSwap SpaNightWithYourBestie FiveStepSpaRoutine RelaxingSpaPlaylist',
    also: 'spaday spanight',
  },
  'face mask': {
    things: 'Headband Mirror Robe Serum Clay Brush Jar Bestie',
    moves: 'SheetMask ClayMask PeelOff GlowMask HydratingMask',
    verbs: 'Relax Glow Apply',
    core: 'SheetMask PeelOff Glow',
    scenes: 'SheetMask FaceMaskFriday',
    names:
      'FaceMaskFriday PeelOffReveal SheetMaskSelfie FaceMaskWithYourBestie PantryFaceMask FirstFaceMaskReact MaskAndUnwind FaceMaskSwap',
    also: 'sheetmask facial',
  },
  anxiety: {
    things: 'Journal Blanket StressBall Playlist Tea Pet FidgetToy Notebook',
    moves: 'DeepBreath Grounding FiveSenses BrainDump CalmCorner WorryJar',
    verbs: 'Breathe Pause Rest Notice',
    core: 'StressBall DeepBreath Grounding Breathe',
    names:
      'FiveThingsYouSee BoxBreathingBreak NameTheWorry WorryJarChallenge BuildAnAnxietyKit AnxietyResetIn60 AnxietyTipSwap AnxietyToCalmArt',
    also: 'anxious socialanxiety worry',
  },
  stress: {
    things: 'Journal Playlist Tea Blanket Bubbles Pillow FidgetToy',
    moves: 'DeepBreath BrainDump Walk Doodle WorryJar CalmCorner',
    verbs: 'Breathe Pause Relax Unwind',
    core: 'FidgetToy DeepBreath Unwind',
    scenes: 'StressRelief StressBall',
    names:
      'ShakeOffTheStress BrainDumpSunday DoodleTheStressAway CrossOffThreeThings TenMinuteDeStress StressLessWalk MakeAStressBall PopTheBubbleWrap',
    also: 'stressed stressrelief destress examstress',
  },
  'self love': {
    things: 'Mirror Journal Flowers Letter Playlist Bath',
    moves: 'LoveLetter MirrorTalk SelfDate PepTalk Compliment',
    verbs: 'Celebrate Love Embrace Accept Glow',
    core: 'LoveLetter SelfDate Embrace',
    scenes: 'SelfDate',
    names:
      'LoveNoteToMe DateYourself ThingsILikeAboutMe SelfLoveMirrorTalk SelfLoveAlphabet 30DaysOfSelfLove SelfLoveWinOfTheDay SelfLoveJar SelfLovePlaylist',
    also: 'loveyourself',
  },
  confidence: {
    things: 'Mirror Outfit Playlist Stage Spotlight Microphone',
    moves: 'PowerPose PepTalk MirrorTalk EyeContact SpeakUp HeadHeldHigh',
    verbs: 'Shine Speak Believe',
    core: 'Spotlight PowerPose Shine',
    scenes: 'PowerPose',
    names:
      'PowerPoseChallenge OneBraveThingADay WearWhatYouLove ConfidenceCatwalk RaiseYourHandChallenge ConfidenceMirrorTalk 30DayConfidenceBoost ConfidenceWinsJar ConfidencePlaylistSwap',
    also: 'confident selfesteem selfworth',
  },
  kindness: {
    things: 'StickyNote Flowers Smile Cookie Letter Card Compliment Doorstep',
    moves: 'PayItForward RandomAct KindNote ThankYouNote DoorHold',
    verbs: 'Smile Help Share Give',
    core: 'Compliment Smile PayItForward',
    scenes: 'PayItForward KindnessDay',
    names:
      'RandomActsOfKindness PayItForwardChallenge KindnessRocks LeaveAKindNote KindnessBingo ThreeKindThingsADay KindnessChain ThankAHelper KindnessCookieDrop',
    also: 'kind randomactsofkindness raok kindnessday payitforward',
  },
  compliment: {
    things: 'StickyNote Card Mirror Lunchbox Mug Note Whiteboard',
    moves: 'ShoutOut KindNote HypeUp NiceNote SweetNote',
    verbs: 'Praise Hype Share Notice',
    core: 'KindNote ShoutOut Praise',
    scenes: 'ShoutOut',
    names:
      'ComplimentChain HypeYourFriend ComplimentBattle NoLooksCompliments ThreeComplimentsADay StickyNoteCompliments ComplimentSomeoneNew ComplimentJar ComplimentATeacher',
  },
  positivity: {
    things: 'Sunshine Smile Playlist Quote Notes Rainbow Sticker',
    moves: 'GoodNews PepTalk SilverLining HappyDance KindNote',
    verbs: 'Smile Shine Share Laugh',
    core: 'Sunshine Rainbow GoodNews Smile',
    scenes: 'GoodVibes SilverLining',
    names:
      'NoComplaintsDay SilverLiningChallenge FlipTheThought GoodNewsOnly PositiveStickyNotes PositivityChalkArt PositivityJar PositivityPlaylist',
    also: 'positive goodvibes positivevibes',
  },
  happiness: {
    things: 'Sunshine Smile Playlist Flowers Puppy Balloons Confetti Sprinkles',
    moves: 'LittleWins GoodNews SillyDance LaughBreak SunshineWalk',
    verbs: 'Smile Laugh Celebrate Shine',
    core: 'Sunshine Smile SillyDance Laugh',
    scenes: 'HappyPlace HappyDance',
    names:
      'WhatMadeYouSmile LittleThingsChallenge HappinessInOnePhoto HappyDanceBreak HappinessJar 30DaysOfHappiness HappinessTop10 HappySongChain',
    also: 'happy joy littlethings joylist',
  },
  smile: {
    things: 'Mirror Selfie Camera Photo Sunshine Sunglasses',
    moves: 'BigGrin Laugh Wink Grin Beam Cheese',
    verbs: 'Laugh Grin Shine Beam',
    core: 'Selfie BigGrin Laugh',
    scenes: 'SayCheese BigGrin',
    names:
      'TryNotToSmile PassTheSmile MakeSomeoneSmile SmileForTenSeconds SmileForNoReason SmileAtYourself SmileBeforeYouScroll SmileStreak',
    also: 'smiling',
  },
  motivation: {
    things: 'VisionBoard Planner Playlist Quote Sneakers StickyNote Mirror Alarm',
    moves: 'PepTalk SmallWins FiveSecondRule MorningHype Checklist',
    verbs: 'Start Rise Focus Dream',
    core: 'VisionBoard Quote PepTalk Rise',
    scenes: 'RiseAndGrind PepTalk',
    names:
      'MondayMotivation NoZeroDays 1PercentBetter MotivationNoteSwap MotivateAFriend MotivationPlaylist HypeMeUpChallenge MotivationWallMakeover',
    also: 'motivated motivational',
  },
  habit: {
    things: 'Tracker Checklist Calendar Planner Journal Sticker Streak',
    moves: 'TinyWins SmallStep DailyCheck OnePercent NoZeroDay',
    verbs: 'Start Build Track Repeat',
    core: 'Tracker Streak Repeat',
    scenes: 'DailyStreak HabitTracker',
    names:
      'TwoMinuteHabit HabitStackChallenge TinyHabitsChallenge DontBreakTheChain 21DaysOfHabits SwapABadHabit HabitOfTheMonth HabitBuddyCheckIn',
    also: 'habittracker healthyhabits atomichabits habitstacking',
  },
  goal: {
    things: 'VisionBoard Planner Journal Checklist Calendar Sticker Milestone',
    moves: 'FirstStep DreamList Plan BucketList CheckIn Roadmap',
    verbs: 'Dream Plan Start Achieve',
    core: 'Milestone Checklist FirstStep Achieve',
    scenes: 'GoalSetting VisionBoard',
    names:
      'OneGoalThisMonth GoalInFiveWords WriteItDownChallenge 30DayGoalChallenge GoalBuddyPact GoalCheckInFriday GoalSettingSunday GoalCountdown',
  },
  'vision board': {
    things: 'Magazines Scissors Glue Photos Quotes Stickers Corkboard Pins Poster',
    moves: 'Collage CutAndPaste DreamList WordOfTheYear Manifesting',
    verbs: 'Dream Create Pin',
    core: 'Magazines Photos Collage Dream',
    scenes: 'DreamBoard NewYearGoals',
    names:
      'VisionBoardReveal WordOfTheYear VisionBoardIn30 VisionBoardComeTrue MiniVisionBoard VisionBoardWallpaper VisionBoardParty VisionBoardSwap',
  },
  manifesting: {
    things: 'Journal VisionBoard Moon Notebook Affirmation Crystals',
    moves: 'Scripting Visualization WordOfTheYear MoonRitual 369Method',
    verbs: 'Dream Believe Write Visualize',
    core: 'VisionBoard Affirmation Visualization Believe',
    scenes: 'LuckyGirl',
    names:
      '369ManifestChallenge ManifestItMonday ScriptYourDreamDay ManifestAndDo ManifestWithMe ManifestIn30Days ManifestOnPaper ManifestingJar',
    also: 'manifestation manifest luckygirl lawofattraction',
  },
  cleaning: {
    things: 'Sponge Spray Vacuum Mop Playlist Timer Bucket Gloves Sink',
    moves: 'TidyUp Scrub Declutter PowerHour ShineUp FridgeReset',
    verbs: 'Tidy Scrub Wipe Mop Sparkle',
    core: 'Sponge Mop Vacuum Scrub',
    scenes: 'DeepClean CleanTok CleaningDay',
    names:
      'OneSongClean 15MinuteClean CleanWithMe ShineYourSink CleaningBingo PickUp50Things CleanOneRoomChallenge CleanBeforeTheTimer',
    also: 'clean cleantok tidy tidying deepclean cleanroom',
  },
  declutter: {
    things: 'Boxes Bins Closet Drawer Bags Shelf Labels Donations',
    moves: 'ClearOut DonationRun DrawerReset KonMari PackingParty',
    verbs: 'Sort Donate Tidy Clear',
    core: 'Boxes Closet ClearOut Donate',
    scenes: 'ClearOut SparkJoy',
    names:
      'FillABagChallenge SparkJoyTest DeclutterOneDrawer KeepDonateToss DeclutterTenThings NewInOldOut DeclutterBingo DeclutterWithMe',
    also: 'decluttering',
  },
  organizing: {
    things: 'Bins Labels Drawer Pantry Closet Shelf Baskets Jars',
    moves: 'Restock LabelEverything RainbowSort DrawerMakeover Decant',
    verbs: 'Sort Label Restock Tidy',
    core: 'Bins Labels Baskets Sort',
    scenes: 'PantryRestock LabelMaker',
    names:
      'OrganizeYourJunkDrawer RainbowSortChallenge LabelAllTheThings FridgeRestockASMR DollarStoreOrganizing OrganizeWithMe ShoeboxOrganizerHack OrganizeInOneSong',
    also: 'organization organize organizer restock',
  },
  minimalism: {
    things: 'Closet Room Shelf Desk Drawer Backpack',
    moves: 'Declutter OneInOneOut NoBuyMonth ShelfClearOut ThirtyDayGame',
    verbs: 'Simplify Donate Clear Declutter',
    core: 'Closet Declutter Simplify',
    scenes: 'LessIsMore OneInOneOut',
    names:
      'MinimalismGame NoBuyChallenge ThirtyItemChallenge EmptyOneShelf CapsuleWardrobeWeek MinimalistOneInTwoOut MinimalistRoomReset MinimalistBagChallenge',
    also: 'minimalist minimal',
  },
  'slow living': {
    things: 'Garden Window Book Bread Kettle Teapot Linen Rain',
    moves: 'SlowMorning SlowSunday ReadingNook WindowSeat Pottering',
    verbs: 'Savor Linger Wander Unwind Pause',
    core: 'Teapot SlowMorning Savor',
    scenes: 'SlowMorning Cottagecore SlowSunday',
    names:
      'OneSlowThingADay SlowDownSunday NoRushChallenge SlowMorningChallenge PourOverPause SnailMailSunday PhoneFreeDinner SlowLivingBingo',
    also: 'slowlife softlife slowmorning intentionalliving simpleliving',
  },
  cozy: {
    things: 'Blanket Mug Socks Sweater Book Pillow FairyLights Rain Lamp Fireplace',
    moves: 'TeaTime BlanketFort MovieNight ReadingNook RainyDay',
    verbs: 'Snuggle Cuddle Sip Unwind',
    core: 'Blanket Socks Mug Snuggle',
    scenes: 'Hygge BlanketFort RainyDay',
    names:
      'BuildACozyCorner BlanketFortFriday CozySocksSunday CozyRoomMakeover CozyUnder20 CozyDrinkSwap HyggeHour CozyBingo',
    also: 'cosy hygge comfy',
  },
  breathwork: {
    things: 'Sunrise Mat Window Pillow Cushion Headphones',
    moves: 'LongExhale BellyBreath BoxBreath CalmCount SlowSigh HummingBee',
    verbs: 'Inhale Exhale Relax Breathe',
    core: 'BoxBreath Inhale Exhale',
    scenes: 'DeepBreath BoxBreath',
    names:
      'BoxBreathChallenge SighItOut LongExhaleChallenge 5MinuteBreathwork Breathe478 BalloonBreathChallenge BellyBreathBuddy BreathworkStreak',
    also: 'breathing breathe deepbreath boxbreathing',
  },
  'tai chi': {
    things: 'Park Sunrise Garden Pond Lawn Pavilion Fan',
    moves: 'CloudHands WhiteCrane SingleWhip GoldenRooster HorseStance',
    verbs: 'Flow Breathe Balance Sway',
    core: 'CloudHands Flow Balance',
    scenes: 'SunriseTaiChi Qigong',
    names:
      'CloudHandsChallenge GoldenRoosterBalance SunriseTaiChi TaiChiWithMe SlowestPunchWins TaiChiFor30Days TaiChiLunchBreak TaiChiInThePark',
  },
  forest: {
    things: 'Trees Trail Moss Ferns Creek Canopy Birdsong Pinecones',
    moves: 'TreeHug SilentWalk SitSpot MossHunt LeafRubbing',
    verbs: 'Wander Listen Breathe Explore',
    core: 'Trees Moss TreeHug Wander',
    scenes: 'ForestBathing Woodland',
    names:
      'ForestBathing GoHugATree MossHuntChallenge ListenToTheForest ForestFindsArt ForestBingo ForestSitSpot PineconeHunt',
    also: 'woods forestbathing tree treehug',
  },
  nap: {
    things: 'Pillow Blanket Couch Hammock EyeMask Alarm Sunbeam',
    moves: 'Siesta Snooze RestBreak QuietHour Doze LieDown',
    verbs: 'Rest Recharge Snooze Doze',
    core: 'Pillow Couch Siesta Snooze',
    scenes: 'PowerNap Siesta NapTime',
    names:
      'PowerNapChallenge CoffeeNap SundayNapClub NoGuiltNap NapTimeForGrownups NapNookMakeover NapPlaylistSwap NapInTheHammock',
    also: 'napping naptime powernap siesta',
  },
  '5am': {
    things: 'Alarm Sunrise Coffee Journal Planner Sneakers Window',
    moves: 'SunriseWalk QuietHour MorningPages EarlyWorkout Journaling',
    verbs: 'Rise Plan Start Stretch',
    core: 'Alarm Sunrise EarlyWorkout Rise',
    scenes: '5AMClub EarlyBird',
    names:
      '5AMClub 5AMForAWeek RiseBeforeTheSun 5AMNoSnooze 5AMWhatIGotDone 5AMQuietHour 5AMPhoneFree 5AMOneTask',
    also: '5amclub earlybird earlyriser wakeupearly morningperson',
    spelled: '5AM',
  },
  posture: {
    things: 'Desk Chair Mirror Wall Book Monitor Backpack',
    moves: 'ShoulderRoll ChinTuck WallAngel BookBalance ChestOpener DoorwayStretch',
    verbs: 'Stretch Stand Align',
    core: 'Chair BookBalance Align',
    scenes: 'BookOnHead',
    names:
      'BookOnHeadChallenge WallAngelChallenge PostureCheckEveryHour 30DayPostureFix ChinTuckBreak PostureSelfieCheck DeskPostureMakeover ShoulderRollReset',
  },
  'desk stretch': {
    things: 'Chair Desk Monitor Keyboard Mug Window Timer',
    moves: 'NeckRoll ShoulderRoll SeatedTwist WristCircle ChairSquat AnkleCircle',
    verbs: 'Stretch Stand Twist Move',
    core: 'Desk Chair NeckRoll Stretch',
    scenes: 'DeskYoga DeskBreak',
    names:
      '60SecondDeskStretch CoworkerStretchBreak DeskStretchWithMe ZoomCallDeskStretch GentleNeckRolls SeatedTwistReset DeskStretchReminder WristCircleRelief',
    also: 'deskworkout officestretch deskyoga',
  },
  volunteering: {
    things: 'FoodBank Gloves Apron Clipboard Vest Donation Shelter Community',
    moves: 'FoodDrive ParkCleanup CardMaking ReadingBuddy CoatDrive BakeSale',
    verbs: 'Help Give Serve Donate Share',
    core: 'FoodBank FoodDrive Help',
    scenes: 'FoodBank FoodDrive GivingTuesday',
    names:
      'OneHourForGood GiveBackChallenge BringAFriendToVolunteer CardsForSeniors VolunteerBingo FoodBankPackOff VolunteerWithMe VolunteerStreak',
    also: 'volunteer charity donate donation foodbank',
  },
  'zero waste': {
    things: 'ToteBag Jar Bottle Compost Bamboo Beeswax Cutlery RefillShop',
    moves: 'Swap Reuse Upcycle MendIt BulkShop Composting',
    verbs: 'Reuse Refill Mend Swap Compost',
    core: 'ToteBag Upcycle Reuse',
    scenes: 'EarthDay ReduceReuse',
    names:
      'ZeroWasteSwap PlasticFreeJuly MendItDontToss BringYourOwnJar ZeroWasteTrashJar ZeroWasteUpcycle ZeroWasteBingo FeedYourCompost ZeroWasteWeek',
    also: 'plasticfree ecofriendly recycling recycle composting',
  },
  birdwatching: {
    things: 'Binoculars Feeder Backyard Park Notebook Robin Owl Hummingbird',
    moves: 'BackyardCount BirdCall DawnChorus FeederWatch SpotAndSketch LifeList',
    verbs: 'Listen Spot Sketch Wander',
    core: 'Binoculars Feeder Robin Spot',
    scenes: 'DawnChorus BirdFeeder',
    names:
      'BirdwatchingBingo NameThatBirdsong BackyardBirdCount FirstBirdOfTheDay BirdwatchFromYourWindow FeederCamReveal TenBirdsThisWeek DrawTheBirdYouSaw DawnChorusGuess',
    also: 'birding birder',
  },
  stargazing: {
    things: 'Moon Blanket Telescope Sky Meteor Constellation Hilltop Cocoa',
    moves: 'MeteorShower MoonWatch StarCount ConstellationHunt NightSkyWalk',
    verbs: 'Wish Wonder Spot Gaze',
    core: 'Telescope Constellation MeteorShower Wish',
    scenes: 'NightSky MeteorShower',
    names:
      'SpotAConstellation StargazingBingo FindTheBigDipper CountTheMeteors StargazingTimeLapse WishOnAStar DarkSkyHunt StargazingNoApp StargazingSketchbook',
    also: 'nightsky',
  },
  'spring cleaning': {
    things: 'Windows Closet Vacuum Sponge Bins Fridge Curtains Garage',
    moves: 'Declutter WindowWash ClosetPurge FridgeReset GarageSort',
    verbs: 'Scrub Dust Wipe Clear Donate',
    core: 'Vacuum Windows Declutter Scrub',
    scenes: 'DeepClean ClosetPurge',
    names:
      'SpringCleanBingo OneRoomADay SpringCleanYourPhone 30DaySpringClean SpringCleanInTenSongs GrimeReveal SpringCleanWithMe SpringCleanOneDrawer',
    also: 'springclean springreset',
  },
  therapy: {
    things: 'Couch Journal Notebook Tea Tissues Plant Homework',
    moves: 'CheckIn Reflection BrainDump Reframe Boundaries Breakthrough',
    verbs: 'Talk Heal Reflect Grow Share',
    core: 'Couch CheckIn Talk',
    scenes: 'TherapySession',
    names:
      'ThingsTherapyTaughtMe ShareYourCalmDownTip TryABreathingExercise FeelingsWheelCheck ArtTherapyDoodle CopingSkillsBingo MusicTherapyPlaylist TherapyMythOrFact',
    also: 'counseling counselling',
  },
  burnout: {
    things: 'Couch Blanket Bed Calendar Laptop Inbox',
    moves: 'DoNothingDay Nap LogOff SlowWeek OutOfOffice BoundarySetting',
    verbs: 'Rest Recover Pause Recharge',
    core: 'Laptop LogOff Recharge',
    scenes: 'RunningOnEmpty',
    names:
      'LogOffAt5 OutOfOfficeForReal BurnoutDoNothingDay SayNoToOneThing LunchAwayFromDesk BurnoutCancelOnePlan BurnoutRestDay BurnoutResetWeek',
  },
  boundaries: {
    things: 'Phone Calendar Planner Inbox Headphones Voicemail',
    moves: 'SayNo DoNotDisturb LogOff PoliteNo OutOfOffice',
    verbs: 'Protect Rest Unplug',
    core: 'SayNo DoNotDisturb Protect',
    scenes: 'DoNotDisturb',
    names:
      'KindNoScript NoWithoutSorry DoNotDisturbHour SetABoundaryChallenge BoundaryOfTheWeek PhoneBoundaryAfterNine BoundaryRolePlay BoundaryBingo',
    also: 'sayingno boundary',
  },
  'inner child': {
    things: 'Crayons Swing Stickers Playground Cartoons Treehouse Snacks',
    moves: 'BlanketFort Hopscotch ColoringPage CartoonMorning Sprinklers',
    verbs: 'Play Giggle Draw Swing Imagine',
    core: 'Crayons Playground BlanketFort Play',
    scenes: 'Childhood Playground',
    names:
      'DearLittleMe InnerChildPhotoRecreate PlayLikeYoureSeven RecessForGrownups InnerChildPlayDate InnerChildSnackReunion SaturdayCartoonMorning InnerChildBucketList InnerChildDreamJob',
  },
  'younger self': {
    things: 'Letter Photo Diary Yearbook Mirror Bedroom',
    moves: 'OpenLetter ThrowbackPhoto LifeLesson AdviceList ThenAndNow',
    verbs: 'Write Forgive Reflect',
    core: 'Letter Yearbook ThrowbackPhoto Write',
    scenes: 'DearYoungerMe Throwback LittleMe',
    names:
      'DearYoungerMe RecreateAChildhoodPic YoungerSelfWouldLoveThis MakeYoungerYouProud ShowYoungerMeAround YoungerSelfDreamJob ThankYourYoungerSelf YoungerSelfPlaylist',
    also: 'dearyoungerme',
  },
  'future self': {
    things: 'Letter TimeCapsule Envelope Journal VisionBoard Calendar',
    moves: 'LetterToFutureMe FiveYearPlan DreamList Prediction OneYearCheck',
    verbs: 'Write Dream Plan Promise',
    core: 'Letter TimeCapsule FiveYearPlan Write',
    scenes: 'TimeCapsule FutureMe',
    names:
      'DearFutureMe DoItForFutureYou OpenInOneYear FutureSelfThanksYou BuryATimeCapsule FutureSelfInterview FiveYearsFromNow FutureSelfPlaylist',
    also: 'futureme timecapsule lettertoself',
  },
  romanticize: {
    things: 'Flowers Picnic Playlist FairyLights Journal Bakery Linen',
    moves: 'SoloDate PicnicForOne FlowerMarket SlowSunday CafeJournaling',
    verbs: 'Savor Wander Celebrate Notice',
    core: 'Flowers Picnic SoloDate Savor',
    scenes: 'MainCharacter SoloDate LittleTreat',
    names:
      'RomanticizeYourLife RomanticizeTheCommute LittleTreatFriday SoloDateChallenge PicnicForOne FlowersForNoReason RomanticizeYourHomework RomanticizeTheGroceryRun',
    also: 'romanticizeyourlife solodate maincharacter littletreat artistdate',
  },
  relaxation: {
    things: 'Hammock Blanket Couch Pillow Playlist Bathtub Sunbeam',
    moves: 'Daydream LazySunday DoNothingDay Soak SlowSip HammockTime',
    verbs: 'Unwind Chill Lounge Rest Breathe',
    core: 'Hammock Bathtub LazySunday Unwind',
    scenes: 'LazySunday DoNothingDay',
    names:
      'UnclenchYourJaw DropYourShoulders DoNothingForTen RelaxWithMe RelaxToTheRain LazySundayChallenge BuildARelaxationStation RelaxationPlaylistSwap',
    also: 'relax relaxing',
  },
  calm: {
    things: 'Lake Rain Waves Blanket Tea Playlist Clouds Breeze',
    moves: 'Stillness SlowExhale QuietHour Daydream CloudWatching',
    verbs: 'Breathe Pause Settle Soothe',
    core: 'Waves Lake SlowExhale Breathe',
    scenes: 'Stillness InnerPeace',
    names:
      'CalmInThreeBreaths CalmDownKit CalmSpotHunt PhoneDownCalmUp CalmBeforeTheTest 30DaysOfCalm CalmCornerMakeover CalmPlaylistSwap',
    also: 'calming peace innerpeace peaceful zen quiet calmdown',
  },
  focus: {
    things: 'Timer Desk Planner Headphones Notebook Lamp Checklist',
    moves: 'DeepWork Pomodoro SingleTask PhoneAway TimeBlock BrainDump',
    verbs: 'Plan Start Finish Prioritize',
    core: 'Timer Headphones DeepWork',
    scenes: 'MonkMode DeepWork',
    names:
      'LockInChallenge PhoneInAnotherRoom OneTabFocus OneHourFocusSprint PomodoroChallenge FocusWithMe SingleTaskSunday FocusPlaylistSwap',
    also: 'lockin lockedin monkmode concentration',
  },
  'no spend': {
    things: 'Wallet Jar PiggyBank Budget Receipt Tracker Spreadsheet',
    moves: 'NoBuyMonth CashStuffing LowSpendWeek PantryChallenge UseWhatYouHave',
    verbs: 'Save Budget Track',
    core: 'Wallet PiggyBank NoBuyMonth Save',
    scenes: 'NoBuyMonth FrugalLiving',
    names:
      'NoSpendWeekend NoSpendSavingsReveal UseItUp SwapNotShop NoSpendBingo FreeFunList PantryChallengeWeek NoSpendMonth',
    also: 'nobuy frugal',
  },
  shower: {
    things: 'Loofah Towel Robe Playlist Steam Shampoo Speaker',
    moves: 'HeadToToe SingAlong ScalpScrub FreshStart SteamBreak',
    verbs: 'Rinse Scrub Sing Refresh',
    core: 'Loofah Towel Rinse',
    scenes: 'ShowerThoughts ShowerConcert',
    names:
      'ShowerConcertChallenge OneSongShower ShowerThoughtsChallenge EverythingShowerRoutine ColdRinseFinish FoggyMirrorArt ShowerPlaylistSwap ShowerCaddyGlowUp',
    also: 'everythingshower showerroutine',
  },
  sunscreen: {
    things: 'Bottle Hat Sunglasses Beach Pool Umbrella Shade Stick SPF',
    moves: 'Reapply TwoFingerRule Layering SunStick UVCheck',
    verbs: 'Protect Apply Reapply',
    core: 'SPF Reapply Protect',
    scenes: 'SPF',
    names:
      'TwoFingerSunscreen UVCameraSunscreenTest ReapplySunscreenChallenge DontForgetYourEars SunscreenOnCloudyDays SunscreenStreak SPFBeforeSunshine SunscreenTextureTest',
    also: 'spf sunblock',
  },
  'gua sha': {
    things: 'Stone Oil Serum Jade RoseQuartz IceRoller Mirror',
    moves: 'DepuffRoutine JawlineSweep CheekLift NeckGlide ForeheadSweep',
    verbs: 'Glide Depuff Glow',
    core: 'Jade JawlineSweep Glide',
    scenes: 'MorningGuaSha',
    names:
      'GuaShaBeforeAndAfter DepuffWithMe OneWeekOfGuaSha GuaShaIn3Minutes GuaShaSpoonHack GuaShaJawlineSweep GuaShaWithABestie GuaShaMirrorMatch',
  },
  'full moon': {
    things: 'Moon Journal Window Blanket Sky Crystals Telescope',
    moves: 'MoonGazing ReleaseList MoonJournal IntentionSetting',
    verbs: 'Reflect Release Gaze',
    core: 'Moon MoonGazing Gaze',
    scenes: 'MoonRitual Moonlight',
    names:
      'FullMoonPhoneShot NameThatFullMoon FullMoonIntentions FullMoonReleaseList MoonShadowSelfie SketchTheFullMoon TwelveMoonsChallenge MoonGazingChallenge',
  },
  'sound bath': {
    things: 'Bowls Gong Chimes Mat Blanket Drum Headphones',
    moves: 'SingingBowl GongBath ChimeSession BodyScan HumBreath',
    verbs: 'Listen Hum Rest Relax',
    core: 'Bowls Gong SingingBowl Listen',
    scenes: 'SingingBowl GongBath',
    names:
      'KitchenSoundBath WaterGlassChimes SingingBowlChallenge TenMinuteSoundBath NatureSoundBath SoundBathOneObject EyesClosedSoundBath SoundBathSwap',
    also: 'soundhealing singingbowl',
  },
  asmr: {
    things: 'Mic Headphones Brush Keyboard Sponge Glass Bubblewrap',
    moves: 'Tapping Whisper Crinkle BrushSounds PageTurn Scratch',
    verbs: 'Relax Whisper Tap',
    core: 'Mic Headphones Tapping Whisper',
    names:
      'GuessTheASMRSound ASMRTenTextures TappingChallenge ASMRWithOneObject ASMRTriggerTierList WhisperWithMe ASMRAroundTheHouse NoTalkingASMR',
    spelled: 'ASMR',
  },
  retreat: {
    things: 'Cabin Lake Mat Journal Hammock Forest Schedule',
    moves: 'SunriseYoga ForestWalk SilentMorning DigitalDetox JournalingCircle',
    verbs: 'Unplug Recharge Reflect Rest',
    core: 'Cabin Lake SunriseYoga Unplug',
    scenes: 'YogaRetreat SilentRetreat',
    names:
      'SilentMorningRetreat MiniRetreatChallenge TwentyDollarRetreat PhoneFreeRetreat ReadingRetreatDay RetreatWithYourBestie RetreatBingo RetreatPlaylist',
    also: 'wellnessretreat',
  },
  'snail mail': {
    things: 'Envelope Stamp Postcard Stationery Pen Mailbox PenPal',
    moves: 'HandwrittenNote ThankYouLetter OpenWhenLetters CardSwap WaxSeal',
    verbs: 'Write Send Mail',
    core: 'Envelope Stamp PenPal Send',
    scenes: 'PenPal WaxSeal',
    names:
      'SnailMailSwap OpenWhenLetters PenPalChallenge SnailMailEnvelopeArt SnailMailToFutureMe SnailMailStreak ThankYouLetterChallenge SnailMailToAnOldFriend',
    also: 'penpal letterwriting',
  },
  teeth: {
    things: 'Toothbrush Toothpaste Mirror Timer Sink Smile',
    moves: 'TwoMinuteBrush Flossing BrushingSong SparkleSmile Rinse',
    verbs: 'Brush Smile Rinse Floss',
    core: 'Toothbrush Smile TwoMinuteBrush Brush',
    scenes: 'PearlyWhites TwoMinuteBrush',
    names:
      'TwoMinuteTeethBrush ToothbrushKaraoke TeethWithTheWrongHand FlossStreak TeethCareWithMe PlaqueRevealTest TeethBrushingDance HealthyTeethBingo',
    also: 'toothbrushing brushingteeth',
  },
  'self improvement': {
    things: 'Books Journal Planner Podcast Checklist Audiobook Goals',
    moves: 'NewSkill ReadingHour PodcastWalk WeeklyReview HabitReset',
    verbs: 'Grow Learn Improve Build',
    core: 'Books Goals NewSkill Learn',
    scenes: 'NewMe GlowUp',
    names:
      'BetterThanYesterday ReadTenPagesADay SelfImprovementBingo NewSkillIn30Days 30DaySelfImprovement SelfImprovementReportCard LevelUpYourLife SelfImprovementTipSwap',
    also: 'personalgrowth selfgrowth newme',
  },
  crystal: {
    things: 'Amethyst RoseQuartz Citrine Windowsill Shelf Pouch Moonlight',
    moves: 'Charging Grid Haul Collection SetIntention',
    verbs: 'Collect Charge Cleanse',
    core: 'Amethyst RoseQuartz Moonlight Charge',
    scenes: 'Amethyst RoseQuartz',
    names:
      'GrowSaltCrystals GuessThatCrystal CrystalGridChallenge CrystalRainbowHunt CrystalHuntChallenge CrystalOfTheWeek CrystalShelfTour CrystalForAFriend',
  },
  fidget: {
    things: 'PopIt Spinner StressBall Cube Putty Tangle Ring',
    moves: 'Pop Squish SpinnerTrick SpinnerBalance Click',
    verbs: 'Pop Spin Squish Click',
    core: 'PopIt Spinner StressBall Pop',
    scenes: 'PopIt FidgetSpinner',
    names:
      'PopItChallenge LongestFidgetSpin FidgetSpinnerTrickShot FidgetToyTierList MakeYourOwnFidget QuietestFidgetWins FidgetSwapMeet FidgetFingertipBalance',
    also: 'fidgettoy popit fidgetspinner stressball',
  },
  friendship: {
    things: 'Bestie Letter Picnic Playlist Photobooth Memory',
    moves: 'CoffeeDate WalkAndTalk CheckInText MemoryLane ThankYouNote',
    verbs: 'Call Text Hug Share Celebrate',
    core: 'Bestie Photobooth MemoryLane Hug',
    scenes: 'BFF Bestie Galentines',
    names:
      'FriendshipBraceletSwap FriendshipQuiz RecreateOurFirstPhoto ThankYourBestie FriendshipTimeCapsule CallYourBestie FriendshipBucketList FriendshipPlaylist',
    also: 'galentines',
  },
  cleanup: {
    things: 'Gloves Bags Bucket Grabber Beach Park River Trail',
    moves: 'LitterPick BeachSweep ParkSweep BeforeAndAfter BagCount',
    verbs: 'Collect Recycle Sort Pick',
    core: 'Grabber Gloves LitterPick Collect',
    scenes: 'BeachCleanup TrashTag LitterPick',
    names:
      'TrashTagChallenge LeaveItBetter OneBagCleanup CleanupBeforeAndAfter HundredPieceCleanup CleanupBingo WeirdestTrashFind CleanupCrewChallenge',
    also: 'trashtag beachcleanup litterpicking',
  },
  'new month': {
    things: 'Calendar Planner Journal Checklist Sheets Bins',
    moves: 'MonthlyReview GoalSetting FreshSheets BudgetCheck ClosetSwap',
    verbs: 'Plan Reset Review',
    core: 'Calendar Planner GoalSetting Plan',
    scenes: 'MonthlyReset',
    names:
      'NewMonthReset NewMonthBingoCard LastMonthInPhotos NewMonthOneHabit NewMonthIntentions NewMonthBucketList NewMonthFirstTry OneSecondADayMonth',
    also: 'monthlyreset',
  },
  routine: {
    things: 'Alarm Planner Checklist Journal Mat Calendar WaterBottle',
    moves: 'MakeYourBed WindDown PlanTheDay SlowMorning HabitStack',
    verbs: 'Plan Rise Reset',
    core: 'Alarm Checklist MakeYourBed Plan',
    scenes: 'DailyRoutine DayInMyLife',
    names:
      'ThreeStepRoutine SwapRoutinesChallenge RoutineWithMe RoutineStreak TenMinuteRoutine WeekendRoutineReset RoutineGlowUp RoutineBingo',
    also: 'dailyroutine',
  },
  'work life balance': {
    things: 'Laptop Calendar Couch Hobby Garden Weekend Inbox',
    moves: 'LogOff LunchWalk OutOfOffice NoEmailWeekend',
    verbs: 'LogOff Unplug Rest Balance',
    core: 'Laptop Weekend LogOff Unplug',
    scenes: 'OutOfOffice',
    names:
      'ClockOutForReal LaptopClosedBy6 NoEmailWeekend WorkdayShutdownRitual WorkLifeBalancePieChart WorkLifeBalanceStreak WorkLifeBalanceBingo WorkLifeBalanceCheckIn',
  },
  sunshine: {
    things: 'Window Garden Park Blanket Balcony Hat Sunscreen Lemonade Sun',
    moves: 'MorningLight GoldenHour PicnicLunch WindowSeat OutdoorLunch',
    verbs: 'Shine Glow Bask Stroll',
    core: 'Sun GoldenHour Bask',
    scenes: 'VitaminD SunnyDay',
    names:
      'CatchTheSunrise BeSomeonesSunshine MorningSunlightChallenge TenMinutesOfSun SunshineShadowArt SunshineYellowDay FollowTheSunbeam SunshineStreak',
    also: 'sunlight vitamind morninglight',
  },
  'touch grass': {
    things: 'Park Grass Lawn Backyard Sunlight Sneakers Frisbee',
    moves: 'Picnic PhoneFreeWalk ParkHang BarefootMinute CloudWatching',
    verbs: 'Wander Explore Unplug Breathe',
    core: 'Grass Picnic Unplug',
    scenes: 'FreshAir',
    names:
      'GoTouchGrass TouchGrass100Hours TouchGrassBingo TouchGrassBarefoot TouchGrassStreak TouchGrassBeforeScroll OneHourOutside PhoneFreeParkHang',
    also: 'outdoorplay',
  },
  rest: {
    things: 'Couch Blanket Pillow Hammock Book Playlist Sunbeam',
    moves: 'Nap Siesta Lounge Daydream SlowWalk DoNothingHour',
    verbs: 'Recharge Unwind Lounge Snooze',
    core: 'Couch Pillow Nap Recharge',
    scenes: 'RestDay LazySunday',
    names:
      'NoGuiltRestDay RestBeforeYouNeedIt LieDownAndListen SlowSaturday BuildARestNest TenMinuteRestBreak ScreenFreeRest RestDayBingo',
    also: 'restday lazyday lazysunday donothing',
  },
  'winter arc': {
    things: 'Journal Sneakers Planner Hoodie Alarm Books WaterBottle',
    moves: 'EarlyRise MorningRun LockIn ReadingHour ColdWalk NoScroll',
    verbs: 'Grind Focus Rise Build',
    core: 'Alarm Hoodie LockIn Grind',
    scenes: 'WinterGrind',
    names:
      'StartYourWinterArc WinterArcBingo WinterArcStreak WinterArcBuddyPact WinterArcTenBooks WinterArcColdWalk WinterArcGlowUp WinterArcRecap',
  },
  'winter blues': {
    things: 'Lamp Blanket Sunlight Window Mug Socks Playlist',
    moves: 'MorningLight WinterWalk CozyNight WarmDrink BrightCorner',
    verbs: 'Brighten Glow Snuggle Move',
    core: 'Lamp Blanket Sunlight Brighten',
    scenes: 'GreyDays',
    names:
      'BeatTheWinterBlues ChaseTheSunshine IndoorBeachDay WinterBluesBingo DanceOffTheBlues BrightCornerMakeover WinterBluesPlaylist WinterBluesJoyJar',
    also: 'bluemonday',
  },
  hobby: {
    things: 'Sketchbook Yarn Camera Puzzle Guitar Seeds Journal',
    moves: 'FirstAttempt TryItOnce WeekendProject SkillSwap BeginnerLuck',
    verbs: 'Try Learn Create Play',
    core: 'Sketchbook Puzzle WeekendProject Try',
    scenes: 'NewHobby WeekendProject',
    names:
      'TeachMeYourHobby FirstAttemptVsTenth HobbySwapChallenge OldHobbyRevival HobbyJarDraw 30DaysNewHobby HobbyUnder10Dollars HobbyShowAndTell',
    also: 'hobbies newhobby newskill',
  },
  nutrition: {
    things: 'Plate Veggies Fruit Water Smoothie Bowl Lunchbox',
    moves: 'EatTheRainbow RainbowPlate AddAVeggie VeggieSwap 30Plants',
    verbs: 'Nourish Fuel Add Swap',
    core: 'Veggies Plate EatTheRainbow Nourish',
    scenes: 'RainbowPlate FoodPyramid',
    names:
      'EatTheRainbowChallenge 30PlantsAWeek AddAVeggieChallenge NutritionFactOrMyth NutritionSwapChallenge NutritionLabelQuiz BuildABalancedPlate NutritionBingo',
    also: 'nourish eattherainbow mindfuleating',
  },
  'social media break': {
    things: 'Phone Apps Book Notebook Camera Journal Calendar',
    moves: 'LogOut DeleteTheApp OfflineWeek NoScroll PhotoDump',
    verbs: 'Unplug LogOut Pause Reconnect',
    core: 'Phone Apps DeleteTheApp LogOut',
    scenes: 'OfflineWeek',
    names:
      'WhatIDidInstead SocialMediaBreakTally 7DaySocialMediaBreak PostcardsNotPosts DeleteTheAppChallenge NoSocialMediaWeekend SocialMediaBreakBingo CallDontScroll',
    also: 'socialmediadetox nosocialmedia',
  },
  mindset: {
    things: 'Journal Mirror Book Podcast StickyNote Quote',
    moves: 'Reframe NotYet PepTalk SilverLining GratitudeShift',
    verbs: 'Reframe Believe Grow Shift',
    core: 'Quote Reframe Grow',
    scenes: 'GrowthMindset',
    names:
      'NotYetChallenge ReframeItChallenge MistakeOfTheWeek GrowthMindsetChallenge FailForwardFriday MindsetShiftMonday MindsetFlipCards 30DayMindsetReset',
    also: 'growthmindset',
  },
  discipline: {
    things: 'Alarm Planner Checklist Calendar Sneakers Journal',
    moves: 'ShowUp EarlyRise NoExcuses DailyCheck StreakKeep',
    verbs: 'Commit Repeat Focus Grind',
    core: 'Alarm Checklist NoExcuses Commit',
    scenes: 'NoExcuses NoZeroDays',
    names:
      'NoSnoozeChallenge HardThingFirst DisciplineOverMotivation KeepTheStreak 30DayDisciplineChallenge SelfDisciplineTest PhoneAfterHomework DisciplineBuddyPact',
    also: 'consistency selfdiscipline',
  },
  'comfort zone': {
    things: 'Stage Mic Spotlight Class Journal Dancefloor',
    moves: 'SayHello OpenMic NewClass SoloDinner AskAQuestion',
    verbs: 'Try Speak Grow Step',
    core: 'Stage Spotlight OpenMic Try',
    names:
      'DoTheScaryThing SayYesChallenge ComfortZoneLadder SayHelloFirst ComfortZoneBingo OrderForYourself ComfortZoneOpenMic ComfortZoneStreak',
    also: 'comfortzonechallenge',
  },
  'cloud watching': {
    things: 'Sky Blanket Grass Hilltop Hammock Sunhat Clouds',
    moves: 'ShapeHunt Daydream LieBack SkySketch SkyJournal',
    verbs: 'Gaze Daydream Wonder Spot',
    core: 'Clouds Sky ShapeHunt Daydream',
    scenes: 'CloudShapes SkyGazing',
    names:
      'SpotACloudAnimal CloudDoodleChallenge NameThatCloud CloudTypeBingo CloudWatchingTimeLapse CloudRace CloudWatchingWithMe CloudStoryTime',
  },
  'body care': {
    things: 'Lotion Scrub Loofah Robe BodyOil Mitt',
    moves: 'EverythingShower DryBrush ScrubDay OilUp SoftSkin',
    verbs: 'Scrub Moisturize Exfoliate Glow',
    core: 'Lotion Scrub Loofah Moisturize',
    scenes: 'SoftSkinSunday',
    names:
      'SoftSkinSunday ThankYourBody DryBrushChallenge BodyCareIn10Minutes KitchenScrubMixOff BodyCareSunscreenStreak 7DayBodyCareReset BodyCareBasketSwap',
    also: 'lotion',
  },
  overthinking: {
    things: 'Journal Notebook Pillow Playlist Tea Clock',
    moves: 'BrainDump WalkItOff Reframe WorryTime FiveSenses',
    verbs: 'Write Pause Breathe Release Reframe',
    core: 'BrainDump WalkItOff Pause',
    scenes: '3AMThoughts RacingThoughts',
    names:
      'LetTheCoinDecide QuickDecisionChallenge WorryTimeChallenge OverthinkingToDoing OverthinkingTimer OverthinkingDump NoOverthinkingDay WalkItOffChallenge',
    also: 'overthinker',
  },
  healing: {
    things: 'Journal Tea Blanket Playlist Plant Sunlight Letter',
    moves: 'BabySteps GentleWalk RestDay SlowDays InnerWork',
    verbs: 'Rest Grow Release Breathe Forgive',
    core: 'BabySteps RestDay Release',
    scenes: 'HealingJourney',
    names:
      'ProofImHealing GlimmerHunt OneHealingHabit BabyStepsChallenge SmallWinsJar HealingLetterToMe HealingStreak HealingPlaylistSwap',
    also: 'healingjourney',
  },
  savings: {
    things: 'Jar PiggyBank Envelope Wallet Coins Spreadsheet',
    moves: 'NoSpendDay PennyChallenge CashStuffing RoundUp EnvelopeMethod',
    verbs: 'Save Stash Track',
    core: 'PiggyBank NoSpendDay Save',
    scenes: 'RainyDayFund PiggyBank',
    names:
      'SaveWithMe 52WeekSavingsChallenge 100EnvelopeSavings SavingsJarChallenge SavingsGoalColorChart SavingsBingo RoundUpSavings SaveForOneThing',
    also: 'saving savemoney',
  },
  intention: {
    things: 'Journal Card StickyNote Mirror Calendar Crystal',
    moves: 'OneWord WordOfTheDay FocusWord DailyWord NewMoonList',
    verbs: 'Focus Choose Commit',
    core: 'OneWord Focus',
    scenes: 'WordOfTheYear',
    names:
      'OneWordChallenge IntentionBeforePhone StickyNoteIntention IntentionCardDraw IntentionJar WeeklyIntentionSwap IntentionAlarm IntentionStreak',
    also: 'wordoftheyear',
  },
  feelings: {
    things: 'Journal Cards Chart Stuffie Mirror Colors',
    moves: 'CheckIn EmotionWheel MoodMeter BellyBreath DrawIt',
    verbs: 'Share Notice Breathe Name',
    core: 'EmotionWheel CheckIn',
    scenes: 'BigFeelings FeelingsWheel',
    names:
      'FeelingsCharades NameTheFeeling FeelingsInEmojis HowAreYouReally FeelingsWheelChallenge DrawYourFeelings FeelingsJar FeelingsPlaylist',
    also: 'emotions bigfeelings feeling',
  },
  'brain break': {
    things: 'Classroom Desk Timer Playlist Rug Whiteboard',
    moves: 'FreezeDance ShakeOut StretchAndReach CrossCrawl BalloonBreath',
    verbs: 'Wiggle Shake Stretch Breathe',
    core: 'Classroom FreezeDance ShakeOut Wiggle',
    scenes: 'FreezeDance',
    names:
      'FreezeDanceBreak BrainBreakBalloonKeepUp WiggleItOut BrainBreakDiceRoll SimonSaysBreak CrossCrawlChallenge BrainBreakIn60Seconds BrainBreakShakeDown',
    also: 'brainbreaks',
  },
  'no complaining': {
    things: 'Bracelet Jar Journal Calendar StickyNote Notebook',
    moves: 'SilverLining Reframe GratitudeSwap PositiveSpin BraceletSwitch',
    verbs: 'Reframe Smile Notice',
    core: 'Bracelet SilverLining Smile',
    names:
      'SwitchTheBracelet 21DaysNoComplaining ComplaintToGratitude NoComplainingScoreboard ComplaintJarCoins NoComplainingCommute ComplaintFreeWeek NoComplainingBuddy',
    also: 'complaintfree',
  },
  somatic: {
    things: 'Mat Blanket Pillow Floor Playlist Bolster',
    moves: 'Shake Sway Hum Tapping BodyScan SlowStretch',
    verbs: 'Shake Sway Release Notice',
    core: 'BodyScan Shake Sway',
    names:
      'ShakeItOutSlowly HumToCalm SomaticSwayChallenge TapAndBreathe FiveMinuteSomatic 28DaySomaticChallenge SlowMoSomatic SomaticStreak',
    also: 'somatics somaticexercise somaticyoga',
  },
  'kids yoga': {
    things: 'Mat Stuffie Storybook Music Rug Classroom',
    moves: 'TreePose ButterflyPose FrogPose CatCow LionBreath StarPose',
    verbs: 'Stretch Balance Roar Breathe',
    core: 'Mat TreePose LionBreath Stretch',
    scenes: 'TreePose YogaStoryTime',
    names:
      'AnimalYogaChallenge RoarLikeALion YogaFreezeDance TreePoseBalance YogaAlphabet YogaSimonSays KidsYogaStoryTime KidsYogaBingo YogaDiceGame',
    also: 'yogaforkids',
  },
  'chair yoga': {
    things: 'Chair Desk Office Cushion Strap Window',
    moves: 'SeatedTwist NeckRoll ArmReach SeatedCatCow AnkleCircle ChairPigeon',
    verbs: 'Stretch Twist Breathe',
    core: 'Chair SeatedTwist ArmReach Stretch',
    scenes: 'SeatedTwist DeskYoga',
    names:
      'ChairYogaBreak 10MinuteChairYoga SeatedSunSalutation ChairPigeonStretch ChairTwistReset ChairYogaEveryHour ChairYogaWithMe YogaAtYourDesk',
  },
  'yin yoga': {
    things: 'Bolster Blanket Blocks Mat Pillow Timer',
    moves: 'Butterfly Dragon Sphinx Caterpillar Swan Dragonfly',
    verbs: 'Soften Release Melt Rest',
    core: 'Mat Bolster Butterfly Release',
    names:
      'MeltIntoTheMat YinYogaHoldChallenge ButterflyPoseHold YinAndUnwind 10MinuteYinYoga PillowPropYin YinYogaStreak YinYogaPlaylistSwap',
  },
  'cozy cardio': {
    things: 'WalkingPad Slippers Mug FairyLights Playlist Socks',
    moves: 'KitchenDance SlowWalk LivingRoomWalk GentleSteps ShowAndStroll',
    verbs: 'Stroll Sway Sip Move',
    core: 'WalkingPad FairyLights LivingRoomWalk Stroll',
    scenes: 'LivingRoomWalk',
    names:
      'CozyCardioInSlippers CozyCardioOneEpisode KitchenDanceCardio CozyCardio30DayStreak CozyCardioStepCount CozyCardioPlaylistSwap CozyCardioBingo CozyCardioWithYourPet',
  },
  quote: {
    things: 'StickyNote Journal Mirror Poster Wallpaper Notebook',
    moves: 'WordOfTheDay MorningMantra PepTalk Reminder Motto',
    verbs: 'Share Read Repeat Inspire',
    core: 'Poster StickyNote Motto Inspire',
    scenes: 'QuoteOfTheDay WordsToLiveBy',
    names:
      'FinishTheQuote GuessWhoSaidIt QuoteInEmojis QuoteThatChangedMe QuoteOnTheMirror QuoteChalkArt QuoteStickyNoteDrop QuoteRelay',
    also: 'inspiration inspirational',
  },
  '75 soft': {
    things: 'WaterBottle Book Sneakers Journal Checklist Mat',
    moves: 'ActiveHour TenPages BalancedPlate RestDay Stretch',
    verbs: 'Move Read Sip Rest',
    core: 'WaterBottle Checklist TenPages Move',
    names:
      'Start75SoftWithMe 75SoftBuddyChallenge 75SoftStreak 75SoftBookList 75SoftHalfway 75SoftCheckIn 75SoftGlowUp 75SoftRecap',
  },
  'sick day': {
    things: 'Blanket Soup Tea Tissues Couch Pillow',
    moves: 'Nap RestDay MovieMarathon HotTea SoupSip',
    verbs: 'Rest Sip Snooze Recover',
    core: 'Blanket Tissues MovieMarathon Rest',
    scenes: 'ChickenSoup',
    names:
      'SendSoupToAFriend GetWellCardChallenge SickDayComfortKit SickDayBlanketNest SickDayCarePackage SickDayMovieList SickDayBingo SickDayPlaylistSwap',
  },
  'room reset': {
    things: 'Bed Sheets Pillows Desk Floor Laundry Plants',
    moves: 'MakeTheBed FreshSheets Declutter Vacuum Dust',
    verbs: 'Tidy Reset Refresh',
    core: 'Bed Sheets MakeTheBed Tidy',
    scenes: 'FreshSheets TidyRoom',
    names:
      'TenMinuteRoomReset RoomResetTimeLapse RoomResetBeforeAndAfter RearrangeYourRoom FreshSheetsFriday RoomResetWithMe RoomResetBingo DormRoomReset',
  },
  'family time': {
    things: 'BoardGame Couch Kitchen Backyard Blanket Photos',
    moves: 'GameNight PhoneFreeDinner WalkAndTalk BakeTogether StoryTime',
    verbs: 'Play Share Laugh Hug',
    core: 'BoardGame Couch GameNight Hug',
    scenes: 'GameNight QualityTime FamilyDinner',
    names:
      'NoPhonesAtTheTable FamilyTimeJar FamilyTriviaShowdown FamilyBakeOff FamilyTimeCapsule FamilyStoryChain FamilyDanceParty FamilyTimeBingo',
    also: 'qualitytime',
  },
  'phone call': {
    things: 'Phone Couch Headphones Porch Voicemail Bestie',
    moves: 'CatchUp VoiceNote CheckInCall WalkAndTalk SurpriseCall',
    verbs: 'Call Chat Listen Share',
    core: 'Phone Voicemail CatchUp Call',
    scenes: 'CatchUpCall',
    names:
      'CallInsteadOfText CallAnOldFriend SurpriseCallSomeone OnePhoneCallADay ThankYouPhoneCall PhoneCallBingo PhoneCallPenPal TenMinuteCallChallenge',
    also: 'callyourmom',
  },
  'lunch break': {
    things: 'Park Bench Sunshine Podcast Sneakers Lunchbox',
    moves: 'LunchWalk NoDeskLunch StretchBreak SunBreak ParkBench',
    verbs: 'Step Stroll Unplug Recharge',
    core: 'Lunchbox ParkBench LunchWalk Recharge',
    scenes: 'LunchHour LunchWalk',
    names:
      'NoSadDeskLunch LunchBreakSideQuest PhoneFreeLunchBreak LunchBreakNewSpot TenPageLunchBreak LunchBreakBingo LunchWithACoworker LunchBreakStepCount',
    also: 'lunchwalk',
  },
  'work from home': {
    things: 'Desk Laptop Couch Plant Slippers Window Mug',
    moves: 'FakeCommute DeskStretch LunchWalk LogOff PomodoroBreak',
    verbs: 'LogOff Stretch Focus Reset',
    core: 'Laptop Slippers Desk LogOff',
    scenes: 'WFH HomeOffice FakeCommute',
    names:
      'FakeCommuteChallenge PetCoworkerIntro WFHBreakBingo LogOffOnTime WFHDeskMakeover WFHNoPajamasWeek WFHDeskStretch WFHSoundtrack',
    also: 'wfh remotework homeoffice',
  },
  'silent walk': {
    things: 'Trail Park Sneakers Sky Birds Sidewalk',
    moves: 'NoHeadphones SlowPace SoundHunt SkyWatch MindfulMile',
    verbs: 'Listen Notice Wander Breathe',
    core: 'Trail Birds NoHeadphones Listen',
    scenes: 'MindfulMile',
    names:
      'SilentWalkingChallenge NoHeadphonesWalk SilentWalkSoundHunt 30MinutesOfQuiet SilentWalkWithAFriend SilentWalkStreak SilentWalkNewRoute SilentWalkBingo',
    also: 'silentwalking',
  },
  'face yoga': {
    things: 'Mirror Serum Roller Headband Timer',
    moves: 'FishFace CheekPuff LionFace JawRelease EyeCircles BrowSmoother',
    verbs: 'Smile Lift Relax Puff',
    core: 'FishFace CheekPuff Smile',
    names:
      'FishFaceChallenge FaceYogaTryNotToLaugh LionFaceChallenge FaceYogaMirrorMatch FaceYogaGuessTheAnimal CheekPuffHold 5MinuteFaceYoga FaceYogaStreak',
  },
  'brain dump': {
    things: 'Notebook Pen StickyNote Journal Whiteboard Planner',
    moves: 'FreeWrite ToDoList WorryList Prioritize StickySort',
    verbs: 'Write Sort Release Clear',
    core: 'Notebook StickyNote ToDoList Write',
    names:
      'EmptyTheTabs TwoMinuteBrainDump StickyNoteBrainDump BrainDumpThenSort BrainDumpWithMe SundayBrainDump BrainDumpBeforeBed BrainDumpThenWalk',
  },
  reflection: {
    things: 'Journal Mirror Window Notebook Photos Lake',
    moves: 'RosesAndThorns HighsAndLows MonthlyReview LessonLearned YearRecap',
    verbs: 'Review Notice Learn Write',
    core: 'Mirror HighsAndLows Review',
    scenes: 'YearInReview RosesAndThorns',
    names:
      'RosesAndThorns MonthInThreeWords YearInReviewReel LessonOfTheWeek OneLineReflection ReflectionQuestionADay WeeklyReflectionChallenge 30DaysOfReflection',
    also: 'selfreflection yearinreview',
  },
  'care package': {
    things: 'Box Snacks Letter Socks Candy Stickers',
    moves: 'Unboxing SurpriseDrop CardWriting BoxPacking',
    verbs: 'Pack Send Gift Surprise',
    core: 'Box Letter Unboxing Send',
    scenes: 'BoxOfSunshine MailDay',
    names:
      'BoxOfSunshine OpenWhenBox OneColorCarePackage DollarStoreCarePackage CarePackageSwap CarePackageForAFriend CarePackageInAShoebox CarePackageUnboxing',
    also: 'boxofsunshine',
  },
  diffuser: {
    things: 'Oils Lavender Eucalyptus Mist Nightstand Desk',
    moves: 'CalmBlend SleepBlend FocusBlend MorningMist',
    verbs: 'Relax Blend Refresh',
    core: 'Mist CalmBlend Refresh',
    scenes: 'Aromatherapy EssentialOil',
    names:
      'GuessTheScent WhatsInMyDiffuser DiffuserMatchTheSeason NameYourBlend DiffuserThreeDrops AromaThatTakesMeBack DiffuserRecipeSwap DiffuserGlowUp',
    also: 'aromatherapy essentialoil',
  },
  hammock: {
    things: 'Trees Backyard Book Blanket Breeze Porch',
    moves: 'Swing Nap Read Daydream Stargaze',
    verbs: 'Sway Rest Read Swing',
    core: 'Trees Breeze Swing Sway',
    scenes: 'HammockTime',
    names:
      'SwingAndUnwind HangYourFirstHammock HammockInTwoMinutes HammockSpotHunt HammockNapChallenge HammockBookClub HammockCloudWatch HammockPlaylist',
  },
  resolution: {
    things: 'Planner Journal VisionBoard Calendar Checklist Countdown',
    moves: 'NewHabit GoalSetting WordOfTheYear MonthlyCheck',
    verbs: 'Plan Start Commit Dream Keep',
    core: 'Planner Countdown NewHabit Commit',
    scenes: 'NewYearNewMe NewYear',
    names:
      'OneResolutionOnly TinyResolution StillGoingInFebruary ResolutionBuddy ResolutionRecap ResolutionSwap ResolutionJar ResolutionTrackerArt',
    also: 'newyearsresolution',
  },
  beachcombing: {
    things: 'Shells SeaGlass Sand Bucket Tide Driftwood',
    moves: 'SeaGlassHunt TidePooling ShellSort SunriseStroll DriftwoodFind',
    verbs: 'Collect Wander Spot Sort',
    core: 'Shells SeaGlass Sand Collect',
    scenes: 'SeaGlass LowTide Shoreline',
    names:
      'SeaGlassHunt WhatTheTideBrought BeachcombingBingo BeachcombingRainbow OddestBeachFind BeachcombAndClean ShellMandala DriftwoodArt',
    also: 'seaglass',
  },
  encouragement: {
    things: 'StickyNote Card Lunchbox Text Voicemail Locker',
    moves: 'PepTalk LockerNote HypeText VoiceNote CheerSign',
    verbs: 'Cheer Hype Share',
    core: 'StickyNote PepTalk Cheer',
    scenes: 'LunchboxNote PepTalk',
    names:
      'HypeTextChallenge EncouragementChain LeaveAnEncouragingNote CheerSignForAFriend EncouragementVoiceMemo HideKindWordsInABook EncourageATeammate EncouragementJar',
    also: 'lovenotes lunchboxnotes',
  },
  'let them': {
    things: 'Journal Mirror Tea Phone Notebook Calendar',
    moves: 'LetGo DeepBreath Boundaries Reframe Shrug',
    verbs: 'Release Accept Shrug Focus',
    core: 'LetGo Shrug Release',
    scenes: 'LetThemTheory',
    names:
      'JustLetThem LetThemThenMe LetThemInThreeWords ThingsILetGoOf LetThemMirrorTalk LetThemStickyNote LetThemBingo LetThemWeek',
    also: 'letthemtheory lettinggo letgo',
  },
  stoicism: {
    things: 'Journal Book Quote Notebook Sunrise Bench',
    moves: 'Journaling MorningPrep EveningReview Reframe ViewFromAbove',
    verbs: 'Focus Accept Reflect Control',
    core: 'Quote EveningReview Accept',
    scenes: 'MarcusAurelius',
    names:
      'WhatCanIControl ViewFromAbove EveningReviewChallenge StoicQuoteADay StoicWeekChallenge StoicOrNotQuiz StoicSilentHour StoicBookClub',
    also: 'stoic',
  },
  bonsai: {
    things: 'Tree Pot Shears Moss Wire Shelf Soil',
    moves: 'Pruning Watering Repotting Shaping Wiring',
    verbs: 'Prune Water Shape',
    core: 'Tree Pot Moss Shape',
    scenes: 'TinyTree',
    names:
      'GrowATinyTree FiveDollarBonsai BonsaiBeforeAndAfter NameYourBonsai BonsaiPruningChallenge BonsaiTimeLapse GuessTheBonsaiAge BonsaiShelfTour',
  },
  'zen garden': {
    things: 'Sand Rake Stones Tray Moss Lantern',
    moves: 'Raking Spirals Ripples Waves StonePlacement',
    verbs: 'Rake Breathe Smooth',
    core: 'Sand Rake Stones Ripples',
    scenes: 'RakedSand RockGarden',
    names:
      'RakeASpiral TraceYourMoodInSand ZenGardenDesignOff PlaceThreeStones DeskZenGarden ZenGardenASMR ZenGardenTimeLapse ZenGardenDaily',
  },
  'anti bullying': {
    things: 'Playground Hallway Classroom Locker Lunchbox Bench',
    moves: 'KindWords BuddyBench IncludeSomeone SpeakUp StandUp',
    verbs: 'Include Support Speak',
    core: 'Playground BuddyBench SpeakUp Include',
    scenes: 'PinkShirtDay BuddyBench',
    names:
      'BeAnUpstander SitWithSomeoneNew PinkShirtDay AntiBullyingBuddyUp KindCommentsOnly AntiBullyingPledge AntiBullyingRolePlay AntiBullyingBingo',
    also: 'bullying pinkshirtday',
  },
  resilience: {
    things: 'Journal Seedling Compass Notebook Mirror',
    moves: 'GetBackUp SmallWins SilverLining NotYet Reframe',
    verbs: 'Rise Grow Adapt Persist',
    core: 'Seedling GetBackUp Rise',
    scenes: 'BounceBack Comeback',
    names:
      'BounceBackChallenge TryAgainTuesday TenthAttemptReveal ComebackStory ResilienceTipSwap 30DaysOfResilience ResilienceJar ResilienceStreak',
    also: 'grit perseverance',
  },
  'bucket filler': {
    things: 'Bucket Jar Notes Classroom Stickers PomPoms',
    moves: 'KindNote ShoutOut KindWords HelpingHand ShareTurn',
    verbs: 'Fill Share Help Thank',
    core: 'Bucket KindNote HelpingHand Fill',
    names:
      'BeABucketFiller FillSomeonesBucket BucketFillerSecretMission TenBucketsInADay BucketFillerNotes BucketFillerBingo BucketFillerChain BucketFillerStreak',
    also: 'bucketfilling',
  },
  'inbox zero': {
    things: 'Inbox Laptop Coffee Folders Timer Filters',
    moves: 'Unsubscribe Archive Declutter BatchReply FolderSort',
    verbs: 'Sort Delete Archive Reply',
    core: 'Inbox Laptop Unsubscribe Archive',
    scenes: 'ZeroUnread',
    names:
      'InboxZeroCountdown UnsubscribeSpree OldestEmailReveal InboxZeroIn10Minutes InboxZeroDance InboxZeroFriday InboxZeroWithMe InboxZeroStreak',
  },
  handwashing: {
    things: 'Soap Sink Bubbles Towel Timer Song',
    moves: 'Lather Scrub Rinse BubbleSong TwentySeconds',
    verbs: 'Lather Scrub Rinse Dry',
    core: 'Soap Bubbles TwentySeconds Lather',
    scenes: 'TwentySeconds',
    names:
      'GlitterGermTest PepperAndSoapTrick HappyBirthdayTwice HandwashingBingo HandwashingDance BiggestLatherWins HandwashingSixSteps HandwashSongSwap',
    also: 'washyourhands',
  },
  'dream journal': {
    things: 'Notebook Pen Pillow Nightstand Moon Lamp',
    moves: 'MorningRecall DreamSketch RecallList NightLog',
    verbs: 'Recall Write Sketch Dream',
    core: 'Notebook Pillow MorningRecall Write',
    scenes: 'Dreamland DreamRecall',
    names:
      'DreamJournalActItOut WeirdestDreamStory GuessMyDream DreamJournalDoodle DreamRecallChallenge DreamJournalIn3Words WhatIDreamtLastNight DreamJournalStreak',
    also: 'dreamdiary',
  },
  'mood tracker': {
    things: 'Journal Stickers Colors Calendar Pens',
    moves: 'ColorCode DailyCheckIn EmojiScale MonthlyReview PixelGrid',
    verbs: 'Track Color Notice Reflect',
    core: 'Journal PixelGrid Track',
    scenes: 'YearInPixels BulletJournal',
    names:
      'YearInPixels ColorYourMood MoodTrackerBeadJar MoodTrackerReveal MoodEmojiCalendar 30DayMoodTracker MoodTrackerArt GuessMyMonth',
    also: 'yearinpixels',
  },
  'eye break': {
    things: 'Window Screen Plant Timer Glasses Monitor',
    moves: 'LookAway BlinkBreak WindowGaze FarFocus Palming',
    verbs: 'Blink Rest Look Gaze',
    core: 'Screen Window LookAway Blink',
    scenes: 'ScreenBreak',
    names:
      'EyeBreak202020 LookOutTheWindow EyeBreakFigureEight BlinkBreakChallenge PalmingPause FindSomethingGreen EyeBreakStreak EyeBreakBingo',
    also: '202020 eyestrain',
  },
  'happy place': {
    things: 'Beach Garden Park Couch Library Kitchen',
    moves: 'SunsetStroll SlowMorning ReadingNook WindowSeat LongBath',
    verbs: 'Escape Unwind Savor Return',
    core: 'Beach Garden ReadingNook Escape',
    names:
      'GuessMyHappyPlace ShowMeYourHappyPlace HappyPlaceInOnePhoto DrawYourHappyPlace HappyPlaceInThreeWords HappyPlaceSoundscape BuildAHappyPlaceCorner HappyPlacePlaylist',
  },
  glimmer: {
    things: 'Sunlight Coffee Rainbow Flowers Puppy Birdsong',
    moves: 'SmallJoys LittleMoments NoticeIt SunbeamSpot SmileSpotting',
    verbs: 'Notice Savor Share Smile',
    core: 'Sunlight Rainbow SmallJoys Notice',
    scenes: 'SmallJoys LittleThings',
    names:
      'SpotAGlimmer ThreeGlimmersADay GlimmerPhotoDump TenMinuteGlimmerHunt GlimmerJar GlimmerChain GlimmerStreak GlimmerBingo',
    also: 'smalljoys',
  },
  ocean: {
    things: 'Waves Shore Shells Tide Breeze Horizon',
    moves: 'ShoreWalk WaveWatch BarefootStroll SunriseSit TideWatch',
    verbs: 'Breathe Listen Wander Float',
    core: 'Waves Shells Tide Float',
    scenes: 'Seaside OceanBreeze DeepBlue',
    names:
      'BreatheWithTheWaves OceanColorMatch DrawTheOcean OneBagForTheOcean OceanInOneWord OceanBingo OceanSoundsBreak OceanTreasureHunt',
    also: 'sea seaside',
  },
  'dopamine menu': {
    things: 'List Playlist Snacks Sunshine Sticker Journal',
    moves: 'Starters Mains Sides Desserts Specials',
    verbs: 'Enjoy Plan Pick Refuel',
    core: 'Playlist Pick',
    names:
      'BuildADopamineMenu OrderFromYourMenu DopamineMenuDiceRoll MenuOfLittleJoys DopamineMenuSwap DopamineMenuStarters DopamineMenuBingo RateMyDopamineMenu',
  },
  'no sugar': {
    things: 'Fruit WaterBottle Tea Berries Snacks Calendar',
    moves: 'FruitSwap SnackSwap SparklingWater LabelCheck HomemadeTreat',
    verbs: 'Swap Sip',
    core: 'Fruit LabelCheck SnackSwap Swap',
    scenes: 'SugarDetox',
    names:
      'HiddenSugarHunt NoSugarTasteTest 21DaysSugarFree FruitForDessert NoSugarSnackSwap SugarFreeSeptember NoSugarBakeOff NoSugarCoffeeWeek',
    also: 'sugarfree nosugarchallenge',
  },
  'dry january': {
    things: 'Mocktail SparklingWater Tea Calendar Lime Mint',
    moves: 'MocktailMaking EarlyNight MorningWalk FreshStart',
    verbs: 'Sip Swap Rest Reset',
    core: 'Mocktail SparklingWater FreshStart Sip',
    scenes: 'DryJan MocktailHour',
    names:
      'DryJanuaryBingo DryJanuaryMocktailOff SparklingSwap DryJanuaryStreak DryJanuaryCheckIn DryJanuarySavingsJar DryJanuarySideQuest DryJanuaryGlowUp',
    also: 'dryjan',
  },
  sauna: {
    things: 'Towel Bench WaterBottle Cedar Steam Robe',
    moves: 'SweatSession ColdShower Hydrate Breathe Rest',
    verbs: 'Relax Unwind Sip Breathe',
    core: 'Towel Steam SweatSession Relax',
    scenes: 'SteamRoom SaunaSunday',
    names:
      'TenMinuteSauna SaunaAndHydrate SaunaThenStretch SweatAndUnwind SaunaFirstTimeReact SaunaBingo SaunaPlaylistSwap SaunaMeditation',
    also: 'steamroom',
  },
  'screen time': {
    things: 'Phone Book Timer Board Game Notebook',
    moves: 'PhoneFreeHour ScreenFreeSunday BookInstead WalkInstead AppLimit',
    verbs: 'Unplug Log Read Walk',
    core: 'Phone Timer AppLimit Unplug',
    scenes: 'PhoneFreeHour DigitalDetox',
    names:
      'GuessMyScreenTime HalfMyScreenTime ScreenTimeBeforeAndAfter ScreenFreeSaturday PhoneInAnotherRoom ScreenTimeBingo ScreenTimeSwap DinnerWithoutScreens',
  },
  hug: {
    things: 'Grandma Friend Teddy Blanket Dog Family',
    moves: 'Squeeze Cuddle HighFive Wave KindNote',
    verbs: 'Squeeze Share Cuddle',
    core: 'Teddy Squeeze Cuddle',
    scenes: 'BearHug GroupHug FreeHugs',
    names:
      'HugItOut GroupHugFriday TwelveHugsADay AskBeforeYouHug SendAVirtualHug HugYourPeople FamilyHugChallenge LongestHugWins',
    also: 'hugs hugging cuddle',
    verb: true,
  },
  'fresh start': {
    things: 'Journal Calendar Notebook Sneakers Planner Sunrise',
    moves: 'NewHabit MorningWalk RoomReset BrainDump DayOne',
    verbs: 'Reset Begin Plan Grow',
    core: 'Calendar Sunrise DayOne Begin',
    scenes: 'CleanSlate DayOne NewBeginnings',
    names:
      'DayOneStartsNow CleanSlateSunday FreshStartThreeGoals FreshStartFriday StartOverKindly FreshStartRoomReset FreshStartBingo FreshStartPlaylist',
    also: 'newbeginnings newstart',
  },
  'try something new': {
    things: 'Class Recipe Instrument Paint Notebook Book',
    moves: 'NewHobby NewRecipe FirstLesson NewRoute DayOne',
    verbs: 'Try Learn Explore Begin',
    core: 'Class NewHobby FirstLesson Try',
    scenes: 'FirstTime',
    names:
      'FirstTimeFriday 30NewThings TrySomethingNewJar TrySomethingNewDice TrySomethingNewSkillSwap TakeTheOtherRoad FirstTryReaction TrySomethingNewBingo',
    also: 'newthings firsttime',
  },
  'that girl': {
    things: 'Journal Smoothie Sneakers Planner Matcha Mat',
    moves: 'MorningRoutine Pilates Journaling HotGirlWalk EarlyRise',
    verbs: 'Glow Plan Rise Reset',
    core: 'Smoothie Journal MorningRoutine Glow',
    scenes: 'MatchaMorning',
    names:
      'BecomingThatGirl RealisticThatGirl ThatGirlFor30Days ThatGirlOnABudget 5AMThatGirl ThatGirlWalkClub ThatGirlHabitBingo ThatGirlSundayReset',
    also: 'thatgirlroutine',
  },
  'lucid dreaming': {
    things: 'Journal Pillow Pen Moon Notebook Alarm Stars',
    moves: 'RealityCheck DreamJournal WindDown DreamRecall',
    verbs: 'Dream Write Notice',
    core: 'Pillow Stars RealityCheck Dream',
    scenes: 'Dreamscape',
    names:
      'RealityCheckChallenge DreamSignHunt FlyInYourDream LucidDreamBucketList WhatDidYouDream LucidDreamStoryTime LucidDreamStreak LucidDreamTipSwap',
    also: 'luciddream',
  },
  massage: {
    things: 'Oil Candle Towel Ball FoamRoller Lotion',
    moves: 'ShoulderRub FootRub HandRub ScalpRub NeckRub',
    verbs: 'Rub Knead Relax Unwind',
    core: 'Towel Lotion ShoulderRub Rub',
    scenes: 'BackRub ShoulderRub',
    names:
      'TennisBallMassage ShoulderRubChain ScalpMassageMinute FootRubFriday SelfMassageSunday HandMassageBreak MassageSwapDay GuessTheMassageTool',
  },
  mood: {
    things: 'Journal Playlist Tracker Colors Emoji Notebook',
    moves: 'CheckIn DanceBreak Gratitude SunlightWalk BrainDump',
    verbs: 'Notice Name Lift Share',
    core: 'Emoji Playlist CheckIn',
    scenes: 'MoodBoost',
    names:
      'MoodInOneSong NameYourMood MoodEmojiCheck MoodBoostIn60Seconds MoodBeforeAndAfter MoodColorOfTheDay MoodBoardOfTheWeek MoodMatchThePlaylist',
    also: 'moodboost moodbooster',
  },
  chill: {
    things: 'Blanket Tea Hammock Playlist Candle Sofa',
    moves: 'SlowMorning Nap DeepBreath Stroll CozyNight',
    verbs: 'Relax Unwind Rest Breathe',
    core: 'Hammock Sofa CozyNight Relax',
    scenes: 'NightIn LazySunday',
    names:
      'DoNothingHour ChillSunday ChillPlaylistSwap ChillestSpotHunt SlowDownChallenge ChillBingo ChillCornerGlowUp ChillLevelCheck',
    also: 'chillout chilling',
  },
  tired: {
    things: 'Pillow Blanket Tea Bed EyeMask Sunlight',
    moves: 'PowerNap EarlyNight Stretch SunlightWalk WindDown',
    verbs: 'Rest Recharge Sleep Stretch',
    core: 'Pillow Bed PowerNap Recharge',
    scenes: 'PowerNap MondayMorning',
    names:
      'AlarmAcrossTheRoom BedBy9Challenge TiredButDidIt SunlightWakeUp NoMoreTiredMornings TiredDayRecharge SplashAndStretch TiredBrainReset',
    also: 'exhausted',
  },
  sad: {
    things: 'Journal Blanket Pet Friend Playlist Tea',
    moves: 'TalkItOut GoodCry ComfortShow Walk CheckIn',
    verbs: 'Share Talk Rest Feel',
    core: 'Blanket Playlist GoodCry TalkItOut',
    scenes: 'GoodCry',
    names:
      'CheerUpAFriend ShareYourComfortShow SadDayPlaylistSwap SadDayComfortList SendASmileCard SadDayTinyWin SadDayDrawing SadDayBingo',
    also: 'sadness',
  },
  angry: {
    things: 'Pillow Journal StressBall Playlist Notebook',
    moves: 'CountToTen DeepBreath CalmDownCorner Walk Squeeze',
    verbs: 'Breathe Count Squeeze Pause',
    core: 'StressBall Pillow CountToTen Breathe',
    scenes: 'CalmDownCorner CountToTen',
    names:
      'CountToTenChallenge BreatheBeforeYouReact AngryLetterNeverSent AngerToArt SqueezeAndRelease AngryToCalmChallenge AngerThermometer CoolDownCorner',
    also: 'anger mad',
  },
  acne: {
    things: 'Cleanser Sunscreen Patch Moisturizer Towel Mirror',
    moves: 'PimplePatch GentleCleanse NoFilter SkinJourney',
    verbs: 'Cleanse Patch Hydrate',
    core: 'Patch Cleanser SkinJourney Cleanse',
    scenes: 'PimplePatch SkinJourney',
    names:
      'HandsOffYourFace NoFilterAcne PimplePatchArt RealSkinChallenge AcneMythOrFact AcneKindComments AcneJourneyCheckIn AcneRoutineSwap',
    also: 'pimple pimples',
  },
  succulent: {
    things: 'Pot Soil Windowsill Cactus Sunlight Terrarium',
    moves: 'Propagate Repot WaterDay LeafCutting',
    verbs: 'Water Repot Grow',
    core: 'Pot Terrarium Cactus Repot',
    scenes: 'Terrarium',
    names:
      'SucculentFromALeaf SucculentRescue WeirdestSucculentPot NameYourSucculent TerrariumInAJar SucculentTimeLapse SucculentSwap SucculentGardenChallenge',
  },
  insomnia: {
    things: 'Pillow Ceiling Tea Clock Book Blanket Sheep Moonlight Fan Journal',
    moves: 'SheepCount CoolSideFlip TeaRitual WindDown ScreenOff',
    verbs: 'Rest Unwind Breathe Drift',
    core: 'Pillow SheepCount Drift',
    scenes: 'CountingSheep SleeplessNight',
    names:
      'BoringBedtimeStory NoScreensBeforeBed CountBackwards300 InsomniaTipSwap InsomniaWorryList BeatInsomniaChallenge InsomniaPlaylistSwap InsomniaBingo',
    also: 'cantsleep sleepless',
  },
  candle: {
    things: 'Wick Flame Jar Wax Match Lighter Scent Glow Lid Holder',
    moves: 'WickTrim FirstBurn MeltPool ScentTest GlowHour FlameGaze',
    verbs: 'Light Trim Melt Glow',
    core: 'Wick Scent Glow',
    scenes: 'Candlelight',
    names:
      'GuessTheCandleScent CandleTierList CandleJarUpcycle FixTheCandleTunnel WaxMeltMixOff CandleGazeMinute CandleNameChallenge CandleSwapWithAFriend',
    also: 'scentedcandle candlelight',
  },
  fireplace: {
    things: 'Log Flame Mantel Blanket Cocoa Poker Screen Stocking Armchair Ember',
    moves: 'FireGaze CracklingFire WarmHands CocoaSip EmberWatch SlipperWarm',
    verbs: 'Warm Crackle Stoke Toast',
    core: 'Mantel Stocking Crackle Warm',
    scenes: 'Fireside CracklingFire',
    names:
      'FiresideStoryChain FireplaceReadAThon FireplacePicnic FiresideQuestionJar FireplaceASMR FireplaceBingo FireplaceGameNight NoTVJustFire',
    also: 'hearth',
  },
  'wind chime': {
    things: 'Porch Breeze Bell Tube Bamboo Shell Glass Garden Tree String',
    moves: 'BreezeListen ShellHang PorchSit SoundWalk TuneIn',
    verbs: 'Listen Hang Ring Sway',
    core: 'Breeze Bell Ring',
    names:
      'UpcycledWindChime GuessTheChimeSound WindChimeTuneOff WindChimeASMR WindChimeFromNature WindChimeMeditation ListenToTheBreeze WindChimeSoundWalk',
  },
  pond: {
    things: 'Duck LilyPad Frog Reed Ripple Bench Dragonfly Koi Turtle Dock',
    moves: 'RippleWatch DuckCount StillSit BenchBreak FrogSpot',
    verbs: 'Sit Watch Listen Reflect',
    core: 'Duck LilyPad Ripple Reflect',
    scenes: 'DuckPond LilyPad',
    names:
      'PondLifeBingo CountTheDucks FrogSpotting SketchThePond PondInOnePhoto PondCritterGuess PondSoundsMinute PondTimeLapse',
    also: 'duckpond',
  },
  'hot water bottle': {
    things: 'Cover Blanket Bed Feet Tea Socks Knit Pillow Kettle Slipper',
    moves: 'FeetWarm CozyCuddle BedPreheat CrampComfort KnitCover',
    verbs: 'Warm Fill Snuggle Soothe',
    core: 'Knit Blanket CozyCuddle Warm',
    names:
      'PreheatTheBed NameYourBottleBuddy KnitABottleCover CozyFeetChallenge BottleAndABook DecorateYourBottle BedtimeWindDown WarmBottleMovieNight',
  },
  homesick: {
    things: 'Photo Pillow Postcard Letter Blanket Teddy Phone Recipe Hoodie Candle',
    moves: 'VideoCall CarePackage HomeCookedMeal CountdownToHome OldPhotoScroll ComfortMovie',
    verbs: 'Miss Call Visit Remember',
    core: 'Photo Postcard VideoCall Miss',
    scenes: 'TasteOfHome HomeSweetHome',
    names:
      'HomesickSnackSwap CookYourHometownDish CozyDormMakeover CallHomeChallenge FamilyPhotoWall HomesickCarePackage HomesickSnailMail HomesickPlaylist',
    also: 'homesickness',
  },
  'brain fog': {
    things: 'Coffee StickyNote Key Glasses Phone Calendar WaterGlass Notebook Planner Fridge',
    moves: 'DoorwayBlank KeyHunt BrainDump SlowStart WordOnTheTip',
    verbs: 'Focus Reset Recall Unwind',
    core: 'StickyNote DoorwayBlank Focus',
    names:
      'ClearTheFogChallenge RebootMyBrain BrainFogStickyNotes FreshAirForTheFog BrainFogLiftIn10 BrainFogReset BrainFogBingo OneTaskAtATime',
  },
  'gut health': {
    things: 'Kimchi Kefir Yogurt Sauerkraut Fiber Oats Berries Kombucha',
    moves: 'FermentJar FiberSwap PlantCount WalkAfterMeals RainbowPlate',
    verbs: 'Ferment Nourish Digest Sip',
    core: 'Kimchi Kefir Fiber',
    names:
      '30PlantsAWeek FermentSomethingNew KefirTasteTest GutHealthFiberBingo GutHealthBreakfastSwap GutHealthMythOrFact MakeYourOwnSauerkraut GutHealthSmoothieOff GutHealthUnder20',
    also: 'probiotics microbiome guthealthy healthygut',
  },
  'cold plunge': {
    things: 'Tub Ice Thermometer Towel Robe Timer',
    moves: 'Plunge IceBath SlowExhale ColdDip WarmUp',
    verbs: 'Plunge Breathe Dip Shiver',
    core: 'Ice Tub SlowExhale',
    names:
      'PokerFacePlunge MyFirstColdPlunge 30SecondColdPlunge BreatheThroughThePlunge ColdPlungeMoodCheck ColdPlungeVsSauna ColdPlungeCountdown ColdPlungeStreak',
    also: 'icebath coldtherapy',
  },
  'cold shower': {
    things: 'Shower Towel Timer Playlist Robe Bathroom',
    moves: 'ColdFinish WarmToCold CountdownBreath ShowerSong',
    verbs: 'Rinse Breathe Shiver Brace',
    core: 'Towel ColdFinish Shiver',
    names:
      'SingThroughTheCold 30SecondColdFinish NoScreamColdShower 7DayColdShower WarmToColdSwitch ColdShowerMoodCheck ColdShowerCountdown ColdShowerPlaylist',
  },
  grounding: {
    things: 'Grass Sand Soil Tree Moss Dew Pebbles',
    moves: 'BarefootWalk FiveSenses TreeHug MorningDew SitSpot',
    verbs: 'Ground Breathe Notice Root',
    core: 'Grass BarefootWalk Notice',
    scenes: 'TouchGrass',
    names:
      '54321Grounding BarefootTextureHunt 10MinutesBarefoot SandBetweenYourToes ShowMeYourGroundingSpot TreeHugChallenge GroundingBingo GroundingStreak',
    also: 'earthing barefootwalking',
  },
  'body positivity': {
    things: 'Mirror StickyNotes Swimsuit Journal Sunshine Shorts',
    moves: 'MirrorTalk ComplimentSwap UnfilteredPhoto ThankYourBody NoFilterDay',
    verbs: 'Love Thank Accept Celebrate',
    core: 'Mirror StickyNotes ThankYourBody',
    names:
      'WhatMyBodyCanDo ThankYourBodyChallenge WearTheShortsAnyway ComplimentNotLooks BodyPositiveMirrorNote BodyPositivityPledge BodyNeutralityWeek BodyPositivePlaylist',
    also: 'bodypositive bodyimage bodyneutrality',
  },
  'self compassion': {
    things: 'Journal Tea Blanket Letter Mirror Candle',
    moves: 'KindLetter HandOnHeart SelfTalkSwap PauseAndBreathe GentleReset',
    verbs: 'Forgive Soothe Pause Breathe',
    core: 'HandOnHeart KindLetter Forgive',
    names:
      'TalkToYourselfLikeAFriend LetterToYourPastSelf HandOnHeartPause SelfCompassionBreak KindSelfTalkSwap 7DaySelfCompassion SelfCompassionNotes SelfKindnessSunday',
    also: 'selfkindness',
  },
  'social battery': {
    things: 'Blanket Headphones Couch Tea Book Plans',
    moves: 'Recharge QuietNight SocialBreak SoloDate NightIn',
    verbs: 'Recharge Rest Unplug Reset',
    core: 'Recharge Blanket Headphones',
    names:
      'SocialBatteryAt1Percent SocialBatteryCheck AfterPartyDecompress HowIRechargeAlone SocialBatteryEmoji TakeMyselfOnADate LowBatteryNightIn SocialBatteryBingo',
  },
  'shadow work': {
    things: 'Journal Prompts Candle Pen Tea Mirror',
    moves: 'PromptOfTheDay TriggerLog InnerDialogue LetterToSelf',
    verbs: 'Reflect Notice Write Forgive',
    core: 'Journal Prompts Reflect',
    names:
      'OneHonestAnswer ShadowWorkPromptADay LetterToYourInnerCritic FiveWhysChallenge NoticeYourTriggers 30DayShadowWorkJournal ShadowWorkCheckIn ShadowWorkStreak',
  },
  lavender: {
    things: 'Sachet Pillow Tea Oil Bouquet Candle Bath Field',
    moves: 'SachetSew PillowSpray DryBouquet TeaBrew BathSoak',
    verbs: 'Dry Brew Breathe Sew',
    core: 'Sachet PillowSpray Bouquet',
    names:
      'LavenderLatteTasteTest LavenderEverything GrowLavenderFromCuttings LavenderWandWeave LavenderSachetSwap DryYourOwnLavender LavenderLemonadeOff DIYLavenderPillowSpray',
  },
  'herbal tea': {
    things: 'Chamomile Peppermint Ginger Honey Mug Teapot Lemon',
    moves: 'BlendYourOwn SteepTimer TeaRitual MintHarvest',
    verbs: 'Steep Sip Blend Brew',
    core: 'Chamomile Mug Steep',
    names:
      'BlendYourOwnTea HerbalTeaTierList SwapCoffeeForTea ATeaForEveryMood HerbalTeaTasteTest GrowYourTeaGarden HerbalTeaStreak HerbalTeaSwap',
    also: 'chamomile tisane',
  },
  'nervous system': {
    things: 'Blanket Ice Music Humming Breath',
    moves: 'Humming Sigh BodyScan Shaking Rocking ColdSplash',
    verbs: 'Calm Soothe Regulate Hum',
    core: 'Humming BodyScan Sigh',
    names:
      'NervousSystemReset ShakeOutTheStress HumYourWayCalm SlowExhaleChallenge ColdWaterFaceSplash NervousSystemSnack NervousSystemCheckIn NervousSystemBingo',
    also: 'vagusnerve nervoussystemregulation',
  },
  'rain sounds': {
    things: 'Window Umbrella Blanket Candle Tea Headphones',
    moves: 'WindowWatch RainWalk Nap RainJournal Puddles',
    verbs: 'Listen Rest Unwind Drift',
    core: 'Window Blanket Umbrella',
    scenes: 'RainyDay',
    names:
      'GuessTheRainSurface RecordYourRainSounds UmbrellaRainASMR RainSoundsVsWhiteNoise RainSoundsTierList RainyWindowTimeLapse RainSoundsMashup RainSoundsBingo',
    also: 'sleepsounds naturesounds',
  },
  'foot soak': {
    things: 'Basin EpsomSalt Towel Lavender Pebbles Lotion Mint',
    moves: 'SoakAndRead FootMassage Scrub WarmSoak',
    verbs: 'Soak Scrub Soothe Rub',
    core: 'Basin EpsomSalt Towel',
    scenes: 'SpaNight',
    names:
      'ToeMarblePickUp DIYFootSoakBlend PostHikeFootSoak FizzyFootSoak FootSoakAndRead TenMinuteFootSoak FootSoakSwap FootSoakPlaylist',
    also: 'footbath',
  },
  'dry brushing': {
    things: 'Brush Bristles Towel Oil Shower Loofah',
    moves: 'UpwardStrokes BeforeShower Moisturize BodyOil',
    verbs: 'Brush Sweep Glow Buff',
    core: 'Brush Bristles Glow',
    names:
      'TwoMinuteDryBrush 30DayDryBrushing DryBrushVsLoofah DryBrushGlowCheck DryBrushFirstReact DryBrushMythOrFact DryBrushBingo DryBrushAndBodyOil',
    also: 'drybrush',
  },
  'hair care': {
    things: 'Comb Oil Silk Scrunchie Mask Bonnet Brush',
    moves: 'ScalpMassage HairOiling SilkWrap HairMask HeatlessCurls',
    verbs: 'Comb Oil Wrap Detangle',
    core: 'Silk Bonnet HairMask',
    scenes: 'WashDay',
    names:
      'HeatlessCurlsOvernight WashDayGlowUp NoHeatHairWeek BlindfoldBraid SilkPillowcaseSwitch HairCareRoutineSwap 30DayHairCareChallenge HairCareScalpMassage',
    also: 'hairoil scalpcare haircareroutine',
  },
  'art therapy': {
    things: 'Crayons Paint Clay Sketchbook Markers Watercolor Collage',
    moves: 'MoodDoodle ScribbleRelease FeelingsColor PinchPot Mandala',
    verbs: 'Doodle Paint Scribble Mold',
    core: 'Sketchbook MoodDoodle Scribble',
    names:
      'ScribbleItOut DoodleYourMood PaintToMusicChallenge PaintYourFeelings ArtTherapyNoEraser ArtTherapyPromptJar ArtTherapyMandala ArtTherapyCheckIn',
  },
  'laughter yoga': {
    things: 'Circle Park Friends Mat Mirror',
    moves: 'HoHoHaHa Clapping FakeLaugh GiggleCircle LionFace',
    verbs: 'Laugh Clap Giggle Breathe',
    core: 'Clapping Giggle HoHoHaHa',
    names:
      'FakeItTillYouLaugh ContagiousLaughTest LaughForOneMinute LaughterYogaGiggleChain LaughInFiveStyles LaughterYogaCircle LaughterYogaStreak LaughterYogaBingo',
  },
  perfectionism: {
    things: 'Sketchbook Eraser Pen Checklist Timer Mirror',
    moves: 'MessyFirstDraft DoneNotPerfect FailForward FirstAttempt',
    verbs: 'Try Begin Release Share',
    core: 'MessyFirstDraft Eraser Checklist',
    names:
      'BeBadAtSomethingNew DoneIsBetterThanPerfect NoEraserDrawing MessyFirstDraftChallenge FiveMinuteMasterpiece PostTheBlooper WonkyOnPurpose GoodEnoughIsGreat PerfectlyImperfectWeek',
    also: 'perfectionist',
  },
  patience: {
    things: 'Seeds Timer Puzzle Dough Candle Marshmallow Jar',
    moves: 'WaitGame SlowBake SeedDiary LongPuzzle',
    verbs: 'Wait Breathe Pause Grow',
    core: 'Seeds Timer Puzzle',
    names:
      'GrownUpMarshmallowTest 1000PiecePatience SourdoughPatienceTest GrowFromSeedChallenge WatchItBloom PatienceTimeLapse CountToTenFirst PatienceStreak',
  },
  overstimulated: {
    things: 'Headphones Blanket DimLights Earplugs Hoodie Tea',
    moves: 'QuietCorner SensoryReset LightsDown NoiseBreak',
    verbs: 'Dim Quiet Rest Reset',
    core: 'Headphones DimLights Earplugs',
    names:
      'LightsDownHour OverstimulatedResetKit FiveMinuteSensoryBreak OneSenseAtATime SoftSoundsOnly BuildAQuietCorner OverstimulatedToCalm OverstimulatedCheckIn',
    also: 'overstimulation sensoryoverload',
  },
  sun: {
    things: 'Light Rays Shadow Shades Warmth Horizon Window Dial Hat Sky',
    moves: 'MorningLight ShadowTrace LightSoak GoldenHour SkyGaze FaceTheLight',
    verbs: 'Bask Soak Glow Rise',
    core: 'Light Rays Warmth',
    scenes: 'Morning GoldenHour Summer',
    names:
      'PhoneDownSunUp MorningSunMinute SunSaluteStreak SunnySpotReset GoldenHourGratitude FollowTheSunStretch SoakUpTheSun ChaseTheLightWalk',
    also: 'sunny',
  },
  grass: {
    things: 'Lawn Blade Barefoot Picnic Dew Clover Meadow Field Whistle Mower',
    moves: 'BarefootWalk BladeWhistle CloverHunt CloudWatch LawnLie PicnicBlanket',
    verbs: 'Touch Lie Stretch Walk',
    core: 'Lawn Barefoot Picnic Touch',
    scenes: 'Backyard Park Summer',
    names:
      'TouchGrassChallenge BarefootGrassMinute CloudWatchFromTheGrass FourLeafCloverHunt DewyGrassWalk LunchOnTheGrass PhoneFreeLawnHour GrassBladeWhistle',
  },
  storm: {
    things: 'Thunder Lightning Rain Clouds Wind Window Blanket Candle Tea Flashlight',
    moves: 'ThunderCount WindowWatch BlanketFort RainListen CozyCorner',
    verbs: 'Listen Breathe Rest Snuggle',
    core: 'Thunder Rain Blanket',
    scenes: 'StormyNight RainyDay',
    names:
      'StormSoundsReset CozyStormNight BreatheThroughTheStorm AfterTheStormWalk StormWindowWatch StormyNightReadAloud BlanketFortStormDay CalmBeforeTheStorm',
    also: 'stormy storms',
  },
  'watering can': {
    things: 'Plants Garden Spout Sprinkle Seedlings Rain Sunflowers Herbs Balcony Soil',
    moves: 'MorningWatering PlantRoundup SproutCheck GentleShower WindowsillRound',
    verbs: 'Water Sprinkle Grow Tend',
    core: 'Plants Garden Sprinkle',
    scenes: 'MorningRoutine GreenCorner',
    names:
      'WateringCanRitual TalkToYourPlants WateringCanMorningWalk SlowWateringSunrise WateringCanMeditation HouseplantGrowthDiary WateringCanGratitude SeedlingCheckIn',
    also: 'wateringcans',
  },
  bathrobe: {
    things: 'Slippers Towel Spa Tea Candles Sunday Hotel Fluffy Bath Morning',
    moves: 'SpaNightIn SlowMorning TeaAndRobe FaceMaskBreak CozyReset',
    verbs: 'Relax Unwind Sip Lounge',
    core: 'Slippers Spa Fluffy',
    scenes: 'SundayMorning SpaNight',
    names:
      'BathrobeSundayReset SpaNightInChallenge SlowBathrobeMorning BathrobeTeaRitual HotelVibesAtHome BathrobeReadingHour FaceMaskAndBathrobe PhoneFreeRobeCoffee',
    also: 'bathrobes',
  },
  calendar: {
    things: 'Days Months Planner Habits Goals Stickers Countdown Weekend Schedule Reminders',
    moves: 'HabitStreak XOffTheDay MonthlyReset CountdownChain StickerStreak',
    verbs: 'Plan Track Mark Schedule',
    core: 'Days Months Habits',
    scenes: 'NewYear SundayPlanning',
    names:
      'DontBreakTheChain CalendarHabitStreak MonthlyCalendarReset CalendarGratitudeDots OneLineADayCalendar SundayCalendarPlan CalendarCountdownToJoy CalendarMoodColors',
    also: 'calendars',
  },
  shampoo: {
    things: 'Bubbles Lather Conditioner Scalp Foam Shower Rinse Curls Towel Bottle',
    moves: 'ScalpMassage LatherRinse WashDayReset FoamMohawk DoubleCleanse',
    verbs: 'Lather Rinse Massage Wash',
    core: 'Lather Scalp Conditioner',
    scenes: 'WashDay ShowerTime',
    names:
      'ScalpMassageMinute WashDayResetRoutine ShampooBarSwap LatherRinseRelax ShampooScentJournal SlowShampooShower ShampooSundayRitual FoamMohawkBreak',
    also: 'shampoos',
  },
  envelope: {
    things: 'Letter Stamp Mail Seal Postcard Savings Note Card Wax Mailbox',
    moves: 'DailySavings WaxSeal LetterToSelf GratitudeNote OpenWhenLetter',
    verbs: 'Write Seal Mail Save',
    core: 'Letter Stamp Mail',
    scenes: 'SnailMail PenPal',
    names:
      'OpenWhenEnvelopes 100EnvelopeSavings SealedGoalEnvelope LetterToFutureMe WorryEnvelopeRitual GratitudeEnvelopeJar KindNoteEnvelopeDrop SnailMailSunday',
    also: 'envelopes',
  },
  sunday: {
    things: 'Brunch Pancakes Pajamas Candle Journal Nap Park Newspaper',
    moves: 'SlowMorning ResetRoutine LazyWalk FridgeReset WeekPlan GratitudeList',
    verbs: 'Reset Rest Plan Slow',
    core: 'Brunch SlowMorning ResetRoutine',
    scenes: 'Weekend Morning',
    names:
      'SundayResetRoutine SlowSundayMorning PhoneFreeSunday SundayGratitudeList SundayFridgeReset PancakesInPajamas SundayNatureWalk PlanTheWeekAhead SundayJournalHour',
    also: 'sundays sundaynight',
  },
  'bedtime story': {
    things: 'Book Pajamas Blanket Nightlight Pillow Lullaby Dragon Moon Teddy',
    moves: 'FunnyVoices CozyReadAloud LightsOut PageTurn MadeUpTale WhisperRead',
    verbs: 'Read Tell Whisper Snuggle',
    core: 'Book Pajamas CozyReadAloud',
    scenes: 'Bedtime Nursery Sleepover',
    names:
      'BedtimeStoryVoices ThreeWordBedtimeStory MakeUpABedtimeStory FlashlightBedtimeStory KidTellsTheBedtimeStory GrandmasBedtimeStory 7NightStoryStreak SleepyVoiceReadAloud StoryUnderTheBlanket',
    also: 'bedtimestories',
  },
  'coffee break': {
    things: 'Mug Espresso Latte Cookie Window Balcony Chat Biscuit',
    moves: 'FirstSip SlowSip TenMinutePause WindowGaze FoamArt StretchBreak',
    verbs: 'Sip Pause Unwind Breathe',
    core: 'Mug FirstSip TenMinutePause',
    scenes: 'Office Afternoon',
    names:
      'PhoneFreeCoffeeBreak CoffeeBreakWalk CoffeeBreakStretch TenMinuteCoffeeBreak CallAFriendCoffeeBreak WindowSeatCoffeeBreak SipBreatheRepeat OneGoodThingPause',
    also: 'coffeebreaks',
  },
  daydreaming: {
    things: 'Clouds Window Notebook Sky Bus Rain Meadow Balcony',
    moves: 'CloudGazing WindowStare DreamJournal FutureMe WhatIf SlowDrift',
    verbs: 'Wonder Imagine Drift Dream',
    core: 'Clouds WindowStare WhatIf',
    scenes: 'RainyDay Afternoon Hammock',
    names:
      'TenMinuteDaydream PhoneFreeDaydream CloudGazingBreak DaydreamJournal WindowSeatDaydream DaydreamWalk WhatIfWednesday LetYourMindWander',
    also: 'daydream daydreams daydreamer',
  },
  'night shift': {
    things: 'Sleep Coffee Blackout Nap Scrubs Sunrise Lunchbox Moon',
    moves: 'DaySleep WindDown MidnightMeal ShiftEnd SunriseCommute',
    verbs: 'Rest Recharge Unwind',
    core: 'Sleep Coffee DaySleep',
    scenes: 'Midnight Dawn',
    names:
      'NightShiftWindDown PostShiftSunrise NightShiftSurvivalKit NightShiftNoScroll NightShiftLunchAt3AM NightShiftStretch DayOffSleepFlip NightShiftGratitude',
    also: 'nightshifts nightshifter',
  },
  firewood: {
    things: 'Logs Kindling Fireplace Woodpile Campfire Hearth Cabin Blanket Cocoa',
    moves: 'WoodStack CozyNight Fireside Crackle SlowEvening',
    verbs: 'Stack Gather Carry Warm',
    core: 'Logs Fireplace Woodpile',
    scenes: 'Cabin Winter',
    names:
      'FirewoodStackingASMR PerfectFirewoodStack FirewoodPileTetris WinterFirewoodRitual FirewoodAndCocoaNight LogOffLightTheFire CrackleAndUnwind GatherFirewoodSlowly',
  },
  bathtub: {
    things: 'Candles Bubbles Towels Bathbomb Salts Caddy Tiles Faucet Duck',
    moves: 'BathSetup TubScrub CandleSetup SoakRoutine CaddySetup',
    verbs: 'Soak Scrub Relax Unwind',
    core: 'Bubbles Candles Bathbomb',
    scenes: 'SpaNight',
    names:
      'BathtubGlowUp SundayBathtubRitual BathtubCaddySetup BathBombFizzTest HomeSpaBathtub BathtubReadingNook BathtubBubbleTower BathtubCandleGlow',
    also: 'bathtubs tub',
  },
  noon: {
    things: 'Sunshine Lunch Shadow Clock Twelve Sandwich Picnic Siesta Bench Sunhat',
    moves: 'LunchWalk SunBreak PowerNap ShadowCheck Showdown',
    verbs: 'Pause Recharge Stretch Bask Unplug',
    core: 'Lunch Twelve Sunshine',
    scenes: 'Midday Lunchtime',
    names:
      'StepOutsideAtNoon NoonStretchBreak PhoneFreeNoon NoonGratitudeCheck DrinkUpByNoon NoonSunshineWalk SlowLunchAtNoon NoonPowerNap',
    also: 'midday noontime',
  },
  'nail clippers': {
    things: 'Cuticles Toes Fingertips Emery Manicure Pedicure Towel Lotion HandCream Buffer',
    moves: 'TrimAndFile SoakFirst SmoothEdges RoundTheCorners FootSoak',
    verbs: 'Trim File Soak Buff Groom',
    core: 'Trim Manicure Pedicure',
    scenes: 'SelfCare',
    names:
      'NailClippersSelfCare SoakThenNailClippers NailClippersAndHandCream NailClippersForGrandpa NailClippersPedicure WeeklyNailClippersRitual StopBitingUseNailClippers SanitizeYourNailClippers',
    also: 'nailcutter',
  },
  'fall vibes': {
    things: 'Leaves Pumpkin Sweater Cider Cinnamon Flannel Boots Acorn Blanket Scarf',
    moves: 'LeafCrunch CozyUp PickApples RakeAPile SipCider',
    verbs: 'Rake Crunch Cozy Sip Bake',
    core: 'Leaves Pumpkin Sweater',
    scenes: 'Autumn SweaterWeather Harvest',
    names:
      'FallVibesLeafWalk CozyFallVibesNight FallVibesJournal SlowFallVibesMorning FallVibesReadingNook FallVibesGratitudeList FallVibesTeaBreak FallVibesNatureSit',
    also: 'autumnvibes',
  },
  armchair: {
    things: 'Cushion Blanket Book Footstool Recliner Armrest Lamp Tea Throw Remote',
    moves: 'SinkIn FeetUp CurlUp PowerNap ReadAChapter',
    verbs: 'Relax Recline Lounge Read Unwind',
    core: 'Cushion CurlUp Recline',
    scenes: 'ReadingNook CozyCorner',
    names:
      'PhoneFreeArmchair CurlUpArmchairRead SundayArmchairNap ArmchairTeaBreak ArmchairMeditation ArmchairJournaling MyArmchairNook ArmchairStretch',
  },
  'bath bomb': {
    things: 'Bathtub Fizz Bubbles Petals Lavender Robe Towel Rose EssentialOil Playlist',
    moves: 'DropItIn WatchItFizz SoakIn SlowDrop ColorBurst',
    verbs: 'Fizz Soak Relax Unwind Melt',
    core: 'Fizz Bathtub SoakIn',
    scenes: 'Bathtime SpaNight',
    names:
      'SundayBathBombSoak BathBombAndBreathe PhoneFreeBathBomb BathBombMoodMatch BathBombWindDown LavenderBathBomb BathBombGratitude MidweekBathBomb',
  },
  'sunny day': {
    things: 'Sunglasses Sunscreen Picnic Park Lemonade Shade Popsicle SunHat Blanket Sunflower',
    moves: 'SoakUpTheSun ShadeBreak CloudSpotting BarefootWalk',
    verbs: 'Bask Stroll Glow Relax',
    core: 'Sunscreen Picnic Sunglasses',
    scenes: 'Sunshine Outdoors',
    names:
      'SunnyDayBirdsongBreak BarefootGrassSunnyDay SunnyDayHammockNap PhoneFreeSunnyDay SunnyDayParkStretch WaterAndShadeSunnyDay SunnyDayGratitudeList LemonadeOnASunnyDay CloudGazingSunnyDay',
  },
  mouthwash: {
    things: 'Mint FreshBreath Capful Sink Smile Teeth Mirror Tingle Bottle Timer',
    moves: 'GargleSong SwishAndSpit BreathCheck ThirtySecondSwish CapfulPour',
    verbs: 'Gargle Swish Rinse Freshen',
    core: 'Gargle Swish FreshBreath',
    scenes: 'MintyFresh',
    names:
      '30DayMouthwashStreak MindfulMouthwashSwish MouthwashMirrorPepTalk SmileAfterMouthwash MouthwashFreshStart LunchBreakMouthwash OneMinuteMouthwashCalm MintyMouthwashReset',
  },
  crying: {
    things: 'Tissue Tears HappyTears Onion Pillow Hug SadMovie Mascara Sob Sniffle',
    moves: 'LetItOut WipeTears SadMovieNight TissueCount HugItOut',
    verbs: 'Sob Sniffle Weep Wipe Hug',
    core: 'Tissue Tears',
    scenes: 'Tearjerker Teary',
    names:
      'ItsOkayToCry WhatMadeYouHappyCry CryingJournalPage CryThenHydrate BreatheAfterCrying GoodCryPlaylist CryingComfortKit ShoulderToCryOn',
    also: 'cry',
  },
  'dental floss': {
    things: 'Teeth Gums Smile Mirror Toothbrush Dentist Mint Thread String Spool',
    moves: 'GumlineGlide CShapeWrap SmileCheck ThreadTheGap SpoolPull',
    verbs: 'Glide Thread Wrap Brush Rinse',
    core: 'Teeth Smile Thread',
    scenes: 'Bathroom',
    names:
      'NeverSkipDentalFloss DentalFlossHabitStreak GentleGumsDentalFloss DentalFlossNightRitual SmileCheckDentalFloss DentalFlossWithMusic FamilyDentalFlossTime DentalFlossAfterLunch',
  },
  'before bed': {
    things: 'Pajamas Pillow Toothbrush Book Lamp Blanket Tea Journal Lavender Moon',
    moves: 'LightsOut WindDown SkincareStep StoryTime BrainDump',
    verbs: 'Read Stretch Unwind Dim Breathe',
    core: 'Pajamas Pillow WindDown',
    scenes: 'Nighttime Bedtime',
    names:
      'ReadTenPagesBeforeBed BeforeBedBrainDump PhoneDownBeforeBed ThreeGoodThingsBeforeBed BeforeBedStretch ChamomileBeforeBed BeforeBedBoxBreathing 7DayBeforeBedReset',
  },
  'shower head': {
    things: 'Steam Shampoo Loofah Towel Tiles Eucalyptus Bathrobe Conditioner Soap Mirror',
    moves: 'SteamUp EucalyptusHang CoolRinse SlowRinse WarmSoak',
    verbs: 'Rinse Lather Steam Soak Refresh',
    core: 'Steam Eucalyptus Rinse',
    scenes: 'Bathroom SteamRoom',
    names:
      'EucalyptusShowerHead FilteredShowerHeadTest CoolFinishShowerHead ShowerHeadVinegarSoak RainfallShowerHeadReset MindfulShowerHeadMoment SteamBreathsShowerHead ShowerHeadSpaNight',
  },
  afternoon: {
    things: 'Nap Tea Sunbeam Snack Siesta Hammock Biscuit Slump Picnic Shade',
    moves: 'PowerNap TeaBreak SlumpBuster SunbeamStretch SnackBreak StrollBreak',
    verbs: 'Nap Sip Stroll Recharge Unwind',
    core: 'Nap Tea Siesta Slump',
    scenes: 'TeaTime Siesta',
    names:
      'AfternoonSlumpReset AfternoonPowerNap PhoneFreeAfternoon SunbeamAfternoonStretch AfternoonTeaPause LazySundayAfternoon AfternoonGratitudeWalk TakeAnAfternoonSiesta AfternoonJournalHour',
    also: 'arvo',
  },
  deodorant: {
    things: 'Stick RollOn Scent Shower GymBag Locker Lavender Cap Freshness Towel',
    moves: 'SwipeOn SniffTest FreshCheck ScentSwap TwistUp',
    verbs: 'Swipe Twist Freshen Sniff',
    core: 'Stick Scent Freshen',
    names:
      'FirstDeodorantTalk DeodorantGymBagKit DeodorantScentMoodTest InterviewDayDeodorant PostWorkoutDeodorantReset DeodorantConfidenceCheck SelfCareSundayDeodorant BackToSchoolDeodorant',
    also: 'deo antiperspirant',
  },
  'front porch': {
    things: 'RockingChair Swing SweetTea Doormat Lantern Wreath FlowerPot Mailbox Neighbors Sunset',
    moves: 'WaveHello RockAndSip SunsetSit DoormatSwap WreathHang',
    verbs: 'Rock Sip Wave Decorate Greet',
    core: 'RockingChair Swing SweetTea Wave',
    names:
      'FrontPorchSunsetSit PhoneFreeFrontPorch FrontPorchMorningCoffee WaveFromTheFrontPorch FrontPorchRainWatch FrontPorchSwingUnwind FrontPorchGratitudeList SweetTeaOnTheFrontPorch',
  },
  'laundry room': {
    things: 'Washer Dryer Detergent Basket Hamper LintTrap Socks Hangers Towels Shelf',
    moves: 'FoldTowels SortColors Restock HangDry LintClean',
    verbs: 'Fold Sort Wash Hang',
    core: 'Washer Dryer Basket',
    scenes: 'WashDay',
    names:
      'LaundryRoomReset FreshTowelsLaundryRoom LaundryRoomPlantCorner LavenderLaundryRoom LaundryRoomPodcastFold DeclutterTheLaundryRoom QuietMorningLaundryRoom LaundryRoomRestockASMR',
  },
  'deck chair': {
    things: 'Sun Beach Umbrella Towel Sunscreen Book Shade Breeze Lemonade Stripes',
    moves: 'Unfold Recline LeanBack SunSoak PageTurn',
    verbs: 'Unfold Recline Lounge Relax Doze',
    core: 'Beach Sun Recline',
    scenes: 'Seaside Sundeck',
    names:
      'DeckChairBookHour DeckChairSunsetBreath PhoneFreeDeckChair DeckChairSlowMorning BackyardDeckChairRetreat DeckChairCloudWatch DeckChairTeaBreak DeckChairStargazing',
  },
  'medicine cabinet': {
    things: 'Mirror Shelf Toothbrush Toothpaste Floss Lotion Bandages CottonBalls LipBalm Hinge',
    moves: 'OpenTheMirror Declutter Restock LabelShelves MirrorReveal',
    verbs: 'Declutter Restock Organize Tidy',
    core: 'Mirror Shelf Declutter',
    scenes: 'Bathroom Vanity',
    names:
      'MedicineCabinetReset MedicineCabinetShelfie SmileAtTheMedicineCabinet MedicineCabinetNotes MedicineCabinetSpaDay EcoSwapMedicineCabinet MedicineCabinetLabels MedicineCabinetMorning',
    also: 'medcabinet',
  },
  'cozy season': {
    things: 'Blanket Sweater Socks Cocoa Tea Soup Book Mug Rain Pumpkin',
    moves: 'BlanketFort Snuggle SlowSunday SoupNight ReadingNook',
    verbs: 'Snuggle Sip Knit Bake Nest',
    core: 'Blanket Cocoa Sweater',
    scenes: 'SweaterWeather Autumn RainyDay',
    names:
      'CozySeasonBucketList ReadingNookCozySeason SlowSundayCozySeason BlanketFortCozySeason CozySeasonGratitudeJar RainyWalkCozySeason CozySeasonNightIn TeaAndJournalCozySeason',
    also: 'cosyseason',
  },
  loofah: {
    things: 'Shower Bubbles Lather Gourd Soap Bathtub Towel Steam Seeds Bathrobe',
    moves: 'ScrubDown LatherUp RinseOff ShowerSong SoftSkinRitual',
    verbs: 'Scrub Lather Rinse Exfoliate Soak',
    core: 'Scrub Lather Bubbles',
    scenes: 'ShowerTime Bathtime',
    names:
      'LoofahAndLetGo GrowYourOwnLoofah TimeForANewLoofah LoofahGlowUp SundayLoofahReset DryBrushVsLoofah MindfulLoofahScrub LoofahFootSoak LoofahAndLavender SelfCareLoofahNight',
    also: 'luffa loofa',
  },
  evening: {
    things: 'Sunset Tea Porch Stars Journal Lamp Blanket Moon Book Bath',
    moves: 'WindDown SunsetWalk SlowDinner Stargazing Unplug',
    verbs: 'Unwind Relax Reflect Stroll Dim',
    core: 'Sunset WindDown Unwind',
    scenes: 'Dusk Twilight Nightfall',
    names:
      'EveningWindDown PhoneFreeEvening EveningGratitudeList 7DaySlowEvenings EveningStretch EveningTeaRitual EveningJournal EveningSunsetWalk',
  },
  'vegetable garden': {
    things: 'Seeds Soil Tomatoes Carrots Zucchini Lettuce Trowel WateringCan RaisedBed Scarecrow',
    moves: 'Planting Weeding FirstHarvest SeedStarting Watering Mulching',
    verbs: 'Grow Plant Water Harvest Weed',
    core: 'Seeds Tomatoes FirstHarvest Grow',
    scenes: 'Allotment GrowYourOwn',
    names:
      'MorningVeggieGardenWalk VeggieGardenJournal VeggieGardenWeedingZen VeggieGardenFirstHarvest BalconyVeggieGarden SlowSundayVeggieGarden VeggieGardenWithGrandma FamilyVeggieGarden',
    also: 'veggiegarden veggiepatch vegetablepatch',
  },
  'cloudy day': {
    things: 'Blanket Tea Hoodie Window GreySky SilverLining Book Umbrella Sweater Raindrop',
    moves: 'ShapeSpotting CozyUp SlowWalk WindowWatch TeaBreak',
    verbs: 'Cozy Rest Wander Unwind Breathe',
    core: 'GreySky Blanket Tea',
    scenes: 'Overcast SweaterWeather',
    names:
      'SilverLiningCloudyDay CloudyDayShapeSpotting PhoneFreeCloudyDay CloudyDaySlowMorning CloudyDayMoodLift BlanketNookCloudyDay CloudyDayTeaRitual GreySkyCloudyDayStroll',
    also: 'cloudyweather overcast',
  },
  nightstand: {
    things: 'Lamp AlarmClock Charger Book Glass Drawer Coaster Journal Plant Tissues',
    moves: 'ResetIt LightsOut PhoneAway BedtimeRead Declutter',
    verbs: 'Tidy Unwind Read Dim Charge',
    core: 'Lamp Book AlarmClock',
    scenes: 'Bedside Bedtime',
    names:
      'NightstandReset PhoneOffTheNightstand WhatsOnMyNightstand NightstandBookStack NightstandJournal NightstandWarmLight NightstandPlantBuddy NightstandSleepKit',
    also: 'bedsidetable',
  },
  'body wash': {
    things: 'Lather Bubbles Loofah Scent Shower Pump Sponge Steam Bathrobe Towel',
    moves: 'LatherUp ScentSwap ShowerSong RinseOff SlowScrub',
    verbs: 'Lather Rinse Scrub Sniff Pump',
    core: 'Lather Bubbles Scent',
    scenes: 'ShowerTime',
    names:
      'PickYourBodyWashMood LavenderBodyWashNight CitrusBodyWashWakeUp BodyWashAndBreathe BodyWashPepTalk DIYOatBodyWash BodyWashScentJournal MindfulBodyWashMinute',
    also: 'showergel',
  },
  detox: {
    things: 'LemonWater Greens Smoothie Sleep Journal HerbalTea Sunshine Veggies Stretch Nature',
    moves: 'PhoneDown SugarBreak EarlyNight GreenSmoothie WalkOutside',
    verbs: 'Unplug Hydrate Reset Rest Breathe',
    core: 'LemonWater Greens Unplug',
    scenes: 'SelfCare',
    names:
      'SugarDetoxWeek CucumberMintDetoxWater DetoxYourFeed QuietHourDetox DeclutterDetox GossipDetox NoComplaintDetox SunshineDetoxWalk',
    also: 'detoxing',
  },
  'rocking chair': {
    things: 'Porch Blanket Knitting Grandma Lullaby Creak Tea Book Nursery Cardigan',
    moves: 'RockToSleep SlowRock PorchSit ReadAloud RockAndKnit',
    verbs: 'Rock Sway Relax Knit Unwind',
    core: 'Porch Lullaby RockToSleep',
    scenes: 'Porch Nursery',
    names:
      'RockingChairWindDown FiveMinuteRockingChair TeaInTheRockingChair PorchRockingChair RockingChairJournal RockingChairBreaths SunsetRockingChair LullabyRockingChair',
  },
  cushion: {
    things: 'Couch Fort Pillow Sofa Floor Seat Throw Tassel Stuffing Pouf',
    moves: 'BuildAFort FluffUp SinkIn FloorSit PlumpAndStack',
    verbs: 'Fluff Sink Plump Stack Lounge',
    core: 'Couch Fort FluffUp',
    scenes: 'Couch Sofa',
    names:
      'MeditationCushion CushionBreathingBreak FluffYourCushions CozyCushionCorner CushionNapNook FloorCushionJournal CushionCalmCount SinkIntoTheCushion',
  },
  heart: {
    things: 'Pulse Love Kindness Hug Card Valentine Smile Doodle Sticker Gratitude',
    moves: 'HugItOut PulseCheck KindNote DeepBreath',
    verbs: 'Love Hug Care Share Breathe',
    core: 'Love Kindness Hug',
    scenes: 'Valentine Love',
    names:
      'HeartOpenerStretch HandOnHeartBreath HeartHealthyWalk HeartNoteDrop ResetYourHeartRate KindnessFromTheHeart CalmHeartCountdown GratefulHeartJournal',
  },
  humidifier: {
    things: 'Mist Steam Water Bedroom Plants Eucalyptus Nightlight Tank Filter Winter',
    moves: 'MistMode RefillTheTank NightMist CleanTheTank DeepBreaths',
    verbs: 'Mist Breathe Refill Soothe Hydrate',
    core: 'Mist Steam Breathe',
    scenes: 'DryAir Bedtime',
    names:
      'HumidifierBedtime HumidifierPlantCorner BreatheWithTheHumidifier HumidifierMistReset WinterSkinHumidifier HumidifierReadingNook CleanYourHumidifier HumidifierLullaby',
  },
  ivy: {
    things: 'Vines Leaves Trellis Pot Wall Cuttings Window Brick Tendrils Shelf',
    moves: 'PropagateACutting TrailingShelf MistTheLeaves RepotDay VineTrim',
    verbs: 'Trail Climb Propagate Repot Prune',
    core: 'Vines Leaves Climb',
    scenes: 'Greenery Cottagecore',
    names:
      'IvyPropagationJar WaterTheIvySunday IvyCornerReset TrailingIvyShelf IvyRepotDay IvyGrowthDiary ShareAnIvyCutting IvyWindowNook',
  },
  'social worker': {
    things: 'Caseload Clipboard Lanyard Coffee Notebook Community Team Hope Resources Referral',
    moves: 'CheckIn HomeVisit ActiveListening SelfCareBreak TeamHuddle CaseNotes',
    verbs: 'Listen Advocate Support Connect Empower',
    core: 'Caseload HomeVisit Advocate',
    scenes: 'Caseworker',
    names:
      'ThankASocialWorker 7DaySocialWorkerSelfCare SocialWorkerWalkAndTalk CheckOnYourSocialWorker SocialWorkerLunchBreak SocialWorkMonthShoutout SocialWorkerWinJar SocialWorkerDeskStretch',
    also: 'socialwork',
  },
} as const satisfies KeywordEntries;
