/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, an outfit inspired
 * by the keyword, a core or era, a decade, a makeup look or nail art, a runway walk, a style-off,
 * "but make it fashion", a costume, a thrift challenge, a photoshoot. A {K} format of `families`
 * must read with any keyword a visitor types (a dog, grandma, a jellyfish, the office, Paris, Nike,
 * a tractor, Monday, a volcano, pizza, a feeling): dressing *inspired by* the keyword, never doing
 * something *to* it, and no label (#OfficeColorPalette, #DogByDecade).
 *
 * `ownKeywordFamilies` are for the piece, look, style, brand or event itself: what a creator does
 * with it on camera (#HoodieHacks, #PromGRWM, #BraidTransition, #GothGlowUp). {M} formats read
 * with moves (#TwirlChallenge, #HairFlipTransition); no {T} shape that needs a garment, since a
 * keyword's things are also tools, places and receipts (#NoReceiptChallenge).
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fitCheck: [
      '{K}FitCheck',
      '{K}OOTD',
      '{K}OutfitChallenge',
      '{K}FitChallenge',
      '{K}FitOfTheDay',
      '{K}Fits',
    ],
    inspired: ['{K}InspiredFit', '{K}InspiredOutfit', '{K}InspiredLook'],
    core: ['{K}Core', 'My{K}Era'],
    decades: ['90s{K}', 'Y2K{K}', '80s{K}'],
    beauty: ['{K}MakeupLook', '{K}NailArt'],
    runway: ['{K}Runway', '{K}RunwayWalk', '{K}Catwalk', '{K}FashionShow', '{K}RedCarpet'],
    contest: ['{K}StyleOff', '{K}WalkOff', '{K}StyleSwap'],
    makeItFashion: ['{K}ButMakeItFashion', 'DressLike{K}'],
    costume: ['{K}Costume', '{K}HalloweenCostume', '{K}Cosplay'],
    thrift: ['{K}ThriftChallenge', '{K}ThriftFlip'],
    streetStyle: ['{K}StreetStyle'],
    colors: ['{K}ColorMatch'],
    accessories: ['{K}Earrings'],
    photoshoot: ['{K}Photoshoot', '{K}Lookbook'],
    moveChallenge: ['{M}Challenge'],
    transition: ['{M}Transition'],
    hacks: ['{T}Hack'],
    slay: ['{V}AndSlay'],
  },
  ownKeywordFamilies: {
    glowUp: ['{K}GlowUp', '{K}Transformation', '{K}Makeover', '{K}Upgrade'],
    remix: ['{K}Remix'],
    hacks: ['{K}Hacks', '{K}HackTest'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays'],
    fitCheck: ['{K}Check'],
    tryOn: ['{K}TryOn', '{K}Haul'],
    grwm: ['{K}GRWM'],
    transition: ['{K}Transition'],
    reveal: ['{K}Reveal'],
    season: ['{K}Season'],
    rankings: ['{K}TierList'],
    budget: ['{K}OnABudget'],
    contest: ['{K}FaceOff'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    challenge: ['{K}Challenge', '{K}StyleChallenge'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    core: ['{T}Core', '{K}{T}Aesthetic'],
    inspired: ['{T}InspiredFit', '{T}InspiredOutfit'],
    dressLike: ['DressLikeThe{T}', 'DressAsThe{T}'],
    runway: ['{K}{T}Runway', '{M}Runway'],
    ootd: ['{K}{T}OOTD', '{M}Outfit'],
    style: ['{V}InStyle', '{V}AndSlay'],
  },
  words: {
    things:
      'Sneaker Hoodie Jeans Dress Jacket Blazer Handbag Scarf Lipstick Sunglasses Boot Cardigan',
    moves:
      'FitPic OutfitSwap CatEye MessyBun FrenchTip Braid HairFlip RedLip FrenchTuck ThriftFlip Twirl',
    verbs: 'Style Strut Layer Glam Pose Dress Thrift Accessorize',
  },
} as const satisfies TypeFormats;
