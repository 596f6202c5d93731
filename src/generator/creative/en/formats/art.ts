/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way art clubs and art creators post: the challenge, in my
 * style (or Van Gogh's), a battle or sketch-off, making it together (a paint night, a paint-along), a reveal,
 * then and now, a timelapse, a limit (three colors, one color), a twist (blindfold, wrong hand),
 * tiny or giant, a coloring page, against the clock. A {K} format must read with any keyword, a subject (a dog,
 * grandma, Paris, pizza, a feeling) or a medium (origami, watercolor): no labels (…Creations,
 * …Showcase, …Gallery), and only one time limit beside the shared {K}In60Seconds.
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    challenge: ['{K}ArtChallenge'],
    style: ['{K}InMyStyle', '{K}InYourStyle', '{K}Reimagined', '{K}InVanGoghStyle', '{K}PopArt'],
    battle: ['{K}ArtBattle', '{K}ArtDuel', '{K}SketchOff'],
    together: [
      '{K}PaintNight',
      '{K}ArtNight',
      '{K}ArtClub',
      '{K}PaintAlong',
      '{K}SipAndPaint',
      '{K}ArtSwap',
      '{K}Collab',
      '{V}Along',
    ],
    reveal: ['RateMy{K}Art', '{K}ArtReveal', '{K}ArtShow'],
    progress: ['{K}ThenAndNow'],
    timelapse: ['{K}Timelapse'],
    limits: ['{K}In3Colors', 'OneColor{K}', '{K}InBlackAndWhite'],
    twists: ['Blindfold{K}Art', 'WrongHand{K}Art', 'Blindfold{K}Drawing', 'WrongHand{K}Drawing'],
    coloring: ['{K}ColoringPage', '{K}ColorByNumber'],
    scale: ['Tiny{K}Art', 'Giant{K}Art', '{K}Mural'],
    clock: ['{K}In10Minutes', '{K}In5Minutes', '{K}In30Minutes', '{K}SpeedArt', '{K}SpeedPaint'],
    doodle: ['{M}Doodle'],
    days: ['{K}{Day}'],
  },
  ownKeywordFamilies: {},
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
