/**
 * What we know about the keywords creators type most with music in mind. See
 * `../../data-types.ts` for the fields. Every list is most recognisable first: a draw favours the
 * first words, so a newcomer meets the songs, riffs and gear everyone knows before a player's
 * terms. Things come first as what one could show, moves as songs and skills one could try, verbs
 * as what one does along with a song.
 */
import type { KeywordEntries } from '../../data-types';

export const MUSIC_KEYWORDS = {
  guitar: {
    things: 'Pick Capo Strings Amp Pedal Fretboard Strap Tuner',
    moves: 'Wonderwall SmokeOnTheWater HotelCalifornia SevenNationArmy',
    verbs: 'Strum Jam Shred Rock',
    names:
      'OneHandGuitar WonderwallChallenge FirstRiffIEverLearned AirGuitarChallenge GuitarInEveryGenre',
    also: 'acousticguitar electricguitar guitarist',
  },
  piano: {
    things: 'Keys Pedal SheetMusic Keyboard Bench Stool',
    moves: 'Chopsticks FurElise HeartAndSoul MoonlightSonata Boogie',
    verbs: 'Play Jam',
    names:
      'OneHandPiano BlindfoldPiano ChopsticksDuet FurEliseChallenge 88KeysChallenge PlayItByEar',
    also: 'pianist',
  },
  drum: {
    things: 'Sticks Snare Cymbal HiHat Kit Pedal Metronome',
    moves: 'InTheAirTonight WeWillRockYou StickTrick',
    verbs: 'Tap Jam Groove',
    names:
      'InTheAirTonightFill StickTrickChallenge FirstTimeOnTheKit DrumCoverChallenge OneHandDrumming',
    also: 'drumming drummer drumkit',
  },
  singing: {
    things: 'Mic Hairbrush Lyrics Headphones Shower Stage',
    moves: 'HighNote WhistleNote Harmony Riff',
    verbs: 'Sing Belt Hum Harmonize',
    names: 'SingInTheShower HitThatHighNote HairbrushMic SingItBack WhistleNoteChallenge',
    also: 'singer vocals vocal',
  },
  karaoke: {
    things: 'Mic Lyrics Tambourine Spotlight Screen Playlist',
    moves: 'PowerBallad Duet HighNote KeyChange Rap Encore',
    verbs: 'Sing Belt Rap',
    names:
      'SingItLikeYouMeanIt KaraokeRoulette KaraokeWithMyParents KaraokeDuetDare HitTheKeyChange',
  },
  violin: {
    things: 'Bow Rosin Strings ChinRest Tuner Orchestra',
    moves: 'FourSeasons Twinkle CanonInD Jig',
    verbs: 'Play Pluck Fiddle',
    names:
      'FourSeasonsChallenge TwinkleTwinkleDay1 ViolinCoverOfPop RosinUpChallenge FiddleThatJig',
    also: 'fiddle violinist',
  },
  ukulele: {
    things: 'Strings Capo Tuner Strap Songbook Beach',
    moves: 'Riptide OverTheRainbow HeySoulSister IslandStrum',
    verbs: 'Strum Pluck Sing',
    names: 'RiptideChallenge FourChordChallenge UkuleleCoverOfPop StrumAlongUke LearnUkeInAWeek',
    also: 'uke',
  },
  bass: {
    things: 'Amp Strings Pick Headphones Fretboard Pedal',
    moves: 'SevenNationArmy Pop Slap Groove',
    verbs: 'Slap Groove Pluck Jam',
    names: 'SlapBassChallenge BassDropChallenge SevenNationArmyRiff BassOnlyCover FindTheBassline',
    also: 'bassist bassguitar',
  },
  rap: {
    things: 'Mic Beat Notebook Booth Rhyme Bars',
    moves: 'Freestyle Punchline DoubleTime Flow',
    verbs: 'Rhyme Freestyle Bounce',
    names: 'FinishMyBars DoubleTimeChallenge DropTheVerse FreestyleFriday RapYourGroceryList',
    also: 'rapping rapper',
    verb: true,
  },
  beatbox: {
    things: 'Mic LoopStation Headphones Speaker Stage',
    moves: 'BootsAndCats Kick Snare HiHat LipRoll',
    verbs: 'Loop Play',
    names: 'BootsAndCats ThisIsAllMouth BeatboxBattle BeatboxWithDad BeatboxTheRingtone',
    also: 'beatboxing beatboxer',
    verb: true,
  },
  cello: {
    things: 'Bow Rosin Strings Endpin Chair Orchestra',
    moves: 'BachPrelude Bassline Vibrato Pizzicato',
    verbs: 'Play Pluck Hum',
    names: 'BachPreludeChallenge DeepNotesOnly CelloCoverOfPop CelloDuetWithMe CelloSoloSunday',
    also: 'cellist',
  },
  flute: {
    things: 'Headjoint Keys Case Piccolo Band Orchestra',
    moves: 'HotCrossBuns FlutterTongue Trill Vibrato',
    verbs: 'Play Beatbox',
    names:
      'FluteBeatbox HotCrossBunsChallenge FluteCoverOfPop FluteBirdsongChallenge PlayItOnFlute',
    also: 'flutist flautist',
  },
  saxophone: {
    things: 'Reed Mouthpiece Neckstrap Keys Bell Ligature',
    moves: 'CarelessWhisper Solo Riff Growl',
    verbs: 'Play Jam',
    names: 'CarelessWhisperChallenge SaxophonePopCover SaxSoloChallenge SaxItUp SaxSerenade',
    also: 'sax',
  },
  trumpet: {
    things: 'Valves Mouthpiece Mute Bell Band Stand',
    moves: 'HighNote Fanfare Reveille LipTrill',
    verbs: 'Play Hum',
    names: 'HitTheHighC FanfareChallenge TrumpetWakeUpCall TrumpetYourEntrance TrumpetPopCover',
  },
  harmonica: {
    things: 'Pocket Reeds Campfire Porch Blues Train',
    moves: 'TrainWhistle Chug Bend Riff',
    verbs: 'Play Hum',
    names:
      'HarmonicaTrainSound HarmonicaPopCover HarmonicaBluesChallenge PocketHarmonicaJam BendThatBluesNote',
  },
  kalimba: {
    things: 'Tines Thumbs Blanket Candle Tuner Wood',
    moves: 'Lullaby Melody Glissando Chord',
    verbs: 'Pluck Play',
    names:
      'ThumbPianoLullaby KalimbaCoverOfPop GuessMyKalimbaSong KalimbaGameTheme KalimbaAnimeOpening',
    also: 'thumbpiano',
  },
  recorder: {
    things: 'Classroom FingerChart Songbook Case Teacher',
    moves: 'HotCrossBuns MaryHadALittleLamb MyHeartWillGoOn Squeak Scale',
    verbs: 'Play Hum',
    names:
      'MyHeartWillGoOnRecorder HotCrossBunsChallenge RecorderRemix WorstRecorderCover RecorderDuetDare',
  },
  choir: {
    things: 'Robes SheetMusic Risers Hymnal Director',
    moves: 'Carol Anthem Harmony Round Hymn',
    verbs: 'Sing Harmonize Hum',
    names: 'OneVoiceChallenge ChoirFlashMob ChoirPopCover ChoirOfOne JoinMyVirtualChoir',
    also: 'chorus',
  },
  'a cappella': {
    things: 'Mic PitchPipe Stage Riser Group',
    moves: 'RiffOff Bassline Medley Harmony Blend',
    verbs: 'Sing Harmonize Hum',
    names: 'PitchPerfectChallenge RiffOff ACappellaMashup ACappellaOfOne StackYourHarmonies',
    also: 'acapella',
  },
  opera: {
    things: 'Stage Gown Balcony Orchestra Chandelier',
    moves: 'HighNote Aria Encore Vibrato Trill',
    verbs: 'Sing Belt Hum',
    names:
      'OperaButMakeItPop QueenOfTheNightChallenge NessunDormaChallenge OperaInTheShower SayItInOpera',
  },
  orchestra: {
    things: 'Baton Strings Timpani Podium Score Brass',
    moves: 'Crescendo Overture Finale Fanfare',
    verbs: 'Conduct Play Hum',
    names: 'BeTheConductor KitchenOrchestra TuningUpChallenge OnePersonOrchestra BuildAnOrchestra',
    also: 'symphony',
  },
  band: {
    things: 'Amp Drumkit Setlist Garage Van Merch',
    moves: 'Jam Encore Cover Soundcheck',
    verbs: 'Jam Rock Play',
    names: 'StartABand GarageBandChallenge FamilyBandCover JoinMyBand OnePersonBand',
  },
  jazz: {
    things: 'Saxophone Trumpet Piano UprightBass Vinyl Fedora',
    moves: 'FlyMeToTheMoon TakeFive Scat Swing',
    verbs: 'Scat Swing Jam',
    names: 'ScatChallenge JazzItUp JazzVersionChallenge ScatYourName JazzNurseryRhyme',
  },
  rock: {
    things: 'Amp Guitar Drumkit Leather Mic Vinyl',
    moves: 'AirGuitar PowerChord KneeSlide Encore',
    verbs: 'Shred Jam Headbang Strum',
    names: 'StompStompClap AirGuitarHero RockOutWithGrandma ThreeChordRockSong RockStarPoseOff',
    also: 'rocknroll rockandroll',
  },
  metal: {
    things: 'Amp Leather Patches Drumkit Pedal',
    moves: 'Headbang Riff Breakdown Growl Solo',
    verbs: 'Headbang Shred Growl',
    names: 'MetalButMakeItCute HeadbangChallenge MetalVersionChallenge MetalLullaby MetalRiffRelay',
    also: 'heavymetal',
  },
  country: {
    things: 'CowboyHat Boots Banjo Fiddle Pickup Porch',
    moves: 'TwoStep Yodel Twang Ballad',
    verbs: 'Sing Strum Yodel Stomp',
    names:
      'YeehawChallenge CountryRoadsSingalong CountryVersionChallenge MakeItCountry YourDayAsACountrySong',
  },
  pop: {
    things: 'Mic Headset Glitter Playlist Radio Stage',
    moves: 'KeyChange Choreo Chorus Hook',
    verbs: 'Sing Belt Dance',
    names: 'GuiltyPleasureSong PopSongInMinorKey WriteAPopHook PopChorusRelay NailThePopKeyChange',
  },
  rnb: {
    things: 'Mic Vinyl Candles Mixtape Radio Studio',
    moves: 'SlowJam Riff Run Falsetto',
    verbs: 'Sing Riff Harmonize',
    names: 'RunsAndRiffs RnBVersionChallenge SlowJamSerenade RnBRunRelay RnBFalsettoFriday',
    also: 'randb',
    spelled: 'RnB',
  },
  edm: {
    things: 'Headphones Synth Laptop Controller Lasers Subwoofer',
    moves: 'Remix Mashup Drop Buildup',
    verbs: 'Mix Loop',
    names: 'WaitForTheDrop BassDropChallenge EDMInTheKitchen MakeAnEDMDrop EDMYourAlarmClock',
    also: 'electronic',
    spelled: 'EDM',
  },
  dj: {
    things: 'Turntables Headphones Mixer Vinyl Controller Decks',
    moves: 'Scratch Mashup Transition Drop',
    verbs: 'Scratch Mix',
    names: 'ScratchChallenge MixTwoSongs GrandmaDJ DJInTheKitchen NailTheTransition',
    also: 'deejay djing',
    spelled: 'DJ',
  },
  lofi: {
    things: 'Headphones Vinyl Cassette Lamp Rain Window',
    moves: 'Beat Loop Sample Chord',
    verbs: 'Chill Loop',
    names: 'LofiVersion StudyWithMe MakeItLofi LofiFromRainSounds LofiBeatInAnHour',
    also: 'lowfi',
  },
  classical: {
    things: 'Piano Violin Baton Score Tuxedo ConcertHall',
    moves: 'Symphony Sonata Concerto Etude Overture Prelude',
    verbs: 'Play Conduct Hum',
    names:
      'ClassicalButMakeItPop GuessTheComposer ClassicalRemix ClassicalOnAKazoo HumThatSymphony',
  },
  blues: {
    things: 'Harmonica Guitar Slide Porch Bottleneck',
    moves: 'TwelveBar Shuffle Bend Lick Turnaround',
    verbs: 'Jam Play',
    names: 'TwelveBarChallenge BluesItUp BluesVersionChallenge SingYourChoreBlues BluesLickRelay',
  },
  reggae: {
    things: 'Speaker Hammock Flag Beach Riddim',
    moves: 'OneDrop Bassline Chant Offbeat Riff',
    verbs: 'Sway Chill Jam',
    names: 'OneDropChallenge ReggaeVersion MakeItReggae SwayToTheOffbeat ReggaeBasslineJam',
  },
  'pop punk': {
    things: 'Vans Skateboard Patches Amp Garage Eyeliner',
    moves: 'PowerChord Pogo Downstroke Breakdown',
    verbs: 'Shout Jam',
    names: 'GarageGig PopPunkVersion PopPunkScreamAlong PopPunkThemeSong PogoInTheGarage',
  },
  gospel: {
    things: 'Robes Tambourine Organ Hymnal Pews Choir',
    moves: 'Hymn Harmony Praise Run',
    verbs: 'Praise Sing Clap',
    names:
      'SundayChoirSingalong GospelRunChallenge GospelVersion GospelClapAlong GospelKeyChangeDare',
  },
  'taylor swift': {
    things: 'Bracelets Cardigan Guitar Sequins Piano Vault EasterEgg',
    moves: 'ShakeItOff LoveStory SurpriseSong KeyChange Mashup',
    verbs: 'Sing Strum Dance',
    names:
      'ErasTourChallenge ShakeItOffChallenge SwiftieSingalong FriendshipBraceletSwap SwiftEasterEggHunt',
    also: 'taylor swiftie',
  },
  beyonce: {
    things: 'Mic CowboyHat Sequins WindMachine Disco',
    moves: 'SingleLadies CrazyInLove Choreo HairFlip Belt',
    verbs: 'Belt Strut Sing',
    names:
      'MuteChallenge SingleLadiesChallenge CowboyCarterChallenge CrazyInLoveStrut BeyonceHairFlipDare',
    also: 'queenbey',
  },
  blackpink: {
    things: 'Lightstick Hammerbong Fancam Stage Photocard',
    moves: 'HowYouLikeThat DDUDU PointChoreo HairFlip DanceBreak',
    verbs: 'Sing Dance',
    names:
      'HowYouLikeThatChallenge BlackpinkDanceCover BlackpinkSingalong PinkVenomChallenge BlackpinkLightstickWave',
    also: 'blink',
  },
  'ariana grande': {
    things: 'Ponytail Mic CatEars Glitter Cloud',
    moves: 'WhistleNote HighNote Riff Run Harmony',
    verbs: 'Sing Belt Riff',
    names: 'PonytailFlip ArianaHighNote ArianaWhistleNote ThankUNextChallenge ArianaRiffRelay',
    also: 'ariana',
  },
  'billie eilish': {
    things: 'Hoodie Headphones Mic Piano Bedroom',
    moves: 'BirdsOfAFeather Whisper Harmony Falsetto Ballad',
    verbs: 'Whisper Hum Sing',
    names:
      'BirdsOfAFeatherCover DuhChallenge BedroomPopCover WhisperLikeBillie BillieFalsettoCheck',
    also: 'billie',
  },
  'olivia rodrigo': {
    things: 'Guitar Piano Mic Diary Butterflies Purple',
    moves: 'DriversLicense GoodForYou Bridge Belt Ballad',
    verbs: 'Belt Sing Strum',
    names:
      'GoodForYouChallenge DriversLicenseBridge OliviaRodrigoSingalong VampireChallenge BeltLikeOlivia',
    also: 'olivia',
  },
  'sabrina carpenter': {
    things: 'Espresso Mic Sequins Bow Heart',
    moves: 'Espresso Choreo HairFlip Pose Wink Chorus',
    verbs: 'Sing Strut',
    names:
      'EspressoChallenge PleasePleasePleaseCover SabrinaSingalong EspressoHairFlip SingLikeSabrina',
    also: 'sabrina',
  },
  bagpipe: {
    things: 'Kilt Drones Chanter Tartan Bag Highlands',
    moves: 'AmazingGrace Reel March Jig Lament',
    verbs: 'Play Hum',
    names:
      'BagpipePopCover AmazingGraceOnBagpipes BagpipeMovieTheme BagpipeWakeUpCall PipeInTheBirthdayCake',
    also: 'bagpiper',
  },
  accordion: {
    things: 'Bellows Keys Buttons Straps Cafe Paris',
    moves: 'Polka Waltz Tango Musette Vamp',
    verbs: 'Play Sway',
    names:
      'SqueezeboxChallenge ParisCafeSerenade AccordionPopCover AccordionPolkaParty AccordionGameTheme',
    also: 'squeezebox',
  },
  banjo: {
    things: 'Picks Porch Capo Resonator Rocker',
    moves: 'FoggyMountain Clawhammer Roll Breakdown Lick',
    verbs: 'Pick Pluck Strum',
    names:
      'DuelingBanjosChallenge BanjoOnThePorch BanjoPopCover BanjoRollChallenge LearnABanjoLick',
  },
  mandolin: {
    things: 'Pick Strings Frets Porch Case',
    moves: 'Tremolo Chop Lick Breakdown Trill',
    verbs: 'Pick Strum',
    names: 'TremoloChallenge BluegrassPicking MandolinPopCover MandolinSerenade MandolinPorchJam',
  },
  harp: {
    things: 'Strings Pedals Lever Cloud Gown',
    moves: 'Lullaby Glissando Arpeggio Harmonic Roll',
    verbs: 'Pluck Strum',
    names: 'HarpPopCover HarpGlissandoChallenge HarpDreamTransition HarpMetalCover HarpLullaby',
    also: 'harpist',
  },
  xylophone: {
    things: 'Mallets Bars Frame Stand Classroom',
    moves: 'OldPhoneRingtone Melody Roll Scale Glissando',
    verbs: 'Tap Play',
    names:
      'OldPhoneRingtone XylophonePopCover GuessTheXylophoneTune XylophoneScaleRun XylophoneWakeUpSong',
    also: 'marimba glockenspiel vibraphone',
  },
  tambourine: {
    things: 'Jingles Ribbons Choir Band Stage',
    moves: 'ThumbRoll Shake Jingle Smack Hit',
    verbs: 'Shake Tap Jingle',
    names:
      'TambourineHero TambourineSolo TambourineThumbRoll AddTambourineToAnySong TambourineSingalong',
  },
  cowbell: {
    things: 'Stick Drumkit Studio Barn Farm Band',
    moves: 'Groove Offbeat Clank Fill',
    verbs: 'Tap Play',
    names:
      'NeedsMoreCowbell CowbellOnEverything AddCowbellToAnySong CowbellCountIn CowbellOnTheOffbeat',
  },
  djembe: {
    things: 'Drumhead Rope Campfire Beach Circle',
    moves: 'Rhythm Slap Tone Bass Roll',
    verbs: 'Drum Slap Tap',
    names:
      'DjembeCallAndResponse DjembeRhythmRelay JoinTheDrumCircle HandDrumJam CampfireDrumCircle',
    also: 'bongo cajon',
  },
  handpan: {
    things: 'Dome Case Beach Sunset Forest Tunnel',
    moves: 'Melody Groove GhostNote Roll',
    verbs: 'Tap Drum Play',
    names: 'HandpanInTheTunnel HandpanAtSunset HandpanCover HandpanRainJam HandpanFirstTouch',
    also: 'hangdrum tonguedrum',
  },
  ocarina: {
    things: 'Clay Pocket Necklace Forest Cave',
    moves: 'ZeldasLullaby SongOfStorms Lullaby Melody Trill',
    verbs: 'Play Whistle',
    names:
      'SongOfStormsChallenge OcarinaZeldaCover ZeldasLullabyChallenge OcarinaGameTheme OcarinaPopCover',
  },
  clarinet: {
    things: 'Reed Mouthpiece Barrel Bell Band',
    moves: 'RhapsodyInBlue Glissando Squeak Trill Solo',
    verbs: 'Play Hum',
    names:
      'SqueakFreeChallenge ClarinetPopCover ClarinetGlissandoDare ClarinetJazzSolo ClarinetDuetWithMe',
  },
  trombone: {
    things: 'Slide Mouthpiece Mute Bell Case',
    moves: 'WahWahWah Fanfare Glissando Smear Solo',
    verbs: 'Play Hum',
    names:
      'SadTromboneChallenge TrombonePopCover TromboneSlideChallenge TromboneSoundEffects TromboneJazzSolo',
  },
  tuba: {
    things: 'Mouthpiece Valves Bell Sousaphone Polka',
    moves: 'Oompah Bassline Fanfare March Solo',
    verbs: 'Play Hum',
    names: 'OompahChallenge TubaPopCover TubaImperialMarch TubaBassDrop TubaPolkaParty',
  },
  'marching band': {
    things: 'Drumline Plume Uniform Baton Shako Field',
    moves: 'Fanfare Halftime Formation Cadence',
    verbs: 'Play Drum',
    names:
      'HalftimeShowReady MarchInStepChallenge DrumlineBattle MarchingBandPopCover MarchingBandRollCall',
    also: 'drumline bandkid',
  },
  'bucket drum': {
    things: 'Bucket Sticks Lid Pot Subway',
    moves: 'StickFlip Rimshot Roll Fill Groove',
    verbs: 'Drum Tap',
    names:
      'BucketDrumChallenge KitchenPotDrumming BucketDrumCover BucketDrumStickFlip BucketDrumBattle',
    also: 'bucketdrumming',
  },
  'cup song': {
    things: 'Cup Table Classroom Lunch Friends',
    moves: 'CupFlip Clap Tap Pass Slam',
    verbs: 'Clap Tap',
    names: 'CupsChallenge CupSongRelay CupSongSpeedUp LearnTheCupSong CupSongAroundTheTable',
  },
  whistling: {
    things: 'Fingers Birds Lips Porch Tune',
    moves: 'FingerWhistle Birdcall Melody Trill Warble',
    verbs: 'Whistle Hum',
    names:
      'FingerWhistleChallenge WhistleThatTune WhistleCoverChallenge GuessMyWhistle BirdcallWhistleOff',
    also: 'whistle',
  },
  humming: {
    things: 'Car Shower Headphones Earworm Radio',
    moves: 'Melody Tune Intro Hook Chorus',
    verbs: 'Hum Sing',
    names: 'HumItIllGuessIt GuessTheHum HumTheIntro HumInHarmony HumAlongRelay',
    also: 'hum',
  },
  'high note': {
    things: 'Mic Stage Piano Crowd Ceiling',
    moves: 'WhistleNote Belt Falsetto Riff Vibrato',
    verbs: 'Belt Sing',
    names: 'HitThatHighNote CanYouHitIt HighNoteRelay HighNoteHoldOff ShowerHighNoteDare',
  },
  harmony: {
    things: 'Mic Choir Chord Trio Cousins',
    moves: 'Descant ThirdAbove Round Blend Unison',
    verbs: 'Harmonize Sing Hum',
    names: 'AddAHarmony FindTheHarmony FamilyHarmony ThreePartHarmony HarmonizeWithMe',
  },
  lyric: {
    things: 'Notebook Mic Playlist Caption Karaoke',
    moves: 'Verse Hook Chorus Rhyme Bridge',
    verbs: 'Sing Rhyme Write',
    names: 'FinishTheLyric MisheardLyrics LyricRelay EmojiLyricChallenge GuessSongFromLyric',
  },
  songwriting: {
    things: 'Notebook Guitar Piano VoiceMemo Pen Capo',
    moves: 'Hook Chorus Verse Bridge',
    verbs: 'Write Rhyme Hum',
    names: 'VoiceMemoToSong WriteASongWithMe SongIn60Minutes SongFromAComment FinishMySong',
    also: 'songwriter',
  },
  'music theory': {
    things: 'Piano Metronome Staff Clef Notation',
    moves: 'Chord Scale Interval Mode Progression',
    verbs: 'Hum Play',
    names:
      'FourChordsEverySong GuessTheChord MajorToMinorChallenge NameThatInterval LearnAScaleADay',
  },
  'perfect pitch': {
    things: 'Piano Keyboard Tuner Headphones Ear',
    moves: 'NoteGuess Interval Chord Scale Tone',
    verbs: 'Hum Sing',
    names: 'NameThatNote GuessTheNote PerfectPitchTest PerfectPitchVsTuner SingMiddleCChallenge',
    also: 'absolutepitch',
  },
  autotune: {
    things: 'Mic Laptop Plugin Studio Booth',
    moves: 'Warble Riff Run Hook Glide',
    verbs: 'Sing Warble',
    names: 'AutotuneVsRaw NoAutotuneChallenge AutotuneYourPet TalkInAutotune AutotuneYourLaugh',
  },
  acoustic: {
    things: 'Guitar Capo Stool Candle Campfire Mic',
    moves: 'Ballad Cover Strum Unplugged',
    verbs: 'Strum Pluck Sing Hum',
    names: 'StripItBack CampfireCover AcousticVersionChallenge AcousticEDMCover OneTakeAcoustic',
  },
  chiptune: {
    things: 'Gameboy Cartridge Console Arcade Synth',
    moves: 'BossTheme Theme Arpeggio Bleep Loop',
    verbs: 'Loop Play',
    names: 'EightBitVersion LevelUpSound EightBitCover ChiptuneBossTheme ChiptunePopCover',
    also: '8bit',
  },
  synth: {
    things: 'Knobs Keys Patch Sequencer Filter',
    moves: 'Bassline Arpeggio Pad Sweep Drop',
    verbs: 'Loop Play',
    names: 'TweakTheKnobs SynthCoverChallenge SynthThisSound SynthPresetRoulette SynthArpeggioJam',
    also: 'synthesizer synthwave',
  },
  '808': {
    things: 'Speaker Subwoofer Kick Trunk Beat',
    moves: 'BassDrop Slide Bounce Glide Pattern',
    verbs: 'Bounce Play',
    names: 'BassBoostedChallenge DropThe808 808InTheCar 808SlideChallenge 808KitchenBeat',
  },
  producer: {
    things: 'Laptop Headphones Sampler Controller Monitors Plugins',
    moves: 'Beat Sample Flip Drop',
    verbs: 'Mix Play',
    names: 'FlipThisSample CookUpABeat MakeABeatFromThis BeatFromKitchenSounds HumIntoABeat',
    also: 'beatmaker musicproducer producing',
  },
  beat: {
    things: 'Drumpad Laptop Headphones Sampler Kick Snare',
    moves: 'Drop Loop Groove Chop',
    verbs: 'Loop Tap',
    names:
      'MakeABeatFromAnything CookUpChallenge KitchenBeatChallenge FinishMyBeat BeatFromOneSound',
    also: 'beatmaking',
  },
  garageband: {
    things: 'Loops Laptop Phone Preset Track',
    moves: 'Remix Jam Beat Loop Groove',
    verbs: 'Loop Mix',
    names:
      'MadeOnMyPhone OnlyPresetsChallenge GarageBandRemix GarageBandRingtone GarageBandLoopRelay',
    spelled: 'GarageBand',
  },
  'fl studio': {
    things: 'PianoRoll Plugin Laptop Pattern Mixer',
    moves: 'Beat Drop Loop Melody Chop',
    verbs: 'Mix Play',
    names: 'CookUpInFL BeatIn10Minutes PianoRollArtChallenge FLStudioBeatRelay FLStockPluginsOnly',
    also: 'fruityloops',
    spelled: 'FLStudio',
  },
  vinyl: {
    things: 'Turntable Needle Crate Sleeve Shelf Speaker',
    moves: 'NeedleDrop CrateDig Scratch Haul',
    verbs: 'Spin Play',
    names: 'VinylHaul RecordStoreRoulette VinylUnboxing NeedleDropChallenge PickMyNextVinyl',
    also: 'recordplayer turntable',
  },
  cassette: {
    things: 'Walkman Boombox Tape Pencil Shelf',
    moves: 'Mixtape Rewind SideB Playback Dub',
    verbs: 'Play Hum',
    names:
      'MixtapeForYou RewindChallenge PencilRewindChallenge MakeACassetteMixtape PlayItOnCassette',
    also: 'mixtape',
  },
  spotify: {
    things: 'Playlist Headphones Queue Daylist Podcast',
    moves: 'Wrapped TopSong Shuffle Blend Repeat',
    verbs: 'Play Hum',
    names: 'RateMyWrapped MyTopSong ShuffleAndSing BlendWithMe SpotifyDaylistReveal',
  },
  playlist: {
    things: 'Headphones Speaker Queue RoadTrip Cover',
    moves: 'SongSwap Shuffle Blend Ranking Skip',
    verbs: 'Play Hum',
    names: 'RateMyPlaylist PlaylistSwap ShuffleAndSing BuildMyPlaylist GuessMyPlaylist',
  },
  concert: {
    things: 'Ticket Wristband Merch Lights Stage Crowd',
    moves: 'Singalong Encore Countdown Setlist',
    verbs: 'Sing Cheer Dance',
    names: 'MyFirstConcert LivingRoomConcert ConcertFitReveal ConcertForMyPlants GuessTheSetlist',
    also: 'gig',
  },
  eurovision: {
    things: 'Flag Glitter Costume Scoreboard Stage',
    moves: 'KeyChange WindMachine Choreo Ballad Finale',
    verbs: 'Sing Cheer',
    names:
      'EurovisionPartyAtHome GiveYourDouzePoints EurovisionSingalong EurovisionKeyChange MyEurovisionEntry',
  },
  'open mic': {
    things: 'Mic Stool Cafe Spotlight SignupSheet',
    moves: 'Cover Original Poem Encore Set',
    verbs: 'Sing Play',
    names: 'OpenMicAtHome FirstOpenMic OpenMicNerves OpenMicDare OpenMicOriginalOnly',
  },
  busking: {
    things: 'GuitarCase Hat Coins Amp Subway Street',
    moves: 'Cover Singalong Jam Encore',
    verbs: 'Play Sing Jam',
    names: 'PlayForStrangers BuskingInDisguise BuskingReactions BuskingSongRequests BuskForACause',
    also: 'busker',
  },
  lullaby: {
    things: 'Nightlight Blanket Crib Moon Stars Mobile',
    moves: 'TwinkleTwinkle Rockabye Hum Melody',
    verbs: 'Hum Sing Rock',
    names: 'SingMeToSleep PopSongAsALullaby LullabyFromGrandma LullabyForMyPet LullabyInMyLanguage',
  },
  'national anthem': {
    things: 'Flag Mic Hat Jersey Stadium',
    moves: 'HighNote Finale Crescendo Belt Harmony',
    verbs: 'Belt Sing',
    names: 'NailTheAnthem AnthemHighNote SingYourAnthem AnthemInHarmony AnthemAroundTheWorld',
  },
  carol: {
    things: 'Candles Songbook Scarf Lantern Snow Doorstep',
    moves: 'JingleBells DeckTheHalls SilentNight Harmony',
    verbs: 'Sing Hum Jingle',
    names: 'JingleBellsRemix DoorstepCarols CarolSingalong CarolInHarmony CarolOfTheBellsRelay',
    also: 'caroling christmascarol christmassong',
  },
  frozen: {
    things: 'Snowflake Castle Cape Ice Braid',
    moves: 'LetItGo Snowman HighNote Duet Belt',
    verbs: 'Belt Sing Twirl',
    names:
      'LetItGoChallenge FrozenSingalong FrozenDuetChallenge LetItGoInEveryLanguage FrozenHighNoteDare',
  },
  encanto: {
    things: 'Candle Butterflies Door Flowers Casita',
    moves: 'Bruno SurfacePressure Rap Chorus Harmony',
    verbs: 'Sing Rap Dance',
    names:
      'FamilyMadrigalSingalong SurfacePressureCover WhatsYourEncantoGift SingAllTheBrunoParts EncantoDuetWithMe',
  },
  broadway: {
    things: 'Playbill Spotlight Curtain Stage TopHat',
    moves: 'Showstopper JazzHands Encore KickLine Belt',
    verbs: 'Belt Sing Tap',
    names:
      'TheaterKidChallenge ShowtuneSingalong BroadwayBeltChallenge TurnMyDayIntoAMusical BroadwayJazzHands',
    also: 'musicaltheatre musicaltheater showtunes',
  },
  hamilton: {
    things: 'Quill Coat Letters Candle Ledger',
    moves: 'MyShot Rap Ballad Battle Verse',
    verbs: 'Rap Sing',
    names:
      'HamiltonRapChallenge HamiltonSingalong MyShotChallenge HamiltonHistoryRap HamiltonCabinetBattle',
  },
  wicked: {
    things: 'Broom Hat Bubble Emerald Pink',
    moves: 'DefyingGravity Popular HighNote Duet Belt',
    verbs: 'Belt Sing',
    names:
      'DefyingGravityHighNote PopularChallenge WickedSingalong WickedDuetWithMe GlindaOrElphaba',
  },
  yodel: {
    things: 'Alps Mountains Lederhosen Valley CowboyHat',
    moves: 'Warble Echo Falsetto Call Trill',
    verbs: 'Warble Sing',
    names: 'CanYouYodel YodelingKid YodelChallenge YodelYourName YodelEchoRelay',
    verb: true,
  },
  reggaeton: {
    things: 'Speaker Sneakers Beach Summer Party',
    moves: 'Dembow Bounce Hook Verse Chorus',
    verbs: 'Bounce Sing Flow',
    names: 'DembowBeatChallenge ReggaetonKaraoke ReggaetonRemix MakeItReggaeton ReggaetonHookRelay',
  },
  drake: {
    things: 'Owl Hoodie Mic Booth Toronto',
    moves: 'HotlineBling Flow Bars Verse Hook',
    verbs: 'Rap Sing Flow',
    names:
      'HotlineBlingChallenge DrakeVerseChallenge DrakeMemePose RapLikeDrake HotlineBlingDanceOff',
  },
  eminem: {
    things: 'Hoodie Mic Notebook Booth Detroit',
    moves: 'RapGod FastRap Rhyme DoubleTime Verse',
    verbs: 'Rap Rhyme Flow',
    names:
      'RapGodChallenge FastRapChallenge LoseYourselfChallenge RapLikeEminem RealSlimShadyStandUp',
    also: 'slimshady',
  },
  'ed sheeran': {
    things: 'LoopPedal Guitar Capo Stool Mic',
    moves: 'ShapeOfYou Perfect Beatbox Loop Harmony',
    verbs: 'Loop Strum Sing',
    names: 'ShapeOfYouChallenge LoopPedalLive PerfectCover LoopLikeEdSheeran PerfectFirstDance',
    also: 'sheeran',
  },
  'bruno mars': {
    things: 'Fedora Mic Sequins Horns Band',
    moves: 'UptownFunk ThatsWhatILike Choreo Falsetto Riff',
    verbs: 'Groove Sing',
    names: 'UptownFunkChallenge BrunoMarsSingalong DieWithASmileDuet APTChallenge GrooveLikeBruno',
  },
  'the weeknd': {
    things: 'RedSuit Sunglasses Neon Mic Synth',
    moves: 'BlindingLights Starboy HighNote Falsetto Riff',
    verbs: 'Sing Strut Croon',
    names:
      'BlindingLightsChallenge StarboyChallenge BlindingLightsDanceBreak SingLikeTheWeeknd WeekndFalsettoDare',
    also: 'weeknd',
  },
  'harry styles': {
    things: 'FeatherBoa Sequins Cardigan Pearls Watermelon Guitar',
    moves: 'AsItWas WatermelonSugar Encore Falsetto',
    verbs: 'Strut Sing Twirl',
    names:
      'AsItWasChallenge HarryStylesSingalong AsItWasSpin WatermelonSugarChallenge StrutLikeHarry',
  },
  adele: {
    things: 'Piano Mic Gown Tissues Eyeliner',
    moves: 'Hello RollingInTheDeep Ballad HighNote Belt',
    verbs: 'Belt Sing Hum',
    names:
      'AdeleInTheCar AdeleHighNoteChallenge AdeleCover HelloFromTheOtherSide RollingInTheDeepBelt',
  },
  queen: {
    things: 'Crown Piano Guitar Mic Stadium',
    moves: 'BohemianRhapsody StompStompClap Galileo Harmony Belt',
    verbs: 'Stomp Clap Belt Sing',
    names:
      'FamilyBohemianRhapsody WeWillRockYouStomp QueenSingalong QueenCallAndResponse BohemianRhapsodyRelay',
    also: 'freddiemercury bohemianrhapsody',
  },
  beatles: {
    things: 'Vinyl Sitar Submarine Crosswalk Liverpool',
    moves: 'HeyJude LetItBe TwistAndShout Singalong Harmony',
    verbs: 'Sing Strum',
    names:
      'AbbeyRoadWalk HeyJudeSingalong BeatlesOnTheUkulele TwistAndShoutChallenge NaNaNaHeyJude',
  },
  elvis: {
    things: 'Jumpsuit Sunglasses Sideburns Guitar Collar',
    moves: 'HoundDog LipCurl KneeWobble Croon Shimmy',
    verbs: 'Croon Rock',
    names:
      'HoundDogChallenge ElvisImpression CroonLikeElvis ElvisLipCurlChallenge JailhouseRockDance',
    also: 'elvispresley',
  },
  abba: {
    things: 'Platforms Sequins Jumpsuit Glitter Disco',
    moves: 'DancingQueen MammaMia Singalong Twirl Harmony',
    verbs: 'Sing Twirl Dance',
    names: 'DancingQueenChallenge ABBASingalong MammaMiaChallenge WaterlooChallenge ABBAInHarmony',
    also: 'mammamia dancingqueen',
    spelled: 'ABBA',
  },
  'lady gaga': {
    things: 'Piano Wig Sunglasses Costume Glitter',
    moves: 'Shallow BadRomance Choreo Pose Belt',
    verbs: 'Belt Sing',
    names:
      'ShallowChallenge BadRomanceChallenge AbracadabraChallenge HitTheShallowHighNote SingShallowWithMe',
    also: 'gaga',
  },
  'justin bieber': {
    things: 'Hoodie Skateboard Cap Mic Piano',
    moves: 'Baby Sorry Falsetto Chorus Riff',
    verbs: 'Sing Strum',
    names: 'SorryDanceChallenge BieberThrowback BieberCover PeachesChallenge SingBabyLikeBieber',
    also: 'bieber',
  },
  'dua lipa': {
    things: 'Mirrorball Rollerskates Mic Moon Disco',
    moves: 'Levitating DontStartNow Choreo Strut HipSway',
    verbs: 'Strut Sing Groove',
    names:
      'LevitatingChallenge DuaLipaDanceCover DontStartNowChallenge HoudiniChallenge DuaLipaStrut',
  },
  'miley cyrus': {
    things: 'Flowers Guitar Wig Denim Mic',
    moves: 'PartyInTheUSA Wrecking Belt Growl Chorus',
    verbs: 'Belt Sing Strum',
    names:
      'FlowersChallenge PartyInTheUSASingalong BuyMyselfFlowers BestOfBothWorldsDuet SingLikeMiley',
    also: 'miley',
  },
  'bad bunny': {
    things: 'Sunglasses Mic Beach Stage Conejo',
    moves: 'TitiMePregunto Dembow Flow Choreo Hook',
    verbs: 'Rap Sing Bounce',
    names:
      'BadBunnyKaraoke TitiMePreguntoChallenge DakitiChallenge BadBunnyDanceBreak BadBunnyLyricRelay',
    also: 'benito',
  },
  'chappell roan': {
    things: 'CowboyHat Glitter Crown Sequins Pony',
    moves: 'HotToGo PinkPonyClub LetterSpell Choreo Belt',
    verbs: 'Belt Sing',
    names:
      'HotToGoChallenge HotToGoWithGrandma PinkPonyClubChallenge GoodLuckBabeBelt ChappellKaraokeNight',
    also: 'chappell',
  },
  sza: {
    things: 'Mic Candles Headphones Ocean Album',
    moves: 'Snooze Saturn Riff Falsetto Harmony',
    verbs: 'Sing Riff Hum',
    names: 'SnoozeChallenge SaturnCover SZASingalong GoodDaysHarmony SZARiffRelay',
    spelled: 'SZA',
  },
  'kendrick lamar': {
    things: 'Mic Notebook Booth Stage Compton',
    moves: 'NotLikeUs Humble Flow Bars Verse',
    verbs: 'Rap Rhyme Flow',
    names: 'AlrightChallenge NotLikeUsChallenge HumbleChallenge RapLikeKendrick KendrickVerseRelay',
    also: 'kendrick',
  },
  coldplay: {
    things: 'Wristbands Confetti Piano Stars Lights',
    moves: 'VivaLaVida Yellow FixYou Singalong Anthem',
    verbs: 'Sing Clap',
    names: 'FixYouCover ColdplaySingalong VivaLaVidaChant ColdplayPianoCover ColdplayLightShow',
  },
  metallica: {
    things: 'Amp Guitar Pick Drumkit Leather',
    moves: 'EnterSandman Headbang Downpick Riff Solo',
    verbs: 'Shred Headbang',
    names:
      'DownpickingChallenge EnterSandmanRiff MasterOfPuppetsChallenge NothingElseMattersCover MetallicaRiffRelay',
  },
  nirvana: {
    things: 'Cardigan Flannel Guitar Amp Smiley',
    moves: 'TeenSpirit ComeAsYouAre PowerChord Unplugged Riff',
    verbs: 'Strum Scream Shred',
    names:
      'SmellsLikeTeenSpiritCover NirvanaRiffChallenge ComeAsYouAreChallenge UnpluggedLikeNirvana TeenSpiritDrumFill',
  },
  'bob marley': {
    things: 'Guitar Flag Speaker Beach Hammock',
    moves: 'ThreeLittleBirds OneLove Singalong Chant Offbeat',
    verbs: 'Sing Sway Strum',
    names:
      'OneLoveSingalong ThreeLittleBirdsCover RedemptionSongCover JammingLikeMarley MarleyOffbeatStrum',
    also: 'marley',
  },
  'frank sinatra': {
    things: 'Fedora Tuxedo Mic BigBand Vegas',
    moves: 'FlyMeToTheMoon MyWay Croon Swing Standard',
    verbs: 'Croon Swing Snap',
    names: 'MyWayChallenge CroonLikeSinatra SinatraSingalong FlyMeToTheMoonDuet SinatraSwingNight',
    also: 'sinatra',
  },
  'mariah carey': {
    things: 'Tree Stockings Snow Mic Butterfly',
    moves: 'AllIWant WhistleNote HighNote Riff Belt',
    verbs: 'Sing Belt Riff',
    names:
      'ItsTimeChallenge MariahWhistleNote MariahChristmasSingalong AllIWantFamilyCover MariahRunRelay',
    also: 'mariah',
  },
  'whitney houston': {
    things: 'Mic Gown Piano Spotlight Stage',
    moves: 'IWillAlwaysLoveYou KeyChange HighNote Ballad Belt',
    verbs: 'Belt Sing Dance',
    names:
      'KeyChangeChallenge WhitneyHighNote WhitneySingalong IWillAlwaysLoveYouBelt WannaDanceWithSomebody',
    also: 'whitney',
  },
  'dolly parton': {
    things: 'Wig Rhinestones Guitar Butterfly Boots',
    moves: 'Jolene NineToFive Twang Singalong Chorus',
    verbs: 'Sing Strum',
    names: 'JoleneChallenge DollyDressUp JoleneButFaster NineToFiveChallenge SingItLikeDolly',
    also: 'dolly',
  },
  'johnny cash': {
    things: 'BlackSuit Guitar Train Boots Stage',
    moves: 'RingOfFire BoomChicka Strum Ballad Baritone',
    verbs: 'Strum Sing Stomp',
    names:
      'DeepVoiceChallenge JohnnyCashImpression WalkTheLineChallenge SingLowLikeCash JohnnyCashTrainStrum',
  },
  'elton john': {
    things: 'Glasses Piano Sequins Feathers Platforms',
    moves: 'TinyDancer RocketMan PianoRiff Singalong Ballad',
    verbs: 'Sing Play',
    names:
      'EltonGlassesChallenge TinyDancerSingalong EltonJohnCover RocketManChallenge HoldMeCloserChallenge',
    also: 'elton',
  },
  'one direction': {
    things: 'Posters Merch Mic Album Stage',
    moves: 'StoryOfMyLife Harmony Chorus Solo Bridge',
    verbs: 'Sing Scream Harmonize',
    names:
      'DirectionerSingalong OneDirectionThrowback StoryOfMyLifeRecreate 1DSoloRelay 1DHarmonyChallenge',
    also: '1d directioner',
  },
  'backstreet boys': {
    things: 'Stools WhiteSuits Posters Mic Stage',
    moves: 'IWantItThatWay StoolChoreo KeyChange Ballad Harmony',
    verbs: 'Sing Harmonize',
    names:
      'IWantItThatWayChallenge BoyBandDanceCover StoolChoreoChallenge EverybodyBackstreetsBack BackstreetHarmonyRelay',
    also: 'bsb',
  },
  'spice girls': {
    things: 'Platforms UnionJack Pigtails Tracksuit Glitter',
    moves: 'Wannabe PeaceSign Choreo Rap Harmony',
    verbs: 'Sing Strut',
    names:
      'WannabeChallenge WhichSpiceAreYou SpiceGirlsDanceCover ZigAZigAhChallenge SpiceUpYourLife',
  },
  rihanna: {
    things: 'Umbrella Diamonds Mic Stage Rain Sunglasses',
    moves: 'ElaElaEla Choreo Chorus Riff',
    verbs: 'Sing Belt Strut',
    names:
      'UmbrellaChallenge RihannaSingalong WorkWorkWorkChores DiamondsChallenge SingLikeRihanna',
    also: 'riri',
  },
  lizzo: {
    things: 'Flute Mic Glitter Mirror Sequins',
    moves: 'FluteSolo TruthHurts Rap Choreo Belt',
    verbs: 'Sing Rap Belt',
    names:
      'TruthHurtsChallenge JuiceChallenge LizzoFluteChallenge LizzoMirrorPepTalk LizzoFluteDuet',
  },
  hozier: {
    things: 'Guitar Mic Forest Cathedral Beard',
    moves: 'TooSweet TakeMeToChurch Hum Harmony Falsetto',
    verbs: 'Sing Hum Strum',
    names: 'TooSweetChallenge HozierHum HozierCover TakeMeToChurchBelt HozierFolkHarmony',
  },
  'michael buble': {
    things: 'Tree Snow Tuxedo Sweater Calendar',
    moves: 'ItsBeginningToLook Croon Swing Ballad Snap',
    verbs: 'Croon Swing Sing',
    names: 'BubleSingalong CroonLikeBuble BubleThawChallenge BubleSweaterSerenade BubleSwingNight',
    also: 'buble',
  },
  'linkin park': {
    things: 'Mic Turntables Guitar Amp Hoodie',
    moves: 'InTheEnd Numb Scream Rap Breakdown',
    verbs: 'Scream Rap Shred',
    names:
      'InTheEndChallenge NumbCover LinkinParkUnplugged InTheEndPianoIntro LinkinParkDuetWithMe',
  },
  'happy birthday': {
    things: 'Cake Candles Balloons PartyHat Kazoo Presents',
    moves: 'Serenade Duet HighNote Harmony',
    verbs: 'Sing Hum Harmonize',
    names:
      'BirthdaySongRemix BirthdaySerenade BirthdaySongInEveryGenre HappyBirthdayInHarmony BirthdayKazooChoir',
    also: 'birthdaysong',
  },
  worship: {
    things: 'Guitar Keys Lights Choir Band',
    moves: 'Anthem Chorus Bridge Hymn Harmony',
    verbs: 'Sing Praise Clap',
    names:
      'AcousticWorship WorshipCoverChallenge WorshipInHarmony FamilyWorshipNight OldHymnNewArrangement',
  },
  'baby shark': {
    things: 'Fins Bubbles Ocean Bathtub Toys',
    moves: 'SharkClap DooDooDoo Chomp SwimArms FinWave',
    verbs: 'Clap Sing',
    names:
      'DooDooDooChallenge SharkFamilySingalong BabySharkRemix BabySharkMetalCover BabySharkFamilyDance',
  },
  'sweet caroline': {
    things: 'Stadium Ballpark Crowd Pub Wedding',
    moves: 'BaBaBa SoGood Chorus Bridge Intro',
    verbs: 'Sing Clap Shout',
    names:
      'BaBaBaChallenge StadiumSingalong SweetCarolineCallBack SoGoodSoGoodSoGood SweetCarolineKaraoke',
  },
  soul: {
    things: 'Vinyl Mic Horns Organ Radio',
    moves: 'Ballad Riff Run Groove Harmony',
    verbs: 'Sing Groove Croon',
    names: 'OldSoulChallenge SoulSingalong MakeItSoulful SoulfulSunday SoulRiffOff',
    also: 'motown',
  },
  funk: {
    things: 'Bass Horns Platforms Vinyl Keys',
    moves: 'SlapBass Strut Groove Riff Breakdown',
    verbs: 'Groove Slap Strut',
    names: 'GetFunkyChallenge FunkItUp FunkyFriday FunkBasslineRelay FunkyStrutOff',
  },
  indie: {
    things: 'Guitar Vinyl Cassette Cardigan Bedroom',
    moves: 'Cover Riff Chorus Harmony Demo',
    verbs: 'Strum Sing Hum',
    names: 'BedroomPopCover IndieVersion NameMyIndieBand IndieOneTakeCover IndieDuetWithMe',
    also: 'bedroompop indiepop',
  },
  folk: {
    things: 'Banjo Fiddle Harmonica Guitar Porch Campfire',
    moves: 'Ballad Singalong Harmony Fingerpick',
    verbs: 'Strum Sing Stomp',
    names: 'CampfireSingalong FolkVersion FolkSongFromHome FolkStompAlong FolkHarmonyRound',
  },
  bluegrass: {
    things: 'Banjo Fiddle Mandolin Porch Barn',
    moves: 'Hoedown Breakdown Lick Harmony Chop',
    verbs: 'Pick Fiddle Stomp',
    names: 'PorchPicking BluegrassVersion BluegrassPopCover BluegrassJamCircle BluegrassHoedown',
  },
  phonk: {
    things: 'Cowbell Subwoofer Headphones Speaker Car',
    moves: 'CowbellDrop Bassline Loop Chop Slide',
    verbs: 'Loop Bounce',
    names: 'CowbellDrop PhonkButCute PhonkRemix MakeItPhonk PhonkCatEdit',
  },
  techno: {
    things: 'Synth Strobe Decks Warehouse Bass',
    moves: 'Drop Buildup Loop Breakdown Kick',
    verbs: 'Loop Stomp',
    names:
      'TechnoInTheKitchen MakeATechnoBeat TechnoLivingRoomRave TechnoFromOneSound TechnoStompChallenge',
  },
  dubstep: {
    things: 'Subwoofer Synth Headphones Laptop Bass',
    moves: 'Wobble Riddim Drop Buildup Growl',
    verbs: 'Bounce Play',
    names:
      'WobbleDropChallenge BassFaceChallenge DubstepButCute DubstepWithYourVoice RobotDanceToDubstep',
  },
  mariachi: {
    things: 'Sombrero Trumpet Violin Guitarron CharroSuit',
    moves: 'Grito Serenade Ranchera Fanfare Trill',
    verbs: 'Sing Serenade Strum',
    names:
      'GritoChallenge SerenataSurprise MariachiVersion LasMananitasChallenge MariachiFamilySerenade',
  },
  'barbershop quartet': {
    things: 'StrawHat Bowtie Vest Cane PitchPipe',
    moves: 'Harmony Tag Chord Bassline Swipe',
    verbs: 'Harmonize Sing',
    names: 'RingThatChord BarbershopTag BarbershopPopCover QuartetOfOne BarbershopFamilyQuartet',
  },
  trap: {
    things: 'Subwoofer Booth Mic Laptop Studio',
    moves: 'HiHatRoll Flow Hook Drop Adlib',
    verbs: 'Rap Flow Bounce',
    names: 'HiHatRollChallenge CookUpABeat TrapRemix TrapNurseryRhyme TrapAdlibChallenge',
  },
  music: {
    things: 'Headphones Guitar Piano Mic Playlist Speaker Drums Lyrics',
    moves: 'Cover Duet Singalong Remix Harmony Solo Jam',
    verbs: 'Sing Play Strum Drum Hum',
    names: 'FinishTheLyric DuetThis PlayItByEar OneSongFiveInstruments KitchenConcert',
    also: 'musician',
  },
  song: {
    things: 'Lyrics Chorus Mic Guitar Piano Headphones',
    moves: 'Cover Duet Chorus Harmony Singalong Bridge',
    verbs: 'Sing Hum Write Strum',
    names: 'FinishTheLyric SongInOneTake WriteASongWithMe HumTheChorus SongFromThreeWords',
  },
  'eras tour': {
    things: 'Bracelets Sequins Cardigan Guitar Piano Stadium',
    moves: 'SurpriseSong Singalong ShakeItOff LoveStory Mashup',
    verbs: 'Sing Trade Strum Dance',
    names: 'SwiftieSingalong BraceletSwap SurpriseSongChallenge ErasOutfitTour ErasTourAtHome',
    spelled: 'ErasTour',
  },
  'american idol': {
    things: 'Mic Judges GoldenTicket Stage Spotlight Piano',
    moves: 'Audition PowerBallad HighNote Duet Encore',
    verbs: 'Sing Belt Audition',
    names: 'GoldenTicketChallenge KitchenAudition IdolAudition SingForTheJudges IdolHighNoteDare',
    also: 'idol',
  },
  'the voice': {
    things: 'Chair RedButton Mic Coach Stage Spotlight',
    moves: 'BlindAudition ChairTurn Battle HighNote Duet',
    verbs: 'Sing Belt Turn',
    names: 'BlindAuditionChallenge TurnYourChair WouldTheyTurn SingOffBattle FourChairTurnDare',
    spelled: 'TheVoice',
  },
  'cover song': {
    things: 'Mic Guitar Piano Ukulele Headphones Loop',
    moves: 'Acoustic SlowedDown GenreSwap Duet Harmony',
    verbs: 'Sing Strum Play',
    names: 'CoverItYourWay GenreSwapChallenge AcousticVersion DuetMyCover CoverSongInOneTake',
    also: 'cover',
  },
  remix: {
    things: 'Beat Laptop Turntables Headphones Synth Speaker',
    moves: 'BassDrop SpedUp SlowedReverb Mashup Loop Beat',
    verbs: 'Mix Chop Loop Flip',
    names: 'FlipThisSong RemixMyVoice SpedUpVersion RemixRoulette RemixMyLaugh',
  },
  mashup: {
    things: 'Playlist Laptop Guitar Piano Mic Headphones',
    moves: 'TwoSongsOneBeat Medley Duet Harmony Singalong',
    verbs: 'Mix Blend Sing',
    names: 'TwoSongsOneBeat MashupMadness DecadesMashup FourChordMashup MashupYourTopTwo',
    also: 'medley',
  },
  'house music': {
    things: 'Turntables Headphones Speaker Vinyl DiscoBall Decks',
    moves: 'FourOnTheFloor BassDrop Loop Mix Remix',
    verbs: 'Mix Groove Bounce',
    names: 'KitchenRave MakeAHouseBeat HouseMusicChores HouseMusicInTheHouse FourOnTheFloorDance',
  },
  'jingle bells': {
    things: 'SleighBells Piano Kazoo Handbells Ukulele Sleigh',
    moves: 'Singalong Cover Harmony Duet Remix',
    verbs: 'Jingle Sing Ring',
    names:
      'HandbellChallenge JingleBellsRemix JingleBellsInEveryGenre JingleBellsFamilyBand JingleBellsInHarmony',
  },
  '2010s': {
    things: 'Playlist Headphones Mic Radio Speaker Lyrics',
    moves: 'Singalong Throwback Mashup Chorus Cover',
    verbs: 'Sing Hum Dance',
    names:
      'FinishThe2010sLyric 2010sThrowback 2010sSingalong Guess2010sSongIntro 2010sPlaylistBattle',
    also: 'twentytens',
  },
  bts: {
    things: 'Lightstick Purple Fancam Photocard Army',
    moves: 'Dynamite Butter PointChoreo DanceBreak Rap',
    verbs: 'Sing Dance Rap',
    names: 'BorahaeChallenge DynamiteChallenge ButterChallenge PermissionToDance BTSRapLineRelay',
    also: 'bangtan btsarmy bangtanboys',
    spelled: 'BTS',
  },
  jungkook: {
    things: 'Mic Lightstick Fancam Stage Guitar Photocard',
    moves: 'Seven StandingNextToYou Falsetto DanceBreak Harmony',
    verbs: 'Sing Dance',
    names:
      'JungkookCover SevenDanceCover StandingNextToYouDance SevenDaysOfJungkook JungkookFalsettoDare',
    also: 'jk',
  },
  jimin: {
    things: 'Mic Lightstick Fancam Stage Photocard',
    moves: 'LikeCrazy Who SetMeFree Falsetto DanceBreak',
    verbs: 'Sing Dance Glide',
    names: 'LikeCrazyChallenge WhoChallenge JiminCover SetMeFreeChallenge DanceLikeJimin',
  },
  lisa: {
    things: 'Lightstick Mic Stage Fancam Bangs Photocard',
    moves: 'Money Rockstar PointChoreo DanceBreak HairFlip',
    verbs: 'Dance Rap Sing',
    names: 'MoneyChallenge RockstarChallenge LalisaChallenge DanceLikeLisa LisaRapRelay',
    also: 'lalisa',
  },
  jennie: {
    things: 'Lightstick Mic Stage Fancam Beret Photocard',
    moves: 'Solo Mantra PointChoreo Rap HairFlip',
    verbs: 'Sing Rap Dance',
    names: 'SoloChallenge MantraChallenge LikeJennieChallenge YouAndMeChallenge RapLikeJennie',
  },
  jisoo: {
    things: 'Flowers Lightstick Mic Stage Petals Photocard',
    moves: 'Flower PointChoreo Chorus Harmony DanceBreak',
    verbs: 'Sing Dance',
    names: 'FlowerChallenge JisooFlowerCover PetalsFallChallenge SingLikeJisoo JisooDanceBreak',
  },
  'selena gomez': {
    things: 'Mic Piano Stage Makeup Lyrics Guitar',
    moves: 'CalmDown LoseYouToLoveMe Duet Harmony Ballad',
    verbs: 'Sing Hum',
    names: 'CalmDownChallenge LoseYouToLoveMeCover SelenaSingalong CalmDownDuet SingLikeSelena',
    also: 'selena',
  },
  'katy perry': {
    things: 'Mic Sequins Fireworks Candy Stage Wig',
    moves: 'Roar Firework Singalong Belt Chorus',
    verbs: 'Roar Sing Belt',
    names:
      'RoarChallenge FireworkSingalong TeenageDreamCover CaliforniaGurlsChallenge DarkHorseChallenge',
    also: 'katy',
  },
  'post malone': {
    things: 'Guitar Mic CowboyHat Stage Headphones',
    moves: 'Sunflower Circles Congratulations Singalong Acoustic',
    verbs: 'Sing Strum',
    names: 'SunflowerChallenge CirclesCover PostyCountryCover SunflowerDuet PostMaloneKaraoke',
    also: 'posty',
  },
  'karol g': {
    things: 'BlueHair Mic Stage Speaker Sunglasses',
    moves: 'Tusa Provenza Bichota Reggaeton Perreo',
    verbs: 'Sing Dance Sway',
    names: 'TusaChallenge ProvenzaChallenge KarolGKaraoke KarolGDanceAlong SingLikeKarolG',
    spelled: 'KarolG',
  },
  'j balvin': {
    things: 'Colors Mic Stage Sunglasses Speaker',
    moves: 'MiGente Reggaeton Chorus Hook Drop',
    verbs: 'Sing Dance Bounce',
    names: 'MiGenteChallenge ReggaetonRemix AyVamosChallenge DanceLikeJBalvin JBalvinKaraoke',
    spelled: 'JBalvin',
  },
  'nicki minaj': {
    things: 'Mic Wig Stage Pink Barbie',
    moves: 'SuperBass Starships Rap Verse Flow',
    verbs: 'Rap Sing',
    names: 'SuperBassChallenge StarshipsSingalong SuperBassVerse RapLikeNicki NickiMinajKaraoke',
    also: 'nicki',
  },
  madonna: {
    things: 'Mic Headset Lace Crucifix Stage DiscoBall',
    moves: 'Vogue LikeAPrayer MaterialGirl HollidayDance',
    verbs: 'Vogue Strike Sing',
    names: 'VogueChallenge MaterialGirlCover VogueStrikeAPose LikeAPrayerChoir MadonnaKaraoke',
  },
  'charli xcx': {
    things: 'Green Sunglasses Mic Club Laptop Apple',
    moves: 'AppleDance VonDutch Remix BratDance',
    verbs: 'Dance Sing Bop',
    names: 'AppleDanceChallenge 360Challenge MakeYourBratCover VonDutchStrut BratDanceChallenge',
    spelled: 'CharliXCX',
  },
  'zach bryan': {
    things: 'Guitar Porch Truck Campfire Mic Boots',
    moves: 'Singalong Acoustic Strum Chorus Harmony',
    verbs: 'Strum Sing',
    names:
      'SomethingInTheOrangeCover PorchSingalong ZachBryanAcoustic ZachBryanOneTake ZachBryanLyricRelay',
  },
  'morgan wallen': {
    things: 'Guitar Truck Boots CowboyHat Stage',
    moves: 'LastNight Singalong Acoustic Chorus Strum',
    verbs: 'Sing Strum',
    names:
      'LastNightSingalong MorganWallenCover TruckBedConcert MorganWallenKaraoke WallenPorchAcoustic',
  },
  'luke combs': {
    things: 'Guitar Truck Boots Porch Stage Mic',
    moves: 'FastCar BeautifulCrazy Singalong Acoustic',
    verbs: 'Sing Strum',
    names: 'FastCarCover BeautifulCrazyDuet LukeCombsSingalong FastCarDuet LukeCombsKaraoke',
  },
  'shania twain': {
    things: 'Mic CowboyHat Leopard TopHat Boots Stage',
    moves: 'LetsGoGirls Singalong Chorus Duet',
    verbs: 'Sing Strut',
    names:
      'LetsGoGirlsChallenge ShaniaKaraoke ThatDontImpressMeMuch YoureStillTheOneDuet ShaniaTwangChallenge',
    also: 'shania',
  },
  'sam smith': {
    things: 'Mic Piano Stage Sequins Spotlight',
    moves: 'StayWithMe Falsetto Ballad HighNote Harmony',
    verbs: 'Sing Belt',
    names: 'StayWithMeCover FalsettoChallenge SamSmithSingalong StayWithMeChoir SamSmithKaraoke',
  },
  'lil nas x': {
    things: 'CowboyHat Horse Boots Guitar Mic Tractor',
    moves: 'OldTownRoad Yeehaw Singalong Remix',
    verbs: 'Ride Sing Rap',
    names:
      'YeehawChallenge OldTownRoadRemix OldTownRoadSingalong IndustryBabyChallenge LilNasXKaraoke',
    spelled: 'LilNasX',
  },
} as const satisfies KeywordEntries;
