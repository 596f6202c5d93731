/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, a runway walk, a
 * style-off, a makeover, an era, a piece styled three ways, a twist (one hand, in the dark).
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fitCheck: ['{K}FitCheck', 'RateMy{K}Fit'],
    glam: ['{K}Drip', '{K}Glam', '{K}Slay'],
    era: ['My{K}Era'],
    decades: ['90s{K}', 'Y2K{K}', '{K}ByDecade', '{K}ThenVsNow'],
    makeover: ['{K}Makeover', '{K}Transition', '{K}GRWM'],
    budget: ['{K}OnABudget', '{K}Haul', '{T}Haul'],
    runway: ['{K}Runway', '{K}Catwalk', '{K}WalkOff', '{K}Strut'],
    styleOff: ['{K}StyleOff', '{K}StyleSwap', '{M}Duel'],
    inMyStyle: ['{K}InMyStyle', '{K}ButMakeItFashion'],
    remix: ['{K}Remix', '{M}Remix'],
    days: ['{K}{Day}'],
    roulette: ['{T}Roulette'],
    quick: ['{M}In10Seconds'],
    threeWays: ['{T}ThreeWays', 'One{T}ThreeWays'],
    season: ['{T}Season'],
    onePiece: ['One{T}Challenge', 'No{T}Challenge'],
    twists: ['OneHand{M}', 'Blindfold{M}', '{M}InTheDark'],
    slay: ['NailThe{M}', '{V}AndSlay', '{V}ItYourWay'],
  },
  words: {
    things:
      'Sneaker Hoodie Jeans Dress Jacket Blazer Handbag Scarf Lipstick Sunglasses Boots Cardigan',
    moves:
      'FitPic OutfitSwap CatEye MessyBun FrenchTip Braid HairFlip RedLip FrenchTuck ThriftFlip Twirl',
    verbs: 'Style Strut Layer Glam Slay Pose Dress Thrift',
  },
} as const satisfies TypeFormats;
