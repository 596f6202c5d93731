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
      '{K}Trip',
      '{K}Vacation',
      '{K}Getaway',
      '{K}Staycation',
      '{K}Cruise',
      '{K}Adventure',
    ],
    expedition: ['{K}Expedition', '{K}Explorer'],
    abroad: ['{K}Abroad', '{K}OnTheRoad'],
    sideQuests: ['{K}SideQuest', '{K}Quest'],
    hunts: ['{K}ScavengerHunt', '{K}TravelBingo', '{K}Spotting'],
    photos: ['{K}PhotoDump', '{T}PhotoDump', '{M}PhotoDump'],
    postcards: ['PostcardFrom{K}', '{K}PostcardSwap'],
    diaries: ['{K}TravelDiary', '{K}Travelogue', '{M}Diaries'],
    buddies: ['{K}TravelBuddy'],
    bucketList: ['{K}BucketList', '{K}TravelGoals'],
    gems: ['{K}HiddenGems', '{K}SecretSpots'],
    guides: ['{K}TourGuide', '{K}TravelGuide', '{K}GuidedTour'],
    world: ['{K}AroundTheWorld', '{K}WorldTour'],
    challenge: ['{K}TravelChallenge', '{K}TravelEdition', '{M}Challenge'],
    budget: ['{M}OnABudget'],
    fails: ['{M}Fails'],
    hacks: ['{T}Hack'],
    local: ['{V}LikeALocal'],
    withMe: ['{M}WithMe'],
  },
  ownKeywordFamilies: {
    hacks: ['{K}Hacks', '{K}TravelHacks'],
    budget: ['{K}OnABudget', '{K}BudgetVsLuxury'],
    rankings: ['{K}TierList'],
    speedrun: ['{K}In24Hours', '{K}Speedrun'],
    worth: ['{K}WorthTheHype', '{K}RealityCheck'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    countdown: ['{K}Countdown'],
    stories: ['{K}Stories', '{K}StoryTime'],
    packing: ['{K}PackingChallenge'],
    recap: ['{K}Recap', '{K}Rewind'],
    rules: ['{K}DosAndDonts', '{K}RedFlags'],
    opinions: ['{K}UnpopularOpinions'],
    local: ['{K}LikeALocal', 'Locals{K}Secrets'],
    days: ['{K}{Day}'],
    challenge: ['{K}Challenge'],
  },
  crossFamilies: {
    world: ['{T}AroundTheWorld', '{M}AroundTheWorld'],
    tour: ['{K}{T}Tour', '{T}WorldTour'],
    everyCity: ['{V}InEveryCity', '{T}InEveryCity'],
    postcards: ['{T}Postcard', '{K}{T}Postcard'],
    abroad: ['{M}Abroad', '{M}OnTheRoad', '{V}LikeALocal'],
  },
  words: {
    things:
      'WindowSeat Passport Suitcase Sunset Skyline Backpack Postcard Souvenir Hostel Beach Map BoardingPass',
    moves:
      'RoadTrip DayTrip Hike StreetFood IslandHop CityBreak Snorkel SunsetCruise PhotoWalk Layover',
    verbs: 'Explore Wander Travel Roam Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
