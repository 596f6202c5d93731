/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way art clubs and art creators post: the challenge, in my
 * style (or Van Gogh's), a battle or sketch-off, a paint-along, a reveal, a limit
 * (three colors, one color), a twist (blindfold, wrong hand), tiny or giant, a coloring page,
 * against the clock, paint your (dog, Monday, anxiety). A {K} format of `families` must read with
 * any keyword, a subject (a dog, grandma, Paris, pizza, a feeling) or a medium (origami,
 * watercolor): no labels (…Timelapse, …ArtShow, …ArtClub, …Mural, …Collab), and one time limit of
 * its own: the shared {K}In60Seconds is left out.
 *
 * `ownKeywordFamilies` are for art's own keywords, a medium, a craft, a subject or a style alike:
 * what a creator makes on camera (#TinyStainedGlass, #MonochromeSkull, #30DaysOfWatercolor,
 * #CrossStitchGlowUp).
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    challenge: ['{K}ArtChallenge', '{K}DrawingChallenge'],
    style: ['{K}InMyStyle', '{K}InYourStyle', '{K}Reimagined', '{K}InVanGoghStyle', '{K}PopArt'],
    battle: ['{K}ArtBattle', '{K}ArtDuel', '{K}SketchOff'],
    together: ['{K}PaintNight', '{K}PaintAlong', '{K}ArtSwap'],
    reveal: ['RateMy{K}Art', '{K}ArtReveal'],
    limits: ['{K}In3Colors', 'OneColor{K}', '{K}InBlackAndWhite'],
    twists: ['Blindfold{K}Art', 'WrongHand{K}Art', 'Blindfold{K}Drawing', 'WrongHand{K}Drawing'],
    coloring: ['{K}ColoringPage', '{K}ColorByNumber'],
    scale: ['Tiny{K}Art', 'Giant{K}Art'],
    clock: ['{K}In10Minutes', '{K}In5Minutes', '{K}In30Minutes', '{K}SpeedArt', '{K}SpeedPaint'],
    paintYour: ['PaintYour{K}', 'DrawYour{K}'],
    doodle: ['{K}Doodle', '{K}DoodleChallenge'],
    mediums: ['{K}InClay', '{K}InWatercolor', '{K}Collage', '{K}Mosaic'],
    design: ['{K}StickerDesign'],
    moveChallenge: ['{M}Challenge'],
    yourWay: ['{V}ItYourWay'],
  },
  ownKeywordFamilies: {
    challenge: ['{K}Challenge'],
    style: ['{K}Remix', '{K}ThreeWays'],
    progress: ['{K}ThenVsNow', '{K}GlowUp', '{K}BeginnerVsPro'],
    limits: ['{K}InOneColor', 'Monochrome{K}'],
    scale: ['Tiny{K}', 'Giant{K}', 'Mini{K}'],
    clock: ['10Minute{K}', '{K}SpeedChallenge', '{K}Speedrun'],
    daily: ['30DaysOf{K}', '{K}EveryDay'],
    reveal: ['RateMy{K}', '{K}Reveal'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    together: ['{K}Collab', '{K}ArtTrade'],
    gift: ['{K}ForAFriend'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    sketch: ['{K}{T}Sketch', '{T}Doodle', '{K}{T}Doodle'],
    pairArt: ['{K}{T}Art'],
    stillLife: ['{T}StillLife', '{K}{T}StillLife'],
    portrait: ['{T}Portrait', '{T}SelfPortrait'],
    sculpt: ['{T}Sculpture', '{K}{T}Sculpture'],
    paint: ['{K}{T}Painting', '{M}Painting'],
    collage: ['{T}Collage', '{K}{T}Mural'],
    draw: ['Draw{T}FromMemory', 'Draw{T}Blindfolded'],
  },
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
