/**
 * What we know about the keywords creators type most with tech in mind. See
 * `../../data-types.ts` for the fields. Every list is most recognisable first: a draw favours the
 * first words. Brands are spelled as their hashtags are (`iPhone`, `TikTok`, `YouTube`).
 */
import type { KeywordEntries } from '../../data-types';

export const TECH_KEYWORDS = {
  iphone: {
    things: 'Case Camera Charger Widget LockScreen Battery Screen Siri FaceId',
    moves: 'PhotoShoot Unboxing HomeScreenTour CameraTest SpeedTest DropTest',
    verbs: 'Customize Film Unbox Swipe Charge',
    core: 'Case Camera Swipe',
    scenes: 'ShotOniPhone AppleStore',
    names:
      'ShotOniPhone OneiPhoneTrickADay NightModeChallenge BackTapShortcut MyiPhoneHomeScreen OldiPhoneVsNew TeachGrandmaiPhone PetPortraitChallenge WallpaperGlowUp',
    also: 'ios',
    spelled: 'iPhone',
  },
  ai: {
    things: 'Robot Chatbot Prompt Avatar Filter Assistant Voice Image Algorithm',
    moves: 'AIArt PromptBattle RobotVoice AIFilter AIYearbook',
    verbs: 'Prompt Generate Ask Automate',
    core: 'Robot Chatbot Prompt',
    scenes: 'Chatbot',
    names:
      'AIOrReal MyDrawingVsAI StumpTheAI AIPlansMyDay AIWritesMyBedtimeStory AIRecipeTasteTest PromptOfTheDay AIQuizNight',
    also: 'artificialintelligence chatbot aitools aiassistant',
    spelled: 'AI',
  },
  chatgpt: {
    things: 'Prompt Chatbot Answer Recipe Poem Robot Assistant Essay',
    moves: 'MealPlan TravelPlan WorkoutPlan StudyGuide PromptHack',
    verbs: 'Prompt Ask Generate Rewrite',
    core: 'Prompt Chatbot Ask',
    scenes: 'GPT Chatbot',
    names:
      'GuessIfChatGPTWroteIt StumpChatGPT ChatGPTPicksMyOutfit ChatGPTPlansMyDay ChatGPTWritesMySong ChatGPTRecipeTest ChatGPTPromptDuel TeachGrandmaChatGPT',
    also: 'gpt openai',
    spelled: 'ChatGPT',
  },
  coding: {
    things: 'Laptop Keyboard Monitor Terminal Website App Coffee Python Bug',
    moves: 'Debugging HelloWorld SideProject CodeAlong LeetCode',
    verbs: 'Code Debug Build Ship Deploy',
    core: 'Laptop Bug Code',
    scenes: 'HelloWorld Hackathon',
    names:
      '100DaysOfCode HelloWorldChallenge CodeATinyGame CodeInTenLines BuildAnAppIn24Hours DebugWithMe CodeWithMe CodingPuzzleADay TeachAFriendToCode',
    also: 'code programming coder codingchallenge',
  },
  phone: {
    things: 'Case Charger Camera Screen Battery Wallpaper Ringtone Widget LockScreen',
    moves: 'PhotoDump WallpaperSwap HomeScreenTour CaseHaul ScreenTimeReveal',
    verbs: 'Scroll Swipe Text Charge Tap',
    core: 'Case Screen Scroll',
    scenes: 'ScreenTime GroupChat',
    names:
      'ShowMeYourScreenTime PhoneFreeDinner WhatsOnMyPhone GuessMyMacroShot PhoneWallpaperSwap NameThatRingtone FirstPhoneVsNow ThreePhoneHacks',
    also: 'smartphone cellphone mobile',
  },
  android: {
    things: 'Widget Wallpaper Launcher Icon Pixel Galaxy Charger Notification',
    moves: 'Customization HomeScreenSetup IconPack WidgetStack',
    verbs: 'Customize Swipe Tweak Theme',
    core: 'Widget Wallpaper Customize',
    scenes: 'GreenBubble PlayStore',
    names:
      'ThemeYourAndroid HiddenAndroidEasterEgg AndroidHomeScreenMakeover IconPackSwap OneAndroidTrickADay OldAndroidRevival AndroidWidgetChallenge AndroidSplitScreenHack',
  },
  samsung: {
    things: 'Galaxy Fold Flip Camera Screen Watch Buds SPen',
    moves: 'MoonZoom ZoomTest FoldTest Unboxing CameraTest',
    verbs: 'Fold Flip Zoom Unbox',
    core: 'Galaxy Fold Flip',
    scenes: 'ShotOnGalaxy GalaxyFold',
    names:
      'ZoomIntoTheMoon ShotOnGalaxy SPenDoodle FoldAndFlipTest OneSamsungTrickADay GalaxyVsiPhoneShot SamsungThemeMakeover SamsungWatchFaceSwap',
  },
  pc: {
    things: 'Keyboard Mouse Monitor GPU Case Fans RGB RAM CPU Motherboard',
    moves: 'BudgetBuild FirstBuild RGBSetup CableManagement BenchmarkRun',
    verbs: 'Build Upgrade Game Clean',
    core: 'Keyboard Mouse Build',
    scenes: 'GamingRig Battlestation',
    names:
      'MyFirstPCBuild BudgetGamingRig CableManagementGlowUp RGBLightShow GuessThePCPart DustOffYourPC OldPCRevival PCAssemblySpeedrun RateMySetup',
    also: 'computer gamingpc pcbuild desktop buildapc pccase',
    spelled: 'PC',
  },
  laptop: {
    things: 'Stickers Keyboard Charger Screen Trackpad Webcam Sleeve Battery Cafe',
    moves: 'StickerTour CleanDesktop TabCount CafeSetup KeyboardAsmr',
    verbs: 'Type Code Charge Customize',
    core: 'Stickers Keyboard Type',
    names:
      'HowManyTabsOpen OneTabOnlyDay LaptopStickerTour LaptopNoMouseDay WhatsInMyLaptopBag LaptopShortcutADay CleanUpYourLaptop OldLaptopRevival RateMyLaptopSetup',
    also: 'chromebook gaminglaptop',
  },
  'desk setup': {
    things: 'Monitor Keyboard Lamp Plant Headphones Mousepad Webcam Speaker Chair Shelf',
    moves: 'SetupTour DeskMakeover CableManagement CozyCorner MinimalSetup BudgetBuild',
    verbs: 'Organize Upgrade Style Build',
    core: 'Monitor Keyboard Lamp Organize',
    scenes: 'Battlestation HomeOffice',
    names:
      'RateMySetup DeskSetupGlowUp HideTheCables BudgetDeskSetupChallenge DeskSetupDayToNight CozyDeskChallenge MinimalDeskChallenge DeskSetupSpeedClean',
    also: 'setup battlestation workspace',
  },
  tiktok: {
    things: 'Sound Filter Trend Duet Stitch Caption Drafts Comments Algorithm',
    moves: 'Transition Duet Stitch GreenScreen DraftsReveal',
    verbs: 'Duet Stitch Post Scroll',
    core: 'Sound Trend Duet Scroll',
    scenes: 'ForYouPage TikTokTrend',
    names:
      'TikTokMadeMeBuyIt RecreateYourFirstTikTok TikTokDraftsReveal DuetThis TeachGrandmaTikTok TikTokTransitionChallenge FamilyTikTokDance TikTokHacksIn60Seconds',
    also: 'tiktoker fyp',
    spelled: 'TikTok',
  },
  instagram: {
    things: 'Reel Story Grid Filter Caption Feed Highlight Carousel Bio',
    moves: 'PhotoDump GridMakeover ReelTransition CarouselPost StoryPoll',
    verbs: 'Post Share Tag Scroll Edit',
    core: 'Reel Filter Post',
    scenes: 'Insta PhotoDump',
    names:
      'RecreateYourFirstInsta InstaGridGlowUp TenSlideInstaStory InstaPollDecidesMyDay ReelInOneTake AddYoursChallenge InstagramPanoramaSwipe InstaBioIn3Emojis',
    also: 'insta ig reels',
  },
  youtube: {
    things: 'Thumbnail Channel Camera Vlog Shorts Playlist Comments Intro Mic Subscriber',
    moves: 'ThumbnailDesign FirstVideo IntroReveal CollabVideo Livestream',
    verbs: 'Film Edit Upload Vlog Subscribe',
    core: 'Thumbnail Channel Subscribe',
    scenes: 'YouTuber',
    names:
      'RemakeMyFirstVideo FilmYourYouTubeIntro OneTakeYouTubeShort ThumbnailFaceChallenge YouTubeNoEditsVlog YouTubeCollabSwap YouTubeBRollChallenge YouTubeVlogADay',
    also: 'youtuber yt',
    spelled: 'YouTube',
  },
  snapchat: {
    things: 'Filter Streak Story Bitmoji Lens Map Memories Chat',
    moves: 'FilterSwap LensTryOn MemoriesReveal StreakCount',
    verbs: 'Snap Filter Share Save',
    core: 'Filter Streak Snap',
    scenes: 'SnapStreak Bitmoji',
    names:
      'DressLikeYourBitmoji SnapDoodleMasterpiece SnapMemoriesReveal OneSnapAnHour FaceSwapWithMyPet WeirdestSnapLens SnapStreakChallenge SnapchatCaptionGame',
  },
  capcut: {
    things: 'Template Effect Filter Sound Caption Beat Text Overlay Timeline Keyframe',
    moves: 'VelocityEdit Transition BeatSync SlowMo ZoomEffect TemplateTrend',
    verbs: 'Edit Cut Sync Export',
    core: 'Template Transition Edit',
    scenes: 'VelocityEdit',
    names:
      'VelocityEditChallenge CapCutTemplateChallenge CapCutBeforeAndAfter BeatSyncChallenge SmoothestTransitionWins CapCutSlowMo CapCutInOneMinute OneTrendFiveFriends CapCutZoomEffect',
    spelled: 'CapCut',
  },
  canva: {
    things: 'Template Font Poster Logo Slide Flyer Sticker Invite Palette Mockup',
    moves: 'LogoDesign PosterMakeover TemplateSwap FontPairing SlideDeck',
    verbs: 'Design Create Edit Drag',
    core: 'Template Poster Design',
    names:
      'OneTemplateThreeWays CanvaLogoIn60Seconds CanvaBirthdayInvite CanvaSlideGlowUp CanvaMoviePosterRemake ThreeColorCanva DesignItInCanva CanvaMoodBoard',
  },
  ipad: {
    things: 'ApplePencil Keyboard Case Screen Stand Widget Notes Cover Stylus',
    moves: 'Drawing DigitalPlanner NoteTaking HomeScreenTour DrawingTimelapse',
    verbs: 'Draw Sketch Swipe Stream',
    core: 'ApplePencil NoteTaking Draw',
    scenes: 'ApplePencil',
    names:
      'DrawItOniPad HandLetteringOniPad SpeedSketchOniPad PlanWithMeOniPad OneiPadTrickADay PaperFreeWeekOniPad MyiPadHomeScreen OldiPadRevival',
    also: 'tablet',
    spelled: 'iPad',
  },
  macbook: {
    things: 'Keyboard Trackpad Stickers Wallpaper Charger Sleeve Dock Notch',
    moves: 'DesktopTour StickerTour CleanDesktop ShortcutHack DockSetup',
    verbs: 'Type Customize Organize Charge',
    core: 'Stickers Trackpad Type',
    scenes: 'AppleStore',
    names:
      'CleanDesktopChallenge DecorateYourMacBook WhatsOnMyMacBookDock MacShortcutOfTheDay MacBookNoTrackpadDay MacBookSetupGlowUp MacBookWallpaperSwap OldMacBookRevival',
    spelled: 'MacBook',
  },
  airpods: {
    things: 'Case Earbud Charger Music Podcast Sound Stem',
    moves: 'SpatialAudio NoiseCancelTest LostPodHunt CaseMakeover TransparencyMode',
    verbs: 'Listen Connect Charge Pair',
    core: 'Earbud Case Listen',
    names:
      'AirPodsHideAndSeek NoiseCancellingTest GuessTheSongOnAirPods TransparencyModeTest SpatialAudioReaction AirPodsCaseMakeover HiddenAirPodsTricks AirPodsSoundCheck',
    spelled: 'AirPods',
    also: 'airpod',
  },
  headphones: {
    things: 'Earbuds Headset Case Mic Playlist Bass Sound Cushion Cable',
    moves: 'SoundTest BassBoost NoiseCancelTest ListeningParty',
    verbs: 'Listen Plug Tune Connect',
    core: 'Bass Playlist Listen',
    scenes: 'SilentDisco',
    names:
      'HeadphoneWhisperChallenge SingWithHeadphonesOn SilentDiscoAtHome BlindHeadphoneTest HeadphonesOnLipSync LeftOrRightSoundTest NoiseCancellingTest HeadphoneCollectionTour',
    also: 'headset earbuds earphones gamingheadset noisecancelling headphone',
  },
  'apple watch': {
    things: 'Band Strap WatchFace Steps Charger Crown Notification',
    moves: 'CloseYourRings BandSwap StepGoal FaceSetup SleepTracking',
    verbs: 'Track Close Swap Tap',
    core: 'Band Steps CloseYourRings',
    scenes: 'ActivityRings',
    names:
      'CloseYourRings StandUpEveryHour AppleWatchStepChallenge BandSwapChallenge AppleWatchFaceOfTheDay AppleWatchWalkieRelay AppleWatchHiddenTricks AppleWatchSleepWeek',
    also: 'smartwatch',
  },
  camera: {
    things: 'Lens Tripod Flash Film Strap Zoom Filter Bag Shutter Viewfinder',
    moves: 'GoldenHour PhotoWalk LensTest BehindTheShot FocusPull',
    verbs: 'Shoot Snap Focus Zoom Frame',
    core: 'Lens Flash Snap',
    scenes: 'GoldenHour PhotoWalk Darkroom',
    names:
      'PhotoWalkChallenge OneLensChallenge 36ShotsOnly DisposableCameraWeek ManualModeOnly PhoneVsCamera TradeCamerasWithAFriend ShotOnMyCamera',
  },
  drone: {
    things: 'Controller Propeller Battery Camera Goggles Skyline Beach Sunset Mountain',
    moves: 'Hyperlapse Dronie TopDownShot FlyOver RevealShot OrbitShot',
    verbs: 'Fly Hover Soar Film',
    core: 'Propeller Controller Fly',
    scenes: 'BirdsEyeView AerialShot',
    names:
      'PerfectDronie DroneHideAndSeek DroneRevealGuessWhere DroneObstacleCourse DroneTopDownShot DroneOneBatteryFilm DroneHyperlapse FirstDroneFlight',
    also: 'quadcopter',
  },
  robot: {
    things: 'Arm Motor Sensor Wheel Remote Battery Circuit Chip Antenna',
    moves: 'BotBuild ObstacleCourse BotDance LineFollower SumoMatch',
    verbs: 'Build Program Code Beep',
    core: 'Antenna BotDance Beep',
    scenes: 'BeepBoop Robotics',
    names:
      'ProgramYourParent BuildAScribbleBot RobotSumoMatch DoTheRobot RobotObstacleCourse CardboardRobotCostume LineFollowerRace RobotVsHuman',
    also: 'robotics bot robotdog humanoidrobot humanoid',
  },
  vr: {
    things: 'Headset Controller Avatar Goggles Game World Arena',
    moves: 'Rollercoaster PlankWalk BoxingRound ReactionCam',
    verbs: 'Dodge Swing Explore Duck',
    core: 'Headset Goggles Explore',
    scenes: 'VirtualWorld Metaverse',
    names:
      'FirstTimeInVR GrandmaTriesVR VRPlankWalkDare PaintInVR VRDanceOff VRHighScoreChallenge VRWorkoutStreak VRMuseumTour',
    also: 'virtualreality oculus metaquest visionpro vrheadset',
    spelled: 'VR',
  },
  gopro: {
    things: 'Mount Helmet Lens Wave Snow Trail Pole Strap',
    moves: 'POVShot ChestMount Timelapse SlowMo OneTake',
    verbs: 'Mount Film Dive Ride',
    core: 'Mount Helmet POVShot',
    scenes: 'HelmetCam ActionCam',
    names:
      'GoProPOVChallenge GoProSlowMoSplash GoProOneTakeChallenge GoProPOVRelay GoProTimelapseDay GoProUnderwaterTest GoProDogCam ShotOnGoPro',
    spelled: 'GoPro',
  },
  'ring light': {
    things: 'Tripod Bulb Clip Remote Stand Mirror Backdrop Glow',
    moves: 'LightingSetup BeforeAndAfter AngleTest EyeCatchlight',
    verbs: 'Light Glow Film Brighten',
    core: 'Tripod Glow Light',
    names:
      'RingLightOnOff RingLightVsSunlight FindYourBestLight RingLightEyeReveal RingLightColorSwap DIYRingLight GoodLightingChallenge RingLightPetPortrait',
  },
  podcast: {
    things: 'Mic Headphones Guest Episode Studio Cohost Intro Trailer',
    moves: 'Interview FirstEpisode HotTake MicCheck ColdOpen',
    verbs: 'Record Talk Host Edit',
    core: 'Mic Guest Episode Talk',
    scenes: 'PodcastStudio',
    names:
      'OneMinutePodcast PodcastInOneTake PodcastNoUmChallenge RecordEpisodeOne WalkAndTalkPodcast BlanketFortStudio PodcastWithGrandma RateMyPodcastSetup',
  },
  'mechanical keyboard': {
    things: 'Keycap Switch Spacebar Case Deskmat Plate Lube',
    moves: 'SoundTest TypingTest SwitchSwap KeycapReveal',
    verbs: 'Type Clack Build Lube',
    core: 'Keycap Spacebar Clack',
    scenes: 'ClickClack',
    names:
      'ThockOrClack GuessTheKeyboardSound BuildYourKeyboard SwitchSwapChallenge MechanicalKeyboardASMR ArtisanKeycapReveal FirstMechKeyboard KeyboardTypingSpeedTest',
    also: 'keeb',
  },
  typing: {
    things: 'Keyboard Keys Fingers Screen Words Timer Leaderboard',
    moves: 'SpeedTest WordsPerMinute BlindType OneHand TouchType',
    verbs: 'Type Race Tap Clack',
    core: 'Keyboard WordsPerMinute Type',
    scenes: 'WordsPerMinute',
    names:
      'TypeTheAlphabet OneHandTyping BlindTypingChallenge TypeTheTongueTwister TypingSpeedTest TypingInGloves TypingRaceAFriend TouchTypingIn30Days',
    also: 'touchtyping typingtest',
  },
  python: {
    things: 'Script Laptop Terminal Turtle Loop Function List Library Notebook',
    moves: 'HelloWorld TurtleDrawing MiniGame Automation DataPlot',
    verbs: 'Code Debug Run Automate',
    core: 'Script HelloWorld Code',
    scenes: 'HelloWorld',
    names:
      'CodeASnakeGame PythonTurtleArt PythonOneLiner 100DaysOfPython PythonRockPaperScissors PlotMyDayInPython AutomateABoringTask LearnPythonWithMe',
  },
  javascript: {
    things: 'Browser Button Website Console Function Tab Array Event',
    moves: 'TodoApp DarkModeToggle ConsoleLog Animation MiniGame',
    verbs: 'Code Debug Animate Build',
    core: 'Browser Website Code',
    scenes: 'WebDev ConsoleLog',
    names:
      'JavaScriptConfettiButton CodeAClickerGame BuildATodoApp DarkModeToggleBuild JavaScriptOneLiner ConsoleLogArt 30DaysOfJavaScript JavaScriptClockBuild LearnJavaScriptWithMe',
    also: 'js',
    spelled: 'JavaScript',
  },
  website: {
    things: 'Homepage Domain Logo Button Font Layout Portfolio Header Template',
    moves: 'LandingPage PortfolioBuild Redesign DarkMode OnePager',
    verbs: 'Design Build Launch Code',
    core: 'Homepage Domain Launch',
    scenes: 'WebDesign Homepage',
    names:
      'WebsiteForMyPet BuildAWebsiteIn1Day Retro90sWebsite RedesignAnOldWebsite OnePageWebsiteChallenge PortfolioMakeover GuessTheWebsiteYear RateMyWebsite',
    also: 'webdesign webdev html css webdevelopment frontend',
  },
  app: {
    things: 'Icon Widget Notification Button Screen Update Feature Review',
    moves: 'HomeScreenTour HiddenFeature IconRedesign FirstReview BetaTest',
    verbs: 'Download Tap Swipe Build',
    core: 'Icon Download Tap',
    scenes: 'AppStore HomeScreen',
    names:
      'PitchYourAppIdea GuessTheAppIcon DeleteOneAppADay DesignYourDreamApp HiddenAppFeature BuildAnAppWithNoCode AppDetoxWeek MyTopFiveApps',
  },
  emoji: {
    things: 'Keyboard Sticker Face Heart Sparkle Reaction Text',
    moves: 'MovieGuess SongGuess PictureStory FaceMatch KeyboardRecents',
    verbs: 'React Guess Text Send',
    core: 'Heart Face React',
    scenes: 'HeartEyes Smiley',
    names:
      'GuessTheMovieByEmoji MakeTheEmojiFace EmojiOnlyTexts EmojiCharades MyLastFiveEmojis EmojiStoryTime DressAsAnEmoji TeachGrandmaEmojis',
  },
  wifi: {
    things: 'Router Password Signal Bars Hotspot Cafe Modem',
    moves: 'SpeedTest SignalHunt DeadZone RouterReset OfflineDay',
    verbs: 'Connect Reset Stream Buffer',
    core: 'Router Signal Connect',
    scenes: 'WiFiPassword',
    names:
      'FunniestWiFiNameWins FindTheWiFiDeadZone TinFoilWiFiBoost RouterPlacementTest WiFiFreeWeekend WiFiPasswordArt ExplainWiFiIn60 WiFiSpeedTest',
    spelled: 'WiFi',
    also: 'router',
  },
  battery: {
    things: 'Charger Powerbank Cable Phone Case Laptop Earbuds Widget',
    moves: 'LowPowerMode OnePercent DrainTest OvernightCharge',
    verbs: 'Charge Drain Save Plug',
    core: 'Charger OnePercent Charge',
    scenes: 'LowBattery FullCharge',
    names:
      'OnePercentClub GuessMyBatteryLevel NoChargerTillNight LowPowerModeDay BatteryDrainTest LemonBatteryLED BatteryRecyclingRun BatteryHealthCheck',
    also: 'powerbank',
  },
  charger: {
    things: 'Cable Brick Plug Outlet Adapter Port Wire MagSafe',
    moves: 'FastCharge CableOrganize WirelessCharge TangleFree',
    verbs: 'Charge Plug Borrow Untangle',
    core: 'Cable Plug Charge',
    scenes: 'FastCharge',
    names:
      'WhoTookMyCharger GuessTheCharger CableTangleChallenge OneChargerForAll LabelYourCharger ChargerDrawerCleanout ChargingStationBuild FastChargeTest',
    also: 'wirelesscharger',
  },
  'phone case': {
    things: 'Sticker Charm Strap Glitter Photo Card Grip',
    moves: 'CaseCollection StickerDecor CharmSwap MatchingCases BacksideReveal',
    verbs: 'Decorate Swap Customize Match',
    core: 'Sticker Charm Decorate',
    names:
      'WhatsBehindMyPhoneCase PhoneCaseSwap GuessWhosePhoneCase DrawOnYourPhoneCase PressedFlowerPhoneCase MatchYourPhoneCase PhoneCharmDIY PhoneCaseMakeover',
  },
  gadget: {
    things: 'Charger Speaker Headphones Lamp Stand Projector Tracker Powerbank Remote',
    moves: 'TechHaul Unboxing WorthItTest DeskUpgrade CoolFind',
    verbs: 'Unbox Test Rate Upgrade',
    core: 'Speaker Charger Unbox',
    scenes: 'TechHaul',
    names:
      'GuessThisGadget TestAViralGadget BestGadgetUnder20 InventAGadget RetroGadgetRevival KitchenGadgetTest GadgetOrGimmick CoolestGadgetWins',
  },
  'smart home': {
    things: 'Lights Speaker Plug Doorbell Thermostat Hub Blinds Sensor',
    moves: 'GoodnightRoutine MorningRoutine VoiceCommand LightShow HouseTour',
    verbs: 'Automate Dim Command Control',
    core: 'Lights Doorbell VoiceCommand',
    scenes: 'VoiceCommand',
    names:
      'SmartHomeGoodnight VoiceControlEverything SmartHomeLightShow AutomateOneThing SmartPlugHacks SmartHomeOnABudget SmartHomeForPets SmartHomeMorningRoutine',
    also: 'smartlights smartplug',
  },
  alexa: {
    things: 'Echo Speaker Timer Playlist Lights Alarm Weather Reminder',
    moves: 'JokeRequest SongRequest RandomQuestion TriviaGame MorningBriefing',
    verbs: 'Ask Play Command Set',
    core: 'Echo Speaker Ask',
    scenes: 'HeyAlexa SmartSpeaker',
    names:
      'AlexaSimonSays AlexaTriviaNight AlexaTellMeAJoke AlexaDanceParty AlexaPicksMyPlaylist AlexaMathQuiz AlexaHiddenCommands AlexaBedtimeStory',
    also: 'amazonecho smartspeaker',
  },
  siri: {
    things: 'Voice Timer Reminder Alarm Answer Message Shortcut',
    moves: 'RandomQuestion JokeRequest VoiceCommand Dictation',
    verbs: 'Ask Call Dictate Remind',
    core: 'Voice Reminder Ask',
    scenes: 'HeySiri',
    names:
      'HeySiriBeatbox SiriSingsMeASong SiriWritesMyText SiriTellMeAJoke SiriTranslateChallenge SiriShortcutMagic SiriTimerRace SiriDictationFail',
  },
  google: {
    things: 'Search Maps Doodle Chrome Translate Lens Docs Earth Gmail',
    moves: 'AutocompleteGame StreetViewHunt LensTest TranslateChain DoodleQuiz',
    verbs: 'Search Translate Find Map',
    core: 'Search Maps Translate',
    scenes: 'GoogleDoodle StreetView',
    names:
      'AutocompleteChallenge GoogleTranslateRelay StreetViewChallenge GoogleEarthGuessWhere GoogleEasterEggs GoogleLensTest GoogleDoodleQuiz GoogleSearchTricks',
    also: 'googlemaps',
  },
  excel: {
    things: 'Spreadsheet Formula Chart Cell Column Row Tab Shortcut Macro',
    moves: 'PivotTable Vlookup AutoFill ColorCode DashboardBuild',
    verbs: 'Sort Filter Format Calculate',
    core: 'Spreadsheet Formula Chart',
    scenes: 'Spreadsheet PivotTable',
    names:
      'ExcelArtChallenge TicTacToeInExcel ExcelShortcutRace ExcelHacksIn60Seconds ExcelChoreChart ExcelFormulaOfTheDay BudgetInExcelChallenge TeachGrandmaExcel',
    also: 'spreadsheet googlesheets',
  },
  powerpoint: {
    things: 'Slide Transition Template Clipart Font Chart Animation',
    moves: 'PresentationNight WordArt Slideshow TransitionSpam RankingDeck',
    verbs: 'Present Pitch Animate Rank',
    core: 'Slide WordArt Present',
    scenes: 'Slideshow WordArt',
    names:
      'PowerPointNight PowerPointKaraoke ConvinceMeInSlides FiveSlidePowerPoint PowerPointGameShow PowerPointStopMotion WordArtComeback TransitionOverload',
    also: 'ppt slideshow',
    spelled: 'PowerPoint',
  },
  notion: {
    things: 'Template Dashboard Page Calendar Tracker Widget Database Icon',
    moves: 'WeeklyReset DashboardTour TemplateSwap SecondBrain',
    verbs: 'Plan Organize Track Build',
    core: 'Template Dashboard Plan',
    names:
      'BuildANotionDashboard PlanYourWeekInNotion NotionIn5Minutes BuildANotionHabitTracker NotionTemplateSwap NotionMakeoverChallenge NotionStudyPlanner NotionRecipeBook',
  },
  tesla: {
    things: 'Screen Frunk Supercharger Cybertruck Dashboard Keycard Camera',
    moves: 'FrunkReveal LightShow EasterEgg CarTour ChargingStop',
    verbs: 'Charge Drive Park Honk',
    core: 'Supercharger Cybertruck Charge',
    scenes: 'Cybertruck ElectricCar',
    names:
      'TeslaLightShow TeslaEasterEggHunt PackTheFrunk TeslaCampMode TeslaKaraoke TeslaSketchpadArt TeslaChargingStopGame TeslaRoadTripChallenge',
    also: 'ev electriccar',
  },
  '3d printing': {
    things: 'Printer Filament Nozzle Layer Model Spool Bed Resin',
    moves: 'Timelapse FirstPrint ToyPrint SpaghettiFail BenchyBoat',
    verbs: 'Print Design Slice Sand',
    core: 'Printer Filament Print',
    scenes: '3DPrint MakerSpace',
    names:
      'PrintedNotBought MyFirst3DPrint 3DPrintAHouseholdFix DesignThenPrint 3DPrintTimelapse 3DPrintAGift 3DPrintInUnder1Hour 3DPrintingPenArt',
    also: '3dprinter 3dprint',
    spelled: '3DPrinting',
  },
  'raspberry pi': {
    things: 'Board Screen Sensor Case Cable Breadboard Pin',
    moves: 'RetroConsole WeatherStation HomeServer MagicMirror BlinkingLight',
    verbs: 'Build Code Wire Boot',
    core: 'Board Sensor Code',
    scenes: 'MakerSpace',
    names:
      'PiMagicMirrorBuild BlinkAnLEDWithPi RaspberryPiPhotoFrame PiCameraBirdFeeder PiRetroGameConsole PiWeatherStation PiPoweredRobot RaspberryPiWeekendProject',
  },
  linux: {
    things: 'Terminal Penguin Desktop Laptop Server Shell Distro Kernel',
    moves: 'FirstInstall DesktopTour TerminalTrick DistroHop',
    verbs: 'Install Code Customize Compile',
    core: 'Terminal Penguin Install',
    scenes: 'OpenSource CommandLine',
    names:
      'LinuxOnAnOldLaptop TryLinuxForAWeek GuessTheLinuxDistro TerminalTrickOfTheDay CommandLineOnlyDay LinuxInstallSpeedrun TerminalASCIIArt LinuxDesktopMakeover',
    also: 'ubuntu',
  },
  windows: {
    things: 'Desktop Wallpaper StartMenu Taskbar Paint Solitaire Icon Shortcut',
    moves: 'StartupSound KeyboardShortcut DesktopTour PaintMasterpiece',
    verbs: 'Restart Update Click Drag',
    core: 'StartMenu Solitaire Restart',
    scenes: 'StartMenu BlueScreen MSPaint',
    names:
      'RecreateWindowsWallpaper MSPaintChallenge WindowsSoundRemix BeatMySolitaireTime WindowsShortcutRace OldWindowsThrowback WindowsDesktopMakeover WindowsHiddenTricks',
    also: 'windowsxp microsoft',
  },
  cybersecurity: {
    things: 'Password Padlock Email Shield Key Alert Firewall',
    moves: 'SpotTheScam PasswordCheck PhishingTest TwoFactor',
    verbs: 'Protect Lock Scan Encrypt',
    core: 'Padlock Shield Protect',
    scenes: 'Firewall TwoFactor',
    names:
      'SpotTheCyberScam TurnOnTwoFactor ScamProofYourGrandparents UpdateEverythingDay CyberSafetyCheckup CybersecurityTipADay CybersecurityFamilyQuiz CybersecurityEscapeRoom StrongPasswordChallenge',
    also: 'cyber infosec ethicalhacking hacking',
  },
  password: {
    things: 'Padlock Key Symbol Number Account Hint Manager',
    moves: 'StrengthTest TwoFactor ForgotAgain ResetLoop',
    verbs: 'Lock Reset Forget Protect',
    core: 'Padlock Key Lock',
    scenes: 'ForgotPassword Password123',
    names:
      'MakeAPassphrase ChangeOnePasswordADay NoMorePassword123 TurnOnPasskeys PasswordManagerChallenge PasswordMythOrFact AddTwoFactorToday HowStrongIsYourPassword',
  },
  livestream: {
    things: 'Chat Camera Mic Overlay Lights Viewer Alert Emote Schedule',
    moves: 'FirstStream StreamSetup QandA Collab Raid',
    verbs: 'Stream Chat React Host',
    core: 'Chat Viewer Stream',
    scenes: 'OnAir',
    names:
      'MyFirstStream LivestreamCookAlong CharityLivestream LivestreamStudyWithMe AskMeAnythingLive LivestreamSetupGlowUp GoLiveForAnHour LivestreamCollabNight',
    also: 'streaming obs',
  },
  'green screen': {
    things: 'Background Backdrop Lights Photo Effect Template Clip',
    moves: 'StoryTime FakeVacation ReactionVid Explainer TeleportEdit',
    verbs: 'React Explain Teleport Swap',
    core: 'Background FakeVacation Teleport',
    names:
      'InvisibilityCloakTrick GreenScreenWeatherman WalkIntoAPainting GreenScreenTinyMe GreenScreenGuessWhere GreenScreenMovieScene DIYGreenScreenSheet GreenScreenVacation',
  },
  editing: {
    things: 'Timeline Filter Effect Template Laptop Music Caption Overlay',
    moves: 'VelocityEdit JumpCut BeatSync SpeedRamp ColorGrade',
    verbs: 'Edit Cut Sync Render',
    core: 'Timeline JumpCut Edit',
    scenes: 'JumpCut DirectorsCut',
    names:
      'EditToTheBeat RawVsEdited OneClipThreeEdits EditMyFriendsClip SpeedRampEdit ColorGradeGlowUp JumpCutChallenge EditInOneMinute',
    also: 'videoediting editor premierepro aftereffects finalcut',
  },
  transition: {
    things: 'Outfit Hand Snap Spin Jump Clap Mirror Door Camera',
    moves: 'OutfitSwap SnapSwitch HandCover JumpCut SpinSwap MirrorWipe',
    verbs: 'Snap Spin Switch Swap',
    core: 'Snap OutfitSwap Switch',
    names:
      'PassTheTransition SnapAndSwitch OutfitSwapTransition HandCoverTransition DoorwayTransition MirrorWipeTransition SpinTransition SmoothestTransition',
  },
  filter: {
    things: 'Face Lens Effect Camera Sticker Sparkle Mirror',
    moves: 'FaceSwap AgeSwap LookAlike CharacterQuiz InvertedView',
    verbs: 'Swap Try Zoom React',
    core: 'Face Lens FaceSwap',
    scenes: 'FaceFilter NoFilter',
    names:
      'GuessIfItsAFilter TryTheAgeFilter GrandmaTriesFilters FilterFreeFor7Days DrawMeLikeTheFilter FilterKaraoke BabyFilterFamilyPhoto FilterPicksMyCosplay',
    also: 'aifilter',
  },
  'slow motion': {
    things: 'Camera Splash Balloon Hair Water Wave Confetti',
    moves: 'HairFlip BalloonPop WaterSplash ConfettiThrow JumpShot',
    verbs: 'Flip Splash Jump Throw',
    core: 'Splash HairFlip BalloonPop',
    scenes: 'SlowMo',
    names:
      'SlowMoBalloonPop SlowMoWhatHappensNext SlowMoTrickShot SlowMoSplash SlowMoHairFlip SlowMoEggCrack SlowMoConfettiToss SlowMoPillowFight',
    also: 'slowmo',
  },
  'time lapse': {
    things: 'Sunset Clouds Sky Plant Flower City Candle Ice Drawing Tripod',
    moves: 'SunsetLapse PlantGrowth CloudRoll RoomMakeover DrawingProcess',
    verbs: 'Film Watch Grow Wait',
    core: 'Sunset Clouds PlantGrowth',
    scenes: 'Hyperlapse',
    names:
      'WatchItGrow BreadRiseTimelapse SunriseToSunset IceMeltTimelapse TimelapseMyDrawing PuzzleTimelapse RoomMakeoverTimelapse TimelapseMyWholeDay',
    also: 'hyperlapse',
  },
  facebook: {
    things: 'Profile Memories Group Marketplace Post Status Comment Poke Timeline',
    moves: 'MemoriesReveal OldProfilePic MarketplaceFind StatusThrowback',
    verbs: 'Post Share Poke Tag Like',
    core: 'Profile Marketplace Post',
    scenes: 'FBMarketplace FBMemories',
    names:
      'ReactToOldFacebookPosts RecreateYourFacebookPic FacebookPokeBack MarketplaceFlip FacebookFriendReunion FacebookGroupKindness TeachGrandmaFacebook FacebookLiveCookAlong',
    also: 'fb meta',
  },
  twitter: {
    things: 'Tweet Thread Hashtag Bio Trend Follower Timeline',
    moves: 'OldTweetReveal QuoteTweet ThreadTime TrendRecap',
    verbs: 'Tweet Post Quote Thread',
    core: 'Tweet Hashtag Trend',
    scenes: 'Tweet',
    names:
      'ReadingMyOldTweets SixWordTweet TweetAsYourPet ActOutATweet TweetFromHistory ExplainItInAThread TwitterBioRewrite TweetAHaiku',
    also: 'tweet',
  },
  pinterest: {
    things: 'Board Pin Idea Recipe Outfit Room Wallpaper Aesthetic',
    moves: 'MoodBoard PinRecreate VisionBoard BoardTour NailedIt',
    verbs: 'Pin Save Recreate Curate',
    core: 'Pin MoodBoard Aesthetic',
    scenes: 'MoodBoard VisionBoard',
    names:
      'RecreateAPin PinterestFailOrWin PinterestOutfitForAWeek ThreePinsOneWeekend PinterestRoomMakeover PinterestCakeAttempt PinterestPartyOnABudget VisionBoardChallenge',
  },
  whatsapp: {
    things: 'Chat Status Sticker VoiceNote Group Wallpaper Call',
    moves: 'VoiceNoteOnly FamilyGroup StickerPack StatusUpdate GroupRename',
    verbs: 'Text Reply Forward Call',
    core: 'Chat VoiceNote FamilyGroup',
    scenes: 'FamilyChat VoiceNote',
    names:
      'ActOutTheGroupChat WhatsAppVoiceNoteDay MakeAWhatsAppSticker RenameTheFamilyChat GuessWhoSentIt WhatsAppPollDecidesDinner WhatsAppVideoCallGame WhatsAppFamilyQuiz',
    spelled: 'WhatsApp',
  },
  discord: {
    things: 'Server Channel Bot Role Ping Status Sticker Badge',
    moves: 'ServerTour GameNight BotSetup VoiceChat ServerMakeover',
    verbs: 'Ping Join Chat Mod',
    core: 'Server VoiceChat Ping',
    scenes: 'DiscordServer VoiceChat',
    names:
      'BuildADiscordBot DrawACustomEmote DiscordServerMakeover DiscordGameNight DiscordStudyRoom DiscordBookClub DiscordArtRelay DiscordTriviaShowdown',
  },
  reddit: {
    things: 'Upvote Thread Community Comment Meme Post Karma Award',
    moves: 'StorytimeThread CommentChain UpvoteHunt AMA',
    verbs: 'Upvote Post Comment Scroll',
    core: 'Upvote Karma Thread',
    scenes: 'Subreddit AskReddit',
    names:
      'TryTheTopRedditTip RedditRecipeTest ActOutARedditPost TILFromReddit RedditWritingPromptDuel WholesomeRedditReads RedditBookPicks AskRedditAnything',
  },
  linkedin: {
    things: 'Profile Headline Post Resume Connection Banner Badge',
    moves: 'CorporateSpeak HeadlineRewrite ProfileMakeover HumbleBragPost',
    verbs: 'Connect Network Post Endorse',
    core: 'Resume Profile Network',
    scenes: 'OpenToWork CorporateSpeak',
    names:
      'WriteItLikeLinkedIn LinkedInForMyPet AnnounceYourSmallWin CorporateSpeakChallenge LinkedInHeadshotDIY LinkedInBioRewrite WriteARecommendation LinkedInBannerDesign',
    spelled: 'LinkedIn',
  },
  bereal: {
    things: 'Notification FrontCam BackCam Timer Friends Moment Memories',
    moves: 'TwoMinuteDash DualShot LatePost MemoriesReveal',
    verbs: 'Snap Post React Rush',
    core: 'Notification DualShot Snap',
    scenes: 'TimeToBeReal',
    names:
      'TimeToBeReal BeRealDualCamPose BeRealMemoriesReveal 30DaysOfBeReal BeRealInTwoMinutes FamilyBeRealDay BeRealBingo GuessMyBeReal',
    spelled: 'BeReal',
  },
  email: {
    things: 'Inbox Subject Signature Draft Attachment Folder Newsletter Reply',
    moves: 'InboxZero UnsubscribeSpree SubjectLine ReplyAll',
    verbs: 'Reply Send Archive Forward',
    core: 'Inbox ReplyAll Send',
    scenes: 'InboxZero ReplyAll YouveGotMail',
    names:
      'InboxZeroChallenge UnsubscribeFromEverything EmailAnOldTeacher FiveSentenceEmail BestEmailSignOff EmailPenPal PerfectSubjectLine PolitestEmailChallenge',
    also: 'gmail inbox',
  },
  'predictive text': {
    things: 'Keyboard Suggestion Word Sentence Phone Prompt Screen',
    moves: 'SentenceFinish MiddleButton StoryChain BioWrite WordChain',
    verbs: 'Tap Type Finish Predict',
    core: 'Suggestion MiddleButton Predict',
    scenes: 'Autocorrect',
    names:
      'MiddleButtonChallenge PredictiveTextPoem PredictiveTextSong PredictiveTextFortune PredictiveTextWritesBio PredictiveTextAdvice PredictiveTextRecipe PredictiveTextToMom',
  },
  rgb: {
    things: 'Lights Keyboard Fan Strip Case Mouse Desk Glow',
    moves: 'LightShow RainbowMode ColorWave LightSync NightMode',
    verbs: 'Glow Sync Light Dim',
    core: 'Lights Glow RainbowMode',
    scenes: 'RainbowMode LEDLights',
    names:
      'RGBToTheBeat LightsOffRGBReveal PickMyRGBColor RGBRoomMakeover RGBMatchMyOutfit RGBBudgetBuild RGBSunsetLamp RGBKeyboardWave',
    also: 'ledlights ledstrip',
    spelled: 'RGB',
  },
  monitor: {
    things: 'Screen Stand Arm Wallpaper Webcam Cable Desk Bezel',
    moves: 'DualSetup UltrawideUpgrade VerticalMount TripleSetup CableHide',
    verbs: 'Mount Upgrade Tilt Calibrate',
    core: 'Screen Wallpaper DualSetup',
    scenes: 'DualMonitor',
    names:
      'HowManyMonitors VerticalMonitorTest DualMonitorGlowUp MonitorHeightCheck MonitorArmUpgrade UltrawideReaction HideTheMonitorCables RateMyMonitorSetup',
    also: 'dualmonitor dualscreen',
  },
  tv: {
    things: 'Remote Couch Screen Soundbar Channel Console Speaker Wall',
    moves: 'MovieNight WallMount BingeWatch SoundTest RemoteHunt',
    verbs: 'Watch Stream Mount Binge',
    core: 'Remote Couch Watch',
    scenes: 'CouchPotato Primetime BingeWatch',
    names:
      'NameThatTVTheme RecreateATVIntro TVCharades PitchATVShow FindTheRemoteRace TVFreeWeek TVTriviaNight TVQuoteChallenge',
    also: 'television smarttv appletv',
    spelled: 'TV',
  },
  projector: {
    things: 'Screen Wall Sheet Blanket Popcorn Backyard Ceiling Speaker',
    moves: 'BackyardCinema MovieNight CeilingMovie BedroomCinema StarProjection',
    verbs: 'Project Watch Dim Stream',
    core: 'Screen MovieNight Project',
    scenes: 'BackyardCinema MovieNight HomeTheater',
    names:
      'ProjectorTraceArt ProjectOnAnything ProjectorShadowPuppets ProjectorFaceSwap StarsOnMyCeiling DIYPhoneProjector ProjectorKaraokeNight ProjectorGamingNight',
  },
  kindle: {
    things: 'Case Sticker Cover Ebook Library Highlight Bookmark',
    moves: 'CaseMakeover StickerDecor BedtimeRead YearlyStats LibraryTour',
    verbs: 'Read Highlight Download Swipe',
    core: 'Ebook Bookmark Read',
    scenes: 'Ebook ReadingNook',
    names:
      'ShareYourTopHighlight KindleReadingStreak KindleFirstLineQuiz KindleVsBook DecorateYourKindle KindleYearInReview KindleSamplerSunday KindleBookClub',
    also: 'ereader ebook',
  },
  'flip phone': {
    things: 'Keypad Charm Ringtone Antenna Camera Sticker Case Snake',
    moves: 'DumbphoneWeek T9Text Y2KPhoto SnakeGame DigitalDetox',
    verbs: 'Flip Text Snap Unplug',
    core: 'Keypad Ringtone Flip',
    scenes: 'Dumbphone Y2K',
    names:
      'FlipPhoneFor7Days T9TextChallenge FlipPhoneHangUp FlipPhoneNoMapsDay FlipPhonePhotoDump Y2KFlipPhoneShoot FlipPhoneVsSmartphone FlipPhoneCharmDIY',
    also: 'dumbphone razr',
  },
  'retro tech': {
    things: 'Cassette Walkman Floppy VHS Camcorder Pager RotaryPhone',
    moves: 'KidsReact GuessTheGadget ThriftFind BootUp Rewind',
    verbs: 'Rewind Boot Plug Restore',
    core: 'Cassette VHS Rewind',
    scenes: 'VHS Cassette DialUp',
    names:
      'RewindTheCassette CanYouUseARotaryPhone GuessTheRetroTech MixtapeForAFriend UseRetroTechForADay BootUpAnOldComputer RetroTechVsToday RetroTechThriftHaul',
    also: 'oldtech vintagetech walkman vhs camcorder y2ktech',
  },
  ipod: {
    things: 'ClickWheel Playlist Earbuds Song Shuffle Case Nano Dock',
    moves: 'PlaylistTour ShuffleGame ThriftFind ClickWheelAsmr Restore',
    verbs: 'Shuffle Click Play Sync',
    core: 'ClickWheel Playlist Shuffle',
    scenes: 'ClickWheel',
    names:
      'PlayYourOldiPodPlaylist ShuffleOnlyChallenge ClickWheelASMR FiveTracksOnMyiPod RestoreAniPodClassic SwapiPodsWithAFriend SwapMyPhoneForAniPod GuessMyiPodSong',
    also: 'mp3player',
    spelled: 'iPod',
  },
  digicam: {
    things: 'Flash Lens Strap Battery Charm Zoom Screen',
    moves: 'FlashPhoto PhotoDump Y2KShoot MirrorPic ThriftFind',
    verbs: 'Snap Shoot Flash Zoom',
    core: 'Flash Lens Snap',
    scenes: 'FlashPhoto Y2K',
    names:
      'DigicamMirrorSelfie DigicamVsPhone ThriftedCameraTest FlashOnChallenge DigicamPartyPics GrandmasOldDigicam DigicamForAWeek DigicamPhotoDump',
    also: 'digitalcamera',
  },
  roomba: {
    things: 'Dock Brush Map Sensor Bumper Crumbs Couch Sticker',
    moves: 'CleaningRun ObstacleCourse PetReaction NameReveal MapReveal',
    verbs: 'Vacuum Clean Dock Map',
    core: 'Crumbs CleaningRun Vacuum',
    scenes: 'RobotVacuum',
    names:
      'NameYourRoomba DressUpYourRoomba RoombaObstacleCourse PetMeetsRoomba RoombaMapReveal RoombaVsBroom RoombaCrumbTest RoombaRace',
    also: 'robotvacuum',
  },
  'smart glasses': {
    things: 'Lens Frame Camera Speaker Case Button Display',
    moves: 'POVVideo FirstLook TranslateTest HandsFreeShot WalkAndTalk',
    verbs: 'Record Wear Ask Capture',
    core: 'Lens Camera POVVideo',
    names:
      'POVThroughMyGlasses FilmItHandsFree TranslateWithGlasses AskMyGlassesAnything SmartGlassesPOVQuiz SmartGlassesCookAlong SmartGlassesMuseumTour SmartGlassesFirstLook',
    also: 'metaglasses',
  },
  gpu: {
    things: 'Fans Card Cooler Slot Cable Case Benchmark Driver',
    moves: 'InstallDay FPSTest BenchmarkRun Unboxing CableRouting',
    verbs: 'Install Upgrade Render Overclock',
    core: 'Card Fans FPSTest',
    scenes: 'GraphicsCard GamingRig',
    names:
      'GuessMyFPS BeforeAndAfterFPS FirstGPUInstall GuessTheGPU GPUBenchmarkBattle OldVsNewGPU GPUDustClean GPUTempCheck',
    also: 'graphicscard',
    spelled: 'GPU',
  },
  'software engineer': {
    things: 'Laptop Coffee Monitor Keyboard Code Bug Standup Ticket Hoodie Deadline',
    moves: 'DayInTheLife CodeReview PairProgramming OnCall FridayDeploy',
    verbs: 'Code Debug Ship Review',
    core: 'Laptop Bug Code',
    scenes: 'DevLife CodeReview',
    names:
      'RubberDuckDebugging ExplainYourJobToAKid SoftwareEngineerDayInLife FixThisBugWithMe CodeReviewWithMe SoftwareEngineerDeskTour DevMockInterview JuniorDevAdvice',
    also: 'developer dev programmer swe techinterview',
  },
  'data science': {
    things: 'Chart Graph Dataset Dashboard Spreadsheet Python Model Notebook',
    moves: 'DataViz Prediction DashboardBuild DataCleaning',
    verbs: 'Plot Predict Clean Visualize',
    core: 'Chart Dataset Predict',
    scenes: 'BigData DataViz',
    names:
      'MyLifeInData GuessTheGraph DataVizChallenge CleanThisDataset DataSciencePredictions DataScienceDayInLife DataScienceInOneMinute ChartYourWeek',
  },
  startup: {
    things: 'Pitch Idea Founder Garage Laptop Logo Investor Launch Deck Office',
    moves: 'ElevatorPitch LaunchDay DayInTheLife GarageBuild',
    verbs: 'Pitch Launch Build Ship',
    core: 'Pitch Founder Launch',
    scenes: 'PitchDeck SiliconValley',
    names:
      'PitchYourStartupIdea ShipItIn30Days NameMyStartup BuildAStartupInPublic StartupIn48Hours StartupUnder100Dollars DesignAStartupLogo StartupDayInTheLife',
  },
  'ai art': {
    things: 'Prompt Portrait Avatar Style Landscape Canvas Filter Image',
    moves: 'PromptBattle StyleSwap PetPortrait FantasyScene AvatarMakeover',
    verbs: 'Prompt Generate Imagine Remix',
    core: 'Prompt Avatar Generate',
    names:
      'AIArtOrReal HumanVsAIArt DrawThenPrompt AIArtOfMyDream AIPaintsMyPet AIArtStyleSwap AIArtBedtimeBook AIArtPromptRelay',
    also: 'aiimage midjourney',
    spelled: 'AIArt',
  },
  'prompt engineering': {
    things: 'Chatbot Template Keyword Role Example Output Model',
    moves: 'PromptBattle PromptSwap ChainOfThought FewShot',
    verbs: 'Prompt Refine Test Iterate',
    core: 'Chatbot PromptBattle Prompt',
    scenes: 'PerfectPrompt Chatbot',
    names:
      'FixMyPrompt VagueVsDetailedPrompt OnePromptThreeBots ShortestPromptWins PromptBattle PromptSwap PromptOfTheDay PromptEngineeringTipADay',
    also: 'prompting',
  },
  fitbit: {
    things: 'Steps Tracker Band Sleep Badge Goal Screen HeartRate',
    moves: '10kSteps StepRace SleepScore BadgeHunt',
    verbs: 'Walk Track Sync Step',
    core: 'Steps Tracker Walk',
    scenes: 'StepCount 10kSteps',
    names:
      '10kStepsADay FitbitBadgeHunt OutwalkMeThisWeek FitbitFamilyChallenge FitbitSleepChallenge FitbitDogWalk FitbitIndoorLaps FitbitHeartRateReaction',
    also: 'fitnesstracker',
  },
  'walkie talkie': {
    things: 'Antenna Channel Button Battery Backyard Radio Code',
    moves: 'SecretCode RadioCheck BackyardMission OverAndOut',
    verbs: 'Talk Tune Call Signal',
    core: 'Radio OverAndOut Talk',
    scenes: 'OverAndOut RogerThat',
    names:
      'WalkieTalkieTreasureHunt PickYourCodeName LearnThePhoneticAlphabet WalkieTalkieHideAndSeek WalkieTalkieStoryTime WalkieTalkieRangeTest OverAndOutChallenge WalkieTalkieMission',
  },
  'cable management': {
    things: 'ZipTie Velcro Tray Sleeve Clip Desk PowerStrip Label',
    moves: 'BeforeAndAfter DeskMakeover UnderDeskReveal WireHide',
    verbs: 'Tidy Hide Route Organize',
    core: 'ZipTie WireHide Tidy',
    scenes: 'CableChaos',
    names:
      'CableChaosToCalm UnderDeskCableReveal NoCablesVisible LabelEveryCable TVCableTidyUp CableManagementUnder20 CableManagementASMR ZipTieMakeover',
  },
  'home screen': {
    things: 'Widget Icon Wallpaper Folder Dock Theme LockScreen',
    moves: 'WidgetStack IconMakeover ThemeSwap MinimalSetup AestheticSetup',
    verbs: 'Customize Theme Organize Swipe',
    core: 'Widget Icon Customize',
    scenes: 'LockScreen',
    names:
      'RateMyHomeScreen OneColorHomeScreen HomeScreenSwap SeasonalHomeScreen FirstPageOnly WidgetStackChallenge HomeScreenTimeCapsule GrandmasHomeScreen',
    also: 'widget lockscreen appicon appicons',
  },
  wallpaper: {
    things: 'LockScreen Photo Pattern Gradient Quote Theme Art',
    moves: 'DailySwap MatchingSet ThemeChange LockScreenReveal',
    verbs: 'Swap Set Design Match',
    core: 'LockScreen Photo Swap',
    scenes: 'LockScreen',
    names:
      'ShowYourLockScreen DrawYourWallpaper KidsArtWallpaper SwapWallpapersWithMe MatchingWallpapers GuessWhereMyWallpaperIs WallpaperThenAndNow WallpaperOfTheWeek',
  },
  'dark mode': {
    things: 'Screen Theme App Toggle Code Eyes Night Setting',
    moves: 'LightVsDark ThemeSwitch NightScroll CodeSetup',
    verbs: 'Toggle Switch Dim Code',
    core: 'Toggle Night LightVsDark',
    scenes: 'NightMode',
    names:
      'LightOrDarkMode DarkModeEverything FindTheDarkModeSetting DarkModeCodeSetup DarkModeWebsiteBuild DarkModeMythOrFact DarkModeBedtimeRoutine DarkModeForAWeek',
  },
  ringtone: {
    things: 'Phone Song Alarm Notification Sound Volume Marimba',
    moves: 'GuessTheSound ThrowbackTone ClassicRemix AlarmRemix',
    verbs: 'Ring Remix Play Sing',
    core: 'Phone Marimba Ring',
    scenes: 'IncomingCall',
    names:
      'GuessTheRingtone SingYourRingtone RingtoneOnPiano DanceToYourRingtone RingtoneRemix RingtoneBeatbox MakeYourOwnRingtone RingtoneThrowback',
  },
  notification: {
    things: 'Badge Banner Phone Sound Ping Bell Alert LockScreen',
    moves: 'DoNotDisturb InboxZero UnreadCount PingCount ReplyRace',
    verbs: 'Ping Mute Swipe Reply',
    core: 'Bell Ping DoNotDisturb',
    scenes: 'NewMessage DoNotDisturb',
    names:
      'HowManyUnread ClearAllNotifications NotificationSoundQuiz DoNotDisturbDay NotificationAudit ReplyToEveryUnread NotificationDetox NotificationZeroStreak',
  },
  screenshot: {
    things: 'Phone Screen Meme Chat Album Photo Gallery Folder',
    moves: 'RandomReveal MemeDump ChatReveal GalleryDive',
    verbs: 'Capture Share Save Crop',
    core: 'Meme Chat Capture',
    names:
      'ShowYourLastScreenshot OldestScreenshotReveal ExplainYourScreenshots ScreenshotRecipeTest HowManyScreenshots ScreenshotPurge ScreenshotOutfitRecreate GuessMyScreenshot',
  },
  tech: {
    things: 'Gadget Phone Laptop Headphones Charger Keyboard Desk Monitor Robot App',
    moves: 'Unboxing SetupTour GadgetHaul DeskSetup SpeedTest',
    verbs: 'Unbox Upgrade Build Code',
    core: 'Gadget Phone Unbox',
    scenes: 'TechTok',
    names:
      'TeachGrandmaTech WhatsInMyTechBag TechFreeSunday OldVsNewTech TechUnder20 TechRepairDIY TechTipTuesday TechThatChangedMyLife ShowYourTechSetup',
    also: 'technology techtok techtips',
  },
  electronics: {
    things: 'Circuit Battery Wire Switch Sensor Motor Breadboard Resistor',
    moves: 'Teardown FirstCircuit BlinkingLight Repair Rebuild',
    verbs: 'Solder Wire Fix Build',
    core: 'Circuit BlinkingLight Build',
    scenes: 'CircuitBoard',
    names:
      'WhatsInsideChallenge MakeAnLEDBlink BuildYourFirstCircuit LightUpGreetingCard ElectronicsBuildOff FixBrokenElectronics ElectronicsRecyclingDay DIYElectronicsChallenge',
    also: 'circuit soldering breadboard',
  },
  'augmented reality': {
    things: 'Filter Lens Headset Phone Hologram Portal Avatar',
    moves: 'PortalWalk FurniturePreview FaceLens HologramCall',
    verbs: 'Scan Place Explore Swipe',
    core: 'Hologram Portal Filter',
    scenes: 'ARFilter MixedReality',
    names:
      'RealOrAR ARAnimalInMyRoom ARFurnitureTest ARTapeMeasureTest ARPortalChallenge DrawInTheAirAR ARScavengerHunt ARMuseumTour',
    also: 'ar',
  },
  tripod: {
    things: 'Phone Clip Remote Legs Mount Camera Timer',
    moves: 'TimerShot SoloShoot OutfitPhoto HighAngle SetupHack',
    verbs: 'Mount Extend Shoot Balance',
    core: 'Phone TimerShot Mount',
    scenes: 'SelfTimer',
    names:
      'BeatTheTimerPose NoPhotographerNeeded OneTripodTenLooks TripodJumpShot TripodCloneEffect DIYPhoneTripod TripodFamilyPhoto TripodSoloTraveler',
  },
  gimbal: {
    things: 'Phone Handle Motor Battery Clamp Tripod Joystick',
    moves: 'SmoothWalk SpinShot DollyZoom FollowShot',
    verbs: 'Pan Tilt Spin Glide',
    core: 'Phone SmoothWalk Glide',
    names:
      'SmoothAsButterChallenge GimbalVsHandheld DollyZoomChallenge GimbalNinjaWalk GimbalBarrelRoll GimbalFollowShot GimbalTransition GimbalUpTheStairs',
  },
  'content creator': {
    things: 'RingLight Tripod Mic Camera Laptop Script Thumbnail Schedule',
    moves: 'DayInTheLife BehindTheScenes BatchFilming ContentPlan SetupTour',
    verbs: 'Film Edit Post Plan',
    core: 'RingLight Camera Film',
    scenes: 'CreatorLife DayInTheLife',
    names:
      'FilmOneIdeaThreeWays FirstVideoVsLatest CreatorSwapChallenge 30DaysOfPosting BatchFilmWithMe ContentCreatorBTS CreatorSetupOnABudget ContentCreatorDayInLife CreatorOneTakeChallenge',
    also: 'creator contentcreation ugc',
  },
  'qr code': {
    things: 'Phone Sticker Menu Link Poster Shirt Card Scanner',
    moves: 'ScavengerHunt SecretLink ScanAndReveal MenuScan',
    verbs: 'Scan Share Link Hide',
    core: 'Phone SecretLink Scan',
    scenes: 'ScanMe',
    names:
      'QRScavengerHunt QRCodeBirthdayCard SecretQRMessage MakeYourOwnQR QRCodeArt QRCodeCookie WearableQRCode SpotTheFakeQR',
    also: 'qr',
    spelled: 'QRCode',
  },
  internet: {
    things: 'Browser Wifi Meme Search Tab Website Router Link',
    moves: 'RabbitHole TabOverload OldWebsite MemeHistory',
    verbs: 'Browse Search Scroll Surf',
    core: 'Wifi Meme Browse',
    scenes: 'WorldWideWeb DialUp',
    names:
      'KindCommentChallenge RecreateAnOldMeme FiveClickRabbitHole DialUpInternetRemix InternetFreeSaturday FindTheOldestWebsite ExplainTheInternetIn60 InternetHistoryQuiz',
    also: 'web browser',
  },
  algorithm: {
    things: 'Feed ForYouPage Trend Sound Hashtag Post Timing Data',
    moves: 'FeedReset TrendTest HookTest WatchTime',
    verbs: 'Post Trend Boost Hook',
    core: 'Feed ForYouPage Trend',
    scenes: 'ForYouPage GoingViral',
    names:
      'ResetYourFeed GuessMyForYouPage TrainYourAlgorithm SandwichAlgorithm HumanSortingAlgorithm AlgorithmForMyMorning MazeSolvingAlgorithm BeatTheAlgorithm',
  },
  'apple pencil': {
    things: 'Sketch Tip Grip Case Sticker Canvas Note',
    moves: 'SpeedSketch Doodle Lettering DigitalNote Shading',
    verbs: 'Draw Sketch Write Shade',
    core: 'Sketch Doodle Draw',
    scenes: 'DigitalArt',
    names:
      'ApplePencilOneLine ApplePencilVsPaper ApplePencilDoodleDuel ApplePencilLettering ApplePencilBlindDraw SpeedSketchChallenge ApplePencilSketchADay ApplePencilPetPortrait',
    also: 'stylus',
  },
  'text to speech': {
    things: 'Voice Robot Caption Narrator Accent Script Sound',
    moves: 'StoryTime VoiceSwap RobotNarration SillyScript',
    verbs: 'Read Narrate Type Voice',
    core: 'Voice Robot Narrate',
    scenes: 'RobotVoice',
    names:
      'TextToSpeechTongueTwister TextToSpeechLipSync RobotReadsMyTexts TextToSpeechKaraoke TextToSpeechRap TTSNarratesMyCat TextToSpeechPoem TextToSpeechStorytime',
    also: 'tts',
  },
  hackathon: {
    things: 'Laptop Team Pizza Whiteboard Prize Badge Demo Hoodie Coffee',
    moves: 'DemoDay Pitch Prototype CodeSprint TeamUp',
    verbs: 'Build Pitch Code Ship',
    core: 'Laptop Team Prototype Code',
    scenes: 'CodeSprint DemoDay',
    names:
      'BuildItIn24Hours HackathonPitchIn2Minutes FamilyHackathon HackathonForGood HackathonBugHunt HackathonPaperPrototype HackathonDemoDay WeekendHackathon',
  },
  'computer science': {
    things: 'Laptop Code Algorithm Binary Terminal Robot Keyboard Whiteboard Data',
    moves: 'HelloWorld BinaryCount SortingRace MockInterview',
    verbs: 'Code Sort Compile Debug',
    core: 'Binary Code HelloWorld',
    scenes: 'CompSci BinaryCode HelloWorld',
    names:
      'WriteYourNameInBinary CountInBinary HumanSortingRace ComputerScienceCardTrick PixelArtByNumbers CompSciIn60Seconds ComputerScienceUnplugged ComputerScienceQuiz',
    also: 'compsci',
  },
  'tech support': {
    things: 'Printer Router Remote Password Cable Settings Laptop Grandpa',
    moves: 'TurnItOffAndOn PrinterFix PasswordReset RemoteRescue',
    verbs: 'Fix Restart Explain Reset',
    core: 'Printer TurnItOffAndOn Fix',
    scenes: 'HelpDesk TurnItOffAndOn',
    names:
      'HaveYouTriedRestarting FamilyTechSupport NoJargonTechSupport FixThePrinterChallenge TechSupportIn60Seconds TechSupportForGrandpa TechSupportRoleplay OneTechFixADay',
    also: 'itsupport techhelp',
  },
  captcha: {
    things: 'Checkbox Robot TrafficLight Crosswalk Bicycle Bus Puzzle',
    moves: 'SelectAll RobotCheck SquiggleRead ProveIt',
    verbs: 'Click Select Prove Verify',
    core: 'Checkbox TrafficLight Click',
    scenes: 'NotARobot',
    names:
      'SelectAllTrafficLights IAmNotARobot GrandmaVsCaptcha ReadTheSquigglyText DrawYourOwnCaptcha CaptchaSpeedRun CaptchaForMyPet ProveYoureHuman',
  },
  glitch: {
    things: 'Screen Pixel Filter Effect Loop Static Frame',
    moves: 'FreezeFrame LagEffect PixelSwap Stutter',
    verbs: 'Freeze Lag Loop Pixelate',
    core: 'Pixel Static Freeze',
    names:
      'HumanGlitch GlitchInTheMatrix GlitchDanceChallenge GlitchYourSelfie FamilyLagGlitch RewindGlitch GlitchArtEdit GlitchEffectChallenge',
  },
  'camera roll': {
    things: 'Photo Screenshot Selfie Album Meme Video Favorites',
    moves: 'TenthPhoto RandomScroll PhotoDump YearInPhotos FirstPhoto',
    verbs: 'Scroll Share Delete Reveal',
    core: 'Photo Album PhotoDump',
    scenes: 'PhotoDump',
    names:
      'ShowTheTenthPhoto NoContextCameraRoll ScrollToTheVeryBottom CameraRollColorHunt CameraRollPetCount OnThisDayCameraRoll CameraRollYearRecap CameraRollCleanout',
  },
  microphone: {
    things: 'Mic Stand Foam Arm Cable Headphones Filter Studio',
    moves: 'MicCheck SoundTest VoiceOver ASMRTest PodcastSetup',
    verbs: 'Record Speak Test Sing',
    core: 'Mic MicCheck Sing',
    scenes: 'MicCheck OpenMic MicDrop',
    names:
      'OneTakeVoiceover BudgetVsProMic GuessTheMic OneMicFiveVoices MicCheckChallenge DIYPopFilter ClosetVocalBooth MicrophoneASMRTest',
    also: 'mic',
  },
  webcam: {
    things: 'Lighting Background Laptop RingLight Monitor Cover Frame',
    moves: 'VirtualBackground LightingFix CallSetup MeetingFit',
    verbs: 'Light Frame Zoom Mute',
    core: 'Laptop VirtualBackground Mute',
    scenes: 'VideoCall',
    names:
      'WebcamGlowUp FixYourWebcamLight WebcamAngleTest PhoneAsWebcam WebcamCoverDIY RateMyCallBackground MeetingFitCheck CameraOnChallenge',
  },
  bluetooth: {
    things: 'Speaker Earbuds Headphones Car Stereo Signal Battery',
    moves: 'SpeakerTest PairingFail PartyMode SoundCheck',
    verbs: 'Pair Connect Play Sync',
    core: 'Speaker Earbuds Pair',
    scenes: 'PairingMode',
    names:
      'BluetoothRangeTest SpeakerInABowl BluetoothBassShowdown BluetoothDanceParty WhatsMyBluetoothName BluetoothPairingRace WaterproofSoundTest BluetoothKaraoke',
    also: 'bluetoothspeaker',
  },
  nokia: {
    things: 'Snake Ringtone Keypad Battery Case Antenna Charger',
    moves: 'SnakeHighScore DropTest T9Text RingtoneRemix',
    verbs: 'Text Play Drop Call',
    core: 'Snake Ringtone DropTest',
    scenes: 'Nokia3310 SnakeGame NokiaTune',
    names:
      'SnakeHighScore NokiaTextingRace NokiaRingtoneRemix CanYouTextOnANokia NokiaForAWeek NokiaBatteryMarathon NokiaCameraPhotoDump NokiaDropTest',
  },
  facetime: {
    things: 'Call Screen Filter Camera Background Effect Emoji',
    moves: 'GroupCall SurpriseCall ScreenshotPose FilterCall SharePlay',
    verbs: 'Call Answer Wave React',
    core: 'Call Screen Wave',
    scenes: 'VideoCall',
    names:
      'SurpriseFaceTime FaceTimeScreenshotPose FaceTimeSilentCharades FaceTimeWithGrandma FaceTimeCookAlong FaceTimeGameNight FaceTimeBedtimeStory SharePlayMovieNight',
    spelled: 'FaceTime',
  },
  imessage: {
    things: 'Bubble Reaction Sticker Effect Gif Chat Thread',
    moves: 'BubbleEffect ConfettiText GamePigeon InvisibleInk ReactionSpam',
    verbs: 'Text React Reply Send',
    core: 'Bubble Reaction Text',
    scenes: 'BlueBubble ReadReceipts',
    names:
      'TryEveryiMessageEffect InvisibleInkMessage ConfettiTextSurprise TapbackOnlyDay GameNightOniMessage MakeAniMessageSticker ScheduleASurpriseText HiddeniMessageTricks',
    spelled: 'iMessage',
  },
  figma: {
    things: 'Frame Component Prototype Font Palette Grid Plugin Cursor',
    moves: 'RedesignIt Wireframe ClickThrough DesignSprint',
    verbs: 'Design Prototype Align Iterate',
    core: 'Prototype Wireframe Design',
    scenes: 'Wireframe',
    names:
      'RecreateALogoInFigma PrototypeItInFigma FigmaPixelArt RedesignThisApp FigmaInAMinute FigmaWireframeRace FigmaCursorParty FigmaPortfolioBuild',
  },
  airtag: {
    things: 'Keys Luggage Wallet Bag Map Keychain Case',
    moves: 'LostAndFound LuggageTrack HideAndSeek KeyRescue',
    verbs: 'Track Find Attach Ping',
    core: 'Keys Luggage Track',
    names:
      'AirTagHideAndSeek FollowMyLuggage FindTheKeysRace AirTagOnTheRemote AirTagOnMyBike AirTagKeychainDIY AirTagPetCollar AirTagLostAndFound',
    also: 'findmy',
    spelled: 'AirTag',
  },
  unboxing: {
    things: 'Box Tape Packaging Gadget Manual Sticker Protector',
    moves: 'FirstImpression PeelTheFilm SetupDay WorthIt AsmrOpen',
    verbs: 'Unbox Peel Open Test',
    core: 'Box Packaging Unbox',
    scenes: 'MailDay',
    names:
      'PeelTheScreenProtector GuessWhatsInTheBox UnboxLikeASportscaster SilentUnboxing GrandmaUnboxes UnboxingIn10Seconds UnboxThenRepackIt UnboxAndRecycle',
  },
  productivity: {
    things: 'Planner Calendar Timer Todo Desk Laptop Checklist Notion',
    moves: 'TimeBlocking WeeklyReset DeepWork InboxZero MorningRoutine',
    verbs: 'Plan Focus Organize Automate',
    core: 'Planner Checklist Focus',
    scenes: 'DeepWork ToDoList',
    names:
      'EatTheFrogFirst TwoMinuteRule DeepWorkSprint SingleTaskChallenge PlanMyDayWithMe PhoneInAnotherRoom ProductivityHackTest ProductivitySundayReset GetItDoneDay ProductivityTipSwap',
  },
  tamagotchi: {
    things: 'Pet Egg Button Keychain Screen Snack Pixel',
    moves: 'FeedingTime EggHatch EvolutionReveal KeepItAlive',
    verbs: 'Feed Hatch Care Raise',
    core: 'Pet Egg Feed',
    scenes: 'VirtualPet',
    names:
      'KeepYourTamagotchiAlive HatchYourTamagotchi ParentsTryTamagotchi TamagotchiBabysitter TamagotchiEvolutionReveal TamagotchiPixelArt TamagotchiVsRealPet TamagotchiTinyHouse',
  },
  furby: {
    things: 'Ears Eyes Voice Battery Beak Box Shelf Feathers',
    moves: 'BabyTalk DanceBattle AwakeCheck Throwback',
    verbs: 'Talk Blink Sing Sleep',
    core: 'Eyes Ears Talk',
    names:
      'WakeTheFurby TeachYourFurbyAWord TwoFurbiesTalking FurbyStaringContest FurbyDanceParty FurbyTalksBack FurbyMeetsTheDog FurbyRescueRestore',
  },
  'ux design': {
    things: 'Wireframe Prototype Button Screen Layout Grid Persona',
    moves: 'AppRedesign UserTest ClickThrough CaseStudy',
    verbs: 'Design Test Iterate Sketch',
    core: 'Wireframe Prototype Design',
    scenes: 'Wireframe UserTest',
    names:
      'SpotTheBadUX PushOrPullDoor UserTestWithGrandma UXInTheWild PaperPrototypeChallenge UXFixOfTheDay UXRedesignChallenge UXCaseStudyIn60Seconds',
    also: 'uidesign uxui ui ux',
    spelled: 'UXDesign',
  },
  'standing desk': {
    things: 'Desk Mat Monitor Keyboard Lamp Plant Chair',
    moves: 'StandUpHour DeskTour WalkingPad SetupUpgrade',
    verbs: 'Stand Raise Stretch Work',
    core: 'Desk Monitor Stand',
    names:
      'StandForASong StandUpEveryHour StandingDeskForAWeek StandingDeskDanceBreak DIYStandingDesk StandAllDayChallenge StandingDeskHeightCheck WalkAndWorkDesk',
  },
  gps: {
    things: 'Map Route Pin Phone Compass Satellite Car',
    moves: 'RouteArt PinDrop RoadTrip WrongTurn',
    verbs: 'Navigate Route Track Pin',
    core: 'Map Route Navigate',
    scenes: 'Recalculating TurnByTurn',
    names:
      'GPSDrawYourName GPSTreasureHunt BeTheGPS NoGPSRoadTrip RandomGPSAdventure GPSCoordinatesQuiz WalkAHeartOnGPS GuessTheGPSDistance',
    spelled: 'GPS',
  },
  netflix: {
    things: 'Remote Couch Popcorn Profile Episode Series Queue',
    moves: 'BingeWatch WatchParty ShowMarathon Recommendation',
    verbs: 'Binge Watch Stream Rate',
    core: 'Couch Episode BingeWatch',
    scenes: 'BingeWatch StillWatching',
    names:
      'GuessTheNetflixShow TudumChallenge NetflixPlotIn3Emojis ActOutANetflixScene NetflixTrailerRemake PickMyNextBinge NetflixQuoteChallenge NetflixWatchParty',
  },
  'screen recording': {
    things: 'Screen Phone Audio Cursor Video Mic Timer',
    moves: 'Tutorial AppWalkthrough GameClip HowTo',
    verbs: 'Record Show Tap Capture',
    core: 'Screen Tutorial Record',
    names:
      'ScreenRecordYourHighScore ShowMeHowYouDoIt OneMinuteScreenDemo ScreenRecordAHack ScreenRecordNoTalking ScreenRecordMyDrawing ScreenRecordGrandmaGuide ScreenRecordChallenge',
  },
  icloud: {
    things: 'Storage Photos Backup Cloud Album Account Drive',
    moves: 'StorageFull PhotoCleanup BackupDay OldPhotosDig',
    verbs: 'Backup Delete Sync Upgrade',
    core: 'Cloud Storage Backup',
    scenes: 'StorageFull CloudBackup',
    names:
      'FreeUpYouriCloud HowFullIsYouriCloud OldestPhotoOniCloud FamilyiCloudAlbum BackUpEverythingDay ForgottenMemoryFriday ScrapbookFromiCloud ScreenshotPurge',
    spelled: 'iCloud',
  },
  typewriter: {
    things: 'Keys Paper Ribbon Bell Ink Letter Desk',
    moves: 'LetterWriting SpeedType PoemOnDemand ThriftFind Restoration',
    verbs: 'Type Clack Write Ding',
    core: 'Keys Paper Clack',
    scenes: 'ClickClack',
    names:
      'OnePageNoTypos TypewriterStoryRelay TypewriterPoemOnDemand TypewriterSpeedTest TypewriterVsLaptop TypewriterLetterToSelf TypewriterThankYouNote TypewriterRestoration',
  },
  'digital planner': {
    things: 'Stylus Sticker Template Calendar Widget Tab Habit',
    moves: 'PlanWithMe WeeklySpread StickerHaul MonthlySetup HabitTracker',
    verbs: 'Plan Sketch Organize Decorate',
    core: 'Stylus Sticker Plan',
    scenes: 'WeeklySpread',
    names:
      'PlanWithMe PaperVsDigitalPlanner WeeklySpreadChallenge DecorateYourPlanner PlanYourWeekIn5Min DIYDigitalStickers HabitTrackerPage DigitalPlannerReset',
  },
  vlog: {
    things: 'Camera Tripod Mic Intro Coffee Mirror Car City',
    moves: 'DayInTheLife MorningRoutine CityWalk WeeklyRecap BehindTheScenes',
    verbs: 'Film Edit Post Narrate',
    core: 'Camera DayInTheLife Film',
    scenes: 'DayInTheLife DailyVlog',
    names:
      'OneSecondEveryDay VlogWithOnly10Shots VlogWithoutTalking VlogYourWeekFastForward VlogInOneTake VlogLikeADocumentary SwapVlogsWithAFriend VlogYourMorning',
    also: 'vlogging vlogger',
  },
  gif: {
    things: 'Reaction Meme Loop Keyboard Sticker Chat Face',
    moves: 'ReactionOnly MemeReply RecreateIt FrameByFrame',
    verbs: 'React Loop Send Recreate',
    core: 'Reaction Meme Loop',
    scenes: 'ReactionGif',
    names:
      'RecreateTheGIF ReplyOnlyInGIFs PerfectLoopGIF FamilyReactionGIF MakeYourOwnGIF StopMotionGIF DescribeYourDayInAGIF GIFBattle',
    spelled: 'GIF',
  },
  hologram: {
    things: 'Pyramid Phone Projector Light Illusion Fan Display',
    moves: 'PhonePyramid FloatingImage DIYProjector HoloIllusion',
    verbs: 'Project Build Float Glow',
    core: 'Illusion Pyramid Float',
    names:
      'HologramPyramidBuild HologramOfMyPet PepperGhostIllusion HologramMessage RealOrHologram HologramDancePartner HologramSolarSystem HologramFlowerBloom',
  },
  dashcam: {
    things: 'Windshield Car Road Camera Mount Sunset Commute',
    moves: 'ScenicDrive RoadTripLapse SunsetDrive CommuteRecap',
    verbs: 'Record Mount Capture Review',
    core: 'Windshield Road ScenicDrive',
    names:
      'DashcamGuessTheCity DashcamColorHunt DashcamKindDrivers DashcamTimelapse DashcamCommuteIn60 DashcamSingAlong DashcamCarWashRide DashcamSunsetDrive',
  },
  'google docs': {
    things: 'Doc Comment Cursor Font Template Outline Checklist Folder',
    moves: 'GroupProject LiveCollab SharedStory VersionHistory',
    verbs: 'Type Share Comment Edit',
    core: 'Doc Comment GroupProject',
    scenes: 'GroupProject SharedDoc',
    names:
      'GoogleDocsStoryChain VersionHistoryReveal GoogleDocsNoBackspace GoogleDocsShortcutRace GoogleDocsVoiceTyping GoogleDocsPenPal GoogleDocsRecipeBook GoogleDocsNewsletter',
    also: 'gdocs',
  },
  'self driving car': {
    things: 'Backseat Wheel Screen Sensor Camera Route Dashboard',
    moves: 'FirstRide BackseatReview RideAlong NoDriverReaction',
    verbs: 'Ride Park Steer Navigate',
    core: 'Backseat NoDriverReaction Ride',
    scenes: 'Robotaxi',
    names:
      'MyFirstRobotaxiRide GrandmaTriesARobotaxi BuildASelfDrivingToyCar DesignTheSelfDrivingCar EmptyDriverSeat RobotaxiKaraoke SpotTheSelfDrivingCar SelfDrivingCarQuiz',
    also: 'waymo robotaxi selfdriving',
  },
  'selfie stick': {
    things: 'Phone Remote Tripod Clip Mirror Light Crowd Landmark',
    moves: 'GroupSelfie WideShot HighAngle SpinShot LandmarkSnap',
    verbs: 'Extend Snap Pose Spin',
    core: 'Phone GroupSelfie Snap',
    scenes: 'GroupSelfie',
    names:
      'FitTheWholeFamily SelfieStickSpinShot SelfieStickCloneShot HiddenSelfieStick SelfieStickTopDown SelfieStickLandmarkPose SelfieStickSlowMoJump SelfieStickPetCam',
  },
  vpn: {
    things: 'Server Location Shield Router Laptop Phone Map Key',
    moves: 'SpeedTest LocationHop PrivacyCheck CafeWifi',
    verbs: 'Connect Protect Encrypt Switch',
    core: 'Shield Location Protect',
    scenes: 'IncognitoMode',
    names:
      'VPNCountryHop VPNMythOrFact VPNSpeedTest ExplainAVPNToGrandma VPNSetupInTwoMinutes VPNForAWeek PrivacyCheckChallenge SecureYourPhoneDay',
    spelled: 'VPN',
  },
  review: {
    things: 'Unboxing Gadget Stars Rating Box Price Battery Camera Screen Verdict',
    moves: 'HonestTake FirstImpression StarRating WorthItOrNot SideBySide ProsAndCons',
    verbs: 'Rate Test Compare Unbox',
    core: 'Stars HonestTake Rate',
    scenes: 'FiveStars HonestReview',
    names:
      'ThreeWordReview WorthTheHype BlindReviewTest ReviewWithoutWords TestedSoYouDontHaveTo ReviewAfterOneYear HonestReviewChallenge RateItOutOf10',
    also: 'productreview',
  },
  photoshop: {
    things: 'Layers Brush Mask Filter Selection Background Canvas Tablet Cursor Eraser',
    moves: 'BackgroundSwap FaceSwap PhotoEdit BeforeAndAfter GenerativeFill Retouch',
    verbs: 'Edit Crop Layer Blend',
    core: 'Layers BackgroundSwap Edit',
    scenes: 'PhotoEdit',
    names:
      'SpotTheEdit FixMyOldPhoto PhotoshopBattle PhotoshopTheKidsDrawing PhotoshopMeAnywhere PhotoshopPetPortrait PhotoshopInOneMinute BeforeAndAfterEdit',
    spelled: 'Photoshop',
  },
  github: {
    things: 'Repo Commit Branch Octocat Readme Profile Issue Terminal Code Contribution',
    moves: 'FirstCommit PullRequest GreenSquares ReadmeGlowUp ForkIt BugReport',
    verbs: 'Commit Push Fork Merge',
    core: 'Repo Commit Octocat',
    scenes: 'PullRequest Octocat',
    names:
      'FirstGitHubPullRequest GreenSquaresChallenge GitHubPixelArt GitHubProfileGlowUp StarYourFavoriteRepo ReportABugOnGitHub MyOldestCodeReveal GitHubWeekendProject',
    spelled: 'GitHub',
  },
  'open source': {
    things: 'Repo Code License Community Contributor Linux Issue Terminal Project Docs',
    moves: 'FirstContribution PullRequest BugFix DocsFix HelpWanted',
    verbs: 'Contribute Share Fix Build',
    core: 'Code Community Contribute',
    scenes: 'Hacktoberfest',
    names:
      'MyFirstContribution ThankAnOpenSourceDev FixTheDocsDay OpenSourceOnlyWeek SquashAnOpenSourceBug TranslateAnOpenSourceApp OpenSourceBeginnerIssue OpenSourceMapEditing',
    also: 'foss',
  },
  threads: {
    things: 'Post Reply Feed Profile Followers App Hashtag Quote Repost Thread',
    moves: 'HotTake FirstPost ReplyChain Repost QuotePost',
    verbs: 'Post Reply Share Scroll',
    core: 'Thread HotTake Post',
    names:
      'FinishMyThread ThreadsGoodNewsDay ThreadsComplimentChain FirstThreadsPost ThreadsHotTake ThreadsPollDecides ThreadsQuestionOfTheDay ReplyChainChallenge',
  },
  canon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    core: 'Camera Lens Focus',
    scenes: 'ShotOnCanon GoldenHour',
    names:
      'ShotOnCanon CanonVsPhone CanonOneLensWeek CanonGoldenHour CanonPortraitChallenge CanonBokehShot CanonFilmThrowback CanonPhotoWalk',
  },
  nikon: {
    things: 'Lens Camera Tripod Shutter Viewfinder Flash MemoryCard Strap Battery',
    moves: 'PortraitShot GoldenHour LensSwap ManualMode BokehShot NightShot',
    verbs: 'Shoot Focus Frame Zoom',
    core: 'Camera Lens Focus',
    scenes: 'ShotOnNikon GoldenHour',
    names:
      'ShotOnNikon NikonMoonShot ManualModeOnly NikonWildlifeZoom NikonOneLensDay NikonMacroChallenge NikonGoldenHour NikonPhotoWalk',
  },
  sony: {
    things: 'Camera PlayStation Headphones Walkman TV Lens Speaker Controller Remote Mic',
    moves: 'CinematicShot NoiseCancel GoldenHour SlowMo BrollEdit',
    verbs: 'Shoot Film Listen Play',
    core: 'PlayStation Camera Headphones',
    scenes: 'Walkman PlayStation ShotOnSony',
    names:
      'ShotOnSony SonyVsPhoneCamera CinematicCoffeeBRoll SonySlowMoSplash SonyNoiseCancelTest SonyOneTakeVlog SonyWalkmanForADay SonyConsoleThrowback',
  },
  accessibility: {
    things: 'Captions ScreenReader AltText Font Contrast Keyboard Voice Ramp Settings Subtitles',
    moves: 'AltTextIt CaptionIt KeyboardOnly VoiceControl ContrastCheck',
    verbs: 'Caption Describe Include Design',
    core: 'Captions Ramp Include',
    scenes: 'ClosedCaptions AltText SignLanguage',
    names:
      'CaptionItChallenge WriteTheAltText TryAScreenReader AccessibilityNoMouseDay OneDayWithVoiceOver AccessibilityForGrandma AccessibilityFeatureADay AccessibilityAudit',
    also: 'a11y',
  },
  'rotary phone': {
    things: 'Dial Landline Receiver Cord Payphone PhoneBook Ringer Handset',
    moves: 'SpinTheDial KidsTryIt FirstCall SpeedDial',
    verbs: 'Dial Ring Spin',
    core: 'Dial Landline Cord',
    scenes: 'GrandmasHouse RetroDay',
    names:
      'SpinTheDialChallenge KidsTryARotary MemorizeFivePhoneNumbers RotaryVsSmartphone PhoneBookLookupRace CallGrandmaOnARotary LandlineOnlyWeekend RotaryPhoneChallenge',
    also: 'landline homephone',
  },
  'phone repair': {
    things: 'CrackedScreen Screwdriver Battery ChargingPort Toolkit Suction Glass Adhesive',
    moves: 'ScreenSwap BatterySwap FixItYourself Teardown',
    verbs: 'Fix Repair Replace',
    core: 'CrackedScreen Screwdriver Teardown',
    scenes: 'RepairShop WorkBench',
    names:
      'PhoneRepairGlowUp FixMyCrackedScreen CleanYourChargingPort RepairDontReplace PhoneTeardownTuesday OldPhoneNewLife NameThePhonePart GuessWhatsBroken',
    also: 'screenrepair',
  },
  'screen protector': {
    things: 'Bubble Card Dust Sticker Glass Alignment Tray Squeegee',
    moves: 'BubbleFree DustFree PerfectAlign SatisfyingPeel',
    verbs: 'Apply Peel Smooth',
    core: 'Bubble Glass Peel',
    names:
      'BubbleFreeChallenge OneShotScreenProtector ScreenProtectorSpeedrun PerfectAlignmentChallenge ScreenProtectorFaceOff KeyScratchTest SatisfyingPeelOff ScreenProtectorASMR',
    also: 'temperedglass',
  },
  'phone photography': {
    things: 'Portrait NightMode Lens GoldenHour Reflection Macro Tripod Gridlines',
    moves: 'ForcedPerspective PuddleReflection PanoramaTrick MacroShot',
    verbs: 'Shoot Frame Edit',
    core: 'Portrait GoldenHour ForcedPerspective',
    scenes: 'PhotoWalk',
    names:
      'ShotOnMyPhoneChallenge OneRoom10Photos PuddleReflectionShot GoldenHourPhoneShoot PhoneVsCameraChallenge ForcedPerspectiveDuel HomeMacroChallenge PhoneTripodHack',
    also: 'iphonephotography mobilephotography',
  },
  'photo editing': {
    things: 'Preset Filter Lightroom Slider Exposure Retouch Crop Background',
    moves: 'BeforeAndAfter SkyReplacement ColorPop GlowUp',
    verbs: 'Edit Tweak Enhance',
    core: 'Preset BeforeAndAfter Lightroom',
    names:
      'BoringPhotoGlowUp OnePhotoFiveEdits EditMyPhotoChallenge PhotoEditingFaceOff RecreateThisEdit ColorPopChallenge SkySwapEdit PhotoEditIn60',
    also: 'photoedit lightroom',
  },
  '3d modeling': {
    things: 'Blender Mesh Polygon Donut Render Sculpt LowPoly Character',
    moves: 'BlenderDonut SpeedSculpt LowPolyBuild Turntable',
    verbs: 'Build Render Texture',
    core: 'Blender Render LowPoly',
    names:
      'BlenderDonutChallenge RealOrRenderChallenge ModelYourRoomIn3D 3DModelYourSnack TurnADoodleInto3D SpeedSculpt10Minutes LowPolyPetChallenge 3DModelingFaceOff',
    also: '3dmodelling 3dmodel blender3d',
    spelled: '3DModeling',
  },
  'game development': {
    things: 'Unity Sprite Level Pixel Prototype Engine Bug Controller',
    moves: 'GameJam OneButtonGame PixelArt Playtest',
    verbs: 'Build Code Design',
    core: 'GameJam Sprite Level',
    scenes: 'IndieDev',
    names:
      'GameDevInAWeek OneButtonGameChallenge FirstGameVsNow RemakePongFromScratch PlaytestMyGame DoodleToGameChallenge GameDevSwap GameJamWeekend FixTheFunniestBug',
  },
  'roblox studio': {
    things: 'Obby Script Baseplate Tycoon Part Toolbox Avatar Lua',
    moves: 'ObbyBuild SpeedBuild FirstScript TycoonBuild',
    verbs: 'Build Publish Test',
    core: 'Obby Baseplate Tycoon',
    names:
      'MakeAMapInAnHour RobloxStudioSpeedBuild MyFirstRobloxGame PlayMyObbyChallenge BaseplateToLaunch RobloxStudioGlowUp StudioThemeBattle RobloxStudioStageADay',
  },
  'keyboard shortcuts': {
    things: 'CtrlZ CopyPaste Screenshot Tab Undo Hotkey Spotlight Emoji',
    moves: 'NoMouseDay ShortcutRace SecretShortcut SpeedEdit',
    verbs: 'Copy Paste Press',
    core: 'CtrlZ CopyPaste Hotkey',
    names:
      'ShortcutsVsMouseRace NoMouseChallenge DidYouKnowThisShortcut KeyboardOnlyDay GuessTheShortcut EmojiShortcutTrick TeachMeAShortcut 5ShortcutsIn30Seconds',
    also: 'hotkeys shortcutkeys',
  },
  speaker: {
    things: 'Bass Subwoofer Volume Playlist Waterproof Boombox Soundbar Battery',
    moves: 'BassTest RiceDance SoundCheck CardboardAmp',
    verbs: 'Play Test Pair',
    core: 'Bass Subwoofer Volume',
    scenes: 'PoolParty BackyardParty',
    names:
      'BassRiceDance PaperCupSpeaker PhoneInAGlassSpeaker SpeakerBlindTest BudgetVsPremiumSpeaker WaterproofSpeakerTest SpeakerBassTest SpeakerSoundOff',
  },
  'solar panel': {
    things: 'Sunlight Battery Fan Oven Charger Roof Light Inverter',
    moves: 'PizzaBoxOven SunTracker MiniSolarCar ChargeTest',
    verbs: 'Charge Build Power',
    core: 'Sunlight PizzaBoxOven Battery',
    scenes: 'SunnyDay Rooftop',
    names:
      'PizzaBoxSolarOven SolarSmoresChallenge BuildASolarCar ChaseTheSun SolarChargeRace SunPoweredPhoneCharge SolarPanelAngleTest SolarPanelShadeTest',
    also: 'solarpower solarenergy',
  },
  'online safety': {
    things: 'Password Privacy Scam Link Settings Stranger Report Block',
    moves: 'SpotTheScam PrivacyCheck PasswordStrength TwoStepLogin',
    verbs: 'Protect Check Think',
    core: 'Password Privacy SpotTheScam',
    names:
      'SpotTheScamChallenge OnlineSafetyIn60Seconds ThinkBeforeYouPost IsThisLinkSafe PrivacySettingsCheckup OnlineSafetyPledge TeachGrandpaOnlineSafety ScamOrLegitQuiz',
    also: 'internetsafety cybersafety',
  },
  'ai video': {
    things: 'Prompt Clip Hands Glitch Robot Storyboard Filter Voice',
    moves: 'RealOrAI SpotTheGlitch PromptToClip DoodleToVideo',
    verbs: 'Generate Spot Imagine',
    core: 'Prompt RealOrAI SpotTheGlitch',
    names:
      'RealOrAIChallenge SpotTheAIGlitch DoodleToAIVideo AIMovieTrailerChallenge SamePromptThreeTools CountTheAIFingers AIVideoPromptBattle AnimateMyDrawing',
    spelled: 'AIVideo',
  },
  'photo dump': {
    things: 'CameraRoll Carousel Selfie Sunset Snack Blurry Candid Caption',
    moves: 'AlphabetOrder OneColor RandomTen NoEdits',
    verbs: 'Post Pick Share',
    core: 'CameraRoll Carousel Candid',
    scenes: 'WeekendRecap MonthRecap',
    names:
      'LastTenPhotosRule AlphabetPhotoDump OneColorPhotoDump BlurryPhotoDump PhotoDumpNoEdits PetsOnlyPhotoDump GuessMyWeekendDump PhotoDumpCaptionGame',
  },
  thumbnail: {
    things: 'Face Arrow Text Circle Canva Background Color Title',
    moves: 'ShockedFace RedArrow ClickTest GlowUp',
    verbs: 'Design Redesign Test',
    core: 'ShockedFace RedArrow Text',
    names:
      'ThumbnailGlowUp ThumbnailFaceOff ThumbnailGuessingGame RedesignAThumbnail NoRedArrowChallenge ThumbnailSwapChallenge ThumbnailIn10Minutes RateMyThumbnail',
    also: 'youtubethumbnail',
  },
  subtitles: {
    things: 'Font Transcript Karaoke Highlight Emoji Typo Timing Language',
    moves: 'WordByWord KaraokeStyle AutoCaption TypoHunt',
    verbs: 'Type Sync Translate',
    core: 'Transcript WordByWord Karaoke',
    scenes: 'MovieNight',
    names:
      'GuessTheMovieSubtitle FixTheAutoCaptions SubtitleItInSpanish KaraokeSubtitleStyle SubtitleSpeedSync SubtitlesFontFaceOff AutoCaptionBloopers SubtitlesOnMuteChallenge',
    also: 'closedcaptions autocaptions',
  },
  voiceover: {
    things: 'Microphone Script Narrator Documentary Trailer Cartoon Closet PopFilter',
    moves: 'NatureNarration TrailerVoice PetNarration DubSwap',
    verbs: 'Narrate Record Dub',
    core: 'Narrator Microphone Trailer',
    scenes: 'ClosetStudio',
    names:
      'NarrateYourPetsDay DocumentaryVoiceover VoiceoverSwapChallenge OneScriptFiveVoices CartoonVoiceoverDub MovieTrailerVoice BlanketFortStudio VoiceoverIn1Take',
  },
  panorama: {
    things: 'Glitch Landscape Clone Arrow Sweep Skyline Sunset Room',
    moves: 'CloneTrick RunBehind GlitchFace SlowSweep',
    verbs: 'Pan Run Pose',
    core: 'Glitch Clone Sweep',
    names:
      'PanoramaCloneTrick PanoramaGlitchChallenge FloatingHeadPano StretchyFacePano PanoramaSquadClones PanoramaRelayRun RoomTourInOnePano FunniestPanoFail',
    also: 'pano',
  },
  'binary code': {
    things: 'Zero One Bit Byte Bracelet Beads Lightswitch Code',
    moves: 'BeadBracelet FingerCounting SecretMessage LightSwitchCode',
    verbs: 'Decode Encode Count',
    core: 'Zero One Bit',
    names:
      'SpellYourNameInBinary CountTo31OnOneHand BinaryBeadBracelet SecretBinaryMessage DecodeThisBinary BinaryCookieCode LightSwitchBinary BinaryIn60Seconds',
    also: 'binary',
  },
  'metal detector': {
    things: 'Beach Coin Treasure Shovel Beep Ring Bottlecap Park',
    moves: 'BeachSweep TreasureHunt CoinFind FindOfTheDay',
    verbs: 'Dig Scan Find',
    core: 'Beep Treasure Coin',
    scenes: 'BeachDay Backyard',
    names:
      'GuessWhatItBeeped HideAndDetectChallenge TrashOrTreasureDig MetalDetectorBingo BackyardTreasureHunt MetalDetectorFaceOff MetalDetectorMystery BestFindOfTheDay',
    also: 'metaldetecting',
  },
  astrophotography: {
    things: 'Stars Tripod MilkyWay Moon Telescope StarTrails Planets Meteor',
    moves: 'LongExposure MoonZoom DarkSkyTrip NightLapse',
    verbs: 'Shoot Stack Focus',
    core: 'MilkyWay Stars Tripod',
    scenes: 'NightSky Stargazing',
    names:
      'FirstMilkyWayShot MoonZoomChallenge AstroPhotoGlowUp StarTrailsOvernight PhoneAstrophotography BackyardAstroChallenge AstroPhotoFaceOff CatchAPlanetOnCamera',
    also: 'astrophoto',
  },
  'social media': {
    things: 'Feed Followers Likes Story Post Caption Comments Profile',
    moves: 'NoScrollDay FeedGlowUp PostSwap KindComment',
    verbs: 'Post Scroll Share',
    core: 'Feed Likes Post',
    names:
      'SocialMediaVsReality KindCommentsOnly SocialMediaFreeWeekend GuessMyScreenTime FeedGlowUpChallenge PostSwapWithAFriend SocialMediaThenVsNow SocialMediaInOneWord',
  },
  '3d pen': {
    things: 'Filament Doodle Stencil Glasses Nozzle Tower Frame Bridge',
    moves: 'StandUpDoodle SpeedDoodle TraceAndLift FixItWithFilament',
    verbs: 'Draw Trace Build',
    core: 'Filament Doodle Stencil',
    names:
      'DoodleThatStandsUp 3DPenGlassesChallenge MyFirst3DPenCreation 3DPenSpeedSketch 3DPenNameplate 3DPenFaceOff BuildATinyEiffelTower FixItWithA3DPen',
    also: '3dpens 3ddoodler',
    spelled: '3DPen',
  },
  'night vision': {
    things: 'Goggles Camera Infrared Flashlight Backyard Owl Tent Darkness',
    moves: 'NatureCam DarkRoomGuess Stakeout GlowTest',
    verbs: 'Spot Watch Hide',
    core: 'Goggles Infrared Darkness',
    scenes: 'Backyard Campout',
    names:
      'GuessItInNightVision NightVisionHideAndSeek InfraredOrNot WhoVisitsTheGarden NightVisionCharades DarkRoomScavengerHunt NightVisionBackyardSafari NightVisionPetCam',
    also: 'nightvisiongoggles infraredcamera',
  },
  'floppy disk': {
    things: 'SaveIcon Disk Label Drive Shutter Coaster Notebook Computer',
    moves: 'SaveIconIRL Upcycle KidsReact StorageMath',
    verbs: 'Save Insert Label',
    core: 'SaveIcon Disk Drive',
    names:
      'SaveIconInRealLife HowMuchFitsOnAFloppy FloppyVsUSBFaceOff OpenAnOldFloppy GuessTheFloppyStorage FloppyDiskTimeCapsule FloppyDiskCoasters FloppyDiskNotebook',
    also: 'floppy',
  },
  'machine learning': {
    things: 'Model Dataset Neuron Training Label Accuracy Prediction Algorithm',
    moves: 'TrainAModel LabelTheData FirstModel ModelShowdown',
    verbs: 'Train Label Predict',
    core: 'Model Dataset Training',
    scenes: 'Notebook',
    names:
      'TeachAComputerToSee OutsmartTheAI TrainYourFirstModel GuessWhatItLearned LabelTheDataChallenge ExplainMachineLearning MachineLearningIn30Days MLProjectInAWeekend',
  },
  'ai voice': {
    things: 'Voice Clone Narrator Accent Script Audio Microphone Dub',
    moves: 'VoiceSwap RealOrAI NarratorMode AccentSwitch',
    verbs: 'Narrate Dub Guess',
    core: 'Voice Clone Narrator',
    scenes: 'Studio',
    names:
      'RealOrAIVoice GuessTheAIVoice MyDogButNarrated AIVoiceVsMe NarrateMyMorning AIVoiceBedtimeStory SpotTheRealVoice MyDayAsADocumentary',
    also: 'aivoiceover',
  },
  'ai avatar': {
    things: 'Avatar Selfie Portrait Style Filter Cartoon Anime Prompt',
    moves: 'StyleSwap AvatarReveal ThenVsNow GlowUp',
    verbs: 'Generate Pick Reveal',
    core: 'Avatar Selfie Portrait',
    scenes: 'Selfie',
    names:
      'AIAvatarVsReality MyAvatarIn10Styles GuessWhichIsReal FamilyAvatarReveal AvatarMeAsACartoon AIAvatarGlowUp PetAvatarChallenge MyAvatarThroughTheAges',
  },
  'ai agent': {
    things: 'Agent Task Prompt Workflow Browser Tool Plan Assistant',
    moves: 'TaskRace AgentVsHuman OneClickPlan AutoPilot',
    verbs: 'Plan Automate Delegate',
    core: 'Agent Task Workflow',
    scenes: 'Desk',
    names:
      'AgentVsMeRace LetAIPlanMyWeekend AIAgentDoesMyChores OneTaskADayAgent AIAgentTripPlanner AgentBuildsMyWebsite AIAgentForADay AgentTakesTheWheel',
    also: 'aiagents agentic',
  },
  'vibe coding': {
    things: 'Prompt App Game Website Cursor Bug Demo Idea',
    moves: 'PromptToApp OneHourBuild WeekendShip NoCodeBuild',
    verbs: 'Prompt Build Ship',
    core: 'Prompt App Demo',
    scenes: 'Hackathon',
    names:
      'VibeCodeAGameIn1Hour VibeCodingMyFirstApp PromptToAppChallenge VibeCodeForMyMom ShipItThisWeekend VibeCodingVsRealDev BuildWithOnlyPrompts VibeCodeADailyTool',
    also: 'vibecode',
  },
  deepfake: {
    things: 'Face Video Clip Pixel Glitch Blink Shadow Edge',
    moves: 'SpotTheFake RealOrFake ClueHunt FaceCheck',
    verbs: 'Spot Check Question',
    core: 'Face Video SpotTheFake',
    scenes: 'Newsfeed',
    names:
      'SpotTheDeepfake RealOrDeepfake DeepfakeClueHunt DeepfakeQuizForParents FakeOrNotFriday TeachGrandmaDeepfakes FiveDeepfakeTells DeepfakeDetective',
  },
  phishing: {
    things: 'Email Link Sender Typo Urgency Attachment Inbox Password',
    moves: 'SpotThePhish HoverTheLink InboxAudit ReportIt',
    verbs: 'Spot Hover Report',
    core: 'Email Link SpotThePhish',
    scenes: 'Inbox',
    names:
      'SpotThePhish PhishOrLegit HoverBeforeYouClick PhishingQuizForMom FindTheRedFlags InboxDetectiveChallenge PhishingTellsIn60 TeachGrandpaPhishing',
    also: 'phishingemail',
  },
  'two factor': {
    things: 'Code Authenticator Password Login Passkey Backup Phone Account',
    moves: 'TurnItOn SecurityCheckup PasskeySwitch LoginLockdown',
    verbs: 'Secure Enable Verify',
    core: 'Authenticator Code Passkey',
    scenes: 'Login',
    names:
      'TurnOn2FAChallenge SecureOneAccountDaily Family2FACheckup TwoFactorIn2Minutes PasskeySwitchChallenge LockItDownSunday 2FAForGrandma WeeklyLoginLockdown',
    also: '2fa twofactorauthentication twofa mfa',
  },
  'face id': {
    things: 'Face Scan Unlock Glasses Mask Sunglasses Hat Camera',
    moves: 'UnlockTest DisguiseTest TwinTest SleepyFace',
    verbs: 'Unlock Scan Trick',
    core: 'Face Scan Unlock',
    scenes: 'LockScreen',
    names:
      'CanFaceIDSeeMe FaceIDDisguiseTest TwinFaceIDTest FaceIDWithSunglasses FaceIDVsSiblings FaceIDFunnyFaces FaceIDMorningHairTest DoesFaceIDKnowMe',
    spelled: 'FaceID',
  },
  java: {
    things: 'Class Method Object Loop Array Compiler Console Bracket',
    moves: 'HelloWorld FirstClass BugHunt MiniGame',
    verbs: 'Compile Code Debug',
    core: 'Class Object Compiler',
    scenes: 'IDE',
    names:
      'JavaIn30Days HelloWorldInJava BuildASnakeGameInJava JavaBugHunt LearnJavaWithMe OneJavaProjectAWeek JavaVsPythonCodeOff JavaInterviewWarmUp',
    also: 'javaprogramming',
  },
  sql: {
    things: 'Query Table Join Database Select Row Column Index',
    moves: 'JoinPuzzle QueryRace OneLineQuery DataHunt',
    verbs: 'Query Join Select',
    core: 'Query Table Join',
    scenes: 'Database',
    names:
      'SQLIn30Days SQLGolfChallenge DailySQLDrill SQLSpeedRound JoinPuzzleFriday QueryMyPlaylist LearnSQLWithMe SQLDetectiveChallenge',
    spelled: 'SQL',
  },
  debugging: {
    things: 'Bug Error Breakpoint Console Stack Log Fix RubberDuck',
    moves: 'BugHunt RubberDucking PrintDebug BugBounty',
    verbs: 'Debug Fix Trace',
    core: 'Bug Breakpoint Error',
    scenes: 'LateNight',
    names:
      'FindTheBugChallenge RubberDuckDebugging SpotTheTypoIn60 DebugBeforeBreakfast DebuggingSpeedrun DebugThisLine ExplainItToYourPet ErrorMessageBingo',
    also: 'debug',
  },
  leetcode: {
    things: 'Problem Array Tree Graph Hashmap Pointer Solution Streak',
    moves: 'DailyProblem TwoPointer StreakRun TimedSolve',
    verbs: 'Solve Optimize Submit',
    core: 'Problem Array Hashmap',
    scenes: 'Interview',
    names:
      'LeetCode100Days OneLeetCodeADay TwoSumSpeedrun LeetCodeStreakChallenge LeetCodeWithMe EasyMediumHardWeek ExplainMyLeetCode BlindLeetCodeTimed',
    spelled: 'LeetCode',
  },
  'coding interview': {
    things: 'Whiteboard Question Algorithm Interviewer Resume Offer Timer Solution',
    moves: 'MockInterview WhiteboardRound ThinkAloud BehavioralRound',
    verbs: 'Explain Solve Prepare',
    core: 'Whiteboard Algorithm MockInterview',
    scenes: 'Whiteboard',
    names:
      'MockInterviewMonday WhiteboardInOneTake CodingInterviewThinkAloud 30DaysToTheOffer SolveItLikeAnInterview InterviewQuestionOfDay ExplainYourCodeIn60 BehavioralRoundPrep',
  },
  terminal: {
    things: 'Command Shell Prompt Cursor Bash Script Alias Directory',
    moves: 'CommandOfTheDay AliasSetup ThemeGlowUp OneLiner',
    verbs: 'Type Script Automate',
    core: 'Command Shell Prompt',
    scenes: 'DarkMode',
    names:
      'TerminalGlowUp CommandOfTheDay OneLinerChallenge NoMouseForADay TerminalThemeReveal LearnTheTerminalIn7 MyFavoriteAlias TerminalSpeedrun',
    also: 'commandline cli',
  },
  git: {
    things: 'Commit Branch Merge Repo Push Pull Conflict Log',
    moves: 'CommitStreak MergeConflict FirstPullRequest BranchOut',
    verbs: 'Commit Merge Push',
    core: 'Commit Branch Merge',
    scenes: 'Repo',
    names:
      'CommitEveryDay GitIn10Commands FirstPullRequest GitMergeRescue GreenSquaresChallenge GitExplainedIn60 BranchOutChallenge GitUndoChallenge',
  },
  'scratch coding': {
    things: 'Sprite Block Stage Cat Loop Backdrop Sound Costume',
    moves: 'FirstGame SpriteDance MazeGame Remix',
    verbs: 'Drag Snap Animate',
    core: 'Sprite Block Cat',
    scenes: 'Classroom',
    names:
      'MakeTheCatDance ScratchGameIn1Hour ScratchIn10Blocks BuildAMazeInScratch RemixMyScratchGame ScratchPongChallenge AnimateYourName ScratchBirthdayCard',
    also: 'scratchjr scratchprogramming',
  },
  'micro bit': {
    things: 'Led Button Sensor Compass Radio Pin Battery Board',
    moves: 'NameBadge StepCounter RockPaperScissors PetRock',
    verbs: 'Code Flash Shake',
    core: 'Led Sensor Button',
    scenes: 'Classroom',
    names:
      'MicroBitStepCounter MicroBitNameBadge MicroBitRockPaperScissors MicroBitPetProject MicroBitDiceRoll OneMicroBitProjectAWeek MicroBitReactionGame MicroBitRadioMessages',
    also: 'bbcmicrobit',
    spelled: 'MicroBit',
  },
  'lego robotics': {
    things: 'Motor Sensor Brick Wheel Hub Gear Arm Program',
    moves: 'LineFollower SumoBattle MazeRun GrabAndGo',
    verbs: 'Build Program Race',
    core: 'Motor Sensor Brick',
    scenes: 'RobotClub',
    names:
      'LegoRobotSumo LineFollowerRace LegoRobotMazeRun LegoRoboticsClawMachine LegoRobotDanceOff LegoRobotSpeedBuild LegoRobotPetChallenge LegoRobotVsObstacle',
    also: 'legomindstorms mindstorms legospike spikeprime legoboost',
  },
  'robot arm': {
    things: 'Gripper Servo Joint Claw Cardboard Syringe Motor Joystick',
    moves: 'PickAndPlace StackTheCups CupGrab CardboardBuild',
    verbs: 'Grip Lift Stack',
    core: 'Gripper Servo Claw',
    scenes: 'Workbench',
    names:
      'CardboardRobotArm RobotArmCupStack PickAndPlaceChallenge HydraulicArmBuild RobotArmServesSnacks RobotArmClawGame RobotArmSpeedSort OneDayRobotArm',
    also: 'roboticarm',
  },
  'quantum computing': {
    things: 'Qubit Superposition Entanglement Circuit Gate Chip Coin Spin',
    moves: 'ExplainItSimply CoinFlipDemo QubitInOne MythBust',
    verbs: 'Explain Entangle Measure',
    core: 'Qubit Superposition Entanglement',
    scenes: 'Lab',
    names:
      'QubitWithACoin ExplainQuantumIn60 QuantumInFiveWords QuantumMythBusting QuantumVsClassicRace DrawABlochSphere QuantumComputingForKids QuantumTermOfTheDay',
    also: 'quantumcomputer',
  },
  satellite: {
    things: 'Orbit Antenna Dish Signal Starlink Telescope Launch Tracker',
    moves: 'NightSpotting OrbitTracker ModelBuild FlyoverWatch',
    verbs: 'Spot Track Orbit',
    core: 'Orbit Antenna Signal',
    scenes: 'NightSky',
    names:
      'SpotASatelliteTonight SatelliteOrStar TrackTheISSChallenge CountTheSatellites SatelliteTrainSpotting BuildAModelSatellite SatellitePhotoOfMyTown SatelliteDishDIY',
    also: 'satellites',
  },
  'davinci resolve': {
    things: 'Timeline Node Color Grade Cut Fusion Keyframe Render',
    moves: 'ColorGrade OneMinuteEdit SpeedRamp LutSwap',
    verbs: 'Edit Grade Render',
    core: 'Timeline Node Grade',
    scenes: 'EditSuite',
    names:
      'ResolveColorGradeOff SameClipThreeLooks DaVinciInOneWeek ResolveTenMinuteCut ResolveBeforeAndAfter FirstEditInResolve ResolveSpeedRamp MatchThisMovieStill',
    spelled: 'DaVinciResolve',
  },
  'phone hack': {
    things: 'Setting Shortcut Widget Gesture Flashlight Keyboard Camera Battery',
    moves: 'HiddenSetting BackTap OneTapTrick SettingsSweep',
    verbs: 'Tap Swipe Unlock',
    core: 'Shortcut Setting Gesture',
    scenes: 'HomeScreen',
    names:
      'OnePhoneHackADay PhoneHackYouMissed BackTapTrick PhoneHacksForGrandma TryThisPhoneHack SettingsYouNeverUsed PhoneHackOrMyth 30DaysOfPhoneHacks',
    also: 'phonehacks iphonehack iphonehacks iphonetricks phonetricks',
  },
  'hidden features': {
    things: 'Setting Menu Shortcut Trick Gesture EasterEgg Update',
    moves: 'SecretMenu BackTap SettingsDive EasterEggHunt',
    verbs: 'Find Unlock Try',
    core: 'Setting Shortcut Trick',
    scenes: 'Settings',
    names:
      'FindTheSecretMenu SpotTheAppEasterEgg HiddenFeatureOrMyth DidYouKnowYourPhone HiddenFeaturesIn60 NewUpdateFeatureHunt HiddenFeatureOfTheDay HiddenFeaturesForMom',
    also: 'hiddenfeature secretfeatures',
  },
  teardown: {
    things: 'Screw Screwdriver Battery Board Chip Spudger Tray Ribbon',
    moves: 'WhatsInside PartsLayout ReassembleIt ScrewCount',
    verbs: 'Unscrew Open Rebuild',
    core: 'Screwdriver Board Chip',
    scenes: 'Workbench',
    names:
      'WhatsInsideChallenge OldTechTeardown PartsKnollingChallenge TeardownAndRebuild TeardownIn60Seconds GuessTheChip CountEveryScrew TeardownArtFrame',
    also: 'teardowns takeitapart',
  },
  'e waste': {
    things: 'Cable Battery Charger Phone Drawer Recycling Parts Laptop',
    moves: 'DrawerCleanout CableSort RecycleRun RepairOrRecycle',
    verbs: 'Sort Recycle Donate',
    core: 'Cable Battery Recycling',
    scenes: 'JunkDrawer',
    names:
      'JunkDrawerTechCleanout CableDrawerChallenge RepairBeforeRecycle EWasteDropOffDay OldPhoneSecondLife CountYourChargers EWasteArtChallenge OneDeviceRevived',
    also: 'electronicwaste',
  },
  'cd player': {
    things: 'Disc Discman Headphones Skip Case Booklet Mixtape Tray',
    moves: 'BurnAMix NoSkipWalk DiscmanDay ThriftFind',
    verbs: 'Burn Spin Skip',
    core: 'Discman Disc Headphones',
    scenes: 'Thrift',
    names:
      'BurnMeAMixCD NoSkipWalkChallenge DiscmanForAWeek OneAlbumNoPhone ParentsCDBlindPick CDPlayerThriftFind MyFirstCDThenVsNow CDPlayerMorningRoutine',
    also: 'discman cds',
    spelled: 'CDPlayer',
  },
  dslr: {
    things: 'Lens Shutter Aperture Iso Tripod Viewfinder Bokeh Manual',
    moves: 'ManualMode BokehShot SameSpot3Lenses GoldenHourShoot',
    verbs: 'Shoot Focus Frame',
    core: 'Lens Aperture Bokeh',
    scenes: 'GoldenHour',
    names:
      'DSLRVsPhoneShowdown DSLRManualModeWeek OneLensChallenge BokehBackgroundChallenge FirstDSLRPhotos DSLRGoldenHourWalk 50mmOnlyChallenge SameSpotThreeSettings',
    spelled: 'DSLR',
  },
  teleprompter: {
    things: 'Script Screen Scroll Mirror Speed Eyeline Tablet Line',
    moves: 'OneTake ReadTheScroll SpeedUp NoBlink',
    verbs: 'Read Scroll Deliver',
    core: 'Script Scroll Eyeline',
    scenes: 'Studio',
    names:
      'OneTakeTeleprompter TeleprompterSpeedUp ReadItLikeTheNews TeleprompterTongueTwister NewsAnchorForADay NoBlinkTeleprompter DIYTeleprompter TeleprompterVsMemory',
  },
  foldable: {
    things: 'Hinge Crease Flip Screen Cover Fold Tablet Pocket',
    moves: 'FoldTest FlexMode CreaseCheck PocketTest',
    verbs: 'Fold Flip Unfold',
    core: 'Hinge Crease Fold',
    scenes: 'Pocket',
    names:
      'FoldablePhoneForAWeek FoldableVsRegularScreen CreaseCheckChallenge FlexModeSelfie FoldItUpChallenge FoldableFirstImpressions OneHandOpenChallenge FoldablePocketTest',
    also: 'foldablephone galaxyfold galaxyflip zflip zfold',
  },
  'e bike': {
    things: 'Battery Motor Pedal Range Commute Helmet Charger Trail',
    moves: 'RangeTest CommuteSwap HillClimb ChargeCheck',
    verbs: 'Ride Pedal Charge',
    core: 'Battery Motor Range',
    scenes: 'Commute',
    names:
      'OneChargeHowFar EBikeHillClimb EBikeRangeTest EBikeLowestAssist CarFreeWeekOnAnEBike EBikeCommuteChallenge EBikeGroceryRun EBikeFirstRide',
    also: 'electricbike',
    spelled: 'EBike',
  },
  'google translate': {
    things: 'Phrase Camera Menu Sign Language Voice Conversation Accent',
    moves: 'TranslateChain CameraTranslate ConversationMode BackAndForth',
    verbs: 'Translate Speak Point',
    core: 'Phrase Camera Conversation',
    scenes: 'Abroad',
    names:
      'TranslateChainChallenge GuessTheLanguage OneSentenceFiveWays GoogleTranslateSongLyrics GoogleTranslateCharades OrderCoffeeAbroad TranslateADadJoke TranslateWithGrandma',
  },
  'laser cutter': {
    things: 'Plywood Acrylic Engraving Vector Nameplate Coaster Kerf Template',
    moves: 'FirstEngrave CoasterSet PuzzleCut NameSign',
    verbs: 'Cut Engrave Design',
    core: 'Plywood Acrylic Engraving',
    scenes: 'Makerspace',
    names:
      'LaserCutAPuzzle EngraveMyDrawing LaserCutInOneHour LaserCutNameSign LaserCutterFirstProject LaserCutCoasterSet CardboardLaserBuild LaserCutEarrings',
    also: 'lasercutting laserengraver glowforge',
  },
  'smart ring': {
    things: 'Sleep Score Steps HeartRate Battery Sensor Readiness Finger',
    moves: 'SleepScoreBattle StepStreak ReadinessCheck WeekOfData',
    verbs: 'Track Sleep Sync',
    core: 'Sleep Score Sensor',
    scenes: 'Bedtime',
    names:
      'SmartRingSleepBattle SmartRingVsWatch WeekWearingASmartRing BestSleepScoreWins SmartRingStepStreak SmartRing30DayTest ReadinessScoreFriday SmartRingFirstWeek',
    also: 'ouraring oura',
  },
  'mouse pad': {
    things: 'Desk Keyboard Cursor Laptop Wrist Monitor Webcam Headset Cable Sticker',
    moves: 'FlickShot ClickAndDrag DeskMakeover CursorSweep DoubleClick',
    verbs: 'Click Drag Scroll Swipe Glide',
    core: 'Desk Cursor ClickAndDrag',
    scenes: 'DeskSetup Battlestation',
    names:
      'DesignYourMousePad RateMyMousePad MousePadGlowUp MousePadAimTest BiggestMousePad MousePadCleanUp MousePadOrBareDesk WristRestMousePad',
    also: 'mousemat',
  },
  folder: {
    things: 'Desktop Files Screenshots Downloads Icons Labels Laptop Cloud Photos Trash',
    moves: 'DesktopCleanup RenameEverything SortByColor EmptyTheTrash ZipIt',
    verbs: 'Sort Rename Organize Archive Drag',
    core: 'Desktop Files Sort',
    scenes: 'Desktop Downloads',
    names:
      'FolderIconGlowUp ScreenshotFolderPurge WhatsInMyDownloadsFolder RainbowFolderSetup EmojiFolderNames CleanDesktopFolderDare InboxZeroFolders PhotoFolderSortOut',
  },
  'voice memo': {
    things: 'Phone Playback Waveform Headphones Transcript Mic Melody Laughter Message Archive',
    moves: 'HitRecord PressPlay SendItBack HumAMelody RecordTheRoom',
    verbs: 'Record Replay Hum Narrate Send',
    core: 'HitRecord Playback Phone',
    names:
      'ChipmunkVoiceMemo OldestVoiceMemo VoiceMemoTimeCapsule TranscribeMyVoiceMemo VoiceMemoEchoEffect GuessTheVoiceMemoSound VoiceMemoOnlyDay VoiceMemoPodcast VoiceMemoNoiseFix VoiceMemoAlarmTone',
    also: 'voicenote',
  },
  'dead battery': {
    things: 'Charger Cable Phone Outlet PowerBank Remote Flashlight Laptop Controller Wallpaper',
    moves: 'PlugIn LowPowerMode OnePercent ChargeUp FindACharger',
    verbs: 'Charge Plug Swap Recharge Conserve',
    core: 'Charger OnePercent LowPowerMode',
    scenes: 'LowPower',
    names:
      'DeadBatteryLastText DeadBatteryChargerHunt SurviveADeadBattery WhoseDeadBatteryFirst DeadBatteryDay DeadBatteryPhotoDump DeadBatteryScreenTime OnePercentDeadBattery',
    also: 'flatbattery',
  },
  keyboard: {
    things: 'Keys Keycaps Spacebar Switches Mouse Desk WristRest Shortcuts Cable Backspace',
    moves: 'TypingTest CopyPaste KeycapSwap CleanTheKeys TouchTyping',
    verbs: 'Type Click Clack Tap Swap',
    core: 'Keys Spacebar TypingTest Type',
    scenes: 'DeskSetup HomeOffice',
    names:
      'BlindfoldedKeyboardTest KeyboardClackASMR KeyboardDeepClean KeyboardGlowUp OneHandKeyboardRace KeyboardShortcutDuel GuessTheKeyboardSound RateMyKeyboardSetup GrandmaKeyboardLesson',
  },
  'remote control': {
    things: 'Batteries Couch Buttons Channel Volume TV Cushion Screen Drone Antenna',
    moves: 'ChannelSurf HitMute PressPause BatterySwap PowerOff',
    verbs: 'Click Mute Pause Zap Steer',
    core: 'Batteries Buttons ChannelSurf',
    scenes: 'CouchPotato',
    names:
      'InfraredRemoteControl BounceTheRemoteControl RemoteControlCarCam PhoneIsMyRemoteControl RemoteControlDeepClean RemoteControlButtonQuiz RemoteControlRangeTest OneRemoteControlForAll',
  },
  'extension cord': {
    things: 'Cable Reel Velcro Label Spool Hook Knot Garage Tangle Workbench',
    moves: 'OverUnderCoil CoilItUp KnotFree CableTidy HangItUp',
    verbs: 'Coil Untangle Label Wrap Hang',
    core: 'Cable Coil Tangle',
    scenes: 'CableDrawer Workshop',
    names:
      'ExtensionCordStopMotion ExtensionCordTimelapse QRLabelExtensionCords ARMeasureExtensionCord ExtensionCordSlowMo ExtensionCord3DScan ExtensionCordCableTidy TangleFreeExtensionCord',
  },
} as const satisfies KeywordEntries;
