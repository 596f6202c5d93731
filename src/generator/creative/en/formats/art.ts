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
    style: ['{K}InMyStyle', '{K}InYourStyle', '{K}PopArt', '{K}ButMakeItArt', 'Turn{K}IntoArt'],
    battle: ['{K}ArtBattle', '{K}SketchOff'],
    together: ['{K}PaintNight', '{K}PaintAlong'],
    reveal: ['RateMy{K}Art', '{K}ArtReveal'],
    limits: ['{K}In3Colors', '{K}InBlackAndWhite'],
    twists: ['Draw{K}Blindfolded', 'Draw{K}LeftHanded'],
    oneLine: ['Draw{K}InOneLine'],
    coloring: ['{K}ColoringPage'],
    scale: ['Tiny{K}Art', 'Giant{K}Art'],
    clock: ['Draw{K}In10Minutes', 'Draw{K}In5Minutes', '{K}SpeedPaint'],
    paintYour: ['{K}Sketch', 'Draw{K}FromMemory'],
    portrait: ['{K}Portrait', '{K}SelfPortrait'],
    doodle: ['{K}Doodle'],
    mediums: ['{K}InClay', '{K}InWatercolor', '{K}Collage', '{K}InPixelArt'],
    moveChallenge: ['{M}Challenge'],
    yourWay: ['{V}ItYourWay'],
  },
  ownKeywordFamilies: {
    challenge: ['{K}Challenge'],
    style: ['{K}ThreeWays'],
    progress: ['{K}ThenVsNow', '{K}GlowUp', '{K}BeginnerVsPro'],
    limits: ['{K}InOneColor', 'Monochrome{K}'],
    twists: ['Blindfold{K}', 'WrongHand{K}'],
    scale: ['Tiny{K}', 'Giant{K}', 'Mini{K}'],
    clock: ['10Minute{K}', '{K}SpeedChallenge'],
    daily: ['30DaysOf{K}', '{K}EveryDay'],
    reveal: ['RateMy{K}', '{K}Reveal'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    together: ['{K}WithMe', '{K}ArtTrade'],
    gift: ['{K}ForAFriend'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    sketch: ['{T}Doodle', 'Draw{T}InOneLine'],
    draw: ['Draw{T}FromMemory', 'Draw{T}Blindfolded'],
    clay: ['{T}InClay', '{T}Sculpture'],
    paint: ['PaintThe{T}', '{T}StillLife'],
    collage: ['{T}Collage'],
  },
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
