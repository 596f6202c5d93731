/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way art clubs and art creators post: the challenge, in my
 * style (or Van Gogh's), a battle or sketch-off, a paint-along, a twist (blindfold, upside down),
 * tiny, against the clock, from memory, in clay or watercolor. A {K} format of `families` must read
 * with any keyword, a subject (a mailman, grandma, Paris, a pizza, a feeling) or a medium (origami,
 * watercolor), as something to make: no labels (…Timelapse, …ArtShow, …ArtClub, …Mural, …Collab,
 * …ArtReveal, …Sketch, …Portrait, …ColoringPage, …PaintNight), no limit that does not say to draw
 * (#LawnMowerIn3Colors read as a random mashup to blind judges; it stays for art's own words), no
 * twist that singles out a hand (…LeftHanded), and one time limit of its own: the shared
 * {K}In60Seconds is left out.
 *
 * `ownKeywordFamilies` are for art's own keywords, a medium, a craft, a subject or a style alike:
 * what a creator makes on camera (#TinyStainedGlass, #TotoroIn3Colors, #30DaysOfWatercolor,
 * #CrossStitchGlowUp). No content tags (…Fails, …GoneWrong, …Reveal), and no blindfold or wrong
 * hand: art's keywords include blades, needles and hot tools (#WrongHandLinocut,
 * #BlindfoldPumpkinCarving). A blindfold in `families` only draws (#DrawSunsetBlindfolded).
 *
 * {K}{Allit} (`alliterated`) takes a word of `alliterations` that begins like the keyword, a
 * thing one makes (#MailmanMasterpiece, #PizzaPortrait, #TurtleTapestry): not for art's own keywords,
 * where two mediums meet (#PotteryPainting, #ClayCrochet).
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    challenge: ['{K}ArtChallenge', '{K}DrawingChallenge', '{K}PaintChallenge'],
    style: ['{K}InMyStyle', '{K}InYourStyle', '{K}PopArt', 'Turn{K}IntoArt', '{M}InMyStyle'],
    battle: ['{K}ArtBattle', '{K}SketchOff', '{K}DrawOff'],
    together: ['{K}PaintAlong', '{K}ArtSwap'],
    reveal: ['RateMy{K}Art'],
    limits: ['{M}In3Colors', 'One{T}Challenge'],
    twists: ['Draw{K}Blindfolded', 'Draw{M}Blindfolded'],
    scale: ['Tiny{K}Art', 'Tiny{M}'],
    clock: ['Draw{K}In10Minutes', 'Draw{K}In5Minutes', '{K}SpeedPaint', '{M}SpeedPaint'],
    paintYour: ['Draw{K}FromMemory'],
    doodle: ['{K}Doodle', '{K}DoodleChallenge'],
    mediums: ['{K}InWatercolor', '{K}Collage', '{K}Mosaic', '{K}InPixelArt'],
    moveChallenge: ['{M}Challenge'],
    yourWay: ['{V}ItYourWay'],
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    hour: ['{K}InOneHour'],
    firstTry: ['{K}FirstTry'],
    reveal: ['{K}Reveal'],
    battle: ['{K}FaceOff'],
    progress: ['{K}ThenVsNow', '{K}GlowUp', '{K}BeginnerVsPro', '{K}Day1VsDay30'],
    limits: ['{K}InOneColor', '{K}In3Colors'],
    scale: ['Tiny{K}', 'Giant{K}', 'Mini{K}'],
    clock: ['10Minute{K}', '{K}SpeedChallenge'],
    daily: ['30DaysOf{K}', '{K}EveryDay'],
    blind: ['{K}NonDominantHand'],
    together: ['{K}WithMe', '{K}ArtTrade', '{K}WithAFriend', '{K}Collab'],
    gift: ['{K}ForAFriend'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    sketch: ['{T}Doodle', '{T}Sketch'],
    draw: ['Draw{T}FromMemory', 'Draw{T}Blindfolded'],
    paint: ['PaintThe{T}'],
    collage: ['{T}Collage'],
    mosaic: ['{T}Mosaic'],
  },
  alliterations:
    'Sketch Sculpture Silhouette Stencil StillLife Scribble Canvas Collage Cartoon Comic Craft Carving Claymation Crochet BlockPrint Portrait Painting PopArt PixelArt Pottery Papercraft Poster Pointillism Puppet Masterpiece Mural Mosaic Miniature Tapestry TieDye Toon Doodle Diorama Drawing DotArt Fresco Flipbook FingerPainting Graffiti GlitterArt Linocut LineArt RockPainting ResinArt Watercolor Woodcut Weaving Needlepoint Knitting ShadowBox ChalkArt Thumbprint Origami OilPainting Illustration Etching Embroidery Animation',
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
