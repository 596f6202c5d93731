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
    names:
      'DropTheBeatChallenge HipHopCypherChallenge OldSchoolVsNewSchool TeachMeYourHipHopMove HipHopVsBallet',
    also: 'hiphopdance',
  },
  ballet: {
    things: 'PointeShoes Barre Mirror Tutu Leotard Bun Studio Nutcracker',
    moves: 'Pirouette Arabesque Plie GrandJete Releve Fouette',
    verbs: 'Twirl Leap Spin Glide',
    names: 'HowManyPirouettes BalletVsHipHop BalletInSneakers SwanLakeChallenge BarreWithMe',
    also: 'ballerina',
  },
  kpop: {
    things: 'Lightstick Photocard Mirror Fancam PracticeRoom Stage',
    moves: 'PointChoreo DanceBreak HairFlip BodyWave HandHeart Formation',
    verbs: 'Spin Pose Bop',
    names: 'KPopInPublic RandomPlayDance KPopDanceCover DanceBreakChallenge KPopInSync',
    spelled: 'KPop',
  },
  salsa: {
    things: 'Maracas DanceShoes Congas Rose Speaker Kitchen',
    moves: 'Footwork BasicStep Shimmy HipSway SpotTurn',
    verbs: 'Spin Shimmy Sway Dip Turn',
    names:
      'SalsaInTheKitchen SalsaWithAbuela SalsaSpinChallenge SalsaStepChallenge LearnSalsaIn30Days',
  },
  shuffle: {
    things: 'Sneakers Glowsticks Speaker Driveway Kitchen Festival',
    moves: 'RunningMan TStep KickStep Charleston Sidestep CuttingShapes',
    verbs: 'Stomp Kick Slide Glide',
    names:
      'ShuffleBattle ShuffleInTheDriveway TStepChallenge RunningManChallenge ShuffleInSlippers',
    also: 'cuttingshapes melbourneshuffle',
    verb: true,
  },
  breakdance: {
    things: 'Cardboard Boombox Beanie Kneepads Sneakers Speaker',
    moves: 'Windmill BabyFreeze Backspin SixStep Toprock Flare',
    verbs: 'Spin Freeze Flip Battle',
    names: 'BreakOnCardboard ToprockCypher BabyFreezeChallenge WindmillChallenge HoldThatFreeze',
    also: 'breakdancing breaking bboy bgirl',
  },
  tap: {
    things: 'Shoes Cane TopHat Floorboards Stage Plywood',
    moves: 'ShuffleBallChange TimeStep Flap Wings',
    verbs: 'Stomp Shuffle Flap Click',
    names: 'HearMyFeet ShuffleBallChangeDare TapItOut TapShoeChallenge TapOnAnyFloor',
    also: 'tapdance tapdancing',
    verb: true,
  },
  'line dance': {
    things: 'CowboyBoots CowboyHat Bandana Jukebox Fiddle BeltBuckle',
    moves: 'Grapevine BootScoot HeelToe QuarterTurn Hitch',
    verbs: 'Stomp Scoot Kick Clap',
    names:
      'GrabYourBoots LearnTheLineDance BootScootChallenge LineDanceWithGrandma LineDanceInBoots',
    also: 'linedancing',
  },
  tango: {
    things: 'Rose Violin Accordion DanceShoes Milonga BuenosAires',
    moves: 'DramaticDip Ocho Lunge Corte',
    verbs: 'Dip Glide Spin Kick',
    names: 'TangoDipChallenge TangoWithARose TangoOchoChallenge TangoTuesday TangoInSocks',
  },
  waltz: {
    things: 'Chandelier Gown Orchestra Ballroom Vienna Tailcoat',
    moves: 'BoxStep Promenade NaturalTurn Twirl',
    verbs: 'Twirl Glide Sway Spin',
    names: 'OneTwoThreeTwirl KitchenWaltz BoxStepChallenge WaltzWednesday FirstWaltz',
    verb: true,
  },
  'first dance': {
    things: 'Bouquet Veil Spotlight Playlist Reception Ballroom',
    moves: 'SlowDance SurpriseSwitch Dip Twirl',
    verbs: 'Sway Dip Twirl Spin',
    names:
      'SurpriseFirstDance RecreateYourFirstDance FirstDanceRemix FirstDanceTwist OurFirstDance',
  },
  bachata: {
    things: 'Guitar Bongos DanceShoes Speaker Rose Kitchen',
    moves: 'BasicStep BodyWave HipTap Footwork',
    verbs: 'Sway Dip Turn Step',
    names:
      'BachataSpinOff BachataBodyWaveChallenge BachataInTheKitchen LearnBachataWithMe BachataFootworkFriday',
  },
  contemporary: {
    things: 'Spotlight Ribbon Mirror Studio Stage Floor',
    moves: 'Floorwork Extension Leap Roll',
    verbs: 'Flow Reach Leap Spin',
    names:
      'DanceYourFeelings ImprovToThisSong ContemporaryInTheRain SlowSongContemporary FloorworkFlow',
  },
  ballroom: {
    things: 'Gown Sequins Glitterball Chandelier Trophy Tailcoat',
    moves: 'Waltz ChaCha Foxtrot Tango Jive Rumba Quickstep Samba',
    verbs: 'Glide Twirl Dip Spin',
    names:
      'PerfectTenChallenge BallroomDipChallenge BallroomInTheKitchen ChaChaChallenge BallroomWithGrandparents',
  },
  floss: {
    things: 'Backpack Sneakers Playground Recess Arms Hips',
    moves: 'ArmSwing HipSwing Dab OrangeJustice DefaultDance Sprinkler',
    verbs: 'Swing Sway Dab',
    names: 'CanYouFloss TeachGrandmaToFloss FlossOff FastFlossChallenge FlossLikeABoss',
    verb: true,
  },
  moonwalk: {
    things: 'Fedora WhiteSocks Loafers Glove Spotlight Stage',
    moves: 'ToeStand AntiGravityLean BackSlide Spin',
    verbs: 'Glide Slide Spin',
    names: 'BillieJeanChallenge MoonwalkInSocks MoonwalkMonday MoonwalkAcrossTheRoom SmoothLikeMJ',
    verb: true,
  },
  renegade: {
    things: 'Phone RingLight Bedroom Hallway Sneakers Bestie',
    moves: 'Woah ArmWave ShoulderPop Swirl Twist',
    verbs: 'Wave Whip Swirl',
    names: 'DoTheRenegade RenegadeButFaster RenegadeBackwards RenegadeWithMom RenegadeInPublic',
  },
  griddy: {
    things: 'Jersey Football Cleats Endzone Stadium Touchdown',
    moves: 'HeelTap ArmSwing Goggles TouchdownDance',
    verbs: 'Tap Swing Strut',
    names: 'HitTheGriddy TouchdownGriddy GriddyInTheEndzone TeachDadTheGriddy GriddyOff',
    verb: true,
  },
  macarena: {
    things: 'Sunglasses Playlist PoolParty Wedding Cruise Summer',
    moves: 'HandFlip HipSwivel HandOnHead QuarterTurn',
    verbs: 'Clap Sway Jump',
    names: 'MacarenaAtTheWedding MacarenaSpeedUp MacarenaRemix MacarenaPoolParty MacarenaInTheMall',
  },
  'cha cha slide': {
    things: 'Sneakers Playlist Speaker Wedding Prom Reunion',
    moves: 'CrissCross HowLow ReverseSlide RightFootStomp SlideLeft',
    verbs: 'Slide Hop Stomp Clap',
    names:
      'HowLowCanYouGo ChaChaRealSmooth ChaChaSlideAtTheWedding CrissCrossChallenge ChaChaSlideNowYall',
  },
  'cupid shuffle': {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'SideSlide KickStep QuarterTurn HipWiggle Walkout',
    verbs: 'Kick Slide Wiggle',
    names:
      'ToTheRightToTheRight CupidShuffleCookout CupidShuffleInSync CupidShuffleWithGrandma CupidShuffleAtRecess',
  },
  'electric slide': {
    things: 'Sneakers Playlist Jukebox Wedding Reunion Cookout',
    moves: 'Grapevine HeelTap SlideBack QuarterTurn Boogie',
    verbs: 'Slide Boogie Rock Turn',
    names:
      'ElectricSlideAtTheWedding ItsElectricChallenge ElectricSlideInSync ElectricSlideCookout BoogieWoogieWoogie',
  },
  'belly dance': {
    things: 'HipScarf Coins Veil Tambourine Drum Stage',
    moves: 'Shimmy HipDrop FigureEight Camel SnakeArms Undulation',
    verbs: 'Shimmy Sway Roll',
    names:
      'CoinScarfShimmy BellyDanceDrumSolo SnakeArmsChallenge HipScarfChallenge ShimmyChallenge',
    also: 'bellydancing',
  },
  bollywood: {
    things: 'Bangles Dupatta Dhol Kurta Mehndi Sangeet',
    moves: 'Thumka Lightbulb ShoulderShimmy HookStep Chakkar Bhangra',
    verbs: 'Twirl Shimmy Sway Spin',
    names:
      'HookStepChallenge ThumkaChallenge SangeetChoreo BollywoodFlashMob ShahRukhPoseChallenge',
  },
  bhangra: {
    things: 'Dhol Kurta Turban Punjab Harvest Vaisakhi',
    moves: 'ShoulderBounce ArmsUp Jump Hop',
    verbs: 'Bounce Jump Clap Shout',
    names:
      'ShoulderBounceChallenge BhangraArmsUpChallenge DholBeatDrop BhangraWithDad WeddingBhangra',
  },
  'irish dance': {
    things: 'HardShoes SoftShoes SoloDress Fiddle Shamrock Curls',
    moves: 'Jig Reel Hornpipe Treble Click',
    verbs: 'Jig Kick Click Leap',
    names: 'StPaddysJig ArmsDownChallenge HardShoeChallenge IrishDanceTrebleCount RiverdanceAtHome',
    also: 'riverdance irishdancing',
  },
  flamenco: {
    things: 'Castanets Fan Shawl Guitar Rose Cajon',
    moves: 'Zapateado Palmas Vuelta Stomp',
    verbs: 'Stomp Clap Twirl Stamp',
    names: 'OleChallenge FlamencoStompOff FlamencoFanFlick FlamencoClapBack FlamencoShawlSpin',
  },
  samba: {
    things: 'Feathers Headdress Sequins Drums Carnival Rio',
    moves: 'BounceStep Shimmy Whisk Voltas',
    verbs: 'Bounce Shimmy Stomp',
    names:
      'SambaToTheDrums SambaStepChallenge RioCarnivalChallenge SambaInTheStreet SambaShimmyOff',
  },
  cheer: {
    things: 'PomPoms Bow Megaphone Uniform Mat Bleachers',
    moves: 'ToeTouch HighV Herkie Cartwheel Chant',
    verbs: 'Chant Kick Clap Jump',
    names:
      'BringItOnChallenge CheerChantChallenge CheerToeTouchChallenge PomPomChallenge CheerForSomeone',
    also: 'cheerleading cheerleader',
    verb: true,
  },
  'square dance': {
    things: 'Fiddle Bandana Boots Gingham Hay Barn',
    moves: 'DoSiDo Promenade CircleLeft Allemande',
    verbs: 'Swing Promenade Circle Bow',
    names:
      'SwingYourPartner DoSiDoChallenge CallerForADay SquareDanceWithGrandpa SquareDanceInTheBarn',
  },
  hula: {
    things: 'Lei Ukulele Beach Island Ocean Aloha',
    moves: 'HipSway HandStory Kaholo Wave',
    verbs: 'Sway Glide Wave Step',
    names:
      'HandsTellTheStory HulaHandsChallenge HulaOnTheBeach HulaHipSwayChallenge HulaToTheUkulele',
  },
  twist: {
    things: 'Jukebox SockHop Diner Vinyl Saddleshoes Fifties',
    moves: 'MashedPotato Swivel LowDown Stroll',
    verbs: 'Swivel Hop Lean',
    names: 'HowLowCanYouTwist LetsTwistAgain TwistOff SockHopTwist TwistWithGrandma',
    verb: true,
  },
  disco: {
    things: 'Mirrorball BellBottoms Platforms Sequins Rollerskates Glitter Vinyl',
    moves: 'Hustle PointUp BusStop FunkyChicken',
    verbs: 'Boogie Groove Hustle Strut',
    names: 'StayinAliveStrut DiscoPointChallenge DoTheHustle DiscoFeverFriday DiscoInTheKitchen',
  },
  freestyle: {
    things: 'Speaker Playlist Spotlight Kitchen Circle Crowd',
    moves: 'Footwork BodyRoll Groove Drop',
    verbs: 'Groove Bounce Flow Vibe',
    names:
      'RandomSongFreestyle FreestyleFriday PassTheFreestyle DanceLikeNobodysWatching FreestyleCircle',
    verb: true,
  },
  swing: {
    things: 'Suspenders Jukebox Trumpet Saddleshoes BigBand Ballroom',
    moves: 'Lindy Charleston Jitterbug TripleStep Sugarpush',
    verbs: 'Kick Bounce Jive Hop',
    names:
      'LindyHopChallenge SwingOutSaturday JitterbugJam SwingDanceInTheStreet SwingDanceWithGrandpa',
    also: 'lindyhop jitterbug',
  },
  lyrical: {
    things: 'Spotlight Ribbon Studio Stage Floor Ballad',
    moves: 'Extension Floorwork Leap Turn',
    verbs: 'Flow Reach Leap Spin',
    names: 'DanceTheLyrics OneLyricOneMove TellItWithMovement LyricalInTheRain LyricalMirrorDuet',
  },
  krump: {
    things: 'Sneakers Speaker Circle Beat Crowd Session',
    moves: 'ChestPop ArmSwing Jab Buck',
    verbs: 'Stomp Pop Jab Buck',
    names:
      'BuckUpChallenge ChestPopChallenge KrumpStompChallenge KrumpInTheStreet KrumpCircleSession',
  },
  popping: {
    things: 'Glove Boombox Mirror Robot Beat Stage',
    moves: 'ArmWave RobotWalk Tut Boogaloo',
    verbs: 'Pop Tick Glide Wave',
    names: 'HitTheBeat ArmWaveChallenge RobotWalkChallenge TuttingChallenge PoppinAndLockin',
    also: 'poplock poppin locking',
  },
  voguing: {
    things: 'Fan Runway Catwalk Trophy Ballroom Judges',
    moves: 'Catwalk Duckwalk HandPerformance Dip Spin',
    verbs: 'Pose Strut Dip Spin',
    names: 'StrikeAPose DuckwalkChallenge VogueInTheHallway VogueHandsChallenge WalkTheRunway',
  },
  dancehall: {
    things: 'Speaker Bandana Sneakers Street Riddim Jamaica',
    moves: 'GullyCreepa Bogle WillieBounce ShoulderMove PonDiRiver',
    verbs: 'Bounce Step Groove Stomp',
    names:
      'GullyCreepaChallenge WillieBounceChallenge BogleChallenge DancehallStepChallenge DancehallInTheYard',
  },
  amapiano: {
    things: 'LogDrum Speaker Sneakers Piano Street Bandana',
    moves: 'Vosho PouncingCat ShakeShake Zekethe Sgija',
    verbs: 'Bounce Groove Shake Vosho',
    names: 'VoshoChallenge PouncingCatChallenge LogDrumDrop AmapianoGroove AmapianoShakeShake',
  },
  afrobeats: {
    things: 'TalkingDrum Speaker Ankara Bandana Lagos Accra',
    moves: 'Legwork Azonto Zanku Shaku Gwara Shoki Skelewu',
    verbs: 'Bounce Shake Wind Groove',
    names:
      'AfroDanceChallenge ZankuChallenge AzontoChallenge LegworkChallenge AfrobeatsInTheKitchen',
    also: 'afrodance afrobeat',
  },
  cumbia: {
    things: 'Accordion Sombrero Drum Guiro Fiesta Colombia',
    moves: 'BasicStep SideStep HipSway Spin',
    verbs: 'Sway Step Spin Turn',
    names:
      'CumbiaWithAbuela CumbiaSpinChallenge CumbiaInTheKitchen FiestaSideStep CumbiaWeddingCircle',
  },
  merengue: {
    things: 'Accordion Tambora Guira DanceShoes Fiesta SantoDomingo',
    moves: 'MarchStep HipSway Sidestep Pretzel',
    verbs: 'March Turn Sway Spin',
    names:
      'MerengueMarch MerenguePretzelChallenge MerengueInTheKitchen DanceWithAbuela MerengueWithYourPartner',
  },
  rumba: {
    things: 'Congas Rose Gown Sequins Ballroom Cuba',
    moves: 'BoxStep CubanMotion SpotTurn Fan NewYork Alemana',
    verbs: 'Sway Turn Glide',
    names:
      'CubanMotionChallenge RumbaWalk SlowRumbaSunday RumbaSpotTurnChallenge RumbaInTheLivingRoom',
  },
  'cha cha': {
    things: 'Maracas Sequins Gown Ballroom Judges Cuba',
    moves: 'TripleStep SpotTurn NewYork Lockstep Fan Alemana',
    verbs: 'Step Turn Shimmy',
    names: 'OneTwoChaChaCha ChaChaToPopSongs ChaChaSpotTurn ChaChaInTheKitchen ChaChaWithGrandpa',
  },
  foxtrot: {
    things: 'Tailcoat Gown Chandelier BigBand Ballroom Judges',
    moves: 'SlowSlowQuick Promenade FeatherStep ThreeStep Reverse',
    verbs: 'Glide Sway Turn',
    names:
      'SlowSlowQuickQuick FoxtrotFriday FoxtrotAroundTheRoom FoxtrotInTheKitchen FoxtrotFeatherStep',
  },
  jive: {
    things: 'Jukebox PoodleSkirt Saddleshoes Diner Ballroom Fifties',
    moves: 'AmericanSpin ChickenWalk ChasseStep LinkRock',
    verbs: 'Kick Flick Bounce Spin',
    names:
      'JiveKickChallenge ChickenWalkChallenge JiveAtTheDiner KickAndFlick FastestJiveChallenge',
    verb: true,
  },
  charleston: {
    things: 'Pearls Headband FeatherBoa Flapper BigBand Speakeasy',
    moves: 'BeesKnees SwivelStep CrossHands SailorKick',
    verbs: 'Kick Swivel Swing',
    names:
      'BeesKneesChallenge Roaring20sChallenge CharlestonKickOff FlapperCharleston CharlestonInTheKitchen',
  },
  polka: {
    things: 'Accordion Lederhosen Tuba Pretzel Oktoberfest Barn',
    moves: 'HopStep Gallop Skip Spin',
    verbs: 'Hop Skip Spin Stomp',
    names:
      'PolkaWithGrandpa PolkaHopChallenge OompahChallenge PolkaAtOktoberfest PolkaInTheKitchen',
  },
  clogging: {
    things: 'Boots Taps Fiddle Banjo Barn Bluegrass',
    moves: 'DoubleToe RockStep Chug TripleStep',
    verbs: 'Stomp Tap Chug Kick',
    names:
      'CloggingOnThePorch HoedownChallenge DoubleToeChallenge CloggingOnPlywood BluegrassStomp',
  },
  stepping: {
    things: 'Boots Stage Gym Line Crowd YardShow',
    moves: 'ChestPat Stroll CallAndResponse Stomp',
    verbs: 'Stomp Clap Chant Pat',
    names: 'StepShowChallenge StepCallAndResponse StepInSync ClapStompRepeat CopyMyStepRoutine',
    also: 'stepteam stepshow',
  },
  'chicken dance': {
    things: 'Accordion Feathers Wedding Oktoberfest Barn Farm',
    moves: 'WingFlap BeakSnap TailWiggle Clap',
    verbs: 'Flap Wiggle Clap Snap',
    names:
      'FlapYourWings ChickenDanceAtTheWedding ChickenDanceSpeedUp WiggleYourTail ChickenDanceWithGrandpa',
  },
  'hokey pokey': {
    things: 'Playlist Speaker Circle Classroom Playground Party',
    moves: 'RightFootIn LeftFootOut TurnAround ShakeItAllAbout WholeSelfIn',
    verbs: 'Shake Turn Clap Hop',
    names:
      'DoTheHokeyPokey ShakeItAllAbout HokeyPokeyWithGrandma HokeyPokeyRemix HokeyPokeyClassroom',
  },
  limbo: {
    things: 'Broom Bar Beach Luau SteelDrum Party',
    moves: 'Backbend LowPass Shimmy Lean',
    verbs: 'Lean Bend Shimmy',
    names: 'HowLowCanYouGo LowerTheBar LimboWithAPoolNoodle FamilyLimboNight LimboAtTheLuau',
  },
  conga: {
    things: 'Maracas Drums Party Cruise Wedding Line',
    moves: 'SideKick Shuffle Kick Chain',
    verbs: 'Kick Shuffle Join',
    names: 'JoinTheLine CongaThroughTheHouse LongestLineEver CongaLineChallenge CongaAtTheWedding',
    also: 'congaline',
  },
  ymca: {
    things: 'Playlist Speaker Stadium Gym Wedding Ballgame',
    moves: 'ArmLetters LetterY LetterM LetterC LetterA',
    verbs: 'Spell Clap Point',
    names:
      'SpellItWithYourArms SpellYourNameYMCAStyle YMCAAtTheStadium YMCAWrongOrder YMCAWithTheWholeFamily',
    spelled: 'YMCA',
  },
  'cotton eye joe': {
    things: 'Boots Fiddle Barn Hay Rodeo Wedding',
    moves: 'HeelToe TwoStep Backstep Kick',
    verbs: 'Stomp Kick Shuffle Clap',
    names:
      'CottonEyeJoeStomp CottonEyeJoeSpeedUp CottonEyeJoeAtTheWedding CottonEyeJoeInBoots BarnDanceStomp',
  },
  thriller: {
    things: 'RedJacket Zombie Graveyard Moonlight Halloween Fog',
    moves: 'ZombieWalk ClawHands ShoulderShrug HeadSnap Lurch',
    verbs: 'Lurch Shuffle Snap Stomp',
    names:
      'ThrillerFlashMob ZombieDanceChallenge ThrillerClawHands ThrillerWithDad ThrillerInCostume',
  },
  'single ladies': {
    things: 'Ring Mirror Stage Wedding Hallway Bestie',
    moves: 'HandFlip RingWave HeadTurn ShoulderRoll',
    verbs: 'Strut Flip Stomp Wave',
    names:
      'PutARingOnIt RingWaveChallenge SingleLadiesHandFlip SingleLadiesDadEdition SingleLadiesInHeels',
  },
  'nae nae': {
    things: 'Sneakers Hoodie Cookout Party Dancefloor Beat',
    moves: 'Whip Wave Bop Lean',
    verbs: 'Whip Sway Bop Wave',
    names:
      'WatchMeWhip NaeNaeAtTheCookout WhipNaeNaeChallenge NaeNaeWithGrandma NaeNaeAtTheWedding',
    also: 'whipnaenae watchme',
  },
  dougie: {
    things: 'Sneakers Snapback Hoodie Cookout Beat Dallas',
    moves: 'HairSwipe ShoulderBounce Lean Glide',
    verbs: 'Swipe Lean Bounce Sway',
    names:
      'TeachMeHowToDougie DougieWithGrandma DougieDadEdition DougieAtTheCookout DougieInPublic',
  },
  'running man': {
    things: 'Sneakers Hallway Gym Stage Nineties Beat',
    moves: 'KneeLift TStep Slide Glide',
    verbs: 'Run Slide Glide Bounce',
    names:
      'RunningManChallenge RunningManRelay RunningManInSocks RunningManFlashback RunningManOnTheBeat',
  },
  'default dance': {
    things: 'Emote Skin Llama Lobby BattleBus VictoryRoyale',
    moves: 'OrangeJustice Floss Griddy Electroshuffle Robot Hype',
    verbs: 'Emote Bounce Groove',
    names: 'DefaultDanceIRL EmoteOff OrangeJusticeChallenge EmoteInRealLife VictoryRoyaleDance',
    also: 'emote orangejustice',
  },
  jerusalema: {
    things: 'Playlist Speaker Courtyard Office Church Choir',
    moves: 'HeelStep SideStep Turn Clap',
    verbs: 'Step Turn Clap Kick',
    names:
      'JerusalemaChallenge JerusalemaAtWork DanceWithYourTeam JerusalemaHeelStep JerusalemaFamilyEdition',
  },
  wobble: {
    things: 'Sneakers Playlist Speaker Wedding Cookout Reunion',
    moves: 'HipDrop Sidestep Lean Bounce',
    verbs: 'Bounce Lean Jump Turn',
    names: 'WobbleBabyWobble CookoutWobble WeddingWobble WobbleWithGrandma WobbleAtTheReunion',
  },
  wednesday: {
    things: 'BlackDress Braids Boots Cello Gala Thing',
    moves: 'HeadTilt StiffArms ZombieArms Claw',
    verbs: 'Stomp Strut Tilt',
    names:
      'DanceLikeWednesday GooGooMuckChallenge WednesdayOnWednesday DontBlinkDance WednesdayDance',
    also: 'wednesdayaddams',
  },
  'michael jackson': {
    things: 'Fedora Glove WhiteSocks Loafers RedJacket Spotlight',
    moves: 'Moonwalk ToeStand AntiGravityLean ZombieWalk',
    verbs: 'Spin Moonwalk Glide Kick',
    names: 'BillieJeanChallenge SmoothCriminalLean BeatItChallenge DanceLikeMJ MoonwalkMonday',
    also: 'kingofpop',
  },
  shakira: {
    things: 'Sequins Drum Football Stage Hair WorldCup',
    moves: 'HipSway Shimmy ArmWave HairFlip SnakeArms',
    verbs: 'Shimmy Sway Shake Twirl',
    names:
      'WakaWakaChallenge HipsDontLieChallenge ShakiraHalftimeChoreo ShakiraHipsChallenge ShakiraHairFlip',
  },
  'hand dance': {
    things: 'Hands Fingers Table Desk Couch Beat',
    moves: 'FingerTut HandRoll Wave Clap',
    verbs: 'Snap Clap Wave',
    names:
      'HandsOnlyChallenge FingerTutChallenge DeskHandDance CouchDanceChallenge LazyDanceChallenge',
    also: 'tutting fingertutting',
  },
  choreography: {
    things: 'Mirror Playlist Studio Stage Crew Formation',
    moves: 'Formation Transition Ripple Canon Unison',
    verbs: 'Sync Spin Groove',
    names: 'FiveSixSevenEight ChoreoToThisSong CleanTheChoreo ChoreoInAnHour MakeUpADance',
    also: 'choreo choreographer',
  },
  'dance team': {
    things: 'Trophy Uniform Pompoms Mirror Studio Stage',
    moves: 'Kickline Formation Leap Turn',
    verbs: 'Kick Leap Spin',
    names:
      'CopyTheCaptain KicklineChallenge DanceTeamInSync DanceTeamRippleChallenge DanceTeamFormationDare',
  },
  recital: {
    things: 'Costume Bouquet Curtain Spotlight Stage Backstage',
    moves: 'Curtsy Pirouette Bow Twirl',
    verbs: 'Bow Twirl Shine',
    names:
      'ReenactYourRecital TeachMyRecitalDance RecitalReady BackstageBeforeTheShow RecitalBowChallenge',
  },
  audition: {
    things: 'Headshot Number Mirror Studio Stage Judges',
    moves: 'Freestyle Combo Turn Leap',
    verbs: 'Leap Spin Shine',
    names:
      'OneTakeAudition LearnTheAuditionCombo GotTheCallback AuditionTape MockAuditionChallenge',
  },
  rave: {
    things: 'Glowsticks Bracelets Lasers Speaker Neon Festival',
    moves: 'CuttingShapes Gloving Shuffle Jump',
    verbs: 'Jump Shuffle Glow Bounce',
    names: 'KitchenRave GlovingChallenge CuttingShapesChallenge GlowstickRave LivingRoomRave',
  },
  majorette: {
    things: 'Baton Boots Sequins Plume Parade Stadium',
    moves: 'BatonTwirl HighStep Kickline Stand',
    verbs: 'Strut Kick Twirl March',
    names:
      'BatonTwirlChallenge MajoretteHighStep StandBattle MajoretteKicklineDare MajoretteParadeStrut',
    also: 'majorettes',
  },
  kathak: {
    things: 'Anklets Bells Tabla Dupatta Bindi Stage',
    moves: 'Chakkar Footwork Tatkar Mudra Tihai',
    verbs: 'Spin Stamp Pose',
    names:
      'HowManyChakkars AnkleBellsChallenge KathakFootwork KathakTatkarChallenge KathakTablaBeat',
  },
  bharatanatyam: {
    things: 'Anklets Bells Jasmine Costume Temple Stage',
    moves: 'Mudra Araimandi Adavu Footwork Jathi',
    verbs: 'Stamp Pose Bend',
    names:
      'MudraChallenge BharatanatyamInSync HandGestureChallenge BharatanatyamFootwork AraimandiHoldChallenge',
    also: 'bharatnatyam',
  },
  garba: {
    things: 'Dandiya Sticks Mirrorwork Dhol Circle Navratri',
    moves: 'TwoClap ThreeClap Tali Popatiyu',
    verbs: 'Clap Spin Twirl Sway',
    names: 'TwoClapThreeClap GarbaCircle GarbaStepChallenge GarbaWithFamily GarbaSpinChallenge',
    also: 'dandiya',
  },
  capoeira: {
    things: 'Berimbau Pandeiro Cord Beach Roda Brazil',
    moves: 'Ginga Cartwheel MeiaLua Armada Au',
    verbs: 'Kick Dodge Spin Sway',
    names: 'GingaChallenge JoinTheRoda CapoeiraOnTheBeach CapoeiraCartwheel CapoeiraToTheBerimbau',
  },
  'flash mob': {
    things: 'Speaker Playlist Costume Banner Sunglasses Mall Park',
    moves: 'Formation FinalPose SurpriseReveal',
    verbs: 'Freeze Sync Surprise',
    names: 'SurpriseFlashMob FamilyFlashMob FlashMobReveal SurpriseBirthdayFlashMob MallFlashMob',
  },
  dance: {
    things: 'Kitchen Stage Mirror Sneakers Spotlight Playlist DiscoBall Floor',
    moves: 'Moonwalk Robot Floss BodyRoll',
    verbs: 'Groove Spin Twirl Shuffle Bop',
    names:
      'TeachMeYourDance DanceLikeNobodysWatching KitchenDanceParty DanceBreakChallenge DanceToTheNextSong',
    also: 'dancing dancer',
    verb: true,
  },
  'tiktok dance': {
    things: 'RingLight Hallway Bedroom Tripod Phone Bestie',
    moves: 'Renegade Woah Transition HandMoves Choreo',
    verbs: 'Groove Bop Sync',
    names:
      'TeachYourParentsATrend LearnThisTikTokDance TikTokDanceThrowback TikTokDanceWithMom TrendInPublic',
    also: 'tiktokdances',
    spelled: 'TikTokDance',
  },
  'dad dance': {
    things: 'Socks Sandals Grill Remote Cookout Wedding',
    moves: 'Sprinkler Lawnmower ShoppingCart FishingReel Robot',
    verbs: 'Bop Shuffle Sway',
    names: 'DadDanceOff DadMovesOnly LawnmowerChallenge SprinklerDad EmbarrassingDadDance',
    also: 'daddancing sprinkler',
  },
  'couple dance': {
    things: 'Kitchen LivingRoom Playlist Wedding Anniversary Speaker',
    moves: 'SlowDance Dip Twirl Spin',
    verbs: 'Dip Twirl Sway Spin',
    names: 'KitchenSlowDance DipMeChallenge LeadOrFollowSwap DanceWithYourPartner CoupleDanceOff',
    also: 'couplesdance',
  },
  'family dance': {
    things: 'LivingRoom Kitchen Backyard Playlist Dog Couch',
    moves: 'Conga Floss Formation Ripple',
    verbs: 'Groove Bop Wave Spin',
    names:
      'FamilyDanceOff ThreeGenerationsDance FamilyMirrorDance WholeFamilyDance KitchenFamilyDance',
  },
  'father daughter dance': {
    things: 'Wedding Spotlight Ballroom Quinceanera Tux Playlist',
    moves: 'Waltz SlowDance SurpriseRemix Twirl',
    verbs: 'Twirl Sway Dip Spin',
    names:
      'SurpriseDanceRemix DadLearnsTheChoreo FatherDaughterWaltz FatherDaughterSurprise DadAndMeDance',
    also: 'fatherdaughter',
  },
  rain: {
    things: 'Umbrella Puddles Boots Wellies Streetlamp Thunder',
    moves: 'UmbrellaSpin SplashStep PuddleHop UmbrellaTwirl',
    verbs: 'Splash Twirl Spin Stomp',
    names: 'DanceInTheRain SingingInTheRainDance PuddleJumpDance UmbrellaTwirl RainBootStomp',
    also: 'rainy',
  },
  wheelchair: {
    things: 'Wheels Stage Ballroom Spotlight Gloves Crew',
    moves: 'Pivot Tilt ArmFlow Spin',
    verbs: 'Spin Glide Roll Pivot',
    names: 'DanceOnWheels WheelchairSpinChallenge RollWithIt WheelchairDuet WheelsAndGroove',
    also: 'wheelchairdance',
  },
  'just dance': {
    things: 'Controller Couch LivingRoom Scoreboard Console Camera Remote',
    moves: 'GoldMove Superstar Megastar',
    verbs: 'Dance Groove Bounce Spin',
    names:
      'BeatMyJustDanceScore GoldMoveChallenge MegastarChallenge JustDanceFamilyNight JustDanceFiveStars',
  },
  'dance class': {
    things: 'Studio Mirror Barre Playlist Sneakers WaterBottle',
    moves: 'Warmup AcrossTheFloor Stretch Freestyle Cooldown',
    verbs: 'Spin Twirl Leap Groove',
    names:
      'AcrossTheFloorChallenge DanceClassCombo FirstDanceClass BringAFriendToClass DanceClassBloopers',
    also: 'danceclasses dancelesson',
  },
  pointe: {
    things: 'Shoes Ribbons Barre Studio ToePads Tutu',
    moves: 'Releve Pirouette Bourree Pique Echappe',
    verbs: 'Spin Twirl Rise Balance',
    names:
      'SewYourRibbons BreakingInNewShoes FirstTimeOnPointe DecorateYourPointes RelevesOnPointe',
    also: 'pointeshoes',
  },
  pirouette: {
    things: 'Studio Mirror Floor Socks Kitchen Shoes',
    moves: 'Fouette Attitude Chaine Pique',
    verbs: 'Spin Twirl Turn Balance',
    names: 'HowManyTurns SpotYourTurn PirouetteOff SpinInSocks PirouetteInSneakers',
    also: 'turns',
  },
  leap: {
    things: 'Studio Floor Stage Mirror Runway Backyard',
    moves: 'ToeTouch GrandJete SplitJump Stag Calypso',
    verbs: 'Jump Soar Fly',
    names:
      'HangTimeChallenge GrandJeteChallenge SwitchLeapChallenge LeapAcrossTheFloor LeapOverThePillow',
    also: 'leaps',
  },
  'tate mcrae': {
    things: 'Stage Mirror Studio Sneakers Mic Hair',
    moves: 'HairWhip Choreo Floorwork Kick',
    verbs: 'Strut Spin Kick Whip',
    names: 'GreedyDanceChallenge ItsOkImOkChoreo DanceLikeTate TateMcRaeChoreo TateMcRaeHairWhip',
    also: 'tate',
    spelled: 'TateMcRae',
  },
  'britney spears': {
    things: 'Headset Mic Stage Sequins Ponytail',
    moves: 'HairFlip Choreo BodyRoll Strut Spin',
    verbs: 'Strut Spin Pose',
    names: 'ToxicChoreo OopsIDidItChallenge BritneyDanceBreak BabyOneMoreTimeChoreo CircusChoreo',
    also: 'britney',
  },
  usher: {
    things: 'Fedora Stage Mic Sneakers Skates Vest',
    moves: 'Footwork Moonwalk Choreo Glide',
    verbs: 'Glide Slide Spin Strut',
    names: 'YeahChallenge DanceLikeUsher UsherFootwork UsherHalftimeSkate UsherGlide',
  },
  'jennifer lopez': {
    things: 'Stage Sequins Hoops Halftime Bronx',
    moves: 'Salsa HairFlip Shimmy Choreo Strut',
    verbs: 'Strut Shimmy Spin Shake',
    names:
      'OnTheFloorChallenge LetsGetLoudChallenge DanceLikeJLo JLoHalftimeChoreo WaitingForTonightChoreo',
    also: 'jlo',
  },
  'stray kids': {
    things: 'Lightstick Stage Fancam Comeback PracticeRoom',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    names: 'GodsMenuChallenge ManiacChallenge StrayKidsRandomPlay SKZDanceCover StrayKidsInPublic',
    also: 'skz',
  },
  newjeans: {
    things: 'Lightstick Bunny Denim Stage Fancam Comeback',
    moves: 'HypeBoyStep SuperShyStep PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    names: 'HypeBoyChallenge SuperShyChallenge DittoChallenge NewJeansRandomPlay NewJeansInPublic',
    spelled: 'NewJeans',
  },
  aespa: {
    things: 'Lightstick Stage Fancam Avatar Comeback Mirror',
    moves: 'PointChoreo DanceBreak Formation HandHeart HairFlip',
    verbs: 'Spin Pose Bop',
    names:
      'SupernovaChallenge WhiplashChallenge NextLevelChallenge AespaRandomPlay AespaDanceCover',
  },
  'kpop demon hunters': {
    things: 'Stage Lightstick Mic Tiger Ramen Honmoon',
    moves: 'GoldenChoreo SodaPopStep HighNote Formation PointChoreo',
    verbs: 'Spin Pose Bop',
    names: 'GoldenChallenge SodaPopChallenge HuntrixDanceCover HuntrixFormation SajaBoysDance',
    also: 'huntrix',
    spelled: 'KPopDemonHunters',
  },
  'gangnam style': {
    things: 'Sunglasses Tuxedo Bowtie Elevator Horse Seoul',
    moves: 'HorseRide Lasso Gallop HandCross SideStep',
    verbs: 'Gallop Bounce',
    names:
      'HorseDanceChallenge GangnamStyleFlashMob LassoMoveChallenge GangnamStyleWithDad GangnamStyleAtTheWedding',
    also: 'psy',
  },
  'toosie slide': {
    things: 'Hallway Bedroom Kitchen Sneakers Hoodie',
    moves: 'FootDrag ArmCross BackStep Slide Sweep',
    verbs: 'Slide Rock Sweep',
    names:
      'ToosieSlideChallenge ToosieSlideInSocks ToosieSlideRemix ToosieSlideWithDad ToosieSlideDownTheHall',
  },
  'git up': {
    things: 'Boots CowboyHat Barn Wedding Cookout Hay',
    moves: 'TwoStep Ride HeelToe Slide',
    verbs: 'Slide Dip Kick',
    names: 'GitUpChallenge TwoStepThenSlide GitUpInBoots GitUpWithYourPartner GitUpAtTheBarn',
  },
  mannequin: {
    things: 'Camera Phone Classroom Office Stadium Team',
    moves: 'MidLaugh Statue MidStep FrozenHighFive',
    verbs: 'Freeze Pose',
    names: 'MannequinChallenge StayFrozen FamilyMannequin ClassroomMannequin FrozenMidLaugh',
    also: 'mannequinchallenge',
  },
  'freeze dance': {
    things: 'Speaker Playlist LivingRoom Classroom Party Kitchen',
    moves: 'Statue Wiggle Freeze Spin',
    verbs: 'Freeze Wiggle Jump Spin',
    names:
      'WhenTheMusicStops FreezeDanceOff FunnyFreezeFaces StatueChallenge FreezeDanceFamilyNight',
  },
  'slow dance': {
    things: 'Corsage Playlist Spotlight Ballroom Prom Gym',
    moves: 'Sway Dip Twirl Spin',
    verbs: 'Sway Dip Twirl Lean',
    names:
      'MayIHaveThisDance SlowDanceToOurSong KitchenSlowDance LastSlowDance SlowDanceWithGrandparents',
  },
  'school dance': {
    things: 'Corsage Playlist Streamers Balloons Gym Bleachers',
    moves: 'ChaChaSlide ElectricSlide Wobble CongaLine SlowDance Freestyle',
    verbs: 'Sway Bop Slide Jump',
    names:
      'RecreateSchoolDancePhoto SchoolDanceFlashback AskMeToTheDance MiddleSchoolDance SchoolDanceSongRanking',
  },
  'dance party': {
    things: 'Speaker DiscoBall Playlist Lights Kitchen Snacks',
    moves: 'ChaChaSlide Conga Limbo Freestyle SoulTrain',
    verbs: 'Groove Bop Jump Spin',
    names:
      'FridayNightDanceParty KitchenDanceParty OneSongDanceParty LivingRoomRave DancePartyPlaylistSwap',
  },
  'street dance': {
    things: 'Sidewalk Boombox Cardboard Crowd Crew Graffiti',
    moves: 'Toprock Popping Locking Footwork Krump',
    verbs: 'Pop Lock Groove',
    names:
      'StreetDanceBattle StreetDanceCypher DanceInTheStreets SidewalkDanceBattle TeachMeAStreetMove',
    also: 'streetdancing',
  },
  'jersey club': {
    things: 'Speaker Sneakers Bedroom Hoodie Crew NewJersey',
    moves: 'KickStep Footwork Wop Bounce',
    verbs: 'Bounce Kick Stomp Hop',
    names:
      'JerseyClubBounce JerseyClubKickStep BounceOnTheBeat JerseyClubAnySong JerseyClubInPublic',
  },
  waacking: {
    things: 'Stage Spotlight Fan Sleeves Crew Disco',
    moves: 'ArmWhip Wrist Pose Strut',
    verbs: 'Whip Pose Strut Flick',
    names: 'ArmWhipChallenge WaackToDisco WaackAndPose WaackTheChorus WaackInTheKitchen',
    also: 'whacking punking',
  },
  'house dance': {
    things: 'Speaker Vinyl Sneakers Loft Crew',
    moves: 'Footwork Jacking Skate Lofting Shuffle',
    verbs: 'Shuffle Groove Skate',
    names:
      'HouseFootworkChallenge FootworkFriday HouseDanceCypher HouseDanceGroove JackingOnTheBeat',
  },
  nutcracker: {
    things: 'Tree Snow Soldier Tutu Toy MouseKing',
    moves: 'SugarPlum WaltzOfFlowers Pirouette GrandJete Arabesque MarchOfToys',
    verbs: 'Twirl Leap March Spin',
    names:
      'SugarPlumFairyChallenge NutcrackerInTheLivingRoom NutcrackerMarchOfToys NutcrackerWithDad NutcrackerSnowflakeSpin',
  },
  'swan lake': {
    things: 'Feathers Lake Swan Tiara Orchestra Tutu',
    moves: 'Fouette LittleSwans Arabesque Bourree PortDeBras',
    verbs: 'Glide Twirl Flutter Leap',
    names:
      'LittleSwansChallenge SwanLakeArmsChallenge SwanLakeInTheKitchen FlapLikeASwan SwanLakeFouetteCount',
  },
  'two step': {
    things: 'Boots CowboyHat Jukebox Barn Saloon Honkytonk',
    moves: 'QuickQuickSlowSlow Promenade Shadow Spin',
    verbs: 'Spin Turn Step',
    names:
      'QuickQuickSlowSlow TwoStepTuesday TwoStepSpinChallenge BootsOnTwoStep TwoStepWithGrandpa',
    also: 'texastwostep',
  },
  'robot dance': {
    things: 'Antenna Tinfoil Battery Bolts Circuit',
    moves: 'ArmLock RobotWalk Tick Glitch Freeze',
    verbs: 'Freeze Glitch Tick',
    names: 'DoTheRobot RobotDanceOff RobotGlitchChallenge BeepBoopChallenge RobotFreezeFrame',
  },
  'the worm': {
    things: 'Floor Gym Carpet Mat Wedding Dancefloor',
    moves: 'Ripple Kickup Wave Roll',
    verbs: 'Wave Ripple Roll',
    names: 'CanYouDoTheWorm WormAtTheWedding WormAcrossTheRoom DoTheWorm WormRelay',
  },
  'milly rock': {
    things: 'Sneakers Hoodie Brooklyn Cookout Block',
    moves: 'ShoulderRoll Swipe Rock Sway Bounce',
    verbs: 'Swipe Rock Sway Bounce',
    names:
      'MillyRockOnAnyBlock SwipeItChallenge MillyRockAtTheCookout MillyRockWithDad MillyRockAtGraduation',
  },
  woah: {
    things: 'Arms Beat Sneakers Hallway Bedroom',
    moves: 'HandDrop Freeze Rock Lean Hit',
    verbs: 'Freeze Drop Rock',
    names: 'HitTheWoah WoahOnTheBeat TeachGrandpaTheWoah WoahInTheBackground WoahChainChallenge',
    also: 'whoa',
  },
  dab: {
    things: 'Elbow Endzone Touchdown Selfie Sneakers',
    moves: 'Point Pose Freeze Celebration Hit',
    verbs: 'Pose Flex Freeze',
    names: 'SquadDab TouchdownDab DabOnTheBeat FamilyDabPhoto DabAtGraduation',
    also: 'dabbing',
  },
  'soul train': {
    things: 'Line Crowd Platforms Vinyl Sequins Seventies',
    moves: 'Shimmy Robot Strut Spin',
    verbs: 'Strut Spin Shimmy Slide',
    names: 'SoulTrainLine StrutDownTheLine SoulTrainStrutOff WeddingSoulTrain FamilySoulTrainLine',
  },
  footloose: {
    things: 'Barn Warehouse Boots Jeans Gym Prom',
    moves: 'LineDance WarehouseSolo BarnDance Kick Spin',
    verbs: 'Kick Stomp Spin Slide',
    names:
      'KickOffYourSundayShoes FootlooseInTheBarn FootlooseChallenge FootlooseWithDad FootlooseProm',
  },
  'high school musical': {
    things: 'Gym Basketball Cafeteria Lockers Stage Wildcats',
    moves: 'Choreo Dribble Jump Spin',
    verbs: 'Jump Spin Kick',
    names:
      'WereAllInThisTogether GetchaHeadInTheGame CafeteriaDanceOff HSMChoreoChallenge WildcatsFlashMob',
    also: 'hsm',
  },
  'jazz funk': {
    things: 'Studio Mirror Stage Sneakers Spotlight',
    moves: 'HairWhip BodyRoll Groove Strut Hit',
    verbs: 'Strut Groove Pose',
    names:
      'JazzFunkCombo HitEveryAccent JazzFunkHairWhip JazzFunkInTheHallway JazzFunkAttitudeCheck',
  },
  'folk dance': {
    things: 'Festival Village Costume Ribbons Accordion Fiddle',
    moves: 'Reel Polka Circle Stomp',
    verbs: 'Stomp Clap Twirl Skip',
    names:
      'TeachMeYourFolkDance FolkDanceAroundTheWorld HandInHandCircle FolkDanceWithGrandma VillageFestivalDance',
    also: 'folkdancing',
  },
  sirtaki: {
    things: 'Bouzouki Greece Island Taverna Sea Olive',
    moves: 'Sidestep Grapevine Kick Lean',
    verbs: 'Kick Step Clap Lean',
    names: 'ZorbaChallenge SirtakiSpeedUp OpaChallenge SirtakiArmInArm ZorbaDanceOnTheBeach',
    also: 'zorba',
  },
  'latin dance': {
    things: 'DanceFloor Maracas Congas Speaker SocialNight',
    moves: 'Salsa Bachata Merengue ChaCha Samba Rumba',
    verbs: 'Spin Dip Sway Shimmy',
    names:
      'LatinDanceWithAbuela LatinDanceInTheKitchen LatinDanceSpinOff SalsaOrBachata LatinDanceSocialNight',
  },
  'color guard': {
    things: 'Flag Silk Uniform Pole Field Gym',
    moves: 'FlagSpin Toss Catch Drop',
    verbs: 'Spin Twirl Wave',
    names: 'CatchThatToss FlagSpinChallenge ColorGuardHalftimeShow FlagTossChallenge SilksUp',
    also: 'winterguard',
  },
  quickstep: {
    things: 'Ballroom BigBand Tailcoat Gown Judges',
    moves: 'Lockstep ChasseTurn Pepperpot Hop Skip',
    verbs: 'Hop Skip Glide',
    names: 'QuickQuickSlow QuickstepAroundTheRoom HopSkipGlide QuickstepLockstepDare QuickstepRace',
  },
  'paso doble': {
    things: 'Cape Drum Arena Spain Gown',
    moves: 'CapeSwirl Stamp Promenade Appel Chasse',
    verbs: 'Stamp March Pose Swirl',
    names: 'CapeSwirlChallenge PasoDobleDrama PasoDobleFinalPose PasoDobleStomp PasoDobleEntrance',
  },
  'harlem shake': {
    things: 'Helmet Mask Office Dorm Team Crowd',
    moves: 'Flail Jerk Shake Freeze',
    verbs: 'Shake Flail Bounce Jerk',
    names:
      'DoTheHarlemShake OnePersonThenEveryone HarlemShakeRevival OfficeHarlemShake HarlemShakeInCostume',
  },
  'jason derulo': {
    things: 'Mic Hallway Pool Studio Sneakers',
    moves: 'Choreo BodyRoll Spin Slide Strut',
    verbs: 'Spin Slide Strut',
    names:
      'JasonDeruloIntro SavageLoveChallenge JasonDeruloChoreo JasonDeruloDanceOff WiggleChallenge',
    also: 'derulo',
  },
  hora: {
    things: 'Chair Clarinet Playlist Circle Wedding BarMitzvah',
    moves: 'Grapevine Circle Kick Stomp Clap',
    verbs: 'Kick Stomp Clap Spin',
    names: 'JoinTheCircle HavaNagilaChallenge WeddingHora HoraWithGrandpa HoraGrapevineChallenge',
  },
  bluey: {
    things: 'Backyard Couch Balloon Dog Bandit Bingo',
    moves: 'DanceMode Wiggle Shimmy Freeze',
    verbs: 'Wiggle Shimmy Spin Stomp',
    names:
      'DanceModeChallenge BlueyFreezeDance DanceModeWithDad BlueyFamilyDance BlueyKeepyUppyDance',
  },
  rockettes: {
    things: 'Kickline Sequins Christmas Antlers RadioCity WoodenSoldier',
    moves: 'EyeHighKick Kickline Precision Tap March',
    verbs: 'Kick Tap March',
    names: 'EyeHighKicks ChristmasKickline WoodenSoldierMarch RockettesKickCount KicklineAtHome',
    also: 'rockette',
  },
  boogie: {
    things: 'DiscoBall Platforms Dancefloor Jukebox Vinyl Lights',
    moves: 'Shimmy Hustle Bump Strut',
    verbs: 'Shimmy Strut Spin Groove',
    names:
      'BoogieDanceOff BoogieDownFriday BoogieInTheKitchen BoogieWithGrandma BoogieWonderlandDance',
    verb: true,
  },
  groove: {
    things: 'Speaker Playlist Kitchen Headphones Vinyl Bassline',
    moves: 'BodyRoll Bounce Sway Shuffle',
    verbs: 'Bop Sway Bounce',
    names: 'FindYourGroove GrooveChainChallenge KitchenGroove GrooveToTheBassline GrooveOfTheDay',
    verb: true,
  },
  shimmy: {
    things: 'Shoulders Tassels Sequins Stage Mirror',
    moves: 'ShoulderShake HipSway Fringe Twirl Spin',
    verbs: 'Shake Sway Twirl Bounce',
    names:
      'ShoulderShimmyChallenge ShimmyOff TasselShimmyChallenge ShimmyWithGrandma ShimmyDownLow',
    verb: true,
  },
  'mexican hat dance': {
    things: 'Sombrero Mariachi Ribbons Fiesta Boots',
    moves: 'HeelToe SombreroCircle Zapateado Hop Twirl',
    verbs: 'Hop Stomp Twirl Kick',
    names:
      'HatDanceChallenge JarabeTapatioChallenge SombreroCircle JarabeWithAbuela HatDanceHeelToe',
    also: 'jarabetapatio',
  },
  folklorico: {
    things: 'Ribbons Boots Mariachi Falda Rebozo Stage',
    moves: 'SkirtSwirl HeelToe Zapateado Grito Faldeo',
    verbs: 'Stomp Twirl Swirl',
    names:
      'ZapateadoChallenge FolkloricoTwirl FolkloricoGritoChallenge FolkloricoWithAbuela FolkloricoSkirtSwirl',
    also: 'balletfolklorico',
  },
  'lion dance': {
    things: 'LionHead Drum Gong Cymbals Lanterns RedEnvelope',
    moves: 'HeadShake DrumRoll Pounce Blink Leap',
    verbs: 'Shake Leap Pounce',
    names: 'LionDanceAtHome LionDanceDrums LionDancePounce LunarNewYearDance LionDanceHeadShake',
  },
  tinikling: {
    things: 'Bamboo Poles Barefoot Philippines Drums',
    moves: 'PoleHop BambooJump Clap Skip Cross',
    verbs: 'Hop Jump Skip Clap',
    names:
      'BambooPoleChallenge TiniklingSpeedUp DontGetCaught TiniklingWithFriends TiniklingDoubleTime',
  },
  stomp: {
    things: 'Brooms Buckets Bins Lids Boots Sink',
    moves: 'BroomBeat LidCrash Footwork Sweep',
    verbs: 'Clap Sweep Drum',
    names: 'BroomBeatChallenge BucketBeatStomp KitchenStomp StompWithTheLids RecyclingBinBeat',
    verb: true,
  },
  'body percussion': {
    things: 'Hands Chest Feet Classroom Circle',
    moves: 'ChestPat ThighSlap Clap Snap Stomp',
    verbs: 'Clap Snap Stomp Pat',
    names: 'HumanDrumKit ClapSnapStomp CupSongChallenge BodyBeatChallenge ClassroomClapBack',
  },
  kizomba: {
    things: 'DanceFloor Speaker Sneakers Angola SocialNight',
    moves: 'Pivot Saida Ginga Walk Sway',
    verbs: 'Sway Pivot Glide',
    names:
      'EmbraceAndWalk KizombaSaidaChallenge KizombaInTheKitchen KizombaSlowWalk KizombaSocialNight',
  },
  twice: {
    things: 'Lightstick Candybong Stage Fancam Photocard',
    moves: 'TTPose PointChoreo DanceBreak Formation HandHeart',
    verbs: 'Spin Pose Bop',
    names: 'TTChallenge FancyChallenge CheerUpChallenge TwiceRandomPlay TwiceDanceCover',
    spelled: 'TWICE',
  },
  seventeen: {
    things: 'Lightstick Caratbong Stage Fancam Photocard',
    moves: 'PointChoreo DanceBreak Formation Wave HandHeart',
    verbs: 'Spin Pose Bop',
    names:
      'VeryNiceChallenge SuperChallenge SeventeenInSync SeventeenRandomPlay SeventeenDanceCover',
    spelled: 'SEVENTEEN',
  },
  exo: {
    things: 'Lightstick Stage Fancam Photocard Mic',
    moves: 'GrowlStep CallMeBaby PointChoreo DanceBreak Formation',
    verbs: 'Spin Pose Bop',
    names: 'GrowlChallenge CallMeBabyChallenge LoveShotChallenge EXOInSync EXORandomPlay',
    spelled: 'EXO',
  },
  'monster mash': {
    things: 'Costume Cobweb Pumpkin Coffin Lab Cape',
    moves: 'ZombieWalk Mash MonsterStomp SpookyShuffle Graveyard',
    verbs: 'Mash Stomp Shuffle',
    names:
      'DoTheMash MonsterMashInCostume ItCaughtOnInAFlash MonsterMashChallenge MonsterMashFamily',
  },
  navratri: {
    things: 'Dandiya ChaniyaCholi Lights Dhol Mirrorwork Lantern',
    moves: 'Garba Dandiya Clap Spin Twirl Circle',
    verbs: 'Twirl Clap Spin',
    names:
      'NineNightsOfGarba DandiyaStickChallenge NavratriTwirl GarbaInTheCircle NavratriWithFamily',
  },
  carnival: {
    things: 'Feathers Headdress Drums SteelPan Parade Float Sequins',
    moves: 'Samba Soca Jump Wave Shimmy Parade',
    verbs: 'Jump Wave Shimmy Parade',
    names:
      'SocaJumpAndWave CarnivalSambaChallenge CarnivalFeatherShimmy SambaInTheStreet CarnivalJumpUp',
    also: 'carnaval',
  },
} as const satisfies KeywordEntries;
