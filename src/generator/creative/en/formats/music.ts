/**
 * Music: instruments, voices, genres, artists and songs. Every `{K}` format says music in its own
 * word (an anthem, a sing-off, a remix, a lullaby), so it reads as a song with any keyword: a dog,
 * grandma, the office, Paris, Monday, a pizza. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    remixes: ['{K}Remix', '{K}Mashup', '{K}Medley', '{M}Remix'],
    genres: ['{K}ButMakeItJazz', '{K}InEveryGenre', '{K}Lofi', '{K}Shanty'],
    songs: [
      '{K}Song',
      '{K}Anthem',
      '{K}ThemeSong',
      '{K}Jingle',
      '{K}Lullaby',
      '{K}PowerBallad',
      '{K}Soundtrack',
    ],
    contests: ['{K}SingOff', '{K}RiffOff'],
    raps: ['{K}Rap', '{K}RapBattle', '{K}Freestyle'],
    karaoke: ['{K}Karaoke', '{K}Singalong', '{K}Choir'],
    stage: ['{K}TheMusical', '{K}Opera', '{K}RockOpera', '{K}Concert', '{K}OpenMic'],
    jams: ['{K}JamSession'],
    mixtapes: ['{K}Mixtape', '{K}Playlist'],
    sounds: ['{K}Symphony', '{K}Orchestra', '{K}Beatbox', '{K}Ringtone'],
    takes: ['{M}InOneTake'],
    singAlong: ['{V}Along'],
    sing: ['{V}AndSing'],
    beat: ['{V}ToTheBeat'],
    rockstar: ['{V}LikeARockstar'],
  },
  ownKeywordFamilies: {},
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'HighNote Chorus Riff Solo Harmony KeyChange Melody Hook Verse Bridge',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
