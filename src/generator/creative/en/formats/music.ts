/** Music: instruments, voices, genres, artists and songs. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    covers: ['{K}Cover', '{K}CoverChallenge', '{K}Unplugged'],
    remixes: ['{K}Remix', '{K}Mashup', '{K}Medley', '{M}Remix'],
    genres: ['{K}ButMakeItJazz', '{K}InEveryGenre', '{K}Lofi'],
    speeds: ['{K}ButFaster', '{M}ButFaster'],
    duets: ['{K}Duet', '{K}Singalong'],
    contests: ['{K}RiffOff'],
    serenades: ['{K}Serenade'],
    jams: ['{K}Jam', '{K}JamSession'],
    ensembles: ['{K}Choir', '{K}Orchestra'],
    karaoke: ['{K}Karaoke'],
    stage: ['{K}OpenMic', '{K}Encore', '{K}Concert'],
    songs: ['{K}Lullaby', '{K}Anthem', '{K}Jingle', '{K}LoveSong', '{K}ThemeSong', '{K}Ballad'],
    beats: ['{K}Beat', '{K}Freestyle'],
    guessing: ['NameThat{K}Tune', 'GuessThe{K}Song'],
    takes: ['{K}InOneTake', '{M}InOneTake'],
    singBack: ['{V}Along', '{V}ItBack'],
    weekdays: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'Chorus HighNote Riff Solo Remix Cover Harmony Melody Hook Verse Bridge KeyChange',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
