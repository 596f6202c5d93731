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
    names: 'PerMyLastEmail OfficeOlympics ChairSpinChallenge PrinterJammedAgain WhoStoleMyStapler',
  },
  mom: {
    things: 'Minivan Purse WoodenSpoon Fridge Snacks Lunchbox Groceries Spatula Carpool Coupon',
    moves: 'TheLook PhoneVoice GroceryRun SchoolRun Lecture BedtimeStory PackedLunch',
    verbs: 'Hug Cook Drive Pack Remind',
    names: 'WeHaveFoodAtHome MomsPhoneVoice MomLogic MomImpression WhenMomSaysYourFullName',
    also: 'mum mommy mother momma mama',
  },
  dad: {
    things: 'Grill Remote Thermostat Socks Sandals Lawnmower Recliner Toolbox Cardigan Minivan',
    moves: 'Pun Grilling CouchNap RoadTrip LawnMowing HighFive Whistle Handshake',
    verbs: 'Grill Mow Fix Nap Joke',
    names: 'DadJokeDuel HiHungryImDad WorstDadJokeWins DontTouchTheThermostat DadDanceOff',
    also: 'daddy father papa pops',
  },
  monday: {
    things: 'Alarm Coffee Snooze Mug Inbox Pillow Commute Calendar Traffic Weekend',
    moves: 'Yawn SleepIn CoffeeRun SnoozeMarathon ZombieWalk FirstMeeting',
    verbs: 'Snooze Yawn Survive Sleep',
    names: 'SurviveMonday ShowUsYourMondayFace ZombieModeMonday MondayVsFriday MondaysBeLike',
  },
  school: {
    things: 'Backpack Locker Lunchbox Homework Bus Bell Cafeteria Hallway Desk Principal Recess',
    moves: 'PopQuiz GroupProject FirstDay RollCall HallPass ClassPhoto LunchTrade',
    verbs: 'Study Learn Doodle Cram',
    names:
      'FirstDayVsLastDay BestHomeworkExcuse GroupProjectBeLike RecessDanceOff SchoolStarterPack',
  },
  teacher: {
    things: 'Whiteboard RedPen Apple Coffee Desk Chalk Stickers Classroom Gradebook Lanyard',
    moves: 'TheLook PopQuiz RollCall Grading FieldTrip LessonPlan',
    verbs: 'Teach Grade Explain Assign',
    names:
      'TeacherVoiceChallenge ThingsTeachersSay MasterTheTeacherLook IfTeachersWereHonest ThatOneStudent',
  },
  work: {
    things: 'Desk Boss Laptop Inbox Paycheck Commute Lanyard Breakroom Calendar Deadline',
    moves: 'ClockIn ClockOut CoffeeBreak LunchBreak SickDay ZoomCall',
    verbs: 'Hustle Commute Email Grind',
    names:
      'ClockOutDance SayItInCorporate WorkFromHomeVsOffice ShowUsYourWorkDesk WorkBestieHandshake',
    also: 'job',
  },
  grandma: {
    things: 'Cookies Knitting Cardigan Candy Recipe Glasses Slippers Quilt Bingo FlipPhone',
    moves: 'Baking VideoCall TechSupport BingoNight SecondHelping Hug',
    verbs: 'Bake Knit Hug Cook',
    names: 'TeachingGrandmaSlang BakeWithGrandma GrandmaTechSupport YouLookHungry GrandmaReacts',
    also: 'granny nana grandmother gran',
  },
  kid: {
    things: 'Toys Crayons Lunchbox Backpack Snacks Playground Juice Stickers Tablet Bedtime',
    moves: 'HideAndSeek PillowFort Playdate Sleepover TickleFight BedtimeStory',
    verbs: 'Play Giggle Draw Build',
    names: 'KidTriesMyJob LetTheKidStyleMe AskAKid ThingsMyKidSaid KidLogic',
    also: 'children child',
  },
  baby: {
    things: 'Diaper Bottle Stroller Pacifier Bib Rattle Onesie Crib Highchair Teether',
    moves: 'Peekaboo FirstWords FirstSteps Raspberry TummyTime FirstTaste',
    verbs: 'Giggle Babble Crawl Coo',
    names: 'MakeTheBabyLaugh PeekabooChallenge BabyTranslator FirstTasteFaces BabyLogic',
    also: 'infant newborn',
  },
  boss: {
    things: 'Desk Office Meeting Inbox Memo Deadline Paycheck Promotion Raise Calendar',
    moves: 'PepTalk SurpriseVisit TeamMeeting CasualFriday Shoutout Handshake',
    verbs: 'Manage Delegate Approve Promote',
    names: 'BossForADay WhenTheBossWalksIn BossImpression BestBossPepTalk BossVsEmployee',
    also: 'manager',
  },
  family: {
    things:
      'GroupChat DinnerTable Minivan Couch PhotoAlbum Backyard Recipe Nickname Reunion Tradition',
    moves: 'GameNight RoadTrip MovieNight GroupHug PillowFight Potluck',
    verbs: 'Hug Share Gather Bond',
    names:
      'RecreateFamilyPhotos MostLikelyTo FamilyTalentShow WhoSaidItFamilyEdition FamilyPhotoFail',
  },
  'dad joke': {
    things: 'Punchline Pun OneLiner Groan Rimshot Drumroll Facepalm Cringe',
    moves: 'Eyeroll KnockKnock StraightFace Comeback Wordplay',
    verbs: 'Joke Groan Tell Laugh',
    names: 'TryNotToGroan WorstDadJokeWins HiHungryImDad DadJokeDuel TellMeADadJoke DadJokeRelay',
    also: 'pun',
  },
  meme: {
    things: 'Caption Reaction Gif Emoji Sticker Screenshot Template Punchline Trend Format',
    moves: 'Recreation ReactionFace SideEye Remix Stitch Duet',
    verbs: 'Caption Recreate Share Remix',
    names: 'RecreateTheMeme ExplainTheMemeToMom CaptionThisMeme MemeIRL MemeReview',
  },
  impression: {
    things: 'Voice Accent Catchphrase Celebrity Cartoon Character Wig Costume Mirror Mic',
    moves: 'CartoonVoice CelebrityVoice Reenactment CharacterSwitch Cameo Duet',
    verbs: 'Mimic Imitate Copy Channel',
    names:
      'DoYourBestImpression GuessTheImpression ImpressionRoulette OneLineFiveVoices GuessWhoIAm',
    also: 'impersonation',
  },
  'lip sync': {
    things: 'Hairbrush Mic Mirror Playlist Lyrics Spotlight Chorus Stage Costume Sound',
    moves: 'HairFlip MicDrop Duet BigFinish Overact Reenactment',
    verbs: 'Mime Perform Mouth Sing',
    names: 'LipSyncBattle DramaticLipSync HairbrushMicChallenge LipSyncInOneTake LipSyncWithMe',
  },
  'tongue twister': {
    things: 'Seashells Woodchuck PeterPiper Rhyme Alphabet Syllable Mic Stopwatch',
    moves: 'FiveTimesFast SpeedVersion SlowVersion Stumble Recite Warmup',
    verbs: 'Say Repeat Recite Stumble',
    names:
      'SayItFiveTimesFast TongueTiedChallenge PeterPiperChallenge TongueTwisterRelay TwistYourTongue',
  },
  fail: {
    things: 'Blooper Banana Puddle Couch Camera Replay SlowMo Highlight Tripod',
    moves: 'Wipeout Stumble DoubleTake NearMiss Fumble Drop',
    verbs: 'Trip Slip Fumble Drop Flop',
    names: 'NailedItOrFailedIt ShowUsYourBestFail ExpectationVsReality WeTriedOurBest NailedIt',
    also: 'blooper oops',
  },
  'zoom call': {
    things: 'Mute Webcam Background Pajamas Wifi Laptop Headset Filter Chat Screen',
    moves: 'FrozenFace BackgroundSwap PetCameo WaveGoodbye LateJoin ScreenShare',
    verbs: 'Mute Unmute Join Wave Share',
    names: 'YoureOnMute CanYouSeeMyScreen BusinessOnTop ZoomCallBeLike FrozenFaceChallenge',
    also: 'videocall zoommeeting zoom',
  },
  meeting: {
    things: 'Coffee Slides Whiteboard Agenda Laptop Calendar Notepad Projector Boardroom Clock',
    moves: 'Icebreaker Brainstorm Presentation SideEye Recap',
    verbs: 'Present Pitch Brainstorm Nod Note',
    names: 'ThisMeetingCouldBeAnEmail MeetingBingo LetsCircleBack SayItInOneSlide MeetingFaces',
  },
  weekend: {
    things: 'Couch Pajamas Brunch Remote Blanket Snacks Pillow Hammock Backyard Netflix',
    moves: 'SleepIn Nap LazyDay PajamaDay MovieMarathon DayTrip',
    verbs: 'Relax Nap Chill Lounge',
    names:
      'WeekendPlansVsReality LaziestWeekendWins PajamasAllDay WeekendVsWeekday WeekendResetChallenge',
  },
  friday: {
    things: 'Pizza Paycheck Couch Snacks Popcorn Clock Weekend Calendar Playlist Sneakers',
    moves: 'HappyDance ClockOut PizzaNight MovieNight VictoryLap Countdown',
    verbs: 'Celebrate Dance Relax Unwind',
    names: 'FridayHappyDance FinallyFriday CountdownToFriday FridayFitCheck FridayVsMonday',
  },
  morning: {
    things: 'Alarm Coffee Snooze Bedhead Mirror Toothbrush Cereal Pillow Slippers Sunrise',
    moves: 'HitSnooze FirstSip Yawn Stretch RollOutOfBed GetReady',
    verbs: 'Wake Stretch Yawn Snooze Rise',
    names: 'MorningMeVsNightMe BedheadReveal NotAMorningPerson FiveMoreMinutes FirstSipFaces',
  },
  adulting: {
    things: 'Bills Laundry Groceries Dishes Taxes Budget Rent Calendar Appointment Voicemail',
    moves: 'PhoneCall GroceryRun LaundryDay MealPrep BudgetCheck TaxSeason',
    verbs: 'Budget Pay Fold Cook Schedule',
    names: 'AdultingBingo SmallAdultingWins ICantAdultToday AdultingLevelUp MakeThePhoneCallDare',
  },
  chore: {
    things: 'Broom Mop Vacuum Dishes Laundry Sponge Bucket Duster TrashBag Apron',
    moves: 'DishDuty BroomDance MopSlide BedMaking LaundryFold SpeedClean',
    verbs: 'Sweep Mop Scrub Fold Vacuum Dust',
    names: 'ChoreDanceOff ChoreRoulette ChoreWars BeatTheChoreClock MakeChoresFun',
    also: 'housework',
  },
  laundry: {
    things: 'Socks Basket Hamper Dryer Washer Hanger Detergent Sheets Pile Lint',
    moves: 'SockHunt SockMatch FittedSheetFold FoldAlong WashDay ChairPile',
    verbs: 'Fold Wash Sort Hang Dry',
    names:
      'FoldTheFittedSheet FindTheMissingSock LaundryFoldOff LaundryMountain LaundryBasketTetris',
  },
  teenager: {
    things: 'Phone Hoodie Earbuds Bedroom Snacks Charger Backpack Mirror Curfew Allowance',
    moves: 'EyeRoll Shrug SleepIn DoorSlam GroupChat ScreenTime',
    verbs: 'Shrug Sleep Text Scroll',
    names: 'ParentsVsTeens TeenTranslator EyeRollChallenge TeenagersBeLike TeenLogic',
    also: 'teen',
  },
  toddler: {
    things: 'Snacks Crayons Toys Blocks Stroller Sippy Pajamas Tablet Boots Nap',
    moves: 'Tantrum Peekaboo Zoomies Negotiation NoNoNo Dressing',
    verbs: 'Giggle Climb Run Babble',
    names: 'LetTheToddlerDecide ToddlerNegotiations ToddlerTranslator ToddlerLogic ThreenagerLife',
    also: 'threenager',
  },
  wedding: {
    things: 'Cake Bouquet Ring Veil Tux Toast DanceFloor Confetti Aisle Speech',
    moves: 'FirstDance BouquetToss CakeCutting AisleWalk SpeechFail ConfettiToss',
    verbs: 'Dance Toss Toast Celebrate',
    names:
      'UncleOnTheDanceFloor FirstDanceRemix WeddingToastInRhyme WeddingDanceFail BestManSpeechFails',
    also: 'bride groom',
  },
  birthday: {
    things: 'Cake Candles Balloons Presents Confetti Card Cupcake Pinata Party Hat',
    moves: 'SurpriseParty CandleBlow GiftReveal HappyDance Singing CakeSmash',
    verbs: 'Celebrate Wish Unwrap Party',
    names: 'OffKeyBirthdaySong BirthdayDanceEntrance WorstGiftEver BlowOutTheCandles BirthdayFail',
    also: 'bday',
  },
  christmas: {
    things: 'Tree Lights Santa Elf Stocking Ornament Reindeer Cookies Sweater Wrapping',
    moves: 'UglySweater GiftReveal ElfOnTheShelf LightTangle TreeTopper Caroling',
    verbs: 'Wrap Decorate Gift Jingle',
    names:
      'UglySweaterContest UntangleTheLights ChristmasCarolSingOff ElfOnTheShelfFails ChristmasFails',
    also: 'xmas',
  },
  thanksgiving: {
    things: 'Turkey Pie Stuffing Gravy Leftovers KidsTable Cranberry Football Parade Recliner',
    moves: 'FoodComa SecondHelping WishboneSnap FamilyPhoto DinnerToast TableTalk',
    verbs: 'Feast Carve Gobble Thank',
    names:
      'WishboneShowdown KidsTableConfessions TurkeyWaddleDance LeftoverSandwichStack ThanksgivingFails',
  },
  'new year': {
    things: 'Confetti Countdown Fireworks Resolution Party Glitter Clock Calendar Balloon Toast',
    moves: 'Countdown BallDrop MidnightToast Resolution FireworkShow Cheers',
    verbs: 'Celebrate Toast Count Cheer',
    names: 'NewYearSameMe ResolutionRoulette NewYearNewMe ResolutionsBeLike ResolutionFail',
    also: 'newyears',
  },
  'valentines day': {
    things: 'Chocolate Roses Card Heart Teddy Candy Cupid Balloon Flowers Date',
    moves: 'LoveNote CardExchange Serenade BlindDate CandyGrams Proposal',
    verbs: 'Love Hug Share Gift',
    names:
      'CheesyPickupLines CheesyValentineCards ValentineForYourPet CandyHeartPoetry ValentineFail',
    also: 'valentine valentines',
  },
  summer: {
    things: 'Pool Popsicle IceCream Sprinkler Beach Sunscreen FlipFlops Fan Shades Tan',
    moves: 'Cannonball WaterBalloon SprinklerRun Sandcastle PoolFloat IceCreamRun',
    verbs: 'Swim Splash Melt Chill',
    names: 'TooHotToFunction SprinklerDanceOff BeatThePopsicleMelt SummerVsWinter CannonballFail',
  },
  winter: {
    things: 'Snow Mittens Scarf Boots Sled Snowman HotCocoa Heater Blanket Icicle',
    moves: 'SnowAngel SnowballFight SledRun BundleUp Skating Shiver',
    verbs: 'Shiver Sled Skate Bundle',
    names: 'PuffyCoatWaddle BundleUpChallenge TooColdToFunction SnowmanMakeover WinterFails',
  },
  traffic: {
    things: 'Horn Radio SteeringWheel Playlist Billboard Cone Lane Exit Carpool GPS',
    moves: 'CarKaraoke RadioSurf Honk JamSnack BackseatSingAlong',
    verbs: 'Honk Wait Sing Sigh',
    names: 'TrafficJamSession CarKaraoke BackseatDriverImpression TrafficJamBingo PassengerSeatDJ',
    also: 'trafficjam',
  },
  commute: {
    things: 'Bus Train Subway Headphones Coffee Backpack Ticket Seat Platform Bike',
    moves: 'SeatHunt TrainNap PodcastBinge LastSprint StandingNap TurnstileSpin',
    verbs: 'Ride Wait Walk Dash',
    names: 'CommuteBingo RateMyCommute CommuteOutfitCheck MissedTheBus TrainNapFail',
  },
  'customer service': {
    things: 'Headset Phone HoldMusic Receipt Counter Manager Ticket Survey Script Queue',
    moves: 'OnHold PoliteSmile Transfer CallBack ReturnDesk ScriptReading',
    verbs: 'Help Smile Transfer Apologize',
    names: 'PleaseHoldChallenge HoldMusicDance CustomerServiceVoice HowMayIHelpYou RateMyHoldMusic',
    also: 'callcenter',
  },
  retail: {
    things: 'Register Receipt Nametag Cart Hanger Shelf PriceTag Barcode Counter',
    moves: 'Checkout Restock PriceCheck Folding ClosingTime Greeting',
    verbs: 'Fold Stock Scan Smile',
    names: 'FoldItLikeRetail CheckTheBack ThingsCustomersSay RetailSmile WeAreClosing',
    also: 'cashier',
  },
  waiter: {
    things: 'Tray Menu Apron Notepad Plate Napkin Table Tip Kitchen Bill',
    moves: 'TrayBalance BirthdaySong OrderTaking Refill PlateStack Specials',
    verbs: 'Serve Balance Carry Smile',
    names:
      'TrayBalanceChallenge SingTheSpecials EnjoyYourMealYouToo NapkinFoldOff ThingsCustomersSay',
    also: 'waitress server',
  },
  'drive thru': {
    things: 'Fries Milkshake Speaker Window Menu Straw Napkin Receipt Car Headset',
    moves: 'WrongOrder SecretMenu SpeakerVoice WindowWave OrderFail SauceCheck',
    verbs: 'Order Drive Pay Munch',
    names: 'DriveThruVoice CanIGetUhh DriveThruAtHome SecretMenuOrder WrongOrderAgain',
    also: 'drivethrough',
  },
  ikea: {
    things: 'Meatballs AllenWrench Manual Shelf Bookcase Lamp Cart Showroom Flatpack Maze',
    moves: 'BookcaseBuild FlatpackBuild ManualFail ShowroomNap MazeRun ShowroomTour',
    verbs: 'Build Assemble Wander Shop',
    names: 'IkeaBuildRace EscapeTheIkeaMaze ExtraScrewChallenge LeftoverScrews IkeaBuildFail',
  },
  walmart: {
    things: 'Cart Aisle Greeter Receipt Checkout ParkingLot Scooter Vest Rollback Shelf',
    moves: 'Haul PriceCheck AisleRun ParkingHunt Checkout Restock',
    verbs: 'Shop Browse Roll Haul',
    names:
      'WalmartOutfitChallenge TenDollarWalmartHaul OnlyAtWalmart WalmartFinds WalmartAtMidnight',
  },
  costco: {
    things: 'Samples HotDog Cart Pizza Muffin Rotisserie Membership Pallet Aisle Receipt',
    moves: 'SampleHunt SampleTour BulkHaul CartTetris HotDogCombo Checkout',
    verbs: 'Shop Sample Stock Haul',
    names: 'CostcoSampleTour GuessTheCostcoTotal CartTetris CostcoDateNight CostcoHaul',
  },
  autocorrect: {
    things: 'Phone Keyboard Typo Emoji Text Message Screenshot Thumbs Chat Dictionary',
    moves: 'TypoFail Unsend SendFail Correction Rewrite Screenshot',
    verbs: 'Type Text Send Fix',
    names:
      'LetAutocorrectFinish WhatIMeantWas AutocorrectStrikesAgain GuessTheTypo AutocorrectFails',
    also: 'autocorrection',
  },
  texting: {
    things: 'Phone Emoji GroupChat Gif VoiceNote Keyboard Sticker Typo ReadReceipt Screenshot',
    moves: 'LeftOnRead DoubleText TypingBubble EmojiOnly VoiceNote Unsend',
    verbs: 'Text Type Send Reply Scroll',
    names: 'EmojiOnlyChallenge ReadYourLastText ParentsTextingBeLike TextingMyMom LeftOnRead',
    also: 'text',
  },
  'group chat': {
    things: 'Emoji Gif Meme Sticker Poll Nickname Notifications Screenshot Mute VoiceNote',
    moves: 'ChatRename MuteChat DoubleText LeftOnRead Poll Reply',
    verbs: 'Text Reply Mute React',
    names: 'ActOutTheGroupChat GroupChatRename TagYourGroupChat ThatOneFriend GroupChatChaos',
  },
  selfie: {
    things: 'Phone Mirror Filter Angle Lighting Pose Camera Caption Smile Stick',
    moves: 'DuckFace Photobomb MirrorPic GroupPic Wink PhotoDump',
    verbs: 'Pose Smile Snap Filter',
    names: 'SelfieFail PhotobombChallenge WorstSelfieWins SelfieExpectations DuckFaceChallenge',
  },
  cringe: {
    things: 'Yearbook Throwback Diary OldVideo Selfie Outfit Haircut Caption Playlist Poem',
    moves: 'Facepalm YearbookReveal ThrowbackReveal DiaryReading Rewatch OldPostReview',
    verbs: 'Rewatch React Relive Facepalm',
    names:
      'ReactingToMyOldVideos YearbookPhotoReveal ReadYourFirstPost RecreateMyCringePhoto MyCringePhase',
  },
  awkward: {
    things: 'Handshake Elevator HighFive Hug SmallTalk Wave Silence Doorway EyeContact Goodbye',
    moves: 'WaveBack HalfHug FakeLaugh WrongName DoubleGoodbye HighFiveMiss',
    verbs: 'Wave Laugh Freeze Pause',
    names:
      'AwkwardHighFive MostAwkwardGoodbye WavingBackAtNoOne AwkwardSilenceChallenge AwkwardFamilyPhotoRedo',
  },
  introvert: {
    things: 'Headphones Blanket Couch Hoodie Book Tea Cat Phone Bed Plans',
    moves: 'CancelledPlans HomeAlone QuietExit PhoneDodge SocialBattery QuietNight',
    verbs: 'Stay Hide Read Recharge',
    names:
      'CancelledPlansDance IntrovertOrExtrovert SocialBatteryLow QuietExitChallenge IntrovertProblems',
  },
  procrastination: {
    things: 'Deadline Couch Phone Snacks Laptop ToDoList Calendar Clock Bed Notifications',
    moves: 'LastMinute AllNighter SnackBreak DeepClean ScrollHole TomorrowMe',
    verbs: 'Delay Scroll Snack Nap',
    names: 'DoItNowChallenge ProcrastinationBingo IllDoItTomorrow LastMinuteLegend FiveMoreMinutes',
    also: 'procrastinate procrastinating',
  },
  taxes: {
    things:
      'Receipts Calculator Refund Forms Deadline Shoebox Spreadsheet Envelope Folder Accountant',
    moves: 'RefundDance ReceiptHunt LastMinute Filing Sorting FormFill',
    verbs: 'File Sort Count Calculate',
    names: 'RefundDance ShoeboxReceiptHunt ExplainTaxesLikeImFive TaxSeasonBeLike TaxDayPanic',
    also: 'tax',
  },
  'gen z': {
    things: 'Slang Phone Hoodie Earbuds Emoji Meme Trend Playlist Filter Caption',
    moves: 'SideEye SlangTest Stitch Duet Trend Aesthetic',
    verbs: 'Slay Scroll Stitch React',
    names:
      'TeachingParentsSlang GenZVsMillennial GuessTheGenZWord GenZTranslation SideEyeChallenge',
    also: 'zoomer',
  },
  millennial: {
    things: 'AvocadoToast SkinnyJeans Latte Houseplant Playlist Laptop Emoji Brunch Hashtag Blog',
    moves: 'SidePart TheLongPause Throwback PhotoDump SongLyrics GifReply',
    verbs: 'Brunch Post Blog Hashtag',
    names:
      'SidePartVsMiddlePart MillennialPause MillennialVsGenZ MillennialSongQuiz AvocadoToastDuel',
    also: 'millennials',
  },
  'substitute teacher': {
    things:
      'Attendance Whiteboard SeatingChart Worksheet Desk Classroom Projector Lanyard Lesson Badge',
    moves: 'RollCall NameMixup SeatSwap MovieDay ClassTakeover StickyNote',
    verbs: 'Teach Assign Survive Improvise',
    names: 'WhenTheSubWalksIn RollCallMixup SubForADay SubstituteImpression SubDayChaos',
  },
  principal: {
    things: 'Intercom Whistle Office Microphone Hallway Assembly Badge Clipboard Desk Detention',
    moves: 'Announcement PepRally MorningNews AssemblySpeech HallPatrol LunchDuty',
    verbs: 'Announce Patrol Cheer Greet',
    names:
      'PrincipalForADay PrincipalDanceOff PepRallyChant ThePrincipalIsHere IntercomAnnouncement',
  },
  cafeteria: {
    things: 'Tray Pizza Nuggets Milk Lunchbox TaterTots Spork Pudding Table LunchLady',
    moves: 'LunchTrade FoodSwap TrayBalance LunchRush TableHop MysteryMeat',
    verbs: 'Trade Swap Munch Share',
    names:
      'LunchTradeChallenge MysteryMeatMonday RateTheLunchTray LunchTableBeats CafeteriaFoodReview',
    also: 'lunchroom',
  },
  'school bus': {
    things: 'Seat Window Backpack Driver StopSign Aisle Bell Lunchbox Bumps',
    moves: 'BackSeat WindowWave SingAlong BumpyRide SeatSave BusStopDash',
    verbs: 'Ride Wave Bounce Sing',
    names: 'SchoolBusKaraoke BackOfTheBus SchoolBusBingo BusStopDash MissedTheBus',
    also: 'bus',
  },
  'field trip': {
    things: 'Bus Lunchbox Museum Zoo PermissionSlip Nametag Buddy Map Souvenir Clipboard',
    moves: 'BuddySystem HeadCount GiftShopRun BusSingAlong Picnic TourGuide',
    verbs: 'Explore Wander Count Visit',
    names: 'FieldTripSingAlong FieldTripBingo PackMyFieldTripLunch GiftShopHaul FieldTripPOV',
  },
  graduation: {
    things: 'Cap Gown Diploma Tassel Stage Speech Yearbook Balloons Cake Podium',
    moves: 'CapToss StageWalk TasselTurn DiplomaGrab SpeechFail PhotoPose',
    verbs: 'Graduate Celebrate Toss Walk',
    names: 'CapTossChallenge GradCapReveal StageWalkStrut WeMadeIt StageWalkFails',
    also: 'grad',
  },
  picnic: {
    things: 'Blanket Basket Sandwich Watermelon Lemonade Ants Cooler Frisbee Napkins Park',
    moves: 'FrisbeeToss AntInvasion SandwichStack BlanketSpread ThreeLeggedRace SeedSpit',
    verbs: 'Pack Spread Munch Share',
    names:
      'PicnicBasketReveal SeedSpitContest AntsAtMyPicnic PicnicExpectations ThreeLeggedRaceRematch',
  },
  dentist: {
    things: 'Toothbrush Floss Chair Mirror Sticker Lollipop Mask Bib Drill XRay',
    moves: 'OpenWide NumbFace SmileReveal Checkup Rinse FlossCheck',
    verbs: 'Floss Brush Rinse Smile',
    names: 'NumbFaceChallenge DoYouFloss FlossLikeYouMeanIt AfterTheDentist OpenWide',
  },
  doctor: {
    things:
      'Stethoscope Lollipop Bandage Clipboard Thermometer Scrubs Gown Scale EyeChart Prescription',
    moves: 'SayAhh Checkup WaitingRoom Reflex Sticker HeightCheck',
    verbs: 'Check Listen Heal Measure',
    names: 'WaitingRoomBingo TeddyBearCheckup DecodeDoctorHandwriting DoctorsOrdersDance SayAhh',
    also: 'doc',
  },
  'in law': {
    things: 'DinnerTable GuestRoom Recipe Photos Holiday Couch Gift Casserole Album Car',
    moves: 'FirstMeeting DinnerTalk PoliteSmile Compliment HolidayVisit GiftExchange',
    verbs: 'Impress Smile Visit Compliment',
    names: 'InLawRecipeSwap PoliteSmileChallenge MeetingTheInLaws InLawTriviaNight InLawsReact',
  },
  'try not to laugh': {
    things: 'Joke Pun Meme Video Punchline Judge Couch Scoreboard',
    moves: 'StraightFace HoldItIn DadJoke Snort Crack FunnyFace',
    verbs: 'Laugh Giggle Snort Crack',
    names:
      'IfYouLaughYouLose KeepAStraightFace TryNotToLaughDuet TryNotToLaughChallenge NoLaughZone',
    also: 'dontlaugh ifyoulaughyoulose',
  },
  joke: {
    things: 'Punchline Pun Riddle Mic Stage Crowd Rimshot Drumroll Groan',
    moves: 'OneLiner KnockKnock Roast Comeback Wordplay',
    verbs: 'Tell Laugh Quip Groan',
    names: 'FinishMyJoke WorstJokeWins TellMeAJoke BadJokeBattle OneJokeThreeVoices',
    also: 'jokes',
  },
  'knock knock': {
    things: 'Door Doorbell Punchline Pun Kids Couch Groan Giggle Rimshot',
    moves: 'WhosThere Interrupting DoorJoke Comeback Wordplay',
    verbs: 'Knock Answer Giggle Groan',
    names:
      'KnockKnockJokeOff InventAKnockKnock InterruptingCow KnockKnockRelay TeachAKidAKnockKnock',
    also: 'knockknockjoke',
  },
  comedy: {
    things: 'Mic Stage Spotlight Crowd Punchline Notebook Stool Club Heckler Laugh',
    moves: 'StandUp OpenMic Roast Impression Crowdwork Callback',
    verbs: 'Joke Laugh Riff Heckle',
    names: 'OneLinerOlympics TellYourBestJoke FiveMinuteSet RoastYourself CrowdWorkChallenge',
    also: 'comedian standup standupcomedy',
  },
  sitcom: {
    things: 'LaughTrack Couch Apartment Catchphrase ThemeSong Cast Kitchen Diner Set Studio',
    moves: 'Catchphrase LaughTrack Reunion Cameo TalkingHead ColdOpen',
    verbs: 'Act Quip Laugh React',
    names:
      'FilmYourSitcomIntro IfMyLifeWasASitcom LaughTrackMyLife GiveMeACatchphrase CastYourFamilySitcom',
    also: 'sitcoms',
  },
  skit: {
    things: 'Costume Wig Props Script Camera Mirror Hat Mic Couch Kitchen',
    moves: 'Sketch Character POV Reenactment Impression Callback',
    verbs: 'Act Play Perform Improvise',
    names: 'SkitWithYourBestie FinishThisSkit OneManSkit ThatOneFriendSkit ThreeCharacterSkit',
    also: 'skits',
  },
  improv: {
    things: 'Stage Chairs Props Prompt Mic Crowd Suggestion Scene Hat Bell',
    moves: 'YesAnd FreezeTag SceneSwap Accents OneWord Rhyme',
    verbs: 'Act React Play Riff',
    names: 'YesAndChallenge OneWordStory FreezeTagImprov GiveMeAnImprovPrompt ImprovGames',
  },
  mime: {
    things: 'FacePaint Beret Stripes Gloves Wall Rope Umbrella Ladder Suspenders Stage',
    moves: 'InvisibleBox WalkingInWind RopePull WallTrap InvisibleLadder SilentStory',
    verbs: 'Act Pretend Freeze Gesture',
    names: 'InvisibleBoxChallenge MimeTheMovie GuessWhatIMime MimeYourMorning SilentSkit',
  },
  'class clown': {
    things: 'Desk Classroom Teacher Backpack Paper Pencil Whiteboard Hallway Yearbook Lunch',
    moves: 'FunnyFace TeacherImpression PaperHat DeskDrum SillyVoice PunchlineTiming',
    verbs: 'Joke Giggle Mimic Perform',
    names:
      'ClassClownTalentShow DeskDrumSolo ClassClownImpressions MostLikelyToBeFunny ClassClownConfessions',
  },
  roast: {
    things: 'Mic Stage Spotlight Crowd Punchline Chair Trophy Podium Throne Toast',
    moves: 'GentleBurn OneLiner Comeback Zinger Burn Callback',
    verbs: 'Joke Quip Laugh Burn',
    names: 'RoastMeGently RoastMyPlaylist RoastMyOutfit SelfRoastChallenge RoastYourself',
    also: 'roasting',
  },
  sarcasm: {
    things: 'Mug Sign Emoji Caption Quote EyeRoll Tone Shrug Face Deadpan',
    moves: 'SlowClap EyeRoll Shrug OhReally TotallyFine DeadpanStare',
    verbs: 'Sigh Shrug Roll Clap',
    names:
      'SayItSarcastically SlowClapChallenge TotallyFineChallenge SarcasticNarrator OhReallyFaceOff',
    also: 'sarcastic',
  },
  'funny face': {
    things: 'Mirror Selfie Camera Tongue Eyebrows Cheeks Nose Mustache Filter Wink',
    moves: 'TongueOut CrossEyes PuffyCheeks FishFace EyebrowRaise BigGrin',
    verbs: 'Smile Squint Puff Wiggle',
    names: 'FunnyFaceOff CopyMyFunnyFace FunnyFaceFreeze MakeMeLaugh UglyFaceContest',
    also: 'sillyface uglyface',
  },
  'silly walk': {
    things: 'Hallway Sidewalk Park Office Hat Umbrella Briefcase Shoes Legs',
    moves: 'Waddle Strut TipToe HighKnees Shuffle Zigzag',
    verbs: 'Walk Waddle Strut Shuffle',
    names: 'SillyWalkOff InventASillyWalk RateMySillyWalk SillyWalkRelay StrutYourStuff',
  },
  laugh: {
    things: 'Joke Meme Video Couch Tears Belly Punchline',
    moves: 'Snort Giggle Cackle Chuckle Wheeze Guffaw',
    verbs: 'Giggle Snort Cackle Chuckle',
    names:
      'LaughChainChallenge WhatsYourLaugh SnortLaughChallenge FakeLaughToRealLaugh ContagiousLaugh',
    also: 'laughing laughter',
  },
  charades: {
    things: 'Cards Timer Hat Couch Clues Movies Songs Team LivingRoom Scoreboard',
    moves: 'MovieRound AnimalRound SoundsLike TwoWords FirstWord Shrug',
    verbs: 'Act Guess Point Mime',
    names: 'FamilyCharades CharadesSpeedRound EmojiCharades GuessTheMovie CharadesFails',
  },
  'would you rather': {
    things: 'Cards Questions Choices Couch Dice Friends Whiteboard Host Timer Poll',
    moves: 'HardChoice QuickPick Debate Vote Dilemma Reveal',
    verbs: 'Choose Pick Vote Argue',
    names:
      'WouldYouRatherFamily ImpossibleChoices SillyWouldYouRather WouldYouRatherDuet AnswerInThreeSeconds',
    also: 'wyr',
  },
  'this or that': {
    things: 'Choices Cards Couch Mic Sign Poll Timer Screen Buttons Sides',
    moves: 'QuickPick LeftOrRight PointAndPick Duel Poll Swipe',
    verbs: 'Pick Choose Point Vote',
    names:
      'ThisOrThatSpeedRound PickOneNoThinking FamilyThisOrThat ThisOrThatDuet PointAndPickChallenge',
  },
  'simon says': {
    things: 'Leader Circle Hands Feet Head Nose Classroom Backyard Gym Whistle',
    moves: 'TouchYourNose HopOnOne SpinAround ClapTwice Freeze TrickCommand',
    verbs: 'Touch Hop Spin Clap',
    names:
      'SimonDidntSay SillySimonSays SimonSaysSpeedRound LastOneStanding SimonSaysFamilyEdition',
    also: 'simon',
  },
  'most likely to': {
    things: 'Cards Couch Friends Family Fingers Pointing Questions Group Reveal Count',
    moves: 'PointAndVote Reveal Countdown GroupPoint Tally Callout',
    verbs: 'Point Vote Guess Count',
    names:
      'WhoIsMostLikelyTo FamilyMostLikely FriendsMostLikelyTo MostLikelyToSpeedRound ThreeTwoOnePoint',
    also: 'whosmostlikely',
  },
  whisper: {
    things: 'Headphones Music Volume Couch Phrase Cards Lips Friends Mic Table',
    moves: 'LipRead Guess Mouthing LoudMusic Misheard WrongGuess',
    verbs: 'Guess Read Mouth Mumble',
    names: 'WhatDidISay HeadphoneWhisper WhisperChallenge MisheardLyrics GuessTheWhisper',
    also: 'whisperchallenge',
  },
  'telephone game': {
    things: 'Circle Phrase Whisper Couch Classroom Friends Message Line Team Ear',
    moves: 'WhisperChain Misheard FinalReveal ChainRound PassItOn LastWord',
    verbs: 'Pass Whisper Guess Repeat',
    names: 'BrokenTelephone PassThePhrase TelephoneDrawingGame WhatDidTheySay TelephoneFail',
    also: 'brokentelephone',
  },
  'two truths and a lie': {
    things: 'Facts Cards Couch Friends Family Pen Notes Poll Mic Clues',
    moves: 'PokerFace Bluff Reveal Guess Callout Twist',
    verbs: 'Bluff Guess Lie Reveal',
    names: 'SpotTheLie GuessMyLie TwoTruthsFamilyEdition BestPokerFaceWins TwoTruthsAndALie',
    also: 'twotruths',
  },
  blindfold: {
    things: 'Scarf Mask Hands Table Snacks Objects Box Makeup Drawing Chair',
    moves: 'BlindGuess BlindDraw BlindTaste BlindMakeup TouchTest BlindSketch',
    verbs: 'Guess Touch Feel Draw',
    names:
      'BlindfoldMakeup BlindfoldTasteTest DrawingBlindfolded BlindfoldBuildOff GuessBlindfolded',
    also: 'blindfolded',
  },
  'whats in the box': {
    things: 'Box Hole Gloves Slime Sponge Plushie Noodles Mystery Table Camera',
    moves: 'TouchGuess Reach Squeal Pull FinalReveal Flinch',
    verbs: 'Touch Guess Feel Reach',
    names: 'MysteryBoxChallenge TouchAndGuess SlimeOrSponge DontLookInside WhatsInTheBox',
    also: 'mysterybox',
  },
  'mr bean': {
    things: 'Teddy MiniCar Armchair TweedJacket Turkey Camera Suitcase Hotel SwimmingPool Tiptoes',
    moves: 'TheBeanFace DeskNap SecretDance TurkeyHead ArmchairDrive SilentComedy',
    verbs: 'Mime Sneak Tiptoe Wiggle',
    names: 'DoTheBeanFace MrBeanSecretDance MrBeanInRealLife MrBeanImpression BeanStyleSandwich',
  },
  spongebob: {
    things: 'Pineapple KrabbyPatty Spatula Jellyfish Net Bubbles Gary Patrick Squidward KrustyKrab',
    moves: 'ImagineRainbow MockingMeme KarateChop BubbleBlow JellyfishJam SpatulaFlip',
    verbs: 'Flip Blow Laugh Jam',
    names:
      'ImReadyChallenge SpongeBobLaughChallenge JellyfishJamDance KrabbyPattyAtHome SpongeBobImpression',
    spelled: 'SpongeBob',
  },
  shrek: {
    things: 'Swamp Onion Donkey Layers Ogre Waffles Fiona Castle Mud Boots',
    moves: 'SomebodyOnceToldMe OnionLayers Roar SwampLife MudBath WaffleMorning',
    verbs: 'Roar Stomp Sing Laugh',
    names:
      'AllStarChallenge SwampMorningRoutine DoTheDonkeyVoice ShrekVoiceChallenge OgresHaveLayersToo',
  },
  minion: {
    things: 'Bananas Goggles Overalls Gru Lab Rocket Tape Unicorn Stripes Blaster',
    moves: 'BananaDance Gibberish Giggle Wobble Cheer BelloWave',
    verbs: 'Giggle Dance Babble Cheer',
    names: 'SingTheBananaSong MinionBananaDance BelloChallenge MinionSpeak MinionGiggleChallenge',
  },
  'scooby doo': {
    things: 'MysteryVan ScoobySnacks Mask Trap Sandwich Magnifier Scarf Clues Flashlight Ascot',
    moves: 'Unmasking ZoinksFace SnackStack ChaseScene TrapBuild MysteryReveal',
    verbs: 'Unmask Snack Run Solve',
    names: 'UnmaskTheVillain ScoobySnackStack ScoobyDooChaseScene ZoinksChallenge ScoobyDooReveal',
  },
  'the simpsons': {
    things: 'Donut Couch Skateboard Saxophone Slingshot Treehouse Sprinkles Springfield',
    moves: 'Doh CouchGag ChalkboardGag Woohoo BartPrank EatMyShorts',
    verbs: 'Skate Snack Chant Sneak',
    names:
      'RecreateTheCouchGag ChalkboardGagChallenge SimpsonsVoiceChallenge SimpsonsInRealLife CouchGagChallenge',
    also: 'simpsons',
  },
  'brooklyn 99': {
    things: 'Precinct Badge Bullpen Trophy Cheddar Desk Detective Captain Belt Stakeout',
    moves: 'HalloweenHeist Noice CoolCoolCool HeistPlan BullpenDance Interrogation',
    verbs: 'Chase Solve Sneak Investigate',
    names:
      'HalloweenHeistAtHome CoolCoolCoolChallenge RecreateAColdOpen Brooklyn99Impressions BullpenDanceOff',
    also: 'brooklynninenine b99',
  },
  'parks and rec': {
    things: 'Waffles Pawnee Office Parks Binder Saxophone Calzone Festival Gazebo',
    moves: 'TreatYoSelf WaffleParty SaxTime Pitfall HarvestFest Galentines',
    verbs: 'Treat Plan Dance Celebrate',
    names:
      'TreatYoSelfChallenge GalentinesBrunch WaffleFeastLikeLeslie ParksAndRecImpressions PawneeTalentShow',
    also: 'parksandrecreation',
  },
  'looney tunes': {
    things: 'Anvil Carrot Rocket Cliff Desert Piano Hole Sign Rabbit Mallet',
    moves: 'WhatsUpDoc CartoonRun DoubleTake SneakAttack Getaway Pratfall',
    verbs: 'Chase Sneak Dodge Zoom',
    names:
      'WhatsUpDocChallenge CartoonPhysicsIRL ThatsAllFolksEnding BugsBunnyImpression LooneyTunesVoices',
  },
  'tom and jerry': {
    things: 'Cheese Mousehole FryingPan Broom Kitchen Piano Fridge Rug Mallet Dog',
    moves: 'ChaseScene Sneak Tiptoe HideAndSeek PianoRun CheeseHeist',
    verbs: 'Chase Sneak Tiptoe Dodge',
    names:
      'TomAndJerryChase CheeseHeistChallenge TomAndJerryTiptoe TomAndJerryIRL ChaseSceneChallenge',
  },
  garfield: {
    things: 'Lasagna Mondays Couch Odie Jon Mug Coffee Blanket Nap Pizza',
    moves: 'LazyDay MondayGrump LasagnaFeast CouchNap SideEye Stretch',
    verbs: 'Nap Eat Lounge Sigh',
    names:
      'DrawGarfieldBadly LazyLikeGarfield GarfieldLasagnaNight GarfieldImpression GarfieldMondayMood',
  },
  muppet: {
    things: 'Kermit Piggy Fozzie Animal Theater Banjo Rainbow Puppet Stage Balcony',
    moves: 'KermitFlail DrumSolo WockaWocka BalconyHeckle RainbowSong YayFlail',
    verbs: 'Flail Sing Heckle Cheer',
    names:
      'KermitFlailChallenge WockaWockaJokeOff MuppetVoiceChallenge SockPuppetMuppet FozzieBearJokes',
    also: 'kermit',
  },
  'gen alpha': {
    things: 'Tablet Slang Roblox Stanley Sephora Earbuds Scooter Lunchbox TikTok Emoji',
    moves: 'SlangTest SkibidiDance Griddy Aura NPCMode SixSeven',
    verbs: 'Slay Scroll Vibe Yap',
    names: 'GenAlphaVsGenZ GuessTheGenAlphaWord TeachMeGenAlpha ExplainingGenAlpha GenAlphaSlang',
  },
  npc: {
    things: 'Quest Dialogue Menu Loop Screen Phrase Filter Stream',
    moves: 'StiffWalk IdleMode LoopLine GlitchWalk QuestGiver IdleAnimation',
    verbs: 'Repeat Glitch Idle Loop',
    names: 'ActLikeAnNPC NPCInRealLife NPCDialogueLoop GiveMeASideQuest NPCMode',
    also: 'nonplayablecharacter',
    spelled: 'NPC',
  },
  slang: {
    things: 'Words Dictionary Phrases Emoji Texts Captions Meme Quiz Flashcards Translator',
    moves: 'VocabTest Translation GuessTheMeaning ParentQuiz UseItWrong DefineIt',
    verbs: 'Translate Define Guess Teach',
    names: 'ParentsTrySlang TranslateThisSlang SlangQuiz TeachingMomSlang SlangSpellingBee',
    also: 'teenslang',
  },
  brainrot: {
    things: 'Skibidi Aura Sigma Rizz Fanum Yap Cap Bussin Slay Meme',
    moves: 'AuraPoints SkibidiDance ExplainItToMom TranslateIt NPCMode SlangQuiz',
    verbs: 'Yap Vibe Slay Cook',
    names: 'AuraPointsChallenge ExplainBrainrotToMom BrainrotBedtimeStory BrainrotQuiz RateMyAura',
  },
  ohio: {
    things: 'Cornfield Highway Sign Buckeye Skyline Weather Cows Road Barn Diner',
    moves: 'FinalBoss WeirdWeather CornMaze RoadTrip CursedClip PlotTwist',
    verbs: 'Survive Wander Explore Drive',
    names: 'OhioFinalBoss OnlyInOhio MeanwhileInOhio OhioPlotTwist FourSeasonsInOhio',
  },
  vine: {
    things: 'Catchphrase Loop Sound Clip Quote Camera Couch Mall Road Ladder',
    moves: 'Recreate QuoteAlong Reenactment LoopLine Throwback SixSeconds',
    verbs: 'Quote Recreate Loop Reenact',
    names: 'FinishTheVine RecreatingVines SixSecondSkit QuoteTheVine VineReenactment',
    also: 'vines',
  },
  reaction: {
    things: 'Face Couch Camera Video Meme Headphones Popcorn Screen Mic Remote',
    moves: 'FirstLook DoubleTake JawDrop SideEye Gasp Stitch',
    verbs: 'React Gasp Watch Duet',
    names: 'GuessWhatImWatching ReactWithoutWords WatchMeReact FirstTimeReacting ReactionFace',
    also: 'reacts reacting',
  },
  elevator: {
    things: 'Buttons Doors Floor Music Mirror Lobby Office Hotel Stairs Bell',
    moves: 'FaceBackwards LiftDance DoorHold SmallTalk AwkwardSilence FloorGuess',
    verbs: 'Press Ride Wait Hold',
    names:
      'ElevatorMusicDance ElevatorPitchChallenge HumTheElevatorMusic ElevatorEtiquette AwkwardElevatorRide',
    also: 'lift',
  },
  'office party': {
    things: 'Cake Balloons Breakroom Punch Playlist Banner Nametag Karaoke Potluck Snacks',
    moves: 'SecretSanta UglySweater DanceOff PotluckParade KaraokeDuet TeamToast',
    verbs: 'Dance Toast Mingle Celebrate',
    names: 'OfficePartyDanceOff OfficeKaraokeDuet OfficePartyBingo PotluckParade OfficePartyFails',
    also: 'workparty',
  },
  'secret santa': {
    things: 'Gift Hat Names Wrapping Budget Mug Socks Candle Card Stocking',
    moves: 'NameDraw GiftReveal GuessWhoGotYou WorstGift BestGift Unwrap',
    verbs: 'Gift Wrap Guess Reveal',
    names: 'GuessYourSanta SecretSantaReveal Under20GiftChallenge WorstGiftWins WrapItWeird',
    also: 'kriskringle',
  },
  'yes day': {
    things: 'Rules IceCream Pancakes Trampoline Arcade Balloons Sprinkles Pajamas Candy Movies',
    moves: 'SayYes IceCreamBreakfast PillowFort WaterFight GoKart StayUpLate',
    verbs: 'Agree Play Splurge Celebrate',
    names: 'SayYesToEverything KidsRuleTheDay YesDayBucketList IceCreamForBreakfast YesDayRules',
  },
  'role reversal': {
    things: 'Apron Briefcase Backpack Tie Lunchbox Remote CarKeys Chores Bedtime Rules',
    moves: 'ParentForADay KidsInCharge LectureSwap BedtimeSwap ChoreFlip CopyMyParent',
    verbs: 'Swap Lead Copy Switch',
    names: 'KidsInCharge ParentForADay ParentsActLikeKids KidsBeParents LectureSwapChallenge',
    also: 'roleswap',
  },
  dating: {
    things: 'Flowers Restaurant Phone Text Apps Candle Dessert Playlist Car Outfit',
    moves: 'FirstDate DoubleText SmallTalk AwkwardHug BlindDate Ghosting',
    verbs: 'Date Text Swipe Blush',
    names: 'FirstDateBingo PlanTheWorstDate RateMyDateOutfit AwkwardFirstDate FirstDateStories',
  },
  nurse: {
    things: 'Scrubs Stethoscope Clipboard Shift Coffee Clogs Badge Chart Pager Breakroom',
    moves: 'NightShift CoffeeRun ShiftChange BreakroomNap ChartCheck Handoff',
    verbs: 'Care Chart Check Rush',
    names: 'NurseShiftBingo NightShiftAt3AM ThingsNursesSay NurseBreakroomDance NurseLogic',
    also: 'nursing',
  },
  'self checkout': {
    things: 'Scanner Bag Screen Receipt Barcode Produce Coupon Attendant Cart Scale',
    moves: 'UnexpectedItem ScanFail BagShuffle PriceLookup WaitForHelp BarcodeHunt',
    verbs: 'Scan Bag Wait Pay',
    names:
      'UnexpectedItemChallenge SelfCheckoutVoice ScanItYourself BagItLikeAPro SelfCheckoutFails',
  },
  amazon: {
    things: 'Package Box Porch Doorbell Cart Tracking Driver Tape Wishlist Returns',
    moves: 'Unboxing PorchWatch CartCheckout OneClickBuy ReturnRun BoxFort',
    verbs: 'Order Unbox Track Return',
    names: 'AmazonBoxFort TinyItemHugeBox AmazonBoxCostume WhatIOrderedVsWhatIGot GuessThePackage',
    also: 'amazonhaul primeday',
  },
  dmv: {
    things: 'Line Ticket Number Photo Counter Clipboard Form Bench Clock License',
    moves: 'WaitingGame NumberCall LicensePhoto FormFill DriveTest CounterChat',
    verbs: 'Wait Sign Smile Sigh',
    names:
      'RateMyLicensePhoto RecreateYourIDPhoto DMVWaitingRoomBingo DMVSmileChallenge WorstIDPhoto',
    also: 'motorvehicles',
    spelled: 'DMV',
  },
  sneeze: {
    things: 'Tissue Nose Pepper Sunlight Pollen Elbow Allergies Sleeve Dust Hanky',
    moves: 'DoubleAchoo SilentAchoo ElbowCatch AlmostAchoo BlessYouChain TripleAchoo',
    verbs: 'Sniff Blow Sniffle Wipe',
    names: 'WhatsYourSneeze GuessWhoSneezed SneezeImpressions SneezeIntoYourElbow SneezeStyles',
    also: 'sneezing',
  },
  hiccup: {
    things: 'Water Glass Spoon Sugar Straw Lemon Couch Mic Classroom Silence',
    moves: 'GiggleFit SugarSpoon HicCount StraightFace SqueakyHic',
    verbs: 'Sip Giggle Count Squeak',
    names: 'HiccupSymphony SingWithHiccups CureMyHiccups HiccupsAtTheWorstTime HiccupRemix',
  },
  snoring: {
    things: 'Pillow Earplugs Blanket Partner Nightstand Mic Recording Bed Headphones Dog',
    moves: 'SnoreRecording LoudSnore SnoreSymphony Nudge PillowOverHead SnoreRemix',
    verbs: 'Snore Nudge Record Sleep',
    names: 'SnoreRemix GuessWhoSnores DoISnore SnoringSymphony SnoreImpressions',
    also: 'snore',
  },
  'bad hair day': {
    things: 'Hat Brush Comb Hairspray Mirror Frizz Bedhead Rain Humidity Scrunchie',
    moves: 'HatRescue FrizzCheck BedheadReveal QuickUpdo CowlickFix WindTunnel',
    verbs: 'Brush Comb Hide Fix',
    names: 'HatToTheRescue RateMyBadHairDay BedheadReveal WhenTheHumidityHits BadHairDayGlowUp',
    also: 'badhair',
  },
  'shower thoughts': {
    things: 'Shower Shampoo Bubbles Towel Mirror Steam Loofah Soap Curtain Notebook',
    moves: 'DeepThought MindBlown PlotTwist BigQuestion WaitWhat LateRealization',
    verbs: 'Think Ponder Wonder Realize',
    names:
      'RateMyShowerThought ShareYourShowerThought ShowerThoughtDebate ShowerThoughtStitch ThingsIThinkInTheShower',
    also: 'showerthought',
  },
  'group project': {
    things: 'Slides Laptop Deadline GroupChat Library Notes Poster Rubric Calendar Coffee',
    moves: 'LastMinute SplitTheWork GhostMember Presentation AllNighter CarryTheTeam',
    verbs: 'Present Plan Split Carry',
    names:
      'GroupProjectBingo ThatOneGroupMember GroupProjectBeLike TagYourGroupProjectHero IDidItAllMyself',
  },
  'snow day': {
    things: 'Snow Sled Mittens Boots HotCocoa Blanket Snowman Window Pajamas Scarf',
    moves: 'SnowAngel SnowballFight Sledding PajamaDay HotCocoa CancelDance',
    verbs: 'Sled Build Bundle Cheer',
    names: 'SnowDayDance SnowDayBucketList SnowAngelContest NoSchoolToday SnowDayFails',
  },
  'heat wave': {
    things: 'Fan Popsicle Sprinkler Pool Sunscreen Shade Freezer IcePack Shorts Ice',
    moves: 'FreezerHug FanFace Meltdown PopsicleRace SprinklerRun ColdShower',
    verbs: 'Melt Sweat Chill Fan',
    names: 'TooHotToFunction FanFaceChallenge HeatWaveBeLike IceCubeRelay MeltingChallenge',
    also: 'hotweather',
  },
  'rainy day': {
    things: 'Umbrella Boots Puddle Raincoat Window Blanket Tea BoardGame Movie Couch',
    moves: 'PuddleJump UmbrellaFail RainDance CozyDay BoardGames MovieMarathon',
    verbs: 'Splash Cuddle Dance Stay',
    names: 'PuddleJumpChallenge RaindropRace RainyDayDanceOff RainyDayFortBuild UmbrellaFails',
  },
  'daylight saving': {
    things: 'Clock Alarm Hour Calendar Sunrise Coffee Oven Microwave Car Phone',
    moves: 'ClockChange LostHour SpringForward FallBack ZombieMorning OvenClockFix',
    verbs: 'Change Adjust Yawn Snooze',
    names:
      'WhoStoleMyHour FixTheOvenClock SpringForwardDance DaylightSavingZombies DaylightSavingFails',
    also: 'daylightsavings dst',
  },
  'black friday': {
    things: 'Cart Receipt Doorbuster Line Mall Deals Coupons Bags Parking Tent',
    moves: 'DoorbusterDash CartTetris DealHunt LineCamp BagHaul PriceCheck',
    verbs: 'Shop Grab Haul Camp',
    names: 'BlackFridayAtHome WorthTheLine GuessTheDealPrice BlackFridayHaul BlackFridayChaos',
    also: 'cybermonday',
  },
  mall: {
    things: 'Escalator FoodCourt Fountain Kiosk Bags Pretzel Carousel Parking Map Store',
    moves: 'PowerStroll FoodCourtRun KioskDodge EscalatorRide WindowShop PretzelBreak',
    verbs: 'Shop Browse Stroll Snack',
    names:
      'FoodCourtTasteTest MallWalkerImpression MallOutfitChallenge MallScavengerHunt LostInTheMall',
    also: 'shoppingmall',
  },
  'movie theater': {
    things: 'Popcorn Seats Screen Tickets Soda Candy Trailer Armrest Glasses Usher',
    moves: 'ArmrestWar TrailerReview SeatHunt LateArrival PopcornRefill CreditsWait',
    verbs: 'Watch Munch Shush React',
    names:
      'MovieTheaterAtHome ArmrestWars PopcornFlavorBattle WhoKeepsTalking MovieTheaterEtiquette',
    also: 'cinema movietheatre',
  },
  'gas station': {
    things: 'Pump Snacks Slushie Hotdog Counter Candy Jerky Coffee Receipt Car',
    moves: 'SnackRun SlushieMix RoadTripHaul PumpDance WrongSide CounterChat',
    verbs: 'Pump Snack Mix Pay',
    names:
      'GasStationSnackRoulette RateMyRoadTripSnacks GasStationSlushieMix WrongSideOfThePump GasStationSnackHaul',
    also: 'petrolstation',
  },
  'low battery': {
    things: 'Charger Phone Cable Outlet PowerBank Percent Screen Icon Cord Laptop',
    moves: 'OnePercent ChargerHunt OutletRace BatterySaver CordStretch LastCall',
    verbs: 'Charge Plug Save Panic',
    names:
      'WhoHasACharger OnePercentChallenge LastTextAtOnePercent OnePercentPanic ChargerHuntChallenge',
    also: 'deadphone',
  },
  'parallel parking': {
    things: 'Curb Mirror Cones Car Bumper Spot SteeringWheel Camera Meter Street',
    moves: 'ThreePointTurn PerfectPark FifthTry CurbCheck MirrorCheck OneShotPark',
    verbs: 'Park Steer Reverse Turn',
    names:
      'OneShotPark RateMyParallelPark NailedTheParking ToyCarParkingChallenge ParallelParkingFails',
    also: 'parking',
  },
  'driving test': {
    things: 'Car Instructor Clipboard Cones Mirror Permit License Seatbelt Signal Road',
    moves: 'ThreePointTurn MirrorCheck NervousStart ParallelPark PassReveal SeatbeltClick',
    verbs: 'Drive Steer Signal Pass',
    names:
      'ParentsTeachingMeToDrive DrivingTestReaction IPassedMyDrivingTest DrivingInstructorVoice DrivingTestNerves',
    also: 'learningtodrive roadtest',
  },
  'new job': {
    things: 'Desk Badge Laptop Lanyard Coworkers Inbox Chair Mug Training Handbook',
    moves: 'FirstDay Introductions Onboarding OfficeTour FirstMeeting NameGame',
    verbs: 'Start Learn Meet Impress',
    names: 'NewJobWhoDis NewJobBingo NewJobNameGame FirstDayAtWork NewJobExpectations',
    also: 'firstdayatwork',
  },
  payday: {
    things: 'Paycheck Bank Wallet Receipt Cart Snacks Bills Rent PiggyBank Coffee',
    moves: 'MoneyDance TreatYourself BillsPaid CartFill BudgetCheck Splurge',
    verbs: 'Spend Save Treat Budget',
    names:
      'PaydayHappyDance PaydayVsTwoDaysLater TreatYourselfPayday PaydayBudgetChallenge PaydayBeLike',
  },
  deadline: {
    things: 'Clock Calendar Laptop Coffee Inbox Desk Notes Timer Reminder Stack',
    moves: 'LastMinute AllNighter PanicMode SubmitClick DoubleCheck SprintFinish',
    verbs: 'Rush Type Submit Panic',
    names: 'BeatTheDeadline SubmittedAt1159 LastMinuteLegend OneHourToDeadline DeadlineDayPanic',
  },
  presentation: {
    things: 'Slides Clicker Projector Podium Notes Mic Laptop Audience Pointer Whiteboard',
    moves: 'NervousStart SlideFail TechGlitch QAndA BigFinish FreezeFrame',
    verbs: 'Present Pitch Point Explain',
    names:
      'PresentationKaraoke PowerPointParty NextSlidePlease WhenTheSlidesWontLoad PresentationFails',
  },
  allergies: {
    things: 'Tissues Pollen Flowers Nose Eyes Trees Dust Spring Grass Hanky',
    moves: 'SneezeAttack WateryEyes PollenCount TissueStack NoseBlow SpringSniffle',
    verbs: 'Sneeze Sniff Blow Sniffle',
    names:
      'AllergySneezeOff SpringVsMyNose AllergySeasonBingo PollenIsWinning TissueTowerChallenge',
    also: 'allergy hayfever',
  },
  'getting old': {
    things:
      'ReadingGlasses Knees Recliner Slippers Cardigan Bedtime Calendar Birthday Remote Coffee',
    moves: 'EarlyBedtime KneeCrack SlangConfusion ThrowbackSong TwoDayRecovery SittingSigh',
    verbs: 'Groan Nap Squint Stretch',
    names: 'BackInMyDay KneeCrackChorus MyKneesPredictRain SignsYoureGettingOld EarlyBedtimeClub',
    also: 'aging',
  },
  retirement: {
    things: 'Golf Hammock Cruise Garden Recliner Crossword Calendar Fishing Porch Grandkids',
    moves: 'FirstDayOff GolfDay BirdWatching EarlyBird Gardening Puzzles',
    verbs: 'Relax Golf Garden Travel',
    names:
      'FirstDayOfRetirement RetirementBucketList RetiredVsStillWorking RetiredLifeBeLike RetirementRoutineParody',
    also: 'retired',
  },
  braces: {
    things: 'RubberBands Wax Brackets Wires Retainer Orthodontist Mirror Smile Floss Popcorn',
    moves: 'SmileReveal WireCheck ColorPick RetainerLisp Tightening FirstBite',
    verbs: 'Smile Floss Brush Bite',
    names:
      'BracesOffReveal BracesColorPick RetainerTongueTwister WhatsStuckInMyBraces BracesGlowUp',
  },
  'middle child': {
    things: 'HandMeDowns Backseat Photos Siblings Dinner Remote Bunkbed Car Bedroom Trophy',
    moves: 'MiddleSeat PeaceKeeper AttentionGrab Referee Shrug Overlooked',
    verbs: 'Mediate Shrug Share Survive',
    names:
      'MiddleChildImpressions SiblingOrderSkit MiddleChildAwards MiddleChildConfessions MiddleChildProblems',
  },
  'oldest child': {
    things: 'Rules Chores Siblings CarKeys Curfew Lunchbox Phone Backpack Remote Bedroom',
    moves: 'Babysitting ParentMode ChoreDuty Trailblazer Lecture TestRun',
    verbs: 'Lead Protect Babysit Nag',
    names:
      'OldestVsYoungest OldestChildInCharge OldestChildConfessions BigSibImpression OldestChildProblems',
    also: 'firstborn oldestdaughter oldestson',
  },
  'youngest child': {
    things: 'Backseat Snacks Toys HandMeDowns Remote Bedtime Photos Siblings Pajamas Candy',
    moves: 'PuppyEyes BabyVoice FreePass NoChores Tattle GetAwayWithIt',
    verbs: 'Whine Giggle Tattle Charm',
    names:
      'YoungestGetsAwayWithIt PuppyEyesChallenge YoungestVsOldest YoungestChildConfessions YoungestChildProblems',
    also: 'babyofthefamily lastborn',
  },
  'only child': {
    things: 'Bedroom Toys Snacks Remote Backseat Spotlight Games ImaginaryFriend Parents Couch',
    moves: 'SoloPlay NoSharing QuietHouse FullAttention TableForThree BackseatKing',
    verbs: 'Play Share Chill Entertain',
    names:
      'NoSiblingsToBlame OnlyChildGameNight ImaginaryFriendInterview OnlyChildConfessions OnlyChildProblems',
  },
  'lip reading': {
    things: 'Headphones Music Mouth Lips Words Phrase Couch Friends Mic Subtitles',
    moves: 'Mouthing MisreadPhrase GuessTheWord SilentSay WrongGuess FinalReveal',
    verbs: 'Read Guess Mouth Mime',
    names: 'ReadMyLips WhatAmISaying HeadphoneLipRead LipReadTheMenu LipReadingChallenge',
    also: 'lipread badlipreading',
  },
  funny: {
    things: 'Joke Meme Pun Punchline Blooper Sitcom Voice Face Costume Whoopee',
    moves: 'SillyFace Impression SillyWalk Blooper DadJoke Roast PratFall DoubleTake',
    verbs: 'Laugh Giggle Joke Snort Crack',
    names: 'TryNotToLaughChallenge MakeMeLaugh WorstJokeWins StraightFaceChallenge LaughAndYouLose',
    also: 'humor humour hilarious',
  },
  love: {
    things: 'Heart Roses Chocolate Crush Card Playlist Ring Teddy Date Couple',
    moves: 'FirstDate CoupleQuiz HandHolding Serenade SweetNote Compliment SlowDance',
    verbs: 'Hug Smile Blush Share',
    names: 'HowWellDoYouKnowMe CouplesQuiz LoveNoteChallenge LoveLanguageTest WhosMostLikelyTo',
    also: 'romance romantic',
  },
  party: {
    things: 'Balloons Cake Confetti Playlist Snacks Pinata Streamers Karaoke DanceFloor Costume',
    moves: 'MusicalChairs Limbo PinTheTail Karaoke Charades CongaLine DanceOff',
    verbs: 'Celebrate Dance Cheer Decorate',
    names:
      'ShowUsYourPartyTrick HowLowCanYouGo MusicalChairsMayhem PartyGameOlympics CongaLineChallenge',
  },
  movie: {
    things: 'Popcorn Trailer Scene Villain Sequel Remote Couch Ticket Soundtrack Credits',
    moves: 'SceneRemake FamousQuote PlotTwist SlowMo DramaticEntrance LowBudgetRemake',
    verbs: 'Reenact Quote Act Rewind',
    names:
      'LowBudgetRemake ExplainAMovieBadly GuessTheMovieByEmoji RecreateTheScene MovieQuoteRelay',
    also: 'film',
  },
  'tv show': {
    things: 'Remote Couch Sitcom Episode ThemeSong Cliffhanger Character Finale Snacks Recap',
    moves: 'BingeWatch SitcomIntro Reenact SpoilerAlert Recap DramaticPause',
    verbs: 'Binge Rewatch Quote Reenact',
    names:
      'HumTheThemeSong PreviouslyOnMyLife RecreateTheIntro ExplainAShowBadly SitcomIntroChallenge',
    also: 'tvseries',
    spelled: 'TVShow',
  },
  'fourth of july': {
    things: 'Flag Fireworks Parade Grill Hotdogs Watermelon Picnic Popsicle Bandana Lawnchair',
    moves: 'Parade Cookout FlagWave FireworkReaction WatermelonSlice BackyardGames',
    verbs: 'Grill Celebrate Cheer Wave',
    names:
      'BackyardOlympics RedWhiteAndBlueFit FlagCakeChallenge FourthOfJulyPicnicGames FireworkReactions',
    also: '4thofjuly independenceday july4th',
  },
  'advent calendar': {
    things: 'Door Chocolate Candle Surprise Countdown Treat Window Ornament Sticker Calendar',
    moves: 'DoorReveal DailyUnbox GuessTheTreat CountdownDance ChocolateTaste',
    verbs: 'Open Unwrap Guess Count',
    names:
      'WhatsBehindTheDoor GuessTheAdventTreat DIYAdventCalendar AdventCalendarRoulette AdventCalendarReactions',
  },
  spooky: {
    things: 'Ghost Pumpkin Skeleton Cobweb Witch Candy Bat Cauldron Flashlight Costume',
    moves: 'MonsterMash PumpkinCarve CostumeReveal BooBasket SkeletonDance TrickOrTreat',
    verbs: 'Boo Carve Haunt Creep',
    names: 'SkeletonDanceOff YouveBeenBooed MonsterMashDance PumpkinFaceOff SpookyVoiceStory',
    also: 'spookyseason spookszn',
  },
  ghost: {
    things: 'Sheet Flashlight Attic Candle Mirror Castle Chains Hallway Pumpkin Boo',
    moves: 'SheetPhotoshoot Haunting BooFace Float TrickOrTreat SpookyWalk',
    verbs: 'Boo Haunt Float Glide',
    names:
      'GhostPhotoshoot TellAGhostStory FriendlyGhostChallenge GhostFloatWalk GhostCostumeFails',
  },
  zombie: {
    things: 'Apocalypse Costume Makeup Graveyard Hoodie Flashlight Bunker Survivor Snacks Map',
    moves: 'Shuffle SlowChase Groan DeadEyes FaceMakeup ApocalypsePlan',
    verbs: 'Shuffle Groan Stumble Moan',
    names:
      'ZombieWalkChallenge ZombieApocalypsePlan ZombieMakeupChallenge MorningZombieMode ZombieShuffle',
  },
  witch: {
    things: 'Broom Hat Cauldron Cat Potion Spellbook Wand Pumpkin Moon Cape',
    moves: 'Cackle BroomRide PotionMaking SpellCast HatFlip Hex',
    verbs: 'Brew Cackle Stir Fly',
    names: 'BestWitchCackle BrewYourPotion CastASillySpell BroomstickRace WitchHatDIY',
  },
  vampire: {
    things: 'Fangs Cape Castle Bat Coffin Garlic Moon Cloak Mirror Night',
    moves: 'CapeSwish CountVoice FangSmile BatFlap Hiss NightShift',
    verbs: 'Hiss Swoop Sparkle Lurk',
    names:
      'CapeSwishOff VampireAccentChallenge FangSmileChallenge AvoidTheGarlic VampireMorningRoutine',
    also: 'dracula',
  },
  'haunted house': {
    things: 'Attic Basement Door Candle Portrait Cobweb Flashlight Staircase Mirror Ghost',
    moves: 'FlashlightTour Reaction Tiptoe CreakyStairs Whisper DareWalk',
    verbs: 'Creep Tiptoe Scream Hide',
    names:
      'WhoScreamsFirst DIYHauntedHouse GhostTourOfMyHouse BravestInTheFamily HauntedHouseReactions',
  },
  horror: {
    things: 'Villain Basement Flashlight Attic Popcorn Blanket Mask Doll Cabin Forest',
    moves: 'DontGoInThere SlowDoorOpen Scream Hide PlotTwist FinalScene',
    verbs: 'Scream Hide Creep Run',
    names:
      'IfLifeWereAHorrorMovie HorrorTrailerMyDay DontGoInThere BadHorrorMovieActing HorrorMovieLogic',
    also: 'horrormovie scarymovie scary',
  },
  diwali: {
    things: 'Diya Rangoli Lights Sweets Lantern Mithai Kurta Lehenga Gifts Aunties',
    moves: 'RangoliDesign DiyaLighting SweetBox FamilyPhoto OutfitReveal CleaningSpree',
    verbs: 'Celebrate Decorate Light Share',
    names: 'RangoliRace DiwaliOutfitReveal MithaiTasteTest ThingsAuntiesSay DiyaPaintingChallenge',
    also: 'deepavali',
  },
  ramadan: {
    things: 'Dates Lantern Iftar Suhoor Moon Samosa Tea Family Mosque Alarm',
    moves: 'IftarSpread SuhoorAlarm MoonSighting FamilyIftar GoodDeed',
    verbs: 'Share Gather Give Celebrate',
    names:
      '30DaysOfGoodDeeds RamadanKindnessChallenge IftarSpreadReveal SuhoorWakeUpCall GuessTheIftarDish',
    also: 'ramzan ramadhan',
  },
  eid: {
    things: 'Outfit Henna Sweets Family Moon Mosque Gifts Biryani Dates Aunties',
    moves: 'OutfitReveal HennaDesign FamilyPhoto SweetsTaste MoonSighting GiftSwap',
    verbs: 'Celebrate Share Gift Dress',
    names:
      'EidOutfitReveal HowMuchEidiDidYouGet EidHennaReveal EidSweetsTasteTest EidFamilyPhotoFails',
    also: 'eidmubarak eidalfitr eidaladha',
  },
  hanukkah: {
    things: 'Menorah Dreidel Latkes Candles Gelt Sufganiyot Sweater Gifts Applesauce Lights',
    moves: 'DreidelSpin LatkeFlip CandleLighting GeltHunt SweaterContest',
    verbs: 'Spin Fry Light Celebrate',
    names:
      'DreidelSpinOff UglyHanukkahSweater GeltHuntChallenge EightNightsOfKindness LatkeFlipChallenge',
    also: 'chanukah hanukah chanukkah',
  },
  'mardi gras': {
    things: 'Beads Mask KingCake Parade Float Jester Purple Costume Trumpet Feathers',
    moves: 'BeadToss MaskReveal ParadeWave BabyHunt Strut',
    verbs: 'Toss Strut Parade Celebrate',
    names: 'CatchTheBeads KingCakeRoulette WhoFoundTheBaby ParadeStrutChallenge MaskReveal',
  },
  'cinco de mayo': {
    things: 'Pinata Tacos Guacamole Maracas Mariachi Salsa Churros Fiesta Flag Music',
    moves: 'PinataSwing GuacOff SalsaDance MaracaShake TacoTasting',
    verbs: 'Shake Dance Celebrate Swing',
    names: 'GuacOff SalsaTasteTest MaracaBeatChallenge DIYPinata PinataChallenge',
  },
  holi: {
    things: 'Colors Powder Pichkari WaterGun Kurta Sweets Gujiya Music Friends Balloons',
    moves: 'ColorThrow ColorFight WaterFight BeforeAndAfter ColorSplash',
    verbs: 'Splash Throw Dance Celebrate',
    names:
      'WhiteShirtToRainbow HoliBeforeAndAfter ColorSplashChallenge GujiyaTasteTest HoliDanceOff',
  },
  january: {
    things: 'Resolutions Snow Gym Calendar Coat Blanket Planner Leftovers HotCocoa Scarf',
    moves: 'NewYearNewMe ResolutionFail GymFirstDay Hibernate SnowDay FreshStart',
    verbs: 'Reset Hibernate Resolve Plan',
    names:
      'DayOneVsDayTen ResolutionVsReality JanuaryHibernation BeatTheJanuaryBlues NewYearGymFails',
  },
  february: {
    things: 'Valentines Hearts Chocolate Roses Groundhog Snow Cards Candy Blanket Teddy',
    moves: 'GroundhogDay ValentineCard SnowDay LeapDay ChocolateHaul',
    verbs: 'Hibernate Gift Blush Wait',
    names:
      '28DaysOfKindness PredictLikeAGroundhog GroundhogDayLoop ValentineCardFails ShortestMonthChallenge',
  },
  march: {
    things: 'Shamrock Kite Rain Umbrella Wind Basketball Rainbow Boots Tulips Bracket',
    moves: 'KiteFlying PuddleJump SpringCleaning LuckyCharm BracketPick SpringBreak',
    verbs: 'Fly Splash Clean Bloom',
    names:
      'SpringCleanSpeedrun PuddleJumpChallenge PetPicksMyBracket FirstKiteOfMarch BracketFails',
    verb: true,
  },
  may: {
    things: 'Flowers Sunshine Picnic Garden Bees Rain Tulips Blossom Graduation Lightsaber',
    moves: 'FlowerCrown PicnicDay GardenParty FieldDay SpringFling MothersDay',
    verbs: 'Bloom Plant Picnic Celebrate',
    names:
      'FlowerCrownChallenge MaypoleDanceOff MayTheFourthDuel MayFlowersPhotoHunt SpringCleanFails',
  },
  june: {
    things: 'Pool Sunscreen Popsicle Beach Graduation Sprinkler Strawberries Flipflops Sunglasses',
    moves: 'SchoolsOut PoolDay Cannonball WaterFight FathersDay SummerStart',
    verbs: 'Splash Swim Celebrate Graduate',
    names:
      'SchoolsOutDance LongestDayChallenge JuneBucketListChallenge FathersDayDadJokes FirstPoolDayOfJune',
  },
  july: {
    things: 'Fireworks Flag Pool Watermelon Popsicle Sunscreen Grill Beach Sprinkler Fan',
    moves: 'Cannonball Cookout WatermelonSlice HeatWave PoolParty RoadTrip',
    verbs: 'Splash Grill Swim Melt',
    names: 'SprinklerDanceOff WatermelonSeedSpit PoolDayDare BeatTheJulyHeat FourthOfJulyFits',
  },
  august: {
    things: 'Backpack Pool Sunburn Fan Popsicle Lunchbox Notebooks Beach Heat Sunset',
    moves: 'BackToSchool LastPoolDay SupplyShopping SummerRecap SunsetChase',
    verbs: 'Pack Splash Shop Relax',
    names:
      'BackToSchoolCountdown LastPoolDayOfSummer SummerRecapChallenge ChaseTheAugustSunset BackToSchoolFits',
  },
  september: {
    things: 'Backpack Leaves Pumpkin Sweater Bus Notebooks Apples Football Lunchbox Candle',
    moves: 'BackToSchool FirstDay PumpkinSpice SweaterWeather LeafPile AppleTasting',
    verbs: 'Pack Learn Rake Cozy',
    names:
      'PumpkinSpiceTasteTest FirstSweaterDay LeafPileJump PumpkinSpiceEverything SeptemberFitCheck',
  },
  october: {
    things: 'Pumpkin Costume Leaves Candy Ghost Sweater Hayride Scarecrow Cider Skeleton',
    moves: 'PumpkinCarving CostumeReveal TrickOrTreat LeafPile CornMaze CandyTrade',
    verbs: 'Carve Boo Dress Trade',
    names:
      'PumpkinCarveOff 31DaysOfCostumes CostumeCountdown CandyTradeNegotiation ScarecrowPoseOff',
  },
  november: {
    things: 'Turkey Pie Leaves Sweater Scarf Candle Blanket Gravy Rake Stuffing',
    moves: 'LeafPile TurkeyTrot PieTasting GratitudeList Friendsgiving',
    verbs: 'Rake Bake Thank Feast',
    names:
      '30DaysOfThanks NoShaveNovember FriendsgivingDishDraw TurkeyTrotCostume FriendsgivingFails',
  },
  december: {
    things: 'Lights Tree Snow Cookies Presents Sweater Stocking Cocoa Ornament Wrapping',
    moves: 'GiftWrap CookieDecorating LightTour UglySweater Countdown Caroling',
    verbs: 'Wrap Bake Decorate Jingle',
    names:
      '25DaysOfCheer CookieDecoratingFails HotCocoaTasteTest DecemberLightTour GiftWrapSpeedrun',
  },
  tuesday: {
    things: 'Tacos Coffee Calendar Alarm Desk Inbox Lunch Planner Mug Trivia',
    moves: 'TacoNight TriviaNight Twinning MidweekSlump CoffeeRun',
    verbs: 'Snack Survive Sip Plan',
    names:
      'TwinningTuesday TacoTuesdayTasteTest TriviaTuesdayFaceOff TongueTwisterTuesday TuesdayIsTheNewMonday',
  },
  thursday: {
    things: 'Photos Album Coffee Calendar Weekend Couch Snacks Inbox Pizza Playlist',
    moves: 'Throwback OldPhoto ThenAndNow AlmostFriday BabyPhoto',
    verbs: 'Rewind Snack Survive Relax',
    names:
      'ThrowbackThursday AlmostFridayDance BabyPhotoThursday TalentThursday ThankfulThursdayNote',
  },
  saturday: {
    things: 'Pancakes Cartoons Pajamas Couch Brunch Park Chores Playlist Blanket Bike',
    moves: 'SleepIn Cartoons PajamaDay BrunchRun ChoreWar LazyDay',
    verbs: 'Sleep Relax Brunch Lounge',
    names:
      'SaturdayPancakeFlip SaturdayChoreRace SaturdayDanceParty SillySaturdaySkit SaturdayMorningRoutine',
  },
  throwback: {
    things: 'Photos Album Camcorder FlipPhone Yearbook Cassette Outfit Hairstyle Playlist Mixtape',
    moves: 'ThenAndNow BabyPhoto OldVideo PhotoRecreate RetroOutfit',
    verbs: 'Recreate Rewind Remember Remix',
    names:
      'RecreateTheOldPhoto ThenAndNowChallenge MyFirstProfilePic ThrowbackSongSingAlong ThrowbackThursday',
    also: 'throwbackthursday tbt nostalgia',
  },
  parenting: {
    things: 'Toddler Diapers Snacks Minivan Bedtime Toys Lunchbox Stroller Coffee Carpool',
    moves: 'BedtimeRoutine SnackNegotiation SchoolRun DadVoice MomVoice Tantrum',
    verbs: 'Negotiate Pack Drive Nap',
    names:
      'ThingsIThoughtIdNeverSay ParentingBingo ParentingWinsAndFails DadVoiceVsMomVoice ParentingFails',
    also: 'parenthood momlife dadlife',
  },
  'movie night': {
    things: 'Popcorn Blanket Couch Remote Candy Pillow Pajamas Snacks Projector Fort',
    moves: 'SnackBar BlanketFort PickAMovie SeatFight MovieMarathon',
    verbs: 'Snuggle Snack Pick Watch',
    names:
      'WhoPicksTheMovie MovieNightRoulette BlanketFortMovieNight MovieNightSnackBoard PopcornFlavorChallenge',
  },
  'girls night': {
    things: 'Pajamas Snacks Facemask Playlist Nails Popcorn Karaoke Blanket Candles Pillows',
    moves: 'FaceMask NailPainting KaraokeDuet SpillTheTea Sleepover MovieMarathon',
    verbs: 'Sing Paint Chat Giggle',
    names:
      'GirlsNightKaraoke FaceMaskFaceOff SnackRunChallenge GirlsNightNailSwap GirlsNightStarterPack',
    also: 'girlsnightin',
  },
  'boys night': {
    things: 'Pizza Controller Snacks Couch Grill Basketball Remote Wings Popcorn Headset',
    moves: 'GameNight PizzaRun TriviaNight PingPong Tournament VideoGames',
    verbs: 'Game Grill Snack Compete',
    names:
      'BoysNightOlympics LoserDoesTheDishes BoysNightCookOff PizzaToppingRoulette BoysNightStarterPack',
  },
  'toilet paper': {
    things: 'Roll Tissue Bathroom Holder Cardboard Tube Stack Tower Pyramid Squares',
    moves: 'KeepyUppy RollStack TowerBuild MummyWrap RollCatch',
    verbs: 'Stack Wrap Roll Juggle',
    names: 'TPKeepyUppy RollTowerChallenge MummyWrapRace ToiletPaperRollArt TPTossChallenge',
    also: 'tp',
  },
  'talent show': {
    things: 'Stage Mic Spotlight Judges Buzzer Curtain Audience Trophy Costume Piano',
    moves: 'HiddenTalent Juggling MagicTrick Impressions Beatbox Yodel',
    verbs: 'Perform Juggle Sing Wow',
    names:
      'ShowUsYourHiddenTalent WeirdestTalentWins TalentShowAtHome ThirtySecondTalent TalentShowFails',
    also: 'talent hiddentalent',
  },
  pirate: {
    things: 'Ship Treasure Parrot EyePatch Map Hat Plank Chest Flag Compass',
    moves: 'TreasureHunt WalkThePlank SeaShanty Swashbuckle ParrotTalk',
    verbs: 'Sail Plunder Dig Search',
    names: 'TalkLikeAPirate PirateShantyOff PirateTreasureHunt DrawATreasureMap SeaShantyDuet',
  },
  superhero: {
    things: 'Cape Mask Costume Powers Villain Sidekick Logo Boots Lair Gadget',
    moves: 'HeroPose HeroLanding SlowMoWalk CapeFlip SecretIdentity PowerReveal',
    verbs: 'Save Fly Rescue Transform',
    names:
      'WhatsYourSuperpower SuperheroEntrance SuperheroPoseOff DIYSuperheroCape SuperheroLanding',
  },
  wizard: {
    things: 'Wand Hat Robe Spellbook Owl Potion Broom Cloak Beard Staff',
    moves: 'SpellCast WandDuel PotionClass MagicTrick Vanish',
    verbs: 'Cast Brew Vanish Conjure',
    names: 'WizardDuelAtHome InventASpell DIYWizardWand WandDuel SpellCastingFails',
  },
  alien: {
    things: 'UFO Spaceship Planet Antenna Saucer Moon Stars Mars Laser Signal',
    moves: 'UFOSighting BeamUp FirstContact StrangeSignal AntennaDance',
    verbs: 'Beam Land Probe Visit',
    names:
      'ExplainEarthToAliens TakeMeToYourLeader AlienTourGuide AlienLanguageChallenge AlienImpression',
  },
  'skibidi toilet': {
    things: 'Toilet Cameraman Speakerman TVMan Head Bathroom Song Meme Plunger Army',
    moves: 'SkibidiDance HeadBob Chant Battle Sneak',
    verbs: 'Dance Bob Chant Sing',
    names:
      'SkibidiDanceOff ExplainSkibidiToMom ParentsReactToSkibidi DrawSkibidiBadly SkibidiChantRemix',
  },
  rizz: {
    things: 'Smile Wink Compliment Charm Confidence Playlist Hair Eyebrow Aura Grandpa',
    moves: 'CheesyLine Wink EyebrowRaise SmoothIntro Compliment HairFlip',
    verbs: 'Charm Wink Smile Flex',
    names: 'UnspokenRizzChallenge RateMyRizz GrandmaHasRizz FoodPunRizz RizzLessonFromGrandpa',
  },
  sigma: {
    things: 'Stare Jawline Hoodie Grindset Playlist Gym Desk Morning Sunglasses Phonk',
    moves: 'BlankStare SlowWalk MorningRoutine LookAway DramaticTurn',
    verbs: 'Stare Grind Flex Walk',
    names:
      'SigmaStareOff SigmaMorningRoutine SigmaWalkChallenge SigmaFaceChallenge SigmaSoundtrackMyDay',
  },
  survivor: {
    things: 'Torch Tribe Island Buff Idol Puzzle Raft Camp Bandana Jury',
    moves: 'TribalCouncil Blindside IdolHunt PuzzleRace Alliance Vote',
    verbs: 'Outwit Outplay Outlast Vote',
    names: 'BackyardSurvivor TribalCouncilAtHome HideTheIdol FamilySurvivor IdolHunt',
  },
  'harry potter': {
    things: 'Wand Hogwarts Owl Broom Scarf Glasses Snitch SortingHat Potion Spellbook',
    moves: 'SortingCeremony WandDuel SpellCast Quidditch PotionClass Expelliarmus',
    verbs: 'Cast Brew Sort Fly',
    names: 'SortMeIntoAHouse WandDuelChallenge AccioSnacks MuggleVsWizard HogwartsLetterReveal',
    also: 'potterhead',
    spelled: 'HarryPotter',
  },
  marvel: {
    things: 'Shield Hammer Cape Suit Gauntlet Mask Villain Webs Claws Avengers',
    moves: 'HeroLanding HammerLift ShieldThrow SnapReveal WebSling PowerPose',
    verbs: 'Assemble Snap Save Fly',
    names:
      'WorthyOfTheHammer AvengersAssemblePose HeroLandingChallenge LowBudgetMarvelCosplay WhichHeroAreYou',
    also: 'avengers mcu',
  },
  'blanket fort': {
    things: 'Blankets Pillows Chairs Couch Fairylights Clips Flashlight Snacks Tent Cushions',
    moves: 'FortBuild FortTour Sleepover MovieNight TunnelAdd RoofCollapse',
    verbs: 'Build Drape Snuggle Hide',
    names:
      'BlanketFortBuildOff FortTourChallenge BlanketFortSleepover BestFortWins BiggestFortInTheHouse',
    also: 'pillowfort',
  },
  'floor is lava': {
    things: 'Couch Pillows Cushions Chairs Rug Sofa Stepstool Hallway LivingRoom Carpet',
    moves: 'PillowHop CouchLeap Tiptoe Balance CushionPath ChairCross',
    verbs: 'Hop Leap Balance Climb',
    names:
      'FloorIsLavaAtHome PillowHopChallenge FloorIsLavaRelay CushionPathChallenge TheFloorIsLava',
  },
  trend: {
    things: 'Sound Filter Dance Meme Hashtag Audio Transition Caption Soundbite FYP',
    moves: 'TransitionSwap Duet Stitch LipSync Remake SlowMoReveal',
    verbs: 'Post Duet Stitch Recreate',
    names: 'GrandmaTriesTheTrend DidTheTrendWrong StartANewTrend TrendVsReality TrendsIRegret',
    also: 'viral trending',
  },
  influencer: {
    things: 'RingLight Selfie Filter Caption Followers Brunch Sponsor Hashtag Camera Aesthetic',
    moves: 'MorningRoutine Unboxing GRWM ProductShill PhotoDump CaptionThis',
    verbs: 'Post Pose Film Caption',
    names:
      'InfluencerParody DayInMyLifeParody GrandmaTheInfluencer InfluencerVoiceOff ExpectationVsReality',
  },
  snowball: {
    things: 'Snow Mittens Fort Snowman Sled Scarf Boots Hat Yard Shovel',
    moves: 'SnowFight FortBuild SnowmanBuild SnowAngel TargetToss',
    verbs: 'Throw Dodge Roll Build',
    names:
      'SnowballFightChallenge BiggestSnowballWins SnowballTargetToss SnowmanBuildOff SnowballRelay',
    also: 'snow snowballfight',
  },
  'first day': {
    things: 'Backpack Outfit Lunchbox Bus Teacher Locker Desk Photo Sign Alarm',
    moves: 'DoorstepPhoto OutfitReveal BusRide NameTag ClassIntro',
    verbs: 'Pack Wave Smile Learn',
    names:
      'FirstDayVsLastDay FirstDayInterview FirstDayOfSchoolSign FirstDayPredictions FirstDayFits',
  },
  accent: {
    things: 'Voice Words Phrases Country Map Grandma Tea Bagel Slang Vowels',
    moves: 'VoiceSwap GuessTheCountry SayItLikeMe WordTest ReadThisPhrase',
    verbs: 'Say Guess Pronounce Mimic',
    names: 'GuessMyAccent SayItInYourAccent AccentChallenge SayTheseWords HowDoYouSayIt',
  },
  'story time': {
    things: 'Couch Mic Popcorn Twist Narrator Blanket Teacup Drama Receipts',
    moves: 'PlotTwist Cliffhanger Flashback DramaticPause Reenactment',
    verbs: 'Tell Spill Narrate Reenact',
    names:
      'StoryTimeWithATwist FinishMyStory StorytimeReenactment OneWordStoryTime WorstDayEverStory',
  },
  recess: {
    things: 'Playground Swings Slide Ball MonkeyBars Whistle Hopscotch Jumprope Snack Bell',
    moves: 'Tag FourSquare Hopscotch DodgeBall SwingRace RedRover',
    verbs: 'Play Swing Tag Run',
    names: 'AdultRecess BringBackRecess RecessRematch AdultRecessOlympics RecessGamesWeMiss',
  },
  delulu: {
    things: 'VisionBoard Daydream Crush Celeb Manifest Playlist Mirror Diary Fantasy Plan',
    moves: 'MainCharacter Manifesting Daydreaming PlotInMyHead',
    verbs: 'Dream Manifest Imagine Believe',
    names:
      'DeluluIsTheSolulu RateMyDeluluPlan DeluluVsReality DeluluVisionBoard DeluluAffirmations',
  },
  aura: {
    things: 'Vibe Walk Glow Entrance Stare Outfit Sunglasses Playlist Slowmo Points',
    moves: 'Farming SlowMoEntrance HairFlip Stare CoolWalk',
    verbs: 'Farm Glow Walk Pose',
    names: 'AuraFarmingChallenge RateMyAura PlusAuraMinusAura AuraEntrance AuraCheck',
    also: 'aurafarming',
  },
  'vibe check': {
    things: 'Playlist Mood Outfit Room Snacks Sunglasses Dance Fit Coffee Couch',
    moves: 'MoodRating PlaylistCheck OutfitRating VibeMeter SlowMo',
    verbs: 'Rate Vibe Dance Chill',
    names: 'PassTheVibeCheck GrandmaVibeCheck VibeCheckMyPlaylist PetVibeCheck VibeCheckChallenge',
    also: 'vibes',
  },
  'tung tung sahur': {
    things: 'Drum Log Bat Meme Sahur Bedroom Alarm Neighbor Song Dance',
    moves: 'TungTungDance DrumBeat WakeUpCall Chant',
    verbs: 'Drum Chant Dance Wake',
    names:
      'TungTungSahurDance SahurWakeUpCall TungTungDrumBeat DrawTungTungSahur ExplainItalianBrainrot',
    also: 'tungtung',
  },
  marriage: {
    things: 'Ring Spouse Couch Remote Thermostat Blanket Chores Groceries Kitchen Anniversary',
    moves: 'ThermostatWar BlanketSteal ChoreDebate DinnerDecision SnoreDuet',
    verbs: 'Bicker Share Compromise Laugh',
    names:
      'WhereDoYouWantToEat WhoKnowsWhoBetter ThermostatWars BlanketStealChallenge MarriedLifeBeLike',
    also: 'marriedlife married',
  },
  'grocery store': {
    things: 'Cart Aisle Receipt Checkout Cashier Coupon Basket Groceries Banana Conveyor',
    moves: 'ListCheck PriceCheck SelfCheckout ImpulseBuy SampleHunt BagTetris AisleBingo',
    verbs: 'Scan Bag Shop Bargain',
    names: 'CameForOneThing GuessTheGroceryTotal FreeSampleTour WobblyWheelCart SelfCheckoutChaos',
    also: 'supermarket',
  },
  hospital: {
    things:
      'Gown Wristband Wheelchair Nurse Jello Monitor Clipboard Stretcher Balloon VendingMachine',
    moves: 'GownShuffle NurseCall VisitingHours JelloReview HallwayLap FlowerDelivery',
    verbs: 'Visit Heal Rest Recover',
    names:
      'GetWellCardChallenge HospitalGownFashionShow HospitalJelloReview HallwayLapChallenge HospitalFoodRating',
  },
  bank: {
    things: 'Teller Vault Lollipop ATM CoinJar DepositSlip ChainedPen Receipt Counter Passbook',
    moves: 'CoinCount BalanceCheck ForgotMyPin FreeLollipop LineShuffle DriveUpWindow',
    verbs: 'Deposit Save Withdraw Count',
    names: 'GuessTheCoinJar FreeLollipopRun CoinJarCashIn ForgotMyPinAgain PiggyBankCheckIn',
  },
  pharmacy: {
    things: 'Pharmacist Counter Receipt Vitamin Bandage Thermometer Lozenge Sunscreen Coupon Aisle',
    moves: 'RefillRun ReceiptUnroll PressureCheck AisleWander SnackDetour DriveThruPickup',
    verbs: 'Refill Browse Wait Restock',
    names:
      'ReceiptAsLongAsMe ReceiptJumpRope CameForCoughDrops PharmacyAisleDetour TheEndlessReceipt',
    also: 'chemist',
  },
  'post office': {
    things: 'Stamp Envelope Parcel Box Scale Clerk TapeGun Label Mailbag Postcard',
    moves: 'BoxWrap LineWait LabelPrint ParcelDrop TapeWrestle PostcardWrite',
    verbs: 'Mail Ship Stamp Tape Wrap',
    names:
      'SnailMailRevival BubbleWrapPopOff SendAPostcardChallenge TapeGunTakedown PostOfficeLineBingo',
  },
  laundromat: {
    things: 'Washer Dryer Quarter Detergent Basket Bench Lint Sock FoldingTable ChangeMachine',
    moves: 'QuarterHunt DryerWatch SpinCycle FoldOff SockRescue MachineClaim',
    verbs: 'Wash Spin Fold Load',
    names: 'LaundromatFoldOff WatchingTheDryerSpin TheLostSockOdyssey QuarterHunt SpinCycleSnooze',
  },
  'car wash': {
    things: 'Sponge Bucket Hose Suds Brush Towel Foam Wax Windshield Tunnel',
    moves: 'FoamParty TunnelRide SpongeDance HoseFight WaxOn RainbowFoam',
    verbs: 'Rinse Scrub Wax Soap Dry',
    names: 'RainbowFoamRide CarWashAtHome CarWashReactions SpongeDanceOff CarWashTunnelPOV',
  },
  'parking lot': {
    things: 'Cone Ticket Meter Curb Lamppost CartCorral Sign Stripe Speedbump Minivan',
    moves: 'SpotHunt LostCarSearch KeyFobBeep ReverseIn CartReturn TightSqueeze',
    verbs: 'Park Reverse Circle Squeeze',
    names: 'WhereDidIPark KeyFobPanicBeep CartReturnHero PrimeParkingSpot TheSpotStealer',
    also: 'carpark parkinggarage',
  },
  'waiting room': {
    things: 'Magazine Chair Clipboard Fishtank Clock Receptionist Form Plant Buzzer Television',
    moves: 'NameCall FormFill ClockWatch MagazineFlip ChairShuffle LongSigh',
    verbs: 'Wait Sign Sit Sigh',
    names:
      'WaitingRoomOlympics GuessTheWaitTime TenYearOldMagazine TheyCalledMyName WaitingRoomBingo',
  },
  backyard: {
    things: 'Grill Hammock Fence Sprinkler Lawnmower Firepit Swing KiddiePool Birdfeeder Patio',
    moves: 'SprinklerDash Cookout CampOut HammockFlip LawnMow WaterBalloonFight',
    verbs: 'Grill Mow Sprinkle Camp Relax',
    names:
      'BackyardOlympics BackyardCampout BackyardObstacleCourse SprinklerDashSummer HammockFail',
  },
  garage: {
    things: 'Toolbox Workbench Ladder Pegboard SecondFridge Bicycle Box Wrench Paint Sawhorse',
    moves: 'BandPractice CleanOut Tinker BoxTetris ProjectCar WorkbenchBuild',
    verbs: 'Tinker Build Fix Store Sort',
    names: 'GarageBandDebut GarageBoxTetris WeCantParkInThere GarageCleanOutDay GarageTreasureHunt',
  },
  basement: {
    things: 'Stair Furnace Box Cobweb PullString Flashlight Couch Freezer Dehumidifier Boiler',
    moves: 'LightsOffSprint StairRun SpookyNoise BoxDig HideAndSeek FurnaceRumble',
    verbs: 'Hide Store Explore Sneak',
    names:
      'BasementHideAndSeek NotGoingDownThere WhatWasThatNoise BasementBandPractice BasementMovieDen',
  },
  attic: {
    things: 'Ladder Trunk Box Cobweb Rafter Insulation Dollhouse Lamp Heirloom Photo',
    moves: 'BoxTour BoxDig TreasureHunt DustCloud TimeCapsule HeirloomFind',
    verbs: 'Climb Dig Discover Store Dust',
    names: 'AtticTreasureHunt AtticFashionShow AtticTimeCapsule AtticMysteryBox WhatsInTheAttic',
  },
  bathroom: {
    things: 'Mirror Towel Bathtub Toothbrush RubberDuck Soap Loofah ToiletPaper Plunger Shampoo',
    moves: 'MirrorPepTalk ShowerConcert BubbleBath TowelTurban LastRollDrama GlowUp',
    verbs: 'Scrub Brush Rinse Soak Sing',
    names:
      'ShowerConcertTour MirrorPepTalk WhoUsedTheLastRoll TowelTurbanTwirl BathroomSelfieLight',
  },
  'kitchen sink': {
    things: 'Dish Sponge Faucet Drain Sprayer Plug Pot Scrubber Colander Suds',
    moves: 'DishPile SprayerMishap SoakOvernight SudsBeard DrainRescue DishDuel',
    verbs: 'Rinse Scrub Soak Drain Spray',
    names:
      'OneDishLeftBehind SudsBeardChallenge WhoLeftThisToSoak TheSprayerGotMe SinkFullOfDishes',
  },
  'hardware store': {
    things: 'Drill Hammer Screw PaintChip Ladder Key Lumber Toolbelt Wrench Bolt',
    moves: 'PaintShake KeyCopy AisleWander LumberLoad SwatchPick ProjectRun',
    verbs: 'Drill Build Fix Measure Hammer',
    names: 'JustNeedOneScrew PaintChipPoetry GuessTheTool DadAtTheHardwareStore WeekendProjectRun',
    also: 'diystore',
  },
  bookstore: {
    things: 'Shelf Bookmark Paperback Hardcover Cat Armchair Ladder Display Tote Bestseller',
    moves: 'BookHaul CoverJudge ShelfBrowse SmellTheBooks StaffPick ReadInTheAisle',
    verbs: 'Browse Read Shop Flip',
    names:
      'BlindDateWithABook JudgeByTheCover FirstLineChallenge BookstoreScavengerHunt JustOneMoreBook',
    also: 'bookshop',
  },
  'flea market': {
    things: 'Stall Vinyl Lamp Trinket Antique Table Vendor Teacup Jacket Crate',
    moves: 'BargainHunt FiveDollarFind TreasureDig HaggleOff WeirdestFind EarlyBird',
    verbs: 'Haggle Browse Dig Barter',
    names: 'FiveDollarFleaFind WeirdestFleaFind FleaMarketFlip FleaMarketOutfit HaggleLikeAPro',
    also: 'swapmeet',
  },
  campus: {
    things: 'Quad Backpack Lanyard Library Scooter Hoodie Bench Statue Fountain Squirrel',
    moves: 'ClassDash QuadNap TourWalk ScooterCommute LateToLecture ClubFair',
    verbs: 'Study Commute Explore Cram',
    names: 'CampusTourParody LateToLecture QuadNapChallenge CampusBingo FirstDayOnCampus',
    also: 'collegecampus',
  },
  'garden center': {
    things: 'Succulent Pot Trowel Seedling Fern Cart Greenhouse Soil WateringCan Cactus',
    moves: 'PlantHaul JustOneMore PotMatch CartFill GreenhouseWander SeedlingPick',
    verbs: 'Pot Plant Water Browse Repot',
    names:
      'JustOneMorePlant NameYourNewPlant PlantParentHaul FiveDollarPlantPick PlantParentConfessions',
    also: 'plantnursery gardencentre',
  },
  rideshare: {
    things: 'Driver Backseat Rating AuxCord Mint WaterBottle Pickup Map Playlist Tip',
    moves: 'SmallTalk WrongCarPanic SilentRide PinDrop SurgePrice DriverKaraoke',
    verbs: 'Ride Rate Tip Hail',
    names: 'FiveStarPassenger QuietRidePlease DriverDJRequest RideshareBingo WhichCarIsMine',
    also: 'uber lyft',
  },
  tractor: {
    things: 'Hay Plow Trailer Field Barn Tire Farmer Muffler Seat Mud',
    moves: 'HayRide PullContest Harvest MudRun SlowCruise FarmerWave',
    verbs: 'Plow Haul Harvest Drive',
    names:
      'TractorParade HayRideSingAlong FarmerWaveChallenge StuckBehindATractor TractorRideReactions',
  },
  'toll booth': {
    things: 'Coin GateArm Transponder Ticket Lane Attendant Change Cupholder Window Receipt',
    moves: 'CoinToss ExactChange TransponderBeep LaneSwitch CoinFumble PayItForward',
    verbs: 'Pay Toss Fumble Merge',
    names: 'PayForTheCarBehind ExactChangeChallenge TollBoothWave TollBoothThankYou CoinTossFail',
  },
  'car dealership': {
    things: 'Salesperson Key Showroom TubeMan Balloon Manager Brochure Paperwork Bow Sticker',
    moves: 'TestDrive HaggleDance AskTheManager KeyHandoff NewCarSmell BigBowReveal',
    verbs: 'Haggle Test Sign Negotiate',
    names: 'TubeManDanceOff LetMeAskMyManager BigBowReveal FirstCarKeys NewCarSmellReview',
    also: 'cardealer',
  },
  'bus stop': {
    things: 'Bench Shelter Timetable Sign Umbrella Puddle Billboard Pole Curb Ticket',
    moves: 'BusChase LateRun PuddleSplash WaitingGame WaveDown StrangerChat',
    verbs: 'Wait Wave Chase Sprint',
    names: 'RunForTheBus BusStopBingo JustMissedTheBus BusStopSmallTalk BusStopPuddleDodge',
  },
  'pickup truck': {
    things: 'Tailgate Hitch Cooler Toolbox Mudflap Tarp Ladder Couch Mulch Bumper',
    moves: 'TailgateParty MovingDay HaulRun MudRun BackRoadCruise TruckBedMovie',
    verbs: 'Haul Tow Load Hitch',
    names: 'TruckBedMovieNight FriendWithATruck TailgateCookOff CanYouHelpMeMove TruckBedPicnic',
  },
  minivan: {
    things: 'SlidingDoor Cupholder Crumb CarSeat Stroller SoccerBall StickFigure Snack JuiceBox',
    moves: 'SchoolRun SnackHandout CarpoolLoop SlidingDoorDrama ThirdRowClimb AreWeThereYet',
    verbs: 'Carpool Load Buckle Haul',
    names: 'MinivanKaraoke SlidingDoorEntrance AreWeThereYet ThirdRowChaos MinivanSnackTour',
  },
  'golf cart': {
    things: 'Cupholder Course Club Flag Cooler Hill Canopy Pedal Path Scorecard',
    moves: 'CourseCruise HillClimb SneakyCruise ParadeRide BumpyPath TightTurn',
    verbs: 'Cruise Drive Putt Steer',
    names: 'GolfCartParade DecorateYourGolfCart GolfCartKaraoke SlowestGetaway GolfCartCoolerRun',
  },
  moped: {
    things: 'Helmet Basket Horn Mirror Scarf Kickstand Croissant Cobblestone Piazza Sunglasses',
    moves: 'HillStruggle BeepBeep CityZip SlowCruise KickstandFlip CafeStop',
    verbs: 'Zip Beep Cruise Weave',
    names: 'MopedRoadTrip MopedCafeHop UphillStruggle MopedFits BeepBeepMoped',
  },
  carpool: {
    things: 'Backseat AuxCord Playlist Snack Seatbelt Lunchbox Minivan Lane Driver Mirror',
    moves: 'SingAlong FrontSeatDibs PickupLoop AuxBattle SnackShare LateKidWait',
    verbs: 'Drive Share Sing Honk',
    names: 'CarpoolKaraoke AuxCordWars CarpoolTriviaRound FrontSeatDibs CarpoolJokeOfTheDay',
  },
  'school pickup': {
    things: 'Minivan Backpack CrossingGuard Teacher Snack Artwork Cone Gate Lunchbox Sticker',
    moves: 'CarLineWait HowWasYourDay SnackHandoff BackpackToss ArtworkReveal ParentWave',
    verbs: 'Wait Wave Hug Honk',
    names:
      'CarLineKaraoke HowWasYourDay SchoolPickupHighFive BackpackTreasureDig AfterSchoolSnackRun',
    also: 'schoolrun',
  },
  'fire station': {
    things: 'Pole Helmet Hose Dalmatian Boots Siren Bell Ladder Truck Firefighter',
    moves: 'PoleSlide SuitUp SirenTest OpenHouse ChiliCookoff HoseDrill',
    verbs: 'Slide Suit Rescue Spray',
    names:
      'KidsMeetFirefighters ThankAFirefighter FireStationChiliCookOff FirefighterSuitUpRace SlideDownThePole',
    also: 'firehouse',
  },
  'coffee shop': {
    things: 'Barista Latte Laptop Mug Muffin Croissant TipJar Menu Couch Straw',
    moves: 'NameMisspell LatteArt LaptopCamp OrderPanic OutletHunt SecretMenu',
    verbs: 'Sip Order Brew Type',
    names:
      'GuessMyCoffeeOrder TheySpelledMyNameWrong LatteArtFaceOff BaristaImpression SecretMenuOrder',
    also: 'cafe coffeehouse',
  },
  diner: {
    things: 'Booth Server Jukebox Pancake Milkshake Menu Ketchup Stool Counter Pie',
    moves: 'BoothSlide RefillRun MidnightSnack JukeboxPick PieSplit StoolSpin',
    verbs: 'Order Refill Share Split',
    names:
      'JukeboxSingAlong RateTheDinerPancakes MilkshakeMashup DinerPieVote DinerBreakfastReview',
  },
  'ice cream truck': {
    things: 'Jingle Popsicle Cone Sprinkles Window Menu Freezer Bell Napkin Sundae',
    moves: 'TruckChase JingleSprint ChangeHunt MeltRace MenuStare BrainFreeze',
    verbs: 'Chase Lick Sprint Melt',
    names:
      'WhenTheJingleHits HumTheIceCreamJingle BrainFreezeFace IceCreamTruckTasteTest SprinklesOrNoSprinkles',
  },
  'swimming pool': {
    things: 'Noodle Float DivingBoard Goggles Lifeguard Towel Ladder Whistle Sunscreen InnerTube',
    moves: 'Cannonball MarcoPolo BellyFlop UnderwaterTeaParty Handstand LapRace',
    verbs: 'Swim Dive Float Splash',
    names:
      'CannonballContest UnderwaterTeaParty PoolNoodleRelay MarcoPoloChampion BiggestSplashWins',
    also: 'pool',
  },
  'locker room': {
    things: 'Locker Bench Towel Padlock Mirror Hairdryer Sneaker DuffelBag Jersey Whiteboard',
    moves: 'LockFumble PepTalk HalftimeSpeech GearUp SockHunt TeamHuddle',
    verbs: 'Change Huddle Cheer Lock',
    names: 'HalftimePepTalk TeamHuddleChant PregameRituals LockerComboFail LockerRoomDanceOff',
  },
  stadium: {
    things: 'Jumbotron FoamFinger Hotdog Nachos Mascot Scoreboard Ticket Seat Pennant Tunnel',
    moves: 'TheWave KissCam DanceCam CrowdRoar SeatHunt TShirtToss',
    verbs: 'Cheer Chant Wave Root',
    names: 'StartTheWave DanceCamLegend MascotDanceOff CaughtOnTheJumbotron FoamFingerChallenge',
  },
  'county fair': {
    things: 'CornDog FunnelCake BlueRibbon Pig Prize Lemonade CottonCandy Goldfish Tractor Stage',
    moves: 'RingToss PigRace PieContest RideLine PrizeHunt FriedFoodTour',
    verbs: 'Win Toss Judge Ride',
    names: 'BlueRibbonBakeOff FairFoodTasteTest RingTossChallenge FairRideReactions FairGameFails',
    also: 'statefair',
  },
  'mini golf': {
    things: 'Putter Windmill Ball Scorecard Pencil Hole Volcano Bridge Tunnel Clown',
    moves: 'HoleInOne WindmillShot TrickShot BankShot ScoreFudge LostBall',
    verbs: 'Putt Aim Sink Score',
    names: 'HoleInOneOrBust FamilyMiniGolfFeud DIYMiniGolfCourse MiniGolfTrickShot WindmillNemesis',
    also: 'putputt',
  },
  driveway: {
    things: 'Chalk Hoop Shovel Bike LemonadeStand Trashcan JumpRope Cone Snowbank Scooter',
    moves: 'ChalkArt ShootAround SnowShovel BackingOut Hopscotch TrashcanRoll',
    verbs: 'Shovel Chalk Shoot Park',
    names:
      'ChalkTheWalk DrivewayHoops DrivewayObstacleCourse DrivewayLemonadeStand DrivewayDoodleDay',
  },
  shed: {
    things: 'Rake Shovel Lawnmower Spider Shelf FlowerPot Hose PaintCan Workbench Bucket',
    moves: 'CleanOut SpiderStandoff ToolHunt PullStart Makeover Tinker',
    verbs: 'Store Tidy Fix Tinker',
    names: 'SheShedMakeover ShedCleanOutChallenge WhatsInTheShed ShedTreasureHunt SpiderInTheShed',
    also: 'toolshed gardenshed',
  },
  hallway: {
    things: 'Rug CoatHook Shoe Mirror Doorway Photo Lightswitch Umbrella Radiator Stairwell',
    moves: 'SockSlide Tiptoe RunwayWalk SneakPast SprintToBed HideAndSeek',
    verbs: 'Slide Tiptoe Sneak Strut',
    names: 'HallwayRunway HallwayBowling MidnightTiptoe HallwayHideAndSeek SockSlideChallenge',
    also: 'corridor',
  },
  balcony: {
    things: 'Chair Plant Railing Lantern Hammock Coffee View Sunset Herb Birdfeeder',
    moves: 'MorningCoffee SunsetGaze HerbGarden PeopleWatch Stargaze Serenade',
    verbs: 'Sip Water Grow Gaze',
    names: 'BalconyConcert BalconyGardenGlowUp BalconyCoffeeDate BalconyKaraoke BalconyPicnicNight',
  },
  rooftop: {
    things:
      'Skyline Lounger StringLights Pigeon WaterTower Antenna Telescope Blanket Grill Planter',
    moves: 'SunsetHang Stargaze MovieNight CityView GoldenHour Cookout',
    verbs: 'Gaze Chill Host Toast',
    names: 'RooftopMovieNight RooftopPicnic RooftopStargazing RooftopDanceParty RooftopGoldenHour',
  },
  patio: {
    things: 'Umbrella Chair Grill Lantern Cushion Planter Firepit Table Citronella Wasp',
    moves: 'WaspDodge Cookout SunsetDinner UmbrellaFlyaway StringLightHang MorningCoffee',
    verbs: 'Grill Host Lounge Sweep',
    names: 'PatioMakeover UmbrellaFlewAway UninvitedWasp PatioGameNight PatioFurnitureFails',
  },
  'dining room': {
    things: 'Table Chair Chandelier Napkin Plate Candle Centerpiece Tablecloth Highchair Placemat',
    moves: 'NapkinFold TableSet FamilyDinner KidsTable PhoneStack ToastSpeech',
    verbs: 'Serve Carve Pass Fold',
    names:
      'NoPhonesAtTheTable NapkinFoldChallenge DinnerTableToast PassThePotatoes TableclothTrick',
  },
  playroom: {
    things: 'Lego Block Puzzle Crayon Doll Dinosaur Beanbag ToyBox Easel Teddy',
    moves: 'BlockTower FortBuild CleanUpSong TeaParty LegoStep PlayPretend',
    verbs: 'Build Stack Pretend Tidy',
    names:
      'SingTheCleanUpSong PlayroomCleanupRace LegoTowerChallenge PlayroomTeaParty NeverStepOnALego',
  },
  'man cave': {
    things: 'Recliner Dartboard MiniFridge NeonSign Jersey Couch Remote Popcorn Trophy Speaker',
    moves: 'GameDay DartThrow RecliningMode MovieMarathon TrophyPolish SnackStation',
    verbs: 'Recline Chill Cheer Host',
    names: 'RateMyManCave ManCaveMakeover ManCaveMovieMarathon ManCaveTour ManCaveConfessions',
  },
  'semi truck': {
    things: 'Horn Trailer Cab Mudflap CBRadio Bunk Highway Chrome Logbook Dashboard',
    moves: 'HonkRequest LongHaul WideTurn TruckStopMeal CabTour Convoy',
    verbs: 'Haul Honk Drive Deliver',
    names:
      'SemiTruckCabTour GotTheTruckerToHonk TruckStopTasteTest CBRadioVoiceChallenge ThankATrucker',
    also: 'bigrig eighteenwheeler',
  },
  'tow truck': {
    things: 'Hook Chain Winch Flatbed Driver Strobe Ticket Cone Sign Bumper',
    moves: 'HookUp FlatbedLoad RoadsideRescue ParkingPanic StrobeFlash CurbsideWait',
    verbs: 'Tow Hook Winch Haul',
    names:
      'WhereDidMyCarGo ToyTowTruckRescue TowTruckReactions RoadsideRescueSkit ThankYourTowDriver',
  },
  'fire truck': {
    things: 'Ladder Siren Hose Helmet Dalmatian Bell Hydrant Firefighter Boots Lights',
    moves: 'SirenSingAlong HelmetTryOn KidsTour HoseSpray FirefighterWave LightShow',
    verbs: 'Climb Spray Ring Rescue',
    names:
      'KidsMeetTheFireTruck WaveAtTheFirefighters SirenSingAlong DrawAFireTruck FireTruckLightShow',
    also: 'fireengine',
  },
  'garbage truck': {
    things: 'Bin Lid Claw Driver Route Curb Bag Raccoon Compost Glove',
    moves: 'BinDrag TrashDayDash ClawGrab CurbsideWave RaccoonRaid MissedPickup',
    verbs: 'Haul Dump Lift Crush Wave',
    names:
      'KidsLoveTheTrashTruck WaveAtTheTrashTruck ThankYourTrashCrew MissedTheTrashTruck TrashDayDash',
    also: 'trashtruck bintruck',
  },
  stroller: {
    things: 'Wheel Canopy Cupholder Snack Blanket Basket Brake Buckle Rattle Pacifier',
    moves: 'ParkLoop OneHandFold NapWalk CurbHop PowerWalk TrunkTetris',
    verbs: 'Push Fold Stroll Buckle',
    names:
      'OneHandFoldChallenge StrollerTrunkTetris StrollerPowerWalk DecorateTheStroller NapTimeWalk',
    also: 'pram pushchair',
  },
  escalator: {
    things: 'Step Handrail ShoppingBag Landing Mirror Sign Sneaker Suitcase Balloon',
    moves: 'WrongWayWalk FirstStepHop StandRight DramaticRide TopStepStumble SlowMoRide',
    verbs: 'Ride Climb Step Glide',
    names:
      'EscalatorMovieScene DramaticEntrance EscalatorMusicVideo EscalatorWaveChallenge HoldTheHandrail',
  },
  'drive in': {
    things: 'Screen Radio Popcorn Car Blanket Trunk Speaker Hotdog Windshield Projector',
    moves: 'TrunkPicnic DoubleFeature RadioTune SnackRun BlanketNest HonkApplause',
    verbs: 'Watch Park Snack Honk',
    names:
      'CardboardCarDriveIn TrunkPopcornParty DriveInAtHome DriveInDoubleFeature DriveInSnackReview',
    also: 'driveinmovie',
  },
  'antique shop': {
    things: 'Teacup Clock Vase Mirror Gramophone Lamp Typewriter Trunk Brooch Doll',
    moves: 'TreasureHunt PriceTagPeek EraGuess CarefulTiptoe HaggleOff HauntedDollCheck',
    verbs: 'Browse Dust Haggle Appraise',
    names:
      'GuessTheAntique GrandmaHadThisOne NameThatOldGadget AntiqueTreasureHunt CreepyDollStaredBack',
    also: 'antiques antiquing',
  },
  'toy store': {
    things: 'Plushie Robot Doll Puzzle Ball Yoyo Kite Slime Aisle BoardGame',
    moves: 'ButtonPressSpree WishList PuppyEyes ToyTestDrive JustLooking AisleRun',
    verbs: 'Play Test Squeeze Wish',
    names:
      'PressEveryButton FiveDollarToyChallenge JustLookingISwear PickAToyForMe InnerChildUnleashed',
    also: 'toyshop',
  },
  'candy store': {
    things: 'Gummy Lollipop Jellybean Scoop Jar Chocolate Taffy Licorice Bag Scale',
    moves: 'PickAndMix SugarRush ScoopFrenzy SampleSneak TasteTest BagWeighIn',
    verbs: 'Scoop Pick Taste Weigh',
    names:
      'PickAndMixChallenge GuessTheCandyWeight SourCandyFaceOff CandyStoreTasteTest CandyStoreHaul',
    also: 'sweetshop',
  },
  'garage sale': {
    things: 'PriceSticker CashBox Sign Lamp Sweater Box Vinyl Table Bike Treasure',
    moves: 'EarlyBirdShopper HaggleOff SignHunt DollarBin FreePile BoxDig',
    verbs: 'Haggle Price Sell Browse',
    names:
      'GarageSaleHaggle WeirdestGarageSaleFind GarageSaleFlip GarageSaleOutfit NoEarlyBirdsPlease',
    also: 'yardsale',
  },
  crosswalk: {
    things: 'Button Signal Stripe Sign Cone CrossingGuard Walker Curb Puddle Pigeon',
    moves: 'ButtonMash ZebraWalk AbbeyRoad StripeHop SignalWait StrutAcross',
    verbs: 'Cross Wait Strut Press',
    names:
      'LookBothWaysSong AbbeyRoadRecreate ThankYourCrossingGuard WalkSignalDance CrosswalkRunway',
    also: 'zebracrossing',
  },
  sidewalk: {
    things: 'Chalk Crack Curb Puddle Scooter Stroller Hydrant Bench Leaf Pigeon',
    moves: 'CrackHop ChalkArt PuddleJump Hopscotch SnailDodge WalkAndTalk',
    verbs: 'Walk Hop Chalk Stroll',
    names:
      'SidewalkChalkMural DontStepOnTheCrack SidewalkHopscotch ChalkAHappyNote SidewalkSnailRescue',
    also: 'pavement',
  },
  'dollar store': {
    things: 'Balloon Gadget Candy GreetingCard Mug Sunglasses Basket Slime Glowstick PartyHat',
    moves: 'BudgetHaul TreasureHunt GadgetTest DupeHunt PartyPrep OneOfEach',
    verbs: 'Haul Browse Test Budget',
    names:
      'DollarStoreGiftSwap FiveDollarChallenge DollarStoreDupe DollarStoreCostume DollarStoreGlowUp',
    also: 'poundshop',
  },
  'corner store': {
    things: 'Cat Counter Sandwich Chips Slushie Fridge Owner Bell Gum Soda',
    moves: 'SnackRun LateNightRun CatSpotting SandwichOrder RegularNod SlushieMix',
    verbs: 'Grab Order Chat Browse',
    names:
      'CornerStoreSnackRoulette MyUsualPlease FiveDollarSnackPick MidnightSnackRun CornerStoreSlushieMix',
    also: 'bodega conveniencestore',
  },
  'cul de sac': {
    things: 'Bike Scooter Chalk Hoop Cone Streetlight Mailbox Lawn Trampoline Sprinkler',
    moves: 'BikeLoop StreetHockey KickTheCan BlockParty SprinklerRun HomeByStreetlights',
    verbs: 'Ride Play Loop Chalk',
    names:
      'NeighborhoodOlympics CulDeSacKickball ChalkTheCulDeSac BlockPartyDanceOff HomeByStreetlights',
  },
  'bumper cars': {
    things: 'SteeringWheel Pedal Seatbelt Pole Spark Arena Ticket Attendant Railing Buzzer',
    moves: 'SpinOut Gridlock SneakBump WrongWay BackwardsLap CornerStuck',
    verbs: 'Bump Spin Steer Dodge',
    names:
      'DadVsKidsBumperCars BumperCarRivals BumperCarTeamUp LaundryBasketBumperCars BumperCarBloopers',
    also: 'dodgems',
  },
  carousel: {
    things: 'Horse Pole Mirror Ticket Unicorn Lights Organ Bench Canopy Swan',
    moves: 'HorsePick SlowSpin BrassRingGrab DizzyWalk PhotoOp RoundAndRound',
    verbs: 'Ride Spin Wave Grab',
    names: 'WaveEveryLap PickYourCarouselHorse GrownUpsRideToo CarouselSingAlong DizzyAfterTheRide',
    also: 'merrygoround',
  },
  bleachers: {
    things: 'Bench Blanket Thermos Scoreboard Cushion Pennant Popcorn Sign Megaphone Railing',
    moves: 'StompChant SignWave BlanketHuddle SnackPass RowClimb ProudParentCheer',
    verbs: 'Cheer Stomp Chant Clap',
    names: 'BleacherCheerOff LoudestFanInTheStands MakeAFanSign StompTheBleachers ProudParentCheer',
  },
  'conference room': {
    things: 'Whiteboard Marker Projector Speakerphone Chair Donut Slide Laptop Clicker Agenda',
    moves: 'DonutDash MarkerHunt AwkwardIntro Brainstorm DeadMarker ProjectorFight',
    verbs: 'Present Pitch Brainstorm Schedule',
    names:
      'ThisCouldBeAnEmail EveryMarkerIsDead ConferenceCallBingo WhiteboardArtChallenge DonutMeetingOnly',
    also: 'meetingroom boardroom',
  },
  vacuum: {
    things: 'Cord Carpet Crumbs Couch Rug Dust Nozzle Canister Brush Sock',
    moves: 'CarpetLines CordTangle SockRescue CouchDive CrumbHunt LegoRescue',
    verbs: 'Hoover Plug Empty Unclog',
    names:
      'SatisfyingCarpetLines GuessWhatTheVacuumAte VacuumDanceChallenge FoundItInTheCouch TheCordIsTooShort',
    also: 'vacuuming vacuumcleaner hoover',
  },
  toaster: {
    things: 'Toast Bagel Slot Lever Waffle Crumbs Butter Dial SmokeAlarm Plate',
    moves: 'ToastPop BurntToast StuckBagel GoldenBrown CrumbShake ToastCatch',
    verbs: 'Toast Pop Butter Burn',
    names: 'CatchTheToast ToastArtChallenge RateMyToast WhoTurnedTheDial ToasterPopUpReactions',
  },
  couch: {
    things: 'Cushion Remote Blanket Armrest Crumbs Coin Snack Pillow Dog Footrest',
    moves: 'CushionDig SundayNap CoinHunt StarfishSprawl BingeWatch BlanketBurrito',
    verbs: 'Lounge Sprawl Flop Binge',
    names:
      'CouchPotatoOlympics CouchCushionFort WhatsInTheCushions CouchDanceParty CouchCushionTreasure',
    also: 'sofa',
  },
  blanket: {
    things: 'Fleece Throw Couch Pillow Fort Cape Hood Tag Corner Cocoa',
    moves: 'BurritoRoll CapeMode HogTheCovers OneFootOut CozyCocoon FortBuild',
    verbs: 'Wrap Snuggle Tuck Roll',
    names: 'HumanBurrito WhoStoleTheCovers BlanketCapeEntrance OneFootOutRule BlanketFoldOff',
    also: 'throwblanket weightedblanket',
  },
  umbrella: {
    things: 'Rain Handle Canopy Puddle Raincoat Boots Wind Spokes Hood Drizzle',
    moves: 'InsideOutFlip WindBattle PuddleDodge RainDash StuckOpen CanopySpin',
    verbs: 'Open Twirl Shelter Shake',
    names: 'SingingInTheRain UmbrellaDanceChallenge UmbrellaVsWind InsideOutAgain UmbrellaFails',
    also: 'brolly',
  },
  toothbrush: {
    things: 'Toothpaste Bristles Sink Mirror Floss Cup Timer Mouthwash Foam Tube',
    moves: 'TwoMinuteBrush FoamBeard PasteSqueeze SingAlongBrush ElectricBuzz',
    verbs: 'Brush Squeeze Rinse Scrub',
    names:
      'BrushToTheBeat FoamBeardChallenge WhoSqueezedTheMiddle TwoMinutesFeelsLong ToothbrushMicCheck',
    also: 'toothpaste',
  },
  ironing: {
    things: 'Iron Board Shirt Steam Collar Crease Spray Hanger Sleeve Cord',
    moves: 'SteamBlast CreaseHunt CollarPress ShirtFold DoubleCrease',
    verbs: 'Press Steam Smooth Starch',
    names: 'NoCreaseChallenge IronItOrWearIt JustOneShirt WhoIronsAnymore IroningBoardKaraoke',
  },
  mowing: {
    things: 'Mower Lawn Grass Stripes Earmuffs Clippings Hedge Sprinkler Dandelion Yard',
    moves: 'LawnStripes PullStart MissedSpot StraightLine GrassStain',
    verbs: 'Mow Trim Edge Rake',
    names: 'PerfectStripeChallenge LawnStripeArt MissedASpot DadMowsToThis MowingFails',
    also: 'lawnmower mowingthelawn mow',
  },
  'raking leaves': {
    things: 'Rake Leaf Pile Bag Tarp Gloves Acorn Blower Yard Wheelbarrow',
    moves: 'LeafPileJump CannonballDive LeafShower BagStuff WindUndo RakeRace',
    verbs: 'Rake Jump Bag Scoop',
    names: 'JumpInTheLeafPile BiggestLeafPileEver RakingRace TheWindUndidIt LeafShowerPhoto',
    also: 'leafpile rake',
  },
  'trash day': {
    things: 'Bin Bag Curb Truck Lid Raccoon Recycling Can Driveway Slipper',
    moves: 'CurbSprint TruckChase BinDrag BagSwing MissedTheTruck RaccoonRaid',
    verbs: 'Haul Drag Toss Sort',
    names: 'BinDayDash DidYouTakeTheBinsOut ThankTheTrashCrew TrashDayFits TrashDayFails',
    also: 'takingoutthetrash garbageday bindday',
  },
  'grocery haul': {
    things: 'Bag Receipt Fridge Pantry Snacks Eggs Cart Milk Coupon Trunk',
    moves: 'OneTripCarry BagUnpack PantryRestock FridgeTetris SnackReveal ReceiptShock',
    verbs: 'Unpack Stock Carry Shop',
    names: 'AllTheBagsInOneTrip OneTripOnly FridgeTetris ICameForMilk WeHaveFoodAtHome',
    also: 'unpackinggroceries',
  },
  thunderstorm: {
    things: 'Thunder Lightning Rain Blanket Flashlight Window Candle Dog Cloud Umbrella',
    moves: 'CountTheSeconds PowerFlicker BlanketHide BoardGame WindowWatch RainSound',
    verbs: 'Rumble Flash Hide Count',
    names:
      'CountTheThunder StormNightBoardGames FlashlightStoryTime StormBlanketFort ThunderReactions',
    also: 'thunder lightning',
  },
  puddle: {
    things: 'Boots Rain Splash Raincoat Mud Sidewalk Reflection Car Umbrella Sock',
    moves: 'BigSplash CannonballJump CarSplash WetSock RainbootStomp ReflectionShot',
    verbs: 'Splash Jump Stomp Soak',
    names:
      'BiggestSplashWins PuddleStompDance PuddleReflectionShot WetSockFeeling TheCarSplashedMe',
    also: 'puddlejump puddlejumping',
  },
  mud: {
    things: 'Boots Pie Puddle Shovel Worm Bucket Garden Dog Rain Hose',
    moves: 'PieBake PuddleStomp BootStuck DogShake SlipSlide HoseDown',
    verbs: 'Squish Splash Stomp Hose',
    names: 'MudPieBakeOff MudKitchenChallenge MuddyBootsReveal StuckInTheMud TheDogFoundMud',
    also: 'muddy mudpie',
  },
  sand: {
    things: 'Beach Bucket Shovel Towel Shoe Toes Dune Castle Moat Hair',
    moves: 'ShoeShake TowelFlap ToeBury CastleBuild MoatDig',
    verbs: 'Bury Dig Shake Sift',
    names: 'SandcastleBuildOff DrawInTheSand StillFindingSand ShakeOutTheSand SandCastleFails',
  },
  weeding: {
    things: 'Dandelion Trowel Gloves Kneepad Root Bucket Thistle Clover Vine Soil',
    moves: 'RootPull WholeRoot KneelAndPull DandelionDuel GardenBattle',
    verbs: 'Pull Dig Yank Uproot',
    names: 'GotTheWholeRoot DandelionDuel WeedPullingRace TheyAlwaysComeBack PullingWeedsAgain',
    also: 'pullingweeds',
  },
  lamp: {
    things: 'Bulb Shade Switch Cord Desk Bedside Nightstand Glow Moth Plug',
    moves: 'ClickOnOff ShadeTilt BulbSwap MothParty LightsOut CozyGlow',
    verbs: 'Switch Dim Glow Click',
    names:
      'LampShadowPuppets LampshadeOnMyHead LampshadeMakeover WhoLeftTheLampOn LampLightPhotoshoot',
    also: 'desklamp',
  },
  keys: {
    things: 'Keychain Hook Door Pocket Couch Bag Car Lock Fob Ring',
    moves: 'PocketPat KeyHunt LockedOut DoubleCheck CouchSearch JingleCheck',
    verbs: 'Lock Unlock Jingle Find',
    names: 'WhereAreMyKeys TheyWereInMyHand PhoneWalletKeys PocketPatDance LockedOutAgain',
    also: 'lostkeys housekeys carkeys',
  },
  wallet: {
    things: 'Card Cash Receipt Coins License Pocket Photo Zipper Bag Phone',
    moves: 'PocketCheck ReceiptPurge CoinDump CashCount CardTetris LeftAtHome',
    verbs: 'Pay Tap Count Stash',
    names: 'OldestReceiptWins GuessWhatsInMyWallet WalletCleanOut ReceiptAvalanche WhatsInMyWallet',
  },
  dishwasher: {
    things: 'Rack Plate Mug Tablet Fork Tupperware Spatula Door Detergent Bowl',
    moves: 'RackTetris LoadingWar RinseFirst Unload CleanOrDirty',
    verbs: 'Load Unload Rinse Stack',
    names:
      'ThatsNotHowYouLoadIt DishwasherTetris IsItCleanOrDirty DishwasherDebate DishwasherUnloadDance',
  },
  'washing machine': {
    things: 'Drum Detergent Sock Lint Door Towel Hoodie Bubbles Pocket Tissue',
    moves: 'SpinCycle SockVanish PocketCheck TissueDisaster MachineWalk DrumWatch',
    verbs: 'Spin Wash Rinse Load',
    names:
      'TheMachineAteMySock ForgotATissueInThere WashingMachineBeat CheckYourPocketsFirst WatchingItSpin',
  },
  'leaf blower': {
    things: 'Leaf Nozzle Engine Earmuffs Driveway Sidewalk Pile Neighbor Backpack Cord',
    moves: 'LeafChase HairBlast EarlyMorningRoar PileMaker WindTunnel',
    verbs: 'Blow Chase Roar Clear',
    names: 'TheLeavesWin WhoLeafBlowsAt7am LeafBlowerHairDo LeafPileArtChallenge LeafBlowerVsRake',
  },
  shoveling: {
    things: 'Shovel Snow Driveway Sidewalk Boots Mittens Salt Snowbank Plow Car',
    moves: 'PlowRedo SnowbankToss CarDigOut SaltSprinkle SnowAngelBreak PathClear',
    verbs: 'Shovel Scoop Salt Toss',
    names: 'ShovelTheNeighborsWalk ThePlowCameBack DigOutTheCar SnowShovelArt ShovelingIsCardio',
    also: 'snowshovel snowshoveling snowblower shovelingsnow',
  },
  snooze: {
    things: 'Alarm Phone Pillow Blanket Bed Clock Button Ringtone Sunrise Coffee',
    moves: 'FiveMoreMinutes NineMinuteNap AlarmSlap LateSprint SeventhAlarm PillowHide',
    verbs: 'Doze Slap Oversleep Rise',
    names:
      'OneAlarmChallenge JustFiveMoreMinutes SnoozeButtonOlympics AlarmNumberSeven BeatTheSnooze',
    also: 'snoozebutton oversleeping oversleep',
  },
  'windy day': {
    things: 'Hair Umbrella Hat Kite Leaves Scarf Paper Trampoline Flag Bin',
    moves: 'HairWhip HatChase UmbrellaFlip WindWalk LeafSwirl DoorSlam',
    verbs: 'Blow Gust Whip Flap',
    names: 'WalkingIntoTheWind WindTunnelHair KiteFlyingChallenge ChasingMyHat LeafCatchChallenge',
    also: 'windy wind',
  },
  sunburn: {
    things: 'Sunscreen AloeVera Shoulders Nose TanLine Hat Beach Towel Shade Freckles',
    moves: 'TanLineReveal LobsterMode MissedASpot AloeSlather ShadeHunt',
    verbs: 'Peel Slather Burn Tan',
    names: 'ForgotTheSunscreen PassTheSunscreen LobsterModeActivated TanLineCheck SunhatFitCheck',
    also: 'sunburnt',
  },
  blizzard: {
    things: 'Snow Shovel Snowdrift Window Candle Blanket Plow Boots Cocoa Door',
    moves: 'WhiteoutWalk DoorPush SnowdriftDive BreadRun CabinFever PowerOut',
    verbs: 'Shovel Bundle Hunker Drift',
    names:
      'MilkAndBreadPanic SnowedInTalentShow BlizzardBoardGameNight SnowedInAgain CantOpenTheDoor',
    also: 'snowstorm snowedin',
  },
  frost: {
    things: 'Windshield Scraper Grass Window Breath Gloves Car Pattern Icicle Ice',
    moves: 'WindshieldScrape BreathCloud CrunchWalk HeaterWait CardScrape WindowDoodle',
    verbs: 'Scrape Crunch Thaw Shiver',
    names:
      'FrostyWindowDoodle ScraperOrCreditCard FrostPatternHunt CrunchyGrassWalk BreathCloudChallenge',
  },
  humidity: {
    things: 'Hair Frizz Fan Glasses Shirt Towel Cloud Window Curl HairTie',
    moves: 'FrizzCheck GlassesFog HairPoof StickyWalk FanHog AirConHug',
    verbs: 'Frizz Fog Melt Drip',
    names: 'HairVsHumidity HumidityHairReveal FoggyGlassesCheck FrizzCheck HumidityHairRescue',
    also: 'humid muggy',
  },
  mosquito: {
    things: 'Bite Citronella Candle Net Spray Ankle Porch Lamp Buzz Swatter',
    moves: 'MidnightBuzz ItchScratch BugSprayCloud AirClap ScreenDoorRace BiteCount',
    verbs: 'Buzz Itch Swat Dodge',
    names: 'TheyOnlyBiteMe MosquitoBuzzImpression BuzzAtMidnight ThatOneMosquito MosquitoBiteBingo',
    also: 'mosquitobite mozzie',
  },
  wasp: {
    things: 'Picnic Soda Nest Jam Patio Window Jar Lemonade Garden Sting',
    moves: 'PanicDance FreezeStill PicnicDash SodaCheck WindowEscort ArmFlail',
    verbs: 'Dodge Freeze Flee Duck',
    names: 'WaspPanicDance StayVeryStill WaspProofPicnic ItFollowedMe CoverYourSodaCan',
    also: 'hornet yellowjacket',
  },
  'junk drawer': {
    things: 'Battery RubberBand Scissors Tape Pen Charger Coupon TwistTie Key Menu',
    moves: 'ScissorHunt DrawerJam TreasureDig MysteryKey DumpAndSort',
    verbs: 'Rummage Dig Sort Stash',
    names: 'JunkDrawerBingo GuessMyJunkDrawer TheMysteryKey JunkDrawerCleanOut WhatsInMyJunkDrawer',
  },
  doorbell: {
    things: 'Door Dog Package Porch Camera Button Chime Neighbor Pizza Peephole',
    moves: 'DogFrenzy PeepholeCheck PretendNotHome FloorDrop ChimeSong',
    verbs: 'Ring Answer Peek Hide',
    names: 'DogVsDoorbell DoorbellChimeRemix PretendNobodysHome DoorbellCamDance DoorbellReactions',
    also: 'doorbellcamera',
  },
  package: {
    things: 'Box Tape Porch Label Scissors BubbleWrap Tracking Doorbell Courier Receipt',
    moves: 'TrackingRefresh DoorSprint Unboxing BoxFort TapeBattle ShakeTest',
    verbs: 'Track Unbox Open Ship',
    names:
      'PackageArrivedDance GuessWhatsInThePackage ForgotWhatIOrdered WaitingByTheWindow UnboxingFails',
    also: 'parcel delivery',
  },
  'ceiling fan': {
    things: 'Blade Chain Light Dust Pillowcase Bed Breeze Remote Wobble Switch',
    moves: 'ChainPull PillowcaseTrick DustRain WobbleWatch SpeedThree BreezeNap',
    verbs: 'Spin Pull Dust Cool',
    names: 'ThePillowcaseTrick WhichChainIsIt FanSpeedDance HighestSettingOnly CeilingFanDebate',
  },
  'air conditioner': {
    things: 'Remote Vent Window Filter Thermostat Blanket Fan Breeze Bill Unit',
    moves: 'VentHug RemoteBattle BillShock ColdAirFace ArcticBedroom',
    verbs: 'Cool Chill Blast Crank',
    names: 'ShutTheDoorACIsOn ACRemoteWars BlanketWithTheAC FirstBlastOfAC ACVentHugChallenge',
    also: 'aircon airconditioning',
  },
  thermostat: {
    things: 'Dial Dad Blanket Sweater Heater Bill Fan Hoodie Setting Degree',
    moves: 'SneakyNudge DadPatrol SweaterOn BillShock DegreeUp',
    verbs: 'Adjust Nudge Guard Lower',
    names:
      'DontTouchTheThermostat DadThermostatPatrol PutOnASweater GuessTheThermostat WhoTouchedTheDial',
  },
  'smoke alarm': {
    things: 'Battery Ladder Toast Towel Ceiling Broom Chirp Kitchen Pan Window',
    moves: 'TowelWave ChirpHunt ChirpGuess BatterySwap ToastAlarm BroomPoke',
    verbs: 'Chirp Beep Wave Fan',
    names: 'WhereIsThatChirp ItsJustToast ChirpingAt3am TestYourSmokeAlarm SmokeAlarmTowelWave',
    also: 'smokedetector firealarm',
  },
  towel: {
    things: 'Hook Beach Rack Hair Turban Robe Bathmat Pool Shower Fluff',
    moves: 'TurbanWrap HairFlip RackHang BeachClaim WetFloor PoolsideDrip',
    verbs: 'Dry Wrap Fold Hang',
    names:
      'TowelAnimalChallenge TowelTurbanFlip TowelFoldChallenge WetTowelOnTheBed BeachTowelClaim',
  },
  broom: {
    things: 'Dustpan Bristles Crumbs Dust Kitchen Porch Corner Handle Line Witch',
    moves: 'DustpanLine BalanceTrick WitchRide PorchSweep CornerSweep SweepDance',
    verbs: 'Sweep Balance Dust Ride',
    names: 'CanYourBroomStand BroomDanceChallenge TheDustpanLine SweepToTheBeat QuidditchPractice',
    also: 'sweeping',
  },
  mop: {
    things: 'Bucket Floor Tile Water Squeegee Puddle Kitchen WetFloorSign Socks Wringer',
    moves: 'BucketDance BucketWring SpotlessCheck FootprintTrail ShineCheck',
    verbs: 'Wring Swish Slide Scrub',
    names: 'MopDanceChallenge DontWalkOnMyFloor MopMicKaraoke WhoWalkedOnItAgain MopBucketDrumSolo',
    also: 'mopping',
  },
  'duct tape': {
    things: 'Roll Box Wallet Shoe Bumper Pipe Costume Sign Car Backpack',
    moves: 'QuickFix TapeWallet EndHunt BumperFix WrapItUp',
    verbs: 'Wrap Patch Fix Stick',
    names: 'DuctTapeFixesAll DuctTapeCostume CantFindTheEnd DuctTapeWalletDIY ItsTemporary',
  },
  'garden hose': {
    things: 'Nozzle Sprinkler Plant KiddiePool Car Dog Kink Reel Spigot Bucket',
    moves: 'KinkChase ThumbSpray RainbowMist CarRinse DogBath SplashBattle',
    verbs: 'Spray Water Squirt Coil',
    names:
      'RainbowInTheSpray GardenHoseLimbo HoseWaterHitsDifferent TheKinkInTheHose BackyardSplashBattle',
    also: 'hose hosepipe',
  },
  'furniture assembly': {
    things: 'AllenKey Screw Manual Panel Dowel Drill Box Hammer Shelf SpareScrew',
    moves: 'ManualIgnore BackwardsPanel SpareScrewPanic Disassemble TwoPersonLift',
    verbs: 'Assemble Screw Build Tighten',
    names:
      'WeDontNeedTheManual FlatpackRace WhyIsThereAnExtraScrew StepSevenBrokeUs CoupleBuildChallenge',
    also: 'flatpack flatpackfurniture',
  },
  errands: {
    things: 'List Car Bank PostOffice Pharmacy DryCleaner Receipt Bag ParkingLot Coffee',
    moves: 'OneMoreStop QuickStop ForgotOne DoubleBack ListCheck',
    verbs: 'Return Mail Drop Fetch',
    names:
      'JustOneMoreStop ErrandsBingo BeatTheErrandClock ForgotTheOneThing ItWasSupposedToBeQuick',
    also: 'runningerrands',
  },
  'to do list': {
    things: 'Pen Notebook Checkbox StickyNote Calendar Coffee Planner Highlighter Task Deadline',
    moves: 'CrossOff RewriteList TaskDodge TomorrowPile BigTick PriorityShuffle',
    verbs: 'Plan Cross Check Schedule',
    names:
      'AddedItJustToCrossIt CrossItOffDance ToDoListSpeedRun TheListGotLonger TomorrowsProblem',
    also: 'todo checklist',
  },
  'ice cube tray': {
    things: 'Freezer Water Cube Cup Drink Lemonade Mold Cooler Glass Straw',
    moves: 'EmptyPutBack RefillDuty CubeTwist SpillWalk FrozenFruit',
    verbs: 'Freeze Fill Twist Pop',
    names: 'WhoPutItBackEmpty RefillTheTray IceCubeArtChallenge FrozenFruitCubes OneCubeLeft',
    also: 'icetray',
  },
  tupperware: {
    things: 'Lid Container Leftovers Cupboard Drawer Fridge Stack Lunch Label Sauce',
    moves: 'LidHunt MatchTheLid CupboardAvalanche StackJenga MysteryLeftover ReturnToSender',
    verbs: 'Match Stack Seal Store',
    names: 'MatchTheLidChallenge WhereIsTheLid TheCupboardAvalanche TupperwareTower MomWantsItBack',
    also: 'foodcontainer',
  },
  '3am': {
    things: 'Ceiling Phone Fridge Snack Thought Dog Noise Hallway Clock Pillow',
    moves: 'CeilingStare SnackRaid CringeReplay WeirdNoise BrainAwake',
    verbs: 'Ponder Scroll Wonder Creep',
    names: '3amThoughts ThatNoiseAt3am 3amSnackRaid WhyAmIAwake 3amVsMorningMe',
    also: '3amthoughts middleofthenight',
  },
  recliner: {
    things: 'Lever Footrest Remote Blanket Dad Nap Cupholder Cushion TV Snack',
    moves: 'LeverPull LaunchBack FullRecline DadNap ThroneClaim FootrestPop',
    verbs: 'Recline Lounge Doze Claim',
    names: 'ThatsDadsChair ClaimTheRecliner FootrestLaunch FullReclineMode ReclinerFails',
  },
  'bunk bed': {
    things: 'Ladder Mattress Sibling Pillow Blanket Flashlight Rail Ceiling Poster Curtain',
    moves: 'TopBunkClaim LadderRace SecretWhisper BlanketCurtain FlashlightTalk MidnightChat',
    verbs: 'Climb Claim Whisper Swap',
    names: 'IGetTopBunk BunkBedFortBuild BunkBedTalks BunkBedMakeover TopBunkOrNothing',
    also: 'topbunk',
  },
  dusting: {
    things: 'Duster DustBunny Shelf Sunbeam Frame Blinds Cloth Spray Baseboard Vent',
    moves: 'SunbeamReveal SneezeAttack FingerSwipe ShelfClear BunnyHunt',
    verbs: 'Wipe Swipe Polish Sneeze',
    names: 'WhiteGloveTest TheSunbeamReveal DustToTheBeat DustBunnyHunt FeatherDusterDance',
    also: 'dustbunny duster',
  },
  campfire: {
    things: 'Marshmallow Stick Log Smoke Lantern Guitar Tent Blanket Spark Smore',
    moves: 'SmokeDodge MarshmallowTorch GhostStory SingAlong StickHunt FlameToast',
    verbs: 'Roast Toast Gather Spark',
    names:
      'CampfireSingAlong CampfireStoryRelay PerfectSmoreChallenge SmokeFollowsMe GoldenBrownOrFlaming',
    also: 'bonfire firepit',
  },
  clothesline: {
    things: 'Clothespin Sheet Towel Sock Breeze Basket Pole Sun Rope Shirt',
    moves: 'SheetBillow RainRescue ClothespinChain SunDry PegRace',
    verbs: 'Hang Pin Peg Dry',
    names:
      'ClothespinChallenge ClotheslineArtShow ClothespinChainRace SheetInTheBreeze RainOnWashDay',
    also: 'washingline',
  },
  'stone skipping': {
    things: 'Stone Pebble Lake Pond River Ripple Wrist Shore Splash Dock',
    moves: 'PerfectSkip FlatStoneHunt SidearmFlick RippleCount PlonkFail',
    verbs: 'Skip Flick Hunt Count',
    names: 'HowManySkips FindTheFlattestStone SevenSkipsOrBust StoneSkipDuel OneSkipWonder',
    also: 'skippingstones rockskipping stoneskimming',
  },
  'four leaf clover': {
    things: 'Clover Lawn Field Magnifier Bookmark Horseshoe Grass Ladybug Patch Pocket',
    moves: 'CloverHunt LuckyFind PatchCrawl PressAndKeep LuckCheck',
    verbs: 'Search Spot Press Wish',
    names:
      'CloverHuntChallenge FoundOneFinally LuckyFindChallenge ThreeLeavesAgain CloverPatchCrawl',
    also: 'clover luckyclover',
  },
  'pumpkin patch': {
    things: 'Pumpkin Hayride Wagon Scarecrow Cider CornMaze Vine Flannel Gourd Hay',
    moves: 'BiggestPick WagonHaul PhotoOp HayrideBump MazeLost PumpkinLift',
    verbs: 'Pick Carry Haul Carve',
    names:
      'BiggestPumpkinWins TinyPumpkinHunt LostInTheCornMaze PumpkinPatchFits PumpkinPatchPoseOff',
    also: 'pumpkinpicking',
  },
  'christmas lights': {
    things: 'Bulb Strand Ladder Roof Tree ExtensionCord Inflatable Timer Hook Plug',
    moves: 'UntangleBattle BulbHunt WindowDisplay LightShow BlinkSync PlugInReveal',
    verbs: 'Untangle Hang String Blink',
    names: 'UntangleChallenge LightsToTheBeat TheOneDeadBulb LightsUpReactions RateTheLightDisplay',
    also: 'holidaylights fairylights',
  },
  'cold weather': {
    things: 'Coat Scarf Mittens Hat Heater Blanket Cocoa Breath Car Boots',
    moves: 'LayerUp BreathCloud CarWarmup SockLayers HeaterHug ShiverWalk',
    verbs: 'Bundle Shiver Layer Thaw',
    names:
      'LayerUpChallenge ThreeHoodiesOn ColdWeatherFitCheck TooColdToFunction WhenYourFaceHurts',
    also: 'freezing',
  },
  creek: {
    things: 'Rock Minnow Crayfish Boots Stick Log Bridge Current Pebble Moss',
    moves: 'RockHop CrayfishHunt BootSplash StickRace LogBalance',
    verbs: 'Wade Hop Explore Splash',
    names: 'PoohSticksRace CreekStompChallenge BuildALeafBoat RockHopAdventure CreekTreasureHunt',
    also: 'brook',
  },
  'pool noodle': {
    things: 'Pool Float Raft Goggles Sunscreen Splash Lounger Inflatable Sprinkler Ladder',
    moves: 'NoodleJoust FloatRace Cannonball NoodleHorse BalanceFloat',
    verbs: 'Float Paddle Bop Splash',
    names: 'NoodleHorseRace PoolNoodleLimbo NoodleJousting PoolNoodleBuildOff PoolNoodleHacks',
  },
  'bean bag': {
    things: 'Bead Cushion Corner Controller Blanket Zipper Dog Snack Floor Slipper',
    moves: 'RunningFlop SinkIn GetUpStruggle BeadSpill FlopTest DogSteal',
    verbs: 'Flop Sink Slouch Squish',
    names: 'CantGetBackUp GetUpGracefully RunningFlopChallenge BeanBagSinkTest TheBeadsGotOut',
    also: 'beanbagchair',
  },
  'junk mail': {
    things: 'Mailbox Flyer Coupon Catalog Envelope Menu Shredder Recycling Sticker Postcard',
    moves: 'MailSort StraightToRecycle CouponClip FlyerFold ShredderFeed',
    verbs: 'Sort Toss Shred Clip',
    names:
      'JunkMailDramaticReading JunkMailCollage JunkMailPaperPlanes StraightToRecycling JunkMailBingo',
  },
  'night light': {
    things: 'Outlet Hallway Bulb Star Moon Glow Pillow Teddy Closet Shadow',
    moves: 'MonsterCheck ShadowSpot HallwayGlow ClosetPeek GlowWalk',
    verbs: 'Glow Plug Guide Comfort',
    names:
      'MonsterPatrol NightLightShadowShow CheckUnderTheBed StillNeedMyNightLight RateMyNightLight',
  },
  'hair dryer': {
    things: 'Nozzle Brush Cord Mirror Towel Outlet Diffuser Curl Frizz Steam',
    moves: 'WindMachine MusicVideoHair VolumeBoost CordTangle MirrorDefog',
    verbs: 'Blow Dry Style Fluff',
    names: 'MusicVideoHair HairDryerDiva WhatDidYouSay OneHairDryerThreeLooks HairInTheWindMachine',
    also: 'blowdryer',
  },
  kettle: {
    things: 'Tea Mug Whistle Steam Spout Lid Water Teabag Spoon Counter',
    moves: 'WatchedPotWait WhistleRace MugWarm TeaBreak OverFill',
    verbs: 'Boil Pour Whistle Brew',
    names:
      'WhoPutTheKettleOn KettleWhistleDuet PerfectCuppaChallenge WatchedKettleChallenge GuessTheTeaBlind',
    also: 'electrickettle teakettle',
  },
  'fridge magnet': {
    things: 'Fridge Postcard Drawing Photo Souvenir Calendar Letters Poem Coupon Menu',
    moves: 'SouvenirWall LetterSpell ArtDisplay MagnetAvalanche WordPoem',
    verbs: 'Stick Collect Spell Display',
    names:
      'MagnetPoetryHour FridgeArtGallery MagnetLetterMessage OneFromEveryTrip FridgeMagnetStory',
  },
  'spider web': {
    things: 'Dew Corner Porch Silk Thread Branch Doorway Broom Garden Morning',
    moves: 'FaceFlail WebDance DewSparkle CornerCheck BroomSwipe',
    verbs: 'Spin Weave Flail Dodge',
    names: 'TheWebDance WalkedIntoAWeb DewyWebPhotoHunt YarnSpiderWebDIY SpiderWebReactions',
    also: 'cobweb',
  },
  icicle: {
    things: 'Gutter Roof Drip Window Eave Mitten Sun Snow Branch Car',
    moves: 'LongestOne DripWatch LengthContest RoofMeasure MeltRace',
    verbs: 'Drip Snap Melt Freeze',
    names: 'LongestIcicleWins IcicleMeltRace IciclePhotoHunt TheGutterMonster IcicleSunsetShot',
  },
  flashlight: {
    things: 'Battery Beam Tent Blanket Drawer Basement Storm Chin Book Closet',
    moves: 'ChinGlow ShadowPuppets UnderBlanketRead BatteryHunt BeamTag DeadBatteryFail',
    verbs: 'Shine Flash Beam Aim',
    names:
      'ScaryStoryChinGlow FlashlightTag ShadowPuppetChallenge ReadingUnderTheCovers TheBatteriesAreDead',
    also: 'torch',
  },
  'lawn chair': {
    things: 'Cooler Sunhat Backyard Strap Frame Shade Lemonade Parade Campsite Sunscreen',
    moves: 'FoldFail ChairUnfold StrapPattern SunBake ShadeChase',
    verbs: 'Fold Unfold Lounge Relax',
    names:
      'HowDoesThisFold DadAndHisLawnChair LawnChairConcert StrapMarksOnMyLegs LawnChairLemonadeBreak',
    also: 'foldingchair campchair',
  },
  hail: {
    things: 'Ice Car Roof Window Umbrella Windshield GolfBall Pea Cooler Garage',
    moves: 'CarRescue SizeCompare GarageDash StoneMeasure WindowWatch',
    verbs: 'Pelt Bounce Dash Measure',
    names: 'WhatSizeWasIt HailstormWindowWatch HailOnTheRoofBeat HailstormReaction RunToTheGarage',
    also: 'hailstorm hailstone',
  },
  plumber: {
    things: 'Plunger Wrench Pipe Toilet Sink Drain Toolbox Faucet Leak Bucket',
    moves: 'LeakFix DrainUnclog PipeBurst EmergencyCall UnderTheSink ToiletRescue',
    verbs: 'Plunge Unclog Tighten Fix',
    names: 'PlungerPower FixTheDripChallenge NotAnotherLeak PlumberImpression PlungerDanceBreak',
  },
  mechanic: {
    things: 'Wrench Jack Tire Engine Hood Oil Toolbox Garage SparkPlug Coveralls',
    moves: 'OilChange TireRotation CheckEngine UnderTheHood JumpStart TestDrive',
    verbs: 'Repair Tune Rotate Tighten',
    names:
      'MakeTheNoiseForMe GuessTheCarNoise ItWasFineThisMorning ThatNoiseItMakes MechanicImpression',
  },
  lifeguard: {
    things: 'Whistle Buoy Tower Sunscreen Pool Float Visor Megaphone Flag Umbrella',
    moves: 'WalkDontRun WhistleBlow PoolRescue SlowMoRun AdultSwim ShiftChange',
    verbs: 'Rescue Swim Whistle Watch',
    names:
      'BaywatchRun WalkDontRunChallenge PoolRulesRap LifeguardWhistleChallenge LifeguardImpression',
  },
  librarian: {
    things: 'Book Stamp Cart LibraryCard Bookmark Glasses Shelf Cardigan ReturnSlot Bookworm',
    moves: 'Shush QuietPlease DueDate BookReturn ShelfSort LateFee',
    verbs: 'Shush Shelve Stamp Recommend',
    names:
      'LibrarianShushChallenge BookSpineStory OverdueSince2010 LibrarianImpression WhisperBookReview',
  },
  'crossing guard': {
    things: 'StopSign Vest Whistle Crosswalk Backpack Corner SchoolBus Curb Glove',
    moves: 'HoldTheSign HighFive SafeCrossing MorningWave TrafficStop WaitForIt',
    verbs: 'Cross Wave Stop Whistle',
    names:
      'CrossingGuardDance HighFivesAtTheCrosswalk ThankYourCrossingGuard CrossingGuardForADay MorningWaveChallenge',
  },
  landlord: {
    things: 'Key Lease PaintCan Thermostat Mailbox Doorbell Lockbox Radiator Clipboard Ceiling',
    moves: 'RentDay FixItNextWeek SurpriseVisit MoveOutCheck DepositReturn PaintItBeige',
    verbs: 'Rent Fix Inspect Repaint',
    names: 'FixItNextWeek PaintItBeige ItsOnTheList WhereIsMyDeposit LandlordSpecialFix',
  },
  electrician: {
    things: 'Wire Outlet Breaker Switch Fuse Ladder Multimeter Tape Bulb Flashlight',
    moves: 'FlipTheBreaker PowerBack SparkCheck WireTwist LightsOn Rewire',
    verbs: 'Wire Flip Connect Test',
    names: 'WhatDoesThisSwitchDo GuessWhichSwitch PowerIsBack LightsOnDance FlipTheBreaker',
  },
  'lunch lady': {
    things: 'Tray Hairnet Ladle TaterTot ChocolateMilk Spork SloppyJoe Cafeteria ServingLine',
    moves: 'PizzaFriday ExtraScoop LunchLine TraySlide SecondHelping TrayReturn',
    verbs: 'Serve Scoop Ladle',
    names:
      'ExtraTotsPlease ThankYourLunchLady PizzaFridayDance LunchLadyImpression BeNiceToTheLunchLady',
  },
  'camp counselor': {
    things: 'Whistle Canoe Campfire Cabin Marshmallow Clipboard Lanyard BugSpray Guitar Flashlight',
    moves: 'CampSong RollCall CabinCheck CanoeRace LightsOut ColorWar CampfireStory',
    verbs: 'Lead Cheer Paddle Count',
    names: 'CampSongSingalong ColorWarChampion CampfireSkitNight CounselorRollCall CampSongsAllDay',
  },
  referee: {
    things: 'Whistle YellowCard Stopwatch Stripes Flag Coin Field Jersey RedCard',
    moves: 'CoinToss OffsideCall Timeout VideoReview WhistleBlow FlagThrow',
    verbs: 'Whistle Call Signal Penalize',
    names: 'YouMakeTheCall RefereeSignalChallenge WhoseBallIsIt CheckTheReplay RefTheFamilyGame',
    also: 'ref umpire',
  },
  realtor: {
    things: 'Key Lockbox Sign Listing Brochure Blazer Kitchen Closet Backyard Doorbell',
    moves: 'HouseTour SoldSign OpenHouse Walkthrough BiddingWar KeyHandover',
    verbs: 'Sell List Stage Show',
    names:
      'AndThisIsTheKitchen CozyMeansTiny SellMyRoomChallenge NaturalLightEverywhere SoldSignSelfie',
    also: 'realestate realestateagent',
  },
  'security guard': {
    things: 'Flashlight Badge Radio Monitor Desk Clipboard Camera Lanyard Door Keycard',
    moves: 'NightShift Patrol DoorCheck BadgeScan FlashlightSweep MallRounds',
    verbs: 'Patrol Guard Scan Check',
    names: 'SecurityGuardDance GuardTheSnacks BadgeCheckPlease SecurityCamDance MallCopMoves',
  },
  magician: {
    things: 'Wand TopHat Rabbit Cape Deck Coin Scarf Dove Handkerchief Assistant',
    moves: 'CardTrick VanishAct CoinBehindEar PickACard Abracadabra TaDa',
    verbs: 'Vanish Shuffle Conjure Reveal Levitate',
    names: 'IsThisYourCard PickACardAnyCard AndForMyNextTrick TeachMeATrick NothingUpMySleeve',
  },
  mascot: {
    things: 'Costume BigHead FoamFinger Drum Pompom Jersey Bleachers Sideline Banner Fan',
    moves: 'HypeDance CrowdWave Cartwheel HighFive SidelineShuffle TshirtToss',
    verbs: 'Cheer Hype Wave Dance',
    names: 'MascotDanceOff HypeTheCrowd WhoIsInTheSuit DIYMascotCostume MascotFail',
  },
  'uber driver': {
    things: 'Car Phone AuxCord Backseat CarFreshener PhoneMount Map Mint WaterBottle Playlist',
    moves: 'FiveStars AuxCordControl SmallTalk WrongCar PickupPin ScenicRoute',
    verbs: 'Drive Rate Navigate Tip',
    names: 'PassTheAuxCord IsThisMyUber FiveStarRide SoWhereYouHeaded AuxCordAudition',
  },
  weatherman: {
    things: 'GreenScreen Map Pointer Umbrella Radar Clicker Suit Snowflake Cloud Raincoat',
    moves: 'ForecastPoint GreenScreenFail StormWatch LiveReport WindBlast FiveDayForecast',
    verbs: 'Forecast Predict Point Report',
    names: 'AndNowTheWeather ChanceOfSnowDay ForecastYourDay WrongForecastAgain GreenScreenFail',
    also: 'meteorologist weathergirl forecaster',
  },
  'construction worker': {
    things: 'HardHat Vest Cone Crane Drill Bulldozer Brick Ladder Lunchbox Jackhammer',
    moves: 'ConeZone HammerTime LunchBreak BeamWalk DigSite SafetyFirst',
    verbs: 'Build Drill Hammer Dig Pour',
    names:
      'ConeStackChallenge SandboxConstructionSite HardHatFitCheck ToyDiggerDig HardHatImpressions',
    also: 'builder',
  },
  'news anchor': {
    things: 'Desk Microphone Teleprompter Earpiece Camera Tie Script Mug Studio Clipboard',
    moves: 'BreakingNews SignOff LiveShot BackToYou BloopersReel NewsVoice',
    verbs: 'Report Announce Broadcast Narrate',
    names:
      'BreakingNewsAtHome NewsVoiceChallenge ReportTheFamilyNews BackToYouInTheStudio NewsAnchorSignOff',
    also: 'newscaster',
  },
  'soccer mom': {
    things:
      'Minivan OrangeSlice Cooler FoldingChair Snack Cleats Jersey Whistle Sunglasses Umbrella',
    moves: 'SnackDuty SidelineCheer MinivanDash HalftimeHug GameDayPack',
    verbs: 'Cheer Drive Pack Slice',
    names:
      'OrangeSlicesAtHalftime SidelineSuperfan SoccerMomCheerOff SnackDutyChallenge SoccerMomImpression',
  },
  'girl dad': {
    things: 'Hairbrush Tiara TeaSet Ponytail NailPolish Tutu Glitter Dollhouse Scrunchie',
    moves: 'TeaParty BraidAttempt DaddyDaughterDance NailPainting PonytailFail',
    verbs: 'Braid Paint Twirl Dance',
    names:
      'DadLearnsToBraid DaddyDaughterDance TeaPartyWithDad GirlDadHairChallenge GirlDadMakeover',
  },
  'baby shower': {
    things: 'Diaper Onesie Bottle Cake Balloon Gift Bib Stroller Rattle DiaperCake',
    moves: 'DiaperRace BabyFoodTaste GiftOpening GuessTheDate DiaperChange NameTheBaby',
    verbs: 'Gift Guess Wrap Celebrate',
    names: 'GuessTheBabyFood DiaperChangeRace WhoseBabyPhoto GuessTheDueDate BabyShowerBingo',
  },
  'family reunion': {
    things:
      'MatchingShirt Grill Cousin Nametag PotatoSalad LawnChair Cooler Hotdog Auntie FamilyTree',
    moves: 'GroupPhoto HowYouveGrown SackRace WhoseKidIsThis CookoutLine',
    verbs: 'Hug Grill Reunite Gather',
    names:
      'WhoMadeThePotatoSalad MatchingShirtsRequired FamilyReunionSackRace FamilyTreeQuiz YouGotSoTall',
  },
  'leap day': {
    things: 'Calendar Frog LilyPad Cake Candle February Planner PartyHat',
    moves: 'FrogJump BonusDay ExtraDay FourYearWait CalendarFlip',
    verbs: 'Leap Hop Skip Jump',
    names:
      'LeapDayFrogJump BonusDayChallenge LeapDayTimeCapsule MakeTheBonusDayCount LeapDayYesDay',
    also: 'leapyear',
  },
  'lunar new year': {
    things:
      'Lantern RedEnvelope Dumpling Firecracker Dragon Lion Tangerine Calendar Zodiac Chopstick',
    moves: 'LionDance DumplingFold RedEnvelopeHunt LanternWalk ZodiacReveal ReunionDinner',
    verbs: 'Fold Wish Light Sweep',
    names:
      'DumplingFoldOff LionDanceChallenge RedEnvelopeHunt WhatsYourZodiacAnimal HowManyDumplings',
    also: 'chinesenewyear tet seollal springfestival',
  },
  'new years eve': {
    things: 'Confetti Countdown Ball Noisemaker PartyHat Glitter Clock Sparkler Firework Tiara',
    moves: 'BallDrop MidnightToast StayUpLate ConfettiToss TenSecondCountdown',
    verbs: 'Count Toast Cheer Celebrate',
    names: 'MadeItToMidnight AsleepByTen MidnightToastChallenge CountdownChallenge NewYearNewMe',
    also: 'nye',
  },
  anniversary: {
    things: 'Cake Card Ring Photo Album Bouquet Candle Dinner Topper Gift',
    moves: 'RecreateOurPhoto SlowDance DinnerDate SurpriseGift RenewVows',
    verbs: 'Celebrate Toast Remember Recreate',
    names:
      'RecreateOurFirstPhoto SlowDanceInTheKitchen AnniversaryQuiz RecreateOurFirstDate HowWeMet',
  },
  'moving day': {
    things: 'Box Tape Truck Dolly Couch BubbleWrap Marker Pizza Mattress Key',
    moves: 'CouchPivot BoxTetris LastLoad TruckPack LabelEverything StairCarry',
    verbs: 'Pack Lift Haul Unpack Label',
    names: 'PivotChallenge BoxTetris WhichBoxIsItIn WillWorkForPizza MovingBoxFort',
    also: 'moving movingout',
  },
  'gender reveal': {
    things: 'Balloon Confetti Cake Cupcake Pinata Box Popper Envelope Onesie Streamer',
    moves: 'BalloonPop CakeCut BigReveal GuessTheColor PinkOrBlue TeamPick',
    verbs: 'Reveal Guess Pop Cheer',
    names:
      'TeamPinkOrTeamBlue GuessBeforeTheReveal OldWivesTaleQuiz GenderRevealCupcakes CakeCutReveal',
  },
  housewarming: {
    things: 'Doormat Key Candle Houseplant Couch Cheeseboard Toaster WelcomeSign Toolkit Rug',
    moves: 'HouseTour FirstDinner KeyHandoff GiftDrop UnpackParty',
    verbs: 'Host Unpack Decorate Welcome',
    names:
      'NewPlaceWhoDis PleaseIgnoreTheBoxes HousewarmingGiftSwap NewHomeTourParody HousewarmingGiftFails',
  },
  'jury duty': {
    things: 'Summons Courthouse Badge JuryBox Gavel Bench Notepad VendingMachine Lanyard',
    moves: 'AllRise LongWait Dismissed JurySelection VendingRun ExcuseLetter',
    verbs: 'Serve Deliberate Rise',
    names:
      'JuryDutyBingo AllRiseChallenge JuryDutyFitCheck JurySummonsReaction JuryDutySnackReview',
  },
  'summer break': {
    things: 'Pool Popsicle Sunscreen FlipFlop Sprinkler Bike Sleepover Camp Hammock Lemonade',
    moves: 'SleepIn Cannonball BikeRide BoredomBuster RoadTrip LastDayBell',
    verbs: 'Swim Relax Explore',
    names:
      'FirstDayOfSummerDance SummerBreakBucketList BoredomBusterJar SleepInSpeedrun SummerBreakDayOne',
    also: 'summervacation',
  },
  tailgate: {
    things: 'Grill Cooler Jersey Tent Cornhole Burger Bratwurst Chair Truck Flag',
    moves: 'CornholeToss GrillOff GameDayPrep ChantPractice FoodSpread',
    verbs: 'Grill Cheer Toss Chant',
    names: 'CornholeChampion HomeTeamGrillOff TailgateChantOff ParkingLotChef TailgateSnackSpread',
    also: 'tailgating',
  },
  allowance: {
    things: 'PiggyBank Jar Coin Dollar ChoreChart Wallet Sticker Envelope Calculator',
    moves: 'PaydayFriday CoinCount SaveOrSpend BigPurchase ChoreForCash',
    verbs: 'Save Spend Earn Count',
    names:
      'SaveOrSpend ChoreForCashChallenge PiggyBankReveal WillWorkForAllowance AllowanceNegotiation',
    also: 'pocketmoney',
  },
  curfew: {
    things: 'Clock PorchLight Key Phone FrontDoor Couch Staircase Sneaker Doorbell',
    moves: 'TiptoeIn ClockCheck LastMinuteRun CreakyStair WaitingUp',
    verbs: 'Tiptoe Sneak Rush Text',
    names: 'MadeItByOneMinute TheCreakyStair HomeByEleven CurfewNegotiation ParentsWaitingUp',
  },
  grounded: {
    things: 'Phone Room Bed Window Book Ceiling Controller Calendar ChoreList',
    moves: 'PhoneHandover RoomArrest DayCount CeilingStare GoodBehavior',
    verbs: 'Sulk Plead Bargain',
    names:
      'GroundedButCreative GroundedRoomMakeover GroundedDayOneVsDayTen GroundedTalentShow DayThreeOfBeingGrounded',
  },
  'first apartment': {
    things: 'Key Mattress Futon Ramen Fridge Plant Lease Microwave Toolkit Rug',
    moves: 'MoveIn FirstGrocery FloorDinner CouchHaul DecorHaul',
    verbs: 'Decorate Furnish Unpack Budget',
    names:
      'DinnerOnTheFloor FiftyDollarMakeover FirstApartmentTour FirstApartmentCookOff FirstApartmentFails',
  },
  proposal: {
    things: 'Ring RingBox Rose Candle Banner Picnic Sunset Bouquet Camera',
    moves: 'BendedKnee SurpriseSetup RingReveal HappyTears SayYes HiddenCamera',
    verbs: 'Propose Kneel Ask Surprise',
    names:
      'RecreateTheProposal HiddenCameraProposal ProposeWithAPun RingRevealReactions ProposalBloopers',
    also: 'engagement engaged',
  },
  'power outage': {
    things: 'Flashlight Candle Lantern BoardGame Fridge Clock Battery Blanket Phone Radio',
    moves: 'CandlelightDinner ShadowPuppets BlinkingClock FridgeCountdown LightsBack',
    verbs: 'Light Unplug Reset Huddle',
    names:
      'ShadowPuppetShow PowerOutageStoryTime UnpluggedTalentShow AllTheClocksBlinking WhenThePowerComesBack',
    also: 'powercut',
  },
  'groundhog day': {
    things: 'Groundhog Shadow Burrow Calendar Snowflake TopHat AlarmClock Scarf',
    moves: 'ShadowCheck SixMoreWeeks SameDayAgain AlarmReset EarlySpring BurrowPeek',
    verbs: 'Peek Predict Repeat Hibernate',
    names:
      'DidHeSeeHisShadow SameDayAgainSkit GroundhogImpression FindYourShadowChallenge EarlySpringPlease',
    also: 'groundhog',
  },
  'two weeks notice': {
    things: 'Letter Desk Box Badge Cake Card Stapler Plant Laptop Mug',
    moves: 'ResignationLetter LastDay DeskCleanout ExitInterview FarewellCake',
    verbs: 'Resign Quit Pack Handoff',
    names:
      'LastDayAtWorkDance ResignInARhyme ConsiderThisMyNotice DeskCleanoutSpeedrun LastDayFitCheck',
    also: 'resignation quitting',
  },
  'first paycheck': {
    things: 'PayStub Wallet Bank Receipt Calculator PiggyBank Sneakers Envelope',
    moves: 'TaxShock TreatYourself DirectDeposit FirstSplurge SavingsGoal',
    verbs: 'Earn Save Spend Budget Deposit',
    names: 'WhoIsFica FirstPaycheckReaction FirstPaycheckTreat GoneInOneWeekend FirstPaycheckHaul',
  },
  detention: {
    things: 'Desk Clock Chalkboard Slip Pencil Hallway Bell Notebook PaperAirplane Principal',
    moves: 'ClockStare LinesOnBoard BreakfastClub TimeCrawl NotePass',
    verbs: 'Doodle Scribble Copy',
    names:
      'WhatAreYouInFor BreakfastClubRecreate DetentionDoodles ClockStareChallenge DetentionPaperPlanes',
  },
  'day off': {
    things: 'Couch Remote Blanket Snack Pillow Phone Hammock Coffee Slipper Robe',
    moves: 'SleepIn DoNothing CouchDay OutOfOffice PajamaAllDay BingeWatch',
    verbs: 'Relax Lounge Snooze Recharge',
    names: 'DoNothingChallenge PajamasTillNoon IDidNothingAndLovedIt DayOffRoutine DayOffVsWorkDay',
  },
  hangry: {
    things: 'Snack Stomach Fridge Sandwich GranolaBar Menu Chip Pantry Cracker',
    moves: 'StomachGrowl SnackAttack FridgeRaid MoodSwing FirstBite SnackIntervention',
    verbs: 'Snack Munch Growl Crave',
    names: 'HangryToHappy SnackIntervention HangryVsFed FeedMeFirst SnackToTheRescue',
  },
  bored: {
    things: 'Ceiling Couch Phone Window Clock Paperclip Sock Remote RubberBand Fridge',
    moves: 'CeilingStare FridgeCheck ThumbTwiddle SockPuppet ChairSpin RoomPace',
    verbs: 'Sigh Fidget Doodle Pace Scroll',
    names: 'SockPuppetShow MomImBored BoredomBuster MakeSomethingFromNothing ThingsToDoWhenBored',
    also: 'boredom',
  },
  grumpy: {
    things: 'Coffee Mug Blanket Alarm Pillow RainCloud Cactus Slipper Sunglasses',
    moves: 'MorningGrump EyeRoll Harrumph SideEye NoTalkingZone FakeSmile',
    verbs: 'Grumble Grunt Sigh Mope',
    names: 'CoffeeFirstThenTalk GrumpyFaceOff DontTalkToMeYet GrumpyToGiggly NotAMorningPerson',
    also: 'cranky grouchy grump',
  },
  fomo: {
    things: 'Phone Story Invite Calendar GroupChat Ticket Couch Notification Photo Party',
    moves: 'StoryScroll LastMinuteYes DoubleBooked InviteCheck SeenOnStory RsvpPanic',
    verbs: 'Scroll Join Rsvp Refresh',
    names: 'FomoVsJomo JoyOfMissingOut SawItOnYourStory FomoFreeFriday IShouldHaveGone',
    spelled: 'FOMO',
  },
  'sugar rush': {
    things: 'Candy Lollipop Soda Cupcake Frosting Sprinkle Gummy Pinata CottonCandy',
    moves: 'SugarCrash ZoomiesMode CandyBinge HyperDance BounceOffWalls',
    verbs: 'Bounce Zoom Giggle Spin',
    names:
      'SugarRushVsSugarCrash SugarRushDanceParty NarrateTheSugarRush PartyCandyAftermath SugarCrashIncoming',
    also: 'sugarhigh',
  },
  'food coma': {
    things: 'Couch Plate Belt StretchyPants Turkey Blanket Leftovers Buffet Pillow Recliner',
    moves: 'BeltLoosen CouchCollapse SecondHelping PostMealNap ThirdPlate DessertRoom',
    verbs: 'Nap Loosen Feast Waddle',
    names:
      'WhoFallsAsleepFirst StretchyPantsChallenge RoomForDessert FoodComaReenactment FoodComaNapOff',
  },
  'cabin fever': {
    things: 'Window Couch Puzzle Blanket SnowBoot Calendar BoardGame BlanketFort Mug Hallway',
    moves: 'HallwayLaps WindowStare DayCount FortBuild IndoorRecess LivingRoomPicnic',
    verbs: 'Pace Build Stretch Escape',
    names:
      'HallwayOlympics CabinFeverTalentShow LivingRoomCampout StuckInsideChallenge IndoorRecessForever',
  },
  target: {
    things: 'Cart Bullseye DollarSpot Candle ThrowPillow Popcorn Icee Receipt Mug',
    moves: 'QuickRun ImpulseBuy AisleWander CartRide DriveUp DollarSpotHaul',
    verbs: 'Browse Wander Shop Splurge',
    names:
      'ICameForOneThing TargetDollarSpotDare TwentyDollarTarget ICameInForToothpaste TargetHaulReveal',
  },
  squishmallow: {
    things: 'Plushie Tag Shelf Bed ClawMachine Pillow Pile Cart Bin',
    moves: 'RareHunt ClawWin PilePlunge NameTagRead CollectionTour SquadPhoto',
    verbs: 'Squish Hug Collect Hunt',
    names: 'SquishSquadRollCall SquishmallowFort OneMoreCantHurt NameMySquishmallow NameTagReading',
  },
  'home depot': {
    things: 'OrangeApron Cart Lumber Drill PaintChip Bucket Hammer Ladder GiantSkeleton',
    moves: 'PaintMatch KidsWorkshop LumberHaul DiyAttempt SkeletonSighting',
    verbs: 'Build Drill Paint Measure',
    names:
      'GiantSkeletonSighting HomeDepotKidsWorkshop DadAtHomeDepot HomeDepotCartTetris JustNeedOneScrew',
  },
  cvs: {
    things: 'Receipt Coupon Candy Vitamin GreetingCard Sunscreen LockedCase Shampoo Snack',
    moves: 'ReceiptUnroll CouponScan LockedAisle WaitForKey SelfCheckout',
    verbs: 'Unroll Scan Print Browse',
    names: 'ReceiptAsAScarf CVSReceiptChallenge CanYouUnlockThis TheLongestReceipt CVSCouponHunt',
    spelled: 'CVS',
  },
  '7 eleven': {
    things: 'Slurpee BigGulp HotDog Taquito Nacho Straw Cup RollerGrill Snack',
    moves: 'SlurpeeMix BrainFreeze LateNightRun RollerGrillPick FlavorSwirl FreeSlurpeeDay',
    verbs: 'Mix Sip Swirl Grab',
    names:
      'SlurpeeFlavorMix BrainFreezeFaceOff RollerGrillMystery SlurpeeTasteTest SlurpeeRainbowCup',
    also: 'seveneleven',
  },
} as const satisfies KeywordEntries;
