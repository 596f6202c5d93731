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
    things: 'Pick Capo Strings Amp Pedal Fretboard Strap Tuner Riff',
    moves: 'Wonderwall SmokeOnTheWater HotelCalifornia SevenNationArmy',
    verbs: 'Strum Jam Shred Rock',
    core: 'Strings Riff Strum',
    names:
      'OneHandGuitar WonderwallChallenge FirstRiffIEverLearned AirGuitarChallenge GuitarInEveryGenre',
    also: 'acousticguitar electricguitar guitarist',
  },
  piano: {
    things: 'Keys Pedal SheetMusic Keyboard Bench Stool',
    moves: 'Chopsticks FurElise HeartAndSoul MoonlightSonata Boogie',
    verbs: 'Play Jam',
    core: 'Keys SheetMusic FurElise',
    names:
      'OneHandPiano BlindfoldPiano ChopsticksDuet FurEliseChallenge 88KeysChallenge PianoByEarChallenge',
    also: 'pianist',
  },
  drum: {
    things: 'Sticks Snare Cymbal HiHat Kit Pedal Metronome',
    moves: 'InTheAirTonight WeWillRockYou StickTrick',
    verbs: 'Tap Jam Groove',
    core: 'Sticks Snare Cymbal',
    names:
      'InTheAirTonightFill StickTrickChallenge FirstTimeDrumming DrumCoverChallenge OneHandDrumming',
    also: 'drumming drummer drumkit',
  },
  singing: {
    things: 'Mic Hairbrush Lyrics Headphones Shower Stage',
    moves: 'HighNote WhistleNote Harmony Riff',
    verbs: 'Sing Belt Hum Harmonize',
    core: 'Mic HighNote Sing',
    names: 'SingInTheShower HitThatHighNote HairbrushMicChallenge SingItBack WhistleNoteChallenge',
    also: 'singer vocals vocal',
  },
  karaoke: {
    things: 'Mic Lyrics Tambourine Spotlight Screen Playlist',
    moves: 'PowerBallad Duet HighNote KeyChange Rap Encore',
    verbs: 'Sing Belt Rap',
    core: 'Mic Lyrics Sing',
    names:
      'SingItLikeYouMeanIt KaraokeRoulette KaraokeWithMyParents KaraokeDuetDare HitTheKeyChange',
  },
  violin: {
    things: 'Bow Rosin Strings ChinRest Tuner Orchestra',
    moves: 'FourSeasons Twinkle CanonInD Jig',
    verbs: 'Play Pluck Fiddle',
    core: 'Strings Bow Fiddle',
    names:
      'FourSeasonsChallenge ViolinDay1VsDay100 ViolinCoverOfPop GuessTheViolinTune FiddleThatJig',
    also: 'fiddle violinist',
  },
  ukulele: {
    things: 'Strings Capo Tuner Strap Songbook Beach Uke',
    moves: 'Riptide OverTheRainbow HeySoulSister IslandStrum',
    verbs: 'Strum Pluck Sing',
    core: 'Uke Strings Strum',
    names:
      'RiptideChallenge FourChordChallenge UkuleleCoverOfPop UkuleleStrumAlong UkuleleDay1VsDay30',
    also: 'uke',
  },
  bass: {
    things: 'Amp Strings Pick Headphones Fretboard Pedal',
    moves: 'SevenNationArmy Pop Slap Groove',
    verbs: 'Slap Groove Pluck Jam',
    core: 'Strings Amp Groove',
    names: 'SlapBassChallenge BassDay1VsDay100 SevenNationArmyRiff BassOnlyCover FindTheBassline',
    also: 'bassist bassguitar',
  },
  rap: {
    things: 'Mic Beat Notebook Booth Rhyme Bars',
    moves: 'Freestyle Punchline DoubleTime Flow',
    verbs: 'Rhyme Freestyle Bounce',
    core: 'Mic Beat Rhyme Freestyle',
    names: 'FinishMyBars FastRapChallenge RapAboutYourDay FreestyleFriday RapYourGroceryList',
    also: 'rapping rapper',
    verb: true,
  },
  beatbox: {
    things: 'Mic LoopStation Headphones Speaker Stage',
    moves: 'BootsAndCats Kick Snare HiHat LipRoll',
    verbs: 'Loop Play',
    core: 'Mic BootsAndCats Loop',
    names: 'BootsAndCatsChallenge ThisIsAllMouth BeatboxBattle BeatboxWithDad BeatboxTheRingtone',
    also: 'beatboxing beatboxer',
    verb: true,
  },
  cello: {
    things: 'Bow Rosin Strings Endpin Chair Orchestra',
    moves: 'BachPrelude Bassline Vibrato Pizzicato',
    verbs: 'Play Pluck Hum',
    core: 'Bow Strings',
    names:
      'BachPreludeChallenge GuessTheCelloSong CelloCoverOfPop CelloDuetWithMe CelloDay1VsDay100',
    also: 'cellist',
  },
  flute: {
    things: 'Headjoint Keys Case Piccolo Band Orchestra Melody',
    moves: 'HotCrossBuns FlutterTongue Trill Vibrato',
    verbs: 'Play Beatbox',
    core: 'Melody Trill',
    names:
      'FluteBeatboxChallenge HotCrossBunsChallenge FluteCoverOfPop FluteBirdsongChallenge PlayItOnFlute',
    also: 'flutist flautist',
  },
  saxophone: {
    things: 'Reed Mouthpiece Neckstrap Keys Bell Ligature Sax',
    moves: 'CarelessWhisper Solo Riff Growl',
    verbs: 'Play Jam',
    core: 'Sax Solo CarelessWhisper',
    names: 'CarelessWhisperChallenge SaxophonePopCover SaxSoloChallenge SaxItUp SaxSerenade',
    also: 'sax',
  },
  trumpet: {
    things: 'Valves Mouthpiece Mute Bell Band Stand',
    moves: 'HighNote Fanfare Reveille LipTrill',
    verbs: 'Play Hum',
    core: 'Valves Fanfare HighNote',
    names: 'HitTheHighC FanfareChallenge TrumpetWakeUpCall TrumpetYourEntrance TrumpetPopCover',
  },
  harmonica: {
    things: 'Pocket Reeds Campfire Porch Blues Train',
    moves: 'TrainWhistle Chug Bend Riff',
    verbs: 'Play Hum',
    core: 'Blues Pocket TrainWhistle',
    names:
      'HarmonicaTrainSound HarmonicaPopCover HarmonicaBluesChallenge PocketHarmonicaJam BendThatBluesNote',
  },
  kalimba: {
    things: 'Tines Thumbs Blanket Candle Tuner Wood ThumbPiano',
    moves: 'Lullaby Melody Glissando Chord',
    verbs: 'Pluck Play',
    core: 'ThumbPiano Melody Pluck',
    names:
      'ThumbPianoLullaby KalimbaCoverChallenge GuessMyKalimbaSong KalimbaGameTheme KalimbaAnimeOpening',
    also: 'thumbpiano',
  },
  recorder: {
    things: 'Classroom FingerChart Songbook Case Teacher',
    moves: 'HotCrossBuns MaryHadALittleLamb MyHeartWillGoOn Squeak Scale',
    verbs: 'Play Hum',
    core: 'HotCrossBuns Squeak Classroom',
    names:
      'MyHeartWillGoOnRecorder HotCrossBunsChallenge RecorderRemix WorstRecorderCover RecorderDuetDare',
  },
  choir: {
    things: 'Robes SheetMusic Risers Hymnal Director',
    moves: 'Carol Anthem Harmony Round Hymn',
    verbs: 'Sing Harmonize Hum',
    core: 'Robes Harmony Sing',
    names: 'OneVoiceChallenge ChoirHarmonyChallenge ChoirPopCover ChoirOfOne JoinMyVirtualChoir',
    also: 'chorus',
  },
  'a cappella': {
    things: 'Mic PitchPipe Stage Riser Group',
    moves: 'RiffOff Bassline Medley Harmony Blend',
    verbs: 'Sing Harmonize Hum',
    core: 'Harmony Mic Sing',
    names:
      'PitchPerfectChallenge ACappellaRiffOff ACappellaMashup ACappellaOfOne StackYourHarmonies',
    also: 'acapella',
  },
  opera: {
    things: 'Stage Gown Balcony Orchestra Chandelier',
    moves: 'HighNote Aria Encore Vibrato Trill',
    verbs: 'Sing Belt Hum',
    core: 'HighNote Aria Sing',
    names:
      'OperaButMakeItPop QueenOfTheNightChallenge NessunDormaChallenge OperaInTheShower SayItInOpera',
  },
  orchestra: {
    things: 'Baton Strings Timpani Podium Score Brass',
    moves: 'Crescendo Overture Finale Fanfare',
    verbs: 'Conduct Play Hum',
    core: 'Baton Strings Conduct',
    names:
      'BeTheConductor KitchenOrchestra GuessTheOrchestraSong OnePersonOrchestra BuildAnOrchestra',
    also: 'symphony',
  },
  band: {
    things: 'Amp Drumkit Setlist Garage Van Merch',
    moves: 'Jam Encore Cover Soundcheck',
    verbs: 'Jam Rock Play',
    core: 'Amp Drumkit Jam',
    names: 'StartABand GarageBandChallenge FamilyBandCover JoinMyBand OnePersonBand',
  },
  jazz: {
    things: 'Saxophone Trumpet Piano UprightBass Vinyl Fedora',
    moves: 'FlyMeToTheMoon TakeFive Scat Swing',
    verbs: 'Scat Swing Jam',
    core: 'Saxophone Trumpet Swing',
    names: 'ScatChallenge JazzItUp JazzVersionChallenge ScatYourName JazzNurseryRhyme',
  },
  rock: {
    things: 'Amp Guitar Drumkit Leather Mic Vinyl',
    moves: 'AirGuitar PowerChord KneeSlide Encore',
    verbs: 'Shred Jam Headbang Strum',
    core: 'Guitar AirGuitar Shred',
    names: 'StompStompClap AirGuitarHero RockOutWithGrandma ThreeChordRockSong RockStarPoseOff',
    also: 'rocknroll rockandroll',
  },
  metal: {
    things: 'Amp Leather Patches Drumkit Pedal',
    moves: 'Headbang Riff Breakdown Growl Solo',
    verbs: 'Headbang Shred Growl',
    core: 'Amp Headbang Riff',
    names: 'MetalButMakeItCute HeadbangChallenge MetalVersionChallenge MetalLullaby MetalRiffRelay',
    also: 'heavymetal',
  },
  country: {
    things: 'CowboyHat Boots Banjo Fiddle Pickup Porch',
    moves: 'TwoStep Yodel Twang Ballad',
    verbs: 'Sing Strum Yodel Stomp',
    core: 'CowboyHat Boots Twang',
    names:
      'YeehawChallenge CountryRoadsSingalong CountryVersionChallenge MakeItCountry YourDayAsACountrySong',
  },
  pop: {
    things: 'Mic Headset Glitter Playlist Radio Stage',
    moves: 'KeyChange Choreo Chorus Hook',
    verbs: 'Sing Belt Dance',
    core: 'Mic Radio Chorus',
    names:
      'GuessThePopSongIntro PopSongInMinorKey WriteAPopHook PopChorusRelay NailThePopKeyChange',
  },
  rnb: {
    things: 'Mic Vinyl Candles Mixtape Radio Studio',
    moves: 'SlowJam Riff Run Falsetto',
    verbs: 'Sing Riff Harmonize',
    core: 'Mic SlowJam Riff',
    names: 'RunsAndRiffs RnBVersionChallenge SlowJamSerenade RnBRunRelay RnBFalsettoFriday',
    also: 'randb',
    spelled: 'RnB',
  },
  edm: {
    things: 'Headphones Synth Laptop Controller Lasers Subwoofer',
    moves: 'Remix Mashup Drop Buildup',
    verbs: 'Mix Loop',
    core: 'Synth Lasers Drop',
    names: 'WaitForTheDrop BassDropChallenge EDMInTheKitchen MakeAnEDMDrop EDMYourAlarmClock',
    also: 'electronic',
    spelled: 'EDM',
  },
  dj: {
    things: 'Turntables Headphones Mixer Vinyl Controller Decks',
    moves: 'Scratch Mashup Transition Drop',
    verbs: 'Scratch Mix',
    core: 'Turntables Scratch Mix',
    names: 'ScratchChallenge MixTwoSongs GrandmaDJ DJInTheKitchen DJTransitionChallenge',
    also: 'deejay djing',
    spelled: 'DJ',
  },
  lofi: {
    things: 'Headphones Vinyl Cassette Lamp Rain Window',
    moves: 'Beat Loop Sample Chord',
    verbs: 'Chill Loop',
    core: 'Headphones Rain Chill',
    names: 'LofiVersionChallenge LofiRemixChallenge MakeItLofi LofiFromRainSounds LofiBeatInAnHour',
    also: 'lowfi',
  },
  classical: {
    things: 'Piano Violin Baton Score Tuxedo ConcertHall',
    moves: 'Symphony Sonata Concerto Etude Overture Prelude',
    verbs: 'Play Conduct Hum',
    core: 'Piano Violin Symphony',
    names:
      'ClassicalButMakeItPop GuessTheComposer ClassicalRemix ClassicalOnAKazoo HumThatSymphony',
  },
  blues: {
    things: 'Harmonica Guitar Slide Porch Bottleneck',
    moves: 'TwelveBar Shuffle Bend Lick Turnaround',
    verbs: 'Jam Play',
    core: 'Harmonica Guitar Jam',
    names: 'TwelveBarChallenge BluesItUp BluesVersionChallenge SingYourChoreBlues BluesLickRelay',
  },
  reggae: {
    things: 'Speaker Hammock Flag Beach Riddim',
    moves: 'OneDrop Bassline Chant Offbeat Riff',
    verbs: 'Sway Chill Jam',
    core: 'Beach Hammock Sway',
    names: 'ReggaeCoverChallenge ReggaeVersion MakeItReggae SwayToTheOffbeat ReggaeBasslineJam',
  },
  'pop punk': {
    things: 'Vans Skateboard Patches Amp Garage Eyeliner',
    moves: 'PowerChord Pogo Downstroke Breakdown',
    verbs: 'Shout Jam',
    core: 'Skateboard Eyeliner PowerChord',
    names:
      'PopPunkCoverChallenge PopPunkVersion PopPunkScreamAlong PopPunkThemeSong PogoInTheGarage',
  },
  gospel: {
    things: 'Robes Tambourine Organ Hymnal Pews Choir',
    moves: 'Hymn Harmony Praise Run',
    verbs: 'Praise Sing Clap',
    core: 'Choir Tambourine Praise',
    names:
      'SundayChoirSingalong GospelRunChallenge GospelVersion GospelClapAlong GospelKeyChangeDare',
  },
  'taylor swift': {
    things: 'Bracelets Cardigan Guitar Sequins Piano Vault EasterEgg',
    moves: 'ShakeItOff LoveStory SurpriseSong KeyChange Mashup',
    verbs: 'Sing Strum Dance',
    core: 'Bracelets Cardigan ShakeItOff',
    names:
      'ErasTourChallenge ShakeItOffChallenge SwiftieSingalong FriendshipBraceletSwap SwiftEasterEggHunt',
    also: 'taylor swiftie',
  },
  beyonce: {
    things: 'Mic CowboyHat Sequins WindMachine Disco',
    moves: 'SingleLadies CrazyInLove Choreo HairFlip Belt',
    verbs: 'Belt Strut Sing',
    core: 'SingleLadies WindMachine HairFlip',
    names:
      'BeyonceDanceCover SingleLadiesChallenge CowboyCarterChallenge SingLikeBeyonce BeyonceHairFlipDare',
    also: 'queenbey',
  },
  blackpink: {
    things: 'Lightstick Hammerbong Fancam Stage Photocard Pink',
    moves: 'HowYouLikeThat DDUDU PointChoreo HairFlip DanceBreak',
    verbs: 'Sing Dance',
    core: 'Pink Lightstick HowYouLikeThat',
    names:
      'HowYouLikeThatChallenge BlackpinkDanceCover BlackpinkSingalong PinkVenomChallenge BlackpinkLightstickWave',
    also: 'blink',
  },
  'ariana grande': {
    things: 'Ponytail Mic CatEars Glitter Cloud',
    moves: 'WhistleNote HighNote Riff Run Harmony',
    verbs: 'Sing Belt Riff',
    core: 'Ponytail CatEars WhistleNote',
    names:
      'ArianaPonytailFlip ArianaHighNote ArianaWhistleNote ThankUNextChallenge ArianaRiffRelay',
    also: 'ariana',
  },
  'billie eilish': {
    things: 'Hoodie Headphones Mic Piano Bedroom',
    moves: 'BirdsOfAFeather Whisper Harmony Falsetto Ballad',
    verbs: 'Whisper Hum Sing',
    core: 'Hoodie Whisper BirdsOfAFeather',
    names:
      'BirdsOfAFeatherCover DuhChallenge BillieEilishCover WhisperLikeBillie BillieFalsettoCheck',
    also: 'billie',
  },
  'olivia rodrigo': {
    things: 'Guitar Piano Mic Diary Butterflies Purple',
    moves: 'DriversLicense GoodForYou Bridge Belt Ballad',
    verbs: 'Belt Sing Strum',
    core: 'Purple DriversLicense GoodForYou',
    names:
      'GoodForYouChallenge DriversLicenseBridge OliviaRodrigoSingalong VampireChallenge BeltLikeOlivia',
    also: 'olivia',
  },
  'sabrina carpenter': {
    things: 'Espresso Mic Sequins Bow Heart',
    moves: 'Espresso Choreo HairFlip Pose Wink Chorus',
    verbs: 'Sing Strut',
    core: 'Sequins Bow Wink',
    names:
      'EspressoChallenge PleasePleasePleaseCover SabrinaSingalong EspressoHairFlip SingLikeSabrina',
    also: 'sabrina',
  },
  bagpipe: {
    things: 'Kilt Drones Chanter Tartan Bag Highlands',
    moves: 'AmazingGrace Reel March Jig Lament',
    verbs: 'Play Hum',
    core: 'Kilt Tartan AmazingGrace',
    names:
      'BagpipePopCover AmazingGraceOnBagpipes BagpipeMovieTheme BagpipeWakeUpCall BagpipeBirthdaySong',
    also: 'bagpiper',
  },
  accordion: {
    things: 'Bellows Keys Buttons Straps Cafe Paris',
    moves: 'Polka Waltz Tango Musette Vamp',
    verbs: 'Play Sway',
    core: 'Bellows Polka',
    names:
      'SqueezeboxChallenge AccordionSeaShanty AccordionPopCover AccordionPolkaParty AccordionGameTheme',
    also: 'squeezebox',
  },
  banjo: {
    things: 'Picks Porch Capo Resonator Rocker',
    moves: 'FoggyMountain Clawhammer Roll Breakdown Lick',
    verbs: 'Pick Pluck Strum',
    core: 'Porch Picks Pluck',
    names:
      'DuelingBanjosChallenge BanjoSpeedChallenge BanjoPopCover BanjoRollChallenge LearnABanjoLick',
  },
  mandolin: {
    things: 'Pick Strings Frets Porch Case',
    moves: 'Tremolo Chop Lick Breakdown Trill',
    verbs: 'Pick Strum',
    core: 'Strings Porch Strum',
    names:
      'MandolinTremoloChallenge BluegrassPicking MandolinPopCover MandolinSerenade GuessTheMandolinSong',
  },
  harp: {
    things: 'Strings Pedals Lever Cloud Gown',
    moves: 'Lullaby Glissando Arpeggio Harmonic Roll',
    verbs: 'Pluck Strum',
    core: 'Strings Cloud Pluck',
    names: 'HarpPopCover HarpGlissandoChallenge HarpDreamTransition HarpMetalCover HarpLullaby',
    also: 'harpist',
  },
  xylophone: {
    things: 'Mallets Bars Frame Stand Classroom',
    moves: 'OldPhoneRingtone Melody Roll Scale Glissando',
    verbs: 'Tap Play',
    core: 'Mallets Melody Tap',
    names:
      'RingtoneOnXylophone XylophonePopCover GuessTheXylophoneTune XylophoneScaleRun XylophoneWakeUpSong',
    also: 'marimba glockenspiel vibraphone',
  },
  tambourine: {
    things: 'Jingles Ribbons Choir Band Stage',
    moves: 'ThumbRoll Shake Jingle Smack Hit',
    verbs: 'Shake Tap Jingle',
    core: 'Jingles Ribbons Shake',
    names:
      'TambourineHero TambourineSolo TambourineThumbRoll AddTambourineToAnySong TambourineSingalong',
  },
  cowbell: {
    things: 'Stick Drumkit Studio Barn Farm Band',
    moves: 'Groove Offbeat Clank Fill',
    verbs: 'Tap Play',
    core: 'Farm Clank Groove',
    names:
      'NeedsMoreCowbell CowbellOnEverything AddCowbellToAnySong CowbellCountIn CowbellOnTheOffbeat',
  },
  djembe: {
    things: 'Drumhead Rope Campfire Beach Circle',
    moves: 'Rhythm Slap Tone Bass Roll',
    verbs: 'Drum Slap Tap',
    core: 'Drumhead Rhythm Drum',
    names:
      'DjembeCallAndResponse DjembeRhythmRelay JoinTheDrumCircle DjembeBeatChallenge CopyMyDjembeRhythm',
    also: 'bongo cajon',
  },
  handpan: {
    things: 'Dome Case Beach Sunset Forest Tunnel',
    moves: 'Melody Groove GhostNote Roll',
    verbs: 'Tap Drum Play',
    core: 'Dome Melody Tap',
    names:
      'GuessTheHandpanSong HandpanImprovChallenge HandpanPopCover HandpanCallAndResponse FirstTimeOnHandpan',
    also: 'hangdrum tonguedrum',
  },
  ocarina: {
    things: 'Clay Pocket Necklace Forest Cave',
    moves: 'ZeldasLullaby SongOfStorms Lullaby Melody Trill',
    verbs: 'Play Whistle',
    core: 'Clay Melody Whistle',
    names:
      'SongOfStormsChallenge OcarinaZeldaCover ZeldasLullabyChallenge OcarinaGameTheme OcarinaPopCover',
  },
  clarinet: {
    things: 'Reed Mouthpiece Barrel Bell Band',
    moves: 'RhapsodyInBlue Glissando Squeak Trill Solo',
    verbs: 'Play Hum',
    core: 'Reed Squeak',
    names:
      'SqueakFreeChallenge ClarinetPopCover ClarinetGlissandoDare ClarinetJazzSolo ClarinetDuetWithMe',
  },
  trombone: {
    things: 'Slide Mouthpiece Mute Bell Case',
    moves: 'WahWahWah Fanfare Glissando Smear Solo',
    verbs: 'Play Hum',
    core: 'Slide WahWahWah',
    names:
      'SadTromboneChallenge TrombonePopCover TromboneSlideChallenge TromboneSoundEffects TromboneJazzSolo',
  },
  tuba: {
    things: 'Mouthpiece Valves Bell Sousaphone Polka',
    moves: 'Oompah Bassline Fanfare March Solo',
    verbs: 'Play Hum',
    core: 'Oompah Polka Bassline',
    names: 'OompahChallenge TubaPopCover TubaImperialMarch TubaBassDrop TubaPolkaParty',
  },
  'marching band': {
    things: 'Drumline Plume Uniform Baton Shako Field',
    moves: 'Fanfare Halftime Formation Cadence',
    verbs: 'Play Drum',
    core: 'Drumline Halftime Uniform',
    names:
      'KitchenMarchingBand MarchInStepChallenge DrumlineBattle MarchingBandPopCover MarchingBandRollCall',
    also: 'drumline bandkid',
  },
  'bucket drum': {
    things: 'Bucket Sticks Lid Pot Subway',
    moves: 'StickFlip Rimshot Roll Fill Groove',
    verbs: 'Drum Tap',
    core: 'Bucket Sticks Drum',
    names:
      'BucketDrumChallenge KitchenPotDrumming BucketDrumCover BucketDrumStickFlip BucketDrumBattle',
    also: 'bucketdrumming',
  },
  'cup song': {
    things: 'Cup Table Classroom Lunch Friends',
    moves: 'CupFlip Clap Tap Pass Slam',
    verbs: 'Clap Tap',
    core: 'Cup CupFlip Clap',
    names: 'CupsChallenge CupSongRelay CupSongSpeedUp LearnTheCupSong CupSongAroundTheTable',
  },
  whistling: {
    things: 'Fingers Birds Lips Porch Tune',
    moves: 'FingerWhistle Birdcall Melody Trill Warble',
    verbs: 'Whistle Hum',
    core: 'Tune Birdcall Whistle',
    names:
      'FingerWhistleChallenge WhistleThatTune WhistleCoverChallenge GuessMyWhistle BirdcallWhistleOff',
    also: 'whistle',
  },
  humming: {
    things: 'Car Shower Headphones Earworm Radio',
    moves: 'Melody Tune Intro Hook Chorus',
    verbs: 'Hum Sing',
    core: 'Earworm Tune Hum',
    names: 'HumItIllGuessIt GuessTheHum HumTheIntro HumInHarmony HumAlongRelay',
    also: 'hum',
  },
  'high note': {
    things: 'Mic Stage Piano Crowd Ceiling',
    moves: 'WhistleNote Belt Falsetto Riff Vibrato',
    verbs: 'Belt Sing',
    core: 'Mic WhistleNote Belt',
    names: 'HitThatHighNote CanYouHitIt HighNoteRelay HighNoteHoldOff ShowerHighNoteDare',
  },
  harmony: {
    things: 'Mic Choir Chord Trio Cousins',
    moves: 'Descant ThirdAbove Round Blend Unison',
    verbs: 'Harmonize Sing Hum',
    core: 'Choir Chord Harmonize',
    names: 'AddAHarmony FindTheHarmony FamilyHarmony ThreePartHarmony HarmonizeWithMe',
  },
  lyric: {
    things: 'Notebook Mic Playlist Caption Karaoke',
    moves: 'Verse Hook Chorus Rhyme Bridge',
    verbs: 'Sing Rhyme Write',
    core: 'Notebook Chorus Verse Sing',
    names: 'FinishTheLyric MisheardLyrics LyricRelay EmojiLyricChallenge GuessSongFromLyric',
  },
  songwriting: {
    things: 'Notebook Guitar Piano VoiceMemo Pen Capo',
    moves: 'Hook Chorus Verse Bridge',
    verbs: 'Write Rhyme Hum',
    core: 'Notebook Chorus Write',
    names: 'VoiceMemoToSong WriteASongWithMe SongIn60Minutes SongFromAComment FinishMySong',
    also: 'songwriter',
  },
  'music theory': {
    things: 'Piano Metronome Staff Clef Notation',
    moves: 'Chord Scale Interval Mode Progression',
    verbs: 'Hum Play',
    core: 'Piano Chord Scale',
    names:
      'FourChordsEverySong GuessTheChord MajorToMinorChallenge MusicTheoryQuiz MusicTheoryIn60Seconds',
  },
  'perfect pitch': {
    things: 'Piano Keyboard Tuner Headphones Ear',
    moves: 'NoteGuess Interval Chord Scale Tone',
    verbs: 'Hum Sing',
    core: 'Ear Piano NoteGuess',
    names: 'NameThatNote GuessTheNote PerfectPitchTest PerfectPitchVsTuner SingMiddleCChallenge',
    also: 'absolutepitch',
  },
  autotune: {
    things: 'Mic Laptop Plugin Studio Booth',
    moves: 'Warble Riff Run Hook Glide',
    verbs: 'Sing Warble',
    core: 'Mic Studio Warble',
    names: 'AutotuneVsRaw NoAutotuneChallenge AutotuneYourPet TalkInAutotune AutotuneYourLaugh',
  },
  acoustic: {
    things: 'Guitar Capo Stool Candle Campfire Mic',
    moves: 'Ballad Cover Strum Unplugged',
    verbs: 'Strum Pluck Sing Hum',
    core: 'Guitar Unplugged Strum',
    names:
      'UnplugYourFavSong CampfireCover AcousticVersionChallenge AcousticEDMCover OneTakeAcoustic',
  },
  chiptune: {
    things: 'Gameboy Cartridge Console Arcade Synth EightBit',
    moves: 'BossTheme Theme Arpeggio Bleep Loop',
    verbs: 'Loop Play',
    core: 'EightBit Arcade Bleep',
    names: 'EightBitVersion MakeAChiptuneBeat EightBitCover ChiptuneBossTheme ChiptunePopCover',
    also: '8bit',
  },
  synth: {
    things: 'Knobs Keys Patch Sequencer Filter',
    moves: 'Bassline Arpeggio Pad Sweep Drop',
    verbs: 'Loop Play',
    core: 'Knobs Keys Bassline',
    names:
      'GuessTheSynthSound SynthCoverChallenge SynthThisSound SynthPresetRoulette SynthArpeggioJam',
    also: 'synthesizer synthwave',
  },
  '808': {
    things: 'Speaker Subwoofer Kick Trunk Beat',
    moves: 'BassDrop Slide Bounce Glide Pattern',
    verbs: 'Bounce Play',
    core: 'Subwoofer Beat BassDrop',
    names: 'BassBoostedChallenge DropThe808 808InTheCar 808SlideChallenge 808KitchenBeat',
  },
  producer: {
    things: 'Laptop Headphones Sampler Controller Monitors Plugins',
    moves: 'Beat Sample Flip Drop',
    verbs: 'Mix Play',
    core: 'Laptop Beat Mix',
    names:
      'ProducerSampleFlip ProducerBeatIn10Min ProducerBeatBattle BeatFromKitchenSounds HumIntoABeat',
    also: 'beatmaker musicproducer producing',
  },
  beat: {
    things: 'Drumpad Laptop Headphones Sampler Kick Snare',
    moves: 'Drop Loop Groove Chop',
    verbs: 'Loop Tap',
    core: 'Drumpad Kick Loop',
    names:
      'MakeABeatFromAnything BeatIn10Minutes KitchenBeatChallenge FinishMyBeat BeatFromOneSound',
    also: 'beatmaking',
  },
  garageband: {
    things: 'Loops Laptop Phone Preset Track',
    moves: 'Remix Jam Beat Loop Groove',
    verbs: 'Loop Mix',
    core: 'Loops Laptop Remix',
    names:
      'GarageBandBeatChallenge OnlyPresetsChallenge GarageBandRemix GarageBandRingtone GarageBandLoopRelay',
    spelled: 'GarageBand',
  },
  'fl studio': {
    things: 'PianoRoll Plugin Laptop Pattern Mixer',
    moves: 'Beat Drop Loop Melody Chop',
    verbs: 'Mix Play',
    core: 'Laptop Beat Mix',
    names:
      'FLStudioBeatBattle BeatIn10Minutes PianoRollArtChallenge FLStudioBeatRelay FLStockPluginsOnly',
    also: 'fruityloops',
    spelled: 'FLStudio',
  },
  vinyl: {
    things: 'Turntable Needle Crate Sleeve Shelf Speaker',
    moves: 'NeedleDrop CrateDig Scratch Haul',
    verbs: 'Spin Play',
    core: 'Turntable Needle Spin',
    names: 'VinylThriftHunt RecordStoreRoulette VinylUnboxing NeedleDropChallenge PickMyNextVinyl',
    also: 'recordplayer turntable',
  },
  cassette: {
    things: 'Walkman Boombox Tape Pencil Shelf',
    moves: 'Mixtape Rewind SideB Playback Dub',
    verbs: 'Play Hum',
    core: 'Tape Mixtape Rewind',
    names:
      'MixtapeForYou GuessTheCassetteSong PencilRewindChallenge MakeACassetteMixtape PlayItOnCassette',
    also: 'mixtape',
  },
  spotify: {
    things: 'Playlist Headphones Queue Daylist Podcast',
    moves: 'Wrapped TopSong Shuffle Blend Repeat',
    verbs: 'Play Hum',
    core: 'Playlist Wrapped Shuffle',
    names:
      'RateMyWrapped GuessMySpotifyTopSong ShuffleAndSing SpotifyBlendChallenge SpotifyDaylistReveal',
  },
  playlist: {
    things: 'Headphones Speaker Queue RoadTrip Cover',
    moves: 'SongSwap Shuffle Blend Ranking Skip',
    verbs: 'Play Hum',
    core: 'Headphones Shuffle Skip',
    names: 'RateMyPlaylist PlaylistSwap ShuffleAndSing BuildMyPlaylist GuessMyPlaylist',
  },
  concert: {
    things: 'Ticket Wristband Merch Lights Stage Crowd',
    moves: 'Singalong Encore Countdown Setlist',
    verbs: 'Sing Cheer Dance',
    core: 'Ticket Crowd Encore',
    names: 'MyFirstConcert LivingRoomConcert ConcertFitReveal ConcertForMyPlants GuessTheSetlist',
    also: 'gig',
  },
  eurovision: {
    things: 'Flag Glitter Costume Scoreboard Stage',
    moves: 'KeyChange WindMachine Choreo Ballad Finale',
    verbs: 'Sing Cheer',
    core: 'Flag Glitter Scoreboard',
    names:
      'EurovisionPartyAtHome GiveYourDouzePoints EurovisionSingalong EurovisionKeyChange MyEurovisionEntry',
  },
  'open mic': {
    things: 'Mic Stool Cafe Spotlight SignupSheet',
    moves: 'Cover Original Poem Encore Set',
    verbs: 'Sing Play',
    core: 'Mic Stool Spotlight',
    names: 'OpenMicAtHome FirstOpenMic OpenMicCoverChallenge OpenMicDare OpenMicOriginalOnly',
  },
  busking: {
    things: 'GuitarCase Hat Coins Amp Subway Street',
    moves: 'Cover Singalong Jam Encore',
    verbs: 'Play Sing Jam',
    core: 'GuitarCase Coins Street',
    names: 'FirstTimeBusking BuskingInDisguise BuskingPopCover BuskingSongRequests BuskForACause',
    also: 'busker',
  },
  lullaby: {
    things: 'Nightlight Blanket Crib Moon Stars Mobile',
    moves: 'TwinkleTwinkle Rockabye Hum Melody',
    verbs: 'Hum Sing Rock',
    core: 'Crib TwinkleTwinkle Hum',
    names: 'SingMeToSleep PopSongAsALullaby LullabyFromGrandma LullabyForMyPet LullabyInMyLanguage',
  },
  'national anthem': {
    things: 'Flag Mic Hat Jersey Stadium',
    moves: 'HighNote Finale Crescendo Belt Harmony',
    verbs: 'Belt Sing',
    core: 'Flag Stadium HighNote',
    names: 'NailTheAnthem AnthemHighNote SingYourAnthem AnthemInHarmony AnthemAroundTheWorld',
  },
  carol: {
    things: 'Candles Songbook Scarf Lantern Snow Doorstep',
    moves: 'JingleBells DeckTheHalls SilentNight Harmony',
    verbs: 'Sing Hum Jingle',
    core: 'Snow SilentNight Sing',
    names: 'JingleBellsRemix DoorstepCarols CarolSingalong CarolInHarmony CarolOfTheBellsRelay',
    also: 'caroling christmascarol christmassong',
  },
  frozen: {
    things: 'Snowflake Castle Cape Ice Braid',
    moves: 'LetItGo Snowman HighNote Duet Belt',
    verbs: 'Belt Sing Twirl',
    core: 'Snowflake LetItGo Snowman',
    names:
      'LetItGoChallenge FrozenSingalong FrozenDuetChallenge LetItGoInEveryLanguage FrozenHighNoteDare',
  },
  encanto: {
    things: 'Candle Butterflies Door Flowers Casita',
    moves: 'Bruno SurfacePressure Rap Chorus Harmony',
    verbs: 'Sing Rap Dance',
    core: 'Butterflies Bruno SurfacePressure',
    names:
      'FamilyMadrigalSingalong SurfacePressureCover WhatsYourEncantoGift SingAllTheBrunoParts EncantoDuetWithMe',
  },
  broadway: {
    things: 'Playbill Spotlight Curtain Stage TopHat',
    moves: 'Showstopper JazzHands Encore KickLine Belt',
    verbs: 'Belt Sing Tap',
    core: 'Spotlight Curtain JazzHands',
    names:
      'TheaterKidChallenge ShowtuneSingalong BroadwayBeltChallenge TurnMyDayIntoAMusical BroadwayJazzHands',
    also: 'musicaltheatre musicaltheater showtunes',
  },
  hamilton: {
    things: 'Quill Coat Letters Candle Ledger',
    moves: 'MyShot Rap Ballad Battle Verse',
    verbs: 'Rap Sing',
    core: 'Quill Letters Rap',
    names:
      'HamiltonRapChallenge HamiltonSingalong MyShotChallenge HamiltonHistoryRap HamiltonCabinetBattle',
  },
  wicked: {
    things: 'Broom Hat Bubble Emerald Pink',
    moves: 'DefyingGravity Popular HighNote Duet Belt',
    verbs: 'Belt Sing',
    core: 'Broom Emerald DefyingGravity',
    names:
      'DefyingGravityHighNote PopularChallenge WickedSingalong WickedDuetWithMe GlindaOrElphaba',
  },
  yodel: {
    things: 'Alps Mountains Lederhosen Valley CowboyHat',
    moves: 'Warble Echo Falsetto Call Trill',
    verbs: 'Warble Sing',
    core: 'Alps Lederhosen Echo',
    names: 'CanYouYodel YodelDay1VsDay30 YodelChallenge YodelYourName YodelEchoRelay',
    verb: true,
  },
  reggaeton: {
    things: 'Speaker Sneakers Beach Summer Party',
    moves: 'Dembow Bounce Hook Verse Chorus',
    verbs: 'Bounce Sing Flow',
    core: 'Speaker Party Bounce',
    names: 'DembowBeatChallenge ReggaetonKaraoke ReggaetonRemix MakeItReggaeton ReggaetonHookRelay',
  },
  drake: {
    things: 'Owl Hoodie Mic Booth Toronto',
    moves: 'HotlineBling Flow Bars Verse Hook',
    verbs: 'Rap Sing Flow',
    core: 'HotlineBling Hoodie Rap',
    names:
      'HotlineBlingChallenge DrakeVerseChallenge DrakeMemePose RapLikeDrake HotlineBlingDanceOff',
  },
  eminem: {
    things: 'Hoodie Mic Notebook Booth Detroit',
    moves: 'RapGod FastRap Rhyme DoubleTime Verse',
    verbs: 'Rap Rhyme Flow',
    core: 'Hoodie RapGod FastRap',
    names:
      'RapGodChallenge FastRapChallenge LoseYourselfChallenge RapLikeEminem RealSlimShadyStandUp',
    also: 'slimshady',
  },
  'ed sheeran': {
    things: 'LoopPedal Guitar Capo Stool Mic',
    moves: 'ShapeOfYou Perfect Beatbox Loop Harmony',
    verbs: 'Loop Strum Sing',
    core: 'LoopPedal Guitar ShapeOfYou',
    names:
      'ShapeOfYouChallenge EdSheeranSingalong EdSheeranPerfectCover LoopLikeEdSheeran PerfectFirstDance',
    also: 'sheeran',
  },
  'bruno mars': {
    things: 'Fedora Mic Sequins Horns Band',
    moves: 'UptownFunk ThatsWhatILike Choreo Falsetto Riff',
    verbs: 'Groove Sing',
    core: 'Fedora UptownFunk Groove',
    names: 'UptownFunkChallenge BrunoMarsSingalong DieWithASmileDuet APTChallenge GrooveLikeBruno',
  },
  'the weeknd': {
    things: 'RedSuit Sunglasses Neon Mic Synth',
    moves: 'BlindingLights Starboy HighNote Falsetto Riff',
    verbs: 'Sing Strut Croon',
    core: 'RedSuit Sunglasses BlindingLights',
    names:
      'BlindingLightsChallenge StarboyChallenge BlindingLightsDanceBreak SingLikeTheWeeknd WeekndFalsettoDare',
    also: 'weeknd',
  },
  'harry styles': {
    things: 'FeatherBoa Sequins Cardigan Pearls Watermelon Guitar',
    moves: 'AsItWas WatermelonSugar Encore Falsetto',
    verbs: 'Strut Sing Twirl',
    core: 'FeatherBoa Watermelon AsItWas',
    names:
      'AsItWasChallenge HarryStylesSingalong AsItWasSpin WatermelonSugarChallenge StrutLikeHarry',
  },
  adele: {
    things: 'Piano Mic Gown Tissues Eyeliner',
    moves: 'Hello RollingInTheDeep Ballad HighNote Belt',
    verbs: 'Belt Sing Hum',
    core: 'Piano Tissues Hello',
    names:
      'AdeleInTheCar AdeleHighNoteChallenge AdeleCover HelloFromTheOtherSide RollingInTheDeepBelt',
  },
  queen: {
    things: 'Crown Piano Guitar Mic Stadium',
    moves: 'BohemianRhapsody StompStompClap Galileo Harmony Belt',
    verbs: 'Stomp Clap Belt Sing',
    core: 'Crown BohemianRhapsody StompStompClap',
    names:
      'FamilyBohemianRhapsody WeWillRockYouStomp QueenSingalong QueenCallAndResponse BohemianRhapsodyRelay',
    also: 'freddiemercury bohemianrhapsody',
  },
  beatles: {
    things: 'Vinyl Sitar Submarine Crosswalk Liverpool',
    moves: 'HeyJude LetItBe TwistAndShout Singalong Harmony',
    verbs: 'Sing Strum',
    core: 'Crosswalk Submarine HeyJude',
    names:
      'BeatlesHarmonyChallenge HeyJudeSingalong BeatlesOnTheUkulele TwistAndShoutChallenge BeatlesCoverChallenge',
  },
  elvis: {
    things: 'Jumpsuit Sunglasses Sideburns Guitar Collar',
    moves: 'HoundDog LipCurl KneeWobble Croon Shimmy',
    verbs: 'Croon Rock',
    core: 'Jumpsuit LipCurl HoundDog',
    names:
      'HoundDogChallenge ElvisImpression CroonLikeElvis ElvisLipCurlChallenge JailhouseRockDance',
    also: 'elvispresley',
  },
  abba: {
    things: 'Platforms Sequins Jumpsuit Glitter Disco',
    moves: 'DancingQueen MammaMia Singalong Twirl Harmony',
    verbs: 'Sing Twirl Dance',
    core: 'Platforms DancingQueen MammaMia',
    names: 'DancingQueenChallenge ABBASingalong MammaMiaChallenge WaterlooChallenge ABBAInHarmony',
    also: 'mammamia dancingqueen',
    spelled: 'ABBA',
  },
  'lady gaga': {
    things: 'Piano Wig Sunglasses Costume Glitter',
    moves: 'Shallow BadRomance Choreo Pose Belt',
    verbs: 'Belt Sing',
    core: 'Costume Wig BadRomance',
    names:
      'SingShallowLikeGaga BadRomanceChallenge AbracadabraChallenge LadyGagaHighNote LadyGagaSingalong',
    also: 'gaga',
  },
  'justin bieber': {
    things: 'Hoodie Skateboard Cap Mic Piano',
    moves: 'Baby Sorry Falsetto Chorus Riff',
    verbs: 'Sing Strum',
    core: 'Hoodie Baby',
    names: 'SorryDanceChallenge BieberThrowback BieberCover PeachesChallenge SingBabyLikeBieber',
    also: 'bieber',
  },
  'dua lipa': {
    things: 'Mirrorball Rollerskates Mic Moon Disco',
    moves: 'Levitating DontStartNow Choreo Strut HipSway',
    verbs: 'Strut Sing Groove',
    core: 'Mirrorball Disco Levitating',
    names:
      'LevitatingChallenge DuaLipaDanceCover DontStartNowChallenge HoudiniChallenge DuaLipaStrut',
  },
  'miley cyrus': {
    things: 'Flowers Guitar Wig Denim Mic',
    moves: 'PartyInTheUSA Wrecking Belt Growl Chorus',
    verbs: 'Belt Sing Strum',
    core: 'Flowers Wig PartyInTheUSA',
    names:
      'MileyFlowersChallenge PartyInTheUSASingalong MileyCyrusKaraoke BestOfBothWorldsDuet SingLikeMiley',
    also: 'miley',
  },
  'bad bunny': {
    things: 'Sunglasses Mic Beach Stage Conejo',
    moves: 'TitiMePregunto Dembow Flow Choreo Hook',
    verbs: 'Rap Sing Bounce',
    core: 'Sunglasses Conejo TitiMePregunto',
    names:
      'BadBunnyKaraoke TitiMePreguntoChallenge DakitiChallenge BadBunnyDanceBreak BadBunnyLyricRelay',
    also: 'benito',
  },
  'chappell roan': {
    things: 'CowboyHat Glitter Crown Sequins Pony',
    moves: 'HotToGo PinkPonyClub LetterSpell Choreo Belt',
    verbs: 'Belt Sing',
    core: 'Glitter HotToGo PinkPonyClub',
    names:
      'HotToGoChallenge HotToGoWithGrandma PinkPonyClubChallenge ChappellRoanSingalong ChappellKaraokeNight',
    also: 'chappell',
  },
  sza: {
    things: 'Mic Candles Headphones Ocean Album',
    moves: 'Snooze Saturn Riff Falsetto Harmony',
    verbs: 'Sing Riff Hum',
    core: 'Ocean Snooze Saturn',
    names: 'SnoozeChallenge SaturnCover SZASingalong GoodDaysHarmony SZARiffRelay',
    spelled: 'SZA',
  },
  'kendrick lamar': {
    things: 'Mic Notebook Booth Stage Compton',
    moves: 'NotLikeUs Humble Flow Bars Verse',
    verbs: 'Rap Rhyme Flow',
    core: 'Compton NotLikeUs Humble',
    names: 'AlrightChallenge NotLikeUsChallenge HumbleChallenge RapLikeKendrick KendrickVerseRelay',
    also: 'kendrick',
  },
  coldplay: {
    things: 'Wristbands Confetti Piano Stars Lights',
    moves: 'VivaLaVida Yellow FixYou Singalong Anthem',
    verbs: 'Sing Clap',
    core: 'Wristbands VivaLaVida Yellow',
    names: 'FixYouCover ColdplaySingalong VivaLaVidaChant ColdplayPianoCover ColdplayKaraoke',
  },
  metallica: {
    things: 'Amp Guitar Pick Drumkit Leather',
    moves: 'EnterSandman Headbang Downpick Riff Solo',
    verbs: 'Shred Headbang',
    core: 'Leather EnterSandman Headbang',
    names:
      'DownpickingChallenge EnterSandmanRiff MasterOfPuppetsChallenge NothingElseMattersCover MetallicaRiffRelay',
  },
  nirvana: {
    things: 'Cardigan Flannel Guitar Amp Smiley',
    moves: 'TeenSpirit ComeAsYouAre PowerChord Unplugged Riff',
    verbs: 'Strum Scream Shred',
    core: 'Flannel Smiley TeenSpirit',
    names:
      'SmellsLikeTeenSpiritCover NirvanaRiffChallenge ComeAsYouAreChallenge UnpluggedLikeNirvana TeenSpiritDrumFill',
  },
  'bob marley': {
    things: 'Guitar Flag Speaker Beach Hammock',
    moves: 'ThreeLittleBirds OneLove Singalong Chant Offbeat',
    verbs: 'Sing Sway Strum',
    core: 'Flag ThreeLittleBirds OneLove',
    names:
      'OneLoveSingalong ThreeLittleBirdsCover RedemptionSongCover JammingLikeMarley MarleyOffbeatStrum',
    also: 'marley',
  },
  'frank sinatra': {
    things: 'Fedora Tuxedo Mic BigBand Vegas',
    moves: 'FlyMeToTheMoon MyWay Croon Swing Standard',
    verbs: 'Croon Swing Snap',
    core: 'Fedora FlyMeToTheMoon Croon',
    names: 'MyWayChallenge CroonLikeSinatra SinatraSingalong FlyMeToTheMoonDuet SinatraKaraoke',
    also: 'sinatra',
  },
  'mariah carey': {
    things: 'Tree Stockings Snow Mic Butterfly',
    moves: 'AllIWant WhistleNote HighNote Riff Belt',
    verbs: 'Sing Belt Riff',
    core: 'Stockings AllIWant WhistleNote',
    names:
      'ItsTimeChallenge MariahWhistleNote MariahChristmasSingalong AllIWantFamilyCover MariahRunRelay',
    also: 'mariah',
  },
  'whitney houston': {
    things: 'Mic Gown Piano Spotlight Stage',
    moves: 'IWillAlwaysLoveYou KeyChange HighNote Ballad Belt',
    verbs: 'Belt Sing Dance',
    core: 'Mic IWillAlwaysLoveYou KeyChange',
    names:
      'KeyChangeChallenge WhitneyHighNote WhitneySingalong IWillAlwaysLoveYouBelt WannaDanceWithSomebody',
    also: 'whitney',
  },
  'dolly parton': {
    things: 'Wig Rhinestones Guitar Butterfly Boots',
    moves: 'Jolene NineToFive Twang Singalong Chorus',
    verbs: 'Sing Strum',
    core: 'Wig Rhinestones Jolene',
    names: 'JoleneChallenge DollyDressUp JoleneButFaster NineToFiveChallenge SingItLikeDolly',
    also: 'dolly',
  },
  'johnny cash': {
    things: 'BlackSuit Guitar Train Boots Stage',
    moves: 'RingOfFire BoomChicka Strum Ballad Baritone',
    verbs: 'Strum Sing Stomp',
    core: 'BlackSuit Train BoomChicka',
    names:
      'DeepVoiceChallenge JohnnyCashImpression WalkTheLineChallenge SingLowLikeCash JohnnyCashTrainStrum',
  },
  'elton john': {
    things: 'Glasses Piano Sequins Feathers Platforms',
    moves: 'TinyDancer RocketMan PianoRiff Singalong Ballad',
    verbs: 'Sing Play',
    core: 'Glasses Piano RocketMan',
    names:
      'EltonGlassesChallenge TinyDancerSingalong EltonJohnCover RocketManChallenge HoldMeCloserChallenge',
    also: 'elton',
  },
  'one direction': {
    things: 'Posters Merch Mic Album Stage',
    moves: 'StoryOfMyLife Harmony Chorus Solo Bridge',
    verbs: 'Sing Scream Harmonize',
    core: 'Posters StoryOfMyLife Harmony',
    names:
      'DirectionerSingalong OneDirectionThrowback StoryOfMyLifeRecreate 1DSoloRelay 1DHarmonyChallenge',
    also: '1d directioner',
  },
  'backstreet boys': {
    things: 'Stools WhiteSuits Posters Mic Stage',
    moves: 'IWantItThatWay StoolChoreo KeyChange Ballad Harmony',
    verbs: 'Sing Harmonize',
    core: 'WhiteSuits Stools IWantItThatWay',
    names:
      'IWantItThatWayChallenge BoyBandDanceCover BackstreetSingalong EverybodyBackstreetsBack BackstreetHarmonyRelay',
    also: 'bsb',
  },
  'spice girls': {
    things: 'Platforms UnionJack Pigtails Tracksuit Glitter',
    moves: 'Wannabe PeaceSign Choreo Rap Harmony',
    verbs: 'Sing Strut',
    core: 'UnionJack Platforms Wannabe',
    names:
      'WannabeChallenge WhichSpiceAreYou SpiceGirlsDanceCover ZigAZigAhChallenge SpiceUpYourLife',
  },
  rihanna: {
    things: 'Umbrella Diamonds Mic Stage Rain Sunglasses',
    moves: 'ElaElaEla Choreo Chorus Riff',
    verbs: 'Sing Belt Strut',
    core: 'Umbrella Diamonds ElaElaEla',
    names:
      'UmbrellaChallenge RihannaSingalong WorkWorkWorkChores DiamondsChallenge SingLikeRihanna',
    also: 'riri',
  },
  lizzo: {
    things: 'Flute Mic Glitter Mirror Sequins',
    moves: 'FluteSolo TruthHurts Rap Choreo Belt',
    verbs: 'Sing Rap Belt',
    core: 'Flute TruthHurts',
    names:
      'TruthHurtsChallenge JuiceChallenge LizzoFluteChallenge LizzoMirrorPepTalk LizzoSingalong',
  },
  hozier: {
    things: 'Guitar Mic Forest Cathedral Beard',
    moves: 'TooSweet TakeMeToChurch Hum Harmony Falsetto',
    verbs: 'Sing Hum Strum',
    core: 'Forest TakeMeToChurch TooSweet',
    names: 'TooSweetChallenge HozierHumChallenge HozierCover TakeMeToChurchBelt HozierFolkHarmony',
  },
  'michael buble': {
    things: 'Tree Snow Tuxedo Sweater Calendar',
    moves: 'ItsBeginningToLook Croon Swing Ballad Snap',
    verbs: 'Croon Swing Sing',
    core: 'Snow Sweater Croon',
    names: 'BubleSingalong CroonLikeBuble BubleThawChallenge BubleChristmasCover BubleKaraoke',
    also: 'buble',
  },
  'linkin park': {
    things: 'Mic Turntables Guitar Amp Hoodie',
    moves: 'InTheEnd Numb Scream Rap Breakdown',
    verbs: 'Scream Rap Shred',
    core: 'Hoodie InTheEnd Numb',
    names:
      'InTheEndChallenge NumbCover LinkinParkUnplugged InTheEndPianoIntro LinkinParkDuetWithMe',
  },
  'happy birthday': {
    things: 'Cake Candles Balloons PartyHat Kazoo Presents',
    moves: 'Serenade Duet HighNote Harmony',
    verbs: 'Sing Hum Harmonize',
    core: 'Cake Balloons PartyHat Sing',
    names:
      'BirthdaySongRemix BirthdaySerenade BirthdaySongInEveryGenre HappyBirthdayInHarmony BirthdayKazooChoir',
    also: 'birthdaysong',
  },
  worship: {
    things: 'Guitar Keys Lights Choir Band',
    moves: 'Anthem Chorus Bridge Hymn Harmony',
    verbs: 'Sing Praise Clap',
    core: 'Choir Hymn Praise',
    names:
      'WorshipSingalong WorshipCoverChallenge WorshipInHarmony FamilyWorshipNight OldHymnNewArrangement',
  },
  'baby shark': {
    things: 'Fins Bubbles Ocean Bathtub Toys',
    moves: 'SharkClap DooDooDoo Chomp SwimArms FinWave',
    verbs: 'Clap Sing',
    core: 'Fins DooDooDoo SharkClap',
    names:
      'DooDooDooChallenge SharkFamilySingalong BabySharkRemix BabySharkMetalCover BabySharkFamilyDance',
  },
  'sweet caroline': {
    things: 'Stadium Ballpark Crowd Pub Wedding',
    moves: 'BaBaBa SoGood Chorus Bridge Intro',
    verbs: 'Sing Clap Shout',
    core: 'Stadium BaBaBa SoGood',
    names:
      'BaBaBaChallenge StadiumSingalong SweetCarolineCallBack SoGoodSoGoodSoGood SweetCarolineKaraoke',
  },
  soul: {
    things: 'Vinyl Mic Horns Organ Radio',
    moves: 'Ballad Riff Run Groove Harmony',
    verbs: 'Sing Groove Croon',
    core: 'Vinyl Groove Croon',
    names: 'SoulCoverChallenge SoulSingalong MakeItSoulful SoulVersionChallenge SoulRiffOff',
    also: 'motown',
  },
  funk: {
    things: 'Bass Horns Platforms Vinyl Keys',
    moves: 'SlapBass Strut Groove Riff Breakdown',
    verbs: 'Groove Slap Strut',
    core: 'Platforms SlapBass Groove',
    names: 'GetFunkyChallenge FunkItUp FunkVersionChallenge FunkBasslineRelay FunkyStrutOff',
  },
  indie: {
    things: 'Guitar Vinyl Cassette Cardigan Bedroom',
    moves: 'Cover Riff Chorus Harmony Demo',
    verbs: 'Strum Sing Hum',
    core: 'Vinyl Cardigan Strum',
    names: 'BedroomPopCover IndieVersion NameMyIndieBand IndieOneTakeCover IndieDuetWithMe',
    also: 'bedroompop indiepop',
  },
  folk: {
    things: 'Banjo Fiddle Harmonica Guitar Porch Campfire',
    moves: 'Ballad Singalong Harmony Fingerpick',
    verbs: 'Strum Sing Stomp',
    core: 'Banjo Singalong Strum',
    names: 'CampfireSingalong FolkVersion FolkSongFromHome FolkStompAlong FolkHarmonyRound',
  },
  bluegrass: {
    things: 'Banjo Fiddle Mandolin Porch Barn',
    moves: 'Hoedown Breakdown Lick Harmony Chop',
    verbs: 'Pick Fiddle Stomp',
    core: 'Banjo Fiddle Hoedown',
    names:
      'BluegrassSpeedPicking BluegrassVersion BluegrassPopCover BluegrassJamCircle BluegrassHoedown',
  },
  phonk: {
    things: 'Cowbell Subwoofer Headphones Speaker Car',
    moves: 'CowbellDrop Bassline Loop Chop Slide',
    verbs: 'Loop Bounce',
    core: 'Cowbell Car Bounce',
    names: 'CowbellDrop PhonkButCute PhonkRemix MakeItPhonk PhonkEditChallenge',
  },
  techno: {
    things: 'Synth Strobe Decks Warehouse Bass',
    moves: 'Drop Buildup Loop Breakdown Kick',
    verbs: 'Loop Stomp',
    core: 'Synth Strobe Stomp',
    names:
      'TechnoInTheKitchen MakeATechnoBeat TechnoLivingRoomRave TechnoFromOneSound TechnoStompChallenge',
  },
  dubstep: {
    things: 'Subwoofer Synth Headphones Laptop Bass',
    moves: 'Wobble Riddim Drop Buildup Growl',
    verbs: 'Bounce Play',
    core: 'Subwoofer Wobble Drop',
    names:
      'WobbleDropChallenge BassFaceChallenge DubstepButCute DubstepWithYourVoice RobotDanceToDubstep',
  },
  mariachi: {
    things: 'Sombrero Trumpet Violin Guitarron CharroSuit',
    moves: 'Grito Serenade Ranchera Fanfare Trill',
    verbs: 'Sing Serenade Strum',
    core: 'Sombrero Trumpet Serenade',
    names:
      'GritoChallenge SerenataSurprise MariachiVersion LasMananitasChallenge MariachiFamilySerenade',
  },
  'barbershop quartet': {
    things: 'StrawHat Bowtie Vest Cane PitchPipe',
    moves: 'Harmony Tag Chord Bassline Swipe',
    verbs: 'Harmonize Sing',
    core: 'StrawHat Bowtie Harmony',
    names:
      'BarbershopHarmony BarbershopSingalong BarbershopPopCover QuartetOfOne BarbershopFamilyQuartet',
  },
  trap: {
    things: 'Subwoofer Booth Mic Laptop Studio',
    moves: 'HiHatRoll Flow Hook Drop Adlib',
    verbs: 'Rap Flow Bounce',
    core: 'Subwoofer HiHatRoll Bounce',
    names: 'HiHatRollChallenge CookUpABeat TrapRemix TrapNurseryRhyme TrapAdlibChallenge',
  },
  music: {
    things: 'Headphones Guitar Piano Mic Playlist Speaker Drums Lyrics',
    moves: 'Cover Duet Singalong Remix Harmony Solo Jam',
    verbs: 'Sing Play Strum Drum Hum',
    core: 'Headphones Playlist Sing',
    names:
      'FinishTheLyric MusicDuetChallenge MusicGenreSwap OneSongFiveInstruments MusicFromKitchenPots',
    also: 'musician',
  },
  song: {
    things: 'Lyrics Chorus Mic Guitar Piano Headphones',
    moves: 'Cover Duet Chorus Harmony Singalong Bridge',
    verbs: 'Sing Hum Write Strum',
    core: 'Lyrics Chorus Sing',
    names: 'FinishTheLyric SongInOneTake WriteASongWithMe HumTheChorus SongFromThreeWords',
  },
  'eras tour': {
    things: 'Bracelets Sequins Cardigan Guitar Piano Stadium',
    moves: 'SurpriseSong Singalong ShakeItOff LoveStory Mashup',
    verbs: 'Sing Trade Strum Dance',
    core: 'Bracelets Sequins SurpriseSong',
    names: 'SwiftieSingalong BraceletSwap SurpriseSongChallenge ErasOutfitTour ErasTourAtHome',
    spelled: 'ErasTour',
  },
  'american idol': {
    things: 'Mic Judges GoldenTicket Stage Spotlight Piano',
    moves: 'Audition PowerBallad HighNote Duet Encore',
    verbs: 'Sing Belt Audition',
    core: 'GoldenTicket Judges Audition',
    names:
      'GoldenTicketChallenge AmericanIdolAudition IdolAudition SingForTheJudges IdolHighNoteDare',
    also: 'idol',
  },
  'the voice': {
    things: 'Chair RedButton Mic Coach Stage Spotlight',
    moves: 'BlindAudition ChairTurn Battle HighNote Duet',
    verbs: 'Sing Belt Turn',
    core: 'Chair RedButton ChairTurn',
    names:
      'BlindAuditionChallenge TurnYourChair TheVoiceBattleRound TheVoiceAudition FourChairTurnDare',
    spelled: 'TheVoice',
  },
  'cover song': {
    things: 'Mic Guitar Piano Ukulele Headphones Loop',
    moves: 'Acoustic SlowedDown GenreSwap Duet Harmony',
    verbs: 'Sing Strum Play',
    core: 'Mic GenreSwap Sing',
    names: 'CoverItYourWay GenreSwapChallenge AcousticVersion DuetMyCover CoverSongInOneTake',
    also: 'cover',
  },
  remix: {
    things: 'Beat Laptop Turntables Headphones Synth Speaker',
    moves: 'BassDrop SpedUp SlowedReverb Mashup Loop Beat',
    verbs: 'Mix Chop Loop Flip',
    core: 'Beat SpedUp Mix',
    names: 'FlipThisSong RemixMyVoice SpedUpVersion RemixRoulette RemixMyLaugh',
  },
  mashup: {
    things: 'Playlist Laptop Guitar Piano Mic Headphones',
    moves: 'TwoSongsOneBeat Medley Duet Harmony Singalong',
    verbs: 'Mix Blend Sing',
    core: 'Playlist TwoSongsOneBeat Blend',
    names: 'TwoSongsOneBeat MashupMadness DecadesMashup FourChordMashup MashupYourTopTwo',
    also: 'medley',
  },
  'house music': {
    things: 'Turntables Headphones Speaker Vinyl DiscoBall Decks',
    moves: 'FourOnTheFloor BassDrop Loop Mix Remix',
    verbs: 'Mix Groove Bounce',
    core: 'Turntables DiscoBall Groove',
    names: 'KitchenRave MakeAHouseBeat HouseMusicChores HouseMusicRemix FourOnTheFloorDance',
  },
  'jingle bells': {
    things: 'SleighBells Piano Kazoo Handbells Ukulele Sleigh',
    moves: 'Singalong Cover Harmony Duet Remix',
    verbs: 'Jingle Sing Ring',
    core: 'SleighBells Sleigh Jingle',
    names:
      'HandbellChallenge JingleBellsRemix JingleBellsInEveryGenre JingleBellsFamilyBand JingleBellsInHarmony',
  },
  '2010s': {
    things: 'Playlist Headphones Mic Radio Speaker Lyrics',
    moves: 'Singalong Throwback Mashup Chorus Cover',
    verbs: 'Sing Hum Dance',
    core: 'Radio Throwback Singalong',
    names:
      'FinishThe2010sLyric 2010sThrowback 2010sSingalong Guess2010sSongIntro 2010sPlaylistBattle',
    also: 'twentytens',
  },
  bts: {
    things: 'Lightstick Purple Fancam Photocard Army',
    moves: 'Dynamite Butter PointChoreo DanceBreak Rap',
    verbs: 'Sing Dance Rap',
    core: 'Purple Lightstick Dance',
    names: 'BorahaeChallenge DynamiteChallenge ButterChallenge PermissionToDance BTSRapLineRelay',
    also: 'bangtan btsarmy bangtanboys',
    spelled: 'BTS',
  },
  jungkook: {
    things: 'Mic Lightstick Fancam Stage Guitar Photocard',
    moves: 'Seven StandingNextToYou Falsetto DanceBreak Harmony',
    verbs: 'Sing Dance',
    core: 'Lightstick Seven StandingNextToYou',
    names:
      'JungkookCover SevenDanceCover StandingNextToYouDance SevenDaysOfJungkook JungkookFalsettoDare',
    also: 'jk',
  },
  jimin: {
    things: 'Mic Lightstick Fancam Stage Photocard',
    moves: 'LikeCrazy Who SetMeFree Falsetto DanceBreak',
    verbs: 'Sing Dance Glide',
    core: 'Lightstick LikeCrazy Glide',
    names: 'LikeCrazyChallenge WhoChallenge JiminCover SetMeFreeChallenge DanceLikeJimin',
  },
  lisa: {
    things: 'Lightstick Mic Stage Fancam Bangs Photocard',
    moves: 'Money Rockstar PointChoreo DanceBreak HairFlip',
    verbs: 'Dance Rap Sing',
    core: 'Bangs Lightstick Rockstar',
    names: 'MoneyChallenge RockstarChallenge LalisaChallenge DanceLikeLisa LisaRapRelay',
    also: 'lalisa',
  },
  jennie: {
    things: 'Lightstick Mic Stage Fancam Beret Photocard',
    moves: 'Solo Mantra PointChoreo Rap HairFlip',
    verbs: 'Sing Rap Dance',
    core: 'Beret Solo Mantra',
    names: 'SoloChallenge MantraChallenge LikeJennieChallenge YouAndMeChallenge RapLikeJennie',
  },
  jisoo: {
    things: 'Flowers Lightstick Mic Stage Petals Photocard',
    moves: 'Flower PointChoreo Chorus Harmony DanceBreak',
    verbs: 'Sing Dance',
    core: 'Flowers Petals Flower',
    names: 'FlowerChallenge JisooFlowerCover PetalsFallChallenge SingLikeJisoo JisooDanceBreak',
  },
  'selena gomez': {
    things: 'Mic Piano Stage Makeup Lyrics Guitar',
    moves: 'CalmDown LoseYouToLoveMe Duet Harmony Ballad',
    verbs: 'Sing Hum',
    core: 'Makeup CalmDown LoseYouToLoveMe',
    names: 'CalmDownChallenge LoseYouToLoveMeCover SelenaSingalong CalmDownDuet SingLikeSelena',
    also: 'selena',
  },
  'katy perry': {
    things: 'Mic Sequins Fireworks Candy Stage Wig',
    moves: 'Roar Firework Singalong Belt Chorus',
    verbs: 'Roar Sing Belt',
    core: 'Sequins Wig Roar',
    names:
      'RoarChallenge KatyPerrySingalong TeenageDreamCover CaliforniaGurlsChallenge DarkHorseChallenge',
    also: 'katy',
  },
  'post malone': {
    things: 'Guitar Mic CowboyHat Stage Headphones',
    moves: 'Sunflower Circles Congratulations Singalong Acoustic',
    verbs: 'Sing Strum',
    core: 'CowboyHat Sunflower Circles',
    names: 'SunflowerChallenge CirclesCover PostyCountryCover SunflowerDuet PostMaloneKaraoke',
    also: 'posty',
  },
  'karol g': {
    things: 'BlueHair Mic Stage Speaker Sunglasses',
    moves: 'Tusa Provenza Bichota Reggaeton Perreo',
    verbs: 'Sing Dance Sway',
    core: 'BlueHair Tusa Provenza',
    names: 'TusaChallenge ProvenzaChallenge KarolGKaraoke KarolGDanceAlong SingLikeKarolG',
    spelled: 'KarolG',
  },
  'j balvin': {
    things: 'Colors Mic Stage Sunglasses Speaker',
    moves: 'MiGente Reggaeton Chorus Hook Drop',
    verbs: 'Sing Dance Bounce',
    core: 'Colors MiGente Bounce',
    names: 'MiGenteChallenge ReggaetonRemix AyVamosChallenge DanceLikeJBalvin JBalvinKaraoke',
    spelled: 'JBalvin',
  },
  'nicki minaj': {
    things: 'Mic Wig Stage Pink Barbie',
    moves: 'SuperBass Starships Rap Verse Flow',
    verbs: 'Rap Sing',
    core: 'Pink Wig SuperBass',
    names: 'SuperBassChallenge StarshipsSingalong SuperBassVerse RapLikeNicki NickiMinajKaraoke',
    also: 'nicki',
  },
  madonna: {
    things: 'Mic Headset Lace Crucifix Stage DiscoBall',
    moves: 'Vogue LikeAPrayer MaterialGirl HollidayDance',
    verbs: 'Vogue Strike Sing',
    core: 'Headset Vogue MaterialGirl',
    names: 'VogueChallenge MaterialGirlCover VogueStrikeAPose LikeAPrayerChoir MadonnaKaraoke',
  },
  'charli xcx': {
    things: 'Green Sunglasses Mic Club Laptop Apple',
    moves: 'AppleDance VonDutch Remix BratDance',
    verbs: 'Dance Sing Bop',
    core: 'Green BratDance AppleDance',
    names:
      'AppleDanceChallenge CharliXCX360Challenge MakeYourBratCover VonDutchStrut BratDanceChallenge',
    spelled: 'CharliXCX',
  },
  'zach bryan': {
    things: 'Guitar Porch Truck Campfire Mic Boots',
    moves: 'Singalong Acoustic Strum Chorus Harmony',
    verbs: 'Strum Sing',
    core: 'Guitar Porch Strum',
    names:
      'SomethingInTheOrangeCover ZachBryanSingalong ZachBryanAcoustic ZachBryanOneTake ZachBryanLyricRelay',
  },
  'morgan wallen': {
    things: 'Guitar Truck Boots CowboyHat Stage',
    moves: 'LastNight Singalong Acoustic Chorus Strum',
    verbs: 'Sing Strum',
    core: 'Truck CowboyHat LastNight',
    names:
      'LastNightSingalong MorganWallenCover MorganWallenDuet MorganWallenKaraoke WallenAcousticCover',
  },
  'luke combs': {
    things: 'Guitar Truck Boots Porch Stage Mic',
    moves: 'FastCar BeautifulCrazy Singalong Acoustic',
    verbs: 'Sing Strum',
    core: 'Truck Boots FastCar',
    names: 'FastCarCover BeautifulCrazyDuet LukeCombsSingalong FastCarDuet LukeCombsKaraoke',
  },
  'shania twain': {
    things: 'Mic CowboyHat Leopard TopHat Boots Stage',
    moves: 'LetsGoGirls Singalong Chorus Duet',
    verbs: 'Sing Strut',
    core: 'Leopard CowboyHat LetsGoGirls',
    names:
      'LetsGoGirlsChallenge ShaniaKaraoke ThatDontImpressMeMuch YoureStillTheOneDuet ShaniaTwangChallenge',
    also: 'shania',
  },
  'sam smith': {
    things: 'Mic Piano Stage Sequins Spotlight',
    moves: 'StayWithMe Falsetto Ballad HighNote Harmony',
    verbs: 'Sing Belt',
    core: 'Sequins StayWithMe Falsetto',
    names: 'StayWithMeCover FalsettoChallenge SamSmithSingalong StayWithMeChoir SamSmithKaraoke',
  },
  'lil nas x': {
    things: 'CowboyHat Horse Boots Guitar Mic Tractor',
    moves: 'OldTownRoad Yeehaw Singalong Remix',
    verbs: 'Ride Sing Rap',
    core: 'CowboyHat Horse OldTownRoad',
    names:
      'YeehawChallenge OldTownRoadRemix OldTownRoadSingalong IndustryBabyChallenge LilNasXKaraoke',
    spelled: 'LilNasX',
  },
} as const satisfies KeywordEntries;
