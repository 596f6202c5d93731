/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    looks: [
      '{K}Look',
      '{K}FitCheck',
      '{K}Lookbook',
      '{K}Inspo',
      '{K}Aesthetic',
      '{K}Core',
      'My{K}Era',
      'RateMy{K}Look',
      '{K}{Day}',
    ],
    glowUps: [
      '{K}GRWM',
      '{K}Makeover',
      '{K}Transformation',
      '{K}BeforeAndAfter',
      '{K}Transition',
      '{K}Refresh',
    ],
    budget: ['{K}OnABudget', '{K}Haul', '{K}Under20', '{K}ForLess', '{K}SaveVsSplurge'],
    runway: ['{K}Runway', '{K}Catwalk', '{K}FashionShow', '{K}StyleOff', '{K}RunwayWalk'],
    closet: ['{K}ClosetTour', '{K}Capsule', '{K}Essentials', '{K}MustHaves', '7Days7{K}Looks'],
    eras: ['{K}ByDecade', '90s{K}', 'Y2K{K}', '{K}ThenVsNow'],
    pieces: ['{T}OfTheDay', '{T}ThreeWays', '{T}Collection', '{T}Swap', 'My{T}Era'],
    techniques: [
      '{M}Hack',
      '{M}Tutorial',
      '{M}3Ways',
      'NailThe{M}',
      'Perfect{M}',
      '{M}ForBeginners',
    ],
    styling: ['{V}LikeAPro', '{V}AndSlay', '{V}ItYourWay'],
  },
  words: {
    things:
      'Blazer Sneaker Hoodie Handbag Scarf Necklace Heel Jacket Beanie Lipstick Cardigan Belt',
    moves:
      'FitPic ThriftFlip FrenchTuck Layering ColorBlock Monochrome CuffRoll MixAndMatch RunwayWalk WingedLiner OutfitSwap',
    verbs: 'Style Layer Thrift Strut Accessorize Glam Dress Pose',
  },
} as const satisfies TypeFormats;
