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
    core: 'Case Camera Swipe',
    names:
      'ShotOniPhone OneiPhoneTrickADay SecretSettingsChallenge PortraitModeChallenge TeachGrandmaiPhone',
    also: 'ios',
    spelled: 'iPhone',
  },
  ai: {
    things: 'Robot Chatbot Prompt Avatar Filter Assistant Voice Image Algorithm',
    moves: 'AIArt PromptBattle RobotVoice AIFilter AIYearbook',
    verbs: 'Prompt Generate Ask Automate',
    core: 'Robot Chatbot Prompt',
    names: 'AIOrReal HumanVsAI CanAIDoIt AIPlansMyDay PromptOfTheDay',
    also: 'artificialintelligence chatbot',
    spelled: 'AI',
  },
  chatgpt: {
    things: 'Prompt Chatbot Answer Recipe Poem Robot Assistant Essay',
    moves: 'MealPlan TravelPlan WorkoutPlan StudyGuide PromptHack',
    verbs: 'Prompt Ask Generate Rewrite',
    core: 'Prompt Chatbot Ask',
    names:
      'AskChatGPTAnything ChatGPTPlansMyDay ChatGPTVsMe GuessIfChatGPTWroteIt TeachGrandmaChatGPT',
    also: 'gpt openai',
    spelled: 'ChatGPT',
  },
  coding: {
    things: 'Laptop Keyboard Monitor Terminal Website App Coffee Python Bug',
    moves: 'Debugging HelloWorld SideProject CodeAlong LeetCode',
    verbs: 'Code Debug Build Ship Deploy',
    core: 'Laptop Bug Code',
    names: 'CodeWithMe 100DaysOfCode DebugWithMe HelloWorldChallenge BuildAnAppIn24Hours',
    also: 'code programming coder',
  },
  phone: {
    things: 'Case Charger Camera Screen Battery Wallpaper Ringtone Widget Lockscreen',
    moves: 'PhotoDump WallpaperSwap HomeScreenTour CaseHaul ScreenTimeReveal',
    verbs: 'Scroll Swipe Text Charge Tap',
    core: 'Case Screen Scroll',
    names:
      'PhoneDownChallenge PhoneCameraChallenge ShowMeYourScreenTime PhoneFreeDinner PhoneHacksIn60Seconds',
    also: 'smartphone cellphone mobile',
  },
  android: {
    things: 'Widget Wallpaper Launcher Icon Pixel Galaxy Charger Notification',
    moves: 'Customization HomeScreenSetup IconPack WidgetStack',
    verbs: 'Customize Swipe Tweak Theme',
    core: 'Widget Wallpaper Customize',
    names:
      'ThemeYourAndroid AndroidVsiPhone OneAndroidTrickADay AndroidHomeScreenMakeover AndroidWidgetChallenge',
  },
  samsung: {
    things: 'Galaxy Fold Flip Camera Screen Watch Buds SPen',
    moves: 'MoonZoom ZoomTest FoldTest Unboxing CameraTest',
    verbs: 'Fold Flip Zoom Unbox',
    core: 'Galaxy Fold Flip',
    names: 'ZoomIntoTheMoon FoldItFlipIt ShotOnGalaxy SamsungVsiPhone SamsungZoomChallenge',
    also: 'galaxy',
  },
  pc: {
    things: 'Keyboard Mouse Monitor GPU Case Fans RGB RAM CPU Motherboard',
    moves: 'BudgetBuild FirstBuild RGBSetup CableManagement BenchmarkRun',
    verbs: 'Build Upgrade Game Clean',
    core: 'Keyboard Mouse Build',
    names: 'MyFirstPCBuild BudgetPCBuild RateMyBuild PCBuildIn60Seconds BuildAPCWithMe',
    also: 'computer gamingpc pcbuild desktop',
    spelled: 'PC',
  },
  laptop: {
    things: 'Stickers Keyboard Charger Screen Trackpad Webcam Sleeve Battery Cafe',
    moves: 'StickerTour CleanDesktop TabCount CafeSetup KeyboardAsmr',
    verbs: 'Type Code Charge Customize',
    core: 'Stickers Keyboard Type',
    names:
      'HowManyTabsOpen DecorateYourLaptop CleanUpYourLaptop LaptopStickerChallenge RateMyLaptopSetup',
    also: 'chromebook',
  },
  'desk setup': {
    things: 'Monitor Keyboard Lamp Plant Headphones Mousepad Webcam Speaker Chair Shelf',
    moves: 'SetupTour DeskMakeover CableManagement CozyCorner MinimalSetup BudgetBuild',
    verbs: 'Organize Upgrade Style Build',
    core: 'Monitor Keyboard Lamp Organize',
    names: 'RateMySetup DeskSetupGlowUp BudgetDeskSetupChallenge CozyDeskChallenge DeskMakeover',
    also: 'setup battlestation workspace',
  },
  tiktok: {
    things: 'Sound Filter Trend Duet Stitch Caption Drafts Comments Algorithm',
    moves: 'Transition Duet Stitch GreenScreen DraftsReveal',
    verbs: 'Duet Stitch Post Scroll',
    core: 'Sound Trend Duet Scroll',
    names: 'TikTokMadeMeBuyIt DuetThis StitchThis TeachGrandmaTikTok TikTokHacksIn60Seconds',
    also: 'tiktoker fyp',
    spelled: 'TikTok',
  },
  instagram: {
    things: 'Reel Story Grid Filter Caption Feed Highlight Carousel Bio',
    moves: 'PhotoDump GridMakeover ReelTransition CarouselPost StoryPoll',
    verbs: 'Post Share Tag Scroll Edit',
    core: 'Reel Filter Post',
    names:
      'InstaVsReality RecreateYourFirstInsta AddYoursChallenge InstaPhotoDumpChallenge HiddenInstagramTricks',
    also: 'insta ig reels',
  },
  youtube: {
    things: 'Thumbnail Channel Camera Vlog Shorts Playlist Comments Intro Mic Subscriber',
    moves: 'ThumbnailDesign FirstVideo IntroReveal CollabVideo Livestream',
    verbs: 'Film Edit Upload Vlog Subscribe',
    core: 'Thumbnail Channel Subscribe',
    names:
      'RemakeMyFirstVideo FilmYourYouTubeIntro ThumbnailFaceChallenge YouTubeThumbnailChallenge OneTakeYouTubeShort',
    also: 'youtuber yt',
    spelled: 'YouTube',
  },
  snapchat: {
    things: 'Filter Streak Story Bitmoji Lens Map Memories Chat',
    moves: 'FilterSwap LensTryOn MemoriesReveal StreakCount',
    verbs: 'Snap Filter Share Save',
    core: 'Filter Streak Snap',
    names:
      'DressLikeYourBitmoji SnapFilterRoulette SnapStreakChallenge SnapMemoriesReveal OneSnapAnHour',
  },
  capcut: {
    things: 'Template Effect Filter Sound Caption Beat Text Overlay Timeline Keyframe',
    moves: 'VelocityEdit Transition BeatSync SlowMo ZoomEffect TemplateTrend',
    verbs: 'Edit Cut Sync Export',
    core: 'Template Transition Edit',
    names:
      'CapCutTemplateChallenge VelocityEditChallenge CapCutEditChallenge BeatSyncChallenge CapCutTransitionChallenge',
    spelled: 'CapCut',
  },
  canva: {
    things: 'Template Font Poster Logo Slide Flyer Sticker Invite Palette Mockup',
    moves: 'LogoDesign PosterMakeover TemplateSwap FontPairing SlideDeck',
    verbs: 'Design Create Edit Drag',
    core: 'Template Poster Design',
    names:
      'OneTemplateThreeWays DesignItInCanva CanvaLogoIn60Seconds CanvaDesignChallenge CanvaPosterChallenge',
  },
  ipad: {
    things: 'ApplePencil Keyboard Case Screen Stand Widget Notes Cover Stylus',
    moves: 'Drawing DigitalPlanner NoteTaking HomeScreenTour DrawingTimelapse',
    verbs: 'Draw Sketch Swipe Stream',
    core: 'ApplePencil NoteTaking Draw',
    names: 'DrawItOniPad PlanWithMeOniPad DailyiPadSketch EditAPhotoOniPad OneiPadTrickADay',
    also: 'tablet',
    spelled: 'iPad',
  },
  macbook: {
    things: 'Keyboard Trackpad Stickers Wallpaper Charger Sleeve Dock Notch',
    moves: 'DesktopTour StickerTour CleanDesktop ShortcutHack DockSetup',
    verbs: 'Type Customize Organize Charge',
    core: 'Stickers Trackpad Type',
    names:
      'CleanDesktopChallenge MacShortcutOfTheDay DecorateYourMacBook MacBookSetupGlowUp HiddenMacTricks',
    also: 'mac',
    spelled: 'MacBook',
  },
  airpods: {
    things: 'Case Earbud Charger Music Podcast Sound Stem',
    moves: 'SpatialAudio NoiseCancelTest LostPodHunt CaseMakeover TransparencyMode',
    verbs: 'Listen Connect Charge Pair',
    core: 'Earbud Case Listen',
    names:
      'AirPodsSoundCheck AirPodsHideAndSeek NoiseCancellingTest AirPodsCaseMakeover HiddenAirPodsTricks',
    spelled: 'AirPods',
  },
  headphones: {
    things: 'Earbuds Headset Case Mic Playlist Bass Sound Cushion Cable',
    moves: 'SoundTest BassBoost NoiseCancelTest ListeningParty',
    verbs: 'Listen Plug Tune Connect',
    core: 'Bass Playlist Listen',
    names:
      'SingWithHeadphonesOn HeadphoneWhisperChallenge GuessTheSong NoiseCancellingTest HeadphonesSoundTest',
    also: 'headset earbuds earphones gamingheadset',
  },
  'apple watch': {
    things: 'Band Strap WatchFace Steps Charger Crown Notification',
    moves: 'CloseYourRings BandSwap StepGoal FaceSetup SleepTracking',
    verbs: 'Track Close Swap Tap',
    core: 'Band Steps CloseYourRings',
    names:
      'CloseYourRings BandSwapChallenge WatchFaceOfTheDay AppleWatchStepChallenge AppleWatchMoveChallenge',
    also: 'smartwatch',
  },
  camera: {
    things: 'Lens Tripod Flash Film Strap Zoom Filter Bag Shutter Viewfinder',
    moves: 'GoldenHour PhotoWalk LensTest BehindTheShot FocusPull',
    verbs: 'Shoot Snap Focus Zoom Frame',
    core: 'Lens Flash Snap',
    names: 'PhotoWalkChallenge OneLensChallenge PhoneVsCamera ManualCameraChallenge ShotOnMyCamera',
  },
  drone: {
    things: 'Controller Propeller Battery Camera Goggles Skyline Beach Sunset Mountain',
    moves: 'Hyperlapse Dronie TopDownShot FlyOver RevealShot OrbitShot',
    verbs: 'Fly Hover Soar Film',
    core: 'Propeller Controller Fly',
    names: 'SpotMeFromTheSky DroneHideAndSeek DroneTopDownShot DroneShotReveal ShotOnADrone',
    also: 'quadcopter',
  },
  robot: {
    things: 'Arm Motor Sensor Wheel Remote Battery Circuit Chip Antenna',
    moves: 'BotBuild ObstacleCourse BotDance LineFollower SumoMatch',
    verbs: 'Build Program Code Beep',
    core: 'Antenna BotDance Beep',
    names: 'BuildABot DoTheRobot RobotDanceChallenge RobotObstacleCourse RobotVsHuman',
    also: 'robotics bot robotdog',
  },
  vr: {
    things: 'Headset Controller Avatar Goggles Game World Arena',
    moves: 'Rollercoaster PlankWalk BoxingRound ReactionCam',
    verbs: 'Dodge Swing Explore Duck',
    core: 'Headset Goggles Explore',
    names: 'FirstTimeInVR VRDanceOff VRReactionChallenge VirtualVacation VRHighScoreChallenge',
    also: 'virtualreality oculus metaquest visionpro',
    spelled: 'VR',
  },
  gopro: {
    things: 'Mount Helmet Lens Wave Snow Trail Pole Strap',
    moves: 'POVShot ChestMount Timelapse SlowMo OneTake',
    verbs: 'Mount Film Dive Ride',
    core: 'Mount Helmet POVShot',
    names: 'GoProPOVChallenge GoProMyMorning GoProOneTakeChallenge ShotOnGoPro GoProUnderwaterTest',
    spelled: 'GoPro',
  },
  'ring light': {
    things: 'Tripod Bulb Clip Remote Stand Mirror Backdrop Glow',
    moves: 'LightingSetup BeforeAndAfter AngleTest EyeCatchlight',
    verbs: 'Light Glow Film Brighten',
    core: 'Tripod Glow Light',
    names:
      'RingLightOnOff RingLightVsSunlight FindYourBestLight GoodLightingChallenge RingLightGlowUp',
  },
  podcast: {
    things: 'Mic Headphones Guest Episode Studio Cohost Intro Trailer',
    moves: 'Interview FirstEpisode HotTake MicCheck ColdOpen',
    verbs: 'Record Talk Host Edit',
    core: 'Mic Guest Episode Talk',
    names: 'StartAPodcast PodcastWithGrandma RecordEpisodeOne OneMinutePodcast PodcastInOneTake',
  },
  'mechanical keyboard': {
    things: 'Keycap Switch Spacebar Case Deskmat Plate Lube',
    moves: 'SoundTest TypingTest SwitchSwap KeycapReveal',
    verbs: 'Type Clack Build Lube',
    core: 'Keycap Spacebar Clack',
    names:
      'MechanicalKeyboardTest ThockOrClack BuildYourKeyboard KeycapSwapChallenge GuessTheKeyboardSound',
    also: 'keeb',
  },
  typing: {
    things: 'Keyboard Keys Fingers Screen Words Timer Leaderboard',
    moves: 'SpeedTest WordsPerMinute BlindType OneHand TouchType',
    verbs: 'Type Race Tap Clack',
    core: 'Keyboard WordsPerMinute Type',
    names: 'TypingSpeedTest TypeTheAlphabet BlindTypingChallenge OneHandTyping TypingSpeedRace',
    also: 'touchtyping typingtest',
  },
  python: {
    things: 'Script Laptop Terminal Turtle Loop Function List Library Notebook',
    moves: 'HelloWorld TurtleDrawing MiniGame Automation DataPlot',
    verbs: 'Code Debug Run Automate',
    core: 'Script HelloWorld Code',
    names: 'CodeASnakeGame LearnPythonWithMe PythonTurtleArt 100DaysOfPython PythonMiniGame',
  },
  javascript: {
    things: 'Browser Button Website Console Function Tab Array Event',
    moves: 'TodoApp DarkModeToggle ConsoleLog Animation MiniGame',
    verbs: 'Code Debug Animate Build',
    core: 'Browser Website Code',
    names:
      '30DaysOfJavaScript BuildATodoApp JavaScriptOneLiner CodeAClickerGame LearnJavaScriptWithMe',
    also: 'js',
    spelled: 'JavaScript',
  },
  website: {
    things: 'Homepage Domain Logo Button Font Layout Portfolio Header Template',
    moves: 'LandingPage PortfolioBuild Redesign DarkMode OnePager',
    verbs: 'Design Build Launch Code',
    core: 'Homepage Domain Launch',
    names:
      'BuildAWebsiteIn1Day RedesignAnOldWebsite OnePageWebsiteChallenge RateMyWebsite PortfolioMakeover',
    also: 'webdesign webdev html css',
  },
  app: {
    things: 'Icon Widget Notification Button Screen Update Feature Review',
    moves: 'HomeScreenTour HiddenFeature IconRedesign FirstReview BetaTest',
    verbs: 'Download Tap Swipe Build',
    core: 'Icon Download Tap',
    names: 'PitchYourAppIdea DesignYourDreamApp GuessTheAppIcon DeleteOneAppADay AppDetoxChallenge',
  },
  emoji: {
    things: 'Keyboard Sticker Face Heart Sparkle Reaction Text',
    moves: 'MovieGuess SongGuess PictureStory FaceMatch KeyboardRecents',
    verbs: 'React Guess Text Send',
    core: 'Heart Face React',
    names:
      'GuessTheMovieByEmoji MakeTheEmojiFace EmojiStoryTime ActOutYourTopEmoji TeachGrandmaEmojis',
  },
  wifi: {
    things: 'Router Password Signal Bars Hotspot Cafe Modem',
    moves: 'SpeedTest SignalHunt DeadZone RouterReset OfflineDay',
    verbs: 'Connect Reset Stream Buffer',
    core: 'Router Signal Connect',
    names: 'NameYourWiFi FunniestWiFiNameWins FindTheWiFiDeadZone WiFiFreeWeekend WiFiSpeedTest',
    spelled: 'WiFi',
  },
  battery: {
    things: 'Charger Powerbank Cable Phone Case Laptop Earbuds Widget',
    moves: 'LowPowerMode OnePercent DrainTest OvernightCharge',
    verbs: 'Charge Drain Save Plug',
    core: 'Charger OnePercent Charge',
    names:
      'OnePercentClub GuessMyBatteryLevel ScreenshotYourBattery NoChargerTillNight BatteryLevelChallenge',
    also: 'powerbank',
  },
  charger: {
    things: 'Cable Brick Plug Outlet Adapter Port Wire MagSafe',
    moves: 'FastCharge CableOrganize WirelessCharge TangleFree',
    verbs: 'Charge Plug Borrow Untangle',
    core: 'Cable Plug Charge',
    names: 'WhoTookMyCharger LabelYourCharger FindTheCharger ChargerDrawerCleanout FastChargeTest',
  },
  'phone case': {
    things: 'Sticker Charm Strap Glitter Photo Card Grip',
    moves: 'CaseCollection StickerDecor CharmSwap MatchingCases BacksideReveal',
    verbs: 'Decorate Swap Customize Match',
    core: 'Sticker Charm Decorate',
    names:
      'DIYPhoneCase WhatsBehindMyPhoneCase DecorateYourCase MatchYourPhoneCase PhoneCaseMakeover',
  },
  gadget: {
    things: 'Charger Speaker Headphones Lamp Stand Projector Tracker Powerbank Remote',
    moves: 'TechHaul Unboxing WorthItTest DeskUpgrade CoolFind',
    verbs: 'Unbox Test Rate Upgrade',
    core: 'Speaker Charger Unbox',
    names: 'GuessThisGadget BestGadgetUnder20 WorthItOrNot CoolestGadgetWins TestAViralGadget',
  },
  'smart home': {
    things: 'Lights Speaker Plug Doorbell Thermostat Hub Blinds Sensor',
    moves: 'GoodnightRoutine MorningRoutine VoiceCommand LightShow HouseTour',
    verbs: 'Automate Dim Command Control',
    core: 'Lights Doorbell VoiceCommand',
    names:
      'VoiceControlEverything SmartHomeGoodnight AutomateOneThing SmartHomeOnABudget SmartHomeMorningRoutine',
  },
  alexa: {
    things: 'Echo Speaker Timer Playlist Lights Alarm Weather Reminder',
    moves: 'JokeRequest SongRequest RandomQuestion TriviaGame MorningBriefing',
    verbs: 'Ask Play Command Set',
    core: 'Echo Speaker Ask',
    names: 'AlexaTellMeAJoke AskAlexaAnything AlexaTriviaNight AlexaPicksMyPlaylist AlexaVsSiri',
    also: 'amazonecho',
  },
  siri: {
    things: 'Voice Timer Reminder Alarm Answer Message Shortcut',
    moves: 'RandomQuestion JokeRequest VoiceCommand Dictation',
    verbs: 'Ask Call Dictate Remind',
    core: 'Voice Reminder Ask',
    names: 'HeySiriBeatbox AskSiriAnything SiriWritesMyText SiriVsAlexa HeySiriChallenge',
  },
  google: {
    things: 'Search Maps Doodle Chrome Translate Lens Docs Earth Gmail',
    moves: 'AutocompleteGame StreetViewHunt LensTest TranslateChain DoodleQuiz',
    verbs: 'Search Translate Find Map',
    core: 'Search Maps Translate',
    names:
      'AutocompleteChallenge GoogleMyName GoogleTranslateRelay StreetViewChallenge GoogleEasterEggs',
    also: 'googlemaps',
  },
  excel: {
    things: 'Spreadsheet Formula Chart Cell Column Row Tab Shortcut Macro',
    moves: 'PivotTable Vlookup AutoFill ColorCode DashboardBuild',
    verbs: 'Sort Filter Format Calculate',
    core: 'Spreadsheet Formula Chart',
    names:
      'ExcelHacksIn60Seconds BudgetInExcelChallenge ExcelShortcutRace ExcelArtChallenge TeachGrandmaExcel',
    also: 'spreadsheet googlesheets',
  },
  powerpoint: {
    things: 'Slide Transition Template Clipart Font Chart Animation',
    moves: 'PresentationNight WordArt Slideshow TransitionSpam RankingDeck',
    verbs: 'Present Pitch Animate Rank',
    core: 'Slide WordArt Present',
    names:
      'PowerPointKaraoke PowerPointNight ConvinceMeInSlides FiveSlidePowerPoint WordArtComeback',
    also: 'ppt slideshow keynote',
    spelled: 'PowerPoint',
  },
  notion: {
    things: 'Template Dashboard Page Calendar Tracker Widget Database Icon',
    moves: 'WeeklyReset DashboardTour TemplateSwap SecondBrain',
    verbs: 'Plan Organize Track Build',
    core: 'Template Dashboard Plan',
    names:
      'BuildANotionDashboard PlanYourWeekInNotion OrganizeYourLifeInNotion NotionMakeoverChallenge BuildANotionHabitTracker',
  },
  tesla: {
    things: 'Screen Frunk Supercharger Cybertruck Dashboard Keycard Camera',
    moves: 'FrunkReveal LightShow EasterEgg CarTour ChargingStop',
    verbs: 'Charge Drive Park Honk',
    core: 'Supercharger Cybertruck Charge',
    names: 'TeslaLightShow TeslaEasterEggHunt PackTheFrunk TeslaKaraoke TeslaRoadTripChallenge',
    also: 'ev electriccar',
  },
  '3d printing': {
    things: 'Printer Filament Nozzle Layer Model Spool Bed Resin',
    moves: 'Timelapse FirstPrint ToyPrint SpaghettiFail BenchyBoat',
    verbs: 'Print Design Slice Sand',
    core: 'Printer Filament Print',
    names: 'WatchItPrint 3DPrintChallenge 3DPrintAHouseholdFix PrintedNotBought 3DPrintTimelapse',
    also: '3dprinter 3dprint',
    spelled: '3DPrinting',
  },
  'raspberry pi': {
    things: 'Board Screen Sensor Case Cable Breadboard Pin',
    moves: 'RetroConsole WeatherStation HomeServer MagicMirror BlinkingLight',
    verbs: 'Build Code Wire Boot',
    core: 'Board Sensor Code',
    names:
      'BuildAPiGadget PiMagicMirrorBuild PiWeatherStation RaspberryPiChallenge RetroConsoleBuild',
    also: 'arduino',
  },
  linux: {
    things: 'Terminal Penguin Desktop Laptop Server Shell Distro Kernel',
    moves: 'FirstInstall DesktopTour TerminalTrick DistroHop',
    verbs: 'Install Code Customize Compile',
    core: 'Terminal Penguin Install',
    names:
      'TryLinuxForAWeek LinuxOnAnOldLaptop TerminalTrickOfTheDay LinuxTerminalChallenge LinuxDesktopMakeover',
    also: 'ubuntu',
  },
  windows: {
    things: 'Desktop Wallpaper StartMenu Taskbar Paint Solitaire Icon Shortcut',
    moves: 'StartupSound KeyboardShortcut DesktopTour PaintMasterpiece',
    verbs: 'Restart Update Click Drag',
    core: 'StartMenu Solitaire Restart',
    names:
      'MSPaintChallenge WindowsSoundRemix RecreateWindowsWallpaper WindowsShortcutRace BeatMySolitaireTime',
    also: 'windowsxp microsoft',
  },
  cybersecurity: {
    things: 'Password Padlock Email Shield Key Alert Firewall',
    moves: 'SpotTheScam PasswordCheck PhishingTest TwoFactor',
    verbs: 'Protect Lock Scan Encrypt',
    core: 'Padlock Shield Protect',
    names:
      'SpotTheScam CybersecurityChallenge TurnOnTwoFactor StrongPasswordChallenge CyberSafetyCheckup',
    also: 'cyber infosec',
  },
  password: {
    things: 'Padlock Key Symbol Number Account Hint Manager',
    moves: 'StrengthTest TwoFactor ForgotAgain ResetLoop',
    verbs: 'Lock Reset Forget Protect',
    core: 'Padlock Key Lock',
    names:
      'HowStrongIsYourPassword MakeAPassphrase ChangeOnePasswordADay PasswordManagerChallenge PasswordCheckupChallenge',
  },
  livestream: {
    things: 'Chat Camera Mic Overlay Lights Viewer Alert Emote Schedule',
    moves: 'FirstStream StreamSetup QandA Collab Raid',
    verbs: 'Stream Chat React Host',
    core: 'Chat Viewer Stream',
    names:
      'MyFirstStream GoLiveForAnHour AskMeAnythingLive FirstLivestreamChallenge LivestreamSetupGlowUp',
    also: 'streaming obs',
  },
  'green screen': {
    things: 'Background Backdrop Lights Photo Effect Template Clip',
    moves: 'StoryTime FakeVacation ReactionVid Explainer TeleportEdit',
    verbs: 'React Explain Teleport Swap',
    core: 'Background FakeVacation Teleport',
    names:
      'GreenScreenVacation TeleportMeAnywhere GreenScreenWeatherman GreenScreenStoryTime GreenScreenChallenge',
  },
  editing: {
    things: 'Timeline Filter Effect Template Laptop Music Caption Overlay',
    moves: 'VelocityEdit JumpCut BeatSync SpeedRamp ColorGrade',
    verbs: 'Edit Cut Sync Render',
    core: 'Timeline JumpCut Edit',
    names: 'EditToTheBeat RawVsEdited OneClipThreeEdits EditingChallenge BeforeAndAfterEdit',
    also: 'videoediting editor premierepro aftereffects finalcut',
  },
  transition: {
    things: 'Outfit Hand Snap Spin Jump Clap Mirror Door Camera',
    moves: 'OutfitSwap SnapSwitch HandCover JumpCut SpinSwap MirrorWipe',
    verbs: 'Snap Spin Switch Swap',
    core: 'Snap OutfitSwap Switch',
    names:
      'SnapAndSwitch PassTheTransition OutfitSwapTransition SmoothestTransition BeforeAndAfterReveal',
  },
  filter: {
    things: 'Face Lens Effect Camera Sticker Sparkle Mirror',
    moves: 'FaceSwap AgeSwap LookAlike CharacterQuiz InvertedView',
    verbs: 'Swap Try Zoom React',
    core: 'Face Lens FaceSwap',
    names: 'NoFilterChallenge FilterRoulette TryTheAgeFilter FilterVsNoFilter WhichCharacterAmI',
    also: 'aifilter',
  },
  'slow motion': {
    things: 'Camera Splash Balloon Hair Water Wave Confetti',
    moves: 'HairFlip BalloonPop WaterSplash ConfettiThrow JumpShot',
    verbs: 'Flip Splash Jump Throw',
    core: 'Splash HairFlip BalloonPop',
    names: 'SlowMoHairFlip SlowMoSplash SlowMoConfettiToss SlowMoBalloonPop SlowMoJumpShot',
    also: 'slowmo',
  },
  'time lapse': {
    things: 'Sunset Clouds Sky Plant Flower City Candle Ice Drawing Tripod',
    moves: 'SunsetLapse PlantGrowth CloudRoll RoomMakeover DrawingProcess',
    verbs: 'Film Watch Grow Wait',
    core: 'Sunset Clouds PlantGrowth',
    names: 'WatchItGrow SunriseToSunset IceMeltTimelapse TimelapseMyDrawing 24HourTimelapse',
    also: 'hyperlapse',
  },
  facebook: {
    things: 'Profile Memories Group Marketplace Post Status Comment Poke Timeline',
    moves: 'MemoriesReveal OldProfilePic MarketplaceFind StatusThrowback',
    verbs: 'Post Share Poke Tag Like',
    core: 'Profile Marketplace Post',
    names:
      'ReactToOldFacebookPosts RecreateYourFacebookPic FacebookMemoriesChallenge MarketplaceFindOfTheWeek TeachGrandmaFacebook',
    also: 'fb meta',
  },
  twitter: {
    things: 'Tweet Thread Hashtag Bio Trend Follower Timeline',
    moves: 'OldTweetReveal QuoteTweet ThreadTime TrendRecap',
    verbs: 'Tweet Post Quote Thread',
    core: 'Tweet Hashtag Trend',
    names: 'ReadingMyOldTweets SixWordTweet ActOutATweet FirstTweetReveal TweetAsYourPet',
    also: 'tweet',
  },
  pinterest: {
    things: 'Board Pin Idea Recipe Outfit Room Wallpaper Aesthetic',
    moves: 'MoodBoard PinRecreate VisionBoard BoardTour NailedIt',
    verbs: 'Pin Save Recreate Curate',
    core: 'Pin MoodBoard Aesthetic',
    names:
      'PinterestVsReality PinterestMadeMeDoIt RecreateAPin BuildAMoodBoard VisionBoardChallenge',
  },
  whatsapp: {
    things: 'Chat Status Sticker VoiceNote Group Wallpaper Call',
    moves: 'VoiceNoteOnly FamilyGroup StickerPack StatusUpdate GroupRename',
    verbs: 'Text Reply Forward Call',
    core: 'Chat VoiceNote FamilyGroup',
    names:
      'WhatsAppVoiceNoteDay GuessWhoSentIt WhatsAppStickerOnlyDay MakeAWhatsAppSticker ActOutTheGroupChat',
    spelled: 'WhatsApp',
  },
  discord: {
    things: 'Server Channel Bot Role Ping Status Sticker Badge',
    moves: 'ServerTour GameNight BotSetup VoiceChat ServerMakeover',
    verbs: 'Ping Join Chat Mod',
    core: 'Server VoiceChat Ping',
    names:
      'DiscordTriviaNight DiscordGameNight BuildADiscordBot DrawAServerEmote DiscordServerMakeover',
  },
  reddit: {
    things: 'Upvote Thread Community Comment Meme Post Karma Award',
    moves: 'StorytimeThread CommentChain UpvoteHunt AMA',
    verbs: 'Upvote Post Comment Scroll',
    core: 'Upvote Karma Thread',
    names:
      'AskRedditAnything ActOutARedditPost TopCommentChallenge TryTheTopRedditTip StorytimeFromReddit',
  },
  linkedin: {
    things: 'Profile Headline Post Resume Connection Banner Badge',
    moves: 'CorporateSpeak HeadlineRewrite ProfileMakeover HumbleBragPost',
    verbs: 'Connect Network Post Endorse',
    core: 'Resume Profile Network',
    names:
      'WriteItLikeLinkedIn AnnounceYourSmallWin CorporateSpeakChallenge LinkedInBioRewrite LinkedInHeadshotDIY',
    spelled: 'LinkedIn',
  },
  bereal: {
    things: 'Notification FrontCam BackCam Timer Friends Moment Memories',
    moves: 'TwoMinuteDash DualShot LatePost MemoriesReveal',
    verbs: 'Snap Post React Rush',
    core: 'Notification DualShot Snap',
    names: 'TimeToBeReal BeRealInTwoMinutes 30DaysOfBeReal BeRealMemoriesReveal BeRealChallenge',
    spelled: 'BeReal',
  },
  email: {
    things: 'Inbox Subject Signature Draft Attachment Folder Newsletter Reply',
    moves: 'InboxZero UnsubscribeSpree SubjectLine ReplyAll',
    verbs: 'Reply Send Archive Forward',
    core: 'Inbox ReplyAll Send',
    names:
      'InboxZeroChallenge FiveSentenceEmail PolitestEmailChallenge BestEmailSignOff UnsubscribeFromEverything',
    also: 'gmail inbox',
  },
  'predictive text': {
    things: 'Keyboard Suggestion Word Sentence Phone Prompt Screen',
    moves: 'SentenceFinish MiddleButton StoryChain BioWrite WordChain',
    verbs: 'Tap Type Finish Predict',
    core: 'Suggestion MiddleButton Predict',
    names:
      'LetMyPhoneFinishThis MiddleButtonChallenge PredictiveTextPoem PredictiveTextWritesBio PredictiveTextChallenge',
  },
  rgb: {
    things: 'Lights Keyboard Fan Strip Case Mouse Desk Glow',
    moves: 'LightShow RainbowMode ColorWave LightSync NightMode',
    verbs: 'Glow Sync Light Dim',
    core: 'Lights Glow RainbowMode',
    names: 'RGBToTheBeat RGBLightShow PickMyRGBColor RGBSetupGlowUp RGBRoomMakeover',
    also: 'ledlights',
    spelled: 'RGB',
  },
  monitor: {
    things: 'Screen Stand Arm Wallpaper Webcam Cable Desk Bezel',
    moves: 'DualSetup UltrawideUpgrade VerticalMount TripleSetup CableHide',
    verbs: 'Mount Upgrade Tilt Calibrate',
    core: 'Screen Wallpaper DualSetup',
    names:
      'HowManyMonitors HideTheMonitorCables DualMonitorGlowUp RateMyMonitorSetup MonitorSetupChallenge',
  },
  tv: {
    things: 'Remote Couch Screen Soundbar Channel Console Speaker Wall',
    moves: 'MovieNight WallMount BingeWatch SoundTest RemoteHunt',
    verbs: 'Watch Stream Mount Binge',
    core: 'Remote Couch Watch',
    names: 'NameThatTVTheme GuessTheTVShow TVShowCharades RecreateATVIntro TVShowQuoteChallenge',
    also: 'television smarttv appletv',
    spelled: 'TV',
  },
  projector: {
    things: 'Screen Wall Sheet Blanket Popcorn Backyard Ceiling Speaker',
    moves: 'BackyardCinema MovieNight CeilingMovie BedroomCinema StarProjection',
    verbs: 'Project Watch Dim Stream',
    core: 'Screen MovieNight Project',
    names:
      'ProjectOnAnything BackyardMovieNight StarsOnMyCeiling ProjectorTraceArt ProjectorShadowPuppets',
  },
  kindle: {
    things: 'Case Sticker Cover Ebook Library Highlight Bookmark',
    moves: 'CaseMakeover StickerDecor BedtimeRead YearlyStats LibraryTour',
    verbs: 'Read Highlight Download Swipe',
    core: 'Ebook Bookmark Read',
    names:
      'DecorateYourKindle KindleReadingChallenge ShareYourTopHighlight KindleVsBook KindleCaseMakeover',
    also: 'ereader ebook',
  },
  'flip phone': {
    things: 'Keypad Charm Ringtone Antenna Camera Sticker Case Snake',
    moves: 'DumbphoneWeek T9Text Y2KPhoto SnakeGame DigitalDetox',
    verbs: 'Flip Text Snap Unplug',
    core: 'Keypad Ringtone Flip',
    names:
      'DumbphoneChallenge FlipPhoneFor7Days T9TextChallenge FlipPhonePhotoDump FlipPhoneSummer',
    also: 'dumbphone razr',
  },
  'retro tech': {
    things: 'Cassette Walkman Floppy VHS Camcorder Pager RotaryPhone',
    moves: 'KidsReact GuessTheGadget ThriftFind BootUp Rewind',
    verbs: 'Rewind Boot Plug Restore',
    core: 'Cassette VHS Rewind',
    names:
      'KidsReactToRetroTech GuessThisOldGadget CanYouUseARotaryPhone RewindTheCassette BootUpAnOldComputer',
    also: 'oldtech vintagetech walkman vhs camcorder',
  },
  ipod: {
    things: 'ClickWheel Playlist Earbuds Song Shuffle Case Nano Dock',
    moves: 'PlaylistTour ShuffleGame ThriftFind ClickWheelAsmr Restore',
    verbs: 'Shuffle Click Play Sync',
    core: 'ClickWheel Playlist Shuffle',
    names:
      'ShuffleOnlyChallenge FiveSongsOnMyiPod PlayYourOldiPodPlaylist OnlyAniPodForAWeek GuessMyiPodSong',
    also: 'mp3player',
    spelled: 'iPod',
  },
  digicam: {
    things: 'Flash Lens Strap Battery Charm Zoom Screen',
    moves: 'FlashPhoto PhotoDump Y2KShoot MirrorPic ThriftFind',
    verbs: 'Snap Shoot Flash Zoom',
    core: 'Flash Lens Snap',
    names:
      'DigicamPhotoChallenge FlashOnChallenge DigicamMirrorSelfie ThriftedCameraTest DigicamForAWeek',
    also: 'digitalcamera',
  },
  roomba: {
    things: 'Dock Brush Map Sensor Bumper Crumbs Couch Sticker',
    moves: 'CleaningRun ObstacleCourse PetReaction NameReveal MapReveal',
    verbs: 'Vacuum Clean Dock Map',
    core: 'Crumbs CleaningRun Vacuum',
    names: 'NameYourRoomba RoombaObstacleCourse RoombaMazeChallenge DressUpYourRoomba RoombaRace',
    also: 'robotvacuum',
  },
  'smart glasses': {
    things: 'Lens Frame Camera Speaker Case Button Display',
    moves: 'POVVideo FirstLook TranslateTest HandsFreeShot WalkAndTalk',
    verbs: 'Record Wear Ask Capture',
    core: 'Lens Camera POVVideo',
    names:
      'FilmItHandsFree POVThroughMyGlasses TranslateWithGlasses SmartGlassesChallenge SmartGlassesCookAlong',
    also: 'metaglasses',
  },
  gpu: {
    things: 'Fans Card Cooler Slot Cable Case Benchmark Driver',
    moves: 'InstallDay FPSTest BenchmarkRun Unboxing CableRouting',
    verbs: 'Install Upgrade Render Overclock',
    core: 'Card Fans FPSTest',
    names: 'GPUUpgradeChallenge BeforeAndAfterFPS GuessMyFPS FirstGPUInstall GPUSpeedTest',
    also: 'graphicscard',
    spelled: 'GPU',
  },
  'software engineer': {
    things: 'Laptop Coffee Monitor Keyboard Code Bug Standup Ticket Hoodie Deadline',
    moves: 'DayInTheLife CodeReview PairProgramming OnCall FridayDeploy',
    verbs: 'Code Debug Ship Review',
    core: 'Laptop Bug Code',
    names:
      'ExplainYourCodeToMom RubberDuckDebugging FixThisBugWithMe DevSpeedCodingChallenge SoftwareEngineerExplains',
    also: 'developer dev programmer swe techinterview',
  },
  'data science': {
    things: 'Chart Graph Dataset Dashboard Spreadsheet Python Model Notebook',
    moves: 'DataViz Prediction DashboardBuild DataCleaning',
    verbs: 'Plot Predict Clean Visualize',
    core: 'Chart Dataset Predict',
    names: 'MyLifeInData ChartYourWeek GuessTheGraph DataVizChallenge DataScienceChallenge',
    also: 'data',
  },
  startup: {
    things: 'Pitch Idea Founder Garage Laptop Logo Investor Launch Deck Office',
    moves: 'ElevatorPitch LaunchDay DayInTheLife GarageBuild',
    verbs: 'Pitch Launch Build Ship',
    core: 'Pitch Founder Launch',
    names:
      'BuildAStartupInPublic PitchYourStartupIdea ShipItIn30Days PitchMeIn60Seconds StartupPitchChallenge',
  },
  'ai art': {
    things: 'Prompt Portrait Avatar Style Landscape Canvas Filter Image',
    moves: 'PromptBattle StyleSwap PetPortrait FantasyScene AvatarMakeover',
    verbs: 'Prompt Generate Imagine Remix',
    core: 'Prompt Avatar Generate',
    names: 'HumanVsAIArt AIArtOrReal DrawItThenPromptIt AIPaintsMyPet AIArtChallenge',
    also: 'aiimage midjourney',
    spelled: 'AIArt',
  },
  'prompt engineering': {
    things: 'Chatbot Template Keyword Role Example Output Model',
    moves: 'PromptBattle PromptSwap ChainOfThought FewShot',
    verbs: 'Prompt Refine Test Iterate',
    core: 'Chatbot PromptBattle Prompt',
    names:
      'OnePromptChallenge FixMyPrompt OnePromptThreeBots BetterPromptBetterAnswer PromptOfTheDay',
    also: 'prompt prompting',
  },
  fitbit: {
    things: 'Steps Tracker Band Sleep Badge Goal Screen HeartRate',
    moves: '10kSteps StepRace SleepScore BadgeHunt',
    verbs: 'Walk Track Sync Step',
    core: 'Steps Tracker Walk',
    names:
      '10kStepsADay BeatMyStepCount FitbitFamilyChallenge FitbitSleepChallenge FitbitStepChallenge',
    also: 'fitnesstracker',
  },
  'walkie talkie': {
    things: 'Antenna Channel Button Battery Backyard Radio Code',
    moves: 'SecretCode RadioCheck BackyardMission OverAndOut',
    verbs: 'Talk Tune Call Signal',
    core: 'Radio OverAndOut Talk',
    names:
      'OverAndOutChallenge WalkieTalkieTreasureHunt PickYourCodeName WalkieTalkieMission WalkieTalkieHideAndSeek',
  },
  'cable management': {
    things: 'ZipTie Velcro Tray Sleeve Clip Desk PowerStrip Label',
    moves: 'BeforeAndAfter DeskMakeover UnderDeskReveal WireHide',
    verbs: 'Tidy Hide Route Organize',
    core: 'ZipTie WireHide Tidy',
    names:
      'CableChaosToCalm TameTheCables UnderDeskCableReveal WireHidingChallenge NoCablesVisible',
  },
  'home screen': {
    things: 'Widget Icon Wallpaper Folder Dock Theme Lockscreen',
    moves: 'WidgetStack IconMakeover ThemeSwap MinimalSetup AestheticSetup',
    verbs: 'Customize Theme Organize Swipe',
    core: 'Widget Icon Customize',
    names:
      'RateMyHomeScreen ThemeYourHomeScreen OneColorHomeScreen HomeScreenMakeover HomeScreenGlowUp',
    also: 'widget lockscreen',
  },
  wallpaper: {
    things: 'Lockscreen Photo Pattern Gradient Quote Theme Art',
    moves: 'DailySwap MatchingSet ThemeChange LockscreenReveal',
    verbs: 'Swap Set Design Match',
    core: 'Lockscreen Photo Swap',
    names:
      'ShowYourLockScreen DrawYourWallpaper SwapWallpapersWithMe WallpaperRoulette MatchingWallpapers',
  },
  'dark mode': {
    things: 'Screen Theme App Toggle Code Eyes Night Setting',
    moves: 'LightVsDark ThemeSwitch NightScroll CodeSetup',
    verbs: 'Toggle Switch Dim Code',
    core: 'Toggle Night LightVsDark',
    names:
      'LightModeOrDarkMode DarkModeEverything DarkModeForAWeek DarkModeMakeover DarkModeChallenge',
  },
  ringtone: {
    things: 'Phone Song Alarm Notification Sound Volume Marimba',
    moves: 'GuessTheSound ThrowbackTone ClassicRemix AlarmRemix',
    verbs: 'Ring Remix Play Sing',
    core: 'Phone Marimba Ring',
    names:
      'GuessTheRingtone SingYourRingtone DanceToYourRingtone RingtoneRemix MakeYourOwnRingtone',
  },
  notification: {
    things: 'Badge Banner Phone Sound Ping Bell Alert Lockscreen',
    moves: 'DoNotDisturb InboxZero UnreadCount PingCount ReplyRace',
    verbs: 'Ping Mute Swipe Reply',
    core: 'Bell Ping DoNotDisturb',
    names:
      'DoNotDisturbDay HowManyUnread ClearAllNotifications NotificationFreeDay NotificationDetox',
  },
  screenshot: {
    things: 'Phone Screen Meme Chat Album Photo Gallery Folder',
    moves: 'RandomReveal MemeDump ChatReveal GalleryDive',
    verbs: 'Capture Share Save Crop',
    core: 'Meme Chat Capture',
    names:
      'ShowYourLastScreenshot ExplainYourScreenshots ScreenshotRoulette ScreenshotPurge GuessMyScreenshot',
  },
  tech: {
    things: 'Gadget Phone Laptop Headphones Charger Keyboard Desk Monitor Robot App',
    moves: 'Unboxing SetupTour GadgetHaul DeskSetup SpeedTest',
    verbs: 'Unbox Upgrade Build Code',
    core: 'Gadget Phone Unbox',
    names:
      'ShowYourTechSetup TechFreeSunday TeachGrandmaTech TechThatChangedMyLife OldTechVsNewTech',
    also: 'technology techtok techtips',
  },
  electronics: {
    things: 'Circuit Battery Wire Switch Sensor Motor Breadboard Resistor',
    moves: 'Teardown FirstCircuit BlinkingLight Repair Rebuild',
    verbs: 'Solder Wire Fix Build',
    core: 'Circuit BlinkingLight Build',
    names:
      'WhatsInsideChallenge BuildYourFirstCircuit MakeAnLEDBlink FixBrokenElectronics DIYElectronicsChallenge',
    also: 'circuit soldering',
  },
  'augmented reality': {
    things: 'Filter Lens Headset Phone Hologram Portal Avatar',
    moves: 'PortalWalk FurniturePreview FaceLens HologramCall',
    verbs: 'Scan Place Explore Swipe',
    core: 'Hologram Portal Filter',
    names: 'RealOrAR ARFilterChallenge ARAnimalInMyRoom ARFurnitureTest ARPortalChallenge',
    also: 'ar',
  },
  tripod: {
    things: 'Phone Clip Remote Legs Mount Camera Timer',
    moves: 'TimerShot SoloShoot OutfitPhoto HighAngle SetupHack',
    verbs: 'Mount Extend Shoot Balance',
    core: 'Phone TimerShot Mount',
    names:
      'NoPhotographerNeeded TripodSelfTimerChallenge BeatTheTimerPose TripodFamilyPhoto TripodPhotoshoot',
  },
  gimbal: {
    things: 'Phone Handle Motor Battery Clamp Tripod Joystick',
    moves: 'SmoothWalk SpinShot DollyZoom FollowShot',
    verbs: 'Pan Tilt Spin Glide',
    core: 'Phone SmoothWalk Glide',
    names:
      'SmoothWalkChallenge GimbalSpinShot GimbalFollowShot DollyZoomChallenge GimbalTransition',
  },
  'content creator': {
    things: 'RingLight Tripod Mic Camera Laptop Script Thumbnail Schedule',
    moves: 'DayInTheLife BehindTheScenes BatchFilming ContentPlan SetupTour',
    verbs: 'Film Edit Post Plan',
    core: 'RingLight Camera Film',
    names:
      'CreatorOneTakeChallenge FilmOneIdeaThreeWays 30DaysOfPosting CreatorSwapChallenge ContentCreatorChallenge',
    also: 'creator contentcreation ugc',
  },
  'qr code': {
    things: 'Phone Sticker Menu Link Poster Shirt Card Scanner',
    moves: 'ScavengerHunt SecretLink ScanAndReveal MenuScan',
    verbs: 'Scan Share Link Hide',
    core: 'Phone SecretLink Scan',
    names: 'ScanMeChallenge QRScavengerHunt MakeYourOwnQR SecretQRMessage QRCodeArt',
    also: 'qr',
    spelled: 'QRCode',
  },
  internet: {
    things: 'Browser Wifi Meme Search Tab Website Router Link',
    moves: 'RabbitHole TabOverload OldWebsite MemeHistory',
    verbs: 'Browse Search Scroll Surf',
    core: 'Wifi Meme Browse',
    names:
      'InternetRabbitHole OneDayOffline RecreateAnOldMeme InternetFreeSaturday DialUpSoundRemix',
    also: 'web browser',
  },
  algorithm: {
    things: 'Feed ForYouPage Trend Sound Hashtag Post Timing Data',
    moves: 'FeedReset TrendTest HookTest WatchTime',
    verbs: 'Post Trend Boost Hook',
    core: 'Feed ForYouPage Trend',
    names: 'BeatTheAlgorithm ResetYourFeed GuessMyForYouPage HackTheAlgorithm TrainYourAlgorithm',
  },
  'apple pencil': {
    things: 'Sketch Tip Grip Case Sticker Canvas Note',
    moves: 'SpeedSketch Doodle Lettering DigitalNote Shading',
    verbs: 'Draw Sketch Write Shade',
    core: 'Sketch Doodle Draw',
    names:
      'ApplePencilChallenge ApplePencilLettering SpeedSketchChallenge ApplePencilSketchADay DoodleOniPad',
    also: 'stylus',
  },
  'text to speech': {
    things: 'Voice Robot Caption Narrator Accent Script Sound',
    moves: 'StoryTime VoiceSwap RobotNarration SillyScript',
    verbs: 'Read Narrate Type Voice',
    core: 'Voice Robot Narrate',
    names:
      'RobotReadsMyTexts TextToSpeechStorytime LetTheRobotNarrate TextToSpeechPoem TextToSpeechChallenge',
    also: 'tts',
  },
  hackathon: {
    things: 'Laptop Team Pizza Whiteboard Prize Badge Demo Hoodie Coffee',
    moves: 'DemoDay Pitch Prototype CodeSprint TeamUp',
    verbs: 'Build Pitch Code Ship',
    core: 'Laptop Team Prototype Code',
    names: 'BuildItIn24Hours HackathonAtHome ShipItByMidnight WeekendHackathon HackathonChallenge',
  },
  'computer science': {
    things: 'Laptop Code Algorithm Binary Terminal Robot Keyboard Whiteboard Data',
    moves: 'HelloWorld BinaryCount SortingRace MockInterview',
    verbs: 'Code Sort Compile Debug',
    core: 'Binary Code HelloWorld',
    names:
      'CountInBinary WriteYourNameInBinary HumanSortingRace ComputerScienceQuiz CompSciIn60Seconds',
    also: 'compsci cs',
  },
  'tech support': {
    things: 'Printer Router Remote Password Cable Settings Laptop Grandpa',
    moves: 'TurnItOffAndOn PrinterFix PasswordReset RemoteRescue',
    verbs: 'Fix Restart Explain Reset',
    core: 'Printer TurnItOffAndOn Fix',
    names:
      'HaveYouTriedRestarting FamilyTechSupport FixThePrinterChallenge OneTechFixADay TeachGrandmaTech',
    also: 'itsupport techhelp',
  },
  captcha: {
    things: 'Checkbox Robot TrafficLight Crosswalk Bicycle Bus Puzzle',
    moves: 'SelectAll RobotCheck SquiggleRead ProveIt',
    verbs: 'Click Select Prove Verify',
    core: 'Checkbox TrafficLight Click',
    names:
      'IAmNotARobot CaptchaInRealLife ProveYoureHuman DrawYourOwnCaptcha SelectAllTrafficLights',
  },
  glitch: {
    things: 'Screen Pixel Filter Effect Loop Static Frame',
    moves: 'FreezeFrame LagEffect PixelSwap Stutter',
    verbs: 'Freeze Lag Loop Pixelate',
    core: 'Pixel Static Freeze',
    names:
      'HumanGlitch GlitchInTheMatrix FakeGlitchChallenge FreezeFrameGlitch GlitchEffectChallenge',
  },
  'camera roll': {
    things: 'Photo Screenshot Selfie Album Meme Video Favorites',
    moves: 'TenthPhoto RandomScroll PhotoDump YearInPhotos FirstPhoto',
    verbs: 'Scroll Share Delete Reveal',
    core: 'Photo Album PhotoDump',
    names:
      'ShowTheTenthPhoto NoContextCameraRoll ScrollToYourFirstPhoto CameraRollRoulette CameraRollCleanout',
  },
  microphone: {
    things: 'Mic Stand Foam Arm Cable Headphones Filter Studio',
    moves: 'MicCheck SoundTest VoiceOver ASMRTest PodcastSetup',
    verbs: 'Record Speak Test Sing',
    core: 'Mic MicCheck Sing',
    names: 'MicCheckChallenge OneTakeVoiceover BudgetVsProMic GuessTheMic SoundTestChallenge',
    also: 'mic',
  },
  webcam: {
    things: 'Lighting Background Laptop RingLight Monitor Cover Frame',
    moves: 'VirtualBackground LightingFix CallSetup MeetingFit',
    verbs: 'Light Frame Zoom Mute',
    core: 'Laptop VirtualBackground Mute',
    names:
      'CameraOnChallenge WebcamGlowUp FixYourWebcamLight RateMyCallBackground WebcamBackgroundChallenge',
  },
  bluetooth: {
    things: 'Speaker Earbuds Headphones Car Stereo Signal Battery',
    moves: 'SpeakerTest PairingFail PartyMode SoundCheck',
    verbs: 'Pair Connect Play Sync',
    core: 'Speaker Earbuds Pair',
    names:
      'BluetoothSpeakerTest BluetoothDanceParty BluetoothKaraoke BluetoothSpeakerShowdown BluetoothRangeTest',
    also: 'bluetoothspeaker',
  },
  nokia: {
    things: 'Snake Ringtone Keypad Battery Case Antenna Charger',
    moves: 'SnakeHighScore DropTest T9Text RingtoneRemix',
    verbs: 'Text Play Drop Call',
    core: 'Snake Ringtone DropTest',
    names: 'SnakeHighScore NokiaRingtoneRemix NokiaTextingRace NokiaDropTest NokiaForAWeek',
  },
  facetime: {
    things: 'Call Screen Filter Camera Background Effect Emoji',
    moves: 'GroupCall SurpriseCall ScreenshotPose FilterCall SharePlay',
    verbs: 'Call Answer Wave React',
    core: 'Call Screen Wave',
    names:
      'FaceTimeWithGrandma SurpriseFaceTime FaceTimeScreenshotPose SharePlayMovieNight FaceTimeFaces',
    spelled: 'FaceTime',
  },
  imessage: {
    things: 'Bubble Reaction Sticker Effect Gif Chat Thread',
    moves: 'BubbleEffect ConfettiText GamePigeon InvisibleInk ReactionSpam',
    verbs: 'Text React Reply Send',
    core: 'Bubble Reaction Text',
    names:
      'TryEveryiMessageEffect GamePigeonTournament InvisibleInkMessage GameNightOniMessage HiddeniMessageTricks',
    spelled: 'iMessage',
  },
  figma: {
    things: 'Frame Component Prototype Font Palette Grid Plugin Cursor',
    moves: 'RedesignIt Wireframe ClickThrough DesignSprint',
    verbs: 'Design Prototype Align Iterate',
    core: 'Prototype Wireframe Design',
    names:
      'RedesignThisApp RecreateALogoInFigma PrototypeItInFigma FigmaInAMinute FigmaDesignChallenge',
  },
  airtag: {
    things: 'Keys Luggage Wallet Bag Map Keychain Case',
    moves: 'LostAndFound LuggageTrack HideAndSeek KeyRescue',
    verbs: 'Track Find Attach Ping',
    core: 'Keys Luggage Track',
    names: 'FindTheKeysRace AirTagHideAndSeek FollowMyLuggage AirTagYourKeys AirTagTreasureHunt',
    also: 'findmy',
    spelled: 'AirTag',
  },
  unboxing: {
    things: 'Box Tape Packaging Gadget Manual Sticker Protector',
    moves: 'FirstImpression PeelTheFilm SetupDay WorthIt AsmrOpen',
    verbs: 'Unbox Peel Open Test',
    core: 'Box Packaging Unbox',
    names: 'UnboxWithMe PeelTheScreenProtector GuessWhatsInTheBox SilentUnboxing UnboxingChallenge',
  },
  productivity: {
    things: 'Planner Calendar Timer Todo Desk Laptop Checklist Notion',
    moves: 'TimeBlocking WeeklyReset DeepWork InboxZero MorningRoutine',
    verbs: 'Plan Focus Organize Automate',
    core: 'Planner Checklist Focus',
    names: 'ProductivePowerHour TimeBlockWithMe OneTaskAtATime GetItDoneDay ProductivityChallenge',
  },
  tamagotchi: {
    things: 'Pet Egg Button Keychain Screen Snack Pixel',
    moves: 'FeedingTime EggHatch EvolutionReveal KeepItAlive',
    verbs: 'Feed Hatch Care Raise',
    core: 'Pet Egg Feed',
    names:
      'KeepYourTamagotchiAlive HatchYourTamagotchi TamagotchiFor7Days TamagotchiBabysitter TamagotchiChallenge',
  },
  furby: {
    things: 'Ears Eyes Voice Battery Beak Box Shelf Feathers',
    moves: 'BabyTalk DanceBattle AwakeCheck Throwback',
    verbs: 'Talk Blink Sing Sleep',
    core: 'Eyes Ears Talk',
    names: 'WakeTheFurby FurbyTalksBack FurbyMeetsAlexa FurbyDanceParty TeachYourFurbyAWord',
  },
  'ux design': {
    things: 'Wireframe Prototype Button Screen Layout Grid Persona',
    moves: 'AppRedesign UserTest ClickThrough CaseStudy',
    verbs: 'Design Test Iterate Sketch',
    core: 'Wireframe Prototype Design',
    names: 'SpotTheBadUX RedesignThisApp UXRedesignChallenge UserTestWithGrandma UXFixOfTheDay',
    also: 'uidesign uxui ui ux',
    spelled: 'UXDesign',
  },
  'standing desk': {
    things: 'Desk Mat Monitor Keyboard Lamp Plant Chair',
    moves: 'StandUpHour DeskTour WalkingPad SetupUpgrade',
    verbs: 'Stand Raise Stretch Work',
    core: 'Desk Monitor Stand',
    names:
      'StandUpEveryHour StandingDeskDanceBreak StandForASong StandingDeskStreak StandingDeskForAWeek',
    also: 'ergonomic',
  },
  gps: {
    things: 'Map Route Pin Phone Compass Satellite Car',
    moves: 'RouteArt PinDrop RoadTrip WrongTurn',
    verbs: 'Navigate Route Track Pin',
    core: 'Map Route Navigate',
    names: 'DrawWithGPS GPSDrawYourName WalkAHeartOnGPS GPSArtChallenge NoGPSRoadTrip',
    spelled: 'GPS',
  },
  netflix: {
    things: 'Remote Couch Popcorn Profile Episode Series Queue',
    moves: 'BingeWatch WatchParty ShowMarathon Recommendation',
    verbs: 'Binge Watch Stream Rate',
    core: 'Couch Episode BingeWatch',
    names:
      'PickMyNextShow GuessTheNetflixShow ActOutANetflixScene NetflixTrailerRemake NetflixQuoteChallenge',
  },
  'screen recording': {
    things: 'Screen Phone Audio Cursor Video Mic Timer',
    moves: 'Tutorial AppWalkthrough GameClip HowTo',
    verbs: 'Record Show Tap Capture',
    core: 'Screen Tutorial Record',
    names:
      'ScreenRecordChallenge ShowMeHowYouDoIt ScreenRecordAHack OneMinuteScreenDemo ScreenRecordTutorial',
  },
  icloud: {
    things: 'Storage Photos Backup Cloud Album Account Drive',
    moves: 'StorageFull PhotoCleanup BackupDay OldPhotosDig',
    verbs: 'Backup Delete Sync Upgrade',
    core: 'Cloud Storage Backup',
    names:
      'FreeUpYouriCloud HowFullIsYouriCloud PhotoPurgeChallenge BackUpYourPhotosDay OldestPhotoOniCloud',
    also: 'storage',
    spelled: 'iCloud',
  },
  typewriter: {
    things: 'Keys Paper Ribbon Bell Ink Letter Desk',
    moves: 'LetterWriting SpeedType PoemOnDemand ThriftFind Restoration',
    verbs: 'Type Clack Write Ding',
    core: 'Keys Paper Clack',
    names:
      'TypewriterChallenge TypewriterPoemADay LoveLetterByTypewriter TypewriterThankYouNote TypewriterSpeedTest',
  },
  'digital planner': {
    things: 'Stylus Sticker Template Calendar Widget Tab Habit',
    moves: 'PlanWithMe WeeklySpread StickerHaul MonthlySetup HabitTracker',
    verbs: 'Plan Sketch Organize Decorate',
    core: 'Stylus Sticker Plan',
    names:
      'PlanWithMe DecorateYourPlanner WeeklySpreadChallenge DigitalPlannerReset DigitalPlannerChallenge',
  },
  vlog: {
    things: 'Camera Tripod Mic Intro Coffee Mirror Car City',
    moves: 'DayInTheLife MorningRoutine CityWalk WeeklyRecap BehindTheScenes',
    verbs: 'Film Edit Post Narrate',
    core: 'Camera DayInTheLife Film',
    names:
      'OneTakeVlog VlogYourMorning OneSecondEveryDay DailyVlogChallenge VlogYourWeekIn60Seconds',
    also: 'vlogging vlogger',
  },
  gif: {
    things: 'Reaction Meme Loop Keyboard Sticker Chat Face',
    moves: 'ReactionOnly MemeReply RecreateIt FrameByFrame',
    verbs: 'React Loop Send Recreate',
    core: 'Reaction Meme Loop',
    names: 'ReplyOnlyInGIFs RecreateTheGIF MakeYourOwnGIF DescribeYourDayInGIFs GIFBattle',
    spelled: 'GIF',
  },
  hologram: {
    things: 'Pyramid Phone Projector Light Illusion Fan Display',
    moves: 'PhonePyramid FloatingImage DIYProjector HoloIllusion',
    verbs: 'Project Build Float Glow',
    core: 'Illusion Pyramid Float',
    names:
      'DIYHologramChallenge PhoneHologramHack HologramPyramidBuild HologramOfMyPet HologramIllusion',
  },
  dashcam: {
    things: 'Windshield Car Road Camera Mount Sunset Commute',
    moves: 'ScenicDrive RoadTripLapse SunsetDrive CommuteRecap',
    verbs: 'Record Mount Capture Review',
    core: 'Windshield Road ScenicDrive',
    names:
      'DashcamTimelapse DashcamGuessTheCity DashcamSunsetDrive RoadTripTimelapse DashcamChallenge',
  },
  'google docs': {
    things: 'Doc Comment Cursor Font Template Outline Checklist Folder',
    moves: 'GroupProject LiveCollab SharedStory VersionHistory',
    verbs: 'Type Share Comment Edit',
    core: 'Doc Comment GroupProject',
    names:
      'PassTheDocStory GoogleDocsStoryChain PlanATripInGoogleDocs GoogleDocsChallenge SharedStoryChallenge',
    also: 'gdocs',
  },
  'self driving car': {
    things: 'Backseat Wheel Screen Sensor Camera Route Dashboard',
    moves: 'FirstRide BackseatReview RideAlong NoDriverReaction',
    verbs: 'Ride Park Steer Navigate',
    core: 'Backseat NoDriverReaction Ride',
    names:
      'MyFirstRobotaxiRide NoDriverNoProblem SelfDrivingCarTour SelfDrivingCarChallenge SelfDrivingCarReaction',
    also: 'waymo robotaxi selfdriving',
  },
  'selfie stick': {
    things: 'Phone Remote Tripod Clip Mirror Light Crowd Landmark',
    moves: 'GroupSelfie WideShot HighAngle SpinShot LandmarkSnap',
    verbs: 'Extend Snap Pose Spin',
    core: 'Phone GroupSelfie Snap',
    names:
      'EveryoneInFrame SelfieStickChallenge FitTheWholeFamily SelfieStickSpinShot SelfieStickGroupShot',
  },
  vpn: {
    things: 'Server Location Shield Router Laptop Phone Map Key',
    moves: 'SpeedTest LocationHop PrivacyCheck CafeWifi',
    verbs: 'Connect Protect Encrypt Switch',
    core: 'Shield Location Protect',
    names: 'PrivacyCheckChallenge VPNForAWeek VPNOnCafeWiFi SecureYourPhoneDay VPNSpeedTest',
    spelled: 'VPN',
  },
  review: {
    things: 'Unboxing Gadget Stars Rating Box Price Battery Camera Screen Verdict',
    moves: 'HonestTake FirstImpression StarRating WorthItOrNot SideBySide ProsAndCons',
    verbs: 'Rate Test Compare Unbox',
    core: 'Stars HonestTake Rate',
    names: 'WorthItOrNot RateItOutOf10 ThreeWordReview HonestReviewChallenge TestedSoYouDontHaveTo',
    also: 'productreview',
  },
  photoshop: {
    things: 'Layers Brush Mask Filter Selection Background Canvas Tablet Cursor Eraser',
    moves: 'BackgroundSwap FaceSwap PhotoEdit BeforeAndAfter GenerativeFill Retouch',
    verbs: 'Edit Crop Layer Blend',
    core: 'Layers BackgroundSwap Edit',
    names: 'PhotoshopBattle SpotTheEdit PhotoshopMeAnywhere EditMeIntoAMovie BeforeAndAfterEdit',
    spelled: 'Photoshop',
  },
  github: {
    things: 'Repo Commit Branch Octocat Readme Profile Issue Terminal Code Contribution',
    moves: 'FirstCommit PullRequest GreenSquares ReadmeGlowUp ForkIt BugReport',
    verbs: 'Commit Push Fork Merge',
    core: 'Repo Commit Octocat',
    names:
      'FirstGitHubPullRequest GreenSquaresChallenge StarYourFavoriteRepo GitHubProfileGlowUp GitHubStreakChallenge',
    spelled: 'GitHub',
  },
  'open source': {
    things: 'Repo Code License Community Contributor Linux Issue Terminal Project Docs',
    moves: 'FirstContribution PullRequest BugFix DocsFix HelpWanted',
    verbs: 'Contribute Share Fix Build',
    core: 'Code Community Contribute',
    names:
      'MyFirstContribution FixAnOpenSourceBug ThankAnOpenSourceDev FixTheDocsDay HacktoberfestChallenge',
    also: 'foss',
  },
  threads: {
    things: 'Post Reply Feed Profile Followers App Hashtag Quote Repost Thread',
    moves: 'HotTake FirstPost ReplyChain Repost QuotePost',
    verbs: 'Post Reply Share Scroll',
    core: 'Thread HotTake Post',
    names: 'FinishMyThread ReplyChainChallenge FirstThreadsPost ThreadsGoodNewsDay ThreadsHotTake',
  },
  canon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    core: 'Camera Lens Focus',
    names: 'ShotOnCanon CanonPortraitChallenge ManualModeOnly OneLensChallenge CanonGoldenHour',
  },
  nikon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    core: 'Camera Lens Focus',
    names: 'ShotOnNikon NikonPhotoWalk NikonGoldenHour ManualModeOnly OneLensChallenge',
  },
  sony: {
    things: 'Camera PlayStation Headphones Walkman TV Lens Speaker Controller Remote Mic',
    moves: 'CinematicShot NoiseCancel GoldenHour SlowMo BrollEdit',
    verbs: 'Shoot Film Listen Play',
    core: 'PlayStation Camera Headphones',
    names:
      'ShotOnSony SonyCinematicChallenge CinematicCoffeeShot SonyWalkmanForADay SonyVsPhoneCamera',
  },
  accessibility: {
    things: 'Captions ScreenReader AltText Font Contrast Keyboard Voice Ramp Settings Subtitles',
    moves: 'AltTextIt CaptionIt KeyboardOnly VoiceControl ContrastCheck',
    verbs: 'Caption Describe Include Design',
    core: 'Captions Ramp Include',
    names:
      'CaptionItChallenge WriteTheAltText TryAScreenReader NoMouseChallenge AccessibilityChallenge',
    also: 'a11y',
  },
} as const satisfies KeywordEntries;
