/**
 * Travel: cities, countries, landmarks, kinds of trips (road trip, camping, backpacking, beach,
 * cruise) and the ways there. See `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const TRAVEL_FORMATS = {
  families: {
    dayInTheLife: [
      '{K}DayInTheLife',
      '{K}TravelVlog',
      '{K}TravelDiary',
      '{K}Unfiltered',
      '{T}POV',
      '{M}POV',
    ],
    guides: [
      '{K}Itinerary',
      '{K}HiddenGems',
      '{K}LikeALocal',
      '{K}BucketList',
      '{K}TouristVsLocal',
      '{K}TouristTrap',
      '{K}TravelHacks',
    ],
    packing: [
      '{K}PackWithMe',
      '{K}PackingList',
      '{K}CarryOnOnly',
      '{K}SouvenirHaul',
      '{K}PackingHacks',
    ],
    trips: [
      '{K}RoadTrip',
      '{K}Getaway',
      '{K}GirlsTrip',
      '{K}SoloTrip',
      '{K}Staycation',
      '{K}WorldTour',
      '{K}Adventure',
    ],
    budgets: ['{K}OnABudget', '{K}In48Hours', '{M}In24Hours', '{K}Under100'],
    photos: [
      '{K}PhotoDump',
      '{K}Postcard',
      '{K}GoldenHour',
      '{T}Selfie',
      '{T}PhotoOp',
      '{M}WithAView',
    ],
    games: ['{K}Bingo', '{K}ScavengerHunt', '{K}PhotoChallenge', '{K}SouvenirSwap', 'SpotThe{T}'],
    wander: [
      'BornTo{V}',
      '{V}OnVacation',
      '{V}SomewhereNew',
      '{V}MoreWorryLess',
      '{V}EverywhereIGo',
    ],
    days: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'Passport Suitcase Backpack BoardingPass WindowSeat Postcard Map Hostel Skyline Souvenir Sunset',
    moves:
      'RoadTrip DayTrip Hike IslandHop CityBreak StreetFood Snorkel SunsetCruise Layover PhotoWalk',
    verbs: 'Explore Wander Roam Travel Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
