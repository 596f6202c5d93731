/**
 * What we know about the keywords creators type most with fitness in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const FITNESS_KEYWORDS = {
  gym: {
    things: 'Treadmill Dumbbell Bench Mirror Barbell Locker SquatRack Playlist Towel Chalk',
    moves: 'Squat Deadlift BenchPress PullUp Superset Curl',
    verbs: 'Lift Sweat Flex Grind',
    names:
      'CopyMyGymRoutine RateMyGymPlaylist RerackYourWeights FirstDayAtTheGym OneMoreRepChallenge',
  },
  workout: {
    things: 'Playlist Mat Dumbbell Sneakers Timer',
    moves: 'Burpee Squat PushUp Plank Lunge JumpingJack MountainClimber',
    verbs: 'Sweat Move Train',
    names: 'CopyMyWorkout DeckOfCardsWorkout PickMyNextWorkout WorkoutWithMe SweatItOut',
    also: 'exercise training',
  },
  yoga: {
    things: 'Mat Sunrise Block Blanket Bolster',
    moves:
      'DownDog TreePose Warrior CrowPose SunSalutation ChildsPose Headstand Handstand Backbend',
    verbs: 'Flow Stretch Balance Breathe Bend',
    names: 'DownDogDare CrowPoseChallenge YogaFlowFriday HoldYourTreePose NamasteAndSweat',
    also: 'yogi hotyoga poweryoga',
  },
  running: {
    things: 'Track Trail Sneakers FinishLine Watch Playlist Medal Bib',
    moves: 'Sprint HillSprint LongRun Mile 5K Intervals',
    verbs: 'Run Sprint Jog Race Stride',
    names: 'MileADayChallenge RunYourAgeChallenge RunItBack MorningMiles RunClubTakeover',
    also: 'run jogging jog runner runclub trailrunning',
  },
  fitness: {
    things: 'Gym Sneakers Dumbbell Mat WaterBottle Playlist',
    moves: 'Workout Plank Squat Burpee Stretch Run Lift',
    verbs: 'Sweat Move Train Lift',
    names: 'TryMyFitnessTest FitnessBingoChallenge GetFitWithMe 10MinuteMoveBreak MoveEveryDay',
    also: 'fit fitfam getfit',
  },
  pilates: {
    things: 'Mat Reformer Ball Ring Band GripSocks',
    moves: 'Bridge LegCircle RollUp Hundred SideKick',
    verbs: 'Pulse Stretch Roll Tuck',
    names:
      'TheHundredChallenge TeaserHoldChallenge SlowRollUpChallenge PilatesPulseChallenge PilatesAtHome',
  },
  hiit: {
    things: 'Playlist Mat Timer Sneakers',
    moves: 'Burpee SquatJump HighKnees MountainClimber Sprint JumpLunge PlankJack',
    verbs: 'Sweat Sprint Jump Push Burn',
    names: '20MinuteHIIT HIITTheDeckChallenge TabataTuesday SweatInTwenty HIITInYourLivingRoom',
    spelled: 'HIIT',
  },
  sport: {
    things: 'Field Court Ball Jersey Whistle Trophy Scoreboard Cleats',
    moves: 'TrickShot Sprint Warmup VictoryLap TeamCheer Huddle',
    verbs: 'Play Sprint Score Win Cheer',
    names: 'TeachMeYourSport SportsDayAtHome GameDayWarmup SportsTrickShot TeamSweatSesh',
    also: 'athlete athletic',
  },
  'home workout': {
    things: 'LivingRoom Couch Stairs Chair Towel Backpack Carpet Kitchen',
    moves: 'WallSit ChairDip Burpee JumpingJack StairDash TowelSlide',
    verbs: 'Sweat Move Squat Jump Train',
    names: 'HouseholdItemWorkout LivingRoomCardio NoGymNoProblem CouchToSweat 20MinutesAtHome',
    also: 'athome bodyweight noequipment',
  },
  'morning workout': {
    things: 'Sunrise Mat Sneakers Playlist Alarm Coffee',
    moves: 'SunSalutation JumpingJack WakeUpStretch SunriseJog Burpee Plank',
    verbs: 'Rise Move Sweat Stretch',
    names: 'WorkoutBeforeCoffee RiseAndSweat SnoozeButtonSquats WakeUpAndWorkout SunriseSweat',
    also: 'amworkout earlyworkout',
  },
  'gym buddy': {
    things: 'Playlist Bench Spotter Towel Locker Shaker',
    moves: 'PartnerSquat PartnerPlank MedBallToss HighFive Superset WheelbarrowWalk',
    verbs: 'Lift Cheer Push Race',
    names: 'TagYourGymBuddy GymBuddyDuel PartnerPlankChallenge SweatWithYourBestie TrainWithMe',
    also: 'workoutbuddy gympartner workoutpartner partnerworkout couplesworkout',
  },
  '10k steps': {
    things: 'Park Sneakers Stairs Mall Playlist Podcast Watch Phone',
    moves: 'PowerWalk LunchWalk DogWalk StairClimb EveningLoop MallWalk',
    verbs: 'Walk Step Stroll March',
    names: '10KStepsADay 10KStepsBeforeNoon HitYourSteps 10KStepsWithYourDog StepItUp',
    also: 'steps 10000steps stepcount stepchallenge',
    spelled: '10KSteps',
  },
  'kids workout': {
    things: 'Backyard Playground Ball HulaHoop Cones Chalk',
    moves: 'AnimalWalk BearCrawl FrogJump StarJump CrabWalk SimonSays',
    verbs: 'Jump Hop Wiggle Run',
    names:
      'SimonSaysWorkout AnimalWalkChallenge KidsPickTheMoves FrogJumpRace FamilyFitnessChallenge',
    also: 'kidsfitness familyworkout',
  },
  'wall pilates': {
    things: 'Wall Mat GripSocks Ball Band',
    moves: 'WallSit Bridge LegLift WallWalk LegCircle Plie',
    verbs: 'Lift Press Pulse',
    names:
      '28DayWallPilates WallPilatesBridgeHold FeetUpTheWall WallPilatesLegCircles WallPilatesBeforeBed',
  },
  crossfit: {
    things: 'Rower Box Barbell Kettlebell WallBall Rope Chalk Whiteboard',
    moves: 'BoxJump Burpee Thruster DoubleUnder Murph PowerClean RopeClimb',
    verbs: 'Lift Row Jump Sweat Grind',
    names: 'MurphChallenge CrossFitWODWithMe BeatMyFranTime WallBallWednesday ThrusterThursday',
    spelled: 'CrossFit',
  },
  cardio: {
    things: 'Treadmill Bike StairMaster JumpRope Rower Elliptical Sneakers',
    moves: 'Sprint JumpingJack HighKnees Jog Intervals InclineWalk BoxStep',
    verbs: 'Sweat Sprint Jog Pedal Move',
    names: 'NoRunCardio CommercialBreakCardio DanceCardio CardioParty StairMasterSweat',
  },
  weightlifting: {
    things: 'Barbell Dumbbell Plates Rack Chalk Belt Bench',
    moves: 'Deadlift Squat BenchPress Curl OverheadPress HipThrust PowerClean',
    verbs: 'Lift Press Pull Load',
    names: 'LiftYourBodyweight FirstPlateClub PerfectFormFriday LiftWithMe PlateByPlate',
    also: 'lifting weights',
  },
  boxing: {
    things: 'HeavyBag Gloves Ring Bell Headgear',
    moves: 'Jab Hook Uppercut Combo ShadowBox Footwork',
    verbs: 'Punch Jab Sweat Bob Weave',
    names: 'OneTwoCombo 100PunchChallenge ShadowBoxChallenge JabCrossHook PunchAndSweat',
  },
  basketball: {
    things: 'Court Hoop Ball Sneakers Rim Net Backboard Buzzer',
    moves: 'FreeThrow Layup Crossover ThreePointer Dunk HalfCourt AlleyOop Stepback',
    verbs: 'Dribble Shoot Dunk Pass',
    names: 'PlayMeInHorse HalfCourtShot TenFreeThrows DribbleAndSweat FullCourtSprint',
    also: 'hoops bball nba',
  },
  soccer: {
    things: 'Cleats Pitch Ball Goal Net Crossbar ShinGuards',
    moves: 'KeepyUppy FreeKick Volley Stepover Nutmeg Dribble',
    verbs: 'Juggle Kick Dribble Score',
    names:
      'KeepyUppyChallenge CrossbarChallenge TopBinsChallenge RainbowFlickChallenge ConeDribbleRace',
    also: 'futbol premierleague',
  },
  football: {
    things: 'Field Ball Helmet Endzone Goalpost Cleats Jersey',
    moves: 'Sprint Spiral Touchdown OneHandCatch FieldGoal HailMary TouchdownDance',
    verbs: 'Run Throw Catch Juke',
    names:
      'OneHandCatchChallenge FortyYardDash PerfectSpiralChallenge HailMaryChallenge TouchdownDance',
    also: 'nfl',
  },
  tennis: {
    things: 'Court Racket Ball Net Baseline Sweatband',
    moves: 'Serve Rally Forehand Backhand Volley Ace Lob DropShot',
    verbs: 'Serve Rally Smash Volley',
    names: 'LongestRally HitTheCanChallenge CanYouReturnThis AceChallenge RallyAndSweat',
    also: 'wimbledon',
  },
  golf: {
    things: 'Course Club Ball Tee Green Putter Hole Driver Flag Caddie',
    moves: 'Swing Drive Putt Chip TrickShot',
    verbs: 'Swing Putt Drive Chip',
    names: 'HoleInOneChallenge SinkThePutt ChipItInChallenge WalkTheCourse PuttingChallenge',
  },
  swimming: {
    things: 'Pool Lane Goggles Cap Kickboard Flippers Towel',
    moves: 'Lap Freestyle Kick FlipTurn Backstroke Butterfly Breaststroke',
    verbs: 'Swim Kick Glide Float Splash',
    names:
      'SwimAMileChallenge 100LapChallenge FlipTurnFriday NewStrokeChallenge LearnToSwimAtAnyAge',
    also: 'swim swimmer lapswim',
  },
  cycling: {
    things: 'Bike Hill Trail Helmet Pedals Saddle Bell',
    moves: 'HillClimb Sprint Wheelie Spin BunnyHop',
    verbs: 'Pedal Ride Climb Spin',
    names: 'HillClimbChallenge BikeToWorkChallenge RideYourAgeInMiles CenturyRide RideWithMe',
    also: 'bike biking cyclist bicycle tourdefrance',
  },
  hiking: {
    things: 'Trail Summit Boots Backpack Waterfall Peak Map',
    moves: 'HillClimb SunriseSummit SummitSelfie WaterfallHike',
    verbs: 'Hike Climb Explore Trek Wander',
    names: '52HikeChallenge TrashTagHike SummitOrBust SunriseSummitHike TrailTuesday',
    also: 'hike hiker',
  },
  'jump rope': {
    things: 'Rope Playground Sneakers Mat Handles',
    moves: 'DoubleUnder HighKnee Crossover CrissCross Boxer SideSwing',
    verbs: 'Skip Jump Hop Count',
    names: '100SkipsChallenge DoubleUnderChallenge SkipToTheBeat CrissCrossChallenge SkipAndSweat',
    also: 'skipping skippingrope',
  },
  calisthenics: {
    things: 'Park PullUpBar Playground Rings Bars Chalk',
    moves: 'PullUp MuscleUp Handstand HumanFlag PistolSquat Dips LSit Planche',
    verbs: 'Pull Push Hold Press Swing',
    names: 'FirstMuscleUp LSitHoldChallenge HumanFlagChallenge PistolSquatChallenge ZeroToMuscleUp',
    also: 'streetworkout',
  },
  'push up': {
    things: 'Stairs Wall Floor Mat Bench Desk Counter',
    moves: 'Plank ShoulderTap Burpee Dips MountainClimber BearCrawl',
    verbs: 'Push Clap Pump',
    names: '100PushUpChallenge PushUpADay WallToFloorPushUps OneMorePushUp 22PushUpChallenge',
    also: 'pressup',
  },
  squat: {
    things: 'Chair Kettlebell Box Mirror Rack Barbell',
    moves: 'WallSit Lunge BoxJump GluteBridge CalfRaise StepUp',
    verbs: 'Jump Lift Pulse Hold',
    names:
      '30DaySquatChallenge BringSallyUpChallenge SquatTillTheKettleBoils 100SquatsADay DeepSquatHold',
    verb: true,
  },
  abs: {
    things: 'Mat Towel Bench AbWheel Slider Stopwatch',
    moves: 'Crunch Plank SitUp LegRaise RussianTwist FlutterKick BicycleCrunch HollowHold',
    verbs: 'Crunch Twist Tuck',
    names: '10MinuteAbs AbWheelChallenge RussianTwistRace LegRaiseLadder AbsWithMe',
    also: 'sixpack abworkout',
  },
  core: {
    things: 'Mat Ball Floor Stopwatch Bench Slider',
    moves: 'Plank SidePlank Crunch DeadBug RussianTwist BirdDog LegRaise HollowHold',
    verbs: 'Crunch Twist Hold',
    names: 'HollowHoldChallenge SixMinuteCore DeadBugChallenge CoreFinisherFriday CoreWithMe',
  },
  plank: {
    things: 'Mat Carpet Playlist LivingRoom',
    moves: 'ShoulderTap BearCrawl HipDip MountainClimber UpDown ArmReach',
    verbs: 'Tap Shake Hold',
    names: 'PlankOff HoldThePlank PlankUntilTheSongEnds OneMinutePlank PlankItOut',
    verb: true,
  },
  'pull up': {
    things: 'Bar Playground Doorframe Band Rings Chalk Tree',
    moves: 'ChinUp DeadHang MuscleUp Negative Archer LSit',
    verbs: 'Pull Hang Grip Swing',
    names: 'FirstPullUp 10PullUpChallenge PullUpLadder OneMorePullUp SlowNegativePullUp',
  },
  burpee: {
    things: 'Mat Playlist Timer Towel Sneakers Stopwatch',
    moves: 'StarJump TuckJump PushUp BroadJump SquatThrust Sprawl',
    verbs: 'Jump Sweat Drop',
    names: '100BurpeeChallenge BurpeeEveryMinute BurpeeForEveryGoal BurpeeLadder BurpeeOfTheDay',
  },
  lunge: {
    things: 'Hallway Stairs Dumbbell Mat Step Bench',
    moves: 'StepUp SplitSquat SideStep KneeDrive CalfRaise',
    verbs: 'Step Drive Balance Stride',
    names:
      'LungeToTheFridge 100LungeChallenge HallwayLungeRace CurtsyLungeChallenge LungeLapChallenge',
    verb: true,
  },
  'leg day': {
    things: 'Stairs SquatRack Barbell Dumbbell Box Bench LegPress',
    moves: 'Squat Lunge WallSit StepUp BoxJump Deadlift CalfRaise',
    verbs: 'Squat Lunge Press Wobble',
    names: 'NeverSkipLegDay CopyMyLegDay StairsAfterLegDay JellyLegsChallenge LegDayLadder',
    also: 'legs',
  },
  'arm day': {
    things: 'Dumbbell Band Cable Barbell Bench Mirror Sleeve',
    moves: 'Curl HammerCurl Dips PushUp OverheadPress ArmCircle Pushdown',
    verbs: 'Curl Flex Press Pump',
    names: '100CurlChallenge CopyMyArmDay CurlToTheBeat FlexFriday ArmCircleChallenge',
    also: 'arms biceps bicep',
  },
  flexibility: {
    things: 'Mat Strap Wall FoamRoller Block Band',
    moves: 'Splits ToeTouch Bridge Backbend Butterfly Pancake Pigeon',
    verbs: 'Stretch Reach Bend Loosen',
    names: 'TouchYourToes HowFlexibleAreYou 30DayFlexibility PancakeStretchDare StretchWithMe',
    also: 'mobility flexible',
  },
  splits: {
    things: 'Mat Blocks Wall Floor Socks Sliders',
    moves: 'FrontSplit MiddleSplit Straddle Butterfly Pigeon Pancake',
    verbs: 'Stretch Slide Sink Reach',
    names:
      'SplitsIn30Days RoadToTheSplits SplitsAnywhereChallenge FrontSplitFriday ToeTouchToSplits',
  },
  marathon: {
    things: 'FinishLine Sneakers Medal Bib Watch Playlist StartLine Miles',
    moves: 'LongRun FinishSprint TempoRun HillSprint',
    verbs: 'Run Train Pace Race',
    names: 'MarathonInAMonth RoadToTheMarathon MakeAMarathonSign LongRunSunday FirstMarathon',
    also: 'halfmarathon ultramarathon',
  },
  '5k': {
    things: 'Park Track Sneakers Bib Medal Playlist Watch FinishLine',
    moves: 'Sprint ParkRun JogWalk FinishSprint CoolDown',
    verbs: 'Run Jog Pace',
    names: 'CouchTo5K Sub30Challenge 5KWithYourDog Virtual5KChallenge MyFirst5K',
    also: 'c25k couchto5k',
    spelled: '5K',
  },
  treadmill: {
    things: 'Playlist Incline Sneakers Screen Speed',
    moves: 'InclineWalk Sprint Jog HillClimb PowerWalk',
    verbs: 'Walk Run Climb Sprint',
    names:
      '12330Challenge InclineWalkChallenge WalkAWholeEpisode TreadmillPaceLadder WalkingPadChallenge',
    also: '12330 inclinewalk walkingpad',
  },
  dumbbell: {
    things: 'Rack Bench Mat Mirror Pair Grip',
    moves: 'Curl ShoulderPress Row Thruster GobletSquat RenegadeRow Fly',
    verbs: 'Curl Press Row Lift',
    names:
      'OneDumbbellChallenge DumbbellDiceWorkout TenMinuteDumbbells DumbbellCurlLadder DumbbellTenByTen',
  },
  kettlebell: {
    things: 'Handle Mat Grip Floor Rack Chalk',
    moves: 'Swing GobletSquat TurkishGetUp Clean Halo FigureEight Windmill',
    verbs: 'Swing Lift Press',
    names:
      '10000SwingChallenge 100SwingsADay KettlebellFlowFriday GobletSquatChallenge SwingIntoSpring',
  },
  '75 hard': {
    things: 'WaterJug Book Checklist Sneakers Journal ProgressPhoto Outdoors',
    moves: 'OutdoorWorkout DoubleWorkout ProgressPic TenPages Day75',
    verbs: 'Train Sweat Hydrate',
    names: 'Day1Of75Hard 75SoftChallenge Day75OrBust RainOrShineWorkout TenPagesADay',
  },
  stairs: {
    things: 'Stairwell Stadium Steps Railing Landing Sneakers Timer',
    moves: 'StairDash StepUp DoubleStep CalfRaise SkipAStep',
    verbs: 'Climb Step Sprint Race',
    names:
      'TakeTheStairs 100FlightsChallenge ClimbYourBuilding StadiumStairsChallenge StairMasterChallenge',
    also: 'stairmaster stairclimber staircase',
  },
  skateboarding: {
    things: 'Board Ramp Helmet Wheels Deck Bowl',
    moves: 'Ollie Kickflip Heelflip FiftyFifty Manual',
    verbs: 'Skate Ollie Cruise Push Grind',
    names: 'GameOfSkate FirstKickflip OllieOverThis LongestManual LandTheKickflip',
    also: 'skate skateboard skater',
  },
  surfing: {
    things: 'Board Wave Beach Wetsuit Wax Leash Fin',
    moves: 'PopUp HangTen Carve Cutback BottomTurn',
    verbs: 'Paddle Surf Ride Carve',
    names: 'HangTenChallenge SurfDawnPatrol LongestWaveRide PopUpChallenge FirstWave',
    also: 'surf surfer',
  },
  skiing: {
    things: 'Slope Poles Goggles Chairlift Powder Boots Gondola',
    moves: 'Carve Parallel Slalom Moguls SnowPlow HockeyStop',
    verbs: 'Ski Carve Glide Turn',
    names:
      'FirstChairChallenge SkiEveryRunChallenge PizzaOrFrenchFries SkiSeasonShapeUp SkiLegsWorkout',
    also: 'ski skier',
  },
  snowboarding: {
    things: 'Board Goggles Bindings Slope Powder Halfpipe Chairlift',
    moves: 'Carve Ollie Jump Spin',
    verbs: 'Ride Carve Shred Butter',
    names: 'ShredTheSlope LandYourFirst180 LearnToCarve FirstDayOnABoard SnowboardLegDay',
    also: 'snowboard snowboarder',
  },
  climbing: {
    things: 'Wall Chalk Holds Rope Harness Shoes Crag',
    moves: 'Traverse Boulder Dyno Mantle',
    verbs: 'Climb Pull Reach',
    names: 'TopOutChallenge SendYourProject ReachTheTop BoulderOfTheWeek ClimbingWallRace',
    also: 'bouldering rockclimbing climber boulder',
  },
  'martial arts': {
    things: 'Belt Dojo Mat Board Pads Uniform Gi',
    moves: 'BoardBreak RoundhouseKick Kata Block FrontKick',
    verbs: 'Kick Punch Block',
    names: 'BoardBreakChallenge KataInSync BlackBeltJourney BeltTestReady MartialArtsMirrorDrill',
  },
  karate: {
    things: 'Belt Gi Dojo Board Mat BlackBelt Sensei',
    moves: 'FrontKick RoundhouseKick CraneKick Kata BoardBreak',
    verbs: 'Kick Punch Block',
    names:
      'WaxOnWaxOffChallenge CraneKickChallenge KarateKiaiChallenge KataWithMe BoardBreakChallenge',
  },
  taekwondo: {
    things: 'Belt Board Pads Helmet Target Dojang',
    moves: 'SpinningKick AxeKick BackKick TornadoKick BoardBreak Roundhouse',
    verbs: 'Kick Spin Block',
    names:
      'TornadoKickChallenge TaekwondoPatternDare HighKickChallenge BreakTheBoard TaekwondoPaddleKicks',
    also: 'tkd',
  },
  'jiu jitsu': {
    things: 'Gi Belt Mat Stripe Rashguard Academy',
    moves: 'Takedown Sweep GuardPass ShrimpDrill Mount',
    verbs: 'Roll Sweep Pass',
    names: 'ShrimpDrillChallenge GuardPassChallenge JiuJitsuDrillOfTheDay NewStripeDay RollWithMe',
    also: 'bjj jujitsu jujutsu',
  },
  mma: {
    things: 'Gloves Bag Mitts Octagon Belt Mouthguard',
    moves: 'Sprawl Jab Combo ShadowBox Takedown Clinch',
    verbs: 'Sprawl Strike Punch Train',
    names:
      'WalkoutSongChallenge FightCampWorkout MMAShadowRound SprawlAndSweat MMAPadWorkChallenge',
    also: 'ufc',
    spelled: 'MMA',
  },
  kickboxing: {
    things: 'Gloves Bag Pads Ring Wraps',
    moves: 'Roundhouse Jab Cross Hook KneeStrike Combo FrontKick',
    verbs: 'Kick Punch Block Sweat',
    names: '100KickChallenge KickboxToTheBeat KickItCardio PadComboChallenge KickAndSweat',
    also: 'muaythai taebo',
  },
  volleyball: {
    things: 'Net Ball Court Sand Beach Kneepads',
    moves: 'Spike Serve Dig Set Block Ace JumpServe Pancake',
    verbs: 'Spike Serve Dig Set Bump',
    names:
      'JumpServeChallenge BumpSetSpikeChallenge PerfectPassChallenge 100BumpChallenge LongestVolleyRally',
  },
  baseball: {
    things: 'Bat Glove Ball Helmet Bases Diamond Dugout HomePlate',
    moves: 'Pitch Swing HomeRun Slide Curveball',
    verbs: 'Pitch Swing Catch Slide Steal',
    names: 'HomeRunDerby SeventhInningStretch StrikeoutChallenge BaseRunningRace BuntToTheTarget',
    also: 'mlb',
  },
  softball: {
    things: 'Bat Glove Ball Helmet Diamond Dugout',
    moves: 'Windmill HomeRun Bunt Slap Riseball Changeup',
    verbs: 'Pitch Swing Catch Run',
    names:
      'WindmillPitchChallenge PopFlyCatchChallenge DugoutCheer HomeRunSwing SoftballSlapHitDrill',
  },
  hockey: {
    things: 'Stick Puck Skates Rink Net Helmet Goal Zamboni',
    moves: 'SlapShot WristShot Breakaway Deke ToeDrag GloveSave',
    verbs: 'Skate Shoot Pass Deke',
    names: 'BarDownChallenge ToeDragChallenge HatTrickChallenge SlapShotChallenge DrivewayShootout',
    also: 'icehockey nhl',
  },
  rugby: {
    things: 'Ball Posts Boots Jersey Scrum Pitch Mouthguard',
    moves: 'Sidestep SpinPass DropGoal Conversion Sprint',
    verbs: 'Pass Kick Run Score',
    names:
      'SpinPassChallenge DropGoalChallenge ConversionChallenge RugbyPassRelay TouchRugbyWithFamily',
  },
  cricket: {
    things: 'Bat Ball Stumps Wicket Pitch Helmet Pads',
    moves: 'CoverDrive Sixer Catch Yorker Googly',
    verbs: 'Bowl Bat Catch Hit',
    names: 'HitTheStumps BowlAYorker OneHandedCatch SixerChallenge BackyardCricketTest',
  },
  badminton: {
    things: 'Racket Shuttle Net Court Birdie Grip',
    moves: 'Smash JumpSmash DropShot Serve Clear NetShot Backhand',
    verbs: 'Smash Serve Rally Lunge',
    names: 'JumpSmashChallenge NetShotChallenge BirdieRally BadmintonTrickShot ShuttleInTheBucket',
  },
  pickleball: {
    things: 'Paddle Kitchen Net Court Ball Sneakers',
    moves: 'Dink Smash Volley Lob Serve Drive',
    verbs: 'Dink Smash Volley Serve',
    names:
      'DinkRallyChallenge TeachGrandmaPickleball PickleballTrickShot KitchenLineCardio DinkAndSweat',
  },
  'ping pong': {
    things: 'Paddle Table Ball Net Scoreboard',
    moves: 'Smash Serve Rally Topspin Backspin TrickShot',
    verbs: 'Smash Serve Spin Bounce',
    names:
      'PingPongTrickShot EndlessRally SpinServeChallenge PaddleBounceChallenge PingPongAroundTheTable',
    also: 'tabletennis',
  },
  frisbee: {
    things: 'Disc Field Beach Park Backyard Endzone',
    moves: 'Catch Backhand Forehand Flick DivingCatch',
    verbs: 'Throw Catch Flick Run',
    names: 'FrisbeeTrickShot FrisbeeWithYourDog BehindTheBackCatch FrisbeeHoopChallenge DiscRelay',
    also: 'ultimatefrisbee',
  },
  'disc golf': {
    things: 'Disc Basket Chains Tee Course Fairway',
    moves: 'Drive Putt Ace Upshot Forehand',
    verbs: 'Throw Putt Drive',
    names: 'HitTheChains DiscGolfAce BackyardDiscGolf DiscGolfPuttingLadder 18HoleWalk',
    also: 'frolf',
  },
  gymnastics: {
    things: 'Mat Beam Bars Floor Vault Chalk Rings Leotard',
    moves: 'Cartwheel Handstand Roundoff Split Bridge Backbend Walkover Leap',
    verbs: 'Tumble Balance Leap Stick',
    names:
      'StickTheLanding CopyMyFloorRoutine HandstandChallenge TapeBeamChallenge CartwheelChallenge',
    also: 'gymnast',
  },
  'hula hoop': {
    things: 'Playground Backyard Park Playlist Timer',
    moves: 'WaistSpin KneeSpin ArmSpin Escalator Vortex',
    verbs: 'Spin Twirl Sway Toss',
    names: 'LongestHulaHoop HoopItUp HulaHoopDanceOff TwoHoopsAtOnce HulaHoopWalkChallenge',
    also: 'hooping',
  },
  'roller skating': {
    things: 'Skates Rink Wheels DiscoBall Playlist ToeStops',
    moves: 'Crossover Spin BackwardsSkate JamSkate Pivot Transition',
    verbs: 'Skate Glide Roll Spin Cruise',
    names:
      'LearnToSkateBackwards RollerDiscoCardio RollerSkateToTheBeat SkateWithMe JamSkateChallenge',
    also: 'rollerskate rollerblading rollerblade inlineskating',
  },
  'ice skating': {
    things: 'Rink Skates Ice Blades Boards',
    moves: 'Spin Glide Crossover Spiral Axel CamelSpin',
    verbs: 'Skate Glide Spin Twirl',
    names: 'FirstSpinChallenge SkateBackwardsOnIce SpiralChallenge FirstTimeOnIce SkateLapRace',
    also: 'iceskate figureskating',
  },
  archery: {
    things: 'Bow Arrow Target Bullseye Quiver Range Glove',
    moves: 'TrickShot LongShot Draw',
    verbs: 'Shoot Aim',
    names: 'HitTheBullseye RobinHoodShot ArcheryBalloonPop ArcheryTrickShot FiveArrowsFiveTens',
  },
  fencing: {
    things: 'Sword Mask Jacket Blade Strip Foil',
    moves: 'Lunge Parry Footwork Attack',
    verbs: 'Lunge Parry Advance',
    names: 'EnGardeChallenge PerfectParry FencingFootworkRace LungeAndSweat FirstFencingBout',
  },
  kayaking: {
    things: 'Paddle Lake River LifeJacket Dock Sunset Bay',
    moves: 'SunsetPaddle Stroke Sweep Glide Portage',
    verbs: 'Paddle Glide Steer Float',
    names: 'KayakCleanUpChallenge SunrisePaddle KayakWithYourDog PaddleWithMe LakeDayChallenge',
    also: 'kayak canoe canoeing',
  },
  'paddle board': {
    things: 'Board Paddle Lake Ocean Sunset Leash Dog',
    moves: 'SunsetPaddle StandUp YogaPose PivotTurn DogOnBoard',
    verbs: 'Paddle Balance Glide Float',
    names:
      'PaddleBoardYoga SUPBalanceChallenge PaddleWithYourDog PaddleToTheSunset PaddleBoardCleanUp',
    also: 'paddleboarding',
  },
  triathlon: {
    things: 'Bike Wetsuit Goggles Helmet Medal Bib',
    moves: 'Swim Ride Run FinishSprint QuickChange',
    verbs: 'Swim Ride Run Train',
    names: 'BackyardTriathlon SwimBikeRunWithMe MiniTriChallenge FastestTransition FirstTriathlon',
  },
  bodybuilding: {
    things: 'Mirror Stage Dumbbell Trophy Cable Plates',
    moves: 'Flex Pump DoubleBiceps SidePose MostMuscular PosingRoutine',
    verbs: 'Pose Flex Pump Lift',
    names: 'FlexOff MostMuscularChallenge CopyMyPosingRoutine DoubleBicepsDare PosingPractice',
    also: 'bodybuilder',
  },
  powerlifting: {
    things: 'Barbell Plates Chalk Belt Platform KneeSleeves',
    moves: 'Squat BenchPress Deadlift MaxAttempt Lockout Total',
    verbs: 'Lift Pull Press',
    names: 'BigThreeChallenge 1000PoundClub PRWithMe PowerliftingFormCheck FirstMeetPrep',
    also: 'powerlifter',
  },
  deadlift: {
    things: 'Barbell Plates Chalk Belt Straps Platform TrapBar',
    moves: 'Squat Row HipThrust Hinge Lockout Shrug',
    verbs: 'Pull Lift Hinge',
    names: 'DeadliftYourBodyweight PerfectDeadliftForm NewDeadliftPR PlateByPlate TrapBarTuesday',
    verb: true,
  },
  'bench press': {
    things: 'Bar Plates Bench Spotter Rack Chalk',
    moves: 'PushUp Dips ChestFly ShoulderPress Lockout',
    verbs: 'Press Push Lift',
    names:
      'HowMuchYouBench BenchYourBodyweight FirstPlatePress BenchPressFormCheck BenchPressPyramid',
    also: 'bench',
  },
  'wall sit': {
    things: 'Wall Stopwatch Hallway Timer Door Playlist',
    moves: 'Pulse CalfRaise HeelRaise OverheadHold SingleLegHold',
    verbs: 'Squat Shake Hold',
    names: 'WallSitStandoff 2MinuteWallSit WallSitWednesday BrushTeethWallSit WallSitWithYourPet',
  },
  'jumping jack': {
    things: 'Timer LivingRoom Backyard Playlist Sneakers Stopwatch',
    moves: 'StarJump SealJack PlankJack CrossJack HalfJack',
    verbs: 'Jump Hop Count',
    names:
      '100JacksChallenge JacksToTheBeat JumpingJackStreak StarJumpSaturday JumpingJackEveryHour',
  },
  'mountain climber': {
    things: 'Mat Sliders Timer Towel Playlist',
    moves: 'Plank Burpee Sprint BearCrawl HighKnees SpiderClimber',
    verbs: 'Climb Drive Sprint Tuck',
    names:
      'MountainClimberMinute 100ClimbersChallenge MountainClimberLadder ClimbersToTheBeat SpiderClimberDare',
  },
  'sit up': {
    things: 'Mat Pillow Towel Bench Stopwatch Playlist',
    moves: 'Crunch VUp ToeTouch Jackknife TuckUp RollUp',
    verbs: 'Curl Twist Count Tuck',
    names: 'OneMinuteSitUps PartnerSitUpChallenge 100SitUpChallenge SitUpLadder VUpChallenge',
  },
  'resistance band': {
    things: 'Loop Handles Mat Sofa DoorAnchor Suitcase',
    moves: 'MonsterWalk Clamshell Kickback PullApart LateralWalk Row FacePull',
    verbs: 'Pull Stretch Press Row',
    names:
      'OneBandWorkout MonsterWalkChallenge HotelRoomBandWorkout BandBreakAtYourDesk ResistanceBandFlow',
    also: 'miniband loopband',
  },
  'spin class': {
    things: 'Bike Playlist Towel Studio Instructor Leaderboard Cleats',
    moves: 'Climb Sprint RhythmRide Jumps OutOfTheSaddle',
    verbs: 'Pedal Ride Climb Sprint',
    names:
      'BeatTheLeaderboard FrontRowChallenge RhythmRideChallenge SpinToTheBeat RateMySpinPlaylist',
    also: 'spinning indoorcycling',
  },
  peloton: {
    things: 'Bike Leaderboard Instructor Tread Playlist Badge',
    moves: 'Climb Sprint PowerZone RhythmRide CenturyRide HighFive Tabata',
    verbs: 'Ride Pedal Climb Sprint',
    names:
      'BeatMyOutput PelotonPRAttempt PelotonCenturyRide RideTheLeaderboard PelotonRideTogether',
  },
  rowing: {
    things: 'Boat River Oar Dock Monitor Flywheel',
    moves: 'Stroke Sprint 2K PowerTen StartSprint',
    verbs: 'Row Pull Glide',
    names: 'ErgItOut 2KChallenge 500MeterSprint RowYourAgeChallenge RowAndSweat',
    also: 'rower erg rowingmachine',
  },
  aerobics: {
    things: 'Step Leotard Legwarmers Headband Sweatband Boombox',
    moves: 'GrapeVine StepTouch VStep KneeUp Mambo ArmCircle',
    verbs: 'Step March Clap Kick',
    names:
      '80sAerobics AerobicsInLegwarmers StepAerobicsChallenge AerobicsVHSChallenge RetroWorkout',
    also: 'stepaerobics aerobic jazzercise wateraerobics',
  },
  zumba: {
    things: 'Playlist Sneakers Studio Instructor Sweatband',
    moves: 'Salsa Merengue Reggaeton Samba Shimmy StepTouch',
    verbs: 'Dance Shake Shimmy Sway',
    names:
      'ZumbaParty LearnAZumbaRoutine SweatAndSalsa ZumbaOneSongChallenge DanceWorkoutChallenge',
  },
  barre: {
    things: 'Ball Band GripSocks Mirror Studio LightWeights',
    moves: 'Plie Pulse Tuck CurtsyLunge Releve Arabesque',
    verbs: 'Pulse Tuck Lift Hold',
    names: 'KitchenCounterBarre BarreShake TinyPulseChallenge HoldThatReleve BarreAtHome',
  },
  'boot camp': {
    things: 'Field Cones Whistle Tire Ropes MedicineBall Sled',
    moves: 'BearCrawl Sprint Burpee CrabWalk TireFlip SledPush',
    verbs: 'Crawl Sprint Push Drag',
    names: 'BackyardBootCamp SunriseBootCamp BootCampRelayRace DrillSergeantWorkout BearCrawlRace',
  },
  'box jump': {
    things: 'PlyoBox Box Bench Step Mat Gym',
    moves: 'StepDown TuckJump BroadJump SeatedJump SingleLeg LateralJump',
    verbs: 'Jump Land Stick Explode',
    names: 'HowHighCanYouJump PerfectLandingChallenge BoxJumpEveryMinute FirstBoxJump JumpAndStick',
  },
  'muscle up': {
    things: 'Bar Rings Chalk Playground Park Grips',
    moves: 'PullUp Dip Kip Negative BarDip',
    verbs: 'Pull Swing Press',
    names: 'FirstMuscleUp 30DaysToMuscleUp SlowMuscleUpChallenge MuscleUpLadder NoKipMuscleUp',
  },
  handstand: {
    things: 'Wall Mat Grass Beach Park Sand',
    moves: 'Cartwheel KickUp WallWalk Headstand TuckHold StraddleHold Forearmstand',
    verbs: 'Balance Hold Kick',
    names:
      '30SecondHandstand HandstandAnywhere HandstandWalkChallenge HandstandEveryDay WallHandstandHold',
  },
  cartwheel: {
    things: 'Grass Beach Backyard Mat Park Gym',
    moves: 'Roundoff Handstand Walkover Bridge Split',
    verbs: 'Tumble Spin Land Balance',
    names:
      '100CartwheelChallenge OneHandedCartwheel CartwheelEverywhere CartwheelRelay CartwheelOnTheBeach',
  },
  'battle ropes': {
    things: 'Rope Gym Turf Timer Gloves Anchor',
    moves: 'Waves Slams Circles Jacks Alternating',
    verbs: 'Slam Wave Whip Pump',
    names: 'BattleRopeChallenge BattleRopesToTheBeat 30SecondWaves BattleRopeDuel BattleRopeTabata',
  },
  track: {
    things: 'Bleachers Lane Spikes Baton Hurdle Stopwatch Blocks',
    moves: 'Sprint Relay LongJump HighJump Hurdles 400M',
    verbs: 'Sprint Jump Race Throw',
    names: '100MeterDash BeatYour400 LongJumpChallenge RelayBatonChallenge BlockStartChallenge',
    also: 'trackandfield',
  },
  dodgeball: {
    things: 'Gym Ball Court Team Line Jersey',
    moves: 'Dodge Catch Block TrickCatch Throw',
    verbs: 'Dodge Throw Catch Dive',
    names:
      'LastOneStanding BalloonDodgeball DodgeballTrickShot BackyardDodgeball DodgeballCatchStreak',
  },
  'tug of war': {
    things: 'Rope Grass Flag Gloves Line Knot',
    moves: 'TeamPull Heave Anchor Sprint',
    verbs: 'Pull Heave',
    names:
      'FamilyTugOfWar KidsVsAdultsTugOfWar TugOfWarWithYourDog OfficeTugOfWar TugOfWarChallenge',
  },
  playground: {
    things: 'MonkeyBars Swings Slide Bench Seesaw Sandbox',
    moves: 'PullUp StepUp BenchDip Hang Traverse',
    verbs: 'Climb Swing Hang Play',
    names:
      'MonkeyBarChallenge PlaygroundObstacleCourse RecessWorkout PlaygroundCircuit PlaygroundWorkout',
  },
  olympics: {
    things: 'Medal Podium Rings Flag Stadium Anthem',
    moves: 'Sprint Relay LongJump HighJump Vault BalanceBeam',
    verbs: 'Sprint Win Cheer Compete',
    names: 'BackyardOlympics GoForGoldChallenge OfficeOlympics PodiumPoseChallenge HomeOlympics',
    also: 'olympic olympian olympicgames',
  },
  'world cup': {
    things: 'Ball Jersey Stadium Trophy Flag Scarf Net',
    moves: 'PenaltyKick FreeKick GoalCelebration Header Volley KeepyUppy',
    verbs: 'Score Kick Cheer Chant',
    names:
      'BackyardWorldCup GoalCelebrationChallenge PenaltyShootout HalftimeKeepyUppy WorldCupJerseySwap',
  },
  'super bowl': {
    things: 'Jersey Ball Halftime Endzone Trophy Stadium',
    moves: 'TouchdownDance HailMary FieldGoal Spiral HalftimeShow',
    verbs: 'Throw Catch Cheer Score',
    names:
      'TouchdownDanceOff CommercialBreakWorkout BurpeePerTouchdown HalftimeShowChallenge SuperBowlFieldGoal',
    also: 'superbowlsunday',
  },
  lebron: {
    things: 'Headband Jersey Court Hoop Crown Sneakers',
    moves: 'Dunk ChaseDownBlock Fadeaway Stepback ChalkToss',
    verbs: 'Dunk Shoot Drive Block',
    names:
      'ChalkTossChallenge TrainLikeLeBron ChaseDownChallenge LeBronFadeawayChallenge DunkLikeLeBron',
    also: 'lebronjames kingjames',
    spelled: 'LeBron',
  },
  messi: {
    things: 'Ball Jersey Boots Trophy Goal Pitch',
    moves: 'FreeKick SoloGoal Nutmeg Chip Assist SkyPoint',
    verbs: 'Dribble Score Chip Kick',
    names:
      'DribbleLikeMessi MessiFreeKickChallenge MessiSkyPoint TrainLikeMessi MessiSlalomChallenge',
  },
  ronaldo: {
    things: 'Ball Jersey Boots Trophy Goal Gym',
    moves: 'Siu Stepover FreeKick Header Jump',
    verbs: 'Jump Score Kick',
    names:
      'SiuChallenge RonaldoFreeKickStance StepoverChallenge TrainLikeRonaldo RonaldoKnuckleball',
    also: 'cr7 cristiano',
  },
  rocky: {
    things: 'Steps Gloves Hoodie Robe Montage Philly',
    moves: 'StairSprint ShadowBox OneArmPushUp Punch TrainingMontage',
    verbs: 'Train Climb Punch Sprint',
    names:
      'RockyStepsChallenge EyeOfTheTigerWorkout RockyMontage ShadowBoxLikeRocky RockyOneArmPushUp',
    also: 'rockybalboa',
  },
  'the rock': {
    things: 'Gym Headphones Alarm Tracksuit Eyebrow Dumbbell',
    moves: 'LegDay 4AMWorkout EarlyRise PeoplesEyebrow',
    verbs: 'Lift Rise Grind Train',
    names:
      'TrainLikeTheRock TheRock4AMWorkout EyebrowChallenge IronParadiseWorkout TheRockGrindChallenge',
    also: 'dwaynejohnson',
  },
  arnold: {
    things: 'Gym Dumbbell MuscleBeach Stage Trophy Sunglasses',
    moves: 'Flex DoubleBiceps ShoulderPress Pump PosingRoutine',
    verbs: 'Pump Pose Flex Lift',
    names:
      'ArnoldPressChallenge TrainLikeArnold PumpingIronChallenge ArnoldPoseOff IllBeBackWorkout',
    also: 'schwarzenegger',
  },
  strava: {
    things: 'Map Route Watch Kudos Leaderboard Badge',
    moves: 'RouteArt LongRun Segment Crown NewPR',
    verbs: 'Run Ride Map Track',
    names:
      'StravaArtChallenge DrawWithYourRun StravaKudosChallenge StravaStreak ClaimYourLocalSegment',
  },
  'gym bro': {
    things: 'Shaker Mirror Headphones Tank Chalk Belt',
    moves: 'Pump ArmDay MirrorFlex Superset Bulk',
    verbs: 'Lift Pump Flex',
    names: 'GymBroRatesYourForm TeachAGymBroYoga GymBroPepTalk GymBroVsBeginner GymBroReacts',
    also: 'gymrat',
  },
  'personal trainer': {
    things: 'Whistle Stopwatch Clipboard Cones Timer Program',
    moves: 'Circuit Finisher Superset Warmup Tabata',
    verbs: 'Train Coach Push',
    names: 'TrainerPicksMyWorkout TrainerForADay MyTrainerMadeMe TrainerVsClient TrainerReacts',
    also: 'trainer fitnesscoach',
  },
  'trick shot': {
    things: 'Bottle Cup Bucket Hoop Ball Bin Pillow Backyard',
    moves: 'BankShot NoLook BehindTheBack Ricochet DoubleBounce Swish',
    verbs: 'Toss Flip Bounce Sink Aim',
    names: 'BeatMyTrickShot TrickShotTuesday NoLookTrickShot FirstTryOnly BinShotChallenge',
    also: 'dudeperfect',
  },
  goalkeeper: {
    things: 'Gloves Goal Net Crossbar Post Wall',
    moves: 'DivingSave Catch PenaltySave FingertipSave Tip DoubleSave',
    verbs: 'Dive Save Catch Block',
    names:
      'CantGetPastMe PenaltySaveChallenge GoalkeeperReactionTest SaveOfTheWeek KeeperChallenge',
    also: 'goalie keeper',
  },
  penalty: {
    things: 'Goal Ball Net Keeper Whistle Cones',
    moves: 'TopBins Chip PowerShot StutterStep Panenka',
    verbs: 'Shoot Score Chip Save',
    names:
      'TopBinsOrNothing PanenkaChallenge PenaltyShootout BackyardShootout PenaltyTargetChallenge',
    also: 'penaltykick',
  },
  'turkey trot': {
    things: 'Bib Medal TurkeyHat Pie FinishLine Sneakers',
    moves: 'FunRun 5K Jog Sprint CostumeRun',
    verbs: 'Trot Run Gobble Race',
    names:
      'TrotBeforeTheFeast TurkeyTrotInCostume GobbleGobbleRun FamilyTurkeyTrot PieAtTheFinishLine',
  },
  'color run': {
    things: 'Powder Bib Shirt Sunglasses Bandana FinishLine',
    moves: 'ColorBlast FinishPhoto Jog Sprint Cartwheel',
    verbs: 'Run Splash Toss Dance',
    names:
      'WhiteShirtChallenge ColorBlastAtTheFinish RainbowFinish GuessTheShirtColor ColorRunWithYourKids',
    also: 'colourrun funrun',
  },
  bowling: {
    things: 'Pins Ball Lane Shoes Alley Scoreboard',
    moves: 'Strike Spare Turkey Hook GrannyRoll TrickShot',
    verbs: 'Bowl Roll Spin Hook',
    names: 'BowlATurkey BowlWithYourOtherHand StrikeChallenge BowlingTrickShot GutterBallChallenge',
  },
  'horse riding': {
    things: 'Pony Saddle Helmet Boots Stable Arena Reins',
    moves: 'Trot Canter Gallop Jump Dressage',
    verbs: 'Ride Trot Canter Groom',
    names:
      'NoStirrupNovember ClearRoundChallenge RiderFitnessChallenge GroomYourHorseWithMe BarnChoreWorkout',
    also: 'horseback equestrian',
  },
  padel: {
    things: 'Racket Court Glass Ball Wall Net',
    moves: 'Smash Lob Volley Serve Bandeja Vibora',
    verbs: 'Smash Volley Lob Serve',
    names: 'OffTheGlass PadelTrickShot PadelRallyChallenge LearnPadelIn30Days PadelSmashChallenge',
  },
  recovery: {
    things: 'FoamRoller Mat Pillow Bath Band MassageGun',
    moves: 'Stretch FoamRoll EasyWalk Mobility Yoga Nap',
    verbs: 'Stretch Roll Rest Loosen',
    names: 'RestDayRoutine FoamRollWithMe RecoveryDayStretch RestDayWalk StretchBeforeBed',
    also: 'activerecovery foamroller foamrolling',
  },
  lacrosse: {
    things: 'Stick Ball Goal Helmet Wall Field Pocket',
    moves: 'Cradle WallBall BehindTheBack QuickStick SplitDodge',
    verbs: 'Cradle Pass Shoot Catch',
    names:
      '100WallBalls LaxTrickShot BehindTheBackChallenge LacrosseCradleChallenge QuickStickRally',
    also: 'lax',
  },
  spikeball: {
    things: 'Net Ball Beach Park Backyard Rim',
    moves: 'Spike Dig Serve Roll Hit Pocket',
    verbs: 'Spike Dig Serve Set',
    names:
      'LongestSpikeballRally SpikeballTrickShot PocketShotChallenge SpikeballOnTheBeach SpikeAndSweat',
    also: 'roundnet',
  },
  cornhole: {
    things: 'Board Bag Hole Backyard Tailgate',
    moves: 'FourBagger Airmail Slider Blocker Push',
    verbs: 'Toss Slide Sink Aim',
    names:
      'FourBaggerChallenge AirmailChallenge CornholeTrickShot TailgateCornholeCup OppositeHandCornhole',
  },
  kickball: {
    things: 'Ball Base Field Recess Cones',
    moves: 'HomeRun Bunt Catch Pitch BaseRun',
    verbs: 'Kick Run Catch Pitch',
    names: 'RecessRematch KickballHomeRun KickballCatchChallenge KickballFamilyGame KickAndRun',
  },
  pe: {
    things: 'Gym Whistle Cones Parachute Mat Scooter Bleachers',
    moves: 'PacerTest MileRun Dodgeball Relay Sprint ParachuteGame',
    verbs: 'Run Jump Throw Play',
    names: 'BeepTestChallenge ParachuteDay ScooterBoardRace PacerTestFlashback PEClassRematch',
    also: 'gymclass physed physicaleducation',
    spelled: 'PE',
  },
  mile: {
    things: 'Track Watch Sneakers Stopwatch FinishLine Lap',
    moves: 'FinalLap Sprint Pace Kick NegativeSplit',
    verbs: 'Run Pace Kick',
    names: 'BeatMyMileTime MileADay NegativeSplitMile MileWithYourDog MileTimeChallenge',
    also: 'milerun',
  },
  'farmers carry': {
    things: 'Kettlebell Dumbbell Groceries Handles Hallway Track',
    moves: 'SuitcaseCarry OverheadCarry RackCarry Shrug GripHold',
    verbs: 'Carry Grip Walk Brace',
    names:
      'OneTripOnly GroceryCarryChallenge FarmersWalkRelay GripStrengthChallenge FarmersCarryLap',
    also: 'farmerswalk farmerwalk',
  },
  'dead hang': {
    things: 'Bar Playground Doorframe Chalk Timer Tree',
    moves: 'ActiveHang OneArmHang TowelHang KneeRaise LSit',
    verbs: 'Hang Grip Hold Swing',
    names: 'HowLongCanYouHang OneMinuteHang TwoMinuteHangClub DeadHangStreak DeadHangChallenge',
  },
  balance: {
    things: 'Beam Cushion WobbleBoard Log Rope Mat',
    moves: 'FlamingoStand TreePose SingleLegStand HeelToToe PistolSquat',
    verbs: 'Wobble Hold Stand Steady',
    names:
      'FlamingoChallenge BalanceABookOnYourHead BalanceBoardBattle BrushTeethOnOneLeg OneLegChallenge',
  },
  curling: {
    things: 'Stone Broom Ice House Sheet Button',
    moves: 'Sweep Slide Draw Delivery',
    verbs: 'Sweep Slide Curl Aim',
    names:
      'KitchenFloorCurling HitTheButtonChallenge CurlingSweepOff SweepAndSweat CurlingWithFriends',
  },
  'hacky sack': {
    things: 'Circle Park Backyard Beach Friends',
    moves: 'InsideKick ToeStall KneeBounce Clipper AroundTheWorld',
    verbs: 'Kick Juggle Pass',
    names:
      'HowManyKicks HackySackAroundTheWorld PassTheHackySack KeepItUpChallenge HackySackCircle',
    also: 'footbag',
  },
  plyometrics: {
    things: 'Box Cones Mat Step Bench Field',
    moves: 'BoxJump TuckJump JumpSquat SkaterHop BroadJump LateralBound',
    verbs: 'Jump Hop Bound Explode',
    names: 'PlyoToTheBeat SkaterHopChallenge BoxJumpLadder JumpHigherChallenge PlyoWithMe',
    also: 'plyo',
  },
  'vertical jump': {
    things: 'Wall Rim Hoop Chalk Tape Sneakers',
    moves: 'Dunk BoxJump ApproachJump StandingReach CalfRaise',
    verbs: 'Jump Reach Touch Explode',
    names:
      'TouchTheRim MeasureYourVertical VerticalJumpTest JumpHigherChallenge 30DayVerticalChallenge',
  },
  'mountain biking': {
    things: 'Trail Helmet Dirt Rocks Berm Gloves Pedals',
    moves: 'Climb Descent BunnyHop Wheelie Manual',
    verbs: 'Ride Pedal Climb Shred',
    names: 'CleanTheClimb BunnyHopChallenge FirstTrailRide MuddyBikeChallenge TrailRideWithMe',
    also: 'mtb mountainbike',
  },
  netball: {
    things: 'Ball Ring Post Court Bib Whistle',
    moves: 'ChestPass BouncePass Shot Pivot Intercept Feint',
    verbs: 'Pass Pivot Shoot Defend',
    names: 'NetballShootingStreak 50GoalChallenge ChestPassChallenge NetballTrickShot PassAndSweat',
  },
  rucking: {
    things: 'Backpack Vest Trail Boots Plates Sandbag',
    moves: 'WeightedWalk HillClimb TrailMarch LongHaul Carry',
    verbs: 'March Carry Hike Climb',
    names: 'RuckAMileADay RuckYourNeighborhood WeightedWalkChallenge RuckWithMe RuckWithYourDog',
    also: 'ruck weightedvest',
  },
  dunk: {
    things: 'Rim Hoop Backboard Court Net Sneakers',
    moves: 'TwoHand Windmill AlleyOop Tomahawk ReverseJam BetweenTheLegs',
    verbs: 'Jump Slam Soar',
    names: 'LowHoopDunkContest CanYouDunk FirstDunk RateMyDunk TomahawkDunkDare',
    also: 'slamdunk',
    verb: true,
  },
  'self defense': {
    things: 'Mat Pads Gloves Class Instructor Whistle',
    moves: 'Block Escape FightingStance WristRelease',
    verbs: 'Block Escape Shout Run',
    names:
      'TeachMeOneMove WristReleaseDrill SelfDefenseClassTogether PracticeYourStance SelfDefenseForAll',
    also: 'selfdefence',
  },
  transformation: {
    things: 'Mirror Photo Dumbbell Journal Sneakers Calendar',
    moves: 'FirstPullUp PushUp Plank Squat Mile Deadlift',
    verbs: 'Train Build Grow Lift',
    names:
      'TransformationTuesday DayOneVsDay30 ProgressPicChallenge 90DayTransformation FirstPullUpJourney',
  },
  glute: {
    things: 'Band Mat Bench Dumbbell Kettlebell Stairs',
    moves: 'Bridge HipThrust Squat Lunge Kickback DonkeyKick Clamshell',
    verbs: 'Squeeze Lift Squat Pulse',
    names:
      '30DayGluteChallenge GluteBridgeChallenge BandedGluteBurn SqueezeAndHold GluteKickbackLadder',
    also: 'booty',
  },
  parkrun: {
    things: 'Barcode Park Volunteer FinishLine Sneakers Trail',
    moves: '5K Sprint Jog FinishSprint NegativeSplit',
    verbs: 'Run Jog Cheer Volunteer',
    names:
      'BeatYourParkrunTime ParkrunTouristChallenge SaturdayParkrun VolunteerAtParkrun FirstParkrun',
    spelled: 'Parkrun',
  },
  'warm up': {
    things: 'Mat Playlist Sneakers Band Timer Track',
    moves: 'ArmCircle LegSwing HighKnees ButtKick JumpingJack Lunge',
    verbs: 'Stretch Jog Swing Loosen',
    names: 'CopyMyWarmUp FiveMinuteWarmUp WarmUpToTheBeat WarmUpWithMe WarmUpBeforeEveryRun',
  },
  trampoline: {
    things: 'Rebounder Backyard Springs Mat Socks Playlist',
    moves: 'StarJump TuckJump SeatDrop Bounce KneeDrop',
    verbs: 'Bounce Jump Hop',
    names:
      '100BouncesChallenge TrampolineStarJumps RebounderWorkout BounceAndSweat TrampolineCardio',
    also: 'rebounder rebounding',
  },
  'cool down': {
    things: 'Mat Towel WaterBottle FoamRoller Playlist',
    moves: 'Stretch ChildsPose HamstringStretch DeepBreath Walk',
    verbs: 'Stretch Breathe Relax Walk',
    names: 'NeverSkipCoolDown CopyMyCoolDown FiveMinuteCoolDown CoolDownWithMe CoolDownToASlowSong',
  },
  'glute bridge': {
    things: 'Mat Band Bench Dumbbell Floor Pillow',
    moves: 'SingleLeg MarchingBridge HipThrust Pulse Hold',
    verbs: 'Lift Squeeze Hold Pulse',
    names:
      '100BridgeChallenge SingleLegBridgeDare GluteBridgeADay MarchingBridgeChallenge BridgeAndHold',
  },
  'hip thrust': {
    things: 'Bench Barbell Band Pad Dumbbell Sofa',
    moves: 'GluteBridge SingleLeg Pulse Hold FrogPump',
    verbs: 'Thrust Squeeze Lift Hold',
    names: '100HipThrusts SofaHipThrust HipThrustLadder SingleLegHipThrust FrogPumpChallenge',
  },
  'back day': {
    things: 'PullUpBar Barbell Dumbbell Cable Band Bench',
    moves: 'PullUp Row Deadlift LatPulldown Superman',
    verbs: 'Pull Row Lift Hang',
    names:
      'BackDayPullUpLadder TowelRowChallenge SupermanHoldChallenge BackDayWithMe BackDayFinisher',
    also: 'backworkout',
  },
  'chest day': {
    things: 'Bench Barbell Dumbbell Mat Cable Spotter',
    moves: 'PushUp BenchPress Fly Dips InclinePress',
    verbs: 'Press Push Lift Pump',
    names: 'PushUpPyramid ChestDayMonday ChestDayFinisher ChestDayWithMe DiamondPushUpDare',
    also: 'chestworkout',
  },
  shoulder: {
    things: 'Dumbbell Band Plate Bench Mirror Wall',
    moves: 'OverheadPress LateralRaise ArmCircle Shrug PikePushUp',
    verbs: 'Press Raise Lift Shrug',
    names:
      'ShoulderTapChallenge ShoulderPressLadder 100ArmCircles WallAngelChallenge PikePushUpChallenge',
    also: 'shoulderday',
  },
  tricep: {
    things: 'Dumbbell Bench Band Chair Cable Rope',
    moves: 'Dips Kickback Pushdown DiamondPushUp Extension',
    verbs: 'Press Push Extend Dip',
    names:
      'ChairDipChallenge DiamondPushUpChallenge TricepDipLadder TricepKickbackRace TricepFinisher',
  },
  'upper body': {
    things: 'Dumbbell Band PullUpBar Bench Mat Chair',
    moves: 'PushUp PullUp ShoulderPress Row Dips Curl',
    verbs: 'Push Pull Press Lift',
    names:
      'UpperBodyLadder UpperBodyAtYourDesk TenMinuteArms BandPullApartChallenge PushPullSuperset',
  },
  'lower body': {
    things: 'Stairs Band Dumbbell Box Mat Chair',
    moves: 'Squat Lunge WallSit GluteBridge StepUp CalfRaise',
    verbs: 'Squat Lunge Step Jump',
    names:
      'LowerBodyLadder JellyLegsChallenge CalfRaiseChallenge TenMinuteLegs LowerBodyOnTheStairs',
  },
  'full body': {
    things: 'Mat Dumbbell Timer Playlist Kettlebell Band',
    moves: 'Burpee Squat PushUp Plank Lunge MountainClimber',
    verbs: 'Sweat Move Train Push',
    names:
      'SpellYourNameWorkout HeadToToeWorkout FullBodyInFiveMoves OneDumbbellWorkout FullBodyFinisher',
    also: 'fullbodyworkout totalbody',
  },
  barbell: {
    things: 'Plates Rack Collars Chalk Bench Platform',
    moves: 'Squat Deadlift BenchPress Clean Snatch OverheadPress',
    verbs: 'Lift Press Pull Squat',
    names:
      'EmptyBarChallenge FirstPlateLift BarbellComplexChallenge BarbellFormCheck FirstBarbellClean',
  },
  gymshark: {
    things: 'Leggings Hoodie Shorts Gym Bottle Bag',
    moves: 'Lift Squat Deadlift PumpCover FitCheck',
    verbs: 'Lift Train Flex',
    names: 'Gymshark66 66DayChallenge GymFitCheck GymsharkTrainWithMe GymsharkPRDay',
    spelled: 'Gymshark',
  },
  'under armour': {
    things: 'Sneakers Hoodie Shorts Cleats Headband Bag',
    moves: 'Sprint Lift Drill Rep Run',
    verbs: 'Train Sprint Protect',
    names:
      'TrainInTheRain ProtectThisHouseWorkout UnderArmourFitCheck UnderArmourRunClub UnderArmourSprintDrill',
    also: 'underarmor',
  },
  judo: {
    things: 'Gi Belt Mat Dojo Sensei Medal',
    moves: 'BreakFall HipThrow Sweep Grip Roll Bow',
    verbs: 'Roll Grip Bow Fall',
    names: 'BreakFallChallenge JudoThrowDrill JudoForAllAges NextBeltJourney JudoGripChallenge',
  },
  'high knees': {
    things: 'Timer Playlist Sneakers Stairs Track Mat',
    moves: 'ButtKick Sprint JumpingJack SkaterJump MarchInPlace',
    verbs: 'Sprint March Drive Jog',
    names: '30SecondHighKnees 100HighKnees KneesToTheBeat HighKneeRace HighKneesEveryHour',
  },
  'kung fu': {
    things: 'Belt Sash Staff Dojo Sifu Mat',
    moves: 'HorseStance CraneKick Punch Block Kata TigerClaw',
    verbs: 'Punch Kick Block Bow',
    names:
      'HorseStanceHold KungFuMorningForm CraneKickChallenge TigerClawChallenge KungFuPandaStance',
    also: 'wushu',
  },
  crunch: {
    things: 'Mat Towel Ball Bench Pillow Timer',
    moves: 'SitUp LegRaise RussianTwist FlutterKick VUp Plank',
    verbs: 'Twist Tuck Curl',
    names:
      '100CrunchChallenge CrunchTimeChallenge BicycleCrunchRace SlowCrunchChallenge CrunchWithMe',
    verb: true,
  },
  'leg raise': {
    things: 'Mat Bench Bar Towel Floor Timer',
    moves: 'FlutterKick Scissor HollowHold HangingRaise ToesToBar',
    verbs: 'Raise Lift Lower Hold',
    names:
      'SlowLegRaiseChallenge 100LegRaises FlutterKickFriday HangingRaiseChallenge LegRaiseAndHold',
  },
  dips: {
    things: 'Chair Bench Bars Sofa Step Rings',
    moves: 'ChairDip BenchDip StraightBarDip PushUp Plank',
    verbs: 'Dip Push Press',
    names: '50DipChallenge ChairDipChallenge DipLadder BenchDipsAtThePark SlowDipChallenge',
  },
  'chin up': {
    things: 'Bar Doorframe Playground Band Chalk Tree',
    moves: 'PullUp DeadHang Negative FlexedArmHang',
    verbs: 'Pull Hang Grip',
    names: 'FirstChinUp ChinUpLadder FlexedArmHangChallenge 30DaysToAChinUp OneMoreChinUp',
  },
  'step up': {
    things: 'Stairs Box Bench Step Bleachers Dumbbell',
    moves: 'KneeDrive Lunge BoxJump CalfRaise StairSprint',
    verbs: 'Step Drive Climb',
    names: '100StepUpChallenge StepUpToTheBeat KneeDriveStepUps StairStepUps StepUpAndSweat',
  },
  garmin: {
    things: 'Watch HeartRate Strava Badge Trail Map',
    moves: 'LongRun Intervals 5K Ride Steps HillClimb',
    verbs: 'Run Ride Track Climb',
    names: 'GarminArt BeatMyGarminPR GarminBadgeHunt GarminStepStreak DrawWithYourRun',
  },
  jumping: {
    things: 'Rope Trampoline Box Backyard Playground Puddle',
    moves: 'StarJump TuckJump BoxJump SkaterJump FrogJump',
    verbs: 'Jump Hop Bounce Leap',
    names: '100JumpsChallenge StarJumpRace JumpingToTheBeat PuddleJumpingChallenge JumpingJackRace',
    also: 'jump',
  },
  'stair climb': {
    things: 'Stairs Stairwell Bleachers StairMaster Stadium Tower',
    moves: 'StairSprint StepUp TwoAtATime Climb SkipAStep',
    verbs: 'Climb Step Sprint',
    names:
      '100FlightsChallenge ClimbTheEmpireState StairClimbForCharity TakeTheStairs StairmasterChallenge',
    also: 'stairclimbing',
  },
  elliptical: {
    things: 'Handles Screen Playlist Towel Gym Pedals',
    moves: 'Intervals Backwards HillClimb Sprint SteadyCardio',
    verbs: 'Glide Pedal Sprint',
    names:
      'EllipticalBackwards 30MinuteElliptical EllipticalIntervals EllipticalHillClimb GlideAndSweat',
  },
  handball: {
    things: 'Ball Goal Court Net Gym Wall',
    moves: 'JumpShot Pass Dribble Save Spin',
    verbs: 'Throw Pass Jump Save',
    names:
      'JumpShotChallenge HandballSpinShot HandballTrickShot HandballPassRelay WallBallWednesday',
  },
  tabata: {
    things: 'Timer Playlist Mat Towel Stopwatch',
    moves: 'Burpee Squat JumpingJack MountainClimber HighKnees Plank',
    verbs: 'Sweat Sprint Push',
    names: 'FourMinuteTabata TwentyOnTenOff TabataTuesday TabataSongChallenge TabataEveryMorning',
  },
  '10k': {
    things: 'Medal Bib Sneakers FinishLine Watch Trail',
    moves: 'LongRun FinishSprint Intervals HillRun NegativeSplit',
    verbs: 'Run Race Pace Train',
    names: '10KUnderAnHour CouchTo10K First10K Virtual10KChallenge 10KNegativeSplit',
    spelled: '10K',
  },
  'champions league': {
    things: 'Ball Trophy Anthem Jersey Stadium Net',
    moves: 'FreeKick Volley Header Celebration Penalty',
    verbs: 'Kick Score Cheer',
    names:
      'BackyardChampionsLeague FreeKickChallenge ChampionsLeagueVolley BackyardFinal AnthemWalkOutChallenge',
    also: 'ucl',
  },
  'march madness': {
    things: 'Bracket Hoop Ball Court Net Buzzer',
    moves: 'BuzzerBeater ThreePointer FreeThrow Layup Dunk',
    verbs: 'Shoot Dribble Dunk',
    names:
      'BuzzerBeaterChallenge BustedBracketBurpees FreeThrowMadness MarchMadnessHalfCourt MarchMadnessShootout',
  },
  'skate park': {
    things: 'Ramp Rail Bowl Skateboard Helmet Kneepad Halfpipe Ledge GripTape Wax',
    moves: 'DropIn Ollie Kickflip Grind RampRun FirstDropIn',
    verbs: 'Skate Grind Drop Roll Carve',
    names: 'FirstDropIn GearUpAndDropIn SkateParkBowlCarve LandTheKickflip SkateParkRunOfTheDay',
  },
  'tree climbing': {
    things: 'Branch Trunk Bark Knot Canopy Rope Treehouse Acorn Glove Harness',
    moves: 'BranchHang PullUp TopBranch SafeDescent KneeGrip BarkScramble',
    verbs: 'Climb Grip Hang Swing',
    names:
      'BranchHangChallenge ClimbLikeAKid TreeClimbingWithHarness TreeClimbingWorkout LowBranchPullUp',
    also: 'climbingtrees treeclimb',
  },
  gatorade: {
    things: 'Bottle Cooler Cup Bench Towel Jug Sideline Jersey Whistle Cap',
    moves: 'CoolerShower Halftime Refuel PostGame SidelineSip FlavorRanking',
    verbs: 'Refuel Sip Replenish Pour',
    names:
      'WhichColorIsBest RankEveryGatorade GatoradeBlindTaste CoolerShowerMoment HydrateLikeAPro',
  },
} as const satisfies KeywordEntries;
