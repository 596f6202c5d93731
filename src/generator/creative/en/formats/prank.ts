/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * A draw says "prank" once, so most families say it another way (#GotchaGrandma,
 * #PrankedByMonday, #OfficeSwitcheroo, #DogFakeOut). The keyword's own things fill shapes that
 * read as a prank whatever the thing (#WhoMovedMyRemote); see `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const PRANK_FORMATS = {
  families: {
    pranks: [
      '{K}Prank',
      'Harmless{K}Prank',
      'Easy{K}Prank',
      'Sneaky{K}Prank',
      'Ultimate{K}Prank',
      'TheGreat{K}Prank',
      '{K}PrankChallenge',
    ],
    gotcha: [
      '{K}Gotcha',
      'Gotcha{K}',
      '{K}Bamboozled',
      '{K}DoubleTake',
      '{K}PrankReveal',
      '{K}PrankCam',
    ],
    prankedBy: ['PrankedBy{K}', 'FooledBy{K}', '{K}GotMeGood'],
    wars: ['{K}PrankWars', '{K}PrankOff', '{K}Prankathon', '{K}PrankWeek'],
    swaps: ['{K}Switcheroo', '{K}SwapPrank', '{T}Swap', 'WhoSwappedMy{T}'],
    hiding: ['WhoMovedMy{T}', 'HideThe{T}', '{T}Heist'],
    aprilFools: ['{K}AprilFools', 'AprilFools{K}'],
    fakeOuts: ['{K}FakeOut', '{K}Rickroll', 'MadeYouLook{K}'],
    kind: ['{K}Surprise', '{K}ReversePrank', 'Wholesome{K}Prank', '{K}PrankGoneRight'],
    backfired: ['{K}PrankFail', '{K}PrankAttempt', '{K}PrankBackfired'],
    googlyEyes: ['GooglyEyesOnThe{T}'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Remote Mug Fridge Desk Chair Sock Toothbrush Pillow Door Car StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon RubberDuck',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
