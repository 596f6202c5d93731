/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way art clubs and art creators post: the piece, in my
 * style, a duel, making it together (an art club, a paint night, pass the brush), a reveal, first
 * vs now, a limit (three colors, one brush), a twist (blindfold, wrong hand), tiny, against the
 * clock. {T} wants a tool one holds, {M} a thing one makes, {V} a verb of making.
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    art: ['{K}Art', '{K}ArtChallenge', '{K}Masterpiece', '{K}Gallery'],
    inMyStyle: ['{K}InMyStyle', '{K}Reimagined', '{K}Remix', '{M}InMyStyle', '{V}ThisInYourStyle'],
    duel: ['{K}ArtBattle', '{K}ArtDare', '{M}Duel'],
    together: [
      '{K}ArtClub',
      '{K}ArtParty',
      '{K}ArtNight',
      '{K}PaintNight',
      '{K}ArtSquad',
      '{K}Collab',
      '{K}PaintAlong',
      '{K}ArtSwap',
      'PassThe{T}',
      '{V}Along',
    ],
    show: ['{K}ArtReveal', '{K}Showcase', 'RateMy{K}Art'],
    progress: ['{K}ThenAndNow', 'MyFirst{M}'],
    satisfying: ['{K}Timelapse', '{M}Timelapse'],
    limits: ['{K}In3Colors', 'One{T}Challenge', 'No{T}Challenge'],
    twists: ['Blindfold{M}', 'WrongHand{M}'],
    scale: ['Tiny{K}Art', 'Tiny{M}'],
    clock: ['{K}In10Minutes', '{K}SpeedArt', '10Minute{M}'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
