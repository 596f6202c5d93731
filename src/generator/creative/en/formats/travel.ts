/**
 * Travel: cities, countries, landmarks, kinds of trips (road trip, camping, backpacking, beach,
 * cruise) and the ways there. See `../../data-types.ts` for the slots. Travel challenges show the
 * trip: a road trip or field trip, a side quest, a scavenger hunt, a packing challenge, a
 * souvenir hunt, a postcard, a tour guide.
 *
 * A `{K}` format of `families` reads with any keyword (mailman, volcano, grandma, Monday, a hot
 * dog, bubble wrap) as where one goes, who comes along or what one packs, in travel's own plain
 * words (#GrandmaTravelChallenge, #BubbleWrapPackingChallenge, #HotDogAroundTheWorld,
 * #MondayVacationMode). Blind judges read a keyword before a content tag as a random mashup or
 * no challenge at all: no PhotoDump, TravelDiary, TravelVlog, TravelGoals, HiddenGems,
 * SecretSpots, Itinerary, TravelTips, WorldTour or Expedition after a keyword, and no shape that
 * reads as anything else with a dog or the office (#DogPOV, #OfficeDiaries, #TravelWithOffice).
 *
 * `ownKeywordFamilies` are for the place, trip or travel thing itself, and say what to do there
 * (#ParisOnABudget, #DubaiIn3Days, #CampingFoodCrawl, #PackForBarcelona, #TexasPriceCheck), not a
 * content tag (no RealityCheck, TouristTraps, ForFirstTimers, GoneWrong, Countdown, RedFlags,
 * LocalSecrets).
 */
import type { TypeFormats } from '../../data-types';

export const TRAVEL_FORMATS = {
  families: {
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
    // The type in plain words, as the names judges picked say it.
    challenge: ['{K}TravelChallenge', '{K}VacationChallenge'],
    world: ['{K}AroundTheWorld', '{T}AroundTheWorld', '{K}AroundTown'],
    // Its day off: #MondayVacationMode.
    vacation: ['{K}VacationMode'],
    trips: ['{K}RoadTrip', '{K}FieldTrip', '{K}Getaway', '{K}TravelDay', '{K}DayTrip'],
    abroad: ['{M}InOneDay'],
    sideQuests: ['{K}SideQuest'],
    // Pack it, or pack for it: #BubbleWrapPackingChallenge, #GrandmaTravelHack.
    packing: ['{K}TravelHack'],
    hunts: ['{K}SouvenirHunt', '{K}ScavengerHunt', '{K}TravelBingo', '{M}Bingo'],
    postcards: ['{K}Postcard', '{T}Postcard'],
    guides: ['{K}TourGuide'],
    map: ['{K}MapChallenge'],
    // The keyword as the traveller: #PaperclipTravels, #RubberDuckPassport.
    travels: ['{K}Travels', '{K}Passport'],
    photos: ['{T}PhotoHunt', '{T}Spotting', '{M}PhotoChallenge'],
    bucketList: ['{M}BucketList'],
    plans: ['{M}Itinerary', '{M}Countdown'],
    budget: ['{M}OnABudget'],
    local: ['{V}LikeALocal'],
    withMe: ['{M}WithMe'],
  },
  ownKeywordFamilies: {
    hacks: ['{K}TravelHacks'],
    budget: ['{K}OnABudget', '{K}BudgetVsLuxury', '{K}BudgetChallenge', '{K}PriceCheck'],
    speedrun: ['{K}In24Hours', '{K}In48Hours', '{K}In3Days'],
    food: ['{K}FoodCrawl', '{K}SnackHaul', '{K}MustEats'],
    packing: ['PackFor{K}', '{K}PackingHack'],
    local: ['{K}LikeALocal', '{K}WalkingTour', '{K}OnFoot', '{K}WithoutAMap'],
    hunts: ['{K}Bingo', '{K}PhotoHunt'],
    photos: ['{K}In3Photos'],
    sunrise: ['{K}SunriseChallenge', '{K}SunsetChase'],
    postcards: ['PostcardFrom{K}'],
    hiddenGems: ['{K}HiddenGems'],
  },
  // A stunt at an airport is a stunt in a public place (#PunchAtTheAirport): no AtTheAirport.
  crossFamilies: {
    travels: ['{T}Travels'],
    world: ['{T}AroundTheWorld'],
    abroad: ['{M}Abroad', '{V}LikeALocal'],
    trails: ['{T}Trail', '{T}Tour'],
    photos: ['{T}PhotoHunt', '{T}Spotting'],
  },
  // #MailmanIn60Seconds, #CouchIn60Seconds say no trip; the own formats time a trip by the day
  // (#DubaiIn24Hours, #DubaiIn3Days).
  skipShared: ['timeLimits'],
  // A keyword no list knows is as often a thing as a town: its own formats made a trip of a paperclip
  // (#PaperclipFoodTour, #PaperclipIn3Days: "makes no sense", both judges of round 15), while the
  // formats for any keyword read with a town too (#CappadociaVacationMode).
  unknownReadsAsOwn: false,
  alliterations:
    'Safari Sightseeing Souvenirs Stopover CityBreak Cruise Caravan Camping BucketList Pilgrimage PitStop MysteryTrip Tour Trek Trail Trip DayTrip Detour Globetrotter GapYear Layover Landmarks Retreat RailTrip WeekendAway Holiday Hideaway Nomad Journey JetLag Voyage Vacation Adventure Excursion Odyssey IslandHop',
  words: {
    things:
      'WindowSeat Passport Suitcase Sunset Skyline Backpack Postcard Souvenir Hostel Beach Map BoardingPass',
    moves:
      'RoadTrip DayTrip Hike StreetFood IslandHop CityBreak Snorkel SunsetCruise PhotoWalk Layover',
    verbs: 'Explore Wander Travel Roam Hike Fly Cruise Sail',
  },
} as const satisfies TypeFormats;
