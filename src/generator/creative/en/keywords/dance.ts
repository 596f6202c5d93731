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
    names:
      'DropTheBeatChallenge HipHopFreestyleChallenge OldSchoolHipHopChallenge TeachMeYourHipHopMove HipHopVsBallet',
    also: 'hiphopdance',
  },
  ballet: {
    things: 'PointeShoes Barre Mirror Tutu Leotard Bun Studio Nutcracker',
    moves: 'Pirouette Arabesque Plie GrandJete Releve Fouette',
    verbs: 'Twirl Leap Spin Glide',
    core: 'Tutu PointeShoes Pirouette Twirl',
    names:
      'HowManyPirouettes BalletVsHipHop BalletInSneakers SwanLakeChallenge BalletArmsChallenge',
    also: 'ballerina',
  },
  kpop: {
    things: 'Lightstick Photocard Mirror Fancam PracticeRoom Stage',
    moves: 'PointChoreo DanceBreak HairFlip BodyWave HandHeart Formation',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Photocard HandHeart',
    names:
      'KPopInPublic KPopRandomPlayDance KPopDanceCover DanceBreakChallenge KPopChoreoChallenge',
    spelled: 'KPop',
  },
  salsa: {
    things: 'Maracas DanceShoes Congas Rose Speaker Kitchen',
    moves: 'Footwork BasicStep Shimmy HipSway SpotTurn',
    verbs: 'Spin Shimmy Sway Dip Turn',
    core: 'Maracas DanceShoes HipSway Spin',
    names:
      'SalsaDipChallenge SalsaWithAbuela SalsaSpinChallenge SalsaStepChallenge SalsaFootworkChallenge',
  },
  shuffle: {
    things: 'Sneakers Glowsticks Speaker Driveway Kitchen Festival',
    moves: 'RunningMan TStep KickStep Charleston Sidestep CuttingShapes',
    verbs: 'Stomp Kick Slide Glide',
    core: 'Sneakers TStep RunningMan Slide',
    names:
      'ShuffleBattle ShuffleDanceChallenge TStepChallenge RunningManChallenge ShuffleInSlippers',
    also: 'cuttingshapes melbourneshuffle',
    verb: true,
  },
  breakdance: {
    things: 'Cardboard Boombox Beanie Kneepads Sneakers Speaker',
    moves: 'Windmill BabyFreeze Backspin SixStep Toprock Flare',
    verbs: 'Spin Freeze Flip Battle',
    core: 'Cardboard Boombox Windmill Spin',
    names:
      'BreakdanceOnCardboard BreakdanceBattle BabyFreezeChallenge LearnToBreakdance HoldThatFreeze',
    also: 'breakdancing breaking bboy bgirl',
  },
  tap: {
    things: 'Shoes Cane TopHat Floorboards Stage Plywood',
    moves: 'ShuffleBallChange TimeStep Flap Wings',
    verbs: 'Stomp Shuffle Flap Click',
    core: 'Shoes TopHat ShuffleBallChange Click',
    names: 'TapDanceChallenge FastFeetTapChallenge TapToTheBeat TapShoeChallenge TapOnAnyFloor',
    also: 'tapdance tapdancing',
    verb: true,
  },
  'line dance': {
    things: 'CowboyBoots CowboyHat Bandana Jukebox Fiddle BeltBuckle',
    moves: 'Grapevine BootScoot HeelToe QuarterTurn Hitch',
    verbs: 'Stomp Scoot Kick Clap',
    core: 'CowboyBoots CowboyHat BootScoot Stomp',
    names:
      'LineDanceChallenge LearnTheLineDance BootScootChallenge LineDanceWithGrandma LineDanceInBoots',
    also: 'linedancing',
  },
  tango: {
    things: 'Rose Violin Accordion DanceShoes Milonga BuenosAires',
    moves: 'DramaticDip Ocho Lunge Corte',
    verbs: 'Dip Glide Spin Kick',
    core: 'Rose Accordion DramaticDip Dip',
    names: 'TangoDipChallenge TangoWithARose TangoKickChallenge TangoWalkChallenge TangoInSocks',
  },
  waltz: {
    things: 'Chandelier Gown Orchestra Ballroom Vienna Tailcoat',
    moves: 'BoxStep Promenade NaturalTurn Twirl',
    verbs: 'Twirl Glide Sway Spin',
    core: 'Gown Chandelier BoxStep Twirl',
    names: 'OneTwoThreeTwirl WaltzTwirlChallenge BoxStepChallenge LearnToWaltz WaltzAcrossTheRoom',
    verb: true,
  },
  'first dance': {
    things: 'Bouquet Veil Spotlight Playlist Reception Ballroom',
    moves: 'SlowDance SurpriseSwitch Dip Twirl',
    verbs: 'Sway Dip Twirl Spin',
    core: 'Veil Bouquet SlowDance Sway',
    names:
      'SurpriseFirstDance RecreateYourFirstDance FirstDanceRemix FirstDanceSongSwitch FirstDanceDipChallenge',
  },
  bachata: {
    things: 'Guitar Bongos DanceShoes Speaker Rose Kitchen',
    moves: 'BasicStep BodyWave HipTap Footwork',
    verbs: 'Sway Dip Turn Step',
    core: 'Guitar Bongos HipTap Sway',
    names:
      'BachataSpinOff BachataBodyWaveChallenge BachataStepChallenge LearnBachataWithMe BachataDipChallenge',
  },
  contemporary: {
    things: 'Spotlight Ribbon Mirror Studio Stage Floor',
    moves: 'Floorwork Extension Leap Roll',
    verbs: 'Flow Reach Leap Spin',
    core: 'Studio Floorwork Leap Flow',
    names:
      'DanceYourFeelings ImprovToThisSong ContemporaryInTheRain SlowSongContemporary ContemporaryChallenge',
  },
  ballroom: {
    things: 'Gown Sequins Glitterball Chandelier Trophy Tailcoat',
    moves: 'Waltz ChaCha Foxtrot Tango Jive Rumba Quickstep Samba',
    verbs: 'Glide Twirl Dip Spin',
    core: 'Gown Sequins Glitterball Twirl',
    names:
      'PerfectTenChallenge BallroomDipChallenge BallroomSpinChallenge ChaChaChallenge BallroomWithGrandparents',
  },
  floss: {
    things: 'Backpack Sneakers Playground Recess Arms Hips',
    moves: 'ArmSwing HipSwing Dab OrangeJustice DefaultDance Sprinkler',
    verbs: 'Swing Sway Dab',
    core: 'Backpack ArmSwing HipSwing Swing',
    names: 'CanYouFloss TeachGrandmaToFloss FlossOff FastFlossChallenge FlossLikeABoss',
    verb: true,
  },
  moonwalk: {
    things: 'Fedora WhiteSocks Loafers Glove Spotlight Stage',
    moves: 'ToeStand AntiGravityLean BackSlide Spin',
    verbs: 'Glide Slide Spin',
    core: 'Fedora WhiteSocks BackSlide Glide',
    names:
      'BillieJeanChallenge MoonwalkInSocks MoonwalkChallenge MoonwalkAcrossTheRoom SmoothLikeMJ',
    verb: true,
  },
  renegade: {
    things: 'Phone RingLight Bedroom Hallway Sneakers Bestie',
    moves: 'Woah ArmWave ShoulderPop Swirl Twist',
    verbs: 'Wave Whip Swirl',
    core: 'RingLight Phone ArmWave Swirl',
    names: 'DoTheRenegade RenegadeButFaster RenegadeBackwards RenegadeWithMom RenegadeChallenge',
  },
  griddy: {
    things: 'Jersey Football Cleats Endzone Stadium Touchdown',
    moves: 'HeelTap ArmSwing Goggles TouchdownDance',
    verbs: 'Tap Swing Strut',
    core: 'Football Endzone Goggles HeelTap',
    names: 'HitTheGriddy TouchdownGriddy GriddyInTheEndzone TeachDadTheGriddy GriddyOff',
    verb: true,
  },
  macarena: {
    things: 'Sunglasses Playlist PoolParty Wedding Cruise Summer',
    moves: 'HandFlip HipSwivel HandOnHead QuarterTurn',
    verbs: 'Clap Sway Jump',
    core: 'PoolParty HandFlip HipSwivel Jump',
    names:
      'MacarenaAtTheWedding MacarenaSpeedUp MacarenaRemix TeachGrandmaTheMacarena MacarenaChallenge',
  },
  'cha cha slide': {
    things: 'Sneakers Playlist Speaker Wedding Prom Reunion',
    moves: 'CrissCross HowLow ReverseSlide RightFootStomp SlideLeft',
    verbs: 'Slide Hop Stomp Clap',
    core: 'Wedding CrissCross HowLow Slide',
    names:
      'HowLowCanYouGo ChaChaRealSmooth ChaChaSlideAtTheWedding CrissCrossChallenge ChaChaSlideChallenge',
  },
  'cupid shuffle': {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'SideSlide KickStep QuarterTurn HipWiggle Walkout',
    verbs: 'Kick Slide Wiggle',
    core: 'Cookout SideSlide KickStep Wiggle',
    names:
      'ToTheRightToTheRight CupidShuffleChallenge CupidShuffleSpeedUp CupidShuffleWithGrandma TeachDadTheCupidShuffle',
  },
  'electric slide': {
    things: 'Sneakers Playlist Jukebox Wedding Reunion Cookout',
    moves: 'Grapevine HeelTap SlideBack QuarterTurn Boogie',
    verbs: 'Slide Boogie Rock Turn',
    core: 'Wedding Grapevine QuarterTurn Boogie',
    names:
      'ElectricSlideAtTheWedding ItsElectricChallenge ElectricSlideChallenge ElectricSlideSpeedUp TeachKidsElectricSlide',
  },
  'belly dance': {
    things: 'HipScarf Coins Veil Tambourine Drum Stage',
    moves: 'Shimmy HipDrop FigureEight Camel SnakeArms Undulation',
    verbs: 'Shimmy Sway Roll',
    core: 'HipScarf Coins Shimmy HipDrop',
    names:
      'CoinScarfShimmy BellyDanceDrumSolo BellyDanceSnakeArms BellyDanceChallenge ShimmyChallenge',
    also: 'bellydancing',
  },
  bollywood: {
    things: 'Bangles Dupatta Dhol Kurta Mehndi Sangeet',
    moves: 'Thumka Lightbulb ShoulderShimmy HookStep Chakkar Bhangra',
    verbs: 'Twirl Shimmy Sway Spin',
    core: 'Bangles Dhol Lightbulb Twirl',
    names:
      'HookStepChallenge BollywoodDanceChallenge BollywoodWeddingDance BollywoodFlashMob ShahRukhPoseChallenge',
  },
  bhangra: {
    things: 'Dhol Kurta Turban Punjab Harvest Vaisakhi',
    moves: 'ShoulderBounce ArmsUp Jump Hop',
    verbs: 'Bounce Jump Clap Shout',
    core: 'Dhol Turban ShoulderBounce Bounce',
    names:
      'ShoulderBounceChallenge BhangraArmsUpChallenge BhangraBeatDrop BhangraWithDad BhangraStepChallenge',
  },
  'irish dance': {
    things: 'HardShoes SoftShoes SoloDress Fiddle Shamrock Curls',
    moves: 'Jig Reel Hornpipe Treble Click',
    verbs: 'Jig Kick Click Leap',
    core: 'HardShoes Curls Jig Kick',
    names:
      'StPaddysJig ArmsDownChallenge IrishStepDanceChallenge IrishDanceSpeedUp RiverdanceAtHome',
    also: 'riverdance irishdancing',
  },
  flamenco: {
    things: 'Castanets Fan Shawl Guitar Rose Cajon',
    moves: 'Zapateado Palmas Vuelta Stomp',
    verbs: 'Stomp Clap Twirl Stamp',
    core: 'Castanets Fan Stomp Clap',
    names: 'OleChallenge FlamencoStompOff FlamencoFanFlick FlamencoClapChallenge FlamencoShawlSpin',
  },
  samba: {
    things: 'Feathers Headdress Sequins Drums Carnival Rio',
    moves: 'BounceStep Shimmy Whisk Voltas',
    verbs: 'Bounce Shimmy Stomp',
    core: 'Feathers Headdress Drums Shimmy',
    names: 'SambaToTheDrums SambaStepChallenge RioCarnivalChallenge SambaSpeedUp SambaShimmyOff',
  },
  cheer: {
    things: 'PomPoms Bow Megaphone Uniform Mat Bleachers',
    moves: 'ToeTouch HighV Herkie Cartwheel Chant',
    verbs: 'Chant Kick Clap Jump',
    core: 'PomPoms Megaphone ToeTouch Chant',
    names:
      'BringItOnChallenge CheerChantChallenge CheerToeTouchChallenge PomPomChallenge CheerForSomeone',
    also: 'cheerleading cheerleader',
    verb: true,
  },
  'square dance': {
    things: 'Fiddle Bandana Boots Gingham Hay Barn',
    moves: 'DoSiDo Promenade CircleLeft Allemande',
    verbs: 'Swing Promenade Circle Bow',
    core: 'Fiddle Barn Gingham DoSiDo',
    names:
      'SwingYourPartner DoSiDoChallenge SquareDanceChallenge SquareDanceWithGrandpa LearnToSquareDance',
  },
  hula: {
    things: 'Lei Ukulele Beach Island Ocean Aloha',
    moves: 'HipSway HandStory Kaholo Wave',
    verbs: 'Sway Glide Wave Step',
    core: 'Lei Ukulele HipSway Sway',
    names:
      'HandsTellTheStory HulaHandsChallenge HulaDanceChallenge HulaHipSwayChallenge HulaToTheUkulele',
  },
  twist: {
    things: 'Jukebox SockHop Diner Vinyl Saddleshoes Fifties',
    moves: 'MashedPotato Swivel LowDown Stroll',
    verbs: 'Swivel Hop Lean',
    core: 'Jukebox SockHop Swivel',
    names: 'HowLowCanYouTwist LetsTwistAgain TwistOff SockHopTwist TwistWithGrandma',
    verb: true,
  },
  disco: {
    things: 'Mirrorball BellBottoms Platforms Sequins Rollerskates Glitter Vinyl',
    moves: 'Hustle PointUp BusStop FunkyChicken',
    verbs: 'Boogie Groove Hustle Strut',
    core: 'Mirrorball BellBottoms PointUp Boogie',
    names: 'StayinAliveStrut DiscoPointChallenge DoTheHustle DiscoDanceOff DiscoSpinChallenge',
  },
  freestyle: {
    things: 'Speaker Playlist Spotlight Kitchen Circle Crowd',
    moves: 'Footwork BodyRoll Groove Drop',
    verbs: 'Groove Bounce Flow Vibe',
    core: 'Speaker Circle Footwork Groove',
    names:
      'RandomSongFreestyle FreestyleDanceOff PassTheFreestyle DanceLikeNobodysWatching FreestyleCircle',
    verb: true,
  },
  swing: {
    things: 'Suspenders Jukebox Trumpet Saddleshoes BigBand Ballroom',
    moves: 'Lindy Charleston Jitterbug TripleStep Sugarpush',
    verbs: 'Kick Bounce Jive Hop',
    core: 'Suspenders BigBand Jitterbug Bounce',
    names:
      'LindyHopChallenge SwingDanceChallenge SwingDanceSpinChallenge LearnToSwingDance SwingDanceWithGrandpa',
    also: 'lindyhop jitterbug',
  },
  lyrical: {
    things: 'Spotlight Ribbon Studio Stage Floor Ballad',
    moves: 'Extension Floorwork Leap Turn',
    verbs: 'Flow Reach Leap Spin',
    core: 'Ballad Spotlight Leap Flow',
    names:
      'DanceTheLyrics OneLyricOneMove LyricalDanceChallenge LyricalInTheRain LyricalMirrorDuet',
  },
  krump: {
    things: 'Sneakers Speaker Circle Beat Crowd Session',
    moves: 'ChestPop ArmSwing Jab Buck',
    verbs: 'Stomp Pop Jab Buck',
    core: 'Circle ChestPop Stomp',
    names: 'KrumpChallenge ChestPopChallenge KrumpStompChallenge LearnToKrump KrumpBattle',
  },
  popping: {
    things: 'Glove Boombox Mirror Robot Beat Stage',
    moves: 'ArmWave RobotWalk Tut Boogaloo',
    verbs: 'Pop Tick Glide Wave',
    core: 'Glove Robot ArmWave Pop',
    names: 'PoppingChallenge ArmWaveChallenge RobotWalkChallenge PoppingDanceOff PoppinAndLockin',
    also: 'poplock poppin locking',
  },
  voguing: {
    things: 'Fan Runway Catwalk Trophy Ballroom Judges',
    moves: 'Catwalk Duckwalk HandPerformance Dip Spin',
    verbs: 'Pose Strut Dip Spin',
    core: 'Runway Fan Duckwalk Pose',
    names: 'StrikeAPose DuckwalkChallenge VogueChallenge VogueHandsChallenge VogueRunwayWalk',
  },
  dancehall: {
    things: 'Speaker Bandana Sneakers Street Riddim Jamaica',
    moves: 'GullyCreepa Bogle WillieBounce ShoulderMove PonDiRiver',
    verbs: 'Bounce Step Groove Stomp',
    core: 'Jamaica Bandana Bounce',
    names:
      'GullyCreepaChallenge WillieBounceChallenge DancehallSpeedUp DancehallStepChallenge DancehallDanceOff',
  },
  amapiano: {
    things: 'LogDrum Speaker Sneakers Piano Street Bandana',
    moves: 'Vosho PouncingCat ShakeShake Zekethe Sgija',
    verbs: 'Bounce Groove Shake Vosho',
    core: 'LogDrum Vosho Groove',
    names:
      'VoshoChallenge PouncingCatChallenge AmapianoChallenge AmapianoDanceOff AmapianoStepChallenge',
  },
  afrobeats: {
    things: 'TalkingDrum Speaker Ankara Bandana Lagos Accra',
    moves: 'Legwork Azonto Zanku Shaku Gwara Shoki Skelewu',
    verbs: 'Bounce Shake Wind Groove',
    core: 'TalkingDrum Ankara Legwork Wind',
    names:
      'AfroDanceChallenge ZankuChallenge AzontoChallenge AfrobeatsDanceOff AfrobeatsStepChallenge',
    also: 'afrodance afrobeat',
  },
  cumbia: {
    things: 'Accordion Sombrero Drum Guiro Fiesta Colombia',
    moves: 'BasicStep SideStep HipSway Spin',
    verbs: 'Sway Step Spin Turn',
    core: 'Accordion Guiro HipSway Sway',
    names: 'CumbiaWithAbuela CumbiaSpinChallenge CumbiaStepChallenge FiestaSideStep CumbiaDanceOff',
  },
  merengue: {
    things: 'Accordion Tambora Guira DanceShoes Fiesta SantoDomingo',
    moves: 'MarchStep HipSway Sidestep Pretzel',
    verbs: 'March Turn Sway Spin',
    core: 'Accordion Tambora MarchStep HipSway',
    names:
      'MerengueMarch MerenguePretzelChallenge MerengueSpinChallenge LearnMerengueFromAbuela MerengueWithYourPartner',
  },
  rumba: {
    things: 'Congas Rose Gown Sequins Ballroom Cuba',
    moves: 'BoxStep CubanMotion SpotTurn Fan NewYork Alemana',
    verbs: 'Sway Turn Glide',
    core: 'Congas Rose CubanMotion Sway',
    names:
      'RumbaChallenge RumbaWalkChallenge SlowRumbaChallenge RumbaSpinChallenge RumbaWithYourPartner',
  },
  'cha cha': {
    things: 'Maracas Sequins Gown Ballroom Judges Cuba',
    moves: 'TripleStep SpotTurn NewYork Lockstep Fan Alemana',
    verbs: 'Step Turn Shimmy',
    core: 'Maracas Sequins TripleStep Shimmy',
    names: 'OneTwoChaChaCha ChaChaToPopSongs ChaChaSpinChallenge ChaChaChallenge ChaChaWithGrandpa',
  },
  foxtrot: {
    things: 'Tailcoat Gown Chandelier BigBand Ballroom Judges',
    moves: 'SlowSlowQuick Promenade FeatherStep ThreeStep Reverse',
    verbs: 'Glide Sway Turn',
    core: 'Tailcoat BigBand SlowSlowQuick Glide',
    names:
      'SlowSlowQuickQuick FoxtrotChallenge FoxtrotAroundTheRoom LearnTheFoxtrot FoxtrotWithYourPartner',
  },
  jive: {
    things: 'Jukebox PoodleSkirt Saddleshoes Diner Ballroom Fifties',
    moves: 'AmericanSpin ChickenWalk ChasseStep LinkRock',
    verbs: 'Kick Flick Bounce Spin',
    core: 'PoodleSkirt Jukebox ChickenWalk Kick',
    names: 'JiveKickChallenge ChickenWalkChallenge JiveDanceOff LearnToJive FastestJiveChallenge',
    verb: true,
  },
  charleston: {
    things: 'Pearls Headband FeatherBoa Flapper BigBand Speakeasy',
    moves: 'BeesKnees SwivelStep CrossHands SailorKick',
    verbs: 'Kick Swivel Swing',
    core: 'Flapper FeatherBoa BeesKnees Kick',
    names:
      'BeesKneesChallenge Roaring20sChallenge CharlestonKickOff FlapperCharleston CharlestonChallenge',
  },
  polka: {
    things: 'Accordion Lederhosen Tuba Pretzel Oktoberfest Barn',
    moves: 'HopStep Gallop Skip Spin',
    verbs: 'Hop Skip Spin Stomp',
    core: 'Accordion Lederhosen HopStep Hop',
    names: 'PolkaWithGrandpa PolkaHopChallenge PolkaSpinChallenge PolkaDanceOff LearnToPolka',
  },
  clogging: {
    things: 'Boots Taps Fiddle Banjo Barn Bluegrass',
    moves: 'DoubleToe RockStep Chug TripleStep',
    verbs: 'Stomp Tap Chug Kick',
    core: 'Taps Fiddle Banjo Stomp',
    names: 'CloggingChallenge HoedownChallenge CloggingSpeedUp CloggingOnPlywood BluegrassStomp',
  },
  stepping: {
    things: 'Boots Stage Gym Line Crowd YardShow',
    moves: 'ChestPat Stroll CallAndResponse Stomp',
    verbs: 'Stomp Clap Chant Pat',
    core: 'Boots YardShow Stomp Clap',
    names:
      'StepShowChallenge StepCallAndResponse SteppingChallenge ClapStompRepeat CopyMyStepRoutine',
    also: 'stepteam stepshow',
  },
  'chicken dance': {
    things: 'Accordion Feathers Wedding Oktoberfest Barn Farm',
    moves: 'WingFlap BeakSnap TailWiggle Clap',
    verbs: 'Flap Wiggle Clap Snap',
    core: 'Feathers WingFlap BeakSnap Flap',
    names:
      'FlapYourWings ChickenDanceAtTheWedding ChickenDanceSpeedUp ChickenDanceChallenge ChickenDanceWithGrandpa',
  },
  'hokey pokey': {
    things: 'Playlist Speaker Circle Classroom Playground Party',
    moves: 'RightFootIn LeftFootOut TurnAround ShakeItAllAbout WholeSelfIn',
    verbs: 'Shake Turn Clap Hop',
    core: 'Circle RightFootIn ShakeItAllAbout Shake',
    names:
      'DoTheHokeyPokey ShakeItAllAbout HokeyPokeyWithGrandma HokeyPokeyRemix HokeyPokeySpeedUp',
  },
  limbo: {
    things: 'Broom Bar Beach Luau SteelDrum Party',
    moves: 'Backbend LowPass Shimmy Lean',
    verbs: 'Lean Bend Shimmy',
    core: 'Broom Luau LowPass Bend',
    names: 'HowLowCanYouGo LowerTheBar LimboWithAPoolNoodle FamilyLimboNight LimboChallenge',
  },
  conga: {
    things: 'Maracas Drums Party Cruise Wedding Line',
    moves: 'SideKick Shuffle Kick Chain',
    verbs: 'Kick Shuffle Join',
    core: 'Drums Line Chain Kick',
    names:
      'FamilyCongaLine CongaThroughTheHouse LongestLineEver CongaLineChallenge CongaAtTheWedding',
    also: 'congaline',
  },
  ymca: {
    things: 'Playlist Speaker Stadium Gym Wedding Ballgame',
    moves: 'ArmLetters LetterY LetterM LetterC LetterA',
    verbs: 'Spell Clap Point',
    core: 'Stadium ArmLetters LetterY Spell',
    names:
      'SpellItWithYourArms SpellYourNameYMCAStyle YMCASpeedUp YMCAWrongOrder YMCAWithTheWholeFamily',
    spelled: 'YMCA',
  },
  'cotton eye joe': {
    things: 'Boots Fiddle Barn Hay Rodeo Wedding',
    moves: 'HeelToe TwoStep Backstep Kick',
    verbs: 'Stomp Kick Shuffle Clap',
    core: 'Boots Fiddle HeelToe Stomp',
    names:
      'CottonEyeJoeStomp CottonEyeJoeSpeedUp CottonEyeJoeAtTheWedding CottonEyeJoeInBoots BarnDanceStomp',
  },
  thriller: {
    things: 'RedJacket Zombie Graveyard Moonlight Halloween Fog',
    moves: 'ZombieWalk ClawHands ShoulderShrug HeadSnap Lurch',
    verbs: 'Lurch Shuffle Snap Stomp',
    core: 'RedJacket Zombie ZombieWalk Lurch',
    names:
      'ThrillerFlashMob ZombieDanceChallenge ThrillerClawHands ThrillerWithDad ThrillerInCostume',
  },
  'single ladies': {
    things: 'Ring Mirror Stage Wedding Hallway Bestie',
    moves: 'HandFlip RingWave HeadTurn ShoulderRoll',
    verbs: 'Strut Flip Stomp Wave',
    core: 'Ring RingWave HandFlip Strut',
    names:
      'PutARingOnIt RingWaveChallenge SingleLadiesHandFlip SingleLadiesDadEdition SingleLadiesChallenge',
  },
  'nae nae': {
    things: 'Sneakers Hoodie Cookout Party Dancefloor Beat',
    moves: 'Whip Wave Bop Lean',
    verbs: 'Whip Sway Bop Wave',
    core: 'Cookout Whip Wave Sway',
    names: 'WatchMeWhip TeachDadTheNaeNae WhipNaeNaeChallenge NaeNaeWithGrandma NaeNaeAtTheWedding',
    also: 'whipnaenae watchme',
  },
  dougie: {
    things: 'Sneakers Snapback Hoodie Cookout Beat Dallas',
    moves: 'HairSwipe ShoulderBounce Lean Glide',
    verbs: 'Swipe Lean Bounce Sway',
    core: 'Snapback HairSwipe ShoulderBounce Swipe',
    names: 'TeachMeHowToDougie DougieWithGrandma DougieDadEdition DougieChallenge DougieDanceOff',
  },
  'running man': {
    things: 'Sneakers Hallway Gym Stage Nineties Beat',
    moves: 'KneeLift TStep Slide Glide',
    verbs: 'Run Slide Glide Bounce',
    core: 'Sneakers KneeLift Slide Run',
    names:
      'RunningManChallenge RunningManRelay RunningManInSocks RunningManSpeedUp RunningManOnTheBeat',
  },
  'default dance': {
    things: 'Emote Skin Llama Lobby BattleBus VictoryRoyale',
    moves: 'OrangeJustice Floss Griddy Electroshuffle Robot Hype',
    verbs: 'Emote Bounce Groove',
    core: 'Emote VictoryRoyale Bounce',
    names:
      'DefaultDanceIRL DefaultDanceSpeedUp OrangeJusticeChallenge DefaultDanceChallenge VictoryRoyaleDance',
    also: 'emote orangejustice',
  },
  jerusalema: {
    things: 'Playlist Speaker Courtyard Office Church Choir',
    moves: 'HeelStep SideStep Turn Clap',
    verbs: 'Step Turn Clap Kick',
    core: 'Courtyard HeelStep Clap',
    names:
      'JerusalemaChallenge JerusalemaAtWork DanceWithYourTeam JerusalemaHeelStep JerusalemaFamilyEdition',
  },
  wobble: {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'HipDrop Sidestep Lean Bounce',
    verbs: 'Bounce Lean Jump Turn',
    core: 'Cookout HipDrop Lean Bounce',
    names: 'WobbleBabyWobble WobbleChallenge WeddingWobble WobbleWithGrandma TeachDadTheWobble',
  },
  wednesday: {
    things: 'BlackDress Braids Boots Cello Gala Thing',
    moves: 'HeadTilt StiffArms ZombieArms Claw',
    verbs: 'Stomp Strut Tilt',
    core: 'BlackDress Braids HeadTilt Stomp',
    names:
      'DanceLikeWednesday GooGooMuckChallenge WednesdayDanceOff DontBlinkDance WednesdayDanceChallenge',
    also: 'wednesdayaddams',
  },
  'michael jackson': {
    things: 'Fedora Glove WhiteSocks Loafers RedJacket Spotlight',
    moves: 'Moonwalk ToeStand AntiGravityLean ZombieWalk',
    verbs: 'Spin Moonwalk Glide Kick',
    core: 'Fedora Glove WhiteSocks Moonwalk',
    names: 'BillieJeanChallenge MoonwalkLikeMJ BeatItChallenge DanceLikeMJ MichaelJacksonChallenge',
    also: 'kingofpop',
  },
  shakira: {
    things: 'Sequins Drum Football Stage Hair WorldCup',
    moves: 'HipSway Shimmy ArmWave HairFlip SnakeArms',
    verbs: 'Shimmy Sway Shake Twirl',
    core: 'WorldCup HipSway Shake',
    names:
      'WakaWakaChallenge HipsDontLieChallenge ShakiraHalftimeChoreo ShakiraHipsChallenge ShakiraHairFlip',
  },
  'hand dance': {
    things: 'Hands Fingers Table Desk Couch Beat',
    moves: 'FingerTut HandRoll Wave Clap',
    verbs: 'Snap Clap Wave',
    core: 'Hands Fingers FingerTut Snap',
    names:
      'HandsOnlyChallenge HandDanceChallenge DeskHandDance HandDanceSpeedUp LazyDanceChallenge',
    also: 'tutting fingertutting',
  },
  choreography: {
    things: 'Mirror Playlist Studio Stage Crew Formation',
    moves: 'Formation Transition Ripple Canon Unison',
    verbs: 'Sync Spin Groove',
    core: 'Mirror Studio Formation Sync',
    names: 'FiveSixSevenEight ChoreoToThisSong LearnThisChoreo ChoreoInAnHour MakeUpADance',
    also: 'choreo choreographer',
  },
  'dance team': {
    things: 'Trophy Uniform Pompoms Mirror Studio Stage',
    moves: 'Kickline Formation Leap Turn',
    verbs: 'Kick Leap Spin',
    core: 'Trophy Uniform Kickline Kick',
    names:
      'CopyTheCaptain KicklineChallenge DanceTeamChallenge DanceTeamRippleChallenge DanceTeamSpeedUp',
  },
  recital: {
    things: 'Costume Bouquet Curtain Spotlight Stage Backstage',
    moves: 'Curtsy Pirouette Bow Twirl',
    verbs: 'Bow Twirl Shine',
    core: 'Costume Bouquet Curtsy Bow',
    names:
      'ReenactYourRecital TeachMyRecitalDance RecitalDanceChallenge RecitalThenAndNow RecitalBowChallenge',
  },
  audition: {
    things: 'Headshot Number Mirror Studio Stage Judges',
    moves: 'Freestyle Combo Turn Leap',
    verbs: 'Leap Spin Shine',
    core: 'Judges Number Headshot Shine',
    names:
      'OneTakeAudition LearnTheAuditionCombo DanceAuditionChallenge AuditionFreestyle MockAuditionChallenge',
  },
  rave: {
    things: 'Glowsticks Bracelets Lasers Speaker Neon Festival',
    moves: 'CuttingShapes Gloving Shuffle Jump',
    verbs: 'Jump Shuffle Glow Bounce',
    core: 'Glowsticks Lasers Neon Glow',
    names: 'KitchenRave RaveDanceChallenge CuttingShapesChallenge GlowstickRave LivingRoomRave',
  },
  majorette: {
    things: 'Baton Boots Sequins Plume Parade Stadium',
    moves: 'BatonTwirl HighStep Kickline Stand',
    verbs: 'Strut Kick Twirl March',
    core: 'Baton Plume BatonTwirl Strut',
    names:
      'BatonTwirlChallenge MajoretteHighStep MajoretteChallenge MajoretteKicklineDare MajoretteParadeStrut',
    also: 'majorettes',
  },
  kathak: {
    things: 'Anklets Bells Tabla Dupatta Bindi Stage',
    moves: 'Chakkar Footwork Tatkar Mudra Tihai',
    verbs: 'Spin Stamp Pose',
    core: 'Anklets Bells Tabla Spin',
    names:
      'KathakSpinChallenge AnkleBellsChallenge KathakFootworkChallenge KathakChallenge KathakSpeedUp',
  },
  bharatanatyam: {
    things: 'Anklets Bells Jasmine Costume Temple Stage',
    moves: 'Mudra Araimandi Adavu Footwork Jathi',
    verbs: 'Stamp Pose Bend',
    core: 'Anklets Jasmine Mudra Stamp',
    names:
      'MudraChallenge BharatanatyamChallenge HandGestureChallenge BharatanatyamFootwork LearnBharatanatyam',
    also: 'bharatnatyam',
  },
  garba: {
    things: 'Dandiya Sticks Mirrorwork Dhol Circle Navratri',
    moves: 'TwoClap ThreeClap Tali Popatiyu',
    verbs: 'Clap Spin Twirl Sway',
    core: 'Dhol Circle ThreeClap Twirl',
    names: 'TwoClapThreeClap GarbaCircle GarbaStepChallenge GarbaWithFamily GarbaSpinChallenge',
    also: 'dandiya',
  },
  capoeira: {
    things: 'Berimbau Pandeiro Cord Beach Roda Brazil',
    moves: 'Ginga Cartwheel MeiaLua Armada Au',
    verbs: 'Kick Dodge Spin Sway',
    core: 'Berimbau Brazil Cartwheel Dodge',
    names:
      'GingaChallenge CapoeiraChallenge CapoeiraKickChallenge CapoeiraCartwheel CapoeiraToTheBerimbau',
  },
  'flash mob': {
    things: 'Speaker Playlist Costume Banner Sunglasses Mall Park',
    moves: 'Formation FinalPose SurpriseReveal',
    verbs: 'Freeze Sync Surprise',
    core: 'Mall SurpriseReveal Sync',
    names:
      'SurpriseFlashMob FamilyFlashMob FlashMobReveal SurpriseBirthdayFlashMob FlashMobChallenge',
  },
  dance: {
    things: 'Kitchen Stage Mirror Sneakers Spotlight Playlist DiscoBall Floor',
    moves: 'Moonwalk Robot Floss BodyRoll',
    verbs: 'Groove Spin Twirl Shuffle Bop',
    core: 'DiscoBall Playlist Groove Spin',
    names:
      'TeachMeYourDance DanceLikeNobodysWatching KitchenDanceParty DanceBreakChallenge DanceToTheNextSong',
    also: 'dancing dancer',
    verb: true,
  },
  'tiktok dance': {
    things: 'RingLight Hallway Bedroom Tripod Phone Bestie',
    moves: 'Renegade Woah Transition HandMoves Choreo',
    verbs: 'Groove Bop Sync',
    core: 'RingLight Phone HandMoves Sync',
    names:
      'TeachYourParentsATrend LearnThisTikTokDance TikTokDanceThrowback TikTokDanceWithMom TikTokDanceChallenge',
    also: 'tiktokdances',
    spelled: 'TikTokDance',
  },
  'dad dance': {
    things: 'Socks Sandals Grill Remote Cookout Wedding',
    moves: 'Sprinkler Lawnmower ShoppingCart FishingReel Robot',
    verbs: 'Bop Shuffle Sway',
    core: 'Socks Sandals Sprinkler ShoppingCart',
    names: 'DadDanceOff DadMovesOnly LawnmowerChallenge DadDanceChallenge EmbarrassingDadDance',
    also: 'daddancing sprinkler',
  },
  'couple dance': {
    things: 'Kitchen LivingRoom Playlist Wedding Anniversary Speaker',
    moves: 'SlowDance Dip Twirl Spin',
    verbs: 'Dip Twirl Sway Spin',
    core: 'Kitchen SlowDance Dip Twirl',
    names:
      'KitchenSlowDance DipMeChallenge CoupleDanceChallenge CoupleDanceSwapRoles CoupleDanceOff',
    also: 'couplesdance',
  },
  'family dance': {
    things: 'LivingRoom Kitchen Backyard Playlist Dog Couch',
    moves: 'Conga Floss Formation Ripple',
    verbs: 'Groove Bop Wave Spin',
    core: 'LivingRoom Ripple Groove',
    names:
      'FamilyDanceOff ThreeGenerationsDance FamilyMirrorDance TeachTheFamilyADance FamilyDanceChallenge',
  },
  'father daughter dance': {
    things: 'Wedding Spotlight Ballroom Quinceanera Tux Playlist',
    moves: 'Waltz SlowDance SurpriseRemix Twirl',
    verbs: 'Twirl Sway Dip Spin',
    core: 'Wedding Tux SlowDance Twirl',
    names:
      'SurpriseDanceRemix DadLearnsTheChoreo FatherDaughterWaltz FatherDaughterSurprise FatherDaughterDanceOff',
    also: 'fatherdaughter',
  },
  rain: {
    things: 'Umbrella Puddles Boots Wellies Streetlamp Thunder',
    moves: 'UmbrellaSpin SplashStep PuddleHop UmbrellaTwirl',
    verbs: 'Splash Twirl Spin Stomp',
    core: 'Umbrella Puddles PuddleHop Splash',
    names: 'DanceInTheRain SingingInTheRainDance PuddleJumpDance UmbrellaTwirl RainBootStomp',
    also: 'rainy',
  },
  wheelchair: {
    things: 'Wheels Stage Ballroom Spotlight Gloves Crew',
    moves: 'Pivot Tilt ArmFlow Spin',
    verbs: 'Spin Glide Roll Pivot',
    core: 'Wheels Pivot Spin Roll',
    names:
      'DanceOnWheels WheelchairSpinChallenge WheelchairDanceChallenge WheelchairDuet SeatedDanceChallenge',
    also: 'wheelchairdance',
  },
  'just dance': {
    things: 'Controller Couch LivingRoom Scoreboard Console Camera Remote',
    moves: 'GoldMove Superstar Megastar',
    verbs: 'Dance Groove Bounce Spin',
    core: 'Controller Scoreboard GoldMove Dance',
    names:
      'BeatMyJustDanceScore GoldMoveChallenge JustDanceChallenge JustDanceFamilyNight JustDanceFiveStars',
  },
  'dance class': {
    things: 'Studio Mirror Barre Playlist Sneakers WaterBottle',
    moves: 'Warmup AcrossTheFloor Stretch Freestyle Cooldown',
    verbs: 'Spin Twirl Leap Groove',
    core: 'Studio Mirror AcrossTheFloor Spin',
    names:
      'AcrossTheFloorChallenge DanceClassCombo TryADanceClass BringAFriendToClass DanceClassBloopers',
    also: 'danceclasses dancelesson',
  },
  pointe: {
    things: 'Shoes Ribbons Barre Studio ToePads Tutu',
    moves: 'Releve Pirouette Bourree Pique Echappe',
    verbs: 'Spin Twirl Rise Balance',
    core: 'Ribbons Tutu Pirouette Balance',
    names:
      'SewYourRibbons BreakInYourPointeShoes FirstTimeOnPointe DecorateYourPointes PointeShoeChallenge',
    also: 'pointeshoes',
  },
  pirouette: {
    things: 'Studio Mirror Floor Socks Kitchen Shoes Tutu',
    moves: 'Fouette Attitude Chaine Pique',
    verbs: 'Spin Twirl Turn Balance',
    core: 'Tutu Spin Twirl',
    names: 'HowManyTurns PirouetteChallenge PirouetteOff SpinInSocks PirouetteInSneakers',
    also: 'turns',
  },
  leap: {
    things: 'Studio Floor Stage Mirror Runway Backyard',
    moves: 'ToeTouch GrandJete SplitJump Stag Calypso',
    verbs: 'Jump Soar Fly',
    core: 'Stage SplitJump GrandJete Jump',
    names:
      'HangTimeChallenge GrandJeteChallenge SwitchLeapChallenge LeapAcrossTheFloor LeapOverThePillow',
    also: 'leaps',
  },
  'tate mcrae': {
    things: 'Stage Mirror Studio Sneakers Mic Hair',
    moves: 'HairWhip Choreo Floorwork Kick',
    verbs: 'Strut Spin Kick Whip',
    core: 'Mic HairWhip Floorwork Strut',
    names: 'GreedyDanceChallenge ItsOkImOkChoreo DanceLikeTate TateMcRaeChoreo TateMcRaeHairWhip',
    also: 'tate',
    spelled: 'TateMcRae',
  },
  'britney spears': {
    things: 'Headset Mic Stage Sequins Ponytail',
    moves: 'HairFlip Choreo BodyRoll Strut Spin',
    verbs: 'Strut Spin Pose',
    core: 'Headset Ponytail HairFlip Strut',
    names:
      'DanceLikeBritney OopsIDidItChallenge BritneyDanceBreak BabyOneMoreTimeChoreo BritneyChoreoChallenge',
    also: 'britney',
  },
  usher: {
    things: 'Fedora Stage Mic Sneakers Skates Vest',
    moves: 'Footwork Moonwalk Choreo Glide',
    verbs: 'Glide Slide Spin Strut',
    core: 'Fedora Skates Footwork Glide',
    names: 'YeahChallenge DanceLikeUsher UsherFootwork UsherDanceChallenge UsherGlide',
  },
  'jennifer lopez': {
    things: 'Stage Sequins Hoops Halftime Bronx',
    moves: 'Salsa HairFlip Shimmy Choreo Strut',
    verbs: 'Strut Shimmy Spin Shake',
    core: 'Hoops Sequins Halftime Shimmy',
    names:
      'OnTheFloorChallenge LetsGetLoudChallenge DanceLikeJLo JLoHalftimeChoreo WaitingForTonightChoreo',
    also: 'jlo',
  },
  'stray kids': {
    things: 'Lightstick Stage Fancam Comeback PracticeRoom',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Fancam DanceBreak',
    names: 'GodsMenuChallenge ManiacChallenge StrayKidsRandomPlay SKZDanceCover StrayKidsInPublic',
    also: 'skz',
  },
  newjeans: {
    things: 'Lightstick Bunny Denim Stage Fancam Comeback',
    moves: 'HypeBoyStep SuperShyStep PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Bunny Denim HypeBoyStep SuperShyStep',
    names: 'HypeBoyChallenge SuperShyChallenge DittoChallenge NewJeansRandomPlay NewJeansInPublic',
    spelled: 'NewJeans',
  },
  aespa: {
    things: 'Lightstick Stage Fancam Avatar Comeback Mirror',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    core: 'Avatar Lightstick PointChoreo',
    names:
      'SupernovaChallenge WhiplashChallenge NextLevelChallenge AespaRandomPlay AespaDanceCover',
  },
  'kpop demon hunters': {
    things: 'Stage Lightstick Mic Tiger Ramen Honmoon',
    moves: 'GoldenChoreo SodaPopStep HighNote Formation PointChoreo',
    verbs: 'Spin Pose Bop',
    core: 'Tiger Lightstick GoldenChoreo SodaPopStep',
    names:
      'GoldenChallenge SodaPopChallenge HuntrixDanceCover KPopDemonHuntersDance DemonHuntersDanceOff',
    also: 'huntrix',
    spelled: 'KPopDemonHunters',
  },
  'gangnam style': {
    things: 'Sunglasses Tuxedo Bowtie Elevator Horse Seoul',
    moves: 'HorseRide Lasso Gallop HandCross SideStep',
    verbs: 'Gallop Bounce',
    core: 'Sunglasses Tuxedo HorseRide Gallop',
    names:
      'HorseDanceChallenge GangnamStyleFlashMob LassoMoveChallenge GangnamStyleWithDad GangnamStyleAtTheWedding',
    also: 'psy',
  },
  'toosie slide': {
    things: 'Hallway Bedroom Kitchen Sneakers Hoodie',
    moves: 'FootDrag ArmCross BackStep Slide Sweep',
    verbs: 'Slide Rock Sweep',
    core: 'Hallway ArmCross FootDrag Slide',
    names:
      'ToosieSlideChallenge ToosieSlideInSocks ToosieSlideRemix ToosieSlideWithDad ToosieSlideDownTheHall',
  },
  'git up': {
    things: 'Boots CowboyHat Barn Wedding Cookout Hay',
    moves: 'TwoStep Ride HeelToe Slide',
    verbs: 'Slide Dip Kick',
    core: 'CowboyHat Boots Ride Slide',
    names: 'GitUpChallenge TwoStepThenSlide GitUpInBoots GitUpWithYourPartner GitUpSpeedUp',
  },
  mannequin: {
    things: 'Camera Phone Classroom Office Stadium Team',
    moves: 'MidLaugh Statue MidStep FrozenHighFive',
    verbs: 'Freeze Pose',
    core: 'Camera Statue FrozenHighFive Freeze',
    names: 'MannequinChallenge StayFrozen FamilyMannequin ClassroomMannequin FrozenMidLaugh',
    also: 'mannequinchallenge',
  },
  'freeze dance': {
    things: 'Speaker Playlist LivingRoom Classroom Party Kitchen',
    moves: 'Statue Wiggle Freeze Spin',
    verbs: 'Freeze Wiggle Jump Spin',
    core: 'Speaker Statue Wiggle Freeze',
    names:
      'WhenTheMusicStops FreezeDanceOff FunnyFreezeFaces FreezeDanceChallenge FreezeDanceFamilyNight',
  },
  'slow dance': {
    things: 'Corsage Playlist Spotlight Ballroom Prom Gym',
    moves: 'Sway Dip Twirl Spin',
    verbs: 'Sway Dip Twirl Lean',
    core: 'Prom Corsage Sway Dip',
    names:
      'MayIHaveThisDance SlowDanceToOurSong KitchenSlowDance SlowDanceChallenge SlowDanceWithGrandparents',
  },
  'school dance': {
    things: 'Corsage Playlist Streamers Balloons Gym Bleachers',
    moves: 'ChaChaSlide ElectricSlide Wobble CongaLine SlowDance Freestyle',
    verbs: 'Sway Bop Slide Jump',
    core: 'Gym Corsage Streamers SlowDance',
    names:
      'RecreateSchoolDancePhoto SchoolDanceThenAndNow AskMeToTheDance MiddleSchoolDanceMoves SchoolDanceSongRanking',
  },
  'dance party': {
    things: 'Speaker DiscoBall Playlist Lights Kitchen Snacks',
    moves: 'ChaChaSlide Conga Limbo Freestyle SoulTrain',
    verbs: 'Groove Bop Jump Spin',
    core: 'DiscoBall Speaker Playlist Groove',
    names:
      'FridayNightDanceParty KitchenDanceParty OneSongDanceParty LivingRoomRave DancePartyPlaylistSwap',
  },
  'street dance': {
    things: 'Sidewalk Boombox Cardboard Crowd Crew Graffiti',
    moves: 'Toprock Popping Locking Footwork Krump',
    verbs: 'Pop Lock Groove',
    core: 'Boombox Sidewalk Footwork Groove',
    names:
      'StreetDanceBattle StreetDanceChallenge StreetDanceFreestyle SidewalkDanceBattle TeachMeAStreetMove',
    also: 'streetdancing',
  },
  'jersey club': {
    things: 'Speaker Sneakers Bedroom Hoodie Crew NewJersey',
    moves: 'KickStep Footwork JerseyBounce Bounce',
    verbs: 'Bounce Kick Stomp Hop',
    core: 'NewJersey Sneakers KickStep Bounce',
    names:
      'JerseyClubBounce JerseyClubKickStep BounceOnTheBeat JerseyClubAnySong JerseyClubChallenge',
  },
  waacking: {
    things: 'Stage Spotlight Fan Sleeves Crew Disco',
    moves: 'ArmWhip Wrist Pose Strut',
    verbs: 'Whip Pose Strut Flick',
    core: 'Sleeves Spotlight ArmWhip Pose',
    names: 'ArmWhipChallenge WaackToDisco WaackAndPose WaackTheChorus WaackingChallenge',
    also: 'whacking punking',
  },
  'house dance': {
    things: 'Speaker Vinyl Sneakers Loft Crew',
    moves: 'Footwork Jacking Skate Lofting Shuffle',
    verbs: 'Shuffle Groove Skate',
    core: 'Vinyl Sneakers Footwork Shuffle',
    names:
      'HouseFootworkChallenge HouseDanceChallenge HouseDanceBattle HouseDanceFreestyle LearnAHouseStep',
  },
  nutcracker: {
    things: 'Tree Snow Soldier Tutu Toy MouseKing',
    moves: 'SugarPlum WaltzOfFlowers Pirouette GrandJete Arabesque MarchOfToys',
    verbs: 'Twirl Leap March Spin',
    core: 'Soldier Tutu SugarPlum Twirl',
    names:
      'SugarPlumFairyChallenge NutcrackerChallenge NutcrackerMarchOfToys NutcrackerWithDad NutcrackerSnowflakeSpin',
  },
  'swan lake': {
    things: 'Feathers Lake Swan Tiara Orchestra Tutu',
    moves: 'Fouette LittleSwans Arabesque Bourree PortDeBras',
    verbs: 'Glide Twirl Flutter Leap',
    core: 'Swan Feathers Tutu Glide',
    names:
      'LittleSwansChallenge SwanLakeArmsChallenge SwanLakeChallenge FlapLikeASwan SwanLakeInSneakers',
  },
  'two step': {
    things: 'Boots CowboyHat Jukebox Barn Saloon Honkytonk',
    moves: 'QuickQuickSlowSlow Promenade Shadow Spin',
    verbs: 'Spin Turn Step',
    core: 'Boots CowboyHat QuickQuickSlowSlow Spin',
    names:
      'QuickQuickSlowSlow TwoStepChallenge TwoStepSpinChallenge BootsOnTwoStep TwoStepWithGrandpa',
    also: 'texastwostep',
  },
  'robot dance': {
    things: 'Antenna Tinfoil Battery Bolts Circuit',
    moves: 'ArmLock RobotWalk Tick Glitch Freeze',
    verbs: 'Freeze Glitch Tick',
    core: 'Antenna RobotWalk Glitch',
    names: 'DoTheRobot RobotDanceOff RobotGlitchChallenge BeepBoopChallenge RobotFreezeFrame',
  },
  'the worm': {
    things: 'Floor Gym Carpet Mat Wedding Dancefloor',
    moves: 'Ripple Kickup Wave Roll',
    verbs: 'Wave Ripple Roll',
    core: 'Dancefloor Ripple Wave',
    names: 'CanYouDoTheWorm WormAtTheWedding WormAcrossTheRoom WormDanceOff WormRelay',
  },
  'milly rock': {
    things: 'Sneakers Hoodie Brooklyn Cookout Block',
    moves: 'ShoulderRoll Swipe Rock Sway Bounce',
    verbs: 'Swipe Rock Sway Bounce',
    core: 'Brooklyn Swipe Rock',
    names:
      'MillyRockOnAnyBlock SwipeItChallenge MillyRockChallenge MillyRockWithDad MillyRockAtGraduation',
  },
  woah: {
    things: 'Arms Beat Sneakers Hallway Bedroom',
    moves: 'HandDrop Freeze Rock Lean Hit',
    verbs: 'Freeze Drop Rock',
    core: 'Arms HandDrop Freeze',
    names: 'HitTheWoah WoahOnTheBeat TeachGrandpaTheWoah WoahChallenge WoahChainChallenge',
    also: 'whoa',
  },
  dab: {
    things: 'Elbow Endzone Touchdown Selfie Sneakers',
    moves: 'Point Pose Freeze Celebration Hit',
    verbs: 'Pose Flex Freeze',
    core: 'Elbow Touchdown Celebration Pose',
    names: 'SquadDab TouchdownDab DabOnTheBeat FamilyDabPhoto DabAtGraduation',
    also: 'dabbing',
  },
  'soul train': {
    things: 'Line Crowd Platforms Vinyl Sequins Seventies',
    moves: 'Shimmy Robot Strut Spin',
    verbs: 'Strut Spin Shimmy Slide',
    core: 'Platforms Line Strut',
    names: 'SoulTrainLine StrutDownTheLine SoulTrainStrutOff WeddingSoulTrain FamilySoulTrainLine',
  },
  footloose: {
    things: 'Barn Warehouse Boots Jeans Gym Prom',
    moves: 'LineDance WarehouseSolo BarnDance Kick Spin',
    verbs: 'Kick Stomp Spin Slide',
    core: 'Warehouse Boots WarehouseSolo Kick',
    names:
      'KickOffYourSundayShoes FootlooseInTheBarn FootlooseChallenge FootlooseWithDad FootlooseProm',
  },
  'high school musical': {
    things: 'Gym Basketball Cafeteria Lockers Stage Wildcats',
    moves: 'Choreo Dribble Jump Spin',
    verbs: 'Jump Spin Kick',
    core: 'Basketball Wildcats Lockers Jump',
    names:
      'WereAllInThisTogether GetchaHeadInTheGame HighSchoolMusicalDance HSMChoreoChallenge WildcatsFlashMob',
    also: 'hsm',
  },
  'jazz funk': {
    things: 'Studio Mirror Stage Sneakers Spotlight',
    moves: 'HairWhip BodyRoll Groove Strut Hit',
    verbs: 'Strut Groove Pose',
    core: 'Studio Sneakers HairWhip Strut',
    names:
      'JazzFunkCombo JazzFunkChallenge JazzFunkHairWhip JazzFunkFreestyle JazzFunkAttitudeCheck',
  },
  'folk dance': {
    things: 'Festival Village Costume Ribbons Accordion Fiddle',
    moves: 'Reel Polka Circle Stomp',
    verbs: 'Stomp Clap Twirl Skip',
    core: 'Village Ribbons Accordion Stomp',
    names:
      'TeachMeYourFolkDance FolkDanceAroundTheWorld HandInHandCircle FolkDanceWithGrandma FolkDanceChallenge',
    also: 'folkdancing',
  },
  sirtaki: {
    things: 'Bouzouki Greece Island Taverna Sea Olive',
    moves: 'Sidestep Grapevine Kick Lean',
    verbs: 'Kick Step Clap Lean',
    core: 'Greece Bouzouki Sidestep Kick',
    names: 'ZorbaChallenge SirtakiSpeedUp SirtakiChallenge SirtakiArmInArm ZorbaDanceOnTheBeach',
    also: 'zorba',
  },
  'latin dance': {
    things: 'DanceFloor Maracas Congas Speaker SocialNight',
    moves: 'Salsa Bachata Merengue ChaCha Samba Rumba',
    verbs: 'Spin Dip Sway Shimmy',
    core: 'Maracas Congas Dip Shimmy',
    names:
      'LatinDanceWithAbuela LatinDanceDipChallenge LatinDanceSpinOff SalsaOrBachata LatinDanceChallenge',
  },
  'color guard': {
    things: 'Flag Silk Uniform Pole Field Gym',
    moves: 'FlagSpin Toss Catch Drop',
    verbs: 'Spin Twirl Wave',
    core: 'Flag Silk FlagSpin Twirl',
    names:
      'CatchThatToss ColorGuardFlagSpin ColorGuardHalftimeShow FlagTossChallenge ColorGuardChallenge',
    also: 'winterguard',
  },
  quickstep: {
    things: 'Ballroom BigBand Tailcoat Gown Judges',
    moves: 'Lockstep ChasseTurn Pepperpot Hop Skip',
    verbs: 'Hop Skip Glide',
    core: 'Tailcoat BigBand Hop Skip',
    names: 'QuickQuickSlow QuickstepAroundTheRoom HopSkipGlide QuickstepChallenge QuickstepRace',
  },
  'paso doble': {
    things: 'Cape Drum Arena Spain Gown',
    moves: 'CapeSwirl Stamp Promenade Appel Chasse',
    verbs: 'Stamp March Pose Swirl',
    core: 'Cape Spain CapeSwirl Stamp',
    names:
      'CapeSwirlChallenge PasoDobleChallenge PasoDobleFinalPose PasoDobleStomp PasoDobleEntrance',
  },
  'harlem shake': {
    things: 'Helmet Mask Office Dorm Team Crowd',
    moves: 'Flail Jerk Shake Freeze',
    verbs: 'Shake Flail Bounce Jerk',
    core: 'Helmet Mask Flail Shake',
    names:
      'DoTheHarlemShake OnePersonThenEveryone HarlemShakeRevival OfficeHarlemShake HarlemShakeInCostume',
  },
  'jason derulo': {
    things: 'Mic Hallway Pool Studio Sneakers',
    moves: 'Choreo BodyRoll Spin Slide Strut',
    verbs: 'Spin Slide Strut',
    core: 'Mic BodyRoll Slide',
    names:
      'JasonDeruloIntro SavageLoveChallenge JasonDeruloChoreo JasonDeruloDanceOff DanceLikeJasonDerulo',
    also: 'derulo',
  },
  hora: {
    things: 'Chair Clarinet Playlist Circle Wedding BarMitzvah',
    moves: 'Grapevine Circle Kick Stomp Clap',
    verbs: 'Kick Stomp Clap Spin',
    core: 'Circle Wedding Chair Kick',
    names:
      'HoraDanceChallenge HavaNagilaChallenge WeddingHora HoraWithGrandpa HoraGrapevineChallenge',
  },
  bluey: {
    things: 'Backyard Couch Balloon Dog Bandit Bingo',
    moves: 'DanceMode Wiggle Shimmy Freeze',
    verbs: 'Wiggle Shimmy Spin Stomp',
    core: 'Balloon Backyard DanceMode Wiggle',
    names:
      'DanceModeChallenge BlueyFreezeDance DanceModeWithDad BlueyFamilyDance BlueyKeepyUppyDance',
  },
  rockettes: {
    things: 'Kickline Sequins Christmas Antlers RadioCity WoodenSoldier',
    moves: 'EyeHighKick Kickline Precision Tap March',
    verbs: 'Kick Tap March',
    core: 'Kickline Christmas WoodenSoldier Kick',
    names:
      'RockettesChallenge ChristmasKickline WoodenSoldierMarch RockettesKickCount DanceLikeARockette',
    also: 'rockette',
  },
  boogie: {
    things: 'DiscoBall Platforms Dancefloor Jukebox Vinyl Lights',
    moves: 'Shimmy Hustle Bump Strut',
    verbs: 'Shimmy Strut Spin Groove',
    core: 'DiscoBall Dancefloor Shimmy Groove',
    names: 'BoogieDanceOff BoogieChallenge BoogieSpeedUp BoogieWithGrandma BoogieWonderlandDance',
    verb: true,
  },
  groove: {
    things: 'Speaker Playlist Kitchen Headphones Vinyl Bassline',
    moves: 'BodyRoll Bounce Sway Shuffle',
    verbs: 'Bop Sway Bounce',
    core: 'Headphones Bassline Bounce Bop',
    names: 'FindYourGroove GrooveChainChallenge GrooveChallenge GrooveToTheBassline GrooveOfTheDay',
    verb: true,
  },
  shimmy: {
    things: 'Shoulders Tassels Sequins Stage Mirror',
    moves: 'ShoulderShake HipSway Fringe Twirl Spin',
    verbs: 'Shake Sway Twirl Bounce',
    core: 'Shoulders Tassels ShoulderShake Shake',
    names: 'ShoulderShimmyChallenge ShimmyOff ShimmyChallenge ShimmyWithGrandma ShimmySpeedUp',
    verb: true,
  },
  'mexican hat dance': {
    things: 'Sombrero Mariachi Ribbons Fiesta Boots',
    moves: 'HeelToe SombreroCircle Zapateado Hop Twirl',
    verbs: 'Hop Stomp Twirl Kick',
    core: 'Sombrero Mariachi HeelToe Hop',
    names:
      'HatDanceChallenge JarabeTapatioChallenge MexicanHatDanceChallenge HatDanceWithAbuela HatDanceHeelToe',
    also: 'jarabetapatio',
  },
  folklorico: {
    things: 'Ribbons Boots Mariachi Falda Rebozo Stage',
    moves: 'SkirtSwirl HeelToe Zapateado Grito Faldeo',
    verbs: 'Stomp Twirl Swirl',
    core: 'Ribbons Mariachi SkirtSwirl Stomp',
    names:
      'ZapateadoChallenge FolkloricoTwirl FolkloricoGritoChallenge FolkloricoWithAbuela FolkloricoSkirtSwirl',
    also: 'balletfolklorico',
  },
  'lion dance': {
    things: 'LionHead Drum Gong Cymbals Lanterns RedEnvelope',
    moves: 'HeadShake DrumRoll Pounce Blink Leap',
    verbs: 'Shake Leap Pounce',
    core: 'LionHead Drum Gong Pounce',
    names:
      'LionDanceAtHome LionDanceChallenge LionDancePounce LunarNewYearDance LionDanceHeadShake',
  },
  tinikling: {
    things: 'Bamboo Poles Barefoot Philippines Drums',
    moves: 'PoleHop BambooJump Clap Skip Cross',
    verbs: 'Hop Jump Skip Clap',
    core: 'Bamboo Poles BambooJump Hop',
    names:
      'BambooPoleChallenge TiniklingSpeedUp DontGetCaught TiniklingChallenge TiniklingDoubleTime',
  },
  stomp: {
    things: 'Brooms Buckets Bins Lids Boots Sink',
    moves: 'BroomBeat LidCrash Footwork Sweep',
    verbs: 'Clap Sweep Drum',
    core: 'Brooms Buckets BroomBeat Drum',
    names: 'BroomBeatChallenge BucketBeatStomp StompChallenge StompWithTheLids RecyclingBinBeat',
    verb: true,
  },
  'body percussion': {
    things: 'Hands Chest Feet Classroom Circle',
    moves: 'ChestPat ThighSlap Clap Snap Stomp',
    verbs: 'Clap Snap Stomp Pat',
    core: 'Hands ChestPat ThighSlap Clap',
    names:
      'HumanDrumKit BodyPercussionToAnySong CupSongChallenge BodyPercussionBattle BodyPercussionChallenge',
  },
  kizomba: {
    things: 'DanceFloor Speaker Sneakers Angola SocialNight',
    moves: 'Pivot Saida Ginga Walk Sway',
    verbs: 'Sway Pivot Glide',
    core: 'Angola DanceFloor Sway Glide',
    names:
      'KizombaSpinChallenge KizombaChallenge KizombaWithYourPartner KizombaSlowWalk LearnKizombaWithMe',
  },
  twice: {
    things: 'Lightstick Candybong Stage Fancam Photocard',
    moves: 'TTPose PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Candybong Photocard TTPose',
    names: 'TTChallenge FancyChallenge TwiceDanceChallenge TwiceRandomPlay TwiceDanceCover',
    spelled: 'TWICE',
  },
  seventeen: {
    things: 'Lightstick Caratbong Stage Fancam Photocard',
    moves: 'PointChoreo DanceBreak Formation Wave HandHeart',
    verbs: 'Spin Pose Bop',
    core: 'Caratbong Photocard Formation',
    names:
      'VeryNiceChallenge SeventeenInPublic SeventeenDanceChallenge SeventeenRandomPlay SeventeenDanceCover',
    spelled: 'SEVENTEEN',
  },
  exo: {
    things: 'Lightstick Stage Fancam Photocard Mic',
    moves: 'GrowlStep CallMeBaby PointChoreo DanceBreak Formation',
    verbs: 'Spin Pose Bop',
    core: 'Lightstick Photocard GrowlStep',
    names: 'GrowlChallenge EXODanceCover LoveShotChallenge EXOInPublic EXORandomPlay',
    spelled: 'EXO',
  },
  'monster mash': {
    things: 'Costume Cobweb Pumpkin Coffin Lab Cape',
    moves: 'ZombieWalk Mash MonsterStomp SpookyShuffle Graveyard',
    verbs: 'Mash Stomp Shuffle',
    core: 'Pumpkin Cobweb MonsterStomp Mash',
    names:
      'DoTheMash MonsterMashInCostume TeachKidsTheMonsterMash MonsterMashChallenge MonsterMashDanceOff',
  },
  navratri: {
    things: 'Dandiya ChaniyaCholi Lights Dhol Mirrorwork Lantern',
    moves: 'Garba Dandiya Clap Spin Twirl Circle',
    verbs: 'Twirl Clap Spin',
    core: 'Dandiya ChaniyaCholi Garba Twirl',
    names:
      'NineNightsOfGarba DandiyaStickChallenge NavratriTwirl NavratriGarbaChallenge NavratriWithFamily',
  },
  carnival: {
    things: 'Feathers Headdress Drums SteelPan Parade Float Sequins',
    moves: 'Samba Soca Jump Wave Shimmy Parade',
    verbs: 'Jump Wave Shimmy Parade',
    core: 'Feathers Headdress Parade Shimmy',
    names:
      'SocaJumpAndWave CarnivalSambaChallenge CarnivalFeatherShimmy CarnivalDanceChallenge CarnivalJumpUp',
    also: 'carnaval',
  },
} as const satisfies KeywordEntries;
