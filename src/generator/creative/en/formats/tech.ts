/** Tech: devices, apps, coding, AI, gadgets and setups. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const TECH_FORMATS = {
  families: {
    setups: ['{K}SetupTour', 'RateMy{K}Setup', '{K}DeskSetup'],
    reviews: ['{K}Unboxing', '{K}FirstLook', '{K}HonestReview', '{K}WorthTheHype', '{T}Review'],
    hacks: ['{K}TechHacks', '{K}ProTips', '{K}CheatCode', '{K}Shortcut', '{T}Hack', '{V}LikeAPro'],
    code: ['{K}Hackathon', '{K}Bot', '{K}AppIdea', '{K}Glitch'],
    ai: ['{K}VsAI', '{K}MeetsAI', 'AskAIAbout{K}', 'AIDraws{K}', '{K}PromptBattle'],
    screens: ['{K}ScreenTime', '{K}DigitalDetox', '{K}Unplugged'],
    oldVsNew: [
      '{K}OldVsNew',
      '{K}ThenVsNow',
      'Retro{K}',
      '{K}Evolution',
      '{K}ThisOrThat',
      '{K}Upgrade',
      '{T}Upgrade',
    ],
    tests: ['{K}SpeedTest', '{K}StressTest', '{K}TechCheck', '{K}TechFail', '{K}BetaTest'],
    features: ['{K}HiddenFeatures', '{K}EasterEggs', '{K}TierList', '{K}TechEssentials'],
    howTo: ['{M}Speedrun'],
    days: ['{K}{Day}', '{K}TechTuesday', '{K}FeatureFriday'],
  },
  words: {
    things:
      'Charger PhoneCase Headphones Earbuds Keyboard Camera Laptop Tablet Monitor Webcam Gadget Controller',
    moves:
      'Unboxing SpeedTest SetupTour DeskSetup HomeScreen TypingTest PcBuild CableManagement TechHack Livestream',
    verbs: 'Code Build Scroll Swipe Unbox Upgrade Debug Stream Edit Type',
  },
} as const satisfies TypeFormats;
