/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * A draw says "prank" once, so most families say it another way (#GrandmaGotcha,
 * #MondayFakeOut, #OfficeSwitcheroo, #DogFakeOut). The keyword's own things fill shapes that
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
      '{M}Prank',
    ],
    gotcha: [
      '{K}Gotcha',
      '{K}DoubleTake',
      '{K}PrankReveal',
      '{K}PrankCam',
      '{K}PrankReaction',
      '{M}Reveal',
    ],
    wars: ['{K}PrankWars', '{K}PrankOff', '{K}Prankathon', '{K}PrankWeek', '{K}PrankDay'],
    swaps: ['{K}SwapPrank', '{T}Swap', 'TheGreat{T}Swap', '{T}Switcheroo', 'WhoSwappedMy{T}'],
    hiding: ['WhoMovedMy{T}', 'HideThe{T}', '{T}Heist'],
    aprilFools: ['{K}AprilFools', 'AprilFools{K}Prank'],
    fakeOuts: ['{K}FakeOut', 'Fake{K}Prank'],
    kind: ['Wholesome{K}Prank', '{K}PrankGoneRight', '{K}SurprisePrank'],
    backfired: ['{K}PrankFail', '{K}PrankAttempt', '{K}PrankBackfired'],
    mischief: ['{K}Mischief', '{K}Tomfoolery'],
    revenge: ['{K}RevengePrank'],
    googlyEyes: ['GooglyEyesOnThe{T}'],
  },
  ownKeywordFamilies: {
    pranks: ['Epic{K}Prank', 'TryThis{K}Prank', 'Funniest{K}Prank', 'Classic{K}Prank'],
    challenge: ['{K}PrankChallenge'],
    gotcha: ['Gotcha{K}'],
    reactions: ['{K}ReactionChallenge', '{K}Reactions', '{K}WaitForIt'],
    wars: ['{K}PrankWar', '{K}PrankBattle'],
    swaps: ['{K}Switcheroo'],
    kind: ['{K}Surprise', '{K}ReversePrank'],
    backfired: ['{K}PrankFails', '{K}PrankGoneWrong', '{K}PrankBloopers'],
    mischief: ['{K}Shenanigans', '{K}Chaos'],
    revenge: ['{K}PrankRevenge'],
    aprilFools: ['AprilFools{K}'],
    cams: ['{K}HiddenCam', '{K}CaughtOnCam'],
    ambush: ['{K}Ambush'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    swaps: ['{K}{T}Swap', '{T}Switcheroo', 'TheGreat{T}Swap'],
    moved: ['WhoMovedMy{T}', 'HideThe{T}', '{K}{T}Heist'],
    fakes: ['Fake{T}Prank', '{K}{T}Prank'],
    googly: ['GooglyEyesOnThe{T}'],
    surprise: ['{K}{T}Surprise'],
  },
  words: {
    things:
      'Remote Mug Fridge Desk Chair Sock Toothbrush Pillow Door Car StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon RubberDuck',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
