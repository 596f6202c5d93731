/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, an outfit inspired
 * by the keyword, a core or era, a decade, a makeup look or nail art, a runway walk, a style-off,
 * "but make it fashion", a color match, a photoshoot. A {K} format must read with any keyword a
 * visitor types (a dog, grandma, a jellyfish, the office, Paris, Nike, a tractor, Monday, a
 * volcano, pizza, a feeling): dressing *inspired by* the keyword, never doing something *to* it.
 * {T} and {M} formats read with pieces and looks.
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fitCheck: ['{K}FitCheck', '{K}OOTD', '{K}OutfitChallenge', '{K}FitOfTheDay'],
    inspired: ['{K}InspiredFit', '{K}InspiredLook', '{K}InspiredOutfit', '{K}ThemedOutfit'],
    core: ['{K}Core', '{K}Aesthetic', 'My{K}Era'],
    decades: ['90s{K}', 'Y2K{K}', '80s{K}', '70s{K}', '60s{K}', '{K}ByDecade'],
    beauty: ['{K}MakeupLook', '{K}NailArt'],
    runway: ['{K}Runway', '{K}RunwayWalk', '{K}Catwalk', '{K}FashionShow', '{K}RedCarpet'],
    contest: ['{K}StyleOff', '{K}WalkOff', '{K}StyleSwap'],
    makeItFashion: ['{K}ButMakeItFashion', '{K}InMyStyle'],
    colors: ['{K}ColorMatch', '{K}ColorPalette'],
    photoshoot: ['{K}Photoshoot', '{K}Lookbook', '{K}Moodboard'],
    days: ['{K}{Day}'],
    threeWays: ['{T}ThreeWays'],
    without: ['No{T}Challenge'],
    oneTake: ['{M}InOneTake'],
    rate: ['RateMy{M}'],
    slay: ['{V}AndSlay'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'Sneaker Hoodie Jeans Dress Jacket Blazer Handbag Scarf Lipstick Sunglasses Boot Cardigan',
    moves:
      'FitPic OutfitSwap CatEye MessyBun FrenchTip Braid HairFlip RedLip FrenchTuck ThriftFlip Twirl',
    verbs: 'Style Strut Layer Glam Pose Dress Thrift Accessorize',
  },
} as const satisfies TypeFormats;
