/**
 * Prank: harmless, kind pranks (swaps, fake-outs, silly surprises) and the reactions they get.
 * A draw says "prank" once, so most families say it another way (#GrandmaGotcha,
 * #MondayFakeOut, #OfficeSwitcheroo, #DogFakeOut). The keyword's own things fill shapes that
 * read as a prank whatever the thing (#WhoMovedMyRemote); see `../../data-types.ts` for the slots.
 * Nothing mean or unsafe: no revenge on a stranger (#MailmanRevengePrank), no prank in public.
 */
import type { TypeFormats } from '../../data-types';

export const PRANK_FORMATS = {
  // Any keyword is the type's own (`ownKeywordsFrom`), so these `{K}` formats are drawn only once
  // `ownKeywordFamilies` run short: the same ideas, said another way.
  families: {
    pranks: [
      'Tiny{K}Prank',
      'Hidden{K}Prank',
      '{K}Prank',
      'Sneaky{K}Prank',
      'Ultimate{K}Prank',
      'TheGreat{K}Prank',
      'Silly{K}Prank',
      'Classic{K}Prank',
      'Quick{K}Prank',
      'Secret{K}Prank',
      'Mini{K}Prank',
      'Best{K}PrankEver',
      '{M}Prank',
      'Sneaky{M}',
      'Epic{M}',
      '{T}Prank',
    ],
    ideas: ['{K}PrankIdea', '{K}PrankHack', '{K}PrankSetup'],
    dares: ['{K}PrankDare'],
    gotcha: ['{M}Reaction', 'Surprise{K}'],
    wars: ['{K}PrankMaster', '{K}PrankContest'],
    swaps: ['TheGreat{T}Swap', '{T}Switcheroo', 'WhoSwappedMy{T}'],
    hiding: ['WhoMovedMy{T}', '{T}Heist'],
    aprilFools: ['{K}AprilFools'],
    kind: ['Kind{K}Prank', '{K}SurprisePrank', '{T}Surprise'],
    backfired: ['{K}PrankAttempt'],
    wrapped: ['GiftWrapThe{T}'],
  },
  // What to pull off or film, for any keyword (a sibling, a car, the mailman, a volcano); no tag
  // for pranks in general (…PrankIdeas, Easy…Pranks, …Shenanigans, …Chaos, …WaitForIt), which
  // blind judges marked worst of a draw (#ClassicGooglyEyePrank), and no truce in a prank war.
  ownKeywordFamilies: {
    pranks: [
      'Fake{K}Prank',
      'TryThis{K}Prank',
      'Funniest{K}Prank',
      'Harmless{K}Prank',
      'Easy{K}Prank',
    ],
    challenge: ['{K}PrankChallenge'],
    reactions: ['{K}PrankReaction', '{K}PrankReveal'],
    // A war or a battle reads as escalation (#AirHornPrankWar: a judge of round 15).
    wars: ['{K}PrankOff'],
    swaps: ['{K}Switcheroo', '{K}SwapPrank', 'Sneaky{K}Swap'],
    kind: [
      '{K}ReversePrank',
      'Sneaky{K}Surprise',
      '{K}PrankGoneRight',
      'Wholesome{K}Prank',
      'Gentle{K}Prank',
    ],
    backfired: ['{K}PrankFail'],
    gotcha: ['{K}Gotcha', 'Gotcha{K}'],
    fakeOuts: ['{K}FakeOut'],
    aprilFools: ['AprilFools{K}'],
    // Alliterated: the harmless prank it is (#SiblingSwap, #BrotherBamboozle, #DogDoppelganger);
    // here only, as every keyword is prank's own. No hoax, ambush or scare; no `{T}{Allit}`, whose
    // words lose the keyword and may take a prank outdoors (#PorchPrank, #PondPrank).
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordsFrom: 'any',
  skipShared: ['timeLimits'],
  crossFamilies: {
    swaps: ['TheGreat{T}Swap', '{T}Switcheroo', 'WhoSwappedMy{T}'],
    moved: ['WhoMovedMy{T}'],
    fakes: ['The{T}Prank'],
    surprises: ['{T}Surprise'],
    wrapped: ['GiftWrapThe{T}'],
  },
  alliterations:
    'Switcheroo Swap Surprise StickyNotes Spoof Caper Confetti Copycat Bamboozle BaitAndSwitch BalloonFlood Prank PlotTwist MixUp Mischief Trickery Decoy Disguise DoubleTake Doppelganger FakeOut FakeSpill Gotcha GagGift GooglyEyes Lookalike ReversePrank Hoodwink Rickroll WhoopeeCushion AprilFools Illusion CerealSwap MugSwap',
  words: {
    things:
      'Remote Mug Fridge Desk Chair Sock Toothbrush Pillow Door Car StickyNote GooglyEyes BubbleWrap WhoopeeCushion Balloon RubberDuck',
    moves:
      'Switcheroo FakeOut MugSwap CerealSwap FoilWrap CupWall BalloonFlood StickyNoteWall FakeSpill WallpaperSwap',
    verbs: 'Swap Hide Wrap Switch Trick Fool Surprise Decorate',
  },
} as const satisfies TypeFormats;
