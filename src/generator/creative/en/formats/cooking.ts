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
      '{K}Cake',
      '{K}BirthdayCake',
      '{K}Cupcakes',
      '{K}CakePops',
      '{K}CakeDecorating',
      '{K}ButMakeItCake',
    ],
    contests: ['{K}BakeOff', '{K}BakingChallenge'],
    boards: ['{K}SnackBoard', '{K}DessertBoard', '{K}Charcuterie'],
    bento: ['{K}BentoBox'],
    foodArt: ['{K}PancakeArt', '{K}LatteArt', '{K}ToastArt', '{K}FoodArt'],
    cookies: ['{K}Cookies', '{K}CookieDecorating', '{K}CookieBox', '{K}Macarons'],
    dessert: ['{K}ButMakeItDessert'],
    gingerbread: ['{K}GingerbreadHouse'],
    moveChallenge: ['{M}Challenge'],
    perfect: ['Perfect{M}'],
    homemade: ['Homemade{M}'],
    tasteTest: ['{M}TasteTest'],
    threeWays: ['{M}ThreeWays'],
    budget: ['{M}OnABudget'],
    upgrades: ['{M}ButFancy', '{M}ButHealthy'],
    fails: ['{M}Fails'],
    hacks: ['{T}Hack'],
    pro: ['{V}LikeAChef'],
    snacks: ['{K}ThemedSnacks'],
    picnic: ['{K}Picnic'],
  },
  ownKeywordFamilies: {
    upgrades: ['{K}GlowUp', '{K}LevelUp'],
    remix: ['{K}Remix'],
    homemade: ['{K}FromScratch'],
    progress: ['{K}BeginnerVsPro'],
    perfect: ['Perfect{K}'],
    tasteTest: ['{K}TasteTest', 'Blind{K}TasteTest', '{K}TasteOff'],
    contests: ['{K}FaceOff', '{K}CookOff'],
    hacks: ['{K}Hacks', '{K}HackTest'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays'],
    along: ['{K}CookAlong'],
    speedrun: ['{K}Speedrun', '10Minute{K}'],
    budget: ['{K}OnABudget'],
    challenge: ['{K}Challenge'],
    fails: ['{K}Fails'],
    days: ['{K}{Day}'],
    asmr: ['{K}ASMR'],
    firstTry: ['{K}FirstTry'],
  },
  skipShared: ['timeLimits'],
  crossFamilies: {
    edible: ['{T}Cake'],
    bakes: ['{T}Cupcakes', '{T}Cookies'],
    themed: ['{T}ThemedDinner'],
    foodArt: ['{T}LatteArt', '{T}PancakeArt'],
    snacks: ['{T}ThemedSnacks'],
  },
  words: {
    things:
      'AirFryer Butter Cheese Chocolate Garlic Sauce Dough Sprinkles Skillet CastIron Oven SheetPan',
    moves:
      'Pancake Omelette Lasagna FriedRice StirFry BananaBread Cookies Tacos Ramen Brownies PancakeFlip',
    verbs: 'Bake Season Whisk Chop Stir Flip Knead Simmer',
  },
} as const satisfies TypeFormats;
