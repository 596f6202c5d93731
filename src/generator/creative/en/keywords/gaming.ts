/**
 * What we know about the keywords creators type most with gaming in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const GAMING_KEYWORDS = {
  minecraft: {
    things:
      'Diamond Redstone Creeper Chunk Pickaxe Elytra Nether Villager Enderman Netherite Beacon Skyblock Blocks',
    moves: 'SpeedBuild WaterClutch StarterHouse Bridging Parkour DiamondHunt RedstoneBuild',
    verbs: 'Build Mine Craft Jump Bridge Tame',
    core: 'Blocks Creeper Diamond Build',
    scenes: 'Nether Creeper Redstone',
    names:
      'Minecraft100Days MinecraftBuildOff Minecraft60SecondBuild MinecraftHouseChallenge DiamondHuntChallenge CreeperHideAndSeek',
  },
  fortnite: {
    things: 'Loot Llama ChugJug BattleBus Storm Emote Outfit Glider Island Locker',
    moves: 'VictoryRoyale HotDrop BoxFight Emote Clutch TrickShot EditCourse',
    verbs: 'Build Edit Drop Emote Loot Glide',
    core: 'BattleBus VictoryRoyale Emote Build',
    scenes: 'VictoryRoyale BattleBus TiltedTowers',
    names:
      'DefaultDanceChallenge FortniteEmoteOff FortniteNoBuildChallenge FortniteHotDropChallenge VictoryRoyaleChallenge',
  },
  roblox: {
    things: 'Obby Robux Avatar Noob Tycoon Checkpoint Badge Lobby Server Emote',
    moves: 'ObbyRun TowerClimb AvatarMakeover Roleplay TycoonBuild Parkour',
    verbs: 'Climb Jump Build Trade Design',
    core: 'Robux Avatar Obby',
    scenes: 'Obby Robux',
    names:
      'BeatThisObby NoRobuxAvatarChallenge RobloxObbyFirstTry RobloxAvatarMakeover BuildARobloxObby',
  },
  'among us': {
    things: 'Impostor Crewmate Vent Tasks Wires Reactor Cafeteria Electrical Skeld Airship',
    moves: 'TaskRace CardSwipe FixWiring VoteOut ImpostorReveal EmergencyMeeting',
    verbs: 'Vote Vent Report Swipe',
    core: 'Impostor Crewmate Tasks Vote',
    scenes: 'Impostor Crewmate',
    names:
      'WhoIsTheImpostor CardSwipeChallenge AmongUsTaskRace AmongUsWiresChallenge AmongUsHideAndSeek',
    also: 'amogus',
  },
  zelda: {
    things:
      'MasterSword Triforce Rupee Korok Shrine Ocarina Paraglider Hyrule HeartContainer Hylian',
    moves: 'ShrineRun KorokHunt ShieldSurf UltrahandBuild Paraglide Cooking FlurryRush',
    verbs: 'Glide Climb Cook Build Explore',
    core: 'Triforce Ocarina Rupee',
    scenes: 'Hyrule Triforce',
    names:
      'PullTheMasterSword ZeldaCookingChallenge ZeldaUltrahandBuildOff ZeldaShrineChallenge FindThatKorok',
    also: 'legendofzelda totk botw',
  },
  'mario kart': {
    things: 'Banana BlueShell Mushroom Star GreenShell RainbowRoad Coins Glider Kart Lightning',
    moves: 'Drift Shortcut TimeTrial ShellDodge GrandPrix RocketStart MiniTurbo',
    verbs: 'Drift Brake Boost Dodge Race',
    core: 'Kart BlueShell RainbowRoad Drift',
    scenes: 'RainbowRoad BlueShell',
    names:
      'RainbowRoadChallenge DodgeTheBlueShell MarioKartIRL MarioKartTimeTrial MarioKartDriftChallenge',
    also: 'mk8 mariokart8',
  },
  mario: {
    things: 'Mushroom Star Coin Pipe Goomba Bowser Yoshi Luigi Castle Flagpole',
    moves: 'WallJump TripleJump LongJump GroundPound FlagpoleJump Backflip Speedrun',
    verbs: 'Jump Stomp Collect Run',
    core: 'Pipe Coin Goomba Jump',
    scenes: 'WarpPipe Goomba',
    names: 'ItsAMeChallenge StompTheGoomba MarioFlagpoleJump SuperMarioIRL MarioJumpChallenge',
    also: 'supermario supermariobros luigi',
  },
  pokemon: {
    things: 'Pokeball Shiny Starter Pikachu Eevee Charizard Legendary Pokedex GymBadge MasterBall',
    moves: 'ShinyHunt StarterPick TeamBuild GymRun Trade Evolution Nuzlocke',
    verbs: 'Catch Evolve Train Trade Battle',
    core: 'Pokeball Pikachu Catch',
    scenes: 'Pokeball Pokedex PokemonTrainer',
    names:
      'WhosThatPokemon ChooseYourStarter ShinyHuntChallenge PokemonDrawFromMemory BuildYourPokemonTeam',
    also: 'pikachu',
  },
  'pokemon go': {
    things: 'Pokestop Raid Gym Lure Egg Buddy Candy Park Pokeball Stardust',
    moves: 'CurveBall ExcellentThrow EggHatch RaidBattle CommunityDay ShinyHunt',
    verbs: 'Catch Hatch Spin Walk Throw',
    core: 'Pokeball Pokestop Catch',
    scenes: 'Pokestop Pokeball',
    names:
      'PokemonGoExcellentThrow PokemonGo10KWalk PokemonGoCurveBall SpinEveryPokestop PokemonGoShinyHunt',
  },
  'call of duty': {
    things: 'Loadout Squad Camo Map Perks Lobby Headset Prestige UAV Scorestreak',
    moves: 'TrickShot SlideCancel Clutch CamoGrind Revive ZombiesRound',
    verbs: 'Slide Revive Clutch Grind',
    core: 'Camo ZombiesRound Revive',
    scenes: 'CODZombies',
    names:
      'CODTrickShotChallenge CODZombiesRound30 CODSniperOnlyChallenge WarzonePistolsOnly CallOfDutyKnifeOnly',
    also: 'cod warzone',
  },
  fifa: {
    things: 'Pack Walkout Goal Icon Trophy Striker Card Stadium Pitch UltimateTeam Football',
    moves: 'SkillMove Celebration FinesseShot RainbowFlick BicycleKick Penalty PackOpening',
    verbs: 'Score Dribble Pass Celebrate Defend',
    core: 'Football Goal Celebration Score',
    scenes: 'Matchday UltimateTeam',
    names:
      'FIFAPackOpeningChallenge RecreateTheGoal FIFACelebrationIRL FIFASkillMoveIRL FIFAFreeKickChallenge',
    also: 'eafc fc24 fc25 easportsfc',
    spelled: 'FIFA',
  },
  valorant: {
    things: 'Agent Ultimate Spike Crosshair Outfit Rank Map Lineup Site Radiant',
    moves: 'Ace Clutch Defuse FlickShot Retake SpikePlant',
    verbs: 'Defuse Clutch Flick Peek',
    core: 'Agent Ace Clutch',
    scenes: 'ValorantAgent',
    names:
      'ValorantAceChallenge ValorantClutchChallenge ValorantPistolOnly SpikeDefuseChallenge ValorantOneAgentOnly',
    also: 'valo',
  },
  'apex legends': {
    things: 'Legend Squad Loot Ring Shield Banner Badge Heirloom Dropship Jumpmaster',
    moves: 'Revive Clutch Superglide SlideJump WallBounce Zipline',
    verbs: 'Slide Revive Ping Drop Loot',
    core: 'Legend Loot Revive',
    scenes: 'KingsCanyon',
    names:
      'ApexPingOnlyChallenge ApexNoArmorChallenge RandomLegendChallenge ApexPistolsOnly WinAsJumpmaster',
    also: 'apex',
  },
  'league of legends': {
    things: 'Champion Baron Dragon Nexus Minion Turret Ward Lane Jungle Rank',
    moves: 'Outplay BaronSteal Teamfight Combo Backdoor FlashPlay',
    verbs: 'Outplay Ward Flash Farm Roam',
    core: 'Champion Minion Nexus Outplay',
    scenes: 'SummonersRift',
    names:
      'BaronStealChallenge LeagueOfLegendsPentakill LeagueOneChampChallenge DodgeTheSkillshot LeagueSupportOnly',
  },
  overwatch: {
    things: 'Hero Payload Ultimate Tank Support Healer Objective Spray Emote Highlight',
    moves: 'PlayOfTheGame UltCombo Boop PayloadPush Clutch Flank',
    verbs: 'Heal Boop Push Flank',
    core: 'Hero Payload PlayOfTheGame Heal',
    scenes: 'PlayOfTheGame',
    names:
      'PlayOfTheGameIRL OverwatchSupportOnly OverwatchEmoteIRL OverwatchOneHeroOnly BoopThemOffTheMap',
    also: 'overwatch2',
  },
  'animal crossing': {
    things: 'Fossil Fruit Turnips Bells Villager Museum Furniture TomNook Pier Passport',
    moves: 'IslandTour RoomMakeover Terraforming FossilHunt BugHunt TurnipTrade',
    verbs: 'Decorate Design Fish Trade Terraform',
    core: 'Villager Turnips IslandTour Decorate',
    scenes: 'TomNook',
    names:
      'AnimalCrossingIslandTour PayOffTomNook FillTheMuseum ACNHRoomMakeover AnimalCrossingIRL',
    also: 'acnh',
  },
  'stardew valley': {
    things: 'Parsnip Farm Crops Greenhouse Barn Junimo Sprinkler Mines Festival CommunityCenter',
    moves: 'FarmTour Harvest Fishing FarmLayout PerfectionRun Year1Run',
    verbs: 'Farm Plant Harvest Fish Forage',
    core: 'Farm Parsnip Harvest',
    scenes: 'PelicanTown',
    names:
      'StardewOnlyParsnips StardewNoCropsChallenge StardewFarmMakeover PerfectionChallenge StardewYearOneRun',
    also: 'stardew',
  },
  sims: {
    things:
      'Plumbob Mansion Household Lot Career Simoleons BuildMode Neighborhood Aspiration Motherlode',
    moves: 'HouseBuild SpeedBuild Makeover RagsToRiches LegacyRun NoCheatsRun',
    verbs: 'Build Design Decorate Create',
    core: 'Plumbob Simoleons HouseBuild Build',
    scenes: 'Plumbob Simlish',
    names:
      'RagsToRichesChallenge SimsHouseBuildOff LegacyChallenge RecreateYourHomeInSims SimsSpeedBuild',
    also: 'thesims sims4',
  },
  tetris: {
    things: 'Block LongBar TPiece Grid Stack Lines Level Board Well Tetromino',
    moves: 'TSpin LineClear PerfectClear Combo FortyLines',
    verbs: 'Stack Clear Rotate Drop',
    core: 'Block LongBar LineClear Stack',
    scenes: 'Tetromino',
    names:
      'TetrisYourSuitcase PerfectClearChallenge TetrisHighScoreChallenge TetrisIRL Tetris40LineSprint',
  },
  'pac man': {
    things: 'Ghosts Pellets PowerPellet Cherry Maze Arcade Joystick Fruit Tunnel Blinky',
    moves: 'GhostChomp MazeRun PerfectLevel Cornering HighScoreRun',
    verbs: 'Chomp Chase Dodge Munch',
    core: 'Ghosts Pellets Maze Chomp',
    scenes: 'PowerPellet',
    names: 'WakaWakaChallenge PacManIRL DodgeTheGhosts PacManHighScore ClearThePacManMaze',
  },
  sonic: {
    things: 'Rings ChaosEmerald Tails Knuckles Loop Spring Shoes ChiliDog GreenHill Eggman',
    moves: 'SpinDash LoopDeLoop Boost RingRun Speedrun',
    verbs: 'Dash Spin Boost Run Jump',
    core: 'Rings Loop SpinDash Run',
    scenes: 'GreenHill ChaosEmerald',
    names:
      'GottaGoFastChallenge SonicSpinDashChallenge SonicNoRingsChallenge CollectAllTheRings SonicSpeedrun',
    also: 'sonicthehedgehog',
  },
  'smash bros': {
    things: 'SmashBall Items Fighter FinalDestination Stock Ledge Roster Amiibo Controller Trophy',
    moves: 'Combo FinalSmash Taunt ShortHop Spike WaveDash',
    verbs: 'Smash Dodge Taunt Shield',
    core: 'SmashBall Fighter FinalSmash Smash',
    scenes: 'FinalSmash SmashBall',
    names:
      'SmashOneStockChallenge FinalDestinationOnly SmashTauntOff RandomFighterChallenge SmashBrosIRL',
    also: 'smash supersmashbros ssbu smashultimate',
  },
  splatoon: {
    things: 'Ink Roller Turf Inkling Octoling Gear Splatfest Plaza Brush Charger',
    moves: 'TurfWar SuperJump InkSwim SquidRoll SalmonRun RollerPush',
    verbs: 'Ink Splat Paint Swim Roll',
    core: 'Ink Inkling TurfWar Splat',
    scenes: 'Splatfest TurfWar Inkopolis',
    names:
      'StayFreshChallenge SplatoonTurfWarChallenge SplatfestTeamPick SplatoonRollerOnly SplatoonIRL',
  },
  kirby: {
    things: 'Star WarpStar CopyAbility Cake MaxTomato Dreamland MetaKnight Dedede Cloud Hat',
    moves: 'Inhale Float VictoryDance StarRide MouthfulMode',
    verbs: 'Inhale Float Puff Copy',
    core: 'WarpStar CopyAbility Inhale Float',
    scenes: 'Poyo WarpStar',
    names:
      'PoyoChallenge KirbyVictoryDance CopyAbilityChallenge BakeAKirbyCake KirbyDrawFromMemory',
  },
  'genshin impact': {
    things: 'Primogems Banner Artifact Paimon Teyvat Resin Constellation Domain Vision Archon',
    moves: 'TenPull Exploration SpiralAbyss TeamComp ElementalCombo Cosplay',
    verbs: 'Pull Wish Explore Climb Glide',
    core: 'Primogems Paimon TenPull Wish',
    scenes: 'Teyvat Paimon',
    names:
      'GenshinTenPullReaction PaimonVoiceChallenge GenshinFourStarOnly GenshinCosplayChallenge GenshinDrawFromMemory',
    also: 'genshin',
  },
  'elden ring': {
    things: 'Boss Runes Torrent Flask Erdtree SiteOfGrace Messages Malenia Margit Roundtable',
    moves: 'Parry DodgeRoll BossRush NoHitRun Level1Run Speedrun',
    verbs: 'Summon Roll Parry Dodge',
    core: 'Erdtree Boss Runes Dodge',
    scenes: 'Erdtree SiteOfGrace',
    names: 'GitGudChallenge BeatMalenia Level1EldenRing EldenRingParryOnly EldenRingNoSummons',
    also: 'darksouls soulslike',
  },
  'hollow knight': {
    things: 'Nail Charm Geo Bench Mask Soul Grub Map Hallownest Silksong',
    moves: 'Pogo BossRush NailArt ShadeDash Pantheon GrubHunt',
    verbs: 'Pogo Dash Heal Explore',
    core: 'Hallownest Charm Grub',
    scenes: 'Hallownest',
    names:
      'SaveAllTheGrubs HollowKnightBossRush HollowKnightNoHit HollowKnightFirstTry HollowKnightPogo',
  },
  cuphead: {
    things: 'Boss Coins Charm Plane Contract Mugman InkwellIsle Cartoon Jazz Rank',
    moves: 'Parry BossRush NoHitRun PinkParry SRankRun',
    verbs: 'Parry Dash Dodge Duck',
    core: 'Cartoon Jazz BossRush Parry',
    names: 'ParryThePink DontDealWithTheDevil CupheadBossRush CupheadNoHitChallenge CupheadSRank',
  },
  'geometry dash': {
    things: 'Cube Spikes Portal Ship Wave Orb Level Coins Icon Checkpoint',
    moves: 'FirstTry PracticeRun WaveRun LevelBuild PerfectSync Speedrun',
    verbs: 'Jump Tap Click Fly',
    core: 'Cube Spikes Jump Tap',
    names:
      'GeometryDashFirstTry BeatStereoMadness BeatMyGeometryDashLevel GeometryDashOneHand TapToTheBeatChallenge',
  },
  'subway surfers': {
    things: 'Hoverboard Coins Keys Jetpack Sneakers Magnet Train Tracks Graffiti Multiplier',
    moves: 'HighScore Roll Dodge Surf LaneSwitch NoCoinRun',
    verbs: 'Surf Dodge Roll Jump Dash',
    core: 'Hoverboard Train Graffiti Surf',
    names:
      'SubwaySurfersNoCoins BeatMySubwaySurfersScore HoverboardOnlyChallenge SubwaySurfersDuel SubwaySurfersOneHand',
  },
  'temple run': {
    things: 'Idol Coins Monkeys Cliff Vines Zipline Gems Shield Ruins Jungle',
    moves: 'Slide Jump TiltRun Zipline HighScore LongRun',
    verbs: 'Run Slide Jump Turn',
    core: 'Idol Monkeys Run',
    names: 'EscapeTheMonkeys GrabTheIdol BeatMyTempleRun TempleRunNoCoins TempleRunTiltChallenge',
  },
  'candy crush': {
    things: 'ColorBomb Lollipop Booster Jelly Chocolate Lives Level Board Striped Wrapped',
    moves: 'SugarCrush Combo Cascade LevelClear ColorBombCombo',
    verbs: 'Swap Match Crush Clear',
    core: 'ColorBomb SugarCrush Match Crush',
    scenes: 'SugarCrush',
    names:
      'SugarCrushChallenge CandyCrushNoBoosters CandyCrushFirstTry ColorBombChallenge CandyCrushIRL',
  },
  'clash royale': {
    things: 'Deck Elixir Chest Crowns Trophies Arena KingTower Emote HogRider Goblin',
    moves: 'ThreeCrown DeckBuild Comeback TrophyPush Cycle Counterpush',
    verbs: 'Push Cycle Deploy Defend',
    core: 'Crowns KingTower HogRider',
    scenes: 'HogRider KingTower',
    names:
      'ClashRoyaleThreeCrown ClashRoyaleRandomDeck HogRiderImpression CommonsOnlyChallenge ClashRoyaleEmoteIRL',
  },
  'clash of clans': {
    things: 'TownHall Walls Gold Elixir Gems Builder Clan Trophies Barbarian Archer',
    moves: 'ThreeStar BaseBuild Raid Upgrade BaseTour Funnel',
    verbs: 'Build Raid Upgrade Defend',
    core: 'TownHall Clan BaseBuild Raid',
    scenes: 'ClanWar',
    names:
      'ClashOfClansThreeStar BeatMyClashBase BarbarianOnlyRaid ClashOfClansNoGems ClashOfClansBaseBuild',
    also: 'coc',
  },
  'brawl stars': {
    things: 'Brawler StarDrop Gems Trophies Gadget Outfit Map Club Mastery Hypercharge',
    moves: 'StarDropOpening TrophyPush SuperCombo Showdown GemGrab Knockout',
    verbs: 'Push Brawl Grab Dodge',
    core: 'Brawler StarDrop Gems Brawl',
    scenes: 'StarDrop GemGrab',
    names:
      'BrawlStarsRandomBrawler BrawlStarsTrophyPush StarDropReaction GemGrabChallenge BrawlStarsPinFaces',
  },
  'fall guys': {
    things: 'Crown Bean Costume Slime Finale Seesaw Obstacles Round Kudos HexAGone',
    moves: 'Dive Grab CrownGrab Wobble Qualify Tumble',
    verbs: 'Dive Grab Jump Wobble',
    core: 'Bean Crown Obstacles Wobble',
    names: 'CrownOrNothing DiveForTheCrown FallGuysIRL FallGuysWobbleWalk FallGuysFinalRound',
  },
  'rocket league': {
    things: 'Ball Boost Goal Car Octane Arena Decals Wheels Crossbar Rank',
    moves: 'AerialGoal Kickoff CeilingShot AirDribble FlipReset Freestyle DoubleTap',
    verbs: 'Boost Fly Flip Dribble Score',
    core: 'Car AerialGoal Boost',
    scenes: 'CarSoccer',
    names:
      'RocketLeagueSaveChallenge AerialGoalChallenge RocketLeague1v1Me HitTheCrossbar RocketLeagueTrickShot',
  },
  terraria: {
    things: 'Pickaxe Biome Slime Wings Chests Ore Guide Hardmode MoonLord Cavern',
    moves: 'BaseBuild BossRush Exploration SummonerRun Speedrun',
    verbs: 'Dig Build Mine Explore Craft',
    core: 'Slime Ore BossRush Dig',
    names:
      'TerrariaHardcoreRun TerrariaSummonerOnly BeatTheMoonLord TerrariaPixelArt TerrariaBaseBuildOff',
  },
  skyrim: {
    things: 'Dragon Sweetroll CheeseWheel Horse Cart Helmet Giant Tavern Whiterun Knee',
    moves: 'FusRoDah StealthRun Smithing CartRide Archery Enchanting',
    verbs: 'Shout Sneak Forge Explore Craft',
    core: 'Dragon Sweetroll FusRoDah Shout',
    scenes: 'FusRoDah Whiterun Dovahkiin',
    names:
      'FusRoDahChallenge SkyrimNoFastTravel SkyrimStealthArcher SkyrimSweetrollBake SkyrimShoutIRL',
  },
  halo: {
    things: 'Warthog Helmet MasterChief Spartan Armor Forge Grunt Banshee Cortana Ring',
    moves: 'WarthogJump ForgeBuild LegendaryRun CoopRun CampaignRun GruntBirthday',
    verbs: 'Forge Drive Jump Respawn',
    core: 'MasterChief Helmet Warthog Respawn',
    scenes: 'MasterChief',
    names: 'HaloLegendaryRun HaloSniperOnly WarthogJumpChallenge HaloForgeBuildOff HaloTrickShot',
  },
  'hogwarts legacy': {
    things: 'Wand Broom Owl Potion Robes SortingHat Castle Beasts Hogsmeade Vivarium',
    moves: 'HouseSorting BroomRace Spellcast RoomMakeover Dueling BeastRescue',
    verbs: 'Cast Fly Brew Explore',
    core: 'Wand Broom SortingHat Cast',
    scenes: 'SortingHat Hogsmeade',
    names:
      'HogwartsSortingChallenge HogwartsBroomRace HogwartsDuelChallenge PickYourWandChallenge HogwartsRoomMakeover',
    also: 'hogwarts',
  },
  undertale: {
    things: 'Soul Determination SavePoint Spaghetti Bones Sans Papyrus Toriel Ruins Snowdin',
    moves: 'PacifistRun Spare Mercy Dodge SansFight MegalovaniaCover',
    verbs: 'Spare Dodge Save Befriend',
    core: 'Sans Soul PacifistRun Spare',
    scenes: 'Megalovania',
    names:
      'UndertalePacifistRun SpareEveryMonster MegalovaniaCover UndertaleBeatSans UndertaleCosplayChallenge',
  },
  fnaf: {
    things: 'Animatronic Freddy Camera Flashlight Door Mask Pizzeria Foxy Chica Bonnie',
    moves: 'NightFive CameraCheck ReactionCam PowerSave NightShift',
    verbs: 'Survive Hide Watch Check',
    core: 'Animatronic Freddy Pizzeria Survive',
    scenes: 'FreddyFazbear',
    names:
      'SurviveFiveNights MakeItTo6AM FNAFNight5Challenge FNAFLowPowerChallenge FNAFJumpScareReaction',
    also: 'fivenightsatfreddys',
    spelled: 'FNAF',
  },
  portal: {
    things: 'Cake CompanionCube Button Turrets Gel Boots TestChamber Aperture GLaDOS Wheatley',
    moves: 'Fling Speedrun CoopRun ChamberRun CubeCarry',
    verbs: 'Fling Think Solve Jump',
    core: 'CompanionCube Cake TestChamber Fling',
    scenes: 'CompanionCube TestChamber',
    names: 'BakeThePortalCake PortalCoopRun CompanionCubeChallenge PortalPuzzleFirstTry PortalIRL',
  },
  'it takes two': {
    things: 'Hammer Nails Controller Couch Minigames Toybox Garden Cody May DrHakim',
    moves: 'CoopRun Teamwork Minigame Puzzle SplitScreen',
    verbs: 'Cooperate Solve Jump Swing',
    core: 'SplitScreen Teamwork Cooperate',
    names:
      'CoopOrBreakUp ItTakesTwoNoArguing ItTakesTwoDateNight ItTakesTwoMinigameOff CouplesCoopChallenge',
  },
  overcooked: {
    things: 'Kitchen Onion Soup Plates Sink Pot Orders Timer Apron Counter',
    moves: 'OrderRush ChopChop PlateUp FourStars Teamwork',
    verbs: 'Chop Cook Serve Wash',
    core: 'Kitchen PlateUp Serve',
    scenes: 'KitchenChaos',
    names:
      'OvercookedCoopChallenge OvercookedNoYelling FourStarsOrBust OvercookedCouplesTest OvercookedIRL',
  },
  'mario party': {
    things: 'Stars Dice Coins Board Minigames Bowser Toad Candy BonusStar Ztar',
    moves: 'Minigame StarSteal DiceRoll LastTurn Comeback CoinSteal',
    verbs: 'Roll Steal Win Dance',
    core: 'Stars Dice Minigames Roll',
    names:
      'StarStealChallenge MarioPartyMinigameOff RollTheDiceBlock MarioPartyComeback MarioPartyIRL',
  },
  'wii sports': {
    things: 'Wiimote Mii Strap Racket Pins Bat Club BowlingLane Sensor Lobby',
    moves: 'Strike Homerun Serve HoleInOne Perfect300 CurveBall',
    verbs: 'Bowl Swing Serve Strike',
    core: 'Wiimote Mii Strike Swing',
    scenes: 'WiiBowling MiiChannel',
    names: 'Perfect300Challenge WiiBowlingChallenge WiiGolfHoleInOne WiiBoxingWorkout WiiTennisIRL',
    also: 'wii',
  },
  'guitar hero': {
    things: 'StrumBar Frets Whammy StarPower Setlist Drums Mic Notes Highway Encore Guitar',
    moves: 'FullCombo ExpertMode Solo Encore StarPowerRun',
    verbs: 'Strum Shred Rock Tap',
    core: 'Guitar Frets StarPower Strum',
    scenes: 'PlasticGuitar',
    names:
      'GuitarHeroFullCombo ThroughTheFireAndFlames GuitarHeroFaceOff FiveStarChallenge GuitarHeroExpertOnly',
    also: 'rockband',
  },
  'gorilla tag': {
    things: 'Forest Canyon Caves Trees Cosmetics Lobby Headset Mountains Monke Banana Gorilla',
    moves: 'TreeClimb Juking WallRun TagRun Branching',
    verbs: 'Climb Juke Run Tag',
    core: 'Gorilla TreeClimb Tag',
    scenes: 'Monke',
    names:
      'GorillaTagSpeedrun GorillaTagJukeChallenge TreeTopTag LastMonkeStanding GorillaTagHideAndSeek',
  },
  bedwars: {
    things: 'Bed Wool Iron Emerald Diamond Bridge Shop Generator Island Pickaxe',
    moves: 'BedBreak BedDefense Bridging Rush GodBridge Clutch',
    verbs: 'Bridge Rush Defend Break',
    core: 'Bed Wool BedDefense',
    scenes: 'BedDefense',
    names: 'BreakTheBed BedwarsBedDefense GodBridgeChallenge BedwarsWoolOnly BedwarsNoArmorRun',
    spelled: 'BedWars',
  },
  'blox fruits': {
    things: 'Fruits Sea Swords Bounty Raid Awakening Island Dough Kitsune Haki',
    moves: 'FruitSpin Raid BountyHunt Combo Trading Grinding',
    verbs: 'Trade Grind Raid Sail',
    core: 'Fruits FruitSpin',
    names:
      'BloxFruitsSpinChallenge BloxFruitsTradeUp NoobToMaxLevel BloxFruitsOneFruit BountyHuntChallenge',
  },
  'adopt me': {
    things: 'Eggs NeonPet Legendary Unicorn House Stroller Potion Bucks MegaNeon Nursery',
    moves: 'EggHatch Trading HouseTour MakeANeon PetTasks',
    verbs: 'Trade Hatch Raise Decorate',
    core: 'NeonPet Eggs EggHatch',
    names:
      'HatchALegendary AdoptMeNeonChallenge NoRobuxAdoptMe AdoptMeHouseMakeover AdoptMeTradeUp',
  },
  brookhaven: {
    things: 'House Car School Mansion Keys Bank Bike Outfit Pool Town',
    moves: 'Roleplay HouseTour HideAndSeek Makeover RoadTrip Story',
    verbs: 'Roleplay Drive Decorate Explore',
    core: 'HouseTour Roleplay',
    names:
      'SecretRoomTour BrookhavenHideAndSeek BrookhavenHouseMakeover FindMyBrookhavenHouse BrookhavenRoleplay',
  },
  'dress to impress': {
    things: 'Runway Theme Outfits Hair Makeup Catwalk Podium Stars Accessories VIP',
    moves: 'RunwayWalk FitCheck Pose FirstPlace LayeringHack NoVIPRun',
    verbs: 'Style Pose Strut Layer',
    core: 'Runway Outfits Pose',
    scenes: 'DTIRunway',
    names: 'DressToImpressIRL NoVIPChallenge GuessTheDTITheme DTIOneColorOnly DTIRunwayWalk',
    also: 'dti',
  },
  palworld: {
    things: 'Pals Sphere Base Egg Boss Saddle Ranch Incubator Tower Island',
    moves: 'CatchRun BaseBuild Breeding EggHatch BossRaid Speedrun',
    verbs: 'Catch Build Ride Hatch',
    core: 'Pals Sphere Catch Ride',
    scenes: 'PalSphere',
    names:
      'PalworldCatchChallenge PalworldBuildOff DesignYourOwnPal PalworldOnePalRun PalworldBaseTour',
  },
  'lethal company': {
    things: 'Scrap Quota Ship Shovel Flashlight Moon Facility WalkieTalkie Suit Terminal',
    moves: 'ScrapRun QuotaRun CrewRescue SoloRun',
    verbs: 'Scavenge Loot Survive Sell',
    core: 'Scrap Quota WalkieTalkie Scavenge',
    names:
      'MeetTheQuota LethalCompanyQuotaRun LethalCompanyNoDeaths LethalCompanySoloRun WalkieTalkieOnly',
  },
  'donkey kong': {
    things: 'Barrels Bananas Ladders Hammer Girders Minecart Jungle Tie Arcade Diddy',
    moves: 'BarrelJump BarrelBlast MinecartRun HighScore HammerRun',
    verbs: 'Jump Climb Roll Swing',
    core: 'Barrels Bananas BarrelJump Climb',
    scenes: 'DKRap BananaHoard',
    names:
      'KingOfKongChallenge BarrelJumpChallenge DonkeyKongRapChallenge DonkeyKongMinecartRun DonkeyKongHighScore',
  },
  'street fighter': {
    things: 'Ryu ChunLi FightStick Arcade Stage Round Meter Controller Belt Dojo',
    moves: 'Hadouken Shoryuken Combo PerfectRound JustParry SuperArt',
    verbs: 'Combo Parry Block Dash',
    core: 'Hadouken Ryu Arcade Combo',
    scenes: 'Hadouken Shoryuken',
    names:
      'HadoukenChallenge ShoryukenChallenge StreetFighterPerfectRound StreetFighterCombo StreetFighterIRL',
    also: 'sf6',
  },
  tekken: {
    things: 'Roster Arena Stage FightStick Controller Rank Dojo Kuma Panda Heihachi',
    moves: 'Combo Juggle PerfectRound Taunt ThrowBreak RageArt',
    verbs: 'Juggle Combo Block Sidestep',
    core: 'FightStick Combo Juggle',
    names:
      'ButtonMasherChallenge TekkenComboChallenge TekkenTenHitCombo BeatMyTekkenMain TekkenIRL',
  },
  'free fire': {
    things: 'Squad Loot Map Outfits Diamonds Emote Airdrop GlooWall Rank Bermuda',
    moves: 'Booyah Clutch HotDrop Rush RankPush Emote',
    verbs: 'Drop Rush Clutch Loot',
    core: 'Booyah Airdrop Drop',
    scenes: 'Booyah',
    names: 'BooyahChallenge GlooWallChallenge FreeFireClutch FreeFireOneVsFour FreeFireEmoteIRL',
  },
  'mobile legends': {
    things: 'Hero Lord Turtle Lane Jungle Outfit Emblem Turret Base Mythic',
    moves: 'Savage Maniac Outplay LordSteal Combo RankPush',
    verbs: 'Push Rotate Farm Roam',
    core: 'Hero Lord Savage Push',
    names:
      'MLBBSavageChallenge MLBBRoadToMythic OneHeroToMythic LordStealChallenge MLBBSupportOnly',
    also: 'mlbb',
  },
  'world of warcraft': {
    things: 'Mount Raid Dungeon Guild Murloc Horde Alliance Gear Azeroth Hearthstone',
    moves: 'Raid Transmog MountHunt LevelingRun HardcoreRun WorldFirst',
    verbs: 'Raid Quest Level Grind',
    core: 'Guild Murloc Raid Quest',
    scenes: 'Azeroth ForTheHorde',
    names:
      'WarcraftTransmogChallenge WoWLevelingRace WoWHardcoreChallenge WoWMurlocImpression WoWMountHunt',
    also: 'warcraft',
  },
  runescape: {
    things: 'PartyHat Cape Gold Runes Bank Quest Skills Lumbridge GrandExchange Wilderness',
    moves: 'Level99 Skilling Questing IronmanRun MaxCape Raids',
    verbs: 'Skill Quest Trade Grind',
    core: 'PartyHat Runes Level99 Grind',
    scenes: 'Lumbridge GrandExchange',
    names:
      'Level99Challenge RuneScapeIronman ClueScrollChallenge RuneScapeQuestCape RuneScapeF2POnly',
    also: 'osrs',
  },
  'crash bandicoot': {
    things: 'Wumpa Crates AkuAku Gems Crystals Relics Boulder Mask Jungle Hog',
    moves: 'Spin BellyFlop Slide CrateSmash TimeTrial RelicRun',
    verbs: 'Spin Slide Jump Smash',
    core: 'Crates Wumpa CrateSmash Spin',
    scenes: 'WumpaFruit AkuAku',
    names:
      'CrashBandicootDance BreakAllTheCrates WumpaFruitHunt CrashNoDeathRun CrashBandicootSpeedrun',
  },
  spyro: {
    things: 'Gems Dragons Sparx Eggs Orbs Realms Castle Treasure Sheep Gnorcs',
    moves: 'Glide Charge Headbash GemHunt Supercharge EggHunt',
    verbs: 'Glide Charge Collect Fly',
    core: 'Dragons Gems GemHunt Glide',
    names: 'SpyroGemHunt SpyroGlideChallenge RescueTheDragons Spyro100Percent SpyroEggHunt',
  },
  'snake game': {
    things: 'Apple Tail Grid Score Walls Nokia Phone Pixels Board Screen Snake',
    moves: 'HighScore FullBoard LongTail TightTurns SpeedMode',
    verbs: 'Turn Grow Eat Dodge',
    core: 'Snake LongTail Grow',
    scenes: 'PixelSnake',
    names:
      'NokiaSnakeChallenge SnakeGameFillTheBoard LongestSnakeChallenge BeatMySnakeScore SnakeGameHighScore',
  },
  'flappy bird': {
    things: 'Pipes Wings Score Medal Sky Clouds Phone Ground Coin Sun Bird',
    moves: 'Flap PerfectTap PipeRun HighScore SteadyFlap',
    verbs: 'Flap Tap Fly Dodge',
    core: 'Bird Pipes Flap Tap',
    names:
      'FlappyBirdGoldMedal OneMorePipeChallenge BeatMyFlappyBirdScore MakeItPast50Pipes FlappyBirdNoBlink',
  },
  'angry birds': {
    things: 'Slingshot Pigs Towers Blocks Eggs RedBird Chuck Matilda Stars Level',
    moves: 'ThreeStar Topple LongShot TrickShot OneBirdClear',
    verbs: 'Launch Topple Aim Fling',
    core: 'RedBird Pigs Towers Topple',
    scenes: 'BadPiggies',
    names: 'ToppleTheTower AngryBirdsOneBird AngryBirdsThreeStar PopThePigs AngryBirdsPlushToss',
  },
  'plants vs zombies': {
    things: 'Sunflower Peashooter WallNut Sun Lawn Seeds Mower Pool CrazyDave Zombies',
    moves: 'LastStand FinalWave NoSunflowers EndlessSurvival ZenGarden',
    verbs: 'Plant Defend Grow Protect',
    core: 'Sunflower Peashooter Zombies Plant',
    scenes: 'CrazyDave',
    names:
      'PvZNoSunflowers PvZPeashooterOnly SurviveTheFinalWave CrazyDaveImpression PlantsVsZombiesIRL',
    also: 'pvz',
  },
  pikmin: {
    things: 'Onion Treasure Leaf Flower Fruit Whistle Ship Garden Bulborb Olimar',
    moves: 'Throw Carry FruitHunt Day1Run Whistle',
    verbs: 'Throw Carry Pluck Whistle',
    core: 'Leaf Flower Whistle Pluck',
    names: 'PluckAndThrow PikminNoLossRun PikminDay1Challenge PikminFruitHunt PikminBloomWalk',
  },
  'luigis mansion': {
    things: 'Poltergust Boos Flashlight Portrait Keys Coins Gems Gooigi Hotel Elevator',
    moves: 'BooHunt SuctionShot Slam Strobulb GemHunt',
    verbs: 'Vacuum Flash Hunt Slam',
    core: 'Boos Flashlight BooHunt Vacuum',
    scenes: 'Poltergust',
    names:
      'BooHuntChallenge LuigiScaredFaceChallenge GhostVacuumIRL LuigiFlashlightWalk LuigisMansionGemHunt',
  },
  'final fantasy': {
    things: 'Chocobo Moogle Materia Crystal Airship BusterSword Potion Summon Party Cactuar',
    moves: 'LimitBreak ChocoboRace VictoryFanfare Summon LevelGrind',
    verbs: 'Summon Grind Quest Cast',
    core: 'Chocobo Moogle VictoryFanfare Summon',
    scenes: 'Chocobo Moogle VictoryFanfare',
    names:
      'VictoryFanfareChallenge FinalFantasyVictoryPose ChocoboRaceChallenge FinalFantasyLowLevel FinalFantasyCosplay',
    also: 'ff7 ffxiv ff14',
  },
  hades: {
    things: 'Boons Cerberus Keepsake Nectar Chamber Mirror Aspect Underworld Zagreus Ambrosia',
    moves: 'EscapeRun Dash BoonBuild FirstClear PetCerberus',
    verbs: 'Dash Escape Build Pet',
    core: 'Underworld Cerberus PetCerberus Escape',
    scenes: 'Underworld Cerberus',
    names:
      'PetTheCerberus HadesFirstEscape EscapeTheUnderworld HadesHeatChallenge HadesOneWeaponOnly',
  },
  celeste: {
    things:
      'Strawberries Summit Mountain Checkpoint Feather Cassette CrystalHeart Madeline Badeline GoldenBerry',
    moves: 'Dash ClimbJump Wavedash GoldenRun Speedrun',
    verbs: 'Dash Climb Jump Summit',
    core: 'Strawberries Feather Dash',
    names:
      'GoldenStrawberryRun ClimbTheMountain CelesteEveryStrawberry CelesteNoDeathRun CelesteSummitRun',
  },
  'baldurs gate': {
    things: 'Dice Party Camp Owlbear Tavern Spellbook Tadpole Astarion Shadowheart Karlach',
    moves: 'Natural20 CritFail CharacterBuild Roleplay CampNight HonourMode',
    verbs: 'Roll Cast Quest Persuade',
    core: 'Dice Owlbear Natural20 Roll',
    scenes: 'Owlbear Natural20',
    names:
      'HonourModeChallenge PetTheOwlbearCub BG3RandomClassRun BG3DiceRollOff BG3CharacterCreator',
    also: 'bg3 baldursgate3',
  },
  'gang beasts': {
    things: 'Arena Ring Crane Truck FerrisWheel Costumes Hats Controllers Couch Subway',
    moves: 'Grab Wobble Headbutt Climb Toss Flop',
    verbs: 'Grab Wobble Toss Climb',
    core: 'Costumes Wobble Grab',
    names:
      'WobblyWrestleChallenge GangBeastsLastOneUp GangBeastsSiblingBattle GangBeastsFinalRound GangBeastsWrestleOff',
  },
  'human fall flat': {
    things: 'Castle Crane Boxes Ledge Catapult Puzzle Costume Hands Mansion Train',
    moves: 'Climb Grab Wobble Swing CoopPuzzle LedgeHang',
    verbs: 'Climb Grab Swing Wobble',
    core: 'Hands CoopPuzzle Wobble Grab',
    names:
      'GrabMyHandChallenge HumanFallFlatFirstTry WobblyCoop HumanFallFlatClimbOff HumanFallFlatBuddyRun',
  },
  'goat simulator': {
    things: 'Tongue Trampoline Farm Town Hats Jetpack Mailbox Sheep Fence Ragdoll Goat',
    moves: 'Headbutt TongueGrab Backflip ChaosRun Bleat',
    verbs: 'Headbutt Flip Bleat Climb',
    core: 'Goat Headbutt Bleat',
    names:
      'MostChaoticGoat GoatSimulatorChaosRun GoatSimulatorTrickShot GoatBleatChallenge GoatSimulatorHighScore',
  },
  minesweeper: {
    things: 'Flags Smiley Grid Numbers Timer Tiles Board Clock Corners Mines',
    moves: 'FirstClick NoFlagRun SpeedClear ExpertClear',
    verbs: 'Flag Click Clear Solve',
    core: 'Flags Smiley Click',
    names:
      'MinesweeperNoFlags ExpertModeClear BeatMyMinesweeperTime MinesweeperSpeedrun MinesweeperIRL',
  },
  geoguessr: {
    things: 'Map Pin Flags Compass StreetView RoadSigns Bollards Country GoogleCar Score',
    moves: 'PerfectGuess NoMoveRound CountryStreak Duel Perfect5K',
    verbs: 'Guess Pin Spot Explore',
    core: 'Map Pin Country Guess',
    names:
      'GuessTheCountry GeoguessrNoMoving GeoguessrPerfectScore NameThatRoadSign GeoguessrDuelMe',
    also: 'geoguesser',
    spelled: 'GeoGuessr',
  },
  yugioh: {
    things: 'Deck DuelDisk Exodia BlueEyes DarkMagician Booster Binder Spell Trap Graveyard',
    moves: 'PackOpening Duel DeckBuild Summon Combo',
    verbs: 'Duel Summon Draw Shuffle',
    core: 'Deck Exodia Duel Summon',
    scenes: 'DuelDisk Exodia ShadowRealm',
    names:
      'ItsTimeToDuel YugiohDeckBuildOff YugiohExodiaHunt YugiohBudgetDeckDuel YugiohPackOpening',
    spelled: 'YuGiOh',
  },
  'magic the gathering': {
    things: 'Deck Mana Booster Commander Lands Sleeves Binder Dice Playmat Planeswalker',
    moves: 'PackOpening DeckBuild Draft Combo Mulligan Sealed',
    verbs: 'Tap Draft Draw Shuffle Cast',
    core: 'Deck Mana Booster',
    scenes: 'Planeswalker',
    names: 'CrackAPack MTGBudgetDeckChallenge MTGPackWars MTGTenDollarDeck CommanderNightChallenge',
    also: 'mtg',
  },
  'pokemon card': {
    things: 'Charizard Pikachu Booster Binder Holo FullArt Sleeves Tin Toploader BoosterBox',
    moves: 'PackOpening GodPull BinderTour Trade Grading DeckBuild',
    verbs: 'Pull Trade Collect Open',
    core: 'Charizard Holo PackOpening',
    scenes: 'HoloCharizard',
    names:
      'PullACharizard PokemonCardPackOpening PokemonCardPackBattle FillThePokemonBinder PokemonCardTradeUp',
    also: 'pokemontcg',
  },
  dnd: {
    things: 'D20 Dragon Tavern Map Minis CharacterSheet DungeonMaster Campaign Spellbook Party',
    moves: 'Natural20 CritFail OneShot CharacterBuild Roleplay Homebrew',
    verbs: 'Roll Roleplay Cast Quest',
    core: 'D20 DungeonMaster Natural20 Roll',
    scenes: 'Natural20 DungeonMaster',
    names: 'RollForInitiative Natural20Challenge DnDOneShotNight DnDDoTheVoice DnDCharacterReveal',
    also: 'dungeonsanddragons dungeonsdragons',
    spelled: 'DnD',
  },
  uno: {
    things: 'ReverseCard DrawFour WildCard SkipCard Deck Pile Colors Table Cards Rules',
    moves: 'Reverse Stacking LastCard Skip Shuffle ColorChange',
    verbs: 'Draw Skip Reverse Stack Shuffle',
    core: 'ReverseCard DrawFour LastCard Reverse',
    scenes: 'UnoReverse DrawFour',
    names: 'UnoReverseChallenge StackTheDrawFours DontForgetToSayUno NoMercyUno UnoSpeedRound',
  },
  monopoly: {
    things: 'Hotel Houses Dice Money Boardwalk Tokens Banker Chance Properties Railroad',
    moves: 'Trade Auction PassGo DealMaker DoubleRoll Comeback',
    verbs: 'Trade Roll Buy Build',
    core: 'Money Boardwalk PassGo Buy',
    scenes: 'PassGo MonopolyMoney',
    names:
      'BoardwalkOrBust FinishAMonopolyGame PassGoChallenge MonopolyHouseRules MonopolyInAnHour',
    also: 'monopolydeal',
  },
  catan: {
    things: 'Sheep Wheat Brick Wood Ore Settlement Road Dice Harbor Robber',
    moves: 'Trade LongestRoad FirstSettlement SheepTrade Comeback',
    verbs: 'Trade Build Settle Roll',
    core: 'Sheep Wheat Settlement Trade',
    scenes: 'WoodForSheep',
    names:
      'CatanTradingChallenge LongestRoadChallenge BeatMeAtCatan CatanTradeOff CatanLargestArmy',
    also: 'settlersofcatan',
  },
  'connect four': {
    things: 'Discs Grid Board Column Row Red Yellow Stand Pieces Table',
    moves: 'Diagonal DoubleThreat Block QuickWin Comeback',
    verbs: 'Drop Block Stack Win',
    core: 'Discs Grid Diagonal Drop',
    scenes: 'FourInARow',
    names:
      'FourInARowChallenge BlockMeIfYouCan ConnectFourDiagonalWin BeatMeAtConnectFour ConnectFourTrickShot',
    also: 'connect4',
  },
  battleship: {
    things: 'Ships Grid Pegs Board Carrier Submarine Ocean Fleet Coordinates Screen',
    moves: 'DirectHit Sink LuckyShot Guess Search',
    verbs: 'Guess Sink Hide Call',
    core: 'Ships Grid DirectHit Guess',
    names:
      'SinkMyBattleship HideYourFleet DirectHitChallenge BattleshipLuckyShot BeatDadAtBattleship',
  },
  clue: {
    things:
      'Mansion Suspects Notepad Envelope Library Candlestick Ballroom Conservatory ColonelMustard ProfessorPlum',
    moves: 'Accusation Deduction Guess Suggestion Reveal',
    verbs: 'Guess Solve Accuse Deduce',
    core: 'Suspects Mansion Deduction Solve',
    scenes: 'Whodunit ColonelMustard',
    names: 'WhodunitChallenge SolveTheCase ClueInThreeTurns BeatMomAtClue ClueFamilyShowdown',
    also: 'cluedo',
  },
  'guess who': {
    things: 'Faces Board Glasses Hats Beards Mustache Cards Tiles Characters Flaps',
    moves: 'LuckyGuess OneQuestion FlipDown FinalGuess Elimination',
    verbs: 'Guess Ask Flip Eliminate',
    core: 'Faces Glasses FlipDown Ask',
    names:
      'DoesYourPersonHaveAHat GuessWhoInOne GuessWhoIRL GuessWhoFamilyEdition GuessWhoPetEdition',
  },
  twister: {
    things: 'Mat Spinner Dots Colors Circles Hands Feet Floor Board Arrow',
    moves: 'RightHandRed LeftFootBlue Stretch Balance Pretzel Wobble',
    verbs: 'Spin Stretch Balance Reach',
    core: 'Mat Spinner RightHandRed Stretch',
    scenes: 'RightHandRed LeftFootBlue',
    names:
      'HumanPretzelChallenge RightHandRedChallenge TwisterLastOneStanding TwisterFamilyNight TwisterTeamEdition',
  },
  yahtzee: {
    things: 'Dice Cup Scorecard Pencil Table FullHouse LargeStraight Chance Bonus Pips',
    moves: 'Reroll LuckyRoll FirstRoll DiceStack CupFlip',
    verbs: 'Roll Reroll Score Stack',
    core: 'Dice Scorecard Roll',
    names: 'FirstRollYahtzee YahtzeeCupTrick FillTheScorecard YahtzeeLargeStraight YahtzeeReaction',
  },
  mahjong: {
    things: 'Tiles Dragons Winds Bamboo Dots Wall Table Dice Flowers Rack',
    moves: 'Shuffle Discard WallBuild Pung Chow Kong',
    verbs: 'Shuffle Draw Discard Win',
    core: 'Tiles Shuffle Discard',
    scenes: 'MahjongNight',
    names:
      'BeatGrandmaAtMahjong MahjongWallBuildRace LearnMahjongWithMe TileShuffleASMR MahjongFamilyNight',
    also: 'majong mahjongg',
  },
  solitaire: {
    things: 'Cards Deck Aces Kings Stack Foundation Table Timer Tableau Stock',
    moves: 'Speedrun Shuffle Stack PerfectGame CardCascade',
    verbs: 'Shuffle Stack Deal Flip',
    core: 'Cards Aces CardCascade Stack',
    scenes: 'BouncingCards',
    names:
      'BouncingCardsFinish SolitaireNoUndo BeatMySolitaireTime RealCardsSolitaire SolitaireSpeedrun',
  },
  'exploding kittens': {
    things: 'NopeCard Defuse Deck Tacocat Cattermelon SkipCard Favor SeeTheFuture Box Table',
    moves: 'Nope Defuse Skip Shuffle StealCard',
    verbs: 'Nope Skip Shuffle Defuse',
    core: 'NopeCard Nope Shuffle',
    names:
      'NopeCardChallenge DefuseOrLose BeatMeAtExplodingKittens ExplodingKittensBluff ExplodingKittensDuel',
  },
  'candy land': {
    things: 'Gumdrops Lollipop Peppermint Castle Cards Board Gingerbread Path Licorice Chocolate',
    moves: 'Shortcut FinishLine CastleRun DoubleColor RainbowTrail',
    verbs: 'Draw Race Skip Hop',
    core: 'RainbowTrail Hop',
    scenes: 'CandyCastle LollipopWoods',
    names:
      'CandyLandIRL RaceToCandyCastle BuildACandyLandBoard CandyLandCostumeChallenge BeatGrandmaAtCandyLand',
  },
  scrabble: {
    things: 'Tiles Rack Board TripleWord Letters Bag Dictionary Timer Blanks Points',
    moves: 'Bingo HighScoreWord TileSwap WordStack Comeback',
    verbs: 'Spell Score Swap Draw',
    core: 'Tiles TripleWord Letters Spell',
    scenes: 'TripleWord ScrabbleNight',
    names: 'QWithoutU SevenLetterBingo HighestScrabbleWord BeatMyScrabbleScore ScrabbleTripleWord',
  },
  checkers: {
    things: 'King Crown Board Pieces Squares Corner Table Timer RedPieces BlackPieces',
    moves: 'DoubleJump TripleJump KingMe BackRow Trap',
    verbs: 'Jump Crown Trap Block',
    core: 'Board Pieces KingMe Jump',
    scenes: 'KingMe',
    names:
      'KingMeChallenge TripleJumpWin BeatGrandpaAtCheckers CheckersBlitzRound CheckersComebackWin',
    also: 'draughts',
  },
  dice: {
    things: 'D20 Cup Tray Tower Table Pips Set Sixes Felt Board',
    moves: 'Stacking LuckyRoll DoubleSix Natural20 RollOff CupTrick',
    verbs: 'Roll Stack Toss Catch',
    core: 'Pips DoubleSix Roll',
    scenes: 'SnakeEyes DoubleSix',
    names: 'DiceStackingChallenge DoubleSixChallenge DiceRollOff DiceCupTrick RollANatural20',
  },
  'claw machine': {
    things: 'Plush Prize Teddy Joystick Tokens Arcade Glass Chute Button Coins Claw',
    moves: 'FirstTry PerfectDrop Grab PrizeHaul LuckyGrab',
    verbs: 'Grab Drop Win Aim',
    core: 'Claw Plush Prize Grab',
    scenes: 'TheClaw',
    names:
      'FirstTryClawWin OneCoinClawChallenge ClawMachinePlushieRescue ClawMachineFiveTries ClawMachineHaul',
    also: 'clawgame ufocatcher',
  },
  pinball: {
    things: 'Flippers Ball Bumper Ramp Tilt Arcade Lights Multiball Plunger Score',
    moves: 'Multiball Nudge RampShot Jackpot ExtraBall Replay',
    verbs: 'Flip Nudge Tilt Launch',
    core: 'Flippers Bumper Multiball Flip',
    scenes: 'Multiball PinballWizard',
    names: 'MultiballMadness BeatMyPinballScore PinballNoTilt PinballTrickShot PinballJackpotHunt',
  },
  arcade: {
    things: 'Tokens Tickets Joystick Prizes Coins Buttons Neon Cabinet Scoreboard Crane',
    moves: 'SkeeBall AirHockey WhackAMole Jackpot TicketHaul HighScoreRun',
    verbs: 'Play Win Score Aim',
    core: 'Tokens Tickets Joystick SkeeBall',
    scenes: 'InsertCoin SkeeBall WhackAMole',
    names:
      'ArcadeThousandTickets TenDollarArcadeChallenge WhackAMoleRecord PerfectSkeeBallRoll ArcadeBasketballRecord',
    also: 'arcadegame',
  },
  'laser tag': {
    things: 'Vest Arena Phaser Team Base Fog Lights Score Maze Sensor',
    moves: 'BaseCapture Dodge SneakPath TeamPush TopScore',
    verbs: 'Dodge Sneak Tag Capture',
    core: 'Vest Lights Dodge',
    names:
      'TopOfTheScoreboard LaserTagCaptureTheBase LaserTagNoHitRound LaserTagDuoChallenge LaserTagLastOneStanding',
  },
  ps5: {
    things: 'Controller DualSense Headset Console Platinum Disc Faceplate Stand Remote SSD',
    moves: 'SetupTour TrophyHunt Unboxing FirstBoot CustomPlates',
    verbs: 'Play Unbox Customize Game',
    core: 'Controller Console TrophyHunt Unbox',
    scenes: 'PlatinumTrophy',
    names: 'PlatinumTrophyHunt GuessThePS5Game PlatinumInAWeek PS5SetupTour PS5ControllerArt',
    also: 'playstation ps4 playstation5',
    spelled: 'PS5',
  },
  xbox: {
    things: 'Controller GamePass Achievements Gamerscore Headset Console Avatar Party Elite Disc',
    moves: 'AchievementHunt SetupTour Unboxing GamePassPick PartyChat',
    verbs: 'Play Unlock Unbox Stream',
    core: 'Controller Achievements GamePass Unlock',
    scenes: 'Gamerscore GamePass',
    names:
      'AchievementUnlockedIRL XboxGamePassRoulette GamerscoreChallenge XboxSetupTour XboxStartupSoundRemix',
    also: 'xboxone xboxseriesx',
  },
  'nintendo switch': {
    things: 'JoyCon Dock Cartridge Case Amiibo ProController Grip Screen OLED Stand',
    moves: 'CozySetup SetupTour Unboxing CouchCoop HandheldMode',
    verbs: 'Play Dock Decorate Unbox',
    core: 'JoyCon Dock Cartridge CouchCoop',
    names:
      'SwitchClickChallenge OneJoyConChallenge CozySwitchSetup DecorateYourSwitch NintendoSwitchFamilyCup',
    also: 'switch2 switcholed joycon',
  },
  nintendo: {
    things: 'Mario Zelda Pikachu Kirby Cartridge GameBoy Wii Amiibo Controller Console',
    moves: 'RetroRun CollectionTour Speedrun CouchCoop',
    verbs: 'Play Collect Jump Race',
    core: 'Mario Cartridge Controller CouchCoop',
    names:
      'GuessTheNintendoSound HumTheNintendoTheme NintendoDrawFromMemory NintendoFamilyFaceOff NintendoCoopChallenge',
  },
  'steam deck': {
    things: 'Dock Case Screen Trackpads Library Decal Grip Charger Backlog SdCard',
    moves: 'SetupTour Unboxing TravelSetup CozySetup BacklogRun',
    verbs: 'Play Dock Install Game',
    core: 'Trackpads Backlog CozySetup',
    scenes: 'SteamSale',
    names:
      'SteamDeckBacklogChallenge FinishThatSteamGame SteamDeckSetupTour SteamDeckBatteryChallenge SteamDeckGameRoulette',
    also: 'steam',
  },
  'game boy': {
    things: 'Cartridge Pixels Screen Batteries LinkCable Shell DPad Backlight Case Pokemon',
    moves: 'Restoration ShellSwap RetroRun LinkTrade BacklightMod',
    verbs: 'Restore Mod Play Trade',
    core: 'Cartridge Pixels DPad RetroRun',
    names:
      'BlowOnTheCartridge RestoreAGameBoy GameBoyCameraChallenge GameBoyLinkCableTrade GameBoyShellSwap',
    also: 'gba gameboyadvance gameboycolor',
  },
  'pc gaming': {
    things: 'Keyboard Mouse Monitor RGB GPU Headset Desk Chair Fans Cables',
    moves: 'PCBuild SetupTour CableManagement Upgrade Benchmark',
    verbs: 'Build Upgrade Game Mod',
    core: 'Keyboard RGB PCBuild Upgrade',
    scenes: 'BattleStation PCBuild',
    names:
      'FirstPCBuild BudgetPCBuildChallenge PCBuildRace CableManagementChallenge RGBEverythingChallenge',
    spelled: 'PCGaming',
  },
  'gaming setup': {
    things: 'Desk Monitor LEDs Chair Keyboard Headset Mic Shelf Figures Mousepad',
    moves: 'SetupTour DeskMakeover CableManagement BudgetBuild CozySetup Upgrade',
    verbs: 'Build Upgrade Decorate Organize',
    core: 'LEDs Headset SetupTour',
    scenes: 'BattleStation',
    names:
      'DreamSetupChallenge GamingSetupOnABudget GamingSetupMakeover GamingSetupUnder100 CableManagementChallenge',
    also: 'gamingroom gamingdesk',
  },
  controller: {
    things: 'Buttons Joystick Triggers DPad Bumpers Grip Decal Cable Battery Paddles',
    moves: 'ButtonMash Combo BlindPlay CustomPaint',
    verbs: 'Mash Press Hold Customize',
    core: 'Buttons Joystick ButtonMash Press',
    scenes: 'ButtonMash PlayerTwo',
    names:
      'ButtonMashChallenge PaintYourController NoLookController SwapControllersMidGame CustomControllerReveal',
    also: 'gamepad',
  },
  'vr gaming': {
    things: 'Headset Controllers Sabers Boundary Room Avatar Lobby Lenses Straps Floor',
    moves: 'FirstTime SaberRun Reaction Climb Dodge Duck',
    verbs: 'Swing Dodge Climb Duck',
    core: 'Headset Controllers Avatar Dodge',
    scenes: 'VirtualReality',
    names: 'FirstTimeInVR ParentsTryVR VRDanceOff VRSaberChallenge GrandmaTriesVR',
    also: 'vrgame',
    spelled: 'VRGaming',
  },
  esports: {
    things: 'Trophy Team Jersey Arena Crowd Stage Caster Headset Bracket Finals',
    moves: 'Clutch Comeback GrandFinal Celebration Upset Draft',
    verbs: 'Compete Cast Win Train',
    core: 'Trophy GrandFinal Compete',
    scenes: 'EsportsArena',
    names:
      'CastMyGameChallenge EsportsCasterImpression RecreateTheClutch EsportsCelebrationIRL EsportsClutchChallenge',
    also: 'competitivegaming',
  },
  streamer: {
    things: 'Webcam Mic Chat Overlay Emotes Clips RingLight GreenScreen Subs Raid',
    moves: 'FirstStream Raid ClipIt Reaction JustChatting',
    verbs: 'Stream Clip Raid Chat',
    core: 'Webcam Mic Chat Stream',
    scenes: 'GoingLive JustChatting',
    names: 'ChatControlsMe ClipThatChallenge RaidASmallStreamer StreamerForADay StreamerImpression',
    also: 'twitch',
  },
  gamer: {
    things: 'Controller Headset Chair Snacks RGB Backlog Trophies Desk Console Monitor',
    moves: 'Clutch RageQuit CouchCoop Speedrun Grind',
    verbs: 'Game Grind Clutch Play',
    core: 'Controller Headset RGB RageQuit',
    scenes: 'RageQuit PlayerOne',
    names:
      'ExplainYourGamerTag ShowYourFirstConsole GamerPostureCheck GamerHydrationCheck GamerSlangQuiz',
    also: 'gamergirl gamerboy',
  },
  'video game': {
    things: 'Controller Console Cartridge Level Boss Checkpoint Pixels SaveFile Menu Credits',
    moves: 'Speedrun BossBattle Clutch Combo NoHitRun CouchCoop',
    verbs: 'Play Jump Build Grind',
    core: 'Controller Pixels BossBattle',
    scenes: 'PressStart GameOver PlayerOne',
    names:
      'PressStartChallenge GuessTheVideoGameSound RecreateAVideoGameScene FirstGameIEverPlayed VideoGameIRL',
    also: 'gaming videogaming',
  },
  'retro gaming': {
    things: 'Cartridge Arcade Pixels Joystick CRT Console Shelf NES SNES N64',
    moves: 'CollectionTour Restoration ThriftFind RetroHaul Speedrun',
    verbs: 'Collect Restore Play Hunt',
    core: 'Cartridge Pixels Arcade',
    scenes: '8Bit InsertCoin',
    names:
      'RetroGameFirstTry ThriftStoreGameHunt TenDollarRetroHunt RetroGameWithParents RetroGamingShelfTour',
    also: 'nes snes n64 gamecube',
  },
  'board game': {
    things: 'Dice Board Cards Tokens Pieces Timer Meeples Table Snacks Rulebook',
    moves: 'HouseRules Comeback FirstTurn LastTurn TableSetup',
    verbs: 'Roll Draw Trade Win',
    core: 'Dice Pieces HouseRules Roll',
    scenes: 'GameNight Meeple',
    names:
      'HouseRulesChallenge BoardGameFaceOff TeachMeABoardGame BoardGameSpeedSetup InventABoardGame',
    also: 'tabletop',
  },
  'card game': {
    things: 'Deck Cards Joker Aces Hand Table Dealer Pile Kings Sleeves',
    moves: 'BridgeShuffle CardTrick FastDeal CardFan Bluff',
    verbs: 'Shuffle Deal Draw Bluff',
    core: 'Deck Aces Joker Shuffle',
    names:
      'PerfectShuffle CardFlourishChallenge CardTrickChallenge TeachMeYourCardGame FastestDealChallenge',
  },
  'game night': {
    things: 'Snacks Pizza Dice Cards Board Couch Table Teams Scorecard Timer',
    moves: 'Charades TriviaRound TeamBattle Comeback Tiebreaker',
    verbs: 'Play Win Roll Cheer',
    core: 'Dice Cards Charades',
    scenes: 'Charades',
    names:
      'LoserDoesTheDishes WinnerPicksDinner GameNightTiebreaker GameNightSnackDraft BeatGrandmaAtGameNight',
    also: 'familygamenight',
  },
  'lan party': {
    things: 'Pizza Cables Monitors Router Snacks Desks Chairs Headsets Tables Basement',
    moves: 'FreeForAll SetupRace Tournament Rematch CoopRun',
    verbs: 'Game Connect Compete Host',
    core: 'Cables Monitors Tournament Connect',
    scenes: 'BasementLAN',
    names:
      'BringYourOwnPC LANPartyTournament LANPartySetupRace LANPartyLastOneStanding LANPartyRematch',
    spelled: 'LANParty',
  },
  noob: {
    things: 'Tutorial DefaultSkin Spawn Lobby Map Respawn Starter Controller Checkpoint Level1',
    moves: 'FirstTry FirstWin ProCarry Comeback Respawn',
    verbs: 'Learn Carry Respawn Practice',
    core: 'Tutorial DefaultSkin FirstTry Learn',
    scenes: 'DefaultSkin',
    names: 'FromNoobToPro CarryANoob NoobVsProVsHacker TeachAFriendToGame NoobSkinChallenge',
    also: 'newbie',
  },
  'boss fight': {
    things: 'HealthBar Arena Potion Checkpoint Loot SecondPhase Weakpoint Music Cutscene Trophy',
    moves: 'NoHitRun Parry DodgeRoll FirstTry FinalPhase CheeseStrat',
    verbs: 'Dodge Parry Beat Survive',
    core: 'HealthBar SecondPhase Dodge Beat',
    scenes: 'BossMusic BossLevel',
    names: 'BossMusicChallenge BeatTheBossFirstTry BossFightNoHit BossFightIRL MomIsTheFinalBoss',
    also: 'bossbattle finalboss',
  },
  'battle royale': {
    things: 'Zone Circle Loot Squad Map Island Airdrop Crown Lobby Supply',
    moves: 'HotDrop FinalCircle Clutch ZoneRotate SoloSquad',
    verbs: 'Drop Loot Rotate Survive',
    core: 'Loot Airdrop FinalCircle Drop',
    scenes: 'FinalCircle HotDrop',
    names:
      'LastSquadStanding FinalCircleClutch BattleRoyaleNoLoot BattleRoyalePistolsOnly BattleRoyaleIRL',
  },
  rpg: {
    things: 'Quest Party Tavern Inventory Potions Map Dragon Gold Armor XP',
    moves: 'CharacterBuild Questing Crafting LevelGrind BossRaid Roleplay',
    verbs: 'Quest Craft Level Explore',
    core: 'Quest XP Inventory LevelGrind',
    scenes: 'SideQuest DungeonCrawl',
    names: 'ChooseYourClass RPGSideQuestIRL RealLifeRPG RPGInventoryCheck RPGCharacterCreator',
    also: 'roleplayinggame jrpg',
    spelled: 'RPG',
  },
  'cozy game': {
    things: 'Farm Cottage Tea Blanket Plants Lamp Mug Garden Journal Switch',
    moves: 'FarmTour Gardening Decorating DecorBuild RainyDaySession',
    verbs: 'Farm Decorate Relax Garden',
    core: 'Cottage Farm Garden Decorate',
    names: 'CozyGameDeskMakeover CozyGameBuildOff ShowYourCozyCorner CozyGameSwap CozyGameMarathon',
    also: 'cozygaming cozygamer',
  },
  'horror game': {
    things:
      'Flashlight Hallway Basement Door Footsteps Monster Headphones Blanket Lights Batteries',
    moves: 'LightsOffPlay ReactionCam Hide Sneak SurviveTheNight NoScreamRun',
    verbs: 'Hide Sneak Survive Run',
    core: 'Flashlight Monster ReactionCam Hide',
    scenes: 'JumpScare',
    names:
      'TryNotToScream HorrorGameLightsOff HorrorGameHeartRate HorrorGameDuoDare ParentsPlayHorrorGames',
    also: 'scarygame',
  },
  'puzzle game': {
    things: 'Pieces Board Timer Hint Level Grid Blocks Tiles Key Clue',
    moves: 'SpeedSolve NoHintRun PerfectClear FirstTry LevelClear',
    verbs: 'Solve Think Match Swap',
    core: 'Pieces Hint SpeedSolve Solve',
    scenes: 'BrainTeaser',
    names: 'NoHintsChallenge PuzzleFirstTry PuzzleIn60Seconds PuzzleGameRelay SolveItTogether',
  },
  'racing game': {
    things: 'Car Track SteeringWheel Pedals FinishLine Nitro PitStop Podium Trophy Garage',
    moves: 'Drift PhotoFinish TimeTrial PerfectLap Overtake NitroBoost',
    verbs: 'Drift Brake Race Boost Overtake',
    core: 'Car Track FinishLine Drift',
    scenes: 'PitStop PhotoFinish',
    names:
      'PhotoFinishChallenge PerfectLapChallenge BeatMyRacingLapTime RacingGameDriftOff RacingGameNoBrakes',
    also: 'forza granturismo needforspeed',
  },
  'fighting game': {
    things: 'FightStick Roster Arena Stage Meter Controller Arcade Round Belt Trophy',
    moves: 'Combo PerfectRound Parry Comeback Taunt ButtonMash',
    verbs: 'Combo Parry Block Taunt',
    core: 'FightStick Combo PerfectRound',
    scenes: 'RoundOne',
    names:
      'FightingGameCombo ButtonMasherVsPro PerfectRoundChallenge FightingGameFaceOff FightingGameFirstWin',
  },
  platformer: {
    things: 'Coins Level Checkpoint Spikes Flagpole Lava Springs Ladders Keys Stars',
    moves: 'WallJump DoubleJump Dash Speedrun NoDeathRun',
    verbs: 'Jump Dash Climb Run',
    core: 'Coins Checkpoint DoubleJump Jump',
    scenes: 'DoubleJump',
    names:
      'DoubleJumpChallenge PlatformerNoDeathRun PixelPerfectJump PlatformerFirstTry PlatformerNoCheckpoints',
  },
  mmo: {
    things: 'Guild Raid Mount Dungeon Loot Server Avatar Lobby Quest Gear',
    moves: 'RaidNight GuildEvent LevelGrind Transmog MountHunt',
    verbs: 'Raid Quest Grind Trade',
    core: 'Guild Dungeon Raid Quest',
    scenes: 'RaidNight GuildHall',
    names: 'MMOLevelCapRace GuildPhotoChallenge MMOMountHunt MMOFirstRaid MMOFashionShow',
    also: 'mmorpg',
    spelled: 'MMO',
  },
  'couch coop': {
    things: 'Couch Controllers SplitScreen Snacks Blanket TV Pizza Partner Sibling Duo',
    moves: 'DuoRun Teamwork Revive Carry',
    verbs: 'Cooperate Revive Carry Share',
    core: 'Couch SplitScreen Controllers Teamwork',
    scenes: 'PlayerTwo',
    names:
      'PlayerTwoHasJoined CouchCoopCouplesTest CouchCoopSiblingBattle ReviveMeChallenge CouchCoopFirstTry',
    also: 'coop splitscreen',
  },
  'party game': {
    things: 'Controllers Couch Snacks Minigames Teams Scoreboard Buzzer Trophy Dice Phones',
    moves: 'Minigame Tiebreaker Comeback TeamBattle FinalRound',
    verbs: 'Play Win Cheer Compete',
    core: 'Minigames Buzzer TeamBattle Cheer',
    scenes: 'GameNight',
    names:
      'LoserBuysPizza WinnerPicksTheGame PartyGameOlympics PartyGameFamilyCup JackboxWithGrandma',
    also: 'jackbox',
  },
  'mobile game': {
    things: 'Phone Thumbs Coins Lives Level Gems Stars Screen Charger Battery',
    moves: 'OneThumbRun HighScore LevelClear SpeedTap',
    verbs: 'Tap Swipe Match Play',
    core: 'Phone Thumbs HighScore Tap',
    names:
      'MobileGameOneThumb LowBatteryHighScore PassThePhoneChallenge PhoneGameOlympics MobileGameDuel',
    also: 'mobilegaming phonegame',
  },
  'indie game': {
    things: 'Pixels Soundtrack Level Sprites Demo Trailer Devlog Wishlist Engine Prototype',
    moves: 'GameJam Playtest HiddenGemHunt SpeedBuild LaunchDay',
    verbs: 'Design Code Playtest Launch',
    core: 'Pixels Devlog GameJam Playtest',
    scenes: 'GameJam',
    names:
      'GameJamChallenge MakeAGameIn48Hours PlayMyIndieGame IndieGameFirstTry ShareYourIndieGem',
    also: 'gamedev',
  },
  'open world': {
    things: 'Map Mountains Horse Camp Horizon Waypoint Village Ruins Sunset Glider',
    moves: 'PhotoMode ScenicRoute Climb Glide Exploration CampOut',
    verbs: 'Explore Climb Glide Roam',
    core: 'Map Horizon Waypoint Explore',
    scenes: 'FastTravel',
    names: 'OpenWorldPhotoMode ScenicRouteOnly OpenWorldNoMap WalkToTheHorizon OpenWorldSunsetHunt',
  },
  'rhythm game': {
    things: 'Notes Song Beatmap Track Arrows Keys Sabers Drums Pad Headset',
    moves: 'FullCombo PerfectScore NoMiss ExpertMode SightRead',
    verbs: 'Tap Step Drum Strum',
    core: 'Notes Arrows FullCombo Tap',
    names:
      'RhythmGameNoMiss RhythmGameFullCombo PerfectScoreOnly SightReadChallenge RhythmGameDuel',
    also: 'osu beatsaber',
  },
  'survival game': {
    things: 'Shelter Base Wood Stone Berries Tools Raft Map Inventory HungerBar',
    moves: 'FirstNight BaseBuild Crafting Foraging RaftBuild HardcoreRun',
    verbs: 'Survive Craft Build Forage',
    core: 'Shelter HungerBar FirstNight Survive',
    names:
      'SurvivalGame100Days SurvivalGameFirstNight HardcoreOrNothing SurviveWithNoTools SurvivalGameBaseTour',
  },
  game: {
    things: 'Controller Dice Board Cards Level Boss Score Trophy Player Team',
    moves: 'HighScore BossFight Speedrun Rematch Tournament TrickShot Bracket',
    verbs: 'Play Win Beat Roll Level',
    core: 'Controller Dice HighScore Play',
    scenes: 'GameNight GameOn',
    names: 'GameNightChallenge BeatMyHighScore LoserPicksTheNextGame WinnerStaysOn InventANewGame',
  },
  detective: {
    things: 'Clue MagnifyingGlass Fingerprint Notebook Suspect Case Alibi Evidence Hat Map',
    moves: 'ClueHunt Stakeout Disguise Deduction Lineup Interview',
    verbs: 'Solve Search Spot Crack',
    core: 'MagnifyingGlass Clue Fingerprint Solve',
    scenes: 'Whodunit Sherlock CaseClosed',
    names:
      'SolveTheMystery SpotTheClue DetectiveForADay DetectiveFingerprintTest DetectiveEscapeRoom',
  },
  'level up': {
    things: 'XP Badge Boss Skill Trophy Rank Power Loot Bar Map',
    moves: 'SkillTree PowerUp BossFight Upgrade Unlock Prestige',
    verbs: 'Upgrade Unlock Train Beat',
    core: 'XP Badge PowerUp Unlock',
    scenes: 'PowerUp SkillTree',
    names: 'UnlockANewSkill LevelUpYourRoom LevelUpInAWeek LevelUpYourMorning LevelUpChallenge',
  },
  redstone: {
    things: 'Piston Repeater Torch Lamp Lever Comparator Observer Hopper Door Circuit',
    moves: 'PistonDoor HiddenDoor AutoFarm Contraption SecretBase Elevator',
    verbs: 'Wire Build Power Automate',
    core: 'Piston Circuit HiddenDoor Wire',
    scenes: 'PistonDoor',
    names:
      'RedstoneTrapChallenge RedstoneBuildOff RedstoneHiddenDoor OneLeverChallenge BuildAPistonDoor',
  },
  creeper: {
    things: 'TNT Crater Hiss Blocks Mask Face Cave Pickaxe Shield Mine',
    moves: 'SneakUp Hiss Boom Ambush Dodge Escape',
    verbs: 'Sneak Hiss Dodge Mine',
    core: 'Hiss Boom Sneak',
    names:
      'SneakyCreeperChallenge CreeperHissChallenge CreeperHideAndSeek CreeperPixelArt CreeperCostume',
  },
  'lord of the rings': {
    things: 'Ring Hobbit Gandalf Frodo Shire Mordor Elf Staff Map Sword',
    moves: 'Quest SecondBreakfast Fellowship Journey Riddle Pledge',
    verbs: 'Quest Journey March Guard',
    core: 'Ring Hobbit Fellowship Quest',
    scenes: 'MiddleEarth Mordor Fellowship',
    names:
      'YouShallNotPass OneRingChallenge LOTRQuoteChallenge LOTRMarathonChallenge LordOfTheRingsCosplay',
    also: 'lotr',
  },
  'last of us': {
    things: 'Backpack Guitar Giraffe Map Journal Bow Firefly Ellie Joel Clicker',
    moves: 'Stealth Scavenge Craft Sneak Escape Journey',
    verbs: 'Sneak Craft Scavenge Survive',
    core: 'Ellie Joel Sneak',
    names:
      'EllieJokeBookChallenge LastOfUsSceneRemake LastOfUsGuitarCover LastOfUsPhotoMode LastOfUsCosplay',
    also: 'thelastofus tlou',
  },
  bowser: {
    things: 'Shell Castle Koopa Lava Crown Spikes Fireball Airship Bridge Peach',
    moves: 'GroundPound ShellSpin Roar CastleRaid BossBattle',
    verbs: 'Roar Stomp Spin Jump',
    core: 'Shell Crown Roar',
    scenes: 'BowsersCastle Koopa',
    names:
      'BeatBowserChallenge BowserPeachesCover BowserRoarChallenge BowsersCastleRun SaveThePrincess',
  },
  gta: {
    things: 'Car Map Radio Garage Bike Phone Plane Beach Mansion LosSantos',
    moves: 'StuntJump CarMeet Drift RoadTrip Race Cruise',
    verbs: 'Drive Drift Race Cruise',
    core: 'Car LosSantos StuntJump Drive',
    scenes: 'LosSantos ViceCity',
    names:
      'GTAFiveStarEscape GTARadioSingAlong GTAObeyTrafficLaws GTAPhotoModeChallenge GTAStuntJump',
    also: 'grandtheftauto gtav gta5 gta6',
    spelled: 'GTA',
  },
  'red dead': {
    things: 'Horse Camp Saddle Hat Lasso Wagon Bandana Map Frontier Arthur',
    moves: 'HorseBond Lasso TrailRide Fishing PhotoMode Stagecoach',
    verbs: 'Ride Lasso Explore Fish',
    core: 'Horse Saddle Ride',
    scenes: 'WildWest Saloon',
    names:
      'RedDeadHorseBond ArthurMorganImpression RedDeadPhotoMode RedDeadFishingTrip CowboyUpChallenge',
    also: 'rdr2 reddeadredemption reddeadredemption2',
  },
  dota: {
    things: 'Hero Courier Ancient Tower Roshan Items Lane Rune Map Aegis',
    moves: 'Rampage LastHit Gank Ward Teamfight Draft',
    verbs: 'Push Farm Gank Ward',
    core: 'Hero Aegis Rampage Push',
    names:
      'DotaRampageChallenge PickMyDotaHero DotaLastHitChallenge DotaSupportOnly DotaOneHeroChallenge',
    also: 'dota2',
  },
  'counter strike': {
    things: 'Map Crate Sticker Team Case Round Smoke Flashbang Dust2 Skin',
    moves: 'Clutch Ace FlickShot SmokeLineup SprayControl CaseOpening',
    verbs: 'Clutch Flick Aim Defuse',
    core: 'Dust2 Team CaseOpening Clutch',
    scenes: 'Dust2',
    names: 'CS2OneTapChallenge CS2AceChallenge SprayControlChallenge CS2CaseOpening Dust2Duel',
    also: 'csgo cs2 counterstrike2',
  },
  madden: {
    things: 'Playbook Touchdown Stadium Trophy Team Cover Rating Draft Quarterback Endzone',
    moves: 'HailMary Juke Spin Stiffarm Celebration TwoPoint',
    verbs: 'Juke Throw Catch Score',
    core: 'Touchdown Playbook HailMary Score',
    scenes: 'Touchdown GameDay',
    names:
      'MaddenHailMary TouchdownDance GuessYourMaddenRating MaddenJukeChallenge MaddenTwoPointTry',
  },
  honkai: {
    things: 'Trailblazer Train Pull Warp Character Relic Team Banner Stellaron Pom',
    moves: 'WarpPull TeamBuild Banner Cosplay Exploration',
    verbs: 'Pull Warp Explore Build',
    core: 'Train Trailblazer WarpPull Warp',
    names:
      'WarpLuckChallenge PullForYourMain HonkaiTenPullReaction HonkaiFreeToPlayRun StarRailCosplay',
    also: 'honkaistarrail starrail hsr honkaiimpact',
  },
  pubg: {
    things: 'Airdrop Helmet Vest Pan Squad Map Zone Parachute Chicken Loot',
    moves: 'ChickenDinner HotDrop Clutch SquadWipe Revive',
    verbs: 'Drop Loot Clutch Revive',
    core: 'ChickenDinner Airdrop Squad Drop',
    names:
      'PanOnlyChallenge WinnerWinnerChickenDinner PUBGHotDropChallenge PUBGFinalCircle PUBGSquadRevive',
    also: 'pubgmobile',
    spelled: 'PUBG',
  },
  'mortal kombat': {
    things: 'Arena Combo Fighter Tournament Portal Mask Ice Spear Health Round',
    moves: 'FlawlessVictory Combo Uppercut Teleport Block Sweep',
    verbs: 'Block Dodge Strike Combo',
    core: 'FlawlessVictory Combo',
    names:
      'MortalKombatFaceOff GetOverHereChallenge FlawlessVictoryChallenge MortalKombatThemeDance MortalKombatCombo',
    also: 'mk11 mk1',
  },
  fallout: {
    things: 'Vault PipBoy Bottlecap NukaCola Wasteland Jumpsuit Shelter PowerArmor Dogmeat Radio',
    moves: 'VaultBuild Scavenge SettlementBuild Explore Craft',
    verbs: 'Scavenge Build Explore Craft',
    core: 'Vault PipBoy Bottlecap Scavenge',
    scenes: 'Wasteland VaultBoy NukaCola',
    names:
      'FalloutVaultBoyPose BuildAFalloutPipBoy BottlecapHunt FalloutRadioSingAlong VaultDwellerCosplay',
    also: 'falloutshelter fallout4 fallout76',
  },
  'gears of war': {
    things: 'Armor Squad Cover Helmet Cog Horde Map Emblem Crate Lancer',
    moves: 'ActiveReload RoadieRun CoverSlide Horde Revive Teamwork',
    verbs: 'Reload Slide Revive Squad',
    core: 'Cog CoverSlide Revive',
    names:
      'GearsActiveReload RoadieRunChallenge GearsOfWarHordeMode GearsOfWarInsaneRun GearsOfWarCoopChallenge',
  },
  'god of war': {
    things: 'Axe Shield Beard Boat Chest Rune Realm Kratos Atreus Mimir',
    moves: 'AxeThrow AxeRecall ShieldBash Puzzle BossFight Boat',
    verbs: 'Throw Recall Explore Block',
    core: 'Kratos Beard Shield',
    scenes: 'Kratos',
    names:
      'SayBoyLikeKratos AxeRecallChallenge GodOfWarHardestMode GodOfWarBossRush GodOfWarCosplay',
  },
  uncharted: {
    things: 'Treasure Map Ruins Rope Journal Ring Temple Jeep Compass Relic',
    moves: 'TreasureHunt Climb Leap Puzzle Chase Swing',
    verbs: 'Climb Leap Explore Search',
    core: 'Treasure Map TreasureHunt',
    names:
      'TreasureHuntChallenge UnchartedJournalPage UnchartedCrushingRun UnchartedPuzzleRun UnchartedClimb',
  },
  paintball: {
    things: 'Mask Marker Paint Hopper Bunker Flag Field Splat Team Goggles',
    moves: 'CaptureTheFlag Snapshot BunkerRush TrickShot Slide',
    verbs: 'Aim Dodge Slide Capture',
    core: 'Splat Goggles CaptureTheFlag Dodge',
    names:
      'CaptureTheFlagPaintball PaintballBunkerRush LastOneUnsplatted PaintballTrickShot PaintballDodgeChallenge',
  },
  spiderman: {
    things: 'Web Mask Suit Skyline Spidey Backpack Peter Rooftop Shooter Sense',
    moves: 'WebSwing HeroLanding UpsideDown WallCrawl Thwip PointingPose',
    verbs: 'Swing Sling Crawl Thwip',
    core: 'Web Mask PointingPose Thwip',
    scenes: 'Spidey SpiderSense',
    names: 'SpiderManPointing ThwipChallenge SpiderManPizzaTime WebSlingChallenge SpiderManSuitUp',
    spelled: 'SpiderMan',
  },
  batman: {
    things: 'Cape Cowl Batmobile Gotham Gadget Belt Signal Joker Cave Robin',
    moves: 'CapeSwoosh Grapple Glide Stealth DetectiveMode',
    verbs: 'Glide Grapple Swoop Brood',
    core: 'Cape Batmobile Signal Swoop',
    scenes: 'Gotham Batcave BatSignal',
    names:
      'BatSignalChallenge BatmanVoiceChallenge BatmanCapeSwoosh BatmanDetectiveMode BatmanSuitUp',
  },
  superman: {
    things: 'Cape Glasses Krypton Kryptonite PhoneBooth Logo Fortress Clark Lois Suit',
    moves: 'FlyingPose QuickChange HeroLanding Lift Rescue',
    verbs: 'Fly Lift Save Change',
    core: 'Cape Logo FlyingPose',
    scenes: 'Krypton UpUpAndAway',
    names:
      'SupermanQuickChange GlassesOnGlassesOff UpUpAndAwayChallenge SupermanPoseChallenge SupermanSuitUp',
  },
  'wonder woman': {
    things: 'Lasso Tiara Shield Bracelets Themyscira Cape Armor Star Jet Boots',
    moves: 'LassoSpin BracerBlock HeroLanding PowerPose Spin',
    verbs: 'Spin Block Lasso Leap',
    core: 'Tiara Bracelets PowerPose Spin',
    scenes: 'LassoOfTruth Themyscira',
    names:
      'WonderWomanSpin LassoOfTruthChallenge WonderWomanPowerPose WonderWomanBracerBlock WonderWomanCosplay',
  },
  thor: {
    things: 'Hammer Cape Lightning Helmet Thunder Axe Asgard Loki Bifrost Stormbreaker',
    moves: 'HammerThrow HammerCatch LightningStrike HeroLanding Summon',
    verbs: 'Throw Summon Catch Strike',
    core: 'Hammer Lightning Thunder',
    scenes: 'Asgard Mjolnir GodOfThunder',
    names: 'AreYouWorthy LiftTheHammer ThorHammerSummon ThorVoiceChallenge ThorLightningPose',
  },
  hulk: {
    things: 'Fists Gamma PurpleShorts Banner Muscles Avengers Shirt Pose Roar Lab',
    moves: 'Smash Transformation Roar GroundSlam BigJump',
    verbs: 'Smash Roar Flex Stomp',
    core: 'Muscles PurpleShorts Smash Roar',
    scenes: 'HulkSmash',
    names: 'HulkOutChallenge HulkRoarChallenge HulkTransformation HulkFlexChallenge HulkSmashPose',
  },
  'black panther': {
    things: 'Vibranium Claws Mask Necklace Suit Wakanda Shuri Throne Kimoyo Panther',
    moves: 'WakandaForever Salute ClawSwipe Pounce Crouch',
    verbs: 'Pounce Crouch Salute',
    core: 'Wakanda Vibranium WakandaForever Pounce',
    scenes: 'Wakanda Vibranium',
    names:
      'WakandaForeverSalute BlackPantherSuitUp BlackPantherPounce BlackPantherPoseChallenge ShuriGadgetChallenge',
  },
  'star wars': {
    things: 'Lightsaber Droid Jedi Force Helmet Stormtrooper Yoda Falcon Xwing Grogu',
    moves: 'LightsaberDuel ForcePush JediMindTrick DroidBuild Hyperspace',
    verbs: 'Duel Fly Train Build',
    core: 'Jedi Droid Yoda Force',
    scenes: 'MayTheFourth Jedi Lightsaber Tatooine',
    names:
      'MayTheFourthChallenge JediMindTrickChallenge StarWarsLightsaberDuel BuildAStarWarsDroid StarWarsJediTraining',
    also: 'mandalorian',
  },
  'darth vader': {
    things: 'Helmet Cape Lightsaber Mask DeathStar Empire Troopers Throne Armor Tie',
    moves: 'DeepBreath Reveal ForceGrip Duel ImperialMarch',
    verbs: 'Breathe March Duel',
    core: 'Helmet ImperialMarch Breathe',
    scenes: 'DarkSide DeathStar ImperialMarch',
    names:
      'IAmYourFather VaderVoiceChallenge VaderBreathChallenge ImperialMarchCover DarthVaderMarch',
    also: 'vader',
  },
  'star trek': {
    things: 'Enterprise Bridge Captain Phaser Tricorder Badge Uniform Warp Spock Transporter',
    moves: 'VulcanSalute Beam Warp MindMeld CaptainsLog',
    verbs: 'Beam Engage Explore',
    core: 'Enterprise VulcanSalute Beam',
    scenes: 'Starfleet CaptainsLog',
    names:
      'VulcanSaluteChallenge BeamMeUpChallenge StarTrekCaptainsLog StarTrekMindMeld StarTrekCosplay',
  },
  hobbit: {
    things: 'Shire Ring Door Feet Burrow Map Dragon Dwarves Mushrooms Garden',
    moves: 'SecondBreakfast Riddle Adventure Journey Feast',
    verbs: 'Journey Riddle Feast Hide',
    core: 'Shire Ring SecondBreakfast Journey',
    scenes: 'Shire HobbitHole',
    names:
      'SecondBreakfastChallenge HobbitRiddleChallenge ThereAndBackAgain HobbitHoleBuild HobbitGardenMakeover',
  },
  'game of thrones': {
    things: 'Throne Dragon Sword Crown Direwolf Wall Raven Map Banner Castle',
    moves: 'ThroneBuild HouseSigil Oath March Coronation',
    verbs: 'Rule Claim Build March',
    core: 'Throne Dragon Crown Rule',
    scenes: 'Westeros IronThrone WinterIsComing',
    names:
      'WinterIsComingChallenge GameOfThronesHousePick GameOfThronesSigilDesign BuildAnIronThrone GameOfThronesThemeCover',
    also: 'got houseofthedragon',
  },
  'stranger things': {
    things: 'UpsideDown Waffles Bike Lights Walkie Arcade Demogorgon Eggo Radio Dice',
    moves: 'LightsMessage BikeSquad Campaign ArcadeRun WaffleRun',
    verbs: 'Ride Hide Roll Signal',
    core: 'UpsideDown Waffles Lights BikeSquad',
    scenes: 'UpsideDown Hawkins',
    names:
      'UpsideDownChallenge StrangerThingsLights DnDNightChallenge StrangerThingsCosplay StrangerThingsBikeSquad',
  },
  werewolf: {
    things: 'Moon Villager Seer Cards Night Village Role Wolf Narrator Lantern',
    moves: 'Howl Vote Accuse Bluff Reveal',
    verbs: 'Howl Vote Bluff Accuse',
    core: 'Moon Wolf Howl',
    scenes: 'FullMoon',
    names:
      'WhoIsTheWerewolf FullMoonHowl WerewolfGameNight WerewolfPokerFace WerewolfNarratorVoice',
  },
  mystery: {
    things: 'Clue Box Key Lock Riddle Map Suspect Note Door Code',
    moves: 'ClueHunt Unboxing EscapeRoom CodeCrack Riddle',
    verbs: 'Solve Unlock Guess Search',
    core: 'Clue Riddle ClueHunt Solve',
    scenes: 'Whodunit EscapeRoom MysteryBox',
    names:
      'MysteryBoxChallenge CrackTheCode HomemadeEscapeRoom GuessTheMysteryItem MysteryNoteHunt',
  },
  airsoft: {
    things: 'Mask Goggles Vest Field Bunker Team Flag Radio Helmet Loadout',
    moves: 'CaptureTheFlag Flank Sneak Slide Ambush Rescue',
    verbs: 'Sneak Flank Aim Capture',
    core: 'Goggles Vest CaptureTheFlag Sneak',
    names:
      'CaptureTheFlagRun GoggleCamChallenge AirsoftStealthRun AirsoftTeamRescue AirsoftLoadoutCheck',
  },
  'x men': {
    things: 'Mutant Jet School Cerebro Visor Claws Cape Suit Team Powers',
    moves: 'PowerReveal TeamUp HeroLanding Teleport Storm Blast',
    verbs: 'Teleport Fly Assemble Reveal',
    core: 'Mutant Powers PowerReveal Assemble',
    names: 'ChooseYourMutantPower XMenTeamUp XMenPowerReveal DesignYourXMenSuit XMenRollCall',
  },
  wolverine: {
    things: 'Claws Jacket Mask Suit Sideburns Yellow Helmet Dogtags Bike Team',
    moves: 'ClawPop HeroPose Growl Healing Leap',
    verbs: 'Growl Leap Pop',
    core: 'Sideburns Growl',
    scenes: 'Adamantium',
    names:
      'WolverineClawPop WolverineHairChallenge WolverineGrowlChallenge WolverineHeroPose WolverineCosplay',
  },
} as const satisfies KeywordEntries;
