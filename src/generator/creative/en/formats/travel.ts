/**
 * Travel: cities, countries, landmarks, kinds of trips (road trip, camping, backpacking, beach,
 * cruise) and the ways there. See `../../data-types.ts` for the slots. Travel challenges show the
 * trip: a road trip or day trip, a side quest, a scavenger hunt, a photo dump, a bucket list, a
 * travel diary, a tour guide.
 *
 * A `{K}` format of `families` reads with any keyword as where one goes or who comes along
 * (#DogRoadTrip, #GrandmaTravelDiary, #PostcardFromGrandma, #PizzaAroundTheWorld), not only with a
 * place, and says travel: no shape that reads as anything else with a dog or the office
 * (#DogPOV, #OfficeDiaries, #DogThenAndNow, #BackpackInFrames, #TravelWithOffice).
 *
 * `ownKeywordFamilies` are for the place, trip or travel thing itself: what a traveller films of
 * it (#ParisOnABudget, #AirportHacks, #CampingFails, #CruiseCountdown, #HotelRedFlags).
 */
import type { TypeFormats } from '../../data-types';

export const TRAVEL_FORMATS = {
  families: {
    trips: [
      '{K}RoadTrip',
      '{K}DayTrip',
      '{K}Vacation',
      '{K}Getaway',
      '{K}Staycation',
      '{K}Adventure',
    ],
    expedition: ['{K}Expedition'],
    abroad: ['{K}Abroad', '{K}OnTheRoad'],
    sideQuests: ['{K}SideQuest'],
    hunts: ['{K}ScavengerHunt', '{K}TravelBingo'],
    photos: ['{K}PhotoDump', '{T}PhotoDump', '{M}PhotoDump'],
    diaries: ['{K}TravelDiary', '{K}TravelVlog'],
    buddies: ['{K}TravelBuddy'],
    bucketList: ['{K}BucketList', '{K}TravelGoals'],
    gems: ['{K}HiddenGems', '{K}SecretSpots'],
    guides: ['{K}TourGuide', '{K}TravelGuide', '{K}TravelTips'],
    plans: ['{K}Itinerary'],
    world: ['{K}AroundTheWorld', '{K}WorldTour'],
    challenge: ['{K}TravelChallenge', '{K}TravelEdition', '{M}Challenge'],
    budget: ['{M}OnABudget'],
    local: ['{V}LikeALocal'],
    withMe: ['{M}WithMe'],
    town: ['{K}AroundTown'],
  },
  ownKeywordFamilies: {
    hacks: ['{K}Hacks', '{K}TravelHacks'],
    budget: ['{K}OnABudget', '{K}BudgetVsLuxury'],
    speedrun: ['{K}In24Hours', '{K}Speedrun'],
    worth: ['{K}RealityCheck', '{K}TouristTraps'],
    firstTimers: ['{K}ForFirstTimers'],
    food: ['{K}FoodTour'],
    fails: ['{K}GoneWrong'],
    countdown: ['{K}Countdown'],
    packing: ['{K}PackingChallenge'],
    rules: ['{K}RedFlags'],
    local: ['{K}LikeALocal', '{K}LocalSecrets'],
    days: ['{K}{Day}'],
    challenge: ['{K}Challenge', '{K}PhotoChallenge'],
    hunts: ['{K}Bingo', '{K}TreasureHunt'],
    photos: ['{K}In3Photos'],
    sunrise: ['{K}SunriseChallenge'],
    postcards: ['PostcardFrom{K}'],
  },
  crossFamilies: {
    world: ['{T}AroundTheWorld', '{T}WorldTour'],
    everyCity: ['{V}InEveryCity'],
    abroad: ['{M}Abroad', '{V}LikeALocal', '{V}OnVacation'],
    airport: ['{V}AtTheAirport'],
    packing: ['{T}InMySuitcase'],
  },
  words: {
    things:
      'WindowSeat Passport Suitcase Sunset Skyline Backpack Postcard Souvenir Hostel Beach Map BoardingPass',
    moves:
      'RoadTrip DayTrip Hike StreetFood IslandHop CityBreak Snorkel SunsetCruise PhotoWalk Layover',
    verbs: 'Explore Wander Travel Roam Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
