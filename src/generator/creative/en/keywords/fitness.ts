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
    core: 'Dumbbell Treadmill Lift',
    scenes: 'WeightRoom GymRat',
    names:
      'OneMoreRepChallenge NoPhoneAtTheGym GymDiceWorkout CopyMyGymRoutine ReRackYourWeights TeachMeOneGymMove GymAlphabetWorkout RateMyGymPlaylist GymFormCheckFriday',
  },
  workout: {
    things: 'Playlist Mat Dumbbell Sneakers Timer',
    moves: 'Burpee Squat PushUp Plank Lunge JumpingJack MountainClimber',
    verbs: 'Sweat Move Train',
    core: 'Dumbbell Squat Sweat',
    scenes: 'SweatSession NoPainNoGain',
    names:
      'CopyMyWorkout DeckOfCardsWorkout PickMyNextWorkout 30DayWorkoutChallenge OneSongWorkout WorkoutBingoCard RollTheDiceWorkout PartnerWorkoutRelay 10MinuteWorkoutChallenge',
    also: 'exercise',
  },
  yoga: {
    things: 'Mat Sunrise Block Blanket Bolster',
    moves:
      'DownDog TreePose Warrior CrowPose SunSalutation ChildsPose Headstand Handstand Backbend',
    verbs: 'Flow Stretch Balance Breathe Bend',
    core: 'Mat DownDog Stretch',
    scenes: 'Namaste DownDog SunSalutation',
    names:
      'DownDogDare 30DayYogaChallenge SunSalutationStreak CrowPoseChallenge YogaFlowFriday PartnerYogaChallenge TreePoseAnywhere YogaWithYourPet YogaPoseOfTheDay',
    also: 'yogi hotyoga poweryoga yogaflow',
  },
  running: {
    things: 'Track Trail Sneakers FinishLine Watch Playlist Medal Bib',
    moves: 'Sprint HillSprint LongRun Mile 5K Intervals',
    verbs: 'Run Sprint Jog Race Stride',
    core: 'Sneakers FinishLine Run',
    scenes: 'FinishLine RunnersHigh RunClub',
    names:
      'RunYourAgeChallenge 30DayRunningChallenge BeatYourBestRunTime RunningRouteArt MileADayChallenge SprintEveryChorus RunningBingo NegativeSplitRun RunningBuddyRelay',
    also: 'run jogging jog runner runclub trailrunning morningrun trailrun',
  },
  fitness: {
    things: 'Gym Sneakers Dumbbell Mat WaterBottle Playlist',
    moves: 'Workout Plank Squat Burpee Stretch Run Lift',
    verbs: 'Sweat Move Train Lift',
    core: 'Dumbbell Workout Sweat',
    scenes: 'FitFam SweatSession',
    names:
      'TryMyFitnessTest FitnessBingoChallenge 30DayFitnessChallenge 10MinuteMoveBreak FitnessAlphabet FitnessDiceWorkout CommercialBreakFitness TagYourFitnessBuddy FitFamRelay',
    also: 'fitfam getfit',
  },
  pilates: {
    things: 'Mat Reformer Ball Ring Band GripSocks',
    moves: 'Bridge LegCircle RollUp Hundred SideKick',
    verbs: 'Pulse Stretch Roll Tuck',
    core: 'Mat Reformer Pulse',
    scenes: 'PilatesStudio',
    names:
      'PilatesHundred 28DayPilatesChallenge TeaserHoldChallenge SlowRollUpChallenge CopyMyPilatesFlow PilatesRingSqueeze PilatesBridgeHold PilatesInSlowMo PilatesBeforeBed',
  },
  hiit: {
    things: 'Playlist Mat Timer Sneakers',
    moves: 'Burpee SquatJump HighKnees MountainClimber Sprint JumpLunge PlankJack',
    verbs: 'Sweat Sprint Jump Push Burn',
    core: 'Timer Burpee Sweat',
    names:
      'HIITTheDeckChallenge HIITTheStairs HIITTheCommercials HIITToTheBeat 20MinuteHIIT TwoSongHIIT SpinTheHIITWheel HIITPartnerRelay',
    spelled: 'HIIT',
  },
  sport: {
    things: 'Field Court Ball Jersey Whistle Trophy Scoreboard Cleats',
    moves: 'TrickShot Sprint Warmup VictoryLap TeamCheer Huddle',
    verbs: 'Play Sprint Score Win Cheer',
    core: 'Ball Trophy Score',
    scenes: 'GameDay SportsDay',
    names:
      'TeachMeYourSport TryANewSportChallenge SportSwapChallenge SportsTrickShot GuessMySport PlayItLeftHanded TeamCheerChallenge OneBallThreeSports SportsFamilyRelay',
    also: 'athlete athletic',
  },
  'home workout': {
    things: 'LivingRoom Couch Stairs Chair Towel Backpack Carpet Kitchen',
    moves: 'WallSit ChairDip Burpee JumpingJack StairDash TowelSlide',
    verbs: 'Sweat Move Squat Jump Train',
    core: 'LivingRoom Burpee Sweat',
    scenes: 'HomeGym LivingRoomGym',
    names:
      'HouseholdItemWorkout WhoNeedsAGym HomeWorkoutBingo 20MinuteHomeWorkout BackpackSquatChallenge CouchCushionCardio TowelSlideChallenge CopyMyHomeWorkout HomeWorkoutAlphabet HomeWorkoutDiceRoll',
    also: 'bodyweight noequipment',
  },
  'morning workout': {
    things: 'Sunrise Mat Sneakers Playlist Alarm Coffee',
    moves: 'SunSalutation JumpingJack WakeUpStretch SunriseJog Burpee Plank',
    verbs: 'Rise Move Sweat Stretch',
    core: 'Sunrise Alarm Rise',
    scenes: 'RiseAndGrind 5AMClub',
    names:
      'WorkoutBeforeCoffee SnoozeButtonSquats 10MinuteMorningWorkout MorningWorkoutStreak CopyMyMorningWorkout MorningWorkoutInPJs SunSalutationAtSunrise OneSongMorningWorkout',
    also: 'amworkout earlyworkout',
  },
  'gym buddy': {
    things: 'Playlist Bench Spotter Towel Locker Shaker',
    moves: 'PartnerSquat PartnerPlank MedBallToss HighFive Superset WheelbarrowWalk',
    verbs: 'Lift Cheer Push Race',
    core: 'Spotter HighFive Cheer',
    scenes: 'SpotMe',
    names:
      'CopyYourGymBuddy HighFivePushUpChallenge GymBuddyPicksMyWorkout PartnerPlankChallenge GymBuddyDuel MedBallTossRelay WheelbarrowWalkRace GymBuddyTwinning BringYourGymBuddy',
    also: 'workoutbuddy gympartner workoutpartner partnerworkout couplesworkout',
  },
  '10k steps': {
    things: 'Park Sneakers Stairs Mall Playlist Podcast Watch Phone',
    moves: 'PowerWalk LunchWalk DogWalk StairClimb EveningLoop MallWalk',
    verbs: 'Walk Step Stroll March',
    core: 'Sneakers PowerWalk Walk',
    scenes: 'StepCount DailyWalk',
    names:
      '10KStepsADay 10KStepsWithYourDog 10KStepsBeforeNoon StepCountShowdown TVEpisodeSteps 10KStepsFor30Days LunchWalkChallenge 10KStepsIndoors StepsWithAFriend',
    also: '10000steps stepcount stepchallenge',
    spelled: '10KSteps',
  },
  'kids workout': {
    things: 'Backyard Playground Ball HulaHoop Cones Chalk',
    moves: 'AnimalWalk BearCrawl FrogJump StarJump CrabWalk SimonSays',
    verbs: 'Jump Hop Wiggle Run',
    core: 'Playground HulaHoop FrogJump Jump',
    scenes: 'Recess SimonSays',
    names:
      'SimonSaysWorkout AnimalWalkChallenge KidsWorkoutObstacleCourse KidsPickTheMoves FrogJumpRace KidsWorkoutBingo KidsWorkoutFreezeDance KidsWorkoutDanceBreak',
    also: 'kidsfitness familyworkout',
  },
  'wall pilates': {
    things: 'Wall Mat GripSocks Ball Band',
    moves: 'WallSit Bridge LegLift WallWalk LegCircle Plie',
    verbs: 'Lift Press Pulse',
    core: 'Wall Mat Bridge Pulse',
    names:
      '28DayWallPilates FeetUpTheWall WallPilatesBridgeHold CopyMyWallPilates WallWalkChallenge WallPilatesLegCircles WallPilatesBeforeBed WallSitPulseChallenge',
  },
  crossfit: {
    things: 'Rower Box Barbell Kettlebell WallBall Rope Chalk Whiteboard',
    moves: 'BoxJump Burpee Thruster DoubleUnder Murph PowerClean RopeClimb',
    verbs: 'Lift Row Jump Sweat Grind',
    core: 'Kettlebell BoxJump Lift',
    scenes: 'CrossFitGames',
    names:
      'FirstCrossFitWorkout DoubleUnderDare CrossFitBurpeeLadder WallBallChallenge CrossFitPartnerWOD RopeClimbChallenge CrossFitRowerRace CrossFitWhiteboardPR BoxJumpBattle',
    spelled: 'CrossFit',
  },
  cardio: {
    things: 'Treadmill Bike StairMaster JumpRope Rower Elliptical Sneakers',
    moves: 'Sprint JumpingJack HighKnees Jog Intervals InclineWalk BoxStep',
    verbs: 'Sweat Sprint Jog Pedal Move',
    core: 'Treadmill JumpRope Sweat',
    names:
      'CommercialBreakCardio 10MinuteCardioChallenge CardioBingoChallenge CardioWithoutRunning CardioFreezeDance StairMasterSummit CardioWithYourDog HighKneesHallwayRace RowBikeRunRelay',
    also: 'zone2 zone2cardio',
  },
  weightlifting: {
    things: 'Barbell Dumbbell Plates Rack Chalk Belt Bench',
    moves: 'Deadlift Squat BenchPress Curl OverheadPress HipThrust PowerClean',
    verbs: 'Lift Press Pull Load',
    core: 'Barbell Deadlift Lift',
    scenes: 'PumpingIron WeightRoom',
    names:
      'LiftYourBodyweight EmptyBarClub WeightliftingFormCheck NewPersonalBestLift CopyMyWeightliftingDay WeightliftingLadder WeightliftingAtAnyAge BeatLastWeeksLift',
    also: 'lifting weights olympiclifting cleanandjerk',
  },
  boxing: {
    things: 'HeavyBag Gloves Ring Bell Headgear',
    moves: 'Jab Hook Uppercut Combo ShadowBox Footwork',
    verbs: 'Punch Jab Sweat Bob Weave',
    core: 'Gloves HeavyBag Punch',
    scenes: 'Ringside FightNight',
    names:
      'BoxingComboChallenge ShadowBoxChallenge 3MinuteBoxingRound BobAndWeaveDare 100PunchesToTheBeat BoxingFootworkLadder SlipTheRope BoxingBagFinisher BoxingPadsWithAFriend',
  },
  basketball: {
    things: 'Court Hoop Ball Sneakers Rim Net Backboard Buzzer',
    moves: 'FreeThrow Layup Crossover ThreePointer Dunk HalfCourt AlleyOop Stepback',
    verbs: 'Dribble Shoot Dunk Pass',
    core: 'Hoop Dunk Dribble',
    scenes: 'SlamDunk BuzzerBeater TipOff',
    names:
      'BasketballAroundTheWorld 10FreeThrowsInARow HalfCourtShotChallenge BasketballTrickShot GameOfHorse TwoBallDribbleChallenge BasketballKnockout BasketballBankShotsOnly BasketballLayupRelay',
    also: 'hoops bball nba',
  },
  soccer: {
    things: 'Cleats Pitch Ball Goal Net Crossbar ShinGuards',
    moves: 'KeepyUppy FreeKick Volley Stepover Nutmeg Dribble',
    verbs: 'Juggle Kick Dribble Score',
    core: 'Ball Goal FreeKick Kick',
    scenes: 'Golazo Matchday Kickoff',
    names:
      'KeepyUppyChallenge CrossbarChallenge SoccerTrickShot SoccerFreeKickFriday SoccerConeDribbleRace HitTheTopCorner SoccerSkillOfTheWeek BackyardSoccerShootout RainbowFlickDare',
    also: 'futbol premierleague',
  },
  football: {
    things: 'Field Ball Helmet Endzone Goalpost Cleats Jersey',
    moves: 'Sprint Spiral Touchdown OneHandCatch FieldGoal HailMary TouchdownDance',
    verbs: 'Run Throw Catch Juke',
    core: 'Helmet Touchdown Throw',
    scenes: 'Touchdown Matchday Kickoff GameDay',
    names:
      'OneHandCatchChallenge 40YardDashChallenge FootballTrickShot ThrowThroughTheTire FootballSpiralChallenge TouchdownDanceOff FootballHailMaryDare FootballFieldGoalDare BackyardFootballCombine',
    also: 'nfl americanfootball',
  },
  tennis: {
    things: 'Court Racket Ball Net Baseline Sweatband',
    moves: 'Serve Rally Forehand Backhand Volley Ace Lob DropShot',
    verbs: 'Serve Rally Smash Volley',
    core: 'Racket Serve Rally',
    scenes: 'MatchPoint CenterCourt',
    names:
      'TennisRallyChallenge HitTheCanChallenge TennisTrickShot CanYouReturnThis TennisServeChallenge TennisRacketJuggle DropShotDare TennisBallPickupTrick ForehandFriday',
    also: 'wimbledon',
  },
  golf: {
    things: 'Course Club Ball Tee Green Putter Hole Driver Flag Caddie',
    moves: 'Swing Drive Putt Chip TrickShot',
    verbs: 'Swing Putt Drive Chip',
    core: 'Putter Tee Swing Putt',
    scenes: 'TeeTime HoleInOne',
    names:
      'ChipItInChallenge HoleInOneChallenge GolfTrickShot OneClubGolf GolfBallBounceTrick HallwayPuttingGreen BackyardGolfCourse LongestDriveFriday GolfCupPuttDare',
  },
  swimming: {
    things: 'Pool Lane Goggles Cap Kickboard Flippers Towel',
    moves: 'Lap Freestyle Kick FlipTurn Backstroke Butterfly Breaststroke',
    verbs: 'Swim Kick Glide Float Splash',
    core: 'Pool Goggles Lap Swim',
    scenes: 'SwimMeet DeepEnd PoolDay',
    names:
      'FlipTurnFriday SwimAllFourStrokes SwimAMileChallenge SwimmingRelayRace LearnToSwimAtAnyAge SwimmingLapLadder TreadWaterChallenge BiggestSplashContest',
    also: 'swim swimmer lapswim',
  },
  cycling: {
    things: 'Bike Hill Trail Helmet Pedals Saddle Bell',
    moves: 'HillClimb Sprint Wheelie Spin BunnyHop',
    verbs: 'Pedal Ride Climb Spin',
    core: 'Bike Helmet Pedal Ride',
    scenes: 'TourDeFrance BikeLane',
    names:
      'RideYourAgeInMiles BikeToWorkChallenge HillClimbChallenge 30DayCycling CyclingRouteArt SlowBikeRace HoldTheTrackStand CyclingAlphabetRide CyclingBingo CyclingTourOfYourTown',
    also: 'bike biking cyclist bicycle tourdefrance bikeride',
  },
  hiking: {
    things: 'Trail Summit Boots Backpack Waterfall Peak Map',
    moves: 'HillClimb SunriseSummit SummitSelfie WaterfallHike',
    verbs: 'Hike Climb Explore Trek Wander',
    core: 'Trail Boots Backpack Hike',
    scenes: 'Trailhead Summit',
    names:
      '52HikeChallenge TrashTagHike HikeYourAge SunriseSummitHike HikeANewTrailChallenge SummitSelfieChallenge HikingBingo HikingWithYourDog TrailSnackRanking',
    also: 'hike hiker sunrisehike',
  },
  'jump rope': {
    things: 'Rope Playground Sneakers Mat Handles',
    moves: 'DoubleUnder HighKnee Crossover CrissCross Boxer SideSwing',
    verbs: 'Skip Jump Hop Count',
    core: 'Rope CrissCross Skip',
    scenes: 'DoubleDutch',
    names:
      'DoubleUnderChallenge JumpRopeToTheBeat JumpRopeCrissCross JumpRopeTrickChallenge DoubleDutchDare OneMinuteJumpRope JumpRopeWithAFriend JumpRopeBoxerStep JumpRopeRelay',
    also: 'skipping skippingrope',
  },
  calisthenics: {
    things: 'Park PullUpBar Playground Rings Bars Chalk',
    moves: 'PullUp MuscleUp Handstand HumanFlag PistolSquat Dips LSit Planche',
    verbs: 'Pull Push Hold Press Swing',
    core: 'PullUpBar PullUp Handstand Push',
    scenes: 'StreetWorkout',
    names:
      'HumanFlagChallenge PistolSquatChallenge 30DayCalisthenics CalisthenicsPullUpLadder LSitHoldChallenge CalisthenicsParkCircuit CopyMyCalisthenicsFlow PlancheProgressCheck CalisthenicsSkillADay',
    also: 'streetworkout',
  },
  'push up': {
    things: 'Stairs Wall Floor Mat Bench Desk Counter',
    moves: 'Plank ShoulderTap Burpee Dips MountainClimber BearCrawl',
    verbs: 'Push Clap Pump',
    core: 'Mat Plank Push',
    names:
      'PushUpADay OneMorePushUp WallToFloorPushUps 22PushUpChallenge ClapPushUpDare SlowMoPushUp PushUpToTheBeat ShoulderTapPushUps PushUpFormCheck',
    also: 'pressup',
  },
  squat: {
    things: 'Chair Kettlebell Box Mirror Rack Barbell',
    moves: 'WallSit Lunge BoxJump GluteBridge CalfRaise StepUp',
    verbs: 'Jump Lift Pulse Hold',
    core: 'Barbell Rack Pulse',
    names:
      'SquatTillTheKettleBoils BringSallyUpChallenge 30DaySquatChallenge DeepSquatHold PistolSquatDare JumpSquatLadder SquatEveryCommercial PartnerSquatHighFive SquatFormCheck',
    verb: true,
  },
  abs: {
    things: 'Mat Towel Bench AbWheel Slider Stopwatch',
    moves: 'Crunch Plank SitUp LegRaise RussianTwist FlutterKick BicycleCrunch HollowHold',
    verbs: 'Crunch Twist Tuck',
    core: 'AbWheel Crunch SitUp',
    names:
      '10MinuteAbs 30DayAbsChallenge AbWheelChallenge RussianTwistRace AbsToTheBeat LegRaiseLadder CopyMyAbRoutine HollowBodyHoldOff FlutterKickFinisher',
    also: 'sixpack abworkout absworkout',
  },
  core: {
    things: 'Mat Ball Floor Stopwatch Bench Slider',
    moves: 'Plank SidePlank Crunch DeadBug RussianTwist BirdDog LegRaise HollowHold',
    verbs: 'Crunch Twist Hold',
    core: 'Mat Plank Crunch',
    names:
      'HollowHoldChallenge 30DayCoreChallenge CoreStrengthTest DeadBugDare CoreFinisherFriday SidePlankStandoff SixMinuteCore PartnerCoreBallPass BirdDogBalance',
  },
  plank: {
    things: 'Mat Carpet Playlist LivingRoom',
    moves: 'ShoulderTap BearCrawl HipDip MountainClimber UpDown ArmReach',
    verbs: 'Tap Shake Hold',
    core: 'Mat ShoulderTap Hold',
    names:
      'PlankOff PlankUntilTheSongEnds PlankADayChallenge PlankJengaChallenge PlankHighFive PlankCupBalance PlankWithYourPet UpDownPlankLadder OneMinutePlank',
    verb: true,
  },
  'pull up': {
    things: 'Bar Playground Doorframe Band Rings Chalk Tree',
    moves: 'ChinUp DeadHang MuscleUp Negative Archer LSit',
    verbs: 'Pull Hang Grip Swing',
    core: 'Bar DeadHang Pull',
    names:
      'FirstPullUp OneMorePullUp PullUpLadder SlowNegativePullUp 10PullUpChallenge PlaygroundPullUps PullUpEachTimeYouPass BandedPullUpJourney',
  },
  burpee: {
    things: 'Mat Playlist Timer Towel Sneakers Stopwatch',
    moves: 'StarJump TuckJump PushUp BroadJump SquatThrust Sprawl',
    verbs: 'Jump Sweat Drop',
    core: 'Mat PushUp Jump',
    names:
      'BurpeeForEveryGoal BurpeeEveryMinute BurpeeLadder BurpeeBroadJump BurpeeTagTeam BurpeeToTheBeat BurpeeBingo PerfectBurpeeForm BurpeeDeckOfCards',
  },
  lunge: {
    things: 'Hallway Stairs Dumbbell Mat Step Bench',
    moves: 'StepUp SplitSquat SideStep KneeDrive CalfRaise',
    verbs: 'Step Drive Balance Stride',
    core: 'Hallway Step Stride',
    names:
      'LungeToTheFridge HallwayLungeRace CurtsyLungeChallenge JumpLungeLadder LungeAndTwist LungeToTheBeat LungeWithABookOnYourHead SideLungeSlide',
    verb: true,
  },
  'leg day': {
    things: 'Stairs SquatRack Barbell Dumbbell Box Bench LegPress',
    moves: 'Squat Lunge WallSit StepUp BoxJump Deadlift CalfRaise',
    verbs: 'Squat Lunge Press Wobble',
    core: 'SquatRack Squat Wobble',
    scenes: 'JellyLegs',
    names:
      'NeverSkipLegDay CopyMyLegDay StairsAfterLegDay LegDayLadder LegDayFinisher LegDayTillTheSongEnds LegDayDiceRoll CalfRaiseCountdown',
    also: 'legs quads hamstrings',
  },
  'arm day': {
    things: 'Dumbbell Band Cable Barbell Bench Mirror Sleeve',
    moves: 'Curl HammerCurl Dips PushUp OverheadPress ArmCircle Pushdown',
    verbs: 'Curl Flex Press Pump',
    core: 'Dumbbell Curl Flex',
    names:
      'CopyMyArmDay TricepDipsToTheBeat ArmDayLadder ArmCircleChallenge WaterJugPress ArmDayFinisher CanOfSoupCurls ArmDayFlexCheck',
    also: 'arms biceps bicep',
  },
  flexibility: {
    things: 'Mat Strap Wall FoamRoller Block Band',
    moves: 'Splits ToeTouch Bridge Backbend Butterfly Pancake Pigeon',
    verbs: 'Stretch Reach Bend Loosen',
    core: 'Mat Splits Stretch',
    scenes: 'ToeTouch',
    names:
      'TouchYourToes 30DayFlexibility HowFlexibleAreYou FlexibilityKidsVsParents BridgeUpChallenge PalmsToTheFloor FlexibilityBeforeAndAfter ButterflyStretchDare FlexibilityBingo FlexibilityFriday',
    also: 'mobility flexible',
  },
  splits: {
    things: 'Mat Blocks Wall Floor Socks Sliders',
    moves: 'FrontSplit MiddleSplit Straddle Butterfly Pigeon Pancake',
    verbs: 'Stretch Slide Sink Reach',
    core: 'Mat FrontSplit Stretch',
    names:
      'SplitsIn30Days SplitsAnywhereChallenge FrontSplitFriday MiddleSplitProgress PartnerSplitsPose SplitsAgainstTheWall SplitsInJeans ToeTouchToSplits',
  },
  marathon: {
    things: 'FinishLine Sneakers Medal Bib Watch Playlist StartLine Miles',
    moves: 'LongRun FinishSprint TempoRun HillSprint',
    verbs: 'Run Train Pace Race',
    core: 'FinishLine Medal Run',
    scenes: 'RaceDay FinishLine Mile26',
    names:
      'MakeAMarathonSign MarathonInAMonth FirstMarathonJourney LongRunSunday MarathonCheerSquad MarathonPlaylistSwap MarathonCostumeDare MarathonPaceChallenge',
    also: 'halfmarathon ultramarathon',
  },
  '5k': {
    things: 'Park Track Sneakers Bib Medal Playlist Watch FinishLine',
    moves: 'Sprint ParkRun JogWalk FinishSprint CoolDown',
    verbs: 'Run Jog Pace',
    core: 'FinishLine Bib Run',
    scenes: 'FunRun RaceDay',
    names:
      'CouchTo5K 5KUnder30Minutes 5KWithYourDog Virtual5KChallenge 5KNegativeSplit 5KInCostume 5KRouteArt 5KFinishLineSprint',
    also: 'c25k couchto5k',
    spelled: '5K',
  },
  treadmill: {
    things: 'Playlist Incline Sneakers Screen Speed',
    moves: 'InclineWalk Sprint Jog HillClimb PowerWalk',
    verbs: 'Walk Run Climb Sprint',
    core: 'Incline InclineWalk Run',
    scenes: 'InclineWalk',
    names:
      '12330Challenge TreadmillPaceLadder TreadmillChorusSprints OneEpisodeTreadmill TreadmillHillHike TreadmillWalkAndTalk TreadmillDeskWorkday TreadmillMileTest',
    also: '12330 inclinewalk walkingpad',
  },
  dumbbell: {
    things: 'Rack Bench Mat Mirror Pair Grip Weights',
    moves: 'Curl ShoulderPress Row Thruster GobletSquat RenegadeRow Fly',
    verbs: 'Curl Press Row Lift',
    core: 'Weights Curl Lift',
    names:
      'OneDumbbellChallenge DumbbellDiceWorkout TenMinuteDumbbells DumbbellCurlLadder RenegadeRowDare DumbbellFlowFriday GobletSquatHold DumbbellFormCheck',
  },
  kettlebell: {
    things: 'Handle Mat Grip Floor Rack Chalk',
    moves: 'Swing GobletSquat TurkishGetUp Clean Halo FigureEight Windmill',
    verbs: 'Swing Lift Press',
    core: 'Handle Swing Lift',
    names:
      'KettlebellFlowFriday TurkishGetUpChallenge KettlebellSwingLadder 100SwingsADay KettlebellBottomsUpDare KettlebellFigureEight KettlebellCarryRelay FirstKettlebellWorkout',
  },
  '75 hard': {
    things: 'WaterJug Book Checklist Sneakers Journal ProgressPhoto Outdoors',
    moves: 'OutdoorWorkout DoubleWorkout ProgressPic TenPages Day75',
    verbs: 'Train Sweat Hydrate',
    core: 'WaterJug ProgressPic Hydrate',
    names:
      '75HardChallenge 75SoftChallenge Day75OrBust TenPagesADay RainOrShineWorkout 75HardChecklist 75HardWithAFriend 75HardReadingList',
  },
  stairs: {
    things: 'Stairwell Stadium Steps Railing Landing Sneakers Timer',
    moves: 'StairDash StepUp DoubleStep CalfRaise SkipAStep',
    verbs: 'Climb Step Sprint Race',
    core: 'Steps StepUp Climb',
    scenes: 'Stairwell StadiumStairs',
    names:
      'TakeTheStairs ClimbYourBuilding StadiumStairsChallenge StairMasterChallenge StairsToTheBeat StairCalfRaises StairStepUpLadder StairsTillTheSongEnds',
    also: 'stairmaster stairclimber staircase',
  },
  skateboarding: {
    things: 'Board Ramp Helmet Wheels Deck Bowl',
    moves: 'Ollie Kickflip Heelflip FiftyFifty Manual',
    verbs: 'Skate Ollie Cruise Push Grind',
    core: 'Board Kickflip Skate',
    scenes: 'SkatePark Kickflip Halfpipe',
    names:
      'GameOfSkate FirstKickflipChallenge SkateboardOllieChallenge OllieOverTheCone SkateboardTrickADay LongestManualDare SkateboardPushRace SkateboardingBingo PopShoveItDare',
    also: 'skate skateboard skater',
  },
  surfing: {
    things: 'Board Wave Beach Wetsuit Wax Leash Fin',
    moves: 'PopUp HangTen Carve Cutback BottomTurn',
    verbs: 'Paddle Surf Ride Carve',
    core: 'Wave Board Surf',
    scenes: 'SurfsUp HangTen',
    names:
      'CatchYourFirstWave HangTenChallenge SurfPopUpChallenge LongestSurfRide SurfBalanceBoard SunrisePaddleOut SurfCutbackDare SurfingWithYourDog WipeoutOfTheWeek',
    also: 'surf surfer',
  },
  skiing: {
    things: 'Slope Poles Goggles Chairlift Powder Boots Gondola',
    moves: 'Carve Parallel Slalom Moguls SnowPlow HockeyStop',
    verbs: 'Ski Carve Glide Turn',
    core: 'Slope Poles Ski',
    scenes: 'SkiLodge FreshPowder',
    names:
      'FirstTimeSkiingChallenge PizzaToFrenchFries SkiWallSitChallenge SkiSeasonShapeUp FirstTracksChallenge SkiNoPolesChallenge SkiingInCostume SkiLodgeStretch',
    also: 'ski skier',
  },
  snowboarding: {
    things: 'Board Goggles Bindings Slope Powder Halfpipe Chairlift',
    moves: 'Carve Ollie Jump Spin',
    verbs: 'Ride Carve Shred Butter',
    core: 'Board Powder Shred',
    scenes: 'PowderDay',
    names:
      'FirstDayOnASnowboard LinkYourTurns SnowboardFirst180 SnowboardCarveChallenge ShredTheSlope SnowboardOllieDare ButterTrickChallenge SnowboardLegDay PowderDayFirstChair',
    also: 'snowboard snowboarder',
  },
  climbing: {
    things: 'Wall Chalk Holds Rope Harness Shoes Crag',
    moves: 'Traverse Boulder Dyno Mantle',
    verbs: 'Climb Pull Reach',
    core: 'Holds Chalk Climb',
    scenes: 'RockWall ClimbingGym',
    names:
      'BoulderOfTheWeek ReachTheTopChallenge DynoDare ClimbingTraverseChallenge FlashThisClimb SetARouteForMe ClimbingGripTest NoHandsSlabClimbing ClimbingWallRace',
    also: 'bouldering rockclimbing climber',
  },
  'martial arts': {
    things: 'Belt Dojo Mat Board Pads Uniform Gi',
    moves: 'BoardBreak RoundhouseKick Kata Block FrontKick',
    verbs: 'Kick Punch Block',
    core: 'Belt Dojo Kick',
    scenes: 'Dojo BlackBelt',
    names:
      'BoardBreakChallenge HighKickChallenge MartialArtsComboChallenge MartialArtsBeltJourney MartialArtsSlowMotion TryANewMartialArt KiaiChallenge MartialArtsStanceHold',
  },
  karate: {
    things: 'Belt Gi Dojo Board Mat BlackBelt Sensei',
    moves: 'FrontKick RoundhouseKick CraneKick Kata BoardBreak',
    verbs: 'Kick Punch Block',
    core: 'BlackBelt Gi Kick',
    scenes: 'Dojo BlackBelt WaxOnWaxOff',
    names:
      'CraneKickChallenge KarateBoardBreak KarateKataChallenge KarateChopChallenge BlackBeltJourney KarateStanceHold KaratePunchCombo KarateBlocksToTheBeat',
  },
  taekwondo: {
    things: 'Belt Board Pads Helmet Target Dojang',
    moves: 'SpinningKick AxeKick BackKick TornadoKick BoardBreak Roundhouse',
    verbs: 'Kick Spin Block',
    core: 'Belt BoardBreak Kick',
    scenes: 'BlackBelt',
    names:
      'TornadoKickChallenge TaekwondoBoardBreak TaekwondoCeilingTouch TaekwondoPaddleDrill TaekwondoPatternDare TaekwondoSplitsProgress TaekwondoBeltJourney TaekwondoBalanceHold',
    also: 'tkd',
  },
  'jiu jitsu': {
    things: 'Gi Belt Mat Stripe Rashguard Academy',
    moves: 'Takedown Sweep GuardPass ShrimpDrill Mount',
    verbs: 'Roll Sweep Pass',
    core: 'Gi Belt Roll',
    names:
      'FirstJiuJitsuClass JiuJitsuSweepChallenge JiuJitsuShrimpDrill JiuJitsuMoveOfTheDay JiuJitsuWarmUpChallenge JiuJitsuStripeDay TechnicalStandUpDare HipEscapeRace',
    also: 'bjj jujitsu jujutsu',
  },
  mma: {
    things: 'Gloves Bag Mitts Octagon Belt Mouthguard',
    moves: 'Sprawl Jab Combo ShadowBox Takedown Clinch',
    verbs: 'Sprawl Strike Punch Train',
    core: 'Gloves Octagon Punch',
    scenes: 'Octagon FightNight',
    names:
      'WalkoutSongChallenge MMAShadowRound FightCampWorkout MMAPadWorkChallenge SprawlChallenge MMAFootworkLadder MMAThreeMoveCombo MMACircuitFinisher',
    also: 'ufc',
    spelled: 'MMA',
  },
  kickboxing: {
    things: 'Gloves Bag Pads Ring Wraps',
    moves: 'Roundhouse Jab Cross Hook KneeStrike Combo FrontKick',
    verbs: 'Kick Punch Block Sweat',
    core: 'Gloves Roundhouse Kick',
    names:
      'KickboxingComboChallenge KickboxToTheBeat 100KickChallenge KickboxingPadsWithAFriend RoundhouseDare KickboxingShadowRound KneeStrikeCountdown SixtySecondKickbox',
    also: 'muaythai taebo',
  },
  volleyball: {
    things: 'Net Ball Court Sand Beach Kneepads',
    moves: 'Spike Serve Dig Set Block Ace JumpServe Pancake',
    verbs: 'Spike Serve Dig Set Bump',
    core: 'Net Spike Bump',
    scenes: 'BumpSetSpike',
    names:
      'BumpSetSpikeChallenge VolleyballServeChallenge LongestVolleyRally VolleyballTrickShot 100BumpsInARow PancakeSaveDare VolleyballWallPass VolleyballAceTarget',
  },
  baseball: {
    things: 'Bat Glove Ball Helmet Bases Diamond Dugout HomePlate',
    moves: 'Pitch Swing HomeRun Slide Curveball',
    verbs: 'Pitch Swing Catch Slide Steal',
    core: 'Bat HomeRun Swing',
    scenes: 'HomeRun Ballpark SeventhInning',
    names:
      'HomeRunDerby BaseballTrickShot BaseballPitchChallenge BaseRunningRace PopFlyCatchChallenge CurveballDare 7thInningStretch BaseballSlideIntoHome BaseballCardPose BaseballBatBalance',
    also: 'mlb',
  },
  softball: {
    things: 'Bat Glove Ball Helmet Diamond Dugout',
    moves: 'Windmill HomeRun Bunt Slap Riseball Changeup',
    verbs: 'Pitch Swing Catch Run',
    core: 'Bat Glove Pitch',
    scenes: 'Ballpark',
    names:
      'SoftballWindmillPitch SoftballHomeRunDerby SoftballTrickShot SoftballDugoutChant SlapHitChallenge RiseballDare SoftballDivingCatch SoftballBuntTarget',
  },
  hockey: {
    things: 'Stick Puck Skates Rink Net Helmet Goal Zamboni',
    moves: 'SlapShot WristShot Breakaway Deke ToeDrag GloveSave',
    verbs: 'Skate Shoot Pass Deke',
    core: 'Puck Stick Skate',
    scenes: 'HatTrick SlapShot',
    names:
      'HockeyCrossbarChallenge HockeyTrickShot SlapShotChallenge ToeDragDare HockeyPuckJuggle HockeyTopShelf MiniStickShootout HockeyGloveSave HatTrickChallenge',
    also: 'icehockey nhl',
  },
  rugby: {
    things: 'Ball Posts Boots Jersey Scrum Pitch Mouthguard',
    moves: 'Sidestep SpinPass DropGoal Conversion Sprint',
    verbs: 'Pass Kick Run Score',
    core: 'Scrum Ball Pass',
    names:
      'RugbySpinPassChallenge DropGoalChallenge RugbyConversionKick RugbyOffloadChallenge RugbyPassRelay RugbySidestepDare RugbyTryCelebration RugbyBallTrickShot',
  },
  cricket: {
    things: 'Bat Ball Stumps Wicket Pitch Helmet Pads',
    moves: 'CoverDrive Sixer Catch Yorker Googly',
    verbs: 'Bowl Bat Catch Hit',
    core: 'Bat Wicket Bowl',
    scenes: 'Wicket',
    names:
      'HitTheStumpsChallenge CricketTrickShot SixerChallenge BackyardCricketTest CricketBatKeepyUp OneHandCricketCatch CricketYorkerDare OneBounceOneHand',
  },
  badminton: {
    things: 'Racket Shuttle Net Court Birdie Grip',
    moves: 'Smash JumpSmash DropShot Serve Clear NetShot Backhand',
    verbs: 'Smash Serve Rally Lunge',
    core: 'Shuttle Racket Smash',
    names:
      'ShuttleInTheBucket BadmintonSmashChallenge BadmintonRallyChallenge NetDropChallenge BadmintonTrickShot BadmintonRacketJuggle BadmintonFootworkRace BadmintonServeTarget',
  },
  pickleball: {
    things: 'Paddle Kitchen Net Court Ball Sneakers',
    moves: 'Dink Smash Volley Lob Serve Drive',
    verbs: 'Dink Smash Volley Serve',
    core: 'Paddle Dink Smash',
    names:
      'PickleballDinkChallenge PickleballRallyChallenge PickleballErneDare PickleballTrickShot PickleballTargetPractice FirstPickleballGame PickleballPaddleJuggle StayOutOfTheKitchen',
  },
  'ping pong': {
    things: 'Paddle Table Ball Net Scoreboard',
    moves: 'Smash Serve Rally Topspin Backspin TrickShot',
    verbs: 'Smash Serve Spin Bounce',
    core: 'Paddle Table Smash',
    names:
      'PingPongTrickShot PingPongRallyChallenge PingPongSpinServe PaddleBounceChallenge PingPongAroundTheTable BackspinComebackDare PingPongOppositeHand PingPongFamilyTournament',
    also: 'tabletennis',
  },
  frisbee: {
    things: 'Disc Field Beach Park Backyard Endzone',
    moves: 'Catch Backhand Forehand Flick DivingCatch',
    verbs: 'Throw Catch Flick Run',
    core: 'Disc Catch Throw',
    names:
      'FrisbeeWithYourDog FrisbeeTrickShot BehindTheBackCatch FrisbeeHoopChallenge FrisbeeFingerSpin LongestFrisbeeThrow FrisbeeCatchStreak FrisbeeFlickDare',
    also: 'ultimatefrisbee',
  },
  'disc golf': {
    things: 'Disc Basket Chains Tee Course Fairway',
    moves: 'Drive Putt Ace Upshot Forehand',
    verbs: 'Throw Putt Drive',
    core: 'Disc Basket Throw',
    names:
      'HitTheChains DiscGolfAce BackyardDiscGolf DiscGolfPuttingLadder DiscGolfTrickShot OneDiscRound DiscGolfCourseCleanUp DiscGolfWrongHand',
    also: 'frolf',
  },
  gymnastics: {
    things: 'Mat Beam Bars Floor Vault Chalk Rings Leotard',
    moves: 'Cartwheel Handstand Roundoff Split Bridge Backbend Walkover Leap',
    verbs: 'Tumble Balance Leap Stick',
    core: 'Beam Cartwheel Tumble',
    scenes: 'BalanceBeam PerfectTen',
    names:
      'StickTheLanding TapeBeamChallenge CopyMyGymnasticsRoutine GymnasticsSkillADay GymnasticsHandstandHold BackWalkoverJourney FloorRoutineFriday GymnasticsKidsVsParents',
    also: 'gymnast',
  },
  'hula hoop': {
    things: 'Playground Backyard Park Playlist Timer Hoop',
    moves: 'WaistSpin KneeSpin ArmSpin Escalator Vortex',
    verbs: 'Spin Twirl Sway Toss',
    core: 'Hoop WaistSpin Twirl',
    names:
      'LongestHulaHoop TwoHoopsAtOnce HulaHoopDanceOff HulaHoopTrickChallenge HulaHoopWalkChallenge PassTheHulaHoop HulaHoopKidsVsAdults HulaHoopArmSpin',
    also: 'hooping',
  },
  'roller skating': {
    things: 'Skates Rink Wheels DiscoBall Playlist ToeStops',
    moves: 'Crossover Spin BackwardsSkate JamSkate Pivot Transition',
    verbs: 'Skate Glide Roll Spin Cruise',
    core: 'Skates Wheels DiscoBall Skate',
    scenes: 'RollerDisco RollerRink SkateNight',
    names:
      'LearnToSkateBackwards RollerSkateToTheBeat RollerSkateSpinChallenge RollerSkateOneFoot RollerSkateConga RollerSkateLimbo FirstTimeRollerSkating RollerSkatingCrossovers',
    also: 'rollerskate rollerblading rollerblade inlineskating',
  },
  'ice skating': {
    things: 'Rink Skates Ice Blades Boards',
    moves: 'Spin Glide Crossover Spiral Axel CamelSpin',
    verbs: 'Skate Glide Spin Twirl',
    core: 'Ice Skates Spin Glide',
    scenes: 'IceRink',
    names:
      'FirstTimeOnIce IceSkatingSpinChallenge SkateBackwardsOnIce OneFootGlideChallenge IceSkatingSpiralPose HockeyStopDare IceSkatingBunnyHop IceSkatingPairsPose',
    also: 'iceskate figureskating',
  },
  archery: {
    things: 'Bow Arrow Target Bullseye Quiver Range Glove',
    moves: 'TrickShot LongShot Draw',
    verbs: 'Shoot Aim',
    core: 'Target Bullseye Aim',
    scenes: 'Bullseye RobinHood',
    names:
      'HitTheBullseye RobinHoodShot ArcheryBalloonPop ArcheryTicTacToe ArcheryAppleTarget ArcheryDistanceLadder SplitTheArrowDare ArcheryTightGroup',
  },
  fencing: {
    things: 'Sword Mask Jacket Blade Strip Foil',
    moves: 'Lunge Parry Footwork Attack',
    verbs: 'Lunge Parry Advance',
    core: 'Mask Lunge Parry',
    scenes: 'EnGarde',
    names:
      'EnGardeChallenge PerfectParry FencingFootworkRace FencingLungeChallenge FirstFencingBout PoolNoodleFencing FencingCoinTarget FencingStanceHold',
  },
  kayaking: {
    things: 'Paddle Lake River LifeJacket Dock Sunset Bay Kayak',
    moves: 'SunsetPaddle Stroke Sweep Glide Portage',
    verbs: 'Paddle Glide Steer Float',
    core: 'Kayak Paddle Lake',
    scenes: 'CanoeTrip',
    names:
      'KayakSunrisePaddle KayakWithYourDog KayakCleanUpChallenge CanoeBalanceChallenge KayakRelayRace KayakingWildlifeBingo KayakStraightLineDare FirstTimeKayaking',
    also: 'kayak canoe canoeing',
  },
  'paddle board': {
    things: 'Board Paddle Lake Ocean Sunset Leash Dog',
    moves: 'SunsetPaddle StandUp YogaPose PivotTurn DogOnBoard',
    verbs: 'Paddle Balance Glide Float',
    core: 'Board Paddle Balance',
    names:
      'PaddleBoardYoga PaddleWithYourDog StandUpFirstTry PaddleBoardPlankHold PaddleBoardCleanUp PaddleBoardPivotTurn PaddleBoardTandem PaddleBoardRelay',
    also: 'paddleboarding',
  },
  triathlon: {
    things: 'Bike Wetsuit Goggles Helmet Medal Bib',
    moves: 'Swim Ride Run FinishSprint QuickChange',
    verbs: 'Swim Ride Run Train',
    core: 'Bike Wetsuit Swim Run',
    scenes: 'SwimBikeRun',
    names:
      'BackyardTriathlon FirstTriathlon FastestTransition SwimBikeRunChallenge TriathlonRelayTeam TriathlonBrickWorkout KidsTriathlon TriathlonCheerSign',
  },
  bodybuilding: {
    things: 'Mirror Stage Dumbbell Trophy Cable Plates',
    moves: 'Flex Pump DoubleBiceps SidePose MostMuscular PosingRoutine',
    verbs: 'Pose Flex Pump Lift',
    core: 'Dumbbell DoubleBiceps Flex',
    scenes: 'MuscleBeach PumpingIron',
    names:
      'BodybuildingPoseOff CopyMyPosingRoutine DoubleBicepsChallenge StomachVacuumHold BodybuildingCurlLadder FirstBodybuildingShow BodybuildingLegDay FlexToTheBeat',
    also: 'bodybuilder',
  },
  powerlifting: {
    things: 'Barbell Plates Chalk Belt Platform KneeSleeves',
    moves: 'Squat BenchPress Deadlift MaxAttempt Lockout Total',
    verbs: 'Lift Pull Press',
    core: 'Barbell Deadlift Lift',
    scenes: 'WeightRoom',
    names:
      'PowerliftingBigThree NewPowerliftingPR PowerliftingFormCheck FirstPowerliftingMeet PowerliftingPlateMath PausedSquatChallenge PowerliftingWarmupLadder PowerliftingHypeSong',
    also: 'powerlifter',
  },
  deadlift: {
    things: 'Barbell Plates Chalk Belt Straps Platform TrapBar',
    moves: 'Squat Row HipThrust Hinge Lockout Shrug',
    verbs: 'Pull Lift Hinge',
    core: 'Barbell Plates Lift',
    names:
      'PerfectDeadliftForm DeadliftYourBodyweight NewDeadliftPR FirstTimeDeadlifting DeadliftLadderChallenge SingleLegDeadliftBalance DeadliftWalkoutSong DeadliftLockoutHold',
    verb: true,
  },
  'bench press': {
    things: 'Bar Plates Bench Spotter Rack Chalk',
    moves: 'PushUp Dips ChestFly ShoulderPress Lockout',
    verbs: 'Press Push Lift',
    core: 'Bench Plates Press',
    scenes: 'ChestDay',
    names:
      'HowMuchYouBench BenchPressFormCheck BenchPressPRChallenge BenchYourBodyweight BenchPressPyramid FirstPlateBenchPress ThankYourSpotter BenchPressPauseRep',
  },
  'wall sit': {
    things: 'Wall Stopwatch Hallway Timer Door Playlist',
    moves: 'Pulse CalfRaise HeelRaise OverheadHold SingleLegHold',
    verbs: 'Squat Shake Hold',
    core: 'Wall Timer Hold',
    names:
      'WallSitStandoff BrushTeethWallSit WallSitWednesday 2MinuteWallSit WallSitWithYourPet WallSitSingAlong WallSitBallPass OneLegWallSit',
  },
  'jumping jack': {
    things: 'Timer LivingRoom Backyard Playlist Sneakers Stopwatch',
    moves: 'StarJump SealJack PlankJack CrossJack HalfJack',
    verbs: 'Jump Hop Count',
    core: 'Timer StarJump Jump',
    names:
      'JacksToTheBeat JumpingJackEveryHour 100JacksChallenge JumpingJackStreak StarJumpSaturday JumpingJackRelay JumpingJackInCostume PlankJackCombo',
  },
  'mountain climber': {
    things: 'Mat Sliders Timer Towel Playlist',
    moves: 'Plank Burpee Sprint BearCrawl HighKnees SpiderClimber',
    verbs: 'Climb Drive Sprint Tuck',
    core: 'Mat Plank Sprint',
    names:
      'MountainClimberMinute ClimbersToTheBeat MountainClimberLadder MountainClimberRace 100ClimbersChallenge SlowMoMountainClimber SpiderClimberDare TowelSlideClimbers',
  },
  'sit up': {
    things: 'Mat Pillow Towel Bench Stopwatch Playlist',
    moves: 'Crunch VUp ToeTouch Jackknife TuckUp RollUp',
    verbs: 'Curl Twist Count Tuck',
    core: 'Mat Crunch Count',
    names:
      'OneMinuteSitUps PartnerSitUpChallenge SitUpLadder VUpChallenge SitUpBallToss SitUpToTheBeat TuckUpDare SitUpWithYourPet',
  },
  'resistance band': {
    things: 'Loop Handles Mat Sofa DoorAnchor Suitcase',
    moves: 'MonsterWalk Clamshell Kickback PullApart LateralWalk Row FacePull',
    verbs: 'Pull Stretch Press Row',
    core: 'Loop MonsterWalk Stretch',
    names:
      'OneBandWorkout 30DayResistanceBand HotelRoomBandWorkout BandBreakAtYourDesk ResistanceBandPullApart MonsterWalkRace ResistanceBandFlow ClamshellCountdown ResistanceBandLegDay',
    also: 'miniband loopband',
  },
  'spin class': {
    things: 'Bike Playlist Towel Studio Instructor Leaderboard Cleats',
    moves: 'Climb Sprint RhythmRide Jumps OutOfTheSaddle',
    verbs: 'Pedal Ride Climb Sprint',
    core: 'Bike Instructor Pedal',
    scenes: 'SpinStudio',
    names:
      'SpinClassLeaderboard SpinToTheBeat RateMySpinPlaylist FirstSpinClass RhythmRideChallenge SpinClassSprintChallenge SpinClassCostumeRide OutOfTheSaddleDare SpinClassHillClimb',
    also: 'indoorcycling stationarybike exercisebike',
  },
  peloton: {
    things: 'Bike Leaderboard Instructor Tread Playlist Badge',
    moves: 'Climb Sprint PowerZone RhythmRide CenturyRide HighFive Tabata',
    verbs: 'Ride Pedal Climb Sprint',
    core: 'Bike Leaderboard Pedal',
    names:
      'PelotonBuddyWorkout BeatMyPelotonOutput PelotonCenturyRide PelotonLeaderboardClimb PelotonHighFiveTrain PelotonDayOne PelotonThemeClass PelotonPowerZonePush',
  },
  rowing: {
    things: 'Boat River Oar Dock Monitor Flywheel',
    moves: 'Stroke Sprint 2K PowerTen StartSprint',
    verbs: 'Row Pull Glide',
    core: 'Oar Boat Row',
    scenes: 'Regatta Boathouse',
    names:
      '2KRowChallenge RowYourAgeChallenge 500MeterRowSprint RowingLadder RowingToTheBeat RowingRelayRace RowTheChannel 10MinuteRowing RowingInSync',
    also: 'rower erg rowingmachine',
  },
  aerobics: {
    things: 'Step Leotard Legwarmers Headband Sweatband Boombox',
    moves: 'GrapeVine StepTouch VStep KneeUp Mambo ArmCircle',
    verbs: 'Step March Clap Kick',
    core: 'Legwarmers GrapeVine Step',
    scenes: 'StepClass',
    names:
      '80sAerobicsChallenge CopyMyAerobicsRoutine StepAerobicsChallenge LegWarmersOn GrapevineChallenge BoomboxAerobics AerobicsOfficeBreak AerobicsTeacherForADay',
    also: 'stepaerobics aerobic jazzercise wateraerobics',
  },
  zumba: {
    things: 'Playlist Sneakers Studio Instructor Sweatband',
    moves: 'Salsa Merengue Reggaeton Samba Shimmy StepTouch',
    verbs: 'Dance Shake Shimmy Sway',
    core: 'Playlist Shimmy Dance',
    names:
      'ZumbaDanceOff ZumbaOneSongChallenge LearnAZumbaRoutine SweatAndSalsa ZumbaFlashMob MerengueMarchOff ShimmyChallenge ZumbaHipShakeOff',
  },
  barre: {
    things: 'Ball Band GripSocks Mirror Studio LightWeights',
    moves: 'Plie Pulse Tuck CurtsyLunge Releve Arabesque',
    verbs: 'Pulse Tuck Lift Hold',
    core: 'GripSocks Plie Pulse',
    names:
      'KitchenCounterBarre BarreTiptoeHold BarreShakeChallenge 10MinuteBarreChallenge BarreArmBurn PliePulseLadder FirstBarreClass BarreWithABall',
  },
  'boot camp': {
    things: 'Field Cones Whistle Tire Ropes MedicineBall Sled',
    moves: 'BearCrawl Sprint Burpee CrabWalk TireFlip SledPush',
    verbs: 'Crawl Sprint Push Drag',
    core: 'Whistle BearCrawl Sprint',
    scenes: 'DrillSergeant',
    names:
      'BackyardBootCamp BootCampRelayRace DrillSergeantWorkout BootCampCircuit TireFlipChallenge SledPushDare BootCampBingo ConeDrillShuffle',
  },
  'box jump': {
    things: 'PlyoBox Box Bench Step Mat Gym',
    moves: 'StepDown TuckJump BroadJump SeatedJump SingleLeg LateralJump',
    verbs: 'Jump Land Stick Explode',
    core: 'PlyoBox Jump Land',
    names:
      'FirstBoxJump PerfectLandingChallenge BoxJumpLadder BoxJumpEveryMinute BoxJumpToTheBeat SeatedBoxJumpDare LateralBoxJump BoxJumpInSync',
  },
  'muscle up': {
    things: 'Bar Rings Chalk Playground Park Grips',
    moves: 'PullUp Dip Kip Negative BarDip',
    verbs: 'Pull Swing Press',
    core: 'Rings PullUp Pull',
    names:
      'FirstMuscleUp 30DaysToMuscleUp SlowMuscleUpChallenge MuscleUpLadder NoKipMuscleUp RingMuscleUpDare PlaygroundMuscleUp MuscleUpAnywhere',
  },
  handstand: {
    things: 'Wall Mat Grass Beach Park Sand',
    moves: 'Cartwheel KickUp WallWalk Headstand TuckHold StraddleHold Forearmstand',
    verbs: 'Balance Hold Kick',
    core: 'Wall KickUp Balance',
    names:
      'HandstandAnywhere 30SecondHandstand HandstandWalkChallenge HandstandStreak HandstandPartnerHold WallHandstandHold HandstandSplitPose HandstandGroupPhoto',
  },
  cartwheel: {
    things: 'Grass Beach Backyard Mat Park Gym',
    moves: 'Roundoff Handstand Walkover Bridge Split',
    verbs: 'Tumble Spin Land Balance',
    core: 'Grass Backyard Tumble',
    names:
      'OneHandedCartwheel CartwheelEverywhere FirstCartwheel CartwheelRelay CartwheelOtherSide 10CartwheelsInARow CartwheelLineUp CartwheelIntoSplits',
  },
  'battle ropes': {
    things: 'Rope Gym Turf Timer Gloves Anchor',
    moves: 'Waves Slams Circles Jacks Alternating',
    verbs: 'Slam Wave Whip Pump',
    core: 'Rope Waves Slam',
    names:
      'BattleRopesToTheBeat BattleRopeDuel 30SecondRopeWaves BattleRopeTabata BattleRopeSlamOff BattleRopeJackDare BattleRopeChallenge BattleRopeWaveRelay',
  },
  track: {
    things: 'Bleachers Lane Spikes Baton Hurdle Stopwatch Blocks',
    moves: 'Sprint Relay LongJump HighJump Hurdles 400M',
    verbs: 'Sprint Jump Race Throw',
    core: 'Baton Hurdle Sprint',
    scenes: 'TrackMeet FinishLine',
    names:
      '100MeterDashChallenge BeatYour400 LongJumpChallenge TrackBatonPass BackyardTrackAndField TrackFinishLineLean TrackHurdleDare TrackMeetCheerSquad',
    also: 'trackandfield',
  },
  dodgeball: {
    things: 'Gym Ball Court Team Line Jersey',
    moves: 'Dodge Catch Block TrickCatch Throw',
    verbs: 'Dodge Throw Catch Dive',
    core: 'Ball Dodge Throw',
    scenes: 'GymClass',
    names:
      'LastOneStanding BalloonDodgeball DodgeballTrickShot DodgeballCatchStreak DodgeballSlowMoDodge DodgeballKidsVsParents DodgeballTeamEntrance DodgeballReflexTest',
  },
  'tug of war': {
    things: 'Rope Grass Flag Gloves Line Knot',
    moves: 'TeamPull Heave Anchor Sprint',
    verbs: 'Pull Heave',
    core: 'Rope TeamPull Pull',
    scenes: 'FieldDay',
    names:
      'TugOfWarWithYourDog KidsVsAdultsTugOfWar OfficeTugOfWar TowelTugOfWar ThreeWayTugOfWar TugOfWarTeamChant OneHandTugOfWar SittingTugOfWar',
  },
  playground: {
    things: 'MonkeyBars Swings Slide Bench Seesaw Sandbox',
    moves: 'PullUp StepUp BenchDip Hang Traverse',
    verbs: 'Climb Swing Hang Play',
    core: 'Swings Slide MonkeyBars Play',
    scenes: 'Recess MonkeyBars',
    names:
      'MonkeyBarChallenge FloorIsLavaPlayground PlaygroundObstacleCourse RecessWorkout PlaygroundCircuit PlaygroundFamilyTag PlaygroundBenchDips PlaygroundBingo',
  },
  olympics: {
    things: 'Medal Podium Rings Flag Stadium Anthem',
    moves: 'Sprint Relay LongJump HighJump Vault BalanceBeam',
    verbs: 'Sprint Win Cheer Compete',
    core: 'Medal Podium Rings Compete',
    scenes: 'GoldMedal OlympicRings',
    names:
      'BackyardOlympics GoForGoldChallenge OfficeOlympics PodiumPoseChallenge OlympicsTorchRelay RecreateTheOlympics OlympicsOpeningParade OlympicRingsPose',
    also: 'olympic olympian olympicgames',
  },
  'world cup': {
    things: 'Ball Jersey Stadium Trophy Flag Scarf Net',
    moves: 'PenaltyKick FreeKick GoalCelebration Header Volley KeepyUppy',
    verbs: 'Score Kick Cheer Chant',
    core: 'Trophy PenaltyKick Score',
    scenes: 'Golazo Matchday',
    names:
      'BackyardWorldCup GoalCelebrationChallenge WorldCupFreeKick HalftimeKeepyUppy WorldCupPenaltyShootout WorldCupJerseySwap WorldCupTrickShot WorldCupChantChallenge',
  },
  'super bowl': {
    things: 'Jersey Ball Halftime Endzone Trophy Stadium',
    moves: 'TouchdownDance HailMary FieldGoal Spiral HalftimeShow',
    verbs: 'Throw Catch Cheer Score',
    core: 'Halftime TouchdownDance Cheer',
    scenes: 'HalftimeShow BigGame Touchdown',
    names:
      'SuperBowlTouchdownDance CommercialBreakWorkout HalftimeShowChallenge BurpeePerTouchdown BackyardSuperBowl SuperBowlFieldGoal SuperBowlHailMary SuperBowlFlagFootball',
    also: 'superbowlsunday',
  },
  lebron: {
    things: 'Headband Jersey Court Hoop Crown Sneakers',
    moves: 'Dunk ChaseDownBlock Fadeaway Stepback ChalkToss',
    verbs: 'Dunk Shoot Drive Block',
    core: 'Headband Crown Dunk',
    scenes: 'KingJames',
    names:
      'ChalkTossChallenge TrainLikeLeBron ChaseDownChallenge LeBronFadeaway DunkLikeLeBron LeBronPreGameRoutine LeBronStepBack LeBronNoLookPass',
    also: 'lebronjames kingjames',
    spelled: 'LeBron',
  },
  messi: {
    things: 'Ball Jersey Boots Trophy Goal Pitch',
    moves: 'FreeKick SoloGoal Nutmeg Chip Assist SkyPoint',
    verbs: 'Dribble Score Chip Kick',
    core: 'Goal FreeKick Dribble',
    scenes: 'Golazo',
    names:
      'DribbleLikeMessi RecreateAMessiGoal MessiFreeKickChallenge MessiSlalomChallenge TrainLikeMessi MessiChipShot MessiSkyPoint MessiKeepyUppy',
  },
  ronaldo: {
    things: 'Ball Jersey Boots Trophy Goal Gym',
    moves: 'Siu Stepover FreeKick Header Jump',
    verbs: 'Jump Score Kick',
    core: 'Goal Siu Jump',
    scenes: 'Siu CR7',
    names:
      'SiuChallenge RonaldoFreeKickStance TrainLikeRonaldo StepoverChallenge RonaldoKnuckleball RonaldoJumpTest RonaldoSkillMove RonaldoChopDribble',
    also: 'cr7 cristiano',
  },
  rocky: {
    things: 'Steps Gloves Hoodie Robe Montage Philly',
    moves: 'StairSprint ShadowBox OneArmPushUp Punch TrainingMontage',
    verbs: 'Train Climb Punch Sprint',
    core: 'Steps Gloves Montage Punch',
    scenes: 'RockySteps EyeOfTheTiger',
    names:
      'RockyStepsChallenge RockyMontage EyeOfTheTigerWorkout ShadowBoxLikeRocky RockyOneArmPushUp RockyHoodieRun RockyFinalRound RockyLogCarry',
    also: 'rockybalboa',
  },
  'the rock': {
    things: 'Gym Headphones Alarm Tracksuit Eyebrow Dumbbell',
    moves: 'LegDay 4AMWorkout EarlyRise PeoplesEyebrow',
    verbs: 'Lift Rise Grind Train',
    core: 'Eyebrow Gym Lift',
    scenes: 'PeoplesEyebrow',
    names:
      'TrainLikeTheRock EyebrowChallenge TheRock4AMWorkout TheRockGrindChallenge TheRockLegDay TheRockPepTalk TheRockFlexFriday TheRockCardioCircuit',
    also: 'dwaynejohnson',
  },
  arnold: {
    things: 'Gym Dumbbell MuscleBeach Stage Trophy Sunglasses',
    moves: 'Flex DoubleBiceps ShoulderPress Pump PosingRoutine',
    verbs: 'Pump Pose Flex Lift',
    core: 'MuscleBeach DoubleBiceps Flex',
    scenes: 'PumpingIron IllBeBack MuscleBeach',
    names:
      'ArnoldPressChallenge TrainLikeArnold ArnoldPoseOff PumpingIronChallenge IllBeBackWorkout ArnoldMotivationMonday ArnoldSplitWeek ArnoldCurlLadder',
    also: 'schwarzenegger',
  },
  strava: {
    things: 'Map Route Watch Kudos Leaderboard Badge',
    moves: 'RouteArt LongRun Segment Crown NewPR',
    verbs: 'Run Ride Map Track',
    core: 'Kudos RouteArt Run',
    scenes: 'StravaArt',
    names:
      'StravaArtChallenge StravaMileADay StravaSegmentCrown StravaDistanceChallenge StravaAlphabetRun StravaNewRoute StravaElevationGoal StravaFriendRelay',
  },
  'gym bro': {
    things: 'Shaker Mirror Headphones Tank Chalk Belt',
    moves: 'Pump ArmDay MirrorFlex Superset Bulk',
    verbs: 'Lift Pump Flex',
    core: 'Shaker Mirror ArmDay Flex',
    scenes: 'GymRat BulkSeason',
    names:
      'GymBroPepTalk TeachAGymBroYoga GymBroFlexOff GymBroRatesYourForm GymBroHandshake GymBroPlaylistSwap GymBroArmDay GymBroSpotMe',
    also: 'gymrat',
  },
  'personal trainer': {
    things: 'Whistle Stopwatch Clipboard Cones Timer Program',
    moves: 'Circuit Finisher Superset Warmup Tabata',
    verbs: 'Train Coach Push',
    core: 'Clipboard Whistle Coach',
    scenes: 'OneMoreRep',
    names:
      'TrainerPicksMyWorkout TrainerForADay BeatYourTrainer MyTrainerMadeMe PersonalTrainerFinisher PersonalTrainerFormCheck TrainerTriesMyRoutine TrainerSaysOneMore',
    also: 'fitnesscoach',
  },
  'trick shot': {
    things: 'Bottle Cup Bucket Hoop Ball Bin Pillow Backyard',
    moves: 'BankShot NoLook BehindTheBack Ricochet DoubleBounce Swish',
    verbs: 'Toss Flip Bounce Sink Aim',
    core: 'Cup Swish Toss',
    names:
      'BeatMyTrickShot TrickShotTuesday NoLookTrickShot FirstTryOnly BinShotChallenge BottleFlipTrickShot RicochetTrickShot DoubleBounceDare TrickShotChainRelay',
    also: 'dudeperfect',
  },
  goalkeeper: {
    things: 'Gloves Goal Net Crossbar Post Wall',
    moves: 'DivingSave Catch PenaltySave FingertipSave Tip DoubleSave',
    verbs: 'Dive Save Catch Block',
    core: 'Gloves DivingSave Save',
    scenes: 'PenaltySave',
    names:
      'CantGetPastMe SaveOfTheWeek StopMyPenalty GoalkeeperReactionTest TipItOverTheBar GoalkeeperWallBounce GoalkeeperReboundDrill GoalkeeperLongKick',
    also: 'goalie',
  },
  penalty: {
    things: 'Goal Ball Net Keeper Whistle Cones',
    moves: 'TopBins Chip PowerShot StutterStep Panenka',
    verbs: 'Shoot Score Chip Save',
    core: 'Goal Keeper Score',
    names:
      'PenaltyKickChallenge PenaltyShootout PenaltyTrickShot PenaltyTargetChallenge ChipItDownTheMiddle PenaltyWeakFoot PenaltyStutterStep PenaltyCelebration',
    also: 'penaltykick',
  },
  'turkey trot': {
    things: 'Bib Medal TurkeyHat Pie FinishLine Sneakers',
    moves: 'FunRun 5K Jog Sprint CostumeRun',
    verbs: 'Trot Run Gobble Race',
    core: 'TurkeyHat Pie FunRun Trot',
    scenes: 'TurkeyDay GobbleGobble',
    names:
      'TurkeyTrotInCostume TrotBeforeTheFeast FamilyTurkeyTrot PieAtTheFinishLine ThankfulEveryMile TurkeyTrotFoodDrive GobbleGallop TurkeyTrotStrollerSquad',
  },
  'color run': {
    things: 'Powder Bib Shirt Sunglasses Bandana FinishLine',
    moves: 'ColorBlast FinishPhoto Jog Sprint Cartwheel',
    verbs: 'Run Splash Toss Dance',
    core: 'Powder ColorBlast Run',
    scenes: 'FunRun',
    names:
      'WhiteShirtChallenge ColorBlastAtTheFinish ColorRunBeforeAndAfter RainbowCloudJump ColorRunSlowMo ColorRunSquadPhoto ColorRunShoeArt ColorRunDanceBreak',
    also: 'colourrun funrun',
  },
  bowling: {
    things: 'Pins Ball Lane Shoes Alley Scoreboard',
    moves: 'Strike Spare Turkey Hook GrannyRoll TrickShot',
    verbs: 'Bowl Roll Spin Hook',
    core: 'Pins Strike Bowl',
    scenes: 'BowlingAlley GutterBall',
    names:
      'BowlATurkey BowlWithYourOtherHand BowlingTrickShot StrikeChallenge BowlingSplitPickup BowlingCelebrationDance TwoHandedStrike GutterBallChallenge',
  },
  'horse riding': {
    things: 'Pony Saddle Helmet Boots Stable Arena Reins Horse',
    moves: 'Trot Canter Gallop Jump Dressage',
    verbs: 'Ride Trot Canter Groom',
    core: 'Horse Saddle Gallop Ride',
    scenes: 'SaddleUp HorseShow',
    names:
      'NoStirrupChallenge TwoPointHoldChallenge GroomYourHorseWorkout BarnChoreWorkout HorseRidingBalanceDrill FirstTimeHorseRiding HobbyHorseJumpCourse HorseRidingCoreWorkout',
    also: 'horseback equestrian',
  },
  padel: {
    things: 'Racket Court Glass Ball Wall Net',
    moves: 'Smash Lob Volley Serve Bandeja Vibora',
    verbs: 'Smash Volley Lob Serve',
    core: 'Racket Court Smash',
    names:
      'PadelWallShotChallenge PadelRallyChallenge PadelTrickShot LearnPadelIn30Days PadelSmashChallenge PadelLobDare FirstPadelMatch PadelVolleyStreak',
  },
  recovery: {
    things: 'FoamRoller Mat Pillow Bath Band MassageGun',
    moves: 'Stretch FoamRoll EasyWalk Mobility Yoga Nap',
    verbs: 'Stretch Roll Rest Loosen',
    core: 'FoamRoller Nap Rest',
    scenes: 'RestDay',
    names:
      'RecoveryWalkChallenge 10MinuteFoamRoll RestDayRoutine RecoveryStretchBeforeBed LegsUpTheWall FoamRollerFaces RecoveryDayBingo RecoveryNapChallenge RecoveryFootRoll',
    also: 'activerecovery foamroller foamrolling',
  },
  lacrosse: {
    things: 'Stick Ball Goal Helmet Wall Field Pocket',
    moves: 'Cradle WallBall BehindTheBack QuickStick SplitDodge',
    verbs: 'Cradle Pass Shoot Catch',
    core: 'Stick Ball Cradle',
    names:
      '100LacrosseWallBalls LacrosseTrickShot LacrosseBehindTheBack LacrosseCradleChallenge QuickStickRally LacrosseOffHandWeek SplitDodgeDare LacrosseTopCorner',
    also: 'lax',
  },
  spikeball: {
    things: 'Net Ball Beach Park Backyard Rim',
    moves: 'Spike Dig Serve Roll Hit Pocket',
    verbs: 'Spike Dig Serve Set',
    core: 'Net Ball Spike',
    names:
      'LongestSpikeballRally SpikeballTrickShot PocketShotChallenge SpikeballNoLookHit SpikeballServeChallenge SpikeballDivingDig SpikeballKidsVsParents SpikeballOneHanded',
    also: 'roundnet',
  },
  cornhole: {
    things: 'Board Bag Hole Backyard Tailgate',
    moves: 'FourBagger Airmail Slider Blocker Push',
    verbs: 'Toss Slide Sink Aim',
    core: 'Bag Board Toss',
    names:
      'CornholeFourBagger CornholeTrickShot BehindTheBackCornhole AirmailDare TailgateCornholeCup OppositeHandCornhole CornholeLongDistance CornholeFamilyBracket',
  },
  kickball: {
    things: 'Ball Base Field Recess Cones',
    moves: 'HomeRun Bunt Catch Pitch BaseRun',
    verbs: 'Kick Run Catch Pitch',
    core: 'Ball Base Kick',
    scenes: 'Recess',
    names:
      'KickballRecessRematch KickballHomeRun KickballCatchChallenge KickballBaseRace KickballKidsVsParents KickballBuntDare KickballPitchTarget KickballCostumeGame',
  },
  pe: {
    things: 'Gym Whistle Cones Parachute Mat Scooter Bleachers',
    moves: 'PacerTest MileRun Dodgeball Relay Sprint ParachuteGame',
    verbs: 'Run Jump Throw Play',
    core: 'Whistle Parachute PacerTest Run',
    scenes: 'PacerTest GymClass FieldDay',
    names:
      'BeepTestChallenge RecreateYourPEWarmUp PEScooterRace PEClassObstacleCourse PEParachuteGame FieldDayAtHome SitAndReachStretch PEFitnessCircuit',
    also: 'gymclass physed physicaleducation peclass',
    spelled: 'PE',
  },
  mile: {
    things: 'Track Watch Sneakers Stopwatch FinishLine Lap',
    moves: 'FinalLap Sprint Pace Kick NegativeSplit',
    verbs: 'Run Pace Kick',
    core: 'Track Stopwatch Run',
    names:
      'BeatMyMileTime MileADay MileWithYourDog MileRelayChallenge MileNegativeSplit MileInCostume StrollerMile WalkYourFirstMile',
    also: 'milerun',
  },
  'farmers carry': {
    things: 'Kettlebell Dumbbell Groceries Handles Hallway Track',
    moves: 'SuitcaseCarry OverheadCarry RackCarry Shrug GripHold',
    verbs: 'Carry Grip Walk Brace',
    core: 'Kettlebell Groceries Carry',
    names:
      'OneTripOnly GroceryCarryChallenge FarmersWalkRelay FarmersCarryStepCount FarmersCarryGripTest WaterJugFarmersCarry SuitcaseCarryWalk FarmersCarryLadder',
    also: 'farmerswalk farmerwalk',
  },
  'dead hang': {
    things: 'Bar Playground Doorframe Chalk Timer Tree',
    moves: 'ActiveHang OneArmHang TowelHang KneeRaise LSit',
    verbs: 'Hang Grip Hold Swing',
    core: 'Bar Hang Grip',
    names:
      'HowLongCanYouHang OneMinuteHang DeadHangStreak DeadHangGripGlowUp PlaygroundDeadHang DeadHangSingAlong TowelDeadHang DeadHangFamilyStandoff',
  },
  balance: {
    things: 'Beam Cushion WobbleBoard Log Rope Mat',
    moves: 'FlamingoStand TreePose SingleLegStand HeelToToe PistolSquat',
    verbs: 'Wobble Hold Stand Steady',
    core: 'Beam FlamingoStand Wobble',
    scenes: 'Tightrope BalanceBeam',
    names:
      'FlamingoChallenge BalanceABookOnYourHead BrushTeethOnOneLeg BalanceBoardBattle PutOnSocksStanding BalanceBeamAtHome EyesClosedBalance TightropeBalanceWalk',
  },
  curling: {
    things: 'Stone Broom Ice House Sheet Button',
    moves: 'Sweep Slide Draw Delivery',
    verbs: 'Sweep Slide Curl Aim',
    core: 'Stone Broom Sweep',
    names:
      'KitchenFloorCurling CurlingSweepOff HurryHardChallenge CurlingTargetChallenge CurlingTrickShot TabletopCurling FirstTimeCurling CurlingDeliverySlide',
  },
  'hacky sack': {
    things: 'Circle Park Backyard Beach Friends',
    moves: 'InsideKick ToeStall KneeBounce Clipper AroundTheWorld',
    verbs: 'Kick Juggle Pass',
    core: 'Circle InsideKick Juggle',
    names:
      'PassTheHackySack HackySackAroundTheWorld HowManyKicks HackySackToeStall HackySackBehindTheBack HackySackCircleGame KneeBounceDare HackySackAtTheBeach',
    also: 'footbag',
  },
  plyometrics: {
    things: 'Box Cones Mat Step Bench Field',
    moves: 'BoxJump TuckJump JumpSquat SkaterHop BroadJump LateralBound',
    verbs: 'Jump Hop Bound Explode',
    core: 'Box BoxJump Explode',
    names:
      'PlyoToTheBeat SkaterHopChallenge BroadJumpBattle PlyometricCircuit TuckJumpDare SilentLandingChallenge PlyoHopscotch PlyometricLadder',
    also: 'plyo',
  },
  'vertical jump': {
    things: 'Wall Rim Hoop Chalk Tape Sneakers',
    moves: 'Dunk BoxJump ApproachJump StandingReach CalfRaise',
    verbs: 'Jump Reach Touch Explode',
    core: 'Rim StandingReach Jump',
    names:
      'TouchTheRim MeasureYourVertical 30DayVerticalChallenge HighFiveTheBackboard VerticalJumpSlowMo VerticalJumpLeaderboard TapTheDoorFrame VerticalJumpGlowUp',
  },
  'mountain biking': {
    things: 'Trail Helmet Dirt Rocks Berm Gloves Pedals Bike',
    moves: 'Climb Descent BunnyHop Wheelie Manual',
    verbs: 'Ride Pedal Climb Shred',
    core: 'Bike Trail Dirt Ride',
    names:
      'MountainBikeBunnyHop MountainBikeNoDab FirstMountainBikeRide MountainBikeHillClimb MuddyBikeChallenge PumpTrackLapChallenge MountainBikeManualDare MountainBikingTrailBingo',
    also: 'mtb mountainbike',
  },
  netball: {
    things: 'Ball Ring Post Court Bib Whistle',
    moves: 'ChestPass BouncePass Shot Pivot Intercept Feint',
    verbs: 'Pass Pivot Shoot Defend',
    core: 'Ball Ring ChestPass',
    names:
      'NetballShootingStreak NetballTrickShot ChestPassChallenge NetballCatchRelay 50GoalChallenge NetballInterceptDare NetballFootworkLadder NetballBounceTarget',
  },
  rucking: {
    things: 'Backpack Vest Trail Boots Plates Sandbag',
    moves: 'WeightedWalk HillClimb TrailMarch LongHaul Carry',
    verbs: 'March Carry Hike Climb',
    core: 'Backpack WeightedWalk March',
    names:
      'RuckYourNeighborhood RuckWithYourDog DailyRuckMile WeightedWalkChallenge RuckingCleanUpWalk RuckingWithFriends RuckingHillClimb RuckTheStairs',
    also: 'ruck',
  },
  dunk: {
    things: 'Rim Hoop Backboard Court Net Sneakers',
    moves: 'TwoHand Windmill AlleyOop Tomahawk ReverseJam BetweenTheLegs',
    verbs: 'Jump Slam Soar',
    core: 'Hoop Rim Slam',
    scenes: 'DunkContest',
    names:
      'LowHoopDunkContest FirstDunk RateMyDunk TomahawkDunkDare AlleyOopDunk DunkInSlowMo CanYouDunk DunkCelebration',
    also: 'slamdunk',
    verb: true,
  },
  'self defense': {
    things: 'Mat Pads Gloves Class Instructor Whistle',
    moves: 'Block Escape FightingStance WristRelease',
    verbs: 'Block Escape Shout Run',
    core: 'Pads Block Escape',
    names:
      'TeachMeOneMove SelfDefenseBasics WristReleaseDrill SelfDefenseClassTogether ShoutNoChallenge BlockAndEscape SelfDefenseStanceCheck SelfDefenseForTeens',
    also: 'selfdefence',
  },
  transformation: {
    things: 'Mirror Photo Dumbbell Journal Sneakers Calendar',
    moves: 'FirstPullUp PushUp Plank Squat Mile Deadlift',
    verbs: 'Train Build Grow Lift',
    core: 'Mirror Photo Grow',
    scenes: 'BeforeAndAfter',
    names:
      'TransformationTuesday OneMonthLater ThenVsNowLift 90DayTransformation FirstPullUpJourney StrengthTransformation TransformationMileTime HabitTransformation',
    also: 'beforeandafter progresspic',
  },
  glute: {
    things: 'Band Mat Bench Dumbbell Kettlebell Stairs',
    moves: 'Bridge HipThrust Squat Lunge Kickback DonkeyKick Clamshell',
    verbs: 'Squeeze Lift Squat Pulse',
    core: 'Band HipThrust Squeeze',
    names:
      '30DayGluteChallenge BandedGluteBurn GluteKickbackLadder DonkeyKickDare GluteSqueezeHold GluteStairClimb GluteActivationWarmUp FireHydrantChallenge GluteBridgeMarch',
    also: 'booty',
  },
  parkrun: {
    things: 'Barcode Park Volunteer FinishLine Sneakers Trail',
    moves: '5K Sprint Jog FinishSprint NegativeSplit',
    verbs: 'Run Jog Cheer Volunteer',
    core: 'Barcode Park 5K Run',
    names:
      'FirstParkrun BeatYourParkrunTime ParkrunTouristChallenge VolunteerAtParkrun ParkrunNegativeSplit ParkrunWithYourDog ParkrunInFancyDress ParkrunAlphabetChallenge',
    spelled: 'Parkrun',
  },
  'warm up': {
    things: 'Mat Playlist Sneakers Band Timer Track',
    moves: 'ArmCircle LegSwing HighKnees ButtKick JumpingJack Lunge',
    verbs: 'Stretch Jog Swing Loosen',
    core: 'Mat ArmCircle Stretch',
    names:
      'CopyMyWarmUp WarmUpToTheBeat FiveMinuteWarmUp DynamicWarmUpChallenge WarmUpLikeAnAthlete TeamWarmUpChant WarmUpInOneSong WarmUpBingo',
  },
  trampoline: {
    things: 'Rebounder Backyard Springs Mat Socks Playlist',
    moves: 'StarJump TuckJump SeatDrop Bounce KneeDrop',
    verbs: 'Bounce Jump Hop',
    core: 'Springs StarJump Bounce',
    scenes: 'TrampolinePark',
    names:
      'TrampolineStarJumps RebounderWorkout 100BouncesChallenge TrampolineSeatDropDare TrampolineToTheBeat TrampolineSlowMo TrampolineCatchGame TrampolineFreezeFrame',
    also: 'rebounder',
  },
  'cool down': {
    things: 'Mat Towel WaterBottle FoamRoller Playlist',
    moves: 'Stretch ChildsPose HamstringStretch DeepBreath Walk',
    verbs: 'Stretch Breathe Relax Walk',
    core: 'Towel FoamRoller Stretch Breathe',
    names:
      'NeverSkipCoolDown CoolDownToASlowSong CopyMyCoolDown FiveMinuteCoolDown CoolDownStretchChallenge CoolDownWithYourPet TeamCoolDownCircle CoolDownBreathingBreak',
  },
  'glute bridge': {
    things: 'Mat Band Bench Dumbbell Floor Pillow',
    moves: 'SingleLeg MarchingBridge HipThrust Pulse Hold',
    verbs: 'Lift Squeeze Hold Pulse',
    core: 'Band MarchingBridge Squeeze',
    names:
      'SingleLegBridgeDare GluteBridgeADay MarchingBridgeChallenge BridgeAndHold GluteBridgeToTheBeat GluteBridgePulseLadder BandedGluteBridge 100BridgeChallenge',
  },
  'hip thrust': {
    things: 'Bench Barbell Band Pad Dumbbell Sofa',
    moves: 'GluteBridge SingleLeg Pulse Hold FrogPump',
    verbs: 'Thrust Squeeze Lift Hold',
    core: 'Bench Barbell Thrust',
    names:
      'SofaHipThrust HipThrustFormCheck HipThrustLadder SingleLegHipThrust HipThrustHoldChallenge FrogPumpFinisher HipThrustPRDay 100HipThrusts',
  },
  'back day': {
    things: 'PullUpBar Barbell Dumbbell Cable Band Bench',
    moves: 'PullUp Row Deadlift LatPulldown Superman',
    verbs: 'Pull Row Lift Hang',
    core: 'PullUpBar Row Pull',
    names:
      'BackDayWithMe BackDayPullUpLadder TowelRowChallenge SupermanHoldChallenge BackDayFinisher LatSpreadPose BackDayAtHome BackpackRowDare',
    also: 'backworkout',
  },
  'chest day': {
    things: 'Bench Barbell Dumbbell Mat Cable Spotter',
    moves: 'PushUp BenchPress Fly Dips InclinePress',
    verbs: 'Press Push Lift Pump',
    core: 'Bench BenchPress Pump',
    names:
      'ChestDayMonday ChestDayWithMe PushUpPyramid ChestDayFinisher ChestDipsDare ChestDayMinuteDrill ChestDayBenchPR ChestFlyFormCheck',
    also: 'chestworkout',
  },
  shoulder: {
    things: 'Dumbbell Band Plate Bench Mirror Wall',
    moves: 'OverheadPress LateralRaise ArmCircle Shrug PikePushUp',
    verbs: 'Press Raise Lift Shrug',
    core: 'Dumbbell OverheadPress Shrug',
    names:
      'ShoulderTapChallenge WallAngelChallenge ShoulderPressLadder PikePushUpDare ShoulderMobilityCheck LateralRaiseHold ShoulderDayWithMe 100ArmCircles ShoulderBurnFinisher',
    also: 'shoulderday',
  },
  tricep: {
    things: 'Dumbbell Bench Band Chair Cable Rope',
    moves: 'Dips Kickback Pushdown DiamondPushUp Extension',
    verbs: 'Press Push Extend Dip',
    core: 'Dumbbell Dips Kickback',
    names:
      'ChairDipChallenge TricepDipLadder DiamondPushUpChallenge TricepKickbackHold TricepFinisher TricepFormCheck TricepBandPushdown TricepDayAtHome',
  },
  'upper body': {
    things: 'Dumbbell Band PullUpBar Bench Mat Chair',
    moves: 'PushUp PullUp ShoulderPress Row Dips Curl',
    verbs: 'Push Pull Press Lift',
    core: 'Dumbbell PushUp PullUp Press',
    names:
      'UpperBodyAtYourDesk UpperBodyLadder 10MinuteUpperBody BandPullApartChallenge UpperBodyStrengthTest UpperBodyBackpackWorkout PushPullSuperset UpperBodyFinisher',
  },
  'lower body': {
    things: 'Stairs Band Dumbbell Box Mat Chair',
    moves: 'Squat Lunge WallSit GluteBridge StepUp CalfRaise',
    verbs: 'Squat Lunge Step Jump',
    core: 'Stairs Squat Lunge',
    names:
      'LowerBodyOnTheStairs LowerBodyLadder JellyLegsChallenge TenMinuteLegs CalfRaiseChallenge LowerBodyBandCircuit LowerBodyDiceRoll LowerBodyFinisher',
  },
  'full body': {
    things: 'Mat Dumbbell Timer Playlist Kettlebell Band',
    moves: 'Burpee Squat PushUp Plank Lunge MountainClimber',
    verbs: 'Sweat Move Train Push',
    core: 'Dumbbell Burpee Sweat',
    names:
      'SpellYourNameWorkout FullBodyInFiveMoves HeadToToeWorkout FullBodyFinisher OneDumbbellWorkout FullBodyAtThePark FullBodyBingo FullBodyPartnerWorkout',
    also: 'fullbodyworkout totalbody',
  },
  barbell: {
    things: 'Plates Rack Collars Chalk Bench Platform',
    moves: 'Squat Deadlift BenchPress Clean Snatch OverheadPress',
    verbs: 'Lift Press Pull Squat',
    core: 'Plates Deadlift Lift',
    names:
      'EmptyBarChallenge FirstBarbellClean BarbellFormCheck BarbellComplexChallenge BarbellLadderChallenge BarbellRollOut BarbellPRDay BarbellWarmUpFlow',
  },
  gymshark: {
    things: 'Leggings Hoodie Shorts Gym Bottle Bag',
    moves: 'Lift Squat Deadlift PumpCover FitCheck',
    verbs: 'Lift Train Flex',
    core: 'Leggings Hoodie FitCheck Lift',
    names:
      'Gymshark66 GymsharkFitCheck GymsharkLegDay GymsharkPRDay GymsharkWorkoutChallenge GymsharkLiftWithMe GymsharkSquatChallenge GymsharkOneMoreRep',
    spelled: 'Gymshark',
  },
  'under armour': {
    things: 'Sneakers Hoodie Shorts Cleats Headband Bag',
    moves: 'Sprint Lift Drill Rep Run',
    verbs: 'Train Sprint Protect',
    core: 'Hoodie Cleats Train',
    names:
      'ProtectThisHouseWorkout TrainInTheRain UnderArmourRunChallenge UnderArmourGymChallenge UnderArmourSprintDrill UnderArmourFitCheck UnderArmourTeamWorkout UnderArmourHoodieRun',
    also: 'underarmor',
  },
  judo: {
    things: 'Gi Belt Mat Dojo Sensei Medal',
    moves: 'BreakFall HipThrow Sweep Grip Roll Bow',
    verbs: 'Roll Grip Bow Fall',
    core: 'Gi Belt HipThrow',
    scenes: 'Dojo',
    names:
      'BreakFallChallenge JudoThrowDrill JudoGripChallenge JudoBeltTieChallenge JudoWarmUpRoutine JudoBalanceBreak JudoRollRelay FirstJudoClass',
  },
  'high knees': {
    things: 'Timer Playlist Sneakers Stairs Track Mat',
    moves: 'ButtKick Sprint JumpingJack SkaterJump MarchInPlace',
    verbs: 'Sprint March Drive Jog',
    core: 'Timer MarchInPlace Sprint',
    names:
      '30SecondHighKnees KneesToTheBeat HighKneeRace HighKneesEveryHour HighKneesHandTap HighKneesTillTheChorus HighKneesTabata 100HighKnees',
  },
  'kung fu': {
    things: 'Belt Sash Staff Dojo Sifu Mat',
    moves: 'HorseStance CraneKick Punch Block Kata TigerClaw',
    verbs: 'Punch Kick Block Bow',
    core: 'Belt HorseStance Kick',
    scenes: 'Shaolin',
    names:
      'KungFuHorseStanceHold KungFuMorningForm KungFuCraneBalance KungFuKickChallenge KungFuStaffSpin TigerClawDare KungFuPunchCombo KungFuShadowBoxing',
    also: 'wushu',
  },
  crunch: {
    things: 'Mat Towel Ball Bench Pillow Timer',
    moves: 'SitUp LegRaise RussianTwist FlutterKick VUp Plank',
    verbs: 'Twist Tuck Curl',
    core: 'Mat SitUp Tuck',
    names:
      'BicycleCrunchRace SlowCrunchChallenge CrunchLadder 100CrunchChallenge PartnerCrunchHighFive ReverseCrunchDare CrunchToTheBeat CrunchBallPass',
    verb: true,
  },
  'leg raise': {
    things: 'Mat Bench Bar Towel Floor Timer',
    moves: 'FlutterKick Scissor HollowHold HangingRaise ToesToBar',
    verbs: 'Raise Lift Lower Hold',
    core: 'Mat FlutterKick Raise',
    names:
      'SlowLegRaiseChallenge LegRaiseAndHold FlutterKickFriday HangingRaiseChallenge LegRaiseBallPass ToesToBarDare LegRaiseToTheBeat 100LegRaises',
  },
  dips: {
    things: 'Chair Bench Bars Sofa Step Rings',
    moves: 'ChairDip BenchDip StraightBarDip PushUp Plank',
    verbs: 'Dip Push Press',
    core: 'Chair ChairDip Dip',
    names:
      'DipLadder BenchDipsAtThePark SlowDipChallenge 50DipChallenge RingDipDare FirstParallelBarDip DipAndHold DipsToTheBeat',
  },
  'chin up': {
    things: 'Bar Doorframe Playground Band Chalk Tree',
    moves: 'PullUp DeadHang Negative FlexedArmHang',
    verbs: 'Pull Hang Grip',
    core: 'Bar DeadHang Pull',
    names:
      'FirstChinUp 30DaysToAChinUp ChinUpLadder FlexedArmHangChallenge OneMoreChinUp SlowChinUpNegative PlaygroundChinUps BandAssistedChinUp',
  },
  'step up': {
    things: 'Stairs Box Bench Step Bleachers Dumbbell',
    moves: 'KneeDrive Lunge BoxJump CalfRaise StairSprint',
    verbs: 'Step Drive Climb',
    core: 'Stairs KneeDrive Step',
    names:
      'StepUpToTheBeat KneeDriveStepUps StepUpLadder 100StepUpChallenge StepUpAndBalance BleacherStepUps StepUpRelay StepUpDuringTheAds',
  },
  garmin: {
    things: 'Watch HeartRate Strava Badge Trail Map',
    moves: 'LongRun Intervals 5K Ride Steps HillClimb',
    verbs: 'Run Ride Track Climb',
    core: 'Watch HeartRate Run',
    names:
      'DrawWithYourGarmin BeatMyGarminPR GarminBadgeHunt GarminStepStreak GarminZoneTwoRun GarminNewTrail GarminFamilyStepOff GarminSleepScoreGoal',
  },
  jumping: {
    things: 'Rope Trampoline Box Backyard Playground Puddle',
    moves: 'StarJump TuckJump BoxJump SkaterJump FrogJump',
    verbs: 'Jump Hop Bounce Leap',
    core: 'Trampoline StarJump Jump',
    scenes: 'BounceHouse',
    names:
      'PuddleJumpingChallenge JumpingToTheBeat JumpingMidairPhoto StarJumpRace JumpingIntoLeafPiles FrogJumpRelay 100JumpsChallenge JumpingInSync',
    also: 'jump',
  },
  'stair climb': {
    things: 'Stairs Stairwell Bleachers StairMaster Stadium Tower',
    moves: 'StairSprint StepUp TwoAtATime Climb SkipAStep',
    verbs: 'Climb Step Sprint',
    core: 'Stairs StairMaster Climb',
    scenes: 'Stairwell',
    names:
      'StairClimbForCharity ClimbTheEmpireState StairClimbRelay StairClimbPersonalBest StairClimbWithAView StairClimbTwoAtATime StairClimbOfficeBreak BleacherStairClimb',
    also: 'stairclimbing',
  },
  elliptical: {
    things: 'Handles Screen Playlist Towel Gym Pedals',
    moves: 'Intervals Backwards HillClimb Sprint SteadyCardio',
    verbs: 'Glide Pedal Sprint',
    core: 'Pedals Handles Glide',
    names:
      'EllipticalBackwards 30MinuteElliptical EllipticalHillClimb EllipticalIntervals EllipticalToTheBeat EllipticalNoHands EllipticalBookClub EllipticalDistanceGoal',
  },
  handball: {
    things: 'Ball Goal Court Net Gym Wall',
    moves: 'JumpShot Pass Dribble Save Spin',
    verbs: 'Throw Pass Jump Save',
    core: 'Goal JumpShot Throw',
    names:
      'HandballSpinner JumpThrowChallenge HandballTrickShot HandballPassRelay HandballWallChallenge HandballLobOverTheKeeper HandballDribbleRace HandballBounceGoal',
  },
  tabata: {
    things: 'Timer Playlist Mat Towel Stopwatch',
    moves: 'Burpee Squat JumpingJack MountainClimber HighKnees Plank',
    verbs: 'Sweat Sprint Push',
    core: 'Timer Burpee Sweat',
    names:
      'FourMinuteTabata TabataTuesday TabataSongChallenge TabataSquatChallenge TabataEveryMorning TabataPartnerSwap TabataCommercialBreak TabataBurpeeFinisher',
  },
  '10k': {
    things: 'Medal Bib Sneakers FinishLine Watch Trail',
    moves: 'LongRun FinishSprint Intervals HillRun NegativeSplit',
    verbs: 'Run Race Pace Train',
    core: 'Medal FinishLine Run',
    scenes: 'RaceDay FinishLine',
    names:
      'CouchTo10K 10KUnderAnHour Virtual10KChallenge 10KNegativeSplit 10KWithAFriend 10KTrailRun 10KCharityRun 10KRaceDayPlaylist',
    spelled: '10K',
  },
  'champions league': {
    things: 'Ball Trophy Anthem Jersey Stadium Net',
    moves: 'FreeKick Volley Header Celebration Penalty',
    verbs: 'Kick Score Cheer',
    core: 'Trophy Anthem FreeKick Score',
    scenes: 'Matchday',
    names:
      'BackyardChampionsLeague AnthemWalkOutChallenge ChampionsLeagueFreeKick ChampionsLeagueVolley ChampionsLeagueTrickShot TrophyLiftCelebration ChampionsLeagueHeader MatchdayWarmupDrill',
    also: 'ucl',
  },
  'march madness': {
    things: 'Bracket Hoop Ball Court Net Buzzer',
    moves: 'BuzzerBeater ThreePointer FreeThrow Layup Dunk',
    verbs: 'Shoot Dribble Dunk',
    core: 'Bracket Hoop BuzzerBeater Shoot',
    scenes: 'BuzzerBeater FinalFour Bracketology',
    names:
      'BuzzerBeaterChallenge BustedBracketBurpees MarchMadnessHalfCourt MarchMadnessShootout FreeThrowMadness MarchMadnessLayupLine MarchMadnessDunkOff MarchMadnessTrickShot',
  },
  'skate park': {
    things: 'Ramp Rail Bowl Skateboard Helmet Kneepad Halfpipe Ledge GripTape Wax',
    moves: 'DropIn Ollie Kickflip Grind RampRun FirstDropIn',
    verbs: 'Skate Grind Drop Roll Carve',
    core: 'Skateboard Ramp Ollie Skate',
    scenes: 'Halfpipe Kickflip',
    names:
      'SkateParkFirstDropIn SkateParkBowlCarve LandTheKickflip SkateParkTrickADay SkateParkLineChallenge SkateParkRampRun HelpANewSkater SkateParkSunriseSession',
  },
  'tree climbing': {
    things: 'Branch Trunk Bark Knot Canopy Rope Treehouse Acorn Glove Harness',
    moves: 'BranchHang PullUp TopBranch SafeDescent KneeGrip BarkScramble',
    verbs: 'Climb Grip Hang Swing',
    core: 'Branch Trunk Treehouse',
    scenes: 'Treehouse',
    names:
      'ClimbLikeAKid BranchHangChallenge LowBranchPullUp TreeClimbingWithHarness TreeClimbingWorkout TreeClimbingTogether TreeClimbingPhotoSpot FavoriteTreeClimb',
    also: 'climbingtrees treeclimb',
  },
  gatorade: {
    things: 'Bottle Cooler Cup Bench Towel Jug Sideline Jersey Whistle Cap',
    moves: 'CoolerShower Halftime Refuel PostGame SidelineSip FlavorRanking',
    verbs: 'Refuel Sip Replenish Pour',
    core: 'Bottle CoolerShower Sip',
    scenes: 'GatoradeShower',
    names:
      'EarnYourGatorade GatoradeShowerChallenge GatoradeBlindTaste HydrateLikeAPro GatoradeCoolerRelay GatoradeBottleFlip GatoradeHalftimeRefuel GatoradeGameDayWorkout',
  },
  protein: {
    things: 'Shake Shaker Scoop Eggs Yogurt Oats PeanutButter Chicken',
    moves: 'PostWorkoutShake PancakeStack SmoothieBlend MealPrep PowerBowl',
    verbs: 'Shake Blend Fuel Refuel',
    core: 'Shake Shaker Scoop',
    scenes: 'PostWorkout',
    names:
      'ProteinShakeTasteTest ChocolateVsVanilla GuessTheGramsOfProtein HighProteinSnackOff ProteinPancakeFlip BuildAProteinBowl ProteinBreakfastSwap RateMyProteinPlate NoBakeProteinBalls',
    also: 'proteinshake proteinpowder whey',
  },
  'weight loss': {
    things: 'Sneakers WaterBottle Veggies Salad MealPlan Journal Steps Scale',
    moves: 'DailyWalk StepGoal VeggieSwap HealthyPlate MealPrep',
    verbs: 'Walk Move Swap Track',
    core: 'Steps HealthyPlate Walk',
    names:
      'ShareANonScaleVictory WeightLossWalkStreak WeightLossRecipeSwap WeightLossBuddyCheckIn VeggiesFirstWeek SwapOneSnackToday 30DayHealthyHabitSwap WeightLossWinOfTheWeek WeightLossWaterGoal',
    also: 'fatloss losingweight weightlossjourney',
  },
  'strength training': {
    things: 'Dumbbell Barbell Kettlebell Bench Band Plates Chalk SquatRack',
    moves: 'Deadlift Squat BenchPress OverheadPress Row PullUp',
    verbs: 'Lift Press Pull Build',
    core: 'Dumbbell Barbell Lift',
    scenes: 'WeightRoom',
    names:
      'StrongerThanLastMonth BeatYourPersonalBest 12WeekStrengthChallenge DumbbellOnlyStrength TeachMeOneLift StrengthTrainingLadder StrengthTestDay PerfectFormFriday SquatBenchDeadlift',
    also: 'strength strengthtrain resistancetraining',
  },
  wrestling: {
    things: 'Mat Singlet Headgear Whistle Ring Belt Kneepads',
    moves: 'Takedown Sprawl SingleLeg Pin Escape Bridge',
    verbs: 'Grapple Pin Sprawl Shoot',
    core: 'Singlet Takedown Pin',
    scenes: 'WrestlingMat',
    names:
      'TakedownOfTheDay SprawlAndShootDrill LearnOneWrestlingMove WrestlingStanceHold RingEntranceChallenge WrestlingCircuitChallenge WrestlingSlowMoReplay WrestlingWarmUpRelay',
    also: 'wrestler amateurwrestling',
  },
  parkour: {
    things: 'Wall Rail Ledge Bench Stairs Playground Chalk',
    moves: 'Vault KongVault PrecisionJump WallRun CatLeap SafetyRoll',
    verbs: 'Vault Leap Climb Flow',
    core: 'Vault WallRun Flow',
    scenes: 'FreeRunning',
    names:
      'PlaygroundParkour FirstVaultChallenge FloorIsLavaParkour SafetyRollChallenge BackyardParkourCourse ParkourInSlowMo PrecisionJumpChallenge TeachMeAVault ParkourVsFreeRunning',
    also: 'freerunning traceur',
  },
  squash: {
    things: 'Racket Ball Court Goggles Wall Grip',
    moves: 'DropShot Boast Rally Lob Drive Ghosting',
    verbs: 'Hit Rally Serve Volley',
    core: 'Racket Court Rally',
    scenes: 'SquashCourt',
    names:
      'LongestSquashRally SquashTargetPractice DropShotChallenge TennisPlayerTriesSquash SquashBehindTheBack SquashCourtSprints SquashBoastDare SquashGhostingDrill',
  },
  'water polo': {
    things: 'Pool Ball Cap Goal Whistle Lane',
    moves: 'Eggbeater Tread SkipShot Lob Pass Counterattack',
    verbs: 'Tread Pass Shoot Swim',
    core: 'Ball Cap Eggbeater',
    scenes: 'PoolDeck',
    names:
      'EggbeaterChallenge WaterPoloTrickShot WaterPoloSkipBounce HandsUpFloatTest WaterPoloPassingRelay WaterPoloPassAndShoot WaterPoloPenaltyDuel TreadWaterChallenge',
  },
  hyrox: {
    things: 'SkiErg Sled Rower WallBall Sandbag Kettlebell Treadmill',
    moves: 'SledPush SledPull BroadJump FarmersCarry Lunges RoxZone',
    verbs: 'Push Pull Run Row',
    core: 'SledPush WallBall SkiErg',
    scenes: 'RaceDay',
    names:
      'FirstHyroxChallenge HyroxAtHome SledPushChallenge 100WallBallChallenge FindMyHyroxPartner HyroxStationRelay BurpeeBroadJumpRace SkiErgVsRower HyroxRaceDayPrep',
  },
  muscle: {
    things: 'Dumbbell Mirror ProteinShake Barbell Bench Chalk',
    moves: 'Flex BicepPeak Pump Curl Press BackDouble',
    verbs: 'Build Flex Grow Lift',
    core: 'Flex Dumbbell Pump',
    scenes: 'GainsSzn',
    names:
      'MuscleMemoryChallenge NameThatMuscle FlexEveryMuscle HitYourBestFlex GainsCheckIn ShowYourGainsFriday MindMuscleSqueeze TimeUnderTension',
    also: 'muscles gains bulking musclegain',
  },
  endurance: {
    things: 'Stopwatch Playlist Sneakers WaterBottle Track Bike',
    moves: 'LongRun Plank WallSit SteadyPace Intervals NonStop',
    verbs: 'Last Hold Keep Push',
    core: 'Stopwatch LongRun Hold',
    names:
      'EnduranceTestDay OneSongNonStop PlankUntilTheSongEnds HowLongCanYouHold StaminaChallenge 30DayEnduranceBuild LongerThanLastWeek EnduranceBingo',
    also: 'stamina',
  },
  agility: {
    things: 'Cones Ladder Hurdles Ball Whistle Stopwatch',
    moves: 'ConeDrill Shuttle ZigZag SideStep QuickFeet Cut',
    verbs: 'Dodge Cut Shuffle Sprint',
    core: 'Cones Ladder QuickFeet',
    names:
      'ConeDrillChallenge QuickFeetChallenge ZigZagSprintDare ShuttleRunShowdown AgilityTeamRelay AgilityDotPattern AgilityLadderRace AgilityCourseBuild',
  },
  'medicine ball': {
    things: 'MedBall SlamBall Wall Mat Partner',
    moves: 'Slam WallThrow RussianTwist ChestPass SitUpToss OverheadToss',
    verbs: 'Slam Toss Throw Catch',
    core: 'MedBall Slam WallThrow',
    names:
      'MedBallSlamChallenge PartnerMedBallToss MedicineBallPassRelay MedBallCoreCircuit MedicineBallSitUpThrow MedBallRussianTwist 50WallBallChallenge SlamBallFinisher',
    also: 'medball slamball',
  },
  'stability ball': {
    things: 'Ball Wall Mat Desk Pump',
    moves: 'BallPlank WallSquat BallBridge BallPass Crunch Balance',
    verbs: 'Balance Roll Bounce Squeeze',
    core: 'Ball BallPlank Balance',
    names:
      'BalanceOnTheBall StabilityBallPlank BallChairWorkDay SwissBallCoreChallenge PassTheBallCrunch StabilityBallWallSquat BallBridgeChallenge StabilityBallStretch',
    also: 'exerciseball swissball yogaball',
  },
  'ab wheel': {
    things: 'Wheel KneePad Mat Floor Timer',
    moves: 'Rollout KneeRollout StandingRollout Plank Hollow',
    verbs: 'Roll Brace Reach',
    core: 'Wheel Rollout Brace',
    names:
      'AbWheelChallenge FirstFullRollout AbWheelFromKnees AbWheelSlowMo AbRollerVsPlank AbWheelLadder AbWheelProgressCheck AbWheelToTheWall',
    also: 'abroller abwheelrollout',
  },
  'bear crawl': {
    things: 'Mat Cup Hallway Grass Cones',
    moves: 'Crawl BackwardsCrawl SideCrawl CrabWalk Plank',
    verbs: 'Crawl Creep Brace',
    core: 'Crawl Cup Grass',
    names:
      'BearCrawlWithACup BearCrawlRace BearCrawlRelay BackwardsBearCrawl KidsVsParentsBearCrawl BearCrawlVsCrabWalk AnimalWalkWorkout BearCrawlAcrossTheRoom',
    also: 'bearcrawls',
  },
  strongman: {
    things: 'Tire Sandbag AtlasStone Log Yoke Chalk Rope',
    moves: 'TireFlip FarmersCarry LogPress SandbagCarry YokeWalk',
    verbs: 'Lift Carry Flip Press',
    core: 'Tire AtlasStone Sandbag',
    names:
      'TireFlipChallenge OneTripGroceryCarry StrongmanAtHome AtlasStoneChallenge LogPressChallenge StrongmanVsPowerlifter SandbagOverTheBar StrongmanMedleyRelay',
    also: 'tireflip atlasstones strongwoman',
  },
  'arm wrestling': {
    things: 'Table Elbow Pad Grip Chalk Referee Strap',
    moves: 'Hook TopRoll Pin Grip',
    verbs: 'Pull Press Grip Pin',
    core: 'Table Grip Pin',
    names:
      'BestOfThreeArmWrestle LeftHandArmWrestle ArmWrestleYourBestie FamilyArmWrestling ArmWrestlingBracket UnderdogArmWrestle ArmWrestleTheChamp TableTopShowdown',
    also: 'armwrestle armwrestler',
  },
  shadowboxing: {
    things: 'Mirror HandWraps Timer Gloves Playlist',
    moves: 'Jab Cross Hook Uppercut Slip Combo',
    verbs: 'Jab Punch Slip Bob',
    core: 'Jab Combo HandWraps',
    names:
      'ShadowboxToTheBeat MirrorShadowboxing ShowMeYourCombo 3RoundShadowbox SlowMoShadowbox ShadowboxWithDumbbells ShadowboxingAtSunrise FightTheShadowChallenge',
  },
  'punching bag': {
    things: 'HeavyBag Gloves HandWraps Timer Chain Stand',
    moves: 'Jab Cross Hook Uppercut Combo BagRound',
    verbs: 'Punch Jab Hook Strike',
    core: 'HeavyBag Gloves Jab',
    names:
      '100PunchChallenge HeavyBagFinisher FastestHandsOnTheBag PunchingBagToTheBeat ThreeMinuteBagRound PunchingBagComboChain BagWorkFriday OneMinuteBagBlitz',
    also: 'heavybag boxingbag',
  },
  'long jump': {
    things: 'SandPit Runway TapeMeasure Board Spikes',
    moves: 'RunUp TakeOff StandingJump Landing TripleJump',
    verbs: 'Leap Jump Land Bound',
    core: 'SandPit TapeMeasure Leap',
    names:
      'LongJumpVsYourHeight BeatMyLongJump StandingLongJumpTest FamilyLongJumpOff BeachLongJump LongJumpInSlowMo OneStepLongJump LongJumpChallenge',
    also: 'broadjump standinglongjump',
  },
  'cross country': {
    things: 'Spikes Mud Hills Trail FinishChute Bib Team',
    moves: 'HillRepeat PackRun FinishKick Tempo CourseTour',
    verbs: 'Run Climb Kick Race',
    core: 'Mud Hills Spikes',
    names:
      'CrossCountryFinishKick MuddiestShoesChallenge CrossCountryCourseTour CrossCountryPackRun SummerMilesChallenge BeatYourCourseTime XCTeamWarmUp HillRepeatDare',
    also: 'xc xcrunning',
  },
  'field hockey': {
    things: 'Stick Ball Goal ShinGuards Mouthguard Turf',
    moves: 'DragFlick IndianDribble ReverseStick AerialPass PenaltyCorner',
    verbs: 'Dribble Flick Push Pass',
    core: 'Stick DragFlick Turf',
    names:
      'DragFlickChallenge IndianDribbleChallenge FieldHockeyTrickShot ReverseStickChallenge FieldHockeyBallJuggle FieldVsIceHockey FieldHockeyConeRelay FieldHockeyPenaltyCorner',
  },
  'flag football': {
    things: 'Flags Belt Ball Cones Backyard',
    moves: 'FlagPull TrickPlay Juke OneHandedCatch Route',
    verbs: 'Catch Throw Juke Pull',
    core: 'Flags Belt Juke',
    names:
      'FlagFootballTrickPlay FlagPullChallenge OneHandedCatchChallenge BackyardFlagFootball FamilyFlagFootball BestJukeMoveChallenge DrawAPlayInTheDirt FlagFootballRouteRace',
  },
  headstand: {
    things: 'Wall Mat Pillow Blanket Timer',
    moves: 'Tripod WallHold PikeUp LegShapes Hold',
    verbs: 'Balance Hold Lift Invert',
    core: 'Wall Mat Invert',
    names:
      'WallHeadstandHold 30SecondHeadstand FirstHeadstand HeadstandShapeShift TripodHeadstand HeadstandAnywhere HeadstandProgressWeek HeadstandWithAFriend',
  },
  'personal best': {
    things: 'Stopwatch Medal Whiteboard Bell Scale Watch',
    moves: 'NewPR PBAttempt TimeTrial MaxLift FastestMile',
    verbs: 'Beat Chase Break Smash',
    core: 'Stopwatch Bell NewPR',
    names:
      'ChaseYourPersonalBest RingThePRBell PersonalBestWall BeatLastYearsBest PBAttemptDay PersonalBestBingo ThenVsNowPR ShareYourPRStory',
    also: 'pr personalrecord',
  },
  'free kick': {
    things: 'Ball Wall Goal Cones Crossbar TrashCan',
    moves: 'TopCorner Knuckleball Curler Chip Dip',
    verbs: 'Bend Curl Strike Chip',
    core: 'Wall TopCorner Curler',
    names:
      'TopCornerFreeKick FreeKickOverTheWall BendItFreeKick FreeKickCrossbarHit KnuckleballFreeKick TrashCanFreeKick FreeKickVsGoalie FreeKickChallenge',
    also: 'freekicks',
  },
  'three pointer': {
    things: 'Hoop Net Ball ArcLine Buzzer Rack',
    moves: 'CornerThree DeepThree Swish BankShot CatchAndShoot',
    verbs: 'Shoot Swish Bank Splash',
    core: 'ArcLine Swish Hoop',
    names:
      'ThreesIn60Seconds ThreePointContest AroundTheWorldThrees SwishOnlyThrees CornerThreeChallenge BankItFromThree GameWinningThree ThreePointerBuzzerBeater',
    also: '3pointer threes',
  },
  layup: {
    things: 'Hoop Backboard Ball Cones Net',
    moves: 'EuroStep Reverse FingerRoll MikanDrill Floater',
    verbs: 'Drive Lay Glide Score',
    core: 'Backboard EuroStep FingerRoll',
    names:
      'LeftHandLayupChallenge ReverseLayupChallenge EuroStepLayup 60SecondLayupDrill MikanDrillChallenge FancyLayupFriday LayupLineRelay LayupVsFloater',
    also: 'layups',
  },
  'bicep curl': {
    things: 'Dumbbell Barbell EZBar Band Cable WaterJug Bench Mirror',
    moves: 'HammerCurl ConcentrationCurl SlowNegative PeakSqueeze CurlHold TwentyOnes',
    verbs: 'Curl Squeeze Flex Lift',
    core: 'Dumbbell Curl Flex',
    names:
      'BicepCurlLadder SlowCurlChallenge 21sChallenge CurlToTheChorus NoSwingCurls WaterJugCurlOff HammerCurlHold BicepCurlFormCheck CurlEveryCommercial',
    also: 'bicepscurl hammercurl',
  },
  ball: {
    things: 'Bounce Catch Kick Throw Wall Hoop Juggle Dribble',
    moves: 'WallBounce TrickShot KeepyUppy CatchStreak SquatToss',
    verbs: 'Bounce Catch Kick Throw',
    core: 'Bounce Catch Kick',
    scenes: 'Park Backyard Playground',
    names:
      'KeepyUppyChallenge WallBallRally BallSquatToss 100CatchStreak StabilityBallPlank BallTapFootwork PartnerBallPassRelay OneHandCatchDrill TrickShotTuesday',
    also: 'balls',
  },
  ninja: {
    things: 'Headband Belt Kick Roll Flip Stealth Obstacle Wall Balance Star',
    moves: 'ShadowRoll WallRun SilentStep FlyingKick TipToe BalanceBeam',
    verbs: 'Sneak Flip Roll Balance',
    core: 'Stealth Kick Roll Balance',
    scenes: 'Dojo Backyard',
    names:
      'NinjaObstacleCourse SilentNinjaSneak NinjaWarriorAtHome BackyardNinjaCourse NinjaBalanceChallenge NinjaWallRunWeek CouchCushionNinja NinjaKickLineup TipToeNinjaRun',
    also: 'ninjas',
  },
  lumberjack: {
    things: 'Axe Flannel Log Beard Saw Stump Forest Cabin Boots Pancakes',
    moves: 'LogCarry AxeSwing LogRoll StumpStep SawPull TimberCall',
    verbs: 'Chop Saw Carry Stack',
    core: 'Flannel Log Axe Chop',
    scenes: 'Forest Cabin',
    names:
      'LumberjackLogCarry LumberjackCircuit FirewoodStackChallenge LumberjackBalanceLog LumberjackBreakfastEarned FlannelFitnessFriday WoodchopperAbs LumberjackStumpStepUps',
    also: 'lumberjacks',
  },
  unicycle: {
    things: 'Wheel Pedals Seat Balance Wobble Helmet Wall Hallway Arms Juggle',
    moves: 'FirstPedal WallLetGo IdleHop HallwayRide BalanceHold FreeMount',
    verbs: 'Balance Pedal Wobble Ride',
    core: 'Balance Wobble Wheel FreeMount',
    scenes: 'Driveway Hallway',
    names:
      'UnicycleMonthOfProgress LearnUnicycleIn30Days LetGoOfTheWall UnicycleBalanceHold UnicycleFirstPedal UnicycleFreeMountDare UnicycleHallwayLap OneWheelChallenge UnicycleProgressTimelapse',
    also: 'unicycles',
  },
  bench: {
    things: 'Dips StepUps Park Plank Incline Pushups Press Legs Seat Weights',
    moves: 'TricepDips StepUpStreak InclinePushup ParkCircuit SeatedCrunch SplitSquat',
    verbs: 'Dip Step Press Sit',
    core: 'Dips StepUps Park',
    scenes: 'ParkBench GymFloor',
    names:
      'ParkBenchCircuit OneBenchFullBody 30DayBenchDips BenchStepUpStreak InclinePushupLadder BenchSplitSquatBurn BenchPlankHold SitToStandTest',
    also: 'benches',
  },
  shovel: {
    things: 'Snow Dirt Sand Garden Driveway Hole Spade Sandcastle Mulch Boots',
    moves: 'SnowClear DigAndLift DrivewayDash ScoopAndToss TrenchDig',
    verbs: 'Dig Scoop Lift Clear',
    core: 'Snow Dirt Dig',
    scenes: 'SnowDay Backyard',
    names:
      'DrivewayShovelWorkout SnowShovelCardio LiftWithYourLegs ShovelFormCheck SnowDayShovelRelay GardenDigCircuit ShovelAndStretch HelpANeighborShovel',
    also: 'shovels',
  },
  'monkey bars': {
    things: 'Rungs Grip Playground Chalk Ladder Calluses Sandpit Frame',
    moves: 'SkipARung DeadHang BackwardsCross OneArmHang RungCount KneeHang',
    verbs: 'Hang Swing Reach Grip',
    core: 'Rungs Grip DeadHang',
    scenes: 'Playground Recess Park',
    names:
      'CrossTheMonkeyBars MonkeyBarsSkipARung GrownUpsOnMonkeyBars MonkeyBarsThereAndBack DeadHangChallenge HowLongCanYouHang MonkeyBarsBackwards GripStrengthStreak',
    also: 'monkeybar',
  },
  'yoga mat': {
    things: 'Blocks Strap Towel Cork Rubber Cushion Corner Floor',
    moves: 'DownDog Plank SunSalute MatRoll ChildsPose CoreFlow',
    verbs: 'Roll Stretch Flow Balance',
    core: 'DownDog Plank MatRoll',
    scenes: 'LivingRoom Studio Beach',
    names:
      'NeverLeaveTheMat UnrollAndFlow 7DaysOnTheMat YogaMatCornerChallenge YogaMatCoreBurn TinyMatBigWorkout YogaMatWithMyToddler YogaMatPlankHold YogaMatGlowUp',
    also: 'yogamats exercisemat',
  },
  medal: {
    things: 'Ribbon Gold Silver Bronze Podium Finisher Race Hanger Display',
    moves: 'PodiumPose GoldBite FinishLine VictoryLap NeckDrape DisplayWall',
    verbs: 'Earn Win Finish Train',
    core: 'Gold Podium FinishLine',
    scenes: 'RaceDay SportsDay Olympics',
    names:
      'FinisherMedalReveal FirstMedalStory MedalBitePose MedalWallTour HomemadeMedalRace 30DaysToAMedal BackyardMedalGames RunForTheMedal',
    also: 'medals',
  },
  'tennis racket': {
    things: 'Strings Grip Ball Court Net Frame Sweetspot Overgrip Wall',
    moves: 'BallBounce Juggle WallRally Serve Backhand TrickCatch',
    verbs: 'Bounce Swing Rally Catch',
    core: 'Strings Ball WallRally',
    scenes: 'Court Backyard Park',
    names:
      'RacketBounce100 BallPickupTrick WallRallyStreak EdgeOfTheRacketDare BehindTheBackCatch TennisRacketBalanceWalk RacketTwirlChallenge TennisRacketFootwork',
    also: 'tennisrackets tennisracquet racquet',
  },
  'baseball bat': {
    things: 'Ball Glove Helmet Diamond Plate Grip Tee Wood Aluminum',
    moves: 'HomeRunSwing BatBalance TeeDrill BatFlip DizzyBat Bunt',
    verbs: 'Swing Hit Balance Grip',
    core: 'HomeRunSwing Tee Grip',
    scenes: 'Backyard Ballpark LittleLeague',
    names:
      'BaseballBatBalance DizzyBatRace PerfectBatFlip BackyardHomeRunDerby BaseballBatSlowMo TeeDrill100 BaseballBatGripCheck BatDropCatch',
    also: 'baseballbats',
  },
  somersault: {
    things: 'Mat Grass Tuck Cartwheel Handstand Gymnastics Crashpad Lawn Pillow',
    moves: 'ForwardRoll BackwardRoll TuckAndRoll RollToStand TripleRoll CartwheelCombo',
    verbs: 'Roll Tuck Tumble Land',
    core: 'ForwardRoll Tuck Mat',
    scenes: 'Playground Backyard Gym',
    names:
      'FirstSomersault SomersaultToStand GrownUpsTrySomersaults BackwardSomersault SomersaultsAcrossTheLawn SomersaultStarJump SomersaultSlowMo TuckAndRollChallenge',
    also: 'somersaults forwardroll',
  },
  ladder: {
    things: 'Rungs Agility Footwork Drills Sprint Tape Cones Reps',
    moves: 'QuickFeet InAndOut LateralHop HighKnees Crossover SideStep',
    verbs: 'Climb Hop Step Shuffle',
    core: 'Rungs QuickFeet Agility',
    scenes: 'Backyard Driveway',
    names:
      'AgilityLadderChallenge TapeLadderAtHome QuickFeetLadder PushupLadder BeatMyLadderTime LadderHopscotch LadderFootworkFlow 30SecondLadderDrill',
    also: 'ladders',
  },
  'windshield wipers': {
    things: 'Core Abs Legs Hips Mat Rain Blades Plank',
    moves: 'LegSweep ObliqueTwist SideToSide HipRoll SlowSweep',
    verbs: 'Sweep Twist Swipe',
    core: 'Core Abs LegSweep',
    scenes: 'RainyDay CarWash',
    names:
      'WiperSpeedSettings WindshieldWiperAbs IntermittentWipers 100WindshieldWipers SlowMoWindshieldWipers RainyDayWiperWorkout WiperCoreFinisher HangingWipersChallenge',
    also: 'windshieldwiper wipers wiper',
  },
  toes: {
    things: 'Socks Sandals FlipFlops Pompom Pencil Towel Grass Sand Slippers Mat',
    moves: 'ToeTouch ToeRaise TiptoeWalk BigToeLift SockGrab ToeCurl',
    verbs: 'Wiggle Curl Spread Grip Point',
    core: 'Socks ToeTouch Wiggle',
    scenes: 'Barefoot Tiptoe',
    names:
      'TouchYourToes GrabSocksWithToes TippyToesCalfRaise BalanceOnYourToes TowelScrunchToes SpreadYourToesYoga ToesWiggleWarmUp ToesToNoseStretch',
  },
  elbow: {
    things: 'Arm Joint FunnyBone Knee Sleeve Patch Plank Forearm Macaroni Table',
    moves: 'ForearmPlank ArmWrestle BumpHello BendAndStraighten SideCrunch',
    verbs: 'Bend Bump Nudge Lean Flex',
    core: 'Bend Bump FunnyBone',
    scenes: 'ArmDay',
    names:
      'KneeToElbowCrunches SideElbowPlank ElbowCirclesWarmUp ElbowTapPushUps BurpeeElbowBump ElbowsBehindYourBack DeepLungeElbowDrop ElbowGreaseCardio',
  },
  wheelbarrow: {
    things: 'Mulch Soil Bricks Compost Leaves Shovel Garden Handles Logs Pumpkins',
    moves: 'HandWalk FullLoadPush UphillPush PartnerCarry LoadAndDump',
    verbs: 'Push Haul Lift Dump Tip',
    core: 'Garden Haul Push',
    scenes: 'GardenDay Allotment',
    names:
      'WheelbarrowWalkRace WheelbarrowPushUps WheelbarrowSquatCarry WheelbarrowHandleDeadlift PartnerWheelbarrowPlank GardenGymWheelbarrow HowFarCanYouWheelbarrow WheelbarrowBrickHaul OneLapWheelbarrowRelay',
  },
  'yard work': {
    things: 'Rake Leaves Lawn Dandelions Shovel Hedge Mulch Gloves Garden Hose',
    moves: 'RakeAndBag PullWeeds LeafPile MulchSpread PlantARow',
    verbs: 'Rake Prune Dig Plant Haul',
    core: 'Rake Leaves Mulch',
    scenes: 'Backyard FrontLawn',
    names:
      'YardWorkCountsAsCardio TenThousandStepsYardWork LeafBagCarryYardWork RakeAndLungeYardWork YardWorkBootcamp SaturdayYardWorkSweat MulchHaulYardWork WeedPullSquatsYardWork',
  },
  'summer body': {
    things: 'Sunscreen Swimsuit Water Smoothie Sneakers Beach Sunglasses Playlist Salad Towel',
    moves: 'MorningWalk Hydrate PlankHold SquatSet BeachWalk',
    verbs: 'Move Stretch Glow Sweat Jog',
    core: 'Sunscreen Swimsuit Hydrate',
    scenes: 'Poolside Sunshine',
    names:
      'EverySummerBodyMoves SummerBodyJumpRope SummerBodyBeachWorkout FeelGoodSummerBody SummerBodyPlankDare SunriseSummerBodyWalk SummerBodyHydration SummerBodyPartnerSquats',
  },
  skating: {
    things: 'Rink Helmet KneePads Laces Wheels Blades Ice Boots Cones',
    moves: 'Glide Spin Crossover GoBackwards TStop',
    verbs: 'Glide Spin Roll Lace',
    core: 'Rink Glide Spin',
    scenes: 'Rink IceRink',
    names:
      'SkatingStrideDrill OneFootSkatingGlide OffIceSkatingWorkout ThirtyDaySkatingStreak LearnToStopSkating SkatingBalanceHold BackwardsSkatingWeek SkatingLegBurn',
  },
  knee: {
    things: 'Squat Lunge Quads Hamstrings Shins Mat Cushion Step Hip Ankle',
    moves: 'LegLift WallSit SlowSquat StepUp CalfRaise',
    verbs: 'Bend Lift Tuck Hop Balance',
    core: 'Squat Lunge Bend',
    scenes: 'LegDay',
    names:
      'HighKneesSprint PlankKneeTaps KneeFriendlyLegDay KneeHugStretch KneeToElbowCrunch KneesOverToesChallenge FlamingoKneeBalance KneeRaiseHold',
  },
  'monday motivation': {
    things: 'Coffee Alarm Goals Sneakers Gym Quote Playlist Planner Water Sunrise',
    moves: 'FirstRep EarlyRun GoalSet PepTalk FreshStart',
    verbs: 'Rise Start Push Lift',
    core: 'Goals Coffee FreshStart',
    scenes: 'NewWeek',
    names:
      'MondayMotivationRun MotivationMondayPushUps SunriseMondayMotivation MondayMotivationStreak MondayMotivationDuo PlankForMondayMotivation SweatyMondayMotivation MondayMotivationHIIT',
    also: 'motivationmonday',
  },
  drill: {
    things: 'Cones Ladder Whistle Stopwatch Coach Sneakers Mat Jumprope Ball Bench',
    moves: 'LadderRun ConeWeave HighKnees ShuttleRun FastFeet QuickStep',
    verbs: 'Sprint Shuffle Weave Hop Pivot',
    core: 'Cones LadderRun Whistle',
    scenes: 'Practice TrainingDay',
    names:
      'FollowMyFootDrill CoachSaysDrill FiveConeDrill DrillWithGrandpa WhistleDrillWarmUp TapeLadderDrill PartnerMirrorDrill SevenDayDrillStreak',
  },
  pitcher: {
    things: 'Mound Glove Baseball Catcher Fastball Curveball Strike Cap Bullpen Lemonade',
    moves: 'Windup ThrowAStrike HighLegKick FollowThrough',
    verbs: 'Pitch Throw Wind Catch',
    core: 'Mound Baseball Strike',
    scenes: 'Ballpark Bullpen',
    names:
      'PitcherWindupBalance ThrowLikeAPitcher PitcherLegKickHold PitcherShoulderWarmUp HitTheTargetPitcher PitcherCoreTwists BullpenPitcherSquats MoundSprintsPitcher',
  },
  rope: {
    things: 'Knot Loop Lasso Swing Hammock Anchor Pulley Sailor Handle Coil',
    moves: 'DoubleUnder TugOfWar TieAKnot CrissCross BoxerSkip',
    verbs: 'Skip Tie Pull Coil Swing',
    core: 'Knot Skip TugOfWar',
    scenes: 'Skipping Playground',
    names:
      'JumpRope100 DoubleUnderRopeDare CrissCrossRope BoxerShuffleRope TugOfWarRope 7DaySkipRopeStreak RopeSideSwingDrill OneFootRopeHops',
  },
  tire: {
    things: 'Tread Rim Wheel Rubber Garage Pump Valve Planter Track Spokes',
    moves: 'FlipAndPush HighKneeRun RollAndChase FarmerCarry',
    verbs: 'Flip Roll Drag Push Pump',
    core: 'Tread Rubber Wheel',
    scenes: 'Garage Pitstop',
    names:
      'FlipTheTireTen HighKneeTireRun TireDragSprint TireInAndOutJumps FeetOnTirePushups BackyardTireCircuit RollingTireRace PartnerTirePlank',
    also: 'tyre',
  },
  surfboard: {
    things: 'Wax Fins Leash Wetsuit Beach Sand Sunscreen Towel Sunset Waves',
    moves: 'PopUp WaxOn BalanceHold HangTenPose CarryToTheBeach',
    verbs: 'Wax Balance Paddle Pop Carry',
    core: 'Wax Beach PopUp',
    scenes: 'Beach SurfShack',
    names:
      'SurfboardPopUpDrill SandSurfboardYoga SurfboardLungeSet SurfboardBalanceHold BeachSurfboardCarry SurfboardCoreCircuit HangTenSurfboardSquat SurfboardStretchFlow',
  },
} as const satisfies KeywordEntries;
