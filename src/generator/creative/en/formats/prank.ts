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
    gotcha: ['{K}Gotcha', '{K}DoubleTake', '{K}PrankReveal', '{K}PrankReaction'],
    wars: ['{K}PrankWars', '{K}PrankOff', '{K}PrankWeek', '{K}PrankDay'],
    swaps: ['{K}SwapPrank', 'TheGreat{T}Swap', '{T}Switcheroo', 'WhoSwappedMy{T}'],
    hiding: ['WhoMovedMy{T}', 'HideThe{T}', '{T}Heist'],
    aprilFools: ['{K}AprilFools'],
    fakeOuts: ['{K}FakeOut'],
    kind: ['Wholesome{K}Prank', '{K}PrankGoneRight', '{K}SurprisePrank'],
    backfired: ['{K}PrankAttempt', '{K}PrankBackfired'],
    mischief: ['{K}Mischief'],
    revenge: ['{K}RevengePrank'],
    googlyEyes: ['GooglyEyesOnMy{T}', 'StickyNotesOnMy{T}'],
    wrapped: ['FoilThe{T}'],
    crew: ['{K}PrankCrew'],
  },
  ownKeywordFamilies: {
    pranks: [
      'Epic{K}Prank',
      'TryThis{K}Prank',
      'Funniest{K}Prank',
      'Classic{K}Prank',
      'Easy{K}Pranks',
      '{K}PrankIdeas',
      '{K}Pranks',
    ],
    challenge: ['{K}PrankChallenge'],
    reactions: ['{K}WaitForIt', '{K}PrankFails'],
    wars: ['{K}PrankWar', '{K}PrankBattle', '{K}PrankScoreboard', '{K}PrankTruce'],
    swaps: ['{K}Switcheroo'],
    kind: ['{K}Surprise', '{K}ReversePrank', 'Sneaky{K}Surprise', 'Wholesome{K}Pranks'],
    backfired: ['{K}PrankGoneWrong', '{K}PrankBloopers'],
    mischief: ['{K}Shenanigans', '{K}Chaos'],
    aprilFools: ['AprilFools{K}'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    swaps: ['TheGreat{T}Swap', '{T}Switcheroo', 'WhoSwappedMy{T}'],
    moved: ['HideThe{T}'],
    googly: ['GooglyEyesOnMy{T}', 'StickyNotesOnMy{T}'],
    wrapped: ['FoilThe{T}'],
    fakes: ['The{T}Prank'],
  },
  words: {
    things:
      'Remote Mug Fridge Desk Chair Sock Toothbrush Pillow Door Car StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon RubberDuck',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
