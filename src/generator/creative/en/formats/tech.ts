/**
 * Tech: devices, apps, coding, AI, gadgets and setups, the way tech creators post them (hacks,
 * hidden tricks, AI versus people, teaching grandma). Every `{K}` format of `families` reads with
 * any keyword, a device or not (mailman, volcano, grandma, Paris, Monday, hot dog, a lawyer), as a
 * tech challenge in plain words: the tech is in the format (TechChallenge, AIDraws, CodeChallenge,
 * AppChallenge, GadgetTest), so the keyword never has to be a device. Blind judges called the
 * keyword as if it were software or a screen a random mashup (#BicycleAutocomplete,
 * #BicycleAsAWebsite, #FireworksInEmojis), and preferred #BikeTechChallenge: no AsAnApp,
 * AsAWebsite, InEmojis, PatchNotes, GroupChat, Soundboard, 8Bit or AsAVideoGame, no label (no
 * MustHaves, Explained, 101, ProTips) and no shape one cannot film alone (no Hackathon, InVR).
 * `ownKeywordFamilies` are for tech's own keywords (and gaming's), a device, an app, a brand or a
 * field alike, and say what to do with it (#TeachGrandmaFaceTime, #NoTikTokWeek, #KeyboardSpeedTest,
 * #RateMyDeskSetup), not a content tag (no Unboxing, FirstImpressions, UsersBeLike, StarterPack,
 * Confessions, RedFlags, Fails, Ranked, TipTuesday). `{K}In60Seconds` reads vague here
 * (#DogIn60Seconds): left out. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {
    // The type in plain words, as the names judges picked say it (#BikeTechChallenge).
    challenge: ['{K}TechChallenge', '{M}Challenge'],
    // Invent or test a gadget for it: #PineappleGadgetTest, #MailmanGadgetChallenge.
    gadgets: ['{K}GadgetChallenge'],
    // Review it like a phone: #HotDogTechReview.
    review: ['{K}TechReview', '{K}TechTest', '{T}Review'],
    ai: ['AIDraws{K}', '{K}AIChallenge', '{V}WithAI', '{M}WithAI', 'CanAI{V}'],
    // A guessing game: is the clip of it made by AI?
    aiOrReal: ['{K}AIOrReal'],
    code: ['{K}CodeChallenge'],
    // An app for it: #GrandmaAppChallenge, #BubbleWrapAppIdea.
    app: ['{K}AppIdea'],
    // Make it with tech: a tech upgrade, a 3D print, a DIY gadget.
    build: ['{K}TechUpgrade', '{K}3DPrint', 'DIY{T}', '{K}TechSetup'],
    // Tech it up: an upgrade, a hack.
    upgrade: ['{K}TechHacks', '{K}Robot', '{T}Upgrade'],
    // The keyword as a machine to build or code: #OwlBot, #CodeAJellyfish (an AI's own picks).
    bots: ['{K}Bot', 'BuildA{K}Bot', 'CodeA{K}'],
    // The phone's screen themed on it.
    phone: ['{K}WallpaperChallenge', '{K}AIFilter'],
    timelapse: ['{K}Timelapse'],
    camera: ['{K}EditChallenge'],
    hacks: ['{T}Hacks'],
    support: ['FixMy{T}'],
    thenVsNow: ['{T}ThenVsNow', '{M}ThenVsNow'],
    moves: ['{M}WithMe'],
    // Alliterated: what the tech is (#TurtleTracker, #GrandmaGadget, #VolcanoVR). Not for tech's
    // own keywords, where two devices meet (#CameraCam, #DeskSetupDrone, #AIApp); no `{T}{Allit}`,
    // whose words lose the keyword (#PorchPrototype, #FloorFilter). No monitor (#MailmanMonitor
    // reads as watching a person), startup (a business), or device a keyword cannot be
    // (#CoffeeComputer, #BirthdayBetaTest).
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    reveal: ['{K}Reveal'],
    challenge: ['{K}Speedrun'],
    hacks: ['{K}Hacks'],
    speedTest: ['{K}SpeedTest', '{K}SetupChallenge'],
    thenVsNow: ['{K}OldVsNew', 'LifeBefore{K}'],
    grandma: ['TeachGrandma{K}', 'Explain{K}ToGrandma'],
    rateMy: ['RateMy{K}'],
    // A week without it, or a day with only it: #NoTikTokWeek, #IpodForADay.
    week: ['No{K}Week', '{K}ForAWeek', '{K}ForADay'],
    cleanup: ['{K}Cleanup', '{K}GlowUp'],
    quiz: ['{K}Quiz', '{K}SoundQuiz', '{K}Trivia'],
    // Act it out as a person: #DarkModeIRL, #AlexaIRL.
    // Swap phones, feeds or setups with someone for a day.
    swap: ['{K}Swap'],
    tips: ['{K}TipIn60Seconds', '{K}MythBusters'],
    budget: ['{K}DupeTest'],
    versus: ['MeVs{K}'],
    blind: ['{K}BlindTest'],
  },
  ownKeywordsFrom: ['gaming'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    robots: ['{V}LikeARobot'],
    ai: ['AIDraws{T}', 'CanAI{V}'],
    // Film from it: #DuckCam (an AI's #BikeCamChallenge).
    cam: ['{T}Cam'],
    upgrade: ['{T}Upgrade'],
    apps: ['{T}App'],
    bots: ['{T}Bot'],
  },
  alliterations:
    'Sensor Screensaver Code Cam Bot Prototype Machine Tech Tracker Drone Device Filter Gadget Gizmo Robot Reboot Ringtone Widget Wallpaper Webcam Hack Chatbot VR App AI Algorithm Invention Upgrade Timelapse GreenScreen Dashcam SlowMo FaceFilter LockScreen',
  words: {
    things:
      'Phone Laptop Charger Headphones Keyboard Camera Tablet App Wifi Screen Gadget Controller Drone Robot Webcam',
    moves:
      'Unboxing SpeedTest SetupTour HomeScreen TypingTest PCBuild DeskSetup LifeHack Livestream DropTest PhotoDump Transition Timelapse',
    verbs: 'Code Build Scroll Swipe Unbox Upgrade Edit Type Charge Film Stream',
  },
} as const satisfies TypeFormats;
