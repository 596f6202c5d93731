/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, drip, an era, a
 * makeover, a runway walk, a style-off or walk-off, a swap, in my style, a piece styled three ways.
 * A format with {T} needs a piece one wears, so a keyword's things are pieces first.
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fitCheck: ['{K}FitCheck', 'RateMy{K}Fit'],
    glam: ['{K}Drip', '{K}Glam', '{K}Slay', '{K}Chic'],
    era: ['My{K}Era', 'My{T}Era', 'My{M}Era'],
    decades: ['90s{K}', 'Y2K{K}', '{K}ByDecade', '{K}ThenVsNow'],
    makeover: ['{K}Makeover', '{K}Transition', '{K}GRWM'],
    budget: ['{K}OnABudget', '{K}Haul'],
    runway: ['{K}Runway', '{K}Catwalk', '{K}Strut', '{K}RedCarpet', '{K}FashionShow'],
    contest: ['{K}StyleOff', '{K}WalkOff'],
    swap: ['{K}StyleSwap', '{T}Swap'],
    inMyStyle: ['{K}InMyStyle', 'StyleMy{K}', '{K}Couture', '{K}ButMakeItFashion'],
    remix: ['{K}Remix', '{K}Lookbook'],
    dressCode: ['{K}DressCode'],
    days: ['{K}{Day}'],
    threeWays: ['{T}ThreeWays'],
    season: ['{T}Season'],
    without: ['No{T}Challenge'],
    slay: ['{V}AndSlay', '{V}ItYourWay'],
  },
  words: {
    things:
      'Sneaker Hoodie Jeans Dress Jacket Blazer Handbag Scarf Lipstick Sunglasses Boot Cardigan',
    moves:
      'FitPic OutfitSwap CatEye MessyBun FrenchTip Braid HairFlip RedLip FrenchTuck ThriftFlip Twirl',
    verbs: 'Style Strut Layer Glam Slay Pose Dress Thrift',
  },
} as const satisfies TypeFormats;
