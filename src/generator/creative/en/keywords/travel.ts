/**
 * What we know about the keywords creators type most with travel in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const TRAVEL_KEYWORDS = {
  travel: {
    things: 'Passport Suitcase WindowSeat BoardingPass Backpack Map Postcard Souvenir',
    moves: 'RoadTrip DayTrip CityBreak IslandHop StreetFood Layover SunsetChase',
    verbs: 'Explore Wander Roam Fly',
    core: 'Passport Suitcase Explore',
    names:
      'SpinTheGlobe PinYourNextTrip OneBagTravelChallenge TravelBudgetChallenge TravelBingoChallenge',
    also: 'traveling travelling traveler',
  },
  vacation: {
    things: 'Suitcase Sunscreen Pool Beach Resort Hammock Flipflops Itinerary',
    moves: 'PoolDay BeachDay SunsetDinner Excursion LazyMorning',
    verbs: 'Explore Relax Unplug',
    core: 'Beach Pool Relax',
    names:
      'VacationPackingChallenge HotelBreakfastRanked VacationInFivePics PlanMyVacation SendAVacationPostcard',
    also: 'vacay holiday',
  },
  'road trip': {
    things: 'Snacks Playlist GasStation Map Backseat Motel Cooler Billboard',
    moves: 'PitStop ScenicRoute SingAlong StateLine MileMarker Detour',
    verbs: 'Explore Drive Cruise',
    core: 'Snacks Playlist Map Drive',
    names:
      'AreWeThereYet RoadTripSnackHaul RoadTripPlaylistChallenge ScenicRouteOnly RoadTripAlphabetGame',
  },
  camping: {
    things: 'Tent Marshmallows Lantern SleepingBag Hammock Stars Cooler Canoe',
    moves: 'TentSetup Stargaze SmoresNight CampCooking LakeSwim FirstNight',
    verbs: 'Camp Stargaze Paddle',
    core: 'Tent SleepingBag Stargaze Camp',
    names: 'TentSetupChallenge SleepUnderTheStars CampCookOff CampsiteTour CampCoffeeChallenge',
    also: 'camp campsite',
  },
  beach: {
    things: 'Sand Waves Shells Towel Umbrella Sunscreen Cooler Flipflops',
    moves: 'SandcastleBuild ShellHunt SunsetWalk TidePools Volleyball Boogieboard',
    verbs: 'Build Swim Splash Relax',
    core: 'Sand Waves Shells Swim',
    names:
      'SandcastleBuildOff ShellHuntChallenge WhatsInMyBeachBag BeachBingoChallenge BeachCleanupChallenge',
  },
  cruise: {
    things: 'Ship Deck Cabin Pool Buffet Balcony Port Captain',
    moves: 'SeaDay PortDay CabinTour BuffetRun ShoreExcursion DeckParty',
    verbs: 'Explore Sail Lounge',
    core: 'Ship Deck Buffet Sail',
    names:
      'CruiseCabinTour CruiseBuffetRanked CruiseShipBingo PackForACruise DecorateYourCruiseDoor',
  },
  airport: {
    things: 'Gate BoardingPass Lounge Security Runway CarryOn Terminal Carousel',
    moves: 'TerminalTour LoungeHop GateChange TravelOutfit LayoverHack',
    verbs: 'Explore Wander Fly',
    core: 'Gate BoardingPass CarryOn Fly',
    names:
      'AirportTheory WindowOrAisle AirportOutfitChallenge AirportScavengerHunt AirportSnackRanking',
  },
  airplane: {
    things: 'WindowSeat Wing Clouds TrayTable Pretzels Seatbelt Runway Snacks Plane',
    moves: 'Takeoff Landing WindowView FirstFlight RedEye Upgrade',
    verbs: 'Explore Fly Soar',
    core: 'Plane WindowSeat Takeoff Fly',
    names:
      'FirstFlightReaction RateMyPlaneMeal GuessTheCityFromAbove PlaneSnackRanking PlaneCarryOnChallenge',
    also: 'plane flight aeroplane',
  },
  hotel: {
    things: 'Pool Lobby Balcony Robe Minibar Keycard RoomService Pillow',
    moves: 'RoomTour BreakfastBuffet LateCheckout Upgrade Checkin',
    verbs: 'Relax Lounge Unwind',
    core: 'Pillow RoomService Checkin Relax',
    names: 'HotelRoomTour TowelAnimalChallenge RoomServiceReview RateMyHotelView HotelAmenityHunt',
  },
  backpacking: {
    things: 'Backpack Hostel Bunk RailPass Map Passport Trail Poncho',
    moves: 'HostelHop BorderCrossing OvernightTrain RailTrip NightBus',
    verbs: 'Wander Roam Trek',
    core: 'Backpack Hostel Trek',
    names:
      'OneBagTravel WhatsInMyBackpack BackpackerBudgetDay TenKiloBackpackChallenge HostelHopChallenge',
    also: 'backpacker',
  },
  'solo travel': {
    things: 'Journal Backpack Hostel Camera Tripod Map Passport Cafe',
    moves: 'TableForOne TripodShot FreeWalkingTour HostelMeetup CafeJournal',
    verbs: 'Explore Wander Journal Roam',
    core: 'Backpack TableForOne Explore',
    names: 'TableForOne FirstSoloTrip SoloDateAbroad SoloTravelYesDay AskALocalChallenge',
    also: 'solotrip solotraveler',
  },
  paris: {
    things: 'EiffelTower Croissant Louvre Seine Baguette Metro Montmartre Beret',
    moves: 'CafeHop SeinePicnic MuseumDay RooftopView MacaronRun',
    verbs: 'Explore Wander Stroll Sip',
    core: 'EiffelTower Croissant Beret Stroll',
    names:
      'ParisCroissantCrawl CatchTheEiffelSparkle ParisCafeHop SayItInFrench ParisPicnicChallenge',
  },
  'new york': {
    things: 'TimesSquare CentralPark Subway Pizza Bagel Skyline YellowCab Broadway',
    moves: 'PizzaCrawl BodegaRun BrooklynBridgeWalk RooftopHop MuseumMile',
    verbs: 'Explore Hustle Walk',
    core: 'TimesSquare YellowCab Bagel Hustle',
    names:
      'NYCStreetFoodQuest DollarSliceCrawl BodegaCatSpotting NYCBagelTasteTest NYCSubwayStopHop',
    also: 'nyc newyorkcity manhattan',
  },
  london: {
    things: 'BigBen RedBus Tube Tea Thames PhoneBox Guard Umbrella',
    moves: 'AfternoonTea MarketCrawl ThamesWalk TubeHop GuardChange',
    verbs: 'Explore Stroll Sip',
    core: 'BigBen RedBus PhoneBox Stroll',
    names:
      'LondonPhoneBoxSelfie AfternoonTeaRanked LondonTubeChallenge LondonFishAndChipsQuest MindTheGapChallenge',
  },
  tokyo: {
    things: 'Shibuya Ramen Konbini VendingMachine Arcade BulletTrain Sushi Neon',
    moves: 'KonbiniHaul ShibuyaCrossing RamenHop ArcadeRun ConveyorSushi NightWalk',
    verbs: 'Explore Wander Slurp Shop',
    core: 'Neon Ramen BulletTrain ShibuyaCrossing',
    names: 'CrossTheScramble KonbiniSnackHaul TokyoVendingMachineHunt TokyoOnFoot TokyoRamenQuest',
  },
  japan: {
    things: 'Sakura Ramen Konbini BulletTrain Temple Onsen Torii Yen',
    moves: 'CherryBlossomWalk RamenCrawl KonbiniRun TempleHop OnsenDay CapsuleHotel',
    verbs: 'Explore Slurp Soak',
    core: 'Sakura Ramen BulletTrain Torii',
    names: 'JapanKonbiniTasteTest BulletTrainBento SakuraPicnic JapanInTenBites OrderInJapanese',
  },
  disney: {
    things: 'Castle MouseEars Churro Fireworks Parade DoleWhip Monorail',
    moves: 'RopeDrop ParadeSpot CharacterMeet FireworksView RideMarathon',
    verbs: 'Explore Ride Snack',
    core: 'Castle MouseEars Churro Parade',
    names:
      'DisneyRideEveryRide DIYDisneyEars HiddenMickeyHunt DisneySnackChallenge DisneyCharacterHunt',
    also: 'disneyland disneyworld',
  },
  hawaii: {
    things: 'Lei Ukulele Poke ShaveIce Volcano Surfboard Hibiscus Reef',
    moves: 'Luau Snorkel WaterfallHike SunsetSurf IslandHop ShaveIceRun',
    verbs: 'Explore Snorkel Surf Hike',
    core: 'Lei Ukulele Luau Surf',
    names:
      'HawaiiShaveIceQuest LeiMakingChallenge HawaiiPokeBowlQuest HawaiiIslandHop LearnAHulaStep',
    also: 'maui oahu',
  },
  'las vegas': {
    things: 'Strip Neon Fountains Sphere Sign Buffet Desert Show',
    moves: 'StripWalk BuffetRun FountainShow SphereShow NeonTour PoolDay',
    verbs: 'Explore Wander Stroll',
    core: 'Neon Strip Fountains',
    names: 'StripWalkChallenge SphereReaction VegasBuffetRanked VegasOnABudget VegasNeonSignHunt',
    also: 'vegas',
  },
  italy: {
    things: 'Pasta Gelato Pizza Colosseum Gondola Vespa Piazza Espresso Lemons',
    moves: 'GelatoCrawl VespaRide PastaClass CoastDrive PiazzaHop',
    verbs: 'Stroll Sip Ride Twirl',
    core: 'Pasta Pizza Gelato Gondola',
    names: 'ItalyGelatoChallenge ItalyByVespa PastaTourItaly OrderInItalian EspressoLikeAnItalian',
  },
  mexico: {
    things: 'Tacos Beach Cenote Pyramid Mariachi Churro Pinata PapelPicado',
    moves: 'TacoCrawl CenoteSwim BeachDay PyramidClimb MarketDay',
    verbs: 'Explore Swim Dance Eat',
    core: 'Tacos Mariachi Pinata',
    names: 'MexicoCenoteHop MexicoTacoCrawl OrderInSpanish MexicoStreetFoodQuest FindTheBestElote',
  },
  dubai: {
    things: 'BurjKhalifa Desert Dunes Camel Mall Skyline Marina Gold',
    moves: 'DesertSafari SkydeckView MallCrawl DuneDrive GoldSouk',
    verbs: 'Explore Ride Shop Soar',
    core: 'BurjKhalifa Dunes Camel Gold',
    names:
      'DubaiDesertSafari DubaiChocolateHunt DubaiOnABudget DubaiGoldSoukHunt DubaiFreeThingsChallenge',
  },
  bali: {
    things: 'RiceTerrace Swing Temple Villa Scooter Monkey Beach SmoothieBowl',
    moves: 'JungleSwing TempleVisit SunriseHike WaterfallChase VillaTour',
    verbs: 'Explore Swing Ride Relax',
    core: 'RiceTerrace Temple Beach',
    names: 'BaliSwingChallenge RiceTerraceSunrise BaliOnABudget BaliWaterfallHop BaliCafeHop',
  },
  europe: {
    things: 'RailPass Euro Passport Croissant Gelato Castle Hostel Cobblestones',
    moves: 'RailTrip CountryHop CastleTour CafeCrawl NightTrain',
    verbs: 'Explore Wander Roam',
    core: 'RailPass Castle Cobblestones Gelato',
    names:
      'TrainAcrossEurope TenCountriesTenDays EuropeByNightTrain EuropeByBusChallenge InterrailChallenge',
  },
  greece: {
    things: 'Santorini Ferry Gyro Olives Ruins BlueDome Feta Island',
    moves: 'IslandHop FerryRide SunsetInOia RuinsTour GyroCrawl BoatDay',
    verbs: 'Explore Wander Sail Swim',
    core: 'BlueDome Ruins Olives IslandHop',
    names:
      'GreekIslandHopping GreeceBlueDomeSelfie GreekGyroTasteTest GreekTavernaQuest LearnAGreekDance',
  },
  spain: {
    things: 'Tapas Paella Plaza Churros Beach SagradaFamilia Siesta Alhambra',
    moves: 'TapasCrawl PlazaHop BeachDay FlamencoShow ChurroRun',
    verbs: 'Explore Dance Stroll Nap',
    core: 'Paella Tapas Churros Siesta',
    names:
      'SpainTapasCrawl ChurrosForBreakfast SpainPaellaQuest LearnAFlamencoStep SpainSiestaChallenge',
  },
  iceland: {
    things: 'Glacier Waterfall BlackSand HotSpring Puffin Volcano RingRoad Aurora',
    moves: 'RingRoadTrip GlacierHike BlueLagoon WaterfallChase AuroraHunt PuffinWatch',
    verbs: 'Explore Chase Hike Soak',
    core: 'Glacier Puffin Aurora Waterfall',
    names:
      'IcelandRingRoadTrip IcelandAuroraHunt HotSpringHop WaterfallEveryDay IcelandHotDogQuest',
  },
  'family vacation': {
    things: 'Minivan Snacks Cooler Kids Backseat Map Sunscreen Camera',
    moves: 'RoadTrip ThemeParkDay BeachDay PoolDay FamilyPhoto CabinWeekend',
    verbs: 'Explore Swim Relax',
    core: 'Minivan Kids Snacks FamilyPhoto',
    names:
      'KidsPlanTheVacation FamilyVacationPackOff FamilyVacationBingo RecreateTheVacationPhoto FamilyPostcardChallenge',
    also: 'familytrip familyvacay',
  },
  'girls trip': {
    things: 'MatchingPJs Playlist Airbnb Snacks Camera Suitcase Polaroid',
    moves: 'MatchingOutfits PhotoShoot BeachDay BrunchDate PoolParty RoadTrip',
    verbs: 'Explore Dance Shop',
    core: 'MatchingPJs Polaroid MatchingOutfits',
    names:
      'MatchingPJsChallenge BestieTripBingo GirlsTripPhotoDump GirlsTripPackingParty GirlsTripDareJar',
    also: 'girlsweekend',
  },
  'spring break': {
    things: 'Beach Sunscreen Pool Shades Cooler Flipflops Playlist',
    moves: 'BeachDay PoolParty RoadTrip BoatDay SunsetWalk',
    verbs: 'Explore Relax Swim',
    core: 'Beach Shades Sunscreen PoolParty',
    names:
      'SpringBreakBucketList SunscreenSquad SpringBreakRoadTrip SpringBreakAtHome SpringBreakSunriseClub',
  },
  staycation: {
    things: 'Backyard Pool Hotel Couch Snacks Blanket Park Museum',
    moves: 'HotelNight BackyardCamp LocalTour MuseumDay SpaDay PicnicDay',
    verbs: 'Explore Relax Unplug Lounge',
    core: 'Couch Backyard Snacks Unplug',
    names:
      'TouristInMyOwnCity StaycationBingo BackyardVacation StaycationSpaDay StaycationPicnicDare',
  },
  'weekend getaway': {
    things: 'Duffel Cabin Cottage Airbnb Playlist Snacks Map',
    moves: 'CabinWeekend CityBreak CoastDrive SpaDay HikeAndBrunch',
    verbs: 'Explore Relax Unplug',
    core: 'Duffel Cabin Unplug',
    names:
      '48HourEscape SpontaneousWeekend WeekendTripOnABudget PackForTheWeekend GetawayWithNoPlan',
    also: 'getaway weekendtrip',
  },
  'day trip': {
    things: 'Map Snacks Train Ticket Picnic Camera Cooler Town',
    moves: 'SmallTownHop PicnicStop ScenicDrive BeachDay TrainRide',
    verbs: 'Explore Wander Stroll',
    core: 'Map Picnic Snacks Explore',
    names: 'DayTripBackByDinner OneDayAway SmallTownSideQuest DayTripRoulette DayTripOnTenDollars',
  },
  honeymoon: {
    things: 'Villa Rings Beach Roses Sunset Hammock Resort Passport',
    moves: 'SunsetDinner VillaTour CoupleSpa BeachWalk BoatDay',
    verbs: 'Explore Relax Swim',
    core: 'Rings Roses Beach SunsetDinner',
    names:
      'PlanYourDreamHoneymoon RecreateYourHoneymoon SunsetForTwo JustMarriedAbroad HoneymoonRecap',
  },
  'national park': {
    things: 'Ranger Trailhead ParkPassport Bison Geyser Canyon Campsite Map',
    moves: 'JuniorRanger SunriseHike ScenicDrive WildlifeSpotting TrailLoop StampHunt',
    verbs: 'Explore Hike Camp',
    core: 'Ranger Bison Geyser Hike',
    names:
      'EveryParkChallenge JuniorRangerBadge NationalParkBingo NationalParkPassport NationalParkSunriseHike',
  },
  mountain: {
    things: 'Summit Trail Peak Cabin Boots Cloud Viewpoint Lake',
    moves: 'SummitPush SunriseHike RidgeWalk CabinWeekend GondolaRide',
    verbs: 'Climb Hike Summit Breathe',
    core: 'Peak Trail Boots Hike',
    names:
      'MountainSummitSelfie SunriseAtTheSummit HikeToTheView MountainTopPicnic MountainEchoTest',
  },
  lake: {
    things: 'Dock Canoe Paddleboard Cabin Pontoon Float Pier Sunset',
    moves: 'SkipStones SunsetPaddle PontoonCruise DockLounge Fishing',
    verbs: 'Paddle Float Swim Fish',
    core: 'Dock Canoe SkipStones Paddle',
    names:
      'LakeDayPhotoDump SkipStonesChallenge LakeHouseSummer WalkAroundTheLake LakeSunsetPaddle',
  },
  island: {
    things: 'Palm Hammock Ferry Coconut Reef Dock Lagoon Sandbar',
    moves: 'Snorkel BoatDay SandbarChill FerryRide SunsetSwim',
    verbs: 'Swim Sail Relax Snorkel',
    core: 'Palm Coconut Hammock',
    names:
      'IslandHopChallenge IslandBingo ShellHuntChallenge IslandTimeChallenge ExploreTheWholeIsland',
  },
  'van life': {
    things: 'Van Bed SolarPanel Skylight Kitchenette Map Hammock Roof',
    moves: 'VanTour BuildOut CoffeeWithAView SunriseWake RoadCook',
    verbs: 'Build Drive Roam',
    core: 'Van VanTour BuildOut Roam',
    names:
      'VanLifeCookOff VanLifeBestViewHunt VanLifeTinySpaceHack VanLifeOneWeekChallenge VanBuildChallenge',
    also: 'campervan',
  },
  rv: {
    things: 'Campground Awning Bunk Grill Map Hookup Cooler Camper',
    moves: 'CampgroundTour FirstSetup RoadTrip BackingIn',
    verbs: 'Drive Camp Roam',
    core: 'Camper Campground Awning Roam',
    names: 'CampgroundTour RVKitchenTour FirstRVTrip RVPackingTetris RVCookOff',
    also: 'camper motorhome',
    spelled: 'RV',
  },
  glamping: {
    things: 'Yurt BellTent Dome FairyLights Treehouse HotTub Hammock Blanket',
    moves: 'DomeTour TreehouseStay YurtNight Stargazing CozyMorning',
    verbs: 'Relax Unplug Stargaze Lounge',
    core: 'BellTent FairyLights Yurt',
    names:
      'CampingButMakeItFancy GlampsiteTour GlampingOnABudget GlampingMovieNight GlampUpYourTent',
  },
  cabin: {
    things: 'Fireplace HotTub Blanket Cocoa Woods Porch Lake Snow',
    moves: 'WoodsWalk CozyWeekend HotTubNight PorchMorning BoardGameNight',
    verbs: 'Unplug Relax Hike Read',
    core: 'Woods Blanket Porch Unplug',
    names:
      'CozyCabinWeekend CabinSnowDayChallenge CabinCookOff CabinGameNight CabinNoPhonesWeekend',
  },
  train: {
    things: 'Ticket Window DiningCar Bunk Platform Station Scenery Conductor',
    moves: 'SleeperCabin BulletRide ScenicRoute CabinTour WindowView',
    verbs: 'Explore Ride Relax',
    core: 'Ticket Platform Conductor Ride',
    names: 'SleeperTrainTour TrainJourneyBingo TrainSnackHaul TrainTripOnABudget TrainWindowSketch',
  },
  boat: {
    things: 'Deck Anchor Captain LifeJacket Dock Waves Cooler Sunset',
    moves: 'SunsetCruise SandbarDay AnchorOut Tubing FishingTrip',
    verbs: 'Explore Sail Cruise',
    core: 'Anchor Captain Waves Sail',
    names: 'CaptainForADay BoatDayBingo BoatNameChallenge LearnABoatKnot BoatDaySnackBoard',
  },
  'theme park': {
    things: 'Churro FunnelCake FerrisWheel Wristband Mascot ParkMap',
    moves: 'RideMarathon FirstDrop RopeDrop WaterRide FoodCrawl',
    verbs: 'Explore Ride Snack',
    core: 'Churro FunnelCake Wristband Ride',
    names:
      'ThemeParkPhotoChallenge FunnelCakeQuest FirstInLineChallenge ThemeParkRideEveryRide ThemeParkSnackRanking',
    also: 'amusementpark',
  },
  'roller coaster': {
    things: 'Loop Drop LiftHill Harness FrontRow Track Camera',
    moves: 'HandsUp FirstDrop LoopTheLoop LaunchStart BackRow',
    verbs: 'Explore Ride Snack',
    core: 'Loop FrontRow HandsUp Ride',
    names:
      'CoasterHandsUpChallenge FrontRowOrBust FirstDropReaction RateEveryCoaster RideYourFirstCoaster',
    also: 'coaster',
  },
  'los angeles': {
    things: 'HollywoodSign Beach Palms Tacos Pier WalkOfFame SantaMonica Griffith',
    moves: 'PierSunset CanyonHike TacoTruckCrawl StarSpotting BeachBike',
    verbs: 'Explore Cruise Hike',
    core: 'HollywoodSign Palms Beach Tacos',
    names: 'LosAngelesTacoCrawl HollywoodSignHike LABeachHop LosAngelesWithoutACar LAMuralHunt',
  },
  california: {
    things: 'GoldenGate Redwoods PalmTrees Beach Surfboard BigSur Desert Tacos',
    moves: 'PCHDrive RedwoodHike SurfLesson DesertWeekend CoastCruise',
    verbs: 'Surf Cruise Hike',
    core: 'GoldenGate PalmTrees Redwoods Surf',
    names: 'PCHRoadTrip HugARedwood CaliBeachHop CaliforniaCoastDrive CaliforniaSunsetHunt',
  },
  florida: {
    things: 'Beach Gator Palm Orange Keys ThemePark Sunshine Springs',
    moves: 'KeysDrive SpringsSwim AirboatRide BeachHop ThemeParkDay',
    verbs: 'Explore Swim Relax',
    core: 'Gator Orange Sunshine Beach',
    names: 'FloridaKeysRoadTrip GatorSpotting SpringsHopping FloridaBeachHop FloridaKeyLimeQuest',
  },
  miami: {
    things: 'SouthBeach ArtDeco Cafecito Palms OceanDrive Wynwood Boat Cuban',
    moves: 'WynwoodWalls BeachDay CafecitoRun BoatDay ArtDecoWalk',
    verbs: 'Explore Swim Dance',
    core: 'SouthBeach ArtDeco Palms',
    names:
      'MiamiCafecitoRun WynwoodWallsWalk CubanSandwichQuest MiamiArtDecoWalk MiamiBeachSunrise',
  },
  orlando: {
    things: 'ThemeParks Castle Churro Pool Resort Wizard Lake Gator',
    moves: 'ParkHop RopeDrop WaterPark SpringsSwim CastleView',
    verbs: 'Explore Ride Swim',
    core: 'ThemeParks Castle Churro Ride',
    names:
      'RopeDropRun ParkHopperChallenge OrlandoOnABudget OrlandoSpringsDay OrlandoRideEveryCoaster',
  },
  'new orleans': {
    things: 'Beignets Jazz FrenchQuarter Streetcar Balcony Beads Gumbo Bayou',
    moves: 'BeignetRun JazzWalk StreetcarRide BayouTour SecondLine',
    verbs: 'Dance Stroll Snack',
    core: 'Beignets Jazz Streetcar Beads',
    names: 'BeignetRun NewOrleansJazzWalk GumboQuest NewOrleansFoodCrawl NOLAPralineQuest',
    also: 'nola',
  },
  nashville: {
    things: 'Boots Guitar Mural HotChicken Broadway Stage CowboyHat Opry',
    moves: 'MuralHunt HotChickenRun OpryShow LiveMusicCrawl BootShopping',
    verbs: 'Explore Sing Dance',
    core: 'CowboyHat Boots Guitar Sing',
    names:
      'HotChickenQuest LineDanceLesson NashvilleMuralHunt NashvilleOpenMicNight NashvilleMusicRowWalk',
  },
  chicago: {
    things: 'Bean DeepDish Skyline River ElTrain Lakefront HotDog Pier',
    moves: 'BeanSelfie RiverCruise DeepDishCrawl ArchitectureTour LakefrontBike',
    verbs: 'Explore Stroll Cruise',
    core: 'DeepDish Skyline HotDog BeanSelfie',
    names:
      'BeanSelfieChallenge DeepDishDebate ChicagoDogQuest ChicagoArchitectureWalk ChicagoLakefrontBike',
  },
  'san francisco': {
    things: 'GoldenGate CableCar Fog Sourdough Alcatraz Hills Pier PaintedLadies',
    moves: 'CableCarRide BridgeWalk FogChase AlcatrazTour HillClimb',
    verbs: 'Explore Climb Ride',
    core: 'GoldenGate CableCar Fog Sourdough',
    names:
      'RideTheCableCar SFSourdoughQuest SFChinatownFoodQuest SFGoldenGateWalk SanFranciscoHillWalk',
    also: 'sanfran',
  },
  usa: {
    things: 'Route66 Diner NationalPark Skyline Flag Motel BigCity',
    moves: 'CrossCountryDrive StateHop DinerStop NationalParkTour FiftyStates',
    verbs: 'Explore Drive Roam',
    core: 'Flag Diner CrossCountryDrive',
    names:
      'AllFiftyStates AmericanRoadTrip USACoastToCoast FiftyStatesFoodQuest USANationalParkQuest',
    also: 'america unitedstates',
    spelled: 'USA',
  },
  rome: {
    things: 'Colosseum TreviFountain Gelato Vespa Pantheon Pasta Piazza Cobblestones',
    moves: 'CoinToss GelatoCrawl VespaRide PastaClass RuinsWalk',
    verbs: 'Wander Stroll Twirl',
    core: 'Colosseum TreviFountain Gelato Vespa',
    names: 'WhenInRome TossACoinChallenge GelatoQuest RomeOnFoot RomeFountainHunt',
  },
  barcelona: {
    things: 'SagradaFamilia ParkGuell Tapas Churros Beach Mosaic Rambla Paella',
    moves: 'GaudiTour TapasCrawl BeachDay MosaicHunt MarketRun',
    verbs: 'Explore Stroll Dance Snack',
    core: 'SagradaFamilia Mosaic Tapas Beach',
    names:
      'BarcelonaTapasCrawl GaudiSpotting BarcelonaOnFoot BarcelonaChurrosQuest BarcelonaMarketQuest',
  },
  amsterdam: {
    things: 'Bikes Tulips Canals Windmill Stroopwafel Houseboat Cheese Clogs',
    moves: 'BikeTour TulipFields BoatTour WindmillVisit StroopwafelRun',
    verbs: 'Explore Cycle Stroll Float',
    core: 'Bikes Tulips Canals Cycle',
    names:
      'StroopwafelQuest TulipFieldSelfie AmsterdamByBike AmsterdamFlowerMarket AmsterdamMuseumHop',
  },
  seoul: {
    things: 'Hanbok Palace Cafe Kpop Photobooth NamsanTower Subway Tteokbokki',
    moves: 'HanbokWalk CafeHop MarketCrawl SkincareHaul PhotoboothRun',
    verbs: 'Explore Shop Snack Pose',
    core: 'Hanbok Palace Photobooth NamsanTower',
    names: 'HanbokDay PhotoboothChallenge SeoulCafeHop SeoulHanRiverPicnic SeoulStreetFoodQuest',
  },
  korea: {
    things: 'Seoul Busan Hanbok Kimchi Palace ConvenienceStore Jeju',
    moves: 'PalaceVisit HanbokShoot ConvenienceHaul KbbqNight BusanBeach JejuTrip',
    verbs: 'Explore Snack Shop Pose',
    core: 'Kimchi Hanbok Seoul',
    names:
      'RecreateAKdramaScene KoreaConvenienceStoreHaul HanbokPhotoshoot KoreanStreetFoodQuest KoreaCafeHop',
    also: 'southkorea',
  },
  thailand: {
    things: 'Temple Tuktuk Island Mango PadThai Market LongtailBoat ElephantSanctuary',
    moves: 'IslandHop NightMarket TempleTour LongtailRide StreetFoodCrawl',
    verbs: 'Explore Snorkel Ride Slurp',
    core: 'Tuktuk PadThai Temple NightMarket',
    names:
      'IslandHoppingThailand ThailandNightMarketQuest MangoStickyRiceHunt ThailandStreetFoodQuest ThaiCookingClassDay',
  },
  'bucket list': {
    things: 'List Pen Passport Globe Map Journal Camera',
    moves: 'HotAirBalloon SafariDrive IglooNight WhaleWatch GlacierHike',
    verbs: 'Explore Chase Travel',
    core: 'List Passport Globe Explore',
    names:
      'BucketListCrossItOff NeverDoneItBefore OneNewPlaceAMonth BucketListJar ShareYourBucketList',
  },
  wanderlust: {
    things: 'Globe Map Passport Postcard Compass Journal Backpack',
    moves: 'BucketListTrip SunsetChase CityBreak IslandHop RoadTrip',
    verbs: 'Explore Wander Roam',
    core: 'Globe Compass Map Wander',
    names:
      'WanderlustGlobeSpin GetLostOnPurpose PinYourWanderlust ThrowADartAtTheMap WanderlustOneNewPlace',
  },
  adventure: {
    things: 'Backpack Compass Map Boots Rope Headlamp Trail Summit',
    moves: 'Trek Zipline CaveTour RaftTrip WaterfallHike SunriseClimb',
    verbs: 'Explore Climb Trek',
    core: 'Compass Map Trail Explore',
    names:
      'SayYesToAdventure SideQuestSaturday MicroAdventure AdventureJarChallenge AdventureAlphabet',
  },
  passport: {
    things: 'Stamp Visa Holder Cover BoardingPass Customs Border',
    moves: 'StampCount FirstStamp NewVisa BorderCrossing CountryCount',
    verbs: 'Explore Travel Roam',
    core: 'Stamp Visa StampCount Travel',
    names:
      'FirstStampEver RateMyPassportPhoto CountYourStamps PassportCountryRoulette FillYourPassport',
  },
  suitcase: {
    things: 'PackingCube Tag Scale CarryOn Zipper Wheels Lock Toiletries',
    moves: 'CubeTetris RollMethod SitAndZip WeighIn FiftyPoundLimit',
    verbs: 'Explore Wander Pack',
    core: 'Wheels Zipper SitAndZip Pack',
    names: 'WillItFit WhatsInMySuitcase PackingTetris OneSuitcaseChallenge SuitcaseSpeedPack',
    also: 'luggage',
  },
  packing: {
    things: 'Suitcase CarryOn Cubes Toiletries Outfits Shoes List Scale',
    moves: 'CubeTetris RollMethod CapsuleWardrobe WeighIn LastMinute',
    verbs: 'Explore Wander Pack',
    core: 'Suitcase Cubes RollMethod Pack',
    names: 'PackWithMe PackLightChallenge PackingTetris PackingListSwap PackInTenMinutes',
  },
  'budget travel': {
    things: 'Hostel Backpack BusTicket StreetFood Coupon Map Spreadsheet',
    moves: 'FreeWalkingTour HostelHop RedEye StreetFoodCrawl OvernightBus',
    verbs: 'Explore Wander Roam',
    core: 'Hostel Backpack Coupon',
    names:
      'BudgetTravelChallenge 50DollarTravelDay BudgetTravelEats BudgetTripChallenge FreeThingsToDoChallenge',
    also: 'cheaptravel',
  },
  'luxury travel': {
    things: 'FirstClass Villa Butler Yacht Spa InfinityPool Suite Lounge',
    moves: 'SuiteTour YachtDay SpaDay VillaTour LoungeHop',
    verbs: 'Explore Relax Lounge',
    core: 'FirstClass Yacht InfinityPool',
    names: 'LuxurySuiteTour BudgetVsLuxury WorthTheSplurge LuxuryForLess LuxuryTravelDupe',
  },
  'first class': {
    things: 'Lounge Suite Flatbed Pajamas Menu AmenityKit Seat Window',
    moves: 'SuiteTour FlatbedNap MealReview LoungeHop Upgrade',
    verbs: 'Fly Relax Lounge',
    core: 'Flatbed Suite Lounge Upgrade',
    names: 'FirstClassReview UpgradeOrNot FirstClassWorthIt FirstClassOnPoints FirstClassAtHome',
    also: 'businessclass',
  },
  layover: {
    things: 'Terminal Lounge Gate Passport Transit Map Snacks',
    moves: 'CityTour LoungeHop AirportNap TransitTour CityDash',
    verbs: 'Explore Wander Relax',
    core: 'Gate Terminal AirportNap',
    names: 'LayoverAdventure EightHourLayover AirportSideQuest LayoverCityDash LayoverFoodQuest',
  },
  airbnb: {
    things: 'Keycode Host Cabin Treehouse Loft Pool HotTub Review',
    moves: 'CheckInTour HouseTour TreehouseStay CabinWeekend UniqueStay',
    verbs: 'Explore Relax Lounge',
    core: 'Host Keycode CheckInTour',
    names: 'AirbnbTour RateMyAirbnb WeirdestAirbnb SignTheAirbnbGuestbook AirbnbCookOff',
  },
  resort: {
    things: 'Pool Cabana Buffet Wristband Spa Lounger Towel Beach',
    moves: 'PoolDay BuffetRun SpaDay CabanaDay RoomReveal',
    verbs: 'Relax Swim Lounge',
    core: 'Pool Cabana Buffet Lounge',
    names: 'ResortRoomTour ResortBuffetRanked ResortBingo ResortPoolGames ResortActivityChallenge',
    also: 'allinclusive',
  },
  hostel: {
    things: 'Bunk Locker Dorm CommonRoom Kitchen Backpack Earplugs Keycard',
    moves: 'BunkTour DormLife CommonRoomChat KitchenHack FreeTour',
    verbs: 'Explore Wander Roam',
    core: 'Bunk Dorm Locker Backpack',
    names: 'TopBunkOrBust HostelRoomTour HostelMakeAFriend HostelCookOff HostelGameNight',
  },
  'digital nomad': {
    things: 'Laptop Wifi Cafe Coworking Visa Backpack Hammock Beach',
    moves: 'CafeOffice BeachDesk SetupTour CoworkTour',
    verbs: 'Explore Work Roam',
    core: 'Laptop Wifi BeachDesk Work',
    names:
      'NomadBestViewOffice NomadDeskTour CafeWorkHop NomadCityRoulette WorkFromAnywhereChallenge',
    also: 'nomad',
  },
  'study abroad': {
    things: 'Campus Passport Dorm Visa Backpack HostFamily Map Cafe',
    moves: 'FirstWeek WeekendTrip LanguageClass HostDinner CampusTour',
    verbs: 'Explore Wander Learn',
    core: 'Passport Campus HostFamily Learn',
    names:
      'FirstWeekAbroad OrderInTheLocalLanguage CookForYourHostFamily StudyAbroadPenPal StudyAbroadBucketList',
    also: 'exchangestudent',
  },
  sailing: {
    things: 'Sail Mast Helm Knot Compass Anchor Wind Harbor',
    moves: 'SunsetSail HarborSail KnotTie Regatta',
    verbs: 'Explore Sail Cruise',
    core: 'Sail Mast Anchor Wind',
    names: 'SailingKnotChallenge FirstTimeSailing SunsetSail LearnToSailChallenge NameYourSailboat',
  },
  snorkeling: {
    things: 'Mask Fins Reef Turtle Fish Coral Lagoon GoPro',
    moves: 'ReefSwim TurtleSpotting UnderwaterSelfie FishCount CoralTour',
    verbs: 'Swim Float Dive',
    core: 'Mask Fins Reef Swim',
    names:
      'SnorkelTurtleSpotting FishIDChallenge ReefSafeSunscreenSwap SnorkelBingo FirstTimeSnorkeling',
    also: 'snorkel snorkelling',
  },
  scuba: {
    things: 'Tank Regulator Fins Mask Reef Wreck Buddy Coral',
    moves: 'ReefDive NightDive WreckDive OpenWater BuddyCheck',
    verbs: 'Explore Dive Float',
    core: 'Tank Fins Reef Dive',
    names: 'LearnToScuba ScubaFishBingo FirstScubaDive LearnTheDiveSigns UnderwaterSelfie',
    also: 'scubadiving diving',
  },
  safari: {
    things: 'Lion Elephant Giraffe Jeep Binoculars Savanna Tent Camera',
    moves: 'GameDrive BigFive SunriseDrive MigrationWatch BushBreakfast',
    verbs: 'Explore Roam Trek',
    core: 'Lion Elephant Giraffe Binoculars',
    names:
      'SpotTheBigFive SafariPhotoChallenge SafariBingo SafariSketchChallenge SafariSunriseDrive',
  },
  desert: {
    things: 'Dunes Cactus Camel Canyon Stars Jeep Oasis Sunset',
    moves: 'DuneDrive Sandboard Stargaze CamelRide CanyonHike',
    verbs: 'Explore Wander Ride Stargaze',
    core: 'Dunes Cactus Camel',
    names: 'SandboardChallenge DesertStargazing DuneSunsetHike DesertBloomHunt DesertCampNight',
  },
  waterfall: {
    things: 'Mist Pool Rainbow Trail Rocks Boots Moss Lookout',
    moves: 'TrailHike SwimmingHole RainbowHunt PhotoSpot MistWalk',
    verbs: 'Explore Chase Hike',
    core: 'Mist Rainbow SwimmingHole Chase',
    names: 'WaterfallHunt RainbowInTheMist HikeToTheFalls ChaseTenWaterfalls WaterfallPicnicDay',
  },
  sunset: {
    things: 'GoldenHour Horizon Beach Rooftop Pier Clouds Silhouette Camera',
    moves: 'Timelapse RooftopWatch BeachPicnic BoatCruise GoldenHourWalk',
    verbs: 'Chase Unwind Stroll',
    core: 'GoldenHour Horizon Silhouette Chase',
    names: 'ChasingSunsets SunsetEveryDay GoldenHourChallenge RateTheSunset SunsetPicnicChallenge',
  },
  sunrise: {
    things: 'Summit Coffee Horizon Beach Alarm Blanket Clouds',
    moves: 'SummitHike BeachYoga Timelapse DawnPaddle EarlyStart',
    verbs: 'Climb Hike Paddle',
    core: 'Horizon Alarm EarlyStart',
    names:
      'UpBeforeTheSun SunriseChallenge WorthWakingUpFor SunriseHikeChallenge SunriseCoffeeClub',
  },
  museum: {
    things: 'Gallery Exhibit Ticket AudioGuide Statue Dinosaur Mummy Painting',
    moves: 'GalleryWalk PoseLikeTheArt ExhibitTour DinoHall SculptureMatch',
    verbs: 'Explore Wander Pose Learn',
    core: 'Dinosaur Statue Painting PoseLikeTheArt',
    names:
      'RecreateThePainting PoseLikeTheStatue MuseumScavengerHunt MuseumDetectiveDay MuseumHopChallenge',
  },
  zoo: {
    things: 'Giraffe Penguin Lion Elephant Map Ticket Monkey Exhibit',
    moves: 'FeedingTime KeeperTalk PenguinWalk GiraffeFeed ExhibitHop',
    verbs: 'Explore Wander Learn',
    core: 'Giraffe Penguin Monkey FeedingTime',
    names: 'AnimalSpotting PenguinParade ZooBingo ZooSketchChallenge ZooAlphabetHunt',
  },
  'eiffel tower': {
    things: 'Paris Trocadero Picnic Lights Baguette Macarons Seine Beret',
    moves: 'SparkleHour TrocaderoShot HoldTheTower SummitRide StairClimb',
    verbs: 'Climb Pose Stroll',
    core: 'Paris Lights SparkleHour HoldTheTower',
    names:
      'HoldUpTheEiffelTower CatchTheSparkle PicnicUnderTheTower EiffelTowerEveryAngle SpotTheEiffelTower',
  },
  'grand canyon': {
    things: 'Rim Trail Mule Skywalk River Viewpoint Sunset Layers Canyon',
    moves: 'RimWalk MuleRide RaftTrip HelicopterTour SkywalkStep RimToRim',
    verbs: 'Explore Hike Gaze Ride',
    core: 'Canyon Mule Hike',
    names:
      'GrandCanyonOrBust GrandCanyonSunrise CanyonEchoTest GrandCanyonRimWalk CanyonViewpointHop',
  },
  china: {
    things: 'GreatWall Lantern Dumplings Panda Temple BulletTrain TeaHouse Skyline',
    moves: 'WallHike NightMarket PandaVisit TempleTour DumplingCrawl LanternWalk',
    verbs: 'Explore Hike Snack Climb',
    core: 'GreatWall Panda Dumplings Lantern',
    names:
      'ChinaNightMarketCrawl DumplingQuest SayItInMandarin ChinaByHighSpeedRail ChinaStreetFoodQuest',
  },
  india: {
    things: 'TajMahal Chai Sari Spices Rickshaw Temple Bazaar Palace',
    moves: 'ChaiStop TukTukRide TempleVisit SpiceMarket TrainJourney StreetFoodCrawl',
    verbs: 'Explore Sip Ride Shop',
    core: 'TajMahal Sari Rickshaw Bazaar',
    names:
      'IndiaChaiTasteTest TukTukTour ThaliTasteTest IndiaByTrainChallenge IndiaStreetFoodQuest',
  },
  canada: {
    things: 'MapleSyrup Moose Mountains Lake Poutine Canoe Rockies Toque',
    moves: 'RockiesDrive CanoeDay PoutineCrawl MooseSpotting NorthernLights',
    verbs: 'Explore Paddle Hike Skate',
    core: 'MapleSyrup Moose Poutine Canoe',
    names: 'CanadaPoutineQuest CanoeTheLake MapleTasteTest CanadaLakeHop CanadaCoastToCoast',
  },
  australia: {
    things: 'Kangaroo Koala Reef Outback OperaHouse Beach Vegemite Surfboard',
    moves: 'ReefDive OutbackDrive KangarooSpot CoastDrive SurfLesson',
    verbs: 'Explore Surf Dive',
    core: 'Kangaroo Koala Outback Surf',
    names:
      'KangarooSpotting VegemiteTasteTest AustraliaRoadTrip AustraliaBeachHop AussieSlangChallenge',
  },
  'new zealand': {
    things: 'Fjord Hobbiton Glacier Sheep Kiwi Lake Mountains Campervan',
    moves: 'HobbitonVisit FjordCruise GlacierHike CampervanTrip StargazingTour',
    verbs: 'Explore Hike Cruise Roam',
    core: 'Kiwi Sheep Fjord Hike',
    names: 'NZMiddleEarthTour GlowwormCaveWalk NZRoadTrip KiwiSlangChallenge NewZealandLakeHop',
  },
  france: {
    things: 'Baguette Croissant Lavender Chateau Riviera Cheese Beret Cafe',
    moves: 'CafeHop LavenderFields ChateauTour RivieraDrive BakeryRun',
    verbs: 'Explore Stroll Sip Savor',
    core: 'Baguette Croissant Beret Lavender',
    names:
      'BaguetteRun FranceCheeseTasteTest OrderInFrench FranceByTrainChallenge FrenchBakeryQuest',
  },
  germany: {
    things: 'Castle Pretzel Bratwurst BlackForest Train Alps Cathedral',
    moves: 'CastleTour ChristmasMarket RhineCruise ForestHike PretzelRun',
    verbs: 'Explore Hike Stroll Cruise',
    core: 'Pretzel Castle Bratwurst',
    names: 'GermanyCastleHunt PretzelQuest ChristmasMarketHop GermanyByTrain GermanBakeryQuest',
  },
  portugal: {
    things: 'PastelDeNata Tram Tiles Lisbon Porto Cliffs Sardines Algarve',
    moves: 'TramRide TileHunt NataCrawl CoastWalk SunsetViewpoint',
    verbs: 'Explore Stroll Snack Surf',
    core: 'PastelDeNata Tiles Tram',
    names:
      'TileHuntChallenge PastelDeNataQuest PortugalRoadTrip PortugalCoastWalk PortugalSurfLesson',
  },
  ireland: {
    things: 'Cliffs Castle Sheep Rainbow Shamrock GreenHills Cottage',
    moves: 'CliffWalk CastleTour RoadTrip SheepJam CottageStay RainbowHunt',
    verbs: 'Explore Wander Hike Drive',
    core: 'Shamrock Sheep GreenHills Castle',
    names: 'IrelandRoadTrip IrishStewTasteTest IrelandRainbowHunt IrelandCastleHop LearnAnIrishJig',
  },
  scotland: {
    things: 'Castle Highlands Kilt Bagpipes LochNess Shortbread Heather',
    moves: 'HighlandDrive CastleTour NessieHunt IsleHop GlenHike',
    verbs: 'Explore Wander Hike Drive',
    core: 'Kilt Bagpipes Highlands NessieHunt',
    names:
      'SpotNessie ScotlandHighlandRoadTrip HighlandCowSpotting ScotlandCastleHunt ScotlandIslandHop',
  },
  england: {
    things: 'Tea Scones Castle RedBus Countryside Cottage PhoneBox Queue',
    moves: 'AfternoonTea CastleTour VillageWalk CotswoldsDrive CottageStay SconeTest',
    verbs: 'Explore Stroll Sip',
    core: 'Scones Castle Countryside Queue',
    names: 'CotswoldsCottageHop SconeTasteTest CastleHopEngland EnglandByTrain EnglishSeasideDay',
    also: 'uk britain unitedkingdom',
  },
  brazil: {
    things: 'Beach Amazon ChristTheRedeemer Sugarloaf Acai Samba Football',
    moves: 'AmazonCruise SugarloafRide AcaiBowl BeachDay CarnivalParade',
    verbs: 'Explore Dance Swim Samba',
    core: 'Samba Football Acai Beach',
    names: 'AcaiQuest SambaStepChallenge BrazilBeachHop BrazilStreetFoodQuest BrazilWaterfallHop',
    also: 'brasil',
  },
  peru: {
    things: 'MachuPicchu Llama Alpaca Andes Ceviche IncaTrail Poncho Market',
    moves: 'SacredValleyTour LlamaSelfie RainbowMountain CevicheTasting MarketDay',
    verbs: 'Explore Hike Climb Trek',
    core: 'MachuPicchu Llama Alpaca Poncho',
    names: 'HikeTheIncaTrail LlamaSelfie PeruCevicheQuest PeruFoodQuest PeruMarketHop',
  },
  egypt: {
    things: 'Pyramids Sphinx Nile Camel Desert Felucca Pharaoh Temple',
    moves: 'PyramidPose NileCruise CamelRide TempleTour TombVisit',
    verbs: 'Explore Ride Cruise Pose',
    core: 'Pyramids Sphinx Pharaoh Camel',
    names:
      'EgyptPyramidPerspective NileSunsetSail EgyptStreetFoodQuest EgyptMuseumQuest LearnSomeHieroglyphs',
  },
  morocco: {
    things: 'Souk Riad Tagine MintTea Desert Camel Lanterns Rugs',
    moves: 'SoukHaul CamelTrek DesertCamp RiadTour TagineClass BlueCityWalk',
    verbs: 'Explore Wander Haggle Ride',
    core: 'Souk Tagine Lanterns Camel',
    names:
      'LostInTheSouk MoroccanMintTeaPour BlueCityPhotoWalk MoroccoTagineQuest MoroccoDesertNight',
  },
  turkiye: {
    things: 'Istanbul Cappadocia Balloons Bazaar Baklava Mosque Tea Ferry',
    moves: 'BalloonRide BazaarHaul FerryCrossing HammamDay BaklavaRun CaveHotel',
    verbs: 'Explore Wander Float Haggle',
    core: 'Bazaar Baklava Cappadocia',
    names:
      'CappadociaBalloonRide BazaarBargains TurkishDelightTaste TurkishBreakfastQuest TurkiyeCoastHop',
  },
  istanbul: {
    things: 'Bosphorus Bazaar Mosque Tea Ferry Simit Baklava Cats',
    moves: 'BosphorusCruise BazaarHaul FerryHop SimitRun RooftopTea',
    verbs: 'Explore Haggle Sip Stroll',
    core: 'Bosphorus Bazaar Baklava Cats',
    names:
      'TwoContinentsOneDay SpotTheStreetCats IstanbulFerryRide IstanbulBazaarHunt IstanbulSimitQuest',
  },
  vietnam: {
    things: 'Pho BanhMi Lanterns Coffee Scooter HaLongBay RiceFields NonLa',
    moves: 'PhoCrawl LanternNight HaLongCruise EggCoffee OldTownWalk',
    verbs: 'Explore Slurp Sip Cruise',
    core: 'Pho BanhMi Lanterns Scooter',
    names: 'EggCoffeeQuest VietnamLanternWalk BanhMiRanked VietnamStreetFoodQuest VietnamByTrain',
  },
  philippines: {
    things: 'Island Beach Mango Jeepney HaloHalo Boracay Palawan',
    moves: 'IslandHopping JeepneyRide HaloHaloRun LagoonTour SunsetSail',
    verbs: 'Explore Swim Sail Snorkel',
    core: 'Jeepney HaloHalo Mango IslandHopping',
    names:
      'HaloHaloQuest PalawanIslandHop PhilippinesJeepneyRide PhilippinesIslandBingo FilipinoStreetFoodQuest',
  },
  singapore: {
    things: 'MarinaBay Supertrees HawkerCentre Merlion Skyline Changi ChilliCrab Orchid',
    moves: 'HawkerCrawl GardensByNight LightShow RooftopPool ChangiWaterfall',
    verbs: 'Explore Snack Stroll',
    core: 'Merlion Supertrees HawkerCentre MarinaBay',
    names:
      'ChilliCrabQuest HawkerCentreCrawl SingaporeKayaToast SingaporeGardensWalk SingaporeHawkerBingo',
  },
  'hong kong': {
    things: 'Skyline Tram Ferry DimSum Neon Peak Harbour Market',
    moves: 'DimSumCrawl StarFerryRide NightMarket PeakTram LightShow',
    verbs: 'Explore Snack Ride',
    core: 'DimSum Skyline Neon',
    names:
      'HongKongDimSumCrawl PeakTramRide EggTartQuest HongKongStarFerryRide HongKongNightMarketHop',
  },
  sydney: {
    things: 'OperaHouse HarbourBridge Bondi Ferry Beach CoastalWalk Koala Surfboard',
    moves: 'BondiToCoogee FerryRide BridgeClimb BeachHop SunsetHarbour',
    verbs: 'Explore Surf Swim',
    core: 'OperaHouse HarbourBridge Bondi',
    names: 'BondiToCoogeeWalk SydneyOperaHouseSelfie FerryToManly SydneyBeachHop SydneyHarbourWalk',
  },
  hollywood: {
    things: 'WalkOfFame Sign Studio RedCarpet Stars Premiere Backlot',
    moves: 'StudioTour StarHunt SignHike RedCarpetPose CelebSpotting',
    verbs: 'Explore Pose Hike',
    core: 'WalkOfFame RedCarpet Stars Pose',
    names:
      'WalkOfFameSelfie HollywoodFindYourStar HollywoodSignHike HollywoodMovieSpotHunt RecreateAMovieScene',
  },
  lisbon: {
    things: 'Tram28 PastelDeNata Tiles Viewpoint Fado Hills Sardines Castle',
    moves: 'TramRide NataRun FadoNight AlfamaWalk ViewpointHop',
    verbs: 'Explore Stroll Climb',
    core: 'Tram28 PastelDeNata Tiles',
    names: 'Tram28Ride LisbonNataCrawl TileHuntLisbon LisbonViewpointHop LisbonFadoNight',
  },
  berlin: {
    things: 'WallMural Currywurst Bear Brandenburg Doner Museum Bike FleaMarket',
    moves: 'WallWalk DonerRun MuseumIsland FleaMarketHaul BikeTour',
    verbs: 'Explore Cycle Stroll',
    core: 'WallMural Currywurst Brandenburg',
    names: 'WallArtWalk DonerQuest BerlinByBike BerlinParkPicnic BerlinFleaMarketHunt',
  },
  prague: {
    things: 'Castle Bridge Clock Cobblestones Spires Tram OldTown ChimneyCake',
    moves: 'CastleClimb BridgeSunrise ClockWatch OldTownWalk ChimneyCakeRun',
    verbs: 'Explore Stroll Climb',
    core: 'Castle Bridge Clock Cobblestones',
    names:
      'PragueCastleSunrise CharlesBridgeAtDawn TrdelnikQuest PragueClockCountdown PragueOldTownWalk',
  },
  santorini: {
    things: 'BlueDome Sunset Cliffs Oia Windmill CavePool Ferry Caldera',
    moves: 'OiaSunset CalderaHike CatamaranCruise CliffsideBreakfast BlueDomeShot',
    verbs: 'Explore Swim Sail',
    core: 'BlueDome Sunset Windmill',
    names:
      'CatchTheOiaSunset BlueDomeSelfie SantoriniOnABudget SantoriniVillageHop SantoriniBoatDay',
  },
  cancun: {
    things: 'Cenote Resort Beach Ruins Turquoise Pool Tacos Hammock',
    moves: 'CenoteSwim RuinsTour ResortDay IslaMujeresTrip SnorkelReef',
    verbs: 'Swim Snorkel Relax',
    core: 'Cenote Beach Turquoise Swim',
    names: 'CenoteSwim CancunBeachHop CancunOnABudget CancunBeyondTheResort CancunMarketQuest',
  },
  rio: {
    things: 'ChristTheRedeemer Sugarloaf Copacabana Samba Acai Beach Carnival Ipanema',
    moves: 'SugarloafSunset SambaNight CopacabanaWalk AcaiRun CarnivalParade',
    verbs: 'Explore Dance Swim',
    core: 'Copacabana Samba Carnival',
    names:
      'CarnivalCostumeChallenge RioSugarloafSunset SambaInTheStreet RioBeachHop RioSambaLesson',
    also: 'riodejaneiro',
  },
  'mexico city': {
    things: 'Tacos Pyramids Murals Markets Churros Boats Zocalo Angel',
    moves: 'TacoCrawl PyramidClimb MuralHunt MarketTour BoatParty',
    verbs: 'Explore Snack Stroll',
    core: 'Tacos Murals Pyramids',
    names: 'TacoCrawlChallenge MexicoCityMuralHunt ChurroQuest MexicoCityTacoRanking CDMXMarketHop',
    also: 'cdmx',
  },
  'cape town': {
    things: 'TableMountain Penguins CableCar Beach Lighthouse ColorfulHouses CapePoint',
    moves: 'TableMountainHike PenguinBeach CableCarRide CapePointDrive ColorfulStreetWalk',
    verbs: 'Explore Hike Drive',
    core: 'TableMountain Penguins ColorfulHouses',
    names:
      'HikeTableMountain CapeTownPenguinSpotting CapePointRoadTrip CapeTownSunsetPicnic CapeTownBeachHop',
  },
  marrakech: {
    things: 'Souk Riad Medina Tagine Lanterns MintTea Spices Garden',
    moves: 'SoukHaul RiadTour MedinaWalk RooftopTea GardenVisit',
    verbs: 'Explore Wander Haggle',
    core: 'Souk Medina Lanterns Haggle',
    names:
      'MarrakechSoukHaul LostInTheMedina HaggleLikeALocal MarrakechSpiceHunt MarrakechMintTeaQuest',
    also: 'marrakesh',
  },
  kyoto: {
    things: 'Torii Bamboo Temple Matcha Kimono Lantern Shrine Deer',
    moves: 'ToriiTunnel BambooForestWalk TempleHop TeaCeremony KimonoStroll',
    verbs: 'Explore Stroll Sip',
    core: 'Torii Bamboo Kimono Temple',
    names:
      'KyotoBambooForestWalk CountTheToriiGates MatchaTasteTest KyotoTempleHop KyotoKimonoWalk',
  },
  vienna: {
    things: 'Palace Opera Sachertorte Coffeehouse Waltz Schnitzel Tram FerrisWheel',
    moves: 'PalaceTour CoffeehouseHop CakeCrawl WaltzLesson ChristmasMarket',
    verbs: 'Explore Waltz Sip',
    core: 'Palace Opera Schnitzel Waltz',
    names: 'ViennaWaltzLesson CoffeehouseHop SachertorteTaste ViennaCakeCrawl ViennaConcertNight',
  },
  edinburgh: {
    things: 'Castle RoyalMile Bagpipes ArthursSeat Shortbread Cobblestones Kilt',
    moves: 'ArthursSeatHike RoyalMileWalk CastleTour GhostTour FringeShow',
    verbs: 'Explore Climb Stroll',
    core: 'Castle Bagpipes Kilt RoyalMile',
    names:
      'ArthursSeatSunrise EdinburghGhostWalk HaggisTasteTest EdinburghBookshopHop EdinburghCastleQuest',
  },
  dublin: {
    things: 'Library ColorfulDoors Castle Harbour Bridge Shamrock Cliffs',
    moves: 'LibraryVisit CliffWalk DoorHunt CastleTour HowthHike',
    verbs: 'Explore Stroll Hike',
    core: 'Shamrock ColorfulDoors Library',
    names: 'DublinInADay DoorHuntDublin IrishStewQuest DublinBookshopHop DublinCoastWalk',
  },
  'amalfi coast': {
    things: 'Lemons Cliffs Positano Boat Ferry Gelato Vespa Umbrellas',
    moves: 'BoatDay CoastDrive LemonGrove CliffsideLunch PathOfTheGods',
    verbs: 'Explore Sail Swim',
    core: 'Lemons Positano Vespa',
    names:
      'PositanoPhotoChallenge LemonGranitaQuest AmalfiBoatDay AmalfiCoastByBus AmalfiVillageHop',
    also: 'amalfi positano',
  },
  maldives: {
    things: 'WaterVilla Reef Lagoon Hammock Seaplane Sandbank Turtle Dolphin',
    moves: 'SeaplaneRide SnorkelReef SandbankPicnic SunsetCruise VillaTour',
    verbs: 'Swim Snorkel Relax',
    core: 'WaterVilla Lagoon Turtle Snorkel',
    names:
      'TurtleSpotting OverwaterVillaTour MaldivesOnABudget MaldivesSnorkelDay MaldivesSandbankPicnic',
  },
  switzerland: {
    things: 'Alps Chocolate Fondue Cowbell Train Glacier Lake Matterhorn',
    moves: 'ScenicTrain LakeCruise AlpineHike FondueNight MountainRail',
    verbs: 'Explore Hike Ride',
    core: 'Alps Cowbell Fondue Matterhorn',
    names: 'FondueNight SwissTrainRide ChocolateTasteTest SwissLakeHop SwissAlpsPicnic',
    also: 'swissalps swiss',
  },
  alaska: {
    things: 'Glacier Bear Salmon CruiseShip Aurora Moose Kayak Fjord',
    moves: 'GlacierCruise BearWatch WhaleWatch AuroraHunt FloatplaneRide',
    verbs: 'Explore Hike Paddle',
    core: 'Glacier Bear Moose Salmon',
    names:
      'GlacierCruise AlaskaRoadTrip AlaskaWhaleWatch AlaskaWildlifeBingo AlaskaMidnightSunHike',
  },
  texas: {
    things: 'CowboyBoots BBQ Rodeo Bluebonnets Longhorn Tacos Hat',
    moves: 'BBQTrail RodeoNight BluebonnetPhoto RiverFloat TacoCrawl',
    verbs: 'Explore Ride Float',
    core: 'CowboyBoots Rodeo Longhorn',
    names: 'TexasBBQTrail TexasRoadTrip KolacheQuest TexasTwoStepLesson TexasTexMexQuest',
  },
  venice: {
    things: 'Gondola Bridge Canal Mask Piazza Glass Gelato WaterBus',
    moves: 'GondolaRide BridgeHop MaskShop IslandHop CanalWalk',
    verbs: 'Explore Float Stroll',
    core: 'Gondola Canal Mask',
    names: 'LostInVenice BridgeHopping VeniceGondolaRide VeniceIslandHop VeniceMaskHunt',
  },
  florence: {
    things: 'Duomo David Gelato Bridge Tuscany Art Piazza',
    moves: 'DuomoClimb GelatoCrawl SunsetView PastaClass MuseumDay',
    verbs: 'Explore Climb Stroll',
    core: 'Duomo Gelato Tuscany',
    names: 'DuomoClimb FlorenceGelatoCrawl TuscanRoadTrip FlorenceSketchWalk FlorenceArtHunt',
  },
  'machu picchu': {
    things: 'Llama Ruins IncaTrail Andes Clouds SunGate Terraces',
    moves: 'IncaTrailHike SunGateSunrise LlamaSelfie RuinsTour SummitClimb',
    verbs: 'Explore Hike Climb',
    core: 'Llama Ruins IncaTrail Hike',
    names:
      'SunriseAtMachuPicchu HikeToMachuPicchu IncaTrailChallenge MachuPicchuLlamaCount LlamaSelfie',
  },
  'great wall': {
    things: 'Watchtower Steps Mountains Toboggan CableCar Sunrise Bricks',
    moves: 'WatchtowerClimb TobogganRide SunriseHike StepCount SectionHike',
    verbs: 'Explore Climb Hike',
    core: 'Watchtower Steps Bricks Hike',
    names: 'WalkTheWall GreatWallStepCount GreatWallSunrise GreatWallHike GreatWallPicnic',
  },
  colosseum: {
    things: 'Arena Gladiator Ruins Arches Rome Forum Gelato Ticket',
    moves: 'UndergroundTour ArenaFloor GladiatorPose ForumWalk NightTour',
    verbs: 'Explore Pose Stroll',
    core: 'Arena Arches Ruins Rome',
    names:
      'GladiatorPoseChallenge ColosseumPhotoChallenge ColosseumOnABudget ColosseumHistoryQuiz ColosseumSunsetWalk',
  },
  'taj mahal': {
    things: 'ReflectionPool Dome Marble Gardens Sunrise Minaret Agra',
    moves: 'SunrisePhoto ReflectionShot BenchPose GardenWalk SunriseVisit',
    verbs: 'Explore Pose Stroll',
    core: 'Dome Marble ReflectionPool',
    names:
      'TajAtSunrise ReflectionPoolShot PerfectSymmetryShot TajMahalHistoryQuiz TajMahalPoseChallenge',
  },
  'statue of liberty': {
    things: 'Torch Crown Ferry Pedestal LadyLiberty Harbor Skyline',
    moves: 'FerryRide CrownClimb TorchPose HarborCruise PedestalView',
    verbs: 'Explore Climb Pose',
    core: 'LadyLiberty Crown Ferry',
    names:
      'LibertyTorchPose LadyLibertySelfie FerryToLiberty StatueOfLibertyQuiz LibertyIslandPicnic',
  },
  'niagara falls': {
    things: 'Poncho Mist Boat Rainbow Falls Lights Border Fudge',
    moves: 'BoatRide PonchoSelfie NightLights RainbowHunt FallsWalk',
    verbs: 'Explore Float Stroll',
    core: 'Falls Mist Poncho BoatRide',
    names:
      'NiagaraPonchoSelfie RainbowOverTheFalls NiagaraFallsBoatRide NiagaraFallsBothSides NiagaraFallsLightShow',
    also: 'niagara',
  },
  yellowstone: {
    things: 'OldFaithful Geyser Bison HotSpring Boardwalk Ranger Elk Canyon',
    moves: 'GeyserWatch BisonSpotting BoardwalkWalk PrismaticView CanyonHike',
    verbs: 'Explore Hike Camp',
    core: 'OldFaithful Geyser Bison',
    names:
      'OldFaithfulCountdown StayOnTheBoardwalk YellowstoneBisonCount YellowstoneGeyserBingo YellowstoneLoopDrive',
  },
  'mount fuji': {
    things: 'Summit Snowcap Pagoda Sakura Clouds Lake BulletTrain',
    moves: 'PagodaView SummitHike LakeReflection SunriseClimb TrainWindow',
    verbs: 'Explore Climb Hike',
    core: 'Snowcap Pagoda Sakura',
    names: 'FujiSpotting FujiFromTheTrain FujiSunriseHike FujiFiveLakesHop FujiReflectionShot',
    also: 'fuji fujisan',
  },
  everest: {
    things: 'BaseCamp Sherpa PrayerFlags Yak Teahouse Summit Glacier Boots',
    moves: 'BaseCampTrek SunriseView TeahouseStop PrayerFlagWalk RestDay',
    verbs: 'Explore Trek Climb',
    core: 'BaseCamp Yak PrayerFlags Trek',
    names: 'EverestBaseCampTrek BaseCampOrBust EverestViewSunrise TeahouseTrek EverestStairClimb',
  },
  'northern lights': {
    things: 'Aurora Cabin Tripod Snow Igloo Forecast Sky Blanket',
    moves: 'AuroraHunt GlassIgloo LongExposure MidnightWait NightDrive',
    verbs: 'Explore Wander Chase',
    core: 'Aurora Sky Igloo Chase',
    names:
      'ChasingTheAurora GlassIglooNight AuroraTimelapse NorthernLightsHunt NorthernLightsSelfie',
    also: 'aurora auroraborealis',
  },
  'hot air balloon': {
    things: 'Basket Sunrise Clouds Valley Field Festival Pilot Cappadocia',
    moves: 'SunriseFlight Liftoff FloatOver BasketView FestivalLaunch',
    verbs: 'Float Soar Drift',
    core: 'Basket Clouds Liftoff Float',
    names:
      'SunriseBalloonRide FirstBalloonRideReaction CountTheBalloons BalloonFestivalDay HotAirBalloonSunrise',
  },
  subway: {
    things: 'Map Turnstile Card Platform Busker Station Line Seat',
    moves: 'StationHop MapRun Commute BuskerWatch EndOfTheLine',
    verbs: 'Explore Ride Commute',
    core: 'Turnstile Platform Busker Commute',
    names:
      'EveryStationChallenge BuskerSpotlight SubwayMapQuiz SubwayLineSideQuest SubwayStopRoulette',
    also: 'metro',
  },
  souvenir: {
    things: 'Magnet Postcard Keychain Snowglobe Mug Tshirt Spoon Patch',
    moves: 'GiftShopRun MagnetHunt LocalMarket Swap Haul',
    verbs: 'Shop Collect Haggle',
    core: 'Magnet Postcard Snowglobe Collect',
    names:
      'FridgeMagnetTour WeirdestSouvenir SouvenirSwap SouvenirUnderFiveDollars GuessWhereItsFrom',
  },
  'jet lag': {
    things: 'Eyemask Coffee Pillow Timezone Sunlight Alarm',
    moves: 'PowerNap MorningWalk TimezoneReset SunlightWalk CoffeeRun',
    verbs: 'Nap Stretch Walk',
    core: 'Eyemask Pillow Timezone Nap',
    names:
      'BeatTheJetLag JetLagMorningWalk StayUpTillNine JetLagSurvivalKit JetLagRecoveryChallenge',
  },
  tourist: {
    things: 'Map Camera FannyPack SelfieStick Guidebook Souvenir Hat Sandals',
    moves: 'LandmarkSelfie GuidedTour BusTour PhotoStop GuidebookWalk',
    verbs: 'Explore Wander Pose',
    core: 'FannyPack SelfieStick Guidebook',
    names:
      'TouristVsLocalQuiz TouristInYourCity TouristForADay DressLikeATourist TouristTrapOrTreasure',
  },
  jungle: {
    things: 'Canopy Vines Waterfall Toucan Monkey Treehouse Boots River',
    moves: 'CanopyWalk Zipline NightTrek RiverCruise WildlifeSpot',
    verbs: 'Explore Trek Hike',
    core: 'Vines Monkey Toucan Canopy',
    names: 'JungleTrekChallenge JungleSoundCheck JungleBirdSpotting CanopyWalk JungleWaterfallHunt',
    also: 'rainforest',
  },
  glacier: {
    things: 'Ice Crampons Cave Lagoon Helmet Iceberg Guide',
    moves: 'IceCaveTour IcebergSpot LagoonBoat BlueIceWalk CramponHike',
    verbs: 'Explore Hike Trek',
    core: 'Ice Iceberg BlueIceWalk',
    names:
      'GlacierHikeChallenge IcebergSpotting GuidedGlacierHike GlacierLagoonDay GlacierViewPicnic',
  },
  'ski trip': {
    things: 'Chairlift Lodge Goggles Snow Cabin Cocoa Boots Gondola Skis',
    moves: 'FirstChair LodgeLunch GondolaRide BunnySlope NightSki',
    verbs: 'Explore Ride Relax',
    core: 'Skis Snow Goggles BunnySlope',
    names: 'SkiTripFirstRun SkiTripBingo SkiLiftSelfie FirstDayOnSkis SkiTripHotCocoaRun',
  },
  'christmas market': {
    things: 'Pretzel Ornaments Lights Stalls Gingerbread HotCocoa Mittens Chalet',
    moves: 'StallCrawl OrnamentHunt CocoaCrawl LightWalk PretzelStop',
    verbs: 'Stroll Shop Sip',
    core: 'Ornaments Gingerbread Lights Stroll',
    names:
      'ChristmasMarketHop OrnamentHunt GingerbreadQuest ChristmasMarketSnackQuest ChristmasMarketMugHunt',
  },
  'route 66': {
    things: 'Diner Motel Sign Neon MotherRoad ClassicCar Milkshake Map',
    moves: 'SignHunt DinerStop MotelNight RoadsideStop KicksDrive',
    verbs: 'Explore Drive Cruise',
    core: 'Diner ClassicCar MotherRoad Cruise',
    names: 'MotherRoadTrip Route66DinerHop NeonSignHunt Route66PostcardQuest Route66RoadsideHunt',
  },
  asia: {
    things: 'NightMarket Temple Noodles Scooter RiceFields Island Lanterns',
    moves: 'NightMarketCrawl TempleHop IslandHop StreetFoodTour BackpackLoop',
    verbs: 'Explore Slurp Roam',
    core: 'NightMarket Noodles Lanterns Temple',
    names: 'NightMarketHop AsiaOnABudget StreetFoodAcrossAsia AsiaByTrainChallenge AsiaIslandHop',
  },
  africa: {
    things: 'Safari Savanna Desert Beach Baobab Market Waterfall',
    moves: 'SafariDrive DesertCamp GorillaTrek SunsetSafari MarketTour',
    verbs: 'Explore Wander Roam',
    core: 'Safari Savanna Baobab',
    names: 'SafariSunrise SafariBingo StreetFoodAfrica AfricaMarketQuest AfricanDrumLesson',
  },
  caribbean: {
    things: 'Island Reef Hammock Steelpan Beach Catamaran Coconut Turquoise',
    moves: 'CatamaranCruise SnorkelReef BeachDay SteelpanNight JerkStop',
    verbs: 'Swim Sail Relax',
    core: 'Steelpan Turquoise Beach Coconut',
    names:
      'IslandHopCaribbean SteelpanSunset FishFryFriday CaribbeanFruitTasteTest CaribbeanFoodQuest',
  },
  jamaica: {
    things: 'Beach Waterfall Reggae JerkChicken Patties BlueMountains Coconut',
    moves: 'WaterfallClimb RaftRide JerkStop BeachDay CliffSunset',
    verbs: 'Explore Swim Dance',
    core: 'Reggae JerkChicken Beach',
    names: 'JerkChickenQuest JamaicanPattyTest DunnsRiverClimb JamaicaBeachHop JamaicaWaterfallHop',
  },
  'puerto rico': {
    things: 'OldSanJuan Fort Beach BioBay Rainforest Coqui Mofongo',
    moves: 'BioBayKayak OldSanJuanWalk RainforestHike BeachDay MofongoRun',
    verbs: 'Explore Swim Dance',
    core: 'Coqui OldSanJuan BioBay',
    names: 'PuertoRicoBioBay PuertoRicoMofongoQuest ElYunqueHike PuertoRicoBeachHop OldSanJuanWalk',
  },
  'costa rica': {
    things: 'Sloth Rainforest Zipline Toucan Beach Waterfall Hammock',
    moves: 'ZiplineTour SlothSpotting VolcanoHike HotSprings SurfLesson',
    verbs: 'Explore Surf Hike',
    core: 'Sloth Toucan Rainforest',
    names:
      'SlothSpottingChallenge CostaRicaZipline CostaRicaVolcanoHike CostaRicaWildlifeBingo CostaRicaBeachHop',
  },
  colombia: {
    things: 'Cartagena Arepa CoffeeFarm ColorfulStreets WaxPalms Beach',
    moves: 'CoffeeFarmTour ArepaCrawl SalsaNight WalledCityWalk WaxPalmHike',
    verbs: 'Explore Dance Hike',
    core: 'Arepa ColorfulStreets Cartagena',
    names:
      'ColombiaArepaQuest CoffeeFarmTour CartagenaDoorHunt ColombiaSalsaLesson ColombiaFruitTasteTest',
  },
  argentina: {
    things: 'Tango Empanadas Patagonia Glacier Steak Mate BuenosAires Andes',
    moves: 'TangoLesson EmpanadaCrawl GlacierWalk PatagoniaTrek SteakNight',
    verbs: 'Explore Dance Hike',
    core: 'Tango Empanadas Patagonia',
    names:
      'TangoInTheStreet ArgentinaAsadoNight ArgentinaEmpanadaRanking PatagoniaTrekChallenge ArgentinaMateShare',
  },
  kenya: {
    things: 'Safari Savanna Lion Giraffe Balloon Beach Elephant',
    moves: 'GameDrive BalloonSafari BeachDay GiraffeCentre MigrationWatch',
    verbs: 'Explore Wander Roam',
    core: 'Safari Savanna Lion Giraffe',
    names: 'BigFiveSafari KenyaSafariBingo SwahiliWordChallenge KenyaMarketQuest KenyaCoastDay',
  },
  norway: {
    things: 'Fjord Aurora Cabin Ferry Waterfall Lofoten Cliff',
    moves: 'FjordCruise AuroraHunt CabinStay FerryHop ScenicDrive',
    verbs: 'Explore Hike Cruise',
    core: 'Fjord Aurora Cabin',
    names: 'NorwayAuroraHunt FjordKayakChallenge MidnightSunHike NorwayFjordHop NorwayByTrain',
  },
  croatia: {
    things: 'Dubrovnik Walls Islands Waterfalls Boat Beach Pebbles OldTown',
    moves: 'IslandHop BoatDay CityWallsWalk SunsetKayak LakesTrail',
    verbs: 'Explore Sail Swim',
    core: 'Dubrovnik Islands IslandHop Sail',
    names: 'IslandHopCroatia DubrovnikWallsWalk AdriaticSwim CroatiaSunsetSail CroatiaWaterfallDay',
  },
  castle: {
    things: 'Tower Moat Drawbridge Turret Knight Crown Throne Gate',
    moves: 'TowerClimb RampartWalk ThroneSelfie BanquetNight GhostTour',
    verbs: 'Explore Climb Stroll',
    core: 'Tower Moat Drawbridge Throne',
    names: 'CastleHopping RoyalForADay CastleScavengerHunt CastleHistoryQuiz DrawTheCastle',
  },
  cave: {
    things: 'Stalactite Headlamp Lantern UndergroundLake Crystals Bats Guide',
    moves: 'GuidedTour CrystalHunt BoatRide LanternWalk GlowwormGrotto',
    verbs: 'Explore Wander Climb',
    core: 'Stalactite Crystals Bats Headlamp',
    names:
      'CaveEchoChallenge GlowwormHunt CaveExplorerBingo GuidedCaveAdventure CaveFormationsHunt',
  },
  river: {
    things: 'Raft Canoe Tube Dock Bridge Rapids LifeJacket Rope',
    moves: 'LazyFloat TubingDay CanoeTrip BoatCruise Picnic',
    verbs: 'Explore Float Paddle',
    core: 'Raft Canoe LazyFloat Paddle',
    names: 'FloatTheRiver TubingDay RiverPicnic RiverCleanupChallenge RiverWalkChallenge',
  },
  'water park': {
    things: 'WaterSlide Tube LazyRiver WavePool Bucket Sunscreen Locker Towel Flipflop Lifeguard',
    moves: 'SlideRace LazyFloat BucketDump WaveRide SplashZone TubeTrain',
    verbs: 'Slide Splash Float Soak',
    core: 'WaterSlide LazyRiver WavePool Splash',
    names:
      'WaitForTheBucket RateEveryWaterParkSlide WaterParkBingo WaterParkPicnicDay RideEveryWaterSlide',
  },
  'ferris wheel': {
    things: 'Cabin Skyline NeonLights Ticket Sunset Seat SafetyBar Hub CottonCandy Horizon',
    moves: 'StuckAtTheTop SkylineView SunsetRide CabinSelfie HeightPanic FirstDateRide',
    verbs: 'Ride Rise Gaze Spin',
    core: 'NeonLights CottonCandy SunsetRide Ride',
    names:
      'SunsetFromTheTop FerrisWheelDate FerrisWheelSkylineShot FerrisWheelSunsetRide SpotItFromTheTop',
  },
  taxi: {
    things: 'Driver Meter Backseat Receipt Medallion RoofLight Partition Map Horn Suitcase',
    moves: 'ArmWave CurbHail RouteDebate MeterWatch FollowThatCar SkylineRide',
    verbs: 'Hail Ride Tip Whistle',
    core: 'Meter Backseat Driver Hail',
    names: 'WhistleForACab AskTheDriverForRecs YellowCabSelfie TaxiTripTrivia TaxiWindowCityTour',
    also: 'cab taxicab',
  },
  'train station': {
    things: 'DepartureBoard Platform Clock Ticket Suitcase Conductor Bench Kiosk Turnstile Whistle',
    moves: 'LastMinuteDash BoardWatch PlatformSwitch StationPiano ReunionHug ConductorWave',
    verbs: 'Board Wait Depart Sprint',
    core: 'DepartureBoard Platform Ticket LastMinuteDash',
    names:
      'TrainStationPianoSong PlatformPhotoWalk GrandStationTour TrainStationFoodQuest TrainStationClockHunt',
  },
  ferry: {
    things: 'Deck Railing Seagull Horn Ramp Lifejacket Cabin Wake Captain Snack',
    moves: 'DeckStroll SeagullWatch WindyHair HornBlast WakeWatch CarBoarding',
    verbs: 'Sail Board Cruise Dock',
    core: 'Deck Seagull Horn Sail',
    names: 'KingOfTheWorldPose SeagullStandoff FerrySunsetRide FerryHopChallenge FerrySnackRun',
  },
  tram: {
    things: 'Bell Track Strap Ticket Stop Conductor Window Wire Rail Seat',
    moves: 'BellRing HoldOnTight StrapSway HopOn CityLoop StopMiss',
    verbs: 'Ride Ring Hop Sway',
    core: 'Bell Track BellRing Ride',
    names: 'CityByTram RideEveryTramLine TramWindowView TramStopSideQuest TramToTheEndOfTheLine',
    also: 'streetcar',
  },
  'cable car': {
    things: 'Cabin Cable Summit Pylon Mountain View Operator Bench Window Station',
    moves: 'SummitRide ViewGasp SwayPanic CloudPass SideHang BellRing',
    verbs: 'Ride Climb Sway Glide',
    core: 'Cabin Cable Mountain Ride',
    names: 'RideToTheSummit CableCarSunsetRide SummitSelfie CableCarViewChallenge CableCarPicnic',
    also: 'gondola',
  },
  motorcycle: {
    things: 'Helmet Jacket Throttle Kickstand Exhaust Sidecar Visor Handlebar Highway Glove',
    moves: 'OpenRoad RiderWave SidecarRide WindRush GarageRestore GearShift',
    verbs: 'Ride Rev Cruise Lean',
    core: 'Helmet Handlebar OpenRoad Ride',
    names:
      'RiderWaveBack SidecarAdventure MotorcycleRoadTrip MotorcycleRoadTripBingo MotorcycleGearCheck',
    also: 'motorbike',
  },
  motel: {
    things:
      'RoomKey NeonSign IceMachine VendingMachine Bedspread Pool TinySoap Lobby Keychain Painting',
    moves: 'RoomTour IceRun VendingDinner CheckIn LateCheckout RoadTripStop',
    verbs: 'Stay Check Rest Unpack',
    core: 'NeonSign RoomKey IceMachine',
    names:
      'MotelRoomTour RoadTripMotelReview NeonMotelSignHunt MotelPoolDay MotelMakeoverChallenge',
  },
  boardwalk: {
    things: 'Plank Arcade SaltwaterTaffy Seagull Pier Bike Surfboard FunnelCake Bench Lifeguard',
    moves: 'SunsetStroll ArcadeRun SeagullDodge BikeCruise PeopleWatch TaffyPull',
    verbs: 'Stroll Ride Snack Browse',
    core: 'Pier Arcade SaltwaterTaffy Stroll',
    names:
      'BoardwalkArcadeRun BoardwalkSunsetStroll BoardwalkFoodTour BoardwalkPrizeHunt BoardwalkTreatQuest',
    also: 'pier',
  },
  'car rental': {
    things: 'KeyFob Counter Contract Shuttle GPS Agent Lot Dent Checklist Convertible',
    moves: 'FreeUpgrade WalkAround DentCheck FindTheCar MirrorAdjust FuelRefill',
    verbs: 'Rent Return Drive Inspect',
    core: 'KeyFob Convertible FreeUpgrade Drive',
    names: 'WhichCarIsOurs SurpriseUpgrade WhatDidTheyGiveUs RentalCarRoulette RentalCarRoadTrip',
    also: 'rentalcar',
  },
  'gift shop': {
    things: 'Magnet Keychain SnowGlobe Postcard Mug Tshirt Plushie Bookmark Pin Tote',
    moves: 'MagnetHunt SouvenirHaul NameKeychainSearch PostcardPick BudgetBlowout ExitBrowse',
    verbs: 'Browse Buy Collect Gift',
    core: 'Magnet Keychain SnowGlobe Browse',
    names:
      'FridgeMagnetCollection WeirdestGiftShopFind GiftShopBudgetChallenge GiftShopUnderFive GiftShopSwap',
    also: 'souvenirshop',
  },
  'rest stop': {
    things: 'VendingMachine PicnicTable Map Bench Snack Coffee Trucker Jerky Brochure Restroom',
    moves: 'LegStretch SnackHaul DogWalk DriverSwap MapCheck QuickNap',
    verbs: 'Stretch Snack Refuel Swap',
    core: 'VendingMachine PicnicTable Snack Stretch',
    names: 'RoadTripPitStop BestRestStopSnacks PitStopSpeedrun RestStopStretch RestStopPicnic',
    also: 'truckstop servicestation',
  },
  pilot: {
    things: 'Cockpit Wings Headset CaptainHat Runway Jet Throttle Window Cloud Logbook',
    moves: 'SmoothLanding Takeoff CaptainSpeaking Turbulence PreflightCheck',
    verbs: 'Fly Land Taxi Steer Soar',
    core: 'Cockpit Wings CaptainHat Fly',
    names: 'ButterSmoothLanding PilotWingsEarned AskAPilot PilotForADay PilotAlphabetChallenge',
  },
  'flight attendant': {
    things: 'Cart Pretzel Seatbelt OxygenMask CallButton Galley Aisle Blanket LifeVest Pillow',
    moves: 'SafetyDemo SnackRun SeatbeltCheck TrayTablesUp AisleWalk CallButtonDing',
    verbs: 'Serve Demonstrate Buckle Announce',
    core: 'Cart Seatbelt SafetyDemo Serve',
    names:
      'ChickenOrPasta SafetyDemoDance FlightAttendantSnackCart FlightAttendantForADay FlightAttendantQuiz',
    also: 'stewardess cabincrew',
  },
  'tour guide': {
    things: 'Flag Umbrella Microphone Map Bus Ticket Headset Landmark SelfieStick Brochure',
    moves: 'FollowTheFlag FunFact PhotoStop HeadCount WalkingTour LeftSide',
    verbs: 'Guide Lead Point Narrate',
    core: 'Flag Microphone FollowTheFlag Guide',
    names:
      'FollowTheUmbrella TourGuideFunFacts TourGuideVoiceChallenge TourGuideForADay GiveATourOfYourTown',
  },
  'truck driver': {
    things: 'Rig Horn Trailer Radio Map Cab Thermos TruckStop Highway Mudflap',
    moves: 'HonkTheHorn LongHaul TruckStopMeal NightDrive ConvoyRoll BigRigTurn',
    verbs: 'Haul Honk Drive Deliver',
    core: 'Rig Horn Highway Honk',
    names: 'HonkForTheTrucker TruckStopTour TruckCabTour TruckerRoadTripBingo TruckDriverForADay',
    also: 'trucker',
  },
  bucees: {
    things: 'Beaver BeaverNugget Brisket Jerky Fudge Restroom GasPump Plushie Tshirt',
    moves: 'BrisketRun RestroomReview JerkyWallTour SouvenirHaul RoadTripStop FudgeSample',
    verbs: 'Fuel Snack Browse Stop',
    core: 'Beaver BeaverNugget Brisket',
    names: 'BeaverNuggetReview BrisketSandwichRun BuceesHaul BuceesMerchHunt BuceesSnackRanking',
    spelled: 'Bucees',
  },
} as const satisfies KeywordEntries;
