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
    scenes: 'Kitchen PotsAndPans HomeCook',
    names:
      'ClearTheFridge MysteryBasketChallenge FiveIngredientCookOff TenDollarCookChallenge NoRecipeCooking OnePanCookingChallenge SpinTheSpiceRack CookYourFamilyRecipe CookForANeighbor',
    also: 'cook homecooking',
  },
  baking: {
    things: 'Oven Flour Sprinkles Frosting RollingPin Apron SheetPan StandMixer',
    moves: 'Cookies Cupcakes Brownies BananaBread CinnamonRolls LayerCake Pie',
    verbs: 'Bake Whisk Frost Decorate Knead Sift',
    core: 'Flour Cookies Bake',
    scenes: 'Bakery BakeSale',
    names:
      'NoSoggyBottoms ThreeIngredientBake TechnicalBakeChallenge BakeItForward OneBowlBake BakingThenVsNow BakeGrandmasRecipe SundayBakeAlong HomeBakeOff',
    also: 'bake baker breadbaking',
  },
  sourdough: {
    things: 'Starter Crumb Crust Loaf Dough DutchOven Boule Banneton',
    moves: 'CrumbShot FirstLoaf Scoring StretchAndFold DiscardPancakes',
    verbs: 'Knead Bake Score Proof Fold',
    core: 'Starter Loaf Knead',
    scenes: 'FirstLoaf',
    names:
      'SourdoughCrumbShot BakeYourBoule SourdoughScoringChallenge SourdoughGlowUp NameYourSourdough FeedYourStarter SourdoughDiscardBakeOff OvenSpringReveal PaintYourFocaccia',
    also: 'sourdoughbread',
  },
  pasta: {
    things: 'Parmesan Meatballs Sauce Basil Noodles Pesto Fork Colander',
    moves: 'Spaghetti Lasagna Carbonara Ravioli Alfredo Gnocchi Bolognese',
    verbs: 'Twirl Boil Toss Roll',
    core: 'Spaghetti Sauce Twirl',
    scenes: 'PastaNight AlDente',
    names:
      'SpaghettiTwirlChallenge ShapeYourPasta FreshPastaFriday NoCreamCarbonara GuessThePastaShape RavioliFoldOff NonnaApprovedPasta CacioEPepeChallenge SpaghettiWallTest',
    also: 'spaghetti',
  },
  pizza: {
    things: 'Cheese Pepperoni Crust Dough Slice Mozzarella Oven Basil',
    moves: 'CheesePull DoughToss Margherita DeepDish Calzone Flatbread',
    verbs: 'Toss Slice Bake Stretch',
    core: 'Slice Cheese Pepperoni',
    scenes: 'PizzaNight PizzaParty Pizzeria',
    names:
      'TopYourPizza CheesePullChallenge RoundestPizzaWins PizzaDoughToss SpinThatDough PineappleOrNot LeopardCrustChallenge PizzaFaceArt PizzaPartyBuildOff',
    also: 'leftoverpizza',
  },
  cake: {
    things: 'Frosting Sprinkles Candles Slice Layers Fondant PipingBag Turntable',
    moves: 'Piping Rosettes DripEffect Ombre Lettering CrumbCoat',
    verbs: 'Frost Decorate Pipe Layer Slice',
    core: 'Frosting Sprinkles Slice Frost',
    scenes: 'BirthdayCake WeddingCake',
    names:
      'IsItCake DripCakeChallenge SurpriseInsideCake PipeYourCakeMessage BentoCakeChallenge OneNozzleCake FrostingFaceOff TallestLayerCake BakeYourOwnBirthdayCake',
    also: 'cakedecorating birthdaycake',
  },
  cookie: {
    things: 'Dough Sprinkles Milk Jar Icing ChocolateChips SheetPan Cutter',
    moves: 'ChocolateChip Snickerdoodle Shortbread Gingersnap IcingArt DoughScoop',
    verbs: 'Bake Dunk Scoop Decorate',
    core: 'Milk Dough Dunk',
    scenes: 'CookieJar MilkAndCookies',
    names:
      'DunkTheCookie ChewyOrCrispy SpellItInCookies GiantCookieChallenge CookieSwapChallenge IceACookieIn60 CookieStackTower ChocolateChipCookieOff CookiesForTheNeighbors',
    also: 'chocolatechipcookie',
  },
  taco: {
    things: 'Tortilla Salsa Guac Cheese Lime Cilantro Shell Queso',
    moves: 'Birria AlPastor Carnitas CrunchyShell Barbacoa QuesaBirria',
    verbs: 'Fold Grill Squeeze',
    core: 'Tortilla Salsa Shell Fold',
    scenes: 'TacoTuesday TacoNight TacoTruck',
    names:
      'NoSpillTaco TacoTuesdayChallenge StuffThatTaco HardOrSoftShell TacoStackAttack BuildYourTacoBar GuessTheTacoFilling CrunchyTacoChallenge TacoFoldHack',
  },
  burger: {
    things: 'Patty Bun Cheese Fries Pickles Grill Sauce Spatula',
    moves: 'DoubleStack SmashPatty Slider PattyFlip CheeseMelt OnionRings',
    verbs: 'Smash Flip Grill Stack',
    core: 'Patty Bun Flip',
    scenes: 'BurgerJoint Cookout',
    names:
      'SmashBurgerChallenge TopMyBurger SmashAndFlip InventABurgerSauce TallestBurgerChallenge BuildABurger MiniSliderBuildOff VeggieBurgerTasteOff BakeYourBurgerBuns',
    also: 'hamburger cheeseburger smashburger',
  },
  chicken: {
    things: 'Wings Drumstick Breading Marinade Skillet Spices Thigh',
    moves: 'Tenders Nuggets Roast Parm Tikka Katsu',
    verbs: 'Bread Fry Roast Marinate Grill',
    core: 'Wings Drumstick Nuggets',
    scenes: 'ChickenDinner RoastChicken',
    names:
      'WinnerChickenDinner OneChickenThreeMeals ChickenCrunchTest GoldenSkinChallenge TwentyMinuteChicken ChickenTakeoutDupe MarinadeMixOff ChickenSpiceBlindPick ChickenSoupForAFriend',
    also: 'roastchicken',
  },
  breakfast: {
    things: 'Eggs Bacon Toast Pancakes Coffee Syrup Waffles Juice',
    moves: 'Omelette FrenchToast Burrito Hashbrowns EggsBenedict SunnySideUp',
    verbs: 'Flip Scramble Fry Pour',
    core: 'Pancakes Eggs Toast',
    scenes: 'BreakfastInBed RiseAndShine',
    names:
      'BreakfastForDinner 5MinuteBreakfast ThreeIngredientBreakfast BreakfastPassport SunnySideUpChallenge BreakfastInBed BreakfastSandwichOff SweetOrSavoryBreakfast BreakfastBoardChallenge',
  },
  coffee: {
    things: 'Espresso Mug Beans Milk Foam Barista Frother FrenchPress Grinder',
    moves: 'LatteArt IcedLatte ColdBrew Cappuccino PourOver Frappe Dalgona',
    verbs: 'Brew Pour Sip Froth Grind',
    core: 'Mug LatteArt Brew',
    scenes: 'CoffeeBreak FirstSip MorningBrew CoffeeShop',
    names:
      'LatteArtChallenge GuessMyCoffeeOrder BeatYourBarista DalgonaCoffeeChallenge OneCoffeeThreeWays CoffeeBlindTasteTest NoMachineCoffee CoffeeOrderSwap FrenchPressFaceOff',
    also: 'latte espresso',
  },
  smoothie: {
    things: 'Blender Berries Banana Spinach Mango Yogurt Straw Oats',
    moves: 'AcaiBowl BerryBlast GreenBlend ProteinShake TropicalMix LayeredCup',
    verbs: 'Blend Pour Sip Layer',
    core: 'Blender Berries Blend',
    scenes: 'SmoothieBowl JuiceBar',
    names:
      'GuessTheSmoothie SmoothieBowlArt HideTheSpinach LayeredSmoothieChallenge MysteryFruitSmoothie FiveIngredientSmoothie SmoothieSwap FridgeRescueSmoothie',
  },
  bread: {
    things: 'Loaf Dough Crust Butter Flour Yeast Crumb Oven',
    moves: 'Focaccia GarlicKnots Braid Brioche Baguette Challah',
    verbs: 'Knead Proof Bake Braid Slice',
    core: 'Loaf Crust Knead',
    scenes: 'Bakery',
    names:
      'BraidTheBread NoKneadBreadChallenge BakeYourFirstLoaf FocacciaArtOff BreadScoringChallenge BreadAnimalChallenge CrustCrackleCheck BaguetteBakeOff BakeBreadForAFriend',
  },
  'air fryer': {
    things: 'Basket Fries Wings Nuggets Timer Parchment',
    moves: 'CrispyWings FriedPickles Churros HashBrown Potstickers',
    verbs: 'Crisp Shake Toss Flip',
    core: 'Basket Fries Crisp',
    names:
      'WillItAirFry AirFryerOnlyWeek OvenVsAirFryer AirFryerCrunchTest TenMinuteAirFryerDessert AirFryerLeftoverRescue ThreeCourseAirFryer AirFryerSnackHack',
  },
  'meal prep': {
    things: 'Containers Lunchbox Rice Chicken Veggies Labels Fridge SheetPan',
    moves: 'SundayPrep BatchCook BurritoBowl OvernightOats SheetPanDinner',
    verbs: 'Pack Chop Cook',
    core: 'Containers Lunchbox Pack',
    scenes: 'SundayPrep',
    names:
      'NoRepeatMealPrep MealPrepSunday OneHourMealPrep MealPrepFor20Dollars OneBagMealPrep MealPrepSwap OnePanMealPrep RainbowMealPrepBowls',
  },
  dessert: {
    things: 'Chocolate Sprinkles Cream Berries Caramel Whisk Spoon',
    moves: 'Cheesecake Tiramisu Brownies Mousse Trifle Parfait Crumble',
    verbs: 'Whisk Layer Bake Drizzle',
    core: 'Sprinkles Cheesecake Drizzle',
    scenes: 'SweetTooth DessertTable',
    names:
      'NoBakeChallenge 3IngredientDessert PlateYourDessert DessertDupeChallenge FiveMinuteDessert DessertFromThePantry HealthyDessertSwap DessertBoardChallenge GrandmasDessertRecipe',
  },
  chocolate: {
    things: 'Cocoa Sprinkles Ganache Bar Marshmallow Molds Pistachio',
    moves: 'HotCocoa LavaCake Truffle Fondue Bark Bonbon',
    verbs: 'Melt Dip Drizzle Temper',
    core: 'Cocoa LavaCake Melt',
    scenes: 'Chocoholic HotCocoa',
    names:
      'DubaiChocolateAtHome DipItInChocolate TemperYourChocolate GuessThatChocolate ChocolateBarkChallenge BalloonChocolateBowl RollYourTruffles MugCakeMinute',
  },
  ramen: {
    things: 'Broth Noodles Egg Chopsticks Nori Miso Scallion Bowl',
    moves: 'JammyEgg NoodlePull SpicyMiso Tonkotsu NoodleFlip',
    verbs: 'Slurp Simmer Stir',
    core: 'Noodles Broth Slurp',
    scenes: 'RamenShop InstantRamen',
    names:
      'InstantRamenUpgrade RamenSlurpChallenge TopMyRamen 5MinuteRamenHack JammyEggOrBust NoodlePullChallenge RamenBowlBuildOff MysteryPackRamen',
  },
  sushi: {
    things: 'Rice Nori Salmon Avocado Chopsticks Wasabi Tuna BambooMat',
    moves: 'CaliforniaRoll HandRoll MakiRoll Nigiri InsideOutRoll',
    verbs: 'Roll Slice Press',
    core: 'Rice Salmon Roll',
    scenes: 'SushiBar SushiNight',
    names:
      'RollYourOwnSushi CleanCutSushiSlice RainbowSushiChallenge NoMatSushi CuteSushiArt SushiBakeChallenge SushiShowdown GuessTheSushiFish SushiCakeChallenge',
    also: 'sushiroll',
  },
  bbq: {
    things: 'Ribs Brisket Grill Smoker Sauce Tongs Charcoal Rub',
    moves: 'PulledPork BurntEnds RibRack SmokeRing LowAndSlow',
    verbs: 'Smoke Grill Baste Sear',
    core: 'Ribs Brisket Sauce',
    scenes: 'Cookout LowAndSlow Pitmaster',
    names:
      'LowAndSlowChallenge SmokeRingCheck BBQSauceOff PitmasterForADay BBQRubChallenge BackyardBBQCookOff BrisketBendTest BBQSideDishOff',
    also: 'barbecue barbeque',
    spelled: 'BBQ',
  },
  grill: {
    things: 'Burger Steak Corn Tongs Spatula Skewer Charcoal Apron',
    moves: 'Kebab BurgerFlip CornOnTheCob VeggieSkewer CrossHatch Sear',
    verbs: 'Flip Sear Char Baste',
    core: 'Burger Steak Flip',
    scenes: 'GrillMaster Cookout',
    names:
      'WillItGrill GrillMarksOrBust GrillTheWholeMeal FlipItOnce GrilledDessertDare BackyardGrillOff VeggieSkewerChallenge GrilledCornFaceOff GrillMasterForADay',
    also: 'grilling',
    verb: true,
  },
  pancake: {
    things: 'Syrup Butter Batter Stack Blueberries Griddle Spatula',
    moves: 'Flip MiniStack ShapedBatter ChocChip DutchBaby Souffle',
    verbs: 'Flip Pour Stack Drizzle',
    core: 'Syrup Stack Flip',
    scenes: 'PancakeDay ShortStack',
    names:
      'PancakeFlipChallenge StackEmHigh FluffiestPancakeWins PancakeJiggleTest PancakeArtChallenge TinyPancakeChallenge GuessThePancakeMixIn PancakeMixGlowUp',
    also: 'hotcake flapjack pancakeart',
  },
  egg: {
    things: 'Yolk Toast Shell Skillet Whisk Carton Spatula',
    moves: 'SunnySideUp Omelette Scrambled Poached SoftBoil Shakshuka',
    verbs: 'Crack Whisk Poach Scramble Flip',
    core: 'Yolk Shell Crack',
    scenes: 'SunnySideUp EggHunt',
    names:
      'OneHandedEggCrack PeelItInOne NoBrokenYolks OneEggFiveWays OmeletteFlipChallenge CreamiestScrambleWins EggSpinTest DyeYourEggs EggSandwichChallenge',
    also: 'scrambledeggs',
  },
  steak: {
    things: 'Butter Garlic CastIron Rosemary Ribeye Knife Thermometer',
    moves: 'MediumRare ReverseSear ButterBaste Tomahawk Sear',
    verbs: 'Sear Baste Slice Grill',
    core: 'Ribeye MediumRare Sear',
    scenes: 'Steakhouse SteakNight MediumRare',
    names:
      'MediumRareOrBust GuessTheSteakDoneness BeatTheSteakhouse PerfectSearChallenge ButterBasteChallenge TwentyDollarSteakDinner CastIronSteakOff ReverseSearOrNot SteakSauceFromScratch',
  },
  salad: {
    things: 'Dressing Lettuce Croutons Avocado Kale Bowl Tongs',
    moves: 'Caesar Cobb Caprese GreenGoddess ChoppedBowl',
    verbs: 'Toss Chop Shake Drizzle',
    core: 'Lettuce Dressing Toss',
    scenes: 'SaladBar',
    names:
      'SaladThatSlaps NoLettuceSalad CrunchiestSaladWins ShakeYourDressing FiveColorSalad ChoppedSaladChallenge BuildABetterSalad SaladSwapChallenge SaladInAJar',
    also: 'caesarsalad',
  },
  soup: {
    things: 'Broth Bowl Ladle Pot Bread Crackers Noodles',
    moves: 'ChickenNoodle TomatoBisque FrenchOnion Chowder Minestrone Pho',
    verbs: 'Simmer Stir Ladle Slurp',
    core: 'Broth Ladle Slurp',
    scenes: 'SoupSeason',
    names:
      '30DaysOfSoup StoneSoupChallenge BreadBowlChallenge FiveIngredientSoup EmptyTheFridgeSoup SoupSwirlArt SoupSwap SoupForANeighbor GrandmasSoupRecipe',
  },
  healthy: {
    things: 'Veggies Avocado Berries Greens Oats Salmon Quinoa',
    moves: 'PowerBowl GreenSmoothie GrainBowl LettuceWrap SheetPanVeg',
    verbs: 'Blend Roast Cook',
    core: 'Veggies Greens Berries',
    scenes: 'HealthyEats CleanEating',
    names:
      'EatTheRainbow HealthySwaps AddOneVeggie HealthyTakeoutDupe 30PlantsAWeek HealthySnackIn5Minutes HealthyLunchUnder10 HealthyFaveMakeover PowerBowlBuildOff',
    also: 'healthyeating cleaneating',
  },
  vegan: {
    things: 'Tofu Chickpeas Lentils OatMilk Cashews Jackfruit Tempeh',
    moves: 'BuddhaBowl TofuScramble LentilCurry NiceCream PlantSwap CashewCheese',
    verbs: 'Blend Roast Toss',
    core: 'Tofu OatMilk PlantSwap',
    scenes: 'Veganuary MeatlessMonday',
    names:
      'CanYouTellItsVegan VeganizeIt Veganuary MakeMeLikeTofu VeganForAWeek NiceCreamChallenge EgglessBakeOff VeganComfortFoodSwap VeganOnAFiver',
    also: 'plantbased',
  },
  keto: {
    things: 'Avocado Bacon Eggs Cheese Cauliflower Almond Macros',
    moves: 'CauliRice LettuceWrap ZoodleBowl Chaffle FatBomb',
    verbs: 'Cook Stir Taste',
    core: 'Bacon Eggs CauliRice',
    names:
      'CanYouTellItsKeto KetoSwaps WillItCauli KetoMugCake90Seconds KetoBreadChallenge KetoTacoTuesday ChaffleChallenge SpiralizeEverything LowCarbLunchbox',
    also: 'lowcarb',
  },
  recipe: {
    things: 'Cookbook Ingredients IndexCard MeasuringCup Notebook Grandma',
    moves: 'Copycat ThreeIngredient OnePot SecretSauce HeirloomDish',
    verbs: 'Mix Cook Stir',
    core: 'Cookbook Ingredients Mix',
    scenes: 'SecretRecipe FamilyRecipe',
    names:
      'OneRecipeTwoCooks RecipeFromAPhoto PassTheRecipe TryAViralRecipe FlipToARecipe GrandmasRecipeCard FamilyRecipeSwap InventARecipe OneRecipeThreeWays',
  },
  chef: {
    things: 'Apron Knife Hat Whisk Plate TastingSpoon Tweezers',
    moves: 'Plating SignatureDish TastingMenu Julienne Garnish',
    verbs: 'Plate Chop Taste Season Garnish',
    core: 'Apron Whisk Plating Taste',
    scenes: 'ChefsKiss YesChef',
    names:
      'YesChefChallenge PlateLikeAChef MysteryBoxChef ChefTheLeftovers ChefsKissOrMiss ChefVsHomeCook TinyTastingMenu ChefForADay SignatureDishChallenge',
    also: 'cheflife',
  },
  kitchen: {
    things: 'Fridge Pantry Stove Sink SpiceRack Counter Apron Utensils',
    moves: 'FridgeTour PantryRestock GadgetTest SpiceTour DeepClean',
    verbs: 'Cook Clean Stir',
    core: 'Fridge Pantry Cook',
    scenes: 'PotsAndPans KitchenSink',
    names:
      'KitchenReset TinyKitchenChallenge CleanAsYouCook KitchenGadgetTest ZeroWasteKitchen FridgeTetris CookWhatsInTheFridge OneGadgetKitchen PantryOrganizeChallenge',
  },
  dinner: {
    things: 'Table Plates Candles Family Skillet Leftovers SheetPan',
    moves: 'TacoNight StirFry OnePotPasta Casserole SundayRoast',
    verbs: 'Cook Serve Plate Share',
    core: 'Table Plates Serve',
    scenes: 'DinnerTime FamilyDinner DinnerParty',
    names:
      '20MinuteDinner OnePanDinner GuessWhatsForDinner RollForDinner DinnerForUnder10 DinnerFromThePantry FiveStarDinnerDupe SevenDinnersNoRepeats PotluckDinnerDraw',
    also: 'dinnertime familydinner',
  },
  lunch: {
    things: 'Sandwich Thermos Apple Chips Napkin Tupperware',
    moves: 'BentoBox Wrap PastaSalad Quesadilla ChickenSalad',
    verbs: 'Pack Munch Wrap',
    core: 'Sandwich BentoBox Pack',
    scenes: 'LunchBreak LunchHour',
    names:
      'PackMyLunch LunchboxArtChallenge TenMinuteLunch LunchUnder5Dollars BentoBoxChallenge LunchboxSwap NoSandwichWeek PackYourFriendALunch SchoolLunchRemake',
  },
  snack: {
    things: 'Chips Popcorn Pretzels Dip Fruit Crackers Jar Bowl',
    moves: 'TrailMix EnergyBites AntsOnALog FruitCup GirlDinner',
    verbs: 'Munch Crunch Dip Share',
    core: 'Chips Popcorn Munch',
    scenes: 'SnackTime SnackAttack',
    names:
      'InventASnackMix 3IngredientSnack AntsOnALogRemix SnackBoxSwap FiveMinuteSnack WorldSnackTasteOff SnackPlateArt SnackBoardChallenge NoBakeSnackOff',
    also: 'snacktime',
  },
  brunch: {
    things: 'Waffles Coffee Pastries Juice Table Hollandaise',
    moves: 'FrenchToast EggsBenedict PancakeBoard Frittata Shakshuka',
    verbs: 'Poach Flip Brew',
    core: 'Waffles Pastries EggsBenedict',
    scenes: 'SundayBrunch',
    names:
      'RecreateYourBrunchSpot BrunchBingo TwentyDollarBrunch SundayBrunchClub BrunchSpreadIn30 BrunchPlatingChallenge BrunchForABestie BrunchBoardChallenge',
  },
  'ice cream': {
    things: 'Cone Scoop Sprinkles Sundae Toppings Waffle Freezer',
    moves: 'Milkshake BananaSplit Float NoChurn Swirl Affogato',
    verbs: 'Scoop Churn Drizzle Swirl',
    core: 'Cone Scoop Sprinkles',
    scenes: 'IceCreamTruck BrainFreeze',
    names:
      'InventAnIceCreamFlavor IceCreamInABag NoDripCone ConeStackChallenge NoChurnIceCream IceCreamBlindTaste BuildASundae IceCreamSandwichOff RolledIceCreamAtHome',
    also: 'gelato',
  },
  cupcake: {
    things: 'Frosting Sprinkles Liners PipingBag Cherry Tin',
    moves: 'Funfetti RedVelvet Swirl PullApart FilledCenter',
    verbs: 'Frost Pipe Sprinkle Bake',
    core: 'Frosting Sprinkles Frost',
    names:
      'PipeThePerfectSwirl CupcakeBouquetChallenge FilledCupcakeSurprise OneTipSixCupcakes CupcakeAnimalFaces CupcakeTowerChallenge PullApartCupcakeCake CupcakeDecoratingDuel',
  },
  brownie: {
    things: 'Chocolate Fudge Cocoa Pan Walnuts Batter',
    moves: 'Brookie Blondie FudgyBatch CrinkleTop Swirl',
    verbs: 'Bake Swirl Melt Cut',
    core: 'Fudge Batter Bake',
    scenes: 'BrowniePoints',
    names:
      'FudgiestBrownieWins CornerOrMiddle BrookieBattle BoxBrownieUpgrade CrinkleTopChallenge OneMinuteMugBrownie GuessTheBrownieMixIn BlondieVsBrownie EarnBrowniePoints',
  },
  tea: {
    things: 'Kettle Mug Cup Honey Lemon Leaves Saucer Infuser',
    moves: 'ChaiLatte Matcha EarlGrey LondonFog SunBrew ColdBrew',
    verbs: 'Brew Steep Sip Pour',
    core: 'Kettle Saucer Sip',
    scenes: 'TeaTime TeaParty AfternoonTea',
    names:
      'PinkyUpChallenge GuessTheTea MixYourOwnTeaBlend AfternoonTeaAtHome SpiceUpYourChai TinySandwichChallenge TeaTimeBakeOff IcedTeaGlowUp',
    also: 'teatime icedtea',
  },
  boba: {
    things: 'Pearls Tapioca MilkTea Straw Cup Taro Shaker',
    moves: 'BrownSugar TaroBlend ThaiTea TigerStripes CheeseFoam MatchaLatte',
    verbs: 'Shake Sip Stir',
    core: 'Pearls MilkTea Straw',
    scenes: 'BobaRun BobaShop',
    names:
      'GuessMyBobaOrder TigerStripeChallenge OneStabBoba InventABobaFlavor PearlsFromScratch BeatTheBobaShop BobaBlindTaste CheeseFoamChallenge BobaForYourBestie',
    also: 'bubbletea',
  },
  matcha: {
    things: 'Whisk OatMilk Ice Powder Strawberry Bowl',
    moves: 'IcedLatte StrawberryLatte CloudFoam Tiramisu Cookies',
    verbs: 'Whisk Sift Pour Sip',
    core: 'Whisk Powder IcedLatte',
    scenes: 'MatchaLatte TeaCeremony',
    names:
      'MatchaWhiskChallenge LayerYourMatcha WillItMatcha MatchaLatteArt MatchaCafeOrderDupe MatchaBrandBlindTest MatchaCookieSwap MatchaForAFriend',
  },
  'iced coffee': {
    things: 'Ice Straw Creamer Syrup Tumbler Cup',
    moves: 'ColdFoam IcedLatte CoffeeCubes ShakenEspresso CaramelMacchiato ColdBrew',
    verbs: 'Shake Pour Stir Sip',
    core: 'Ice Straw ColdFoam',
    scenes: 'ColdBrew CoffeeRun',
    names:
      'MakeMyIcedCoffeeOrder LayerYourIcedCoffee IcedCoffeeInWinter CoffeeCubeHack ShakenEspressoDupe IcedCoffeeBlindTest ColdFoamFaceOff BuildYourIcedCoffee TwoDollarIcedCoffee',
  },
  starbucks: {
    things: 'Cup Straw ColdFoam Syrup Barista Tumbler',
    moves: 'PinkDrink Frappuccino Refresher SecretMenu CopycatDrink Macchiato',
    verbs: 'Sip Shake Pour',
    core: 'Barista Frappuccino SecretMenu',
    scenes: 'StarbucksRun Frappuccino',
    names:
      'GuessMyStarbucksOrder SwapStarbucksWithMom StarbucksDupeOff CreateASecretMenu StarbucksCupArt PinkDrinkChallenge StarbucksTierList FrappuccinoFromScratch',
  },
  'fast food': {
    things: 'Fries Burger Nuggets Milkshake Tray Bag Straw',
    moves: 'CopycatBurger CrispyChicken SecretMenu Smashburger MenuHack',
    verbs: 'Taste Cook Stir',
    core: 'Fries Burger Nuggets',
    scenes: 'DriveThru',
    names:
      'BetterThanTheDriveThru FastFoodFakeout FasterThanDelivery FastFoodBlindTaste PlateYourFastFood FastFoodSauceFlight SecretMenuHack FastFoodHealthySwap',
  },
  mcdonalds: {
    things: 'Fries Nuggets McFlurry HappyMeal BigMac Sauce',
    moves: 'CopycatBigMac FryHack McGriddle HashBrownStack SauceFlight',
    verbs: 'Dip Cook Stir',
    core: 'Fries HappyMeal BigMac',
    scenes: 'GoldenArches HappyMeal BigMac',
    names:
      'GuessMyMcDonaldsOrder BeatTheBigMac CopycatMcNuggets McDonaldsBlindTaste GrownUpHappyMeal InventAMcDonaldsBurger McDonaldsFryHack McDonaldsSauceRanking McFlurryRemix',
    also: 'mcdonald',
    spelled: 'McDonalds',
  },
  mexican: {
    things: 'Tortilla Salsa Lime Cilantro Queso Chiles Avocado Molcajete',
    moves: 'Tacos Enchiladas Elote Tamales Chilaquiles Pozole Mole',
    verbs: 'Press Grill Squeeze Roast',
    core: 'Tortilla Salsa Tacos',
    scenes: 'Taqueria TacoTuesday',
    names:
      'StreetCornChallenge PressYourOwnTortilla MexicanCandySwap CookAbuelasRecipe MexicanSalsaLadder NoMushMexicanRice MexicanSnackTasteOff ChilaquilesCrunchTest MoleFromScratch MexicanFeastBuildOff',
  },
  indian: {
    things: 'Naan Masala Ghee Chutney Roti Turmeric Spices PressureCooker',
    moves: 'ButterChicken Biryani Samosa Dosa PaneerTikka Dal Chai',
    verbs: 'Temper Knead Simmer Roll Spice',
    core: 'Naan Spices ButterChicken',
    scenes: 'ChaiTime CurryNight Bollywood',
    names:
      'PerfectlyRoundRoti PuffThePuri SamosaFoldChallenge SwirlTheDosa IndianTakeoutDupe BuildAnIndianThali IndianSpiceBoxChallenge IndianSweetsSwap IndianStreetSnackOff',
    also: 'desi',
  },
  thai: {
    things: 'Basil Coconut Lime Chili Peanuts Lemongrass Wok FishSauce',
    moves: 'GreenCurry MangoStickyRice TomYum Satay PadSeeEw PapayaSalad',
    verbs: 'Toss Pound Simmer Stir',
    core: 'Coconut GreenCurry MangoStickyRice',
    scenes: 'PadThai Bangkok',
    names:
      'PoundYourCurryPaste PadThaiIn15Minutes ThaiTakeoutDupe LayerYourThaiTea MangoStickyRiceChallenge ThaiFourFlavorTest SataySauceOff TomYumTasteOff ThaiGreenCurryChallenge',
  },
  greek: {
    things: 'Feta Olives Pita Tzatziki Lemon OliveOil Oregano Yogurt',
    moves: 'Gyro Souvlaki Baklava Spanakopita Moussaka VillageSalad',
    verbs: 'Grill Drizzle Wrap Crumble',
    core: 'Feta Olives Gyro',
    scenes: 'Opa Santorini',
    names:
      'WrapYourOwnGyro CookWithYiayia BaklavaLayerChallenge GreekSaladShowdown CrispiestGreekPotatoes BuildAGreekMezze GreekDipDuel GreekSkewerGrillOff PhylloFoldOff',
  },
  mediterranean: {
    things: 'Hummus OliveOil Feta Olives Pita Lemon Chickpeas Herbs',
    moves: 'Falafel Mezze GrainBowl Shakshuka Tabbouleh GrilledFish',
    verbs: 'Drizzle Grill Toss Dip',
    core: 'Hummus Pita Falafel',
    scenes: 'AmalfiCoast',
    names:
      'MedDietChallenge BuildAMezzeBoard OliveOilTasteTest OneLemonEveryDish MediterraneanBowlOff PackAMediterraneanPicnic MediterraneanMealSwap MediterraneanOnAFiver',
  },
  'korean bbq': {
    things: 'Grill Lettuce Kimchi Rice Tongs Scissors Garlic SideDishes',
    moves: 'Bulgogi Galbi PorkBelly LettuceWrap CheeseCorn',
    verbs: 'Grill Wrap Cut Flip',
    core: 'Kimchi Bulgogi Wrap',
    scenes: 'KBBQ',
    names:
      'KoreanBBQMarinadeOff WrapYourSsam NoGrillKBBQ GrillTheGalbi KBBQSideDishChallenge PorkBellyCrispCheck KBBQSauceFlight KBBQLeftoverRemix',
    also: 'kbbq',
    spelled: 'KoreanBBQ',
  },
  sandwich: {
    things: 'Bread Cheese Lettuce Tomato Pickles Mayo Deli Toaster',
    moves: 'GrilledCheese BLT Club PBJ Panini Hoagie Cubano',
    verbs: 'Stack Press Toast Slice',
    core: 'Bread Cheese Stack',
    scenes: 'Deli',
    names:
      'SandwichCutReveal BuildABetterSandwich NoBreadSandwich TallestSandwichChallenge SandwichFromTheFridge GuessMySandwichOrder SandwichSwapChallenge FancySandwichFriday',
  },
  'grilled cheese': {
    things: 'Cheddar Bread Butter Skillet Sourdough TomatoSoup Spatula',
    moves: 'CheesePull GoldenFlip CrispyEdges PattyMelt TomatoSoupDip',
    verbs: 'Butter Flip Melt Dunk',
    core: 'Cheddar Bread CheesePull Melt',
    names:
      'GrilledCheesePull MayoOrButter GrilledCheeseUpgrade DunkItInTomatoSoup GoldenCrustFlip MysteryCheeseMelt WaffleIronGrilledCheese GrilledCheeseShowdown GrilledCheeseArt',
  },
  'mac and cheese': {
    things: 'Cheddar Breadcrumbs Noodles Pot Skillet Gruyere',
    moves: 'BakedMac BoxedUpgrade CheesePull LobsterMac StovetopMac',
    verbs: 'Melt Stir Bake',
    core: 'Cheddar Noodles Melt',
    names:
      'CheesiestMacWins BoxedMacUpgrade SecretIngredientMac TopMyMacAndCheese BakedMacChallenge GuessTheMacCheese OnePotMacAndCheese ThreeCheeseMacChallenge HolidayMacCookOff',
    also: 'macncheese macaroni',
  },
  'french fries': {
    things: 'Ketchup Potatoes Salt Cheese Gravy AirFryer Basket',
    moves: 'LoadedFries CurlyFries WaffleFries Poutine DoubleFry',
    verbs: 'Fry Dip Salt Crisp',
    core: 'Ketchup Potatoes Dip',
    names:
      'CrispiestFriesWin LongestFryWins DoubleFryChallenge LoadYourFries FrenchFryDipRanking FryBlindTaste HandCutFriesChallenge OvenFriesCrunchTest SweetPotatoFryOff',
    also: 'fries',
  },
  wings: {
    things: 'Sauce Ranch Buffalo Celery BlueCheese Fryer Drumette',
    moves: 'HoneyGarlic LemonPepper BuffaloToss DryRub SauceFlight',
    verbs: 'Toss Fry Dip Sauce',
    core: 'Buffalo Ranch Dip',
    scenes: 'WingNight',
    names:
      'WingItWednesday CrispiestWingsWin DryRubOrSauce WingSauceMixOff CleanBoneChallenge WingFlavorBlindTest AirFryerWingOff WingDipShowdown',
    also: 'chickenwings',
  },
  'fried chicken': {
    things: 'Buttermilk Flour Biscuit Honey Pickles CastIron Spices Drumstick',
    moves: 'Tenders Sandwich NashvilleHot DoubleDredge KoreanGlaze',
    verbs: 'Dredge Fry Brine Crunch',
    core: 'Drumstick Tenders Crunch',
    names:
      'FriedChickenCrunchTest DoubleDredgeChallenge HomemadeVsBucketChicken SecretSpiceFriedChicken FriedChickenSandwichOff OvenVsFryerChicken FriedChickenSauceOff FriedChickenGlowUp',
  },
  curry: {
    things: 'Rice Naan Coconut Spices Turmeric Pot GaramMasala',
    moves: 'ButterChicken TikkaMasala ThaiGreen Katsu Korma Dal',
    verbs: 'Simmer Spice Stir Temper',
    core: 'Rice Naan Spices',
    scenes: 'CurryNight CurryHouse',
    names:
      'CurryInAHurry GuessTheCurry NoJarCurry BlendYourCurryPowder CurryTakeoutDupe SevenCurryWeek CoconutCurryChallenge GrandmasCurryRecipe',
  },
  dumpling: {
    things: 'Wrapper Filling Soy Chopsticks Steamer Wok',
    moves: 'Potsticker Gyoza Wonton Pleat Momo XiaoLongBao',
    verbs: 'Pleat Fold Steam Fry',
    core: 'Wrapper Potsticker Pleat',
    scenes: 'DimSum',
    names:
      'PleatsPlease DumplingFoldChallenge FoldAHundredDumplings CrispySkirtFlip GuessTheDumplingFilling ColorYourDumplings DumplingSwap LunarNewYearDumplings',
    also: 'gyoza potsticker',
  },
  'fried rice': {
    things: 'Wok Egg Soy Peas Scallion Spatula DayOldRice',
    moves: 'WokToss EggSwirl KimchiBatch PineappleBoat WokHei',
    verbs: 'Toss Stir Fry Crack',
    core: 'Wok Egg Toss',
    names:
      'FriedRiceFriday BeatTheTakeoutFriedRice LeftoverRiceRescue TossItInTheWok EggFriedRiceChallenge FiveMinuteFriedRice GoldenFriedRiceChallenge WokHeiAtHome',
  },
  noodle: {
    things: 'Chopsticks Broth Bowl Wok ChiliOil Sesame',
    moves: 'HandPull LoMein PadThai Udon DanDan Slurp',
    verbs: 'Slurp Toss Twirl',
    core: 'Chopsticks Broth Slurp',
    scenes: 'NoodleBar',
    names:
      'LongestNoodleWins NoodleSlurpChallenge PullYourOwnNoodles InstantNoodleUpgrade GuessTheNoodle TopMyNoodles FiveMinuteNoodles ColdNoodleSummer',
  },
  cheese: {
    things: 'Cheddar Mozzarella Brie Parmesan Board Crackers Grater Gouda',
    moves: 'Fondue StretchTest MeltDown Raclette BlindTasting',
    verbs: 'Melt Grate Cook',
    core: 'Cheddar Fondue Melt',
    scenes: 'CheeseBoard CheesePull',
    names:
      'TheGreatCheesePull GuessTheCheese SmellyCheeseDare StretchYourMozzarella CheeseBoardChallenge MakeYourOwnRicotta CheeseCrispHack FondueNoDrop BrieBakeOff',
  },
  charcuterie: {
    things: 'Board Crackers Salami Cheese Grapes Olives Honey Figs',
    moves: 'SalamiRose BoardBuild Butterboard GrazingTable Jarcuterie',
    verbs: 'Fold Slice Nibble',
    core: 'Board Salami Crackers',
    scenes: 'GrazingTable CheeseBoard',
    names:
      'SalamiRoseChallenge JarcuterieChallenge DollarStoreCharcuterie CharcuterieIn10Minutes ThemedCharcuterieBoard TinyCharcuterie DessertCharcuterie SalamiRiverBoard SetAGrazingTable',
    also: 'charcuterieboard',
  },
  avocado: {
    things: 'Toast Lime Sourdough Egg Salt ChiliFlakes Pit',
    moves: 'Guacamole AvoRose FanSlice SmashAndSpread PitPop',
    verbs: 'Smash Slice Halve',
    core: 'Toast Guacamole Smash',
    scenes: 'AvocadoToast Guac',
    names:
      'AvoRoseChallenge GuessIfItsRipe AvocadoToastArt FanYourAvocado NoBrownAvocado GrowAnAvocadoPit OneAvocadoThreeMeals AvocadoDessertDare',
    also: 'avo',
  },
  guacamole: {
    things: 'Avocado Lime Chips Cilantro Onion Tomato Jalapeno Molcajete',
    moves: 'ChunkyBowl SmoothBlend MangoTwist TableSide Dip',
    verbs: 'Mash Squeeze Dip Chop',
    core: 'Avocado Chips Mash',
    scenes: 'ChipsAndGuac ExtraGuac',
    names:
      'GuacOff SmashYourGuac OneMinuteGuac ChunkyOrSmooth GuessMyGuacSecret GreenestGuacWins GuacBlindTasteTest GuacInTheShell',
    also: 'guac',
  },
  burrito: {
    things: 'Tortilla Rice Beans Cheese Salsa Guac Foil Carnitas',
    moves: 'Crunchwrap RiceBowl Chimichanga TightWrap MissionWrap',
    verbs: 'Wrap Roll Fold',
    core: 'Tortilla Beans Wrap',
    scenes: 'Taqueria',
    names:
      'TheBurritoFold ChooseMyBurritoFillings BurritoCutReveal WrapItTight BurritoWeighIn BreakfastBurritoOff BurritoBowlBuildOff GrillYourBurrito',
    also: 'breakfastburrito',
  },
  nacho: {
    things: 'Chips Cheese Queso Salsa Guac Jalapeno SourCream SheetPan',
    moves: 'SheetPanStack LoadedPlatter CheeseDrizzle LayerBuild SupremeStack',
    verbs: 'Layer Melt Dip',
    core: 'Chips Queso Salsa',
    scenes: 'NachoNight NachoCheese',
    names:
      'EveryChipLoaded NachoAverageSnack NachoTowerChallenge NachoToppingDraft NachoCheesePullTest NoSoggyNachos NachoSauceFromScratch NachoMysteryBox',
  },
  quesadilla: {
    things: 'Tortilla Cheese Chicken Salsa SourCream Skillet Spatula',
    moves: 'CheeseSkirt Birria HalfFold Crunchwrap TriangleCut Flip',
    verbs: 'Fold Flip Melt Press',
    core: 'Tortilla Cheese Fold',
    names:
      'CheeseSkirtChallenge QuesadillaFlipChallenge CheesiestQuesadillaWins DunkYourQuesadilla QuesadillaFoldHack QuesadillaRemix FiveMinuteQuesadilla SweetQuesadillaDare',
  },
  birria: {
    things: 'Tortilla Cheese Beef Consome Chiles Cilantro Onion Lime',
    moves: 'Tacos QuesaTaco ConsomeDip CheeseCrust Ramen',
    verbs: 'Dip Dunk Simmer Crisp',
    core: 'Tacos Consome Dip',
    names:
      'DunkTheTaco WillItBirria CheeseCrustOrBust FamilyRatesMyBirria GuessMyBirriaChiles TallestBirriaStack OneNapkinBirria SlurpTheConsomme',
  },
  spicy: {
    things: 'HotSauce Jalapeno Sriracha ChiliOil Salsa Milk Pepper',
    moves: 'SpiceLevel ChiliCrunch BuffaloWings SauceFlight HotHoney',
    verbs: 'Spice Drizzle Taste',
    core: 'HotSauce Pepper SpiceLevel',
    scenes: 'GhostPepper HotSauce',
    names:
      'SweetHeatChallenge MildMediumHot MakeYourOwnHotSauce ChiliCrunchEverything SpicyCookOff GuessHowSpicy SpicyRamenUpgrade SpicyPopcornOff SpicyDessertTwist',
    also: 'hotsauce',
  },
  garlic: {
    things: 'Butter Bread Clove Parmesan Press OliveOil Knife Bulb',
    moves: 'Roasted Confit Aioli Knots SmashedCloves',
    verbs: 'Mince Smash Roast Peel',
    core: 'Clove Peel Smash',
    scenes: 'GarlicBread',
    names:
      'MeasureWithYourHeart NeverTooMuchGarlic GarlicPeelHack FortyClovesOfGarlic GarlicBreathCheck CountTheCloves GarlicButterChallenge GarlicKnotTwist GarlicEverythingChallenge',
  },
  butter: {
    things: 'Toast Bread Garlic Honey Herbs Salt Knife Board',
    moves: 'HoneyWhip HerbCompound BrownedSauce CinnamonSwirl Baste',
    verbs: 'Baste Whip Melt Brown',
    core: 'Toast Melt',
    scenes: 'BreadAndButter ButterBoard',
    names:
      'ButterBoardChallenge ShakeItInAJar BrownButterEverything SaltedOrUnsalted FlavoredButterFaceOff StampYourButter ButterSculptureChallenge ButterCookieTinReveal',
  },
  potato: {
    things: 'Butter Cheese Gravy Skin Chives Peeler Masher Skillet Spud',
    moves: 'Mash Fries Wedges HashBrowns Hasselback Latkes Gnocchi',
    verbs: 'Mash Peel Roast Fry Smash',
    core: 'Spud Fries Mash',
    scenes: 'Spud CouchPotato',
    names:
      'CrispiestPotatoWins SmashedPotatoChallenge OnePotatoThreeWays MashOff TopMyTater HasselbackHack LatkeFlipChallenge GrowPotatoesInABag OneBigHashBrown',
    also: 'spud mashedpotatoes',
  },
  popcorn: {
    things: 'Butter Kernels Caramel Salt Bowl Bag Stovetop',
    moves: 'CaramelCorn KettleCorn ToppingBar CheddarDust MovieMix',
    verbs: 'Pop Shake Drizzle Toss',
    core: 'Kernels KettleCorn Pop',
    scenes: 'MovieNight KettleCorn',
    names:
      'EveryKernelPopped InventAPopcornFlavor GuessThePopcornFlavor StovetopPopcornChallenge SweetOrSaltyPopcorn DrizzleYourPopcorn PopcornSeasoningDraft PopcornMoviePairing',
  },
  pie: {
    things: 'Crust Filling Lattice RollingPin Crumble WhippedCream Tin',
    moves: 'Apple Pecan Cherry KeyLime LatticeTop Crimp',
    verbs: 'Crimp Roll Bake Weave Slice',
    core: 'Crust Apple Slice',
    scenes: 'ApplePie',
    names:
      'CleanFirstSlice PieLatticeChallenge CrimpYourCrust GuessThePieFilling PieCrustArt HandPieFoldOff BakeYourNeighborAPie PiDayPieOff TinyPieChallenge',
    also: 'applepie',
  },
  pumpkin: {
    things: 'Spice Cinnamon Seeds Puree Latte Patch Nutmeg',
    moves: 'SpiceLatte Pie Bread RoastedSeeds Soup Muffins',
    verbs: 'Roast Bake Scoop Spice',
    core: 'Patch Pie Seeds Scoop',
    scenes: 'PumpkinPatch PumpkinSpice',
    names:
      'PumpkinSpiceEverything BeatThePSL WholePumpkinNoWaste RoastYourPumpkinSeeds CannedVsRealPumpkin PumpkinSpiceBlindTest PumpkinBreadSwap PumpkinLatteArt',
    also: 'pumpkinspice psl',
  },
  friendsgiving: {
    things: 'Turkey Gravy Stuffing Pie Cranberry Rolls Table Leftovers',
    moves: 'TurkeyCarve LeftoverSandwich GreenBeanCasserole MashedPotatoes PumpkinPie',
    verbs: 'Carve Baste Share',
    core: 'Turkey Table Share',
    scenes: 'TurkeyDay Thanksgiving',
    names:
      'FriendsgivingDishDraw FriendsgivingCookOff SignatureSideChallenge BudgetFriendsgiving NoRepeatPotluck LeftoverSandwichSwap FriendsgivingPieOff TenDollarTablescape',
  },
  turkey: {
    things: 'Gravy Stuffing Drumstick Cranberry Thermometer Baster Roaster',
    moves: 'Carve Roast Brine LeftoverSandwich GoldenSkin Butterfly',
    verbs: 'Carve Brine Baste Roast',
    core: 'Gravy Stuffing Drumstick',
    scenes: 'TurkeyDay Thanksgiving',
    names:
      'NoDryTurkey GoldenTurkeyReveal TurkeyDayGravyOff LeftoverTurkeyRemix BrineYourTurkey ButterflyTheTurkey GuessTheTurkeyWeight SmokedTurkeyShowdown',
  },
  'christmas cookie': {
    things: 'Icing Sprinkles Cutter Gingerbread Tin Milk Santa Plate',
    moves: 'SugarCookie Thumbprint Snowflake RoyalIcing PeppermintBark Decorating',
    verbs: 'Decorate Ice Bake',
    core: 'Icing Gingerbread Decorate',
    scenes: 'HolidayBaking CookieSwap',
    names:
      'TwelveCookiesOfChristmas UglyChristmasCookie CookiesForSanta ChristmasCookieTinSwap PipeASnowflake ChristmasCookieSpeedIce ChristmasCookieOrnament StainedGlassCookies',
  },
  gingerbread: {
    things: 'Icing Gumdrops CandyCane Cutter Molasses Cinnamon',
    moves: 'HouseBuild Village Cutout IcingSnow CandyRoof',
    verbs: 'Decorate Ice Bake',
    core: 'Icing HouseBuild Decorate',
    scenes: 'GingerbreadMan',
    names:
      'GingerbreadHouseOff GingerbreadKitUpgrade TallestGingerbreadHouse GingerbreadYourHome CandyRoofChallenge StillStandingGingerbread GingerbreadMe GingerbreadFamilyPortrait',
    also: 'gingerbreadhouse',
  },
  'cinnamon roll': {
    things: 'Icing Dough BrownSugar CreamCheese Pan Butter',
    moves: 'Swirl PullApart Glaze CenterRoll SlowRise',
    verbs: 'Roll Swirl Glaze Slice',
    core: 'Icing Dough Swirl',
    names:
      'TheGooeyCenter UnrollTheRoll TightestSwirlWins BakeAGiantCinnamonRoll CannedRollsUpgrade CinnamonRollIcingOff ShapeYourCinnamonRoll CinnamonRollBakeOff',
    also: 'cinnamonbun',
  },
  croissant: {
    things: 'Butter Layers Dough Flakes Chocolate Almond RollingPin Oven',
    moves: 'Crookie PainAuChocolat CrossSection FlakeTest Lamination',
    verbs: 'Laminate Fold Roll Proof',
    core: 'Butter Layers Flakes',
    scenes: 'FrenchBakery ParisCafe',
    names:
      'CountTheLayers CrookieChallenge CroissantFlakeTest ThreeDayCroissant SmashedCroissant StuffedCroissantChallenge AlmondCroissantRescue CroissantHackOff',
  },
  bagel: {
    things: 'CreamCheese Schmear Lox Sesame Toaster Everything Capers',
    moves: 'BoilAndBake Sandwich EverythingCrust LoxStack HandRoll',
    verbs: 'Boil Toast Schmear Slice',
    core: 'CreamCheese Sesame Toast',
    scenes: 'BagelShop',
    names:
      'TwoIngredientBagels BagelSchmearOff ShapeYourBagels ChewiestBagelWins BoilThenBake BagelSandwichStackOff PutItOnABagel BagelBoardChallenge',
  },
  donut: {
    things: 'Glaze Sprinkles Frosting Holes Box Cream Jelly Fryer',
    moves: 'GlazeDip SprinkleRing JellyFilled BostonCream Cruller MochiRing',
    verbs: 'Glaze Dip Fry',
    core: 'Glaze Sprinkles Holes',
    scenes: 'DonutShop DonutRun',
    names:
      'DonutOnAStringRace GlazeItYourWay InventADonutFlavor BiscuitDonutHack GuessTheDonutFilling DonutTowerChallenge DonutDunkOff DonutGlowUp ShapeYourDonut',
    also: 'doughnut',
  },
  waffle: {
    things: 'Syrup Butter Berries WhippedCream Batter Iron Sprinkles',
    moves: 'BelgianStack ChickenStack Croffle Chaffle LiegeSugar',
    verbs: 'Pour Press Flip Drizzle',
    core: 'Syrup Butter Batter',
    names:
      'WillItWaffle FillEveryPocket CrispiestWaffleWins WaffleTowerChallenge CroffleChallenge WaffleFaceArt SweetOrSavoryWaffle WaffleMixGlowUp',
  },
  'french toast': {
    things: 'Brioche Custard Syrup Cinnamon Berries Skillet Butter',
    moves: 'StuffedStack CremeBrulee Sticks SheetPanBake CerealCrust',
    verbs: 'Dip Soak Flip',
    core: 'Syrup Brioche Cinnamon',
    names:
      'DipSoakFlip StuffYourFrenchToast NoSoggyFrenchToast CerealCrustFrenchToast FrenchToastBreadOff FrenchToastTowerStack FrenchToastForAFriend FrenchToastForACrowd',
  },
  crepe: {
    things: 'Nutella Strawberries Batter Pan Lemon Sugar Spreader',
    moves: 'PaperThinSwirl Flip Fold Roll LayerTower Galette',
    verbs: 'Swirl Fold Flip',
    core: 'Strawberries Batter Fold',
    scenes: 'Creperie',
    names:
      'ThinnestCrepeWins SwirlAndFlip CrepeCakeChallenge FillMyCrepe CrepeFoldOff SweetOrSavoryCrepe DrawWithBatter NoRipCrepe',
  },
  muffin: {
    things: 'Blueberries Tin Liner Batter Top Crumble',
    moves: 'Blueberry ChocChip BananaNut BakeryDome Streusel MorningGlory',
    verbs: 'Bake Fold Scoop',
    core: 'Blueberries Bake',
    names:
      'TallestMuffinTopWins MuffinTinHack OneBatterSixMuffins EveryBiteABlueberry StreuselTopChallenge HealthyMuffinSwap OneBowlMuffins MuffinsForTheTeachers',
  },
  'banana bread': {
    things: 'Bananas LoafPan Walnuts ChocChips Butter Cinnamon Peel',
    moves: 'ChocChunk SplitTop Muffins LoafSlice Mash',
    verbs: 'Mash Fold Bake Slice',
    core: 'Bananas LoafPan Mash',
    names:
      'SpottyBananaRescue SplitTopChallenge OneBowlBananaBread BananaBreadMixInDraft GuessTheBananaCount BananaBreadLoafSwap GrandmasBananaBread BananaBreadForNeighbors',
  },
  cheesecake: {
    things: 'Crust GrahamCrackers Berries Topping Cream Springform Knife',
    moves: 'NoBake NewYorkSlice BerrySwirl MiniBites BasqueBurnt',
    verbs: 'Bake Swirl Chill Slice',
    core: 'Crust Berries NewYorkSlice',
    names:
      'NoCracksAllowed CheesecakeJiggleTest SwirlYourCheesecake BasqueCheesecakeChallenge CleanCutCheesecake TopYourCheesecake NoBakeCheesecakeOff CheesecakeBlindTaste',
  },
  macaron: {
    things: 'Shells Ganache Buttercream PipingBag AlmondFlour Tray Feet',
    moves: 'Tower Filling PerfectFeet PipeAndTap Swirl FoldTest',
    verbs: 'Pipe Fold Cook',
    core: 'Shells Buttercream Tower',
    scenes: 'Patisserie',
    names:
      'BakeMacaronsFirstTry NoHollowShells PerfectFeetChallenge InventAMacaronFlavor MacaronCharacterArt MacaronColorMatch MacaronTowerStack MacaronGlowUp',
  },
  tiramisu: {
    things: 'Ladyfingers Espresso Mascarpone Cocoa Dish Spoon Cream',
    moves: 'ClassicLayer Dip CupVersion Matcha Strawberry CocoaDust',
    verbs: 'Dip Layer Chill',
    core: 'Ladyfingers Mascarpone Layer',
    names:
      'DontSoakTheLadyfingers TiramisuLayerReveal CocoaDustStencil MatchaTiramisuTwist TiramisuCleanSlice TiramisuInTenMinutes NoCoffeeTiramisu TiramisuForTwo',
  },
  lemonade: {
    things: 'Lemons Pitcher Ice Mint Straw Stand Squeezer Sugar',
    moves: 'PinkBatch StrawberrySwirl FrozenSlush LavenderTwist SparklingMix',
    verbs: 'Squeeze Stir Pour Sip',
    core: 'Lemons Pitcher Squeeze',
    scenes: 'LemonadeStand PinkLemonade',
    names:
      'SqueezeItFresh InventALemonadeFlavor SweetOrSourLemonade LayerYourLemonade LemonadeIceCubeHack PinkLemonadeRemix GuessTheLemonadeSecret LemonadeFizzOff',
  },
  mocktail: {
    things: 'Shaker Garnish Mint Lime Glass Ice Soda Syrup',
    moves: 'VirginMojito ShirleyTemple Spritz RainbowLayers FrozenSlush Sunrise',
    verbs: 'Shake Muddle Stir Garnish Pour',
    core: 'Shaker Garnish Shake',
    scenes: 'MocktailHour DryJanuary',
    names:
      'InventAMocktail NameYourMocktail LayerYourMocktail MocktailGarnishOff ThreeIngredientMocktail GuessTheMocktail ShakeYourMocktail MatchMyMoodMocktail',
  },
  'hot chocolate': {
    things: 'Marshmallows Mug WhippedCream CocoaBomb Sprinkles CandyCane Blanket',
    moves: 'BombMelt MarshmallowTower WhippedTop SpicedMexican FrozenCocoa',
    verbs: 'Stir Melt Sip Pour',
    core: 'Marshmallows Mug Sip',
    scenes: 'HotCocoaBar',
    names:
      'CocoaBombDrop TopYourHotChocolate MarshmallowTower HotChocolateFlavorLab HotCocoaTasteTest WhippedCreamMountain HotCocoaMugArt CocoaForYourNeighbor',
    also: 'hotcocoa cocoa',
  },
  milkshake: {
    things: 'Blender Straw WhippedCream Cherry Sprinkles Glass Cookies',
    moves: 'Freakshake CookieCrumble Float CakeShake MaltedClassic',
    verbs: 'Blend Sip Pour',
    core: 'Straw WhippedCream Sip',
    scenes: 'MaltShop',
    names:
      'FreakshakeChallenge ThickShakeStrawTest InventAMilkshake MilkshakeMustacheSelfie MilkshakeBlindTaste MysteryMixInMilkshake MilkshakeGlassArt MilkshakeForTwo',
  },
  juice: {
    things: 'Press Oranges Carrots Ginger Celery Glass Straw',
    moves: 'GingerShot GreenBlend FreshSqueeze CitrusMix BeetBlend',
    verbs: 'Squeeze Press Blend Sip',
    core: 'Oranges Glass Squeeze',
    scenes: 'JuiceBar JuiceBox',
    names:
      'HandSqueezeJuiceRace GuessTheJuice InventAJuiceBlend JuiceWithoutAJuicer RainbowJuiceFlight GingerShotChallenge VeggieJuiceDare JuiceFromScraps',
  },
  kombucha: {
    things: 'Jar Tea Bottle Ginger Fizz Flavors Scoby',
    moves: 'HomeBrew FizzTest FlavorDrop Bottling SecondFerment',
    verbs: 'Brew Bottle Flavor Sip',
    core: 'Bottle Fizz Brew',
    names:
      'BrewYourOwnBooch NameYourScoby KombuchaFizzTest BoochFlavorLab GrowYourOwnScoby KombuchaBlindTaste SecondFermentSurprise KombuchaFirstSip',
    also: 'booch',
  },
  candy: {
    things: 'Gummies Lollipop Jar Caramel Sprinkles Wrapper Taffy',
    moves: 'FreezeDried Fudge ToffeeBark CaramelPull RockSugar',
    verbs: 'Melt Wrap Share',
    core: 'Gummies Lollipop Jar',
    scenes: 'CandyStore SugarRush',
    names:
      'CandySalad GrowRockCandy FreezeDriedCandyTest GuessTheCandyBlind CandyBarDupe ShapeYourGummies CandySwapChallenge WorldCandyReact',
    also: 'sweets',
  },
  smores: {
    things: 'Marshmallow Chocolate Graham Skewer Campfire Stick',
    moves: 'GoldenToast SkilletDip Bars Brownies Cookie Pie',
    verbs: 'Toast Stack Squish Melt',
    core: 'Marshmallow Graham Stack',
    scenes: 'Campfire Campout',
    names:
      'GoldenNotBurnt InventASmore TallestSmoreStack NoCampfireSmores SwapTheChocolate SmoresDipChallenge GourmetSmoresOff SmoresSquishTest',
  },
  cereal: {
    things: 'Bowl Milk Spoon Box Marshmallows Flakes',
    moves: 'TreatBars CrispyTreats Crunch Granola MilkPour',
    verbs: 'Pour Crunch Munch Mix',
    core: 'Flakes Milk Crunch',
    names:
      'CerealMashup GuessTheCerealBlind CerealSoggyTimer HomemadeCerealChallenge CerealTreatChallenge CerealMilkEverything CerealBoxRemake TinyCerealChallenge',
  },
  oatmeal: {
    things: 'Oats Berries Honey Cinnamon Bowl Jar Banana Milk',
    moves: 'OvernightOats BakedOats ProteinOats PBSwirl BruleeTop',
    verbs: 'Stir Soak Bake',
    core: 'Oats Bowl OvernightOats',
    names:
      'OvernightOatsChallenge TopMyOats BakedOatsChallenge SevenDaysOfOats OatmealBowlArt SavoryOatmealDare OatmealCookieBakeOff OatmealMugMinute',
    also: 'porridge oats',
  },
  lasagna: {
    things: 'Ricotta Noodles Mozzarella Bechamel Pan Marinara Basil',
    moves: 'RollUps LayerStack CornerPiece OnePanBake CheesePull',
    verbs: 'Layer Bake Slice',
    core: 'Ricotta Noodles Layer',
    names:
      'CleanLasagnaSlice CountTheLasagnaLayers CornerPieceOrCenter TallestLasagnaWins LasagnaCheesePullTest NoBoilLasagnaTest LasagnaSwap LasagnaForAFriend',
    also: 'lasagne',
  },
  shrimp: {
    things: 'Garlic Butter Lemon Skewer Rice Paprika Tortilla',
    moves: 'Scampi Tacos Boil Tempura Coconut BangBang',
    verbs: 'Peel Sear Boil Skewer',
    core: 'Scampi Tempura Peel',
    scenes: 'ShrimpBoil',
    names:
      'ShrimpPeelRace DumpTheBoil CrunchiestShrimpWins ShrimpTacoTuesday FiveMinuteShrimp ShrimpSkewerGrillOff ShrimpSauceOff GarlicShrimpChallenge',
    also: 'prawn',
  },
  salmon: {
    things: 'Rice Lemon Avocado Teriyaki Skin Dill SheetPan',
    moves: 'RiceBowl CrispySkin HoneyGlaze Bites Poke',
    verbs: 'Sear Glaze Flake Bake',
    core: 'Teriyaki CrispySkin Glaze',
    scenes: 'SalmonRun',
    names:
      'CrispySkinChallenge SalmonBowlRemix GlazeYourSalmon NoDrySalmon TenMinuteSalmon SalmonForSkeptics PassTheFlakeTest LeftoverSalmonRescue',
  },
  seafood: {
    things: 'Shrimp Crab Lobster Corn Butter Mussels Bag OldBay',
    moves: 'BoilBag LobsterRoll CrabCrack FishFry MusselPot',
    verbs: 'Boil Crack Peel Dip',
    core: 'Shrimp Crab Lobster',
    scenes: 'SeafoodBoil ClamBake FishMarket',
    names:
      'CrackAndDip SeafoodBoilDump SeafoodSauceOff LobsterRollShowdown GuessTheSeafood NewSeafoodTasteTest FishFryFriday BackyardClamBake',
  },
  bacon: {
    things: 'Eggs Toast Maple Skillet SheetPan Lettuce Strips',
    moves: 'Weave BLT MapleCandy Bits StuffedDates',
    verbs: 'Fry Weave Crisp Wrap',
    core: 'Strips Eggs Crisp',
    scenes: 'BaconAndEggs',
    names:
      'CrispiestBaconWins BaconWeaveChallenge BaconRoseChallenge WillItBaconWrap OvenBaconHack BLTBuildOff GuessTheBaconBrand TurkeyBaconTasteOff',
  },
  'hot dog': {
    things: 'Bun Ketchup Mustard Relish Grill Onions Chili',
    moves: 'ChiliDog CornDog ChicagoDog SpiralCut SonoranDog',
    verbs: 'Grill Spiral Squeeze',
    core: 'Bun Ketchup Mustard',
    scenes: 'HotDogStand',
    names:
      'HotDogSandwichDebate TopMyHotDog SpiralCutHotDog HotDogOctopusArt ChiliDogCookOff HotDogWorldTour ChicagoDogChallenge HomemadeCornDog',
  },
  nugget: {
    things: 'Ketchup Ranch HoneyMustard Breading Box Fryer',
    moves: 'DinoShapes ChickenBites AirFryerHack SauceFlight TempuraBatch',
    verbs: 'Dip Bread Fry Dunk',
    core: 'Ketchup ChickenBites Dip',
    scenes: 'DinoNuggets',
    names:
      'DinoNuggetArt DipEveryNugget StackTenNuggets ShapeYourNuggets GuessTheNuggetBrand CrunchiestNuggetWins NuggetSwap NuggetGlowUp',
  },
  tofu: {
    things: 'Soy Rice Sesame Wok Skillet ChiliCrisp Cornstarch Press',
    moves: 'CrispyCubes Scramble Katsu Mapo AirFryerHack',
    verbs: 'Press Crisp Toss Crumble',
    core: 'Soy CrispyCubes Press',
    names:
      'CanTofuBeCrispy TofuSkepticTasteTest PressYourTofu TofuFiveWays GuessItsTofu FreezeYourTofu TofuScrambleChallenge TofuDessertDare',
  },
  vegetarian: {
    things: 'Tofu Lentils Halloumi Beans Paneer Eggplant Mushrooms Chickpeas',
    moves: 'VeggieBurger Lasagna Curry StuffedPeppers BlackBeanTacos HalloumiWrap',
    verbs: 'Roast Grill Cook',
    core: 'Tofu Beans VeggieBurger',
    scenes: 'MeatlessMonday',
    names:
      'MeatlessMonday CanYouTellItsVeggie VegetarianWeekChallenge PlantBasedSwap HalloumiSqueakTest VegetarianGrillOff VegetarianTacoNight BeanBurgerFaceOff VegetarianFaveRemake',
  },
  'high protein': {
    things: 'ChickenBreast GreekYogurt Eggs CottageCheese Whey Lentils Tuna',
    moves: 'ProteinOats CottageBread ShakeBlend PowerBowl EggBites',
    verbs: 'Blend Bake Cook',
    core: 'ChickenBreast Eggs GreekYogurt',
    scenes: 'ProteinShake',
    names:
      'CottageCheeseEverything GuessTheProteinCount ProteinPancakeChallenge HighProteinBreakfastIn5 ProteinSnackSwap HighProteinMealPrep ProteinDessertDupe HighProteinOnABudget',
  },
  'gluten free': {
    things: 'AlmondFlour RiceFlour Oats Tapioca CornTortilla Quinoa',
    moves: 'Bread PizzaCrust Brownies Pasta Cookies Pancakes',
    verbs: 'Bake Mix Cook',
    core: 'AlmondFlour RiceFlour Bake',
    names:
      'CanYouTellItsGF GlutenFreeForAWeek GlutenFreePizzaChallenge GlutenFreeBreadRiseOff GlutenFreePastaTasteOff GlutenFreeFlourFaceOff GlutenFreeCookieSwap GlutenFreeGlowUp',
    also: 'celiac',
  },
  strawberry: {
    things: 'Cream Chocolate Basket Farm Sugar Mint Yogurt',
    moves: 'ChocolateDipped Shortcake Jam Tanghulu MatchaLatte DubaiCup',
    verbs: 'Dip Slice Cook',
    core: 'Cream Shortcake Jam',
    scenes: 'Berry BerryPicking',
    names:
      'StrawberryDubaiCup ChocolateBerryBouquet StrawberryRoseChallenge NoDripStrawberryDip GuessTheSweetestBerry StrawberryShortcakeOff StrawberryJamSpeedRun StrawberrySeasonBakeOff',
  },
  banana: {
    things: 'Peel Bunch PeanutButter Chocolate Oats Honey Freezer',
    moves: 'NiceCream Bread Split Pudding Pancakes Foster',
    verbs: 'Peel Mash Freeze Slice',
    core: 'Peel Bunch Split',
    scenes: 'BananaSplit',
    names:
      'BananaPeelArt BananaSplitChallenge BananaSushiChallenge BlendBananaNiceCream OneBunchFiveWays BananaPancakeChallenge RipeOrNotBanana BananaBlindTaste',
  },
  mango: {
    things: 'Lime Chamoy Tajin StickyRice Yogurt Knife Pit',
    moves: 'Smoothie Lassi Salsa Sorbet Flower HedgehogCut',
    verbs: 'Slice Peel Blend',
    core: 'StickyRice Smoothie Slice',
    scenes: 'MangoSeason',
    names:
      'MangoFlowerChallenge MangoHedgehogCut MangoVarietyTasteTest MangoSorbetOneIngredient ChamoyMangoCup MangoLassiChallenge MangoEverythingWeek RipestMangoWins',
  },
  watermelon: {
    things: 'Slice Rind Seeds Mint Lime Feta Knife Tajin',
    moves: 'FetaSalad Slushie Sorbet FruitCake Triangles',
    verbs: 'Slice Blend Carve',
    core: 'Slice Rind Seeds',
    scenes: 'Melon',
    names:
      'WatermelonKnockTest WatermelonCutHack WatermelonCarvingArt WatermelonSeedSpit WatermelonCakeChallenge GuessTheWatermelonWeight WatermelonPizzaChallenge WatermelonJuiceInTheRind',
  },
  fruit: {
    things: 'Berries Bowl Knife Skewer Melon Kiwi Dip',
    moves: 'Platter Kabobs Tanghulu Parfait Leather',
    verbs: 'Slice Skewer Blend Peel',
    core: 'Berries Melon Platter',
    scenes: 'FruitStand Orchard',
    names:
      'NewFruitTasteTest FruitRainbowChallenge FruitPlatterArt GuessTheFruitBlind FruitAToZ FruitCarvingChallenge FruitSaladFaceOff OneFruitFiveWays',
  },
  vegetable: {
    things: 'CuttingBoard Knife Garden Steamer SheetPan Dip Greens Veggies',
    moves: 'SheetPanRoast StirFry Crudites Zoodles GardenSoup',
    verbs: 'Chop Roast Steam Spiralize',
    core: 'Veggies Garden Greens',
    scenes: 'VeggiePatch',
    names:
      'SneakyVeggies TryANewVegetable OneVeggieFiveWays VeggieBlindTasteTest WinOverAVeggieSkeptic GrowYourOwnVegetable VeggieChipBakeOff VegetableSoupSwap',
    also: 'veggies veg',
  },
  enchilada: {
    things: 'Tortilla Cheese Casserole Cilantro SourCream Onion Skillet',
    moves: 'RedSauce VerdeSauce RollAndBake SkilletBake Casserole',
    verbs: 'Roll Smother Bake Layer',
    core: 'Tortilla RedSauce Roll',
    names:
      'RedOrGreenEnchiladas RollYourEnchiladas CheesiestEnchiladaWins NoTearTortillas EnchiladaStackChallenge EnchiladaSauceFromScratch GuessMyEnchiladaFilling EnchiladaTrayReveal',
  },
  'soul food': {
    things: 'CastIron Cornbread CollardGreens Gravy Buttermilk HotSauce Skillet',
    moves: 'FriedChicken MacAndCheese Gumbo CandiedYams Oxtail PeachCobbler',
    verbs: 'Fry Smother Season Bake',
    core: 'Cornbread CollardGreens FriedChicken',
    scenes: 'SoulFoodSunday',
    names:
      'SoulFoodSundayCookOff PeachCobblerBakeOff CandiedYamsChallenge CookoutSideDishOff GrandmasSoulFoodDish SoulFoodPlateUp SkilletCornbreadChallenge SoulFoodRecipeSwap',
  },
  cajun: {
    things: 'Shrimp Rice Crawfish Andouille Okra Roux HolyTrinity',
    moves: 'Gumbo Jambalaya SeafoodBoil Beignets BlackenedFish Etouffee',
    verbs: 'Stir Season Boil Blacken',
    core: 'Crawfish Gumbo Jambalaya',
    scenes: 'Bayou CrawfishBoil MardiGras',
    names:
      'FirstYouMakeARoux CajunSpiceBlendOff CajunCookOff JambalayaChallenge BeignetBakeOff CajunBoilDump CajunSeasonEverything GuessTheGumboSecret',
    also: 'creole',
  },
  pho: {
    things: 'Broth Basil Lime Sriracha Hoisin Chopsticks StarAnise Brisket Noodles',
    moves: 'RareBeef ChickenBowl HerbPile BrothSip NoodleLift',
    verbs: 'Simmer Slurp Sip Toast',
    core: 'Broth Noodles Slurp',
    names:
      'SlurpThePho PhoRealChallenge BuildYourPhoBowl PhoHerbPileUp ClearestPhoBroth InstantPhoUpgrade PhoInTwentyMinutes PhoNoodleLift',
  },
  paella: {
    things: 'Rice Shrimp Saffron Pan Mussels Chorizo Lemon',
    moves: 'SeafoodPan CrispyBottom ChickenAndChorizo BlackInk Valenciana',
    verbs: 'Simmer Toast Serve',
    core: 'Rice Saffron Pan',
    names:
      'CrispyBottomChallenge NoStirPaella PaellaChorizoDebate PaellaOnTheGrill PaellaForTwelve PaellaPanCookOff PaellaPanReveal PaellaOnABudget',
  },
  hummus: {
    things: 'Chickpeas Tahini Lemon Garlic OliveOil Pita Paprika Blender',
    moves: 'SpoonSwoosh RoastedPepper WhippedDip BeetPink LoadedBowl',
    verbs: 'Blend Swoosh Dip Drizzle',
    core: 'Chickpeas Pita Dip',
    names:
      'SpoonSwooshChallenge SilkiestHummusWins PeelTheChickpeas HummusFlavorOff TopMyHummus HummusInFiveMinutes ColorYourHummus DessertHummusDare',
  },
  falafel: {
    things: 'Chickpeas Parsley Tahini Pita Pickles Scoop Herbs Lemon',
    moves: 'Wrap CrispyBall Bowl AirFryerHack GreenInside',
    verbs: 'Scoop Fry Wrap Drizzle',
    core: 'Chickpeas Pita Wrap',
    names:
      'CrispyOutsideGreenInside RoundestFalafelWins StuffThePita FalafelCrunchTest TahiniDrizzleArt FalafelWrapOff BakedVsFriedFalafel FalafelFlavorOff',
  },
  shawarma: {
    things: 'Pita Garlic Pickles Fries Tahini Sumac Spit',
    moves: 'ChickenWrap BeefPlate SheetPanDinner FriesInside Bowl',
    verbs: 'Wrap Slice Marinate Roll',
    core: 'Pita Tahini Wrap',
    names:
      'GarlicSauceChallenge FriesInsideTheWrap ShawarmaWrapChallenge BeatTheShawarmaShop ShawarmaWithoutASpit ShawarmaSpiceGuess ShawarmaCrispEdges ShawarmaForTheSquad',
  },
  kebab: {
    things: 'Skewer Grill Onion Peppers Yogurt Pita Charcoal Lemon',
    moves: 'ShishSkewer Kofta Doner VeggieSkewer ChickenSkewer',
    verbs: 'Skewer Grill Marinate',
    core: 'Pita Doner',
    scenes: 'KebabShop',
    names:
      'SkewerItUp RainbowSkewerChallenge KebabGrillOff LongestKebabWins KebabMarinadeOff GuessTheKebabSpice ShapeYourKofta KebabOnABudget',
    also: 'kabob kebob',
  },
  kimchi: {
    things: 'Cabbage Jar Garlic Rice Radish Gloves Gochugaru',
    moves: 'FriedRice Pancake Jjigae Ferment HomemadeBatch',
    verbs: 'Ferment Salt Pack',
    core: 'Cabbage FriedRice Ferment',
    names:
      'KimchiJarReveal MakeKimchiWithMe WillItKimchi KimchiPancakeFlip KimchiFermentDiary KimchiEverything OneJarFiveMeals KimchiBlindTaste',
  },
  'hot pot': {
    things: 'Broth Ladle DippingSauce Chopsticks Tofu Mushrooms Noodles Beef',
    moves: 'SplitPot SauceBar Swish DipAndDunk MalaBroth',
    verbs: 'Dip Swish Ladle Share',
    core: 'Broth SplitPot Dip',
    scenes: 'HotPotNight',
    names:
      'CatchTheFishBall HotPotSauceChallenge SpicyOrMildBroth HotPotPlatterArt HotPotIngredientDraft TinyHotPotForOne HotPotOnABudget FishBallBounceTest',
  },
  'dim sum': {
    things: 'BambooSteamer Cart Teapot Chopsticks Soy ChiliOil',
    moves: 'Dumplings BaoBun EggTart SiuMai HarGow CheungFun',
    verbs: 'Steam Pleat Share Pour',
    core: 'BambooSteamer Dumplings BaoBun',
    scenes: 'DimSumBrunch',
    names:
      'PleatTheHarGow DimSumFoldOff FluffiestBaoWins SteamerBasketChallenge EggTartBakeOff DimSumOrderDraft DimSumBlindBite DimSumInAnHour',
  },
  'pad thai': {
    things: 'Wok RiceNoodles Peanuts Lime Tamarind BeanSprouts Egg Shrimp',
    moves: 'WokToss NoodleToss PeanutCrunch TofuCrisp EggScramble',
    verbs: 'Toss Stir Squeeze Crack',
    core: 'RiceNoodles Peanuts Toss',
    scenes: 'ThaiTakeout',
    names:
      'BetterThanTakeout PadThaiIn20Minutes PadThaiSauceOff NoClumpPadThai PadThaiNoodleToss PadThaiBlindTaste PadThaiOnAFiver PadThaiFromThePantry',
  },
  biryani: {
    things: 'Basmati Saffron Ghee Raita Pot Spices FriedOnions Mint',
    moves: 'PotReveal LayerAndSeal ChickenDum VegLayer Hyderabadi',
    verbs: 'Layer Simmer Serve',
    core: 'Basmati Spices PotReveal',
    names:
      'BiryaniPotReveal EveryGrainSeparate LayerTheBiryani TeachMeYourBiryani FamilyBiryaniTasteOff SealTheBiryaniPot BiryaniSpiceBoxChallenge BiryaniGlowUp BiryaniForEid',
  },
  jollof: {
    things: 'Tomato ScotchBonnet Rice Pot Plantain Chicken Thyme',
    moves: 'PartyPot SmokyBottom GhanaPot NigerianPot FriedPlantain',
    verbs: 'Stir Simmer Serve Season',
    core: 'Rice Tomato PartyPot',
    scenes: 'PartyJollof JollofWars',
    names:
      'JollofWars SmokyJollofChallenge PartyJollofChallenge JollofBlindTaste TeachMeYourJollof JollofFamilyRecipe JollofGlowUp SweetestPlantainWins',
  },
  empanada: {
    things: 'Dough Filling Fork Oven Chimichurri Beef Cheese',
    moves: 'ForkCrimp BraidedEdge Picadillo HamAndCheese Guava',
    verbs: 'Fold Crimp Bake',
    core: 'Dough Filling Crimp',
    names:
      'CrimpItRight BraidTheEdge EmpanadaFoldOff NoLeakEmpanada BakedOrFriedEmpanada GuessTheEmpanadaFilling EmpanadaFillingSwap AbuelasEmpanadas',
  },
  tamale: {
    things: 'Masa Husk Steamer Filling Pork Salsa Abuela',
    moves: 'MasaSpread HuskFold SweetCorn RedPork Tamalada',
    verbs: 'Fold Steam Wrap',
    core: 'Masa Husk Wrap',
    scenes: 'Tamalada',
    names:
      'MasaFloatTest SpreadTheMasa TamaleWrapCount TamaleFoldChallenge TamaleSteamerReveal TamaleFillingFaceOff ChristmasTamaleSwap TamalesForTheNeighbors',
  },
  ceviche: {
    things: 'Lime Shrimp Cilantro Onion Tostada Avocado Chips',
    moves: 'PeruvianBowl MangoTwist TostadaTop FishCubes ShrimpCups',
    verbs: 'Squeeze Chop Marinate Toss',
    core: 'Lime Shrimp Squeeze',
    names:
      'TwentyLimeChallenge GuessTheCevicheCitrus TwentyMinuteCeviche CevicheShowdown StackYourTostada TinyCubeCeviche FruitCevicheRemix RainbowCeviche',
  },
  poke: {
    things: 'Rice Salmon Tuna Edamame Avocado Sesame Nori Seaweed',
    moves: 'BuildABowl SpicyTuna SalmonStack Rainbow CaliforniaBowl',
    verbs: 'Drizzle Toss Slice',
    core: 'Rice Tuna BuildABowl',
    scenes: 'PokeBowl',
    names:
      'PokeBowlBuildOff TopMyPokeBowl GuessThePokeSauce PokeToppingDraft PokeBowlArt PokeBowlUnder10 VeggiePokeSwap BlindfoldPokeChallenge',
  },
  chili: {
    things: 'Beans CastIron Cornbread Cheddar SourCream Pot Spices Jalapeno',
    moves: 'TexasRed WhiteBean Cincinnati CornbreadTop LoadedBowl',
    verbs: 'Simmer Stir Spice',
    core: 'Beans Cornbread Simmer',
    names:
      'ChiliCookOff ChiliWithOrWithoutBeans GuessMyChiliSecret TopMyChili OnePotChiliIn30 CannedChiliGlowUp ChiliPepperDraft ChiliInABreadBowl',
  },
  stew: {
    things: 'DutchOven Pot Ladle Carrots Potatoes Bread Beef Broth',
    moves: 'IrishBowl Goulash Cassoulet Ragu Braise Chowder',
    verbs: 'Braise Simmer Stir Ladle',
    core: 'Pot Carrots Simmer',
    names:
      'FridgeCleanoutStew SpoonStandUpStew OneHourStew GuessMyStewSecret BeefStewChallenge StewSwap GrandmasStewRecipe StewForANeighbor',
  },
  meatball: {
    things: 'Marinara Parmesan Breadcrumbs Skillet Sub Spaghetti Basil',
    moves: 'IkeaCopycat SubSandwich MozzarellaCenter SundayGravy AirFryerHack',
    verbs: 'Roll Sear Simmer',
    core: 'Spaghetti Marinara Roll',
    names:
      'RollEmUp SameSizeMeatballs GiantMeatball HideTheCheese NonnasMeatballs NoFallApartMeatballs MeatballCookOff MeatballBlindBite',
  },
  pesto: {
    things: 'Basil PineNuts Parmesan Mortar Garlic OliveOil Pasta',
    moves: 'PastaToss SundriedSpread GreenEggs Swirl Drizzle',
    verbs: 'Pound Blend Toss Drizzle',
    core: 'Basil Pasta Blend',
    names:
      'PoundYourPesto NoBasilPesto PestoEggsChallenge GreenestPestoWins PestoEverything JarVsHomemadePesto PestoIceCubeHack PestoInFiveMinutes',
  },
  risotto: {
    things: 'Arborio Parmesan Broth Ladle Butter Mushrooms Saffron Rice',
    moves: 'Milanese Mushroom LemonPea Arancini SlowStir',
    verbs: 'Stir Ladle Toast Simmer',
    core: 'Rice Parmesan Stir',
    names:
      'KeepStirring CreamiestRisottoWins NoCreamRisotto AranciniFromLeftovers ToStirOrNot RisottoInTwentyMinutes GuessMyRisotto RisottoOnABudget',
  },
  mushroom: {
    things: 'Butter Garlic Thyme Skillet CastIron Morel Chanterelle',
    moves: 'Stroganoff Risotto StuffedCaps Jerky LionsMane Steak',
    verbs: 'Saute Roast Slice Sear',
    core: 'StuffedCaps Stroganoff Saute',
    scenes: 'MushroomHunt',
    names:
      'GrowYourOwnMushrooms MushroomMeatSwap CrispyMushroomChallenge PickyEaterMushroomTest GuessTheMushroom DontCrowdTheMushrooms OneMushroomFiveWays MushroomTacoTuesday',
  },
  tomato: {
    things: 'Basil Mozzarella Vine Garden Salt OliveOil Bread',
    moves: 'Caprese Bruschetta Salsa Soup Gazpacho Confit Shakshuka',
    verbs: 'Slice Roast Crush Simmer',
    core: 'Garden Basil Slice',
    scenes: 'TomatoSeason',
    names:
      'TomatoSandwichSummer GrowATomatoChallenge HeirloomTasteTest GuessTheTomatoCount CanVsFreshTomato TomatoPeelHack OneTomatoThreeWays TomatoEverything',
  },
  lemon: {
    things: 'Zester Pitcher Mint Honey Sugar Peel Glaze',
    moves: 'ShortbreadBars Curd MeringuePie DrizzleLoaf Sorbet Marmalade',
    verbs: 'Zest Squeeze Drizzle Glaze',
    core: 'Peel MeringuePie Squeeze',
    scenes: 'LemonadeStand',
    names:
      'SourFaceChallenge ZestEverything OneLemonFiveWays SqueezeEveryDrop LemonMeringuePeaks WholeLemonNoWaste LemonBarBakeOff LemonDessertDuel',
  },
  honey: {
    things: 'Comb Jar Dipper Hive Tea Toast Butter Lemon Bee',
    moves: 'Drizzle SpicyGlaze WhippedButter GarlicGlaze Baklava',
    verbs: 'Drizzle Glaze Dip',
    core: 'Bee Hive Drizzle',
    scenes: 'Beehive HoneyBee',
    names:
      'HotHoneyEverything GuessTheHoney HoneyDrizzleChallenge SwapSugarForHoney HoneyGlazeOff HoneyCakeChallenge HoneyAndCheesePairing LocalHoneyTasteOff',
  },
  'peanut butter': {
    things: 'Jelly Jar Spoon Toast Banana Celery Crackers Chocolate',
    moves: 'PBJ PBCups Cookies Smoothie Swirl ProteinBalls',
    verbs: 'Swirl Dip Scoop',
    core: 'Jelly Toast PBJ',
    scenes: 'PBJ',
    names:
      'PBJUpgrade CrunchyOrCreamy PeanutButterBlindTest PBEverything PBWeirdPairings PeanutButterCookieOff PBCupDupe PBSwirlArt',
  },
  nutella: {
    things: 'Jar Spoon Toast Hazelnut Banana Strawberry',
    moves: 'Swirl StuffedCookie MugCake Churros Dip Pancake Crepe',
    verbs: 'Swirl Dip Drizzle',
    core: 'Hazelnut Toast Swirl',
    names:
      'NutellaSwirlChallenge NutellaStuffedChallenge NutellaToastArt NutellaDupeBlindTest TwoIngredientNutella EmptyTheNutellaJar NutellaBrownieBakeOff NutellaEverything',
  },
  yogurt: {
    things: 'Granola Berries Honey Bowl Jar Spoon',
    moves: 'Parfait FrozenBark Flatbread Tzatziki SmoothieBowl Cheesecake',
    verbs: 'Layer Swirl Freeze',
    core: 'Granola Berries Parfait',
    scenes: 'FroYo',
    names:
      'YogurtBarkChallenge LayerYourParfait YogurtBowlArt FroYoToppingDraft YogurtFlatbreadHack GuessTheYogurtFlavor MakeYogurtOvernight GreekYogurtEverything',
    also: 'yoghurt',
  },
  'garlic bread': {
    things: 'Butter Parsley Baguette Mozzarella Parmesan Oven Foil',
    moves: 'Knots PullApart CheesyLoaf Toast PizzaLoaf',
    verbs: 'Toast Bake Tear',
    core: 'Butter Baguette Toast',
    names:
      'CheesyGarlicBreadPull ExtraGarlicChallenge GarlicBreadEverything GarlicBreadRanking GarlicBreadGlowUp GarlicButterBlendOff GarlicBreadCrunchTest TieAGarlicKnot',
  },
  pretzel: {
    things: 'Salt Mustard CheeseDip Dough BakingSoda Oven Butter',
    moves: 'Twist Braid SaltedKnot StuffedBites SandwichBun',
    verbs: 'Twist Roll Dip Bake',
    core: 'Salt CheeseDip Twist',
    names:
      'PretzelTwistChallenge PretzelInitials MallPretzelCopycat GiantPretzelBake PretzelDipOff SaltyOrSweetPretzel PretzelStackTower ChocolatePretzelRods',
  },
  tortilla: {
    things: 'Flour Masa Press Cheese RollingPin Comal',
    moves: 'FoldHack Quesadilla PuffCheck Tostada Chips HandPress',
    verbs: 'Press Roll Flip Fold',
    core: 'Flour Quesadilla Flip',
    names:
      'DoesItPuff PerfectlyRoundTortilla TortillaFoldHack FlourOrCorn TortillaPressChallenge OneTortillaFiveWays CrunchiestChipWins TortillaTowerCount',
  },
  'cast iron': {
    things: 'Skillet Seasoning Chainmail Scrubber OliveOil Oven Handle Cornbread',
    moves: 'Restore Sear PanPizza DutchBaby SkilletCookie',
    verbs: 'Season Sear Scrub Restore',
    core: 'Skillet Restore Season',
    names:
      'CastIronEggSlide RustToRestored SeasonYourSkillet CastIronOnlyWeek CastIronPizzaChallenge TallestDutchBaby CastIronFlipReveal CastIronSearOff',
  },
  'slow cooker': {
    things: 'Lid Liner Timer Pot Ladle Beef Broth Beans',
    moves: 'DumpAndGo PotRoast Chili PulledPork Soup Queso',
    verbs: 'Simmer Stir Shred',
    core: 'Lid PotRoast Simmer',
    names:
      'DumpAndGoDinner GuessWhatsInTheCooker FiveIngredientSlowCooker CookWhileYouSleep SlowCookerDessertDare SlowCookerShredTest SlowCookerEveryDay SlowCookerPotluckOff',
    also: 'crockpot',
  },
  'instant pot': {
    things: 'Lid Valve Timer Pot Rack Rice Broth',
    moves: 'QuickRelease PotRoast RiceBatch Yogurt Cheesecake Chili',
    verbs: 'Saute Cook Stir',
    core: 'Valve QuickRelease PotRoast',
    names:
      'WillItInstantPot InstantPotVsStovetop InstantPotIn20 InstantPotRiceTest DumpAndPress InstantPotCookOff UnboxAndCook InstantPotYogurt',
    also: 'pressurecooker',
  },
  wok: {
    things: 'Spatula Ladle Oil Garlic Ginger Soy Noodles Rice',
    moves: 'StirFry FriedRice Toss LoMein Seasoning',
    verbs: 'Toss Stir Sear Season',
    core: 'Noodles StirFry Toss',
    scenes: 'StirFry',
    names:
      'WokItOut WokTossChallenge SeasonYourWok OneWokDinner WokHeiChallenge WokOnlyWeek TenMinuteWok WokSteamerHack',
  },
  microwave: {
    things: 'Mug Plate Timer Bowl Popcorn Cover',
    moves: 'MugCake MugOmelette Quesadilla Nachos BakedPotato',
    verbs: 'Stir Melt Cook',
    core: 'Popcorn MugCake Melt',
    names:
      'TwoMinuteMugCake MicrowaveOnlyChallenge WillItMicrowave MicrowaveChipsHack SixtySecondSnack DormRoomCookOff MicrowaveThreeCourse MicrowaveChefChallenge',
  },
  potluck: {
    things: 'CasseroleDish Crockpot Foil SignUpSheet Table Tupperware',
    moves: 'Casserole DeviledEggs PastaSalad SevenLayerDip Brownies Sliders',
    verbs: 'Share Serve Cook',
    core: 'CasseroleDish DeviledEggs Share',
    scenes: 'PotluckDinner',
    names:
      'GuessWhoMadeIt PotluckBingo PotluckCountryDraw FiveDollarPotluckDish EmptyPlateWins PotluckSideDishOff NoRepeatsPotluck PotluckRecipeCardSwap',
  },
  popsicle: {
    things: 'Molds Sticks Freezer Yogurt Juice Fruit Chocolate',
    moves: 'LayeredStripes FruitChunks YogurtDip ChocoDip Paleta',
    verbs: 'Freeze Pour Layer Dip',
    core: 'Sticks Molds Freeze',
    scenes: 'BrainFreeze',
    names:
      'InventAPopsicle LastPopsicleStanding LayeredPopsicleChallenge GuessThePopsicleFlavor PopsicleArt TwoIngredientPops FruitInEveryBite RainbowPopsicles',
    also: 'icepop',
  },
  'cookie dough': {
    things: 'Spoon Scoop Chips Jar Flour Bowl',
    moves: 'EdibleBatch Bites Truffles Dip StuffedCookie',
    verbs: 'Scoop Roll Mix Freeze',
    core: 'Spoon Scoop EdibleBatch',
    names:
      'CookieDoughFlavorLab BakeOrSpoonIt CookieDoughDipChallenge CookieDoughMixInDraft StuffedCookieChallenge CookieDoughBlindTaste CookieDoughEverything EdibleCookieDough',
  },
  bakery: {
    things: 'Croissant Baguette Cupcake Donut Dough Oven RollingPin Flour Muffin Eclair',
    moves: 'KneadAndFold FreshBatch OvenPeek FrostingSwirl DawnBake ShowcasePick',
    verbs: 'Bake Knead Frost Proof Roll',
    core: 'Croissant Baguette Bake',
    scenes: 'BakersDozen',
    names:
      'GuessTheBakeryTreat BakeryDupeChallenge BakersDozenChallenge TryEveryPastry BakeryCaseRanking StackTheBakeryOrder BakeryBoxForAFriend PopUpBakeryAtHome',
    also: 'bakeshop patisserie',
  },
  'farmers market': {
    things: 'Tomato Honey Peach Basket Stall Tote Sunflower Cider Jam Zucchini',
    moves: 'SampleTour SeasonalHaul StallHop PeachSqueeze ToteFill HoneyTasting',
    verbs: 'Shop Taste Sample Haul',
    core: 'Stall Basket Shop',
    scenes: 'MarketDay',
    names:
      'TenDollarMarketChallenge MarketMysteryBasket FarmersMarketBingo MarketToPlate FarmersMarketColorHunt TryTheWeirdestVeggie FarmersMarketCookOff ZeroWasteMarketHaul',
  },
  'food truck': {
    things: 'Window Chalkboard Taco Fries Napkin Line Grill Sauce Buzzer Sticker',
    moves: 'OrderUp SauceDrip TruckHunt CurbsideFeast SecretSauce WindowOrder',
    verbs: 'Order Grill Serve Taste',
    core: 'Window Taco OrderUp',
    scenes: 'StreetFood',
    names:
      'TasteEveryTruck FoodTruckCopycat PitchYourFoodTruck FoodTruckSauceSecret ThreeItemFoodTruck FoodTruckMenuChallenge FoodTruckCookOff FoodTruckOrderDraft',
  },
  deli: {
    things: 'Sandwich Pickle Counter Slicer Ticket Salami Rye Bagel Mustard Scale',
    moves: 'TakeANumber SliceCheck StackHigh PickleCrunch SampleSlice OrderRush',
    verbs: 'Slice Stack Order Wrap',
    core: 'Sandwich Pickle TakeANumber',
    scenes: 'DeliCounter',
    names:
      'StackItHigh DeliPickleRanking GuessTheDeliMeat DeliDupeChallenge DeliSandwichCutReveal DeliCounterDraft BuildAnItalianSub PastramiOnRyeChallenge',
    also: 'delicatessen',
  },
  barista: {
    things: 'Latte Espresso Cup Sharpie Foam Grinder Syrup TipJar Frother Portafilter',
    moves: 'LatteArt NameMisspelled OrderRush MilkSteam ExtraShot SecretMenu',
    verbs: 'Brew Steam Pour Froth Tamp',
    core: 'Latte Cup LatteArt',
    scenes: 'CoffeeShop LatteArt',
    names:
      'PourTheRosetta BaristaLatteArtOff GuessTheDrinkOrder BaristaForADay BaristaSpeedRound MicrofoamOrBust BaristaBlindTaste BaristaVsHomeBrew',
  },
  'bake sale': {
    things: 'Brownie Cupcake Cookie Tray PriceTag Cashbox Table Sign Muffin Cellophane',
    moves: 'SoldOut PriceTagging FrostingSwirl TasteTest CupcakeStack StoreBoughtSwap',
    verbs: 'Bake Frost Sell Wrap Price',
    core: 'Cupcake PriceTag Sell',
    names:
      'BakeSaleBestSeller BakeForACause BakeSaleSellOut WrapItPretty BakeSaleCookieChallenge BakeSaleOnADime StyleYourBakeSaleTable BakeSaleBrownieStack',
  },
  'lemonade stand': {
    things: 'Pitcher Lemon Cup Sign Ice Cooler Table Straw Cashbox Stool',
    moves: 'FirstCustomer SignPaint StirItUp PriceHike SellOut SidewalkPitch',
    verbs: 'Squeeze Stir Pour Sell',
    core: 'Pitcher Lemon Sell',
    names:
      'LemonadeStandSellOut SecretRecipeLemonade LemonadeStandPitch DesignYourLemonadeStand PaintYourStandSign LemonadeStandRecipeOff LemonadeStandForACause LemonadeStandMenuDraft',
  },
  'trader joes': {
    things:
      'Bouquet CookieButter Dumpling HawaiianShirt Bell Sample Cart Chalkboard Tote Seasoning',
    moves: 'SampleStop SeasonalHaul FlowerGrab FrozenAisleRun TasteTest ParkingLotPanic',
    verbs: 'Sample Taste Haul Shop',
    core: 'HawaiianShirt Bouquet Sample',
    scenes: 'TJs',
    names:
      'TraderJoesFiveIngredients TJsFrozenMealRanking CookieButterEverything TraderJoesOnTwentyBucks TJsSnackBlindTest TraderJoesNewItemTest TJsCheeseBoardOff TJsDinnerIn10',
  },
  chipotle: {
    things: 'Bowl Burrito Guac Foil Chip Salsa Tortilla Rice Lime Queso',
    moves: 'ExtraGuac BowlShake FoilWrap PortionCheck DoubleScoop LineOrder',
    verbs: 'Wrap Scoop Roll Order',
    core: 'Burrito Bowl Guac',
    scenes: 'BurritoBowl ExtraGuac',
    names:
      'BowlShakeChallenge RateMyChipotleOrder ChipotleBurritoFold ChipotleRiceDupe CopycatChipotleGuac ChipotleBlindSwap ChipotleSecretMenu ChipotlePortionHack',
  },
  dunkin: {
    things: 'Donut Munchkin IcedCoffee Cup Straw DozenBox Sprinkle Bagel Coolatta',
    moves: 'DriveThruRun MunchkinToss MorningOrder DozenPick IcedInWinter',
    verbs: 'Dunk Sip Order Sprinkle',
    core: 'Donut Munchkin Dunk',
    scenes: 'DunkinRun',
    names:
      'GuessMyDunkinOrder MunchkinTower DunkinDupeChallenge DunkinRefresherRemix DunkinDrinkBlindTest DunkinCupDoodle DunkinDozenDecorate DunkinMunchkinRanking',
    also: 'dunkindonuts',
  },
  'coca cola': {
    things: 'Bottle Can Straw Ice Glass PolarBear Fountain Cap Mentos Fizz',
    moves: 'MentosGeyser FizzCheck CanCrack FirstSip ShareABottle BlindTaste',
    verbs: 'Sip Fizz Pour Share',
    core: 'Bottle Can Fizz',
    scenes: 'ShareACoke',
    names:
      'CookWithCoke CokeBlindTaste CokeFlavorRanking CokeFloatChallenge CocaColaCakeChallenge CokeGlazeOff CokeMocktailMixOff RetroCokeRecipe',
    also: 'coke',
  },
  'taco bell': {
    things: 'Crunchwrap SaucePacket Chalupa Nacho BajaBlast Quesadilla CinnamonTwist Bell Tray',
    moves: 'LateNightRun FourthMeal SauceHoard MenuHack CrunchwrapFold',
    verbs: 'Crunch Fold Dip Order',
    core: 'Crunchwrap SaucePacket Chalupa',
    scenes: 'Crunchwrap FourthMeal',
    names:
      'CrunchwrapFoldChallenge InventATacoBellItem TacoBellSauceRanking GuessMyTacoBellOrder TacoBellBudgetFeast CinnamonTwistDupe TacoBellDupeOff TacoBellSecretHack',
  },
  'chick fil a': {
    things: 'Nugget Sauce WaffleFry Lemonade Cow Milkshake Biscuit Pickle Tray Straw',
    moves: 'DriveThruSpeed SauceRequest SundayCraving NuggetCount PickleCheck',
    verbs: 'Dip Order Sip Crave',
    core: 'Nugget WaffleFry Sauce',
    scenes: 'WaffleFries',
    names:
      'ChickFilAOnSunday ChickFilASauceDupe GuessMyChickFilAOrder ChickFilASandwichDupe PickleBrineChicken WaffleFryCutHack ChickFilABlindTaste ChickFilASauceRanking',
  },
  'krispy kreme': {
    things: 'Glaze HotLight Conveyor PaperHat DozenBox Donut Sprinkle Coffee Window',
    moves: 'HotLightOn GlazeWaterfall WindowWatch DozenDeal WarmBite FreeDonut',
    verbs: 'Glaze Dip Dunk Watch',
    core: 'Donut Glaze DozenBox',
    scenes: 'OriginalGlazed',
    names:
      'HotLightHunt GlazeWaterfall KrispyKremeDozenRanked SquishTheGlazed KrispyKremeDupe DecorateYourOwnDonut KrispyKremeBoxSwap KrispyKremeBlindTaste',
  },
  oreo: {
    things: 'Cookie Creme Milk Glass Crumb Cheesecake Milkshake Wafer DoubleStuf',
    moves: 'TwistLickDunk MilkDunk CremeScrape CookieStack PerfectSplit',
    verbs: 'Twist Dunk Stack Split',
    core: 'Cookie Creme Milk Dunk',
    scenes: 'DoubleStuf TwistLickDunk',
    names:
      'TwistLickDunk OreoMoonPhases PerfectOreoSplit OreoStackChallenge OreoStufRanking OreoFlavorBlindTest InventAnOreoFlavor TwoIngredientOreoCake',
  },
  doritos: {
    things: 'Chip Bag CheeseDust Salsa Triangle Chopstick Nacho Crumb Napkin',
    moves: 'ChopstickHack BagShake LastCrumb CrunchTest DustyFingers',
    verbs: 'Crunch Munch Shake Dip',
    core: 'Chip CheeseDust Crunch',
    scenes: 'CoolRanch',
    names:
      'ChipsWithChopsticks LoudestCrunchWins DoritosFlavorBlindTest InventADoritosFlavor DoritoCrustChallenge DoritosDustEverything CookWithDoritos WalkingTacoBag',
  },
  'waffle house': {
    things: 'WaffleIron Hashbrown Jukebox Booth Counter Coffee Sign Menu Apron Syrup',
    moves: 'ScatteredSmothered JukeboxPick CounterSeat OrderCall LateNightBooth',
    verbs: 'Flip Scatter Pour Order',
    core: 'Hashbrown Booth Syrup',
    names:
      'ScatteredSmotheredCovered HashbrownsYourWay WaffleHouseDupe OneBreathWaffleOrder WaffleHouseAt3AM WaffleHouseTasteTest WaffleHouseMenuBingo WaffleHouseGrillMaster',
  },
  'olive garden': {
    things: 'Breadstick SaladBowl CheeseGrater Alfredo Mint Basket Pasta Soup Tiramisu',
    moves: 'CheeseSayWhen EndlessRefill BreadstickStack SaladToss FamilyStyle',
    verbs: 'Grate Twirl Refill Toss',
    core: 'Breadstick Alfredo EndlessRefill',
    scenes: 'Breadsticks',
    names:
      'SayWhenChallenge CopycatAlfredo HowManyBreadsticks ZuppaToscanaDupe OliveGardenDressingHack OliveGardenBlindTaste OliveGardenAtHome OliveGardenOrderDraft',
  },
  rice: {
    things: 'Jasmine Basmati Grains Pot Steam Bowl Chopsticks Cooker',
    moves: 'FluffTest CrispyBottom GrainBowl StickyScoop NoPeekSteam',
    verbs: 'Rinse Steam Cook',
    core: 'Jasmine Basmati Grains',
    names:
      'FluffiestRiceWins TahdigFlipReveal KnuckleMethodRice CrispyRiceChallenge OnigiriShapeOff RiceCookerOnlyMeal LeftoverRiceRescue RiceBowlBuildOff NoPeekRice',
  },
  'stir fry': {
    things: 'Wok Veggies Noodles Garlic Ginger SoySauce Sesame Scallions',
    moves: 'WokToss HighHeat VeggieChop SauceSwirl TenMinuteDinner',
    verbs: 'Toss Sizzle Chop',
    core: 'Wok Veggies Ginger',
    scenes: 'Weeknight',
    names:
      'StirFryIn10 SizzleSoundCheck BeatTheTakeout FridgeCleanOutStirFry StirFrySauceOff WokTossChallenge OneWokStirFry StirFryColorCount StirFryFriday',
    also: 'stirfried',
  },
  churros: {
    things: 'Cinnamon Sugar Chocolate Dough PipingBag DulceDeLeche Skillet Star',
    moves: 'PipeAndFry ChocolateDip SugarRoll DulceFill CrunchTest',
    verbs: 'Pipe Fry Dip Roll',
    core: 'Cinnamon Sugar Chocolate',
    scenes: 'Fiesta Feria',
    names:
      'ChurroCrunchTest LongestChurroWins PipeThePerfectChurro ChurroDipOff ShapeYourChurro FilledChurroFaceOff CinnamonSugarShake OvenVsFryerChurro ChurroStandDupe',
    also: 'churro',
  },
  ribs: {
    things: 'Rub Smoker Sauce Bones Glaze Grill Foil Brush',
    moves: 'LowAndSlow FallOffTheBone SauceMop BarkCheck BendTest',
    verbs: 'Smoke Glaze Grill',
    core: 'Rub Smoker Glaze',
    scenes: 'Cookout BackyardBBQ',
    names:
      'BendTestChallenge SauceVsDryRub RibRubOff FallOffOrBite OvenRibsVsSmoker RibGlazeGlowUp BackyardRibCookOff StickyFingerRibs RibRackReveal',
    also: 'rib',
  },
  brisket: {
    things: 'Bark Smoker Rub SmokeRing BurntEnds ButcherPaper Slicer Pickles',
    moves: 'LowAndSlow TheWrap SliceReveal PencilTest RestHour',
    verbs: 'Smoke Slice Wrap',
    core: 'Bark SmokeRing BurntEnds',
    scenes: 'Cookout TexasStyle',
    names:
      'SmokeRingReveal BrisketBarkCheck BurntEndsBattle BrisketSliceTest BrisketJiggleTest PaperOrFoilBrisket OvenBrisketChallenge BrisketGlowUp BrisketLeftoverRemix',
  },
  omelette: {
    things: 'Eggs Cheese Chives Skillet Butter Spatula Ham Peppers',
    moves: 'FoldAndFlip FrenchRoll FluffyWhisk ToppingBar CheesePull',
    verbs: 'Whisk Fold Flip',
    core: 'Eggs Cheese Skillet',
    scenes: 'SundayMorning',
    names:
      'TornadoOmeletteAttempt FrenchOmeletteFirstTry FluffiestOmeletteWins NoSpatulaOmelette OneMinuteOmelette CheesePullOmelette FridgeFindOmelette JapaneseOmeletteRoll OmeletteFoldOff',
    also: 'omelet',
  },
  carbonara: {
    things: 'Guanciale Pecorino EggYolk Pepper Spaghetti Parmesan Pancetta Pasta',
    moves: 'SilkySauce NoCream PanToss YolkWhisk CheeseBlend',
    verbs: 'Toss Whisk Stir',
    core: 'Guanciale Pecorino EggYolk',
    scenes: 'RomanNight',
    names:
      'NoCreamCarbonara ScrambleFreeCarbonara CarbonaraIn15 NonnaApprovedCarbonara GuancialeVsBacon FiveIngredientCarbonara SilkyCarbonaraChallenge PecorinoSnowfall CarbonaraGlowUp',
  },
  alfredo: {
    things: 'Fettuccine Parmesan Butter Cream Chicken Broccoli Garlic Shrimp',
    moves: 'CreamySauce CheeseMelt NoodleTwirl ButterSwirl SaucePull',
    verbs: 'Stir Melt Twirl',
    core: 'Fettuccine Parmesan Butter',
    scenes: 'PastaNight',
    names:
      'CreamiestAlfredoWins JarVsHomemadeAlfredo ThreeIngredientAlfredo AlfredoEverything FettuccineTwirlTest FiveMinuteAlfredo AlfredoVsCarbonara AlfredoGlowUp SneakAVeggieAlfredo',
  },
  gnocchi: {
    things: 'Potato Ricotta Fork Dough Flour BrownButter Sage Pesto',
    moves: 'ForkRoll PanCrisp PillowCheck RidgeRoll FloatTest',
    verbs: 'Roll Shape Crisp',
    core: 'Potato Ricotta Fork',
    scenes: 'NonnaKitchen',
    names:
      'GnocchiForkRoll GnocchiFloatTest PillowySoftGnocchi CrispyGnocchiChallenge ShapeYourGnocchi RicottaGnocchiIn20 OnePotatoGnocchi RainbowGnocchi StoreVsHomeGnocchi',
  },
  ravioli: {
    things: 'Pasta Ricotta Spinach Pumpkin Fork Dough Sauce Stamp',
    moves: 'PinchSeal FillingSwap DoughSheet CrimpEdge FloatTest',
    verbs: 'Fill Seal Crimp',
    core: 'Ricotta Dough Stamp',
    scenes: 'SundaySupper',
    names:
      'GiantRavioliChallenge GuessTheRavioliFilling EggYolkRavioli CrimpYourRavioli NoBurstRavioli RavioliFillingSwap WontonWrapperRavioli HeartShapedRavioli RavioliSpeedFold',
  },
  udon: {
    things: 'Noodles Broth Dashi Tempura Scallions Egg Bowl Chopsticks',
    moves: 'SlurpTest NoodleKnead BrothPour YakiToss HotPotDip',
    verbs: 'Slurp Knead Pour',
    core: 'Noodles Dashi Broth',
    names:
      'StompYourUdon UdonSlurpTest YakiUdonIn10 LongestUdonWins TopMyUdon UdonBowlBuildOff UdonGlowUp UdonBlindTaste DashiFromScratch',
  },
  'butter chicken': {
    things: 'Naan Basmati Tomato Cream GaramMasala Marinade Cilantro Ghee',
    moves: 'SauceSimmer NaanDip CurryNight Marinate SpiceBloom',
    verbs: 'Simmer Marinate Dip',
    core: 'Naan Cream GaramMasala',
    scenes: 'FakeawayNight',
    names:
      'ButterChickenFakeaway CreamiestButterChicken ButterChickenIn30 NaanDipChallenge SpiceBloomCheck ButterChickenBlindTaste ButterChickenEverything BeatTheCurryHouse ButterChickenSwap',
    also: 'murghmakhani',
  },
  naan: {
    things: 'Dough Tandoor Skillet Garlic Butter Cilantro Yogurt Bubbles',
    moves: 'PuffCheck SkilletBlister GarlicBrush StretchAndSlap CheeseStuff',
    verbs: 'Stretch Brush Puff',
    core: 'Tandoor Garlic Butter',
    names:
      'NaanPuffChallenge BiggestBubbleWins CheeseNaanPull NoOvenNaan GarlicNaanGlowUp FluffiestNaanWins NaanVsPita NaanEverything NaanDipDraft',
  },
  chai: {
    things: 'Cardamom Ginger Cinnamon BlackTea Milk Cloves Kettle Spices',
    moves: 'SpiceGrind SlowSimmer FrothTop MasalaBlend SpicedLatte',
    verbs: 'Brew Simmer Sip',
    core: 'Cardamom Ginger BlackTea',
    scenes: 'RainyEvening',
    names:
      'ChaiAndBiscuitDunk FrothiestChaiWins ChaiSpiceBlendOff GuessTheChaiSpice ThreeBoilChai IcedChaiGlowUp ChaiCafeDupe ChaiForTwo ChaiEverything',
    also: 'masalachai chaitea',
  },
  tteokbokki: {
    things: 'RiceCakes Gochujang FishCakes Cheese Scallions Egg Ramen Bowl',
    moves: 'SauceSimmer CheesePull RabokkiNight SpiceLevel StreetCart',
    verbs: 'Simmer Stir Slurp',
    core: 'RiceCakes Gochujang FishCakes',
    scenes: 'KDrama PochaNight',
    names:
      'CheeseTteokbokkiPull TteokbokkiIn15 RollYourRiceCakes EatLikeAKDrama CreamyVsSpicyTteok AddRamenOrNot TteokbokkiToppingOff TteokbokkiSauceOff TteokChewTest',
    also: 'topokki tokbokki ddeokbokki',
  },
  bibimbap: {
    things: 'Rice Gochujang Egg Spinach Carrots Bulgogi StoneBowl Sesame',
    moves: 'VeggieRainbow MixItUp CrispyBottom YolkBreak BowlArt',
    verbs: 'Mix Arrange Top',
    core: 'StoneBowl Gochujang Egg',
    names:
      'YolkBreakReveal StoneBowlSizzle CrispyBottomBibimbap BibimbapMixTest BibimbapBowlArt FridgeVeggieBibimbap BibimbapIn20 BibimbapSauceOff BibimbapOnABudget',
  },
  mochi: {
    things: 'RiceFlour Matcha Strawberry IceCream RedBean Cornstarch Daifuku Mango',
    moves: 'StretchTest WrapAndPinch IceCreamWrap StrawberryStuff ColorSwirl',
    verbs: 'Stretch Wrap Pinch',
    core: 'Daifuku Matcha RedBean',
    scenes: 'TeaParty',
    names:
      'MochiStretchTest StrawberryDaifukuCut MochiSquishTest MicrowaveMochiIn5 GuessTheMochiFilling ShapeYourMochi MochiIceCreamWrap MochiFlavorOff MochiBlindTaste',
    also: 'daifuku',
  },
  flan: {
    things: 'Caramel Custard Ramekin Vanilla CondensedMilk Eggs Oven Mold',
    moves: 'TheFlip CaramelPour JiggleTest WaterBath SilkySlice',
    verbs: 'Flip Pour Bake',
    core: 'Caramel Custard Ramekin',
    scenes: 'Sobremesa',
    names:
      'FlanFlipReveal JiggleTestChallenge BubbleFreeFlan ChocoflanMagic PerfectCaramelPour AbuelasFlanRecipe FlanFlavorOff FlanWithoutAnOven FlanSliceCheck',
  },
  'tres leches': {
    things:
      'SpongeCake CondensedMilk EvaporatedMilk WhippedCream Cinnamon Strawberries Meringue Fork',
    moves: 'PokeAndPour SoakTest SliceReveal FrostAndChill MilkDrench',
    verbs: 'Soak Pour Chill',
    core: 'SpongeCake CondensedMilk WhippedCream',
    scenes: 'Cumpleanos Fiesta',
    names:
      'PokeAndPourChallenge TresLechesSoakTest TresLechesSliceReveal FourLechesChallenge TresLechesFlavorOff AbuelaApprovedTresLeches TresLechesBlindTaste PipeYourTresLeches TresLechesForAFriend',
  },
  cornbread: {
    things: 'Skillet Honey Butter Jalapeno Cheddar Cornmeal Chili Buttermilk',
    moves: 'SkilletBake HoneyDrizzle CrispyEdges MuffinTin ChiliPairing',
    verbs: 'Bake Drizzle Crumble',
    core: 'Skillet Honey Cornmeal',
    scenes: 'SoulFoodSunday Cookout',
    names:
      'SweetVsSavoryCornbread CrispyEdgeChallenge BoxVsScratchCornbread CrumblyOrCakey DunkYourCornbread CornbreadMixInDraft GrandmasCornbread CornbreadMuffinOff CornbreadWaffleHack',
  },
  gumbo: {
    things: 'Roux Okra Andouille Shrimp Rice HolyTrinity FilePowder Crab',
    moves: 'RouxStir ChocolateRoux SlowSimmer TrinityChop PotStir',
    verbs: 'Stir Simmer Chop',
    core: 'Roux Okra Andouille',
    scenes: 'NolaKitchen',
    names:
      'RouxColorChallenge OkraOrNot TomatoInGumboDebate GumboVsJambalaya GuessMyGumboSecret GumboCookOff ChocolateRouxCheck GrandmasGumboRecipe GumboGlowUp',
  },
  meatloaf: {
    things: 'Glaze Ketchup Breadcrumbs Onion Pan MashedPotatoes Bacon Gravy',
    moves: 'GlazeBrush BaconWeave SliceTest SandwichNextDay MiniMuffins',
    verbs: 'Glaze Bake Slice',
    core: 'Glaze Ketchup Breadcrumbs',
    scenes: 'SundaySupper',
    names:
      'MeatloafGlowUp GlazeOffChallenge MeatloafCupcakes BaconWeaveMeatloaf MeatloafSliceTest MeatloafForSkeptics GrandmasMeatloaf MeatloafLeftoverRemix TurkeyMeatloafSwap',
  },
  casserole: {
    things: 'Cheese Breadcrumbs Noodles Potatoes Broccoli Chicken TaterTots BakingDish',
    moves: 'LayerUp BubblyTop CrunchyTopping DumpAndBake FreezerMeal',
    verbs: 'Layer Bake Top',
    core: 'Cheese BakingDish Breadcrumbs',
    scenes: 'Potluck Weeknight',
    names:
      'CrunchiestToppingWins DumpAndBakeChallenge PerfectTotGrid GreenBeanCasseroleGlowUp CasseroleSwap GuessTheCasserole CasseroleFromThePantry PotluckCasseroleRanked CasseroleForANeighbor',
    also: 'hotdish',
  },
  'overnight oats': {
    things: 'Jar Chia Yogurt Berries Milk PeanutButter Banana Cinnamon',
    moves: 'JarPrep FlavorSwap LayerUp MorningReveal FiveDayPrep',
    verbs: 'Stir Layer Chill',
    core: 'Jar Chia Yogurt',
    scenes: 'MorningRush',
    names:
      'MorningJarReveal OvernightOatsFlavorOff LayerYourJar FiveDaysOfOats GuessMyOvernightOats ThreeIngredientOats OatsThatTasteLikeDessert PrettiestJarWins OvernightOatsSwap',
  },
  'acai bowl': {
    things: 'Granola Banana Berries Honey Coconut Toppings Spoon Blender',
    moves: 'ToppingArt ThickBlend SpoonTest FruitFan HoneyDrizzle',
    verbs: 'Blend Top Drizzle',
    core: 'Granola Berries Toppings',
    scenes: 'BeachMorning',
    names:
      'AcaiSpoonStandTest FruitFanChallenge AcaiBowlArt AcaiShopDupe AcaiUnder5Dollars RateMyAcaiBowl AcaiBowlBuildOff AcaiBowlSwap GuessMyAcaiToppings',
    also: 'acai smoothiebowl',
  },
  fudge: {
    things: 'Chocolate CondensedMilk Butter Sprinkles Nuts Pan Squares Marshmallow',
    moves: 'TwoIngredient SetAndSlice FlavorSwirl GiftBox CleanCut',
    verbs: 'Stir Set Slice',
    core: 'Chocolate CondensedMilk Squares',
    scenes: 'CandyShop',
    names:
      'TwoIngredientFudge MicrowaveFudgeIn5 FudgeFlavorOff SmoothestFudgeWins CleanCutFudgeSquares FudgeSwirlArt GuessTheFudgeFlavor HolidayFudgeSwap GrandmasFudgeRecipe',
  },
  caramel: {
    things: 'Sugar Butter Cream SeaSalt Apples Popcorn Drizzle Saucepan',
    moves: 'AmberCheck SaltedDrizzle AppleDip SauceSwirl DripTest',
    verbs: 'Melt Drizzle Dip',
    core: 'Sugar SeaSalt Butter',
    names:
      'CaramelColorCheck CaramelVsButterscotch CaramelDrizzleArt CaramelAppleGlowUp CaramelSauceIn10 CaramelStretchTest MillionaireBarBakeOff SaltedCaramelBlindTaste CaramelDipEverything',
  },
  lobster: {
    things: 'Butter Roll Claws Lemon Tail Shell Bib Cracker',
    moves: 'ClawCrack ButterDip RollBuild TailReveal ShoreBoil',
    verbs: 'Crack Dip Boil',
    core: 'Claws Butter Roll',
    scenes: 'SeasideShack Clambake',
    names:
      'ClawCrackChallenge WarmVsColdLobsterRoll LobsterRollShowdown NoMeatLeftBehind ButterDipBattle LobsterTailGrillOff LobsterOnABudget FirstLobsterReact LobsterRollDupe',
    also: 'lobsterroll',
  },
  'cold brew': {
    things: 'Coffee Ice Jar Filter Concentrate ColdFoam Milk Grounds',
    moves: 'OvernightSteep FoamTop IceCubeHack CoffeeCubes SyrupSwirl',
    verbs: 'Steep Pour Sip',
    core: 'Coffee Ice ColdFoam',
    scenes: 'MorningRush',
    names:
      'BeatTheCafeColdBrew ColdFoamChallenge OvernightSteepTest ColdBrewLayerPour CoffeeIceCubeHack ColdBrewFlavorOff DollarColdBrew ColdBrewTasteTest ColdBrewStrengthTest',
    also: 'coldfoam',
  },
  'taste test': {
    things: 'Blindfold Spoon Plates Scorecard Snacks Chips Sodas Ketchup',
    moves: 'BlindTaste GuessTheBrand BudgetVsFancy RankThem HomemadeVsStore',
    verbs: 'Taste Guess Rank',
    core: 'Blindfold Scorecard Spoon',
    scenes: 'FamilyNight',
    names:
      'BlindTasteTest CheapVsPriceyTasteTest GuessTheBrandChallenge BlindfoldSnackGuess StoreVsHomemadeTasteTest TasteTestBracket GuessTheFlavorChallenge TasteTestSpeedRound SweetOrSourTest',
    also: 'blindtastetest',
  },
  'budget meals': {
    things: 'Beans Rice Pasta Eggs Lentils Potatoes Coupons Pantry',
    moves: 'PantryRaid OnePotMeal BatchCook LeftoverRemix GroceryHaul',
    verbs: 'Stretch Save Cook',
    core: 'Pantry Beans Rice',
    scenes: 'EndOfMonth',
    names:
      'BudgetMealCookOff FeedFourFor10 PantryOnlyDinner BudgetMealBingo BudgetDinnerDupe 20DollarGroceryWeek BudgetMealGlowUp DollarStoreDinner BudgetBrunchFor5',
    also: 'cheapmeals budgetmeal cheapeats',
  },
  'sheet pan': {
    things: 'Veggies Chicken Sausage Potatoes OliveOil Parchment Oven Tray',
    moves: 'OnePanDinner HighHeatRoast CrispyEdges DumpAndRoast NoDishNight',
    verbs: 'Roast Toss Spread',
    core: 'Veggies Parchment Oven',
    scenes: 'Weeknight',
    names:
      'SheetPanTetris SheetPanDinnerIn30 OnePanNoDishes CrispyEdgeContest SheetPanOneColor SheetPanPancakes SheetPanBrunchIn20 SheetPanSwap SheetPanPizzaParty',
    also: 'sheetpandinner',
  },
  bento: {
    things: 'Onigiri Tamagoyaki Dividers Picks Lunchbox Rice Veggies Sausages',
    moves: 'OctopusSausage RiceBallFaces ColorFill PackAndGo CutterShapes',
    verbs: 'Pack Shape Arrange',
    core: 'Onigiri Lunchbox Tamagoyaki',
    scenes: 'SchoolLunch Picnic',
    names:
      'CharacterBentoChallenge PackMyBento NoGapBento OctopusSausageTry BentoIn10Minutes OnigiriFaceOff LeftoverBentoGlowUp BentoBoxSwap BentoForABestie',
  },
  'pulled pork': {
    things: 'PorkShoulder Bun Slaw BBQSauce Smoker SlowCooker Pickles Rub',
    moves: 'LowAndSlow ForkShred SauceDrizzle SlawTopping BarkCheck',
    verbs: 'Smoke Shred Pile',
    core: 'PorkShoulder Slaw Bun',
    scenes: 'Cookout',
    names:
      'PulledPorkShredTest SlawOnTopOrSide PulledPorkSliderStack PulledPork3Ways SauceFlightTasteTest LowAndSlowChallenge PulledPorkBarkCheck PulledPorkLeftoverRemix',
  },
  cheesesteak: {
    things: 'Ribeye Provolone CheeseWhiz Onions Hoagie Griddle Peppers Mushrooms',
    moves: 'GriddleChop WhizDrizzle OnionCaramelize RollToast PepperAdd',
    verbs: 'Chop Melt Sear',
    core: 'Ribeye Hoagie Provolone Onions',
    scenes: 'Philly',
    names:
      'WhizOrProvolone WitOrWitout CheesesteakChopOff GriddleChopASMR CheesesteakTasteTest CheesesteakDupe CheesesteakEverything CheesesteakOnABudget',
    also: 'phillycheesesteak',
  },
  focaccia: {
    things: 'Dough OliveOil Rosemary SeaSalt Dimples Tomatoes Garlic Herbs',
    moves: 'DimpleDough GardenArt ColdProof OilPour HerbPress',
    verbs: 'Bake Dimple Proof',
    core: 'Dough OliveOil Dimples Rosemary',
    names:
      'DimpleTheDough FocacciaGardenArt BubbliestFocacciaWins NoKneadFocaccia FocacciaCrunchTest SameDayFocaccia OliveOilPourCheck FocacciaGlowUp',
  },
  biscuits: {
    things: 'Butter Buttermilk Flour Layers Gravy Honey Jam Dough',
    moves: 'FlakyLayers CutAndStack HoneyButter GravyPour FoldAndPress',
    verbs: 'Bake Fold Stack',
    core: 'Butter Buttermilk Layers Gravy',
    scenes: 'SouthernBrunch',
    names:
      'TallestBiscuitChallenge BiscuitLayerCount BiscuitPullApartTest CanVsScratchBiscuits ScratchBiscuitsIn30 BiscuitGravyOff NoCutterBiscuits GrandmasBiscuitRecipe',
    also: 'biscuitsandgravy biscuit',
  },
  'hash browns': {
    things: 'Potatoes Shreds Skillet Crisp Onions Cheese Ketchup Butter',
    moves: 'SqueezeDry ShredIt GoldenFlip CrispCheck Smash',
    verbs: 'Shred Fry Flip',
    core: 'Potatoes Shreds Crisp',
    scenes: 'DinerBreakfast',
    names:
      'CrispiestHashBrowns ShredSqueezeFry HashBrownFlipTest WaffleIronHashBrowns DinerHashBrownDupe TopMyHashBrowns FrozenVsFreshHashBrowns AirFryerHashBrownTest',
    also: 'hashbrown',
  },
  shakshuka: {
    things: 'Eggs Tomatoes Peppers Cumin Feta Skillet Pita Harissa',
    moves: 'EggWells SauceSimmer PitaDip SkilletServe HerbTop',
    verbs: 'Simmer Crack Dip',
    core: 'Eggs Tomatoes Skillet',
    scenes: 'Brunch',
    names:
      'PerfectJammyYolks HowManyEggsFit ShakshukaIn20 PitaDipTest RedOrGreenShakshuka ShakshukaSpiceLevel ShakshukaFromThePantry ShakshukaGlowUp',
  },
  granola: {
    things: 'Oats Honey Nuts Clusters MapleSyrup Yogurt Seeds Berries',
    moves: 'BigClusters SheetPanBake NutMix YogurtLayer',
    verbs: 'Bake Toss Crunch',
    core: 'Oats Clusters Honey',
    names:
      'BiggestGranolaCluster GranolaCrunchTest NoCrumbleGranolaBar GranolaFlavorLab StoreVsHomeGranola GuessMyGranolaMixIns GranolaLayerCup GranolaOnABudget',
  },
  queso: {
    things: 'Cheese Chiles Chips Skillet Jalapeno Chorizo Salsa Cilantro',
    moves: 'CheesePull ChipDip SlowMelt SpiceLevel',
    verbs: 'Melt Dip Stir',
    core: 'Cheese Chips Chiles',
    scenes: 'GameDay',
    names:
      'QuesoCheesePull QuesoOrGuac NoVelveetaQueso SilkiestQuesoWins QuesoDipOff QuesoDupe QuesoEverything QuesoChipDunk',
    also: 'quesodip',
  },
  'spring rolls': {
    things: 'RicePaper Shrimp Noodles Herbs Lettuce PeanutSauce Wrapper Mint',
    moves: 'TightRoll DipTest RainbowRoll WrapAndRoll FreshRoll',
    verbs: 'Roll Wrap Dip',
    core: 'RicePaper PeanutSauce Herbs',
    names:
      'SeeThroughSpringRoll SpringRollWrapRace RicePaperRollChallenge SpringRollFlowerArt NoTearRicePaper PeanutSauceDipOff CrispyVsFreshRolls SpringRollFillingDraft',
    also: 'summerrolls ricepaperrolls freshrolls',
  },
  teriyaki: {
    things: 'SoyGlaze Salmon Chicken Rice Ginger Sesame Broccoli Skewers',
    moves: 'GlazeBrush SauceReduce SheetPanBake SkewerGrill',
    verbs: 'Glaze Grill Simmer',
    core: 'SoyGlaze Rice Sesame',
    names:
      'ShineTheGlaze TeriyakiVsTakeout FourIngredientTeriyaki TeriyakiIn15 TeriyakiSkewerGrillOff BottleVsHomemadeTeriyaki TeriyakiEverything TeriyakiBowlBuild',
  },
  katsu: {
    things: 'Panko Cutlet Lemon Curry Cabbage Rice Sando Sauce',
    moves: 'PankoCrunch CrispyFry CurryPour SandoSlice',
    verbs: 'Bread Fry Slice',
    core: 'Panko Cutlet Sando Curry',
    names:
      'KatsuSandoCutReveal KatsuCrunchTest PankoCoatingChallenge ChickenOrPorkKatsu OvenVsFryerKatsu KatsuColorCheck KatsuEverything KatsuOnABudget',
  },
  'banh mi': {
    things: 'Baguette PickledCarrots Cilantro Pate Jalapeno Pork Mayo Cucumber',
    moves: 'QuickPickle CrustyBread HerbStack BaguetteToast BuildASandwich',
    verbs: 'Pickle Stack Crunch',
    core: 'Baguette PickledCarrots Cilantro',
    names:
      'BanhMiCrunchTest BanhMiBuildOff QuickPickleChallenge BanhMiCutReveal GuessMyBanhMiFilling BanhMiBreadHunt BanhMiOnABudget BanhMiBreakfastTwist',
  },
  'tikka masala': {
    things: 'Chicken Yogurt GaramMasala Tomato Cream Naan Rice Skewers',
    moves: 'YogurtMarinade CharGrill SauceSimmer NaanDip',
    verbs: 'Marinate Char Simmer',
    core: 'Yogurt Naan Skewers',
    names:
      'TikkaVsButterChicken BeatTheTikkaTakeout TikkaMasalaIn30 TikkaCharCheck NaanDipTest PaneerOrChickenTikka OvernightMarinadeTest TikkaMasalaBlindTaste',
    also: 'chickentikkamasala chickentikka tikka',
  },
  samosa: {
    things: 'Pastry Potatoes Peas Chutney Cumin Triangles Chai Tamarind',
    moves: 'PerfectFold CrispFry ChutneyDip TriangleSeal',
    verbs: 'Fold Fry Fill',
    core: 'Pastry Potatoes Chutney',
    names:
      'SamosaFoldChallenge CrispiestSamosa NoLeakSamosa SamosaChutneyFlight GuessTheSamosaFilling SamosaFillingSwap OvenVsFriedSamosa SamosaChaatSmash',
  },
  fajitas: {
    things: 'Sizzle Peppers Onions Tortillas Skillet Steak Chicken Lime',
    moves: 'SizzlePlatter PepperStrips SheetPanBake TortillaWarm',
    verbs: 'Sizzle Sear Wrap',
    core: 'Sizzle Peppers Tortillas',
    names:
      'LoudestSizzleChallenge SteakOrChickenFajitas TopMyFajita FajitasIn20 CastIronFajitaOff FajitaSpiceRubTest FajitaLeftoverRemix RainbowPepperFajitas',
    also: 'fajita',
  },
  elote: {
    things: 'Corn Mayo Cotija Chili Lime Cob Cup Tajin',
    moves: 'CharCorn CheeseRoll LimeSqueeze CupStyle',
    verbs: 'Char Grill Roll',
    core: 'Corn Cotija Lime',
    names:
      'CharTheCornChallenge EloteVsEsquites CotijaRollCheck TopMyElote StreetCornTasteTest EloteStreetCartDupe EloteEverything CornRibsChallenge',
    also: 'mexicanstreetcorn streetcorn esquites',
  },
  jambalaya: {
    things: 'Rice Sausage Shrimp Chicken Trinity Cajun Skillet Peppers',
    moves: 'OnePotCook TrinityChop SpiceStir RiceSimmer',
    verbs: 'Simmer Stir Spice',
    core: 'Rice Sausage Trinity Cajun',
    names:
      'CreoleVsCajun TrinityChopChallenge NoStirJambalaya JambalayaCookOff JambalayaIn30 GuessMyJambalayaSecret JambalayaSpiceLevel JambalayaLeftoverGlowUp',
  },
  'crawfish boil': {
    things: 'Crawfish Corn Potatoes Sausage Cajun Pot Newspaper Lemons',
    moves: 'BoilAndDump CornAndTaters PeelAndEat SpiceSoak',
    verbs: 'Boil Peel Spice',
    core: 'Crawfish Corn Potatoes Cajun',
    scenes: 'Backyard',
    names:
      'CrawfishPeelRace CrawfishTableDump BoilSpiceLevel CrawfishBoilCookOff FirstCrawfishReact CrawfishBoilOnABudget CornAndTatersRanked GuessTheCrawfishCount',
    also: 'seafoodboil crayfishboil',
  },
  'peach cobbler': {
    things: 'Peaches Cinnamon Crust Biscuit VanillaIceCream Nutmeg Butter Skillet',
    moves: 'BubblyEdges GoldenTop CastIronBake ScoopAndServe',
    verbs: 'Bake Scoop Bubble',
    core: 'Peaches Cinnamon Crust',
    names:
      'WarmCobblerColdScoop PeachCobblerFaceOff GrandmasPeachCobbler CobblerCrustCheck FreshVsCannedPeaches PeachCobblerIn30 PeachCobblerGlowUp PeachCobblerSwap',
  },
  'banana pudding': {
    things: 'VanillaWafers Bananas Custard WhippedCream Layers Trifle Pudding Cups',
    moves: 'LayerUp WaferStack CustardStir OvernightChill',
    verbs: 'Layer Chill Whip',
    core: 'VanillaWafers Bananas Custard',
    names:
      'BananaPuddingLayerOff WaferStackChallenge OvernightPuddingReveal GuessMyPuddingSecret BoxVsScratchPudding BananaPuddingGlowUp BananaPuddingSpoonTest BananaPuddingEverything',
    also: 'nanapudding',
  },
  'red velvet': {
    things: 'Frosting CreamCheese Cocoa Buttermilk Crumbs Cupcakes Layers Hearts',
    moves: 'CrumbCoat LayerStack FrostingSwirl HeartCutout',
    verbs: 'Bake Frost Layer',
    core: 'CreamCheese Frosting Cupcakes',
    names:
      'RedVelvetCrossSection ReddestVelvetWins IsRedVelvetChocolate CreamCheeseFrostingTest RedVelvetCookieBakeOff BeetRedVelvet CrumbCoatChallenge RedVelvetEverything',
    also: 'redvelvetcake',
  },
  'cotton candy': {
    things: 'Sugar Cone Machine Fluff Pink Blue Grapes Floss',
    moves: 'SpinAndTwirl FluffCloud GiantCone ColorSwirl',
    verbs: 'Spin Twirl Fluff',
    core: 'Sugar Cone Fluff',
    scenes: 'Fair Carnival',
    names:
      'BiggestCottonCandyCloud DissolveInWaterTest CottonCandyTwirlTest CottonCandyGrapesTry CandyFlossCloudArt CottonCandyFlavorRanked NoMachineCottonCandy CottonCandyEverything',
    also: 'candyfloss fairyfloss',
  },
  'creme brulee': {
    things: 'Custard Ramekin Torch Sugar Vanilla Caramel Cream Berries',
    moves: 'CrackTheTop SugarTop WaterBath VanillaBean',
    verbs: 'Crack Bake Caramelize',
    core: 'Custard Ramekin Caramel',
    names:
      'CremeBruleeCrackTest PerfectSugarShell CremeBruleeNoTorch CremeBruleeFlavorLab CustardJiggleTest CremeBruleeGlowUp CremeBruleeEverything CremeBruleeBlindTaste',
  },
  baklava: {
    things: 'Phyllo Pistachios Walnuts Honey Syrup Layers Butter Cinnamon',
    moves: 'LayerByLayer SyrupPour DiamondCut ButterBrush',
    verbs: 'Layer Brush Cut',
    core: 'Phyllo Pistachios Honey',
    names:
      'BaklavaLayerCount BaklavaCrunchTest DiamondCutChallenge BaklavaSyrupPour PistachioOrWalnut HoneyVsSyrupBaklava BaklavaEverything BaklavaForTheNeighbors',
  },
  cannoli: {
    things: 'Shells Ricotta ChocolateChips Pistachios PipingBag PowderedSugar Cinnamon Orange',
    moves: 'PipeAndFill DipEnds ShellFry',
    verbs: 'Pipe Fill Dip',
    core: 'Shells Ricotta PipingBag',
    names:
      'CannoliCrunchTest NoSoggyShell CannoliPipingChallenge CannoliFillOff DipYourCannoliEnds BakeryVsHomemadeCannoli CannoliFlavorLab CannoliShellFromScratch',
  },
  marshmallow: {
    things: 'Gelatin Sugar Fluff Campfire Squares Cocoa Sticks Sprinkles',
    moves: 'ToastTest SquareCut CocoaTopper FluffWhip',
    verbs: 'Toast Whip Roast',
    core: 'Fluff Squares Campfire',
    names:
      'GoldenToastChallenge MarshmallowTowerBuild MarshmallowCatapult MarshmallowFlavorLab StoreVsHomeMarshmallow MarshmallowSquishTest BiggestMarshmallowWins MarshmallowShapeArt',
  },
  frosting: {
    things: 'Buttercream PipingBag Tips Sprinkles Spatula FoodColoring Swirls Rosettes',
    moves: 'PipeARose SmoothCoat ColorMix SwirlTop CrumbCoat',
    verbs: 'Pipe Swirl Whip',
    core: 'Buttercream PipingBag Swirls',
    names:
      'RandomPipingTip FrostingColorMatch OneTipFiveDesigns FrostingSwirlChallenge PipeARosette SmoothFrostingFinish ButtercreamBouquet FrostingFlavorTest',
    also: 'icing buttercream',
  },
  sprinkles: {
    things: 'Nonpareils Jimmies Confetti Funfetti Rainbow Cupcakes Donuts Cookies',
    moves: 'SprinkleDip RainbowRim ConfettiMix ColorSort',
    verbs: 'Sprinkle Decorate Shake',
    core: 'Rainbow Jimmies Confetti',
    names:
      'SprinklesOnEverything SprinkleMixChallenge SprinkleColorSort GuessTheSprinkleCount OneSprinkleAtATime SprinkleRimDip SprinkleSurpriseCake SprinkleDropArt',
    also: 'sprinkle',
  },
  fondue: {
    things: 'Cheese Chocolate Skewers Bread Strawberries Pot Marshmallows Pretzels',
    moves: 'DipAndTwirl CheesePull DipStation DunkTest',
    verbs: 'Dip Melt Twirl',
    core: 'Cheese Chocolate Skewers Pot',
    names:
      'DontDropTheDip WeirdestFondueDipper CheeseOrChocolateFondue FondueDipRanked SmoothestFondueWins FondueFlavorLab FondueOnABudget BuildAFondueBoard',
  },
  tapas: {
    things: 'Patatas Croquetas Olives Jamon Tortilla Pimientos Bread Manchego',
    moves: 'SmallPlates ShareBoard CroquetaRoll OliveTasting TortillaFlip',
    verbs: 'Share Taste Snack',
    core: 'Patatas Croquetas Olives',
    scenes: 'SmallPlates',
    names:
      'SpanishTortillaFlip CroquetaRollOff SevenTapasOneHour TapasOnABudget TapasBoardBuild TapasDraft PatatasBravasRanked TapasTasteTest',
  },
  gyro: {
    things: 'Pita Tzatziki Lamb Chicken Tomato Onion Fries Cucumber',
    moves: 'PitaWrap TzatzikiSwirl SliceAndStack FoilWrap',
    verbs: 'Wrap Slice Stack',
    core: 'Pita Tzatziki Lamb',
    names:
      'GyroWrapChallenge FriesInTheGyro GyroVsShawarma NoDripGyro GyroShopDupe ThickestTzatziki GyroMeatHack GyroOnABudget',
    also: 'yeeros',
  },
  pierogi: {
    things: 'Dough Potato Cheese Onions SourCream Sauerkraut Butter Dumplings',
    moves: 'PinchAndSeal PanFry DoughRoll ButterSizzle',
    verbs: 'Pinch Boil Fry',
    core: 'Dough Potato Onions',
    names:
      'PierogiPinchChallenge PierogiFoldRace BoiledOrFriedPierogi PierogiCrispTest PierogiFillingSwap HundredPierogiDay SweetPierogiDare PierogiSauceFlight',
    also: 'perogies perogi',
  },
  'dutch oven': {
    things: 'CastIron Lid Bread Stew Braise Roast Enamel Chili',
    moves: 'NoKneadLoaf OnePotDinner LowAndSlow BraiseDay',
    verbs: 'Braise Bake Simmer',
    core: 'CastIron Lid Bread',
    names:
      'LiftTheLidReveal DutchOvenBreadBake DutchOvenOnlyWeek WillItDutchOven DutchOvenChiliCookOff BraiseItLowAndSlow DutchOvenDessertDare DutchOvenGlowUp',
  },
  plating: {
    things: 'Tweezers Swoosh Garnish Microgreens SauceDots WhitePlate Drizzle Stack',
    moves: 'SauceSwoosh DotAndDrag TowerStack GarnishPop',
    verbs: 'Plate Garnish Drizzle',
    core: 'Swoosh Garnish Drizzle',
    names:
      'FineDineMyFastFood PlateYourLeftovers SauceSwooshTest MichelinOnABudget PlateItLikeAChef TweezerPlating PlatingGlowUp PlatingThreeWays',
  },
  pickling: {
    things: 'Jars Brine Vinegar Cucumbers Dill Onions Garlic Spices',
    moves: 'QuickPickle FridgePickle BrineMix JarPack',
    verbs: 'Pickle Brine Pack',
    core: 'Jars Brine Dill',
    names:
      'WillItPickle QuickPickleChallenge PickleCrunchTest DillOrSpicyPickles PickleTheLeftovers PickleJarArt PickleEverythingWeek GuessThePickle',
    also: 'pickles pickle',
  },
  'comfort food': {
    things: 'MacAndCheese Soup GrilledCheese MashedPotatoes Casserole Stew Pie Meatloaf',
    moves: 'CozyBowl SlowSimmer BlanketDinner ChildhoodDish',
    verbs: 'Cook Simmer Share',
    core: 'Soup Casserole Stew',
    scenes: 'RainyDay CozyNight',
    names:
      'ChildhoodComfortDish MyComfortFoodRanked ComfortFoodGlowUp ComfortFoodSwap RecreateAFamilyDish ComfortFoodIn20 ComfortFoodOnABudget ComfortFoodFromAbroad',
  },
  corn: {
    things: 'Cob Butter Kernels Husk Salt Chili Lime Salsa',
    moves: 'HuskPeel GrillChar ButterRoll KernelCut',
    verbs: 'Shuck Grill Butter',
    core: 'Cob Kernels Husk',
    names:
      'TypewriterCorn ShuckItChallenge CornRibsTry ButterRollTheCob GrilledCornThreeWays CornOnTheCobRanked MicrowaveCornHack SweetestCornWins',
    also: 'cornonthecob sweetcorn',
  },
  'sweet potato': {
    things: 'Fries Casserole Marshmallows Cinnamon Mash Wedges Pie Toast',
    moves: 'AirFry Roast Mash Bake SweetAndSavory',
    verbs: 'Roast Mash Bake',
    core: 'Fries Casserole Marshmallows',
    names:
      'MarshmallowToppingDebate SweetPotatoPieVsPumpkin SweetPotatoFryOff TopMySweetPotato SweetPotatoToastTest OneSweetPotatoThreeWays AirFryerWedgeChallenge SweetPotatoDessertDare',
  },
  pineapple: {
    things: 'Rings Spears Coconut Skewers Salsa Boat Rind Mint',
    moves: 'SpiralCut GrillRings FruitBoat SalsaChop',
    verbs: 'Grill Slice Blend',
    core: 'Rings Spears Coconut',
    names:
      'PineapplePizzaDebate PineapplePullApartTest PineappleSpiralCut PineappleTopRegrow PineappleRipenessTest DoleWhipDupe PineappleBoatBuild PineappleEverything',
  },
  apple: {
    things: 'Slices Cinnamon Caramel Crumble Cider Orchard Peel Nachos',
    moves: 'PeelSpiral CaramelDip OrchardPick SliceAndDip',
    verbs: 'Bake Slice Pick',
    core: 'Slices Cinnamon Caramel',
    names:
      'LongestApplePeel AppleStemTwist AppleVarietyTasteTest CrispestAppleRanked DressYourCaramelApple OneAppleFiveWays AppleCrumbleBakeOff NoBrownAppleHack',
  },
  'game day': {
    things: 'Wings Nachos Sliders Dip Chili Pretzels Queso Snacks',
    moves: 'SnackSpread DipDuel TailgateGrill HalftimeSnack',
    verbs: 'Snack Grill Dip',
    core: 'Wings Nachos Dip',
    scenes: 'Tailgate Kickoff Halftime',
    names:
      'SnackStadiumBuild HalftimeKitchenSprint GameDayTeamColors GameDayChiliCookOff GameDayDipRanked GameDayWingOff OneBitePerScore TailgateGrillOff',
    also: 'superbowlsnacks',
  },
  carrot: {
    things: 'Peel Stick Top Ribbon Cake Soup Hummus Garden Bunny',
    moves: 'RibbonPeel CrunchTest StickDip GardenPull RoastTray',
    verbs: 'Peel Grate Roast Crunch',
    core: 'Peel Crunch Garden',
    scenes: 'Garden Harvest',
    names:
      'CarrotCrunchTest PeelItInOnePiece CarrotCakeFromScratch RainbowCarrotRoast CarrotRibbonSalad RegrowTheCarrotTop CarrotFriesVsPotato CarrotTopPesto',
    also: 'carrots',
  },
  broccoli: {
    things: 'Floret Stem Cheese Garlic Tray Soup Slaw Tree',
    moves: 'CrispyFloret CheesyBake TreeTrim CharTest StemSlaw',
    verbs: 'Roast Steam Chop Char',
    core: 'Floret Roast Steam',
    scenes: 'Dinnertime VeggieNight',
    names:
      'ConvertABroccoliHater RoastVsSteamBroccoli CrispyFloretChallenge BroccoliStemGlowUp TinyTreeForestPlate Broccoli3Ways NoWasteBroccoli BroccoliBlindTaste',
    also: 'brocoli',
  },
  grape: {
    things: 'Vine Bunch Raisin Jelly Juice Seed Skewer Sorbet',
    moves: 'FrozenBites VineSnip JellyJar SkewerStack CandyCoat',
    verbs: 'Freeze Pick Squish Snack',
    core: 'Vine Bunch Raisin',
    scenes: 'Vineyard Harvest',
    names:
      'FrozenGrapeTest CandyGlassGrapes GrapeJellyFromScratch GreenVsRedGrapes GrapeSkewerRainbow MakeYourOwnRaisins GrapeSorbetIn5 PeelAGrapeChallenge',
    also: 'grapes',
  },
  milk: {
    things: 'Glass Cereal Cookie Foam Latte Shake Carton Mustache',
    moves: 'FoamArt CookieDunk ShakeUp CartonPour LatteSwirl FrothTest',
    verbs: 'Pour Froth Dunk Shake',
    core: 'Glass Cereal Froth',
    scenes: 'Breakfast Bedtime',
    names:
      'MilkOrCerealFirst CookieDunkTest MilkFrothHeart OatMilkFromScratch ChocolateMilkGlowUp GoldenMilkBedtime PlantMilkTasteOff BobaMilkTeaDIY',
  },
  onion: {
    things: 'Ring Layer Tear Shallot Caramel Dip Soup Bloom',
    moves: 'TearFreeChop CaramelizeSlow BloomFry RingStack DiceDrill',
    verbs: 'Dice Chop Caramelize Slice',
    core: 'Layer Tear Caramel',
    scenes: 'Cookout Weeknight',
    names:
      'NoTearsOnionHack DiceAnOnionLikeAPro LowAndSlowOnions OnionRingTowerBuild BloomingOnionAtHome OnionVsShallotTaste TearFreeChopChallenge OnionSkinEasterEggs',
    also: 'onions',
  },
  cucumber: {
    things: 'Slice Pickle Salad Dill Tzatziki Sandwich Spear Ribbon Mint',
    moves: 'ThinSlice QuickPickle RibbonRoll SmashedSalad SpearDip',
    verbs: 'Slice Smash Pickle Chill',
    core: 'Slice Pickle Dill',
    scenes: 'Summer Picnic',
    names:
      'WholeCucumberInAJar CucumberRibbonRolls HowThinCanYouSlice QuickPickleFriday CucumberBoatBites TzatzikiFromScratch SpicySmashedCucumber CucumberMintCooler',
    also: 'cucumbers cuke',
  },
  fork: {
    things: 'Tine Pasta Cake Dessert Plate Napkin Spoon Salad Cookie',
    moves: 'PastaTwirl TineMark CrisscrossPress WhiskHack TableSetting',
    verbs: 'Twirl Press Mash Whisk',
    core: 'Tine Twirl Pasta',
    scenes: 'DinnerTable Brunch',
    names:
      'PerfectPastaTwirl ForkPressCookies ForkMashGuacamole ForkOnlyDinner ForkScratchedPotatoes ForkCrimpedHandPies ForkWhiskOmelette TwirlTheLongestNoodle',
    also: 'forks',
  },
  blueberry: {
    things: 'Muffin Pancake Pie Jam Smoothie Bush Compote Crumble Bagel',
    moves: 'MuffinTopTest BushPick JamSwirl SmoothieBlend CrumbleTray',
    verbs: 'Pick Bake Freeze Swirl',
    core: 'Muffin Pancake Jam',
    scenes: 'Summer Brunch',
    names:
      'BerriesInEveryBite BlueberryYogurtBark BlueberryPieLattice BlueberryPancakeFlip BlueberryJamNoPectin PickThenBakeBlueberries BlueberryMuffinTopTest PurpleSmoothieGlowUp',
    also: 'blueberries',
  },
  cherry: {
    things: 'Pit Stem Pie Jam Sundae Blossom Tart Chocolate',
    moves: 'StemKnot PitPop PieLattice SundaeTop HandPie',
    verbs: 'Pit Pick Bake Top',
    core: 'Stem Pit Pie',
    scenes: 'Summer Orchard',
    names:
      'CherryStemKnotChallenge PitItWithAStraw CherryPieLatticeArt PutACherryOnTop BlackForestGlowUp CherryTurnoverBake CherryClafoutisFirstTry SourVsSweetCherry',
    also: 'cherries',
  },
  peach: {
    things: 'Cobbler Pit Fuzz Pie Tea Jam Grill Sorbet Crumble',
    moves: 'GrillHalves CobblerBake PitTwist BlanchPeel SunTeaBrew',
    verbs: 'Grill Slice Bake Twist',
    core: 'Cobbler Fuzz Pit',
    scenes: 'Summer Orchard',
    names:
      'GrilledPeachSundae PeachCobblerFirstTry PeachSunTeaBrew PeelPeachesInSeconds TwistThePitOut FoldAPeachGalette WhitePeachVsYellow PeachFrozenYogurtPops',
    also: 'peaches',
  },
  coconut: {
    things: 'Shell Milk Water Husk Flakes Curry Macaroon Palm Rice',
    moves: 'CrackOpen ShellBowl FlakeToast HuskPeel CurryStir',
    verbs: 'Crack Shred Toast Sip',
    core: 'Shell Husk Crack',
    scenes: 'Beach Island',
    names:
      'CrackACoconutAtHome ServeItInTheShell CoconutMilkFromScratch CoconutRiceGlowUp ToastedCoconutTest FreshVsBoxedCoconut CoconutMacaroonStack ColadaMocktailInShell',
    also: 'coconuts',
  },
  lime: {
    things: 'Zest Juice Wedge Salt Pie Salsa Taco Soda Curd',
    moves: 'ZestCurl WedgeSqueeze RollJuice PieWhip SaltRim',
    verbs: 'Zest Squeeze Juice Roll',
    core: 'Zest Squeeze Wedge',
    scenes: 'TacoNight Summer',
    names:
      'KeyLimePieNoBake MaxJuiceFromALime LimeadeFromScratch ZestBeforeYouSqueeze ChiliLimeEverything LimeVsLemonBlindTest LimeCurdIn10 LimeShellSorbet',
    also: 'limes',
  },
  pear: {
    things: 'Tart Crumble Cheese Salad Core Stem Caramel Ginger Orchard',
    moves: 'PoachedGlow TartFan CoreScoop RipenTest CaramelBake',
    verbs: 'Poach Core Slice Ripen',
    core: 'Poach Tart Core',
    scenes: 'Autumn Orchard',
    names:
      'PoachedPearGlowUp FanAPearTart CheckThePearNeck CaramelPearUpsideDown PearVsAppleCrumble StuffedPearBakeOff BakedPearChips PearSorbetCups',
    also: 'pears',
  },
  kiwi: {
    things: 'Fuzz Skin Slice Pavlova Smoothie Spoon Tart Seeds Jam',
    moves: 'SpoonScoop FlowerSlice PavlovaTop FuzzPeel CupCut',
    verbs: 'Scoop Slice Peel Top',
    core: 'Fuzz Scoop Pavlova',
    scenes: 'Summer Brunch',
    names:
      'KiwiSpoonScoopHack EatTheKiwiSkin GoldVsGreenKiwi KiwiPavlovaStack KiwiFlowerSlice KiwiFruitTartFan KiwiChiaJam PeelAKiwiInSeconds',
    also: 'kiwis kiwifruit',
  },
  spatula: {
    things: 'Pancake Burger Egg Grill Frosting Skillet Cookie Crepe Diner',
    moves: 'PancakeFlip SmashBurger ScrapeClean FrostingSwoop CookieLift',
    verbs: 'Flip Scrape Smash Spread',
    core: 'Flip Pancake Smash',
    scenes: 'Brunch Cookout',
    names:
      'SpatulaFlipAndCatch SpatulaSwoopFrosting SpatulaSmashTest SpatulaOnlyBreakfast SunnySideUpNoBreak ScrapeTheBowlClean DinerCookSpatulaTricks SpatulaCrepeFold',
    also: 'spatulas',
  },
  whisk: {
    things: 'Egg Cream Meringue Batter Bowl Omelette Foam Matcha',
    moves: 'StiffPeaks WristWhip FoamTest BatterMix UpsideDownBowl',
    verbs: 'Whip Beat Fold Froth',
    core: 'Meringue Whip Froth',
    scenes: 'Brunch BakeSale',
    names:
      'StiffPeaksByHand UpsideDownBowlTest WhiskVsMixer DalgonaWhiskOff WhiskTheFluffiestEggs FoamyMatchaWhisk WhiskAwayTheLumps MeringueKissesBake',
    also: 'whisks',
    verb: true,
  },
  'frying pan': {
    things: 'Egg Pancake Skillet Butter Sizzle Handle Lid Omelette Bacon',
    moves: 'PanFlip EggSlide ButterBaste SizzleTest OneHandToss',
    verbs: 'Fry Flip Sear Toss',
    core: 'Sizzle Flip Sear',
    scenes: 'Breakfast DinerMorning',
    names:
      'PanTossChallenge FlipWithoutASpatula OnePanBreakfast FryingPanPizzaNoOven GiantPanCookie PanEggSlideTest PanSauceIn5 CrispyEdgeEggs',
    also: 'pan skillet',
  },
  blender: {
    things: 'Smoothie Ice Fruit Shake Soup Pesto Salsa Frappe Pitcher',
    moves: 'SmoothieBlend IceCrush PulseChop LayerPour FrappeSwirl',
    verbs: 'Blend Pulse Crush Pour',
    core: 'Smoothie Pulse Crush',
    scenes: 'Breakfast Poolside',
    names:
      'WillItBlend ThickestSmoothieBowl OneBlenderBreakfast BlenderFrappeAtHome GuessWhatsInIt BlenderNiceCream RainbowLayerShake BlenderSalsaIn60',
    also: 'blenders',
  },
  oven: {
    things: 'Tray Timer Light Rack Mitt Bread Cookie Cake Window',
    moves: 'LightPeek RackSwap SheetPanDinner PreheatRace SlowRoast',
    verbs: 'Bake Roast Broil Preheat',
    core: 'Bake Roast Tray',
    scenes: 'SundayRoast Holiday',
    names:
      'OvenWindowWatchParty OneTrayOvenDinner OvenFriesCrispTest SheetPanPancakes OvenGlassGlowUp FirstBakeInNewOven SlowRoastSunday OvenSmoresIn5',
    also: 'ovens',
  },
  chopsticks: {
    things: 'Noodle Rice Dumpling Sushi Ramen Bowl Bean Peanut Popcorn',
    moves: 'NoodleLift BeanPick DumplingGrab CrossGrip TwirlSlurp',
    verbs: 'Pick Grab Lift Twirl',
    core: 'Noodle Rice Pick',
    scenes: 'TakeoutNight',
    names:
      'ChopsticksOnlyDinner NoodleLiftShot ChopstickScrambledEggs EatCerealWithChopsticks ChopstickPeanutPick FirstTryWithChopsticks OneGrainAtATime ChopstickPopcornRelay',
    also: 'chopstick',
  },
  toast: {
    things: 'Butter Jam Avocado Crust Cinnamon Egg Sourdough Crumb Topping',
    moves: 'ToppingStack ButterSpread CrispTest JamSwirl GoldenCheck',
    verbs: 'Butter Spread Crisp Top',
    core: 'Butter Jam Crust',
    scenes: 'Breakfast Brunch',
    names:
      'RateMyToastShade ToastToppingTower PaintedToastArt EggInAHoleToast ToastTierList TheCrustDebate OneSliceFiveWays ButterEveryCorner',
  },
  chips: {
    things: 'Crunch Dip Salsa Bag Salt Potato Nacho Flavor Crumbs',
    moves: 'CrunchTest DipScoop BagShake FlavorGuess OvenBake',
    verbs: 'Crunch Dip Scoop Munch',
    core: 'Crunch Dip Salsa',
    scenes: 'MovieNight GameDay',
    names:
      'GuessTheChipFlavor ChipRingBuild WalkingTacoBag ChipsFromScratch UltimateChipDip MicrowaveChipHack LoudestChipCrunch ChipDipTierList',
    also: 'crisps potatochips',
  },
  lollipop: {
    things: 'Stick Swirl Candy Rainbow Wrapper Flavor Sugar Mold Flower',
    moves: 'SwirlPour MoldSet RainbowSwirl WrapperTwist FlowerPress',
    verbs: 'Pour Swirl Wrap Set',
    core: 'Swirl Candy Stick',
    scenes: 'Birthday Carnival',
    names:
      'PourYourOwnLollipop EdibleFlowerLollipops GiantRainbowLollipop HowManyLicksToCenter LollipopBouquetBuild StainedGlassLollipop LollipopFlavorGuess ChocolateLollipopDrip',
    also: 'lollipops lolly',
  },
  ketchup: {
    things: 'Fries Burger HotDog Bottle Tomato Dip Mustard Packet Diner',
    moves: 'SqueezeArt BottleTap FryDip PacketPress TomatoSimmer',
    verbs: 'Squeeze Dip Tap Drizzle',
    core: 'Fries Squeeze Tomato',
    scenes: 'Cookout Diner',
    names:
      'MakeYourOwnKetchup KetchupOnEggsDebate KetchupSmileyPlate BlindKetchupTaste SpicyKetchupGlowUp SqueezeBottleArt KetchupPacketHack TapTheBottleTrick',
    also: 'catsup',
  },
  soda: {
    things: 'Fizz Float Bubbles Can Ice Syrup Lime Cream Straw',
    moves: 'FizzTest FloatBuild SyrupMix FlavorStack IceFill',
    verbs: 'Fizz Pour Mix Float',
    core: 'Fizz Float Bubbles',
    scenes: 'Summer Diner',
    names:
      'MixYourOwnSoda SodaFloatFaceoff BlindSodaTasteTest LayeredItalianSoda FreshFruitSodaFizz CreamSodaFromScratch SodaJellyCubes FizzyFloatTower',
    also: 'sodas',
  },
  peas: {
    things: 'Pod Butter Mint Soup Risotto Garden Shell Sprout Pesto',
    moves: 'PodShell SmashedToast MintMash SoupBlend GardenPick',
    verbs: 'Shell Mash Pop Pick',
    core: 'Pod Shell Mint',
    scenes: 'Garden Springtime',
    names:
      'SmashedPeaToast PeaPestoSwap FreshPodPeasTest PopThePodChallenge MintPeaSoupIn10 PeaRisottoFirstTry GardenToPlatePeas CrispyRoastedPeas',
    also: 'pea',
  },
  spinach: {
    things: 'Leaf Salad Smoothie Dip Pesto Garlic Omelette Pasta Feta',
    moves: 'WiltTest SmoothieBlend SauteSwirl DipBake LeafStack',
    verbs: 'Wilt Saute Blend Chop',
    core: 'Leaf Wilt Smoothie',
    scenes: 'Brunch Weeknight',
    names:
      'WhereDidTheSpinachGo SpinachDipGlowUp HulkPancakeStack SpinachPastaDough SneakySpinachBrownies SpinachSmoothieBlindTest FoldASpanakopita SpinachStuffedShells',
  },
  'rolling pin': {
    things: 'Dough Cookie Crust Pie Flour Pizza Pasta Sheet Pastry',
    moves: 'EvenRoll FlourDust CrustLift DoughSpin ThicknessCheck',
    verbs: 'Roll Dust Flatten Lift',
    core: 'Dough Crust Flour',
    scenes: 'BakeDay Holiday',
    names:
      'PerfectCircleCrust EmbossedPinCookies ThinnestDoughChallenge RollingPinPastaSheets CrushGrahamsWithThePin DrapeItOverThePie RollOutAFlatbread RollingPinPizzaBase',
  },
  raspberry: {
    things: 'Jam Tart Sorbet Cane Lemonade Coulis Cheesecake Muffin Fingertip',
    moves: 'JamSwirl TartFill CanePick SorbetScoop CoulisDrizzle',
    verbs: 'Pick Swirl Drizzle Freeze',
    core: 'Jam Tart Cane',
    scenes: 'Summer Picnic',
    names:
      'RaspberryOnEveryFinger RaspberryJamIn15 PinkLemonadeGlowUp RaspberrySwirlBrownies RaspberryTartArt NoChurnRaspberrySorbet DrizzleTheCoulis RaspberryCheesecakeBites',
    also: 'raspberries',
  },
  cinnamon: {
    things: 'Roll Sugar Toast Stick Apple Churro Spice Swirl Bun',
    moves: 'SwirlRoll SugarDust StickStir SpiceBlend BunBake',
    verbs: 'Bake Dust Stir Sprinkle',
    core: 'Roll Sugar Swirl',
    scenes: 'Autumn Holiday',
    names:
      'GiantCinnamonRoll CinnamonRollGlowUp CinnamonSwirlBread CinnamonSugarEverything ChurroBitesAtHome StovetopCinnamonApples SnickerdoodleFirstBatch CinnamonStickHotCocoa',
  },
  apron: {
    things: 'Pocket Strings Bow Flour Chef Baker Stain Pattern Embroidery',
    moves: 'BowTie FlourPrint PocketCheck StainTest ChefReady',
    verbs: 'Tie Wear Dust Stitch',
    core: 'Chef Baker Pocket',
    scenes: 'BakeDay Holiday',
    names:
      'ApronStainStory MatchingApronBakeOff PaintYourOwnApron FlourHandprintApron ApronBeforeAndAfter ApronOnChefMode ApronPocketReveal GrandmasApronRecipe',
    also: 'aprons',
  },
  restaurant: {
    things: 'Menu Waiter Table Plate Chef Booth Dessert Appetizer Reservation Napkin',
    moves: 'Plating TastingMenu ChefsSpecial MenuRecreate TableService CourseReveal',
    verbs: 'Order Plate Serve Taste',
    core: 'Menu Plating ChefsSpecial Dessert',
    scenes: 'DateNight BirthdayDinner',
    names:
      'RestaurantAtHome RecreateTheMenu RestaurantDishForLess RestaurantStylePlating HomeRestaurantNight ThreeCourseChallenge FakeAwayVsTakeaway RestaurantQualityIn30 MenuFromTheFridge',
    also: 'restaurants',
  },
  'candy cane': {
    things: 'Peppermint Stripes Hook Cocoa Sugar Bark Tree Mint',
    moves: 'CrushedTopping StripeTwist HookStir CocoaStir BarkBreak',
    verbs: 'Crush Twist Stir Dip',
    core: 'Peppermint Stripes Twist',
    scenes: 'Christmas Holiday Winter',
    names:
      'CandyCaneCocoaStir PeppermintBarkBreak CandyCaneHeartPops DippedCandyCanes CrushedCaneCookies TwistYourOwnCane CandyCaneMilkshake CandyCaneTwistBread StripedPeppermintFudge',
    also: 'candycanes',
  },
  'pancake day': {
    things: 'Pancakes Lemon Sugar Batter Crepe Syrup FryingPan Toppings Tuesday',
    moves: 'PancakeFlip PancakeRace ToppingBar StackTower FlipCount',
    verbs: 'Flip Whisk Stack Toss',
    core: 'Pancakes Lemon PancakeFlip',
    scenes: 'ShroveTuesday Breakfast',
    names:
      'PancakeDayFlipOff PancakeDayRace LemonSugarVsSyrup TallestPancakeDayStack PancakeDayToppingBar MostTossesIn30 PancakeDayArt CatchItInThePan CrepeVsFluffyPancake',
    also: 'shrovetuesday',
  },
  passover: {
    things: 'Matzo Seder Charoset Haggadah Afikoman Brisket Macaroons Soup Plate',
    moves: 'SederPlate AfikomanHunt MatzoBake FourQuestions MatzoBallFloat',
    verbs: 'Bake Hide Ask Share',
    core: 'Matzo Seder AfikomanHunt',
    scenes: 'Spring FamilyTable',
    names:
      'BeatThe18MinuteRule PassoverMatzoBallFloat BuildYourSederPlate SweetOrSavoryBrei PassoverMacaroonBake ChocolateToffeeCrunch GrandmasPassoverRecipe PassoverCharosetSwap PassoverBrisketBattle',
    also: 'pesach',
  },
  lettuce: {
    things: 'Leaf Wrap Salad Crunch Taco Burger Romaine Iceberg Garden',
    moves: 'CrispLeafTest SaladSpin WrapRoll RegrowStump GardenPick',
    verbs: 'Wash Spin Wrap Chop Grow',
    core: 'Leaf Salad Wrap',
    scenes: 'Garden Lunchbox',
    names:
      'LettuceWrapTacos RegrowYourLettuce LettuceBunBurger WiltedLettuceRevival GrilledRomaineTest LettuceCupLunchbox IcebergWedgeGlowUp LettuceLeafTasteOff CaesarFromScratch SpinItDryChallenge',
    also: 'lettuces',
  },
  cabbage: {
    things: 'Slaw Leaf Roll Kimchi Sauerkraut Dumpling Soup Head Steak',
    moves: 'SlawToss KimchiJar LeafRoll SteakRoast ShredPile',
    verbs: 'Shred Ferment Roll Roast',
    core: 'Slaw Kimchi Sauerkraut',
    scenes: 'Harvest Picnic',
    names:
      'CabbageRollFirstTry KimchiFromScratch CabbageSteakGlowUp SauerkrautInAJar WholeRoastedCabbage CabbageDumplingFold CabbageLeafTacos SlawOffChallenge ThinnestShredWins',
    also: 'cabbages',
  },
  cauliflower: {
    things: 'Rice Steak Floret Crust Buffalo Wings Mash Curry Head Gratin',
    moves: 'CauliRice PizzaCrust RoastHead BuffaloBite FloretSteak',
    verbs: 'Roast Rice Mash Blitz',
    core: 'Floret Rice Crust',
    scenes: 'Dinnertime',
    names:
      'CauliflowerPizzaCrust WholeRoastedCauliflower BuffaloCauliBites CauliflowerRiceSwap CauliflowerSteakGlowUp CauliflowerMashVsPotato CauliWingsTasteOff FloretAirFryTest GuessTheCauliflower',
    also: 'cauliflowers cauli',
  },
  celery: {
    things: 'Stalk Stick Leaf Crunch Peanut Raisin Soup Juice Mirepoix Dip',
    moves: 'AntsOnALog StalkSnap CrunchTest DipBar RegrowBase',
    verbs: 'Snap Chop Dip Crunch',
    core: 'Stalk Crunch Snap',
    scenes: 'Lunchbox Snacktime',
    names:
      'AntsOnALogGlowUp CelerySnapTest RegrowCeleryBase CeleryJuiceTasteTest CelerySoupFromScratch CeleryBoatSnacks CeleryCrunchRating StalkDipTierList MirepoixIn3Minutes',
  },
  eggplant: {
    things: 'Parm Ganoush Moussaka Slice Skin Grill Curry Dip Lasagna',
    moves: 'CharTheSkin CrispySlice GrillStripe SmokyDip StuffedBoat',
    verbs: 'Grill Roast Fry Char',
    core: 'Parm Moussaka Ganoush',
    scenes: 'Dinnertime Summer',
    names:
      'EggplantParmFirstTry BabaGanoushFromScratch CharTheEggplantSkin EggplantBoatBake MoussakaLayerByLayer CrispyEggplantFries GrilledEggplantStack NoSoggyEggplantHack EggplantLasagnaSwap',
    also: 'eggplants aubergine aubergines',
  },
  zucchini: {
    things: 'Zoodle Noodle Bread Boat Fritter Chip Slice Garden Muffin Blossom',
    moves: 'ZoodleSpiral StuffedBoat FritterFlip ChipCrisp GiantHarvest',
    verbs: 'Spiralize Grate Grill Stuff',
    core: 'Zoodle Bread Fritter',
    scenes: 'Garden Summer Harvest',
    names:
      'ZoodlesVsPasta ZucchiniBreadFirstTry ZucchiniBoatBake ZucchiniFritterFlip CrispyZucchiniChips UseTheGiantZucchini StuffedZucchiniBlossoms ChocolateZucchiniCake SpiralizeEverything',
    also: 'zucchinis courgette courgettes',
  },
  pomegranate: {
    things: 'Seed Aril Juice Molasses Salad Jewel Crown Tree Sparkler',
    moves: 'SpoonTap WaterBowlTrick JewelSprinkle JuiceSqueeze FlowerCut',
    verbs: 'Deseed Score Squeeze Sprinkle',
    core: 'Seed Aril Juice',
    scenes: 'Winter Holiday',
    names:
      'DeseedAPomegranate PomegranateSpoonTap PomegranateWaterTrick OpenItLikeAFlower PomegranateMolassesGlaze PomegranateSparkler JeweledPomegranateSalad ArilsOnEverything NoMessPomegranate',
    also: 'pomegranates',
  },
  plum: {
    things: 'Jam Tart Cake Crumble Pit Prune Sauce Galette Dumpling Orchard',
    moves: 'JamJar PitTwist TartSpiral CrumbleTop RoastedHalves',
    verbs: 'Bake Poach Stew Roast',
    core: 'Jam Tart Crumble',
    scenes: 'Orchard Autumn',
    names:
      'PlumUpsideDownCake PlumCrumbleFirstTry PlumGaletteFold DryYourOwnPrunes RoastedPlumSundae PlumTartRoseSpiral PlumVarietyTasteTest PoachedPlumGlowUp PlumJamIn30',
    also: 'plums',
  },
  sausage: {
    things: 'Link Roll Bun Grill Bangers Mash Pasta Patty Breakfast Octopus',
    moves: 'LinkTwist SheetPanRoast GrillMarks PuffPastryRoll CampfireStick',
    verbs: 'Grill Sizzle Roll Stuff',
    core: 'Link Grill Bangers',
    scenes: 'Barbecue Breakfast Campfire',
    names:
      'SausageOctopusBento SausageRollFromScratch BangersAndMashGlowUp TwistYourOwnLinks SheetPanSausageDinner PigsInABlanketBake CampfireSausageSticks SausageGravyFirstTry SausagePastaIn20',
    also: 'sausages',
  },
  salt: {
    things: 'Flake Crystal Rim Crust Brine Pinch Caramel Sea Pretzel Shaker',
    moves: 'PinchFromHigh BrineSoak FlakeFinish CrystalGrow RimDip',
    verbs: 'Season Brine Sprinkle Pinch',
    core: 'Pinch Flake Brine',
    scenes: 'Seaside',
    names:
      'SaltedCaramelFirstTry MakeYourOwnSeaSalt SaltCrustFishBake SaltBlindTasteTest OnePinchMagic CitrusSaltFromScratch FlakySaltFinish BrineItFirst SaltRimMocktail',
  },
  sugar: {
    things: 'Cube Glass Syrup Caramel Cookie Icing Candy Sprinkle Crystal Cotton',
    moves: 'SpunNest CaramelPour CubeTower CottonCandySpin StencilDust',
    verbs: 'Caramelize Spin Dust Melt',
    core: 'Caramel Cube Icing',
    scenes: 'Bakery Holiday',
    names:
      'SpunSugarNest SugarCookieGlowUp BrownSugarFromScratch DrySugarCaramel PowderedSugarStencil HalfTheSugarBakeOff GrowYourRockCandy SugarGlassCookies CottonCandyAtHome',
    also: 'sugars',
  },
  flour: {
    things: 'Dough Bread Tortilla Pasta Dust Starter Cookie Crepe Roux Sack',
    moves: 'SiftCloud DustTheCounter KneadTest ScoopAndLevel FlatbreadRoll',
    verbs: 'Sift Knead Dust Measure',
    core: 'Dough Sift Knead',
    scenes: 'Bakery Baking',
    names:
      'FlourTortillasFromScratch ScoopVsSpoonFlour WhichFlourWins FlourAndEggPasta FlourWaterSaltBread SiftItOrNot HeatTreatYourFlour FlourStencilLoaf ThreeFlourCookieTest',
    also: 'flours',
  },
  jelly: {
    things: 'Jar Jam Wobble Mold Layer Cube Bean Toast Sandwich Gelatin',
    moves: 'WobbleTest LayerPour MoldFlip JarSeal RainbowStack',
    verbs: 'Set Wobble Pour Spread',
    core: 'Wobble Jar Mold',
    scenes: 'Picnic Party',
    names:
      'JellyWobbleTest RainbowJellyLayers FlipTheJellyMold PeanutButterJellyGlowUp FruitFloatJelly CrystalClearJellyTest JellyMosaicCake FirstJarOfJelly JellyPondCake',
    also: 'jellies',
  },
  peanut: {
    things: 'Butter Shell Brittle Sauce Satay Cookie Noodle Jar Crunch Legume',
    moves: 'ShellCrack BrittleSnap ForkCross SatayDip JarGrind',
    verbs: 'Roast Grind Shell Crunch',
    core: 'Butter Shell Brittle',
    scenes: 'Ballpark Harvest',
    names:
      'PeanutButterFromScratch CrunchyOrSmoothDebate PeanutBrittleSnapTest ForkCrossPeanutCookies BoiledPeanutsFirstTry PeanutSatayNoodles HoneyRoastPeanuts SpicyPeanutSauceIn5 PeanutButterCupsDIY',
    also: 'peanuts',
  },
  mustard: {
    things: 'Seed Dip Pretzel Honey Dijon Hotdog Sauce Jar Vinaigrette Squeeze',
    moves: 'SqueezeArt HoneyDip SeedGrind PretzelDunk GlazeBrush',
    verbs: 'Squeeze Whisk Grind Glaze',
    core: 'Dijon Honey Pretzel',
    scenes: 'Ballpark Barbecue Picnic',
    names:
      'GrindYourOwnMustard HoneyMustardDipOff MustardPretzelDunk MustardVsKetchupDebate MustardBlindTasteTest MustardGlazeGlowUp HotdogSqueezeArt ShakeAVinaigrette MustardSeedCrackle',
    also: 'mustards',
  },
  bowl: {
    things: 'Smoothie Poke Ramen Rice Granola Salad Ceramic Noodle Acai Soup',
    moves: 'LayerAndTop SmoothieSwirl GrainBase ToppingGrid EdibleCrust',
    verbs: 'Build Layer Top Scoop',
    core: 'Smoothie Poke Ramen',
    scenes: 'Breakfast Lunch',
    names:
      'SmoothieBowlArt EdibleBowlChallenge RainbowPokeBowl FridgeCleanOutBowl RateMyBreakfastBowl OneBowlBrownies FiveColorBowl NoodleBowlGlowUp BreadBowlBake',
    also: 'bowls',
  },
  plate: {
    things: 'Garnish Swoosh Dinner Sauce Smear Stack Portion Dish Platter Rim',
    moves: 'SauceSwoosh GarnishDot TowerStack CleanRim MicrogreenTop',
    verbs: 'Garnish Stack Swoosh Serve',
    core: 'Garnish Swoosh Dinner',
    scenes: 'Dinnertime Restaurant',
    names:
      'PlateItLikeAChef SameMealTwoPlates PaperPlateToFancy RainbowPlateChallenge SauceSwooshTest PlateUpLeftovers FancyPlateFastFood GrazingPlateBuild HalfPlateVeggies',
    also: 'plates',
  },
  pot: {
    things: 'Stew Soup Lid Pasta Chili Broth Curry Rice Noodle Handle',
    moves: 'LowSimmer LidLift SteamCheck BigBatch StirAndTaste',
    verbs: 'Simmer Stir Boil Braise',
    core: 'Stew Soup Simmer',
    scenes: 'Weeknight Sunday',
    names:
      'OnePotPasta OnePotDinnerIn30 GiantPotOfChili WoodenSpoonPotHack PotRoastSunday LiftTheLidReveal LeftoversInOnePot SoupPotFromScraps',
    also: 'pots cookingpot',
  },
  knife: {
    things: 'Blade Board Dice Julienne Whetstone Onion Herb Chef Paring Tomato',
    moves: 'RockChop ClawGrip FineDice Chiffonade HoneTheEdge',
    verbs: 'Chop Dice Slice Mince Sharpen',
    core: 'Chop Dice Blade',
    scenes: 'PrepDay',
    names:
      'LearnTheClawGrip KnifeSkillsLevelUp SharpVsDullKnifeTest OneKnifeDinner WhetstoneFirstTry ChiffonadeTheBasil KnifeCareRoutine YourFirstChefKnife PaperSliceKnifeTest',
    also: 'knives',
  },
  ladle: {
    things: 'Soup Stew Punch Broth Pancake Batter Dosa Tadka Egg Handle',
    moves: 'BatterPour SauceSpiral PerfectScoop SkimTheTop PoachInPlace',
    verbs: 'Scoop Pour Serve Skim',
    core: 'Scoop Soup Batter',
    scenes: 'Potluck Dinnertime',
    names:
      'LadleEggPoach LadleSauceSpiral LadleDosaSwirl PerfectLadlePancakes TadkaInALadle SkimTheBrothClear NoDripLadlePour LadleMeasureGuess',
    also: 'ladles',
  },
  colander: {
    things: 'Pasta Drain Rinse Berry Steam Noodle Sink Holes Yogurt Ricotta',
    moves: 'DrainAndToss BerryRinse SteamBasket PastaShake StrainOvernight',
    verbs: 'Drain Rinse Strain Steam',
    core: 'Drain Rinse Pasta',
    scenes: 'Dinnertime',
    names:
      'SaveThePastaWater StrainYourOwnYogurt ColanderSteamHack ColanderBerryRinse ColanderRicottaDrip ColanderPopcornShake UpsideDownColanderHack ColanderPastaToss ColanderSaladSpin',
    also: 'colanders',
  },
  'cutting board': {
    things: 'Wood Bamboo Charcuterie Herb Bread Oil Grain Butcher Block Groove',
    moves: 'OilAndCondition GrazingSpread ScrapeAndSlide LemonSaltScrub ButterSwirl',
    verbs: 'Chop Oil Carve Arrange',
    core: 'Wood Charcuterie Butcher',
    scenes: 'PartyTable',
    names:
      'CuttingBoardGlowUp OilYourCuttingBoard CuttingBoardCharcuterie NoSlipCuttingBoard LemonSaltBoardScrub ButterBoardChallenge BuildAGrazingBoard ButcherBlockRestore CuttingBoardSnackSpread',
    also: 'cuttingboards choppingboard choppingboards',
  },
  teapot: {
    things: 'Leaf Steep Cozy Spout Kettle Chai Bloom Infuser Honey Lemon',
    moves: 'WarmThePot BloomingFlower LooseLeafSteep ColdBrew SpoutPour',
    verbs: 'Brew Steep Pour Warm',
    core: 'Steep Brew Spout',
    scenes: 'Teatime Afternoon',
    names:
      'WarmTheTeapotFirst BloomingTeaReveal OneTeapotFiveSteeps ColdBrewTeapotTest NoDripTeapotPour StainedTeapotGlowUp TeapotMilkFirstDebate HerbGardenTeapot ClayTeapotFirstBrew',
    also: 'teapots',
  },
  jar: {
    things: 'Mason Lid Oats Pickle Jam Salad Label Layer Cookie Pantry',
    moves: 'OvernightOats LayerSalad QuickPickle ShakeDressing CookieMix',
    verbs: 'Layer Shake Seal Pickle',
    core: 'Mason Oats Pickle',
    scenes: 'Pantry Lunchbox Picnic',
    names:
      'OvernightOatsInAJar LayeredJarSalad ShakeButterInAJar QuickPickleJar CookieMixInAJar OpenTheStuckJar PantryJarGlowUp StarterJarRiseTest',
    also: 'jars masonjar masonjars',
  },
  'jelly beans': {
    things: 'Candy Flavors Jar Colors Sugar Sprinkles Easter Cupcakes',
    moves: 'FlavorGuess RainbowSort TasteTest CandyMosaic JarGuess',
    verbs: 'Sort Guess Taste Bake',
    core: 'Candy Flavors Easter',
    scenes: 'Easter CandyJar',
    names:
      'GoodOrGrossJellyBean GuessTheJellyBeanFlavor HomemadeJellyBeans HowManyJellyBeansInTheJar JellyBeanRainbowBark JellyBeanEasterNests JellyBeanCookies MixBeansToMatchADessert',
    also: 'jellybean',
  },
  ratatouille: {
    things: 'Eggplant Zucchini Tomato Pepper Onion Garlic Basil Thyme Skillet',
    moves: 'SpiralBake VeggieSlice SlowSimmer GardenHarvest PlatingArt',
    verbs: 'Slice Layer Simmer Roast',
    core: 'Eggplant Zucchini SpiralBake',
    scenes: 'Provence FarmersMarket',
    names:
      'RatatouilleSpiral RatatouilleFlashback RatatouilleTwoWays RatatouilleIn30Minutes OneSkilletRatatouille RatatouilleKnifeSkills LeftoverRatatouilleRemix RatatouillePizza',
  },
  'waffle iron': {
    things: 'Batter Syrup Waffles Butter Berries Hashbrowns Cheese Grid',
    moves: 'WaffleEverything CrispyGrid FlipAndPress BrunchStack',
    verbs: 'Press Flip Bake',
    core: 'Waffles Syrup WaffleEverything',
    scenes: 'Brunch SundayMorning',
    names:
      'WillItWaffle WaffleIronHashbrowns WaffleIronGrilledCheese WaffleIronPizza WaffleIronCookies WaffleIronOmelet WaffleIronLeftovers WaffleIronBrownies',
    also: 'waffleirons wafflemaker',
  },
  thermos: {
    things: 'Soup Coffee Cocoa Tea Lunch Lid Steam Oatmeal Noodles',
    moves: 'HotLunch SoupToGo CocoaRun OvernightOats SteamCheck',
    verbs: 'Pour Sip Pack Warm',
    core: 'Soup Coffee Cocoa',
    scenes: 'WinterHike SchoolLunch',
    names:
      'ThermosCooking ThermosHeatTest StillHotAtNoon ThermosSoupLunch ThermosNoodleHack ThermosCocoaBar ThermosOatmeal ThermosLunchWeek',
    also: 'thermoses vacuumflask',
  },
  'can opener': {
    things: 'Gear Lid Tin Beans Soup Tuna Pantry Handle Drawer Chickpeas',
    moves: 'TurnTheCrank PopTheLid LatchOn Squeeze SqueezeAndTurn',
    verbs: 'Crank Twist Clamp Pop Turn',
    core: 'Crank Tin Pantry',
    names:
      'CanOpenerPantryFeast CanOpenerCookOff NoLabelCanOpenerDinner CanOpenerChili CanOpenerSoupSwap CanOpenerChickpeaCurry FiveTinsOneCanOpener GrandmasCanOpenerRecipe',
    also: 'tinopener',
  },
  'mixing bowl': {
    things: 'Spatula Batter Dough Flour Eggs Spoon Butter Sugar Salad Recipe',
    moves: 'FoldItIn StirItUp CreamTheButter CrackAnEgg ScrapeTheSides',
    verbs: 'Stir Whisk Fold Mix Knead',
    core: 'Whisk Batter Stir',
    scenes: 'BakingDay',
    names:
      'OneMixingBowlBrownies FridgeRaidMixingBowl MixingBowlSaladToss PancakeBatterMixingBowl NoKneadMixingBowlBread UpsideDownMixingBowl GrandmasMixingBowl MixingBowlBakeOff',
  },
  'after school': {
    things: 'Snack Backpack Homework Lunchbox Cookies Juice Toast Fruit Milk Sandwich',
    moves: 'DropTheBackpack SnackAttack QuickBite HomeworkBreak Refuel',
    verbs: 'Munch Unwind Recharge Relax',
    core: 'Snack Backpack SnackAttack',
    scenes: 'SchoolsOut',
    names:
      'AfterSchoolSnackBox NoCookAfterSchool AfterSchoolToastBar KidChefAfterSchool AfterSchoolSmoothie AntsOnALogAfterSchool FruitFaceAfterSchool AfterSchoolNachos',
  },
  'sweet tooth': {
    things: 'Candy Cookie Chocolate Cupcake Donut Sprinkles Frosting Lollipop Brownie Marshmallow',
    moves: 'DessertFirst SneakATreat CookieDunk CandyTrade SecretStash',
    verbs: 'Crave Bake Frost Sprinkle Share',
    core: 'Candy Chocolate Cookie',
    scenes: 'Dessert SugarRush',
    names:
      'FeedMySweetTooth SweetToothBakeOff SweetToothMugCake HealthySweetToothSwap BlindSweetToothTasteTest ThreeIngredientSweetTooth SweetToothSnackBoard SweetToothPantryRaid',
  },
  drizzle: {
    things: 'Honey Chocolate Caramel Syrup Glaze Icing OliveOil Sauce Pancakes SqueezeBottle',
    moves: 'ZigZagLines SpoonFlick SauceSwirl GlazeTheTop',
    verbs: 'Pour Swirl Glaze Drip',
    core: 'Honey Chocolate Drip',
    scenes: 'Topping',
    names:
      'DrizzleLikeAPro HoneyDrizzleToast ZigZagDrizzleCookies DrizzleTheDonuts YogurtDrizzleApples OliveOilDrizzleDip DrizzleArtPancakes SqueezeBottleDrizzle',
    also: 'drizzling drizzly',
  },
  peeler: {
    things: 'Potato Carrot Apple Cucumber Zucchini Ribbon Zest Compost CuttingBoard Scraps',
    moves: 'CarrotRibbons AppleSpiral VeggieNoodles ChocolateCurls CucumberRoses',
    verbs: 'Peel Curl Prep Zest',
    core: 'Potato Carrot CarrotRibbons',
    scenes: 'VeggiePrep Kitchen',
    names:
      'PeelerRibbonSalad PeelerChocolateCurls CucumberPeelerRoses ZucchiniPeelerNoodles ParmesanPeelerShavings ApplePeelerSpiral LemonZestWithAPeeler PeelerGarnishPro',
    also: 'potatopeeler vegetablepeeler',
  },
  'cereal bowl': {
    things: 'Milk Spoon Granola Oats Berries Banana Marshmallow Cornflakes Breakfast Crunch',
    moves: 'MilkFirst PourTheMilk LastSpoonful SoggyTest',
    verbs: 'Pour Crunch Scoop Top',
    core: 'Milk Spoon Crunch',
    scenes: 'Breakfast Brunch',
    names:
      'EdibleCerealBowl CerealBowlParfait DIYGranolaCerealBowl SmoothieCerealBowl OvernightOatsCerealBowl CerealBowlTasteTest MixYourOwnCerealBowl FruitFaceCerealBowl',
  },
  tongs: {
    things: 'Grill Barbecue Salad Spaghetti IceCube Toast Sausage Corn Kitchen Apron',
    moves: 'SaladToss PastaTwirl IceGrab GrillFlip PinchAndLift',
    verbs: 'Grab Pinch Flip Toss Clack',
    core: 'Grill Grab Salad',
    scenes: 'Cookout Grillside',
    names:
      'TongsOnlyDinner TongsSaladToss TongsPastaNest PlateItWithTongs ClackTheTongs KebabTurnWithTongs IceCubeTongsMocktail TongsTacoNight',
  },
  'pepper grinder': {
    things: 'Peppercorn Salad Steak Pasta Chef Waiter Egg Soup Salt Table',
    moves: 'FreshCrack TablesideTwist SeasonToTaste CoarseOrFine CrankIt',
    verbs: 'Crack Twist Season Sprinkle Crank',
    core: 'Peppercorn Crack Twist',
    scenes: 'Tableside',
    names:
      'SayWhenPepperGrinder PepperGrinderCacioEPepe PepperGrinderSteakCrust PepperGrinderPopcorn LemonPepperGrinderWings StrawberryPepperGrinder TablesidePepperGrinder PepperGrinderTasteTest',
    also: 'peppermill',
  },
  saucepan: {
    things: 'Lid Handle Whisk Porridge Ramen Custard HotCocoa Rice Egg Gravy',
    moves: 'GentleSimmer NoBoilOver OnePotMeal PerfectEgg WhiskItSmooth',
    verbs: 'Simmer Stir Boil Whisk Heat',
    core: 'Lid Simmer Porridge',
    scenes: 'OnePot',
    names:
      'OneSaucepanDinner SaucepanRamenGlowUp FluffySaucepanRice HotCocoaFromASaucepan SaucepanPorridgeWeek NoBoilOverSaucepan SaucepanSoftBoiledEgg StudentSaucepanMeals SaucepanMacAndCheese',
  },
  'baking sheet': {
    things: 'Parchment Cookies Veggies Oven Spatula Nachos Granola Tray Foil Mitts',
    moves: 'EvenRoast CrispyEdges OneTrayDinner CookieRows LineWithParchment',
    verbs: 'Bake Roast Toss Line Slide',
    core: 'Parchment Cookies Roast',
    scenes: 'TrayBake BakeDay',
    names:
      'OneBakingSheetDinner BakingSheetNachos BakingSheetPancakes GiantBakingSheetCookie BakingSheetGranola RainbowVeggieBakingSheet BakingSheetPizzaNight CrispyEdgesBakingSheet',
    also: 'cookiesheet',
  },
  'cheese grater': {
    things: 'Cheddar Parmesan Zest Carrot Potato Lemon Nutmeg Garlic Zucchini Butter',
    moves: 'ZestALemon HashBrownShred ParmesanSnow CarrotShred NutmegDust',
    verbs: 'Shred Zest Sprinkle Top',
    core: 'Cheddar Parmesan Zest Shred',
    names:
      'WhichSideOfTheGrater GraterFrozenButterHack CheeseGraterHashBrowns CheeseGraterSnowfall CheeseGraterTomatoToast GraterChocolateCurls GraterCarrotCake GraterGarlicPaste',
    also: 'grater boxgrater',
  },
  freezer: {
    things: 'IceCube Popsicle IceTray Leftovers FrozenPeas IceCream Berries Frost MealPrep',
    moves: 'BatchCook FreezeAhead DefrostDay Restock PopsicleMold',
    verbs: 'Freeze Chill Thaw Stack',
    core: 'IceCube Popsicle Freeze',
    scenes: 'DeepFreeze IceBox',
    names:
      'CookFromTheFreezer FreezerMealPrep HomemadeFreezerPops EmptyTheFreezer FreezerCookieDough BurritoBatchFreezer FreezerFudgeNoBake SmoothiePacksFreezer',
  },
  butcher: {
    things: 'Roast Apron Steak Sausage Brisket Counter Scale Twine Mince Chops',
    moves: 'TrussARoast CutToOrder GrindFresh TakeANumber TrimTheFat',
    verbs: 'Trim Grind Truss Carve Weigh',
    core: 'Apron Steak Sausage',
    scenes: 'MeatCounter',
    names:
      'ButchersKnotChallenge AskTheButcher GuessTheButcherCut ButcherVsSupermarket TrussLikeAButcher CheapestAtTheButcher ButcherPaperBrisket ButcherCounterHaul ButcherBurgerBlendTest ButcherBoneBrothDay',
  },
  pantry: {
    things: 'Jars Cans Shelves Labels Spices Pasta Rice Flour Snacks Beans',
    moves: 'Restock Decant ShelfReset SnackRaid UseItUp',
    verbs: 'Stock Organize Label Raid Sort',
    core: 'Jars Shelves Restock',
    scenes: 'Cupboard',
    names:
      '7DayPantryChallenge PantryRaidDinner PantryMysteryBox BackOfThePantryBake ThreeCanPantryChili PantryToPlateIn20 PantryCookOff WhatsInMyPantry PantryPastaNight EmptyThePantrySoup',
  },
  'measuring cup': {
    things: 'Flour Sugar Fractions Spout Milk Batter Oats Rice Marks Recipe',
    moves: 'LevelItOff HalfACup EyeballIt PourToTheLine SpoonAndLevel',
    verbs: 'Measure Level Pour Scoop Sift',
    core: 'LevelItOff Flour Fractions',
    names:
      'EyeballVsMeasuringCup WrongMeasuringCupBake MeasuringCupPancakes LevelTheMeasuringCup NoMeasuringCupBaking MeasuringCupPortions HalveItMeasuringCup GrandmasMeasuringCup MeasuringCupMugCake MeasuringCupRiceRatio',
  },
  'orange juice': {
    things: 'Pulp Squeezer Breakfast Pitcher Citrus Peel Glass Toothpaste Popsicle Brunch',
    moves: 'FreshSqueeze PulpDebate PourAGlass FreezePops HandSqueeze',
    verbs: 'Squeeze Pour Sip Zest Chill',
    core: 'Pulp FreshSqueeze Breakfast',
    scenes: 'Brunch',
    names:
      'OrangeJuiceByHand PulpDebateOrangeJuice FreshVsCartonOrangeJuice OrangeJuicePopsicles OrangeJuicePancakes SunriseOrangeJuice OrangeJuiceSlushie OrangeJuiceSorbet OrangeJuiceMocktail OrangeJuiceMarinade',
  },
  'taco tuesday': {
    things: 'Tortilla Salsa Guacamole Cheese Lettuce Limes Cilantro Shells Beans Toppings',
    moves: 'BuildYourOwn FoldAndFill CrunchTest ToppingsBar SalsaSwap',
    verbs: 'Fold Fill Crunch Stack Squeeze',
    core: 'Tortilla Salsa Guacamole',
    names:
      'TacoTuesdayToppingsBar TacoTuesdayMysteryFilling GlobalTacoTuesday TacoTuesdayOnABudget SalsaFaceOffTacoTuesday TacoTuesdayFromScratch BreakfastTacoTuesday KidsCookTacoTuesday TacoTuesdayLeftovers DessertTacoTuesday',
  },
  'oven mitt': {
    things: 'Tray Cookies Casserole Apron Potholder Hook Lasagna Muffins Roast Pie',
    moves: 'PullTheTray LiftTheLid HandleGrab DoubleGlove SafeCarry',
    verbs: 'Bake Lift Grab Protect',
    core: 'Tray Cookies Bake',
    scenes: 'Kitchen',
    names:
      'CookiesOutOvenMittOn OvenMittLasagnaLift OvenMittBakeOff FirstPieOvenMitt OvenMittMuffinMorning CasseroleCarryOvenMitt OvenMittTrayReveal GrandmasOvenMittRecipe',
    also: 'ovenglove ovenmitten',
  },
  'butter knife': {
    things: 'Toast Jam Bread Spread Bagel Frosting Plate Napkin Crumbs Honey',
    moves: 'SpreadEvenly ThinLayer FrostACake JamSwirl ToastSmear',
    verbs: 'Spread Smear Swirl Frost Slice',
    core: 'Toast Jam Spread',
    scenes: 'Breakfast',
    names:
      'ButterKnifeToastArt EvenSpreadButterKnife ButterKnifeCakeFrosting ButterKnifeOnlyMeal KidsButterKnifeSkills CrustOffButterKnife ButterKnifeAvocadoSmash ButterKnifeTeaSandwiches',
  },
  'coffee maker': {
    things: 'Mug Filter Beans Carafe Grounds Kettle Milk Foam Timer Spoon',
    moves: 'FirstPour MorningBrew MilkFroth LatteArt ColdBrew',
    verbs: 'Brew Pour Froth Grind Stir',
    core: 'Mug MorningBrew Brew',
    scenes: 'Morning Cafe',
    names:
      'CoffeeMakerMocha CoffeeMakerChaiHack BaristaVsCoffeeMaker CoffeeMakerIcedLatte CoffeeMakerCocoa HomeCafeCoffeeMaker CoffeeMakerFoamArt CoffeeMakerBreakfast',
    also: 'coffeemachine',
  },
  'spring roll': {
    things: 'RicePaper Lettuce Carrot Mint Noodles Shrimp Cucumber DippingSauce Peanut Avocado',
    moves: 'TightWrap RicePaperDip DipAndBite FoldTheSides RainbowFill',
    verbs: 'Wrap Roll Dip Fold Fill',
    core: 'RicePaper Wrap DipAndBite',
    scenes: 'DimSum Takeout',
    names:
      'RainbowSpringRoll FruitSpringRolls SpringRollWrapOff FridgeRaidSpringRolls SeeThroughSpringRoll PeanutDipSpringRoll SpringRollTasteTest DessertSpringRoll',
  },
  kale: {
    things: 'Chips Smoothie Salad Lemon Garlic Stems Leaves Oven Blender Parmesan',
    moves: 'LeafMassage CrispyBake GreenBlend StemStrip SaladToss',
    verbs: 'Massage Blend Bake Toss Crisp',
    core: 'Chips Smoothie LeafMassage',
    scenes: 'Superfood Greens',
    names:
      'KaleChipFaceOff MassageYourKale KaleInEverything KaleSmoothieGlowUp CrispyKaleTacos KalePestoPasta KaleCaesarCrunch TryKaleThreeWays',
  },
  pepper: {
    things: 'Grinder Salt Skillet Stuffing Rice Cheese Fajitas Omelet Sauce Seeds',
    moves: 'StuffIt FreshGrind RainbowSlice CoreAndSeed',
    verbs: 'Stuff Grind Season Roast Slice',
    core: 'Grinder StuffIt Salt',
    scenes: 'Taco Rainbow',
    names:
      'StuffedPepperFaceOff PepperRingEggs PepperPizzaBoats RainbowPepperStirFry PepperFajitaNight RoastedPepperHummus MiniPepperNachos PepperConfettiRice',
  },
  apricot: {
    things: 'Jam Pit Toast Tart Yogurt Almond Oats Honey Basket Orchard',
    moves: 'HalveAndPit JamSpread GrillTheHalves FanTheSlices',
    verbs: 'Halve Pit Spread Bake Dry',
    core: 'Jam Pit JamSpread',
    scenes: 'Summer Orchard',
    names:
      'ApricotYogurtPops ApricotParfait ApricotToastArt DriedVsFreshApricot ApricotOatBars HoneyApricotTart ApricotSmoothieBowl ApricotGalette',
  },
  oyster: {
    things: 'Pearl Shell Lemon Ice Crackers Chowder Reef Beach Platter Tide',
    moves: 'LemonSqueeze ShellStack PearlHunt ChowderStir',
    verbs: 'Slurp Squeeze Steam Grill',
    core: 'Pearl Shell Lemon',
    scenes: 'Seaside Harbor',
    names:
      'OysterChowderCookOff GrilledOysterNight OysterCrackerSnackMix FirstOysterTaste OysterMushroomTacos OysterToppingBar SteamedOysterFeast OysterPoBoyBuild',
  },
  'fruit salad': {
    things: 'Bowl Melon Grapes Berries Banana Pineapple Kiwi Honey Mint Skewer',
    moves: 'ChopAndToss MelonBallScoop RainbowLayer HoneyDrizzle',
    verbs: 'Chop Toss Scoop Layer Drizzle',
    core: 'Bowl Melon Grapes',
    scenes: 'Picnic Brunch',
    names:
      'RainbowFruitSalad FruitSaladInAMelon FiveMinuteFruitSalad FruitSaladSkewers TropicalFruitSalad HoneyLimeFruitSalad FruitSaladPizza FruitSaladFaceOff',
  },
  beans: {
    things: 'Can Pot Chili Toast Burrito Jar Soup Lentils Chickpeas Sprout',
    moves: 'SoakOvernight MashAndSmash SproutAJar ScoopAndServe',
    verbs: 'Soak Mash Simmer Sprout Scoop',
    core: 'Can Chili Toast',
    scenes: 'Cookout',
    names:
      'BeansOnToastGlowUp FourBeanChili BlackBeanBurgers ThreeBeanSalad SecretBeanBrownies RefriedBeansFromScratch BeanDipFaceOff OneCanBeansFiveWays BakedBeansBreakfast',
    also: 'bean',
  },
  'root beer': {
    things: 'Float Foam Mug IceCream Vanilla Straw Bottle Fizz Sassafras Barrel',
    moves: 'TopWithIceCream PourSlow ClinkMugs ScoopAndPour',
    verbs: 'Pour Fizz Sip Float Scoop',
    core: 'Float Foam Fizz',
    scenes: 'SodaFountain Diner',
    names:
      'RootBeerFloatBar RootBeerCupcakes RootBeerPulledPork RootBeerBBQSauce FrozenRootBeerPops PerfectRootBeerFoam RootBeerGlazedHam RootBeerFudge',
  },
  'bell pepper': {
    things: 'Stem Seeds Rings Slices Fajitas Skillet Salsa Rainbow Crunch Garden',
    moves: 'SliceIntoRings StuffAndBake CoreTheSeeds RainbowChop',
    verbs: 'Slice Stuff Core Roast Dice',
    core: 'Rings Rainbow Crunch',
    scenes: 'Garden',
    names:
      'StuffedBellPeppers BellPepperEggRings BellPepperStirFry BellPepperNachos BellPepperPizzaBoats BellPepperSalsaFaceOff RainbowBellPepperFajitas BellPepperHummusDip',
    also: 'capsicum',
  },
  'corn dog': {
    things: 'Batter Cornmeal Stick Mustard Ketchup Fairground Sausage Skewer Carnival Napkin',
    moves: 'MustardZigzag DipInBatter FirstBite AirFryIt DunkInKetchup',
    verbs: 'Dip Dunk Bite Drizzle Bake',
    core: 'Batter Stick Mustard',
    scenes: 'Fairground Carnival CountyFair',
    names:
      'AirFryerCornDog CornDogMuffins MustardZigzagCornDog BakedCornDogBites CornDogDippingFlight VeggieCornDogSwap CountyFairCornDog CornDogCheesePull MiniCornDogPlatter',
  },
  'fish sticks': {
    things: 'Tartar Ketchup Breadcrumbs Peas Lemon Freezer Oven Lunchbox Chips Tacos',
    moves: 'DunkInTartar CrumbAndBake SqueezeOfLemon BuildASandwich FreezerToOven',
    verbs: 'Dunk Dip Crumb Bake Squeeze',
    core: 'Tartar Breadcrumbs DunkInTartar',
    scenes: 'FishFriday',
    names:
      'HomemadeFishSticks FishStickTacos AirFryerFishSticks FishStickBento CrunchiestFishStick FishStickSliders CornflakeFishSticks LemonPepperFishSticks FishStickTartarDip',
    also: 'fishfingers',
  },
  crackers: {
    things: 'Cheese Soup Dip Hummus Butter Crumbs Sleeve Grapes Salami Tin',
    moves: 'StackAndSnap DunkInSoup CrumbleOnTop BuildABite SnapInHalf',
    verbs: 'Snap Stack Crumble Dip Spread',
    core: 'Cheese Snap Crumbs',
    scenes: 'SnackTime PicnicBasket',
    names:
      'HomemadeCrackers SeedyCrackerBake CrackerBoardBuild CrackerNachos CrackerPizzaBites SourdoughDiscardCrackers CrackerCrumbChicken CrackerSandwichBar RosemaryCrackers',
    also: 'cracker',
  },
  slushie: {
    things: 'BrainFreeze Straw Ice Syrup Blender Cup Spoon Summer Lemonade Freezer',
    moves: 'ShakeTheBag SlushInABag SipSlowly BlendItUp LayerTheColors',
    verbs: 'Blend Freeze Sip Shake Scrape',
    core: 'BrainFreeze Straw Ice',
    scenes: 'Summer Heatwave',
    names:
      'SlushieInABag LayeredRainbowSlushie NoSyrupSlushie WatermelonSlushie SlushieFloat LemonLimeSlushie CopycatSlushie FrozenGrapeSlushie',
    also: 'slushy',
  },
  basil: {
    things: 'Pesto Tomato Mozzarella Pizza Garlic Leaves Windowsill PineNuts Caprese Pasta',
    moves: 'PickTheLeaves MakePesto TearTheLeaves PizzaTopping GrowFromCutting',
    verbs: 'Pick Grow Tear Blend Sniff',
    core: 'Pesto Tomato Pizza',
    scenes: 'Garden Italian',
    names:
      'PassTheBasil BasilPestoFaceOff BasilCapreseStack BasilLemonade MargheritaBasilTop BasilIceCubes BasilButterBoard OneBasilThreeWays',
  },
  vanilla: {
    things: 'Bean Pod Extract IceCream Cupcake Frosting Milkshake Custard Cone Sundae',
    moves: 'ScrapeThePod SwirlTheCone WhipTheCream BakeTheCake ScoopAndServe',
    verbs: 'Scrape Whip Bake Swirl Scoop',
    core: 'Bean IceCream Cone',
    scenes: 'Bakery Dessert',
    names:
      'HomemadeVanillaExtract PlainVanillaGlowUp VanillaMilkshakeFaceOff VanillaBeanCustard VanillaSwirlCupcakes NoChurnVanilla VanillaPodScrape RealVsFakeVanilla',
  },
  fig: {
    things: 'Jam Honey GoatCheese Toast Tree Tart Walnuts Yogurt Salad Orchard',
    moves: 'TearInHalf DrizzleHoney SpreadTheJam PickFromTheTree StuffAndBake',
    verbs: 'Tear Drizzle Spread Pick Bake',
    core: 'Jam Honey Tree',
    scenes: 'Orchard Mediterranean',
    names:
      'FigJamFaceOff HoneyFigToast FigCheeseBoard FreshFigTart FirstFigTasteTest FigYogurtBowl FigPizzaNight StuffedFigFeast',
  },
  'gummy bears': {
    things: 'Gelatin Mold Candy Jar Juice Rainbow Dropper Snack Pouch Flavor',
    moves: 'FillTheMold ColorSort TasteTest FlavorSwap SquishTest',
    verbs: 'Chew Sort Mold Squish Share',
    core: 'Candy Rainbow Chew',
    scenes: 'Gummy CandyJar',
    names:
      'HomemadeGummyBears JuiceBoxGummyBears GiantGummyBearMold SourCoatGummyBears GummyBearsJellyParfait YogurtGummyBears GummyBearFruitKebab TeaInfusedGummyBear',
    also: 'gummybear gummies',
  },
  mint: {
    things: 'Leaves Tea Lemonade Chocolate Garden Pot Lime Cucumber Candy Sprig',
    moves: 'PickALeaf Muddle FreshSniff BrewTea GrowACutting',
    verbs: 'Muddle Pick Brew Chill Garnish',
    core: 'Leaves Tea Sprig',
    scenes: 'Fresh Herb',
    names:
      'MintPestoPasta MintChutneyDip ChocolateMintBrownies WatermelonMintSalad FreshMintTea MuddleTheMint NoChurnMintChip CucumberMintCooler HomemadeMintLemonade',
    also: 'minty',
  },
  pistachio: {
    things: 'Shell Kernel IceCream Baklava Cream Crust Cookie Bowl Gelato Latte',
    moves: 'CrackTheShell ShellPile GreenSwirl SaltRoast',
    verbs: 'Crack Shell Crush Sprinkle Blend',
    core: 'Shell CrackTheShell Gelato',
    names:
      'NoChurnPistachio PistachioCreamToast PistachioPestoSwap PistachioLatteArt CrushedPistachioCrust GreenPistachioMuffins SaltyPistachioCookies CrackedPistachioBark',
  },
  turnip: {
    things: 'Root Greens Soup Garden Harvest Mash Radish Stew Pickle Soil',
    moves: 'PullFromSoil MashThemUp RoastTray PickleJar',
    verbs: 'Pull Mash Roast Pickle Dig',
    core: 'Root Garden PullFromSoil',
    scenes: 'Harvest Garden',
    names:
      'TurnipMashOff RoastedTurnipFries PickledPinkTurnips TurnipSoupSwap HoneyGlazedTurnip TurnipChipCrunch SpiralTurnipNoodles TurnipCakeDimSum',
  },
  'chicken nuggets': {
    things: 'Ketchup Dips Breadcrumbs Fries AirFryer Lunchbox BBQSauce Crunch DinoShapes Honey',
    moves: 'DunkAndDip BreadIt AirFry SauceFlight CrunchTest',
    verbs: 'Dip Dunk Bread Crunch Bake',
    core: 'Ketchup Dips Crunch',
    scenes: 'Nuggie',
    names:
      'ChickenNuggetDipOff CrunchiestChickenNugget HomemadeChickenNuggets ChickenNuggetSauceFlight BlindChickenNuggetTest DinoChickenNuggets AirFriedChickenNuggets ChickenNuggetBentoBox',
  },
  jam: {
    things: 'Toast Strawberries Jars Berries Sugar Butter Spoon Biscuits Labels Lids',
    moves: 'SpreadItThick JarAndLabel BerryPick SpoonTest ToastTopping',
    verbs: 'Spread Stir Simmer Pick',
    core: 'Toast Strawberries Jars',
    scenes: 'Preserves BerryPatch',
    names:
      'NoCookChiaJam FreezerJamDay JamToastRanking JamTastingFlight GuessTheJamBlind JamAndCheeseBoard ThumbprintJamCookies JamSwirlYogurt',
  },
  scone: {
    things: 'ClottedCream Strawberries Tea Butter Raisins Teapot Currants Cream Doily Flour',
    moves: 'CreamFirst SplitAndSpread AfternoonTea RubInButter CutTheRounds',
    verbs: 'Bake Split Spread Sip Crumble',
    core: 'ClottedCream Tea AfternoonTea',
    scenes: 'TeaTime HighTea',
    names:
      'CreamFirstScone LemonadeScones TallestSconeBakeOff CheeseSconeBrunch SconeTeaParty ThreeIngredientScone BlueberrySconeBatch SconeVsBiscuit',
  },
  asparagus: {
    things: 'Spears Butter Lemon Parmesan Tips Hollandaise Eggs GardenBed Bundle Stalks',
    moves: 'SnapTheEnds RoastTheSpears WrapInBacon DipTheTips SpearBundle',
    verbs: 'Snap Roast Steam Dip Trim',
    core: 'Spears Snap Tips',
    scenes: 'SpringHarvest',
    names:
      'AsparagusSnapTest AsparagusEggSoldiers AsparagusFries AsparagusThreeWays SpringAsparagusTart LemonAsparagusPasta AsparagusRibbonSalad RawVsRoastAsparagus',
  },
  'onion rings': {
    things: 'Batter Breadcrumbs Ketchup Burger AirFryer Dip Basket Onion Crunch Napkin',
    moves: 'DipAndCrunch BatterUp StackEmHigh CrunchTest AirFryIt',
    verbs: 'Dip Dunk Crunch Coat Stack',
    core: 'Crunch Batter Dip',
    scenes: 'Diner',
    names:
      'AirFryerOnionRings OnionRingBurgerStack ThreeDipOnionRings OvenBakedOnionRings OnionRingTasteTest CrunchiestOnionRing SheetPanOnionRings CornflakeOnionRings OnionRingsNachoPlate',
  },
  'dragon fruit': {
    things: 'SmoothieBowl Seeds Spoon Pink Skin Blender Skewer Mango Coconut Granola',
    moves: 'ScoopItOut CutInHalf BlendABowl CubeAndSkewer FirstTaste',
    verbs: 'Scoop Blend Slice Cube Garnish',
    core: 'Pink Seeds SmoothieBowl',
    scenes: 'Tropical',
    names:
      'DragonFruitSmoothieBowl PinkDragonFruitLemonade RedVsWhiteDragonFruit DragonFruitPopsicles DragonFruitSalsa DragonFruitParfait FirstDragonFruitTaste DragonFruitStarSkewers ScoopADragonFruit',
    also: 'pitaya pitahaya',
  },
  'spice rack': {
    things: 'Cumin Paprika Cinnamon Jars Labels Oregano Turmeric Pepper Shelf Grinder',
    moves: 'SniffTest AlphabetSort PinchOfThis RefillTheJars LabelEverything',
    verbs: 'Sort Label Refill Sniff Season',
    core: 'Jars Labels Cumin',
    scenes: 'Kitchen',
    names:
      'SpinTheSpiceRack SpiceRackAtoZ BlindSpiceRackPick SpiceRackRubOff SpiceRackPopcornBar SpiceRackChaiBlend SpiceRackMysteryMeal OneJarSpiceRackDinner BackOfTheSpiceRack',
  },
  ginger: {
    things: 'Root Tea Lemon Honey Grater Shots Cookies Snaps Garlic Peel',
    moves: 'GrateIt PeelWithASpoon FirstSip SpicyKick BrewATea',
    verbs: 'Grate Peel Brew Zest Steep',
    core: 'Root Tea Lemon',
    names:
      'PeelGingerWithASpoon GingerSnapBakeOff HoneyGingerTea GingerStirFryNight GingerMangoLassi GingerCarrotSoup GingerGarlicPaste SipGingerShots',
  },
  cranberry: {
    things: 'Sauce Juice Turkey Bog Muffins Orange Relish Bread Popcorn Garland',
    moves: 'MakeTheSauce BogHarvest StringAGarland BakeMuffins PopAndSimmer',
    verbs: 'Simmer Bake String Sweeten Float',
    core: 'Sauce Bog Turkey',
    scenes: 'Thanksgiving Harvest',
    names:
      'CranberrySauceFromScratch CanVsHomemadeCranberry CranberryOrangeMuffins CranberryBrieBites CranberryCrumbleBake CranberryMocktail LeftoverCranberryToast CranberryPopcornBowl',
  },
  'lunch tray': {
    things:
      'Cafeteria Spork Compartment MilkCarton TaterTots Nuggets Applesauce Pizza Napkin Salad',
    moves: 'FillEverySlot MealPrep PortionIt SnackSwap BalanceIt',
    verbs: 'Portion Pack Serve Sort Fill',
    core: 'Cafeteria Spork Compartment',
    scenes: 'Cafeteria SchoolLunch',
    names:
      'LunchTrayRemake FillTheLunchTray RateMyLunchTray LunchTrayAroundTheWorld ThreeDollarLunchTray RainbowLunchTray GourmetLunchTray LunchTrayMealPrep KidsBuildALunchTray',
  },
  'tea towel': {
    things: 'Dishes Dough Bread Hook Oven Apron Plates Lettuce Linen Kitchen',
    moves: 'DryUp ProofTheDough WrapTheBread ShoulderDrape SaladSwing',
    verbs: 'Dry Wipe Fold Wrap Drape',
    core: 'Dishes Dry Kitchen',
    scenes: 'Kitchen WashingUp',
    names:
      'ProofUnderATeaTowel TeaTowelSwissRoll TeaTowelHashBrowns TeaTowelLettuceSwing TeaTowelTortillaWarmer TeaTowelPicnicBundle WarmSconesInATeaTowel TeaTowelBreadBasket',
    also: 'dishtowel teacloth',
  },
} as const satisfies KeywordEntries;
