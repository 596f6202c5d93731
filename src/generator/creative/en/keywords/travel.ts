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
    names: 'SpinTheGlobe PinYourNextTrip OneBagChallenge TravelTuesday TravelBingoChallenge',
    also: 'traveling travelling traveler',
  },
  vacation: {
    things: 'Suitcase Sunscreen Pool Beach Resort Hammock Flipflops Itinerary',
    moves: 'PoolDay BeachDay SunsetDinner Excursion LazyMorning',
    verbs: 'Explore Relax Unplug',
    names:
      'WishYouWereHere HotelBreakfastRanked VacationInFivePics PlanMyVacation SendAVacationPostcard',
    also: 'vacay holiday',
  },
  'road trip': {
    things: 'Snacks Playlist GasStation Map Backseat Motel Cooler Billboard',
    moves: 'PitStop ScenicRoute SingAlong StateLine MileMarker Detour',
    verbs: 'Explore Drive Cruise',
    names:
      'AreWeThereYet GasStationSnackHaul RoadTripPlaylist ScenicRouteOnly RoadTripAlphabetGame',
  },
  camping: {
    things: 'Tent Marshmallows Lantern SleepingBag Hammock Stars Cooler Canoe',
    moves: 'TentSetup Stargaze SmoresNight CampCooking LakeSwim FirstNight',
    verbs: 'Camp Stargaze Paddle',
    names: 'TentSetupChallenge SleepUnderTheStars CampCookOff CampsiteTour CampCoffeeChallenge',
    also: 'camp campsite',
  },
  beach: {
    things: 'Sand Waves Shells Towel Umbrella Sunscreen Cooler Flipflops',
    moves: 'SandcastleBuild ShellHunt SunsetWalk TidePools Volleyball Boogieboard',
    verbs: 'Build Swim Splash Relax',
    names:
      'SandcastleBuildOff ShellHuntChallenge WhatsInMyBeachBag BeachDayPhotoDump BeachCleanupChallenge',
  },
  cruise: {
    things: 'Ship Deck Cabin Pool Buffet Balcony Port Captain',
    moves: 'SeaDay PortDay CabinTour BuffetRun ShoreExcursion DeckParty',
    verbs: 'Explore Sail Lounge',
    names: 'CruiseCabinTour CruiseBuffetRanked SeaDayRoutine PackForACruise DecorateYourCruiseDoor',
  },
  airport: {
    things: 'Gate BoardingPass Lounge Security Runway CarryOn Terminal Carousel',
    moves: 'TerminalTour LoungeHop GateChange TravelOutfit LayoverHack',
    verbs: 'Explore Wander Fly',
    names: 'AirportTheory WindowOrAisle AirportOutfitChallenge TerminalTour AirportSnackRanking',
  },
  airplane: {
    things: 'WindowSeat Wing Clouds TrayTable Pretzels Seatbelt Runway Snacks',
    moves: 'Takeoff Landing WindowView FirstFlight RedEye Upgrade',
    verbs: 'Explore Fly Soar',
    names: 'WindowSeatView FirstFlightFeels RateMyPlaneMeal CloudsFromMySeat GuessTheCityFromAbove',
    also: 'plane flight aeroplane',
  },
  hotel: {
    things: 'Pool Lobby Balcony Robe Minibar Keycard RoomService Pillow',
    moves: 'RoomTour BreakfastBuffet LateCheckout Upgrade Checkin',
    verbs: 'Relax Lounge Unwind',
    names: 'HotelRoomTour TowelAnimalChallenge RoomServiceReview RateMyHotelView HotelAmenityHunt',
  },
  backpacking: {
    things: 'Backpack Hostel Bunk RailPass Map Passport Trail Poncho',
    moves: 'HostelHop BorderCrossing OvernightTrain RailTrip NightBus',
    verbs: 'Wander Roam Trek',
    names:
      'OneBagTravel WhatsInMyBackpack BackpackerBudgetDay TenKiloBackpackChallenge HostelHopChallenge',
    also: 'backpacker',
  },
  'solo travel': {
    things: 'Journal Backpack Hostel Camera Tripod Map Passport Cafe',
    moves: 'TableForOne TripodShot FreeWalkingTour HostelMeetup CafeJournal',
    verbs: 'Explore Wander Journal Roam',
    names: 'TableForOne FirstSoloTrip SoloDateAbroad SoloTravelYesDay AskALocalChallenge',
    also: 'solotrip solotraveler',
  },
  paris: {
    things: 'EiffelTower Croissant Louvre Seine Baguette Metro Montmartre Beret',
    moves: 'CafeHop SeinePicnic MuseumDay RooftopView MacaronRun',
    verbs: 'Explore Wander Stroll Sip',
    names: 'CroissantCrawl CatchTheEiffelSparkle ParisCafeHop SayItInFrench PicnicOnTheSeine',
  },
  'new york': {
    things: 'TimesSquare CentralPark Subway Pizza Bagel Skyline YellowCab Broadway',
    moves: 'PizzaCrawl BodegaRun BrooklynBridgeWalk RooftopHop MuseumMile',
    verbs: 'Explore Hustle Walk',
    names: 'OnlyInNewYork DollarSliceCrawl BodegaCatSpotting BagelTasteTest NYCSubwayStopHop',
    also: 'nyc newyorkcity manhattan',
  },
  london: {
    things: 'BigBen RedBus Tube Tea Thames PhoneBox Guard Umbrella',
    moves: 'AfternoonTea MarketCrawl ThamesWalk TubeHop GuardChange',
    verbs: 'Explore Stroll Sip',
    names:
      'RedPhoneBoxSelfie AfternoonTeaRanked TubeStopSideQuest FishAndChipsQuest MindTheGapChallenge',
  },
  tokyo: {
    things: 'Shibuya Ramen Konbini VendingMachine Arcade BulletTrain Sushi Neon',
    moves: 'KonbiniHaul ShibuyaCrossing RamenHop ArcadeRun ConveyorSushi NightWalk',
    verbs: 'Explore Wander Slurp Shop',
    names: 'CrossTheScramble KonbiniSnackHaul VendingMachineHunt TokyoOnFoot TokyoRamenQuest',
  },
  japan: {
    things: 'Sakura Ramen Konbini BulletTrain Temple Onsen Torii Yen',
    moves: 'CherryBlossomWalk RamenCrawl KonbiniRun TempleHop OnsenDay CapsuleHotel',
    verbs: 'Explore Slurp Soak',
    names: 'KonbiniTasteTest BulletTrainBento SakuraPicnic JapanInTenBites OrderInJapanese',
  },
  disney: {
    things: 'Castle MouseEars Churro Fireworks Parade DoleWhip Monorail',
    moves: 'RopeDrop ParadeSpot CharacterMeet FireworksView RideMarathon',
    verbs: 'Explore Ride Snack',
    names: 'RopeDropChallenge RideEveryRide DoleWhipRun DIYMouseEars HiddenMickeyHunt',
    also: 'disneyland disneyworld',
  },
  hawaii: {
    things: 'Lei Ukulele Poke ShaveIce Volcano Surfboard Hibiscus Reef',
    moves: 'Luau Snorkel WaterfallHike SunsetSurf IslandHop ShaveIceRun',
    verbs: 'Explore Snorkel Surf Hike',
    names: 'ShaveIceQuest LeiMakingChallenge PokeBowlQuest HawaiiIslandHop LearnAHulaStep',
    also: 'maui oahu',
  },
  'las vegas': {
    things: 'Strip Neon Fountains Sphere Sign Buffet Desert Show',
    moves: 'StripWalk BuffetRun FountainShow SphereShow NeonTour PoolDay',
    verbs: 'Explore Wander Stroll',
    names: 'StripWalkChallenge SphereReaction VegasBuffetRanked VegasOnABudget VegasNeonSignHunt',
    also: 'vegas',
  },
  italy: {
    things: 'Pasta Gelato Pizza Colosseum Gondola Vespa Piazza Espresso Lemons',
    moves: 'GelatoCrawl VespaRide PastaClass CoastDrive PiazzaHop',
    verbs: 'Stroll Sip Ride Twirl',
    names: 'GelatoADay VespaAdventure PastaTourItaly OrderInItalian EspressoLikeAnItalian',
  },
  mexico: {
    things: 'Tacos Beach Cenote Pyramid Mariachi Churro Pinata PapelPicado',
    moves: 'TacoCrawl CenoteSwim BeachDay PyramidClimb MarketDay',
    verbs: 'Explore Swim Dance Eat',
    names: 'CenoteHopping TacoCrawlChallenge OrderInSpanish MexicoStreetFoodQuest FindTheBestElote',
  },
  dubai: {
    things: 'BurjKhalifa Desert Dunes Camel Mall Skyline Marina Gold',
    moves: 'DesertSafari SkydeckView MallCrawl DuneDrive GoldSouk',
    verbs: 'Explore Ride Shop Soar',
    names:
      'DesertSafariPOV DubaiChocolateHunt DubaiOnABudget DubaiGoldSoukHunt DubaiFreeThingsChallenge',
  },
  bali: {
    things: 'RiceTerrace Swing Temple Villa Scooter Monkey Beach SmoothieBowl',
    moves: 'JungleSwing TempleVisit SunriseHike WaterfallChase VillaTour',
    verbs: 'Explore Swing Ride Relax',
    names: 'BaliSwingChallenge RiceTerraceSunrise BaliOnABudget BaliWaterfallHop BaliCafeHop',
  },
  europe: {
    things: 'RailPass Euro Passport Croissant Gelato Castle Hostel Cobblestones',
    moves: 'RailTrip CountryHop CastleTour CafeCrawl NightTrain',
    verbs: 'Explore Wander Roam',
    names:
      'TrainAcrossEurope TenCountriesTenDays EuropeByNightTrain EuropeByBusChallenge InterrailChallenge',
  },
  greece: {
    things: 'Santorini Ferry Gyro Olives Ruins BlueDome Feta Island',
    moves: 'IslandHop FerryRide SunsetInOia RuinsTour GyroCrawl BoatDay',
    verbs: 'Explore Wander Sail Swim',
    names: 'GreekIslandHopping BlueDomeSelfie GyroTasteTest GreekTavernaQuest LearnAGreekDance',
  },
  spain: {
    things: 'Tapas Paella Plaza Churros Beach SagradaFamilia Siesta Alhambra',
    moves: 'TapasCrawl PlazaHop BeachDay FlamencoShow ChurroRun',
    verbs: 'Explore Dance Stroll Nap',
    names: 'TapasCrawl ChurrosForBreakfast PaellaQuest LearnAFlamencoStep SpainSiestaChallenge',
  },
  iceland: {
    things: 'Glacier Waterfall BlackSand HotSpring Puffin Volcano RingRoad Aurora',
    moves: 'RingRoadTrip GlacierHike BlueLagoon WaterfallChase AuroraHunt PuffinWatch',
    verbs: 'Explore Chase Hike Soak',
    names: 'RingRoadTrip AuroraHunt HotSpringHop WaterfallEveryDay IcelandHotDogQuest',
  },
  'family vacation': {
    things: 'Minivan Snacks Cooler Kids Backseat Map Sunscreen Camera',
    moves: 'RoadTrip ThemeParkDay BeachDay PoolDay FamilyPhoto CabinWeekend',
    verbs: 'Explore Swim Relax',
    names:
      'KidsPlanTheDay FamilyRoadTripChaos FamilyVacationBingo RecreateTheVacationPhoto FamilyPostcardChallenge',
    also: 'familytrip familyvacay',
  },
  'girls trip': {
    things: 'MatchingPJs Playlist Airbnb Snacks Camera Suitcase Polaroid',
    moves: 'MatchingOutfits PhotoShoot BeachDay BrunchDate PoolParty RoadTrip',
    verbs: 'Explore Dance Shop',
    names:
      'MatchingPJsChallenge BestieTripBingo GirlsTripPhotoDump GirlsTripPackingParty GirlsTripDareJar',
    also: 'girlsweekend',
  },
  'spring break': {
    things: 'Beach Sunscreen Pool Shades Cooler Flipflops Playlist',
    moves: 'BeachDay PoolParty RoadTrip BoatDay SunsetWalk',
    verbs: 'Explore Relax Swim',
    names:
      'SpringBreakBucketList SunscreenSquad SpringBreakRoadTrip SpringBreakAtHome SpringBreakSunriseClub',
  },
  staycation: {
    things: 'Backyard Pool Hotel Couch Snacks Blanket Park Museum',
    moves: 'HotelNight BackyardCamp LocalTour MuseumDay SpaDay PicnicDay',
    verbs: 'Explore Relax Unplug Lounge',
    names:
      'TouristInMyOwnCity NoPassportNeeded BackyardVacation StaycationSpaDay StaycationPicnicDare',
  },
  'weekend getaway': {
    things: 'Duffel Cabin Cottage Airbnb Playlist Snacks Map',
    moves: 'CabinWeekend CityBreak CoastDrive SpaDay HikeAndBrunch',
    verbs: 'Explore Relax Unplug',
    names:
      '48HourEscape SpontaneousWeekend WeekendTripOnABudget PackForTheWeekend GetawayWithNoPlan',
    also: 'getaway weekendtrip',
  },
  'day trip': {
    things: 'Map Snacks Train Ticket Picnic Camera Cooler Town',
    moves: 'SmallTownHop PicnicStop ScenicDrive BeachDay TrainRide',
    verbs: 'Explore Wander Stroll',
    names: 'BackByDinner OneDayAway SmallTownSideQuest DayTripRoulette DayTripOnTenDollars',
  },
  honeymoon: {
    things: 'Villa Rings Beach Roses Sunset Hammock Resort Passport',
    moves: 'SunsetDinner VillaTour CoupleSpa BeachWalk BoatDay',
    verbs: 'Explore Relax Swim',
    names:
      'PlanYourDreamHoneymoon RecreateYourHoneymoon SunsetForTwo JustMarriedAbroad HoneymoonRecap',
  },
  'national park': {
    things: 'Ranger Trailhead ParkPassport Bison Geyser Canyon Campsite Map',
    moves: 'JuniorRanger SunriseHike ScenicDrive WildlifeSpotting TrailLoop StampHunt',
    verbs: 'Explore Hike Camp',
    names:
      'EveryParkChallenge JuniorRangerBadge LeaveNoTrace ParkPassportStamps NationalParkSunriseHike',
  },
  mountain: {
    things: 'Summit Trail Peak Cabin Boots Cloud Viewpoint Lake',
    moves: 'SummitPush SunriseHike RidgeWalk CabinWeekend GondolaRide',
    verbs: 'Climb Hike Summit Breathe',
    names: 'SummitSelfie SunriseAtTheSummit HikeToTheView MountainTopPicnic MountainEchoTest',
  },
  lake: {
    things: 'Dock Canoe Paddleboard Cabin Pontoon Float Pier Sunset',
    moves: 'SkipStones SunsetPaddle PontoonCruise DockLounge Fishing',
    verbs: 'Paddle Float Swim Fish',
    names:
      'LakeDayPhotoDump SkipStonesChallenge LakeHouseSummer WalkAroundTheLake LakeSunsetPaddle',
  },
  island: {
    things: 'Palm Hammock Ferry Coconut Reef Dock Lagoon Sandbar',
    moves: 'Snorkel BoatDay SandbarChill FerryRide SunsetSwim',
    verbs: 'Swim Sail Relax Snorkel',
    names:
      'IslandHopChallenge BarefootDay ShellHuntChallenge IslandTimeChallenge ExploreTheWholeIsland',
  },
  'van life': {
    things: 'Van Bed SolarPanel Skylight Kitchenette Map Hammock Roof',
    moves: 'VanTour BuildOut CoffeeWithAView SunriseWake RoadCook',
    verbs: 'Build Drive Roam',
    names: 'CookInTheVan VanTourTuesday VanLifeTinySpaceHack ParkUpWithAView VanBuildChallenge',
    also: 'campervan',
  },
  rv: {
    things: 'Campground Awning Bunk Grill Map Hookup Cooler',
    moves: 'CampgroundTour FirstSetup RoadTrip BackingIn',
    verbs: 'Drive Camp Roam',
    names: 'CampgroundTour RVKitchenTour FirstRVTrip RVPackingTetris RVCookOff',
    also: 'camper motorhome',
    spelled: 'RV',
  },
  glamping: {
    things: 'Yurt BellTent Dome FairyLights Treehouse HotTub Hammock Blanket',
    moves: 'DomeTour TreehouseStay YurtNight Stargazing CozyMorning',
    verbs: 'Relax Unplug Stargaze Lounge',
    names: 'CampingButMakeItFancy GlampsiteTour DomeTentTour GlampingMovieNight GlampUpYourTent',
  },
  cabin: {
    things: 'Fireplace HotTub Blanket Cocoa Woods Porch Lake Snow',
    moves: 'WoodsWalk CozyWeekend HotTubNight PorchMorning BoardGameNight',
    verbs: 'Unplug Relax Hike Read',
    names: 'CozyCabinWeekend HotTubInTheSnow CabinCookOff CabinGameNight CabinNoPhonesWeekend',
  },
  train: {
    things: 'Ticket Window DiningCar Bunk Platform Station Scenery Conductor',
    moves: 'SleeperCabin BulletRide ScenicRoute CabinTour WindowView',
    verbs: 'Explore Ride Relax',
    names: 'SleeperTrainTour WindowSeatViews TrainSnackHaul ScenicTrainRide TrainWindowSketch',
  },
  boat: {
    things: 'Deck Anchor Captain LifeJacket Dock Waves Cooler Sunset',
    moves: 'SunsetCruise SandbarDay AnchorOut Tubing FishingTrip',
    verbs: 'Explore Sail Cruise',
    names: 'CaptainForADay SandbarDay BoatDayPlaylist LearnABoatKnot BoatDaySnackBoard',
  },
  'theme park': {
    things: 'Churro FunnelCake FerrisWheel Wristband Mascot ParkMap',
    moves: 'RideMarathon FirstDrop RopeDrop WaterRide FoodCrawl',
    verbs: 'Explore Ride Snack',
    names: 'RidePhotoChallenge FunnelCakeQuest RopeDropRun RideEveryCoaster ThemeParkSnackRanking',
    also: 'amusementpark',
  },
  'roller coaster': {
    things: 'Loop Drop LiftHill Harness FrontRow Track Camera',
    moves: 'HandsUp FirstDrop LoopTheLoop LaunchStart BackRow',
    verbs: 'Explore Ride Snack',
    names:
      'HandsUpChallenge FrontRowOrBust FirstDropReaction RateEveryCoaster RideYourFirstCoaster',
    also: 'coaster',
  },
  'los angeles': {
    things: 'HollywoodSign Beach Palms Tacos Pier WalkOfFame SantaMonica Griffith',
    moves: 'PierSunset CanyonHike TacoTruckCrawl StarSpotting BeachBike',
    verbs: 'Explore Cruise Hike',
    names: 'TacoTruckCrawl HollywoodSignHike LABeachHop LAWithoutACar LAMuralHunt',
  },
  california: {
    things: 'GoldenGate Redwoods PalmTrees Beach Surfboard BigSur Desert Tacos',
    moves: 'PCHDrive RedwoodHike SurfLesson DesertWeekend CoastCruise',
    verbs: 'Surf Cruise Hike',
    names: 'PCHRoadTrip HugARedwood CaliBeachHop CaliforniaCoastDrive CaliforniaSunsetHunt',
  },
  florida: {
    things: 'Beach Gator Palm Orange Keys ThemePark Sunshine Springs',
    moves: 'KeysDrive SpringsSwim AirboatRide BeachHop ThemeParkDay',
    verbs: 'Explore Swim Relax',
    names: 'KeysRoadTrip GatorSpotting SpringsHopping FloridaBeachHop FloridaKeyLimeQuest',
  },
  miami: {
    things: 'SouthBeach ArtDeco Cafecito Palms OceanDrive Wynwood Boat Cuban',
    moves: 'WynwoodWalls BeachDay CafecitoRun BoatDay ArtDecoWalk',
    verbs: 'Explore Swim Dance',
    names: 'CafecitoRun WynwoodWallsWalk CubanSandwichQuest MiamiArtDecoWalk MiamiBeachSunrise',
  },
  orlando: {
    things: 'ThemeParks Castle Churro Pool Resort Wizard Lake Gator',
    moves: 'ParkHop RopeDrop WaterPark SpringsSwim CastleView',
    verbs: 'Explore Ride Swim',
    names:
      'RopeDropRun ParkHopperChallenge OrlandoOnABudget OrlandoSpringsDay OrlandoBeyondTheParks',
  },
  'new orleans': {
    things: 'Beignets Jazz FrenchQuarter Streetcar Balcony Beads Gumbo Bayou',
    moves: 'BeignetRun JazzWalk StreetcarRide BayouTour SecondLine',
    verbs: 'Dance Stroll Snack',
    names: 'BeignetRun JazzWalk GumboQuest NewOrleansFoodCrawl NOLAPralineQuest',
    also: 'nola',
  },
  nashville: {
    things: 'Boots Guitar Mural HotChicken Broadway Stage CowboyHat Opry',
    moves: 'MuralHunt HotChickenRun OpryShow LiveMusicCrawl BootShopping',
    verbs: 'Explore Sing Dance',
    names:
      'HotChickenQuest LineDanceLesson NashvilleMuralHunt NashvilleOpenMicNight NashvilleMusicRowWalk',
  },
  chicago: {
    things: 'Bean DeepDish Skyline River ElTrain Lakefront HotDog Pier',
    moves: 'BeanSelfie RiverCruise DeepDishCrawl ArchitectureTour LakefrontBike',
    verbs: 'Explore Stroll Cruise',
    names:
      'BeanSelfieChallenge DeepDishDebate ChicagoDogQuest ChicagoArchitectureWalk ChicagoLakefrontBike',
  },
  'san francisco': {
    things: 'GoldenGate CableCar Fog Sourdough Alcatraz Hills Pier PaintedLadies',
    moves: 'CableCarRide BridgeWalk FogChase AlcatrazTour HillClimb',
    verbs: 'Explore Climb Ride',
    names: 'RideTheCableCar SourdoughQuest FogOrNoFog SFGoldenGateWalk SanFranciscoHillWalk',
    also: 'sanfran',
  },
  usa: {
    things: 'Route66 Diner NationalPark Skyline Flag Motel BigCity',
    moves: 'CrossCountryDrive StateHop DinerStop NationalParkTour FiftyStates',
    verbs: 'Explore Drive Roam',
    names: 'AllFiftyStates AmericanRoadTrip CoastToCoast FiftyStatesFoodQuest USANationalParkQuest',
    also: 'america unitedstates',
    spelled: 'USA',
  },
  rome: {
    things: 'Colosseum TreviFountain Gelato Vespa Pantheon Pasta Piazza Cobblestones',
    moves: 'CoinToss GelatoCrawl VespaRide PastaClass RuinsWalk',
    verbs: 'Wander Stroll Twirl',
    names: 'WhenInRome TossACoinChallenge GelatoQuest RomeOnFoot RomeFountainHunt',
  },
  barcelona: {
    things: 'SagradaFamilia ParkGuell Tapas Churros Beach Mosaic Rambla Paella',
    moves: 'GaudiTour TapasCrawl BeachDay MosaicHunt MarketRun',
    verbs: 'Explore Stroll Dance Snack',
    names: 'TapasCrawl GaudiSpotting BarcelonaOnFoot BarcelonaBeachDay BarcelonaMarketQuest',
  },
  amsterdam: {
    things: 'Bikes Tulips Canals Windmill Stroopwafel Houseboat Cheese Clogs',
    moves: 'BikeTour TulipFields BoatTour WindmillVisit StroopwafelRun',
    verbs: 'Explore Cycle Stroll Float',
    names:
      'StroopwafelQuest TulipFieldSelfie CycleTheCanals AmsterdamFlowerMarket AmsterdamMuseumHop',
  },
  seoul: {
    things: 'Hanbok Palace Cafe Kpop Photobooth NamsanTower Subway Tteokbokki',
    moves: 'HanbokWalk CafeHop MarketCrawl SkincareHaul PhotoboothRun',
    verbs: 'Explore Shop Snack Pose',
    names: 'HanbokDay PhotoboothChallenge SeoulCafeHop SeoulHanRiverPicnic SeoulStreetFoodQuest',
  },
  korea: {
    things: 'Seoul Busan Hanbok Kimchi Palace ConvenienceStore Jeju',
    moves: 'PalaceVisit HanbokShoot ConvenienceHaul KbbqNight BusanBeach JejuTrip',
    verbs: 'Explore Snack Shop Pose',
    names:
      'LivingMyKdrama ConvenienceStoreHaul HanbokPhotoshoot KoreanStreetFoodQuest KoreaCafeHop',
    also: 'southkorea',
  },
  thailand: {
    things: 'Temple Tuktuk Island Mango PadThai Market LongtailBoat ElephantSanctuary',
    moves: 'IslandHop NightMarket TempleTour LongtailRide StreetFoodCrawl',
    verbs: 'Explore Snorkel Ride Slurp',
    names:
      'IslandHoppingThailand NightMarketQuest MangoStickyRiceHunt ThailandStreetFoodQuest ThaiCookingClassDay',
  },
  'bucket list': {
    things: 'List Pen Passport Globe Map Journal Camera',
    moves: 'HotAirBalloon SafariDrive IglooNight WhaleWatch GlacierHike',
    verbs: 'Explore Chase Travel',
    names: 'CrossItOff NeverDoneItBefore OneNewPlaceAMonth BucketListJar ShareYourBucketList',
  },
  wanderlust: {
    things: 'Globe Map Passport Postcard Compass Journal Backpack',
    moves: 'BucketListTrip SunsetChase CityBreak IslandHop RoadTrip',
    verbs: 'Explore Wander Roam',
    names: 'WanderlustWednesday SpinTheGlobe GetLostOnPurpose PinYourWanderlust ThrowADartAtTheMap',
  },
  adventure: {
    things: 'Backpack Compass Map Boots Rope Headlamp Trail Summit',
    moves: 'Trek Zipline CaveTour RaftTrip WaterfallHike SunriseClimb',
    verbs: 'Explore Climb Trek',
    names:
      'SayYesToAdventure SideQuestSaturday MicroAdventure AdventureJarChallenge AdventureAlphabet',
  },
  passport: {
    things: 'Stamp Visa Holder Cover BoardingPass Customs Border',
    moves: 'StampCount FirstStamp NewVisa BorderCrossing CountryCount',
    verbs: 'Explore Travel Roam',
    names:
      'FirstStampEver RateMyPassportPhoto CountYourStamps PassportCountryRoulette FillYourPassport',
  },
  suitcase: {
    things: 'PackingCube Tag Scale CarryOn Zipper Wheels Lock Toiletries',
    moves: 'CubeTetris RollMethod SitAndZip WeighIn FiftyPoundLimit',
    verbs: 'Explore Wander Pack',
    names: 'WillItFit WhatsInMySuitcase PackingTetris OneSuitcaseChallenge SuitcaseSpeedPack',
    also: 'luggage',
  },
  packing: {
    things: 'Suitcase CarryOn Cubes Toiletries Outfits Shoes List Scale',
    moves: 'CubeTetris RollMethod CapsuleWardrobe WeighIn LastMinute',
    verbs: 'Explore Wander Pack',
    names: 'PackWithMe PackLightChallenge PackingTetris PackingListSwap PackInTenMinutes',
  },
  'budget travel': {
    things: 'Hostel Backpack BusTicket StreetFood Coupon Map Spreadsheet',
    moves: 'FreeWalkingTour HostelHop RedEye StreetFoodCrawl OvernightBus',
    verbs: 'Explore Wander Roam',
    names: 'TravelForLess 50DollarDay CheapEatsQuest BudgetTripChallenge FreeThingsToDoChallenge',
    also: 'cheaptravel',
  },
  'luxury travel': {
    things: 'FirstClass Villa Butler Yacht Spa InfinityPool Suite Lounge',
    moves: 'SuiteTour YachtDay SpaDay VillaTour LoungeHop',
    verbs: 'Explore Relax Lounge',
    names: 'SuiteTour BudgetVsLuxury WorthTheSplurge LuxuryForLess LuxuryTravelDupe',
  },
  'first class': {
    things: 'Lounge Suite Flatbed Pajamas Menu AmenityKit Seat Window',
    moves: 'SuiteTour FlatbedNap MealReview LoungeHop Upgrade',
    verbs: 'Fly Relax Lounge',
    names: 'FirstClassReview UpgradeOrNot FirstClassWorthIt FirstClassOnPoints FirstClassAtHome',
    also: 'businessclass',
  },
  layover: {
    things: 'Terminal Lounge Gate Passport Transit Map Snacks',
    moves: 'CityTour LoungeHop AirportNap TransitTour CityDash',
    verbs: 'Explore Wander Relax',
    names: 'LayoverAdventure EightHourLayover AirportSideQuest LayoverCityDash LayoverFoodQuest',
  },
  airbnb: {
    things: 'Keycode Host Cabin Treehouse Loft Pool HotTub Review',
    moves: 'CheckInTour HouseTour TreehouseStay CabinWeekend UniqueStay',
    verbs: 'Explore Relax Lounge',
    names: 'AirbnbTour RateMyAirbnb WeirdestAirbnb SignTheAirbnbGuestbook AirbnbCookOff',
  },
  resort: {
    things: 'Pool Cabana Buffet Wristband Spa Lounger Towel Beach',
    moves: 'PoolDay BuffetRun SpaDay CabanaDay RoomReveal',
    verbs: 'Relax Swim Lounge',
    names: 'ResortRoomTour ResortBuffetRanked PoolDayPOV ResortPoolGames ResortActivityChallenge',
    also: 'allinclusive',
  },
  hostel: {
    things: 'Bunk Locker Dorm CommonRoom Kitchen Backpack Earplugs Keycard',
    moves: 'BunkTour DormLife CommonRoomChat KitchenHack FreeTour',
    verbs: 'Explore Wander Roam',
    names: 'TopBunkOrBust HostelRoomTour HostelFriends HostelCookOff HostelGameNight',
  },
  'digital nomad': {
    things: 'Laptop Wifi Cafe Coworking Visa Backpack Hammock Beach',
    moves: 'CafeOffice BeachDesk SetupTour CoworkTour',
    verbs: 'Explore Work Roam',
    names: 'OfficeWithAView NomadDeskTour CafeWorkHop NomadCityRoulette WorkFromAnywhereChallenge',
    also: 'nomad',
  },
  'study abroad': {
    things: 'Campus Passport Dorm Visa Backpack HostFamily Map Cafe',
    moves: 'FirstWeek WeekendTrip LanguageClass HostDinner CampusTour',
    verbs: 'Explore Wander Learn',
    names:
      'FirstWeekAbroad OrderInTheLocalLanguage CookForYourHostFamily StudyAbroadPenPal HostFamilyDinner',
    also: 'exchangestudent',
  },
  sailing: {
    things: 'Sail Mast Helm Knot Compass Anchor Wind Harbor',
    moves: 'SunsetSail HarborSail KnotTie Regatta',
    verbs: 'Explore Sail Cruise',
    names: 'KnotTyingChallenge FirstTimeSailing SunsetSail LearnToSailChallenge NameYourSailboat',
  },
  snorkeling: {
    things: 'Mask Fins Reef Turtle Fish Coral Lagoon GoPro',
    moves: 'ReefSwim TurtleSpotting UnderwaterSelfie FishCount CoralTour',
    verbs: 'Swim Float Dive',
    names: 'TurtleSpotting FishIDChallenge ReefSafeSwap SnorkelBingo FirstTimeSnorkeling',
    also: 'snorkel snorkelling',
  },
  scuba: {
    things: 'Tank Regulator Fins Mask Reef Wreck Buddy Coral',
    moves: 'ReefDive NightDive WreckDive OpenWater BuddyCheck',
    verbs: 'Explore Dive Float',
    names: 'LearnToScuba ScubaFishBingo FirstDive LearnTheDiveSigns UnderwaterSelfie',
    also: 'scubadiving diving',
  },
  safari: {
    things: 'Lion Elephant Giraffe Jeep Binoculars Savanna Tent Camera',
    moves: 'GameDrive BigFive SunriseDrive MigrationWatch BushBreakfast',
    verbs: 'Explore Roam Trek',
    names: 'SpotTheBigFive GameDrivePOV SafariBingo SafariSketchChallenge SafariSunriseDrive',
  },
  desert: {
    things: 'Dunes Cactus Camel Canyon Stars Jeep Oasis Sunset',
    moves: 'DuneDrive Sandboard Stargaze CamelRide CanyonHike',
    verbs: 'Explore Wander Ride Stargaze',
    names: 'SandboardChallenge DesertStargazing DuneSunsetHike DesertBloomHunt DesertCampNight',
  },
  waterfall: {
    things: 'Mist Pool Rainbow Trail Rocks Boots Moss Lookout',
    moves: 'TrailHike SwimmingHole RainbowHunt PhotoSpot MistWalk',
    verbs: 'Explore Chase Hike',
    names: 'WaterfallHunt RainbowInTheMist HikeToTheFalls ChaseTenWaterfalls WaterfallPicnicDay',
  },
  sunset: {
    things: 'GoldenHour Horizon Beach Rooftop Pier Clouds Silhouette Camera',
    moves: 'Timelapse RooftopWatch BeachPicnic BoatCruise GoldenHourWalk',
    verbs: 'Chase Unwind Stroll',
    names: 'ChasingSunsets SunsetEveryDay GoldenHourChallenge RateTheSunset SunsetPicnicChallenge',
  },
  sunrise: {
    things: 'Summit Coffee Horizon Beach Alarm Blanket Clouds',
    moves: 'SummitHike BeachYoga Timelapse DawnPaddle EarlyStart',
    verbs: 'Climb Hike Paddle',
    names:
      'UpBeforeTheSun SunriseChallenge WorthWakingUpFor SunriseHikeChallenge SunriseCoffeeClub',
  },
  museum: {
    things: 'Gallery Exhibit Ticket AudioGuide Statue Dinosaur Mummy Painting',
    moves: 'GalleryWalk PoseLikeTheArt ExhibitTour DinoHall SculptureMatch',
    verbs: 'Explore Wander Pose Learn',
    names:
      'RecreateThePainting PoseLikeTheStatue MuseumScavengerHunt MuseumDetectiveDay MuseumHopChallenge',
  },
  zoo: {
    things: 'Giraffe Penguin Lion Elephant Map Ticket Monkey Exhibit',
    moves: 'FeedingTime KeeperTalk PenguinWalk GiraffeFeed ExhibitHop',
    verbs: 'Explore Wander Learn',
    names: 'AnimalSpotting PenguinParade ZooBingo ZooSketchChallenge ZooAlphabetHunt',
  },
  'eiffel tower': {
    things: 'Paris Trocadero Picnic Lights Baguette Macarons Seine Beret',
    moves: 'SparkleHour TrocaderoShot HoldTheTower SummitRide StairClimb',
    verbs: 'Climb Pose Stroll',
    names:
      'HoldTheTower CatchTheSparkle PicnicUnderTheTower EiffelTowerEveryAngle SpotTheEiffelTower',
  },
  'grand canyon': {
    things: 'Rim Trail Mule Skywalk River Viewpoint Sunset Layers',
    moves: 'RimWalk MuleRide RaftTrip HelicopterTour SkywalkStep RimToRim',
    verbs: 'Explore Hike Gaze Ride',
    names: 'GrandCanyonOrBust SunriseAtTheRim CanyonEchoTest GrandCanyonRimWalk CanyonViewpointHop',
  },
  china: {
    things: 'GreatWall Lantern Dumplings Panda Temple BulletTrain TeaHouse Skyline',
    moves: 'WallHike NightMarket PandaVisit TempleTour DumplingCrawl LanternWalk',
    verbs: 'Explore Hike Snack Climb',
    names:
      'NightMarketCrawl DumplingQuest SayItInMandarin ChinaByHighSpeedRail ChinaStreetFoodQuest',
  },
  india: {
    things: 'TajMahal Chai Sari Spices Rickshaw Temple Bazaar Palace',
    moves: 'ChaiStop TukTukRide TempleVisit SpiceMarket TrainJourney StreetFoodCrawl',
    verbs: 'Explore Sip Ride Shop',
    names: 'ChaiAndChill TukTukTour ThaliTasteTest IndiaByTrainChallenge IndiaStreetFoodQuest',
  },
  canada: {
    things: 'MapleSyrup Moose Mountains Lake Poutine Canoe Rockies Toque',
    moves: 'RockiesDrive CanoeDay PoutineCrawl MooseSpotting NorthernLights',
    verbs: 'Explore Paddle Hike Skate',
    names: 'PoutineQuest CanoeTheLake MapleTasteTest CanadaLakeHop CanadaCoastToCoast',
  },
  australia: {
    things: 'Kangaroo Koala Reef Outback OperaHouse Beach Vegemite Surfboard',
    moves: 'ReefDive OutbackDrive KangarooSpot CoastDrive SurfLesson',
    verbs: 'Explore Surf Dive',
    names: 'KangarooSpotting VegemiteTasteTest BeachToBush AustraliaBeachHop AussieSlangChallenge',
  },
  'new zealand': {
    things: 'Fjord Hobbiton Glacier Sheep Kiwi Lake Mountains Campervan',
    moves: 'HobbitonVisit FjordCruise GlacierHike CampervanTrip StargazingTour',
    verbs: 'Explore Hike Cruise Roam',
    names: 'MiddleEarthTour GlowwormCaveWalk NZRoadTrip KiwiSlangChallenge NewZealandLakeHop',
  },
  france: {
    things: 'Baguette Croissant Lavender Chateau Riviera Cheese Beret Cafe',
    moves: 'CafeHop LavenderFields ChateauTour RivieraDrive BakeryRun',
    verbs: 'Explore Stroll Sip Savor',
    names: 'BaguetteRun CheeseTasteTest OrderInFrench FranceByTrainChallenge FrenchBakeryQuest',
  },
  germany: {
    things: 'Castle Pretzel Bratwurst BlackForest Train Alps Cathedral',
    moves: 'CastleTour ChristmasMarket RhineCruise ForestHike PretzelRun',
    verbs: 'Explore Hike Stroll Cruise',
    names: 'CastleHunting PretzelQuest ChristmasMarketHop GermanyByTrain GermanBakeryQuest',
  },
  portugal: {
    things: 'PastelDeNata Tram Tiles Lisbon Porto Cliffs Sardines Algarve',
    moves: 'TramRide TileHunt NataCrawl CoastWalk SunsetViewpoint',
    verbs: 'Explore Stroll Snack Surf',
    names:
      'TileHuntChallenge PastelDeNataQuest PortugalRoadTrip PortugalCoastWalk PortugalSurfLesson',
  },
  ireland: {
    things: 'Cliffs Castle Sheep Rainbow Shamrock GreenHills Cottage',
    moves: 'CliffWalk CastleTour RoadTrip SheepJam CottageStay RainbowHunt',
    verbs: 'Explore Wander Hike Drive',
    names: 'IrishRoadTrip SheepTrafficJam SpotTheRainbow IrelandCastleHop LearnAnIrishJig',
  },
  scotland: {
    things: 'Castle Highlands Kilt Bagpipes LochNess Shortbread Heather',
    moves: 'HighlandDrive CastleTour NessieHunt IsleHop GlenHike',
    verbs: 'Explore Wander Hike Drive',
    names: 'SpotNessie HighlandRoadTrip HighlandCowSpotting ScotlandCastleHunt ScotlandIslandHop',
  },
  england: {
    things: 'Tea Scones Castle RedBus Countryside Cottage PhoneBox Queue',
    moves: 'AfternoonTea CastleTour VillageWalk CotswoldsDrive CottageStay SconeTest',
    verbs: 'Explore Stroll Sip',
    names: 'CotswoldsCottageHop SconeTasteTest CastleHopEngland EnglandByTrain EnglishSeasideDay',
    also: 'uk britain unitedkingdom',
  },
  brazil: {
    things: 'Beach Amazon ChristTheRedeemer Sugarloaf Acai Samba Football',
    moves: 'AmazonCruise SugarloafRide AcaiBowl BeachDay CarnivalParade',
    verbs: 'Explore Dance Swim Samba',
    names: 'AcaiQuest SambaStepChallenge BrazilBeachHop BrazilStreetFoodQuest BrazilWaterfallHop',
    also: 'brasil',
  },
  peru: {
    things: 'MachuPicchu Llama Alpaca Andes Ceviche IncaTrail Poncho Market',
    moves: 'SacredValleyTour LlamaSelfie RainbowMountain CevicheTasting MarketDay',
    verbs: 'Explore Hike Climb Trek',
    names: 'HikeTheIncaTrail LlamaSelfie CevicheQuest PeruFoodQuest PeruMarketHop',
  },
  egypt: {
    things: 'Pyramids Sphinx Nile Camel Desert Felucca Pharaoh Temple',
    moves: 'PyramidPose NileCruise CamelRide TempleTour TombVisit',
    verbs: 'Explore Ride Cruise Pose',
    names: 'PyramidPerspective NileSunsetSail CamelRidePOV EgyptMuseumQuest LearnSomeHieroglyphs',
  },
  morocco: {
    things: 'Souk Riad Tagine MintTea Desert Camel Lanterns Rugs',
    moves: 'SoukHaul CamelTrek DesertCamp RiadTour TagineClass BlueCityWalk',
    verbs: 'Explore Wander Haggle Ride',
    names: 'LostInTheSouk MintTeaPour BlueCityPhotoWalk MoroccoTagineQuest MoroccoDesertNight',
  },
  turkiye: {
    things: 'Istanbul Cappadocia Balloons Bazaar Baklava Mosque Tea Ferry',
    moves: 'BalloonRide BazaarHaul FerryCrossing HammamDay BaklavaRun CaveHotel',
    verbs: 'Explore Wander Float Haggle',
    names:
      'CappadociaBalloonRide BazaarBargains TurkishDelightTaste TurkishBreakfastQuest TurkiyeCoastHop',
  },
  istanbul: {
    things: 'Bosphorus Bazaar Mosque Tea Ferry Simit Baklava Cats',
    moves: 'BosphorusCruise BazaarHaul FerryHop SimitRun RooftopTea',
    verbs: 'Explore Haggle Sip Stroll',
    names:
      'TwoContinentsOneDay SpotTheStreetCats BosphorusFerryRide IstanbulBazaarHunt IstanbulSimitQuest',
  },
  vietnam: {
    things: 'Pho BanhMi Lanterns Coffee Scooter HaLongBay RiceFields NonLa',
    moves: 'PhoCrawl LanternNight HaLongCruise EggCoffee OldTownWalk',
    verbs: 'Explore Slurp Sip Cruise',
    names: 'EggCoffeeQuest LanternWalk BanhMiRanked VietnamStreetFoodQuest VietnamByTrain',
  },
  philippines: {
    things: 'Island Beach Mango Jeepney HaloHalo Boracay Palawan',
    moves: 'IslandHopping JeepneyRide HaloHaloRun LagoonTour SunsetSail',
    verbs: 'Explore Swim Sail Snorkel',
    names:
      'HaloHaloQuest PalawanIslandHop JeepneyRidePOV PhilippinesIslandBingo FilipinoStreetFoodQuest',
  },
  singapore: {
    things: 'MarinaBay Supertrees HawkerCentre Merlion Skyline Changi ChilliCrab Orchid',
    moves: 'HawkerCrawl GardensByNight LightShow RooftopPool ChangiWaterfall',
    verbs: 'Explore Snack Stroll',
    names:
      'ChilliCrabQuest HawkerCentreCrawl KayaToastTest SingaporeGardensWalk SingaporeHawkerBingo',
  },
  'hong kong': {
    things: 'Skyline Tram Ferry DimSum Neon Peak Harbour Market',
    moves: 'DimSumCrawl StarFerryRide NightMarket PeakTram LightShow',
    verbs: 'Explore Snack Ride',
    names: 'DimSumCrawl PeakTramRide EggTartQuest HongKongStarFerryRide HongKongNightMarketHop',
  },
  sydney: {
    things: 'OperaHouse HarbourBridge Bondi Ferry Beach CoastalWalk Koala Surfboard',
    moves: 'BondiToCoogee FerryRide BridgeClimb BeachHop SunsetHarbour',
    verbs: 'Explore Surf Swim',
    names: 'BondiToCoogeeWalk OperaHouseSelfie FerryToManly SydneyBeachHop SydneyHarbourWalk',
  },
  hollywood: {
    things: 'WalkOfFame Sign Studio RedCarpet Stars Premiere Backlot',
    moves: 'StudioTour StarHunt SignHike RedCarpetPose CelebSpotting',
    verbs: 'Explore Pose Hike',
    names:
      'WalkOfFameSelfie FindYourStar HollywoodSignHike HollywoodMovieSpotHunt RecreateAMovieScene',
  },
  lisbon: {
    things: 'Tram28 PastelDeNata Tiles Viewpoint Fado Hills Sardines Castle',
    moves: 'TramRide NataRun FadoNight AlfamaWalk ViewpointHop',
    verbs: 'Explore Stroll Climb',
    names: 'Tram28Ride LisbonNataCrawl TileHuntLisbon LisbonViewpointHop LisbonFadoNight',
  },
  berlin: {
    things: 'WallMural Currywurst Bear Brandenburg Doner Museum Bike FleaMarket',
    moves: 'WallWalk DonerRun MuseumIsland FleaMarketHaul BikeTour',
    verbs: 'Explore Cycle Stroll',
    names: 'WallArtWalk DonerQuest BerlinByBike BerlinParkPicnic BerlinFleaMarketHunt',
  },
  prague: {
    things: 'Castle Bridge Clock Cobblestones Spires Tram OldTown ChimneyCake',
    moves: 'CastleClimb BridgeSunrise ClockWatch OldTownWalk ChimneyCakeRun',
    verbs: 'Explore Stroll Climb',
    names:
      'CastleAtSunrise CharlesBridgeAtDawn TrdelnikQuest PragueClockCountdown PragueOldTownWalk',
  },
  santorini: {
    things: 'BlueDome Sunset Cliffs Oia Windmill CavePool Ferry Caldera',
    moves: 'OiaSunset CalderaHike CatamaranCruise CliffsideBreakfast BlueDomeShot',
    verbs: 'Explore Swim Sail',
    names:
      'CatchTheOiaSunset BlueDomeSelfie SantoriniOnABudget SantoriniVillageHop SantoriniBoatDay',
  },
  cancun: {
    things: 'Cenote Resort Beach Ruins Turquoise Pool Tacos Hammock',
    moves: 'CenoteSwim RuinsTour ResortDay IslaMujeresTrip SnorkelReef',
    verbs: 'Swim Snorkel Relax',
    names: 'CenoteSwim CancunBeachHop CancunOnABudget CancunBeyondTheResort CancunMarketQuest',
  },
  rio: {
    things: 'ChristTheRedeemer Sugarloaf Copacabana Samba Acai Beach Carnival Ipanema',
    moves: 'SugarloafSunset SambaNight CopacabanaWalk AcaiRun CarnivalParade',
    verbs: 'Explore Dance Swim',
    names: 'CarnivalReady SugarloafSunset SambaInTheStreet RioBeachHop RioSambaLesson',
    also: 'riodejaneiro',
  },
  'mexico city': {
    things: 'Tacos Pyramids Murals Markets Churros Boats Zocalo Angel',
    moves: 'TacoCrawl PyramidClimb MuralHunt MarketTour BoatParty',
    verbs: 'Explore Snack Stroll',
    names: 'TacoCrawlChallenge MuralHunt ChurroQuest MexicoCityTacoRanking CDMXMarketHop',
    also: 'cdmx',
  },
  'cape town': {
    things: 'TableMountain Penguins CableCar Beach Lighthouse ColorfulHouses CapePoint',
    moves: 'TableMountainHike PenguinBeach CableCarRide CapePointDrive ColorfulStreetWalk',
    verbs: 'Explore Hike Drive',
    names:
      'HikeTableMountain SpotThePenguins CapePointRoadTrip CapeTownSunsetPicnic CapeTownBeachHop',
  },
  marrakech: {
    things: 'Souk Riad Medina Tagine Lanterns MintTea Spices Garden',
    moves: 'SoukHaul RiadTour MedinaWalk RooftopTea GardenVisit',
    verbs: 'Explore Wander Haggle',
    names: 'SoukHaul LostInTheMedina HaggleLikeALocal MarrakechSpiceHunt MarrakechMintTeaQuest',
    also: 'marrakesh',
  },
  kyoto: {
    things: 'Torii Bamboo Temple Matcha Kimono Lantern Shrine Deer',
    moves: 'ToriiTunnel BambooForestWalk TempleHop TeaCeremony KimonoStroll',
    verbs: 'Explore Stroll Sip',
    names: 'BambooForestWalk CountTheToriiGates MatchaTasteTest KyotoTempleHop KyotoKimonoWalk',
  },
  vienna: {
    things: 'Palace Opera Sachertorte Coffeehouse Waltz Schnitzel Tram FerrisWheel',
    moves: 'PalaceTour CoffeehouseHop CakeCrawl WaltzLesson ChristmasMarket',
    verbs: 'Explore Waltz Sip',
    names: 'LearnToWaltz CoffeehouseHop SachertorteTaste ViennaCakeCrawl ViennaConcertNight',
  },
  edinburgh: {
    things: 'Castle RoyalMile Bagpipes ArthursSeat Shortbread Cobblestones Kilt',
    moves: 'ArthursSeatHike RoyalMileWalk CastleTour GhostTour FringeShow',
    verbs: 'Explore Climb Stroll',
    names:
      'ArthursSeatSunrise OldTownGhostWalk HaggisTasteTest EdinburghBookshopHop EdinburghCastleQuest',
  },
  dublin: {
    things: 'Library ColorfulDoors Castle Harbour Bridge Shamrock Cliffs',
    moves: 'LibraryVisit CliffWalk DoorHunt CastleTour HowthHike',
    verbs: 'Explore Stroll Hike',
    names: 'DublinInADay DoorHuntDublin IrishStewQuest DublinBookshopHop DublinCoastWalk',
  },
  'amalfi coast': {
    things: 'Lemons Cliffs Positano Boat Ferry Gelato Vespa Umbrellas',
    moves: 'BoatDay CoastDrive LemonGrove CliffsideLunch PathOfTheGods',
    verbs: 'Explore Sail Swim',
    names: 'PositanoPOV LemonGranitaQuest AmalfiBoatDay AmalfiCoastByBus AmalfiVillageHop',
    also: 'amalfi positano',
  },
  maldives: {
    things: 'WaterVilla Reef Lagoon Hammock Seaplane Sandbank Turtle Dolphin',
    moves: 'SeaplaneRide SnorkelReef SandbankPicnic SunsetCruise VillaTour',
    verbs: 'Swim Snorkel Relax',
    names:
      'TurtleSpotting OverwaterVillaTour MaldivesOnABudget MaldivesSnorkelDay MaldivesSandbankPicnic',
  },
  switzerland: {
    things: 'Alps Chocolate Fondue Cowbell Train Glacier Lake Matterhorn',
    moves: 'ScenicTrain LakeCruise AlpineHike FondueNight MountainRail',
    verbs: 'Explore Hike Ride',
    names: 'FondueNight SwissTrainRide ChocolateTasteTest SwissLakeHop SwissAlpsPicnic',
    also: 'swissalps swiss',
  },
  alaska: {
    things: 'Glacier Bear Salmon CruiseShip Aurora Moose Kayak Fjord',
    moves: 'GlacierCruise BearWatch WhaleWatch AuroraHunt FloatplaneRide',
    verbs: 'Explore Hike Paddle',
    names:
      'GlacierCruise AlaskaRoadTrip WhaleWatchingPOV AlaskaWildlifeBingo AlaskaMidnightSunHike',
  },
  texas: {
    things: 'CowboyBoots BBQ Rodeo Bluebonnets Longhorn Tacos Hat',
    moves: 'BBQTrail RodeoNight BluebonnetPhoto RiverFloat TacoCrawl',
    verbs: 'Explore Ride Float',
    names: 'BBQTrail TexasRoadTrip KolacheQuest TexasTwoStepLesson TexasTexMexQuest',
  },
  venice: {
    things: 'Gondola Bridge Canal Mask Piazza Glass Gelato WaterBus',
    moves: 'GondolaRide BridgeHop MaskShop IslandHop CanalWalk',
    verbs: 'Explore Float Stroll',
    names: 'LostInVenice BridgeHopping GondolaPOV VeniceIslandHop VeniceMaskHunt',
  },
  florence: {
    things: 'Duomo David Gelato Bridge Tuscany Art Piazza',
    moves: 'DuomoClimb GelatoCrawl SunsetView PastaClass MuseumDay',
    verbs: 'Explore Climb Stroll',
    names: 'DuomoClimb FlorenceGelatoCrawl TuscanRoadTrip FlorenceSketchWalk FlorenceArtHunt',
  },
  'machu picchu': {
    things: 'Llama Ruins IncaTrail Andes Clouds SunGate Terraces',
    moves: 'IncaTrailHike SunGateSunrise LlamaSelfie RuinsTour SummitClimb',
    verbs: 'Explore Hike Climb',
    names:
      'SunriseAtMachuPicchu HikeToMachuPicchu IncaTrailChallenge MachuPicchuLlamaCount LlamaSelfie',
  },
  'great wall': {
    things: 'Watchtower Steps Mountains Toboggan CableCar Sunrise Bricks',
    moves: 'WatchtowerClimb TobogganRide SunriseHike StepCount SectionHike',
    verbs: 'Explore Climb Hike',
    names: 'WalkTheWall StepCountChallenge GreatWallSunrise GreatWallHike GreatWallPicnic',
  },
  colosseum: {
    things: 'Arena Gladiator Ruins Arches Rome Forum Gelato Ticket',
    moves: 'UndergroundTour ArenaFloor GladiatorPose ForumWalk NightTour',
    verbs: 'Explore Pose Stroll',
    names:
      'GladiatorPoseChallenge ArenaPOV ColosseumOnABudget ColosseumHistoryQuiz ColosseumSunsetWalk',
  },
  'taj mahal': {
    things: 'ReflectionPool Dome Marble Gardens Sunrise Minaret Agra',
    moves: 'SunrisePhoto ReflectionShot BenchPose GardenWalk SunriseVisit',
    verbs: 'Explore Pose Stroll',
    names:
      'TajAtSunrise ReflectionPoolShot PerfectSymmetryShot TajMahalHistoryQuiz TajMahalPoseChallenge',
  },
  'statue of liberty': {
    things: 'Torch Crown Ferry Pedestal LadyLiberty Harbor Skyline',
    moves: 'FerryRide CrownClimb TorchPose HarborCruise PedestalView',
    verbs: 'Explore Climb Pose',
    names:
      'TorchPoseChallenge LadyLibertySelfie FerryToLiberty StatueOfLibertyQuiz LibertyIslandPicnic',
  },
  'niagara falls': {
    things: 'Poncho Mist Boat Rainbow Falls Lights Border Fudge',
    moves: 'BoatRide PonchoSelfie NightLights RainbowHunt FallsWalk',
    verbs: 'Explore Float Stroll',
    names:
      'PonchoSquad RainbowOverTheFalls FallsBoatRidePOV NiagaraFallsBothSides NiagaraFallsLightShow',
    also: 'niagara',
  },
  yellowstone: {
    things: 'OldFaithful Geyser Bison HotSpring Boardwalk Ranger Elk Canyon',
    moves: 'GeyserWatch BisonSpotting BoardwalkWalk PrismaticView CanyonHike',
    verbs: 'Explore Hike Camp',
    names:
      'OldFaithfulCountdown StayOnTheBoardwalk BisonSpotting YellowstoneGeyserBingo YellowstoneLoopDrive',
  },
  'mount fuji': {
    things: 'Summit Snowcap Pagoda Sakura Clouds Lake BulletTrain',
    moves: 'PagodaView SummitHike LakeReflection SunriseClimb TrainWindow',
    verbs: 'Explore Climb Hike',
    names: 'FujiSpotting FujiFromTheTrain FujiSunriseHike FujiFiveLakesHop FujiReflectionShot',
    also: 'fuji fujisan',
  },
  everest: {
    things: 'BaseCamp Sherpa PrayerFlags Yak Teahouse Summit Glacier Boots',
    moves: 'BaseCampTrek SunriseView TeahouseStop PrayerFlagWalk RestDay',
    verbs: 'Explore Trek Climb',
    names: 'EverestBaseCampTrek BaseCampOrBust EverestViewSunrise TeahouseTrek EverestStairClimb',
  },
  'northern lights': {
    things: 'Aurora Cabin Tripod Snow Igloo Forecast Sky Blanket',
    moves: 'AuroraHunt GlassIgloo LongExposure MidnightWait NightDrive',
    verbs: 'Explore Wander Chase',
    names:
      'ChasingTheAurora GlassIglooNight AuroraTimelapse NorthernLightsHunt NorthernLightsSelfie',
    also: 'aurora auroraborealis',
  },
  'hot air balloon': {
    things: 'Basket Sunrise Clouds Valley Field Festival Pilot Cappadocia',
    moves: 'SunriseFlight Liftoff FloatOver BasketView FestivalLaunch',
    verbs: 'Float Soar Drift',
    names:
      'SunriseBalloonRide BalloonBasketPOV CountTheBalloons BalloonFestivalDay HotAirBalloonSunrise',
  },
  subway: {
    things: 'Map Turnstile Card Platform Busker Station Line Seat',
    moves: 'StationHop MapRun Commute BuskerWatch EndOfTheLine',
    verbs: 'Explore Ride Commute',
    names:
      'EveryStationChallenge BuskerSpotlight SubwayMapQuiz SubwayLineSideQuest SubwayStopRoulette',
    also: 'metro',
  },
  souvenir: {
    things: 'Magnet Postcard Keychain Snowglobe Mug Tshirt Spoon Patch',
    moves: 'GiftShopRun MagnetHunt LocalMarket Swap Haul',
    verbs: 'Shop Collect Haggle',
    names:
      'FridgeMagnetTour WeirdestSouvenir SouvenirSwap SouvenirUnderFiveDollars GuessWhereItsFrom',
  },
  'jet lag': {
    things: 'Eyemask Coffee Pillow Timezone Sunlight Alarm',
    moves: 'PowerNap MorningWalk TimezoneReset SunlightWalk CoffeeRun',
    verbs: 'Nap Stretch Walk',
    names:
      'BeatTheJetLag JetLagMorningWalk StayUpTillNine JetLagSurvivalKit JetLagRecoveryChallenge',
  },
  tourist: {
    things: 'Map Camera FannyPack SelfieStick Guidebook Souvenir Hat Sandals',
    moves: 'LandmarkSelfie GuidedTour BusTour PhotoStop GuidebookWalk',
    verbs: 'Explore Wander Pose',
    names:
      'TouristVsLocalQuiz TouristInYourCity TouristForADay DressLikeATourist TouristTrapOrTreasure',
  },
  jungle: {
    things: 'Canopy Vines Waterfall Toucan Monkey Treehouse Boots River',
    moves: 'CanopyWalk Zipline NightTrek RiverCruise WildlifeSpot',
    verbs: 'Explore Trek Hike',
    names: 'JungleTrekChallenge JungleSoundCheck JungleBirdSpotting CanopyWalk JungleWaterfallHunt',
    also: 'rainforest',
  },
  glacier: {
    things: 'Ice Crampons Cave Lagoon Helmet Iceberg Guide',
    moves: 'IceCaveTour IcebergSpot LagoonBoat BlueIceWalk CramponHike',
    verbs: 'Explore Hike Trek',
    names: 'GlacierHikePOV IcebergSpotting GuidedGlacierHike GlacierLagoonDay GlacierViewPicnic',
  },
  'ski trip': {
    things: 'Chairlift Lodge Goggles Snow Cabin Cocoa Boots Gondola',
    moves: 'FirstChair LodgeLunch GondolaRide BunnySlope NightSki',
    verbs: 'Explore Ride Relax',
    names: 'FirstChairClub BunnySlopeToBlack SkiLiftSelfie FirstDayOnSkis SkiTripHotCocoaRun',
  },
  'christmas market': {
    things: 'Pretzel Ornaments Lights Stalls Gingerbread HotCocoa Mittens Chalet',
    moves: 'StallCrawl OrnamentHunt CocoaCrawl LightWalk PretzelStop',
    verbs: 'Stroll Shop Sip',
    names:
      'MarketHopping OrnamentHunt GingerbreadQuest ChristmasMarketSnackQuest ChristmasMarketMugHunt',
  },
  'route 66': {
    things: 'Diner Motel Sign Neon MotherRoad ClassicCar Milkshake Map',
    moves: 'SignHunt DinerStop MotelNight RoadsideStop KicksDrive',
    verbs: 'Explore Drive Cruise',
    names: 'MotherRoadTrip Route66DinerHop NeonSignHunt Route66PostcardQuest Route66RoadsideHunt',
  },
  asia: {
    things: 'NightMarket Temple Noodles Scooter RiceFields Island Lanterns',
    moves: 'NightMarketCrawl TempleHop IslandHop StreetFoodTour BackpackLoop',
    verbs: 'Explore Slurp Roam',
    names: 'NightMarketHop AsiaOnABudget StreetFoodAcrossAsia AsiaByTrainChallenge AsiaIslandHop',
  },
  africa: {
    things: 'Safari Savanna Desert Beach Baobab Market Waterfall',
    moves: 'SafariDrive DesertCamp GorillaTrek SunsetSafari MarketTour',
    verbs: 'Explore Wander Roam',
    names: 'SafariSunrise SafariBingo StreetFoodAfrica AfricaMarketQuest AfricanDrumLesson',
  },
  caribbean: {
    things: 'Island Reef Hammock Steelpan Beach Catamaran Coconut Turquoise',
    moves: 'CatamaranCruise SnorkelReef BeachDay SteelpanNight JerkStop',
    verbs: 'Swim Sail Relax',
    names:
      'IslandHopCaribbean SteelpanSunset FishFryFriday CaribbeanFruitTasteTest CaribbeanFoodQuest',
  },
  jamaica: {
    things: 'Beach Waterfall Reggae JerkChicken Patties BlueMountains Coconut',
    moves: 'WaterfallClimb RaftRide JerkStop BeachDay CliffSunset',
    verbs: 'Explore Swim Dance',
    names: 'JerkChickenQuest PattyTasteTest DunnsRiverClimb JamaicaBeachHop JamaicaWaterfallHop',
  },
  'puerto rico': {
    things: 'OldSanJuan Fort Beach BioBay Rainforest Coqui Mofongo',
    moves: 'BioBayKayak OldSanJuanWalk RainforestHike BeachDay MofongoRun',
    verbs: 'Explore Swim Dance',
    names: 'BioBayGlow MofongoQuest ElYunqueHike PuertoRicoBeachHop OldSanJuanWalk',
  },
  'costa rica': {
    things: 'Sloth Rainforest Zipline Toucan Beach Waterfall Hammock',
    moves: 'ZiplineTour SlothSpotting VolcanoHike HotSprings SurfLesson',
    verbs: 'Explore Surf Hike',
    names:
      'SlothSpottingChallenge ZiplineDay VolcanoHikePOV CostaRicaWildlifeBingo PuraVidaChallenge',
  },
  colombia: {
    things: 'Cartagena Arepa CoffeeFarm ColorfulStreets WaxPalms Beach',
    moves: 'CoffeeFarmTour ArepaCrawl SalsaNight WalledCityWalk WaxPalmHike',
    verbs: 'Explore Dance Hike',
    names: 'ArepaQuest CoffeeFarmTour CartagenaDoorHunt ColombiaSalsaLesson ColombiaFruitTasteTest',
  },
  argentina: {
    things: 'Tango Empanadas Patagonia Glacier Steak Mate BuenosAires Andes',
    moves: 'TangoLesson EmpanadaCrawl GlacierWalk PatagoniaTrek SteakNight',
    verbs: 'Explore Dance Hike',
    names:
      'TangoInTheStreet ArgentinaAsadoNight EmpanadaRanked PatagoniaTrekChallenge ArgentinaMateShare',
  },
  kenya: {
    things: 'Safari Savanna Lion Giraffe Balloon Beach Elephant',
    moves: 'GameDrive BalloonSafari BeachDay GiraffeCentre MigrationWatch',
    verbs: 'Explore Wander Roam',
    names: 'BigFiveSafari GiraffeBreakfast GameDrivePOV KenyaMarketQuest KenyaCoastDay',
  },
  norway: {
    things: 'Fjord Aurora Cabin Ferry Waterfall Lofoten Cliff',
    moves: 'FjordCruise AuroraHunt CabinStay FerryHop ScenicDrive',
    verbs: 'Explore Hike Cruise',
    names: 'AuroraHunt FjordCruisePOV MidnightSunHike NorwayFjordHop NorwayByTrain',
  },
  croatia: {
    things: 'Dubrovnik Walls Islands Waterfalls Boat Beach Pebbles OldTown',
    moves: 'IslandHop BoatDay CityWallsWalk SunsetKayak LakesTrail',
    verbs: 'Explore Sail Swim',
    names: 'IslandHopCroatia DubrovnikWallsWalk AdriaticSwim CroatiaSunsetSail CroatiaWaterfallDay',
  },
  castle: {
    things: 'Tower Moat Drawbridge Turret Knight Crown Throne Gate',
    moves: 'TowerClimb RampartWalk ThroneSelfie BanquetNight GhostTour',
    verbs: 'Explore Climb Stroll',
    names: 'CastleHopping RoyalForADay CastleTourPOV CastleHistoryQuiz DrawTheCastle',
  },
  cave: {
    things: 'Stalactite Headlamp Lantern UndergroundLake Crystals Bats Guide',
    moves: 'GuidedTour CrystalHunt BoatRide LanternWalk GlowwormGrotto',
    verbs: 'Explore Wander Climb',
    names: 'EchoChallenge GlowwormHunt CaveTourPOV GuidedCaveAdventure CaveFormationsHunt',
  },
  river: {
    things: 'Raft Canoe Tube Dock Bridge Rapids LifeJacket Rope',
    moves: 'LazyFloat TubingDay CanoeTrip BoatCruise Picnic',
    verbs: 'Explore Float Paddle',
    names: 'FloatTheRiver TubingDay RiverPicnic RiverCleanupChallenge RiverWalkChallenge',
  },
  'water park': {
    things: 'WaterSlide Tube LazyRiver WavePool Bucket Sunscreen Locker Towel Flipflop Lifeguard',
    moves: 'SlideRace LazyFloat BucketDump WaveRide SplashZone TubeTrain',
    verbs: 'Slide Splash Float Soak',
    names: 'WaitForTheBucket RateEverySlide LazyRiverLoop WaterParkPicnicDay RideEveryWaterSlide',
  },
  'ferris wheel': {
    things: 'Cabin Skyline NeonLights Ticket Sunset Seat SafetyBar Hub CottonCandy Horizon',
    moves: 'StuckAtTheTop SkylineView SunsetRide CabinSelfie HeightPanic FirstDateRide',
    verbs: 'Ride Rise Gaze Spin',
    names:
      'SunsetFromTheTop FerrisWheelDate FerrisWheelSkylineShot FerrisWheelSunsetRide SpotItFromTheTop',
  },
  taxi: {
    things: 'Driver Meter Backseat Receipt Medallion RoofLight Partition Map Horn Suitcase',
    moves: 'ArmWave CurbHail RouteDebate MeterWatch FollowThatCar SkylineRide',
    verbs: 'Hail Ride Tip Whistle',
    names: 'WhistleForACab AskTheDriverForRecs YellowCabSelfie TaxiTripTrivia TaxiWindowCityTour',
    also: 'cab taxicab',
  },
  'train station': {
    things: 'DepartureBoard Platform Clock Ticket Suitcase Conductor Bench Kiosk Turnstile Whistle',
    moves: 'LastMinuteDash BoardWatch PlatformSwitch StationPiano ReunionHug ConductorWave',
    verbs: 'Board Wait Depart Sprint',
    names:
      'StationPianoSession PlatformPhotoWalk GrandStationTour TrainStationFoodQuest TrainStationClockHunt',
  },
  ferry: {
    things: 'Deck Railing Seagull Horn Ramp Lifejacket Cabin Wake Captain Snack',
    moves: 'DeckStroll SeagullWatch WindyHair HornBlast WakeWatch CarBoarding',
    verbs: 'Sail Board Cruise Dock',
    names: 'KingOfTheWorldPose SeagullStandoff FerrySunsetRide FerryHopChallenge FerrySnackRun',
  },
  tram: {
    things: 'Bell Track Strap Ticket Stop Conductor Window Wire Rail Seat',
    moves: 'BellRing HoldOnTight StrapSway HopOn CityLoop StopMiss',
    verbs: 'Ride Ring Hop Sway',
    names: 'CityByTram RideEveryTramLine TramWindowView TramStopSideQuest TramToTheEndOfTheLine',
    also: 'streetcar',
  },
  'cable car': {
    things: 'Cabin Cable Summit Pylon Mountain View Operator Bench Window Station',
    moves: 'SummitRide ViewGasp SwayPanic CloudPass SideHang BellRing',
    verbs: 'Ride Climb Sway Glide',
    names: 'RideToTheSummit CableCarPOV SummitSelfie CableCarViewChallenge CableCarPicnic',
    also: 'gondola',
  },
  motorcycle: {
    things: 'Helmet Jacket Throttle Kickstand Exhaust Sidecar Visor Handlebar Highway Glove',
    moves: 'OpenRoad RiderWave SidecarRide WindRush GarageRestore GearShift',
    verbs: 'Ride Rev Cruise Lean',
    names:
      'RiderWaveBack SidecarAdventure TwoWheelRoadTrip MotorcycleRoadTripBingo MotorcycleGearCheck',
    also: 'motorbike',
  },
  motel: {
    things:
      'RoomKey NeonSign IceMachine VendingMachine Bedspread Pool TinySoap Lobby Keychain Painting',
    moves: 'RoomTour IceRun VendingDinner CheckIn LateCheckout RoadTripStop',
    verbs: 'Stay Check Rest Unpack',
    names:
      'MotelRoomTour RoadTripMotelReview NeonMotelSignHunt MotelPoolDay MotelMakeoverChallenge',
  },
  boardwalk: {
    things: 'Plank Arcade SaltwaterTaffy Seagull Pier Bike Surfboard FunnelCake Bench Lifeguard',
    moves: 'SunsetStroll ArcadeRun SeagullDodge BikeCruise PeopleWatch TaffyPull',
    verbs: 'Stroll Ride Snack Browse',
    names:
      'BoardwalkArcadeRun BoardwalkSunsetStroll BoardwalkFoodTour BoardwalkPrizeHunt BoardwalkTreatQuest',
    also: 'pier',
  },
  'car rental': {
    things: 'KeyFob Counter Contract Shuttle GPS Agent Lot Dent Checklist Convertible',
    moves: 'FreeUpgrade WalkAround DentCheck FindTheCar MirrorAdjust FuelRefill',
    verbs: 'Rent Return Drive Inspect',
    names: 'WhichCarIsOurs SurpriseUpgrade WhatDidTheyGiveUs RentalCarRoulette RentalCarRoadTrip',
    also: 'rentalcar',
  },
  'gift shop': {
    things: 'Magnet Keychain SnowGlobe Postcard Mug Tshirt Plushie Bookmark Pin Tote',
    moves: 'MagnetHunt SouvenirHaul NameKeychainSearch PostcardPick BudgetBlowout ExitBrowse',
    verbs: 'Browse Buy Collect Gift',
    names:
      'FridgeMagnetCollection WeirdestGiftShopFind GiftShopBudgetChallenge GiftShopUnderFive GiftShopSwap',
    also: 'souvenirshop',
  },
  'rest stop': {
    things: 'VendingMachine PicnicTable Map Bench Snack Coffee Trucker Jerky Brochure Restroom',
    moves: 'LegStretch SnackHaul DogWalk DriverSwap MapCheck QuickNap',
    verbs: 'Stretch Snack Refuel Swap',
    names: 'RoadTripPitStop BestRestStopSnacks PitStopSpeedrun RestStopStretch RestStopPicnic',
    also: 'truckstop servicestation',
  },
  pilot: {
    things: 'Cockpit Wings Headset CaptainHat Runway Jet Throttle Window Cloud Logbook',
    moves: 'SmoothLanding Takeoff CaptainSpeaking Turbulence PreflightCheck',
    verbs: 'Fly Land Taxi Steer Soar',
    names: 'ButterSmoothLanding PilotWingsEarned AskAPilot PilotForADay PilotAlphabetChallenge',
  },
  'flight attendant': {
    things: 'Cart Pretzel Seatbelt OxygenMask CallButton Galley Aisle Blanket LifeVest Pillow',
    moves: 'SafetyDemo SnackRun SeatbeltCheck TrayTablesUp AisleWalk CallButtonDing',
    verbs: 'Serve Demonstrate Buckle Announce',
    names:
      'ChickenOrPasta SafetyDemoDance GalleySnackTour FlightAttendantForADay FlightAttendantQuiz',
    also: 'stewardess cabincrew',
  },
  'tour guide': {
    things: 'Flag Umbrella Microphone Map Bus Ticket Headset Landmark SelfieStick Brochure',
    moves: 'FollowTheFlag FunFact PhotoStop HeadCount WalkingTour LeftSide',
    verbs: 'Guide Lead Point Narrate',
    names: 'FollowTheUmbrella FunFactFriday HeadCountAgain TourGuideForADay GiveATourOfYourTown',
  },
  'truck driver': {
    things: 'Rig Horn Trailer Radio Map Cab Thermos TruckStop Highway Mudflap',
    moves: 'HonkTheHorn LongHaul TruckStopMeal NightDrive ConvoyRoll BigRigTurn',
    verbs: 'Haul Honk Drive Deliver',
    names: 'HonkForTheTrucker TruckStopTour TruckCabTour TruckerRoadTripBingo TruckDriverForADay',
    also: 'trucker',
  },
  bucees: {
    things: 'Beaver BeaverNugget Brisket Jerky Fudge Restroom GasPump Plushie Tshirt',
    moves: 'BrisketRun RestroomReview JerkyWallTour SouvenirHaul RoadTripStop FudgeSample',
    verbs: 'Fuel Snack Browse Stop',
    names: 'BeaverNuggetReview BrisketSandwichRun BuceesHaul BuceesMerchHunt BuceesSnackRanking',
    spelled: 'Bucees',
  },
} as const satisfies KeywordEntries;
