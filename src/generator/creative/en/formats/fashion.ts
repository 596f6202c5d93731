/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, drip, an era, a
 * makeover, a runway walk, a style-off or walk-off, in my style, a piece styled three ways, a look
 * in one take. Most take the keyword alone: {T} and {M} formats read only with pieces and looks.
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fitCheck: ['{K}FitCheck', 'RateMy{K}Fit', '{K}FitPic'],
    glam: ['{K}Drip', '{K}Glam', '{K}Slay', '{K}Chic'],
    era: ['My{K}Era'],
    decades: ['90s{K}', 'Y2K{K}', '{K}ByDecade', '{K}ThenAndNow'],
    makeover: ['{K}Makeover', '{K}Transition', '{K}GRWM'],
    budget: ['{K}OnABudget', '{K}Haul', '{K}TryOn'],
    runway: [
      '{K}Runway',
      '{K}Catwalk',
      '{K}Strut',
      '{K}RedCarpet',
      '{K}FashionShow',
      '{K}Spotlight',
    ],
    contest: ['{K}StyleOff', '{K}WalkOff', '{K}StyleSwap'],
    inMyStyle: ['{K}InMyStyle', 'StyleMy{K}', '{K}Couture', '{K}ButMakeItFashion'],
    lookbook: ['{K}Remix', '{K}Lookbook', '{K}Moodboard'],
    dressCode: ['{K}DressCode'],
    days: ['{K}{Day}'],
    threeWays: ['{T}ThreeWays'],
    without: ['No{T}Challenge'],
    oneTake: ['{M}InOneTake'],
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
