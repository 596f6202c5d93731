/**
 * What we know about the keywords creators type most with speed in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const SPEED_KEYWORDS = {
  'rubiks cube': {
    things: 'Timer Scramble Stickers Corners Edges Layers Puzzle Algorithm Cube',
    moves: 'Solve OneHanded Blindfolded Cross FeetSolve Fingertricks',
    verbs: 'Solve Scramble Twist Turn',
    core: 'Cube Solve Twist',
    scenes: 'Speedcubing',
    names:
      'BeatMyCubeTime RubiksCubeUnder30 SolveBeforeTheToast OneHandedRubiks RubiksCubeBlindfolded RubiksCubeDuel ScrambleAndRace RubiksCubeWhileWalking',
    also: 'rubix rubixcube rubikcube speedcubing cubing cube 3x3',
  },
  'cup stacking': {
    things: 'Cups Pyramid Tower Timer Table Mat Gloves Whistle',
    moves: 'Upstack Downstack Cycle OneHandStack TowerRace',
    verbs: 'Stack Unstack Flip Slide',
    core: 'Cups Pyramid Stack',
    scenes: 'SpeedStacking CupPyramid',
    names:
      'BeatMyStackTime TenCupTowerIn30 CupStackOneHanded UpStackDownStack CupPyramidRace CupStackingDuel CupStackRelay CupStackKidsVsParents',
    also: 'sportstacking speedstacking cupstack',
  },
  puzzle: {
    things: 'Pieces Edges Corners Border BoxLid Picture Table Mat Frame Sorter',
    moves: 'EdgesFirst ColorSort FinalPiece LastPiece BorderBuild TimedSolve',
    verbs: 'Sort Fit Solve Assemble',
    core: 'Pieces LastPiece Solve',
    scenes: 'Jigsaw PuzzleNight LastPiece',
    names:
      '500PiecesOneHour NoPictureSpeedPuzzle PuzzleBeforeTheMovieEnds PuzzleEdgeRace SpeedPuzzlingDuo OneHandPuzzle PuzzleFaceOff PuzzleSortInTwoMinutes',
    also: 'jigsaw puzzling jigsawpuzzle',
  },
  speedrun: {
    things: 'Timer Controller Leaderboard Route Checkpoint Glitch Splits',
    moves: 'Shortcut WarpZone Glitchless Reset NoDeathRun',
    verbs: 'Run Skip Clip Reset Route',
    core: 'Controller Glitch Shortcut',
    scenes: 'AnyPercent',
    names:
      'IRLSpeedrun SpeedrunMyMorning AnyPercentBreakfast SpeedrunTheDishes SpeedrunBedtime SpeedrunTheGroceryList SpeedrunRoomCleanup SpeedrunLaundryDay',
    also: 'speedrunning speedrunner',
  },
  'tying shoes': {
    things: 'Laces Sneakers Knot Bow Velcro Boots Loop Eyelets Shoebox Aglet',
    moves: 'BunnyEars DoubleKnot OneHandTie QuickBow LoopSwoop IanKnot',
    verbs: 'Tie Lace Loop Pull',
    core: 'Laces BunnyEars Tie',
    scenes: 'DoubleKnot',
    names:
      'FastestShoeTie TyingShoesOneHanded BunnyEarsRace LaceUpAndGo TyingShoesBlindfolded TyingShoesInMittens TyingShoesRelay TyingShoesForEveryone DoubleKnotDash',
    also: 'shoetying shoelace shoelacing',
  },
  sprint: {
    things: 'FinishLine Track Stopwatch Lane Cones Whistle Blocks Spikes Podium Tape',
    moves: 'FlyingStart HillRun ShuttleRun BlockStart DipFinish Strides',
    verbs: 'Dash Race Burst Bolt Drive',
    core: 'Track FinishLine Dash',
    scenes: 'OnYourMarks StartingBlocks',
    names:
      'FastestInTheFamily SprintAgainstYourDog HundredMeterSprint BackyardSprintOff TenSecondSprint WhistleStartSprint ShuttleRunShowdown SprintToTheFence SprintDipFinish',
    also: 'sprinting dash 100m 100meter',
  },
  'relay race': {
    things: 'Baton FinishLine Team Lanes Cones Stopwatch Track Bib Anchor ExchangeZone',
    moves: 'BatonPass Handoff AnchorLeg Comeback PhotoFinish FirstLeg',
    verbs: 'Pass Run Hand Chase Dash',
    core: 'Baton Handoff Pass',
    scenes: 'BatonPass AnchorLeg',
    names:
      'DontDropTheBaton FamilyRelayRace RelayAroundTheHouse CostumeRelayRace BackwardsRelayRace WaterCupRelayRace AnchorLegComeback FourFriendsRelay',
    also: 'relay',
  },
  hurdles: {
    things: 'Hurdle Track FinishLine Lane Stopwatch Blocks Spikes Barrier Cone Rail',
    moves: 'Stride HighKnee LeadLeg TrailLeg ThreeStep Clearance',
    verbs: 'Clear Leap Jump Stride',
    core: 'Barrier Stride Leap',
    scenes: 'TrackMeet HurdleRace',
    names:
      'PoolNoodleHurdles CouchCushionHurdles ClearEveryHurdle HurdlesUnder15Seconds HurdlesVsFlatRace HurdleRelayRace HurdleHopRace HurdlesKidsVsParents',
    also: 'hurdle',
  },
  race: {
    things: 'StartLine FinishLine Lane Trophy Medal Flag Whistle Stopwatch Podium Ribbon',
    moves: 'PhotoFinish Comeback HeadStart SprintFinish VictoryLap FalseStart',
    verbs: 'Dash Chase Zoom Win',
    core: 'FinishLine PhotoFinish Win',
    scenes: 'RaceDay FinishLine OnYourMarks',
    names:
      'RaceTheElevator RaceYourShadow FirstOneToTheDoor PhotoFinishChallenge RaceBackwards RaceInFlippers RaceAcrossTheYard RaceYourDog',
    also: 'racing',
  },
  'race car': {
    things: 'Helmet Tires Engine CheckeredFlag Grid Garage Trophy Cockpit Spoiler Track',
    moves: 'PitStop Overtake LapRecord Drift PolePosition FastestLap Launch',
    verbs: 'React Cheer Build Swap',
    core: 'Track CheckeredFlag PitStop',
    scenes: 'CheckeredFlag Racetrack PitLane',
    names:
      'CardboardCarRace RaceCarRampLaunch ToyRaceCarDerby RaceCarVroomOff RaceCarTireSwap RaceCarLapRecord BrickRaceCarIn5 RaceCarTrackBuildOff',
  },
  f1: {
    things: 'Helmet SteeringWheel Tires Podium Trophy Grid Cockpit PitWall Paddock',
    moves: 'PitStop Overtake FastestLap PolePosition LightsOut',
    verbs: 'React Cheer Swap Build',
    core: 'Helmet Podium PitStop',
    scenes: 'GrandPrix PitLane PolePosition',
    names:
      'F1ReactionTest F1PitStopAtHome F1SimFastestLap DrawTheF1TrackFast F1CardboardCarRace LightsOutSprint F1GuessTheCircuit F1TeamRelay',
    also: 'formula1 formulaone',
  },
  'go kart': {
    things: 'Helmet Track Tires Pedals SteeringWheel Cones Flag Grid Bumpers Trophy',
    moves: 'Drift Overtake FastestLap HairpinTurn PhotoFinish Slipstream',
    verbs: 'Race Steer React Cheer',
    core: 'Track Drift Steer',
    scenes: 'KartTrack',
    names:
      'FamilyGoKartGrandPrix GoKartCleanLap GoKartLapRecord CardboardGoKartDerby GoKartPitStop GoKartOvertakeCount GoKartFirstRace GoKartKidsVsParents',
    also: 'gokarting karting kart',
  },
  nascar: {
    things: 'Track Pit Tires Helmet Flag Oval Grid Crew Trophy Garage',
    moves: 'PitStop Draft Overtake VictoryLap LeftTurn CheckeredFinish',
    verbs: 'React Cheer Pit Swap',
    core: 'Oval PitStop LeftTurn',
    scenes: 'Daytona500 Speedway VictoryLane',
    names:
      'LeftTurnsOnlyRace BeatTheNascarPitCrew StartYourEnginesRace NascarCommentaryCall NascarOvalBikeRace NascarToyCarRace NascarCheckeredFlagDash NascarCardboardCar',
    spelled: 'NASCAR',
  },
  'pit stop': {
    things: 'Tires Crew Jack Helmet Gloves Stopwatch PitLane Garage Lollipop Box',
    moves: 'TireChange CrewChange TwoSecondStop JackUp Release WheelSwap',
    verbs: 'Change Jack Swap Release',
    core: 'Tires Crew TireChange',
    scenes: 'PitCrew PitLane',
    names:
      'TwoSecondPitStop BikePitStopRace FamilyPitCrew ToyCarPitStop PitStopRelay WagonPitStop PitStopTireStack BeatThePitCrew',
    also: 'tirechange pitcrew',
  },
  'speed skating': {
    things: 'Blades Rink Ice Oval Suit Helmet Gloves Lane Stopwatch Boots',
    moves: 'Crossover Lap Start Glide Lean Relay',
    verbs: 'Skate Glide Lean Push',
    core: 'Ice Rink Skate',
    scenes: 'IceRink',
    names:
      'SockSpeedSkating FastestOnIce BeatMySkatingLapTime SpeedSkatingStartDash SpeedSkatingLowStance SpeedSkatingCrossovers SpeedSkatingRelay SpeedSkatingPhotoFinish',
  },
  bobsled: {
    things: 'Sled Track Ice Helmet Runners Curve Crew Suit Timer Spikes',
    moves: 'PushStart LoadIn CleanRun TeamPush FourMan TwoMan',
    verbs: 'Push Slide Steer Glide',
    core: 'Sled Ice PushStart',
    scenes: 'CoolRunnings',
    names:
      'LaundryBasketBobsled BobsledPushStart CoolRunningsChallenge BobsledTeamOfFour CardboardBobsledRace BobsledSnowHillRun BobsledLoadInRace BobsledPhotoFinish',
    also: 'bobsleigh',
  },
  'speed painting': {
    things: 'Canvas Brush Palette Easel Acrylics SprayPaint Stencil PaletteKnife Timer Smock',
    moves: 'FlipReveal UpsideDownPortrait Timelapse Splatter Portrait HappyLittleTree',
    verbs: 'Paint Splash Flip Blend',
    core: 'Canvas Brush Paint',
    scenes: 'PaintNight ArtStudio',
    names:
      'FlipTheCanvas PaintItInFiveMinutes UpsideDownPortrait SpeedPaintYourPet SpeedPaintingRelay OneSongSpeedPainting SpeedPaintingFaceOff SpeedPaintASunset',
    also: 'speedpaint',
  },
  'speed drawing': {
    things: 'Sketchbook Pencil Marker Eraser Timer Paper Pen Tablet Stylus Doodle',
    moves: 'Gesture OneLineDrawing BlindContour Timelapse QuickSketch Caricature',
    verbs: 'Sketch Draw Doodle Shade',
    core: 'Sketchbook Pencil Sketch',
    scenes: 'QuickSketch ArtClass',
    names:
      'TenSecondSketch DrawMeIn60Seconds OneLineDrawingRace SpeedSketchSwap ShrinkingTimerSketch SpeedDrawingTelephone BlindContourRace SpeedDrawingOtherHand',
    also: 'speedsketch quicksketch',
  },
  jenga: {
    things: 'Blocks Tower Table Layer Base Dice Crate Timer Stack Floor',
    moves: 'BlockPull OneFingerPush Rebuild TowerTopple SpeedStack GiantTower',
    verbs: 'Pull Push Stack Balance Topple',
    core: 'Blocks Tower Pull',
    scenes: 'WobblyTower',
    names:
      'JengaTowerRace OneMinuteJengaPull JengaOneHanded GiantJengaSpeedRound JengaDominoRun JengaFingerFlick JengaBlindfoldPull TallestJengaIn60',
  },
  domino: {
    things: 'Tiles Spiral Chain Wall Floor Table Bridge Ramp Marble Stairs',
    moves: 'ChainReaction Topple FirstPush Setup SpiralRun ColorWave',
    verbs: 'Topple Line Stack Push Set',
    core: 'Tiles ChainReaction Topple',
    scenes: 'DominoEffect ChainReaction',
    names:
      'FastestDominoSetup RaceTheFallingDominoes DominoSpiralRace ChainReactionChallenge DominoSetupRelay DominoLineShowdown DominoStairsRun DominoBeforeTheSongEnds',
    also: 'dominorun',
  },
  'playing cards': {
    things: 'Deck Aces Kings Jokers Suits Table Dealer Box Tower Spread',
    moves: 'RiffleShuffle CardSort SuitSort CardTower FanSpread Bridge',
    verbs: 'Shuffle Deal Sort Flip Stack',
    core: 'Deck Aces Shuffle',
    scenes: 'CardTrick PokerNight',
    names:
      'SortTheDeck FindAllFourAces CardShuffleRace 52CardPickupRace DealTheCardsFast SpeedSolitaire PlayingCardsFlipRace PlayingCardsMemoryRace',
    also: 'cards deckofcards playingcard',
  },
  'memory game': {
    things: 'Cards Pairs Tiles Grid Tray Objects Pictures Board Timer Flashcards',
    moves: 'PairMatch FlipTwo TrayRecall SequenceRecall PerfectRound Rematch',
    verbs: 'Match Flip Recall Remember Memorize',
    core: 'Cards Pairs Match',
    names:
      'MatchAllPairsIn60 RememberTheTray RepeatTheSequence MemoryGameNoMisses MemoryGameSpeedRound GiantMemoryGame MemoryGameFamilyPhotos MemoryGameKidsVsParents',
    also: 'matchinggame',
  },
  'bottle flip': {
    things: 'Bottle Water Table Cap Desk Stairs Shelf Chair Lid Label',
    moves: 'CapFlip DoubleFlip TableFlip TrickShot StreakRun UpsideDownLand',
    verbs: 'Flip Land Toss Spin',
    core: 'Bottle Water Flip',
    names:
      'BottleFlipTenInARow LandTheCap BottleFlipIn30Seconds DoubleFlipChallenge BottleFlipRelay BottleFlipTrickShot BottleFlipShowdown BottleFlipOppositeHand',
    also: 'waterbottleflip',
  },
  juggling: {
    things: 'Balls Scarves Beanbags Rings Clubs Oranges Apples Hat Pins Diabolo',
    moves: 'ThreeBall Cascade FourBall Shower Columns BackCross MillsMess',
    verbs: 'Juggle Toss Catch Spin',
    core: 'Balls Scarves Juggle',
    scenes: 'Circus',
    names:
      'JuggleFor60Seconds JuggleWhileYouJog JuggleTenCatches FourBallJuggle LearnToJuggleInAnHour JuggleThreeOranges JugglingPartnerPass JugglingFaceOff',
    also: 'juggle',
  },
  'obstacle course': {
    things: 'Cones Tires Hurdles Rope Tunnel Ladder BalanceBeam Hoops Net Mat',
    moves: 'BearCrawl ConeWeave TireRun CrawlUnder RopeClimb BalanceWalk',
    verbs: 'Crawl Climb Leap Weave Dodge',
    core: 'Tunnel Tires Crawl',
    scenes: 'NinjaWarrior FloorIsLava',
    names:
      'FloorIsLava BeatMyCourseTime BackyardObstacleCourse ObstacleCourseForYourDog ObstacleCourseRelay NinjaCourseChallenge CouchCushionCourse ObstacleCourseInPajamas',
    also: 'ninjawarrior',
  },
  'escape room': {
    things: 'Lock Key Clue Code Timer Riddle Cipher Map Safe Flashlight',
    moves: 'CodeCrack ClueHunt FinalLock HiddenKey TeamSolve BreakOut',
    verbs: 'Solve Crack Unlock Search Decode',
    core: 'Lock Clue Unlock',
    names:
      'CanYouEscape EscapeRoomSpeedrun CrackTheCodeFast HomemadeEscapeRoom FindTheHiddenKey EscapeRoomKidsVsParents EscapeRoomIn30Minutes EscapeRoomRiddleRace',
  },
  maze: {
    things: 'Hedge Marble Exit Walls Path Pencil Paper Cardboard CornField Map',
    moves: 'DeadEnd Shortcut WallFollow MarbleRun ExitDash FirstTry',
    verbs: 'Navigate Solve Trace Find',
    core: 'Hedge DeadEnd Navigate',
    scenes: 'HedgeMaze CornMaze Labyrinth',
    names:
      'PencilMazeRace MarbleMazeChallenge SolveTheMazeFast CornMazeRace DrawAMazeForMe FloorTapeMaze MazeFromTheExit MazeKidsVsParents',
    also: 'labyrinth',
  },
  'scavenger hunt': {
    things: 'Clues List Map Riddles Flashlight Prize Bag Checklist Backyard Treasure',
    moves: 'ClueHunt TeamRace PhotoHunt RiddleSolve ItemDash CheckOff',
    verbs: 'Find Search Hunt Race Collect',
    core: 'Clues Checklist Find',
    names:
      'ColorScavengerHunt AlphabetScavengerHunt FindItFast PhotoScavengerHunt NatureScavengerHunt FlashlightScavengerHunt ScavengerHuntRiddleRace FiveThingsIn60Seconds',
  },
  'treasure hunt': {
    things: 'Map Chest Compass Clues Coins Shovel Key Riddle Backyard Flag',
    moves: 'ClueTrail MapRead Dig RiddleCrack FinalChest SecretPath',
    verbs: 'Dig Find Search Follow',
    core: 'Map Chest Dig',
    scenes: 'XMarksTheSpot TreasureMap BuriedTreasure',
    names:
      'XMarksTheSpot FollowTheMap TenClueTreasureHunt TreasureHuntRace PirateTreasureHunt TreasureHuntForYourDog BeachTreasureDig TreasureHuntInTenMinutes',
  },
  'sack race': {
    things: 'Burlap FinishLine Cones Grass Field Ribbon Whistle Medal Team Backyard Sack',
    moves: 'BunnyHop HopRelay BigLeap PhotoFinish Comeback StartDash',
    verbs: 'Hop Jump Bounce Race',
    core: 'Sack FinishLine Hop',
    scenes: 'PotatoSack FieldDay',
    names:
      'PotatoSackRace PillowcaseSackRace SackRaceRelay SackRaceObstacleCourse SackRaceBackwards SackRaceToTheFence SackRaceInCostume SackRaceKidsVsParents',
    also: 'potatosackrace',
  },
  'egg and spoon race': {
    things: 'Egg Spoon FinishLine Cones Grass Tray Carton Apron Team Whistle',
    moves: 'SteadyWalk BalanceRelay NoDropRun TurnAround FinalStretch SlowAndSteady',
    verbs: 'Balance Carry Walk Wobble',
    core: 'Egg Spoon Balance',
    scenes: 'EggAndSpoon SportsDay',
    names:
      'DontDropTheEgg SpoonInYourMouthRace EggAndSpoonRelay EggAndSpoonObstacle EggAndSpoonLimbo EggAndSpoonBackwards EggAndSpoonKidsVsParents EggAndSpoonPhotoFinish',
    also: 'eggspoonrace eggrace spoonrace spoonrelay',
  },
  'three legged race': {
    things: 'Bandana Rope Partner Scarf FinishLine Cones Field Ribbon Whistle Medal',
    moves: 'InSync StepCount Stride PhotoFinish CountOff LeftRight',
    verbs: 'Step Sync Hop Count',
    core: 'Bandana InSync Step',
    scenes: 'ThreeLegged FieldDay',
    names:
      'BestieThreeLegged StepInSync ThreeLeggedRelay ThreeLeggedObstacleRun FourLeggedRace ThreeLeggedBackwards ThreeLeggedSlalom ThreeLeggedPhotoFinish',
  },
  'wheelbarrow race': {
    things: 'Partner Grass Field FinishLine Cones Whistle Ribbon Medal Backyard Gloves',
    moves: 'HandWalk TeamRelay SwapRoles PhotoFinish StartDash Comeback',
    verbs: 'Walk Carry Hold Race',
    core: 'HandWalk Carry',
    scenes: 'FieldDay',
    names:
      'FamilyWheelbarrowRace WheelbarrowRelay SwapRolesHalfway WheelbarrowToTheFence HandsOnlyRace WheelbarrowObstacleCourse WheelbarrowRaceOnTheBeach WheelbarrowPhotoFinish',
  },
  'musical chairs': {
    things: 'Chairs Speaker Playlist Circle Seat Whistle Pillow Room Remote Song',
    moves: 'MusicStop SeatGrab LastChair CircleWalk FakeStop FinalTwo',
    verbs: 'Dance Sit Walk Grab',
    core: 'Chairs MusicStop Sit',
    scenes: 'OneChairLeft',
    names:
      'LastChairStanding MusicalChairsSpeedRound FamilyMusicalChairs MusicalChairsFakeStop PillowMusicalChairs OfficeMusicalChairs MusicalChairsDanceMoves MusicalChairsInCostume',
  },
  'field day': {
    things: 'Cones Ribbons Medals TugRope Sacks Spoons Whistle Clipboard Teams Stopwatch',
    moves: 'SackRace RelayRace TugOfWar EggAndSpoon ThreeLegged WaterRelay',
    verbs: 'Race Hop Pull Cheer',
    core: 'Ribbons SackRace TugOfWar',
    scenes: 'SportsDay TugOfWar',
    names:
      'FiveEventFieldDay FieldDayRelay FieldDayTugOfWar FieldDaySpongeRace FieldDayWaterBalloonToss FamilyFieldDay FieldDayObstacleCourse OfficeFieldDay',
    also: 'sportsday',
  },
  'minute to win it': {
    things: 'Cups Balloons PingPongBall Tissues Pencils Straws Plates Stopwatch Buzzer Cookie',
    moves: 'FaceTheCookie StackAttack BalloonBounce CupPyramid BallBounce TissueTug',
    verbs: 'Stack Bounce Blow Flip',
    core: 'Cups PingPongBall Stack',
    names:
      'MinuteToWinIt FaceTheCookie MinuteToWinItNight TissueBoxShakeOut PingPongCupBounce MinuteToWinItStackAttack MinuteToWinItRelay BalloonKeepUpMinute',
  },
  'shirt folding': {
    things: 'Shirt Board Hanger Tee Laundry Drawer Stack Basket Towel Closet',
    moves: 'TwoSecondFold PinchFold FlipFold StackFold PerfectFold',
    verbs: 'Fold Flip Pinch Stack',
    core: 'Shirt Laundry Fold',
    scenes: 'LaundryDay LaundryPile',
    names:
      'TwoSecondShirtFold TenShirtsTwoMinutes FoldTheLaundryPile ShirtFoldingRelay ShirtFoldingKidsVsParents ShirtFoldingBlindfolded FoldLikeAStore ShirtFoldingBoardBuild',
    also: 'folding foldinglaundry laundryfolding',
  },
  'bed making': {
    things: 'Sheets Pillow Duvet Blanket Comforter Corners Mattress Cushions Throw Headboard',
    moves: 'HospitalCorners DuvetFlip PillowFluff QuickTuck FittedSheet BedReset',
    verbs: 'Tuck Fluff Smooth Fold',
    core: 'Sheets Pillow Tuck',
    scenes: 'FreshSheets',
    names:
      'MakeYourBedChallenge DuvetInOneMinute HospitalCornerRace BedMadeBeforeBreakfast MakeTheBedRelay BedMakingKidsVsParents BedMakingBlindfolded HotelStyleBedRace',
    also: 'makingbed makethebed',
  },
  dishes: {
    things: 'Sink Sponge Soap Rack Plates Cups Towel Dishwasher Bubbles Gloves',
    moves: 'RinseRace LoadUp SinkReset DryOff StackAndRack ScrubDown',
    verbs: 'Wash Rinse Scrub Dry Stack',
    core: 'Sink Sponge Wash',
    scenes: 'DishDuty WashingUp KitchenSink',
    names:
      'DishesDoneInOneSong EmptyTheSink DishesBeforeDessert LoadTheDishwasherFast DishesAssemblyLine DishesKidsVsParents DryTheDishesRace UnloadInUnderAMinute',
    also: 'washingdishes dishwashing',
  },
  'gift wrapping': {
    things: 'Paper Tape Ribbon Bow Scissors Box Tag Tissue Card Present',
    moves: 'OneSheetWrap NoTapeWrap BowTie RibbonCurl PerfectCorners BlindfoldWrap',
    verbs: 'Wrap Tape Fold Tie',
    core: 'Ribbon Present Wrap',
    scenes: 'GiftWrap BowsAndRibbons',
    names:
      'WrapItIn60Seconds NoTapeWrapChallenge BlindfoldWrap GiftWrapRelay WrapTheWeirdestShape OneHandedGiftWrap GiftWrappingInMittens GiftWrappingKidsVsParents',
    also: 'giftwrap wrapping',
  },
  'getting dressed': {
    things: 'Shirt Socks Shoes Jacket Pants Hat Buttons Zipper Hoodie Scarf',
    moves: 'QuickChange SockRace ButtonUp ZipUp LayerUp OutfitDash',
    verbs: 'Dress Button Zip Change',
    core: 'Socks Shoes Button',
    scenes: 'OutfitChange',
    names:
      'DressedBeforeToast DressedIn10Seconds PajamasToOutfitRace FiveLayersInOneMinute GettingDressedInTheDark GettingDressedRelay ButtonUpRace SocksOnRace',
    also: 'dressing',
  },
  'quick change': {
    things: 'Costume Velcro Zipper Cape Mask Curtain Rack Hat Wig Jacket',
    moves: 'SpinChange CurtainReveal CapeFlip DoubleChange TearAway CostumeSwap',
    verbs: 'Change Spin Reveal Swap',
    core: 'Costume Curtain Reveal',
    scenes: 'CostumeChange Backstage',
    names:
      'OneSpinChange CurtainDropChange ThreeOutfitsOneSong CostumeSwapIn5Seconds BackstageQuickChange QuickChangeSuperhero QuickChangeBehindTheDoor QuickChangeRelay',
    also: 'costumechange outfitchange',
  },
  clicking: {
    things: 'Mouse Button Finger Screen Counter Score Desk Pad Keyboard Timer',
    moves: 'DoubleClick ButterflyClick JitterClick DragClick ClickStreak CPSTest',
    verbs: 'Click Tap Press Spam',
    core: 'Mouse Button Click',
    scenes: 'DoubleClick',
    names:
      'HowFastCanYouClick TenSecondClickTest ClickFasterThanMe ClickingWithYourOtherHand ButterflyClickChallenge ClickTheTargetRace ClickingToTheBeat ClickingFamilyShowdown',
    also: 'cps cpstest clickspeed',
  },
  'reaction time': {
    things: 'Light Buzzer Button Screen Ruler Ball Cue Timer Lamp Target',
    moves: 'RulerDrop LightsOut ReflexTest QuickGrab CatchTest SnapCatch',
    verbs: 'React Catch Grab Tap Dodge',
    core: 'Buzzer RulerDrop React',
    scenes: 'RulerDrop QuickReflexes',
    names:
      'CatchTheRuler GrabItFirst ReactionTimeTest LightsOutReaction ReactionBallBounce ReactionTimeDuel ReactionTimeKidsVsParents TennisBallDropCatch',
    also: 'reflex reflexes reactiontest rulerdrop',
  },
  'rock paper scissors': {
    things: 'Hand Fist Palm Fingers Opponent Scoreboard Tournament Bracket Trophy Round',
    moves: 'BestOfThree SuddenDeath MindGame FakeOut Rematch Shoot',
    verbs: 'Throw Shoot Win Bluff',
    core: 'Fist Palm BestOfThree Throw',
    scenes: 'Roshambo BestOfThree',
    names:
      'RockPaperScissorsShoot RPSSuddenDeath RPSWithYourFeet RPSTournament RPSSpeedRound RPSWinStreak RockPaperScissorsRelay BestOfThreeShowdown',
    also: 'rps roshambo',
  },
  'knot tying': {
    things: 'Rope Cord Paracord Carabiner Loop Post Ring Boat Dock Tie',
    moves: 'Bowline SquareKnot FigureEight CloveHitch OneHandedBowline',
    verbs: 'Tie Loop Pull Cinch',
    core: 'Rope SquareKnot Tie',
    scenes: 'SailorKnot',
    names:
      'TieItFaster BowlineSpeedRun KnotIn10Seconds FiveKnotsInARow OneHandedKnot SailorKnotChallenge KnotTyingRelay KnotTyingBlindfolded',
    also: 'knot knots',
  },
  'orange peel': {
    things: 'Orange Rind Segments Thumb Plate Napkin Citrus Clementine Pith Zest',
    moves: 'OnePiecePeel SpiralPeel ThumbPeel SegmentSplit PeelRace CleanPeel',
    verbs: 'Peel Split Twist Pull',
    core: 'Orange Segments Peel',
    scenes: 'SpiralPeel OrangeSlice',
    names:
      'PeelItInOnePiece OrangePeelRace PeelItBlindfolded PeelAnOrangeOneHand OrangePeelSpiral OrangePeelRelay ClementineSpeedPeel OrangePeelFaceOff',
    also: 'orangepeeling',
  },
  'hot wheels': {
    things: 'Track Loop Ramp Launcher Garage Booster Tubes Stopwatch Rug Stairs',
    moves: 'LoopTheLoop DragRace JumpGap DoubleLoop StairDrop PhotoFinish',
    verbs: 'Launch Race Loop Build',
    core: 'Track LoopTheLoop Race',
    scenes: 'OrangeTrack LoopTheLoop Diecast',
    names:
      'HotWheelsBracket NailTheLoop HotWheelsJumpTheGap DiecastDragRace HotWheelsStairDrop BuildTheLongestTrack HotWheelsPhotoFinish HotWheelsDoubleLoop',
    also: 'diecast toycar',
  },
  'rc car': {
    things: 'Remote Controller Track Ramp Battery Antenna Tires Garage Cones Trophy',
    moves: 'Drift Jump Wheelie ConeWeave HairpinTurn BackflipJump',
    verbs: 'Drive Drift Jump Steer',
    core: 'Remote Ramp Drift',
    scenes: 'RCTrack',
    names:
      'RCCarLapRecord BackyardRCRace RCCarConeWeave RCCarObstacleCourse RCDriftChallenge RCCarRampJump RCCarSoccer RCCarSnackDelivery',
    also: 'remotecontrolcar',
    spelled: 'RCCar',
  },
  'drone racing': {
    things: 'Goggles Gates Controller Propellers Battery Flags Course Camera Antenna Track Drone',
    moves: 'GateRun Dive Flip PowerLoop TightTurn FullSend',
    verbs: 'Fly Dive Flip Loop',
    core: 'Drone Goggles Fly',
    scenes: 'DroneCourse',
    names:
      'ThroughTheGates HulaHoopDroneGates BackyardDroneCourse DroneThroughTheDoorway DroneRacingTimeTrial DroneRacingDuel IndoorMicroDroneRace DronePowerLoopDare',
    also: 'fpv',
  },
  cheetah: {
    things: 'Spots Tail Savanna Claws Cub Grassland Safari Zoo Gazelle Paws',
    moves: 'Chase Pounce Stalk Leap TopSpeed CubRace',
    verbs: 'Chase Pounce Dash Leap',
    core: 'Spots Savanna Chase',
    scenes: 'Savanna Safari',
    names:
      'FastAsACheetah CheetahChaseTag CheetahPounceStart CheetahZeroToSixty CheetahSprintRelay DrawACheetahIn30 CheetahFactsSpeedRound CheetahSlowMoRun',
  },
  'the flash': {
    things: 'Lightning Suit Mask Emblem Boots SpeedForce Streak Sparks Treadmill Comic',
    moves: 'SuperSpeed LightningDash FlashStep Blur SpeedBlur TimeJump',
    verbs: 'Zoom Dash Blur Run',
    core: 'Lightning SuperSpeed Zoom',
    scenes: 'SpeedForce CentralCity',
    names:
      'FasterThanTheFlash TheFlashOutfitChange TheFlashSuperSpeedEdit TheFlashRoomCleanup TheFlashCostumeRun TheFlashSnackGrab TheFlashLightningStart TheFlashBlurRun',
  },
  'usain bolt': {
    things: 'Track Spikes Lightning GoldMedal Blocks Stopwatch Podium Flag Lane Jamaica',
    moves: 'BoltPose VictoryLap WorldRecordRun HundredMeterDash LightningPose PhotoFinish',
    verbs: 'Dash Race Pose Celebrate',
    core: 'GoldMedal LightningPose Dash',
    scenes: 'BoltPose',
    names:
      'LightningBoltPose FasterThanBolt TenStridesLikeBolt BoltVictoryLap UsainBoltRelay UsainBoltStartReaction UsainBoltSlowMoFinish UsainBoltKidsRace',
  },
  'lightning mcqueen': {
    things: 'PistonCup Mater Tires PitCrew Trophy Track Headset Sticker Garage Flag',
    moves: 'Kachow PitStop Drift PhotoFinish VictoryLap TurnRight',
    verbs: 'Zoom Drift Race Rev',
    core: 'PistonCup Kachow Zoom',
    scenes: 'Kachow PistonCup',
    names:
      'IAmSpeed KachowChallenge TurnRightToGoLeft RaceLikeMcQueen LightningMcQueenPitStop McQueenVictoryLap McQueenCardboardCar McQueenPistonCupRace',
  },
  'road runner': {
    things: 'Desert Coyote Anvil Dust Cactus Cliff Tunnel Sign Road Rocks',
    moves: 'MeepMeep DustCloud Zoom Getaway SideStep Escape',
    verbs: 'Zoom Dash Dodge Run',
    core: 'Desert MeepMeep Zoom',
    scenes: 'MeepMeep',
    names:
      'RoadRunnerZoomOff FasterThanTheCoyote RunLikeRoadRunner DustCloudDash RoadRunnerTag RoadRunnerRelay RoadRunnerCartoonLegs RoadRunnerSideStep',
  },
  stopwatch: {
    things: 'Timer Button Lap Split Clock Screen Watch Beep Countdown Phone',
    moves: 'LapSplit TimeTrial StartStop PerfectStop BlindStop CountIn',
    verbs: 'Time Start Stop Beat',
    core: 'Timer Lap Time',
    scenes: 'LapTime TimeTrial',
    names:
      'StopAtExactlyTen BlindStopwatchGuess StopwatchChoreRace BeatTheStopwatch StopwatchLapSplits StopwatchFamilyShowdown GuessWhenAMinutePasses StopwatchObstacleTime',
    also: 'timer',
  },
  'world record': {
    things: 'Certificate Trophy Judge Stopwatch Guinness Medal Podium Tape Camera Rulebook',
    moves: 'RecordAttempt NewRecord TitleDefense FirstTry OfficialAttempt PhotoFinish',
    verbs: 'Break Set Beat Attempt',
    core: 'Certificate NewRecord',
    scenes: 'RecordAttempt RecordBook',
    names:
      'SetAFamilyRecord OneMinuteRecordTry BeatAWorldRecord HomemadeWorldRecord ClassroomWorldRecord WorldRecordFirstTry WorldRecordTowerAttempt WorldRecordWithFriends',
    also: 'recordattempt',
  },
  'beat the clock': {
    things: 'Timer Clock Buzzer Stopwatch Countdown Hourglass Bell Alarm Scoreboard Screen',
    moves: 'BuzzerBeater LastSecond CloseCall SpeedRound FinalSeconds JustInTime',
    verbs: 'Race Rush Hurry Beat',
    core: 'Countdown Buzzer Hurry',
    scenes: 'TickingClock',
    names:
      'BeatTheClockCleanup BeatTheBuzzer JustInTimeChallenge TenSecondsOnTheClock BeatTheClockRelay BeatTheClockBedtime BeatTheClockPuzzle BeatTheClockDressUp',
    also: 'againsttheclock racetheclock timelimit',
  },
  'speed walking': {
    things: 'Sneakers Track Mall Park StepCounter Headband Sidewalk Trail Water Watch',
    moves: 'PowerWalk RaceWalk HipSwing ArmPump MallWalk HeelToe',
    verbs: 'Walk Stride Pump Swing',
    core: 'Sneakers PowerWalk HipSwing',
    scenes: 'PowerWalk MallWalk',
    names:
      'WalkDontRun HeelToeChallenge SpeedWalkTheHallway SpeedWalkFullCup RaceWalkRelay PowerWalkChallenge SpeedWalkingMallLap SpeedWalkingMileTime',
    also: 'powerwalk racewalk powerwalking racewalking',
  },
  sledding: {
    things: 'Sled Hill Snow Toboggan Mittens Helmet Saucer Boots Scarf Tube',
    moves: 'DownhillRace SaucerSpin TrainRide DoubleSled TubeRun',
    verbs: 'Slide Glide Race Spin',
    core: 'Sled Snow Slide',
    scenes: 'SnowDay SledHill',
    names:
      'CardboardSledRace SledPullRelay FastestSledder SleddingTrainRide SledHillClimbRace SaucerSpinChallenge HomemadeSledBuildOff SleddingPushStart',
    also: 'sled sledge tobogganing toboggan',
  },
  'agility ladder': {
    things: 'Cones Rungs Turf Cleats Hurdles Whistle Stopwatch Field Mat Tape',
    moves: 'InAndOut HighKnees LateralShuffle OneFootHop IckyShuffle Carioca',
    verbs: 'Shuffle Hop Step Skip',
    core: 'Rungs HighKnees Shuffle',
    scenes: 'LadderDrill FastFeet',
    names:
      'FastFeetChallenge BeatMyLadderTime InAndOutLadderRace LateralShuffleRace ChalkAgilityLadder AgilityLadderRelay AgilityLadderToTheBeat AgilityLadderBackwards',
    also: 'ladderdrills fastfeet ladderdrill speedladder',
  },
  'speed bag': {
    things: 'Gloves Platform Wraps Swivel Rhythm Mirror Timer Gym Ring Bell',
    moves: 'Triplet FistRoll DoubleTap FrontCircle ReverseCircle Combo',
    verbs: 'Punch Roll Tap Hit',
    core: 'Gloves Rhythm Punch',
    scenes: 'BoxingGym',
    names:
      'SpeedBagToTheBeat SixtySecondSpeedBag KeepTheBagRolling SpeedBagFirstTry SpeedBagFaceOff SpeedBagTripletDare HundredPunchRoll SpeedBagLeftHandOnly',
  },
  hopscotch: {
    things: 'Chalk Squares Stone Sidewalk Numbers Driveway Tape Marker Playground Grid',
    moves: 'OneFootHop SpeedHop StoneToss TurnAround BackwardHop DoubleHop',
    verbs: 'Hop Toss Skip Balance',
    core: 'Chalk Squares Hop',
    scenes: 'SidewalkChalk Playground',
    names:
      'HopscotchRace GiantChalkHopscotch OneFootHopscotch HopscotchRelay HopscotchBackwards IndoorTapeHopscotch HopscotchStoneToss HopscotchKidsVsParents',
  },
  speed: {
    things: 'Stopwatch Timer FinishLine Buzzer Podium Lightning Rocket Cheetah Record Clock',
    moves: 'QuickDraw Blitz LightningRound FullThrottle RapidFire FastLap',
    verbs: 'Zoom Dash Rush Race',
    core: 'Lightning Stopwatch Zoom',
    scenes: 'FastLane FullThrottle',
    names:
      'GottaGoFast FastestInTheHouse FasterThanYesterday SpeedTestYourFamily SpeedUpTheSong DoubleSpeedChallenge SpeedRoundTrivia SpeedChoreRelay',
    also: 'quick fastest hurry',
  },
  'supermarket sweep': {
    things: 'Cart Aisles ShoppingList Checkout Scanner Receipt Basket Shelf Groceries Bagger',
    moves: 'CartDash ListFinish ListRace BonusItem BigSweep CheckoutDash',
    verbs: 'Grab Dash Shop Load',
    core: 'Cart Aisles Grab',
    scenes: 'GroceryDash GroceryAisle',
    names:
      'SupermarketSweepAtHome PantrySweep OneMinuteShop ShoppingListSprint SupermarketSweepFoodDrive ToyShopSweep SupermarketSweepRelay BonusItemHunt',
    also: 'grocerydash',
  },
  'balloon pop': {
    things: 'Balloons Chair Confetti Air Pump Ribbon Party Floor Tape Room',
    moves: 'SitPop StompPop HugPop RelayPop PopRace ConfettiDrop',
    verbs: 'Pop Stomp Sit Squeeze',
    core: 'Balloons Confetti Pop',
    scenes: 'BalloonParty',
    names:
      'SitAndPopRelay LastBalloonStanding PopTenBalloonsFast HugPopChallenge BalloonPopRace ConfettiBalloonPop BalloonPopClueHunt BalloonPopKidsVsParents',
  },
  'card tower': {
    things: 'Deck Table Level Base Triangle Floor Aces Kings Jokers Fan',
    moves: 'TriangleBase LevelUp Rebuild FinalCard TallestTower SteadyStack',
    verbs: 'Stack Balance Build Lean',
    core: 'Deck Triangle Balance',
    scenes: 'HouseOfCards CardCastle',
    names:
      'CardTowerIn60Seconds ThreeStoryCardTower BuildBeforeItFalls HouseOfCardsRace TallestCardTower CardTowerOneHanded CardTowerRelay CardTowerShowdown',
    also: 'houseofcards cardhouse',
  },
  '40 yard dash': {
    things: 'Cones Stopwatch Turf Cleats Combine Field Lane Whistle Scout Tape',
    moves: 'TopSpeed ThreePointStart LeanFinish Burst DrivePhase SplitTime',
    verbs: 'Burst Drive Dash Lean',
    core: 'Cleats ThreePointStart Burst',
    scenes: 'FortyYard',
    names:
      'BeatMy40Time 40YardDashVsMyDog BackyardCombine 40YardDashSlowMo 40YardDashRelay 40YardDashFamilyShowdown ThreePointStartDash 40YardDashInPajamas',
    also: 'fortyyarddash 40yard',
  },
  'pacer test': {
    things: 'Beeps Cones Gym Lines Speaker Laps Whistle Sneakers Score Clipboard',
    moves: 'ShuttleRun Turnaround BeepLap LevelUp FinalBeep LastLap',
    verbs: 'Run Turn Pace Push',
    core: 'Beeps Gym ShuttleRun',
    scenes: 'BeepTest GymClass',
    names:
      'PacerTestAsAnAdult BeatYourPacerLevel LastOneRunning PacerTestRematch PacerTestKidsVsParents PacerTestWithFriends PacerTestInCostume BeepTestLevelUp',
    also: 'beeptest shuttlerun fitnessgram',
  },
  'marble race': {
    things: 'Marbles Track Ramp Funnel Tube Cardboard Spiral Slide Bracket Finish',
    moves: 'PhotoFinish Elimination HeatRace SpiralDrop Comeback FinalLap',
    verbs: 'Roll Drop Race Build',
    core: 'Marbles Track Roll',
    scenes: 'MarbleRun',
    names:
      'MarbleOlympics MarbleRaceBracket HomemadeMarbleRun PoolNoodleMarbleRace MarbleRaceCommentary MarbleRaceEliminator MarbleRaceColorTeams MarbleRaceOnTheSlide',
    also: 'marblerun marbleracing',
  },
  'pinewood derby': {
    things: 'Car Wood Track Weights Wheels Axles Paint Trophy Block Ramp',
    moves: 'HeatRace AxlePolish WeightTuning PhotoFinish FinalHeat PaintJob',
    verbs: 'Carve Sand Paint Race',
    core: 'Car Track Race',
    scenes: 'CubScouts DerbyCar',
    names:
      'BuildTheFastestCar PinewoodDerbyWeightTest PinewoodDerbyDesignOff DerbyCarPhotoFinish PinewoodDerbyParentsRace PinewoodDerbyHomeTrack PinewoodDerbyBracket PinewoodDerbySlowMo',
  },
  'speed climbing': {
    things: 'Wall Holds Rope Harness Chalk Shoes Buzzer Lane Route Timer',
    moves: 'Dyno LaneRace TopTap QuickClip Lunge FootSwap',
    verbs: 'Climb Reach Grip Lunge',
    core: 'Wall Holds Reach',
    scenes: 'ClimbingWall',
    names:
      'RaceToTheTop SpeedClimbDuel BeatMyWallTime SpeedClimbingRelay SpeedClimbingFirstTry SpeedClimbingSlowMo AutoBelaySprint SlapTheBuzzer',
  },
  'egg hunt': {
    things: 'Eggs Basket Grass Bunny Candy Bushes Backyard Clues GoldenEgg Carton',
    moves: 'BasketDash GoldenEggFind BlindfoldHunt ClueTrail EggCount NightHunt',
    verbs: 'Find Hunt Grab Dash',
    core: 'Eggs Basket Find',
    scenes: 'Easter EasterBunny GoldenEgg',
    names:
      'EggHuntRace FindTheGoldenEgg FlashlightEggHunt TwentyEggsChallenge EggHuntColorTeams EggHuntClueTrail EggHuntForGrownUps EggHuntInOneMinute',
    also: 'easteregghunt',
  },
  'hot potato': {
    things: 'Potato Ball Beanbag Circle Music Speaker Timer Buzzer Plushie Balloon',
    moves: 'QuickPass BehindTheBack SpeedPass LastHolder MusicStop DoublePass',
    verbs: 'Pass Toss Catch Dodge',
    core: 'Potato Circle Pass',
    names:
      'PassThePotato DontHoldThePotato HotPotatoMusicStop HotPotatoBehindTheBack HotPotatoQuestions HotPotatoDoubleTrouble HotPotatoWaterBalloon HotPotatoFamilyCircle',
  },
  'duck duck goose': {
    things: 'Circle Grass Head Tap Seat Backyard Classroom Friends Field Spot',
    moves: 'GooseChase TapAndRun CircleSprint SneakyTap Tagback FakeOut',
    verbs: 'Tap Chase Run Dodge',
    core: 'Circle GooseChase Tap',
    names:
      'GooseChase BeatTheGooseHome CantCatchTheGoose SneakyGooseFakeOut WaterCupGooseGame DuckDuckGooseForGrownUps SlowMoGooseSprint GooseTagInTheSnow',
  },
  tag: {
    things: 'Base Backyard Playground Field Cones Bandana Flag Tree Fence Jersey',
    moves: 'BaseRun DodgeAndWeave ShadowChase ZigZag Juke Sidestep',
    verbs: 'Chase Dodge Run Juke',
    core: 'Playground ZigZag Chase',
    scenes: 'FreezeTag Recess',
    names:
      'YoureIt FreezeTagChallenge ShadowTag FlashlightTag TailTagRace TagInSlowMotion PoolNoodleTag CantCatchMe',
    also: 'freezetag',
  },
  'red light green light': {
    things: 'FinishLine Caller Field Grass Cones Whistle Backyard Playground Line',
    moves: 'FreezeStop SlowCreep StatuePose SuddenStop SneakStep FinalDash',
    verbs: 'Freeze Creep Dash Stop',
    core: 'FinishLine StatuePose Freeze',
    names:
      'FreezeOnRed GreenLightSprint FirstToTheLine DontMoveChallenge YellowLightSlowMo RedLightStatuePose RedLightFamilyRound GreenLightCrabWalk',
  },
  'capture the flag': {
    things: 'Flag Bandana Base Jail Field Cones Teams Forest Backyard Pinnies',
    moves: 'FlagGrab JailBreak SneakRun DecoyRun DefenseLine SprintHome',
    verbs: 'Grab Sneak Dash Guard',
    core: 'Flag Base Sneak',
    names:
      'BackyardCaptureTheFlag GrabTheFlagAndRun JailbreakDash GlowStickCaptureTheFlag CaptureTheFlagSnowDay CaptureTheFlagDecoyRun CaptureTheFlagFamilyNight CaptureTheFlagRace',
  },
  'tie knot': {
    things: 'Necktie Collar Mirror Shirt Bowtie Suit Loop',
    moves: 'FourInHand WindsorKnot HalfWindsor BlindTie DoubleWindsor',
    verbs: 'Loop Pull Tuck Knot',
    core: 'Necktie Collar WindsorKnot',
    scenes: 'WindsorKnot SuitAndTie',
    names:
      'WindsorInTenSeconds TieItBlindfolded BowTieSpeedRun NecktieKnotRace TieKnotKidsVsParents TieKnotOneTake NecktieRelay FourInHandFaceOff',
    also: 'tyingatie tieatie',
  },
  'grocery bagging': {
    things: 'Bags Cart Belt Scanner Eggs Bread Cans Checkout Receipt Bagger',
    moves: 'BagTetris EggsOnTop SpeedBag DoubleBag BeltRace CartLoad',
    verbs: 'Bag Stack Pack Load',
    core: 'Bags Checkout Pack',
    scenes: 'PaperOrPlastic CheckoutLane',
    names:
      'BagTetris EggsOnTopChallenge BagItFast GroceryBagRace GroceryBaggingRelay BagBeforeTheReceipt GroceryBaggingWithKids BaggerChampionship',
    also: 'bagging',
  },
  leapfrog: {
    things: 'Grass Field Partner Line Backyard Playground Team Cones Mat Finish',
    moves: 'LeapRelay BigLeap LineLeap TeamChain TuckJump HopOver',
    verbs: 'Leap Hop Crouch Jump',
    core: 'HopOver Crouch Leap',
    names:
      'LeapfrogRelay FamilyLeapfrogChain FiftyLeapsChallenge LeapfrogAcrossTheYard LeapfrogObstacleCourse LeapfrogOnTheBeach LeapfrogKidsVsParents LeapfrogSlowMo',
  },
  pyraminx: {
    things: 'Tips Corners Edges Faces Timer Scramble Centers Layers',
    moves: 'Solve TopFirst TipsFirst OneFlip LastLayer Blindfolded',
    verbs: 'Solve Twist Turn Flip',
    core: 'Tips Solve Twist',
    names:
      'PyraminxUnder5 PyraminxOneHanded TrianglePuzzleRace PyraminxBlindfolded PyraminxFirstSolve PyraminxDuel PyraminxRelay PyraminxAverageOfFive',
  },
  megaminx: {
    things: 'Faces Edges Corners Stars Timer Scramble Layers Centers',
    moves: 'Solve StarFirst LastLayer BlockBuild Fingertricks FaceSolve',
    verbs: 'Solve Twist Turn Scramble',
    core: 'Faces Solve Twist',
    names:
      'MegaminxUnder2Min TwelveSidedSolve MegaminxOneHanded MegaminxFirstSolve MegaminxDuel MegaminxStarRace MegaminxRelay MegaminxMarathon',
  },
  '2x2': {
    things: 'Corners Timer Scramble Layers Stickers Mat Faces Algorithm Cube',
    moves: 'Solve OneHanded Blindfolded FirstLayer OneLook',
    verbs: 'Solve Twist Turn Scramble',
    core: 'Cube Solve Twist',
    scenes: 'PocketCube',
    names:
      '2x2Under5Seconds Solve2x2OneHanded PocketCubeRace 2x2Blindfolded 2x2FirstSolve 2x2Duel 2x2Relay 2x2KidsVsParents',
    also: 'pocketcube',
  },
  fastball: {
    things: 'Baseball Glove Mound Catcher RadarGun Plate Mitt StrikeZone Seams Bullpen',
    moves: 'Pitch WindUp Strikeout Rocket Heater FourSeamer',
    verbs: 'Pitch Throw Fire Wind',
    core: 'Baseball Glove Pitch',
    scenes: 'PitchersMound Ballpark',
    names:
      'ClockYourFastball FastballPitchOff FastballAccuracyTest FastballGuessTheSpeed FastballCatcherCam FastballKidsVsParents FastballSlowMoGrip HowFastCanYouThrow',
    also: 'pitchspeed',
  },
  'keepy uppy': {
    things: 'Ball Feet Knees Head Backyard Grass Cones Cleats Goal TennisBall',
    moves: 'AroundTheWorld Juggle KneeKeep HeadKeep TennisBallKeep StreakCount',
    verbs: 'Juggle Kick Flick Tap',
    core: 'Ball Knees Juggle',
    scenes: 'Kickabout',
    names:
      'HundredTouches KeepyUppyRelay KeepyUppyIn30Seconds KeepyUppyTennisBall KeepyUppyAroundTheWorld KeepyUppyKidsVsParents KeepyUppyWalkingRace KeepyUppyBalloon',
    also: 'soccerjuggling footballjuggling',
  },
  scooter: {
    things: 'Deck Handlebars Wheels Helmet Ramp Skatepark Kickboard Brake Grip Pads',
    moves: 'Kickoff TailWhip Barspin Bunnyhop DownhillDash SlalomRun',
    verbs: 'Kick Glide Push Ride',
    core: 'Handlebars Wheels Kick',
    names:
      'ScooterConeWeave ScooterStopOnTheLine KickScooterRelay ScooterLapRecord ScooterGlideChallenge SkateparkScooterDash ScooterSlowRace ScooterKidsVsParents',
    also: 'kickscooter',
  },
  bmx: {
    things: 'Bike Pedals Helmet Ramp Dirt Track Gate Pegs Handlebars Berm',
    moves: 'GateStart Bunnyhop Manual Wheelie BermTurn Pump',
    verbs: 'Ride Pump Jump Pedal',
    core: 'Bike Ramp Wheelie',
    scenes: 'PumpTrack',
    names:
      'GateDropChallenge BMXLapRecord BMXNoPedalLap BMXPumpTrackRace BMXBunnyHopOff BMXStartReaction BMXManualRace BMXKidsVsParents',
    also: 'bmxracing',
    spelled: 'BMX',
  },
  'lunch packing': {
    things: 'Lunchbox Sandwich Apple Juice Napkin Snacks Thermos Containers Note Bag',
    moves: 'SandwichBuild SnackSort NoteWrite BagZip MorningRush FiveMinuteLunch',
    verbs: 'Pack Wrap Zip Stack',
    core: 'Lunchbox Sandwich Pack',
    scenes: 'Lunchbox BrownBag',
    names:
      'SandwichSpeedRun PackItBeforeTheBus LunchPackingAssemblyLine LunchPackingKidsVsParents WeekOfLunchesInTenMinutes LunchPackingRelay BentoBoxSpeedBuild LunchboxRace',
    also: 'packinglunch',
  },
  'table setting': {
    things: 'Plates Forks Knives Spoons Napkins Glasses Placemat Centerpiece Candles Table',
    moves: 'NapkinFold PlaceSetting ForkFlip GlassLineup RaceToSet FancyFold',
    verbs: 'Set Fold Place Arrange',
    core: 'Plates Napkins Set',
    scenes: 'DinnerParty PlaceSetting',
    names:
      'SetTheTableFast SetForSixInAMinute NapkinFoldRace TableSettingRelay TableSettingKidsVsParents TableSettingMemoryTest ClearTheTableRace FancyTableSettingRace',
    also: 'settingthetable',
  },
  'getting ready': {
    things: 'Mirror Toothbrush Hairbrush Outfit Shoes Backpack Alarm Clock Keys Coffee',
    moves: 'FiveMinuteReady BrushAndGo LateForSchool QuickShower HairInAMinute DoorSprint',
    verbs: 'Dress Brush Rush Grab',
    core: 'Mirror Outfit Brush',
    scenes: 'MorningRush',
    names:
      'ReadyInFiveMinutes ShowerToShoesRace GetReadyWithMeSpeedrun ReadyBeforeCoffee GettingReadyOneSong GettingReadyKidsVsParents GetReadyRace GettingReadyInTheDark',
    also: 'getready',
  },
  'spot the difference': {
    things: 'Picture Pair Circle Marker Timer Puzzle Book Photo Grid Screen',
    moves: 'CircleIt FiveDifferences QuickScan SideBySide FinalDifference SpeedSpot',
    verbs: 'Spot Circle Scan Find',
    core: 'Picture FiveDifferences Circle',
    names:
      'SpotTheDifference SpotItIn10Seconds SpotTheRoomChange FindAllFive SpotTheDifferenceOutfit SpotTheDifferenceDuel MakeASpotTheDifference SpotTheDifferenceFamily',
  },
  'wheres waldo': {
    things: 'Stripes Glasses Crowd Book Hat Scarf Page Beach Magnifier Cane',
    moves: 'QuickScan PageFlip CrowdSearch StripeSpot SpeedFind FinalFind',
    verbs: 'Find Spot Search Scan',
    core: 'Stripes Crowd Find',
    scenes: 'Waldo',
    names:
      'FindWaldoFast WhoFindsWaldoFirst RealLifeWheresWaldo WaldoPageRace SpotTheStripes HideLikeWaldo WheresWaldoClassroom WheresWaldoSpeedRound',
    also: 'waldo wally whereswally',
  },
  'word search': {
    things: 'Grid Letters Pencil Highlighter Puzzle Book List Timer Circle Magazine',
    moves: 'Circle Diagonal Backwards QuickScan FinalWord SpeedSearch',
    verbs: 'Find Circle Scan Spot',
    core: 'Letters Grid Circle',
    names:
      'FindTenWordsFast WordSearchDuel DiagonalWordHunt GiantWordSearch WordSearchRelay BackwardsWordsOnly WordSearchKidsVsParents FirstWordYouSee',
  },
  'i spy': {
    things: 'Colors Room Window Car Book Picture Toys Shelf Backyard Bag',
    moves: 'ColorClue QuickGuess RoomScan CarGame SpeedSpot LastClue',
    verbs: 'Spot Guess Find Peek',
    core: 'ColorClue Spot Guess',
    names:
      'ISpyInTenSeconds ISpySomethingBlue ISpyZoomedIn ISpyRoadTrip SpotItFirst ISpyAroundTheRoom ISpyNatureWalk ISpyKidsVsParents',
  },
  'family feud': {
    things: 'Buzzer Board Answers Podium Host Survey Strikes Teams Faces Steal',
    moves: 'FastMoney FaceOff BuzzerRace StrikeOut TopAnswer BigSteal',
    verbs: 'Buzz Guess Answer Steal',
    core: 'Buzzer Survey FastMoney',
    scenes: 'SurveySays',
    names:
      'FastMoneyChallenge FamilyFeudAtHome SurveySaysChallenge NameTheTopAnswer BuzzInFirst FamilyFeudFaceOff FamilyFeudCousinsEdition FamilyFeudOfficeEdition',
  },
  'yo yo': {
    things: 'String Bearing Axle Loop Pad Cradle Tricks Counterweight Pocket Case',
    moves: 'WalkTheDog AroundTheWorld RockTheBaby Sleeper Breakaway LoopTheLoop',
    verbs: 'Throw Loop Spin Bind',
    core: 'String WalkTheDog Spin',
    names:
      'WalkTheDogChallenge LongestYoyoSleeper TenTricksOneMinute YoyoTrickStreak AroundTheWorldYoyo YoyoRockTheBaby YoyoDuel YoyoKidsVsParents',
  },
  kendama: {
    things: 'Cup Spike Ball String Handle Base Grip Sword',
    moves: 'Spike AroundJapan Lighthouse Airplane BigCup Swing',
    verbs: 'Catch Spike Swing Flip',
    core: 'Cup Ball Catch',
    names:
      'KendamaSpikeChallenge TenBigCupsInARow GameOfKen KendamaCombo KendamaTrickRace KendamaLighthouseHold KendamaFirstAirplane KendamaSkillLadder',
  },
  beyblade: {
    things: 'Stadium Launcher Ripcord Top Arena Blade Layer Disc Driver Tournament',
    moves: 'LetItRip Burst Launch Spin StaminaBattle BurstFinish',
    verbs: 'Launch Spin Rip Burst',
    core: 'Stadium LetItRip Spin',
    scenes: 'LetItRip BeyStadium',
    names:
      'LetItRipChallenge LastSpinStanding BeybladeBracket BeybladeLaunchOff BeybladeBurstFinish BeybladeSpinRecord BeybladeHomemadeArena BeybladeTeamBattle',
  },
  tangram: {
    things: 'Pieces Triangles Square Parallelogram Silhouette Board Puzzle Shapes Card Timer',
    moves: 'ShapeBuild SilhouetteMatch SquareSolve FinalPiece QuickFit RaceToShape',
    verbs: 'Fit Rotate Flip Build',
    core: 'Triangles Shapes Fit',
    names:
      'SolveTheSilhouette SevenPieceChallenge TangramSquareSolve TangramAnimalRace TangramShapeOff TangramLetterRace TangramRelay TangramKidsVsParents',
  },
  'speed racer': {
    things: 'Mach5 Helmet SteeringWheel Track Goggles Gloves Trophy Flag Garage Pit',
    moves: 'JumpJack RaceStart Overtake Drift VictoryLap GoGoGo',
    verbs: 'Race Drive Jump Zoom',
    core: 'Mach5 GoGoGo Race',
    scenes: 'Mach5',
    names:
      'GoSpeedRacer Mach5Race SpeedRacerCardboardCar DrawSpeedRacerFast SpeedRacerCostumeDash SpeedRacerTrackBuild SpeedRacerJumpChallenge SpeedRacerRelay',
  },
  supercar: {
    things: 'Ferrari Lamborghini Bugatti Engine Exhaust Spoiler Dashboard Tires Garage Racetrack',
    moves: 'LaunchControl ZeroToSixty TopSpeedRun Rev Flyby Startup',
    verbs: 'Spot React Cheer Build',
    core: 'Engine ZeroToSixty Rev',
    scenes: 'ZeroToSixty CarShow',
    names:
      'NameThatSupercar SupercarSoundQuiz GuessTheTopSpeed SupercarFromCardboard SupercarDrawingRace SupercarToyDragRace SupercarShowSpotting SupercarPitStopRace',
    also: 'ferrari lamborghini bugatti sportscar',
  },
  'free throw': {
    things: 'Hoop Net Backboard Ball Line Court Rim Buzzer Stopwatch Rebound',
    moves: 'SwishStreak RapidFire GrannyShot BankShot BeatTheClock TenInARow',
    verbs: 'Shoot Swish Rebound Bank',
    core: 'Hoop Ball Swish',
    scenes: 'FreeThrowLine',
    names:
      'FreeThrowTenInARow SixtySecondShootout FreeThrowUnderPressure GrannyShotChallenge EyesClosedFreeThrow FreeThrowOppositeHand FreeThrowKidsVsParents FreeThrowRelay',
  },
  'air hockey': {
    things: 'Puck Mallet Table Goal Rink Score Striker Rail Arcade Tokens',
    moves: 'BankShot FastBreak Slapshot Blocker TripleBank ComebackGoal',
    verbs: 'Strike Block Bank Slam',
    core: 'Puck Mallet Strike',
    scenes: 'Arcade',
    names:
      'FirstToSeven AirHockeyShowdown BankShotChallenge AirHockeyTwoPucks AirHockeyOppositeHand AirHockeyKidsVsParents AirHockeyTrickShot HomemadeAirHockey',
  },
  foosball: {
    things: 'Rods Table Ball Goal Players Handles Score Arcade Goalie Bar',
    moves: 'SnakeShot PullShot SpinShot PassAndShoot Rebound FastBreak',
    verbs: 'Spin Pass Shoot Block',
    core: 'Rods Table Spin',
    scenes: 'TableSoccer',
    names:
      'FirstToTen FoosballShowdown FoosballSnakeDrill FastestFoosballGoal FoosballTrickShot FoosballKidsVsParents FoosballDoublesTournament FoosballGoalieOnly',
    also: 'tablefootball tablesoccer',
  },
  'whack a mole': {
    things: 'Mallet Moles Holes Arcade Board Score Tickets Buzzer Timer Lights',
    moves: 'QuickWhack DoubleHit ComboStreak LightningRound HighScore FinalRound',
    verbs: 'Whack Bop Tap Smash',
    core: 'Moles Mallet Bop',
    scenes: 'Arcade',
    names:
      'HumanWhackAMole BeatMyHighScore WhackAMoleAtHome WhackEmAll WhackAMoleReactionTest WhackAMoleKidsVsParents ArcadeWhackAMoleRecord WhackAMoleBalloonHammer',
  },
  auctioneer: {
    things: 'Gavel Podium Microphone Paddle Bidders Lot Crowd Price Stage Sign',
    moves: 'AuctionChant FastTalk BidCall GoingGoingGone PriceRun TongueRoll',
    verbs: 'Talk Chant Call Sell',
    core: 'Gavel GoingGoingGone Chant',
    scenes: 'AuctionHouse GoingGoingGone',
    names:
      'TalkLikeAnAuctioneer SellItInTenSeconds AuctionOffYourChores AuctionChantChallenge AuctioneerTongueTwister AuctioneerCountToFifty AuctioneerGroceryList AuctioneerSnackSale',
    also: 'fasttalking',
  },
  hoverboard: {
    things: 'Wheels Pads Helmet Charger Footpads Driveway Hallway Cones Lights Board',
    moves: 'ConeWeave Spin TightTurn SpeedLap Slalom BackwardRide',
    verbs: 'Ride Spin Lean Glide',
    core: 'Wheels Lights Glide',
    names:
      'HoverboardSlalom HoverboardRelay HoverboardLapRecord HoverboardFigureEight HoverboardSpinChallenge HoverboardBackwardsRace HoverboardKidsVsParents HoverboardHallwayLap',
  },
  'double dutch': {
    things: 'Ropes Turners Playground Sidewalk Chant Rhythm Sneakers Beads Team Chalk',
    moves: 'SpeedRound Entry Crisscross Turnaround TrickCombo Exit',
    verbs: 'Jump Turn Skip Hop',
    core: 'Ropes Rhythm Jump',
    scenes: 'JumpRope',
    names:
      'DoubleDutchSpeedRound JumpInOnTheBeat DoubleDutchDuo HundredJumpsNoMiss DoubleDutchTurnaround DoubleDutchKidsVsParents DoubleDutchEntryDare DoubleDutchChantRace',
  },
  drifting: {
    things: 'Tires Smoke Track Cones Corner Handbrake SteeringWheel Car Kart Skidpad',
    moves: 'Donut Slide Countersteer Figure8 LongDrift TandemRun',
    verbs: 'Steer React Cheer Build',
    core: 'Tires Handbrake Slide',
    scenes: 'TireSmoke TokyoDrift',
    names:
      'DriftTheCones LongestDriftWins GoKartDrift DriftFigureEight RCCarDriftTrack DriftingToyCars SockDriftingChallenge DriftingTandemRun',
    also: 'drift',
  },
  'monster truck': {
    things: 'Tires Ramp Arena Cars Dirt Mud Trophy Flag Crowd Engine',
    moves: 'BigAir Wheelie Backflip Donuts Freestyle CarCrush',
    verbs: 'Jump Crush Roar Flip',
    core: 'Tires Mud Crush',
    scenes: 'CrushedCars',
    names:
      'MonsterTruckRally MonsterTruckRampRace SandboxMonsterTrucks MonsterTruckFreestyle CrushTheCardboardCars MonsterTruckDragRace MonsterTruckWheelieDare BiggestToyTruckJump',
    also: 'monsterjam',
  },
  'slip and slide': {
    things: 'Tarp Hose Water Backyard Pool Sprinkler Grass Towel Bubbles Swimsuit',
    moves: 'BellySlide FeetFirst Relay TrainSlide Splashdown SlideRace',
    verbs: 'Slide Splash Glide Race',
    core: 'Water BellySlide Splash',
    scenes: 'BellySlide',
    names:
      'LongestSlide SlipAndSlideRelay SlipAndSlideBowling SlideToTheFinish SlipAndSlideCurling SlipAndSlideTrain SlipAndSlideKidsVsParents SlipAndSlideSlowMo',
    also: 'slipnslide',
  },
  'crab walk': {
    things: 'Grass Mat Gym Backyard Cones Hallway FinishLine Team Floor Beach Crab',
    moves: 'CrabRace Sideways Backwards RelayLeg CrabSoccer QuickScuttle',
    verbs: 'Scuttle Crawl Race Shuffle',
    core: 'Crab Sideways Scuttle',
    names:
      'CrabWalkRelay CrabWalkSoccer CrabWalkWithACup CrabWalkObstacleCourse SidewaysCrabRace CrabWalkOnTheBeach CrabWalkKidsVsParents CrabWalkToTheDoor',
  },
  'piggyback race': {
    things: 'Partner Field Grass FinishLine Cones Backyard Beach Team Park Rider',
    moves: 'PiggybackRelay SwapRiders FinalStretch PhotoFinish StrongFinish RiderSwap',
    verbs: 'Carry Run Hold Race',
    core: 'Rider Carry',
    scenes: 'PiggybackRide',
    names:
      'FamilyPiggybackRelay SwapRidersHalfway PiggybackToTheFence PiggybackPhotoFinish ParentPiggybackRace PiggybackRaceOnTheBeach PiggybackSiblingRace PiggybackRaceRematch',
    also: 'piggyback',
  },
  'diaper change': {
    things: 'Diaper Wipes ChangingPad Onesie Baby Cream Doll Table Snaps Bin',
    moves: 'OneHandChange SpeedChange DadChange WipeAndGo SnapRace DollChange',
    verbs: 'Change Wipe Snap Fold',
    core: 'Diaper Wipes Onesie',
    scenes: 'ChangingTable BabyShower',
    names:
      'BabyShowerDiaperRace DiaperChangeWithMittens TeddyBearDiaperRelay BlindfoldDiaperDare DiaperChangeOneHanded DiaperBagPackRace DiaperChangeOnADoll DiaperChangeTimeTrial',
  },
  'balloon animal': {
    things: 'Balloons Pump Dog Sword Flower Giraffe Poodle Hat Twist Knot',
    moves: 'BalloonDog BalloonSword PoodleTwist BalloonHat FlowerTwist SpeedTwist',
    verbs: 'Twist Blow Tie Shape',
    core: 'Balloons BalloonDog Twist',
    scenes: 'BalloonDog',
    names:
      'BalloonDogIn10Seconds ThreeAnimalsOneMinute BlindfoldBalloonDog GuessMyBalloonAnimal BalloonAnimalRequestRace BalloonAnimalOneHanded BalloonSwordDuel BalloonAnimalSpeedRound',
    also: 'balloontwisting',
  },
  'speed knitting': {
    things: 'Needles Yarn Scarf Stitches Row Ball Pattern Hat Sock Skein',
    moves: 'RowRace CastOn BindOff StitchCount ScarfSprint Purl',
    verbs: 'Knit Purl Cast Bind',
    core: 'Yarn Scarf Knit',
    scenes: 'KnittingCircle KnitNight',
    names:
      'KnitARowIn30 CastOnRace ScarfInADay BindOffRace FastestKnitter KnitToTheBeat SpeedKnittingRelay SpeedKnittingOneSong',
    also: 'fastknitting',
  },
  boggle: {
    things: 'Letters Cubes Tray Timer Hourglass Grid Words Pencil Paper Lid',
    moves: 'WordHunt QuickScan LongWord ShakeUp FinalSeconds BigWord',
    verbs: 'Shake Spot Find Spell',
    core: 'Letters Cubes Shake',
    names:
      'ThreeMinuteBoggle BiggestBoggleWord BeatMyBoggleScore BoggleFamilyShowdown BoggleLongWordsOnly GiantBoggleBoard BoggleTeamRound BoggleKidsVsParents',
  },
  bananagrams: {
    things: 'Tiles Letters Bunch Grid Table Pouch Words Banana Timer Dictionary',
    moves: 'Peel Dump Split FinalPeel QuickGrid WordBridge',
    verbs: 'Peel Dump Split Spell',
    core: 'Tiles Banana Peel',
    names:
      'FirstToBananas BananagramsSpeedRound TwentyOneTileRace BiggestBananagramWord BananagramsThemeRound BananagramsDuel BananagramsKidsVsParents BananagramsFamilyNight',
  },
  scattergories: {
    things: 'Categories List Dice Timer Pencil Folder Letters Pad Answers Score',
    moves: 'LetterRoll QuickList SpeedRound UniqueAnswer CategorySweep FinalCall',
    verbs: 'Roll Write List Think',
    core: 'Categories List Dice',
    names:
      'OneLetterTenAnswers AlliterationChallenge ScattergoriesSpeedRound ScattergoriesNoRepeats ScattergoriesShowdown ScattergoriesFoodEdition ScattergoriesRoadTrip ScattergoriesWithKids',
  },
  'heads up': {
    things: 'Phone Forehead Cards Categories Timer Deck Clues Team Couch Screen',
    moves: 'QuickClue ForeheadGuess TiltPass RapidGuess CharadesRound SoundsLike',
    verbs: 'Guess Tilt Act Describe',
    core: 'Phone Forehead Guess',
    scenes: 'Charades',
    names:
      'HeadsUpTenInSixty ForeheadGuessRace HeadsUpCharades HeadsUpSoundsOnly HeadsUpHumTheSong HeadsUpKidsVsParents HeadsUpFamilyNight GuessItFast',
  },
  taboo: {
    things: 'Cards Buzzer Timer Hourglass Team Clues Words Deck Couch Score',
    moves: 'ForbiddenWord BuzzerHit QuickClue RapidGuess TeamRound SkipIt',
    verbs: 'Describe Guess Buzz Skip',
    core: 'Cards Buzzer ForbiddenWord',
    scenes: 'ForbiddenWord',
    names:
      'DontSayIt TabooTenInAMinute DescribeItFast TabooFamilyShowdown TabooOneWordClues TabooKidsVsParents TabooBuzzerChallenge TabooSpeedRound',
  },
  slapjack: {
    things: 'Deck Cards Jacks Table Pile Hand Dealer Stack Round Score',
    moves: 'JackSlap QuickSlap FakeSlap DoubleSlap PileGrab Reflex',
    verbs: 'Slap Flip Grab Deal',
    core: 'Cards Jacks Flip',
    names:
      'SlapTheJackFirst DontFlinch SlapjackFakeOut FastestHands SlapjackShowdown SlapjackDoubleDeck SlapjackLeftHandOnly SlapjackKidsVsParents',
  },
  spoons: {
    things: 'Silverware Cards Table Deck Circle Pass Snacks Team Round Kitchen',
    moves: 'SneakyGrab QuickPass FourOfAKind SpoonDive FakeOut LastSpoon',
    verbs: 'Pass Grab Sneak Dive',
    core: 'Cards LastSpoon Grab',
    names:
      'DontBeLastSpoon SneakySpoonGrab SpoonDive FourOfAKindGrab SpoonsShowdown GiantSpoonsGame SpoonsKidsVsParents SpoonsInSlowMo',
  },
  'dutch blitz': {
    things: 'Cards Piles Table Pouch Deck Score',
    moves: 'BlitzPile QuickPlay PileRace SpeedStack FinalBlitz DoubleDeal',
    verbs: 'Play Flip Stack Slap',
    core: 'Cards Piles Flip',
    names:
      'EmptyYourBlitzPile DutchBlitzShowdown DutchBlitzSpeedRound DutchBlitzKidsVsParents DutchBlitzTwoPlayer BlitzInUnderAMinute DutchBlitzFamilyNight DutchBlitzTeamPlay',
  },
  'soapbox derby': {
    things: 'Cart Wheels Hill Helmet Steering Ramp Axle Crate Trophy Paint',
    moves: 'HillRun FinalHeat PhotoFinish CartBuild DownhillDash StartRamp',
    verbs: 'Build Steer Roll Race',
    core: 'Cart DownhillDash Steer',
    scenes: 'SoapboxCar',
    names:
      'BuildASoapboxCar CardboardSoapboxRace SoapboxPushStartRace SoapboxDerbyHelmetArt SoapboxDerbyBracket SoapboxDerbyTeamBuild SoapboxDerbyInCostume SoapboxPhotoFinish',
    also: 'soapbox',
  },
  'rapid fire': {
    things: 'Questions Buzzer Timer Cards Mic Clock Host Couch Answers Score',
    moves: 'LightningRound QuickAnswer NoHesitation TwentyQuestions SpeedRound ThisOrThat',
    verbs: 'Answer Think Buzz Blurt',
    core: 'Questions LightningRound Answer',
    scenes: 'LightningRound HotSeat',
    names:
      'RapidFireQuestions AnswerInThreeSeconds ThisOrThatRapidFire NoThinkingAllowed RapidFireBestieQuiz RapidFireMathFacts RapidFireSpellingBee RapidFireFamilyQuiz',
    also: 'lightninground speedround',
  },
  'speed build': {
    things: 'Bricks Blocks Timer Baseplate Instructions Minifig Tower Bridge House Car',
    moves: 'TimedBuild BlindBuild OneHandBuild TallestTower BuildOff FinalBrick',
    verbs: 'Build Stack Snap Click',
    core: 'Bricks Baseplate Build',
    scenes: 'BrickBuild BuildOff',
    names:
      'TenMinuteBuild SpeedBuildFromMemory BuildItBlindfolded SpeedBuildOneHanded MirrorBuildChallenge SpeedBuildRelay SpeedBuildKidsVsParents SpeedBuildTallestTower',
    also: 'timedbuild legospeedbuild',
  },
  'coin stacking': {
    things: 'Coins Pennies Quarters Table Tower Stack Jar Piggybank Tweezers Column',
    moves: 'TallestStack OneHandStack PennyTower CoinTower SteadyStack SpeedStack',
    verbs: 'Stack Balance Count Slide',
    core: 'Coins Tower Stack',
    scenes: 'PennyTower LooseChange',
    names:
      'StackFiftyCoins CoinStackingRace OneHandCoinTower CoinTowerChallenge CoinStackingBlindfolded CoinStackingKidsVsParents CoinSortRace CoinStackingSteadyHands',
    also: 'pennystacking',
  },
  'dice stacking': {
    things: 'Dice Cup Table Tower Felt Tray Column Shaker Mat Cups',
    moves: 'CupCatch TowerToss SpinStack SlideCatch FiveDiceTower QuickStack',
    verbs: 'Stack Catch Slide Spin',
    core: 'Dice Cup Catch',
    scenes: 'DiceTower',
    names:
      'DiceStackIn10Seconds CupAndDiceStack FiveDiceTower DiceStackTrickShot DiceStackingLevelUp DiceStackingFirstTry DiceStackingFaceOff DiceStackingKidsVsParents',
  },
  'pen spinning': {
    things: 'Pen Fingers Thumb Desk Pencil Marker Cap Grip Notebook Classroom',
    moves: 'ThumbAround FingerPass Combo Sonic Charge Backaround',
    verbs: 'Spin Twirl Flip Catch',
    core: 'Pen Fingers Twirl',
    names:
      'PenSpinChallenge PenSpinCombo PenSpinFor30Seconds PenSpinToTheBeat PenSpinningThumbAround PenSpinningOtherHand PenSpinningFirstTrick PenSpinningKidsVsParents',
    also: 'penspin',
  },
  'tower of hanoi': {
    things: 'Disks Pegs Rings Tower Base Board Stack Puzzle Timer Rods',
    moves: 'MinimumMoves DiskShift TowerMove SevenDiskRun PerfectSolve QuickMove',
    verbs: 'Move Stack Shift Solve',
    core: 'Disks Pegs Move',
    names:
      'SolveInMinimumMoves HanoiSpeedrun SevenDiskRace TowerOfHanoiAtHome TowerOfHanoiDuel TowerOfHanoiWithBooks TowerOfHanoiClassRace FiveDiskChallenge',
    also: 'hanoi',
  },
  'sliding puzzle': {
    things: 'Tiles Grid Numbers Blank Board Frame Picture Timer Slider Puzzle',
    moves: 'FifteenPuzzle SlideRace RowSolve FinalTile CornerFirst QuickSlide',
    verbs: 'Slide Shift Solve Sort',
    core: 'Tiles Numbers Slide',
    names:
      'SlidingPuzzleUnder30 FifteenPuzzleChallenge SolveTheSlider SlidingPuzzleDuel PhotoSlidingPuzzle SlidingPuzzleFirstSolve SlidingPuzzleRelay SlidingPuzzleOneHand',
    also: 'fifteenpuzzle 15puzzle',
  },
  'pogo stick': {
    things: 'Spring Handles Pegs Driveway Sidewalk Helmet Pads Bounce Counter Timer',
    moves: 'HundredBounces SpinJump PogoRace HighBounce StreakCount',
    verbs: 'Bounce Hop Spin Balance',
    core: 'Spring Bounce Hop',
    scenes: 'Pogo',
    names:
      'HundredBounceChallenge PogoStickHopscotch PogoStickRelay PogoStickSlalom PogoHighBounce PogoBackyardRace PogoStickFirstTry PogoStickKidsVsParents',
    also: 'pogo',
  },
  countdown: {
    things: 'Clock Timer Numbers Letters Board Buzzer Screen Tiles Beep Seconds',
    moves: 'LettersRound NumbersRound FinalTen BeatTheBeep ThirtySecondRound ConundrumSolve',
    verbs: 'Count Solve Spell Think',
    core: 'Clock Numbers Count',
    scenes: 'TickingClock NewYearsEve',
    names:
      'CountdownLettersRound CountdownNumbersGame CountdownConundrum BeatTheCountdown CountdownLongestWord ThirtySecondsOnTheClock CountdownKidsVsParents CountdownFamilyEdition',
  },
  'one minute': {
    things: 'Timer Stopwatch Clock Buzzer Phone Countdown Hourglass Score Table Cups',
    moves: 'SixtySecondRound QuickChallenge RapidRound FinalSeconds MaxReps SpeedRound',
    verbs: 'Race Rush Count Beat',
    core: 'Stopwatch SixtySecondRound Rush',
    names:
      'WhatCanYouDoInAMinute OneMinuteRoomReset OneMinuteMemoryTest OneMinuteCompliments OneMinuteSketch OneMinuteTowerBuild OneMinuteTrivia OneMinuteOutfitChange',
    also: '60seconds 1minute oneminutechallenge',
  },
  '5 second rule': {
    things: 'Timer Cards Couch Categories Clock Buzzer Deck Friends Table Team',
    moves: 'NameThree QuickList BlurtIt SpeedRound NoPause CategoryCall',
    verbs: 'Name Blurt Think Guess',
    core: 'Cards NameThree Blurt',
    names:
      'NameThreeThings 5SecondRuleShowdown BlurtItOut NoTimeToThink 5SecondRuleRoadTrip 5SecondRuleFamilyNight 5SecondRuleKidsVsParents 5SecondRuleTeacherEdition',
    also: 'fivesecondrule 5thingsin5seconds',
  },
  pictionary: {
    things: 'Easel Marker Whiteboard Cards Timer Hourglass Sketchpad Teams Clues Crayons',
    moves: 'QuickSketch SpeedDoodle GuessTheDrawing BlindDraw OneLineClue TeamRound',
    verbs: 'Draw Guess Sketch Doodle',
    core: 'Whiteboard Draw Guess',
    scenes: 'DrawAndGuess',
    names:
      'DrawItFast BlindfoldPictionary PictionaryOneLine PictionaryOtherHand PictionaryRelay PictionaryFamilyNight PictionaryKidsVsParents GuessMyDrawing',
    also: 'drawandguess',
  },
  'tennis serve': {
    things: 'Racket Ball Court Net Baseline RadarGun Toss Ace Line Fence',
    moves: 'Ace FlatServe KickServe TossDrill ServeSpeed FootFault',
    verbs: 'Serve Toss Smash Swing',
    core: 'Racket Ace Serve',
    scenes: 'MatchPoint CenterCourt',
    names:
      'HowFastIsYourServe AceChallenge HitTheTargetServe TennisServeTenInARow TennisServeSlowMo TennisServeKidsVsParents UnderhandServeDare TennisServeGuessTheSpeed',
    also: 'servespeed',
  },
  'duck race': {
    things: 'Ducks River Stream Net Numbers Bridge Finish Current Bathtub Gutter',
    moves: 'DuckDrop RiverRace PhotoFinish BathtubHeat GutterRace FinalStretch',
    verbs: 'Drop Float Race Cheer',
    core: 'Ducks River Float',
    scenes: 'RubberDuck DuckDerby',
    names:
      'RubberDuckRace BlowYourDuckHome DuckDerby DuckRaceForCharity RainGutterDuckRace DuckRaceCommentary DuckRaceBracket KiddiePoolDuckRace',
    also: 'rubberduckrace duckderby',
  },
  'balloon rocket': {
    things: 'Balloon String Straw Tape Track Pump Finish Chair Ruler Stopwatch',
    moves: 'StringRace LaunchPop DoubleRocket LongestFlight StrawTrack BlastOff',
    verbs: 'Launch Blow Tape Race',
    core: 'Balloon BlastOff Launch',
    scenes: 'BlastOff ScienceFair',
    names:
      'BalloonRocketRace BlastOffChallenge BalloonRocketRelay LongestBalloonFlight BuildABalloonRocket BalloonRocketPayload BalloonRocketUphill DoubleBalloonRocket',
  },
  dribbling: {
    things: 'Ball Cones Court Hoop Cleats Field Ladder Stopwatch Whistle Gloves',
    moves: 'Crossover ConeWeave BetweenTheLegs Spin SpeedDribble FigureEight',
    verbs: 'Dribble Weave Cross Spin',
    core: 'Ball Crossover Dribble',
    scenes: 'StreetBall',
    names:
      'ConeDribbleChallenge TwoBallDribble CrossoverChallenge DribbleEyesClosed DribblingRelay DribblingTennisBall DribblingKidsVsParents DribbleTagGame',
    also: 'dribble',
  },
  'pancake race': {
    things: 'Pancake Pan Apron Spatula Track FinishLine Batter Plate Whistle Cones',
    moves: 'FlipAndRun PanFlip RelayFlip DropCatch FinalFlip SteadyPan',
    verbs: 'Flip Run Catch Toss',
    core: 'Pancake Pan Flip',
    scenes: 'PancakeDay ShroveTuesday',
    names:
      'FlipAndRun DontDropThePancake PancakeTossRelay PancakeDayRace PancakeRaceInAnApron PancakeRaceObstacleCourse PancakeRaceKidsVsParents PancakeCatchCount',
  },
  'tricycle race': {
    things: 'Trike Helmet Track Cones FinishLine Bell Pedals Basket Streamers Driveway',
    moves: 'PedalDash TightTurn GrownUpRace PhotoFinish Wobble StartLine',
    verbs: 'Pedal Steer Race Ring',
    core: 'Trike Bell Pedal',
    scenes: 'Trike',
    names:
      'GrownUpTrikeRace TrikeRelay TricycleObstacleCourse TricycleRaceInCostume TricycleRaceKidsVsParents PedalToTheFinish TricycleDragRace TricycleSlalom',
    also: 'trikerace',
  },
  'paper boat race': {
    things: 'Paper Boat Gutter Stream Puddle Straw Sail Fan Tub Creek',
    moves: 'BlowRace FoldFast PuddleRace StrawPower FanPush FinalFold',
    verbs: 'Fold Blow Float Race',
    core: 'Boat Puddle Float',
    scenes: 'PaperBoat',
    names:
      'FoldAndFloat MakeABoatIn30 BlowYourBoatHome PaperBoatRelay PuddleBoatRace PaperBoatFanPower BathtubRegatta PaperBoatKidsVsParents',
    also: 'paperboat',
  },
  'squid game': {
    things: 'Dalgona Cookie Needle Marbles Rope Doll Tracksuit Card Stopwatch Playground',
    moves: 'RedLightGreenLight HoneycombCut TugOfWar MarbleGame ShapeCut',
    verbs: 'Freeze Dash Carve Pull',
    core: 'Tracksuit Dalgona Freeze',
    scenes: 'GreenTracksuit Dalgona Player456',
    names:
      'DalgonaCookieChallenge SquidGameMarbles SquidGameTugOfWar SquidGameFieldDay SquidGameStatueFreeze HoneycombShapeRace SquidGameCardFlip SquidGameJumpRope',
  },
  'red bull': {
    things: 'Can Wings Helmet Parachute Ramp RaceCar Skateboard Straw Cooler',
    moves: 'CanCrack WingsUp FlugtagLaunch StuntJump PitStop AllNighter',
    verbs: 'Fly Soar Race Jump Launch',
    core: 'Wings Launch',
    scenes: 'GivesYouWings',
    names:
      'PaperWingsChallenge SoapboxLikeRedBull RedBullCanPyramid RedBullPitStopRace BackyardFlugtag RedBullRecycleRelay RedBullTrickShot RedBullCartDesignSprint',
  },
  'speed typing': {
    things: 'Keyboard Keys Screen Paragraph Timer WPM Pangram',
    moves: 'HomeRow TouchTyping BlindTyping NoBackspace OneMinuteTest',
    verbs: 'Type Race Tap',
    core: 'Keyboard WPM HomeRow',
    names:
      'BeatMyWPM TypingWithoutLooking NoBackspaceChallenge OneMinuteTypingTest TypingKidsVsParents TypeBeforeTheSongEnds PhoneVsKeyboardRace SpeedTypingShowdown',
    also: 'typingrace typingspeed fasttyping wpm',
  },
  'speed cleaning': {
    things: 'Broom Vacuum Basket Duster Spray Timer Toys Laundry',
    moves: 'TenMinuteTidy ToyDash BedMakeRace SockSweep ResetRush',
    verbs: 'Tidy Sweep Dust Sort',
    core: 'Broom Basket TenMinuteTidy',
    scenes: 'Bedroom Playroom',
    names:
      'TenMinuteSpeedClean CleanBeforeTheSongEnds SpeedCleanMyRoom ToyPickupRace GuestsAreComingDash WholeHouseSpeedrun SpeedCleaningSiblingDuel SpeedCleanRelay',
    also: 'speedclean cleaningrace speedtidy',
  },
  'speed chess': {
    things: 'ChessClock Pieces Board Pawn Queen Knight',
    moves: 'Blitz Bullet Premove ScholarsMate QuickMate',
    verbs: 'Move Tap Checkmate',
    core: 'ChessClock Blitz Bullet',
    names:
      'OneMinuteChess FastestCheckmate BlitzBeforeBreakfast ThreeMinuteBlitz BulletChessShowdown ChessClockDuel SpeedChessKidsVsParents SpeedChessRoundRobin',
    also: 'blitzchess bulletchess blitz chessclock',
  },
  'math facts': {
    things: 'Flashcards Worksheet Timer Pencil Dice Cards',
    moves: 'MadMinute TimesTables FactFluency SkipCounting DoubleFacts',
    verbs: 'Solve Count Race',
    core: 'Flashcards MadMinute TimesTables',
    scenes: 'Classroom',
    names:
      'MadMinuteChallenge FlashcardFaceOff MathFactsRace BeatMyMathFactsTime MathFactsKidsVsParents DiceMathDash MathFactsAroundTheWorld MathFactsBeforeBreakfast',
    also: 'madminute mathdrill',
  },
  '10 seconds': {
    things: 'Timer Countdown Stopwatch Buzzer Clock',
    moves: 'QuickDraw SnapDecision LastSecond TenCount SpeedRound',
    verbs: 'Grab Name Draw Guess',
    core: 'Countdown QuickDraw TenCount',
    names:
      'DrawItIn10Seconds 10SecondOutfitChange 10SecondSongGuess 10SecondPortrait Count10InYourHead 10SecondTrickShot 10SecondSnackStack 10SecondMakeover',
    also: 'tenseconds 10second 10sec',
  },
  '30 seconds': {
    things: 'Timer Countdown Stopwatch Buzzer Clock Hourglass',
    moves: 'LightningRound QuickBuild SpeedSketch OneTake',
    verbs: 'Build Stack Pack Tell',
    core: 'Countdown LightningRound OneTake',
    names:
      '30SecondRecipe ExplainItIn30Seconds 30SecondRoomReset 30SecondMovieRecap 30SecondTalentShow 30SecondStoryTime 30SecondCupTower 30SecondSketchOff',
    also: 'thirtyseconds 30second 30sec',
  },
  hourglass: {
    things: 'Sand Grains Glass Frame BoardGame Bottle',
    moves: 'FlipAndGo LastGrain SandRace BeforeItRuns',
    verbs: 'Flip Race Beat',
    core: 'Sand LastGrain FlipAndGo',
    names:
      'BeatTheHourglass BeforeTheSandRunsOut FlipTheHourglass HourglassDrawOff LastGrainChallenge HourglassRelay MakeYourOwnHourglass HourglassChoreRace',
    also: 'sandtimer eggtimer',
  },
  'tortoise and hare': {
    things: 'Shell Ears Carrot Lettuce Tree Ribbon',
    moves: 'SlowAndSteady Overconfident Nap SprintAndStop SneakyFinish',
    verbs: 'Race Nap Plod',
    core: 'SlowAndSteady Shell Ears',
    scenes: 'Storytime Meadow',
    names:
      'SlowAndSteadyWins TortoiseVsHareRace TeamTortoiseOrHare SlowestBikeRace TortoiseAndHareRemake PatiencePuzzleRace TortoiseAndHareRelay HareTakesANap',
    also: 'tortoiseandthehare turtleandrabbit harevstortoise',
  },
  'finish line': {
    things: 'Tape Ribbon Chalk Flag Cone Medal Whistle',
    moves: 'LeanIn PhotoFinish TapeBreak SprintFinish VictoryPose',
    verbs: 'Cross Break Lean',
    core: 'Tape Ribbon TapeBreak',
    scenes: 'FieldDay RaceDay',
    names:
      'BreakTheTape FinishLinePose FinishLineInSlowMo FinishLineCelebration BackwardsToTheFinish FinishLineFamilyRace FirstToTheTape HomemadeFinishLine',
  },
  'ready set go': {
    things: 'StartLine Whistle Flag Cone Chalk Stopwatch',
    moves: 'FalseStart QuickStart Crouch Countdown Reaction',
    verbs: 'Go Dash Start',
    core: 'StartLine Whistle FalseStart',
    names:
      'ReadySetDraw ReadySetBuild ReadySetDress WaitForTheGo NoFalseStarts ReadySetGoRelay ReadySetGoFamilyRace ReadySetStack',
    also: 'onyourmarks readysteadygo onyourmarksgetsetgo',
  },
  'photo finish': {
    things: 'Camera Finish Tape Nose Toe Replay',
    moves: 'SlowMo DeadHeat LeanIn InchAhead FrameByFrame',
    verbs: 'Lean Replay Judge',
    core: 'SlowMo DeadHeat LeanIn',
    names:
      'PhotoFinishChallenge TooCloseToCall PhotoFinishReplay DeadHeatDuel PhotoFinishMarbles SlowMoPhotoFinish WhoWonThePhotoFinish PhotoFinishToyCars',
    also: 'deadheat',
  },
  'buzzer beater': {
    things: 'Ball Hoop Buzzer Scoreboard Clock Driveway',
    moves: 'HalfCourtShot LastSecond Fadeaway BankShot TrickShot',
    verbs: 'Shoot Swish Launch',
    core: 'Buzzer LastSecond HalfCourtShot',
    scenes: 'Driveway Gym',
    names:
      'BuzzerBeaterChallenge HalfCourtAtTheBuzzer PaperBallBuzzerBeater LastSecondSwish ThreeTwoOneSwish BuzzerBeaterKidsVsParents BuzzerBeaterBankShot BuzzerBeaterReplay',
    also: 'gamewinner',
  },
  'time trial': {
    things: 'Stopwatch Course Cone Lap Split Clipboard',
    moves: 'FlyingLap SplitTime PersonalBest NegativeSplit',
    verbs: 'Clock Race Beat',
    core: 'Stopwatch Lap SplitTime',
    names:
      'BeatYourLapTime TimeTrialGhostRace BackyardTimeTrial TimeTrialTuesday ScooterTimeTrial TimeTrialLeaderboard ChoreTimeTrial FamilyTimeTrial',
    also: 'laptime',
  },
  'last minute': {
    things: 'Clock Alarm Backpack Keys Gift Costume',
    moves: 'LastSecond QuickFix MadDash PanicPack',
    verbs: 'Rush Grab Scramble',
    core: 'Clock MadDash QuickFix',
    names:
      'LastMinuteCostume LastMinuteGiftWrap LastMinuteLunchbox LastMinuteGuestsTidy FiveMinutesToGo LastMinuteProjectSave PanicPackRace LastMinuteCardCraft',
    also: 'lastsecond',
  },
  'horse racing': {
    things: 'HobbyHorse Saddle Jockey Silks Track Horseshoe Rosette',
    moves: 'Canter Jumps Derby HomeStretch StartingGate',
    verbs: 'Gallop Trot Race',
    core: 'HobbyHorse Saddle Gallop',
    names:
      'HobbyHorseDerby BackyardDerby GallopToTheFinish HobbyHorseJumpOff HorseRaceCommentary ToyHorseRace HorseRacingRelay HomeStretchSprint',
    also: 'horserace hobbyhorse hobbyhorsing',
  },
  'bike race': {
    things: 'Helmet Bell Cones Chalk Streamers Wheels',
    moves: 'SlowRace WeaveCourse PedalSprint LapRelay',
    verbs: 'Pedal Ride Weave',
    core: 'Helmet PedalSprint SlowRace',
    scenes: 'Driveway Park',
    names:
      'ConeWeaveBikeRace TrikeVsBikeRace BalanceBikeRace DecorateAndRaceBikes BikeRaceRelay ChalkCourseBikeRace BikeRaceKidsVsParents SlowestPedalWins',
    also: 'bicyclerace cyclingrace bikeracing',
  },
  'egg cracking': {
    things: 'Bowl Spatula Carton Shells Apron Timer',
    moves: 'OneHandCrack NoShellCrack DoubleCrack CartonClear',
    verbs: 'Crack Tap Whisk',
    core: 'Bowl Shells OneHandCrack',
    names:
      'OneHandEggCrack NoShellChallenge EggCrackingRace CrackLikeAChef CrackTheDozen EggCrackingKidsVsParents BlindfoldEggCrack EggCrackingRelay',
    also: 'eggcrack crackingeggs',
  },
  'sandwich making': {
    things: 'Bread Butter Cheese Lettuce Tomato Jam Plate',
    moves: 'AssemblyLine StackRace CrustCut PBAndJ',
    verbs: 'Stack Spread Slice',
    core: 'Bread AssemblyLine Spread',
    names:
      'SandwichAssemblyLine FastestPBAndJ BlindfoldSandwichRace SandwichRelay SandwichKidsVsParents SandwichBuildOff OneMinuteSandwich PicnicSandwichRush',
    also: 'sandwichrace',
  },
  'matching socks': {
    things: 'Basket Pile Drawer Pairs Laundry Hamper',
    moves: 'PairUp SockBall SortRace OddSockOut FoldAndRoll',
    verbs: 'Match Pair Sort',
    core: 'Pairs Pile SockBall',
    names:
      'SockMatchingRace PairThePile BlindfoldSockMatch SockMatchKidsVsParents SockSortRelay LostSockHunt SockPairsInOneMinute OddSockOut',
    also: 'sockmatching socksorting sockpairing',
  },
  'suitcase packing': {
    things: 'Suitcase Cubes Rolls Zipper Passport Toiletries',
    moves: 'RollNotFold CarryOnOnly PackingCubes OneBag',
    verbs: 'Pack Roll Zip',
    core: 'Suitcase PackingCubes CarryOnOnly',
    names:
      'PackInFiveMinutes CarryOnOnlyChallenge ZipItShutChallenge SuitcaseRace PackingKidsVsParents RollNotFoldRace FamilySuitcaseShowdown LastMinutePackingRace',
    also: 'speedpacking packingrace',
  },
  'minecraft speedrun': {
    things: 'Pickaxe Portal Blaze EnderPearl Bed Boat Bucket Dragon',
    moves: 'NetherPortal WaterBucket RandomSeed AnyPercent EyeOfEnder',
    verbs: 'Mine Craft Build',
    core: 'Portal Dragon EnderPearl',
    names:
      'FastestDiamond WaterBucketClutch MinecraftSpeedrunDuel FirstNightSpeedrun MinecraftSetSeedRace MinecraftCoopSpeedrun FindTheVillageRace MinecraftSpeedrunRelay',
    also: 'mcspeedrun',
  },
  'cone drill': {
    things: 'Cones Whistle Stopwatch Chalk Field Ladder',
    moves: 'ZigZag TDrill FiveTen ShuttleSprint WeaveRun',
    verbs: 'Cut Sprint Weave',
    core: 'Cones ZigZag TDrill',
    names:
      'ZigZagConeRace BeatMyTDrill ConeWeaveRelay ConeDrillKidsVsParents FiveConeChallenge DribbleThroughTheCones ConeDrillTimeAttack ConeDrillDuel',
    also: 'agilitycones',
  },
  'dumpling folding': {
    things: 'Wrappers Filling Spoon Tray Water Flour',
    moves: 'Pleats Crescent PinchFold PurseFold',
    verbs: 'Fold Pleat Pinch',
    core: 'Wrappers Pleats Crescent',
    names:
      'DumplingFoldRace PrettiestPleatsWin PerfectCrescentFold OneMinuteDumplings TwentyDumplingDash BlindfoldDumplingFold DumplingFoldingRelay DumplingAssemblyLine',
    also: 'dumplingrace dumplingmaking',
  },
  'water relay': {
    things: 'Sponge Bucket Cup Bottle Hose Pool Lane Towel',
    moves: 'SpongeSqueeze OverUnder CupPass BucketFill',
    verbs: 'Squeeze Pass Fill Dash',
    core: 'Sponge Bucket SpongeSqueeze',
    scenes: 'Backyard FieldDay Summer',
    names:
      'FillTheBucketFirst SpongeSqueezeRelay LeakyCupRelay OverUnderWaterRelay KidsVsParentsWaterRelay PoolNoodlePipeline BackyardWaterRelay WaterBalloonHandoff',
    also: 'spongerelay bucketrelay spongerace waterrace',
  },
  'drag race': {
    things: 'StartLights Strip Tires Helmet Timeslip Stopwatch',
    moves: 'Launch ReactionTime QuarterMile HoleShot',
    verbs: 'Stage Go Race',
    core: 'StartLights Launch QuarterMile',
    names:
      'DragRaceReactionTest ToyCarDragRace GuessTheDragRaceWinner PerfectLaunchChallenge RCDragRaceDuel HallwayDragRace BeatTheStartLights DragRaceSlowMo',
    also: 'dragracing dragstrip',
  },
  'sim racing': {
    things: 'Wheel Pedals Cockpit Headset Monitor Controller Seat Gearstick',
    moves: 'HotLap Overtake CleanLap LapRecord',
    verbs: 'Steer Brake Shift',
    core: 'Wheel Pedals HotLap',
    scenes: 'GameRoom',
    names:
      'BeatMyLapTime QualifyingShootout CleanRaceChallenge SimRacingVsRealKart NavigatorCallsTheTurns SimRigGlowUp SimRacingFriendDuel SimRacingFirstWin',
    also: 'simracer racingsim simrig',
  },
  'swimming race': {
    things: 'Lane Goggles Cap Pool Whistle Stopwatch Kickboard Wall',
    moves: 'Freestyle FlipTurn Backstroke Breaststroke',
    verbs: 'Swim Kick Touch',
    core: 'Goggles Lane Freestyle',
    scenes: 'Pool SwimMeet',
    names:
      'FirstToTouchTheWall KickboardSwimRace SiblingSwimRace EveryStrokeSwimRace FlipTurnChallenge PoolNoodleRace SwimRaceSlowMo BeatYourBestLength',
    also: 'swimrace swimsprint',
  },
  'baton pass': {
    things: 'Baton Lane Track Zone Cone Stopwatch',
    moves: 'Handoff BlindPass ExchangeZone Anchor',
    verbs: 'Pass Grab Sprint',
    core: 'Baton Handoff Pass',
    names:
      'DontDropTheBaton PerfectBatonPass BlindBatonPass BatonPassSlowMo FamilyBatonRelay BananaBatonRelay FastestHandoffWins PassItInTheZone',
    also: 'batonhandoff batonexchange',
  },
  'fast break': {
    things: 'Basketball Court Hoop Backboard Rebound Cones',
    moves: 'Layup OutletPass ThreeOnTwo CoastToCoast FullCourt',
    verbs: 'Dribble Pass Sprint',
    core: 'Basketball Layup CoastToCoast',
    names:
      'FiveSecondFastBreak FullCourtDash TwoOnOneFastBreak FastBreakNoDribble ReboundToBucket FastBreakThreePasses FastBreakLayupRace FastBreakSlowMo',
    also: 'coasttocoast',
  },
  'slap shot': {
    things: 'Stick Puck Net Radar Ice Tape Goal Gloves',
    moves: 'WindUp OneTimer WristShot TopShelf',
    verbs: 'Shoot Snap Aim',
    core: 'Stick Puck Radar',
    scenes: 'Rink Driveway',
    names:
      'HowFastIsYourSlapShot TopShelfChallenge OneTimerChallenge SlapShotSpeedTest DrivewaySlapShot SlapShotVsWrister SlapShotFamilyShowdown SlapShotSlowMo',
    also: 'hockeyshot',
  },
  'reaction ball': {
    things: 'Ball Wall Floor Cones Timer Gloves',
    moves: 'RandomBounce WallCatch OneHandCatch DoubleBounce',
    verbs: 'Catch Drop React',
    core: 'Ball RandomBounce Catch',
    names:
      'CatchTheCrazyBounce ReactionBallStreak SnatchItOffTheWall ReactionBallBattle WeakHandReactionBall ReactionBallRelay HowManyGrabsIn30 ReactionBallSlowMo',
  },
  'hill sprint': {
    things: 'Hill Cones Stopwatch Sneakers Grass Path',
    moves: 'Repeats KneeDrive ArmPump Walkdown',
    verbs: 'Climb Charge Pump',
    core: 'Hill Repeats KneeDrive',
    names:
      'KingOfTheHillSprint RaceUpTheHill HillSprintVsStairs FiveHillSprintChallenge HillSprintPersonalBest HillSprintFamilyRace HillSprintSlowMo ChargeTheHill',
    also: 'hillrepeats hillrun uphillsprint',
  },
  'rubber band car': {
    things: 'RubberBand Axle Wheels Cardboard BottleCaps Straws',
    moves: 'WindUp LongestRoll Redesign TrackRun',
    verbs: 'Wind Release Build',
    core: 'RubberBand Axle WindUp',
    names:
      'RubberBandCarRace FarthestRubberBandCar RubberBandCarFromJunk RubberBandRacerDerby RubberBandCarGlowUp CDWheelRacer TwoMinuteBuildAndRace WindUpAndWin',
    also: 'rubberbandracer rubberbandpoweredcar',
  },
  'spinning top': {
    things: 'Top Table Plate String Tray Timer',
    moves: 'LongestSpin TopBattle TrickSpin SpinOff',
    verbs: 'Spin Flick Launch',
    core: 'Top LongestSpin Spin',
    names:
      'LongestSpinWins BottleCapSpinningTop SpinningTopBattle LastTopStanding SpinTwoTopsAtOnce SpinningTopOnAPlate SpinningTopSlowMo FlickSpinChallenge',
    also: 'spintop toptoy',
  },
  'pancake flipping': {
    things: 'Pan Spatula Batter Plate Stove Griddle',
    moves: 'AirFlip DoubleFlip StackRace PlateCatch',
    verbs: 'Toss Stack Catch',
    core: 'Pan Spatula AirFlip',
    scenes: 'Breakfast PancakeDay',
    names:
      'OneMinutePancakeFlip NoSpatulaFlip PancakeFlipRelay FlipAndStackRace PancakeDayFlipOff PancakeTossSlowMo FlipStraightOntoThePlate KidVsParentPancakeFlip',
    also: 'pancakeflip pancaketoss',
  },
  'pizza making': {
    things: 'Dough Sauce Cheese Pepperoni Oven Peel Toppings Basil',
    moves: 'DoughStretch SauceSpiral ToppingRush HalfAndHalf',
    verbs: 'Stretch Top Bake',
    core: 'Dough Sauce Toppings',
    names:
      'PizzaMakingVsDelivery BuildAPizzaIn60Seconds PizzaMakingRace FastestDoughStretch PizzaToppingRelay PizzaFaceRace BlindfoldPizzaBuild PizzaMakingSiblingDuel',
    also: 'pizzarace pizzabuild',
  },
  'sushi rolling': {
    things: 'Mat Rice Nori Cucumber Avocado Chopsticks',
    moves: 'MakiRoll HandRoll InsideOut RiceSpread',
    verbs: 'Roll Spread Tuck',
    core: 'Mat Nori MakiRoll',
    names:
      'FastestSushiRoll SushiRollingRace OneMinuteMakiRoll TightestRollWins SushiRollRelay SushiRollingFamilyDuel HandRollSpeedRound NoMatSushiRoll',
    also: 'sushirace sushimaking',
  },
  'cupcake frosting': {
    things: 'PipingBag Spatula Sprinkles Tray Frosting Tips',
    moves: 'Swirl Rosette FrostingDip SprinkleRain',
    verbs: 'Pipe Dip Spread',
    core: 'PipingBag Swirl Pipe',
    names:
      'FrostADozenFast OneMinuteCupcakeFrosting CupcakeFrostingRelay PerfectSwirlRace FrostWithYourOtherHand CupcakeFrostingDuel BlindfoldFrosting SprinkleSpeedRound',
    also: 'cupcakedecorating frostingcupcakes',
  },
  'abc backwards': {
    things: 'Alphabet Letters Stopwatch Flashcards Whiteboard Chart',
    moves: 'ZToA OneBreath SingItBackwards NoPause',
    verbs: 'Recite Sing Reverse',
    core: 'Alphabet ZToA Recite',
    names:
      'ZToAInTenSeconds SingTheABCsBackwards AlphabetBackwardsRace ABCBackwardsOneBreath ABCBackwardsVsForwards ABCBackwardsFamilyRound BackwardsWhileHopping ParentsTryABCBackwards',
    also: 'alphabetbackwards backwardsalphabet abcsbackwards',
    spelled: 'ABCBackwards',
  },
  '5 minutes': {
    things: 'Timer Alarm Sandglass Clock Kitchen Desk',
    moves: 'RoomReset QuickMeal SpeedSketch MiniWorkout CraftSprint',
    verbs: 'Race Finish Rush',
    core: 'Timer Alarm RoomReset',
    names:
      'BuildAFortIn5Minutes 5MinuteRoomRescue LearnASkillIn5Minutes 5MinuteGlowUp 5MinuteBrickSculpture 5MinuteSongwriting 5MinuteDinnerDash 5MinuteVsAllDaySketch',
    also: 'fiveminutes 5minute fiveminute 5min',
  },
  'fast rap': {
    things: 'Mic Beat Metronome Lyrics Headphones Notebook',
    moves: 'DoubleTime Chopper BreathControl FlowSwitch',
    verbs: 'Rap Flow Breathe',
    core: 'Mic DoubleTime Rap',
    names:
      'CanYouKeepUp DoubleTimeChallenge OneBreathFastRap FastRapVsAuctioneer FastRapTongueTwister FastRapRelay FasterEachVerse FastRapDuet',
    also: 'speedrap fastrapping chopperrap',
  },
  'card shuffling': {
    things: 'Deck Cards Table Timer Joker Tray',
    moves: 'Riffle Bridge Overhand Waterfall Spring',
    verbs: 'Shuffle Deal Sort',
    core: 'Deck Riffle Shuffle',
    names:
      'ShuffleAndSortRace PerfectBridgeChallenge OneHandShuffle WaterfallShuffleAttempt 52CardDealRace ShuffleSpeedDuel FanTheDeckRace RiffleShuffleSlowMo',
    also: 'shufflingcards cardshuffle shufflecards',
  },
  'color sorting': {
    things: 'Buttons Beads Pompoms Bowls Tray Blocks Crayons',
    moves: 'RainbowSort TweezerPick ColorMatch',
    verbs: 'Sort Match Pick',
    core: 'Bowls Pompoms RainbowSort',
    names:
      'RainbowSortRace SortItWithTweezers ChopstickColorSort OneMinuteColorSort ColorSortingRelay KidVsGrownUpColorSort BlockColorSortRace PompomColorDash',
    also: 'colorsort sortbycolor sortingcolors',
  },
  'balloon blowing': {
    things: 'Balloons Pump Knot String Bag Timer',
    moves: 'BigBreath QuickTie BalloonWall ArchBuild',
    verbs: 'Inflate Tie Float',
    core: 'Balloons Pump QuickTie',
    names:
      'BlowUpAndTieRace PumpVsLungsRace BalloonBlowingRelay FillTheRoomWithBalloons TenBalloonsOnePump BalloonWallIn2Minutes PartyPrepSpeedRun FastestBalloonKnot',
    also: 'blowupballoons blowingupballoons balloonblowup',
  },
  slalom: {
    things: 'Cones Gates Poles Skis Board Timer',
    moves: 'Weave TightTurn CleanRun Zigzag',
    verbs: 'Carve Dodge Turn',
    core: 'Cones Gates Zigzag',
    scenes: 'SkiHill Driveway',
    names:
      'ConeSlalomRace ScooterSlalomDash SkateboardSlalom BackyardSlalomCourse DontTouchACone SlalomSlowMo SlalomVsStraightLine SkiSlalomFirstRun',
    also: 'skislalom coneslalom slalomrace',
  },
  'tent pitching': {
    things: 'Tent Poles Stakes Mallet Rainfly Groundsheet Backpack Lantern',
    moves: 'QuickPitch TakeDown PackAway GuyLines',
    verbs: 'Pitch Stake Pack',
    core: 'Tent Poles QuickPitch',
    scenes: 'Campsite Backyard',
    names:
      'FastestTentUp PackItBackInTheBag NoInstructionsTentSetup PopUpTentFoldChallenge FamilyTentRace TentSetupVsTakedown BackyardCampsiteRace OneMinuteTentPitch',
    also: 'tentsetup pitchatent settingupatent tentrace',
  },
  'game show': {
    things: 'Buzzer Podium Scoreboard Cards Timer Prizes',
    moves: 'LightningRound FinalRound BonusRound FaceOff',
    verbs: 'Buzz Guess Answer',
    core: 'Buzzer Podium LightningRound',
    scenes: 'LivingRoom FamilyNight',
    names:
      'LivingRoomGameShow BuzzInFirst FamilyGameShowNight GameShowLightningRound HostAGameShowAtDinner GameShowFaceOff BeatTheBuzzer DIYBuzzerGameShow',
    also: 'familygameshow homegameshow',
  },
  'base running': {
    things: 'Bases Bat Helmet Cleats Diamond Stopwatch',
    moves: 'HomeToFirst StolenBase InsideTheParker RoundTheBases',
    verbs: 'Sprint Round Steal',
    core: 'Bases Diamond HomeToFirst',
    names:
      'BeatTheThrow HomeToFirstChallenge FastestTripAroundTheBases StealSecondChallenge InsideTheParkDash BaseRunningRelay BaseRunningFamilyRace BaseRunningSlowMo',
    also: 'stolenbase stealingbases',
  },
  'speed makeup': {
    things: 'Brush Mascara Blush Mirror Timer Sponge',
    moves: 'QuickFace NoMirrorLook OneProductLook SchoolRunLook',
    verbs: 'Blend Swipe Dab',
    core: 'Brush Mascara QuickFace',
    names:
      'MakeupBeforeTheToastPops SpeedMakeupVsFullGlam SpeedMakeupNoMirror SpeedMakeupToTheBeat OneProductFullFace SpeedMakeupRelay BeatTheKettleGlam OneMinuteMakeup',
    also: '5minutemakeup quickmakeup makeupinaminute',
  },
  clock: {
    things: 'Timer Hands Alarm Tick Minute Second Hour Dial',
    moves: 'BeatTheTimer TickTock LastSecond CountDown RaceTheHands',
    verbs: 'Race Count Tick',
    core: 'Timer Minute Second',
    scenes: 'Midnight Morning',
    names:
      'StopTheClockAt10 RaceTheMinuteHand TickTockTidyUp BeforeTheClockStrikes OneMinuteOnTheClock LastSecondBuzzer AnalogClockSpeedRead ClockFaceSpeedDraw',
    also: 'clocks wallclock',
  },
  'ring toss': {
    things: 'Rings Peg Bottle Cone Hoop Carnival Prize Target Stake',
    moves: 'TrickShot BlindToss LongToss RingerStreak BehindTheBack StackedRings',
    verbs: 'Toss Flick Aim Land',
    core: 'Rings Peg Carnival',
    scenes: 'Fairground Backyard Party',
    names:
      'RingTossIn30 RingTossTrickShot BehindTheBackRingToss RingTossRelay FiveRingersInARow HumanRingToss AntlerRingToss LongestRingToss RingerStreakRace',
  },
  cup: {
    things: 'Stack Pyramid Tower Paper Plastic Straw Lid Saucer Sleeve Ball',
    moves: 'PyramidBuild DownStack TowerRise BallBounce SpeedStack',
    verbs: 'Stack Flip Pour Toss',
    core: 'Stack Pyramid Tower',
    scenes: 'GameNight Classroom',
    names:
      'CupStackSpeedrun OneHandCupPyramid CupTowerRelay BounceItInTheCup FillTheCupRace CupWallIn10 100CupSkyscraper LiftCupWithABalloon BlindfoldCupRace',
    also: 'cups',
  },
  dustpan: {
    things: 'Broom Bristles Crumbs Pile Floor Bin Handle Corner Mess Confetti',
    moves: 'SweepItUp ScoopIt LastLine TapTheBin QuickSweep',
    verbs: 'Sweep Scoop Tidy Brush Tap',
    core: 'Broom Sweep Crumbs',
    scenes: 'CleanUp SpringClean',
    names:
      'DustpanDash ConfettiDustpanRace DustpanRelay DustpanLastLine OneSweepDustpan DustpanTimeTrial BeatTheKettleDustpan DustpanSpeedrun',
  },
  'messy room': {
    things: 'Laundry Clutter Toys Socks Closet Bed Floor Shelves Hamper Dust',
    moves: 'CleanUp MakeTheBed SockHunt FloorReveal TidyBlitz',
    verbs: 'Tidy Sort Fold Sweep Declutter',
    core: 'Laundry Clutter CleanUp',
    scenes: 'TidyUp',
    names:
      'CleanMyMessyRoomIn10 OneSongMessyRoom SiblingMessyRoomRace MessyRoomMomIsComing AdBreakMessyRoomBlitz MessyRoomClosetShove FamilyMessyRoomRelay BeatTheBuzzerMessyRoom',
    also: 'messybedroom',
  },
  'dish rack': {
    things: 'Plates Cups Bowls Forks Towel Sink Sponge Suds Drainboard Spoons',
    moves: 'StackIt DryAndStack UnloadRace PlateTetris SortTheForks',
    verbs: 'Stack Dry Sort Unload Rinse',
    core: 'Plates StackIt Towel',
    scenes: 'Kitchen AfterDinner',
    names:
      'DishRackSpeedrun EmptyTheDishRackIn60 DishRackTeaTowelFold BeatMomToTheDishRack DishRackSpongeSqueeze DishRackTimeTrial DryItDishRackDash DishRackLidMatchUp',
  },
} as const satisfies KeywordEntries;
