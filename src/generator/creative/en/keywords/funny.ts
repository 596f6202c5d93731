/**
 * What we know about the keywords creators type most with funny in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const FUNNY_KEYWORDS = {
  office: {
    things:
      'Desk Stapler Printer Boss Cubicle Breakroom Inbox Microwave Whiteboard Spreadsheet Lanyard',
    moves: 'ReplyAll CoffeeRun ChairSpin PrinterJam SmallTalk ClockOut DeskLunch ZoomFreeze',
    verbs: 'Email Print Staple Multitask Commute',
    core: 'Desk Stapler Printer',
    scenes: 'NineToFive Cubicle Breakroom WaterCooler',
    names:
      'OfficeChairSpinOff OfficeOlympics WhoStoleMyStapler PerMyLastEmail WhoAteMyLunch OfficeSmallTalkBingo OfficeImpressions PlayEveryCoworker OfficeDeskDrumSolo OfficePrinterVsMe',
  },
  mom: {
    things: 'Minivan Purse WoodenSpoon Fridge Snacks Lunchbox Groceries Spatula Carpool Coupon',
    moves: 'TheLook PhoneVoice GroceryRun SchoolRun Lecture BedtimeStory PackedLunch',
    verbs: 'Hug Cook Drive Pack Remind',
    core: 'Hug Minivan Lunchbox',
    scenes: 'MothersDay MomLife SoccerMom',
    names:
      'DoTheMomLook MomsPhoneVoice WeHaveFoodAtHome WhenMomSaysYourFullName MomTriesMyTrend GuessMomsAnswer WhatsInMomsPurse MomImpression MomSlangQuiz',
    also: 'mum mommy mother momma mama',
  },
  dad: {
    things: 'Grill Remote Thermostat Socks Sandals Lawnmower Recliner Toolbox Cardigan Minivan',
    moves: 'Pun Grilling CouchNap RoadTrip LawnMowing HighFive Whistle Handshake',
    verbs: 'Grill Mow Fix Nap Joke',
    core: 'Pun Sandals Recliner Joke',
    scenes: 'FathersDay DadJoke DadLife',
    names:
      'DadJokeDuel DadDanceOff HiHungryImDad DontTouchTheThermostat DadDoesMyHair DadGuessesMySlang SecretHandshakeWithDad DadFitCheck DadNapOlympics',
    also: 'daddy father papa pops',
  },
  monday: {
    things: 'Alarm Coffee Snooze Mug Inbox Pillow Commute Calendar Traffic Weekend',
    moves: 'Yawn SleepIn CoffeeRun SnoozeMarathon ZombieWalk FirstMeeting',
    verbs: 'Snooze Yawn Survive Sleep',
    core: 'Alarm Snooze Yawn',
    scenes: 'MondayMorning MondayBlues',
    names:
      'ZombieModeMonday MondayVsFriday ShowUsYourMondayFace MondayMorningSpeedrun YawnChainChallenge MondayInOneSound MondayMugShot MondayPepTalk ThreeAlarmsLater',
  },
  school: {
    things: 'Backpack Locker Lunchbox Homework Bus Bell Cafeteria Hallway Desk Principal Recess',
    moves: 'PopQuiz GroupProject FirstDay RollCall HallPass ClassPhoto LunchTrade',
    verbs: 'Study Learn Doodle Cram',
    core: 'Backpack Homework Locker Study',
    scenes: 'BackToSchool Recess Classroom',
    names:
      'BestHomeworkExcuse PopQuizYourParents SchoolPictureDayPose RecessDanceOff SchoolMorningSpeedrun SchoolSubjectsAsPeople WhatsInMySchoolBag SchoolLunchTasteTest SchoolBellDanceBreak',
    also: 'schoolday',
  },
  teacher: {
    things: 'Whiteboard RedPen Apple Coffee Desk Chalk Stickers Classroom Gradebook Lanyard',
    moves: 'TheLook PopQuiz RollCall Grading FieldTrip LessonPlan',
    verbs: 'Teach Grade Explain Assign',
    core: 'Whiteboard Apple RedPen Teach',
    scenes: 'Classroom TeachersLounge',
    names:
      'MasterTheTeacherLook TeacherVoiceChallenge TeacherCatchphraseBingo TeacherTriesOurSlang TeacherVsStudentQuiz IfTeachersWereHonest TeacherImpression WhiteboardDrawOff TeacherForADay',
    also: 'teacherlife',
  },
  work: {
    things: 'Desk Boss Laptop Inbox Paycheck Commute Lanyard Breakroom Calendar Deadline',
    moves: 'ClockIn ClockOut CoffeeBreak LunchBreak SickDay ZoomCall',
    verbs: 'Hustle Commute Email Grind',
    core: 'Desk Laptop Commute',
    scenes: 'NineToFive WorkWeek LunchBreak',
    names:
      'ClockOutDance SayItInCorporate WorkWeekInFiveFaces WorkFromHomeVsOffice WorkSelfVsWeekendMe WorkBestieHandshake NailTheCoffeeOrder WorkDeskGlowUp WorkLunchBreakSpeedrun',
    also: 'job',
  },
  grandma: {
    things: 'Cookies Knitting Cardigan Candy Recipe Glasses Slippers Quilt Bingo FlipPhone',
    moves: 'Baking VideoCall TechSupport BingoNight SecondHelping Hug',
    verbs: 'Bake Knit Hug Cook',
    core: 'Knitting Cookies Bake',
    scenes: 'GrandmasHouse BingoNight',
    names:
      'TeachingGrandmaSlang GrandmaTriesTheTrend BeatGrandmaAtBingo ExplainMemesToGrandma GrandmaDanceLesson GrandmaBakeOff GrandmaGuessesTheEmoji GrandmaStylesMe GrandmaImpression',
    also: 'granny nana grandmother gran',
  },
  kid: {
    things: 'Toys Crayons Lunchbox Backpack Snacks Playground Juice Stickers Tablet Bedtime',
    moves: 'HideAndSeek PillowFort Playdate Sleepover TickleFight BedtimeStory',
    verbs: 'Play Giggle Draw Build',
    core: 'Toys Crayons Playground Play',
    scenes: 'Playground Playdate Sleepover',
    names:
      'LetTheKidStyleMe LetTheKidPickDinner KidNarratesMyDay KidTriesMyJob KidDrawsMyPortrait KidDirectsMyVideo KidRatesMyDanceMoves KidDefinesTheWord PillowFortBuildOff',
    also: 'children child',
  },
  baby: {
    things: 'Diaper Bottle Stroller Pacifier Bib Rattle Onesie Crib Highchair Teether',
    moves: 'Peekaboo FirstWords FirstSteps Raspberry TummyTime FirstTaste',
    verbs: 'Giggle Babble Crawl Coo',
    core: 'Diaper Rattle Peekaboo Giggle',
    scenes: 'Peekaboo TummyTime Nursery',
    names:
      'MakeTheBabyLaugh PeekabooChallenge FirstTasteFaces BabyTranslator GuessTheBabyPhoto BabyBabbleChat BabyDanceParty RaspberryBattle BabyPicksTheToy',
    also: 'infant newborn',
  },
  boss: {
    things: 'Desk Office Meeting Inbox Memo Deadline Paycheck Promotion Raise Calendar',
    moves: 'PepTalk SurpriseVisit TeamMeeting CasualFriday Shoutout Handshake',
    verbs: 'Manage Delegate Approve Promote',
    core: 'Office Meeting Deadline',
    scenes: 'CornerOffice Boardroom',
    names:
      'WhenTheBossWalksIn BossImpression BossEmailTranslator LikeABossChallenge BestBossPepTalk BossTriesOurJobs BossVsEmployee BossForADay',
    also: 'manager',
  },
  family: {
    things:
      'GroupChat DinnerTable Minivan Couch PhotoAlbum Backyard Recipe Nickname Reunion Tradition',
    moves: 'GameNight RoadTrip MovieNight GroupHug PillowFight Potluck',
    verbs: 'Hug Share Gather Bond',
    core: 'DinnerTable Reunion GroupHug',
    scenes: 'FamilyReunion FamilyDinner GameNight',
    names:
      'RecreateFamilyPhotos FamilyTalentShow WhoSaidItFamilyEdition MostLikelyToFamily FamilyLipSyncBattle FamilyPillowFight FamilyRoadTripKaraoke WhoKnowsMomBest FamilyPhotoFail',
  },
  'dad joke': {
    things: 'Punchline Pun OneLiner Groan Rimshot Drumroll Facepalm Cringe',
    moves: 'Eyeroll KnockKnock StraightFace Comeback Wordplay',
    verbs: 'Joke Groan Tell Laugh',
    core: 'Pun Punchline Groan',
    scenes: 'Punchline BaDumTss',
    names:
      'TryNotToGroan DadJokeDuel FinishTheDadJoke DadJokeRelay KidsTellDadJokes TellMeADadJoke DadJokeInEmoji DadJokeLunchboxNote HiHungryImDad',
    also: 'pun',
  },
  meme: {
    things: 'Caption Reaction Gif Emoji Sticker Screenshot Template Punchline Trend Format',
    moves: 'Recreation ReactionFace SideEye Remix Stitch Duet',
    verbs: 'Caption Recreate Share Remix',
    core: 'Caption Reaction Gif',
    scenes: 'MemeLord ReactionGif',
    names:
      'RecreateTheMeme CaptionThisMeme ExplainTheMemeToMom MemeCharades BecomeTheMeme GuessTheMemeByEmoji OldMemeRevival MakeYourPetAMeme',
  },
  impression: {
    things: 'Voice Accent Catchphrase Celebrity Cartoon Character Wig Costume Mirror Mic',
    moves: 'CartoonVoice CelebrityVoice Reenactment CharacterSwitch Cameo Duet',
    verbs: 'Mimic Imitate Copy Channel',
    core: 'Voice Accent Mimic',
    scenes: 'CelebrityVoice',
    names:
      'DoYourBestImpression GuessTheImpression OneLineFiveVoices ImpressionFaceOff GuessWhoImDoing ImpressionRelay CartoonVoiceSwitch ImpressionOfMyPet SoundEffectImpressions',
    also: 'impersonation celebrityimpression',
  },
  'lip sync': {
    things: 'Hairbrush Mic Mirror Playlist Lyrics Spotlight Chorus Stage Costume Sound',
    moves: 'HairFlip MicDrop Duet BigFinish Overact Reenactment',
    verbs: 'Mime Perform Mouth Sing',
    core: 'Mic Lyrics Hairbrush',
    scenes: 'HairbrushMic LipSyncBattle',
    names:
      'LipSyncBattle DramaticLipSync HairbrushMicChallenge LipSyncInOneTake CarpoolLipSync LipSyncDuetDare MovieLineLipSync PetLipSync LipSyncSwitchUp',
  },
  'tongue twister': {
    things: 'Seashells Woodchuck PeterPiper Rhyme Alphabet Syllable Mic Stopwatch',
    moves: 'FiveTimesFast SpeedVersion SlowVersion Stumble Recite Warmup',
    verbs: 'Say Repeat Recite Stumble',
    core: 'Seashells FiveTimesFast Repeat',
    scenes: 'PeterPiper FiveTimesFast',
    names:
      'SayItFiveTimesFast TongueTwisterInOneBreath PeterPiperChallenge TongueTwisterRelay InventATongueTwister SheSellsSeashells TeachMeYourTongueTwister TongueTwisterBloopers',
  },
  fail: {
    things: 'Blooper Banana Puddle Couch Camera Replay SlowMo Highlight Tripod',
    moves: 'Wipeout Stumble DoubleTake NearMiss Fumble Drop',
    verbs: 'Trip Slip Fumble Drop Flop',
    core: 'Blooper Wipeout Slip',
    scenes: 'EpicFail Wipeout BlooperReel',
    names:
      'NailedOrFailed ShowUsYourBestFail ThreeFailsOneWin SlowMoFailReplay NarrateMyFail FailOfTheWeek FirstTryFail FamilyFailReel',
    also: 'blooper oops outtakes epicfail pinterestfail',
  },
  'zoom call': {
    things: 'Mute Webcam Background Pajamas Wifi Laptop Headset Filter Chat Screen',
    moves: 'FrozenFace BackgroundSwap PetCameo WaveGoodbye LateJoin ScreenShare',
    verbs: 'Mute Unmute Join Wave Share',
    core: 'Webcam Mute Laptop',
    scenes: 'YoureOnMute WorkFromHome',
    names:
      'YoureOnMute ZoomCallBingo FrozenOnZoomChallenge ZoomBackgroundChallenge CanYouSeeMyScreen ZoomPetCameo AwkwardZoomGoodbye ZoomTopHalfOutfit ZoomCallKaraoke',
    also: 'videocall zoommeeting onmute youremuted',
  },
  meeting: {
    things: 'Coffee Slides Whiteboard Agenda Laptop Calendar Notepad Projector Boardroom Clock',
    moves: 'Icebreaker Brainstorm Presentation SideEye Recap',
    verbs: 'Present Pitch Brainstorm Nod Note',
    core: 'Slides Agenda Whiteboard Present',
    scenes: 'Boardroom',
    names:
      'ThisMeetingCouldBeAnEmail MeetingBingo LetsCircleBack MyMeetingFaces YoureOnMuteAgain PetJoinsTheMeeting SayItInOneSlide MeetingRecapInEmoji MeetingInOneMinute',
  },
  weekend: {
    things: 'Couch Pajamas Brunch Remote Blanket Snacks Pillow Hammock Backyard Netflix',
    moves: 'SleepIn Nap LazyDay PajamaDay MovieMarathon DayTrip',
    verbs: 'Relax Nap Chill Lounge',
    core: 'Couch Brunch Pajamas Relax',
    scenes: 'LazySunday Saturday DayOff',
    names:
      'LaziestWeekendWins SleepInOlympics WeekendVsWeekday WeekendFortBuild WeekendResetChallenge PajamaUntilNoon WeekendInOneSong WeekendBrunchBattle WeekendPancakeArt',
  },
  friday: {
    things: 'Pizza Paycheck Couch Snacks Popcorn Clock Weekend Calendar Playlist Sneakers',
    moves: 'HappyDance ClockOut PizzaNight MovieNight VictoryLap Countdown',
    verbs: 'Celebrate Dance Relax Unwind',
    core: 'Pizza Weekend HappyDance',
    scenes: 'TGIF FridayNight',
    names:
      'FridayHappyDance FridayFitCheck FridayPizzaFaceOff CountdownToFriday FridayVsMonday FridayVictoryLap FridayNightInVsOut FridayFiveOClockDash',
    also: 'fridaynight',
  },
  morning: {
    things: 'Alarm Coffee Snooze Bedhead Mirror Toothbrush Cereal Pillow Slippers Sunrise',
    moves: 'HitSnooze FirstSip Yawn Stretch RollOutOfBed GetReady',
    verbs: 'Wake Stretch Yawn Snooze Rise',
    core: 'Alarm Sunrise Cereal Wake',
    scenes: 'RiseAndShine Sunrise Bedhead',
    names:
      'MorningVsMidnightMe MorningVoiceChallenge FiveMoreMinutes MorningRoutineSpeedrun FirstSipFaces MorningBedheadReveal NotAMorningPerson BeatTheAlarmClock MorningAlarmRemix',
    also: 'mondaymorning sundaymorning saturdaymorning earlymorning',
  },
  adulting: {
    things: 'Bills Laundry Groceries Dishes Taxes Budget Rent Calendar Appointment Voicemail',
    moves: 'PhoneCall GroceryRun LaundryDay MealPrep BudgetCheck TaxSeason',
    verbs: 'Budget Pay Fold Cook Schedule',
    core: 'Bills Laundry Taxes Budget',
    names:
      'AdultingBingo SmallAdultingWins MakeThePhoneCallDare AdultingSpeedrun ICantAdultToday AdultingVsChildhood AdultingLevelUp AdultingBadgeUnlocked',
  },
  chore: {
    things: 'Broom Mop Vacuum Dishes Laundry Sponge Bucket Duster TrashBag Apron',
    moves: 'DishDuty BroomDance MopSlide BedMaking LaundryFold SpeedClean',
    verbs: 'Sweep Mop Scrub Fold Vacuum Dust',
    core: 'Broom Mop Vacuum Sweep',
    scenes: 'ChoreChart SpringCleaning CleaningDay',
    names:
      'ChoreDanceOff SockMatchingRace BeatTheChoreClock ChoreWars BroomDancePartner ChoreCharades ChoreSwapDeal NarrateMyChores',
    also: 'housework housechores',
  },
  laundry: {
    things: 'Socks Basket Hamper Dryer Washer Hanger Detergent Sheets Pile Lint',
    moves: 'SockHunt SockMatch FittedSheetFold FoldAlong WashDay ChairPile',
    verbs: 'Fold Wash Sort Hang Dry',
    core: 'Basket Socks Hamper Fold',
    scenes: 'LaundryDay Laundromat SpinCycle',
    names:
      'FoldTheFittedSheet LaundryBasketball FindTheMissingSock LaundryMountainSpeedrun LaundryBasketTetris MatchThePairsRace LaundryDayFitCheck LaundryChairReveal',
    also: 'laundryday',
  },
  teenager: {
    things: 'Phone Hoodie Earbuds Bedroom Snacks Charger Backpack Mirror Curfew Allowance',
    moves: 'EyeRoll Shrug SleepIn DoorSlam GroupChat ScreenTime',
    verbs: 'Shrug Sleep Text Scroll',
    core: 'Phone Hoodie EyeRoll Text',
    scenes: 'HighSchool SweetSixteen Curfew',
    names:
      'ParentsVsTeens TeenTranslator EyeRollChallenge WakeTheTeenager TeenOneWordAnswers TeenagerRoomTour TeenStylesMyOutfit TeenagersBeLike',
    also: 'teen',
  },
  toddler: {
    things: 'Snacks Crayons Toys Blocks Stroller Sippy Pajamas Tablet Boots Nap',
    moves: 'Tantrum Peekaboo Zoomies Negotiation NoNoNo Dressing',
    verbs: 'Giggle Climb Run Babble',
    core: 'Tantrum Blocks Crayons Giggle',
    scenes: 'TerribleTwos Naptime Playdate',
    names:
      'LetTheToddlerDecide ToddlerNegotiations ToddlerTranslator ToddlerDoesMyMakeup ToddlerCookingShow ToddlerTasteTest ToddlerImpression ToddlerZoomies',
    also: 'threenager toddlertantrum',
  },
  wedding: {
    things: 'Cake Bouquet Ring Veil Tux Toast DanceFloor Confetti Aisle Speech',
    moves: 'FirstDance BouquetToss CakeCutting AisleWalk SpeechFail ConfettiToss',
    verbs: 'Dance Toss Toast Celebrate',
    core: 'Bouquet Ring Cake FirstDance',
    scenes: 'JustMarried DownTheAisle FirstDance',
    names:
      'WeddingDanceRemix WeddingToastInRhyme WeddingShoeGame BouquetTossChallenge WeddingGuestBingo WeddingCongaLine WeddingCakeTasteTest WeddingPhotoBoothPoses',
    also: 'bride',
  },
  birthday: {
    things: 'Cake Candles Balloons Presents Confetti Card Cupcake Pinata Party Hat',
    moves: 'SurpriseParty CandleBlow GiftReveal HappyDance Singing CakeSmash',
    verbs: 'Celebrate Wish Unwrap Party',
    core: 'Cake Balloons Presents Celebrate',
    scenes: 'BirthdayParty BirthdayCake',
    names:
      'OffKeyBirthdaySong BirthdayDanceEntrance BlowOutTheCandles BirthdayGiftGuess BirthdayBalloonPopRace GuessMyBirthdayWish WorstGiftEver BirthdayCakeDecorateOff',
    also: 'bday birthdayparty',
  },
  christmas: {
    things: 'Tree Lights Santa Elf Stocking Ornament Reindeer Cookies Sweater Wrapping',
    moves: 'UglySweater GiftReveal ElfOnTheShelf LightTangle TreeTopper Caroling',
    verbs: 'Wrap Decorate Gift Jingle',
    core: 'Tree Santa Ornament Wrap',
    scenes: 'ChristmasEve NorthPole SantasWorkshop UglySweater',
    names:
      'UglyChristmasSweaterOff UntangleTheLights ChristmasCarolSingOff ChristmasGiftWrapRace ChristmasPajamaReveal ChristmasCookieFaceOff HumThatChristmasSong SantaVoiceChallenge ChristmasFails',
    also: 'xmas christmaseve',
  },
  thanksgiving: {
    things: 'Turkey Pie Stuffing Gravy Leftovers KidsTable Cranberry Football Parade Recliner',
    moves: 'FoodComa SecondHelping WishboneSnap FamilyPhoto DinnerToast TableTalk',
    verbs: 'Feast Carve Gobble Thank',
    core: 'Turkey Pie Feast',
    scenes: 'TurkeyDay Friendsgiving KidsTable',
    names:
      'WishboneShowdown KidsTableConfessions ThanksgivingTurkeyWaddle KidsTellTheTurkeyRecipe ThanksgivingFamilyTrivia ThanksgivingNapOlympics ThanksgivingLeftoverStack ThanksgivingPieTasteTest ThanksgivingPlateTetris',
  },
  'new year': {
    things: 'Confetti Countdown Fireworks Resolution Party Glitter Clock Calendar Balloon Toast',
    moves: 'Countdown BallDrop MidnightToast Resolution FireworkShow Cheers',
    verbs: 'Celebrate Toast Count Cheer',
    core: 'Confetti Countdown Resolution Celebrate',
    scenes: 'NewYearsEve BallDrop Resolution',
    names:
      'NewYearCountdownDance NewYearTimeCapsule NewYearSameMe NewYearResolutionFail NewYearPredictions ResolutionsByMyKid NewYearToastInRhyme NewYearConfettiPop',
    also: 'newyears',
  },
  'valentines day': {
    things: 'Chocolate Roses Card Heart Teddy Candy Cupid Balloon Flowers Date',
    moves: 'LoveNote CardExchange Serenade BlindDate CandyGrams Proposal',
    verbs: 'Love Hug Share Gift',
    core: 'Heart Roses Card Love',
    scenes: 'Cupid LoveNote DateNight',
    names:
      'CheesyValentineCards ValentinePunOff CandyHeartPoetry ValentineForYourPet SerenadeYourValentine SecretValentineReveal KidsDefineLove ValentinesDayDinnerFail',
    also: 'valentine valentines',
  },
  summer: {
    things: 'Pool Popsicle IceCream Sprinkler Beach Sunscreen FlipFlops Fan Shades Tan',
    moves: 'Cannonball WaterBalloon SprinklerRun Sandcastle PoolFloat IceCreamRun',
    verbs: 'Swim Splash Melt Chill',
    core: 'Pool Popsicle Beach Splash',
    scenes: 'SummerBreak PoolParty BeachDay',
    names:
      'SummerSprinklerDance TooHotToFunction SummerCannonballContest SummerBucketListSpeedrun WaterBalloonToss SummerPopsicleRace SummerSandcastleBuildOff SummerVsWinter',
  },
  winter: {
    things: 'Snow Mittens Scarf Boots Sled Snowman HotCocoa Heater Blanket Icicle',
    moves: 'SnowAngel SnowballFight SledRun BundleUp Skating Shiver',
    verbs: 'Shiver Sled Skate Bundle',
    core: 'Snow Snowman Mittens Sled',
    scenes: 'FirstSnow SnowDay SkiLodge',
    names:
      'PuffyCoatWaddle WinterBundleUpChallenge TooColdToFunction WinterSnowmanMakeover WinterHatHairReveal WinterVsSummer HotCocoaMustache WinterSnowAngelContest',
    also: 'winterbreak',
  },
  traffic: {
    things: 'Horn Radio SteeringWheel Playlist Billboard Cone Lane Exit Carpool GPS',
    moves: 'CarKaraoke RadioSurf Honk JamSnack BackseatSingAlong',
    verbs: 'Honk Wait Sing Sigh',
    core: 'Horn SteeringWheel Honk',
    scenes: 'RushHour BumperToBumper',
    names:
      'TrafficJamSession StuckInTrafficKaraoke RushHourBingo PassengerSeatDJ BackseatDriverImpression GridlockISpy LicensePlateGame TrafficReportForMyDay',
    also: 'trafficjam',
  },
  commute: {
    things: 'Bus Train Subway Headphones Coffee Backpack Ticket Seat Platform Bike',
    moves: 'SeatHunt TrainNap PodcastBinge LastSprint StandingNap TurnstileSpin',
    verbs: 'Ride Wait Walk Dash',
    core: 'Bus Train Subway Ride',
    scenes: 'RushHour DailyCommute',
    names:
      'CommuteBingo CommuteInOneSong RateMyCommute CommuteOutfitCheck SeatHuntChallenge WorstCommuteStory CommuteStepCount CommuteSnackReview SurviveTheCommute',
  },
  'customer service': {
    things: 'Headset Phone HoldMusic Receipt Counter Manager Ticket Survey Script Queue',
    moves: 'OnHold PoliteSmile Transfer CallBack ReturnDesk ScriptReading',
    verbs: 'Help Smile Transfer Apologize',
    core: 'Headset HoldMusic Help',
    scenes: 'HoldMusic HelpDesk',
    names:
      'PleaseHoldChallenge CustomerServiceVoice HoldMusicDance YourCallIsImportant TransferredAgain CustomerServiceBingo CustomerServiceOlympics CustomerServiceSmile',
    also: 'callcenter',
  },
  retail: {
    things: 'Register Receipt Nametag Cart Hanger Shelf PriceTag Barcode Counter',
    moves: 'Checkout Restock PriceCheck Folding ClosingTime Greeting',
    verbs: 'Fold Stock Scan Smile',
    core: 'Register PriceTag Receipt Scan',
    scenes: 'Checkout CashRegister',
    names:
      'FoldItLikeRetail CheckTheBack ThingsCustomersSay RetailWorkerImpression ClosingTimeDance RetailBingo CashierScanSpeedrun RetailVoiceSwitch',
    also: 'cashier',
  },
  waiter: {
    things: 'Tray Menu Apron Notepad Plate Napkin Table Tip Kitchen Bill',
    moves: 'TrayBalance BirthdaySong OrderTaking Refill PlateStack Specials',
    verbs: 'Serve Balance Carry Smile',
    core: 'Tray Menu Apron Serve',
    scenes: 'DinnerRush TableForTwo',
    names:
      'WaiterTrayBalance EnjoyYourMealYouToo WaiterSingsTheSpecials WaiterOrderMemory NapkinFoldOff WaiterForADay WaiterImpression WaiterBirthdaySong',
    also: 'waitress',
  },
  'drive thru': {
    things: 'Fries Milkshake Speaker Window Menu Straw Napkin Receipt Car Headset',
    moves: 'WrongOrder SecretMenu SpeakerVoice WindowWave OrderFail SauceCheck',
    verbs: 'Order Drive Pay Munch',
    core: 'Fries Milkshake Order',
    scenes: 'FastFood SecretMenu',
    names:
      'DriveThruVoice DriveThruAtHome PayItForwardDriveThru OrderInOneBreath SecretMenuAttempt DriveThruSauceRanking TheyForgotMyFries FeedTheWholeCar',
    also: 'drivethrough',
  },
  ikea: {
    things: 'Meatballs AllenWrench Manual Shelf Bookcase Lamp Cart Showroom Flatpack Maze',
    moves: 'BookcaseBuild FlatpackBuild ManualFail ShowroomNap MazeRun ShowroomTour',
    verbs: 'Build Assemble Wander Shop',
    core: 'Flatpack AllenWrench Meatballs Assemble',
    scenes: 'Flatpack AllenWrench',
    names:
      'IkeaBuildRace EscapeTheIkeaMaze ExtraScrewChallenge AllenKeyOnlyChallenge IkeaNameGame IkeaMeatballTasteTest IkeaBuildFail IkeaBagFitCheck',
  },
  walmart: {
    things: 'Cart Aisle Greeter Receipt Checkout ParkingLot Scooter Vest Rollback Shelf',
    moves: 'Haul PriceCheck AisleRun ParkingHunt Checkout Restock',
    verbs: 'Shop Browse Roll Haul',
    core: 'Cart Greeter Aisle Shop',
    scenes: 'WalmartRun Supercenter',
    names:
      'TenDollarWalmartHaul WalmartOutfitChallenge GuessTheWalmartTotal WalmartScavengerHunt WalmartColorChallenge WalmartGiftSwap WalmartBudgetDinner WalmartAisleBingo',
  },
  costco: {
    things: 'Samples HotDog Cart Pizza Muffin Rotisserie Membership Pallet Aisle Receipt',
    moves: 'SampleHunt SampleTour BulkHaul CartTetris HotDogCombo Checkout',
    verbs: 'Shop Sample Stock Haul',
    core: 'Samples HotDog BulkHaul',
    scenes: 'FreeSamples CostcoRun BulkBuy',
    names:
      'CostcoCartTetris GuessTheCostcoTotal CameForOneThingCostco OneCostcoItemTenMeals CostcoSampleTour CostcoGiantItemPose CostcoHotDogReview CostcoBingo',
  },
  autocorrect: {
    things: 'Phone Keyboard Typo Emoji Text Message Screenshot Thumbs Chat Dictionary',
    moves: 'TypoFail Unsend SendFail Correction Rewrite Screenshot',
    verbs: 'Type Text Send Fix',
    core: 'Typo Keyboard TypoFail',
    names:
      'LetAutocorrectFinish GuessTheTypo AutocorrectStrikesAgain WhatIMeantWas AutocorrectSongLyrics AutocorrectNameTest TextWithOvenMitts AutocorrectReadAloud',
    also: 'autocorrection',
  },
  texting: {
    things: 'Phone Emoji GroupChat Gif VoiceNote Keyboard Sticker Typo ReadReceipt Screenshot',
    moves: 'LeftOnRead DoubleText TypingBubble EmojiOnly VoiceNote Unsend',
    verbs: 'Text Type Send Reply Scroll',
    core: 'Phone Emoji Text',
    scenes: 'LeftOnRead DoubleText GroupChat',
    names:
      'EmojiOnlyChallenge ReadYourLastText ActOutMyTexts LeftOnRead TextingSpeedRace GuessWhoTexted ParentsTextingBeLike TextMomInEmoji TextingBlindfolded',
    also: 'text',
  },
  'group chat': {
    things: 'Emoji Gif Meme Sticker Poll Nickname Notifications Screenshot Mute VoiceNote',
    moves: 'ChatRename MuteChat DoubleText LeftOnRead Poll Reply',
    verbs: 'Text Reply Mute React',
    core: 'Emoji Gif Meme Text',
    scenes: 'LeftOnRead',
    names:
      'ActOutTheGroupChat GroupChatRename GroupChatChaos GroupChatVoiceNoteRelay GroupChatPollDecidesMyDay GroupChatEmojiStory TagYourGroupChat GroupChatRollCall',
  },
  selfie: {
    things: 'Phone Mirror Filter Angle Lighting Pose Camera Caption Smile Stick',
    moves: 'DuckFace Photobomb MirrorPic GroupPic Wink PhotoDump',
    verbs: 'Pose Smile Snap Filter',
    core: 'Phone Filter DuckFace Pose',
    scenes: 'DuckFace MirrorSelfie Photobomb',
    names:
      'WorstSelfieWins PhotobombChallenge MatchTheEmojiSelfie DuckFaceChallenge GroupSelfieSqueeze PetSelfieTakeover ThrowbackSelfieRecreate GrandpaSelfieLesson',
  },
  cringe: {
    things: 'Yearbook Throwback Diary OldVideo Selfie Outfit Haircut Caption Playlist Poem',
    moves: 'Facepalm YearbookReveal ThrowbackReveal DiaryReading Rewatch OldPostReview',
    verbs: 'Rewatch React Relive Facepalm',
    core: 'Yearbook Throwback Facepalm',
    scenes: 'Facepalm',
    names:
      'CringeYearbookReveal ReactingToMyOldVideos ReadYourFirstPost RecreateMyCringePhoto MyCringePhase ReadMyOldDiary CringeOrCute CringeDanceRevival',
  },
  awkward: {
    things: 'Handshake Elevator HighFive Hug SmallTalk Wave Silence Doorway EyeContact Goodbye',
    moves: 'WaveBack HalfHug FakeLaugh WrongName DoubleGoodbye HighFiveMiss',
    verbs: 'Wave Laugh Freeze Pause',
    core: 'Silence Handshake WaveBack',
    scenes: 'AwkwardSilence SmallTalk',
    names:
      'AwkwardHighFive MostAwkwardGoodbye WavingBackAtNoOne AwkwardSilenceChallenge HugOrHandshake AwkwardFamilyPhotoRedo FakeLaughFaceOff AwkwardSmallTalkRelay AwkwardMomentReenact',
  },
  introvert: {
    things: 'Headphones Blanket Couch Hoodie Book Tea Cat Phone Bed Plans',
    moves: 'CancelledPlans HomeAlone QuietExit PhoneDodge SocialBattery QuietNight',
    verbs: 'Stay Hide Read Recharge',
    core: 'Headphones Book Blanket',
    scenes: 'SocialBattery CancelledPlans NightIn',
    names:
      'IntrovertHappyDance CancelledPlansDance SocialBatteryLow QuietExitChallenge IntrovertOrExtrovert IntrovertPhoneDodge IntrovertBingo IntrovertRechargeRoutine',
  },
  procrastination: {
    things: 'Deadline Couch Phone Snacks Laptop ToDoList Calendar Clock Bed Notifications',
    moves: 'LastMinute AllNighter SnackBreak DeepClean ScrollHole TomorrowMe',
    verbs: 'Delay Scroll Snack Nap',
    core: 'Deadline ToDoList LastMinute',
    scenes: 'LastMinute AllNighter',
    names:
      'ProcrastinationBingo WhatIDidInsteadOfWork ProductiveProcrastination IllDoItTomorrow ProcrastinationCountdown LastMinuteLegend ProcrastinationOlympics ProcrastinatorConfessions TomorrowMeProblem',
    also: 'procrastinate procrastinating',
  },
  taxes: {
    things:
      'Receipts Calculator Refund Forms Deadline Shoebox Spreadsheet Envelope Folder Accountant',
    moves: 'RefundDance ReceiptHunt LastMinute Filing Sorting FormFill',
    verbs: 'File Sort Count Calculate',
    core: 'Receipts Calculator Refund',
    scenes: 'TaxSeason TaxDay',
    names:
      'RefundDance ExplainTaxesLikeImFive CandyTaxChallenge ShoeboxReceiptHunt TaxDayPanic TaxesInRhyme TaxFormDramaticReading TaxAccountantImpression',
    also: 'tax',
  },
  'gen z': {
    things: 'Slang Phone Hoodie Earbuds Emoji Meme Trend Playlist Filter Caption',
    moves: 'SideEye SlangTest Stitch Duet Trend Aesthetic',
    verbs: 'Slay Scroll Stitch React',
    core: 'Slang Phone Meme',
    scenes: 'NoCap Rizz',
    names:
      'GenZVsMillennial GuessTheGenZWord GenZStare TeachingParentsSlang GenZTriesOldTech GenZWorkEmail GenZRatesDadJokes SideEyeChallenge',
    also: 'zoomer',
  },
  millennial: {
    things: 'AvocadoToast SkinnyJeans Latte Houseplant Playlist Laptop Emoji Brunch Hashtag Blog',
    moves: 'SidePart TheLongPause Throwback PhotoDump SongLyrics GifReply',
    verbs: 'Brunch Post Blog Hashtag',
    core: 'SkinnyJeans SidePart Brunch',
    scenes: 'AvocadoToast SidePart NinetiesKid',
    names:
      'MillennialPause MillennialVsGenZ MiddleVsSidePart MillennialSongQuiz MillennialPhotoPose MillennialDanceMoves AvocadoToastDuel MillennialSlangCheck',
    also: 'millennials',
  },
  'substitute teacher': {
    things:
      'Attendance Whiteboard SeatingChart Worksheet Desk Classroom Projector Lanyard Lesson Badge',
    moves: 'RollCall NameMixup SeatSwap MovieDay ClassTakeover StickyNote',
    verbs: 'Teach Assign Survive Improvise',
    core: 'RollCall MovieDay Worksheet',
    names:
      'WhenTheSubWalksIn SubstituteTeacherVoice SubstituteRollCall ThingsSubsSay SubstituteImpression SubstituteForADay SubPlansSpeedrun GuessTheSubsRules',
  },
  principal: {
    things: 'Intercom Whistle Office Microphone Hallway Assembly Badge Clipboard Desk Detention',
    moves: 'Announcement PepRally MorningNews AssemblySpeech HallPatrol LunchDuty',
    verbs: 'Announce Patrol Cheer Greet',
    core: 'Intercom Office Assembly Announce',
    scenes: 'Detention PepRally',
    names:
      'PrincipalForADay PrincipalDanceOff ThePrincipalIsHere IntercomVoiceOff PrincipalPieInTheFace PrincipalReadsKidJokes PepRallyChant PrincipalHighFiveLine',
  },
  cafeteria: {
    things: 'Tray Pizza Nuggets Milk Lunchbox TaterTots Spork Pudding Table LunchLady',
    moves: 'LunchTrade FoodSwap TrayBalance LunchRush TableHop MysteryMeat',
    verbs: 'Trade Swap Munch Share',
    core: 'Tray TaterTots LunchLady',
    scenes: 'LunchLady Lunchtime MysteryMeat',
    names:
      'CafeteriaTableBeats CafeteriaSnackTrade RateTodaysMenu CafeteriaMilkCartonFlip PizzaDayReactions TaterTotTower CafeteriaTrayBalance ThankTheLunchLadies',
    also: 'lunchroom schoollunch',
  },
  'school bus': {
    things: 'Seat Window Backpack Driver StopSign Aisle Bell Lunchbox Bumps Bus',
    moves: 'BackSeat WindowWave SingAlong BumpyRide SeatSave BusStopDash',
    verbs: 'Ride Wave Bounce Sing',
    core: 'Bus StopSign Ride',
    scenes: 'BusStop BackOfTheBus',
    names:
      'SchoolBusKaraoke WheelsOnTheBusRemix SchoolBusBingo BackOfTheBus SchoolBusWindowWave FirstSchoolBusRide ThankYourBusDriver BusStopDash',
  },
  'field trip': {
    things: 'Bus Lunchbox Museum Zoo PermissionSlip Nametag Buddy Map Souvenir Clipboard',
    moves: 'BuddySystem HeadCount GiftShopRun BusSingAlong Picnic TourGuide',
    verbs: 'Explore Wander Count Visit',
    core: 'Bus Museum PermissionSlip Explore',
    scenes: 'PermissionSlip BuddySystem',
    names:
      'FieldTripSingAlong FieldTripBingo PackMyFieldTripLunch MuseumStatuePoseOff FieldTripTourGuide FieldTripAtHome GiftShopHaul FieldTripSnackSwap',
  },
  graduation: {
    things: 'Cap Gown Diploma Tassel Stage Speech Yearbook Balloons Cake Podium',
    moves: 'CapToss StageWalk TasselTurn DiplomaGrab SpeechFail PhotoPose',
    verbs: 'Graduate Celebrate Toss Walk',
    core: 'Cap Gown Diploma CapToss',
    scenes: 'CapAndGown Commencement CapToss',
    names:
      'GradCapTossChallenge GraduationStageStrut GradCapReveal GraduationSpeechInRhyme GradPhotoThenAndNow PetGraduationDay AdviceToFreshmanMe GraduationDanceOff',
    also: 'grad',
  },
  picnic: {
    things: 'Blanket Basket Sandwich Watermelon Lemonade Ants Cooler Frisbee Napkins Park',
    moves: 'FrisbeeToss AntInvasion SandwichStack BlanketSpread ThreeLeggedRace SeedSpit',
    verbs: 'Pack Spread Munch Share',
    core: 'Basket Blanket Sandwich',
    scenes: 'PicnicBasket',
    names:
      'PicnicBasketReveal ThreeLeggedRaceRematch SeedSpitContest AntsAtMyPicnic PicnicSandwichStack PicnicExpectations IndoorPicnicChallenge PicnicFrisbeeRelay',
  },
  dentist: {
    things: 'Toothbrush Floss Chair Mirror Sticker Lollipop Mask Bib Drill XRay',
    moves: 'OpenWide NumbFace SmileReveal Checkup Rinse FlossCheck',
    verbs: 'Floss Brush Rinse Smile',
    core: 'Toothbrush Floss OpenWide',
    scenes: 'OpenWide Checkup',
    names:
      'DentistSmallTalk AnswerWithMouthOpen NumbFaceChallenge DentistImpression FlossLikeYouMeanIt DentistChairPepTalk DentistSmileReveal DentistStickerHaul',
  },
  doctor: {
    things:
      'Stethoscope Lollipop Bandage Clipboard Thermometer Scrubs Gown Scale EyeChart Prescription',
    moves: 'SayAhh Checkup WaitingRoom Reflex Sticker HeightCheck',
    verbs: 'Check Listen Heal Measure',
    core: 'Stethoscope Bandage Checkup',
    scenes: 'DoctorsOrders WaitingRoom SayAhh',
    names:
      'TeddyBearCheckup DecodeDoctorHandwriting DoctorsOrdersDance WaitingRoomBingo SayAhhChallenge DoctorForADay DoctorImpression KneeReflexTest',
    also: 'doc',
  },
  'in law': {
    things: 'DinnerTable GuestRoom Recipe Photos Holiday Couch Gift Casserole Album Car',
    moves: 'FirstMeeting DinnerTalk PoliteSmile Compliment HolidayVisit GiftExchange',
    verbs: 'Impress Smile Visit Compliment',
    core: 'DinnerTable PoliteSmile Impress',
    scenes: 'MeetTheParents',
    names:
      'PoliteSmileChallenge InLawRecipeSwap InLawTriviaNight InLawNameGame InLawsReact InLawDanceOff InLawsTryMySlang InLawHolidayBingo',
  },
  'try not to laugh': {
    things: 'Joke Pun Meme Video Punchline Judge Couch Scoreboard',
    moves: 'StraightFace HoldItIn DadJoke Snort Crack FunnyFace',
    verbs: 'Laugh Giggle Snort Crack',
    core: 'Joke StraightFace Laugh',
    scenes: 'StraightFace',
    names:
      'TryNotToLaughChallenge FirstOneToLaughLoses TryNotToLaughDuet TryNotToLaughWaterEdition KeepAStraightFace TryNotToLaughFamilyRound NoLaughZone TryNotToLaughDadJokes',
    also: 'dontlaugh ifyoulaughyoulose',
  },
  joke: {
    things: 'Punchline Pun Riddle Mic Stage Crowd Rimshot Drumroll Groan',
    moves: 'OneLiner KnockKnock Roast Comeback Wordplay',
    verbs: 'Tell Laugh Quip Groan',
    core: 'Punchline Pun Laugh',
    scenes: 'Punchline OneLiner BaDumTss',
    names:
      'FinishMyJoke WorstJokeWins TellMeAJoke OneJokeThreeVoices JokeForMyPet JokeRelay JokeOfTheDayJar ExplainTheJokeBadly',
    also: 'jokes cornyjoke cheesyjoke badjoke',
  },
  'knock knock': {
    things: 'Door Doorbell Punchline Pun Kids Couch Groan Giggle Rimshot',
    moves: 'WhosThere Interrupting DoorJoke Comeback Wordplay',
    verbs: 'Knock Answer Giggle Groan',
    core: 'Door WhosThere Knock',
    scenes: 'WhosThere',
    names:
      'KnockKnockJokeOff InterruptingCow InventAKnockKnock TeachAKidAKnockKnock KnockKnockRelay WorstKnockKnockJoke KnockKnockPetEdition KnockKnockOnTheRealDoor',
    also: 'knockknockjoke',
  },
  comedy: {
    things: 'Mic Stage Spotlight Crowd Punchline Notebook Stool Club Heckler Laugh',
    moves: 'StandUp OpenMic Roast Impression Crowdwork Callback',
    verbs: 'Joke Laugh Riff Heckle',
    core: 'Mic Stage StandUp Laugh',
    scenes: 'ComedyClub OpenMic Punchline',
    names:
      'OneMinuteStandUp OneLinerOlympics CrowdWorkWithMyFamily ComedySetInTheKitchen ComedyDuoChallenge ComedyOpenMicAtHome ComedySketchInOneTake TellYourBestJoke',
    also: 'comedian standup standupcomedy',
  },
  sitcom: {
    things: 'LaughTrack Couch Apartment Catchphrase ThemeSong Cast Kitchen Diner Set Studio',
    moves: 'Catchphrase LaughTrack Reunion Cameo TalkingHead ColdOpen',
    verbs: 'Act Quip Laugh React',
    core: 'LaughTrack Couch Catchphrase',
    scenes: 'LaughTrack',
    names:
      'FilmYourSitcomIntro SitcomTalkingHead SitcomEntranceApplause LaughTrackMyLife GiveMeACatchphrase CastYourFamilySitcom SitcomColdOpen SitcomDoubleTake',
    also: 'sitcoms',
  },
  skit: {
    things: 'Costume Wig Props Script Camera Mirror Hat Mic Couch Kitchen',
    moves: 'Sketch Character POV Reenactment Impression Callback',
    verbs: 'Act Play Perform Improvise',
    core: 'Costume Props Sketch Act',
    scenes: 'SketchComedy',
    names:
      'FinishThisSkit SkitWithOneProp SilentSkitChallenge ThreeCharacterSkit SkitInOneTake SwitchRolesSkit SkitWithYourBestie SkitWithMyPet',
    also: 'skits',
  },
  improv: {
    things: 'Stage Chairs Props Prompt Mic Crowd Suggestion Scene Hat Bell',
    moves: 'YesAnd FreezeTag SceneSwap Accents OneWord Rhyme',
    verbs: 'Act React Play Riff',
    core: 'Stage YesAnd Act',
    scenes: 'YesAnd',
    names:
      'YesAndChallenge FreezeTagImprov GiveMeAnImprovPrompt ImprovGenreSwitch ImprovSongOnTheSpot OneWordStory ImprovWithMyKid ImprovAtTheDinnerTable',
  },
  mime: {
    things: 'FacePaint Beret Stripes Gloves Wall Rope Umbrella Ladder Suspenders Stage',
    moves: 'InvisibleBox WalkingInWind RopePull WallTrap InvisibleLadder SilentStory',
    verbs: 'Act Pretend Freeze Gesture',
    core: 'FacePaint Beret InvisibleBox',
    scenes: 'InvisibleBox InvisibleWall',
    names:
      'InvisibleBoxChallenge MimeTheMovie GuessWhatIMime MimeYourMorning MimeTugOfWar MimeLadderClimb MimeAgainstTheWind MimeWalkingTheDog',
  },
  'class clown': {
    things: 'Desk Classroom Teacher Backpack Paper Pencil Whiteboard Hallway Yearbook Lunch',
    moves: 'FunnyFace TeacherImpression PaperHat DeskDrum SillyVoice PunchlineTiming',
    verbs: 'Joke Giggle Mimic Perform',
    core: 'Classroom FunnyFace Joke',
    scenes: 'BackOfClass Detention',
    names:
      'ClassClownTalentShow DeskDrumSolo ClassClownImpressions ClassClownThenAndNow MostLikelyToBeFunny ClassClownConfessions TagYourClassClown ClassClownAwards',
  },
  roast: {
    things: 'Mic Stage Spotlight Crowd Punchline Chair Trophy Podium Throne Toast',
    moves: 'GentleBurn OneLiner Comeback Zinger Burn Callback',
    verbs: 'Joke Quip Laugh Burn',
    core: 'Mic Punchline Comeback',
    scenes: 'ComedyRoast RoastBattle',
    names:
      'RoastMeGently RoastThenToast RoastMyPlaylist SelfRoastChallenge RoastMyCooking RoastMyHandwriting GrandmaRoastsMe RoastMyRoomTour',
  },
  sarcasm: {
    things: 'Mug Sign Emoji Caption Quote EyeRoll Tone Shrug Face Deadpan',
    moves: 'SlowClap EyeRoll Shrug OhReally TotallyFine DeadpanStare',
    verbs: 'Sigh Shrug Roll Clap',
    core: 'EyeRoll SlowClap Shrug',
    scenes: 'SlowClap EyeRoll',
    names:
      'SayItSarcastically SlowClapChallenge SarcasmOrSerious TotallyFineChallenge SarcasticNarrator SarcasticPetVoiceover SarcasmOnlyChallenge SarcasmDetectorTest OhReallyFaceOff',
    also: 'sarcastic',
  },
  'funny face': {
    things: 'Mirror Selfie Camera Tongue Eyebrows Cheeks Nose Mustache Filter Wink',
    moves: 'TongueOut CrossEyes PuffyCheeks FishFace EyebrowRaise BigGrin',
    verbs: 'Smile Squint Puff Wiggle',
    core: 'Tongue TongueOut CrossEyes',
    scenes: 'TongueOut PhotoBooth',
    names:
      'FunnyFaceOff CopyMyFunnyFace FunnyFaceFreeze MakeMeLaugh FunnyFaceChain FishFaceChallenge FunnyFacePhotoBooth FunnyFaceInSlowMo',
    also: 'sillyface uglyface facialexpression',
  },
  'silly walk': {
    things: 'Hallway Sidewalk Park Office Hat Umbrella Briefcase Shoes Legs',
    moves: 'Waddle Strut TipToe HighKnees Shuffle Zigzag',
    verbs: 'Walk Waddle Strut Shuffle',
    core: 'Legs Hat Waddle Strut',
    names:
      'SillyWalkOff InventASillyWalk RateMySillyWalk SillyWalkRelay StrutYourStuff CopyMySillyWalk SillyWalkToTheMailbox PenguinWaddleRace',
  },
  laugh: {
    things: 'Joke Meme Video Couch Tears Belly Punchline',
    moves: 'Snort Giggle Cackle Chuckle Wheeze Guffaw',
    verbs: 'Giggle Snort Cackle Chuckle',
    core: 'Joke Tears Giggle',
    scenes: 'BellyLaugh GiggleFit',
    names:
      'LaughChainChallenge WhatsYourLaugh FakeLaughTurnsReal SnortLaughChallenge GuessWhoLaughed FamilyLaughImpressions BabyLaughRemix LaughInSlowMo',
    also: 'laughing laughter giggle contagiouslaugh',
  },
  charades: {
    things: 'Cards Timer Hat Couch Clues Movies Songs Team LivingRoom Scoreboard',
    moves: 'MovieRound AnimalRound SoundsLike TwoWords FirstWord Shrug',
    verbs: 'Act Guess Point Mime',
    core: 'Cards Clues Act Guess',
    scenes: 'GameNight',
    names:
      'ReverseCharades FamilyCharades CharadesSpeedRound EmojiCharades SongCharades AnimalCharadesForKids GuessTheMovie CharadesFails',
  },
  'would you rather': {
    things: 'Cards Questions Choices Couch Dice Friends Whiteboard Host Timer Poll',
    moves: 'HardChoice QuickPick Debate Vote Dilemma Reveal',
    verbs: 'Choose Pick Vote Argue',
    core: 'Questions Choices Choose',
    names:
      'WouldYouRatherFamily SillyWouldYouRather WouldYouRatherDuet ImpossibleChoices AnswerInThreeSeconds WouldYouRatherFoodEdition KidsWouldYouRather PickASideRun',
    also: 'wyr',
  },
  'this or that': {
    things: 'Choices Cards Couch Mic Sign Poll Timer Screen Buttons Sides',
    moves: 'QuickPick LeftOrRight PointAndPick Duel Poll Swipe',
    verbs: 'Pick Choose Point Vote',
    core: 'Choices QuickPick Pick',
    names:
      'ThisOrThatSpeedRound FamilyThisOrThat ThisOrThatDuet PickOneNoThinking ThisOrThatWithMyDog ThisOrThatFoodEdition GuessMyThisOrThat PointAtYourAnswer',
  },
  'simon says': {
    things: 'Leader Circle Hands Feet Head Nose Classroom Backyard Gym Whistle',
    moves: 'TouchYourNose HopOnOne SpinAround ClapTwice Freeze TrickCommand',
    verbs: 'Touch Hop Spin Clap',
    core: 'Leader TouchYourNose Touch',
    names:
      'SimonDidntSay SillySimonSays SimonSaysSpeedRound SimonSaysFamilyEdition SimonSaysWithMyDog SimonSaysDanceBreak LastOneStanding SimonSaysInSlowMo',
  },
  'most likely to': {
    things: 'Cards Couch Friends Family Fingers Pointing Questions Group Reveal Count',
    moves: 'PointAndVote Reveal Countdown GroupPoint Tally Callout',
    verbs: 'Point Vote Guess Count',
    core: 'Questions Fingers Point',
    names:
      'WhoIsMostLikelyTo FamilyMostLikely ThreeTwoOnePoint MostLikelyToSpeedRound MostLikelyToPetEdition FriendsMostLikelyTo MostLikelyToAwards MostLikelyToBeLate',
    also: 'whosmostlikely',
  },
  whisper: {
    things: 'Headphones Music Volume Couch Phrase Cards Lips Friends Mic Table',
    moves: 'LipRead Guess Mouthing LoudMusic Misheard WrongGuess',
    verbs: 'Guess Read Mouth Mumble',
    core: 'Headphones LipRead Guess',
    names:
      'HeadphoneWhisper LoudestWhisperWins WhatDidISay WhisperADadJoke WhisperTheNews WhisperRelayRace WhisperSingAlong WhisperToMyPet',
    also: 'whisperchallenge',
  },
  'telephone game': {
    things: 'Circle Phrase Whisper Couch Classroom Friends Message Line Team Ear',
    moves: 'WhisperChain Misheard FinalReveal ChainRound PassItOn LastWord',
    verbs: 'Pass Whisper Guess Repeat',
    core: 'Whisper Circle Misheard Pass',
    names:
      'BrokenTelephone TelephoneDrawingGame PassThePhrase TelephoneGameOnVideoCall TelephoneDanceMoves TelephoneGameFamily TelephoneInEmoji TelephoneGameFail',
    also: 'brokentelephone',
  },
  'two truths and a lie': {
    things: 'Facts Cards Couch Friends Family Pen Notes Poll Mic Clues',
    moves: 'PokerFace Bluff Reveal Guess Callout Twist',
    verbs: 'Bluff Guess Lie Reveal',
    core: 'Facts PokerFace Bluff',
    names:
      'TwoTruthsAndALie TwoTruthsFamilyEdition TwoTruthsCouplesEdition TwoTruthsPokerFace TwoTruthsWithGrandma TwoTruthsAboutMyJob SpotTheLie TwoTruthsSpeedRound',
    also: 'twotruths',
  },
  blindfold: {
    things: 'Scarf Mask Hands Table Snacks Objects Box Makeup Drawing Chair',
    moves: 'BlindGuess BlindDraw BlindTaste BlindMakeup TouchTest BlindSketch',
    verbs: 'Guess Touch Feel Draw',
    core: 'Scarf Mask BlindGuess Guess',
    scenes: 'NoPeeking',
    names:
      'BlindfoldMakeup BlindfoldTasteTest DrawingBlindfolded BlindfoldBuildOff BlindfoldHairStyling BlindfoldOutfitPick BlindfoldCushionCourse BlindfoldGiftWrap',
    also: 'blindfolded',
  },
  'whats in the box': {
    things: 'Box Hole Gloves Slime Sponge Plushie Noodles Mystery Table Camera',
    moves: 'TouchGuess Reach Squeal Pull FinalReveal Flinch',
    verbs: 'Touch Guess Feel Reach',
    core: 'Box Mystery Touch',
    names:
      'WhatsInTheBox MysteryBoxChallenge WhatsInTheBoxReactions SlimeOrSponge TouchAndGuess WhatsInTheBoxGrandma DIYWhatsInTheBox WhatsInTheBoxRelay',
    also: 'mysterybox',
  },
  'mr bean': {
    things: 'Teddy MiniCar Armchair TweedJacket Turkey Camera Suitcase Hotel SwimmingPool Tiptoes',
    moves: 'TheBeanFace DeskNap SecretDance TurkeyHead ArmchairDrive SilentComedy',
    verbs: 'Mime Sneak Tiptoe Wiggle',
    core: 'Teddy MiniCar TheBeanFace Mime',
    names:
      'DoTheBeanFace MrBeanSecretDance MrBeanWalkChallenge MrBeanSandwichRemake MrBeanSilentMorning MrBeanImpression MrBeanTeddyBedtime MrBeanDeskNap',
  },
  spongebob: {
    things: 'Pineapple KrabbyPatty Spatula Jellyfish Net Bubbles Gary Patrick Squidward KrustyKrab',
    moves: 'ImagineRainbow MockingMeme KarateChop BubbleBlow JellyfishJam SpatulaFlip',
    verbs: 'Flip Blow Laugh Jam',
    core: 'Pineapple KrabbyPatty Jellyfish Bubbles',
    scenes: 'BikiniBottom KrustyKrab KrabbyPatty',
    names:
      'SpongeBobLaughChallenge SpongeBobImReadyChallenge JellyfishJamDance KrabbyPattyBuildOff SpongeBobImpression AFewMomentsLater ImagineARainbow SpongeBobBubbleArt SpongeBobKarateChop',
    spelled: 'SpongeBob',
  },
  shrek: {
    things: 'Swamp Onion Donkey Layers Ogre Waffles Fiona Castle Mud Boots',
    moves: 'SomebodyOnceToldMe OnionLayers Roar SwampLife MudBath WaffleMorning',
    verbs: 'Roar Stomp Sing Laugh',
    core: 'Swamp Ogre Roar',
    scenes: 'FarFarAway Swamp',
    names:
      'ShrekVoiceChallenge DoTheDonkeyVoice ShrekRoarOff OgresHaveLayersToo ShrekMorningRoutine ShrekAllStarChallenge ShrekSwampStomp ShrekWaffleBreakfast',
  },
  minion: {
    things: 'Bananas Goggles Overalls Gru Lab Rocket Tape Unicorn Stripes Blaster',
    moves: 'BananaDance Gibberish Giggle Wobble Cheer BelloWave',
    verbs: 'Giggle Dance Babble Cheer',
    core: 'Bananas Goggles Gibberish',
    scenes: 'DespicableMe Bello',
    names:
      'SingTheBananaSong BelloChallenge TalkLikeAMinion MinionGiggleChallenge DIYMinionGoggles MinionBananaDance MinionWobbleWalk GuessTheMinionWord',
  },
  'scooby doo': {
    things: 'MysteryVan ScoobySnacks Mask Trap Sandwich Magnifier Scarf Clues Flashlight Ascot',
    moves: 'Unmasking ZoinksFace SnackStack ChaseScene TrapBuild MysteryReveal',
    verbs: 'Unmask Snack Run Solve',
    core: 'MysteryVan ScoobySnacks Unmask',
    scenes: 'MysteryMachine Zoinks ScoobySnacks',
    names:
      'ScoobyDooChaseScene UnmaskTheVillain ZoinksFaceChallenge ScoobySnackStack JinkiesFaceOff ScoobyDooImpression LetsSplitUpGang ScoobyDooMysteryAtHome',
  },
  'the simpsons': {
    things: 'Donut Couch Skateboard Saxophone Slingshot Treehouse Sprinkles Springfield',
    moves: 'Doh CouchGag ChalkboardGag Woohoo BartPrank EatMyShorts',
    verbs: 'Skate Snack Chant Sneak',
    core: 'Donut Couch Doh',
    scenes: 'Springfield CouchGag Doh',
    names:
      'RecreateSimpsonsCouchGag ChalkboardGagChallenge SimpsonifyYourself SimpsonsQuoteCharades SimpsonsImpressions SimpsonsFamilyPortrait SimpsonsTriviaNight SimpsonsPinkDonutBake',
    also: 'simpsons',
  },
  'brooklyn 99': {
    things: 'Precinct Badge Bullpen Trophy Cheddar Desk Detective Captain Belt Stakeout',
    moves: 'HalloweenHeist Noice CoolCoolCool HeistPlan BullpenDance Interrogation',
    verbs: 'Chase Solve Sneak Investigate',
    core: 'Precinct Detective Badge',
    scenes: 'HalloweenHeist Noice CoolCoolCool',
    names:
      'NoiceChallenge Brooklyn99ColdOpen Brooklyn99HalloweenHeist LineupSingAlong CoolCoolCoolChallenge Brooklyn99Impressions BullpenDanceOff Brooklyn99Interrogation',
    also: 'brooklynninenine b99',
  },
  'parks and rec': {
    things: 'Waffles Pawnee Office Parks Binder Saxophone Calzone Festival Gazebo',
    moves: 'TreatYoSelf WaffleParty SaxTime Pitfall HarvestFest Galentines',
    verbs: 'Treat Plan Dance Celebrate',
    core: 'Waffles Parks TreatYoSelf Treat',
    scenes: 'Pawnee TreatYoSelf Galentines',
    names:
      'TreatYoSelfChallenge GalentinesBrunch ParksAndRecTalkingHead ParksAndRecImpressions ParksAndRecWaffleFeast ParksAndRecTalentShow ParksAndRecTrivia PawneeTownHallSkit',
    also: 'parksandrecreation',
  },
  'looney tunes': {
    things: 'Anvil Carrot Rocket Cliff Desert Piano Hole Sign Rabbit Mallet',
    moves: 'WhatsUpDoc CartoonRun DoubleTake SneakAttack Getaway Pratfall',
    verbs: 'Chase Sneak Dodge Zoom',
    core: 'Carrot Rabbit WhatsUpDoc Chase',
    scenes: 'WhatsUpDoc ThatsAllFolks',
    names:
      'WhatsUpDocChallenge ThatsAllFolksEnding LooneyTunesChaseScene LooneyTunesVoices LooneyTunesDoubleTake LooneyTunesSoundEffects LooneyTunesSneakWalk CartoonRunInPlace',
  },
  'tom and jerry': {
    things: 'Cheese Mousehole FryingPan Broom Kitchen Piano Fridge Rug Mallet Dog',
    moves: 'ChaseScene Sneak Tiptoe HideAndSeek PianoRun CheeseHeist',
    verbs: 'Chase Sneak Tiptoe Dodge',
    core: 'Cheese Mousehole Chase',
    scenes: 'CatAndMouse',
    names:
      'TomAndJerryChase CheeseHeistChallenge TomAndJerryTiptoe SiblingsAsTomAndJerry TomAndJerryScream TomAndJerryPetEdition TomAndJerryIRL TomAndJerryPianoScene',
  },
  garfield: {
    things: 'Lasagna Mondays Couch Odie Jon Mug Coffee Blanket Nap Pizza',
    moves: 'LazyDay MondayGrump LasagnaFeast CouchNap SideEye Stretch',
    verbs: 'Nap Eat Lounge Sigh',
    core: 'Mondays Couch LazyDay Nap',
    names:
      'DrawGarfieldBadly GarfieldMondayMood LazyLikeGarfield GarfieldLasagnaBakeOff MyCatIsGarfield GarfieldComicRecreate GarfieldImpression GarfieldSideEye',
  },
  muppet: {
    things: 'Kermit Piggy Fozzie Animal Theater Banjo Rainbow Puppet Stage Balcony',
    moves: 'KermitFlail DrumSolo WockaWocka BalconyHeckle RainbowSong YayFlail',
    verbs: 'Flail Sing Heckle Cheer',
    core: 'Puppet Kermit KermitFlail',
    scenes: 'MuppetShow WockaWocka',
    names:
      'KermitFlailChallenge MuppetVoiceChallenge SockPuppetMuppet MuppetDrumSolo FozzieBearJokes MakeAMuppetOfMe MuppetNewsFlash MuppetMusicVideo',
    also: 'kermit',
  },
  'gen alpha': {
    things: 'Tablet Slang Roblox Stanley Sephora Earbuds Scooter Lunchbox TikTok Emoji',
    moves: 'SlangTest SkibidiDance Griddy Aura NPCMode SixSeven',
    verbs: 'Slay Scroll Vibe Yap',
    core: 'Tablet Slang Yap',
    scenes: 'Skibidi SixSeven',
    names:
      'GuessTheGenAlphaWord GenAlphaVsBigSibling GenAlphaTeachesGrandma GenAlphaTriesOldToys GenAlphaAuraCheck GenAlphaSpellingBee GenAlphaDictionary GenAlphaExplainsTheTrend',
  },
  npc: {
    things: 'Quest Dialogue Menu Loop Screen Phrase Filter Stream',
    moves: 'StiffWalk IdleMode LoopLine GlitchWalk QuestGiver IdleAnimation',
    verbs: 'Repeat Glitch Idle Loop',
    core: 'Dialogue StiffWalk Glitch',
    scenes: 'NPCMode MainCharacter',
    names:
      'ActLikeAnNPC GiveMeASideQuest NPCDialogueLoop NPCTutorialMode NPCShopkeeper NPCGlitchWalk NPCIdleAnimation NPCFamilyDinner',
    also: 'nonplayablecharacter',
    spelled: 'NPC',
  },
  slang: {
    things: 'Words Dictionary Phrases Emoji Texts Captions Meme Quiz Flashcards Translator',
    moves: 'VocabTest Translation GuessTheMeaning ParentQuiz UseItWrong DefineIt',
    verbs: 'Translate Define Guess Teach',
    core: 'Words Dictionary Translate',
    scenes: 'NoCap ItsGiving',
    names:
      'ParentsTrySlang SlangSpellingBee SlangThroughTheDecades GrandpaSlangQuiz TranslateThisSlang SlangBedtimeStory SlangJobInterview SlangWordOfTheDay',
    also: 'teenslang',
  },
  brainrot: {
    things: 'Skibidi Aura Sigma Rizz Fanum Yap Cap Bussin Slay Meme',
    moves: 'AuraPoints SkibidiDance ExplainItToMom TranslateIt NPCMode SlangQuiz',
    verbs: 'Yap Vibe Slay Cook',
    core: 'Skibidi Rizz Yap',
    scenes: 'Skibidi AuraPoints Rizz',
    names:
      'ExplainBrainrotToMom BrainrotBedtimeStory BrainrotQuiz AuraPointsChallenge BrainrotInShakespeare BrainrotNewsReport BrainrotCharades BrainrotFreeDay',
  },
  ohio: {
    things: 'Cornfield Highway Sign Buckeye Skyline Weather Cows Road Barn Diner',
    moves: 'FinalBoss WeirdWeather CornMaze RoadTrip CursedClip PlotTwist',
    verbs: 'Survive Wander Explore Drive',
    core: 'Cornfield Barn CornMaze',
    scenes: 'OnlyInOhio Buckeye',
    names:
      'OhioFinalBoss MeanwhileInOhio OhioPlotTwist FourSeasonsInOhio OnlyInOhioSkit OhioSideQuest OhioRoadTripBingo OhioCornMazeRun',
  },
  vine: {
    things: 'Catchphrase Loop Sound Clip Quote Camera Couch Mall Road Ladder',
    moves: 'Recreate QuoteAlong Reenactment LoopLine Throwback SixSeconds',
    verbs: 'Quote Recreate Loop Reenact',
    core: 'Loop Catchphrase SixSeconds Quote',
    scenes: 'SixSeconds',
    names:
      'FinishTheVine RecreatingVines SixSecondSkit GuessTheVine VineQuoteCharades VineRemakeWithGrandma VineDuetChallenge VineThrowbackHour',
  },
  reaction: {
    things: 'Face Couch Camera Video Meme Headphones Popcorn Screen Mic Remote',
    moves: 'FirstLook DoubleTake JawDrop SideEye Gasp Stitch',
    verbs: 'React Gasp Watch Duet',
    core: 'Face Popcorn JawDrop React',
    scenes: 'JawDrop DoubleTake',
    names:
      'GuessWhatImWatching ReactWithoutWords ReactionSpeedTest FirstTimeReacting PetReactionCam FamilyReactsToMyCooking DelayedReactionSkit ReactToMyBabyPhotos',
    also: 'reacts reacting',
  },
  elevator: {
    things: 'Buttons Doors Floor Music Mirror Lobby Office Hotel Stairs Bell',
    moves: 'FaceBackwards LiftDance DoorHold SmallTalk AwkwardSilence FloorGuess',
    verbs: 'Press Ride Wait Hold',
    core: 'Buttons Doors Floor Press',
    scenes: 'ElevatorMusic ElevatorPitch',
    names:
      'ElevatorPitchChallenge ElevatorMusicDance ElevatorDoorsOpenPose ElevatorSmallTalkSkit ElevatorFloorGuess CardboardElevatorSkit HoldTheElevator ElevatorMirrorSelfie',
  },
  'office party': {
    things: 'Cake Balloons Breakroom Punch Playlist Banner Nametag Karaoke Potluck Snacks',
    moves: 'SecretSanta UglySweater DanceOff PotluckParade KaraokeDuet TeamToast',
    verbs: 'Dance Toast Mingle Celebrate',
    core: 'Cake Karaoke SecretSanta',
    scenes: 'HolidayParty Breakroom',
    names:
      'OfficePartyDanceOff OfficeKaraokeDuet OfficePartyBingo OfficePartyMusicalChairs OfficePartyToastInRhyme OfficePotluckGuess OfficePartyPhotoBooth OfficePartyFails',
    also: 'workparty',
  },
  'secret santa': {
    things: 'Gift Hat Names Wrapping Budget Mug Socks Candle Card Stocking',
    moves: 'NameDraw GiftReveal GuessWhoGotYou WorstGift BestGift Unwrap',
    verbs: 'Gift Wrap Guess Reveal',
    core: 'Gift NameDraw GiftReveal Wrap',
    scenes: 'GiftExchange WhiteElephant',
    names:
      'SecretSantaReveal GuessYourSecretSanta SecretSantaPoemClues WrapItWeird WorstSecretSantaGift Under20GiftChallenge SecretSantaPetEdition SecretSantaDollarStore',
    also: 'kriskringle',
  },
  'yes day': {
    things: 'Rules IceCream Pancakes Trampoline Arcade Balloons Sprinkles Pajamas Candy Movies',
    moves: 'SayYes IceCreamBreakfast PillowFort WaterFight GoKart StayUpLate',
    verbs: 'Agree Play Splurge Celebrate',
    core: 'IceCream SayYes Agree',
    names:
      'SayYesToEverything KidPlansTheYesDay IceCreamForBreakfast YesDaySpinTheWheel YesDayDareJar YesDayBucketList YesDayParentEdition YesDayForMyDog',
  },
  'role reversal': {
    things: 'Apron Briefcase Backpack Tie Lunchbox Remote CarKeys Chores Bedtime Rules',
    moves: 'ParentForADay KidsInCharge LectureSwap BedtimeSwap ChoreFlip CopyMyParent',
    verbs: 'Swap Lead Copy Switch',
    core: 'Briefcase Apron ParentForADay Swap',
    scenes: 'KidsInCharge ParentForADay',
    names:
      'ParentsActLikeTeens RoleReversalLecture ToddlerPacksMyLunch RoleReversalSchoolPickup RoleReversalBedtime KidsInCharge RoleReversalDinner RoleReversalPetEdition',
    also: 'roleswap',
  },
  dating: {
    things: 'Flowers Restaurant Phone Text Apps Candle Dessert Playlist Car Outfit',
    moves: 'FirstDate DoubleText SmallTalk AwkwardHug BlindDate Ghosting',
    verbs: 'Date Text Swipe Blush',
    core: 'Flowers Restaurant FirstDate',
    scenes: 'FirstDate DateNight BlindDate',
    names:
      'FirstDateBingo PlanTheWorstDate FiveDollarDateNight GrandparentsDatingAdvice AwkwardDateReenactment DiceDecidesTheDate PetDatingProfile DateStoryTime',
  },
  nurse: {
    things: 'Scrubs Stethoscope Clipboard Shift Coffee Clogs Badge Chart Pager Breakroom',
    moves: 'NightShift CoffeeRun ShiftChange BreakroomNap ChartCheck Handoff',
    verbs: 'Care Chart Check Rush',
    core: 'Scrubs Stethoscope NightShift Care',
    scenes: 'NursesStation NightShift',
    names:
      'NurseShiftBingo NightShiftAt3AM ThingsNursesSay NurseBreakroomDance NurseStepCount ThankANurse NurseHandoffSkit NurseScrubsFitCheck',
    also: 'nursing nurselife',
  },
  'self checkout': {
    things: 'Scanner Bag Screen Receipt Barcode Produce Coupon Attendant Cart Scale',
    moves: 'UnexpectedItem ScanFail BagShuffle PriceLookup WaitForHelp BarcodeHunt',
    verbs: 'Scan Bag Wait Pay',
    core: 'Scanner Barcode UnexpectedItem Scan',
    scenes: 'UnexpectedItem BaggingArea',
    names:
      'UnexpectedItemChallenge SelfCheckoutVoice SelfCheckoutSpeedRun SelfCheckoutBeepSong ScanItYourself SelfCheckoutAtHome HelpIsOnTheWay SelfCheckoutFails',
  },
  amazon: {
    things: 'Package Box Porch Doorbell Cart Tracking Driver Tape Wishlist Returns',
    moves: 'Unboxing PorchWatch CartCheckout OneClickBuy ReturnRun BoxFort',
    verbs: 'Order Unbox Track Return',
    core: 'Package Box Porch Unbox',
    scenes: 'PrimeDay DeliveryDay',
    names:
      'AmazonBoxFort TinyItemHugePackage AmazonGadgetTest GuessMyAmazonOrder AmazonCardboardCostume AmazonReviewReadAloud AmazonCartConfessions AmazonDeliveryDance',
    also: 'amazonhaul primeday',
  },
  dmv: {
    things: 'Line Ticket Number Photo Counter Clipboard Form Bench Clock License',
    moves: 'WaitingGame NumberCall LicensePhoto FormFill DriveTest CounterChat',
    verbs: 'Wait Sign Smile Sigh',
    core: 'Line License LicensePhoto Wait',
    scenes: 'TakeANumber LicensePhoto',
    names:
      'RateMyLicensePhoto DMVWaitingRoomBingo DMVEyeTestChallenge PracticeYourIDSmile DMVClerkImpression GuessTheDMVWait DMVOneTakeSelfie NowServingDance',
    also: 'motorvehicles',
    spelled: 'DMV',
  },
  sneeze: {
    things: 'Tissue Nose Pepper Sunlight Pollen Elbow Allergies Sleeve Dust Hanky',
    moves: 'DoubleAchoo SilentAchoo ElbowCatch AlmostAchoo BlessYouChain TripleAchoo',
    verbs: 'Sniff Blow Sniffle Wipe',
    core: 'Tissue Nose DoubleAchoo',
    scenes: 'Achoo BlessYou AllergySeason',
    names:
      'WhatsYourSneeze AlmostSneezeFace GuessWhoSneezed BlessYouInEveryLanguage SneezeInSlowMo SneezeImpressions HoldThatSneeze PetSneezeCam',
    also: 'sneezing',
  },
  hiccup: {
    things: 'Water Glass Spoon Sugar Straw Lemon Couch Mic Classroom Silence',
    moves: 'GiggleFit SugarSpoon HicCount StraightFace SqueakyHic',
    verbs: 'Sip Giggle Count Squeak',
    core: 'Water SqueakyHic Sip',
    names:
      'CureMyHiccups SingWithHiccups HiccupsAtTheWorstTime HiccupRemix HiccupNewsReport HiccupImpressions BabyHiccupCam HiccupStraightFace',
  },
  snoring: {
    things: 'Pillow Earplugs Blanket Partner Nightstand Mic Recording Bed Headphones Dog',
    moves: 'SnoreRecording LoudSnore SnoreSymphony Nudge PillowOverHead SnoreRemix',
    verbs: 'Snore Nudge Record Sleep',
    core: 'Pillow Earplugs Snore',
    scenes: 'Zzz',
    names:
      'DoISnore SnoreRemix GuessWhoSnores SnoreTranslator SnoreImpressions PetSnoringCam SnoringDuet SnoringOlympics',
    also: 'snore',
  },
  'bad hair day': {
    things: 'Hat Brush Comb Hairspray Mirror Frizz Bedhead Rain Humidity Scrunchie',
    moves: 'HatRescue FrizzCheck BedheadReveal QuickUpdo CowlickFix WindTunnel',
    verbs: 'Brush Comb Hide Fix',
    core: 'Frizz Bedhead Hat Brush',
    scenes: 'Bedhead',
    names:
      'RateMyBadHairDay BedheadReveal HatToTheRescue BadHairDayGlowUp HairByMyKid BadHairDayNewsAnchor BadHairDayFaceOff WindTunnelHairdo',
    also: 'badhair',
  },
  'shower thoughts': {
    things: 'Shower Shampoo Bubbles Towel Mirror Steam Loofah Soap Curtain Notebook',
    moves: 'DeepThought MindBlown PlotTwist BigQuestion WaitWhat LateRealization',
    verbs: 'Think Ponder Wonder Realize',
    core: 'Shower MindBlown Ponder',
    names:
      'ShareYourShowerThought ShowerThoughtDebate RateMyShowerThought KidsShowerThoughts ShowerThoughtRelay ShowerThoughtMindBlown ShowerThoughtStitch PetShowerThoughts',
    also: 'showerthought',
  },
  'group project': {
    things: 'Slides Laptop Deadline GroupChat Library Notes Poster Rubric Calendar Coffee',
    moves: 'LastMinute SplitTheWork GhostMember Presentation AllNighter CarryTheTeam',
    verbs: 'Present Plan Split Carry',
    core: 'Slides Deadline CarryTheTeam',
    names:
      'ThatOneGroupMember GroupProjectBingo IDidItAllMyself TagYourGroupProjectHero GroupProjectChatSkit GroupProjectAtMidnight GroupProjectRoleSwap FamilyGroupProject',
  },
  'snow day': {
    things: 'Snow Sled Mittens Boots HotCocoa Blanket Snowman Window Pajamas Scarf',
    moves: 'SnowAngel SnowballFight Sledding PajamaDay HotCocoa CancelDance',
    verbs: 'Sled Build Bundle Cheer',
    core: 'Snow Sled Snowman SnowAngel',
    scenes: 'SnowballFight NoSchool SnowAngel',
    names:
      'SnowDayDance PajamasInsideOut SnowAngelContest SnowmanBuildOff SnowDayReaction SnowDayBucketList SnowDayCocoaBar SnowDayWishRitual',
  },
  'heat wave': {
    things: 'Fan Popsicle Sprinkler Pool Sunscreen Shade Freezer IcePack Shorts Ice',
    moves: 'FreezerHug FanFace Meltdown PopsicleRace SprinklerRun ColdShower',
    verbs: 'Melt Sweat Chill Fan',
    core: 'Fan Popsicle Sprinkler Melt',
    scenes: 'Scorcher HundredDegrees',
    names:
      'TooHotToFunction FanFaceChallenge HeatWaveIceCubeRelay FrozenToyRescue HeatWaveSprinklerDance HeatWavePopsicleFaces IceCubeSpeedMelt HeatWaveSurvivalKit',
    also: 'hotweather',
  },
  'rainy day': {
    things: 'Umbrella Boots Puddle Raincoat Window Blanket Tea BoardGame Movie Couch',
    moves: 'PuddleJump UmbrellaFail RainDance CozyDay BoardGames MovieMarathon',
    verbs: 'Splash Cuddle Dance Stay',
    core: 'Umbrella Puddle Raincoat Splash',
    scenes: 'PuddleJump Downpour',
    names:
      'PuddleJumpChallenge RaindropRace RainyDayDanceOff RainyDayFortBuild SingingInTheRainRemake RainyDayIndoorOlympics RainBootFashionShow RainyDayBoredomBuster',
  },
  'daylight saving': {
    things: 'Clock Alarm Hour Calendar Sunrise Coffee Oven Microwave Car Phone',
    moves: 'ClockChange LostHour SpringForward FallBack ZombieMorning OvenClockFix',
    verbs: 'Change Adjust Yawn Snooze',
    core: 'Clock LostHour SpringForward',
    scenes: 'SpringForward LostHour',
    names:
      'WhoStoleMyHour SpringForwardDance DaylightSavingZombies FallBackBonusNap DaylightSavingJetLag PetsDontDoDaylightSaving MicrowaveStillWrong DaylightSavingFails',
    also: 'daylightsavings dst',
  },
  'black friday': {
    things: 'Cart Receipt Doorbuster Line Mall Deals Coupons Bags Parking Tent',
    moves: 'DoorbusterDash CartTetris DealHunt LineCamp BagHaul PriceCheck',
    verbs: 'Shop Grab Haul Camp',
    core: 'Cart Deals Bags Shop',
    scenes: 'Doorbuster',
    names:
      'BlackFridayAtHome DoorbusterDash BlackFridayCartTetris BlackFridayHaul GuessTheDealPrice BlackFridayBudgetDare BlackFridayInPajamas DealHuntBingo',
  },
  mall: {
    things: 'Escalator FoodCourt Fountain Kiosk Bags Pretzel Carousel Parking Map Store',
    moves: 'PowerStroll FoodCourtRun KioskDodge EscalatorRide WindowShop PretzelBreak',
    verbs: 'Shop Browse Stroll Snack',
    core: 'FoodCourt Escalator Shop',
    scenes: 'FoodCourt WindowShopping',
    names:
      'FoodCourtTasteTest MallScavengerHunt MallOutfitChallenge MallEscalatorEntrance MallPhotoBoothPoses MallThenAndNow MallPowerWalk MallPretzelReview',
    also: 'shoppingmall',
  },
  'movie theater': {
    things: 'Popcorn Seats Screen Tickets Soda Candy Trailer Armrest Glasses Usher',
    moves: 'ArmrestWar TrailerReview SeatHunt LateArrival PopcornRefill CreditsWait',
    verbs: 'Watch Munch Shush React',
    core: 'Popcorn Screen Seats',
    scenes: 'BigScreen OpeningNight MovieNight',
    names:
      'MovieTheaterArmrestWar TrailerVoiceChallenge PopcornCatchChallenge MovieTheaterAtHome PopcornFlavorBattle MovieTheaterShushOff WaitForTheCreditsScene MovieTheaterSnackReview',
    also: 'cinema movietheatre',
  },
  'gas station': {
    things: 'Pump Snacks Slushie Hotdog Counter Candy Jerky Coffee Receipt Car',
    moves: 'SnackRun SlushieMix RoadTripHaul PumpDance WrongSide CounterChat',
    verbs: 'Pump Snack Mix Pay',
    core: 'Pump Slushie Snacks',
    names:
      'WrongSideOfThePump GasStationSlushieMix RateMyRoadTripSnacks GasStationFiveDollarFeast GuessTheGasTotal GasStationCoffeeRanking GasStationPumpDance WindshieldSqueegeeArt',
    also: 'petrolstation',
  },
  'low battery': {
    things: 'Charger Phone Cable Outlet PowerBank Percent Screen Icon Cord Laptop',
    moves: 'OnePercent ChargerHunt OutletRace BatterySaver CordStretch LastCall',
    verbs: 'Charge Plug Save Panic',
    core: 'Charger Phone OnePercent',
    scenes: 'OnePercent',
    names:
      'LowBatteryPanic OnePercentChallenge WhoHasACharger LowBatteryOutletHunt LowBatteryModeMe CordTooShortYoga LastTextBeforeItDies LowBatteryImpression',
    also: 'deadphone',
  },
  'parallel parking': {
    things: 'Curb Mirror Cones Car Bumper Spot SteeringWheel Camera Meter Street',
    moves: 'ThreePointTurn PerfectPark FifthTry CurbCheck MirrorCheck OneShotPark',
    verbs: 'Park Steer Reverse Turn',
    core: 'Curb Cones Car Park',
    scenes: 'ParkingSpot',
    names:
      'ParallelParkingCommentary RateMyParallelPark OneShotPark ToyCarParkingChallenge ParallelParkingPepTalk NailedTheParking ParallelParkTheStroller ParallelParkingFails',
  },
  'driving test': {
    things: 'Car Instructor Clipboard Cones Mirror Permit License Seatbelt Signal Road',
    moves: 'ThreePointTurn MirrorCheck NervousStart ParallelPark PassReveal SeatbeltClick',
    verbs: 'Drive Steer Signal Pass',
    core: 'Car Instructor License Drive',
    scenes: 'LearnersPermit DrivingSchool ThreePointTurn',
    names:
      'ParentsTeachingMeToDrive IPassedMyDrivingTest DrivingInstructorVoice DrivingTestNerves DrivingTestPepTalk CardboardCarDrivingTest ThreePointTurnDance DrivingTestLuckyCharm',
    also: 'learningtodrive roadtest',
  },
  'new job': {
    things: 'Desk Badge Laptop Lanyard Coworkers Inbox Chair Mug Training Handbook',
    moves: 'FirstDay Introductions Onboarding OfficeTour FirstMeeting NameGame',
    verbs: 'Start Learn Meet Impress',
    core: 'Desk Badge FirstDay',
    scenes: 'Onboarding FirstDay',
    names:
      'NewJobWhoDis NewJobBingo NewJobFirstDayFit NewJobNameGame NewJobCoffeeOrderQuiz NewJobAnnouncementDance NewJobDeskTour NewJobExpectations',
    also: 'firstdayatwork',
  },
  payday: {
    things: 'Paycheck Bank Wallet Receipt Cart Snacks Bills Rent PiggyBank Coffee',
    moves: 'MoneyDance TreatYourself BillsPaid CartFill BudgetCheck Splurge',
    verbs: 'Spend Save Treat Budget',
    core: 'Paycheck Wallet MoneyDance Spend',
    scenes: 'Paycheck TreatYourself',
    names:
      'PaydayHappyDance PaydayVsTwoDaysLater TreatYourselfPayday PaydayBudgetChallenge PaydayPizzaNight PaydayWishlistReveal PaydayBankAppFace PaydayStrut',
  },
  deadline: {
    things: 'Clock Calendar Laptop Coffee Inbox Desk Notes Timer Reminder Stack',
    moves: 'LastMinute AllNighter PanicMode SubmitClick DoubleCheck SprintFinish',
    verbs: 'Rush Type Submit Panic',
    core: 'Clock Calendar LastMinute Rush',
    scenes: 'CrunchTime LastMinute AllNighter',
    names:
      'SubmittedAt1159 BeatTheDeadline OneHourToDeadline DeadlineDayPanic LastMinuteLegend DeadlineTimelapse DeadlineDeskDance DeadlineSnackStash',
  },
  presentation: {
    things: 'Slides Clicker Projector Podium Notes Mic Laptop Audience Pointer Whiteboard',
    moves: 'NervousStart SlideFail TechGlitch QAndA BigFinish FreezeFrame',
    verbs: 'Present Pitch Point Explain',
    core: 'Slides Projector Present',
    scenes: 'SlideDeck NextSlide',
    names:
      'NextSlidePlease PresentationKaraoke OneBreathPresentation PresentationToGetAPet PitchMeInThirtySeconds PresentationPowerPose PresentationInRhyme PresentationFails',
  },
  allergies: {
    things: 'Tissues Pollen Flowers Nose Eyes Trees Dust Spring Grass Hanky',
    moves: 'SneezeAttack WateryEyes PollenCount TissueStack NoseBlow SpringSniffle',
    verbs: 'Sneeze Sniff Blow Sniffle',
    core: 'Tissues Pollen Sneeze',
    scenes: 'AllergySeason PollenCount',
    names:
      'AllergySneezeOff SpringVsMyNose AllergySeasonBingo AllergyTissueTower TissueTossHoops PollenCountForecast AllergiesVsMyCat AllergyFaceOff',
    also: 'allergy hayfever',
  },
  'getting old': {
    things:
      'ReadingGlasses Knees Recliner Slippers Cardigan Bedtime Calendar Birthday Remote Coffee',
    moves: 'EarlyBedtime KneeCrack SlangConfusion ThrowbackSong TwoDayRecovery SittingSigh',
    verbs: 'Groan Nap Squint Stretch',
    core: 'ReadingGlasses Recliner KneeCrack',
    scenes: 'BackInMyDay OverTheHill',
    names:
      'SignsYoureGettingOld KneeCrackChorus GettingOldBingo GettingOldGroanMeter BackInMyDay GettingOldSlangQuiz SittingDownSighOff EarlyBedtimeClub',
    also: 'aging',
  },
  retirement: {
    things: 'Golf Hammock Cruise Garden Recliner Crossword Calendar Fishing Porch Grandkids',
    moves: 'FirstDayOff GolfDay BirdWatching EarlyBird Gardening Puzzles',
    verbs: 'Relax Golf Garden Travel',
    core: 'Hammock Golf Cruise',
    scenes: 'GoldenYears RetiredLife',
    names:
      'FirstDayOfRetirement RetirementBucketList RetiredVsStillWorking RetirementRoutineParody NewHobbyInAWeek RetirementPartySpeech RetirementWisdomInOneLine RetirementCountdownDance',
    also: 'retired',
  },
  braces: {
    things: 'RubberBands Wax Brackets Wires Retainer Orthodontist Mirror Smile Floss Popcorn',
    moves: 'SmileReveal WireCheck ColorPick RetainerLisp Tightening FirstBite',
    verbs: 'Smile Floss Brush Bite',
    core: 'Brackets Retainer Wires Smile',
    scenes: 'Orthodontist BracesOff',
    names:
      'BracesOffReveal BracesColorPick RetainerTongueTwister BracesSmileTimeline FirstBiteAfterBraces BracesSquadSelfie BracesApprovedSnacks BracesTightenDayFaces',
  },
  'middle child': {
    things: 'HandMeDowns Backseat Photos Siblings Dinner Remote Bunkbed Car Bedroom Trophy',
    moves: 'MiddleSeat PeaceKeeper AttentionGrab Referee Shrug Overlooked',
    verbs: 'Mediate Shrug Share Survive',
    core: 'HandMeDowns Siblings MiddleSeat',
    names:
      'MiddleChildImpressions SiblingOrderSkit MiddleChildPhotoCount MiddleSeatForever MiddleChildAwards MiddleChildHandMeDowns MiddleChildPeacekeeper MiddleChildConfessions',
  },
  'oldest child': {
    things: 'Rules Chores Siblings CarKeys Curfew Lunchbox Phone Backpack Remote Bedroom',
    moves: 'Babysitting ParentMode ChoreDuty Trailblazer Lecture TestRun',
    verbs: 'Lead Protect Babysit Nag',
    core: 'Siblings Babysitting Rules',
    names:
      'OldestVsYoungest OldestChildInCharge OldestChildRulesVsNow OldestChildConfessions BigSibImpression BabysittingMySiblings OldestChildTestRun OldestChildBossVoice',
    also: 'firstborn oldestdaughter oldestson',
  },
  'youngest child': {
    things: 'Backseat Snacks Toys HandMeDowns Remote Bedtime Photos Siblings Pajamas Candy',
    moves: 'PuppyEyes BabyVoice FreePass NoChores Tattle GetAwayWithIt',
    verbs: 'Whine Giggle Tattle Charm',
    core: 'Siblings PuppyEyes Tattle',
    names:
      'YoungestGetsAwayWithIt YoungestVsOldest YoungestChildImpression PuppyEyesChallenge BabyOfTheFamily YoungestChildConfessions YoungestChildTattleSkit BlameItOnTheYoungest',
    also: 'babyofthefamily lastborn',
  },
  'only child': {
    things: 'Bedroom Toys Snacks Remote Backseat Spotlight Games ImaginaryFriend Parents Couch',
    moves: 'SoloPlay NoSharing QuietHouse FullAttention TableForThree BackseatKing',
    verbs: 'Play Share Chill Entertain',
    core: 'Toys ImaginaryFriend NoSharing',
    names:
      'NoSiblingsToBlame ImaginaryFriendInterview OnlyChildGameNight OnlyChildBackseatKing OnlyChildVsSiblings OnlyChildNoSharing OnlyChildConfessions OnlyChildPlaysBothSides',
  },
  'lip reading': {
    things: 'Headphones Music Mouth Lips Words Phrase Couch Friends Mic Subtitles',
    moves: 'Mouthing MisreadPhrase GuessTheWord SilentSay WrongGuess FinalReveal',
    verbs: 'Read Guess Mouth Mime',
    core: 'Lips Headphones Mouthing Guess',
    scenes: 'ReadMyLips',
    names:
      'ReadMyLips LipReadMovieQuotes WhatAmISaying HeadphoneLipRead LipReadTheMenu LipReadTheLyrics LipReadingTongueTwisters LipReadingRelay',
    also: 'lipread badlipreading',
  },
  funny: {
    things: 'Joke Meme Pun Punchline Blooper Sitcom Voice Face Costume Whoopee',
    moves: 'SillyFace Impression SillyWalk Blooper DadJoke Roast PratFall DoubleTake',
    verbs: 'Laugh Giggle Joke Snort Crack',
    core: 'Joke Meme Laugh',
    scenes: 'LaughOutLoud ComedyNight',
    names:
      'WorstJokeWins TellMeSomethingFunny FunnyVoiceChallenge MakeMomLaugh FunnyFaceChallenge FunnyPetVoiceover FunnyWalkOff FunniestLineWins',
    also: 'humor humour hilarious',
  },
  love: {
    things: 'Heart Roses Chocolate Crush Card Playlist Ring Teddy Date Couple',
    moves: 'FirstDate CoupleQuiz HandHolding Serenade SweetNote Compliment SlowDance',
    verbs: 'Hug Smile Blush Share',
    core: 'Heart Roses Hug',
    scenes: 'DateNight LoveStory FirstDate',
    names:
      'HowWellDoYouKnowMe LoveNoteChallenge LoveLanguageTest LoveSongSerenade PetLoveLanguage GrandparentsLoveStory LoveLetterToPizza ILoveYouMoreThan',
    also: 'romance romantic',
  },
  party: {
    things: 'Balloons Cake Confetti Playlist Snacks Pinata Streamers Karaoke DanceFloor Costume',
    moves: 'MusicalChairs Limbo PinTheTail Karaoke Charades CongaLine DanceOff',
    verbs: 'Celebrate Dance Cheer Decorate',
    core: 'Balloons Confetti Cake Celebrate',
    scenes: 'HouseParty PartyTime',
    names:
      'ShowUsYourPartyTrick HowLowCanYouGo PartyDanceOff CongaLineChallenge MusicalChairsShowdown FreezeDanceParty PartyEntranceMoment PartyGameOlympics',
  },
  movie: {
    things: 'Popcorn Trailer Scene Villain Sequel Remote Couch Ticket Soundtrack Credits',
    moves: 'SceneRemake FamousQuote PlotTwist SlowMo DramaticEntrance LowBudgetRemake',
    verbs: 'Reenact Quote Act Rewind',
    core: 'Popcorn Scene Reenact',
    scenes: 'MovieNight BigScreen Hollywood',
    names:
      'LowBudgetRemake ExplainAMovieBadly GuessTheMovieByEmoji MovieQuoteRelay MovieTrailerForMyDay DramaticMovieEntrance MovieSlowMoWalk MoviePlotTwistEnding',
    also: 'film',
  },
  'tv show': {
    things: 'Remote Couch Sitcom Episode ThemeSong Cliffhanger Character Finale Snacks Recap',
    moves: 'BingeWatch SitcomIntro Reenact SpoilerAlert Recap DramaticPause',
    verbs: 'Binge Rewatch Quote Reenact',
    core: 'Remote Episode BingeWatch',
    scenes: 'BingeWatch Primetime SeasonFinale',
    names:
      'HumTheTVThemeSong TVShowIntroChallenge PreviouslyOnMyLife ExplainATVShowBadly TVShowImpressions CastMyFamilyInATVShow GameShowAtHome TVCommercialParody',
    also: 'tvseries',
    spelled: 'TVShow',
  },
  'fourth of july': {
    things: 'Flag Fireworks Parade Grill Hotdogs Watermelon Picnic Popsicle Bandana Lawnchair',
    moves: 'Parade Cookout FlagWave FireworkReaction WatermelonSlice BackyardGames',
    verbs: 'Grill Celebrate Cheer Wave',
    core: 'Flag Parade Watermelon FlagWave',
    scenes: 'RedWhiteBlue FireworkShow',
    names:
      'FourthOfJulyOlympics FourthOfJulyFlagCake RedWhiteAndBlueFit FourthOfJulyFireworkFaces DecorateYourBikeParade WatermelonSeedSpitOff FireworkImpressions FourthOfJulyCookOff',
    also: '4thofjuly independenceday july4th',
  },
  'advent calendar': {
    things: 'Door Chocolate Candle Surprise Countdown Treat Window Ornament Sticker Calendar',
    moves: 'DoorReveal DailyUnbox GuessTheTreat CountdownDance ChocolateTaste',
    verbs: 'Open Unwrap Guess Count',
    core: 'Door Countdown DoorReveal Open',
    scenes: 'XmasCountdown',
    names:
      'WhatsBehindTheDoor ReverseAdventCalendar AdventCalendarOfJokes GuessTheAdventTreat DIYAdventCalendar AdventCalendarForMyDog AdventCalendarReactions AdventKindnessCountdown',
  },
  spooky: {
    things: 'Ghost Pumpkin Skeleton Cobweb Witch Candy Bat Cauldron Flashlight Costume',
    moves: 'MonsterMash PumpkinCarve CostumeReveal BooBasket SkeletonDance TrickOrTreat',
    verbs: 'Boo Carve Haunt Creep',
    core: 'Ghost Pumpkin Skeleton Boo',
    scenes: 'Halloween TrickOrTreat HauntedHouse',
    names:
      'SpookySkeletonDance SpookyVoiceStory YouveBeenBooed SpookyPumpkinFaceOff SpookyCostumeReveal SpookySnackBoard SpookySoundEffects SpookyPetCostume',
    also: 'spookyseason spookszn',
  },
  ghost: {
    things: 'Sheet Flashlight Attic Candle Mirror Castle Chains Hallway Pumpkin Boo',
    moves: 'SheetPhotoshoot Haunting BooFace Float TrickOrTreat SpookyWalk',
    verbs: 'Boo Haunt Float Glide',
    core: 'Sheet Boo Haunt',
    scenes: 'GhostStory HauntedHouse',
    names:
      'GhostPhotoshoot TellAGhostStory FriendlyGhostChallenge GhostFloatWalk GhostHideAndSeek GhostPetCostume GhostVoiceoverMyHouse GhostCostumeFails',
  },
  zombie: {
    things: 'Apocalypse Costume Makeup Graveyard Hoodie Flashlight Bunker Survivor Snacks Map',
    moves: 'Shuffle SlowChase Groan DeadEyes FaceMakeup ApocalypsePlan',
    verbs: 'Shuffle Groan Stumble Moan',
    core: 'Apocalypse Shuffle Groan',
    scenes: 'Apocalypse Undead',
    names:
      'ZombieWalkChallenge ZombieApocalypsePlan ZombieMakeupChallenge MorningZombieMode ZombieFreezeTag ZombieDanceOff ZombieChaseInSlowMo ZombieGroanOff',
  },
  witch: {
    things: 'Broom Hat Cauldron Cat Potion Spellbook Wand Pumpkin Moon Cape',
    moves: 'Cackle BroomRide PotionMaking SpellCast HatFlip Hex',
    verbs: 'Brew Cackle Stir Fly',
    core: 'Broom Hat Cauldron Cackle',
    scenes: 'WitchesBrew WitchingHour',
    names:
      'BestWitchCackle WitchesBrewChallenge CastASillySpell BroomstickRace WitchHatDIY WitchAndHerCat WitchVoiceStoryTime WitchCostumeGlowUp',
  },
  vampire: {
    things: 'Fangs Cape Castle Bat Coffin Garlic Moon Cloak Mirror Night',
    moves: 'CapeSwish CountVoice FangSmile BatFlap Hiss NightShift',
    verbs: 'Hiss Swoop Sparkle Lurk',
    core: 'Fangs Cape Bat Hiss',
    scenes: 'Transylvania',
    names:
      'CapeSwishOff VampireFangSmile VampireMorningRoutine AvoidTheGarlic VampireAccentChallenge VampireSunlightDodge VampireBatFlapDance VampireMirrorSkit',
    also: 'dracula',
  },
  'haunted house': {
    things: 'Attic Basement Door Candle Portrait Cobweb Flashlight Staircase Mirror Ghost',
    moves: 'FlashlightTour Reaction Tiptoe CreakyStairs Whisper DareWalk',
    verbs: 'Creep Tiptoe Scream Hide',
    core: 'Ghost Cobweb CreakyStairs',
    scenes: 'Halloween FrightNight',
    names:
      'WhoScreamsFirst DIYHauntedHouse HauntedHallwayDare BravestInTheFamily HauntedDollhouse HauntedHouseSoundtrack HauntedHouseReactions HauntedHouseHideAndSeek',
  },
  horror: {
    things: 'Villain Basement Flashlight Attic Popcorn Blanket Mask Doll Cabin Forest',
    moves: 'DontGoInThere SlowDoorOpen Scream Hide PlotTwist FinalScene',
    verbs: 'Scream Hide Creep Run',
    core: 'Basement DontGoInThere Scream',
    scenes: 'FrightNight DontGoInThere',
    names:
      'HorrorTrailerMyDay DontGoInThere BadHorrorActing HorrorMovieLogic HorrorMusicOnMyPuppy HorrorScreamOff HorrorBloopers HorrorNarratorVoice',
    also: 'horrormovie scarymovie scary',
  },
  diwali: {
    things: 'Diya Rangoli Lights Sweets Lantern Mithai Kurta Lehenga Gifts Aunties',
    moves: 'RangoliDesign DiyaLighting SweetBox FamilyPhoto OutfitReveal CleaningSpree',
    verbs: 'Celebrate Decorate Light Share',
    core: 'Rangoli Lights Sweets Decorate',
    scenes: 'Rangoli Diya',
    names:
      'DiwaliRangoliRace DiwaliOutfitReveal DiyaPaintingChallenge DiwaliSweetsTasteTest DiwaliDanceOff DiwaliCleaningSpeedrun LightUpDiwaliReveal DiwaliFamilyPhoto',
    also: 'deepavali',
  },
  ramadan: {
    things: 'Dates Lantern Iftar Suhoor Moon Samosa Tea Family Mosque Alarm',
    moves: 'IftarSpread SuhoorAlarm MoonSighting FamilyIftar GoodDeed',
    verbs: 'Share Gather Give Celebrate',
    core: 'Lantern Moon Iftar',
    scenes: 'Iftar Suhoor',
    names:
      'RamadanSuhoorWakeUp GuessTheRamadanDish RamadanLanternDIY 30DaysOfGoodDeeds RamadanFastBreakReveal MoonSightingSquad RamadanFamilyQuiz IftarTableGlowUp',
    also: 'ramzan ramadhan',
  },
  eid: {
    things: 'Outfit Henna Sweets Family Moon Mosque Gifts Biryani Dates Aunties',
    moves: 'OutfitReveal HennaDesign FamilyPhoto SweetsTaste MoonSighting GiftSwap',
    verbs: 'Celebrate Share Gift Dress',
    core: 'Outfit Henna Sweets',
    scenes: 'EidMubarak Eidi',
    names:
      'EidOutfitReveal EidHennaReveal EidSweetsTasteTest EidMorningRush EidGiftSwap EidGreetingRelay EidCookieDecorating EidFamilyPhotoFails',
    also: 'eidmubarak eidalfitr eidaladha',
  },
  hanukkah: {
    things: 'Menorah Dreidel Latkes Candles Gelt Sufganiyot Sweater Gifts Applesauce Lights',
    moves: 'DreidelSpin LatkeFlip CandleLighting GeltHunt SweaterContest',
    verbs: 'Spin Fry Light Celebrate',
    core: 'Dreidel Menorah Spin',
    scenes: 'EightNights Dreidel',
    names:
      'HanukkahDreidelSpinOff UglyHanukkahSweater HanukkahLatkeFlip GeltHuntChallenge EightNightsOfKindness HanukkahSongRemix HanukkahGiftGuess HanukkahFamilyTrivia',
    also: 'chanukah hanukah chanukkah',
  },
  'mardi gras': {
    things: 'Beads Mask KingCake Parade Float Jester Purple Costume Trumpet Feathers',
    moves: 'BeadToss MaskReveal ParadeWave BabyHunt Strut',
    verbs: 'Toss Strut Parade Celebrate',
    core: 'Beads Mask BeadToss',
    scenes: 'FatTuesday KingCake NewOrleans',
    names:
      'MardiGrasParadeStrut MardiGrasMaskReveal MardiGrasBeadCatch WhoFoundTheBaby ShoeboxParadeFloat MardiGrasDanceOff MardiGrasCostumeGlowUp MardiGrasPancakeFlip',
  },
  'cinco de mayo': {
    things: 'Pinata Tacos Guacamole Maracas Mariachi Salsa Churros Fiesta Flag Music',
    moves: 'PinataSwing GuacOff SalsaDance MaracaShake TacoTasting',
    verbs: 'Shake Dance Celebrate Swing',
    core: 'Pinata Maracas Fiesta Shake',
    scenes: 'Fiesta',
    names:
      'CincoDeMayoGuacOff CincoDeMayoDanceOff MaracaBeatChallenge DIYPinata CincoDeMayoTasteTest PapelPicadoCraft CincoDeMayoSalsaRace CincoDeMayoFiestaGames',
  },
  holi: {
    things: 'Colors Powder Pichkari WaterGun Kurta Sweets Gujiya Music Friends Balloons',
    moves: 'ColorThrow ColorFight WaterFight BeforeAndAfter ColorSplash',
    verbs: 'Splash Throw Dance Celebrate',
    core: 'Colors Powder ColorThrow Splash',
    scenes: 'ColorFestival',
    names:
      'WhiteShirtToRainbow HoliColorSplash HoliDanceOff GujiyaTasteTest HoliGulalSlowMo GuessWhoUnderThePowder HoliWaterBalloonFight HoliBeforeAndAfter',
  },
  january: {
    things: 'Resolutions Snow Gym Calendar Coat Blanket Planner Leftovers HotCocoa Scarf',
    moves: 'NewYearNewMe ResolutionFail GymFirstDay Hibernate SnowDay FreshStart',
    verbs: 'Reset Hibernate Resolve Plan',
    core: 'Resolutions Snow FreshStart',
    scenes: 'NewYearNewMe JanuaryBlues',
    names:
      'JanuaryDay47 JanuaryResolutionCheck JanuaryNewHabitStreak JanuaryBlanketBurrito JanuaryHibernation BeatTheJanuaryBlues JanuaryFreshStartDance JanuarySnowDayWish',
  },
  february: {
    things: 'Valentines Hearts Chocolate Roses Groundhog Snow Cards Candy Blanket Teddy',
    moves: 'GroundhogDay ValentineCard SnowDay LeapDay ChocolateHaul',
    verbs: 'Hibernate Gift Blush Wait',
    core: 'Valentines Hearts Groundhog',
    scenes: 'GroundhogDay ValentinesDay LeapDay',
    names:
      '28DaysOfKindness FebruaryGroundhogGuess GroundhogDayLoop FebruaryValentineFails FebruaryHeartCrafts FebruaryPancakeDay FebruaryCabinFever FebruaryFrogLeapRace',
  },
  march: {
    things: 'Shamrock Kite Rain Umbrella Wind Basketball Rainbow Boots Tulips Bracket',
    moves: 'KiteFlying PuddleJump SpringCleaning LuckyCharm BracketPick SpringBreak',
    verbs: 'Fly Splash Clean Bloom',
    core: 'Shamrock Kite Wind',
    scenes: 'MarchMadness StPatricksDay SpringBreak',
    names:
      'FirstKiteOfMarch MarchLionOrLamb MarchPuddleJump PetPicksMyBracket SpringCleanSpeedrun MarchLuckyCloverHunt MarchWearGreenCheck MarchWindyHairDay',
    verb: true,
  },
  may: {
    things: 'Flowers Sunshine Picnic Garden Bees Rain Tulips Blossom Graduation Lightsaber',
    moves: 'FlowerCrown PicnicDay GardenParty FieldDay SpringFling MothersDay',
    verbs: 'Bloom Plant Picnic Celebrate',
    core: 'Flowers Sunshine Bloom',
    scenes: 'Maypole MayFlowers MothersDay',
    names:
      'MaypoleDanceOff FlowerCrownChallenge MayDayBasketDrop MayBloomsPhotoHunt MayTheFourthDuel MayFieldDayGames MothersDayBreakfastFail SpringCleanFails',
  },
  june: {
    things: 'Pool Sunscreen Popsicle Beach Graduation Sprinkler Strawberries Flipflops Sunglasses',
    moves: 'SchoolsOut PoolDay Cannonball WaterFight FathersDay SummerStart',
    verbs: 'Splash Swim Celebrate Graduate',
    core: 'Pool Beach SchoolsOut',
    scenes: 'SchoolsOut FathersDay SummerSolstice',
    names:
      'JuneSchoolsOutDance FathersDayDadJokes LongestDayChallenge JuneBucketListChallenge FirstPoolDayOfJune JuneWaterFight JuneBugDance JuneSunsetPicnic',
  },
  july: {
    things: 'Fireworks Flag Pool Watermelon Popsicle Sunscreen Grill Beach Sprinkler Fan',
    moves: 'Cannonball Cookout WatermelonSlice HeatWave PoolParty RoadTrip',
    verbs: 'Splash Grill Swim Melt',
    core: 'Flag Pool Watermelon',
    scenes: 'FourthOfJuly HeatWave PoolParty',
    names:
      'JulySprinklerDance WatermelonSeedSpit BeatTheJulyHeat FourthOfJulyFits JulyRoadTripBingo JulyBackyardCampout JulyCannonballContest JulyPopsicleRace',
  },
  august: {
    things: 'Backpack Pool Sunburn Fan Popsicle Lunchbox Notebooks Beach Heat Sunset',
    moves: 'BackToSchool LastPoolDay SupplyShopping SummerRecap SunsetChase',
    verbs: 'Pack Splash Shop Relax',
    core: 'Pool Backpack BackToSchool',
    scenes: 'BackToSchool LateSummer',
    names:
      'LastPoolDayOfAugust BackToSchoolCountdown AugustRecapChallenge ChaseTheAugustSunset AugustBucketListRush AugustPencilCaseHaul AugustFirstDayFits AugustSunflowerMeasure',
  },
  september: {
    things: 'Backpack Leaves Pumpkin Sweater Bus Notebooks Apples Football Lunchbox Candle',
    moves: 'BackToSchool FirstDay PumpkinSpice SweaterWeather LeafPile AppleTasting',
    verbs: 'Pack Learn Rake Cozy',
    core: 'Leaves Backpack BackToSchool',
    scenes: 'BackToSchool SweaterWeather FirstDayOfFall',
    names:
      'SeptemberFirstSweater PumpkinSpiceEverything SeptemberLeafPileJump SeptemberStillSummer SeptemberAppleStack SeptemberFirstDayPhoto SeptemberBackpackTour SeptemberBirthdaySquad',
  },
  october: {
    things: 'Pumpkin Costume Leaves Candy Ghost Sweater Hayride Scarecrow Cider Skeleton',
    moves: 'PumpkinCarving CostumeReveal TrickOrTreat LeafPile CornMaze CandyTrade',
    verbs: 'Carve Boo Dress Trade',
    core: 'Pumpkin Costume TrickOrTreat',
    scenes: 'Halloween SpookySeason PumpkinPatch',
    names:
      'OctoberPumpkinCarveOff 31DaysOfCostumes CandyTradeNegotiation OctoberScarecrowPose OctoberCornMazeRace OctoberPetDressUpParade OctoberLeafPileLeap OctoberTreatTierList',
  },
  november: {
    things: 'Turkey Pie Leaves Sweater Scarf Candle Blanket Gravy Rake Stuffing',
    moves: 'LeafPile TurkeyTrot PieTasting GratitudeList Friendsgiving',
    verbs: 'Rake Bake Thank Feast',
    core: 'Turkey Leaves Pie Rake',
    scenes: 'Thanksgiving Friendsgiving TurkeyTrot',
    names:
      '30DaysOfThanks NoShaveNovember NovemberFriendsgivingDraw TurkeyTrotCostume NovemberPieBakeOff NovemberLeafRakeRace NovemberCozySweaterCheck NovemberFirstFrost',
  },
  december: {
    things: 'Lights Tree Snow Cookies Presents Sweater Stocking Cocoa Ornament Wrapping',
    moves: 'GiftWrap CookieDecorating LightTour UglySweater Countdown Caroling',
    verbs: 'Wrap Bake Decorate Jingle',
    core: 'Tree Snow Presents Wrap',
    scenes: 'HolidaySeason WinterBreak ChristmasEve',
    names:
      '25DaysOfCheer DecemberCookieDecorating DecemberGiftWrapRace DecemberJingleBellRelay HotCocoaTasteTest DecemberUglySweaterDay DecemberSnowGlobeDIY DecemberCountdownDance',
  },
  tuesday: {
    things: 'Tacos Coffee Calendar Alarm Desk Inbox Lunch Planner Mug Trivia',
    moves: 'TacoNight TriviaNight Twinning MidweekSlump CoffeeRun',
    verbs: 'Snack Survive Sip Plan',
    core: 'Tacos TacoNight Trivia',
    scenes: 'TacoTuesday',
    names:
      'TacoTuesdayTasteTest TwinningTuesday TongueTwisterTuesday TriviaTuesdayFaceOff TrickShotTuesday TuesdayIsTheNewMonday TuesdayTalentTime TeaPartyTuesday',
  },
  thursday: {
    things: 'Photos Album Coffee Calendar Weekend Couch Snacks Inbox Pizza Playlist',
    moves: 'Throwback OldPhoto ThenAndNow AlmostFriday BabyPhoto',
    verbs: 'Rewind Snack Survive Relax',
    core: 'Photos Throwback Rewind',
    scenes: 'TBT AlmostFriday',
    names:
      'ThrowbackThursday ThumbWarThursday AlmostFridayDance ThankfulThursdayNote TalentThursday ThursdayThreeWordStory ThursdayThemeDinner BabyPhotoThursday',
  },
  saturday: {
    things: 'Pancakes Cartoons Pajamas Couch Brunch Park Chores Playlist Blanket Bike',
    moves: 'SleepIn Cartoons PajamaDay BrunchRun ChoreWar LazyDay',
    verbs: 'Sleep Relax Brunch Lounge',
    core: 'Pancakes Cartoons SleepIn',
    scenes: 'SaturdayNight LazySaturday',
    names:
      'SaturdayPancakeFlip SaturdayDanceParty SillySaturdaySkit SaturdayChoreRace SaturdayMorningCartoons SaturdayScavengerHunt SaturdaySockSkate SaturdaySnackBoard',
  },
  throwback: {
    things: 'Photos Album Camcorder FlipPhone Yearbook Cassette Outfit Hairstyle Playlist Mixtape',
    moves: 'ThenAndNow BabyPhoto OldVideo PhotoRecreate RetroOutfit',
    verbs: 'Recreate Rewind Remember Remix',
    core: 'Photos Cassette ThenAndNow',
    scenes: 'OldSchool BackInTheDay',
    names:
      'ThrowbackPhotoRecreate ThenAndNowChallenge ThrowbackSongSingAlong ThrowbackThursday ThrowbackDanceMoves ThrowbackOutfitRewear ThrowbackHomeVideoNight ThrowbackToyTest',
    also: 'throwbackthursday tbt nostalgia',
  },
  parenting: {
    things: 'Toddler Diapers Snacks Minivan Bedtime Toys Lunchbox Stroller Coffee Carpool',
    moves: 'BedtimeRoutine SnackNegotiation SchoolRun DadVoice MomVoice Tantrum',
    verbs: 'Negotiate Pack Drive Nap',
    core: 'Diapers Stroller BedtimeRoutine',
    scenes: 'SchoolRun BedtimeRoutine',
    names:
      'ThingsIThoughtIdNeverSay ParentingBingo ParentingWinsAndFails DadVsMomBedtime ParentingSnackNegotiation ParentingOnNoSleep ParentingHackOrNot ParentingInOneWord',
    also: 'parenthood momlife dadlife',
  },
  'movie night': {
    things: 'Popcorn Blanket Couch Remote Candy Pillow Pajamas Snacks Projector Fort',
    moves: 'SnackBar BlanketFort PickAMovie SeatFight MovieMarathon',
    verbs: 'Snuggle Snack Pick Watch',
    core: 'Popcorn Blanket Couch Snuggle',
    scenes: 'DoubleFeature HomeTheater',
    names:
      'BlanketFortMovieNight GuessTheMovieByEmoji MovieNightSnackBoard MovieNightDressUp WhoFallsAsleepFirst MovieNightTicketBooth PopcornFlavorChallenge MovieNightBingo',
  },
  'girls night': {
    things: 'Pajamas Snacks FaceMask Playlist Nails Popcorn Karaoke Blanket Candles Pillows',
    moves: 'FaceMask NailPainting KaraokeDuet SpillTheTea Sleepover MovieMarathon',
    verbs: 'Sing Paint Chat Giggle',
    core: 'FaceMask Nails Pajamas',
    scenes: 'Galentines SpaNight Sleepover',
    names:
      'GirlsNightKaraoke GirlsNightNailSwap GirlsNightBraceletMaking GirlsNightDanceParty FaceMaskSelfie GirlsNightSnackRun GirlsNightPillowFight GirlsNightBakeOff',
    also: 'girlsnightin',
  },
  'boys night': {
    things: 'Pizza Controller Snacks Couch Grill Basketball Remote Wings Popcorn Headset',
    moves: 'GameNight PizzaRun TriviaNight PingPong Tournament VideoGames',
    verbs: 'Game Grill Snack Compete',
    core: 'Pizza Controller GameNight',
    scenes: 'GameNight ManCave',
    names:
      'BoysNightOlympics LoserDoesTheDishes BoysNightCookOff PaperPlaneDistanceOff BoysNightTrickShots BoysNightPingPongFinal BoysNightKaraoke BoysNightTriviaShowdown',
  },
  'toilet paper': {
    things: 'Roll Tissue Bathroom Holder Cardboard Tube Stack Tower Pyramid Squares',
    moves: 'KeepyUppy RollStack TowerBuild MummyWrap RollCatch',
    verbs: 'Stack Wrap Roll Juggle',
    core: 'Roll Tower Stack',
    names:
      'ToiletPaperKeepyUppy OverOrUnderDebate MummyWrapRace ToiletPaperTower ToiletPaperRollArt ToiletPaperTossChallenge WhoChangesTheRoll ToiletPaperSnowman',
    also: 'tp',
  },
  'talent show': {
    things: 'Stage Mic Spotlight Judges Buzzer Curtain Audience Trophy Costume Piano',
    moves: 'HiddenTalent Juggling MagicTrick Impressions Beatbox Yodel',
    verbs: 'Perform Juggle Sing Wow',
    core: 'Stage Mic HiddenTalent Perform',
    scenes: 'Audition',
    names:
      'ShowUsYourHiddenTalent TalentShowAtHome ThirtySecondTalent PetTalentShow TalentShowJudgesPanel WeirdestTalentWins TalentShowDuet TalentShowFails',
    also: 'talent hiddentalent',
  },
  pirate: {
    things: 'Ship Treasure Parrot EyePatch Map Hat Plank Chest Flag Compass',
    moves: 'TreasureHunt WalkThePlank SeaShanty Swashbuckle ParrotTalk',
    verbs: 'Sail Plunder Dig Search',
    core: 'Treasure Parrot EyePatch Sail',
    scenes: 'HighSeas TreasureIsland Ahoy',
    names:
      'TalkLikeAPirate PirateTreasureHunt PirateShantyOff DrawATreasureMap WalkThePlankChallenge PirateParrotImpression CardboardPirateShip PirateEyePatchSelfie',
  },
  superhero: {
    things: 'Cape Mask Costume Powers Villain Sidekick Logo Boots Lair Gadget',
    moves: 'HeroPose HeroLanding SlowMoWalk CapeFlip SecretIdentity PowerReveal',
    verbs: 'Save Fly Rescue Transform',
    core: 'Cape Mask HeroPose Save',
    scenes: 'Superpower SecretIdentity HeroLanding',
    names:
      'WhatsYourSuperpower SuperheroLanding UselessSuperpowers DIYSuperheroCape SuperheroOriginStory SecretIdentityReveal PetSuperheroSquad SuperheroPoseOff',
  },
  wizard: {
    things: 'Wand Hat Robe Spellbook Owl Potion Broom Cloak Beard Staff',
    moves: 'SpellCast WandDuel PotionClass MagicTrick Vanish',
    verbs: 'Cast Brew Vanish Conjure',
    core: 'Wand Hat Spellbook Cast',
    scenes: 'Spellbook WizardSchool',
    names:
      'WizardDuelAtHome InventASpell DIYWizardWand WizardPotionClass WizardCleansMyRoom WizardBeardGlowUp WizardVoiceChallenge BroomstickTakeoffFails',
  },
  alien: {
    things: 'UFO Spaceship Planet Antenna Saucer Moon Stars Mars Laser Signal',
    moves: 'UFOSighting BeamUp FirstContact StrangeSignal AntennaDance',
    verbs: 'Beam Land Probe Visit',
    core: 'UFO Spaceship Antenna Beam',
    scenes: 'Area51 UFOSighting OuterSpace',
    names:
      'ExplainEarthToAliens TakeMeToYourLeader AlienReviewsEarthFood AlienLanguageChallenge AlienAntennaDIY UFOSightingSkit AlienTourGuide AlienFirstContactDance',
  },
  'skibidi toilet': {
    things: 'Toilet Cameraman Speakerman TVMan Head Bathroom Song Meme Plunger Army',
    moves: 'SkibidiDance HeadBob Chant Battle Sneak',
    verbs: 'Dance Bob Chant Sing',
    core: 'Toilet Cameraman SkibidiDance',
    scenes: 'Skibidi',
    names:
      'SkibidiToiletDance ExplainSkibidiToiletToMom DrawSkibidiToilet SkibidiChantRemix SkibidiToiletLoreQuiz SkibidiDanceRelay CardboardCameraman ParentsReactToSkibidi',
  },
  rizz: {
    things: 'Smile Wink Compliment Charm Confidence Playlist Hair Eyebrow Aura Grandpa',
    moves: 'CheesyLine Wink EyebrowRaise SmoothIntro Compliment HairFlip',
    verbs: 'Charm Wink Smile Flex',
    core: 'Wink CheesyLine Charm',
    scenes: 'PickupLine',
    names:
      'UnspokenRizzChallenge RateMyRizz GrandmaHasRizz FoodPunRizz RizzForMyMom PetRizzCheck RizzInSlowMo RizzDictionaryQuiz',
  },
  sigma: {
    things: 'Stare Jawline Hoodie Grindset Playlist Gym Desk Morning Sunglasses Phonk',
    moves: 'BlankStare SlowWalk MorningRoutine LookAway DramaticTurn',
    verbs: 'Stare Grind Flex Walk',
    core: 'Jawline Sunglasses BlankStare',
    scenes: 'Grindset',
    names:
      'SigmaStareOff SigmaMorningRoutine SigmaWalkChallenge SigmaSoundtrackMyDay SigmaBabyEdition SigmaSlowTurn SigmaRulesParody SigmaSunglassesReveal',
  },
  survivor: {
    things: 'Torch Tribe Island Buff Idol Puzzle Raft Camp Bandana Jury',
    moves: 'TribalCouncil Blindside IdolHunt PuzzleRace Alliance Vote',
    verbs: 'Outwit Outplay Outlast Vote',
    core: 'Island Tribe TribalCouncil',
    scenes: 'TribalCouncil Castaway',
    names:
      'BackyardSurvivor SurvivorTribalCouncil HideTheIdol SurvivorConfessional SurvivorPuzzleRace SurvivorBlindsideSkit SurvivorImmunityNecklace NameYourTribe',
  },
  'harry potter': {
    things: 'Wand Hogwarts Owl Broom Scarf Glasses Snitch SortingHat Potion Spellbook',
    moves: 'SortingCeremony WandDuel SpellCast Quidditch PotionClass Expelliarmus',
    verbs: 'Cast Brew Sort Fly',
    core: 'Wand Hogwarts Owl Cast',
    scenes: 'Hogwarts Quidditch DiagonAlley',
    names:
      'HarryPotterSortingHat HarryPotterWandDuel AccioSnacks HogwartsLetterReveal HarryPotterImpressions BackyardQuidditch HarryPotterSpellCharades HarryPotterPotionsClass SayWingardiumLeviosa',
    also: 'potterhead',
    spelled: 'HarryPotter',
  },
  marvel: {
    things: 'Shield Hammer Cape Suit Gauntlet Mask Villain Webs Claws Avengers',
    moves: 'HeroLanding HammerLift ShieldThrow SnapReveal WebSling PowerPose',
    verbs: 'Assemble Snap Save Fly',
    core: 'Avengers Suit HeroLanding Assemble',
    scenes: 'Wakanda Asgard',
    names:
      'WorthyOfTheHammer LowBudgetMarvelCosplay MarvelHeroLanding SnapAndVanish MarvelEndCreditsScene AvengersAssemblePose MarvelVoiceImpressions MarvelTriviaFaceOff',
    also: 'avengers mcu',
  },
  'blanket fort': {
    things: 'Blankets Pillows Chairs Couch Fairylights Clips Flashlight Snacks Tent Cushions',
    moves: 'FortBuild FortTour Sleepover MovieNight TunnelAdd RoofCollapse',
    verbs: 'Build Drape Snuggle Hide',
    core: 'Blankets Pillows FortBuild',
    scenes: 'Sleepover',
    names:
      'BlanketFortBuildOff BlanketFortRealEstate BiggestFortInTheHouse PillowFortSpeedrun BlanketFortCollapse GrownUpBlanketFort BlanketFortCafe BlanketFortStoryTime',
    also: 'pillowfort',
  },
  'floor is lava': {
    things: 'Couch Pillows Cushions Chairs Rug Sofa Stepstool Hallway LivingRoom Carpet',
    moves: 'PillowHop CouchLeap Tiptoe Balance CushionPath ChairCross',
    verbs: 'Hop Leap Balance Climb',
    core: 'Couch Cushions PillowHop Hop',
    names:
      'TheFloorIsLava FloorIsLavaAtHome FloorIsLavaRelay PillowHopChallenge FloorIsLavaSurprise FloorIsLavaParentsEdition FloorIsLavaInSlowMo FloorIsLavaBossLevel',
  },
  trend: {
    things: 'Sound Filter Dance Meme Hashtag Audio Transition Caption Soundbite FYP',
    moves: 'TransitionSwap Duet Stitch LipSync Remake SlowMoReveal',
    verbs: 'Post Duet Stitch Recreate',
    core: 'Sound Dance Duet Recreate',
    scenes: 'ForYouPage GoingViral',
    names:
      'GrandmaTriesTheTrend DidTheTrendWrong StartANewTrend MixTwoTrends PetTriesTheTrend OldTrendRevival TrendsIRegret TrendInSlowMotion',
    also: 'viral trending',
  },
  influencer: {
    things: 'RingLight Selfie Filter Caption Followers Brunch Sponsor Hashtag Camera Aesthetic',
    moves: 'MorningRoutine Unboxing GRWM ProductShill PhotoDump CaptionThis',
    verbs: 'Post Pose Film Caption',
    core: 'RingLight Selfie Followers Post',
    scenes: 'LinkInBio BrandDeal',
    names:
      'InfluencerParody GrandmaTheInfluencer UnboxingMyLunch DayInMyLifeParody InfluencerVoiceOff PetInfluencerDay InfluencerBehindTheScenes InfluencerForMyPlant',
  },
  snowball: {
    things: 'Snow Mittens Fort Snowman Sled Scarf Boots Hat Yard Shovel',
    moves: 'SnowFight FortBuild SnowmanBuild SnowAngel TargetToss',
    verbs: 'Throw Dodge Roll Build',
    core: 'Snow Mittens SnowFight Throw',
    scenes: 'SnowDay SnowFort',
    names:
      'SnowballFightChallenge BiggestSnowballWins SnowballTargetToss SnowballFortBuild SnowballInSlowMo DogVsSnowball SnowballRelay SnowballJuggle',
    also: 'snowballfight',
  },
  'first day': {
    things: 'Backpack Outfit Lunchbox Bus Teacher Locker Desk Photo Sign Alarm',
    moves: 'DoorstepPhoto OutfitReveal BusRide NameTag ClassIntro',
    verbs: 'Pack Wave Smile Learn',
    core: 'Backpack Lunchbox DoorstepPhoto',
    scenes: 'BackToSchool NewKid',
    names:
      'FirstVsLastDayOfSchool FirstDayFits FirstDayOfSchoolSign FirstDayLunchboxReveal FirstDayPepTalk FirstDayPredictions FirstDayDoorstepPose FirstDayAlarmRace',
  },
  accent: {
    things: 'Voice Words Phrases Country Map Grandma Tea Bagel Slang Vowels',
    moves: 'VoiceSwap GuessTheCountry SayItLikeMe WordTest ReadThisPhrase',
    verbs: 'Say Guess Pronounce Mimic',
    core: 'Voice VoiceSwap Pronounce',
    names:
      'GuessMyAccent SayItInYourAccent IsItSodaOrPop MarryMerryMary HowDoYouSayIt WhatDoYouCallThis MomsAccentVsMine AccentSlipsOut',
  },
  'story time': {
    things: 'Couch Mic Popcorn Twist Narrator Blanket Teacup Drama Receipts',
    moves: 'PlotTwist Cliffhanger Flashback DramaticPause Reenactment',
    verbs: 'Tell Spill Narrate Reenact',
    core: 'Narrator Couch PlotTwist Tell',
    scenes: 'OnceUponATime',
    names:
      'StoryTimeWithATwist FinishMyStory StoryTimeReenactment OneWordStoryTime StoryTimeSoundEffects GrandpaStoryTime StoryTimeInEmoji WorstDayEverStory',
  },
  recess: {
    things: 'Playground Swings Slide Ball MonkeyBars Whistle Hopscotch Jumprope Snack Bell',
    moves: 'Tag FourSquare Hopscotch DodgeBall SwingRace RedRover',
    verbs: 'Play Swing Tag Run',
    core: 'Playground Swings Ball Tag',
    scenes: 'Playground MonkeyBars FourSquare',
    names:
      'AdultRecessOlympics BringBackRecess RecessRematch RecessGamesWeMiss FourSquareFinals RecessHopscotchRelay RecessBellDash RecessWithGrandpa',
  },
  delulu: {
    things: 'VisionBoard Daydream Crush Celeb Manifest Playlist Mirror Diary Fantasy Plan',
    moves: 'MainCharacter Manifesting Daydreaming PlotInMyHead',
    verbs: 'Dream Manifest Imagine Believe',
    core: 'VisionBoard Daydream Manifest',
    scenes: 'MainCharacter VisionBoard',
    names:
      'DeluluIsTheSolulu DeluluMainCharacter RateMyDeluluPlan DeluluDreamJobSkit DeluluOrTrue DeluluAffirmations DeluluPlotInMyHead DeluluPetEdition',
  },
  aura: {
    things: 'Vibe Walk Glow Entrance Stare Outfit Sunglasses Playlist Slowmo Points',
    moves: 'Farming SlowMoEntrance HairFlip Stare CoolWalk',
    verbs: 'Farm Glow Walk Pose',
    core: 'Glow Vibe CoolWalk',
    scenes: 'AuraPoints',
    names:
      'AuraFarmingChallenge PlusOrMinusAura RateMyAura AuraEntrance AuraSlowMoWalk GrandmaAuraCheck MyCatHasAura AuraHairFlip',
    also: 'aurafarming',
  },
  'vibe check': {
    things: 'Playlist Mood Outfit Room Snacks Sunglasses Dance Fit Coffee Couch',
    moves: 'MoodRating PlaylistCheck OutfitRating VibeMeter SlowMo',
    verbs: 'Rate Vibe Dance Chill',
    core: 'Mood Playlist MoodRating Rate',
    names:
      'PassTheVibeCheck VibeCheckMyPlaylist PetVibeCheck GrandmaVibeCheck VibeCheckMyOutfit VibeCheckMyLunch VibeCheckMyRoom VibeCheckFamilyDinner',
    also: 'vibes',
  },
  'tung tung sahur': {
    things: 'Drum Log Bat Meme Sahur Bedroom Alarm Neighbor Song Dance',
    moves: 'TungTungDance DrumBeat WakeUpCall Chant',
    verbs: 'Drum Chant Dance Wake',
    core: 'Log Drum TungTungDance',
    scenes: 'Brainrot',
    names:
      'TungTungSahurDance SahurWakeUpCall TungTungDrumBeat DrawTungTungSahur TungTungSahurCostume TungTungSahurChant TungTungSahurLoreQuiz ExplainItalianBrainrot',
    also: 'tungtung',
  },
  marriage: {
    things: 'Ring Spouse Couch Remote Thermostat Blanket Chores Groceries Kitchen Anniversary',
    moves: 'ThermostatWar BlanketSteal ChoreDebate DinnerDecision SnoreDuet',
    verbs: 'Bicker Share Compromise Laugh',
    core: 'Ring Spouse ThermostatWar',
    scenes: 'Anniversary HoneyDoList',
    names:
      'WhereDoYouWantToEat MarriedCoupleQuiz BlanketStealChallenge MarriageThermostatWars WhoSaidILoveYouFirst MarriageAdviceFromKids MarriageVsDating MarriageChoreDebate',
    also: 'marriedlife married',
  },
  'grocery store': {
    things: 'Cart Aisle Receipt Checkout Cashier Coupon Basket Groceries Banana Conveyor',
    moves: 'ListCheck PriceCheck SelfCheckout ImpulseBuy SampleHunt BagTetris AisleBingo',
    verbs: 'Scan Bag Shop Bargain',
    core: 'Cart Aisle Groceries Shop',
    scenes: 'GroceryRun ProduceAisle',
    names:
      'GroceryStoreSpeedrun CameForOneThing GuessTheGroceryTotal GroceryBagTetris WobblyGroceryCart GroceryStoreAlphabetHunt GroceryListByMyKid GroceryStoreColorHaul',
    also: 'supermarket',
  },
  hospital: {
    things:
      'Gown Wristband Wheelchair Nurse Jello Monitor Clipboard Stretcher Balloon VendingMachine',
    moves: 'GownShuffle NurseCall VisitingHours JelloReview HallwayLap FlowerDelivery',
    verbs: 'Visit Heal Rest Recover',
    core: 'Gown Nurse Wheelchair',
    scenes: 'VisitingHours GetWellSoon',
    names:
      'GetWellCardChallenge HospitalHallwayDance HospitalGownFashionShow TeddyBearHospital HospitalWindowArt CheerUpSongRelay HospitalFoodRating HospitalBedButtonTour',
  },
  bank: {
    things: 'Teller Vault Lollipop ATM CoinJar DepositSlip ChainedPen Receipt Counter Passbook',
    moves: 'CoinCount BalanceCheck ForgotMyPin FreeLollipop LineShuffle DriveUpWindow',
    verbs: 'Deposit Save Withdraw Count',
    core: 'Vault ATM Deposit',
    scenes: 'PiggyBank BankVault',
    names:
      'CountingMyChange GuessTheJarTotal BankTellerImpression ForgotMyPinAgain CoinSortRace BankTubeReactions BankLollipopHaul PiggyBankGlowUp',
  },
  pharmacy: {
    things: 'Pharmacist Counter Receipt Vitamin Bandage Thermometer Lozenge Sunscreen Coupon Aisle',
    moves: 'RefillRun ReceiptUnroll PressureCheck AisleWander SnackDetour DriveThruPickup',
    verbs: 'Refill Browse Wait Restock',
    core: 'Pharmacist Counter ReceiptUnroll',
    scenes: 'Drugstore',
    names:
      'CameForCoughDrops PharmacyReceiptChallenge PharmacistImpression PharmacyCardAisleGiggles LozengeFlavorGuess PharmacyHaulUnderTen PharmacyDriveThruVoice PharmacySnackDetour',
  },
  'post office': {
    things: 'Stamp Envelope Parcel Box Scale Clerk TapeGun Label Mailbag Postcard',
    moves: 'BoxWrap LineWait LabelPrint ParcelDrop TapeWrestle PostcardWrite',
    verbs: 'Mail Ship Stamp Tape Wrap',
    core: 'Stamp Envelope Parcel Mail',
    scenes: 'SnailMail',
    names:
      'PostOfficeTapeWrestle PostOfficeBubbleWrapPop SendAPostcardChallenge PostcardInTenWords PostOfficeClerkImpression PostOfficeAtHome PenPalSurprise StampCollectionFlex',
  },
  laundromat: {
    things: 'Washer Dryer Quarter Detergent Basket Bench Lint Sock FoldingTable ChangeMachine',
    moves: 'QuarterHunt DryerWatch SpinCycle FoldOff SockRescue MachineClaim',
    verbs: 'Wash Spin Fold Load',
    core: 'Washer Dryer Quarter Fold',
    scenes: 'SpinCycle LaundryDay',
    names:
      'LaundromatFoldOff BeatTheDryerBuzzer LaundromatLostSock QuarterHunt LaundromatPuppetShow LaundromatDanceBreak WatchingTheSpinCycle LaundromatDateNight',
  },
  'car wash': {
    things: 'Sponge Bucket Hose Suds Brush Towel Foam Wax Windshield Tunnel',
    moves: 'FoamParty TunnelRide SpongeDance HoseFight WaxOn RainbowFoam',
    verbs: 'Rinse Scrub Wax Soap Dry',
    core: 'Sponge Suds Foam Scrub',
    names:
      'RainbowFoamRide CarWashAtHome SpongeDanceOff CarWashTunnelKaraoke CarWashReactions BucketBrigadeCarWash ToyCarWash BikeWashBuddies',
  },
  'parking lot': {
    things: 'Cone Ticket Meter Curb Lamppost CartCorral Sign Stripe Speedbump Minivan',
    moves: 'SpotHunt LostCarSearch KeyFobBeep ReverseIn CartReturn TightSqueeze',
    verbs: 'Park Reverse Circle Squeeze',
    core: 'Cone Stripe SpotHunt Park',
    scenes: 'ParkingSpot',
    names:
      'WhereDidIPark ParkingLotCartHero ParkInOneTry PrimeParkingSpot ParkingLotKeyFobBeep LongWalkToMyCar ParkingLotBingo ParkingLotPicnic',
    also: 'carpark parkinggarage',
  },
  'waiting room': {
    things: 'Magazine Chair Clipboard Fishtank Clock Receptionist Form Plant Buzzer Television',
    moves: 'NameCall FormFill ClockWatch MagazineFlip ChairShuffle LongSigh',
    verbs: 'Wait Sign Sit Sigh',
    core: 'Magazine Chair Clock Wait',
    scenes: 'TakeANumber',
    names:
      'WaitingRoomBingo GuessTheWaitTime TenYearOldMagazine WaitingRoomOlympics WaitingRoomISpy WaitingRoomSilentCharades WaitingRoomDoodle WaitingRoomSighOff',
  },
  backyard: {
    things: 'Grill Hammock Fence Sprinkler Lawnmower Firepit Swing KiddiePool Birdfeeder Patio',
    moves: 'SprinklerDash Cookout CampOut HammockFlip LawnMow WaterBalloonFight',
    verbs: 'Grill Mow Sprinkle Camp Relax',
    core: 'Hammock Sprinkler Fence',
    scenes: 'BackyardBBQ',
    names:
      'BackyardOlympics BackyardObstacleCourse BackyardWaterBalloonWar BackyardTalentShow BackyardFreezeTag BackyardTentBuildRace BackyardBugSafari SprinklerDashSummer',
  },
  garage: {
    things: 'Toolbox Workbench Ladder Pegboard SecondFridge Bicycle Box Wrench Paint Sawhorse',
    moves: 'BandPractice CleanOut Tinker BoxTetris ProjectCar WorkbenchBuild',
    verbs: 'Tinker Build Fix Store Sort',
    core: 'Toolbox Workbench Tinker',
    scenes: 'GarageBand GarageSale',
    names:
      'WeCantParkInThere GarageBandDebut GarageBoxTetris GarageDoorReveal GarageTreasureHunt GarageCleanOutSpeedrun GarageWorkbenchBuild GarageFridgeRaid',
  },
  basement: {
    things: 'Stair Furnace Box Cobweb PullString Flashlight Couch Freezer Dehumidifier Boiler',
    moves: 'LightsOffSprint StairRun SpookyNoise BoxDig HideAndSeek FurnaceRumble',
    verbs: 'Hide Store Explore Sneak',
    core: 'Stair Flashlight LightsOffSprint',
    names:
      'NotGoingDownThere BasementHideAndSeek WhatWasThatNoise BasementBandPractice LightsOffBasementDare BasementBoxDig BasementMakeoverReveal BasementArcadeNight',
  },
  attic: {
    things: 'Ladder Trunk Box Cobweb Rafter Insulation Dollhouse Lamp Heirloom Photo',
    moves: 'BoxTour BoxDig TreasureHunt DustCloud TimeCapsule HeirloomFind',
    verbs: 'Climb Dig Discover Store Dust',
    core: 'Trunk Cobweb Box Discover',
    names:
      'WhatsInTheAttic AtticTreasureHunt AtticFashionShow AtticTimeCapsule AtticToyTestDrive AtticFlashlightDare AtticPhotoAlbumReactions AtticHeirloomStory',
  },
  bathroom: {
    things: 'Mirror Towel Bathtub Toothbrush RubberDuck Soap Loofah ToiletPaper Plunger Shampoo',
    moves: 'MirrorPepTalk ShowerConcert BubbleBath TowelTurban LastRollDrama GlowUp',
    verbs: 'Scrub Brush Rinse Soak Sing',
    core: 'Bathtub Towel Toothbrush Scrub',
    scenes: 'BubbleBath BathTime',
    names:
      'BathroomConcert BathroomMirrorPepTalk WhoUsedTheLastRoll TowelTurbanTwirl BubbleBathBeard BathroomAcousticsTest ToothbrushDanceBreak BathroomSelfieLight',
  },
  'kitchen sink': {
    things: 'Dish Sponge Faucet Drain Sprayer Plug Pot Scrubber Colander Suds',
    moves: 'DishPile SprayerMishap SoakOvernight SudsBeard DrainRescue DishDuel',
    verbs: 'Rinse Scrub Soak Drain Spray',
    core: 'Dish Sponge Faucet Rinse',
    scenes: 'DishDuty DirtyDishes',
    names:
      'KitchenSinkSundae EverythingButTheSink KitchenSinkSudsBeard KitchenSinkSprayerGotMe WhoLeftThisToSoak KitchenSinkDishDuel KitchenSinkConcert KitchenSinkPuppyBath',
  },
  'hardware store': {
    things: 'Drill Hammer Screw PaintChip Ladder Key Lumber Toolbelt Wrench Bolt',
    moves: 'PaintShake KeyCopy AisleWander LumberLoad SwatchPick ProjectRun',
    verbs: 'Drill Build Fix Measure Hammer',
    core: 'Screw Wrench PaintChip Fix',
    names:
      'JustNeedOneScrew HardwareStoreGuessTheTool PaintChipPoetry DadAtTheHardwareStore ShakerMachineDance RateTheColorNames HardwareStoreBingo HardwareStoreKidsBuild',
    also: 'diystore',
  },
  bookstore: {
    things: 'Shelf Bookmark Paperback Hardcover Cat Armchair Ladder Display Tote Bestseller',
    moves: 'BookHaul CoverJudge ShelfBrowse SmellTheBooks StaffPick ReadInTheAisle',
    verbs: 'Browse Read Shop Flip',
    core: 'Paperback Shelf Bookmark Browse',
    scenes: 'BookNook Bestseller',
    names:
      'BookstoreBlindDate JudgeByTheCover BookstoreScavengerHunt BookstoreFirstLineGame BookstoreHaulReveal BookstoreCatCameo FunnyVoiceReadAloud PickMyNextRead',
    also: 'bookshop',
  },
  'flea market': {
    things: 'Stall Vinyl Lamp Trinket Antique Table Vendor Teacup Jacket Crate',
    moves: 'BargainHunt FiveDollarFind TreasureDig HaggleOff WeirdestFind EarlyBird',
    verbs: 'Haggle Browse Dig Barter',
    core: 'Stall Antique Haggle',
    scenes: 'BargainHunt',
    names:
      'WeirdestFleaMarketFind FiveDollarFleaHaul FleaMarketFlip FleaMarketOutfit HaggleLikeAPro FleaMarketGuessThePrice FleaMarketGiftSwap WhatEvenIsThis',
    also: 'swapmeet',
  },
  campus: {
    things: 'Quad Backpack Lanyard Library Scooter Hoodie Bench Statue Fountain Squirrel',
    moves: 'ClassDash QuadNap TourWalk ScooterCommute LateToLecture ClubFair',
    verbs: 'Study Commute Explore Cram',
    core: 'Quad Library Backpack Study',
    scenes: 'CollegeLife DormRoom',
    names:
      'LateToLecture CampusTourParody QuadNapChallenge CampusSquirrelSpotting CampusBingo CampusFitCheck CampusMapFail CampusDiningHallReview',
    also: 'collegecampus',
  },
  'garden center': {
    things: 'Succulent Pot Trowel Seedling Fern Cart Greenhouse Soil WateringCan Cactus',
    moves: 'PlantHaul JustOneMore PotMatch CartFill GreenhouseWander SeedlingPick',
    verbs: 'Pot Plant Water Browse Repot',
    core: 'Seedling Pot WateringCan Plant',
    scenes: 'Greenhouse PlantParent',
    names:
      'JustOneMorePlant NameYourSucculent GardenCenterBlindPick GardenCenterWagonTetris GardenCenterSelfControl GardenCenterBudgetDare MeetTheNewHouseplants GardenCenterHaul',
    also: 'plantnursery gardencentre',
  },
  rideshare: {
    things: 'Driver Backseat Rating AuxCord Mint WaterBottle Pickup Map Playlist Tip',
    moves: 'SmallTalk WrongCarPanic SilentRide PinDrop SurgePrice DriverKaraoke',
    verbs: 'Ride Rate Tip Hail',
    core: 'Driver Backseat Rating Ride',
    scenes: 'SurgePricing',
    names:
      'WhichCarIsMine RideshareBingo FiveStarPassenger RideshareSkitSwap RideshareSmallTalk RideshareDriverImpression RideshareRatingReveal RideshareSilentRide',
    also: 'uber lyft',
  },
  tractor: {
    things: 'Hay Plow Trailer Field Barn Tire Farmer Muffler Seat Mud',
    moves: 'Hayride PullContest Harvest MudRun SlowCruise FarmerWave',
    verbs: 'Plow Haul Harvest Drive',
    core: 'Hay Barn Hayride Haul',
    scenes: 'Hayride FarmLife Barnyard',
    names:
      'TractorParade HayrideSingAlong FarmerWaveChallenge StuckBehindATractor ToyTractorRace HumanTractorPull TractorCabTour TractorRideReactions',
  },
  'toll booth': {
    things: 'Coin GateArm Transponder Ticket Lane Attendant Change Cupholder Window Receipt',
    moves: 'CoinToss ExactChange TransponderBeep LaneSwitch CoinFumble PayItForward',
    verbs: 'Pay Toss Fumble Merge',
    core: 'Coin GateArm Pay',
    scenes: 'Turnpike ExactChange',
    names:
      'PayForTheCarBehind CardboardTollBooth TollBoothExactChange TollBoothJokeDelivery TollBoothWave TollBoothSingAlong TollBoothRoadTripBingo TollBoothThankYou',
  },
  'car dealership': {
    things: 'Salesperson Key Showroom TubeMan Balloon Manager Brochure Paperwork Bow Sticker',
    moves: 'TestDrive HaggleDance AskTheManager KeyHandoff NewCarSmell BigBowReveal',
    verbs: 'Haggle Test Sign Negotiate',
    core: 'Showroom Key TestDrive',
    scenes: 'NewCarSmell TestDrive',
    names:
      'CarDealershipTubeManDance LetMeAskMyManager FirstCarKeysReveal CarDealerImpression NewCarSmellReview PitchMeMyOwnCar CarDealershipTestDrive CarDealershipBingo',
    also: 'cardealer',
  },
  'bus stop': {
    things: 'Bench Shelter Timetable Sign Umbrella Puddle Billboard Pole Curb Ticket',
    moves: 'BusChase LateRun PuddleSplash WaitingGame WaveDown StrangerChat',
    verbs: 'Wait Wave Chase Sprint',
    core: 'Bench Shelter BusChase Wait',
    names:
      'BusStopBingo JustMissedTheBus BusStopDanceBreak BusStopPoseOff BusStopWeatherReport BusStopSillyWalk BusStopSmallTalk BusStopPuddleDodge',
  },
  'pickup truck': {
    things: 'Tailgate Hitch Cooler Toolbox Mudflap Tarp Ladder Couch Mulch Bumper Truck',
    moves: 'TailgateParty MovingDay HaulRun MudRun BackRoadCruise TruckBedMovie',
    verbs: 'Haul Tow Load Hitch',
    core: 'Truck Tailgate Haul',
    scenes: 'TailgateParty BackRoads',
    names:
      'FriendWithATruck CanYouHelpMeMove PickupTruckHaulTetris PickupTruckMovieNight PickupTruckBedCampout PickupTruckTailgate PickupTruckStargazing PickupTruckBedGarden',
  },
  minivan: {
    things: 'SlidingDoor Cupholder Crumb CarSeat Stroller SoccerBall StickFigure Snack JuiceBox',
    moves: 'SchoolRun SnackHandout CarpoolLoop SlidingDoorDrama ThirdRowClimb AreWeThereYet',
    verbs: 'Carpool Load Buckle Haul',
    core: 'SlidingDoor Cupholder Carpool',
    scenes: 'SoccerMom Carpool AreWeThereYet',
    names:
      'MinivanKaraoke SlidingDoorEntrance AreWeThereYet MinivanThirdRowChaos MinivanCrumbArchaeology MinivanSnackTour MinivanCupholderCount MinivanGlowUp',
  },
  'golf cart': {
    things: 'Cupholder Course Club Flag Cooler Hill Canopy Pedal Path Scorecard',
    moves: 'CourseCruise HillClimb SneakyCruise ParadeRide BumpyPath TightTurn',
    verbs: 'Cruise Drive Putt Steer',
    core: 'Course Flag Cruise',
    scenes: 'GolfCourse BackNine',
    names:
      'GolfCartParade DecorateYourGolfCart GolfCartKaraoke SlowestGetaway GolfCartTourGuide GolfCartPetPassenger GolfCartCoolerRun GolfCartSnackStop',
  },
  moped: {
    things: 'Helmet Basket Horn Mirror Scarf Kickstand Croissant Cobblestone Piazza Sunglasses',
    moves: 'HillStruggle BeepBeep CityZip SlowCruise KickstandFlip CafeStop',
    verbs: 'Zip Beep Cruise Weave',
    core: 'Helmet Basket BeepBeep Zip',
    names:
      'UphillStruggle MopedSlowRace MopedBeepSong MopedHelmetFitCheck MopedBasketHaul MopedHelmetHairReveal MopedCafeHop MopedDateNight',
  },
  carpool: {
    things: 'Backseat AuxCord Playlist Snack Seatbelt Lunchbox Minivan Lane Driver Mirror',
    moves: 'SingAlong FrontSeatDibs PickupLoop AuxBattle SnackShare LateKidWait',
    verbs: 'Drive Share Sing Honk',
    core: 'Minivan Backseat SingAlong',
    scenes: 'CarpoolLane SchoolRun',
    names:
      'CarpoolKaraoke AuxCordWars FrontSeatDibs CarpoolTriviaRound CarpoolJokeOfTheDay CarpoolSnackSwap CarpoolRollCall CarpoolPlaylistDraft',
  },
  'school pickup': {
    things: 'Minivan Backpack CrossingGuard Teacher Snack Artwork Cone Gate Lunchbox Sticker',
    moves: 'CarLineWait HowWasYourDay SnackHandoff BackpackToss ArtworkReveal ParentWave',
    verbs: 'Wait Wave Hug Honk',
    core: 'Minivan Backpack CarLineWait',
    scenes: 'AfterSchool CarLine',
    names:
      'SchoolPickupSign SchoolPickupCostume SchoolPickupKaraoke SchoolPickupHighFive BackpackTreasureDig AfterSchoolSnackRun SchoolPickupRecap CarLineBingo',
    also: 'schoolrun',
  },
  'fire station': {
    things: 'Pole Helmet Hose Dalmatian Boots Siren Bell Ladder Truck Firefighter',
    moves: 'PoleSlide SuitUp SirenTest OpenHouse ChiliCookoff HoseDrill',
    verbs: 'Slide Suit Rescue Spray',
    core: 'Pole Helmet Dalmatian Slide',
    scenes: 'Firefighter FiveAlarm',
    names:
      'FirefighterSuitUpRace FireStationChiliCookOff ThankAFirefighter FireDrillAtHome StopDropAndRollPractice FireStationHelmetTryOn FireStationSirenSingAlong FireStationTour',
    also: 'firehouse',
  },
  'coffee shop': {
    things: 'Barista Latte Laptop Mug Muffin Croissant TipJar Menu Couch Straw',
    moves: 'NameMisspell LatteArt LaptopCamp OrderPanic OutletHunt SecretMenu',
    verbs: 'Sip Order Brew Type',
    core: 'Barista Mug NameMisspell Order',
    scenes: 'CoffeeRun LatteArt Barista',
    names:
      'GuessMyCoffeeOrder WhatNameDidTheyWrite LatteArtFaceOff BaristaImpression CoffeeShopAtHome CoffeeShopRushHour KidRunsTheCoffeeShop CoffeeShopPastryRanking',
    also: 'cafe coffeehouse',
  },
  diner: {
    things: 'Booth Server Jukebox Pancake Milkshake Menu Ketchup Stool Counter Pie',
    moves: 'BoothSlide RefillRun MidnightSnack JukeboxPick PieSplit StoolSpin',
    verbs: 'Order Refill Share Split',
    core: 'Booth Jukebox Milkshake',
    scenes: 'AllNightDiner',
    names:
      'JukeboxSingAlong DinerLingoQuiz MilkshakeMashup DinerPieVote RateTheDinerPancakes DinerAtHome DinerStoolSpin DinerPlaceMatDoodle',
  },
  'ice cream truck': {
    things: 'Jingle Popsicle Cone Sprinkles Window Menu Freezer Bell Napkin Sundae',
    moves: 'TruckChase JingleSprint ChangeHunt MeltRace MenuStare BrainFreeze',
    verbs: 'Chase Lick Sprint Melt',
    core: 'Jingle Popsicle Cone Chase',
    scenes: 'BrainFreeze',
    names:
      'HumTheIceCreamTruckSong TenSecondTruckPick BrainFreezeFace SprinklesOrPlain IceCreamTruckAtHome IceCreamTruckMenuStare CardboardIceCreamTruck IceCreamTruckTasteTest',
  },
  'swimming pool': {
    things: 'Noodle Float DivingBoard Goggles Lifeguard Towel Ladder Whistle Sunscreen InnerTube',
    moves: 'Cannonball MarcoPolo BellyFlop UnderwaterTeaParty Handstand LapRace',
    verbs: 'Swim Dive Float Splash',
    core: 'Noodle Float Cannonball Swim',
    scenes: 'PoolParty Cannonball MarcoPolo DeepEnd',
    names:
      'PoolCannonballContest SwimmingPoolMarcoPolo UnderwaterTeaParty PoolNoodleRelay LongestPoolHandstand HoldYourBreathFaces PoolFloatRace SwimmingPoolSlowMoJump',
    also: 'pool',
  },
  'locker room': {
    things: 'Locker Bench Towel Padlock Mirror Hairdryer Sneaker DuffelBag Jersey Whiteboard',
    moves: 'LockFumble PepTalk HalftimeSpeech GearUp SockHunt TeamHuddle',
    verbs: 'Change Huddle Cheer Lock',
    core: 'Locker Towel PepTalk',
    scenes: 'Halftime PepTalk',
    names:
      'LockerRoomDanceOff LockerRoomPepTalk LockerComboFail PregameRituals LockerRoomTeamHandshake LockerRoomSockHunt LockerRoomHuddleChant LockerRoomAirGuitar',
  },
  stadium: {
    things: 'Jumbotron FoamFinger Hotdog Nachos Mascot Scoreboard Ticket Seat Pennant Tunnel',
    moves: 'TheWave KissCam DanceCam CrowdRoar SeatHunt TShirtToss',
    verbs: 'Cheer Chant Wave Root',
    core: 'FoamFinger Jumbotron TheWave Cheer',
    scenes: 'GameDay Jumbotron KissCam',
    names:
      'StadiumWaveChallenge StadiumDanceCam StadiumSignMaking MascotDanceOff StadiumSnackReview FoamFingerChallenge StadiumShirtCatch LivingRoomStadium',
  },
  'county fair': {
    things: 'CornDog FunnelCake BlueRibbon Pig Prize Lemonade CottonCandy Goldfish Tractor Stage',
    moves: 'RingToss PigRace PieContest RideLine PrizeHunt FriedFoodTour',
    verbs: 'Win Toss Judge Ride',
    core: 'CornDog BlueRibbon RingToss',
    scenes: 'FerrisWheel FunnelCake BlueRibbon',
    names:
      'CountyFairBakeOff CountyFairFoodTasteTest CountyFairRideReactions RingTossChallenge BlueRibbonForMyPet PigRaceCommentary CountyFairCornDogDuel FairGameFails',
    also: 'statefair',
  },
  'mini golf': {
    things: 'Putter Windmill Ball Scorecard Pencil Hole Volcano Bridge Tunnel Clown',
    moves: 'HoleInOne WindmillShot TrickShot BankShot ScoreFudge LostBall',
    verbs: 'Putt Aim Sink Score',
    core: 'Putter Windmill HoleInOne Putt',
    scenes: 'HoleInOne WindmillHole',
    names:
      'HoleInOneOrBust DIYMiniGolfCourse MiniGolfTrickShot WindmillNemesis FamilyMiniGolfFeud MiniGolfVictoryDance MiniGolfCommentator MiniGolfScoreFudge',
    also: 'putputt',
  },
  driveway: {
    things: 'Chalk Hoop Shovel Bike LemonadeStand Trashcan JumpRope Cone Snowbank Scooter',
    moves: 'ChalkArt ShootAround SnowShovel BackingOut Hopscotch TrashcanRoll',
    verbs: 'Shovel Chalk Shoot Park',
    core: 'Chalk Hoop ChalkArt',
    names:
      'DrivewayHoops ChalkTheWalk DrivewayObstacleCourse DrivewayLemonadeStand DrivewayCarWash DrivewayBikeParade DrivewaySnowFort DrivewayDanceParty',
  },
  shed: {
    things: 'Rake Shovel Lawnmower Spider Shelf FlowerPot Hose PaintCan Workbench Bucket',
    moves: 'CleanOut SpiderStandoff ToolHunt PullStart Makeover Tinker',
    verbs: 'Store Tidy Fix Tinker',
    core: 'Rake Shovel Workbench',
    scenes: 'SheShed',
    names:
      'SheShedMakeover ShedCleanOutChallenge ShedClubhouseBuild SpiderInTheShed WhatsInTheShed ShedToolTetris ShedHideAndSeek ShedDoorReveal',
    also: 'toolshed gardenshed',
  },
  hallway: {
    things: 'Rug CoatHook Shoe Mirror Doorway Photo Lightswitch Umbrella Radiator Stairwell',
    moves: 'SockSlide Tiptoe RunwayWalk SneakPast SprintToBed HideAndSeek',
    verbs: 'Slide Tiptoe Sneak Strut',
    core: 'Rug CoatHook SockSlide',
    names:
      'HallwayRunway HallwayBowling HallwayLaserMaze MidnightTiptoe HallwayHideAndSeek HallwayDanceOff HallwayArtGallery HallwayRelay',
    also: 'corridor',
  },
  balcony: {
    things: 'Chair Plant Railing Lantern Hammock Coffee View Sunset Herb Birdfeeder',
    moves: 'MorningCoffee SunsetGaze HerbGarden PeopleWatch Stargaze Serenade',
    verbs: 'Sip Water Grow Gaze',
    core: 'Plant View Sunset',
    scenes: 'BalconyScene BalconyGarden',
    names:
      'BalconySerenade BalconyConcert BalconyGardenGlowUp BalconyCoffeeDate BalconySunsetRating BalconyNeighborWave BalconyPicnicNight BalconyBirdWatch',
  },
  rooftop: {
    things:
      'Skyline Lounger StringLights Pigeon WaterTower Antenna Telescope Blanket Grill Planter',
    moves: 'SunsetHang Stargaze MovieNight CityView GoldenHour Cookout',
    verbs: 'Gaze Chill Host Toast',
    core: 'Skyline StringLights Stargaze',
    scenes: 'Skyline',
    names:
      'RooftopStarCount RooftopSkylineGuess RooftopSunsetToast RooftopSilhouettePose RooftopKaraokeNight RooftopDanceParty RooftopPicnicTasteTest RooftopMovieNight',
  },
  patio: {
    things: 'Umbrella Chair Grill Lantern Cushion Planter Firepit Table Citronella Wasp',
    moves: 'WaspDodge Cookout SunsetDinner UmbrellaFlyaway StringLightHang MorningCoffee',
    verbs: 'Grill Host Lounge Sweep',
    core: 'Umbrella Chair Lounge',
    scenes: 'AlFresco PatioSeason',
    names:
      'PatioMakeover UmbrellaFlewAway UninvitedWasp PatioGameNight PatioCafeAtHome PatioStringLightTangle PatioBirdFeederCam PatioFurnitureFails',
  },
  'dining room': {
    things: 'Table Chair Chandelier Napkin Plate Candle Centerpiece Tablecloth Highchair Placemat',
    moves: 'NapkinFold TableSet FamilyDinner KidsTable PhoneStack ToastSpeech',
    verbs: 'Serve Carve Pass Fold',
    core: 'Table Tablecloth FamilyDinner',
    scenes: 'DinnerParty FamilyDinner',
    names:
      'DiningRoomRestaurant DiningRoomNoPhones NapkinFoldChallenge DinnerPartyToast DiningRoomBlanketFort KidsTableVsGrownUps DiningRoomMakeover DiningRoomGameNight',
  },
  playroom: {
    things: 'Lego Block Puzzle Crayon Doll Dinosaur Beanbag ToyBox Easel Teddy',
    moves: 'BlockTower FortBuild CleanUpSong TeaParty LegoStep PlayPretend',
    verbs: 'Build Stack Pretend Tidy',
    core: 'Block Puzzle ToyBox Build',
    scenes: 'Playtime TeaParty',
    names:
      'SingTheCleanUpSong PlayroomTeaParty PlayroomBlockTower PlayroomObstacleCourse PlayroomPuppetShow PlayroomCleanupRace PlayroomTourByMyKid PlayroomDressUp',
  },
  'man cave': {
    things: 'Recliner Dartboard MiniFridge NeonSign Jersey Couch Remote Popcorn Trophy Speaker',
    moves: 'GameDay DartThrow RecliningMode MovieMarathon TrophyPolish SnackStation',
    verbs: 'Recline Chill Cheer Host',
    core: 'Recliner MiniFridge NeonSign',
    scenes: 'GameDay',
    names:
      'RateMyManCave ManCaveMakeover ManCaveMovieMarathon ManCaveDartsFinal ManCaveSnackStation ManCaveTrophyShelf ManCaveGameDay ManCaveConfessions',
  },
  'semi truck': {
    things: 'Horn Trailer Cab Mudflap CBRadio Bunk Highway Chrome Logbook Dashboard Truck',
    moves: 'HonkRequest LongHaul WideTurn TruckStopMeal CabTour Convoy',
    verbs: 'Haul Honk Drive Deliver',
    core: 'Truck Trailer Horn Honk',
    scenes: 'TruckStop LongHaul TenFour',
    names:
      'HonkForTheKids SemiTruckCabTour SemiTruckHornImpression CBRadioVoiceChallenge ThankATrucker SemiTruckToyConvoy SemiTruckStopTasteTest EighteenWheelerCount',
    also: 'bigrig eighteenwheeler',
  },
  'tow truck': {
    things: 'Hook Chain Winch Flatbed Driver Strobe Ticket Cone Sign Bumper',
    moves: 'HookUp FlatbedLoad RoadsideRescue ParkingPanic StrobeFlash CurbsideWait',
    verbs: 'Tow Hook Winch Haul',
    core: 'Hook Flatbed Tow',
    scenes: 'RoadsideRescue',
    names:
      'WhereDidMyCarGo ToyTowTruckRescue TowTruckReactions ThankYourTowDriver TowTruckHookGame CardboardTowTruck TowTruckSpotting TowTruckRescueSkit',
  },
  'fire truck': {
    things: 'Ladder Siren Hose Helmet Dalmatian Bell Hydrant Firefighter Boots Lights',
    moves: 'SirenSingAlong HelmetTryOn KidsTour HoseSpray FirefighterWave LightShow',
    verbs: 'Climb Spray Ring Rescue',
    core: 'Siren Hose Dalmatian Spray',
    scenes: 'Firefighter FiveAlarm',
    names:
      'KidsMeetTheFireTruck SirenSingAlong DrawAFireTruck FireTruckLightShow CardboardFireTruck FireTruckToyRescue FireTruckHoseSpray WaveAtTheFirefighters',
    also: 'fireengine',
  },
  'garbage truck': {
    things: 'Bin Lid Claw Driver Route Curb Bag Raccoon Compost Glove Truck',
    moves: 'BinDrag TrashDayDash ClawGrab CurbsideWave RaccoonRaid MissedPickup',
    verbs: 'Haul Dump Lift Crush Wave',
    core: 'Truck Bin Claw Dump',
    scenes: 'TrashDay BinDay',
    names:
      'GarbageTruckWave ThankYourTrashCrew GarbageTruckToyClaw GarbageTruckImpression MissedTheGarbageTruck KidsLoveGarbageTrucks GarbageTruckCountdown TrashDayDash',
    also: 'trashtruck bintruck',
  },
  stroller: {
    things: 'Wheel Canopy Cupholder Snack Blanket Basket Brake Buckle Rattle Pacifier',
    moves: 'ParkLoop OneHandFold NapWalk CurbHop PowerWalk TrunkTetris',
    verbs: 'Push Fold Stroll Buckle',
    core: 'Wheel Canopy ParkLoop Push',
    names:
      'OneHandFoldChallenge StrollerTrunkTetris DecorateTheStroller StrollerPowerWalk StrollerNapWalk PetStrollerParade StrollerSnackTour StrollerCurbHop',
    also: 'pram pushchair',
  },
  escalator: {
    things: 'Step Handrail ShoppingBag Landing Mirror Sign Sneaker Suitcase Balloon',
    moves: 'WrongWayWalk FirstStepHop StandRight DramaticRide TopStepStumble SlowMoRide',
    verbs: 'Ride Climb Step Glide',
    core: 'Handrail Step WrongWayWalk Ride',
    names:
      'EscalatorDramaticEntrance EscalatorMusicVideo EscalatorPoseOff EscalatorWaveChallenge EscalatorSlowMoGlide EscalatorStatueMode EscalatorFirstRide EscalatorMovieScene',
  },
  'drive in': {
    things: 'Screen Radio Popcorn Car Blanket Trunk Speaker Hotdog Windshield Projector',
    moves: 'TrunkPicnic DoubleFeature RadioTune SnackRun BlanketNest HonkApplause',
    verbs: 'Watch Park Snack Honk',
    core: 'Screen Car Popcorn',
    scenes: 'DoubleFeature',
    names:
      'CardboardCarDriveIn TrunkPopcornParty DriveInDoubleFeature DriveInSnackReview DriveInHonkApplause DriveInBlanketNest DriveInPajamaNight DriveInIntermissionDance',
    also: 'driveinmovie',
  },
  'antique shop': {
    things: 'Teacup Clock Vase Mirror Gramophone Lamp Typewriter Trunk Brooch Doll',
    moves: 'TreasureHunt PriceTagPeek EraGuess CarefulTiptoe HaggleOff HauntedDollCheck',
    verbs: 'Browse Dust Haggle Appraise',
    core: 'Teacup Gramophone Typewriter',
    names:
      'GuessTheAntique GrandmaHadThisOne AntiqueShopPriceQuiz AntiqueTreasureHunt AntiqueShopStoryTime AntiqueShopTiptoe WhatWasItEvenFor AntiqueOutfitChallenge',
    also: 'antiques antiquing',
  },
  'toy store': {
    things: 'Plushie Robot Doll Puzzle Ball Yoyo Kite Slime Aisle BoardGame',
    moves: 'ButtonPressSpree WishList PuppyEyes ToyTestDrive JustLooking AisleRun',
    verbs: 'Play Test Squeeze Wish',
    core: 'Plushie Robot Doll Play',
    scenes: 'ToyAisle',
    names:
      'ToyStoreButtonChallenge FiveDollarToyChallenge ToyStorePickForMe JustLookingISwear ToyStoreWishList ToyStorePuppyEyes ToyStoreTestDrive ToyStoreHaulReveal',
    also: 'toyshop',
  },
  'candy store': {
    things: 'Gummy Lollipop Jellybean Scoop Jar Chocolate Taffy Licorice Bag Scale',
    moves: 'PickAndMix SugarRush ScoopFrenzy SampleSneak TasteTest BagWeighIn',
    verbs: 'Scoop Pick Taste Weigh',
    core: 'Jar Scoop PickAndMix',
    scenes: 'SugarRush PickAndMix',
    names:
      'PickAndMixChallenge GuessTheCandyWeight SourCandyFaceOff CandyStoreTasteTest CandyStoreColorChallenge CandyStoreThrowback CandyStoreBudgetDare BlindCandyPick',
    also: 'sweetshop',
  },
  'garage sale': {
    things: 'PriceSticker CashBox Sign Lamp Sweater Box Vinyl Table Bike Treasure',
    moves: 'EarlyBirdShopper HaggleOff SignHunt DollarBin FreePile BoxDig',
    verbs: 'Haggle Price Sell Browse',
    core: 'PriceSticker CashBox Haggle',
    names:
      'GarageSaleHaggle WeirdestGarageSaleFind GarageSaleFlip GarageSaleOutfit GarageSaleKidCashier GarageSaleSignArt GarageSaleDollarDare NoEarlyBirdsPlease',
    also: 'yardsale',
  },
  crosswalk: {
    things: 'Button Signal Stripe Sign Cone CrossingGuard Walker Curb Puddle Pigeon',
    moves: 'ButtonMash ZebraWalk AbbeyRoad StripeHop SignalWait StrutAcross',
    verbs: 'Cross Wait Strut Press',
    core: 'Stripe Signal ZebraWalk Cross',
    scenes: 'LookBothWays',
    names:
      'LookBothWaysSong CrosswalkBeepRemix ThankYourCrossingGuard WaitForTheWalkSign CrosswalkSafetySkit ChalkCrosswalkAtHome CrosswalkSignalGame CrosswalkWalkingManPose',
    also: 'zebracrossing',
  },
  sidewalk: {
    things: 'Chalk Crack Curb Puddle Scooter Stroller Hydrant Bench Leaf Pigeon',
    moves: 'CrackHop ChalkArt PuddleJump Hopscotch SnailDodge WalkAndTalk',
    verbs: 'Walk Hop Chalk Stroll',
    core: 'Chalk Crack CrackHop Walk',
    scenes: 'SidewalkChalk Hopscotch',
    names:
      'SidewalkChalkMural DontStepOnTheCrack SidewalkHopscotch SidewalkIllusionPhoto SidewalkPepTalk SidewalkSnailRescue SidewalkFourSquare SidewalkBugSafari',
    also: 'pavement',
  },
  'dollar store': {
    things: 'Balloon Gadget Candy GreetingCard Mug Sunglasses Basket Slime Glowstick PartyHat',
    moves: 'BudgetHaul TreasureHunt GadgetTest DupeHunt PartyPrep OneOfEach',
    verbs: 'Haul Browse Test Budget',
    core: 'Balloon Gadget BudgetHaul',
    scenes: 'BargainBin',
    names:
      'DollarStoreGiftSwap FiveDollarChallenge DollarStoreCostume DollarStoreDupe DollarStoreCraftOff DollarStoreDinnerDare DollarStoreTasteTest DollarStoreGlowUp',
    also: 'poundshop',
  },
  'corner store': {
    things: 'Cat Counter Sandwich Chips Slushie Fridge Owner Bell Gum Soda',
    moves: 'SnackRun LateNightRun CatSpotting SandwichOrder RegularNod SlushieMix',
    verbs: 'Grab Order Chat Browse',
    core: 'Cat Sandwich SnackRun',
    scenes: 'BodegaCat SnackRun',
    names:
      'MyUsualPlease CornerStoreCatCameo CornerStoreSlushieMix GuessTheCornerStoreTotal CornerStoreSandwichReview MidnightSnackRun CornerStoreFiveDollarPick CornerStoreCandyThrowback',
    also: 'bodega conveniencestore',
  },
  'cul de sac': {
    things: 'Bike Scooter Chalk Hoop Cone Streetlight Mailbox Lawn Trampoline Sprinkler',
    moves: 'BikeLoop StreetHockey KickTheCan BlockParty SprinklerRun HomeByStreetlights',
    verbs: 'Ride Play Loop Chalk',
    core: 'Bike Chalk BikeLoop Ride',
    scenes: 'BlockParty Suburbia',
    names:
      'CulDeSacOlympics CulDeSacKickball ChalkTheCulDeSac HomeByStreetlights BlockPartyDanceOff CulDeSacBikeParade KickTheCanRematch CulDeSacTalentShow',
  },
  'bumper cars': {
    things: 'SteeringWheel Pedal Seatbelt Pole Spark Arena Ticket Attendant Railing Buzzer',
    moves: 'SpinOut Gridlock SneakBump WrongWay BackwardsLap CornerStuck',
    verbs: 'Bump Spin Steer Dodge',
    core: 'SteeringWheel SpinOut Bump',
    names:
      'DadVsKidsBumperCars LaundryBasketBumperCars BumperCarCommentary BumperCarTeamUp BumperCarSpinOut BumperCarTrafficJam BumperCarBloopers BumperCarRivals',
    also: 'dodgems',
  },
  carousel: {
    things: 'Horse Pole Mirror Ticket Unicorn Lights Organ Bench Canopy Swan',
    moves: 'HorsePick SlowSpin BrassRingGrab DizzyWalk PhotoOp RoundAndRound',
    verbs: 'Ride Spin Wave Grab',
    core: 'Horse Unicorn Ride',
    names:
      'WaveEveryLap PickYourCarouselHorse CarouselSlowMoGlamour FirstCarouselReactions NameYourCarouselSteed CarouselSingAlong DizzyAfterTheRide CarouselWithGrandpa',
    also: 'merrygoround',
  },
  bleachers: {
    things: 'Bench Blanket Thermos Scoreboard Cushion Pennant Popcorn Sign Megaphone Railing',
    moves: 'StompChant SignWave BlanketHuddle SnackPass RowClimb ProudParentCheer',
    verbs: 'Cheer Stomp Chant Clap',
    core: 'Bench Megaphone Cheer Stomp',
    scenes: 'GameDay Homecoming',
    names:
      'BleacherCheerOff StompTheBleachers BleacherPosterReveal ProudParentMoment BleacherSnackPass BleacherBlanketHuddle BleacherDanceCam LoudestFanInTheStands',
  },
  'conference room': {
    things: 'Whiteboard Marker Projector Speakerphone Chair Donut Slide Laptop Clicker Agenda',
    moves: 'DonutDash MarkerHunt AwkwardIntro Brainstorm DeadMarker ProjectorFight',
    verbs: 'Present Pitch Brainstorm Schedule',
    core: 'Whiteboard Projector Speakerphone Present',
    names:
      'EveryMarkerIsDead ThisCouldBeAnEmail ConferenceRoomBingo ConferenceRoomPitch ConferenceRoomArtShow ConferenceRoomIcebreaker LastDonutStanding ConferenceRoomSnackRaid',
    also: 'meetingroom boardroom',
  },
  vacuum: {
    things: 'Cord Carpet Crumbs Couch Rug Dust Nozzle Canister Brush Sock',
    moves: 'CarpetLines CordTangle SockRescue CouchDive CrumbHunt LegoRescue',
    verbs: 'Hoover Plug Empty Unclog',
    core: 'Carpet Crumbs CarpetLines',
    scenes: 'CarpetLines CleaningDay',
    names:
      'VacuumLinesChallenge GuessWhatTheVacuumAte PetVsVacuum VacuumDanceChallenge TheCordIsTooShort FoundItInTheCouch VacuumSoundRemix VacuumBeforeAndAfter',
    also: 'vacuuming vacuumcleaner hoover',
  },
  toaster: {
    things: 'Toast Bagel Slot Lever Waffle Crumbs Butter Dial SmokeAlarm Plate',
    moves: 'ToastPop BurntToast StuckBagel GoldenBrown CrumbShake ToastCatch',
    verbs: 'Toast Pop Butter Burn',
    core: 'Toast Bagel ToastPop Pop',
    scenes: 'BurntToast',
    names:
      'CatchTheToast PaintedBreadArt WhoTurnedTheDial ToasterPopUpReactions RateMyGoldenBrown ToasterWaffleTower ToasterShadeRanking ToasterBagelStandoff',
  },
  couch: {
    things: 'Cushion Remote Blanket Armrest Crumbs Coin Snack Pillow Dog Footrest',
    moves: 'CushionDig SundayNap CoinHunt StarfishSprawl BingeWatch BlanketBurrito',
    verbs: 'Lounge Sprawl Flop Binge',
    core: 'Cushion Remote Lounge',
    scenes: 'CouchPotato LazySunday',
    names:
      'CouchPotatoOlympics CouchCushionFort WhatsInTheCushions CouchDanceParty CouchSeatClaim CouchNapOff CouchCommentary CouchConcert',
    also: 'sofa',
  },
  blanket: {
    things: 'Fleece Throw Couch Pillow Fort Cape Hood Tag Corner Cocoa',
    moves: 'BurritoRoll CapeMode HogTheCovers OneFootOut CozyCocoon FortBuild',
    verbs: 'Wrap Snuggle Tuck Roll',
    core: 'Fleece Pillow BurritoRoll Snuggle',
    scenes: 'BlanketBurrito BlanketFort',
    names:
      'BlanketBurritoChallenge WhoStoleTheBlanket BlanketCapeEntrance OneFootOutRule BlanketFoldOff TuckInThePet BlanketDisappearingAct BlanketTugOfWar',
    also: 'throwblanket weightedblanket',
  },
  umbrella: {
    things: 'Rain Handle Canopy Puddle Raincoat Boots Wind Spokes Hood Drizzle',
    moves: 'InsideOutFlip WindBattle PuddleDodge RainDash StuckOpen CanopySpin',
    verbs: 'Open Twirl Shelter Shake',
    core: 'Rain Puddle InsideOutFlip Open',
    scenes: 'RainyDay AprilShowers',
    names:
      'SingingInTheRain UmbrellaVsWind UmbrellaDanceChallenge UmbrellaPhotoshoot DIYUmbrellaHat UmbrellaPuddleStomp UmbrellaShareSquad UmbrellaFails',
    also: 'brolly',
  },
  toothbrush: {
    things: 'Toothpaste Bristles Sink Mirror Floss Cup Timer Mouthwash Foam Tube',
    moves: 'TwoMinuteBrush FoamBeard PasteSqueeze SingAlongBrush ElectricBuzz',
    verbs: 'Brush Squeeze Rinse Scrub',
    core: 'Toothpaste Bristles Foam Brush',
    scenes: 'BrushingTeeth',
    names:
      'TwoMinuteToothbrushSong WhoSqueezedTheMiddle FoamBeardFaceOff ToothbrushMicCheck ToothbrushTimerDance BrushAlongKaraoke ToothbrushPuppetShow ToothbrushForTheDog',
  },
  ironing: {
    things: 'Iron Board Shirt Steam Collar Crease Spray Hanger Sleeve Cord',
    moves: 'SteamBlast CreaseHunt CollarPress ShirtFold DoubleCrease',
    verbs: 'Press Steam Smooth Starch',
    core: 'Iron Board Shirt Press',
    scenes: 'IroningBoard',
    names:
      'NoCreaseChallenge IronOrSkipIt JustOneShirt IroningBoardKaraoke SteamBlastSlowMo FreshlyPressedCatwalk WhoIronsAnymore IroningDuringMeetings',
  },
  mowing: {
    things: 'Mower Lawn Grass Stripes Earmuffs Clippings Hedge Sprinkler Dandelion Yard',
    moves: 'LawnStripes PullStart MissedSpot StraightLine GrassStain',
    verbs: 'Mow Trim Edge Rake',
    core: 'Grass Stripes Mow',
    scenes: 'LawnStripes YardWork',
    names:
      'MowingStripeChallenge MowASmileyFace MowingMazePath MissedASpot MowingCommentary MowingMusicVideo ToyMowerFollower MowingTimelapse',
    also: 'lawnmower mowingthelawn mow',
  },
  'raking leaves': {
    things: 'Rake Leaf Pile Bag Tarp Gloves Acorn Blower Yard Wheelbarrow',
    moves: 'LeafPileJump CannonballDive LeafShower BagStuff WindUndo RakeRace',
    verbs: 'Rake Jump Bag Scoop',
    core: 'Rake Leaf Pile LeafPileJump',
    scenes: 'AutumnLeaves YardWork',
    names:
      'JumpInTheLeafPile RakingLeavesRace TheWindUndidIt RakingLeavesDance RakingLeavesForNeighbors LeafPileDogDive RakingLeavesArt CatchAFallingLeaf',
    also: 'leafpile',
  },
  'trash day': {
    things: 'Bin Bag Curb Truck Lid Raccoon Recycling Can Driveway Slipper',
    moves: 'CurbSprint TruckChase BinDrag BagSwing MissedTheTruck RaccoonRaid',
    verbs: 'Haul Drag Toss Sort',
    core: 'Bin Curb Truck BinDrag',
    scenes: 'TrashTruck',
    names:
      'TrashDayDash DidYouTakeTheBinsOut ThankTheTrashCrew TrashDayBinOuting TrashDayTruckWave TrashDaySortingGame TrashDayFits TrashDayFails',
    also: 'takingoutthetrash garbageday bindday',
  },
  'grocery haul': {
    things: 'Bag Receipt Fridge Pantry Snacks Eggs Cart Milk Coupon Trunk',
    moves: 'OneTripCarry BagUnpack PantryRestock FridgeTetris SnackReveal ReceiptShock',
    verbs: 'Unpack Stock Carry Shop',
    core: 'Bag Pantry Fridge Unpack',
    scenes: 'GroceryRun PantryRestock',
    names:
      'GroceryHaulOneTrip GroceryHaulFridgeTetris GuessMyGroceryHaulTotal GroceryHaulByMyKid ICameForMilk GroceryHaulPetInspector GroceryHaulReveal WeHaveFoodAtHome',
    also: 'unpackinggroceries',
  },
  thunderstorm: {
    things: 'Thunder Lightning Rain Blanket Flashlight Window Candle Dog Cloud Umbrella',
    moves: 'CountTheSeconds PowerFlicker BlanketHide BoardGame WindowWatch RainSound',
    verbs: 'Rumble Flash Hide Count',
    core: 'Thunder Lightning Rain Rumble',
    scenes: 'StormyNight StormChaser',
    names:
      'CountTheThunder ThunderstormBlanketFort FlashlightStoryTime ThunderstormDrumAlong LightningFlashFreeze ThunderReactions ThunderstormBoardGames ThunderstormPetCuddle',
    also: 'thunder lightning',
  },
  puddle: {
    things: 'Boots Rain Splash Raincoat Mud Sidewalk Reflection Car Umbrella Sock',
    moves: 'BigSplash CannonballJump CarSplash WetSock RainbootStomp ReflectionShot',
    verbs: 'Splash Jump Stomp Soak',
    core: 'Boots Rain Splash Stomp',
    scenes: 'RainyDay',
    names:
      'PuddleJumpChallenge PuddleReflectionShot PuddleBoatRace PuddleStompDance PuddleDogSplash PuddleDodge BiggestSplashWins PuddleRainbootFit',
    also: 'puddlejump puddlejumping',
  },
  mud: {
    things: 'Boots Pie Puddle Shovel Worm Bucket Garden Dog Rain Hose',
    moves: 'PieBake PuddleStomp BootStuck DogShake SlipSlide HoseDown',
    verbs: 'Squish Splash Stomp Hose',
    core: 'Boots Puddle Squish',
    scenes: 'MudPuddle MudKitchen',
    names:
      'MudPieBakeOff StuckInTheMud TheDogFoundMud MuddyBootsReveal MudKitchenChallenge MudCastleBuild MuddyPawPrintArt MudSpaDay',
    also: 'muddy mudpie',
  },
  sand: {
    things: 'Beach Bucket Shovel Towel Shoe Toes Dune Castle Moat Hair',
    moves: 'ShoeShake TowelFlap ToeBury CastleBuild MoatDig',
    verbs: 'Bury Dig Shake Sift',
    core: 'Beach Bucket Castle Dig',
    scenes: 'BeachDay Sandcastle',
    names:
      'SandcastleBuildOff BuryDadInTheSand DrawInTheSand StillFindingSand SandAngelChallenge SandMermaidTail SandcastleFails SandMoatRace',
  },
  weeding: {
    things: 'Dandelion Trowel Gloves Kneepad Root Bucket Thistle Clover Vine Soil',
    moves: 'RootPull WholeRoot KneelAndPull DandelionDuel GardenBattle',
    verbs: 'Pull Dig Yank Uproot',
    core: 'Dandelion Gloves Root Pull',
    names:
      'GotTheWholeRoot WeedOrFlowerQuiz DandelionDuel WeedingDanceBreak WeedingWithMyKid WeedPullingRace DandelionWishBlow PullingWeedsAgain',
    also: 'pullingweeds',
  },
  lamp: {
    things: 'Bulb Shade Switch Cord Desk Bedside Nightstand Glow Moth Plug',
    moves: 'ClickOnOff ShadeTilt BulbSwap MothParty LightsOut CozyGlow',
    verbs: 'Switch Dim Glow Click',
    core: 'Bulb Shade Switch Glow',
    names:
      'LampShadowPuppets LampshadeOnMyHead WhoLeftTheLampOn LampMakeoverChallenge LampGlowPhotoshoot LampClapOnOff LampMoodLighting LampLightStoryTime',
    also: 'desklamp',
  },
  keys: {
    things: 'Keychain Hook Door Pocket Couch Bag Car Lock Fob Ring',
    moves: 'PocketPat KeyHunt LockedOut DoubleCheck CouchSearch JingleCheck',
    verbs: 'Lock Unlock Jingle Find',
    core: 'Keychain Lock KeyHunt Jingle',
    scenes: 'LockedOut',
    names:
      'WhereAreMyKeys PhoneWalletKeys KeysPocketPatDance FindMyKeysIn60 TheyWereInMyHand KeysJingleRemix KeyHookStreak LockedOutAgain',
    also: 'lostkeys housekeys carkeys',
  },
  wallet: {
    things: 'Card Cash Receipt Coins License Pocket Photo Zipper Bag Phone',
    moves: 'PocketCheck ReceiptPurge CoinDump CashCount CardTetris LeftAtHome',
    verbs: 'Pay Tap Count Stash',
    core: 'Cash Card Coins Pay',
    names:
      'WhatsInMyWallet OldestReceiptWins WalletCleanOut WalletCardTetris KidsWalletVsMine LeftMyWalletAtHome WalletPhotoTour ReceiptAvalanche',
  },
  dishwasher: {
    things: 'Rack Plate Mug Tablet Fork Tupperware Spatula Door Detergent Bowl',
    moves: 'RackTetris LoadingWar RinseFirst Unload CleanOrDirty',
    verbs: 'Load Unload Rinse Stack',
    core: 'Rack Plate RackTetris Load',
    scenes: 'DishDuty',
    names:
      'ThatsNotHowYouLoadIt IsItCleanOrDirty DishwasherTetris EmptyTheDishwasherDance StackItInSixtySeconds DishwasherDebate WhoseTurnToUnload DishwasherOpenReveal',
  },
  'washing machine': {
    things: 'Drum Detergent Sock Lint Door Towel Hoodie Bubbles Pocket Tissue',
    moves: 'SpinCycle SockVanish PocketCheck TissueDisaster MachineWalk DrumWatch',
    verbs: 'Spin Wash Rinse Load',
    core: 'Detergent Sock SpinCycle Spin',
    scenes: 'SpinCycle LaundryDay',
    names:
      'WashingMachineAteMySock WashingMachineBeat CheckYourPocketsFirst WashingMachineTissueFail WashingMachineStareOff WashingMachineWalks CatStaresAtTheSpin WashingMachineSongEnd',
  },
  'leaf blower': {
    things: 'Leaf Nozzle Engine Earmuffs Driveway Sidewalk Pile Neighbor Backpack Cord',
    moves: 'LeafChase HairBlast EarlyMorningRoar PileMaker WindTunnel',
    verbs: 'Blow Chase Roar Clear',
    core: 'Leaf Pile LeafChase Blow',
    names:
      'LeafBlowerVsRake LeafBlowerConcert WhoLeafBlowsAt7am LeafBlowerBalloonFloat LeafBlowerTornado LeafPileArtChallenge LeafBlowerImpression LeafBlowerMusicVideo',
  },
  shoveling: {
    things: 'Shovel Snow Driveway Sidewalk Boots Mittens Salt Snowbank Plow Car',
    moves: 'PlowRedo SnowbankToss CarDigOut SaltSprinkle SnowAngelBreak PathClear',
    verbs: 'Shovel Scoop Salt Toss',
    core: 'Shovel Snow Driveway Scoop',
    scenes: 'SnowDay SnowedIn',
    names:
      'ShovelTheNeighborsWalk ThePlowCameBack DigOutTheCar ShovelingIsCardio ShovelingDanceBreak KidShovelingHelper SnowShovelArt ShovelSpeedrun',
    also: 'snowshovel snowshoveling shovelingsnow',
  },
  snooze: {
    things: 'Alarm Phone Pillow Blanket Bed Clock Button Ringtone Sunrise Coffee',
    moves: 'FiveMoreMinutes NineMinuteNap AlarmSlap LateSprint SeventhAlarm PillowHide',
    verbs: 'Doze Slap Oversleep Rise',
    core: 'Alarm Pillow FiveMoreMinutes Doze',
    scenes: 'AlarmClock SleepIn',
    names:
      'JustFiveMoreMinutes SnoozeButtonOlympics NoSnoozeWeek SnoozeOrGetUp SnoozeCountConfession PetWakeUpCall SnoozeRingtoneRemix AlarmAcrossTheRoom',
    also: 'snoozebutton oversleeping oversleep',
  },
  'windy day': {
    things: 'Hair Umbrella Hat Kite Leaves Scarf Paper Trampoline Flag Bin',
    moves: 'HairWhip HatChase UmbrellaFlip WindWalk LeafSwirl DoorSlam',
    verbs: 'Blow Gust Whip Flap',
    core: 'Kite Hair HairWhip Blow',
    scenes: 'BlusteryDay KiteFlying',
    names:
      'WalkingIntoTheWind WindyDayKiteChallenge WindTunnelHair ChasingMyHat WindyDayLeafCatch WindyDayBubbles WindyDayPaperPlanes WindyDayMusicVideo',
    also: 'windy wind',
  },
  sunburn: {
    things: 'Sunscreen AloeVera Shoulders Nose TanLine Hat Beach Towel Shade Freckles',
    moves: 'TanLineReveal LobsterMode MissedASpot AloeSlather ShadeHunt',
    verbs: 'Peel Slather Burn Tan',
    core: 'Sunscreen TanLine LobsterMode',
    scenes: 'BeachDay TanLines',
    names:
      'SunburnTanLineReveal PassTheSPF ForgotTheSunscreen SunburnLobsterMode SunburnAloeRescue ReapplyReminderSong SunhatFitCheck SunburnConfessions',
    also: 'sunburnt',
  },
  blizzard: {
    things: 'Snow Shovel Snowdrift Window Candle Blanket Plow Boots Cocoa Door',
    moves: 'WhiteoutWalk DoorPush SnowdriftDive BreadRun CabinFever PowerOut',
    verbs: 'Shovel Bundle Hunker Drift',
    core: 'Snow Snowdrift Shovel Bundle',
    scenes: 'Whiteout CabinFever',
    names:
      'MilkAndBreadPanic CantOpenTheDoor BlizzardIndoorSnowball SnowedInTalentShow BlizzardBakeOff BlizzardPajamaParty BlizzardSnowDepthCheck BlizzardCocoaBar',
    also: 'snowstorm snowedin',
  },
  frost: {
    things: 'Windshield Scraper Grass Window Breath Gloves Car Pattern Icicle Ice',
    moves: 'WindshieldScrape BreathCloud CrunchWalk HeaterWait CardScrape WindowDoodle',
    verbs: 'Scrape Crunch Thaw Shiver',
    core: 'Windshield Ice Icicle Scrape',
    scenes: 'JackFrost FirstFrost',
    names:
      'FrostyWindowDoodle FrostPatternHunt FrozenBubbleChallenge CrunchyGrassWalk BreathCloudChallenge FrostyMorningFaces FrostyWindshieldArt FrostyLeafPhotos',
  },
  humidity: {
    things: 'Hair Frizz Fan Glasses Shirt Towel Cloud Window Curl HairTie',
    moves: 'FrizzCheck GlassesFog HairPoof StickyWalk FanHog AirConHug',
    verbs: 'Frizz Fog Melt Drip',
    core: 'Frizz Hair HairPoof',
    names:
      'HairVsHumidity FoggyGlassesCheck HumidityPoofTimelapse StepOutsideFaces HumidityForecastParody HumiditySurvivalKit HumidityVsMyBangs FrizzOMeterChallenge',
    also: 'humid muggy',
  },
  mosquito: {
    things: 'Bite Citronella Candle Net Spray Ankle Porch Lamp Buzz Swatter',
    moves: 'MidnightBuzz ItchScratch BugSprayCloud AirClap ScreenDoorRace BiteCount',
    verbs: 'Buzz Itch Swat Dodge',
    core: 'Bite Buzz Net Itch',
    scenes: 'BugBite',
    names:
      'TheyOnlyBiteMe MosquitoBuzzImpression ThatOneMosquito MosquitoAirClap MosquitoNetFort MosquitoItchBingo MidnightEarVisitor MosquitoHuntAtBedtime',
    also: 'mosquitobite mozzie',
  },
  wasp: {
    things: 'Picnic Soda Nest Jam Patio Window Jar Lemonade Garden Sting',
    moves: 'PanicDance FreezeStill PicnicDash SodaCheck WindowEscort ArmFlail',
    verbs: 'Dodge Freeze Flee Duck',
    core: 'Nest Picnic PanicDance Dodge',
    names:
      'WaspPanicDance StayVeryStill WaspOrBeeQuiz WaspProofPicnic WaspEscortOutside WaspImpression CoverYourSodaCan WaspPanicInSlowMo',
    also: 'hornet yellowjacket',
  },
  'junk drawer': {
    things: 'Battery RubberBand Scissors Tape Pen Charger Coupon TwistTie Key Menu',
    moves: 'ScissorHunt DrawerJam TreasureDig MysteryKey DumpAndSort',
    verbs: 'Rummage Dig Sort Stash',
    core: 'RubberBand Tape TwistTie Rummage',
    names:
      'JunkDrawerBingo WhatsInMyJunkDrawer TheMysteryKey JunkDrawerCleanOut JunkDrawerSculpture JunkDrawerScavengerHunt JunkDrawerMagicTricks JunkDrawerTimeCapsule',
  },
  doorbell: {
    things: 'Door Dog Package Porch Camera Button Chime Neighbor Pizza Peephole',
    moves: 'DogFrenzy PeepholeCheck PretendNotHome FloorDrop ChimeSong',
    verbs: 'Ring Answer Peek Hide',
    core: 'Door Chime Package Ring',
    scenes: 'DingDong',
    names:
      'DogVsDoorbell DoorbellChimeRemix PretendNobodysHome DoorbellCamDance DoorbellDeliveryThanks DoorbellJokeSign DoorbellFloorDrop DoorbellReactions',
    also: 'doorbellcamera',
  },
  package: {
    things: 'Box Tape Porch Label Scissors BubbleWrap Tracking Doorbell Courier Receipt',
    moves: 'TrackingRefresh DoorSprint Unboxing BoxFort TapeBattle ShakeTest',
    verbs: 'Track Unbox Open Ship',
    core: 'Box Tape Porch Unbox',
    scenes: 'DeliveryDay OutForDelivery',
    names:
      'PackageArrivedDance PackageShakeTest ForgotWhatIOrdered PackageTrackingPanic PackagePetInspector PackageDoorSprint BubbleWrapPopOff UnboxingFails',
    also: 'parcel delivery',
  },
  'ceiling fan': {
    things: 'Blade Chain Light Dust Pillowcase Bed Breeze Remote Wobble Switch',
    moves: 'ChainPull PillowcaseTrick DustRain WobbleWatch SpeedThree BreezeNap',
    verbs: 'Spin Pull Dust Cool',
    core: 'Breeze Chain Wobble Spin',
    names:
      'CeilingFanDebate WhichChainIsIt CeilingFanSpeedDance CeilingFanPillowcaseTrick HighestSettingOnly CeilingFanWobbleWatch CeilingFanStreamers CeilingFanNapBreeze',
  },
  'air conditioner': {
    things: 'Remote Vent Window Filter Thermostat Blanket Fan Breeze Bill Unit',
    moves: 'VentHug RemoteBattle BillShock ColdAirFace ArcticBedroom',
    verbs: 'Cool Chill Blast Crank',
    core: 'Vent Breeze VentHug Cool',
    names:
      'AirConditionerWars AirConditionerHug ShutTheDoorACIsOn BlanketInSummer AirConditionerBillReveal AirConditionerPetSpot WhoTouchedTheThermostat AirConditionerFirstBlast',
    also: 'aircon airconditioning',
  },
  thermostat: {
    things: 'Dial Dad Blanket Sweater Heater Bill Fan Hoodie Setting Degree',
    moves: 'SneakyNudge DadPatrol SweaterOn BillShock DegreeUp',
    verbs: 'Adjust Nudge Guard Lower',
    core: 'Dial Sweater SneakyNudge Adjust',
    scenes: 'ThermostatWars',
    names:
      'DontTouchTheThermostat DadThermostatPatrol PutOnASweater ThermostatCourtroom GuessTheThermostat ThermostatOneDegreeDare ThermostatSpyMission WhoTouchedTheDial',
  },
  'smoke alarm': {
    things: 'Battery Ladder Toast Towel Ceiling Broom Chirp Kitchen Pan Window',
    moves: 'TowelWave ChirpHunt ChirpGuess BatterySwap ToastAlarm BroomPoke',
    verbs: 'Chirp Beep Wave Fan',
    core: 'Chirp TowelWave Beep',
    scenes: 'FireDrill',
    names:
      'WhereIsThatChirp ItsJustToast TestYourSmokeAlarm SmokeAlarmTowelWave SmokeAlarmImpression SmokeAlarmBatteryDay SmokeAlarmPetReaction SmokeAlarmDinnerBell',
    also: 'smokedetector firealarm',
  },
  towel: {
    things: 'Hook Beach Rack Hair Turban Robe Bathmat Pool Shower Fluff',
    moves: 'TurbanWrap HairFlip RackHang BeachClaim WetFloor PoolsideDrip',
    verbs: 'Dry Wrap Fold Hang',
    core: 'Beach Shower TurbanWrap Dry',
    scenes: 'BeachTowel',
    names:
      'TowelAnimalChallenge TowelTurbanFlip WetTowelOnTheBed BeachTowelClaim TowelCapeHero TowelFashionShow TowelFoldChallenge TowelDryOffDance',
  },
  broom: {
    things: 'Dustpan Bristles Crumbs Dust Kitchen Porch Corner Handle Line Witch',
    moves: 'DustpanLine BalanceTrick WitchRide PorchSweep CornerSweep SweepDance',
    verbs: 'Sweep Balance Dust Ride',
    core: 'Dustpan Bristles Sweep',
    scenes: 'Broomstick SpringCleaning',
    names:
      'CanYourBroomStand TheDustpanLine BroomGuitarSolo BroomDanceChallenge BroomBalanceOnHand BroomstickHorseRace BroomLimbo BroomSweepRelay',
    also: 'sweeping',
  },
  mop: {
    things: 'Bucket Floor Tile Water Squeegee Puddle Kitchen WetFloorSign Socks Wringer',
    moves: 'BucketDance BucketWring SpotlessCheck FootprintTrail ShineCheck',
    verbs: 'Wring Swish Slide Scrub',
    core: 'Bucket Floor Wring',
    scenes: 'WetFloor SpringCleaning',
    names:
      'MopDanceChallenge MopMicKaraoke DontWalkOnMyFloor MopBucketDrumSolo MopWigMakeover MopShineCheck MopSpeedrun MopPuppetShow',
    also: 'mopping',
  },
  'duct tape': {
    things: 'Roll Box Wallet Shoe Bumper Pipe Costume Sign Car Backpack Tape',
    moves: 'QuickFix TapeWallet EndHunt BumperFix WrapItUp',
    verbs: 'Wrap Patch Fix Stick',
    core: 'Tape QuickFix Wrap',
    names:
      'DuctTapeFixesAll CantFindTheEnd DuctTapeCostume DuctTapeWalletDIY DuctTapeBridgeBuild DuctTapeTheBanana DuctTapeFlowerCraft ItsTemporary',
  },
  'garden hose': {
    things: 'Nozzle Sprinkler Plant KiddiePool Car Dog Kink Reel Spigot Bucket Hose',
    moves: 'KinkChase ThumbSpray RainbowMist CarRinse DogBath SplashBattle',
    verbs: 'Spray Water Squirt Coil',
    core: 'Hose Nozzle Sprinkler Spray',
    scenes: 'WaterFight',
    names:
      'RainbowInTheSpray GardenHoseLimbo UntangleTheHose HoseWaterHitsDifferent GardenHoseDogChase GardenHoseSprinklerDIY BackyardSplashBattle GardenHoseJumpRope',
    also: 'hose hosepipe',
  },
  'furniture assembly': {
    things: 'AllenKey Screw Manual Panel Dowel Drill Box Hammer Shelf SpareScrew',
    moves: 'ManualIgnore BackwardsPanel SpareScrewPanic Disassemble TwoPersonLift',
    verbs: 'Assemble Screw Build Tighten',
    core: 'AllenKey Screw Manual Assemble',
    scenes: 'AllenKey ExtraScrew',
    names:
      'FurnitureAssemblyRace WeDontNeedTheManual WhyIsThereAnExtraScrew FurnitureAssemblyCouples AssemblyTimelapse TheWobbleTest FurnitureAssemblyKidCrew FurnitureAssemblyFails',
    also: 'flatpack flatpackfurniture',
  },
  errands: {
    things: 'List Car Bank PostOffice Pharmacy DryCleaner Receipt Bag ParkingLot Coffee',
    moves: 'OneMoreStop QuickStop ForgotOne DoubleBack ListCheck',
    verbs: 'Return Mail Drop Fetch',
    core: 'List Car OneMoreStop',
    scenes: 'ErrandRun',
    names:
      'ErrandsSpeedrun ErrandsBingo ForgotTheOneThing ItWasSupposedToBeQuick ErrandsWithAToddler OneMoreStop FiveErrandsOneHour ErrandsRecapInEmoji',
    also: 'runningerrands errand',
  },
  'to do list': {
    things: 'Pen Notebook Checkbox StickyNote Calendar Coffee Planner Highlighter Task Deadline',
    moves: 'CrossOff RewriteList TaskDodge TomorrowPile BigTick PriorityShuffle',
    verbs: 'Plan Cross Check Schedule',
    core: 'Checkbox StickyNote CrossOff Check',
    names:
      'ToDoListSpeedRun AddedJustToCrossOff ToDoListBingoCard ToDoListCrossOffDance ToDoListTimeGuess ThreeThingsBeforeNoon ToDoListByMyKid ToDoListForMyDog',
    also: 'todo checklist',
  },
  'ice cube tray': {
    things: 'Freezer Water Cube Cup Drink Lemonade Mold Cooler Glass Straw',
    moves: 'EmptyPutBack RefillDuty CubeTwist SpillWalk FrozenFruit',
    verbs: 'Freeze Fill Twist Pop',
    core: 'Cube Freezer CubeTwist Freeze',
    names:
      'WhoPutTheTrayBackEmpty IceCubeTrayFruitPops IceCubeTrayArt IceCubeTrayChocolates IceCubeTrayTreasureMelt IceCubeTrayFlowers OneCubeLeft IceCubeTrayRefillDuty',
    also: 'icetray',
  },
  tupperware: {
    things: 'Lid Container Leftovers Cupboard Drawer Fridge Stack Lunch Label Sauce',
    moves: 'LidHunt MatchTheLid CupboardAvalanche StackJenga MysteryLeftover ReturnToSender',
    verbs: 'Match Stack Seal Store',
    core: 'Lid Container LidHunt',
    names:
      'TupperwareLidMatch TupperwareAvalanche MomWantsItBack TupperwareMysteryLeftover TupperwareDrumKit TupperwareTower TupperwareTetris WhereIsTheLid',
    also: 'foodcontainer',
  },
  '3am': {
    things: 'Ceiling Phone Fridge Snack Thought Dog Noise Hallway Clock Pillow',
    moves: 'CeilingStare SnackRaid CringeReplay WeirdNoise BrainAwake',
    verbs: 'Ponder Scroll Wonder Creep',
    core: 'Ceiling Clock CeilingStare',
    scenes: 'Insomnia MidnightSnack',
    names:
      '3amThoughts ThatNoiseAt3am 3amSnackRaid 3amPetZoomies 3amCringeReplay WhyAmIAwake 3amShoppingCart 3amVsMorningMe',
    also: '3amthoughts middleofthenight',
  },
  recliner: {
    things: 'Lever Footrest Remote Blanket Dad Nap Cupholder Cushion TV Snack',
    moves: 'LeverPull LaunchBack FullRecline DadNap ThroneClaim FootrestPop',
    verbs: 'Recline Lounge Doze Claim',
    core: 'Lever Footrest Remote Recline',
    scenes: 'DadsChair',
    names:
      'ThatsDadsChair ReclinerNapOff FullReclineMode ReclinerLeverRace PetStoleTheRecliner ReclinerThroneReview ClaimTheRecliner ReclinerFails',
  },
  'bunk bed': {
    things: 'Ladder Mattress Sibling Pillow Blanket Flashlight Rail Ceiling Poster Curtain',
    moves: 'TopBunkClaim LadderRace SecretWhisper BlanketCurtain FlashlightTalk MidnightChat',
    verbs: 'Climb Claim Whisper Swap',
    core: 'Sibling Pillow TopBunkClaim',
    scenes: 'Sleepover SummerCamp',
    names:
      'IGetTopBunk BunkBedFortBuild BunkBedTalks BunkBedMakeover BunkBedPillowDrop BunkBedStoryTime BunkBedShadowPuppets BunkBedMorningAlarm',
    also: 'topbunk',
  },
  dusting: {
    things: 'Duster DustBunny Shelf Sunbeam Frame Blinds Cloth Spray Baseboard Vent',
    moves: 'SunbeamReveal SneezeAttack FingerSwipe ShelfClear BunnyHunt',
    verbs: 'Wipe Swipe Polish Sneeze',
    core: 'Duster DustBunny Shelf Wipe',
    scenes: 'SpringCleaning',
    names:
      'WhiteGloveTest TheSunbeamReveal DustBunnyHunt FeatherDusterDance DustingSpeedrun DustingWithMyKid DustBunnyNames DustingSneezeCount',
    also: 'dustbunny duster',
  },
  campfire: {
    things: 'Marshmallow Stick Log Smoke Lantern Guitar Tent Blanket Spark Smore',
    moves: 'SmokeDodge MarshmallowTorch GhostStory SingAlong StickHunt FlameToast',
    verbs: 'Roast Toast Gather Spark',
    core: 'Marshmallow Tent GhostStory Gather',
    scenes: 'Smores Campout Kumbaya',
    names:
      'CampfireSingAlong CampfireStoryRelay PerfectSmoreChallenge CampfireSmokeDodge CampfireSkitNight GoldenBrownOrFlaming CampfireJokeRelay CampfireShadowPuppets',
    also: 'bonfire firepit',
  },
  clothesline: {
    things: 'Clothespin Sheet Towel Sock Breeze Basket Pole Sun Rope Shirt',
    moves: 'SheetBillow RainRescue ClothespinChain SunDry PegRace',
    verbs: 'Hang Pin Peg Dry',
    core: 'Clothespin Sheet Breeze Hang',
    scenes: 'LaundryDay',
    names:
      'ClotheslineArtGallery ClothespinChallenge ClotheslineRelay SheetInTheBreeze ClotheslineRainRescue ClotheslinePhotoWall ClotheslineFashionShow ClotheslineFort',
    also: 'washingline',
  },
  'stone skipping': {
    things: 'Stone Pebble Lake Pond River Ripple Wrist Shore Splash Dock',
    moves: 'PerfectSkip FlatStoneHunt SidearmFlick RippleCount PlonkFail',
    verbs: 'Skip Flick Hunt Count',
    core: 'Stone Lake Ripple Skip',
    names:
      'JoinTheFiveSkipClub FindTheFlattestStone HowManySkips StoneSkippingDuel StoneSkippingSlowMo StoneSkippingWithGrandpa StoneSkippingPlonkFails BeatMySkipCount',
    also: 'skippingstones rockskipping stoneskimming',
  },
  'four leaf clover': {
    things: 'Clover Lawn Field Magnifier Bookmark Horseshoe Grass Ladybug Patch Pocket',
    moves: 'CloverHunt LuckyFind PatchCrawl PressAndKeep LuckCheck',
    verbs: 'Search Spot Press Wish',
    core: 'Clover Grass CloverHunt Wish',
    scenes: 'StPatricksDay LuckOfTheIrish',
    names:
      'FourLeafCloverHunt FoundOneFinally ThreeLeavesAgain LuckyCloverReveal CloverInTenMinutes FourLeafCloverWish CloverPatchSearchParty FourLeafCloverCraft',
    also: 'clover luckyclover',
  },
  'pumpkin patch': {
    things: 'Pumpkin Hayride Wagon Scarecrow Cider CornMaze Vine Flannel Gourd Hay',
    moves: 'BiggestPick WagonHaul PhotoOp HayrideBump MazeLost PumpkinLift',
    verbs: 'Pick Carry Haul Carve',
    core: 'Pumpkin Hayride Scarecrow Pick',
    scenes: 'Hayride CornMaze',
    names:
      'BiggestPumpkinWins TinyPumpkinHunt PumpkinRollRace PumpkinPatchPoseOff PumpkinPatchFits PumpkinPatchWagonHaul PumpkinPatchPetPhoto PumpkinPatchFaceDraw',
    also: 'pumpkinpicking',
  },
  'christmas lights': {
    things: 'Bulb Strand Ladder Roof Tree ExtensionCord Inflatable Timer Hook Plug',
    moves: 'UntangleBattle BulbHunt WindowDisplay LightShow BlinkSync PlugInReveal',
    verbs: 'Untangle Hang String Blink',
    core: 'Bulb Strand LightShow Untangle',
    scenes: 'DeckTheHalls',
    names:
      'ChristmasLightsUntangle ChristmasLightsToTheBeat TheOneDeadBulb LightsUpReactions ChristmasLightsLimbo ChristmasLightsBingo ChristmasLightsPajamaRide ChristmasLightsRating',
    also: 'holidaylights fairylights',
  },
  'cold weather': {
    things: 'Coat Scarf Mittens Hat Heater Blanket Cocoa Breath Car Boots',
    moves: 'LayerUp BreathCloud CarWarmup SockLayers HeaterHug ShiverWalk',
    verbs: 'Bundle Shiver Layer Thaw',
    core: 'Coat Scarf Mittens Shiver',
    scenes: 'SweaterWeather',
    names:
      'ThreeHoodiesOn ColdWeatherFitCheck TooColdToFunction ColdWeatherLayerRace ColdWeatherShiverDance ColdWeatherPetOutfits ColdWeatherCarWarmup ColdWeatherCocoaRun',
    also: 'freezing',
  },
  creek: {
    things: 'Rock Minnow Crayfish Boots Stick Log Bridge Current Pebble Moss',
    moves: 'RockHop CrayfishHunt BootSplash StickRace LogBalance',
    verbs: 'Wade Hop Explore Splash',
    core: 'Rock Minnow RockHop Wade',
    scenes: 'Creekside',
    names:
      'CreekLeafBoatRace CreekDamBuild CreekTreasureHunt CreekStompChallenge CreekCritterCount RockArtByTheCreek CreekRockStacking CreekSplashWalk',
    also: 'brook',
  },
  'pool noodle': {
    things: 'Pool Float Raft Goggles Sunscreen Splash Lounger Inflatable Sprinkler Ladder',
    moves: 'NoodleJoust FloatRace Cannonball NoodleHorse BalanceFloat',
    verbs: 'Float Paddle Bop Splash',
    core: 'Pool Float NoodleJoust Splash',
    scenes: 'PoolParty PoolDay',
    names:
      'NoodleHorseRace PoolNoodleLimbo NoodleJousting PoolNoodleMarbleRun PoolNoodleBuildOff PoolNoodleRaftRace PoolNoodleHoopToss PoolNoodleHacks',
  },
  'bean bag': {
    things: 'Bead Cushion Corner Controller Blanket Zipper Dog Snack Floor Slipper',
    moves: 'RunningFlop SinkIn GetUpStruggle BeadSpill FlopTest DogSteal',
    verbs: 'Flop Sink Slouch Squish',
    core: 'Cushion RunningFlop Flop',
    names:
      'BeanBagRunningFlop BeanBagGetUpChallenge BeanBagSinkTest BeanBagNapOff TheBeadsGotOut DogStoleMyBeanBag BeanBagTossOff BeanBagGamingThrone',
    also: 'beanbagchair',
  },
  'junk mail': {
    things: 'Mailbox Flyer Coupon Catalog Envelope Menu Shredder Recycling Sticker Postcard',
    moves: 'MailSort StraightToRecycle CouponClip FlyerFold ShredderFeed',
    verbs: 'Sort Toss Shred Clip',
    core: 'Mailbox Flyer Coupon Toss',
    names:
      'JunkMailDramaticReading JunkMailPaperPlanes JunkMailCollage StraightToRecycling JunkMailBingo JunkMailPoetry JunkMailForMyDog JunkMailCountdown',
  },
  'night light': {
    things: 'Outlet Hallway Bulb Star Moon Glow Pillow Teddy Closet Shadow',
    moves: 'MonsterCheck ShadowSpot HallwayGlow ClosetPeek GlowWalk',
    verbs: 'Glow Plug Guide Comfort',
    core: 'Glow Moon Star MonsterCheck',
    scenes: 'Bedtime',
    names:
      'MonsterPatrol NightLightShadowShow StillNeedMyNightLight RateMyNightLight DIYNightLightJar NightLightStoryTime CheckUnderTheBed NightLightHallwayTiptoe',
  },
  'hair dryer': {
    things: 'Nozzle Brush Cord Mirror Towel Outlet Diffuser Curl Frizz Steam',
    moves: 'WindMachine MusicVideoHair VolumeBoost CordTangle MirrorDefog',
    verbs: 'Blow Dry Style Fluff',
    core: 'Brush WindMachine Blow Dry',
    names:
      'HairDryerMusicVideo WhatDidYouSay OneHairDryerThreeLooks HairDryerBalloonFloat HairDryerDiva HairDryerSingAlong HairDryerPetSpa HairDryerBeforeAfter',
    also: 'blowdryer',
  },
  kettle: {
    things: 'Tea Mug Whistle Steam Spout Lid Water Teabag Spoon Counter',
    moves: 'WatchedPotWait WhistleRace MugWarm TeaBreak OverFill',
    verbs: 'Boil Pour Whistle Brew',
    core: 'Mug Whistle Steam Pour',
    scenes: 'TeaTime Cuppa',
    names:
      'WhoPutTheKettleOn KettleWhistleDuet WatchedKettleChallenge PerfectCuppaChallenge GuessTheTeaBlind KettleCountdownDance BeatTheKettle KettleTeaParty',
    also: 'electrickettle teakettle',
  },
  'fridge magnet': {
    things: 'Fridge Postcard Drawing Photo Souvenir Calendar Letters Poem Coupon Menu',
    moves: 'SouvenirWall LetterSpell ArtDisplay MagnetAvalanche WordPoem',
    verbs: 'Stick Collect Spell Display',
    core: 'Fridge Souvenir Postcard Stick',
    names:
      'FridgeMagnetPoetry FridgeArtGallery OneFromEveryTrip FridgeMagnetWordRace DIYFridgeMagnets FridgeMagnetSpellingBee FridgeMagnetAvalanche FridgeMagnetTetris',
  },
  'spider web': {
    things: 'Dew Corner Porch Silk Thread Branch Doorway Broom Garden Morning Spider',
    moves: 'FaceFlail WebDance DewSparkle CornerCheck BroomSwipe',
    verbs: 'Spin Weave Flail Dodge',
    core: 'Spider Silk Spin',
    names:
      'TheWebDance SpiderWebPhotoHunt YarnSpiderWebDIY SpiderWebLaserMaze SpiderWebDewShot WalkedIntoAWeb SpiderWebRescue SpiderWebReactions',
    also: 'cobweb',
  },
  icicle: {
    things: 'Gutter Roof Drip Window Eave Mitten Sun Snow Branch Car',
    moves: 'LongestOne DripWatch LengthContest RoofMeasure MeltRace',
    verbs: 'Drip Snap Melt Freeze',
    core: 'Drip Snow LongestOne Melt',
    names:
      'LongestIcicleWins IcicleMeltRace TheGutterMonster IciclePhotoHunt IcicleDripCountdown DIYColorIcicles IcicleSunsetShot IcicleChimeSounds',
  },
  flashlight: {
    things: 'Battery Beam Tent Blanket Drawer Basement Storm Chin Book Closet',
    moves: 'ChinGlow ShadowPuppets UnderBlanketRead BatteryHunt BeamTag DeadBatteryFail',
    verbs: 'Shine Flash Beam Aim',
    core: 'Beam Tent ShadowPuppets Shine',
    scenes: 'LightsOut PowerOutage',
    names:
      'FlashlightTag FlashlightShadowPuppets FlashlightScaryStory ReadingUnderTheCovers FlashlightDiscoParty FlashlightMorseCode FlashlightTreasureHunt TheBatteriesAreDead',
    also: 'torch',
  },
  'lawn chair': {
    things: 'Cooler Sunhat Backyard Strap Frame Shade Lemonade Parade Campsite Sunscreen',
    moves: 'FoldFail ChairUnfold StrapPattern SunBake ShadeChase',
    verbs: 'Fold Unfold Lounge Relax',
    core: 'Backyard Sunhat FoldFail Lounge',
    names:
      'HowDoesThisFold LawnChairParade DadAndHisLawnChair LawnChairConcert StrapMarksOnMyLegs LawnChairLemonadeBreak LawnChairMusicalChairs LawnChairSunsetRating',
    also: 'foldingchair campchair',
  },
  hail: {
    things: 'Ice Car Roof Window Umbrella Windshield GolfBall Pea Cooler Garage',
    moves: 'CarRescue SizeCompare GarageDash StoneMeasure WindowWatch',
    verbs: 'Pelt Bounce Dash Measure',
    core: 'Ice Umbrella SizeCompare Bounce',
    names:
      'WhatSizeWasIt HailOnTheRoofBeat HailstormWindowWatch HailstormReaction HailVsMyDog HailMiniSnowman HailstormStoryTime HailForecastParody',
    also: 'hailstorm hailstone',
  },
  plumber: {
    things: 'Plunger Wrench Pipe Toilet Sink Drain Toolbox Faucet Leak Bucket',
    moves: 'LeakFix DrainUnclog PipeBurst EmergencyCall UnderTheSink ToiletRescue',
    verbs: 'Plunge Unclog Tighten Fix',
    core: 'Plunger Pipe Wrench Unclog',
    scenes: 'UnderTheSink',
    names:
      'PlumberImpression PlungerPower CallThePlumberSkit PlungerRingToss PlumberPipeMaze PlumberToolGuess NotAnotherLeak ThankYourPlumber',
  },
  mechanic: {
    things: 'Wrench Jack Tire Engine Hood Oil Toolbox Garage SparkPlug Coveralls',
    moves: 'OilChange TireRotation CheckEngine UnderTheHood JumpStart TestDrive',
    verbs: 'Repair Tune Rotate Tighten',
    core: 'Wrench Tire Engine Repair',
    scenes: 'UnderTheHood AutoShop OilChange',
    names:
      'MakeTheNoiseForMe ItWasFineThisMorning MechanicImpression ToyCarPitStop MechanicTricycleRepair MechanicShopDog MechanicDadJokes NameThatEngineSound',
  },
  lifeguard: {
    things: 'Whistle Buoy Tower Sunscreen Pool Float Visor Megaphone Flag Umbrella',
    moves: 'WalkDontRun WhistleBlow PoolRescue SlowMoRun AdultSwim ShiftChange',
    verbs: 'Rescue Swim Whistle Watch',
    core: 'Whistle Buoy Pool Rescue',
    scenes: 'Poolside BeachPatrol',
    names:
      'LifeguardSlowMoRun PoolRulesRap WalkDontRunChallenge RedFloatRescueRelay LifeguardWhistleChallenge LifeguardImpression LifeguardSunscreenCheck ThankALifeguard',
  },
  librarian: {
    things: 'Book Stamp Cart LibraryCard Bookmark Glasses Shelf Cardigan ReturnSlot Bookworm',
    moves: 'Shush QuietPlease DueDate BookReturn ShelfSort LateFee',
    verbs: 'Shush Shelve Stamp Recommend',
    core: 'Book Glasses Shush',
    scenes: 'Library QuietPlease StoryHour',
    names:
      'LibrarianShushChallenge LibrarianSpinePoetry OverdueSince2010 WhisperBookReview LibrarianPicksMyRead LibrarianShelfSort LibrarianImpression LibrarianStoryHour',
  },
  'crossing guard': {
    things: 'StopSign Vest Whistle Crosswalk Backpack Corner SchoolBus Curb Glove',
    moves: 'HoldTheSign HighFive SafeCrossing MorningWave TrafficStop WaitForIt',
    verbs: 'Cross Wave Stop Whistle',
    core: 'StopSign Vest Crosswalk',
    scenes: 'SchoolZone LookBothWays',
    names:
      'CrossingGuardDance ThankYourCrossingGuard HighFivesAtTheCrosswalk CrossingGuardJokes CrossingGuardForADay MorningWaveChallenge CrossingGuardSignPose CrossingGuardCheerSquad',
  },
  landlord: {
    things: 'Key Lease PaintCan Thermostat Mailbox Doorbell Lockbox Radiator Clipboard Ceiling',
    moves: 'RentDay FixItNextWeek SurpriseVisit MoveOutCheck DepositReturn PaintItBeige',
    verbs: 'Rent Fix Inspect Repaint',
    core: 'Key Lease FixItNextWeek Rent',
    scenes: 'RentDay',
    names:
      'LandlordSpecialFix PaintItBeige WhereIsMyDeposit LandlordImpression LandlordBingo LandlordTextTranslator MoveOutCleanSpeedrun LandlordListingParody',
  },
  electrician: {
    things: 'Wire Outlet Breaker Switch Fuse Ladder Multimeter Tape Bulb Flashlight',
    moves: 'FlipTheBreaker PowerBack SparkCheck WireTwist LightsOn Rewire',
    verbs: 'Wire Flip Connect Test',
    core: 'Wire Bulb Switch Connect',
    scenes: 'FuseBox',
    names:
      'WhatDoesThisSwitchDo ElectricianImpression ElectricianPunOff LightsOnDance PotatoBatteryChallenge ElectricianCallSkit LightBulbMomentSkit ElectricianToolGuess',
  },
  'lunch lady': {
    things: 'Tray Hairnet Ladle TaterTot ChocolateMilk Spork SloppyJoe Cafeteria ServingLine',
    moves: 'PizzaFriday ExtraScoop LunchLine TraySlide SecondHelping TrayReturn',
    verbs: 'Serve Scoop Ladle',
    core: 'Tray Hairnet Ladle Serve',
    scenes: 'Cafeteria LunchLine PizzaFriday',
    names:
      'ExtraTotsPlease ThankYourLunchLady PizzaFridayDance LunchLadyImpression LunchLadyForADay LunchLadyRecipeRecreate LunchLadyHairnetCheck LunchLadySecondHelping',
  },
  'camp counselor': {
    things: 'Whistle Canoe Campfire Cabin Marshmallow Clipboard Lanyard BugSpray Guitar Flashlight',
    moves: 'CampSong RollCall CabinCheck CanoeRace LightsOut ColorWar CampfireStory',
    verbs: 'Lead Cheer Paddle Count',
    core: 'Whistle Cabin CampSong',
    scenes: 'SummerCamp ColorWar',
    names:
      'CampCounselorSingAlong CampNicknameReveal ColorWarChampion CampCounselorRollCall CampCounselorImpression CampfireSkitNight CampCounselorCabinCheck CampCounselorLightsOut',
  },
  referee: {
    things: 'Whistle YellowCard Stopwatch Stripes Flag Coin Field Jersey RedCard',
    moves: 'CoinToss OffsideCall Timeout VideoReview WhistleBlow FlagThrow',
    verbs: 'Whistle Call Signal Penalize',
    core: 'Whistle YellowCard Stripes',
    scenes: 'RedCard Offside',
    names:
      'YouMakeTheCall RefereeSignalChallenge RefereeTheSiblings CheckTheReplay RefereeImpression RefTheFamilyGame YellowCardForDad RefereeWhistleDance',
    also: 'ref umpire',
  },
  realtor: {
    things: 'Key Lockbox Sign Listing Brochure Blazer Kitchen Closet Backyard Doorbell',
    moves: 'HouseTour SoldSign OpenHouse Walkthrough BiddingWar KeyHandover',
    verbs: 'Sell List Stage Show',
    core: 'Key Sign HouseTour Sell',
    scenes: 'OpenHouse HouseHunting DreamHome',
    names:
      'RealtorSellMyRoom CozyMeansTiny RealtorDogHouseTour RealtorImpression RealtorSoldSignPose RealtorListingLingo AndThisIsTheKitchen RealtorOpenHouseSnacks',
    also: 'realestate realestateagent',
  },
  'security guard': {
    things: 'Flashlight Badge Radio Monitor Desk Clipboard Camera Lanyard Door Keycard',
    moves: 'NightShift Patrol DoorCheck BadgeScan FlashlightSweep MallRounds',
    verbs: 'Patrol Guard Scan Check',
    core: 'Badge Flashlight Radio Patrol',
    scenes: 'NightPatrol',
    names:
      'GuardTheSnacks SecurityGuardDance SecurityGuardImpression SecurityBadgeCheck SecurityGuardDog SecurityGuardNightShift SecurityGuardSunglasses SecurityGuardPepTalk',
  },
  magician: {
    things: 'Wand TopHat Rabbit Cape Deck Coin Scarf Dove Handkerchief Assistant',
    moves: 'CardTrick VanishAct CoinBehindEar PickACard Abracadabra TaDa',
    verbs: 'Vanish Shuffle Conjure Reveal Levitate',
    core: 'Wand TopHat Rabbit Vanish',
    scenes: 'MagicShow Abracadabra PickACard',
    names:
      'IsThisYourCard MagicTrickOnMyDog MagicianImpression CoinBehindTheEar NothingUpMySleeve KidMagicianShow MagicianVanishAct MagicianFails',
  },
  mascot: {
    things: 'Costume BigHead FoamFinger Drum Pompom Jersey Bleachers Sideline Banner Fan',
    moves: 'HypeDance CrowdWave Cartwheel HighFive SidelineShuffle TshirtToss',
    verbs: 'Cheer Hype Wave Dance',
    core: 'Costume BigHead HypeDance Cheer',
    scenes: 'GameDay PepRally',
    names:
      'MascotDanceOff HypeTheCrowd WhoIsInTheSuit DIYMascotCostume MascotHighFiveLine DesignAFamilyMascot PetMascotTryout MascotFail',
  },
  'uber driver': {
    things: 'Car Phone AuxCord Backseat CarFreshener PhoneMount Map Mint WaterBottle Playlist',
    moves: 'FiveStars AuxCordControl SmallTalk WrongCar PickupPin ScenicRoute',
    verbs: 'Drive Rate Navigate Tip',
    core: 'Car Backseat FiveStars Drive',
    scenes: 'Rideshare SurgePricing',
    names:
      'UberDriverImpression PassTheAuxCord FiveStarRide UberDriverTrivia UberDriverSmallTalk UberDriverPlaylist UberDriverSnackBasket UberDriverCarTour',
  },
  weatherman: {
    things: 'GreenScreen Map Pointer Umbrella Radar Clicker Suit Snowflake Cloud Raincoat',
    moves: 'ForecastPoint GreenScreenFail StormWatch LiveReport WindBlast FiveDayForecast',
    verbs: 'Forecast Predict Point Report',
    core: 'GreenScreen Map Umbrella Forecast',
    scenes: 'WeatherReport ChanceOfRain StormWatch',
    names:
      'WeathermanForecastMyDay WeathermanInTheWind WeathermanImpression KidWeathermanReport AndNowTheWeather GreenScreenFail ChanceOfSnowDay WeathermanDogCoHost',
    also: 'meteorologist weathergirl forecaster weatherreport',
  },
  'construction worker': {
    things: 'HardHat Vest Cone Crane Drill Bulldozer Brick Ladder Lunchbox Jackhammer',
    moves: 'ConeZone HammerTime LunchBreak BeamWalk DigSite SafetyFirst',
    verbs: 'Build Drill Hammer Dig Pour',
    core: 'HardHat Vest Bulldozer Build',
    scenes: 'BuildingSite HardHat',
    names:
      'SandboxConstructionSite ConeStackChallenge HardHatFitCheck WaveAtTheDiggers ConstructionWorkerSkit CardboardToolBelt ConstructionWorkerLunch ConstructionImpression',
    also: 'builder',
  },
  'news anchor': {
    things: 'Desk Microphone Teleprompter Earpiece Camera Tie Script Mug Studio Clipboard',
    moves: 'BreakingNews SignOff LiveShot BackToYou BloopersReel NewsVoice',
    verbs: 'Report Announce Broadcast Narrate',
    core: 'Desk Microphone BreakingNews Report',
    scenes: 'BreakingNews Newsroom',
    names:
      'BreakingNewsAtHome NewsAnchorImpression NewsVoiceChallenge NewsAnchorSignOff KidNewsAnchor NewsAnchorPetReport NewsAnchorBloopers BackToYouChallenge',
    also: 'newscaster newsreport',
  },
  'soccer mom': {
    things:
      'Minivan OrangeSlice Cooler FoldingChair Snack Cleats Jersey Whistle Sunglasses Umbrella',
    moves: 'SnackDuty SidelineCheer MinivanDash HalftimeHug GameDayPack',
    verbs: 'Cheer Drive Pack Slice',
    core: 'Minivan OrangeSlice Cleats Cheer',
    scenes: 'OrangeSlices Sideline',
    names:
      'OrangeSlicesAtHalftime SidelineSuperfan SoccerMomCheerOff LoudestSidelineCheer SoccerMomGameDayBag SoccerMomVsDad SoccerMomImpression SoccerMomSnackDuty',
  },
  'girl dad': {
    things: 'Hairbrush Tiara TeaSet Ponytail NailPolish Tutu Glitter Dollhouse Scrunchie',
    moves: 'TeaParty BraidAttempt DaddyDaughterDance NailPainting PonytailFail',
    verbs: 'Braid Paint Twirl Dance',
    core: 'Tiara Hairbrush TeaParty Braid',
    scenes: 'DaddyDaughter TeaParty',
    names:
      'DadLearnsToBraid DaddyDaughterDance GirlDadTeaParty GirlDadMakeover GirlDadNailSalon GirlDadPrincessVoices GirlDadCartwheelLesson GirlDadDuetKaraoke',
  },
  'baby shower': {
    things: 'Diaper Onesie Bottle Cake Balloon Gift Bib Stroller Rattle DiaperCake',
    moves: 'DiaperRace BabyFoodTaste GiftOpening GuessTheDate DiaperChange NameTheBaby',
    verbs: 'Gift Guess Wrap Celebrate',
    core: 'Onesie Diaper Rattle Gift',
    scenes: 'OhBaby DiaperCake DueDate',
    names:
      'BabyShowerBingo BabyFoodTasteTest BabyShowerDiaperRace WhoseBabyPhoto GuessTheDueDate BabyShowerOnesieDesign BabyShowerBellyMeasure BabyShowerAdviceCards',
  },
  'family reunion': {
    things:
      'MatchingShirt Grill Cousin Nametag PotatoSalad LawnChair Cooler Hotdog Auntie FamilyTree',
    moves: 'GroupPhoto HowYouveGrown SackRace WhoseKidIsThis CookoutLine',
    verbs: 'Hug Grill Reunite Gather',
    core: 'MatchingShirt Cousin GroupPhoto Hug',
    scenes: 'FamilyTree MatchingShirts',
    names:
      'YouGotSoTall WhoseKidIsThis CousinOlympics WhoMadeThePotatoSalad FamilyReunionSackRace FamilyReunionTrivia FamilyReunionTugOfWar FamilyReunionGroupPhoto',
  },
  'leap day': {
    things: 'Calendar Frog LilyPad Cake Candle February Planner PartyHat',
    moves: 'FrogJump BonusDay ExtraDay FourYearWait CalendarFlip',
    verbs: 'Leap Hop Skip Jump',
    core: 'Calendar Frog February Leap',
    scenes: 'February29 BonusDay',
    names:
      'LeapDayFrogJump LeapDayTimeCapsule LeapDaySayYes LeapDayBirthdayParty LeapDayThenAndNow BonusDayChallenge LeapDayLongJump LeapDayNewThing',
    also: 'leapyear',
  },
  'lunar new year': {
    things:
      'Lantern RedEnvelope Dumpling Firecracker Dragon Lion Tangerine Calendar Zodiac Chopstick',
    moves: 'LionDance DumplingFold RedEnvelopeHunt LanternWalk ZodiacReveal ReunionDinner',
    verbs: 'Fold Wish Light Sweep',
    core: 'RedEnvelope Lantern Dumpling LionDance',
    scenes: 'RedEnvelope ReunionDinner LionDance',
    names:
      'LunarNewYearDumplingRace LionDanceChallenge RedEnvelopeHunt LunarNewYearZodiacQuiz LunarNewYearFitCheck LunarNewYearLanternDIY LunarNewYearFamilyPhoto LunarNewYearCleanSweep',
    also: 'chinesenewyear tet seollal springfestival',
  },
  'new years eve': {
    things: 'Confetti Countdown Ball Noisemaker PartyHat Glitter Clock Sparkler Firework Tiara',
    moves: 'BallDrop MidnightToast StayUpLate ConfettiToss TenSecondCountdown',
    verbs: 'Count Toast Cheer Celebrate',
    core: 'Confetti Countdown BallDrop Cheer',
    scenes: 'BallDrop TimesSquare',
    names:
      'NewYearsEveCountdown MadeItToMidnight NewYearsEveToast NoonYearsEve NewYearsEveBalloonDrop PotsAndPansParade NewYearsEveExpectations NewYearsEveFitCheck',
    also: 'nye',
  },
  anniversary: {
    things: 'Cake Card Ring Photo Album Bouquet Candle Dinner Topper Gift',
    moves: 'RecreateOurPhoto SlowDance DinnerDate SurpriseGift RenewVows',
    verbs: 'Celebrate Toast Remember Recreate',
    core: 'Ring Bouquet SlowDance Celebrate',
    scenes: 'VowRenewal DateNight',
    names:
      'AnniversaryQuiz HowWeMet AnniversaryPhotoRecreate AnniversarySlowDance RecreateOurFirstDate AnniversaryKidsInterview AnniversaryTimeCapsule AnniversaryVowsInRhyme',
  },
  'moving day': {
    things: 'Box Tape Truck Dolly Couch BubbleWrap Marker Pizza Mattress Key',
    moves: 'CouchPivot BoxTetris LastLoad TruckPack LabelEverything StairCarry',
    verbs: 'Pack Lift Haul Unpack Label',
    core: 'Box Tape Truck Pack',
    scenes: 'MovingTruck NewHome',
    names:
      'MovingDayPivotChallenge MovingTruckTetris WhichBoxIsItIn WillWorkForPizza MovingDayCardboardFort MovingDayEmptyRoomEcho MovingDayPetReaction MovingDayLabelEverything',
    also: 'moving movingout',
  },
  'gender reveal': {
    things: 'Balloon Confetti Cake Cupcake Pinata Box Popper Envelope Onesie Streamer',
    moves: 'BalloonPop CakeCut BigReveal GuessTheColor PinkOrBlue TeamPick',
    verbs: 'Reveal Guess Pop Cheer',
    core: 'Balloon Confetti PinkOrBlue Pop',
    scenes: 'PinkOrBlue',
    names:
      'GenderRevealCakeCut TeamPinkOrBlue GenderRevealGuess OldWivesTaleQuiz GenderRevealSiblings GenderRevealDogEdition GenderRevealBalloonPop GenderRevealCupcakes',
  },
  housewarming: {
    things: 'Doormat Key Candle Houseplant Couch Cheeseboard Toaster WelcomeSign Toolkit Rug',
    moves: 'HouseTour FirstDinner KeyHandoff GiftDrop UnpackParty',
    verbs: 'Host Unpack Decorate Welcome',
    core: 'Doormat Key HouseTour Welcome',
    scenes: 'HomeSweetHome NewHome',
    names:
      'PleaseIgnoreTheBoxes NewPlaceWhoDis HousewarmingHomeTour HousewarmingGiftSwap GuessWhatWeBrought HousewarmingPotluck HousewarmingPlaylist HousewarmingFails',
  },
  'jury duty': {
    things: 'Summons Courthouse Badge JuryBox Gavel Bench Notepad VendingMachine Lanyard',
    moves: 'AllRise LongWait Dismissed JurySelection VendingRun ExcuseLetter',
    verbs: 'Serve Deliberate Rise',
    core: 'Courthouse Gavel AllRise',
    scenes: 'Courtroom AllRise',
    names:
      'AllRiseChallenge PetOnTrial MockTrialAtHome JuryDutyBingo JurySummonsReaction JuryDutyFitCheck JuryDutySnackReview JuryDutyWaitingGame',
  },
  'summer break': {
    things: 'Pool Popsicle Sunscreen FlipFlop Sprinkler Bike Sleepover Camp Hammock Lemonade',
    moves: 'SleepIn Cannonball BikeRide BoredomBuster RoadTrip LastDayBell',
    verbs: 'Swim Relax Explore',
    core: 'Pool Popsicle SleepIn Swim',
    scenes: 'SchoolsOut PoolDay SummerCamp',
    names:
      'LastDayBellReaction SummerBreakBucketList SummerBreakBoredomJar FirstDayOfSummerDance SleepInSpeedrun SummerBreakReadingBingo SummerBreakLemonadeStand SummerBreakCampOut',
    also: 'summervacation',
  },
  tailgate: {
    things: 'Grill Cooler Jersey Tent Cornhole Burger Bratwurst Chair Truck Flag',
    moves: 'CornholeToss GrillOff GameDayPrep ChantPractice FoodSpread',
    verbs: 'Grill Cheer Toss Chant',
    core: 'Cooler Jersey Cornhole Cheer',
    scenes: 'GameDay Kickoff',
    names:
      'CornholeChampion TailgateGrillOff TailgateChantOff TailgateSnackSpread ParkingLotChef TailgateFacePaint TailgateTrivia LivingRoomTailgate',
    also: 'tailgating',
  },
  allowance: {
    things: 'PiggyBank Jar Coin Dollar ChoreChart Wallet Sticker Envelope Calculator',
    moves: 'PaydayFriday CoinCount SaveOrSpend BigPurchase ChoreForCash',
    verbs: 'Save Spend Earn Count',
    core: 'PiggyBank Coin ChoreChart Save',
    scenes: 'PiggyBank ChoreChart',
    names:
      'AllowanceSaveOrSpend AllowanceNegotiation PiggyBankReveal AllowanceThenVsNow ChoreForCashChallenge AllowanceFirstPurchase AllowanceChoreChart AllowanceJarSplit',
    also: 'pocketmoney',
  },
  curfew: {
    things: 'Clock PorchLight Key Phone FrontDoor Couch Staircase Sneaker Doorbell',
    moves: 'TiptoeIn ClockCheck LastMinuteRun CreakyStair WaitingUp',
    verbs: 'Tiptoe Sneak Rush Text',
    core: 'Clock PorchLight TiptoeIn Sneak',
    scenes: 'HomeByMidnight',
    names:
      'CurfewNegotiation MadeItByCurfew ParentsWaitingUp CurfewTiptoeIn CurfewCreakyStairTest CurfewExcuseRanking CurfewForMyParents CurfewCountdown',
  },
  grounded: {
    things: 'Phone Room Bed Window Book Ceiling Controller Calendar ChoreList',
    moves: 'PhoneHandover RoomArrest DayCount CeilingStare GoodBehavior',
    verbs: 'Sulk Plead Bargain',
    core: 'Phone PhoneHandover Sulk',
    names:
      'GroundedButCreative DayThreeOfBeingGrounded GroundedRoomMakeover GroundedPhoneHandover GroundingMyDog GroundedAppealCourt GroundedTalentShow GroundedBoredomOlympics',
  },
  'first apartment': {
    things: 'Key Mattress Futon Ramen Fridge Plant Lease Microwave Toolkit Rug',
    moves: 'MoveIn FirstGrocery FloorDinner CouchHaul DecorHaul',
    verbs: 'Decorate Furnish Unpack Budget',
    core: 'Key Futon MoveIn Decorate',
    scenes: 'MoveInDay',
    names:
      'DinnerOnTheFloor FiftyDollarMakeover FirstApartmentCookOff FirstApartmentOnePotMeal FirstApartmentGroceryRun FirstApartmentTour FirstApartmentPlantFamily FirstApartmentFails',
  },
  proposal: {
    things: 'Ring RingBox Rose Candle Banner Picnic Sunset Bouquet Camera',
    moves: 'BendedKnee SurpriseSetup RingReveal HappyTears SayYes HiddenCamera',
    verbs: 'Propose Kneel Ask Surprise',
    core: 'Ring RingBox BendedKnee Propose',
    scenes: 'WillYouMarryMe BendedKnee',
    names:
      'RecreateTheProposal HiddenCameraProposal ProposeWithAPun RingRevealReactions ProposalStoryTime PetRingBearer ProposalToMyPizza ProposalBloopers',
    also: 'engagement engaged',
  },
  'power outage': {
    things: 'Flashlight Candle Lantern BoardGame Fridge Clock Battery Blanket Phone Radio',
    moves: 'CandlelightDinner ShadowPuppets BlinkingClock FridgeCountdown LightsBack',
    verbs: 'Light Unplug Reset Huddle',
    core: 'Flashlight BoardGame ShadowPuppets Huddle',
    scenes: 'LightsOut Candlelight',
    names:
      'AllTheClocksBlinking WhenThePowerComesBack PowerOutageShadowPuppets PowerOutageTalentShow PowerOutageDiscoParty PowerOutageBoardGames PowerOutageCampout PowerOutageStoryTime',
    also: 'powercut',
  },
  'groundhog day': {
    things: 'Groundhog Shadow Burrow Calendar Snowflake TopHat AlarmClock Scarf',
    moves: 'ShadowCheck SixMoreWeeks SameDayAgain AlarmReset EarlySpring BurrowPeek',
    verbs: 'Peek Predict Repeat Hibernate',
    core: 'Groundhog Shadow Burrow Peek',
    scenes: 'SixMoreWeeks Punxsutawney',
    names:
      'GroundhogDayLoop DidHeSeeHisShadow GroundhogImpression EarlySpringPlease GroundhogDayPredictions GroundhogPuppetShow GroundhogDayShadowCheck GroundhogDayBreakfast',
    also: 'groundhog',
  },
  'two weeks notice': {
    things: 'Letter Desk Box Badge Cake Card Stapler Plant Laptop Mug',
    moves: 'ResignationLetter LastDay DeskCleanout ExitInterview FarewellCake',
    verbs: 'Resign Quit Pack Handoff',
    core: 'Letter LastDay Resign',
    scenes: 'LastDayAtWork ExitInterview',
    names:
      'TwoWeeksNoticeInRhyme LastDayAtWorkDance TwoWeeksNoticeSkit DeskCleanoutSpeedrun FarewellCakeReveal TwoWeeksNoticeCountdown GoodbyeCoworkersRound TwoWeeksNoticeKaraoke',
    also: 'resignation quitting',
  },
  'first paycheck': {
    things: 'PayStub Wallet Bank Receipt Calculator PiggyBank Sneakers Envelope',
    moves: 'TaxShock TreatYourself DirectDeposit FirstSplurge SavingsGoal',
    verbs: 'Earn Save Spend Budget Deposit',
    core: 'PayStub Wallet TaxShock Spend',
    scenes: 'Payday DirectDeposit',
    names:
      'FirstPaycheckReaction WhoTookMyTaxes FirstPaycheckBudget FirstPaycheckTreatMom GoneInOneWeekend FirstPaycheckSavingsGoal FirstPaycheckSplitJar FirstPaycheckDance',
  },
  detention: {
    things: 'Desk Clock Chalkboard Slip Pencil Hallway Bell Notebook PaperAirplane Principal',
    moves: 'ClockStare LinesOnBoard BreakfastClub TimeCrawl NotePass',
    verbs: 'Doodle Scribble Copy',
    core: 'Desk Clock Chalkboard Doodle',
    scenes: 'BreakfastClub',
    names:
      'WhatAreYouInFor ClockStareChallenge DetentionDoodles DetentionForMyPet DetentionNoteToMom DetentionLinesOnBoard DetentionSkit DetentionPaperPlanes',
  },
  'day off': {
    things: 'Couch Remote Blanket Snack Pillow Phone Hammock Coffee Slipper Robe',
    moves: 'SleepIn DoNothing CouchDay OutOfOffice PajamaAllDay BingeWatch',
    verbs: 'Relax Lounge Snooze Recharge',
    core: 'Couch Hammock SleepIn Relax',
    scenes: 'OutOfOffice LazyDay',
    names:
      'DoNothingChallenge DayOffPajamasTillNoon DayOffVsWorkMorning DayOffZeroAlarms DayOffNoPhone DayOffBucketList DayOffCouchMarathon DayOffBrunchAtHome',
  },
  hangry: {
    things: 'Snack Stomach Fridge Sandwich GranolaBar Menu Chip Pantry Cracker',
    moves: 'StomachGrowl SnackAttack FridgeRaid MoodSwing FirstBite SnackIntervention',
    verbs: 'Snack Munch Growl Crave',
    core: 'Snack Fridge StomachGrowl Munch',
    scenes: 'SnackAttack',
    names:
      'HangryToHappy SnackIntervention FeedMeFirst HangryTranslator HangryImpression HangryPetEdition HangryFaceOff HangryGroceryRun',
  },
  bored: {
    things: 'Ceiling Couch Phone Window Clock Paperclip Sock Remote RubberBand Fridge',
    moves: 'CeilingStare FridgeCheck ThumbTwiddle SockPuppet ChairSpin RoomPace',
    verbs: 'Sigh Fidget Doodle Pace Scroll',
    core: 'Ceiling Couch CeilingStare Sigh',
    scenes: 'NothingToDo',
    names:
      'MomImBored SockPuppetShow BoredAndMadeThis NewSkillInOneHour BoredomBusterJar MakeSomethingFromNothing BoredInTheCar BoredPetVoiceover',
    also: 'boredom',
  },
  grumpy: {
    things: 'Coffee Mug Blanket Alarm Pillow RainCloud Cactus Slipper Sunglasses',
    moves: 'MorningGrump EyeRoll Harrumph SideEye NoTalkingZone FakeSmile',
    verbs: 'Grumble Grunt Sigh Mope',
    core: 'RainCloud Mug MorningGrump Grumble',
    names:
      'GrumpyToGiggly GrumpyFaceOff DontTalkToMeYet GrumpyMorningMe GrumpyPuppetShow GrumpyNarrator TurnThatFrownAround GrumpyPetEdition',
    also: 'cranky grouchy grump',
  },
  fomo: {
    things: 'Phone Story Invite Calendar GroupChat Ticket Couch Notification Photo Party',
    moves: 'StoryScroll LastMinuteYes DoubleBooked InviteCheck SeenOnStory RsvpPanic',
    verbs: 'Scroll Join Rsvp Refresh',
    core: 'Phone Invite Party Scroll',
    names:
      'FomoVsJomo SawItOnYourStory FomoFreeFriday FomoConfessions FomoPartyAtHome FomoFaceCheck FomoMomentsBingo JoyOfMissingOut',
    spelled: 'FOMO',
  },
  'sugar rush': {
    things: 'Candy Lollipop Soda Cupcake Frosting Sprinkle Gummy Pinata CottonCandy',
    moves: 'SugarCrash ZoomiesMode CandyBinge HyperDance BounceOffWalls',
    verbs: 'Bounce Zoom Giggle Spin',
    core: 'Cupcake Sprinkle HyperDance Bounce',
    scenes: 'SugarCrash',
    names:
      'SugarRushVsCrash SugarRushDanceParty NarrateTheSugarRush SugarRushZoomies PartyCandyAftermath SugarRushTimelapse SugarRushBedtime SugarRushImpression',
    also: 'sugarhigh',
  },
  'food coma': {
    things: 'Couch Plate Belt StretchyPants Turkey Blanket Leftovers Buffet Pillow Recliner',
    moves: 'BeltLoosen CouchCollapse SecondHelping PostMealNap ThirdPlate DessertRoom',
    verbs: 'Nap Loosen Feast Waddle',
    core: 'Couch Plate StretchyPants Nap',
    scenes: 'SecondHelping StretchyPants',
    names:
      'FoodComaWhoSleepsFirst StretchyPantsChallenge RoomForDessert FoodComaReenactment FoodComaSlowMo FoodComaNarration FoodComaPetEdition FoodComaCouchCollapse',
  },
  'cabin fever': {
    things: 'Window Couch Puzzle Blanket SnowBoot Calendar BoardGame BlanketFort Mug Hallway',
    moves: 'HallwayLaps WindowStare DayCount FortBuild IndoorRecess LivingRoomPicnic',
    verbs: 'Pace Build Stretch Escape',
    core: 'Window Couch WindowStare Pace',
    scenes: 'SnowedIn StuckInside',
    names:
      'CabinFeverOlympics CabinFeverTalentShow CabinFeverCampout CabinFeverWindowStare CabinFeverPicnic CabinFeverDayCounter StuckInsideChallenge CabinFeverHallwayLaps',
  },
  target: {
    things: 'Cart Bullseye DollarSpot Candle ThrowPillow Popcorn Icee Receipt Mug',
    moves: 'QuickRun ImpulseBuy AisleWander CartRide DriveUp DollarSpotHaul',
    verbs: 'Browse Wander Shop Splurge',
    core: 'Cart Bullseye DollarSpot Wander',
    scenes: 'TargetRun DollarSpot',
    names:
      'TargetDollarSpotDare ICameForOneThing TwentyBucksAtTarget TargetHaulReveal TargetRunFitCheck TargetInTenMinutes TargetTripWithKids TargetBudgetCraft',
  },
  squishmallow: {
    things: 'Plushie Tag Shelf Bed ClawMachine Pillow Pile Cart Bin',
    moves: 'RareHunt ClawWin PilePlunge NameTagRead CollectionTour SquadPhoto',
    verbs: 'Squish Hug Collect Hunt',
    core: 'Plushie Pile Squish Hug',
    scenes: 'SquishSquad',
    names:
      'SquishSquadRollCall SquishmallowFort NameMySquishmallow SquishmallowHunt SquishmallowPileDive SquishmallowTeaParty SquishmallowTierList OneMoreCantHurt',
  },
  'home depot': {
    things: 'OrangeApron Cart Lumber Drill PaintChip Bucket Hammer Ladder GiantSkeleton',
    moves: 'PaintMatch KidsWorkshop LumberHaul DiyAttempt SkeletonSighting',
    verbs: 'Build Drill Paint Measure',
    core: 'OrangeApron Lumber Cart Build',
    scenes: 'OrangeApron',
    names:
      'HomeDepotKidsWorkshop HomeDepotSkeletonSelfie DadAtHomeDepot HomeDepotScavengerHunt HomeDepotCartTetris HomeDepotPaintNames HomeDepotApronFit JustNeedOneScrew',
  },
  cvs: {
    things: 'Receipt Coupon Candy Vitamin GreetingCard Sunscreen LockedCase Shampoo Snack',
    moves: 'ReceiptUnroll CouponScan LockedAisle WaitForKey SelfCheckout',
    verbs: 'Unroll Scan Print Browse',
    core: 'Receipt Coupon ReceiptUnroll Unroll',
    scenes: 'LongReceipt',
    names:
      'ReceiptAsAScarf CVSReceiptChallenge CanYouUnlockThis CVSHaulUnderTen CVSCouponHunt CVSCardAisleLaughs CVSSnackRun CVSSelfCheckoutVoice',
    spelled: 'CVS',
  },
  '7 eleven': {
    things: 'Slurpee BigGulp HotDog Taquito Nacho Straw Cup RollerGrill Snack',
    moves: 'SlurpeeMix BrainFreeze LateNightRun RollerGrillPick FlavorSwirl FreeSlurpeeDay',
    verbs: 'Mix Sip Swirl Grab',
    core: 'Slurpee BigGulp BrainFreeze Sip',
    scenes: 'Slurpee BigGulp',
    names:
      '7ElevenSlurpeeMix BrainFreezeFaceOff 7ElevenDayFreebie Guess7ElevenTotal 7ElevenRollerGrillRank 7ElevenBlindPick 7ElevenRainbowCup 7ElevenTasteTest',
    also: 'seveneleven',
  },
  'cat video': {
    things: 'Cat Box Counter Cup Laser Window Keyboard Blanket Tail Whiskers',
    moves: 'CupPush BoxSit Zoomies SideEye Pounce Loaf',
    verbs: 'Film Caption Narrate Dub',
    core: 'Cat Box Laser',
    names:
      'CaptionMyCatVideo CatVideoVoiceover RecreateAFamousCatVideo CatCupPushCam MyCatVsTheBox CatSideEyeCompilation NarrateYourCatLikeNature CatVideoReenactment',
    also: 'catvideos funnycat',
  },
  'pet rock': {
    things: 'Rock Googly Eyes Paint Leash Bed Hat Collar Name Certificate Box',
    moves: 'Adoption Walkies Makeover TrickShow Naming',
    verbs: 'Adopt Paint Name Walk',
    core: 'Rock Googly Paint',
    names:
      'AdoptAPetRock WalkYourPetRock PetRockTrickShow PetRockMakeover PetRockDayInTheLife NameMyPetRock PetRockVsRealPet PetRockBirthdayParty',
  },
  't rex': {
    things: 'Arms Roar Claws Costume Dinosaur Tail Stomp Teeth Fossil Egg',
    moves: 'TinyArms Roar Stomp ShortReach DinoWalk',
    verbs: 'Roar Stomp Reach Chomp',
    core: 'Arms Roar Claws',
    scenes: 'Jurassic',
    names:
      'TRexArmsChallenge TRexTriesToClap TRexMakesTheBed TRexRoarOff TRexWalkRace TRexDoesTheDishes TRexTriesPushUps TRexCantReachIt',
    also: 'tyrannosaurus',
  },
  'christmas tree': {
    things: 'Ornaments Lights Star Tinsel Garland Presents Angel Stand Pinecone Topper',
    moves: 'TreeTrim StarPlacement LightsUntangle TinselToss TreeReveal',
    verbs: 'Decorate Untangle Trim Light',
    core: 'Ornaments Tinsel Star',
    names:
      'ChristmasTreeFailOff UntangleTheLights StarOnTopChallenge DecorateBlindfolded TreeTrimSpeedRound CharlieBrownTreeGlowUp RateMyChristmasTree UglyOrnamentContest',
    also: 'xmastree',
  },
  'is it cake': {
    things: 'Cake Knife Shoe Sneaker Fruit Burger Phone Purse Book Plant',
    moves: 'SliceReveal GuessGame CakeOrNot KnifeTest',
    verbs: 'Slice Guess Bake Reveal',
    core: 'Knife Sneaker Burger',
    names:
      'IsItCakeChallenge CakeOrRealGuessing SliceTheShoe FamilyGuessesCakeOrNot IsItCakeHomeEdition FakeEverythingIsCake IsItCakeFail MyHouseIsCake',
    also: 'everythingiscake',
  },
  'marshmallow test': {
    things: 'Marshmallow Plate Timer Table Kids Candy Cookie Clock Camera Reward',
    moves: 'WaitItOut Countdown SneakyLick HiddenCam FiveMinuteWait',
    verbs: 'Wait Resist Count Reward',
    core: 'Marshmallow Timer Plate',
    names:
      'MarshmallowTest CanYouWait10Minutes DadsMarshmallowTest KidsMarshmallowTest MarshmallowStareDown DogVsMarshmallowTest MarshmallowTestFail PatienceTestCam',
    also: 'marshmallowchallenge',
  },
  parody: {
    things: 'Song Lyrics Trailer Commercial Mic Costume Wig Script Spotlight Chorus',
    moves: 'LyricSwap TrailerVoice SlowMoEntrance MovieRemake',
    verbs: 'Rewrite Remake Sing Spoof',
    core: 'Song Lyrics Trailer',
    names:
      'ParodyMyLife SongParodyChallenge RewriteAHitChorus MovieTrailerParody ChoreAnthemParody CommercialParody ParodyTheNews ParodyMyGroceryList',
  },
  clown: {
    things: 'RedNose Wig Horn BigShoes Balloons Pie Unicycle Car Juggling Confetti',
    moves: 'PieToss HonkHonk BalloonTwist TinyCarExit JuggleAct',
    verbs: 'Juggle Honk Twist Tumble',
    core: 'RedNose Horn BigShoes',
    names:
      'ClownCarChallenge BalloonAnimalTwist RedNoseRelay BigShoesRace SillyClownWalk JuggleLikeAClown ClownHonkOff ClownHornBand',
  },
  'banana peel': {
    things: 'Banana Peel Floor Hallway Kitchen Cartoon Shoe Trash Bowl Fruit',
    moves: 'CartoonSlip SlowMoFall PeelToss FakeSlip StuntRoll',
    verbs: 'Slip Peel Toss Dodge',
    core: 'Banana Peel Cartoon',
    names:
      'DodgeTheBananaPeel MarioKartBananaIRL PeelItInOne BananaPeelSlowMo BananaPeelToss CartoonBananaSlip BananaPeelFaceArt BananaPeelRelay',
  },
  pov: {
    things: 'Camera Caption Text Character Voice Script Mirror Hallway Kitchen Classroom',
    moves: 'CharacterSwitch VoiceOver Lipsync SideEye EyeRoll',
    verbs: 'Act Play Caption Film',
    core: 'Caption Character Camera',
    names:
      'POVYoureTheTeacher POVYourMomFoundOut POVTheDogJudgesYou POVFirstDayAtWork POVTheGroupChatAt2AM POVYourSiblingTellsOn POVYouAreMonday POVTheFridgeSeesYou',
    spelled: 'POV',
  },
  'expectation vs reality': {
    things: 'Pinterest Recipe Cake Haircut Outfit Vacation Photo Craft Plan Tutorial',
    moves: 'SideBySide Reveal Recreate NailedIt Glowdown',
    verbs: 'Recreate Compare Try Reveal',
    core: 'Pinterest Recipe Tutorial',
    names:
      'ExpectationVsReality PinterestVsReality RecipeExpectations OutfitExpectations VacationVsReality CraftExpectations TutorialVsMyTry HaircutExpectations',
    also: 'expectationsvsreality',
  },
  'nailed it': {
    things: 'Cake Frosting Fondant Sprinkles Recipe Pinterest Cookie Tutorial Piping Buzzer',
    moves: 'CakeRecreate BakeOff Reveal TasteTest PipingFail',
    verbs: 'Bake Recreate Decorate Frost',
    core: 'Cake Frosting Fondant',
    names:
      'NailedItChallenge NailedItCakeEdition RecreateThisCake NailedItBakeOff FondantFailOff NailedItFamilyEdition TutorialInTenMinutes NailedItKidsVsParents',
  },
  'bounce house': {
    things: 'Inflatable Slide Castle Balls Socks Party Backyard Tunnel Net Bounce',
    moves: 'BounceOff SlideRace SockSlide FlipAttempt',
    verbs: 'Bounce Jump Slide Race',
    core: 'Inflatable Castle Slide',
    names:
      'AdultsInABounceHouse BounceHouseBattle BounceHouseSlowMo DadVsBounceHouse BouncyCastleRace ParentsBounceDay BounceHouseSockSlide BounceHouseFreezeTag',
    also: 'bouncycastle',
  },
  'crazy hair day': {
    things: 'Hair Spikes Ponytails Braids Gel Bows Pipecleaners Glitter Sprinkles Scrunchie',
    moves: 'SpikeUp BraidTower PonytailParty HairSculpture',
    verbs: 'Spike Braid Style Twist',
    core: 'Spikes Ponytails Braids',
    names:
      'CrazyHairDayChallenge CrazyHairDayByMyKid CrazyHairInFiveMin WildestHairDayLook CrazyHairDayTower BraidTowerChallenge CrazyHairDayFamily CrazyHairGlowUp',
    also: 'wackyhairday crazyhair',
  },
  'finals week': {
    things: 'Coffee Notes Flashcards Library Highlighter Exam Snacks Laptop Planner Hoodie',
    moves: 'AllNighter CramSession LibraryCamp StudyBreak FlashcardFrenzy',
    verbs: 'Study Cram Highlight Survive',
    core: 'Flashcards Library Exam',
    scenes: 'Finals',
    names:
      'DayOneVsDayFiveOfFinals HighlightEverything FinalsFaceCheck FlashcardFaceOff StudyBreakDance FinalsWeekThenVsNow FinalsWeekSnackStack FinalsWeekSurvivalKit',
    also: 'examweek',
  },
  leftovers: {
    things: 'Fridge Tupperware Microwave Lid Label Container Lunch Plate Sticky Fork',
    moves: 'FridgeRaid LabelWars LeftoverRemix LunchHeist',
    verbs: 'Label Reheat Remix Guard',
    core: 'Fridge Tupperware Label',
    names:
      'WhoAteMyLeftovers LeftoverRemixChallenge GuardYourLeftovers LeftoversLabelWars LeftoversDetective LeftoverLunchHeist TurkeyLeftoversRemix RateMyLeftovers',
    also: 'leftover',
  },
  'red flag': {
    things: 'Flag Text Date Habit Emoji Opinion Playlist Snack Pineapple Scoreboard',
    moves: 'RedOrGreen FlagCount Verdict HotTake',
    verbs: 'Rate Judge Flag Vote',
    core: 'Flag Habit Opinion',
    names:
      'RedFlagOrGreenFlag RateMyRedFlags MyPetsRedFlags FoodRedFlags RedFlagBingo FamilyRedFlagVote TinyRedFlags RedFlagSnackOpinions',
  },
  'soap opera': {
    things: 'Drama Gasp Slap Twin Amnesia Cliffhanger Piano Zoom Tears Mirror',
    moves: 'DramaticGasp SlowTurn CliffhangerPause ZoomIn EvilTwin',
    verbs: 'Gasp Turn Reveal Sob',
    core: 'Drama Gasp Cliffhanger',
    names:
      'SoapOperaBreakfast DramaticSoapOperaTurn SoapOperaMyChores SoapOperaGaspOff FamilySoapOpera EvilTwinReveal CliffhangerDinner SoapOperaLunchBreak',
    also: 'telenovela daytimedrama',
  },
  'zodiac sign': {
    things: 'Stars Horoscope Aries Leo Scorpio Gemini Virgo Moon Chart Birthday',
    moves: 'SignsAs ZodiacRoast Horoscope Matchup',
    verbs: 'Guess Match Rate Read',
    core: 'Horoscope Stars Chart',
    names:
      'ZodiacSignsAsPets GuessMyZodiacSign ZodiacSignsAtAParty ZodiacSignsInTheKitchen SignsAsSnacks ZodiacSignsOnMonday HoroscopeReadAloud ZodiacSignDanceOff',
    also: 'zodiac horoscope astrology starsign',
  },
  'magic 8 ball': {
    things: 'Ball Question Answer Dice Window Shake Fortune Decision Dinner Homework',
    moves: 'ShakeAndAsk DecisionDay FortuneRead',
    verbs: 'Shake Ask Decide Obey',
    core: 'Question Answer Fortune',
    names:
      'Magic8BallDecidesMyDay Magic8BallDinnerPick AskThe8Ball Magic8BallDJ 8BallChooses Magic8BallStylesMe ObeyThe8Ball Magic8BallInterview',
    also: '8ball eightball magiceightball',
  },
  'home alone': {
    things: 'Paint Cans Mannequins Toothbrush Aftershave Tarantula Pizza Sled Stairs Mirror',
    moves: 'AftershaveScream BoobyTrapPlan MannequinParty SledStairs',
    verbs: 'Scream Plan Defend Decorate',
    core: 'Aftershave Mannequins Pizza',
    scenes: 'KevinMode',
    names:
      'HomeAloneScreamFace HomeAloneRecreation KevinMcCallisterMode HomeAloneMannequinParty AftershaveScream HomeAloneQuoteOff KeepTheChangeChallenge HomeAloneTrapDesign',
  },
  'childhood photo': {
    things: 'Photo Album Outfit Pose Haircut Braces Backdrop Sweater Toy Frame',
    moves: 'Recreate SideBySide PoseMatch ThenVsNow',
    verbs: 'Recreate Pose Match Compare',
    core: 'Album Pose Backdrop',
    names:
      'RecreateChildhoodPhotos ChildhoodPhotoRemake SiblingPhotoRecreation BabyPhotoThenVsNow FamilyAlbumRedo SchoolPhotoDoOver MatchYourBabyPose ChildhoodPhotoSameSpot',
    also: 'babyphoto photorecreation recreatephoto',
  },
  'funny animal': {
    things: 'Dog Cat Goat Parrot Duck Squirrel Tail Ears Couch Window',
    moves: 'Zoomies SideEye HeadTilt Sneeze Waddle Voiceover',
    verbs: 'Caption Dub Narrate Film',
    core: 'Dog Cat Goat',
    names:
      'CaptionThisAnimal PetVoiceoverChallenge MyDogsInnerMonologue AnimalSideEyeCompilation GoatScreamRemix CatBloopersReel WhoMadeTheMess AnimalOfTheWeekAward FunniestAnimalFace',
    also: 'funnydog funnypet petvideo animalvideo dogvideo funnyanimals funnypets',
  },
  'cooking fail': {
    things: 'Pancake Cake Smoke Alarm Oven Flour Egg Toast Recipe Spatula',
    moves: 'PancakeFlip EggCrack FlourCloud CakeCollapse BurntToast',
    verbs: 'Flip Crack Burn Rescue',
    core: 'Pancake Flour Recipe',
    names:
      'CookingFailCompilation PancakeFlipFail NailedItBakeOff RecipeVsReality KitchenBlooperReel CakeCollapseCam FirstTimeFlippingEggs FlourCloudAccident RateMyKitchenDisaster',
    also: 'kitchenfail bakingfail cookingfails recipefail',
  },
  'nature documentary': {
    things: 'Narrator Habitat Species Grass Couch Fridge Snack Toddler Cat Backyard',
    moves: 'WhisperNarration SlowZoom HiddenCam WildPursuit MigrationMarch',
    verbs: 'Narrate Whisper Observe Stalk',
    core: 'Narrator Habitat Species',
    scenes: 'Wild Safari',
    names:
      'NarrateYourFamily TheWildToddler HabitatKitchen RareSnackSighting PetWildlifeNarration TheGreatFridgeMigration WildTeenInItsHabitat BackyardSafariNarration ObserveTheRoommate',
    also: 'naturedoc documentarynarration wildlifenarration',
  },
  infomercial: {
    things: 'Product Gadget Hotline Sponge Spatula Price Offer Demo Fork Blanket',
    moves: 'ProductDemo ButWaitTheresMore CallNow SlowMoFail BeforeAfter',
    verbs: 'Sell Demo Pitch Order',
    core: 'Product Hotline Offer',
    names:
      'SellMeThisSpoon ButWaitTheresMore InfomercialYourChores OrderNowChallenge OverTheTopProductDemo InfomercialPitchOff TwoForOneSpatula PitchYourLunch',
    also: 'fakecommercial infomercials astvseen',
  },
  'sports commentary': {
    things: 'Commentator Announcer Replay Scoreboard Whistle Microphone Crowd Play Highlight Fans',
    moves: 'PlayByPlay SlowMoReplay PhotoFinish CrowdRoar Touchdown',
    verbs: 'Announce Commentate Cheer Replay',
    core: 'Commentator Replay Announcer',
    names:
      'CommentateYourMorning LiveCommentaryDinner LaundryFoldingFinal SlowMoReplayChallenge GroceryRunCommentary ToddlerWorldCup CommentateYourPet InstantReplayOfMyDay PhotoFinishBreakfast',
    also: 'sportscommentator commentator playbyplay sportscaster',
  },
  'reverse video': {
    things: 'Rewind Water Cereal Jump Splash Leaves Pillow Cup Cake Pool',
    moves: 'UnSplash UnSpill BackwardsJump UnEat PourBack',
    verbs: 'Rewind Undo Reverse Unpour',
    core: 'Rewind Splash Cereal',
    names:
      'ReverseVideoMagic UndoTheSpill RewindMyMorning PoolJumpInReverse ReverseVideoDinner UnpourTheCereal MagicReverseTrick ReverseTheMess WatchItBackwards',
    also: 'reversevideos rewindvideo backwardsvideo',
  },
  'face filter': {
    things: 'Filter Camera Face Ears Nose Eyes Hat Beard Glasses Mirror',
    moves: 'FilterSwap BigEyes FaceStretch BabyFace OldFace',
    verbs: 'Swap Stretch Try React',
    core: 'Filter Camera Face',
    names:
      'NoLaughFilterTest GrandmaTriesAFilter WhichFilterWins FaceFilterKaraoke FilterSwapFamily FamilyFilterReaction AgeFilterReaction PetTriesAFilter BabyFaceFilter',
    also: 'funnyfilter facefilters',
  },
  'animal sounds': {
    things: 'Moo Quack Meow Woof Oink Roar Howl Cluck Neigh Hiss',
    moves: 'BarnyardChoir QuackOff RoarOff HowlAlong AnimalChorus',
    verbs: 'Moo Quack Roar Howl',
    core: 'Moo Quack Roar',
    names:
      'GuessTheAnimalSound AnimalSoundChoir BestMooWins QuackOff FamilyBarnyardChorus AnimalSoundRelay WhoCanRoarLoudest HowlAlongWithTheDog AnimalNoiseCharades',
    also: 'animalimpression animalnoise animalnoises animalimpressions',
  },
  mockumentary: {
    things: 'Camera Interview Couch Office Kitchen Confession Stare Zoom Cut Sofa',
    moves: 'TalkingHead CameraStare SlowZoom Confession AwkwardPause',
    verbs: 'Stare Confess Interview Pause',
    core: 'Camera Interview Confession',
    names:
      'TalkingHeadConfession StareIntoTheCamera MockumentaryMyFamily TheOfficeStyleCam ConfessionalCouch MockumentaryMonday SlowZoomReaction DocumentaryOfMyDay AwkwardPauseChallenge',
    also: 'mockumentaries talkinghead',
  },
  'cartoon voice': {
    things: 'Voice Cartoon Squeak Accent Character Laugh Villain Hero Sidekick Duck',
    moves: 'VoiceSwap CharacterVoice SqueakyVoice EvilLaugh VoiceOver',
    verbs: 'Voice Squeak Dub Narrate',
    core: 'Voice Character Squeak',
    names:
      'CartoonVoiceChallenge ReadTheNewsAsACartoon CartoonVoiceAllDay VillainLaughOff GuessTheCartoonVoice SidekickVoiceSwap CartoonVoiceDinner OrderInACartoonVoice DubYourDay',
    also: 'cartoonvoices funnyvoice funnyvoices',
  },
  'villain origin story': {
    things: 'Villain Cape Laugh Lair Monologue Grudge Cat Chair Lighting Music',
    moves: 'EvilLaugh SlowTurn VillainWalk ChairSpin Monologue',
    verbs: 'Scheme Plot Glare Laugh',
    core: 'Villain Monologue Cape',
    names:
      'MyVillainOriginStory VillainEraBegins TinyVillainMonologue EvilLaughOff VillainOriginTheMovie WhenTheySkipMySong ChairSpinReveal VillainWalkChallenge OriginStoryIn10Seconds',
    also: 'villainorigin villainera villainarc',
  },
  'plot twist': {
    things: 'Twist Reveal Ending Cliffhanger Mask Door Music Zoom Gasp Clue',
    moves: 'BigReveal SlowZoom DramaticGasp FakeOut CliffhangerEnd',
    verbs: 'Reveal Twist Gasp Surprise',
    core: 'Reveal Ending Cliffhanger',
    names:
      'PlotTwistChallenge BiggestPlotTwistWins PlotTwistEnding DidntSeeThatComing WaitForIt ReverseTheEnding PlotTwistDinner SurpriseEndingStory CliffhangerTuesday',
    also: 'plottwists',
  },
  dramatic: {
    things: 'Gasp Stare Music Zoom Slowmo Faint Sigh Tears Spotlight Cape',
    moves: 'LongPause SlowMoFall FaintingCouch SoapOperaStare BigGasp',
    verbs: 'Gasp Sigh Faint Wail',
    core: 'Gasp Faint Spotlight',
    names:
      'DramaticReadingOfAList DramaticEntrance MostDramaticSigh DramaQueenAward OverreactToEverything DramaticPauseChallenge SlowMoFaintingCouch DramaticGroceryReview OverdramaticMorning',
    also: 'dramaqueen overreacting dramaticreading dramaticentrance overdramatic',
  },
  'mic drop': {
    things: 'Mic Stage Spotlight Speech Comeback Joke Line Applause Hairbrush Podium',
    moves: 'WalkOff Release PerfectComeback ExitLine SlowWalk',
    verbs: 'Drop Walk Exit Finish',
    core: 'Mic Stage Comeback',
    names:
      'MicDropMoment HairbrushMicDrop MicDropComeback BestExitLine DropTheMicWalkAway MicDropDinner MicDropDadJoke ToddlerMicDrop',
    also: 'micdrops dropthemic',
  },
  'acceptance speech': {
    things: 'Trophy Award Speech Stage Tears Envelope Spotlight Podium Mic Applause',
    moves: 'ThankYouSpeech TearfulThanks EnvelopeOpen WalkToStage',
    verbs: 'Thank Accept Cry Bow',
    core: 'Trophy Award Speech',
    names:
      'AcceptanceSpeechForChores AwardForMakingTheBed TearfulThanksChallenge BestSnackAwardSpeech TrophyForDoingDishes ThankYouSpeechOff OscarsOfTheKitchen GoldTrophyForNapping FamilyAwardsNight',
    also: 'awardspeech thankyouspeech oscarspeech',
  },
  'awkward photo': {
    things: 'Photo Pose Outfit Sweater Backdrop Haircut Glasses Frame Album Camera',
    moves: 'PhotoRecreation AwkwardPose MatchingSweaters StiffSmile',
    verbs: 'Pose Recreate Smile Freeze',
    core: 'Photo Pose Sweater',
    names:
      'AwkwardFamilyPhoto RecreateTheOldPhoto MatchingSweaterPhoto StiffestSmileWins MostAwkwardPose AwkwardPhotoRecreation YearbookPoseRecreation AwkwardPromPose AwkwardPortraitStudio',
    also: 'awkwardfamilyphoto awkwardphotos',
  },
  'christmas card': {
    things: 'Sweater Tree Pose Pet Photo Reindeer Elf Snow Lights Frame',
    moves: 'MatchingPajamas AwkwardPose ChaosShot RecreatedCard PetWrangling',
    verbs: 'Pose Match Wrangle Smile',
    core: 'Sweater Pose Photo',
    names:
      'ChristmasCardOuttakes ChristmasCardVsReality ChaosChristmasCard MatchingPajamaPhoto ChristmasCardRecreation PetWontSitStill OneGoodPhotoPlease ChristmasCardBloopers FamilyPhotoTakeTwelve',
    also: 'familychristmascard holidaycard christmascards christmasphoto',
  },
  'hump day': {
    things: 'Wednesday Camel Coffee Desk Week Midweek Clock Snack Dance Hump',
    moves: 'WednesdayDance CamelWalk MidweekStretch DeskDance',
    verbs: 'Survive Dance Stretch Cheer',
    core: 'Wednesday Camel Midweek',
    names:
      'HumpDayHappyDance GuessWhatDayItIs HalfwayThereDance CamelWalkChallenge HumpDayHalfwayHop HumpDaySnackBreak MidweekPepTalk HumpDayHustle',
    also: 'midweek',
  },
  'reply all': {
    things: 'Email Inbox Thread Coworker Office Subject Emoji Keyboard Chain Laptop',
    moves: 'EmailChain InboxPanic SubjectLine SendButton',
    verbs: 'Reply Send Panic Forward',
    core: 'Email Inbox Thread',
    names:
      'ReplyAllReenactment ThreadAsATalkShow InboxPanicCam OutOfOfficeParody SubjectLineDrama DramaticEmailReading UndoSendFaces ReplyAllApocalypse',
    also: 'emailfail workemail',
  },
  'team building': {
    things: 'Office Coworker Trust Fall Icebreaker Puzzle Rope Game Bingo Potluck',
    moves: 'TrustFall HumanKnot Icebreaker EggDrop MarshmallowTower',
    verbs: 'Team Build Trust Cheer',
    core: 'Icebreaker Coworker Puzzle',
    names:
      'HumanKnotChallenge MarshmallowTowerOff TeamBuildingBingo OfficeEggDrop CoworkerTwoTruths IcebreakerInOneWord TeamBuildingFails OfficeOlympics',
    also: 'icebreaker icebreakers',
  },
  'sibling rivalry': {
    things: 'Sibling Brother Sister Remote Seat Snack Couch Chore Race Scoreboard',
    moves: 'ShotgunSeat RemoteFight CopyCat RaceToTheCar SnackSplit',
    verbs: 'Race Argue Copy Compete',
    core: 'Sibling Remote Seat',
    names:
      'SiblingRivalryShowdown WhoIsMomsFavorite RaceToTheFrontSeat SiblingSnackSplit SiblingCopycatDay SiblingRivalryOlympics WhoDidTheChore SiblingBicker ReenactOurRivalry',
    also: 'siblingfight siblingbattle',
  },
  'picky eater': {
    things: 'Broccoli Peas Plate Fork Nugget Noodles Carrot Veggies Sauce Bite',
    moves: 'OneBiteRule PlateInspection HiddenVeggies TasteTest BiteCount',
    verbs: 'Taste Refuse Sniff Nibble',
    core: 'Broccoli Peas Veggies',
    names:
      'PickyEaterTasteTest OneBiteChallenge HideTheVeggies PickyEaterRateIt PickyEaterCooksDinner DidTheyNoticeTheSpinach FirstBiteFaces PickyEaterVsBroccoli TryItTuesday',
    also: 'pickyeating pickyeaters',
  },
  'crazy sock day': {
    things: 'Socks Stripes Polka Dots Mismatch Toe Heel Rainbow Puppet Fuzzy',
    moves: 'SockSwap MismatchMix SockPuppet SockFashionShow',
    verbs: 'Match Swap Wear Stack',
    core: 'Socks Mismatch Stripes',
    names:
      'CrazySockDayLineup MismatchedSockChallenge SockFashionShow WildestSocksWin CrazySockDayParade SockPuppetSurprise RainbowSockStack SockWarFriday',
    also: 'crazysocks sillysockday wackysockday',
  },
  'show and tell': {
    things: 'Toy Rock Pet Shell Souvenir Drawing Trophy Collection Box Photo',
    moves: 'ShowOff BigReveal MysteryItem StoryTime',
    verbs: 'Show Tell Present Explain',
    core: 'Toy Collection Souvenir',
    names:
      'GrownUpShowAndTell WeirdestThingIOwn MysteryItemShowAndTell ShowAndTellChallenge PetShowAndTell ShowAndTellInTenSeconds MyTreasureReveal ShowAndTellAtWork StoryBehindThisItem',
    also: 'showntell',
  },
  'pillow fight': {
    things: 'Pillow Feathers Blanket Bed Couch Cushion Fort Team Helmet Slowmo',
    moves: 'PillowBattle SlowMoSwing FortDefense FeatherCloud',
    verbs: 'Swing Dodge Defend Tumble',
    core: 'Pillow Cushion Feathers',
    names:
      'PillowFightSlowMo EpicPillowFight FamilyPillowFight PillowFortBattle SlowMoFeatherCloud PillowFightCountdown CouchCushionClash LastPillowStanding DadVsKidsPillowWar',
    also: 'pillowfights pillowwar',
  },
  bedhead: {
    things: 'Hair Pillow Comb Brush Mirror Cowlick Morning Static Bun Frizz',
    moves: 'MorningReveal CowlickCheck HairFlip BrushOut',
    verbs: 'Tame Brush Comb Reveal',
    core: 'Hair Pillow Cowlick',
    names:
      'BedheadReveal WorstBedheadWins BedheadRatingScale TameTheBedhead BedheadFamilyLineup MorningHairCheck CowlickChallenge BedheadTimeLapse BedheadBeforeCoffee',
    also: 'bedhair morninghair bedheads',
  },
  'how it started': {
    things: 'Photo Then Now Sketch Recipe Haircut Garden Room Project Puppy',
    moves: 'ThenVsNow Comparison BeforeAfter SplitScreen',
    verbs: 'Compare Recreate Reveal Grow',
    core: 'Photo Sketch Project',
    names:
      'HowItStartedVsGoing HowItsGoingReveal HowItStartedChallenge FirstTryVsNow MyDogHowItStarted ProjectHowItEnded KitchenHowItStarted SplitScreenThenNow',
    also: 'howitsgoing howitstartedvshowitsgoing',
  },
  'corporate speak': {
    things: 'Email Meeting Buzzword Spreadsheet Synergy Slide Circle Bandwidth Deadline Memo',
    moves: 'BuzzwordBingo CircleBack TouchBase PerFollowUp',
    verbs: 'Circle Leverage Align Pivot',
    core: 'Buzzword Synergy Memo',
    names:
      'CorporateSpeakAtHome BuzzwordBingo CircleBackChallenge KidsSpeakCorporate TranslateCorporateSpeak PerMyLastEmail LetsCircleBack CorporateSpeakDinner SynergyAtBreakfast',
    also: 'corporatejargon buzzwords officejargon',
  },
  'speaking backwards': {
    things: 'Word Name Sentence Song Phrase Alphabet Tongue Reverse Letter Audio',
    moves: 'BackwardsTalk ReverseAudio AlphabetBackwards SongInReverse',
    verbs: 'Talk Reverse Sing Say',
    core: 'Word Alphabet Reverse',
    names:
      'TalkBackwardsChallenge SayYourNameBackwards AlphabetInReverse SingItBackwards BackwardsSpeechTest GuessTheBackwardsWord AudioFlipReveal BackwardsDinnerChat',
    also: 'talkingbackwards talkbackwards backwardstalk',
  },
  spoon: {
    things: 'Nose Reflection Egg Ladle Mug Drawer Cereal Soup',
    moves: 'NoseBalance EggRace MirrorSelfie HandsFreeHold CerealScoop FaceStack',
    verbs: 'Balance Flip Scoop Stir',
    core: 'Nose Balance Scoop',
    scenes: 'Breakfast Kitchen',
    names:
      'SpoonOnNoseChallenge UpsideDownSpoonSelfie WhoStoleAllTheSpoons GiantSpoonBreakfast TeaspoonVsTablespoon SpoonFaceStack SpoonDrumSolo TinySpoonBigSoup',
  },
  'water bottle': {
    things: 'Cap Sticker Ice Lid Straw Table Landing Shelf Refill',
    moves: 'BottleFlip CapFlip TableLanding TrickShot UpsideDownLand',
    verbs: 'Flip Land Toss Sip',
    core: 'Flip Cap Landing',
    scenes: 'Cafeteria Gym',
    names:
      'BottleFlipChallenge WaterBottleBloopers LandItOnTheCap ShelfLandingAttempt MyEmotionalSupportBottle ReadMyBottleStickers WaterBottleBowling BottleTossDuel',
    also: 'bottle',
  },
  'bubble gum': {
    things: 'Bubble Pop Wrapper Pink Stretch Flavor Gumball Chew',
    moves: 'BiggestBubble BubblePop DoubleBubble WrapperComic StretchTest',
    verbs: 'Blow Pop Chew Stretch',
    core: 'Bubble Pop Chew',
    scenes: 'Recess CandyStore',
    names:
      'BiggestBubbleChallenge BubbleInsideABubble BubbleGumPopFails ReadTheWrapperComic BubbleGumFlavorGuess TalkThroughABubble FirstBubbleEver GumBubbleStareDown',
    also: 'chewinggum gum',
  },
  straw: {
    things: 'Sip Bubble Cup Boba Paper Slurp Wrapper Smoothie Bendy',
    moves: 'WrapperBlow CrazyLoop BubbleBlow SlurpTest PotatoPoke',
    verbs: 'Sip Slurp Blow Bend',
    core: 'Sip Slurp Wrapper',
    scenes: 'Cafe Picnic',
    names:
      'WrapperRocketLaunch SoggyPaperStrawReview CrazyStrawLoop StrawThroughAPotato BobaLidPokeFails TwoStrawsOneShake LongestStrawSip NoSlurpLastSip',
    also: 'straws',
  },
  table: {
    things: 'Cloth Chair Leg Fort Dinner Cups Placemat Napkin',
    moves: 'ClothPull FortBuild CupFlip DinnerSetup LegWobble',
    verbs: 'Set Clear Wobble Build',
    core: 'Chair Dinner Cloth',
    scenes: 'DinnerTime GameNight',
    names:
      'TableclothPullTrick KidsTableReunion UnderTheTableFort WobblyTableSaga DinnerTableDebate SetTheTableSpeedrun NapkinSwanShowdown TableForOneDinner',
    also: 'tables',
  },
  toilet: {
    things: 'Seat Lid Flush Roll Plunger Brush Tank Bowl',
    moves: 'LidDown SeatDebate FlushTest BrushScrub RollChange',
    verbs: 'Flush Scrub Clean',
    core: 'Seat Lid Flush',
    scenes: 'Bathroom CleaningDay',
    names:
      'SeatUpOrDownDebate ToiletLidDownPledge ToiletGlowUpClean WhoChangesTheRoll ToiletFizzBombDIY GuestBathroomPanic ToiletScrubSpeedrun PottyTrainingWins',
    also: 'toilets',
  },
  key: {
    things: 'Ring Lock Door Spare Hook Pocket Jingle Bowl',
    moves: 'LostSearch SpareHunt DoorFumble JingleShake HookHang',
    verbs: 'Find Lose Jingle Unlock',
    core: 'Lock Door Spare',
    scenes: 'FrontDoor LeavingHome',
    names:
      'GuessWhichKeyFits MysteryKeyDrawer LockedOutDiaries KeyHuntSpeedrun TooManyKeysTour KeyInTheFridgeAgain KeyByTheDoorHabit WrongKeyEveryTime',
    also: 'housekey',
  },
  sink: {
    things: 'Faucet Drain Dishes Sponge Tap Plug Splash Counter',
    moves: 'DishPileup FaucetSplash DrainCheck TapTurn SpongeWipe',
    verbs: 'Rinse Wash Scrub',
    core: 'Faucet Dishes Drain',
    scenes: 'Kitchen AfterDinner',
    names:
      'ShineYourSink EmptySinkBeforeBed WhoLeftItInTheSink SinkSplashFail DishMountainDebate SpoonUnderTheFaucet SinkSideSingAlong TapWaterTasteTest',
    also: 'sinks bathroomsink',
  },
  toothpaste: {
    things: 'Tube Cap Mint Squeeze Brush Foam Stripe Smile',
    moves: 'TubeSqueeze CapFlip MintFresh PerfectSwirl BottomRoll',
    verbs: 'Squeeze Brush Roll',
    core: 'Tube Mint Squeeze',
    scenes: 'Morning Bedtime',
    names:
      'SqueezeFromTheBottom ToothpasteCapDebate LastToothpasteSqueeze ToothpasteAdParody PerfectPasteSwirl ToothpasteFlavorRanking MintyFreshFaceOff RollTheTubeHack',
  },
  bucket: {
    things: 'Water Mop Sand Spade Handle Splash Beach Paint',
    moves: 'WaterCarry SandPack SplashRelay DrumFlip MopSlosh',
    verbs: 'Fill Carry Pour Flip',
    core: 'Water Sand Carry',
    scenes: 'Beach Backyard CarWash',
    names:
      'BucketTrickShot SandBucketCastleFail BeachBucketBrigade CarWashBucketFail MysteryBucketReveal OneBucketCleanup PassTheBucketRelay RainBucketTally',
    also: 'buckets pail',
  },
  'trash can': {
    things: 'Lid Bag Pedal Curb Bin Recycling Wheelie Raccoon',
    moves: 'LidFlip BagChange CurbRun TrashDayDash PedalPop',
    verbs: 'Empty Toss Wheel Sort',
    core: 'Lid Bag Curb',
    scenes: 'TrashDay Kitchen',
    names:
      'TrashCanTrickShot WhoTakesOutTheTrash BinDayDash RaccoonProofTheCan OverflowingTrashStandoff TrashCanLidCymbals BinBagSnapFail TrashCanHeistCam',
    also: 'trashcans garbagecan trashbin dustbin',
  },
  snow: {
    things: 'Sled Mittens Boots Flakes Shovel Scarf Carrot Hill Fort Igloo',
    moves: 'AngelFlop BallFight SledRun TongueCatch FortBuild BootPrintTrail',
    verbs: 'Sled Shovel Build Catch',
    core: 'Sled Mittens Flakes',
    scenes: 'SnowDay FirstSnow Blizzard',
    names:
      'SnowDayNewsReport BuildYourSnowTwin FirstSnowReaction SnowAngelFlop CardboardSledRace CatchASnowflake SnowballSlowMo SnowmanMakeover',
    also: 'snowy snowfall firstsnow',
  },
  rooster: {
    things: 'Crow Comb Barn Farm Dawn Fence Feathers Hens Eggs Alarm',
    moves: 'CrowOff WakeUpCall StrutWalk FenceStandoff DawnCrow FeatherFluff',
    verbs: 'Crow Strut Wake Flap',
    core: 'Crow Comb Dawn',
    scenes: 'Farm Barnyard Sunrise',
    names:
      'RoosterCrowOff StrutLikeARooster RoosterVsAlarmClock RoosterRunsTheFarm RoosterCommentary RoosterDubbedOver BarnyardBossStandoff FiveAMWakeUpCall',
    also: 'roosters cockerel',
  },
  llama: {
    things: 'Wool Spit Farm Hay Fleece Andes Halter Trek Ears Fluff',
    moves: 'SideEye DramaStare SpitDodge HayMunch TrekWalk FluffShake',
    verbs: 'Trek Munch Stare Fluff',
    core: 'Wool Spit SideEye',
    scenes: 'Farm Mountains PettingZoo',
    names:
      'NoProbLlama DramaLlamaAwards LlamaSideEyeChallenge LlamaFaceImpression LlamaSaysNo LlamaOrAlpacaGuess LlamaHairGlowUp LlamaTrekNarration',
    also: 'llamas',
  },
  gorilla: {
    things: 'Chest Silverback Jungle Banana Troop Knuckles Zoo Forest Grip Strength',
    moves: 'ChestBeat KnuckleWalk SilverbackStare BananaPeel GrumpyFace',
    verbs: 'Beat Stomp Grunt Stare',
    core: 'Chest Silverback Banana',
    scenes: 'Jungle Zoo',
    names:
      'GorillaChestBeat GorillaImpressionOff SilverbackStareDown GorillaMoodFaces GorillaGrandEntrance KnuckleWalkRace GorillaNatureNarrator GorillaGrumpyMorning',
    also: 'gorillas',
  },
  farmer: {
    things: 'Tractor Overalls Rooster Barn Hay Boots Pitchfork Cow Eggs Field',
    moves: 'SunriseChores EggRun HayBaleToss CowCall FeedTime RoosterWakeUp',
    verbs: 'Plant Harvest Milk Feed',
    core: 'Tractor Overalls Harvest Rooster',
    scenes: 'Sunrise Harvest Barnyard',
    names:
      'FarmerForADay CityKidTriesFarming FarmerWeatherForecast RoosterAlarmClock FarmerReactsToCityLife OneDayOnTheFarm FarmerRatesCityBrunch FarmerDadJokes MuddyBootsFashionShow',
    also: 'farmers',
  },
  'police officer': {
    things: 'Badge Siren Cruiser Whistle Notebook Hat Patrol Donut Radio Flashlight',
    moves: 'TrafficStop SirenWail DonutBreak PatrolWalk WhistleBlow RadioCall',
    verbs: 'Patrol Protect Direct Whistle',
    core: 'Badge Siren Patrol Whistle',
    scenes: 'OnPatrol Precinct',
    names:
      'PoliceOfficerForADay CopDadJokes KidPoliceInterview TrafficCopDanceOff RadioCodeCharades CopCarSingAlong WhistleWhileYouPatrol CopRadioTalkAtDinner ThankAnOfficer',
    also: 'police cop cops policeman policewoman',
  },
  king: {
    things: 'Crown Throne Castle Scepter Cape Royals Banquet Decree Jester Trumpet',
    moves: 'RoyalWave RoyalDecree ThroneEntrance Coronation RoyalBow TrumpetFanfare',
    verbs: 'Rule Decree Crown Bow',
    core: 'Crown Throne Decree RoyalWave',
    scenes: 'Castle Coronation',
    names:
      'KingForADay RoyalDecreeAtBreakfast ThroneEntranceChallenge KingOfTheCouch CrownTheKingOfChores KingWalksInSlowMo TheKingHasSpoken PaperCrownCoronation BowToTheKing',
    also: 'kings',
  },
  knight: {
    things: 'Armor Sword Shield Helmet Horse Dragon Castle Joust Quest Banner',
    moves: 'Joust SwordDuel ShieldBlock Dubbing Quest DragonSlay',
    verbs: 'Duel Joust Guard Kneel',
    core: 'Armor Sword Shield Joust',
    scenes: 'Castle Tournament Medieval',
    names:
      'CardboardKnightDuel KnightInFoilArmor PoolNoodleJoust KnightOfTheLaundry KnightTakesTheQuest BroomstickJoust KnightHoodCeremony KnightVsDragonSkit DubThyKnight',
    also: 'knights',
  },
  actor: {
    things: 'Script Stage Audition Monologue Scene Lines Costume Director Spotlight Cue',
    moves: 'ColdRead DramaticPause OneTake SelfTape AccentSwap SceneSwap',
    verbs: 'Act Audition Rehearse Cry',
    core: 'Audition Monologue Script Scene',
    scenes: 'Backstage Audition OnSet',
    names:
      'ActorReadsTheGroceryList DramaticMonologueDare SameLineTenWays OneTakeActorChallenge ActorCriesOnCue AuditionForMyMom ActorPlaysEveryRole TwoActorsOneScript ActorSlowMoExit',
    also: 'actress actors',
  },
  judge: {
    things: 'Gavel Robe Courtroom Verdict Bench Jury Case Order Ruling Objection',
    moves: 'GavelBang Objection Verdict OrderInCourt CaseClosed Sustained',
    verbs: 'Rule Decide Score Bang',
    core: 'Gavel Verdict Robe Courtroom',
    scenes: 'Courtroom TalentShow',
    names:
      'JudgeTheSnackCourt OrderInTheKitchen CaseOfTheMissingCookie JudgeMyOutfitVerdict PetCourtJudge JudgeDropsTheGavel KidJudgeSettlesIt FamilyCourtOfPizza ObjectionSustained',
    also: 'judges',
  },
  reporter: {
    things: 'Microphone Camera Headline Interview Notepad Newsroom Story Scoop Forecast Desk',
    moves: 'BreakingNews LiveShot FieldReport SignOff StandUp WeatherReport',
    verbs: 'Report Interview Ask Cover',
    core: 'Microphone Headline Interview Scoop',
    scenes: 'BreakingNews LiveOnScene Newsroom',
    names:
      'ReporterCoversMyBreakfast BreakingNewsAtHome KidReporterInterview ReporterSignOffChallenge ReporterLiveFromCouch HairbrushMicQuestions AnchorVoiceDare FamilyHeadlineRoundup ReporterInTheWind',
    also: 'journalist reporters newsreporter',
  },
  statue: {
    things: 'Pose Pedestal Plaza Pigeon Marble Bronze Freeze Stillness Museum Park',
    moves: 'FrozenPose BronzePose PigeonLanding SuddenMove StillWink',
    verbs: 'Freeze Pose Hold Surprise',
    core: 'Freeze Pose Pedestal Marble',
    scenes: 'Plaza Museum',
    names:
      'StatueFreezeChallenge LivingStatueAtHome CopyTheStatuePose StatueVsPigeon FreezeWhenMusicStops StatueSurpriseWave StatueStareOff StatueCommentary',
    also: 'statues',
  },
  truck: {
    things: 'Pickup Tailgate Horn Wheels Bed Cab Load Mudflaps Dashboard Trailer',
    moves: 'HonkWave TailgateHangout LoadUp BigRig MudSplash ReverseBeep',
    verbs: 'Haul Honk Load Drive',
    core: 'Pickup Tailgate Horn Haul',
    scenes: 'Tailgate Roadside',
    names:
      'TruckHonkChallenge TruckBedPicnic TailgateTalkShow TruckBedMovieNight TruckBackUpBeep TruckGuessTheLoad TruckCabKaraoke WhatsInMyTruck TruckNamingCeremony',
    also: 'trucks',
  },
  excavator: {
    things: 'Bucket Arm Tracks Dirt Digger Cab Sandbox Boom Scoop Hardhat',
    moves: 'BigScoop SandboxDig DirtPile BucketCurl TrackTurn ToyDig',
    verbs: 'Dig Scoop Lift Dump',
    core: 'Digger Bucket Scoop Dig',
    scenes: 'Sandbox BuildSite',
    names:
      'ToddlerExcavatorReacts ExcavatorSandboxDig ToyExcavatorRescue ExcavatorArmImpression ExcavatorNarratesTheDig BiggestScoopWins ExcavatorWatchParty ExcavatorCerealScoop DiggerDance',
    also: 'excavators digger',
  },
  'dump truck': {
    things: 'Dirt Gravel Bed Tipper Load Sandbox Wheels Hardhat Pile Beep',
    moves: 'BigDump TipUp LoadUp BackUpBeep SandPile ToyHaul',
    verbs: 'Dump Haul Tip Load',
    core: 'Tipper Load BackUpBeep Dump',
    scenes: 'Sandbox BuildSite',
    names:
      'DumpTruckSandboxHaul ToyDumpTruckRace DumpTruckBackUpBeep BiggestLoadWins DumpTruckToyRescue LaundryDumpTruck DumpTruckSnackDelivery ToddlerDumpTruckReview',
    also: 'dumptrucks',
  },
  circus: {
    things: 'Tent Ringmaster Clown Juggler Acrobat Trapeze Tightrope Unicycle Popcorn Spotlight',
    moves: 'GrandEntrance JuggleAct BalanceAct Tumble HulaHoop TaDa',
    verbs: 'Juggle Balance Tumble Perform',
    core: 'Ringmaster Tent Juggle Acrobat',
    scenes: 'BigTop Showtime',
    names:
      'LivingRoomCircus RingmasterIntro BackyardCircusShow FamilyCircusAct CircusJuggleFail TaDaPoseChallenge CircusStrongmanBit LadiesAndGentlemenIntro PetCircusTrick',
    also: 'circuses',
  },
  theater: {
    things: 'Stage Curtain Spotlight Script Audience Costume Props Bow Encore Backstage',
    moves: 'CurtainCall DramaticEntrance StageWhisper EncoreBow SceneChange Monologue',
    verbs: 'Perform Rehearse Bow Act',
    core: 'Stage Curtain Spotlight CurtainCall',
    scenes: 'OpeningNight Backstage',
    names:
      'TheaterKidOrdersCoffee CurtainCallChallenge LivingRoomTheater TheaterEntranceDare OneLineFiveWays BedsheetTheaterShow SingYourDayMusicalStyle StageWhisperChallenge TheaterBowOff',
    also: 'theatre theaters theatres',
  },
  'traffic light': {
    things: 'Red Yellow Green Signal Crosswalk Intersection Button Stop Go Wait',
    moves: 'RedLightGreenLight StopAndGo YellowRush WaitForGreen ButtonPress FreezeOnRed',
    verbs: 'Stop Go Wait Freeze',
    core: 'Red Green Stop Go',
    scenes: 'Crosswalk Intersection',
    names:
      'TrafficLightImpression FreezeOnRedChallenge TrafficLightCostumeDIY StopAndGoDance TrafficLightFaces WaitForTheGreen TrafficLightCharades GreenMeansGoSkit',
    also: 'trafficlights stoplight stoplights',
  },
  tricycle: {
    things: 'Pedals Bell Basket Handlebars Wheels Streamers Helmet Driveway Sidewalk Trike',
    moves: 'BellRing DrivewayLap SlowRace TrikeParade StreamerSpin TinyPedal',
    verbs: 'Pedal Ring Ride Race',
    core: 'Trike Pedals Bell Streamers',
    scenes: 'Driveway Playground',
    names:
      'GrownUpOnATricycle TricycleRaceChallenge TricycleParade DadOnATrike TricycleBellSolo TrikeDriveThruSkit TricycleSlowRace TricycleTalkShow TrikeDecoratingContest',
    also: 'tricycles trike trikes',
  },
  lawyer: {
    things: 'Briefcase Suit Case Court Objection Evidence Closing Client Contract Verdict',
    moves: 'ClosingArgument Rebuttal Objection OpeningStatement CaseBuild FinePrint',
    verbs: 'Argue Object Defend Negotiate',
    core: 'Objection Evidence ClosingArgument Briefcase',
    scenes: 'Courtroom MockTrial',
    names:
      'LawyerArguesForDessert KidLawyerDefendsBedtime ObjectionAtDinner LawyerReadsTheFinePrint CaseForAPuppy ClosingArgumentChallenge LawyerPresentsEvidence DefendYourPizzaTopping LawyerVsToddler',
    also: 'lawyers attorney',
  },
  'police car': {
    things: 'Siren Lights Badge Cruiser Radio Patrol Toy Wheels Horn Stripes',
    moves: 'SirenWail LightsOn PullOver PatrolLoop RadioCall ChaseScene',
    verbs: 'Patrol Chase Zoom Wail',
    core: 'Siren Lights Cruiser Patrol',
    scenes: 'OnPatrol Playroom',
    names:
      'ToyPoliceCarChase PoliceCarSirenImpression CardboardPoliceCar PoliceCarPlayroomPatrol SnackPoliceOnDuty PoliceCarBathtubRescue WeeWooSingAlong SlowMoPoliceCarJump PoliceCarRadioSkit',
    also: 'policecars copcar',
  },
  limo: {
    things: 'Stretch Sunroof Chauffeur Prom Balloons Window Backseat Red Carpet Driver',
    moves: 'RedCarpetArrival SunroofWave GrandExit StretchRide VIPEntrance ChauffeurBow',
    verbs: 'Arrive Wave Ride Celebrate',
    core: 'Stretch Sunroof Chauffeur RedCarpetArrival',
    scenes: 'PromNight WeddingDay',
    names:
      'LimoArrivalAtSchool GrandLimoExit LimoForMom SunroofWaveChallenge WagonLimoArrival LimoVsMinivan LimoRideReaction LimoToTheMailbox DressUpForTheLimo',
    also: 'limousine limos limousines',
  },
  curtain: {
    things: 'Rod Drapes Window Sunlight Blackout Hooks Tieback Stage Shower Sheer',
    moves: 'DramaticReveal PeekOut RodHang SunriseOpen EncoreBow',
    verbs: 'Open Close Draw Peek',
    core: 'Drapes Window Open',
    scenes: 'Morning Showtime',
    names:
      'FeetUnderTheCurtain DramaticCurtainReveal CurtainCallAfterChores CurtainCapeHero CurtainsOpenReaction CurtainPuppetShow ShowerCurtainConcert MorningCurtainForecast',
    also: 'curtains drapes',
  },
  mattress: {
    things: 'Pillow Sheets Springs Foam Box Bedframe Topper Stairs Nap Blanket',
    moves: 'BoxUnroll PivotCarry FlopTest BounceCheck SheetWrestle',
    verbs: 'Flop Flip Unroll Carry',
    core: 'Springs Foam Pillow',
    scenes: 'MovingDay Bedtime',
    names:
      'PivotThatMattress MattressUnrollReveal MattressFlopTest PeaUnderTheMattress DoNotRemoveTheTag FittedSheetVsMattress LivingRoomMattressCamp MattressStoreTestNap',
    also: 'mattresses',
  },
  hairbrush: {
    things: 'Microphone Mirror Bristles Tangles Knots Curls Bedhead Detangle Ponytail Static',
    moves: 'MicDrop MirrorConcert DetangleBattle StaticHair BedheadFix',
    verbs: 'Brush Detangle Sing Style',
    core: 'Microphone Mirror Tangles',
    scenes: 'BadHairDay Bathroom',
    names:
      'HairbrushMicConcert HairbrushAwardSpeech BedheadVsHairbrush WhoStoleMyHairbrush DetangleDramaReaction HairbrushNewsAnchor TangleMonsterVsHairbrush HairbrushInEveryRoom',
    also: 'hairbrushes',
  },
  sponge: {
    things: 'Dishes Suds Scrub Sink Soap Bubbles Bucket Kitchen Foam Squeeze',
    moves: 'SqueezeTest SudsUp ScrubOff DishStack SoakAndWring',
    verbs: 'Scrub Squeeze Soak Wipe',
    core: 'Dishes Suds Scrub',
    scenes: 'DishDuty KitchenSink',
    names:
      'SpongeRetirementParty SpongeVsBurntPan WhoLeftTheSpongeWet SpongePuppetShow HowMuchCanASpongeHold SpongeColorCodeDebate FirstSwipeNewSponge DishSudsMountain',
    also: 'sponges',
  },
  rake: {
    things: 'Leaves Pile Lawn Autumn Garden Tines Yard Bags Sticks Pumpkins',
    moves: 'LeafPileJump YardSweep PileBuild BagStuff LeafToss',
    verbs: 'Pile Jump Bag Sweep',
    core: 'Leaves Pile Autumn',
    scenes: 'FallWeekend Backyard',
    names:
      'RakeTheBiggestPile WindUndidMyRaking RakeAirGuitarSolo LeafPileAmbush RakeAndLeapSlowMo TheLastLeafStandoff RakeSportscast RakeTagTeam',
    also: 'rakes raking',
  },
  toy: {
    things: 'Teddy Robot Dinosaur Blocks Doll Yoyo Marbles Slinky Rattle Racecar',
    moves: 'AtticFind ShelfTour StopMotion Playtime Cleanup Squeak',
    verbs: 'Play Squeeze Wind Rescue',
    core: 'Teddy Robot Playtime',
    scenes: 'Playroom Nursery Attic',
    names:
      'ChildhoodToyReunion ToysComeAlive IfMyToysCouldTalk OldToyGlowUp ToyCleanupRace GuessTheToyBySound LostToyDetective TeddyBearPicnic ToyCarTrafficJam',
    also: 'toys',
  },
  parade: {
    things: 'Float Baton Drum Confetti Balloon Flag Costume Streamer Tuba',
    moves: 'March HighStep BatonTwirl FloatBuild QueenWave MarchingBand',
    verbs: 'Wave Twirl Cheer Strut',
    core: 'Float March Baton',
    scenes: 'Holiday Hometown',
    names:
      'LivingRoomParade ParadeCommentator OnePersonParade ParadeForNoReason ShoeboxParadeFloat PerfectParadeWave KitchenPotParade HighStepHallway BatonTwirlFail',
    also: 'parades',
  },
  helmet: {
    things: 'Bike Strap Buckle Visor Sticker Scooter Skateboard Padding',
    moves: 'BuckleUp StrapCheck SnugFit StickerBomb HairReveal',
    verbs: 'Buckle Strap Decorate Protect',
    core: 'Bike Buckle StrapCheck',
    scenes: 'BikeRide SkatePark',
    names:
      'HelmetHairReveal DramaticHelmetEntrance HelmetStickerGlowUp TwoFingerHelmetCheck WhyIWearMyHelmet EggWearsAHelmet FamilyHelmetLineup HelmetOnIn5 BuckleClickRideOut',
    also: 'helmets bikehelmet',
  },
  trophy: {
    things: 'Cup Medal Podium Ribbon Shelf Plaque Gold Winner Ceremony',
    moves: 'AcceptanceSpeech VictoryLap CupLift PodiumPose HomemadeAward',
    verbs: 'Win Award Celebrate Present',
    core: 'Gold Podium AcceptanceSpeech',
    scenes: 'AwardsNight SportsDay',
    names:
      'TrophyForTinyWins DramaticTrophySpeech FamilyTrophyNight OldestTrophyStory BucketTrophyLift GiveMomATrophy ParticipationTrophyPride PodiumPoseOff HomemadeAwardShow',
    also: 'trophies',
  },
  'rush hour': {
    things: 'Traffic Train Subway Bus Horn Crowd Coffee Platform Escalator',
    moves: 'SqueezeIn StandingNap RunForTheBus PlatformSprint StrapHang HeadphonesOn',
    verbs: 'Squeeze Dash Wait Commute',
    core: 'Traffic Subway Commute',
    scenes: 'Morning Downtown',
    names:
      'RushHourMovieTrailer HallwayRushHour RushHourVsSunday RushHourPOV RushHourBreakfastRun MissedTheBusAgain RushHourSurvivalKit RushHourBingo',
    also: 'rushhours',
  },
  'grocery shopping': {
    things: 'Cart List Basket Receipt Aisle Checkout Coupon Produce Bag',
    moves: 'BudgetRun AisleDash CartTetris BagPacking SnackSneak ListCheck',
    verbs: 'Shop Pack Unload Budget',
    core: 'Cart List Checkout',
    scenes: 'Supermarket',
    names:
      'OneTripGroceryCarry GuessTheGroceryTotal StickToTheList AlphabetGroceryRun KidPicksTheGroceries TenDollarGroceryRun CheckoutTetris GroceryHaulUnpack ImpulseBuyConfession',
    also: 'groceries groceryrun grocery grocerylist',
  },
  'tea party': {
    things: 'Teapot Teacup Saucer Scones Sandwiches Teddy Hat Lace Cake',
    moves: 'PinkiesUp FancyPour ToastTheTeddies CrumpetNibble SlowPour',
    verbs: 'Pour Sip Serve Host',
    core: 'Teapot Teacup PinkiesUp',
    scenes: 'Garden Nursery Wonderland',
    names:
      'TeddyBearTeaParty DadJoinsTheTeaParty PinkiesUpChallenge MadHatterTeaParty TinyTeaPartyForOne PoshTeaPartyVoice BackyardTeaParty ToddlerHostsTheTea',
    also: 'teaparties',
  },
  'snow angel': {
    things: 'Snow Wings Halo Mittens Snowsuit Footprints Snowdrift Sky',
    moves: 'ArmSweep LegSweep CleanExit BackFlop SkyStare',
    verbs: 'Flap Sweep Flop Lie',
    core: 'Snow Wings ArmSweep',
    scenes: 'SnowDay Winter Backyard',
    names:
      'PerfectSnowAngelExit SnowAngelFromAbove SnowAngelFamilyChain DramaticSnowAngelFlop SnowAngelScorecard SnowAngelAnywhere FirstSnowAngelOfWinter SnowAngelSlowMo HaloAndWingsCheck',
    also: 'snowangels',
  },
  sprinkler: {
    things: 'Lawn Hose Garden Spray Rainbow Puddle Swimsuit Droplets',
    moves: 'RunThrough JumpOver SprayDodge RainbowCatch SlowMoLeap ArcSweep',
    verbs: 'Dodge Leap Splash Water',
    core: 'Lawn Hose RunThrough',
    scenes: 'Summer Backyard Heatwave',
    names:
      'SprinklerDodge SprinklerLimbo SlowMoSprinklerLeap DadVsSprinkler SprinklerRainbowHunt FancyDressSprinklerRun FirstSprinklerOfSummer StayDryChallenge',
    also: 'sprinklers lawnsprinkler',
  },
  playdate: {
    things: 'Toys Snacks Crafts Trampoline Fort Juice Blocks Friends Sandbox',
    moves: 'PlayFort CraftTable SnackBreak DressUp HideAndSeek PickupTime',
    verbs: 'Play Share Build Invite',
    core: 'Toys Friends DressUp',
    scenes: 'Playroom Backyard Park',
    names:
      'PlaydateBeforeAndAfter KidRecapsThePlaydate GrownUpPlaydate PlaydateNegotiations PlaydateFortBuild PlaydateDressUpParade LastFiveMinutesOfPlay PlaydateGoodbyeStall',
    also: 'playdates',
  },
  'bridal shower': {
    things: 'Bride Veil Gifts Games Cake Brunch Bouquet Ribbon Florals',
    moves: 'RibbonBouquet GiftGuess ToiletPaperDress AdviceCards BridalBingo TriviaRound',
    verbs: 'Celebrate Toast Guess Gift',
    core: 'Bride Veil ToiletPaperDress',
    scenes: 'Garden Teatime',
    names:
      'ToiletPaperDressOff BridalShowerBingo BrideTriviaShowdown BridalShowerAdviceJar RibbonBouquetBuild GuessTheGroomsAnswer BridalShowerSurprise BridalShowerGiftGuess BridalShowerToastOff',
    also: 'bridalshowers',
  },
  'pool party': {
    things: 'Floatie Noodle Inflatable Cannonball Lemonade Towel Sunscreen Flamingo Goggles',
    moves: 'FloatRace NoodleJoust DiveForRings MarcoPolo SplashZone GlowSticks',
    verbs: 'Splash Float Dive Swim',
    core: 'Cannonball Floatie MarcoPolo',
    scenes: 'Summer Backyard',
    names:
      'BiggestSplashContest PoolPartyMarcoPolo PoolNoodleJoust PoolPartyFloatRace PoolPartyGlowNight DiveForRingsChallenge DadsCannonballDebut PoolPartyTierList',
    also: 'poolparties',
  },
  'sleeping bag': {
    things: 'Zipper Hood Tent Pillow StuffSack Lantern Flashlight Stars Camp',
    moves: 'WormWiggle RollAndStuff CaterpillarHop ZipUp StarGaze BurritoRoll',
    verbs: 'Zip Roll Stuff Wiggle',
    core: 'Zipper Tent WormWiggle',
    scenes: 'Sleepover Campout Backyard',
    names:
      'SleepingBagWormRace StuffSackStruggle SleepingBagBurrito SleepingBagSackRace SleepingBagButterfly ZipperStuckAgain LivingRoomCampout SleepingBagSnoreOff',
    also: 'sleepingbags',
  },
  goggles: {
    things: 'Strap Lens Nosepiece Swimcap Fog Tanlines Snorkel Raccoon',
    moves: 'UnderwaterFaces RaccoonEyes FogWipe StrapSnap LensPeek',
    verbs: 'Swim Peek Dive Snap',
    core: 'Lens RaccoonEyes UnderwaterFaces',
    scenes: 'Pool Beach Summer',
    names:
      'GoggleMarksReveal UnderwaterGoggleFaces GogglesForOnions GoggleTanLines WhatMyGogglesSee GogglesAtBreakfast FogFreeGoggleHack SeriousGoggleFace',
    also: 'goggle swimgoggles',
  },
  unpacking: {
    things: 'Suitcase Boxes Tape Drawers Closet Souvenirs Laundry Hangers',
    moves: 'OneHourReset BoxByBox SuitcaseDump DrawerReset SouvenirReveal LabelMaker',
    verbs: 'Unzip Sort Fold Organize',
    core: 'Suitcase Boxes SouvenirReveal',
    scenes: 'MovingDay NewHome',
    names:
      'UnpackSameDayChallenge StillNotUnpacked UnpackingSpeedrun WhatDidIOverpack SouvenirUnpackReveal LastBoxStanding UnpackingWithAToddler NewHomeUnpackDiary',
    also: 'unpack',
  },
  'taxi driver': {
    things: 'Cab Meter Fare Backseat Mirror Radio Horn Route Passenger Airport',
    moves: 'MeterCheck BackseatChat ShortcutTalk HornHonk FareCount WhereTo',
    verbs: 'Drive Honk Chat Navigate',
    core: 'Cab Meter Fare Backseat',
    scenes: 'RushHour LateShift',
    names:
      'TaxiDriverImpression WhereToBoss BackseatTaxiDriver TaxiDriverPOV TrustMeShortcut TaxiDriverSmallTalk LivingRoomTaxi CabbieKnowsEverything TaxiDriverGPSArgument',
    also: 'cabbie cabdriver taxidrivers cabbies',
  },
  bulldozer: {
    things: 'Blade Tracks Dirt Sandbox Hardhat Pile Gravel Cab Rubble Dozer',
    moves: 'DirtPush BladeDrop SandboxPush PileUp TrackRoll ToyPush',
    verbs: 'Push Scoop Level Rumble',
    core: 'Blade Tracks Dirt Dozer',
    scenes: 'BuildSite Playroom',
    names:
      'HumanBulldozer BulldozerToyCleanup BulldozerVsSandcastle BulldozerSoundEffects LeafPileBulldozer BulldozerNarrator ToddlerMeetsBulldozer SlowMoDozerPush',
    also: 'bulldozers dozer',
  },
  mayor: {
    things: 'Sash Podium Speech Ribbon Scissors Campaign Vote Badge Parade Key',
    moves: 'RibbonCut CampaignSpeech VoteCount KeyToTheCity PromiseList ParadeWave',
    verbs: 'Campaign Promise Vote Announce',
    core: 'Sash Speech Ribbon Campaign',
    scenes: 'ElectionDay CityParade',
    names:
      'MayorOfTheHouse MayorRibbonCutting IfIWereMayor MayorSpeechImpression MayorForADay SillyCampaignPromises MayorAnnouncement KeyToTheKitchen',
    also: 'mayors',
  },
  'fire hydrant': {
    things: 'Hydrant Cap Valve Wrench Curb Chain Hose Sidewalk Paint Snow',
    moves: 'CurbCheck HoseHookup PaintJob SnowDig BoltTurn FaceHunt',
    verbs: 'Spot Paint Spray Shovel',
    core: 'Hydrant Hose Curb',
    scenes: 'CitySidewalk SnowDay',
    names:
      'FireHydrantFaces HydrantBeautyPageant FireHydrantReviews BestDressedHydrant FireHydrantCostume FireHydrantPoseOff HydrantSpottingBingo IfHydrantsCouldTalk',
    also: 'hydrant hydrants firehydrants',
  },
  mansion: {
    things: 'Staircase Chandelier Butler Pool Gate Library Ballroom Fountain Garden Driveway',
    moves: 'GrandEntrance StaircaseDescent ButlerBell GateOpen TourGuide SecretDoor',
    verbs: 'Tour Descend Ring Pretend',
    core: 'Staircase Chandelier Butler Gate',
    scenes: 'OpenHouse DreamHome',
    names:
      'MyApartmentIsAMansion ButlerVoiceWelcome MansionTourParody IfIOwnedAMansion GrandMansionEntrance MysteryAtTheMansion BlanketFortMansion ToyMansionWalkthrough',
    also: 'mansions',
  },
  apartment: {
    things: 'Balcony Elevator Hallway Studio Doorbell Keys Stairs Closet Windowsill Mailroom',
    moves: 'StudioTour BalconyGarden SmallSpaceHack MoveIn ElevatorRide KeyHandover',
    verbs: 'Decorate Move Organize Tour',
    core: 'Balcony Studio Elevator Keys',
    scenes: 'MovingDay FirstPlace',
    names:
      'HonestApartmentTour TinyApartmentOlympics OneTripGroceryRun ApartmentMoveInFails GuessThatApartmentSound ApartmentRealtorVoice FirstApartmentEmptyFridge WillTheCouchFit',
    also: 'apartments condo condos',
  },
  'steering wheel': {
    things: 'Horn Dashboard Blinker Airbag Cover Mirror Keys Pedals Seatbelt Toy',
    moves: 'NineAndThree HandOverHand HornBeep ToyDrive CoverSwap BlinkerTick',
    verbs: 'Steer Turn Honk Drive',
    core: 'Horn Dashboard Blinker',
    scenes: 'DrivingLesson RoadTrip',
    names:
      'ToddlerSteeringWheel PaperPlateSteeringWheel SteeringWheelDrumSolo CouchRoadTrip DrivingInstructorVoice FirstTimeAtTheWheel WhoMovedMyWheel BackseatSteeringWheel',
    also: 'steeringwheels',
  },
  fisherman: {
    things: 'Rod Reel Bait Net Boat Tackle Bobber Waders Cooler Lure',
    moves: 'BigCast FishTale ReelIn NetScoop TackleBox CatchAndRelease',
    verbs: 'Cast Reel Catch Release',
    core: 'Rod Reel Bobber Lure',
    scenes: 'EarlyMorning LakeDay',
    names:
      'TheOneThatGotAway FishermanFishTales FishThisBig FishermanImpression BathtubFisherman FishermanLuckyHat FishermanVsTheBoot FishermanPatienceTest',
    also: 'fishermen angler anglers fisher',
  },
  skunk: {
    things: 'Stripe Tail Smell Nose Backyard Raccoon Stomp Spray Perfume Porch',
    moves: 'WarningStomp TailFlag NoseHold SmellTest StripeCheck',
    verbs: 'Stomp Sniff Hide Hold',
    core: 'Stripe Tail Smell',
    scenes: 'Backyard Night Camping',
    names:
      'SkunkOrCatChallenge SkunkImpression SkunkWarningStomp SmellYouLater SkunkNewsReport SkunkPatrolSkit CampingSkunkPanic WhoInvitedTheSkunk',
    also: 'skunks',
  },
  chipmunk: {
    things: 'Cheeks Acorn Nut Stripe Tail Burrow Squirrel Voice Seeds Log',
    moves: 'CheekStash VoiceFilter NutStash StripeCheck SquirrelCompare',
    verbs: 'Stash Squeak Scurry Chirp',
    core: 'Cheeks Stripe Acorn',
    scenes: 'Backyard Autumn',
    names:
      'ChipmunkVoiceDub ChipmunkOrSquirrel ChipmunkNutHeist ChipmunkCheekPouchGuess ChipmunkStashReveal ChipmunkImpression BackyardChipmunkDrama ChipmunkNewsDesk',
    also: 'chipmunks',
  },
  accountant: {
    things: 'Spreadsheet Calculator Receipts Taxes Budget Ledger Invoice Deadline Coffee',
    moves: 'TaxSeason NumberCrunch DoubleCheck MonthEnd BalanceTheBooks',
    verbs: 'Balance Crunch Calculate Tally',
    core: 'Spreadsheet Calculator TaxSeason',
    scenes: 'TaxSeason YearEnd',
    names:
      'AccountantSplitsTheBill ExplainItLikeAnAccountant MyInnerAccountant AccountantVsCalculator TaxSeasonPOV SpreadsheetEverything AccountantPunOff AccountantOnVacation TaxSeasonCoffeeCount',
    also: 'accountants',
  },
  'air horn': {
    things: 'Stadium Hype Foghorn Referee Buzzer Remix Trophy Confetti',
    moves: 'HypeDrop VictoryBlast MicDrop SoundEffect BigEntrance',
    verbs: 'Blast Honk Hype',
    core: 'Blast HypeDrop Honk',
    scenes: 'GameDay Stadium',
    names:
      'AirHornEveryWin MomentsThatNeedAnAirHorn MouthAirHornChallenge AirHornMyMorning WorstTimeForAnAirHorn AirHornDramaticEntrance AnnounceItWithAnAirHorn BeYourOwnHypeMan HypeDropPOV',
    also: 'airhorns',
  },
  receipt: {
    things: 'Total Coupon Cashier Checkout Change Wallet Budget Groceries',
    moves: 'GuessTheTotal CouponStack BudgetCheck ImpulseBuy Refund',
    verbs: 'Scan Total Split Keep',
    core: 'Total Coupon Checkout',
    scenes: 'Checkout GroceryRun',
    names:
      'GuessMyReceiptTotal WentInForOneThing TheReceiptDoesntLie LongestReceiptChallenge ReceiptSlamPoetry MyWeekInReceipts ReceiptConfessions ImpulseBuyCount',
    also: 'receipts',
  },
  'shopping cart': {
    things: 'Aisle Checkout Groceries Coupon Wheel Snacks Basket Store',
    moves: 'WobblyWheel CartReturn AisleRace ImpulseBuy SnackGrab',
    verbs: 'Push Steer Load Return',
    core: 'Aisle Checkout WobblyWheel',
    scenes: 'Supermarket ParkingLot',
    names:
      'ShoppingCartTetris ReturnYourShoppingCart TheCartWithTheBadWheel ShoppingCartVsList ShoppingCartPOV RateMyShoppingCart WhatYourCartSaysAboutYou CartDriverLicenseTest',
    also: 'shoppingcarts cart carts',
  },
  pharmacist: {
    things: 'Pills Prescription Counter Labels Vitamins Bottles Coat Clipboard',
    moves: 'CountByFives RefillRush LabelCheck DriveThru CounterChat',
    verbs: 'Count Fill Label Advise',
    core: 'Prescription Counter CountByFives',
    scenes: 'DriveThru Pharmacy',
    names:
      'CountLikeAPharmacist ReadTheDoctorsHandwriting ThingsPharmacistsHear PharmacistHabitsAtHome DriveThruPharmacistPOV PharmacistRatesMyCabinet PharmacistImpression PharmacistStoryTime',
    also: 'pharmacists',
  },
  'fitted sheet': {
    things: 'Corners Elastic Mattress Pillowcase Laundry Bed Duvet Linen',
    moves: 'FoldFail CornerTuck BedMaking LaundryPile',
    verbs: 'Fold Tuck Stretch Wrestle',
    core: 'Corners Elastic FoldFail',
    scenes: 'LaundryDay Bedroom',
    names:
      'FoldAFittedSheet FittedSheetVsMe FittedSheetRace FittedSheetSnapBack IJustRollItUp FittedSheetWrestling FittedSheetBlindfolded ThatOneCornerPOV',
    also: 'fittedsheets',
  },
  spork: {
    things: 'Fork Spoon Lunchbox Picnic Camping Noodles Soup Cafeteria',
    moves: 'LunchRush SoupScoop NoodleTwirl CampMeal',
    verbs: 'Scoop Stab Twirl Eat',
    core: 'Fork Spoon Camping',
    scenes: 'Cafeteria Campsite',
    names:
      'SporkOnlyForADay SporkIdentityCrisis SporkVsSpaghetti SporkTierList TheSporkDebate IsItAForkOrASpoon IfSporksCouldTalk SporkFancyDinner',
    also: 'sporks',
  },
  'vending machine': {
    things: 'Snacks Coins Buttons Chips Soda Spiral Dollar Candy',
    moves: 'StuckSnack ExactChange SnackDrop ButtonCombo BillReject',
    verbs: 'Press Pick Drop Insert',
    core: 'Snacks Coins StuckSnack',
    scenes: 'BreakRoom Lobby',
    names:
      'HumanVendingMachine VendingMachineStandoff VendingMachinePOV WhenTheSnackGetsStuck DollarBillRejected VendingMachineDecisions VendingMachineTasteTest RateTheVendingMachine',
    also: 'vendingmachines',
  },
  tablecloth: {
    things: 'Dishes Plates Cups Dinner Picnic Candles Napkins Gingham',
    moves: 'QuickPull MagicTrick DinnerSetup PicnicSpread',
    verbs: 'Pull Yank Set Spread',
    core: 'Dishes QuickPull MagicTrick',
    scenes: 'DinnerParty Picnic',
    names:
      'TableclothPullChallenge TableclothTrickFail TableclothPullLevelUp GrandmasTablecloth TableclothStainPanic TableclothAsACape TableclothBeforeGuests FancyTableclothForPizza',
    also: 'tablecloths',
  },
  slapstick: {
    things: 'Banana Pie Ladder Bucket Mop Rake Chair Door',
    moves: 'PratFall DoubleTake BananaPeel FakeTrip SilentFilm',
    verbs: 'Trip Stumble Slip Bonk',
    core: 'Banana Pie PratFall',
    scenes: 'Stage Circus',
    names:
      'CartoonSoundSlapstick SilentMovieSlapstick SlapstickDoubleTake SlapstickInSlowMo SlapstickDoorGag SlapstickReenactment MimeSlipOnABanana SlapstickMirrorGag',
    also: 'slapstickcomedy',
  },
  'salt shaker': {
    things: 'Salt Pepper Table Diner Lid Grains Pinch Rice',
    moves: 'PinchOfSalt ShakerFlip TableTalk DinnerPass',
    verbs: 'Shake Pour Pinch',
    core: 'Salt Pepper Diner',
    scenes: 'Diner Kitchen',
    names:
      'WhichOneIsTheSaltShaker SaltShakerCouple SaltShakerBalance SaltShakerPuppetShow TooMuchSaltShakerPOV NoveltySaltShakerHaul SaltShakerInterview PassTheSaltShaker',
    also: 'saltshakers',
  },
  coin: {
    things: 'Quarter Penny Heads Tails Pocket Thumb Table Jar Wish',
    moves: 'HeadsOrTails ThumbFlick TableSpin VanishTrick FountainWish',
    verbs: 'Flip Spin Toss Catch',
    core: 'Quarter HeadsOrTails Penny',
    scenes: 'WishingWell Arcade',
    names:
      'LetACoinDecide LongestCoinSpin CallTheCoinFlip CoinCatchChallenge CoinMagicFail HeadsPizzaTailsTacos CouchCoinHunt CoinTossCommentary',
    also: 'coinflip cointoss',
  },
  doormat: {
    things: 'Welcome Porch Door Shoes Mud Boots Letters Paint Coir',
    moves: 'WipeYourFeet FunnyWelcome PorchRefresh StencilWords MudCheck',
    verbs: 'Wipe Stencil Greet',
    core: 'Welcome Porch WipeYourFeet',
    scenes: 'FrontPorch Entryway',
    names:
      'FunniestDoormatMessage HonestDoormat DIYFunnyDoormat DoormatPunOff WhatYourDoormatSays RateMyDoormat SeasonalDoormatSwap DoormatLayeringTrend',
    also: 'doormats welcomemat',
  },
  'traffic cone': {
    things: 'Orange Stripes Road Hat Parking Detour Construction Reflector',
    moves: 'ConeHat ConeWeave DetourSign ConeLine',
    verbs: 'Wear Weave Dodge Stack',
    core: 'Orange Stripes ConeHat',
    scenes: 'ParkingLot Roadwork',
    names:
      'TrafficConeSpotting TrafficConePOV TrafficConeAsAMegaphone TrafficConeCostume TrafficConeDrama TrafficConeGlowUp ConeInTheWildHunt TrafficConeNarrator',
    also: 'trafficcones',
  },
  'parking meter': {
    things: 'Quarters Coins Ticket Timer Curb Street App Car',
    moves: 'FeedTheMeter LastMinuteDash TicketDodge ParallelPark',
    verbs: 'Park Pay Feed Dash',
    core: 'Quarters Ticket FeedTheMeter',
    scenes: 'Downtown MainStreet',
    names:
      'ParkingMeterPanic TalkingParkingMeter ParkingMeterPOV ParkingMeterCountdown ParkingMeterDateNight ParkingMeterApology KindnessParkingMeter ParkingMeterCoinHunt',
    also: 'parkingmeters',
  },
  pothole: {
    things: 'Road Puddle Tire Asphalt Cone Bump Street Crack',
    moves: 'SwerveDodge BumpCheck PuddleSplash RoadPatch',
    verbs: 'Dodge Patch Fill',
    core: 'Road Puddle Asphalt',
    scenes: 'Commute CityStreet',
    names:
      'PotholeBirthdayParty NamingOurPothole RateMyPothole PotholePOV PotholeSplashZone PotholeDocumentary PotholeSoapOpera PotholeTinyWorld',
    also: 'potholes',
  },
  'guilty pleasure': {
    things: 'Playlist Snack RealityTV Karaoke Song Confession Sofa Secret Rerun Chocolate',
    moves: 'BingeWatch SecretSnack SingAlong OwnIt CaughtInTheAct',
    verbs: 'Confess Admit Binge Indulge Hide',
    core: 'Confess Snack Playlist',
    scenes: 'NoJudgment',
    names:
      'ConfessYourGuiltyPleasure GuessMyGuiltyPleasure GuiltyPleasureOnTrial GuiltyPleasureTierList NoShameGuiltyPleasure DefendYourGuiltyPleasure SnackDrawerGuiltyPleasure GuiltyPleasureSwap',
  },
  'wrong number': {
    things: 'Phone Message Voicemail Contact Ringtone Stranger Typo Keypad Caller Hello',
    moves: 'PlayAlong ReplyKindly HangUp Misdial NewFriend',
    verbs: 'Dial Text Reply Call Answer',
    core: 'Phone Misdial Text',
    names:
      'WrongNumberPuppetShow WrongNumberReenactment SorryWrongNumberSkit WrongNumberSoapOpera WrongNumberVoicemail WrongNumberGroupChat WrongNumberPlotTwist MomTextedTheWrongNumber',
  },
  ears: {
    things: 'Earmuffs Headphones Lobes Whisper Headband Echo Music Beanie Hair Sound',
    moves: 'WiggleThem CoverThem PerkUp ListenUp TuckYourHair',
    verbs: 'Wiggle Listen Hear Cover Perk',
    core: 'Wiggle Listen Headphones',
    names:
      'CanYouWiggleYourEars BunnyEarsPhotobomb KidsSelectiveEars WhoseEarsAreThese CoverYourEarsKazoo AllEarsReaction CatEarsOnDad EarsThatHearSnacks',
    also: 'ear',
  },
  'pet peeve': {
    things: 'Chewing Typos Crumbs Cabinets ToiletRoll Socks Queue Toothpaste Lateness Clutter',
    moves: 'EyeRoll DeepSigh HotTake SlowBlink FakeSmile',
    verbs: 'Rant Vent Sigh Cringe Grumble',
    core: 'EyeRoll Rant Chewing',
    names:
      'PetPeeveRant PetPeeveTierList ActOutYourPetPeeve GuessMyPetPeeve TryNotToReactPetPeeve IsThisAPetPeeve SmallestPetPeeve MyPetPeeveInThreeWords',
  },
  yawn: {
    things: 'Pillow Coffee Blanket Alarm Nap Couch Slippers Teddy Lecture Sunrise',
    moves: 'BigStretch HoldItIn EyeRub MouthCover SleepyBlink NodOff',
    verbs: 'Stretch Nod Doze Blink Snooze',
    core: 'Pillow BigStretch Nap',
    scenes: 'Bedtime Sleepy Naptime',
    names:
      'TryNotToYawn CatchMyYawn YawnChainReaction LoudestYawnWins FakeYawnFaceOff YawnLikeYourCat YawnMidSentence YawnInSlowMo',
    also: 'yawning',
  },
  tickle: {
    things: 'Feather Giggle Belly Ribs Laughter Chin Knee Bubble Whisker Socks',
    moves: 'GiggleFit FeatherTouch LaughAttack PokerFace BellyLaugh',
    verbs: 'Giggle Laugh Squirm Wiggle Snort',
    core: 'Feather Giggle GiggleFit',
    scenes: 'Giggly',
    names:
      'AreYouTicklish CanYouTickleYourself TicklePokerFace TickleMonsterMode FeatherTickleDuel TickleTheFunnyBone TickleLaughReveal GiggleSnortTickle',
    also: 'tickling ticklish',
  },
  'spam call': {
    things:
      'Phone Ringtone Voicemail CallerID HoldMusic Telemarketer Warranty Blocklist Script Prize',
    moves: 'HangUp LetItRing BlockNumber SendToVoicemail ScreenTheCall',
    verbs: 'Ignore Block Decline Answer Report',
    core: 'Phone Ringtone HangUp',
    scenes: 'UnknownNumber',
    names:
      'POVTheSpamCall WarrantySpamCall SpamCallImpression NarrateTheSpamCall EpicSpamCallHangUp ReenactASpamCall SpamCallOpera DinnerSpamCall',
    also: 'scamcall robocall',
  },
  plunger: {
    things: 'Sink Drain Bathroom Handle Suction Bucket Mop Gloves Toilet Pipe',
    moves: 'SuctionPop StickItOn FreeTheDrain PushAndPull BigPop',
    verbs: 'Plunge Pop Stick Pull Unclog',
    core: 'Suction Drain SuctionPop',
    scenes: 'Clog',
    names:
      'PlungerMicDrop NewPlungerWhoDis PlungerUnboxing BalanceAPlunger ThePlungerHasSpoken PlungerToTheRescue PlungerPopSoundOff DrumMajorPlunger',
  },
  'shower curtain': {
    things: 'Rings Rod Liner Hooks Bathtub Pattern Steam Towel RubberDuck Loofah',
    moves: 'DramaticReveal SwooshOpen PeekOut RingSlide BigSwoosh',
    verbs: 'Swoosh Peek Reveal Hide Drape',
    core: 'Rings DramaticReveal Swoosh',
    scenes: 'Bathroom Bathtime',
    names:
      'ShowerCurtainReveal ShowerCurtainEncore ShowerCurtainCape ShowerCurtainGhost ShowerCurtainPuppets GuessWhoShowerCurtain RateMyShowerCurtain SwooshTheShowerCurtain',
  },
  'laundry basket': {
    things: 'Socks Towels Hoodie Jeans Clothespin Pajamas LostSock FoldedPile Dryer Hamper',
    moves: 'SockMatch FoldTheTowels SockToss PileItHigh FoldingFrenzy',
    verbs: 'Fold Sort Carry Toss',
    core: 'Socks LostSock Fold',
    scenes: 'LaundryDay WashDay',
    names:
      'LaundryBasketNewsDesk HidingInTheLaundryBasket MountEverestLaundryBasket LaundryBasketFashionShow SlamDunkLaundryBasket LaundryBasketKnight SockMonsterLaundryBasket LaundryBasketPhotoBooth',
    also: 'laundryhamper clotheshamper',
  },
  'rocking horse': {
    things: 'Saddle Mane Reins Pony Carousel CowboyHat Lasso Bandana Hay Toybox',
    moves: 'Giddyup YeeHaw HoldTheReins SaddleUp',
    verbs: 'Ride Trot Sway Gallop',
    core: 'Saddle Giddyup Mane',
    scenes: 'Playroom WildWest',
    names:
      'RockingHorseAwardSpeech RockingHorseTalkShow EpicRockingHorseTrailer HighNoonRockingHorse StraightFaceRockingHorse SunsetRideRockingHorse RockingHorseJockeyCam RockingHorseNatureDoc',
  },
  'party popper': {
    things: 'Confetti Streamers Balloons Cake Birthday Countdown Surprise Ribbon Banner Tiara',
    moves: 'ConfettiShower BigReveal CountdownPop SurpriseEntrance',
    verbs: 'Pop Celebrate Cheer Clap',
    core: 'Confetti Streamers BigReveal',
    scenes: 'Celebration NewYear',
    names:
      'PartyPopperSoapOpera PartyPopperDudFail PartyPopperCleanupRegret TinyWinsPartyPopper TooEarlyPartyPopper GrandmaVsPartyPopper PartyPopperAwardSpeech MondayPartyPopper',
    also: 'confettipopper',
  },
  'coffee run': {
    things: 'Latte Cafe Barista CupHolder Order Espresso Receipt Croissant Mug Line',
    moves: 'TakeOrders NameOnTheCup CarryTheTray WrongOrder',
    verbs: 'Sip Carry Deliver Brew',
    core: 'Latte Barista NameOnTheCup',
    scenes: 'Cafe Morning',
    names:
      'WhoOrderedWhatCoffeeRun CoffeeRunNameOnTheCup CoffeeRunMemoryTest LongestCoffeeRunOrder CoffeeRunInSlippers MyBestCoffeeRunExcuse CoffeeRunForTheTeam DramaticCoffeeRunEntrance',
  },
  wink: {
    things: 'Eye Eyelash Emoji Secret Signal Glance Blink Smile Camera Mirror',
    moves: 'ClickAndPoint TongueClick SlyGlance SideEye SmileAndNod',
    verbs: 'Blink Squint Glance Nod',
    core: 'Eye Blink SlyGlance',
    scenes: 'Cheeky',
    names:
      'ShowUsYourWorstWink WinkOrJustBlink WinkFaceOff WrongEyeWink ClickAndWink BeTheWinkEmoji AwkwardWinkMoment SlowMoWinkFail',
    also: 'winking',
  },
  tongue: {
    things: 'TasteBuds Twister Lollipop Lemon Teeth Mirror Popsicle Tip Sour Smile',
    moves: 'CurlAndRoll CloverLeaf TouchYourNose StickItOut TwisterRepeat',
    verbs: 'Roll Curl Taste Click Wiggle',
    core: 'Roll TasteBuds Twister',
    names:
      'CanYouRollYourTongue TongueTwisterFaceOff TongueToNoseAttempt CloverLeafTongueTest SayItWithYourTongueOut SillyTongueFamilyPhoto TongueTiedTuesday BlueTongueReveal',
  },
  'couch potato': {
    things: 'Couch Remote Snacks Blanket Cushions Popcorn Pajamas Sofa Series Pillow',
    moves: 'BingeWatch OneMoreEpisode RemoteHunt SnackRun LazySunday',
    verbs: 'Binge Lounge Snack Nap Flop',
    core: 'Remote Snacks BingeWatch',
    scenes: 'LazySunday MovieNight',
    names:
      'ProCouchPotatoTutorial CouchPotatoVsGymRat CouchPotatoNatureDoc LostRemoteCouchPotato CouchPotatoLongReach CouchPotatoAwards WeekendCouchPotatoReport LifeHacksForCouchPotatoes',
  },
  cough: {
    things: 'Tissue Hankie Scarf Elbow Sleeve Hiccup Microphone Silence Library',
    moves: 'ClearThroat ElbowCover AwkwardPause PoliteAhem HoldItIn',
    verbs: 'Cover Muffle Clear',
    core: 'Tissue Elbow ClearThroat',
    scenes: 'Ahem',
    names:
      'GuessWhoseCough DramaticMovieCough ThePoliteCough FakeCoughToHideALaugh CoughAtTheWorstMoment LibraryCoughPanic FiveTypesOfCoughers CoughingInSlowMotion',
    also: 'coughing',
  },
  weekday: {
    things: 'Alarm Commute Lunchbox Backpack Calendar Planner Coffee Uniform Homework Inbox',
    moves: 'SchoolRun PackedLunch NineToFive FridayCountdown MorningRush ClockOut',
    verbs: 'Commute Pack Rush Plan',
    core: 'Alarm Commute Lunchbox SchoolRun',
    scenes: 'MonToFri SchoolNight',
    names:
      'WeekdayMeVsWeekendMe WhatWeekdayIsItAgain EachWeekdayAsAPerson WeekdayAlarmFaces WeekdayMorningChaos WeekdaySchoolRunPanic FiveOClockWeekdayDash WeekdayEnergyMeter',
  },
  'fist bump': {
    things: 'Knuckles Handshake HighFive Teammate Buddy Greeting Coach Bestie',
    moves: 'BlowItUp SecretHandshake KnuckleTap PoundIt ElbowBump',
    verbs: 'Bump Tap Pound Greet',
    core: 'Knuckles BlowItUp SecretHandshake',
    names:
      'HandshakeOrFistBump ExplodingFistBump GrandmasFirstFistBump SlowMoFistBump MissedFistBump TinyFistBump FistBumpTheWholeFamily FistBumpInTheMirror FistBumpSoundEffects',
  },
  'late night': {
    things: 'Moon Snack Pajamas Flashlight Blanket Ramen Stars Sleepover Whisper Fridge',
    moves: 'MidnightSnack FridgeRaid StayUp WhisperGiggles Stargaze PillowTalk',
    verbs: 'Whisper Snack Stargaze Tiptoe',
    core: 'Moon MidnightSnack Pajamas StayUp',
    scenes: 'Midnight AfterDark',
    names:
      'HostALateNightTalkShow LateNightFridgeRaid SleepoverLateNightGiggles LateNightWhisperFight LateNightShowerThoughts LateNightTiptoeFail MeAtLateNightVsMorning LateNightCartRegret',
  },
  'belly button': {
    things: 'Innie Outie Lint Tummy Tickle Raspberry Teddy Toddler',
    moves: 'InnieOrOutie LintCheck TummyTickle BlowARaspberry PullToSpine',
    verbs: 'Tickle Measure Giggle',
    core: 'Innie Outie Lint Tummy',
    names:
      'InnieOrOutieBellyButton BellyButtonLintMuseum ToddlerFindsBellyButton WheresYourBellyButton BellyButtonDoorbell BellyButtonPowerSwitch BellyButtonTickleTest BlowARaspberryBellyButton',
    also: 'navel tummybutton',
  },
  burp: {
    things: 'Soda Fizz Bubbles Alphabet Baby Belly Seltzer Tummy Manners',
    moves: 'ExcuseMe BackPat AlphabetRun FizzySip PardonMe',
    verbs: 'Fizz Pat Giggle Pardon',
    core: 'Soda ExcuseMe Alphabet',
    scenes: 'ExcuseMe',
    names:
      'BurpTheAlphabet RateMyBurp GuessWhoBurped BurpAndApologize StraightFaceBurp BabyBurpFaces BurpTranslator BurpMidSentence',
    also: 'burping belch',
  },
  'light switch': {
    things: 'Bulb Lamp Dimmer Nightlight Darkness Shadow Wall Hallway Bedroom',
    moves: 'FlickOn LightsOut BlackoutReveal ClickOff FindInTheDark',
    verbs: 'Flick Click Dim Reveal',
    core: 'FlickOn LightsOut Dimmer',
    scenes: 'LightsOut Blackout',
    names:
      'HotelLightSwitchHunt WrongLightSwitchAgain LightSwitchPoses LightSwitchOutfitSwap LightSwitchMorningFace LightSwitchMagicTrick DadLightSwitchPatrol LightSwitchFreezeFrame',
  },
  'missed call': {
    things: 'Phone Voicemail Ringtone Mom Notification Screen Silent Vibration Contact',
    moves: 'CallBack LeaveVoicemail IgnoreIt TextInstead Redial',
    verbs: 'Ring Ignore Redial Text',
    core: 'Voicemail Ringtone CallBack',
    scenes: 'Voicemail',
    names:
      'FortyMissedCallsFromMom MissedCallExcuses UnknownNumberMissedCall MissedCallOnSilent MissedCallStareDown GrandmaMissedCallSaga MissedCallDilemma MissedCallPanicFace',
  },
  chin: {
    things: 'Beard Stubble Dimple Jawline Lips Marker Mustache Hand Spoon',
    moves: 'UpsideDownFace HandRest BeardStroke ThinkerPose Tuck',
    verbs: 'Rest Tuck Stroke Ponder',
    core: 'UpsideDownFace Beard ThinkerPose',
    scenes: 'UpsideDown',
    names:
      'ChinPuppetSong TongueToChinDare ChinScratchThinker BalanceASpoonOnYourChin PassItUnderTheChin ChinFaceNewsAnchor DramaticChinRest UpsideDownChinFace',
  },
  'night owl': {
    things: 'Moon Midnight Snack Lamp Blanket Screen Coffee Stars Alarm',
    moves: 'StayUpLate MidnightSnack LateScroll OneMoreEpisode LastOneAwake',
    verbs: 'Snack Scroll Yawn Doze',
    core: 'Midnight Moon MidnightSnack',
    scenes: 'Midnight ThreeAM',
    names:
      'NightOwlVsEarlyBird NightOwlMorningFace ThreeAMNightOwlThoughts NightOwlEnergyBurst NightOwlAlarmWar NightOwlLogic NightOwlRoommate WideAwakeNightOwl',
  },
  blink: {
    things: 'Eyelash Wink Eyelid Flash Mirror Eyes Tears Camera Glasses Lightbulb',
    moves: 'StaringContest DoubleWink EyeFlutter SideEye SlowMoWink',
    verbs: 'Stare Wink Squint Flutter',
    core: 'Stare Wink Eyelash',
    scenes: 'StareDown',
    names:
      'TryNotToBlink FirstToBlinkLoses BlinkAndYouMissIt CantWinkJustBlink BlinkYesNoInterview BlinkInSyncDuet BlinkLikeACartoon SlowMoBlinkFaces BlinkSoapOperaStare BlinkMorseMessage',
    also: 'blinking',
  },
  nose: {
    things: 'Nostrils Sneeze Tissue Scent Freckles Snout Sniffles Tickle Pinocchio Whistle',
    moves: 'ScrunchUp BoopTheSnoot BlindSmellTest BunnyWiggle TongueTouch',
    verbs: 'Sniff Boop Scrunch Wiggle Smell',
    core: 'Sniff Sneeze Boop',
    names:
      'NoseGoesChallenge TongueToNoseChallenge HumWithYourNosePinched ClownNoseEverywhere EveryLieNoseGrows CanYouWiggleYourNose SpoonOnYourNose BoopTheNose GuessTheSmellNose NoseTypingFail',
  },
  forehead: {
    things: 'StickyNote Eyebrows Sweatband Bangs Coin Spoon Temple Headband Sweat Kiss',
    moves: 'Facepalm EyebrowRaise CoinWiggle BrowWipe GentleBonk',
    verbs: 'Bonk Wiggle Raise Wipe Tap',
    core: 'StickyNote Facepalm EyebrowRaise',
    names:
      'StickyNoteForehead PhoneOnYourForehead ForeheadCoinDrop EpicForeheadFacepalm ForeheadWrinkleWave ForeheadPuppetFace DramaticForeheadWipe GooglyEyeForehead ForeheadSpoonHang ThinkingHardForehead',
  },
  'inside joke': {
    things:
      'Friends Catchphrase Nickname GroupChat Meme Callback Laughter Reference Bestie Cousins',
    moves: 'ExplainTheOrigin DropTheCallback ReenactIt SecretHandshake CryLaughing',
    verbs: 'Laugh Explain Reenact Snort Giggle',
    core: 'Catchphrase Callback Friends',
    scenes: 'GroupChat',
    names:
      'ExplainYourInsideJoke InsideJokeOrigin ReenactTheInsideJoke InsideJokeTierList GuessOurInsideJoke ParentsReactInsideJoke OneWordInsideJoke InsideJokeTenYearsOn InsideJokeSubtitles InsideJokeFamilyEdition',
  },
  midnight: {
    things: 'Clock Moon Snack Fridge Pajamas Stars Flashlight Countdown Owl Pillow',
    moves: 'SnackRaid Tiptoe StayUpLate ClockStrike LightsOut',
    verbs: 'Tiptoe Whisper Stargaze Yawn',
    core: 'SnackRaid Clock Moon',
    scenes: 'LateNight',
    names:
      'MidnightSnackHeist MidnightVsMorningMe MidnightZoomies LoseAShoeAtMidnight MidnightGeniusIdea CreakyFloorAtMidnight StillAwakeAtMidnight MidnightCerealClub',
  },
  'small talk': {
    things: 'Weather Elevator Barber Neighbor Stranger Icebreaker Silence Party Handshake Nametag',
    moves: 'AwkwardPause NodAndSmile FakeLaugh WeatherChat SmoothExit',
    verbs: 'Chat Nod Mingle Smile Ramble',
    core: 'Weather AwkwardPause Elevator',
    scenes: 'Chitchat',
    names:
      'ElevatorSmallTalk BarberSmallTalkPOV NoSmallTalkAllowed SmallTalkWithMyDog AwkwardSmallTalkExit RateMySmallTalk SmallTalkOnlyWeather SmallTalkWithAToddler',
  },
  'high five': {
    things: 'Palm Hand Slap Clap Teammate Handshake Fistbump Elbow Crowd Scoreboard',
    moves: 'TooSlow LowFive AirFive MissedHand EpicSlap',
    verbs: 'Slap Clap Celebrate Cheer Miss',
    core: 'Palm Slap TooSlow',
    names:
      'HighFiveLeftHanging HighFiveTooSlow MissedHighFive OverlyEpicHighFive AwkwardHighFiveHug HighFiveYourMirror ToddlerHighFiveFail HighFiveOrHandshake',
    also: 'high5',
  },
  belly: {
    things: 'Navel Giggle Rumble Drum Pillow Snack Laugh Hiccup Tickle Pajamas',
    moves: 'PatAndRub TummyRumble BigLaugh RaspberryBlow Jiggle',
    verbs: 'Pat Rub Giggle Wiggle Rumble',
    core: 'Laugh Giggle TummyRumble',
    scenes: 'Tummy',
    names:
      'TryNotToBellyLaugh RubYourBellyPatYourHead LoudestBellyRumble BellyFacePuppet BellyRaspberryAttack BellyGrowlVoiceover BellyDrumSolo PenguinBellyWaddle',
    also: 'tummy',
  },
  'all nighter': {
    things: 'Coffee Flashcards Sleepover Snacks Sunrise Blanket Deadline Playlist Textbook Pillow',
    moves: 'StayAwake ZombieMode SunriseSelfie PowerNap LastMinuteCram',
    verbs: 'Cram Yawn Snack Study Doze',
    core: 'Coffee Sunrise ZombieMode',
    scenes: 'Sleepover',
    names:
      'DayAfterAllNighter AllNighterTrailerSpoof AllNighterLogic AllNighterSunriseFace AllNighterRegrets 4AMAllNighterGiggles ZombieModeAllNighter TeddyBearsAllNighter',
  },
  'hall pass': {
    things: 'Lanyard Teacher Locker Classroom Clipboard Bathroom Principal Bell Signature Corridor',
    moves: 'SignOut RaiseYourHand LongWayBack LockerDetour QuickTrip',
    verbs: 'Sign Wander Stroll Ask Return',
    core: 'Locker Teacher SignOut',
    scenes: 'School',
    names:
      'WeirdestHallPass RubberChickenHallPass HallPassSideQuest HallPassPOV GiantHallPass ExcusesForAHallPass WhenTheHallPassIsTaken HallPassWalkOfFame',
  },
  forklift: {
    things: 'Pallet Forks Warehouse Boxes HardHat SafetyVest Mast Shelves Beeper Cones',
    moves: 'ReverseBeep LiftAndStack PalletPickup LoadUp SafetyCheck',
    verbs: 'Lift Stack Load Beep Reverse',
    core: 'Pallet Warehouse ReverseBeep Lift',
    scenes: 'Warehouse LoadingDock',
    names:
      'BeepLikeAForklift ForkliftDreamJobSkit ForkliftSafetyVideo ForkliftArmsChallenge ForkliftCommentator IfForkliftsCouldTalk ForkliftStyleEntrance ToyForkliftHeist',
  },
  tissues: {
    things: 'Box Sneeze Nose Tears SadMovie Pocket Pile Cold Lotion Allergies',
    moves: 'Achoo BigSneeze SadMovieCry LastOne PullOneOut',
    verbs: 'Sniffle Sneeze Wipe Blow Cry',
    core: 'Box Sneeze Nose Sniffle',
    scenes: 'SadMovie AllergySeason ColdSeason',
    names:
      'TissueBoxMagicTrick SadMovieTissueCount WhoTookTheLastTissue DramaticTissueDab IfTissuesCouldTalk TissueInTheWash SneezeButNoTissues TissueBinSlamDunk',
    also: 'tissue',
  },
  cheeks: {
    things: 'Blush Dimples Smile Freckles Grin FacePaint Sunscreen Highlighter Kiss Mirror',
    moves: 'PuffUp PopSound BigGrin AirKiss Squish',
    verbs: 'Puff Pop Blush Smile Squish',
    core: 'Blush Dimples PuffUp Smile',
    names:
      'BiggestBalloonCheeks CheekPopConversation GrandmaPinchesMyCheeks MakeMyCheeksBlush DontLaughPuffedCheeks CheekSquishSelfie HamsterFaceCheeks PufferfishCheeks',
    also: 'cheek',
  },
  'birthday candles': {
    things: 'Cake Wish Frosting Sprinkles PartyHat Song Balloons Age Cupcake Confetti',
    moves: 'BigWish BlowOut CountThemUp BirthdaySong CakeReveal',
    verbs: 'Wish Blow Count Sing Celebrate',
    core: 'Cake Wish BlowOut Sprinkles',
    scenes: 'PartyTime CakeTime',
    names:
      'BirthdayCandlesMathFail CountMyBirthdayCandles WrongNumberBirthdayCandle SlowMoBirthdayCandleWish BirthdayCandlesOnAPizza BirthdayCandleDrawerChaos BirthdayCandlesSpeech TalkingBirthdayCandles',
    also: 'bdaycandles',
  },
  shiver: {
    things: 'Goosebumps Chills Blanket Icicle Snowflake Scarf Teeth Mittens Spine Popsicle',
    moves: 'TeethChatter FullBodyShake SpineTingle ColdHug BrrDance',
    verbs: 'Shake Chatter Tremble Huddle Quiver',
    core: 'Goosebumps Chills TeethChatter',
    scenes: 'Brr ColdSnap',
    names:
      'ShiverLikeAChihuahua ThermostatWarShivers PirateShiverMeTimbers ShortsInWinterShiver SlowMoShiver ShiverOnCue OverdramaticShiver FreezerDoorShiver',
    also: 'shivering',
  },
  'thumbs up': {
    things: 'Emoji Approval Smile Sticker Like Wink Applause Selfie Grin Nod',
    moves: 'AwkwardNod HighFive WinkAndPoint BigGrin FistBump',
    verbs: 'Approve Nod Wink Point Cheer',
    core: 'Emoji Approval HighFive',
    scenes: 'AllGood',
    names:
      'AwkwardThumbsUp MomsThumbsUpText ThumbsUpPhotoBomb OnlyThumbsUpToday FakeSmileThumbsUp ThumbsUpNoMatterWhat BabysFirstThumbsUp ThumbsUpWithYourToes',
  },
  'ironing board': {
    things: 'Steam Creases Shirt Laundry Collar Sleeve Wrinkles Hanger Starch Cover',
    moves: 'CrispCollar SharpCrease SteamPuff FoldAway SetItUp',
    verbs: 'Press Steam Smooth Fold Flip',
    core: 'Creases Shirt Wrinkles',
    scenes: 'LaundryDay',
    names:
      'IroningBoardStandingDesk IroningBoardBuffet IroningBoardTalkShow IroningBoardPodium IroningBoardDJBooth IroningBoardNewsAnchor WhoEvenUsesAnIroningBoard IroningBoardLemonadeStand',
    also: 'ironboard',
  },
  chimney: {
    things: 'Santa Soot Bricks Roof Smoke Sweep Broom Stockings Fireplace Reindeer',
    moves: 'SootyFace SweepDance SantaStuck TopHatTip',
    verbs: 'Sweep Squeeze Peek Puff',
    core: 'Santa Soot Sweep',
    scenes: 'Christmas Winter',
    names:
      'ChimneyElfInterview ChimneyOrWindowDebate CardboardChimneyEntry SootyChimneyFace ChimneyDadJokes ChimneySweepStrut TooManyCookiesChimney ReindeerChimneyCheck',
  },
  clipboard: {
    things: 'Checklist Pen Whistle Coach Inspector Lanyard Survey Form Stopwatch',
    moves: 'CheckItOff TakeNotes ClickThePen InspectTheRoom',
    verbs: 'Check Inspect Tally Rate Sign',
    core: 'Checklist Pen Inspector',
    scenes: 'Inspection',
    names:
      'ClipboardConfidence ClipboardHomeInspector ClipboardCoachDad ClipboardPlantInterview ClipboardFridgeAudit ClipboardFamilyMeeting ClipboardSnackCritic ClipboardTalentScout',
  },
  'photo booth': {
    things: 'Props Mustache Strip Backdrop Flash Curtain Frame Sign Hats Sunglasses',
    moves: 'StrikeAPose FourPoseStrip SillyFace GroupSqueeze PropSwap',
    verbs: 'Pose Snap Squeeze Smile Print',
    core: 'Props Strip StrikeAPose',
    scenes: 'Wedding Prom Party',
    names:
      'PhotoBoothSqueeze FourPosesPhotoBooth PhotoBoothPlotTwist StraightFacePhotoBooth RecreateOldPhotoBooth PropSwapPhotoBooth SillyHatPhotoBooth PhotoBoothBlinkTest',
  },
  'space heater': {
    things: 'Blanket Socks Slippers Cocoa Thermostat ColdFeet Winter Desk Sweater Mug',
    moves: 'WarmUpToes HogTheHeat ThermostatWar HuddleUp ThawOut',
    verbs: 'Warm Huddle Shiver Thaw',
    core: 'ColdFeet Winter Huddle',
    scenes: 'Winter Office',
    names:
      'SpaceHeaterHog WhoMovedMySpaceHeater SpaceHeaterTurfWar SpaceHeaterLoveLetter SpaceHeaterMonologue ColdFeetSpaceHeater OfficeSpaceHeaterDrama ThawOutSpaceHeater',
  },
  pufferfish: {
    things: 'Cheeks Spikes Balloon Ocean Aquarium Reef Bubbles Fins Face Tank',
    moves: 'PuffUp CheekPuff Deflate SpikeOut BubbleFace',
    verbs: 'Puff Inflate Deflate Float Swim',
    core: 'Cheeks PuffUp Spikes',
    scenes: 'Ocean Reef Aquarium',
    names:
      'CheeksLikeAPufferfish PufferfishStareDown DeflatingPufferfish PufferfishFamilyPortrait SurprisedPufferfish PufferfishImpression AngryPufferfishMode PufferfishSelfie',
    also: 'blowfish',
  },
  headlight: {
    things: 'Deer HighBeams Toothpaste Car Garage Flashlight Blinker Bumper Night Glow',
    moves: 'DeerFace FrozenStare FlashTheBeams WideEyes BlindedLook',
    verbs: 'Freeze Stare Shine Flash Glow',
    core: 'Deer FrozenStare Glow',
    scenes: 'HighBeam',
    names:
      'DeerInTheHeadlights HeadlightFaceWhen HeadlightStareOff PopUpHeadlightWink HeadlightsHaveFaces CaughtInHeadlights HeadlightEyesAtExams HeadlightFaceImpression',
  },
  'name tag': {
    things: 'Sticker Marker Lanyard Badge Nickname Conference Reunion Icebreaker Handwriting Pin',
    moves: 'StickItOn PeelAndStick SayHello MixAndMingle DoodleOnIt',
    verbs: 'Stick Write Peel Mingle Introduce',
    core: 'Sticker Marker SayHello',
    scenes: 'HelloSticker',
    names:
      'FunniestNameTagWins WrongNameTagAllDay NameTagForYourMood IfMyCatHadANameTag NameTagEverything MisspelledNameTag DadJokeNameTag BabyPhotoNameTag NameTagWithYourAlterEgo',
    also: 'namebadge',
  },
  'shopping bag': {
    things: 'Groceries Handles Receipt Checkout Canvas Paper Trolley Snacks Stash Haul',
    moves: 'OneTripCarry LoadUp FoldAway ForgotItAgain CarryItAll',
    verbs: 'Pack Carry Unpack Fold Reuse',
    core: 'Groceries Handles OneTripCarry',
    scenes: 'GroceryRun',
    names:
      'OneTripShoppingBags ShoppingBagStashReveal WhenTheShoppingBagRips ForgotTheShoppingBags RefoldTheShoppingBag GuessMyShoppingBag EggsOnTopShoppingBag ShoppingBagFingerMarks HeroWalkWithShoppingBags',
    also: 'grocerybag reusablebag',
  },
  'fly swatter': {
    things: 'Fly Kitchen Window Porch Summer Mesh Handle Picnic Screen Buzz',
    moves: 'MissedSwing BackhandSwat SlowMoSwat WaitForIt NinjaStance',
    verbs: 'Swat Swing Miss Flick Chase',
    core: 'Fly Buzz Swat',
    scenes: 'Summer Porch',
    names:
      'KnightedByAFlySwatter FlySwatterTalentShow FlySwatterMagicWand FlySwatterPointerTalk FlySwatterInterview WhoStoleMyFlySwatter FlySwatterHandFan FlySwatterSelfieStick',
    also: 'swatter',
  },
  'shop assistant': {
    things: 'Till Receipt Uniform Nametag Counter Shelves Customer Barcode Bags Queue',
    moves: 'ScanAndBag CanIHelpYou FoldTheStack Restock NextPlease PriceCheck',
    verbs: 'Scan Fold Help Serve Wrap',
    core: 'Till Nametag NextPlease',
    scenes: 'Checkout ShopFloor Retail',
    names:
      'EveryShopAssistantEver ShopAssistantAtHome FirstDayShopAssistant ThingsShopAssistantsHear DoYourShopAssistantVoice TinyShopAssistantSkit ShopAssistantPOV LifeAsAShopAssistant',
  },
  receptionist: {
    things:
      'Headset Clipboard DeskBell Badge Calendar SignInSheet Stapler WaitingRoom Phone Visitors',
    moves: 'PleaseHold SignInHere TakeAMessage CheckInGuests PhoneVoice',
    verbs: 'Greet Answer Schedule Welcome Transfer',
    core: 'Headset DeskBell PleaseHold',
    scenes: 'FrontDesk Lobby',
    names:
      'ReceptionistPhoneVoice EveryReceptionistEver ThingsReceptionistsHear ReceptionistFirstDayPOV SmileLikeAReceptionist ReceptionistVsDeskBell ReceptionistSpellingBee DoYourBestReceptionist ReceptionistHoldMusicHum',
  },
  'office worker': {
    things: 'Desk Laptop Stapler Coffee Mug Lanyard Printer Meeting Spreadsheet Cubicle Commute',
    moves: 'ReplyAll ClockIn CoffeeRun LunchBreak DeskStretch',
    verbs: 'Type Print Staple Commute Email',
    core: 'Desk Laptop Stapler',
    scenes: 'NineToFive DeskLife',
    names:
      'OfficeWorkerVsPrinter WhatOfficeWorkersMean OfficeWorkerOnMute OfficeWorkerSmallTalk OfficeWorkerFirstDay FiveOClockOfficeWorker OfficeWorkerSnackDrawer CoffeeCountOfficeWorker',
    also: 'officejob deskjob',
  },
} as const satisfies KeywordEntries;
