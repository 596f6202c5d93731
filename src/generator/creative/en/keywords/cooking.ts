/**
 * What we know about the keywords creators type most with cooking in mind. See
 * `../../data-types.ts` for the fields.
 */
import type { KeywordEntries } from '../../data-types';

export const COOKING_KEYWORDS = {
  cooking: {
    things: 'Apron Pan Knife Stove Spices Pantry Skillet Spatula CuttingBoard',
    moves: 'StirFry OnePotMeal SheetPanDinner PastaNight Roast Stew',
    verbs: 'Chop Stir Taste Season Sear',
    core: 'Apron Pan Stir',
    names:
      'FiveIngredientCookOff TenDollarCookChallenge ClearTheFridge CookWithWhatYouHave CookYourFamilyRecipe',
    also: 'cook',
  },
  baking: {
    things: 'Oven Flour Sprinkles Frosting RollingPin Apron SheetPan StandMixer',
    moves: 'Cookies Cupcakes Brownies BananaBread CinnamonRolls LayerCake Pie',
    verbs: 'Bake Whisk Frost Decorate Knead Sift',
    core: 'Flour Cookies Bake',
    names:
      'BakeFromScratchChallenge BakeGrandmasRecipe HomeBakeOff ThreeIngredientBake BakeItForward',
    also: 'bake baker',
  },
  sourdough: {
    things: 'Starter Crumb Crust Loaf Dough DutchOven Boule Banneton',
    moves: 'CrumbShot FirstLoaf Scoring StretchAndFold DiscardPancakes',
    verbs: 'Knead Bake Score Proof Fold',
    core: 'Starter Loaf Knead',
    names:
      'SourdoughScoringChallenge CrumbShotChallenge FeedYourStarter SourdoughBakeOff BakeYourBoule FirstSourdoughLoaf',
  },
  pasta: {
    things: 'Parmesan Meatballs Sauce Basil Noodles Pesto Fork Colander',
    moves: 'Spaghetti Lasagna Carbonara Ravioli Alfredo Gnocchi Bolognese',
    verbs: 'Twirl Boil Toss Roll',
    core: 'Spaghetti Sauce Twirl',
    names:
      'FreshPastaFriday SpaghettiTwirlChallenge PastaFromScratch ShapeYourPasta GuessThePastaShape',
    also: 'spaghetti',
  },
  pizza: {
    things: 'Cheese Pepperoni Crust Dough Slice Mozzarella Oven Basil',
    moves: 'CheesePull DoughToss Margherita DeepDish Calzone Flatbread',
    verbs: 'Toss Slice Bake Stretch',
    core: 'Slice Cheese Pepperoni',
    names: 'PizzaDoughToss CheesePullChallenge PizzaFromScratch PizzaFaceOff TopYourPizza',
  },
  cake: {
    things: 'Frosting Sprinkles Candles Slice Layers Fondant PipingBag Turntable',
    moves: 'Piping Rosettes DripEffect Ombre Lettering CrumbCoat',
    verbs: 'Frost Decorate Pipe Layer Slice',
    core: 'Frosting Sprinkles Slice Frost',
    names: 'IsItCake CakeOrFake FrostingFaceOff BakeACakeFromScratch DecorateYourDreamCake',
  },
  cookie: {
    things: 'Dough Sprinkles Milk Jar Icing ChocolateChips SheetPan Cutter',
    moves: 'ChocolateChip Snickerdoodle Shortbread Gingersnap IcingArt DoughScoop',
    verbs: 'Bake Dunk Scoop Decorate',
    core: 'Milk Dough Dunk',
    names:
      'DunkTheCookie CookieJarChallenge GiantCookieChallenge DecorateACookie CookieSwapChallenge',
  },
  taco: {
    things: 'Tortilla Salsa Guac Cheese Lime Cilantro Shell Queso',
    moves: 'Birria AlPastor Carnitas CrunchyShell Barbacoa QuesaBirria',
    verbs: 'Fold Grill Squeeze',
    core: 'Tortilla Salsa Shell Fold',
    names: 'BuildYourTacoBar CrunchyTacoChallenge TacoFoldHack StuffThatTaco TacoTuesdayChallenge',
  },
  burger: {
    things: 'Patty Bun Cheese Fries Pickles Grill Sauce Spatula',
    moves: 'DoubleStack SmashPatty Slider PattyFlip CheeseMelt OnionRings',
    verbs: 'Smash Flip Grill Stack',
    core: 'Patty Bun Flip',
    names:
      'SmashBurgerChallenge BuildABurger TallestBurgerChallenge SmashAndFlip InventABurgerSauce',
    also: 'hamburger cheeseburger',
  },
  chicken: {
    things: 'Wings Drumstick Breading Marinade Skillet Spices Thigh',
    moves: 'Tenders Nuggets Roast Parm Tikka Katsu',
    verbs: 'Bread Fry Roast Marinate Grill',
    core: 'Wings Drumstick Nuggets',
    names:
      'CrispyChickenChallenge ChickenCrunchTest RoastAChicken OneChickenThreeMeals MarinadeMixOff',
  },
  breakfast: {
    things: 'Eggs Bacon Toast Pancakes Coffee Syrup Waffles Juice',
    moves: 'Omelette FrenchToast Burrito Hashbrowns EggsBenedict SunnySideUp',
    verbs: 'Flip Scramble Fry Pour',
    core: 'Pancakes Eggs Toast',
    names:
      'BreakfastInBed ThreeIngredientBreakfast BreakfastForDinner 5MinuteBreakfast BreakfastAroundTheWorld',
  },
  coffee: {
    things: 'Espresso Mug Beans Milk Foam Barista Frother FrenchPress Grinder',
    moves: 'LatteArt IcedLatte ColdBrew Cappuccino PourOver Frappe Dalgona',
    verbs: 'Brew Pour Sip Froth Grind',
    core: 'Mug LatteArt Brew',
    names:
      'LatteArtChallenge BaristaAtHome CoffeeShopAtHome CoffeeBlindTasteTest OneCoffeeThreeWays',
    also: 'latte espresso',
  },
  smoothie: {
    things: 'Blender Berries Banana Spinach Mango Yogurt Straw Oats',
    moves: 'AcaiBowl BerryBlast GreenBlend ProteinShake TropicalMix LayeredCup',
    verbs: 'Blend Pour Sip Layer',
    core: 'Blender Berries Blend',
    names:
      'FiveIngredientSmoothie GuessTheSmoothie SmoothieBowlArt RainbowSmoothie MysteryFruitSmoothie',
  },
  bread: {
    things: 'Loaf Dough Crust Butter Flour Yeast Crumb Oven',
    moves: 'Focaccia GarlicKnots Braid Brioche Baguette Challah',
    verbs: 'Knead Proof Bake Braid Slice',
    core: 'Loaf Crust Knead',
    names: 'BreadFromScratch FocacciaGarden BraidTheBread BreadScoringChallenge BakeYourFirstLoaf',
  },
  'air fryer': {
    things: 'Basket Fries Wings Nuggets Timer Parchment',
    moves: 'CrispyWings FriedPickles Churros HashBrown Potstickers',
    verbs: 'Crisp Shake Toss Flip',
    core: 'Basket Fries Crisp',
    names:
      'WillItAirFry AirFryerEverything AirFryerDinnerChallenge AirFryerDessertDare OvenVsAirFryer',
  },
  'meal prep': {
    things: 'Containers Lunchbox Rice Chicken Veggies Labels Fridge SheetPan',
    moves: 'SundayPrep BatchCook BurritoBowl OvernightOats SheetPanDinner',
    verbs: 'Pack Chop Cook',
    core: 'Containers Lunchbox Pack',
    names: 'NoRepeatMealPrep MealPrepSunday FiveDayMealPrep OneHourMealPrep MealPrepFor20Dollars',
  },
  dessert: {
    things: 'Chocolate Sprinkles Cream Berries Caramel Whisk Spoon',
    moves: 'Cheesecake Tiramisu Brownies Mousse Trifle Parfait Crumble',
    verbs: 'Whisk Layer Bake Drizzle',
    core: 'Sprinkles Cheesecake Drizzle',
    names:
      'FiveMinuteDessert NoBakeChallenge 3IngredientDessert PlateYourDessert DessertDupeChallenge',
  },
  chocolate: {
    things: 'Cocoa Sprinkles Ganache Bar Marshmallow Molds Pistachio',
    moves: 'HotCocoa LavaCake Truffle Fondue Bark Bonbon',
    verbs: 'Melt Dip Drizzle Temper',
    core: 'Cocoa LavaCake Melt',
    names:
      'DubaiChocolateAtHome HomemadeChocolateBar DipItInChocolate ChocolateBarkChallenge GuessThatChocolate',
  },
  ramen: {
    things: 'Broth Noodles Egg Chopsticks Nori Miso Scallion Bowl',
    moves: 'JammyEgg NoodlePull SpicyMiso Tonkotsu NoodleFlip',
    verbs: 'Slurp Simmer Stir',
    core: 'Noodles Broth Slurp',
    names:
      'InstantRamenUpgrade RamenSlurpChallenge 5MinuteRamenHack RamenFromScratch NoodlePullChallenge',
  },
  sushi: {
    things: 'Rice Nori Salmon Avocado Chopsticks Wasabi Tuna BambooMat',
    moves: 'CaliforniaRoll HandRoll MakiRoll Nigiri InsideOutRoll',
    verbs: 'Roll Slice Press',
    core: 'Rice Salmon Roll',
    names: 'RollYourOwnSushi SushiBakeChallenge SushiAtHome SushiRollOff RainbowRollChallenge',
  },
  bbq: {
    things: 'Ribs Brisket Grill Smoker Sauce Tongs Charcoal Rub',
    moves: 'PulledPork BurntEnds RibRack SmokeRing LowAndSlow',
    verbs: 'Smoke Grill Baste Sear',
    core: 'Ribs Brisket Sauce',
    names: 'BackyardBBQCookOff SmokedRibsChallenge PitmasterForADay BBQSauceOff BBQRubChallenge',
    also: 'barbecue barbeque',
    spelled: 'BBQ',
  },
  grill: {
    things: 'Burger Steak Corn Tongs Spatula Skewer Charcoal Apron',
    moves: 'Kebab BurgerFlip CornOnTheCob VeggieSkewer CrossHatch Sear',
    verbs: 'Flip Sear Char Baste',
    core: 'Burger Steak Flip',
    names: 'GrillMarksOrBust BackyardGrillOff GrillEverything GrillMasterForADay GrillTheWholeMeal',
    also: 'grilling',
    verb: true,
  },
  pancake: {
    things: 'Syrup Butter Batter Stack Blueberries Griddle Spatula',
    moves: 'Flip MiniStack ShapedBatter ChocChip DutchBaby Souffle',
    verbs: 'Flip Pour Stack Drizzle',
    core: 'Syrup Stack Flip',
    names: 'PancakeFlipChallenge FluffiestPancakeWins PancakeArt StackEmHigh PancakeCereal',
    also: 'hotcake flapjack',
  },
  egg: {
    things: 'Yolk Toast Shell Skillet Whisk Carton Spatula',
    moves: 'SunnySideUp Omelette Scrambled Poached SoftBoil Shakshuka',
    verbs: 'Crack Whisk Poach Scramble Flip',
    core: 'Yolk Shell Crack',
    names:
      'OneHandedEggCrack PerfectPoachedEgg EggSandwichChallenge OmeletteFlipChallenge OneEggFiveWays',
  },
  steak: {
    things: 'Butter Garlic CastIron Rosemary Ribeye Knife Thermometer',
    moves: 'MediumRare ReverseSear ButterBaste Tomahawk Sear',
    verbs: 'Sear Baste Slice Grill',
    core: 'Ribeye MediumRare Sear',
    names:
      'TwentyDollarSteakDinner CastIronSteakChallenge PerfectSearChallenge SteakhouseAtHome GuessTheSteakDoneness',
  },
  salad: {
    things: 'Dressing Lettuce Croutons Avocado Kale Bowl Tongs',
    moves: 'Caesar Cobb Caprese GreenGoddess ChoppedBowl',
    verbs: 'Toss Chop Shake Drizzle',
    core: 'Lettuce Dressing Toss',
    names: 'SaladThatSlaps SaladInAJar ChopChopChallenge BuildABetterSalad SaladSwapChallenge',
  },
  soup: {
    things: 'Broth Bowl Ladle Pot Bread Crackers Noodles',
    moves: 'ChickenNoodle TomatoBisque FrenchOnion Chowder Minestrone Pho',
    verbs: 'Simmer Stir Ladle Slurp',
    core: 'Broth Ladle Slurp',
    names: 'FiveIngredientSoup BreadBowlChallenge SoupFromScratch SoupSwap SoupForANeighbor',
  },
  healthy: {
    things: 'Veggies Avocado Berries Greens Oats Salmon Quinoa',
    moves: 'PowerBowl GreenSmoothie GrainBowl LettuceWrap SheetPanVeg',
    verbs: 'Blend Roast Cook',
    core: 'Veggies Greens Berries',
    names:
      'EatTheRainbow HealthySwaps HealthyLunchChallenge GreenSmoothieChallenge HealthyDessertDare',
    also: 'healthyeating cleaneating',
  },
  vegan: {
    things: 'Tofu Chickpeas Lentils OatMilk Cashews Jackfruit Tempeh',
    moves: 'BuddhaBowl TofuScramble LentilCurry NiceCream PlantSwap CashewCheese',
    verbs: 'Blend Roast Toss',
    core: 'Tofu OatMilk PlantSwap',
    names: 'CanYouTellItsVegan MeatlessMonday Veganuary VeganizeIt VeganComfortFoodSwap',
    also: 'plantbased',
  },
  keto: {
    things: 'Avocado Bacon Eggs Cheese Cauliflower Almond Macros',
    moves: 'CauliRice LettuceWrap ZoodleBowl Chaffle FatBomb',
    verbs: 'Cook Stir Taste',
    core: 'Bacon Eggs CauliRice',
    names: 'SevenDayKetoChallenge KetoSwaps LowCarbLunchbox KetoBreadChallenge KetoDessertDare',
    also: 'lowcarb',
  },
  recipe: {
    things: 'Cookbook Ingredients IndexCard MeasuringCup Notebook Grandma',
    moves: 'Copycat ThreeIngredient OnePot SecretSauce HeirloomDish',
    verbs: 'Mix Cook Stir',
    core: 'Cookbook Ingredients Mix',
    names:
      'GrandmasRecipeCard TryAViralRecipe FamilyRecipeSwap OneRecipeThreeWays CookARandomCookbookPage',
  },
  chef: {
    things: 'Apron Knife Hat Whisk Plate TastingSpoon Tweezers',
    moves: 'Plating SignatureDish TastingMenu Julienne Garnish',
    verbs: 'Plate Chop Taste Season Garnish',
    core: 'Apron Whisk Plating Taste',
    names: 'ChefVsHomeCook LittleChefChallenge ChefForADay MysteryBoxChef PlateLikeAChef',
  },
  kitchen: {
    things: 'Fridge Pantry Stove Sink SpiceRack Counter Apron Utensils',
    moves: 'FridgeTour PantryRestock GadgetTest SpiceTour DeepClean',
    verbs: 'Cook Clean Stir',
    core: 'Fridge Pantry Cook',
    names:
      'CookWhatsInTheFridge KitchenReset KitchenGadgetTest PantryOrganizeChallenge TinyKitchenChallenge',
  },
  dinner: {
    things: 'Table Plates Candles Family Skillet Leftovers SheetPan',
    moves: 'TacoNight StirFry OnePotPasta Casserole SundayRoast',
    verbs: 'Cook Serve Plate Share',
    core: 'Table Plates Serve',
    names: 'KidsCookDinner 20MinuteDinner OnePanDinner DinnerForUnder10 GuessWhatsForDinner',
  },
  lunch: {
    things: 'Sandwich Thermos Apple Chips Napkin Tupperware',
    moves: 'BentoBox Wrap PastaSalad Quesadilla ChickenSalad',
    verbs: 'Pack Munch Wrap',
    core: 'Sandwich BentoBox Pack',
    names: 'LunchboxArtChallenge PackMyLunch BentoBoxChallenge TenMinuteLunch LunchUnder5Dollars',
  },
  snack: {
    things: 'Chips Popcorn Pretzels Dip Fruit Crackers Jar Bowl',
    moves: 'TrailMix EnergyBites AntsOnALog FruitCup GirlDinner',
    verbs: 'Munch Crunch Dip Share',
    core: 'Chips Popcorn Munch',
    names:
      'SnackBoardChallenge FiveMinuteSnack 3IngredientSnack SnackFromAnotherCountry SnackBoxSwap',
  },
  brunch: {
    things: 'Waffles Coffee Pastries Juice Table Hollandaise',
    moves: 'FrenchToast EggsBenedict PancakeBoard Frittata Shakshuka',
    verbs: 'Poach Flip Brew',
    core: 'Waffles Pastries EggsBenedict',
    names:
      'RecreateYourBrunchSpot BrunchBoardChallenge BrunchOnABudget HostYourOwnBrunch BrunchMenuRoulette',
  },
  'ice cream': {
    things: 'Cone Scoop Sprinkles Sundae Toppings Waffle Freezer',
    moves: 'Milkshake BananaSplit Float NoChurn Swirl Affogato',
    verbs: 'Scoop Churn Drizzle Swirl',
    core: 'Cone Scoop Sprinkles',
    names: 'NoChurnIceCream IceCreamBlindTaste BuildASundae InventAnIceCreamFlavor IceCreamInABag',
    also: 'gelato',
  },
  cupcake: {
    things: 'Frosting Sprinkles Liners PipingBag Cherry Tin',
    moves: 'Funfetti RedVelvet Swirl PullApart FilledCenter',
    verbs: 'Frost Pipe Sprinkle Bake',
    core: 'Frosting Sprinkles Frost',
    names:
      'CupcakeDecoratingDuel PipeThePerfectSwirl CupcakeBouquetChallenge CupcakeFrostingFaceOff CupcakeWarsAtHome',
  },
  brownie: {
    things: 'Chocolate Fudge Cocoa Pan Walnuts Batter',
    moves: 'Brookie Blondie FudgyBatch CrinkleTop Swirl',
    verbs: 'Bake Swirl Melt Cut',
    core: 'Fudge Batter Bake',
    names:
      'FudgiestBrownieWins BrownieBakeOff BoxBrownieUpgrade BrookieBattle BrownieMixInRoulette',
  },
  tea: {
    things: 'Kettle Mug Cup Honey Lemon Leaves Saucer Infuser',
    moves: 'ChaiLatte Matcha EarlGrey LondonFog SunBrew ColdBrew',
    verbs: 'Brew Steep Sip Pour',
    core: 'Kettle Saucer Sip',
    names: 'TeaPartyChallenge AfternoonTeaAtHome MakeYourOwnTeaBlend GuessTheTea BrewThePerfectCup',
  },
  boba: {
    things: 'Pearls Tapioca MilkTea Straw Cup Taro Shaker',
    moves: 'BrownSugar TaroBlend ThaiTea TigerStripes CheeseFoam MatchaLatte',
    verbs: 'Shake Sip Stir',
    core: 'Pearls MilkTea Straw',
    names: 'DIYBobaChallenge PearlsFromScratch BobaAtHome BobaBlindTaste InventABobaFlavor',
    also: 'bubbletea',
  },
  matcha: {
    things: 'Whisk OatMilk Ice Powder Strawberry Bowl',
    moves: 'IcedLatte StrawberryLatte CloudFoam Tiramisu Cookies',
    verbs: 'Whisk Sift Pour Sip',
    core: 'Whisk Powder IcedLatte',
    names: 'MatchaWhiskChallenge MatchaLatteArt MatchaAtHome MatchaDessertDare LayerYourMatcha',
  },
  'iced coffee': {
    things: 'Ice Straw Creamer Syrup Tumbler Cup',
    moves: 'ColdFoam IcedLatte CoffeeCubes ShakenEspresso CaramelMacchiato ColdBrew',
    verbs: 'Shake Pour Stir Sip',
    core: 'Ice Straw ColdFoam',
    names:
      'IcedCoffeeInWinter ColdFoamAtHome CoffeeCubeHack BuildYourIcedCoffee MakeMyIcedCoffeeOrder',
  },
  starbucks: {
    things: 'Cup Straw ColdFoam Syrup Barista Tumbler',
    moves: 'PinkDrink Frappuccino Refresher SecretMenu CopycatDrink Macchiato',
    verbs: 'Sip Shake Pour',
    core: 'Barista Frappuccino SecretMenu',
    names: 'StarbucksAtHome CopycatStarbucks SecretMenuDrink StarbucksDupe GuessMyStarbucksOrder',
  },
  'fast food': {
    things: 'Fries Burger Nuggets Milkshake Tray Bag Straw',
    moves: 'CopycatBurger CrispyChicken SecretMenu Smashburger MenuHack',
    verbs: 'Taste Cook Stir',
    core: 'Fries Burger Nuggets',
    names:
      'FastFoodAtHome CopycatMenuChallenge BetterThanTheDriveThru FastFoodFakeout FastFoodBlindTaste',
  },
  mcdonalds: {
    things: 'Fries Nuggets McFlurry HappyMeal BigMac Sauce',
    moves: 'CopycatBigMac FryHack McGriddle HashBrownStack SauceFlight',
    verbs: 'Dip Cook Stir',
    core: 'Fries HappyMeal BigMac',
    names: 'HomemadeBigMac McDonaldsAtHome HomemadeHappyMeal CopycatMcNuggets McDonaldsBlindTaste',
    also: 'mcdonald',
    spelled: 'McDonalds',
  },
  mexican: {
    things: 'Tortilla Salsa Lime Cilantro Queso Chiles Avocado Molcajete',
    moves: 'Tacos Enchiladas Elote Tamales Chilaquiles Pozole Mole',
    verbs: 'Press Grill Squeeze Roast',
    core: 'Tortilla Salsa Tacos',
    names:
      'StreetCornChallenge MexicanSalsaChallenge MexicanFeastChallenge MexicanStreetFoodAtHome PressYourOwnTortilla',
  },
  indian: {
    things: 'Naan Masala Ghee Chutney Roti Turmeric Spices PressureCooker',
    moves: 'ButterChicken Biryani Samosa Dosa PaneerTikka Dal Chai',
    verbs: 'Temper Knead Simmer Roll Spice',
    core: 'Naan Spices ButterChicken',
    names:
      'IndianTakeoutAtHome PerfectlyRoundRoti ChaiTimeChallenge IndianThaliChallenge IndianSpiceBoxChallenge',
    also: 'desi',
  },
  thai: {
    things: 'Basil Coconut Lime Chili Peanuts Lemongrass Wok FishSauce',
    moves: 'GreenCurry MangoStickyRice TomYum Satay PadSeeEw PapayaSalad',
    verbs: 'Toss Pound Simmer Stir',
    core: 'Coconut GreenCurry MangoStickyRice',
    names:
      'ThaiTakeoutAtHome MangoStickyRiceChallenge ThaiGreenCurryChallenge ThaiIcedTeaChallenge MakeYourOwnCurryPaste',
  },
  greek: {
    things: 'Feta Olives Pita Tzatziki Lemon OliveOil Oregano Yogurt',
    moves: 'Gyro Souvlaki Baklava Spanakopita Moussaka VillageSalad',
    verbs: 'Grill Drizzle Wrap Crumble',
    core: 'Feta Olives Gyro',
    names:
      'WrapYourOwnGyro GreekSaladShowdown TzatzikiFromScratch GreekFeastAtHome GreekFoodCookOff',
  },
  mediterranean: {
    things: 'Hummus OliveOil Feta Olives Pita Lemon Chickpeas Herbs',
    moves: 'Falafel Mezze GrainBowl Shakshuka Tabbouleh GrilledFish',
    verbs: 'Drizzle Grill Toss Dip',
    core: 'Hummus Pita Falafel',
    names:
      'MediterraneanMealSwap MedDietChallenge OliveOilTasteTest MediterraneanCookOff BuildAMezzeBoard',
  },
  'korean bbq': {
    things: 'Grill Lettuce Kimchi Rice Tongs Scissors Garlic SideDishes',
    moves: 'Bulgogi Galbi PorkBelly LettuceWrap CheeseCorn',
    verbs: 'Grill Wrap Cut Flip',
    core: 'Kimchi Bulgogi Wrap',
    names:
      'KBBQAtHome KoreanBBQCookOff LettuceWrapChallenge KoreanBBQMarinadeOff KBBQSideDishChallenge',
    also: 'kbbq',
    spelled: 'KoreanBBQ',
  },
  sandwich: {
    things: 'Bread Cheese Lettuce Tomato Pickles Mayo Deli Toaster',
    moves: 'GrilledCheese BLT Club PBJ Panini Hoagie Cubano',
    verbs: 'Stack Press Toast Slice',
    core: 'Bread Cheese Stack',
    names:
      'BuildABetterSandwich TallestSandwichChallenge SandwichStackOff SandwichSwapChallenge SandwichFromTheFridge',
  },
  'grilled cheese': {
    things: 'Cheddar Bread Butter Skillet Sourdough TomatoSoup Spatula',
    moves: 'CheesePull GoldenFlip CrispyEdges PattyMelt TomatoSoupDip',
    verbs: 'Butter Flip Melt Dunk',
    core: 'Cheddar Bread CheesePull Melt',
    names:
      'GrilledCheeseUpgrade CheesePullChallenge GrilledCheeseCookOff GrilledCheeseWithATwist DunkItInTomatoSoup',
  },
  'mac and cheese': {
    things: 'Cheddar Breadcrumbs Noodles Pot Skillet Gruyere',
    moves: 'BakedMac BoxedUpgrade CheesePull LobsterMac StovetopMac',
    verbs: 'Melt Stir Bake',
    core: 'Cheddar Noodles Melt',
    names:
      'BoxedMacUpgrade BakedMacChallenge CheesiestMacWins ThreeCheeseMacChallenge SecretIngredientMac',
    also: 'macncheese macaroni',
  },
  'french fries': {
    things: 'Ketchup Potatoes Salt Cheese Gravy AirFryer Basket',
    moves: 'LoadedFries CurlyFries WaffleFries Poutine DoubleFry',
    verbs: 'Fry Dip Salt Crisp',
    core: 'Ketchup Potatoes Dip',
    names: 'CrispiestFriesWin DoubleFryChallenge LoadYourFries FrenchFryFaceOff RankYourFryDips',
    also: 'fries chips',
  },
  wings: {
    things: 'Sauce Ranch Buffalo Celery BlueCheese Fryer Drumette',
    moves: 'HoneyGarlic LemonPepper BuffaloToss DryRub SauceFlight',
    verbs: 'Toss Fry Dip Sauce',
    core: 'Buffalo Ranch Dip',
    names: 'WingItWednesday WingFlavorBlindTest WingSauceMixOff CrispiestWingsWin WingDipShowdown',
  },
  'fried chicken': {
    things: 'Buttermilk Flour Biscuit Honey Pickles CastIron Spices Drumstick',
    moves: 'Tenders Sandwich NashvilleHot DoubleDredge KoreanGlaze',
    verbs: 'Dredge Fry Brine Crunch',
    core: 'Drumstick Tenders Crunch',
    names:
      'FriedChickenCrunchTest FriedChickenFromScratch CrispiestCrunchWins FriedChickenSauceOff HomemadeVsBucketChicken',
  },
  curry: {
    things: 'Rice Naan Coconut Spices Turmeric Pot GaramMasala',
    moves: 'ButterChicken TikkaMasala ThaiGreen Katsu Korma Dal',
    verbs: 'Simmer Spice Stir Temper',
    core: 'Rice Naan Spices',
    names: 'CurryInAHurry CurryAroundTheWorld GuessTheCurry CurryFromScratch CurryNightCookOff',
  },
  dumpling: {
    things: 'Wrapper Filling Soy Chopsticks Steamer Wok',
    moves: 'Potsticker Gyoza Wonton Pleat Momo XiaoLongBao',
    verbs: 'Pleat Fold Steam Fry',
    core: 'Wrapper Potsticker Pleat',
    names:
      'DumplingFoldChallenge CrispyDumplingChallenge HundredDumplingsChallenge DumplingFromScratch GuessTheDumplingFilling',
  },
  'fried rice': {
    things: 'Wok Egg Soy Peas Scallion Spatula DayOldRice',
    moves: 'WokToss EggSwirl KimchiBatch PineappleBoat WokHei',
    verbs: 'Toss Stir Fry Crack',
    core: 'Wok Egg Toss',
    names:
      'WokTossChallenge FriedRiceFriday LeftoverRiceRescue EggFriedRiceChallenge BeatTheTakeoutFriedRice',
  },
  noodle: {
    things: 'Chopsticks Broth Bowl Wok ChiliOil Sesame',
    moves: 'HandPull LoMein PadThai Udon DanDan Slurp',
    verbs: 'Slurp Toss Twirl',
    core: 'Chopsticks Broth Slurp',
    names:
      'NoodleSlurpChallenge HandPulledNoodles LongestNoodleWins NoodlesAroundTheWorld InstantNoodleUpgrade',
  },
  cheese: {
    things: 'Cheddar Mozzarella Brie Parmesan Board Crackers Grater Gouda',
    moves: 'Fondue StretchTest MeltDown Raclette BlindTasting',
    verbs: 'Melt Grate Cook',
    core: 'Cheddar Fondue Melt',
    names:
      'TheGreatCheesePull CheeseBoardChallenge GuessTheCheese StinkyCheeseDare MakeYourOwnRicotta',
  },
  charcuterie: {
    things: 'Board Crackers Salami Cheese Grapes Olives Honey Figs',
    moves: 'SalamiRose BoardBuild Butterboard GrazingTable Jarcuterie',
    verbs: 'Fold Slice Nibble',
    core: 'Board Salami Crackers',
    names:
      'SalamiRoseChallenge CharcuterieBoardChallenge JarcuterieChallenge DollarStoreCharcuterie ThemedCharcuterieBoard',
  },
  avocado: {
    things: 'Toast Lime Sourdough Egg Salt ChiliFlakes Pit',
    moves: 'Guacamole AvoRose FanSlice SmashAndSpread PitPop',
    verbs: 'Smash Slice Halve',
    core: 'Toast Guacamole Smash',
    names: 'AvoRoseChallenge AvocadoToastArt GuessIfItsRipe AvocadoDessertDare GrowAnAvocadoPit',
    also: 'avo',
  },
  guacamole: {
    things: 'Avocado Lime Chips Cilantro Onion Tomato Jalapeno Molcajete',
    moves: 'ChunkyBowl SmoothBlend MangoTwist TableSide Dip',
    verbs: 'Mash Squeeze Dip Chop',
    core: 'Avocado Chips Mash',
    names: 'GuacOff GuacamoleFromScratch GuacBlindTasteTest SmashYourGuac GuessMyGuacSecret',
    also: 'guac',
  },
  burrito: {
    things: 'Tortilla Rice Beans Cheese Salsa Guac Foil Carnitas',
    moves: 'Crunchwrap RiceBowl Chimichanga TightWrap MissionWrap',
    verbs: 'Wrap Roll Fold',
    core: 'Tortilla Beans Wrap',
    names: 'TheBurritoFold WrapItTight BreakfastBurritoBar BurritoRollOff ChooseMyBurritoFillings',
  },
  nacho: {
    things: 'Chips Cheese Queso Salsa Guac Jalapeno SourCream SheetPan',
    moves: 'SheetPanStack LoadedPlatter CheeseDrizzle LayerBuild SupremeStack',
    verbs: 'Layer Melt Dip',
    core: 'Chips Queso Salsa',
    names:
      'LoadedNachoChallenge LoadEmUp NachoTowerChallenge SheetPanNachoNight NachoCheeseFromScratch',
  },
  quesadilla: {
    things: 'Tortilla Cheese Chicken Salsa SourCream Skillet Spatula',
    moves: 'CheeseSkirt Birria HalfFold Crunchwrap TriangleCut Flip',
    verbs: 'Fold Flip Melt Press',
    core: 'Tortilla Cheese Fold',
    names:
      'CheeseSkirtChallenge QuesadillaFlipChallenge QuesadillaFoldHack DessertQuesadillaDare CheesiestQuesadillaWins',
  },
  birria: {
    things: 'Tortilla Cheese Beef Consome Chiles Cilantro Onion Lime',
    moves: 'Tacos QuesaTaco ConsomeDip CheeseCrust Ramen',
    verbs: 'Dip Dunk Simmer Crisp',
    core: 'Tacos Consome Dip',
    names:
      'BirriaFromScratch BirriaTacoTuesday DunkTheTaco SlowCookYourBirria BirriaRamenChallenge',
  },
  spicy: {
    things: 'HotSauce Jalapeno Sriracha ChiliOil Salsa Milk Pepper',
    moves: 'SpiceLevel ChiliCrunch BuffaloWings SauceFlight HotHoney',
    verbs: 'Spice Drizzle Taste',
    core: 'HotSauce Pepper SpiceLevel',
    names:
      'SpicyCookOff HotSauceTasteTest SpicyRamenUpgrade SweetHeatChallenge MakeYourOwnHotSauce',
    also: 'hotsauce',
  },
  garlic: {
    things: 'Butter Bread Clove Parmesan Press OliveOil Knife Bulb',
    moves: 'Roasted Confit Aioli Knots SmashedCloves',
    verbs: 'Mince Smash Roast Peel',
    core: 'Clove Peel Smash',
    names:
      'GarlicButterChallenge FortyClovesOfGarlic GarlicEverythingChallenge GarlicPeelHack RoastAGarlicBulb',
  },
  butter: {
    things: 'Toast Bread Garlic Honey Herbs Salt Knife Board',
    moves: 'HoneyWhip HerbCompound BrownedSauce CinnamonSwirl Baste',
    verbs: 'Baste Whip Melt Brown',
    core: 'Toast Melt',
    names:
      'ButterBoardChallenge ShakeItInAJar MakeYourOwnButter FlavoredButterFaceOff ButterSculptureChallenge',
  },
  potato: {
    things: 'Butter Cheese Gravy Skin Chives Peeler Masher Skillet Spud',
    moves: 'Mash Fries Wedges HashBrowns Hasselback Latkes Gnocchi',
    verbs: 'Mash Peel Roast Fry Smash',
    core: 'Spud Fries Mash',
    names: 'SmashedPotatoChallenge OnePotatoThreeWays HasselbackHack MashOff CrispiestPotatoWins',
    also: 'spud',
  },
  popcorn: {
    things: 'Butter Kernels Caramel Salt Bowl Bag Stovetop',
    moves: 'CaramelCorn KettleCorn ToppingBar CheddarDust MovieMix',
    verbs: 'Pop Shake Drizzle Toss',
    core: 'Kernels KettleCorn Pop',
    names:
      'InventAPopcornFlavor PopcornBarChallenge GuessThePopcornFlavor StovetopPopcornChallenge GourmetPopcornAtHome',
  },
  pie: {
    things: 'Crust Filling Lattice RollingPin Crumble WhippedCream Tin',
    moves: 'Apple Pecan Cherry KeyLime LatticeTop Crimp',
    verbs: 'Crimp Roll Bake Weave Slice',
    core: 'Crust Apple Slice',
    names: 'PieLatticeChallenge PieBakeOff CrimpYourCrust BakeAPieForANeighbor GuessThePieFilling',
  },
  pumpkin: {
    things: 'Spice Cinnamon Seeds Puree Latte Patch Nutmeg',
    moves: 'SpiceLatte Pie Bread RoastedSeeds Soup Muffins',
    verbs: 'Roast Bake Scoop Spice',
    core: 'Patch Pie Seeds Scoop',
    names:
      'PumpkinSpiceEverything PSLAtHome PumpkinBakeOff PumpkinPieFromScratch RoastYourPumpkinSeeds',
    also: 'pumpkinspice psl',
  },
  friendsgiving: {
    things: 'Turkey Gravy Stuffing Pie Cranberry Rolls Table Leftovers',
    moves: 'TurkeyCarve LeftoverSandwich GreenBeanCasserole MashedPotatoes PumpkinPie',
    verbs: 'Carve Baste Share',
    core: 'Turkey Table Share',
    names:
      'FriendsgivingCookOff FriendsgivingOnABudget BringADishChallenge FriendsgivingDishDraw SignatureSideChallenge',
  },
  turkey: {
    things: 'Gravy Stuffing Drumstick Cranberry Thermometer Baster Roaster',
    moves: 'Carve Roast Brine LeftoverSandwich GoldenSkin Butterfly',
    verbs: 'Carve Brine Baste Roast',
    core: 'Gravy Stuffing Drumstick',
    names:
      'PerfectTurkeyChallenge LeftoverSandwichChallenge CarveTheTurkey FirstTimeTurkeyChallenge TurkeyDayGravyOff',
  },
  'christmas cookie': {
    things: 'Icing Sprinkles Cutter Gingerbread Tin Milk Santa Plate',
    moves: 'SugarCookie Thumbprint Snowflake RoyalIcing PeppermintBark Decorating',
    verbs: 'Decorate Ice Bake',
    core: 'Icing Gingerbread Decorate',
    names:
      'CookiesForSanta HolidayCookieSwap UglyChristmasCookie ChristmasCookieBakeOff TwelveCookiesOfChristmas',
  },
  gingerbread: {
    things: 'Icing Gumdrops CandyCane Cutter Molasses Cinnamon',
    moves: 'HouseBuild Village Cutout IcingSnow CandyRoof',
    verbs: 'Decorate Ice Bake',
    core: 'Icing HouseBuild Decorate',
    names:
      'GingerbreadHouseOff GingerbreadVillage DecorateAGingerbreadMan GingerbreadKitUpgrade TallestGingerbreadHouse',
  },
  'cinnamon roll': {
    things: 'Icing Dough BrownSugar CreamCheese Pan Butter',
    moves: 'Swirl PullApart Glaze CenterRoll SlowRise',
    verbs: 'Roll Swirl Glaze Slice',
    core: 'Icing Dough Swirl',
    names:
      'CinnamonRollFromScratch CinnabonAtHome CinnamonRollBakeOff BakeAGiantCinnamonRoll CinnamonRollIcingOff',
    also: 'cinnamonbun',
  },
  croissant: {
    things: 'Butter Layers Dough Flakes Chocolate Almond RollingPin Oven',
    moves: 'Crookie PainAuChocolat CrossSection FlakeTest Lamination',
    verbs: 'Laminate Fold Roll Proof',
    core: 'Butter Layers Flakes',
    names:
      'CountTheLayers CrookieChallenge CroissantFromScratch CroissantWaffleDare StuffedCroissantChallenge',
  },
  bagel: {
    things: 'CreamCheese Schmear Lox Sesame Toaster Everything Capers',
    moves: 'BoilAndBake Sandwich EverythingCrust LoxStack HandRoll',
    verbs: 'Boil Toast Schmear Slice',
    core: 'CreamCheese Sesame Toast',
    names:
      'BoilThenBake EverythingBagelEverything ShapeYourBagels BagelSchmearOff BagelBoardChallenge',
  },
  donut: {
    things: 'Glaze Sprinkles Frosting Holes Box Cream Jelly Fryer',
    moves: 'GlazeDip SprinkleRing JellyFilled BostonCream Cruller MochiRing',
    verbs: 'Glaze Dip Fry',
    core: 'Glaze Sprinkles Holes',
    names: 'DonutTowerChallenge DecorateADonut GlazeItYourWay InventADonutFlavor DonutsFromScratch',
    also: 'doughnut',
  },
  waffle: {
    things: 'Syrup Butter Berries WhippedCream Batter Iron Sprinkles',
    moves: 'BelgianStack ChickenStack Croffle Chaffle LiegeSugar',
    verbs: 'Pour Press Flip Drizzle',
    core: 'Syrup Butter Batter',
    names: 'WillItWaffle WaffleWednesday FillEveryPocket WaffleTowerChallenge SavoryWaffleDare',
  },
  'french toast': {
    things: 'Brioche Custard Syrup Cinnamon Berries Skillet Butter',
    moves: 'StuffedStack CremeBrulee Sticks SheetPanBake CerealCrust',
    verbs: 'Dip Soak Flip',
    core: 'Syrup Brioche Cinnamon',
    names:
      'DipSoakFlip CerealCrustFrenchToast FrenchToastFlipChallenge StuffYourFrenchToast FrenchToastBreadOff',
  },
  crepe: {
    things: 'Nutella Strawberries Batter Pan Lemon Sugar Spreader',
    moves: 'PaperThinSwirl Flip Fold Roll LayerTower Galette',
    verbs: 'Swirl Fold Flip',
    core: 'Strawberries Batter Fold',
    names: 'SwirlAndFlip CrepeCakeChallenge ThinnestCrepeWins SweetOrSavoryCrepe CrepeBarChallenge',
  },
  muffin: {
    things: 'Blueberries Tin Liner Batter Top Crumble',
    moves: 'Blueberry ChocChip BananaNut BakeryDome Streusel MorningGlory',
    verbs: 'Bake Fold Scoop',
    core: 'Blueberries Bake',
    names: 'BakeryStyleMuffins MuffinBakeOff MuffinTinHack OneBatterSixMuffins MuffinTopChallenge',
  },
  'banana bread': {
    things: 'Bananas LoafPan Walnuts ChocChips Butter Cinnamon Peel',
    moves: 'ChocChunk SplitTop Muffins LoafSlice Mash',
    verbs: 'Mash Fold Bake Slice',
    core: 'Bananas LoafPan Mash',
    names:
      'HealthyBananaBread SpottyBananaRescue BananaBreadBakeOff BananaBreadMixInDare BananaBreadForNeighbors',
  },
  cheesecake: {
    things: 'Crust GrahamCrackers Berries Topping Cream Springform Knife',
    moves: 'NoBake NewYorkSlice BerrySwirl MiniBites BasqueBurnt',
    verbs: 'Bake Swirl Chill Slice',
    core: 'Crust Berries NewYorkSlice',
    names:
      'NoCracksAllowed CheesecakeFactoryAtHome SwirlYourCheesecake NoBakeCheesecakeDare TopYourCheesecake',
  },
  macaron: {
    things: 'Shells Ganache Buttercream PipingBag AlmondFlour Tray Feet',
    moves: 'Tower Filling PerfectFeet PipeAndTap Swirl FoldTest',
    verbs: 'Pipe Fold Cook',
    core: 'Shells Buttercream Tower',
    names:
      'MacaronTower MacaronBakeOff PastelMacaronChallenge BakeMacaronsFirstTry InventAMacaronFlavor',
  },
  tiramisu: {
    things: 'Ladyfingers Espresso Mascarpone Cocoa Dish Spoon Cream',
    moves: 'ClassicLayer Dip CupVersion Matcha Strawberry CocoaDust',
    verbs: 'Dip Layer Chill',
    core: 'Ladyfingers Mascarpone Layer',
    names:
      'TiramisuFromScratch ClassicTiramisuChallenge TiramisuInACup LadyfingerDipChallenge TiramisuTwistChallenge',
  },
  lemonade: {
    things: 'Lemons Pitcher Ice Mint Straw Stand Squeezer Sugar',
    moves: 'PinkBatch StrawberrySwirl FrozenSlush LavenderTwist SparklingMix',
    verbs: 'Squeeze Stir Pour Sip',
    core: 'Lemons Pitcher Squeeze',
    names:
      'LemonadeStandChallenge PinkLemonadeRemix SqueezeItFresh InventALemonadeFlavor SweetOrSourLemonade',
  },
  mocktail: {
    things: 'Shaker Garnish Mint Lime Glass Ice Soda Syrup',
    moves: 'VirginMojito ShirleyTemple Spritz RainbowLayers FrozenSlush Sunrise',
    verbs: 'Shake Muddle Stir Garnish Pour',
    core: 'Shaker Garnish Shake',
    names: 'InventAMocktail MocktailMixOff ShakeYourMocktail NameYourMocktail MocktailGarnishOff',
  },
  'hot chocolate': {
    things: 'Marshmallows Mug WhippedCream CocoaBomb Sprinkles CandyCane Blanket',
    moves: 'BombMelt MarshmallowTower WhippedTop SpicedMexican FrozenCocoa',
    verbs: 'Stir Melt Sip Pour',
    core: 'Marshmallows Mug Sip',
    names: 'CocoaBombDrop HotCocoaBar HotCocoaTasteTest HotChocolateFlavorLab TopYourHotChocolate',
    also: 'hotcocoa cocoa',
  },
  milkshake: {
    things: 'Blender Straw WhippedCream Cherry Sprinkles Glass Cookies',
    moves: 'Freakshake CookieCrumble Float CakeShake MaltedClassic',
    verbs: 'Blend Sip Pour',
    core: 'Straw WhippedCream Sip',
    names:
      'FreakshakeChallenge MilkshakeBlindTaste BlendYourShake InventAMilkshake MilkshakeFlavorRoulette',
  },
  juice: {
    things: 'Press Oranges Carrots Ginger Celery Glass Straw',
    moves: 'GingerShot GreenBlend FreshSqueeze CitrusMix BeetBlend',
    verbs: 'Squeeze Press Blend Sip',
    core: 'Oranges Glass Squeeze',
    names: 'GingerShotChallenge JuiceBarAtHome GuessTheJuice GreenJuiceDare InventAJuiceBlend',
  },
  kombucha: {
    things: 'Jar Tea Bottle Ginger Fizz Flavors Scoby',
    moves: 'HomeBrew FizzTest FlavorDrop Bottling SecondFerment',
    verbs: 'Brew Bottle Flavor Sip',
    core: 'Bottle Fizz Brew',
    names:
      'BrewYourOwnBooch KombuchaFizzTest BoochFlavorLab KombuchaFlavorRoulette GrowYourOwnScoby',
    also: 'booch',
  },
  candy: {
    things: 'Gummies Lollipop Jar Caramel Sprinkles Wrapper Taffy',
    moves: 'FreezeDried Fudge ToffeeBark CaramelPull RockSugar',
    verbs: 'Melt Wrap Share',
    core: 'Gummies Lollipop Jar',
    names: 'GuessTheCandyBlind CandySwapChallenge CandySalad FreezeDriedCandyTest HomemadeGummies',
    also: 'sweets',
  },
  smores: {
    things: 'Marshmallow Chocolate Graham Skewer Campfire Stick',
    moves: 'GoldenToast SkilletDip Bars Brownies Cookie Pie',
    verbs: 'Toast Stack Squish Melt',
    core: 'Marshmallow Graham Stack',
    names: 'InventASmore OvenSmoresChallenge GoldenNotBurnt SmoresDipChallenge GourmetSmoresOff',
  },
  cereal: {
    things: 'Bowl Milk Spoon Box Marshmallows Flakes',
    moves: 'TreatBars CrispyTreats Crunch Granola MilkPour',
    verbs: 'Pour Crunch Munch Mix',
    core: 'Flakes Milk Crunch',
    names:
      'HomemadeCerealChallenge CerealForDinner CerealMashup GuessTheCerealBlind CerealTreatChallenge',
  },
  oatmeal: {
    things: 'Oats Berries Honey Cinnamon Bowl Jar Banana Milk',
    moves: 'OvernightOats BakedOats ProteinOats PBSwirl BruleeTop',
    verbs: 'Stir Soak Bake',
    core: 'Oats Bowl OvernightOats',
    names:
      'OatsInAJar OvernightOatsChallenge BakedOatsChallenge OatmealToppingBar SavoryOatmealDare',
    also: 'porridge',
  },
  lasagna: {
    things: 'Ricotta Noodles Mozzarella Bechamel Pan Marinara Basil',
    moves: 'RollUps LayerStack CornerPiece OnePanBake CheesePull',
    verbs: 'Layer Bake Slice',
    core: 'Ricotta Noodles Layer',
    names: 'CountTheLasagnaLayers LasagnaRollUps LasagnaSoupChallenge LayerItUp LasagnaFromScratch',
  },
  shrimp: {
    things: 'Garlic Butter Lemon Skewer Rice Paprika Tortilla',
    moves: 'Scampi Tacos Boil Tempura Coconut BangBang',
    verbs: 'Peel Sear Boil Skewer',
    core: 'Scampi Tempura Peel',
    names:
      'GarlicShrimpChallenge ShrimpTacoTuesday ShrimpBoilAtHome ShrimpScampiChallenge PeelAndEatShrimpNight',
    also: 'prawn',
  },
  salmon: {
    things: 'Rice Lemon Avocado Teriyaki Skin Dill SheetPan',
    moves: 'RiceBowl CrispySkin HoneyGlaze Bites Poke',
    verbs: 'Sear Glaze Flake Bake',
    core: 'Teriyaki CrispySkin Glaze',
    names:
      'PerfectSalmonChallenge CrispySkinChallenge SalmonBowlRemix SheetPanSalmonNight GlazeYourSalmon',
  },
  seafood: {
    things: 'Shrimp Crab Lobster Corn Butter Mussels Bag OldBay',
    moves: 'BoilBag LobsterRoll CrabCrack FishFry MusselPot',
    verbs: 'Boil Crack Peel Dip',
    core: 'Shrimp Crab Lobster',
    names: 'CrackAndDip BoilBagChallenge SeafoodBoilAtHome SeafoodCookOff SeafoodSauceOff',
  },
  bacon: {
    things: 'Eggs Toast Maple Skillet SheetPan Lettuce Strips',
    moves: 'Weave BLT MapleCandy Bits StuffedDates',
    verbs: 'Fry Weave Crisp Wrap',
    core: 'Strips Eggs Crisp',
    names:
      'BaconWeaveChallenge CrispiestBaconWins BaconRoseChallenge CandiedBaconChallenge BaconPancakeDippers',
  },
  'hot dog': {
    things: 'Bun Ketchup Mustard Relish Grill Onions Chili',
    moves: 'ChiliDog CornDog ChicagoDog SpiralCut SonoranDog',
    verbs: 'Grill Spiral Squeeze',
    core: 'Bun Ketchup Mustard',
    names:
      'HotDogToppingChallenge ChiliDogCookOff BuildABetterHotDog LoadedHotDogChallenge HotDogsAroundTheWorld',
  },
  nugget: {
    things: 'Ketchup Ranch HoneyMustard Breading Box Fryer',
    moves: 'DinoShapes ChickenBites AirFryerHack SauceFlight TempuraBatch',
    verbs: 'Dip Bread Fry Dunk',
    core: 'Ketchup ChickenBites Dip',
    names: 'DinoNuggetArt DipEveryNugget NuggetsFromScratch GuessTheNuggetBrand ShapeYourNuggets',
  },
  tofu: {
    things: 'Soy Rice Sesame Wok Skillet ChiliCrisp Cornstarch Press',
    moves: 'CrispyCubes Scramble Katsu Mapo AirFryerHack',
    verbs: 'Press Crisp Toss Crumble',
    core: 'Soy CrispyCubes Press',
    names:
      'PressYourTofu CrispyTofuChallenge CanTofuBeCrispy TofuScrambleChallenge TofuSkepticTasteTest',
  },
  vegetarian: {
    things: 'Tofu Lentils Halloumi Beans Paneer Eggplant Mushrooms Chickpeas',
    moves: 'VeggieBurger Lasagna Curry StuffedPeppers BlackBeanTacos HalloumiWrap',
    verbs: 'Roast Grill Cook',
    core: 'Tofu Beans VeggieBurger',
    names:
      'VegetarianCookOff MeatlessMonday VeggieSwapChallenge VegetarianWeekChallenge VeggieBurgerFaceOff',
  },
  'high protein': {
    things: 'ChickenBreast GreekYogurt Eggs CottageCheese Whey Lentils Tuna',
    moves: 'ProteinOats CottageBread ShakeBlend PowerBowl EggBites',
    verbs: 'Blend Bake Cook',
    core: 'ChickenBreast Eggs GreekYogurt',
    names:
      'HighProteinMealPrep CottageCheeseEverything ProteinSnackSwap ProteinPancakeChallenge ProteinBakingDare',
  },
  'gluten free': {
    things: 'AlmondFlour RiceFlour Oats Tapioca CornTortilla Quinoa',
    moves: 'Bread PizzaCrust Brownies Pasta Cookies Pancakes',
    verbs: 'Bake Mix Cook',
    core: 'AlmondFlour RiceFlour Bake',
    names:
      'CanYouTellItsGF GlutenFreeBakeOff GFSwapChallenge GlutenFreeBreadDare GlutenFreePizzaChallenge',
    also: 'celiac',
  },
  strawberry: {
    things: 'Cream Chocolate Basket Farm Sugar Mint Yogurt',
    moves: 'ChocolateDipped Shortcake Jam Tanghulu MatchaLatte DubaiCup',
    verbs: 'Dip Slice Cook',
    core: 'Cream Shortcake Jam',
    names:
      'StrawberryRoseChallenge StrawberryJamFromScratch StrawberryShortcakeOff PickYourOwnStrawberries ChocolateBerryBouquet',
  },
  banana: {
    things: 'Peel Bunch PeanutButter Chocolate Oats Honey Freezer',
    moves: 'NiceCream Bread Split Pudding Pancakes Foster',
    verbs: 'Peel Mash Freeze Slice',
    core: 'Peel Bunch Split',
    names:
      'BananaSplitChallenge BananaSushiChallenge FrozenBananaBites BananaPancakeChallenge BlendBananaNiceCream',
  },
  mango: {
    things: 'Lime Chamoy Tajin StickyRice Yogurt Knife Pit',
    moves: 'Smoothie Lassi Salsa Sorbet Flower HedgehogCut',
    verbs: 'Slice Peel Blend',
    core: 'StickyRice Smoothie Slice',
    names:
      'MangoFlowerChallenge MangoSalsaChallenge CutAMangoHedgehog MangoVarietyTasteTest MangoLassiChallenge',
  },
  watermelon: {
    things: 'Slice Rind Seeds Mint Lime Feta Knife Tajin',
    moves: 'FetaSalad Slushie Sorbet FruitCake Triangles',
    verbs: 'Slice Blend Carve',
    core: 'Slice Rind Seeds',
    names:
      'WatermelonCutHack WatermelonCarvingArt WatermelonCakeChallenge WatermelonPizzaChallenge WatermelonSlushChallenge',
  },
  fruit: {
    things: 'Berries Bowl Knife Skewer Melon Kiwi Dip',
    moves: 'Platter Kabobs Tanghulu Parfait Leather',
    verbs: 'Slice Skewer Blend Peel',
    core: 'Berries Melon Platter',
    names:
      'FruitPlatterArt FruitRainbowChallenge FruitCarvingChallenge NewFruitTasteTest FruitSaladFaceOff',
  },
  vegetable: {
    things: 'CuttingBoard Knife Garden Steamer SheetPan Dip Greens Veggies',
    moves: 'SheetPanRoast StirFry Crudites Zoodles GardenSoup',
    verbs: 'Chop Roast Steam Spiralize',
    core: 'Veggies Garden Greens',
    names: 'VeggieBlindTasteTest SneakyVeggies KidsEatVeggies OneVeggieFiveWays TryANewVegetable',
    also: 'veggies veg',
  },
  enchilada: {
    things: 'Tortilla Cheese Casserole Cilantro SourCream Onion Skillet',
    moves: 'RedSauce VerdeSauce RollAndBake SkilletBake Casserole',
    verbs: 'Roll Smother Bake Layer',
    core: 'Tortilla RedSauce Roll',
    names:
      'RollYourEnchiladas EnchiladaBakeOff RedOrGreenEnchiladas EnchiladaSauceFromScratch EnchiladaStackChallenge',
  },
  'soul food': {
    things: 'CastIron Cornbread CollardGreens Gravy Buttermilk HotSauce Skillet',
    moves: 'FriedChicken MacAndCheese Gumbo CandiedYams Oxtail PeachCobbler',
    verbs: 'Fry Smother Season Bake',
    core: 'Cornbread CollardGreens FriedChicken',
    names:
      'SoulFoodSundayCookOff SoulFoodFromScratch LearnAFamilySoulFoodDish SeasonItRight CookoutSideDishOff',
  },
  cajun: {
    things: 'Shrimp Rice Crawfish Andouille Okra Roux HolyTrinity',
    moves: 'Gumbo Jambalaya SeafoodBoil Beignets BlackenedFish Etouffee',
    verbs: 'Stir Season Boil Blacken',
    core: 'Crawfish Gumbo Jambalaya',
    names: 'FirstYouMakeARoux CajunSeafoodBoil GumboFromScratch CajunCookOff JambalayaChallenge',
    also: 'creole',
  },
  pho: {
    things: 'Broth Basil Lime Sriracha Hoisin Chopsticks StarAnise Brisket Noodles',
    moves: 'RareBeef ChickenBowl HerbPile BrothSip NoodleLift',
    verbs: 'Simmer Slurp Sip Toast',
    core: 'Broth Noodles Slurp',
    names: 'PhoFromScratch BuildYourPhoBowl PhoBrothChallenge InstantPhoUpgrade SlurpThePho',
  },
  paella: {
    things: 'Rice Shrimp Saffron Pan Mussels Chorizo Lemon',
    moves: 'SeafoodPan CrispyBottom ChickenAndChorizo BlackInk Valenciana',
    verbs: 'Simmer Toast Serve',
    core: 'Rice Saffron Pan',
    names:
      'PaellaFromScratch SeafoodPaellaChallenge CrispyBottomChallenge PaellaPanCookOff PaellaOnTheGrill',
  },
  hummus: {
    things: 'Chickpeas Tahini Lemon Garlic OliveOil Pita Paprika Blender',
    moves: 'SpoonSwoosh RoastedPepper WhippedDip BeetPink LoadedBowl',
    verbs: 'Blend Swoosh Dip Drizzle',
    core: 'Chickpeas Pita Dip',
    names: 'SpoonSwooshChallenge HummusFromScratch HummusBowlArt HummusFlavorOff DessertHummusDare',
  },
  falafel: {
    things: 'Chickpeas Parsley Tahini Pita Pickles Scoop Herbs Lemon',
    moves: 'Wrap CrispyBall Bowl AirFryerHack GreenInside',
    verbs: 'Scoop Fry Wrap Drizzle',
    core: 'Chickpeas Pita Wrap',
    names:
      'CrispyOutsideGreenInside FalafelFriday FalafelFromScratch FalafelWrapOff FalafelCrunchTest',
  },
  shawarma: {
    things: 'Pita Garlic Pickles Fries Tahini Sumac Spit',
    moves: 'ChickenWrap BeefPlate SheetPanDinner FriesInside Bowl',
    verbs: 'Wrap Slice Marinate Roll',
    core: 'Pita Tahini Wrap',
    names:
      'ChickenShawarmaChallenge SheetPanShawarma ShawarmaAtHome ShawarmaWrapChallenge GarlicSauceChallenge',
  },
  kebab: {
    things: 'Skewer Grill Onion Peppers Yogurt Pita Charcoal Lemon',
    moves: 'ShishSkewer Kofta Doner VeggieSkewer ChickenSkewer',
    verbs: 'Skewer Grill Marinate',
    core: 'Pita Doner',
    names: 'SkewerItUp BuildAKebab KebabGrillOff KebabMarinadeOff RainbowSkewerChallenge',
    also: 'kabob kebob',
  },
  kimchi: {
    things: 'Cabbage Jar Garlic Rice Radish Gloves Gochugaru',
    moves: 'FriedRice Pancake Jjigae Ferment HomemadeBatch',
    verbs: 'Ferment Salt Pack',
    core: 'Cabbage FriedRice Ferment',
    names:
      'KimchiTasteTest HomemadeKimchi KimchiEverything KimchiFriedRiceChallenge KimchiStewSunday',
  },
  'hot pot': {
    things: 'Broth Ladle DippingSauce Chopsticks Tofu Mushrooms Noodles Beef',
    moves: 'SplitPot SauceBar Swish DipAndDunk MalaBroth',
    verbs: 'Dip Swish Ladle Share',
    core: 'Broth SplitPot Dip',
    names:
      'HotPotPartyChallenge HotPotSauceChallenge SpicyOrMildBroth HotPotAtHome HotPotIngredientRoulette',
  },
  'dim sum': {
    things: 'BambooSteamer Cart Teapot Chopsticks Soy ChiliOil',
    moves: 'Dumplings BaoBun EggTart SiuMai HarGow CheungFun',
    verbs: 'Steam Pleat Share Pour',
    core: 'BambooSteamer Dumplings BaoBun',
    names:
      'DimSumAtHome DimSumFromScratch DimSumBrunchChallenge DimSumFoldOff SteamerBasketChallenge',
  },
  'pad thai': {
    things: 'Wok RiceNoodles Peanuts Lime Tamarind BeanSprouts Egg Shrimp',
    moves: 'WokToss NoodleToss PeanutCrunch TofuCrisp EggScramble',
    verbs: 'Toss Stir Squeeze Crack',
    core: 'RiceNoodles Peanuts Toss',
    names: 'BetterThanTakeout WokTossChallenge PadThaiAtHome PadThaiSauceOff PadThaiFakeoutNight',
  },
  biryani: {
    things: 'Basmati Saffron Ghee Raita Pot Spices FriedOnions Mint',
    moves: 'PotReveal LayerAndSeal ChickenDum VegLayer Hyderabadi',
    verbs: 'Layer Simmer Serve',
    core: 'Basmati Spices PotReveal',
    names: 'BiryaniPotReveal SundayBiryani BiryaniWars BiryaniSpiceBoxChallenge LayerTheBiryani',
  },
  jollof: {
    things: 'Tomato ScotchBonnet Rice Pot Plantain Chicken Thyme',
    moves: 'PartyPot SmokyBottom GhanaPot NigerianPot FriedPlantain',
    verbs: 'Stir Simmer Serve Season',
    core: 'Rice Tomato PartyPot',
    names: 'JollofWars JollofRiceChallenge JollofCookOff PartyJollofChallenge SmokyJollofChallenge',
  },
  empanada: {
    things: 'Dough Filling Fork Oven Chimichurri Beef Cheese',
    moves: 'ForkCrimp BraidedEdge Picadillo HamAndCheese Guava',
    verbs: 'Fold Crimp Bake',
    core: 'Dough Filling Crimp',
    names: 'CrimpItRight EmpanadaFoldChallenge EmpanadaParty EmpanadaFillingSwap SweetEmpanadaDare',
  },
  tamale: {
    things: 'Masa Husk Steamer Filling Pork Salsa Abuela',
    moves: 'MasaSpread HuskFold SweetCorn RedPork Tamalada',
    verbs: 'Fold Steam Wrap',
    core: 'Masa Husk Wrap',
    names: 'TamaleParty SpreadTheMasa TamalesFromScratch TamaleFoldChallenge TamaleFillingFaceOff',
  },
  ceviche: {
    things: 'Lime Shrimp Cilantro Onion Tostada Avocado Chips',
    moves: 'PeruvianBowl MangoTwist TostadaTop FishCubes ShrimpCups',
    verbs: 'Squeeze Chop Marinate Toss',
    core: 'Lime Shrimp Squeeze',
    names:
      'CevicheFromScratch CevicheTostadaChallenge CevicheTacoTuesday CevicheShowdown MangoCevicheDare',
  },
  poke: {
    things: 'Rice Salmon Tuna Edamame Avocado Sesame Nori Seaweed',
    moves: 'BuildABowl SpicyTuna SalmonStack Rainbow CaliforniaBowl',
    verbs: 'Drizzle Toss Slice',
    core: 'Rice Tuna BuildABowl',
    names:
      'PokeBowlBuildOff PokeToppingRoulette BuildYourBowl PokeBowlAtHome PokeBowlBudgetChallenge',
  },
  chili: {
    things: 'Beans CastIron Cornbread Cheddar SourCream Pot Spices Jalapeno',
    moves: 'TexasRed WhiteBean Cincinnati CornbreadTop LoadedBowl',
    verbs: 'Simmer Stir Spice',
    core: 'Beans Cornbread Simmer',
    names:
      'ChiliCookOff GameDayChili SecretIngredientChili ChiliToppingBarChallenge WhiteChiliChallenge',
  },
  stew: {
    things: 'DutchOven Pot Ladle Carrots Potatoes Bread Beef Broth',
    moves: 'IrishBowl Goulash Cassoulet Ragu Braise Chowder',
    verbs: 'Braise Simmer Stir Ladle',
    core: 'Pot Carrots Simmer',
    names:
      'BeefStewChallenge StewFromScratch FridgeCleanoutStew StewAroundTheWorld OnePotStewChallenge',
  },
  meatball: {
    things: 'Marinara Parmesan Breadcrumbs Skillet Sub Spaghetti Basil',
    moves: 'IkeaCopycat SubSandwich MozzarellaCenter SundayGravy AirFryerHack',
    verbs: 'Roll Sear Simmer',
    core: 'Spaghetti Marinara Roll',
    names: 'RollEmUp GiantMeatball MeatballCookOff MeatballSubChallenge VeggieMeatballDare',
  },
  pesto: {
    things: 'Basil PineNuts Parmesan Mortar Garlic OliveOil Pasta',
    moves: 'PastaToss SundriedSpread GreenEggs Swirl Drizzle',
    verbs: 'Pound Blend Toss Drizzle',
    core: 'Basil Pasta Blend',
    names:
      'PestoEggsChallenge PestoEverything PoundYourPesto GardenPestoChallenge NoBasilPestoChallenge',
  },
  risotto: {
    things: 'Arborio Parmesan Broth Ladle Butter Mushrooms Saffron Rice',
    moves: 'Milanese Mushroom LemonPea Arancini SlowStir',
    verbs: 'Stir Ladle Toast Simmer',
    core: 'Rice Parmesan Stir',
    names:
      'PerfectRisottoChallenge KeepStirring MushroomRisottoChallenge RisottoRescue RisottoCookOff',
  },
  mushroom: {
    things: 'Butter Garlic Thyme Skillet CastIron Morel Chanterelle',
    moves: 'Stroganoff Risotto StuffedCaps Jerky LionsMane Steak',
    verbs: 'Saute Roast Slice Sear',
    core: 'StuffedCaps Stroganoff Saute',
    names:
      'GrowYourOwnMushrooms CrispyMushroomChallenge MushroomMeatSwap MushroomTasteTest MushroomSteakChallenge',
  },
  tomato: {
    things: 'Basil Mozzarella Vine Garden Salt OliveOil Bread',
    moves: 'Caprese Bruschetta Salsa Soup Gazpacho Confit Shakshuka',
    verbs: 'Slice Roast Crush Simmer',
    core: 'Garden Basil Slice',
    names:
      'TomatoSoupFromScratch FreshTomatoSalsa HeirloomTasteTest TomatoSauceFromScratch GrowATomatoChallenge',
  },
  lemon: {
    things: 'Zester Pitcher Mint Honey Sugar Peel Glaze',
    moves: 'ShortbreadBars Curd MeringuePie DrizzleLoaf Sorbet Marmalade',
    verbs: 'Zest Squeeze Drizzle Glaze',
    core: 'Peel MeringuePie Squeeze',
    names: 'LemonBakeOff ZestEverything LemonCurdFromScratch OneLemonFiveWays LemonTartChallenge',
  },
  honey: {
    things: 'Comb Jar Dipper Hive Tea Toast Butter Lemon Bee',
    moves: 'Drizzle SpicyGlaze WhippedButter GarlicGlaze Baklava',
    verbs: 'Drizzle Glaze Dip',
    core: 'Bee Hive Drizzle',
    names:
      'HoneyDrizzleChallenge GuessTheHoney HoneyGlazeChallenge HotHoneyEverything BakeWithHoney',
  },
  'peanut butter': {
    things: 'Jelly Jar Spoon Toast Banana Celery Crackers Chocolate',
    moves: 'PBJ PBCups Cookies Smoothie Swirl ProteinBalls',
    verbs: 'Swirl Dip Scoop',
    core: 'Jelly Toast PBJ',
    names:
      'PeanutButterBlindTest PBEverything PBJUpgrade PeanutButterCookieOff PeanutButterDipChallenge',
  },
  nutella: {
    things: 'Jar Spoon Toast Hazelnut Banana Strawberry',
    moves: 'Swirl StuffedCookie MugCake Churros Dip Pancake Crepe',
    verbs: 'Swirl Dip Drizzle',
    core: 'Hazelnut Toast Swirl',
    names:
      'HomemadeNutella NutellaEverything NutellaHacks NutellaStuffedChallenge NutellaSwirlChallenge',
  },
  yogurt: {
    things: 'Granola Berries Honey Bowl Jar Spoon',
    moves: 'Parfait FrozenBark Flatbread Tzatziki SmoothieBowl Cheesecake',
    verbs: 'Layer Swirl Freeze',
    core: 'Granola Berries Parfait',
    names:
      'YogurtBarkChallenge YogurtParfaitChallenge FroYoAtHome MakeYogurtOvernight YogurtBowlArt',
    also: 'yoghurt',
  },
  'garlic bread': {
    things: 'Butter Parsley Baguette Mozzarella Parmesan Oven Foil',
    moves: 'Knots PullApart CheesyLoaf Toast PizzaLoaf',
    verbs: 'Toast Bake Tear',
    core: 'Butter Baguette Toast',
    names:
      'PullApartGarlicBread ExtraGarlicExtraCheese GarlicBreadRemix GarlicBreadSandwichDare GarlicBreadPizzaDare',
  },
  pretzel: {
    things: 'Salt Mustard CheeseDip Dough BakingSoda Oven Butter',
    moves: 'Twist Braid SaltedKnot StuffedBites SandwichBun',
    verbs: 'Twist Roll Dip Bake',
    core: 'Salt CheeseDip Twist',
    names:
      'PretzelTwistChallenge MallPretzelCopycat TwistItUp SoftPretzelFromScratch PretzelDipOff',
  },
  tortilla: {
    things: 'Flour Masa Press Cheese RollingPin Comal',
    moves: 'FoldHack Quesadilla PuffCheck Tostada Chips HandPress',
    verbs: 'Press Roll Flip Fold',
    core: 'Flour Quesadilla Flip',
    names: 'TortillaFoldHack DoesItPuff TortillaPressChallenge TortillaPizzaDare FlourOrCorn',
  },
  'cast iron': {
    things: 'Skillet Seasoning Chainmail Scrubber OliveOil Oven Handle Cornbread',
    moves: 'Restore Sear PanPizza DutchBaby SkilletCookie',
    verbs: 'Season Sear Scrub Restore',
    core: 'Skillet Restore Season',
    names:
      'SeasonYourSkillet RustToRestored CastIronCookie CastIronPizzaChallenge CastIronOnlyWeek',
  },
  'slow cooker': {
    things: 'Lid Liner Timer Pot Ladle Beef Broth Beans',
    moves: 'DumpAndGo PotRoast Chili PulledPork Soup Queso',
    verbs: 'Simmer Stir Shred',
    core: 'Lid PotRoast Simmer',
    names:
      'SlowCookerCookOff DumpAndGoDinner CrockpotFreezerMeals SlowCookerDinnerRoulette SlowCookerDessertDare',
    also: 'crockpot',
  },
  'instant pot': {
    things: 'Lid Valve Timer Pot Rack Rice Broth',
    moves: 'QuickRelease PotRoast RiceBatch Yogurt Cheesecake Chili',
    verbs: 'Saute Cook Stir',
    core: 'Valve QuickRelease PotRoast',
    names:
      'WillItInstantPot InstantPotChallenge InstantPotCheesecake InstantPotPastaDare DumpAndGoDinner',
    also: 'pressurecooker',
  },
  wok: {
    things: 'Spatula Ladle Oil Garlic Ginger Soy Noodles Rice',
    moves: 'StirFry FriedRice Toss LoMein Seasoning',
    verbs: 'Toss Stir Sear Season',
    core: 'Noodles StirFry Toss',
    names: 'WokStirFryChallenge WokTossChallenge SeasonYourWok WokItOut OneWokDinner',
  },
  microwave: {
    things: 'Mug Plate Timer Bowl Popcorn Cover',
    moves: 'MugCake MugOmelette Quesadilla Nachos BakedPotato',
    verbs: 'Stir Melt Cook',
    core: 'Popcorn MugCake Melt',
    names:
      'TwoMinuteMugCake MugCakeMonday MicrowaveOnlyChallenge MicrowaveDinnerDare MicrowaveChefChallenge',
  },
  potluck: {
    things: 'CasseroleDish Crockpot Foil SignUpSheet Table Tupperware',
    moves: 'Casserole DeviledEggs PastaSalad SevenLayerDip Brownies Sliders',
    verbs: 'Share Serve Cook',
    core: 'CasseroleDish DeviledEggs Share',
    names: 'PotluckCookOff BringADish PotluckDishRoulette PotluckBingo GuessWhoMadeIt',
  },
  popsicle: {
    things: 'Molds Sticks Freezer Yogurt Juice Fruit Chocolate',
    moves: 'LayeredStripes FruitChunks YogurtDip ChocoDip Paleta',
    verbs: 'Freeze Pour Layer Dip',
    core: 'Sticks Molds Freeze',
    names:
      'InventAPopsicle LayeredPopsicleChallenge PopsicleArt FruitPopsicleChallenge HomemadeIcePops',
    also: 'icepop',
  },
  'cookie dough': {
    things: 'Spoon Scoop Chips Jar Flour Bowl',
    moves: 'EdibleBatch Bites Truffles Dip StuffedCookie',
    verbs: 'Scoop Roll Mix Freeze',
    core: 'Spoon Scoop EdibleBatch',
    names:
      'EdibleCookieDough CookieDoughBites StuffedCookieChallenge CookieDoughFlavorLab CookieDoughDipChallenge',
  },
  bakery: {
    things: 'Croissant Baguette Cupcake Donut Dough Oven RollingPin Flour Muffin Eclair',
    moves: 'KneadAndFold FreshBatch OvenPeek FrostingSwirl DawnBake ShowcasePick',
    verbs: 'Bake Knead Frost Proof Roll',
    core: 'Croissant Baguette Bake',
    names:
      'BakeryBakeOff BakeryTreatTasteTest BakeryAtHome RecreateABakeryTreat GuessTheBakeryTreat',
    also: 'bakeshop patisserie',
  },
  'farmers market': {
    things: 'Tomato Honey Peach Basket Stall Tote Sunflower Cider Jam Zucchini',
    moves: 'SampleTour SeasonalHaul StallHop PeachSqueeze ToteFill HoneyTasting',
    verbs: 'Shop Taste Sample Haul',
    core: 'Stall Basket Shop',
    names:
      'CookMyMarketHaul FarmersMarketCookOff MarketToPlate TenDollarMarketChallenge MarketMysteryBasket',
  },
  'food truck': {
    things: 'Window Chalkboard Taco Fries Napkin Line Grill Sauce Buzzer Sticker',
    moves: 'OrderUp SauceDrip TruckHunt CurbsideFeast SecretSauce WindowOrder',
    verbs: 'Order Grill Serve Taste',
    core: 'Window Taco OrderUp',
    names:
      'TasteEveryTruck FoodTruckCookOff FoodTruckCopycat FoodTruckMenuChallenge FoodTruckAtHome',
  },
  deli: {
    things: 'Sandwich Pickle Counter Slicer Ticket Salami Rye Bagel Mustard Scale',
    moves: 'TakeANumber SliceCheck StackHigh PickleCrunch SampleSlice OrderRush',
    verbs: 'Slice Stack Order Wrap',
    core: 'Sandwich Pickle TakeANumber',
    names: 'StackItHigh DeliSandwichAtHome DeliStackOff ReubenFromScratch DeliPickleRanking',
    also: 'delicatessen',
  },
  barista: {
    things: 'Latte Espresso Cup Sharpie Foam Grinder Syrup TipJar Frother Portafilter',
    moves: 'LatteArt NameMisspelled OrderRush MilkSteam ExtraShot SecretMenu',
    verbs: 'Brew Steam Pour Froth Tamp',
    core: 'Latte Cup LatteArt',
    names:
      'BaristaForADay BaristaLatteArtOff GuessTheDrinkOrder BaristaBlindTaste BaristaMenuChallenge',
  },
  'bake sale': {
    things: 'Brownie Cupcake Cookie Tray PriceTag Cashbox Table Sign Muffin Cellophane',
    moves: 'SoldOut PriceTagging FrostingSwirl TasteTest CupcakeStack StoreBoughtSwap',
    verbs: 'Bake Frost Sell Wrap Price',
    core: 'Cupcake PriceTag Sell',
    names:
      'BakeSaleOnABudget BakeSaleCookieChallenge BakeSaleBakeOff BakeSaleBestSeller BakeForACause',
  },
  'lemonade stand': {
    things: 'Pitcher Lemon Cup Sign Ice Cooler Table Straw Cashbox Stool',
    moves: 'FirstCustomer SignPaint StirItUp PriceHike SellOut SidewalkPitch',
    verbs: 'Squeeze Stir Pour Sell',
    core: 'Pitcher Lemon Sell',
    names:
      'LemonadeStandMakeover LemonadeStandRecipeOff LemonadeStandChallenge DesignYourLemonadeStand SecretRecipeLemonade',
  },
  'trader joes': {
    things:
      'Bouquet CookieButter Dumpling HawaiianShirt Bell Sample Cart Chalkboard Tote Seasoning',
    moves: 'SampleStop SeasonalHaul FlowerGrab FrozenAisleRun TasteTest ParkingLotPanic',
    verbs: 'Sample Taste Haul Shop',
    core: 'HawaiianShirt Bouquet Sample',
    names:
      'TraderJoesFiveItemDinner TJsFrozenMealRanking CookieButterEverything TraderJoesTasteTest TraderJoesDinnerHack',
  },
  chipotle: {
    things: 'Bowl Burrito Guac Foil Chip Salsa Tortilla Rice Lime Queso',
    moves: 'ExtraGuac BowlShake FoilWrap PortionCheck DoubleScoop LineOrder',
    verbs: 'Wrap Scoop Roll Order',
    core: 'Burrito Bowl Guac',
    names:
      'CopycatChipotleBowl ChipotleGuacFromScratch BowlShakeChallenge ChipotleAtHome RateMyChipotleOrder',
  },
  dunkin: {
    things: 'Donut Munchkin IcedCoffee Cup Straw DozenBox Sprinkle Bagel Coolatta',
    moves: 'DriveThruRun MunchkinToss MorningOrder DozenPick IcedInWinter',
    verbs: 'Dunk Sip Order Sprinkle',
    core: 'Donut Munchkin Dunk',
    names:
      'IcedCoffeeInASnowstorm DunkinDrinkBlindTest DunkinAtHome DunkinOrderRoulette GuessMyDunkinOrder',
    also: 'dunkindonuts',
  },
  'coca cola': {
    things: 'Bottle Can Straw Ice Glass PolarBear Fountain Cap Mentos Fizz',
    moves: 'MentosGeyser FizzCheck CanCrack FirstSip ShareABottle BlindTaste',
    verbs: 'Sip Fizz Pour Share',
    core: 'Bottle Can Fizz',
    names:
      'CokeVsPepsiBlindTest CocaColaCakeChallenge CokeFloatChallenge CokeFlavorRanking CookWithCoke',
    also: 'coke',
  },
  'taco bell': {
    things: 'Crunchwrap SaucePacket Chalupa Nacho BajaBlast Quesadilla CinnamonTwist Bell Tray',
    moves: 'LateNightRun FourthMeal SauceHoard MenuHack CrunchwrapFold',
    verbs: 'Crunch Fold Dip Order',
    core: 'Crunchwrap SaucePacket Chalupa',
    names:
      'TacoBellSauceRanking CrunchwrapHack TacoBellAtHome CopycatCrunchwrap TacoBellOrderRoulette',
  },
  'chick fil a': {
    things: 'Nugget Sauce WaffleFry Lemonade Cow Milkshake Biscuit Pickle Tray Straw',
    moves: 'DriveThruSpeed SauceRequest SundayCraving NuggetCount PickleCheck',
    verbs: 'Dip Order Sip Crave',
    core: 'Nugget WaffleFry Sauce',
    names:
      'WaffleFryRanking ChickFilASauceRanking CopycatNuggets ChickFilAAtHome ChickFilASauceDupe',
  },
  'krispy kreme': {
    things: 'Glaze HotLight Conveyor PaperHat DozenBox Donut Sprinkle Coffee Window',
    moves: 'HotLightOn GlazeWaterfall WindowWatch DozenDeal WarmBite FreeDonut',
    verbs: 'Glaze Dip Dunk Watch',
    core: 'Donut Glaze DozenBox',
    names:
      'KrispyKremeCopycat GlazedDonutFromScratch KrispyKremeAtHome KrispyKremeDozenRanked GlazeYourOwnDonut',
  },
  oreo: {
    things: 'Cookie Creme Milk Glass Crumb Cheesecake Milkshake Wafer DoubleStuf',
    moves: 'TwistLickDunk MilkDunk CremeScrape CookieStack PerfectSplit',
    verbs: 'Twist Dunk Stack Split',
    core: 'Cookie Creme Milk Dunk',
    names:
      'TwistLickDunk PerfectOreoSplit OreoStackChallenge OreoFlavorBlindTest OreoCheesecakeChallenge',
  },
  doritos: {
    things: 'Chip Bag CheeseDust Salsa Triangle Chopstick Nacho Crumb Napkin',
    moves: 'ChopstickHack BagShake LastCrumb CrunchTest DustyFingers',
    verbs: 'Crunch Munch Shake Dip',
    core: 'Chip CheeseDust Crunch',
    names:
      'LoudestCrunchWins ChipsWithChopsticks DoritoCrustChallenge DoritosFlavorBlindTest CookWithDoritos',
  },
  'waffle house': {
    things: 'WaffleIron Hashbrown Jukebox Booth Counter Coffee Sign Menu Apron Syrup',
    moves: 'ScatteredSmothered JukeboxPick CounterSeat OrderCall LateNightBooth',
    verbs: 'Flip Scatter Pour Order',
    core: 'Hashbrown Booth Syrup',
    names:
      'WaffleHouseCopycat WaffleHouseTasteTest WaffleHouseAtHome WaffleHouseOrderChallenge HashbrownsYourWay',
  },
  'olive garden': {
    things: 'Breadstick SaladBowl CheeseGrater Alfredo Mint Basket Pasta Soup Tiramisu',
    moves: 'CheeseSayWhen EndlessRefill BreadstickStack SaladToss FamilyStyle',
    verbs: 'Grate Twirl Refill Toss',
    core: 'Breadstick Alfredo EndlessRefill',
    names:
      'OliveGardenAtHome CopycatBreadsticks ZuppaToscanaAtHome OliveGardenDupeNight AlfredoFromScratch',
  },
} as const satisfies KeywordEntries;
