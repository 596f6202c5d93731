/**
 * Travel: cities, countries, landmarks, kinds of trips (road trip, camping, backpacking, beach,
 * cruise) and the ways there. See `../../data-types.ts` for the slots. Travel challenges show the
 * trip: a road trip or day trip, a side quest, a scavenger hunt, a photo dump, a bucket list, a
 * travel diary, the place then and now.
 *
 * A `{K}` format reads with any keyword as where one goes or who comes along (#DogRoadTrip,
 * #GrandmaTravelDiary, #VolcanoFieldTrip, #PizzaBucketList), not only with a place.
 */
import type { TypeFormats } from '../../data-types';

export const TRAVEL_FORMATS = {
  families: {
    trips: ['{K}RoadTrip', '{K}DayTrip', '{K}FieldTrip', '{K}Expedition'],
    sideQuests: ['{K}SideQuest', '{M}SideQuest'],
    hunts: ['{K}ScavengerHunt', '{K}Bingo'],
    photos: [
      '{K}PhotoDump',
      '{K}InFrames',
      '{K}Postcard',
      '{K}PostcardSwap',
      '{T}PhotoDump',
      '{T}InFrames',
      '{T}Selfie',
      '{M}PhotoDump',
      '{M}InFrames',
    ],
    unfiltered: ['{K}Unfiltered', '{M}Unfiltered'],
    diaries: ['{K}TravelDiary', '{K}Diaries'],
    buddies: ['{K}TravelBuddy'],
    bucketList: ['{K}BucketList'],
    gems: ['{K}HiddenGems', '{K}SecretSpots'],
    thenAndNow: ['{K}ThenAndNow', '{T}ThenAndNow', '{M}ThenAndNow'],
    pov: ['{K}POV', '{K}DayInTheLife', '{T}POV', '{M}POV'],
    guides: ['{K}TourGuide'],
    firstImpressions: ['{K}FirstImpressions'],
    world: ['{K}AroundTheWorld', '{M}AroundTheWorld', '{V}AroundTheWorld'],
    elsewhere: ['{M}Abroad', '{M}OnVacation', '{V}SomewhereNew'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'WindowSeat Passport Suitcase Sunset Skyline Backpack Postcard Souvenir Hostel Beach Map BoardingPass',
    moves:
      'RoadTrip DayTrip Hike StreetFood IslandHop CityBreak Snorkel SunsetCruise PhotoWalk Layover',
    verbs: 'Explore Wander Travel Roam Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
