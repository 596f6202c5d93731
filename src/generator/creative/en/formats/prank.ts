/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PRANK_FORMATS = {
  families: {
    pranks: ['{K}Prank', 'Harmless{K}Prank', 'Ultimate{K}Prank', '{M}Prank'],
    gotcha: [
      '{K}Gotcha',
      '{K}FellForIt',
      '{K}GotMeGood',
      '{K}GotPranked',
      '{K}PrankReveal',
      '{K}WaitForIt',
      '{K}PrankCam',
      '{K}DoubleTake',
      '{M}Reveal',
    ],
    backfired: ['{K}PrankFail'],
    wars: ['{K}PrankWars', '{K}PrankOff', '{K}PrankWeek', '{K}PrankDay', '{M}War'],
    swaps: ['{K}Switcheroo', '{K}SwapPrank', '{K}SwitchUp', '{K}MixUp'],
    sneaky: ['Operation{K}', 'Sneaky{K}', '{K}SecretMission', '{K}Caper', 'Sneaky{M}'],
    mischief: [
      '{K}Mischief',
      '{K}Shenanigans',
      '{K}Hijinks',
      '{K}Trickery',
      '{K}Tomfoolery',
      '{K}Bamboozle',
      '{K}AtItAgain',
      'Operation{M}',
    ],
    aprilFools: ['{K}AprilFools', 'AprilFools{K}', '{K}FakeOut'],
    kind: ['{K}ReversePrank', 'Wholesome{K}Prank', '{K}Surprise', '{K}PrankGoneRight'],
  },
  words: {
    things:
      'StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon Confetti Foil RubberDuck Remote Mug Fridge Desk',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
