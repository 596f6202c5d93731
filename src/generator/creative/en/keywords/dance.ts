/**
 * What we know about the keywords creators type most with dance in mind. See
 * `../../data-types.ts` for the fields. Every list is most recognisable first: a draw favours the
 * first words, so a newcomer meets the moves everyone knows before a fan's. Things come first as
 * what one could show (shoes, props), moves as named steps, verbs as what a body does to a beat.
 */
import type { KeywordEntries } from '../../data-types';

export const DANCE_KEYWORDS = {
  'hip hop': {
    things: 'Sneakers Boombox Snapback Hoodie Cardboard Speaker Stage',
    moves: 'BodyRoll RunningMan Dougie Popping Locking Toprock',
    verbs: 'Bounce Groove Pop Lock Freestyle',
    core: 'Boombox Sneakers BodyRoll Bounce',
    scenes: 'BlockParty',
    names:
      'HipHopFreestyleFriday DropTheBeatChallenge TeachMeYourHipHopMove HipHopVsBallet JoinTheCypher BodyRollChallenge HipHopDanceOff FinishMyHipHop8Count OldSchoolHipHopChallenge',
    also: 'hiphopdance',
  },
  ballet: {
    things: 'PointeShoes Barre Mirror Tutu Leotard Bun Studio Nutcracker',
    moves: 'Pirouette Arabesque Plie GrandJete Releve Fouette',
    verbs: 'Twirl Leap Spin Glide',
    core: 'Tutu PointeShoes Pirouette Twirl',
    scenes: 'SwanLake BalletClass Nutcracker',
    names:
      'HowManyPirouettes BalletInSneakers TutuTuesday HoldThatArabesque BalletVsHipHop PuddleGrandJete BalletArmsChallenge KitchenBarreChallenge DadTriesBallet BalletInPublic',
    also: 'ballerina',
  },
  kpop: {
    things: 'Lightstick Photocard Mirror Fancam PracticeRoom Stage',
    moves: 'PointChoreo DanceBreak HairFlip BodyWave HandHeart Formation',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Photocard HandHeart',
    scenes: 'Fancam KPopIdol',
    names:
      'KPopInPublic KPopRandomPlayDance DanceBreakChallenge KPopRelayDance PointChoreoChallenge KPopOneTake KPopDanceCover KPopWithMyMom KPopFancamFriday',
    spelled: 'KPop',
  },
  salsa: {
    things: 'Maracas DanceShoes Congas Rose Speaker Kitchen',
    moves: 'Footwork BasicStep Shimmy HipSway SpotTurn',
    verbs: 'Spin Shimmy Sway Dip Turn',
    core: 'Maracas DanceShoes HipSway Spin',
    scenes: 'SalsaClub LatinNight',
    names:
      'SalsaDipChallenge SalsaSpinChallenge SalsaWithAbuela SalsaFootworkFriday SalsaPartnerSwap SalsaSpeedUp HipSwayChallenge SalsaInPublic SalsaSaturday',
  },
  shuffle: {
    things: 'Sneakers Glowsticks Speaker Driveway Kitchen Festival',
    moves: 'RunningMan TStep KickStep Charleston Sidestep CuttingShapes',
    verbs: 'Stomp Kick Slide Glide',
    core: 'Sneakers TStep RunningMan Slide',
    names:
      'TStepChallenge ShuffleBattle 30DayShuffle ShuffleSpeedUp CuttingShapesChallenge ShuffleInSlippers DrivewayShuffle ShuffleMirrorMatch ShuffleWithMom',
    also: 'cuttingshapes melbourneshuffle',
    verb: true,
  },
  breakdance: {
    things: 'Cardboard Boombox Beanie Kneepads Sneakers Speaker',
    moves: 'Windmill BabyFreeze Backspin SixStep Toprock Flare',
    verbs: 'Spin Freeze Flip Battle',
    core: 'Cardboard Boombox Windmill Spin',
    scenes: 'Headspin BlockParty',
    names:
      'BabyFreezeChallenge BreakdanceBattle HoldThatFreeze ToprockTuesday SixStepChallenge BreakdanceOnCardboard BreakdanceSpinOff MyFirstBreakdanceMove BreakdanceRelay',
    also: 'breakdancing breaking bboy bgirl',
  },
  tap: {
    things: 'Shoes Cane TopHat Floorboards Stage Plywood',
    moves: 'ShuffleBallChange TimeStep Flap Wings',
    verbs: 'Stomp Shuffle Flap Click',
    core: 'Shoes TopHat ShuffleBallChange Click',
    scenes: 'TapShoes',
    names:
      'CopyMyTapRhythm TapOnAnyFloor FastestShuffleBallChange TimeStepChallenge TapBattle TapToTheBeat TapTuesday TapDanceSpeedUp TapDanceChallenge',
    also: 'tapdance tapdancing',
    verb: true,
  },
  'line dance': {
    things: 'CowboyBoots CowboyHat Bandana Jukebox Fiddle BeltBuckle',
    moves: 'Grapevine BootScoot HeelToe QuarterTurn Hitch',
    verbs: 'Stomp Scoot Kick Clap',
    core: 'CowboyBoots CowboyHat BootScoot Stomp',
    scenes: 'Honkytonk BarnDance',
    names:
      'BootScootChallenge TeachUsTheLineDance LongestLineDance GrapevineChallenge LineDanceInBoots LineDanceFlashMob LineDanceWithGrandma LineDanceSpeedUp LineDanceFriday',
    also: 'linedancing',
  },
  tango: {
    things: 'Rose Violin Accordion DanceShoes Milonga BuenosAires',
    moves: 'DramaticDip Ocho Lunge Corte',
    verbs: 'Dip Glide Spin Kick',
    core: 'Rose Accordion DramaticDip Dip',
    scenes: 'BuenosAires',
    names:
      'TangoDipChallenge SeriousTangoFace TangoWithARose TangoKickChallenge TangoInSocks TangoTuesday TangoAcrossTheRoom TangoMirrorMatch TangoWithGrandpa',
  },
  waltz: {
    things: 'Chandelier Gown Orchestra Ballroom Vienna Tailcoat',
    moves: 'BoxStep Promenade NaturalTurn Twirl',
    verbs: 'Twirl Glide Sway Spin',
    core: 'Gown Chandelier BoxStep Twirl',
    scenes: 'RoyalBall Ballroom',
    names:
      'OneTwoThreeTwirl WaltzAcrossTheRoom WaltzWithGrandpa BoxStepChallenge WaltzWednesday KitchenWaltz WaltzToAPopSong WaltzTwirlChallenge',
    verb: true,
  },
  'first dance': {
    things: 'Bouquet Veil Spotlight Playlist Reception Ballroom',
    moves: 'SlowDance SurpriseSwitch Dip Twirl',
    verbs: 'Sway Dip Twirl Spin',
    core: 'Veil Bouquet SlowDance Sway',
    scenes: 'WeddingDay JustMarried',
    names:
      'SurpriseFirstDance RecreateYourFirstDance FirstDanceRemix FirstDanceFlashMob FirstDanceDipChallenge GrandparentsFirstDance FirstDanceBloopers FirstDanceInTheKitchen',
  },
  bachata: {
    things: 'Guitar Bongos DanceShoes Speaker Rose Kitchen',
    moves: 'BasicStep BodyWave HipTap Footwork',
    verbs: 'Sway Dip Turn Step',
    core: 'Guitar Bongos HipTap Sway',
    scenes: 'BachataNight LatinNight',
    names:
      'BachataBodyWaveChallenge BachataDipChallenge BachataToAnySong BachataSpinOff BachataHipTap 30DaysOfBachata BachataSpeedUp BachataWithAbuela',
  },
  contemporary: {
    things: 'Spotlight Ribbon Mirror Studio Stage Floor',
    moves: 'Floorwork Extension Leap Roll',
    verbs: 'Flow Reach Leap Spin',
    core: 'Studio Floorwork Leap Flow',
    names:
      'DanceYourFeelings ImprovToThisSong ContemporaryWithAChair ContemporaryInTheRain OneTakeContemporary FloorworkChallenge ContemporaryDuet ContemporaryInSlowMo PassTheImprov',
  },
  ballroom: {
    things: 'Gown Sequins Glitterball Chandelier Trophy Tailcoat',
    moves: 'Waltz ChaCha Foxtrot Tango Jive Rumba Quickstep Samba',
    verbs: 'Glide Twirl Dip Spin',
    core: 'Gown Sequins Glitterball Twirl',
    scenes: 'GrandBallroom',
    names:
      'PerfectTenChallenge HoldYourFrame BallroomDipChallenge BallroomSongSwitch BallroomInSneakers BallroomDanceOff BallroomWithGrandparents BallroomSpeedUp',
  },
  floss: {
    things: 'Backpack Sneakers Playground Recess Arms Hips',
    moves: 'ArmSwing HipSwing Dab OrangeJustice DefaultDance Sprinkler',
    verbs: 'Swing Sway Dab',
    core: 'Backpack ArmSwing HipSwing Swing',
    names:
      'CanYouFloss FlossOff FastFlossChallenge 30SecondFloss FlossLikeABoss FlossRelay TeachGrandmaToFloss FlossInPublic FlossBackwards',
    verb: true,
  },
  moonwalk: {
    things: 'Fedora WhiteSocks Loafers Glove Spotlight Stage',
    moves: 'ToeStand AntiGravityLean BackSlide Spin',
    verbs: 'Glide Slide Spin',
    core: 'Fedora WhiteSocks BackSlide Glide',
    scenes: 'BillieJean KingOfPop',
    names:
      'MoonwalkInSocks LongestMoonwalkWins MoonwalkToBillieJean TeachMeToMoonwalk MoonwalkSpinAndPose MoonwalkRelay MoonwalkToTheFridge MoonwalkOnEverySurface MoonwalkInSlowMo',
    verb: true,
  },
  renegade: {
    things: 'Phone RingLight Bedroom Hallway Sneakers Bestie',
    moves: 'Woah ArmWave ShoulderPop Swirl Twist',
    verbs: 'Wave Whip Swirl',
    core: 'RingLight Phone ArmWave Swirl',
    names:
      'DoTheRenegade RenegadeSittingDown RenegadeButFaster RenegadeOneTake RenegadeRelay RenegadeMirrored RenegadeHandsOnly RenegadeInSlowMo RenegadeChallenge',
  },
  griddy: {
    things: 'Jersey Football Cleats Endzone Stadium Touchdown',
    moves: 'HeelTap ArmSwing Goggles TouchdownDance',
    verbs: 'Tap Swing Strut',
    core: 'Football Endzone Goggles HeelTap',
    scenes: 'Endzone Touchdown',
    names:
      'HitTheGriddy GriddyOff TeachDadTheGriddy TouchdownGriddy GriddyRelay GriddyInPublic GriddyDownTheHallway GriddyAtGraduation',
    verb: true,
  },
  macarena: {
    things: 'Sunglasses Playlist PoolParty Wedding Cruise Summer',
    moves: 'HandFlip HipSwivel HandOnHead QuarterTurn',
    verbs: 'Clap Sway Jump',
    core: 'PoolParty HandFlip HipSwivel Jump',
    scenes: 'HeyMacarena',
    names:
      'MacarenaButBackwards MacarenaSpeedUp TeachGrandmaTheMacarena MacarenaRelay MacarenaFlashMob MacarenaMirrored MacarenaInThePool MacarenaChallenge',
  },
  'cha cha slide': {
    things: 'Sneakers Playlist Speaker Wedding Prom Reunion',
    moves: 'CrissCross HowLow ReverseSlide RightFootStomp SlideLeft',
    verbs: 'Slide Hop Stomp Clap',
    core: 'Wedding CrissCross HowLow Slide',
    names:
      'HowLowCanYouGo ChaChaRealSmooth ChaChaSlideAtTheWedding CrissCrossChallenge ChaChaSlideSpeedUp ChaChaSlideWithGrandma WholeClassChaChaSlide ChaChaSlideInPublic',
  },
  'cupid shuffle': {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'SideSlide KickStep QuarterTurn HipWiggle Walkout',
    verbs: 'Kick Slide Wiggle',
    core: 'Cookout SideSlide KickStep Wiggle',
    names:
      'NowWalkItByYourself CupidShuffleSpeedUp TeachDadTheCupidShuffle CupidShuffleLongestLine CupidShuffleFourWalls CupidShuffleMirrored CupidShuffleWithGrandma CupidShuffleFlashMob',
  },
  'electric slide': {
    things: 'Sneakers Playlist Jukebox Wedding Reunion Cookout',
    moves: 'Grapevine HeelTap SlideBack QuarterTurn Boogie',
    verbs: 'Slide Boogie Rock Turn',
    core: 'Wedding Grapevine QuarterTurn Boogie',
    names:
      'ItsElectricChallenge ElectricSlideSpeedUp ElectricSlideAtTheWedding TeachKidsElectricSlide ElectricSlideRelay ElectricSlideFlashMob ElectricSlideWithGrandma ElectricSlideInSocks',
  },
  'belly dance': {
    things: 'HipScarf Coins Veil Tambourine Drum Stage',
    moves: 'Shimmy HipDrop FigureEight Camel SnakeArms Undulation',
    verbs: 'Shimmy Sway Roll',
    core: 'HipScarf Coins Shimmy HipDrop',
    names:
      'CoinScarfShimmy BellyDanceDrumSolo BellyDanceBookBalance SnakeArmsChallenge BellyDanceVeilSpin HipDropChallenge BellyDanceToPopSongs FigureEightHips BellyDanceShimmyOff',
    also: 'bellydancing',
  },
  bollywood: {
    things: 'Bangles Dupatta Dhol Kurta Mehndi Sangeet',
    moves: 'Thumka Lightbulb ShoulderShimmy HookStep Chakkar Bhangra',
    verbs: 'Twirl Shimmy Sway Spin',
    core: 'Bangles Dhol Lightbulb Twirl',
    scenes: 'BollywoodNight Sangeet',
    names:
      'HookStepChallenge ScrewTheLightbulb ThumkaThursday BollywoodDupattaSpin BollywoodDanceOff BollywoodFlashMob BollywoodSpeedUp BollywoodWithMom BollywoodInPublic',
  },
  bhangra: {
    things: 'Dhol Kurta Turban Punjab Harvest Vaisakhi',
    moves: 'ShoulderBounce ArmsUp Jump Hop',
    verbs: 'Bounce Jump Clap Shout',
    core: 'Dhol Turban ShoulderBounce Bounce',
    scenes: 'PunjabiWedding',
    names:
      'ShoulderBounceChallenge BhangraArmsUp DholBeatChallenge BhangraBeatDrop BhangraSpeedUp BhangraInTheSnow BhangraFlashMob BhangraWithDad',
  },
  'irish dance': {
    things: 'HardShoes SoftShoes SoloDress Fiddle Shamrock Curls',
    moves: 'Jig Reel Hornpipe Treble Click',
    verbs: 'Jig Kick Click Leap',
    core: 'HardShoes Curls Jig Kick',
    scenes: 'StPatricksDay',
    names:
      'ArmsDownChallenge IrishDanceToPopSongs StPaddysJig IrishDanceSpeedUp HeelClickChallenge IrishDanceInTheKitchen HardShoeBattle IrishDanceInPublic IrishDanceWithGrandma',
    also: 'riverdance irishdancing',
  },
  flamenco: {
    things: 'Castanets Fan Shawl Guitar Rose Cajon',
    moves: 'Zapateado Palmas Vuelta Stomp',
    verbs: 'Stomp Clap Twirl Stamp',
    core: 'Castanets Fan Stomp Clap',
    names:
      'FlamencoStompOff OleChallenge FlamencoFanFlick FlamencoClapChallenge FlamencoFootworkFriday CastanetChallenge FlamencoShawlSpin FlamencoSkirtSwirl',
  },
  samba: {
    things: 'Feathers Headdress Sequins Drums Carnival Rio',
    moves: 'BounceStep Shimmy Whisk Voltas',
    verbs: 'Bounce Shimmy Stomp',
    core: 'Feathers Headdress Drums Shimmy',
    scenes: 'RioCarnival SambaSchool',
    names:
      'SambaShimmyOff SambaToTheDrums SambaSpeedUp SambaStepChallenge RioCarnivalChallenge SambaParadeAtHome SambaRelay SambaSaturday SambaWithGrandma',
  },
  cheer: {
    things: 'PomPoms Bow Megaphone Uniform Mat Bleachers',
    moves: 'ToeTouch HighV Herkie Cartwheel Chant',
    verbs: 'Chant Kick Clap Jump',
    core: 'PomPoms Megaphone ToeTouch Chant',
    scenes: 'PepRally CheerCamp GameDay',
    names:
      'BringItOnChallenge ToeTouchChallenge CheerForSomeone MakeUpACheer HitYourHighV ShakeThosePompoms DadTriesCheer GameDayCheerOff CheerChantChallenge',
    also: 'cheerleading cheerleader',
    verb: true,
  },
  'square dance': {
    things: 'Fiddle Bandana Boots Gingham Hay Barn',
    moves: 'DoSiDo Promenade CircleLeft Allemande',
    verbs: 'Swing Promenade Circle Bow',
    core: 'Fiddle Barn Gingham DoSiDo',
    scenes: 'Hoedown BarnDance DoSiDo',
    names:
      'SwingYourPartner CallASquareDance PromenadeHome SquareDanceToPopSongs SquareDanceSpeedUp SquareDanceInCowboyHats SquareDanceRelay SquareDanceWithGrandpa SquareDanceInGymClass',
  },
  hula: {
    things: 'Lei Ukulele Beach Island Ocean Aloha',
    moves: 'HipSway HandStory Kaholo Wave',
    verbs: 'Sway Glide Wave Step',
    core: 'Lei Ukulele HipSway Sway',
    scenes: 'Luau Aloha',
    names:
      'HulaHandsChallenge HandsTellTheStory HulaToTheUkulele TeachMeYourHula HulaHipSway AlohaFridayHula HulaWithGrandma HulaOnTheBeach',
  },
  twist: {
    things: 'Jukebox SockHop Diner Vinyl Saddleshoes Fifties',
    moves: 'MashedPotato Swivel LowDown Stroll',
    verbs: 'Swivel Hop Lean',
    core: 'Jukebox SockHop Swivel',
    scenes: 'SockHop',
    names:
      'HowLowCanYouTwist TwistOff TwistOnOneFoot LetsTwistAgain SockHopTwist TwistRelay TwistSpeedUp TwistWithGrandma',
    verb: true,
  },
  disco: {
    things: 'Mirrorball BellBottoms Platforms Sequins Rollerskates Glitter Vinyl',
    moves: 'Hustle PointUp BusStop FunkyChicken',
    verbs: 'Boogie Groove Hustle Strut',
    core: 'Mirrorball BellBottoms PointUp Boogie',
    scenes: 'DiscoBall Studio54 Seventies',
    names:
      'StayinAliveStrut DoTheHustle DiscoPointChallenge DiscoDanceOff DiscoSpinOff RollerDiscoChallenge DiscoInBellBottoms GrandmaTeachesDisco',
  },
  freestyle: {
    things: 'Speaker Playlist Spotlight Kitchen Circle Crowd',
    moves: 'Footwork BodyRoll Groove Drop',
    verbs: 'Groove Bounce Flow Vibe',
    core: 'Speaker Circle Footwork Groove',
    names:
      'RandomSongFreestyle PassTheFreestyle FreestyleToYourRingtone FreestyleNoRepeats FreestyleDanceOff JoinTheFreestyleCircle FreestyleFriday FreestyleInPublic',
    verb: true,
  },
  swing: {
    things: 'Suspenders Jukebox Trumpet Saddleshoes BigBand Ballroom',
    moves: 'Lindy Charleston Jitterbug TripleStep Sugarpush',
    verbs: 'Kick Bounce Jive Hop',
    core: 'Suspenders BigBand Jitterbug Bounce',
    scenes: 'BigBand SwingEra',
    names:
      'LindyHopChallenge SwingOutChallenge SwingDanceSpinOff JitterbugJam SwingDanceToPopSongs SwingDanceSpeedUp SwingDanceInPublic SwingDanceWithGrandpa',
    also: 'lindyhop jitterbug',
  },
  lyrical: {
    things: 'Spotlight Ribbon Studio Stage Floor Ballad',
    moves: 'Extension Floorwork Leap Turn',
    verbs: 'Flow Reach Leap Spin',
    core: 'Ballad Spotlight Leap Flow',
    names:
      'DanceTheLyrics AMoveForEveryLyric LyricalMirrorDuet LyricalInTheRain LyricalOneTake LyricalToASlowSong LyricalWithMom LyricalDanceChallenge',
  },
  krump: {
    things: 'Sneakers Speaker Circle Beat Crowd Session',
    moves: 'ChestPop ArmSwing Jab Buck',
    verbs: 'Stomp Pop Jab Buck',
    core: 'Circle ChestPop Stomp',
    names:
      'KrumpBattle KrumpYourBadDay ChestPopChallenge KrumpStomp KrumpToThisBeat JoinTheKrumpSession KrumpVsBallet KrumpInSlowMo',
    also: 'krumping',
  },
  popping: {
    things: 'Glove Boombox Mirror Robot Beat Stage',
    moves: 'ArmWave RobotWalk Tut Boogaloo',
    verbs: 'Pop Tick Glide Wave',
    core: 'Glove Robot ArmWave Pop',
    names:
      'PassTheArmWave PoppingDanceOff PopToTheMicrowaveBeep PoppinAndLockin RobotWalkChallenge PopOnEveryBeat PoppingFreezeFrame PoppingToAnySong PoppingHandsOnly',
    also: 'poplock poppin',
  },
  voguing: {
    things: 'Fan Runway Catwalk Trophy Ballroom Judges',
    moves: 'Catwalk Duckwalk HandPerformance Dip Spin',
    verbs: 'Pose Strut Dip Spin',
    core: 'Runway Fan Duckwalk Pose',
    names:
      'StrikeAPose VogueHandsChallenge VogueRunwayWalk DuckwalkChallenge VoguingBattle VoguingDownTheHallway VogueWithAFan VoguingToTheBeat VogueWithYourBestie',
  },
  dancehall: {
    things: 'Speaker Bandana Sneakers Street Riddim Jamaica',
    moves: 'GullyCreepa Bogle WillieBounce ShoulderMove PonDiRiver',
    verbs: 'Bounce Step Groove Stomp',
    core: 'Jamaica Bandana Bounce',
    names:
      'GullyCreepaChallenge WillieBounceChallenge DancehallSpeedUp TeachMeADancehallMove DancehallFaceOff PonDiRiverStep DancehallWithMom DancehallFriday',
  },
  amapiano: {
    things: 'LogDrum Speaker Sneakers Piano Street Bandana',
    moves: 'Vosho PouncingCat ShakeShake Zekethe Sgija',
    verbs: 'Bounce Groove Shake Vosho',
    core: 'LogDrum Vosho Groove',
    names:
      'VoshoChallenge PouncingCatChallenge WaitForTheLogDrum AmapianoDanceOff AmapianoInPublic AmapianoWithGrandma AmapianoSquadDance AmapianoFriday',
  },
  afrobeats: {
    things: 'TalkingDrum Speaker Ankara Bandana Lagos Accra',
    moves: 'Legwork Azonto Zanku Shaku Gwara Shoki Skelewu',
    verbs: 'Bounce Shake Wind Groove',
    core: 'TalkingDrum Ankara Legwork Wind',
    names:
      'ZankuChallenge AzontoChallenge AfrobeatsLegwork AfrobeatsDanceOff AfrobeatsSpeedUp AfrobeatsInPublic AfrobeatsFriday AfrobeatsWithMom',
    also: 'afrodance afrobeat',
  },
  cumbia: {
    things: 'Accordion Sombrero Drum Guiro Fiesta Colombia',
    moves: 'BasicStep SideStep HipSway Spin',
    verbs: 'Sway Step Spin Turn',
    core: 'Accordion Guiro HipSway Sway',
    scenes: 'LatinNight',
    names:
      'CumbiaSpinChallenge CumbiaDanceOff CumbiaToAnySong CumbiaSpeedUp FiestaSideStep CumbiaWithAbuela CumbiaSkirtSwirl CumbiaAtTheQuince',
  },
  merengue: {
    things: 'Accordion Tambora Guira DanceShoes Fiesta SantoDomingo',
    moves: 'MarchStep HipSway Sidestep Pretzel',
    verbs: 'March Turn Sway Spin',
    core: 'Accordion Tambora MarchStep HipSway',
    scenes: 'LatinNight',
    names:
      'MerenguePretzelChallenge MerengueMarch MerengueSpinChallenge MerengueSpeedUp MerengueDanceOff MerengueWithAbuela MerengueMarathon MerengueWithYourPartner',
  },
  rumba: {
    things: 'Congas Rose Gown Sequins Ballroom Cuba',
    moves: 'BoxStep CubanMotion SpotTurn Fan NewYork Alemana',
    verbs: 'Sway Turn Glide',
    core: 'Congas Rose CubanMotion Sway',
    scenes: 'Ballroom',
    names:
      'RumbaWalkChallenge CubanHipsChallenge RumbaSpotTurn RumbaToASlowSong RumbaWithYourPartner RumbaDanceOff RumbaHipsOnly RumbaWithGrandpa',
  },
  'cha cha': {
    things: 'Maracas Sequins Gown Ballroom Judges Cuba',
    moves: 'TripleStep SpotTurn NewYork Lockstep Fan Alemana',
    verbs: 'Step Turn Shimmy',
    core: 'Maracas Sequins TripleStep Shimmy',
    scenes: 'Ballroom LatinNight',
    names:
      'OneTwoChaChaCha TripleStepChallenge ChaChaSpinChallenge ChaChaToPopSongs ChaChaDanceOff ChaChaWithMaracas ChaChaSpeedUp ChaChaWithGrandpa',
  },
  foxtrot: {
    things: 'Tailcoat Gown Chandelier BigBand Ballroom Judges',
    moves: 'SlowSlowQuick Promenade FeatherStep ThreeStep Reverse',
    verbs: 'Glide Sway Turn',
    core: 'Tailcoat BigBand SlowSlowQuick Glide',
    scenes: 'Ballroom',
    names:
      'FoxtrotAroundTheRoom FoxtrotWithYourPartner FoxtrotWithABroom LearnFoxtrotInAnHour FoxtrotToPopSongs FoxtrotOldMovieStyle FoxtrotWithGrandma FoxtrotInSocks',
  },
  jive: {
    things: 'Jukebox PoodleSkirt Saddleshoes Diner Ballroom Fifties',
    moves: 'AmericanSpin ChickenWalk ChasseStep LinkRock',
    verbs: 'Kick Flick Bounce Spin',
    core: 'PoodleSkirt Jukebox ChickenWalk Kick',
    scenes: 'SockHop',
    names:
      'JiveKickChallenge ChickenWalkChallenge JiveSpeedUp JiveDanceOff JukeboxJive JiveAtTheSockHop JiveRelay JiveWithGrandpa',
    verb: true,
  },
  charleston: {
    things: 'Pearls Headband FeatherBoa Flapper BigBand Speakeasy',
    moves: 'BeesKnees SwivelStep CrossHands SailorKick',
    verbs: 'Kick Swivel Swing',
    core: 'Flapper FeatherBoa BeesKnees Kick',
    scenes: 'Roaring20s GatsbyParty',
    names:
      'BeesKneesChallenge CharlestonKickOff Roaring20sChallenge CharlestonSpeedUp FlapperCharleston CharlestonWithGrandma CharlestonInPublic CharlestonRelay',
  },
  polka: {
    things: 'Accordion Lederhosen Tuba Pretzel Oktoberfest Barn',
    moves: 'HopStep Gallop Skip Spin',
    verbs: 'Hop Skip Spin Stomp',
    core: 'Accordion Lederhosen HopStep Hop',
    names:
      'PolkaWithGrandpa PolkaHopChallenge OktoberfestPolka PolkaAroundTheKitchen PolkaDanceOff PolkaInLederhosen PolkaSpinChallenge PolkaSpeedUp',
  },
  clogging: {
    things: 'Boots Taps Fiddle Banjo Barn Bluegrass',
    moves: 'DoubleToe RockStep Chug TripleStep',
    verbs: 'Stomp Tap Chug Kick',
    core: 'Taps Fiddle Banjo Stomp',
    scenes: 'Hoedown',
    names:
      'CloggingToPopSongs CloggingSpeedUp CloggingOnPlywood BluegrassStomp CloggingDoubleToe HoedownChallenge CloggingOnThePorch CloggingWithGrandma CloggingBattle',
  },
  stepping: {
    things: 'Boots Stage Gym Line Crowd YardShow',
    moves: 'ChestPat Stroll CallAndResponse Stomp',
    verbs: 'Stomp Clap Chant Pat',
    core: 'Boots YardShow Stomp Clap',
    scenes: 'StepShow',
    names:
      'CopyMyStepRoutine StepShowChallenge StepItFasterEachRound StepCallAndResponse ClapStompRepeat StepTeamFaceOff SteppingToAnySong SteppingWithTheSquad',
    also: 'stepteam stepshow',
  },
  'chicken dance': {
    things: 'Accordion Feathers Wedding Oktoberfest Barn Farm',
    moves: 'WingFlap BeakSnap TailWiggle Clap',
    verbs: 'Flap Wiggle Clap Snap',
    core: 'Feathers WingFlap BeakSnap Flap',
    names:
      'FlapYourWings WiggleYourTailFeathers ChickenDanceSpeedUp WholeClassChickenDance ChickenDanceFlashMob ChickenDanceRelay ChickenDanceAtTheWedding ChickenDanceWithGrandpa',
  },
  'hokey pokey': {
    things: 'Playlist Speaker Circle Classroom Playground Party',
    moves: 'RightFootIn LeftFootOut TurnAround ShakeItAllAbout WholeSelfIn',
    verbs: 'Shake Turn Clap Hop',
    core: 'Circle RightFootIn ShakeItAllAbout Shake',
    names:
      'DoTheHokeyPokey ShakeItAllAbout HokeyPokeySpeedUp TurnYourselfAround HokeyPokeyWithGrandma BiggestHokeyPokeyCircle HokeyPokeyWithYourPet HokeyPokeyRemix',
  },
  limbo: {
    things: 'Broom Bar Beach Luau SteelDrum Party',
    moves: 'Backbend LowPass Shimmy Lean',
    verbs: 'Lean Bend Shimmy',
    core: 'Broom Luau LowPass Bend',
    names:
      'HowLowCanYouLimbo LowerTheBar LimboWithoutSpilling ShimmyUnderTheBar LimboWithAPoolNoodle LimboUnderABroom FamilyLimboNight LimboOnTheBeach',
  },
  conga: {
    things: 'Maracas Drums Party Cruise Wedding Line',
    moves: 'SideKick Shuffle Kick Chain',
    verbs: 'Kick Shuffle Join',
    core: 'Drums Line Chain Kick',
    names:
      'JoinTheConga LongestCongaLine CongaThroughTheHouse OneTwoThreeKick GrowTheConga FamilyConga CongaAroundThePool CongaAtTheWedding',
    also: 'congaline',
  },
  ymca: {
    things: 'Playlist Speaker Stadium Gym Wedding Ballgame',
    moves: 'ArmLetters LetterY LetterM LetterC LetterA',
    verbs: 'Spell Clap Point',
    core: 'Stadium ArmLetters LetterY Spell',
    scenes: 'VillagePeople',
    names:
      'SpellItWithYourArms YMCASpeedUp YMCAButBackwards SpellYourNameYMCAStyle YMCAWithYourFeet YMCAWithTheWholeFamily YMCAAtTheGame YMCAAtTheWedding',
    spelled: 'YMCA',
  },
  'cotton eye joe': {
    things: 'Boots Fiddle Barn Hay Rodeo Wedding',
    moves: 'HeelToe TwoStep Backstep Kick',
    verbs: 'Stomp Kick Shuffle Clap',
    core: 'Boots Fiddle HeelToe Stomp',
    names:
      'CottonEyeJoeSpeedUp HeelToeKickChallenge CottonEyeJoeStomp CottonEyeJoeInBoots CottonEyeJoeRelay BarnDanceStomp CottonEyeJoeFlashMob CottonEyeJoeWithGrandpa',
  },
  thriller: {
    things: 'RedJacket Zombie Graveyard Moonlight Halloween Fog',
    moves: 'ZombieWalk ClawHands ShoulderShrug HeadSnap Lurch',
    verbs: 'Lurch Shuffle Snap Stomp',
    core: 'RedJacket Zombie ZombieWalk Lurch',
    scenes: 'ThrillerNight ZombieWalk Halloween',
    names:
      'ThrillerFlashMob ZombieDanceChallenge ThrillerClawHands ThrillerWithDad ThrillerInCostume HalloweenThrillerDance ThrillerZombieWalk ThrillerSpeedUp',
  },
  'single ladies': {
    things: 'Ring Mirror Stage Wedding Hallway Bestie',
    moves: 'HandFlip RingWave HeadTurn ShoulderRoll',
    verbs: 'Strut Flip Stomp Wave',
    core: 'Ring RingWave HandFlip Strut',
    names:
      'PutARingOnIt SingleLadiesTrio SingleLadiesOneTake SingleLadiesDadEdition RingWaveChallenge SingleLadiesAtTheWedding SingleLadiesHandFlip SingleLadiesSpeedUp',
  },
  'nae nae': {
    things: 'Sneakers Hoodie Cookout Party Dancefloor Beat',
    moves: 'Whip Wave Bop Lean',
    verbs: 'Whip Sway Bop Wave',
    core: 'Cookout Whip Wave Sway',
    names:
      'WatchMeWhip WhipNaeNaeChallenge TeachDadTheNaeNae NaeNaeSpeedUp NaeNaeThrowback NaeNaeRelay NaeNaeAtTheCookout NaeNaeWithGrandma',
    also: 'whipnaenae watchme',
  },
  dougie: {
    things: 'Sneakers Snapback Hoodie Cookout Beat Dallas',
    moves: 'HairSwipe ShoulderBounce Lean Glide',
    verbs: 'Swipe Lean Bounce Sway',
    core: 'Snapback HairSwipe ShoulderBounce Swipe',
    names:
      'TeachMeHowToDougie DougieWithGrandma HairSwipeChallenge DougieDanceOff DougieRelay DougieAtTheCookout DougieSpeedUp DougieToNewSongs',
  },
  'running man': {
    things: 'Sneakers Hallway Gym Stage Nineties Beat',
    moves: 'KneeLift TStep Slide Glide',
    verbs: 'Run Slide Glide Bounce',
    core: 'Sneakers KneeLift Slide Run',
    names:
      'RunningManChallenge RunningManSpeedUp RunningManTeamIntro RunningManRelay RunningManInSocks RunningManOneMinute RunningManInSlowMo RunningManOnTheBeat',
  },
  'default dance': {
    things: 'Emote Skin Llama Lobby BattleBus VictoryRoyale',
    moves: 'OrangeJustice Floss Griddy Electroshuffle Robot Hype',
    verbs: 'Emote Bounce Groove',
    core: 'Emote VictoryRoyale Bounce',
    names:
      'OrangeJusticeChallenge DefaultDanceAfterAWin GuessTheEmote DefaultDanceSpeedUp DefaultDanceMirrorMatch DefaultDanceInCosplay DefaultDanceAtGraduation DefaultDanceFamilyLine',
  },
  jerusalema: {
    things: 'Playlist Speaker Courtyard Office Church Choir',
    moves: 'HeelStep SideStep Turn Clap',
    verbs: 'Step Turn Clap Kick',
    core: 'Courtyard HeelStep Clap',
    names:
      'JerusalemaChallenge JerusalemaHeelStep JerusalemaAtWork JerusalemaFamilyEdition JerusalemaFlashMob JerusalemaSpeedUp JerusalemaRelay JerusalemaAtSchool',
  },
  wobble: {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'HipDrop Sidestep Lean Bounce',
    verbs: 'Bounce Lean Jump Turn',
    core: 'Cookout HipDrop Lean Bounce',
    names:
      'WeddingWobble TeachDadTheWobble WobbleLongestLine WobbleAtTheCookout WobbleLikeJelly WobbleWithGrandma WobbleSpeedUp WobbleFlashMob',
  },
  wednesday: {
    things: 'BlackDress Braids Boots Cello Gala Thing',
    moves: 'HeadTilt StiffArms ZombieArms Claw',
    verbs: 'Stomp Strut Tilt',
    core: 'BlackDress Braids HeadTilt Stomp',
    scenes: 'AddamsFamily',
    names:
      'DanceLikeWednesday WednesdayDanceOff DontBlinkDance WednesdayDanceInTheRain WednesdayHeadTilt WednesdayDanceAtTheBall WednesdayDanceWithMom WednesdayDanceChallenge',
    also: 'wednesdayaddams',
  },
  'michael jackson': {
    things: 'Fedora Glove WhiteSocks Loafers RedJacket Spotlight',
    moves: 'Moonwalk ToeStand AntiGravityLean ZombieWalk',
    verbs: 'Spin Moonwalk Glide Kick',
    core: 'Fedora Glove WhiteSocks Moonwalk',
    scenes: 'KingOfPop BillieJean Moonwalk',
    names:
      'BillieJeanChallenge MoonwalkChallenge ThrillerZombieWalk DanceLikeMJ BeatItChallenge MichaelJacksonDanceOff MichaelJacksonSpinFreeze FedoraFlipChallenge',
    also: 'kingofpop',
  },
  shakira: {
    things: 'Sequins Drum Football Stage Hair WorldCup',
    moves: 'HipSway Shimmy ArmWave HairFlip SnakeArms',
    verbs: 'Shimmy Sway Shake Twirl',
    core: 'WorldCup HipSway Shake',
    scenes: 'HipsDontLie WakaWaka',
    names:
      'HipsDontLieChallenge ShakiraHalftimeChoreo ShakiraShimmy DanceLikeShakira ShakiraHairFlip ShakiraWorldCupDance ShakiraWithMom ShakiraHipSway',
  },
  'hand dance': {
    things: 'Hands Fingers Table Desk Couch Beat',
    moves: 'FingerTut HandRoll Wave Clap',
    verbs: 'Snap Clap Wave',
    core: 'Hands Fingers FingerTut Snap',
    names:
      'HandsOnlyChallenge HandDanceSpeedUp DeskHandDance FingerTutChallenge PassengerHandDance HandDanceWithMom LazyDanceChallenge HandDanceDuet',
    also: 'tutting fingertutting',
  },
  choreography: {
    things: 'Mirror Playlist Studio Stage Crew Formation',
    moves: 'Formation Transition Ripple Canon Unison',
    verbs: 'Sync Spin Groove',
    core: 'Mirror Studio Formation Sync',
    names:
      'FiveSixSevenEight FinishMyChoreo ChoreoToThisSong LetYourKidChoreograph LearnThisChoreo ChoreoInAnHour MakeUpADance ChoreoInOneTake',
    also: 'choreo choreographer',
  },
  'dance team': {
    things: 'Trophy Uniform Pompoms Mirror Studio Stage',
    moves: 'Kickline Formation Leap Turn',
    verbs: 'Kick Leap Spin',
    core: 'Trophy Uniform Kickline Kick',
    names:
      'CopyTheCaptain DanceTeamRippleChallenge DanceTeamSwapSpots KicklineChallenge DanceTeamSpeedUp DanceTeamSyncCheck EachAddsEightCounts CoachJoinsIn',
  },
  recital: {
    things: 'Costume Bouquet Curtain Spotlight Stage Backstage',
    moves: 'Curtsy Pirouette Bow Twirl',
    verbs: 'Bow Twirl Shine',
    core: 'Costume Bouquet Curtsy Bow',
    scenes: 'RecitalNight',
    names:
      'RecitalThenAndNow TeachMyRecitalDance DadJoinsTheRecital RecitalCostumeReveal RecitalBowChallenge RecitalBloopers RecitalFinalPose RecitalInTheKitchen',
  },
  audition: {
    things: 'Headshot Number Mirror Studio Stage Judges',
    moves: 'Freestyle Combo Turn Leap',
    verbs: 'Leap Spin Shine',
    core: 'Judges Number Headshot Shine',
    names:
      'OneTakeAudition LearnTheAuditionCombo AuditionFreestyle NailTheAudition MockAuditionChallenge AuditionFromHome JudgeMyAudition DanceAuditionChallenge',
  },
  rave: {
    things: 'Glowsticks Bracelets Lasers Speaker Neon Festival',
    moves: 'CuttingShapes Gloving Shuffle Jump',
    verbs: 'Jump Shuffle Glow Bounce',
    core: 'Glowsticks Lasers Neon Glow',
    scenes: 'GlowParty',
    names:
      'KitchenRave GlowstickRave RaveShuffleOff JumpOnTheDrop SilentRave GrandmaRave GlovingChallenge RaveDanceChallenge',
  },
  majorette: {
    things: 'Baton Boots Sequins Plume Parade Stadium',
    moves: 'BatonTwirl HighStep Kickline Stand',
    verbs: 'Strut Kick Twirl March',
    core: 'Baton Plume BatonTwirl Strut',
    scenes: 'MarchingBand',
    names:
      'BatonTwirlChallenge MajoretteStandBattle MajoretteEntrance MajoretteHighStep MajoretteParadeStrut CatchTheBaton MajoretteKickline MajoretteBackyardParade',
    also: 'majorettes batontwirling',
  },
  kathak: {
    things: 'Anklets Bells Tabla Dupatta Bindi Stage',
    moves: 'Chakkar Footwork Tatkar Mudra Tihai',
    verbs: 'Spin Stamp Pose',
    core: 'Anklets Bells Tabla Spin',
    names:
      'HowManyChakkars TatkarSpeedUp KathakToPopSongs KathakAnkleBells KathakInTheRain KathakFootworkChallenge KathakFinalPose KathakWithMom',
  },
  bharatanatyam: {
    things: 'Anklets Bells Jasmine Costume Temple Stage',
    moves: 'Mudra Araimandi Adavu Footwork Jathi',
    verbs: 'Stamp Pose Bend',
    core: 'Anklets Jasmine Mudra Stamp',
    names:
      'MudraChallenge BharatanatyamToPopSongs BharatanatyamThreeSpeeds DanceWithYourEyes BharatanatyamFootwork AraimandiHold BharatanatyamMirrorDuet BharatanatyamTeachAFriend',
    also: 'bharatnatyam',
  },
  garba: {
    things: 'Dandiya Sticks Mirrorwork Dhol Circle Navratri',
    moves: 'TwoClap ThreeClap Tali Popatiyu',
    verbs: 'Clap Spin Twirl Sway',
    core: 'Dhol Circle ThreeClap Twirl',
    scenes: 'Navratri DandiyaNight',
    names:
      'ThreeClapGarba JoinTheGarbaCircle GarbaSpeedUp GarbaSpinChallenge GarbaWithFamily LivingRoomGarba GarbaWithDandiya GarbaStepChallenge',
  },
  capoeira: {
    things: 'Berimbau Pandeiro Cord Beach Roda Brazil',
    moves: 'Ginga Cartwheel MeiaLua Armada Au',
    verbs: 'Kick Dodge Spin Sway',
    core: 'Berimbau Brazil Cartwheel Dodge',
    names:
      'GingaChallenge JoinTheRoda CapoeiraToTheBerimbau CapoeiraKickChallenge CapoeiraCartwheel CapoeiraInSlowMo CapoeiraMirrorGame CapoeiraOnTheBeach',
  },
  'flash mob': {
    things: 'Speaker Playlist Costume Banner Sunglasses Mall Park',
    moves: 'Formation FinalPose SurpriseReveal',
    verbs: 'Freeze Sync Surprise',
    core: 'Mall SurpriseReveal Sync',
    names:
      'SurpriseFlashMob ProposalFlashMob FlashMobOnVideoCall BirthdayFlashMob FamilyFlashMob FlashMobStartsWithOne OfficeFlashMob FrozenFlashMob ThankYouFlashMob',
  },
  dance: {
    things: 'Kitchen Stage Mirror Sneakers Spotlight Playlist DiscoBall Floor',
    moves: 'Moonwalk Robot Floss BodyRoll',
    verbs: 'Groove Spin Twirl Shuffle Bop',
    core: 'DiscoBall Playlist Groove Spin',
    scenes: 'DanceFloor DanceParty',
    names:
      'TeachMeYourDance DanceToTheNextSong TakeADanceBreak DanceLikeNobodysWatching 30DaysOfDance DanceWhileTheKettleBoils DanceWithYourShadow DanceWithGrandma DanceThroughTheHouse',
    also: 'dancing dancer',
    verb: true,
  },
  'tiktok dance': {
    things: 'RingLight Hallway Bedroom Tripod Phone Bestie',
    moves: 'Renegade Woah Transition HandMoves Choreo',
    verbs: 'Groove Bop Sync',
    core: 'RingLight Phone HandMoves Sync',
    scenes: 'ForYouPage',
    names:
      'TeachYourParentsATrend TikTokDanceThrowback TikTokDanceWithMom LearnThisTikTokDance TikTokDanceInPublic TikTokDanceTransition HallwayTikTokDance TikTokDanceSpeedUp',
    also: 'tiktokdances viraldance dancechallenge dancetrend',
    spelled: 'TikTokDance',
  },
  'dad dance': {
    things: 'Socks Sandals Grill Remote Cookout Wedding',
    moves: 'Sprinkler Lawnmower ShoppingCart FishingReel Robot',
    verbs: 'Bop Shuffle Sway',
    core: 'Socks Sandals Sprinkler ShoppingCart',
    scenes: 'DadJoke BackyardBBQ',
    names:
      'DoTheSprinkler LawnmowerChallenge DadDanceOff DadMovesOnly TeachDadATrendingDance DadDanceSpeedUp DadDanceAtTheWedding DadDanceInSocksAndSandals DadDanceAtTheCookout',
    also: 'daddancing',
  },
  'couple dance': {
    things: 'Kitchen LivingRoom Playlist Wedding Anniversary Speaker',
    moves: 'SlowDance Dip Twirl Spin',
    verbs: 'Dip Twirl Sway Spin',
    core: 'Kitchen SlowDance Dip Twirl',
    scenes: 'DateNight Anniversary',
    names:
      'KitchenSlowDance DipMeChallenge CoupleDanceSwapRoles CoupleDanceOff CoupleDanceDateNight CoupleDanceThenAndNow CouplesTryTheTrend CoupleDanceInTheRain',
    also: 'couplesdance partnerdance',
  },
  'family dance': {
    things: 'LivingRoom Kitchen Backyard Playlist Dog Couch',
    moves: 'Conga Floss Formation Ripple',
    verbs: 'Groove Bop Wave Spin',
    core: 'LivingRoom Ripple Groove',
    scenes: 'FamilyReunion FamilyNight',
    names:
      'FamilyDanceOff ThreeGenerationsDance FamilyDanceEachAddsAMove FamilyDanceRipple TeachTheFamilyADance FamilyDanceInPajamas FamilyDanceReunion FamilyDanceAndTheDog',
  },
  'father daughter dance': {
    things: 'Wedding Spotlight Ballroom Quinceanera Tux Playlist',
    moves: 'Waltz SlowDance SurpriseRemix Twirl',
    verbs: 'Twirl Sway Dip Spin',
    core: 'Wedding Tux SlowDance Twirl',
    scenes: 'DaddyDaughter WeddingDay Quinceanera',
    names:
      'StandOnDadsFeet FatherDaughterDanceRemix DadLearnsTheChoreo FatherDaughterThenAndNow FatherDaughterWaltz FatherDaughterDanceOff FatherDaughterTwirl QuinceFatherDaughterDance',
    also: 'fatherdaughter',
  },
  rain: {
    things: 'Umbrella Puddles Boots Wellies Streetlamp Thunder',
    moves: 'UmbrellaSpin SplashStep PuddleHop UmbrellaTwirl',
    verbs: 'Splash Twirl Spin Stomp',
    core: 'Umbrella Puddles PuddleHop Splash',
    scenes: 'RainyDay PuddleJump Thunderstorm',
    names:
      'DanceInTheRain SingingInTheRainDance PuddleJumpDance UmbrellaTwirl RainBootStomp RainyDayDanceParty RainDanceWithTheKids SplashStepChallenge',
    also: 'rainy',
  },
  wheelchair: {
    things: 'Wheels Stage Ballroom Spotlight Gloves Crew',
    moves: 'Pivot Tilt ArmFlow Spin',
    verbs: 'Spin Glide Roll Pivot',
    core: 'Wheels Pivot Spin Roll',
    names:
      'DanceOnWheels WheelchairSpinChallenge WheelchairDuet WheelchairBallroom AdaptTheTrend WheelchairHipHop WheelchairDanceOff SeatedDanceChallenge',
    also: 'wheelchairdance',
  },
  'just dance': {
    things: 'Controller Couch LivingRoom Scoreboard Console Camera Remote',
    moves: 'GoldMove Superstar Megastar',
    verbs: 'Dance Groove Bounce Spin',
    core: 'Controller Scoreboard GoldMove Dance',
    names:
      'BeatMyJustDanceScore GoldMoveChallenge JustDanceWithoutTheScreen JustDanceFamilyNight JustDanceFiveStars JustDanceVsGrandma JustDanceInCostume JustDanceAtTheSleepover',
  },
  'dance class': {
    things: 'Studio Mirror Barre Playlist Sneakers WaterBottle',
    moves: 'Warmup AcrossTheFloor Stretch Freestyle Cooldown',
    verbs: 'Spin Twirl Leap Groove',
    core: 'Studio Mirror AcrossTheFloor Spin',
    scenes: 'DanceStudio',
    names:
      'AcrossTheFloorChallenge NailTheComboChallenge BringAFriendToClass FrontRowDanceClass DanceClassThenAndNow DadTakesDanceClass DanceClassBloopers FirstDanceClassEver',
    also: 'danceclasses dancelesson dancestudio',
  },
  pointe: {
    things: 'Shoes Ribbons Barre Studio ToePads Tutu',
    moves: 'Releve Pirouette Bourree Pique Echappe',
    verbs: 'Spin Twirl Rise Balance',
    core: 'Ribbons Tutu Pirouette Balance',
    scenes: 'Ballet BalletClass',
    names:
      'FirstTimeOnPointe SewYourRibbons DecorateYourPointes HoldThatReleve BreakInYourPointeShoes NewPointesUnboxing BourreeAcrossTheRoom PointeBalanceChallenge',
    also: 'pointeshoes',
  },
  pirouette: {
    things: 'Studio Mirror Floor Socks Kitchen Shoes Tutu',
    moves: 'Fouette Attitude Chaine Pique',
    verbs: 'Spin Twirl Turn Balance',
    core: 'Tutu Spin Twirl',
    scenes: 'Ballet',
    names:
      'HowManyTurns PirouetteOff 30DaysOfPirouettes LandTheDouble PirouetteInSneakers SpinInSocks DadTriesAPirouette PirouetteInTheKitchen',
  },
  leap: {
    things: 'Studio Floor Stage Mirror Runway Backyard',
    moves: 'ToeTouch GrandJete SplitJump Stag Calypso',
    verbs: 'Jump Soar Fly',
    core: 'Stage SplitJump GrandJete Jump',
    names:
      'HangTimeChallenge LeapAcrossTheFloor LeapOverThePillow GrandJeteChallenge LeapInSlowMo LeapOnTheBeach LeapFreezeFrame LeapWithDad',
    also: 'leaps',
  },
  'tate mcrae': {
    things: 'Stage Mirror Studio Sneakers Mic Hair',
    moves: 'HairWhip Choreo Floorwork Kick',
    verbs: 'Strut Spin Kick Whip',
    core: 'Mic HairWhip Floorwork Strut',
    names:
      'GreedyDanceChallenge TateMcRaeChoreo DanceLikeTate TateMcRaeHairWhip TateMcRaeFloorwork TateMcRaeInPublic TateMcRaeSpeedUp TateMcRaeWithMom',
    spelled: 'TateMcRae',
  },
  'britney spears': {
    things: 'Headset Mic Stage Sequins Ponytail',
    moves: 'HairFlip Choreo BodyRoll Strut Spin',
    verbs: 'Strut Spin Pose',
    core: 'Headset Ponytail HairFlip Strut',
    scenes: 'PopPrincess',
    names:
      'OopsIDidItChallenge DanceLikeBritney BabyOneMoreTimeChoreo BritneyDanceBreak BritneyHairFlip BritneySpearsThrowback BritneyWithMom BritneyChoreoChallenge',
    also: 'britney',
  },
  usher: {
    things: 'Fedora Stage Mic Sneakers Skates Vest',
    moves: 'Footwork Moonwalk Choreo Glide',
    verbs: 'Glide Slide Spin Strut',
    core: 'Fedora Skates Footwork Glide',
    names:
      'YeahChallenge DanceLikeUsher UsherFootwork UsherOnSkates UsherGlide UsherHalftimeChoreo UsherWithDad UsherDanceChallenge',
  },
  'jennifer lopez': {
    things: 'Stage Sequins Hoops Halftime Bronx',
    moves: 'Salsa HairFlip Shimmy Choreo Strut',
    verbs: 'Strut Shimmy Spin Shake',
    core: 'Hoops Sequins Halftime Shimmy',
    scenes: 'JLo',
    names:
      'OnTheFloorChallenge DanceLikeJLo JLoHalftimeChoreo LetsGetLoudChallenge WaitingForTonightChoreo JLoSalsaSpin JenniferLopezThrowback JLoHairFlip',
    also: 'jlo',
  },
  'stray kids': {
    things: 'Lightstick Stage Fancam Comeback PracticeRoom',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Fancam DanceBreak',
    scenes: 'SKZ',
    names:
      'GodsMenuChallenge StrayKidsInPublic ManiacChallenge StrayKidsRandomPlay SKZDanceCover StrayKidsRelayDance StrayKidsDanceBreak StrayKidsWithMom',
    also: 'skz',
  },
  newjeans: {
    things: 'Lightstick Bunny Denim Stage Fancam Comeback',
    moves: 'HypeBoyStep SuperShyStep PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Bunny Denim HypeBoyStep SuperShyStep',
    names:
      'HypeBoyChallenge NewJeansInPublic SuperShyChallenge NewJeansRandomPlay DittoChallenge NewJeansDanceCover NewJeansRelayDance NewJeansWithMyBestie',
    spelled: 'NewJeans',
  },
  aespa: {
    things: 'Lightstick Stage Fancam Avatar Comeback Mirror',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    core: 'Avatar Lightstick PointChoreo',
    names:
      'SupernovaChallenge AespaInPublic WhiplashChallenge AespaRandomPlay NextLevelChallenge AespaDanceCover AespaRelayDance AespaDanceBreak',
  },
  'kpop demon hunters': {
    things: 'Stage Lightstick Mic Tiger Ramen Honmoon',
    moves: 'GoldenChoreo SodaPopStep HighNote Formation PointChoreo',
    verbs: 'Spin Pose Bop',
    core: 'Tiger Lightstick GoldenChoreo SodaPopStep',
    scenes: 'Huntrix',
    names:
      'GoldenChallenge SodaPopChallenge KPopDemonHuntersDance HuntrixDanceCover DemonHuntersDanceOff KPopDemonHuntersInPublic HuntrixTrio KPopDemonHuntersCosplay',
    also: 'huntrix',
    spelled: 'KPopDemonHunters',
  },
  'gangnam style': {
    things: 'Sunglasses Tuxedo Bowtie Elevator Horse Seoul',
    moves: 'HorseRide Lasso Gallop HandCross SideStep',
    verbs: 'Gallop Bounce',
    core: 'Sunglasses Tuxedo HorseRide Gallop',
    scenes: 'Gangnam HorseDance',
    names:
      'HorseDanceChallenge LassoMoveChallenge GangnamStyleThrowback GangnamStyleSpeedUp GangnamStyleFlashMob GangnamStyleRelay GangnamStyleWithDad GangnamStyleAtTheWedding',
    also: 'psy',
  },
  'toosie slide': {
    things: 'Hallway Bedroom Kitchen Sneakers Hoodie',
    moves: 'FootDrag ArmCross BackStep Slide Sweep',
    verbs: 'Slide Rock Sweep',
    core: 'Hallway ArmCross FootDrag Slide',
    names:
      'ToosieSlideDownTheHall ToosieSlideMirrored ToosieSlideInSocks ToosieSlideInSlowMo ToosieSlideToAnySong ToosieSlideSpeedUp ToosieSlideRelay ToosieSlideFamilyLine',
  },
  'git up': {
    things: 'Boots CowboyHat Barn Wedding Cookout Hay',
    moves: 'TwoStep Ride HeelToe Slide',
    verbs: 'Slide Dip Kick',
    core: 'CowboyHat Boots Ride Slide',
    names:
      'GitUpChallenge TwoStepThenSlide GitUpInBoots GitUpWithYourPartner GitUpAtTheWedding GitUpInTheBarn GitUpWithGrandma GitUpLineDance',
  },
  mannequin: {
    things: 'Camera Phone Classroom Office Stadium Team',
    moves: 'MidLaugh Statue MidStep FrozenHighFive',
    verbs: 'Freeze Pose',
    core: 'Camera Statue FrozenHighFive Freeze',
    scenes: 'FrozenInTime',
    names:
      'MannequinChallenge FrozenMidLaugh FamilyMannequin FrozenHighFive ClassroomMannequin MannequinAtTheWedding MannequinAtDinner TeamMannequin StayFrozen',
    also: 'mannequinchallenge',
  },
  'freeze dance': {
    things: 'Speaker Playlist LivingRoom Classroom Party Kitchen',
    moves: 'Statue Wiggle Freeze Spin',
    verbs: 'Freeze Wiggle Jump Spin',
    core: 'Speaker Statue Wiggle Freeze',
    scenes: 'MusicalStatues',
    names:
      'WhenTheMusicStops FreezeDanceOff FreezeDanceOnOneFoot FunnyFreezeFaces FreezeDanceFamilyNight FreezeDanceClassroom FreezeDanceWithTheDog FreezeDanceSpeedRound',
  },
  'slow dance': {
    things: 'Corsage Playlist Spotlight Ballroom Prom Gym',
    moves: 'Sway Dip Twirl Spin',
    verbs: 'Sway Dip Twirl Lean',
    core: 'Prom Corsage Sway Dip',
    scenes: 'PromNight SlowSong',
    names:
      'MayIHaveThisDance SlowDanceToOurSong SlowDanceInTheKitchen SlowDanceToTheNextSong RedoYourPromSlowDance SlowDanceWithGrandparents SlowDanceUnderTheStars SlowDanceWithYourDog',
  },
  'school dance': {
    things: 'Corsage Playlist Streamers Balloons Gym Bleachers',
    moves: 'ChaChaSlide ElectricSlide Wobble CongaLine SlowDance Freestyle',
    verbs: 'Sway Bop Slide Jump',
    core: 'Gym Corsage Streamers SlowDance',
    scenes: 'Homecoming PromNight',
    names:
      'RecreateSchoolDancePhoto SchoolDanceThenAndNow SchoolDanceElectricSlide AskMeToTheDance MiddleSchoolDanceMoves HomecomingDanceOff TeachersDanceToo SchoolDanceCongaLine',
  },
  'dance party': {
    things: 'Speaker DiscoBall Playlist Lights Kitchen Snacks',
    moves: 'ChaChaSlide Conga Limbo Freestyle SoulTrain',
    verbs: 'Groove Bop Jump Spin',
    core: 'DiscoBall Speaker Playlist Groove',
    scenes: 'DiscoBall DanceFloor',
    names:
      'KitchenDanceParty FridayNightDanceParty OneSongDanceParty PajamaDanceParty LivingRoomRave BackyardDanceParty DancePartyWithGrandma SurpriseDanceParty',
  },
  'street dance': {
    things: 'Sidewalk Boombox Cardboard Crowd Crew Graffiti',
    moves: 'Toprock Popping Locking Footwork Krump',
    verbs: 'Pop Lock Groove',
    core: 'Boombox Sidewalk Footwork Groove',
    scenes: 'BlockParty',
    names:
      'StreetDanceBattle TeachMeAStreetMove StreetDanceStyleSwap StreetDanceCypher StreetDanceFreestyle StreetDanceVsBallet StreetDanceCrewRelay StreetDanceOneTake',
    also: 'streetdancing',
  },
  'jersey club': {
    things: 'Speaker Sneakers Bedroom Hoodie Crew NewJersey',
    moves: 'KickStep Footwork JerseyBounce Bounce',
    verbs: 'Bounce Kick Stomp Hop',
    core: 'NewJersey Sneakers KickStep Bounce',
    names:
      'JerseyClubBounce JerseyClubKickStep JerseyClubToAnySong JerseyClubRelay BounceOnTheBeat JerseyClubDanceOff JerseyClubOneTake JerseyClubSpeedUp',
  },
  waacking: {
    things: 'Stage Spotlight Fan Sleeves Crew Disco',
    moves: 'ArmWhip Wrist Pose Strut',
    verbs: 'Whip Pose Strut Flick',
    core: 'Sleeves Spotlight ArmWhip Pose',
    names:
      'ArmWhipChallenge WaackToDisco WaackEveryHornHit WaackAndPose WaackingBattle WaackTheChorus WaackingMirrorDuet WaackToAnyPopSong',
    also: 'whacking',
  },
  'house dance': {
    things: 'Speaker Vinyl Sneakers Loft Crew',
    moves: 'Footwork Jacking Skate Lofting Shuffle',
    verbs: 'Shuffle Groove Skate',
    core: 'Vinyl Sneakers Footwork Shuffle',
    names:
      'HouseDanceBattle HouseFootworkChallenge TeachMeAHouseStep HouseDanceFreestyle HouseDanceInSocks HouseDanceCypher HouseDanceInTheKitchen SkateStepChallenge',
  },
  nutcracker: {
    things: 'Tree Snow Soldier Tutu Toy MouseKing',
    moves: 'SugarPlum WaltzOfFlowers Pirouette GrandJete Arabesque MarchOfToys',
    verbs: 'Twirl Leap March Spin',
    core: 'Soldier Tutu SugarPlum Twirl',
    scenes: 'SugarPlum',
    names:
      'SugarPlumFairyChallenge NutcrackerMarchOfToys NutcrackerLivingRoomShow NutcrackerSnowflakeSpin NutcrackerRussianDance NutcrackerSoldierFreeze NutcrackerInPajamas NutcrackerCostumeReveal',
  },
  'swan lake': {
    things: 'Feathers Lake Swan Tiara Orchestra Tutu',
    moves: 'Fouette LittleSwans Arabesque Bourree PortDeBras',
    verbs: 'Glide Twirl Flutter Leap',
    core: 'Swan Feathers Tutu Glide',
    scenes: 'BlackSwan',
    names:
      'LittleSwansChallenge SwanLakeArmsChallenge SwanLakeBlackVsWhite SwanLakeTowelTutu SwanLakeInSneakers FlapLikeASwan SwanLakeSpinCount SwanLakeInTheKitchen',
  },
  'two step': {
    things: 'Boots CowboyHat Jukebox Barn Saloon Honkytonk',
    moves: 'QuickQuickSlowSlow Promenade Shadow Spin',
    verbs: 'Spin Turn Step',
    core: 'Boots CowboyHat QuickQuickSlowSlow Spin',
    scenes: 'Honkytonk',
    names:
      'TwoStepInBoots TwoStepSpinChallenge TwoStepToPopSongs TwoStepSpeedUp TwoStepPartnerSwap TwoStepMirrored TwoStepWithGrandpa TwoStepInTheKitchen',
    also: 'texastwostep',
  },
  'robot dance': {
    things: 'Antenna Tinfoil Battery Bolts Circuit',
    moves: 'ArmLock RobotWalk Tick Glitch Freeze',
    verbs: 'Freeze Glitch Tick',
    core: 'Antenna RobotWalk Glitch',
    scenes: 'BeepBoop',
    names:
      'DoTheRobot RobotDanceOff LowBatteryRobot RobotGlitchChallenge BeepBoopChallenge RobotFreezeFrame RobotDanceInTinfoil RobotWithGrandpa',
  },
  'the worm': {
    things: 'Floor Gym Carpet Mat Wedding Dancefloor',
    moves: 'Ripple Kickup Wave Roll',
    verbs: 'Wave Ripple Roll',
    core: 'Dancefloor Ripple Wave',
    names:
      'CanYouDoTheWorm WormAcrossTheRoom WormAtTheWedding WormDanceOff WormRelay WormEntrance WormWithDad SleepingBagWorm',
  },
  'milly rock': {
    things: 'Sneakers Hoodie Brooklyn Cookout Block',
    moves: 'ShoulderRoll Swipe Rock Sway Bounce',
    verbs: 'Swipe Rock Sway Bounce',
    core: 'Brooklyn Swipe Rock',
    names:
      'MillyRockOnAnyBlock MillyRockAtGraduation MillyRockSpeedUp SwipeItChallenge MillyRockMirrored MillyRockRelay MillyRockAtTheCookout MillyRockToClassical',
  },
  woah: {
    things: 'Arms Beat Sneakers Hallway Bedroom',
    moves: 'HandDrop Freeze Rock Lean Hit',
    verbs: 'Freeze Drop Rock',
    core: 'Arms HandDrop Freeze',
    names:
      'HitTheWoah WoahOnTheBeat WoahMidSentence TeachGrandpaTheWoah WoahChainChallenge WoahFamilyPhoto WoahAtGraduation WoahAfterTheGoal',
    also: 'whoa',
  },
  dab: {
    things: 'Elbow Endzone Touchdown Selfie Sneakers',
    moves: 'Point Pose Freeze Celebration Hit',
    verbs: 'Pose Flex Freeze',
    core: 'Elbow Touchdown Celebration Pose',
    names:
      'SquadDab TouchdownDab DabOnTheBeat FamilyDabPhoto DabAtGraduation DabWithGrandma DabThrowback DabAfterEveryGoal',
    also: 'dabbing',
  },
  'soul train': {
    things: 'Line Crowd Platforms Vinyl Sequins Seventies',
    moves: 'Shimmy Robot Strut Spin',
    verbs: 'Strut Spin Shimmy Slide',
    core: 'Platforms Line Strut',
    scenes: 'SoulTrainLine Seventies',
    names:
      'SoulTrainLine StrutDownTheLine WeddingSoulTrain SoulTrainAtTheReunion SoulTrainInPlatforms SoulTrainOfficeParty SoulTrainWithGrandma SoulTrainStrutOff',
    also: 'soultrainline',
  },
  footloose: {
    things: 'Barn Warehouse Boots Jeans Gym Prom',
    moves: 'LineDance WarehouseSolo BarnDance Kick Spin',
    verbs: 'Kick Stomp Spin Slide',
    core: 'Warehouse Boots WarehouseSolo Kick',
    names:
      'KickOffYourSundayShoes FootlooseInTheBarn FootlooseAngryDance FootlooseOneTake FootlooseAtProm FootlooseWarehouseDance FootlooseFlashMob FootlooseInBoots',
  },
  'high school musical': {
    things: 'Gym Basketball Cafeteria Lockers Stage Wildcats',
    moves: 'Choreo Dribble Jump Spin',
    verbs: 'Jump Spin Kick',
    core: 'Basketball Wildcats Lockers Jump',
    scenes: 'EastHigh',
    names:
      'WereAllInThisTogether GetchaHeadInTheGame WildcatsFlashMob HSMChoreoChallenge HSMInTheCafeteria HighSchoolMusicalDance HSMThrowback HSMBasketballDance',
    also: 'hsm',
  },
  'jazz funk': {
    things: 'Studio Mirror Stage Sneakers Spotlight',
    moves: 'HairWhip BodyRoll Groove Strut Hit',
    verbs: 'Strut Groove Pose',
    core: 'Studio Sneakers HairWhip Strut',
    names:
      'JazzFunkHairWhip JazzFunkAttitudeCheck JazzFunkHeelsVsSneakers JazzFunkStrutOff JazzFunkOneTake JazzFunkFreestyle JazzFunkToAnySong JazzFunkInSunglasses',
  },
  'folk dance': {
    things: 'Festival Village Costume Ribbons Accordion Fiddle',
    moves: 'Reel Polka Circle Stomp',
    verbs: 'Stomp Clap Twirl Skip',
    core: 'Village Ribbons Accordion Stomp',
    scenes: 'Maypole',
    names:
      'TeachMeYourFolkDance FolkDanceAroundTheWorld FolkDanceHandkerchief FolkDanceWithGrandma JoinTheFolkCircle MaypoleRibbonDance FolkDanceSpeedUp FolkDanceStompAndClap',
    also: 'folkdancing',
  },
  sirtaki: {
    things: 'Bouzouki Greece Island Taverna Sea Olive',
    moves: 'Sidestep Grapevine Kick Lean',
    verbs: 'Kick Step Clap Lean',
    core: 'Greece Bouzouki Sidestep Kick',
    scenes: 'Zorba GreekWedding',
    names:
      'ZorbaChallenge OpaChallenge SirtakiSpeedUp SirtakiLinkArms SirtakiLongestLine SirtakiOnTheBeach SirtakiAtAGreekWedding SirtakiWithGrandpa',
    also: 'zorba',
  },
  'latin dance': {
    things: 'DanceFloor Maracas Congas Speaker SocialNight',
    moves: 'Salsa Bachata Merengue ChaCha Samba Rumba',
    verbs: 'Spin Dip Sway Shimmy',
    core: 'Maracas Congas Dip Shimmy',
    scenes: 'LatinNight',
    names:
      'LatinDanceWithAbuela LatinDanceSpinOff LatinDanceFootworkOnly LatinDanceDipChallenge LatinDanceStyleSwitch LatinNightDanceOff LatinDanceInTheKitchen LatinDancePartnerSwap',
  },
  'color guard': {
    things: 'Flag Silk Uniform Pole Field Gym',
    moves: 'FlagSpin Toss Catch Drop',
    verbs: 'Spin Twirl Wave',
    core: 'Flag Silk FlagSpin Twirl',
    scenes: 'MarchingBand',
    names:
      'CatchThatToss ColorGuardFlagSpin ColorGuardWindyDay ColorGuardNoDrops ColorGuardWithABroom ColorGuardMirrorDuet ColorGuardSpeedUp ColorGuardSyncCheck',
    also: 'winterguard',
  },
  quickstep: {
    things: 'Ballroom BigBand Tailcoat Gown Judges',
    moves: 'Lockstep ChasseTurn Pepperpot Hop Skip',
    verbs: 'Hop Skip Glide',
    core: 'Tailcoat BigBand Hop Skip',
    scenes: 'Ballroom',
    names:
      'QuickstepAroundTheRoom HopSkipGlide QuickstepNoBumping QuickstepRace QuickstepToPopSongs QuickstepInSocks QuickstepWithGrandma QuickstepHopChallenge',
  },
  'paso doble': {
    things: 'Cape Drum Arena Spain Gown',
    moves: 'CapeSwirl Stamp Promenade Appel Chasse',
    verbs: 'Stamp March Pose Swirl',
    core: 'Cape Spain CapeSwirl Stamp',
    scenes: 'Ballroom',
    names:
      'CapeSwirlChallenge PasoDobleWithATowel PasoDobleMostDramatic PasoDobleFinalPose PasoDobleStomp PasoDobleEntrance PasoDobleFaceOff PasoDobleToPopSongs',
  },
  'harlem shake': {
    things: 'Helmet Mask Office Dorm Team Crowd',
    moves: 'Flail Jerk Shake Freeze',
    verbs: 'Shake Flail Bounce Jerk',
    core: 'Helmet Mask Flail Shake',
    names:
      'DoTheHarlemShake OnePersonThenEveryone HarlemShakeThrowback HarlemShakeInCostume OfficeHarlemShake HarlemShakeFamilyEdition ClassroomHarlemShake HarlemShakeDrop',
  },
  'jason derulo': {
    things: 'Mic Hallway Pool Studio Sneakers',
    moves: 'Choreo BodyRoll Spin Slide Strut',
    verbs: 'Spin Slide Strut',
    core: 'Mic BodyRoll Slide',
    scenes: 'Derulo',
    names:
      'JasonDeruloIntro SavageLoveChallenge DanceLikeJasonDerulo JasonDeruloChoreo JasonDeruloDanceOff DeruloPoolDance DeruloWithMom DeruloSpeedUp',
    also: 'derulo',
  },
  hora: {
    things: 'Chair Clarinet Playlist Circle Wedding BarMitzvah',
    moves: 'Grapevine Circle Kick Stomp Clap',
    verbs: 'Kick Stomp Clap Spin',
    core: 'Circle Wedding Chair Kick',
    scenes: 'HavaNagila',
    names:
      'WeddingHora HavaNagilaChallenge HoraSpeedUp BiggestHoraCircle HoraWithGrandpa HoraAtTheBarMitzvah HoraGrapevineChallenge HoraWithTheWholeFamily',
  },
  bluey: {
    things: 'Backyard Couch Balloon Dog Bandit Bingo',
    moves: 'DanceMode Wiggle Shimmy Freeze',
    verbs: 'Wiggle Shimmy Spin Stomp',
    core: 'Balloon Backyard DanceMode Wiggle',
    scenes: 'KeepyUppy',
    names:
      'DanceModeWithDad BlueyKeepyUppyDance MagicXylophoneFreeze BlueyFamilyDance BlueyBackyardDance BlueyDanceParty BlueyWiggleOff BlueyDanceChallenge',
  },
  rockettes: {
    things: 'Kickline Sequins Christmas Antlers RadioCity WoodenSoldier',
    moves: 'EyeHighKick Kickline Precision Tap March',
    verbs: 'Kick Tap March',
    core: 'Kickline Christmas WoodenSoldier Kick',
    scenes: 'RadioCity',
    names:
      'RockettesKickline DanceLikeARockette RockettesRipple WoodenSoldierMarch FamilyChorusLine EyeHighKickChallenge RockettesStaminaTest RockettesInAntlers',
    also: 'rockette',
  },
  boogie: {
    things: 'DiscoBall Platforms Dancefloor Jukebox Vinyl Lights',
    moves: 'Shimmy Hustle Bump Strut',
    verbs: 'Shimmy Strut Spin Groove',
    core: 'DiscoBall Dancefloor Shimmy Groove',
    names:
      'BoogieDanceOff BoogieWithGrandma BoogieInBellBottoms BoogieDownTheHallway BoogieWonderlandDance BoogieUnderTheDiscoBall BoogieInPajamas BoogieSpeedUp',
    verb: true,
  },
  groove: {
    things: 'Speaker Playlist Kitchen Headphones Vinyl Bassline',
    moves: 'BodyRoll Bounce Sway Shuffle',
    verbs: 'Bop Sway Bounce',
    core: 'Headphones Bassline Bounce Bop',
    names:
      'FindYourGroove GrooveChainChallenge GrooveSittingDown GrooveToTheBassline GrooveFaceOnly GrooveWhileYouCook GrooveToAnyGenre GrooveWithGrandpa',
    verb: true,
  },
  shimmy: {
    things: 'Shoulders Tassels Sequins Stage Mirror',
    moves: 'ShoulderShake HipSway Fringe Twirl Spin',
    verbs: 'Shake Sway Twirl Bounce',
    core: 'Shoulders Tassels ShoulderShake Shake',
    names:
      'ShoulderShimmyChallenge ShimmyOff ShimmyWithGrandma ShimmySpeedUp ShimmyInSequins ShimmyToTheFloor ShimmyOnTheBeat ShimmyWhenYouWin',
    verb: true,
  },
  'mexican hat dance': {
    things: 'Sombrero Mariachi Ribbons Fiesta Boots',
    moves: 'HeelToe SombreroCircle Zapateado Hop Twirl',
    verbs: 'Hop Stomp Twirl Kick',
    core: 'Sombrero Mariachi HeelToe Hop',
    scenes: 'Mariachi',
    names:
      'JarabeTapatioChallenge AroundTheSombrero HatDanceHeelToe MexicanHatDanceSpeedUp HatDanceSkirtSwirl HatDanceWithMariachi HatDanceRelay HatDanceWithAbuela',
    also: 'jarabetapatio',
  },
  folklorico: {
    things: 'Ribbons Boots Mariachi Falda Rebozo Stage',
    moves: 'SkirtSwirl HeelToe Zapateado Grito Faldeo',
    verbs: 'Stomp Twirl Swirl',
    core: 'Ribbons Mariachi SkirtSwirl Stomp',
    names:
      'ZapateadoChallenge FolkloricoSkirtSwirl FolkloricoWithAbuela FolkloricoGritoChallenge FolkloricoToAnySong FolkloricoSpeedUp FolkloricoDressReveal FolkloricoInBoots',
    also: 'balletfolklorico',
  },
  'lion dance': {
    things: 'LionHead Drum Gong Cymbals Lanterns RedEnvelope',
    moves: 'HeadShake DrumRoll Pounce Blink Leap',
    verbs: 'Shake Leap Pounce',
    core: 'LionHead Drum Gong Pounce',
    scenes: 'LunarNewYear Chinatown',
    names:
      'CardboardLionDance TwoPeopleOneLion LionDanceLettuceGrab LionDancePounce LionDanceToTheDrum MakeTheLionBlink LionDanceHeadShake LunarNewYearDance',
  },
  tinikling: {
    things: 'Bamboo Poles Barefoot Philippines Drums',
    moves: 'PoleHop BambooJump Clap Skip Cross',
    verbs: 'Hop Jump Skip Clap',
    core: 'Bamboo Poles BambooJump Hop',
    names:
      'DodgeTheBamboo TiniklingSpeedUp BambooPoleChallenge TiniklingMirrorPartners TiniklingWithBroomsticks TiniklingToPopSongs TiniklingRelay TiniklingWithFamily',
  },
  stomp: {
    things: 'Brooms Buckets Bins Lids Boots Sink',
    moves: 'BroomBeat LidCrash Footwork Sweep',
    verbs: 'Clap Sweep Drum',
    core: 'Brooms Buckets BroomBeat Drum',
    names:
      'BroomBeatChallenge BucketDrumStomp StompWithNewspapers PotsAndPansStomp CopyMyStompRhythm StompWithTheLids RecyclingBinGroove StompWithTheFamily',
    verb: true,
  },
  'body percussion': {
    things: 'Hands Chest Feet Classroom Circle',
    moves: 'ChestPat ThighSlap Clap Snap Stomp',
    verbs: 'Clap Snap Stomp Pat',
    core: 'Hands ChestPat ThighSlap Clap',
    scenes: 'CupSong',
    names:
      'HumanDrumKit BodyPercussionToAnySong ClapYourNameRhythm CupSongChallenge BodyPercussionBattle BodyPercussionEcho WholeClassBodyBeat BodyPercussionDuet',
  },
  kizomba: {
    things: 'DanceFloor Speaker Sneakers Angola SocialNight',
    moves: 'Pivot Saida Ginga Walk Sway',
    verbs: 'Sway Pivot Glide',
    core: 'Angola DanceFloor Sway Glide',
    names:
      'KizombaSlowWalk KizombaWithYourPartner KizombaInThreeDays KizombaSpinChallenge KizombaInTheKitchen KizombaToPopSongs KizombaDanceOff KizombaSocialNight',
  },
  twice: {
    things: 'Lightstick Candybong Stage Fancam Photocard',
    moves: 'TTPose PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Candybong Photocard TTPose',
    names:
      'TTChallenge TwiceInPublic FancyChallenge TwiceRandomPlay TwiceDanceCover TwiceRelayDance TwiceWithMyBestie CandybongDance',
    spelled: 'TWICE',
  },
  seventeen: {
    things: 'Lightstick Caratbong Stage Fancam Photocard',
    moves: 'PointChoreo DanceBreak Formation Wave HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Caratbong Photocard Formation',
    names:
      'VeryNiceChallenge SeventeenInPublic SeventeenRandomPlay SeventeenDanceCover SeventeenRelayDance SeventeenFormation SeventeenDanceBreak SeventeenDanceChallenge',
    spelled: 'SEVENTEEN',
  },
  exo: {
    things: 'Lightstick Stage Fancam Photocard Mic',
    moves: 'GrowlStep CallMeBaby PointChoreo DanceBreak Formation',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Photocard GrowlStep',
    names:
      'GrowlChallenge EXOInPublic LoveShotChallenge EXORandomPlay EXODanceCover CallMeBabyChallenge EXORelayDance EXODanceBreak',
    spelled: 'EXO',
  },
  'monster mash': {
    things: 'Costume Cobweb Pumpkin Coffin Lab Cape',
    moves: 'ZombieWalk Mash MonsterStomp SpookyShuffle Graveyard',
    verbs: 'Mash Stomp Shuffle',
    core: 'Pumpkin Cobweb MonsterStomp Mash',
    scenes: 'GraveyardSmash Halloween',
    names:
      'DoTheMash ItsAGraveyardSmash DanceLikeFrankenstein MonsterMashInCostume TeachKidsTheMonsterMash MonsterMashDanceOff MonsterMashFamilyEdition HalloweenMonsterMash',
  },
  navratri: {
    things: 'Dandiya ChaniyaCholi Lights Dhol Mirrorwork Lantern',
    moves: 'Garba Dandiya Clap Spin Twirl Circle',
    verbs: 'Twirl Clap Spin',
    core: 'Dandiya ChaniyaCholi Garba Twirl',
    scenes: 'GarbaNight DandiyaNight',
    names:
      'NineNightsNewSteps DandiyaStickChallenge NavratriOutfitTwirl NavratriGarbaChallenge NavratriWithFamily NavratriSpeedUp JoinTheNavratriCircle NavratriPartnerSwap',
  },
  carnival: {
    things: 'Feathers Headdress Drums SteelPan Parade Float Sequins',
    moves: 'Samba Soca Jump Wave Shimmy Parade',
    verbs: 'Jump Wave Shimmy Parade',
    core: 'Feathers Headdress Parade Shimmy',
    scenes: 'RioCarnival MardiGras',
    names:
      'SocaJumpAndWave CarnivalFeatherShimmy CarnivalJumpUp CarnivalSambaChallenge CarnivalCostumeReveal DanceToTheSteelPan KiddiesCarnivalDance CarnivalDanceChallenge',
    also: 'carnaval',
  },
  'dance battle': {
    things: 'Cypher Crowd Judges Speaker Cardboard Circle Mic',
    moves: 'Freeze Toprock CallOut Footwork Uprock Showdown',
    verbs: 'Battle Freestyle Hit Answer',
    core: 'Cypher Freeze CallOut',
    scenes: 'BlockParty',
    names:
      'AnswerMyDanceBattle KidsVsParentsDanceBattle BalletVsBreakingBattle DanceBattleRandomSong BestFreezeWins DanceOffAfterDinner ThreeRoundDanceBattle BattleYourSibling DanceBattleDuet',
    also: 'danceoff',
  },
  'dance competition': {
    things: 'Trophy Stage Costume Rhinestones Judges ScoreSheet Hairspray SlickBun',
    moves: 'Solo Duet GroupNumber Finale AwardsCeremony',
    verbs: 'Compete Perform Shine Place',
    core: 'Trophy Stage Rhinestones',
    scenes: 'CompSeason Backstage',
    names:
      'DanceCompThenVsNow SlickBunIn60Seconds RhinestoneMyCostume RecreateYourCompSolo DanceCompSoloSwap DanceCompTeamChant DanceCompCountdown DanceCompFinalPose',
    also: 'dancecomp',
  },
  'wedding dance': {
    things: 'Veil Bouquet DanceFloor Tuxedo Sparklers Confetti Playlist',
    moves: 'Entrance Dip Twirl SurpriseMashup Conga',
    verbs: 'Twirl Dip Celebrate Sway',
    core: 'Bouquet DanceFloor Dip',
    scenes: 'Reception',
    names:
      'SurpriseWeddingDance WeddingDanceBigDip SlowToFastSwitch RecreateYourWeddingDance TeachTheGuestsADance BridalPartyEntrance WeddingDanceMashup MotherSonWeddingDance LastSongOfTheNight',
    also: 'bridalpartydance',
  },
  'kids dance': {
    things: 'Scarves Ribbons Playlist Tutu Stickers Mirror Speaker',
    moves: 'FreezeGame Wiggle Jump Spin Shake Stomp',
    verbs: 'Wiggle Jump Spin Shake',
    core: 'Wiggle FreezeGame Scarves',
    scenes: 'PlayRoom',
    names:
      'KidsTeachParentsADance KidChoreographer KidsDanceFreezeGame AnimalMovesDance KidsDanceMirrorGame FollowTheLeaderDance KidsDanceRecitalAtHome KidsDanceCopycat',
    also: 'kidsdancing childrensdance',
  },
  'dance workout': {
    things: 'Sneakers Playlist Speaker Mat WaterBottle Towel',
    moves: 'Grapevine StepTouch BodyRoll KneeUp Shuffle Kick',
    verbs: 'Sweat Groove Step Bounce',
    core: 'Playlist Grapevine Sweat',
    scenes: 'SweatSession',
    names:
      'OneSongDanceWorkout ThrowbackDanceWorkout DanceCardioFriday FollowMyDanceWorkout DanceWorkoutWithMom SweatToThe90s 20MinuteDanceCardio DanceWorkoutPlaylistSwap',
    also: 'dancefitness dancecardio',
  },
  'modern dance': {
    things: 'Studio Mirror BareFeet Floor Fabric Stage',
    moves: 'Contraction FloorRoll Fall Spiral Release Leap',
    verbs: 'Fall Spiral Reach Release',
    core: 'BareFeet Contraction Floor',
    scenes: 'Studio',
    names:
      'FinishMyModernPhrase ModernDanceToSilence FallAndRecoverChallenge ModernVsBallet ContractAndRelease ModernDanceInNature SpiralToTheFloor ModernDanceWithAProp',
  },
  'happy dance': {
    things: 'Playlist Confetti Kitchen Speaker GoodNews Socks',
    moves: 'Wiggle Shimmy Jump Spin Bounce FistPump',
    verbs: 'Wiggle Shimmy Celebrate Bounce',
    core: 'Wiggle Shimmy GoodNews',
    names:
      'ShowMeYourHappyDance HappyDanceForTinyWins ReportCardHappyDance SnowDayHappyDance FamilyHappyDanceChain HappyDanceInSlowMo GoodNewsHappyDance PizzaNightHappyDance',
  },
  'victory dance': {
    things: 'Trophy Ball Scoreboard Medal Confetti Whistle',
    moves: 'Spike Spin Shimmy FistPump Moonwalk Griddy',
    verbs: 'Celebrate Strut Spike Flex',
    core: 'Trophy Scoreboard Celebrate',
    scenes: 'EndZone GameDay',
    names:
      'InventAVictoryDance BoardGameVictoryDance TeamVictoryDance GoalCelebrationChallenge HomeworkDoneVictoryDance EndZoneDanceOff SlowMoVictoryDance MatchPointVictoryDance',
    also: 'celebrationdance touchdowndance winningdance',
  },
  'silent disco': {
    things: 'Headphones Glowsticks Channels LEDs Playlist Lights',
    moves: 'ChannelSwitch SingAlong Conga GuessTheSong Bop',
    verbs: 'Sing Groove Switch Bop',
    core: 'Headphones Glowsticks Channels',
    scenes: 'GlowParty',
    names:
      'GuessMySilentDiscoSong SameChannelChallenge RedVsBlueHeadphones SilentDiscoSingAlong SilentDiscoAtHome SilentDiscoConga SilentDiscoFamilyNight SwitchTheStation',
    also: 'headphoneparty',
  },
  'kitchen dance': {
    things: 'Spatula Apron Fridge Pots Speaker Socks Timer',
    moves: 'SockSlide Twirl Shimmy Sway Dip',
    verbs: 'Twirl Sway Stir Slide',
    core: 'Spatula Apron Twirl',
    scenes: 'DinnerTime',
    names:
      'DanceTillTheTimerDings KitchenDiscoFriday KitchenDanceWithGrandma DishesDanceBreak KitchenDanceWithDad ApronTwirlChallenge KitchenDanceWhileItBakes SingIntoTheSpatula',
    also: 'kitchendisco',
  },
  'dance crew': {
    things: 'Hoodies Sneakers Speaker Stage Mirror MatchingFits',
    moves: 'Formation Canon Ripple Unison Freeze Wave',
    verbs: 'Hit Sync Ripple Battle',
    core: 'Formation Unison Ripple',
    scenes: 'Rehearsal',
    names:
      'PassTheEightCount PerfectRippleChallenge StayInSyncChallenge DanceCrewOneTake DanceCrewFormationSwap DanceCrewRollCall DanceCrewMatchingFits DanceCrewShowdown',
  },
  'one take': {
    things: 'Camera Tripod Hallway Stairs Door Phone',
    moves: 'Transition Walkthrough RoomToRoom Handoff Spin',
    verbs: 'Flow Move Roll Glide',
    core: 'Camera Tripod Transition',
    names:
      'OneTakeAcrossTheHouse OneTakeWholeSong NoCutsChallenge DanceThroughTheHouse OneTakeFamilyDance OneTakeNoMistakes OneTakeStaircaseDance NailItInOneTake',
    also: 'onetakedance nocuts',
  },
  'body roll': {
    things: 'Wall Mirror Hoodie Spotlight Playlist',
    moves: 'Wave Isolation ChestPop SlowRoll ReverseRoll',
    verbs: 'Roll Wave Pop Flow',
    core: 'Wave ChestPop Mirror',
    names:
      'SlowMoBodyRoll DadLearnsABodyRoll BodyRollOnTheBeat ReverseBodyRoll TeachMeYourBodyRoll BodyWaveChain BodyRollDownTheLine PerfectWaveChallenge',
    also: 'bodywave',
  },
  'hair flip': {
    things: 'Hair Fan Mirror Brush Scrunchie Wind',
    moves: 'SlowFlip SideFlip HeadToss Twirl Pose',
    verbs: 'Flip Toss Swish Pose',
    core: 'Hair Fan Swish',
    names:
      'HairFlipOnTheBeat SlowMoHairFlip HairFlipTransition DadTriesTheHairFlip FanBlownHairFlip HairFlipGlowUp HairFlipRelay ShortHairFlipChallenge',
  },
  floorwork: {
    things: 'Kneepads Floor Socks Mat Mirror',
    moves: 'Slide Spin Roll Sweep Freeze Spiral',
    verbs: 'Slide Roll Sweep Glide',
    core: 'Kneepads Slide Sweep',
    names:
      'ThreeWaysToTheFloor FloorworkInSocks SmoothestFloorworkWins FromStandingToFloor FloorworkTransitions FloorworkFriday SlideIntoFloorwork RollUpFromTheGround',
  },
  'dance cover': {
    things: 'Mirror Phone Tripod Outfit Stage Lightstick',
    moves: 'MirrorCover Formation DanceBreak Chorus Highlight',
    verbs: 'Cover Copy Nail Perform',
    core: 'Mirror Tripod Chorus',
    names:
      'SplitScreenDanceCover DanceCoverThenVsNow CoverTheChorus DanceCoverInOneTake DanceCoverWithMyMom DanceCoverSwap DanceCoverBattle RecreateTheMusicVideo',
  },
  'dance tutorial': {
    things: 'Mirror Counts Whiteboard Phone Tripod',
    moves: 'EightCount SlowMo Breakdown Mirrored Countdown',
    verbs: 'Teach Break Count Learn',
    core: 'EightCount SlowMo Mirror',
    names:
      'TeachItIn60Seconds FollowMyDanceTutorial EightCountsAtATime DanceTutorialForDad SlowMoDanceTutorial DanceTutorialSwap LearnItFromMyKid OneMoveTutorial',
    also: 'learnthisdance',
  },
  carlton: {
    things: 'Sweater Loafers Playlist Mirror Khakis SweaterVest',
    moves: 'ArmSwing HipSway Snap StepTouch',
    verbs: 'Swing Snap Sway Groove',
    core: 'Sweater ArmSwing Snap',
    names:
      'DoTheCarlton CarltonWithGrandpa CarltonVsGriddy SweaterVestCarlton CarltonInSlowMo CarltonRelay CarltonDanceChallenge CarltonToAnySong',
    also: 'carltondance',
  },
  'kick line': {
    things: 'Sequins Stage TopHat Tights Spotlight',
    moves: 'HighKick Ripple Cancan ChorusLine Turn',
    verbs: 'Kick Link Step Ripple',
    core: 'HighKick Ripple Sequins',
    names:
      'LinkArmsKickLine KickLineRipple FamilyKickLine HighKickCountdown CancanChallenge HolidayKickLine SmallestToTallestKickLine OfficeKickLine',
    also: 'cancan',
  },
  soca: {
    things: 'Flags Rags Costume Feathers Steelpan Truck',
    moves: 'JumpAndWave FlagWave RagWave Chip Bounce',
    verbs: 'Jump Wave Chip Bounce',
    core: 'Flags JumpAndWave Steelpan',
    scenes: 'Carnival Fete',
    names:
      'SocaJumpUpChallenge WaveYourRag SocaVsDancehall SocaInTheSnow GrandmaTriesSoca SocaDanceBreak CarnivalCostumeReveal LearnASocaStep',
  },
  toprock: {
    things: 'Cardboard Sneakers Boombox Cypher Snapback',
    moves: 'IndianStep CrossStep Kick Spin Drop Freeze',
    verbs: 'Step Rock Drop Bounce',
    core: 'Cardboard IndianStep Cypher',
    names:
      'ToprockToFreeze IndianStepChallenge ToprockWithDad OneMinuteToprock ToprockOnCardboard ToprockStyleSwap FreshestToprockWins ToprockToTheBreakbeat',
  },
  'highland dance': {
    things: 'Kilt Bagpipes Sword Ghillies Tartan Medal',
    moves: 'SwordDance HighlandFling Pointing HopStep ShakeAndTurn',
    verbs: 'Hop Leap Point Spring',
    core: 'Kilt Bagpipes SwordDance',
    names:
      'HighlandFlingChallenge SwordDanceNoTouch HighlandVsIrishDance TryHighlandDancing GhilliesLacingRace TartanTuesday HighlandDanceInTheRain HighlandGamesWarmUp',
    also: 'highlanddancing scottishdance',
  },
  'ribbon dance': {
    things: 'Ribbon Stick Wand Streamer Scarf Wind',
    moves: 'Spiral Snake Circle Toss Twirl FigureEight',
    verbs: 'Twirl Swirl Toss Spin',
    core: 'Ribbon Wand Spiral',
    names:
      'RibbonSpiralChallenge DIYRibbonWand RibbonTossAndCatch KeepTheRibbonMoving RibbonDanceInTheWind RibbonDanceDuet RibbonDanceRelay RibbonFigure8Flow',
    also: 'ribbondancing',
  },
  'jazz hands': {
    things: 'Gloves Sequins Stage Spotlight Hat Cane',
    moves: 'JazzSquare Kick Shimmy Wave Finale',
    verbs: 'Shimmy Sparkle Wave Shake',
    core: 'Sequins JazzSquare Spotlight',
    names:
      'BestJazzHandsWins JazzHandsFinale JazzSquareChallenge JazzHandsInSlowMo TeachGrandpaJazzHands JazzHandsGoodNews JazzHandsRollCall ShowstopperFinish',
  },
  barn: {
    things: 'HayBale Fiddle Boots Lantern Rafters Hayloft Tractor Rooster Banjo Gingham',
    moves: 'DoSiDo Promenade BootStomp HeelTap SwingYourPartner Hoedown',
    verbs: 'Stomp Swing Clap Twirl',
    core: 'HayBale Fiddle DoSiDo Hoedown',
    scenes: 'HarvestNight CountryFair',
    names:
      'BarnDancePromenade HayBaleHoedown BarnBootStomp SwingYourPartner BarnAnimalDanceOff BarnDoorSlide LearnABarnDance BarnyardBoogie',
    also: 'barns',
  },
  handshake: {
    things: 'Palm Fingers Thumb Elbow Wrist Partner BestFriend Grip Snap Clap',
    moves: 'FistBump HighFive ElbowBump PinkyLink DoubleSnap',
    verbs: 'Shake Clap Snap Bump Grip',
    core: 'FistBump HighFive Palm',
    scenes: 'Besties',
    names:
      'SecretHandshake TeachMeYourHandshake TenMoveHandshake HandshakeOnTheBeat GrandmaHandshake MirrorHandshake HandshakeRelayLine BlindfoldedHandshake',
  },
  square: {
    things: 'Partner Fiddle Caller Barn Boots Hoedown Bandana Banjo Couples Promenade',
    moves: 'DoSiDo AllemandeLeft SwingYourPartner CircleLeft BowToYourPartner',
    verbs: 'Swing Promenade Bow Circle Clap',
    core: 'DoSiDo Partner Hoedown',
    scenes: 'Barn Hoedown',
    names:
      'FamilySquareDance SquareUpAndSwing KitchenHoedownSquare BeTheSquareCaller BackyardSquareDance PromenadeTheSquare SquareDanceGrandChain GrandmaSquareDanceLesson',
    also: 'squaredancing',
  },
  'block party': {
    things: 'Neighbors Grill Speaker Chalk Balloons Lemonade Cornhole Streamers Potluck Sprinkler',
    moves: 'LineDance DanceCircle ChalkArt GroupPhoto MeetTheNeighbors',
    verbs: 'Dance Mingle Share Cheer Celebrate',
    core: 'Neighbors Potluck LineDance',
    scenes: 'Neighborhood Cookout Summer',
    names:
      'BlockPartyLineDance BlockPartyConga TeachTheBlockParty OldSchoolBlockParty BlockPartyBoogie KidsVsDadsBlockParty CircleUpBlockParty BlockPartyFreeze',
  },
} as const satisfies KeywordEntries;
