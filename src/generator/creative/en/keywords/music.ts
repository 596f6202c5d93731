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
    scenes: 'GuitarSolo AirGuitar',
    names:
      'OneHandGuitar WonderwallChallenge FirstRiffIEverLearned GuitarInEveryGenre AirGuitarChallenge 100DaysOfGuitar GuessTheRiff OneStringGuitar FingerpickingFriday GuitarRiffRelay',
    also: 'acousticguitar electricguitar guitarist guitarlesson guitarsolo guitarcover',
  },
  piano: {
    things: 'Keys Pedal SheetMusic Keyboard Bench Stool',
    moves: 'Chopsticks FurElise HeartAndSoul MoonlightSonata Boogie',
    verbs: 'Play Jam',
    core: 'Keys SheetMusic FurElise',
    scenes: 'PianoRecital GrandPiano FurElise',
    names:
      'OneHandPiano ChopsticksDuet TwoFingerPiano FurEliseChallenge PianoByEarChallenge 88KeysChallenge BlindfoldPiano 100DaysOfPiano GuessThePianoIntro ToyPianoCover',
    also: 'pianist pianolesson pianocover',
  },
  drum: {
    things: 'Sticks Snare Cymbal HiHat Kit Pedal Metronome',
    moves: 'InTheAirTonight WeWillRockYou StickTrick',
    verbs: 'Tap Jam Groove',
    core: 'Sticks Snare Cymbal',
    scenes: 'Drumroll DrumSolo DrumCircle',
    names:
      'InTheAirTonightFill DrumrollPlease DrumOnAnything StickTrickChallenge OneHandDrumming DrumCoverChallenge DrumFillRelay NameThatDrumbeat 100DaysOfDrums',
    also: 'drumming drummer drumkit drumsolo drumcover drumfill',
  },
  singing: {
    things: 'Mic Hairbrush Lyrics Headphones Shower Stage',
    moves: 'HighNote WhistleNote Harmony Riff',
    verbs: 'Sing Belt Hum Harmonize',
    core: 'Mic HighNote Sing',
    scenes: 'Singalong ShowerConcert',
    names:
      'SingInTheShower HitThatHighNote OneBreathChorus HairbrushMicChallenge SingItBack SingEverySentence SingInAnotherGenre 100DaysOfSinging HarmonizeWithMe WhistleNoteChallenge',
    also: 'singer vocals vocal sing singinglesson vocallesson',
  },
  karaoke: {
    things: 'Mic Lyrics Tambourine Spotlight Screen Playlist',
    moves: 'PowerBallad Duet HighNote KeyChange Rap Encore',
    verbs: 'Sing Belt Rap',
    core: 'Mic Lyrics Sing',
    scenes: 'KaraokeNight',
    names:
      'KaraokeNoLyrics KaraokeWithoutLaughing KaraokeSongTheyPick KaraokeOneWordEach HitTheKeyChange KaraokeScoreBattle FinishMyKaraoke KaraokeDuetSwapParts PowerBalladKaraoke',
  },
  violin: {
    things: 'Bow Rosin Strings ChinRest Tuner Orchestra',
    moves: 'FourSeasons Twinkle CanonInD Jig',
    verbs: 'Play Pluck Fiddle',
    core: 'Strings Bow Fiddle',
    scenes: 'ViolinRecital StringQuartet',
    names:
      'FourSeasonsChallenge FiddleThatJig OneStringViolin ViolinCoverOfPop GuessTheViolinTune 100DaysOfViolin ViolinDuetWithMe PizzicatoOnlyChallenge',
    also: 'fiddle violinist',
  },
  ukulele: {
    things: 'Strings Capo Tuner Strap Songbook Beach Uke',
    moves: 'Riptide OverTheRainbow HeySoulSister IslandStrum',
    verbs: 'Strum Pluck Sing',
    core: 'Uke Strings Strum',
    names:
      'RiptideChallenge FourChordChallenge UkuleleBirthdaySerenade UkuleleCoverOfPop StrumMySongBack 30DaysOfUkulele OverTheRainbowUke UkuleleDuetWithMe',
    also: 'uke',
  },
  bass: {
    things: 'Amp Strings Pick Headphones Fretboard Pedal',
    moves: 'SevenNationArmy Pop Slap Groove',
    verbs: 'Slap Groove Pluck Jam',
    core: 'Strings Amp Groove',
    scenes: 'SlapBass Bassline',
    names:
      'SlapBassChallenge BassOnlyCover SevenNationArmyRiff FindTheBassline 100DaysOfBass GuessTheSongByBass BassFaceChallenge BasslineRelay',
    also: 'bassist bassguitar slapbass',
  },
  rap: {
    things: 'Mic Beat Notebook Booth Rhyme Bars',
    moves: 'Freestyle Punchline DoubleTime Flow',
    verbs: 'Rhyme Freestyle Bounce',
    core: 'Mic Beat Rhyme Freestyle',
    scenes: 'RapBattle MicDrop',
    names:
      'FinishMyBars FastRapChallenge FreestyleFriday RapAboutYourDay ThreeWordFreestyle RapYourGroceryList RapCypherRelay RapItInOneTake DoubleTimeChallenge',
    also: 'rapping rapper rapbattle freestylerap',
    verb: true,
  },
  beatbox: {
    things: 'Mic LoopStation Headphones Speaker Stage',
    moves: 'BootsAndCats Kick Snare HiHat LipRoll',
    verbs: 'Loop Play',
    core: 'Mic BootsAndCats Loop',
    scenes: 'BootsAndCats BeatboxBattle',
    names:
      'BootsAndCatsChallenge ThisIsAllMouth BeatboxBattle BeatboxTheRingtone BeatboxYourName LipRollChallenge BeatboxAndSing 100DaysOfBeatbox',
    also: 'beatboxing beatboxer',
    verb: true,
  },
  cello: {
    things: 'Bow Rosin Strings Endpin Chair Orchestra',
    moves: 'BachPrelude Bassline Vibrato Pizzicato',
    verbs: 'Play Pluck Hum',
    core: 'Bow Strings',
    scenes: 'CelloSuite StringQuartet',
    names:
      'BachPreludeChallenge JawsOnCello CelloSoundEffects CelloCoverOfPop GuessTheCelloSong CelloDuetWithMe 100DaysOfCello PluckOnlyCello',
    also: 'cellist',
  },
  flute: {
    things: 'Headjoint Keys Case Piccolo Band Orchestra Melody',
    moves: 'HotCrossBuns FlutterTongue Trill Vibrato',
    verbs: 'Play Beatbox',
    core: 'Melody Trill',
    scenes: 'FluteSolo',
    names:
      'FluteBeatboxChallenge HotCrossBunsChallenge FluteBirdsongChallenge FluteCoverOfPop GuessTheFluteSong OneBreathFlute FluteDuetWithMe 100DaysOfFlute',
    also: 'flutist flautist',
  },
  saxophone: {
    things: 'Reed Mouthpiece Neckstrap Keys Bell Ligature Sax',
    moves: 'CarelessWhisper Solo Riff Growl',
    verbs: 'Play Jam',
    core: 'Sax Solo CarelessWhisper',
    scenes: 'SaxSolo SmoothJazz',
    names:
      'CarelessWhisperChallenge SaxItUp AddSaxToAnySong SaxophonePopCover SaxSoloChallenge 100DaysOfSax GuessTheSaxSong SaxophoneDuetWithMe',
    also: 'sax',
  },
  trumpet: {
    things: 'Valves Mouthpiece Mute Bell Band Stand',
    moves: 'HighNote Fanfare Reveille LipTrill',
    verbs: 'Play Hum',
    core: 'Valves Fanfare HighNote',
    scenes: 'Fanfare',
    names:
      'HitTheHighC FanfareChallenge TrumpetYourEntrance TrumpetPopCover TrumpetWakeUpCall HoldThatTrumpetNote GuessTheTrumpetSong 100DaysOfTrumpet',
  },
  harmonica: {
    things: 'Pocket Reeds Campfire Porch Blues Train',
    moves: 'TrainWhistle Chug Bend Riff',
    verbs: 'Play Hum',
    core: 'Blues Pocket TrainWhistle',
    names:
      'HarmonicaTrainSound HarmonicaPopCover HarmonicaBluesChallenge PocketHarmonicaJam HarmonicaEchoMe GuessTheHarmonicaSong HarmonicaDuetWithMe BendThatBluesNote',
  },
  kalimba: {
    things: 'Tines Thumbs Blanket Candle Tuner Wood ThumbPiano',
    moves: 'Lullaby Melody Glissando Chord',
    verbs: 'Pluck Play',
    core: 'ThumbPiano Melody Pluck',
    names:
      'KalimbaCoverChallenge GuessMyKalimbaSong ThumbPianoLullaby KalimbaGameTheme KalimbaLofiLoop KalimbaBirthdaySong KalimbaDuetWithMe FirstKalimbaSong',
    also: 'thumbpiano',
  },
  recorder: {
    things: 'Classroom FingerChart Songbook Case Teacher',
    moves: 'HotCrossBuns MaryHadALittleLamb MyHeartWillGoOn Squeak Scale',
    verbs: 'Play Hum',
    core: 'HotCrossBuns Squeak Classroom',
    names:
      'MyHeartWillGoOnRecorder HotCrossBunsChallenge TwoRecordersAtOnce WorstRecorderCover RecorderRemix RecorderEchoGame NoSqueakRecorder RecorderOneNoteSong',
  },
  choir: {
    things: 'Robes SheetMusic Risers Hymnal Director',
    moves: 'Carol Anthem Harmony Round Hymn',
    verbs: 'Sing Harmonize Hum',
    core: 'Robes Harmony Sing',
    scenes: 'ChoirPractice',
    names:
      'ChoirOfOne JoinMyVirtualChoir ChoirHarmonyChallenge ChoirPopCover OneNoteEachChoir ChoirWarmUpRelay RowYourBoatRound ChoirFlashmob',
  },
  'a cappella': {
    things: 'Mic PitchPipe Stage Riser Group',
    moves: 'RiffOff Bassline Medley Harmony Blend',
    verbs: 'Sing Harmonize Hum',
    core: 'Harmony Mic Sing',
    names:
      'ACappellaRiffOff ACappellaOfOne StackYourHarmonies ACappellaMashup VoicesOnlyCover ACappellaRingtone PitchPerfectChallenge ACappellaFamilyBand',
    also: 'acapella',
  },
  opera: {
    things: 'Stage Gown Balcony Orchestra Chandelier',
    moves: 'HighNote Aria Encore Vibrato Trill',
    verbs: 'Sing Belt Hum',
    core: 'HighNote Aria Sing',
    scenes: 'Aria OperaHouse',
    names:
      'SayItInOpera OperaButMakeItPop HoldTheOperaNote QueenOfTheNightChallenge NessunDormaChallenge OperaInTheShower OperaDuetWithMe OperaForMyPet',
    also: 'operasinger',
  },
  orchestra: {
    things: 'Baton Strings Timpani Podium Score Brass',
    moves: 'Crescendo Overture Finale Fanfare',
    verbs: 'Conduct Play Hum',
    core: 'Baton Strings Conduct',
    scenes: 'ConcertHall OrchestraPit',
    names:
      'BeTheConductor KitchenOrchestra OnePersonOrchestra GuessTheOrchestraSong OrchestraPopCover OrchestraMovieTheme CrescendoChallenge NameThatInstrument',
    also: 'symphony',
  },
  band: {
    things: 'Amp Drumkit Setlist Garage Van Merch',
    moves: 'Jam Encore Cover Soundcheck',
    verbs: 'Jam Rock Play',
    core: 'Amp Drumkit Jam',
    scenes: 'BandPractice Soundcheck',
    names:
      'JoinMyBand NameMyBand OnePersonBand StartABand FamilyBandCover BandSwapInstruments PotsAndPansBand BandPracticeBlooper',
  },
  jazz: {
    things: 'Saxophone Trumpet Piano UprightBass Vinyl Fedora',
    moves: 'FlyMeToTheMoon TakeFive Scat Swing',
    verbs: 'Scat Swing Jam',
    core: 'Saxophone Trumpet Swing',
    scenes: 'JazzClub Speakeasy',
    names:
      'ScatChallenge JazzItUp JazzUpYourRingtone JazzNurseryRhyme JazzImprovRelay ScatYourName FlyMeToTheMoonDuet JazzBandOfOne',
  },
  rock: {
    things: 'Amp Guitar Drumkit Leather Mic Vinyl',
    moves: 'AirGuitar PowerChord KneeSlide Encore',
    verbs: 'Shred Jam Headbang Strum',
    core: 'Guitar AirGuitar Shred',
    scenes: 'RockStar AirGuitar',
    names:
      'AirGuitarFaceOff MakeItRock SteeringWheelDrumSolo KitchenRockBand ThreeChordRockSong RockStarPoseOff PassTheRiffRelay WeWillRockYouStomp',
    also: 'rocknroll rockandroll',
  },
  metal: {
    things: 'Amp Leather Patches Drumkit Pedal',
    moves: 'Headbang Riff Breakdown Growl Solo',
    verbs: 'Headbang Shred Growl',
    core: 'Amp Headbang Riff',
    scenes: 'MoshPit',
    names:
      'MetalButMakeItCute MetalLullaby MetalVersionChallenge MetalRiffRelay MetalBreakdownDrop MetalBirthdaySong MetalOnAKazoo AirDrumToMetal',
    also: 'heavymetal',
  },
  country: {
    things: 'CowboyHat Boots Banjo Fiddle Pickup Porch',
    moves: 'TwoStep Yodel Twang Ballad',
    verbs: 'Sing Strum Yodel Stomp',
    core: 'CowboyHat Boots Twang',
    scenes: 'Honkytonk Nashville Hoedown',
    names:
      'YourDayAsACountrySong YeehawChallenge CountryRoadsSingalong MakeItCountry CountryHarmonyWithMe CountrySongForMyPet ThreeChordsAndTruth CountryTwangChallenge',
  },
  pop: {
    things: 'Mic Headset Glitter Playlist Radio Stage',
    moves: 'KeyChange Choreo Chorus Hook',
    verbs: 'Sing Belt Dance',
    core: 'Mic Radio Chorus',
    scenes: 'PopStar Top40',
    names:
      'GuessThePopSongIntro PopSongInMinorKey WriteAPopHook PopChorusRelay NailThePopKeyChange PopSongMashup FourChordPopMedley PopHitOnAKazoo',
  },
  rnb: {
    things: 'Mic Vinyl Candles Mixtape Radio Studio',
    moves: 'SlowJam Riff Run Falsetto',
    verbs: 'Sing Riff Harmonize',
    core: 'Mic SlowJam Riff',
    scenes: 'SlowJam',
    names:
      'RunsAndRiffs RnBVersionChallenge SlowJamSerenade RnBFalsettoFriday RnBHarmonyStack ThrowbackRnBSingalong RnBNurseryRhyme RnBRunRelay',
    also: 'randb',
    spelled: 'RnB',
  },
  edm: {
    things: 'Headphones Synth Laptop Controller Lasers Subwoofer',
    moves: 'Remix Mashup Drop Buildup',
    verbs: 'Mix Loop',
    core: 'Synth Lasers Drop',
    scenes: 'Rave BassDrop',
    names:
      'WaitForTheDrop BassBoostChallenge MakeAnEDMBeat KitchenUtensilRemix EDMYourAlarmClock EDMWithYourVoice EDMBuildUpFreeze EDMPopMashup',
    spelled: 'EDM',
  },
  dj: {
    things: 'Turntables Headphones Mixer Vinyl Controller Decks',
    moves: 'Scratch Mashup Transition Drop',
    verbs: 'Scratch Mix',
    core: 'Turntables Scratch Mix',
    scenes: 'DJSet DJBooth',
    names:
      'ScratchChallenge BlendTheUnblendable DJTransitionChallenge DJSetInTenMinutes DJBeatmatchByEar NoHeadphonesDJ DJTakesRequests DJSpinTheDecades',
    also: 'deejay djing djset djmix',
    spelled: 'DJ',
  },
  lofi: {
    things: 'Headphones Vinyl Cassette Lamp Rain Window',
    moves: 'Beat Loop Sample Chord',
    verbs: 'Chill Loop',
    core: 'Headphones Rain Chill',
    scenes: 'StudyBeats',
    names:
      'MakeItLofi LofiFromRainSounds LofiBeatInAnHour LofiStudyWithMe LofiGameTheme LofiNurseryRhyme LofiBeatRelay LofiCassetteLoop',
    also: 'lowfi',
  },
  classical: {
    things: 'Piano Violin Baton Score Tuxedo ConcertHall',
    moves: 'Symphony Sonata Concerto Etude Overture Prelude',
    verbs: 'Play Conduct Hum',
    core: 'Piano Violin Symphony',
    scenes: 'ConcertHall Symphony',
    names:
      'ClassicalButMakeItPop GuessTheComposer ClassicalOnAKazoo HumThatSymphony ClassicalRemix ClassicalCoverOfPop ClassicalForMyPlants AirConductingChallenge',
  },
  blues: {
    things: 'Harmonica Guitar Slide Porch Bottleneck',
    moves: 'TwelveBar Shuffle Bend Lick Turnaround',
    verbs: 'Jam Play',
    core: 'Harmonica Guitar Jam',
    scenes: 'JukeJoint',
    names:
      'TwelveBarChallenge BluesItUp SingYourChoreBlues BluesLickRelay MondayMorningBlues BluesHarmonicaJam ThreeNoteBlues BluesCallAndResponse',
  },
  reggae: {
    things: 'Speaker Hammock Flag Beach Riddim',
    moves: 'OneDrop Bassline Chant Offbeat Riff',
    verbs: 'Sway Chill Jam',
    core: 'Beach Hammock Sway',
    scenes: 'Jamaica',
    names:
      'MakeItReggae ReggaeCoverChallenge ReggaeBirthdaySong SwayToTheOffbeat ReggaeBasslineJam ReggaeHarmonyTrio ReggaeNurseryRhyme ReggaeYourRingtone',
  },
  'pop punk': {
    things: 'Vans Skateboard Patches Amp Garage Eyeliner',
    moves: 'PowerChord Pogo Downstroke Breakdown',
    verbs: 'Shout Jam',
    core: 'Skateboard Eyeliner PowerChord',
    scenes: 'WarpedTour',
    names:
      'PopPunkCoverChallenge PopPunkScreamAlong PopPunkChoresAnthem PopPunkThemeSong PogoToTheChorus PopPunkDadBand PopPunkThenVsNow PopPunkBridgeRelay',
  },
  gospel: {
    things: 'Robes Tambourine Organ Hymnal Pews Choir',
    moves: 'Hymn Harmony Praise Run',
    verbs: 'Praise Sing Clap',
    core: 'Choir Tambourine Praise',
    scenes: 'SundayService ChurchChoir',
    names:
      'GospelRunChallenge SundayChoirSingalong MakeItGospel GospelClapAlong GospelChoirOfOne GospelHarmonyStack GospelOrganJam GospelKeyChange',
  },
  'taylor swift': {
    things: 'Bracelets Cardigan Guitar Sequins Piano Vault EasterEgg',
    moves: 'ShakeItOff LoveStory SurpriseSong KeyChange Mashup',
    verbs: 'Sing Strum Dance',
    core: 'Bracelets Cardigan ShakeItOff',
    scenes: 'ErasTour TaylorsVersion Swiftie',
    names:
      'ShakeItOffChallenge SwiftieSingalong FriendshipBraceletSwap SwiftEasterEggHunt ErasTourChallenge TaylorSwiftBridgeRelay LoveStoryKeyChange GuessTheTaylorSong SwiftieSurpriseSong',
    also: 'taylor swiftie',
  },
  beyonce: {
    things: 'Mic CowboyHat Sequins WindMachine Disco',
    moves: 'SingleLadies CrazyInLove Choreo HairFlip Belt',
    verbs: 'Belt Strut Sing',
    core: 'SingleLadies WindMachine HairFlip',
    scenes: 'Beyhive SingleLadies',
    names:
      'SingleLadiesChallenge SingLikeBeyonce CrazyInLoveHorns BeyonceHaloCover BeyonceFormationLine BeyonceBeltOff BeyonceWindMachine CowboyCarterChallenge',
    also: 'queenbey',
  },
  blackpink: {
    things: 'Lightstick Hammerbong Fancam Stage Photocard Pink',
    moves: 'HowYouLikeThat DDUDU PointChoreo HairFlip DanceBreak',
    verbs: 'Sing Dance',
    core: 'Pink Lightstick HowYouLikeThat',
    names:
      'HowYouLikeThatChallenge BlackpinkInYourArea BlackpinkSingalong BlackpinkDanceCover PinkVenomChallenge BlackpinkLightstickWave GuessTheBlackpinkSong BlackpinkRapRelay',
  },
  'ariana grande': {
    things: 'Ponytail Mic CatEars Glitter Cloud',
    moves: 'WhistleNote HighNote Riff Run Harmony',
    verbs: 'Sing Belt Riff',
    core: 'Ponytail CatEars WhistleNote',
    scenes: 'ThankUNext 7Rings',
    names:
      'ThankUNextChallenge ArianaWhistleNote 7RingsChallenge ArianaPonytailFlip ArianaRiffRelay ArianaHarmonyStack SingLikeAriana GuessTheArianaSong',
    also: 'ariana',
  },
  'billie eilish': {
    things: 'Hoodie Headphones Mic Piano Bedroom',
    moves: 'BirdsOfAFeather Whisper Harmony Falsetto Ballad',
    verbs: 'Whisper Hum Sing',
    core: 'Hoodie Whisper BirdsOfAFeather',
    scenes: 'OceanEyes',
    names:
      'BirdsOfAFeatherCover DuhChallenge WhisperLikeBillie BillieFalsettoCheck OceanEyesHarmony BillieEilishCover GuessTheBillieSong BillieKaraoke',
    also: 'billie',
  },
  'olivia rodrigo': {
    things: 'Guitar Piano Mic Diary Butterflies Purple',
    moves: 'DriversLicense GoodForYou Bridge Belt Ballad',
    verbs: 'Belt Sing Strum',
    core: 'Purple DriversLicense GoodForYou',
    names:
      'DriversLicenseBridge GoodForYouChallenge VampireChallenge OliviaRodrigoSingalong BeltLikeOlivia OliviaPianoCover GuessTheOliviaSong OliviaRodrigoKaraoke',
    also: 'olivia',
  },
  'sabrina carpenter': {
    things: 'Espresso Mic Sequins Bow Heart',
    moves: 'Espresso Choreo HairFlip Pose Wink Chorus',
    verbs: 'Sing Strut',
    core: 'Sequins Bow Wink',
    names:
      'EspressoChallenge ShortNSweetChallenge SabrinaSingalong SingLikeSabrina SabrinaHairFlip GuessTheSabrinaSong SabrinaAcousticCover SabrinaHarmonyStack',
    also: 'sabrina',
  },
  bagpipe: {
    things: 'Kilt Drones Chanter Tartan Bag Highlands',
    moves: 'AmazingGrace Reel March Jig Lament',
    verbs: 'Play Hum',
    core: 'Kilt Tartan AmazingGrace',
    scenes: 'HighlandGames',
    names:
      'BagpipePopCover AmazingGraceOnBagpipes BagpipeBirthdaySong BagpipeMovieTheme BagpipeWakeUpCall BagpipeMetalCover GuessTheBagpipeSong FirstTryOnBagpipes',
    also: 'bagpiper',
  },
  accordion: {
    things: 'Bellows Keys Buttons Straps Cafe Paris',
    moves: 'Polka Waltz Tango Musette Vamp',
    verbs: 'Play Sway',
    core: 'Bellows Polka',
    scenes: 'PolkaParty',
    names:
      'SqueezeboxChallenge AccordionSeaShanty AccordionPopCover AccordionPolkaParty AccordionGameTheme SqueezeAndSing GuessTheAccordionSong AccordionMetalCover',
    also: 'squeezebox',
  },
  banjo: {
    things: 'Picks Porch Capo Resonator Rocker',
    moves: 'FoggyMountain Clawhammer Roll Breakdown Lick',
    verbs: 'Pick Pluck Strum',
    core: 'Porch Picks Pluck',
    scenes: 'DuelingBanjos Hoedown',
    names:
      'DuelingBanjosChallenge BanjoPopCover BanjoRollChallenge CopyMyBanjoLick BanjoYourRingtone BanjoMetalCover GuessTheBanjoSong BanjoSpeedRun',
  },
  mandolin: {
    things: 'Pick Strings Frets Porch Case',
    moves: 'Tremolo Chop Lick Breakdown Trill',
    verbs: 'Pick Strum',
    core: 'Strings Porch Strum',
    names:
      'MandolinTremoloChallenge MandolinPopCover MandolinSerenade GuessTheMandolinSong MandolinSpeedPick MandolinChopRelay MandolinMovieTheme MandolinDuetWithMe',
  },
  harp: {
    things: 'Strings Pedals Lever Cloud Gown',
    moves: 'Lullaby Glissando Arpeggio Harmonic Roll',
    verbs: 'Pluck Strum',
    core: 'Strings Cloud Pluck',
    names:
      'HarpDreamTransition HarpDisneyMedley HarpVsPianoSameSong HarpPopCover HarpMetalCover HarpLullaby GuessTheHarpSong HarpGameTheme',
    also: 'harpist',
  },
  xylophone: {
    things: 'Mallets Bars Frame Stand Classroom',
    moves: 'OldPhoneRingtone Melody Roll Scale Glissando',
    verbs: 'Tap Play',
    core: 'Mallets Melody Tap',
    names:
      'RingtoneOnXylophone XylophonePopCover GuessTheXylophoneTune ToyXylophoneCover XylophoneScaleRun XylophoneMovieTheme XylophoneDuetWithMe XylophoneWakeUpSong',
    also: 'glockenspiel',
  },
  tambourine: {
    things: 'Jingles Ribbons Choir Band Stage',
    moves: 'ThumbRoll Shake Jingle Smack Hit',
    verbs: 'Shake Tap Jingle',
    core: 'Jingles Ribbons Shake',
    names:
      'AddTambourineToAnySong TambourineThumbRoll TambourineHero TambourineSingalong TambourineOnTheBackbeat FamilyTambourineJam TambourineRibbonShake TambourineRelay',
  },
  cowbell: {
    things: 'Stick Drumkit Studio Barn Farm Band',
    moves: 'Groove Offbeat Clank Fill',
    verbs: 'Tap Play',
    core: 'Farm Clank Groove',
    scenes: 'MoreCowbell',
    names:
      'NeedsMoreCowbell AddCowbellToAnySong CowbellCountIn CowbellOnTheOffbeat CowbellPhonkDrop CowbellSolo KitchenPotCowbell CowbellRelay',
  },
  djembe: {
    things: 'Drumhead Rope Campfire Beach Circle',
    moves: 'Rhythm Slap Tone Bass Roll',
    verbs: 'Drum Slap Tap',
    core: 'Drumhead Rhythm Drum',
    scenes: 'DrumCircle',
    names:
      'DjembeCallAndResponse DjembeRhythmRelay JoinTheDrumCircle DjembeBeatChallenge DjembePopCover DjembeSpeedUp FirstDjembeRhythm DjembeAndSing',
  },
  handpan: {
    things: 'Dome Case Beach Sunset Forest Tunnel',
    moves: 'Melody Groove GhostNote Roll',
    verbs: 'Tap Drum Play',
    core: 'Dome Melody Tap',
    names:
      'HandpanInATunnel GuessTheHandpanSong HandpanImprovChallenge HandpanPopCover HandpanOneTake HandpanLullaby FirstTimeOnHandpan HandpanCallAndResponse',
    also: 'hangdrum',
  },
  ocarina: {
    things: 'Clay Pocket Necklace Forest Cave',
    moves: 'ZeldasLullaby SongOfStorms Lullaby Melody Trill',
    verbs: 'Play Whistle',
    core: 'Clay Melody Whistle',
    scenes: 'ZeldasLullaby',
    names:
      'SongOfStormsChallenge OcarinaGameTheme OcarinaPopCover OcarinaInACave GuessTheOcarinaSong OcarinaLullaby OcarinaBirdcall FirstOcarinaSong',
  },
  clarinet: {
    things: 'Reed Mouthpiece Barrel Bell Band',
    moves: 'RhapsodyInBlue Glissando Squeak Trill Solo',
    verbs: 'Play Hum',
    core: 'Reed Squeak',
    names:
      'SqueakFreeChallenge ClarinetPopCover ClarinetAnimalSounds ClarinetJazzSolo ClarinetDuetWithMe ClarinetMovieTheme GuessTheClarinetSong 100DaysOfClarinet',
  },
  trombone: {
    things: 'Slide Mouthpiece Mute Bell Case',
    moves: 'WahWahWah Fanfare Glissando Smear Solo',
    verbs: 'Play Hum',
    core: 'Slide WahWahWah',
    scenes: 'SadTrombone WahWahWah',
    names:
      'SadTromboneChallenge TromboneSlideChallenge TrombonePopCover TromboneJazzSolo TromboneSoundEffects TromboneMovieTheme GuessTheTromboneSong TromboneDuetWithMe',
  },
  tuba: {
    things: 'Mouthpiece Valves Bell Sousaphone Polka',
    moves: 'Oompah Bassline Fanfare March Solo',
    verbs: 'Play Hum',
    core: 'Oompah Polka Bassline',
    scenes: 'OompahBand',
    names:
      'OompahChallenge TubaPopCover TubaBassDrop TubaPolkaParty TubaMovieTheme TubaLullaby GuessTheTubaSong SousaphoneStrut',
  },
  'marching band': {
    things: 'Drumline Plume Uniform Baton Shako Field',
    moves: 'Fanfare Halftime Formation Cadence',
    verbs: 'Play Drum',
    core: 'Drumline Halftime Uniform',
    scenes: 'Drumline HalftimeShow',
    names:
      'KitchenMarchingBand DrumlineBattle MarchInStepChallenge MarchingBandPopCover MarchingBandRollCall HalftimeShowAtHome MarchingBandThrowback MarchingBandHighStep',
    also: 'drumline bandkid',
  },
  'bucket drum': {
    things: 'Bucket Sticks Lid Pot Subway',
    moves: 'StickFlip Rimshot Roll Fill Groove',
    verbs: 'Drum Tap',
    core: 'Bucket Sticks Drum',
    scenes: 'BucketBeats',
    names:
      'BucketDrumCover BucketDrumDoubleTime BucketDrumBattle BucketDrumStickFlip PotsAndPansBeat BucketBeatsRelay FirstBucketBeat BucketDrumEchoGame',
    also: 'bucketdrumming',
  },
  'cup song': {
    things: 'Cup Table Classroom Lunch Friends',
    moves: 'CupFlip Clap Tap Pass Slam',
    verbs: 'Clap Tap',
    core: 'Cup CupFlip Clap',
    names:
      'CupsChallenge CupSongRelay CupSongSpeedUp LearnTheCupSong CupSongOneHand CupSongToAnyTune CupSongDuet CupSongInSync',
  },
  whistling: {
    things: 'Fingers Birds Lips Porch Tune',
    moves: 'FingerWhistle Birdcall Melody Trill Warble',
    verbs: 'Whistle Hum',
    core: 'Tune Birdcall Whistle',
    names:
      'FingerWhistleChallenge WhistleThatTune GuessMyWhistle BirdcallWhistleOff WhistleYourRingtone WhistlingRelay WhistleHarmonyDuet CanYouWhistleThis',
    also: 'whistle',
  },
  humming: {
    things: 'Car Shower Headphones Earworm Radio',
    moves: 'Melody Tune Intro Hook Chorus',
    verbs: 'Hum Sing',
    core: 'Earworm Tune Hum',
    scenes: 'Earworm',
    names:
      'HumItAndIllGuess HumTheIntro HumInHarmony HumAlongRelay HumYourEarworm HumTheBassline HumAMovieTheme HummingDuet',
    also: 'hum',
  },
  'high note': {
    things: 'Mic Stage Piano Crowd Ceiling',
    moves: 'WhistleNote Belt Falsetto Riff Vibrato',
    verbs: 'Belt Sing',
    core: 'Mic WhistleNote Belt',
    scenes: 'WhistleNote',
    names:
      'HitThatHighNote HighNoteLadder CanYouHitIt HighNoteRelay HighNoteHoldOff WhistleNoteAttempt OctaveUpChallenge FamilyHighNoteOff',
  },
  harmony: {
    things: 'Mic Choir Chord Trio Cousins',
    moves: 'Descant ThirdAbove Round Blend Unison',
    verbs: 'Harmonize Sing Hum',
    core: 'Choir Chord Harmonize',
    names:
      'AddAHarmony ThreePartHarmony FamilyHarmony HarmonizeWithMe HarmonyStackOfOne HarmonyRelay FindTheHarmony HarmonyFirstTry',
  },
  lyric: {
    things: 'Notebook Mic Playlist Caption Karaoke',
    moves: 'Verse Hook Chorus Rhyme Bridge',
    verbs: 'Sing Rhyme Write',
    core: 'Notebook Chorus Verse Sing',
    names:
      'FinishTheLyric MisheardLyrics LyricRelay EmojiLyricChallenge TalkInLyricsOnly ReadTheLyricsDramatically NameItFromOneLine LyricMemoryTest',
    also: 'finishthelyric songlyric',
  },
  songwriting: {
    things: 'Notebook Guitar Piano VoiceMemo Pen Capo',
    moves: 'Hook Chorus Verse Bridge',
    verbs: 'Write Rhyme Hum',
    core: 'Notebook Chorus Write',
    names:
      'SongFromAComment VoiceMemoToSong SongIn60Minutes SongwritingOneLineADay FinishMySong SongwritingRelay SongwritingFromAPhoto LoveSongForMyPet SongwritingThreeChords',
    also: 'songwriter',
  },
  'music theory': {
    things: 'Piano Metronome Staff Clef Notation',
    moves: 'Chord Scale Interval Mode Progression',
    verbs: 'Hum Play',
    core: 'Piano Chord Scale',
    scenes: 'MusicClass',
    names:
      'FourChordsEverySong MajorToMinorChallenge GuessTheChord MusicTheoryQuiz MusicTheoryIn60Seconds ModeSwapChallenge TheoryTuesday MusicTheoryRelay',
  },
  'perfect pitch': {
    things: 'Piano Keyboard Tuner Headphones Ear',
    moves: 'NoteGuess Interval Chord Scale Tone',
    verbs: 'Hum Sing',
    core: 'Ear Piano NoteGuess',
    names:
      'NameThatNote PerfectPitchTest PerfectPitchVsTuner SingMiddleCChallenge WhatKeyIsTheMicrowave PerfectPitchFamilyQuiz GuessTheChordBlind PerfectPitchOrNot',
    also: 'absolutepitch',
  },
  autotune: {
    things: 'Mic Laptop Plugin Studio Booth',
    moves: 'Warble Riff Run Hook Glide',
    verbs: 'Sing Warble',
    core: 'Mic Studio Warble',
    names:
      'AutotuneVsRaw NoAutotuneChallenge TalkInAutotune AutotuneYourPet AutotuneYourLaugh AutotuneKaraoke AutotuneDuet AutotuneLullaby',
  },
  acoustic: {
    things: 'Guitar Capo Stool Candle Campfire Mic',
    moves: 'Ballad Cover Strum Unplugged',
    verbs: 'Strum Pluck Sing Hum',
    core: 'Guitar Unplugged Strum',
    scenes: 'Unplugged',
    names:
      'UnplugYourFavSong AcousticVersionChallenge AcousticEDMCover OneTakeAcoustic CampfireSingalong StairwellEchoSession AcousticMashup AcousticDuetWithMe',
  },
  chiptune: {
    things: 'Gameboy Cartridge Console Arcade Synth EightBit',
    moves: 'BossTheme Theme Arpeggio Bleep Loop',
    verbs: 'Loop Play',
    core: 'EightBit Arcade Bleep',
    scenes: 'EightBit',
    names:
      'EightBitVersion MakeAChiptuneBeat ChiptuneLevelUpJingle ChiptuneBossTheme ChiptunePopCover ChiptuneYourRingtone ChiptuneLullaby ChiptuneGameOverSong',
    also: '8bit',
  },
  synth: {
    things: 'Knobs Keys Patch Sequencer Filter',
    moves: 'Bassline Arpeggio Pad Sweep Drop',
    verbs: 'Loop Play',
    core: 'Knobs Keys Bassline',
    scenes: 'Retrowave',
    names:
      'GuessTheSynthSound SynthThisSound Synth80sIntro SynthArpeggioJam SynthCoverChallenge SynthBasslineRelay SynthMovieTheme OneKnobChallenge',
    also: 'synthesizer',
  },
  '808': {
    things: 'Speaker Subwoofer Kick Trunk Beat',
    moves: 'BassDrop Slide Bounce Glide Pattern',
    verbs: 'Bounce Play',
    core: 'Subwoofer Beat BassDrop',
    names:
      'DropThe808 808SlideChallenge BassBoostedChallenge 808KitchenBeat BeatboxAn808 NameThat808 808PatternRelay 808InTheCar',
  },
  producer: {
    things: 'Laptop Headphones Sampler Controller Monitors Plugins',
    moves: 'Beat Sample Flip Drop',
    verbs: 'Mix Play',
    core: 'Laptop Beat Mix',
    scenes: 'StudioSession',
    names:
      'ProducerSampleFlip ProducerBeatBattle ProducerGenreFlip ProducerBeatIn10Min BeatFromKitchenSounds HumIntoABeat TradeBeatsChallenge ProducerFinishMyBeat',
    also: 'beatmaker musicproducer producing musicproduction',
  },
  beat: {
    things: 'Drumpad Laptop Headphones Sampler Kick Snare',
    moves: 'Drop Loop Groove Chop',
    verbs: 'Loop Tap',
    core: 'Drumpad Kick Loop',
    scenes: 'BeatDrop BeatBattle',
    names:
      'MakeABeatFromAnything BeatIn10Minutes FinishMyBeat BeatInThreeGenres BeatFromOneSound BeatBattle GuessTheBeat DeskBeatChallenge',
    also: 'beatmaking',
  },
  garageband: {
    things: 'Loops Laptop Phone Preset Track',
    moves: 'Remix Jam Beat Loop Groove',
    verbs: 'Loop Mix',
    core: 'Loops Laptop Remix',
    names:
      'GarageBandBeatChallenge GarageBandRemix GarageBandSongInAnHour OnlyPresetsChallenge GarageBandRingtone GarageBandLoopRelay GarageBandFromHumming FinishMyGarageBand',
    spelled: 'GarageBand',
  },
  'fl studio': {
    things: 'PianoRoll Plugin Laptop Pattern Mixer',
    moves: 'Beat Drop Loop Melody Chop',
    verbs: 'Mix Play',
    core: 'Laptop Beat Mix',
    names:
      'FLStudioBeatBattle FLStockPluginsOnly FLStudioOneSampleOnly PianoRollArtChallenge FLStudioBeatRelay FLStudioCookUp BeatIn10Minutes FLStudioMelodyFlip',
    also: 'fruityloops',
    spelled: 'FLStudio',
  },
  vinyl: {
    things: 'Turntable Needle Crate Sleeve Shelf Speaker',
    moves: 'NeedleDrop CrateDig Scratch Haul',
    verbs: 'Spin Play',
    core: 'Turntable Needle Spin',
    scenes: 'RecordStore CrateDigging',
    names:
      'NeedleDropChallenge PickMyNextVinyl BlindVinylSpin VinylThriftHunt VinylAlbumCoverRecreate RankYourVinylTopFive VinylByTheCover VinylVsStreaming',
    also: 'recordplayer turntable',
  },
  cassette: {
    things: 'Walkman Boombox Tape Pencil Shelf',
    moves: 'Mixtape Rewind SideB Playback Dub',
    verbs: 'Play Hum',
    core: 'Tape Mixtape Rewind',
    scenes: 'Mixtape Boombox',
    names:
      'PencilRewindChallenge MixtapeForYou GuessTheCassetteSong PlayItOnCassette CassetteThrowback CassetteTimeCapsule CassetteVsStreaming BoomboxCassetteJam',
    also: 'mixtape',
  },
  spotify: {
    things: 'Playlist Headphones Queue Daylist Podcast',
    moves: 'Wrapped TopSong Shuffle Blend Repeat',
    verbs: 'Play Hum',
    core: 'Playlist Wrapped Shuffle',
    scenes: 'SpotifyWrapped',
    names:
      'RateMyWrapped GuessMySpotifyTopSong SpotifyBlendChallenge SpotifyDaylistReveal ShuffleAndSing SpotifyPlaylistSwap NoSkipShuffle MyFirstLikedSong',
  },
  playlist: {
    things: 'Headphones Speaker Queue RoadTrip Cover',
    moves: 'SongSwap Shuffle Blend Ranking Skip',
    verbs: 'Play Hum',
    core: 'Headphones Shuffle Skip',
    names:
      'PlaylistSwap GuessMyPlaylist NoSkipPlaylist RateMyPlaylist BuildMyPlaylist ShuffleAndSing NameMyPlaylist PlaylistOfMyLife',
  },
  concert: {
    things: 'Ticket Wristband Merch Lights Stage Crowd',
    moves: 'Singalong Encore Countdown Setlist',
    verbs: 'Sing Cheer Dance',
    core: 'Ticket Crowd Encore',
    scenes: 'Encore FrontRow Backstage',
    names:
      'MyFirstConcert LivingRoomConcert ConcertForMyPlants GuessTheSetlist ConcertFitReveal ConcertSingalong ConcertForOne EncoreChallenge',
    also: 'gig',
  },
  eurovision: {
    things: 'Flag Glitter Costume Scoreboard Stage',
    moves: 'KeyChange WindMachine Choreo Ballad Finale',
    verbs: 'Sing Cheer',
    core: 'Flag Glitter Scoreboard',
    scenes: 'DouzePoints',
    names:
      'MyEurovisionEntry GiveYourDouzePoints EurovisionLivingRoomStage EurovisionKeyChange EurovisionSingalong EurovisionPartyAtHome EurovisionWindMachine EurovisionCostumeReveal',
  },
  'open mic': {
    things: 'Mic Stool Cafe Spotlight SignupSheet',
    moves: 'Cover Original Poem Encore Set',
    verbs: 'Sing Play',
    core: 'Mic Stool Spotlight',
    scenes: 'OpenMicNight',
    names:
      'FirstOpenMic OpenMicThreeMinuteSet OpenMicAtHome OpenMicOriginalOnly OpenMicSongAboutToday OpenMicCoverChallenge OpenMicDuet OpenMicEncore',
  },
  busking: {
    things: 'GuitarCase Hat Coins Amp Subway Street',
    moves: 'Cover Singalong Jam Encore',
    verbs: 'Play Sing Jam',
    core: 'GuitarCase Coins Street',
    names:
      'FirstTimeBusking BuskingInDisguise BuskingWithToyInstruments BuskingSongRequests BuskForACause BuskingPopCover BuskingDuet BuskingOneChord',
    also: 'busker',
  },
  lullaby: {
    things: 'Nightlight Blanket Crib Moon Stars Mobile',
    moves: 'TwinkleTwinkle Rockabye Hum Melody',
    verbs: 'Hum Sing Rock',
    core: 'Crib TwinkleTwinkle Hum',
    scenes: 'Bedtime TwinkleTwinkle Rockabye',
    names:
      'SingMeToSleep PopSongAsALullaby HumMeALullaby LullabyInMyLanguage LullabyForMyPet WriteALullaby LullabyMusicBox LullabyRelay',
  },
  'national anthem': {
    things: 'Flag Mic Hat Jersey Stadium',
    moves: 'HighNote Finale Crescendo Belt Harmony',
    verbs: 'Belt Sing',
    core: 'Flag Stadium HighNote',
    names:
      'NailTheAnthem AnthemHighNote SingYourAnthem AnthemInHarmony AnthemAroundTheWorld AnthemInSignLanguage FamilyAnthemChoir GameDayAnthem',
  },
  carol: {
    things: 'Candles Songbook Scarf Lantern Snow Doorstep',
    moves: 'JingleBells DeckTheHalls SilentNight Harmony',
    verbs: 'Sing Hum Jingle',
    core: 'Snow SilentNight Sing',
    scenes: 'DeckTheHalls SilentNight',
    names:
      'DoorstepCarols CarolInHarmony CarolLyricsFromMemory CarolInOneBreath CarolOfTheBellsRelay CarolInEveryGenre CarolOnHandbells JingleBellsRemix',
    also: 'caroling christmascarol christmassong christmasmusic',
  },
  frozen: {
    things: 'Snowflake Castle Cape Ice Braid',
    moves: 'LetItGo Snowman HighNote Duet Belt',
    verbs: 'Belt Sing Twirl',
    core: 'Snowflake LetItGo Snowman',
    scenes: 'Arendelle Olaf',
    names:
      'LetItGoChallenge LetItGoInEveryLanguage DoYouWantToBuildASnowman FrozenCharacterVoices FrozenDuetChallenge FrozenFinishTheLyric FrozenPianoCover FrozenKaraoke',
    also: 'letitgo',
  },
  encanto: {
    things: 'Candle Butterflies Door Flowers Casita',
    moves: 'Bruno SurfacePressure Rap Chorus Harmony',
    verbs: 'Sing Rap Dance',
    core: 'Butterflies Bruno SurfacePressure',
    scenes: 'FamilyMadrigal Casita',
    names:
      'SingAllTheBrunoParts SurfacePressureCover FamilyMadrigalSingalong WhatsYourEncantoGift EncantoDuetWithMe EncantoKaraoke EncantoOnPiano EncantoSiblingChoir',
  },
  broadway: {
    things: 'Playbill Spotlight Curtain Stage TopHat',
    moves: 'Showstopper JazzHands Encore KickLine Belt',
    verbs: 'Belt Sing Tap',
    core: 'Spotlight Curtain JazzHands',
    scenes: 'CurtainCall OpeningNight JazzHands',
    names:
      'TurnMyDayIntoAMusical TheaterKidChallenge BroadwayBeltChallenge BroadwayDanceBreak BroadwayCurtainCall BroadwayJazzHands 16BarAudition BroadwayDuetWithMe',
    also: 'musicaltheatre musicaltheater showtunes musical',
  },
  hamilton: {
    things: 'Quill Coat Letters Candle Ledger',
    moves: 'MyShot Rap Ballad Battle Verse',
    verbs: 'Rap Sing',
    core: 'Quill Letters Rap',
    names:
      'HamiltonRapChallenge MyShotChallenge HamiltonSingalong HamiltonHistoryRap HamiltonCabinetBattle HamiltonKaraoke HamiltonDuetWithMe HamiltonFamilyCast',
  },
  wicked: {
    things: 'Broom Hat Bubble Emerald Pink',
    moves: 'DefyingGravity Popular HighNote Duet Belt',
    verbs: 'Belt Sing',
    core: 'Broom Emerald DefyingGravity',
    scenes: 'EmeraldCity DefyingGravity',
    names:
      'DefyingGravityHighNote PopularChallenge GlindaOrElphaba WickedSingalong WickedDuetWithMe WickedKaraoke WickedPianoCover WickedBubbleEntrance',
  },
  yodel: {
    things: 'Alps Mountains Lederhosen Valley CowboyHat',
    moves: 'Warble Echo Falsetto Call Trill',
    verbs: 'Warble Sing',
    core: 'Alps Lederhosen Echo',
    scenes: 'YodelayHeeHoo',
    names:
      'CanYouYodel YodelYourName YodelLonelyGoatherd YodelEchoRelay 30DaysOfYodeling YodelPopCover YodelBattle YodelTheChorus',
    verb: true,
  },
  reggaeton: {
    things: 'Speaker Sneakers Beach Summer Party',
    moves: 'Dembow Bounce Hook Verse Chorus',
    verbs: 'Bounce Sing Flow',
    core: 'Speaker Party Bounce',
    names:
      'MakeItReggaeton DembowCountIn ReggaetonDanceBreak ReggaetonKaraoke ReggaetonHookRelay ReggaetonNurseryRhyme DembowOnKitchenPots ReggaetonInSpanishClass',
  },
  drake: {
    things: 'Owl Hoodie Mic Booth Toronto',
    moves: 'HotlineBling Flow Bars Verse Hook',
    verbs: 'Rap Sing Flow',
    core: 'HotlineBling Hoodie Rap',
    scenes: 'Drizzy HotlineBling',
    names:
      'HotlineBlingChallenge RapLikeDrake DrakeVerseChallenge DrakeKaraoke GuessTheDrakeSong DrakeLyricRelay DrakeAcousticCover DrakeMemePose',
  },
  eminem: {
    things: 'Hoodie Mic Notebook Booth Detroit',
    moves: 'RapGod FastRap Rhyme DoubleTime Verse',
    verbs: 'Rap Rhyme Flow',
    core: 'Hoodie RapGod FastRap',
    scenes: 'SlimShady 8Mile',
    names:
      'RapGodChallenge LoseYourselfChallenge FlowLikeEminem RealSlimShadyStandUp EminemLyricRelay EminemKaraoke GuessTheEminemSong EminemFastVerseDare',
    also: 'slimshady',
  },
  'ed sheeran': {
    things: 'LoopPedal Guitar Capo Stool Mic',
    moves: 'ShapeOfYou Perfect Beatbox Loop Harmony',
    verbs: 'Loop Strum Sing',
    core: 'LoopPedal Guitar ShapeOfYou',
    scenes: 'ShapeOfYou',
    names:
      'ShapeOfYouChallenge LoopLikeEdSheeran EdSheeranPerfectCover EdSheeranSingalong ThinkingOutLoudDuet GuessTheEdSheeranSong EdSheeranKaraoke EdSheeranHarmony',
    also: 'sheeran',
  },
  'bruno mars': {
    things: 'Fedora Mic Sequins Horns Band',
    moves: 'UptownFunk ThatsWhatILike Choreo Falsetto Riff',
    verbs: 'Groove Sing',
    core: 'Fedora UptownFunk Groove',
    scenes: 'UptownFunk 24KMagic',
    names:
      'UptownFunkChallenge GrooveLikeBruno BrunoMarsSingalong JustTheWayYouAreCover BrunoMarsKaraoke GuessTheBrunoSong UptownFunkHorns BrunoMarsFalsetto',
  },
  'the weeknd': {
    things: 'RedSuit Sunglasses Neon Mic Synth',
    moves: 'BlindingLights Starboy HighNote Falsetto Riff',
    verbs: 'Sing Strut Croon',
    core: 'RedSuit Sunglasses BlindingLights',
    scenes: 'BlindingLights Starboy',
    names:
      'BlindingLightsChallenge StarboyChallenge SingLikeTheWeeknd SaveYourTearsDuet WeekndKaraoke GuessTheWeekndSong BlindingLightsAcoustic TheWeekndOnPiano',
    also: 'weeknd',
  },
  'harry styles': {
    things: 'FeatherBoa Sequins Cardigan Pearls Watermelon Guitar',
    moves: 'AsItWas WatermelonSugar Encore Falsetto',
    verbs: 'Strut Sing Twirl',
    core: 'FeatherBoa Watermelon AsItWas',
    scenes: 'LoveOnTour HarrysHouse',
    names:
      'AsItWasChallenge WatermelonSugarChallenge HarryStylesSingalong SignOfTheTimesBelt HarryStylesKaraoke GuessTheHarrySong HarryStylesAcoustic StrutLikeHarry',
  },
  adele: {
    things: 'Piano Mic Gown Tissues Eyeliner',
    moves: 'Hello RollingInTheDeep Ballad HighNote Belt',
    verbs: 'Belt Sing Hum',
    core: 'Piano Tissues Hello',
    names:
      'HelloFromTheOtherSide BeltLikeAdele RollingInTheDeepBelt AdeleHighNoteChallenge SomeoneLikeYouSingalong AdeleKaraoke GuessTheAdeleSong AdelePianoCover',
  },
  queen: {
    things: 'Crown Piano Guitar Mic Stadium',
    moves: 'BohemianRhapsody StompStompClap Galileo Harmony Belt',
    verbs: 'Stomp Clap Belt Sing',
    core: 'Crown BohemianRhapsody StompStompClap',
    scenes: 'WeWillRockYou StompStompClap',
    names:
      'FamilyBohemianRhapsody WeWillRockYouStomp QueenSingalong QueenCallAndResponse QueenHarmonyStack WeAreTheChampionsChoir QueenKaraoke GuessTheQueenSong',
    also: 'freddiemercury bohemianrhapsody',
  },
  beatles: {
    things: 'Vinyl Sitar Submarine Crosswalk Liverpool',
    moves: 'HeyJude LetItBe TwistAndShout Singalong Harmony',
    verbs: 'Sing Strum',
    core: 'Crosswalk Submarine HeyJude',
    scenes: 'AbbeyRoad Beatlemania HeyJude',
    names:
      'HeyJudeSingalong BeatlesHarmonyChallenge BeatlesOnTheUkulele TwistAndShoutChallenge YellowSubmarineSingalong LetItBePianoCover GuessTheBeatlesSong BeatlesKaraoke',
  },
  elvis: {
    things: 'Jumpsuit Sunglasses Sideburns Guitar Collar',
    moves: 'HoundDog LipCurl KneeWobble Croon Shimmy',
    verbs: 'Croon Rock',
    core: 'Jumpsuit LipCurl HoundDog',
    scenes: 'Graceland JailhouseRock',
    names:
      'HoundDogChallenge CroonLikeElvis ElvisLipCurlChallenge ElvisImpression ElvisHipShake ElvisKaraoke GuessTheElvisSong JailhouseRockSingalong',
    also: 'elvispresley',
  },
  abba: {
    things: 'Platforms Sequins Jumpsuit Glitter Disco',
    moves: 'DancingQueen MammaMia Singalong Twirl Harmony',
    verbs: 'Sing Twirl Dance',
    core: 'Platforms DancingQueen MammaMia',
    scenes: 'DancingQueen MammaMia',
    names:
      'DancingQueenChallenge MammaMiaChallenge ABBASingalong ABBAInHarmony WaterlooChallenge ABBAKaraoke GuessTheABBASong ABBAPianoCover',
    also: 'mammamia dancingqueen',
    spelled: 'ABBA',
  },
  'lady gaga': {
    things: 'Piano Wig Sunglasses Costume Glitter',
    moves: 'Shallow BadRomance Choreo Pose Belt',
    verbs: 'Belt Sing',
    core: 'Costume Wig BadRomance',
    scenes: 'BadRomance',
    names:
      'BadRomanceChallenge SingShallowLikeGaga AbracadabraChallenge LadyGagaHighNote LadyGagaSingalong ShallowDuetWithMe GagaPianoCover GuessTheGagaSong',
    also: 'gaga',
  },
  'justin bieber': {
    things: 'Hoodie Skateboard Cap Mic Piano',
    moves: 'Baby Sorry Falsetto Chorus Riff',
    verbs: 'Sing Strum',
    core: 'Hoodie Baby',
    scenes: 'Belieber',
    names:
      'SingBabyLikeBieber BieberThrowback SorryDanceChallenge PeachesChallenge LoveYourselfAcoustic BieberKaraoke GuessTheBieberSong BieberCover',
    also: 'bieber',
  },
  'dua lipa': {
    things: 'Mirrorball Rollerskates Mic Moon Disco',
    moves: 'Levitating DontStartNow Choreo Strut HipSway',
    verbs: 'Strut Sing Groove',
    core: 'Mirrorball Disco Levitating',
    names:
      'LevitatingChallenge DontStartNowChallenge DuaLipaSingalong DuaLipaKaraoke HoudiniChallenge LevitatingRemix GuessTheDuaLipaSong DuaLipaStrut',
  },
  'miley cyrus': {
    things: 'Flowers Guitar Wig Denim Mic',
    moves: 'PartyInTheUSA Wrecking Belt Growl Chorus',
    verbs: 'Belt Sing Strum',
    core: 'Flowers Wig PartyInTheUSA',
    scenes: 'HannahMontana PartyInTheUSA',
    names:
      'MileyFlowersChallenge PartyInTheUSASingalong BestOfBothWorldsDuet MileyCyrusKaraoke SingLikeMiley FlowersAcousticCover GuessTheMileySong MileyThrowback',
    also: 'miley',
  },
  'bad bunny': {
    things: 'Sunglasses Mic Beach Stage Conejo',
    moves: 'TitiMePregunto Dembow Flow Choreo Hook',
    verbs: 'Rap Sing Bounce',
    core: 'Sunglasses Conejo TitiMePregunto',
    names:
      'TitiMePreguntoChallenge BadBunnyKaraoke BadBunnyLyricRelay DakitiChallenge BadBunnySingalong GuessTheBadBunnySong BadBunnyAcoustic BadBunnyDanceBreak',
    also: 'benito',
  },
  'chappell roan': {
    things: 'CowboyHat Glitter Crown Sequins Pony',
    moves: 'HotToGo PinkPonyClub LetterSpell Choreo Belt',
    verbs: 'Belt Sing',
    core: 'Glitter HotToGo PinkPonyClub',
    scenes: 'HotToGo PinkPonyClub',
    names:
      'HotToGoChallenge HotToGoSpellOut PinkPonyClubChallenge ChappellRoanSingalong ChappellKaraokeNight ChappellRoanBeltOff GuessTheChappellSong ChappellAcousticCover',
    also: 'chappell',
  },
  sza: {
    things: 'Mic Candles Headphones Ocean Album',
    moves: 'Snooze Saturn Riff Falsetto Harmony',
    verbs: 'Sing Riff Hum',
    core: 'Ocean Snooze Saturn',
    names:
      'SnoozeChallenge SaturnCover SZALyricsFromMemory GoodDaysHarmony SZARiffRelay SZASongOnUkulele SZAKaraoke GuessTheSZASong',
    spelled: 'SZA',
  },
  'kendrick lamar': {
    things: 'Mic Notebook Booth Stage Compton',
    moves: 'NotLikeUs Humble Flow Bars Verse',
    verbs: 'Rap Rhyme Flow',
    core: 'Compton NotLikeUs Humble',
    names:
      'AlrightChallenge HumbleChallenge RapLikeKendrick KendrickVerseRelay KendrickKaraoke GuessTheKendrickSong KendrickFlowSwitch KendrickPianoCover',
    also: 'kendrick',
  },
  coldplay: {
    things: 'Wristbands Confetti Piano Stars Lights',
    moves: 'VivaLaVida Yellow FixYou Singalong Anthem',
    verbs: 'Sing Clap',
    core: 'Wristbands VivaLaVida Yellow',
    scenes: 'VivaLaVida',
    names:
      'VivaLaVidaChant FixYouCover ColdplaySingalong ColdplayOnPiano ColdplayKaraoke GuessTheColdplaySong YellowUnplugged ColdplayWristbandGlow',
  },
  metallica: {
    things: 'Amp Guitar Pick Drumkit Leather',
    moves: 'EnterSandman Headbang Downpick Riff Solo',
    verbs: 'Shred Headbang',
    core: 'Leather EnterSandman Headbang',
    scenes: 'EnterSandman MoshPit',
    names:
      'EnterSandmanRiff DownpickingChallenge MasterOfPuppetsChallenge NothingElseMattersCover MetallicaRiffRelay MetallicaOnUkulele MetallicaLullaby GuessTheMetallicaRiff MetallicaKaraoke',
  },
  nirvana: {
    things: 'Cardigan Flannel Guitar Amp Smiley',
    moves: 'TeenSpirit ComeAsYouAre PowerChord Unplugged Riff',
    verbs: 'Strum Scream Shred',
    core: 'Flannel Smiley TeenSpirit',
    scenes: 'Grunge',
    names:
      'SmellsLikeTeenSpiritCover ComeAsYouAreChallenge NirvanaRiffChallenge UnpluggedLikeNirvana TeenSpiritDrumFill NirvanaKaraoke NirvanaMusicBox GuessTheNirvanaSong',
  },
  'bob marley': {
    things: 'Guitar Flag Speaker Beach Hammock',
    moves: 'ThreeLittleBirds OneLove Singalong Chant Offbeat',
    verbs: 'Sing Sway Strum',
    core: 'Flag ThreeLittleBirds OneLove',
    scenes: 'OneLove Jamaica',
    names:
      'OneLoveSingalong ThreeLittleBirdsCover RedemptionSongCover JammingLikeMarley MarleyOffbeatStrum BobMarleyKaraoke GuessTheMarleySong BobMarleyCampfire',
    also: 'marley',
  },
  'frank sinatra': {
    things: 'Fedora Tuxedo Mic BigBand Vegas',
    moves: 'FlyMeToTheMoon MyWay Croon Swing Standard',
    verbs: 'Croon Swing Snap',
    core: 'Fedora FlyMeToTheMoon Croon',
    scenes: 'RatPack FlyMeToTheMoon OlBlueEyes',
    names:
      'FlyMeToTheMoonDuet CroonLikeSinatra MyWayChallenge SinatraSingalong SinatraKaraoke SinatraSerenade GuessTheSinatraSong SinatraBigBandCover',
    also: 'sinatra',
  },
  'mariah carey': {
    things: 'Tree Stockings Snow Mic Butterfly',
    moves: 'AllIWant WhistleNote HighNote Riff Belt',
    verbs: 'Sing Belt Riff',
    core: 'Stockings AllIWant WhistleNote',
    scenes: 'ChristmasQueen WhistleNote',
    names:
      'ItsTimeChallenge MariahWhistleNote AllIWantFamilyCover MariahChristmasSingalong MariahRunRelay MariahKaraoke GuessTheMariahSong MariahHarmonyStack',
    also: 'mariah',
  },
  'whitney houston': {
    things: 'Mic Gown Piano Spotlight Stage',
    moves: 'IWillAlwaysLoveYou KeyChange HighNote Ballad Belt',
    verbs: 'Belt Sing Dance',
    core: 'Mic IWillAlwaysLoveYou KeyChange',
    names:
      'IWillAlwaysLoveYouBelt KeyChangeChallenge WhitneyHighNote WhitneySingalong WannaDanceWithSomebody WhitneyKaraoke GuessTheWhitneySong WhitneyHarmony',
    also: 'whitney',
  },
  'dolly parton': {
    things: 'Wig Rhinestones Guitar Butterfly Boots',
    moves: 'Jolene NineToFive Twang Singalong Chorus',
    verbs: 'Sing Strum',
    core: 'Wig Rhinestones Jolene',
    scenes: 'Jolene Dollywood',
    names:
      'JoleneChallenge NineToFiveChallenge JoleneButFaster SingItLikeDolly DollyDuetWithMe DollyKaraoke GuessTheDollySong DollyPartonSingalong',
    also: 'dolly',
  },
  'johnny cash': {
    things: 'BlackSuit Guitar Train Boots Stage',
    moves: 'RingOfFire BoomChicka Strum Ballad Baritone',
    verbs: 'Strum Sing Stomp',
    core: 'BlackSuit Train BoomChicka',
    scenes: 'ManInBlack WalkTheLine',
    names:
      'WalkTheLineChallenge SingLowLikeCash RingOfFireSingalong JohnnyCashTrainStrum JohnnyCashKaraoke JohnnyCashImpression GuessTheCashSong JohnnyCashOnHarmonica',
  },
  'elton john': {
    things: 'Glasses Piano Sequins Feathers Platforms',
    moves: 'TinyDancer RocketMan PianoRiff Singalong Ballad',
    verbs: 'Sing Play',
    core: 'Glasses Piano RocketMan',
    scenes: 'RocketMan TinyDancer',
    names:
      'TinyDancerSingalong RocketManChallenge EltonGlassesChallenge EltonPianoRiff YourSongSerenade EltonJohnKaraoke GuessTheEltonSong EltonJohnCover',
    also: 'elton',
  },
  'one direction': {
    things: 'Posters Merch Mic Album Stage',
    moves: 'StoryOfMyLife Harmony Chorus Solo Bridge',
    verbs: 'Sing Scream Harmonize',
    core: 'Posters StoryOfMyLife Harmony',
    scenes: 'Directioner BoyBand',
    names:
      'OneDirectionThrowback 1DSoloRelay StoryOfMyLifeRecreate DirectionerSingalong 1DHarmonyChallenge OneDirectionKaraoke GuessThe1DSong SingYour1DPart',
    also: '1d directioner',
  },
  'backstreet boys': {
    things: 'Stools WhiteSuits Posters Mic Stage',
    moves: 'IWantItThatWay StoolChoreo KeyChange Ballad Harmony',
    verbs: 'Sing Harmonize',
    core: 'WhiteSuits Stools IWantItThatWay',
    scenes: 'IWantItThatWay BoyBand',
    names:
      'IWantItThatWayChallenge EverybodyBackstreetsBack BackstreetSingalong BackstreetHarmonyRelay BackstreetBoysKaraoke GuessTheBackstreetSong BackstreetThrowback BoyBandDanceCover',
    also: 'bsb',
  },
  'spice girls': {
    things: 'Platforms UnionJack Pigtails Tracksuit Glitter',
    moves: 'Wannabe PeaceSign Choreo Rap Harmony',
    verbs: 'Sing Strut',
    core: 'UnionJack Platforms Wannabe',
    scenes: 'GirlPower ZigAZigAh',
    names:
      'WannabeChallenge ZigAZigAhChallenge WhichSpiceAreYou SpiceUpYourLife GirlPowerSingalong SpiceGirlsKaraoke SpiceGirlsRapRelay SpiceGirlsDanceCover',
  },
  rihanna: {
    things: 'Umbrella Diamonds Mic Stage Rain Sunglasses',
    moves: 'ElaElaEla Choreo Chorus Riff',
    verbs: 'Sing Belt Strut',
    core: 'Umbrella Diamonds ElaElaEla',
    names:
      'UmbrellaChallenge DiamondsChallenge RihannaSingalong SingLikeRihanna RihannaKaraoke GuessTheRihannaSong RihannaEchoRelay DiamondsAcousticCover',
    also: 'riri',
  },
  lizzo: {
    things: 'Flute Mic Glitter Mirror Sequins',
    moves: 'FluteSolo TruthHurts Rap Choreo Belt',
    verbs: 'Sing Rap Belt',
    core: 'Flute TruthHurts',
    names:
      'TruthHurtsChallenge LizzoFluteChallenge JuiceChallenge LizzoMirrorPepTalk LizzoSingalong LizzoKaraoke GuessTheLizzoSong LizzoBeltOff',
  },
  hozier: {
    things: 'Guitar Mic Forest Cathedral Beard',
    moves: 'TooSweet TakeMeToChurch Hum Harmony Falsetto',
    verbs: 'Sing Hum Strum',
    core: 'Forest TakeMeToChurch TooSweet',
    names:
      'TooSweetChallenge TakeMeToChurchBelt HozierHumChallenge HozierFolkHarmony HozierCover HozierKaraoke GuessTheHozierSong TooSweetHarmony',
  },
  'michael buble': {
    things: 'Tree Snow Tuxedo Sweater Calendar',
    moves: 'ItsBeginningToLook Croon Swing Ballad Snap',
    verbs: 'Croon Swing Sing',
    core: 'Snow Sweater Croon',
    scenes: 'BubleSeason',
    names:
      'BubleThawChallenge CroonLikeBuble BubleSingalong BubleChristmasCover BubleKaraoke GuessTheBubleSong BubleSwingDuet BubleBigBandCover',
    also: 'buble',
  },
  'linkin park': {
    things: 'Mic Turntables Guitar Amp Hoodie',
    moves: 'InTheEnd Numb Scream Rap Breakdown',
    verbs: 'Scream Rap Shred',
    core: 'Hoodie InTheEnd Numb',
    names:
      'InTheEndChallenge NumbCover LinkinParkUnplugged LinkinParkPianoIntro LinkinParkDuetWithMe LinkinParkKaraoke GuessTheLinkinParkSong LinkinParkRapRelay',
  },
  'happy birthday': {
    things: 'Cake Candles Balloons PartyHat Kazoo Presents',
    moves: 'Serenade Duet HighNote Harmony',
    verbs: 'Sing Hum Harmonize',
    core: 'Cake Balloons PartyHat Sing',
    scenes: 'BirthdayParty BirthdayCake',
    names:
      'BirthdaySongInEveryGenre HappyBirthdayInHarmony BirthdayKazooChoir BirthdaySerenade HappyBirthdayOpera BirthdaySongRelay HappyBirthdayLanguages BirthdaySongForMyPet',
    also: 'birthdaysong',
  },
  worship: {
    things: 'Guitar Keys Lights Choir Band',
    moves: 'Anthem Chorus Bridge Hymn Harmony',
    verbs: 'Sing Praise Clap',
    core: 'Choir Hymn Praise',
    scenes: 'SundayService',
    names:
      'WorshipSingalong WorshipInHarmony OldHymnNewArrangement FamilyWorshipNight WorshipCoverChallenge WorshipAcoustic WorshipChoirOfOne WorshipKeysJam',
  },
  'baby shark': {
    things: 'Fins Bubbles Ocean Bathtub Toys',
    moves: 'SharkClap DooDooDoo Chomp SwimArms FinWave',
    verbs: 'Clap Sing',
    core: 'Fins DooDooDoo SharkClap',
    scenes: 'DooDooDoo SharkFamily',
    names:
      'BabySharkRemix SharkFamilySingalong BabySharkMetalCover BabySharkFamilyDance BabySharkSpeedUp BabySharkOpera BabySharkOnPiano BabySharkSlowedDown',
  },
  'sweet caroline': {
    things: 'Stadium Ballpark Crowd Pub Wedding',
    moves: 'BaBaBa SoGood Chorus Bridge Intro',
    verbs: 'Sing Clap Shout',
    core: 'Stadium BaBaBa SoGood',
    scenes: 'BaBaBa',
    names:
      'SweetCarolineCallBack BaBaBaChallenge StadiumSingalong SoGoodChallenge SweetCarolineKaraoke SweetCarolineAtTheGame SweetCarolineFamilyChoir SweetCarolineOnKazoo',
  },
  soul: {
    things: 'Vinyl Mic Horns Organ Radio',
    moves: 'Ballad Riff Run Groove Harmony',
    verbs: 'Sing Groove Croon',
    core: 'Vinyl Groove Croon',
    scenes: 'SoulTrain Motown',
    names:
      'MakeItSoulful SoulRiffOff SoulMotownMedley SpellOutRespect SoulCoverChallenge SoulHarmonyStack SoulSongForYourHero SoulTrainLine',
    also: 'motown',
  },
  funk: {
    things: 'Bass Horns Platforms Vinyl Keys',
    moves: 'SlapBass Strut Groove Riff Breakdown',
    verbs: 'Groove Slap Strut',
    core: 'Platforms SlapBass Groove',
    scenes: 'Funkytown',
    names:
      'FunkItUp GetFunkyChallenge FunkTheChores FunkBasslineRelay FunkyStrutOff FunkHornLine SlapBassFunk FunkNurseryRhyme',
  },
  indie: {
    things: 'Guitar Vinyl Cassette Cardigan Bedroom',
    moves: 'Cover Riff Chorus Harmony Demo',
    verbs: 'Strum Sing Hum',
    core: 'Vinyl Cardigan Strum',
    scenes: 'IndieBand',
    names:
      'NameMyIndieBand BedroomPopSession IndieAlbumArtShoot IndieOneTakeCover IndieDuetWithMe IndieVersion IndieCassetteDemo IndieKaraoke',
    also: 'bedroompop indiepop',
  },
  folk: {
    things: 'Banjo Fiddle Harmonica Guitar Porch Campfire',
    moves: 'Ballad Singalong Harmony Fingerpick',
    verbs: 'Strum Sing Stomp',
    core: 'Banjo Singalong Strum',
    scenes: 'Hootenanny FolkFestival',
    names:
      'CampfireSingalong FolkStompAlong FolkSongAboutMyTown FolkHarmonyRound FolkVersion FolkSongFromGrandma FolkSongInMyLanguage PorchFolkJam',
  },
  bluegrass: {
    things: 'Banjo Fiddle Mandolin Porch Barn',
    moves: 'Hoedown Breakdown Lick Harmony Chop',
    verbs: 'Pick Fiddle Stomp',
    core: 'Banjo Fiddle Hoedown',
    scenes: 'Hoedown',
    names:
      'BluegrassSpeedPicking BanjoBreakdownDuel BluegrassPopCover BluegrassJamCircle BluegrassHoedown BluegrassBreakdownRelay BluegrassHarmony BluegrassLullaby',
  },
  phonk: {
    things: 'Cowbell Subwoofer Headphones Speaker Car',
    moves: 'CowbellDrop Bassline Loop Chop Slide',
    verbs: 'Loop Bounce',
    core: 'Cowbell Car Bounce',
    scenes: 'DriftPhonk',
    names:
      'PhonkButCute CowbellDrop MakeItPhonk PhonkBeatIn10Min PhonkEditChallenge PhonkNurseryRhyme PhonkFromKitchenSounds PhonkOnAKeyboard',
  },
  techno: {
    things: 'Synth Strobe Decks Warehouse Bass',
    moves: 'Drop Buildup Loop Breakdown Kick',
    verbs: 'Loop Stomp',
    core: 'Synth Strobe Stomp',
    scenes: 'WarehouseRave',
    names:
      'TechnoInTheKitchen MakeATechnoBeat TechnoInThreeLoops TechnoFromOneSound TechnoStompChallenge TechnoClassicalRemix TechnoBuildUp TechnoNurseryRhyme',
  },
  dubstep: {
    things: 'Subwoofer Synth Headphones Laptop Bass',
    moves: 'Wobble Riddim Drop Buildup Growl',
    verbs: 'Bounce Play',
    core: 'Subwoofer Wobble Drop',
    scenes: 'WubWub BassDrop',
    names:
      'WobbleDropChallenge DubstepWithYourVoice DubstepOnAToyKeyboard DubstepButCute BassFaceChallenge RobotDanceToDubstep DubstepClassicalRemix DubstepWobbleRelay',
  },
  mariachi: {
    things: 'Sombrero Trumpet Violin Guitarron CharroSuit',
    moves: 'Grito Serenade Ranchera Fanfare Trill',
    verbs: 'Sing Serenade Strum',
    core: 'Sombrero Trumpet Serenade',
    scenes: 'Serenata',
    names:
      'GritoChallenge SerenataSurprise LasMananitasChallenge MariachiFamilyBand MariachiVersion MariachiTrumpetFanfare CielitoLindoRelay MariachiKaraoke',
  },
  'barbershop quartet': {
    things: 'StrawHat Bowtie Vest Cane PitchPipe',
    moves: 'Harmony Tag Chord Bassline Swipe',
    verbs: 'Harmonize Sing',
    core: 'StrawHat Bowtie Harmony',
    names:
      'QuartetOfOne BarbershopHarmony BarbershopAlarmClock BarbershopPopCover BarbershopFamilyQuartet BarbershopTagRelay BarbershopBirthdaySong BarbershopLunchOrder',
  },
  trap: {
    things: 'Subwoofer Booth Mic Laptop Studio',
    moves: 'HiHatRoll Flow Hook Drop Adlib',
    verbs: 'Rap Flow Bounce',
    core: 'Subwoofer HiHatRoll Bounce',
    scenes: 'TrapBeat',
    names:
      'HiHatRollChallenge TrapNurseryRhyme TrapClassicalFlip TrapAdlibChallenge CookUpABeat TrapRemix Trap808Relay TrapBeatFromKitchen',
  },
  music: {
    things: 'Headphones Guitar Piano Mic Playlist Speaker Drums Lyrics',
    moves: 'Cover Duet Singalong Remix Harmony Solo Jam',
    verbs: 'Sing Play Strum Drum Hum',
    core: 'Headphones Playlist Sing',
    scenes: 'JamSession Singalong',
    names:
      'MusicGenreSwap OneSongFiveInstruments MusicHumAndGuess MusicFromKitchenPots MusicDuetChallenge FinishTheLyric GuessMyMusicTaste MusicThroughTheDecades ThreeSongsThatRaisedMe',
    also: 'musician',
  },
  song: {
    things: 'Lyrics Chorus Mic Guitar Piano Headphones',
    moves: 'Cover Duet Chorus Harmony Singalong Bridge',
    verbs: 'Sing Hum Write Strum',
    core: 'Lyrics Chorus Sing',
    scenes: 'Singalong',
    names:
      'SongFromThreeWords SongInOneTake SongForYourBestFriend WriteASongWithMe HumTheChorus SongInAnotherGenre SongThatDefinesMe FinishTheLyric',
  },
  'eras tour': {
    things: 'Bracelets Sequins Cardigan Guitar Piano Stadium',
    moves: 'SurpriseSong Singalong ShakeItOff LoveStory Mashup',
    verbs: 'Sing Trade Strum Dance',
    core: 'Bracelets Sequins SurpriseSong',
    scenes: 'Swiftie SurpriseSong TaylorsVersion',
    names:
      'ErasTourAtHome SurpriseSongChallenge BraceletSwap SwiftieSingalong ErasOutfitTour GuessTheEra ErasTourKaraoke ErasTourMashup',
    spelled: 'ErasTour',
  },
  'american idol': {
    things: 'Mic Judges GoldenTicket Stage Spotlight Piano',
    moves: 'Audition PowerBallad HighNote Duet Encore',
    verbs: 'Sing Belt Audition',
    core: 'GoldenTicket Judges Audition',
    scenes: 'IdolAudition',
    names:
      'GoldenTicketChallenge AmericanIdolAudition SingForTheJudges IdolDecadesNight FamilyIdolJudges IdolDuetRound IdolFinaleBelt AmericanIdolKaraoke',
  },
  'the voice': {
    things: 'Chair RedButton Mic Coach Stage Spotlight',
    moves: 'BlindAudition ChairTurn Battle HighNote Duet',
    verbs: 'Sing Belt Turn',
    core: 'Chair RedButton ChairTurn',
    scenes: 'BlindAudition ChairTurn',
    names:
      'BlindAuditionChallenge TurnYourChair TheVoiceOneNoteTurn TheVoiceBattleRound TheVoiceAtHome TheVoiceKnockout FamilyVoiceCoaches TheVoiceKaraoke',
    spelled: 'TheVoice',
  },
  'cover song': {
    things: 'Mic Guitar Piano Ukulele Headphones Loop',
    moves: 'Acoustic SlowedDown GenreSwap Duet Harmony',
    verbs: 'Sing Strum Play',
    core: 'Mic GenreSwap Sing',
    scenes: 'AcousticCover',
    names:
      'CoverItYourWay CoverSongInOneTake CoverSongInSignLanguage GenreSwapChallenge DuetMyCover UnplugThisSong CoverOnAToyInstrument CoverSongNoInstruments',
    also: 'vocalcover',
  },
  remix: {
    things: 'Beat Laptop Turntables Headphones Synth Speaker',
    moves: 'BassDrop SpedUp SlowedReverb Mashup Loop Beat',
    verbs: 'Mix Chop Loop Flip',
    core: 'Beat SpedUp Mix',
    names:
      'FlipThisSong RemixInFiveMinutes RemixMyLaugh SpedUpVersion SameSongTwoRemixes RemixRelay RemixAClassic RemixYourRingtone',
  },
  mashup: {
    things: 'Playlist Laptop Guitar Piano Mic Headphones',
    moves: 'TwoSongsOneBeat Medley Duet Harmony Singalong',
    verbs: 'Mix Blend Sing',
    core: 'Playlist TwoSongsOneBeat Blend',
    names:
      'TwoSongsOneBeat DecadesMashup MashupTVThemeSongs FourChordMashup MashupYourTopPicks MashupLullabyAndRap MashupWithMyBestie GuessBothSongs',
    also: 'medley',
  },
  'house music': {
    things: 'Turntables Headphones Speaker Vinyl DiscoBall Decks',
    moves: 'FourOnTheFloor BassDrop Loop Mix Remix',
    verbs: 'Mix Groove Bounce',
    core: 'Turntables DiscoBall Groove',
    scenes: 'Ibiza',
    names:
      'HouseMusicChores KitchenRave MakeAHouseBeat HouseMusicFromYourVoice HouseMusicRemix FourOnTheFloorDance HouseMusicPianoJam HouseMusicBuildUp',
  },
  'jingle bells': {
    things: 'SleighBells Piano Kazoo Handbells Ukulele Sleigh',
    moves: 'Singalong Cover Harmony Duet Remix',
    verbs: 'Jingle Sing Ring',
    core: 'SleighBells Sleigh Jingle',
    scenes: 'SleighRide',
    names:
      'JingleBellsInEveryGenre HandbellChallenge JingleBellsFamilyBand JingleBellsInHarmony JingleBellsOnKazoo JingleBellsSpeedUp JingleBellsRelay JingleBellsRemix',
  },
  '2010s': {
    things: 'Playlist Headphones Mic Radio Speaker Lyrics',
    moves: 'Singalong Throwback Mashup Chorus Cover',
    verbs: 'Sing Hum Dance',
    core: 'Radio Throwback Singalong',
    scenes: 'GangnamStyle',
    names:
      'FinishThe2010sLyric Guess2010sSongIntro 2010sDanceCraze Rank2010sSummerHits 2010sOneHitWonder 2010sPlaylistBattle 2010sMashup 2010sKaraoke',
    also: 'twentytens',
  },
  bts: {
    things: 'Lightstick Purple Fancam Photocard Army',
    moves: 'Dynamite Butter PointChoreo DanceBreak Rap',
    verbs: 'Sing Dance Rap',
    core: 'Purple Lightstick Dance',
    scenes: 'Borahae',
    names:
      'DynamiteChallenge ButterChallenge BTSRapLineRelay BTSSingalong BorahaeChallenge BTSKaraoke GuessTheBTSSong BTSAcousticCover',
    also: 'bangtan btsarmy bangtanboys',
    spelled: 'BTS',
  },
  jungkook: {
    things: 'Mic Lightstick Fancam Stage Guitar Photocard',
    moves: 'Seven StandingNextToYou Falsetto DanceBreak Harmony',
    verbs: 'Sing Dance',
    core: 'Lightstick Seven StandingNextToYou',
    names:
      'JungkookCover SevenChoreoChallenge StandingNextToYouDance JungkookSongOnPiano JungkookKaraoke GuessTheJungkookSong JungkookHighNoteTest AWeekOfJungkook',
  },
  jimin: {
    things: 'Mic Lightstick Fancam Stage Photocard',
    moves: 'LikeCrazy Who SetMeFree Falsetto DanceBreak',
    verbs: 'Sing Dance Glide',
    core: 'Lightstick LikeCrazy Glide',
    names:
      'LikeCrazyChallenge WhoChallenge JiminSetMeFreeDance JiminCover JiminHarmonyWithMe JiminKaraoke GuessTheJiminSong DanceLikeJimin',
  },
  lisa: {
    things: 'Lightstick Mic Stage Fancam Bangs Photocard',
    moves: 'Money Rockstar PointChoreo DanceBreak HairFlip',
    verbs: 'Dance Rap Sing',
    core: 'Bangs Lightstick Rockstar',
    scenes: 'Lalisa',
    names:
      'LalisaChallenge MoneyChallenge RockstarChallenge LisaRapRelay DanceLikeLisa LisaKaraoke GuessTheLisaSong LisaSingalong',
    also: 'lalisa',
  },
  jennie: {
    things: 'Lightstick Mic Stage Fancam Beret Photocard',
    moves: 'Solo Mantra PointChoreo Rap HairFlip',
    verbs: 'Sing Rap Dance',
    core: 'Beret Solo Mantra',
    names:
      'SoloChallenge MantraChallenge LikeJennieChallenge RapLikeJennie YouAndMeDuet JennieKaraoke GuessTheJennieSong JennieSingalong',
  },
  jisoo: {
    things: 'Flowers Lightstick Mic Stage Petals Photocard',
    moves: 'Flower PointChoreo Chorus Harmony DanceBreak',
    verbs: 'Sing Dance',
    core: 'Flowers Petals Flower',
    names:
      'FlowerChallenge JisooFlowerCover PetalsFallChallenge SingLikeJisoo JisooDanceBreak JisooKaraoke GuessTheJisooSong JisooSingalong',
  },
  'selena gomez': {
    things: 'Mic Piano Stage Makeup Lyrics Guitar',
    moves: 'CalmDown LoseYouToLoveMe Duet Harmony Ballad',
    verbs: 'Sing Hum',
    core: 'Makeup CalmDown LoseYouToLoveMe',
    scenes: 'WaverlyPlace',
    names:
      'LoseYouToLoveMeCover CalmDownChallenge SelenaSingalong SingLikeSelena SelenaKaraoke GuessTheSelenaSong SelenaThrowback SelenaAcousticCover',
    also: 'selena',
  },
  'katy perry': {
    things: 'Mic Sequins Fireworks Candy Stage Wig',
    moves: 'Roar Firework Singalong Belt Chorus',
    verbs: 'Roar Sing Belt',
    core: 'Sequins Wig Roar',
    names:
      'RoarChallenge FireworkBelt KatyPerrySingalong TeenageDreamCover CaliforniaGurlsChallenge KatyPerryKaraoke GuessTheKatySong KatyPerryThrowback',
    also: 'katy',
  },
  'post malone': {
    things: 'Guitar Mic CowboyHat Stage Headphones',
    moves: 'Sunflower Circles Congratulations Singalong Acoustic',
    verbs: 'Sing Strum',
    core: 'CowboyHat Sunflower Circles',
    scenes: 'Posty',
    names:
      'SunflowerChallenge BetterNowLipSync PostyCountryCover PostMaloneKaraoke PostMaloneSingalong GuessThePostySong CirclesOnGuitar PostMaloneDuet',
    also: 'posty',
  },
  'karol g': {
    things: 'BlueHair Mic Stage Speaker Sunglasses',
    moves: 'Tusa Provenza Bichota Reggaeton Perreo',
    verbs: 'Sing Dance Sway',
    core: 'BlueHair Tusa Provenza',
    names:
      'TusaChallenge ProvenzaChallenge SingLikeKarolG KarolGKaraoke KarolGSingalong GuessTheKarolGSong ProvenzaAcoustic KarolGDanceAlong',
    spelled: 'KarolG',
  },
  'j balvin': {
    things: 'Colors Mic Stage Sunglasses Speaker',
    moves: 'MiGente Reggaeton Chorus Hook Drop',
    verbs: 'Sing Dance Bounce',
    core: 'Colors MiGente Bounce',
    names:
      'MiGenteChallenge AyVamosChallenge JBalvinKaraoke JBalvinSingalong GuessTheJBalvinSong DanceLikeJBalvin ReggaetonRemix JBalvinHookRelay',
    spelled: 'JBalvin',
  },
  'nicki minaj': {
    things: 'Mic Wig Stage Pink Barbie',
    moves: 'SuperBass Starships Rap Verse Flow',
    verbs: 'Rap Sing',
    core: 'Pink Wig SuperBass',
    scenes: 'SuperBass',
    names:
      'SuperBassChallenge RapLikeNicki StarshipsSingalong NickiMinajKaraoke NickiVerseRelay GuessTheNickiSong NickiFlowSwitch SuperBassAcoustic',
    also: 'nicki',
  },
  madonna: {
    things: 'Mic Headset Lace Crucifix Stage DiscoBall',
    moves: 'Vogue LikeAPrayer MaterialGirl HollidayDance',
    verbs: 'Vogue Strike Sing',
    core: 'Headset Vogue MaterialGirl',
    scenes: 'MaterialGirl LikeAPrayer QueenOfPop',
    names:
      'VogueChallenge LikeAPrayerChoir MaterialGirlCover MadonnaKaraoke MadonnaSingalong GuessTheMadonnaSong MadonnaThroughTheDecades MadonnaRemixRelay',
  },
  'charli xcx': {
    things: 'Green Sunglasses Mic Club Laptop Apple',
    moves: 'AppleDance VonDutch Remix BratDance',
    verbs: 'Dance Sing Bop',
    core: 'Green BratDance AppleDance',
    scenes: 'BratSummer',
    names:
      'AppleDanceChallenge CharliXCX360Challenge MakeYourBratCover BratSummerSingalong CharliXCXKaraoke GuessTheCharliSong CharliXCXRemix CharliXCXAcoustic',
    spelled: 'CharliXCX',
  },
  'zach bryan': {
    things: 'Guitar Porch Truck Campfire Mic Boots',
    moves: 'Singalong Acoustic Strum Chorus Harmony',
    verbs: 'Strum Sing',
    core: 'Guitar Porch Strum',
    names:
      'SomethingInTheOrangeCover ZachBryanSingalong ZachBryanAcoustic ZachBryanLyricRelay ZachBryanCampfire GuessTheZachBryanSong ZachBryanKaraoke ZachBryanHarmony',
  },
  'morgan wallen': {
    things: 'Guitar Truck Boots CowboyHat Stage',
    moves: 'LastNight Singalong Acoustic Chorus Strum',
    verbs: 'Sing Strum',
    core: 'Truck CowboyHat LastNight',
    names:
      'LastNightSingalong MorganWallenCover MorganWallenDuet MorganWallenKaraoke GuessTheWallenSong 7SummersAcoustic WallenHarmony WallenTailgateJam',
  },
  'luke combs': {
    things: 'Guitar Truck Boots Porch Stage Mic',
    moves: 'FastCar BeautifulCrazy Singalong Acoustic',
    verbs: 'Sing Strum',
    core: 'Truck Boots FastCar',
    names:
      'FastCarCover BeautifulCrazySerenade LukeCombsSingalong LukeCombsKaraoke GuessTheLukeCombsSong FastCarDuet LukeCombsHarmony LukeCombsAcoustic',
  },
  'shania twain': {
    things: 'Mic CowboyHat Leopard TopHat Boots Stage',
    moves: 'LetsGoGirls Singalong Chorus Duet',
    verbs: 'Sing Strut',
    core: 'Leopard CowboyHat LetsGoGirls',
    scenes: 'LetsGoGirls',
    names:
      'LetsGoGirlsChallenge ThatDontImpressMeMuch YoureStillTheOneDuet ShaniaKaraoke ShaniaSingalong GuessTheShaniaSong ShaniaTwangChallenge ManIFeelLikeAWoman',
    also: 'shania',
  },
  'sam smith': {
    things: 'Mic Piano Stage Sequins Spotlight',
    moves: 'StayWithMe Falsetto Ballad HighNote Harmony',
    verbs: 'Sing Belt',
    core: 'Sequins StayWithMe Falsetto',
    names:
      'ImNotTheOnlyOneDuet SamSmithFalsetto SamSmithSingalong StayWithMeChoir SamSmithKaraoke GuessTheSamSmithSong SamSmithPianoCover SamSmithHarmony',
  },
  'lil nas x': {
    things: 'CowboyHat Horse Boots Guitar Mic Tractor',
    moves: 'OldTownRoad Yeehaw Singalong Remix',
    verbs: 'Ride Sing Rap',
    core: 'CowboyHat Horse OldTownRoad',
    scenes: 'OldTownRoad',
    names:
      'OldTownRoadRemix LilNasXYeehaw LilNasXSingalong IndustryBabyChallenge LilNasXKaraoke GuessTheLilNasXSong OldTownRoadOnBanjo LilNasXHornLine',
    spelled: 'LilNasX',
  },
  'sea shanty': {
    things: 'Sailor Ship Anchor Rope Accordion Barrel Lantern Concertina',
    moves: 'Wellerman HeaveHo StompAndClap CallAndResponse LowBassLine',
    verbs: 'Stomp Heave Sing Clap',
    core: 'Wellerman HeaveHo Sailor',
    scenes: 'Tavern HighSeas',
    names:
      'WellermanChallenge SeaShantyHarmonyStack ShantyWithMyCrew StompClapShanty AddTheBassLine WriteAShantyForYourDay SeaShantyDuetChain HeaveHoHarmonies SeaShantyForBedtime',
    also: 'shanty',
  },
  'music video': {
    things: 'Camera Tripod Lyrics Outfit Costume Spotlight Storyboard FogMachine',
    moves: 'OneTake LipSync SlowMo Transition Choreo ShotForShot',
    verbs: 'Film Shoot Recreate Star',
    core: 'OneTake LipSync Camera',
    scenes: 'Backyard FilmSet',
    names:
      'OneTakeMusicVideo RecreateAMusicVideo ZeroBudgetMusicVideo MusicVideoForMyChores MusicVideoIn24Hours FamilyMusicVideo LipSyncMusicVideo GuessTheMusicVideo HomemadeLyricVideo',
    also: 'musicvid',
  },
  duet: {
    things: 'Mic Harmony SplitScreen Stage Piano Guitar Lyrics',
    moves: 'CallAndResponse HarmonyLine TradeVerses HighHarmony KeyChange',
    verbs: 'Sing Harmonize Join Trade',
    core: 'Harmony SplitScreen Sing',
    scenes: 'Stage Singalong',
    names:
      'DuetWithYourPastSelf SingTheOtherHalf AddTheHarmonyDuet DuetInTwoLanguages OneMicDuet SiblingDuetBattle DuetMyVerse DuetAcrossTheRoom DisneyDuetDare',
    also: 'duetting',
  },
  album: {
    things: 'Vinyl Tracklist Cover Booklet Record CD Cassette Sleeve',
    moves: 'FirstListen TrackByTrack RankTheTracks DeepCut HiddenTrack',
    verbs: 'Listen Rank Spin Review',
    core: 'Tracklist Vinyl FirstListen',
    scenes: 'ReleaseDay ListeningParty',
    names:
      'RankEveryTrack AlbumInOneSitting FirstListenReaction AlbumInThreeWords DesertIslandAlbum TheAlbumThatRaisedMe GuessTheAlbum MyAlbumOfTheYear AlbumNoSkips',
  },
  'album cover': {
    things: 'Vinyl Sleeve Props Backdrop Outfit Pose Font Tracklist',
    moves: 'Recreate ShotForShot PoseMatch SideBySide ZeroBudget',
    verbs: 'Recreate Pose Design Shoot',
    core: 'Sleeve Recreate Pose',
    scenes: 'PhotoShoot',
    names:
      'RecreateTheAlbumCover GuessTheAlbumCover AlbumCoverAtHome DesignYourDebutCover FamilyAlbumCoverShoot RedesignAClassicCover AlbumCoverIn10Minutes AlbumCoverThenAndNow ZeroBudgetAlbumCover',
    also: 'albumart coverart',
  },
  soundtrack: {
    things: 'Score Theme Headphones Playlist Credits Popcorn Strings Trailer',
    moves: 'EpicBuild MovieTheme EndCredits TrailerVoice SwellingStrings',
    verbs: 'Score Hum Play Compose',
    core: 'Score MovieTheme EndCredits',
    scenes: 'MovieNight',
    names:
      'SoundtrackMyDay GuessTheMovieTheme ScoreASilentClip EpicSoundtrackChores SoundtrackSwap HumThatSoundtrack EndCreditsOfMyWeek SoundtrackOnKazoo ScoreYourPetsNap',
    also: 'moviescore filmscore moviesoundtrack ost',
  },
  organ: {
    things: 'Pipes Keys Pedals Stops Bench Chapel Cathedral Hymnal',
    moves: 'SpookyToccata WeddingMarch BallparkCharge FullStops Pedalboard',
    verbs: 'Play Pull Pedal',
    core: 'Pipes Pedals SpookyToccata',
    scenes: 'Cathedral Ballpark',
    names:
      'SpookyOrganIntro PopSongOnPipeOrgan FeetOnlyOrgan PullOutAllTheStops BallparkOrganCharge GuessTheOrganSong WeddingMarchRemix OrganVsPiano',
    also: 'pipeorgan churchorgan organist',
  },
  sitar: {
    things: 'Strings Gourd Frets Drone Tabla Mizrab Raga',
    moves: 'RagaRiff StringBend DroneHum SlowAlap FastJhala',
    verbs: 'Pluck Bend Play',
    core: 'Strings Raga Pluck',
    names:
      'PopSongOnSitar SitarVsGuitar SitarAndTablaJam GuessTheSongOnSitar 100DaysOfSitar OneMinuteRaga SitarBendChallenge SitarMeetsLofi',
  },
  triangle: {
    things: 'Beater Ding Clip Stand Chime Orchestra',
    moves: 'Roll Trill PerfectDing MutedDing BigEntrance',
    verbs: 'Ding Strike Tap',
    core: 'Ding Beater Trill',
    scenes: 'BackRow',
    names:
      'WaitForYourDing TriangleSoloDare TrianglePopCover TriangleOnTheBeat TriangleTrillChallenge TriangleInEverySong OneNoteWonder TriangleTimingTest',
  },
  viola: {
    things: 'Bow Rosin Strings Chinrest Scroll AltoClef Bridge Case',
    moves: 'Pizzicato Vibrato Tremolo DoubleStop Melody',
    verbs: 'Pluck Play Tune',
    core: 'Bow AltoClef Strings',
    scenes: 'Orchestra Quartet',
    names:
      'ViolaTakesTheMelody ViolaNotViolin ViolaPopCover GuessViolaOrCello PizzicatoPopChallenge 100DaysOfViola ViolaRiffRelay AltoClefSpeedRead',
    also: 'violist',
  },
  kazoo: {
    things: 'Buzz Membrane Comb TissuePaper Band Parade',
    moves: 'HumAlong BuzzSolo MarchTune ThemeSong',
    verbs: 'Hum Buzz Toot',
    core: 'Buzz Hum HumAlong',
    scenes: 'Parade',
    names:
      'EpicSongOnKazoo KazooFamilyOrchestra GuessTheKazooSong SeriousKazooSolo OperaOnAKazoo KazooCoverChallenge KazooWakeUpCall KazooVsViolin',
  },
  'french horn': {
    things: 'Bell Valves Mouthpiece Tubing Mute Slide',
    moves: 'HandInBell LipTrill MovieTheme HuntingCall HighNote',
    verbs: 'Buzz Play Toot',
    core: 'Bell Valves MovieTheme',
    scenes: 'Orchestra BrassBand',
    names:
      'MovieThemeOnHorn FrenchHornPopCover EpicHornEntrance GuessTheHornTheme FrenchHornHighNote MouthpieceOnlyMelody 100DaysOfFrenchHorn StairwellHornEcho',
  },
  'nursery rhyme': {
    things: 'Lullaby Spider Star Sheep Bus Duck Teapot Clock',
    moves: 'Remix RockVersion HandMotions SingAlong RoundSong',
    verbs: 'Sing Clap Rhyme',
    core: 'Lullaby SingAlong HandMotions',
    scenes: 'Storytime Playgroup',
    names:
      'NurseryRhymeRemix TwinkleInFiveGenres NurseryRhymeOpera ItsyBitsyBeatDrop FinishTheNurseryRhyme NurseryRhymeDanceOff HeavyMetalNurseryRhyme WheelsOnTheBusAcapella',
    also: 'kidssong childrenssong twinkletwinkle',
  },
  jingle: {
    things: 'Slogan Tagline Ad Product Cereal Toothbrush',
    moves: 'CatchyHook RadioAd ThirtySecondSpot SignOff',
    verbs: 'Write Sing Pitch',
    core: 'Slogan CatchyHook Tagline',
    scenes: 'AdBreak',
    names:
      'SellItWithAJingle TurnYourNameIntoAJingle JingleForMyBreakfast 30SecondJingle GuessTheOldJingle JingleForYourTown LunchboxJingle JingleForMyPet',
  },
  'guess the song': {
    things: 'Intro Emoji Lyrics Hum Buzzer Playlist Clue Speaker',
    moves: 'FirstSecond Humming EmojiClue ReverseIntro LyricsOnly',
    verbs: 'Guess Name Hum Buzz',
    core: 'Intro Emoji Hum',
    scenes: 'GameNight RoadTrip',
    names:
      'GuessTheSongIn1Second YouHumIGuess NameThatTuneRoadTrip GuessTheSongFromLyrics GuessTheSongEmojiEdition GuessTheSongKidsVsParents ReversedIntroChallenge FinishTheLyricFaceOff',
    also: 'namethattune guessthetune guessthatsong songquiz',
  },
  'love song': {
    things: 'Ballad Roses Candle Guitar Lyrics Rhyme Mixtape',
    moves: 'Serenade KeyChange SlowDance PowerBallad FirstVerse',
    verbs: 'Serenade Sing Write',
    core: 'Serenade Ballad Roses',
    scenes: 'Anniversary',
    names:
      'LoveSongToPizza LoveSongForYourBestie CheesiestLoveSong LoveSongInFiveWords LoveSongRelay PowerBalladToMyCat GrandparentsLoveSong LoveSongInSignLanguage',
  },
  'sad song': {
    things: 'Tissues Rain Window Piano Violin Ballad Hoodie',
    moves: 'MinorKey SlowTempo DramaticPause BigBridge',
    verbs: 'Sing Sigh Hum',
    core: 'MinorKey Tissues Rain',
    scenes: 'RainyDay',
    names:
      'SadSongHappyVersion HappySongInMinorKey SadSongForTinyProblems TryNotToCrySadSong SadSongOnKazoo DramaticSadSongEntrance SadSongTierList SadSongByCandlelight',
    also: 'sadmusic',
  },
  'theme song': {
    things: 'TvShow Cartoon Intro Credits Sitcom Remote Couch',
    moves: 'OpeningCredits CartoonIntro SitcomIntro EpicIntro',
    verbs: 'Hum Sing Recreate',
    core: 'Intro Sitcom Cartoon',
    scenes: 'Reruns',
    names:
      'ThemeSongForMyLife GuessTheCartoonIntro SitcomIntroOfMyFamily ThemeSongOnRecorder HumTheThemeSong ThemeSongWalkIn ThemeSongForMyDog ThemeSongInEveryGenre RecreateTheOpeningCredits',
    also: 'themetune tvtheme',
  },
  'air guitar': {
    things: 'Wig Sunglasses Stage Spotlight Hairbrush Jumpsuit',
    moves: 'Headbang PowerSlide WindmillStrum KneeSlide BigFinish Shred',
    verbs: 'Shred Strum Rock',
    core: 'Shred PowerSlide Headbang',
    scenes: 'LivingRoomGig',
    names:
      'AirGuitarFaceOff EpicAirGuitarSolo AirGuitarToAnySong ShredWithNoStrings AirGuitarChampionship PowerSlideFinale FamilyAirBand AirGuitarInSlowMo',
  },
  'boy band': {
    things: 'Stools Harmonies MatchingOutfits Posters Headset Mic',
    moves: 'KeyChange StoolStandUp PointAtCamera SlowTurn HarmonyStack',
    verbs: 'Harmonize Point Spin',
    core: 'KeyChange Stools Harmonies',
    scenes: 'Reunion',
    names:
      'StandUpOnTheKeyChange FormABoyBand BoyBandWithMyFamily BoyBandPointChallenge BoyBandHarmonyStack BoyBandSlowMoWalk MatchingOutfitsBoyBand BoyBandIntroPose EveryBoyBandMoveEver',
  },
  'girl group': {
    things: 'Mic Harmonies Choreo Outfits Ponytail Sparkles',
    moves: 'PowerNote HairFlip Formation HighNoteRun PartSwap',
    verbs: 'Harmonize Flip Spin',
    core: 'Formation HairFlip Harmonies',
    scenes: 'Encore',
    names:
      'FormAGirlGroup GirlGroupFormation GirlGroupHarmonyTest HairFlipOnTheBeat GirlGroupPartSwap GirlGroupRollCall GirlGroupGlowUp PowerNoteRelay',
  },
  'steel drum': {
    things: 'Pan Mallets Notes Calypso Soca Sunshine',
    moves: 'IslandRiff BeachCover Roll Tremolo',
    verbs: 'Tap Roll Play',
    core: 'Pan Mallets Calypso',
    scenes: 'Beach Carnival',
    names:
      'PopSongOnSteelDrum SteelPanCoverChallenge GuessTheSongOnSteelPan IslandVersionOfAnySong SteelDrumBirthdaySong SteelPanVsPiano MakeItSoundLikeSummer SteelDrumLullaby',
    also: 'steelpan steelband',
  },
  metronome: {
    things: 'Click Tempo Beat Tick BPM Pendulum',
    moves: 'DoubleTime HalfTime OnTheClick SpeedRamp',
    verbs: 'Count Tap Keep',
    core: 'Click Tempo Tick',
    names:
      'HumanMetronome StayOnTheClick MetronomeSpeedRamp GuessTheBPM ClapWithTheMetronome TapTheTempoChallenge DoubleTimeMetronome CountWithoutTheClick',
  },
  rhythm: {
    things: 'Beat Tempo Drum Pattern Table Pencil Bucket',
    moves: 'ClapBack CallAndResponse Syncopation StompClap Backbeat OffBeat',
    verbs: 'Clap Stomp Tap Snap',
    core: 'Beat Clap Tempo',
    scenes: 'DrumCircle',
    names:
      'CopyMyRhythm ClapThisRhythm RhythmRelay PencilDrumRhythm RhythmOnAnything ClapBackChallenge RhythmMemoryGame GuessTheSongByRhythm',
    also: 'rhythms',
  },
  chords: {
    things: 'Capo Fretboard Chart Strings Keys Fingers Pick',
    moves: 'FourChordPop Barre PowerChord Progression ChordChange',
    verbs: 'Strum Play Switch',
    core: 'FourChordPop Capo Strum',
    names:
      'FourChordChallenge ThreeChordsTenSongs ChordChangeSpeedrun ANewChordEveryDay GuessTheChords ChordsOnlyCover BarreChordBattle ChordProgressionRelay OneChordSong',
    also: 'guitarchords pianochords chordprogression powerchord powerchords chord',
  },
  'jam session': {
    things: 'Amp Drums Bass Keys Pick Tambourine',
    moves: 'OpenJam GrooveLoop SoloSwap CallAndResponse Improv',
    verbs: 'Jam Groove Improvise',
    core: 'Groove Amp OpenJam',
    scenes: 'Garage Basement Backyard',
    names:
      'FamilyJamSession AddYourPartJam ThreeChordJam KitchenJamSession InstrumentSwapJam JamSessionInOneTake RandomObjectJam SoloSwapChallenge',
    also: 'jamsesh',
  },
  conductor: {
    things: 'Baton Podium Score Orchestra Tailcoat Downbeat',
    moves: 'Crescendo Cutoff FinalBow Fermata TempoChange',
    verbs: 'Conduct Cue Wave',
    core: 'Baton Podium Crescendo',
    scenes: 'ConcertHall',
    names:
      'ConductorForADay KitchenConductor FollowTheConductor ConductorBatonBattle FamilyBandConductor CrescendoOnCue ConductWithAPencil ConductAMovieScene',
    also: 'conducting',
  },
  'sped up': {
    things: 'Pitch Chipmunk Loop Playlist Remix Tempo',
    moves: 'DoubleSpeed ChipmunkVoice SlowedDown Nightcore',
    verbs: 'Slow Loop Sing',
    core: 'Chipmunk Pitch DoubleSpeed',
    names:
      'SpedUpVsOriginal SingTheSpedUpVersion GuessTheSpedUpSong SpedUpOrSlowed SpedUpLyricsChallenge SpedUpLullaby ChipmunkVoiceCover DoubleSpeedKaraoke',
    also: 'spedupsong spedupversion',
  },
  'video game music': {
    things: 'Chiptune Controller Soundtrack Coins Cartridge Joystick',
    moves: 'BossTheme LevelUp GameOver TitleScreen CoinSound',
    verbs: 'Play Hum Remix',
    core: 'BossTheme Chiptune LevelUp',
    scenes: 'BossFight',
    names:
      'BossMusicForChores GuessTheGameByMusic VideoGameMusicMedley VideoGameMusicOnRecorder BossThemeOnPiano HumTheTitleScreen VideoGameMusicQuiz LifeWithVideoGameMusic',
    also: 'gamemusic vgm videogamesoundtrack gamesoundtrack',
  },
  'disney song': {
    things: 'Castle Princess Villain Sidekick Ballad Mermaid Lantern',
    moves: 'IWantSong VillainSong Duet Reprise BigNote',
    verbs: 'Sing Belt Twirl',
    core: 'Villain Princess IWantSong',
    scenes: 'Sleepover',
    names:
      'DisneySongDuet VillainSongChallenge DisneySongEmojiQuiz FinishTheDisneyLyric GuessTheDisneyIntro DisneySongWithMyKid SingLikeAVillain DisneySongRelay',
    also: 'disneymusic',
  },
  'vocal range': {
    things: 'Mic Piano Keyboard Scale Chart Headphones',
    moves: 'LowestNote HighestNote WhistleNote Slide Octaves',
    verbs: 'Sing Slide Hum',
    core: 'HighestNote LowestNote Octaves',
    names:
      'VocalRangeChallenge LowestToHighestNote GuessMyVocalRange VocalRangeFamilyTest VocalRangeInOneSong SingFromBassToSoprano VocalRangeBeforeCoffee LowestNoteShowdown',
    also: 'vocalrangetest',
  },
  'pots and pans': {
    things: 'Pot Pan Lid WoodenSpoon Whisk Colander Bucket',
    moves: 'KitchenDrumSolo LidCrash SpoonRoll BackbeatBang',
    verbs: 'Bang Tap Clang',
    core: 'WoodenSpoon Lid KitchenDrumSolo',
    scenes: 'Kitchen',
    names:
      'PotsAndPansDrumSolo KitchenDrumKit PotsAndPansCover WoodenSpoonDrummer PotsAndPansVsRealDrums PotsAndPansParade GuessTheSongOnPots LidCrashFinale',
    also: 'kitchendrum kitchendrumming',
  },
  'music box': {
    things: 'Ballerina Key Cylinder Comb Lullaby Trinket',
    moves: 'WindUp SlowingDown TwinkleTune Spin PaperStrip',
    verbs: 'Wind Crank Spin',
    core: 'Ballerina WindUp Lullaby',
    scenes: 'Bedtime Attic',
    names:
      'HumanMusicBox AnySongAsAMusicBox PunchYourOwnMusicBox GuessTheMusicBoxSong MusicBoxBallerinaSpin MusicBoxBedtimeSong MusicBoxVsPiano WindItUpChallenge',
  },
  'one hit wonder': {
    things: 'Chorus Hook Playlist Radio Jukebox Cassette',
    moves: 'BigChorus GuessTheYear SingTheHook DanceBreak',
    verbs: 'Sing Guess Hum',
    core: 'Hook Chorus Jukebox',
    scenes: 'RoadTrip Throwback',
    names:
      'GuessTheOneHitWonder OneHitWonderKaraoke WriteYourOneHitWonder ParentsOneHitWonders SingOnlyTheHook OneHitWonderRoadTrip OneHitWonderDanceBreak WhoSangItChallenge',
  },
  'vocal warm up': {
    things: 'Straw Piano Water Mirror Tuner Metronome',
    moves: 'LipTrill Siren Scale TongueTrill Buzz',
    verbs: 'Hum Stretch Breathe',
    core: 'LipTrill Siren Straw Hum',
    names:
      'LipTrillChallenge VocalWarmUpBeforeAndAfter FiveMinuteVocalWarmUp StrawSingingChallenge SirenSlideWarmUp TongueTwisterWarmUp WarmUpThenHitTheNote SillyWarmUpChallenge',
    also: 'vocalwarmups singingwarmup vocalexercise vocalexercises',
  },
  'sheet music': {
    things: 'MusicStand Pencil Metronome Binder Staff Clef Notes Bench',
    moves: 'SightReading NoteNaming PageTurn Rhythms',
    verbs: 'Read Play Count',
    core: 'MusicStand Notes SightReading',
    names:
      'SightReadingChallenge GuessTheSheetMusic SheetMusicVsByEar NameThatNoteChallenge SheetMusicUpsideDown FirstTimeSightReading ReadMusicIn30Days SheetMusicMemoryTest',
    also: 'musicnotes notereading sightreading readingmusic',
  },
  strumming: {
    things: 'Pick Ukulele Guitar Capo Metronome Chords',
    moves: 'IslandStrum Chuck PalmMute Calypso Waltz',
    verbs: 'Strum Mute Tap',
    core: 'Pick Guitar Strum',
    names:
      'FourSongsOneStrum GuessTheStrumPattern StrumAlongChallenge StrummingWithoutLooking IslandStrumIn7Days StrummingDuet StrumToTheMetronome PalmMuteChallenge',
    also: 'strumpattern strummingpattern',
  },
  fingerstyle: {
    things: 'Guitar Thumbpick Nails Capo Tabs Ukulele',
    moves: 'TravisPicking Arpeggio Harmonics ThumbSlap Melody',
    verbs: 'Pick Pluck Tap',
    core: 'Guitar Thumbpick Pluck',
    names:
      'FingerstyleYourRingtone FingerstyleVsStrumming FingerpickingIn30Days ThumbSlapChallenge FingerstyleMovieTheme FingerstyleLullaby TravisPickingChallenge TabsOrByEar',
    also: 'fingerpicking fingerstyleguitar',
  },
  riff: {
    things: 'Guitar Amp Pedal Pick Bass Tabs',
    moves: 'IntroLick PowerChord HammerOn Bend Slide',
    verbs: 'Shred Play Loop',
    core: 'Guitar Amp IntroLick',
    names:
      'GuessTheRiff RiffOff OneRiffFourGenres EveryRiffIKnow RiffRelay RiffOnAToyGuitar WriteARiffInOneMinute ClassicRiffsOnUkulele',
    also: 'guitarriff riffing',
  },
  'loop pedal': {
    things: 'Pedal Mic Guitar Cable Headphones Amp',
    moves: 'LayeredLoop Beatbox Harmony Overdub Bassline',
    verbs: 'Layer Record Tap',
    core: 'Pedal Mic LayeredLoop',
    names:
      'KitchenSoundsLoop SixLayerLoop LiveLoopChallenge LoopPedalFromScratch OneTakeLoop LoopPedalDuet LoopYourVoiceOnly BeatboxLoopBattle',
    also: 'loopstation looper liveloop livelooping',
  },
  boomwhacker: {
    things: 'Tubes Floor Palm Knee Chart Caps',
    moves: 'ColorMelody ChordStrike Rhythm Echo',
    verbs: 'Whack Bop Tap',
    core: 'Tubes ColorMelody Whack',
    scenes: 'MusicClass',
    names:
      'GuessTheBoomwhackerSong BoomwhackerFamilyBand OneTubeEachChallenge BoomwhackerBirthdaySong BoomwhackerRelay ColorCodedSong BoomwhackerOnTheBeat BopTheMelody',
  },
  handbells: {
    things: 'Bells Gloves Table Chart Foam Mallets',
    moves: 'Chime ShakeRoll Echo Melody',
    verbs: 'Ring Swing Damp',
    core: 'Bells Gloves Ring',
    scenes: 'Holidays',
    names:
      'OneBellEachChallenge HandbellPopSong GuessTheHandbellSong RingYourNoteOnTime HandbellsForBeginners DeskBellSymphony HandbellHolidayMedley BellChoirBattle',
    also: 'handchimes bellchoir handbell',
  },
  'string quartet': {
    things: 'Violin Viola Cello Bows Rosin Stands',
    moves: 'PopCover WeddingMarch Pizzicato Tremolo',
    verbs: 'Bow Pluck Tune',
    core: 'Violin Cello Bows',
    names:
      'OneMusicianFourParts StringQuartetVersion GuessTheQuartetCover PizzicatoOnly StringQuartetPopHits QuartetVsOrchestra StringQuartetRequests QuartetGameThemes',
  },
  hallelujah: {
    things: 'Piano Guitar Choir Candle Chords Cathedral',
    moves: 'Chorus Harmony Fingerpicking Crescendo Round',
    verbs: 'Sing Harmonize Hum',
    core: 'Piano Choir Chorus',
    names:
      'HallelujahHarmony HallelujahInTheStairwell FamilyHallelujahChoir HallelujahRelay HallelujahOnUkulele HallelujahDuet HallelujahChorusAtHome HumHallelujahTogether',
  },
  'fur elise': {
    things: 'Piano Keyboard Metronome SheetMusic Pedal Bench',
    moves: 'OpeningRun LeftHand RightHand SlowTempo Trill',
    verbs: 'Play Practice Memorize',
    core: 'Piano OpeningRun Play',
    names:
      'FurEliseOnAToyPiano FurEliseIn30Days FurEliseWithOneFinger FurEliseMetalVersion FurEliseDuet FurEliseOnWaterGlasses FurEliseFirstVsLast FurEliseSpeedUp',
    also: 'forelise',
  },
  'canon in d': {
    things: 'Piano Violin Cello Guitar Strings Keyboard',
    moves: 'GroundBass Arpeggios Round WeddingWalk',
    verbs: 'Play Loop Layer',
    core: 'Piano Cello GroundBass',
    names:
      'CanonInDRound CanonInDOnUkulele CanonInDFamilyBand LayerTheCanon CanonChordsChallenge CanonInDBeatbox PachelbelRockVersion CanonInDWeddingWalk',
    also: 'pachelbel pachelbelcanon pachelbelscanon',
  },
  wonderwall: {
    things: 'Guitar Capo Chords Pick Stool Amp',
    moves: 'StrumPattern Chorus Singalong Acoustic',
    verbs: 'Strum Sing Belt',
    core: 'Guitar Capo Strum',
    scenes: 'Campfire Party',
    names:
      'AnywayHeresWonderwall WonderwallGoesJazz LearnWonderwallIn7Days WonderwallSingalong WonderwallOnUkulele WonderwallDuet WonderwallOneTake WonderwallNoCapo',
  },
  despacito: {
    things: 'Guitar Maracas Mic Piano Speaker Cajon',
    moves: 'Chorus SlowVerse Groove SpanishVerse',
    verbs: 'Sing Sway Strum',
    core: 'Guitar Chorus Sing',
    names:
      'DespacitoOnRecorder DespacitoGoesClassical DespacitoSingalong DespacitoDuet DespacitoFamilyBand LearnTheDespacitoVerse DespacitoSlowToFast DespacitoOnKazoo',
  },
  moana: {
    things: 'Ukulele Drums Oar Shell Paddle Necklace',
    moves: 'HowFarIllGo YoureWelcome Shiny Chorus',
    verbs: 'Sing Drum Belt',
    core: 'Ukulele HowFarIllGo Sing',
    names:
      'HowFarIllGoChallenge YoureWelcomeSingalong MoanaOnUkulele MoanaHighNote MoanaFamilyChoir MoanaSongsOnRecorder MauiVsMoanaDuet ShinyBassVoiceChallenge',
    also: 'moana2',
  },
  'lion king': {
    things: 'Drums Piano Choir Mask Puppet Sunrise',
    moves: 'CircleOfLife HakunaMatata OpeningCall JustCantWait',
    verbs: 'Sing Chant Harmonize',
    core: 'CircleOfLife HakunaMatata Sing',
    names:
      'CircleOfLifeChallenge HakunaMatataSingalong LionKingFamilyMusical HitTheCircleOfLifeNote LionKingOnRecorder LionKingDuet JustCantWaitToBeKing LionKingMedley',
    also: 'thelionking hakunamatata circleoflife',
  },
  'greatest showman': {
    things: 'TopHat Cane Spotlight Mic Drums Stage',
    moves: 'ThisIsMe RewriteTheStars OtherSide Finale',
    verbs: 'Sing Stomp Belt',
    core: 'TopHat ThisIsMe Sing',
    names:
      'ThisIsMeChallenge RewriteTheStarsDuet GreatestShowmanSingalong ShowmanStompChallenge GreatestShowmanMedley NeverEnoughHighNote ShowmanFamilyMusical RingmasterIntro',
    also: 'thegreatestshowman',
  },
  'anime opening': {
    things: 'Guitar Piano Drums Mic Bass Headphones',
    moves: 'TVSizeCover Chorus Intro GuitarSolo',
    verbs: 'Sing Play Shred',
    core: 'Guitar Chorus Sing',
    names:
      'GuessTheAnimeOpening MyLifeAsAnAnimeOpening AnimeOpeningOnPiano AnimeOpeningGoesJazz AnimeOpeningBandCover AnimeOPRelay HumTheAnimeOpening AnimeOpeningDuet',
    also: 'animeop animesong anisong animemusic',
  },
  'parody song': {
    things: 'Lyrics Mic Guitar Notebook Costume Melody',
    moves: 'NewLyrics ChoreAnthem PetSong HomeworkHit',
    verbs: 'Rewrite Rhyme Sing',
    core: 'Lyrics NewLyrics Rewrite',
    names:
      'RewriteAPopSong ParodyYourMorningRoutine PetParodySong MakeItAboutSnacks ChoreParodyChallenge SchoolDayParody ParodyWithoutLaughing FamilyParodyNight',
    also: 'songparody musicparody',
  },
  'battle of the bands': {
    things: 'Amp Drums Stage Mic Guitar Scoreboard',
    moves: 'Soundcheck Setlist Encore Finale',
    verbs: 'Rock Jam Compete',
    core: 'Stage Setlist Rock',
    scenes: 'SchoolGym Garage',
    names:
      'OneSongTwoBands FamilyBattleOfTheBands BattleOfTheToyBands PickTheWinningBand KitchenBandBattle BedroomVsKitchenBand ThreeMinuteSetChallenge BestEncoreWins',
    also: 'bandbattle bandcompetition',
  },
  'music class': {
    things: 'Recorder Xylophone Tambourine Triangle MusicStand Whiteboard',
    moves: 'Rounds ClapBack RhythmGame Recital',
    verbs: 'Clap Sing Play',
    core: 'Recorder Xylophone Clap',
    scenes: 'School Classroom',
    names:
      'MusicClassThrowback RecorderThrowback ClapItBackChallenge MusicClassVsNow ClassroomInstrumentBand SingInARound GuessTheMusicClassSong TriangleSoloChallenge',
    also: 'musiclesson musicteacher bandclass',
  },
  'one man band': {
    things: 'Harmonica BassDrum Cymbals Guitar Kazoo Tambourine',
    moves: 'FootDrum LoopStack FullSong KitchenBand',
    verbs: 'Stomp Strum Jingle',
    core: 'Harmonica BassDrum Stomp',
    names:
      'HowManyInstrumentsAtOnce OnePersonBandChallenge KitchenOneManBand AddANoisemakerEachVerse OneManBandFromToys OneManBandBirthdaySong FiveSoundsOneSong StrumStompAndSing',
    also: 'onewomanband onepersonband',
  },
  falsetto: {
    things: 'Mic Headphones Piano Tuner Mirror Water',
    moves: 'HeadVoice Flip Whistle Sustain HighChorus',
    verbs: 'Float Sing Hold',
    core: 'HeadVoice Mic Float',
    names:
      'SingItInFalsetto FalsettoFlipChallenge DeepVoiceToFalsetto FalsettoVsChestVoice FalsettoOnlyKaraoke FalsettoDuet HeadVoiceGlowUp FalsettoBirthdaySong',
    also: 'headvoice',
  },
  belting: {
    things: 'Mic Piano Stage Spotlight Water Mirror',
    moves: 'HighNote Sustain MixVoice BigFinish',
    verbs: 'Belt Hold Project',
    core: 'Mic HighNote Belt',
    names:
      'BeltTheBigFinish BroadwayBeltChallenge BeltingBeforeVsAfter SmallVoiceBigBelt BeltingInTheStairwell BeltTheChorusRelay BeltingDuetBattle BeltingWarmUpWithMe',
  },
  'whistle note': {
    things: 'Mic Piano Tuner Headphones Water Mirror',
    moves: 'WhistleRegister HighC Sustain Trill',
    verbs: 'Squeak Reach Hold',
    core: 'WhistleRegister HighC Reach',
    names:
      'WhistleNoteChallenge FirstWhistleNoteAttempt WhistleNoteGlowUp HitTheWhistleNote WhistleNoteDuet WhistleNoteInTheChorus WhistleNoteWarmUp WhistleNoteOrKettle',
    also: 'whistleregister whistletone',
  },
  'vocal run': {
    things: 'Mic Piano Headphones Metronome Mirror Water',
    moves: 'Melisma Pentatonic Trill AdLib',
    verbs: 'Riff Slide Ornament',
    core: 'Mic Melisma Riff',
    names:
      'CopyMyVocalRun VocalRunOnHappyBirthday AddARunToAnySong VocalRunBattle RunsAndRiffsChallenge VocalRunRelay SlowMoVocalRun MatchMyRunChallenge',
    also: 'riffsandruns runsandriffs',
  },
  'double bass': {
    things: 'Bow Rosin Endpin Stool Strings Case',
    moves: 'WalkingBass Pizzicato SlapBass Spin',
    verbs: 'Pluck Walk Slap',
    core: 'Bow Rosin WalkingBass',
    names:
      'WalkingBassChallenge DoubleBassPopCover DoubleBassVsCello SpinTheUprightBass DoubleBassThemeSong SlapBassRockabilly PizzicatoOnly DoubleBassDuet',
    also: 'uprightbass contrabass standupbass',
  },
  'pan flute': {
    things: 'Pipes Bamboo Straws Cork Case Tape',
    moves: 'Melody Echo Glide Trill',
    verbs: 'Blow Toot Slide',
    core: 'Pipes Bamboo Blow',
    names:
      'MakeAPanFluteFromStraws GuessThePanFluteSong PanFlutePopCover PanFluteVsRecorder PanFluteMovieTheme PanFluteEchoChallenge TootAMelody PanFluteOneBreath',
    also: 'panpipes panpipe',
  },
  theremin: {
    things: 'Antenna Amp Pedal Headphones Speaker Knob',
    moves: 'SpookyGlide Swoop Wobble SciFi Melody',
    verbs: 'Wave Hover Glide',
    core: 'Antenna SpookyGlide Wave',
    names:
      'PlayWithoutTouching ThereminFirstTry ThereminHalloweenTheme GuessTheThereminSong ThereminSciFiTheme ThereminVsWhistling ThereminLullaby HoverHandsChallenge',
  },
  maracas: {
    things: 'Rice Beans Bottles Tape Spoons Shaker',
    moves: 'Rhythm Groove Shuffle Roll Samba',
    verbs: 'Shake Rattle Tap',
    core: 'Rice Shaker Shake',
    names:
      'MaracasFromAnything GuessWhatsInMyMaraca MaracaRhythmChallenge ShakeToTheBeat MaracaFamilyBand MaracasOnEveryBeat MaracaCopyMe ShakeRattleAndSing',
    also: 'eggshaker maraca',
  },
  jukebox: {
    things: 'Coins Records Diner Buttons Speaker Booth',
    moves: 'Throwback DinerSong CoinDrop RequestLine',
    verbs: 'Pick Spin Play',
    core: 'Coins Records Pick',
    scenes: 'Diner Arcade',
    names:
      'HumanJukeboxChallenge OneCoinPerSong YouPickISing FamilyJukeboxNight ThrowbackJukebox DinerJukeboxSingalong JukeboxRequests JukeboxDanceBreak',
  },
  'campfire song': {
    things: 'Guitar Ukulele Marshmallows Blanket Logs Lantern',
    moves: 'Singalong CallAndResponse Round EchoSong',
    verbs: 'Sing Strum Clap',
    core: 'Guitar Singalong Sing',
    scenes: 'Campfire Camping Backyard',
    names:
      'CampSongWithMotions CampfireSingalong WriteYourOwnCampSong CampfireSongRelay CampfireCallAndResponse CampSongThrowback BackyardCampfireSong CampfireHarmony',
    also: 'campsong campfiremusic',
  },
  'halloween song': {
    things: 'Organ Pumpkin Costume Cauldron Candle Broom',
    moves: 'SpookyTheme MinorKey Cackle GhostChoir',
    verbs: 'Howl Creep Sing',
    core: 'Organ Pumpkin SpookyTheme',
    scenes: 'SpookySeason TrickOrTreat',
    names:
      'TurnAPopSongSpooky GuessTheSpookySong HalloweenSongInCostume HalloweenSongFamilyBand HalloweenOrganIntro PumpkinDrumBeat CackleHarmonyChallenge HalloweenSongOnKazoo',
    also: 'halloweenmusic spookysong spookymusic',
  },
  'sing along': {
    things: 'Lyrics CarRadio Hairbrush Speaker Backseat Couch',
    moves: 'Chorus Duet Harmonies Throwback',
    verbs: 'Sing Belt Sway',
    core: 'Lyrics Chorus Sing',
    names:
      'FamilyCarSingalong KnowEveryWordChallenge SingalongRelay HairbrushMicSingalong ThrowbackSingalong SingalongWithNoMusic SingalongInHarmony MuteTheChorus',
    also: 'carsingalong',
  },
  'key change': {
    things: 'Piano Mic Stool Spotlight Capo Keyboard',
    moves: 'StepUp FinalChorus BigFinish Modulation',
    verbs: 'Lift Rise Belt',
    core: 'FinalChorus Piano Lift',
    names:
      'StandUpForTheKeyChange AddAKeyChangeToAnySong KeyChangeChallenge EveryChorusUpAKey KeyChangeBirthdaySong FiveKeyChangesOneSong KeyChangeOnKazoo KeyChangeDrama',
    also: 'modulation keychanges',
  },
  oldies: {
    things: 'Vinyl Jukebox Radio Cassette Turntable Records',
    moves: 'DooWop SockHop Twist SlowDance Throwback',
    verbs: 'Sway Snap Sing',
    core: 'Vinyl Radio DooWop',
    scenes: 'Diner Kitchen',
    names:
      'GuessTheOldie OldiesVsNow FinishTheOldie OldiesSingalong DooWopHarmonyChallenge SockHopChallenge OldiesOnVinyl OldiesRequestHour',
    also: 'goldenoldies doowop oldiesmusic',
  },
  jpop: {
    things: 'Mic Lyrics Synth Headphones Guitar Tambourine',
    moves: 'CatchyChorus CityPopGroove IdolPose AnimeTheme',
    verbs: 'Sing Learn Clap',
    core: 'Mic CatchyChorus Sing',
    names:
      'JPopLyricsInADay GuessTheJPopSong LearnAJPopChorus JPopKaraokeNight JPopOnPiano JPopDuet CityPopThrowback JPopCoverOneTake',
    also: 'japanesepop japanesemusic',
    spelled: 'JPop',
  },
  marimba: {
    things: 'Mallets Bars Resonators Melody Chords Rhythm Ringtone Woodblock Xylophone',
    moves: 'MalletRoll RingtoneCover DuetJam SlowJam RhythmLoop',
    verbs: 'Play Strike Roll Jam',
    core: 'Mallets Ringtone Melody',
    scenes: 'BandRoom Concert',
    names:
      'MarimbaRingtoneCover PopSongOnMarimba GuessTheSongMarimba ToyMarimbaCover MarimbaDuetChallenge FourMalletChallenge MarimbaBeatDrop 60SecondMarimbaSolo',
    also: 'marimbas',
  },
  clap: {
    things: 'Applause Rhythm Beat Palms Crowd Encore Metronome Snap Stomp Tempo',
    moves: 'PattyCake StandingOvation CallAndResponse BodyPercussion DoubleTime',
    verbs: 'Stomp Snap Cheer Tap Echo',
    core: 'Applause Rhythm PattyCake',
    scenes: 'Applause',
    names:
      'EchoMyClap ClapOnTwoAndFour SlowClapCrescendo CanonInClaps PattyCakeClapRemix StompAndClapBeat NameThatClap ClapAlongDuet',
    also: 'clapping',
  },
} as const satisfies KeywordEntries;
