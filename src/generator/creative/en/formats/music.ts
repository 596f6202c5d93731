/**
 * Music: instruments, voices, genres, artists and songs. Every `{K}` format of `families` says
 * music in its own plain word (a song, a remix, a beat, a rap, a jingle), so it reads as a song one
 * makes with any keyword: a mailman, grandma, the office, Paris, Monday, a fridge. Blind judges
 * picked the plain shapes (#RefrigeratorRemix, #FridgeBeatsChallenge) and called a stock genre or
 * stage beside any keyword a random mashup (#RefrigeratorBreakupSong, #LawyerTheMusical): no
 * labels or group-only shapes (…Playlist, …Soundtrack, …Choir, …Orchestra, …KaraokeNight,
 * …OpenMic), no stage shows (…TheMusical, …Opera), and no song that fits few keywords (…Lullaby,
 * …Ballad, …Banger, …Ringtone, …SingOff, …ButMakeItJazz: a twist for a song one has, kept for
 * music's own).
 *
 * `ownKeywordFamilies` are for music's own keywords, an instrument, a genre, an artist or a song
 * alike: what a creator plays or sings on camera (#ViolinCoverChallenge, #TaylorSwiftFaceOff,
 * #FunkByEar, #GuessTheFrozenSong). No content tags (…Cover, …Duet, …Lofi, …Acoustic, My…Era,
 * …FirstLesson). `{K}In60Seconds` reads vague here (#DogIn60Seconds): left out. See
 * `../../data-types.ts` for the slots.
 *
 * {K}{Allit} (`alliterated`) takes a word of `alliterations` that begins like the keyword, a
 * song or a sound one makes (#MondayMedley, #TurtleTune, #CactusKaraoke): not for music's own
 * keywords, where two instruments or genres meet (#ViolinVocals, #RapRap).
 */
import type { TypeFormats } from '../../data-types';

export const MUSIC_FORMATS = {
  families: {
    challenge: ['{K}MusicChallenge'],
    songs: ['{K}Song', '{K}ThemeSong', '{K}Anthem', '{K}Serenade'],
    catchy: ['{K}Jingle', '{K}Shanty'],
    jam: ['{K}Jam', '{K}JamSession'],
    karaoke: ['{K}Karaoke'],
    melody: ['{K}Tune'],
    genres: ['{M}Lofi'],
    remixes: ['{K}Remix', '{M}Remix'],
    // A beat made of the thing itself (#FridgeBeatsChallenge).
    beats: ['{K}BeatChallenge', '{K}Beats', '{K}Beatbox', '{K}DrumSolo', '{V}ToTheBeat'],
    raps: ['{K}Rap', '{K}RapChallenge', '{K}Freestyle'],
    parody: ['{K}SongParody'],
    moveChallenge: ['{M}Challenge'],
    takes: ['{M}InOneTake'],
    twists: ['{M}Blindfolded'],
    tempo: ['{M}ButFaster'],
    nail: ['NailThe{M}', 'HitThe{M}'],
    along: ['{V}Along', '{V}ThisSong'],
    beltIt: ['{V}ItOut'],
    sing: ['{V}AndSing'],
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    cover: ['{K}CoverChallenge'],
    duets: ['{K}DuetChallenge'],
    remixes: ['{K}RemixChallenge', '{K}Mashup'],
    takes: ['{K}InOneTake'],
    singAlong: ['{K}PlayAlong'],
    byEar: ['{K}ByEar'],
    passIt: ['{K}PassTheSong'],
    tempo: ['{K}ButFaster'],
    loops: ['{K}LoopChallenge'],
    genres: [
      '{K}ButMakeItMetal',
      '{K}ButMakeItJazz',
      '{K}ButMakeItCountry',
      '{K}ButMakeIt80s',
      '{K}InEveryGenre',
    ],
    guess: ['GuessThe{K}Song', 'NameThat{K}Tune', 'GuessThe{K}Intro'],
    contests: ['{K}FaceOff', '{K}RiffOff', '{K}RiffChallenge'],
    days: ['{K}{Day}'],
    harmony: ['{K}HarmonyChallenge'],
    requests: ['{K}SongRequests'],
  },
  ownKeywordsFrom: ['dance'],
  skipShared: ['timeLimits'],
  unknownReadsAsOwn: false,
  crossFamilies: {
    beats: ['{T}Remix', '{V}ToTheBeat'],
    songs: ['{T}Anthem', 'OdeToThe{T}'],
    jingles: ['{T}Jingle'],
    // A beat made of the keyword's thing (#FridgeBeatsChallenge).
    beatMaking: ['{T}BeatChallenge', '{T}Beats'],
    drumline: ['{T}Drumline', 'DrumOnThe{T}'],
  },
  alliterations:
    'Song Serenade Solo Singalong Chorus Karaoke Beats Beatbox Bop BassDrop Percussion Parody PowerChord Melody Mixtape Medley Mashup Tune DrumSolo Freestyle Fanfare Groove Harmony HighNote Jingle Jam Lyrics LoveSong Rhythm Remix Rap Riff Shanty Chant ThemeSong Vocals Anthem Earworm',
  words: {
    things: 'Mic Guitar Piano Drums Headphones Speaker Playlist Stage Vinyl Amp Metronome',
    moves: 'HighNote Chorus Riff Solo Harmony KeyChange Melody Hook Verse Bridge',
    verbs: 'Sing Hum Strum Drum Jam Rap Beatbox Play Whistle Harmonize',
  },
} as const satisfies TypeFormats;
