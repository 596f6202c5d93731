/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 *
 * Each family is one idea, voiced the way art clubs and art creators post: the piece, in my
 * style, a duel, making it together (an art club, a paint night, pass the brush), a reveal, then
 * and now, a limit (three colors, one brush), a twist (blindfold, wrong hand), tiny or giant,
 * against the clock. Art's subjects (a cat, a sunset, grandma) are often filed under another type,
 * whose moves are not things one draws, so the art voice lives in formats of the keyword alone;
 * {T} wants a tool one holds, {M} anything one could duel at, {V} a verb one does along.
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    art: ['{K}Art', '{K}ArtChallenge', '{K}Masterpiece', '{K}Gallery', '{K}Creations'],
    inMyStyle: ['{K}InMyStyle', '{K}Reimagined', '{K}Remix'],
    duel: ['{K}ArtBattle', '{K}ArtDare', '{K}ArtAttack', '{M}Duel'],
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
    show: ['{K}ArtReveal', '{K}Showcase', '{K}ArtShow', '{K}Exhibit', 'RateMy{K}Art'],
    progress: ['{K}ThenAndNow'],
    satisfying: ['{K}Timelapse'],
    limits: ['{K}In3Colors', 'OneColor{K}', 'One{T}Challenge', 'No{T}Challenge'],
    twists: ['Blindfold{K}Art', 'WrongHand{K}Art'],
    scale: ['Tiny{K}Art', 'Giant{K}Art'],
    clock: ['{K}In10Minutes', '{K}SpeedArt'],
    days: ['{K}{Day}'],
  },
  words: {
    things: 'Sketchbook Canvas Brush Pencil Palette Marker Crayon Clay Eraser Paper Easel Charcoal',
    moves:
      'Portrait Sunset SelfPortrait Landscape Flower Doodle StillLife Mural Cartoon Mandala Sketch',
    verbs: 'Draw Paint Sketch Doodle Sculpt Color Create Craft',
  },
} as const satisfies TypeFormats;
