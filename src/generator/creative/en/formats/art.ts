/**
 * Art: drawing and painting, watercolor, clay and pottery, crochet and knitting, embroidery,
 * photography, calligraphy, digital art, subjects (portrait, landscape), crafts and DIY. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const ART_FORMATS = {
  families: {
    pieces: [
      '{K}Art',
      '{K}ArtChallenge',
      '{K}Masterpiece',
      '{K}Sketchbook',
      '{K}WIP',
      '{K}ArtReveal',
      '{K}{Day}',
    ],
    daily: ['30DaysOf{K}', '100DaysOf{K}', 'Daily{K}', '{K}Marathon', '{K}EveryDay'],
    clock: ['Speed{K}', '10Minute{K}', '1Hour{K}', '{K}AgainstTheClock', '{K}Timelapse'],
    together: ['{K}ArtBattle', '{K}Collab', '{K}ArtTrade', 'FinishMy{K}', '{K}InYourStyle'],
    twists: ['Blindfolded{K}', 'WrongHand{K}', '3Color{K}', 'DollarStore{K}', 'Tiny{K}Art'],
    progress: ['{K}Progress', 'My{K}Journey', 'MyFirst{K}', '{K}ThenVsNow', 'RateMy{K}Art'],
    satisfying: ['{K}ASMR', 'Satisfying{K}', 'OddlySatisfying{K}'],
    supplies: ['PassThe{T}', 'MyFavorite{T}', 'One{T}Challenge', '{T}Haul', 'My{T}Collection'],
    techniques: ['{M}Tutorial', '{M}ForBeginners', '{M}Practice', '{M}Timelapse', '{M}StepByStep'],
    making: ['{V}Along', '{V}ThisInYourStyle', '{V}WithEyesClosed', '{V}SomethingNew'],
  },
  words: {
    things:
      'Sketchbook Canvas Brush Palette Easel Pencil Marker Eraser Charcoal Pastel Pen Inkwell',
    moves:
      'Portrait Landscape StillLife LineArt Shading Blending Doodle SelfPortrait ColorStudy Mural Sketch Mandala',
    verbs: 'Draw Paint Sketch Doodle Create Sculpt Craft Color',
  },
} as const satisfies TypeFormats;
