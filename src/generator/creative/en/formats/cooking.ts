/**
 * Cooking: dishes, ingredients, cuisines, drinks, baking, diets and kitchen tools. See
 * `../../data-types.ts` for the slots. Cooking challenges are about making the thing at home and
 * tasting it: a remix, a roulette, a blind taste, a cook-off, a cheap or quick version.
 */
import type { TypeFormats } from '../../data-types';

export const COOKING_FORMATS = {
  families: {
    remix: [
      '{K}Remix',
      '{K}Upgrade',
      '{K}Makeover',
      '{K}WithATwist',
      '{K}Fusion',
      '{K}Lab',
      '{M}Remix',
    ],
    roulette: ['{K}Roulette', '{K}MysteryBox'],
    tasting: ['{K}BlindTaste', '{K}TasteTest'],
    rankings: ['{K}TierList', 'RateMy{K}'],
    cookOffs: ['{K}CookOff', '{K}Duel', '{K}Wars', '{K}Olympics'],
    atHome: ['{K}AtHome', '{K}FromScratch', 'BuildYour{K}', '{M}FromScratch'],
    hacks: ['{K}Hack', '{M}Hack', '{T}Hack'],
    budget: ['{K}OnABudget', '3Ingredient{K}'],
    clock: ['15Minute{K}', '{K}SpeedRun'],
    fancy: ['{K}ButFancy'],
    ways: ['{K}ThreeWays'],
    fails: ['{K}Fails'],
    snacks: ['{K}Snacks'],
    gatherings: ['{K}Party', '{K}Potluck', '{K}Night', '{K}Club', '{K}Feast', '{K}Picnic'],
    recipes: ['{K}RecipeSwap', '{K}SecretRecipe', '{K}Swap', '{K}Cookbook'],
    cookAlong: ['{K}CookAlong'],
    days: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'Oven Skillet Whisk Spatula Garlic Butter Cheese Sprinkles AirFryer RollingPin CastIron SheetPan',
    moves:
      'Pancake Omelette Lasagna FriedRice StirFry BananaBread Cookies Tacos Ramen Brownies PancakeFlip',
    verbs: 'Bake Whisk Chop Stir Flip Taste Knead Simmer',
  },
} as const satisfies TypeFormats;
