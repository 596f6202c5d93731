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
    fitCheck: ['{K}FitCheck', '{K}OOTD', '{K}OutfitChallenge'],
    inspired: ['{K}InspiredFit', '{K}InspiredOutfit', '{K}InspiredLook'],
    core: ['{K}Core', 'My{K}Era', '{K}Aesthetic'],
    decades: ['90s{K}Fit', 'Y2K{K}Look'],
    beauty: ['{K}MakeupLook', '{K}NailArt'],
    runway: ['{K}Runway', '{K}RunwayWalk', '{K}Catwalk', '{K}FashionShow'],
    contest: ['{K}StyleOff', '{K}WalkOff'],
    makeItFashion: ['{K}ButMakeItFashion', '{K}FashionChallenge'],
    costume: ['{K}Costume', '{K}HalloweenCostume', '{K}Cosplay', '{K}DressUp'],
    thrift: ['{K}ThriftChallenge'],
    streetStyle: ['{K}StreetStyle'],
    accessories: ['{K}Earrings'],
    photoshoot: ['{K}Photoshoot', '{K}Lookbook', '{K}Moodboard'],
    moveChallenge: ['{M}Challenge'],
    transition: ['{M}Transition'],
    hacks: ['{T}Hack'],
    slay: ['{V}AndSlay'],
  },
  ownKeywordFamilies: {
    glowUp: ['{K}GlowUp', '{K}Transformation', '{K}Makeover', '{K}Upgrade'],
    remix: ['{K}Remix'],
    hacks: ['{K}Hacks'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays'],
    fitCheck: ['HowIStyle{K}', 'Style{K}WithMe'],
    ideas: ['{K}OutfitIdeas', '{K}Roulette'],
    tryOn: ['{K}TryOn'],
    grwm: ['{K}GRWM'],
    transition: ['{K}Transition'],
    reveal: ['{K}Reveal'],
    budget: ['{K}OnABudget'],
    contest: ['{K}FaceOff'],
    challenge: ['{K}Challenge', '{K}StyleChallenge'],
    days: ['{K}{Day}'],
    styling: ['{K}StylingChallenge', '{K}MixAndMatch'],
    week: ['{K}WeekOfOutfits'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    core: ['{T}Core'],
    inspired: ['{T}InspiredFit'],
    dressLike: ['DressLikeThe{T}'],
    ootd: ['{M}Outfit'],
    nails: ['{T}Nails'],
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
