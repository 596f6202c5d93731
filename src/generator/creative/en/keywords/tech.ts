/**
 * What we know about the keywords creators type most with tech in mind. See
 * `../../data-types.ts` for the fields. Every list is most recognisable first: a draw favours the
 * first words. Brands are spelled as their hashtags are (`iPhone`, `TikTok`, `YouTube`).
 */
import type { KeywordEntries } from '../../data-types';

export const TECH_KEYWORDS = {
  iphone: {
    things: 'Case Camera Charger Widget Lockscreen Battery Screen Siri FaceId',
    moves: 'PhotoShoot Unboxing HomeScreenTour CameraTest SpeedTest DropTest',
    verbs: 'Customize Film Unbox Swipe Charge',
    names:
      'ShotOniPhone HiddeniPhoneTricks SecretSettingsChallenge WhatsOnMyiPhone TeachGrandmaiPhone',
    also: 'ios',
    spelled: 'iPhone',
  },
  ai: {
    things: 'Robot Chatbot Prompt Avatar Filter Assistant Voice Image Algorithm',
    moves: 'AIArt PromptBattle RobotVoice AIFilter AIYearbook',
    verbs: 'Prompt Generate Ask Automate',
    names: 'AIOrReal HumanVsAI CanAIDoIt AIPlansMyDay PromptOfTheDay',
    also: 'artificialintelligence chatbot',
    spelled: 'AI',
  },
  chatgpt: {
    things: 'Prompt Chatbot Answer Recipe Poem Robot Assistant Essay',
    moves: 'MealPlan TravelPlan WorkoutPlan StudyGuide PromptHack',
    verbs: 'Prompt Ask Generate Rewrite',
    names: 'AskChatGPT ChatGPTPlansMyDay ChatGPTVsMe ChatGPTWroteThis TeachGrandmaChatGPT',
    also: 'gpt openai',
    spelled: 'ChatGPT',
  },
  coding: {
    things: 'Laptop Keyboard Monitor Terminal Website App Coffee Python Bug',
    moves: 'Debugging HelloWorld SideProject CodeAlong LeetCode',
    verbs: 'Code Debug Build Ship Deploy',
    names: 'CodeWithMe 100DaysOfCode DebugWithMe HelloWorldChallenge BuildAnAppIn24Hours',
    also: 'code programming coder',
  },
  phone: {
    things: 'Case Charger Camera Screen Battery Wallpaper Ringtone Widget Lockscreen',
    moves: 'PhotoDump WallpaperSwap HomeScreenTour CaseHaul ScreenTimeReveal',
    verbs: 'Scroll Swipe Text Charge Tap',
    names:
      'PhoneDownChallenge WhatsOnMyPhone ShowMeYourScreenTime PhoneFreeDinner PhoneHacksIn60Seconds',
    also: 'smartphone cellphone mobile',
  },
  android: {
    things: 'Widget Wallpaper Launcher Icon Pixel Galaxy Charger Notification',
    moves: 'Customization HomeScreenSetup IconPack WidgetStack',
    verbs: 'Customize Swipe Tweak Theme',
    names: 'ThemeYourAndroid AndroidVsiPhone HiddenAndroidTricks AndroidHomeScreenTour TeamAndroid',
  },
  samsung: {
    things: 'Galaxy Fold Flip Camera Screen Watch Buds SPen',
    moves: 'MoonZoom ZoomTest FoldTest Unboxing CameraTest',
    verbs: 'Fold Flip Zoom Unbox',
    names: 'ZoomIntoTheMoon FoldItFlipIt ShotOnGalaxy SamsungVsiPhone TeamGalaxy',
    also: 'galaxy',
  },
  pc: {
    things: 'Keyboard Mouse Monitor GPU Case Fans RGB RAM CPU Motherboard',
    moves: 'BudgetBuild FirstBuild RGBSetup CableManagement BenchmarkRun',
    verbs: 'Build Upgrade Game Clean',
    names: 'MyFirstPCBuild BudgetPCBuild RateMyBuild PCBuildIn60Seconds BuildWithMe',
    also: 'computer gamingpc pcbuild desktop',
    spelled: 'PC',
  },
  laptop: {
    things: 'Stickers Keyboard Charger Screen Trackpad Webcam Sleeve Battery Cafe',
    moves: 'StickerTour CleanDesktop TabCount CafeSetup KeyboardAsmr',
    verbs: 'Type Code Charge Customize',
    names: 'HowManyTabsOpen DecorateYourLaptop LaptopStickerTour WhatsOnMyLaptop RateMyLaptopSetup',
    also: 'chromebook',
  },
  'desk setup': {
    things: 'Monitor Keyboard Lamp Plant Headphones Mousepad Webcam Speaker Chair Shelf',
    moves: 'SetupTour DeskMakeover CableManagement CozyCorner MinimalSetup BudgetBuild',
    verbs: 'Organize Upgrade Style Build',
    names: 'RateMySetup DeskTour SetupOfTheWeek CozyDeskChallenge DeskMakeover',
    also: 'setup battlestation workspace',
  },
  tiktok: {
    things: 'Sound Filter Trend Duet Stitch Caption Drafts Comments Algorithm',
    moves: 'Transition Duet Stitch GreenScreen DraftsReveal',
    verbs: 'Duet Stitch Post Scroll',
    names: 'TikTokMadeMeBuyIt DuetThis StitchThis TeachGrandmaTikTok TikTokHacksIn60Seconds',
    also: 'tiktoker fyp',
    spelled: 'TikTok',
  },
  instagram: {
    things: 'Reel Story Grid Filter Caption Feed Highlight Carousel Bio',
    moves: 'PhotoDump GridMakeover ReelTransition CarouselPost StoryPoll',
    verbs: 'Post Share Tag Scroll Edit',
    names:
      'InstaVsReality RecreateYourFirstPost AddYoursChallenge PhotoDumpSunday HiddenInstagramTricks',
    also: 'insta ig reels',
  },
  youtube: {
    things: 'Thumbnail Channel Camera Vlog Shorts Playlist Comments Intro Mic Subscriber',
    moves: 'ThumbnailDesign FirstVideo IntroReveal CollabVideo Livestream',
    verbs: 'Film Edit Upload Vlog Subscribe',
    names:
      'RemakeMyFirstVideo FilmYourYouTubeIntro ThumbnailFaceChallenge MyFirstYouTubeVideo OneTakeYouTubeShort',
    also: 'youtuber yt',
    spelled: 'YouTube',
  },
  snapchat: {
    things: 'Filter Streak Story Bitmoji Lens Map Memories Chat',
    moves: 'FilterSwap LensTryOn MemoriesReveal StreakCount',
    verbs: 'Snap Filter Share Save',
    names:
      'DressLikeYourBitmoji SnapFilterRoulette WhatsYourSnapStreak SnapMemoriesReveal OneSnapAnHour',
  },
  capcut: {
    things: 'Template Effect Filter Sound Caption Beat Text Overlay Timeline Keyframe',
    moves: 'VelocityEdit Transition BeatSync SlowMo ZoomEffect TemplateTrend',
    verbs: 'Edit Cut Sync Export',
    names: 'CapCutTemplate VelocityEditChallenge EditWithMe BeatSyncChallenge CapCutHacks',
    spelled: 'CapCut',
  },
  canva: {
    things: 'Template Font Poster Logo Slide Flyer Sticker Invite Palette Mockup',
    moves: 'LogoDesign PosterMakeover TemplateSwap FontPairing SlideDeck',
    verbs: 'Design Create Edit Drag',
    names: 'OneTemplateThreeWays DesignItInCanva CanvaLogoIn60Seconds DesignWithMe CanvaHacks',
  },
  ipad: {
    things: 'ApplePencil Keyboard Case Screen Stand Widget Notes Cover Stylus',
    moves: 'Drawing DigitalPlanner NoteTaking HomeScreenTour DrawingTimelapse',
    verbs: 'Draw Sketch Swipe Stream',
    names: 'DrawItOniPad PlanWithMeOniPad DailyiPadSketch WhatsOnMyiPad HiddeniPadTricks',
    also: 'tablet',
    spelled: 'iPad',
  },
  macbook: {
    things: 'Keyboard Trackpad Stickers Wallpaper Charger Sleeve Dock Notch',
    moves: 'DesktopTour StickerTour CleanDesktop ShortcutHack DockSetup',
    verbs: 'Type Customize Organize Charge',
    names:
      'CleanDesktopChallenge MacShortcutOfTheDay WhatsOnMyMac MacBookSetupTour HiddenMacTricks',
    also: 'mac',
    spelled: 'MacBook',
  },
  airpods: {
    things: 'Case Earbud Charger Music Podcast Sound Stem',
    moves: 'SpatialAudio NoiseCancelTest LostPodHunt CaseMakeover TransparencyMode',
    verbs: 'Listen Connect Charge Pair',
    names: 'ShareAnAirPod WhereAreMyAirPods NoiseCancellingTest LostAirPodHunt HiddenAirPodsTricks',
    spelled: 'AirPods',
  },
  headphones: {
    things: 'Earbuds Headset Case Mic Playlist Bass Sound Cushion Cable',
    moves: 'SoundTest BassBoost NoiseCancelTest ListeningParty',
    verbs: 'Listen Plug Tune Connect',
    names:
      'SingWithHeadphonesOn HeadphonesOnWorldOff GuessTheSong NoiseCancellingTest SoundTestChallenge',
    also: 'headset earbuds earphones gamingheadset',
  },
  'apple watch': {
    things: 'Band Strap WatchFace Steps Charger Crown Notification',
    moves: 'CloseYourRings BandSwap StepGoal FaceSetup SleepTracking',
    verbs: 'Track Close Swap Tap',
    names: 'CloseYourRings BandSwapChallenge WatchFaceOfTheDay CloseAllThreeRings WatchFaceTour',
    also: 'smartwatch',
  },
  camera: {
    things: 'Lens Tripod Flash Film Strap Zoom Filter Bag Shutter Viewfinder',
    moves: 'GoldenHour PhotoWalk LensTest BehindTheShot FocusPull',
    verbs: 'Shoot Snap Focus Zoom Frame',
    names: 'PhotoWalkChallenge OneLensChallenge PhoneVsCamera BehindTheShot ShotOnMyCamera',
  },
  drone: {
    things: 'Controller Propeller Battery Camera Goggles Skyline Beach Sunset Mountain',
    moves: 'Hyperlapse Dronie TopDownShot FlyOver RevealShot OrbitShot',
    verbs: 'Fly Hover Soar Film',
    names: 'SpotMeFromTheSky DroneHideAndSeek DroneTopDownShot DroneShotReveal ShotOnADrone',
    also: 'quadcopter',
  },
  robot: {
    things: 'Arm Motor Sensor Wheel Remote Battery Circuit Chip Antenna',
    moves: 'BotBuild ObstacleCourse BotDance LineFollower SumoMatch',
    verbs: 'Build Program Code Beep',
    names: 'BuildABot DoTheRobot RobotDanceChallenge RobotObstacleCourse RobotVsHuman',
    also: 'robotics bot robotdog',
  },
  vr: {
    things: 'Headset Controller Avatar Goggles Game World Arena',
    moves: 'Rollercoaster PlankWalk BoxingRound ReactionCam',
    verbs: 'Dodge Swing Explore Duck',
    names: 'FirstTimeInVR VRDanceOff VRReactionChallenge VirtualVacation VRPlankWalk',
    also: 'virtualreality oculus metaquest visionpro',
    spelled: 'VR',
  },
  gopro: {
    things: 'Mount Helmet Lens Wave Snow Trail Pole Strap',
    moves: 'POVShot ChestMount Timelapse SlowMo OneTake',
    verbs: 'Mount Film Dive Ride',
    names: 'GoProPOV GoProMyMorning OneTakeChallenge ShotOnGoPro POVChallenge',
    spelled: 'GoPro',
  },
  'ring light': {
    things: 'Tripod Bulb Clip Remote Stand Mirror Backdrop Glow',
    moves: 'LightingSetup BeforeAndAfter AngleTest EyeCatchlight',
    verbs: 'Light Glow Film Brighten',
    names:
      'RingLightOnOff RingLightVsSunlight FindYourBestLight GoodLightingChallenge RingLightGlowUp',
  },
  podcast: {
    things: 'Mic Headphones Guest Episode Studio Cohost Intro Trailer',
    moves: 'Interview FirstEpisode HotTake MicCheck ColdOpen',
    verbs: 'Record Talk Host Edit',
    names: 'StartAPodcast PodcastWithGrandma RecordEpisodeOne HotTakeTuesday PodcastSetupTour',
  },
  'mechanical keyboard': {
    things: 'Keycap Switch Spacebar Case Deskmat Plate Lube',
    moves: 'SoundTest TypingTest SwitchSwap KeycapReveal',
    verbs: 'Type Clack Build Lube',
    names: 'ThockOrClack KeyboardSoundTest BuildYourKeyboard KeycapReveal KeyboardASMR',
    also: 'keeb',
  },
  typing: {
    things: 'Keyboard Keys Fingers Screen Words Timer Leaderboard',
    moves: 'SpeedTest WordsPerMinute BlindType OneHand TouchType',
    verbs: 'Type Race Tap Clack',
    names: 'BeatMyWPM TypeTheAlphabet BlindTypingChallenge OneHandTyping 100WPMClub',
    also: 'touchtyping typingtest',
  },
  python: {
    things: 'Script Laptop Terminal Turtle Loop Function List Library Notebook',
    moves: 'HelloWorld TurtleDrawing MiniGame Automation DataPlot',
    verbs: 'Code Debug Run Automate',
    names: 'CodeASnakeGame LearnPythonWithMe PythonTurtleArt Day1OfPython PythonMiniGame',
  },
  javascript: {
    things: 'Browser Button Website Console Function Tab Array Event',
    moves: 'TodoApp DarkModeToggle ConsoleLog Animation MiniGame',
    verbs: 'Code Debug Animate Build',
    names:
      '30DaysOfJavaScript BuildATodoApp JavaScriptOneLiner CodeAClickerGame LearnJavaScriptWithMe',
    also: 'js',
    spelled: 'JavaScript',
  },
  website: {
    things: 'Homepage Domain Logo Button Font Layout Portfolio Header Template',
    moves: 'LandingPage PortfolioBuild Redesign DarkMode OnePager',
    verbs: 'Design Build Launch Code',
    names:
      'BuildAWebsiteIn1Day RedesignAnOldWebsite OnePageWebsite RateMyWebsite PortfolioMakeover',
    also: 'webdesign webdev html css',
  },
  app: {
    things: 'Icon Widget Notification Button Screen Update Feature Review',
    moves: 'HomeScreenTour HiddenFeature IconRedesign FirstReview BetaTest',
    verbs: 'Download Tap Swipe Build',
    names: 'PitchYourAppIdea DesignYourDreamApp AppOfTheDay DeleteOneAppADay AppsIActuallyUse',
  },
  emoji: {
    things: 'Keyboard Sticker Face Heart Sparkle Reaction Text',
    moves: 'MovieGuess SongGuess PictureStory FaceMatch KeyboardRecents',
    verbs: 'React Guess Text Send',
    names:
      'GuessTheMovieByEmoji MakeTheEmojiFace EmojiStoryTime MyMostUsedEmoji TeachGrandmaEmojis',
  },
  wifi: {
    things: 'Router Password Signal Bars Hotspot Cafe Modem',
    moves: 'SpeedTest SignalHunt DeadZone RouterReset OfflineDay',
    verbs: 'Connect Reset Stream Buffer',
    names: 'NameYourWiFi WhatsYourWiFiName FindTheWiFiDeadZone NoWiFiNoProblem WiFiSpeedTest',
    spelled: 'WiFi',
  },
  battery: {
    things: 'Charger Powerbank Cable Phone Case Laptop Earbuds Widget',
    moves: 'LowPowerMode OnePercent DrainTest OvernightCharge',
    verbs: 'Charge Drain Save Plug',
    names:
      'OnePercentClub GuessMyBatteryLevel ScreenshotYourBattery NoChargerTillNight WhatsYourBatteryAt',
    also: 'powerbank',
  },
  charger: {
    things: 'Cable Brick Plug Outlet Adapter Port Wire MagSafe',
    moves: 'FastCharge CableOrganize WirelessCharge TangleFree',
    verbs: 'Charge Plug Borrow Untangle',
    names: 'WhoTookMyCharger LabelYourCharger FindTheCharger ChargerDrawerCleanout FastChargeTest',
  },
  'phone case': {
    things: 'Sticker Charm Strap Glitter Photo Card Grip',
    moves: 'CaseCollection StickerDecor CharmSwap MatchingCases BacksideReveal',
    verbs: 'Decorate Swap Customize Match',
    names: 'DIYPhoneCase WhatsBehindMyPhoneCase DecorateYourCase MatchMyCase PhoneCaseCollection',
  },
  gadget: {
    things: 'Charger Speaker Headphones Lamp Stand Projector Tracker Powerbank Remote',
    moves: 'TechHaul Unboxing WorthItTest DeskUpgrade CoolFind',
    verbs: 'Unbox Test Rate Upgrade',
    names: 'GuessThisGadget GadgetsUnder20 WorthItOrNot CoolestGadgetWins UnderratedGadgets',
  },
  'smart home': {
    things: 'Lights Speaker Plug Doorbell Thermostat Hub Blinds Sensor',
    moves: 'GoodnightRoutine MorningRoutine VoiceCommand LightShow HouseTour',
    verbs: 'Automate Dim Command Control',
    names:
      'VoiceControlEverything SmartHomeGoodnight AutomateOneThing SmartHomeOnABudget SmartHomeTour',
  },
  alexa: {
    things: 'Echo Speaker Timer Playlist Lights Alarm Weather Reminder',
    moves: 'JokeRequest SongRequest RandomQuestion TriviaGame MorningBriefing',
    verbs: 'Ask Play Command Set',
    names: 'AlexaTellMeAJoke AskAlexaAnything AlexaTriviaNight AlexaPicksMyPlaylist AlexaVsSiri',
    also: 'amazonecho',
  },
  siri: {
    things: 'Voice Timer Reminder Alarm Answer Message Shortcut',
    moves: 'RandomQuestion JokeRequest VoiceCommand Dictation',
    verbs: 'Ask Call Dictate Remind',
    names: 'HeySiriBeatbox AskSiriAnything SiriWritesMyText SiriVsAlexa HeySiriChallenge',
  },
  google: {
    things: 'Search Maps Doodle Chrome Translate Lens Docs Earth Gmail',
    moves: 'AutocompleteGame StreetViewHunt LensTest TranslateChain DoodleQuiz',
    verbs: 'Search Translate Find Map',
    names:
      'AutocompleteChallenge GoogleMyName GoogleTranslateRelay StreetViewChallenge GoogleEasterEggs',
    also: 'googlemaps',
  },
  excel: {
    things: 'Spreadsheet Formula Chart Cell Column Row Tab Shortcut Macro',
    moves: 'PivotTable Vlookup AutoFill ColorCode DashboardBuild',
    verbs: 'Sort Filter Format Calculate',
    names:
      'ExcelHacksIn60Seconds SpreadsheetHacks ExcelShortcuts ExcelArtChallenge TeachGrandmaExcel',
    also: 'spreadsheet googlesheets',
  },
  powerpoint: {
    things: 'Slide Transition Template Clipart Font Chart Animation',
    moves: 'PresentationNight WordArt Slideshow TransitionSpam RankingDeck',
    verbs: 'Present Pitch Animate Rank',
    names: 'PowerPointKaraoke PowerPointNight ConvinceMeInSlides PitchYourFriends WordArtComeback',
    also: 'ppt slideshow keynote',
    spelled: 'PowerPoint',
  },
  notion: {
    things: 'Template Dashboard Page Calendar Tracker Widget Database Icon',
    moves: 'WeeklyReset DashboardTour TemplateSwap SecondBrain',
    verbs: 'Plan Organize Track Build',
    names:
      'BuildANotionDashboard PlanYourWeekInNotion NotionSetupTour SecondBrainChallenge AestheticDashboard',
  },
  tesla: {
    things: 'Screen Frunk Supercharger Cybertruck Dashboard Keycard Camera',
    moves: 'FrunkReveal LightShow EasterEgg CarTour ChargingStop',
    verbs: 'Charge Drive Park Honk',
    names: 'TeslaLightShow TeslaEasterEggHunt PackTheFrunk TeslaKaraoke FrunkTour',
    also: 'ev electriccar',
  },
  '3d printing': {
    things: 'Printer Filament Nozzle Layer Model Spool Bed Resin',
    moves: 'Timelapse FirstPrint ToyPrint SpaghettiFail BenchyBoat',
    verbs: 'Print Design Slice Sand',
    names: 'WatchItPrint PrintABenchy PrintTheFix PrintedNotBought 3DPrintTimelapse',
    also: '3dprinter 3dprint',
    spelled: '3DPrinting',
  },
  'raspberry pi': {
    things: 'Board Screen Sensor Case Cable Breadboard Pin',
    moves: 'RetroConsole WeatherStation HomeServer MagicMirror BlinkingLight',
    verbs: 'Build Code Wire Boot',
    names:
      'BuildAPiGadget PiMagicMirrorBuild PiWeatherStation PiProjectOfTheWeek RetroConsoleBuild',
    also: 'arduino',
  },
  linux: {
    things: 'Terminal Penguin Desktop Laptop Server Shell Distro Kernel',
    moves: 'FirstInstall DesktopTour TerminalTrick DistroHop',
    verbs: 'Install Code Customize Compile',
    names:
      'TryLinuxForAWeek LinuxOnAnOldLaptop TerminalTrickOfTheDay DistroHopChallenge LinuxDesktopTour',
    also: 'ubuntu',
  },
  windows: {
    things: 'Desktop Wallpaper StartMenu Taskbar Paint Solitaire Icon Shortcut',
    moves: 'StartupSound KeyboardShortcut DesktopTour PaintMasterpiece',
    verbs: 'Restart Update Click Drag',
    names:
      'MSPaintChallenge WindowsSoundRemix BlissWallpaperRecreate WindowsShortcutRace BeatMySolitaireTime',
    also: 'windowsxp microsoft',
  },
  cybersecurity: {
    things: 'Password Padlock Email Shield Key Alert Firewall',
    moves: 'SpotTheScam PasswordCheck PhishingTest TwoFactor',
    verbs: 'Protect Lock Scan Encrypt',
    names: 'SpotTheScam IsThisAScam TurnOnTwoFactor StrongPasswordChallenge CyberSafetyCheckup',
    also: 'cyber infosec',
  },
  password: {
    things: 'Padlock Key Symbol Number Account Hint Manager',
    moves: 'StrengthTest TwoFactor ForgotAgain ResetLoop',
    verbs: 'Lock Reset Forget Protect',
    names:
      'HowStrongIsYourPassword MakeAPassphrase ChangeOnePasswordADay PasswordManagerChallenge LockItDownChallenge',
  },
  livestream: {
    things: 'Chat Camera Mic Overlay Lights Viewer Alert Emote Schedule',
    moves: 'FirstStream StreamSetup QandA Collab Raid',
    verbs: 'Stream Chat React Host',
    names: 'MyFirstStream GoLiveForAnHour AskMeAnythingLive GoingLiveTonight StreamSetupTour',
    also: 'streaming obs',
  },
  'green screen': {
    things: 'Background Backdrop Lights Photo Effect Template Clip',
    moves: 'StoryTime FakeVacation ReactionVid Explainer TeleportEdit',
    verbs: 'React Explain Teleport Swap',
    names:
      'GreenScreenVacation TeleportMeAnywhere GreenScreenWeatherman GreenScreenStoryTime ReactToThis',
  },
  editing: {
    things: 'Timeline Filter Effect Template Laptop Music Caption Overlay',
    moves: 'VelocityEdit JumpCut BeatSync SpeedRamp ColorGrade',
    verbs: 'Edit Cut Sync Render',
    names: 'EditToTheBeat RawVsEdited OneClipThreeEdits EditWithMe BeforeAndAfterEdit',
    also: 'videoediting editor premierepro aftereffects finalcut',
  },
  transition: {
    things: 'Outfit Hand Snap Spin Jump Clap Mirror Door Camera',
    moves: 'OutfitSwap SnapSwitch HandCover JumpCut SpinSwap MirrorWipe',
    verbs: 'Snap Spin Switch Swap',
    names:
      'SnapAndSwitch PassTheTransition OutfitSwapTransition SmoothestTransition BeforeAndAfterReveal',
  },
  filter: {
    things: 'Face Lens Effect Camera Sticker Sparkle Mirror',
    moves: 'FaceSwap AgeSwap LookAlike CharacterQuiz InvertedView',
    verbs: 'Swap Try Zoom React',
    names: 'NoFilterChallenge FilterRoulette TryTheAgeFilter FilterVsNoFilter WhichCharacterAmI',
    also: 'aifilter',
  },
  'slow motion': {
    things: 'Camera Splash Balloon Hair Water Wave Confetti',
    moves: 'HairFlip BalloonPop WaterSplash ConfettiThrow JumpShot',
    verbs: 'Flip Splash Jump Throw',
    names: 'SlowMoHairFlip SlowMoSplash SlowMoConfettiToss SlowMoBalloonPop SlowMoJumpShot',
    also: 'slowmo',
  },
  'time lapse': {
    things: 'Sunset Clouds Sky Plant Flower City Candle Ice Drawing Tripod',
    moves: 'SunsetLapse PlantGrowth CloudRoll RoomMakeover DrawingProcess',
    verbs: 'Film Watch Grow Wait',
    names: 'WatchItGrow SunriseToSunset IceMeltTimelapse TimelapseMyDrawing 24HourTimelapse',
    also: 'hyperlapse',
  },
  facebook: {
    things: 'Profile Memories Group Marketplace Post Status Comment Poke Timeline',
    moves: 'MemoriesReveal OldProfilePic MarketplaceFind StatusThrowback',
    verbs: 'Post Share Poke Tag Like',
    names:
      'ReactToMyOldPosts RecreateYourProfilePic MyFirstProfilePic MarketplaceFindOfTheWeek TeachGrandmaFacebook',
    also: 'fb meta',
  },
  twitter: {
    things: 'Tweet Thread Hashtag Bio Trend Follower Timeline',
    moves: 'OldTweetReveal QuoteTweet ThreadTime TrendRecap',
    verbs: 'Tweet Post Quote Thread',
    names: 'ReadingMyOldTweets SixWordTweet ActOutATweet FirstTweetReveal TweetThrowback',
    also: 'tweet',
  },
  pinterest: {
    things: 'Board Pin Idea Recipe Outfit Room Wallpaper Aesthetic',
    moves: 'MoodBoard PinRecreate VisionBoard BoardTour NailedIt',
    verbs: 'Pin Save Recreate Curate',
    names:
      'PinterestVsReality PinterestMadeMeDoIt RecreateAPin BuildAMoodBoard VisionBoardChallenge',
  },
  whatsapp: {
    things: 'Chat Status Sticker VoiceNote Group Wallpaper Call',
    moves: 'VoiceNoteOnly FamilyGroup StickerPack StatusUpdate GroupRename',
    verbs: 'Text Reply Forward Call',
    names:
      'VoiceNoteOnlyDay GuessWhoSentIt WhatsAppStickerOnlyDay MakeAFamilySticker FamilyGroupChat',
    spelled: 'WhatsApp',
  },
  discord: {
    things: 'Server Channel Bot Role Ping Status Sticker Badge',
    moves: 'ServerTour GameNight BotSetup VoiceChat ServerMakeover',
    verbs: 'Ping Join Chat Mod',
    names: 'JoinMyServer DiscordGameNight BuildADiscordBot DrawAServerEmote DiscordServerTour',
  },
  reddit: {
    things: 'Upvote Thread Community Comment Meme Post Karma Award',
    moves: 'StorytimeThread CommentChain UpvoteHunt AMA',
    verbs: 'Upvote Post Comment Scroll',
    names:
      'AskRedditAnything ActOutARedditPost TopCommentChallenge TryTheTopRedditTip StorytimeFromReddit',
  },
  linkedin: {
    things: 'Profile Headline Post Resume Connection Banner Badge',
    moves: 'CorporateSpeak HeadlineRewrite ProfileMakeover HumbleBragPost',
    verbs: 'Connect Network Post Endorse',
    names:
      'WriteItLikeLinkedIn AnnounceYourSmallWin CorporateSpeakChallenge LinkedInBioRewrite LinkedInHeadshotDIY',
    spelled: 'LinkedIn',
  },
  bereal: {
    things: 'Notification FrontCam BackCam Timer Friends Moment Memories',
    moves: 'TwoMinuteDash DualShot LatePost MemoriesReveal',
    verbs: 'Snap Post React Rush',
    names: 'TimeToBeReal BeRealOrBeLate 30DaysOfBeReal BeRealMemoriesReveal BeRealRecap',
    spelled: 'BeReal',
  },
  email: {
    things: 'Inbox Subject Signature Draft Attachment Folder Newsletter Reply',
    moves: 'InboxZero UnsubscribeSpree SubjectLine ReplyAll',
    verbs: 'Reply Send Archive Forward',
    names:
      'InboxZeroChallenge FiveSentenceEmail PolitestEmailChallenge BestEmailSignOff UnsubscribeFromEverything',
    also: 'gmail inbox',
  },
  'predictive text': {
    things: 'Keyboard Suggestion Word Sentence Phone Prompt Screen',
    moves: 'SentenceFinish MiddleButton StoryChain BioWrite WordChain',
    verbs: 'Tap Type Finish Predict',
    names:
      'LetMyPhoneFinishThis MiddleButtonChallenge PredictiveTextPoem KeyboardWritesMyBio AutocompleteMyLife',
  },
  rgb: {
    things: 'Lights Keyboard Fan Strip Case Mouse Desk Glow',
    moves: 'LightShow RainbowMode ColorWave LightSync NightMode',
    verbs: 'Glow Sync Light Dim',
    names: 'RGBToTheBeat RGBLightShow PickMyRGBColor RGBEverything RGBSetupTour',
    also: 'ledlights',
    spelled: 'RGB',
  },
  monitor: {
    things: 'Screen Stand Arm Wallpaper Webcam Cable Desk Bezel',
    moves: 'DualSetup UltrawideUpgrade VerticalMount TripleSetup CableHide',
    verbs: 'Mount Upgrade Tilt Calibrate',
    names:
      'HowManyMonitors HideTheMonitorCables DualMonitorGlowUp RateMyMonitorSetup MonitorSetupTour',
  },
  tv: {
    things: 'Remote Couch Screen Soundbar Channel Console Speaker Wall',
    moves: 'MovieNight WallMount BingeWatch SoundTest RemoteHunt',
    verbs: 'Watch Stream Mount Binge',
    names: 'NameThatTVTheme WhoHasTheRemote TVShowCharades RecreateATVIntro MovieNightSetup',
    also: 'television smarttv appletv',
    spelled: 'TV',
  },
  projector: {
    things: 'Screen Wall Sheet Blanket Popcorn Backyard Ceiling Speaker',
    moves: 'BackyardCinema MovieNight CeilingMovie BedroomCinema StarProjection',
    verbs: 'Project Watch Dim Stream',
    names:
      'ProjectOnAnything BackyardMovieNight StarsOnMyCeiling ProjectorTraceArt CeilingMovieNight',
  },
  kindle: {
    things: 'Case Sticker Cover Ebook Library Highlight Bookmark',
    moves: 'CaseMakeover StickerDecor BedtimeRead YearlyStats LibraryTour',
    verbs: 'Read Highlight Download Swipe',
    names:
      'DecorateYourKindle WhatsOnMyKindle ShareYourTopHighlight KindleVsBook KindleCaseMakeover',
    also: 'ereader ebook',
  },
  'flip phone': {
    things: 'Keypad Charm Ringtone Antenna Camera Sticker Case Snake',
    moves: 'DumbphoneWeek T9Text Y2KPhoto SnakeGame DigitalDetox',
    verbs: 'Flip Text Snap Unplug',
    names:
      'DumbphoneChallenge FlipPhoneFor7Days T9TextChallenge FlipPhonePhotoDump FlipPhoneSummer',
    also: 'dumbphone razr',
  },
  'retro tech': {
    things: 'Cassette Walkman Floppy VHS Camcorder Pager RotaryPhone',
    moves: 'KidsReact GuessTheGadget ThriftFind BootUp Rewind',
    verbs: 'Rewind Boot Plug Restore',
    names:
      'KidsReactToRetroTech GuessThisOldGadget CanYouUseARotaryPhone RewindTheCassette BootUpAnOldComputer',
    also: 'oldtech vintagetech walkman vhs camcorder',
  },
  ipod: {
    things: 'ClickWheel Playlist Earbuds Song Shuffle Case Nano Dock',
    moves: 'PlaylistTour ShuffleGame ThriftFind ClickWheelAsmr Restore',
    verbs: 'Shuffle Click Play Sync',
    names: 'ShuffleOnlyChallenge FiveSongsOnMyiPod OldiPodPlaylist BringBackTheiPod MyTeenageiPod',
    also: 'mp3player',
    spelled: 'iPod',
  },
  digicam: {
    things: 'Flash Lens Strap Battery Charm Zoom Screen',
    moves: 'FlashPhoto PhotoDump Y2KShoot MirrorPic ThriftFind',
    verbs: 'Snap Shoot Flash Zoom',
    names:
      'DigicamPhotoDump FlashOnChallenge DigicamMirrorSelfie ThriftedCameraTest DigicamNightOut',
    also: 'digitalcamera',
  },
  roomba: {
    things: 'Dock Brush Map Sensor Bumper Crumbs Couch Sticker',
    moves: 'CleaningRun ObstacleCourse PetReaction NameReveal MapReveal',
    verbs: 'Vacuum Clean Dock Map',
    names: 'NameYourRoomba RoombaObstacleCourse RoombaCamPOV DressUpYourRoomba RoombaRace',
    also: 'robotvacuum',
  },
  'smart glasses': {
    things: 'Lens Frame Camera Speaker Case Button Display',
    moves: 'POVVideo FirstLook TranslateTest HandsFreeShot WalkAndTalk',
    verbs: 'Record Wear Ask Capture',
    names:
      'FilmItHandsFree POVThroughMyGlasses TranslateWithGlasses SmartGlassesWalkTour SmartGlassesPOV',
    also: 'metaglasses',
  },
  gpu: {
    things: 'Fans Card Cooler Slot Cable Case Benchmark Driver',
    moves: 'InstallDay FPSTest BenchmarkRun Unboxing CableRouting',
    verbs: 'Install Upgrade Render Overclock',
    names: 'NewGPUDay BeforeAndAfterFPS GuessMyFPS FirstGPUInstall FPSTestChallenge',
    also: 'graphicscard',
    spelled: 'GPU',
  },
  'software engineer': {
    things: 'Laptop Coffee Monitor Keyboard Code Bug Standup Ticket Hoodie Deadline',
    moves: 'DayInTheLife CodeReview PairProgramming OnCall FridayDeploy',
    verbs: 'Code Debug Ship Review',
    names:
      'ExplainYourCodeToMom RubberDuckDebugging FixThisBugWithMe DayInTheLifeOfADev DevDeskTour',
    also: 'developer dev programmer swe techinterview',
  },
  'data science': {
    things: 'Chart Graph Dataset Dashboard Spreadsheet Python Model Notebook',
    moves: 'DataViz Prediction DashboardBuild DataCleaning',
    verbs: 'Plot Predict Clean Visualize',
    names: 'MyLifeInCharts ChartYourWeek GuessTheGraph DataVizChallenge ChartOfTheDay',
    also: 'data',
  },
  startup: {
    things: 'Pitch Idea Founder Garage Laptop Logo Investor Launch Deck Office',
    moves: 'ElevatorPitch LaunchDay DayInTheLife GarageBuild',
    verbs: 'Pitch Launch Build Ship',
    names: 'BuildInPublic PitchYourStartupIdea ShipItIn30Days PitchMeIn60Seconds LaunchDayVlog',
  },
  'ai art': {
    things: 'Prompt Portrait Avatar Style Landscape Canvas Filter Image',
    moves: 'PromptBattle StyleSwap PetPortrait FantasyScene AvatarMakeover',
    verbs: 'Prompt Generate Imagine Remix',
    names: 'HumanVsAIArt AIArtOrReal DrawItThenPromptIt AIPaintsMyPet PromptToPicture',
    also: 'aiimage midjourney',
    spelled: 'AIArt',
  },
  'prompt engineering': {
    things: 'Chatbot Template Keyword Role Example Output Model',
    moves: 'PromptBattle PromptSwap ChainOfThought FewShot',
    verbs: 'Prompt Refine Test Iterate',
    names:
      'OnePromptChallenge FixMyPrompt OnePromptThreeBots BetterPromptBetterAnswer PromptOfTheDay',
    also: 'prompt prompting',
  },
  fitbit: {
    things: 'Steps Tracker Band Sleep Badge Goal Screen HeartRate',
    moves: '10kSteps StepRace SleepScore BadgeHunt',
    verbs: 'Walk Track Sync Step',
    names: '10kStepsADay BeatMyStepCount FitbitFamilyChallenge StepRaceChallenge StepCountReveal',
    also: 'fitnesstracker',
  },
  'walkie talkie': {
    things: 'Antenna Channel Button Battery Backyard Radio Code',
    moves: 'SecretCode RadioCheck BackyardMission OverAndOut',
    verbs: 'Talk Tune Call Signal',
    names:
      'OverAndOutChallenge WalkieTalkieTreasureHunt PickYourCodeName WalkieTalkieMission SecretCodeChallenge',
  },
  'cable management': {
    things: 'ZipTie Velcro Tray Sleeve Clip Desk PowerStrip Label',
    moves: 'BeforeAndAfter DeskMakeover UnderDeskReveal WireHide',
    verbs: 'Tidy Hide Route Organize',
    names:
      'CableChaosToCalm TameTheCables UnderDeskCableReveal WireHidingChallenge NoCablesVisible',
  },
  'home screen': {
    things: 'Widget Icon Wallpaper Folder Dock Theme Lockscreen',
    moves: 'WidgetStack IconMakeover ThemeSwap MinimalSetup AestheticSetup',
    verbs: 'Customize Theme Organize Swipe',
    names:
      'RateMyHomeScreen ThemeYourHomeScreen OneColorHomeScreen HomeScreenTour AestheticHomeScreen',
    also: 'widget lockscreen',
  },
  wallpaper: {
    things: 'Lockscreen Photo Pattern Gradient Quote Theme Art',
    moves: 'DailySwap MatchingSet ThemeChange LockscreenReveal',
    verbs: 'Swap Set Design Match',
    names:
      'WhatsYourLockscreen DrawYourWallpaper SwapWallpapersWithMe WallpaperRoulette MatchingWallpapers',
  },
  'dark mode': {
    things: 'Screen Theme App Toggle Code Eyes Night Setting',
    moves: 'LightVsDark ThemeSwitch NightScroll CodeSetup',
    verbs: 'Toggle Switch Dim Code',
    names: 'LightModeOrDarkMode DarkModeEverything TeamDarkMode DarkModeMakeover LightsOffDarkMode',
  },
  ringtone: {
    things: 'Phone Song Alarm Notification Sound Volume Marimba',
    moves: 'GuessTheSound ThrowbackTone ClassicRemix AlarmRemix',
    verbs: 'Ring Remix Play Sing',
    names: 'GuessTheRingtone SingYourRingtone DanceToYourRingtone RingtoneRemix ThrowbackRingtones',
  },
  notification: {
    things: 'Badge Banner Phone Sound Ping Bell Alert Lockscreen',
    moves: 'DoNotDisturb InboxZero UnreadCount PingCount ReplyRace',
    verbs: 'Ping Mute Swipe Reply',
    names:
      'DoNotDisturbDay HowManyUnread ClearAllNotifications ZeroBadgeChallenge NotificationDetox',
  },
  screenshot: {
    things: 'Phone Screen Meme Chat Album Photo Gallery Folder',
    moves: 'RandomReveal MemeDump ChatReveal GalleryDive',
    verbs: 'Capture Share Save Crop',
    names:
      'ShowYourLastScreenshot ExplainYourScreenshots ScreenshotRoulette ScreenshotPurge MyLastScreenshot',
  },
  tech: {
    things: 'Gadget Phone Laptop Headphones Charger Keyboard Desk Monitor Robot App',
    moves: 'Unboxing SetupTour GadgetHaul DeskSetup SpeedTest',
    verbs: 'Unbox Upgrade Build Code',
    names: 'ShowYourTechSetup TechFreeSunday TeachGrandmaTech TechThatChangedMyLife TechIUseDaily',
    also: 'technology techtok techtips',
  },
  electronics: {
    things: 'Circuit Battery Wire Switch Sensor Motor Breadboard Resistor',
    moves: 'Teardown FirstCircuit BlinkingLight Repair Rebuild',
    verbs: 'Solder Wire Fix Build',
    names: 'WhatsInsideChallenge BuildYourFirstCircuit MakeAnLEDBlink FixItFriday TeardownTuesday',
    also: 'circuit soldering',
  },
  'augmented reality': {
    things: 'Filter Lens Headset Phone Hologram Portal Avatar',
    moves: 'PortalWalk FurniturePreview FaceLens HologramCall',
    verbs: 'Scan Place Explore Swipe',
    names: 'RealOrAR ARInMyRoom ARAnimalInMyRoom ARFurnitureTest ARPortalChallenge',
    also: 'ar',
  },
  tripod: {
    things: 'Phone Clip Remote Legs Mount Camera Timer',
    moves: 'TimerShot SoloShoot OutfitPhoto HighAngle SetupHack',
    verbs: 'Mount Extend Shoot Balance',
    names:
      'NoPhotographerNeeded SelfTimerChallenge BeatTheTimerPose TripodFamilyPhoto TripodPhotoshoot',
  },
  gimbal: {
    things: 'Phone Handle Motor Battery Clamp Tripod Joystick',
    moves: 'SmoothWalk SpinShot DollyZoom FollowShot',
    verbs: 'Pan Tilt Spin Glide',
    names:
      'SmoothWalkChallenge GimbalSpinShot GimbalFollowShot DollyZoomChallenge GimbalTransition',
  },
  'content creator': {
    things: 'RingLight Tripod Mic Camera Laptop Script Thumbnail Schedule',
    moves: 'DayInTheLife BehindTheScenes BatchFilming ContentPlan SetupTour',
    verbs: 'Film Edit Post Plan',
    names:
      'HowIFilmMyVideos FilmOneIdeaThreeWays 30DaysOfPosting DayInTheLifeOfACreator BehindMyVideos',
    also: 'creator contentcreation ugc',
  },
  'qr code': {
    things: 'Phone Sticker Menu Link Poster Shirt Card Scanner',
    moves: 'ScavengerHunt SecretLink ScanAndReveal MenuScan',
    verbs: 'Scan Share Link Hide',
    names: 'ScanMeChallenge QRScavengerHunt MakeYourOwnQR SecretQRMessage QRCodeArt',
    also: 'qr',
    spelled: 'QRCode',
  },
  internet: {
    things: 'Browser Wifi Meme Search Tab Website Router Link',
    moves: 'RabbitHole TabOverload OldWebsite MemeHistory',
    verbs: 'Browse Search Scroll Surf',
    names:
      'InternetRabbitHole OneDayOffline RecreateAnOldMeme InternetFreeSaturday DialUpSoundRemix',
    also: 'web browser',
  },
  algorithm: {
    things: 'Feed ForYouPage Trend Sound Hashtag Post Timing Data',
    moves: 'FeedReset TrendTest HookTest WatchTime',
    verbs: 'Post Trend Boost Hook',
    names: 'BeatTheAlgorithm ResetYourFeed WhatsOnMyForYouPage HackTheAlgorithm AlgorithmReset',
  },
  'apple pencil': {
    things: 'Sketch Tip Grip Case Sticker Canvas Note',
    moves: 'SpeedSketch Doodle Lettering DigitalNote Shading',
    verbs: 'Draw Sketch Write Shade',
    names:
      'DrawWithMe ApplePencilLettering SpeedSketchChallenge ApplePencilSketchADay DoodleOniPad',
    also: 'stylus',
  },
  'text to speech': {
    things: 'Voice Robot Caption Narrator Accent Script Sound',
    moves: 'StoryTime VoiceSwap RobotNarration SillyScript',
    verbs: 'Read Narrate Type Voice',
    names:
      'RobotReadsMyTexts TextToSpeechStorytime LetTheRobotNarrate RobotReadsMyPoem RobotVoiceChallenge',
    also: 'tts',
  },
  hackathon: {
    things: 'Laptop Team Pizza Whiteboard Prize Badge Demo Hoodie Coffee',
    moves: 'DemoDay Pitch Prototype CodeSprint TeamUp',
    verbs: 'Build Pitch Code Ship',
    names: 'BuildItIn24Hours HackathonAtHome ShipItByMidnight DemoDayReady HackathonVlog',
  },
  'computer science': {
    things: 'Laptop Code Algorithm Binary Terminal Robot Keyboard Whiteboard Data',
    moves: 'HelloWorld BinaryCount SortingRace MockInterview',
    verbs: 'Code Sort Compile Debug',
    names:
      'CountInBinary WriteYourNameInBinary HumanSortingRace HelloWorldChallenge CSMajorDayInTheLife',
    also: 'compsci cs',
  },
  'tech support': {
    things: 'Printer Router Remote Password Cable Settings Laptop Grandpa',
    moves: 'TurnItOffAndOn PrinterFix PasswordReset RemoteRescue',
    verbs: 'Fix Restart Explain Reset',
    names:
      'HaveYouTriedRestarting FamilyTechSupport FixThePrinterChallenge OneTechFixADay TeachGrandmaTech',
    also: 'itsupport techhelp',
  },
  captcha: {
    things: 'Checkbox Robot TrafficLight Crosswalk Bicycle Bus Puzzle',
    moves: 'SelectAll RobotCheck SquiggleRead ProveIt',
    verbs: 'Click Select Prove Verify',
    names:
      'IAmNotARobot CaptchaInRealLife ProveYoureHuman DrawYourOwnCaptcha SelectAllTrafficLights',
  },
  glitch: {
    things: 'Screen Pixel Filter Effect Loop Static Frame',
    moves: 'FreezeFrame LagEffect PixelSwap Stutter',
    verbs: 'Freeze Lag Loop Pixelate',
    names:
      'HumanGlitch GlitchInTheMatrix FakeGlitchChallenge FreezeFrameGlitch GlitchEffectChallenge',
  },
  'camera roll': {
    things: 'Photo Screenshot Selfie Album Meme Video Favorites',
    moves: 'TenthPhoto RandomScroll PhotoDump YearInPhotos FirstPhoto',
    verbs: 'Scroll Share Delete Reveal',
    names:
      'ShowTheTenthPhoto NoContextCameraRoll ScrollToYourFirstPhoto CameraRollRoulette CameraRollCleanout',
  },
  microphone: {
    things: 'Stand Foam Arm Cable Headphones Filter Studio',
    moves: 'MicCheck SoundTest VoiceOver ASMRTest PodcastSetup',
    verbs: 'Record Speak Test Sing',
    names: 'MicCheckChallenge OneTakeVoiceover BudgetVsProMic GuessTheMic SoundTestChallenge',
    also: 'mic',
  },
  webcam: {
    things: 'Lighting Background Laptop RingLight Monitor Cover Frame',
    moves: 'VirtualBackground LightingFix CallSetup MeetingFit',
    verbs: 'Light Frame Zoom Mute',
    names:
      'CameraOnChallenge WebcamGlowUp FixYourWebcamLight RateMyCallBackground WorkFromHomeSetup',
  },
  bluetooth: {
    things: 'Speaker Earbuds Headphones Car Stereo Signal Battery',
    moves: 'SpeakerTest PairingFail PartyMode SoundCheck',
    verbs: 'Pair Connect Play Sync',
    names: 'BluetoothSpeakerTest BluetoothDanceParty BluetoothKaraoke SpeakerShowdown PairingFail',
    also: 'bluetoothspeaker',
  },
  nokia: {
    things: 'Snake Ringtone Keypad Battery Case Antenna Charger',
    moves: 'SnakeHighScore DropTest T9Text RingtoneRemix',
    verbs: 'Text Play Drop Call',
    names: 'SnakeHighScore NokiaRingtoneRemix NokiaTextingRace NokiaDropTest NokiaThrowback',
  },
  facetime: {
    things: 'Call Screen Filter Camera Background Effect Emoji',
    moves: 'GroupCall SurpriseCall ScreenshotPose FilterCall SharePlay',
    verbs: 'Call Answer Wave React',
    names:
      'FaceTimeWithGrandma SurpriseFaceTime FaceTimeScreenshotPose SharePlayMovieNight FaceTimeFaces',
    spelled: 'FaceTime',
  },
  imessage: {
    things: 'Bubble Reaction Sticker Effect Gif Chat Thread',
    moves: 'BubbleEffect ConfettiText GamePigeon InvisibleInk ReactionSpam',
    verbs: 'Text React Reply Send',
    names:
      'SendItWithConfetti GamePigeonTournament InvisibleInkMessage TextGameNight HiddeniMessageTricks',
    spelled: 'iMessage',
  },
  figma: {
    things: 'Frame Component Prototype Font Palette Grid Plugin Cursor',
    moves: 'RedesignIt Wireframe ClickThrough DesignSprint',
    verbs: 'Design Prototype Align Iterate',
    names: 'RedesignThisApp RecreateALogoInFigma PrototypeItInFigma FigmaInAMinute DesignWithMe',
  },
  airtag: {
    things: 'Keys Luggage Wallet Bag Map Keychain Case',
    moves: 'LostAndFound LuggageTrack HideAndSeek KeyRescue',
    verbs: 'Track Find Attach Ping',
    names: 'WhereAreMyKeys AirTagHideAndSeek FollowMyLuggage AirTagYourKeys AirTagFoundIt',
    also: 'findmy',
    spelled: 'AirTag',
  },
  unboxing: {
    things: 'Box Tape Packaging Gadget Manual Sticker Protector',
    moves: 'FirstImpression PeelTheFilm SetupDay WorthIt AsmrOpen',
    verbs: 'Unbox Peel Open Test',
    names:
      'UnboxWithMe PeelTheScreenProtector GuessWhatsInTheBox SilentUnboxing SatisfyingUnboxing',
  },
  productivity: {
    things: 'Planner Calendar Timer Todo Desk Laptop Checklist Notion',
    moves: 'TimeBlocking WeeklyReset DeepWork InboxZero MorningRoutine',
    verbs: 'Plan Focus Organize Automate',
    names: 'EatTheFrogChallenge TimeBlockWithMe OneTaskAtATime GetItDoneDay ProductivityHacks',
  },
  tamagotchi: {
    things: 'Pet Egg Button Keychain Screen Snack Pixel',
    moves: 'FeedingTime EggHatch EvolutionReveal KeepItAlive',
    verbs: 'Feed Hatch Care Raise',
    names:
      'KeepYourTamagotchiAlive HatchYourTamagotchi TamagotchiFor7Days TamagotchiBabysitter TamagotchiThrowback',
  },
  furby: {
    things: 'Ears Eyes Voice Battery Beak Box Shelf Feathers',
    moves: 'BabyTalk DanceBattle AwakeCheck Throwback',
    verbs: 'Talk Blink Sing Sleep',
    names: 'WakeTheFurby FurbyTalksBack FurbyMeetsAlexa FurbyDanceParty FurbyThrowback',
  },
  'ux design': {
    things: 'Wireframe Prototype Button Screen Layout Grid Persona',
    moves: 'AppRedesign UserTest ClickThrough CaseStudy',
    verbs: 'Design Test Iterate Sketch',
    names: 'SpotTheBadDesign RedesignThisApp FixThisDesign UserTestWithGrandma UXFixOfTheDay',
    also: 'uidesign uxui ui ux',
    spelled: 'UXDesign',
  },
  'standing desk': {
    things: 'Desk Mat Monitor Keyboard Lamp Plant Chair',
    moves: 'StandUpHour DeskTour WalkingPad SetupUpgrade',
    verbs: 'Stand Raise Stretch Work',
    names:
      'StandUpEveryHour StandingDeskDanceBreak StandForASong StandingDeskStreak WalkingPadWorkday',
    also: 'ergonomic',
  },
  gps: {
    things: 'Map Route Pin Phone Compass Satellite Car',
    moves: 'RouteArt PinDrop RoadTrip WrongTurn',
    verbs: 'Navigate Route Track Pin',
    names: 'DrawWithGPS GPSDrawYourName WalkAHeartOnGPS GPSArtChallenge NoGPSRoadTrip',
    spelled: 'GPS',
  },
  netflix: {
    things: 'Remote Couch Popcorn Profile Episode Series Queue',
    moves: 'BingeWatch WatchParty ShowMarathon Recommendation',
    verbs: 'Binge Watch Stream Rate',
    names:
      'PickMyNextShow GuessTheNetflixShow ActOutANetflixScene NetflixAndSnacks WatchPartyNight',
  },
  'screen recording': {
    things: 'Screen Phone Audio Cursor Video Mic Timer',
    moves: 'Tutorial AppWalkthrough GameClip HowTo',
    verbs: 'Record Show Tap Capture',
    names:
      'WatchMyScreen ShowMeHowYouDoIt ScreenRecordAHack OneMinuteScreenDemo ScreenRecordTutorial',
  },
  icloud: {
    things: 'Storage Photos Backup Cloud Album Account Drive',
    moves: 'StorageFull PhotoCleanup BackupDay OldPhotosDig',
    verbs: 'Backup Delete Sync Upgrade',
    names:
      'FreeUpYouriCloud ClearYourStorage PhotoPurgeChallenge BackUpYourPhotosDay OldPhotosDigChallenge',
    also: 'storage',
    spelled: 'iCloud',
  },
  typewriter: {
    things: 'Keys Paper Ribbon Bell Ink Letter Desk',
    moves: 'LetterWriting SpeedType PoemOnDemand ThriftFind Restoration',
    verbs: 'Type Clack Write Ding',
    names:
      'PoemsOnDemand TypewriterPoemADay LoveLetterByTypewriter TypewriterThankYouNote TypewriterASMR',
  },
  'digital planner': {
    things: 'Stylus Sticker Template Calendar Widget Tab Habit',
    moves: 'PlanWithMe WeeklySpread StickerHaul MonthlySetup HabitTracker',
    verbs: 'Plan Sketch Organize Decorate',
    names:
      'PlanWithMe DecorateYourPlanner WeeklySpreadChallenge DigitalPlannerReset DigitalPlannerSetup',
  },
  vlog: {
    things: 'Camera Tripod Mic Intro Coffee Mirror Car City',
    moves: 'DayInTheLife MorningRoutine CityWalk WeeklyRecap BehindTheScenes',
    verbs: 'Film Edit Post Narrate',
    names: 'VlogWithMe VlogYourMorning OneSecondEveryDay DailyVlogChallenge WeekInMyLife',
    also: 'vlogging vlogger',
  },
  gif: {
    things: 'Reaction Meme Loop Keyboard Sticker Chat Face',
    moves: 'ReactionOnly MemeReply RecreateIt FrameByFrame',
    verbs: 'React Loop Send Recreate',
    names: 'ReplyOnlyInGIFs RecreateTheGIF MakeYourOwnGIF DescribeYourDayInGIFs GIFBattle',
    spelled: 'GIF',
  },
  hologram: {
    things: 'Pyramid Phone Projector Light Illusion Fan Display',
    moves: 'PhonePyramid FloatingImage DIYProjector HoloIllusion',
    verbs: 'Project Build Float Glow',
    names:
      'DIYHologramChallenge PhoneHologramHack HologramPyramidBuild HologramOfMyPet HologramIllusion',
  },
  dashcam: {
    things: 'Windshield Car Road Camera Mount Sunset Commute',
    moves: 'ScenicDrive RoadTripLapse SunsetDrive CommuteRecap',
    verbs: 'Record Mount Capture Review',
    names:
      'DashcamScenicDrive DashcamGuessTheCity DashcamSunsetDrive RoadTripTimelapse DashcamRoadTrip',
  },
  'google docs': {
    things: 'Doc Comment Cursor Font Template Outline Checklist Folder',
    moves: 'GroupProject LiveCollab SharedStory VersionHistory',
    verbs: 'Type Share Comment Edit',
    names:
      'PassTheDocStory OneDocOneStory PlanATripInGoogleDocs WriteTogetherLive SharedStoryChallenge',
    also: 'gdocs',
  },
  'self driving car': {
    things: 'Backseat Wheel Screen Sensor Camera Route Dashboard',
    moves: 'FirstRide BackseatReview RideAlong NoDriverReaction',
    verbs: 'Ride Park Steer Navigate',
    names:
      'MyFirstRobotaxiRide NoDriverNoProblem RobotaxiCityTour RobotaxiToDinner RobotaxiReaction',
    also: 'waymo robotaxi selfdriving',
  },
  'selfie stick': {
    things: 'Phone Remote Tripod Clip Mirror Light Crowd Landmark',
    moves: 'GroupSelfie WideShot HighAngle SpinShot LandmarkSnap',
    verbs: 'Extend Snap Pose Spin',
    names:
      'EveryoneInFrame BestGroupSelfie FitTheWholeFamily SelfieStickSpinShot GroupSelfieChallenge',
  },
  vpn: {
    things: 'Server Location Shield Router Laptop Phone Map Key',
    moves: 'SpeedTest LocationHop PrivacyCheck CafeWifi',
    verbs: 'Connect Protect Encrypt Switch',
    names: 'PrivacyCheckChallenge LockDownYourWiFi VPNOnCafeWiFi SecureYourPhoneDay VPNSpeedTest',
    spelled: 'VPN',
  },
  review: {
    things: 'Unboxing Gadget Stars Rating Box Price Battery Camera Screen Verdict',
    moves: 'HonestTake FirstImpression StarRating WorthItOrNot SideBySide ProsAndCons',
    verbs: 'Rate Test Compare Unbox',
    names: 'WorthItOrNot RateItOutOf10 ThreeWordReview HonestReviewChallenge TestedSoYouDontHaveTo',
    also: 'productreview',
  },
  photoshop: {
    things: 'Layers Brush Mask Filter Selection Background Canvas Tablet Cursor Eraser',
    moves: 'BackgroundSwap FaceSwap PhotoEdit BeforeAndAfter GenerativeFill Retouch',
    verbs: 'Edit Crop Layer Blend',
    names: 'PhotoshopBattle SpotTheEdit PhotoshopMeAnywhere EditMeIntoAMovie BeforeAndAfterEdit',
    spelled: 'Photoshop',
  },
  github: {
    things: 'Repo Commit Branch Octocat Readme Profile Issue Terminal Code Contribution',
    moves: 'FirstCommit PullRequest GreenSquares ReadmeGlowUp ForkIt BugReport',
    verbs: 'Commit Push Fork Merge',
    names: 'MyFirstPullRequest GreenSquaresChallenge StarYourFavoriteRepo ReadmeRoast ShipItFriday',
    spelled: 'GitHub',
  },
  'open source': {
    things: 'Repo Code License Community Contributor Linux Issue Terminal Project Docs',
    moves: 'FirstContribution PullRequest BugFix DocsFix HelpWanted',
    verbs: 'Contribute Share Fix Build',
    names: 'MyFirstContribution FixOneBug ThankAMaintainer FixTheDocsDay HacktoberfestChallenge',
    also: 'foss',
  },
  threads: {
    things: 'Post Reply Feed Profile Followers App Hashtag Quote Repost Thread',
    moves: 'HotTake FirstPost ReplyChain Repost QuotePost',
    verbs: 'Post Reply Share Scroll',
    names: 'FinishMyThread ReplyChainChallenge FirstThreadsPost ThreadsGoodNewsDay ThreadsHotTake',
  },
  canon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    names: 'ShotOnCanon CanonPortraitChallenge ManualModeOnly OneLensChallenge GoldenHourChallenge',
  },
  nikon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    names: 'ShotOnNikon NikonPhotoWalk NikonGoldenHour ManualModeOnly OneLensChallenge',
  },
  sony: {
    things: 'Camera PlayStation Headphones Walkman TV Lens Speaker Controller Remote Mic',
    moves: 'CinematicShot NoiseCancel GoldenHour SlowMo BrollEdit',
    verbs: 'Shoot Film Listen Play',
    names:
      'ShotOnSony CinematicBrollChallenge CinematicCoffeeBroll WalkmanThrowback PlayStationThrowback',
  },
  accessibility: {
    things: 'Captions ScreenReader AltText Font Contrast Keyboard Voice Ramp Settings Subtitles',
    moves: 'AltTextIt CaptionIt KeyboardOnly VoiceControl ContrastCheck',
    verbs: 'Caption Describe Include Design',
    names: 'CaptionItChallenge WriteTheAltText TryAScreenReader NoMouseChallenge LearnASignADay',
    also: 'a11y',
  },
} as const satisfies KeywordEntries;
