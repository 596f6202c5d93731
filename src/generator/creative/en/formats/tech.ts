/**
 * Tech: devices, apps, coding, AI, gadgets and setups, the way tech creators post them (hacks,
 * hidden tricks, speed tests, old vs new, teaching grandma). See `../../data-types.ts` for the
 * slots.
 */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {
    hacks: [
      '{K}Hacks',
      'Hidden{K}Tricks',
      '{K}CheatCodes',
      '{K}Secrets',
      '{K}LifeHacks',
      '{K}TipsAndTricks',
      '{K}ProTips',
      '{K}HiddenFeatures',
    ],
    moveHacks: ['{M}Hacks'],
    timed: ['{K}HacksIn60', '{K}TricksIn60', '{K}Speedrun'],
    tests: ['{K}SpeedTest', '{K}MythBusting', '{K}PutToTheTest'],
    reviews: ['{K}WorthTheHype', '{K}HonestReview', '{K}FirstImpressions', '{K}TierList'],
    oldVsNew: [
      '{K}OldVsNew',
      '{K}ThenVsNow',
      'Retro{K}',
      '{K}Throwback',
      '{K}Nostalgia',
      '{K}In2050',
    ],
    ai: ['{K}VsAI', '{K}MeetsAI'],
    teach: ['{K}101', '{K}Explained', '{K}ForBeginners', '{K}DeepDive'],
    fails: ['{K}TechFail', '{K}Fails'],
    contests: ['{K}FaceOff'],
    kit: ['{K}StarterPack', '{K}Essentials', '{K}MustHaves'],
    days: ['{K}{Day}', '{K}TechTuesday', '{K}TipTuesday'],
  },
  words: {
    things:
      'Phone Laptop Charger Headphones Keyboard Camera Tablet App Wifi Screen Gadget Controller Drone Robot Webcam',
    moves:
      'Unboxing SpeedTest SetupTour HomeScreen TypingTest PCBuild DeskSetup LifeHack Livestream DropTest PhotoDump Transition Timelapse',
    verbs: 'Code Build Scroll Swipe Unbox Upgrade Edit Type Charge Film Stream',
  },
} as const satisfies TypeFormats;
