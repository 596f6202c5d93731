/** Music: instruments, voices, genres, artists and songs. See `../../data-types.ts` for the slots. */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    covers: ['{K}Cover', '{K}CoverChallenge', '{K}Unplugged', '{K}Acapella'],
    remixes: ['{K}Remix', '{K}Mashup', '{K}Medley', '{K}Mixtape'],
    genres: ['{K}ButMakeItJazz', '{K}InEveryGenre', '{K}Lofi'],
    speeds: ['{K}ButFaster', '{K}SpedUp'],
    duets: ['{K}Duet', '{K}DuetChallenge', '{K}Singalong'],
    contests: ['{K}RiffOff'],
    jams: ['{K}Jam', '{K}JamSession'],
    songs: [
      '{K}Lullaby',
      '{K}Anthem',
      '{K}Jingle',
      '{K}LoveSong',
      '{K}Ballad',
      '{K}Soundtrack',
      '{K}Serenade',
    ],
    guessing: ['NameThat{K}Tune', 'GuessThe{K}Song'],
    takes: ['{K}InOneTake', '{M}InOneTake'],
    bloopers: ['{K}Bloopers'],
    progress: ['{K}ThenVsNow', '{K}Throwback'],
    family: ['{K}WithGrandma', '{K}WithDad', '{K}WithMom'],
    places: ['{K}InTheCar', '{K}InTheKitchen'],
    singAlong: ['{V}Along'],
    weekdays: ['{K}{Day}'],
  },
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'HighNote Chorus Riff Solo Harmony KeyChange Melody Hook Verse Bridge',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
