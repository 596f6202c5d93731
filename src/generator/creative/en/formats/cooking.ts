/**
 * Cooking: dishes, ingredients, cuisines, drinks, baking, diets and kitchen tools. See
 * `../../data-types.ts` for the slots. Cooking challenges are about making something at home and
 * sharing it: a themed bake, a bake-off, a board or bento, a dish made perfect or fancy.
 *
 * A `{K}` format reads with any keyword as the theme of what one makes (#DogBirthdayCake,
 * #OfficeBakeSale, #ParisInspiredMenu, #TacoSnackBoard), never as the dish itself: a keyword may be
 * an animal or a person, and #DogThreeWays reads as cooking the dog.
 */
import type { TypeFormats } from '../../data-types';

export const COOKING_FORMATS = {
  families: {
    cakes: [
      '{K}CakeChallenge',
      '{K}BirthdayCake',
      '{K}Cupcakes',
      '{K}Cakesicles',
      '{K}CakeDecorating',
    ],
    contests: ['{K}BakeOff', '{K}BakeSale'],
    boards: ['{K}SnackBoard', '{K}DessertBoard', '{K}BrunchBoard', '{K}GrazingTable'],
    bento: ['{K}BentoBox'],
    party: ['{K}PartyFood', '{K}PartySnacks', '{K}PartyPlatter'],
    inspired: ['{K}InspiredBake', '{K}InspiredMenu', '{K}InspiredRecipe', '{K}InspiredDessert'],
    themed: [
      '{K}ThemedDinner',
      '{K}ThemedBrunch',
      '{K}ThemedLunch',
      '{K}ThemedTreats',
      '{K}ThemedPicnic',
      '{K}ThemedBreakfast',
    ],
    boxes: ['{K}CookieBox', '{K}TreatBox', '{K}SnackBox'],
    cookies: ['{K}SugarCookies'],
    pancakeArt: ['{K}PancakeArt'],
    perfect: ['Perfect{M}'],
    atHome: ['{M}AtHome'],
    upgrades: ['{M}ButFancy', '{M}WithATwist', '{T}Upgrade'],
    fails: ['{M}Fails', '{M}GoneWrong'],
    easy: ['{M}MadeEasy'],
    hacks: ['{T}Hack'],
    rankings: ['{T}TierList'],
  },
  ownKeywordFamilies: {},
  words: {
    things:
      'AirFryer Butter Cheese Chocolate Garlic Sauce Dough Sprinkles Skillet CastIron Oven SheetPan',
    moves:
      'Pancake Omelette Lasagna FriedRice StirFry BananaBread Cookies Tacos Ramen Brownies PancakeFlip',
    verbs: 'Bake Season Whisk Chop Stir Flip Knead Simmer',
  },
} as const satisfies TypeFormats;
