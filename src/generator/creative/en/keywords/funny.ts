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
    names: 'OfficeOlympics PerMyLastEmail OfficeChairSpinOff OfficeImpressions WhoStoleMyStapler',
  },
  mom: {
    things: 'Minivan Purse WoodenSpoon Fridge Snacks Lunchbox Groceries Spatula Carpool Coupon',
    moves: 'TheLook PhoneVoice GroceryRun SchoolRun Lecture BedtimeStory PackedLunch',
    verbs: 'Hug Cook Drive Pack Remind',
    core: 'Hug Minivan Lunchbox',
    names: 'WeHaveFoodAtHome MomsPhoneVoice MomLogic MomImpression WhenMomSaysYourFullName',
    also: 'mum mommy mother momma mama',
  },
  dad: {
    things: 'Grill Remote Thermostat Socks Sandals Lawnmower Recliner Toolbox Cardigan Minivan',
    moves: 'Pun Grilling CouchNap RoadTrip LawnMowing HighFive Whistle Handshake',
    verbs: 'Grill Mow Fix Nap Joke',
    core: 'Pun Sandals Recliner Joke',
    names: 'DadJokeDuel HiHungryImDad WorstDadJokeWins DontTouchTheThermostat DadDanceOff',
    also: 'daddy father papa pops',
  },
  monday: {
    things: 'Alarm Coffee Snooze Mug Inbox Pillow Commute Calendar Traffic Weekend',
    moves: 'Yawn SleepIn CoffeeRun SnoozeMarathon ZombieWalk FirstMeeting',
    verbs: 'Snooze Yawn Survive Sleep',
    core: 'Alarm Snooze Yawn',
    names: 'SurviveMonday ShowUsYourMondayFace ZombieModeMonday MondayVsFriday MondaysBeLike',
  },
  school: {
    things: 'Backpack Locker Lunchbox Homework Bus Bell Cafeteria Hallway Desk Principal Recess',
    moves: 'PopQuiz GroupProject FirstDay RollCall HallPass ClassPhoto LunchTrade',
    verbs: 'Study Learn Doodle Cram',
    core: 'Backpack Homework Locker Study',
    names:
      'SchoolPictureDayPose BestHomeworkExcuse SchoolStarterPack SchoolMorningSpeedrun RecessDanceOff',
  },
  teacher: {
    things: 'Whiteboard RedPen Apple Coffee Desk Chalk Stickers Classroom Gradebook Lanyard',
    moves: 'TheLook PopQuiz RollCall Grading FieldTrip LessonPlan',
    verbs: 'Teach Grade Explain Assign',
    core: 'Whiteboard Apple RedPen Teach',
    names:
      'TeacherVoiceChallenge ThingsTeachersSay MasterTheTeacherLook IfTeachersWereHonest TeacherImpression',
  },
  work: {
    things: 'Desk Boss Laptop Inbox Paycheck Commute Lanyard Breakroom Calendar Deadline',
    moves: 'ClockIn ClockOut CoffeeBreak LunchBreak SickDay ZoomCall',
    verbs: 'Hustle Commute Email Grind',
    core: 'Desk Laptop Commute',
    names:
      'ClockOutDance SayItInCorporate WorkFromHomeVsOffice ShowUsYourWorkDesk WorkBestieHandshake',
    also: 'job',
  },
  grandma: {
    things: 'Cookies Knitting Cardigan Candy Recipe Glasses Slippers Quilt Bingo FlipPhone',
    moves: 'Baking VideoCall TechSupport BingoNight SecondHelping Hug',
    verbs: 'Bake Knit Hug Cook',
    core: 'Knitting Cookies Bake',
    names:
      'TeachingGrandmaSlang BakeWithGrandma GrandmaTechSupport GrandmaImpression GrandmaReacts',
    also: 'granny nana grandmother gran',
  },
  kid: {
    things: 'Toys Crayons Lunchbox Backpack Snacks Playground Juice Stickers Tablet Bedtime',
    moves: 'HideAndSeek PillowFort Playdate Sleepover TickleFight BedtimeStory',
    verbs: 'Play Giggle Draw Build',
    core: 'Toys Crayons Playground Play',
    names: 'KidTriesMyJob LetTheKidStyleMe AskAKid ThingsMyKidSaid KidLogic',
    also: 'children child',
  },
  baby: {
    things: 'Diaper Bottle Stroller Pacifier Bib Rattle Onesie Crib Highchair Teether',
    moves: 'Peekaboo FirstWords FirstSteps Raspberry TummyTime FirstTaste',
    verbs: 'Giggle Babble Crawl Coo',
    core: 'Diaper Rattle Peekaboo Giggle',
    names: 'MakeTheBabyLaugh PeekabooChallenge BabyTranslator FirstTasteFaces BabyLogic',
    also: 'infant newborn',
  },
  boss: {
    things: 'Desk Office Meeting Inbox Memo Deadline Paycheck Promotion Raise Calendar',
    moves: 'PepTalk SurpriseVisit TeamMeeting CasualFriday Shoutout Handshake',
    verbs: 'Manage Delegate Approve Promote',
    core: 'Office Meeting Deadline',
    names: 'BossForADay WhenTheBossWalksIn BossImpression BestBossPepTalk BossVsEmployee',
    also: 'manager',
  },
  family: {
    things:
      'GroupChat DinnerTable Minivan Couch PhotoAlbum Backyard Recipe Nickname Reunion Tradition',
    moves: 'GameNight RoadTrip MovieNight GroupHug PillowFight Potluck',
    verbs: 'Hug Share Gather Bond',
    core: 'DinnerTable Reunion GroupHug',
    names:
      'RecreateFamilyPhotos MostLikelyTo FamilyTalentShow WhoSaidItFamilyEdition FamilyPhotoFail',
  },
  'dad joke': {
    things: 'Punchline Pun OneLiner Groan Rimshot Drumroll Facepalm Cringe',
    moves: 'Eyeroll KnockKnock StraightFace Comeback Wordplay',
    verbs: 'Joke Groan Tell Laugh',
    core: 'Pun Punchline Groan',
    names: 'TryNotToGroan WorstDadJokeWins HiHungryImDad DadJokeDuel TellMeADadJoke DadJokeRelay',
    also: 'pun',
  },
  meme: {
    things: 'Caption Reaction Gif Emoji Sticker Screenshot Template Punchline Trend Format',
    moves: 'Recreation ReactionFace SideEye Remix Stitch Duet',
    verbs: 'Caption Recreate Share Remix',
    core: 'Caption Reaction Gif',
    names: 'RecreateTheMeme ExplainTheMemeToMom CaptionThisMeme MemeInRealLife MemeFaceChallenge',
  },
  impression: {
    things: 'Voice Accent Catchphrase Celebrity Cartoon Character Wig Costume Mirror Mic',
    moves: 'CartoonVoice CelebrityVoice Reenactment CharacterSwitch Cameo Duet',
    verbs: 'Mimic Imitate Copy Channel',
    core: 'Voice Accent Mimic',
    names:
      'DoYourBestImpression GuessTheImpression ImpressionRoulette OneLineFiveVoices GuessWhoIAm',
    also: 'impersonation',
  },
  'lip sync': {
    things: 'Hairbrush Mic Mirror Playlist Lyrics Spotlight Chorus Stage Costume Sound',
    moves: 'HairFlip MicDrop Duet BigFinish Overact Reenactment',
    verbs: 'Mime Perform Mouth Sing',
    core: 'Mic Lyrics Hairbrush',
    names: 'LipSyncBattle DramaticLipSync HairbrushMicChallenge LipSyncInOneTake LipSyncWithMe',
  },
  'tongue twister': {
    things: 'Seashells Woodchuck PeterPiper Rhyme Alphabet Syllable Mic Stopwatch',
    moves: 'FiveTimesFast SpeedVersion SlowVersion Stumble Recite Warmup',
    verbs: 'Say Repeat Recite Stumble',
    core: 'Seashells FiveTimesFast Repeat',
    names:
      'TongueTwisterChallenge SayItFiveTimesFast TongueTwisterRelay PeterPiperChallenge TongueTwisterFaceOff',
  },
  fail: {
    things: 'Blooper Banana Puddle Couch Camera Replay SlowMo Highlight Tripod',
    moves: 'Wipeout Stumble DoubleTake NearMiss Fumble Drop',
    verbs: 'Trip Slip Fumble Drop Flop',
    core: 'Blooper Wipeout Slip',
    names:
      'NailedItOrFailedIt ShowUsYourBestFail ExpectationVsReality RecreateYourBestFail FailThenNailIt',
    also: 'blooper oops',
  },
  'zoom call': {
    things: 'Mute Webcam Background Pajamas Wifi Laptop Headset Filter Chat Screen',
    moves: 'FrozenFace BackgroundSwap PetCameo WaveGoodbye LateJoin ScreenShare',
    verbs: 'Mute Unmute Join Wave Share',
    core: 'Webcam Mute Laptop',
    names:
      'YoureOnMute ZoomCallBingo FrozenOnZoomChallenge ZoomBackgroundChallenge CanYouSeeMyScreen',
    also: 'videocall zoommeeting zoom',
  },
  meeting: {
    things: 'Coffee Slides Whiteboard Agenda Laptop Calendar Notepad Projector Boardroom Clock',
    moves: 'Icebreaker Brainstorm Presentation SideEye Recap',
    verbs: 'Present Pitch Brainstorm Nod Note',
    core: 'Slides Agenda Whiteboard Present',
    names: 'ThisMeetingCouldBeAnEmail MeetingBingo LetsCircleBack SayItInOneSlide MeetingFaces',
  },
  weekend: {
    things: 'Couch Pajamas Brunch Remote Blanket Snacks Pillow Hammock Backyard Netflix',
    moves: 'SleepIn Nap LazyDay PajamaDay MovieMarathon DayTrip',
    verbs: 'Relax Nap Chill Lounge',
    core: 'Couch Brunch Pajamas Relax',
    names:
      'WeekendPlansVsReality LaziestWeekendWins PajamasAllDay WeekendVsWeekday WeekendResetChallenge',
  },
  friday: {
    things: 'Pizza Paycheck Couch Snacks Popcorn Clock Weekend Calendar Playlist Sneakers',
    moves: 'HappyDance ClockOut PizzaNight MovieNight VictoryLap Countdown',
    verbs: 'Celebrate Dance Relax Unwind',
    core: 'Pizza Weekend HappyDance',
    names: 'FridayHappyDance FinallyFriday CountdownToFriday FridayFitCheck FridayVsMonday',
  },
  morning: {
    things: 'Alarm Coffee Snooze Bedhead Mirror Toothbrush Cereal Pillow Slippers Sunrise',
    moves: 'HitSnooze FirstSip Yawn Stretch RollOutOfBed GetReady',
    verbs: 'Wake Stretch Yawn Snooze Rise',
    core: 'Alarm Sunrise Cereal Wake',
    names:
      'MorningMeVsNightMe NotAMorningPerson MorningBedheadReveal FiveMoreMinutes FirstSipFaces',
  },
  adulting: {
    things: 'Bills Laundry Groceries Dishes Taxes Budget Rent Calendar Appointment Voicemail',
    moves: 'PhoneCall GroceryRun LaundryDay MealPrep BudgetCheck TaxSeason',
    verbs: 'Budget Pay Fold Cook Schedule',
    core: 'Bills Laundry Taxes Budget',
    names: 'AdultingBingo SmallAdultingWins ICantAdultToday AdultingLevelUp MakeThePhoneCallDare',
  },
  chore: {
    things: 'Broom Mop Vacuum Dishes Laundry Sponge Bucket Duster TrashBag Apron',
    moves: 'DishDuty BroomDance MopSlide BedMaking LaundryFold SpeedClean',
    verbs: 'Sweep Mop Scrub Fold Vacuum Dust',
    core: 'Broom Mop Vacuum Sweep',
    names: 'ChoreDanceOff ChoreRoulette ChoreWars BeatTheChoreClock MakeChoresFun',
    also: 'housework',
  },
  laundry: {
    things: 'Socks Basket Hamper Dryer Washer Hanger Detergent Sheets Pile Lint',
    moves: 'SockHunt SockMatch FittedSheetFold FoldAlong WashDay ChairPile',
    verbs: 'Fold Wash Sort Hang Dry',
    core: 'Basket Socks Hamper Fold',
    names:
      'FoldTheFittedSheet FindTheMissingSock LaundryFoldOff LaundryMountain LaundryBasketTetris',
  },
  teenager: {
    things: 'Phone Hoodie Earbuds Bedroom Snacks Charger Backpack Mirror Curfew Allowance',
    moves: 'EyeRoll Shrug SleepIn DoorSlam GroupChat ScreenTime',
    verbs: 'Shrug Sleep Text Scroll',
    core: 'Phone Hoodie EyeRoll Text',
    names: 'ParentsVsTeens TeenTranslator EyeRollChallenge TeenagersBeLike TeenLogic',
    also: 'teen',
  },
  toddler: {
    things: 'Snacks Crayons Toys Blocks Stroller Sippy Pajamas Tablet Boots Nap',
    moves: 'Tantrum Peekaboo Zoomies Negotiation NoNoNo Dressing',
    verbs: 'Giggle Climb Run Babble',
    core: 'Tantrum Blocks Crayons Giggle',
    names:
      'LetTheToddlerDecide ToddlerNegotiations ToddlerTranslator ToddlerLogic ToddlerImpression',
    also: 'threenager',
  },
  wedding: {
    things: 'Cake Bouquet Ring Veil Tux Toast DanceFloor Confetti Aisle Speech',
    moves: 'FirstDance BouquetToss CakeCutting AisleWalk SpeechFail ConfettiToss',
    verbs: 'Dance Toss Toast Celebrate',
    core: 'Bouquet Ring Cake FirstDance',
    names:
      'UncleOnTheDanceFloor WeddingDanceRemix WeddingToastInRhyme WeddingDanceFail BestManSpeechFails',
    also: 'bride groom',
  },
  birthday: {
    things: 'Cake Candles Balloons Presents Confetti Card Cupcake Pinata Party Hat',
    moves: 'SurpriseParty CandleBlow GiftReveal HappyDance Singing CakeSmash',
    verbs: 'Celebrate Wish Unwrap Party',
    core: 'Cake Balloons Presents Celebrate',
    names: 'OffKeyBirthdaySong BirthdayDanceEntrance WorstGiftEver BlowOutTheCandles BirthdayFail',
    also: 'bday',
  },
  christmas: {
    things: 'Tree Lights Santa Elf Stocking Ornament Reindeer Cookies Sweater Wrapping',
    moves: 'UglySweater GiftReveal ElfOnTheShelf LightTangle TreeTopper Caroling',
    verbs: 'Wrap Decorate Gift Jingle',
    core: 'Tree Santa Ornament Wrap',
    names:
      'UglyChristmasSweaterOff UntangleTheLights ChristmasCarolSingOff ElfOnTheShelfFails ChristmasFails',
    also: 'xmas',
  },
  thanksgiving: {
    things: 'Turkey Pie Stuffing Gravy Leftovers KidsTable Cranberry Football Parade Recliner',
    moves: 'FoodComa SecondHelping WishboneSnap FamilyPhoto DinnerToast TableTalk',
    verbs: 'Feast Carve Gobble Thank',
    core: 'Turkey Pie Feast',
    names:
      'WishboneShowdown KidsTableConfessions ThanksgivingTurkeyWaddle ThanksgivingLeftoverStack ThanksgivingFails',
  },
  'new year': {
    things: 'Confetti Countdown Fireworks Resolution Party Glitter Clock Calendar Balloon Toast',
    moves: 'Countdown BallDrop MidnightToast Resolution FireworkShow Cheers',
    verbs: 'Celebrate Toast Count Cheer',
    core: 'Confetti Countdown Resolution Celebrate',
    names:
      'NewYearSameMe NewYearNewMe NewYearResolutionFail ResolutionRoulette NewYearCountdownDance',
    also: 'newyears',
  },
  'valentines day': {
    things: 'Chocolate Roses Card Heart Teddy Candy Cupid Balloon Flowers Date',
    moves: 'LoveNote CardExchange Serenade BlindDate CandyGrams Proposal',
    verbs: 'Love Hug Share Gift',
    core: 'Heart Roses Card Love',
    names:
      'CheesyPickupLines CheesyValentineCards ValentineForYourPet CandyHeartPoetry ValentineFail',
    also: 'valentine valentines',
  },
  summer: {
    things: 'Pool Popsicle IceCream Sprinkler Beach Sunscreen FlipFlops Fan Shades Tan',
    moves: 'Cannonball WaterBalloon SprinklerRun Sandcastle PoolFloat IceCreamRun',
    verbs: 'Swim Splash Melt Chill',
    core: 'Pool Popsicle Beach Splash',
    names:
      'TooHotToFunction SummerSprinklerDance SummerPopsicleRace SummerVsWinter SummerBucketListSpeedrun',
  },
  winter: {
    things: 'Snow Mittens Scarf Boots Sled Snowman HotCocoa Heater Blanket Icicle',
    moves: 'SnowAngel SnowballFight SledRun BundleUp Skating Shiver',
    verbs: 'Shiver Sled Skate Bundle',
    core: 'Snow Snowman Mittens Sled',
    names:
      'PuffyCoatWaddle WinterBundleUpChallenge TooColdToFunction WinterSnowmanMakeover WinterVsSummer',
  },
  traffic: {
    things: 'Horn Radio SteeringWheel Playlist Billboard Cone Lane Exit Carpool GPS',
    moves: 'CarKaraoke RadioSurf Honk JamSnack BackseatSingAlong',
    verbs: 'Honk Wait Sing Sigh',
    core: 'Horn SteeringWheel Honk',
    names:
      'TrafficJamSession TrafficJamBingo TrafficJamKaraoke BackseatDriverImpression PassengerSeatDJ',
    also: 'trafficjam',
  },
  commute: {
    things: 'Bus Train Subway Headphones Coffee Backpack Ticket Seat Platform Bike',
    moves: 'SeatHunt TrainNap PodcastBinge LastSprint StandingNap TurnstileSpin',
    verbs: 'Ride Wait Walk Dash',
    core: 'Bus Train Subway Ride',
    names: 'CommuteBingo RateMyCommute CommuteOutfitCheck MissedTheBus SurviveTheCommute',
  },
  'customer service': {
    things: 'Headset Phone HoldMusic Receipt Counter Manager Ticket Survey Script Queue',
    moves: 'OnHold PoliteSmile Transfer CallBack ReturnDesk ScriptReading',
    verbs: 'Help Smile Transfer Apologize',
    core: 'Headset HoldMusic Help',
    names:
      'CustomerServiceVoice CustomerServiceImpression CustomerServiceSmile PleaseHoldChallenge HoldMusicDance',
    also: 'callcenter',
  },
  retail: {
    things: 'Register Receipt Nametag Cart Hanger Shelf PriceTag Barcode Counter',
    moves: 'Checkout Restock PriceCheck Folding ClosingTime Greeting',
    verbs: 'Fold Stock Scan Smile',
    core: 'Register PriceTag Receipt Scan',
    names: 'FoldItLikeRetail RetailSmile RetailWorkerImpression CheckTheBack ThingsCustomersSay',
    also: 'cashier',
  },
  waiter: {
    things: 'Tray Menu Apron Notepad Plate Napkin Table Tip Kitchen Bill',
    moves: 'TrayBalance BirthdaySong OrderTaking Refill PlateStack Specials',
    verbs: 'Serve Balance Carry Smile',
    core: 'Tray Menu Apron Serve',
    names:
      'WaiterTrayBalance WaiterSingsTheSpecials WaiterImpression NapkinFoldOff EnjoyYourMealYouToo',
    also: 'waitress server',
  },
  'drive thru': {
    things: 'Fries Milkshake Speaker Window Menu Straw Napkin Receipt Car Headset',
    moves: 'WrongOrder SecretMenu SpeakerVoice WindowWave OrderFail SauceCheck',
    verbs: 'Order Drive Pay Munch',
    core: 'Fries Milkshake Order',
    names: 'DriveThruVoice DriveThruAtHome DriveThruOrderChallenge SecretMenuOrder WrongOrderAgain',
    also: 'drivethrough',
  },
  ikea: {
    things: 'Meatballs AllenWrench Manual Shelf Bookcase Lamp Cart Showroom Flatpack Maze',
    moves: 'BookcaseBuild FlatpackBuild ManualFail ShowroomNap MazeRun ShowroomTour',
    verbs: 'Build Assemble Wander Shop',
    core: 'Flatpack AllenWrench Meatballs Assemble',
    names: 'IkeaBuildRace EscapeTheIkeaMaze ExtraScrewChallenge LeftoverScrews IkeaBuildFail',
  },
  walmart: {
    things: 'Cart Aisle Greeter Receipt Checkout ParkingLot Scooter Vest Rollback Shelf',
    moves: 'Haul PriceCheck AisleRun ParkingHunt Checkout Restock',
    verbs: 'Shop Browse Roll Haul',
    core: 'Cart Greeter Aisle Shop',
    names:
      'WalmartOutfitChallenge TenDollarWalmartHaul OnlyAtWalmart WalmartFinds WalmartAtMidnight',
  },
  costco: {
    things: 'Samples HotDog Cart Pizza Muffin Rotisserie Membership Pallet Aisle Receipt',
    moves: 'SampleHunt SampleTour BulkHaul CartTetris HotDogCombo Checkout',
    verbs: 'Shop Sample Stock Haul',
    core: 'Samples HotDog BulkHaul',
    names: 'CostcoSampleTour GuessTheCostcoTotal CartTetris CostcoDateNight CostcoHaul',
  },
  autocorrect: {
    things: 'Phone Keyboard Typo Emoji Text Message Screenshot Thumbs Chat Dictionary',
    moves: 'TypoFail Unsend SendFail Correction Rewrite Screenshot',
    verbs: 'Type Text Send Fix',
    core: 'Typo Keyboard TypoFail',
    names:
      'LetAutocorrectFinish WhatIMeantWas AutocorrectStrikesAgain GuessTheTypo AutocorrectFails',
    also: 'autocorrection',
  },
  texting: {
    things: 'Phone Emoji GroupChat Gif VoiceNote Keyboard Sticker Typo ReadReceipt Screenshot',
    moves: 'LeftOnRead DoubleText TypingBubble EmojiOnly VoiceNote Unsend',
    verbs: 'Text Type Send Reply Scroll',
    core: 'Phone Emoji Text',
    names: 'EmojiOnlyChallenge ReadYourLastText ParentsTextingBeLike TextingMyMom LeftOnRead',
    also: 'text',
  },
  'group chat': {
    things: 'Emoji Gif Meme Sticker Poll Nickname Notifications Screenshot Mute VoiceNote',
    moves: 'ChatRename MuteChat DoubleText LeftOnRead Poll Reply',
    verbs: 'Text Reply Mute React',
    core: 'Emoji Gif Meme Text',
    names: 'ActOutTheGroupChat GroupChatRename TagYourGroupChat ThatOneFriend GroupChatChaos',
  },
  selfie: {
    things: 'Phone Mirror Filter Angle Lighting Pose Camera Caption Smile Stick',
    moves: 'DuckFace Photobomb MirrorPic GroupPic Wink PhotoDump',
    verbs: 'Pose Smile Snap Filter',
    core: 'Phone Filter DuckFace Pose',
    names: 'SelfieFail PhotobombChallenge WorstSelfieWins SelfieExpectations DuckFaceChallenge',
  },
  cringe: {
    things: 'Yearbook Throwback Diary OldVideo Selfie Outfit Haircut Caption Playlist Poem',
    moves: 'Facepalm YearbookReveal ThrowbackReveal DiaryReading Rewatch OldPostReview',
    verbs: 'Rewatch React Relive Facepalm',
    core: 'Yearbook Throwback Facepalm',
    names:
      'ReactingToMyOldVideos CringeYearbookReveal ReadYourFirstPost RecreateMyCringePhoto MyCringePhase',
  },
  awkward: {
    things: 'Handshake Elevator HighFive Hug SmallTalk Wave Silence Doorway EyeContact Goodbye',
    moves: 'WaveBack HalfHug FakeLaugh WrongName DoubleGoodbye HighFiveMiss',
    verbs: 'Wave Laugh Freeze Pause',
    core: 'Silence Handshake WaveBack',
    names:
      'AwkwardHighFive MostAwkwardGoodbye WavingBackAtNoOne AwkwardSilenceChallenge AwkwardFamilyPhotoRedo',
  },
  introvert: {
    things: 'Headphones Blanket Couch Hoodie Book Tea Cat Phone Bed Plans',
    moves: 'CancelledPlans HomeAlone QuietExit PhoneDodge SocialBattery QuietNight',
    verbs: 'Stay Hide Read Recharge',
    core: 'Headphones Book Blanket',
    names:
      'IntrovertOrExtrovert IntrovertProblems IntrovertHappyDance SocialBatteryLow QuietExitChallenge',
  },
  procrastination: {
    things: 'Deadline Couch Phone Snacks Laptop ToDoList Calendar Clock Bed Notifications',
    moves: 'LastMinute AllNighter SnackBreak DeepClean ScrollHole TomorrowMe',
    verbs: 'Delay Scroll Snack Nap',
    core: 'Deadline ToDoList LastMinute',
    names:
      'ProcrastinationChallenge ProcrastinationBingo ProcrastinatorConfessions IllDoItTomorrow LastMinuteLegend',
    also: 'procrastinate procrastinating',
  },
  taxes: {
    things:
      'Receipts Calculator Refund Forms Deadline Shoebox Spreadsheet Envelope Folder Accountant',
    moves: 'RefundDance ReceiptHunt LastMinute Filing Sorting FormFill',
    verbs: 'File Sort Count Calculate',
    core: 'Receipts Calculator Refund',
    names: 'RefundDance ShoeboxReceiptHunt ExplainTaxesLikeImFive TaxSeasonBeLike TaxDayPanic',
    also: 'tax',
  },
  'gen z': {
    things: 'Slang Phone Hoodie Earbuds Emoji Meme Trend Playlist Filter Caption',
    moves: 'SideEye SlangTest Stitch Duet Trend Aesthetic',
    verbs: 'Slay Scroll Stitch React',
    core: 'Slang Phone Meme',
    names:
      'TeachingParentsSlang GenZVsMillennial GuessTheGenZWord GenZTranslation SideEyeChallenge',
    also: 'zoomer',
  },
  millennial: {
    things: 'AvocadoToast SkinnyJeans Latte Houseplant Playlist Laptop Emoji Brunch Hashtag Blog',
    moves: 'SidePart TheLongPause Throwback PhotoDump SongLyrics GifReply',
    verbs: 'Brunch Post Blog Hashtag',
    core: 'SkinnyJeans SidePart Brunch',
    names:
      'SidePartVsMiddlePart MillennialPause MillennialVsGenZ MillennialSongQuiz AvocadoToastDuel',
    also: 'millennials',
  },
  'substitute teacher': {
    things:
      'Attendance Whiteboard SeatingChart Worksheet Desk Classroom Projector Lanyard Lesson Badge',
    moves: 'RollCall NameMixup SeatSwap MovieDay ClassTakeover StickyNote',
    verbs: 'Teach Assign Survive Improvise',
    core: 'RollCall MovieDay Worksheet',
    names:
      'WhenTheSubWalksIn SubstituteImpression SubstituteRollCall SubstituteForADay SubstituteTeacherVoice',
  },
  principal: {
    things: 'Intercom Whistle Office Microphone Hallway Assembly Badge Clipboard Desk Detention',
    moves: 'Announcement PepRally MorningNews AssemblySpeech HallPatrol LunchDuty',
    verbs: 'Announce Patrol Cheer Greet',
    core: 'Intercom Office Assembly Announce',
    names:
      'PrincipalForADay PrincipalDanceOff PepRallyChant ThePrincipalIsHere IntercomAnnouncement',
  },
  cafeteria: {
    things: 'Tray Pizza Nuggets Milk Lunchbox TaterTots Spork Pudding Table LunchLady',
    moves: 'LunchTrade FoodSwap TrayBalance LunchRush TableHop MysteryMeat',
    verbs: 'Trade Swap Munch Share',
    core: 'Tray TaterTots LunchLady',
    names:
      'CafeteriaLunchTrade MysteryMeatMonday RateTheLunchTray CafeteriaTableBeats CafeteriaFoodReview',
    also: 'lunchroom',
  },
  'school bus': {
    things: 'Seat Window Backpack Driver StopSign Aisle Bell Lunchbox Bumps Bus',
    moves: 'BackSeat WindowWave SingAlong BumpyRide SeatSave BusStopDash',
    verbs: 'Ride Wave Bounce Sing',
    core: 'Bus StopSign Ride',
    names: 'SchoolBusKaraoke BackOfTheBus SchoolBusBingo BusStopDash MissedTheBus',
    also: 'bus',
  },
  'field trip': {
    things: 'Bus Lunchbox Museum Zoo PermissionSlip Nametag Buddy Map Souvenir Clipboard',
    moves: 'BuddySystem HeadCount GiftShopRun BusSingAlong Picnic TourGuide',
    verbs: 'Explore Wander Count Visit',
    core: 'Bus Museum PermissionSlip Explore',
    names: 'FieldTripSingAlong FieldTripBingo PackMyFieldTripLunch GiftShopHaul FieldTripSnackSwap',
  },
  graduation: {
    things: 'Cap Gown Diploma Tassel Stage Speech Yearbook Balloons Cake Podium',
    moves: 'CapToss StageWalk TasselTurn DiplomaGrab SpeechFail PhotoPose',
    verbs: 'Graduate Celebrate Toss Walk',
    core: 'Cap Gown Diploma CapToss',
    names:
      'GradCapTossChallenge GradCapReveal GraduationStageStrut GraduationSpeechInRhyme StageWalkFails',
    also: 'grad',
  },
  picnic: {
    things: 'Blanket Basket Sandwich Watermelon Lemonade Ants Cooler Frisbee Napkins Park',
    moves: 'FrisbeeToss AntInvasion SandwichStack BlanketSpread ThreeLeggedRace SeedSpit',
    verbs: 'Pack Spread Munch Share',
    core: 'Basket Blanket Sandwich',
    names:
      'PicnicBasketReveal SeedSpitContest AntsAtMyPicnic PicnicExpectations ThreeLeggedRaceRematch',
  },
  dentist: {
    things: 'Toothbrush Floss Chair Mirror Sticker Lollipop Mask Bib Drill XRay',
    moves: 'OpenWide NumbFace SmileReveal Checkup Rinse FlossCheck',
    verbs: 'Floss Brush Rinse Smile',
    core: 'Toothbrush Floss OpenWide',
    names:
      'AfterTheDentist NumbFaceChallenge DentistImpression DentistSmallTalk FlossLikeYouMeanIt',
  },
  doctor: {
    things:
      'Stethoscope Lollipop Bandage Clipboard Thermometer Scrubs Gown Scale EyeChart Prescription',
    moves: 'SayAhh Checkup WaitingRoom Reflex Sticker HeightCheck',
    verbs: 'Check Listen Heal Measure',
    core: 'Stethoscope Bandage Checkup',
    names:
      'WaitingRoomBingo TeddyBearCheckup DecodeDoctorHandwriting DoctorsOrdersDance DoctorImpression',
    also: 'doc',
  },
  'in law': {
    things: 'DinnerTable GuestRoom Recipe Photos Holiday Couch Gift Casserole Album Car',
    moves: 'FirstMeeting DinnerTalk PoliteSmile Compliment HolidayVisit GiftExchange',
    verbs: 'Impress Smile Visit Compliment',
    core: 'DinnerTable PoliteSmile Impress',
    names: 'InLawRecipeSwap PoliteSmileChallenge MeetingTheInLaws InLawTriviaNight InLawsReact',
  },
  'try not to laugh': {
    things: 'Joke Pun Meme Video Punchline Judge Couch Scoreboard',
    moves: 'StraightFace HoldItIn DadJoke Snort Crack FunnyFace',
    verbs: 'Laugh Giggle Snort Crack',
    core: 'Joke StraightFace Laugh',
    names:
      'IfYouLaughYouLose KeepAStraightFace TryNotToLaughDuet TryNotToLaughChallenge NoLaughZone',
    also: 'dontlaugh ifyoulaughyoulose',
  },
  joke: {
    things: 'Punchline Pun Riddle Mic Stage Crowd Rimshot Drumroll Groan',
    moves: 'OneLiner KnockKnock Roast Comeback Wordplay',
    verbs: 'Tell Laugh Quip Groan',
    core: 'Punchline Pun Laugh',
    names: 'FinishMyJoke WorstJokeWins TellMeAJoke BadJokeBattle OneJokeThreeVoices',
    also: 'jokes',
  },
  'knock knock': {
    things: 'Door Doorbell Punchline Pun Kids Couch Groan Giggle Rimshot',
    moves: 'WhosThere Interrupting DoorJoke Comeback Wordplay',
    verbs: 'Knock Answer Giggle Groan',
    core: 'Door WhosThere Knock',
    names:
      'KnockKnockJokeOff InventAKnockKnock InterruptingCow KnockKnockRelay TeachAKidAKnockKnock',
    also: 'knockknockjoke',
  },
  comedy: {
    things: 'Mic Stage Spotlight Crowd Punchline Notebook Stool Club Heckler Laugh',
    moves: 'StandUp OpenMic Roast Impression Crowdwork Callback',
    verbs: 'Joke Laugh Riff Heckle',
    core: 'Mic Stage StandUp Laugh',
    names:
      'OneLinerOlympics TellYourBestJoke ComedySetInTheKitchen ComedyOpenMicNight ComedyDuoChallenge',
    also: 'comedian standup standupcomedy',
  },
  sitcom: {
    things: 'LaughTrack Couch Apartment Catchphrase ThemeSong Cast Kitchen Diner Set Studio',
    moves: 'Catchphrase LaughTrack Reunion Cameo TalkingHead ColdOpen',
    verbs: 'Act Quip Laugh React',
    core: 'LaughTrack Couch Catchphrase',
    names:
      'FilmYourSitcomIntro IfMyLifeWasASitcom LaughTrackMyLife GiveMeACatchphrase CastYourFamilySitcom',
    also: 'sitcoms',
  },
  skit: {
    things: 'Costume Wig Props Script Camera Mirror Hat Mic Couch Kitchen',
    moves: 'Sketch Character POV Reenactment Impression Callback',
    verbs: 'Act Play Perform Improvise',
    core: 'Costume Props Sketch Act',
    names: 'SkitWithYourBestie FinishThisSkit OneManSkit ThatOneFriendSkit ThreeCharacterSkit',
    also: 'skits',
  },
  improv: {
    things: 'Stage Chairs Props Prompt Mic Crowd Suggestion Scene Hat Bell',
    moves: 'YesAnd FreezeTag SceneSwap Accents OneWord Rhyme',
    verbs: 'Act React Play Riff',
    core: 'Stage YesAnd Act',
    names: 'YesAndChallenge OneWordStory FreezeTagImprov GiveMeAnImprovPrompt ImprovGames',
  },
  mime: {
    things: 'FacePaint Beret Stripes Gloves Wall Rope Umbrella Ladder Suspenders Stage',
    moves: 'InvisibleBox WalkingInWind RopePull WallTrap InvisibleLadder SilentStory',
    verbs: 'Act Pretend Freeze Gesture',
    core: 'FacePaint Beret InvisibleBox',
    names: 'InvisibleBoxChallenge MimeTheMovie GuessWhatIMime MimeYourMorning SilentSkit',
  },
  'class clown': {
    things: 'Desk Classroom Teacher Backpack Paper Pencil Whiteboard Hallway Yearbook Lunch',
    moves: 'FunnyFace TeacherImpression PaperHat DeskDrum SillyVoice PunchlineTiming',
    verbs: 'Joke Giggle Mimic Perform',
    core: 'Classroom FunnyFace Joke',
    names:
      'ClassClownTalentShow DeskDrumSolo ClassClownImpressions MostLikelyToBeFunny ClassClownConfessions',
  },
  roast: {
    things: 'Mic Stage Spotlight Crowd Punchline Chair Trophy Podium Throne Toast',
    moves: 'GentleBurn OneLiner Comeback Zinger Burn Callback',
    verbs: 'Joke Quip Laugh Burn',
    core: 'Mic Punchline Comeback',
    names: 'RoastMeGently RoastMyPlaylist RoastMyOutfit SelfRoastChallenge RoastYourself',
    also: 'roasting',
  },
  sarcasm: {
    things: 'Mug Sign Emoji Caption Quote EyeRoll Tone Shrug Face Deadpan',
    moves: 'SlowClap EyeRoll Shrug OhReally TotallyFine DeadpanStare',
    verbs: 'Sigh Shrug Roll Clap',
    core: 'EyeRoll SlowClap Shrug',
    names:
      'SayItSarcastically SlowClapChallenge TotallyFineChallenge SarcasticNarrator SarcasmOnlyChallenge',
    also: 'sarcastic',
  },
  'funny face': {
    things: 'Mirror Selfie Camera Tongue Eyebrows Cheeks Nose Mustache Filter Wink',
    moves: 'TongueOut CrossEyes PuffyCheeks FishFace EyebrowRaise BigGrin',
    verbs: 'Smile Squint Puff Wiggle',
    core: 'Tongue TongueOut CrossEyes',
    names: 'FunnyFaceOff CopyMyFunnyFace FunnyFaceFreeze MakeMeLaugh UglyFaceContest',
    also: 'sillyface uglyface',
  },
  'silly walk': {
    things: 'Hallway Sidewalk Park Office Hat Umbrella Briefcase Shoes Legs',
    moves: 'Waddle Strut TipToe HighKnees Shuffle Zigzag',
    verbs: 'Walk Waddle Strut Shuffle',
    core: 'Legs Hat Waddle Strut',
    names: 'SillyWalkOff InventASillyWalk RateMySillyWalk SillyWalkRelay StrutYourStuff',
  },
  laugh: {
    things: 'Joke Meme Video Couch Tears Belly Punchline',
    moves: 'Snort Giggle Cackle Chuckle Wheeze Guffaw',
    verbs: 'Giggle Snort Cackle Chuckle',
    core: 'Joke Tears Giggle',
    names:
      'LaughChainChallenge WhatsYourLaugh SnortLaughChallenge FakeLaughToRealLaugh ContagiousLaugh',
    also: 'laughing laughter',
  },
  charades: {
    things: 'Cards Timer Hat Couch Clues Movies Songs Team LivingRoom Scoreboard',
    moves: 'MovieRound AnimalRound SoundsLike TwoWords FirstWord Shrug',
    verbs: 'Act Guess Point Mime',
    core: 'Cards Clues Act Guess',
    names: 'FamilyCharades CharadesSpeedRound EmojiCharades GuessTheMovie CharadesFails',
  },
  'would you rather': {
    things: 'Cards Questions Choices Couch Dice Friends Whiteboard Host Timer Poll',
    moves: 'HardChoice QuickPick Debate Vote Dilemma Reveal',
    verbs: 'Choose Pick Vote Argue',
    core: 'Questions Choices Choose',
    names:
      'WouldYouRatherFamily ImpossibleChoices SillyWouldYouRather WouldYouRatherDuet AnswerInThreeSeconds',
    also: 'wyr',
  },
  'this or that': {
    things: 'Choices Cards Couch Mic Sign Poll Timer Screen Buttons Sides',
    moves: 'QuickPick LeftOrRight PointAndPick Duel Poll Swipe',
    verbs: 'Pick Choose Point Vote',
    core: 'Choices QuickPick Pick',
    names:
      'ThisOrThatSpeedRound PickOneNoThinking FamilyThisOrThat ThisOrThatDuet PointAndPickChallenge',
  },
  'simon says': {
    things: 'Leader Circle Hands Feet Head Nose Classroom Backyard Gym Whistle',
    moves: 'TouchYourNose HopOnOne SpinAround ClapTwice Freeze TrickCommand',
    verbs: 'Touch Hop Spin Clap',
    core: 'Leader TouchYourNose Touch',
    names:
      'SimonDidntSay SillySimonSays SimonSaysSpeedRound LastOneStanding SimonSaysFamilyEdition',
    also: 'simon',
  },
  'most likely to': {
    things: 'Cards Couch Friends Family Fingers Pointing Questions Group Reveal Count',
    moves: 'PointAndVote Reveal Countdown GroupPoint Tally Callout',
    verbs: 'Point Vote Guess Count',
    core: 'Questions Fingers Point',
    names:
      'WhoIsMostLikelyTo FamilyMostLikely FriendsMostLikelyTo MostLikelyToSpeedRound ThreeTwoOnePoint',
    also: 'whosmostlikely',
  },
  whisper: {
    things: 'Headphones Music Volume Couch Phrase Cards Lips Friends Mic Table',
    moves: 'LipRead Guess Mouthing LoudMusic Misheard WrongGuess',
    verbs: 'Guess Read Mouth Mumble',
    core: 'Headphones LipRead Guess',
    names: 'WhatDidISay HeadphoneWhisper WhisperChallenge MisheardLyrics GuessTheWhisper',
    also: 'whisperchallenge',
  },
  'telephone game': {
    things: 'Circle Phrase Whisper Couch Classroom Friends Message Line Team Ear',
    moves: 'WhisperChain Misheard FinalReveal ChainRound PassItOn LastWord',
    verbs: 'Pass Whisper Guess Repeat',
    core: 'Whisper Circle Misheard Pass',
    names:
      'TelephoneGameChallenge BrokenTelephone TelephoneDrawingGame TelephoneGameFail PassThePhrase',
    also: 'brokentelephone',
  },
  'two truths and a lie': {
    things: 'Facts Cards Couch Friends Family Pen Notes Poll Mic Clues',
    moves: 'PokerFace Bluff Reveal Guess Callout Twist',
    verbs: 'Bluff Guess Lie Reveal',
    core: 'Facts PokerFace Bluff',
    names: 'TwoTruthsAndALie TwoTruthsFamilyEdition TwoTruthsCouplesEdition SpotTheLie GuessMyLie',
    also: 'twotruths',
  },
  blindfold: {
    things: 'Scarf Mask Hands Table Snacks Objects Box Makeup Drawing Chair',
    moves: 'BlindGuess BlindDraw BlindTaste BlindMakeup TouchTest BlindSketch',
    verbs: 'Guess Touch Feel Draw',
    core: 'Scarf Mask BlindGuess Guess',
    names:
      'BlindfoldMakeup BlindfoldTasteTest DrawingBlindfolded BlindfoldBuildOff GuessBlindfolded',
    also: 'blindfolded',
  },
  'whats in the box': {
    things: 'Box Hole Gloves Slime Sponge Plushie Noodles Mystery Table Camera',
    moves: 'TouchGuess Reach Squeal Pull FinalReveal Flinch',
    verbs: 'Touch Guess Feel Reach',
    core: 'Box Mystery Touch',
    names: 'WhatsInTheBox MysteryBoxChallenge WhatsInTheBoxReactions TouchAndGuess SlimeOrSponge',
    also: 'mysterybox',
  },
  'mr bean': {
    things: 'Teddy MiniCar Armchair TweedJacket Turkey Camera Suitcase Hotel SwimmingPool Tiptoes',
    moves: 'TheBeanFace DeskNap SecretDance TurkeyHead ArmchairDrive SilentComedy',
    verbs: 'Mime Sneak Tiptoe Wiggle',
    core: 'Teddy MiniCar TheBeanFace Mime',
    names: 'DoTheBeanFace MrBeanSecretDance MrBeanInRealLife MrBeanImpression MrBeanWalkChallenge',
  },
  spongebob: {
    things: 'Pineapple KrabbyPatty Spatula Jellyfish Net Bubbles Gary Patrick Squidward KrustyKrab',
    moves: 'ImagineRainbow MockingMeme KarateChop BubbleBlow JellyfishJam SpatulaFlip',
    verbs: 'Flip Blow Laugh Jam',
    core: 'Pineapple KrabbyPatty Jellyfish Bubbles',
    names:
      'SpongeBobLaughChallenge SpongeBobImpression SpongeBobImReadyChallenge KrabbyPattyAtHome JellyfishJamDance',
    spelled: 'SpongeBob',
  },
  shrek: {
    things: 'Swamp Onion Donkey Layers Ogre Waffles Fiona Castle Mud Boots',
    moves: 'SomebodyOnceToldMe OnionLayers Roar SwampLife MudBath WaffleMorning',
    verbs: 'Roar Stomp Sing Laugh',
    core: 'Swamp Ogre Roar',
    names:
      'ShrekVoiceChallenge ShrekAllStarChallenge ShrekMorningRoutine DoTheDonkeyVoice OgresHaveLayersToo',
  },
  minion: {
    things: 'Bananas Goggles Overalls Gru Lab Rocket Tape Unicorn Stripes Blaster',
    moves: 'BananaDance Gibberish Giggle Wobble Cheer BelloWave',
    verbs: 'Giggle Dance Babble Cheer',
    core: 'Bananas Goggles Gibberish',
    names: 'SingTheBananaSong MinionBananaDance BelloChallenge MinionSpeak MinionGiggleChallenge',
  },
  'scooby doo': {
    things: 'MysteryVan ScoobySnacks Mask Trap Sandwich Magnifier Scarf Clues Flashlight Ascot',
    moves: 'Unmasking ZoinksFace SnackStack ChaseScene TrapBuild MysteryReveal',
    verbs: 'Unmask Snack Run Solve',
    core: 'MysteryVan ScoobySnacks Unmask',
    names:
      'ScoobyDooChaseScene ScoobyDooReveal ScoobySnackStack UnmaskTheVillain ScoobyDooImpression',
  },
  'the simpsons': {
    things: 'Donut Couch Skateboard Saxophone Slingshot Treehouse Sprinkles Springfield',
    moves: 'Doh CouchGag ChalkboardGag Woohoo BartPrank EatMyShorts',
    verbs: 'Skate Snack Chant Sneak',
    core: 'Donut Couch Doh',
    names:
      'RecreateSimpsonsCouchGag ChalkboardGagChallenge SimpsonsVoiceChallenge SimpsonsInRealLife SimpsonsImpressions',
    also: 'simpsons',
  },
  'brooklyn 99': {
    things: 'Precinct Badge Bullpen Trophy Cheddar Desk Detective Captain Belt Stakeout',
    moves: 'HalloweenHeist Noice CoolCoolCool HeistPlan BullpenDance Interrogation',
    verbs: 'Chase Solve Sneak Investigate',
    core: 'Precinct Detective Badge',
    names:
      'Brooklyn99Impressions Brooklyn99HalloweenHeist Brooklyn99ColdOpen CoolCoolCoolChallenge BullpenDanceOff',
    also: 'brooklynninenine b99',
  },
  'parks and rec': {
    things: 'Waffles Pawnee Office Parks Binder Saxophone Calzone Festival Gazebo',
    moves: 'TreatYoSelf WaffleParty SaxTime Pitfall HarvestFest Galentines',
    verbs: 'Treat Plan Dance Celebrate',
    core: 'Waffles Parks TreatYoSelf Treat',
    names:
      'ParksAndRecImpressions TreatYoSelfChallenge ParksAndRecTalentShow ParksAndRecWaffleFeast GalentinesBrunch',
    also: 'parksandrecreation',
  },
  'looney tunes': {
    things: 'Anvil Carrot Rocket Cliff Desert Piano Hole Sign Rabbit Mallet',
    moves: 'WhatsUpDoc CartoonRun DoubleTake SneakAttack Getaway Pratfall',
    verbs: 'Chase Sneak Dodge Zoom',
    core: 'Carrot Rabbit WhatsUpDoc Chase',
    names:
      'WhatsUpDocChallenge LooneyTunesVoices LooneyTunesChaseScene ThatsAllFolksEnding BugsBunnyImpression',
  },
  'tom and jerry': {
    things: 'Cheese Mousehole FryingPan Broom Kitchen Piano Fridge Rug Mallet Dog',
    moves: 'ChaseScene Sneak Tiptoe HideAndSeek PianoRun CheeseHeist',
    verbs: 'Chase Sneak Tiptoe Dodge',
    core: 'Cheese Mousehole Chase',
    names:
      'TomAndJerryChase CheeseHeistChallenge TomAndJerryTiptoe TomAndJerryIRL ChaseSceneChallenge',
  },
  garfield: {
    things: 'Lasagna Mondays Couch Odie Jon Mug Coffee Blanket Nap Pizza',
    moves: 'LazyDay MondayGrump LasagnaFeast CouchNap SideEye Stretch',
    verbs: 'Nap Eat Lounge Sigh',
    core: 'Mondays Couch LazyDay Nap',
    names:
      'DrawGarfieldBadly LazyLikeGarfield GarfieldLasagnaNight GarfieldImpression GarfieldMondayMood',
  },
  muppet: {
    things: 'Kermit Piggy Fozzie Animal Theater Banjo Rainbow Puppet Stage Balcony',
    moves: 'KermitFlail DrumSolo WockaWocka BalconyHeckle RainbowSong YayFlail',
    verbs: 'Flail Sing Heckle Cheer',
    core: 'Puppet Kermit KermitFlail',
    names:
      'KermitFlailChallenge WockaWockaJokeOff MuppetVoiceChallenge SockPuppetMuppet FozzieBearJokes',
    also: 'kermit',
  },
  'gen alpha': {
    things: 'Tablet Slang Roblox Stanley Sephora Earbuds Scooter Lunchbox TikTok Emoji',
    moves: 'SlangTest SkibidiDance Griddy Aura NPCMode SixSeven',
    verbs: 'Slay Scroll Vibe Yap',
    core: 'Tablet Slang Yap',
    names: 'GenAlphaVsGenZ GuessTheGenAlphaWord TeachMeGenAlpha ExplainingGenAlpha GenAlphaSlang',
  },
  npc: {
    things: 'Quest Dialogue Menu Loop Screen Phrase Filter Stream',
    moves: 'StiffWalk IdleMode LoopLine GlitchWalk QuestGiver IdleAnimation',
    verbs: 'Repeat Glitch Idle Loop',
    core: 'Dialogue StiffWalk Glitch',
    names: 'ActLikeAnNPC NPCInRealLife NPCDialogueLoop GiveMeASideQuest NPCMode',
    also: 'nonplayablecharacter',
    spelled: 'NPC',
  },
  slang: {
    things: 'Words Dictionary Phrases Emoji Texts Captions Meme Quiz Flashcards Translator',
    moves: 'VocabTest Translation GuessTheMeaning ParentQuiz UseItWrong DefineIt',
    verbs: 'Translate Define Guess Teach',
    core: 'Words Dictionary Translate',
    names: 'ParentsTrySlang TranslateThisSlang SlangQuiz TeachingMomSlang SlangSpellingBee',
    also: 'teenslang',
  },
  brainrot: {
    things: 'Skibidi Aura Sigma Rizz Fanum Yap Cap Bussin Slay Meme',
    moves: 'AuraPoints SkibidiDance ExplainItToMom TranslateIt NPCMode SlangQuiz',
    verbs: 'Yap Vibe Slay Cook',
    core: 'Skibidi Rizz Yap',
    names: 'AuraPointsChallenge ExplainBrainrotToMom BrainrotBedtimeStory BrainrotQuiz RateMyAura',
  },
  ohio: {
    things: 'Cornfield Highway Sign Buckeye Skyline Weather Cows Road Barn Diner',
    moves: 'FinalBoss WeirdWeather CornMaze RoadTrip CursedClip PlotTwist',
    verbs: 'Survive Wander Explore Drive',
    core: 'Cornfield Barn CornMaze',
    names: 'OhioFinalBoss OnlyInOhio MeanwhileInOhio OhioPlotTwist FourSeasonsInOhio',
  },
  vine: {
    things: 'Catchphrase Loop Sound Clip Quote Camera Couch Mall Road Ladder',
    moves: 'Recreate QuoteAlong Reenactment LoopLine Throwback SixSeconds',
    verbs: 'Quote Recreate Loop Reenact',
    core: 'Loop Catchphrase SixSeconds Quote',
    names: 'FinishTheVine RecreatingVines SixSecondSkit QuoteTheVine VineReenactment',
    also: 'vines',
  },
  reaction: {
    things: 'Face Couch Camera Video Meme Headphones Popcorn Screen Mic Remote',
    moves: 'FirstLook DoubleTake JawDrop SideEye Gasp Stitch',
    verbs: 'React Gasp Watch Duet',
    core: 'Face Popcorn JawDrop React',
    names: 'GuessWhatImWatching ReactWithoutWords WatchMeReact FirstTimeReacting ReactionFace',
    also: 'reacts reacting',
  },
  elevator: {
    things: 'Buttons Doors Floor Music Mirror Lobby Office Hotel Stairs Bell',
    moves: 'FaceBackwards LiftDance DoorHold SmallTalk AwkwardSilence FloorGuess',
    verbs: 'Press Ride Wait Hold',
    core: 'Buttons Doors Floor Press',
    names:
      'ElevatorMusicDance ElevatorPitchChallenge HumTheElevatorMusic ElevatorEtiquette ElevatorSmallTalkSkit',
    also: 'lift',
  },
  'office party': {
    things: 'Cake Balloons Breakroom Punch Playlist Banner Nametag Karaoke Potluck Snacks',
    moves: 'SecretSanta UglySweater DanceOff PotluckParade KaraokeDuet TeamToast',
    verbs: 'Dance Toast Mingle Celebrate',
    core: 'Cake Karaoke SecretSanta',
    names: 'OfficePartyDanceOff OfficeKaraokeDuet OfficePartyBingo PotluckParade OfficePartyFails',
    also: 'workparty',
  },
  'secret santa': {
    things: 'Gift Hat Names Wrapping Budget Mug Socks Candle Card Stocking',
    moves: 'NameDraw GiftReveal GuessWhoGotYou WorstGift BestGift Unwrap',
    verbs: 'Gift Wrap Guess Reveal',
    core: 'Gift NameDraw GiftReveal Wrap',
    names:
      'SecretSantaReveal GuessYourSecretSanta WorstSecretSantaGift Under20GiftChallenge WrapItWeird',
    also: 'kriskringle',
  },
  'yes day': {
    things: 'Rules IceCream Pancakes Trampoline Arcade Balloons Sprinkles Pajamas Candy Movies',
    moves: 'SayYes IceCreamBreakfast PillowFort WaterFight GoKart StayUpLate',
    verbs: 'Agree Play Splurge Celebrate',
    core: 'IceCream SayYes Agree',
    names: 'SayYesToEverything YesDayChallenge YesDayBucketList IceCreamForBreakfast YesDayRules',
  },
  'role reversal': {
    things: 'Apron Briefcase Backpack Tie Lunchbox Remote CarKeys Chores Bedtime Rules',
    moves: 'ParentForADay KidsInCharge LectureSwap BedtimeSwap ChoreFlip CopyMyParent',
    verbs: 'Swap Lead Copy Switch',
    core: 'Briefcase Apron ParentForADay Swap',
    names:
      'RoleReversalChallenge RoleReversalDinner RoleReversalMorning ParentsActLikeKids KidsInCharge',
    also: 'roleswap',
  },
  dating: {
    things: 'Flowers Restaurant Phone Text Apps Candle Dessert Playlist Car Outfit',
    moves: 'FirstDate DoubleText SmallTalk AwkwardHug BlindDate Ghosting',
    verbs: 'Date Text Swipe Blush',
    core: 'Flowers Restaurant FirstDate',
    names: 'FirstDateBingo PlanTheWorstDate RateMyDateOutfit AwkwardFirstDate FirstDateStories',
  },
  nurse: {
    things: 'Scrubs Stethoscope Clipboard Shift Coffee Clogs Badge Chart Pager Breakroom',
    moves: 'NightShift CoffeeRun ShiftChange BreakroomNap ChartCheck Handoff',
    verbs: 'Care Chart Check Rush',
    core: 'Scrubs Stethoscope NightShift Care',
    names: 'NurseShiftBingo NightShiftAt3AM ThingsNursesSay NurseBreakroomDance NurseLogic',
    also: 'nursing',
  },
  'self checkout': {
    things: 'Scanner Bag Screen Receipt Barcode Produce Coupon Attendant Cart Scale',
    moves: 'UnexpectedItem ScanFail BagShuffle PriceLookup WaitForHelp BarcodeHunt',
    verbs: 'Scan Bag Wait Pay',
    core: 'Scanner Barcode UnexpectedItem Scan',
    names:
      'UnexpectedItemChallenge SelfCheckoutVoice ScanItYourself SelfCheckoutSpeedRun SelfCheckoutFails',
  },
  amazon: {
    things: 'Package Box Porch Doorbell Cart Tracking Driver Tape Wishlist Returns',
    moves: 'Unboxing PorchWatch CartCheckout OneClickBuy ReturnRun BoxFort',
    verbs: 'Order Unbox Track Return',
    core: 'Package Box Porch Unbox',
    names:
      'AmazonBoxFort TinyItemHugeBox AmazonBoxCostume WhatIOrderedVsWhatIGot GuessMyAmazonOrder',
    also: 'amazonhaul primeday',
  },
  dmv: {
    things: 'Line Ticket Number Photo Counter Clipboard Form Bench Clock License',
    moves: 'WaitingGame NumberCall LicensePhoto FormFill DriveTest CounterChat',
    verbs: 'Wait Sign Smile Sigh',
    core: 'Line License LicensePhoto Wait',
    names:
      'RateMyLicensePhoto RecreateYourIDPhoto DMVWaitingRoomBingo DMVSmileChallenge DMVPhotoFaceOff',
    also: 'motorvehicles',
    spelled: 'DMV',
  },
  sneeze: {
    things: 'Tissue Nose Pepper Sunlight Pollen Elbow Allergies Sleeve Dust Hanky',
    moves: 'DoubleAchoo SilentAchoo ElbowCatch AlmostAchoo BlessYouChain TripleAchoo',
    verbs: 'Sniff Blow Sniffle Wipe',
    core: 'Tissue Nose DoubleAchoo',
    names: 'WhatsYourSneeze GuessWhoSneezed SneezeImpressions SneezeIntoYourElbow SneezeStyles',
    also: 'sneezing',
  },
  hiccup: {
    things: 'Water Glass Spoon Sugar Straw Lemon Couch Mic Classroom Silence',
    moves: 'GiggleFit SugarSpoon HicCount StraightFace SqueakyHic',
    verbs: 'Sip Giggle Count Squeak',
    core: 'Water SqueakyHic Sip',
    names: 'HiccupSymphony SingWithHiccups CureMyHiccups HiccupsAtTheWorstTime HiccupRemix',
  },
  snoring: {
    things: 'Pillow Earplugs Blanket Partner Nightstand Mic Recording Bed Headphones Dog',
    moves: 'SnoreRecording LoudSnore SnoreSymphony Nudge PillowOverHead SnoreRemix',
    verbs: 'Snore Nudge Record Sleep',
    core: 'Pillow Earplugs Snore',
    names: 'SnoreRemix GuessWhoSnores DoISnore SnoringSymphony SnoreImpressions',
    also: 'snore',
  },
  'bad hair day': {
    things: 'Hat Brush Comb Hairspray Mirror Frizz Bedhead Rain Humidity Scrunchie',
    moves: 'HatRescue FrizzCheck BedheadReveal QuickUpdo CowlickFix WindTunnel',
    verbs: 'Brush Comb Hide Fix',
    core: 'Frizz Bedhead Hat Brush',
    names: 'HatToTheRescue RateMyBadHairDay BedheadReveal BadHairDayRescue BadHairDayGlowUp',
    also: 'badhair',
  },
  'shower thoughts': {
    things: 'Shower Shampoo Bubbles Towel Mirror Steam Loofah Soap Curtain Notebook',
    moves: 'DeepThought MindBlown PlotTwist BigQuestion WaitWhat LateRealization',
    verbs: 'Think Ponder Wonder Realize',
    core: 'Shower MindBlown Ponder',
    names:
      'RateMyShowerThought ShareYourShowerThought ShowerThoughtDebate ShowerThoughtStitch ThingsIThinkInTheShower',
    also: 'showerthought',
  },
  'group project': {
    things: 'Slides Laptop Deadline GroupChat Library Notes Poster Rubric Calendar Coffee',
    moves: 'LastMinute SplitTheWork GhostMember Presentation AllNighter CarryTheTeam',
    verbs: 'Present Plan Split Carry',
    core: 'Slides Deadline CarryTheTeam',
    names:
      'GroupProjectBingo ThatOneGroupMember GroupProjectBeLike TagYourGroupProjectHero IDidItAllMyself',
  },
  'snow day': {
    things: 'Snow Sled Mittens Boots HotCocoa Blanket Snowman Window Pajamas Scarf',
    moves: 'SnowAngel SnowballFight Sledding PajamaDay HotCocoa CancelDance',
    verbs: 'Sled Build Bundle Cheer',
    core: 'Snow Sled Snowman SnowAngel',
    names: 'SnowDayDance SnowDayBucketList SnowAngelContest NoSchoolToday SnowDayFails',
  },
  'heat wave': {
    things: 'Fan Popsicle Sprinkler Pool Sunscreen Shade Freezer IcePack Shorts Ice',
    moves: 'FreezerHug FanFace Meltdown PopsicleRace SprinklerRun ColdShower',
    verbs: 'Melt Sweat Chill Fan',
    core: 'Fan Popsicle Sprinkler Melt',
    names:
      'TooHotToFunction HeatWaveBeLike HeatWaveIceCubeRelay HeatWaveSurvivalKit FanFaceChallenge',
    also: 'hotweather',
  },
  'rainy day': {
    things: 'Umbrella Boots Puddle Raincoat Window Blanket Tea BoardGame Movie Couch',
    moves: 'PuddleJump UmbrellaFail RainDance CozyDay BoardGames MovieMarathon',
    verbs: 'Splash Cuddle Dance Stay',
    core: 'Umbrella Puddle Raincoat Splash',
    names:
      'PuddleJumpChallenge RaindropRace RainyDayDanceOff RainyDayFortBuild RainyDayBoredomBuster',
  },
  'daylight saving': {
    things: 'Clock Alarm Hour Calendar Sunrise Coffee Oven Microwave Car Phone',
    moves: 'ClockChange LostHour SpringForward FallBack ZombieMorning OvenClockFix',
    verbs: 'Change Adjust Yawn Snooze',
    core: 'Clock LostHour SpringForward',
    names:
      'WhoStoleMyHour DaylightSavingZombies DaylightSavingFails DaylightSavingClockHunt SpringForwardDance',
    also: 'daylightsavings dst',
  },
  'black friday': {
    things: 'Cart Receipt Doorbuster Line Mall Deals Coupons Bags Parking Tent',
    moves: 'DoorbusterDash CartTetris DealHunt LineCamp BagHaul PriceCheck',
    verbs: 'Shop Grab Haul Camp',
    core: 'Cart Deals Bags Shop',
    names: 'BlackFridayAtHome WorthTheLine GuessTheDealPrice BlackFridayHaul BlackFridayChaos',
    also: 'cybermonday',
  },
  mall: {
    things: 'Escalator FoodCourt Fountain Kiosk Bags Pretzel Carousel Parking Map Store',
    moves: 'PowerStroll FoodCourtRun KioskDodge EscalatorRide WindowShop PretzelBreak',
    verbs: 'Shop Browse Stroll Snack',
    core: 'FoodCourt Escalator Shop',
    names:
      'FoodCourtTasteTest MallWalkerImpression MallOutfitChallenge MallScavengerHunt MallFashionShow',
    also: 'shoppingmall',
  },
  'movie theater': {
    things: 'Popcorn Seats Screen Tickets Soda Candy Trailer Armrest Glasses Usher',
    moves: 'ArmrestWar TrailerReview SeatHunt LateArrival PopcornRefill CreditsWait',
    verbs: 'Watch Munch Shush React',
    core: 'Popcorn Screen Seats',
    names:
      'MovieTheaterAtHome ArmrestWars PopcornFlavorBattle MovieTheaterImpressions MovieTheaterEtiquette',
    also: 'cinema movietheatre',
  },
  'gas station': {
    things: 'Pump Snacks Slushie Hotdog Counter Candy Jerky Coffee Receipt Car',
    moves: 'SnackRun SlushieMix RoadTripHaul PumpDance WrongSide CounterChat',
    verbs: 'Pump Snack Mix Pay',
    core: 'Pump Slushie Snacks',
    names:
      'GasStationSnackRoulette RateMyRoadTripSnacks GasStationSlushieMix WrongSideOfThePump GasStationSnackHaul',
    also: 'petrolstation',
  },
  'low battery': {
    things: 'Charger Phone Cable Outlet PowerBank Percent Screen Icon Cord Laptop',
    moves: 'OnePercent ChargerHunt OutletRace BatterySaver CordStretch LastCall',
    verbs: 'Charge Plug Save Panic',
    core: 'Charger Phone OnePercent',
    names:
      'LowBatteryPanic LowBatteryChallenge LowBatteryImpression OnePercentChallenge WhoHasACharger',
    also: 'deadphone',
  },
  'parallel parking': {
    things: 'Curb Mirror Cones Car Bumper Spot SteeringWheel Camera Meter Street',
    moves: 'ThreePointTurn PerfectPark FifthTry CurbCheck MirrorCheck OneShotPark',
    verbs: 'Park Steer Reverse Turn',
    core: 'Curb Cones Car Park',
    names:
      'OneShotPark RateMyParallelPark NailedTheParking ToyCarParkingChallenge ParallelParkingFails',
    also: 'parking',
  },
  'driving test': {
    things: 'Car Instructor Clipboard Cones Mirror Permit License Seatbelt Signal Road',
    moves: 'ThreePointTurn MirrorCheck NervousStart ParallelPark PassReveal SeatbeltClick',
    verbs: 'Drive Steer Signal Pass',
    core: 'Car Instructor License Drive',
    names:
      'ParentsTeachingMeToDrive DrivingTestReaction IPassedMyDrivingTest DrivingInstructorVoice DrivingTestNerves',
    also: 'learningtodrive roadtest',
  },
  'new job': {
    things: 'Desk Badge Laptop Lanyard Coworkers Inbox Chair Mug Training Handbook',
    moves: 'FirstDay Introductions Onboarding OfficeTour FirstMeeting NameGame',
    verbs: 'Start Learn Meet Impress',
    core: 'Desk Badge FirstDay',
    names: 'NewJobWhoDis NewJobBingo NewJobNameGame FirstDayAtWork NewJobExpectations',
    also: 'firstdayatwork',
  },
  payday: {
    things: 'Paycheck Bank Wallet Receipt Cart Snacks Bills Rent PiggyBank Coffee',
    moves: 'MoneyDance TreatYourself BillsPaid CartFill BudgetCheck Splurge',
    verbs: 'Spend Save Treat Budget',
    core: 'Paycheck Wallet MoneyDance Spend',
    names:
      'PaydayHappyDance PaydayVsTwoDaysLater TreatYourselfPayday PaydayBudgetChallenge PaydayBeLike',
  },
  deadline: {
    things: 'Clock Calendar Laptop Coffee Inbox Desk Notes Timer Reminder Stack',
    moves: 'LastMinute AllNighter PanicMode SubmitClick DoubleCheck SprintFinish',
    verbs: 'Rush Type Submit Panic',
    core: 'Clock Calendar LastMinute Rush',
    names: 'BeatTheDeadline SubmittedAt1159 LastMinuteLegend OneHourToDeadline DeadlineDayPanic',
  },
  presentation: {
    things: 'Slides Clicker Projector Podium Notes Mic Laptop Audience Pointer Whiteboard',
    moves: 'NervousStart SlideFail TechGlitch QAndA BigFinish FreezeFrame',
    verbs: 'Present Pitch Point Explain',
    core: 'Slides Projector Present',
    names:
      'PresentationKaraoke PowerPointParty NextSlidePlease OneSlidePresentation PresentationFails',
  },
  allergies: {
    things: 'Tissues Pollen Flowers Nose Eyes Trees Dust Spring Grass Hanky',
    moves: 'SneezeAttack WateryEyes PollenCount TissueStack NoseBlow SpringSniffle',
    verbs: 'Sneeze Sniff Blow Sniffle',
    core: 'Tissues Pollen Sneeze',
    names: 'AllergySneezeOff SpringVsMyNose AllergySeasonBingo AllergyTissueTower AllergyFaceOff',
    also: 'allergy hayfever',
  },
  'getting old': {
    things:
      'ReadingGlasses Knees Recliner Slippers Cardigan Bedtime Calendar Birthday Remote Coffee',
    moves: 'EarlyBedtime KneeCrack SlangConfusion ThrowbackSong TwoDayRecovery SittingSigh',
    verbs: 'Groan Nap Squint Stretch',
    core: 'ReadingGlasses Recliner KneeCrack',
    names:
      'SignsYoureGettingOld GettingOldBingo GettingOldMorningRoutine KneeCrackChorus BackInMyDay',
    also: 'aging',
  },
  retirement: {
    things: 'Golf Hammock Cruise Garden Recliner Crossword Calendar Fishing Porch Grandkids',
    moves: 'FirstDayOff GolfDay BirdWatching EarlyBird Gardening Puzzles',
    verbs: 'Relax Golf Garden Travel',
    core: 'Hammock Golf Cruise',
    names:
      'FirstDayOfRetirement RetirementBucketList RetiredVsStillWorking RetiredLifeBeLike RetirementRoutineParody',
    also: 'retired',
  },
  braces: {
    things: 'RubberBands Wax Brackets Wires Retainer Orthodontist Mirror Smile Floss Popcorn',
    moves: 'SmileReveal WireCheck ColorPick RetainerLisp Tightening FirstBite',
    verbs: 'Smile Floss Brush Bite',
    core: 'Brackets Retainer Wires Smile',
    names:
      'BracesOffReveal BracesColorPick RetainerTongueTwister WhatsStuckInMyBraces BracesGlowUp',
  },
  'middle child': {
    things: 'HandMeDowns Backseat Photos Siblings Dinner Remote Bunkbed Car Bedroom Trophy',
    moves: 'MiddleSeat PeaceKeeper AttentionGrab Referee Shrug Overlooked',
    verbs: 'Mediate Shrug Share Survive',
    core: 'HandMeDowns Siblings MiddleSeat',
    names:
      'MiddleChildImpressions SiblingOrderSkit MiddleChildAwards MiddleChildConfessions MiddleChildProblems',
  },
  'oldest child': {
    things: 'Rules Chores Siblings CarKeys Curfew Lunchbox Phone Backpack Remote Bedroom',
    moves: 'Babysitting ParentMode ChoreDuty Trailblazer Lecture TestRun',
    verbs: 'Lead Protect Babysit Nag',
    core: 'Siblings Babysitting Rules',
    names:
      'OldestVsYoungest OldestChildInCharge OldestChildConfessions BigSibImpression OldestChildProblems',
    also: 'firstborn oldestdaughter oldestson',
  },
  'youngest child': {
    things: 'Backseat Snacks Toys HandMeDowns Remote Bedtime Photos Siblings Pajamas Candy',
    moves: 'PuppyEyes BabyVoice FreePass NoChores Tattle GetAwayWithIt',
    verbs: 'Whine Giggle Tattle Charm',
    core: 'Siblings PuppyEyes Tattle',
    names:
      'YoungestGetsAwayWithIt YoungestChildImpression YoungestVsOldest YoungestChildConfessions YoungestChildProblems',
    also: 'babyofthefamily lastborn',
  },
  'only child': {
    things: 'Bedroom Toys Snacks Remote Backseat Spotlight Games ImaginaryFriend Parents Couch',
    moves: 'SoloPlay NoSharing QuietHouse FullAttention TableForThree BackseatKing',
    verbs: 'Play Share Chill Entertain',
    core: 'Toys ImaginaryFriend NoSharing',
    names:
      'NoSiblingsToBlame OnlyChildGameNight ImaginaryFriendInterview OnlyChildConfessions OnlyChildProblems',
  },
  'lip reading': {
    things: 'Headphones Music Mouth Lips Words Phrase Couch Friends Mic Subtitles',
    moves: 'Mouthing MisreadPhrase GuessTheWord SilentSay WrongGuess FinalReveal',
    verbs: 'Read Guess Mouth Mime',
    core: 'Lips Headphones Mouthing Guess',
    names: 'ReadMyLips WhatAmISaying HeadphoneLipRead LipReadTheMenu LipReadingChallenge',
    also: 'lipread badlipreading',
  },
  funny: {
    things: 'Joke Meme Pun Punchline Blooper Sitcom Voice Face Costume Whoopee',
    moves: 'SillyFace Impression SillyWalk Blooper DadJoke Roast PratFall DoubleTake',
    verbs: 'Laugh Giggle Joke Snort Crack',
    core: 'Joke Meme Laugh',
    names:
      'TryNotToLaughChallenge FunnyFaceChallenge FunnyVoiceChallenge FunnyDanceChallenge WorstJokeWins',
    also: 'humor humour hilarious',
  },
  love: {
    things: 'Heart Roses Chocolate Crush Card Playlist Ring Teddy Date Couple',
    moves: 'FirstDate CoupleQuiz HandHolding Serenade SweetNote Compliment SlowDance',
    verbs: 'Hug Smile Blush Share',
    core: 'Heart Roses Hug',
    names: 'HowWellDoYouKnowMe CouplesQuiz LoveNoteChallenge LoveLanguageTest LoveSongSerenade',
    also: 'romance romantic',
  },
  party: {
    things: 'Balloons Cake Confetti Playlist Snacks Pinata Streamers Karaoke DanceFloor Costume',
    moves: 'MusicalChairs Limbo PinTheTail Karaoke Charades CongaLine DanceOff',
    verbs: 'Celebrate Dance Cheer Decorate',
    core: 'Balloons Confetti Cake Celebrate',
    names: 'ShowUsYourPartyTrick HowLowCanYouGo PartyDanceOff PartyGameOlympics CongaLineChallenge',
  },
  movie: {
    things: 'Popcorn Trailer Scene Villain Sequel Remote Couch Ticket Soundtrack Credits',
    moves: 'SceneRemake FamousQuote PlotTwist SlowMo DramaticEntrance LowBudgetRemake',
    verbs: 'Reenact Quote Act Rewind',
    core: 'Popcorn Scene Reenact',
    names:
      'LowBudgetRemake ExplainAMovieBadly GuessTheMovieByEmoji RecreateTheScene MovieQuoteRelay',
    also: 'film',
  },
  'tv show': {
    things: 'Remote Couch Sitcom Episode ThemeSong Cliffhanger Character Finale Snacks Recap',
    moves: 'BingeWatch SitcomIntro Reenact SpoilerAlert Recap DramaticPause',
    verbs: 'Binge Rewatch Quote Reenact',
    core: 'Remote Episode BingeWatch',
    names:
      'HumTheTVThemeSong TVShowIntroChallenge ExplainATVShowBadly TVShowImpressions PreviouslyOnMyLife',
    also: 'tvseries',
    spelled: 'TVShow',
  },
  'fourth of july': {
    things: 'Flag Fireworks Parade Grill Hotdogs Watermelon Picnic Popsicle Bandana Lawnchair',
    moves: 'Parade Cookout FlagWave FireworkReaction WatermelonSlice BackyardGames',
    verbs: 'Grill Celebrate Cheer Wave',
    core: 'Flag Parade Watermelon FlagWave',
    names:
      'FourthOfJulyOlympics FourthOfJulyFlagCake FourthOfJulyPicnicGames RedWhiteAndBlueFit FireworkReactions',
    also: '4thofjuly independenceday july4th',
  },
  'advent calendar': {
    things: 'Door Chocolate Candle Surprise Countdown Treat Window Ornament Sticker Calendar',
    moves: 'DoorReveal DailyUnbox GuessTheTreat CountdownDance ChocolateTaste',
    verbs: 'Open Unwrap Guess Count',
    core: 'Door Countdown DoorReveal Open',
    names:
      'WhatsBehindTheDoor GuessTheAdventTreat DIYAdventCalendar AdventCalendarRoulette AdventCalendarReactions',
  },
  spooky: {
    things: 'Ghost Pumpkin Skeleton Cobweb Witch Candy Bat Cauldron Flashlight Costume',
    moves: 'MonsterMash PumpkinCarve CostumeReveal BooBasket SkeletonDance TrickOrTreat',
    verbs: 'Boo Carve Haunt Creep',
    core: 'Ghost Pumpkin Skeleton Boo',
    names:
      'SpookyVoiceStory SpookySkeletonDance SpookyPumpkinFaceOff YouveBeenBooed MonsterMashDance',
    also: 'spookyseason spookszn',
  },
  ghost: {
    things: 'Sheet Flashlight Attic Candle Mirror Castle Chains Hallway Pumpkin Boo',
    moves: 'SheetPhotoshoot Haunting BooFace Float TrickOrTreat SpookyWalk',
    verbs: 'Boo Haunt Float Glide',
    core: 'Sheet Boo Haunt',
    names:
      'GhostPhotoshoot TellAGhostStory FriendlyGhostChallenge GhostFloatWalk GhostCostumeFails',
  },
  zombie: {
    things: 'Apocalypse Costume Makeup Graveyard Hoodie Flashlight Bunker Survivor Snacks Map',
    moves: 'Shuffle SlowChase Groan DeadEyes FaceMakeup ApocalypsePlan',
    verbs: 'Shuffle Groan Stumble Moan',
    core: 'Apocalypse Shuffle Groan',
    names:
      'ZombieWalkChallenge ZombieApocalypsePlan ZombieMakeupChallenge MorningZombieMode ZombieShuffle',
  },
  witch: {
    things: 'Broom Hat Cauldron Cat Potion Spellbook Wand Pumpkin Moon Cape',
    moves: 'Cackle BroomRide PotionMaking SpellCast HatFlip Hex',
    verbs: 'Brew Cackle Stir Fly',
    core: 'Broom Hat Cauldron Cackle',
    names: 'BestWitchCackle WitchesBrewChallenge CastASillySpell BroomstickRace WitchHatDIY',
  },
  vampire: {
    things: 'Fangs Cape Castle Bat Coffin Garlic Moon Cloak Mirror Night',
    moves: 'CapeSwish CountVoice FangSmile BatFlap Hiss NightShift',
    verbs: 'Hiss Swoop Sparkle Lurk',
    core: 'Fangs Cape Bat Hiss',
    names:
      'CapeSwishOff VampireAccentChallenge VampireFangSmile AvoidTheGarlic VampireMorningRoutine',
    also: 'dracula',
  },
  'haunted house': {
    things: 'Attic Basement Door Candle Portrait Cobweb Flashlight Staircase Mirror Ghost',
    moves: 'FlashlightTour Reaction Tiptoe CreakyStairs Whisper DareWalk',
    verbs: 'Creep Tiptoe Scream Hide',
    core: 'Ghost Cobweb CreakyStairs',
    names:
      'WhoScreamsFirst DIYHauntedHouse HauntedHouseTour BravestInTheFamily HauntedHouseReactions',
  },
  horror: {
    things: 'Villain Basement Flashlight Attic Popcorn Blanket Mask Doll Cabin Forest',
    moves: 'DontGoInThere SlowDoorOpen Scream Hide PlotTwist FinalScene',
    verbs: 'Scream Hide Creep Run',
    core: 'Basement DontGoInThere Scream',
    names:
      'IfLifeWereAHorrorMovie HorrorTrailerMyDay DontGoInThere BadHorrorMovieActing HorrorMovieLogic',
    also: 'horrormovie scarymovie scary',
  },
  diwali: {
    things: 'Diya Rangoli Lights Sweets Lantern Mithai Kurta Lehenga Gifts Aunties',
    moves: 'RangoliDesign DiyaLighting SweetBox FamilyPhoto OutfitReveal CleaningSpree',
    verbs: 'Celebrate Decorate Light Share',
    core: 'Rangoli Lights Sweets Decorate',
    names:
      'DiwaliRangoliRace DiwaliOutfitReveal DiwaliSweetsTasteTest DiyaPaintingChallenge ThingsAuntiesSay',
    also: 'deepavali',
  },
  ramadan: {
    things: 'Dates Lantern Iftar Suhoor Moon Samosa Tea Family Mosque Alarm',
    moves: 'IftarSpread SuhoorAlarm MoonSighting FamilyIftar GoodDeed',
    verbs: 'Share Gather Give Celebrate',
    core: 'Lantern Moon Iftar',
    names:
      'RamadanKindnessChallenge RamadanSuhoorWakeUp RamadanIftarReveal 30DaysOfGoodDeeds GuessTheIftarDish',
    also: 'ramzan ramadhan',
  },
  eid: {
    things: 'Outfit Henna Sweets Family Moon Mosque Gifts Biryani Dates Aunties',
    moves: 'OutfitReveal HennaDesign FamilyPhoto SweetsTaste MoonSighting GiftSwap',
    verbs: 'Celebrate Share Gift Dress',
    core: 'Outfit Henna Sweets',
    names:
      'EidOutfitReveal HowMuchEidiDidYouGet EidHennaReveal EidSweetsTasteTest EidFamilyPhotoFails',
    also: 'eidmubarak eidalfitr eidaladha',
  },
  hanukkah: {
    things: 'Menorah Dreidel Latkes Candles Gelt Sufganiyot Sweater Gifts Applesauce Lights',
    moves: 'DreidelSpin LatkeFlip CandleLighting GeltHunt SweaterContest',
    verbs: 'Spin Fry Light Celebrate',
    core: 'Dreidel Menorah Spin',
    names:
      'HanukkahDreidelSpinOff UglyHanukkahSweater HanukkahLatkeFlip GeltHuntChallenge EightNightsOfKindness',
    also: 'chanukah hanukah chanukkah',
  },
  'mardi gras': {
    things: 'Beads Mask KingCake Parade Float Jester Purple Costume Trumpet Feathers',
    moves: 'BeadToss MaskReveal ParadeWave BabyHunt Strut',
    verbs: 'Toss Strut Parade Celebrate',
    core: 'Beads Mask BeadToss',
    names:
      'MardiGrasParadeStrut MardiGrasMaskReveal MardiGrasBeadCatch KingCakeRoulette WhoFoundTheBaby',
  },
  'cinco de mayo': {
    things: 'Pinata Tacos Guacamole Maracas Mariachi Salsa Churros Fiesta Flag Music',
    moves: 'PinataSwing GuacOff SalsaDance MaracaShake TacoTasting',
    verbs: 'Shake Dance Celebrate Swing',
    core: 'Pinata Maracas Fiesta Shake',
    names:
      'CincoDeMayoGuacOff CincoDeMayoDanceOff CincoDeMayoTasteTest MaracaBeatChallenge DIYPinata',
  },
  holi: {
    things: 'Colors Powder Pichkari WaterGun Kurta Sweets Gujiya Music Friends Balloons',
    moves: 'ColorThrow ColorFight WaterFight BeforeAndAfter ColorSplash',
    verbs: 'Splash Throw Dance Celebrate',
    core: 'Colors Powder ColorThrow Splash',
    names: 'WhiteShirtToRainbow HoliBeforeAndAfter HoliColorSplash GujiyaTasteTest HoliDanceOff',
  },
  january: {
    things: 'Resolutions Snow Gym Calendar Coat Blanket Planner Leftovers HotCocoa Scarf',
    moves: 'NewYearNewMe ResolutionFail GymFirstDay Hibernate SnowDay FreshStart',
    verbs: 'Reset Hibernate Resolve Plan',
    core: 'Resolutions Snow FreshStart',
    names:
      'JanuaryResolutionCheck ResolutionVsReality JanuaryHibernation BeatTheJanuaryBlues NewYearGymFails',
  },
  february: {
    things: 'Valentines Hearts Chocolate Roses Groundhog Snow Cards Candy Blanket Teddy',
    moves: 'GroundhogDay ValentineCard SnowDay LeapDay ChocolateHaul',
    verbs: 'Hibernate Gift Blush Wait',
    core: 'Valentines Hearts Groundhog',
    names:
      '28DaysOfKindness FebruaryKindnessChallenge FebruaryValentineFails FebruaryGroundhogGuess GroundhogDayLoop',
  },
  march: {
    things: 'Shamrock Kite Rain Umbrella Wind Basketball Rainbow Boots Tulips Bracket',
    moves: 'KiteFlying PuddleJump SpringCleaning LuckyCharm BracketPick SpringBreak',
    verbs: 'Fly Splash Clean Bloom',
    core: 'Shamrock Kite Wind',
    names:
      'FirstKiteOfMarch MarchPuddleJump MarchBracketFails SpringCleanSpeedrun PetPicksMyBracket',
    verb: true,
  },
  may: {
    things: 'Flowers Sunshine Picnic Garden Bees Rain Tulips Blossom Graduation Lightsaber',
    moves: 'FlowerCrown PicnicDay GardenParty FieldDay SpringFling MothersDay',
    verbs: 'Bloom Plant Picnic Celebrate',
    core: 'Flowers Sunshine Bloom',
    names:
      'FlowerCrownChallenge MaypoleDanceOff MayTheFourthDuel MayFlowersPhotoHunt SpringCleanFails',
  },
  june: {
    things: 'Pool Sunscreen Popsicle Beach Graduation Sprinkler Strawberries Flipflops Sunglasses',
    moves: 'SchoolsOut PoolDay Cannonball WaterFight FathersDay SummerStart',
    verbs: 'Splash Swim Celebrate Graduate',
    core: 'Pool Beach SchoolsOut',
    names:
      'JuneSchoolsOutDance LongestDayChallenge JuneBucketListChallenge FathersDayDadJokes FirstPoolDayOfJune',
  },
  july: {
    things: 'Fireworks Flag Pool Watermelon Popsicle Sunscreen Grill Beach Sprinkler Fan',
    moves: 'Cannonball Cookout WatermelonSlice HeatWave PoolParty RoadTrip',
    verbs: 'Splash Grill Swim Melt',
    core: 'Flag Pool Watermelon',
    names:
      'JulySprinklerDance WatermelonSeedSpit JulyPopsicleRace BeatTheJulyHeat FourthOfJulyFits',
  },
  august: {
    things: 'Backpack Pool Sunburn Fan Popsicle Lunchbox Notebooks Beach Heat Sunset',
    moves: 'BackToSchool LastPoolDay SupplyShopping SummerRecap SunsetChase',
    verbs: 'Pack Splash Shop Relax',
    core: 'Pool Backpack BackToSchool',
    names:
      'BackToSchoolCountdown LastPoolDayOfAugust AugustRecapChallenge ChaseTheAugustSunset BackToSchoolFits',
  },
  september: {
    things: 'Backpack Leaves Pumpkin Sweater Bus Notebooks Apples Football Lunchbox Candle',
    moves: 'BackToSchool FirstDay PumpkinSpice SweaterWeather LeafPile AppleTasting',
    verbs: 'Pack Learn Rake Cozy',
    core: 'Leaves Backpack BackToSchool',
    names:
      'PumpkinSpiceTasteTest SeptemberFirstSweater SeptemberLeafPileJump PumpkinSpiceEverything SeptemberFitCheck',
  },
  october: {
    things: 'Pumpkin Costume Leaves Candy Ghost Sweater Hayride Scarecrow Cider Skeleton',
    moves: 'PumpkinCarving CostumeReveal TrickOrTreat LeafPile CornMaze CandyTrade',
    verbs: 'Carve Boo Dress Trade',
    core: 'Pumpkin Costume TrickOrTreat',
    names:
      'OctoberPumpkinCarveOff 31DaysOfCostumes OctoberCostumeCountdown CandyTradeNegotiation OctoberScarecrowPose',
  },
  november: {
    things: 'Turkey Pie Leaves Sweater Scarf Candle Blanket Gravy Rake Stuffing',
    moves: 'LeafPile TurkeyTrot PieTasting GratitudeList Friendsgiving',
    verbs: 'Rake Bake Thank Feast',
    core: 'Turkey Leaves Pie Rake',
    names:
      '30DaysOfThanks NoShaveNovember NovemberThankfulChallenge NovemberFriendsgivingDraw TurkeyTrotCostume',
  },
  december: {
    things: 'Lights Tree Snow Cookies Presents Sweater Stocking Cocoa Ornament Wrapping',
    moves: 'GiftWrap CookieDecorating LightTour UglySweater Countdown Caroling',
    verbs: 'Wrap Bake Decorate Jingle',
    core: 'Tree Snow Presents Wrap',
    names:
      '25DaysOfCheer DecemberCookieDecorating HotCocoaTasteTest DecemberLightTour DecemberGiftWrapRace',
  },
  tuesday: {
    things: 'Tacos Coffee Calendar Alarm Desk Inbox Lunch Planner Mug Trivia',
    moves: 'TacoNight TriviaNight Twinning MidweekSlump CoffeeRun',
    verbs: 'Snack Survive Sip Plan',
    core: 'Tacos TacoNight Trivia',
    names:
      'TwinningTuesday TacoTuesdayTasteTest TriviaTuesdayFaceOff TongueTwisterTuesday TuesdayIsTheNewMonday',
  },
  thursday: {
    things: 'Photos Album Coffee Calendar Weekend Couch Snacks Inbox Pizza Playlist',
    moves: 'Throwback OldPhoto ThenAndNow AlmostFriday BabyPhoto',
    verbs: 'Rewind Snack Survive Relax',
    core: 'Photos Throwback Rewind',
    names:
      'ThrowbackThursday AlmostFridayDance BabyPhotoThursday TalentThursday ThankfulThursdayNote',
  },
  saturday: {
    things: 'Pancakes Cartoons Pajamas Couch Brunch Park Chores Playlist Blanket Bike',
    moves: 'SleepIn Cartoons PajamaDay BrunchRun ChoreWar LazyDay',
    verbs: 'Sleep Relax Brunch Lounge',
    core: 'Pancakes Cartoons SleepIn',
    names:
      'SaturdayPancakeFlip SaturdayChoreRace SaturdayDanceParty SillySaturdaySkit SaturdayMorningRoutine',
  },
  throwback: {
    things: 'Photos Album Camcorder FlipPhone Yearbook Cassette Outfit Hairstyle Playlist Mixtape',
    moves: 'ThenAndNow BabyPhoto OldVideo PhotoRecreate RetroOutfit',
    verbs: 'Recreate Rewind Remember Remix',
    core: 'Photos Cassette ThenAndNow',
    names:
      'RecreateTheOldPhoto ThenAndNowChallenge ThrowbackPhotoRecreate ThrowbackSongSingAlong ThrowbackThursday',
    also: 'throwbackthursday tbt nostalgia',
  },
  parenting: {
    things: 'Toddler Diapers Snacks Minivan Bedtime Toys Lunchbox Stroller Coffee Carpool',
    moves: 'BedtimeRoutine SnackNegotiation SchoolRun DadVoice MomVoice Tantrum',
    verbs: 'Negotiate Pack Drive Nap',
    core: 'Diapers Stroller BedtimeRoutine',
    names:
      'ThingsIThoughtIdNeverSay ParentingBingo ParentingWinsAndFails DadVoiceVsMomVoice ParentingFails',
    also: 'parenthood momlife dadlife',
  },
  'movie night': {
    things: 'Popcorn Blanket Couch Remote Candy Pillow Pajamas Snacks Projector Fort',
    moves: 'SnackBar BlanketFort PickAMovie SeatFight MovieMarathon',
    verbs: 'Snuggle Snack Pick Watch',
    core: 'Popcorn Blanket Couch Snuggle',
    names:
      'WhoPicksTheMovie MovieNightRoulette BlanketFortMovieNight MovieNightSnackBoard PopcornFlavorChallenge',
  },
  'girls night': {
    things: 'Pajamas Snacks Facemask Playlist Nails Popcorn Karaoke Blanket Candles Pillows',
    moves: 'FaceMask NailPainting KaraokeDuet SpillTheTea Sleepover MovieMarathon',
    verbs: 'Sing Paint Chat Giggle',
    core: 'Facemask Nails Pajamas',
    names:
      'GirlsNightKaraoke FaceMaskFaceOff SnackRunChallenge GirlsNightNailSwap GirlsNightStarterPack',
    also: 'girlsnightin',
  },
  'boys night': {
    things: 'Pizza Controller Snacks Couch Grill Basketball Remote Wings Popcorn Headset',
    moves: 'GameNight PizzaRun TriviaNight PingPong Tournament VideoGames',
    verbs: 'Game Grill Snack Compete',
    core: 'Pizza Controller GameNight',
    names:
      'BoysNightOlympics LoserDoesTheDishes BoysNightCookOff PizzaToppingRoulette BoysNightStarterPack',
  },
  'toilet paper': {
    things: 'Roll Tissue Bathroom Holder Cardboard Tube Stack Tower Pyramid Squares',
    moves: 'KeepyUppy RollStack TowerBuild MummyWrap RollCatch',
    verbs: 'Stack Wrap Roll Juggle',
    core: 'Roll Tower Stack',
    names:
      'ToiletPaperKeepyUppy RollTowerChallenge MummyWrapRace ToiletPaperRollArt ToiletPaperTossChallenge',
    also: 'tp',
  },
  'talent show': {
    things: 'Stage Mic Spotlight Judges Buzzer Curtain Audience Trophy Costume Piano',
    moves: 'HiddenTalent Juggling MagicTrick Impressions Beatbox Yodel',
    verbs: 'Perform Juggle Sing Wow',
    core: 'Stage Mic HiddenTalent Perform',
    names:
      'ShowUsYourHiddenTalent WeirdestTalentWins TalentShowAtHome ThirtySecondTalent TalentShowFails',
    also: 'talent hiddentalent',
  },
  pirate: {
    things: 'Ship Treasure Parrot EyePatch Map Hat Plank Chest Flag Compass',
    moves: 'TreasureHunt WalkThePlank SeaShanty Swashbuckle ParrotTalk',
    verbs: 'Sail Plunder Dig Search',
    core: 'Treasure Parrot EyePatch Sail',
    names: 'TalkLikeAPirate PirateShantyOff PirateTreasureHunt DrawATreasureMap SeaShantyDuet',
  },
  superhero: {
    things: 'Cape Mask Costume Powers Villain Sidekick Logo Boots Lair Gadget',
    moves: 'HeroPose HeroLanding SlowMoWalk CapeFlip SecretIdentity PowerReveal',
    verbs: 'Save Fly Rescue Transform',
    core: 'Cape Mask HeroPose Save',
    names:
      'WhatsYourSuperpower SuperheroEntrance SuperheroPoseOff DIYSuperheroCape SuperheroLanding',
  },
  wizard: {
    things: 'Wand Hat Robe Spellbook Owl Potion Broom Cloak Beard Staff',
    moves: 'SpellCast WandDuel PotionClass MagicTrick Vanish',
    verbs: 'Cast Brew Vanish Conjure',
    core: 'Wand Hat Spellbook Cast',
    names: 'WizardDuelAtHome InventASpell DIYWizardWand WizardVoiceChallenge SpellCastingFails',
  },
  alien: {
    things: 'UFO Spaceship Planet Antenna Saucer Moon Stars Mars Laser Signal',
    moves: 'UFOSighting BeamUp FirstContact StrangeSignal AntennaDance',
    verbs: 'Beam Land Probe Visit',
    core: 'UFO Spaceship Antenna Beam',
    names:
      'ExplainEarthToAliens TakeMeToYourLeader AlienTourGuide AlienLanguageChallenge AlienImpression',
  },
  'skibidi toilet': {
    things: 'Toilet Cameraman Speakerman TVMan Head Bathroom Song Meme Plunger Army',
    moves: 'SkibidiDance HeadBob Chant Battle Sneak',
    verbs: 'Dance Bob Chant Sing',
    core: 'Toilet Cameraman SkibidiDance',
    names:
      'SkibidiToiletDance ExplainSkibidiToiletToMom DrawSkibidiToilet ParentsReactToSkibidi SkibidiChantRemix',
  },
  rizz: {
    things: 'Smile Wink Compliment Charm Confidence Playlist Hair Eyebrow Aura Grandpa',
    moves: 'CheesyLine Wink EyebrowRaise SmoothIntro Compliment HairFlip',
    verbs: 'Charm Wink Smile Flex',
    core: 'Wink CheesyLine Charm',
    names: 'UnspokenRizzChallenge RateMyRizz GrandmaHasRizz FoodPunRizz RizzLessonFromGrandpa',
  },
  sigma: {
    things: 'Stare Jawline Hoodie Grindset Playlist Gym Desk Morning Sunglasses Phonk',
    moves: 'BlankStare SlowWalk MorningRoutine LookAway DramaticTurn',
    verbs: 'Stare Grind Flex Walk',
    core: 'Jawline Sunglasses BlankStare',
    names:
      'SigmaStareOff SigmaMorningRoutine SigmaWalkChallenge SigmaFaceChallenge SigmaSoundtrackMyDay',
  },
  survivor: {
    things: 'Torch Tribe Island Buff Idol Puzzle Raft Camp Bandana Jury',
    moves: 'TribalCouncil Blindside IdolHunt PuzzleRace Alliance Vote',
    verbs: 'Outwit Outplay Outlast Vote',
    core: 'Island Tribe TribalCouncil',
    names:
      'BackyardSurvivor FamilySurvivor SurvivorTribalCouncil HideTheIdol SurvivorChallengeAtHome',
  },
  'harry potter': {
    things: 'Wand Hogwarts Owl Broom Scarf Glasses Snitch SortingHat Potion Spellbook',
    moves: 'SortingCeremony WandDuel SpellCast Quidditch PotionClass Expelliarmus',
    verbs: 'Cast Brew Sort Fly',
    core: 'Wand Hogwarts Owl Cast',
    names:
      'HarryPotterSortingHat HarryPotterWandDuel HarryPotterImpressions AccioSnacks HogwartsLetterReveal',
    also: 'potterhead',
    spelled: 'HarryPotter',
  },
  marvel: {
    things: 'Shield Hammer Cape Suit Gauntlet Mask Villain Webs Claws Avengers',
    moves: 'HeroLanding HammerLift ShieldThrow SnapReveal WebSling PowerPose',
    verbs: 'Assemble Snap Save Fly',
    core: 'Avengers Suit HeroLanding Assemble',
    names:
      'WorthyOfTheHammer AvengersAssemblePose MarvelHeroLanding LowBudgetMarvelCosplay MarvelVoiceImpressions',
    also: 'avengers mcu',
  },
  'blanket fort': {
    things: 'Blankets Pillows Chairs Couch Fairylights Clips Flashlight Snacks Tent Cushions',
    moves: 'FortBuild FortTour Sleepover MovieNight TunnelAdd RoofCollapse',
    verbs: 'Build Drape Snuggle Hide',
    core: 'Blankets Pillows FortBuild',
    names:
      'BlanketFortBuildOff BlanketFortTour BlanketFortSleepover BestFortWins BiggestFortInTheHouse',
    also: 'pillowfort',
  },
  'floor is lava': {
    things: 'Couch Pillows Cushions Chairs Rug Sofa Stepstool Hallway LivingRoom Carpet',
    moves: 'PillowHop CouchLeap Tiptoe Balance CushionPath ChairCross',
    verbs: 'Hop Leap Balance Climb',
    core: 'Couch Cushions PillowHop Hop',
    names:
      'FloorIsLavaAtHome PillowHopChallenge FloorIsLavaRelay CushionPathChallenge TheFloorIsLava',
  },
  trend: {
    things: 'Sound Filter Dance Meme Hashtag Audio Transition Caption Soundbite FYP',
    moves: 'TransitionSwap Duet Stitch LipSync Remake SlowMoReveal',
    verbs: 'Post Duet Stitch Recreate',
    core: 'Sound Dance Duet Recreate',
    names: 'GrandmaTriesTheTrend DidTheTrendWrong StartANewTrend TrendVsReality TrendsIRegret',
    also: 'viral trending',
  },
  influencer: {
    things: 'RingLight Selfie Filter Caption Followers Brunch Sponsor Hashtag Camera Aesthetic',
    moves: 'MorningRoutine Unboxing GRWM ProductShill PhotoDump CaptionThis',
    verbs: 'Post Pose Film Caption',
    core: 'RingLight Selfie Followers Post',
    names:
      'InfluencerParody DayInMyLifeParody GrandmaTheInfluencer InfluencerVoiceOff ExpectationVsReality',
  },
  snowball: {
    things: 'Snow Mittens Fort Snowman Sled Scarf Boots Hat Yard Shovel',
    moves: 'SnowFight FortBuild SnowmanBuild SnowAngel TargetToss',
    verbs: 'Throw Dodge Roll Build',
    core: 'Snow Mittens SnowFight Throw',
    names:
      'SnowballFightChallenge BiggestSnowballWins SnowballTargetToss SnowmanBuildOff SnowballRelay',
    also: 'snow snowballfight',
  },
  'first day': {
    things: 'Backpack Outfit Lunchbox Bus Teacher Locker Desk Photo Sign Alarm',
    moves: 'DoorstepPhoto OutfitReveal BusRide NameTag ClassIntro',
    verbs: 'Pack Wave Smile Learn',
    core: 'Backpack Lunchbox DoorstepPhoto',
    names:
      'FirstDayVsLastDay FirstDayInterview FirstDayOfSchoolSign FirstDayPredictions FirstDayFits',
  },
  accent: {
    things: 'Voice Words Phrases Country Map Grandma Tea Bagel Slang Vowels',
    moves: 'VoiceSwap GuessTheCountry SayItLikeMe WordTest ReadThisPhrase',
    verbs: 'Say Guess Pronounce Mimic',
    core: 'Voice VoiceSwap Pronounce',
    names: 'GuessMyAccent SayItInYourAccent AccentChallenge SayTheseWords HowDoYouSayIt',
  },
  'story time': {
    things: 'Couch Mic Popcorn Twist Narrator Blanket Teacup Drama Receipts',
    moves: 'PlotTwist Cliffhanger Flashback DramaticPause Reenactment',
    verbs: 'Tell Spill Narrate Reenact',
    core: 'Narrator Couch PlotTwist Tell',
    names:
      'StoryTimeWithATwist FinishMyStory StorytimeReenactment OneWordStoryTime WorstDayEverStory',
  },
  recess: {
    things: 'Playground Swings Slide Ball MonkeyBars Whistle Hopscotch Jumprope Snack Bell',
    moves: 'Tag FourSquare Hopscotch DodgeBall SwingRace RedRover',
    verbs: 'Play Swing Tag Run',
    core: 'Playground Swings Ball Tag',
    names: 'AdultRecess BringBackRecess RecessRematch AdultRecessOlympics RecessGamesWeMiss',
  },
  delulu: {
    things: 'VisionBoard Daydream Crush Celeb Manifest Playlist Mirror Diary Fantasy Plan',
    moves: 'MainCharacter Manifesting Daydreaming PlotInMyHead',
    verbs: 'Dream Manifest Imagine Believe',
    core: 'VisionBoard Daydream Manifest',
    names:
      'DeluluIsTheSolulu RateMyDeluluPlan DeluluVsReality DeluluVisionBoard DeluluAffirmations',
  },
  aura: {
    things: 'Vibe Walk Glow Entrance Stare Outfit Sunglasses Playlist Slowmo Points',
    moves: 'Farming SlowMoEntrance HairFlip Stare CoolWalk',
    verbs: 'Farm Glow Walk Pose',
    core: 'Glow Vibe CoolWalk',
    names: 'AuraFarmingChallenge RateMyAura PlusAuraMinusAura AuraEntrance AuraCheck',
    also: 'aurafarming',
  },
  'vibe check': {
    things: 'Playlist Mood Outfit Room Snacks Sunglasses Dance Fit Coffee Couch',
    moves: 'MoodRating PlaylistCheck OutfitRating VibeMeter SlowMo',
    verbs: 'Rate Vibe Dance Chill',
    core: 'Mood Playlist MoodRating Rate',
    names: 'PassTheVibeCheck GrandmaVibeCheck VibeCheckMyPlaylist PetVibeCheck VibeCheckChallenge',
    also: 'vibes',
  },
  'tung tung sahur': {
    things: 'Drum Log Bat Meme Sahur Bedroom Alarm Neighbor Song Dance',
    moves: 'TungTungDance DrumBeat WakeUpCall Chant',
    verbs: 'Drum Chant Dance Wake',
    core: 'Log Drum TungTungDance',
    names:
      'TungTungSahurDance SahurWakeUpCall TungTungDrumBeat DrawTungTungSahur ExplainItalianBrainrot',
    also: 'tungtung',
  },
  marriage: {
    things: 'Ring Spouse Couch Remote Thermostat Blanket Chores Groceries Kitchen Anniversary',
    moves: 'ThermostatWar BlanketSteal ChoreDebate DinnerDecision SnoreDuet',
    verbs: 'Bicker Share Compromise Laugh',
    core: 'Ring Spouse ThermostatWar',
    names:
      'WhereDoYouWantToEat MarriedCoupleQuiz MarriedLifeBeLike MarriageThermostatWars BlanketStealChallenge',
    also: 'marriedlife married',
  },
  'grocery store': {
    things: 'Cart Aisle Receipt Checkout Cashier Coupon Basket Groceries Banana Conveyor',
    moves: 'ListCheck PriceCheck SelfCheckout ImpulseBuy SampleHunt BagTetris AisleBingo',
    verbs: 'Scan Bag Shop Bargain',
    core: 'Cart Aisle Groceries Shop',
    names:
      'GroceryStoreSpeedrun GuessTheGroceryTotal GroceryStoreFreeSamples CameForOneThing WobblyGroceryCart',
    also: 'supermarket',
  },
  hospital: {
    things:
      'Gown Wristband Wheelchair Nurse Jello Monitor Clipboard Stretcher Balloon VendingMachine',
    moves: 'GownShuffle NurseCall VisitingHours JelloReview HallwayLap FlowerDelivery',
    verbs: 'Visit Heal Rest Recover',
    core: 'Gown Nurse Wheelchair',
    names:
      'GetWellCardChallenge HospitalGownFashionShow HospitalJelloReview GetWellSoonDance HospitalFoodRating',
  },
  bank: {
    things: 'Teller Vault Lollipop ATM CoinJar DepositSlip ChainedPen Receipt Counter Passbook',
    moves: 'CoinCount BalanceCheck ForgotMyPin FreeLollipop LineShuffle DriveUpWindow',
    verbs: 'Deposit Save Withdraw Count',
    core: 'Vault ATM Deposit',
    names:
      'BankTellerImpression PiggyBankCheckIn PiggyBankCoinCount GuessTheCoinJar ForgotMyPinAgain',
  },
  pharmacy: {
    things: 'Pharmacist Counter Receipt Vitamin Bandage Thermometer Lozenge Sunscreen Coupon Aisle',
    moves: 'RefillRun ReceiptUnroll PressureCheck AisleWander SnackDetour DriveThruPickup',
    verbs: 'Refill Browse Wait Restock',
    core: 'Pharmacist Counter ReceiptUnroll',
    names:
      'PharmacyReceiptChallenge PharmacyAisleDetour PharmacistImpression CameForCoughDrops TheEndlessReceipt',
    also: 'chemist',
  },
  'post office': {
    things: 'Stamp Envelope Parcel Box Scale Clerk TapeGun Label Mailbag Postcard',
    moves: 'BoxWrap LineWait LabelPrint ParcelDrop TapeWrestle PostcardWrite',
    verbs: 'Mail Ship Stamp Tape Wrap',
    core: 'Stamp Envelope Parcel Mail',
    names:
      'PostOfficeLineBingo PostOfficeBubbleWrapPop PostOfficeClerkImpression SendAPostcardChallenge SnailMailRevival',
  },
  laundromat: {
    things: 'Washer Dryer Quarter Detergent Basket Bench Lint Sock FoldingTable ChangeMachine',
    moves: 'QuarterHunt DryerWatch SpinCycle FoldOff SockRescue MachineClaim',
    verbs: 'Wash Spin Fold Load',
    core: 'Washer Dryer Quarter Fold',
    names: 'LaundromatFoldOff LaundromatLostSock LaundromatDryerWatch QuarterHunt SpinCycleSnooze',
  },
  'car wash': {
    things: 'Sponge Bucket Hose Suds Brush Towel Foam Wax Windshield Tunnel',
    moves: 'FoamParty TunnelRide SpongeDance HoseFight WaxOn RainbowFoam',
    verbs: 'Rinse Scrub Wax Soap Dry',
    core: 'Sponge Suds Foam Scrub',
    names: 'RainbowFoamRide CarWashAtHome CarWashReactions SpongeDanceOff CarWashDanceParty',
  },
  'parking lot': {
    things: 'Cone Ticket Meter Curb Lamppost CartCorral Sign Stripe Speedbump Minivan',
    moves: 'SpotHunt LostCarSearch KeyFobBeep ReverseIn CartReturn TightSqueeze',
    verbs: 'Park Reverse Circle Squeeze',
    core: 'Cone Stripe SpotHunt Park',
    names:
      'WhereDidIPark ParkingLotSearchParty ParkingLotKeyFobBeep ParkingLotCartHero PrimeParkingSpot',
    also: 'carpark parkinggarage',
  },
  'waiting room': {
    things: 'Magazine Chair Clipboard Fishtank Clock Receptionist Form Plant Buzzer Television',
    moves: 'NameCall FormFill ClockWatch MagazineFlip ChairShuffle LongSigh',
    verbs: 'Wait Sign Sit Sigh',
    core: 'Magazine Chair Clock Wait',
    names:
      'WaitingRoomOlympics GuessTheWaitTime TenYearOldMagazine WaitingRoomQuietGames WaitingRoomBingo',
  },
  backyard: {
    things: 'Grill Hammock Fence Sprinkler Lawnmower Firepit Swing KiddiePool Birdfeeder Patio',
    moves: 'SprinklerDash Cookout CampOut HammockFlip LawnMow WaterBalloonFight',
    verbs: 'Grill Mow Sprinkle Camp Relax',
    core: 'Hammock Sprinkler Fence',
    names:
      'BackyardOlympics BackyardCampout BackyardObstacleCourse SprinklerDashSummer BackyardTalentShow',
  },
  garage: {
    things: 'Toolbox Workbench Ladder Pegboard SecondFridge Bicycle Box Wrench Paint Sawhorse',
    moves: 'BandPractice CleanOut Tinker BoxTetris ProjectCar WorkbenchBuild',
    verbs: 'Tinker Build Fix Store Sort',
    core: 'Toolbox Workbench Tinker',
    names: 'GarageBandDebut GarageBoxTetris WeCantParkInThere GarageCleanOutDay GarageTreasureHunt',
  },
  basement: {
    things: 'Stair Furnace Box Cobweb PullString Flashlight Couch Freezer Dehumidifier Boiler',
    moves: 'LightsOffSprint StairRun SpookyNoise BoxDig HideAndSeek FurnaceRumble',
    verbs: 'Hide Store Explore Sneak',
    core: 'Stair Flashlight LightsOffSprint',
    names:
      'BasementHideAndSeek NotGoingDownThere WhatWasThatNoise BasementBandPractice BasementMovieDen',
  },
  attic: {
    things: 'Ladder Trunk Box Cobweb Rafter Insulation Dollhouse Lamp Heirloom Photo',
    moves: 'BoxTour BoxDig TreasureHunt DustCloud TimeCapsule HeirloomFind',
    verbs: 'Climb Dig Discover Store Dust',
    core: 'Trunk Cobweb Box Discover',
    names: 'AtticTreasureHunt AtticFashionShow AtticTimeCapsule AtticMysteryBox WhatsInTheAttic',
  },
  bathroom: {
    things: 'Mirror Towel Bathtub Toothbrush RubberDuck Soap Loofah ToiletPaper Plunger Shampoo',
    moves: 'MirrorPepTalk ShowerConcert BubbleBath TowelTurban LastRollDrama GlowUp',
    verbs: 'Scrub Brush Rinse Soak Sing',
    core: 'Bathtub Towel Toothbrush Scrub',
    names:
      'BathroomConcert BathroomMirrorPepTalk BathroomSelfieLight WhoUsedTheLastRoll TowelTurbanTwirl',
  },
  'kitchen sink': {
    things: 'Dish Sponge Faucet Drain Sprayer Plug Pot Scrubber Colander Suds',
    moves: 'DishPile SprayerMishap SoakOvernight SudsBeard DrainRescue DishDuel',
    verbs: 'Rinse Scrub Soak Drain Spray',
    core: 'Dish Sponge Faucet Rinse',
    names:
      'KitchenSinkChallenge KitchenSinkSudsBeard SinkFullOfDishes WhoLeftThisToSoak KitchenSinkSprayerGotMe',
  },
  'hardware store': {
    things: 'Drill Hammer Screw PaintChip Ladder Key Lumber Toolbelt Wrench Bolt',
    moves: 'PaintShake KeyCopy AisleWander LumberLoad SwatchPick ProjectRun',
    verbs: 'Drill Build Fix Measure Hammer',
    core: 'Screw Wrench PaintChip Fix',
    names:
      'HardwareStoreRun HardwareStoreGuessTheTool DadAtTheHardwareStore JustNeedOneScrew PaintChipPoetry',
    also: 'diystore',
  },
  bookstore: {
    things: 'Shelf Bookmark Paperback Hardcover Cat Armchair Ladder Display Tote Bestseller',
    moves: 'BookHaul CoverJudge ShelfBrowse SmellTheBooks StaffPick ReadInTheAisle',
    verbs: 'Browse Read Shop Flip',
    core: 'Paperback Shelf Bookmark Browse',
    names:
      'BookstoreScavengerHunt BookstoreBlindDate BookstoreHaulReveal JudgeByTheCover JustOneMoreBook',
    also: 'bookshop',
  },
  'flea market': {
    things: 'Stall Vinyl Lamp Trinket Antique Table Vendor Teacup Jacket Crate',
    moves: 'BargainHunt FiveDollarFind TreasureDig HaggleOff WeirdestFind EarlyBird',
    verbs: 'Haggle Browse Dig Barter',
    core: 'Stall Antique Haggle',
    names:
      'FiveDollarFleaFind WeirdestFleaMarketFind FleaMarketFlip FleaMarketOutfit HaggleLikeAPro',
    also: 'swapmeet',
  },
  campus: {
    things: 'Quad Backpack Lanyard Library Scooter Hoodie Bench Statue Fountain Squirrel',
    moves: 'ClassDash QuadNap TourWalk ScooterCommute LateToLecture ClubFair',
    verbs: 'Study Commute Explore Cram',
    core: 'Quad Library Backpack Study',
    names: 'CampusTourParody LateToLecture QuadNapChallenge CampusBingo FirstDayOnCampus',
    also: 'collegecampus',
  },
  'garden center': {
    things: 'Succulent Pot Trowel Seedling Fern Cart Greenhouse Soil WateringCan Cactus',
    moves: 'PlantHaul JustOneMore PotMatch CartFill GreenhouseWander SeedlingPick',
    verbs: 'Pot Plant Water Browse Repot',
    core: 'Seedling Pot WateringCan Plant',
    names:
      'GardenCenterHaul GardenCenterPlantPick GardenCenterSelfControl JustOneMorePlant NameYourNewPlant',
    also: 'plantnursery gardencentre',
  },
  rideshare: {
    things: 'Driver Backseat Rating AuxCord Mint WaterBottle Pickup Map Playlist Tip',
    moves: 'SmallTalk WrongCarPanic SilentRide PinDrop SurgePrice DriverKaraoke',
    verbs: 'Ride Rate Tip Hail',
    core: 'Driver Backseat Rating Ride',
    names:
      'RideshareBingo RideshareDriverImpression RidesharePassengerTypes FiveStarPassenger WhichCarIsMine',
    also: 'uber lyft',
  },
  tractor: {
    things: 'Hay Plow Trailer Field Barn Tire Farmer Muffler Seat Mud',
    moves: 'HayRide PullContest Harvest MudRun SlowCruise FarmerWave',
    verbs: 'Plow Haul Harvest Drive',
    core: 'Hay Barn HayRide Haul',
    names:
      'TractorParade HayRideSingAlong FarmerWaveChallenge StuckBehindATractor TractorRideReactions',
  },
  'toll booth': {
    things: 'Coin GateArm Transponder Ticket Lane Attendant Change Cupholder Window Receipt',
    moves: 'CoinToss ExactChange TransponderBeep LaneSwitch CoinFumble PayItForward',
    verbs: 'Pay Toss Fumble Merge',
    core: 'Coin GateArm Pay',
    names:
      'PayForTheCarBehind TollBoothExactChange TollBoothWave TollBoothThankYou TollBoothSingAlong',
  },
  'car dealership': {
    things: 'Salesperson Key Showroom TubeMan Balloon Manager Brochure Paperwork Bow Sticker',
    moves: 'TestDrive HaggleDance AskTheManager KeyHandoff NewCarSmell BigBowReveal',
    verbs: 'Haggle Test Sign Negotiate',
    core: 'Showroom Key TestDrive',
    names:
      'TubeManDanceOff CarDealerImpression CarDealershipSkit LetMeAskMyManager FirstCarKeysReveal',
    also: 'cardealer',
  },
  'bus stop': {
    things: 'Bench Shelter Timetable Sign Umbrella Puddle Billboard Pole Curb Ticket',
    moves: 'BusChase LateRun PuddleSplash WaitingGame WaveDown StrangerChat',
    verbs: 'Wait Wave Chase Sprint',
    core: 'Bench Shelter BusChase Wait',
    names: 'RunForTheBus BusStopBingo JustMissedTheBus BusStopSmallTalk BusStopPuddleDodge',
  },
  'pickup truck': {
    things: 'Tailgate Hitch Cooler Toolbox Mudflap Tarp Ladder Couch Mulch Bumper Truck',
    moves: 'TailgateParty MovingDay HaulRun MudRun BackRoadCruise TruckBedMovie',
    verbs: 'Haul Tow Load Hitch',
    core: 'Truck Tailgate Haul',
    names:
      'PickupTruckMovieNight PickupTruckPicnic PickupTruckTailgate FriendWithATruck CanYouHelpMeMove',
  },
  minivan: {
    things: 'SlidingDoor Cupholder Crumb CarSeat Stroller SoccerBall StickFigure Snack JuiceBox',
    moves: 'SchoolRun SnackHandout CarpoolLoop SlidingDoorDrama ThirdRowClimb AreWeThereYet',
    verbs: 'Carpool Load Buckle Haul',
    core: 'SlidingDoor Cupholder Carpool',
    names: 'MinivanKaraoke SlidingDoorEntrance AreWeThereYet MinivanThirdRowChaos MinivanSnackTour',
  },
  'golf cart': {
    things: 'Cupholder Course Club Flag Cooler Hill Canopy Pedal Path Scorecard',
    moves: 'CourseCruise HillClimb SneakyCruise ParadeRide BumpyPath TightTurn',
    verbs: 'Cruise Drive Putt Steer',
    core: 'Course Flag Cruise',
    names: 'GolfCartParade DecorateYourGolfCart GolfCartKaraoke SlowestGetaway GolfCartCoolerRun',
  },
  moped: {
    things: 'Helmet Basket Horn Mirror Scarf Kickstand Croissant Cobblestone Piazza Sunglasses',
    moves: 'HillStruggle BeepBeep CityZip SlowCruise KickstandFlip CafeStop',
    verbs: 'Zip Beep Cruise Weave',
    core: 'Helmet Basket BeepBeep Zip',
    names: 'MopedRoadTrip MopedCafeHop UphillStruggle MopedFits BeepBeepMoped',
  },
  carpool: {
    things: 'Backseat AuxCord Playlist Snack Seatbelt Lunchbox Minivan Lane Driver Mirror',
    moves: 'SingAlong FrontSeatDibs PickupLoop AuxBattle SnackShare LateKidWait',
    verbs: 'Drive Share Sing Honk',
    core: 'Minivan Backseat SingAlong',
    names: 'CarpoolKaraoke AuxCordWars CarpoolTriviaRound FrontSeatDibs CarpoolJokeOfTheDay',
  },
  'school pickup': {
    things: 'Minivan Backpack CrossingGuard Teacher Snack Artwork Cone Gate Lunchbox Sticker',
    moves: 'CarLineWait HowWasYourDay SnackHandoff BackpackToss ArtworkReveal ParentWave',
    verbs: 'Wait Wave Hug Honk',
    core: 'Minivan Backpack CarLineWait',
    names:
      'SchoolPickupKaraoke SchoolPickupHighFive SchoolPickupRecap BackpackTreasureDig AfterSchoolSnackRun',
    also: 'schoolrun',
  },
  'fire station': {
    things: 'Pole Helmet Hose Dalmatian Boots Siren Bell Ladder Truck Firefighter',
    moves: 'PoleSlide SuitUp SirenTest OpenHouse ChiliCookoff HoseDrill',
    verbs: 'Slide Suit Rescue Spray',
    core: 'Pole Helmet Dalmatian Slide',
    names:
      'KidsMeetFirefighters ThankAFirefighter FireStationChiliCookOff FirefighterSuitUpRace FireStationTour',
    also: 'firehouse',
  },
  'coffee shop': {
    things: 'Barista Latte Laptop Mug Muffin Croissant TipJar Menu Couch Straw',
    moves: 'NameMisspell LatteArt LaptopCamp OrderPanic OutletHunt SecretMenu',
    verbs: 'Sip Order Brew Type',
    core: 'Barista Mug NameMisspell Order',
    names:
      'GuessMyCoffeeOrder CoffeeShopAtHome CoffeeShopOrderChallenge LatteArtFaceOff BaristaImpression',
    also: 'cafe coffeehouse',
  },
  diner: {
    things: 'Booth Server Jukebox Pancake Milkshake Menu Ketchup Stool Counter Pie',
    moves: 'BoothSlide RefillRun MidnightSnack JukeboxPick PieSplit StoolSpin',
    verbs: 'Order Refill Share Split',
    core: 'Booth Jukebox Milkshake',
    names:
      'JukeboxSingAlong RateTheDinerPancakes MilkshakeMashup DinerPieVote DinerBreakfastReview',
  },
  'ice cream truck': {
    things: 'Jingle Popsicle Cone Sprinkles Window Menu Freezer Bell Napkin Sundae',
    moves: 'TruckChase JingleSprint ChangeHunt MeltRace MenuStare BrainFreeze',
    verbs: 'Chase Lick Sprint Melt',
    core: 'Jingle Popsicle Cone Chase',
    names:
      'HumTheIceCreamTruckSong IceCreamTruckTasteTest IceCreamTruckRoulette BrainFreezeFace SprinklesOrNoSprinkles',
  },
  'swimming pool': {
    things: 'Noodle Float DivingBoard Goggles Lifeguard Towel Ladder Whistle Sunscreen InnerTube',
    moves: 'Cannonball MarcoPolo BellyFlop UnderwaterTeaParty Handstand LapRace',
    verbs: 'Swim Dive Float Splash',
    core: 'Noodle Float Cannonball Swim',
    names:
      'PoolCannonballContest PoolNoodleRelay SwimmingPoolMarcoPolo BiggestSplashWins PoolFloatRace',
    also: 'pool',
  },
  'locker room': {
    things: 'Locker Bench Towel Padlock Mirror Hairdryer Sneaker DuffelBag Jersey Whiteboard',
    moves: 'LockFumble PepTalk HalftimeSpeech GearUp SockHunt TeamHuddle',
    verbs: 'Change Huddle Cheer Lock',
    core: 'Locker Towel PepTalk',
    names:
      'LockerRoomDanceOff LockerRoomPepTalk LockerComboFail LockerRoomHuddleChant PregameRituals',
  },
  stadium: {
    things: 'Jumbotron FoamFinger Hotdog Nachos Mascot Scoreboard Ticket Seat Pennant Tunnel',
    moves: 'TheWave KissCam DanceCam CrowdRoar SeatHunt TShirtToss',
    verbs: 'Cheer Chant Wave Root',
    core: 'FoamFinger Jumbotron TheWave Cheer',
    names:
      'StadiumWaveChallenge StadiumDanceCam MascotDanceOff StadiumSnackReview FoamFingerChallenge',
  },
  'county fair': {
    things: 'CornDog FunnelCake BlueRibbon Pig Prize Lemonade CottonCandy Goldfish Tractor Stage',
    moves: 'RingToss PigRace PieContest RideLine PrizeHunt FriedFoodTour',
    verbs: 'Win Toss Judge Ride',
    core: 'CornDog BlueRibbon RingToss',
    names:
      'CountyFairBakeOff CountyFairFoodTasteTest CountyFairRideReactions RingTossChallenge FairGameFails',
    also: 'statefair',
  },
  'mini golf': {
    things: 'Putter Windmill Ball Scorecard Pencil Hole Volcano Bridge Tunnel Clown',
    moves: 'HoleInOne WindmillShot TrickShot BankShot ScoreFudge LostBall',
    verbs: 'Putt Aim Sink Score',
    core: 'Putter Windmill HoleInOne Putt',
    names: 'HoleInOneOrBust FamilyMiniGolfFeud DIYMiniGolfCourse MiniGolfTrickShot WindmillNemesis',
    also: 'putputt',
  },
  driveway: {
    things: 'Chalk Hoop Shovel Bike LemonadeStand Trashcan JumpRope Cone Snowbank Scooter',
    moves: 'ChalkArt ShootAround SnowShovel BackingOut Hopscotch TrashcanRoll',
    verbs: 'Shovel Chalk Shoot Park',
    core: 'Chalk Hoop ChalkArt',
    names:
      'ChalkTheWalk DrivewayHoops DrivewayObstacleCourse DrivewayLemonadeStand DrivewayDoodleDay',
  },
  shed: {
    things: 'Rake Shovel Lawnmower Spider Shelf FlowerPot Hose PaintCan Workbench Bucket',
    moves: 'CleanOut SpiderStandoff ToolHunt PullStart Makeover Tinker',
    verbs: 'Store Tidy Fix Tinker',
    core: 'Rake Shovel Workbench',
    names: 'SheShedMakeover ShedCleanOutChallenge WhatsInTheShed ShedTreasureHunt SpiderInTheShed',
    also: 'toolshed gardenshed',
  },
  hallway: {
    things: 'Rug CoatHook Shoe Mirror Doorway Photo Lightswitch Umbrella Radiator Stairwell',
    moves: 'SockSlide Tiptoe RunwayWalk SneakPast SprintToBed HideAndSeek',
    verbs: 'Slide Tiptoe Sneak Strut',
    core: 'Rug CoatHook SockSlide',
    names: 'HallwayRunway HallwayBowling MidnightTiptoe HallwayHideAndSeek HallwayDanceOff',
    also: 'corridor',
  },
  balcony: {
    things: 'Chair Plant Railing Lantern Hammock Coffee View Sunset Herb Birdfeeder',
    moves: 'MorningCoffee SunsetGaze HerbGarden PeopleWatch Stargaze Serenade',
    verbs: 'Sip Water Grow Gaze',
    core: 'Plant View Sunset',
    names: 'BalconyConcert BalconyGardenGlowUp BalconyCoffeeDate BalconyKaraoke BalconyPicnicNight',
  },
  rooftop: {
    things:
      'Skyline Lounger StringLights Pigeon WaterTower Antenna Telescope Blanket Grill Planter',
    moves: 'SunsetHang Stargaze MovieNight CityView GoldenHour Cookout',
    verbs: 'Gaze Chill Host Toast',
    core: 'Skyline StringLights Stargaze',
    names:
      'RooftopMovieNight RooftopKaraokeNight RooftopStarCountChallenge RooftopPicnicTasteTest RooftopSunsetSingAlong',
  },
  patio: {
    things: 'Umbrella Chair Grill Lantern Cushion Planter Firepit Table Citronella Wasp',
    moves: 'WaspDodge Cookout SunsetDinner UmbrellaFlyaway StringLightHang MorningCoffee',
    verbs: 'Grill Host Lounge Sweep',
    core: 'Umbrella Chair Lounge',
    names: 'PatioMakeover UmbrellaFlewAway UninvitedWasp PatioGameNight PatioFurnitureFails',
  },
  'dining room': {
    things: 'Table Chair Chandelier Napkin Plate Candle Centerpiece Tablecloth Highchair Placemat',
    moves: 'NapkinFold TableSet FamilyDinner KidsTable PhoneStack ToastSpeech',
    verbs: 'Serve Carve Pass Fold',
    core: 'Table Tablecloth FamilyDinner',
    names:
      'DiningRoomRestaurant DiningRoomMakeover DiningRoomNoPhones NapkinFoldChallenge DinnerTableToast',
  },
  playroom: {
    things: 'Lego Block Puzzle Crayon Doll Dinosaur Beanbag ToyBox Easel Teddy',
    moves: 'BlockTower FortBuild CleanUpSong TeaParty LegoStep PlayPretend',
    verbs: 'Build Stack Pretend Tidy',
    core: 'Block Puzzle ToyBox Build',
    names:
      'SingTheCleanUpSong PlayroomCleanupRace PlayroomLegoTower PlayroomTeaParty NeverStepOnALego',
  },
  'man cave': {
    things: 'Recliner Dartboard MiniFridge NeonSign Jersey Couch Remote Popcorn Trophy Speaker',
    moves: 'GameDay DartThrow RecliningMode MovieMarathon TrophyPolish SnackStation',
    verbs: 'Recline Chill Cheer Host',
    core: 'Recliner MiniFridge NeonSign',
    names: 'RateMyManCave ManCaveMakeover ManCaveMovieMarathon ManCaveTour ManCaveConfessions',
  },
  'semi truck': {
    things: 'Horn Trailer Cab Mudflap CBRadio Bunk Highway Chrome Logbook Dashboard Truck',
    moves: 'HonkRequest LongHaul WideTurn TruckStopMeal CabTour Convoy',
    verbs: 'Haul Honk Drive Deliver',
    core: 'Truck Trailer Horn Honk',
    names:
      'SemiTruckCabTour SemiTruckStopTasteTest SemiTruckHornImpression CBRadioVoiceChallenge ThankATrucker',
    also: 'bigrig eighteenwheeler',
  },
  'tow truck': {
    things: 'Hook Chain Winch Flatbed Driver Strobe Ticket Cone Sign Bumper',
    moves: 'HookUp FlatbedLoad RoadsideRescue ParkingPanic StrobeFlash CurbsideWait',
    verbs: 'Tow Hook Winch Haul',
    core: 'Hook Flatbed Tow',
    names:
      'WhereDidMyCarGo ToyTowTruckRescue TowTruckReactions TowTruckRescueSkit ThankYourTowDriver',
  },
  'fire truck': {
    things: 'Ladder Siren Hose Helmet Dalmatian Bell Hydrant Firefighter Boots Lights',
    moves: 'SirenSingAlong HelmetTryOn KidsTour HoseSpray FirefighterWave LightShow',
    verbs: 'Climb Spray Ring Rescue',
    core: 'Siren Hose Dalmatian Spray',
    names:
      'KidsMeetTheFireTruck WaveAtTheFirefighters SirenSingAlong DrawAFireTruck FireTruckLightShow',
    also: 'fireengine',
  },
  'garbage truck': {
    things: 'Bin Lid Claw Driver Route Curb Bag Raccoon Compost Glove Truck',
    moves: 'BinDrag TrashDayDash ClawGrab CurbsideWave RaccoonRaid MissedPickup',
    verbs: 'Haul Dump Lift Crush Wave',
    core: 'Truck Bin Claw Dump',
    names:
      'KidsLoveTheTrashTruck WaveAtTheTrashTruck ThankYourTrashCrew MissedTheTrashTruck TrashDayDash',
    also: 'trashtruck bintruck',
  },
  stroller: {
    things: 'Wheel Canopy Cupholder Snack Blanket Basket Brake Buckle Rattle Pacifier',
    moves: 'ParkLoop OneHandFold NapWalk CurbHop PowerWalk TrunkTetris',
    verbs: 'Push Fold Stroll Buckle',
    core: 'Wheel Canopy ParkLoop Push',
    names:
      'OneHandFoldChallenge StrollerTrunkTetris StrollerPowerWalk DecorateTheStroller NapTimeWalk',
    also: 'pram pushchair',
  },
  escalator: {
    things: 'Step Handrail ShoppingBag Landing Mirror Sign Sneaker Suitcase Balloon',
    moves: 'WrongWayWalk FirstStepHop StandRight DramaticRide TopStepStumble SlowMoRide',
    verbs: 'Ride Climb Step Glide',
    core: 'Handrail Step WrongWayWalk Ride',
    names:
      'EscalatorMovieScene EscalatorDramaticEntrance EscalatorMusicVideo EscalatorWaveChallenge HoldTheHandrail',
  },
  'drive in': {
    things: 'Screen Radio Popcorn Car Blanket Trunk Speaker Hotdog Windshield Projector',
    moves: 'TrunkPicnic DoubleFeature RadioTune SnackRun BlanketNest HonkApplause',
    verbs: 'Watch Park Snack Honk',
    core: 'Screen Car Popcorn',
    names:
      'CardboardCarDriveIn TrunkPopcornParty DriveInAtHome DriveInDoubleFeature DriveInSnackReview',
    also: 'driveinmovie',
  },
  'antique shop': {
    things: 'Teacup Clock Vase Mirror Gramophone Lamp Typewriter Trunk Brooch Doll',
    moves: 'TreasureHunt PriceTagPeek EraGuess CarefulTiptoe HaggleOff HauntedDollCheck',
    verbs: 'Browse Dust Haggle Appraise',
    core: 'Teacup Gramophone Typewriter',
    names:
      'GuessTheAntique GrandmaHadThisOne NameThatOldGadget AntiqueTreasureHunt AntiqueShopHaul',
    also: 'antiques antiquing',
  },
  'toy store': {
    things: 'Plushie Robot Doll Puzzle Ball Yoyo Kite Slime Aisle BoardGame',
    moves: 'ButtonPressSpree WishList PuppyEyes ToyTestDrive JustLooking AisleRun',
    verbs: 'Play Test Squeeze Wish',
    core: 'Plushie Robot Doll Play',
    names:
      'ToyStoreButtonChallenge FiveDollarToyChallenge ToyStorePickForMe ToyStoreHaulReveal JustLookingISwear',
    also: 'toyshop',
  },
  'candy store': {
    things: 'Gummy Lollipop Jellybean Scoop Jar Chocolate Taffy Licorice Bag Scale',
    moves: 'PickAndMix SugarRush ScoopFrenzy SampleSneak TasteTest BagWeighIn',
    verbs: 'Scoop Pick Taste Weigh',
    core: 'Jar Scoop PickAndMix',
    names:
      'PickAndMixChallenge GuessTheCandyWeight SourCandyFaceOff CandyStoreTasteTest CandyStoreHaul',
    also: 'sweetshop',
  },
  'garage sale': {
    things: 'PriceSticker CashBox Sign Lamp Sweater Box Vinyl Table Bike Treasure',
    moves: 'EarlyBirdShopper HaggleOff SignHunt DollarBin FreePile BoxDig',
    verbs: 'Haggle Price Sell Browse',
    core: 'PriceSticker CashBox Haggle',
    names:
      'GarageSaleHaggle WeirdestGarageSaleFind GarageSaleFlip GarageSaleOutfit NoEarlyBirdsPlease',
    also: 'yardsale',
  },
  crosswalk: {
    things: 'Button Signal Stripe Sign Cone CrossingGuard Walker Curb Puddle Pigeon',
    moves: 'ButtonMash ZebraWalk AbbeyRoad StripeHop SignalWait StrutAcross',
    verbs: 'Cross Wait Strut Press',
    core: 'Stripe Signal ZebraWalk Cross',
    names:
      'LookBothWaysSong ThankYourCrossingGuard CrosswalkBeepRemix CrosswalkSafetySkit WaitForTheWalkSign',
    also: 'zebracrossing',
  },
  sidewalk: {
    things: 'Chalk Crack Curb Puddle Scooter Stroller Hydrant Bench Leaf Pigeon',
    moves: 'CrackHop ChalkArt PuddleJump Hopscotch SnailDodge WalkAndTalk',
    verbs: 'Walk Hop Chalk Stroll',
    core: 'Chalk Crack CrackHop Walk',
    names:
      'SidewalkChalkMural DontStepOnTheCrack SidewalkHopscotch ChalkAHappyNote SidewalkSnailRescue',
    also: 'pavement',
  },
  'dollar store': {
    things: 'Balloon Gadget Candy GreetingCard Mug Sunglasses Basket Slime Glowstick PartyHat',
    moves: 'BudgetHaul TreasureHunt GadgetTest DupeHunt PartyPrep OneOfEach',
    verbs: 'Haul Browse Test Budget',
    core: 'Balloon Gadget BudgetHaul',
    names:
      'DollarStoreGiftSwap FiveDollarChallenge DollarStoreDupe DollarStoreCostume DollarStoreGlowUp',
    also: 'poundshop',
  },
  'corner store': {
    things: 'Cat Counter Sandwich Chips Slushie Fridge Owner Bell Gum Soda',
    moves: 'SnackRun LateNightRun CatSpotting SandwichOrder RegularNod SlushieMix',
    verbs: 'Grab Order Chat Browse',
    core: 'Cat Sandwich SnackRun',
    names:
      'CornerStoreSnackRoulette CornerStoreFiveDollarPick MidnightSnackRun CornerStoreSlushieMix MyUsualPlease',
    also: 'bodega conveniencestore',
  },
  'cul de sac': {
    things: 'Bike Scooter Chalk Hoop Cone Streetlight Mailbox Lawn Trampoline Sprinkler',
    moves: 'BikeLoop StreetHockey KickTheCan BlockParty SprinklerRun HomeByStreetlights',
    verbs: 'Ride Play Loop Chalk',
    core: 'Bike Chalk BikeLoop Ride',
    names:
      'CulDeSacOlympics CulDeSacKickball ChalkTheCulDeSac BlockPartyDanceOff HomeByStreetlights',
  },
  'bumper cars': {
    things: 'SteeringWheel Pedal Seatbelt Pole Spark Arena Ticket Attendant Railing Buzzer',
    moves: 'SpinOut Gridlock SneakBump WrongWay BackwardsLap CornerStuck',
    verbs: 'Bump Spin Steer Dodge',
    core: 'SteeringWheel SpinOut Bump',
    names:
      'DadVsKidsBumperCars BumperCarRivals BumperCarTeamUp LaundryBasketBumperCars BumperCarBloopers',
    also: 'dodgems',
  },
  carousel: {
    things: 'Horse Pole Mirror Ticket Unicorn Lights Organ Bench Canopy Swan',
    moves: 'HorsePick SlowSpin BrassRingGrab DizzyWalk PhotoOp RoundAndRound',
    verbs: 'Ride Spin Wave Grab',
    core: 'Horse Unicorn Ride',
    names:
      'WaveEveryLap PickYourCarouselHorse CarouselRideReactions CarouselSingAlong DizzyAfterTheRide',
    also: 'merrygoround',
  },
  bleachers: {
    things: 'Bench Blanket Thermos Scoreboard Cushion Pennant Popcorn Sign Megaphone Railing',
    moves: 'StompChant SignWave BlanketHuddle SnackPass RowClimb ProudParentCheer',
    verbs: 'Cheer Stomp Chant Clap',
    core: 'Bench Megaphone Cheer Stomp',
    names:
      'BleacherCheerOff LoudestFanInTheStands BleacherFanSign StompTheBleachers ProudParentCheer',
  },
  'conference room': {
    things: 'Whiteboard Marker Projector Speakerphone Chair Donut Slide Laptop Clicker Agenda',
    moves: 'DonutDash MarkerHunt AwkwardIntro Brainstorm DeadMarker ProjectorFight',
    verbs: 'Present Pitch Brainstorm Schedule',
    core: 'Whiteboard Projector Speakerphone Present',
    names:
      'ThisCouldBeAnEmail ConferenceRoomBingo ConferenceRoomArtShow ConferenceRoomPitch EveryMarkerIsDead',
    also: 'meetingroom boardroom',
  },
  vacuum: {
    things: 'Cord Carpet Crumbs Couch Rug Dust Nozzle Canister Brush Sock',
    moves: 'CarpetLines CordTangle SockRescue CouchDive CrumbHunt LegoRescue',
    verbs: 'Hoover Plug Empty Unclog',
    core: 'Carpet Crumbs CarpetLines',
    names:
      'VacuumLinesChallenge GuessWhatTheVacuumAte VacuumDanceChallenge FoundItInTheCouch TheCordIsTooShort',
    also: 'vacuuming vacuumcleaner hoover',
  },
  toaster: {
    things: 'Toast Bagel Slot Lever Waffle Crumbs Butter Dial SmokeAlarm Plate',
    moves: 'ToastPop BurntToast StuckBagel GoldenBrown CrumbShake ToastCatch',
    verbs: 'Toast Pop Butter Burn',
    core: 'Toast Bagel ToastPop Pop',
    names: 'CatchTheToast ToastArtChallenge RateMyToast WhoTurnedTheDial ToasterPopUpReactions',
  },
  couch: {
    things: 'Cushion Remote Blanket Armrest Crumbs Coin Snack Pillow Dog Footrest',
    moves: 'CushionDig SundayNap CoinHunt StarfishSprawl BingeWatch BlanketBurrito',
    verbs: 'Lounge Sprawl Flop Binge',
    core: 'Cushion Remote Lounge',
    names:
      'CouchPotatoOlympics CouchCushionFort WhatsInTheCushions CouchDanceParty CouchCushionTreasure',
    also: 'sofa',
  },
  blanket: {
    things: 'Fleece Throw Couch Pillow Fort Cape Hood Tag Corner Cocoa',
    moves: 'BurritoRoll CapeMode HogTheCovers OneFootOut CozyCocoon FortBuild',
    verbs: 'Wrap Snuggle Tuck Roll',
    core: 'Fleece Pillow BurritoRoll Snuggle',
    names:
      'BlanketBurritoChallenge WhoStoleTheBlanket BlanketCapeEntrance OneFootOutRule BlanketFoldOff',
    also: 'throwblanket weightedblanket',
  },
  umbrella: {
    things: 'Rain Handle Canopy Puddle Raincoat Boots Wind Spokes Hood Drizzle',
    moves: 'InsideOutFlip WindBattle PuddleDodge RainDash StuckOpen CanopySpin',
    verbs: 'Open Twirl Shelter Shake',
    core: 'Rain Puddle InsideOutFlip Open',
    names: 'SingingInTheRain UmbrellaDanceChallenge UmbrellaVsWind InsideOutAgain UmbrellaFails',
    also: 'brolly',
  },
  toothbrush: {
    things: 'Toothpaste Bristles Sink Mirror Floss Cup Timer Mouthwash Foam Tube',
    moves: 'TwoMinuteBrush FoamBeard PasteSqueeze SingAlongBrush ElectricBuzz',
    verbs: 'Brush Squeeze Rinse Scrub',
    core: 'Toothpaste Bristles Foam Brush',
    names:
      'ToothbrushTimerDance ToothbrushMicCheck TwoMinuteToothbrushSong BrushToTheBeat WhoSqueezedTheMiddle',
    also: 'toothpaste',
  },
  ironing: {
    things: 'Iron Board Shirt Steam Collar Crease Spray Hanger Sleeve Cord',
    moves: 'SteamBlast CreaseHunt CollarPress ShirtFold DoubleCrease',
    verbs: 'Press Steam Smooth Starch',
    core: 'Iron Board Shirt Press',
    names: 'NoCreaseChallenge IronItOrWearIt JustOneShirt WhoIronsAnymore IroningBoardKaraoke',
  },
  mowing: {
    things: 'Mower Lawn Grass Stripes Earmuffs Clippings Hedge Sprinkler Dandelion Yard',
    moves: 'LawnStripes PullStart MissedSpot StraightLine GrassStain',
    verbs: 'Mow Trim Edge Rake',
    core: 'Grass Stripes Mow',
    names: 'MowingStripeChallenge LawnStripeArt MissedASpot DadMowsToThis MowingMusicVideo',
    also: 'lawnmower mowingthelawn mow',
  },
  'raking leaves': {
    things: 'Rake Leaf Pile Bag Tarp Gloves Acorn Blower Yard Wheelbarrow',
    moves: 'LeafPileJump CannonballDive LeafShower BagStuff WindUndo RakeRace',
    verbs: 'Rake Jump Bag Scoop',
    core: 'Rake Leaf Pile LeafPileJump',
    names:
      'JumpInTheLeafPile BiggestLeafPileEver RakingLeavesRace TheWindUndidIt RakingLeavesDance',
    also: 'leafpile rake',
  },
  'trash day': {
    things: 'Bin Bag Curb Truck Lid Raccoon Recycling Can Driveway Slipper',
    moves: 'CurbSprint TruckChase BinDrag BagSwing MissedTheTruck RaccoonRaid',
    verbs: 'Haul Drag Toss Sort',
    core: 'Bin Curb Truck BinDrag',
    names: 'TrashDayDash DidYouTakeTheBinsOut ThankTheTrashCrew TrashDayFits TrashDayFails',
    also: 'takingoutthetrash garbageday bindday',
  },
  'grocery haul': {
    things: 'Bag Receipt Fridge Pantry Snacks Eggs Cart Milk Coupon Trunk',
    moves: 'OneTripCarry BagUnpack PantryRestock FridgeTetris SnackReveal ReceiptShock',
    verbs: 'Unpack Stock Carry Shop',
    core: 'Bag Pantry Fridge Unpack',
    names:
      'GroceryHaulReveal GroceryHaulOneTrip GroceryHaulFridgeTetris ICameForMilk WeHaveFoodAtHome',
    also: 'unpackinggroceries',
  },
  thunderstorm: {
    things: 'Thunder Lightning Rain Blanket Flashlight Window Candle Dog Cloud Umbrella',
    moves: 'CountTheSeconds PowerFlicker BlanketHide BoardGame WindowWatch RainSound',
    verbs: 'Rumble Flash Hide Count',
    core: 'Thunder Lightning Rain Rumble',
    names:
      'CountTheThunder ThunderstormBoardGames FlashlightStoryTime ThunderstormBlanketFort ThunderReactions',
    also: 'thunder lightning',
  },
  puddle: {
    things: 'Boots Rain Splash Raincoat Mud Sidewalk Reflection Car Umbrella Sock',
    moves: 'BigSplash CannonballJump CarSplash WetSock RainbootStomp ReflectionShot',
    verbs: 'Splash Jump Stomp Soak',
    core: 'Boots Rain Splash Stomp',
    names:
      'BiggestSplashWins PuddleStompDance PuddleReflectionShot PuddleJumpChallenge TheCarSplashedMe',
    also: 'puddlejump puddlejumping',
  },
  mud: {
    things: 'Boots Pie Puddle Shovel Worm Bucket Garden Dog Rain Hose',
    moves: 'PieBake PuddleStomp BootStuck DogShake SlipSlide HoseDown',
    verbs: 'Squish Splash Stomp Hose',
    core: 'Boots Puddle Squish',
    names: 'MudPieBakeOff MudKitchenChallenge MuddyBootsReveal StuckInTheMud TheDogFoundMud',
    also: 'muddy mudpie',
  },
  sand: {
    things: 'Beach Bucket Shovel Towel Shoe Toes Dune Castle Moat Hair',
    moves: 'ShoeShake TowelFlap ToeBury CastleBuild MoatDig',
    verbs: 'Bury Dig Shake Sift',
    core: 'Beach Bucket Castle Dig',
    names: 'SandcastleBuildOff DrawInTheSand StillFindingSand ShakeOutTheSand SandCastleFails',
  },
  weeding: {
    things: 'Dandelion Trowel Gloves Kneepad Root Bucket Thistle Clover Vine Soil',
    moves: 'RootPull WholeRoot KneelAndPull DandelionDuel GardenBattle',
    verbs: 'Pull Dig Yank Uproot',
    core: 'Dandelion Gloves Root Pull',
    names: 'GotTheWholeRoot DandelionDuel WeedPullingRace WeedingDanceBreak PullingWeedsAgain',
    also: 'pullingweeds',
  },
  lamp: {
    things: 'Bulb Shade Switch Cord Desk Bedside Nightstand Glow Moth Plug',
    moves: 'ClickOnOff ShadeTilt BulbSwap MothParty LightsOut CozyGlow',
    verbs: 'Switch Dim Glow Click',
    core: 'Bulb Shade Switch Glow',
    names:
      'LampShadowPuppets LampshadeOnMyHead LampshadeMakeover WhoLeftTheLampOn LampLightPhotoshoot',
    also: 'desklamp',
  },
  keys: {
    things: 'Keychain Hook Door Pocket Couch Bag Car Lock Fob Ring',
    moves: 'PocketPat KeyHunt LockedOut DoubleCheck CouchSearch JingleCheck',
    verbs: 'Lock Unlock Jingle Find',
    core: 'Keychain Lock KeyHunt Jingle',
    names: 'WhereAreMyKeys TheyWereInMyHand PhoneWalletKeys KeysPocketPatDance LockedOutAgain',
    also: 'lostkeys housekeys carkeys',
  },
  wallet: {
    things: 'Card Cash Receipt Coins License Pocket Photo Zipper Bag Phone',
    moves: 'PocketCheck ReceiptPurge CoinDump CashCount CardTetris LeftAtHome',
    verbs: 'Pay Tap Count Stash',
    core: 'Cash Card Coins Pay',
    names: 'OldestReceiptWins GuessWhatsInMyWallet WalletCleanOut ReceiptAvalanche WhatsInMyWallet',
  },
  dishwasher: {
    things: 'Rack Plate Mug Tablet Fork Tupperware Spatula Door Detergent Bowl',
    moves: 'RackTetris LoadingWar RinseFirst Unload CleanOrDirty',
    verbs: 'Load Unload Rinse Stack',
    core: 'Rack Plate RackTetris Load',
    names:
      'ThatsNotHowYouLoadIt DishwasherTetris IsItCleanOrDirty DishwasherDebate DishwasherUnloadDance',
  },
  'washing machine': {
    things: 'Drum Detergent Sock Lint Door Towel Hoodie Bubbles Pocket Tissue',
    moves: 'SpinCycle SockVanish PocketCheck TissueDisaster MachineWalk DrumWatch',
    verbs: 'Spin Wash Rinse Load',
    core: 'Detergent Sock SpinCycle Spin',
    names:
      'WashingMachineBeat WashingMachineAteMySock WashingMachineTissueFail CheckYourPocketsFirst WatchingItSpin',
  },
  'leaf blower': {
    things: 'Leaf Nozzle Engine Earmuffs Driveway Sidewalk Pile Neighbor Backpack Cord',
    moves: 'LeafChase HairBlast EarlyMorningRoar PileMaker WindTunnel',
    verbs: 'Blow Chase Roar Clear',
    core: 'Leaf Pile LeafChase Blow',
    names:
      'LeafBlowerConcert WhoLeafBlowsAt7am LeafBlowerHairDo LeafPileArtChallenge LeafBlowerVsRake',
  },
  shoveling: {
    things: 'Shovel Snow Driveway Sidewalk Boots Mittens Salt Snowbank Plow Car',
    moves: 'PlowRedo SnowbankToss CarDigOut SaltSprinkle SnowAngelBreak PathClear',
    verbs: 'Shovel Scoop Salt Toss',
    core: 'Shovel Snow Driveway Scoop',
    names: 'ShovelTheNeighborsWalk ThePlowCameBack DigOutTheCar SnowShovelArt ShovelingIsCardio',
    also: 'snowshovel snowshoveling snowblower shovelingsnow',
  },
  snooze: {
    things: 'Alarm Phone Pillow Blanket Bed Clock Button Ringtone Sunrise Coffee',
    moves: 'FiveMoreMinutes NineMinuteNap AlarmSlap LateSprint SeventhAlarm PillowHide',
    verbs: 'Doze Slap Oversleep Rise',
    core: 'Alarm Pillow FiveMoreMinutes Doze',
    names: 'OneAlarmChallenge JustFiveMoreMinutes SnoozeButtonOlympics SnoozeOrGetUp BeatTheSnooze',
    also: 'snoozebutton oversleeping oversleep',
  },
  'windy day': {
    things: 'Hair Umbrella Hat Kite Leaves Scarf Paper Trampoline Flag Bin',
    moves: 'HairWhip HatChase UmbrellaFlip WindWalk LeafSwirl DoorSlam',
    verbs: 'Blow Gust Whip Flap',
    core: 'Kite Hair HairWhip Blow',
    names: 'WalkingIntoTheWind WindTunnelHair WindyDayKiteChallenge ChasingMyHat WindyDayLeafCatch',
    also: 'windy wind',
  },
  sunburn: {
    things: 'Sunscreen AloeVera Shoulders Nose TanLine Hat Beach Towel Shade Freckles',
    moves: 'TanLineReveal LobsterMode MissedASpot AloeSlather ShadeHunt',
    verbs: 'Peel Slather Burn Tan',
    core: 'Sunscreen TanLine LobsterMode',
    names:
      'ForgotTheSunscreen PassTheSunscreen SunscreenVsSunburn SunburnLobsterMode SunburnAloeRescue',
    also: 'sunburnt',
  },
  blizzard: {
    things: 'Snow Shovel Snowdrift Window Candle Blanket Plow Boots Cocoa Door',
    moves: 'WhiteoutWalk DoorPush SnowdriftDive BreadRun CabinFever PowerOut',
    verbs: 'Shovel Bundle Hunker Drift',
    core: 'Snow Snowdrift Shovel Bundle',
    names:
      'MilkAndBreadPanic SnowedInTalentShow BlizzardBoardGameNight SnowedInAgain CantOpenTheDoor',
    also: 'snowstorm snowedin',
  },
  frost: {
    things: 'Windshield Scraper Grass Window Breath Gloves Car Pattern Icicle Ice',
    moves: 'WindshieldScrape BreathCloud CrunchWalk HeaterWait CardScrape WindowDoodle',
    verbs: 'Scrape Crunch Thaw Shiver',
    core: 'Windshield Ice Icicle Scrape',
    names:
      'FrostyWindowDoodle FrostyWindshieldArt FrostPatternHunt CrunchyGrassWalk BreathCloudChallenge',
  },
  humidity: {
    things: 'Hair Frizz Fan Glasses Shirt Towel Cloud Window Curl HairTie',
    moves: 'FrizzCheck GlassesFog HairPoof StickyWalk FanHog AirConHug',
    verbs: 'Frizz Fog Melt Drip',
    core: 'Frizz Hair HairPoof',
    names: 'HairVsHumidity HumidityHairReveal FoggyGlassesCheck FrizzCheck HumidityHairRescue',
    also: 'humid muggy',
  },
  mosquito: {
    things: 'Bite Citronella Candle Net Spray Ankle Porch Lamp Buzz Swatter',
    moves: 'MidnightBuzz ItchScratch BugSprayCloud AirClap ScreenDoorRace BiteCount',
    verbs: 'Buzz Itch Swat Dodge',
    core: 'Bite Buzz Net Itch',
    names: 'TheyOnlyBiteMe MosquitoBuzzImpression BuzzAtMidnight ThatOneMosquito MosquitoBiteBingo',
    also: 'mosquitobite mozzie',
  },
  wasp: {
    things: 'Picnic Soda Nest Jam Patio Window Jar Lemonade Garden Sting',
    moves: 'PanicDance FreezeStill PicnicDash SodaCheck WindowEscort ArmFlail',
    verbs: 'Dodge Freeze Flee Duck',
    core: 'Nest Picnic PanicDance Dodge',
    names: 'WaspPanicDance StayVeryStill WaspProofPicnic WaspImpression CoverYourSodaCan',
    also: 'hornet yellowjacket',
  },
  'junk drawer': {
    things: 'Battery RubberBand Scissors Tape Pen Charger Coupon TwistTie Key Menu',
    moves: 'ScissorHunt DrawerJam TreasureDig MysteryKey DumpAndSort',
    verbs: 'Rummage Dig Sort Stash',
    core: 'RubberBand Tape TwistTie Rummage',
    names: 'JunkDrawerBingo GuessMyJunkDrawer TheMysteryKey JunkDrawerCleanOut WhatsInMyJunkDrawer',
  },
  doorbell: {
    things: 'Door Dog Package Porch Camera Button Chime Neighbor Pizza Peephole',
    moves: 'DogFrenzy PeepholeCheck PretendNotHome FloorDrop ChimeSong',
    verbs: 'Ring Answer Peek Hide',
    core: 'Door Chime Package Ring',
    names: 'DogVsDoorbell DoorbellChimeRemix PretendNobodysHome DoorbellCamDance DoorbellReactions',
    also: 'doorbellcamera',
  },
  package: {
    things: 'Box Tape Porch Label Scissors BubbleWrap Tracking Doorbell Courier Receipt',
    moves: 'TrackingRefresh DoorSprint Unboxing BoxFort TapeBattle ShakeTest',
    verbs: 'Track Unbox Open Ship',
    core: 'Box Tape Porch Unbox',
    names:
      'PackageArrivedDance GuessWhatsInThePackage ForgotWhatIOrdered PackageTrackingPanic UnboxingFails',
    also: 'parcel delivery',
  },
  'ceiling fan': {
    things: 'Blade Chain Light Dust Pillowcase Bed Breeze Remote Wobble Switch',
    moves: 'ChainPull PillowcaseTrick DustRain WobbleWatch SpeedThree BreezeNap',
    verbs: 'Spin Pull Dust Cool',
    core: 'Breeze Chain Wobble Spin',
    names:
      'CeilingFanDebate CeilingFanSpeedDance CeilingFanPillowcaseTrick WhichChainIsIt HighestSettingOnly',
  },
  'air conditioner': {
    things: 'Remote Vent Window Filter Thermostat Blanket Fan Breeze Bill Unit',
    moves: 'VentHug RemoteBattle BillShock ColdAirFace ArcticBedroom',
    verbs: 'Cool Chill Blast Crank',
    core: 'Vent Breeze VentHug Cool',
    names:
      'AirConditionerWars AirConditionerHug AirConditionerFirstBlast ShutTheDoorACIsOn BlanketWithTheAC',
    also: 'aircon airconditioning',
  },
  thermostat: {
    things: 'Dial Dad Blanket Sweater Heater Bill Fan Hoodie Setting Degree',
    moves: 'SneakyNudge DadPatrol SweaterOn BillShock DegreeUp',
    verbs: 'Adjust Nudge Guard Lower',
    core: 'Dial Sweater SneakyNudge Adjust',
    names:
      'DontTouchTheThermostat DadThermostatPatrol PutOnASweater GuessTheThermostat WhoTouchedTheDial',
  },
  'smoke alarm': {
    things: 'Battery Ladder Toast Towel Ceiling Broom Chirp Kitchen Pan Window',
    moves: 'TowelWave ChirpHunt ChirpGuess BatterySwap ToastAlarm BroomPoke',
    verbs: 'Chirp Beep Wave Fan',
    core: 'Chirp TowelWave Beep',
    names:
      'WhereIsThatChirp ItsJustToast SmokeAlarmImpression TestYourSmokeAlarm SmokeAlarmTowelWave',
    also: 'smokedetector firealarm',
  },
  towel: {
    things: 'Hook Beach Rack Hair Turban Robe Bathmat Pool Shower Fluff',
    moves: 'TurbanWrap HairFlip RackHang BeachClaim WetFloor PoolsideDrip',
    verbs: 'Dry Wrap Fold Hang',
    core: 'Beach Shower TurbanWrap Dry',
    names:
      'TowelAnimalChallenge TowelTurbanFlip TowelFoldChallenge WetTowelOnTheBed BeachTowelClaim',
  },
  broom: {
    things: 'Dustpan Bristles Crumbs Dust Kitchen Porch Corner Handle Line Witch',
    moves: 'DustpanLine BalanceTrick WitchRide PorchSweep CornerSweep SweepDance',
    verbs: 'Sweep Balance Dust Ride',
    core: 'Dustpan Bristles Sweep',
    names: 'CanYourBroomStand BroomDanceChallenge TheDustpanLine SweepToTheBeat QuidditchPractice',
    also: 'sweeping',
  },
  mop: {
    things: 'Bucket Floor Tile Water Squeegee Puddle Kitchen WetFloorSign Socks Wringer',
    moves: 'BucketDance BucketWring SpotlessCheck FootprintTrail ShineCheck',
    verbs: 'Wring Swish Slide Scrub',
    core: 'Bucket Floor Wring',
    names: 'MopDanceChallenge DontWalkOnMyFloor MopMicKaraoke WhoWalkedOnItAgain MopBucketDrumSolo',
    also: 'mopping',
  },
  'duct tape': {
    things: 'Roll Box Wallet Shoe Bumper Pipe Costume Sign Car Backpack Tape',
    moves: 'QuickFix TapeWallet EndHunt BumperFix WrapItUp',
    verbs: 'Wrap Patch Fix Stick',
    core: 'Tape QuickFix Wrap',
    names: 'DuctTapeFixesAll DuctTapeCostume CantFindTheEnd DuctTapeWalletDIY ItsTemporary',
  },
  'garden hose': {
    things: 'Nozzle Sprinkler Plant KiddiePool Car Dog Kink Reel Spigot Bucket Hose',
    moves: 'KinkChase ThumbSpray RainbowMist CarRinse DogBath SplashBattle',
    verbs: 'Spray Water Squirt Coil',
    core: 'Hose Nozzle Sprinkler Spray',
    names:
      'RainbowInTheSpray GardenHoseLimbo HoseWaterHitsDifferent TheKinkInTheHose BackyardSplashBattle',
    also: 'hose hosepipe',
  },
  'furniture assembly': {
    things: 'AllenKey Screw Manual Panel Dowel Drill Box Hammer Shelf SpareScrew',
    moves: 'ManualIgnore BackwardsPanel SpareScrewPanic Disassemble TwoPersonLift',
    verbs: 'Assemble Screw Build Tighten',
    core: 'AllenKey Screw Manual Assemble',
    names:
      'FurnitureAssemblyRace FurnitureAssemblyFails CoupleAssemblyChallenge WeDontNeedTheManual WhyIsThereAnExtraScrew',
    also: 'flatpack flatpackfurniture',
  },
  errands: {
    things: 'List Car Bank PostOffice Pharmacy DryCleaner Receipt Bag ParkingLot Coffee',
    moves: 'OneMoreStop QuickStop ForgotOne DoubleBack ListCheck',
    verbs: 'Return Mail Drop Fetch',
    core: 'List Car OneMoreStop',
    names:
      'ErrandsSpeedrun ErrandsBingo BeatTheErrandClock ForgotTheOneThing ItWasSupposedToBeQuick',
    also: 'runningerrands',
  },
  'to do list': {
    things: 'Pen Notebook Checkbox StickyNote Calendar Coffee Planner Highlighter Task Deadline',
    moves: 'CrossOff RewriteList TaskDodge TomorrowPile BigTick PriorityShuffle',
    verbs: 'Plan Cross Check Schedule',
    core: 'Checkbox StickyNote CrossOff Check',
    names:
      'ToDoListSpeedRun ToDoListCrossOffDance ToDoListVsReality AddedItJustToCrossIt TomorrowsProblem',
    also: 'todo checklist',
  },
  'ice cube tray': {
    things: 'Freezer Water Cube Cup Drink Lemonade Mold Cooler Glass Straw',
    moves: 'EmptyPutBack RefillDuty CubeTwist SpillWalk FrozenFruit',
    verbs: 'Freeze Fill Twist Pop',
    core: 'Cube Freezer CubeTwist Freeze',
    names:
      'WhoPutTheTrayBackEmpty IceCubeTrayArt IceCubeTrayChallenge IceCubeTrayFruitPops OneCubeLeft',
    also: 'icetray',
  },
  tupperware: {
    things: 'Lid Container Leftovers Cupboard Drawer Fridge Stack Lunch Label Sauce',
    moves: 'LidHunt MatchTheLid CupboardAvalanche StackJenga MysteryLeftover ReturnToSender',
    verbs: 'Match Stack Seal Store',
    core: 'Lid Container LidHunt',
    names: 'TupperwareLidMatch WhereIsTheLid TupperwareAvalanche TupperwareTower MomWantsItBack',
    also: 'foodcontainer',
  },
  '3am': {
    things: 'Ceiling Phone Fridge Snack Thought Dog Noise Hallway Clock Pillow',
    moves: 'CeilingStare SnackRaid CringeReplay WeirdNoise BrainAwake',
    verbs: 'Ponder Scroll Wonder Creep',
    core: 'Ceiling Clock CeilingStare',
    names: '3amThoughts ThatNoiseAt3am 3amSnackRaid WhyAmIAwake 3amVsMorningMe',
    also: '3amthoughts middleofthenight',
  },
  recliner: {
    things: 'Lever Footrest Remote Blanket Dad Nap Cupholder Cushion TV Snack',
    moves: 'LeverPull LaunchBack FullRecline DadNap ThroneClaim FootrestPop',
    verbs: 'Recline Lounge Doze Claim',
    core: 'Lever Footrest Remote Recline',
    names: 'ThatsDadsChair ClaimTheRecliner ReclinerNapOff FullReclineMode ReclinerFails',
  },
  'bunk bed': {
    things: 'Ladder Mattress Sibling Pillow Blanket Flashlight Rail Ceiling Poster Curtain',
    moves: 'TopBunkClaim LadderRace SecretWhisper BlanketCurtain FlashlightTalk MidnightChat',
    verbs: 'Climb Claim Whisper Swap',
    core: 'Sibling Pillow TopBunkClaim',
    names: 'IGetTopBunk BunkBedFortBuild BunkBedTalks BunkBedMakeover TopBunkOrNothing',
    also: 'topbunk',
  },
  dusting: {
    things: 'Duster DustBunny Shelf Sunbeam Frame Blinds Cloth Spray Baseboard Vent',
    moves: 'SunbeamReveal SneezeAttack FingerSwipe ShelfClear BunnyHunt',
    verbs: 'Wipe Swipe Polish Sneeze',
    core: 'Duster DustBunny Shelf Wipe',
    names: 'WhiteGloveTest TheSunbeamReveal DustToTheBeat DustBunnyHunt FeatherDusterDance',
    also: 'dustbunny duster',
  },
  campfire: {
    things: 'Marshmallow Stick Log Smoke Lantern Guitar Tent Blanket Spark Smore',
    moves: 'SmokeDodge MarshmallowTorch GhostStory SingAlong StickHunt FlameToast',
    verbs: 'Roast Toast Gather Spark',
    core: 'Marshmallow Tent GhostStory Gather',
    names:
      'CampfireSingAlong CampfireStoryRelay PerfectSmoreChallenge CampfireSmokeDodge GoldenBrownOrFlaming',
    also: 'bonfire firepit',
  },
  clothesline: {
    things: 'Clothespin Sheet Towel Sock Breeze Basket Pole Sun Rope Shirt',
    moves: 'SheetBillow RainRescue ClothespinChain SunDry PegRace',
    verbs: 'Hang Pin Peg Dry',
    core: 'Clothespin Sheet Breeze Hang',
    names:
      'ClotheslineArtShow ClotheslineFashionShow ClothespinChallenge ClotheslineRelay SheetInTheBreeze',
    also: 'washingline',
  },
  'stone skipping': {
    things: 'Stone Pebble Lake Pond River Ripple Wrist Shore Splash Dock',
    moves: 'PerfectSkip FlatStoneHunt SidearmFlick RippleCount PlonkFail',
    verbs: 'Skip Flick Hunt Count',
    core: 'Stone Lake Ripple Skip',
    names:
      'StoneSkippingChallenge StoneSkippingDuel StoneSkippingRecord HowManySkips FindTheFlattestStone',
    also: 'skippingstones rockskipping stoneskimming',
  },
  'four leaf clover': {
    things: 'Clover Lawn Field Magnifier Bookmark Horseshoe Grass Ladybug Patch Pocket',
    moves: 'CloverHunt LuckyFind PatchCrawl PressAndKeep LuckCheck',
    verbs: 'Search Spot Press Wish',
    core: 'Clover Grass CloverHunt Wish',
    names:
      'FourLeafCloverHunt CloverHuntChallenge FoundOneFinally LuckyCloverReveal ThreeLeavesAgain',
    also: 'clover luckyclover',
  },
  'pumpkin patch': {
    things: 'Pumpkin Hayride Wagon Scarecrow Cider CornMaze Vine Flannel Gourd Hay',
    moves: 'BiggestPick WagonHaul PhotoOp HayrideBump MazeLost PumpkinLift',
    verbs: 'Pick Carry Haul Carve',
    core: 'Pumpkin Hayride Scarecrow Pick',
    names:
      'BiggestPumpkinWins TinyPumpkinHunt PumpkinPatchHunt PumpkinPatchFits PumpkinPatchPoseOff',
    also: 'pumpkinpicking',
  },
  'christmas lights': {
    things: 'Bulb Strand Ladder Roof Tree ExtensionCord Inflatable Timer Hook Plug',
    moves: 'UntangleBattle BulbHunt WindowDisplay LightShow BlinkSync PlugInReveal',
    verbs: 'Untangle Hang String Blink',
    core: 'Bulb Strand LightShow Untangle',
    names:
      'ChristmasLightsUntangle ChristmasLightsToTheBeat ChristmasLightsTour TheOneDeadBulb LightsUpReactions',
    also: 'holidaylights fairylights',
  },
  'cold weather': {
    things: 'Coat Scarf Mittens Hat Heater Blanket Cocoa Breath Car Boots',
    moves: 'LayerUp BreathCloud CarWarmup SockLayers HeaterHug ShiverWalk',
    verbs: 'Bundle Shiver Layer Thaw',
    core: 'Coat Scarf Mittens Shiver',
    names:
      'ColdWeatherFitCheck ColdWeatherLayerUp ColdWeatherRoutine TooColdToFunction ThreeHoodiesOn',
    also: 'freezing',
  },
  creek: {
    things: 'Rock Minnow Crayfish Boots Stick Log Bridge Current Pebble Moss',
    moves: 'RockHop CrayfishHunt BootSplash StickRace LogBalance',
    verbs: 'Wade Hop Explore Splash',
    core: 'Rock Minnow RockHop Wade',
    names:
      'PoohSticksRace CreekStompChallenge CreekLeafBoatRace CreekTreasureHunt RockArtByTheCreek',
    also: 'brook',
  },
  'pool noodle': {
    things: 'Pool Float Raft Goggles Sunscreen Splash Lounger Inflatable Sprinkler Ladder',
    moves: 'NoodleJoust FloatRace Cannonball NoodleHorse BalanceFloat',
    verbs: 'Float Paddle Bop Splash',
    core: 'Pool Float NoodleJoust Splash',
    names: 'NoodleHorseRace PoolNoodleLimbo NoodleJousting PoolNoodleBuildOff PoolNoodleHacks',
  },
  'bean bag': {
    things: 'Bead Cushion Corner Controller Blanket Zipper Dog Snack Floor Slipper',
    moves: 'RunningFlop SinkIn GetUpStruggle BeadSpill FlopTest DogSteal',
    verbs: 'Flop Sink Slouch Squish',
    core: 'Cushion RunningFlop Flop',
    names: 'BeanBagSinkTest BeanBagGetUpChallenge BeanBagNapOff CantGetBackUp TheBeadsGotOut',
    also: 'beanbagchair',
  },
  'junk mail': {
    things: 'Mailbox Flyer Coupon Catalog Envelope Menu Shredder Recycling Sticker Postcard',
    moves: 'MailSort StraightToRecycle CouponClip FlyerFold ShredderFeed',
    verbs: 'Sort Toss Shred Clip',
    core: 'Mailbox Flyer Coupon Toss',
    names:
      'JunkMailDramaticReading JunkMailCollage JunkMailPaperPlanes StraightToRecycling JunkMailBingo',
  },
  'night light': {
    things: 'Outlet Hallway Bulb Star Moon Glow Pillow Teddy Closet Shadow',
    moves: 'MonsterCheck ShadowSpot HallwayGlow ClosetPeek GlowWalk',
    verbs: 'Glow Plug Guide Comfort',
    core: 'Glow Moon Star MonsterCheck',
    names:
      'MonsterPatrol NightLightShadowShow CheckUnderTheBed StillNeedMyNightLight RateMyNightLight',
  },
  'hair dryer': {
    things: 'Nozzle Brush Cord Mirror Towel Outlet Diffuser Curl Frizz Steam',
    moves: 'WindMachine MusicVideoHair VolumeBoost CordTangle MirrorDefog',
    verbs: 'Blow Dry Style Fluff',
    core: 'Brush WindMachine Blow Dry',
    names:
      'HairDryerMusicVideo HairDryerDiva WhatDidYouSay OneHairDryerThreeLooks HairInTheWindMachine',
    also: 'blowdryer',
  },
  kettle: {
    things: 'Tea Mug Whistle Steam Spout Lid Water Teabag Spoon Counter',
    moves: 'WatchedPotWait WhistleRace MugWarm TeaBreak OverFill',
    verbs: 'Boil Pour Whistle Brew',
    core: 'Mug Whistle Steam Pour',
    names:
      'WhoPutTheKettleOn KettleWhistleDuet PerfectCuppaChallenge WatchedKettleChallenge GuessTheTeaBlind',
    also: 'electrickettle teakettle',
  },
  'fridge magnet': {
    things: 'Fridge Postcard Drawing Photo Souvenir Calendar Letters Poem Coupon Menu',
    moves: 'SouvenirWall LetterSpell ArtDisplay MagnetAvalanche WordPoem',
    verbs: 'Stick Collect Spell Display',
    core: 'Fridge Souvenir Postcard Stick',
    names:
      'FridgeMagnetPoetry FridgeMagnetStory FridgeMagnetMessage FridgeArtGallery OneFromEveryTrip',
  },
  'spider web': {
    things: 'Dew Corner Porch Silk Thread Branch Doorway Broom Garden Morning Spider',
    moves: 'FaceFlail WebDance DewSparkle CornerCheck BroomSwipe',
    verbs: 'Spin Weave Flail Dodge',
    core: 'Spider Silk Spin',
    names: 'TheWebDance WalkedIntoAWeb SpiderWebPhotoHunt YarnSpiderWebDIY SpiderWebReactions',
    also: 'cobweb',
  },
  icicle: {
    things: 'Gutter Roof Drip Window Eave Mitten Sun Snow Branch Car',
    moves: 'LongestOne DripWatch LengthContest RoofMeasure MeltRace',
    verbs: 'Drip Snap Melt Freeze',
    core: 'Drip Snow LongestOne Melt',
    names: 'LongestIcicleWins IcicleMeltRace IciclePhotoHunt TheGutterMonster IcicleSunsetShot',
  },
  flashlight: {
    things: 'Battery Beam Tent Blanket Drawer Basement Storm Chin Book Closet',
    moves: 'ChinGlow ShadowPuppets UnderBlanketRead BatteryHunt BeamTag DeadBatteryFail',
    verbs: 'Shine Flash Beam Aim',
    core: 'Beam Tent ShadowPuppets Shine',
    names:
      'FlashlightTag FlashlightScaryStory FlashlightShadowPuppets ReadingUnderTheCovers TheBatteriesAreDead',
    also: 'torch',
  },
  'lawn chair': {
    things: 'Cooler Sunhat Backyard Strap Frame Shade Lemonade Parade Campsite Sunscreen',
    moves: 'FoldFail ChairUnfold StrapPattern SunBake ShadeChase',
    verbs: 'Fold Unfold Lounge Relax',
    core: 'Backyard Sunhat FoldFail Lounge',
    names:
      'HowDoesThisFold DadAndHisLawnChair LawnChairConcert StrapMarksOnMyLegs LawnChairLemonadeBreak',
    also: 'foldingchair campchair',
  },
  hail: {
    things: 'Ice Car Roof Window Umbrella Windshield GolfBall Pea Cooler Garage',
    moves: 'CarRescue SizeCompare GarageDash StoneMeasure WindowWatch',
    verbs: 'Pelt Bounce Dash Measure',
    core: 'Ice Umbrella SizeCompare Bounce',
    names: 'WhatSizeWasIt HailstormWindowWatch HailOnTheRoofBeat HailstormReaction RunToTheGarage',
    also: 'hailstorm hailstone',
  },
  plumber: {
    things: 'Plunger Wrench Pipe Toilet Sink Drain Toolbox Faucet Leak Bucket',
    moves: 'LeakFix DrainUnclog PipeBurst EmergencyCall UnderTheSink ToiletRescue',
    verbs: 'Plunge Unclog Tighten Fix',
    core: 'Plunger Pipe Wrench Unclog',
    names: 'PlumberImpression PlumberForADay CallThePlumberSkit PlungerPower NotAnotherLeak',
  },
  mechanic: {
    things: 'Wrench Jack Tire Engine Hood Oil Toolbox Garage SparkPlug Coveralls',
    moves: 'OilChange TireRotation CheckEngine UnderTheHood JumpStart TestDrive',
    verbs: 'Repair Tune Rotate Tighten',
    core: 'Wrench Tire Engine Repair',
    names:
      'MechanicImpression MechanicGuessTheNoise MechanicForADay ItWasFineThisMorning MakeTheNoiseForMe',
  },
  lifeguard: {
    things: 'Whistle Buoy Tower Sunscreen Pool Float Visor Megaphone Flag Umbrella',
    moves: 'WalkDontRun WhistleBlow PoolRescue SlowMoRun AdultSwim ShiftChange',
    verbs: 'Rescue Swim Whistle Watch',
    core: 'Whistle Buoy Pool Rescue',
    names:
      'LifeguardForADay WalkDontRunChallenge PoolRulesRap LifeguardWhistleChallenge LifeguardImpression',
  },
  librarian: {
    things: 'Book Stamp Cart LibraryCard Bookmark Glasses Shelf Cardigan ReturnSlot Bookworm',
    moves: 'Shush QuietPlease DueDate BookReturn ShelfSort LateFee',
    verbs: 'Shush Shelve Stamp Recommend',
    core: 'Book Glasses Shush',
    names:
      'LibrarianShushChallenge LibrarianBookSpineStory OverdueSince2010 LibrarianImpression WhisperBookReview',
  },
  'crossing guard': {
    things: 'StopSign Vest Whistle Crosswalk Backpack Corner SchoolBus Curb Glove',
    moves: 'HoldTheSign HighFive SafeCrossing MorningWave TrafficStop WaitForIt',
    verbs: 'Cross Wave Stop Whistle',
    core: 'StopSign Vest Crosswalk',
    names:
      'CrossingGuardDance HighFivesAtTheCrosswalk ThankYourCrossingGuard CrossingGuardForADay MorningWaveChallenge',
  },
  landlord: {
    things: 'Key Lease PaintCan Thermostat Mailbox Doorbell Lockbox Radiator Clipboard Ceiling',
    moves: 'RentDay FixItNextWeek SurpriseVisit MoveOutCheck DepositReturn PaintItBeige',
    verbs: 'Rent Fix Inspect Repaint',
    core: 'Key Lease FixItNextWeek Rent',
    names:
      'LandlordSpecialFix LandlordImpression LandlordFixItNextWeek PaintItBeige WhereIsMyDeposit',
  },
  electrician: {
    things: 'Wire Outlet Breaker Switch Fuse Ladder Multimeter Tape Bulb Flashlight',
    moves: 'FlipTheBreaker PowerBack SparkCheck WireTwist LightsOn Rewire',
    verbs: 'Wire Flip Connect Test',
    core: 'Wire Bulb Switch Connect',
    names:
      'ElectricianImpression ElectricianSwitchQuiz ElectricianCallSkit WhatDoesThisSwitchDo LightsOnDance',
  },
  'lunch lady': {
    things: 'Tray Hairnet Ladle TaterTot ChocolateMilk Spork SloppyJoe Cafeteria ServingLine',
    moves: 'PizzaFriday ExtraScoop LunchLine TraySlide SecondHelping TrayReturn',
    verbs: 'Serve Scoop Ladle',
    core: 'Tray Hairnet Ladle Serve',
    names:
      'ExtraTotsPlease ThankYourLunchLady PizzaFridayDance LunchLadyImpression BeNiceToTheLunchLady',
  },
  'camp counselor': {
    things: 'Whistle Canoe Campfire Cabin Marshmallow Clipboard Lanyard BugSpray Guitar Flashlight',
    moves: 'CampSong RollCall CabinCheck CanoeRace LightsOut ColorWar CampfireStory',
    verbs: 'Lead Cheer Paddle Count',
    core: 'Whistle Cabin CampSong',
    names:
      'CampCounselorImpression CampCounselorRollCall CampCounselorSingAlong ColorWarChampion CampfireSkitNight',
  },
  referee: {
    things: 'Whistle YellowCard Stopwatch Stripes Flag Coin Field Jersey RedCard',
    moves: 'CoinToss OffsideCall Timeout VideoReview WhistleBlow FlagThrow',
    verbs: 'Whistle Call Signal Penalize',
    core: 'Whistle YellowCard Stripes',
    names:
      'YouMakeTheCall RefereeSignalChallenge RefereeImpression CheckTheReplay RefTheFamilyGame',
    also: 'ref umpire',
  },
  realtor: {
    things: 'Key Lockbox Sign Listing Brochure Blazer Kitchen Closet Backyard Doorbell',
    moves: 'HouseTour SoldSign OpenHouse Walkthrough BiddingWar KeyHandover',
    verbs: 'Sell List Stage Show',
    core: 'Key Sign HouseTour Sell',
    names: 'RealtorImpression RealtorHouseTour RealtorSellMyRoom CozyMeansTiny AndThisIsTheKitchen',
    also: 'realestate realestateagent',
  },
  'security guard': {
    things: 'Flashlight Badge Radio Monitor Desk Clipboard Camera Lanyard Door Keycard',
    moves: 'NightShift Patrol DoorCheck BadgeScan FlashlightSweep MallRounds',
    verbs: 'Patrol Guard Scan Check',
    core: 'Badge Flashlight Radio Patrol',
    names:
      'SecurityGuardDance SecurityGuardImpression SecurityBadgeCheck GuardTheSnacks SecurityCamDance',
  },
  magician: {
    things: 'Wand TopHat Rabbit Cape Deck Coin Scarf Dove Handkerchief Assistant',
    moves: 'CardTrick VanishAct CoinBehindEar PickACard Abracadabra TaDa',
    verbs: 'Vanish Shuffle Conjure Reveal Levitate',
    core: 'Wand TopHat Rabbit Vanish',
    names: 'MagicianImpression MagicTrickChallenge IsThisYourCard MagicTrickFail NothingUpMySleeve',
  },
  mascot: {
    things: 'Costume BigHead FoamFinger Drum Pompom Jersey Bleachers Sideline Banner Fan',
    moves: 'HypeDance CrowdWave Cartwheel HighFive SidelineShuffle TshirtToss',
    verbs: 'Cheer Hype Wave Dance',
    core: 'Costume BigHead HypeDance Cheer',
    names: 'MascotDanceOff HypeTheCrowd WhoIsInTheSuit DIYMascotCostume MascotFail',
  },
  'uber driver': {
    things: 'Car Phone AuxCord Backseat CarFreshener PhoneMount Map Mint WaterBottle Playlist',
    moves: 'FiveStars AuxCordControl SmallTalk WrongCar PickupPin ScenicRoute',
    verbs: 'Drive Rate Navigate Tip',
    core: 'Car Backseat FiveStars Drive',
    names:
      'UberDriverImpression UberPassengerTypes UberDriverSmallTalk PassTheAuxCord FiveStarRide',
  },
  weatherman: {
    things: 'GreenScreen Map Pointer Umbrella Radar Clicker Suit Snowflake Cloud Raincoat',
    moves: 'ForecastPoint GreenScreenFail StormWatch LiveReport WindBlast FiveDayForecast',
    verbs: 'Forecast Predict Point Report',
    core: 'GreenScreen Map Umbrella Forecast',
    names:
      'WeathermanImpression WeatherReportChallenge WeathermanForecastMyDay AndNowTheWeather ChanceOfSnowDay',
    also: 'meteorologist weathergirl forecaster',
  },
  'construction worker': {
    things: 'HardHat Vest Cone Crane Drill Bulldozer Brick Ladder Lunchbox Jackhammer',
    moves: 'ConeZone HammerTime LunchBreak BeamWalk DigSite SafetyFirst',
    verbs: 'Build Drill Hammer Dig Pour',
    core: 'HardHat Vest Bulldozer Build',
    names:
      'ConstructionImpression SandboxConstructionSite ConstructionWorkerSkit ConeStackChallenge HardHatFitCheck',
    also: 'builder',
  },
  'news anchor': {
    things: 'Desk Microphone Teleprompter Earpiece Camera Tie Script Mug Studio Clipboard',
    moves: 'BreakingNews SignOff LiveShot BackToYou BloopersReel NewsVoice',
    verbs: 'Report Announce Broadcast Narrate',
    core: 'Desk Microphone BreakingNews Report',
    names:
      'BreakingNewsAtHome NewsVoiceChallenge ReportTheFamilyNews NewsAnchorImpression NewsAnchorSignOff',
    also: 'newscaster',
  },
  'soccer mom': {
    things:
      'Minivan OrangeSlice Cooler FoldingChair Snack Cleats Jersey Whistle Sunglasses Umbrella',
    moves: 'SnackDuty SidelineCheer MinivanDash HalftimeHug GameDayPack',
    verbs: 'Cheer Drive Pack Slice',
    core: 'Minivan OrangeSlice Cleats Cheer',
    names:
      'OrangeSlicesAtHalftime SidelineSuperfan SoccerMomCheerOff SoccerMomSnackDuty SoccerMomImpression',
  },
  'girl dad': {
    things: 'Hairbrush Tiara TeaSet Ponytail NailPolish Tutu Glitter Dollhouse Scrunchie',
    moves: 'TeaParty BraidAttempt DaddyDaughterDance NailPainting PonytailFail',
    verbs: 'Braid Paint Twirl Dance',
    core: 'Tiara Hairbrush TeaParty Braid',
    names:
      'DadLearnsToBraid DaddyDaughterDance GirlDadTeaParty GirlDadHairChallenge GirlDadMakeover',
  },
  'baby shower': {
    things: 'Diaper Onesie Bottle Cake Balloon Gift Bib Stroller Rattle DiaperCake',
    moves: 'DiaperRace BabyFoodTaste GiftOpening GuessTheDate DiaperChange NameTheBaby',
    verbs: 'Gift Guess Wrap Celebrate',
    core: 'Onesie Diaper Rattle Gift',
    names:
      'BabyShowerBingo BabyShowerGuessTheFood BabyShowerDiaperRace WhoseBabyPhoto GuessTheDueDate',
  },
  'family reunion': {
    things:
      'MatchingShirt Grill Cousin Nametag PotatoSalad LawnChair Cooler Hotdog Auntie FamilyTree',
    moves: 'GroupPhoto HowYouveGrown SackRace WhoseKidIsThis CookoutLine',
    verbs: 'Hug Grill Reunite Gather',
    core: 'MatchingShirt Cousin GroupPhoto Hug',
    names:
      'FamilyReunionSackRace FamilyReunionTrivia FamilyReunionShirts WhoMadeThePotatoSalad YouGotSoTall',
  },
  'leap day': {
    things: 'Calendar Frog LilyPad Cake Candle February Planner PartyHat',
    moves: 'FrogJump BonusDay ExtraDay FourYearWait CalendarFlip',
    verbs: 'Leap Hop Skip Jump',
    core: 'Calendar Frog February Leap',
    names:
      'LeapDayFrogJump BonusDayChallenge LeapDayTimeCapsule MakeTheBonusDayCount LeapDayYesDay',
    also: 'leapyear',
  },
  'lunar new year': {
    things:
      'Lantern RedEnvelope Dumpling Firecracker Dragon Lion Tangerine Calendar Zodiac Chopstick',
    moves: 'LionDance DumplingFold RedEnvelopeHunt LanternWalk ZodiacReveal ReunionDinner',
    verbs: 'Fold Wish Light Sweep',
    core: 'RedEnvelope Lantern Dumpling LionDance',
    names:
      'LunarNewYearDumplingRace LunarNewYearZodiacQuiz LunarNewYearFitCheck LionDanceChallenge RedEnvelopeHunt',
    also: 'chinesenewyear tet seollal springfestival',
  },
  'new years eve': {
    things: 'Confetti Countdown Ball Noisemaker PartyHat Glitter Clock Sparkler Firework Tiara',
    moves: 'BallDrop MidnightToast StayUpLate ConfettiToss TenSecondCountdown',
    verbs: 'Count Toast Cheer Celebrate',
    core: 'Confetti Countdown BallDrop Cheer',
    names:
      'NewYearsEveCountdown NewYearsEveToast NewYearsEveExpectations MadeItToMidnight AsleepByTen',
    also: 'nye',
  },
  anniversary: {
    things: 'Cake Card Ring Photo Album Bouquet Candle Dinner Topper Gift',
    moves: 'RecreateOurPhoto SlowDance DinnerDate SurpriseGift RenewVows',
    verbs: 'Celebrate Toast Remember Recreate',
    core: 'Ring Bouquet SlowDance Celebrate',
    names:
      'AnniversaryQuiz AnniversaryPhotoRecreate AnniversarySlowDance RecreateOurFirstDate HowWeMet',
  },
  'moving day': {
    things: 'Box Tape Truck Dolly Couch BubbleWrap Marker Pizza Mattress Key',
    moves: 'CouchPivot BoxTetris LastLoad TruckPack LabelEverything StairCarry',
    verbs: 'Pack Lift Haul Unpack Label',
    core: 'Box Tape Truck Pack',
    names:
      'MovingDayBoxTetris MovingDayPivotChallenge MovingBoxFort WhichBoxIsItIn WillWorkForPizza',
    also: 'moving movingout',
  },
  'gender reveal': {
    things: 'Balloon Confetti Cake Cupcake Pinata Box Popper Envelope Onesie Streamer',
    moves: 'BalloonPop CakeCut BigReveal GuessTheColor PinkOrBlue TeamPick',
    verbs: 'Reveal Guess Pop Cheer',
    core: 'Balloon Confetti PinkOrBlue Pop',
    names:
      'GenderRevealCupcakes GenderRevealGuess GenderRevealCakeCut TeamPinkOrTeamBlue OldWivesTaleQuiz',
  },
  housewarming: {
    things: 'Doormat Key Candle Houseplant Couch Cheeseboard Toaster WelcomeSign Toolkit Rug',
    moves: 'HouseTour FirstDinner KeyHandoff GiftDrop UnpackParty',
    verbs: 'Host Unpack Decorate Welcome',
    core: 'Doormat Key HouseTour Welcome',
    names:
      'HousewarmingHomeTour PleaseIgnoreTheBoxes HousewarmingGiftSwap NewPlaceWhoDis HousewarmingGiftFails',
  },
  'jury duty': {
    things: 'Summons Courthouse Badge JuryBox Gavel Bench Notepad VendingMachine Lanyard',
    moves: 'AllRise LongWait Dismissed JurySelection VendingRun ExcuseLetter',
    verbs: 'Serve Deliberate Rise',
    core: 'Courthouse Gavel AllRise',
    names:
      'JuryDutyBingo AllRiseChallenge JuryDutyFitCheck JurySummonsReaction JuryDutySnackReview',
  },
  'summer break': {
    things: 'Pool Popsicle Sunscreen FlipFlop Sprinkler Bike Sleepover Camp Hammock Lemonade',
    moves: 'SleepIn Cannonball BikeRide BoredomBuster RoadTrip LastDayBell',
    verbs: 'Swim Relax Explore',
    core: 'Pool Popsicle SleepIn Swim',
    names:
      'FirstDayOfSummerDance SummerBreakBucketList SummerBreakBoredomJar SleepInSpeedrun SummerBreakDayOne',
    also: 'summervacation',
  },
  tailgate: {
    things: 'Grill Cooler Jersey Tent Cornhole Burger Bratwurst Chair Truck Flag',
    moves: 'CornholeToss GrillOff GameDayPrep ChantPractice FoodSpread',
    verbs: 'Grill Cheer Toss Chant',
    core: 'Cooler Jersey Cornhole Cheer',
    names: 'CornholeChampion TailgateGrillOff TailgateChantOff ParkingLotChef TailgateSnackSpread',
    also: 'tailgating',
  },
  allowance: {
    things: 'PiggyBank Jar Coin Dollar ChoreChart Wallet Sticker Envelope Calculator',
    moves: 'PaydayFriday CoinCount SaveOrSpend BigPurchase ChoreForCash',
    verbs: 'Save Spend Earn Count',
    core: 'PiggyBank Coin ChoreChart Save',
    names:
      'AllowanceSaveOrSpend ChoreForCashChallenge PiggyBankReveal WillWorkForAllowance AllowanceNegotiation',
    also: 'pocketmoney',
  },
  curfew: {
    things: 'Clock PorchLight Key Phone FrontDoor Couch Staircase Sneaker Doorbell',
    moves: 'TiptoeIn ClockCheck LastMinuteRun CreakyStair WaitingUp',
    verbs: 'Tiptoe Sneak Rush Text',
    core: 'Clock PorchLight TiptoeIn Sneak',
    names: 'CurfewNegotiation MadeItByCurfew CurfewCountdown HomeByEleven ParentsWaitingUp',
  },
  grounded: {
    things: 'Phone Room Bed Window Book Ceiling Controller Calendar ChoreList',
    moves: 'PhoneHandover RoomArrest DayCount CeilingStare GoodBehavior',
    verbs: 'Sulk Plead Bargain',
    core: 'Phone PhoneHandover Sulk',
    names:
      'GroundedButCreative GroundedRoomMakeover GroundedDayOneVsDayTen GroundedTalentShow DayThreeOfBeingGrounded',
  },
  'first apartment': {
    things: 'Key Mattress Futon Ramen Fridge Plant Lease Microwave Toolkit Rug',
    moves: 'MoveIn FirstGrocery FloorDinner CouchHaul DecorHaul',
    verbs: 'Decorate Furnish Unpack Budget',
    core: 'Key Futon MoveIn Decorate',
    names:
      'DinnerOnTheFloor FiftyDollarMakeover FirstApartmentTour FirstApartmentCookOff FirstApartmentFails',
  },
  proposal: {
    things: 'Ring RingBox Rose Candle Banner Picnic Sunset Bouquet Camera',
    moves: 'BendedKnee SurpriseSetup RingReveal HappyTears SayYes HiddenCamera',
    verbs: 'Propose Kneel Ask Surprise',
    core: 'Ring RingBox BendedKnee Propose',
    names:
      'RecreateTheProposal HiddenCameraProposal ProposeWithAPun RingRevealReactions ProposalBloopers',
    also: 'engagement engaged',
  },
  'power outage': {
    things: 'Flashlight Candle Lantern BoardGame Fridge Clock Battery Blanket Phone Radio',
    moves: 'CandlelightDinner ShadowPuppets BlinkingClock FridgeCountdown LightsBack',
    verbs: 'Light Unplug Reset Huddle',
    core: 'Flashlight BoardGame ShadowPuppets Huddle',
    names:
      'PowerOutageStoryTime PowerOutageTalentShow PowerOutageShadowPuppets AllTheClocksBlinking WhenThePowerComesBack',
    also: 'powercut',
  },
  'groundhog day': {
    things: 'Groundhog Shadow Burrow Calendar Snowflake TopHat AlarmClock Scarf',
    moves: 'ShadowCheck SixMoreWeeks SameDayAgain AlarmReset EarlySpring BurrowPeek',
    verbs: 'Peek Predict Repeat Hibernate',
    core: 'Groundhog Shadow Burrow Peek',
    names:
      'GroundhogImpression GroundhogDayLoop GroundhogDayShadowCheck DidHeSeeHisShadow EarlySpringPlease',
    also: 'groundhog',
  },
  'two weeks notice': {
    things: 'Letter Desk Box Badge Cake Card Stapler Plant Laptop Mug',
    moves: 'ResignationLetter LastDay DeskCleanout ExitInterview FarewellCake',
    verbs: 'Resign Quit Pack Handoff',
    core: 'Letter LastDay Resign',
    names:
      'TwoWeeksNoticeSkit TwoWeeksNoticeInRhyme LastDayAtWorkDance TwoWeeksNoticeCountdown DeskCleanoutSpeedrun',
    also: 'resignation quitting',
  },
  'first paycheck': {
    things: 'PayStub Wallet Bank Receipt Calculator PiggyBank Sneakers Envelope',
    moves: 'TaxShock TreatYourself DirectDeposit FirstSplurge SavingsGoal',
    verbs: 'Earn Save Spend Budget Deposit',
    core: 'PayStub Wallet TaxShock Spend',
    names:
      'FirstPaycheckBudget FirstPaycheckReaction FirstPaycheckTreat GoneInOneWeekend FirstPaycheckHaul',
  },
  detention: {
    things: 'Desk Clock Chalkboard Slip Pencil Hallway Bell Notebook PaperAirplane Principal',
    moves: 'ClockStare LinesOnBoard BreakfastClub TimeCrawl NotePass',
    verbs: 'Doodle Scribble Copy',
    core: 'Desk Clock Chalkboard Doodle',
    names:
      'WhatAreYouInFor DetentionBreakfastClub DetentionDoodles ClockStareChallenge DetentionPaperPlanes',
  },
  'day off': {
    things: 'Couch Remote Blanket Snack Pillow Phone Hammock Coffee Slipper Robe',
    moves: 'SleepIn DoNothing CouchDay OutOfOffice PajamaAllDay BingeWatch',
    verbs: 'Relax Lounge Snooze Recharge',
    core: 'Couch Hammock SleepIn Relax',
    names:
      'DoNothingChallenge DayOffPajamasTillNoon IDidNothingAndLovedIt DayOffRoutine DayOffVsWorkDay',
  },
  hangry: {
    things: 'Snack Stomach Fridge Sandwich GranolaBar Menu Chip Pantry Cracker',
    moves: 'StomachGrowl SnackAttack FridgeRaid MoodSwing FirstBite SnackIntervention',
    verbs: 'Snack Munch Growl Crave',
    core: 'Snack Fridge StomachGrowl Munch',
    names: 'HangryToHappy SnackIntervention HangryVsFed FeedMeFirst HangryImpression',
  },
  bored: {
    things: 'Ceiling Couch Phone Window Clock Paperclip Sock Remote RubberBand Fridge',
    moves: 'CeilingStare FridgeCheck ThumbTwiddle SockPuppet ChairSpin RoomPace',
    verbs: 'Sigh Fidget Doodle Pace Scroll',
    core: 'Ceiling Couch CeilingStare Sigh',
    names: 'SockPuppetShow MomImBored BoredomBuster MakeSomethingFromNothing ThingsToDoWhenBored',
    also: 'boredom',
  },
  grumpy: {
    things: 'Coffee Mug Blanket Alarm Pillow RainCloud Cactus Slipper Sunglasses',
    moves: 'MorningGrump EyeRoll Harrumph SideEye NoTalkingZone FakeSmile',
    verbs: 'Grumble Grunt Sigh Mope',
    core: 'RainCloud Mug MorningGrump Grumble',
    names: 'CoffeeFirstThenTalk GrumpyFaceOff DontTalkToMeYet GrumpyToGiggly GrumpyMorningMe',
    also: 'cranky grouchy grump',
  },
  fomo: {
    things: 'Phone Story Invite Calendar GroupChat Ticket Couch Notification Photo Party',
    moves: 'StoryScroll LastMinuteYes DoubleBooked InviteCheck SeenOnStory RsvpPanic',
    verbs: 'Scroll Join Rsvp Refresh',
    core: 'Phone Invite Party Scroll',
    names: 'FomoVsJomo JoyOfMissingOut SawItOnYourStory FomoFreeFriday FomoConfessions',
    spelled: 'FOMO',
  },
  'sugar rush': {
    things: 'Candy Lollipop Soda Cupcake Frosting Sprinkle Gummy Pinata CottonCandy',
    moves: 'SugarCrash ZoomiesMode CandyBinge HyperDance BounceOffWalls',
    verbs: 'Bounce Zoom Giggle Spin',
    core: 'Cupcake Sprinkle HyperDance Bounce',
    names:
      'SugarRushVsSugarCrash SugarRushDanceParty NarrateTheSugarRush PartyCandyAftermath SugarCrashIncoming',
    also: 'sugarhigh',
  },
  'food coma': {
    things: 'Couch Plate Belt StretchyPants Turkey Blanket Leftovers Buffet Pillow Recliner',
    moves: 'BeltLoosen CouchCollapse SecondHelping PostMealNap ThirdPlate DessertRoom',
    verbs: 'Nap Loosen Feast Waddle',
    core: 'Couch Plate StretchyPants Nap',
    names:
      'FoodComaWhoSleepsFirst StretchyPantsChallenge RoomForDessert FoodComaReenactment FoodComaNapOff',
  },
  'cabin fever': {
    things: 'Window Couch Puzzle Blanket SnowBoot Calendar BoardGame BlanketFort Mug Hallway',
    moves: 'HallwayLaps WindowStare DayCount FortBuild IndoorRecess LivingRoomPicnic',
    verbs: 'Pace Build Stretch Escape',
    core: 'Window Couch WindowStare Pace',
    names:
      'CabinFeverOlympics CabinFeverTalentShow CabinFeverCampout StuckInsideChallenge IndoorRecessForever',
  },
  target: {
    things: 'Cart Bullseye DollarSpot Candle ThrowPillow Popcorn Icee Receipt Mug',
    moves: 'QuickRun ImpulseBuy AisleWander CartRide DriveUp DollarSpotHaul',
    verbs: 'Browse Wander Shop Splurge',
    core: 'Cart Bullseye DollarSpot Wander',
    names:
      'ICameForOneThing TargetDollarSpotDare TwentyDollarTarget ICameInForToothpaste TargetHaulReveal',
  },
  squishmallow: {
    things: 'Plushie Tag Shelf Bed ClawMachine Pillow Pile Cart Bin',
    moves: 'RareHunt ClawWin PilePlunge NameTagRead CollectionTour SquadPhoto',
    verbs: 'Squish Hug Collect Hunt',
    core: 'Plushie Pile Squish Hug',
    names:
      'SquishSquadRollCall SquishmallowFort OneMoreCantHurt NameMySquishmallow SquishmallowHaul',
  },
  'home depot': {
    things: 'OrangeApron Cart Lumber Drill PaintChip Bucket Hammer Ladder GiantSkeleton',
    moves: 'PaintMatch KidsWorkshop LumberHaul DiyAttempt SkeletonSighting',
    verbs: 'Build Drill Paint Measure',
    core: 'OrangeApron Lumber Cart Build',
    names:
      'HomeDepotScavengerHunt HomeDepotKidsWorkshop DadAtHomeDepot HomeDepotCartTetris JustNeedOneScrew',
  },
  cvs: {
    things: 'Receipt Coupon Candy Vitamin GreetingCard Sunscreen LockedCase Shampoo Snack',
    moves: 'ReceiptUnroll CouponScan LockedAisle WaitForKey SelfCheckout',
    verbs: 'Unroll Scan Print Browse',
    core: 'Receipt Coupon ReceiptUnroll Unroll',
    names: 'ReceiptAsAScarf CVSReceiptChallenge CanYouUnlockThis CVSHaulUnderTen CVSCouponHunt',
    spelled: 'CVS',
  },
  '7 eleven': {
    things: 'Slurpee BigGulp HotDog Taquito Nacho Straw Cup RollerGrill Snack',
    moves: 'SlurpeeMix BrainFreeze LateNightRun RollerGrillPick FlavorSwirl FreeSlurpeeDay',
    verbs: 'Mix Sip Swirl Grab',
    core: 'Slurpee BigGulp BrainFreeze Sip',
    names:
      '7ElevenSlurpeeMix 7ElevenSnackRoulette 7ElevenTasteTest BrainFreezeFaceOff SlurpeeRainbowCup',
    also: 'seveneleven',
  },
} as const satisfies KeywordEntries;
