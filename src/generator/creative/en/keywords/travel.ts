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
    scenes: 'BonVoyage TravelDay JetSet Wanderlust',
    names:
      'SpinTheGlobe OneBagTravelChallenge PinYourNextTrip TravelBingoChallenge TravelIn5Photos SendATravelPostcard TravelSnackSwap TravelDayOutfitCheck SketchYourTravels',
    also: 'traveling travelling traveler',
  },
  vacation: {
    things: 'Suitcase Sunscreen Pool Beach Resort Hammock Flipflops Itinerary',
    moves: 'PoolDay BeachDay SunsetDinner Excursion LazyMorning',
    verbs: 'Explore Relax Unplug',
    core: 'Beach Pool Relax',
    scenes: 'VacationMode Vacay OutOfOffice',
    names:
      'RecreateAVacationPhoto VacationInFivePics PlanMyVacation GuessMyVacationSpot NoPhoneVacay VacationPackingChallenge VacayPostcardSwap HotelBreakfastRanked VacationSouvenirHaul',
    also: 'vacay holiday',
  },
  'road trip': {
    things: 'Snacks Playlist GasStation Map Backseat Motel Cooler Billboard',
    moves: 'PitStop ScenicRoute SingAlong StateLine MileMarker Detour',
    verbs: 'Explore Drive Cruise',
    core: 'Snacks Playlist Map Drive',
    scenes: 'OpenRoad ScenicRoute',
    names:
      'AreWeThereYet LicensePlateHunt BackseatKaraoke ScenicRouteOnly RoadTripBingo RoadTripAlphabetGame RoadTripPlaylistChallenge RoadTripSnackHaul RoadsideAttractionHunt RoadTripPitStopRanked',
  },
  camping: {
    things: 'Tent Marshmallows Lantern SleepingBag Hammock Stars Cooler Canoe',
    moves: 'TentSetup Stargaze SmoresNight CampCooking LakeSwim FirstNight',
    verbs: 'Camp Stargaze Paddle',
    core: 'Tent SleepingBag Stargaze Camp',
    scenes: 'Campfire Campout Smores',
    names:
      'TentUpIn5Minutes PerfectSmoreChallenge SleepUnderTheStars FinishMyCampfireStory CampingCookOff CampingBingo CampingCoffeeChallenge FirstNightCamping CampingGearHaul LeaveNoTraceCamp',
    also: 'camp campsite campingtrip',
  },
  beach: {
    things: 'Sand Waves Shells Towel Umbrella Sunscreen Cooler Flipflops',
    moves: 'SandcastleBuild ShellHunt SunsetWalk TidePools Volleyball Boogieboard',
    verbs: 'Build Swim Splash Relax',
    core: 'Sand Waves Shells Swim',
    scenes: 'BeachDay Seaside LowTide SandyToes',
    names:
      'SandcastleBuildOff BeachCleanupChallenge DrawInTheSand BeachBallKeepyUp WhatsInMyBeachBag ShellHuntChallenge BeachBingo FindTheSandDollar BeachVolleyRally TidePoolSpotting',
    also: 'beachday',
  },
  cruise: {
    things: 'Ship Deck Cabin Pool Buffet Balcony Port Captain',
    moves: 'SeaDay PortDay CabinTour BuffetRun ShoreExcursion DeckParty',
    verbs: 'Explore Sail Lounge',
    core: 'Ship Deck Buffet Sail',
    scenes: 'CruiseShip SeaDay LidoDeck',
    names:
      'DecorateYourCruiseDoor GuessTheNextPort CruiseTowelAnimal CruiseShipBingo CruiseCabinHack PackForACruise SunriseDeckClub CruiseBuffetRanked',
    also: 'cruiseship rivercruise',
  },
  airport: {
    things: 'Gate BoardingPass Lounge Security Runway CarryOn Terminal Carousel',
    moves: 'TerminalTour LoungeHop GateChange TravelOutfit LayoverHack',
    verbs: 'Explore Wander Fly',
    core: 'Gate BoardingPass CarryOn Fly',
    scenes: 'Layover BoardingCall BaggageClaim',
    names:
      'AirportTheory WindowOrAisle WhatsInMyCarryOn AirportScavengerHunt AirportOutfitChallenge GuessTheDestination AirportBingo AirportStepCount AirportSnackRanking',
  },
  airplane: {
    things: 'WindowSeat Wing Clouds TrayTable Pretzels Seatbelt Runway Snacks Plane',
    moves: 'Takeoff Landing WindowView FirstFlight RedEye Upgrade',
    verbs: 'Explore Fly Soar',
    core: 'Plane WindowSeat Takeoff Fly',
    scenes: 'Takeoff WindowSeat RedEyeFlight',
    names:
      'GuessTheCityFromAbove SketchAt30000Feet AirplaneModeHour TakeoffPlaylist FirstFlightReaction RateMyPlaneMeal CloudHuntFromThePlane AirplaneSnackRanking AirplaneOutfitCheck',
    also: 'plane flight aeroplane',
  },
  hotel: {
    things: 'Pool Lobby Balcony Robe Minibar Keycard RoomService Pillow',
    moves: 'RoomTour BreakfastBuffet LateCheckout Upgrade Checkin',
    verbs: 'Relax Lounge Unwind',
    core: 'Pillow RoomService Checkin Relax',
    scenes: 'RoomService LateCheckout HotelLobby',
    names:
      'RateMyHotelView TowelAnimalChallenge HotelRobeRunway BuildAHotelPillowFort HotelBreakfastRanked HotelAmenityHunt HotelRoomTour HotelDoorHangerArt HotelKeycardCollection',
    also: 'hotelroom',
  },
  backpacking: {
    things: 'Backpack Hostel Bunk RailPass Map Passport Trail Poncho',
    moves: 'HostelHop BorderCrossing OvernightTrain RailTrip NightBus',
    verbs: 'Wander Roam Trek',
    core: 'Backpack Hostel Trek',
    scenes: 'GapYear HostelHop',
    names:
      'TenKiloBackpackChallenge OneBagForAMonth WhatsInMyBackpack SayHelloInEveryCountry BackpackingRouteReveal HostelHopChallenge BackpackingBingo BackpackingBookSwap BackpackingFoodDiary',
    also: 'backpacker',
  },
  'solo travel': {
    things: 'Journal Backpack Hostel Camera Tripod Map Passport Cafe',
    moves: 'TableForOne TripodShot FreeWalkingTour HostelMeetup CafeJournal',
    verbs: 'Explore Wander Journal Roam',
    core: 'Backpack TableForOne Explore',
    scenes: 'SoloTrip TableForOne',
    names:
      'TableForOne FirstSoloTrip SoloDateAbroad SoloTravelSideQuest SoloTravelTripodShot SoloTripNoPlan SoloTravelMakeAFriend SoloTravelBucketList SoloTravelDiary',
    also: 'solotrip solotraveler',
  },
  paris: {
    things: 'EiffelTower Croissant Louvre Seine Baguette Metro Montmartre Beret',
    moves: 'CafeHop SeinePicnic MuseumDay RooftopView MacaronRun',
    verbs: 'Explore Wander Stroll Sip',
    core: 'EiffelTower Croissant Beret Stroll',
    scenes: 'EiffelTower CityOfLight Bonjour Montmartre',
    names:
      'CatchTheEiffelSparkle ParisCroissantCrawl LouvreInAnHour SayItInFrench ParisMacaronRanked ParisCafeHop ParisOnFootOnly MontmartreSketchWalk ParisMetroStopHop',
  },
  'new york': {
    things: 'TimesSquare CentralPark Subway Pizza Bagel Skyline YellowCab Broadway',
    moves: 'PizzaCrawl BodegaRun BrooklynBridgeWalk RooftopHop MuseumMile',
    verbs: 'Explore Hustle Walk',
    core: 'TimesSquare YellowCab Bagel Hustle',
    scenes: 'BigApple NYC TimesSquare Broadway',
    names:
      'DollarSliceCrawl NewYorkInAMinute FiveBoroughsOneDay BodegaCatSpotting NYCBagelTasteTest NYCBenchPlaqueHunt NYCSubwayStopHop NewYorkStreetFoodQuest NewYorkRooftopHop',
    also: 'nyc newyorkcity manhattan',
  },
  london: {
    things: 'BigBen RedBus Tube Tea Thames PhoneBox Guard Umbrella',
    moves: 'AfternoonTea MarketCrawl ThamesWalk TubeHop GuardChange',
    verbs: 'Explore Stroll Sip',
    core: 'BigBen RedBus PhoneBox Stroll',
    scenes: 'BigBen MindTheGap DoubleDecker',
    names:
      'TopDeckFrontSeat EveryTubeLineChallenge LondonPhoneBoxSelfie AfternoonTeaRanked LondonFishAndChipsQuest RainOrShineLondon LondonFreeMuseumHop LondonMarketCrawl WalkTheThamesPath',
  },
  tokyo: {
    things: 'Shibuya Ramen Konbini VendingMachine Arcade BulletTrain Sushi Neon',
    moves: 'KonbiniHaul ShibuyaCrossing RamenHop ArcadeRun ConveyorSushi NightWalk',
    verbs: 'Explore Wander Slurp Shop',
    core: 'Neon Ramen BulletTrain ShibuyaCrossing',
    scenes: 'Shibuya Harajuku Akihabara',
    names:
      'CrossTheScramble TokyoOn5000Yen KonbiniSnackHaul TokyoVendingMachineHunt TokyoClawMachineWin TokyoRamenQuest ConveyorSushiRanked TokyoStationJingles TokyoNeonNightWalk',
  },
  japan: {
    things: 'Sakura Ramen Konbini BulletTrain Temple Onsen Torii Yen',
    moves: 'CherryBlossomWalk RamenCrawl KonbiniRun TempleHop OnsenDay CapsuleHotel',
    verbs: 'Explore Slurp Soak',
    core: 'Sakura Ramen BulletTrain Torii',
    scenes: 'Sakura Konnichiwa BulletTrain',
    names:
      'JapanInTenBites BulletTrainBento JapanStationStampHunt OrderInJapanese JapanManholeHunt JapanKonbiniTasteTest JapanSnackSwap JapanTempleHop JapanSouvenirHaul',
  },
  disney: {
    things: 'Castle MouseEars Churro Fireworks Parade DoleWhip Monorail',
    moves: 'RopeDrop ParadeSpot CharacterMeet FireworksView RideMarathon',
    verbs: 'Explore Ride Snack',
    core: 'Castle MouseEars Churro Parade',
    scenes: 'MagicKingdom MouseEars HiddenMickey',
    names:
      'HiddenMickeyHunt DisneyBoundChallenge DIYDisneyEars DisneyEveryRideInADay DisneyPinTradeUp DisneyChurroRanked GuessTheDisneyRide DisneyCastlePose DisneyParkBingo',
    also: 'disneyland disneyworld',
  },
  hawaii: {
    things: 'Lei Ukulele Poke ShaveIce Volcano Surfboard Hibiscus Reef',
    moves: 'Luau Snorkel WaterfallHike SunsetSurf IslandHop ShaveIceRun',
    verbs: 'Explore Snorkel Surf Hike',
    core: 'Lei Ukulele Luau Surf',
    scenes: 'Aloha Luau Mahalo',
    names:
      'HawaiiShaveIceQuest ThreeChordUkulele HawaiiRainbowHunt LeiMakingChallenge HawaiiIslandHop HawaiianWordADay HawaiiPokeBowlQuest HawaiiTurtleSpotting HawaiiWaterfallHike',
    also: 'maui oahu',
  },
  'las vegas': {
    things: 'Strip Neon Fountains Sphere Sign Buffet Desert Show',
    moves: 'StripWalk BuffetRun FountainShow SphereShow NeonTour PoolDay',
    verbs: 'Explore Wander Stroll',
    core: 'Neon Strip Fountains',
    scenes: 'VivaLasVegas VegasStrip',
    names:
      'VegasNeonSignHunt StripWalkChallenge LasVegasIn24Hours VegasOnePlateBuffet LasVegasFreeShowHunt CatchTheFountainShow LasVegasOnABudget VegasDesertDayTrip LasVegasSkylineSunset',
    also: 'vegas',
  },
  italy: {
    things: 'Pasta Gelato Pizza Colosseum Gondola Vespa Piazza Espresso Lemons',
    moves: 'GelatoCrawl VespaRide PastaClass CoastDrive PiazzaHop',
    verbs: 'Stroll Sip Ride Twirl',
    core: 'Pasta Pizza Gelato Gondola',
    scenes: 'DolceVita Piazza Ciao',
    names:
      'OrderInItalian OneGelatoPerCity EspressoLikeAnItalian ItalyPastaShapeHunt ItalyByVespa ItalyPizzaRanked ItalyByTrainChallenge ItalyPiazzaHop ItalyCoastDrive',
  },
  mexico: {
    things: 'Tacos Beach Cenote Pyramid Mariachi Churro Pinata PapelPicado',
    moves: 'TacoCrawl CenoteSwim BeachDay PyramidClimb MarketDay',
    verbs: 'Explore Swim Dance Eat',
    core: 'Tacos Mariachi Pinata',
    scenes: 'Fiesta Mariachi TacoTuesday',
    names:
      'MexicoTacoCrawl FindTheBestElote OrderInSpanish MexicoSalsaSpiceLadder PapelPicadoDIY MexicoCenoteHop MexicoChurroRanked MexicoMarketHaul MexicoBeachHop',
  },
  dubai: {
    things: 'BurjKhalifa Desert Dunes Camel Mall Skyline Marina Gold',
    moves: 'DesertSafari SkydeckView MallCrawl DuneDrive GoldSouk',
    verbs: 'Explore Ride Shop Soar',
    core: 'BurjKhalifa Dunes Camel Gold',
    scenes: 'BurjKhalifa DesertSafari',
    names:
      'MakeDubaiChocolate DubaiFreeThingsChallenge OneDirhamAbraRide DubaiOnABudget DubaiFountainReaction SpotTheBurjKhalifa DubaiGoldSoukHunt DubaiDesertSafari DubaiCamelRide',
  },
  bali: {
    things: 'RiceTerrace Swing Temple Villa Scooter Monkey Beach SmoothieBowl',
    moves: 'JungleSwing TempleVisit SunriseHike WaterfallChase VillaTour',
    verbs: 'Explore Swing Ride Relax',
    core: 'RiceTerrace Temple Beach',
    scenes: 'RiceTerrace Ubud',
    names:
      'BaliSwingChallenge BaliWaterfallHop TieASarongTenWays RiceTerraceSunrise FirstWaveStandUp BaliSmoothieBowlRanked BaliCafeHop BaliOnABudget BaliMonkeyForestWalk',
  },
  europe: {
    things: 'RailPass Euro Passport Croissant Gelato Castle Hostel Cobblestones',
    moves: 'RailTrip CountryHop CastleTour CafeCrawl NightTrain',
    verbs: 'Explore Wander Roam',
    core: 'RailPass Castle Cobblestones Gelato',
    scenes: 'EuroTrip EuroSummer Interrail',
    names:
      'TrainAcrossEurope EuropeIn14Days OneCoffeePerCountry EuropeCountryCount EuropeByBusChallenge EuropeCastleHop EuropeOnABudget EuropeHostelRanked EuropeFlagHunt',
  },
  greece: {
    things: 'Santorini Ferry Gyro Olives Ruins BlueDome Feta Island',
    moves: 'IslandHop FerryRide SunsetInOia RuinsTour GyroCrawl BoatDay',
    verbs: 'Explore Wander Sail Swim',
    core: 'BlueDome Ruins Olives IslandHop',
    scenes: 'Opa Santorini Acropolis',
    names:
      'GreeceIslandHop AncientStatuePose OrderInGreek GreeceBlueDomeSelfie LearnTheSirtaki GyroTasteTest GreeceByFerry GreeceTavernaQuest GreeceSunsetSail',
  },
  spain: {
    things: 'Tapas Paella Plaza Churros Beach SagradaFamilia Siesta Alhambra',
    moves: 'TapasCrawl PlazaHop BeachDay FlamencoShow ChurroRun',
    verbs: 'Explore Dance Stroll Nap',
    core: 'Paella Tapas Churros Siesta',
    scenes: 'Flamenco TapasNight Siesta',
    names:
      'SpainTapasCrawl TortillaFlip ChurrosForBreakfast LearnAFlamencoStep OrderInSpanish SpainPaellaQuest SpainLateDinnerClub SpainPlazaHop SpainByTrain',
  },
  iceland: {
    things: 'Glacier Waterfall BlackSand HotSpring Puffin Volcano RingRoad Aurora',
    moves: 'RingRoadTrip GlacierHike BlueLagoon WaterfallChase AuroraHunt PuffinWatch',
    verbs: 'Explore Chase Hike Soak',
    core: 'Glacier Puffin Aurora Waterfall',
    scenes: 'BlueLagoon RingRoad NorthernLights',
    names:
      'IcelandRingRoadTrip SayEyjafjallajokull IcelandPuffinSpotting IcelandAuroraHunt WaterfallEveryDay IcelandHotDogQuest HotSpringHop IcelandSheepCount IcelandMidnightSunHike',
  },
  'family vacation': {
    things: 'Minivan Snacks Cooler Kids Backseat Map Sunscreen Camera',
    moves: 'RoadTrip ThemeParkDay BeachDay PoolDay FamilyPhoto CabinWeekend',
    verbs: 'Explore Swim Relax',
    core: 'Minivan Kids Snacks FamilyPhoto',
    scenes: 'FamilyRoadTrip Minivan',
    names:
      'KidsPlanTheVacation RecreateTheVacationPhoto FamilyVacationBingo FamilyVacationPackOff KidsFilmTheVacation FamilyPostcardChallenge FamilyVacationSingAlong FamilyVacationOneWord FamilyVacationOnABudget',
    also: 'familytrip familyvacay',
  },
  'girls trip': {
    things: 'MatchingPJs Playlist Airbnb Snacks Camera Suitcase Polaroid',
    moves: 'MatchingOutfits PhotoShoot BeachDay BrunchDate PoolParty RoadTrip',
    verbs: 'Explore Dance Shop',
    core: 'MatchingPJs Polaroid MatchingOutfits',
    scenes: 'GirlsWeekend BestieTrip',
    names:
      'MatchingPJsChallenge GirlsTripThenAndNow PackForYourBestie GirlsTripPhotoDump BestieTripBingo GirlsTripPlaylistSwap GirlsTripPolaroidADay GirlsTripBrunchRanked BestieBudgetTrip',
    also: 'girlsweekend',
  },
  'spring break': {
    things: 'Beach Sunscreen Pool Shades Cooler Flipflops Playlist',
    moves: 'BeachDay PoolParty RoadTrip BoatDay SunsetWalk',
    verbs: 'Explore Relax Swim',
    core: 'Beach Shades Sunscreen PoolParty',
    names:
      'SpringBreakSideQuest SpringBreakBucketList NewSkillByMonday SpringBreakAtHome SpringBreakBeachBingo SpringBreakRoadTrip SpringBreakPackWithMe SpringBreakPhotoDump SpringBreakOnABudget',
  },
  staycation: {
    things: 'Backyard Pool Hotel Couch Snacks Blanket Park Museum',
    moves: 'HotelNight BackyardCamp LocalTour MuseumDay SpaDay PicnicDay',
    verbs: 'Explore Relax Unplug Lounge',
    core: 'Couch Backyard Snacks Unplug',
    scenes: 'TouristAtHome',
    names:
      'TouristInMyOwnCity StaycationDiceRoll StaycationBlanketFort BackyardCampout StaycationBingo LivingRoomMuseum StaycationPassportStamps StaycationOnTenDollars StaycationSpaDay',
  },
  'weekend getaway': {
    things: 'Duffel Cabin Cottage Airbnb Playlist Snacks Map',
    moves: 'CabinWeekend CityBreak CoastDrive SpaDay HikeAndBrunch',
    verbs: 'Explore Relax Unplug',
    core: 'Duffel Cabin Unplug',
    scenes: 'CabinWeekend 48HourEscape WeekendTrip',
    names:
      '48HourEscape FlipACoinGetaway OneBagWeekendGetaway WeekendGetawayOnATank WeekendGetawayIn5Pics WeekendGetawayKidsPlan CabinWeekendUnplugged WeekendGetawayBingo WeekendGetawayPlaylist',
    also: 'getaway weekendtrip',
  },
  'day trip': {
    things: 'Map Snacks Train Ticket Picnic Camera Cooler Town',
    moves: 'SmallTownHop PicnicStop ScenicDrive BeachDay TrainRide',
    verbs: 'Explore Wander Stroll',
    core: 'Map Picnic Snacks Explore',
    scenes: 'DayOut',
    names:
      'DayTripPaperMapOnly NextTownOver SmallTownSideQuest SpinTheMapDayTrip DayTripBackByDinner OneTankDayTrip DayTripOnTenDollars DayTripByTrain DayTripBingo',
  },
  honeymoon: {
    things: 'Villa Rings Beach Roses Sunset Hammock Resort Passport',
    moves: 'SunsetDinner VillaTour CoupleSpa BeachWalk BoatDay',
    verbs: 'Explore Relax Swim',
    core: 'Rings Roses Beach SunsetDinner',
    scenes: 'HoneymoonSuite JustMarried Newlyweds',
    names:
      'RecreateYourHoneymoon GuessOurHoneymoon HoneymoonIn10Photos PlanYourDreamHoneymoon SunsetForTwo HoneymoonPackWithUs HoneymoonBucketList HoneymoonPostcardHome HoneymoonOnABudget',
  },
  'national park': {
    things: 'Ranger Trailhead ParkPassport Bison Geyser Canyon Campsite Map',
    moves: 'JuniorRanger SunriseHike ScenicDrive WildlifeSpotting TrailLoop StampHunt',
    verbs: 'Explore Hike Camp',
    core: 'Ranger Bison Geyser Hike',
    scenes: 'JuniorRanger Trailhead',
    names:
      'EveryParkChallenge JuniorRangerBadge NationalParkStampHunt NationalParkBingo LeaveNoTraceChallenge NationalParkAtoZ NationalParkWildlifeCount NationalParkSunriseHike',
  },
  mountain: {
    things: 'Summit Trail Peak Cabin Boots Cloud Viewpoint Lake',
    moves: 'SummitPush SunriseHike RidgeWalk CabinWeekend GondolaRide',
    verbs: 'Climb Hike Summit Breathe',
    core: 'Peak Trail Boots Hike',
    scenes: 'Summit MountainTop',
    names:
      'MountainEchoTest SunriseAtTheSummit BagAPeakAMonth MountainSummitSelfie HikeToTheView MountainTopPicnic SummitSnackReveal MountainTrailBingo MountainLakeReflection',
  },
  lake: {
    things: 'Dock Canoe Paddleboard Cabin Pontoon Float Pier Sunset',
    moves: 'SkipStones SunsetPaddle PontoonCruise DockLounge Fishing',
    verbs: 'Paddle Float Swim Fish',
    core: 'Dock Canoe SkipStones Paddle',
    scenes: 'LakeDay LakeHouse Lakeside',
    names:
      'SkipStonesChallenge CanoeAcrossTheLake WalkAroundTheLake LakeDayBingo FirstCatchAtTheLake LakeFloatieRace LakeCleanupSweep LakeSunsetPaddle LakeDayPhotoDump',
  },
  island: {
    things: 'Palm Hammock Ferry Coconut Reef Dock Lagoon Sandbar',
    moves: 'Snorkel BoatDay SandbarChill FerryRide SunsetSwim',
    verbs: 'Swim Sail Relax Snorkel',
    core: 'Palm Coconut Hammock',
    scenes: 'IslandTime Castaway DesertIsland',
    names:
      'DesertIslandPicks IslandHopChallenge ExploreTheWholeIsland IslandBingo ShellHuntChallenge NoWatchIslandDay IslandSnorkelSpotting IslandHammockRead IslandMarketHaul',
  },
  'van life': {
    things: 'Van Bed SolarPanel Skylight Kitchenette Map Hammock Roof',
    moves: 'VanTour BuildOut CoffeeWithAView SunriseWake RoadCook',
    verbs: 'Build Drive Roam',
    core: 'Van VanTour BuildOut Roam',
    scenes: 'HomeOnWheels Campervan',
    names:
      'VanLifeTinySpaceHack VanLifeBestViewHunt VanLifeFiveGallonDay VanBuildChallenge VanLifeOnePotDinner VanLifeHomeTour VanLifeCoffeeWithAView VanLifeMorningRoutine VanLifeOnABudget',
    also: 'campervan',
  },
  rv: {
    things: 'Campground Awning Bunk Grill Map Hookup Cooler Camper',
    moves: 'CampgroundTour FirstSetup RoadTrip BackingIn',
    verbs: 'Drive Camp Roam',
    core: 'Camper Campground Awning Roam',
    scenes: 'RVPark Campground',
    names:
      'RVPackingTetris RVBackingInChallenge RVSetupRace FirstRVTrip RVStateStickerMap RVCookOff RVRoadTripBingo RVWaveCount RVLifeOnABudget',
    also: 'camper motorhome',
    spelled: 'RV',
  },
  glamping: {
    things: 'Yurt BellTent Dome FairyLights Treehouse HotTub Hammock Blanket',
    moves: 'DomeTour TreehouseStay YurtNight Stargazing CozyMorning',
    verbs: 'Relax Unplug Stargaze Lounge',
    core: 'BellTent FairyLights Yurt',
    scenes: 'BellTent Yurt',
    names:
      'CampingButMakeItFancy GlampUpYourTent BackyardGlampout StargazeFromTheDome GlampingMovieNight GlampingHotCocoaBar GlampsiteTour GlampingBreakfastInBed GlampingOnABudget',
  },
  cabin: {
    things: 'Fireplace HotTub Blanket Cocoa Woods Porch Lake Snow',
    moves: 'WoodsWalk CozyWeekend HotTubNight PorchMorning BoardGameNight',
    verbs: 'Unplug Relax Hike Read',
    core: 'Woods Blanket Porch Unplug',
    scenes: 'LogCabin CabinWeekend CabinFever',
    names:
      'CabinNoPhones FinishAPuzzleByCheckout CabinCookOff CabinGameNight CabinSnowDayChallenge SignTheCabinGuestbook CabinHotCocoaBar CabinFireplaceStories CabinPorchCoffee',
  },
  train: {
    things: 'Ticket Window DiningCar Bunk Platform Station Scenery Conductor',
    moves: 'SleeperCabin BulletRide ScenicRoute CabinTour WindowView',
    verbs: 'Explore Ride Relax',
    core: 'Ticket Platform Conductor Ride',
    scenes: 'AllAboard ChooChoo TrainRide',
    names:
      'EndOfTheLineTrip GuessTheNextStation TrainWindowSketch CountTheTrainCars TrainJourneyBingo ScenicTrainTimelapse TrainSnackHaul SleeperTrainTour TrainTripOnABudget',
    also: 'trainride sleepertrain bullettrain',
  },
  boat: {
    things: 'Deck Anchor Captain LifeJacket Dock Waves Cooler Sunset',
    moves: 'SunsetCruise SandbarDay AnchorOut Tubing FishingTrip',
    verbs: 'Explore Sail Cruise',
    core: 'Anchor Captain Waves Sail',
    scenes: 'BoatDay AnchorsAway',
    names:
      'BoatNameChallenge LearnABoatKnot CaptainForADay BoatDockingChallenge BuildABoatThatFloats BoatDayBingo BoatWaveBack BoatDolphinSpotting SunsetBoatCruise',
  },
  'theme park': {
    things: 'Churro FunnelCake FerrisWheel Wristband Mascot ParkMap',
    moves: 'RideMarathon FirstDrop RopeDrop WaterRide FoodCrawl',
    verbs: 'Explore Ride Snack',
    core: 'Churro FunnelCake Wristband Ride',
    scenes: 'ThemeParkDay FirstDrop',
    names:
      'ThemeParkEveryRide ThemeParkRidePhotoPose FirstInLineChallenge WinTheBiggestPlush ThemeParkBingo FunnelCakeQuest ThemeParkStepCount ThemeParkSnackRanking ThemeParkOnABudget',
    also: 'amusementpark',
  },
  'roller coaster': {
    things: 'Loop Drop LiftHill Harness FrontRow Track Camera',
    moves: 'HandsUp FirstDrop LoopTheLoop LaunchStart BackRow',
    verbs: 'Explore Ride Snack',
    core: 'Loop FrontRow HandsUp Ride',
    scenes: 'FirstDrop LoopTheLoop',
    names:
      'CoasterHandsUpChallenge RollerCoasterStraightFace FrontRowOrBust FirstDropReaction RideYourFirstCoaster RollerCoasterSingAlong RollerCoasterCount RateEveryCoaster RollerCoasterQueueGames',
    also: 'coaster',
  },
  'los angeles': {
    things: 'HollywoodSign Beach Palms Tacos Pier WalkOfFame SantaMonica Griffith',
    moves: 'PierSunset CanyonHike TacoTruckCrawl StarSpotting BeachBike',
    verbs: 'Explore Cruise Hike',
    core: 'HollywoodSign Palms Beach Tacos',
    scenes: 'CityOfAngels LA SantaMonica',
    names:
      'LosAngelesWithoutACar LosAngelesTacoCrawl LAMuralHunt HollywoodSignHike WalkOfFameStarHunt FindAFamousFilmingSpot LosAngelesBeachHop GriffithParkSunset LosAngelesOnABudget',
  },
  california: {
    things: 'GoldenGate Redwoods PalmTrees Beach Surfboard BigSur Desert Tacos',
    moves: 'PCHDrive RedwoodHike SurfLesson DesertWeekend CoastCruise',
    verbs: 'Surf Cruise Hike',
    core: 'GoldenGate PalmTrees Redwoods Surf',
    scenes: 'Cali GoldenState WestCoast',
    names:
      'HugARedwood SnowToSurfSameDay CaliforniaCoastDrive CaliforniaTacoTrail CaliBeachHop FirstSurfLessonCali CaliforniaSunsetHunt CaliforniaParkHop CaliforniaDesertBloom',
  },
  florida: {
    things: 'Beach Gator Palm Orange Keys ThemePark Sunshine Springs',
    moves: 'KeysDrive SpringsSwim AirboatRide BeachHop ThemeParkDay',
    verbs: 'Explore Swim Relax',
    core: 'Gator Orange Sunshine Beach',
    scenes: 'SunshineState FloridaKeys',
    names:
      'FloridaKeysRoadTrip FloridaKeyLimeQuest GatorSpotting FloridaSpringsHop FloridaShellHunt SqueezeTenOranges FloridaManateeWatch FloridaBeachBingo FloridaLighthouseClimb',
  },
  miami: {
    things: 'SouthBeach ArtDeco Cafecito Palms OceanDrive Wynwood Boat Cuban',
    moves: 'WynwoodWalls BeachDay CafecitoRun BoatDay ArtDecoWalk',
    verbs: 'Explore Swim Dance',
    core: 'SouthBeach ArtDeco Palms',
    scenes: 'SouthBeach OceanDrive',
    names:
      'MiamiCafecitoRun WynwoodMuralHunt CubanSandwichQuest ArtDecoColorHunt LittleHavanaDominoGame MiamiPastelitoRanked MiamiBeachSunrise MiamiSunsetBikeRide MiamiOnABudget',
  },
  orlando: {
    things: 'ThemeParks Castle Churro Pool Resort Wizard Lake Gator',
    moves: 'ParkHop RopeDrop WaterPark SpringsSwim CastleView',
    verbs: 'Explore Ride Swim',
    core: 'ThemeParks Castle Churro Ride',
    scenes: 'ParkHopper',
    names:
      'RopeDropRun ParkHopperChallenge OrlandoRideEveryCoaster OrlandoQueueBingo OrlandoStepCount OrlandoHiddenGems OrlandoGatorSpotting OrlandoLazyRiverFloat OrlandoOnABudget',
  },
  'new orleans': {
    things: 'Beignets Jazz FrenchQuarter Streetcar Balcony Beads Gumbo Bayou',
    moves: 'BeignetRun JazzWalk StreetcarRide BayouTour SecondLine',
    verbs: 'Dance Stroll Snack',
    core: 'Beignets Jazz Streetcar Beads',
    scenes: 'MardiGras NOLA FrenchQuarter BigEasy',
    names:
      'NoSugarSpill JoinASecondLine NewOrleansMaskMaking GumboQuest NOLAPralineTasteTest NewOrleansJazzWalk NOLADoorHunt NewOrleansStreetcarRide NewOrleansFoodCrawl',
    also: 'nola',
  },
  nashville: {
    things: 'Boots Guitar Mural HotChicken Broadway Stage CowboyHat Opry',
    moves: 'MuralHunt HotChickenRun OpryShow LiveMusicCrawl BootShopping',
    verbs: 'Explore Sing Dance',
    core: 'CowboyHat Boots Guitar Sing',
    scenes: 'MusicCity GrandOleOpry',
    names:
      'NashvilleLineDance ThreeChordNashvilleSong HotChickenQuest NashvilleMuralHunt NashvilleOpenMicNight NashvilleSingAlong NashvilleBootTryOn NashvilleLiveMusicCrawl',
  },
  chicago: {
    things: 'Bean DeepDish Skyline River ElTrain Lakefront HotDog Pier',
    moves: 'BeanSelfie RiverCruise DeepDishCrawl ArchitectureTour LakefrontBike',
    verbs: 'Explore Stroll Cruise',
    core: 'DeepDish Skyline HotDog BeanSelfie',
    scenes: 'WindyCity DeepDish ChiTown',
    names:
      'BeanSelfieChallenge DeepDishDebate NoKetchupChallenge ChicagoDogQuest NameThatSkyscraper ChicagoElTrainLoop ChicagoArchitectureWalk ChicagoPopcornTaste ChicagoLakefrontBike',
  },
  'san francisco': {
    things: 'GoldenGate CableCar Fog Sourdough Alcatraz Hills Pier PaintedLadies',
    moves: 'CableCarRide BridgeWalk FogChase AlcatrazTour HillClimb',
    verbs: 'Explore Climb Ride',
    core: 'GoldenGate CableCar Fog Sourdough',
    scenes: 'GoldenGate BayArea',
    names:
      'RideTheCableCar SanFranciscoHillClimb SanFranciscoFogChase SFSourdoughQuest SanFranciscoSeaLionCount SFStairwayHunt GoldenGateBridgeWalk SFChinatownFoodQuest SanFranciscoOnABudget',
    also: 'sanfran',
  },
  usa: {
    things: 'Route66 Diner NationalPark Skyline Flag Motel BigCity',
    moves: 'CrossCountryDrive StateHop DinerStop NationalParkTour FiftyStates',
    verbs: 'Explore Drive Roam',
    core: 'Flag Diner CrossCountryDrive',
    scenes: 'FourthOfJuly Americana CoastToCoast',
    names:
      'AllFiftyStates USACrossCountryDrive USARegionalFoodTour USARoadTripBingo USANationalParkStamps USADinerHop WelcomeSignSelfie USAPostcardEveryStop USASmallTownSideQuest',
    also: 'america unitedstates',
    spelled: 'USA',
  },
  rome: {
    things: 'Colosseum TreviFountain Gelato Vespa Pantheon Pasta Piazza Cobblestones',
    moves: 'CoinToss GelatoCrawl VespaRide PastaClass RuinsWalk',
    verbs: 'Wander Stroll Twirl',
    core: 'Colosseum TreviFountain Gelato Vespa',
    scenes: 'WhenInRome EternalCity Colosseum',
    names:
      'TossACoinChallenge WhenInRome RomeInOneDay SPQRHunt RomeFountainHunt RomeCarbonaraQuest RomeGelatoCrawl RomePiazzaSketch RomeVespaRide',
  },
  barcelona: {
    things: 'SagradaFamilia ParkGuell Tapas Churros Beach Mosaic Rambla Paella',
    moves: 'GaudiTour TapasCrawl BeachDay MosaicHunt MarketRun',
    verbs: 'Explore Stroll Dance Snack',
    core: 'SagradaFamilia Mosaic Tapas Beach',
    scenes: 'SagradaFamilia LaRambla Gaudi',
    names:
      'BarcelonaMosaicHunt BarcelonaTapasCrawl SayItInCatalan BarcelonaInADay SagradaSketchChallenge PaellaByTheBeach BarcelonaChurrosQuest BarcelonaMarketHaul BarcelonaBikeTour',
  },
  amsterdam: {
    things: 'Bikes Tulips Canals Windmill Stroopwafel Houseboat Cheese Clogs',
    moves: 'BikeTour TulipFields BoatTour WindmillVisit StroopwafelRun',
    verbs: 'Explore Cycle Stroll Float',
    core: 'Bikes Tulips Canals Cycle',
    scenes: 'CanalHouse TulipFields',
    names:
      'AmsterdamByBike StroopwafelQuest DancingHouseHunt AmsterdamBridgeCount TulipFieldSelfie WindmillSpotting AmsterdamCheeseTasting AmsterdamMuseumHop AmsterdamOnABudget',
  },
  seoul: {
    things: 'Hanbok Palace Cafe Kpop Photobooth NamsanTower Subway Tteokbokki',
    moves: 'HanbokWalk CafeHop MarketCrawl SkincareHaul PhotoboothRun',
    verbs: 'Explore Shop Snack Pose',
    core: 'Hanbok Palace Photobooth NamsanTower',
    scenes: 'Gangnam NamsanTower',
    names:
      'SeoulPhotoboothPose HanRiverRamyeonRun HanbokPalaceWalk SeoulCafeHop SeoulStreetFoodQuest SeoulNightMarketCrawl SeoulSubwayLineHop SeoulSkincareHaul NamsanTowerSunset',
  },
  korea: {
    things: 'Seoul Busan Hanbok Kimchi Palace ConvenienceStore Jeju',
    moves: 'PalaceVisit HanbokShoot ConvenienceHaul KbbqNight BusanBeach JejuTrip',
    verbs: 'Explore Snack Shop Pose',
    core: 'Kimchi Hanbok Seoul',
    scenes: 'Kdrama Kpop Seoul',
    names:
      'RecreateAKdramaScene OrderInKorean KoreaConvenienceStoreHaul PerfectSsamWrap HanbokPhotoshoot KoreaStreetFoodQuest KoreaCafeHop JejuTangerineHunt KoreaPalaceWalk',
    also: 'southkorea',
  },
  thailand: {
    things: 'Temple TukTuk Island Mango PadThai Market LongtailBoat ElephantSanctuary',
    moves: 'IslandHop NightMarket TempleTour LongtailRide StreetFoodCrawl',
    verbs: 'Explore Snorkel Ride Slurp',
    core: 'TukTuk PadThai Temple NightMarket',
    scenes: 'Bangkok Phuket TukTuk',
    names:
      'MangoStickyRiceHunt ThailandIslandHop OrderInThai ThailandNightMarketQuest ThaiCurryColorTrio PadThaiTasteTest ThailandTuktukRide ThailandLongtailBoatDay ThailandOnABudget',
  },
  'bucket list': {
    things: 'List Pen Passport Globe Map Journal Camera',
    moves: 'HotAirBalloon SafariDrive IglooNight WhaleWatch GlacierHike',
    verbs: 'Explore Chase Travel',
    core: 'List Passport Globe Explore',
    scenes: 'DreamTrip',
    names:
      'BucketListCrossItOff NeverDoneItBefore BucketListJar OneNewPlaceAMonth ShareYourBucketList BucketListThisYear LocalBucketList BucketListTripReveal',
  },
  wanderlust: {
    things: 'Globe Map Passport Postcard Compass Journal Backpack',
    moves: 'BucketListTrip SunsetChase CityBreak IslandHop RoadTrip',
    verbs: 'Explore Wander Roam',
    core: 'Globe Compass Map Wander',
    scenes: 'Globetrotter JetSet',
    names:
      'ThrowADartAtTheMap GetLostOnPurpose WanderlustOneNewPlace PinYourWanderlust WanderlustAtoZ WanderlustPostcardSwap WanderlustRecipeTour WanderlustPhotoDump',
  },
  adventure: {
    things: 'Backpack Compass Map Boots Rope Headlamp Trail Summit',
    moves: 'Trek Zipline CaveTour RaftTrip WaterfallHike SunriseClimb',
    verbs: 'Explore Climb Trek',
    core: 'Compass Map Trail Explore',
    scenes: 'Expedition OffTheMap GreatOutdoors',
    names:
      'SayYesToAdventure SideQuestSaturday MicroAdventure AdventureJarChallenge AdventureAlphabet BeforeWorkAdventure AdventureInYourTown AdventureBingo AdventureDiceRoll',
  },
  passport: {
    things: 'Stamp Visa Holder Cover BoardingPass Customs Border',
    moves: 'StampCount FirstStamp NewVisa BorderCrossing CountryCount',
    verbs: 'Explore Travel Roam',
    core: 'Stamp Visa StampCount Travel',
    scenes: 'PassportStamp BorderCrossing',
    names:
      'FirstStampEver CountYourCountries FillYourPassport PassportGuessWhere PassportPhotoThenAndNow MapYourPassport PassportPageStory PassportCoverDIY',
  },
  suitcase: {
    things: 'PackingCube Tag Scale CarryOn Zipper Wheels Lock Toiletries',
    moves: 'CubeTetris RollMethod SitAndZip WeighIn FiftyPoundLimit',
    verbs: 'Explore Wander Pack',
    core: 'Wheels Zipper SitAndZip Pack',
    scenes: 'BaggageClaim CarryOn',
    names:
      'WillItFit WhatsInMySuitcase SuitcaseTetris OneSuitcaseChallenge SitAndZipChallenge SuitcaseSpeedPack DecorateYourSuitcase SuitcaseWeighIn SpotYourSuitcase',
    also: 'luggage',
  },
  packing: {
    things: 'Suitcase CarryOn Cubes Toiletries Outfits Shoes List Scale',
    moves: 'CubeTetris RollMethod CapsuleWardrobe WeighIn LastMinute',
    verbs: 'Explore Wander Pack',
    core: 'Suitcase Cubes RollMethod Pack',
    scenes: 'PackingList CarryOnOnly',
    names:
      'PackingTetris PackWithMe PackLightChallenge PackingListSwap PackInTenMinutes RollVsFoldPacking CapsuleWardrobePacking PackingCubeRainbow KidsDoThePacking',
  },
  'budget travel': {
    things: 'Hostel Backpack BusTicket StreetFood Coupon Map Spreadsheet',
    moves: 'FreeWalkingTour HostelHop RedEye StreetFoodCrawl OvernightBus',
    verbs: 'Explore Wander Roam',
    core: 'Hostel Backpack Coupon',
    scenes: 'BudgetTrip',
    names:
      '50DollarTravelDay FreeThingsToDoChallenge CheapestFlightChallenge BudgetTravelEats BudgetTravelReceipts FreeWalkingTourDay WalkItDontRideIt BudgetTravelHostelTour BudgetTravelSnackHaul BudgetTravelSouvenirHunt',
    also: 'cheaptravel',
  },
  'luxury travel': {
    things: 'FirstClass Villa Butler Yacht Spa InfinityPool Suite Lounge',
    moves: 'SuiteTour YachtDay SpaDay VillaTour LoungeHop',
    verbs: 'Explore Relax Lounge',
    core: 'FirstClass Yacht InfinityPool',
    scenes: 'PrivateJet FirstClass InfinityPool',
    names:
      'BudgetVsLuxury WorthTheSplurge LuxuryForLess LuxurySuiteTour LuxuryTravelOnPoints LuxuryTravelAtHome LuxuryTravelPackWithMe LuxuryTravelYachtDay RateTheLuxuryLounge',
  },
  'first class': {
    things: 'Lounge Suite Flatbed Pajamas Menu AmenityKit Seat Window',
    moves: 'SuiteTour FlatbedNap MealReview LoungeHop Upgrade',
    verbs: 'Fly Relax Lounge',
    core: 'Flatbed Suite Lounge Upgrade',
    scenes: 'LoungeAccess BusinessClass',
    names:
      'FirstClassAtHome FirstClassWorthIt FirstClassOnPoints UpgradeOrNot FirstClassMealRanked FirstClassAmenityKitHaul FirstClassSeatTour FirstClassLoungeHop FirstClassPajamaCheck',
    also: 'businessclass',
  },
  layover: {
    things: 'Terminal Lounge Gate Passport Transit Map Snacks',
    moves: 'CityTour LoungeHop AirportNap TransitTour CityDash',
    verbs: 'Explore Wander Relax',
    core: 'Gate Terminal AirportNap',
    scenes: 'AirportNap',
    names:
      'EightHourLayover LayoverCityDash AirportSideQuest LayoverStepCount LayoverFoodQuest LayoverGateWorkout LayoverLoungeHop LayoverSouvenirRun LongestLayoverEver',
  },
  airbnb: {
    things: 'Keycode Host Cabin Treehouse Loft Pool HotTub Review',
    moves: 'CheckInTour HouseTour TreehouseStay CabinWeekend UniqueStay',
    verbs: 'Explore Relax Lounge',
    core: 'Host Keycode CheckInTour',
    scenes: 'Superhost VacationRental',
    names:
      'WeirdestAirbnb RateMyAirbnb GuessTheAirbnbCity AirbnbCheckInReaction SignTheAirbnbGuestbook AirbnbCookOff AirbnbVsHotel AirbnbTour AirbnbOnABudget',
  },
  resort: {
    things: 'Pool Cabana Buffet Wristband Spa Lounger Towel Beach',
    moves: 'PoolDay BuffetRun SpaDay CabanaDay RoomReveal',
    verbs: 'Relax Swim Lounge',
    core: 'Pool Cabana Buffet Lounge',
    scenes: 'AllInclusive ResortPool',
    names:
      'TryEveryResortActivity ResortTowelAnimal ResortPoolGames ResortBingo ResortAquaFitCrew ResortRoomTour ResortBuffetRanked ResortPostcardHome ResortOnABudget',
    also: 'allinclusive',
  },
  hostel: {
    things: 'Bunk Locker Dorm CommonRoom Kitchen Backpack Earplugs Keycard',
    moves: 'BunkTour DormLife CommonRoomChat KitchenHack FreeTour',
    verbs: 'Explore Wander Roam',
    core: 'Bunk Dorm Locker Backpack',
    scenes: 'Backpacker TopBunk',
    names:
      'TopBunkOrBust HostelRoomTour HostelMakeAFriend HostelCookOff HostelGameNight HostelBunkMakeover HostelWhatsInMyLocker HostelBreakfastHack HostelOnTenDollars',
  },
  'digital nomad': {
    things: 'Laptop Wifi Cafe Coworking Visa Backpack Hammock Beach',
    moves: 'CafeOffice BeachDesk SetupTour CoworkTour',
    verbs: 'Explore Work Roam',
    core: 'Laptop Wifi BeachDesk Work',
    scenes: 'NomadLife CafeOffice',
    names:
      'NomadBestViewOffice WorkFromAnywhereChallenge DigitalNomadWifiTest OneCityPerMonth DigitalNomadLearnTenWords CafeWorkHop DigitalNomadDeskTour DigitalNomadSunsetLogOff DigitalNomadBackpack',
    also: 'nomad',
  },
  'study abroad': {
    things: 'Campus Passport Dorm Visa Backpack HostFamily Map Cafe',
    moves: 'FirstWeek WeekendTrip LanguageClass HostDinner CampusTour',
    verbs: 'Explore Wander Learn',
    core: 'Passport Campus HostFamily Learn',
    scenes: 'SemesterAbroad ExchangeYear HostFamily',
    names:
      'FirstWeekAbroad CookForYourHostFamily OrderInTheLocalLanguage StudyAbroadSnackSwap StudyAbroadBucketList StudyAbroadPenPal StudyAbroadPackWithMe StudyAbroadDormTour StudyAbroadWeekendTrip',
    also: 'exchangestudent',
  },
  sailing: {
    things: 'Sail Mast Helm Knot Compass Anchor Wind Harbor',
    moves: 'SunsetSail HarborSail KnotTie Regatta',
    verbs: 'Explore Sail Cruise',
    core: 'Sail Mast Anchor Wind',
    scenes: 'Regatta Sailboat',
    names:
      'SailingKnotChallenge SpellItInSignalFlags LearnToSailChallenge FirstTimeSailing NameYourSailboat SunsetSail SailingDolphinSpotting SailingGalleyCookOff SailingRegattaDay',
  },
  snorkeling: {
    things: 'Mask Fins Reef Turtle Fish Coral Lagoon GoPro',
    moves: 'ReefSwim TurtleSpotting UnderwaterSelfie FishCount CoralTour',
    verbs: 'Swim Float Dive',
    core: 'Mask Fins Reef Swim',
    scenes: 'CoralReef',
    names:
      'SnorkelTurtleSpotting FishIDChallenge SnorkelBingo FirstTimeSnorkeling LookDontTouchReef SnorkelingFishCount SnorkelingSelfie ReefSafeSunscreenSwap SnorkelingBuddyCheck',
    also: 'snorkel snorkelling',
  },
  scuba: {
    things: 'Tank Regulator Fins Mask Reef Wreck Buddy Coral',
    moves: 'ReefDive NightDive WreckDive OpenWater BuddyCheck',
    verbs: 'Explore Dive Float',
    core: 'Tank Fins Reef Dive',
    scenes: 'Underwater NightDive CoralReef',
    names:
      'FirstScubaDive ScubaBubbleRing ScubaFishBingo LearnTheDiveSigns LearnToScuba ScubaUnderwaterSelfie ScubaBuddyCheck ScubaWreckDive ScubaGearHaul',
    also: 'scubadiving',
  },
  safari: {
    things: 'Lion Elephant Giraffe Jeep Binoculars Savanna Tent Camera',
    moves: 'GameDrive BigFive SunriseDrive MigrationWatch BushBreakfast',
    verbs: 'Explore Roam Trek',
    core: 'Lion Elephant Giraffe Binoculars',
    scenes: 'Savanna Serengeti',
    names:
      'SpotTheBigFive SafariBingo GuessTheSafariSound SafariPhotoChallenge SafariSketchChallenge SafariAnimalCount SafariSunriseDrive SafariMigrationWatch SafariBushBreakfast',
  },
  desert: {
    things: 'Dunes Cactus Camel Canyon Stars Jeep Oasis Sunset',
    moves: 'DuneDrive Sandboard Stargaze CamelRide CanyonHike',
    verbs: 'Explore Wander Ride Stargaze',
    core: 'Dunes Cactus Camel',
    scenes: 'SandDunes Oasis',
    names:
      'SandboardChallenge DesertTrackDetective DesertBloomHunt DesertStargazing DesertCactusCount DuneSunsetHike DesertSunriseTimelapse DesertCampNight DesertCamelRide',
  },
  waterfall: {
    things: 'Mist Pool Rainbow Trail Rocks Boots Moss Lookout',
    moves: 'TrailHike SwimmingHole RainbowHunt PhotoSpot MistWalk',
    verbs: 'Explore Chase Hike',
    core: 'Mist Rainbow SwimmingHole Chase',
    scenes: 'SwimmingHole WaterfallHike',
    names:
      'ChaseTenWaterfalls RainbowInTheMist WaterfallHunt SilkyWaterfallShot HikeToTheFalls WaterfallSoundCheck GuessTheWaterfallHeight WaterfallSketch WaterfallBingo',
  },
  sunset: {
    things: 'GoldenHour Horizon Beach Rooftop Pier Clouds Silhouette Camera',
    moves: 'Timelapse RooftopWatch BeachPicnic BoatCruise GoldenHourWalk',
    verbs: 'Chase Unwind Stroll',
    core: 'GoldenHour Horizon Silhouette Chase',
    scenes: 'GoldenHour Dusk',
    names:
      'ChasingSunsets RateTheSunset GoldenHourChallenge SunsetEveryDay GuessTheSunsetMinute SunsetSilhouettePose SunsetPicnicChallenge SunsetTimelapse PaintTheSunset',
  },
  sunrise: {
    things: 'Summit Coffee Horizon Beach Alarm Blanket Clouds',
    moves: 'SummitHike BeachYoga Timelapse DawnPaddle EarlyStart',
    verbs: 'Climb Hike Paddle',
    core: 'Horizon Alarm EarlyStart',
    scenes: 'Daybreak FirstLight Dawn',
    names:
      'UpBeforeTheSun WorthWakingUpFor SunriseHikeChallenge 7SunrisesInARow SunriseCoffeeClub SunriseTimelapse SunriseYogaOnTheBeach SunriseFromTheWindowSeat PaintTheSunrise',
  },
  museum: {
    things: 'Gallery Exhibit Ticket AudioGuide Statue Dinosaur Mummy Painting',
    moves: 'GalleryWalk PoseLikeTheArt ExhibitTour DinoHall SculptureMatch',
    verbs: 'Explore Wander Pose Learn',
    core: 'Dinosaur Statue Painting PoseLikeTheArt',
    scenes: 'MuseumDay FieldTrip',
    names:
      'RecreateThePainting PoseLikeTheStatue MuseumScavengerHunt SketchInTheMuseum MuseumInOneHour MuseumPickOneFavorite ExplainAPaintingIn30 MuseumHopChallenge FindTheMuseumDinosaur',
  },
  zoo: {
    things: 'Giraffe Penguin Lion Elephant Map Ticket Monkey Exhibit',
    moves: 'FeedingTime KeeperTalk PenguinWalk GiraffeFeed ExhibitHop',
    verbs: 'Explore Wander Learn',
    core: 'Giraffe Penguin Monkey FeedingTime',
    scenes: 'FeedingTime ZooDay PettingZoo',
    names:
      'ZooAnimalImpressions ZooBingo ZooAlphabetHunt ZooSketchChallenge GuessTheZooSound SpotTheZooBabies ZooPassportStamps ZooKeeperTalkQuiz ZooExhibitTierList',
  },
  'eiffel tower': {
    things: 'Paris Trocadero Picnic Lights Baguette Macarons Seine Beret',
    moves: 'SparkleHour TrocaderoShot HoldTheTower SummitRide StairClimb',
    verbs: 'Climb Pose Stroll',
    core: 'Paris Lights SparkleHour HoldTheTower',
    scenes: 'Paris CityOfLight',
    names:
      'HoldUpTheEiffelTower CatchTheEiffelSparkle EiffelTowerPicnic EiffelTowerEveryAngle SpotTheEiffelTower EiffelTowerStairClimb EiffelTowerSketch BuildAMiniEiffelTower EiffelTowerSunsetShot',
  },
  'grand canyon': {
    things: 'Rim Trail Mule Skywalk River Viewpoint Sunset Layers Canyon',
    moves: 'RimWalk MuleRide RaftTrip HelicopterTour SkywalkStep RimToRim',
    verbs: 'Explore Hike Gaze Ride',
    core: 'Canyon Mule Hike',
    scenes: 'SouthRim',
    names:
      'GrandCanyonSunrise GrandCanyonRimWalk CanyonEchoTest GrandCanyonOrBust GrandCanyonMuleRide CanyonViewpointHop GrandCanyonLayerCount GrandCanyonSketch GrandCanyonStargaze',
  },
  china: {
    things: 'GreatWall Lantern Dumplings Panda Temple BulletTrain TeaHouse Skyline',
    moves: 'WallHike NightMarket PandaVisit TempleTour DumplingCrawl LanternWalk',
    verbs: 'Explore Hike Snack Climb',
    core: 'GreatWall Panda Dumplings Lantern',
    scenes: 'GreatWall LunarNewYear Beijing',
    names:
      'DumplingQuest SayItInMandarin ChopstickPeanutChallenge ChinaNightMarketCrawl ChinaByHighSpeedRail ChinaLanternWalk ChinaTeaHouseHop ChinaPandaVisit ChinaOnABudget',
  },
  india: {
    things: 'TajMahal Chai Sari Spices Rickshaw Temple Bazaar Palace',
    moves: 'ChaiStop TukTukRide TempleVisit SpiceMarket TrainJourney StreetFoodCrawl',
    verbs: 'Explore Sip Ride Shop',
    core: 'TajMahal Sari Rickshaw Bazaar',
    scenes: 'Bollywood Diwali TajMahal',
    names:
      'IndiaChaiTasteTest IndiaStreetFoodQuest GuessTheSpice LearnABollywoodStep IndiaByTrainChallenge IndiaThaliRanked IndiaSpiceMarketHaul IndiaRickshawRide IndiaTajMahalSunrise',
  },
  canada: {
    things: 'MapleSyrup Moose Mountains Lake Poutine Canoe Rockies Toque',
    moves: 'RockiesDrive CanoeDay PoutineCrawl MooseSpotting NorthernLights',
    verbs: 'Explore Paddle Hike Skate',
    core: 'MapleSyrup Moose Poutine Canoe',
    scenes: 'MapleLeaf TrueNorth CanadaDay',
    names:
      'CanadaPoutineQuest MapleSnowTaffy CanadaMapleTasteTest CanoeTheLake CanadaSlangQuiz CanadaMooseSpotting CrossCanadaByTrain CanadaRockiesDrive CanadaLakeHop',
  },
  australia: {
    things: 'Kangaroo Koala Reef Outback OperaHouse Beach Vegemite Surfboard',
    moves: 'ReefDive OutbackDrive KangarooSpot CoastDrive SurfLesson',
    verbs: 'Explore Surf Dive',
    core: 'Kangaroo Koala Outback Surf',
    scenes: 'Aussie DownUnder Outback',
    names:
      'TimTamSlam AussieSlangChallenge KangarooSpotting AustraliaRoadTrip AustraliaBeachHop AussieSnackTasteTest AustraliaReefSnorkel AustraliaSurfLesson AustraliaOutbackDrive',
  },
  'new zealand': {
    things: 'Fjord Hobbiton Glacier Sheep Kiwi Lake Mountains Campervan',
    moves: 'HobbitonVisit FjordCruise GlacierHike CampervanTrip StargazingTour',
    verbs: 'Explore Hike Cruise Roam',
    core: 'Kiwi Sheep Fjord Hike',
    scenes: 'NZ',
    names:
      'NewZealandRoadTrip GlowwormCaveWalk KiwiSlangChallenge MiddleEarthSpotting NewZealandSheepCount NewZealandLakeHop NewZealandGlacierHike NewZealandFjordCruise NewZealandStargazing',
  },
  france: {
    things: 'Baguette Croissant Lavender Chateau Riviera Cheese Beret Cafe',
    moves: 'CafeHop LavenderFields ChateauTour RivieraDrive BakeryRun',
    verbs: 'Explore Stroll Sip Savor',
    core: 'Baguette Croissant Beret Lavender',
    scenes: 'Bonjour OhLaLa FrenchRiviera',
    names:
      'BaguetteRun OrderInFrench FranceCheeseTasteTest FranceCrepeFlip FranceByTrainChallenge FranceLavenderFields FranceChateauTour FranceCafeHop FranceRivieraDrive',
  },
  germany: {
    things: 'Castle Pretzel Bratwurst BlackForest Train Alps Cathedral',
    moves: 'CastleTour ChristmasMarket RhineCruise ForestHike PretzelRun',
    verbs: 'Explore Hike Stroll Cruise',
    core: 'Pretzel Castle Bratwurst',
    scenes: 'Autobahn GutenTag',
    names:
      'GermanyCastleHunt LongestGermanWord GermanyPretzelQuest GermanyByTrain ChristmasMarketHop GermanyBakeryRanked GermanyFairytaleRoad GermanyBlackForestHike GermanyRhineCruise',
  },
  portugal: {
    things: 'PastelDeNata Tram Tiles Lisbon Porto Cliffs Sardines Algarve',
    moves: 'TramRide TileHunt NataCrawl CoastWalk SunsetViewpoint',
    verbs: 'Explore Stroll Snack Surf',
    core: 'PastelDeNata Tiles Tram',
    scenes: 'Lisbon Algarve',
    names:
      'PortugalTileHunt PastelDeNataQuest PortugalAzulejoDIY PortugalRoadTrip PortugalCoastWalk PortugalSurfLesson PortugalSunsetViewpoint AlgarveCaveBoatTour PortugalOnABudget',
  },
  ireland: {
    things: 'Cliffs Castle Sheep Rainbow Shamrock GreenHills Cottage',
    moves: 'CliffWalk CastleTour RoadTrip SheepJam CottageStay RainbowHunt',
    verbs: 'Explore Wander Hike Drive',
    core: 'Shamrock Sheep GreenHills Castle',
    scenes: 'EmeraldIsle LuckOfTheIrish Shamrock',
    names:
      'IrelandRainbowHunt LearnAnIrishJig IrelandSheepTrafficJam FortyShadesOfGreen IrelandRoadTrip IrelandCastleHop IrishStewTasteTest IrelandCliffWalk IrelandTinWhistleTune',
  },
  scotland: {
    things: 'Castle Highlands Kilt Bagpipes LochNess Shortbread Heather',
    moves: 'HighlandDrive CastleTour NessieHunt IsleHop GlenHike',
    verbs: 'Explore Wander Hike Drive',
    core: 'Kilt Bagpipes Highlands NessieHunt',
    scenes: 'Highlands LochNess Bagpipes',
    names:
      'SpotNessie HighlandCowSpotting LearnAScottishReel ScotlandCastleHunt ScotlandTartanHunt ScotlandHighlandRoadTrip ScotlandShortbreadRanked ScotlandIslandHop ScotlandGlenHike',
  },
  england: {
    things: 'Tea Scones Castle RedBus Countryside Cottage PhoneBox Queue',
    moves: 'AfternoonTea CastleTour VillageWalk CotswoldsDrive CottageStay SconeTest',
    verbs: 'Explore Stroll Sip',
    core: 'Scones Castle Countryside Queue',
    scenes: 'AfternoonTea Cotswolds',
    names:
      'JamOrCreamFirst CotswoldsCottageHop RankEnglandFishAndChips EnglandPerfectCuppa EnglandByTrain EnglandCastleHunt EnglandRainBingo StonehengeSunrise EnglandSeasideDay',
    also: 'uk britain unitedkingdom',
  },
  brazil: {
    things: 'Beach Amazon ChristTheRedeemer Sugarloaf Acai Samba Football',
    moves: 'AmazonCruise SugarloafRide AcaiBowl BeachDay CarnivalParade',
    verbs: 'Explore Dance Swim Samba',
    core: 'Samba Football Acai Beach',
    scenes: 'RioCarnival Samba Copacabana',
    names:
      'LearnASambaStep BrazilBrigadeiroRoll BrazilBeachKeepyUppy BrazilBeachHop BrazilAcaiBowlRanked BrazilStreetFoodQuest BrazilFruitTasteTest BrazilWaterfallChase BrazilCarnivalCostume',
    also: 'brasil',
  },
  peru: {
    things: 'MachuPicchu Llama Alpaca Andes Ceviche IncaTrail Poncho Market',
    moves: 'SacredValleyTour LlamaSelfie RainbowMountain CevicheTasting MarketDay',
    verbs: 'Explore Hike Climb Trek',
    core: 'MachuPicchu Llama Alpaca Poncho',
    scenes: 'MachuPicchu IncaTrail',
    names:
      'HikeTheIncaTrail PeruLlamaSelfie SayHelloInQuechua PeruCevicheQuest PeruMachuPicchuSunrise PeruPotatoTasteTest PeruMarketHop PeruRainbowMountainHike PeruAlpacaSpotting',
  },
  egypt: {
    things: 'Pyramids Sphinx Nile Camel Desert Felucca Pharaoh Temple',
    moves: 'PyramidPose NileCruise CamelRide TempleTour TombVisit',
    verbs: 'Explore Ride Cruise Pose',
    core: 'Pyramids Sphinx Pharaoh Camel',
    scenes: 'Pyramids Pharaoh NileCruise',
    names:
      'PyramidInYourPalm YourNameInHieroglyphs EgyptSphinxSelfie NileSunsetSail EgyptPapyrusPainting EgyptStreetFoodQuest EgyptMuseumHunt EgyptMarketHaul EgyptCamelRide',
  },
  morocco: {
    things: 'Souk Riad Tagine MintTea Desert Camel Lanterns Rugs',
    moves: 'SoukHaul CamelTrek DesertCamp RiadTour TagineClass BlueCityWalk',
    verbs: 'Explore Wander Haggle Ride',
    core: 'Souk Tagine Lanterns Camel',
    scenes: 'Marrakech Casablanca',
    names:
      'MoroccanMintTeaPour LostInTheSouk BlueCityPhotoWalk MoroccoTagineQuest MoroccoDoorHunt MoroccoLanternHunt MoroccoDesertNight MoroccoCamelTrek MoroccoOnABudget',
  },
  turkiye: {
    things: 'Istanbul Cappadocia Balloons Bazaar Baklava Mosque Tea Ferry',
    moves: 'BalloonRide BazaarHaul FerryCrossing HammamDay BaklavaRun CaveHotel',
    verbs: 'Explore Wander Float Haggle',
    core: 'Bazaar Baklava Cappadocia',
    scenes: 'Istanbul Cappadocia GrandBazaar',
    names:
      'CappadociaBalloonRide TurkiyeBreakfastSpread TurkiyeBazaarHaul TurkiyeCoastHop TurkiyeCaveHotelTour TurkiyeSweetsTasteTest TurkiyeFerryRide OrderInTurkish',
  },
  istanbul: {
    things: 'Bosphorus Bazaar Mosque Tea Ferry Simit Baklava Cats',
    moves: 'BosphorusCruise BazaarHaul FerryHop SimitRun RooftopTea',
    verbs: 'Explore Haggle Sip Stroll',
    core: 'Bosphorus Bazaar Baklava Cats',
    scenes: 'Bosphorus GrandBazaar Constantinople',
    names:
      'TwoContinentsOneDay IstanbulCatSpotting IstanbulFerryRide IstanbulBazaarHunt IstanbulSimitQuest IstanbulRooftopTea IstanbulBaklavaRanked IstanbulTramRide IstanbulMosqueVisit',
  },
  vietnam: {
    things: 'Pho BanhMi Lanterns Coffee Scooter HaLongBay RiceFields NonLa',
    moves: 'PhoCrawl LanternNight HaLongCruise EggCoffee OldTownWalk',
    verbs: 'Explore Slurp Sip Cruise',
    core: 'Pho BanhMi Lanterns Scooter',
    scenes: 'Hanoi Saigon HaLongBay',
    names:
      'EggCoffeeQuest BanhMiRanked VietnamSpringRollRace VietnamPhoCrawl VietnamLanternWalk VietnamByTrain VietnamRiceFieldHike VietnamHaLongBayCruise VietnamOnABudget',
  },
  philippines: {
    things: 'Island Beach Mango Jeepney HaloHalo Boracay Palawan',
    moves: 'IslandHopping JeepneyRide HaloHaloRun LagoonTour SunsetSail',
    verbs: 'Explore Swim Sail Snorkel',
    core: 'Jeepney HaloHalo Mango IslandHopping',
    scenes: 'Manila Boracay Pinoy',
    names:
      'HaloHaloBuildOff PalawanIslandHop LearnATinklingStep FilipinoStreetFoodQuest PhilippinesJeepneyRide PhilippinesIslandBingo PhilippinesMangoTaste PhilippinesSunsetSail PhilippinesOnABudget',
  },
  singapore: {
    things: 'MarinaBay Supertrees HawkerCentre Merlion Skyline Changi ChilliCrab Orchid',
    moves: 'HawkerCrawl GardensByNight LightShow RooftopPool ChangiWaterfall',
    verbs: 'Explore Snack Stroll',
    core: 'Merlion Supertrees HawkerCentre MarinaBay',
    scenes: 'MarinaBay LionCity HawkerCentre',
    names:
      'HawkerCentreCrawl ChilliCrabQuest OrderKopiLikeALocal SingaporeMerlionPose SingaporeKayaToastTest SingaporeSupertreeShow SingaporeMRTLineHop SingaporeOrchidHunt SingaporeOnABudget',
  },
  'hong kong': {
    things: 'Skyline Tram Ferry DimSum Neon Peak Harbour Market',
    moves: 'DimSumCrawl StarFerryRide NightMarket PeakTram LightShow',
    verbs: 'Explore Snack Ride',
    core: 'DimSum Skyline Neon',
    scenes: 'VictoriaPeak StarFerry DimSum',
    names:
      'HongKongDimSumCrawl PeakTramRide HongKongNeonSignHunt EggTartQuest HongKongStarFerryRide HongKongNightMarketHop HongKongMilkTeaRanked HongKongSkylineLightShow HongKongIslandHike',
  },
  sydney: {
    things: 'OperaHouse HarbourBridge Bondi Ferry Beach CoastalWalk Koala Surfboard',
    moves: 'BondiToCoogee FerryRide BridgeClimb BeachHop SunsetHarbour',
    verbs: 'Explore Surf Swim',
    core: 'OperaHouse HarbourBridge Bondi',
    scenes: 'Bondi OperaHouse HarbourBridge',
    names:
      'BondiToCoogeeWalk BinChickenSpotting SydneyOperaHouseSelfie FerryToManly SydneyOceanPoolSwim SydneyBeachHop SydneySurfLesson SydneyKoalaSpotting SydneyOnABudget',
  },
  hollywood: {
    things: 'WalkOfFame Sign Studio RedCarpet Stars Premiere Backlot',
    moves: 'StudioTour StarHunt SignHike RedCarpetPose CelebSpotting',
    verbs: 'Explore Pose Hike',
    core: 'WalkOfFame RedCarpet Stars Pose',
    scenes: 'RedCarpet WalkOfFame Tinseltown',
    names:
      'RecreateAMovieScene GiveYourOscarSpeech HollywoodSignHike HollywoodRedCarpetPose WalkOfFameSelfie HollywoodFindYourStar HollywoodMovieSpotHunt HollywoodStudioTour HollywoodOnABudget',
    also: 'hollywoodsign',
  },
  lisbon: {
    things: 'Tram28 PastelDeNata Tiles Viewpoint Fado Hills Sardines Castle',
    moves: 'TramRide NataRun FadoNight AlfamaWalk ViewpointHop',
    verbs: 'Explore Stroll Climb',
    core: 'Tram28 PastelDeNata Tiles',
    scenes: 'Tram28 PastelDeNata',
    names:
      'LisbonTram28Ride LisbonNataCrawl LisbonTileHunt LisbonViewpointHop LisbonFadoNight GetLostInAlfama LisbonSardineTasting LisbonCastleClimb LisbonOnABudget',
  },
  berlin: {
    things: 'WallMural Currywurst Bear Brandenburg Doner Museum Bike FleaMarket',
    moves: 'WallWalk DonerRun MuseumIsland FleaMarketHaul BikeTour',
    verbs: 'Explore Cycle Stroll',
    core: 'WallMural Currywurst Brandenburg',
    scenes: 'BerlinWall Currywurst',
    names:
      'BerlinByBike BerlinAmpelmannHunt BerlinWallArtWalk BerlinDonerQuest BerlinCurrywurstRanked BerlinPhotoBoothPose BerlinFleaMarketHunt BerlinMuseumHop BerlinOnABudget',
  },
  prague: {
    things: 'Castle Bridge Clock Cobblestones Spires Tram OldTown ChimneyCake',
    moves: 'CastleClimb BridgeSunrise ClockWatch OldTownWalk ChimneyCakeRun',
    verbs: 'Explore Stroll Climb',
    core: 'Castle Bridge Clock Cobblestones',
    scenes: 'CharlesBridge PragueCastle',
    names:
      'PragueCastleClimb CharlesBridgeAtDawn PragueClockCountdown PragueOldTownWalk ChimneyCakeTasteTest PragueSpireCount PragueTramRide PragueOnABudget PragueRooftopView',
  },
  santorini: {
    things: 'BlueDome Sunset Cliffs Oia Windmill CavePool Ferry Caldera',
    moves: 'OiaSunset CalderaHike CatamaranCruise CliffsideBreakfast BlueDomeShot',
    verbs: 'Explore Swim Sail',
    core: 'BlueDome Sunset Windmill',
    scenes: 'BlueDome OiaSunset',
    names:
      'CatchTheOiaSunset BlueDomeSelfie SantoriniBoatDay SantoriniCalderaHike SantoriniBlueDoorHunt SantoriniOnABudget SantoriniVillageHop SantoriniWindmillWalk SantoriniSunriseBreakfast',
  },
  cancun: {
    things: 'Cenote Resort Beach Ruins Turquoise Pool Tacos Hammock',
    moves: 'CenoteSwim RuinsTour ResortDay IslaMujeresTrip SnorkelReef',
    verbs: 'Swim Snorkel Relax',
    core: 'Cenote Beach Turquoise Swim',
    scenes: 'RivieraMaya Cenote',
    names:
      'CancunCenoteSwim CancunBeyondTheResort CancunBeachHop CancunOnABudget CancunMarketQuest CancunSnorkelReef CancunRuinsTour IslaMujeresDayTrip BestTacoInCancun',
  },
  rio: {
    things: 'ChristTheRedeemer Sugarloaf Copacabana Samba Acai Beach Carnival Ipanema',
    moves: 'SugarloafSunset SambaNight CopacabanaWalk AcaiRun CarnivalParade',
    verbs: 'Explore Dance Swim',
    core: 'Copacabana Samba Carnival',
    scenes: 'Copacabana Ipanema RioCarnival',
    names:
      'ClapForTheRioSunset RioSugarloafCableCar RioBeachHop SambaInTheStreet RioCarnivalCostume RioAcaiRanked RioFootvolleyRally RioCopacabanaWalk RioOnABudget',
    also: 'riodejaneiro',
  },
  'mexico city': {
    things: 'Tacos Pyramids Murals Markets Churros Boats Zocalo Angel',
    moves: 'TacoCrawl PyramidClimb MuralHunt MarketTour BoatParty',
    verbs: 'Explore Snack Stroll',
    core: 'Tacos Murals Pyramids',
    scenes: 'CDMX',
    names:
      'CDMXTacoCrawl MexicoCityMuralHunt CDMXLuchaMaskDIY CDMXTrajineraSingAlong MexicoCityChurroQuest CDMXMarketHop MexicoCityPyramidsTrip MexicoCityParkPicnic MexicoCityOnABudget',
    also: 'cdmx',
  },
  'cape town': {
    things: 'TableMountain Penguins CableCar Beach Lighthouse ColorfulHouses CapePoint',
    moves: 'TableMountainHike PenguinBeach CableCarRide CapePointDrive ColorfulStreetWalk',
    verbs: 'Explore Hike Drive',
    core: 'TableMountain Penguins ColorfulHouses',
    scenes: 'TableMountain CapePoint',
    names:
      'HikeTableMountain CapeTownPenguinSpotting CapePointRoadTrip CapeTownSunsetPicnic CapeTownBeachHop CapeTownCableCar CapeTownColorWalk CapeTownOnABudget CapeTownWhaleWatch',
  },
  marrakech: {
    things: 'Souk Riad Medina Tagine Lanterns MintTea Spices Garden',
    moves: 'SoukHaul RiadTour MedinaWalk RooftopTea GardenVisit',
    verbs: 'Explore Wander Haggle',
    core: 'Souk Medina Lanterns Haggle',
    scenes: 'Souk Medina',
    names:
      'HighPourMintTea LostInTheMedina MajorelleBlueHunt MarrakechSoukHaul MarrakechSpiceHunt HaggleLikeALocal MarrakechZelligeSketch MarrakechRooftopSunset MarrakechTagineClass',
    also: 'marrakesh',
  },
  kyoto: {
    things: 'Torii Bamboo Temple Matcha Kimono Lantern Shrine Deer',
    moves: 'ToriiTunnel BambooForestWalk TempleHop TeaCeremony KimonoStroll',
    verbs: 'Explore Stroll Sip',
    core: 'Torii Bamboo Kimono Temple',
    scenes: 'BambooForest ToriiGates',
    names:
      'CountTheToriiGates KyotoBambooForestWalk KyotoMatchaWhiskOff KyotoKimonoStroll KyotoTempleHop KyotoAutumnLeafHunt KyotoMossGardenSketch KyotoLanternNight KyotoOnABudget',
  },
  vienna: {
    things: 'Palace Opera Sachertorte Coffeehouse Waltz Schnitzel Tram FerrisWheel',
    moves: 'PalaceTour CoffeehouseHop CakeCrawl WaltzLesson ChristmasMarket',
    verbs: 'Explore Waltz Sip',
    core: 'Palace Opera Schnitzel Waltz',
    scenes: 'VienneseWaltz Sachertorte',
    names:
      'ViennaWaltzLesson ReadThroughTheStrudel ViennaCoffeehouseHop ViennaCakeCrawl ViennaSchnitzelRanked ViennaConcertNight ViennaTramLoop ViennaChristmasMarket ViennaFerrisWheelRide',
  },
  edinburgh: {
    things: 'Castle RoyalMile Bagpipes ArthursSeat Shortbread Cobblestones Kilt',
    moves: 'ArthursSeatHike RoyalMileWalk CastleTour GhostTour FringeShow',
    verbs: 'Explore Climb Stroll',
    core: 'Castle Bagpipes Kilt RoyalMile',
    scenes: 'RoyalMile ArthursSeat',
    names:
      'ArthursSeatSunrise EdinburghGhostWalk EdinburghCastleTour EdinburghBookshopHop HaggisTasteTest EdinburghRoyalMileWalk EdinburghFringeDay EdinburghShortbreadRanked EdinburghOnABudget',
  },
  dublin: {
    things: 'Library ColorfulDoors Castle Harbour Bridge Shamrock Cliffs',
    moves: 'LibraryVisit CliffWalk DoorHunt CastleTour HowthHike',
    verbs: 'Explore Stroll Hike',
    core: 'Shamrock ColorfulDoors Library',
    scenes: 'StPatricksDay',
    names:
      'DublinDoorHunt DublinInADay DublinBookshopHop DublinCoastWalk DublinBridgeCount IrishStewQuest DublinSealSpotting DublinLibraryTour DublinOnABudget',
  },
  'amalfi coast': {
    things: 'Lemons Cliffs Positano Boat Ferry Gelato Vespa Umbrellas',
    moves: 'BoatDay CoastDrive LemonGrove CliffsideLunch PathOfTheGods',
    verbs: 'Explore Sail Swim',
    core: 'Lemons Positano Vespa',
    scenes: 'Positano LemonGrove',
    names:
      'AmalfiBoatDay LemonGranitaQuest PathOfTheGodsHike AmalfiVillageHop AmalfiStaircaseCount PositanoPhotoChallenge AmalfiCoastByBus AmalfiCoastLemonGrove AmalfiCoastOnABudget',
    also: 'amalfi positano',
  },
  maldives: {
    things: 'WaterVilla Reef Lagoon Hammock Seaplane Sandbank Turtle Dolphin',
    moves: 'SeaplaneRide SnorkelReef SandbankPicnic SunsetCruise VillaTour',
    verbs: 'Swim Snorkel Relax',
    core: 'WaterVilla Lagoon Turtle Snorkel',
    scenes: 'OverwaterVilla Seaplane',
    names:
      'OverwaterVillaTour MaldivesTurtleSpotting BabySharkSpotting MaldivesSnorkelDay MaldivesSandbankPicnic MaldivesOnABudget MaldivesLocalIslandDay MaldivesSunsetCruise MaldivesDolphinWatch',
  },
  switzerland: {
    things: 'Alps Chocolate Fondue Cowbell Train Glacier Lake Matterhorn',
    moves: 'ScenicTrain LakeCruise AlpineHike FondueNight MountainRail',
    verbs: 'Explore Hike Ride',
    core: 'Alps Cowbell Fondue Matterhorn',
    scenes: 'SwissAlps Matterhorn FondueNight',
    names:
      'SwissTrainRide SwissCheeseHoleCount SwitzerlandFondueNight SwissChocolateTasteTest SwissLakeHop SwitzerlandCowSpotting SwitzerlandGlacierHike SwitzerlandWaterfallHunt SwitzerlandOnABudget',
    also: 'swissalps swiss',
  },
  alaska: {
    things: 'Glacier Bear Salmon CruiseShip Aurora Moose Kayak Fjord',
    moves: 'GlacierCruise BearWatch WhaleWatch AuroraHunt FloatplaneRide',
    verbs: 'Explore Hike Paddle',
    core: 'Glacier Bear Moose Salmon',
    scenes: 'LastFrontier MidnightSun GlacierBay',
    names:
      'AlaskaGlacierCruise AlaskaWhaleWatch AlaskaWildlifeBingo AlaskaRoadTrip AlaskaMidnightSunHike AlaskaAuroraHunt AlaskaFloatplaneRide AlaskaBearSpotting AlaskaKayakDay',
  },
  texas: {
    things: 'CowboyBoots BBQ Rodeo Bluebonnets Longhorn Tacos Hat',
    moves: 'BBQTrail RodeoNight BluebonnetPhoto RiverFloat TacoCrawl',
    verbs: 'Explore Ride Float',
    core: 'CowboyBoots Rodeo Longhorn',
    scenes: 'LoneStar TexMex',
    names:
      'TexasBBQTrail TexasTwoStepLesson TexasRoadTrip TexasKolacheQuest TexasTexMexRanked TexasBluebonnetPhoto TexasRodeoNight TexasRiverFloat TexasCowboyBootTryOn',
  },
  venice: {
    things: 'Gondola Bridge Canal Mask Piazza Glass Gelato WaterBus',
    moves: 'GondolaRide BridgeHop MaskShop IslandHop CanalWalk',
    verbs: 'Explore Float Stroll',
    core: 'Gondola Canal Mask',
    scenes: 'GrandCanal Gondola',
    names:
      'LostInVenice VeniceBridgeCount VeniceMaskMaking VeniceGondolaRide VeniceCicchettiCrawl VeniceIslandHop VeniceGelatoCrawl VeniceWaterBusTour VeniceAtSunrise',
  },
  florence: {
    things: 'Duomo David Gelato Bridge Tuscany Art Piazza',
    moves: 'DuomoClimb GelatoCrawl SunsetView PastaClass MuseumDay',
    verbs: 'Explore Climb Stroll',
    core: 'Duomo Gelato Tuscany',
    scenes: 'Duomo Tuscany PonteVecchio',
    names:
      'FlorenceDuomoClimb FlorenceGelatoCrawl RubTheBoarsNose FlorenceSketchWalk FlorenceArtHunt TuscanRoadTrip FlorencePastaClass FlorenceMarketHaul FlorenceSunsetLookout',
  },
  'machu picchu': {
    things: 'Llama Ruins IncaTrail Andes Clouds SunGate Terraces',
    moves: 'IncaTrailHike SunGateSunrise LlamaSelfie RuinsTour SummitClimb',
    verbs: 'Explore Hike Climb',
    core: 'Llama Ruins IncaTrail Hike',
    scenes: 'IncaTrail SacredValley',
    names:
      'SunriseAtMachuPicchu IncaTrailChallenge MachuPicchuLlamaCount MachuPicchuStepCount MachuPicchuPanorama MachuPicchuTrainRide MachuPicchuHistoryQuiz MachuPicchuPostcard MachuPicchuPackingList',
  },
  'great wall': {
    things: 'Watchtower Steps Mountains Toboggan CableCar Sunrise Bricks',
    moves: 'WatchtowerClimb TobogganRide SunriseHike StepCount SectionHike',
    verbs: 'Explore Climb Hike',
    core: 'Watchtower Steps Bricks Hike',
    scenes: 'Beijing',
    names:
      'WalkTheWall GreatWallStepCount GreatWallTobogganRide GreatWallSunrise GreatWallWatchtowerHop GreatWallPicnic GreatWallCableCar GreatWallPanorama',
  },
  colosseum: {
    things: 'Arena Gladiator Ruins Arches Rome Forum Gelato Ticket',
    moves: 'UndergroundTour ArenaFloor GladiatorPose ForumWalk NightTour',
    verbs: 'Explore Pose Stroll',
    core: 'Arena Arches Ruins Rome',
    scenes: 'Gladiator AncientRome',
    names:
      'GladiatorPoseChallenge ColosseumHistoryQuiz ColosseumUndergroundTour ColosseumOnABudget ColosseumSunsetWalk ColosseumEveryAngle ColosseumNightTour ColosseumSketch ColosseumArchCount',
  },
  'taj mahal': {
    things: 'ReflectionPool Dome Marble Gardens Sunrise Minaret Agra',
    moves: 'SunrisePhoto ReflectionShot BenchPose GardenWalk SunriseVisit',
    verbs: 'Explore Pose Stroll',
    core: 'Dome Marble ReflectionPool',
    scenes: 'Taj Agra',
    names:
      'TajMahalAtSunrise ReflectionPoolShot PerfectSymmetryShot TajMahalHistoryQuiz TajMahalBenchPose TajMahalGardenWalk TajMahalSketch TajMahalFromTheRiver TajMahalOnABudget',
  },
  'statue of liberty': {
    things: 'Torch Crown Ferry Pedestal LadyLiberty Harbor Skyline',
    moves: 'FerryRide CrownClimb TorchPose HarborCruise PedestalView',
    verbs: 'Explore Climb Pose',
    core: 'LadyLiberty Crown Ferry',
    scenes: 'LadyLiberty LibertyIsland',
    names:
      'LibertyTorchPose FerryToLiberty LadyLibertySelfie StatueOfLibertyQuiz ClimbToTheCrown LibertyIslandPicnic StatueOfLibertyCostume StatueOfLibertySketch StatueOfLibertySkyline',
  },
  'niagara falls': {
    things: 'Poncho Mist Boat Rainbow Falls Lights Border Fudge',
    moves: 'BoatRide PonchoSelfie NightLights RainbowHunt FallsWalk',
    verbs: 'Explore Float Stroll',
    core: 'Falls Mist Poncho BoatRide',
    scenes: 'HorseshoeFalls Niagara',
    names:
      'NiagaraPonchoSelfie RainbowOverTheFalls NiagaraFallsBoatRide NiagaraFallsBothSides NiagaraFallsLightShow NiagaraFallsFudgeHunt NiagaraFallsFireworks NiagaraFallsMistWalk',
    also: 'niagara',
  },
  yellowstone: {
    things: 'OldFaithful Geyser Bison HotSpring Boardwalk Ranger Elk Canyon',
    moves: 'GeyserWatch BisonSpotting BoardwalkWalk PrismaticView CanyonHike',
    verbs: 'Explore Hike Camp',
    core: 'OldFaithful Geyser Bison',
    scenes: 'OldFaithful GeyserBasin',
    names:
      'OldFaithfulCountdown YellowstoneGeyserBingo YellowstoneBisonCount StayOnTheBoardwalk YellowstonePrismaticView YellowstoneLoopDrive YellowstoneJuniorRanger YellowstoneCanyonHike',
  },
  'mount fuji': {
    things: 'Summit Snowcap Pagoda Sakura Clouds Lake BulletTrain',
    moves: 'PagodaView SummitHike LakeReflection SunriseClimb TrainWindow',
    verbs: 'Explore Climb Hike',
    core: 'Snowcap Pagoda Sakura',
    scenes: 'Fujisan',
    names:
      'FujiSpotting FujiFromTheTrain FujiReflectionShot MountFujiSunriseHike FujiFiveLakesHop MountFujiPagodaView MountFujiTimelapse MountFujiSketch MountFujiSakuraShot',
    also: 'fuji fujisan',
  },
  everest: {
    things: 'BaseCamp Sherpa PrayerFlags Yak Teahouse Summit Glacier Boots',
    moves: 'BaseCampTrek SunriseView TeahouseStop PrayerFlagWalk RestDay',
    verbs: 'Explore Trek Climb',
    core: 'BaseCamp Yak PrayerFlags Trek',
    scenes: 'BaseCamp Himalayas RoofOfTheWorld',
    names:
      'EverestBaseCampTrek BaseCampOrBust EverestViewSunrise EverestFromThePlane EverestTeahouseStop EverestPrayerFlagWalk EverestPackingList EverestFactQuiz',
  },
  'northern lights': {
    things: 'Aurora Cabin Tripod Snow Igloo Forecast Sky Blanket',
    moves: 'AuroraHunt GlassIgloo LongExposure MidnightWait NightDrive',
    verbs: 'Explore Wander Chase',
    core: 'Aurora Sky Igloo Chase',
    scenes: 'Aurora PolarNight',
    names:
      'ChasingTheAurora NorthernLightsReaction NorthernLightsSelfie GlassIglooNight AuroraTimelapse NorthernLightsOnAPhone NorthernLightsCabinNight NorthernLightsPainting',
    also: 'aurora auroraborealis',
  },
  'hot air balloon': {
    things: 'Basket Sunrise Clouds Valley Field Festival Pilot Cappadocia',
    moves: 'SunriseFlight Liftoff FloatOver BasketView FestivalLaunch',
    verbs: 'Float Soar Drift',
    core: 'Basket Clouds Liftoff Float',
    scenes: 'UpUpAndAway BalloonFiesta',
    names:
      'FirstBalloonRideReaction CountTheBalloons SunriseBalloonRide HotAirBalloonLiftoff BalloonFestivalDay HotAirBalloonBasketView HotAirBalloonSpotting HotAirBalloonPicnic HotAirBalloonSketch',
  },
  subway: {
    things: 'Map Turnstile Card Platform Busker Station Line Seat',
    moves: 'StationHop MapRun Commute BuskerWatch EndOfTheLine',
    verbs: 'Explore Ride Commute',
    core: 'Turnstile Platform Busker Commute',
    scenes: 'SubwayCar RushHour',
    names:
      'SubwayMapFromMemory GuessTheNextStop EveryStationChallenge SubwayTerminusTrip SubwayMosaicHunt SubwayLineSideQuest SubwayBookClub PlatformTierList',
    also: 'metro',
  },
  souvenir: {
    things: 'Magnet Postcard Keychain Snowglobe Mug Tshirt Spoon Patch',
    moves: 'GiftShopRun MagnetHunt LocalMarket Swap Haul',
    verbs: 'Shop Collect Haggle',
    core: 'Magnet Postcard Snowglobe Collect',
    scenes: 'GiftShop',
    names:
      'FridgeMagnetTour GuessWhereItsFrom SouvenirSwap SouvenirUnderFiveDollars WeirdestSouvenir SouvenirStoryTime MakeYourOwnSouvenir SouvenirSnowGlobeHunt SouvenirMugCollection',
  },
  'jet lag': {
    things: 'Eyemask Coffee Pillow Timezone Sunlight Alarm',
    moves: 'PowerNap MorningWalk TimezoneReset SunlightWalk CoffeeRun',
    verbs: 'Nap Stretch Walk',
    core: 'Eyemask Pillow Timezone Nap',
    scenes: 'WrongTimeZone',
    names:
      'BeatTheJetLag StayUpTillNine JetLagMorningWalk JetLagSurvivalKit JetLagNapYesOrNo JetLagFirstDayPlan JetLagSleepRoutine AwakeAt4AMAgain',
  },
  tourist: {
    things: 'Map Camera FannyPack SelfieStick Guidebook Souvenir Hat Sandals',
    moves: 'LandmarkSelfie GuidedTour BusTour PhotoStop GuidebookWalk',
    verbs: 'Explore Wander Pose',
    core: 'FannyPack SelfieStick Guidebook',
    scenes: 'TouristTrap Sightseeing',
    names:
      'TouristInYourCity TouristTrapOrTreasure DressLikeATourist TouristGuidebookOnly TouristMapNoPhone TouristVsLocalQuiz TouristPostcardChallenge TouristLandmarkSelfie',
  },
  jungle: {
    things: 'Canopy Vines Waterfall Toucan Monkey Treehouse Boots River',
    moves: 'CanopyWalk Zipline NightTrek RiverCruise WildlifeSpot',
    verbs: 'Explore Trek Hike',
    core: 'Vines Monkey Toucan Canopy',
    scenes: 'Rainforest JungleTrek',
    names:
      'JungleSoundCheck JungleTrekChallenge JungleBugBingo JungleBirdSpotting JungleWaterfallHunt JungleNightTrek JungleCanopyWalk JungleZiplineDay JungleTreehouseStay',
    also: 'rainforest',
  },
  glacier: {
    things: 'Ice Crampons Cave Lagoon Helmet Iceberg Guide',
    moves: 'IceCaveTour IcebergSpot LagoonBoat BlueIceWalk CramponHike',
    verbs: 'Explore Hike Trek',
    core: 'Ice Iceberg BlueIceWalk',
    scenes: 'IceCave Icefield',
    names:
      'GuidedGlacierHike IcebergSpotting GlacierThenAndNow GlacierIceCaveTour GlacierLagoonBoat GlacierViewPicnic GlacierSoundCheck GlacierFactQuiz',
  },
  'ski trip': {
    things: 'Chairlift Lodge Goggles Snow Cabin Cocoa Boots Gondola Skis',
    moves: 'FirstChair LodgeLunch GondolaRide BunnySlope NightSki',
    verbs: 'Explore Ride Relax',
    core: 'Skis Snow Goggles BunnySlope',
    scenes: 'SkiLodge BunnySlope PowderDay',
    names:
      'FirstDayOnSkis BunnySlopeToBlueRun FirstChairOfTheDay PizzaFrenchFries ChairliftSelfie SkiTripBingo SkiTripOutfitCheck SkiTripPackWithMe SkiTripCocoaBreak',
  },
  'christmas market': {
    things: 'Pretzel Ornaments Lights Stalls Gingerbread HotCocoa Mittens Chalet',
    moves: 'StallCrawl OrnamentHunt CocoaCrawl LightWalk PretzelStop',
    verbs: 'Stroll Shop Sip',
    core: 'Ornaments Gingerbread Lights Stroll',
    scenes: 'Yuletide FestiveMarket',
    names:
      'ChristmasMarketHop ChristmasMarketMugHunt HotCocoaCrawl GingerbreadQuest OrnamentHunt ChristmasMarketGiftSwap ChristmasLightsWalk ChristmasMarketSingAlong ChristmasMarketBites',
  },
  'route 66': {
    things: 'Diner Motel Sign Neon MotherRoad ClassicCar Milkshake Map',
    moves: 'SignHunt DinerStop MotelNight RoadsideStop KicksDrive',
    verbs: 'Explore Drive Cruise',
    core: 'Diner ClassicCar MotherRoad Cruise',
    scenes: 'MotherRoad GetYourKicks',
    names:
      'Route66DinerHop MotherRoadTrip Route66NeonSignHunt Route66PostcardQuest Route66MilkshakeRanked Route66MotelNight Route66ClassicCarSpot Route66EightStates Route66RoadsideGiants',
  },
  asia: {
    things: 'NightMarket Temple Noodles Scooter RiceFields Island Lanterns',
    moves: 'NightMarketCrawl TempleHop IslandHop StreetFoodTour BackpackLoop',
    verbs: 'Explore Slurp Roam',
    core: 'NightMarket Noodles Lanterns Temple',
    scenes: 'NightMarket',
    names:
      'AsiaIn30Days AsiaNightMarketHop StreetFoodAcrossAsia AsiaByTrainChallenge AsiaIslandBingo AsiaNoodleQuest AsiaTempleTrail AsiaBackpackLoop AsiaOnABudget',
  },
  africa: {
    things: 'Safari Savanna Desert Beach Baobab Market Waterfall',
    moves: 'SafariDrive DesertCamp GorillaTrek SunsetSafari MarketTour',
    verbs: 'Explore Wander Roam',
    core: 'Safari Savanna Baobab',
    scenes: 'Safari Savanna Kilimanjaro',
    names:
      'AfricaSafariBingo AfricaTenHellos StreetFoodAfrica AfricanDrumLesson AfricaMarketQuest AfricaGorillaTrek AfricaBaobabSpotting AfricaSafariSunrise AfricaDesertCamp',
  },
  caribbean: {
    things: 'Island Reef Hammock Steelpan Beach Catamaran Coconut Turquoise',
    moves: 'CatamaranCruise SnorkelReef BeachDay SteelpanNight JerkStop',
    verbs: 'Swim Sail Relax',
    core: 'Steelpan Turquoise Beach Coconut',
    scenes: 'Calypso SteelDrum',
    names:
      'CaribbeanIslandHop FishFryFriday SteelpanSunset CaribbeanFruitTasteTest CaribbeanCatamaranDay CaribbeanSnorkelReef CaribbeanBeachBingo CaribbeanDominoNight CaribbeanOnABudget',
  },
  jamaica: {
    things: 'Beach Waterfall Reggae JerkChicken Patties BlueMountains Coconut',
    moves: 'WaterfallClimb RaftRide JerkStop BeachDay CliffSunset',
    verbs: 'Explore Swim Dance',
    core: 'Reggae JerkChicken Beach',
    scenes: 'Reggae MontegoBay',
    names:
      'JerkChickenQuest DunnsRiverClimb JamaicanPattyRanked LearnAPatoisPhrase JamaicaBeachHop JamaicaBambooRaftRide JamaicaBlueMountainHike JamaicaReggaeSingAlong JamaicaFruitTasteTest',
  },
  'puerto rico': {
    things: 'OldSanJuan Fort Beach BioBay Rainforest Coqui Mofongo',
    moves: 'BioBayKayak OldSanJuanWalk RainforestHike BeachDay MofongoRun',
    verbs: 'Explore Swim Dance',
    core: 'Coqui OldSanJuan BioBay',
    scenes: 'OldSanJuan Boricua',
    names:
      'PuertoRicoBioBayKayak ElYunqueHike OldSanJuanDoorHunt PuertoRicoMofongoQuest PuertoRicoBeachHop PuertoRicoFortTour PuertoRicoSalsaStep HearTheCoqui PuertoRicoOnABudget',
  },
  'costa rica': {
    things: 'Sloth Rainforest Zipline Toucan Beach Waterfall Hammock',
    moves: 'ZiplineTour SlothSpotting VolcanoHike HotSprings SurfLesson',
    verbs: 'Explore Surf Hike',
    core: 'Sloth Toucan Rainforest',
    scenes: 'PuraVida CloudForest',
    names:
      'SlothSpottingChallenge CostaRicaZipline CostaRicaWildlifeBingo CostaRicaVolcanoHike CostaRicaFrogSpotting CostaRicaBeachHop CostaRicaSurfLesson CostaRicaCoffeeFarm CostaRicaBirdList',
  },
  colombia: {
    things: 'Cartagena Arepa CoffeeFarm ColorfulStreets WaxPalms Beach',
    moves: 'CoffeeFarmTour ArepaCrawl SalsaNight WalledCityWalk WaxPalmHike',
    verbs: 'Explore Dance Hike',
    core: 'Arepa ColorfulStreets Cartagena',
    scenes: 'Cartagena Medellin',
    names:
      'ColombiaArepaQuest ColombiaFruitTasteTest CartagenaDoorHunt ColombiaSalsaLesson ColombiaCoffeeFarmTour ColombiaWaxPalmHike ColombiaCableCarRide ColombiaBeachDay ColombiaOnABudget',
  },
  argentina: {
    things: 'Tango Empanadas Patagonia Glacier Steak Mate BuenosAires Andes',
    moves: 'TangoLesson EmpanadaCrawl GlacierWalk PatagoniaTrek SteakNight',
    verbs: 'Explore Dance Hike',
    core: 'Tango Empanadas Patagonia',
    scenes: 'Tango BuenosAires',
    names:
      'TangoInTheStreet ArgentinaEmpanadaRanking ArgentinaAsadoNight PatagoniaTrekChallenge ArgentinaMateShare ArgentinaGlacierWalk DulceDeLecheTasteTest ArgentinaWaterfallDay ArgentinaOnABudget',
  },
  kenya: {
    things: 'Safari Savanna Lion Giraffe Balloon Beach Elephant',
    moves: 'GameDrive BalloonSafari BeachDay GiraffeCentre MigrationWatch',
    verbs: 'Explore Wander Roam',
    core: 'Safari Savanna Lion Giraffe',
    scenes: 'Safari MaasaiMara Nairobi',
    names:
      'KenyaSafariBingo SpotTheBigFive SayItInSwahili KenyaGiraffeFeeding KenyaMigrationWatch KenyaMarketQuest KenyaCoastDay KenyaBalloonRide KenyaOnABudget',
  },
  norway: {
    things: 'Fjord Aurora Cabin Ferry Waterfall Lofoten Cliff',
    moves: 'FjordCruise AuroraHunt CabinStay FerryHop ScenicDrive',
    verbs: 'Explore Hike Cruise',
    core: 'Fjord Aurora Cabin',
    scenes: 'Fjord MidnightSun',
    names:
      'FjordKayakChallenge NorwayAuroraHunt MidnightSunHike NorwayByTrain NorwayFerryHop NorwayLofotenRoadTrip NorwayWaterfallCount NorwayCabinWeekend NorwayWaffleTasteTest',
  },
  croatia: {
    things: 'Dubrovnik Walls Islands Waterfalls Boat Beach Pebbles OldTown',
    moves: 'IslandHop BoatDay CityWallsWalk SunsetKayak LakesTrail',
    verbs: 'Explore Sail Swim',
    core: 'Dubrovnik Islands IslandHop Sail',
    scenes: 'Dubrovnik Adriatic',
    names:
      'CroatiaIslandHop DubrovnikWallsWalk CroatiaSunsetSail CroatiaWaterfallDay HearTheSeaOrgan CroatiaSeaKayak AdriaticSwim CroatiaOnABudget CroatiaFerryBingo',
  },
  castle: {
    things: 'Tower Moat Drawbridge Turret Knight Crown Throne Gate',
    moves: 'TowerClimb RampartWalk ThroneSelfie BanquetNight GhostTour',
    verbs: 'Explore Climb Stroll',
    core: 'Tower Moat Drawbridge Throne',
    scenes: 'Camelot Drawbridge',
    names:
      'RoyalForADay CastleScavengerHunt CastleTowerClimb CastleHopping DrawTheCastle CastleHistoryQuiz CastleKnightPose CastleGhostTour CastleBanquetNight',
  },
  cave: {
    things: 'Stalactite Headlamp Lantern UndergroundLake Crystals Bats Guide',
    moves: 'GuidedTour CrystalHunt BoatRide LanternWalk GlowwormGrotto',
    verbs: 'Explore Wander Climb',
    core: 'Stalactite Crystals Bats Headlamp',
    scenes: 'Spelunking Grotto',
    names:
      'CaveEchoChallenge StalactiteOrStalagmite SpotTheGlowworms CaveExplorerBingo GuidedCaveTour CaveBoatRide CaveLanternWalk CaveCrystalHunt',
  },
  river: {
    things: 'Raft Canoe Tube Dock Bridge Rapids LifeJacket Rope',
    moves: 'LazyFloat TubingDay CanoeTrip BoatCruise Picnic',
    verbs: 'Explore Float Paddle',
    core: 'Raft Canoe LazyFloat Paddle',
    scenes: 'Riverside Rapids',
    names:
      'FloatTheRiver RiverCleanupChallenge RiverStoneSkip RiverTubingDay RiverCanoeTrip RiverBridgeCount RiverSunsetCruise RiverBirdSpotting',
  },
  'water park': {
    things: 'WaterSlide Tube LazyRiver WavePool Bucket Sunscreen Locker Towel Flipflop Lifeguard',
    moves: 'SlideRace LazyFloat BucketDump WaveRide SplashZone TubeTrain',
    verbs: 'Slide Splash Float Soak',
    core: 'WaterSlide LazyRiver WavePool Splash',
    scenes: 'LazyRiver WavePool SplashZone',
    names:
      'WaitForTheBucket RateEveryWaterParkSlide WaterParkSlideRace WaterParkBingo WaterParkPicnicDay LazyRiverLoop WaterParkSplashZone WaterParkSunscreenCheck WaterParkOnABudget',
  },
  'ferris wheel': {
    things: 'Cabin Skyline NeonLights Ticket Sunset Seat SafetyBar Hub CottonCandy Horizon',
    moves: 'StuckAtTheTop SkylineView SunsetRide CabinSelfie HeightPanic FirstDateRide',
    verbs: 'Ride Rise Gaze Spin',
    core: 'NeonLights CottonCandy SunsetRide Ride',
    scenes: 'Fairground CountyFair',
    names:
      'SpotYourHouseFromTheTop FerrisWheelSunsetRide OneLapOneQuestion FerrisWheelSkylineShot FerrisWheelTimelapse FerrisWheelFirstRide FerrisWheelNightLights FerrisWheelDate FerrisWheelRanked',
  },
  taxi: {
    things: 'Driver Meter Backseat Receipt Medallion RoofLight Partition Map Horn Suitcase',
    moves: 'ArmWave CurbHail RouteDebate MeterWatch FollowThatCar SkylineRide',
    verbs: 'Hail Ride Tip Whistle',
    core: 'Meter Backseat Driver Hail',
    scenes: 'YellowCab FollowThatCar CabRide',
    names:
      'WhistleForACab TaxiMeterGuess AskTheDriverForRecs GuessTheTaxiRoute TaxiWindowCityTour YellowCabSelfie TaxiTripTrivia TaxiRideSingAlong',
    also: 'cab taxicab',
  },
  'train station': {
    things: 'DepartureBoard Platform Clock Ticket Suitcase Conductor Bench Kiosk Turnstile Whistle',
    moves: 'LastMinuteDash BoardWatch PlatformSwitch StationPiano ReunionHug ConductorWave',
    verbs: 'Board Wait Depart Sprint',
    core: 'DepartureBoard Platform Ticket LastMinuteDash',
    scenes: 'GrandCentral AllAboard',
    names:
      'TrainStationGuessTheCity PickATrainFromTheBoard TrainStationPianoSong TrainStationClockHunt TrainStationFoodQuest TrainStationWelcomeSign PlatformPhotoWalk TrainStationRanked',
  },
  ferry: {
    things: 'Deck Railing Seagull Horn Ramp Lifejacket Cabin Wake Captain Snack',
    moves: 'DeckStroll SeagullWatch WindyHair HornBlast WakeWatch CarBoarding',
    verbs: 'Sail Board Cruise Dock',
    core: 'Deck Seagull Horn Sail',
    scenes: 'FerryCrossing IslandHop',
    names:
      'FerrySunsetRide FerryHopChallenge WindyFerrySelfie SeagullStandoff FerrySnackRun FerryWakeTimelapse FerryDolphinSpotting FerryDeckPicnic FerryPostcardHome',
  },
  tram: {
    things: 'Bell Track Strap Ticket Stop Conductor Window Wire Rail Seat',
    moves: 'BellRing HoldOnTight StrapSway HopOn CityLoop StopMiss',
    verbs: 'Ride Ring Hop Sway',
    core: 'Bell Track BellRing Ride',
    scenes: 'Streetcar TramLine',
    names:
      'RideEveryTramLine TramToTheLastStop RandomTramSideQuest CityByTram TramWindowTimelapse SketchFromTheTram TramDayPassChallenge OldestTramInTown',
    also: 'streetcar',
  },
  'cable car': {
    things: 'Cabin Cable Summit Pylon Mountain View Operator Bench Window Station',
    moves: 'SummitRide ViewGasp SwayPanic CloudPass SideHang BellRing',
    verbs: 'Ride Climb Sway Glide',
    core: 'Cabin Cable Mountain Ride',
    scenes: 'Gondola SkyRide',
    names:
      'RideToTheSummit CableCarAboveTheClouds CableCarAtSunset CableCarGondolaSelfie CableCarWindowView CableCarPicnic CableCarFirstTimer CableCarTimelapse',
  },
  motorcycle: {
    things: 'Helmet Jacket Throttle Kickstand Exhaust Sidecar Visor Handlebar Highway Glove',
    moves: 'OpenRoad RiderWave SidecarRide WindRush GarageRestore GearShift',
    verbs: 'Ride Rev Cruise Lean',
    core: 'Helmet Handlebar OpenRoad Ride',
    scenes: 'OpenRoad Biker',
    names:
      'RiderWaveBack MotorcycleGearCheck MotorcycleRoadTrip SidecarAdventure MotorcycleGarageRestore MotorcycleFirstLesson MotorcycleCoffeeRide MotorcycleHelmetArt MotorcycleScenicRoute',
    also: 'motorbike',
  },
  motel: {
    things:
      'RoomKey NeonSign IceMachine VendingMachine Bedspread Pool TinySoap Lobby Keychain Painting',
    moves: 'RoomTour IceRun VendingDinner CheckIn LateCheckout RoadTripStop',
    verbs: 'Stay Check Rest Unpack',
    core: 'NeonSign RoomKey IceMachine',
    scenes: 'NoVacancy RoadsideMotel',
    names:
      'NeonMotelSignHunt MotelRoomTour RoadTripMotelReview MotelPoolDay MotelMakeoverChallenge MotelKeychainCollection MotelVendingDinner MotelIceMachineRun MotelBreakfastRanked',
  },
  boardwalk: {
    things: 'Plank Arcade SaltwaterTaffy Seagull Pier Bike Surfboard FunnelCake Bench Lifeguard',
    moves: 'SunsetStroll ArcadeRun SeagullDodge BikeCruise PeopleWatch TaffyPull',
    verbs: 'Stroll Ride Snack Browse',
    core: 'Pier Arcade SaltwaterTaffy Stroll',
    scenes: 'Promenade SaltwaterTaffy',
    names:
      'BoardwalkArcadeRun BoardwalkSunsetStroll BoardwalkFoodTour WinABoardwalkPrize BoardwalkTaffyTasteTest BoardwalkBikeCruise BoardwalkSeagullDodge BoardwalkPhotoBooth',
    also: 'pier',
  },
  'car rental': {
    things: 'KeyFob Counter Contract Shuttle GPS Agent Lot Dent Checklist Convertible',
    moves: 'FreeUpgrade WalkAround DentCheck FindTheCar MirrorAdjust FuelRefill',
    verbs: 'Rent Return Drive Inspect',
    core: 'KeyFob Convertible FreeUpgrade Drive',
    scenes: 'RentalCounter',
    names:
      'WhatDidTheyGiveUs WhichCarIsOurs CarRentalRoadTrip CarRentalRanked CarRentalWalkaround CarRentalConvertibleDay CarRentalPlaylist CarRentalSpotlessReturn SurpriseUpgrade',
    also: 'rentalcar',
  },
  'gift shop': {
    things: 'Magnet Keychain SnowGlobe Postcard Mug Tshirt Plushie Bookmark Pin Tote',
    moves: 'MagnetHunt SouvenirHaul NameKeychainSearch PostcardPick BudgetBlowout ExitBrowse',
    verbs: 'Browse Buy Collect Gift',
    core: 'Magnet Keychain SnowGlobe Browse',
    scenes: 'SouvenirHaul',
    names:
      'WeirdestGiftShopFind GiftShopNameKeychain GiftShopUnderFive GiftShopSwap GiftShopMysteryGift FridgeMagnetCollection GiftShopPlushieRanked GiftShopPostcardPick GiftShopSnowGlobeHunt',
    also: 'souvenirshop',
  },
  'rest stop': {
    things: 'VendingMachine PicnicTable Map Bench Snack Coffee Trucker Jerky Brochure Restroom',
    moves: 'LegStretch SnackHaul DogWalk DriverSwap MapCheck QuickNap',
    verbs: 'Stretch Snack Refuel Swap',
    core: 'VendingMachine PicnicTable Snack Stretch',
    scenes: 'TruckStop',
    names:
      'RestStopSnackRanked RestStopStretch RestStopPostcardTrail RestStopPicnic RestStopBrochureHunt RestStopStateTrivia RestStopDogWalk WelcomeCenterSelfie',
    also: 'truckstop servicestation',
  },
  pilot: {
    things: 'Cockpit Wings Headset CaptainHat Runway Jet Throttle Window Cloud Logbook',
    moves: 'SmoothLanding Takeoff CaptainSpeaking Turbulence PreflightCheck',
    verbs: 'Fly Land Taxi Steer Soar',
    core: 'Cockpit Wings CaptainHat Fly',
    scenes: 'Cockpit FlightDeck',
    names:
      'ButterSmoothLanding AskAPilot PilotAlphabetChallenge PilotForADay PaperPlanePilot PilotAnnouncementVoice PilotCockpitTour PilotPreflightCheck',
  },
  'flight attendant': {
    things: 'Cart Pretzel Seatbelt OxygenMask CallButton Galley Aisle Blanket LifeVest Pillow',
    moves: 'SafetyDemo SnackRun SeatbeltCheck TrayTablesUp AisleWalk CallButtonDing',
    verbs: 'Serve Demonstrate Buckle Announce',
    core: 'Cart Seatbelt SafetyDemo Serve',
    scenes: 'SafetyDemo TrayTablesUp CabinCrew',
    names:
      'SafetyDemoDance ChickenOrPasta FlightAttendantForADay ThankYourCrew FlightAttendantSnackCart FlightAttendantQuiz FlightAttendantPackWithMe FlightAttendantLayover',
    also: 'stewardess cabincrew',
  },
  'tour guide': {
    things: 'Flag Umbrella Microphone Map Bus Ticket Headset Landmark SelfieStick Brochure',
    moves: 'FollowTheFlag FunFact PhotoStop HeadCount WalkingTour LeftSide',
    verbs: 'Guide Lead Point Narrate',
    core: 'Flag Microphone FollowTheFlag Guide',
    scenes: 'FollowTheFlag WalkingTour',
    names:
      'FollowTheUmbrella TourGuideForADay TourGuideFunFacts TourGuideVoiceChallenge TourGuideAtHome TourGuideTriviaQuiz TourGuidePhotoStop TourGuideHeadCount',
  },
  'truck driver': {
    things: 'Rig Horn Trailer Radio Map Cab Thermos TruckStop Highway Mudflap',
    moves: 'HonkTheHorn LongHaul TruckStopMeal NightDrive ConvoyRoll BigRigTurn',
    verbs: 'Haul Honk Drive Deliver',
    core: 'Rig Horn Highway Honk',
    scenes: 'BigRig 18Wheeler LongHaul',
    names:
      'HonkForTheTrucker TruckDriverCabTour TruckStopMealRanked TruckDriverForADay TruckerRoadTripBingo TruckDriverCabCooking TruckDriverSunriseView TruckDriverPlaylist ThankATruckDriver',
    also: 'trucker',
  },
  bucees: {
    things: 'Beaver BeaverNugget Brisket Jerky Fudge Restroom GasPump Plushie Tshirt',
    moves: 'BrisketRun RestroomReview JerkyWallTour SouvenirHaul RoadTripStop FudgeSample',
    verbs: 'Fuel Snack Browse Stop',
    core: 'Beaver BeaverNugget Brisket',
    scenes: 'BeaverNugget',
    names:
      'BuceesHaul BeaverNuggetReview BuceesSnackRanking BrisketSandwichRun BuceesMerchHunt BuceesJerkyWallPick BuceesFudgeTasteTest BuceesRestroomReview BuceesOnTwentyDollars',
    spelled: 'Bucees',
  },
  bangkok: {
    things: 'TukTuk Temple Canal MangoStickyRice PadThai Longtail Skytrain Market',
    moves: 'TempleHop NightMarketHaul CanalRide StreetFoodCrawl RooftopSunset',
    verbs: 'Explore Taste Wander',
    core: 'TukTuk Temple MangoStickyRice',
    scenes: 'Songkran RiverSunset',
    names:
      'BangkokNightMarketHaul BangkokTempleHop PadThaiTasteOff BangkokStreetEats ChaoPhrayaBoatRide BangkokOn20Dollars TukTukFirstRide SkytrainCityHop BangkokIn48Hours',
  },
  madrid: {
    things: 'Churros Tapas Plaza Palace Retiro Metro Bocadillo Flamenco',
    moves: 'TapasCrawl ChurroRun RooftopSunset PlazaHop MuseumMile',
    verbs: 'Explore Wander Taste',
    core: 'Churros Tapas Flamenco',
    scenes: 'Siesta Fiesta',
    names:
      'MadridTapasCrawl ChurrosAtMidnight MadridIn48Hours RetiroRowboatRide FlamencoFirstTry MadridRooftopSunset BocadilloTasteTest MadridMetroMission MadridLikeALocal',
  },
  seattle: {
    things: 'PikePlace SpaceNeedle Ferry Coffee Salmon Raincoat FerrisWheel Rainier',
    moves: 'CoffeeCrawl FerryRide FishToss WaterfrontWalk MarketHaul',
    verbs: 'Explore Sip Wander',
    core: 'PikePlace SpaceNeedle Coffee',
    scenes: 'RainyDay',
    names:
      'SeattleCoffeeCrawl PikePlaceTasteTest SpaceNeedleSunset SeattleFerryHop SpotRainierChallenge SeattleIn48 RainyDaySeattlePlan PikeMarketHaul SeattleOn50Dollars',
  },
  boston: {
    things: 'FreedomTrail LobsterRoll Chowder Harbor Fenway Cannoli SwanBoat Brownstone',
    moves: 'TrailWalk ChowderCrawl HarborCruise CannoliRun DuckTour',
    verbs: 'Explore Walk Taste',
    core: 'FreedomTrail LobsterRoll Chowder',
    scenes: 'HarborSunset',
    names:
      'WalkTheFreedomTrail BostonChowderCrawl LobsterRollRanked BostonCannoliShowdown SwanBoatSunday BostonIn48 BostonHarborSunset BostonOnFoot FenwayGameDay',
  },
  'washington dc': {
    things: 'Monuments Capitol Smithsonian CherryBlossoms Metro Museums Memorial Mall',
    moves: 'MonumentWalk MuseumHop BikeTheMall TidalBasin NightMonuments',
    verbs: 'Explore Learn Walk',
    core: 'Monuments Capitol Smithsonian',
    scenes: 'CapitolHill',
    names:
      'DCMonumentsByNight DCFreeMuseumDay BikeTheNationalMall SmithsonianScavengerHunt DCCherryBlossomWalk DCIn48Hours DCMetroMission MonumentSelfieTour DCOn25Dollars',
  },
  'san diego': {
    things: 'Tacos Beach Zoo Seals Surf Pier BalboaPark Sunset',
    moves: 'TacoCrawl TidePools SealSpotting BeachHop PierWalk',
    verbs: 'Surf Explore Taste',
    core: 'Tacos Beach BalboaPark',
    scenes: 'SoCalSunset',
    names:
      'SanDiegoTacoCrawl SpotTheSeals BalboaParkPicnic SanDiegoSunsetChase FishTacoFaceOff FirstSurfLesson SanDiegoBeachHop TidePoolTreasureHunt SanDiegoIn48 SanDiegoOnABudget',
  },
  toronto: {
    things: 'CNTower Streetcar Poutine PeamealBacon Islands Ferry Market Skyline',
    moves: 'TowerView FerryRide MarketCrawl IslandBike NeighborhoodHop',
    verbs: 'Explore Taste Ride',
    core: 'CNTower Poutine Streetcar',
    scenes: 'Skyline',
    names:
      'TorontoPoutineCrawl CNTowerSunset TorontoIslandBikeRide StLawrenceMarketHaul TorontoIn48 TorontoSkylineShot FerryToTheIslands StreetcarCityHop TorontoFoodHallRanked',
  },
  vancouver: {
    things: 'Seawall StanleyPark Mountains Seaplane Sushi Granville Ferry Forest',
    moves: 'SeawallBikeRide SuspensionBridge GondolaUp SushiCrawl MountainToOcean',
    verbs: 'Explore Bike Hike',
    core: 'Seawall StanleyPark Mountains',
    scenes: 'Rainforest',
    names:
      'BikeTheSeawall VancouverSushiCrawl StanleyParkLoop SeaToSkyDrive VancouverIn48 MountainsToOcean GranvilleIslandEats VancouverRainyDayPlan VancouverSunsetSpots VancouverOnFoot',
  },
  bahamas: {
    things: 'Conch TurquoiseWater Sandbar Reef Island Boat PinkSand Lighthouse',
    moves: 'IslandHop SnorkelDay SandbarPicnic ConchFritters BoatDay',
    verbs: 'Snorkel Swim Relax',
    core: 'TurquoiseWater Conch Sandbar',
    scenes: 'IslandTime BeachDay',
    names:
      'BahamasIslandHop ConchFritterTasteTest TurquoiseWaterCheck BahamasSnorkelSpots SandbarPicnicDay BahamasIn5Photos IslandTimeChallenge BahamasBoatDay PinkSandHunt BahamasOnABudget',
  },
  taiwan: {
    things: 'BubbleTea NightMarket SoupDumplings Lanterns Mountains Temples Trains BeefNoodles',
    moves: 'NightMarketCrawl LanternFestival TeaTasting HotSpringSoak MountainTrain',
    verbs: 'Taste Explore Sip',
    core: 'BubbleTea NightMarket BeefNoodles',
    scenes: 'LanternNight',
    names:
      'TaiwanNightMarketCrawl BobaAtTheSource TaiwanIn7Days BeefNoodleSoupRanked Taipei101Sunset TaiwanSnackHaul SoupDumplingFaceOff TaiwanHotSpringDay TaiwanByTrain',
    also: 'taipei',
  },
  osaka: {
    things: 'Takoyaki Okonomiyaki Castle Dotonbori Neon StreetFood Arcade Kushikatsu',
    moves: 'StreetFoodCrawl NeonNightWalk CastleVisit TakoyakiFlip ArcadeNight',
    verbs: 'Taste Explore Eat',
    core: 'Takoyaki Okonomiyaki Dotonbori',
    scenes: 'NeonNights',
    names:
      'OsakaStreetFoodCrawl TakoyakiFlipChallenge DotonboriNeonWalk OsakaIn24 OkonomiyakiAtHome OsakaCastleSunrise OsakaVsTokyo OsakaSnackHaul TakoyakiTasteTest',
  },
  'street food': {
    things: 'Skewers Tacos Dumplings Noodles Stall Cart Griddle Sauce',
    moves: 'FoodCrawl StallHop TasteTest SnackHaul NightMarket',
    verbs: 'Taste Try Explore',
    core: 'Stall Skewers FoodCrawl',
    scenes: 'NightMarket FoodStall',
    names:
      'StreetFoodUnder5 StreetFoodCrawl StreetFoodAtHome MysteryStallPick StreetFoodBingo TryTheLocalSnack CheapVsFancyStreetFood PointAndPickChallenge StreetFoodRanked',
  },
  'night market': {
    things: 'Stalls Skewers Lanterns BubbleTea Dumplings Games Trinkets Snacks',
    moves: 'SnackCrawl StallHop LanternWalk Haul TasteTest',
    verbs: 'Taste Browse Explore',
    core: 'Stalls Skewers Lanterns',
    scenes: 'AfterDark LanternLight',
    names:
      'NightMarketHaul NightMarketOn10Dollars NightMarketBingo NightMarketTasteTest LanternLitSnackCrawl NightMarketTop5 NightMarketBlindPick TryOneNewSnack SkewerTasteOff',
  },
  'cherry blossom': {
    things: 'Petals Sakura Picnic Blanket Park Branches Pink Blooms',
    moves: 'HanamiPicnic BlossomWalk PetalCatch BloomSpotting GoldenHour',
    verbs: 'Catch Stroll Picnic',
    core: 'Sakura Petals Blooms',
    scenes: 'SakuraSeason Hanami SpringBloom',
    names:
      'CatchAFallingPetal CherryBlossomPicnic CherryBlossomWalk PeakBloomHunt SakuraSnackHaul CherryBlossomFitCheck PetalRainSlowMo BlossomTunnelWalk SakuraLatteTasteTest',
    also: 'sakura',
  },
  'hot springs': {
    things: 'Onsen Steam Pool Robe Towel Mountains Snow Minerals',
    moves: 'SunriseSoak OnsenHop SnowdaySoak MountainDrive RobeAndSlippers',
    verbs: 'Soak Relax Unwind',
    core: 'Onsen Steam SunriseSoak',
    scenes: 'SnowySoak',
    names:
      'HotSpringHop HotSpringsRoadTrip SunriseSoakChallenge SnowAndSteamSoak FindTheHiddenSpring HotSpringsRanked OnsenFirstTimer PostSoakGlow ColdPlungeVsHotSpring OnsenEtiquette101',
    also: 'onsen',
  },
  'window seat': {
    things: 'Clouds Wing Sky Sunrise Runway Skyline Blanket Headphones',
    moves: 'CloudWatch WingView TakeoffShot LandingTimelapse SunriseAbove',
    verbs: 'Watch Fly Gaze',
    core: 'Clouds Wing Sky',
    scenes: 'AboveTheClouds',
    names:
      'WindowSeatView WindowSeatTimelapse GuessTheCityFromAbove CloudPhotoChallenge WindowSeatSunrise AisleVsWindowSeat WindowSeatWednesday LandingTimelapse WingViewRanked',
  },
  'carry on': {
    things: 'Backpack Suitcase Cubes Toiletries Liquids Pillow Headphones Snacks',
    moves: 'PackingCubes RollNotFold OneBagTrip GateCheck WeighIn',
    verbs: 'Pack Roll Fit',
    core: 'Suitcase PackingCubes Backpack',
    scenes: 'GateCheck',
    names:
      'CarryOnOnlyChallenge WhatsInMyCarryOn PackACarryOnIn10 CarryOnFor2Weeks CarryOnVsCheckedBag FitItInTheCarryOn PackingCubeTetris PersonalItemChallenge CarryOnSnackStash',
  },
  'central park': {
    things: 'BowBridge Rowboat Carousel Picnic Lawn Fountain Reservoir Pretzel',
    moves: 'RowboatRide ParkLoop PicnicSpread CarouselSpin FallFoliageWalk',
    verbs: 'Stroll Picnic Row',
    core: 'BowBridge Rowboat Carousel',
    scenes: 'SheepMeadow FallFoliage',
    names:
      'RowToBowBridge FourSeasonsOneBench CentralParkBenchHunt CentralParkBingo CentralParkScavengerHunt BikeTheParkLoop SketchBethesdaFountain CentralParkSquirrelCount CentralParkInFall CarouselFirstRide',
  },
  'universal studios': {
    things: 'Wands Butterbeer Minions Coaster Backlot Churros Parade Dinosaurs',
    moves: 'RopeDrop WandDuel SnackCrawl ThrillRide ParkHop',
    verbs: 'Ride Explore Scream',
    core: 'Wands Butterbeer Minions',
    scenes: 'ParkDay',
    names:
      'UniversalRopeDrop ButterbeerTasteTest UniversalInOneDay UniversalRidesRanked UniversalSnackCrawl WandChoosesYou MinionVoiceChallenge UniversalParkBingo PickTheNextRide',
  },
  tulum: {
    things: 'Cenote Ruins Beach Jungle Bicycle Tacos Hammock Guacamole',
    moves: 'CenoteSwim RuinsAtSunrise BikeToBeach JungleCafe BeachClub',
    verbs: 'Swim Explore Bike',
    core: 'Cenote Ruins Jungle',
    scenes: 'RivieraMaya',
    names:
      'TulumCenoteHop BikeToTheRuins SpotTheIguana TulumTacoCrawl CenoteColorCheck TulumIn3Days JungleCafeRanked TulumBeachBingo TulumOnABudget',
  },
  cabo: {
    things: 'Arch Whales Beach Marina Tacos Boat Cactus Sunset',
    moves: 'ArchBoatRide WhaleWatch SunsetSail SnorkelStop TacoCrawl',
    verbs: 'Sail Snorkel Relax',
    core: 'Arch Whales Marina',
    scenes: 'LandsEnd',
    names:
      'WhaleSpottingChallenge CaboArchBoatRide CaboTacoCrawl SnorkelTheSeaOfCortez CaboSeaLionSpotting CaboSalsaTasteTest CaboSunsetSail CaboIn5Days CaboOnABudget',
    also: 'cabosanlucas',
  },
  tuscany: {
    things: 'Vineyards Cypress Hilltowns Florence Siena Pasta Gelato Vespa',
    moves: 'VespaRide HilltownHop PastaClass CypressRoad GoldenHourDrive',
    verbs: 'Wander Taste Drive',
    core: 'Cypress Vineyards Hilltowns',
    scenes: 'GoldenHour Countryside',
    names:
      'TuscanyByVespa CypressRoadHunt HilltownHopChallenge PaintTheTuscanHills TuscanyIn5Towns TuscanPastaClass SienaGelatoRanked PecorinoTasteTest TuscanySunsetDrive',
    also: 'toscana',
  },
  athens: {
    things: 'Acropolis Parthenon Souvlaki Gyros Ruins Plaka Olives Ferry',
    moves: 'AcropolisClimb SouvlakiCrawl RuinsWalk RooftopView FerryHop',
    verbs: 'Explore Climb Taste',
    core: 'Acropolis Parthenon Souvlaki',
    scenes: 'RooftopSunset',
    names:
      'AcropolisAtSunrise StatuePoseChallenge SouvlakiShowdown AthensGyroCrawl AthensIn48 AthensCatSpotting AthensToTheIslands AthensRooftopView AthensOnABudget',
  },
  budapest: {
    things: 'ThermalBaths Parliament Danube ChainBridge Goulash Langos CastleHill Tram',
    moves: 'BathHop RiverCruise BridgeWalk LangosTasteTest CastleClimb',
    verbs: 'Soak Explore Cruise',
    core: 'ThermalBaths Danube Parliament',
    scenes: 'DanubeNights',
    names:
      'BudapestBathHop DanubeNightCruise BudapestIn48 LangosTasteTest CrossTheChainBridge BudaVsPest BudapestCastleSunset BudapestOnABudget GoulashShowdown',
  },
  alps: {
    things: 'Peaks Gondola Chalet Cheese Fondue Snow Lakes Trails',
    moves: 'GondolaRide AlpineHike LakeSwim FondueNight SummitView',
    verbs: 'Hike Ski Explore',
    core: 'Peaks Gondola Chalet',
    scenes: 'AlpineMorning',
    names:
      'SoundOfTheAlps FondueWithAView AlpineLakeColorCheck AlpsByTrain AlpsCowbellChorus SummitSunriseHike AlpsIn5Days AlpsGondolaView AlpineHutBreakfast',
  },
  melbourne: {
    things: 'Laneways Coffee Trams StreetArt Brunch Beach FlatWhite Market',
    moves: 'LanewayCrawl CoffeeRun TramHop BrunchRanked StreetArtHunt',
    verbs: 'Explore Sip Wander',
    core: 'Laneways Coffee StreetArt',
    scenes: 'FourSeasonsDay',
    names:
      'MelbourneCoffeeCrawl LanewayStreetArtHunt FlatWhiteFaceOff MelbourneBrunchRanked FourSeasonsInOneDay MelbourneIn48 FreeTramZoneTour MelbourneLanewayBingo QueenVicMarketHaul MelbourneOnFoot',
  },
  banff: {
    things: 'LakeLouise Moraine Gondola Elk Mountains Canoe Glacier Icefields',
    moves: 'CanoeRide SunriseHike GondolaUp LakeHop WildlifeSpotting',
    verbs: 'Hike Paddle Explore',
    core: 'LakeLouise Moraine Canoe',
    scenes: 'GlacierBlue MountainTown',
    names:
      'BanffLakeHop CanoeOnLakeLouise MoraineLakeSunrise BanffGondolaView GlacierBlueCheck BanffIn3Days BanffWildlifeBingo IcefieldsRoadTrip BanffOnABudget',
  },
  milan: {
    things: 'Duomo Galleria Tram Risotto Gelato Navigli Panettone Boutiques',
    moves: 'DuomoRooftop CanalStroll TramRide WindowShopping FashionWeek',
    verbs: 'Explore Stroll Taste',
    core: 'Duomo Galleria Navigli',
    scenes: 'NavigliSunset',
    names:
      'MilanDuomoRooftop MilanFitCheck MilanIn24 NavigliSunsetStroll RisottoMilaneseTry SpinOnTheBull MilanTramTour MilanOnABudget MilanGelatoRanked',
    also: 'milano',
  },
  copenhagen: {
    things: 'Nyhavn Bikes Canals Pastries Tivoli Harbor Smorrebrod Cinnamon',
    moves: 'BikeTour CanalCruise HarborSwim PastryCrawl HyggeNight',
    verbs: 'Bike Explore Taste',
    core: 'Nyhavn Bikes Pastries',
    scenes: 'Hygge',
    names:
      'CopenhagenByBike NyhavnColorWalk CopenhagenPastryCrawl SmorrebrodBuildOff HyggeNightIn CopenhagenIn48 TivoliRideRanked CopenhagenMermaidPose CopenhagenStyleCheck CopenhagenOnABudget',
  },
  sicily: {
    things: 'Cannoli Arancini Granita Etna Beaches Lemons Ruins Villages',
    moves: 'CannoliCrawl GranitaBreakfast CoastDrive VolcanoHike MarketWalk',
    verbs: 'Taste Explore Swim',
    core: 'Cannoli Arancini Granita',
    scenes: 'LemonGrove',
    names:
      'SicilyCannoliCrawl GranitaForBreakfast AranciniTasteTest SicilyRoadTrip SicilyIn7Days LemonGroveStroll SicilyBeachHop SicilyMarketHaul EtnaViewpointHunt',
    also: 'sicilia',
  },
  'times square': {
    things: 'Billboards Lights Broadway Pretzel Cab Ball Neon Stairs',
    moves: 'BillboardSpot NeonNight BroadwayShow BallDrop RedSteps',
    verbs: 'Explore Gaze Wander',
    core: 'Billboards Lights Broadway',
    scenes: 'NewYearsEve CityLights',
    names:
      'TimesSquareByNight FirstTimeInTimesSquare RedStepsSelfie BroadwayLotteryLuck TimesSquareBingo TimesSquareSnackRanked EmptyTimesSquareAt6AM NeonLightsTimelapse TimesSquarePretzelTest',
  },
  zipline: {
    things: 'Harness Helmet Canopy Trees Platform Cable Jungle Valley',
    moves: 'CanopyTour SuperheroPose ScreamCheck ValleyCross HelmetCam',
    verbs: 'Soar Glide Fly',
    core: 'Harness Canopy Platform',
    scenes: 'JungleCanopy',
    names:
      'FirstZiplineReaction SupermanZiplinePose ScreamOrSmileZipline FacingMyFearZipline ZiplineHelmetCam CanopyTourChallenge ZiplineWithYourBestie ZiplineOverTheJungle ZiplineVsRollerCoaster',
    also: 'ziplining',
  },
  shanghai: {
    things: 'Bund Skyline Dumplings Metro Tower Gardens Ferry Noodles',
    moves: 'BundNightWalk DumplingCrawl FerryCrossing SkylineView GardenStroll',
    verbs: 'Explore Taste Wander',
    core: 'Bund Skyline Dumplings',
    scenes: 'NeonSkyline',
    names:
      'ShanghaiBundByNight SoupDumplingCrawl ShanghaiIn48 YuGardenStroll ShanghaiSkylineShot ShanghaiBreakfastCrawl ShanghaiOldVsNew ShanghaiMetroMission HuangpuFerryRide',
  },
  atlanta: {
    things: 'Peaches Aquarium Skyline Murals Wings Streetcar Magnolias PeachCobbler',
    moves: 'BeltLineWalk MuralHunt WingCrawl PeachTasting SkylineView',
    verbs: 'Explore Taste Walk',
    core: 'Peaches Wings Skyline',
    scenes: 'ATL Hotlanta',
    names:
      'ATLWingCrawl AtlantaMuralHunt WalkTheBeltLine LemonPepperWingsRanked AtlantaIn24Hours ATLPhotoSpotBingo PeachCobblerQuest ATLFoodTruckFriday',
    also: 'atl',
  },
  austin: {
    things: 'Tacos Brisket Bats Murals BartonSprings Queso Capitol Kayak',
    moves: 'TacoCrawl BatFlight MuralHunt LakeKayak BBQLine LiveMusicNight',
    verbs: 'Explore Taste Paddle',
    core: 'Tacos Brisket Bats',
    scenes: 'ATX',
    names:
      'ATXTacoCrawl AustinBatsAtDusk IsTheBrisketLineWorthIt AustinMuralSelfieHunt BreakfastTacoRanked PaddleLadyBirdLake AustinLiveMusicBingo ATXQuesoQuest',
    also: 'atx',
  },
  denver: {
    things: 'Mountains RedRocks Skyline Snow Trails GreenChile Bison Sunshine',
    moves: 'RedRocksClimb MountainDayTrip MileHighView SunriseHike FoothillsDrive',
    verbs: 'Explore Hike Climb',
    core: 'Mountains RedRocks Hike',
    scenes: 'MileHigh',
    names:
      'FindTheMileHighStep RedRocksSunriseHike DenverOneDayFourSeasons GreenChileTasteTest DenverViewpointHunt DenverDayTripBingo PicnicWithAMountainView 48HoursInDenver',
  },
  philadelphia: {
    things:
      'Cheesesteak LibertyBell RockyStatue SoftPretzel WaterIce ReadingTerminal Murals Rowhouses',
    moves: 'RockyStepsRun CheesesteakCrawl MuralMile PretzelHunt HistoryWalk',
    verbs: 'Explore Taste Run',
    core: 'Cheesesteak LibertyBell RockyStatue',
    scenes: 'Philly',
    names:
      'RockyStepsChallenge PhillyCheesesteakRanked WitOrWitout PhillySoftPretzelQuest LibertyBellSelfie WaterIceFlavorHunt PhillyMuralHunt PhillyIn24Hours',
    also: 'philly',
  },
  'key west': {
    things: 'Sunset KeyLimePie Chickens Lighthouse Conch Scooter Buoy Hemingway',
    moves: 'SunsetCelebration ScooterTour SnorkelTrip DuvalStroll PieTasting',
    verbs: 'Explore Snorkel Ride',
    core: 'Sunset KeyLimePie Conch',
    scenes: 'MalloryDock IslandTime',
    names:
      'KeyWestSunsetClap KeyLimePieRanked SouthernmostPointSelfie KeyWestChickenCount KeyWestScooterTour SnorkelTheKeys KeyWestIn24Hours ConchFritterTasteTest',
  },
  montreal: {
    things: 'Bagels Poutine Cobblestones Basilica MontRoyal Metro Festivals MapleTaffy',
    moves: 'BagelBattle PoutineCrawl OldPortStroll MountainLookout FrenchPhrase',
    verbs: 'Explore Taste Speak',
    core: 'Bagels Poutine Cobblestones',
    scenes: 'OldPort',
    names:
      'MontrealBagelBattle MontrealPoutineCrawl OrderInFrenchChallenge OldMontrealPhotoWalk MontRoyalSunrise MontrealIn48Hours MontrealMetroArtHunt MapleTaffyOnSnow',
    also: 'mtl',
  },
  cuba: {
    things: 'ClassicCars Malecon Salsa Sandwiches Beaches Murals Guava Dominoes',
    moves: 'ClassicCarRide SalsaLesson MaleconSunset ColorfulStreets DominoGame',
    verbs: 'Explore Dance Ride',
    core: 'ClassicCars Salsa Malecon',
    scenes: 'Havana',
    names:
      'CubaClassicCarRide HavanaColorWalk CubanSandwichRanked LearnCubanSalsa MaleconSunsetStroll CubaDominoNight GuavaPastryTasteTest CubaIn5Photos',
    also: 'havana',
  },
  'dominican republic': {
    things: 'PuntaCana Beaches Mangu Merengue Bachata Palms Coconut Larimar',
    moves: 'BachataLesson CatamaranTrip CoconutBreak ResortDay MangoTasting',
    verbs: 'Explore Dance Swim',
    core: 'PuntaCana Bachata Mangu',
    scenes: 'IslandTime',
    names:
      'BachataInTheDR TryManguForBreakfast PuntaCanaSunriseSwim DominicanBeachBingo FreshCoconutTasteTest PuntaCanaCatamaranDay DominicanFlavorQuest DominicanSouvenirUnder10',
    also: 'puntacana dominicana',
  },
  aruba: {
    things: 'WhiteSand DiviTree Flamingos TurquoiseWater Shipwreck Sunsets Aloe Iguanas',
    moves: 'FlamingoBeach SnorkelWreck SunsetSail CaveHike IguanaSpot',
    verbs: 'Explore Snorkel Swim',
    core: 'Flamingos DiviTree WhiteSand',
    scenes: 'OneHappyIsland',
    names:
      'ArubaFlamingoSelfie FindTheDiviTree ArubaShipwreckSnorkel ArubaCaveHike ArubaSunsetCountdown IguanaSpottingChallenge ArubaBeachRanked ArubaIn5Beaches',
  },
  fiji: {
    things: 'Bula Reef Lagoon Coconut Palms Sandbar Mangoes OverwaterBungalow',
    moves: 'ReefSnorkel IslandHop SandbarPicnic SunsetSail CoconutCrack',
    verbs: 'Explore Snorkel Sail',
    core: 'Bula Reef Lagoon',
    scenes: 'IslandTime',
    names:
      'BulaGreetingChallenge FijiIslandHop LiveOnFijiTime FijiReefSnorkel SandbarPicnicForTwo CrackACoconutChallenge FijiLagoonFloat FijiIn5Islands',
  },
  'bora bora': {
    things: 'OverwaterBungalow Lagoon MountOtemanu Reef Canoe Hibiscus Pareo Stingrays',
    moves: 'LagoonSnorkel CanoeBreakfast SunsetPaddle BungalowTour ReefSwim',
    verbs: 'Explore Snorkel Paddle',
    core: 'OverwaterBungalow Lagoon MountOtemanu',
    scenes: 'Paradise Tahiti',
    names:
      'BoraBoraBungalowTour CanoeBreakfastReveal BoraBoraLagoonSnorkel ShadesOfBlueChallenge BoraBoraOnABudget BoraBoraSunsetPaddle RateTheBungalowView OtemanuPhotoHunt',
  },
  phuket: {
    things: 'Longtail Beaches BigBuddha Islands Mango StickyRice OldTown Sunset',
    moves: 'IslandHop LongtailRide NightMarket BeachHop MangoSnack',
    verbs: 'Explore Snorkel Taste',
    core: 'Longtail BigBuddha Beaches',
    scenes: 'PhiPhi',
    names:
      'PhuketIslandHop LongtailBoatDay PhuketOldTownColors MangoStickyRiceRanked BigBuddhaSunrise PhuketNightMarketHaul PhiPhiDayTrip PhuketBeachBingo PhuketOn1000Baht',
  },
  malaysia: {
    things: 'PetronasTowers NasiLemak Durian Roti Satay Rainforest Langkawi Penang',
    moves: 'HawkerCrawl StreetArtHunt TowerView JungleWalk TehTarikPour',
    verbs: 'Explore Taste Try',
    core: 'PetronasTowers NasiLemak Penang',
    scenes: 'KualaLumpur KL',
    names:
      'MalaysiaNasiLemakRanked PenangStreetArtHunt DurianFirstBite TehTarikPourChallenge MalaysiaHawkerCrawl PetronasTowersSelfie MalaysiaIn10Dishes KLSkylineAtNight MalaysiaSnackSwap',
    also: 'kualalumpur',
  },
  nepal: {
    things: 'Himalayas Everest Momos Temples PrayerFlags Yaks Kathmandu Teahouse',
    moves: 'TeahouseTrek SunriseView TempleWalk MomoCrawl DalBhat',
    verbs: 'Explore Trek Hike',
    core: 'Himalayas Momos PrayerFlags',
    scenes: 'BaseCamp',
    names:
      'NepalMomoCrawl NepalTeahouseTrek HimalayanSunriseWatch KathmanduTempleWalk DalBhatPowerChallenge PackForANepalTrek NepalIn7Days PrayerFlagPhotoHunt',
    also: 'kathmandu',
  },
  'sri lanka': {
    things: 'TeaFields Trains Elephants Beaches Curry Hoppers Temples Surf',
    moves: 'TeaPicking TrainRide SafariDrive SurfLesson CurryFeast',
    verbs: 'Explore Ride Surf',
    core: 'TeaFields Trains Hoppers',
    scenes: 'HillCountry',
    names:
      'SriLankaTrainRide SriLankaTeaTasting HoppersForBreakfast SriLankaSurfLesson NineArchBridgeShot SriLankaCurryCount TeaFieldSunrise SriLankaIn10Days',
  },
  mumbai: {
    things: 'VadaPav MarineDrive GatewayOfIndia LocalTrain Chai Bollywood PavBhaji Monsoon',
    moves: 'StreetFoodCrawl TrainRide SeaFaceWalk ChaiBreak SunsetDrive',
    verbs: 'Explore Taste Ride',
    core: 'VadaPav MarineDrive GatewayOfIndia',
    scenes: 'Bombay',
    names:
      'MumbaiVadaPavRanked MarineDriveSunset MumbaiStreetFoodCrawl MumbaiLocalTrainRide PavBhajiTasteTest MumbaiMonsoonWalk MumbaiIn24Hours MumbaiChaiStopHunt',
    also: 'bombay',
  },
  beijing: {
    things: 'GreatWall ForbiddenCity PekingDuck Hutong Dumplings Temples Lanterns Bikes',
    moves: 'HutongBikeRide WallHike DuckTasting TempleVisit LanternWalk',
    verbs: 'Explore Climb Taste',
    core: 'ForbiddenCity PekingDuck Hutong',
    names:
      'BeijingHutongBikeRide PekingDuckTasteTest ForbiddenCityPhotoHunt BeijingDumplingCrawl ClimbTheWallAtSunrise BeijingIn48Hours TempleOfHeavenStroll BeijingSnackStreetQuest',
  },
  cairo: {
    things: 'Pyramids Sphinx Nile Felucca Bazaar Koshari Camels Museum',
    moves: 'FeluccaSail PyramidVisit BazaarHunt KoshariTasting NileSunset',
    verbs: 'Explore Sail Ride',
    core: 'Pyramids Sphinx Nile',
    scenes: 'Giza',
    names:
      'CairoPyramidSunrise FeluccaSunsetSail CairoKoshariTasteTest SphinxPoseChallenge CairoBazaarHaul NileDinnerCruise CairoIn48Hours PyramidPerspectiveShot',
    also: 'giza',
  },
  'south africa': {
    things: 'TableMountain Penguins Safari Braai Biltong Vineyards CapePoint Whales',
    moves: 'PenguinBeach SafariDrive BraaiNight GardenRoute WhaleWatch',
    verbs: 'Explore Spot Hike',
    core: 'TableMountain Safari Braai Biltong',
    names:
      'SpotTheBigFive SouthAfricaBraaiNight BiltongTasteTest GardenRouteRoadTrip SouthAfricaIn10Days TableMountainSunrise SouthAfricaSafariBingo SouthAfricaSnackHaul',
  },
  netherlands: {
    things: 'Tulips Windmills Bikes Canals Stroopwafel Clogs Cheese Houseboat',
    moves: 'TulipFields BikeRide CanalCruise WindmillVisit CheeseTasting',
    verbs: 'Explore Bike Cycle',
    core: 'Tulips Windmills Bikes Canals',
    scenes: 'Holland',
    names:
      'HollandTulipHunt NetherlandsByBike StroopwafelTasteTest WindmillSpotting HollandCheeseMarket DutchCanalCruise TryOnClogsChallenge NetherlandsIn5Stops',
    also: 'holland',
  },
  austria: {
    things: 'Alps Schnitzel Strudel Castles Lakes Palaces Gondola Hallstatt',
    moves: 'LakeView AlpineHike StrudelTasting WaltzLesson CastleVisit',
    verbs: 'Explore Hike Waltz',
    core: 'Alps Schnitzel Strudel',
    scenes: 'Alpine',
    names:
      'AustriaAlpineHike HillsAreAliveTwirl HallstattPostcardShot SchnitzelTasteTest LearnToWaltzInAustria AustriaCastleHunt ApfelstrudelStop AustriaIn5Lakes',
  },
  sweden: {
    things: 'Fika Meatballs CinnamonBuns Archipelago Forests Lakes Midsummer RedCabins',
    moves: 'FikaBreak IslandHop ForestWalk LakeSwim CabinStay',
    verbs: 'Explore Swim Forage',
    core: 'Fika Meatballs Midsummer',
    scenes: 'Stockholm',
    names:
      'SwedishFikaBreak MidsummerFlowerCrown CinnamonBunRanked SwedenIslandHop RedCabinHunt MeatballTasteTest SwedenLakeDip StockholmCafeCrawl',
    also: 'stockholm',
  },
  mykonos: {
    things: 'Windmills WhiteHouses BlueDoors LittleVenice Pelicans Beaches Alleys Sunset',
    moves: 'AlleyWander BeachHop SunsetSpot WindmillWalk BoatTrip',
    verbs: 'Explore Wander Swim',
    core: 'Windmills LittleVenice WhiteHouses',
    scenes: 'Cyclades',
    names:
      'MykonosWindmillSunset MykonosBlueDoorHunt LostInMykonosAlleys MykonosBeachHop SpotThePelican MykonosOutfitCheck LittleVeniceWaveWatch MykonosIn24Hours',
  },
  'lake como': {
    things: 'Villas Ferries Gelato Bellagio Varenna Boats Gardens Mountains',
    moves: 'FerryHop VillaTour BoatRide LakesideWalk GelatoStop',
    verbs: 'Explore Cruise Wander',
    core: 'Villas Ferries Bellagio',
    scenes: 'Lakeside',
    names:
      'LakeComoFerryHop ComoVillaGardenTour BellagioToVarenna LakeComoBoatDay ComoGelatoRanked LakeComoOutfitCheck ComoIn24Hours ComoPostcardView',
    also: 'como',
  },
  porto: {
    things: 'Azulejos PastelDeNata DomLuisBridge Riverside Trams Francesinha Bookshop Rabelos',
    moves: 'BridgeWalk TileHunt TramRide RiversideStroll NataTasting',
    verbs: 'Explore Wander Taste',
    core: 'Azulejos PastelDeNata Riverside',
    scenes: 'Ribeira',
    names:
      'PortoTileHunt PortoBridgeSunset FrancesinhaFirstBite PastelDeNataRanked PortoTramRide PortoIn48Hours RibeiraRiversideStroll PortoHillStepCount',
  },
  dubrovnik: {
    things: 'CityWalls OldTown Kayak CableCar Ferries RedRoofs Fortress Sunset',
    moves: 'WallWalk SeaKayak CableCarView IslandFerry OldTownStroll',
    verbs: 'Explore Paddle Climb',
    core: 'CityWalls OldTown RedRoofs',
    scenes: 'Adriatic',
    names:
      'WalkTheDubrovnikWalls DubrovnikSeaKayak CountTheRedRoofs DubrovnikCableCarView DubrovnikIn24Hours AdriaticSunsetSwim DubrovnikOldTownHunt DubrovnikGelatoTour',
  },
  yosemite: {
    things: 'HalfDome ElCapitan Waterfalls Sequoias Valley Meadows Bears Granite',
    moves: 'TunnelView ValleyLoop MistTrail SunriseHike MeadowPicnic',
    verbs: 'Hike Explore Climb',
    core: 'HalfDome ElCapitan Waterfalls',
    names:
      'YosemiteTunnelViewShot YosemiteWaterfallHunt SequoiaSizeCheck HalfDomeFromEveryAngle YosemiteMeadowPicnic YosemiteSunriseHike SpotElCapClimbers YosemiteIn1Day',
  },
  'smoky mountains': {
    things: 'Cabins Trails Waterfalls Fog Bears Pancakes Fireflies Overlooks',
    moves: 'ScenicDrive WaterfallHike CabinWeekend OverlookHop FireflyWatch',
    verbs: 'Hike Explore Drive',
    core: 'Cabins Fog Waterfalls',
    scenes: 'Gatlinburg PigeonForge',
    names:
      'SmokiesWaterfallHunt SmokyMountainCabinTour SmokiesFogSunrise GatlinburgPancakeRanked SmokiesOverlookHop FireflyCountAtDusk SpotABearFromTheCar SmokiesIn3Days',
    also: 'smokies greatsmokymountains gatlinburg',
  },
  'fall foliage': {
    things: 'Leaves Maples CiderDonuts CoveredBridge Trails Pumpkins Scarf Overlook',
    moves: 'LeafPeeping ScenicDrive ForestWalk PeakColor LeafHunt',
    verbs: 'Explore Drive Hike Collect',
    core: 'Leaves Maples LeafPeeping',
    scenes: 'PeakSeason Autumn',
    names:
      'LeafPeepingRoadTrip FindThePeakColor FoliageDriveTimelapse FallLeafColorMatch CiderDonutFoliageWalk PressTheFallLeaves FoliageWeekendTrip LeafPeepingBingo',
    also: 'leafpeeping foliage',
  },
  'whale watching': {
    things: 'Whales Binoculars Boat Tail Breach Dolphins Spout Ocean',
    moves: 'BoatTour TailSpotting BreachWatch SpoutCount DolphinSpot',
    verbs: 'Spot Watch Sail',
    core: 'Whales Binoculars Breach',
    scenes: 'OpenSea',
    names:
      'FirstWhaleReaction SpotTheSpout WhaleTailPhotoHunt WhaleWatchBingo BreachOnCamera WhaleSpottingTally DrawTheWhaleYouSaw WhaleWatchPackList',
    also: 'whalewatch',
  },
  'tuk tuk': {
    things: 'Rickshaw Horn Streets Markets Lights Fare Backseat Tassels',
    moves: 'NightRide CityLoop MarketRun TempleHop HornBeep',
    verbs: 'Ride Explore Zoom',
    core: 'Rickshaw NightRide Markets',
    scenes: 'RushHour',
    names:
      'FirstTukTukRide DecoratedTukTukHunt TukTukNightRide TukTukTales TukTukPlaylist TukTukTempleHop TukTukCityLoop TukTukTrafficTimelapse',
    spelled: 'TukTuk',
  },
  'food tour': {
    things: 'Samples Markets StreetFood Vendors Snacks Desserts Map Stalls',
    moves: 'TasteCrawl MarketStroll DessertStop SnackHop LocalBite',
    verbs: 'Taste Explore Rate',
    core: 'Samples Markets Snacks',
    scenes: 'FoodieTrip',
    names:
      'FoodTourOnABudget RateItOutOfTen BestBiteOfTheTrip HometownFoodTour DessertOnlyFoodTour MarketSnackCrawl FoodTourBingo OneDishEachStop',
  },
  postcard: {
    things: 'Stamp Mailbox Landmarks Handwriting Address Souvenir Sticker Pen',
    moves: 'MailItHome LandmarkSketch WriteHome StampHunt PenPalSwap',
    verbs: 'Write Send Mail Collect',
    core: 'Stamp Mailbox WriteHome',
    scenes: 'GreetingsFrom',
    names:
      'SendAPostcardHome PostcardFromEveryStop WishYouWereHere DIYPostcardChallenge PostcardPenPalSwap DrawYourOwnPostcard MyTripIn1Postcard PostcardStampHunt',
  },
  'sand dunes': {
    things: 'Dunes Sandboard Camels Sunset Footprints Ridges Desert Buggy',
    moves: 'Sandboarding DuneClimb SunsetRidge CamelTrek FootprintTrail',
    verbs: 'Climb Slide Explore',
    core: 'Dunes Sandboard Ridges',
    scenes: 'GoldenHour',
    names:
      'SandboardFirstRun RaceToTheDuneTop DuneSunsetSilhouette FootprintArtInTheSand RollDownTheDune SandDuneShadowShot CamelTrekDiary SandDunesSunrise',
  },
  itinerary: {
    things: 'Map Spreadsheet Notes Pins Bookings Route Calendar Checklist',
    moves: 'DayPlan MapPins ColorCode RouteCheck FreeDay',
    verbs: 'Plan Map Book',
    core: 'Map Pins Route',
    scenes: 'TripPlanning',
    names:
      'ItineraryVsReality RateMyItinerary ColorCodeYourTrip ItineraryIn60Seconds PlanYourFriendsTrip PerfectDayItinerary NoPlanDayChallenge ItineraryOnAPostIt',
  },
  'small town': {
    things: 'MainStreet Diner Bakery WaterTower Porch Parade Gazebo Library',
    moves: 'MainStreetWalk DinerBreakfast ParadeDay HiddenGem AntiqueHunt',
    verbs: 'Explore Wander Visit',
    core: 'MainStreet Diner Gazebo',
    scenes: 'Hometown',
    names:
      'SmallTownDinerRanked FindTheHiddenGem SmallTownAntiqueHunt SmallTownBingo ShowMeYourSmallTown SmallTownDayTrip SmallTownBakeryCrawl MainStreetInOneHour',
  },
  countryside: {
    things: 'Fields Barns Cows Haybales Meadows Cottages Hedgerows Wildflowers',
    moves: 'CountryDrive MeadowWalk FarmStand WildflowerPick HayRide',
    verbs: 'Explore Wander Picnic',
    core: 'Fields Barns Meadows',
    scenes: 'Cottage Rural',
    names:
      'BarnSpotting FarmStandHaul WildflowerColorHunt CountrysideCowCount CountrysideRoadTrip CountrysideStargazing CountrysidePicnic CountrysideSunsetDrive',
  },
  globe: {
    things: 'Map Spin Country Ocean Continent Atlas Equator Pin',
    moves: 'SpinAndPoint BlindPin CountryDrop MapQuest EquatorHop',
    verbs: 'Spin Point Explore',
    core: 'Spin Map Country',
    scenes: 'Desk Classroom',
    names:
      'SpinTheGlobeTrip WhereMyFingerLands GlobeThemedStaycation PinYourGlobe ArmchairGlobeTour NextStopByGlobe IfItsOceanWeSwim GlobeDateNight',
    also: 'globes worldglobe',
  },
  'palm tree': {
    things: 'Beach Coconut Fronds Island Sunset Hammock Shade Trunk Breeze Tropics',
    moves: 'BeachWalk SunsetSilhouette CoconutHunt HammockNap IslandHop ShadeSpot',
    verbs: 'Sway Relax Explore',
    core: 'Beach Coconut Island',
    scenes: 'Beach Island Tropics Resort',
    names:
      'PalmTreeSunsetShot SpotTheFakePalmTree FindTheTallestPalm PalmLinedStreetWalk HammockBetweenPalms PalmTreeBingo CoconutPalmHunt PalmShadeLunchSpot',
    also: 'palmtrees palms',
  },
  explorer: {
    things: 'Map Compass Backpack Binoculars Trail Journal Flashlight Canteen Hat Cave',
    moves: 'MapQuest TrailFind CompassWalk SecretSpot CaveCrawl NewPath',
    verbs: 'Explore Discover Map Wander',
    core: 'Map Compass Trail Discover',
    scenes: 'Expedition OffTheMap',
    names:
      'ExplorerMapChallenge ExploreYourOwnTown BackyardExplorer NoPhoneExplorerDay FollowTheCompassWalk ExplorerFieldJournal FindANewPath TinyExplorerHike ExplorerSecretSpotHunt',
    also: 'explorers',
  },
  sailor: {
    things: 'Boat Knot Anchor Sail Rope Compass Hat Deck Harbor Wind',
    moves: 'KnotTie SailRaise AnchorsAway DeckSwab WindRead PortCall',
    verbs: 'Sail Tie Row Steer',
    core: 'Knot Anchor Sail Deck',
    scenes: 'Harbor HighSeas Dockside',
    names:
      'SailorKnotChallenge SailorForADay SailorSunsetCruise AnchorsAwayWeekend SailorHatPromenade LearnToSailDiary HarborHopping FirstTimeSailor SailorSunriseDeck',
    also: 'sailors',
  },
  park: {
    things: 'Bench Swing Picnic Pond Trail Trees Fountain Grass Blanket Kite',
    moves: 'PicnicSpread LakeLoop BenchSit KiteFlight FeedTheDucks SunsetStroll',
    verbs: 'Stroll Picnic Explore Relax',
    core: 'Picnic Bench Trail Swing',
    scenes: 'Sunday Picnic Springtime',
    names:
      'ParkPicnicChallenge EveryParkInTown ParkBenchViews HiddenParkFinds ParkSunsetWalk ParkHopSaturday RateTheParkBench LocalParkBingo ParkPhotoWalk',
    also: 'parks',
  },
  city: {
    things: 'Skyline Subway Street Rooftop Cafe Market Bridge Alley Mural Neighborhood',
    moves: 'NightWalk RooftopSunset StreetFood SkylineShot SubwayHop MuralHunt',
    verbs: 'Explore Wander Ride Discover',
    core: 'Skyline Rooftop Street Subway',
    scenes: 'Downtown NightLights',
    names:
      'CityIn24Hours CitySkylineSunset CityOn20Dollars HiddenCityGems CitySubwayHop MuralHuntChallenge CityWalkNoMap BestViewInTheCity CityByNight',
    also: 'cities citylife',
  },
  market: {
    things: 'Stall Vendor Basket Produce Bread Flowers Cheese Spice Honey Cart',
    moves: 'StallHop TasteTest BasketHaul BargainHunt LocalFind FlowerRun',
    verbs: 'Browse Taste Shop Haggle',
    core: 'Stall Produce Basket Browse',
    scenes: 'Saturday Weekend',
    names:
      'MarketHaulChallenge MarketMorningWalk TenDollarMarketHaul MarketStallHop MarketTasteTest BestMarketFind LocalMarketBingo MarketFlowerRun MarketBreakfastCrawl',
    also: 'markets',
  },
  bus: {
    things: 'Seat Route Stop Window Driver Ticket Map Bell Depot Terminal',
    moves: 'WindowSeat RouteRide StopHop EndOfTheLine DayPass NightRide',
    verbs: 'Ride Hop Explore Wave',
    core: 'WindowSeat Route Stop Ticket',
    scenes: 'Commute RushHour',
    names:
      'RideBusToLastStop OneDayBusPass BusWindowTimelapse BusRouteBingo GetOffAtRandom BusOnlyCityTour TopDeckView LocalGemByBus NightBusAdventure',
    also: 'buses',
  },
  ship: {
    things: 'Deck Anchor Cabin Captain Port Horn Wake Bow Harbor Lifeboat',
    moves: 'PortCall DeckWalk SailAway HornBlast BowPose SunsetDeck',
    verbs: 'Sail Board Dock Explore',
    core: 'Deck Port Anchor Harbor',
    scenes: 'Harbor PortDay',
    names:
      'ShipDeckSunset ShipPortHop ShipCabinTour FirstDayOnTheShip ShipHornCountdown ShipBowPose ShipSpottingAtThePort ShipDeckBreakfast AllAboardChallenge',
    also: 'ships',
  },
  sailboat: {
    things: 'Sail Mast Wind Rudder Boom Harbor Lake Tack Knot Deck',
    moves: 'SetSail Tacking SunsetSail HarborLoop WindCatch Regatta',
    verbs: 'Sail Steer Tack Drift',
    core: 'Sail Mast Wind Harbor',
    scenes: 'Regatta Lakeside',
    names:
      'FirstSailboatRide SailboatSunsetSail LearnToSailIn3Days SailboatHarborLoop SailboatForAWeekend CatchTheWindChallenge SailboatLakeDay SailboatPicnic RentASailboat',
    also: 'sailboats',
  },
  village: {
    things: 'Cottage Square Church Bakery Lane Well Market Green Bridge Pub',
    moves: 'CobbleWalk CottageHunt BakeryStop GreenPicnic MarketMorning SlowStroll',
    verbs: 'Wander Explore Stroll Discover',
    core: 'Cottage Square Lane Market',
    scenes: 'Countryside Storybook',
    names:
      'StorybookVillageWalk VillageBakeryCrawl VillageInADay HiddenVillageGem VillageCottageHunt TinyVillageTour VillageSunriseStroll VillageMarketMorning SlowVillageWeekend',
    also: 'villages',
  },
  fountain: {
    things: 'Coins Splash Plaza Spray Basin Statue Wish Jets Square Lights',
    moves: 'CoinWish SplashPad PlazaHop NightLights PlazaSit WishToss',
    verbs: 'Wish Toss Splash Explore',
    core: 'Coins Wish Plaza Splash',
    scenes: 'Plaza TownSquare',
    names:
      'FountainHopChallenge EveryFountainInTown MakeAFountainWish FountainNightLights FountainCoinWish BestFountainInTown FountainPhotoWalk SplashPadSummer FountainSunsetSit',
    also: 'fountains',
  },
  neighborhood: {
    things: 'Street Porch Corner Cafe Park Mailbox Garden Mural Bakery Sidewalk',
    moves: 'BlockWalk CornerShop PorchTour MuralHunt SunsetLoop LocalFind',
    verbs: 'Walk Explore Discover Wave',
    core: 'Street Porch Corner Mural',
    scenes: 'BlockParty Sunday',
    names:
      'NeighborhoodWalkChallenge HiddenGemsNearMe NeighborhoodMuralHunt NeighborhoodPhotoWalk MyBlockIn60Seconds NeighborhoodFoodCrawl PorchLightTour NeighborhoodSunsetLoop LittleLibraryHunt',
    also: 'neighborhoods neighbourhood',
  },
  tent: {
    things: 'Stakes Poles Tarp Lantern Campsite Zipper Rainfly Sleepingbag Mallet',
    moves: 'PitchIt CampsiteTour FlapReveal StarWatch BackyardCampout PackDown',
    verbs: 'Pitch Camp Zip Pack',
    core: 'Campsite Stakes BackyardCampout',
    scenes: 'Campout Festival Backyard',
    names:
      'TentFlapViewReveal WakeUpInATent BackyardCampout FirstNightInATent TinyTentBigSky BestTentSpotHunt RainyTentDiaries TentUpInFiveMinutes PitchAndPackRace',
    also: 'tents',
  },
  'apple picking': {
    things: 'Orchard Basket Ladder Cider Donut Bushel Tree Farm Hayride',
    moves: 'OrchardWalk BasketHaul FirstBite VarietyTaste TwistPick HayrideLoop',
    verbs: 'Pick Twist Taste Bake',
    core: 'Orchard Basket Cider',
    scenes: 'Autumn Harvest Weekend',
    names:
      'PickTheBiggestApple ApplePickingToPie ApplePickingDayTrip ApplePickingTasteTest CiderDonutRanking TwistDontPull PerfectOrchardPhoto ApplePickingHayride FillOneBasket',
    also: 'applepick',
  },
  'bus station': {
    things: 'Ticket Timetable Platform Bench Departures Backpack Coach Snack Gate Map',
    moves: 'TimetableCheck PlatformWait TicketBuy SnackRun NextBus DayTrip',
    verbs: 'Wait Board Depart Explore',
    core: 'Ticket Timetable Platform Departures',
    scenes: 'EarlyMorning OvernightBus',
    names:
      'NextBusAnywhere BusStationSnackHunt DeparturesBoardPick OneTicketDayTrip RetroBusStationHunt BusStationBreakfast CoachTripUnder20 BusStationWaitGame',
    also: 'busstations coachstation busdepot',
  },
  highway: {
    things: 'Exit Lane RestStop Billboard Overpass Toll Diner Sign Mile Convoy',
    moves: 'RestStopHop ExitSnackStop MileCount LicensePlateHunt BillboardBingo ScenicPullout',
    verbs: 'Drive Cruise Stop Explore',
    core: 'Exit RestStop Billboard Mile',
    scenes: 'RoadTrip LongDrive',
    names:
      'TakeTheNextExit HighwayBillboardBingo LicensePlateHunt HighwayDinerCrawl BestRestStopHunt OneHighwayFiveTowns HighwayWelcomeSignHunt HighwayPicnicStop',
    also: 'highways freeway motorway interstate freeways motorways',
  },
  tunnel: {
    things: 'Echo Lantern Rail Arch Headlights Train Trees Wisteria Mountain Aquarium',
    moves: 'EchoShout ExitReveal LightChase ArchWalk TrainRide TreeArch',
    verbs: 'Explore Echo Walk Ride',
    core: 'Echo Arch Train',
    scenes: 'RailTrail Underground',
    names:
      'TunnelExitReveal TunnelTransition TreeTunnelHunt TunnelEchoTest OldRailTunnelWalk LongestTunnelRide AquariumTunnelStroll CountTheTunnels',
    also: 'tunnels',
  },
  yacht: {
    things: 'Deck Sail Anchor Captain Harbor Marina Sunset Bow Cabin Wake',
    moves: 'DeckTour SunsetSail AnchorDrop MarinaStroll IslandHop RegattaWatch',
    verbs: 'Sail Cruise Anchor Explore',
    core: 'Deck Sail Anchor Marina',
    scenes: 'SunsetCruise Regatta',
    names:
      'YachtNameHunt SpotTheSuperyacht CaptainForADay SplitAYachtDay IslandHopByYacht YachtOnABudget WatchTheRegatta YachtMarinaStroll',
    also: 'yachts superyacht',
  },
  palace: {
    things: 'Throne Garden Gate Guard Chandelier Ballroom Crown Courtyard Fountain Tapestry',
    moves: 'GuardChange GardenStroll BallroomTwirl ThroneRoomTour MirrorHall GateWalk',
    verbs: 'Explore Tour Wander Visit',
    core: 'Throne Ballroom Chandelier Guard',
    scenes: 'Royalty GoldenHour',
    names:
      'PalaceInADay ChangingOfTheGuard PalaceGardenStroll CountTheChandeliers PalaceHop PalaceOnABudget ThroneRoomHunt PalaceVsCastle',
    also: 'palaces',
  },
  harbor: {
    things: 'Boats Pier Ferry Seagulls Dock Buoy Anchor Lighthouse Nets Sunset',
    moves: 'PierWalk FerryHop BoatSpotting SunsetDock FishMarketVisit BuoyCount',
    verbs: 'Explore Wander Sail Spot',
    core: 'Boats Pier Ferry Seagulls',
    scenes: 'GoldenHour EarlyMorning',
    names:
      'HarborSunriseWalk WaterTaxiChallenge HarborFoodCrawl NameThatBoat TinyHarborTownHunt HarborLightsAtNight CatchTheFirstFerry ToTheEndOfThePier',
    also: 'harbour harbors harbours',
  },
  fishing: {
    things: 'Lake Pier Rod Reel Bait Tackle Boat Dock River Cooler',
    moves: 'FirstCatch CatchAndRelease CastingPractice BigCatch DockDay',
    verbs: 'Cast Reel Catch Release',
    core: 'Rod Lake CatchAndRelease',
    scenes: 'Lake Pier Dock',
    names:
      'LocalFishingSpotTour SunriseFishingChallenge FishingTripBingo TeachSomeoneFishing FirstFishOfTheYear PierFishingDay KayakFishingAdventure CatchAndReleaseCount FishingWithGrandpa',
    also: 'fishingtrip',
  },
  'clock tower': {
    things: 'Bells Chimes Clockface Square Spire Steps View Noon Landmark',
    moves: 'BellChime TowerClimb NoonBells SquareStroll SunsetView',
    verbs: 'Climb Chime Wander Explore',
    core: 'Bells Clockface Landmark',
    scenes: 'OldTown TownSquare',
    names:
      'ClimbTheClockTower ClockTowerAtNoon BehindTheClockFace ClockTowerSunset EveryClockTowerInTown ClockTowerDayToNight LocalClockTowerStory ClockTowerPhotoWalk',
    also: 'clocktowers',
  },
  wagon: {
    things: 'Wheels Handle Park Beach Picnic Blanket Cooler Trail Toddler Snacks',
    moves: 'PullAlong LoadUp HitTheTrail ParkLoop PackItUp',
    verbs: 'Pull Roll Load Haul Push',
    core: 'Wheels Handle PullAlong',
    scenes: 'ParkDay Caravan',
    names:
      'PackTheBeachWagon WagonPicnic PullMeInTheWagon FarmersMarketWagon WagonToThePark SundayWagonStroll WagonNatureWalk AroundTheBlockWagon',
  },
  'labor day': {
    things: 'Picnic Cooler Barbecue Parade LongWeekend Beach Hammock Lemonade Flag Campsite',
    moves: 'PackTheCooler SummerSendoff ParadeWave PicnicSpread',
    verbs: 'Pack Relax Unwind Wave',
    core: 'Picnic Parade LongWeekend',
    scenes: 'EndOfSummer LongWeekend',
    names:
      'LaborDayCampout PackForLaborDay CatchTheLaborDayParade PicnicSpotHuntLaborDay CabinEscapeLaborDay TownFairOnLaborDay LaborDayStaycation SunsetHikeLaborDay LaborDayTrainTrip',
    also: 'labourday',
  },
  convertible: {
    things: 'Sunglasses Headscarf Playlist Sunset Coastline Roof Breeze Map Snacks Backseat',
    moves: 'TopDown SunsetCruise ScenicRoute WindInYourHair CoastalCruise',
    verbs: 'Cruise Ride Wave Roam',
    core: 'TopDown Sunglasses Sunset',
    scenes: 'TopDown RoadTrip',
    names:
      'ConvertibleCoastTrip ConvertibleSunsetCruise PackTheConvertibleTrunk RentAConvertibleDay ScenicRouteConvertible ConvertibleStargazeStop ConvertibleDriveInMovie RetroConvertibleWeekend',
    also: 'droptop',
  },
  'memorial day': {
    things: 'Flag Poppy Parade Picnic Barbecue Beach LongWeekend Hotdog Watermelon Lake',
    moves: 'ParadeWalk BeachDay LakeTrip PoppyPin SummerKickoff',
    verbs: 'Remember Honor Gather Roam',
    core: 'Flag Poppy Parade',
    scenes: 'LongWeekend SummerStart',
    names:
      'MemorialDayRoadTrip MemorialDayMuseumTour HometownParadeMemorialDay MemorialDayHistoricTrail FirstCampoutMemorialDay MemorialDayMonumentVisit PackForMemorialDay MemorialDayParkHike',
  },
  monorail: {
    things: 'Track Station Platform Carriage Window Ticket Skyline Airport ThemePark Map',
    moves: 'WindowSeat FrontCarView FullLoop StationHop TicketTap',
    verbs: 'Ride Glide Hop Loop',
    core: 'Track Station WindowSeat Glide',
    names:
      'MonorailFrontSeatPOV MonorailFullLoop MonorailStationHop RateYourCitysMonorail MonorailSunsetGlide MonorailDayPassQuest FirstTimeOnAMonorail MonorailSkylineSpotting',
  },
  'winter wonderland': {
    things: 'Snowflake Sled Mittens Scarf Cocoa Icicle Snowman FairyLights Pinecone Cabin',
    moves: 'SnowWalk SledRide BuildASnowman CatchASnowflake CocoaStop FirstFootprints',
    verbs: 'Sled Stroll Explore Bundle',
    core: 'Snowflake Sled Mittens Snowman',
    scenes: 'FirstSnow',
    names:
      'WinterWonderlandWalk FindAWinterWonderland WinterWonderlandDayTrip WinterWonderlandCabin LocalParkWinterWonderland WinterWonderlandTrainRide WinterWonderlandSunrise WinterWonderlandLights',
  },
  'pine tree': {
    things: 'Pinecone Needles Sap Forest Trail Cabin Branch Bark Squirrel Snow',
    moves: 'ForestWalk ConeHunt TrailHike NeedleSniff TreeHug',
    verbs: 'Hike Wander Gather Hug Sniff',
    core: 'Pinecone Forest TrailHike',
    scenes: 'Woods Forest',
    names:
      'HugAPineTree PineTreePicnic TallestPineTreeHunt PineTreeCampout PineTreeSunriseWalk CabinInThePineTrees SnowyPineTreeTrail PineTreeRoadTrip',
  },
  canyon: {
    things: 'Cliff Trail Echo River Ridge Overlook Rim Rocks Sunset Boots',
    moves: 'HikeTheTrail ShoutAnEcho WatchTheSunset FindTheOverlook',
    verbs: 'Hike Echo Explore Camp Wander',
    core: 'Echo Trail Overlook',
    scenes: 'Desert Trailhead',
    names:
      'ShoutIntoTheCanyon CanyonSunriseHike CanyonTrailWalk CanyonPanoramaShot CanyonOverlookPicnic CanyonStargazing FirstCanyonReaction CanyonPostcardRecreate',
  },
  swamp: {
    things: 'Boardwalk Frogs Gator Moss Cypress LilyPad Fireflies Mud Heron Bayou',
    moves: 'BoardwalkStroll SpotAGator CountTheFrogs ListenAtDusk MossHunt',
    verbs: 'Croak Spot Squelch Explore Listen',
    core: 'Boardwalk Frogs Gator',
    scenes: 'Bayou Marsh Wetlands',
    names:
      'SwampBoardwalkStroll GatorSpottingSwamp SwampBirdwatching SwampFireflyNight SwampParkPassport SwampSoundWalk CypressSwampHike PackForTheSwamp',
  },
  gate: {
    things: 'BoardingPass Airport Flight Lounge CarryOn Window Runway Latch Fence Garden',
    moves: 'FindYourSeat WaitToBoard SwingItOpen LatchIt BoardTheFlight',
    verbs: 'Board Wait Swing Latch',
    core: 'Airport BoardingPass Flight',
    scenes: 'Airport Garden',
    names:
      'GateChangeScramble GardenGateWalk PlaneSpottingAtGate GateSnackHaul FarthestGateTrek PrettiestGateInTown GateAreaPicnic WindowSeatGateView',
  },
  pyramid: {
    things: 'Sphinx Desert Camel Egypt Tomb Pharaoh Sand Stones Sunset Giza',
    moves: 'CamelRide ForcedPerspective SunsetSnap TombTour DesertTrek',
    verbs: 'Explore Wander Stack Discover',
    core: 'Sphinx Desert Camel',
    scenes: 'Egypt Desert',
    names:
      'HoldUpThePyramid PyramidSunsetView PyramidCamelRide PyramidBucketList PyramidsAroundTheWorld SpotAPyramidInTown PyramidPostcardHome PackForThePyramids',
  },
  'trail mix': {
    things: 'Nuts Raisins Pretzels Almonds Peanuts Seeds Backpack Trail Hike Picnic',
    moves: 'ScoopAHandful ShakeTheBag PackASnack PickOutFavorites SnackBreak',
    verbs: 'Scoop Pack Hike Share Shake',
    core: 'Nuts Raisins Hike',
    scenes: 'Trailhead Camping',
    names:
      'TrailMixHikeBreak TrailMixFromEveryStop TrailMixPicnicWalk ParkBenchTrailMix LocalTrailMixAbroad TrailMixOnTheTrain ViewpointTrailMix PackTrailMixForTwo',
  },
} as const satisfies KeywordEntries;
