/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PRANK_FORMATS = {
  families: {
    pranks: [
      '{K}Prank',
      'Ultimate{K}Prank',
      'Harmless{K}Prank',
      '{K}PrankIdeas',
      '{M}Prank',
      '{T}Prank',
    ],
    wars: ['{K}PrankWars', '{K}PrankWeek', '{K}PrankOff', '{K}Payback'],
    reactions: [
      '{K}Reaction',
      '{K}FellForIt',
      '{K}Gotcha',
      '{K}WaitForIt',
      '{K}GotPranked',
      '{K}PrankReveal',
      '{K}GotMeGood',
      '{M}Gotcha',
    ],
    swaps: [
      '{K}Switcheroo',
      '{K}SwapPrank',
      'SwapThe{T}',
      '{T}Switcheroo',
      'HideThe{T}',
      'WheresMy{T}',
      'Secretly{V}',
    ],
    sneaky: ['Operation{K}', '{K}SneakAttack', 'Sneaky{K}', '{K}SecretMission', 'Operation{M}'],
    props: ['GooglyEye{T}'],
    aprilFools: ['{K}AprilFools', 'AprilFools{K}', 'AprilFools{M}', '{K}FakeOut', '{T}FakeOut'],
    kind: [
      '{K}ReversePrank',
      'Wholesome{K}Prank',
      '{K}Surprise',
      '{T}Surprise',
      '{K}PrankGoneRight',
    ],
  },
  words: {
    things:
      'BubbleWrap Foil WhoopeeCushion RubberDuck Remote Mug Balloon Confetti FakeDonut Mustache Fridge Desk',
    moves:
      'Switcheroo FakeOut StickyNoteWall BalloonFlood GooglyEyes FoilWrap CupWall FakeSpill MugSwap WallpaperSwap StickyNotes CerealSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
