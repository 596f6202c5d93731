/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PRANK_FORMATS = {
  families: {
    pranks: ['{K}Prank', 'Harmless{K}Prank', 'Ultimate{K}Prank', '{M}Prank', '{T}Prank'],
    gotcha: [
      '{K}Gotcha',
      '{K}FellForIt',
      '{K}GotMeGood',
      '{K}GotPranked',
      '{K}PrankReveal',
      '{K}WaitForIt',
      '{K}PrankCam',
    ],
    wars: ['{K}PrankWars', '{K}PrankOff', '{K}PrankWeek'],
    swaps: ['{K}Switcheroo', '{K}SwapPrank', 'SwapThe{T}', '{T}Switcheroo'],
    missing: ['WheresMy{T}', 'WhoTookMy{T}'],
    sneaky: [
      'Operation{K}',
      'Sneaky{K}',
      '{K}SecretMission',
      '{K}Heist',
      '{K}Bamboozle',
      '{K}Mischief',
      'Secret{M}',
    ],
    aprilFools: ['{K}AprilFools', 'AprilFools{K}', '{K}FakeOut', '{T}FakeOut', 'AprilFools{M}'],
    kind: [
      '{K}ReversePrank',
      'Wholesome{K}Prank',
      '{K}Surprise',
      '{K}PrankGoneRight',
      '{T}Surprise',
    ],
    props: ['GooglyEye{T}', 'BubbleWrap{T}'],
  },
  words: {
    things:
      'StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon Confetti Foil RubberDuck Remote Mug Fridge Desk',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
