/**
 * What we know about the keywords creators type most with pet in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const PET_KEYWORDS = {
  dog: {
    things: 'Ball Leash Bone Treat Collar Tail Paw Frisbee Stick Squeaker Bandana Park',
    moves: 'Zoomies Fetch Sit Shake HighFive RollOver PlayDead Spin Speak BellyRub HeadTilt',
    verbs: 'Fetch Sit Spin Shake Howl Wag Sniff Cuddle',
    names:
      'InvisibleWallChallenge TreatOnNoseChallenge GoodBoyOlympics HeadTiltChallenge WhichHandChallenge',
    also: 'doggo doggy pooch',
  },
  cat: {
    things: 'Box Whisker Laser Yarn Toebeans Tail Sunbeam Window Feather Blanket',
    moves: 'SlowBlink Loaf Zoomies Pounce Biscuits Blep Headbutt Stretch Chirp',
    verbs: 'Purr Pounce Meow Chirp Stretch Knead Nap',
    names:
      'IfItFitsISits SlowBlinkChallenge CatSquareChallenge CatLoafChallenge CatTapeWallChallenge',
    also: 'kitty',
  },
  puppy: {
    things: 'Paws Ears Toy Leash Blanket Crate Kibble Chew Belly Nose',
    moves: 'HeadTilt Zoomies Sit Fetch FirstWalk Nap PawShake TugOfWar Boop',
    verbs: 'Wiggle Nap Fetch Snuggle Chew',
    names: 'PuppyEyesChallenge PuppyFirstSnow PuppyFirstTrick PuppySitStayChallenge PuppyVsMirror',
    also: 'pup',
  },
  kitten: {
    things: 'Yarn Box Feather WandToy Toebeans Whiskers Paws Blanket Belly Litter',
    moves: 'Pounce Zoomies Biscuits Climb Nap Chase Purr Ambush',
    verbs: 'Pounce Purr Climb Nap Chase',
    names: 'TinyTigerChallenge KittenAmbush KittenVsFeather KittenWandToyChase KittenVsMirror',
  },
  'golden retriever': {
    things: 'TennisBall Stick Smile Sock Lake Fluff Leash Ears Feathers Sunshine',
    moves: 'Fetch Swim Zoomies Carry Greet Splash Sit Lean',
    verbs: 'Fetch Swim Carry Greet Wag',
    names:
      'GoldenSmileChallenge GoldenWelcomeHome GoldenSockHeist GoldenCarryChallenge GoldenLakeSplash',
    also: 'golden',
  },
  husky: {
    things: 'Snow BlueEyes Fluff Sled Leash Harness Tail Coat Blanket Mask',
    moves: 'Howl TalkBack Zoomies SnowRoll SideEye Tantrum Awoo',
    verbs: 'Howl Talk Pull Dig Run',
    names: 'HuskyTalkBack HuskyHowlOff HuskySnowZoomies HuskyAwooAlong HuskyTantrum',
  },
  corgi: {
    things: 'Ears Fluff Paws Beach Meadow Frisbee Sunbeam Smile Beans Loaf',
    moves: 'Sploot Zoomies Waddle Hop Herd Bounce Boop Sprint',
    verbs: 'Sploot Waddle Hop Herd Bounce',
    names: 'SplootChallenge WaddleLikeACorgi CorgiButtWiggle CorgiLoafCheck CorgiBeachDay',
  },
  'french bulldog': {
    things: 'BatEars Snore Wrinkles Bandana Couch Sweater Belly Snout Harness Beans',
    moves: 'Sploot Snore Zoomies Snort SideEye FrogLegs Hop Snuggle',
    verbs: 'Snore Snort Snuggle Sploot',
    names: 'FrenchieSnoreOff BatEarsUp SnortLikeAFrenchie FrenchieFrogLegs FrenchieSplootCheck',
    also: 'frenchie',
  },
  labrador: {
    things: 'TennisBall Stick Lake Puddle Snack Sock Tail Bowl Leash Couch',
    moves: 'Fetch Swim Splash Zoomies Catch Sit Beg Retrieve',
    verbs: 'Fetch Swim Splash Sniff Catch',
    names: 'LabSplashZone LabPuddleJump LabFetchRelay LabTennisBallHoard LabSnackHeist',
    also: 'labradorretriever',
  },
  'german shepherd': {
    things: 'Ears Ball Frisbee Leash Nose Yard Coat Harness Tail Badge',
    moves: 'Fetch Heel Agility Jump Howl SitStay Tracking',
    verbs: 'Fetch Jump Heel Guard Track',
    names:
      'ShepherdEarsUp ShepherdTalkBack ShepherdStareDown ShepherdFrisbeeCatch ShepherdSniffTest',
    also: 'gsd alsatian',
  },
  pug: {
    things: 'Wrinkles Snore Tongue CurlyTail Couch Bandana Snout Belly Blanket Eyes',
    moves: 'HeadTilt Snore Sploot Zoomies Snort Waddle Snuggle',
    verbs: 'Snore Snort Waddle Snuggle',
    names: 'PugSnoreOff PugHeadTiltChallenge SmooshFaceSelfie PugSplootCheck PugCurlyTailWag',
  },
  dachshund: {
    things: 'Legs Ears Blanket Sweater Belly Cushion Nose Tail Ramp Snout',
    moves: 'Burrow Zoomies Waddle Dig Trot Hop Sprint',
    verbs: 'Burrow Dig Waddle Sniff',
    names:
      'WienerDogRace LongBoyChallenge BlanketBurrowChallenge DachshundBurritoWrap DoxieSweaterWeather',
    also: 'doxie wienerdog sausagedog',
  },
  chihuahua: {
    things: 'Sweater Ears Blanket Purse Bed Jacket Eyes Teeth Bone Bark',
    moves: 'SideEye Shiver Burrow Zoomies Strut Spin',
    verbs: 'Bark Strut Spin Burrow',
    names:
      'ChihuahuaStareDown ChihuahuaSideEye ChihuahuaBlanketBurrow ChihuahuaStrutWalk ChihuahuaInASweater',
  },
  pomeranian: {
    things: 'Fluff Mane Brush Bow Tail Sweater Coat Paws Bed Bark',
    moves: 'Spin Twirl Zoomies Hop Strut Bounce Sploot',
    verbs: 'Spin Twirl Bounce Strut',
    names: 'PomSpinChallenge PomTwirlOnCue PomBrushOut PomTeddyBearCut FluffyPomParade',
    also: 'pom',
  },
  poodle: {
    things: 'Curls PomPom Bow Haircut Groomer Poof Ears Tail Coat Clippers',
    moves: 'Prance Spin Twirl Leap Trot Fetch',
    verbs: 'Prance Twirl Leap Trot',
    names: 'PoodleGroomReveal PoodlePrance PoodleTrickShow PoodleAgilityHoop PoodleFreshCut',
  },
  beagle: {
    things: 'Nose Ears Snack Trail Tail Paws Yard Couch Leash Scent',
    moves: 'Howl Sniff Beg Zoomies Dig Tracking',
    verbs: 'Howl Sniff Track Dig',
    names: 'BeagleHowlOff BeagleSniffTest FindTheTreatBeagle BeagleScentTrail BeagleSnackHeist',
  },
  'border collie': {
    things: 'Frisbee Ball Sheep Field Hoop Tunnel Cones Whistle Paws Eyes',
    moves: 'Herding Catch Weave Sprint Stare Slalom',
    verbs: 'Herd Catch Weave Sprint Jump',
    names:
      'SmartestDogChallenge CollieFrisbeeCatch CollieNameThatToy CollieWeavePoles CollieHerdsTheKids',
  },
  'shiba inu': {
    things: 'Smile CurlyTail Doge Fluff Leash Paws Snow Coat Stare Bath',
    moves: 'SideEye Scream Flop Zoomies Strut Smile',
    verbs: 'Scream Flop Smile Strut',
    names: 'ShibaScream ShibaSideEye ShibaRefusesToWalk ShibaSmileCheck ShibaBathDayDrama',
    also: 'shiba',
  },
  goldendoodle: {
    things: 'Curls Fluff Haircut Groomer Beard Ears Paws Teddy Mop Couch',
    moves: 'Zoomies Bounce Fetch Cuddle Splash Hug Lean',
    verbs: 'Bounce Cuddle Hug Splash',
    names: 'DoodleBeforeAndAfter DoodleZoomies DoodleHugChallenge DoodleBathReveal DoodleFreshCut',
    also: 'labradoodle bernedoodle',
  },
  bulldog: {
    things: 'Wrinkles Jowls Skateboard Snore Couch Belly Underbite Harness Slobber Drool',
    moves: 'Skateboard Snore Sploot Waddle Snort Surf',
    verbs: 'Skate Snore Waddle Snort',
    names:
      'BulldogSnoreOff BulldogJowlsInSlowMo BulldogSplootCheck BulldogWaddleWalk BulldogOnASkateboard',
    also: 'englishbulldog',
  },
  rabbit: {
    things: 'Carrot Ears Hay Tunnel Lettuce Hutch Tail Paws Nose Pen',
    moves: 'Binky Hop Flop Zoomies Loaf Dig Thump',
    verbs: 'Hop Binky Flop Dig Munch',
    names: 'BinkyChallenge BunnyHopOff BunnyFlop BunnyCarrotCrunch BunnyTunnelRun',
    also: 'bunny',
  },
  hamster: {
    things: 'Wheel Cheeks Seeds Tunnel Cage Maze Bedding Nest Tube Ball',
    moves: 'WheelSprint MazeRun Burrow Stash Climb Nibble',
    verbs: 'Nibble Burrow Stash Climb Run',
    names:
      'HamsterMazeChallenge HamsterCardboardCastle HamsterSnackStash HamsterCheekCheck HamsterWheelCam',
  },
  'guinea pig': {
    things: 'Carrot Hay Lettuce Veggies Pepper Hideout Tunnel Fleece Pen Snout',
    moves: 'Popcorn Zoomies Wheek Munch Sprint PiggyTrain',
    verbs: 'Popcorn Wheek Munch Squeak',
    names: 'GuineaPigPopcorn PiggyTrain WheekForVeggies GuineaPigSaladBar GuineaPigObstacleCourse',
    also: 'cavy',
  },
  parrot: {
    things: 'Feathers Perch Cage Beak Wings Seeds Cracker Mirror Bell Shoulder',
    moves: 'Whistle Dance Mimic Song FirstWord HeadBob Wave Peekaboo',
    verbs: 'Talk Whistle Sing Mimic Dance Squawk',
    names: 'TeachYourParrotAWord ParrotKaraoke ParrotWhistleBack ParrotDanceParty ParrotPeekaboo',
  },
  horse: {
    things: 'Saddle Mane Hay Carrot Apple Barn Stable Hooves Bridle Paddock',
    moves: 'Gallop Trot Jump Braid Groom Canter',
    verbs: 'Gallop Trot Ride Groom Jump',
    names: 'BraidTheMane HorseHugChallenge HorseCarrotStretch GroomYourHorseASMR HorseManeMakeover',
    also: 'pony',
  },
  goldfish: {
    things: 'Bowl Tank Bubbles Castle Flakes Pebbles Fins Plants Pond Filter',
    moves: 'TankTour Swim Glide FeedingTime Bubble Wiggle',
    verbs: 'Swim Glide Wiggle',
    names: 'GoldfishHoopTrick GoldfishCastleBuild TankGlowUp GoldfishPlantedTank GoldfishTankTour',
  },
  aquarium: {
    things: 'Tank Fish Coral Plants Bubbles Shrimp Snail Gravel Driftwood Filter',
    moves: 'FeedingTime Swim Glide TankTour Aquascape WaterChange',
    verbs: 'Swim Feed Glide',
    names:
      'AquascapeChallenge FishTankMakeover NanoTankChallenge AquariumFeedingCam TankTourChallenge',
    also: 'fishtank',
  },
  turtle: {
    things: 'Shell Pond Lettuce Strawberry Rock Tank Log Lamp Flippers Sand',
    moves: 'Bask Swim Race Crawl Snack Hide Peek',
    verbs: 'Bask Swim Crawl Hide Munch',
    names:
      'TurtleRace SlowAndSteadyChallenge TurtleBaskingSpot TurtleShellScrub TurtleStrawberryASMR',
  },
  tortoise: {
    things: 'Shell Strawberry Garden Lettuce Dandelion Lawn Rock Lamp Legs Burrow',
    moves: 'Race Stroll Munch Bask Zoom Climb',
    verbs: 'Stroll Munch Bask Climb',
    names:
      'TortoiseRace TortoiseStrawberryMunch TortoiseGardenStroll TortoiseDandelionFeast TortoiseZoomies',
  },
  'bearded dragon': {
    things: 'Beard Hammock Crickets Greens Lamp Rock Scales Tail Log Tank',
    moves: 'ArmWave HeadBob Bask Sunbathe BeardPuff Snack',
    verbs: 'Wave Bask Munch Climb',
    names: 'BeardieArmWave BeardieHeadBob BeardieHammockNap BeardieCricketHunt BeardieBathTime',
    also: 'beardie',
  },
  snake: {
    things: 'Scales Tongue Tail Branch Tank Rock Heater Hide Lamp Stripes',
    moves: 'Shed Slither Coil Yawn TongueFlick Climb Stretch',
    verbs: 'Slither Coil Shed Flick',
    names: 'SnakeShedReveal PerfectShedChallenge SnakeBranchClimb SnakeYawnCam SnakeTankTour',
  },
  ferret: {
    things: 'Tube Tunnel Sock Hammock Ball Ribbon Bed Harness Treats Cage',
    moves: 'WarDance Zoomies Dook Stash Flop Hop',
    verbs: 'Dook Stash Hop Steal Flop',
    names: 'FerretWarDance FerretDookChallenge FerretSockHeist FerretTubeRace FerretBallPit',
  },
  hedgehog: {
    things: 'Quills Apple Ball Wheel Blanket Bath Toothbrush Nose Tunnel Hat',
    moves: 'CurlUp Unroll Sniff Explore Huff Bathe',
    verbs: 'Curl Roll Sniff Huff Snooze',
    names: 'HedgieCurlUp HedgehogUnrollReveal HedgehogBubbleBath HedgieWheelRun HedgehogHuffCheck',
    also: 'hedgie',
  },
  goat: {
    things: 'Horns Hay Barn Fence Rocks Bell Pen Hill Carrot Scarf',
    moves: 'Parkour Climb Headbutt Scream Hop Bleat Pronk',
    verbs: 'Climb Jump Bleat Hop',
    names: 'GoatYogaChallenge GoatParkour BabyGoatZoomies GoatScreamChallenge GoatHillClimb',
  },
  pig: {
    things: 'Snout Mud Apples Tail Hooves Straw Blanket Ears Pen Barn',
    moves: 'MudBath Oink Trot Sploot Snuggle Spin Sit',
    verbs: 'Oink Trot Snuggle Root Spin',
    names: 'MiniPigTricks MiniPigSpinTrick OinkBackChallenge MiniPigMudBath MiniPigZoomies',
    also: 'minipig',
  },
  rat: {
    things: 'Cage Hammock Tunnel Snacks Tail Whiskers Shoulder Peas Maze Cheese',
    moves: 'HighFive MazeRun Climb Fetch Squeak Groom Spin',
    verbs: 'Climb Squeak Groom Nibble Fetch',
    names: 'RatHighFive RatMazeRun RatPeaFishing RatShoulderRide RatSpinTrick',
    also: 'petrat',
  },
  budgie: {
    things: 'Millet Perch Mirror Bell Swing Cage Seeds Feathers Ladder Cuttlebone',
    moves: 'StepUp Chirp Whistle FirstWord HeadBob Preen Flutter',
    verbs: 'Chirp Whistle Talk Preen Flutter',
    names: 'BudgieStepUp BudgieFirstWords BudgieSingAlong BudgieHeadBobBeat BudgieMilletHunt',
    also: 'parakeet budgerigar',
  },
  gecko: {
    things: 'Crickets Tail Toes Spots Leaf Moss Rock Hide Lamp Tank',
    moves: 'Smile EyeLick TailWiggle Climb Shed Yawn',
    verbs: 'Climb Lick Shed Smile Wiggle',
    names: 'SmileLikeAGecko GeckoEyeLick GeckoTailWiggle GeckoClimbCam GeckoShedDay',
    also: 'leopardgecko',
  },
  axolotl: {
    things: 'Gills Smile Tank Worms Frills Plants Pebbles Fins Bubbles Cave',
    moves: 'Smile Swim Float Wiggle Gulp Glide',
    verbs: 'Swim Float Gulp Glide',
    names: 'SmileLikeAnAxolotl AxolotlGulpASMR AxolotlTankTour AxolotlWormTime AxolotlTankGlowUp',
  },
  chinchilla: {
    things: 'Dust Fluff Hay Ledge Whiskers Ears Cage Wheel Tunnel Blocks',
    moves: 'DustBath Popcorn WallSurf Jump Roll Zoomies',
    verbs: 'Roll Jump Bounce Nibble',
    names:
      'ChinchillaDustBath ChinchillaWallSurf ChinchillaPopcorn ChinchillaLedgeHop ChinchillaFluffCheck',
  },
  rottweiler: {
    things: 'Jowls Ball Yard Couch Drool Paws Chest Collar Harness Nub',
    moves: 'NubWiggle Lean Zoomies Fetch Sit Rumble Guard',
    verbs: 'Lean Wiggle Guard Rumble',
    names:
      'RottieNubWiggle RottieLeanChallenge RottieRumbleBack RottieSitStayChallenge RottieBallDrop',
    also: 'rottie',
  },
  doberman: {
    things: 'Ears Ball Couch Blanket Yard Collar Coat Harness Nose Legs',
    moves: 'Zoomies Sprint Lean Heel Sit Stare Jump',
    verbs: 'Sprint Lean Heel Guard',
    names: 'DobieLean DobieZoomies DobieHeelChallenge DobieEarsUp DobermanCuddles',
    also: 'dobie dobermann',
  },
  boxer: {
    things: 'Ball Jowls Couch Toy Bandana Harness Paws Chest Ears Blanket',
    moves: 'Wiggle KidneyBean Zoomies Hop PawBox Lean',
    verbs: 'Wiggle Hop Lean Bounce',
    names: 'BoxerKidneyBeanDance BoxerWiggleChallenge BoxerPawBox BoxerLeanIn BoxerZoomiesCam',
  },
  'great dane': {
    things: 'Couch Lap Legs Paws Ears Jowls Bed Tail Doorway Scooby',
    moves: 'LapSit Lean Zoomies Stretch Sploot Hug',
    verbs: 'Lean Stretch Hug Trot',
    names: 'GentleGiantChallenge GreatDaneLapDog GreatDaneLean GreatDaneStretch BiggestLapDog',
  },
  'bernese mountain dog': {
    things: 'Fluff Snow Smile Coat Brush Paws Trail Cart Blanket Meadow',
    moves: 'Lean Flop SnowRoll Hike Zoomies Hug',
    verbs: 'Lean Flop Hug Hike',
    names: 'BernerLeanChallenge BernerSnowZoomies BernerBrushOut BernerHikeDay BernerSmile',
    also: 'bernese berner',
  },
  'australian shepherd': {
    things: 'Frisbee BlueEyes Ball Merle Field Sheep Hoop Cones Trail Nub',
    moves: 'Frisbee Herding Spin HighFive Weave Zoomies Jump',
    verbs: 'Herd Spin Weave Catch Jump',
    names: 'AussieFrisbeeCatch AussieZoomies AussieWeaveChallenge AussieHighFive AussieSpinTrick',
    also: 'aussie miniaussie',
  },
  'shih tzu': {
    things: 'Topknot Bow Brush Pillow Sweater Groomer Beard Fringe Cushion Bed',
    moves: 'Strut HeadTilt Zoomies Spin Prance Snuggle',
    verbs: 'Strut Prance Spin Snuggle',
    names: 'ShihTzuStrut TopknotGlowUp ShihTzuHeadTilt ShihTzuBrushOut ShihTzuPuppyCut',
    also: 'shihtsu',
  },
  yorkie: {
    things: 'Bow Topknot Purse Sweater Brush Coat Ears Bed Jacket Toy',
    moves: 'Strut Zoomies Spin Prance Bark Burrow',
    verbs: 'Strut Bark Spin Prance',
    names: 'YorkieStrut YorkieBowOfTheDay YorkieSpinTrick YorkieBlanketBurrow YorkieGroomReveal',
    also: 'yorkshireterrier',
  },
  maltese: {
    things: 'Coat Bow Brush Topknot Bath Blanket Sweater Pillow Eyes Nose',
    moves: 'Prance Spin Twirl Snuggle Hop Zoomies',
    verbs: 'Prance Spin Twirl Snuggle',
    names: 'MalteseMakeover MalteseTwirl MalteseTopknotTime MalteseBathDay MalteseGroomReveal',
  },
  cavalier: {
    things: 'Ears Lap Couch Cushion Blanket Eyes Paws Curls Ribbon Feathers',
    moves: 'Snuggle Cuddle LapSit Trot Gaze Zoomies',
    verbs: 'Snuggle Cuddle Trot Wag',
    names: 'CavalierEarFlop CavalierGazeChallenge CavalierCuddles CavalierEarBrush CavalierLapDog',
    also: 'cavalierkingcharles',
  },
  samoyed: {
    things: 'Smile Fluff Snow Cloud Coat Brush Sled Blanket Paws Tail',
    moves: 'Smile Zoomies SnowRoll Talk Howl Flop',
    verbs: 'Smile Howl Talk Flop',
    names:
      'SamoyedSmileChallenge WalkingCloudChallenge SamoyedTalkBack SamoyedBrushOut SamoyedSnowDay',
  },
  pitbull: {
    things: 'Smile FlowerCrown Couch Blanket Ball Sweater Tongue Collar Paws Bandana',
    moves: 'Wiggle Cuddle Lean Zoomies Smile Sploot',
    verbs: 'Wiggle Lean Cuddle Smile',
    names:
      'PittieSmileChallenge FlowerCrownPittie PittieWiggleButt PittieSplootCheck PittieCuddles',
    also: 'pittie pitty',
  },
  'jack russell': {
    things: 'Ball Frisbee Stick Yard Fence Garden Hole Toy Collar Paws',
    moves: 'HighJump Fetch Dig Zoomies Spin Sprint Bounce',
    verbs: 'Jump Dig Fetch Sprint',
    names:
      'JackRussellHighJump PogoStickPup JackRussellFetchRelay JackRussellSpinTrick JackRussellToyHunt',
    also: 'jackrussellterrier',
  },
  bichon: {
    things: 'Fluff Curls Haircut Groomer Bow Brush Eyes Nose Blanket Pompom',
    moves: 'Zoomies Spin Bounce Twirl Prance Hop',
    verbs: 'Bounce Spin Twirl Hop',
    names: 'BichonBlitz BichonTwirl BichonFluffCheck BichonFreshCut BichonGroomReveal',
    also: 'bichonfrise',
  },
  schnauzer: {
    things: 'Beard Mustache Eyebrows Groomer Coat Ears Snack Window Couch Bandana',
    moves: 'Bark SideEye Zoomies Guard Sit Spin',
    verbs: 'Bark Guard Spin Sniff',
    names:
      'MatchYourSchnauzer MustacheTrimReveal SchnauzerSideEye SchnauzerBeardCheck SchnauzerWindowWatch',
  },
  greyhound: {
    things: 'Couch Sweater Legs Blanket Pajamas Bed Track Collar Coat Nose',
    moves: 'Zoomies Sprint Nap Stretch Lean Burrow',
    verbs: 'Sprint Nap Lean Stretch',
    names:
      'GreyhoundRoachNap GreyhoundZoomies CouchPotatoGreyhound GreyhoundBlanketBurrow GreyhoundInPajamas',
    also: 'italiangreyhound',
  },
  dalmatian: {
    things: 'Spots Firetruck Coat Ears Collar Couch Ball Leash Nose Tail',
    moves: 'Zoomies Smile Sprint Spin Jump Prance',
    verbs: 'Sprint Spin Jump Smile',
    names: 'CountTheSpots DalmatianSpotMatch DalmatianHighFive DalmatianZoomies DalmatianDressUp',
  },
  akita: {
    things: 'Tail Coat Snow Ears Fluff Leash Bed Yard Bowl Curl',
    moves: 'Stare Zoomies Talk Howl Flop Sulk',
    verbs: 'Stare Talk Howl Guard',
    names: 'AkitaSideEye AkitaTalkBack AkitaSnowZoomies AkitaFlopChallenge AkitaBrushOut',
  },
  malamute: {
    things: 'Snow Sled Fluff Coat Harness Blanket Bed Paws Mask Tail',
    moves: 'Howl Talk Woo SnowRoll Zoomies Pull Sulk',
    verbs: 'Howl Talk Pull Dig',
    names: 'MalamuteWoo MalamuteTalkBack MalamuteSnowRoll MalamuteFluffCheck MalamuteSnowZoomies',
    also: 'alaskanmalamute',
  },
  'cane corso': {
    things: 'Jowls Ears Couch Chest Collar Harness Yard Ball Paws Blanket',
    moves: 'Lean Cuddle Sit Heel Guard Zoomies',
    verbs: 'Guard Lean Heel Cuddle',
    names: 'CorsoLean CorsoLapDogChallenge CorsoGentleGiant CorsoSitStay CorsoCuddles',
  },
  'basset hound': {
    things: 'Ears Jowls Nose Legs Belly Couch Trail Scent Bed Snack',
    moves: 'Howl Sniff Waddle Flop Nap Trot',
    verbs: 'Howl Sniff Waddle Flop',
    names: 'BassetHowlOff BassetWaddle EarFlopInSlowMo BassetSniffTrail BassetHoundNapSpot',
    also: 'basset',
  },
  'saint bernard': {
    things: 'Drool Snow Fluff Barrel Jowls Couch Paws Blanket Coat Mountain',
    moves: 'Lean Flop SnowRoll Nap Hug Trot',
    verbs: 'Lean Flop Hug Nap',
    names:
      'SaintBernardHug SaintBernardLean SaintBernardSnowRoll SaintBernardDroolCheck SaintBernardSnowDay',
    also: 'stbernard',
  },
  'boston terrier': {
    things: 'Tuxedo Eyes Ears Bandana Couch Sweater Ball Bed Collar Snout',
    moves: 'Zoomies Snort Spin Hop SideEye Snuggle',
    verbs: 'Snort Spin Hop Snuggle',
    names: 'BostonSnortOff BostonSideEye BostonSpinTrick BostonTerrierHop BostonTuxedoDressUp',
  },
  'bull terrier': {
    things: 'EggHead Snout Eyes Ball Couch Bed Collar Sweater Toy Patch',
    moves: 'Zoomies Spin Wiggle Lean Hop Trancing',
    verbs: 'Spin Wiggle Lean Hop',
    names:
      'BullTerrierTranceWalk BullTerrierSmile BullTerrierSpin BullTerrierToyHunt BullTerrierZoomies',
  },
  whippet: {
    things: 'Sweater Couch Blanket Pajamas Legs Bed Coat Field Nose Ears',
    moves: 'Zoomies Sprint Burrow Nap Lean Stretch',
    verbs: 'Sprint Burrow Nap Zoom',
    names:
      'WhippetBlanketBurrito WhippetZoomies WhippetFieldSprint WhippetRoachNap WhippetInPajamas',
  },
  westie: {
    things: 'Coat Brush Ears Tail Snout Ball Scarf Garden Bed Blanket',
    moves: 'Dig Zoomies Bark Trot Spin Sit',
    verbs: 'Dig Bark Trot Spin',
    names: 'WestieWiggleChallenge WestieBathReveal WestieDigDay WestieSpinTrick WestieBrushOut',
    also: 'westhighlandterrier',
  },
  havanese: {
    things: 'Coat Bow Curls Brush Ears Couch Lap Sweater Bed Toy',
    moves: 'Spin Bounce Zoomies Twirl HighFive Prance',
    verbs: 'Spin Bounce Twirl Prance',
    names: 'HavaneseHop HavaneseSpin HavaneseHighFive HavaneseTrickShow HavaneseBowOfTheDay',
  },
  papillon: {
    things: 'Ears Fringe Fluff Hoop Tunnel Bow Toy Couch Bed Coat',
    moves: 'Agility Spin Jump Twirl Zoomies HighFive',
    verbs: 'Spin Jump Twirl Flutter',
    names:
      'PapillonJumpChallenge FlyingEarsInSlowMo PapillonAgilityRun PapillonSpinTrick PapillonHighFive',
  },
  weimaraner: {
    things: 'Coat Ears Eyes Couch Field Ball Blanket Leash Nose Legs',
    moves: 'Zoomies Lean Sprint Point Stare Burrow',
    verbs: 'Lean Sprint Point Burrow',
    names: 'VelcroDogChallenge WeimaranerStare WeimZoomies WeimLeanChallenge WeimBlanketBurrow',
    also: 'weim',
  },
  tabby: {
    things: 'Stripes Whiskers Box Sunbeam Window Toebeans Tail Blanket Laser Yarn',
    moves: 'SlowBlink Loaf Pounce Biscuits Stretch Zoomies Chirp',
    verbs: 'Pounce Purr Knead Stretch',
    names:
      'TigerStripesChallenge TabbyLoafCheck TabbySlowBlink TabbySunbeamNap TinyTigerPhotoshoot',
  },
  'black cat': {
    things: 'Eyes Moon Pumpkin Shadows Couch Window Whiskers Blanket Sunbeam Void',
    moves: 'SlowBlink Loaf Pounce Stare Vanish Zoomies Blep',
    verbs: 'Pounce Stare Purr Hide',
    names: 'SpotTheBlackCat PetTheVoid BlackCatSlowBlink BlackCatVanishAct BlackCatPhotoshoot',
  },
  'orange cat': {
    things: 'Braincell Sunbeam Stripes Box Bowl Couch Window Plant Toebeans Counter',
    moves: 'Zoomies Loaf Sploot Stare Biscuits Pounce ChaosMode',
    verbs: 'Pounce Zoom Nap Meow',
    names:
      'SharingTheBraincell OrangeCatBoxTest OrangeCatTreatPuzzle OrangeCatLoafCheck OrangeCatZoomies',
    also: 'gingercat',
  },
  siamese: {
    things: 'BlueEyes Mask Couch Window Tail Ears Paws Blanket Sunbeam Points',
    moves: 'Talk Meow Chat SlowBlink Fetch Loaf',
    verbs: 'Talk Chat Meow Cuddle',
    names:
      'SiameseTalkBack ChattyCatChallenge SiameseFetchChallenge SiameseMeowOff SiameseSlowBlink',
  },
  'maine coon': {
    things: 'Mane Fluff Tail Paws Tufts Ruff Scale Couch Blanket Window',
    moves: 'Chirp Trill Loaf Fetch Stretch Flop',
    verbs: 'Chirp Trill Stretch Flop',
    names:
      'MaineCoonSizeCheck ChirpBackChallenge MaineCoonFetch MaineCoonBrushOut MaineCoonLapTest',
  },
  ragdoll: {
    things: 'BlueEyes Fluff Lap Blanket Couch Mittens Coat Paws Tail Pillow',
    moves: 'Flop Cuddle Loaf SlowBlink Purr BabyCarry',
    verbs: 'Flop Cuddle Purr Follow',
    names: 'RagdollFlop RagdollBabyCarry FloppyCatChallenge RagdollSlowBlink RagdollLapNap',
  },
  persian: {
    things: 'Fluff Brush Pillow Crown Cushion Bow Coat FlatFace Blanket Eyes',
    moves: 'Loaf Stare Pose Nap Groom SlowBlink',
    verbs: 'Pose Nap Groom Stare',
    names:
      'PersianGroomReveal FluffiestCatChallenge PersianPillowPose PersianLoafCheck PersianStareDown',
  },
  sphynx: {
    things: 'Sweater Wrinkles Blanket Hoodie Ears Toes Sunbeam Belly Bath Heater',
    moves: 'Cuddle Burrow Zoomies Bathe Loaf Stretch',
    verbs: 'Cuddle Burrow Snuggle Bathe',
    names: 'SphynxInASweater SphynxBathDay SphynxHugChallenge SphynxSunbeamNap SphynxBlanketBurrow',
  },
  bengal: {
    things: 'Spots Leash Harness Wheel Shelf Faucet Feather Tunnel Jungle Rosettes',
    moves: 'Fetch Leap Climb Pounce Zoomies Splash WheelRun',
    verbs: 'Leap Climb Pounce Splash',
    names:
      'MiniLeopardChallenge BengalFetchChallenge BengalOnALeash BengalWheelRun BengalWaterPlay',
  },
  'british shorthair': {
    things: 'Cheeks Belly Coat Eyes Cushion Couch Blanket Window Paws Whiskers',
    moves: 'Loaf Stare Sploot Sit SlowBlink Nap',
    verbs: 'Stare Nap Loaf Sit',
    names:
      'PerfectLoafChallenge ChubbyCheekCheck ShorthairSlowBlink BritishShorthairStare BritishShorthairSit',
    also: 'britishblue',
  },
  'scottish fold': {
    things: 'Ears Cheeks Eyes Paws Couch Blanket Belly Window Cushion Owl',
    moves: 'BuddhaSit Loaf Stare SlowBlink Nap Sploot',
    verbs: 'Sit Stare Nap Purr',
    names:
      'ScottishFoldBuddhaSit OwlFaceSelfie ScottishFoldLoaf ScottishFoldSlowBlink ScottishFoldStare',
  },
  calico: {
    things: 'Patches Spots Whiskers Toebeans Box Sunbeam Window Blanket Coat Tail',
    moves: 'SlowBlink Loaf Pounce Stare Biscuits Zoomies',
    verbs: 'Pounce Stare Purr Knead',
    names: 'CalicoAttitudeCheck CalicoPatchCount CalicoSlowBlink CalicoLoafCheck CalicoPhotoshoot',
    also: 'tortie tortoiseshell',
  },
  'tuxedo cat': {
    things: 'Bowtie Whiskers Mustache Boots Box Window Sunbeam Couch Blanket Bib',
    moves: 'SlowBlink Loaf Pounce Zoomies Stare Strut',
    verbs: 'Pounce Strut Stare Purr',
    names: 'TuxieInABowtie TuxedoCatStrut TuxieSlowBlink TuxieFormalPhotoshoot TuxieChaos',
    also: 'tuxie',
  },
  pet: {
    things: 'Leash Collar Treats Toy Bowl Bed Paws Tail Whiskers Crate',
    moves: 'Zoomies HighFive Fetch Spin Cuddle BellyRub SlowBlink Trick',
    verbs: 'Cuddle Fetch Spin Snuggle Play',
    names:
      'MyPetsSecretTalent PetLookalikeChallenge TeachYourPetATrick PetHighFiveChallenge PetVsMirror',
    also: 'animal',
  },
  duck: {
    things: 'Pond Puddle Pool Feathers Peas Wings Bath Boots Grass Bill',
    moves: 'Waddle Splash Quack Paddle Swim Dive Flap',
    verbs: 'Waddle Quack Splash Paddle',
    names: 'DuckWaddleParade DuckPuddleParty DuckPeaHunt DuckSplashZone QuackAttackChallenge',
    also: 'duckling',
  },
  cow: {
    things: 'Barn Hay Bell Pasture Spots Field Fence Brush Hooves Tail',
    moves: 'Moo Zoomies Graze Frolic Cuddle Headbutt',
    verbs: 'Moo Graze Frolic Cuddle',
    names: 'CowCuddleChallenge MooBackChallenge CowBrushDay CowFrolicChallenge CowScratchSpot',
    also: 'cattle',
  },
  sheep: {
    things: 'Wool Fleece Field Barn Fence Hay Hooves Bell Meadow Clippers',
    moves: 'Baa Graze Leap Headbutt Frolic Shearing',
    verbs: 'Baa Graze Leap Shear',
    names: 'LambHopChallenge SheepShearingReveal SheepBaaBack SheepCountChallenge LambZoomies',
  },
  alpaca: {
    things: 'Fleece Fluff Topknot Field Fence Hay Barn Scarf Teeth Ears',
    moves: 'Hum Frolic Smile Strut Graze Pronk',
    verbs: 'Hum Graze Strut Frolic',
    names: 'AlpacaHairDay AlpacaHumAlong AlpacaWalkChallenge AlpacaTopknotTrim AlpacaHugChallenge',
    also: 'llama',
  },
  donkey: {
    things: 'Ears Carrot Hay Barn Field Fence Mane Hooves Saddle Blanket',
    moves: 'HeeHaw Bray Trot Cuddle Graze Smile',
    verbs: 'Bray Trot Graze Cuddle',
    names: 'HeeHawChallenge MiniDonkeyZoomies DonkeyCarrotTrick DonkeyBrushDay DonkeySmileCheck',
    also: 'minidonkey',
  },
  betta: {
    things: 'Fins Tank Bubbles Plants Leaf Tail Mirror Cave Pellets BubbleNest',
    moves: 'Flare Swim Glide FinShow Hover TankTour',
    verbs: 'Flare Swim Glide Hover',
    names: 'BettaFollowMyFinger BettaFinShow SpotTheBubbleNest BettaTankGlowUp BettaTankTour',
    also: 'bettafish',
  },
  frog: {
    things: 'Pond Lilypad Leaf Moss Rock Log Puddle Toes Crickets Terrarium',
    moves: 'Leap Croak Hop Splash Chirp Blink',
    verbs: 'Leap Croak Hop Splash',
    names: 'FrogLeapChallenge FindTheFrog FrogCroakAlong FrogTerrariumBuild FrogTankTour',
    also: 'toad',
  },
  tarantula: {
    things: 'Legs Fuzz Enclosure Web Burrow Cork Moss Crickets Hide Rock',
    moves: 'Molt Burrow Climb Tiptoe Stretch Wave',
    verbs: 'Climb Burrow Molt Tiptoe',
    names:
      'TarantulaMoltReveal TarantulaTiptoe TarantulaWaveHello TarantulaBurrowCam TarantulaEnclosureBuild',
    also: 'spider',
  },
  capybara: {
    things: 'Orange Yuzu HotSpring Pool Pond Grass Towel Hat Bath Duckling',
    moves: 'Chill Soak Munch Float Nap Sunbathe',
    verbs: 'Chill Soak Munch Float',
    names:
      'ChillLikeACapybara CapybaraOrangeHat CapybaraBathTime CapybaraMunchASMR CapybaraPoolDay',
    also: 'capy',
  },
  otter: {
    things: 'Rock Shell Pebble Whiskers Paws Pool River Kelp Pocket Blanket',
    moves: 'HandHold Juggle Float Swim Dive Squeak Roll',
    verbs: 'Juggle Float Swim Squeak',
    names: 'HoldHandsLikeOtters OtterRockJuggle OtterPebbleHunt OtterFloatNap OtterSplashCam',
  },
  bird: {
    things: 'Feathers Perch Seeds Cage Beak Wings Mirror Bell Swing Millet',
    moves: 'StepUp Chirp Whistle Sing Flutter Preen HeadBob',
    verbs: 'Chirp Whistle Sing Flutter Preen',
    names: 'StepUpChallenge BirdSingAlong TeachYourBirdAWave BirdWhistleBack BirdHeadBobBeat',
    also: 'birb',
  },
  gerbil: {
    things: 'Tunnel Sand Bedding Cage Wheel Seeds Tube Nest Box Burrow',
    moves: 'Dig Burrow Thump Zoomies Nibble SandBath',
    verbs: 'Dig Burrow Nibble Thump',
    names: 'GerbilTunnelTour GerbilDigChallenge GerbilSandBath GerbilBoxCastle GerbilMazeRun',
  },
  'sugar glider': {
    things: 'Pouch Hoodie Pocket Eyes Tail Branch Shoulder Fruit Nectar Blanket',
    moves: 'Glide Leap Climb Snuggle Peek Bark',
    verbs: 'Glide Leap Climb Snuggle',
    names:
      'GlideToMeChallenge SugarGliderPocketPeek SugarGliderClimbCam SugarGliderBonding SugarGliderHoodie',
  },
  'hermit crab': {
    things: 'Shell Sand Tank Coral Rock Claws Sponge Pebbles Moss Water',
    moves: 'ShellSwap Climb Scuttle Peek Dig Molt',
    verbs: 'Climb Scuttle Peek Dig',
    names:
      'PickAShellChallenge HermitCrabShellSwap CrabitatMakeover HermitCrabPeekaboo HermitCrabTankBuild',
  },
  iguana: {
    things: 'Tail Spines Greens Flowers Branch Scales Lamp Shoulder Tank Dewlap',
    moves: 'HeadBob Bask Climb Swim Sunbathe Strut',
    verbs: 'Bask Climb Bob Swim',
    names: 'IguanaHeadBob IguanaSunbathe IguanaSaladBar IguanaBathTime IguanaShoulderRide',
  },
  chameleon: {
    things: 'Colors Tongue Eyes Branch Leaf Vines Tail Crickets Lamp Cage',
    moves: 'ColorChange TongueSnap Sway Climb Grip Blend',
    verbs: 'Blend Sway Climb Grip',
    names:
      'ChameleonColorChange SpotTheChameleon BlendInChallenge ChameleonTongueSnap ChameleonSwayWalk',
  },
  'senior dog': {
    things: 'GreyMuzzle Blanket Bed Sweater Couch Sunbeam Ramp Paws Eyes Garden',
    moves: 'Nap Stroll Snuggle Sniff Lean SlowWalk',
    verbs: 'Nap Stroll Snuggle Sniff',
    names:
      'OldDogNewTricks SeniorDogBucketList GreyMuzzleParade SeniorDogSniffWalk SeniorDogSunbeamNap',
    also: 'olddog seniorpet',
  },
  rescue: {
    things: 'Shelter Home Foster Collar Leash Blanket Bed Toy Kennel Adoption',
    moves: 'Cuddle TailWag Zoomies FirstWalk Snuggle FirstBath Nap',
    verbs: 'Cuddle Snuggle Adopt Foster',
    names:
      'GotchaDayChallenge RescueDay1VsNow FirstNightHome RescueFirstTailWag RescueTransformation',
    also: 'adoption adopt shelter rescuedog rescuecat',
  },
  'dog walk': {
    things: 'Leash Park Trail Puddle Harness Sidewalk Bench Treats Hydrant Neighbor',
    moves: 'Sniffari Stroll Zoomies Jog Heel LooseLeash',
    verbs: 'Stroll Sniff Heel Jog',
    names: 'WhoWalksWho SniffariChallenge DogWalkBingo LetYourDogLeadTheWay DogWalkRainOrShine',
    also: 'walkies dogwalking dogwalker',
  },
  fetch: {
    things: 'Ball TennisBall Frisbee Stick Yard Park Beach Lake Rope Launcher',
    moves: 'JumpCatch LongThrow Catch Sprint DropIt Retrieve',
    verbs: 'Throw Catch Chase Retrieve',
    names: 'DropItChallenge OneMoreThrow FetchJumpCatch FetchTrickShot FetchWithTwoBalls',
    verb: true,
  },
  zoomies: {
    things: 'Couch Hallway Yard Rug Stairs Bed Park Beach Grass Floor',
    moves: 'Drift Sprint Spin Slide Laps Bolt',
    verbs: 'Sprint Drift Spin Bolt',
    names: 'PostBathZoomies MidnightZoomies ZoomiesOClock CatchTheZoomies ZoomiesLapCount',
    also: 'zoomie frap',
  },
  grooming: {
    things: 'Brush Bath Bow Bandana Shampoo Towel Comb Clippers Nails Blowdryer',
    moves: 'FreshCut PuppyCut TeddyCut Blowout Trim NailTrim Brushing',
    verbs: 'Fluff Shake Prance Brush',
    names:
      'GroomingBeforeAndAfter BrushOutChallenge BravestNailTrim FluffBlowoutReveal SpaDayForPets',
    also: 'groomer petgrooming',
  },
  'dog bath': {
    things: 'Tub Bubbles Towel Shampoo RubberDuck Hose Soap Sponge Puddle Blowdryer',
    moves: 'Shake Splash Scrub Rinse TowelDry Lather',
    verbs: 'Scrub Rinse Splash Shake',
    names: 'WetDogShake TowelBurritoChallenge SqueakyCleanPup BubbleBathPup RubberDuckBathTime',
    also: 'petbath catbath',
  },
  vet: {
    things: 'Carrier Treats Scale Cone Stethoscope Clinic Bandage Nurse Checkup WaitingRoom',
    moves: 'BraveFace WeighIn HappyDance NailTrim Checkup',
    verbs: 'Behave Cuddle Wiggle Relax',
    names: 'BraveAtTheVet HappyVetVisit VetScaleWeighIn VetCarrierTraining VetVisitReward',
    also: 'veterinarian',
  },
  treat: {
    things: 'Biscuit Bone Cookie Jar PeanutButter Kibble Jerky Pouch Nose Counter',
    moves: 'NoseBalance Catch SitStay WaitForIt TasteTest Beg',
    verbs: 'Balance Catch Wait Bake',
    names:
      'TreatOnNoseChallenge WhichHandChallenge WaitForItChallenge TreatCatchChallenge PawsForTreats',
    also: 'dogtreat cattreat',
  },
  'dog toy': {
    things: 'Squeaker Ball Rope Plush Stuffing Basket Bone Frisbee Chew Bin',
    moves: 'TugOfWar Fetch Squeak Toss Unstuff NameGame',
    verbs: 'Squeak Toss Tug Chew Shake',
    names:
      'FindTheToyChallenge DogToyNameGame ToyCleanUpChallenge DogToyTugOfWar ToyBasketTakeover',
    also: 'pettoy cattoy squeakytoy chewtoy',
  },
  leash: {
    things: 'Harness Collar Park Trail Treats Sidewalk Pouch Clip Hook Handle',
    moves: 'FirstWalk NoPull Heel Recall Stroll SitStay',
    verbs: 'Walk Heel Clip Stroll',
    names:
      'LooseLeashChallenge FirstLeashWalk SitForTheLeash LeashRecallChallenge LeashTrainingDay1',
    also: 'harness',
  },
  'dog park': {
    things: 'Ball Frisbee Bench Fence Gate Fountain Grass Puddle Friends Tunnel',
    moves: 'Zoomies Chase Fetch Greet PlayBow Sprint',
    verbs: 'Chase Greet Play Sprint',
    names: 'DogParkBestie NewFriendAtThePark DogParkPlayBow ZoomiesAtThePark DogParkRollCall',
  },
  'dog training': {
    things: 'Treats Clicker Leash Pouch Mat Cones Whistle Hoop Target Tunnel',
    moves: 'Sit Stay Down HighFive Spin Heel Recall LeaveIt',
    verbs: 'Sit Stay Heel Click Reward',
    names:
      'SitStayChallenge LeaveItChallenge RecallChallenge ClickerTrainingChallenge DogTrainingDay1',
    also: 'puppytraining obedience',
  },
  'potty training': {
    things: 'Bell Door Grass Pads Treats Yard Leash Timer Crate Mat',
    moves: 'BellRing HappyDance PottyBreak DoorSignal PottyDance',
    verbs: 'Ring Wait Sit Celebrate',
    names:
      'RingTheBellChallenge PottyDanceChallenge PottyWinStreak NoMoreAccidents PottyTrainingDay1',
    also: 'housetraining housebreaking',
  },
  'dog trick': {
    things: 'Treats Clicker Hoop Cone Skateboard Ball Paw Nose Stool Platform',
    moves: 'HighFive PlayDead RollOver Spin TakeABow Speak SitPretty LegWeave',
    verbs: 'Spin Bow Roll Speak Wave',
    names: 'NewTrickUnlocked DogTrickOff ThreeTricksChallenge LearnATrickInAWeek TakeABowChallenge',
    also: 'pettrick cattrick',
  },
  'play dead': {
    things: 'Floor Rug Treats Couch Paws Belly Tail Stage Spotlight Clicker',
    moves: 'Flop Freeze RollOver StayDown DramaticFlop',
    verbs: 'Flop Freeze Roll Stay',
    names: 'OscarWorthyFlop MostDramaticPet PlayDeadChallenge DramaticFlopOff PlayDeadFreezeFrame',
  },
  'roll over': {
    things: 'Belly Rug Grass Treats Floor Carpet Mat Paws Couch Sand',
    moves: 'BellyUp BellyRub BarrelRoll DoubleRoll Wiggle Sploot',
    verbs: 'Roll Wiggle Flop Spin',
    names: 'RollOverForTreats BellyUpChallenge DoubleRollChallenge RollOverOnCue RollOverRelay',
  },
  catnip: {
    things: 'Toy Banana Kicker Pillow Leaves Plant Garden Jar Pouch Bubbles',
    moves: 'BunnyKick Roll Zoomies Flop Sniff Wiggle',
    verbs: 'Roll Sniff Flop Kick',
    names:
      'CatnipReaction CatnipBananaTest CatnipKickerChallenge GrowYourOwnCatnip CatnipTasteTest',
    also: 'catmint',
  },
  'cat tree': {
    things: 'Perch Hammock Window Tower Shelf Condo Ladder Sunbeam Post Sisal',
    moves: 'Climb Leap Nap Scratch Summit Ambush',
    verbs: 'Climb Leap Scratch Nap',
    names: 'KingOfTheCatTree CatTreeTakeover TopPerchBattle DIYCatTree CatTreeSummitCam',
    also: 'cattower catcondo scratchingpost',
  },
  'laser pointer': {
    things: 'Dot Wall Floor Couch Hallway Carpet Ceiling Curtain Stairs Rug',
    moves: 'Pounce Chase Leap Spin Ambush Zoomies',
    verbs: 'Chase Pounce Leap Spin',
    names: 'CatchTheRedDot RedDotChallenge FollowTheDot LaserToTreatFinish LaserChase',
    also: 'reddot',
  },
  'pet costume': {
    things: 'Hat Cape Bowtie Tutu Hoodie Bandana Antlers Sweater Pumpkin Wings',
    moves: 'Reveal Runway Strut Pose Twirl OwnerMatch',
    verbs: 'Dress Strut Pose Twirl',
    names: 'MatchYourPet PetRunway DIYPetCostume SpookyPetParade PetCostumeReveal',
    also: 'dogcostume catcostume petoutfit',
  },
  'dog mom': {
    things: 'Leash Hoodie Mug Treats Couch Car Tote Bed Photos Pouch',
    moves: 'MorningWalk Cuddles BellyRub Fetch Photoshoot Playdate',
    verbs: 'Fetch Cuddle Walk Snuggle',
    names:
      'TwinningWithMyDog DogMomVsDogDad DogMomPhotoshoot DogMomPlaydateDay DogMomMorningRoutine',
    also: 'furmom furmama dogmum',
  },
  'cat mom': {
    things: 'Blanket Couch Box Window WandToy LintRoller Mug Sweater Tote Treats',
    moves: 'SlowBlink Cuddles Playtime WandPlay Photoshoot Brushing',
    verbs: 'Spoil Cuddle Play Snuggle',
    names:
      'TwinningWithMyCat CatMomVsCatDad CatMomLintRollerCheck CatMomPhotoshoot CatMomMorningRoutine',
    also: 'catmum catlady',
  },
  'dog dad': {
    things: 'Ball Leash Hoodie Truck Couch Yard Hat Recliner Mug Boots',
    moves: 'Fetch MorningWalk Nap TugOfWar Hike Roughhouse',
    verbs: 'Walk Play Nap Hike',
    names: 'DadJokesForMyDog DogDadVsDogMom DogDadFetchLeague DogDadHikeDay DogDadNapTime',
    also: 'dogfather furdad catdad',
  },
  'belly rub': {
    things: 'Belly Paws Couch Rug Floor Grass Blanket Tail Leg Fur',
    moves: 'LegKick BellyUp Roll Wiggle Sploot Stretch',
    verbs: 'Rub Roll Wiggle Flop',
    names: 'BellyRubTrap LegKickChallenge SplootForBellyRubs BellyRubOrBust BellyRubReactions',
  },
  paw: {
    things: 'Toebeans Pads Claws Print Nails Fur Mud Snow Hand Beans',
    moves: 'HighFive Shake Wave Boop Knead Tap',
    verbs: 'Shake Wave Tap Knead Boop',
    names: 'GimmeThePaw ToeBeanPhotoshoot PawShakeChallenge PawPrintArt ToeBeanBoop',
    also: 'toebean',
  },
  puppuccino: {
    things: 'Cup Whip DriveThru Car Nose Sprinkles Lid Barista Window Napkin',
    moves: 'FirstLick Slurp FaceDive WhipBeard TasteTest',
    verbs: 'Slurp Lick Taste Sip',
    names: 'FirstPuppuccino PupCupChallenge DogSafePupCup WhipCreamBeard PupCupPhotoshoot',
    also: 'pupcup',
  },
  'snuffle mat': {
    things: 'Treats Kibble Fleece Nose Bowl Mat Pouch Towel Box Floor',
    moves: 'TreatHunt NoseWork Forage Search Dig',
    verbs: 'Sniff Search Forage Dig',
    names: 'NoseWorkChallenge FindTheKibble DIYSnuffleMat SnuffleMatSpeedHunt BrainGamesForDogs',
    also: 'nosework enrichment lickmat',
  },
  'tennis ball': {
    things: 'Fuzz Launcher Yard Court Bucket Mouth Grass Wall Park Slobber',
    moves: 'Catch Bounce Fetch TrickShot Stash ThreeInTheMouth',
    verbs: 'Catch Bounce Fetch Stash',
    names:
      'HowManyTennisBalls CatchTheBounce TennisBallTrickShot TennisBallHideAndSeek TennisBallCatchStreak',
  },
  'dog agility': {
    things: 'Tunnel Hurdle WeavePoles Seesaw Ramp Cones Tire Jumps Course Whistle',
    moves: 'Weave Tunnel Jump Sprint Hurdle Seesaw',
    verbs: 'Weave Jump Sprint Leap',
    names:
      'BackyardAgility HomemadeAgilityCourse WeavePoleChallenge AgilityTunnelRun AgilityDogDash',
    also: 'agilitycourse',
  },
  'dog show': {
    things: 'Ribbon Trophy Crown Ring Judge Stage Leash Rosette Brush Bow',
    moves: 'Strut Trot Pose VictoryLap Twirl Bow',
    verbs: 'Strut Pose Trot Win',
    names: 'BackyardDogShow BestInShowWalk DogShowStackPose DogShowVictoryLap ChampionStrut',
    also: 'catshow petshow',
  },
  'pet birthday': {
    things: 'Cake Hat Balloons Pupcake Banner Presents Crown Bandana Treats Confetti',
    moves: 'CakeSmash GiftUnwrap PartyPose Zoomies SingAlong',
    verbs: 'Unwrap Celebrate Party Smash',
    names: 'BarkdayBash PupcakeSmash PetPartyHatChallenge PetBirthdayGiftPick BarkdayPhotoshoot',
    also: 'dogbirthday catbirthday barkday',
  },
  'slow blink': {
    things: 'Eyes Whiskers Sunbeam Window Couch Blanket Face Camera Pillow Lens',
    moves: 'BlinkBack Loaf Purr LongStare Squint Nap',
    verbs: 'Blink Squint Stare Purr',
    names: 'SlowBlinkBack ILoveYouInCat BlinkBackChallenge SlowBlinkStareOff SlowBlinkStreak',
  },
  'cat loaf': {
    things: 'Paws Blanket Sunbeam Couch Box Pillow Bread Toast Crust Window',
    moves: 'FullLoaf HalfLoaf PawTuck Sploot Nap Purr',
    verbs: 'Tuck Bake Nap Purr',
    names: 'RateMyLoaf HalfLoafFullLoaf PerfectLoafChallenge CatLoafBakery LoafOfTheDay',
  },
  'cat vs dog': {
    things: 'Couch Bed Bowl Laser Ball Toy Box Hallway Treats Blanket',
    moves: 'Chase Boop StandOff SideEye Zoomies CuddlePile',
    verbs: 'Chase Boop Share Cuddle',
    names: 'TeamCatOrTeamDog WhoRulesTheHouse WhoGetsTheBed CatDogCuddlePile CatVsDogTrickOff',
    also: 'dogvscat catsvsdogs catsanddogs dogandcat',
  },
  'backyard chicken': {
    things: 'Eggs Coop Hen Rooster Feeder Nest Straw Garden Mealworms Perch',
    moves: 'EggHunt CoopTour DustBath Peck Scratch Strut Cluck',
    verbs: 'Peck Cluck Strut Scratch',
    names: 'CoopTourChallenge DailyEggCount ChickenDustBathCam CoopMakeover ChickenZoomies',
    also: 'hen chickencoop',
  },
  koi: {
    things: 'Pond Waterfall Lilypads Bridge Pellets Fins Scales Rocks Ripples Stones',
    moves: 'HandFeed FeedingFrenzy Glide Swim Circle Splash',
    verbs: 'Glide Swim Feed Splash',
    names: 'KoiHandFeeding KoiPondTour NameYourKoi KoiPondGlowUp KoiFeedingFrenzy',
    also: 'koipond',
  },
  canary: {
    things: 'Cage Perch Seeds Feathers Swing Mirror Bell Millet Wings Window',
    moves: 'Sing Trill Chirp Whistle Flutter Preen',
    verbs: 'Sing Trill Chirp Flutter',
    names: 'CanarySingOff CanarySunriseSong CanaryWhistleBack CanaryDuetChallenge CanaryKaraoke',
  },
  squirrel: {
    things: 'Acorn Nuts Peanuts Feeder Tree Tail Fence Garden Cheeks Branch',
    moves: 'NutHeist Stash Parkour Leap Dig Nibble',
    verbs: 'Stash Leap Dig Nibble',
    names:
      'SquirrelObstacleCourse SquirrelNutHeist SquirrelFeederCam SquirrelSpotting BackyardSquirrelParkour',
  },
  'dog beach': {
    things: 'Waves Sand Ball Frisbee Towel Shells Surf Seaweed Bucket Sunset',
    moves: 'WaveChase Dig Splash Zoomies SandRoll Swim',
    verbs: 'Dig Splash Swim Surf',
    names: 'ChaseTheWaves SandyPawsChallenge SandcastleWithMyDog DogBeachFrisbee PupFirstBeachDay',
    also: 'beachdog',
  },
  'cat cafe': {
    things: 'Latte Cups Cushions Shelf Menu Window Toys Kittens Hammock Cake',
    moves: 'Snuggle SlowBlink LapClaim Playtime Purr Nap',
    verbs: 'Snuggle Cuddle Purr Play',
    names: 'ChosenByACat LapCatLottery CatCafeLatteArt CatCafeAdoptionDay CatCafeTour',
  },
  maltipoo: {
    things: 'Curls Fluff Teddy Bow Groomer Sweater Couch Lap Ears Toy',
    moves: 'Zoomies Spin Bounce Snuggle Twirl Hop',
    verbs: 'Spin Bounce Snuggle Twirl',
    names: 'MaltipooMakeover MaltipooSpin MaltipooHighFive MaltipooTeddyCut MaltipooZoomies',
  },
  bloodhound: {
    things: 'Nose Ears Jowls Drool Trail Scent Wrinkles Couch Leash Yard',
    moves: 'Tracking Sniff Howl Bay Flop Search',
    verbs: 'Track Sniff Howl Search',
    names: 'HideAndSniff BloodhoundNoseTest FindMeBloodhound BloodhoundHowl BloodhoundEarFlop',
  },
  'great pyrenees': {
    things: 'Fluff Snow Barn Goats Fence Field Coat Paws Porch Blanket',
    moves: 'NightPatrol Guard Flop Lean SnowNap Bark',
    verbs: 'Guard Flop Lean Bark Patrol',
    names: 'PyrOnPatrol PyrRefusesToMove PyrFlopChallenge PyrSnowNap GreatPyrBrushOut',
    also: 'pyr',
  },
  sheltie: {
    things: 'Mane Ruff Fluff Coat Sheep Cones Hoop Field Brush Ears',
    moves: 'Herding Spin Bark Agility Twirl Weave',
    verbs: 'Herd Spin Bark Weave',
    names: 'SheltieSpin SheltieBarkOff SheltieAgilityRun SheltieWeavePoles SheltieRuffBrushOut',
    also: 'shetlandsheepdog',
  },
  'russian blue': {
    things: 'Coat Eyes Whiskers Window Couch Blanket Sunbeam Box Plush Paws',
    moves: 'SlowBlink Loaf Pounce Stare Chirp Fetch',
    verbs: 'Pounce Stare Purr Chirp',
    names:
      'RussianBlueStare RussianBlueFetch RussianBlueChirpBack RussianBlueSlowBlink RussianBluePhotoshoot',
  },
  'munchkin cat': {
    things: 'Legs Paws Tail Couch Basket Box Blanket Whiskers Window Belly',
    moves: 'Waddle Sprint Pounce Zoomies KangarooSit Loaf',
    verbs: 'Waddle Sprint Pounce Hop',
    names: 'MunchkinKangarooSit MunchkinWaddle MunchkinPounceCam MunchkinZoomies MunchkinLoafCheck',
  },
  crocodile: {
    things: 'Teeth Jaws Scales Tail River Swamp Eggs Keeper Zoo Sunbask',
    moves: 'Sunbathe Swim Snap Glide Lurk Yawn',
    verbs: 'Snap Swim Lurk Bask',
    names: 'CrocSmileChallenge SmileLikeACroc CrocodileSpotting CrocBaskingCheck ZookeeperForADay',
    also: 'croc',
  },
  pigeon: {
    things: 'Breadcrumbs Feathers Park Bench Statue Coo Rooftop Loft Seeds Plaza',
    moves: 'HeadBob Strut Coo Flock Waddle Swoop',
    verbs: 'Coo Strut Flock Bob',
    names: 'PigeonStrutChallenge WalkLikeAPigeon HeadBobChallenge PigeonSpotting PigeonParkPals',
  },
  mouse: {
    things: 'Cheese Wheel Whiskers Tail Maze Cage Bedding Seeds Tunnel Nest',
    moves: 'Maze WheelRun Squeak Scurry Nibble Hide',
    verbs: 'Squeak Scurry Nibble Hide',
    names: 'MouseMazeChallenge TinyMouseHouse MouseTunnelRun MouseWheelCam SayCheeseMouse',
    also: 'mice',
  },
  flamingo: {
    things: 'Pink Feathers Legs Lagoon Flock Beak Shrimp Lake Floatie Knees',
    moves: 'OneLegStand Strut FlockDance Wade Preen',
    verbs: 'Balance Strut Wade Preen',
    names:
      'FlamingoPoseChallenge OneLegFlamingo FlamingoBalanceChallenge FlamingoFlockDance FlamingoStrut',
  },
  lion: {
    things: 'Mane Roar Pride Cub Paw Savanna Tail Rock Keeper Zoo',
    moves: 'Roar Pounce Stretch Yawn Nap Prowl',
    verbs: 'Roar Pounce Prowl Nap',
    names: 'RoarLikeALion CircleOfLifeChallenge LionKingLift StretchLikeALion LionYawnChallenge',
  },
  tiger: {
    things: 'Stripes Cub Paw Jungle Tail Whiskers Pool Zoo Keeper Jaw',
    moves: 'Pounce Prowl Swim Roar Stretch Chuff',
    verbs: 'Pounce Prowl Roar Swim',
    names:
      'PounceLikeATiger TigerStripesChallenge TigerChuffChallenge PaintTigerStripes TigerPoolDay',
  },
  elephant: {
    things: 'Trunk Ears Tusks Calf Herd Peanuts Mud Water Zoo Savanna',
    moves: 'TrunkWave MudBath Spray TrunkHug Trumpet Stomp',
    verbs: 'Spray Stomp Splash Trumpet',
    names:
      'TrunkWaveChallenge StompLikeAnElephant ElephantTrumpetChallenge ElephantEarFlap ElephantWalkChallenge',
  },
  panda: {
    things: 'Bamboo Cub Belly Tree Zoo Keeper Patches Snow Slide Ball',
    moves: 'Tumble Roll Munch Climb Nap Slide',
    verbs: 'Tumble Roll Munch Nap',
    names:
      'PandaRollChallenge ClumsyPandaChallenge PandaSlideChallenge PandaBambooMunch PandaCubTumble',
  },
  monkey: {
    things: 'Banana Tail Vine Tree Zoo Jungle Baby Rope Swing Mirror',
    moves: 'Swing Climb Groom Hang Mimic Grin',
    verbs: 'Swing Climb Mimic Hang',
    names:
      'MonkeySeeMonkeyDo SwingLikeAMonkey MonkeyMirrorMoves MonkeyGrinChallenge MonkeyBananaDance',
  },
  bear: {
    things: 'Honey Fish River Cub Forest Den Paw Salmon Berries Tree',
    moves: 'BackScratch Hibernate Fishing Stand Wave Forage',
    verbs: 'Scratch Forage Fish Sniff',
    names: 'BearWalkChallenge BearBackScratch BearHugChallenge BearSpottingFromAfar BearWaveHello',
  },
  fox: {
    things: 'Tail Snow Den Ears Forest Pup Meadow Paws Fluff Kit',
    moves: 'Pounce Mousing Zoomies Scream Yip Curl',
    verbs: 'Pounce Yip Dig Curl',
    names: 'WhatDoesTheFoxSay FoxPounceChallenge FoxSnowDive FoxSpotting FoxTailCurl',
  },
  wolf: {
    things: 'Pack Moon Forest Snow Pup Howl Den Trail Tail Eyes',
    moves: 'Howl Pack Run Track Play Nap',
    verbs: 'Howl Track Roam Play',
    names: 'HowlAtTheMoon HowlAlongChallenge WolfPackWalk WolfPackPhoto WolfPupPlaytime',
  },
  owl: {
    things: 'Feathers Eyes Branch Night Moon Nest Talons Hoot Barn Tree',
    moves: 'HeadTurn Hoot Swoop Blink Perch Glide',
    verbs: 'Hoot Swoop Perch Blink',
    names:
      'OwlHeadTurnChallenge HootLikeAnOwl OwlBlinkChallenge OwlSpottingWalk DrawAnOwlChallenge',
  },
  penguin: {
    things: 'Ice Fish Flippers Egg Chick Iceberg Huddle Snow Colony Pebble',
    moves: 'Waddle BellySlide Huddle Dive Swim Hop',
    verbs: 'Waddle Slide Dive Huddle',
    names:
      'WaddleLikeAPenguin PenguinBellySlide PebbleProposal PenguinHuddleChallenge PenguinWaddleRace',
  },
  dolphin: {
    things: 'Fin Wave Ocean Pod Boat Squeak Splash Reef Beach Calf',
    moves: 'Jump Spin Splash Flip Wave Click',
    verbs: 'Splash Spin Swim Flip',
    names:
      'DolphinSpotting SwimLikeADolphin DolphinSqueakChallenge DolphinJumpCount DolphinFinWave',
  },
  bee: {
    things: 'Honey Hive Flower Pollen Stripes Wings Garden Comb Queen Sunflower',
    moves: 'Buzz Pollinate Waggle Dance Forage Hover',
    verbs: 'Buzz Pollinate Waggle',
    names:
      'BeeKindChallenge WaggleDanceChallenge PlantForThePollinators BeeFriendlyGarden BeeSpottingWalk',
    also: 'bumblebee honeybee',
  },
  reindeer: {
    things: 'Antlers Sleigh Snow Bells Nose Harness Moss Herd Lapland Barn',
    moves: 'SleighPull Prance Trot Graze Jingle',
    verbs: 'Prance Pull Trot Graze',
    names:
      'PranceLikeAReindeer ReindeerGamesChallenge ReindeerNoseGlow ReindeerSpotting ReindeerAntlerSelfie',
  },
  beetle: {
    things: 'Shell Horn Leaves Log Terrarium Wings Grub Soil Bark Garden',
    moves: 'Climb Crawl Dig Flip Burrow Fly',
    verbs: 'Crawl Climb Dig',
    names:
      'BugHuntChallenge BeetleSpotting BeetleRescueRelease TinyTerrarium BeetleDrawingChallenge',
  },
  lizard: {
    things: 'Tail Scales Tongue Rock Heatlamp Terrarium Crickets Tank Log Sun',
    moves: 'Bask Blink TongueFlick Climb Shed Sprint',
    verbs: 'Bask Climb Blink Shed',
    names:
      'LizardOnMyShoulder LizardHeadBobBack LizardBaskingCam LizardSpotting ScalySquadChallenge',
  },
  caterpillar: {
    things: 'Leaf Cocoon Chrysalis Butterfly Milkweed Jar Garden Stripes Silk Branch',
    moves: 'Munch Inch Crawl Hatch Cocoon Transformation',
    verbs: 'Munch Crawl Inch Hatch',
    names:
      'RaiseAButterfly CaterpillarToButterfly FindTheCaterpillar CaterpillarTimelapse CaterpillarMunchCam',
  },
  raccoon: {
    things: 'Mask Paws Trash Bin Backyard Tree Snacks Fur Tail Night',
    moves: 'WashHands Sneak Climb Snack Peek Scamper',
    verbs: 'Sneak Wash Peek Climb',
    names:
      'WashYourHandsLikeARaccoon RaccoonHandsChallenge RaccoonMaskSelfie RaccoonSpotting TinyHandsBigSnacks',
  },
  sloth: {
    things: 'Claws Branch Tree Smile Leaves Hammock Rainforest Baby Hug Nap',
    moves: 'SlowMo Hang Nap Hug Climb Yawn',
    verbs: 'Hang Nap Hug Climb',
    names: 'SlothModeChallenge HangLikeASloth SlothYawnChallenge SlothStretchChallenge SlowMoSloth',
  },
  koala: {
    things: 'Eucalyptus Tree Ears Joey Pouch Branch Nose Leaves Fluff Hug',
    moves: 'Hug Cling Nap Munch Climb Yawn',
    verbs: 'Hug Cling Munch Nap',
    names: 'KoalaHugChallenge ClingLikeAKoala KoalaNapChallenge KoalaJoeyPeek KoalaSpotting',
  },
  kangaroo: {
    things: 'Pouch Joey Tail Feet Outback Bush Boxing Hop Desert Ears',
    moves: 'Hop Jump Box Balance Graze Peek',
    verbs: 'Hop Jump Balance Peek',
    names:
      'HopLikeAKangaroo JoeyInThePouch KangarooTailBalance KangarooSpotting KangarooHopChallenge',
  },
  giraffe: {
    things: 'Neck Spots Tongue Leaves Tree Calf Legs Savanna Ossicones Zoo',
    moves: 'NeckStretch Munch Gallop Splay Nuzzle',
    verbs: 'Stretch Munch Nuzzle Gallop',
    names:
      'FeedTheGiraffe GiraffeNeckChallenge GiraffeStretchChallenge GiraffeSpotCount DrawAGiraffe',
  },
  zebra: {
    things: 'Stripes Mane Herd Savanna Foal Tail Grass Hooves Waterhole Zoo',
    moves: 'Gallop Graze Trot Kick Groom',
    verbs: 'Gallop Graze Trot',
    names:
      'ZebraStripesChallenge SpotTheZebra ZebraStripeArt ZebraGallopChallenge ZebraFoalSpotting',
  },
  hippo: {
    things: 'Mouth Teeth River Mud Calf Watermelon Pool Ears Splash Pumpkin',
    moves: 'Yawn Splash Wallow Chomp Bubble Float',
    verbs: 'Splash Chomp Float Wallow',
    names: 'YawnLikeAHippo HippoMouthWideOpen WatermelonChomp HippoSplashCam HippoBubbleBlow',
  },
  octopus: {
    things: 'Tentacles Ink Suckers Reef Shell Jar Cave Tank Arms Rocks',
    moves: 'Camouflage JarEscape Squeeze InkCloud Jet Hide',
    verbs: 'Hide Squeeze Escape Jet',
    names:
      'OctopusEscapeArtist CamouflageChallenge EightArmsChallenge OctopusJarPuzzle SpotTheOctopus',
  },
  alligator: {
    things: 'Teeth Jaws Swamp Scales Tail Eggs Bayou Log Keeper Sun',
    moves: 'Bask Snap Glide Float Lurk Yawn',
    verbs: 'Bask Snap Glide Float',
    names:
      'SeeYouLaterAlligator GatorGrinChallenge ChompLikeAGator GatorSpottingFromAfar GatorYawnCam',
    also: 'gator',
  },
  jellyfish: {
    things: 'Tentacles Bell Glow Ocean Tank Aquarium Current Reef Light Moon',
    moves: 'Drift Pulse Glow Float Bloom',
    verbs: 'Drift Pulse Glow Float',
    names:
      'DriftLikeAJellyfish JellyfishGlowUp JellyfishDanceChallenge AquariumGlowChallenge JellyfishLampDIY',
  },
  crab: {
    things: 'Claws Shell Sand Beach Rock Tidepool Bucket Burrow Seaweed Wave',
    moves: 'SideWalk Pinch Dig Scuttle Molt',
    verbs: 'Scuttle Pinch Dig',
    names: 'CrabWalkChallenge CrabWalkRace TidepoolTreasure CrabSpotting CrabPinchDance',
  },
  deer: {
    things: 'Antlers Fawn Forest Meadow Hooves Spots Tail Trail Apples Snow',
    moves: 'Prance Leap Graze Freeze Bow Nuzzle',
    verbs: 'Prance Leap Graze Bow',
    names: 'BowLikeANaraDeer FawnSpotting DeerFreezeChallenge DeerLeapChallenge DeerSpottingWalk',
  },
  moose: {
    things: 'Antlers Pond Forest Snow Calf Hooves Willow Lake Nose Beard',
    moves: 'Wade Graze Trot Splash Browse',
    verbs: 'Wade Graze Trot',
    names: 'MooseSpotting MooseCallChallenge AntlerShedHunt MooseAntlerPose MooseFromAfar',
  },
  seal: {
    things: 'Flippers Whiskers Ice Beach Pup Fish Rock Blubber Waves Belly',
    moves: 'BellyFlop Clap Flop Swim Bark Sunbathe',
    verbs: 'Clap Flop Bark Swim',
    names: 'SealClapChallenge FlopLikeASeal SealBarkBack SealBellySlide SealSpotting',
  },
  firefly: {
    things: 'Glow Jar Meadow Night Summer Lights Garden Field Lantern Dusk',
    moves: 'Blink Glow Flicker Float Catch',
    verbs: 'Glow Blink Flicker',
    names:
      'CatchAndRelease FireflyMeadowWalk FireflyCount FireflyLongExposure FireflyGlowChallenge',
    also: 'lightningbug',
  },
  farm: {
    things: 'Barn Tractor Chickens Cows Goats Eggs Hay Fence Pigs Garden',
    moves: 'Chores EggCollect BottleFeed Milking HayRide Feeding',
    verbs: 'Feed Milk Collect Herd Plant',
    names:
      'FarmChoresChallenge MorningFeedRound EggCollectingChallenge BarnyardRollCall FarmBottleFeeding',
    also: 'farmlife farming homestead homesteading',
  },
  'pet store': {
    things: 'Hamster Parakeet Goldfish Leash Collar Treat ChewToy Kibble Bandana Cage',
    moves: 'ToyPick TreatAisle LeashTry PuppyWindow BirthdayShop AdoptionDay',
    verbs: 'Sniff Pick Spoil Adopt',
    names:
      'LetMyDogPickAToy LetMyCatPickAToy TreatAisleTakeover PetStoreAdoptionDay SpoiledPetHaul',
    also: 'petshop',
  },
  'bird feeder': {
    things: 'Seed Squirrel Cardinal Sparrow Pole Window Camera Suet BlueJay Chickadee',
    moves: 'SquirrelHeist FeederRefill WindowWatch BirdCount SeedSpill',
    verbs: 'Feed Watch Refill Spot',
    names: 'SquirrelVsBirdFeeder BirdFeederBingo CountTheFeederBirds DIYBirdFeeder FeederCamDrama',
    also: 'birdfeed feederwatch',
  },
  ladybug: {
    things: 'Spot Leaf Flower Garden Finger Aphid Wing Stem Petal Magnifier',
    moves: 'SpotCount FingerWalk WingPeek LeafRide GentleRelease',
    verbs: 'Count Hold Release Spot',
    names: 'CountTheSpots LadybugLanding LadybugFingerWalk LadybugGentleRelease LadybugHunt',
    also: 'ladybird ladybeetle',
  },
  snail: {
    things: 'Shell Leaf Trail Lettuce Garden Rain Antenna Terrarium Cucumber Moss',
    moves: 'SlowRace ShellPeek TrailWatch LettuceSnack EyeStalk',
    verbs: 'Crawl Munch Glide Hide',
    names:
      'WorldsSlowestRace SnailRaceChallenge SnailTerrariumBuild SnailCucumberMunch SnailEyeStalkCam',
    also: 'gardensnail',
  },
  seagull: {
    things: 'Chip Fries Beach Pier Boardwalk Sandwich Bench Wave Cone Roof',
    moves: 'ChipSnatch BeachStandoff SquawkCall StareDown BoardwalkStroll',
    verbs: 'Squawk Snatch Swoop Stare',
    names: 'GuardYourChips SeagullStandoff SeagullSquawkBack SeagullFlyByCam SeagullSpotting',
    also: 'gull',
  },
  goose: {
    things: 'Pond Park Feather Gosling Lawn Path Lake Bench Wing Neck',
    moves: 'HonkAlert ParkStandoff FlyingV GoslingParade SlowBackAway',
    verbs: 'Honk Waddle Hiss Chase',
    names: 'HonkBackChallenge HonkLikeAGoose GoslingParade GooseFlyingV BackAwaySlowly',
    also: 'geese gosling canadagoose',
  },
  earthworm: {
    things: 'Soil Rain Sidewalk Garden Compost Bucket Shovel Robin Trowel Leaf',
    moves: 'SidewalkRescue WormHunt WiggleWatch SoilDig CompostCheck',
    verbs: 'Dig Wiggle Rescue Burrow',
    names: 'SidewalkWormRescue WormHuntChallenge BuildAWormFarm WormCharming CompostWormCheck',
    also: 'worm',
  },
  zookeeper: {
    things: 'Bucket Keeper Hose Enclosure Penguin Giraffe Carrot Fish Sloth Uniform',
    moves: 'FeedingTime CleanUp PenguinWalk EnrichmentToy MorningRound KeeperTalk',
    verbs: 'Feed Hose Train Weigh',
    names:
      'FeedingTimeAtTheZoo APenguinFollowsMe BuildAnEnrichmentToy ZookeeperRollCall DayInTheLifeZookeeper',
  },
} as const satisfies KeywordEntries;
