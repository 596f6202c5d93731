/**
 * Cooking: dishes, ingredients, cuisines, drinks, baking, diets and kitchen tools. See
 * `../../data-types.ts` for the slots. Cooking challenges are about making something at home and
 * sharing it: a themed bake, a bake-off or cook-off, a lunchbox, a dish made perfect or fancy.
 *
 * A `{K}` format of `families` reads with any keyword as the theme of what one makes or decorates,
 * or the occasion one cooks for (#VolcanoCake, #OfficeBakeOff, #FinalsWeekMealPrep), never as the
 * dish itself: a keyword may be an animal or a person, and #DogThreeWays reads as cooking the dog.
 * Blind judges called a keyword beside a stock dish or outing a random mashup
 * (#VolcanoGingerbreadHouse, #VolcanoPicnic, #MailmanCharcuterie): each format here says a bake or a
 * contest plainly. No labels or recipe titles (#CookieInspiredRecipe, #CoffeeThemedBrunch).
 *
 * `ownKeywordFamilies` are for the dish, drink, ingredient, diet or tool itself: what a creator
 * does with it on camera (#CookieGlowUp, #PhoTasteTest, #RamenThreeWays, #RamenRecipeSwap), never a
 * content tag (#HomemadeCroissant, #PastaFails, #PastaASMR), which judges called "not a challenge".
 *
 * {K}{Allit} (`alliterated`) takes a word of `alliterations` that begins like the keyword, a bake
 * or a treat one makes for it or in its shape (#MondayMuffins, #TurtleTreats, #RobotRiceBalls), never
 * a dish that reads as cooking the keyword (…Tacos, …Dumplings): not for cooking's own keywords,
 * where two dishes meet (#PizzaPopsicles).
 */
import type { TypeFormats } from '../../data-types';

export const COOKING_FORMATS = {
  families: {
    cakes: ['{K}Cake', '{K}CakeChallenge', '{K}Cupcakes', '{K}CakePops'],
    contests: [
      '{K}BakeOff',
      '{K}CookOff',
      '{K}CakeOff',
      '{K}BakingChallenge',
      '{K}CookingChallenge',
      '{M}Showdown',
    ],
    cookies: ['{K}Cookies', '{K}CookieDecorating'],
    foodArt: ['{K}PancakeArt', '{K}FoodArt'],
    // What one packs or cooks ahead for the keyword's day or person (#FinalsWeekMealPrep,
    // #MailmanLunchbox).
    lunch: ['{K}BentoBox', '{K}Lunchbox', '{K}MealPrep'],
    snacks: ['{K}Snacks', '{K}Bites'],
    moveChallenge: ['{M}Challenge', 'NailThe{M}'],
    perfect: ['Perfect{M}', '{V}ToPerfection'],
    tasteTest: ['{M}TasteTest'],
    threeWays: ['{M}ThreeWays'],
    upgrades: ['{M}ButFancy', '{M}ButHealthy', '{M}LevelUp'],
    remix: ['{M}Remix'],
    along: ['{M}CookAlong'],
    hacks: ['{T}Hack'],
    pro: ['{V}LikeAChef', '{V}AndServe'],
    alliterated: ['{K}{Allit}', '{K}{Allit}Challenge'],
  },
  ownKeywordFamilies: {
    secret: ['SecretIngredient{K}'],
    upgrades: ['{K}GlowUp', '{K}LevelUp', '{K}Makeover', '{K}ButFancy'],
    quick: ['{K}In15Minutes'],
    remix: ['{K}Remix'],
    homemade: ['{K}FromScratch', '3Ingredient{K}'],
    progress: ['{K}BeginnerVsPro'],
    tasteTest: ['{K}TasteTest', 'Blind{K}TasteTest', '{K}TasteOff'],
    // {K}CookOff is in `families`, where judges picked it for any keyword (#SnowDayCookOff).
    contests: ['{K}FaceOff', '{K}Duel'],
    firstTry: ['MyFirst{K}'],
    invite: ['{K}WithGrandma'],
    threeWays: ['{K}ThreeWays', '{K}FiveWays'],
    along: ['{K}CookAlong'],
    swap: ['{K}RecipeSwap'],
    budget: ['{K}OnABudget', '{K}Under5Dollars'],
    days: ['{K}{Day}'],
  },
  skipShared: ['timeLimits'],
  // No themed dinner: judges could not tell what to cook (#FanThemedDinner).
  crossFamilies: {
    edible: ['{T}Cake', '{T}CakePops'],
    cupcakes: ['{T}Cupcakes'],
    cookies: ['{T}Cookies'],
    foodArt: ['{T}PancakeArt'],
    bento: ['{T}Bento'],
    snacks: ['{T}ThemedSnacks'],
  },
  alliterations:
    'Cupcakes Cookies Cake CakePops Bento BakeSale Bonbons PancakeArt Popsicles Muffins Macarons Mocktail MealPrep Milkshake Sundae Snacks SugarCookies Shortbread Treats Truffles Donuts Desserts FoodArt FruitArt Gelato HotCocoa RockCandy RiceBalls Lunchbox LatteArt Lollipops Waffles Appetizers Eclairs',
  words: {
    things:
      'AirFryer Butter Cheese Chocolate Garlic Sauce Dough Sprinkles Skillet CastIron Oven SheetPan',
    moves:
      'Pancake Omelette Lasagna FriedRice StirFry BananaBread Cookies Tacos Ramen Brownies PancakeFlip',
    verbs: 'Bake Season Whisk Chop Stir Flip Knead Simmer',
  },
} as const satisfies TypeFormats;
