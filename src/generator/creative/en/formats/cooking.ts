/**
 * Cooking: dishes, ingredients, cuisines, drinks, baking, diets and kitchen tools. See
 * `../../data-types.ts` for the slots.
 */
import type { TypeFormats } from '../../data-types';

export const COOKING_FORMATS = {
  families: {
    cookOffs: [
      '{K}BakeOff',
      '{K}CookOff',
      '{K}TasteTest',
      '{K}BlindTaste',
      '{K}KitchenWars',
      '{K}Potluck',
    ],
    recipes: [
      '{K}RecipeSwap',
      '{K}SecretRecipe',
      '{K}Cookbook',
      '{K}RecipeReveal',
      '{M}FromScratch',
      '{M}Remix',
    ],
    meals: [
      '{K}MealPrep',
      '{K}Mukbang',
      '{K}ChefsKiss',
      '{K}DinnerParty',
      '{K}Brunch',
      '{K}Feast',
      '{K}Cravings',
    ],
    letHimCook: ['Let{K}Cook', 'CookWith{K}', 'LetHim{V}', 'Just{V}It', '{V}LikeAChef'],
    constraints: [
      '{K}OnABudget',
      '{K}FridgeRaid',
      '{K}PantryChallenge',
      'No{T}Challenge',
      '{T}OnlyChallenge',
      '{T}MakesItBetter',
      'PassThe{T}',
    ],
    clock: ['{K}BeatTheClock', '{M}In15Minutes'],
    plates: ['{K}NailedIt', '{M}NailedIt', '{K}KitchenFail', '{K}PlateUp'],
    firstBites: ['{K}FirstBite', 'KidsTry{M}', '{K}FoodReview'],
    days: ['{K}{Day}', '{V}{Day}'],
  },
  words: {
    things:
      'Skillet Whisk Spatula AirFryer CastIron SheetPan Garlic Butter Oven RollingPin ChefsKnife',
    moves:
      'Pancake Omelette StirFry Lasagna Ramen Risotto Carbonara BananaBread FriedRice PancakeFlip',
    verbs: 'Whisk Chop Bake Sear Stir Flip Simmer Knead Saute Taste',
  },
} as const satisfies TypeFormats;
