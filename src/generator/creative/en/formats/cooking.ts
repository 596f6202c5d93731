/**
 * Cooking: dishes, ingredients, cuisines, drinks, baking, diets and kitchen tools. See
 * `../../data-types.ts` for the slots. Cooking challenges are about making something at home and
 * sharing it: a themed bake, a bake-off, a board or bento, a dish made perfect or fancy.
 *
 * A `{K}` format of `families` reads with any keyword as the theme of what one makes or decorates
 * (#DogBirthdayCake, #OfficeBakeOff, #VolcanoGingerbreadHouse, #NikePancakeArt), never as the dish
 * itself: a keyword may be an animal or a person, and #DogThreeWays reads as cooking the dog. No
 * labels or recipe titles (#CookieInspiredRecipe, #CoffeeThemedBrunch): each names a thing to make.
 *
 * `ownKeywordFamilies` are for the dish, drink, ingredient, diet or tool itself: what a creator
 * does with it on camera (#CookieGlowUp, #PhoTasteTest, #AirFryerHacks, #HomemadeRamen).
 */
import type { TypeFormats } from '../../data-types';

export const COOKING_FORMATS = {
  families: {
    cakes: [
      '{K}CakeChallenge',
      '{K}BirthdayCake',
      '{K}Cake',
      '{K}Cupcakes',
      '{K}CakePops',
      '{K}Cakesicles',
      '{K}CakeDecorating',
      '{K}CakeReveal',
      '{K}ButMakeItCake',
    ],
    contests: ['{K}BakeOff', '{K}BakeSale', '{K}BakingChallenge', '{M}FaceOff'],
    boards: ['{K}SnackBoard', '{K}DessertBoard', '{K}Charcuterie'],
    bento: ['{K}BentoBox', '{K}Bento'],
    foodArt: ['{K}PancakeArt', '{K}LatteArt', '{K}ToastArt', '{K}FoodArt'],
    cookies: ['{K}Cookies', '{K}CookieDecorating', '{K}CookieBox', '{K}Macarons'],
    dessert: ['{K}ButMakeItDessert'],
    gingerbread: ['{K}GingerbreadHouse'],
    moveChallenge: ['{M}Challenge'],
    perfect: ['Perfect{M}'],
    upgrades: ['{M}ButFancy', '{M}WithATwist', '{T}Upgrade'],
    fails: ['{M}Fails', '{M}GoneWrong'],
    hacks: ['{T}Hack'],
    pro: ['{V}LikeAPro', '{V}LikeAChef'],
  },
  ownKeywordFamilies: {
    upgrades: ['{K}GlowUp', '{K}Makeover', '{K}LevelUp', '{K}Upgrade'],
    remix: ['{K}Remix', '{K}Mashup'],
    tasteTest: ['{K}TasteTest', 'Blind{K}TasteTest', '{K}TasteOff'],
    contests: ['{K}FaceOff', '{K}CookOff'],
    hacks: ['{K}Hacks', '{K}HackTest'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays'],
    along: ['{K}CookAlong'],
    speedrun: ['{K}Speedrun'],
    budget: ['{K}OnABudget'],
    challenge: ['{K}Challenge'],
    fails: ['{K}Fails', '{K}GoneWrong'],
    days: ['{K}{Day}'],
    asmr: ['{K}ASMR'],
    rankings: ['{K}TierList'],
  },
  skipShared: ['timeLimits'],
  crossFamilies: {
    edible: ['Edible{T}', '{T}ShapedCake', '{K}{T}Cake'],
    isItCake: ['IsThe{T}Cake', '{T}OrCake'],
    bakes: ['{T}Cupcakes', '{K}{T}Cookies'],
    snacks: ['{M}Snacks', '{M}Fuel'],
    themed: ['{T}ThemedDinner', '{M}Menu'],
    foodArt: ['{T}LatteArt', '{T}PancakeArt'],
  },
  words: {
    things:
      'AirFryer Butter Cheese Chocolate Garlic Sauce Dough Sprinkles Skillet CastIron Oven SheetPan',
    moves:
      'Pancake Omelette Lasagna FriedRice StirFry BananaBread Cookies Tacos Ramen Brownies PancakeFlip',
    verbs: 'Bake Season Whisk Chop Stir Flip Knead Simmer',
  },
} as const satisfies TypeFormats;
