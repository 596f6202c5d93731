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
      'Minecraft100Days MinecraftOneBlock OneChunkChallenge WaterBucketClutch Minecraft60SecondBuild MinecraftNoJumping MinecraftBuildOff CreeperHideAndSeek DiamondHuntChallenge BuildYourHouseInMinecraft',
  },
  fortnite: {
    things: 'Loot Llama ChugJug BattleBus Storm Emote Outfit Glider Island Locker',
    moves: 'VictoryRoyale HotDrop BoxFight Emote Clutch TrickShot EditCourse',
    verbs: 'Build Edit Drop Emote Loot Glide',
    core: 'BattleBus VictoryRoyale Emote Build',
    scenes: 'VictoryRoyale BattleBus TiltedTowers',
    names:
      'FortniteNoBuildChallenge FortniteGrayLootOnly DefaultDanceChallenge FortniteEmoteOff BoxFightMe FortniteHotDropOnly EditCourseSpeedrun FortniteFloorIsLava FirstVictoryRoyale',
  },
  roblox: {
    things: 'Obby Robux Avatar Noob Tycoon Checkpoint Badge Lobby Server Emote',
    moves: 'ObbyRun TowerClimb AvatarMakeover Roleplay TycoonBuild Parkour',
    verbs: 'Climb Jump Build Trade Design',
    core: 'Robux Avatar Obby',
    scenes: 'Obby Robux',
    names:
      'BeatThisObby RobloxOneLifeRun NoRobuxAvatarChallenge RobloxLookalikeIRL BuildARobloxMap GuessTheRobloxGame RobloxTowerClimb RobloxTycoonSpeedrun ParentsTryRoblox',
  },
  'among us': {
    things: 'Impostor Crewmate Vent Tasks Wires Reactor Cafeteria Electrical Skeld Airship',
    moves: 'TaskRace CardSwipe FixWiring VoteOut ImpostorReveal EmergencyMeeting',
    verbs: 'Vote Vent Report Swipe',
    core: 'Impostor Crewmate Tasks Vote',
    scenes: 'Impostor Crewmate',
    names:
      'WhoIsTheImpostor AmongUsPokerFace AmongUsBluffOff CardSwipeChallenge AmongUsTaskRace AmongUsIRL AmongUsHideAndSeek FamilyEmergencyMeeting',
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
      'PullTheMasterSword ZeldaUltrahandBuildOff ZeldaThreeHeartRun FindThatKorok ZeldaCookingChallenge ZeldaShrineFirstTry HumTheZeldaTheme ZeldaCosplayOnABudget ZeldaNoParaglider',
    also: 'legendofzelda totk botw breathofthewild tearsofthekingdom',
  },
  'mario kart': {
    things: 'Banana BlueShell Mushroom Star GreenShell RainbowRoad Coins Glider Kart Lightning',
    moves: 'Drift Shortcut TimeTrial ShellDodge GrandPrix RocketStart MiniTurbo',
    verbs: 'Drift Brake Boost Dodge Race',
    core: 'Kart BlueShell RainbowRoad Drift',
    scenes: 'RainbowRoad BlueShell',
    names:
      'RainbowRoadChallenge DodgeTheBlueShell MarioKartFamilyCup MarioKartTimeTrial CardboardMarioKart MarioKartNoItems MarioKart200ccCup MarioKartMirrorMode MarioKartOneHanded',
    also: 'mk8 mariokart8 mariokartworld',
  },
  mario: {
    things: 'Mushroom Star Coin Pipe Goomba Bowser Yoshi Luigi Castle Flagpole',
    moves: 'WallJump TripleJump LongJump GroundPound FlagpoleJump Backflip Speedrun',
    verbs: 'Jump Stomp Collect Run',
    core: 'Pipe Coin Goomba Jump',
    scenes: 'WarpPipe Goomba',
    names:
      'MarioFlagpoleJump MarioThemeOnAnything MarioLevelOneSpeedrun ItsAMeChallenge MarioNoCoinRun FindTheSecretWarpPipe MarioOneLifeRun StompTheGoomba',
    also: 'supermario supermariobros mariobros marioodyssey',
  },
  pokemon: {
    things: 'Pokeball Shiny Starter Pikachu Eevee Charizard Legendary Pokedex GymBadge MasterBall',
    moves: 'ShinyHunt StarterPick TeamBuild GymRun Trade Evolution Nuzlocke',
    verbs: 'Catch Evolve Train Trade Battle',
    core: 'Pokeball Pikachu Catch',
    scenes: 'Pokeball Pokedex PokemonTrainer',
    names:
      'WhosThatPokemon PokemonDrawFromMemory NuzlockeChallenge ChooseYourStarter ShinyHuntChallenge PokemonMonotypeRun BuildYourPokemonTeam CanYouNameThemAll',
    also: 'pikachu',
  },
  'pokemon go': {
    things: 'Pokestop Raid Gym Lure Egg Buddy Candy Park Pokeball Stardust',
    moves: 'CurveBall ExcellentThrow EggHatch RaidBattle CommunityDay ShinyHunt',
    verbs: 'Catch Hatch Spin Walk Throw',
    core: 'Pokeball Pokestop Catch',
    scenes: 'Pokestop Pokeball',
    names:
      'PokemonGoExcellentThrow PokemonGoCurveballOnly SpinEveryPokestop PokemonGo10KWalk PokemonGoShinyHunt PokemonGoRaidSquad PokemonGoEggHatchReaction PokemonGoAroundTheBlock',
  },
  'call of duty': {
    things: 'Loadout Squad Camo Map Perks Lobby Headset Prestige UAV Scorestreak',
    moves: 'TrickShot SlideCancel Clutch CamoGrind Revive ZombiesRound',
    verbs: 'Slide Revive Clutch Grind',
    core: 'Camo ZombiesRound Revive',
    scenes: 'CODZombies',
    names:
      'CODZombiesRound30 CODTrickShotChallenge CODNoPerksChallenge CODStartingPistolOnly CODCamoGrind CODEasterEggHunt CODVeteranRun CODMinimapOff',
    also: 'cod warzone codzombies',
  },
  fifa: {
    things: 'Pack Walkout Goal Icon Trophy Striker Card Stadium Pitch UltimateTeam Football',
    moves: 'SkillMove Celebration FinesseShot RainbowFlick BicycleKick Penalty PackOpening',
    verbs: 'Score Dribble Pass Celebrate Defend',
    core: 'Football Goal Celebration Score',
    scenes: 'Matchday UltimateTeam',
    names:
      'RecreateTheGoal FIFACelebrationIRL FIFASkillMoveInTheYard FIFAFreeKickChallenge FIFABronzeTeamOnly FIFAPackReaction FIFADraftChallenge FIFAPenaltyShootout FIFAFamilyTournament',
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
      'ValorantAceChallenge ValorantClutchChallenge ValorantOneAgentOnly ValorantEcoRoundWin SpikeDefuseChallenge RateMyCrosshair ValorantRandomAgent LearnOneLineup ValorantAimDuel',
    also: 'valo',
  },
  'apex legends': {
    things: 'Legend Squad Loot Ring Shield Banner Badge Heirloom Dropship Jumpmaster',
    moves: 'Revive Clutch Superglide SlideJump WallBounce Zipline',
    verbs: 'Slide Revive Ping Drop Loot',
    core: 'Legend Loot Revive',
    scenes: 'KingsCanyon',
    names:
      'ApexPingOnlyChallenge JumpmasterHotDrop RandomLegendChallenge ApexNoArmorChallenge ApexPacifistChallenge LearnTheSuperglide ApexWithoutHeals ApexLegendsFirstWin',
    also: 'apex',
  },
  'league of legends': {
    things: 'Champion Baron Dragon Nexus Minion Turret Ward Lane Jungle Rank',
    moves: 'Outplay BaronSteal Teamfight Combo Backdoor FlashPlay',
    verbs: 'Outplay Ward Flash Farm Roam',
    core: 'Champion Minion Nexus Outplay',
    scenes: 'SummonersRift',
    names:
      'BaronStealChallenge DodgeTheSkillshot LeagueOneTrickChallenge LeagueNoFlash LeagueSupportOnly GuessTheChampVoiceLine LeagueARAMMarathon DrawYourLeagueMain',
  },
  overwatch: {
    things: 'Hero Payload Ultimate Tank Support Healer Objective Spray Emote Highlight',
    moves: 'PlayOfTheGame UltCombo Boop PayloadPush Clutch Flank',
    verbs: 'Heal Boop Push Flank',
    core: 'Hero Payload PlayOfTheGame Heal',
    scenes: 'PlayOfTheGame',
    names:
      'BoopThemOffTheMap PlayOfTheGameIRL OverwatchOneTrickWeek OverwatchSupportOnly OverwatchNoUltimate OverwatchRandomHero OverwatchVoiceLineGuess PushThePayload',
    also: 'overwatch2',
  },
  'animal crossing': {
    things: 'Fossil Fruit Turnips Bells Villager Museum Furniture TomNook Pier Passport',
    moves: 'IslandTour RoomMakeover Terraforming FossilHunt BugHunt TurnipTrade',
    verbs: 'Decorate Design Fish Trade Terraform',
    core: 'Villager Turnips IslandTour Decorate',
    scenes: 'TomNook',
    names:
      'PayOffTomNook BecomeATurnipMillionaire ACNHNoTimeTravel FillTheMuseum AnimalCrossingFiveStars ACNHRoomMakeover VillagerOutfitIRL ACNHFishingDerby AnimalCrossingBugHunt',
    also: 'acnh',
  },
  'stardew valley': {
    things: 'Parsnip Farm Crops Greenhouse Barn Junimo Sprinkler Mines Festival CommunityCenter',
    moves: 'FarmTour Harvest Fishing FarmLayout PerfectionRun Year1Run',
    verbs: 'Farm Plant Harvest Fish Forage',
    core: 'Farm Parsnip Harvest',
    scenes: 'PelicanTown',
    names:
      'StardewOnlyParsnips StardewYearOneRun StardewFarmMakeover StardewNoCropsChallenge StardewRecipeIRL StardewCoopFarm CatchTheLegend PerfectionChallenge',
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
      'RagsToRichesChallenge LegacyChallenge SimsHouseBuildOff RecreateYourHomeInSims SimsYourFamily SimsTinyHouseBuild SimsRandomTraits SimsThroughTheDecades SimsNoCheatsBuild',
    also: 'thesims sims4',
  },
  tetris: {
    things: 'Block LongBar TPiece Grid Stack Lines Level Board Well Tetromino',
    moves: 'TSpin LineClear PerfectClear Combo FortyLines',
    verbs: 'Stack Clear Rotate Drop',
    core: 'Block LongBar LineClear Stack',
    scenes: 'Tetromino',
    names:
      'TetrisYourSuitcase Tetris40LineSprint PerfectClearChallenge TetrisTSpinTriple TetrisHighScoreChallenge TetrisNoHold HumTheTetrisTheme TetrisDuelMe',
    also: 'tetris99',
  },
  'pac man': {
    things: 'Ghosts Pellets PowerPellet Cherry Maze Arcade Joystick Fruit Tunnel Blinky',
    moves: 'GhostChomp MazeRun PerfectLevel Cornering HighScoreRun',
    verbs: 'Chomp Chase Dodge Munch',
    core: 'Ghosts Pellets Maze Chomp',
    scenes: 'PowerPellet',
    names:
      'ClearThePacManMaze PacManNoPowerPellet DodgeTheGhosts PacManHighScore PacManNoDeathRun PacManIRL DoTheWakaSound PacManFruitHunt',
  },
  sonic: {
    things: 'Rings ChaosEmerald Tails Knuckles Loop Spring Shoes ChiliDog GreenHill Eggman',
    moves: 'SpinDash LoopDeLoop Boost RingRun Speedrun',
    verbs: 'Dash Spin Boost Run Jump',
    core: 'Rings Loop SpinDash Run',
    scenes: 'GreenHill ChaosEmerald',
    names:
      'GottaGoFastChallenge SonicNoRingsChallenge SonicSpeedrun CollectAllTheRings SonicOneLifeRun SonicSpinDashOnly ChaosEmeraldHunt SonicBossRush',
    also: 'sonicthehedgehog',
  },
  'smash bros': {
    things: 'SmashBall Items Fighter FinalDestination Stock Ledge Roster Amiibo Controller Trophy',
    moves: 'Combo FinalSmash Taunt ShortHop Spike WaveDash',
    verbs: 'Smash Dodge Taunt Shield',
    core: 'SmashBall Fighter FinalSmash Smash',
    scenes: 'FinalSmash SmashBall',
    names:
      'SmashOneStockChallenge FinalDestinationOnly RandomFighterChallenge SmashMainSwap BeatLevel9CPU SmashBrosItemsOnly SmashFamilyTournament SmashTauntOff',
    also: 'smash supersmashbros ssbu smashultimate',
  },
  splatoon: {
    things: 'Ink Roller Turf Inkling Octoling Gear Splatfest Plaza Brush Charger',
    moves: 'TurfWar SuperJump InkSwim SquidRoll SalmonRun RollerPush',
    verbs: 'Ink Splat Paint Swim Roll',
    core: 'Ink Inkling TurfWar Splat',
    scenes: 'Splatfest TurfWar Inkopolis',
    names:
      'LearnTheSquidRoll SplatoonRollerOnly SplatoonTurfWarChallenge SplatoonWinStreak SplatoonNoSpecials SalmonRunTeamwork SplatfestTeamPick SplatoonFitCheck',
  },
  kirby: {
    things: 'Star WarpStar CopyAbility Cake MaxTomato Dreamland MetaKnight Dedede Cloud Hat',
    moves: 'Inhale Float VictoryDance StarRide MouthfulMode',
    verbs: 'Inhale Float Puff Copy',
    core: 'WarpStar CopyAbility Inhale Float',
    scenes: 'Poyo WarpStar',
    names:
      'KirbyVictoryDance PoyoChallenge CopyAbilityChallenge BakeAKirbyCake KirbyDrawFromMemory KirbyOneAbilityOnly KirbyCoopWithFamily KirbySpeedrun',
  },
  'genshin impact': {
    things: 'Primogems Banner Artifact Paimon Teyvat Resin Constellation Domain Vision Archon',
    moves: 'TenPull Exploration SpiralAbyss TeamComp ElementalCombo Cosplay',
    verbs: 'Pull Wish Explore Climb Glide',
    core: 'Primogems Paimon TenPull Wish',
    scenes: 'Teyvat Paimon',
    names:
      'GenshinTenPullReaction GenshinFourStarOnly GenshinF2PRun GenshinMonoElement PaimonVoiceChallenge GenshinDrawFromMemory GenshinCosplayChallenge GenshinPhotoMode',
    also: 'genshin',
  },
  'elden ring': {
    things: 'Boss Runes Torrent Flask Erdtree SiteOfGrace Messages Malenia Margit Roundtable',
    moves: 'Parry DodgeRoll BossRush NoHitRun Level1Run Speedrun',
    verbs: 'Summon Roll Parry Dodge',
    core: 'Erdtree Boss Runes Dodge',
    scenes: 'Erdtree SiteOfGrace',
    names:
      'Level1EldenRing EldenRingNoSummons BeatMargitFirstTry EldenRingParryOnly EldenRingOnADancePad EldenRingNoHitRun EldenRingFashionCheck BeatMalenia GitGudChallenge',
  },
  'hollow knight': {
    things: 'Nail Charm Geo Bench Mask Soul Grub Map Hallownest Silksong',
    moves: 'Pogo BossRush NailArt ShadeDash Pantheon GrubHunt',
    verbs: 'Pogo Dash Heal Explore',
    core: 'Hallownest Charm Grub',
    scenes: 'Hallownest',
    names:
      'SaveAllTheGrubs HollowKnightNoHit HollowKnightBossRush BeatHornetFirstTry HollowKnightCharmless HollowKnightWithoutMap SteelSoulRun HollowKnightPogoTrick',
  },
  cuphead: {
    things: 'Boss Coins Charm Plane Contract Mugman InkwellIsle Cartoon Jazz Rank',
    moves: 'Parry BossRush NoHitRun PinkParry SRankRun',
    verbs: 'Parry Dash Dodge Duck',
    core: 'Cartoon Jazz BossRush Parry',
    names:
      'ParryThePink CupheadNoHitChallenge DontDealWithTheDevil CupheadSRank CupheadBossRush CupheadParryOnly CupheadCoopDuo CupheadPacifistRun',
  },
  'geometry dash': {
    things: 'Cube Spikes Portal Ship Wave Orb Level Coins Icon Checkpoint',
    moves: 'FirstTry PracticeRun WaveRun LevelBuild PerfectSync Speedrun',
    verbs: 'Jump Tap Click Fly',
    core: 'Cube Spikes Jump Tap',
    names:
      'BeatStereoMadness GeometryDashFirstTry PlayMyGeometryDashLevel GeometryDashOneHand GeometryDashCoinHunt TapToTheRhythm GeometryDashBlindfolded GeometryDashRelay',
  },
  'subway surfers': {
    things: 'Hoverboard Coins Keys Jetpack Sneakers Magnet Train Tracks Graffiti Multiplier',
    moves: 'HighScore Roll Dodge Surf LaneSwitch NoCoinRun',
    verbs: 'Surf Dodge Roll Jump Dash',
    core: 'Hoverboard Train Graffiti Surf',
    names:
      'BeatMySubwaySurfersScore SubwaySurfersNoCoins SubwaySurfersDuel SubwaySurfersOneHand NoHoverboardRun SubwaySurfersLeftLaneOnly SubwaySurfersDailyStreak SubwaySurfersKeyHunt',
  },
  'temple run': {
    things: 'Idol Coins Monkeys Cliff Vines Zipline Gems Shield Ruins Jungle',
    moves: 'Slide Jump TiltRun Zipline HighScore LongRun',
    verbs: 'Run Slide Jump Turn',
    core: 'Idol Monkeys Run',
    names:
      'BeatMyTempleRun EscapeTheMonkeys TempleRunNoCoins TempleRunTiltChallenge TempleRunOneThumb TempleRunDuel GrabTheIdol TempleRunGemHunt',
  },
  'candy crush': {
    things: 'ColorBomb Lollipop Booster Jelly Chocolate Lives Level Board Striped Wrapped',
    moves: 'SugarCrush Combo Cascade LevelClear ColorBombCombo',
    verbs: 'Swap Match Crush Clear',
    core: 'ColorBomb SugarCrush Match Crush',
    scenes: 'SugarCrush',
    names:
      'CandyCrushNoBoosters SugarCrushChallenge CandyCrushFirstTry CandyCrushIRL CandyCrushWithGrandma ColorBombChallenge CandyCrushLevelRace LastMoveWin',
  },
  'clash royale': {
    things: 'Deck Elixir Chest Crowns Trophies Arena KingTower Emote HogRider Goblin',
    moves: 'ThreeCrown DeckBuild Comeback TrophyPush Cycle Counterpush',
    verbs: 'Push Cycle Deploy Defend',
    core: 'Crowns KingTower HogRider',
    scenes: 'HogRider KingTower',
    names:
      'ClashRoyaleThreeCrown ClashRoyaleRandomDeck CommonsOnlyChallenge ComebackFromOneTower ClashRoyaleNoSpells HogRiderImpression ClashRoyaleEmoteIRL ClashRoyaleSiblingBattle',
  },
  'clash of clans': {
    things: 'TownHall Walls Gold Elixir Gems Builder Clan Trophies Barbarian Archer',
    moves: 'ThreeStar BaseBuild Raid Upgrade BaseTour Funnel',
    verbs: 'Build Raid Upgrade Defend',
    core: 'TownHall Clan BaseBuild Raid',
    scenes: 'ClanWar',
    names:
      'ClashOfClansThreeStar CanYouBreakMyVillage BarbarianOnlyRaid ClashOfClansNoGems ClashOfClansBaseDesign ClanWarComeback OneSpellAttack ClashOfClansBuilderRace',
    also: 'coc',
  },
  'brawl stars': {
    things: 'Brawler StarDrop Gems Trophies Gadget Outfit Map Club Mastery Hypercharge',
    moves: 'StarDropOpening TrophyPush SuperCombo Showdown GemGrab Knockout',
    verbs: 'Push Brawl Grab Dodge',
    core: 'Brawler StarDrop Gems Brawl',
    scenes: 'StarDrop GemGrab',
    names:
      'StarDropReaction BrawlStarsRandomBrawler BrawlStarsTrophyPush GemGrabChallenge BrawlStarsOneBrawlerOnly BrawlStarsNoSuper BrawlStarsSiblingDuo BrawlStarsCosplay',
  },
  'fall guys': {
    things: 'Crown Bean Costume Slime Finale Seesaw Obstacles Round Kudos HexAGone',
    moves: 'Dive Grab CrownGrab Wobble Qualify Tumble',
    verbs: 'Dive Grab Jump Wobble',
    core: 'Bean Crown Obstacles Wobble',
    names:
      'DiveForTheCrown FallGuysFirstVictory FallGuysWobbleWalk FallGuysNoJumping FallGuysHotStreak FallGuysSquadWin FallGuysIRL FallGuysFinalRound',
  },
  'rocket league': {
    things: 'Ball Boost Goal Car Octane Arena Decals Wheels Crossbar Rank',
    moves: 'AerialGoal Kickoff CeilingShot AirDribble FlipReset Freestyle DoubleTap',
    verbs: 'Boost Fly Flip Dribble Score',
    core: 'Car AerialGoal Boost',
    scenes: 'CarSoccer',
    names:
      'AerialGoalChallenge RocketLeague1v1Me HitTheCrossbar RocketLeagueNoBoost RocketLeagueTrickShot RocketLeagueCeilingShot WinTheKickoff RocketLeagueSaveChallenge',
  },
  terraria: {
    things: 'Pickaxe Biome Slime Wings Chests Ore Guide Hardmode MoonLord Cavern',
    moves: 'BaseBuild BossRush Exploration SummonerRun Speedrun',
    verbs: 'Dig Build Mine Explore Craft',
    core: 'Slime Ore BossRush Dig',
    names:
      'BeatTheMoonLord TerrariaHardcoreRun TerrariaFishingOnly TerrariaSummonerOnly TerrariaBaseBuildOff TerrariaPixelArt TerrariaCoopDuo TerrariaSpeedrun',
  },
  skyrim: {
    things: 'Dragon Sweetroll CheeseWheel Horse Cart Helmet Giant Tavern Whiterun Knee',
    moves: 'FusRoDah StealthRun Smithing CartRide Archery Enchanting',
    verbs: 'Shout Sneak Forge Explore Craft',
    core: 'Dragon Sweetroll FusRoDah Shout',
    scenes: 'FusRoDah Whiterun Dovahkiin',
    names:
      'FusRoDahChallenge SkyrimNoFastTravel CheeseWheelChallenge SkyrimStealthArcher SkyrimPacifistRun SkyrimNoArmorRun SkyrimBardCover SkyrimSurvivalMode',
  },
  halo: {
    things: 'Warthog Helmet MasterChief Spartan Armor Forge Grunt Banshee Cortana Ring',
    moves: 'WarthogJump ForgeBuild LegendaryRun CoopRun CampaignRun GruntBirthday',
    verbs: 'Forge Drive Jump Respawn',
    core: 'MasterChief Helmet Warthog Respawn',
    scenes: 'MasterChief',
    names:
      'HaloLegendaryRun WarthogJumpChallenge HumTheHaloTheme HaloForgeBuildOff HaloTrickShot HaloPistolOnly HaloSplitScreenNight MasterChiefHelmetDIY',
  },
  'hogwarts legacy': {
    things: 'Wand Broom Owl Potion Robes SortingHat Castle Beasts Hogsmeade Vivarium',
    moves: 'HouseSorting BroomRace Spellcast RoomMakeover Dueling BeastRescue',
    verbs: 'Cast Fly Brew Explore',
    core: 'Wand Broom SortingHat Cast',
    scenes: 'SortingHat Hogsmeade',
    names:
      'HogwartsSortingChallenge HogwartsBroomRace PickYourWandChallenge HogwartsRoomMakeover HogwartsDuelingClub HogwartsBeastRescue HogwartsLegacyCosplay HogwartsLegacyPhotoMode',
  },
  undertale: {
    things: 'Soul Determination SavePoint Spaghetti Bones Sans Papyrus Toriel Ruins Snowdin',
    moves: 'PacifistRun Spare Mercy Dodge SansFight MegalovaniaCover',
    verbs: 'Spare Dodge Save Befriend',
    core: 'Sans Soul PacifistRun Spare',
    scenes: 'Megalovania',
    names:
      'UndertalePacifistRun MegalovaniaCover UndertaleBeatSans GuessTheUndertaleSong PapyrusSpaghettiIRL UndertaleCosplayChallenge UndertaleFanArt UndertaleFirstTry',
  },
  fnaf: {
    things: 'Animatronic Freddy Camera Flashlight Door Mask Pizzeria Foxy Chica Bonnie',
    moves: 'NightFive CameraCheck ReactionCam PowerSave NightShift',
    verbs: 'Survive Hide Watch Check',
    core: 'Animatronic Freddy Pizzeria Survive',
    scenes: 'FreddyFazbear',
    names:
      'MakeItTo6AM SurviveFiveNights FNAFNoCameras FNAFLowPowerChallenge FNAFJumpScareReaction FNAFLoreIn60Seconds FNAFCosplay FNAFLightsOn',
    also: 'fivenightsatfreddys',
    spelled: 'FNAF',
  },
  portal: {
    things: 'Cake CompanionCube Button Turrets Gel Boots TestChamber Aperture GLaDOS Wheatley',
    moves: 'Fling Speedrun CoopRun ChamberRun CubeCarry',
    verbs: 'Fling Think Solve Jump',
    core: 'CompanionCube Cake TestChamber Fling',
    scenes: 'CompanionCube TestChamber',
    names:
      'BakeThePortalCake PortalCoopRun CompanionCubeChallenge PortalPuzzleFirstTry PortalLeastPortals PortalSpeedrun DesignAPortalChamber GLaDOSVoiceChallenge',
  },
  'it takes two': {
    things: 'Hammer Nails Controller Couch Minigames Toybox Garden Cody May DrHakim',
    moves: 'CoopRun Teamwork Minigame Puzzle SplitScreen',
    verbs: 'Cooperate Solve Jump Swing',
    core: 'SplitScreen Teamwork Cooperate',
    names:
      'ItTakesTwoNoArguing ItTakesTwoSwitchSides ItTakesTwoMinigameOff ItTakesTwoNoDeaths ItTakesTwoDateNight ItTakesTwoSiblingEdition ItTakesTwoSpeedrun CouplesCoopChallenge',
  },
  overcooked: {
    things: 'Kitchen Onion Soup Plates Sink Pot Orders Timer Apron Counter',
    moves: 'OrderRush ChopChop PlateUp FourStars Teamwork',
    verbs: 'Chop Cook Serve Wash',
    core: 'Kitchen PlateUp Serve',
    scenes: 'KitchenChaos',
    names:
      'OvercookedNoYelling FourStarsOrBust OvercookedCouplesTest OvercookedIRL OvercookedOneHandEach OvercookedSwapRoles OvercookedFamilyNight OvercookedSpeedrun',
  },
  'mario party': {
    things: 'Stars Dice Coins Board Minigames Bowser Toad Candy BonusStar Ztar',
    moves: 'Minigame StarSteal DiceRoll LastTurn Comeback CoinSteal',
    verbs: 'Roll Steal Win Dance',
    core: 'Stars Dice Minigames Roll',
    names:
      'MarioPartyMinigameOff MarioPartyFriendshipTest MarioPartyIRL MarioPartyComeback StarStealChallenge MarioPartyFamilyNight RollTheDiceBlock BonusStarReaction',
  },
  'wii sports': {
    things: 'Wiimote Mii Strap Racket Pins Bat Club BowlingLane Sensor Lobby',
    moves: 'Strike Homerun Serve HoleInOne Perfect300 CurveBall',
    verbs: 'Bowl Swing Serve Strike',
    core: 'Wiimote Mii Strike Swing',
    scenes: 'WiiBowling MiiChannel',
    names:
      'Perfect300Challenge WiiBowlingWithGrandma WiiGolfHoleInOne WiiBoxingWorkout MakeYourMiiLookalike WiiBaseballHomeRun WiiSportsFamilyTournament WiiTennisIRL HumTheWiiSportsTheme',
    also: 'wii',
  },
  'guitar hero': {
    things: 'StrumBar Frets Whammy StarPower Setlist Drums Mic Notes Highway Encore Guitar',
    moves: 'FullCombo ExpertMode Solo Encore StarPowerRun',
    verbs: 'Strum Shred Rock Tap',
    core: 'Guitar Frets StarPower Strum',
    scenes: 'PlasticGuitar',
    names:
      'GuitarHeroFullCombo GuitarHeroBehindTheBack GuitarHeroFaceOff GuitarHeroVsTheRealThing GuitarHeroExpertOnly GuitarHeroBandNight GuitarHeroSightRead GuitarHeroNoStarPower FiveStarEverySong',
  },
  'gorilla tag': {
    things: 'Forest Canyon Caves Trees Cosmetics Lobby Headset Mountains Monke Banana Gorilla',
    moves: 'TreeClimb Juking WallRun TagRun Branching',
    verbs: 'Climb Juke Run Tag',
    core: 'Gorilla TreeClimb Tag',
    scenes: 'Monke',
    names:
      'LastMonkeStanding GorillaTagJukeChallenge GorillaTagHideAndSeek TreeTopTag ParentsTryGorillaTag GorillaTagOneArm GorillaTagSpeedrun GorillaTagTeachANewbie',
  },
  bedwars: {
    things: 'Bed Wool Iron Emerald Diamond Bridge Shop Generator Island Pickaxe',
    moves: 'BedBreak BedDefense Bridging Rush GodBridge Clutch',
    verbs: 'Bridge Rush Defend Break',
    core: 'Bed Wool BedDefense',
    scenes: 'BedDefense',
    names:
      'BreakTheBed GodBridgeChallenge BedWarsWoolOnly BedWarsDefenseBuild BedWarsNoArmorRun BedWarsSoloWin BedWarsBlockClutch BedWarsNoShop',
    spelled: 'BedWars',
  },
  'blox fruits': {
    things: 'Fruits Sea Swords Bounty Raid Awakening Island Dough Kitsune Haki',
    moves: 'FruitSpin Raid BountyHunt Combo Trading Grinding',
    verbs: 'Trade Grind Raid Sail',
    core: 'Fruits FruitSpin',
    names:
      'NoobToMaxLevel BloxFruitsSpinChallenge BloxFruitsTradeUp BloxFruitsOneFruit BloxFruitsRaidSquad FirstSeaSpeedrun AwakenYourFruit BountyHuntChallenge',
  },
  'adopt me': {
    things: 'Eggs NeonPet Legendary Unicorn House Stroller Potion Bucks MegaNeon Nursery',
    moves: 'EggHatch Trading HouseTour MakeANeon PetTasks',
    verbs: 'Trade Hatch Raise Decorate',
    core: 'NeonPet Eggs EggHatch',
    names:
      'HatchALegendary AdoptMeTradeUp MakeANeonPet NoRobuxAdoptMe AdoptMeHouseMakeover AdoptMeTaskSpeedrun AdoptMeRoleplayFamily AdoptMeShadowDragonHunt',
  },
  brookhaven: {
    things: 'House Car School Mansion Keys Bank Bike Outfit Pool Town',
    moves: 'Roleplay HouseTour HideAndSeek Makeover RoadTrip Story',
    verbs: 'Roleplay Drive Decorate Explore',
    core: 'HouseTour Roleplay',
    names:
      'BrookhavenHideAndSeek FindMyBrookhavenHouse BrookhavenCopsAndRobbers BrookhavenHouseMakeover BrookhavenOutfitMatch BrookhavenScavengerHunt BrookhavenRoadTrip BrookhavenFamilyRoleplay',
  },
  'dress to impress': {
    things: 'Runway Theme Outfits Hair Makeup Catwalk Podium Stars Accessories VIP',
    moves: 'RunwayWalk FitCheck Pose FirstPlace LayeringHack NoVIPRun',
    verbs: 'Style Pose Strut Layer',
    core: 'Runway Outfits Pose',
    scenes: 'DTIRunway',
    names:
      'DressToImpressIRL GuessTheDTITheme NoVIPChallenge DTIOneColorOnly DTIRunwayWalk DressToImpressWithMom DTIFirstPlaceStreak DTILayeringChallenge',
    also: 'dti',
  },
  palworld: {
    things: 'Pals Sphere Base Egg Boss Saddle Ranch Incubator Tower Island',
    moves: 'CatchRun BaseBuild Breeding EggHatch BossRaid Speedrun',
    verbs: 'Catch Build Ride Hatch',
    core: 'Pals Sphere Catch Ride',
    scenes: 'PalSphere',
    names:
      'DesignAPalworldCreature PalworldOneCompanion PalworldBuildOff CatchEveryPal PalworldEggHatch PalworldNoCaptureRun PalworldDuoSurvival PalworldSpeedrun',
  },
  'lethal company': {
    things: 'Scrap Quota Ship Shovel Flashlight Moon Facility WalkieTalkie Suit Terminal',
    moves: 'ScrapRun QuotaRun CrewRescue SoloRun',
    verbs: 'Scavenge Loot Survive Sell',
    core: 'Scrap Quota WalkieTalkie Scavenge',
    names:
      'MeetTheQuota LethalCompanySoloRun LethalCompanyFullCrew WalkieTalkieOnly LethalCompanyScrapHunt LethalCompanyFirstDay LethalCompanyDuo LethalCompanyNoFlashlight',
  },
  'donkey kong': {
    things: 'Barrels Bananas Ladders Hammer Girders Minecart Jungle Tie Arcade Diddy',
    moves: 'BarrelJump BarrelBlast MinecartRun HighScore HammerRun',
    verbs: 'Jump Climb Roll Swing',
    core: 'Barrels Bananas BarrelJump Climb',
    scenes: 'DKRap BananaHoard',
    names:
      'ReachTheTopGirder BarrelJumpChallenge DonkeyKongHighScore DonkeyKongOneLife DonkeyKongRapChallenge DonkeyKongMinecartRun DonkeyKongBananaHunt DonkeyKongCoopDuo',
    also: 'donkeykongbananza',
  },
  'street fighter': {
    things: 'Ryu ChunLi FightStick Arcade Stage Round Meter Controller Belt Dojo',
    moves: 'Hadouken Shoryuken Combo PerfectRound JustParry SuperArt',
    verbs: 'Combo Parry Block Dash',
    core: 'Hadouken Ryu Arcade Combo',
    scenes: 'Hadouken Shoryuken',
    names:
      'HadoukenChallenge StreetFighterPerfectRound StreetFighterComboTrial StreetFighterMainSwap StreetFighterVictoryPose StreetFighterArcadeRun StreetFighterMashOff LandTheJustParry',
    also: 'sf6',
  },
  tekken: {
    things: 'Roster Arena Stage FightStick Controller Rank Dojo Kuma Panda Heihachi',
    moves: 'Combo Juggle PerfectRound Taunt ThrowBreak RageArt',
    verbs: 'Juggle Combo Block Sidestep',
    core: 'FightStick Combo Juggle',
    names:
      'ButtonMasherChallenge TekkenTenHitCombo BeatMyTekkenMain TekkenOneButtonOnly TekkenWinStreak TekkenRandomCharacter TekkenPandaOnly TekkenArcadeRun',
  },
  'free fire': {
    things: 'Squad Loot Map Outfits Diamonds Emote Airdrop GlooWall Rank Bermuda',
    moves: 'Booyah Clutch HotDrop Rush RankPush Emote',
    verbs: 'Drop Rush Clutch Loot',
    core: 'Booyah Airdrop Drop',
    scenes: 'Booyah',
    names:
      'BooyahChallenge GlooWallChallenge FreeFireOneVsFour FreeFireEmoteIRL FreeFireClutch FreeFireHotDrop FreeFireSquadWin FreeFireRankPush',
  },
  'mobile legends': {
    things: 'Hero Lord Turtle Lane Jungle Outfit Emblem Turret Base Mythic',
    moves: 'Savage Maniac Outplay LordSteal Combo RankPush',
    verbs: 'Push Rotate Farm Roam',
    core: 'Hero Lord Savage Push',
    names:
      'MLBBSavageChallenge MLBBRoadToMythic LordStealChallenge MLBBSupportOnly MLBBOneTrickWeek MLBBRandomHero MLBBSquadNight MobileLegendsComeback',
    also: 'mlbb',
  },
  'world of warcraft': {
    things: 'Mount Raid Dungeon Guild Murloc Horde Alliance Gear Azeroth Hearthstone',
    moves: 'Raid Transmog MountHunt LevelingRun HardcoreRun WorldFirst',
    verbs: 'Raid Quest Level Grind',
    core: 'Guild Murloc Raid Quest',
    scenes: 'Azeroth ForTheHorde',
    names:
      'WoWMurlocImpression WarcraftTransmogChallenge WoWHardcoreChallenge WoWLevelingRace WoWMountHunt WoWGuildPhoto WoWFirstRaid WarcraftPacifistRun',
    also: 'warcraft',
  },
  runescape: {
    things: 'PartyHat Cape Gold Runes Bank Quest Skills Lumbridge GrandExchange Wilderness',
    moves: 'Level99 Skilling Questing IronmanRun MaxCape Raids',
    verbs: 'Skill Quest Trade Grind',
    core: 'PartyHat Runes Level99 Grind',
    scenes: 'Lumbridge GrandExchange',
    names:
      'Level99Challenge RuneScapeIronman ClueScrollChallenge RuneScapeSkillerOnly RuneScapeAllQuestsDone RuneScapeFreeToPlay RuneScapeJadAttempt GuessTheRuneScapeSong',
    also: 'osrs',
  },
  'crash bandicoot': {
    things: 'Wumpa Crates AkuAku Gems Crystals Relics Boulder Mask Jungle Hog',
    moves: 'Spin BellyFlop Slide CrateSmash TimeTrial RelicRun',
    verbs: 'Spin Slide Jump Smash',
    core: 'Crates Wumpa CrateSmash Spin',
    scenes: 'WumpaFruit AkuAku',
    names:
      'BreakAllTheCrates CrashNoDeathRun CrashBandicootDance CrashWithoutAMask WumpaFruitHunt CrashBandicootSpeedrun CrashPlatinumRelic CollectEveryGem',
  },
  spyro: {
    things: 'Gems Dragons Sparx Eggs Orbs Realms Castle Treasure Sheep Gnorcs',
    moves: 'Glide Charge Headbash GemHunt Supercharge EggHunt',
    verbs: 'Glide Charge Collect Fly',
    core: 'Dragons Gems GemHunt Glide',
    names:
      'Spyro100Percent RescueTheDragons SpyroGemHunt SpyroFlameOnly SpyroGlideChallenge SpyroNoChargeRun SpyroFlightLevelFirstTry SpyroSpeedrun',
  },
  'snake game': {
    things: 'Apple Tail Grid Score Walls Nokia Phone Pixels Board Screen Snake',
    moves: 'HighScore FullBoard LongTail TightTurns SpeedMode',
    verbs: 'Turn Grow Eat Dodge',
    core: 'Snake LongTail Grow',
    scenes: 'PixelSnake',
    names:
      'SnakeGameFillTheBoard BeatMySnakeScore LongestSnakeChallenge SnakeGameOnAnOldPhone SnakeGameIRL SnakeGameIn60Seconds SnakeGameSpeedMode SnakeGameDuel',
  },
  'flappy bird': {
    things: 'Pipes Wings Score Medal Sky Clouds Phone Ground Coin Sun Bird',
    moves: 'Flap PerfectTap PipeRun HighScore SteadyFlap',
    verbs: 'Flap Tap Fly Dodge',
    core: 'Bird Pipes Flap Tap',
    names:
      'FlappyBirdGoldMedal MakeItPast50Pipes BeatMyFlappyBirdScore OneMorePipeChallenge FlappyBirdNoBlink FlappyBirdWithYourNose FlappyBirdDuel FlappyBirdFamilyRecord',
  },
  'angry birds': {
    things: 'Slingshot Pigs Towers Blocks Eggs RedBird Chuck Matilda Stars Level',
    moves: 'ThreeStar Topple LongShot TrickShot OneBirdClear',
    verbs: 'Launch Topple Aim Fling',
    core: 'RedBird Pigs Towers Topple',
    scenes: 'BadPiggies',
    names:
      'AngryBirdsOneBird AngryBirdsThreeStar ToppleTheTower AngryBirdsTrickShot AngryBirdsPlushToss AngryBirdsLevelRace AngryBirdsCardboardLevel AngryBirdsFirstTry',
  },
  'plants vs zombies': {
    things: 'Sunflower Peashooter WallNut Sun Lawn Seeds Mower Pool CrazyDave Zombies',
    moves: 'LastStand FinalWave NoSunflowers EndlessSurvival ZenGarden',
    verbs: 'Plant Defend Grow Protect',
    core: 'Sunflower Peashooter Zombies Plant',
    scenes: 'CrazyDave',
    names:
      'PvZNoSunflowers PvZPeashooterOnly SurviveTheFinalWave PvZWithoutMowers PvZBoostFreeRun PvZEndlessRecord CrazyDaveImpression PlantsVsZombiesCosplay',
    also: 'pvz',
  },
  pikmin: {
    things: 'Onion Treasure Leaf Flower Fruit Whistle Ship Garden Bulborb Olimar',
    moves: 'Throw Carry FruitHunt Day1Run Whistle',
    verbs: 'Throw Carry Pluck Whistle',
    core: 'Leaf Flower Whistle Pluck',
    names:
      'PikminNoLossRun PikminDay1Challenge PikminFewestDays PikminOneTypeOnly PikminFruitHunt PikminBloomWalk PikminTreasureHuntIRL PikminSpeedrun',
  },
  'luigis mansion': {
    things: 'Poltergust Boos Flashlight Portrait Keys Coins Gems Gooigi Hotel Elevator',
    moves: 'BooHunt SuctionShot Slam Strobulb GemHunt',
    verbs: 'Vacuum Flash Hunt Slam',
    core: 'Boos Flashlight BooHunt Vacuum',
    scenes: 'Poltergust',
    names:
      'BooHuntChallenge LuigiScaredFaceChallenge LuigisMansionGemHunt GhostVacuumIRL LuigiFlashlightWalk LuigisMansionCoop LuigisMansionNoDamage LuigisMansionSpeedrun',
  },
  'final fantasy': {
    things: 'Chocobo Moogle Materia Crystal Airship BusterSword Potion Summon Party Cactuar',
    moves: 'LimitBreak ChocoboRace VictoryFanfare Summon LevelGrind',
    verbs: 'Summon Grind Quest Cast',
    core: 'Chocobo Moogle VictoryFanfare Summon',
    scenes: 'Chocobo Moogle VictoryFanfare',
    names:
      'VictoryFanfareChallenge ChocoboRaceChallenge FinalFantasyLowLevel FinalFantasySoloHero FinalFantasyNoSummons FinalFantasyNoItems MakeAMooglePlush FinalFantasyCosplay',
    also: 'ff7 ffxiv ff14',
  },
  hades: {
    things: 'Boons Cerberus Keepsake Nectar Chamber Mirror Aspect Underworld Zagreus Ambrosia',
    moves: 'EscapeRun Dash BoonBuild FirstClear PetCerberus',
    verbs: 'Dash Escape Build Pet',
    core: 'Underworld Cerberus PetCerberus Escape',
    scenes: 'Underworld Cerberus',
    names:
      'PetTheCerberus HadesFirstEscape HadesHeatChallenge HadesOneWeaponOnly HadesNoBoons HadesZeusBuild HadesDashless HadesSpeedrun',
  },
  celeste: {
    things:
      'Strawberries Summit Mountain Checkpoint Feather Cassette CrystalHeart Madeline Badeline GoldenBerry',
    moves: 'Dash ClimbJump Wavedash GoldenRun Speedrun',
    verbs: 'Dash Climb Jump Summit',
    core: 'Strawberries Feather Dash',
    names:
      'GoldenStrawberryRun Celeste100Percent CelesteZeroDeaths CelesteSummitClimb CelesteSpeedrun CelesteOneDashOnly CelestePianoCover CelesteChapterOneFirstTry',
  },
  'baldurs gate': {
    things: 'Dice Party Camp Owlbear Tavern Spellbook Tadpole Astarion Shadowheart Karlach',
    moves: 'Natural20 CritFail CharacterBuild Roleplay CampNight HonourMode',
    verbs: 'Roll Cast Quest Persuade',
    core: 'Dice Owlbear Natural20 Roll',
    scenes: 'Owlbear Natural20',
    names:
      'HonourModeChallenge PetTheOwlbearCub BG3RandomClassRun RecreateYourselfInBG3 BG3DiceRollOff BaldursGateCoopNight BaldursGateCosplay BaldursGateTacticianRun',
    also: 'bg3 baldursgate3',
  },
  'gang beasts': {
    things: 'Arena Ring Crane Truck FerrisWheel Costumes Hats Controllers Couch Subway',
    moves: 'Grab Wobble Headbutt Climb Toss Flop',
    verbs: 'Grab Wobble Toss Climb',
    core: 'Costumes Wobble Grab',
    names:
      'GangBeastsLastOneUp SurviveTheFerrisWheel GangBeastsNoGrabs GangBeastsWrestleOff GangBeastsKingOfTheHill GangBeastsSiblingBattle GangBeastsTeamUp GangBeastsSubwayRound',
  },
  'human fall flat': {
    things: 'Castle Crane Boxes Ledge Catapult Puzzle Costume Hands Mansion Train',
    moves: 'Climb Grab Wobble Swing CoopPuzzle LedgeHang',
    verbs: 'Climb Grab Swing Wobble',
    core: 'Hands CoopPuzzle Wobble Grab',
    names:
      'GrabMyHandChallenge HumanFallFlatFirstTry HumanFallFlatNoJumping HumanFallFlatOneArm HumanFallFlatClimbOff HumanFallFlatBuddyRun HumanFallFlatCouplesTest HumanFallFlatSpeedrun',
  },
  'goat simulator': {
    things: 'Tongue Trampoline Farm Town Hats Jetpack Mailbox Sheep Fence Ragdoll Goat',
    moves: 'Headbutt TongueGrab Backflip ChaosRun Bleat',
    verbs: 'Headbutt Flip Bleat Climb',
    core: 'Goat Headbutt Bleat',
    names:
      'GoatBleatChallenge GoatSimulatorTrickShot GoatSimulatorChaosRun GoatSimulatorHighScore GoatSimulatorBackflip GoatSimulatorHatHunt GoatSimulatorTongueTrick GoatSimulatorCoop',
  },
  minesweeper: {
    things: 'Flags Smiley Grid Numbers Timer Tiles Board Clock Corners Mines',
    moves: 'FirstClick NoFlagRun SpeedClear ExpertClear',
    verbs: 'Flag Click Clear Solve',
    core: 'Flags Smiley Click',
    names:
      'MinesweeperNoFlags BeatMyMinesweeperTime MinesweeperExpertClear MinesweeperIRL MinesweeperOnPaper MinesweeperTeamSolve MinesweeperWithGrandpa MinesweeperFirstClick',
  },
  geoguessr: {
    things: 'Map Pin Flags Compass StreetView RoadSigns Bollards Country GoogleCar Score',
    moves: 'PerfectGuess NoMoveRound CountryStreak Duel Perfect5K',
    verbs: 'Guess Pin Spot Explore',
    core: 'Map Pin Country Guess',
    names:
      'GeoGuessrNoMoving GeoGuessrPerfectScore GuessTheCountry NameThatRoadSign GeoGuessrDuelMe GeoGuessrIn10Seconds GeoGuessrFamilyRound GeoGuessrMyStreet',
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
      'ItsTimeToDuel YuGiOhExodiaHunt HeartOfTheCards YuGiOhDeckBuildOff YuGiOhBudgetBrawl YuGiOhCardboardDiskDIY YuGiOhPackBattle YuGiOhOldSchoolRules',
    spelled: 'YuGiOh',
  },
  'magic the gathering': {
    things: 'Deck Mana Booster Commander Lands Sleeves Binder Dice Playmat Planeswalker',
    moves: 'PackOpening DeckBuild Draft Combo Mulligan Sealed',
    verbs: 'Tap Draft Draw Shuffle Cast',
    core: 'Deck Mana Booster',
    scenes: 'Planeswalker',
    names:
      'CrackAPack MTGBoosterWars MTGTenDollarDeck MTGMonoColorBrew MTGSealedChallenge TeachMeMTG CommanderNight MTGFamilyDraft',
    also: 'mtg',
  },
  'pokemon card': {
    things: 'Charizard Pikachu Booster Binder Holo FullArt Sleeves Tin Toploader BoosterBox',
    moves: 'PackOpening GodPull BinderTour Trade Grading DeckBuild',
    verbs: 'Pull Trade Collect Open',
    core: 'Charizard Holo PackOpening',
    scenes: 'HoloCharizard',
    names:
      'PullACharizard PokemonCardPackBattle FillThePokemonBinder PokemonCardTradeUp PokemonCardGradeGuess DrawYourOwnPokemonCard PokemonCardBudgetDeck PokemonCardMysteryBox',
    also: 'pokemontcg',
  },
  dnd: {
    things: 'D20 Dragon Tavern Map Minis CharacterSheet DungeonMaster Campaign Spellbook Party',
    moves: 'Natural20 CritFail OneShot CharacterBuild Roleplay Homebrew',
    verbs: 'Roll Roleplay Cast Quest',
    core: 'D20 DungeonMaster Natural20 Roll',
    scenes: 'Natural20 DungeonMaster',
    names:
      'RollForInitiative DnDOneShotNight DnDDoTheVoice DnDCharacterReveal RollANatural20 DnDMiniPaintOff DnDDiceTowerDIY DnDWithMyFamily',
    also: 'dungeonsanddragons dungeonsdragons',
    spelled: 'DnD',
  },
  uno: {
    things: 'ReverseCard DrawFour WildCard SkipCard Deck Pile Colors Table Cards Rules',
    moves: 'Reverse Stacking LastCard Skip Shuffle ColorChange',
    verbs: 'Draw Skip Reverse Stack Shuffle',
    core: 'ReverseCard DrawFour LastCard Reverse',
    scenes: 'UnoReverse DrawFour',
    names:
      'DontForgetToSayUno UnoReverseChallenge StackTheDrawFours UnoHouseRules UnoSpeedRound NoMercyUno UnoPokerFace UnoWithGrandma',
  },
  monopoly: {
    things: 'Hotel Houses Dice Money Boardwalk Tokens Banker Chance Properties Railroad',
    moves: 'Trade Auction PassGo DealMaker DoubleRoll Comeback',
    verbs: 'Trade Roll Buy Build',
    core: 'Money Boardwalk PassGo Buy',
    scenes: 'PassGo MonopolyMoney',
    names:
      'FinishAMonopolyGame MonopolyInAnHour BoardwalkOrBust MonopolyNoTrading MonopolyComeback MonopolyHouseRules MonopolySpeedDie MonopolyFamilyNight',
    also: 'monopolydeal',
  },
  catan: {
    things: 'Sheep Wheat Brick Wood Ore Settlement Road Dice Harbor Robber',
    moves: 'Trade LongestRoad FirstSettlement SheepTrade Comeback',
    verbs: 'Trade Build Settle Roll',
    core: 'Sheep Wheat Settlement Trade',
    scenes: 'WoodForSheep',
    names:
      'BeatMeAtCatan WoodForSheep LongestRoadChallenge CatanTradeOff CatanNoTradesGame TeachMyFamilyCatan CatanComeback CatanLargestArmy',
    also: 'settlersofcatan',
  },
  'connect four': {
    things: 'Discs Grid Board Column Row Red Yellow Stand Pieces Table',
    moves: 'Diagonal DoubleThreat Block QuickWin Comeback',
    verbs: 'Drop Block Stack Win',
    core: 'Discs Grid Diagonal Drop',
    scenes: 'FourInARow',
    names:
      'BeatMeAtConnectFour ConnectFourDiagonalWin BlockMeIfYouCan ConnectFourTrickShot GiantConnectFour ConnectFourSpeedRound ConnectFourInFiveMoves ConnectFourWithGrandpa',
    also: 'connect4',
  },
  battleship: {
    things: 'Ships Grid Pegs Board Carrier Submarine Ocean Fleet Coordinates Screen',
    moves: 'DirectHit Sink LuckyShot Guess Search',
    verbs: 'Guess Sink Hide Call',
    core: 'Ships Grid DirectHit Guess',
    names:
      'SinkMyBattleship BattleshipInTenShots HideYourFleet BeatMeAtBattleship BattleshipLuckyShot BattleshipOnPaper BattleshipSpeedRound BattleshipIRL',
  },
  clue: {
    things:
      'Mansion Suspects Notepad Envelope Library Candlestick Ballroom Conservatory ColonelMustard ProfessorPlum',
    moves: 'Accusation Deduction Guess Suggestion Reveal',
    verbs: 'Guess Solve Accuse Deduce',
    core: 'Suspects Mansion Deduction Solve',
    scenes: 'Whodunit ColonelMustard',
    names:
      'WhodunitChallenge SolveTheCase ClueInThreeTurns ClueNoNotes ClueBluffOff ClueMysteryParty ClueSpeedRound ClueCostumeNight',
    also: 'cluedo',
  },
  'guess who': {
    things: 'Faces Board Glasses Hats Beards Mustache Cards Tiles Characters Flaps',
    moves: 'LuckyGuess OneQuestion FlipDown FinalGuess Elimination',
    verbs: 'Guess Ask Flip Eliminate',
    core: 'Faces Glasses FlipDown Ask',
    names:
      'GuessWhoInOne DoesYourPersonHaveAHat GuessWhoFamilyEdition GuessWhoPetEdition GuessWhoThreeQuestions GuessWhoIRL DrawYourOwnGuessWho GuessWhoSpeedRound',
  },
  twister: {
    things: 'Mat Spinner Dots Colors Circles Hands Feet Floor Board Arrow',
    moves: 'RightHandRed LeftFootBlue Stretch Balance Pretzel Wobble',
    verbs: 'Spin Stretch Balance Reach',
    core: 'Mat Spinner RightHandRed Stretch',
    scenes: 'RightHandRed LeftFootBlue',
    names:
      'RightHandRedChallenge HumanPretzelChallenge TwisterLastOneStanding DIYTwisterMat TwisterFamilyNight TwisterTeamEdition LetTheSpinnerDecide TwisterHoldIt',
  },
  yahtzee: {
    things: 'Dice Cup Scorecard Pencil Table FullHouse LargeStraight Chance Bonus Pips',
    moves: 'Reroll LuckyRoll FirstRoll DiceStack CupFlip',
    verbs: 'Roll Reroll Score Stack',
    core: 'Dice Scorecard Roll',
    names:
      'FirstRollYahtzee YahtzeeCupTrick YahtzeeReaction FillTheScorecard GiantYahtzeeDice YahtzeeWithGrandma YahtzeeHighScore RollALargeStraight',
  },
  mahjong: {
    things: 'Tiles Dragons Winds Bamboo Dots Wall Table Dice Flowers Rack',
    moves: 'Shuffle Discard WallBuild Pung Chow Kong',
    verbs: 'Shuffle Draw Discard Win',
    core: 'Tiles Shuffle Discard',
    scenes: 'MahjongNight',
    names:
      'BeatGrandmaAtMahjong MahjongWallBuildRace MahjongFamilyNight TeachAFriendMahjong MahjongFirstWin MahjongTileTower MahjongSolitaireRace MahjongHouseRules',
    also: 'majong mahjongg',
  },
  solitaire: {
    things: 'Cards Deck Aces Kings Stack Foundation Table Timer Tableau Stock',
    moves: 'Speedrun Shuffle Stack PerfectGame CardCascade',
    verbs: 'Shuffle Stack Deal Flip',
    core: 'Cards Aces CardCascade Stack',
    scenes: 'BouncingCards',
    names:
      'BouncingCardsFinish SolitaireNoUndo BeatMySolitaireTime RealCardsSolitaire SpiderSolitaireFourSuits SolitaireWinStreak DrawThreeSolitaire SolitaireRaceAFriend',
  },
  'exploding kittens': {
    things: 'NopeCard Defuse Deck Tacocat Cattermelon SkipCard Favor SeeTheFuture Box Table',
    moves: 'Nope Defuse Skip Shuffle StealCard',
    verbs: 'Nope Skip Shuffle Defuse',
    core: 'NopeCard Nope Shuffle',
    names:
      'NopeCardChallenge DefuseOrLose LastCatStanding ExplodingKittensBluff SeeTheFutureChallenge BeatMeAtExplodingKittens ExplodingKittensPokerFace ExplodingKittensRematch',
  },
  'candy land': {
    things: 'Gumdrops Lollipop Peppermint Castle Cards Board Gingerbread Path Licorice Chocolate',
    moves: 'Shortcut FinishLine CastleRun DoubleColor RainbowTrail',
    verbs: 'Draw Race Skip Hop',
    core: 'RainbowTrail Hop',
    scenes: 'CandyCastle LollipopWoods',
    names:
      'CandyLandIRL RaceToCandyCastle BuildACandyLandBoard CandyLandWithRealSweets BeatGrandmaAtCandyLand CandyLandCostumeChallenge CandyLandNoShortcuts CandyLandFirstGame',
  },
  scrabble: {
    things: 'Tiles Rack Board TripleWord Letters Bag Dictionary Timer Blanks Points',
    moves: 'Bingo HighScoreWord TileSwap WordStack Comeback',
    verbs: 'Spell Score Swap Draw',
    core: 'Tiles TripleWord Letters Spell',
    scenes: 'TripleWord ScrabbleNight',
    names:
      'HighestScrabbleWord SevenLetterBingo QWithoutU BeatMyScrabbleScore ScrabbleSpeedRound TwoLetterWordsOnly ScrabbleWithGrandpa ScrabbleTileArt',
  },
  checkers: {
    things: 'King Crown Board Pieces Squares Corner Table Timer RedPieces BlackPieces',
    moves: 'DoubleJump TripleJump KingMe BackRow Trap',
    verbs: 'Jump Crown Trap Block',
    core: 'Board Pieces KingMe Jump',
    scenes: 'KingMe',
    names:
      'KingMeChallenge TripleJumpWin BeatGrandpaAtCheckers CheckersBlitzRound GiantCheckers CheckersWithSnacks CheckersComebackWin CheckersInTenMoves',
    also: 'draughts',
  },
  dice: {
    things: 'D20 Cup Tray Tower Table Pips Set Sixes Felt Board',
    moves: 'Stacking LuckyRoll DoubleSix Natural20 RollOff CupTrick',
    verbs: 'Roll Stack Toss Catch',
    core: 'Pips DoubleSix Roll',
    scenes: 'SnakeEyes DoubleSix',
    names:
      'DiceStackingChallenge DiceCupTrick DiceBankShot DiceDuel InventADiceGame DoubleSixChallenge RollANatural20 DiceTowerBuild',
  },
  'claw machine': {
    things: 'Plush Prize Teddy Joystick Tokens Arcade Glass Chute Button Coins Claw',
    moves: 'FirstTry PerfectDrop Grab PrizeHaul LuckyGrab',
    verbs: 'Grab Drop Win Aim',
    core: 'Claw Plush Prize Grab',
    scenes: 'TheClaw',
    names:
      'FirstTryClawWin OneCoinClawChallenge ClawMachinePlushieRescue HumanClawMachine DIYClawMachine ClawMachinePrizeStreak ClawMachineHaul ClawMachineOn5Dollars',
    also: 'clawgame ufocatcher',
  },
  pinball: {
    things: 'Flippers Ball Bumper Ramp Tilt Arcade Lights Multiball Plunger Score',
    moves: 'Multiball Nudge RampShot Jackpot ExtraBall Replay',
    verbs: 'Flip Nudge Tilt Launch',
    core: 'Flippers Bumper Multiball Flip',
    scenes: 'Multiball PinballWizard',
    names:
      'BeatMyPinballScore MultiballMadness DIYCardboardPinball PinballOneBall PinballNoTilt GetYourInitialsOnTheBoard PinballJackpotHunt PinballTrickShot',
  },
  arcade: {
    things: 'Tokens Tickets Joystick Prizes Coins Buttons Neon Cabinet Scoreboard Crane',
    moves: 'SkeeBall AirHockey WhackAMole Jackpot TicketHaul HighScoreRun',
    verbs: 'Play Win Score Aim',
    core: 'Tokens Tickets Joystick SkeeBall',
    scenes: 'InsertCoin SkeeBall WhackAMole',
    names:
      'TenDollarArcadeChallenge ArcadeThousandTickets PerfectSkeeBallRoll WhackAMoleRecord ArcadeAirHockeyFaceOff DIYArcadeAtHome ArcadeHoopsShowdown GiveAwayYourTickets',
    also: 'arcadegame arcademachine',
  },
  'laser tag': {
    things: 'Vest Arena Phaser Team Base Fog Lights Score Maze Sensor',
    moves: 'BaseCapture Dodge SneakPath TeamPush TopScore',
    verbs: 'Dodge Sneak Tag Capture',
    core: 'Vest Lights Dodge',
    names:
      'TopOfTheScoreboard LaserTagCaptureTheBase LaserTagParentsVsKids LaserTagLastOneStanding LaserTagNoHitRound LaserTagDuoChallenge LaserTagNinjaRound LaserTagBackyardBattle',
  },
  ps5: {
    things: 'Controller DualSense Headset Console Platinum Disc Faceplate Stand Remote SSD',
    moves: 'SetupTour TrophyHunt Unboxing FirstBoot CustomPlates',
    verbs: 'Play Unbox Customize Game',
    core: 'Controller Console TrophyHunt Unbox',
    scenes: 'PlatinumTrophy',
    names:
      'PlatinumInAWeek GuessThePS5Game PS5SetupGlowUp BeatAPS5GameInADay PS5ControllerArt PS5BacklogChallenge PS5CouchCoopNight PS5FaceplateSwap',
    also: 'playstation playstation5',
    spelled: 'PS5',
  },
  xbox: {
    things: 'Controller GamePass Achievements Gamerscore Headset Console Avatar Party Elite Disc',
    moves: 'AchievementHunt SetupTour Unboxing GamePassPick PartyChat',
    verbs: 'Play Unlock Unbox Stream',
    core: 'Controller Achievements GamePass Unlock',
    scenes: 'Gamerscore GamePass',
    names:
      'ChoreAchievementUnlocked XboxStartupSoundRemix GamerscoreChallenge XboxCornerMakeover GamePassOneHourEach XboxControllerDesign XboxFamilyTournament XboxAvatarLookalike',
    also: 'xboxone xboxseriesx xbox360',
  },
  'nintendo switch': {
    things: 'JoyCon Dock Cartridge Case Amiibo ProController Grip Screen OLED Stand',
    moves: 'CozySetup SetupTour Unboxing CouchCoop HandheldMode',
    verbs: 'Play Dock Decorate Unbox',
    core: 'JoyCon Dock Cartridge CouchCoop',
    names:
      'CozySwitchSetupGlowUp OneJoyConChallenge DecorateYourSwitch NintendoSwitchFamilyCup SwitchSportsBowlingDuel SwitchClickChallenge JoyConDanceOff NintendoSwitchPartyNight',
    also: 'switch2 switcholed joycon nintendoswitch2',
  },
  nintendo: {
    things: 'Mario Zelda Pikachu Kirby Cartridge GameBoy Wii Amiibo Controller Console',
    moves: 'RetroRun CollectionTour Speedrun CouchCoop',
    verbs: 'Play Collect Jump Race',
    core: 'Mario Cartridge Controller CouchCoop',
    names:
      'GuessTheNintendoSound NintendoDrawFromMemory NintendoFamilyFaceOff RankEveryNintendoConsole NintendoThenVsNow NintendoCollectionTour NintendoCoopChallenge NintendoCharacterCosplay',
  },
  'steam deck': {
    things: 'Dock Case Screen Trackpads Library Decal Grip Charger Backlog SdCard',
    moves: 'SetupTour Unboxing TravelSetup CozySetup BacklogRun',
    verbs: 'Play Dock Install Game',
    core: 'Trackpads Backlog CozySetup',
    scenes: 'SteamSale',
    names:
      'SteamDeckBacklogChallenge SteamDeckVsPC FinishThatSteamGame SteamDeckSetupGlowUp DecorateYourSteamDeck SteamDeckBatteryChallenge SteamDeckCouchCoop SteamDeckRetroRun',
  },
  'game boy': {
    things: 'Cartridge Pixels Screen Batteries LinkCable Shell DPad Backlight Case Pokemon',
    moves: 'Restoration ShellSwap RetroRun LinkTrade BacklightMod',
    verbs: 'Restore Mod Play Trade',
    core: 'Cartridge Pixels DPad RetroRun',
    names:
      'BlowOnTheCartridge GameBoyCameraChallenge RestoreAGameBoy GameBoyLinkCableTrade GameBoyGameInADay GameBoyShellSwap GameBoyThriftHunt GameBoyChiptune',
    also: 'gba gameboyadvance gameboycolor',
  },
  'pc gaming': {
    things: 'Keyboard Mouse Monitor RGB GPU Headset Desk Chair Fans Cables',
    moves: 'PCBuild SetupTour CableManagement Upgrade Benchmark',
    verbs: 'Build Upgrade Game Mod',
    core: 'Keyboard RGB PCBuild Upgrade',
    scenes: 'BattleStation PCBuild',
    names:
      'FirstPCBuild BudgetPCChallenge PCAssemblyRace CableManagementChallenge PCPartsNoManual RGBEverything PCGamingSetupTour DustOffYourPC',
    spelled: 'PCGaming',
  },
  'gaming setup': {
    things: 'Desk Monitor LEDs Chair Keyboard Headset Mic Shelf Figures Mousepad',
    moves: 'SetupTour DeskMakeover CableManagement BudgetBuild CozySetup Upgrade',
    verbs: 'Build Upgrade Decorate Organize',
    core: 'LEDs Headset SetupTour',
    scenes: 'BattleStation',
    names:
      'GamingSetupMakeover GamingSetupUnder100 RateMyGamingSetup CozyGamingSetup ThriftedGamingSetup GamingSetupForTwo DreamSetupChallenge CableManagementChallenge',
    also: 'gamingroom gamingdesk',
  },
  controller: {
    things: 'Buttons Joystick Triggers DPad Bumpers Grip Decal Cable Battery Paddles',
    moves: 'ButtonMash Combo BlindPlay CustomPaint',
    verbs: 'Mash Press Hold Customize',
    core: 'Buttons Joystick ButtonMash Press',
    scenes: 'ButtonMash PlayerTwo',
    names:
      'SwapControllersMidGame UpsideDownController ButtonMashChallenge PaintYourController GuessTheController NoLookController CrossedArmsController ControllerOneHanded',
    also: 'gamepad',
  },
  'vr gaming': {
    things: 'Headset Controllers Sabers Boundary Room Avatar Lobby Lenses Straps Floor',
    moves: 'FirstTime SaberRun Reaction Climb Dodge Duck',
    verbs: 'Swing Dodge Climb Duck',
    core: 'Headset Controllers Avatar Dodge',
    scenes: 'VirtualReality',
    names:
      'FirstTimeInVR ParentsTryVR VRPlankWalk VRDanceOff VRSaberChallenge VRHideAndSeek VRClimbingChallenge VRWorkoutChallenge',
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
      'CastMyGameChallenge RecreateTheClutch EsportsCelebrationIRL EsportsTeamWalkout EsportsJerseyDesign EsportsCasterImpression EsportsFantasyDraft EsportsWatchParty',
    also: 'competitivegaming',
  },
  streamer: {
    things: 'Webcam Mic Chat Overlay Emotes Clips RingLight GreenScreen Subs Raid',
    moves: 'FirstStream Raid ClipIt Reaction JustChatting',
    verbs: 'Stream Clip Raid Chat',
    core: 'Webcam Mic Chat Stream',
    scenes: 'GoingLive JustChatting',
    names:
      'ChatControlsMe RaidASmallStreamer StreamerForADay ClipThatChallenge StreamerTryNotToRage MyFirstStream StreamerStarterKit StreamerOverlayMakeover',
    also: 'twitch',
  },
  gamer: {
    things: 'Controller Headset Chair Snacks RGB Backlog Trophies Desk Console Monitor',
    moves: 'Clutch RageQuit CouchCoop Speedrun Grind',
    verbs: 'Game Grind Clutch Play',
    core: 'Controller Headset RGB RageQuit',
    scenes: 'RageQuit PlayerOne',
    names:
      'ExplainYourGamerTag ShowYourFirstConsole GamerSlangQuiz GamerPostureCheck GamerBucketList GamerHydrationCheck GamerStretchChallenge GamerThenVsNow',
    also: 'gamergirl gamerboy',
  },
  'video game': {
    things: 'Controller Console Cartridge Level Boss Checkpoint Pixels SaveFile Menu Credits',
    moves: 'Speedrun BossBattle Clutch Combo NoHitRun CouchCoop',
    verbs: 'Play Jump Build Grind',
    core: 'Controller Pixels BossBattle',
    scenes: 'PressStart GameOver PlayerOne',
    names:
      'GuessTheVideoGameSound RecreateAVideoGameScene ReplayYourFirstGame HumAVideoGameTheme VideoGamePoseIRL VideoGameCharacterCosplay MyTopFiveVideoGames VideoGameFamilyNight',
    also: 'gaming videogaming',
  },
  'retro gaming': {
    things: 'Cartridge Arcade Pixels Joystick CRT Console Shelf NES SNES N64',
    moves: 'CollectionTour Restoration ThriftFind RetroHaul Speedrun',
    verbs: 'Collect Restore Play Hunt',
    core: 'Cartridge Pixels Arcade',
    scenes: '8Bit InsertCoin',
    names:
      'ThriftStoreGameHunt RetroGameFirstTry RetroArcadeHighScore RetroGameNoSaves RestoreARetroConsole OneRetroGameADay RetroGameWithParents RetroGamingShelfTour',
    also: 'nes snes n64 gamecube',
  },
  'board game': {
    things: 'Dice Board Cards Tokens Pieces Timer Meeples Table Snacks Rulebook',
    moves: 'HouseRules Comeback FirstTurn LastTurn TableSetup',
    verbs: 'Roll Draw Trade Win',
    core: 'Dice Pieces HouseRules Roll',
    scenes: 'GameNight Meeple',
    names:
      'InventABoardGame TeachMeABoardGame BoardGameFaceOff HouseRulesChallenge PhoneFreeBoardGameNight BoardGameSpeedSetup BoardGameThriftFind BoardGameTournament',
    also: 'tabletop',
  },
  'card game': {
    things: 'Deck Cards Joker Aces Hand Table Dealer Pile Kings Sleeves',
    moves: 'BridgeShuffle CardTrick FastDeal CardFan Bluff',
    verbs: 'Shuffle Deal Draw Bluff',
    core: 'Deck Aces Joker Shuffle',
    names:
      'PerfectShuffle TeachMeYourCardGame BuildACardHouse InventACardGame CardTrickChallenge CardFlourishChallenge SpeedDealOff CardGameNightWithGrandpa',
  },
  'game night': {
    things: 'Snacks Pizza Dice Cards Board Couch Table Teams Scorecard Timer',
    moves: 'Charades TriviaRound TeamBattle Comeback Tiebreaker',
    verbs: 'Play Win Roll Cheer',
    core: 'Dice Cards Charades',
    scenes: 'Charades',
    names:
      'LoserDoesTheDishes GameNightTiebreaker GameNightSnackDraft BeatGrandmaAtGameNight GameNightCharades GameNightPhoneJail GameNightTrophy WinnerPicksDinner',
    also: 'familygamenight',
  },
  'lan party': {
    things: 'Pizza Cables Monitors Router Snacks Desks Chairs Headsets Tables Basement',
    moves: 'FreeForAll SetupRace Tournament Rematch CoopRun',
    verbs: 'Game Connect Compete Host',
    core: 'Cables Monitors Tournament Connect',
    scenes: 'BasementLAN',
    names:
      'BringYourOwnPC LANPartyTournament LANPartySetupRace LANPartyLastOneStanding LANPartyLoserBuysPizza LANPartyGameSwap RetroLANParty LANPartyCoopNight',
    spelled: 'LANParty',
  },
  noob: {
    things: 'Tutorial DefaultSkin Spawn Lobby Map Respawn Starter Controller Checkpoint Level1',
    moves: 'FirstTry FirstWin ProCarry Comeback Respawn',
    verbs: 'Learn Carry Respawn Practice',
    core: 'Tutorial DefaultSkin FirstTry Learn',
    scenes: 'DefaultSkin',
    names:
      'FromNoobToPro CarryANoob SpotTheNoob TeachAFriendToGame NoobSkinChallenge NoobFirstWin NoobForADay NoobTriesASpeedrun',
    also: 'newbie',
  },
  'boss fight': {
    things: 'HealthBar Arena Potion Checkpoint Loot SecondPhase Weakpoint Music Cutscene Trophy',
    moves: 'NoHitRun Parry DodgeRoll FirstTry FinalPhase CheeseStrat',
    verbs: 'Dodge Parry Beat Survive',
    core: 'HealthBar SecondPhase Dodge Beat',
    scenes: 'BossMusic BossLevel',
    names:
      'MomIsTheFinalBoss BossMusicChallenge BeatTheBossFirstTry BossFightNoHit BossFightEntrance DesignYourOwnBoss BossFightLevelOne BossRushWeekend',
    also: 'bossbattle finalboss',
  },
  'battle royale': {
    things: 'Zone Circle Loot Squad Map Island Airdrop Crown Lobby Supply',
    moves: 'HotDrop FinalCircle Clutch ZoneRotate SoloSquad',
    verbs: 'Drop Loot Rotate Survive',
    core: 'Loot Airdrop FinalCircle Drop',
    scenes: 'FinalCircle HotDrop',
    names:
      'LastSquadStanding FinalCircleClutch BattleRoyaleNoLoot BattleRoyalePacifist BattleRoyaleOneGun BattleRoyaleHotDrop BattleRoyaleRandomDrop BattleRoyaleFirstWin',
  },
  rpg: {
    things: 'Quest Party Tavern Inventory Potions Map Dragon Gold Armor XP',
    moves: 'CharacterBuild Questing Crafting LevelGrind BossRaid Roleplay',
    verbs: 'Quest Craft Level Explore',
    core: 'Quest XP Inventory LevelGrind',
    scenes: 'SideQuest DungeonCrawl',
    names:
      'ChooseYourClass RPGInventoryCheck RPGSideQuestIRL YourRPGStatSheet RPGCharacterCreator AssignYourFriendsRoles RPGLowLevelChallenge RPGPacifistRun',
    also: 'roleplayinggame jrpg',
    spelled: 'RPG',
  },
  'cozy game': {
    things: 'Farm Cottage Tea Blanket Plants Lamp Mug Garden Journal Switch',
    moves: 'FarmTour Gardening Decorating DecorBuild RainyDaySession',
    verbs: 'Farm Decorate Relax Garden',
    core: 'Cottage Farm Garden Decorate',
    names:
      'CozyGameBuildOff CozyGameSwap RecommendMeACozyGame CozyGameSpeedDecorate ShowYourCozyCorner CozyGameFarmTour CozyGameDateNight CozyGameWithGrandma',
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
      'TryNotToScream HorrorGameLightsOff ParentsPlayHorrorGames HorrorGameHeartRate HorrorGameDuoDare HorrorGameStealthOnly HorrorGameFirstNight HorrorGameSquadNight',
    also: 'scarygame',
  },
  'puzzle game': {
    things: 'Pieces Board Timer Hint Level Grid Blocks Tiles Key Clue',
    moves: 'SpeedSolve NoHintRun PerfectClear FirstTry LevelClear',
    verbs: 'Solve Think Match Swap',
    core: 'Pieces Hint SpeedSolve Solve',
    scenes: 'BrainTeaser',
    names:
      'NoHintsChallenge PuzzleFirstTry PuzzleIn60Seconds PuzzleGameRelay PuzzleGameNoUndo DesignAPuzzleLevel SolveItTogether PuzzleGameStreak',
  },
  'racing game': {
    things: 'Car Track SteeringWheel Pedals FinishLine Nitro PitStop Podium Trophy Garage',
    moves: 'Drift PhotoFinish TimeTrial PerfectLap Overtake NitroBoost',
    verbs: 'Drift Brake Race Boost Overtake',
    core: 'Car Track FinishLine Drift',
    scenes: 'PitStop PhotoFinish',
    names:
      'BeatMyRacingLapTime PerfectLapChallenge PhotoFinishChallenge RacingGameLastToFirst RacingGameDriftOff DIYRacingCockpit RacingGameNoBrakes RacingGameFamilyCup',
    also: 'forza granturismo needforspeed',
  },
  'fighting game': {
    things: 'FightStick Roster Arena Stage Meter Controller Arcade Round Belt Trophy',
    moves: 'Combo PerfectRound Parry Comeback Taunt ButtonMash',
    verbs: 'Combo Parry Block Taunt',
    core: 'FightStick Combo PerfectRound',
    scenes: 'RoundOne',
    names:
      'ButtonMasherVsPro PerfectRoundChallenge FightingGameFaceOff FightingGameFirstWin LandAFiveHitCombo FightingGameRandomPick FightingGameSiblingDuel FightingGameTauntOff',
  },
  platformer: {
    things: 'Coins Level Checkpoint Spikes Flagpole Lava Springs Ladders Keys Stars',
    moves: 'WallJump DoubleJump Dash Speedrun NoDeathRun',
    verbs: 'Jump Dash Climb Run',
    core: 'Coins Checkpoint DoubleJump Jump',
    scenes: 'DoubleJump',
    names:
      'PixelPerfectJump PlatformerNoDeathRun PlatformerFirstTry PlatformerNoCheckpoints PlatformerSpeedrun DesignAPlatformerLevel CollectEveryCoin PlatformerOneLife',
  },
  mmo: {
    things: 'Guild Raid Mount Dungeon Loot Server Avatar Lobby Quest Gear',
    moves: 'RaidNight GuildEvent LevelGrind Transmog MountHunt',
    verbs: 'Raid Quest Grind Trade',
    core: 'Guild Dungeon Raid Quest',
    scenes: 'RaidNight GuildHall',
    names:
      'MMOLevelCapRace MMOFashionShow HelpANewPlayer MMONoMountRun GuildPhotoChallenge MMOFirstRaid MMOMountHunt MMOFishingOnly',
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
      'PlayerTwoHasJoined ReviveMeChallenge CouchCoopNoTalking CouchCoopSwapControllers CouchCoopCouplesTest CouchCoopSiblingTeam CouchCoopFirstTry CouchCoopWithGrandma',
    also: 'coop splitscreen',
  },
  'party game': {
    things: 'Controllers Couch Snacks Minigames Teams Scoreboard Buzzer Trophy Dice Phones',
    moves: 'Minigame Tiebreaker Comeback TeamBattle FinalRound',
    verbs: 'Play Win Cheer Compete',
    core: 'Minigames Buzzer TeamBattle Cheer',
    scenes: 'GameNight',
    names:
      'PartyGameOlympics WinnerPicksTheGame PartyGameWithGrandma LoserBuysPizza PartyGameFamilyCup InventAPartyGame PartyGameBracket PartyGameTrophyDIY',
    also: 'jackbox',
  },
  'mobile game': {
    things: 'Phone Thumbs Coins Lives Level Gems Stars Screen Charger Battery',
    moves: 'OneThumbRun HighScore LevelClear SpeedTap',
    verbs: 'Tap Swipe Match Play',
    core: 'Phone Thumbs HighScore Tap',
    names:
      'LowBatteryHighScore PassThePhoneChallenge MobileGameOneThumb PhoneGameOlympics MobileGameDuel TeachGrandmaAMobileGame MobileGameFirstTry MobileGameLevelRace',
    also: 'mobilegaming phonegame',
  },
  'indie game': {
    things: 'Pixels Soundtrack Level Sprites Demo Trailer Devlog Wishlist Engine Prototype',
    moves: 'GameJam Playtest HiddenGemHunt SpeedBuild LaunchDay',
    verbs: 'Design Code Playtest Launch',
    core: 'Pixels Devlog GameJam Playtest',
    scenes: 'GameJam',
    names:
      'MakeAGameIn48Hours PlayMyIndieGame ShareYourIndieGem IndieGameFirstTry IndieGamePlaytestParty IndieGameFromScratch IndieGameCoverArt GameJamWithFriends',
  },
  'open world': {
    things: 'Map Mountains Horse Camp Horizon Waypoint Village Ruins Sunset Glider',
    moves: 'PhotoMode ScenicRoute Climb Glide Exploration CampOut',
    verbs: 'Explore Climb Glide Roam',
    core: 'Map Horizon Waypoint Explore',
    scenes: 'FastTravel',
    names:
      'OpenWorldNoMap WalkToTheHorizon OpenWorldPhotoMode ClimbTheHighestPeak OpenWorldOnFoot OpenWorldSideQuestsOnly TakeTheScenicRoute OpenWorldSunsetHunt',
  },
  'rhythm game': {
    things: 'Notes Song Beatmap Track Arrows Keys Sabers Drums Pad Headset',
    moves: 'FullCombo PerfectScore NoMiss ExpertMode SightRead',
    verbs: 'Tap Step Drum Strum',
    core: 'Notes Arrows FullCombo Tap',
    names:
      'RhythmGameFullCombo SightReadChallenge RhythmGameDuel RhythmGameExpertMode RhythmGameOneHand RhythmGameBlindfolded ParentsTryRhythmGames RhythmGameVsRealDrums',
    also: 'osu beatsaber',
  },
  'survival game': {
    things: 'Shelter Base Wood Stone Berries Tools Raft Map Inventory HungerBar',
    moves: 'FirstNight BaseBuild Crafting Foraging RaftBuild HardcoreRun',
    verbs: 'Survive Craft Build Forage',
    core: 'Shelter HungerBar FirstNight Survive',
    names:
      'SurvivalGame100Days SurvivalGameFirstNight SurviveWithNoTools HardcoreOrNothing SurvivalGameBaseTour RaftOnlySurvival SurvivalGameDuo SurvivalGameNomadRun',
  },
  game: {
    things: 'Controller Dice Board Cards Level Boss Score Trophy Player Team',
    moves: 'HighScore BossFight Speedrun Rematch Tournament TrickShot Bracket',
    verbs: 'Play Win Beat Roll Level',
    core: 'Controller Dice HighScore Play',
    scenes: 'GameNight GameOn',
    names:
      'BeatMyHighScore WinnerStaysOn InventANewGame LoserPicksTheNextGame ChildhoodGameSwap GameTournamentAtHome GameNightRematch NoScreensGameDay',
  },
  detective: {
    things: 'Clue MagnifyingGlass Fingerprint Notebook Suspect Case Alibi Evidence Hat Map',
    moves: 'ClueHunt Stakeout Disguise Deduction Lineup Interview',
    verbs: 'Solve Search Spot Crack',
    core: 'MagnifyingGlass Clue Fingerprint Solve',
    scenes: 'Whodunit Sherlock CaseClosed',
    names:
      'SpotTheClue DetectiveForADay FindTheMissingSock 60SecondDetective DustForFingerprints SolveTheMystery DetectiveEscapeRoom DetectiveInDisguise',
  },
  'level up': {
    things: 'XP Badge Boss Skill Trophy Rank Power Loot Bar Map',
    moves: 'SkillTree PowerUp BossFight Upgrade Unlock Prestige',
    verbs: 'Upgrade Unlock Train Beat',
    core: 'XP Badge PowerUp Unlock',
    scenes: 'PowerUp SkillTree',
    names:
      'UnlockANewSkill LevelUpIn30Days XPForChores DrawYourSkillTree LevelUpYourMorning LevelUpYourRoom LevelUpStreak HandwritingLevelUp',
  },
  redstone: {
    things: 'Piston Repeater Torch Lamp Lever Comparator Observer Hopper Door Circuit',
    moves: 'PistonDoor HiddenDoor AutoFarm Contraption SecretBase Elevator',
    verbs: 'Wire Build Power Automate',
    core: 'Piston Circuit HiddenDoor Wire',
    scenes: 'PistonDoor',
    names:
      'RedstoneBuildOff RedstoneRush RedstoneHiddenDoor OneLeverChallenge RedstoneElevator RedstoneAutoFarm RedstoneMusicBox RedstoneTrapChallenge',
  },
  creeper: {
    things: 'TNT Crater Hiss Blocks Mask Face Cave Pickaxe Shield Mine',
    moves: 'SneakUp Hiss Boom Ambush Dodge Escape',
    verbs: 'Sneak Hiss Dodge Mine',
    core: 'Hiss Boom Sneak',
    names:
      'CreeperHideAndSeek CreeperCostume CreeperProofHouse CreeperPixelArt CreeperHissChallenge SneakyCreeperChallenge CreeperCupcakes CreeperFarmBuild',
  },
  'lord of the rings': {
    things: 'Ring Hobbit Gandalf Frodo Shire Mordor Elf Staff Map Sword',
    moves: 'Quest SecondBreakfast Fellowship Journey Riddle Pledge',
    verbs: 'Quest Journey March Guard',
    core: 'Ring Hobbit Fellowship Quest',
    scenes: 'MiddleEarth Mordor Fellowship',
    names:
      'YouShallNotPass LOTRQuoteChallenge YourElvishName LordOfTheRingsCosplay DrawMiddleEarthFromMemory HumTheShireTheme LOTRTriviaNight LOTRMarathonChallenge',
    also: 'lotr',
  },
  'last of us': {
    things: 'Backpack Guitar Giraffe Map Journal Bow Firefly Ellie Joel Clicker',
    moves: 'Stealth Scavenge Craft Sneak Escape Journey',
    verbs: 'Sneak Craft Scavenge Survive',
    core: 'Ellie Joel Sneak',
    names:
      'EllieJokeBookChallenge LastOfUsGuitarCover LastOfUsPhotoMode LastOfUsJournalPage LastOfUsSceneRemake LastOfUsStealthOnly LastOfUsCosplay LastOfUsGroundedMode',
    also: 'thelastofus tlou',
  },
  bowser: {
    things: 'Shell Castle Koopa Lava Crown Spikes Fireball Airship Bridge Peach',
    moves: 'GroundPound ShellSpin Roar CastleRaid BossBattle',
    verbs: 'Roar Stomp Spin Jump',
    core: 'Shell Crown Roar',
    scenes: 'BowsersCastle Koopa',
    names:
      'BowserPeachesCover BeatBowserChallenge BowsersCastleRun BowserRoarChallenge SaveThePrincess BowserCostumeDIY DrawBowserFromMemory BowserFirstTry',
  },
  gta: {
    things: 'Car Map Radio Garage Bike Phone Plane Beach Mansion LosSantos',
    moves: 'StuntJump CarMeet Drift RoadTrip Race Cruise',
    verbs: 'Drive Drift Race Cruise',
    core: 'Car LosSantos StuntJump Drive',
    scenes: 'LosSantos ViceCity',
    names:
      'GTAObeyTrafficLaws GTANoWantedLevel GTARadioSingAlong GTAStuntJump GTAPhotoModeChallenge GTACarMeet GTAScenicRoadTrip GTAFitCheck',
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
      'RedDeadHonorRun RedDeadNoFastTravel RedDeadHorseBond ArthurMorganImpression RedDeadCampfireSong RedDeadHorseRace RedDeadPhotoMode RedDeadCowboyFit',
    also: 'rdr2 reddeadredemption reddeadredemption2',
  },
  dota: {
    things: 'Hero Courier Ancient Tower Roshan Items Lane Rune Map Aegis',
    moves: 'Rampage LastHit Gank Ward Teamfight Draft',
    verbs: 'Push Farm Gank Ward',
    core: 'Hero Aegis Rampage Push',
    names:
      'PickMyDotaHero DotaLastHitChallenge DotaSupportOnly DotaOneHeroChallenge DotaComebackWin TeachMyFriendDota DotaVoiceLineGuess DotaRampageHunt',
    also: 'dota2',
  },
  'counter strike': {
    things: 'Map Crate Sticker Team Case Round Smoke Flashbang Dust2 Skin',
    moves: 'Clutch Ace FlickShot SmokeLineup SprayControl CaseOpening',
    verbs: 'Clutch Flick Aim Defuse',
    core: 'Dust2 Team CaseOpening Clutch',
    scenes: 'Dust2',
    names:
      'SprayControlChallenge LastSecondDefuse CS2ClutchOneVsThree CS2AceChallenge Dust2Duel CS2SmokeLineup CS2EcoRoundWin CS2StickerCraft',
    also: 'csgo cs2 counterstrike2',
  },
  madden: {
    things: 'Playbook Touchdown Stadium Trophy Team Cover Rating Draft Quarterback Endzone',
    moves: 'HailMary Juke Spin Stiffarm Celebration TwoPoint',
    verbs: 'Juke Throw Catch Score',
    core: 'Touchdown Playbook HailMary Score',
    scenes: 'Touchdown GameDay',
    names:
      'GuessYourMaddenRating MaddenHailMary TouchdownDance MaddenJukeChallenge RebuildTheWorstTeam MaddenCoverPose MaddenTwoPointTry MaddenOnsideKick',
  },
  honkai: {
    things: 'Trailblazer Train Pull Warp Character Relic Team Banner Stellaron Pom',
    moves: 'WarpPull TeamBuild Banner Cosplay Exploration',
    verbs: 'Pull Warp Explore Build',
    core: 'Train Trailblazer WarpPull Warp',
    names:
      'HonkaiTenPullReaction SaveUpForYourMain HonkaiFourStarTeam HonkaiFreeToPlayRun HonkaiCosplay HonkaiDrawFromMemory HonkaiSquadBuildOff HonkaiPhotoMode',
    also: 'honkaistarrail starrail hsr honkaiimpact',
  },
  pubg: {
    things: 'Airdrop Helmet Vest Pan Squad Map Zone Parachute Chicken Loot',
    moves: 'ChickenDinner HotDrop Clutch SquadWipe Revive',
    verbs: 'Drop Loot Clutch Revive',
    core: 'ChickenDinner Airdrop Squad Drop',
    names:
      'PanOnlyChallenge EarnYourChickenDinner PUBGPerfectLanding PUBGFinalCircle PUBGHotDropChallenge PUBGSquadRevive PUBGVehicleOnly PUBGNoVestWin',
    also: 'pubgmobile',
    spelled: 'PUBG',
  },
  'mortal kombat': {
    things: 'Arena Combo Fighter Tournament Portal Mask Ice Spear Health Round',
    moves: 'FlawlessVictory Combo Uppercut Teleport Block Sweep',
    verbs: 'Block Dodge Strike Combo',
    core: 'FlawlessVictory Combo',
    names:
      'FlawlessVictoryChallenge MortalKombatThemeDance GetOverHereChallenge MortalKombatFaceOff MortalKombatComboTrial MortalKombatTowerRun MortalKombatRandomFighter MortalKombatCosplay',
    also: 'mk11 mk1',
  },
  fallout: {
    things: 'Vault PipBoy Bottlecap NukaCola Wasteland Jumpsuit Shelter PowerArmor Dogmeat Radio',
    moves: 'VaultBuild Scavenge SettlementBuild Explore Craft',
    verbs: 'Scavenge Build Explore Craft',
    core: 'Vault PipBoy Bottlecap Scavenge',
    scenes: 'Wasteland VaultBoy NukaCola',
    names:
      'FalloutThumbsUpPose BuildAFalloutPipBoy FalloutSettlementTour BottlecapHunt FalloutRadioSingAlong VaultDwellerCosplay FalloutSpeechOnlyRun FalloutDogCompanion',
    also: 'falloutshelter fallout4 fallout76',
  },
  'gears of war': {
    things: 'Armor Squad Cover Helmet Cog Horde Map Emblem Crate Lancer',
    moves: 'ActiveReload RoadieRun CoverSlide Horde Revive Teamwork',
    verbs: 'Reload Slide Revive Squad',
    core: 'Cog CoverSlide Revive',
    names:
      'PerfectActiveReload RoadieRunChallenge GearsOfWarInsaneRun GearsHordeWave50 GearsOfWarCoopCampaign GearsCogTagHunt GearsArmorCosplay GearsSplitScreenNight',
  },
  'god of war': {
    things: 'Axe Shield Beard Boat Chest Rune Realm Kratos Atreus Mimir',
    moves: 'AxeThrow AxeRecall ShieldBash Puzzle BossFight Boat',
    verbs: 'Throw Recall Explore Block',
    core: 'Kratos Beard Shield',
    scenes: 'Kratos',
    names:
      'SayBoyLikeKratos GodOfWarAxeRecall GodOfWarHardestMode GodOfWarBossRush GodOfWarRavenHunt GodOfWarPuzzleFirstTry GodOfWarCosplay GodOfWarPhotoMode',
  },
  uncharted: {
    things: 'Treasure Map Ruins Rope Journal Ring Temple Jeep Compass Relic',
    moves: 'TreasureHunt Climb Leap Puzzle Chase Swing',
    verbs: 'Climb Leap Explore Search',
    core: 'Treasure Map TreasureHunt',
    names:
      'UnchartedTreasureHuntIRL UnchartedJournalPage UnchartedCrushingRun FindEveryCollectible UnchartedPuzzleFirstTry UnchartedPhotoMode DrawAnExpeditionMap UnchartedCosplay',
  },
  paintball: {
    things: 'Mask Marker Paint Hopper Bunker Flag Field Splat Team Goggles',
    moves: 'CaptureTheFlag Snapshot BunkerRush TrickShot Slide',
    verbs: 'Aim Dodge Slide Capture',
    core: 'Splat Goggles CaptureTheFlag Dodge',
    names:
      'CaptureTheFlagPaintball LastOneUnsplatted PaintballSplatArt PaintballTrickShot FirstTimePaintball PaintballDodgeChallenge PaintballBunkerRush PaintballParentsVsKids',
  },
  spiderman: {
    things: 'Web Mask Suit Skyline Spidey Backpack Peter Rooftop Shooter Sense',
    moves: 'WebSwing HeroLanding UpsideDown WallCrawl Thwip PointingPose',
    verbs: 'Swing Sling Crawl Thwip',
    core: 'Web Mask PointingPose Thwip',
    scenes: 'Spidey SpiderSense',
    names:
      'SpiderManPointing SpiderManSuitUp ThwipChallenge SpiderManHeroLanding NeverTouchTheGround SpiderManPizzaTime WebSlingChallenge SpiderManPhotoMode',
    spelled: 'SpiderMan',
  },
  batman: {
    things: 'Cape Cowl Batmobile Gotham Gadget Belt Signal Joker Cave Robin',
    moves: 'CapeSwoosh Grapple Glide Stealth DetectiveMode',
    verbs: 'Glide Grapple Swoop Brood',
    core: 'Cape Batmobile Signal Swoop',
    scenes: 'Gotham Batcave BatSignal',
    names:
      'BatmanVoiceChallenge BatSignalChallenge BatmanSuitUp BatmobileBuild PackYourUtilityBelt BatmanCapeSwoosh BatmanDetectiveMode BatmanStealthRun',
  },
  superman: {
    things: 'Cape Glasses Krypton Kryptonite PhoneBooth Logo Fortress Clark Lois Suit',
    moves: 'FlyingPose QuickChange HeroLanding Lift Rescue',
    verbs: 'Fly Lift Save Change',
    core: 'Cape Logo FlyingPose',
    scenes: 'Krypton UpUpAndAway',
    names:
      'SupermanQuickChange GlassesOffHeroOn SupermanFlyingPhoto SupermanPoseChallenge BeSomeonesSuperman UpAndAwayChallenge SupermanCapeDIY SupermanLogoArt',
  },
  'wonder woman': {
    things: 'Lasso Tiara Shield Bracelets Themyscira Cape Armor Star Jet Boots',
    moves: 'LassoSpin BracerBlock HeroLanding PowerPose Spin',
    verbs: 'Spin Block Lasso Leap',
    core: 'Tiara Bracelets PowerPose Spin',
    scenes: 'LassoOfTruth Themyscira',
    names:
      'WonderWomanSpin LassoOfTruthChallenge WonderWomanPowerPose WonderWomanBracerBlock WonderWomanSlowMoRun WonderWomanHeroLanding WonderWomanTiaraDIY WonderWomanCosplay',
  },
  thor: {
    things: 'Hammer Cape Lightning Helmet Thunder Axe Asgard Loki Bifrost Stormbreaker',
    moves: 'HammerThrow HammerCatch LightningStrike HeroLanding Summon',
    verbs: 'Throw Summon Catch Strike',
    core: 'Hammer Lightning Thunder',
    scenes: 'Asgard Mjolnir GodOfThunder',
    names:
      'AreYouWorthy ThorHammerSummon ThorVoiceChallenge ThorHammerDIY ThorLightningPose SiblingsAsThorAndLoki ThorCosplay ThorEntrance',
  },
  hulk: {
    things: 'Fists Gamma PurpleShorts Banner Muscles Avengers Shirt Pose Roar Lab',
    moves: 'Smash Transformation Roar GroundSlam BigJump',
    verbs: 'Smash Roar Flex Stomp',
    core: 'Muscles PurpleShorts Smash Roar',
    scenes: 'HulkSmash',
    names:
      'HulkTransformation HulkRoarChallenge HulkSmashPose HulkCalmDownChallenge HulkSmashCake HulkFistsCraft HulkCosplay HulkPaintedFace',
  },
  'black panther': {
    things: 'Vibranium Claws Mask Necklace Suit Wakanda Shuri Throne Kimoyo Panther',
    moves: 'WakandaForever Salute ClawSwipe Pounce Crouch',
    verbs: 'Pounce Crouch Salute',
    core: 'Wakanda Vibranium WakandaForever Pounce',
    scenes: 'Wakanda Vibranium',
    names:
      'WakandaForeverSalute ShuriGadgetChallenge BlackPantherSuitUp KimoyoBeadBracelet BlackPantherPounce BlackPantherMaskCraft BlackPantherCosplay BlackPantherFanArt',
  },
  'star wars': {
    things: 'Lightsaber Droid Jedi Force Helmet Stormtrooper Yoda Falcon Xwing Grogu',
    moves: 'LightsaberDuel ForcePush JediMindTrick DroidBuild Hyperspace',
    verbs: 'Duel Fly Train Build',
    core: 'Jedi Droid Yoda Force',
    scenes: 'MayTheFourth Jedi Lightsaber Tatooine',
    names:
      'MayTheFourthChallenge JediMindTrickChallenge DoYourBestYoda BuildAStarWarsDroid StarWarsJediTraining MakeYourOwnOpeningCrawl PoolNoodleLightsaberDuel StarWarsCosplay',
    also: 'mandalorian',
  },
  'darth vader': {
    things: 'Helmet Cape Lightsaber Mask DeathStar Empire Troopers Throne Armor Tie',
    moves: 'DeepBreath Reveal ForceGrip Duel ImperialMarch',
    verbs: 'Breathe March Duel',
    core: 'Helmet ImperialMarch Breathe',
    scenes: 'DarkSide DeathStar ImperialMarch',
    names:
      'IAmYourFather VaderVoiceChallenge ImperialMarchCover DarthVaderHelmetDIY DarthVaderCapeSwish DarthVaderCosplay DarthVaderEntrance DarthVaderPumpkin',
    also: 'vader',
  },
  'star trek': {
    things: 'Enterprise Bridge Captain Phaser Tricorder Badge Uniform Warp Spock Transporter',
    moves: 'VulcanSalute Beam Warp MindMeld CaptainsLog',
    verbs: 'Beam Engage Explore',
    core: 'Enterprise VulcanSalute Beam',
    scenes: 'Starfleet CaptainsLog',
    names:
      'VulcanSaluteChallenge BeamMeUpChallenge StarTrekCaptainsLog StarTrekMindMeld TurnYourRoomIntoTheBridge StarTrekCommunicatorDIY StarTrekCosplay LearnOneKlingonWord',
  },
  hobbit: {
    things: 'Shire Ring Door Feet Burrow Map Dragon Dwarves Mushrooms Garden',
    moves: 'SecondBreakfast Riddle Adventure Journey Feast',
    verbs: 'Journey Riddle Feast Hide',
    core: 'Shire Ring SecondBreakfast Journey',
    scenes: 'Shire HobbitHole',
    names:
      'SecondBreakfastChallenge HobbitRiddleChallenge ThereAndBackAgain HobbitHoleBuild HobbitDoorDIY HobbitGardenMakeover HobbitFeastNight HobbitCosplay',
  },
  'game of thrones': {
    things: 'Throne Dragon Sword Crown Direwolf Wall Raven Map Banner Castle',
    moves: 'ThroneBuild HouseSigil Oath March Coronation',
    verbs: 'Rule Claim Build March',
    core: 'Throne Dragon Crown Rule',
    scenes: 'Westeros IronThrone WinterIsComing',
    names:
      'GameOfThronesSigilDesign YourFamilyHouseWords BuildAnIronThrone GameOfThronesThemeCover GameOfThronesAllegiance CraftYourPetAThrone GameOfThronesCosplay GameOfThronesTrivia',
    also: 'houseofthedragon',
  },
  'stranger things': {
    things: 'UpsideDown Waffles Bike Lights Walkie Arcade Demogorgon Eggo Radio Dice',
    moves: 'LightsMessage BikeSquad Campaign ArcadeRun WaffleRun',
    verbs: 'Ride Hide Roll Signal',
    core: 'UpsideDown Waffles Lights BikeSquad',
    scenes: 'UpsideDown Hawkins',
    names:
      'StrangerThingsLights StrangerThingsCosplay UpsideDownChallenge StrangerThingsThemeCover StrangerThingsBikeSquad WaffleTowerChallenge StrangerThingsArcadeNight StrangerThingsTrivia',
  },
  werewolf: {
    things: 'Moon Villager Seer Cards Night Village Role Wolf Narrator Lantern',
    moves: 'Howl Vote Accuse Bluff Reveal',
    verbs: 'Howl Vote Bluff Accuse',
    core: 'Moon Wolf Howl',
    scenes: 'FullMoon',
    names:
      'WhoIsTheWerewolf WerewolfPokerFace WerewolfNarratorVoice InventAWerewolfRole FullMoonHowl WerewolfGameNight WerewolfFamilyEdition WerewolfCostumeDIY',
    also: 'mafia',
  },
  mystery: {
    things: 'Clue Box Key Lock Riddle Map Suspect Note Door Code',
    moves: 'ClueHunt Unboxing EscapeRoom CodeCrack Riddle',
    verbs: 'Solve Unlock Guess Search',
    core: 'Clue Riddle ClueHunt Solve',
    scenes: 'Whodunit EscapeRoom MysteryBox',
    names:
      'HomemadeEscapeRoom CrackTheCode MysteryBoxChallenge MysteryNoteHunt MysteryDinnerParty MysteryMapQuest SolveItIn60Seconds MysteryRiddleRelay',
  },
  airsoft: {
    things: 'Mask Goggles Vest Field Bunker Team Flag Radio Helmet Loadout',
    moves: 'CaptureTheFlag Flank Sneak Slide Ambush Rescue',
    verbs: 'Sneak Flank Aim Capture',
    core: 'Goggles Vest CaptureTheFlag Sneak',
    names:
      'AirsoftStealthRun AirsoftNoRadioRound CaptureTheFlagRun AirsoftTeamRescue AirsoftTargetPractice AirsoftLoadoutCheck AirsoftFirstGame AirsoftSquadPhoto',
  },
  'x men': {
    things: 'Mutant Jet School Cerebro Visor Claws Cape Suit Team Powers',
    moves: 'PowerReveal TeamUp HeroLanding Teleport Storm Blast',
    verbs: 'Teleport Fly Assemble Reveal',
    core: 'Mutant Powers PowerReveal Assemble',
    names:
      'ChooseYourMutantPower XMenPowerReveal XMenThemeCover DesignYourXMenSuit XMenRollCall XMenTeamUp XMenCosplay XMenFanArt',
  },
  wolverine: {
    things: 'Claws Jacket Mask Suit Sideburns Yellow Helmet Dogtags Bike Team',
    moves: 'ClawPop HeroPose Growl Healing Leap',
    verbs: 'Growl Leap Pop',
    core: 'Sideburns Growl',
    scenes: 'Adamantium',
    names:
      'WolverineClawPop WolverineHairChallenge WolverineClawsDIY WolverineGrowlChallenge WolverineHeroPose WolverineMaskCraft WolverineCosplay WolverineFanArt',
  },
  '2048': {
    things: 'Tiles Swipe Grid Merge Corner Number Score Block',
    moves: 'CornerTrick SwipeRace HighTile NoUndo',
    verbs: 'Swipe Merge Slide',
    core: 'Tiles Swipe Merge',
    names:
      'Reach2048Challenge 2048In10Minutes 2048NoUndoRun HighestTileWins 2048FaceOff CornerTrickSpeedrun 2048OnPaper 2048OneThumb',
  },
  bingo: {
    things: 'Card Dauber Ball Caller Chips Marker Prize Grid',
    moves: 'Blackout FourCorners FullHouse BlankCard',
    verbs: 'Call Mark Dab',
    core: 'Dauber Caller Blackout',
    scenes: 'GameNight',
    names:
      'RoadTripBingo BlackoutBingoRace BingoCallerVoices MovieClicheBingo NatureWalkBingo MakeYourOwnBingoCard FourCornersFirst EmojiBingoChallenge',
  },
  codenames: {
    things: 'Spymaster Clue Card Grid Team Word Timer Agent',
    moves: 'OneWordClue ThreeCardClue SpeedRound Duet',
    verbs: 'Guess Link Hint',
    core: 'Spymaster Clue OneWordClue',
    scenes: 'GameNight',
    names:
      'GuessMyCodenamesClue OneWordThreeCards SpymasterFaceOff CodenamesSpeedRound BestHintEver CouplesCodenames CodenamesEmojiEdition CodenamesWithPictures',
  },
  'go fish': {
    things: 'Cards Pairs Deck Pond Hand Match Pile Table',
    moves: 'FourOfAKind DrawPile AskForIt PokerFace',
    verbs: 'Ask Match Draw',
    core: 'Pairs Deck DrawPile',
    scenes: 'FamilyNight',
    names:
      'GoFishPokerFace GoFishSpeedRound FourOfAKindRace GoFishFaceOff HomemadeGoFishDeck GoFishNoPeeking PetPhotoGoFish GoFishWithGrandma',
  },
  spades: {
    things: 'Trump Bid Book Partner Deck Nil Scorepad Ace',
    moves: 'BlindNil BidBattle PartnerSignal CutThroat',
    verbs: 'Bid Cut Deal',
    core: 'Bid BlindNil Partner',
    scenes: 'GameNight FamilyReunion',
    names:
      'SpadesPartnerFaceOff BidExactlyChallenge TeachMeSpades SpadesWithGrandma BlindNilOrBust GuessMyHandChallenge SpadesRulesIn60 SpadesAtTheCookout',
  },
  'ticket to ride': {
    things: 'Train Route Ticket Map Destination Carriage Tunnel Ferry',
    moves: 'LongestRoute BlockedRoute TicketDraw CrossCountry',
    verbs: 'Build Claim Connect',
    core: 'Train Route Map',
    scenes: 'GameNight',
    names:
      'LongestRouteChallenge TicketToRideFaceOff FinishEveryTicket TicketToRideMyTown CouplesTicketToRide SecretTicketsRevealed BlockedRouteReaction TicketToRideIn20Min',
  },
  'tic tac toe': {
    things: 'Grid Chalk StickyNote Stones Line Board Beanbag Coins',
    moves: 'ThreeInARow GiantGrid UnbeatableMove RelayRace',
    verbs: 'Play Block Win',
    core: 'Grid ThreeInARow Block',
    names:
      'TicTacToeRelayRace BeatMeAtTicTacToe GiantTicTacToe UltimateTicTacToe TicTacToeBeanbagToss SnackTicTacToe SidewalkChalkTicTacToe UnbeatableTicTacToe',
    also: 'noughtsandcrosses',
  },
  hangman: {
    things: 'Letters Blanks Whiteboard Word Category Marker Stickman Vowels',
    moves: 'VowelFirst OneLetter BlankSpaces WordReveal',
    verbs: 'Guess Spell Solve',
    core: 'Letters Blanks Whiteboard',
    scenes: 'ClassroomGame',
    names:
      'HangmanMovieTitles HangmanHardestWord EmojiHangman HangmanFaceOff SolveItIn3Guesses HangmanSpellingWords VowelsFirstChallenge StumpMeAtHangman',
  },
  darts: {
    things: 'Dartboard Bullseye Flights Triple Double Scoreboard Magnet Oche',
    moves: 'AroundTheClock Checkout OffHand MagneticBoard',
    verbs: 'Throw Aim Score',
    core: 'Dartboard Bullseye Throw',
    scenes: 'GameRoom Garage',
    names:
      'BullseyeChallenge AroundTheClockDarts MagneticDartsFaceOff BeatMyDartsScore LeftHandedDarts HighestThreeDarts BullseyeIn5Throws FamilyDartsLeague',
    also: 'dart',
  },
  mancala: {
    things: 'Stones Pits Store Board Beans Marbles EggCarton Seeds',
    moves: 'FreeTurn Capture ChainMove SpeedRound',
    verbs: 'Sow Count Collect',
    core: 'Stones Pits EggCarton',
    scenes: 'GameNight',
    names:
      'EggCartonMancala MancalaFaceOff MancalaWithCandy ChainOfFreeTurns TeachMeMancalaIn60 BeatMeAtMancala CaptureTheMostStones MancalaSpeedRound',
  },
  'hungry hippos': {
    things: 'Marbles Lever Scooter Basket Balls Board Mouth Tournament',
    moves: 'HumanVersion ScooterChomp MarbleGrab FastestChomp',
    verbs: 'Chomp Grab Collect',
    core: 'Marbles Chomp Lever',
    scenes: 'BirthdayParty Backyard',
    names:
      'HumanHungryHippos MostMarblesChallenge ParentsVsKidsHippos ScooterHippoRace HungryHipposFaceOff HungryHipposTournament HippoChompIn30Seconds GuessTheMarbleCount',
    also: 'hungryhungryhippos',
  },
  'poppy playtime': {
    things: 'HuggyWuggy GrabPack Toy Factory Vent Puzzle Critters Door',
    moves: 'VentEscape PuzzleDoor ToyHunt ChaseScene',
    verbs: 'Grab Escape Solve',
    core: 'HuggyWuggy GrabPack Factory',
    scenes: 'ToyFactory',
    names:
      'DIYGrabPack PoppyPlaytimeSpeedrun PoppyPlaytimeFirstTry DrawHuggyWuggy ToyFactoryEscapeRoom GuessTheCritterSound PoppyPlaytimeLegoBuild PoppyPlaytimeCosplay',
  },
  'friday night funkin': {
    things: 'Arrows Microphone Beat Song Mod Week Speakers Notes',
    moves: 'RapBattle ArrowCombo FullCombo SingOff',
    verbs: 'Sing Press Battle',
    core: 'Arrows RapBattle Microphone',
    names:
      'FNFFullCombo FNFRapBattleIRL FNFOnHardMode DrawYourFNFCharacter ArrowComboChallenge FridayNightFunkinCosplay SingAnFNFSong FNFWeekSpeedrun',
    also: 'fnf',
  },
  'monster hunter': {
    things: 'Palico GreatSword Armor Bowgun Rathalos Meal Quest Map',
    moves: 'SpeedHunt FashionHunt SoloHunt FirstHunt',
    verbs: 'Hunt Craft Carve',
    core: 'Palico GreatSword Rathalos',
    names:
      'MonsterHunterSpeedrun OneWeaponOnlyChallenge MonsterHunterNoCarts MonsterHunterFashionShow MonsterHunterFirstQuest DrawYourFavoriteMonster RateMyHunterSet PalicoCosplay',
    also: 'mhwilds mhworld mhrise',
  },
  'sea of thieves': {
    things: 'Ship Pirate Treasure Kraken Sloop Cannon Shanty Map',
    moves: 'TreasureRun ShantyJam FirstVoyage CannonJump',
    verbs: 'Sail Dig Sing',
    core: 'Ship Pirate Kraken',
    names:
      'SeaOfThievesShantyJam PirateSpeakOnlyVoyage SoloSloopChallenge SeaOfThievesTreasureRace RealLifeXMarksTheSpot SeaOfThievesFirstSail FourFriendsOneShip SeaOfThievesCosplay',
  },
  subnautica: {
    things: 'Seamoth Cyclops Leviathan Base Submarine Scanner Fish Reef',
    moves: 'DeepDive BaseBuild OceanBase DarknessDescent',
    verbs: 'Dive Scan Build',
    core: 'Seamoth Cyclops Leviathan',
    names:
      'SubnauticaBaseTour FirstLeviathanReaction DeepestDiveChallenge SubnauticaSpeedrun ScanEveryFishChallenge DrawASubnauticaCreature UnderwaterBaseGlowUp SubnauticaLegoCyclops',
  },
  'nba 2k': {
    things: 'MyPlayer Park Dunk Badge Jumper Crossover Court Greenlight',
    moves: 'GreenRelease ParkRun PosterDunk MyCareer',
    verbs: 'Dunk Shoot Build',
    core: 'MyPlayer Park Dunk',
    names:
      'GuessThe2KRating 2KDunkContest RecreateA2KHighlight NBA2KBuildBattle GreenLightOnlyChallenge NBA2KRealVsGame AllCentersParkRun 2KJumperIRL',
    also: '2k nba2k25',
    spelled: 'NBA2K',
  },
  'pet simulator': {
    things: 'Egg Huge Rainbow Golden Coins Trade Diamonds Zone',
    moves: 'EggHatch HugeHunt TradeUp RainbowHunt',
    verbs: 'Hatch Trade Collect',
    core: 'Egg Huge Hatch',
    names:
      'HugeHatchReaction PetSimulatorEggOpening TradeUpChallenge PetSimRainbowHunt NewAccountRace GuessMyPetSimValue GrindForATitanic PetSimDuoTeamUp',
    also: 'petsim petsim99 petsimulator99',
  },
  'tower defense': {
    things: 'Tower Wave Path Upgrade Boss Turret Cash Base',
    moves: 'LastWave NoUpgrades OneTowerOnly MazeBuild',
    verbs: 'Defend Upgrade Place',
    core: 'Tower Wave Upgrade',
    names:
      'OneTowerOnlyChallenge TowerDefenseIRL SurviveWave50 NoUpgradesRun CheapestTowersWin LegoTowerDefense TowerDefenseFaceOff TowerDefenseCoOp',
    also: 'towerdefence',
  },
  'gacha life': {
    things: 'OC Outfit Skit Studio Poses Background Chibi Character',
    moves: 'MiniMovie OCRedesign GlowUp OutfitSwap',
    verbs: 'Design Dress Pose',
    core: 'OC Chibi Skit',
    names:
      'MeAsAGachaCharacter GachaLifeGlowUp GachaOutfitSwap DrawYourGachaOC GachaSkitIn60Seconds GachaCosplayIRL OCRedesignChallenge GachaFamilyPortrait',
    also: 'gachaclub',
  },
  'toca boca': {
    things: 'House Character Salon Hospital Apartment Pet Bop City',
    moves: 'HouseDesign RoomMakeover SecretSpots StorySkit',
    verbs: 'Design Decorate Explore',
    core: 'House RoomMakeover SecretSpots',
    names:
      'RecreateMyRoomInToca TocaBocaFreeHouseGlowUp TocaBocaSecretsHunt FamilyAsTocaCharacters TocaSalonMakeover DesignMyDreamTocaHouse TocaBocaStorySkit TocaBocaSpeedDecorate',
    also: 'tocalifeworld tocaworld tocalife',
  },
  'space invaders': {
    things: 'Alien Cannon Pixel Arcade Bunker Saucer Wave Joystick',
    moves: 'HighScoreRun PixelArt PerlerBeads FirstWave',
    verbs: 'Shoot Dodge Defend',
    core: 'Alien Pixel Arcade',
    names:
      'StickyNoteInvaders SpaceInvadersHighScore SpaceInvadersOneLife FirstWaveFaceOff SpaceInvadersPixelArt SpaceInvadersIRL SpaceInvaderPerlerBeads SpaceInvaderCookies',
    also: 'spaceinvader',
  },
  obby: {
    things: 'Lava Checkpoint Jump Ladder Tower Stage Parkour Spinner',
    moves: 'OneLifeRun TowerClimb NoCheckpoint LavaJump',
    verbs: 'Jump Climb Dodge',
    core: 'Lava Checkpoint Tower',
    names:
      'LivingRoomObby NoCheckpointObby ObbyInOneLife ObbyWithMyParents ObbySpeedrunFaceOff TeamworkObbyChallenge 100StageObbyRun LavaFloorObby',
    also: 'robloxobby',
  },
  'high score': {
    things: 'Arcade Leaderboard Initials Tokens Cabinet Points Record Scoreboard',
    moves: 'BeatMyScore NewRecord OneCredit FamilyLeague',
    verbs: 'Beat Climb Chase',
    core: 'Arcade Leaderboard Initials',
    scenes: 'ArcadeNight',
    names:
      'BeatMyHighScore OneCreditHighScore FamilyHighScoreLeague OffHandHighScore 7DayHighScoreChase HighScoreRelay LeaderboardTakeover RetroGameHighScoreDuel',
    also: 'hiscore',
  },
  'side quest': {
    things: 'Quest Map Errand Detour Reward Journal Badge Mission',
    moves: 'RealLifeQuest RandomDetour ErrandQuest DailyQuest',
    verbs: 'Explore Complete Accept',
    core: 'Quest Detour Reward',
    scenes: 'Weekend',
    names:
      'RealLifeSideQuest RollForASideQuest KindnessSideQuest SideQuestSaturday SideQuestBingo 10SideQuestsInADay AcceptTheQuest FamilySideQuest',
  },
  'rage quit': {
    things: 'Controller Pillow StressBall Timer Fidget Snack Chair Breath',
    moves: 'CountToTen ChillMode HardestLevel PenaltyJar',
    verbs: 'Breathe Retry Persist',
    core: 'StressBall Controller CountToTen',
    names:
      'NoRageQuitChallenge RageQuitOrRetry BreatheDontRageQuit RageQuitPenaltyJar CalmestGamerWins HardestLevelStayCalm StressBallGaming LaughInsteadOfRage',
    also: 'ragequitting',
  },
  'lets play': {
    things: 'Facecam Commentary Microphone Episode Series Controller Reaction Couch',
    moves: 'BlindPlaythrough FirstImpressions CoOpEpisode GameSwap',
    verbs: 'Play Narrate Record',
    core: 'Facecam Commentary BlindPlaythrough',
    names:
      'MyFirstLetsPlay LetsPlayWithGrandma BlindLetsPlayChallenge SilentLetsPlay LetsPlaySwap LetsPlayInOneTake NatureDocLetsPlay LetsPlayCoOpWithMom',
    spelled: 'LetsPlay',
  },
  modding: {
    things: 'Texture Skin Shader Script Modpack Workshop Patch Glitch',
    moves: 'ModShowcase TexturePack ModdedRun FunniestMod',
    verbs: 'Install Tweak Create',
    core: 'Texture Shader Modpack',
    names:
      'ModdedVsVanilla MyFirstMod FunniestModChallenge MakeAModInADay BeforeAndAfterMods GuessTheModdedGame ShaderGlowUp TinyModBigChange',
    also: 'mods gamemods modded',
  },
  ps2: {
    things: 'MemoryCard Controller Cheat Disc Startup DemoDisc Multitap Console',
    moves: 'StartupSound CheatCode OldSaveFile SplitScreen',
    verbs: 'Load Save Replay',
    core: 'MemoryCard StartupSound CheatCode',
    names:
      'PS2NoMemoryCard PS2VsModernRemaster GuessThePS2Game PS2CheatCodesByHeart PS2StartupSoundReact PS2SaveFileTour DustOffThePS2 PS2SplitScreenNight',
    also: 'playstation2',
    spelled: 'PS2',
  },
  'gaming chair': {
    things: 'Armrest Lumbar Pillow Wheels Headrest Cushion Posture Footrest',
    moves: 'PostureCheck Assembly ReclineTest StretchBreak',
    verbs: 'Assemble Adjust Sit',
    core: 'Lumbar Armrest Posture',
    names:
      'GamingChairAssemblyRace PostureCheckChallenge GamingVsOfficeChair GamingChairStretchBreak NoInstructionsChairBuild CatStoleMyGamingChair GamingChairGlowUp BudgetChairMakeover',
  },
  achievement: {
    things: 'Trophy Platinum Gamerscore Badge Checklist Completion Unlock Medal',
    moves: 'PlatinumHunt HundredPercent RarestUnlock FirstTrophy',
    verbs: 'Unlock Earn Collect',
    core: 'Trophy Platinum Unlock',
    names:
      'AchievementUnlockedIRL ChoresAsAchievements RarestAchievementReveal EasiestTrophyRace MyFirstPlatinum AchievementBingo 100PercentAchievements GuessMyGamerscore',
    also: 'trophyhunting achievementhunting',
  },
  kahoot: {
    things: 'Pin Podium Leaderboard Quiz Timer Streak Music Answer',
    moves: 'AnswerStreak PodiumFinish SpeedAnswer CustomQuiz',
    verbs: 'Answer Host Race',
    core: 'Podium Leaderboard Streak',
    scenes: 'ClassroomGame FamilyQuiz',
    names:
      'KahootVsTheTeacher MakeAKahootAboutMe KahootLobbyMusicDance KahootStreakChallenge FamilyKahootNight KahootPodiumFinish LastSecondKahoot KahootSpeedAnswer',
  },
  '20 questions': {
    things: 'Clue Mystery Object Animal Card Hint Answer Timer',
    moves: 'YesOrNo NarrowItDown MysteryObject SpeedRound',
    verbs: 'Ask Guess Think',
    core: 'YesOrNo Mystery Clue',
    scenes: 'RoadTrip',
    names:
      'StumpMeIn20Questions GuessItIn10Questions RoadTrip20Questions MysteryObject20Questions YesOrNoOnlyChallenge 20QuestionsFoodEdition FiveQuestionsOnly 20QuestionsSpeedRound',
    also: 'twentyquestions',
  },
  marbles: {
    things: 'Shooter Ring Chalk Jar Track Tube Ramp Bag',
    moves: 'RingGame KnockOut TubeTrack ChalkCircle',
    verbs: 'Flick Roll Knock',
    core: 'Shooter Ring Flick',
    names:
      'ChalkCircleMarbles PoolNoodleMarbleRace MarbleFlickTrickShot KnockThemOutOfTheRing MarbleGolfCourse MarblesFaceOff TeachMeMarbles ClassicMarblesWithGrandpa',
  },
  'gartic phone': {
    things: 'Drawing Prompt Album Sketch Chain Guess Round Reveal',
    moves: 'DrawThenGuess AnimationMode FinalReveal SpeedDraw',
    verbs: 'Draw Guess Write',
    core: 'Prompt Album Reveal',
    names:
      'GarticPhoneFinalReveal PaperGarticPhone GuessTheOriginalPrompt KeepTheChainAlive GarticPhoneWithGrandma WorstDrawingWins GarticAnimationRound GarticPhoneSpeedRound',
    also: 'gartic telephonepictionary',
  },
  rummikub: {
    things: 'Tiles Rack Joker Run Set Timer Pouch Table',
    moves: 'BigPlay TileShuffle LongRun JokerSwap',
    verbs: 'Play Rearrange Draw',
    core: 'Tiles Rack Joker',
    names:
      'RummikubWithGrandma EmptyYourRackFirst BiggestTableRearrange RummikubFaceOff JokerSwapChallenge FamilyRummikubLeague RummikubSpeedRound RummikubRulesIn60',
  },
  'four square': {
    things: 'Ball Court Chalk Squares King Server Line Recess',
    moves: 'KingSquare BounceServe SillyRules Rotation',
    verbs: 'Bounce Serve Hit',
    core: 'Ball Court KingSquare',
    scenes: 'Playground',
    names:
      'StayKingFor10Rounds ParentsVsKidsFourSquare FourSquareSillyRules ChalkAFourSquareCourt FourSquareTrickServe RecessRematch FourSquareKingChallenge FourSquareTournament',
    also: '4square',
  },
  'old maid': {
    things: 'Cards Pairs Deck Hand Table Pile Face Joker',
    moves: 'PokerFace PairOff LastCard Shuffle',
    verbs: 'Match Pick Draw',
    core: 'Pairs PokerFace LastCard',
    scenes: 'FamilyNight',
    names:
      'DontGetTheOldMaid OldMaidPokerFace HomemadeOldMaidDeck OldMaidWithGrandma OldMaidFaceOff LastCardReaction OldMaidSpeedRound OldMaidInTheCar',
  },
  'sushi go': {
    things: 'Sushi Pudding Wasabi Nigiri Dumpling Tempura Chopsticks Deck',
    moves: 'PassTheHand PuddingRace WasabiCombo CardDraft',
    verbs: 'Pick Pass Score',
    core: 'Wasabi Pudding Nigiri',
    scenes: 'GameNight',
    names:
      'SushiGoRealFoodEdition WasabiComboChallenge MostPuddingWins SushiGoFaceOff DrawYourOwnSushiCard TeachMeSushiGo SushiGoFamilyNight SushiGoPartyRound',
  },
  'snakes and ladders': {
    things: 'Dice Board Ladder Snake Counter Square Finish Token',
    moves: 'LadderClimb SnakeSlide DoubleSix LuckyRoll',
    verbs: 'Roll Climb Slide',
    core: 'Dice Ladder SnakeSlide',
    scenes: 'FamilyNight',
    names:
      'GiantSnakesAndLadders DrawYourOwnLadders SnakesAndLaddersIRL SnakesAndLaddersSpeedrun SidewalkChalkLadders BeatGrandmaToSquare100 SnakeSlideReaction LadderLuckChallenge',
    also: 'chutesandladders',
  },
  'crazy eights': {
    things: 'Deck Eight Suit Hand Pile Wildcard Table Cards',
    moves: 'WildEight SuitSwitch LastCard DrawFour',
    verbs: 'Match Switch Draw',
    core: 'Eight Suit WildEight',
    scenes: 'FamilyNight',
    names:
      'CrazyEightsFaceOff LastCardStanding SaveYourEights CrazyEightsWithGrandpa SpeedCrazyEights SuitSwitchSurprise CrazyEightsKidsRule TeachMeCrazyEights',
  },
  rummy: {
    things: 'Meld Run Set Discard Deck Hand Joker Scorepad',
    moves: 'GoOut FirstMeld LongRun PerfectHand',
    verbs: 'Meld Draw Discard',
    core: 'Meld Discard Joker',
    scenes: 'GameNight',
    names:
      'RummyWithNana GoOutInOne RummyFaceOff MeldItAllChallenge TeachMeRummy RummyPokerFace FamilyRummyLeague PerfectRummyHand',
    also: 'ginrummy rummikubcards',
  },
  operation: {
    things: 'Tweezers Buzzer Patient Funnybone Wishbone Nose Board Pieces',
    moves: 'SteadyHand NoBuzz BuzzerJump SurgeryRun',
    verbs: 'Pluck Steady Buzz',
    core: 'Tweezers Buzzer Funnybone',
    scenes: 'GameNight',
    names:
      'OperationSteadyHands NoBuzzChallenge OperationBlindfolded OperationSpeedRound OperationWithOvenMitts BuzzerJumpReaction OperationKidsVsParents FunnyboneFirstTry',
  },
  'apples to apples': {
    things: 'RedCard GreenCard Judge Adjective Noun Deck Hand Round',
    moves: 'FunniestMatch JudgePick WildRound PerfectPair',
    verbs: 'Match Judge Laugh',
    core: 'RedCard GreenCard Judge',
    scenes: 'GameNight FamilyNight',
    names:
      'FamilyApplesToApples MakeTheJudgeLaugh WriteYourOwnRedCard ApplesToApplesKidsRule FunniestMatchWins GrandmaPicksTheWinner ApplesToApplesNoLaughing ApplesToApplesWildRound',
  },
  'spot it': {
    things: 'Card Symbol Match Tin Deck Circle Pair Round',
    moves: 'FirstToSpot SpeedMatch TowerRound HotPotato',
    verbs: 'Spot Match Shout',
    core: 'Symbol Match Card',
    scenes: 'GameNight',
    names:
      'SpotItFastestHand SpotItParentsVsKids MakeYourOwnSpotIt SpotItOneMinute SpotItNoTalking FirstToSpotWins SpotItTowerChallenge SpotItFamilyFaceOff',
    also: 'dobble',
  },
  'phase 10': {
    things: 'Phase Run Set Wild Skip Color Deck Scorepad',
    moves: 'PhaseComplete SkipAttack ColorRun WildSave',
    verbs: 'Skip Lay Draw',
    core: 'Phase Skip Wild',
    scenes: 'GameNight',
    names:
      'Phase10FamilyFeud SkipMeIDareYou Phase10Marathon StuckOnPhaseOne Phase10InOneNight WildCardWins Phase10WithGrandma PhaseTenComeback',
    also: 'phaseten',
  },
  'skip bo': {
    things: 'Stockpile Buildpile Discard Card Deck Hand Wild Number',
    moves: 'StockpileRace WildSkip BuildToTwelve EmptyPile',
    verbs: 'Build Stack Skip',
    core: 'Stockpile Buildpile',
    scenes: 'GameNight',
    names:
      'SkipBoSpeedRound EmptyYourStockpile SkipBoWithGrandma BuildToTwelveChallenge SkipBoFamilyFeud SkipBoComeback SkipBoSilentRound TeachMeSkipBo',
  },
  blokus: {
    things: 'Piece Corner Board Tile Color Grid Monomino Square',
    moves: 'CornerTouch BlockOut LastPiece FullBoard',
    verbs: 'Block Place Fit',
    core: 'Corner Piece Tile',
    scenes: 'GameNight',
    names:
      'BlokusBlockOut LastPieceStanding BlokusCornerWars BlokusSpeedRound BlokusParentsVsKids FitEveryPiece BlokusTwoPlayerDuel BlokusBoardArt',
  },
  othello: {
    things: 'Disc Black White Corner Edge Board Flip Grid',
    moves: 'CornerGrab BigFlip EdgeControl ComebackFlip',
    verbs: 'Flip Capture Trap',
    core: 'Disc Flip Corner',
    scenes: 'GameNight',
    names:
      'OthelloBigFlip CornerGrabChallenge OthelloComebackWin TurnTheWholeBoard OthelloSpeedDuel OthelloWithGrandpa MostDiscsCaptured OthelloBlitzRound',
    also: 'reversi',
  },
  'chinese checkers': {
    things: 'Marble Star Board Peg Hop Triangle Home Chain',
    moves: 'LongChain HopChain BridgeBlock HomeRun',
    verbs: 'Hop Jump Block',
    core: 'Marble Star HopChain',
    scenes: 'GameNight',
    names:
      'LongestHopChain MarbleStarShowdown OneTurnAcrossTheBoard ChineseCheckersComeback ChineseCheckersSixWay ChineseCheckersSpeedRound ChineseCheckersWithNana FirstToFillTheTriangle',
  },
  billiards: {
    things: 'Cue Chalk Pocket Rack Table Bank EightBall Break',
    moves: 'BankShot TrickShot CleanBreak BreakAndRun CornerPocket',
    verbs: 'Break Sink Bank',
    core: 'Cue EightBall TrickShot',
    scenes: 'GameRoom',
    names:
      'BankItInChallenge BilliardsTrickShotFriday ClearTheTableIn60 CallYourPocket PotItOneHanded BreakAndRunAttempt BilliardsWithGrandpa EightBallFirstTry',
    also: '8ballpool eightballpool pooltable',
  },
  'skee ball': {
    things: 'Ramp Ring Ball Ticket Lane Score Arcade Prize',
    moves: 'Hundred Ring BankShot PerfectGame',
    verbs: 'Roll Score Aim',
    core: 'Ramp Ticket Ring',
    scenes: 'Arcade Boardwalk',
    names:
      'SkeeBallHundredClub SkeeBallPerfectGame TicketHaulChallenge SkeeBallSiblingRivalry HomemadeSkeeBall SkeeBallBlindfolded CornerPocketOnly SkeeBallInOneMinute',
  },
  'fruit ninja': {
    things: 'Watermelon Blade Combo Bomb Pomegranate Swipe Slice Dojo',
    moves: 'Combo ArcadeMode ZenMode PerfectSwipe',
    verbs: 'Slice Swipe Dodge',
    core: 'Slice Watermelon Combo',
    scenes: 'Dojo',
    names:
      'FruitNinjaHighScore FruitNinjaZenRound NoBombsChallenge FruitNinjaInRealLife BiggestComboWins FruitNinjaOneFinger FruitNinjaFamilyFaceOff SliceItLikeANinja',
  },
  'crossy road': {
    things: 'Chicken Road River Log Train Car Coin Hopper',
    moves: 'HopStreak RiverCross TrainDodge MysteryCharacter',
    verbs: 'Hop Dodge Cross',
    core: 'Chicken Hop Train',
    scenes: 'River',
    names:
      'WhyDidTheChickenCross CrossyRoadOneThumb HopStreakChallenge CrossyRoadNoBacksteps BeatMyCrossyScore CrossyRoadTrainDodge CrossyRoadHighScore CrossyRoadFamilyBattle',
  },
  pong: {
    things: 'Paddle Ball Score Screen Net Pixel Bounce Arcade',
    moves: 'LongRally PaddleDuel CornerShot FirstToTen',
    verbs: 'Bounce Rally Serve',
    core: 'Paddle Rally Pixel',
    scenes: 'Arcade',
    names:
      'PongRallyRecord FirstToTenPong RealLifePong HumanPongChallenge PongOneHanded PongPaddleDuel PongTrickShot RetroPongNight',
  },
  atari: {
    things: 'Joystick Cartridge Pixel Console Asteroids Breakout Centipede Arcade',
    moves: 'HighScore CartridgeSwap RetroRun BreakoutBrick',
    verbs: 'Blow Plug Play',
    core: 'Joystick Cartridge Breakout',
    scenes: 'Basement Arcade',
    names:
      'AtariHighScoreChallenge DadsAtariVsMe AtariFirstTry BeatMyBreakoutScore AtariNightWithParents PlayItLike1982 AtariOneLifeOnly AtariAsteroidsShowdown',
    also: 'atari2600',
  },
  yoshi: {
    things: 'Egg Tongue Saddle Island Melon Fruit Shell Cookie',
    moves: 'FlutterJump EggToss TongueGrab GroundPound',
    verbs: 'Flutter Gulp Hatch',
    core: 'Egg FlutterJump Tongue',
    scenes: 'YoshisIsland',
    names:
      'YoshiFlutterJump YoshiEggHunt YoshiCookieDecorating YoshiCosplayOnABudget YoshiSoundChallenge YoshiEggToss DrawYoshiBlindfolded YoshiPlushieDIY',
  },
  'princess peach': {
    things: 'Crown Parasol Castle Toad Dress Cake Kart Sparkle',
    moves: 'FloatJump ParasolTwirl CastleEscape CakeBake',
    verbs: 'Float Twirl Rescue',
    core: 'Crown Parasol Castle',
    scenes: 'MushroomCastle',
    names:
      'PeachSavesHerself PrincessPeachCosplay PeachCastleCake PeachParasolTwirl PeachShowtimeChallenge PeachFloatJumpIRL PeachGlowUpChallenge PeachTeaPartyHost',
  },
  'dance dance revolution': {
    things: 'Arrow Pad Combo Stage Song Foot Step Grade',
    moves: 'FullCombo PerfectStep DoubleStep FreezeArrow',
    verbs: 'Step Stomp Dance',
    core: 'Arrow Pad FullCombo',
    scenes: 'Arcade',
    names:
      'DDRFullComboChallenge DanceDanceRevolutionDuel DDRParentsVsKids DDRBlindfoldedRound HomemadeDDRPad DDRHardModeAttempt ArrowStompChallenge DDRFirstTimeReaction',
    also: 'ddr',
    spelled: 'DanceDanceRevolution',
  },
  'grow a garden': {
    things: 'Seed Carrot Sprinkler Mutation Pet Plot Harvest Candy',
    moves: 'RareSeed GoldenMutation SeedShop PetHatch',
    verbs: 'Plant Water Harvest',
    core: 'Seed Mutation Harvest',
    scenes: 'SeedShop',
    names:
      'GrowAGardenIRL GrowAGardenRareSeedHunt PlantWhatIGrewInGame GrowAGardenRichestPlot GrowAGardenNoPetsRun GoldenMutationHunt GrowAGardenWithMom StarterSeedOnly',
    spelled: 'GrowAGarden',
  },
  'steal a brainrot': {
    things: 'Brainrot Base Lock Conveyor Cash Rebirth Secret Tralalero',
    moves: 'BaseDefense SecretPull RebirthRun LockRush',
    verbs: 'Grab Guard Collect',
    core: 'Brainrot Base Secret',
    scenes: 'Conveyor',
    names:
      'GuardMyBaseChallenge StealABrainrotIRL MySecretBrainrotPull StealABrainrotRebirthRun StealABrainrotDuo DrawYourBrainrot StealABrainrotCollection RateMyBrainrotLineup',
    spelled: 'StealABrainrot',
  },
  '99 nights in the forest': {
    things: 'Campfire Deer Axe Bunker Wolf LostKid Map Flashlight',
    moves: 'NightSurvival KidRescue CampfireUpgrade BunkerRun',
    verbs: 'Survive Rescue Chop',
    core: 'Campfire Deer NightSurvival',
    scenes: 'Campfire',
    names:
      '99NightsSquadRun Survive99Nights RescueAllFourKids 99NightsSoloChallenge 99NightsFirstNight CampfireUpgradeRace 99NightsWithMyBrother DrawTheDeer',
    also: '99nights',
  },
  'tower of hell': {
    things: 'Tower Section Jump Timer Checkpoint Spinner Conveyor Top',
    moves: 'NoCheckpoint TopOfTower SpeedClimb FirstTry',
    verbs: 'Climb Jump Restart',
    core: 'Tower Jump Timer',
    scenes: 'Tower',
    names:
      'TowerOfHellFirstTry TowerOfHellDuo TopOfTowerSpeedrun TowerOfHellNoMutators TowerOfHellParentsTry BeatTheTowerTimer TowerOfHellOneLife TowerOfHellRageFree',
    spelled: 'TowerOfHell',
  },
  'club penguin': {
    things: 'Puffle Igloo Coins Iceberg Pizza Party Sled Lighthouse',
    moves: 'PuffleCare IglooMakeover IcebergTip SledRace',
    verbs: 'Waddle Dance Sled',
    core: 'Puffle Igloo Iceberg',
    scenes: 'Iceberg Igloo',
    names:
      'TipTheIceberg PizzatronSpeedrun ClubPenguinDanceParty IglooMakeoverChallenge MyPuffleIRL ClubPenguinOutfitRecreate ClubPenguinPuffleRace ClubPenguinThenVsNow',
  },
  'my singing monsters': {
    things: 'Monster Island Song Egg Breeding Castle Wubbox Coins',
    moves: 'BreedingCombo IslandSong RareHatch FullIsland',
    verbs: 'Breed Sing Hatch',
    core: 'Monster Island Wubbox',
    scenes: 'Island',
    names:
      'SingAsAMonster MySingingMonstersCover MSMRareBreedHunt MySingingMonstersIRL MySingingMonstersDrawing IslandSongChallenge HumTheIslandTheme WubboxCosplay',
    also: 'mysingingmonster msm',
  },
  'shiny hunting': {
    things: 'Shiny Sparkle Encounter Reset Charm Pokeball Counter Odds',
    moves: 'SoftReset MassOutbreak ShinyReveal RandomEncounter',
    verbs: 'Reset Hunt Catch',
    core: 'Shiny Sparkle Encounter',
    scenes: 'TallGrass',
    names:
      'ShinyHuntWithMe ShinyRevealReaction FirstShinyEver ShinyHunt100Resets ShinyBeforeBedtime ShinyOddsFaceOff ShinyHuntingDuo CatchTheSparkle',
    also: 'shinyhunt',
  },
  nuzlocke: {
    things: 'Route Encounter Rule Graveyard Starter Gym Box Team',
    moves: 'FirstEncounter NoItems HardcoreRun GymWipe',
    verbs: 'Catch Nickname Survive',
    core: 'Encounter Rule HardcoreRun',
    scenes: 'TallGrass',
    names:
      'MyFirstNuzlocke NuzlockeNoItems SoulLinkWithMyBestie NuzlockeHardcoreRun NuzlockeStarterReveal NuzlockeGymOne NameTheTeamNuzlocke BeatTheNuzlocke',
    also: 'soullink',
  },
  console: {
    things: 'Controller Cartridge Disc Cable Dock Screen Save Setup',
    moves: 'ShelfTour SetupGlowUp Unboxing Comparison',
    verbs: 'Plug Play Clean',
    core: 'Controller Disc Cartridge',
    scenes: 'GamingDen',
    names:
      'ConsoleTimelineTour OldestConsoleWeOwn GuessTheConsoleSound ConsoleSetupGlowUp RankEveryConsoleIOwned ConsoleWarsFamilyVote OneGamePerConsole ConsoleCleanOut',
    also: 'gameconsole gamingconsole',
  },
  'trading cards': {
    things: 'Binder Sleeve Booster Foil Holo Rookie Deck Toploader',
    moves: 'PackOpening BinderTour TradeDay HoloPull',
    verbs: 'Trade Collect Sleeve',
    core: 'Binder Booster Holo',
    scenes: 'CardShop',
    names:
      'HoloPullReaction TradeMeYourBest TradingCardPackADay TradingCardBlindSwap MyRarestTradingCard TradingCardBinderTour TradeUpChallenge FirstBoosterEver',
    also: 'tcg tradingcardgame tradingcard',
  },
  'marvel rivals': {
    things: 'Hero TeamUp Ultimate SpiderMan Groot Map Rank Strategist',
    moves: 'TeamUpCombo UltimateShowcase HeroSwap RankedClimb',
    verbs: 'Swing Build Combo',
    core: 'Hero TeamUpCombo Ultimate',
    scenes: 'Ranked',
    names:
      'MarvelRivalsTeamUp BestTeamUpCombo MarvelRivalsOneTrick MarvelRivalsNoUlt GuessTheRivalsHero RivalsUltimateShowcase MarvelRivalsDuoQueue RivalsMainCosplay',
  },
  backgammon: {
    things: 'Checker Dice Board Point Bar Doubling Cube Home',
    moves: 'BearOff Doubles Blockade PrimeWall',
    verbs: 'Roll Hit Bear',
    core: 'Checker Dice BearOff',
    scenes: 'GameNight',
    names:
      'BackgammonWithGrandpa BearOffRace BackgammonIn10Minutes DoublesOnlyChallenge TeachMeBackgammon BackgammonComeback BackgammonSpeedGame RollDoublesToWin',
    also: 'tavla',
  },
  silksong: {
    things: 'Hornet Needle Silk Pharloom Citadel Boss Bench Rosary',
    moves: 'BossFirstTry NoHitRun NeedleDash SilkBind',
    verbs: 'Dash Bind Climb',
    core: 'Hornet Needle Pharloom',
    scenes: 'Pharloom',
    names:
      'SilksongFirstBoss SilksongNoHitRun HornetCosplayChallenge SilksongBossFirstTry DrawSilksongFromMemory SilksongBlindPlaythrough SilksongWithMyBrother SilksongPlushieDIY',
    also: 'hollowknightsilksong',
  },
  'powerwash simulator': {
    things: 'Nozzle Dirt Grime Van Playground Skatepark Percent Foam',
    moves: 'HundredPercent SatisfyingClean NozzleSwap RealLifeWash',
    verbs: 'Wash Blast Clean',
    core: 'Nozzle Grime HundredPercent',
    scenes: 'Driveway',
    names:
      'PowerwashToHundredPercent PowerwashSimulatorIRL PowerwashBeforeAfter SatisfyingCleanChallenge PowerwashCoop GuessTheDirtyObject PowerwashSpeedrun PowerwashASMR',
    also: 'pws',
  },
  dreidel: {
    things: 'Gelt Nun Gimel Hei Shin Pot Candles Latkes Coins',
    moves: 'LongestSpin UpsideDownSpin GimelWin SpinOff PotSplit TwoFingerSpin',
    verbs: 'Spin Win Ante Share',
    core: 'Gelt Gimel LongestSpin',
    scenes: 'Hanukkah FamilyNight',
    names:
      'DreidelSpinOff LongestDreidelSpin UpsideDownDreidel DreidelTrickShots DreidelGeltShowdown DreidelBracket GimelOrNothing DreidelRulesIn60 SpinTheBiggestDreidel',
    also: 'dreidels dreidl',
  },
  thumb: {
    things: 'Knuckle Fingerprint Joystick Controller Fist Pinky Ink Grip Arcade Referee',
    moves: 'PinDown Twiddle ButtonMash DoubleTap FlickShot',
    verbs: 'Pin Wrestle Twiddle Tap Press',
    core: 'Knuckle Fingerprint PinDown Wrestle',
    names:
      'ThumbWarTournament OneThumbGamingDare ThumbFlickFootball ThumbPuppetCharades TapeYourThumbGameNight ThumbTapRhythmBattle ThumbWrestlingReferee RuleOfThumbQuiz',
    also: 'thumbwar thumbwrestling',
  },
  'beach ball': {
    things: 'Sand Net Panels Colors Towel Sunshine Circle Valve Backyard Picnic',
    moves: 'KeepItUp VolleyRally HeadBounce Bump Serve PassAround',
    verbs: 'Bounce Bump Toss Serve Pass',
    core: 'KeepItUp Bounce Colors Toss',
    scenes: 'BeachDay SummerParty',
    names:
      'KeepTheBeachBallUp BeachBallIcebreaker BeachBallHotPotato BeachBallBowling BeachBallSoccerShootout BeachBallColorCall BeachBallTriviaToss BeachBallDodgeball',
  },
  'price tag': {
    things: 'Sticker Barcode Receipt Cart Shelf Sale Discount Thrift Coupon Label',
    moves: 'GuessThePrice PeelIt PriceCheck Haggle BargainHunt',
    verbs: 'Guess Peel Scan Haggle Compare',
    core: 'Sticker Receipt GuessThePrice Sale',
    scenes: 'Checkout ThriftStore Clearance',
    names:
      'GuessThePriceTag ClosestPriceTagWins PriceTagHigherOrLower PriceTagGameShow PriceTagAuction PriceTagMatchUp WhichPriceTagIsReal PriceTagBluff',
  },
  'bouncy ball': {
    things: 'Cup Wall Bucket Target Rainbow Glitter Floor Hoop Capsule Table',
    moves: 'TrickShot DoubleBounce WallRebound BounceCount RicochetShot',
    verbs: 'Bounce Catch Drop Toss Ricochet',
    core: 'Bounce TrickShot Cup',
    names:
      'BouncyBallTrickShot BouncyBallIntoTheCup BouncyBallBowling BouncyBallHORSE BouncyBallMaze CatchTheBouncyBall BouncyBallBullseye BouncyBallMiniGolf',
  },
  joystick: {
    things: 'Controller Buttons Arcade Console Thumbs Trigger Cursor Screen HighScore Gamepad',
    moves: 'ButtonMash ComboMove QuickFlick HighScoreRun ThumbSpin',
    verbs: 'Tilt Flick Mash Steer Aim',
    core: 'Buttons Arcade HighScore',
    scenes: 'Arcade Retro',
    names:
      'RetroJoystickShowdown JoystickBossRush JoystickHighScoreDuel ArcadeJoystickNight InvertedJoystickRun JoystickPixelQuest JoystickFamilyCup JoystickComboBattle',
  },
} as const satisfies KeywordEntries;
