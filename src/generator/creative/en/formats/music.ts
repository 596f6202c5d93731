/** Music: instruments, voices, genres, artists and songs. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    covers: ['{K}Cover', '{K}CoverChallenge', '{K}Unplugged'],
    remixes: ['{K}Remix', '{K}Mashup', '{K}Medley', '{M}Remix'],
    genres: ['{K}ButMakeItJazz', '{K}InEveryGenre', '{K}GenreSwap', '{K}Lofi'],
    duets: ['{K}Duet', '{K}Harmony', '{K}Singalong'],
    jams: ['{K}Jam', '{K}JamSession', '{K}Band', '{K}Orchestra', '{K}Symphony'],
    karaoke: ['{K}Karaoke', '{K}LipSync'],
    stage: ['{K}OpenMic', '{K}MicDrop', '{K}Encore', '{K}Concert'],
    songs: ['{K}Anthem', '{K}Jingle', '{K}ThemeSong', '{K}LoveSong', '{K}Lullaby', '{K}Ballad'],
    beats: ['{K}Beat', '{K}Beatbox', '{K}Freestyle'],
    guessing: ['NameThat{K}Tune', 'GuessThe{K}Song'],
    playlists: ['{K}Playlist', '{K}PlaylistSwap'],
    onRepeat: ['{K}OnRepeat', '{M}OnRepeat'],
    takes: ['{K}InOneTake'],
    twists: ['{K}InTheDark'],
    singAlong: ['{V}Along'],
    weekdays: ['{K}{Day}'],
  },
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'Chorus HighNote Riff Solo Remix Cover Harmony Melody Hook Verse Bridge KeyChange',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
