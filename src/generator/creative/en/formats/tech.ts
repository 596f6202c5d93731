/**
 * Tech: devices, apps, coding, AI, gadgets and setups, the way tech creators post them (hacks,
 * hidden tricks, then vs now, AI versus people, teaching grandma). Every `{K}` format reads with
 * any keyword, a device or not (AI, smartwatch, dog, grandma, Paris, Nike, Monday, pizza, anxiety):
 * the tech is in the format (VsAI, TechFail, InBinary, Unplugged), so the keyword never has to be a
 * device (no Hidden{K}Tricks, SpeedTest, WorthTheHype, Speedrun, which misread with grandma or
 * anxiety), and never a label (no MustHaves, Essentials, DeepDive, Nostalgia). See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {
    hacks: ['{K}TechHacks', '{T}Hacks', 'Hidden{T}Tricks', '{M}Hacks'],
    pro: ['{K}ProTips', '{V}LikeAPro', '{V}Smarter'],
    ai: ['{K}VsAI', '{K}MeetsAI', 'AIDraws{K}'],
    // One idea: then and now, the retro look, the future.
    thenVsNow: ['{K}ThenVsNow', '{K}In2050', '8Bit{K}', '{K}Screensaver', '{T}OldVsNew'],
    myths: ['{K}MythBusting'],
    fails: ['{K}TechFail', '{M}Fail'],
    contests: ['{K}Hackathon', '{T}FaceOff'],
    tierList: ['{K}TechTierList', '{T}TierList'],
    upgrade: ['UpgradeYour{T}', '{T}OnABudget'],
    invent: ['{K}AppIdea', '{K}Invention'],
    unplugged: ['{K}Unplugged', '{K}DigitalDetox'],
    vr: ['{K}InVR'],
    codes: ['{K}InBinary', '{K}InMorseCode'],
    online: ['{K}SearchHistory', '{K}GroupChat'],
    teach: ['{K}Explained', '{K}101', '{M}Explained'],
    grandma: ['TeachGrandmaTo{V}'],
    moves: ['{M}Challenge'],
    days: ['{K}{Day}', '{K}TechTuesday'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Phone Laptop Charger Headphones Keyboard Camera Tablet App Wifi Screen Gadget Controller Drone Robot Webcam',
    moves:
      'Unboxing SpeedTest SetupTour HomeScreen TypingTest PCBuild DeskSetup LifeHack Livestream DropTest PhotoDump Transition Timelapse',
    verbs: 'Code Build Scroll Swipe Unbox Upgrade Edit Type Charge Film Stream',
  },
} as const satisfies TypeFormats;
