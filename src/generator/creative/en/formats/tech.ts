/**
 * Tech: devices, apps, coding, AI, gadgets and setups, the way tech creators post them (hacks,
 * hidden tricks, then vs now, AI versus people, teaching grandma). Every `{K}` format of `families`
 * reads with any keyword, a device or not (dog, grandma, Paris, Nike, Monday, pizza, anxiety): the
 * tech is in the format (VsAI, TechFail, AsAnApp, PatchNotes, OnStreetView), so the keyword never
 * has to be a device, and never a label (no MustHaves, Explained, 101, ProTips) or a shape one
 * cannot film alone (no Hackathon, InVR, InMorseCode). `ownKeywordFamilies` are for tech's own
 * keywords, a device, an app, a brand or a field alike (#WiFiUsersBeLike, #TeachGrandmaFaceTime,
 * #LifeBeforeGoogle, #WindowsRanked). `{K}In60Seconds` reads vague here (#DogIn60Seconds): left out.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {
    hacks: ['Hidden{T}Tricks'],
    ai: ['{K}VsAI', 'AIDraws{K}', 'AIRedesigns{K}', '{K}AIOrReal', '{K}AIFilter'],
    // One idea: then and now, the retro look, the future.
    thenVsNow: ['{K}ThenVsNow', '8Bit{K}'],
    butMakeIt: ['{K}ButMakeItTech'],
    fails: ['{K}TechFail', '{K}AutocorrectFail'],
    // The keyword as if it were software: #GrandmaAsAnApp, #MondaySoftwareUpdate.
    invent: ['{K}AsAnApp', '{K}AsAWebsite', '{K}AsAnEmoji', '{K}InEmojis'],
    update: ['{K}SoftwareUpdate', '{K}PatchNotes'],
    support: ['{K}TechSupport'],
    online: [
      '{K}SearchHistory',
      '{K}GroupChat',
      '{K}ScreenTime',
      '{K}TextingStyle',
      '{K}Autocomplete',
    ],
    camera: ['{K}DroneShot', '{K}InSlowMo', '{K}Timelapse'],
    edit: ['{K}FilterChallenge', '{K}EditChallenge'],
    sound: ['{K}Soundboard'],
    wallpaper: ['{K}WallpaperChallenge', '{K}Lockscreen'],
    moves: ['{M}Challenge'],
    days: ['{K}{Day}', '{K}TechTuesday'],
    game: ['{K}AsAVideoGame'],
  },
  ownKeywordFamilies: {
    hacks: ['{K}Hacks', 'Hidden{K}Tricks'],
    thenVsNow: ['{K}OldVsNew', 'LifeBefore{K}'],
    firstLook: ['{K}FirstImpressions'],
    learn: ['Learn{K}WithMe'],
    glowUp: ['{K}GlowUp'],
    grandma: ['TeachGrandma{K}', 'GrandmaTries{K}', 'Explain{K}ToGrandma'],
    fans: ['Team{K}', '{K}UsersBeLike', '{K}StarterPack', '{K}Confessions'],
    hotTakes: ['{K}RedFlags'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    tierList: ['{K}Ranked'],
    rateMy: ['RateMy{K}', 'RoastMy{K}'],
    days: ['{K}TipTuesday'],
    tests: ['{K}Unboxing', '{K}SpeedTest'],
    setup: ['{K}SetupTour'],
  },
  ownKeywordsFrom: ['gaming'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    smart: ['Smart{T}'],
    robots: ['RobotVs{T}', '{V}LikeARobot'],
    ai: ['AIDraws{T}'],
    camera: ['{V}InSlowMo'],
    butMakeIt: ['{M}ButMakeItTech'],
    upgrade: ['{T}Upgrade'],
  },
  words: {
    things:
      'Phone Laptop Charger Headphones Keyboard Camera Tablet App Wifi Screen Gadget Controller Drone Robot Webcam',
    moves:
      'Unboxing SpeedTest SetupTour HomeScreen TypingTest PCBuild DeskSetup LifeHack Livestream DropTest PhotoDump Transition Timelapse',
    verbs: 'Code Build Scroll Swipe Unbox Upgrade Edit Type Charge Film Stream',
  },
} as const satisfies TypeFormats;
