/**
 * Travel: cities, countries, landmarks, kinds of trips (road trip, camping, backpacking, beach,
 * cruise) and the ways there. See `../../data-types.ts` for the slots. Travel challenges show the
 * place: a point of view, its hidden gems and snacks, a day or two there, a side quest, a budget.
 */
import type { TypeFormats } from '../../data-types';

export const TRAVEL_FORMATS = {
  families: {
    pov: ['{K}POV', '{K}DayInTheLife', '{M}POV'],
    gems: ['{K}HiddenGems', '{K}LikeALocal', '{K}TouristVsLocal', '{K}SecretSpots'],
    quests: ['{K}SideQuest', '{K}SnackQuest', '{K}ScavengerHunt', '{K}Bingo', '{T}Quest'],
    moments: ['My{K}Moment', 'My{K}Era', 'FirstTime{K}'],
    calling: ['{K}IsCalling', '{K}Bound', '{K}Countdown'],
    tips: ['{K}Hacks', '{K}DosAndDonts'],
    together: ['{K}WithKids', '{K}WithGrandma'],
    night: ['{K}AfterDark', '{K}ByNight'],
    eats: ['{K}Eats', '{K}FoodTour', '{K}SnackHaul'],
    budget: ['{K}OnABudget'],
    clock: ['{K}In48Hours', '{K}InOneDay', '{K}SpeedRun'],
    packing: ['{K}PackWithMe', '{K}Essentials'],
    trips: ['{K}Getaway', '{K}Weekend', '{K}Escape', '{K}SoloTrip'],
    photos: ['{K}PhotoDump', '{K}Postcard', '{K}GoldenHour', '{K}Views'],
    recap: ['{K}Wrapped', '{K}ThenAndNow', '{K}Unpacked'],
    lists: ['{K}BucketList', '{K}Adventure'],
    wander: ['BornTo{V}', '{V}SomewhereNew'],
    days: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'Passport Suitcase Beach Sunset Backpack WindowSeat Postcard Souvenir Map Skyline Hostel BoardingPass',
    moves:
      'RoadTrip DayTrip Hike StreetFood IslandHop CityBreak Snorkel SunsetCruise PhotoWalk Layover',
    verbs: 'Explore Wander Travel Roam Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
