/**
 * Music: instruments, voices, genres, artists and songs. Every `{K}` format of `families` says
 * music in its own word (an anthem, a sing-off, a diss track, a lullaby), so it reads as a song with
 * any keyword: a dog, grandma, the office, Paris, Monday, a pizza. No labels or group-only shapes
 * (…Playlist, …Soundtrack, …Choir, …Orchestra, …RapBattle, …OpenMic): each is a song one makes.
 *
 * `ownKeywordFamilies` are for music's own keywords, an instrument, a genre, an artist or a song
 * alike: what a creator plays or sings on camera (#ViolinCover, #TaylorSwiftDuet, #FunkInPublic,
 * #GuessTheFrozenSong). `{K}In60Seconds` reads vague here (#DogIn60Seconds): left out. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    remixes: ['{K}Remix'],
    genres: [
      '{K}ButMakeItJazz',
      '{K}ButMakeItCountry',
      '{K}ButMakeIt80s',
      '{K}InEveryGenre',
      '{K}Shanty',
    ],
    songs: [
      '{K}Anthem',
      '{K}ThemeSong',
      '{K}Jingle',
      '{K}Lullaby',
      '{K}Ballad',
      '{K}PowerBallad',
      '{K}LoveSong',
      '{K}BreakupSong',
      '{K}Banger',
      '{K}Chorus',
      '{K}KaraokeNight',
    ],
    parody: ['{K}SongParody'],
    video: ['{K}MusicVideo'],
    contests: ['{K}SingOff'],
    raps: ['{K}Rap', '{K}Freestyle', '{K}HypeTrack'],
    karaoke: ['{K}Karaoke', '{K}Singalong', '{K}LipSync'],
    stage: ['{K}TheMusical', '{K}Opera'],
    sounds: ['{K}Symphony', '{K}Beatbox', '{K}Ringtone'],
    serenade: ['{K}Serenade', '{K}SingingTelegram'],
    moveChallenge: ['{M}Challenge'],
    takes: ['{M}InOneTake'],
  },
  ownKeywordFamilies: {
    cover: ['{K}Cover', '{K}CoverChallenge'],
    duets: ['{K}Duet', '{K}DuetChallenge'],
    remixes: ['{K}RemixChallenge', '{K}Mashup'],
    takes: ['{K}InOneTake'],
    singAlong: ['{K}PlayAlong', '{K}JamAlong'],
    inPublic: ['{K}InPublic'],
    tempo: ['{K}ButFaster'],
    genres: ['{K}Lofi', '{K}ButMakeItMetal', '{K}Acapella'],
    era: ['My{K}Era'],
    guess: ['GuessThe{K}Song', 'NameThat{K}Tune'],
    contests: ['{K}FaceOff'],
    challenge: ['{K}Challenge'],
    days: ['{K}{Day}'],
    lessons: ['{K}FirstLesson', '{K}ByEar'],
    harmony: ['{K}HarmonyChallenge'],
    acoustic: ['{K}Acoustic'],
  },
  ownKeywordsFrom: ['dance'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    beats: ['{T}Remix', '{V}ToTheBeat'],
    songs: ['{T}Anthem', 'OdeToThe{T}'],
    sing: ['{V}AndSing'],
    serenade: ['SerenadeThe{T}'],
    lullaby: ['{T}Lullaby'],
  },
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'HighNote Chorus Riff Solo Harmony KeyChange Melody Hook Verse Bridge',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
