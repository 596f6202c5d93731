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
    names: 'LetHimCook FridgeRoulette ClearTheFridge CookWithWhatYouHave CookYourFamilyRecipe',
    also: 'cook',
  },
  baking: {
    things: 'Oven Flour Sprinkles Frosting RollingPin Apron SheetPan StandMixer',
    moves: 'Cookies Cupcakes Brownies BananaBread CinnamonRolls LayerCake Pie',
    verbs: 'Bake Whisk Frost Decorate Knead Sift',
    names: 'BakeMyDay BakeItTillYouMakeIt HomeBakeOff BakeWithMe BakeItForward',
    also: 'bake baker',
  },
  sourdough: {
    things: 'Starter Crumb Crust Loaf Dough DutchOven Boule Banneton',
    moves: 'CrumbShot FirstLoaf Scoring StretchAndFold DiscardPancakes',
    verbs: 'Knead Bake Score Proof Fold',
    names:
      'FeedYourStarter CrumbShotChallenge NameYourStarter FirstLoafFriday BakeYourBoule ShowMeYourCrumb',
  },
  pasta: {
    things: 'Parmesan Meatballs Sauce Basil Noodles Pesto Fork Colander',
    moves: 'Spaghetti Lasagna Carbonara Ravioli Alfredo Gnocchi Bolognese',
    verbs: 'Twirl Boil Toss Roll',
    names: 'FreshPastaFriday TwirlItRight PastaFromScratch ShapeYourPasta GuessThePastaShape',
    also: 'spaghetti',
  },
  pizza: {
    things: 'Cheese Pepperoni Crust Dough Slice Mozzarella Oven Basil',
    moves: 'CheesePull DoughToss Margherita DeepDish Calzone Flatbread',
    verbs: 'Toss Slice Bake Stretch',
    names: 'TossTheDough CheesePullChallenge PineappleOrNot PizzaFaceOff TopYourPizza',
  },
  cake: {
    things: 'Frosting Sprinkles Candles Slice Layers Fondant PipingBag Turntable',
    moves: 'Piping Rosettes DripEffect Ombre Lettering CrumbCoat',
    verbs: 'Frost Decorate Pipe Layer Slice',
    names: 'IsItCake CakeOrFake FrostingFaceOff SliceTheCake DecorateYourDreamCake',
  },
  cookie: {
    things: 'Dough Sprinkles Milk Jar Icing ChocolateChips SheetPan Cutter',
    moves: 'ChocolateChip Snickerdoodle Shortbread Gingersnap IcingArt DoughScoop',
    verbs: 'Bake Dunk Scoop Decorate',
    names:
      'DunkTheCookie CookieJarChallenge GiantCookieChallenge DecorateACookie CookieSwapChallenge',
  },
  taco: {
    things: 'Tortilla Salsa Guac Cheese Lime Cilantro Shell Queso',
    moves: 'Birria AlPastor Carnitas CrunchyShell Barbacoa QuesaBirria',
    verbs: 'Fold Grill Squeeze',
    names: 'BuildYourTacoBar CrunchyOrSoft TacoFoldHack StuffThatTaco TacoTuesdayTakeover',
  },
  burger: {
    things: 'Patty Bun Cheese Fries Pickles Grill Sauce Spatula',
    moves: 'DoubleStack SmashPatty Slider PattyFlip CheeseMelt OnionRings',
    verbs: 'Smash Flip Grill Stack',
    names: 'SmashBurgerChallenge BuildABurger StackItHigh SmashAndFlip InventABurgerSauce',
    also: 'hamburger cheeseburger',
  },
  chicken: {
    things: 'Wings Drumstick Breading Marinade Skillet Spices Thigh',
    moves: 'Tenders Nuggets Roast Parm Tikka Katsu',
    verbs: 'Bread Fry Roast Marinate Grill',
    names: 'CrispyChickenChallenge CrunchTest RoastAChicken OneChickenThreeMeals MarinadeMixOff',
  },
  breakfast: {
    things: 'Eggs Bacon Toast Pancakes Coffee Syrup Waffles Juice',
    moves: 'Omelette FrenchToast Burrito Hashbrowns EggsBenedict SunnySideUp',
    verbs: 'Flip Scramble Fry Pour',
    names:
      'BreakfastInBed WhatsForBreakfast BreakfastForDinner 5MinuteBreakfast BreakfastAroundTheWorld',
  },
  coffee: {
    things: 'Espresso Mug Beans Milk Foam Barista Frother FrenchPress Grinder',
    moves: 'LatteArt IcedLatte ColdBrew Cappuccino PourOver Frappe Dalgona',
    verbs: 'Brew Pour Sip Froth Grind',
    names: 'LatteArtChallenge BaristaAtHome HomeCafe BrewYourOwn BrewItThreeWays',
    also: 'latte espresso',
  },
  smoothie: {
    things: 'Blender Berries Banana Spinach Mango Yogurt Straw Oats',
    moves: 'AcaiBowl BerryBlast GreenBlend ProteinShake TropicalMix LayeredCup',
    verbs: 'Blend Pour Sip Layer',
    names: 'BlendItUp GuessTheSmoothie SmoothieBowlArt RainbowSmoothie MysteryFruitSmoothie',
  },
  bread: {
    things: 'Loaf Dough Crust Butter Flour Yeast Crumb Oven',
    moves: 'Focaccia GarlicKnots Braid Brioche Baguette Challah',
    verbs: 'Knead Proof Bake Braid Slice',
    names: 'FreshOutTheOven FocacciaGarden BraidTheBread ScoreYourLoaf BakeYourFirstLoaf',
  },
  'air fryer': {
    things: 'Basket Fries Wings Nuggets Timer Parchment',
    moves: 'CrispyWings FriedPickles Churros HashBrown Potstickers',
    verbs: 'Crisp Shake Toss Flip',
    names: 'WillItAirFry AirFryerEverything ShakeTheBasket AirFryerDessertDare OvenVsAirFryer',
  },
  'meal prep': {
    things: 'Containers Lunchbox Rice Chicken Veggies Labels Fridge SheetPan',
    moves: 'SundayPrep BatchCook BurritoBowl OvernightOats SheetPanDinner',
    verbs: 'Pack Chop Cook',
    names: 'PrepWithMe SundayPrepDay FridgeRestock OneHourMealPrep MealPrepFor20Dollars',
  },
  dessert: {
    things: 'Chocolate Sprinkles Cream Berries Caramel Whisk Spoon',
    moves: 'Cheesecake Tiramisu Brownies Mousse Trifle Parfait Crumble',
    verbs: 'Whisk Layer Bake Drizzle',
    names: 'DessertFirst NoBakeChallenge 3IngredientDessert PlateYourDessert DessertDupeChallenge',
  },
  chocolate: {
    things: 'Cocoa Sprinkles Ganache Bar Marshmallow Molds Pistachio',
    moves: 'HotCocoa LavaCake Truffle Fondue Bark Bonbon',
    verbs: 'Melt Dip Drizzle Temper',
    names:
      'DubaiChocolateAtHome MeltItDown DipItInChocolate ChocolateBarkChallenge GuessThatChocolate',
  },
  ramen: {
    things: 'Broth Noodles Egg Chopsticks Nori Miso Scallion Bowl',
    moves: 'JammyEgg NoodlePull SpicyMiso Tonkotsu NoodleFlip',
    verbs: 'Slurp Simmer Stir',
    names:
      'InstantRamenUpgrade SlurpChallenge 5MinuteRamenHack BrothBossChallenge NoodlePullChallenge',
  },
  sushi: {
    things: 'Rice Nori Salmon Avocado Chopsticks Wasabi Tuna BambooMat',
    moves: 'CaliforniaRoll HandRoll MakiRoll Nigiri InsideOutRoll',
    verbs: 'Roll Slice Press',
    names: 'RollYourOwn SushiBakeChallenge SushiAtHome SushiRollOff RainbowRollChallenge',
  },
  bbq: {
    things: 'Ribs Brisket Grill Smoker Sauce Tongs Charcoal Rub',
    moves: 'PulledPork BurntEnds RibRack SmokeRing LowAndSlow',
    verbs: 'Smoke Grill Baste Sear',
    names: 'LowAndSlow SmokeRingChallenge PitmasterForADay BBQSauceOff BBQRubChallenge',
    also: 'barbecue barbeque',
    spelled: 'BBQ',
  },
  grill: {
    things: 'Burger Steak Corn Tongs Spatula Skewer Charcoal Apron',
    moves: 'Kebab BurgerFlip CornOnTheCob VeggieSkewer CrossHatch Sear',
    verbs: 'Flip Sear Char Baste',
    names: 'GrillMarksOrBust BackyardGrillOff GrillEverything GrillMasterForADay GrillTheWholeMeal',
    also: 'grilling',
    verb: true,
  },
  pancake: {
    things: 'Syrup Butter Batter Stack Blueberries Griddle Spatula',
    moves: 'Flip MiniStack ShapedBatter ChocChip DutchBaby Souffle',
    verbs: 'Flip Pour Stack Drizzle',
    names: 'FlipOrFlop FlipItChallenge PancakeArt StackEmHigh PancakeCereal',
    also: 'hotcake flapjack',
  },
  egg: {
    things: 'Yolk Toast Shell Skillet Whisk Carton Spatula',
    moves: 'SunnySideUp Omelette Scrambled Poached SoftBoil Shakshuka',
    verbs: 'Crack Whisk Poach Scramble Flip',
    names: 'CrackItOneHanded PerfectYolk HowDoYouLikeYourEggs OmeletteFlipChallenge OneEggFiveWays',
  },
  steak: {
    things: 'Butter Garlic CastIron Rosemary Ribeye Knife Thermometer',
    moves: 'MediumRare ReverseSear ButterBaste Tomahawk Sear',
    verbs: 'Sear Baste Slice Grill',
    names: 'CutIntoIt MediumRareOrNothing PerfectSearChallenge SteakhouseAtHome GuessTheDoneness',
  },
  salad: {
    things: 'Dressing Lettuce Croutons Avocado Kale Bowl Tongs',
    moves: 'Caesar Cobb Caprese GreenGoddess ChoppedBowl',
    verbs: 'Toss Chop Shake Drizzle',
    names: 'SaladThatSlaps SaladInAJar ChopChopChallenge BuildABetterSalad SaladSwapChallenge',
  },
  soup: {
    things: 'Broth Bowl Ladle Pot Bread Crackers Noodles',
    moves: 'ChickenNoodle TomatoBisque FrenchOnion Chowder Minestrone Pho',
    verbs: 'Simmer Stir Ladle Slurp',
    names: 'SoupSunday BreadBowlChallenge SoupFromScratch SoupSwap SoupForANeighbor',
  },
  healthy: {
    things: 'Veggies Avocado Berries Greens Oats Salmon Quinoa',
    moves: 'PowerBowl GreenSmoothie GrainBowl LettuceWrap SheetPanVeg',
    verbs: 'Blend Roast Cook',
    names: 'EatTheRainbow HealthySwaps HealthyButTasty GreenSmoothieChallenge HealthyDessertDare',
    also: 'healthyeating cleaneating',
  },
  vegan: {
    things: 'Tofu Chickpeas Lentils OatMilk Cashews Jackfruit Tempeh',
    moves: 'BuddhaBowl TofuScramble LentilCurry NiceCream PlantSwap CashewCheese',
    verbs: 'Blend Roast Toss',
    names: 'CanYouTellItsVegan MeatlessMonday Veganuary VeganizeIt VeganComfortFoodSwap',
    also: 'plantbased',
  },
  keto: {
    things: 'Avocado Bacon Eggs Cheese Cauliflower Almond Macros',
    moves: 'CauliRice LettuceWrap ZoodleBowl Chaffle FatBomb',
    verbs: 'Cook Stir Taste',
    names: 'NoCarbsNoProblem KetoSwaps LowCarbLunchbox KetoBreadChallenge KetoDessertDare',
    also: 'lowcarb',
  },
  recipe: {
    things: 'Cookbook Ingredients IndexCard MeasuringCup Notebook Grandma',
    moves: 'Copycat ThreeIngredient OnePot SecretSauce HeirloomDish',
    verbs: 'Mix Cook Stir',
    names:
      'GrandmasRecipeCard NoRecipeNeeded FamilyRecipeSwap OneRecipeThreeWays CookARandomCookbookPage',
  },
  chef: {
    things: 'Apron Knife Hat Whisk Plate TastingSpoon Tweezers',
    moves: 'Plating SignatureDish TastingMenu Julienne Garnish',
    verbs: 'Plate Chop Taste Season Garnish',
    names: 'ChefsKissChallenge LittleChefChallenge ChefForADay MysteryBoxChef PlateLikeAChef',
  },
  kitchen: {
    things: 'Fridge Pantry Stove Sink SpiceRack Counter Apron Utensils',
    moves: 'FridgeTour PantryRestock GadgetTest SpiceTour DeepClean',
    verbs: 'Cook Clean Stir',
    names: 'WhatsInMyFridge KitchenReset KitchenGadgetTest FridgeRestock TinyKitchenChallenge',
  },
  dinner: {
    things: 'Table Plates Candles Family Skillet Leftovers SheetPan',
    moves: 'TacoNight StirFry OnePotPasta Casserole SundayRoast',
    verbs: 'Cook Serve Plate Share',
    names: 'FamilyDinnerNight 20MinuteDinner OnePanDinner DinnerForUnder10 GuessWhatsForDinner',
  },
  lunch: {
    things: 'Sandwich Thermos Apple Chips Napkin Tupperware',
    moves: 'BentoBox Wrap PastaSalad Quesadilla ChickenSalad',
    verbs: 'Pack Munch Wrap',
    names: 'WhatsInMyLunchbox PackMyLunch BentoBoxChallenge LunchBreakChallenge LunchUnder5Dollars',
  },
  snack: {
    things: 'Chips Popcorn Pretzels Dip Fruit Crackers Jar Bowl',
    moves: 'TrailMix EnergyBites AntsOnALog FruitCup GirlDinner',
    verbs: 'Munch Crunch Dip Share',
    names:
      'SnackBoardChallenge AfterSchoolSnack 3IngredientSnack SnackFromAnotherCountry SnackBoxSwap',
  },
  brunch: {
    things: 'Waffles Coffee Pastries Juice Table Hollandaise',
    moves: 'FrenchToast EggsBenedict PancakeBoard Frittata Shakshuka',
    verbs: 'Poach Flip Brew',
    names: 'BrunchAtHome BrunchBoardChallenge BrunchForTwo HostYourOwnBrunch BrunchMenuRoulette',
  },
  'ice cream': {
    things: 'Cone Scoop Sprinkles Sundae Toppings Waffle Freezer',
    moves: 'Milkshake BananaSplit Float NoChurn Swirl Affogato',
    verbs: 'Scoop Churn Drizzle Swirl',
    names: 'NoChurnChallenge ScoopOfTheDay BuildASundae InventAnIceCreamFlavor IceCreamInABag',
    also: 'gelato',
  },
  cupcake: {
    things: 'Frosting Sprinkles Liners PipingBag Cherry Tin',
    moves: 'Funfetti RedVelvet Swirl PullApart FilledCenter',
    verbs: 'Frost Pipe Sprinkle Bake',
    names:
      'CupcakeDecoratingDuel PipeThePerfectSwirl CupcakeBouquetChallenge FrostItUp SprinkleEverything',
  },
  brownie: {
    things: 'Chocolate Fudge Cocoa Pan Walnuts Batter',
    moves: 'Brookie Blondie FudgyBatch CrinkleTop Swirl',
    verbs: 'Bake Swirl Melt Cut',
    names: 'FudgyOrCakey CornerPieceGang BoxMixUpgrade BrookieBattle BrownieMixInRoulette',
  },
  tea: {
    things: 'Kettle Mug Cup Honey Lemon Leaves Saucer Infuser',
    moves: 'ChaiLatte Matcha EarlGrey LondonFog SunBrew ColdBrew',
    verbs: 'Brew Steep Sip Pour',
    names: 'TeaPartyChallenge AfternoonTeaAtHome TeaTimeTuesday GuessTheTea BrewThePerfectCup',
  },
  boba: {
    things: 'Pearls Tapioca MilkTea Straw Cup Taro Shaker',
    moves: 'BrownSugar TaroBlend ThaiTea TigerStripes CheeseFoam MatchaLatte',
    verbs: 'Shake Sip Stir',
    names: 'DIYBobaChallenge PearlsFromScratch TapiocaTakeover BobaBlindTaste MilkTeaMakeover',
    also: 'bubbletea',
  },
  matcha: {
    things: 'Whisk OatMilk Ice Powder Strawberry Bowl',
    moves: 'IcedLatte StrawberryLatte CloudFoam Tiramisu Cookies',
    verbs: 'Whisk Sift Pour Sip',
    names: 'WhiskItGood MatchaLatteArt MatchaAtHome MatchaDessertDare LayerYourMatcha',
  },
  'iced coffee': {
    things: 'Ice Straw Creamer Syrup Tumbler Cup',
    moves: 'ColdFoam IcedLatte CoffeeCubes ShakenEspresso CaramelMacchiato ColdBrew',
    verbs: 'Shake Pour Stir Sip',
    names:
      'IcedCoffeeInWinter ColdFoamAtHome CoffeeCubeHack BuildYourIcedCoffee MakeMyIcedCoffeeOrder',
  },
  starbucks: {
    things: 'Cup Straw ColdFoam Syrup Barista Tumbler',
    moves: 'PinkDrink Frappuccino Refresher SecretMenu CopycatDrink Macchiato',
    verbs: 'Sip Shake Pour',
    names: 'StarbucksAtHome CopycatStarbucks SecretMenuDrink StarbucksDupe GuessMyStarbucksOrder',
  },
  'fast food': {
    things: 'Fries Burger Nuggets Milkshake Tray Bag Straw',
    moves: 'CopycatBurger CrispyChicken SecretMenu Smashburger MenuHack',
    verbs: 'Taste Cook Stir',
    names:
      'FastFoodAtHome CopycatMenuChallenge BetterThanTheDriveThru FastFoodFakeout FastFoodBlindTaste',
  },
  mcdonalds: {
    things: 'Fries Nuggets McFlurry HappyMeal BigMac Sauce',
    moves: 'CopycatBigMac FryHack McGriddle HashBrownStack SauceFlight',
    verbs: 'Dip Cook Stir',
    names: 'HomemadeBigMac McDonaldsAtHome HomemadeHappyMeal CopycatMcNuggets McDonaldsBlindTaste',
    also: 'mcdonald',
    spelled: 'McDonalds',
  },
  mexican: {
    things: 'Tortilla Salsa Lime Cilantro Queso Chiles Avocado Molcajete',
    moves: 'Tacos Enchiladas Elote Tamales Chilaquiles Pozole Mole',
    verbs: 'Press Grill Squeeze Roast',
    names:
      'StreetCornChallenge SalsaFromScratch HomemadeTortillas MexicanStreetFoodNight PressYourOwnTortilla',
  },
  indian: {
    things: 'Naan Masala Ghee Chutney Roti Turmeric Spices PressureCooker',
    moves: 'ButterChicken Biryani Samosa Dosa PaneerTikka Dal Chai',
    verbs: 'Temper Knead Simmer Roll Spice',
    names:
      'MasalaMonday PerfectlyRoundRoti ChaiTimeChallenge IndianThaliChallenge SpiceBoxChallenge',
    also: 'desi',
  },
  thai: {
    things: 'Basil Coconut Lime Chili Peanuts Lemongrass Wok FishSauce',
    moves: 'GreenCurry MangoStickyRice TomYum Satay PadSeeEw PapayaSalad',
    verbs: 'Toss Pound Simmer Stir',
    names:
      'ThaiTakeoutAtHome MangoStickyRiceChallenge GreenCurryFromScratch ThaiStreetFoodNight MakeYourOwnCurryPaste',
  },
  greek: {
    things: 'Feta Olives Pita Tzatziki Lemon OliveOil Oregano Yogurt',
    moves: 'Gyro Souvlaki Baklava Spanakopita Moussaka VillageSalad',
    verbs: 'Grill Drizzle Wrap Crumble',
    names: 'WrapYourOwnGyro GreekSaladShowdown TzatzikiFromScratch GyroAtHome BakedFetaPasta',
  },
  mediterranean: {
    things: 'Hummus OliveOil Feta Olives Pita Lemon Chickpeas Herbs',
    moves: 'Falafel Mezze GrainBowl Shakshuka Tabbouleh GrilledFish',
    verbs: 'Drizzle Grill Toss Dip',
    names: 'MediterraneanMealSwap MedDietChallenge OliveOilTasteTest HummusThreeWays MezzeBoard',
  },
  'korean bbq': {
    things: 'Grill Lettuce Kimchi Rice Tongs Scissors Garlic SideDishes',
    moves: 'Bulgogi Galbi PorkBelly LettuceWrap CheeseCorn',
    verbs: 'Grill Wrap Cut Flip',
    names: 'KBBQAtHome SsamItUp BuildYourSsam KoreanBBQNightIn BanchanSpreadChallenge',
    also: 'kbbq',
    spelled: 'KoreanBBQ',
  },
  sandwich: {
    things: 'Bread Cheese Lettuce Tomato Pickles Mayo Deli Toaster',
    moves: 'GrilledCheese BLT Club PBJ Panini Hoagie Cubano',
    verbs: 'Stack Press Toast Slice',
    names:
      'BuildABetterSandwich DiagonalCutOnly SandwichStackOff SandwichSwapChallenge SandwichFromTheFridge',
  },
  'grilled cheese': {
    things: 'Cheddar Bread Butter Skillet Sourdough TomatoSoup Spatula',
    moves: 'CheesePull GoldenFlip CrispyEdges PattyMelt TomatoSoupDip',
    verbs: 'Butter Flip Melt Dunk',
    names:
      'GrilledCheeseUpgrade CheesePullChallenge GoldenBrownOrBust GrilledCheeseWithATwist DunkItInTomatoSoup',
  },
  'mac and cheese': {
    things: 'Cheddar Breadcrumbs Noodles Pot Skillet Gruyere',
    moves: 'BakedMac BoxedUpgrade CheesePull LobsterMac StovetopMac',
    verbs: 'Melt Stir Bake',
    names:
      'BoxedMacUpgrade BakedMacChallenge CheesiestMacWins ThreeCheeseMacChallenge SecretIngredientMac',
    also: 'macncheese macaroni',
  },
  'french fries': {
    things: 'Ketchup Potatoes Salt Cheese Gravy AirFryer Basket',
    moves: 'LoadedFries CurlyFries WaffleFries Poutine DoubleFry',
    verbs: 'Fry Dip Salt Crisp',
    names: 'CrispyOrSoggy DoubleFryChallenge LoadYourFries FrenchFryFaceOff RankYourFryDips',
    also: 'fries chips',
  },
  wings: {
    things: 'Sauce Ranch Buffalo Celery BlueCheese Fryer Drumette',
    moves: 'HoneyGarlic LemonPepper BuffaloToss DryRub SauceFlight',
    verbs: 'Toss Fry Dip Sauce',
    names: 'WingItWednesday FlatsOrDrums WingSauceMixOff SauceBossChallenge RanchOrBlueCheese',
  },
  'fried chicken': {
    things: 'Buttermilk Flour Biscuit Honey Pickles CastIron Spices',
    moves: 'Tenders Sandwich NashvilleHot DoubleDredge KoreanGlaze',
    verbs: 'Dredge Fry Brine Crunch',
    names:
      'ListenToThatCrunch DoubleDredgeChallenge CrispiestCrunchWins FriedChickenSauceOff HomemadeVsBucketChicken',
  },
  curry: {
    things: 'Rice Naan Coconut Spices Turmeric Pot GaramMasala',
    moves: 'ButterChicken TikkaMasala ThaiGreen Katsu Korma Dal',
    verbs: 'Simmer Spice Stir Temper',
    names: 'CurryInAHurry CurryAroundTheWorld GuessTheCurry CurryFromScratch GrindYourOwnSpices',
  },
  dumpling: {
    things: 'Wrapper Filling Soy Chopsticks Steamer Wok',
    moves: 'Potsticker Gyoza Wonton Pleat Momo XiaoLongBao',
    verbs: 'Pleat Fold Steam Fry',
    names: 'DumplingFoldChallenge PleatsPlease FoldWithMe DumplingParty GuessTheDumplingFilling',
  },
  'fried rice': {
    things: 'Wok Egg Soy Peas Scallion Spatula DayOldRice',
    moves: 'WokToss EggSwirl KimchiBatch PineappleBoat WokHei',
    verbs: 'Toss Stir Fry Crack',
    names:
      'WokTossChallenge FriedRiceFriday LeftoverRiceRescue EggFriedRiceChallenge BeatTheTakeoutFriedRice',
  },
  noodle: {
    things: 'Chopsticks Broth Bowl Wok ChiliOil Sesame',
    moves: 'HandPull LoMein PadThai Udon DanDan Slurp',
    verbs: 'Slurp Toss Twirl',
    names:
      'SlurpChallenge HandPulledChallenge LongestNoodleWins NoodlesAroundTheWorld InstantNoodleUpgrade',
  },
  cheese: {
    things: 'Cheddar Mozzarella Brie Parmesan Board Crackers Grater Gouda',
    moves: 'Fondue StretchTest MeltDown Raclette BlindTasting',
    verbs: 'Melt Grate Cook',
    names:
      'TheGreatCheesePull CheeseBoardChallenge GuessTheCheese StinkyCheeseDare MakeYourOwnRicotta',
  },
  charcuterie: {
    things: 'Board Crackers Salami Cheese Grapes Olives Honey Figs',
    moves: 'SalamiRose BoardBuild Butterboard GrazingTable Jarcuterie',
    verbs: 'Fold Slice Nibble',
    names:
      'SalamiRoseChallenge BuildABoard JarcuterieChallenge DollarStoreCharcuterie ThemedBoardChallenge',
  },
  avocado: {
    things: 'Toast Lime Sourdough Egg Salt ChiliFlakes Pit',
    moves: 'Guacamole AvoRose FanSlice SmashAndSpread PitPop',
    verbs: 'Smash Slice Halve',
    names: 'AvoRoseChallenge AvocadoToastArt GuessIfItsRipe AvocadoDessertDare GrowAnAvocadoPit',
    also: 'avo',
  },
  guacamole: {
    things: 'Avocado Lime Chips Cilantro Onion Tomato Jalapeno Molcajete',
    moves: 'ChunkyBowl SmoothBlend MangoTwist TableSide Dip',
    verbs: 'Mash Squeeze Dip Chop',
    names: 'GuacOff ExtraGuacPlease ChunkyOrSmooth SmashYourGuac GuessMyGuacSecret',
    also: 'guac',
  },
  burrito: {
    things: 'Tortilla Rice Beans Cheese Salsa Guac Foil Carnitas',
    moves: 'Crunchwrap RiceBowl Chimichanga TightWrap MissionWrap',
    verbs: 'Wrap Roll Fold',
    names: 'TheBurritoFold WrapItTight BreakfastBurritoBar BurritoRollOff ChooseMyBurritoFillings',
  },
  nacho: {
    things: 'Chips Cheese Queso Salsa Guac Jalapeno SourCream SheetPan',
    moves: 'SheetPanStack LoadedPlatter CheeseDrizzle LayerBuild SupremeStack',
    verbs: 'Layer Melt Dip',
    names:
      'NachoAverageChallenge LoadEmUp NachoTowerChallenge SheetPanNachoNight NachoCheeseFromScratch',
  },
  quesadilla: {
    things: 'Tortilla Cheese Chicken Salsa SourCream Skillet Spatula',
    moves: 'CheeseSkirt Birria HalfFold Crunchwrap TriangleCut Flip',
    verbs: 'Fold Flip Melt Press',
    names:
      'CheeseSkirtChallenge FoldItInHalf QuesadillaFoldHack DessertQuesadillaDare CheesiestQuesadillaWins',
  },
  birria: {
    things: 'Tortilla Cheese Beef Consome Chiles Cilantro Onion Lime',
    moves: 'Tacos QuesaTaco ConsomeDip CheeseCrust Ramen',
    verbs: 'Dip Dunk Simmer Crisp',
    names:
      'DipItInTheConsome BirriaTacoTuesday DunkTheTaco SlowCookYourBirria BirriaRamenChallenge',
  },
  spicy: {
    things: 'HotSauce Jalapeno Sriracha ChiliOil Salsa Milk Pepper',
    moves: 'SpiceLevel ChiliCrunch BuffaloWings SauceFlight HotHoney',
    verbs: 'Spice Drizzle Taste',
    names: 'SpiceItUp MildMediumOrHot RateTheHeat SweetHeatChallenge MakeYourOwnHotSauce',
    also: 'hotsauce',
  },
  garlic: {
    things: 'Butter Bread Clove Parmesan Press OliveOil Knife Bulb',
    moves: 'Roasted Confit Aioli Knots SmashedCloves',
    verbs: 'Mince Smash Roast Peel',
    names:
      'MeasureWithYourHeart NeverEnoughGarlic ExtraGarlicPlease GarlicPeelHack RoastAGarlicBulb',
  },
  butter: {
    things: 'Toast Bread Garlic Honey Herbs Salt Knife Board',
    moves: 'HoneyWhip HerbCompound BrownedSauce CinnamonSwirl Baste',
    verbs: 'Baste Whip Melt Brown',
    names:
      'ButterBoardChallenge ShakeItInAJar MakeYourOwnButter FlavoredButterFaceOff ButterSculptureChallenge',
  },
  potato: {
    things: 'Butter Cheese Gravy Skin Chives Peeler Masher Skillet',
    moves: 'Mash Fries Wedges HashBrowns Hasselback Latkes Gnocchi',
    verbs: 'Mash Peel Roast Fry Smash',
    names: 'SmashedPotatoChallenge OnePotatoThreeWays HasselbackHack MashOff CrispiestPotatoWins',
    also: 'spud',
  },
  popcorn: {
    things: 'Butter Kernels Caramel Salt Bowl Bag Stovetop',
    moves: 'CaramelCorn KettleCorn ToppingBar CheddarDust MovieMix',
    verbs: 'Pop Shake Drizzle Toss',
    names:
      'InventAPopcornFlavor PopcornBarChallenge GuessThePopcornFlavor StovetopPopcornChallenge GourmetPopcornAtHome',
  },
  pie: {
    things: 'Crust Filling Lattice RollingPin Crumble WhippedCream Tin',
    moves: 'Apple Pecan Cherry KeyLime LatticeTop Crimp',
    verbs: 'Crimp Roll Bake Weave Slice',
    names: 'LatticeChallenge PieBakeOff CrimpYourCrust BakeAPieForANeighbor GuessThePieFilling',
  },
  pumpkin: {
    things: 'Spice Cinnamon Seeds Puree Latte Patch Nutmeg',
    moves: 'SpiceLatte Pie Bread RoastedSeeds Soup Muffins',
    verbs: 'Roast Bake Scoop Spice',
    names:
      'PumpkinSpiceEverything PSLAtHome PumpkinBakeOff PumpkinPieFromScratch RoastYourPumpkinSeeds',
    also: 'pumpkinspice psl',
  },
  friendsgiving: {
    things: 'Turkey Gravy Stuffing Pie Cranberry Rolls Table Leftovers',
    moves: 'TurkeyCarve LeftoverSandwich GreenBeanCasserole MashedPotatoes PumpkinPie',
    verbs: 'Carve Baste Share',
    names:
      'FriendsgivingPotluck WhoBroughtTheRolls BringADishChallenge FriendsgivingDishDraw SignatureSideChallenge',
  },
  turkey: {
    things: 'Gravy Stuffing Drumstick Cranberry Thermometer Baster Roaster',
    moves: 'Carve Roast Brine LeftoverSandwich GoldenSkin Butterfly',
    verbs: 'Carve Brine Baste Roast',
    names:
      'PerfectTurkeyChallenge LeftoverSandwichChallenge CarveTheTurkey FirstTimeTurkeyChallenge TurkeyDayGravyOff',
  },
  'christmas cookie': {
    things: 'Icing Sprinkles Cutter Gingerbread Tin Milk Santa Plate',
    moves: 'SugarCookie Thumbprint Snowflake RoyalIcing PeppermintBark Decorating',
    verbs: 'Decorate Ice Bake',
    names:
      'CookiesForSanta HolidayCookieSwap UglyChristmasCookie CookieExchange TwelveCookiesOfChristmas',
  },
  gingerbread: {
    things: 'Icing Gumdrops CandyCane Cutter Molasses Cinnamon',
    moves: 'HouseBuild Village Cutout IcingSnow CandyRoof',
    verbs: 'Decorate Ice Bake',
    names:
      'GingerbreadHouseOff GingerbreadVillage DecorateAGingerbreadMan GingerbreadKitUpgrade GingerbreadMyHouse',
  },
  'cinnamon roll': {
    things: 'Icing Dough BrownSugar CreamCheese Pan Butter',
    moves: 'Swirl PullApart Glaze CenterRoll SlowRise',
    verbs: 'Roll Swirl Glaze Slice',
    names:
      'CenterRollClub CinnabonAtHome CinnamonRollSunday BakeAGiantCinnamonRoll CinnamonRollIcingOff',
    also: 'cinnamonbun',
  },
  croissant: {
    things: 'Butter Layers Dough Flakes Chocolate Almond RollingPin Oven',
    moves: 'Crookie PainAuChocolat CrossSection FlakeTest Lamination',
    verbs: 'Laminate Fold Roll Proof',
    names:
      'CountTheLayers CrookieChallenge FlakyOrNot CroissantWaffleDare StuffedCroissantChallenge',
  },
  bagel: {
    things: 'CreamCheese Schmear Lox Sesame Toaster Everything Capers',
    moves: 'BoilAndBake Sandwich EverythingCrust LoxStack HandRoll',
    verbs: 'Boil Toast Schmear Slice',
    names:
      'BoilThenBake EverythingBagelEverything ShapeYourBagels BagelSchmearOff BagelBoardChallenge',
  },
  donut: {
    things: 'Glaze Sprinkles Frosting Holes Box Cream Jelly Fryer',
    moves: 'GlazeDip SprinkleRing JellyFilled BostonCream Cruller MochiRing',
    verbs: 'Glaze Dip Fry',
    names: 'DozenOrNothing DecorateADonut GlazeItYourWay InventADonutFlavor DonutsFromScratch',
    also: 'doughnut',
  },
  waffle: {
    things: 'Syrup Butter Berries WhippedCream Batter Iron Sprinkles',
    moves: 'BelgianStack ChickenStack Croffle Chaffle LiegeSugar',
    verbs: 'Pour Press Flip Drizzle',
    names: 'WillItWaffle WaffleWednesday FillEveryPocket WaffleTowerChallenge SavoryWaffleDare',
  },
  'french toast': {
    things: 'Brioche Custard Syrup Cinnamon Berries Skillet Butter',
    moves: 'StuffedStack CremeBrulee Sticks SheetPanBake CerealCrust',
    verbs: 'Dip Soak Flip',
    names:
      'DipSoakFlip FrenchToastFriday SundayFrenchToast StuffYourFrenchToast FrenchToastBreadOff',
  },
  crepe: {
    things: 'Nutella Strawberries Batter Pan Lemon Sugar Spreader',
    moves: 'PaperThinSwirl Flip Fold Roll LayerTower Galette',
    verbs: 'Swirl Fold Flip',
    names: 'SwirlAndFlip CrepeCakeChallenge ThinnestCrepeWins SweetOrSavoryCrepe CrepeBarChallenge',
  },
  muffin: {
    things: 'Blueberries Tin Liner Batter Top Crumble',
    moves: 'Blueberry ChocChip BananaNut BakeryDome Streusel MorningGlory',
    verbs: 'Bake Fold Scoop',
    names: 'BakeryStyleDome MuffinMonday MuffinTinHack OneBatterSixMuffins MuffinTopChallenge',
  },
  'banana bread': {
    things: 'Bananas LoafPan Walnuts ChocChips Butter Cinnamon Peel',
    moves: 'ChocChunk SplitTop Muffins LoafSlice Mash',
    verbs: 'Mash Fold Bake Slice',
    names:
      'TooManyBananas SpottyBananaRescue BananaBreadBakeOff BananaBreadMixInDare BananaBreadForNeighbors',
  },
  cheesecake: {
    things: 'Crust GrahamCrackers Berries Topping Cream Springform Knife',
    moves: 'NoBake NewYorkSlice BerrySwirl MiniBites BasqueBurnt',
    verbs: 'Bake Swirl Chill Slice',
    names:
      'NoCracksAllowed CheesecakeFactoryAtHome SwirlYourCheesecake NoBakeCheesecakeDare TopYourCheesecake',
  },
  macaron: {
    things: 'Shells Ganache Buttercream PipingBag AlmondFlour Tray Feet',
    moves: 'Tower Filling PerfectFeet PipeAndTap Swirl FoldTest',
    verbs: 'Pipe Fold Cook',
    names:
      'MacaronTower CheckTheFeet PastelMacaronChallenge BakeMacaronsFirstTry InventAMacaronFlavor',
  },
  tiramisu: {
    things: 'Ladyfingers Espresso Mascarpone Cocoa Dish Spoon Cream',
    moves: 'ClassicLayer Dip CupVersion Matcha Strawberry CocoaDust',
    verbs: 'Dip Layer Chill',
    names: 'LayerByLayer NoBakeLayers TiramisuInACup LadyfingerDipChallenge TiramisuTwistChallenge',
  },
  lemonade: {
    things: 'Lemons Pitcher Ice Mint Straw Stand Squeezer Sugar',
    moves: 'PinkBatch StrawberrySwirl FrozenSlush LavenderTwist SparklingMix',
    verbs: 'Squeeze Stir Pour Sip',
    names:
      'LemonadeStandChallenge PinkLemonadeRemix SqueezeItFresh InventALemonadeFlavor SweetOrSourLemonade',
  },
  mocktail: {
    things: 'Shaker Garnish Mint Lime Glass Ice Soda Syrup',
    moves: 'VirginMojito ShirleyTemple Spritz RainbowLayers FrozenSlush Sunrise',
    verbs: 'Shake Muddle Stir Garnish Pour',
    names: 'MocktailHour MocktailMixOff ShakeYourMocktail NameYourMocktail MocktailGarnishOff',
  },
  'hot chocolate': {
    things: 'Marshmallows Mug WhippedCream CocoaBomb Sprinkles CandyCane Blanket',
    moves: 'BombMelt MarshmallowTower WhippedTop SpicedMexican FrozenCocoa',
    verbs: 'Stir Melt Sip Pour',
    names: 'CocoaBombDrop HotCocoaBar HotCocoaTasteTest HotChocolateFlavorLab TopYourHotChocolate',
    also: 'hotcocoa cocoa',
  },
  milkshake: {
    things: 'Blender Straw WhippedCream Cherry Sprinkles Glass Cookies',
    moves: 'Freakshake CookieCrumble Float CakeShake MaltedClassic',
    verbs: 'Blend Sip Pour',
    names:
      'FreakshakeChallenge MilkshakeMonday BlendYourShake InventAMilkshake MilkshakeFlavorRoulette',
  },
  juice: {
    things: 'Press Oranges Carrots Ginger Celery Glass Straw',
    moves: 'GingerShot GreenBlend FreshSqueeze CitrusMix BeetBlend',
    verbs: 'Squeeze Press Blend Sip',
    names: 'GingerShotChallenge JuiceBarAtHome GuessTheJuice GreenJuiceDare InventAJuiceBlend',
  },
  kombucha: {
    things: 'Jar Tea Bottle Ginger Fizz Flavors Scoby',
    moves: 'HomeBrew FizzTest FlavorDrop Bottling SecondFerment',
    verbs: 'Brew Bottle Flavor Sip',
    names: 'BrewYourOwnBooch FizzTest BoochFlavorLab KombuchaFlavorRoulette GrowYourOwnScoby',
    also: 'booch',
  },
  candy: {
    things: 'Gummies Lollipop Jar Caramel Sprinkles Wrapper Taffy',
    moves: 'FreezeDried Fudge ToffeeBark CaramelPull RockSugar',
    verbs: 'Melt Wrap Share',
    names: 'GuessTheCandyBlind CandySwapChallenge CandySalad FreezeDriedCandy HomemadeGummies',
    also: 'sweets',
  },
  smores: {
    things: 'Marshmallow Chocolate Graham Skewer Campfire Stick',
    moves: 'GoldenToast SkilletDip Bars Brownies Cookie Pie',
    verbs: 'Toast Stack Squish Melt',
    names: 'InventASmore OvenSmoresChallenge GoldenNotBurnt SmoresDipChallenge GourmetSmoresOff',
  },
  cereal: {
    things: 'Bowl Milk Spoon Box Marshmallows Flakes',
    moves: 'TreatBars CrispyTreats Crunch Granola MilkPour',
    verbs: 'Pour Crunch Munch Mix',
    names:
      'MilkFirstOrCerealFirst CerealForDinner CerealMashup GuessTheCerealBlind CerealTreatChallenge',
  },
  oatmeal: {
    things: 'Oats Berries Honey Cinnamon Bowl Jar Banana Milk',
    moves: 'OvernightOats BakedOats ProteinOats PBSwirl BruleeTop',
    verbs: 'Stir Soak Bake',
    names: 'OatsInAJar OvernightOatsChallenge BakedOatsDay OatmealToppingBar SavoryOatmealDare',
    also: 'porridge',
  },
  lasagna: {
    things: 'Ricotta Noodles Mozzarella Bechamel Pan Marinara Basil',
    moves: 'RollUps LayerStack CornerPiece OnePanBake CheesePull',
    verbs: 'Layer Bake Slice',
    names: 'CountTheLasagnaLayers LasagnaRollUps LasagnaSoupChallenge LayerItUp LayersOnLayers',
  },
  shrimp: {
    things: 'Garlic Butter Lemon Skewer Rice Paprika Tortilla',
    moves: 'Scampi Tacos Boil Tempura Coconut BangBang',
    verbs: 'Peel Sear Boil Skewer',
    names:
      'SeafoodBoilBag ShrimpTacoTuesday ShrimpBoilAtHome ShrimpScampiChallenge PeelAndEatShrimpNight',
    also: 'prawn',
  },
  salmon: {
    things: 'Rice Lemon Avocado Teriyaki Skin Dill SheetPan',
    moves: 'RiceBowl CrispySkin HoneyGlaze Bites Poke',
    verbs: 'Sear Glaze Flake Bake',
    names: 'SalmonRiceBowl CrispySkinChallenge SalmonBowlRemix SheetPanSalmonNight GlazeYourSalmon',
  },
  seafood: {
    things: 'Shrimp Crab Lobster Corn Butter Mussels Bag OldBay',
    moves: 'BoilBag LobsterRoll CrabCrack FishFry MusselPot',
    verbs: 'Boil Crack Peel Dip',
    names: 'CrackAndDip BoilBagChallenge SeafoodBoilAtHome SeafoodBoilParty SeafoodSauceOff',
  },
  bacon: {
    things: 'Eggs Toast Maple Skillet SheetPan Lettuce Strips',
    moves: 'Weave BLT MapleCandy Bits StuffedDates',
    verbs: 'Fry Weave Crisp Wrap',
    names:
      'BaconWeaveChallenge CrispyOrChewy BaconRoseChallenge CandiedBaconChallenge BaconPancakeDippers',
  },
  'hot dog': {
    things: 'Bun Ketchup Mustard Relish Grill Onions Chili',
    moves: 'ChiliDog CornDog ChicagoDog SpiralCut SonoranDog',
    verbs: 'Grill Spiral Squeeze',
    names:
      'IsAHotDogASandwich KetchupOrMustard BuildABetterHotDog LoadedHotDogChallenge HotDogsAroundTheWorld',
  },
  nugget: {
    things: 'Ketchup Ranch HoneyMustard Breading Box Fryer',
    moves: 'DinoShapes ChickenBites AirFryerHack SauceFlight TempuraBatch',
    verbs: 'Dip Bread Fry Dunk',
    names:
      'DinoNuggetNostalgia DipEveryNugget NuggetsFromScratch GuessTheNuggetBrand ShapeYourNuggets',
  },
  tofu: {
    things: 'Soy Rice Sesame Wok Skillet ChiliCrisp Cornstarch Press',
    moves: 'CrispyCubes Scramble Katsu Mapo AirFryerHack',
    verbs: 'Press Crisp Toss Crumble',
    names:
      'PressYourTofu CrispyTofuChallenge CanTofuBeCrispy TofuScrambleChallenge TofuSkepticTasteTest',
  },
  vegetarian: {
    things: 'Tofu Lentils Halloumi Beans Paneer Eggplant Mushrooms Chickpeas',
    moves: 'VeggieBurger Lasagna Curry StuffedPeppers BlackBeanTacos HalloumiWrap',
    verbs: 'Roast Grill Cook',
    names:
      'NoMeatNoProblem MeatlessMonday VeggieSwapChallenge VegetarianWeekChallenge VeggieBurgerFaceOff',
  },
  'high protein': {
    things: 'ChickenBreast GreekYogurt Eggs CottageCheese Whey Lentils Tuna',
    moves: 'ProteinOats CottageBread ShakeBlend PowerBowl EggBites',
    verbs: 'Blend Bake Cook',
    names:
      'HitYourProtein CottageCheeseEverything ProteinSnackSwap ProteinPancakeChallenge ProteinBakingDare',
  },
  'gluten free': {
    things: 'AlmondFlour RiceFlour Oats Tapioca CornTortilla Quinoa',
    moves: 'Bread PizzaCrust Brownies Pasta Cookies Pancakes',
    verbs: 'Bake Mix Cook',
    names: 'CanYouTellItsGF GlutenFreeBakeOff GFSwapChallenge GlutenFreeBreadDare GFPizzaNight',
    also: 'celiac',
  },
  strawberry: {
    things: 'Cream Chocolate Basket Farm Sugar Mint Yogurt',
    moves: 'ChocolateDipped Shortcake Jam Tanghulu MatchaLatte DubaiCup',
    verbs: 'Dip Slice Cook',
    names:
      'StrawberryRoseChallenge DipItInChocolate StrawberryShortcakeOff PickYourOwnStrawberries ChocolateBerryBouquet',
  },
  banana: {
    things: 'Peel Bunch PeanutButter Chocolate Oats Honey Freezer',
    moves: 'NiceCream Bread Split Pudding Pancakes Foster',
    verbs: 'Peel Mash Freeze Slice',
    names:
      'BananaSplitChallenge BananaSushiChallenge FrozenBananaBites BananaPancakeChallenge BlendBananaNiceCream',
  },
  mango: {
    things: 'Lime Chamoy Tajin StickyRice Yogurt Knife Pit',
    moves: 'Smoothie Lassi Salsa Sorbet Flower HedgehogCut',
    verbs: 'Slice Peel Blend',
    names:
      'MangoFlowerChallenge ChamoyEverything CutAMangoHedgehog MangoVarietyTasteTest MangoLassiChallenge',
  },
  watermelon: {
    things: 'Slice Rind Seeds Mint Lime Feta Knife Tajin',
    moves: 'FetaSalad Slushie Sorbet FruitCake Triangles',
    verbs: 'Slice Blend Carve',
    names:
      'WatermelonCutHack SummerSliceChallenge WatermelonCakeChallenge WatermelonPizzaChallenge WatermelonSlushChallenge',
  },
  fruit: {
    things: 'Berries Bowl Knife Skewer Melon Kiwi Dip',
    moves: 'Platter Kabobs Tanghulu Parfait Leather',
    verbs: 'Slice Skewer Blend Peel',
    names:
      'FruitPlatterArt RainbowPlatter FruitCarvingChallenge NewFruitTasteTest FruitSaladFaceOff',
  },
  vegetable: {
    things: 'CuttingBoard Knife Garden Steamer SheetPan Dip Greens',
    moves: 'SheetPanRoast StirFry Crudites Zoodles GardenSoup',
    verbs: 'Chop Roast Steam Spiralize',
    names: 'EatYourGreens SneakyVeggies KidsEatVeggies OneVeggieFiveWays TryANewVegetable',
    also: 'veggies veg',
  },
  enchilada: {
    things: 'Tortilla Cheese Casserole Cilantro SourCream Onion Skillet',
    moves: 'RedSauce VerdeSauce RollAndBake SkilletBake Casserole',
    verbs: 'Roll Smother Bake Layer',
    names:
      'RollYourEnchiladas EnchiladaBakeOff RedOrGreenEnchiladas EnchiladaSauceFromScratch EnchiladaStackChallenge',
  },
  'soul food': {
    things: 'CastIron Cornbread CollardGreens Gravy Buttermilk HotSauce Skillet',
    moves: 'FriedChicken MacAndCheese Gumbo CandiedYams Oxtail PeachCobbler',
    verbs: 'Fry Smother Season Bake',
    names:
      'SoulFoodSundayCookOff SundayDinnerSpread LearnAFamilySoulFoodDish SeasonItRight CookoutReady',
  },
  cajun: {
    things: 'Shrimp Rice Crawfish Andouille Okra Roux HolyTrinity',
    moves: 'Gumbo Jambalaya SeafoodBoil Beignets BlackenedFish Etouffee',
    verbs: 'Stir Season Boil Blacken',
    names: 'FirstYouMakeARoux CajunSeafoodBoil GumboFromScratch CajunBoilParty JambalayaChallenge',
    also: 'creole',
  },
  pho: {
    things: 'Broth Basil Lime Sriracha Hoisin Chopsticks StarAnise Brisket',
    moves: 'RareBeef ChickenBowl HerbPile BrothSip NoodleLift',
    verbs: 'Simmer Slurp Sip Toast',
    names: 'PhoFromScratch BuildYourPhoBowl PhoBrothChallenge InstantPhoUpgrade SlurpThePho',
  },
  paella: {
    things: 'Rice Shrimp Saffron Pan Mussels Chorizo Lemon',
    moves: 'SeafoodPan CrispyBottom ChickenAndChorizo BlackInk Valenciana',
    verbs: 'Simmer Toast Serve',
    names: 'PaellaParty SundayPaella CrispyBottomChallenge PaellaPanCookOff PaellaOnTheGrill',
  },
  hummus: {
    things: 'Chickpeas Tahini Lemon Garlic OliveOil Pita Paprika Blender',
    moves: 'SpoonSwoosh RoastedPepper WhippedDip BeetPink LoadedBowl',
    verbs: 'Blend Swoosh Dip Drizzle',
    names: 'SpoonSwooshChallenge SilkySmooth HummusBowlArt HummusFlavorOff DessertHummusDare',
  },
  falafel: {
    things: 'Chickpeas Parsley Tahini Pita Pickles Scoop Herbs Lemon',
    moves: 'Wrap CrispyBall Bowl AirFryerHack GreenInside',
    verbs: 'Scoop Fry Wrap Drizzle',
    names:
      'CrispyOutsideGreenInside FalafelFriday FalafelFromScratch FalafelWrapOff FalafelCrunchTest',
  },
  shawarma: {
    things: 'Pita Garlic Pickles Fries Tahini Sumac Spit',
    moves: 'ChickenWrap BeefPlate SheetPanDinner FriesInside Bowl',
    verbs: 'Wrap Slice Marinate Roll',
    names:
      'ShawarmaSunday SheetPanShawarma ShawarmaAtHome ShawarmaWrapChallenge GarlicSauceChallenge',
  },
  kebab: {
    things: 'Skewer Grill Onion Peppers Yogurt Pita Charcoal Lemon',
    moves: 'ShishSkewer Kofta Doner VeggieSkewer ChickenSkewer',
    verbs: 'Skewer Grill Marinate',
    names: 'SkewerItUp BuildAKebab KebabGrillOff KebabMarinadeOff RainbowSkewerChallenge',
    also: 'kabob kebob',
  },
  kimchi: {
    things: 'Cabbage Jar Garlic Rice Radish Gloves Gochugaru',
    moves: 'FriedRice Pancake Jjigae Ferment HomemadeBatch',
    verbs: 'Ferment Salt Pack',
    names:
      'FermentWithMe HomemadeKimchi KimchiEverything KimchiFriedRiceChallenge KimchiStewSunday',
  },
  'hot pot': {
    things: 'Broth Ladle DippingSauce Chopsticks Tofu Mushrooms Noodles Beef',
    moves: 'SplitPot SauceBar Swish DipAndDunk MalaBroth',
    verbs: 'Dip Swish Ladle Share',
    names:
      'HotPotPartyChallenge BuildYourSauce SpicyOrMildBroth HotPotAtHome HotPotIngredientRoulette',
  },
  'dim sum': {
    things: 'BambooSteamer Cart Teapot Chopsticks Soy ChiliOil',
    moves: 'Dumplings BaoBun EggTart SiuMai HarGow CheungFun',
    verbs: 'Steam Pleat Share Pour',
    names:
      'DimSumAtHome DimSumFromScratch DimSumBrunchChallenge DimSumFoldOff SteamerBasketChallenge',
  },
  'pad thai': {
    things: 'Wok RiceNoodles Peanuts Lime Tamarind BeanSprouts Egg Shrimp',
    moves: 'WokToss NoodleToss PeanutCrunch TofuCrisp EggScramble',
    verbs: 'Toss Stir Squeeze Crack',
    names: 'BetterThanTakeout WokTossChallenge PadThaiAtHome PadThaiSauceOff PadThaiFakeoutNight',
  },
  biryani: {
    things: 'Basmati Saffron Ghee Raita Pot Spices FriedOnions Mint',
    moves: 'PotReveal LayerAndSeal ChickenDum VegLayer Hyderabadi',
    verbs: 'Layer Simmer Serve',
    names: 'BiryaniPotReveal SundayBiryani BiryaniWars BiryaniSpiceBoxChallenge LayerTheBiryani',
  },
  jollof: {
    things: 'Tomato ScotchBonnet Rice Pot Plantain Chicken Thyme',
    moves: 'PartyPot SmokyBottom GhanaPot NigerianPot FriedPlantain',
    verbs: 'Stir Simmer Serve Season',
    names: 'JollofWars GhanaVsNigeria JollofCookOff PartyJollofChallenge SmokyJollofChallenge',
  },
  empanada: {
    things: 'Dough Filling Fork Oven Chimichurri Beef Cheese',
    moves: 'ForkCrimp BraidedEdge Picadillo HamAndCheese Guava',
    verbs: 'Fold Crimp Bake',
    names: 'CrimpItRight EmpanadaAssembly EmpanadaParty EmpanadaFillingSwap SweetEmpanadaDare',
  },
  tamale: {
    things: 'Masa Husk Steamer Filling Pork Salsa Abuela',
    moves: 'MasaSpread HuskFold SweetCorn RedPork Tamalada',
    verbs: 'Fold Steam Wrap',
    names: 'TamaleParty SpreadTheMasa TamaladaSeason TamaleFoldChallenge TamaleFillingFaceOff',
  },
  ceviche: {
    things: 'Lime Shrimp Cilantro Onion Tostada Avocado Chips',
    moves: 'PeruvianBowl MangoTwist TostadaTop FishCubes ShrimpCups',
    verbs: 'Squeeze Chop Marinate Toss',
    names:
      'CevicheFromScratch CevicheTostadaChallenge CevicheTacoTuesday CevicheBeachPicnic MangoCevicheDare',
  },
  poke: {
    things: 'Rice Salmon Tuna Edamame Avocado Sesame Nori Seaweed',
    moves: 'BuildABowl SpicyTuna SalmonStack Rainbow CaliforniaBowl',
    verbs: 'Drizzle Toss Slice',
    names:
      'PokeBowlBuildOff PokeToppingRoulette BuildYourBowl PokeBowlAtHome PokeBowlBudgetChallenge',
  },
  chili: {
    things: 'Beans CastIron Cornbread Cheddar SourCream Pot Spices Jalapeno',
    moves: 'TexasRed WhiteBean Cincinnati CornbreadTop LoadedBowl',
    verbs: 'Simmer Stir Spice',
    names:
      'ChiliCookOff GameDayChili SecretIngredientChili ChiliToppingBarChallenge WhiteChiliChallenge',
  },
  stew: {
    things: 'DutchOven Pot Ladle Carrots Potatoes Bread Beef Broth',
    moves: 'IrishBowl Goulash Cassoulet Ragu Braise Chowder',
    verbs: 'Braise Simmer Stir Ladle',
    names:
      'LowAndSlowSunday StewFromScratch FridgeCleanoutStew StewAroundTheWorld OnePotStewChallenge',
  },
  meatball: {
    things: 'Marinara Parmesan Breadcrumbs Skillet Sub Spaghetti Basil',
    moves: 'IkeaCopycat SubSandwich MozzarellaCenter SundayGravy AirFryerHack',
    verbs: 'Roll Sear Simmer',
    names: 'RollEmUp GiantMeatball MeatballCookOff MeatballSubChallenge VeggieMeatballDare',
  },
  pesto: {
    things: 'Basil PineNuts Parmesan Mortar Garlic OliveOil Pasta',
    moves: 'PastaToss SundriedSpread GreenEggs Swirl Drizzle',
    verbs: 'Pound Blend Toss Drizzle',
    names:
      'PestoEggsChallenge PestoEverything PoundYourPesto GardenPestoChallenge NoBasilPestoChallenge',
  },
  risotto: {
    things: 'Arborio Parmesan Broth Ladle Butter Mushrooms Saffron',
    moves: 'Milanese Mushroom LemonPea Arancini SlowStir',
    verbs: 'Stir Ladle Toast Simmer',
    names: 'PerfectRisottoChallenge KeepStirring MushroomRisottoChallenge RisottoRescue StirItSlow',
  },
  mushroom: {
    things: 'Butter Garlic Thyme Skillet CastIron Morel Chanterelle',
    moves: 'Stroganoff Risotto StuffedCaps Jerky LionsMane Steak',
    verbs: 'Saute Roast Slice Sear',
    names:
      'GrowYourOwnMushrooms CrispyMushroomChallenge MushroomMeatSwap DontCrowdThePan MushroomSteakChallenge',
  },
  tomato: {
    things: 'Basil Mozzarella Vine Garden Salt OliveOil Bread',
    moves: 'Caprese Bruschetta Salsa Soup Gazpacho Confit Shakshuka',
    verbs: 'Slice Roast Crush Simmer',
    names:
      'TomatoGirlSummer GardenToTable HeirloomTasteTest TomatoSauceFromScratch GrowATomatoChallenge',
  },
  lemon: {
    things: 'Zester Pitcher Mint Honey Sugar Peel Glaze',
    moves: 'ShortbreadBars Curd MeringuePie DrizzleLoaf Sorbet Marmalade',
    verbs: 'Zest Squeeze Drizzle Glaze',
    names: 'LemonBakeOff ZestEverything LemonCurdFromScratch OneLemonFiveWays LemonTartChallenge',
  },
  honey: {
    things: 'Comb Jar Dipper Hive Tea Toast Butter Lemon',
    moves: 'Drizzle SpicyGlaze WhippedButter GarlicGlaze Baklava',
    verbs: 'Drizzle Glaze Dip',
    names:
      'HoneyDrizzleChallenge GuessTheHoney HoneyGlazeChallenge HotHoneyEverything BakeWithHoney',
  },
  'peanut butter': {
    things: 'Jelly Jar Spoon Toast Banana Celery Crackers Chocolate',
    moves: 'PBJ PBCups Cookies Smoothie Swirl ProteinBalls',
    verbs: 'Swirl Dip Scoop',
    names: 'CrunchyOrCreamy PBEverything PBJUpgrade PeanutButterCookieOff PeanutButterDipChallenge',
  },
  nutella: {
    things: 'Jar Spoon Toast Hazelnut Banana Strawberry',
    moves: 'Swirl StuffedCookie MugCake Churros Dip Pancake Crepe',
    verbs: 'Swirl Dip Drizzle',
    names:
      'SpoonFromTheJar NutellaEverything NutellaHacks NutellaStuffedChallenge NutellaSwirlChallenge',
  },
  yogurt: {
    things: 'Granola Berries Honey Bowl Jar Spoon',
    moves: 'Parfait FrozenBark Flatbread Tzatziki SmoothieBowl Cheesecake',
    verbs: 'Layer Swirl Freeze',
    names: 'YogurtBarkChallenge ParfaitPerfect FroYoAtHome MakeYogurtOvernight YogurtBowlArt',
    also: 'yoghurt',
  },
  'garlic bread': {
    things: 'Butter Parsley Baguette Mozzarella Parmesan Oven Foil',
    moves: 'Knots PullApart CheesyLoaf Toast PizzaLoaf',
    verbs: 'Toast Bake Tear',
    names:
      'PullApartChallenge ExtraGarlicExtraCheese GarlicBreadRemix GarlicBreadSandwichDare GarlicBreadPizzaDare',
  },
  pretzel: {
    things: 'Salt Mustard CheeseDip Dough BakingSoda Oven Butter',
    moves: 'Twist Braid SaltedKnot StuffedBites SandwichBun',
    verbs: 'Twist Roll Dip Bake',
    names: 'TheTwistTest MallPretzelCopycat TwistItUp SoftPretzelFromScratch PretzelDipOff',
  },
  tortilla: {
    things: 'Flour Masa Press Cheese RollingPin Comal',
    moves: 'FoldHack Quesadilla PuffCheck Tostada Chips HandPress',
    verbs: 'Press Roll Flip Fold',
    names: 'TortillaFoldHack DoesItPuff TortillaPressChallenge TortillaPizzaDare FlourOrCorn',
  },
  'cast iron': {
    things: 'Skillet Seasoning Chainmail Scrubber OliveOil Oven Handle Cornbread',
    moves: 'Restore Sear PanPizza DutchBaby SkilletCookie',
    verbs: 'Season Sear Scrub Restore',
    names:
      'SeasonYourSkillet RustToRestored CastIronCookie CastIronPizzaChallenge CastIronOnlyWeek',
  },
  'slow cooker': {
    things: 'Lid Liner Timer Pot Ladle Beef Broth Beans',
    moves: 'DumpAndGo PotRoast Chili PulledPork Soup Queso',
    verbs: 'Simmer Stir Shred',
    names:
      'SetItAndForgetIt DumpAndGoDinner CrockpotSunday SlowCookerDinnerRoulette SlowCookerDessertDare',
    also: 'crockpot',
  },
  'instant pot': {
    things: 'Lid Valve Timer Pot Rack Rice Broth',
    moves: 'QuickRelease PotRoast RiceBatch Yogurt Cheesecake Chili',
    verbs: 'Saute Cook Stir',
    names:
      'WillItInstantPot PressItAndForgetIt InstantPotCheesecake InstantPotPastaDare DumpAndGoDinner',
    also: 'pressurecooker',
  },
  wok: {
    things: 'Spatula Ladle Oil Garlic Ginger Soy Noodles Rice',
    moves: 'StirFry FriedRice Toss LoMein Seasoning',
    verbs: 'Toss Stir Sear Season',
    names: 'TossLikeAPro WokTossChallenge WokHeiAtHome WokItOut OneWokDinner',
  },
  microwave: {
    things: 'Mug Plate Timer Bowl Popcorn Cover',
    moves: 'MugCake MugOmelette Quesadilla Nachos BakedPotato',
    verbs: 'Stir Melt Cook',
    names:
      'TwoMinuteMugCake MugCakeMonday MicrowaveOnlyChallenge MicrowaveDinnerDare MicrowaveChefChallenge',
  },
  potluck: {
    things: 'CasseroleDish Crockpot Foil SignUpSheet Table Tupperware',
    moves: 'Casserole DeviledEggs PastaSalad SevenLayerDip Brownies Sliders',
    verbs: 'Share Serve Cook',
    names: 'WhoBroughtWhat BringADish PotluckDishRoulette PotluckBingo GuessWhoMadeIt',
  },
  popsicle: {
    things: 'Molds Sticks Freezer Yogurt Juice Fruit Chocolate',
    moves: 'LayeredStripes FruitChunks YogurtDip ChocoDip Paleta',
    verbs: 'Freeze Pour Layer Dip',
    names: 'InventAPopsicle LayeredPopsicleChallenge PopsicleArt BeatTheHeat HomemadeIcePops',
    also: 'icepop',
  },
  'cookie dough': {
    things: 'Spoon Scoop Chips Jar Flour Bowl',
    moves: 'EdibleBatch Bites Truffles Dip StuffedCookie',
    verbs: 'Scoop Roll Mix Freeze',
    names:
      'EdibleCookieDough CookieDoughBites StuffedCookieChallenge CookieDoughFlavorLab CookieDoughDipChallenge',
  },
  bakery: {
    things: 'Croissant Baguette Cupcake Donut Dough Oven RollingPin Flour Muffin Eclair',
    moves: 'KneadAndFold FreshBatch OvenPeek FrostingSwirl DawnBake ShowcasePick',
    verbs: 'Bake Knead Frost Proof Roll',
    names:
      'CroissantCrunchTest BakeryBoxReveal BakeryAtHome RecreateABakeryTreat GuessTheBakeryTreat',
    also: 'bakeshop patisserie',
  },
  'farmers market': {
    things: 'Tomato Honey Peach Basket Stall Tote Sunflower Cider Jam Zucchini',
    moves: 'SampleTour SeasonalHaul StallHop PeachSqueeze ToteFill HoneyTasting',
    verbs: 'Shop Taste Sample Haul',
    names:
      'CookMyMarketHaul FarmToTableSunday MarketToPlate TenDollarMarketChallenge MarketMysteryBasket',
  },
  'food truck': {
    things: 'Window Chalkboard Taco Fries Napkin Line Grill Sauce Buzzer Sticker',
    moves: 'OrderUp SauceDrip TruckHunt CurbsideFeast SecretSauce WindowOrder',
    verbs: 'Order Grill Serve Taste',
    names: 'TasteEveryTruck FoodTruckFriday RateThatTaco FoodTruckMenuChallenge FoodTruckAtHome',
  },
  deli: {
    things: 'Sandwich Pickle Counter Slicer Ticket Salami Rye Bagel Mustard Scale',
    moves: 'TakeANumber SliceCheck StackHigh PickleCrunch SampleSlice OrderRush',
    verbs: 'Slice Stack Order Wrap',
    names: 'StackItHigh DeliSandwichAtHome DeliStackOff ReubenFromScratch DeliPickleRanking',
    also: 'delicatessen',
  },
  barista: {
    things: 'Latte Espresso Cup Sharpie Foam Grinder Syrup TipJar Frother Portafilter',
    moves: 'LatteArt NameMisspelled OrderRush MilkSteam ExtraShot SecretMenu',
    verbs: 'Brew Steam Pour Froth Tamp',
    names: 'BaristaForADay BaristaLatteArtOff GuessTheDrinkOrder LatteArtFail SpellMyNameWrong',
  },
  'bake sale': {
    things: 'Brownie Cupcake Cookie Tray PriceTag Cashbox Table Sign Muffin Cellophane',
    moves: 'SoldOut PriceTagging FrostingSwirl TasteTest CupcakeStack StoreBoughtSwap',
    verbs: 'Bake Frost Sell Wrap Price',
    names: 'SoldOutBy10 DefinitelyHomemade BakeSaleBakeOff BakeSaleBestSeller BakeForACause',
  },
  'lemonade stand': {
    things: 'Pitcher Lemon Cup Sign Ice Cooler Table Straw Cashbox Stool',
    moves: 'FirstCustomer SignPaint StirItUp PriceHike SellOut SidewalkPitch',
    verbs: 'Squeeze Stir Pour Sell',
    names:
      'FirstCustomerReaction TinyCEO LemonadeStandChallenge DesignYourLemonadeStand SecretRecipeLemonade',
  },
  'trader joes': {
    things:
      'Bouquet CookieButter Dumpling HawaiianShirt Bell Sample Cart Chalkboard Tote Seasoning',
    moves: 'SampleStop SeasonalHaul FlowerGrab FrozenAisleRun TasteTest ParkingLotPanic',
    verbs: 'Sample Taste Haul Shop',
    names:
      'TraderJoesFiveItemDinner TJsFrozenMealRanking CookieButterEverything TraderJoesHaul FrozenAisleFinds',
  },
  chipotle: {
    things: 'Bowl Burrito Guac Foil Chip Salsa Tortilla Rice Lime Queso',
    moves: 'ExtraGuac BowlShake FoilWrap PortionCheck DoubleScoop LineOrder',
    verbs: 'Wrap Scoop Roll Order',
    names: 'ExtraGuacPlease BurritoOrBowl BowlShakeChallenge ChipotleAtHome RateMyChipotleOrder',
  },
  dunkin: {
    things: 'Donut Munchkin IcedCoffee Cup Straw DozenBox Sprinkle Bagel Coolatta',
    moves: 'DriveThruRun MunchkinToss MorningOrder DozenPick IcedInWinter',
    verbs: 'Dunk Sip Order Sprinkle',
    names:
      'IcedCoffeeInASnowstorm MunchkinTossChallenge DunkinAtHome DunkinOrderRoulette GuessMyDunkinOrder',
    also: 'dunkindonuts',
  },
  'coca cola': {
    things: 'Bottle Can Straw Ice Glass PolarBear Fountain Cap Mentos Fizz',
    moves: 'MentosGeyser FizzCheck CanCrack FirstSip ShareABottle BlindTaste',
    verbs: 'Sip Fizz Pour Share',
    names: 'CokeOrPepsi FirstSipFace CokeFloatChallenge CokeFlavorRanking CookWithCoke',
    also: 'coke',
  },
  'taco bell': {
    things: 'Crunchwrap SaucePacket Chalupa Nacho BajaBlast Quesadilla CinnamonTwist Bell Tray',
    moves: 'LateNightRun FourthMeal SauceHoard MenuHack CrunchwrapFold',
    verbs: 'Crunch Fold Dip Order',
    names:
      'SaucePacketWisdom CrunchwrapHack TacoBellAtHome CopycatCrunchwrap TacoBellOrderRoulette',
  },
  'chick fil a': {
    things: 'Nugget Sauce WaffleFry Lemonade Cow Milkshake Biscuit Pickle Tray Straw',
    moves: 'DriveThruSpeed SauceRequest SundayCraving NuggetCount PickleCheck',
    verbs: 'Dip Order Sip Crave',
    names: 'WaffleFryRanking SauceRanking CopycatNuggets ChickFilAAtHome ChickFilASauceDupe',
  },
  'krispy kreme': {
    things: 'Glaze HotLight Conveyor PaperHat DozenBox Donut Sprinkle Coffee Window',
    moves: 'HotLightOn GlazeWaterfall WindowWatch DozenDeal WarmBite FreeDonut',
    verbs: 'Glaze Dip Dunk Watch',
    names:
      'GlazeWaterfall WarmGlazedReview KrispyKremeAtHome KrispyKremeDozenRanked GlazeYourOwnDonut',
  },
  oreo: {
    things: 'Cookie Creme Milk Glass Crumb Cheesecake Milkshake Wafer DoubleStuf',
    moves: 'TwistLickDunk MilkDunk CremeScrape CookieStack PerfectSplit',
    verbs: 'Twist Dunk Stack Split',
    names:
      'TwistLickDunk PerfectOreoSplit OreoStackChallenge OreoFlavorBlindTest OreoCheesecakeChallenge',
  },
  doritos: {
    things: 'Chip Bag CheeseDust Salsa Triangle Chopstick Nacho Crumb Napkin',
    moves: 'ChopstickHack BagShake LastCrumb CrunchTest DustyFingers',
    verbs: 'Crunch Munch Shake Dip',
    names:
      'LoudestCrunchWins ChipsWithChopsticks DoritoCrustChallenge DoritosFlavorBlindTest CookWithDoritos',
  },
  'waffle house': {
    things: 'WaffleIron Hashbrown Jukebox Booth Counter Coffee Sign Menu Apron Syrup',
    moves: 'ScatteredSmothered JukeboxPick CounterSeat OrderCall LateNightBooth',
    verbs: 'Flip Scatter Pour Order',
    names:
      'ScatteredSmotheredCovered ThreeAmWaffle WaffleHouseAtHome WaffleHouseOrderChallenge HashbrownsYourWay',
  },
  'olive garden': {
    things: 'Breadstick SaladBowl CheeseGrater Alfredo Mint Basket Pasta Soup Tiramisu',
    moves: 'CheeseSayWhen EndlessRefill BreadstickStack SaladToss FamilyStyle',
    verbs: 'Grate Twirl Refill Toss',
    names:
      'OliveGardenAtHome CopycatBreadsticks ZuppaToscanaAtHome OliveGardenDupeNight AlfredoFromScratch',
  },
} as const satisfies KeywordEntries;
