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
    core: 'Bone Ball Fetch Wag',
    scenes: 'DogPark GoodBoy Walkies',
    names:
      'TeachYourDogANewTrick DogWhichHandChallenge BoopTheSnoot MakeYourDogHeadTilt DogVsMagicTrick DogIQTest GoodBoyOlympics DogThenVsNow MyDogsSecretTalent',
    also: 'doggo doggy pooch',
  },
  cat: {
    things: 'Box Whisker Laser Yarn ToeBeans Tail Sunbeam Window Feather Blanket',
    moves: 'SlowBlink Loaf Zoomies Pounce Biscuits Blep Headbutt Stretch Chirp',
    verbs: 'Purr Pounce Meow Chirp Stretch Knead Nap',
    core: 'Whisker Yarn Purr Meow',
    scenes: 'CatNap Meow Catnip',
    names:
      'SlowBlinkChallenge IfItFitsISits CatLoafChallenge WhiskerWednesday TeachYourCatAHighFive BuildYourCatABoxFort CatSquareTest CatBiscuitsASMR 3AMCatZoomies',
    also: 'kitty',
  },
  puppy: {
    things: 'Paws Ears Toy Leash Blanket Crate Kibble Chew Belly Nose',
    moves: 'HeadTilt Zoomies Sit Fetch FirstWalk Nap PawShake TugOfWar Boop',
    verbs: 'Wiggle Nap Fetch Snuggle Chew',
    core: 'Paws Toy Fetch',
    scenes: 'PuppyEyes NewPuppy',
    names:
      'PuppysFirstTrick PuppyEyesChallenge PuppyVsMirror PuppyNameGame PuppySitStayChallenge PuppyRecallRace PuppyMonthlyPhoto PuppyNapAttack PuppyFirstSnow',
    also: 'pup puppylove',
  },
  kitten: {
    things: 'Yarn Box Feather WandToy ToeBeans Whiskers Paws Blanket Belly Litter',
    moves: 'Pounce Zoomies Biscuits Climb Nap Chase Purr Ambush',
    verbs: 'Pounce Purr Climb Nap Chase',
    core: 'Yarn Whiskers Pounce Purr',
    scenes: 'NewKitten Kitty',
    names:
      'KittenAmbush KittenVsMirror HelpNameOurKitten KittenPounceSlowMo KittenWhichCup KittenBoxTakeover KittenWandToyChase KittenFirstTrick KittenMonthlyPhoto',
  },
  'golden retriever': {
    things: 'TennisBall Stick Smile Sock Lake Fluff Leash Ears Feathers Sunshine',
    moves: 'Fetch Swim Zoomies Carry Greet Splash Sit Lean',
    verbs: 'Fetch Swim Carry Greet Wag',
    core: 'TennisBall Fluff Fetch Wag',
    names:
      'GoldenSmileChallenge GoldenCarryChallenge GoldenSockHeist GoldenDockDive GoldenWelcomeHome GoldenPuppyThenVsNow GoldenFluffBrushOut GoldenRetrieverHug GoldenFirstSwim',
  },
  husky: {
    things: 'Snow BlueEyes Fluff Sled Leash Harness Tail Coat Blanket Mask',
    moves: 'Howl TalkBack Zoomies SnowRoll SideEye Tantrum Awoo',
    verbs: 'Howl Talk Pull Dig Run',
    core: 'Snow Sled Howl',
    scenes: 'SledDog Awoo',
    names:
      'HuskyTalkBack HuskySaysILoveYou HuskyHowlOff HuskyTantrumTime HuskySnowZoomies HuskyBlizzardNap HuskyMousePounce HuskyShedBrushOut',
  },
  corgi: {
    things: 'Ears Fluff Paws Beach Meadow Frisbee Sunbeam Smile Beans Loaf',
    moves: 'Sploot Zoomies Waddle Hop Herd Bounce Boop Sprint',
    verbs: 'Sploot Waddle Hop Herd Bounce',
    core: 'Fluff Ears Waddle',
    names:
      'WaddleLikeACorgi CorgiSplootChallenge CorgiButtWiggle CorgiLoafCheck CorgiSnowPlow CorgiEarsUp CorgiHighFive CorgiSpinOnCue CorgiFrisbeeCatch',
  },
  'french bulldog': {
    things: 'BatEars Snore Wrinkles Bandana Couch Sweater Belly Snout Harness Beans',
    moves: 'Sploot Snore Zoomies Snort SideEye FrogLegs Hop Snuggle',
    verbs: 'Snore Snort Snuggle Sploot',
    core: 'BatEars Wrinkles Snore',
    scenes: 'Frenchie',
    names:
      'FrenchieSnoreOff BatEarsUp FrenchieFrogLegs FrenchieSideEye FrenchieTreatDance FrenchBulldogHeadTilt FrenchieSitPretty FrenchieSweaterWeather',
    also: 'frenchie',
  },
  labrador: {
    things: 'TennisBall Stick Lake Puddle Snack Sock Tail Bowl Leash Couch',
    moves: 'Fetch Swim Splash Zoomies Catch Sit Beg Retrieve',
    verbs: 'Fetch Swim Splash Sniff Catch',
    core: 'TennisBall Stick Fetch Swim',
    names:
      'LabWaitForIt LabTreatOnNose LabDockJump LabTennisBallHoard LabradorShoeDelivery LabradorPuddleSplash LabSlowFeederTest LabradorFetchStreak LabColorRollCall',
    also: 'labradorretriever',
  },
  'german shepherd': {
    things: 'Ears Ball Frisbee Leash Nose Yard Coat Harness Tail Badge',
    moves: 'Fetch Heel Agility Jump Howl SitStay Tracking',
    verbs: 'Fetch Jump Heel Guard Track',
    core: 'Ears Badge Guard',
    scenes: 'K9',
    names:
      'ShepherdEarsUp ShepherdTalkBack ShepherdFrisbeeCatch ShepherdHideAndSeek ShepherdLapDog ShepherdHeelWalk GermanShepherdTrickShow ShepherdSnowPounce',
    also: 'gsd alsatian',
  },
  pug: {
    things: 'Wrinkles Snore Tongue CurlyTail Couch Bandana Snout Belly Blanket Eyes',
    moves: 'HeadTilt Snore Sploot Zoomies Snort Waddle Snuggle',
    verbs: 'Snore Snort Waddle Snuggle',
    core: 'Wrinkles CurlyTail Snore Snort',
    names:
      'PugHeadTiltChallenge SmooshFaceSelfie PugSnoreOff PugSplootCheck PugGrumbleTalk PugTreatCatch PugCurlyTailWag PugSpinOnCue PugBlepPhotoshoot',
  },
  dachshund: {
    things: 'Legs Ears Blanket Sweater Belly Cushion Nose Tail Ramp Snout',
    moves: 'Burrow Zoomies Waddle Dig Trot Hop Sprint',
    verbs: 'Burrow Dig Waddle Sniff',
    core: 'Legs Ears Burrow',
    scenes: 'WienerDog SausageDog Doxie',
    names:
      'WienerDogRace LongBoyChallenge DoxieBlanketBurrow DachshundHowlAlong DoxieTunnelDash DachshundZoomieLaps DachshundBowOnCue DoxieHotDogCostume',
    also: 'doxie wienerdog sausagedog',
  },
  chihuahua: {
    things: 'Sweater Ears Blanket Purse Bed Jacket Eyes Teeth Bone Bark',
    moves: 'SideEye Shiver Burrow Zoomies Strut Spin',
    verbs: 'Bark Strut Spin Burrow',
    core: 'Purse Sweater Bark',
    names:
      'ChihuahuaSideEye ChihuahuaVsBigDog ChihuahuaStrutWalk ChihuahuaHighFive ChihuahuaSpinOnCue ChihuahuaBlanketBurrow ChihuahuaTreatCatch ChihuahuaPeekaboo',
  },
  pomeranian: {
    things: 'Fluff Mane Brush Bow Tail Sweater Coat Paws Bed Bark',
    moves: 'Spin Twirl Zoomies Hop Strut Bounce Sploot',
    verbs: 'Spin Twirl Bounce Strut',
    core: 'Fluff Bow Twirl',
    names:
      'PomSpinChallenge PomeranianWetVsDry FluffyPomParade PomeranianStrut PomHopOnCue PomBrushOut PomHighFive PomPeekaboo',
  },
  poodle: {
    things: 'Curls PomPom Bow Haircut Groomer Poof Ears Tail Coat Clippers',
    moves: 'Prance Spin Twirl Leap Trot Fetch',
    verbs: 'Prance Twirl Leap Trot',
    core: 'Curls PomPom Prance',
    names:
      'PoodleGroomReveal PoodlePrance PoodleTrickShow PoodleHairstyleVote PoodleAgilityHoop PoodleDancePartner PoodleNameThatToy PoodlePuzzleToyTest',
    also: 'toypoodle',
  },
  beagle: {
    things: 'Nose Ears Snack Trail Tail Paws Yard Couch Leash Scent',
    moves: 'Howl Sniff Beg Zoomies Dig Tracking',
    verbs: 'Howl Sniff Track Dig',
    core: 'Nose Ears Howl Sniff',
    names:
      'BeagleHowlOff BeagleFindTheTreat BeagleScentTrail BeagleHideAndSeek BeaglePuppyEyes BeagleEarFlopSlowMo BeagleSnuffleMatTest BeagleZoomiesCam',
  },
  'border collie': {
    things: 'Frisbee Ball Sheep Field Hoop Tunnel Cones Whistle Paws Eyes',
    moves: 'Herding Catch Weave Sprint Stare Slalom',
    verbs: 'Herd Catch Weave Sprint Jump',
    core: 'Sheep Frisbee Herd',
    scenes: 'Sheepdog',
    names:
      'CollieFrisbeeCatch BorderCollieTrickShow CollieNameThatToy SmartestDogChallenge CollieWeavePoles CollieToyCleanup CollieBallHerding CollieStareContest',
  },
  'shiba inu': {
    things: 'Smile CurlyTail Doge Fluff Leash Paws Snow Coat Stare Bath',
    moves: 'SideEye Scream Flop Zoomies Strut Smile',
    verbs: 'Scream Flop Smile Strut',
    core: 'Smile CurlyTail Scream',
    scenes: 'Shiba Doge',
    names:
      'ShibaSideEye ShibaRefusesToWalk RecreateTheDogeMeme ShibaInuSmileCheck ShibaTalkBack ShibaSpinTrick ShibaHighFive ShibaSnowFace',
    also: 'shiba',
  },
  goldendoodle: {
    things: 'Curls Fluff Haircut Groomer Beard Ears Paws Teddy Mop Couch',
    moves: 'Zoomies Bounce Fetch Cuddle Splash Hug Lean',
    verbs: 'Bounce Cuddle Hug Splash',
    core: 'Curls Teddy Cuddle',
    names:
      'DoodleBeforeAndAfter DoodleHugChallenge DoodleZoomies GoldendoodleBathReveal DoodleBouncyGreeting DoodlePuppyThenVsNow DoodleMuddyPawsCheck DoodleTrickChain',
  },
  bulldog: {
    things: 'Wrinkles Jowls Skateboard Snore Couch Belly Underbite Harness Slobber Drool',
    moves: 'Skateboard Snore Sploot Waddle Snort Surf',
    verbs: 'Skate Snore Waddle Snort',
    core: 'Wrinkles Jowls Snore',
    names:
      'BulldogOnASkateboard BulldogSnoreOff BulldogJowlsInSlowMo BulldogSplootCheck BulldogWaddleWalk BulldogTugOfWar BulldogHighFive BulldogTreatCatch',
    also: 'englishbulldog',
  },
  rabbit: {
    things: 'Carrot Ears Hay Tunnel Lettuce Hutch Tail Paws Nose Pen',
    moves: 'Binky Hop Flop Zoomies Loaf Dig Thump',
    verbs: 'Hop Binky Flop Dig Munch',
    core: 'Carrot Ears Hop',
    scenes: 'Bunny BunnyHop',
    names:
      'CatchTheBinky BunnyObstacleCourse BunnyFlop TeachYourBunnyASpin BunnyHopOff BunnyCarrotCrunch BunnyCardboardCastle RabbitComeWhenCalled BunnyLoafCheck',
    also: 'bunny',
  },
  hamster: {
    things: 'Wheel Cheeks Seeds Tunnel Cage Maze Bedding Nest Tube Ball',
    moves: 'WheelSprint MazeRun Burrow Stash Climb Nibble',
    verbs: 'Nibble Burrow Stash Climb Run',
    core: 'Wheel Cheeks Nibble',
    scenes: 'HamsterWheel HamsterBall',
    names:
      'HamsterMazeChallenge HamsterCheekCheck HamsterWheelCam HamsterTunnelDash HamsterCardboardCastle HamsterSeedHunt HamsterCageGlowUp HamsterPeekaboo',
  },
  'guinea pig': {
    things: 'Carrot Hay Lettuce Veggies Pepper Hideout Tunnel Fleece Pen Snout',
    moves: 'Popcorn Zoomies Wheek Munch Sprint PiggyTrain',
    verbs: 'Popcorn Wheek Munch Squeak',
    core: 'Carrot Lettuce Squeak',
    names:
      'GuineaPigPopcorn FridgeDoorWheek GuineaPigTrain GuineaPigObstacleCourse GuineaPigHopHurdle GuineaPigSaladBar GuineaPigCastleBuild GuineaPigTinyHat',
    also: 'cavy',
  },
  parrot: {
    things: 'Feathers Perch Cage Beak Wings Seeds Cracker Mirror Bell Shoulder',
    moves: 'Whistle Dance Mimic Song FirstWord HeadBob Wave Peekaboo',
    verbs: 'Talk Whistle Sing Mimic Dance Squawk',
    core: 'Feathers Perch Talk Squawk',
    names:
      'TeachYourParrotAWord ParrotKaraoke ParrotWhistleBack ParrotDanceParty ParrotPeekaboo ParrotWaveHello ParrotRingTheBell ParrotPuzzleToyTest',
    also: 'talkingparrot',
  },
  horse: {
    things: 'Saddle Mane Hay Carrot Apple Barn Stable Hooves Bridle Paddock',
    moves: 'Gallop Trot Jump Braid Groom Canter',
    verbs: 'Gallop Trot Ride Groom Jump',
    core: 'Saddle Mane Gallop',
    scenes: 'Giddyup SaddleUp Pony',
    names:
      'BraidTheMane HorseComesWhenCalled HorseSmileTrick HorseHugChallenge HorseCarrotStretch HorseBowOnCue PonyJumpCourse GroomYourHorseASMR HorseTreatTasteTest',
    also: 'pony minihorse',
  },
  goldfish: {
    things: 'Bowl Tank Bubbles Castle Flakes Pebbles Fins Plants Pond Filter',
    moves: 'TankTour Swim Glide FeedingTime Bubble Wiggle',
    verbs: 'Swim Glide Wiggle',
    core: 'Bowl Bubbles Fins Swim',
    scenes: 'Fishbowl',
    names:
      'TeachYourGoldfishATrick GoldfishFollowMyFinger GoldfishHoopSwim GoldfishTankUpgrade GoldfishCastleBuild GoldfishFeedingFrenzy GoldfishTankTour GoldfishGrowthCheck',
  },
  aquarium: {
    things: 'Tank Fish Coral Plants Bubbles Shrimp Snail Gravel Driftwood Filter',
    moves: 'FeedingTime Swim Glide TankTour Aquascape WaterChange',
    verbs: 'Swim Feed Glide',
    core: 'Tank Fish Coral Swim',
    scenes: 'FishTank Aquascape',
    names:
      'AquascapeChallenge SpotTheShrimp NanoTankChallenge AquariumTimelapse FishTankMakeover AquariumOnABudget TankTourChallenge AquariumFeedingCam',
    also: 'fishtank',
  },
  turtle: {
    things: 'Shell Pond Lettuce Strawberry Rock Tank Log Lamp Flippers Sand',
    moves: 'Bask Swim Race Crawl Snack Hide Peek',
    verbs: 'Bask Swim Crawl Hide Munch',
    core: 'Shell Pond Crawl',
    scenes: 'SlowAndSteady',
    names:
      'TurtleLettuceRace SlowAndSteadyChallenge TurtlePeekaboo TurtleStrawberryASMR TurtleTankMakeover TurtleTunnelTrek BuildATurtleBaskingSpot TurtleShellScrub',
  },
  tortoise: {
    things: 'Shell Strawberry Garden Lettuce Dandelion Lawn Rock Lamp Legs Burrow',
    moves: 'Race Stroll Munch Bask Zoom Climb',
    verbs: 'Stroll Munch Bask Climb',
    core: 'Shell Strawberry Stroll',
    scenes: 'SlowAndSteady',
    names:
      'TortoiseStrawberryRace TortoiseZoomies TortoiseFollowsMe TortoiseDandelionFeast TortoiseTunnelRun TortoiseTargetTrick TortoiseGardenBuild TortoiseWeighInDay',
  },
  'bearded dragon': {
    things: 'Beard Hammock Crickets Greens Lamp Rock Scales Tail Log Tank',
    moves: 'ArmWave HeadBob Bask Sunbathe BeardPuff Snack',
    verbs: 'Wave Bask Munch Climb',
    core: 'Beard Scales Bask Wave',
    names:
      'BeardieArmWave BeardieHeadBob BeardieCricketHunt BeardieHarnessWalk BeardieTargetTouch BeardieBathTime BeardedDragonTankBuild BeardieShedDay',
    also: 'beardie',
  },
  snake: {
    things: 'Scales Tongue Tail Branch Tank Rock Heater Hide Lamp Stripes',
    moves: 'Shed Slither Coil Yawn TongueFlick Climb Stretch',
    verbs: 'Slither Coil Shed Flick',
    core: 'Scales Tongue Slither',
    names:
      'SnakeShedReveal SnakeYawnCam SpotTheSnake SnakeEnclosureGlowUp SnakeBranchClimb SnakeTongueSlowMo FirstTimeHoldingASnake SnakeWeighInDay',
    also: 'cornsnake',
  },
  ferret: {
    things: 'Tube Tunnel Sock Hammock Ball Ribbon Bed Harness Treats Cage',
    moves: 'WarDance Zoomies Dook Stash Flop Hop',
    verbs: 'Dook Stash Hop Steal Flop',
    core: 'Tunnel Sock Steal',
    names:
      'FerretWarDance FerretBallPit FerretStashReveal FerretTunnelMaze FerretHideAndSeek FerretDookAlong FerretTubeRace FerretDigBox',
  },
  hedgehog: {
    things: 'Quills Apple Ball Wheel Blanket Bath Toothbrush Nose Tunnel Hat',
    moves: 'CurlUp Unroll Sniff Explore Huff Bathe',
    verbs: 'Curl Roll Sniff Huff Snooze',
    core: 'Quills Ball Curl',
    names:
      'HedgehogUnrollReveal HedgehogHuffAndPuff HedgehogMealwormHunt HedgieWheelRun HedgehogTunnelRun HedgehogWhichCup HedgehogPeekaboo HedgehogSnuggleSack',
    also: 'hedgie',
  },
  goat: {
    things: 'Horns Hay Barn Fence Rocks Bell Pen Hill Carrot Scarf',
    moves: 'Parkour Climb Headbutt Scream Hop Bleat Pronk',
    verbs: 'Climb Jump Bleat Hop',
    core: 'Horns Hay Climb Bleat',
    scenes: 'GoatYoga BabyGoat',
    names:
      'GoatYogaChallenge GoatParkour GoatKingOfTheHill BabyGoatZoomies BabyGoatPajamas GoatFollowTheLeader GoatBleatAlong GoatPlaygroundBuild',
  },
  pig: {
    things: 'Snout Mud Apples Tail Hooves Straw Blanket Ears Pen Barn',
    moves: 'MudBath Oink Trot Sploot Snuggle Spin Sit',
    verbs: 'Oink Trot Snuggle Root Spin',
    core: 'Snout Mud Oink',
    scenes: 'Oink Pigpen MiniPig',
    names:
      'PigBellyRubFlop MiniPigTricks OinkBackChallenge PigMudBath PigZoomies PigPuzzleToy PigRootingBox PigSnoutBoop',
    also: 'minipig',
  },
  rat: {
    things: 'Cage Hammock Tunnel Snacks Tail Whiskers Shoulder Peas Maze Cheese',
    moves: 'HighFive MazeRun Climb Fetch Squeak Groom Spin',
    verbs: 'Climb Squeak Groom Nibble Fetch',
    core: 'Tail Whiskers Cheese Squeak',
    names:
      'RatPeaFishing RatTickleTime RatMazeRun RatHighFive RatShoulderRide RatCageGlowUp RatTreatPuzzle RatDigBox',
    also: 'petrat',
  },
  budgie: {
    things: 'Millet Perch Mirror Bell Swing Cage Seeds Feathers Ladder Cuttlebone',
    moves: 'StepUp Chirp Whistle FirstWord HeadBob Preen Flutter',
    verbs: 'Chirp Whistle Talk Preen Flutter',
    core: 'Feathers Perch Chirp',
    names:
      'BudgieFirstWords BudgieStepUp BudgieLettuceBath BudgieSingAlong BudgieHeadBobBeat BudgieMilletHunt BudgieFlyToMe BudgieBellRing',
    also: 'parakeet budgerigar',
  },
  gecko: {
    things: 'Crickets Tail Toes Spots Leaf Moss Rock Hide Lamp Tank',
    moves: 'Smile EyeLick TailWiggle Climb Shed Yawn',
    verbs: 'Climb Lick Shed Smile Wiggle',
    core: 'Toes Spots Climb',
    names:
      'GeckoEyeLick SmileLikeAGecko GeckoTailWiggle GeckoHandWalk GeckoCricketHunt GeckoShedDay SpotTheGecko GeckoTankBuild',
    also: 'leopardgecko crestedgecko',
  },
  axolotl: {
    things: 'Gills Smile Tank Worms Frills Plants Pebbles Fins Bubbles Cave',
    moves: 'Smile Swim Float Wiggle Gulp Glide',
    verbs: 'Swim Float Gulp Glide',
    core: 'Gills Smile Swim',
    names:
      'SmileLikeAnAxolotl SpotTheAxolotl AxolotlWormSlurp NameMyAxolotl AxolotlMorphGuess AxolotlWalkCam AxolotlTankGlowUp AxolotlPeekaboo',
  },
  chinchilla: {
    things: 'Dust Fluff Hay Ledge Whiskers Ears Cage Wheel Tunnel Blocks',
    moves: 'DustBath Popcorn WallSurf Jump Roll Zoomies',
    verbs: 'Roll Jump Bounce Nibble',
    core: 'Fluff DustBath Bounce',
    names:
      'ChinchillaDustBath ChinchillaWallSurf ChinchillaPopcorn ChinchillaLedgeHop ChinchillaFluffCheck ChinchillaHayCrunch ChinchillaPlaypenRun ChinchillaHideAndSeek',
  },
  rottweiler: {
    things: 'Jowls Ball Yard Couch Drool Paws Chest Collar Harness Nub',
    moves: 'NubWiggle Lean Zoomies Fetch Sit Rumble Guard',
    verbs: 'Lean Wiggle Guard Rumble',
    core: 'Jowls Collar Guard',
    names:
      'RottieNubWiggle RottieLeanChallenge RottieLapDog RottieRumbleTalk RottieFlowerCrown RottweilerHighFive RottieSitStayChallenge RottieTreatCatch',
    also: 'rottie',
  },
  doberman: {
    things: 'Ears Ball Couch Blanket Yard Collar Coat Harness Nose Legs',
    moves: 'Zoomies Sprint Lean Heel Sit Stare Jump',
    verbs: 'Sprint Lean Heel Guard',
    core: 'Ears Collar Guard Sprint',
    names:
      'DobieLean DobieZoomies DobieHeelChallenge DobieEarsUp DobieBlanketBurrito DobermanSprintSlowMo DobieSitPretty DobermanBowOnCue',
    also: 'dobie dobermann',
  },
  boxer: {
    things: 'Ball Jowls Couch Toy Bandana Harness Paws Chest Ears Blanket',
    moves: 'Wiggle KidneyBean Zoomies Hop PawBox Lean',
    verbs: 'Wiggle Hop Lean Bounce',
    core: 'Jowls PawBox Wiggle',
    names:
      'BoxerKidneyBeanDance BoxerPawBox BoxerLeanIn BoxerTalkBack BoxerZoomiesCam BoxerBallCatch BoxerTongueBlep BoxerSnuggleUp',
  },
  'great dane': {
    things: 'Couch Lap Legs Paws Ears Jowls Bed Tail Doorway Scooby',
    moves: 'LapSit Lean Zoomies Stretch Sploot Hug',
    verbs: 'Lean Stretch Hug Trot',
    core: 'Legs Lap Lean',
    names:
      'GentleGiantChallenge GreatDaneLapDog GreatDaneLean GreatDaneVsTinyDog GreatDaneTinyBed GreatDanePuppyThenNow GreatDaneStretch GreatDaneMeasureUp',
  },
  'bernese mountain dog': {
    things: 'Fluff Snow Smile Coat Brush Paws Trail Cart Blanket Meadow',
    moves: 'Lean Flop SnowRoll Hike Zoomies Hug',
    verbs: 'Lean Flop Hug Hike',
    core: 'Fluff Snow Hug',
    scenes: 'MountainDog',
    names:
      'BernerLeanChallenge BernerSnowZoomies BernerSmileCheck BerneseFlopOnCue BernerCartPull BernerLapDog BernerBrushOut BernerSockHeist',
    also: 'bernese berner',
  },
  'australian shepherd': {
    things: 'Frisbee BlueEyes Ball Merle Field Sheep Hoop Cones Trail Nub',
    moves: 'Frisbee Herding Spin HighFive Weave Zoomies Jump',
    verbs: 'Herd Spin Weave Catch Jump',
    core: 'BlueEyes Frisbee Herd',
    names:
      'AussieFrisbeeCatch AussieNubWiggle AussieWeaveChallenge AussieTrickChain AussieZoomies AussieBallHerding AussieHighFive AussieShadowsMe',
    also: 'miniaussie',
  },
  'shih tzu': {
    things: 'Topknot Bow Brush Pillow Sweater Groomer Beard Fringe Cushion Bed',
    moves: 'Strut HeadTilt Zoomies Spin Prance Snuggle',
    verbs: 'Strut Prance Spin Snuggle',
    core: 'Topknot Bow Strut',
    names:
      'ShihTzuStrut ShihTzuHeadTilt TopknotGlowUp ShihTzuSpinOnCue ShihTzuHideAndSeek ShihTzuUnderbiteSmile ShihTzuTreatCatch ShihTzuWaveHello',
    also: 'shihtsu',
  },
  yorkie: {
    things: 'Bow Topknot Purse Sweater Brush Coat Ears Bed Jacket Toy',
    moves: 'Strut Zoomies Spin Prance Bark Burrow',
    verbs: 'Strut Bark Spin Prance',
    core: 'Bow Purse Bark',
    names:
      'YorkieStrut YorkieHairFlip YorkieSpinTrick YorkieGroomReveal YorkieToyHunt YorkieHighFive YorkieBlanketBurrow YorkieSitPretty',
    also: 'yorkshireterrier',
  },
  maltese: {
    things: 'Coat Bow Brush Topknot Bath Blanket Sweater Pillow Eyes Nose',
    moves: 'Prance Spin Twirl Snuggle Hop Zoomies',
    verbs: 'Prance Spin Twirl Snuggle',
    core: 'Bow Brush Prance',
    names:
      'MalteseTwirl MalteseGroomReveal SpotTheMaltese MalteseHopOnCue MalteseHighFive MalteseTopknotTime MalteseTreatCatch MalteseSnuggleUp',
  },
  cavalier: {
    things: 'Ears Lap Couch Cushion Blanket Eyes Paws Curls Ribbon Feathers',
    moves: 'Snuggle Cuddle LapSit Trot Gaze Zoomies',
    verbs: 'Snuggle Cuddle Trot Wag',
    core: 'Ears Lap Cuddle',
    names:
      'CavalierGazeChallenge CavalierRoyalPortrait CavalierCourtBow CavalierEarFlop CavalierSpinTrick CavalierTreatCatch CavalierLapDog CavalierPeekaboo',
    also: 'cavalierkingcharles',
  },
  samoyed: {
    things: 'Smile Fluff Snow Cloud Coat Brush Sled Blanket Paws Tail',
    moves: 'Smile Zoomies SnowRoll Talk Howl Flop',
    verbs: 'Smile Howl Talk Flop',
    core: 'Smile Fluff Snow',
    names:
      'SamoyedSmileChallenge WalkingCloudChallenge SamoyedTalkBack SamoyedWetVsDry SamoyedHugChallenge SamoyedSnowPounce SamoyedBrushOut SamoyedPuppyThenNow',
  },
  pitbull: {
    things: 'Smile FlowerCrown Couch Blanket Ball Sweater Tongue Collar Paws Bandana',
    moves: 'Wiggle Cuddle Lean Zoomies Smile Sploot',
    verbs: 'Wiggle Lean Cuddle Smile',
    core: 'Smile Collar Cuddle',
    names:
      'PittieSmileChallenge FlowerCrownPittie PittieWiggleButt PittieSplootCheck PittieHighFive PittieTugOfWar PittieLeanIn PitbullTreatCatch',
    also: 'pittie pitty',
  },
  'jack russell': {
    things: 'Ball Frisbee Stick Yard Fence Garden Hole Toy Collar Paws',
    moves: 'HighJump Fetch Dig Zoomies Spin Sprint Bounce',
    verbs: 'Jump Dig Fetch Sprint',
    core: 'Ball Jump Dig',
    names:
      'PogoStickPup JackRussellToyHunt JackRussellSpinTrick JackRussellFetchStreak JackRussellAgility JackRussellDigBox JackRussellSkateboard JackRussellPuzzleTest',
    also: 'jackrussellterrier',
  },
  bichon: {
    things: 'Fluff Curls Haircut Groomer Bow Brush Eyes Nose Blanket Pompom',
    moves: 'Zoomies Spin Bounce Twirl Prance Hop',
    verbs: 'Bounce Spin Twirl Hop',
    core: 'Fluff Curls Bounce',
    names:
      'BichonBlitz BichonTwirl BichonGroomReveal BichonWetVsDry BichonSnowCamo BichonHopOnCue BichonFluffCheck BichonHighFive',
    also: 'bichonfrise',
  },
  schnauzer: {
    things: 'Beard Mustache Eyebrows Groomer Coat Ears Snack Window Couch Bandana',
    moves: 'Bark SideEye Zoomies Guard Sit Spin',
    verbs: 'Bark Guard Spin Sniff',
    core: 'Beard Mustache Bark',
    names:
      'MatchYourSchnauzer SchnauzerEyebrowDance MustacheTrimReveal SchnauzerSideEye SchnauzerHeadTilt SchnauzerSpinTrick SchnauzerSitPretty SchnauzerBeardCheck',
  },
  greyhound: {
    things: 'Couch Sweater Legs Blanket Pajamas Bed Track Collar Coat Nose',
    moves: 'Zoomies Sprint Nap Stretch Lean Burrow',
    verbs: 'Sprint Nap Lean Stretch',
    core: 'Legs Track Sprint',
    names:
      'GreyhoundRoachNap GreyhoundZoomies GreyhoundRooAlong GreyhoundSprintSlowMo GreyhoundSillySmile GreyhoundRecallRun GreyhoundBlanketBurrow RetiredRacerFirstWeek',
  },
  dalmatian: {
    things: 'Spots Firetruck Coat Ears Collar Couch Ball Leash Nose Tail',
    moves: 'Zoomies Smile Sprint Spin Jump Prance',
    verbs: 'Sprint Spin Jump Smile',
    core: 'Spots Coat Sprint',
    scenes: 'FirehouseDog',
    names:
      'CountTheDalmatianSpots PolkaDotTwinning DalmatianPuppySpots DalmatianHighFive DalmatianZoomies DalmatianTreatCatch DalmatianHideAndSeek FirehouseDogPose',
  },
  akita: {
    things: 'Tail Coat Snow Ears Fluff Leash Bed Yard Bowl Curl',
    moves: 'Stare Zoomies Talk Howl Flop Sulk',
    verbs: 'Stare Talk Howl Guard',
    core: 'Fluff Curl Guard',
    names:
      'AkitaTalkBack AkitaSideEye AkitaSnowZoomies AkitaFlopChallenge AkitaBrushOut AkitaWaitsAtTheDoor AkitaSulkSession AkitaTailCurlCheck',
  },
  malamute: {
    things: 'Snow Sled Fluff Coat Harness Blanket Bed Paws Mask Tail',
    moves: 'Howl Talk Woo SnowRoll Zoomies Pull Sulk',
    verbs: 'Howl Talk Pull Dig',
    core: 'Snow Sled Howl',
    scenes: 'SledDog',
    names:
      'MalamuteWoo MalamuteSnowRoll MalamuteBlowoutSeason MalamuteHarnessHike MalamuteFluffCheck MalamuteBathDrama MalamuteBigHug MalamuteCouchTakeover',
    also: 'alaskanmalamute',
  },
  'cane corso': {
    things: 'Jowls Ears Couch Chest Collar Harness Yard Ball Paws Blanket',
    moves: 'Lean Cuddle Sit Heel Guard Zoomies',
    verbs: 'Guard Lean Heel Cuddle',
    core: 'Jowls Collar Guard',
    names:
      'CorsoLean CorsoLapDogChallenge CaneCorsoHighFive CorsoFetchSlowMo CorsoPuppyThenNow CorsoHeelWalk CaneCorsoTreatCatch CorsoJowlShake',
  },
  'basset hound': {
    things: 'Ears Jowls Nose Legs Belly Couch Trail Scent Bed Snack',
    moves: 'Howl Sniff Waddle Flop Nap Trot',
    verbs: 'Howl Sniff Waddle Flop',
    core: 'Ears Jowls Howl',
    names:
      'BassetHowlOff EarFlopInSlowMo BassetWaddle BassetSniffTrail BassetEarMeasure BassetCouchClimb BassetHoundHighFive BassetSweaterWeather',
    also: 'basset',
  },
  'saint bernard': {
    things: 'Drool Snow Fluff Barrel Jowls Couch Paws Blanket Coat Mountain',
    moves: 'Lean Flop SnowRoll Nap Hug Trot',
    verbs: 'Lean Flop Hug Nap',
    core: 'Snow Fluff Hug',
    names:
      'SaintBernardHug SaintBernardSnowDay SaintBernardLapDog SaintBernardBigYawn SaintBernardSitStay SaintBernardTreatCatch SaintBernardPuppyGrowth SaintBernardBarrelDressUp',
    also: 'stbernard',
  },
  'boston terrier': {
    things: 'Tuxedo Eyes Ears Bandana Couch Sweater Ball Bed Collar Snout',
    moves: 'Zoomies Snort Spin Hop SideEye Snuggle',
    verbs: 'Snort Spin Hop Snuggle',
    core: 'Tuxedo Ears Snort',
    names:
      'BostonTuxedoDressUp BostonSideEye BostonSnortOff BostonSpinTrick BostonTerrierHop BostonBallCatch BostonTongueBlep BostonHideAndSeek',
  },
  'bull terrier': {
    things: 'EggHead Snout Eyes Ball Couch Bed Collar Sweater Toy Patch',
    moves: 'Zoomies Spin Wiggle Lean Hop Trancing',
    verbs: 'Spin Wiggle Lean Hop',
    core: 'EggHead Snout Spin',
    names:
      'BullTerrierTranceWalk BullTerrierSmile BullTerrierHeadTilt BullTerrierZoomies BullTerrierSpin BullTerrierToyHunt BullTerrierTugOfWar BullTerrierSnootBoop',
  },
  whippet: {
    things: 'Sweater Couch Blanket Pajamas Legs Bed Coat Field Nose Ears',
    moves: 'Zoomies Sprint Burrow Nap Lean Stretch',
    verbs: 'Sprint Burrow Nap Zoom',
    core: 'Legs Sweater Sprint',
    names:
      'WhippetBlanketBurrito WhippetZoomies WhippetRoachNap WhippetLureChase WhippetRecallRun WhippetLeanIn WhippetHighFive WhippetTreatCatch',
  },
  westie: {
    things: 'Coat Brush Ears Tail Snout Ball Scarf Garden Bed Blanket',
    moves: 'Dig Zoomies Bark Trot Spin Sit',
    verbs: 'Dig Bark Trot Spin',
    core: 'Coat Ears Dig',
    names:
      'WestieWiggleChallenge WestieBathReveal WestieSpinTrick WestieHeadTilt WestieBallChase WestieHighFive WestieBrushOut WestiePeekaboo',
    also: 'westhighlandterrier',
  },
  havanese: {
    things: 'Coat Bow Curls Brush Ears Couch Lap Sweater Bed Toy',
    moves: 'Spin Bounce Zoomies Twirl HighFive Prance',
    verbs: 'Spin Bounce Twirl Prance',
    core: 'Curls Bow Bounce',
    names:
      'HavaneseTrickShow HavaneseHop HavaneseShadowFollow HavaneseHighFive HavaneseSpinOnCue HavaneseZoomieLaps HavaneseTreatCatch HavaneseHideAndSeek',
  },
  papillon: {
    things: 'Ears Fringe Fluff Hoop Tunnel Bow Toy Couch Bed Coat',
    moves: 'Agility Spin Jump Twirl Zoomies HighFive',
    verbs: 'Spin Jump Twirl Flutter',
    core: 'Ears Fringe Flutter',
    names:
      'FlyingEarsInSlowMo PapillonAgilityRun PapillonHoopJump PapillonSpinTrick PapillonHighFive PapillonTreatCatch PapillonBowTrick PapillonWaveHello',
  },
  weimaraner: {
    things: 'Coat Ears Eyes Couch Field Ball Blanket Leash Nose Legs',
    moves: 'Zoomies Lean Sprint Point Stare Burrow',
    verbs: 'Lean Sprint Point Burrow',
    core: 'Coat Eyes Point',
    names:
      'VelcroDogChallenge WeimaranerStare WeimLeanChallenge WeimZoomies WeimPointPose GreyGhostPhotoshoot WeimBlanketBurrow WeimHighFive',
    also: 'weim',
  },
  tabby: {
    things: 'Stripes Whiskers Box Sunbeam Window ToeBeans Tail Blanket Laser Yarn',
    moves: 'SlowBlink Loaf Pounce Biscuits Stretch Zoomies Chirp',
    verbs: 'Pounce Purr Knead Stretch',
    core: 'Stripes Whiskers Purr',
    names:
      'FindTheTabbyM TabbySlowBlink TabbyLoafCheck TinyTigerPhotoshoot StripedShirtTwinning TabbyBoxTest TabbyBiscuitsCam TabbyHighFive',
  },
  'black cat': {
    things: 'Eyes Moon Pumpkin Shadows Couch Window Whiskers Blanket Sunbeam Void',
    moves: 'SlowBlink Loaf Pounce Stare Vanish Zoomies Blep',
    verbs: 'Pounce Stare Purr Hide',
    core: 'Eyes Moon Pumpkin Purr',
    scenes: 'HalloweenCat',
    names:
      'PetTheVoid SpotTheBlackCat BlackCatSlowBlink BlackCatEyesOnly AdoptABlackCat BlackCatAppreciationDay BlackCatWandChase BlackCatHalloweenPose',
    also: 'voidcat',
  },
  'orange cat': {
    things: 'Braincell Sunbeam Stripes Box Bowl Couch Window Plant ToeBeans Counter',
    moves: 'Zoomies Loaf Sploot Stare Biscuits Pounce ChaosMode',
    verbs: 'Pounce Zoom Nap Meow',
    core: 'Stripes Braincell Meow',
    names:
      'SharingTheBraincell OrangeCatTreatPuzzle OrangeCatBoxTest OrangeCatLoafCheck OrangeCatZoomies OrangeCatFetch OrangeCatSploot GingerCatFreckleCount',
    also: 'gingercat',
  },
  siamese: {
    things: 'BlueEyes Mask Couch Window Tail Ears Paws Blanket Sunbeam Points',
    moves: 'Talk Meow Chat SlowBlink Fetch Loaf',
    verbs: 'Talk Chat Meow Cuddle',
    core: 'BlueEyes Mask Meow',
    names:
      'SiameseTalkBack SiameseFetchChallenge SiameseSlowBlink SiameseShoulderRide SiameseLeashWalk SiameseHighFive SiameseBlanketBurrow SiameseKittenThenNow',
  },
  'maine coon': {
    things: 'Mane Fluff Tail Paws Tufts Ruff Scale Couch Blanket Window',
    moves: 'Chirp Trill Loaf Fetch Stretch Flop',
    verbs: 'Chirp Trill Stretch Flop',
    core: 'Mane Fluff Chirp',
    names:
      'MaineCoonSizeCheck ChirpBackChallenge MaineCoonFetch MaineCoonBrushOut MaineCoonLapTest MaineCoonWaterPlay MaineCoonLeashHike EarTuftPhotoshoot',
  },
  ragdoll: {
    things: 'BlueEyes Fluff Lap Blanket Couch Mittens Coat Paws Tail Pillow',
    moves: 'Flop Cuddle Loaf SlowBlink Purr BabyCarry',
    verbs: 'Flop Cuddle Purr Follow',
    core: 'BlueEyes Fluff Flop',
    names:
      'RagdollFlop RagdollBabyCarry RagdollSlowBlink RagdollFollowsMe RagdollFetch RagdollKittenThenNow RagdollHighFive RagdollBrushOut',
  },
  persian: {
    things: 'Fluff Brush Pillow Crown Cushion Bow Coat FlatFace Blanket Eyes',
    moves: 'Loaf Stare Pose Nap Groom SlowBlink',
    verbs: 'Pose Nap Groom Stare',
    core: 'Fluff FlatFace Pose',
    names:
      'PersianGroomReveal FluffiestCatChallenge PersianStareDown PersianLoafCheck PersianCrownPhotoshoot PersianSlowBlink PersianHighFive PersianPillowPose',
  },
  sphynx: {
    things: 'Sweater Wrinkles Blanket Hoodie Ears Toes Sunbeam Belly Bath Heater',
    moves: 'Cuddle Burrow Zoomies Bathe Loaf Stretch',
    verbs: 'Cuddle Burrow Snuggle Bathe',
    core: 'Sweater Wrinkles Snuggle',
    names:
      'SphynxInASweater SphynxHugChallenge SphynxFirstTouch SphynxWrinkleCheck SphynxBlanketBurrow SphynxToeBeanPhotoshoot SphynxWandChase SphynxHighFive',
  },
  bengal: {
    things: 'Spots Leash Harness Wheel Shelf Faucet Feather Tunnel Jungle Rosettes',
    moves: 'Fetch Leap Climb Pounce Zoomies Splash WheelRun',
    verbs: 'Leap Climb Pounce Splash',
    core: 'Spots Jungle Pounce',
    names:
      'BengalOnALeash BengalWheelRun BengalFetchChallenge MiniLeopardChallenge BengalWaterPlay BengalHighFive BengalShelfClimb BengalShoulderRide',
  },
  'british shorthair': {
    things: 'Cheeks Belly Coat Eyes Cushion Couch Blanket Window Paws Whiskers',
    moves: 'Loaf Stare Sploot Sit SlowBlink Nap',
    verbs: 'Stare Nap Loaf Sit',
    core: 'Cheeks Coat Loaf',
    names:
      'BritishShorthairLoaf ChubbyCheekCheck ShorthairOrTeddyBear BritishShorthairStare ShorthairSlowBlink ShorthairHighFive ShorthairWandChase BritishBluePhotoshoot',
    also: 'britishblue',
  },
  'scottish fold': {
    things: 'Ears Cheeks Eyes Paws Couch Blanket Belly Window Cushion Owl',
    moves: 'BuddhaSit Loaf Stare SlowBlink Nap Sploot',
    verbs: 'Sit Stare Nap Purr',
    core: 'Ears Owl Sit',
    names:
      'ScottishFoldSitUp OwlFaceSelfie ScottishFoldLoaf ScottishFoldSlowBlink ScottishFoldStare ScottishFoldTartanPose ScottishFoldSploot ScottishFoldWandPlay',
  },
  calico: {
    things: 'Patches Spots Whiskers ToeBeans Box Sunbeam Window Blanket Coat Tail',
    moves: 'SlowBlink Loaf Pounce Stare Biscuits Zoomies',
    verbs: 'Pounce Stare Purr Knead',
    core: 'Patches Whiskers Purr',
    names:
      'CalicoPatchCount CalicoAttitudeCheck CalicoOutfitMatch CalicoSlowBlink CalicoLoafCheck CalicoBiscuitsCam CalicoWandChase TortieAndCalicoRollCall',
  },
  'tuxedo cat': {
    things: 'Bowtie Whiskers Mustache Boots Box Window Sunbeam Couch Blanket Bib',
    moves: 'SlowBlink Loaf Pounce Zoomies Stare Strut',
    verbs: 'Pounce Strut Stare Purr',
    core: 'Bowtie Boots Strut',
    names:
      'TuxieInABowtie TuxedoCatStrut TuxieMustacheCheck TuxieSlowBlink TuxieHighFive TuxieTwinning TuxedoCatFetch TuxieWandPlay',
    also: 'tuxie',
  },
  pet: {
    things: 'Leash Collar Treats Toy Bowl Bed Paws Tail Whiskers Crate',
    moves: 'Zoomies HighFive Fetch Spin Cuddle BellyRub SlowBlink Trick',
    verbs: 'Cuddle Fetch Spin Snuggle Play',
    core: 'Paws Treats Cuddle',
    scenes: 'FurBaby PetParent',
    names:
      'MyPetsSecretTalent PetLookalikeChallenge TeachYourPetATrick PetHighFiveChallenge PetVsMirror PetRollCall PetThenVsNow PetTreatTasteTest',
    also: 'animal furbaby',
  },
  duck: {
    things: 'Pond Puddle Pool Feathers Peas Wings Bath Boots Grass Bill',
    moves: 'Waddle Splash Quack Paddle Swim Dive Flap',
    verbs: 'Waddle Quack Splash Paddle',
    core: 'Pond Feathers Quack Waddle',
    scenes: 'Quack DuckPond',
    names:
      'DucklingsFollowMe DuckWaddleParade DuckQuackBack DuckPeaHunt DuckPuddleParty DuckRecallRace DuckRainBootsWalk DuckEggCount',
    also: 'duckling',
  },
  cow: {
    things: 'Barn Hay Bell Pasture Spots Field Fence Brush Hooves Tail',
    moves: 'Moo Zoomies Graze Frolic Cuddle Headbutt',
    verbs: 'Moo Graze Frolic Cuddle',
    core: 'Barn Spots Moo',
    scenes: 'Moo',
    names:
      'PlayMusicForCows MooBackChallenge CowCuddleChallenge CowTurnoutDance CowComeWhenCalled CowBallPlay CowPhotobomb CalfBottleFeed',
    also: 'cattle',
  },
  sheep: {
    things: 'Wool Fleece Field Barn Fence Hay Hooves Bell Meadow Clippers',
    moves: 'Baa Graze Leap Headbutt Frolic Shearing',
    verbs: 'Baa Graze Leap Shear',
    core: 'Wool Meadow Baa',
    scenes: 'Baa CountingSheep',
    names:
      'SheepBaaBack SheepSpringJump SheepComeWhenCalled SheepShearingReveal SheepWoolToYarn LambZoomies SheepHerdingTrial BabySheepBottleFeed',
  },
  alpaca: {
    things: 'Fleece Fluff Topknot Field Fence Hay Barn Scarf Teeth Ears',
    moves: 'Hum Frolic Smile Strut Graze Pronk',
    verbs: 'Hum Graze Strut Frolic',
    core: 'Fleece Fluff Hum',
    names:
      'AlpacaHumAlong AlpacaHairDay AlpacaWalkChallenge AlpacaHugChallenge LlamaOrAlpaca AlpacaFleeceReveal AlpacaPronkCam AlpacaPhotobomb',
  },
  donkey: {
    things: 'Ears Carrot Hay Barn Field Fence Mane Hooves Saddle Blanket',
    moves: 'HeeHaw Bray Trot Cuddle Graze Smile',
    verbs: 'Bray Trot Graze Cuddle',
    core: 'Ears Carrot HeeHaw',
    scenes: 'HeeHaw',
    names:
      'HeeHawChallenge MiniDonkeyZoomies DonkeyCarrotTrick DonkeySmileCheck DonkeyHighFive DonkeyDustRoll DonkeyLeadWalk DonkeyEarsMeasure',
    also: 'minidonkey',
  },
  betta: {
    things: 'Fins Tank Bubbles Plants Leaf Tail Mirror Cave Pellets BubbleNest',
    moves: 'Flare Swim Glide FinShow Hover TankTour',
    verbs: 'Flare Swim Glide Hover',
    core: 'Fins Tail Flare',
    names:
      'BettaFollowMyFinger BettaFinShow SpotTheBubbleNest BettaTankGlowUp BettaHoopTrick BettaLeafHammock BettaFeedingCam BettaTargetTrick',
    also: 'bettafish',
  },
  frog: {
    things: 'Pond LilyPad Leaf Moss Rock Log Puddle Toes Crickets Terrarium',
    moves: 'Leap Croak Hop Splash Chirp Blink',
    verbs: 'Leap Croak Hop Splash',
    core: 'LilyPad Croak Hop',
    scenes: 'Ribbit LilyPad',
    names:
      'FindTheFrog TadpoleToFrog FrogCroakAlong FrogLeapChallenge MatchTheFrogCall FrogPondCount FrogTerrariumBuild FrogCricketHunt',
    also: 'treefrog',
  },
  tarantula: {
    things: 'Legs Fuzz Enclosure Web Burrow Cork Moss Crickets Hide Rock',
    moves: 'Molt Burrow Climb Tiptoe Stretch Wave',
    verbs: 'Climb Burrow Molt Tiptoe',
    core: 'Legs Fuzz Climb',
    names:
      'TarantulaMoltReveal FaceYourSpiderFear TarantulaWaveHello TarantulaTiptoe SpotTheTarantula TarantulaHandWalk TarantulaBurrowCam TarantulaEnclosureBuild',
    also: 'spider',
  },
  capybara: {
    things: 'Orange Yuzu HotSpring Pool Pond Grass Towel Hat Bath Duckling',
    moves: 'Chill Soak Munch Float Nap Sunbathe',
    verbs: 'Chill Soak Munch Float',
    core: 'Orange HotSpring Chill',
    names:
      'ChillLikeACapybara CapybaraOrangeHat CapySongDance CapybaraFriendPile CapybaraYuzuBath CapybaraUnbothered CapybaraMunchASMR DrawACapybara',
    also: 'capy',
  },
  otter: {
    things: 'Rock Shell Pebble Whiskers Paws Pool River Kelp Pocket Blanket',
    moves: 'HandHold Juggle Float Swim Dive Squeak Roll',
    verbs: 'Juggle Float Swim Squeak',
    core: 'Rock HandHold Float',
    names:
      'HoldHandsLikeOtters OtterRockJuggle OtterFloatChallenge FindYourFavoritePebble OtterSqueakBack OtterSlideChallenge OtterSplashCam OtterRiverSpotting',
  },
  bird: {
    things: 'Feathers Perch Seeds Cage Beak Wings Mirror Bell Swing Millet',
    moves: 'StepUp Chirp Whistle Sing Flutter Preen HeadBob',
    verbs: 'Chirp Whistle Sing Flutter Preen',
    core: 'Feathers Wings Chirp',
    scenes: 'Birdsong Birdhouse',
    names:
      'TeachYourBirdAWave StepUpChallenge BirdWhistleBack BirdHeadBobBeat BirdFlightRecall BirdPeekaboo BirdPuzzleToyTest BirbRollCall',
    also: 'birb',
  },
  gerbil: {
    things: 'Tunnel Sand Bedding Cage Wheel Seeds Tube Nest Box Burrow',
    moves: 'Dig Burrow Thump Zoomies Nibble SandBath',
    verbs: 'Dig Burrow Nibble Thump',
    core: 'Tunnel Sand Dig',
    names:
      'GerbilDigChallenge GerbilMazeRun GerbilBoxCastle GerbilShredParty GerbilTubeRace GerbilSeedHunt GerbilTunnelTour GerbilTankGlowUp',
  },
  'sugar glider': {
    things: 'Pouch Hoodie Pocket Eyes Tail Branch Shoulder Fruit Nectar Blanket',
    moves: 'Glide Leap Climb Snuggle Peek Bark',
    verbs: 'Glide Leap Climb Snuggle',
    core: 'Pouch Eyes Glide',
    names:
      'GlideToMeChallenge SugarGliderPocketPeek SugarGliderBarkBack GliderTreatHunt SugarGliderClimbCam SugarGliderWheelRun SugarGliderPeekaboo SugarGliderFruitTasting',
  },
  'hermit crab': {
    things: 'Shell Sand Tank Coral Rock Claws Sponge Pebbles Moss Water',
    moves: 'ShellSwap Climb Scuttle Peek Dig Molt',
    verbs: 'Climb Scuttle Peek Dig',
    core: 'Shell ShellSwap Scuttle',
    names:
      'PickAShellChallenge HermitCrabPeekaboo CrabitatMakeover HermitCrabRace HermitCrabClimbCam HermitCrabMoltCheck HermitCrabRollCall HermitCrabSandDig',
  },
  iguana: {
    things: 'Tail Spines Greens Flowers Branch Scales Lamp Shoulder Tank Dewlap',
    moves: 'HeadBob Bask Climb Swim Sunbathe Strut',
    verbs: 'Bask Climb Bob Swim',
    core: 'Spines Scales Bask',
    names:
      'IguanaHeadBob IguanaShoulderRide IguanaSaladBar IguanaHarnessWalk IguanaTargetTouch SpotTheIguana IguanaBranchClimb IguanaShedDay',
  },
  chameleon: {
    things: 'Colors Tongue Eyes Branch Leaf Vines Tail Crickets Lamp Cage',
    moves: 'ColorChange TongueSnap Sway Climb Grip Blend',
    verbs: 'Blend Sway Climb Grip',
    core: 'Colors Tongue ColorChange Blend',
    names:
      'ChameleonColorChange SpotTheChameleon ChameleonTongueSnap ChameleonSwayWalk ChameleonEyeRoll DressLikeMyChameleon GuessMyChameleonsMood ChameleonHandClimb',
  },
  'senior dog': {
    things: 'GreyMuzzle Blanket Bed Sweater Couch Sunbeam Ramp Paws Eyes Garden',
    moves: 'Nap Stroll Snuggle Sniff Lean SlowWalk',
    verbs: 'Nap Stroll Snuggle Sniff',
    core: 'GreyMuzzle Blanket Nap',
    scenes: 'GreyMuzzle',
    names:
      'OldDogNewTricks GreyMuzzleParade SeniorDogBucketList SeniorDogThenVsNow AdoptASeniorDog SeniorDogZoomies SeniorDogSniffWalk SeniorDogBirthday',
    also: 'olddog seniorpet',
  },
  rescue: {
    things: 'Shelter Home Foster Collar Leash Blanket Bed Toy Kennel Adoption',
    moves: 'Cuddle TailWag Zoomies FirstWalk Snuggle FirstBath Nap',
    verbs: 'Cuddle Snuggle Adopt Foster',
    core: 'Shelter Home Adopt',
    scenes: 'ForeverHome GotchaDay AdoptionDay',
    names:
      'RescueDay1VsNow GotchaDayChallenge GuessMyRescueBreed RescueFirstTailWag RescueGlowUp AdoptDontShop FosterFailStory ShelterDonationHaul',
    also: 'adoption adopt shelter rescuedog rescuecat petadoption',
  },
  'dog walk': {
    things: 'Leash Park Trail Puddle Harness Sidewalk Bench Treats Hydrant Neighbor',
    moves: 'Sniffari Stroll Zoomies Jog Heel LooseLeash',
    verbs: 'Stroll Sniff Heel Jog',
    core: 'Leash Park Stroll',
    scenes: 'Walkies',
    names:
      'DogWalkBingo 30DayDogWalkStreak LetYourDogLeadTheWay SniffariSunday DogWalkPickUpThree DogWalkPOV DogWalkRainOrShine DogWalkSunriseSquad',
    also: 'walkies dogwalking dogwalker',
  },
  fetch: {
    things: 'Ball TennisBall Frisbee Stick Yard Park Beach Lake Rope Launcher',
    moves: 'JumpCatch LongThrow Catch Sprint DropIt Retrieve',
    verbs: 'Throw Catch Chase Retrieve',
    core: 'Ball Stick Throw Catch',
    scenes: 'DogPark',
    names:
      'OneMoreThrow DropItChallenge FetchJumpCatch FetchTrickShot FetchWithTwoBalls PlayFetchWithYourCat TenFetchStreak FetchInSlowMo',
    verb: true,
  },
  zoomies: {
    things: 'Couch Hallway Yard Rug Stairs Bed Park Beach Grass Floor',
    moves: 'Drift Sprint Spin Slide Laps Bolt',
    verbs: 'Sprint Drift Spin Bolt',
    core: 'Hallway Couch Sprint',
    names:
      'PostBathZoomies MidnightZoomies CatchTheZoomies ZoomiesLapCount ZoomiesInSlowMo ZoomiesRouteMap FirstSnowZoomies BeachZoomiesCam',
    also: 'zoomie frap',
  },
  grooming: {
    things: 'Brush Bath Bow Bandana Shampoo Towel Comb Clippers Nails Blowdryer',
    moves: 'FreshCut PuppyCut TeddyCut Blowout Trim NailTrim Brushing',
    verbs: 'Fluff Shake Prance Brush',
    core: 'Brush Bath Bow',
    scenes: 'DogSpa PuppyCut',
    names:
      'GroomingBeforeAndAfter BravestNailTrim BrushOutChallenge FluffBlowoutReveal GuessTheGroomingCut GroomingCalmChallenge GroomingFurPileCheck GroomingASMR',
    also: 'groomer petgrooming doggroomer doghaircut',
  },
  'dog bath': {
    things: 'Tub Bubbles Towel Shampoo RubberDuck Hose Soap Sponge Puddle Blowdryer',
    moves: 'Shake Splash Scrub Rinse TowelDry Lather',
    verbs: 'Scrub Rinse Splash Shake',
    core: 'Bubbles Towel Scrub Shake',
    scenes: 'WetDog',
    names:
      'WetDogShake TowelBurritoChallenge DogBathWetVsDry DogBathHideAndSeek DogBathCalmCheck RubberDuckDogBath SqueakyCleanPup LickMatBathTime',
    also: 'petbath catbath',
  },
  vet: {
    things: 'Carrier Treats Scale Cone Stethoscope Clinic Bandage Nurse Checkup WaitingRoom',
    moves: 'BraveFace WeighIn HappyDance NailTrim Checkup',
    verbs: 'Behave Cuddle Wiggle Relax',
    core: 'Stethoscope Checkup Cone',
    scenes: 'VetVisit ConeOfShame',
    names:
      'BraveAtTheVet HappyVetVisit VetScaleWeighIn PracticeVetCheckup DecorateThePetCone VetVisitWinStreak VetCarrierTraining ThankYourVetTeam',
    also: 'veterinarian',
  },
  treat: {
    things: 'Biscuit Bone Cookie Jar PeanutButter Kibble Jerky Pouch Nose Counter',
    moves: 'NoseBalance Catch SitStay WaitForIt TasteTest Beg',
    verbs: 'Balance Catch Wait Bake',
    core: 'Biscuit Bone Catch',
    scenes: 'TreatTime GoodBoy',
    names:
      'TreatOnNoseChallenge WhichHandChallenge WaitForItChallenge TreatCatchSlowMo TreatTrailHunt TreatPuzzleTest DogTreatBakeOff RankTheTreats',
    also: 'dogtreat cattreat',
  },
  'dog toy': {
    things: 'Squeaker Ball Rope Plush Stuffing Basket Bone Frisbee Chew Bin',
    moves: 'TugOfWar Fetch Squeak Toss Unstuff NameGame',
    verbs: 'Squeak Toss Tug Chew Shake',
    core: 'Squeaker Rope Squeak',
    scenes: 'SqueakyToy',
    names:
      'DogToyNameGame FindTheToyChallenge ToyCleanUpChallenge DogToyShellGame DogToyTugOfWar ToughToyTest DogToyRollCall ToyBasketTakeover',
    also: 'pettoy cattoy squeakytoy chewtoy',
  },
  leash: {
    things: 'Harness Collar Park Trail Treats Sidewalk Pouch Clip Hook Handle',
    moves: 'FirstWalk NoPull Heel Recall Stroll SitStay',
    verbs: 'Walk Heel Clip Stroll',
    core: 'Collar Harness Walk',
    scenes: 'Walkies',
    names:
      'LooseLeashChallenge LeashTrainYourCat SitForTheLeash LeashRecallChallenge FirstLeashWalk LeashWalkBingo LeashTwinning LeashTrainingDay1',
    also: 'harness',
  },
  'dog park': {
    things: 'Ball Frisbee Bench Fence Gate Fountain Grass Puddle Friends Tunnel',
    moves: 'Zoomies Chase Fetch Greet PlayBow Sprint',
    verbs: 'Chase Greet Play Sprint',
    core: 'Ball Fence Chase',
    scenes: 'Zoomies PupPlaydate',
    names:
      'DogParkBestie DogParkPlayBow ZoomiesAtThePark DogParkFetchChallenge DogParkRecallTest DogParkAgilityRun DogParkRollCall DogParkFirstVisit',
  },
  'dog training': {
    things: 'Treats Clicker Leash Pouch Mat Cones Whistle Hoop Target Tunnel',
    moves: 'Sit Stay Down HighFive Spin Heel Recall LeaveIt',
    verbs: 'Sit Stay Heel Click Reward',
    core: 'Treats Clicker Sit Stay',
    scenes: 'SitStay PuppyClass',
    names:
      'SitStayChallenge LeaveItChallenge DogTrainingDay1 DogTrainingBloopers DistanceStayTest ClickerTrainingDebut DogTrainingBingo WhistleRecallTest',
    also: 'puppytraining obedience',
  },
  'potty training': {
    things: 'Bell Door Grass Pads Treats Yard Leash Timer Crate Mat',
    moves: 'BellRing HappyDance PottyBreak DoorSignal PottyDance',
    verbs: 'Ring Wait Sit Celebrate',
    core: 'Pads Bell PottyBreak',
    names:
      'RingTheBellChallenge PottyWinStreak PottyTrainingDay1 PottyPraiseParty NoMoreAccidents PottyTrainingChart PottyBreakTimer PottyOnCue',
    also: 'housetraining housebreaking',
  },
  'dog trick': {
    things: 'Treats Clicker Hoop Cone Skateboard Ball Paw Nose Stool Platform',
    moves: 'HighFive PlayDead RollOver Spin TakeABow Speak SitPretty LegWeave',
    verbs: 'Spin Bow Roll Speak Wave',
    core: 'Treats Paw HighFive Spin',
    names:
      'NewTrickUnlocked DogTrickOff 7DayTrickChallenge TakeABowChallenge DogTrickChain DogTrickAlphabet CopyMyDogsTrick DogTrickBloopers',
    also: 'pettrick cattrick',
  },
  'play dead': {
    things: 'Floor Rug Treats Couch Paws Belly Tail Stage Spotlight Clicker',
    moves: 'Flop Freeze RollOver StayDown DramaticFlop',
    verbs: 'Flop Freeze Roll Stay',
    core: 'Belly Flop Freeze',
    names:
      'TeachPlayDeadIn7Days AwardWorthyFlop PlayDeadTailWag PlayDeadFreezeFrame PlayDeadWithMe PlayDeadOnCue PlayDeadStayTest PlayDeadBloopers',
  },
  'roll over': {
    things: 'Belly Rug Grass Treats Floor Carpet Mat Paws Couch Sand',
    moves: 'BellyUp BellyRub BarrelRoll DoubleRoll Wiggle Sploot',
    verbs: 'Roll Wiggle Flop Spin',
    core: 'Belly Rug Roll',
    scenes: 'BellyRub',
    names:
      'RollOverOnCue TeachYourCatToRollOver DoubleRollChallenge BellyUpChallenge RollOverRelay RollOverInSlowMo RollOverInTheSnow PuppysFirstRollOver',
  },
  catnip: {
    things: 'Toy Banana Kicker Pillow Leaves Plant Garden Jar Pouch Bubbles',
    moves: 'BunnyKick Roll Zoomies Flop Sniff Wiggle',
    verbs: 'Roll Sniff Flop Kick',
    core: 'Plant Toy Roll',
    names:
      'CatnipReaction CatnipVsSilvervine CatnipKickerChallenge CatnipFirstSniff CatnipZoomies CatnipBubbles GrowYourOwnCatnip CatnipBeforeAndAfter',
    also: 'catmint',
  },
  'cat tree': {
    things: 'Perch Hammock Window Tower Shelf Condo Ladder Sunbeam Post Sisal',
    moves: 'Climb Leap Nap Scratch Summit Ambush',
    verbs: 'Climb Leap Scratch Nap',
    core: 'Perch Tower Scratch',
    names:
      'KingOfTheCatTree DIYCatTree CatPrefersTheBox CatTreeMakeover CatTreeLeapOfFaith CatTreeSummitCam CatTreeHideAndSeek CatTreeNapCount',
    also: 'cattower catcondo scratchingpost',
  },
  'laser pointer': {
    things: 'Dot Wall Floor Couch Hallway Carpet Ceiling Curtain Stairs Rug',
    moves: 'Pounce Chase Leap Spin Ambush Zoomies',
    verbs: 'Chase Pounce Leap Spin',
    core: 'Dot Wall Chase',
    scenes: 'RedDot',
    names:
      'CatchTheRedDot LaserToTreatFinish TwoCatsOneLaser LaserPounceSlowMo LaserPointerVsDog LaserHallwayChase LaserWallJump LaserTapeMaze',
  },
  'pet costume': {
    things: 'Hat Cape Bowtie Tutu Hoodie Bandana Antlers Sweater Pumpkin Wings',
    moves: 'Reveal Runway Strut Pose Twirl OwnerMatch',
    verbs: 'Dress Strut Pose Twirl',
    core: 'Hat Cape Dress',
    scenes: 'PetParade PetRunway',
    names:
      'DIYPetCostume MatchYourPet PetCostumeReveal PetCostumeRunway SpookyPetParade PetCostumeVote PetSuperheroCape PetCostumeTryOn',
    also: 'dogcostume catcostume petoutfit dogsweater catsweater pethalloween halloweenpet',
  },
  'dog mom': {
    things: 'Leash Hoodie Mug Treats Couch Car Tote Bed Photos Pouch',
    moves: 'MorningWalk Cuddles BellyRub Fetch Photoshoot Playdate',
    verbs: 'Fetch Cuddle Walk Snuggle',
    core: 'Leash Treats Walk',
    scenes: 'FurMama FurBaby',
    names:
      'TwinningWithMyDog DogPicksMomOrDad DogMomStarterPack DogMomTeachesATrick DogMomSignatureTrick DogMomPhotoshoot MothersDayWithMyDog DogMomMorningRoutine',
    also: 'furmom furmama dogmum',
  },
  'cat mom': {
    things: 'Blanket Couch Box Window WandToy LintRoller Mug Sweater Tote Treats',
    moves: 'SlowBlink Cuddles Playtime WandPlay Photoshoot Brushing',
    verbs: 'Spoil Cuddle Play Snuggle',
    core: 'LintRoller Treats Cuddle',
    names:
      'TwinningWithMyCat CatPicksALap CatMomLintRollerCheck CatMomStarterPack CatOnMyKeyboard CatMomBoxFortBuild CatMomMorningRoutine CatMomPhotoshoot',
    also: 'catmum catlady',
  },
  'dog dad': {
    things: 'Ball Leash Hoodie Truck Couch Yard Hat Recliner Mug Boots',
    moves: 'Fetch MorningWalk Nap TugOfWar Hike Roughhouse',
    verbs: 'Walk Play Nap Hike',
    core: 'Ball Leash Walk',
    scenes: 'Dogfather',
    names:
      'DadJokesForMyDog WhoDoesTheDogRunTo DogDadStarterPack DogDadFetchLeague DogDadTrickShow DogDadBackyardRace DogDadMatchingFit DogfatherPhotoshoot',
    also: 'dogfather furdad',
  },
  'belly rub': {
    things: 'Belly Paws Couch Rug Floor Grass Blanket Tail Leg Fur',
    moves: 'LegKick BellyUp Roll Wiggle Sploot Stretch',
    verbs: 'Rub Roll Wiggle Flop',
    core: 'Belly LegKick Rub',
    names:
      'BellyRubTrap LegKickChallenge DontStopTheBellyRub BellyRubReactions BellyRubOnCue SplootForBellyRubs BellyRubASMR BellyRubSmileCheck',
  },
  paw: {
    things: 'ToeBeans Pads Claws Print Nails Fur Mud Snow Hand Beans',
    moves: 'HighFive Shake Wave Boop Knead Tap',
    verbs: 'Shake Wave Tap Knead Boop',
    core: 'ToeBeans Print HighFive',
    scenes: 'ToeBeans PawPrint',
    names:
      'LeftOrRightPaw GimmeThePaw ToeBeanBoop PawVsHandSize PawPrintArt PawWaveHello PawHighFiveStreak ToeBeanPhotoshoot',
    also: 'toebean',
  },
  puppuccino: {
    things: 'Cup Whip DriveThru Car Nose Sprinkles Lid Barista Window Napkin',
    moves: 'FirstLick Slurp FaceDive WhipBeard TasteTest',
    verbs: 'Slurp Lick Taste Sip',
    core: 'Cup WhipBeard Slurp',
    scenes: 'PupCup',
    names:
      'FirstPuppuccino WhipCreamBeard PupCupSlowMo SitForYourPupCup DIYPupCup PupCupPhotoshoot PupCupTasteRating PuppuccinoBirthdayTreat',
    also: 'pupcup',
  },
  'snuffle mat': {
    things: 'Treats Kibble Fleece Nose Bowl Mat Pouch Towel Box Floor',
    moves: 'TreatHunt NoseWork Forage Search Dig',
    verbs: 'Sniff Search Forage Dig',
    core: 'Mat Treats Sniff',
    scenes: 'NoseWork',
    names:
      'DIYSnuffleMat SnuffleMatSpeedHunt NoseWorkChallenge SnuffleMatFirstTry FindTheKibble SnuffleMatForCats BrainGamesForDogs SnuffleMatASMR',
    also: 'enrichment',
  },
  'tennis ball': {
    things: 'Fuzz Launcher Yard Court Bucket Mouth Grass Wall Park Slobber',
    moves: 'Catch Bounce Fetch TrickShot Stash ThreeInTheMouth',
    verbs: 'Catch Bounce Fetch Stash',
    core: 'Fuzz Bounce Fetch',
    scenes: 'GameOfFetch',
    names:
      'HowManyTennisBalls TennisBallCatchStreak TennisBallTrickShot TennisBallHideAndSeek TennisBallBucketDrop TennisBallTreatPuzzle PlayTennisWithYourDog TennisBallStashReveal',
  },
  'dog agility': {
    things: 'Tunnel Hurdle WeavePoles Seesaw Ramp Cones Tire Jumps Course Whistle',
    moves: 'Weave Tunnel Jump Sprint Hurdle Seesaw',
    verbs: 'Weave Jump Sprint Leap',
    core: 'Tunnel Hurdle Weave',
    scenes: 'WeavePoles',
    names:
      'BackyardAgility WeavePoleChallenge AgilityTunnelRun AgilityZeroFaults HulaHoopAgility AgilityCourseTimeTrial DogAgilityRelay AgilityBloopers',
    also: 'agilitycourse',
  },
  'dog show': {
    things: 'Ribbon Trophy Crown Ring Judge Stage Leash Rosette Brush Bow',
    moves: 'Strut Trot Pose VictoryLap Twirl Bow',
    verbs: 'Strut Pose Trot Win',
    core: 'Ribbon Trophy Strut',
    scenes: 'BestInShow ShowDog',
    names:
      'BackyardDogShow DogShowCommentary BestInShowWalk DogShowStackPose DogShowVictoryLap DogShowStrutOff BestInShowVote DogShowRibbonCeremony',
    also: 'catshow petshow',
  },
  'pet birthday': {
    things: 'Cake Hat Balloons Pupcake Banner Presents Crown Bandana Treats Confetti',
    moves: 'CakeSmash GiftUnwrap PartyPose Zoomies SingAlong',
    verbs: 'Unwrap Celebrate Party Smash',
    core: 'Pupcake Hat Celebrate',
    scenes: 'Barkday',
    names:
      'BarkdayBash PupcakeSmash PetBirthdayGiftPick PetPartyHatChallenge PetBirthdayCakeDIY BarkdayPhotoshoot PetBirthdayThenVsNow PetBirthdaySingAlong',
    also: 'dogbirthday catbirthday barkday dogcake pupcake',
  },
  'slow blink': {
    things: 'Eyes Whiskers Sunbeam Window Couch Blanket Face Camera Pillow Lens',
    moves: 'BlinkBack Loaf Purr LongStare Squint Nap',
    verbs: 'Blink Squint Stare Purr',
    core: 'Eyes Blink Squint',
    names:
      'SlowBlinkBack ILoveYouInCat SlowBlinkStreak SlowBlinkStareOff CatchTheSlowBlink SlowBlinkDogTest BlinkBackChallenge SlowBlinkCountdown',
  },
  'cat loaf': {
    things: 'Paws Blanket Sunbeam Couch Box Pillow Bread Toast Crust Window',
    moves: 'FullLoaf HalfLoaf PawTuck Sploot Nap Purr',
    verbs: 'Tuck Bake Nap Purr',
    core: 'Bread Paws Tuck',
    names:
      'PerfectLoafChallenge CatLoafOrBread HalfOrFullLoaf RateMyLoaf CatLoafBakery LoafOfTheDay CatLoafCountdown CatLoafFamilyPhoto',
  },
  'cat vs dog': {
    things: 'Couch Bed Bowl Laser Ball Toy Box Hallway Treats Blanket',
    moves: 'Chase Boop StandOff SideEye Zoomies CuddlePile',
    verbs: 'Chase Boop Share Cuddle',
    core: 'Ball Laser Chase StandOff',
    names:
      'CatVsDogTrickOff WhoGetsTheBed CatVsDogRecall TeamCatOrDog CatDogCuddlePile CatVsDogBoxTest CatVsDogPuzzleRace CatVsDogFirstMeeting',
    also: 'dogvscat catsvsdogs catsanddogs dogandcat',
  },
  'backyard chicken': {
    things: 'Eggs Coop Hen Rooster Feeder Nest Straw Garden Mealworms Perch',
    moves: 'EggHunt CoopTour DustBath Peck Scratch Strut Cluck',
    verbs: 'Peck Cluck Strut Scratch',
    core: 'Eggs Coop Cluck',
    scenes: 'HenHouse ChickenCoop',
    names:
      'DailyEggCount CoopMakeover ChickenTreatPinata ChickenDustBathCam ChickenComeWhenCalled RainbowCartonReveal ChickenZoomies ChickenRunTour',
    also: 'hen chickencoop',
  },
  koi: {
    things: 'Pond Waterfall Lilypads Bridge Pellets Fins Scales Rocks Ripples Stones',
    moves: 'HandFeed FeedingFrenzy Glide Swim Circle Splash',
    verbs: 'Glide Swim Feed Splash',
    core: 'Pond Scales Glide',
    scenes: 'KoiPond',
    names:
      'KoiHandFeeding NameYourKoi KoiFollowMyFinger KoiRippleSlowMo KoiPondGlowUp KoiGrowthCheck DrawYourFavoriteKoi KoiPondSpotting',
    also: 'koipond',
  },
  canary: {
    things: 'Cage Perch Seeds Feathers Swing Mirror Bell Millet Wings Window',
    moves: 'Sing Trill Chirp Whistle Flutter Preen',
    verbs: 'Sing Trill Chirp Flutter',
    core: 'Feathers Perch Sing',
    names:
      'CanarySingOff CanaryWhistleBack CanaryKaraoke CanarySunriseSong CanaryStepUp CanaryRingTheBell CanarySwingCam CanaryGreensTasting',
  },
  squirrel: {
    things: 'Acorn Nuts Peanuts Feeder Tree Tail Fence Garden Cheeks Branch',
    moves: 'NutHeist Stash Parkour Leap Dig Nibble',
    verbs: 'Stash Leap Dig Nibble',
    core: 'Acorn Nuts Stash',
    scenes: 'NutHeist',
    names:
      'SquirrelObstacleCourse SquirrelPicnicTable SquirrelProofFeeder SquirrelNutHeist SquirrelSpotting NameTheSquirrels SquirrelCamSlowMo SquirrelAcornStash',
  },
  'dog beach': {
    things: 'Waves Sand Ball Frisbee Towel Shells Surf Seaweed Bucket Sunset',
    moves: 'WaveChase Dig Splash Zoomies SandRoll Swim',
    verbs: 'Dig Splash Swim Surf',
    core: 'Waves Sand Splash',
    scenes: 'SandyPaws BeachDay',
    names:
      'ChaseTheWaves WaveJumpChallenge SandcastleWithMyDog DogBeachFrisbee DogBeachZoomies DogBeachDigOff DogBeachCleanUp PupFirstBeachDay',
    also: 'beachdog',
  },
  'cat cafe': {
    things: 'Latte Cups Cushions Shelf Menu Window Toys Kittens Hammock Cake',
    moves: 'Snuggle SlowBlink LapClaim Playtime Purr Nap',
    verbs: 'Snuggle Cuddle Purr Play',
    core: 'Kittens Cushions Snuggle Purr',
    names:
      'ChosenByACat CatCafeLatteArt CatCafeBingo CatCafeAdoptionDay CatCafeFirstVisit CatCafeRollCall RateTheCatCafe CatCafeSketchbook',
  },
  maltipoo: {
    things: 'Curls Fluff Teddy Bow Groomer Sweater Couch Lap Ears Toy',
    moves: 'Zoomies Spin Bounce Snuggle Twirl Hop',
    verbs: 'Spin Bounce Snuggle Twirl',
    core: 'Curls Teddy Snuggle',
    names:
      'MaltipooSpin MaltipooHighFive MaltipooZoomies MaltipooWetVsDry MaltipooGroomReveal MaltipooPuppyThenNow MaltipooTreatCatch MaltipooPeekaboo',
  },
  bloodhound: {
    things: 'Nose Ears Jowls Drool Trail Scent Wrinkles Couch Leash Yard',
    moves: 'Tracking Sniff Howl Bay Flop Search',
    verbs: 'Track Sniff Howl Search',
    core: 'Nose Ears Sniff',
    names:
      'HideAndSniff BloodhoundNoseTest BloodhoundBayAlong BloodhoundFindMe BloodhoundEarFlop BloodhoundSlowMoShake BloodhoundTrailPOV BloodhoundPuppyWrinkles',
  },
  'great pyrenees': {
    things: 'Fluff Snow Barn Goats Fence Field Coat Paws Porch Blanket',
    moves: 'NightPatrol Guard Flop Lean SnowNap Bark',
    verbs: 'Guard Flop Lean Bark Patrol',
    core: 'Fluff Goats Guard',
    names:
      'PyrOnPatrol PyrRefusesToMove PyrGuardsTheFlock PyrLapDog PyrSnowPlow GreatPyrBrushOut PyrFluffCheck PyrHighFive',
    also: 'pyr',
  },
  sheltie: {
    things: 'Mane Ruff Fluff Coat Sheep Cones Hoop Field Brush Ears',
    moves: 'Herding Spin Bark Agility Twirl Weave',
    verbs: 'Herd Spin Bark Weave',
    core: 'Mane Sheep Herd',
    scenes: 'Sheepdog',
    names:
      'SheltieSpin SheltieAgilityRun SheltieTrickChain SheltieBallHerding SheltieSmileCheck SheltieBarkOff SheltieRuffBrushOut SheltieTreatCatch',
    also: 'shetlandsheepdog',
  },
  'russian blue': {
    things: 'Coat Eyes Whiskers Window Couch Blanket Sunbeam Box Plush Paws',
    moves: 'SlowBlink Loaf Pounce Stare Chirp Fetch',
    verbs: 'Pounce Stare Purr Chirp',
    core: 'Coat Eyes Purr',
    names:
      'RussianBlueFetch RussianBlueSmile RussianBlueChirpBack RussianBlueSlowBlink RussianBluePhotoshoot RussianBlueWandPlay RussianBlueFollowsMe RussianBlueKittenThenNow',
  },
  'munchkin cat': {
    things: 'Legs Paws Tail Couch Basket Box Blanket Whiskers Window Belly',
    moves: 'Waddle Sprint Pounce Zoomies KangarooSit Loaf',
    verbs: 'Waddle Sprint Pounce Hop',
    core: 'Legs Paws Waddle',
    names:
      'MunchkinKangarooSit MunchkinWaddle MunchkinPounceCam MunchkinZoomies MunchkinLoafCheck MunchkinHighFive MunchkinWandPlay MunchkinTreatHunt',
  },
  crocodile: {
    things: 'Teeth Jaws Scales Tail River Swamp Eggs Keeper Zoo Sunbask',
    moves: 'Sunbathe Swim Snap Glide Lurk Yawn',
    verbs: 'Snap Swim Lurk Bask',
    core: 'Teeth Scales Snap',
    names:
      'SmileLikeACroc CrocCrawlChallenge CrocJawClap CrocodileFreezeTag CrocHatchlingChirp CrocodileSpottingFromAfar PetCrocodileCostume CrocodilePlushTug',
  },
  pigeon: {
    things: 'Breadcrumbs Feathers Park Bench Statue Coo Rooftop Loft Seeds Plaza',
    moves: 'HeadBob Strut Coo Flock Waddle Swoop',
    verbs: 'Coo Strut Flock Bob',
    core: 'Breadcrumbs Feathers Coo',
    names:
      'WalkLikeAPigeon PigeonHeadBobChallenge PigeonSpotting PigeonRescueStory PigeonCooAlong PigeonStrutOff PigeonNeckShimmer RateYourCityPigeons',
  },
  mouse: {
    things: 'Cheese Wheel Whiskers Tail Maze Cage Bedding Seeds Tunnel Nest',
    moves: 'Maze WheelRun Squeak Scurry Nibble Hide',
    verbs: 'Squeak Scurry Nibble Hide',
    core: 'Cheese Whiskers Squeak',
    scenes: 'MouseHole',
    names:
      'MouseMazeChallenge TinyMouseHouse SayCheeseMouse MouseWheelCam MousePeekaboo MouseSeedHunt MiceHammockPile MouseRopeClimb',
    also: 'mice',
  },
  flamingo: {
    things: 'Pink Feathers Legs Lagoon Flock Beak Shrimp Lake Floatie Knees',
    moves: 'OneLegStand Strut FlockDance Wade Preen',
    verbs: 'Balance Strut Wade Preen',
    core: 'Pink Feathers OneLegStand',
    names:
      'OneLegFlamingo FlamingoFlockDance FlamingoStrut FlamingoFreezePose DogOnAFlamingoFloat DrawAFlamingo FlamingoWadeWalk FlamingoPinkOutfit',
  },
  lion: {
    things: 'Mane Roar Pride Cub Paw Savanna Tail Rock Keeper Zoo',
    moves: 'Roar Pounce Stretch Yawn Nap Prowl',
    verbs: 'Roar Pounce Prowl Nap',
    core: 'Mane Cub Roar',
    scenes: 'JungleKing Roar',
    names:
      'RoarLikeALion LionStretchChallenge LionManeHairFlip LionYawnChallenge PetInALionCostume LionCutReveal LionPrideNapPile LionCubPlaytime',
  },
  tiger: {
    things: 'Stripes Cub Paw Jungle Tail Whiskers Pool Zoo Keeper Jaw',
    moves: 'Pounce Prowl Swim Roar Stretch Chuff',
    verbs: 'Pounce Prowl Roar Swim',
    core: 'Stripes Cub Roar',
    names:
      'PounceLikeATiger TigerChuffChallenge TigerCatLookalike TigerStalkWalk TigerStripeCount PetTigerCostume TigerFacePaint TigerCubPlaytime',
  },
  elephant: {
    things: 'Trunk Ears Tusks Calf Herd Peanuts Mud Water Zoo Savanna',
    moves: 'TrunkWave MudBath Spray TrunkHug Trumpet Stomp',
    verbs: 'Spray Stomp Splash Trumpet',
    core: 'Trunk Ears Trumpet',
    names:
      'TrunkWaveChallenge StompLikeAnElephant ElephantTrumpetChallenge ElephantEarFlap ElephantMemoryGame ElephantWalkRelay ElephantSprayTime ElephantCalfPlaytime',
  },
  panda: {
    things: 'Bamboo Cub Belly Tree Zoo Keeper Patches Snow Slide Ball',
    moves: 'Tumble Roll Munch Climb Nap Slide',
    verbs: 'Tumble Roll Munch Nap',
    core: 'Bamboo Cub Tumble',
    scenes: 'BambooForest',
    names:
      'ClumsyPandaChallenge PandaSlideChallenge PandaRollChallenge PandaBambooMunch PandaCubTumble PandaOutfitTwinning PandaPlushParade PandaFacePaint',
  },
  monkey: {
    things: 'Banana Tail Vine Tree Zoo Jungle Baby Rope Swing Mirror',
    moves: 'Swing Climb Groom Hang Mimic Grin',
    verbs: 'Swing Climb Mimic Hang',
    core: 'Banana Vine Swing',
    scenes: 'MonkeyBusiness',
    names:
      'MonkeySeeMonkeyDo SwingLikeAMonkey MonkeyBarsChallenge ThreeWiseMonkeysPose MonkeyMirrorMoves MonkeyBananaDance MonkeyGrinChallenge MonkeyPlushAdventure',
  },
  bear: {
    things: 'Honey Fish River Cub Forest Den Paw Salmon Berries Tree',
    moves: 'BackScratch Hibernate Fishing Stand Wave Forage',
    verbs: 'Scratch Forage Fish Sniff',
    core: 'Honey Salmon Cub Hibernate',
    scenes: 'Hibernation BearHug',
    names:
      'BearWalkChallenge BearHugChallenge BearBackScratch TeddyBearPicnic TeddyBearRollCall PetBearCostume BearSpottingFromAfar BearCamFishing',
  },
  fox: {
    things: 'Tail Snow Den Ears Forest Pup Meadow Paws Fluff Kit',
    moves: 'Pounce Mousing Zoomies Scream Yip Curl',
    verbs: 'Pounce Yip Dig Curl',
    core: 'Tail Snow Pounce',
    names:
      'WhatDoesTheFoxSay FoxPounceChallenge FoxSpottingFromAfar FoxTrotChallenge FoxLookalikePet FoxEarsDressUp FoxYipAlong FoxTrailCam',
  },
  wolf: {
    things: 'Pack Moon Forest Snow Pup Howl Den Trail Tail Eyes',
    moves: 'Howl Pack Run Track Play Nap',
    verbs: 'Howl Track Roam Play',
    core: 'Moon Pack Howl',
    scenes: 'WolfPack FullMoon',
    names:
      'HowlAtTheMoon WolfOrHusky WolfDuetChallenge WolfPackWalk WolfTrackHunt LittleRedRidingHoodPet WolfPupPlaytime WolfFamilyPortrait',
  },
  owl: {
    things: 'Feathers Eyes Branch Night Moon Nest Talons Hoot Barn Tree',
    moves: 'HeadTurn Hoot Swoop Blink Perch Glide',
    verbs: 'Hoot Swoop Perch Blink',
    core: 'Eyes Night Hoot',
    scenes: 'NightOwl',
    names:
      'OwlHeadTurnChallenge HootLikeAnOwl OwlSpottingWalk OwlBoxBuild DrawAnOwl OwlBlinkChallenge OwlFeatherFind NightOwlPhotoHunt',
  },
  penguin: {
    things: 'Ice Fish Flippers Egg Chick Iceberg Huddle Snow Colony Pebble',
    moves: 'Waddle BellySlide Huddle Dive Swim Hop',
    verbs: 'Waddle Slide Dive Huddle',
    core: 'Ice Flippers Waddle',
    scenes: 'Antarctica',
    names:
      'WaddleLikeAPenguin PenguinEggBalance PenguinBellySlide PenguinPebbleProposal PenguinHuddleChallenge PenguinWaddleRace PenguinFlapDance PenguinTuxedoTwinning',
  },
  dolphin: {
    things: 'Fin Wave Ocean Pod Boat Squeak Splash Reef Beach Calf',
    moves: 'Jump Spin Splash Flip Wave Click',
    verbs: 'Splash Spin Swim Flip',
    core: 'Fin Ocean Splash',
    names:
      'DolphinSpotting SwimLikeADolphin DolphinSqueakChallenge DolphinDiveRings DolphinJumpCount DolphinFinWave DolphinSmileSelfie DolphinEcholocationGame',
  },
  bee: {
    things: 'Honey Hive Flower Pollen Stripes Wings Garden Comb Queen Sunflower',
    moves: 'Buzz Pollinate Waggle Dance Forage Hover',
    verbs: 'Buzz Pollinate Waggle',
    core: 'Honey Hive Buzz',
    scenes: 'BusyBee Beehive',
    names:
      'BeeHotelBuild WaggleDanceChallenge BeeFriendlyGarden BeeKindChallenge BeeWaterStation BeeSpottingWalk HoneyTasteTest GardenBeeCount',
    also: 'bumblebee honeybee',
  },
  reindeer: {
    things: 'Antlers Sleigh Snow Bells Nose Harness Moss Herd Lapland Barn',
    moves: 'SleighPull Prance Trot Graze Jingle',
    verbs: 'Prance Pull Trot Graze',
    core: 'Antlers Sleigh Prance',
    scenes: 'ReindeerGames SleighRide',
    names:
      'PranceLikeAReindeer NameAllTheReindeer ReindeerGamesChallenge ReindeerAntlerToss ReindeerNoseGlow ReindeerRunRelay PetReindeerAntlers ReindeerJingleWalk',
  },
  beetle: {
    things: 'Shell Horn Leaves Log Terrarium Wings Grub Soil Bark Garden',
    moves: 'Climb Crawl Dig Flip Burrow Fly',
    verbs: 'Crawl Climb Dig',
    core: 'Shell Horn Crawl',
    names:
      'BugHuntChallenge BeetleMacroPhoto BeetleRescueRelease BeetleLogHunt BeetleTerrariumBuild BeetleBingo BeetleWalkOnMyHand BeetleGrubToAdult',
  },
  lizard: {
    things: 'Tail Scales Tongue Rock Heatlamp Terrarium Crickets Tank Log Sun',
    moves: 'Bask Blink TongueFlick Climb Shed Sprint',
    verbs: 'Bask Climb Blink Shed',
    core: 'Scales Tongue Bask',
    names:
      'LizardHeadBobBack SpotTheLizard LizardOnMyShoulder LizardCricketHunt LizardTargetTouch LizardHarnessWalk LizardTankTour LizardShedDay',
  },
  caterpillar: {
    things: 'Leaf Cocoon Chrysalis Butterfly Milkweed Jar Garden Stripes Silk Branch',
    moves: 'Munch Inch Crawl Hatch Cocoon Transformation',
    verbs: 'Munch Crawl Inch Hatch',
    core: 'Leaf Cocoon Butterfly Munch',
    scenes: 'Metamorphosis',
    names:
      'CaterpillarToButterfly FindTheCaterpillar CaterpillarMunchCam PlantMilkweedForMonarchs ButterflyReleaseDay EggCartonCaterpillar CaterpillarCrawlRace CaterpillarPhotoMacro',
  },
  raccoon: {
    things: 'Mask Paws Trash Bin Backyard Tree Snacks Fur Tail Night',
    moves: 'WashHands Sneak Climb Snack Peek Scamper',
    verbs: 'Sneak Wash Peek Climb',
    core: 'Mask Trash Sneak',
    scenes: 'TrashPanda',
    names:
      'WashYourHandsLikeARaccoon SneakLikeARaccoon RaccoonMaskSelfie RaccoonProofBins TrashPandaCostume RaccoonNightCam RaccoonTrackHunt DrawARaccoon',
  },
  sloth: {
    things: 'Claws Branch Tree Smile Leaves Hammock Rainforest Baby Hug Nap',
    moves: 'SlowMo Hang Nap Hug Climb Yawn',
    verbs: 'Hang Nap Hug Climb',
    core: 'Branch Hang Nap',
    names:
      'SlothModeChallenge HangLikeASloth SlothSlowestRace SlothYawnChallenge SlothSlowMoDance SlothHugATree SlothSmileSelfie SlothNapSunday',
  },
  koala: {
    things: 'Eucalyptus Tree Ears Joey Pouch Branch Nose Leaves Fluff Hug',
    moves: 'Hug Cling Nap Munch Climb Yawn',
    verbs: 'Hug Cling Munch Nap',
    core: 'Joey Tree Hug',
    names:
      'KoalaHugChallenge KoalaBellowBack KoalaNapChallenge KoalaClimbRace KoalaJoeyPeek DrawAKoala KoalaSpotting KoalaRescueFundraiser',
  },
  kangaroo: {
    things: 'Pouch Joey Tail Feet Outback Bush Boxing Hop Desert Ears',
    moves: 'Hop Jump Box Balance Graze Peek',
    verbs: 'Hop Jump Balance Peek',
    core: 'Pouch Joey Hop',
    scenes: 'Outback',
    names:
      'HopLikeAKangaroo KangarooSackRace JoeyInThePouch KangarooTailBalance KangarooJumpDistance KangarooSpotting DrawAKangaroo KangarooBoxingPose',
  },
  giraffe: {
    things: 'Neck Spots Tongue Leaves Tree Calf Legs Savanna Ossicones Zoo',
    moves: 'NeckStretch Munch Gallop Splay Nuzzle',
    verbs: 'Stretch Munch Nuzzle Gallop',
    core: 'Neck Spots Stretch',
    names:
      'FeedTheGiraffe GiraffeNeckChallenge GiraffeSpotCount DrawAGiraffe GiraffeHeightCheck GiraffeCalfCam GiraffePrintOutfit GiraffeFactsQuiz',
  },
  zebra: {
    things: 'Stripes Mane Herd Savanna Foal Tail Grass Hooves Waterhole Zoo',
    moves: 'Gallop Graze Trot Kick Groom',
    verbs: 'Gallop Graze Trot',
    core: 'Stripes Mane Gallop',
    names:
      'SpotTheZebra ZebraStripeArt ZebraStripeOutfit ZebraGallopChallenge ZebraFoalCam ZebraFactsQuiz ZebraHerdCount PetZebraCostume',
  },
  hippo: {
    things: 'Mouth Teeth River Mud Calf Watermelon Pool Ears Splash Pumpkin',
    moves: 'Yawn Splash Wallow Chomp Bubble Float',
    verbs: 'Splash Chomp Float Wallow',
    core: 'Mouth Mud Yawn Splash',
    names:
      'YawnLikeAHippo HippoWatermelonChomp HippoEarWiggle HippoSplashZone HippoBubbleBlow HippoBabyCam DrawAHippo HippoWaddleWalk',
  },
  octopus: {
    things: 'Tentacles Ink Suckers Reef Shell Jar Cave Tank Arms Rocks',
    moves: 'Camouflage JarEscape Squeeze InkCloud Jet Hide',
    verbs: 'Hide Squeeze Escape Jet',
    core: 'Tentacles Ink Squeeze',
    scenes: 'EightArms',
    names:
      'OctopusJarPuzzle SpotTheOctopus EightArmsChallenge OctopusEscapeArtist OctopusArmsDance DrawAnOctopus OctopusSockCraft OctopusFactsQuiz',
  },
  alligator: {
    things: 'Teeth Jaws Swamp Scales Tail Eggs Bayou Log Keeper Sun',
    moves: 'Bask Snap Glide Float Lurk Yawn',
    verbs: 'Bask Snap Glide Float',
    core: 'Teeth Swamp Snap',
    scenes: 'Gator Bayou',
    names:
      'SeeYouLaterAlligator AlligatorOrCrocodile GatorSpottingFromAfar ChompLikeAGator GatorHatchlingCam AlligatorCrawlRace SketchAGator GatorGrinChallenge',
    also: 'gator',
  },
  jellyfish: {
    things: 'Tentacles Bell Glow Ocean Tank Aquarium Current Reef Light Moon',
    moves: 'Drift Pulse Glow Float Bloom',
    verbs: 'Drift Pulse Glow Float',
    core: 'Tentacles Glow Drift',
    names:
      'DriftLikeAJellyfish JellyfishFloatOff JellyfishUmbrellaCostume JellyfishLampDIY JellyfishGlowUp DrawAJellyfish JellyfishSlowMoCam JellyfishFactsQuiz',
  },
  crab: {
    things: 'Claws Shell Sand Beach Rock Tidepool Bucket Burrow Seaweed Wave',
    moves: 'SideWalk Pinch Dig Scuttle Molt',
    verbs: 'Scuttle Pinch Dig',
    core: 'Claws Shell Scuttle',
    scenes: 'Tidepool CrabWalk',
    names:
      'CrabWalkChallenge CrabSoccer TidepoolTreasure CrabCatchAndRelease CrabPinchDance SandCrabHideAndSeek CrabBeachBingo DrawACrab',
  },
  deer: {
    things: 'Antlers Fawn Forest Meadow Hooves Spots Tail Trail Apples Snow',
    moves: 'Prance Leap Graze Freeze Bow Nuzzle',
    verbs: 'Prance Leap Graze Bow',
    core: 'Antlers Fawn Prance',
    names:
      'BowLikeANaraDeer DeerFreezeChallenge DeerLeapChallenge DeerSpottingWalk DeerTrackHunt DeerAntlerShedHunt LeaveTheFawnAlone DrawADeer',
  },
  moose: {
    things: 'Antlers Pond Forest Snow Calf Hooves Willow Lake Nose Beard',
    moves: 'Wade Graze Trot Splash Browse',
    verbs: 'Wade Graze Trot',
    core: 'Antlers Pond Wade',
    names:
      'MooseCallChallenge MooseAntlerPose MooseWalkChallenge MooseOrElkQuiz MooseTrackHunt MooseSpottingFromAfar AntlerShedHunt MooseCalfCam',
  },
  seal: {
    things: 'Flippers Whiskers Ice Beach Pup Fish Rock Blubber Waves Belly',
    moves: 'BellyFlop Clap Flop Swim Bark Sunbathe',
    verbs: 'Clap Flop Bark Swim',
    core: 'Flippers Ice Clap',
    names:
      'SealClapChallenge FlopLikeASeal SealBarkBack SealBananaPose SealSlideRace SealSpottingFromAfar SealPupCam DrawASeal',
  },
  firefly: {
    things: 'Glow Jar Meadow Night Summer Lights Garden Field Lantern Dusk',
    moves: 'Blink Glow Flicker Float Catch',
    verbs: 'Glow Blink Flicker',
    core: 'Glow Jar Blink',
    scenes: 'LightningBug',
    names:
      'FireflyFlashBack FireflyCatchAndRelease FireflyLongExposure LightsOutForFireflies FireflyCount FireflyGlowChallenge GlowJarCraft DrawAFirefly',
    also: 'lightningbug',
  },
  farm: {
    things: 'Barn Tractor Chickens Cows Goats Eggs Hay Fence Pigs Garden',
    moves: 'Chores EggCollect BottleFeed Milking HayRide Feeding',
    verbs: 'Feed Milk Collect Herd Plant',
    core: 'Barn Tractor Eggs Feed',
    scenes: 'Barnyard OldMacDonald',
    names:
      'FarmChoresChallenge EggCollectingChallenge BarnyardRollCall FarmAnimalCallBack BarnyardSoundOff MorningFeedRound FarmBottleFeeding FarmHarvestHaul',
    also: 'farmlife farming homestead homesteading',
  },
  'pet store': {
    things: 'Hamster Parakeet Goldfish Leash Collar Treat ChewToy Kibble Bandana Cage',
    moves: 'ToyPick TreatAisle LeashTry PuppyWindow BirthdayShop AdoptionDay',
    verbs: 'Sniff Pick Spoil Adopt',
    core: 'Treat ChewToy Leash',
    names:
      'LetMyPetPickAToy PetStoreBudgetChallenge PetStoreSniffTest TreatAisleTakeover SpoiledPetHaul PetStoreTryOn PetStoreAdoptionDay PetStoreBirthdayShop',
    also: 'petshop',
  },
  'bird feeder': {
    things: 'Seed Squirrel Cardinal Sparrow Pole Window Camera Suet BlueJay Chickadee',
    moves: 'SquirrelHeist FeederRefill WindowWatch BirdCount SeedSpill',
    verbs: 'Feed Watch Refill Spot',
    core: 'Seed Cardinal Feed',
    scenes: 'Birdwatching',
    names:
      'SquirrelVsBirdFeeder BirdFeederBingo DIYBirdFeeder FeederCamDrama BirdFeederFirstVisitor FeederSpeciesCount BirdFeederPhotoOfTheDay WinterFeederCheck',
    also: 'birdfeed feederwatch',
  },
  ladybug: {
    things: 'Spot Leaf Flower Garden Finger Aphid Wing Stem Petal Magnifier',
    moves: 'SpotCount FingerWalk WingPeek LeafRide GentleRelease',
    verbs: 'Count Hold Release Spot',
    core: 'Spot Leaf Wing',
    names:
      'LadybugSpotCount LadybugFingerWalk LadybugGentleRelease LadybugHunt LadybugRockArt LadybugMacroPhoto LadybugGardenPatrol LadybugHotelBuild',
    also: 'ladybird ladybeetle',
  },
  snail: {
    things: 'Shell Leaf Trail Lettuce Garden Rain Antenna Terrarium Cucumber Moss',
    moves: 'SlowRace ShellPeek TrailWatch LettuceSnack EyeStalk',
    verbs: 'Crawl Munch Glide Hide',
    core: 'Shell Trail Crawl',
    scenes: 'SnailPace',
    names:
      'WorldsSlowestRace SnailTerrariumBuild SnailCucumberMunch SnailEyeStalkCam SnailRainRescue SnailTimelapse NameYourSnail SnailMacroPhoto',
    also: 'gardensnail',
  },
  seagull: {
    things: 'Chip Fries Beach Pier Boardwalk Sandwich Bench Wave Cone Roof',
    moves: 'ChipSnatch BeachStandoff SquawkCall StareDown BoardwalkStroll',
    verbs: 'Squawk Snatch Swoop Stare',
    core: 'Beach Pier Squawk',
    names:
      'GuardYourChips SeagullSquawkBack SeagullRainDance SeagullStandoff SeagullBeachCleanUp SeagullFlyByCam SeagullSpotting DrawASeagull',
    also: 'gull',
  },
  goose: {
    things: 'Pond Park Feather Gosling Lawn Path Lake Bench Wing Neck',
    moves: 'HonkAlert ParkStandoff FlyingV GoslingParade SlowBackAway',
    verbs: 'Honk Waddle Hiss Chase',
    core: 'Pond Gosling Honk',
    names:
      'HonkLikeAGoose GooseSlowBackAway GoslingParade GooseFlyingV GooseWalkChallenge GooseSpottingFromAfar GooseFeatherFind DrawAGoose',
    also: 'geese gosling canadagoose',
  },
  earthworm: {
    things: 'Soil Rain Sidewalk Garden Compost Bucket Shovel Robin Trowel Leaf',
    moves: 'SidewalkRescue WormHunt WiggleWatch SoilDig CompostCheck',
    verbs: 'Dig Wiggle Rescue Burrow',
    core: 'Soil Rain Wiggle',
    scenes: 'WormFarm',
    names:
      'SidewalkWormRescue WormCharming BuildAWormFarm CompostWormCheck WormCountAfterRain EarthwormFactsQuiz DrawAnEarthworm MeasureTheLongestWorm',
    also: 'worm',
  },
  zookeeper: {
    things: 'Bucket Keeper Hose Enclosure Penguin Giraffe Carrot Fish Sloth Uniform',
    moves: 'FeedingTime CleanUp PenguinWalk EnrichmentToy MorningRound KeeperTalk',
    verbs: 'Feed Hose Train Weigh',
    core: 'Uniform Bucket Feed',
    scenes: 'FeedingTime',
    names:
      'ZookeeperForADay AskAZookeeper BuildAnEnrichmentToy GuessTheZooAnimal ZookeeperRollCall APenguinFollowsMe ZookeeperWeighInDay DayInTheLifeZookeeper',
  },
  fish: {
    things: 'Bowl Tank Bubbles Flakes Castle Plants Gravel Fins Pebbles Driftwood',
    moves: 'FeedingTime TankTour TankClean FinFlash Aquascape',
    verbs: 'Feed Swim Name Decorate',
    core: 'Tank Bowl Fins',
    scenes: 'FishTank',
    names:
      'NameMyFish FishFollowsMyFinger SpotTheHidingFish AquariumGlowUp FishHoopTrick AquascapeChallenge MyFishSetupThenVsNow FinWaveFriday FishTankTour',
  },
  cockatiel: {
    things: 'Crest Cheeks Perch Millet Mirror Cage Whistle Feathers Swing Bell',
    moves: 'CrestRaise HeadBob ShoulderRide StepUp WingSpread SingAlong',
    verbs: 'Whistle Sing Bob Perch',
    core: 'Crest Cheeks Whistle',
    scenes: 'Tiel',
    names:
      'CockatielWhistleOff TeachMyTielATune CockatielHeadBob CrestUpChallenge TielShoulderRide CockatielStepUp WhistleBackDuet CockatielDanceParty CockatielSaysHello',
    also: 'tiel',
  },
  cockapoo: {
    things: 'Curls Fluff Ears Teddy Toy Ball Bandana Blanket Couch Leash',
    moves: 'Zoomies Fetch TeddyCut HeadTilt Spin Cuddle',
    verbs: 'Fetch Spin Snuggle Wiggle',
    core: 'Curls Teddy Fluff',
    names:
      'CockapooGroomingGlowUp CockapooZoomies TeddyBearOrCockapoo CockapooTrickShow CockapooHeadTilt CockapooSpinChallenge CockapooPuppyThenVsNow CurlyCoatCheck CockapooTreatCatch',
  },
  cavapoo: {
    things: 'Curls Ears Fluff Teddy Lap Blanket Toy Bow Couch Treat',
    moves: 'SitPretty Zoomies PawShake Snuggle TeddyCut HeadTilt',
    verbs: 'Snuggle Spin Shake Wiggle',
    core: 'Curls Teddy Lap',
    names:
      'CavapooFirstTrick WhoseCurlsAreBetter CavapooZoomieHour CavapooPawShake CavapooHeadTilt CavapooHighFive CavapooSitPretty CavapooThenVsNow CavapooLapTest',
  },
  'cocker spaniel': {
    things: 'Ears Curls Ball Leash Field Lap Snout Fringe Tail Feathers',
    moves: 'EarFlop Fetch TailWag Sniff Retrieve Snuggle',
    verbs: 'Sniff Fetch Wag Wiggle',
    core: 'Ears Curls Sniff',
    scenes: 'Cocker',
    names:
      'CockerEarFlopCheck CockerSpanielGlowUp FindItCockerChallenge CockerSpanielSitPretty CockerEarsInTheWind CockerFetchRace CockerSpanielThenVsNow CockerSniffSearch CockerTreatHunt',
  },
  mutt: {
    things: 'Rescue Shelter DNATest Ears Tail Paws Leash Bandana Spots Ball',
    moves: 'GuessTheBreed Zoomies Fetch HeadTilt GotchaDay Snuggle',
    verbs: 'Guess Adopt Fetch Wag',
    core: 'Rescue DNATest Shelter',
    scenes: 'MixedBreed',
    names:
      'GuessMyMuttsBreed MuttDNAReveal ShelterToSofa MuttTrickShow MuttOlympics MuttThenVsNow MuttGotchaDay SpotTheBreedChallenge MuttHeadTilt',
    also: 'mixedbreed mixbreed',
  },
  'belgian malinois': {
    things: 'Ears Ball Tug Harness Agility Frisbee Leash Mask Vest Whistle',
    moves: 'Heel Jump Fetch FocusCheck Weave Retrieve RecallRun',
    verbs: 'Jump Fetch Heel Focus',
    core: 'Agility Tug Jump',
    scenes: 'Mali WorkingDog',
    names:
      'MalinoisFocusTest MaliAgilityRun MalinoisHeelChallenge MaliFrisbeeCatch MalinoisRecallRun MaliSpeedWeave MalinoisBrainGames MalinoisTrickStreak MalinoisPuppyThenVsNow',
    also: 'malinois',
  },
  'chow chow': {
    things: 'Mane Fluff BlueTongue Teddy Lion Coat Paws Brush Snow Couch',
    moves: 'LionMane BrushOut TongueShow Strut Sploot Nap',
    verbs: 'Brush Strut Nap Fluff',
    core: 'Mane Fluff BlueTongue',
    names:
      'ChowChowLionMane ChowChowBlueTongue TeddyBearOrChow ChowChowStrut ChowFluffBrushOut ChowChowHighFive ChowSplootCheck ChowChowPuppyThenVsNow ChowNapChampion',
  },
  'blue heeler': {
    things: 'Frisbee Ball Ranch Ears Mask Speckles Tail Stick Sheep Tennisball',
    moves: 'Herd Fetch Zoomies FrisbeeCatch Agility Spin SideEye',
    verbs: 'Herd Fetch Spin Run',
    core: 'Frisbee Ranch Herd',
    scenes: 'CattleDog RanchLife',
    names:
      'HeelerFrisbeeCatch BlueHeelerBrainGame HeelerHerdsTheBalls BlueyInRealLife HeelerPuppyThenVsNow HeelerTrickStack HeelerSideEye HeelerSpinCycle BlueHeelerFetchRace',
    also: 'heeler redheeler cattledog australiancattledog',
  },
  macaw: {
    things: 'Feathers Beak Perch Walnut Rope Wings Tail Toy Swing Shower',
    moves: 'WingFlap StepUp Talk Wave Hang Climb',
    verbs: 'Talk Wave Climb Flap',
    core: 'Feathers Beak Wings',
    names:
      'MacawSaysHello TeachMyMacawAWord MacawWingWave MacawVsNewToy MacawStepUpChallenge MacawWhistleBack MacawPuzzleToy MacawHangTime RainbowWingFlap',
  },
  cockatoo: {
    things: 'Crest Feathers Beak Perch Toy Cage Swing Shoulder Mirror Music',
    moves: 'CrestFlare HeadBang Dance Talk Cuddle Peekaboo',
    verbs: 'Dance Talk Cuddle Bob',
    core: 'Crest Feathers Dance',
    names:
      'CockatooDanceParty CockatooCrestUp CockatooCuddleTime CockatooHeadBang CockatooSaysPeekaboo CockatooVsNewToy CockatooSingAlong CockatooShoulderRide CrestUpForYourSong',
  },
  'african grey': {
    things: 'Feathers Words Whistle Perch Puzzle Beak Tail Cage Phone Doorbell',
    moves: 'Talk Mimic StepUp Wave Puzzle Impression',
    verbs: 'Talk Mimic Whistle Copy',
    core: 'Words Whistle Mimic',
    names:
      'AfricanGreyImpressions TeachMyGreyANewWord GreyWhistleDuet AfricanGreyPuzzleTime GreyCopiesMyLaugh AfricanGreyVocabTest GreyMorningChat AfricanGreySaysGoodnight',
    also: 'congoafricangrey africangray',
  },
  'ball python': {
    things: 'Scales Shed Hide Enclosure Coil Morph Tongue Branch Vines Heatlamp',
    moves: 'Coil Shed Explore Burrow Climb HandlingTime',
    verbs: 'Coil Shed Explore Hide',
    core: 'Scales Coil Shed',
    scenes: 'DangerNoodle',
    names:
      'BallPythonMorphReveal MeasureMyBallPython PetTheNoodle NoodleExploresTheCouch SpotTheBallPython BallPythonThenVsNow PythonEnclosureGlowUp SnakeHideTour BallPythonShedDay',
    also: 'royalpython',
  },
  'gotcha day': {
    things: 'Cake Balloons Bandana Party Candle Toy Photos Collar Treat Banner',
    moves: 'ThenVsNow PartyHat PhotoRecap GiftUnboxing PupCake',
    verbs: 'Celebrate Adopt Unwrap Remember',
    core: 'Cake Party Balloons',
    scenes: 'Adoptiversary',
    names:
      'GotchaDayThenVsNow GotchaDayPhotoRecap GotchaDayPupCake GotchaDayToyUnboxing AdoptiversaryParty GotchaDayPawtrait RescueStoryInPhotos GotchaDayZoomies',
    also: 'adoptiversary adoptionday',
  },
  foster: {
    things: 'Kittens Puppies Crate Blanket Bottle Toys Playpen Scale Towel Adoption',
    moves: 'WeighIn BottleFeed Playtime Socialize GoingHome FirstBath',
    verbs: 'Feed Snuggle Socialize Adopt',
    core: 'Kittens Puppies Bottle',
    names:
      'FosterKittenWeighIn FosterFailStory FosterPuppyFirstDay FosterToForeverHome FosterRoomTour NameTheFosters FosterGoingHomeDay FosterThenVsNow BottleBabyCam',
    also: 'fostering petfoster',
  },
  'head tilt': {
    things: 'Ears Squeak Whistle Words Treat Voice Sounds Toy Eyebrows Camera',
    moves: 'Squeak WordTest WhistleTest PuppyEyes EarPerk',
    verbs: 'Tilt Listen Squeak Whistle',
    core: 'Ears Squeak Whistle',
    names:
      'HeadTiltChallenge SayWalkiesTest WhichWordGetsATilt HeadTiltSqueakTest DoubleHeadTilt HeadTiltOnCue HeadTiltSlowMo TiltBackAtYourDog',
  },
  meow: {
    things: 'Chirp Trill Purr Whiskers Window Bird Voice Greeting Door Breakfast',
    moves: 'TalkBack Chatter MorningGreeting Trill Yowl',
    verbs: 'Chirp Trill Chatter Talk',
    core: 'Chirp Trill Purr',
    names:
      'MeowBackChallenge CatTalkBack TranslateMyCatsMeow MeowOnCommand CatChatterCam WhoMeowsFirst MeowMorningGreeting MeowDuet ChirpAtTheWindow',
    verb: true,
  },
  howl: {
    things: 'Siren Song Harmonica Moon Pack Piano Voice Snow Note Guitar',
    moves: 'SingAlong Awoo SirenSong HarmonicaDuet PianoNote',
    verbs: 'Sing Harmonize Join Awoo',
    core: 'Siren Harmonica Pack',
    scenes: 'Awoo',
    names:
      'HowlAlongChallenge HowlWithMe DogHowlsOnCue HowlToThePiano HarmonicaHowl AwooOnThree HowlDuet FamilyPackHowl HowlAtTheMoon',
    verb: true,
  },
  'crate training': {
    things: 'Crate Blanket Treat Bed Toy Door Cover Chew Mat Den',
    moves: 'CrateGames TreatToss NapTime DoorOpen SettleIn',
    verbs: 'Settle Nap Rest Practice',
    core: 'Crate Blanket Treat',
    names:
      'CrateGamesChallenge CrateDashChallenge CrateOnCue TreatTossCrateGame 7DayCrateTraining CozyCrateMakeover PuppyCrateTour CrateTrainingDay1',
  },
  'leash training': {
    things: 'Leash Harness Treat Pouch Collar Sidewalk Park Clicker Cones Street',
    moves: 'LooseLeash HeelWalk UTurn CheckIn SniffBreak Sit',
    verbs: 'Walk Heel Practice Reward',
    core: 'Leash Harness LooseLeash',
    names:
      'LooseLeashChallenge PuppyFirstLeashWalk LeashWalkThenVsNow LeashTrainingWin HarnessOnHappyDance SniffWalkSaturday UTurnLeashGame CheckInOnEveryCorner LeashTraining5Minutes',
  },
  'pet sitter': {
    things: 'Keys Leash Bowls Treats Couch Note Schedule Toys Camera Clients',
    moves: 'DropIn WalkShift FeedingTime PlayBreak PhotoUpdate',
    verbs: 'Walk Feed Cuddle Visit',
    core: 'Keys Leash Clients',
    names:
      'GuessWhoImSitting PetSitterCuddleCount TodaysPetRollCall MeetMyClients GuestOfTheDay PetSitterWalkRecap PetSitterPhotoUpdate PetSitterDayInLife',
    also: 'petsitting dogsitter catsitter dogsitting catsitting',
  },
  'service dog': {
    things: 'Vest Leash Harness Task Ball Bag Bus Store Badge Paws',
    moves: 'TaskTraining Heel Alert Retrieve OffDuty Cuddle',
    verbs: 'Help Heel Alert Retrieve',
    core: 'Vest Task Harness',
    names:
      'ServiceDogOffDuty ServiceDogDayInLife OnTheJobVsAtHome ServiceDogTaskDemo ServiceDogThenVsNow HarnessOffZoomies ServicePupFirstVest ServiceDogRetrieveTest',
    also: 'assistancedog guidedog',
  },
  'senior cat': {
    things: 'Blanket Sunbeam Heatpad Window Lap Brush Treat Pillow Bed Whiskers',
    moves: 'SunbeamNap LapTime SlowBlink BrushTime Stretch Purr',
    verbs: 'Nap Purr Stretch Snuggle',
    core: 'Sunbeam Lap Blanket',
    names:
      'SeniorCatThenVsNow 15YearsOfMyCat SeniorCatSlowBlink SeniorCatHappyDance SeniorCatTreatPuzzle SeniorCatHighFive SeniorKittyBirthday OldCatLapTime',
    also: 'oldcat elderlycat',
  },
  'dog yoga': {
    things: 'Mat Blocks Blanket Treat Sunrise Park Pose Paws Belly Strap',
    moves: 'DownDog UpDog Stretch PuppyPose Savasana Balance',
    verbs: 'Stretch Breathe Balance Relax',
    core: 'Mat DownDog Stretch',
    scenes: 'Doga',
    names:
      'DogYogaChallenge DownDogWithMyDog DogaFlow DogJoinsMyYoga DogYogaPhotobomb MatForTwo DogStretchMatch PuppyPoseTogether DogYogaSunday',
    also: 'doga puppyyoga',
  },
  chick: {
    things: 'Fluff Feathers Brooder Heatlamp Egg Feeder Straw Wings Coop Peep',
    moves: 'Hatch FirstFlap Explore Nap Cuddle Perch',
    verbs: 'Hatch Peep Explore Nap',
    core: 'Fluff Egg Peep',
    names:
      'ChickHatchDay ChickThenVsNow ChickNameGame PeepRollCall ChickFirstFlap ChickComeWhenCalled WeeklyChickWeighIn ChickFirstOutdoors ChickBrooderTour',
    also: 'babychick',
  },
  'norwegian forest cat': {
    things: 'Mane Fluff Tufts Tail Paws Snow Tree Brush Coat Whiskers',
    moves: 'BrushOut TreeClimb SnowPounce TailFloof Stretch',
    verbs: 'Climb Pounce Brush Fluff',
    core: 'Mane Tufts Fluff',
    scenes: 'Wegie',
    names:
      'WegieFluffCheck WegieVsMaineCoon WegieLionMane WegieTailFloof WegieTreeClimb WegieBrushOut WegieHighFive NorwegianForestCatGlowUp',
    also: 'wegie norwegianforest',
  },
  catio: {
    things: 'Netting Shelf Plants Hammock Perch Tunnel Window Sunshine Grass Birds',
    moves: 'BirdWatch SunNap Climb Build Makeover',
    verbs: 'Build Climb Watch Lounge',
    core: 'Netting Hammock Perch',
    names:
      'CatioTour CatioBirdWatch CatioMakeover CatioThenVsNow DIYCatioBuild CatioOnABudget CatioLeapCam FirstDayInTheCatio',
    also: 'catpatio',
  },
  'car ride': {
    things: 'Window Seatbelt Harness Backseat Ears Wind Carrier Blanket Map Playlist',
    moves: 'WindEars WindowWatch RoadTrip SeatbeltCheck SingAlong',
    verbs: 'Ride Buckle Watch Sing',
    core: 'Window Backseat Wind',
    names:
      'SayCarRideTest BackseatCoPilot CarRideWindEars CarRideSingAlong FirstCarRideHome CarRideCalmChallenge CarRideThenVsNow CarRideSafetyCheck',
  },
  'pet christmas': {
    things: 'Stocking Sweater Tree Ornament SantaHat Antlers Bow Wrapping Lights Card',
    moves: 'GiftUnwrap TreeSniff PhotoPose StockingStuff SleighRide',
    verbs: 'Unwrap Sniff Pose Jingle',
    core: 'Stocking SantaHat Antlers',
    scenes: 'Xmas Holidays',
    names:
      'PetsFirstChristmas DogUnwrapsHisGift PetChristmasCard ReindeerAntlerPhoto TwelveDaysOfPets PawsUnderTheTree PetStockingReveal CatVsChristmasTree SantaPawsPhotoShoot',
    also: 'dogchristmas catchristmas christmaspet christmasdog christmascat',
  },
  'puppy eyes': {
    things: 'Treat Eyebrows Stare Face Nose Chin Couch Dinner Leash Ball',
    moves: 'SadStare ChinRest HeadTilt Beg SlowBlink BigEyes',
    verbs: 'Stare Beg Plead Melt',
    core: 'Stare Eyebrows Beg',
    names:
      'PuppyEyesChallenge SayNoToPuppyEyes PuppyEyesStareOff ChinOnKneeCheck WhoCanResistThoseEyes PuppyEyesVsMom PuppyEyesForAWalk EyebrowWiggleWatch PuppyEyesUnlocked',
    also: 'puppydogeyes sadpuppyeyes',
  },
  'talking buttons': {
    things: 'Buttons Board Outside Play Treat Walk Love Mat Word Paw',
    moves: 'ButtonPress NewWord PawTap FirstSentence AskForWalk',
    verbs: 'Press Tap Learn Ask Say',
    core: 'Buttons Board Word',
    names:
      'DogTalkingButtonsDay MyDogsFirstButton TeachANewButton WhatDidMyDogSay ButtonBoardQuestions TalkingDogFirstWord PawPressForPlay DogAsksForAWalk ButtonBoardTour',
    also: 'talkingbutton dogbuttons talkingdog soundbuttons',
  },
  'dog swimming': {
    things: 'Lake Pool Life Jacket Splash Paddle Beach Toy Towel Dock',
    moves: 'DoggyPaddle FirstSwim Splash ShakeOff Retrieve DockJump',
    verbs: 'Swim Paddle Splash Shake',
    core: 'Splash Paddle Lake',
    scenes: 'Lakeside Poolside',
    names:
      'DoggyPaddleChallenge DogsFirstSwim SplashZoneShakeOff DogSwimSlowMo FetchInTheLake DogSwimmingRecall LakeDayDogRace DogSwimmingLesson LifeJacketFashion',
    also: 'swimmingdog dogswim dogpool',
  },
  'dog hike': {
    things: 'Trail Backpack Leash Water Summit Boots Creek Map Snack Bowl',
    moves: 'TrailWalk SummitPhoto CreekCross SniffBreak PackCarry',
    verbs: 'Hike Climb Explore Sniff',
    core: 'Trail Summit Backpack',
    scenes: 'Outdoors Trailhead',
    names:
      'HikeWithYourDog DogHikeSummitPhoto SummitSelfieWithMyDog DogPacksHisBackpack CreekCrossingPup DogHikeTrashPickup DogHikeCheckpoint FirstHikeTogether TrailDogDiaries',
    also: 'hikingdog doghiking trailpup',
  },
  'adventure cat': {
    things: 'Harness Backpack Leash Stroller Trail Park Grass Tree Bubble Sunshine',
    moves: 'HarnessWalk BackpackRide GrassSniff TreeClimb OutdoorNap',
    verbs: 'Explore Stroll Sniff Ride',
    core: 'Harness Backpack Stroller',
    scenes: 'Outdoors',
    names:
      'AdventureCatDayOut CatHarnessFirstWalk CatBackpackView AdventureCatCheckIn CatTouchesGrass FirstCatStroll CatOnATrail AdventureCatBucketList CatVsTheGreatOutdoors',
    also: 'adventurecats catonaleash cathiking',
  },
  'puzzle toy': {
    things: 'Treat Kibble Snuffle Cups Slider Box Mat Ball Flap Timer',
    moves: 'PuzzleSolve SniffSearch CupFlip SlideOpen TreatHunt',
    verbs: 'Solve Sniff Flip Slide',
    core: 'Treat Snuffle Cups',
    names:
      'PetPuzzleSpeedRun CanYourDogSolveIt PuzzleToyLevelUp CatSolvesThePuzzle DogIQPuzzleTest DIYPuzzleToy ThreeCupTreatGame PuzzleToyTimeTrial SmartPupPuzzle',
    also: 'puzzlefeeder treatpuzzle dogpuzzle catpuzzle',
  },
  'welcome home': {
    things: 'Door Leash Tail Toy Wiggle Window Porch Hug Jump Sock',
    moves: 'DoorGreeting TailWag HappyDance ToyPresent HappyHowl',
    verbs: 'Greet Wiggle Wag Welcome',
    core: 'Door Wiggle Greet',
    names:
      'WelcomeHomeReaction PetGreetingAtTheDoor HomeFromWorkGreeting DogsHappyDance WelcomeHomeWiggle CatIgnoresMeAtDoor ToyGiftWelcome BestWelcomeEver TailWagCountdown',
    also: 'petgreeting doggreeting homefromwork',
  },
  'pet name': {
    things: 'Name Tag Collar List Hat Vote Letter Sign Nickname Treat',
    moves: 'NameVote NameTest NameReveal NicknameList ComeWhenCalled',
    verbs: 'Name Call Vote Choose',
    core: 'Name Tag Nickname',
    names:
      'HelpNameMyPet PetNameReveal NameThatPetChallenge PetNicknameList ComeWhenCalledTest DogPicksItsName PetNameVote AllMyPetsNicknames WhatsYourPetsName',
    also: 'dogname catname puppyname kittenname petnames',
  },
  'dog breed': {
    things: 'Breed Coat Ears Snout Tail Size Puppy Mix Test Quiz',
    moves: 'GuessTheBreed BreedQuiz DNAReveal MixReveal BreedFacts',
    verbs: 'Guess Reveal Compare Spot',
    core: 'Breed Coat Mix',
    names:
      'GuessMyDogsBreed NameThatDogBreed BreedQuizChallenge DogBreedReveal WhatsMyDogMixed MuttOrPurebred DogDNAReveal BreedTraitBingo BreedFactFriday',
    also: 'guessthebreed dogbreeds dogdna dogdnatest',
  },
  'guilty dog': {
    things: 'Face Ears Couch Sock Slipper Pillow Trash Mess Sign Eyes',
    moves: 'GuiltyFace SideEye EarsBack Confession SlowWalk',
    verbs: 'Confess Hide Sulk Blame',
    core: 'Face Confession Mess',
    names:
      'GuiltyDogFace WhoDidThisChallenge DogConfessionTime GuiltyDogOrInnocent TheGreatSockMystery PillowCaseCrime DogAlibiCheck GuiltyPupDetective CaughtInTheAct',
    also: 'dogshaming guiltyface guiltypup guiltypet',
  },
  'new pet': {
    things: 'Crate Bed Bowl Toy Blanket Collar Leash Home Name Tour',
    moves: 'HomeTour FirstNight NewBed MeetTheFamily CrateSetup',
    verbs: 'Welcome Meet Settle Explore',
    core: 'Home Crate Welcome',
    names:
      'FirstDayHomeChallenge HelpNameOurNewPet SayHiToTheNewPet NewPetLearnsATrick NewPetMeetsTheFamily NewPetHouseTour NewPetThenVsNow WeekOneWithMyPet NewPetFirstNight',
    also: 'firstdayhome newpuppy newkitten',
  },
  'pet lookalike': {
    things: 'Outfit Hair Face Pose Glasses Hat Sweater Bandana Photo Mirror',
    moves: 'MatchingPose TwinOutfit SideBySide PoseSwap CopyTheFace',
    verbs: 'Match Pose Copy Twin',
    core: 'Outfit Pose Twin',
    names:
      'PetLookalikeChallenge TwinningWithMyPet MatchYourPetsPose WhoWoreItBetter PetAndOwnerTwins CopyMyCatsFace DogAndOwnerOutfit PetLookalikeContest SpotTheTwin',
    also: 'ownerlookalike twinningwithmypet',
  },
  'pet reaction': {
    things: 'Ears Eyes Face Head Tail Toy Treat Mirror Sound Magic',
    moves: 'HeadTilt DoubleTake SideEye EarPerk Gasp',
    verbs: 'React Watch Perk Tilt',
    core: 'Ears Face React',
    names:
      'PetReactsToMagic DogVsMirrorReaction CatReactsToMyVoice PetDoubleTakeMoment PetReactsToNewToy HeadTiltSoundTest PetReactsToFrozenMe WatchMyPetsFace PetVsBubbleReaction',
    also: 'dogreaction catreaction petreacts dogreacts catreacts',
  },
  'pet selfie': {
    things: 'Camera Phone Face Nose Ears Filter Couch Window Sunlight Frame',
    moves: 'SelfieSmile NoseBoop PhotoPose SelfieTimer CloseUp',
    verbs: 'Snap Pose Smile Frame',
    core: 'Camera Phone Pose',
    names:
      'PetSelfieChallenge SelfieWithMyPet PetSelfieSmile NoseInTheLens PetSelfieTimer SnoutCloseUp BestPetSelfieWins PetPhotoBomb PetSelfieSunday',
    also: 'dogselfie catselfie',
  },
  'dog bed': {
    things: 'Bed Blanket Pillow Couch Crate Cushion Toy Nest Fleece Corner',
    moves: 'BedDig Circle Flop Nap BurritoWrap',
    verbs: 'Circle Flop Snuggle Nap',
    core: 'Blanket Pillow Nap',
    names:
      'DogBedMakeover DIYDogBed WhoseBedIsItAnyway DogBedTakeover DogBedSpinCount BlanketBurritoPup BigDogTinyBed PetBedGlowUp CatStealsTheDogBed',
    also: 'catbed petbed dogbeds',
  },
  purr: {
    things: 'Rumble Motor Chest Lap Blanket Biscuits Sunbeam Chin Ears Whiskers',
    moves: 'MotorStart ChinScratch Biscuits SlowBlink LapNap',
    verbs: 'Knead Snuggle Relax Hum',
    core: 'Motor Lap Biscuits',
    names:
      'LoudestPurrContest PurrASMR CatPurrCheck PurrMotorStart ChinScratchPurr PurrsAndBiscuits PurrOnMyChest SlowBlinkThenPurr RecordYourCatsPurr',
    also: 'purring catpurr purrs',
  },
  bark: {
    things: 'Doorbell Voice Window Squirrel Speak Mailbox Echo Howl Woof Sound',
    moves: 'SpeakOnCue QuietCue Woof WhisperWoof',
    verbs: 'Speak Woof Howl Hush',
    core: 'Woof Speak Voice',
    names:
      'TeachYourDogToSpeak BarkOnCommand QuietBarkChallenge WhisperWoofChallenge DogBarkTranslation BarkingDuet FirstBarkEver BarkBackAtTheTV HowManyWoofs',
    also: 'barking dogbark woof',
  },
  'tail wag': {
    things: 'Tail Wiggle Butt Treat Name Door Ball Walk Toy Helicopter',
    moves: 'HelicopterTail WiggleButt TailChase HappyWag SlowWag',
    verbs: 'Wag Wiggle Swish Spin',
    core: 'Tail Wiggle Helicopter',
    names:
      'TailWagCheck SayTheWordWalkTest HelicopterTail WagOMeter WiggleButtChallenge TailWagSlowMo WhatMakesMyDogWag TailWagCountdown HappyTailTest',
    also: 'tailwagging waggingtail wag waggle',
  },
  boop: {
    things: 'Nose Snoot Paw Finger Button Face Whiskers Snout Beans Ear',
    moves: 'NoseTap SnootTouch PawTouch TapBack',
    verbs: 'Poke Tap Sniff Touch',
    core: 'Nose Snoot Paw',
    names:
      'BoopTheSnootChallenge NoseBoopReaction BoopBackTest BoopEveryPetInTheHouse SnootBoopSlowMo PawBoopHighFive OneBoopADay BoopItYourWay BoopChallenge',
    also: 'noseboop snootboop boopthesnoot',
  },
  blep: {
    things: 'Tongue Mouth Snoot Face Lips Sunbeam Window Nap Teeth Chin',
    moves: 'Mlem TongueOut SleepyTongue SideTongue',
    verbs: 'Poke Lick Nap Freeze',
    core: 'Tongue Mlem Snoot',
    names:
      'CatchTheBlep BlepOfTheDay SleepyBlepCam BlepOrMlem TongueOutTuesday BlepCompilation BestBlepContest BlepAndFreeze LongestBlepWins',
    also: 'mlem tongueout',
  },
  conure: {
    things: 'Perch Shoulder Feathers Beak Seed Millet Cage Swing Bell Mirror',
    moves: 'ShoulderRide HeadBob StepUp WingFlap Scream Dance',
    verbs: 'Chirp Bob Climb Dance',
    core: 'Beak Feathers Perch',
    names:
      'ConureHeadBobDance ConureShoulderRide TeachMyConureATrick ConureVsMirror ConureStepUpChallenge ConureWhistleBack GreenCheekGlowUp SunConureSingAlong ConureCuddlesCam',
    also: 'greencheek sunconure greencheekconure',
  },
  lovebird: {
    things: 'Perch Feathers Beak Seed Millet Cage Nest Swing Bell Mate',
    moves: 'Snuggle Preen Chirp HeadBob Nest',
    verbs: 'Chirp Snuggle Preen Nest',
    core: 'Feathers Perch Snuggle',
    names:
      'LovebirdPairCuddle LovebirdPaperTuck LovebirdTrickTime LovebirdChirpOff LovebirdWhistleBack LovebirdStepUp LovebirdHeadBob LovebirdsFirstBath MeetOurLovebirds',
  },
  collie: {
    things: 'Coat Mane Nose Field Sheep Ball Frisbee Brush Fluff Ears',
    moves: 'Herd Fetch BrushOut Zoomies Circle Stare',
    verbs: 'Herd Fetch Spin Brush',
    core: 'Coat Mane Herd',
    scenes: 'Lassie',
    names:
      'CollieBrushOut CollieHerdsTheFamily CollieZoomies LassieComeHome CollieFetchRace CollieTrickTuesday CollieCoatGlowUp CollieSpinChallenge CollieSmile',
    also: 'roughcollie smoothcollie lassie',
  },
  newfoundland: {
    things: 'Water Fluff Drool Coat Lake Paws Cuddle Size Brush Towel',
    moves: 'LakeSwim WaterRescue BrushOut LapSit BigHug',
    verbs: 'Swim Cuddle Flop Carry',
    core: 'Water Fluff Paws',
    names:
      'GentleGiantHug NewfieWaterRescue NewfieVsTinyCouch NewfieLapDog NewfiePuppyToGiant NewfieBrushOut NewfieHighFive BiggestFloof NewfieSwimDay',
    also: 'newfie newfies',
  },
  'american bully': {
    things: 'Muscle Smile Collar Harness Ball Bandana Couch Head Paws Blanket',
    moves: 'Cuddle BigSmile Zoomies TugOfWar Lean',
    verbs: 'Smile Lean Snuggle Wiggle',
    core: 'Smile Muscle Harness',
    names:
      'BullyBigSmile BullyLeanChallenge GentleBullyHug AmericanBullyTricks BullyZoomiesCam BullyHeadTilt BullyHighFive BullyPuppyThenVsNow BullyBabyFace',
    also: 'americanbullies xlbully pocketbully',
  },
  staffy: {
    things: 'Smile Muscle Ball Collar Blanket Couch Ears Tail Rope Bandana',
    moves: 'BigGrin Wiggle Zoomies TugOfWar Cuddle',
    verbs: 'Smile Wiggle Lean Snuggle',
    core: 'Smile Wiggle Rope',
    names:
      'StaffySmileChallenge StaffyWiggleButt StaffyLeanIn StaffyZoomies StaffyTugOfWar StaffySpinOnCue StaffyTreatCatch StaffyPuppyGlowUp StaffyCuddleTime',
    also: 'staffie staffordshire staffies staffordshireterrier',
  },
  'springer spaniel': {
    things: 'Ears Field Ball Stream Feathers Mud Leash Nose Hedge Tail',
    moves: 'Spring Bounce Sniff Retrieve Splash',
    verbs: 'Bounce Sniff Fetch Splash',
    core: 'Ears Bounce Sniff',
    names:
      'SpringerBounceCam SpringerHighJump SpringerSniffTest SpringerEarsFlying SpringerFetchRace SpringerDockDive SpringerTailWag SpringerPuppyToAdult MuddySpringerBath',
    also: 'springer englishspringer',
  },
  'red panda': {
    things: 'Tail Bamboo Tree Branch Paws Face Snow Stripe Fluff Leaves',
    moves: 'TreeClimb TailCurl Stand Surprise Snowplay',
    verbs: 'Climb Curl Munch Stand',
    core: 'Bamboo Tail Branch',
    names:
      'RedPandaSurprise RedPandaArmsUp RedPandaStandUp RedPandaTailCurl RedPandaPounce RedPandaLookAlike DrawARedPanda RedPandaInTheSnow RedPandaFacts',
    also: 'redpandas',
  },
  'polar bear': {
    things: 'Ice Snow Fur Paws Cub Seal Arctic Floe Water Den',
    moves: 'IceSlide Swim Roll Paddle Plunge',
    verbs: 'Swim Slide Roll Paddle',
    core: 'Ice Arctic Cub',
    names:
      'PolarBearPlunge PolarBearRoll PolarBearCrawlRace PolarBearCubCam SaveThePolarBears DrawAPolarBear PolarBearSwim PolarBearWalk PolarBearFacts',
    also: 'polarbears icebear',
  },
  'sea turtle': {
    things: 'Shell Flipper Ocean Beach Egg Hatchling Reef Sand Nest Wave',
    moves: 'HatchlingDash Swim Glide Nest Release',
    verbs: 'Swim Glide Hatch Protect',
    core: 'Shell Hatchling Reef',
    scenes: 'Ocean Beach',
    names:
      'SeaTurtleHatchlingRace SeaTurtleFacts SaveTheSeaTurtles SeaTurtleGlide TurtleBeachCleanup DrawASeaTurtle SeaTurtleReefSwim BabyTurtleDash HonuSpotting',
    also: 'seaturtles honu',
  },
  hummingbird: {
    things: 'Feeder Flower Nectar Wings Beak Garden Nest Blossom Feather Sugar',
    moves: 'Hover WingBlur Dart Sip',
    verbs: 'Hover Sip Flutter Dart',
    core: 'Feeder Nectar Wings',
    names:
      'WingBlurChallenge HummingbirdSlowMo CountTheHummingbirds HummingbirdHover SpotAHummingbird HummingbirdFeederCam HummingbirdHandFeed HummingbirdVisitCount HummingbirdNestCam',
    also: 'hummingbirds',
  },
  peacock: {
    things: 'Feathers Tail Fan Crown Eye Blue Green Garden Strut Call',
    moves: 'TailFan Strut Shimmer Dance Display',
    verbs: 'Strut Fan Shimmer Display',
    core: 'Feathers Tail Fan',
    names:
      'PeacockStrut PeacockTailFan PeacockDanceOff FeatherFanReveal PeacockCallBack SpotThePeacock PeacockSlowMoShake PeacockFeatherArt PeacockPhotoshoot',
    also: 'peafowl peacocks peahen',
  },
  lamb: {
    things: 'Wool Fleece Bottle Hay Field Barn Ears Hooves Spring Fence',
    moves: 'Bounce Pronk Skip Cuddle BottleFeed',
    verbs: 'Bounce Skip Baa Cuddle',
    core: 'Wool Fleece Barn',
    names:
      'LambZoomies SpringLambSkip LambBaaOff LambVsGoatRace LambBounceCam LambComeWhenCalled LambFirstSteps LambCuddleCam BottleFeedingTime',
    also: 'lambs babysheep',
  },
  'bird bath': {
    things: 'Garden Sparrow Robin Feathers Splash Pebbles Basin Budgie Seed Feeder',
    moves: 'SplashTime Birdwatching FreshWater ScrubAndRefill FeatherFluff',
    verbs: 'Splash Refill Scrub Watch Perch',
    core: 'Splash Garden Feathers',
    scenes: 'Garden Backyard',
    names:
      'BudgieBirdBath BirdBathSplashCam CockatielBirdBathDay BirdBathFeatherFluff WindowCatBirdBath ShallowDishBirdBath ParrotBirdBathParty MistVsBirdBath',
  },
  'litter box': {
    things: 'Scoop Litter Cat Kitten Liner Mat Corner Bag Lid Gloves',
    moves: 'ScoopDaily FreshLitterDay TidyTheCorner SwapTheLiner TopUpLitter',
    verbs: 'Scoop Sift Refill Train Tidy',
    core: 'Scoop Cat ScoopDaily',
    scenes: 'CatCorner',
    names:
      'LitterBoxMakeover LitterBoxHideaway FirstLitterBoxKitten LitterBoxPlusOneRule CatApprovedLitterBox LitterBoxSetupTour TwoMinuteLitterBoxTidy QuietCornerLitterBox',
  },
  crate: {
    things: 'Blanket Bed Treats Door Chew Kennel Pillow Toy Cover Mat',
    moves: 'DoorOpen NapTime TreatToss SettleDown GoToBed',
    verbs: 'Settle Rest Nap Train Reward',
    core: 'Blanket Treats NapTime',
    scenes: 'Kennel Den',
    names:
      'CrateDenMakeover PuppysFirstCrateNight CrateTreatGame RunToYourCrate CrateNapCam CatClaimsTheDogCrate CrateCoverDIY CalmCrateCountdown CozyCrateCorner',
  },
} as const satisfies KeywordEntries;
