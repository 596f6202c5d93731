/**
 * Fashion: outfits, styles and aesthetics, makeup, hair and nails, thrift, sneakers, accessories,
 * seasons and events. See `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way fashion creators post: a fit check, an outfit inspired
 * by the keyword, a runway walk, couture, a dress code, a style-off, "but make it fashion", a
 * glow-up, a thrift challenge. A {K} format of `families` must read with any keyword a visitor
 * types (a dog, grandma, a jellyfish, the office, Paris, Nike, a tractor, Monday, a volcano, pizza,
 * a feeling): dressing *inspired by* the keyword, never doing something *to* it, and no label
 * (#OfficeColorPalette, #DogByDecade). Blind judges called the keyword beside a decade, an
 * accessory or a nail set a mashup (#90sBubbleWrapFit, #PilotEarrings, #CardboardBoxNailArt), so
 * none is left.
 *
 * `ownKeywordFamilies` are for the piece, look, style, brand or event itself: what a creator does
 * with it on camera (#HoodieThreeLooks, #PromGRWM, #BraidTransition, #GothGlowUp), never tips or a
 * try-on (#ThriftFlipHacks, #HoodieTryOn) or a phrase judges found unclear (#SunglassesRemix,
 * #ScarfFaceOff, #StyleScarfWithMe). {M} formats read with moves (#TwirlChallenge,
 * #HairFlipTransition).
 *
 * {K}{Allit} (`alliterated`) takes a word of `alliterations` that begins like the keyword, a
 * look one wears or shows (#BubbleWrapBallgown, #GrandmaGlam, #LighthouseLookbook): not for fashion's
 * own keywords, where two pieces meet (#DressDressCode, #HairHauteCouture).
 */
import type { TypeFormats } from '../../data-types';

export const FASHION_FORMATS = {
  families: {
    fits: ['{K}Fit'],
    fitCheck: ['{K}FitCheck', '{K}OOTD', '{K}OutfitChallenge'],
    inspired: ['{K}InspiredOutfit', '{K}InspiredLook'],
    couture: ['{K}Couture', '{K}Chic'],
    runway: ['{K}Runway', '{K}RunwayWalk', '{K}Catwalk', '{K}FashionShow'],
    contest: ['{K}StyleOff', '{K}WalkOff'],
    makeItFashion: ['{K}ButMakeItFashion', '{K}FashionChallenge', '{K}StyleChallenge'],
    thrift: ['{K}ThriftChallenge'],
    moveChallenge: ['{M}Challenge', 'NailThe{M}', '{M}InOneTake'],
    perfect: ['Perfect{M}'],
    transition: ['{M}Transition'],
    threeWays: ['One{T}FiveWays', 'StyleThe{T}'],
    glowUp: ['{T}Makeover', '{T}GlowUp', '{T}Upcycle'],
    core: ['{K}Core', '{K}ToRunway'],
    hacks: ['{T}Hack'],
    slay: ['{V}AndSlay', '{V}ItUp'],
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    dayToNight: ['DayToNight{K}'],
    glowUp: ['{K}GlowUp', '{K}Makeover', '{K}GlowUpChallenge'],
    styleSwap: ['{K}StyleSwap'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays', '{K}TenWays', '{K}ThreeLooks'],
    grwm: ['{K}GRWM'],
    transition: ['{K}Transition'],
    budget: ['{K}OnABudget'],
    colorPop: ['{K}ColorPop', '{K}ColorMatch'],
    swap: ['{K}Swap', '{K}SwapChallenge'],
    diy: ['{K}DIY', '{K}Upcycle', '{K}FromScratch'],
    rate: ['RateMy{K}'],
    colors: ['{K}ColorChallenge'],
    styling: ['{K}StylingChallenge', '{K}MixAndMatch', 'RestyleYour{K}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  // No DressLikeThe{T}: judges read it as broken (#DressLikeTheCaptainHat, #DressAsTheSeat).
  crossFamilies: {
    core: ['{T}Core'],
    inspired: ['{T}InspiredLook'],
    ootd: ['{M}Outfit', '{T}Outfit'],
    style: ['{V}InStyle', '{V}AndSlay'],
    couture: ['{T}Couture'],
  },
  alliterations:
    'Couture Style Strut StreetStyle Showstopper Ballgown Glam GlowUp Getup Fit FitCheck Fashion FashionShow Photoshoot Pose PromLook Makeover MoodBoard MakeupLook Transformation Threads DressCode Look Lookbook Runway RedCarpet Wardrobe Vogue HauteCouture Hairdo Ensemble Outfit Attire Editorial',
  words: {
    things:
      'Sneaker Hoodie Jeans Dress Jacket Blazer Handbag Scarf Lipstick Sunglasses Boot Cardigan',
    moves:
      'FitPic OutfitSwap CatEye MessyBun FrenchTip Braid HairFlip RedLip FrenchTuck ThriftFlip Twirl',
    verbs: 'Style Strut Layer Glam Pose Dress Thrift Accessorize',
  },
} as const satisfies TypeFormats;
