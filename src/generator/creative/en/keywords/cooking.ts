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
      'ClearTheFridge FiveIngredientCookOff CookYourFamilyRecipe LetTheKidsCook CookingAroundTheWorld TenDollarCookChallenge MysteryBasketChallenge CookForANeighbor OnePanCookingChallenge',
    also: 'cook',
  },
  baking: {
    things: 'Oven Flour Sprinkles Frosting RollingPin Apron SheetPan StandMixer',
    moves: 'Cookies Cupcakes Brownies BananaBread CinnamonRolls LayerCake Pie',
    verbs: 'Bake Whisk Frost Decorate Knead Sift',
    core: 'Flour Cookies Bake',
    scenes: 'Bakery BakeSale',
    names:
      'BakeItForward NoSoggyBottoms ThreeIngredientBake BakeGrandmasRecipe TechnicalBakeChallenge HomeBakeOff SundayBakeAlong BakingThenVsNow BakeFromScratchChallenge',
    also: 'bake baker',
  },
  sourdough: {
    things: 'Starter Crumb Crust Loaf Dough DutchOven Boule Banneton',
    moves: 'CrumbShot FirstLoaf Scoring StretchAndFold DiscardPancakes',
    verbs: 'Knead Bake Score Proof Fold',
    core: 'Starter Loaf Knead',
    scenes: 'FirstLoaf',
    names:
      'CrumbShotChallenge BakeYourBoule SourdoughScoringChallenge SourdoughFocacciaGarden FeedYourStarter FirstSourdoughLoaf SourdoughDiscardBakeOff NameYourSourdough OvenSpringReveal',
  },
  pasta: {
    things: 'Parmesan Meatballs Sauce Basil Noodles Pesto Fork Colander',
    moves: 'Spaghetti Lasagna Carbonara Ravioli Alfredo Gnocchi Bolognese',
    verbs: 'Twirl Boil Toss Roll',
    core: 'Spaghetti Sauce Twirl',
    scenes: 'PastaNight AlDente',
    names:
      'FreshPastaFriday SpaghettiTwirlChallenge ShapeYourPasta CacioEPepeChallenge RavioliFoldOff NoCreamCarbonara GuessThePastaShape AlDenteBiteTest NonnaApprovedPasta',
    also: 'spaghetti',
  },
  pizza: {
    things: 'Cheese Pepperoni Crust Dough Slice Mozzarella Oven Basil',
    moves: 'CheesePull DoughToss Margherita DeepDish Calzone Flatbread',
    verbs: 'Toss Slice Bake Stretch',
    core: 'Slice Cheese Pepperoni',
    scenes: 'PizzaNight PizzaParty Pizzeria',
    names:
      'PizzaDoughToss CheesePullChallenge TopYourPizza RoundestPizzaWins LeopardCrustChallenge PizzaFaceArt PineappleOrNot PizzaPartyBuildOff FridayPizzaNight',
  },
  cake: {
    things: 'Frosting Sprinkles Candles Slice Layers Fondant PipingBag Turntable',
    moves: 'Piping Rosettes DripEffect Ombre Lettering CrumbCoat',
    verbs: 'Frost Decorate Pipe Layer Slice',
    core: 'Frosting Sprinkles Slice Frost',
    scenes: 'BirthdayCake WeddingCake',
    names:
      'IsItCake DripCakeChallenge SurpriseInsideCake BentoCakeChallenge FrostingFaceOff DecorateYourDreamCake TallestLayerCake BakeYourOwnBirthdayCake PipeYourCakeMessage',
    also: 'cakedecorating birthdaycake',
  },
  cookie: {
    things: 'Dough Sprinkles Milk Jar Icing ChocolateChips SheetPan Cutter',
    moves: 'ChocolateChip Snickerdoodle Shortbread Gingersnap IcingArt DoughScoop',
    verbs: 'Bake Dunk Scoop Decorate',
    core: 'Milk Dough Dunk',
    scenes: 'CookieJar MilkAndCookies',
    names:
      'DunkTheCookie GiantCookieChallenge CookieSwapChallenge DecorateACookie ChewyOrCrispy ChocolateChipCookieOff CookiesForTheNeighbors SpellItInCookies CookieStackTower',
    also: 'chocolatechipcookie',
  },
  taco: {
    things: 'Tortilla Salsa Guac Cheese Lime Cilantro Shell Queso',
    moves: 'Birria AlPastor Carnitas CrunchyShell Barbacoa QuesaBirria',
    verbs: 'Fold Grill Squeeze',
    core: 'Tortilla Salsa Shell Fold',
    scenes: 'TacoTuesday TacoNight TacoTruck',
    names:
      'TacoTuesdayChallenge BuildYourTacoBar NoSpillTaco CrunchyTacoChallenge TacoTruckAtHome StuffThatTaco TacoFoldHack HardOrSoftShell GuessTheTacoFilling',
  },
  burger: {
    things: 'Patty Bun Cheese Fries Pickles Grill Sauce Spatula',
    moves: 'DoubleStack SmashPatty Slider PattyFlip CheeseMelt OnionRings',
    verbs: 'Smash Flip Grill Stack',
    core: 'Patty Bun Flip',
    scenes: 'BurgerJoint Cookout',
    names:
      'SmashBurgerChallenge BuildABurger InventABurgerSauce VeggieBurgerTasteOff SmashAndFlip TallestBurgerChallenge BurgerJointAtHome BakeYourBurgerBuns MiniSliderBuildOff',
    also: 'hamburger cheeseburger smashburger',
  },
  chicken: {
    things: 'Wings Drumstick Breading Marinade Skillet Spices Thigh',
    moves: 'Tenders Nuggets Roast Parm Tikka Katsu',
    verbs: 'Bread Fry Roast Marinate Grill',
    core: 'Wings Drumstick Nuggets',
    scenes: 'ChickenDinner RoastChicken',
    names:
      'OneChickenThreeMeals RoastAChicken ChickenCrunchTest WinnerChickenDinner MarinadeMixOff ChickenSoupForAFriend GoldenSkinChallenge ChickenParmNight ButterChickenAtHome',
    also: 'roastchicken',
  },
  breakfast: {
    things: 'Eggs Bacon Toast Pancakes Coffee Syrup Waffles Juice',
    moves: 'Omelette FrenchToast Burrito Hashbrowns EggsBenedict SunnySideUp',
    verbs: 'Flip Scramble Fry Pour',
    core: 'Pancakes Eggs Toast',
    scenes: 'BreakfastInBed RiseAndShine',
    names:
      'BreakfastInBed BreakfastForDinner ThreeIngredientBreakfast HotelBreakfastAtHome 5MinuteBreakfast BreakfastAroundTheWorld BreakfastSandwichOff BreakfastBoardChallenge SunnySideUpChallenge',
  },
  coffee: {
    things: 'Espresso Mug Beans Milk Foam Barista Frother FrenchPress Grinder',
    moves: 'LatteArt IcedLatte ColdBrew Cappuccino PourOver Frappe Dalgona',
    verbs: 'Brew Pour Sip Froth Grind',
    core: 'Mug LatteArt Brew',
    scenes: 'CoffeeBreak FirstSip MorningBrew CoffeeShop',
    names:
      'LatteArtChallenge CoffeeShopAtHome DalgonaCoffeeChallenge GuessMyCoffeeOrder CoffeeBlindTasteTest OneCoffeeThreeWays CoffeeOrderSwap FrenchPressFaceOff ColdBrewSunday',
    also: 'latte espresso',
  },
  smoothie: {
    things: 'Blender Berries Banana Spinach Mango Yogurt Straw Oats',
    moves: 'AcaiBowl BerryBlast GreenBlend ProteinShake TropicalMix LayeredCup',
    verbs: 'Blend Pour Sip Layer',
    core: 'Blender Berries Blend',
    scenes: 'SmoothieBowl JuiceBar',
    names:
      'SmoothieBowlArt GuessTheSmoothie RainbowSmoothie GreenSmoothieKidApproved LayeredSmoothieChallenge FiveIngredientSmoothie SmoothieSwap MysteryFruitSmoothie',
  },
  bread: {
    things: 'Loaf Dough Crust Butter Flour Yeast Crumb Oven',
    moves: 'Focaccia GarlicKnots Braid Brioche Baguette Challah',
    verbs: 'Knead Proof Bake Braid Slice',
    core: 'Loaf Crust Knead',
    scenes: 'Bakery',
    names:
      'FocacciaGarden BraidTheBread BakeYourFirstLoaf BreadScoringChallenge NoKneadBreadChallenge PassTheWindowpane BreadAnimalChallenge BakeBreadForAFriend BaguetteBakeOff',
  },
  'air fryer': {
    things: 'Basket Fries Wings Nuggets Timer Parchment',
    moves: 'CrispyWings FriedPickles Churros HashBrown Potstickers',
    verbs: 'Crisp Shake Toss Flip',
    core: 'Basket Fries Crisp',
    names:
      'WillItAirFry OvenVsAirFryer TenMinuteAirFryerDessert AirFryerOnlyWeek AirFryerCrunchTest AirFryerDinnerChallenge AirFryerLeftoverRescue AirFryerSnackHack',
  },
  'meal prep': {
    things: 'Containers Lunchbox Rice Chicken Veggies Labels Fridge SheetPan',
    moves: 'SundayPrep BatchCook BurritoBowl OvernightOats SheetPanDinner',
    verbs: 'Pack Chop Cook',
    core: 'Containers Lunchbox Pack',
    scenes: 'SundayPrep',
    names:
      'MealPrepSunday NoRepeatMealPrep MealPrepFor20Dollars OneHourMealPrep FreezerMealPrep MealPrepForTheFamily RainbowMealPrepBowls FirstMealPrepEver',
  },
  dessert: {
    things: 'Chocolate Sprinkles Cream Berries Caramel Whisk Spoon',
    moves: 'Cheesecake Tiramisu Brownies Mousse Trifle Parfait Crumble',
    verbs: 'Whisk Layer Bake Drizzle',
    core: 'Sprinkles Cheesecake Drizzle',
    scenes: 'SweetTooth DessertTable',
    names:
      'PlateYourDessert NoBakeChallenge 3IngredientDessert FiveMinuteDessert DessertDupeChallenge DessertInACup DessertBoardChallenge HealthyDessertSwap GrandmasDessertRecipe',
  },
  chocolate: {
    things: 'Cocoa Sprinkles Ganache Bar Marshmallow Molds Pistachio',
    moves: 'HotCocoa LavaCake Truffle Fondue Bark Bonbon',
    verbs: 'Melt Dip Drizzle Temper',
    core: 'Cocoa LavaCake Melt',
    scenes: 'Chocoholic HotCocoa',
    names:
      'DubaiChocolateAtHome TemperYourChocolate ChocolateBarkChallenge DipItInChocolate HomemadeChocolateBar GuessThatChocolate RollYourTruffles ChocolateCakeInAMug',
  },
  ramen: {
    things: 'Broth Noodles Egg Chopsticks Nori Miso Scallion Bowl',
    moves: 'JammyEgg NoodlePull SpicyMiso Tonkotsu NoodleFlip',
    verbs: 'Slurp Simmer Stir',
    core: 'Noodles Broth Slurp',
    scenes: 'RamenShop InstantRamen',
    names:
      'InstantRamenUpgrade PerfectJammyEgg RamenSlurpChallenge NoodlePullChallenge RamenShopAtHome RamenBowlBuildOff 5MinuteRamenHack MisoRamenMonday',
  },
  sushi: {
    things: 'Rice Nori Salmon Avocado Chopsticks Wasabi Tuna BambooMat',
    moves: 'CaliforniaRoll HandRoll MakiRoll Nigiri InsideOutRoll',
    verbs: 'Roll Slice Press',
    core: 'Rice Salmon Roll',
    scenes: 'SushiBar SushiNight',
    names:
      'RollYourOwnSushi HandRollParty RainbowRollChallenge CleanCutSushiRoll SushiBakeChallenge SushiRollOff CuteSushiArt PerfectSushiRice SushiCakeChallenge',
  },
  bbq: {
    things: 'Ribs Brisket Grill Smoker Sauce Tongs Charcoal Rub',
    moves: 'PulledPork BurntEnds RibRack SmokeRing LowAndSlow',
    verbs: 'Smoke Grill Baste Sear',
    core: 'Ribs Brisket Sauce',
    scenes: 'Cookout LowAndSlow Pitmaster',
    names:
      'BackyardBBQCookOff PitmasterForADay SmokeRingCheck BBQSauceOff BBQRubChallenge LowAndSlowChallenge BBQSideDishOff FirstBrisketAttempt',
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
      'GrillMarksOrBust GrillTheWholeMeal BackyardGrillOff GrilledPeachSundae GrillMasterForADay VeggieSkewerChallenge GrilledPizzaNight FirstTimeOnTheGrill GrilledCornFaceOff',
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
      'PancakeFlipChallenge FluffiestPancakeWins PancakeJiggleTest PancakeArtChallenge StackEmHigh PancakeCereal GuessThePancakeMixIn PancakeBoardBrunch',
    also: 'hotcake flapjack',
  },
  egg: {
    things: 'Yolk Toast Shell Skillet Whisk Carton Spatula',
    moves: 'SunnySideUp Omelette Scrambled Poached SoftBoil Shakshuka',
    verbs: 'Crack Whisk Poach Scramble Flip',
    core: 'Yolk Shell Crack',
    scenes: 'SunnySideUp EggHunt',
    names:
      'OneHandedEggCrack PerfectPoachedEgg OmeletteFlipChallenge PeelItInOne EggSandwichChallenge OneEggFiveWays EggInAHole CreamiestScrambleWins DyeYourEggs',
    also: 'scrambledeggs',
  },
  steak: {
    things: 'Butter Garlic CastIron Rosemary Ribeye Knife Thermometer',
    moves: 'MediumRare ReverseSear ButterBaste Tomahawk Sear',
    verbs: 'Sear Baste Slice Grill',
    core: 'Ribeye MediumRare Sear',
    scenes: 'Steakhouse SteakNight MediumRare',
    names:
      'SteakhouseAtHome GuessTheSteakDoneness PerfectSearChallenge ButterBasteChallenge ReverseSearSteak MediumRareOrBust TwentyDollarSteakDinner SteakNightForTwo SteakSauceFromScratch',
  },
  salad: {
    things: 'Dressing Lettuce Croutons Avocado Kale Bowl Tongs',
    moves: 'Caesar Cobb Caprese GreenGoddess ChoppedBowl',
    verbs: 'Toss Chop Shake Drizzle',
    core: 'Lettuce Dressing Toss',
    scenes: 'SaladBar',
    names:
      'SaladThatSlaps SaladInAJar ChoppedSaladChallenge ShakeYourDressing BuildABetterSalad CrunchiestSaladWins SaladSwapChallenge SaladBarAtHome GardenToSaladBowl',
    also: 'caesarsalad',
  },
  soup: {
    things: 'Broth Bowl Ladle Pot Bread Crackers Noodles',
    moves: 'ChickenNoodle TomatoBisque FrenchOnion Chowder Minestrone Pho',
    verbs: 'Simmer Stir Ladle Slurp',
    core: 'Broth Ladle Slurp',
    scenes: 'SoupSeason',
    names:
      'SoupForANeighbor BreadBowlChallenge StoneSoupChallenge SoupSwap FiveIngredientSoup OnePotSoupNight GrandmasSoupRecipe SoupSwirlArt CozySoupSunday',
  },
  healthy: {
    things: 'Veggies Avocado Berries Greens Oats Salmon Quinoa',
    moves: 'PowerBowl GreenSmoothie GrainBowl LettuceWrap SheetPanVeg',
    verbs: 'Blend Roast Cook',
    core: 'Veggies Greens Berries',
    scenes: 'HealthyEats CleanEating',
    names:
      'EatTheRainbow HealthySwaps PowerBowlBuildOff HealthySnackIn5Minutes HealthyLunchChallenge HealthyComfortFood HealthyTakeoutDupe GreenSmoothieChallenge AddOneVeggie',
    also: 'healthyeating cleaneating',
  },
  vegan: {
    things: 'Tofu Chickpeas Lentils OatMilk Cashews Jackfruit Tempeh',
    moves: 'BuddhaBowl TofuScramble LentilCurry NiceCream PlantSwap CashewCheese',
    verbs: 'Blend Roast Toss',
    core: 'Tofu OatMilk PlantSwap',
    scenes: 'Veganuary MeatlessMonday',
    names:
      'CanYouTellItsVegan VeganizeIt VeganCheeseBoard Veganuary VeganComfortFoodSwap VeganForAWeek NiceCreamChallenge VeganBakeSale TofuScrambleSunday',
    also: 'plantbased',
  },
  keto: {
    things: 'Avocado Bacon Eggs Cheese Cauliflower Almond Macros',
    moves: 'CauliRice LettuceWrap ZoodleBowl Chaffle FatBomb',
    verbs: 'Cook Stir Taste',
    core: 'Bacon Eggs CauliRice',
    names:
      'KetoSwaps CanYouTellItsKeto KetoBreadChallenge KetoMugCake90Seconds LowCarbLunchbox ChaffleChallenge KetoCheeseTacoShell CauliCrustPizza ZoodleNight',
    also: 'lowcarb',
  },
  recipe: {
    things: 'Cookbook Ingredients IndexCard MeasuringCup Notebook Grandma',
    moves: 'Copycat ThreeIngredient OnePot SecretSauce HeirloomDish',
    verbs: 'Mix Cook Stir',
    core: 'Cookbook Ingredients Mix',
    scenes: 'SecretRecipe FamilyRecipe',
    names:
      'GrandmasRecipeCard TryAViralRecipe FamilyRecipeSwap CookARandomCookbookPage OneRecipeTwoCooks PassTheRecipe InventARecipe RecipeFromAPhoto OneRecipeThreeWays',
  },
  chef: {
    things: 'Apron Knife Hat Whisk Plate TastingSpoon Tweezers',
    moves: 'Plating SignatureDish TastingMenu Julienne Garnish',
    verbs: 'Plate Chop Taste Season Garnish',
    core: 'Apron Whisk Plating Taste',
    scenes: 'ChefsKiss YesChef',
    names:
      'ChefForADay PlateLikeAChef MysteryBoxChef LittleChefChallenge ChefVsHomeCook TastingMenuAtHome SignatureDishChallenge YesChefChallenge ChefTheLeftovers',
  },
  kitchen: {
    things: 'Fridge Pantry Stove Sink SpiceRack Counter Apron Utensils',
    moves: 'FridgeTour PantryRestock GadgetTest SpiceTour DeepClean',
    verbs: 'Cook Clean Stir',
    core: 'Fridge Pantry Cook',
    scenes: 'PotsAndPans KitchenSink',
    names:
      'KitchenReset TinyKitchenChallenge KitchenGadgetTest CleanAsYouCook CookWhatsInTheFridge PantryOrganizeChallenge SpiceRackRefresh KitchenSinkCookies LittleKitchenHelper',
  },
  dinner: {
    things: 'Table Plates Candles Family Skillet Leftovers SheetPan',
    moves: 'TacoNight StirFry OnePotPasta Casserole SundayRoast',
    verbs: 'Cook Serve Plate Share',
    core: 'Table Plates Serve',
    scenes: 'DinnerTime FamilyDinner DinnerParty',
    names:
      'KidsCookDinner 20MinuteDinner OnePanDinner DinnerForUnder10 GuessWhatsForDinner DinnerFromThePantry CandlelitDinnerAtHome SundayRoastDinner HostADinnerParty',
  },
  lunch: {
    things: 'Sandwich Thermos Apple Chips Napkin Tupperware',
    moves: 'BentoBox Wrap PastaSalad Quesadilla ChickenSalad',
    verbs: 'Pack Munch Wrap',
    core: 'Sandwich BentoBox Pack',
    scenes: 'LunchBreak LunchHour',
    names:
      'PackMyLunch LunchboxArtChallenge BentoBoxChallenge TenMinuteLunch LunchUnder5Dollars LunchboxSwap PackYourFriendALunch SchoolLunchRemake ThermosLunchHack',
  },
  snack: {
    things: 'Chips Popcorn Pretzels Dip Fruit Crackers Jar Bowl',
    moves: 'TrailMix EnergyBites AntsOnALog FruitCup GirlDinner',
    verbs: 'Munch Crunch Dip Share',
    core: 'Chips Popcorn Munch',
    scenes: 'SnackTime SnackAttack',
    names:
      'SnackBoardChallenge SnackFromAnotherCountry SnackBoxSwap 3IngredientSnack FiveMinuteSnack AfterSchoolSnackHack InventASnackMix SnackPlateArt AntsOnALogRemix',
  },
  brunch: {
    things: 'Waffles Coffee Pastries Juice Table Hollandaise',
    moves: 'FrenchToast EggsBenedict PancakeBoard Frittata Shakshuka',
    verbs: 'Poach Flip Brew',
    core: 'Waffles Pastries EggsBenedict',
    scenes: 'SundayBrunch',
    names:
      'RecreateYourBrunchSpot HostYourOwnBrunch BrunchBoardChallenge SundayBrunchClub BrunchForMom EggsBenedictAtHome WaffleBarBrunch BrunchPlatingChallenge',
  },
  'ice cream': {
    things: 'Cone Scoop Sprinkles Sundae Toppings Waffle Freezer',
    moves: 'Milkshake BananaSplit Float NoChurn Swirl Affogato',
    verbs: 'Scoop Churn Drizzle Swirl',
    core: 'Cone Scoop Sprinkles',
    scenes: 'IceCreamTruck BrainFreeze',
    names:
      'InventAnIceCreamFlavor IceCreamInABag NoChurnIceCream BuildASundae RolledIceCreamAtHome IceCreamSandwichOff IceCreamBlindTaste ConeStackChallenge IceCreamFloatFriday',
    also: 'gelato',
  },
  cupcake: {
    things: 'Frosting Sprinkles Liners PipingBag Cherry Tin',
    moves: 'Funfetti RedVelvet Swirl PullApart FilledCenter',
    verbs: 'Frost Pipe Sprinkle Bake',
    core: 'Frosting Sprinkles Frost',
    names:
      'PipeThePerfectSwirl CupcakeBouquetChallenge CupcakeDecoratingDuel PullApartCupcakeCake FilledCupcakeSurprise CupcakeTowerChallenge CupcakeAnimalFaces CupcakesForTheClass',
  },
  brownie: {
    things: 'Chocolate Fudge Cocoa Pan Walnuts Batter',
    moves: 'Brookie Blondie FudgyBatch CrinkleTop Swirl',
    verbs: 'Bake Swirl Melt Cut',
    core: 'Fudge Batter Bake',
    scenes: 'BrowniePoints',
    names:
      'FudgiestBrownieWins CrinkleTopChallenge BoxBrownieUpgrade BrookieBattle OneMinuteMugBrownie GuessTheBrownieMixIn EarnBrowniePoints CornerOrMiddle BlondieVsBrownie',
  },
  tea: {
    things: 'Kettle Mug Cup Honey Lemon Leaves Saucer Infuser',
    moves: 'ChaiLatte Matcha EarlGrey LondonFog SunBrew ColdBrew',
    verbs: 'Brew Steep Sip Pour',
    core: 'Kettle Saucer Sip',
    scenes: 'TeaTime TeaParty AfternoonTea',
    names:
      'AfternoonTeaAtHome TeaPartyChallenge BrewThePerfectCup GuessTheTea MixYourOwnTeaBlend ChaiFromScratch TinySandwichChallenge TeaTimeBakeOff',
  },
  boba: {
    things: 'Pearls Tapioca MilkTea Straw Cup Taro Shaker',
    moves: 'BrownSugar TaroBlend ThaiTea TigerStripes CheeseFoam MatchaLatte',
    verbs: 'Shake Sip Stir',
    core: 'Pearls MilkTea Straw',
    scenes: 'BobaRun BobaShop',
    names:
      'PearlsFromScratch TigerStripeChallenge BobaAtHome InventABobaFlavor GuessMyBobaOrder BobaBlindTaste RainbowBobaPearls BobaForYourBestie CheeseFoamChallenge',
    also: 'bubbletea',
  },
  matcha: {
    things: 'Whisk OatMilk Ice Powder Strawberry Bowl',
    moves: 'IcedLatte StrawberryLatte CloudFoam Tiramisu Cookies',
    verbs: 'Whisk Sift Pour Sip',
    core: 'Whisk Powder IcedLatte',
    scenes: 'MatchaLatte TeaCeremony',
    names:
      'MatchaWhiskChallenge LayerYourMatcha MatchaLatteArt NoChurnMatchaIceCream MatchaCafeOrderDupe MatchaCookieSwap MatchaBrandBlindTest MatchaForAFriend',
  },
  'iced coffee': {
    things: 'Ice Straw Creamer Syrup Tumbler Cup',
    moves: 'ColdFoam IcedLatte CoffeeCubes ShakenEspresso CaramelMacchiato ColdBrew',
    verbs: 'Shake Pour Stir Sip',
    core: 'Ice Straw ColdFoam',
    scenes: 'ColdBrew CoffeeRun',
    names:
      'BuildYourIcedCoffee CoffeeCubeHack ColdFoamAtHome MakeMyIcedCoffeeOrder IcedCoffeeInWinter IcedCoffeeLayers IcedCoffeeBlindTest ShakenEspressoDupe ColdBrewOvernight',
  },
  starbucks: {
    things: 'Cup Straw ColdFoam Syrup Barista Tumbler',
    moves: 'PinkDrink Frappuccino Refresher SecretMenu CopycatDrink Macchiato',
    verbs: 'Sip Shake Pour',
    core: 'Barista Frappuccino SecretMenu',
    scenes: 'StarbucksRun Frappuccino',
    names:
      'StarbucksAtHome GuessMyStarbucksOrder SecretMenuDrink StarbucksOrderSwap FrappuccinoFromScratch StarbucksCupArt PinkDrinkChallenge StarbucksDrinkRanking',
  },
  'fast food': {
    things: 'Fries Burger Nuggets Milkshake Tray Bag Straw',
    moves: 'CopycatBurger CrispyChicken SecretMenu Smashburger MenuHack',
    verbs: 'Taste Cook Stir',
    core: 'Fries Burger Nuggets',
    scenes: 'DriveThru',
    names:
      'BetterThanTheDriveThru FastFoodFakeout FastFoodBlindTaste PlateYourFastFood SecretMenuHack FastFoodSauceFlight FastFoodHealthySwap FastFoodAtHome',
  },
  mcdonalds: {
    things: 'Fries Nuggets McFlurry HappyMeal BigMac Sauce',
    moves: 'CopycatBigMac FryHack McGriddle HashBrownStack SauceFlight',
    verbs: 'Dip Cook Stir',
    core: 'Fries HappyMeal BigMac',
    scenes: 'GoldenArches HappyMeal BigMac',
    names:
      'InventAMcDonaldsBurger HomemadeBigMac HomemadeHappyMeal CopycatMcNuggets McDonaldsBlindTaste McDonaldsFryHack McDonaldsSauceRanking GuessMyMcDonaldsOrder McFlurryMixIn',
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
      'StreetCornChallenge PressYourOwnTortilla MexicanStreetFoodAtHome MexicanSalsaChallenge FluffyMexicanRice CookAbuelasRecipe MoleFromScratch ChilaquilesSunday MexicanFeastNight MexicanCandySwap',
  },
  indian: {
    things: 'Naan Masala Ghee Chutney Roti Turmeric Spices PressureCooker',
    moves: 'ButterChicken Biryani Samosa Dosa PaneerTikka Dal Chai',
    verbs: 'Temper Knead Simmer Roll Spice',
    core: 'Naan Spices ButterChicken',
    scenes: 'ChaiTime CurryNight Bollywood',
    names:
      'PerfectlyRoundRoti IndianTakeoutAtHome SamosaFoldChallenge BuildAnIndianThali ChaiTimeChallenge IndianSpiceBoxChallenge SwirlTheDosa IndianSweetsSwap IndianStreetFoodNight',
    also: 'desi',
  },
  thai: {
    things: 'Basil Coconut Lime Chili Peanuts Lemongrass Wok FishSauce',
    moves: 'GreenCurry MangoStickyRice TomYum Satay PadSeeEw PapayaSalad',
    verbs: 'Toss Pound Simmer Stir',
    core: 'Coconut GreenCurry MangoStickyRice',
    scenes: 'PadThai Bangkok',
    names:
      'ThaiTakeoutAtHome MangoStickyRiceChallenge ThaiGreenCurryChallenge PoundYourCurryPaste ThaiIcedTeaLayers ThaiStreetFoodNight TomYumFromScratch ThaiFeastForFriends SataySkewerNight',
  },
  greek: {
    things: 'Feta Olives Pita Tzatziki Lemon OliveOil Oregano Yogurt',
    moves: 'Gyro Souvlaki Baklava Spanakopita Moussaka VillageSalad',
    verbs: 'Grill Drizzle Wrap Crumble',
    core: 'Feta Olives Gyro',
    scenes: 'Opa Santorini',
    names:
      'WrapYourOwnGyro CookWithYiayia GreekSaladShowdown BaklavaLayerChallenge TzatzikiFromScratch GreekFeastAtHome GreekSkewerNight BuildAGreekMezze CrispiestGreekPotatoes',
  },
  mediterranean: {
    things: 'Hummus OliveOil Feta Olives Pita Lemon Chickpeas Herbs',
    moves: 'Falafel Mezze GrainBowl Shakshuka Tabbouleh GrilledFish',
    verbs: 'Drizzle Grill Toss Dip',
    core: 'Hummus Pita Falafel',
    scenes: 'AmalfiCoast',
    names:
      'BuildAMezzeBoard MedDietChallenge OliveOilTasteTest MediterraneanMealSwap MediterraneanBowlBuild PackAMediterraneanPicnic SheetPanMedDinner LemonHerbGrillNight',
  },
  'korean bbq': {
    things: 'Grill Lettuce Kimchi Rice Tongs Scissors Garlic SideDishes',
    moves: 'Bulgogi Galbi PorkBelly LettuceWrap CheeseCorn',
    verbs: 'Grill Wrap Cut Flip',
    core: 'Kimchi Bulgogi Wrap',
    scenes: 'KBBQ',
    names:
      'KBBQAtHome KoreanBBQMarinadeOff LettuceWrapChallenge KBBQSideDishChallenge GrillTheGalbi KBBQNightWithFriends KBBQForTheFamily PorkBellyCrispCheck',
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
      'BuildABetterSandwich TallestSandwichChallenge SandwichSwapChallenge SandwichFromTheFridge SandwichCutReveal FancySandwichFriday TeaSandwichParty SandwichArtForKids',
  },
  'grilled cheese': {
    things: 'Cheddar Bread Butter Skillet Sourdough TomatoSoup Spatula',
    moves: 'CheesePull GoldenFlip CrispyEdges PattyMelt TomatoSoupDip',
    verbs: 'Butter Flip Melt Dunk',
    core: 'Cheddar Bread CheesePull Melt',
    names:
      'GrilledCheeseUpgrade DunkItInTomatoSoup GrilledCheesePull MayoOrButter GoldenCrustFlip GrilledCheeseShowdown GrilledCheeseArt FourCheeseMelt SheetPanGrilledCheese',
  },
  'mac and cheese': {
    things: 'Cheddar Breadcrumbs Noodles Pot Skillet Gruyere',
    moves: 'BakedMac BoxedUpgrade CheesePull LobsterMac StovetopMac',
    verbs: 'Melt Stir Bake',
    core: 'Cheddar Noodles Melt',
    names:
      'BoxedMacUpgrade CheesiestMacWins BakedMacChallenge SecretIngredientMac OnePotMacAndCheese ThreeCheeseMacChallenge MacAndCheeseMuffins HolidayMacCookOff MacAndCheeseBar',
    also: 'macncheese macaroni',
  },
  'french fries': {
    things: 'Ketchup Potatoes Salt Cheese Gravy AirFryer Basket',
    moves: 'LoadedFries CurlyFries WaffleFries Poutine DoubleFry',
    verbs: 'Fry Dip Salt Crisp',
    core: 'Ketchup Potatoes Dip',
    names:
      'CrispiestFriesWin DoubleFryChallenge LoadYourFries FrenchFryDipRanking PoutineAtHome HandCutFriesChallenge OvenFriesCrunchTest FriesInAShake SweetPotatoFryOff',
    also: 'fries chips',
  },
  wings: {
    things: 'Sauce Ranch Buffalo Celery BlueCheese Fryer Drumette',
    moves: 'HoneyGarlic LemonPepper BuffaloToss DryRub SauceFlight',
    verbs: 'Toss Fry Dip Sauce',
    core: 'Buffalo Ranch Dip',
    scenes: 'WingNight',
    names:
      'WingItWednesday CrispiestWingsWin WingSauceMixOff WingFlavorBlindTest DryRubOrSauce WingDipShowdown AirFryerWingOff WingNightAtHome',
  },
  'fried chicken': {
    things: 'Buttermilk Flour Biscuit Honey Pickles CastIron Spices Drumstick',
    moves: 'Tenders Sandwich NashvilleHot DoubleDredge KoreanGlaze',
    verbs: 'Dredge Fry Brine Crunch',
    core: 'Drumstick Tenders Crunch',
    names:
      'FriedChickenCrunchTest DoubleDredgeChallenge HomemadeVsBucketChicken OvenVsFryerChicken FriedChickenSandwichOff ChickenAndWafflesBrunch KoreanFriedChickenNight FriedChickenSauceOff',
  },
  curry: {
    things: 'Rice Naan Coconut Spices Turmeric Pot GaramMasala',
    moves: 'ButterChicken TikkaMasala ThaiGreen Katsu Korma Dal',
    verbs: 'Simmer Spice Stir Temper',
    core: 'Rice Naan Spices',
    scenes: 'CurryNight CurryHouse',
    names:
      'CurryInAHurry CurryAroundTheWorld GuessTheCurry BlendYourCurryPowder KatsuCurryNight CoconutCurryChallenge CurryTakeoutDupe GrandmasCurryRecipe',
  },
  dumpling: {
    things: 'Wrapper Filling Soy Chopsticks Steamer Wok',
    moves: 'Potsticker Gyoza Wonton Pleat Momo XiaoLongBao',
    verbs: 'Pleat Fold Steam Fry',
    core: 'Wrapper Potsticker Pleat',
    scenes: 'DimSum',
    names:
      'DumplingFoldChallenge PerfectPleatChallenge CrispySkirtDumplings FoldAHundredDumplings FamilyDumplingNight RainbowDumplingDough GuessTheDumplingFilling LunarNewYearDumplings',
    also: 'gyoza potsticker',
  },
  'fried rice': {
    things: 'Wok Egg Soy Peas Scallion Spatula DayOldRice',
    moves: 'WokToss EggSwirl KimchiBatch PineappleBoat WokHei',
    verbs: 'Toss Stir Fry Crack',
    core: 'Wok Egg Toss',
    names:
      'FriedRiceFriday BeatTheTakeoutFriedRice LeftoverRiceRescue EggFriedRiceChallenge PineappleFriedRiceBoat WokHeiAtHome GoldenFriedRiceChallenge KimchiFriedRiceNight',
  },
  noodle: {
    things: 'Chopsticks Broth Bowl Wok ChiliOil Sesame',
    moves: 'HandPull LoMein PadThai Udon DanDan Slurp',
    verbs: 'Slurp Toss Twirl',
    core: 'Chopsticks Broth Slurp',
    scenes: 'NoodleBar',
    names:
      'HandPulledNoodles NoodleSlurpChallenge LongestNoodleWins InstantNoodleUpgrade NoodlesAroundTheWorld ChiliOilNoodles ColdNoodleSummer NoodleBarAtHome',
  },
  cheese: {
    things: 'Cheddar Mozzarella Brie Parmesan Board Crackers Grater Gouda',
    moves: 'Fondue StretchTest MeltDown Raclette BlindTasting',
    verbs: 'Melt Grate Cook',
    core: 'Cheddar Fondue Melt',
    scenes: 'CheeseBoard CheesePull',
    names:
      'TheGreatCheesePull GuessTheCheese CheeseBoardChallenge MakeYourOwnRicotta StretchYourMozzarella CheeseFondueNight BakedBrieChallenge CheeseFromAnotherCountry CheeseCrispHack',
  },
  charcuterie: {
    things: 'Board Crackers Salami Cheese Grapes Olives Honey Figs',
    moves: 'SalamiRose BoardBuild Butterboard GrazingTable Jarcuterie',
    verbs: 'Fold Slice Nibble',
    core: 'Board Salami Crackers',
    scenes: 'GrazingTable CheeseBoard',
    names:
      'SalamiRoseChallenge CharcuterieBoardChallenge JarcuterieChallenge ThemedCharcuterieBoard DollarStoreCharcuterie DessertCharcuterie SalamiRiverBoard SetAGrazingTable KidsCharcuterieBoard',
  },
  avocado: {
    things: 'Toast Lime Sourdough Egg Salt ChiliFlakes Pit',
    moves: 'Guacamole AvoRose FanSlice SmashAndSpread PitPop',
    verbs: 'Smash Slice Halve',
    core: 'Toast Guacamole Smash',
    scenes: 'AvocadoToast Guac',
    names:
      'AvoRoseChallenge AvocadoToastArt GuessIfItsRipe SpotTheHiddenAvocado GrowAnAvocadoPit AvocadoEggBoat AvocadoPastaNight AvocadoFriesCrunch',
    also: 'avo',
  },
  guacamole: {
    things: 'Avocado Lime Chips Cilantro Onion Tomato Jalapeno Molcajete',
    moves: 'ChunkyBowl SmoothBlend MangoTwist TableSide Dip',
    verbs: 'Mash Squeeze Dip Chop',
    core: 'Avocado Chips Mash',
    scenes: 'ChipsAndGuac ExtraGuac',
    names:
      'GuacOff SmashYourGuac GuessMyGuacSecret OneMinuteGuac ChunkyOrSmooth MolcajeteGuac GuacBlindTasteTest TablesideGuacShow',
    also: 'guac',
  },
  burrito: {
    things: 'Tortilla Rice Beans Cheese Salsa Guac Foil Carnitas',
    moves: 'Crunchwrap RiceBowl Chimichanga TightWrap MissionWrap',
    verbs: 'Wrap Roll Fold',
    core: 'Tortilla Beans Wrap',
    scenes: 'Taqueria',
    names:
      'TheBurritoFold BreakfastBurritoBar ChooseMyBurritoFillings BurritoCutReveal FreezerBurritoPrep BurritoBowlBuildOff WrapItTight GrillYourBurrito',
    also: 'breakfastburrito',
  },
  nacho: {
    things: 'Chips Cheese Queso Salsa Guac Jalapeno SourCream SheetPan',
    moves: 'SheetPanStack LoadedPlatter CheeseDrizzle LayerBuild SupremeStack',
    verbs: 'Layer Melt Dip',
    core: 'Chips Queso Salsa',
    scenes: 'NachoNight NachoCheese',
    names:
      'SheetPanNachoNight EveryChipLoaded NachoCheesePullTest NachoTowerChallenge LoadedNachoChallenge NachoCheeseFromScratch NachoToppingDraft NachoBarParty',
  },
  quesadilla: {
    things: 'Tortilla Cheese Chicken Salsa SourCream Skillet Spatula',
    moves: 'CheeseSkirt Birria HalfFold Crunchwrap TriangleCut Flip',
    verbs: 'Fold Flip Melt Press',
    core: 'Tortilla Cheese Fold',
    names:
      'CheeseSkirtChallenge QuesadillaFlipChallenge QuesadillaFoldHack CheesiestQuesadillaWins FiveMinuteQuesadilla SheetPanQuesadilla BirriaQuesadillaNight BreakfastQuesadilla',
  },
  birria: {
    things: 'Tortilla Cheese Beef Consome Chiles Cilantro Onion Lime',
    moves: 'Tacos QuesaTaco ConsomeDip CheeseCrust Ramen',
    verbs: 'Dip Dunk Simmer Crisp',
    core: 'Tacos Consome Dip',
    names:
      'DunkTheTaco SlowCookYourBirria CrispyCheeseCrust BirriaRamenChallenge FamilyRatesMyBirria BirriaGuessTheChile BirriaGrilledCheese TallestBirriaTacoStack',
  },
  spicy: {
    things: 'HotSauce Jalapeno Sriracha ChiliOil Salsa Milk Pepper',
    moves: 'SpiceLevel ChiliCrunch BuffaloWings SauceFlight HotHoney',
    verbs: 'Spice Drizzle Taste',
    core: 'HotSauce Pepper SpiceLevel',
    scenes: 'GhostPepper HotSauce',
    names:
      'SpicyCookOff MakeYourOwnHotSauce SweetHeatChallenge SpicyRamenUpgrade MildMediumHot ChiliCrunchEverything SpicyChocolateCookie SpicyMangoSnack SpicyPopcornMix',
    also: 'hotsauce',
  },
  garlic: {
    things: 'Butter Bread Clove Parmesan Press OliveOil Knife Bulb',
    moves: 'Roasted Confit Aioli Knots SmashedCloves',
    verbs: 'Mince Smash Roast Peel',
    core: 'Clove Peel Smash',
    scenes: 'GarlicBread',
    names:
      'MeasureWithYourHeart GarlicPeelHack FortyClovesOfGarlic RoastAGarlicBulb GarlicButterChallenge GarlicConfitJar GarlicKnotTwist GarlicNoodleNight GarlicEverythingChallenge',
  },
  butter: {
    things: 'Toast Bread Garlic Honey Herbs Salt Knife Board',
    moves: 'HoneyWhip HerbCompound BrownedSauce CinnamonSwirl Baste',
    verbs: 'Baste Whip Melt Brown',
    core: 'Toast Melt',
    scenes: 'BreadAndButter ButterBoard',
    names:
      'ButterBoardChallenge ShakeItInAJar FlavoredButterFaceOff BrownButterEverything ButterSculptureChallenge ButterCookieTin HoneyButterToast SaltedOrUnsalted',
  },
  potato: {
    things: 'Butter Cheese Gravy Skin Chives Peeler Masher Skillet Spud',
    moves: 'Mash Fries Wedges HashBrowns Hasselback Latkes Gnocchi',
    verbs: 'Mash Peel Roast Fry Smash',
    core: 'Spud Fries Mash',
    scenes: 'Spud CouchPotato',
    names:
      'SmashedPotatoChallenge HasselbackHack CrispiestPotatoWins OnePotatoThreeWays MashOff BakedPotatoBar LatkeFlipChallenge GrowPotatoesInABag CrispyHashBrownCheck',
    also: 'spud mashedpotatoes',
  },
  popcorn: {
    things: 'Butter Kernels Caramel Salt Bowl Bag Stovetop',
    moves: 'CaramelCorn KettleCorn ToppingBar CheddarDust MovieMix',
    verbs: 'Pop Shake Drizzle Toss',
    core: 'Kernels KettleCorn Pop',
    scenes: 'MovieNight KettleCorn',
    names:
      'InventAPopcornFlavor EveryKernelPopped PopcornBarChallenge GuessThePopcornFlavor StovetopPopcornChallenge CaramelCornFromScratch RainbowPopcornParty PopcornMovieNight',
  },
  pie: {
    things: 'Crust Filling Lattice RollingPin Crumble WhippedCream Tin',
    moves: 'Apple Pecan Cherry KeyLime LatticeTop Crimp',
    verbs: 'Crimp Roll Bake Weave Slice',
    core: 'Crust Apple Slice',
    scenes: 'ApplePie',
    names:
      'PieLatticeChallenge CrimpYourCrust BakeYourNeighborAPie GuessThePieFilling CleanFirstSlice PiDayPie HandPieFoldOff MiniPieParty ApplePickingPie',
    also: 'applepie',
  },
  pumpkin: {
    things: 'Spice Cinnamon Seeds Puree Latte Patch Nutmeg',
    moves: 'SpiceLatte Pie Bread RoastedSeeds Soup Muffins',
    verbs: 'Roast Bake Scoop Spice',
    core: 'Patch Pie Seeds Scoop',
    scenes: 'PumpkinPatch PumpkinSpice',
    names:
      'PSLAtHome PumpkinSpiceEverything RoastYourPumpkinSeeds PumpkinPieFromScratch WholePumpkinNoWaste PumpkinBowlSoup PumpkinBreadSwap PumpkinPancakeSunday',
    also: 'pumpkinspice psl',
  },
  friendsgiving: {
    things: 'Turkey Gravy Stuffing Pie Cranberry Rolls Table Leftovers',
    moves: 'TurkeyCarve LeftoverSandwich GreenBeanCasserole MashedPotatoes PumpkinPie',
    verbs: 'Carve Baste Share',
    core: 'Turkey Table Share',
    scenes: 'TurkeyDay Thanksgiving',
    names:
      'FriendsgivingDishDraw SignatureSideChallenge FriendsgivingCookOff FriendsgivingFirstHost BudgetFriendsgiving SetTheFriendsgivingTable LeftoverSandwichSwap PieForTheTable',
  },
  turkey: {
    things: 'Gravy Stuffing Drumstick Cranberry Thermometer Baster Roaster',
    moves: 'Carve Roast Brine LeftoverSandwich GoldenSkin Butterfly',
    verbs: 'Carve Brine Baste Roast',
    core: 'Gravy Stuffing Drumstick',
    scenes: 'TurkeyDay Thanksgiving',
    names:
      'CarveTheTurkey PerfectTurkeyChallenge FirstTimeTurkeyChallenge TurkeyDayGravyOff BrineYourTurkey ButterflyTheTurkey LeftoverTurkeyRemix SmokedTurkeyShowdown',
  },
  'christmas cookie': {
    things: 'Icing Sprinkles Cutter Gingerbread Tin Milk Santa Plate',
    moves: 'SugarCookie Thumbprint Snowflake RoyalIcing PeppermintBark Decorating',
    verbs: 'Decorate Ice Bake',
    core: 'Icing Gingerbread Decorate',
    scenes: 'HolidayBaking CookieSwap',
    names:
      'CookiesForSanta TwelveCookiesOfChristmas UglyChristmasCookie StainedGlassCookies RoyalIcingSnowflakes ChristmasCookieBox ChristmasCookieTinSwap ChristmasCookieDecorating',
  },
  gingerbread: {
    things: 'Icing Gumdrops CandyCane Cutter Molasses Cinnamon',
    moves: 'HouseBuild Village Cutout IcingSnow CandyRoof',
    verbs: 'Decorate Ice Bake',
    core: 'Icing HouseBuild Decorate',
    scenes: 'GingerbreadMan',
    names:
      'GingerbreadHouseOff DecorateAGingerbreadMan GingerbreadKitUpgrade GingerbreadYourHome GingerbreadVillage GingerbreadFamilyPortrait CandyRoofChallenge TallestGingerbreadHouse',
  },
  'cinnamon roll': {
    things: 'Icing Dough BrownSugar CreamCheese Pan Butter',
    moves: 'Swirl PullApart Glaze CenterRoll SlowRise',
    verbs: 'Roll Swirl Glaze Slice',
    core: 'Icing Dough Swirl',
    names:
      'BakeAGiantCinnamonRoll TheGooeyCenter CannedRollsUpgrade CinnamonRollIcingOff OvernightCinnamonRolls CinnamonRollWaffles CinnamonRollSunday TightestSwirlWins',
    also: 'cinnamonbun',
  },
  croissant: {
    things: 'Butter Layers Dough Flakes Chocolate Almond RollingPin Oven',
    moves: 'Crookie PainAuChocolat CrossSection FlakeTest Lamination',
    verbs: 'Laminate Fold Roll Proof',
    core: 'Butter Layers Flakes',
    scenes: 'FrenchBakery ParisCafe',
    names:
      'CountTheLayers CrookieChallenge ThreeDayCroissant StuffedCroissantChallenge CroissantCereal AlmondCroissantRescue CroissantSandwichBar CroissantFlakeTest',
  },
  bagel: {
    things: 'CreamCheese Schmear Lox Sesame Toaster Everything Capers',
    moves: 'BoilAndBake Sandwich EverythingCrust LoxStack HandRoll',
    verbs: 'Boil Toast Schmear Slice',
    core: 'CreamCheese Sesame Toast',
    scenes: 'BagelShop',
    names:
      'BoilThenBake TwoIngredientBagels ShapeYourBagels BagelSchmearOff BagelSandwichStackOff BagelBoardChallenge RainbowBagelDough NewYorkBagelAtHome',
  },
  donut: {
    things: 'Glaze Sprinkles Frosting Holes Box Cream Jelly Fryer',
    moves: 'GlazeDip SprinkleRing JellyFilled BostonCream Cruller MochiRing',
    verbs: 'Glaze Dip Fry',
    core: 'Glaze Sprinkles Holes',
    scenes: 'DonutShop DonutRun',
    names:
      'DecorateADonut GlazeItYourWay InventADonutFlavor DonutOnAStringRace BiscuitDonutHack DonutTowerChallenge DonutWallParty MochiDonutRing GuessTheDonutFilling',
    also: 'doughnut',
  },
  waffle: {
    things: 'Syrup Butter Berries WhippedCream Batter Iron Sprinkles',
    moves: 'BelgianStack ChickenStack Croffle Chaffle LiegeSugar',
    verbs: 'Pour Press Flip Drizzle',
    core: 'Syrup Butter Batter',
    names:
      'WillItWaffle FillEveryPocket CrispiestWaffleWins CroffleChallenge WaffleTowerChallenge WaffleOnAStick WaffleFaceArt LiegeWaffleAtHome',
  },
  'french toast': {
    things: 'Brioche Custard Syrup Cinnamon Berries Skillet Butter',
    moves: 'StuffedStack CremeBrulee Sticks SheetPanBake CerealCrust',
    verbs: 'Dip Soak Flip',
    core: 'Syrup Brioche Cinnamon',
    names:
      'DipSoakFlip CerealCrustFrenchToast StuffYourFrenchToast FrenchToastBreadOff CremeBruleeFrenchToast FrenchToastSticks SheetPanFrenchToast FrenchToastForMom',
  },
  crepe: {
    things: 'Nutella Strawberries Batter Pan Lemon Sugar Spreader',
    moves: 'PaperThinSwirl Flip Fold Roll LayerTower Galette',
    verbs: 'Swirl Fold Flip',
    core: 'Strawberries Batter Fold',
    scenes: 'Creperie',
    names:
      'SwirlAndFlip ThinnestCrepeWins CrepeCakeChallenge SweetOrSavoryCrepe CrepeBarChallenge ParisCrepeAtHome CrepeFoldOff LemonSugarCrepe',
  },
  muffin: {
    things: 'Blueberries Tin Liner Batter Top Crumble',
    moves: 'Blueberry ChocChip BananaNut BakeryDome Streusel MorningGlory',
    verbs: 'Bake Fold Scoop',
    core: 'Blueberries Bake',
    names:
      'BakeryStyleMuffins MuffinTinHack OneBatterSixMuffins BlueberryMuffinMonday StreuselTopChallenge MuffinsForTheTeachers HealthyMuffinSwap EggMuffinMealPrep',
  },
  'banana bread': {
    things: 'Bananas LoafPan Walnuts ChocChips Butter Cinnamon Peel',
    moves: 'ChocChunk SplitTop Muffins LoafSlice Mash',
    verbs: 'Mash Fold Bake Slice',
    core: 'Bananas LoafPan Mash',
    names:
      'SpottyBananaRescue SplitTopChallenge OneBowlBananaBread BananaBreadForNeighbors HealthyBananaBread BananaBreadWaffles BananaBreadLoafSwap GrandmasBananaBread',
  },
  cheesecake: {
    things: 'Crust GrahamCrackers Berries Topping Cream Springform Knife',
    moves: 'NoBake NewYorkSlice BerrySwirl MiniBites BasqueBurnt',
    verbs: 'Bake Swirl Chill Slice',
    core: 'Crust Berries NewYorkSlice',
    names:
      'NoCracksAllowed SwirlYourCheesecake CheesecakeJiggleTest BasqueCheesecakeChallenge CheesecakeInAJar TopYourCheesecake MiniCheesecakeBites NewYorkCheesecakeAtHome',
  },
  macaron: {
    things: 'Shells Ganache Buttercream PipingBag AlmondFlour Tray Feet',
    moves: 'Tower Filling PerfectFeet PipeAndTap Swirl FoldTest',
    verbs: 'Pipe Fold Cook',
    core: 'Shells Buttercream Tower',
    scenes: 'Patisserie',
    names:
      'BakeMacaronsFirstTry PerfectFeetChallenge MacaronTower InventAMacaronFlavor PastelMacaronChallenge NoHollowShells MacaronCharacterArt MacaronGiftBox',
  },
  tiramisu: {
    things: 'Ladyfingers Espresso Mascarpone Cocoa Dish Spoon Cream',
    moves: 'ClassicLayer Dip CupVersion Matcha Strawberry CocoaDust',
    verbs: 'Dip Layer Chill',
    core: 'Ladyfingers Mascarpone Layer',
    names:
      'ClassicTiramisuChallenge LadyfingerDipChallenge TiramisuInACup MatchaTiramisuTwist TiramisuLayerReveal CocoaDustStencil TiramisuForTwo TiramisuBirthdayCake',
  },
  lemonade: {
    things: 'Lemons Pitcher Ice Mint Straw Stand Squeezer Sugar',
    moves: 'PinkBatch StrawberrySwirl FrozenSlush LavenderTwist SparklingMix',
    verbs: 'Squeeze Stir Pour Sip',
    core: 'Lemons Pitcher Squeeze',
    scenes: 'LemonadeStand PinkLemonade',
    names:
      'SqueezeItFresh InventALemonadeFlavor PinkLemonadeRemix SweetOrSourLemonade FrozenLemonadeSlush LemonadeIceCubeHack StrawberryLemonadeSwirl SparklingLemonadeBar',
  },
  mocktail: {
    things: 'Shaker Garnish Mint Lime Glass Ice Soda Syrup',
    moves: 'VirginMojito ShirleyTemple Spritz RainbowLayers FrozenSlush Sunrise',
    verbs: 'Shake Muddle Stir Garnish Pour',
    core: 'Shaker Garnish Shake',
    scenes: 'MocktailHour DryJanuary',
    names:
      'InventAMocktail NameYourMocktail ShakeYourMocktail MocktailGarnishOff LayeredMocktail KidsMocktailBar MocktailMixOff GuessTheMocktail',
  },
  'hot chocolate': {
    things: 'Marshmallows Mug WhippedCream CocoaBomb Sprinkles CandyCane Blanket',
    moves: 'BombMelt MarshmallowTower WhippedTop SpicedMexican FrozenCocoa',
    verbs: 'Stir Melt Sip Pour',
    core: 'Marshmallows Mug Sip',
    scenes: 'HotCocoaBar',
    names:
      'CocoaBombDrop HotCocoaBar TopYourHotChocolate MarshmallowTower HotChocolateOnAStick HotChocolateFlavorLab CocoaForYourNeighbor HotCocoaTasteTest',
    also: 'hotcocoa cocoa',
  },
  milkshake: {
    things: 'Blender Straw WhippedCream Cherry Sprinkles Glass Cookies',
    moves: 'Freakshake CookieCrumble Float CakeShake MaltedClassic',
    verbs: 'Blend Sip Pour',
    core: 'Straw WhippedCream Sip',
    scenes: 'MaltShop',
    names:
      'FreakshakeChallenge InventAMilkshake BlendYourShake MilkshakeMustacheSelfie MilkshakeBlindTaste DinerMilkshakeAtHome ThickShakeStrawTest MilkshakeAndFriesDip',
  },
  juice: {
    things: 'Press Oranges Carrots Ginger Celery Glass Straw',
    moves: 'GingerShot GreenBlend FreshSqueeze CitrusMix BeetBlend',
    verbs: 'Squeeze Press Blend Sip',
    core: 'Oranges Glass Squeeze',
    scenes: 'JuiceBar JuiceBox',
    names:
      'JuiceBarAtHome InventAJuiceBlend GuessTheJuice HandSqueezeJuiceRace GingerShotChallenge RainbowJuiceFlight JuiceWithoutAJuicer JuicePopsicleMold',
  },
  kombucha: {
    things: 'Jar Tea Bottle Ginger Fizz Flavors Scoby',
    moves: 'HomeBrew FizzTest FlavorDrop Bottling SecondFerment',
    verbs: 'Brew Bottle Flavor Sip',
    core: 'Bottle Fizz Brew',
    names:
      'BrewYourOwnBooch GrowYourOwnScoby KombuchaFizzTest BoochFlavorLab NameYourScoby KombuchaMocktailMix KombuchaBlindTaste BoochBottlingDay',
    also: 'booch',
  },
  candy: {
    things: 'Gummies Lollipop Jar Caramel Sprinkles Wrapper Taffy',
    moves: 'FreezeDried Fudge ToffeeBark CaramelPull RockSugar',
    verbs: 'Melt Wrap Share',
    core: 'Gummies Lollipop Jar',
    scenes: 'CandyStore SugarRush',
    names:
      'GrowRockCandy CandySalad HomemadeGummies GuessTheCandyBlind CandySwapChallenge FreezeDriedCandyTest CandyFromAnotherCountry CandyBarDupe',
    also: 'sweets',
  },
  smores: {
    things: 'Marshmallow Chocolate Graham Skewer Campfire Stick',
    moves: 'GoldenToast SkilletDip Bars Brownies Cookie Pie',
    verbs: 'Toast Stack Squish Melt',
    core: 'Marshmallow Graham Stack',
    scenes: 'Campfire Campout',
    names:
      'GoldenNotBurnt InventASmore OvenSmoresChallenge SmoresDipChallenge GourmetSmoresOff SmoresCookieBars MicrowaveSmores SmoresNachos',
  },
  cereal: {
    things: 'Bowl Milk Spoon Box Marshmallows Flakes',
    moves: 'TreatBars CrispyTreats Crunch Granola MilkPour',
    verbs: 'Pour Crunch Munch Mix',
    core: 'Flakes Milk Crunch',
    names:
      'HomemadeCerealChallenge CerealMashup CerealTreatChallenge GuessTheCerealBlind CerealMilkIceCream CerealCrustedChicken BuildACerealBar CerealMilkLatte',
  },
  oatmeal: {
    things: 'Oats Berries Honey Cinnamon Bowl Jar Banana Milk',
    moves: 'OvernightOats BakedOats ProteinOats PBSwirl BruleeTop',
    verbs: 'Stir Soak Bake',
    core: 'Oats Bowl OvernightOats',
    names:
      'OvernightOatsChallenge BakedOatsChallenge OatmealToppingBar OatmealCookieBakeOff BruleeTopOatmeal OatmealBowlArt OatmealAroundTheWorld CookieDoughOatmeal',
    also: 'porridge oats',
  },
  lasagna: {
    things: 'Ricotta Noodles Mozzarella Bechamel Pan Marinara Basil',
    moves: 'RollUps LayerStack CornerPiece OnePanBake CheesePull',
    verbs: 'Layer Bake Slice',
    core: 'Ricotta Noodles Layer',
    names:
      'CountTheLasagnaLayers LasagnaRollUps LasagnaSoupChallenge CleanLasagnaSlice LasagnaCheesePullTest CornerPieceOrCenter SkilletLasagnaNight LasagnaForAFriend',
    also: 'lasagne',
  },
  shrimp: {
    things: 'Garlic Butter Lemon Skewer Rice Paprika Tortilla',
    moves: 'Scampi Tacos Boil Tempura Coconut BangBang',
    verbs: 'Peel Sear Boil Skewer',
    core: 'Scampi Tempura Peel',
    scenes: 'ShrimpBoil',
    names:
      'GarlicShrimpChallenge ShrimpTacoTuesday ShrimpBoilAtHome ShrimpScampiChallenge CoconutShrimpCrunch ShrimpPoBoyNight ShrimpAndGritsSunday ShrimpSkewerGrillOff',
    also: 'prawn',
  },
  salmon: {
    things: 'Rice Lemon Avocado Teriyaki Skin Dill SheetPan',
    moves: 'RiceBowl CrispySkin HoneyGlaze Bites Poke',
    verbs: 'Sear Glaze Flake Bake',
    core: 'Teriyaki CrispySkin Glaze',
    scenes: 'SalmonRun',
    names:
      'CrispySkinChallenge GlazeYourSalmon SalmonBowlRemix SheetPanSalmonNight CedarPlankSalmon AirFryerSalmonBites PerfectSalmonChallenge SalmonCakesFromLeftovers',
  },
  seafood: {
    things: 'Shrimp Crab Lobster Corn Butter Mussels Bag OldBay',
    moves: 'BoilBag LobsterRoll CrabCrack FishFry MusselPot',
    verbs: 'Boil Crack Peel Dip',
    core: 'Shrimp Crab Lobster',
    scenes: 'SeafoodBoil ClamBake FishMarket',
    names:
      'CrackAndDip SeafoodBoilAtHome SeafoodSauceOff SeafoodPastaNight SeafoodMarketHaul LobsterRollShowdown FishFryFriday BackyardClamBake',
  },
  bacon: {
    things: 'Eggs Toast Maple Skillet SheetPan Lettuce Strips',
    moves: 'Weave BLT MapleCandy Bits StuffedDates',
    verbs: 'Fry Weave Crisp Wrap',
    core: 'Strips Eggs Crisp',
    scenes: 'BaconAndEggs',
    names:
      'BaconWeaveChallenge CrispiestBaconWins BaconRoseChallenge CandiedBaconChallenge BaconPancakeDippers OvenBaconHack BLTBuildOff BaconWrappedDates',
  },
  'hot dog': {
    things: 'Bun Ketchup Mustard Relish Grill Onions Chili',
    moves: 'ChiliDog CornDog ChicagoDog SpiralCut SonoranDog',
    verbs: 'Grill Spiral Squeeze',
    core: 'Bun Ketchup Mustard',
    scenes: 'HotDogStand',
    names:
      'HotDogToppingChallenge HotDogsAroundTheWorld SpiralCutHotDog ChiliDogCookOff HotDogOctopusArt CornDogFromScratch BallparkHotDogAtHome ChicagoDogChallenge',
  },
  nugget: {
    things: 'Ketchup Ranch HoneyMustard Breading Box Fryer',
    moves: 'DinoShapes ChickenBites AirFryerHack SauceFlight TempuraBatch',
    verbs: 'Dip Bread Fry Dunk',
    core: 'Ketchup ChickenBites Dip',
    scenes: 'DinoNuggets',
    names:
      'DinoNuggetArt ShapeYourNuggets DipEveryNugget NuggetsFromScratch StackTenNuggets GuessTheNuggetBrand NuggetBentoBox AirFryerNuggetCrunch',
  },
  tofu: {
    things: 'Soy Rice Sesame Wok Skillet ChiliCrisp Cornstarch Press',
    moves: 'CrispyCubes Scramble Katsu Mapo AirFryerHack',
    verbs: 'Press Crisp Toss Crumble',
    core: 'Soy CrispyCubes Press',
    names:
      'PressYourTofu CanTofuBeCrispy TofuSkepticTasteTest TofuFiveWays TofuScrambleChallenge MapoTofuNight FreezeYourTofu SilkenTofuDessert',
  },
  vegetarian: {
    things: 'Tofu Lentils Halloumi Beans Paneer Eggplant Mushrooms Chickpeas',
    moves: 'VeggieBurger Lasagna Curry StuffedPeppers BlackBeanTacos HalloumiWrap',
    verbs: 'Roast Grill Cook',
    core: 'Tofu Beans VeggieBurger',
    scenes: 'MeatlessMonday',
    names:
      'MeatlessMonday VegetarianWeekChallenge VeggieSwapChallenge VeggieBurgerFaceOff VegetarianBBQ VegetarianStuffedPeppers HalloumiFryUp VegetarianTacoBar VegetarianComfortFood',
  },
  'high protein': {
    things: 'ChickenBreast GreekYogurt Eggs CottageCheese Whey Lentils Tuna',
    moves: 'ProteinOats CottageBread ShakeBlend PowerBowl EggBites',
    verbs: 'Blend Bake Cook',
    core: 'ChickenBreast Eggs GreekYogurt',
    scenes: 'ProteinShake',
    names:
      'HighProteinMealPrep ProteinPancakeChallenge CottageCheeseEverything GuessTheProteinCount HighProteinBreakfast ProteinSnackSwap CottageCheeseFlatbread HighProteinDessert',
  },
  'gluten free': {
    things: 'AlmondFlour RiceFlour Oats Tapioca CornTortilla Quinoa',
    moves: 'Bread PizzaCrust Brownies Pasta Cookies Pancakes',
    verbs: 'Bake Mix Cook',
    core: 'AlmondFlour RiceFlour Bake',
    names:
      'CanYouTellItsGF GFSwapChallenge GlutenFreePizzaChallenge GlutenFreeBreadRiseOff GlutenFreeBirthdayCake GlutenFreeBakeSale GFPastaTasteOff GlutenFreeCookieSwap',
    also: 'celiac',
  },
  strawberry: {
    things: 'Cream Chocolate Basket Farm Sugar Mint Yogurt',
    moves: 'ChocolateDipped Shortcake Jam Tanghulu MatchaLatte DubaiCup',
    verbs: 'Dip Slice Cook',
    core: 'Cream Shortcake Jam',
    scenes: 'Berry BerryPicking',
    names:
      'StrawberryRoseChallenge ChocolateBerryBouquet StrawberryShortcakeOff PickYourOwnStrawberries StrawberryJamFromScratch StrawberryDubaiCup HomemadeStrawberryMilk StrawberrySeasonBakeOff',
  },
  banana: {
    things: 'Peel Bunch PeanutButter Chocolate Oats Honey Freezer',
    moves: 'NiceCream Bread Split Pudding Pancakes Foster',
    verbs: 'Peel Mash Freeze Slice',
    core: 'Peel Bunch Split',
    scenes: 'BananaSplit',
    names:
      'BananaSplitChallenge BananaSushiChallenge BlendBananaNiceCream FrozenBananaBites BananaPeelArt BananaPancakeChallenge BananaBoatSmores BananaPuddingFromScratch',
  },
  mango: {
    things: 'Lime Chamoy Tajin StickyRice Yogurt Knife Pit',
    moves: 'Smoothie Lassi Salsa Sorbet Flower HedgehogCut',
    verbs: 'Slice Peel Blend',
    core: 'StickyRice Smoothie Slice',
    scenes: 'MangoSeason',
    names:
      'MangoFlowerChallenge MangoSalsaChallenge MangoLassiChallenge MangoVarietyTasteTest MangoStickyRiceAtHome MangoSorbetOneIngredient MangoSeasonFeast ChamoyMangoCup',
  },
  watermelon: {
    things: 'Slice Rind Seeds Mint Lime Feta Knife Tajin',
    moves: 'FetaSalad Slushie Sorbet FruitCake Triangles',
    verbs: 'Slice Blend Carve',
    core: 'Slice Rind Seeds',
    scenes: 'Melon',
    names:
      'WatermelonCutHack WatermelonKnockTest WatermelonCarvingArt WatermelonCakeChallenge WatermelonPizzaChallenge WatermelonSlushChallenge WatermelonFetaSalad WatermelonBowlMocktail',
  },
  fruit: {
    things: 'Berries Bowl Knife Skewer Melon Kiwi Dip',
    moves: 'Platter Kabobs Tanghulu Parfait Leather',
    verbs: 'Slice Skewer Blend Peel',
    core: 'Berries Melon Platter',
    scenes: 'FruitStand Orchard',
    names:
      'FruitPlatterArt FruitRainbowChallenge NewFruitTasteTest FruitCarvingChallenge FruitSaladFaceOff FruitKabobParty FruitPizzaCookie HomemadeFruitLeather',
  },
  vegetable: {
    things: 'CuttingBoard Knife Garden Steamer SheetPan Dip Greens Veggies',
    moves: 'SheetPanRoast StirFry Crudites Zoodles GardenSoup',
    verbs: 'Chop Roast Steam Spiralize',
    core: 'Veggies Garden Greens',
    scenes: 'VeggiePatch',
    names:
      'SneakyVeggies TryANewVegetable OneVeggieFiveWays VeggieBlindTasteTest RainbowVeggiePlate GrowYourOwnVegetable VeggieChipCrunch VegetableSoupSwap',
    also: 'veggies veg',
  },
  enchilada: {
    things: 'Tortilla Cheese Casserole Cilantro SourCream Onion Skillet',
    moves: 'RedSauce VerdeSauce RollAndBake SkilletBake Casserole',
    verbs: 'Roll Smother Bake Layer',
    core: 'Tortilla RedSauce Roll',
    names:
      'RollYourEnchiladas RedOrGreenEnchiladas EnchiladaSauceFromScratch EnchiladaStackChallenge EnchiladaCasseroleNight SkilletEnchiladaDinner EnchiladasForTheFamily CheesiestEnchiladaWins',
  },
  'soul food': {
    things: 'CastIron Cornbread CollardGreens Gravy Buttermilk HotSauce Skillet',
    moves: 'FriedChicken MacAndCheese Gumbo CandiedYams Oxtail PeachCobbler',
    verbs: 'Fry Smother Season Bake',
    core: 'Cornbread CollardGreens FriedChicken',
    scenes: 'SoulFoodSunday',
    names:
      'SoulFoodSundayCookOff LearnAFamilySoulFoodDish CandiedYamsChallenge CookoutSideDishOff SkilletCornbreadChallenge PeachCobblerBakeOff SoulFoodForTheFamily SoulFoodPlateBuild',
  },
  cajun: {
    things: 'Shrimp Rice Crawfish Andouille Okra Roux HolyTrinity',
    moves: 'Gumbo Jambalaya SeafoodBoil Beignets BlackenedFish Etouffee',
    verbs: 'Stir Season Boil Blacken',
    core: 'Crawfish Gumbo Jambalaya',
    scenes: 'Bayou CrawfishBoil MardiGras',
    names:
      'FirstYouMakeARoux CajunSeafoodBoil JambalayaChallenge GumboFromScratch CajunSpiceBlendOff BeignetBakeOff CajunBlackenedFish CajunCookOff',
    also: 'creole',
  },
  pho: {
    things: 'Broth Basil Lime Sriracha Hoisin Chopsticks StarAnise Brisket Noodles',
    moves: 'RareBeef ChickenBowl HerbPile BrothSip NoodleLift',
    verbs: 'Simmer Slurp Sip Toast',
    core: 'Broth Noodles Slurp',
    names:
      'BuildYourPhoBowl PhoBrothChallenge SlurpThePho InstantPhoUpgrade PhoHerbPileUp HomemadePhoSunday PhoInAJar PhoNoodleLift',
  },
  paella: {
    things: 'Rice Shrimp Saffron Pan Mussels Chorizo Lemon',
    moves: 'SeafoodPan CrispyBottom ChickenAndChorizo BlackInk Valenciana',
    verbs: 'Simmer Toast Serve',
    core: 'Rice Saffron Pan',
    names:
      'CrispyBottomChallenge PaellaOnTheGrill NoStirPaella SeafoodPaellaChallenge PaellaPartyForFriends PaellaPanCookOff ChickenChorizoPaella PaellaSundayLunch',
  },
  hummus: {
    things: 'Chickpeas Tahini Lemon Garlic OliveOil Pita Paprika Blender',
    moves: 'SpoonSwoosh RoastedPepper WhippedDip BeetPink LoadedBowl',
    verbs: 'Blend Swoosh Dip Drizzle',
    core: 'Chickpeas Pita Dip',
    names:
      'SpoonSwooshChallenge SilkiestHummusWins HummusFlavorOff HummusInFiveMinutes LoadedHummusBowl PinkBeetHummus PeelTheChickpeas HummusSnackBox',
  },
  falafel: {
    things: 'Chickpeas Parsley Tahini Pita Pickles Scoop Herbs Lemon',
    moves: 'Wrap CrispyBall Bowl AirFryerHack GreenInside',
    verbs: 'Scoop Fry Wrap Drizzle',
    core: 'Chickpeas Pita Wrap',
    names:
      'CrispyOutsideGreenInside RoundestFalafelWins FalafelFromScratch FalafelWrapOff FalafelBowlBuild FalafelPitaPicnic TahiniDrizzleArt AirFryerFalafel',
  },
  shawarma: {
    things: 'Pita Garlic Pickles Fries Tahini Sumac Spit',
    moves: 'ChickenWrap BeefPlate SheetPanDinner FriesInside Bowl',
    verbs: 'Wrap Slice Marinate Roll',
    core: 'Pita Tahini Wrap',
    names:
      'SheetPanShawarma ShawarmaAtHome GarlicSauceChallenge ShawarmaWrapChallenge FriesInsideTheWrap ShawarmaBowlNight ShawarmaSpiceBlend ChickenShawarmaChallenge',
  },
  kebab: {
    things: 'Skewer Grill Onion Peppers Yogurt Pita Charcoal Lemon',
    moves: 'ShishSkewer Kofta Doner VeggieSkewer ChickenSkewer',
    verbs: 'Skewer Grill Marinate',
    core: 'Pita Doner',
    scenes: 'KebabShop',
    names:
      'SkewerItUp RainbowSkewerChallenge KebabGrillOff KebabMarinadeOff GuessTheKebabSpice KebabShopAtHome KoftaKebabNight KebabPlatterPicnic',
    also: 'kabob kebob',
  },
  kimchi: {
    things: 'Cabbage Jar Garlic Rice Radish Gloves Gochugaru',
    moves: 'FriedRice Pancake Jjigae Ferment HomemadeBatch',
    verbs: 'Ferment Salt Pack',
    core: 'Cabbage FriedRice Ferment',
    names:
      'KimchiMakingParty FirstKimchiBatch KimchiEverything KimchiFriedRiceChallenge KimchiPancakeFlip KimchiStewSunday KimchiGrilledCheese KimchiJarReveal',
  },
  'hot pot': {
    things: 'Broth Ladle DippingSauce Chopsticks Tofu Mushrooms Noodles Beef',
    moves: 'SplitPot SauceBar Swish DipAndDunk MalaBroth',
    verbs: 'Dip Swish Ladle Share',
    core: 'Broth SplitPot Dip',
    scenes: 'HotPotNight',
    names:
      'HotPotPartyChallenge HotPotSauceChallenge SpicyOrMildBroth CatchTheFishBall HotPotAtHome TinyHotPotForOne FishBallFromScratch HotPotPlatterArt',
  },
  'dim sum': {
    things: 'BambooSteamer Cart Teapot Chopsticks Soy ChiliOil',
    moves: 'Dumplings BaoBun EggTart SiuMai HarGow CheungFun',
    verbs: 'Steam Pleat Share Pour',
    core: 'BambooSteamer Dumplings BaoBun',
    scenes: 'DimSumBrunch',
    names:
      'DimSumAtHome DimSumFoldOff SteamerBasketChallenge DimSumBrunchChallenge FluffyBaoBuns EggTartBakeOff PleatTheHarGow DimSumForTheFamily',
  },
  'pad thai': {
    things: 'Wok RiceNoodles Peanuts Lime Tamarind BeanSprouts Egg Shrimp',
    moves: 'WokToss NoodleToss PeanutCrunch TofuCrisp EggScramble',
    verbs: 'Toss Stir Squeeze Crack',
    core: 'RiceNoodles Peanuts Toss',
    scenes: 'ThaiTakeout',
    names:
      'BetterThanTakeout PadThaiSauceOff PadThaiNoodleToss PadThaiOmeletteWrap ShrimpPadThaiNight PadThaiIn20Minutes PadThaiForTwo PadThaiLunchbox',
  },
  biryani: {
    things: 'Basmati Saffron Ghee Raita Pot Spices FriedOnions Mint',
    moves: 'PotReveal LayerAndSeal ChickenDum VegLayer Hyderabadi',
    verbs: 'Layer Simmer Serve',
    core: 'Basmati Spices PotReveal',
    names:
      'BiryaniPotReveal LayerTheBiryani EveryGrainSeparate FamilyBiryaniTasteOff BiryaniSpiceBoxChallenge SealTheBiryaniPot BiryaniForEid FirstBiryaniAttempt TeachMeYourBiryani',
  },
  jollof: {
    things: 'Tomato ScotchBonnet Rice Pot Plantain Chicken Thyme',
    moves: 'PartyPot SmokyBottom GhanaPot NigerianPot FriedPlantain',
    verbs: 'Stir Simmer Serve Season',
    core: 'Rice Tomato PartyPot',
    scenes: 'PartyJollof JollofWars',
    names:
      'JollofWars PartyJollofChallenge SmokyJollofChallenge JollofRiceChallenge JollofAndFriedPlantain MomsJollofRecipe FirstJollofAttempt JollofSundayLunch',
  },
  empanada: {
    things: 'Dough Filling Fork Oven Chimichurri Beef Cheese',
    moves: 'ForkCrimp BraidedEdge Picadillo HamAndCheese Guava',
    verbs: 'Fold Crimp Bake',
    core: 'Dough Filling Crimp',
    names:
      'CrimpItRight EmpanadaFoldOff BraidTheEdge EmpanadaAssemblyLine EmpanadaFillingSwap BakedOrFriedEmpanada EmpanadaDoughFromScratch AbuelasEmpanadas',
  },
  tamale: {
    things: 'Masa Husk Steamer Filling Pork Salsa Abuela',
    moves: 'MasaSpread HuskFold SweetCorn RedPork Tamalada',
    verbs: 'Fold Steam Wrap',
    core: 'Masa Husk Wrap',
    scenes: 'Tamalada',
    names:
      'SpreadTheMasa TamaleWrapCount TamaleFoldChallenge TamaleFillingFaceOff ChristmasTamales MasaFloatTest TamaleSteamerReveal TamalesForTheNeighbors',
  },
  ceviche: {
    things: 'Lime Shrimp Cilantro Onion Tostada Avocado Chips',
    moves: 'PeruvianBowl MangoTwist TostadaTop FishCubes ShrimpCups',
    verbs: 'Squeeze Chop Marinate Toss',
    core: 'Lime Shrimp Squeeze',
    names:
      'CevicheTostadaChallenge ShrimpCevicheCups TwentyMinuteCeviche PeruvianCevicheAtHome GuessTheCevicheCitrus CevicheShowdown CevicheBeachPicnic CevicheAvocadoBoat',
  },
  poke: {
    things: 'Rice Salmon Tuna Edamame Avocado Sesame Nori Seaweed',
    moves: 'BuildABowl SpicyTuna SalmonStack Rainbow CaliforniaBowl',
    verbs: 'Drizzle Toss Slice',
    core: 'Rice Tuna BuildABowl',
    scenes: 'PokeBowl',
    names:
      'PokeBowlBuildOff PokeBowlAtHome GuessThePokeSauce RainbowPokeBowl PokeBowlMealPrep SpicyTunaPokeNight PokeBowlBudgetChallenge PokeBowlArt',
  },
  chili: {
    things: 'Beans CastIron Cornbread Cheddar SourCream Pot Spices Jalapeno',
    moves: 'TexasRed WhiteBean Cincinnati CornbreadTop LoadedBowl',
    verbs: 'Simmer Stir Spice',
    core: 'Beans Cornbread Simmer',
    names:
      'ChiliCookOff ChiliWithOrWithoutBeans ChiliToppingBar WhiteChiliChallenge GuessMyChiliSecret ChiliInABreadBowl OnePotChiliIn30 CornbreadAndChiliNight',
  },
  stew: {
    things: 'DutchOven Pot Ladle Carrots Potatoes Bread Beef Broth',
    moves: 'IrishBowl Goulash Cassoulet Ragu Braise Chowder',
    verbs: 'Braise Simmer Stir Ladle',
    core: 'Pot Carrots Simmer',
    names:
      'BeefStewChallenge StewAroundTheWorld FridgeCleanoutStew StewWithDumplings SundayStewPot StewForANeighbor GrandmasStewRecipe StewInABreadBowl',
  },
  meatball: {
    things: 'Marinara Parmesan Breadcrumbs Skillet Sub Spaghetti Basil',
    moves: 'IkeaCopycat SubSandwich MozzarellaCenter SundayGravy AirFryerHack',
    verbs: 'Roll Sear Simmer',
    core: 'Spaghetti Marinara Roll',
    names:
      'RollEmUp GiantMeatball SameSizeMeatballs MeatballSubChallenge CheeseStuffedMeatball SwedishMeatballNight NonnasMeatballs MeatballCookOff',
  },
  pesto: {
    things: 'Basil PineNuts Parmesan Mortar Garlic OliveOil Pasta',
    moves: 'PastaToss SundriedSpread GreenEggs Swirl Drizzle',
    verbs: 'Pound Blend Toss Drizzle',
    core: 'Basil Pasta Blend',
    names:
      'PestoEggsChallenge PoundYourPesto GardenPestoChallenge NoBasilPesto PestoEverything PestoPastaSwirl PestoGrilledCheese PestoIceCubeHack',
  },
  risotto: {
    things: 'Arborio Parmesan Broth Ladle Butter Mushrooms Saffron Rice',
    moves: 'Milanese Mushroom LemonPea Arancini SlowStir',
    verbs: 'Stir Ladle Toast Simmer',
    core: 'Rice Parmesan Stir',
    names:
      'KeepStirring PerfectRisottoChallenge MushroomRisottoChallenge AranciniFromLeftovers LemonPeaRisotto SaffronRisottoNight RisottoForTwo CreamiestRisottoWins',
  },
  mushroom: {
    things: 'Butter Garlic Thyme Skillet CastIron Morel Chanterelle',
    moves: 'Stroganoff Risotto StuffedCaps Jerky LionsMane Steak',
    verbs: 'Saute Roast Slice Sear',
    core: 'StuffedCaps Stroganoff Saute',
    scenes: 'MushroomHunt',
    names:
      'GrowYourOwnMushrooms CrispyMushroomChallenge MushroomMeatSwap PickyEaterMushroomTest StuffedMushroomParty ButterGarlicMushrooms MushroomToastBrunch MushroomSoupFromScratch',
  },
  tomato: {
    things: 'Basil Mozzarella Vine Garden Salt OliveOil Bread',
    moves: 'Caprese Bruschetta Salsa Soup Gazpacho Confit Shakshuka',
    verbs: 'Slice Roast Crush Simmer',
    core: 'Garden Basil Slice',
    scenes: 'TomatoSeason',
    names:
      'GrowATomatoChallenge TomatoSandwichSummer HeirloomTasteTest GuessTheTomatoCount FreshTomatoSalsa TomatoSoupFromScratch BruschettaBarNight BurstTomatoPasta',
  },
  lemon: {
    things: 'Zester Pitcher Mint Honey Sugar Peel Glaze',
    moves: 'ShortbreadBars Curd MeringuePie DrizzleLoaf Sorbet Marmalade',
    verbs: 'Zest Squeeze Drizzle Glaze',
    core: 'Peel MeringuePie Squeeze',
    scenes: 'LemonadeStand',
    names:
      'ZestEverything OneLemonFiveWays LemonCurdFromScratch LemonTartChallenge LemonMeringuePeaks LemonDrizzleLoaf PreservedLemonJar LemonBarBakeSale',
  },
  honey: {
    things: 'Comb Jar Dipper Hive Tea Toast Butter Lemon Bee',
    moves: 'Drizzle SpicyGlaze WhippedButter GarlicGlaze Baklava',
    verbs: 'Drizzle Glaze Dip',
    core: 'Bee Hive Drizzle',
    scenes: 'Beehive HoneyBee',
    names:
      'HoneyDrizzleChallenge GuessTheHoney HotHoneyEverything SwapSugarForHoney WhippedHoneyButter HoneyCakeChallenge HoneyGlazedCarrots LocalHoneyHaul',
  },
  'peanut butter': {
    things: 'Jelly Jar Spoon Toast Banana Celery Crackers Chocolate',
    moves: 'PBJ PBCups Cookies Smoothie Swirl ProteinBalls',
    verbs: 'Swirl Dip Scoop',
    core: 'Jelly Toast PBJ',
    scenes: 'PBJ',
    names:
      'PBJUpgrade PeanutButterBlindTest HomemadePeanutButter PBCupsFromScratch PeanutButterCookieOff PBEverything PBSwirlBrownies PBBananaToast',
  },
  nutella: {
    things: 'Jar Spoon Toast Hazelnut Banana Strawberry',
    moves: 'Swirl StuffedCookie MugCake Churros Dip Pancake Crepe',
    verbs: 'Swirl Dip Drizzle',
    core: 'Hazelnut Toast Swirl',
    names:
      'NutellaStuffedChallenge NutellaSwirlChallenge HomemadeNutella NutellaMugCake NutellaToastArt NutellaCrepeNight NutellaHotCocoa NutellaBrownieBakeOff',
  },
  yogurt: {
    things: 'Granola Berries Honey Bowl Jar Spoon',
    moves: 'Parfait FrozenBark Flatbread Tzatziki SmoothieBowl Cheesecake',
    verbs: 'Layer Swirl Freeze',
    core: 'Granola Berries Parfait',
    scenes: 'FroYo',
    names:
      'YogurtBarkChallenge YogurtParfaitChallenge FroYoAtHome MakeYogurtOvernight YogurtBowlArt YogurtFlatbreadHack FrozenYogurtBites YogurtPopsicleMolds',
    also: 'yoghurt',
  },
  'garlic bread': {
    things: 'Butter Parsley Baguette Mozzarella Parmesan Oven Foil',
    moves: 'Knots PullApart CheesyLoaf Toast PizzaLoaf',
    verbs: 'Toast Bake Tear',
    core: 'Butter Baguette Toast',
    names:
      'PullApartGarlicBread CheesyGarlicBreadPull GarlicBreadRanking ExtraGarlicChallenge GarlicButterBlendOff GarlicBreadGrilledCheese AirFryerGarlicBread GarlicBreadKnots',
  },
  pretzel: {
    things: 'Salt Mustard CheeseDip Dough BakingSoda Oven Butter',
    moves: 'Twist Braid SaltedKnot StuffedBites SandwichBun',
    verbs: 'Twist Roll Dip Bake',
    core: 'Salt CheeseDip Twist',
    names:
      'PretzelTwistChallenge MallPretzelCopycat SoftPretzelFromScratch PretzelDipOff PretzelInitials PretzelBitesParty ChocolatePretzelRods GiantPretzelBake',
  },
  tortilla: {
    things: 'Flour Masa Press Cheese RollingPin Comal',
    moves: 'FoldHack Quesadilla PuffCheck Tostada Chips HandPress',
    verbs: 'Press Roll Flip Fold',
    core: 'Flour Quesadilla Flip',
    names:
      'DoesItPuff TortillaFoldHack TortillaPressChallenge PerfectlyRoundTortilla FlourOrCorn CinnamonTortillaCrisps TortillaChipsFromScratch TortillaBowlBake',
  },
  'cast iron': {
    things: 'Skillet Seasoning Chainmail Scrubber OliveOil Oven Handle Cornbread',
    moves: 'Restore Sear PanPizza DutchBaby SkilletCookie',
    verbs: 'Season Sear Scrub Restore',
    core: 'Skillet Restore Season',
    names:
      'SeasonYourSkillet RustToRestored CastIronEggSlide CastIronCookie CastIronPizzaChallenge CastIronOnlyWeek CastIronDutchBaby SkilletCornbreadBake',
  },
  'slow cooker': {
    things: 'Lid Liner Timer Pot Ladle Beef Broth Beans',
    moves: 'DumpAndGo PotRoast Chili PulledPork Soup Queso',
    verbs: 'Simmer Stir Shred',
    core: 'Lid PotRoast Simmer',
    names:
      'DumpAndGoDinner SlowCookerLavaCake SlowCookerFreezerMeals SetAndForgetDinner FiveIngredientSlowCooker SlowCookerPulledPork SlowCookerQuesoDip GuessWhatsInTheCooker',
    also: 'crockpot',
  },
  'instant pot': {
    things: 'Lid Valve Timer Pot Rack Rice Broth',
    moves: 'QuickRelease PotRoast RiceBatch Yogurt Cheesecake Chili',
    verbs: 'Saute Cook Stir',
    core: 'Valve QuickRelease PotRoast',
    names:
      'WillItInstantPot InstantPotCheesecake InstantPotVsStovetop InstantPotYogurt InstantPotRoastDinner InstantPotRiceTest InstantPotChiliNight InstantPotFirstMeal',
    also: 'pressurecooker',
  },
  wok: {
    things: 'Spatula Ladle Oil Garlic Ginger Soy Noodles Rice',
    moves: 'StirFry FriedRice Toss LoMein Seasoning',
    verbs: 'Toss Stir Sear Season',
    core: 'Noodles StirFry Toss',
    scenes: 'StirFry',
    names:
      'WokTossChallenge SeasonYourWok WokStirFryChallenge OneWokDinner WokItOut WokSteamerHack WokFriedRiceNight WokHeiChallenge',
  },
  microwave: {
    things: 'Mug Plate Timer Bowl Popcorn Cover',
    moves: 'MugCake MugOmelette Quesadilla Nachos BakedPotato',
    verbs: 'Stir Melt Cook',
    core: 'Popcorn MugCake Melt',
    names:
      'TwoMinuteMugCake MicrowaveOnlyChallenge MicrowaveMugOmelette MicrowaveChipsHack MicrowaveSmores DormMicrowaveMeal MicrowaveChefChallenge MicrowaveRiceBowl',
  },
  potluck: {
    things: 'CasseroleDish Crockpot Foil SignUpSheet Table Tupperware',
    moves: 'Casserole DeviledEggs PastaSalad SevenLayerDip Brownies Sliders',
    verbs: 'Share Serve Cook',
    core: 'CasseroleDish DeviledEggs Share',
    scenes: 'PotluckDinner',
    names:
      'PotluckAroundTheWorld BringADish GuessWhoMadeIt PotluckBingo FiveDollarPotluckDish NeighborhoodPotluck PotluckSideDishOff PotluckRecipeCardSwap',
  },
  popsicle: {
    things: 'Molds Sticks Freezer Yogurt Juice Fruit Chocolate',
    moves: 'LayeredStripes FruitChunks YogurtDip ChocoDip Paleta',
    verbs: 'Freeze Pour Layer Dip',
    core: 'Sticks Molds Freeze',
    scenes: 'BrainFreeze',
    names:
      'InventAPopsicle LayeredPopsicleChallenge FruitPopsicleChallenge PopsicleArt PaletaAtHome YogurtDippedPops GuessThePopsicleFlavor RainbowPopsicles',
    also: 'icepop',
  },
  'cookie dough': {
    things: 'Spoon Scoop Chips Jar Flour Bowl',
    moves: 'EdibleBatch Bites Truffles Dip StuffedCookie',
    verbs: 'Scoop Roll Mix Freeze',
    core: 'Spoon Scoop EdibleBatch',
    names:
      'EdibleCookieDough CookieDoughBites CookieDoughTruffles CookieDoughFlavorLab CookieDoughDipChallenge StuffedCookieChallenge CookieDoughIceCream CookieDoughFreezerStash',
  },
  bakery: {
    things: 'Croissant Baguette Cupcake Donut Dough Oven RollingPin Flour Muffin Eclair',
    moves: 'KneadAndFold FreshBatch OvenPeek FrostingSwirl DawnBake ShowcasePick',
    verbs: 'Bake Knead Frost Proof Roll',
    core: 'Croissant Baguette Bake',
    scenes: 'BakersDozen',
    names:
      'RecreateABakeryTreat GuessTheBakeryTreat BakersDozenChallenge BakeryBoxForAFriend PopUpBakeryAtHome BuildABakeryWindow LocalBakeryCrawl PastryCaseRanking',
    also: 'bakeshop patisserie',
  },
  'farmers market': {
    things: 'Tomato Honey Peach Basket Stall Tote Sunflower Cider Jam Zucchini',
    moves: 'SampleTour SeasonalHaul StallHop PeachSqueeze ToteFill HoneyTasting',
    verbs: 'Shop Taste Sample Haul',
    core: 'Stall Basket Shop',
    scenes: 'MarketDay',
    names:
      'TenDollarMarketChallenge MarketToPlate MarketMysteryBasket FarmersMarketPicnic FarmersMarketCookOff FarmersMarketJam FarmersMarketBreakfast SeasonalMarketSoup',
  },
  'food truck': {
    things: 'Window Chalkboard Taco Fries Napkin Line Grill Sauce Buzzer Sticker',
    moves: 'OrderUp SauceDrip TruckHunt CurbsideFeast SecretSauce WindowOrder',
    verbs: 'Order Grill Serve Taste',
    core: 'Window Taco OrderUp',
    scenes: 'StreetFood',
    names:
      'TasteEveryTruck FoodTruckCopycat FoodTruckMenuChallenge BackyardFoodTruck FoodTruckFriday FoodTruckCookOff FoodTruckTacoNight FoodTruckSauceSecret',
  },
  deli: {
    things: 'Sandwich Pickle Counter Slicer Ticket Salami Rye Bagel Mustard Scale',
    moves: 'TakeANumber SliceCheck StackHigh PickleCrunch SampleSlice OrderRush',
    verbs: 'Slice Stack Order Wrap',
    core: 'Sandwich Pickle TakeANumber',
    scenes: 'DeliCounter',
    names:
      'StackItHigh DeliSandwichAtHome ReubenFromScratch DeliPickleRanking BuildAnItalianSub DeliPlatterParty HomemadeDeliPickles PastramiOnRyeChallenge',
    also: 'delicatessen',
  },
  barista: {
    things: 'Latte Espresso Cup Sharpie Foam Grinder Syrup TipJar Frother Portafilter',
    moves: 'LatteArt NameMisspelled OrderRush MilkSteam ExtraShot SecretMenu',
    verbs: 'Brew Steam Pour Froth Tamp',
    core: 'Latte Cup LatteArt',
    scenes: 'CoffeeShop LatteArt',
    names:
      'BaristaForADay BaristaLatteArtOff PourTheRosetta GuessTheDrinkOrder BaristaBlindTaste HomeBaristaMenu SteamMilkChallenge BaristaVsHomeBrew',
  },
  'bake sale': {
    things: 'Brownie Cupcake Cookie Tray PriceTag Cashbox Table Sign Muffin Cellophane',
    moves: 'SoldOut PriceTagging FrostingSwirl TasteTest CupcakeStack StoreBoughtSwap',
    verbs: 'Bake Frost Sell Wrap Price',
    core: 'Cupcake PriceTag Sell',
    names:
      'BakeForACause BakeSaleBestSeller BakeSaleCookieChallenge KidsRunTheBakeSale StyleYourBakeSaleTable WrapItPretty BakeSaleBrownieStack BakeSaleOnADime',
  },
  'lemonade stand': {
    things: 'Pitcher Lemon Cup Sign Ice Cooler Table Straw Cashbox Stool',
    moves: 'FirstCustomer SignPaint StirItUp PriceHike SellOut SidewalkPitch',
    verbs: 'Squeeze Stir Pour Sell',
    core: 'Pitcher Lemon Sell',
    names:
      'LemonadeStandPitch DesignYourLemonadeStand LemonadeStandRecipeOff SecretRecipeLemonade LemonadeStandForACause PaintYourStandSign LemonadeStandSellOut FirstCustomerCheer',
  },
  'trader joes': {
    things:
      'Bouquet CookieButter Dumpling HawaiianShirt Bell Sample Cart Chalkboard Tote Seasoning',
    moves: 'SampleStop SeasonalHaul FlowerGrab FrozenAisleRun TasteTest ParkingLotPanic',
    verbs: 'Sample Taste Haul Shop',
    core: 'HawaiianShirt Bouquet Sample',
    scenes: 'TJs',
    names:
      'TraderJoesFiveItemDinner TJsFrozenMealRanking CookieButterEverything TraderJoesCharcuterie TJsSnackBlindTest TraderJoesOnTwentyBucks TraderJoesFallHaul TraderJoesMealPrep',
  },
  chipotle: {
    things: 'Bowl Burrito Guac Foil Chip Salsa Tortilla Rice Lime Queso',
    moves: 'ExtraGuac BowlShake FoilWrap PortionCheck DoubleScoop LineOrder',
    verbs: 'Wrap Scoop Roll Order',
    core: 'Burrito Bowl Guac',
    scenes: 'BurritoBowl ExtraGuac',
    names:
      'ChipotleAtHome BowlShakeChallenge ChipotleBurritoFold ChipotleRiceDupe ChipotleGuacFromScratch RateMyChipotleOrder ChipotleBowlMealPrep ChipotleChipsAndQueso',
  },
  dunkin: {
    things: 'Donut Munchkin IcedCoffee Cup Straw DozenBox Sprinkle Bagel Coolatta',
    moves: 'DriveThruRun MunchkinToss MorningOrder DozenPick IcedInWinter',
    verbs: 'Dunk Sip Order Sprinkle',
    core: 'Donut Munchkin Dunk',
    scenes: 'DunkinRun',
    names:
      'DunkinAtHome GuessMyDunkinOrder DunkinDrinkBlindTest DunkinDozenDecorate MunchkinTower DunkinRefresherRemix DunkinMunchkinRanking DunkinCupDoodle',
    also: 'dunkindonuts',
  },
  'coca cola': {
    things: 'Bottle Can Straw Ice Glass PolarBear Fountain Cap Mentos Fizz',
    moves: 'MentosGeyser FizzCheck CanCrack FirstSip ShareABottle BlindTaste',
    verbs: 'Sip Fizz Pour Share',
    core: 'Bottle Can Fizz',
    scenes: 'ShareACoke',
    names:
      'CocaColaCakeChallenge CookWithCoke CokeFloatChallenge CokeFlavorRanking CocaColaChickenWings CocaColaBBQSauce CokeBottleGummies CocaColaGlazedHam',
    also: 'coke',
  },
  'taco bell': {
    things: 'Crunchwrap SaucePacket Chalupa Nacho BajaBlast Quesadilla CinnamonTwist Bell Tray',
    moves: 'LateNightRun FourthMeal SauceHoard MenuHack CrunchwrapFold',
    verbs: 'Crunch Fold Dip Order',
    core: 'Crunchwrap SaucePacket Chalupa',
    scenes: 'Crunchwrap FourthMeal',
    names:
      'CrunchwrapFoldChallenge TacoBellAtHome TacoBellSauceRanking TacoBellBudgetFeast CinnamonTwistDupe TacoBellMexicanPizza InventATacoBellItem TacoBellNachoFries',
  },
  'chick fil a': {
    things: 'Nugget Sauce WaffleFry Lemonade Cow Milkshake Biscuit Pickle Tray Straw',
    moves: 'DriveThruSpeed SauceRequest SundayCraving NuggetCount PickleCheck',
    verbs: 'Dip Order Sip Crave',
    core: 'Nugget WaffleFry Sauce',
    scenes: 'WaffleFries',
    names:
      'ChickFilAOnSunday ChickFilASauceDupe ChickFilANuggetTray ChickFilASandwichDupe WaffleFryCutHack FrostedLemonadeAtHome PickleBrineChicken ChickFilASauceRanking',
  },
  'krispy kreme': {
    things: 'Glaze HotLight Conveyor PaperHat DozenBox Donut Sprinkle Coffee Window',
    moves: 'HotLightOn GlazeWaterfall WindowWatch DozenDeal WarmBite FreeDonut',
    verbs: 'Glaze Dip Dunk Watch',
    core: 'Donut Glaze DozenBox',
    scenes: 'OriginalGlazed',
    names:
      'KrispyKremeAtHome HotLightHunt GlazeWaterfall GlazeYourOwnDonut KrispyKremeDozenRanked KrispyKremeBreadPudding KrispyKremeDozenSwap KrispyKremeGrilledCheese',
  },
  oreo: {
    things: 'Cookie Creme Milk Glass Crumb Cheesecake Milkshake Wafer DoubleStuf',
    moves: 'TwistLickDunk MilkDunk CremeScrape CookieStack PerfectSplit',
    verbs: 'Twist Dunk Stack Split',
    core: 'Cookie Creme Milk Dunk',
    scenes: 'DoubleStuf TwistLickDunk',
    names:
      'TwistLickDunk PerfectOreoSplit OreoMoonPhases OreoStackChallenge OreoFlavorBlindTest OreoTruffles OreoDirtCups OreoCheesecakeChallenge',
  },
  doritos: {
    things: 'Chip Bag CheeseDust Salsa Triangle Chopstick Nacho Crumb Napkin',
    moves: 'ChopstickHack BagShake LastCrumb CrunchTest DustyFingers',
    verbs: 'Crunch Munch Shake Dip',
    core: 'Chip CheeseDust Crunch',
    scenes: 'CoolRanch',
    names:
      'ChipsWithChopsticks WalkingTacoBag DoritoCrustChallenge LoudestCrunchWins DoritosFlavorBlindTest CookWithDoritos DoritosNachoBar DoritosMacAndCheese',
  },
  'waffle house': {
    things: 'WaffleIron Hashbrown Jukebox Booth Counter Coffee Sign Menu Apron Syrup',
    moves: 'ScatteredSmothered JukeboxPick CounterSeat OrderCall LateNightBooth',
    verbs: 'Flip Scatter Pour Order',
    core: 'Hashbrown Booth Syrup',
    names:
      'ScatteredSmotheredCovered WaffleHouseAtHome HashbrownsYourWay WaffleHouseOrderChallenge WaffleHouseTasteTest WaffleHouseAllStar WaffleHouseBreakfastNight WaffleHouseCookForADay',
  },
  'olive garden': {
    things: 'Breadstick SaladBowl CheeseGrater Alfredo Mint Basket Pasta Soup Tiramisu',
    moves: 'CheeseSayWhen EndlessRefill BreadstickStack SaladToss FamilyStyle',
    verbs: 'Grate Twirl Refill Toss',
    core: 'Breadstick Alfredo EndlessRefill',
    scenes: 'Breadsticks',
    names:
      'OliveGardenAtHome CopycatBreadsticks SayWhenChallenge ZuppaToscanaDupe OliveGardenDressingHack OliveGardenAlfredo OliveGardenFamilyStyle OliveGardenTiramisu',
  },
  rice: {
    things: 'Jasmine Basmati Grains Pot Steam Bowl Chopsticks Cooker',
    moves: 'FluffTest CrispyBottom GrainBowl StickyScoop NoPeekSteam',
    verbs: 'Rinse Steam Cook',
    core: 'Jasmine Basmati Grains',
    names:
      'FluffiestRiceWins CrispyRiceChallenge RiceCookerOnlyMeal LeftoverRiceRescue RiceBowlBuildOff TahdigFlipReveal OnigiriShapeOff KnuckleMethodRice PerfectPotOfRice',
  },
  'stir fry': {
    things: 'Wok Veggies Noodles Garlic Ginger SoySauce Sesame Scallions',
    moves: 'WokToss HighHeat VeggieChop SauceSwirl TenMinuteDinner',
    verbs: 'Toss Sizzle Chop',
    core: 'Wok Veggies Ginger',
    scenes: 'Weeknight',
    names:
      'StirFryIn10 FridgeCleanOutStirFry WokTossChallenge StirFrySauceOff RainbowVeggieStirFry StirFryFriday BeatTheTakeout SizzleSoundCheck NoodleStirFryNight',
    also: 'stirfried',
  },
  churros: {
    things: 'Cinnamon Sugar Chocolate Dough PipingBag DulceDeLeche Skillet Star',
    moves: 'PipeAndFry ChocolateDip SugarRoll DulceFill CrunchTest',
    verbs: 'Pipe Fry Dip Roll',
    core: 'Cinnamon Sugar Chocolate',
    scenes: 'Fiesta Feria',
    names:
      'ChurroCrunchTest ChurrosAndChocolate PipeThePerfectChurro ChurroDipOff FilledChurroFaceOff ChurroBowlChallenge CinnamonSugarShake HomemadeChurroNight AirFryerChurros',
  },
  ribs: {
    things: 'Rub Smoker Sauce Bones Glaze Grill Foil Brush',
    moves: 'LowAndSlow FallOffTheBone SauceMop BarkCheck BendTest',
    verbs: 'Smoke Glaze Grill',
    core: 'Rub Smoker Glaze',
    scenes: 'Cookout BackyardBBQ',
    names:
      'RibRubOff BendTestChallenge SauceVsDryRub OvenRibsVsSmoker StickyGlazedRibs RibGlazeGlowUp BackyardRibCookOff LowAndSlowSunday OnePanOvenRibs',
  },
  brisket: {
    things: 'Bark Smoker Rub SmokeRing BurntEnds ButcherPaper Slicer Pickles',
    moves: 'LowAndSlow TheWrap SliceReveal PencilTest RestHour',
    verbs: 'Smoke Slice Wrap',
    core: 'Bark SmokeRing BurntEnds',
    scenes: 'Cookout TexasStyle',
    names:
      'SmokeRingReveal BrisketSliceTest BurntEndsBattle FirstBrisketCook BrisketBarkCheck OvenBrisketChallenge BrisketTacoNight PerfectSliceChallenge BrisketSandwichBuild',
  },
  omelette: {
    things: 'Eggs Cheese Chives Skillet Butter Spatula Ham Peppers',
    moves: 'FoldAndFlip FrenchRoll FluffyWhisk ToppingBar CheesePull',
    verbs: 'Whisk Fold Flip',
    core: 'Eggs Cheese Skillet',
    scenes: 'SundayMorning',
    names:
      'FluffiestOmeletteWins FrenchOmeletteFirstTry TornadoOmeletteAttempt JapaneseOmeletteRoll OmeletteBarAtHome CheesePullOmelette FridgeFindOmelette OmeletteInAMug OneMinuteOmelette',
    also: 'omelet',
  },
  carbonara: {
    things: 'Guanciale Pecorino EggYolk Pepper Spaghetti Parmesan Pancetta Pasta',
    moves: 'SilkySauce NoCream PanToss YolkWhisk CheeseBlend',
    verbs: 'Toss Whisk Stir',
    core: 'Guanciale Pecorino EggYolk',
    scenes: 'RomanNight',
    names:
      'NoCreamCarbonara SilkyCarbonaraChallenge CarbonaraIn15 ScrambleFreeCarbonara GuancialeVsBacon CarbonaraForTwo NonnaApprovedCarbonara PecorinoSnowfall CarbonaraDateNight',
  },
  alfredo: {
    things: 'Fettuccine Parmesan Butter Cream Chicken Broccoli Garlic Shrimp',
    moves: 'CreamySauce CheeseMelt NoodleTwirl ButterSwirl SaucePull',
    verbs: 'Stir Melt Twirl',
    core: 'Fettuccine Parmesan Butter',
    scenes: 'PastaNight',
    names:
      'CreamiestAlfredoWins ChickenAlfredoNight JarVsHomemadeAlfredo ThreeIngredientAlfredo FettuccineTwirlTest AlfredoInOnePot ShrimpAlfredoGlowUp AlfredoVsCarbonara BroccoliAlfredoBake',
  },
  gnocchi: {
    things: 'Potato Ricotta Fork Dough Flour BrownButter Sage Pesto',
    moves: 'ForkRoll PanCrisp PillowCheck RidgeRoll FloatTest',
    verbs: 'Roll Shape Crisp',
    core: 'Potato Ricotta Fork',
    scenes: 'NonnaKitchen',
    names:
      'GnocchiForkRoll PillowySoftGnocchi HomemadeGnocchiNight CrispyGnocchiChallenge SheetPanGnocchi BrownButterGnocchi GnocchiFloatTest RicottaGnocchiIn20 ShapeYourGnocchi',
  },
  ravioli: {
    things: 'Pasta Ricotta Spinach Pumpkin Fork Dough Sauce Stamp',
    moves: 'PinchSeal FillingSwap DoughSheet CrimpEdge FloatTest',
    verbs: 'Fill Seal Crimp',
    core: 'Ricotta Dough Stamp',
    scenes: 'SundaySupper',
    names:
      'RavioliFillingSwap GiantRavioliChallenge GuessTheRavioliFilling CrimpYourRavioli HeartShapedRavioli WontonWrapperRavioli EggYolkRavioli FriedRavioliNight FamilyRavioliDay',
  },
  udon: {
    things: 'Noodles Broth Dashi Tempura Scallions Egg Bowl Chopsticks',
    moves: 'SlurpTest NoodleKnead BrothPour YakiToss HotPotDip',
    verbs: 'Slurp Knead Pour',
    core: 'Noodles Dashi Broth',
    names:
      'HomemadeUdonKnead UdonSlurpTest YakiUdonIn10 UdonBowlBuildOff KitsuneUdonAtHome CurryUdonNight CreamyUdonChallenge UdonNoodleStretch DashiFromScratch',
  },
  'butter chicken': {
    things: 'Naan Basmati Tomato Cream GaramMasala Marinade Cilantro Ghee',
    moves: 'SauceSimmer NaanDip CurryNight Marinate SpiceBloom',
    verbs: 'Simmer Marinate Dip',
    core: 'Naan Cream GaramMasala',
    scenes: 'FakeawayNight',
    names:
      'ButterChickenFakeaway CreamiestButterChicken ButterChickenIn30 NaanDipChallenge OnePotButterChicken ButterChickenPizza SpiceBloomCheck ButterChickenTacoTwist HomemadeNaanPairing',
    also: 'murghmakhani',
  },
  naan: {
    things: 'Dough Tandoor Skillet Garlic Butter Cilantro Yogurt Bubbles',
    moves: 'PuffCheck SkilletBlister GarlicBrush StretchAndSlap CheeseStuff',
    verbs: 'Stretch Brush Puff',
    core: 'Tandoor Garlic Butter',
    names:
      'NaanPuffChallenge SkilletNaanAtHome GarlicNaanGlowUp CheeseNaanPull NaanPizzaNight BiggestBubbleWins NoOvenNaan NaanDipBoard NaanVsPita',
  },
  chai: {
    things: 'Cardamom Ginger Cinnamon BlackTea Milk Cloves Kettle Spices',
    moves: 'SpiceGrind SlowSimmer FrothTop MasalaBlend SpicedLatte',
    verbs: 'Brew Simmer Sip',
    core: 'Cardamom Ginger BlackTea',
    scenes: 'RainyEvening',
    names:
      'MasalaChaiFromScratch ChaiSpiceBlendOff ChaiLatteAtHome FrothiestChaiWins IcedChaiGlowUp GuessTheChaiSpice ChaiAndBiscuitDunk CozyChaiSunday ChaiTimeWithNani',
    also: 'masalachai chaitea',
  },
  tteokbokki: {
    things: 'RiceCakes Gochujang FishCakes Cheese Scallions Egg Ramen Bowl',
    moves: 'SauceSimmer CheesePull RabokkiNight SpiceLevel StreetCart',
    verbs: 'Simmer Stir Slurp',
    core: 'RiceCakes Gochujang FishCakes',
    scenes: 'KDrama PochaNight',
    names:
      'TteokbokkiAtHome CheeseTteokbokkiPull RoseTteokbokkiTry TteokbokkiIn15 RabokkiNight KDramaSnackNight CreamyVsSpicyTteok RollYourRiceCakes TteokbokkiToppingOff',
    also: 'topokki tokbokki ddeokbokki',
  },
  bibimbap: {
    things: 'Rice Gochujang Egg Spinach Carrots Bulgogi StoneBowl Sesame',
    moves: 'VeggieRainbow MixItUp CrispyBottom YolkBreak BowlArt',
    verbs: 'Mix Arrange Top',
    core: 'StoneBowl Gochujang Egg',
    names:
      'BibimbapRainbowBowl CrispyBottomBibimbap YolkBreakReveal BibimbapMixTest FridgeVeggieBibimbap BibimbapBowlArt StoneBowlSizzle BibimbapIn20 LeftoverBibimbapNight',
  },
  mochi: {
    things: 'RiceFlour Matcha Strawberry IceCream RedBean Cornstarch Daifuku Mango',
    moves: 'StretchTest WrapAndPinch IceCreamWrap StrawberryStuff ColorSwirl',
    verbs: 'Stretch Wrap Pinch',
    core: 'Daifuku Matcha RedBean',
    scenes: 'TeaParty',
    names:
      'MochiStretchTest StrawberryDaifukuCut MicrowaveMochiIn5 MochiIceCreamWrap MochiFlavorOff RainbowMochiBatch MatchaMochiGlowUp GuessTheMochiFilling MochiSquishTest',
    also: 'daifuku',
  },
  flan: {
    things: 'Caramel Custard Ramekin Vanilla CondensedMilk Eggs Oven Mold',
    moves: 'TheFlip CaramelPour JiggleTest WaterBath SilkySlice',
    verbs: 'Flip Pour Bake',
    core: 'Caramel Custard Ramekin',
    scenes: 'Sobremesa',
    names:
      'FlanFlipReveal JiggleTestChallenge AbuelasFlanRecipe ChocoflanMagic PerfectCaramelPour FlanFlavorOff BubbleFreeFlan FlanSliceCheck CoffeeFlanGlowUp',
  },
  'tres leches': {
    things:
      'SpongeCake CondensedMilk EvaporatedMilk WhippedCream Cinnamon Strawberries Meringue Fork',
    moves: 'PokeAndPour SoakTest SliceReveal FrostAndChill MilkDrench',
    verbs: 'Soak Pour Chill',
    core: 'SpongeCake CondensedMilk WhippedCream',
    scenes: 'Cumpleanos Fiesta',
    names:
      'TresLechesSoakTest PokeAndPourChallenge TresLechesSliceReveal StrawberryTresLeches HorchataTresLeches TresLechesCupcakes TresLechesFlavorOff MilkDrenchCheck TresLechesInAJar',
  },
  cornbread: {
    things: 'Skillet Honey Butter Jalapeno Cheddar Cornmeal Chili Buttermilk',
    moves: 'SkilletBake HoneyDrizzle CrispyEdges MuffinTin ChiliPairing',
    verbs: 'Bake Drizzle Crumble',
    core: 'Skillet Honey Cornmeal',
    scenes: 'SoulFoodSunday Cookout',
    names:
      'SweetVsSavoryCornbread CastIronCornbread CrispyEdgeChallenge HoneyButterCornbread JalapenoCheddarBake CornbreadAndChiliNight GrandmasCornbread CornbreadMuffinOff BoxVsScratchCornbread',
  },
  gumbo: {
    things: 'Roux Okra Andouille Shrimp Rice HolyTrinity FilePowder Crab',
    moves: 'RouxStir ChocolateRoux SlowSimmer TrinityChop PotStir',
    verbs: 'Stir Simmer Chop',
    core: 'Roux Okra Andouille',
    scenes: 'NolaKitchen',
    names:
      'RouxColorChallenge GumboFromScratch SeafoodGumboSunday GumboVsJambalaya OkraOrNot FirstPotOfGumbo GrandmasGumboRecipe GumboPotluckNight ChocolateRouxCheck',
  },
  meatloaf: {
    things: 'Glaze Ketchup Breadcrumbs Onion Pan MashedPotatoes Bacon Gravy',
    moves: 'GlazeBrush BaconWeave SliceTest SandwichNextDay MiniMuffins',
    verbs: 'Glaze Bake Slice',
    core: 'Glaze Ketchup Breadcrumbs',
    scenes: 'SundaySupper',
    names:
      'MeatloafGlowUp BaconWeaveMeatloaf MiniMeatloafMuffins GlazeOffChallenge MeatloafCupcakes GrandmasMeatloaf MeatloafSandwichNextDay MeatloafSliceTest TurkeyMeatloafSwap',
  },
  casserole: {
    things: 'Cheese Breadcrumbs Noodles Potatoes Broccoli Chicken TaterTots BakingDish',
    moves: 'LayerUp BubblyTop CrunchyTopping DumpAndBake FreezerMeal',
    verbs: 'Layer Bake Top',
    core: 'Cheese BakingDish Breadcrumbs',
    scenes: 'Potluck Weeknight',
    names:
      'CasseroleForANeighbor CrunchiestToppingWins DumpAndBakeChallenge CasseroleSwap GreenBeanCasseroleGlowUp BreakfastCasseroleBake FreezerCasseroleDay PotluckCasseroleRanked TaterTotCasserole',
    also: 'hotdish',
  },
  'overnight oats': {
    things: 'Jar Chia Yogurt Berries Milk PeanutButter Banana Cinnamon',
    moves: 'JarPrep FlavorSwap LayerUp MorningReveal FiveDayPrep',
    verbs: 'Stir Layer Chill',
    core: 'Jar Chia Yogurt',
    scenes: 'MorningRush',
    names:
      'OvernightOatsFlavorOff OvernightOatsTasteTest CookieDoughOats MorningJarReveal LayerYourJar BirthdayCakeOats FiveDaysOfOats PBAndJOats OatsJarGlowUp',
  },
  'acai bowl': {
    things: 'Granola Banana Berries Honey Coconut Toppings Spoon Blender',
    moves: 'ToppingArt ThickBlend SpoonTest FruitFan HoneyDrizzle',
    verbs: 'Blend Top Drizzle',
    core: 'Granola Berries Toppings',
    scenes: 'BeachMorning',
    names:
      'AcaiSpoonStandTest AcaiBowlArt AcaiBowlBuildOff HomemadeAcaiBowl FruitFanChallenge ToppingBarBattle AcaiUnder5Dollars RateMyAcaiBowl GranolaCrunchCheck',
    also: 'acai smoothiebowl',
  },
  fudge: {
    things: 'Chocolate CondensedMilk Butter Sprinkles Nuts Pan Squares Marshmallow',
    moves: 'TwoIngredient SetAndSlice FlavorSwirl GiftBox CleanCut',
    verbs: 'Stir Set Slice',
    core: 'Chocolate CondensedMilk Squares',
    scenes: 'CandyShop',
    names:
      'TwoIngredientFudge FudgeFlavorOff CleanCutFudgeSquares FudgeGiftBox MicrowaveFudgeIn5 FudgeSwirlArt GrandmasFudgeRecipe CookiesAndCreamFudge HolidayFudgeSwap',
  },
  caramel: {
    things: 'Sugar Butter Cream SeaSalt Apples Popcorn Drizzle Saucepan',
    moves: 'AmberCheck SaltedDrizzle AppleDip SauceSwirl DripTest',
    verbs: 'Melt Drizzle Dip',
    core: 'Sugar SeaSalt Butter',
    names:
      'CaramelAppleDecorating CaramelDrizzleArt CaramelPopcornBatch SaltedCaramelFromScratch CaramelColorCheck CaramelDripCake MillionaireBarBakeOff CaramelVsButterscotch CaramelSauceIn10',
  },
  lobster: {
    things: 'Butter Roll Claws Lemon Tail Shell Bib Cracker',
    moves: 'ClawCrack ButterDip RollBuild TailReveal ShoreBoil',
    verbs: 'Crack Dip Boil',
    core: 'Claws Butter Roll',
    scenes: 'SeasideShack Clambake',
    names:
      'LobsterRollShowdown LobsterBisqueAtHome ClawCrackChallenge LobsterMacAndCheese FirstLobsterDinner LobsterTailGrillOff WarmVsColdLobsterRoll ButterDipBattle LobsterRollAtHome',
    also: 'lobsterroll',
  },
  'cold brew': {
    things: 'Coffee Ice Jar Filter Concentrate ColdFoam Milk Grounds',
    moves: 'OvernightSteep FoamTop IceCubeHack CoffeeCubes SyrupSwirl',
    verbs: 'Steep Pour Sip',
    core: 'Coffee Ice ColdFoam',
    scenes: 'MorningRush',
    names:
      'ColdBrewAtHome ColdFoamChallenge OvernightSteepTest CoffeeIceCubeHack ColdBrewFlavorOff BeatTheCafeColdBrew ColdBrewFloat ColdBrewTasteTest SaltedCaramelColdFoam',
    also: 'coldfoam',
  },
  'taste test': {
    things: 'Blindfold Spoon Plates Scorecard Snacks Chips Sodas Ketchup',
    moves: 'BlindTaste GuessTheBrand BudgetVsFancy RankThem HomemadeVsStore',
    verbs: 'Taste Guess Rank',
    core: 'Blindfold Scorecard Spoon',
    scenes: 'FamilyNight',
    names:
      'BlindTasteTest GuessTheBrandChallenge CheapVsPriceyTasteTest StoreVsHomemadeTasteTest BlindfoldSnackGuess TasteTestTournament GuessTheFlavorChallenge TasteTestBracket FamilyTasteTestNight',
    also: 'blindtastetest',
  },
  'budget meals': {
    things: 'Beans Rice Pasta Eggs Lentils Potatoes Coupons Pantry',
    moves: 'PantryRaid OnePotMeal BatchCook LeftoverRemix GroceryHaul',
    verbs: 'Stretch Save Cook',
    core: 'Pantry Beans Rice',
    scenes: 'EndOfMonth',
    names:
      'FeedFourFor10 20DollarGroceryWeek PantryOnlyDinner BudgetMealCookOff DollarStoreDinner BudgetMealPrep LeftoverRemixChallenge BudgetMealRemix CheapEatsGlowUp',
    also: 'cheapmeals budgetmeal cheapeats',
  },
  'sheet pan': {
    things: 'Veggies Chicken Sausage Potatoes OliveOil Parchment Oven Tray',
    moves: 'OnePanDinner HighHeatRoast CrispyEdges DumpAndRoast NoDishNight',
    verbs: 'Roast Toss Spread',
    core: 'Veggies Parchment Oven',
    scenes: 'Weeknight',
    names:
      'SheetPanDinnerIn30 SheetPanNachosNight SheetPanPancakes SheetPanFajitas OnePanNoDishes CrispyEdgeContest RainbowVeggieRoast SheetPanBreakfast SheetPanPizzaParty',
    also: 'sheetpandinner',
  },
  bento: {
    things: 'Onigiri Tamagoyaki Dividers Picks Lunchbox Rice Veggies Sausages',
    moves: 'OctopusSausage RiceBallFaces ColorFill PackAndGo CutterShapes',
    verbs: 'Pack Shape Arrange',
    core: 'Onigiri Lunchbox Tamagoyaki',
    scenes: 'SchoolLunch Picnic',
    names:
      'CharacterBentoChallenge RainbowBentoBox PackMyBento OctopusSausageTry LeftoverBentoGlowUp BentoBoxSwap OnigiriFaceOff BentoIn10Minutes BentoForABestie',
  },
  'pulled pork': {
    things: 'PorkShoulder Bun Slaw BBQSauce Smoker SlowCooker Pickles Rub',
    moves: 'LowAndSlow ForkShred SauceDrizzle SlawTopping BarkCheck',
    verbs: 'Smoke Shred Pile',
    core: 'PorkShoulder Slaw Bun',
    scenes: 'Cookout',
    names:
      'PulledPorkShredTest PulledPorkSliderStack SlawOnTopOrSide LowAndSlowChallenge PulledPork3Ways SauceFlightTasteTest PulledPorkNachosNight ForkShredASMR',
  },
  cheesesteak: {
    things: 'Ribeye Provolone CheeseWhiz Onions Hoagie Griddle Peppers Mushrooms',
    moves: 'GriddleChop WhizDrizzle OnionCaramelize RollToast PepperAdd',
    verbs: 'Chop Melt Sear',
    core: 'Ribeye Hoagie Provolone Onions',
    scenes: 'Philly',
    names:
      'CheesesteakAtHome WhizOrProvolone CheesesteakChopOff CheesesteakTasteTest PhillyStyleInMyKitchen CheesesteakEggRolls CheesesteakSliderNight GriddleChopASMR',
    also: 'phillycheesesteak',
  },
  focaccia: {
    things: 'Dough OliveOil Rosemary SeaSalt Dimples Tomatoes Garlic Herbs',
    moves: 'DimpleDough GardenArt ColdProof OilPour HerbPress',
    verbs: 'Bake Dimple Proof',
    core: 'Dough OliveOil Dimples Rosemary',
    names:
      'FocacciaGardenArt DimpleTheDough NoKneadFocaccia FocacciaCrunchTest FocacciaSandwichStack RainbowVeggieFocaccia FocacciaIn24Hours OliveOilPourCheck',
  },
  biscuits: {
    things: 'Butter Buttermilk Flour Layers Gravy Honey Jam Dough',
    moves: 'FlakyLayers CutAndStack HoneyButter GravyPour FoldAndPress',
    verbs: 'Bake Fold Stack',
    core: 'Butter Buttermilk Layers Gravy',
    scenes: 'SouthernBrunch',
    names:
      'TallestBiscuitChallenge BiscuitLayerCount BiscuitsAndGravyNight HoneyButterBiscuits BiscuitPullApartTest ScratchBiscuitsIn30 BiscuitSandwichStack GrandmasBiscuitRecipe',
    also: 'biscuitsandgravy',
  },
  'hash browns': {
    things: 'Potatoes Shreds Skillet Crisp Onions Cheese Ketchup Butter',
    moves: 'SqueezeDry ShredIt GoldenFlip CrispCheck Smash',
    verbs: 'Shred Fry Flip',
    core: 'Potatoes Shreds Crisp',
    scenes: 'DinerBreakfast',
    names:
      'CrispiestHashBrowns HashBrownFlipTest ShredSqueezeFry WaffleIronHashBrowns DinerStyleAtHome LoadedHashBrownBar HashBrownEggNest AirFryerHashBrownTest',
  },
  shakshuka: {
    things: 'Eggs Tomatoes Peppers Cumin Feta Skillet Pita Harissa',
    moves: 'EggWells SauceSimmer PitaDip SkilletServe HerbTop',
    verbs: 'Simmer Crack Dip',
    core: 'Eggs Tomatoes Skillet',
    scenes: 'Brunch',
    names:
      'ShakshukaForTwo PerfectJammyYolks CrackEggsInTheSauce ShakshukaSpiceLevel GreenShakshukaTry PitaDipTest OnePanShakshuka ShakshukaBrunchBoard',
  },
  granola: {
    things: 'Oats Honey Nuts Clusters MapleSyrup Yogurt Seeds Berries',
    moves: 'BigClusters SheetPanBake NutMix YogurtLayer',
    verbs: 'Bake Toss Crunch',
    core: 'Oats Clusters Honey',
    names:
      'BiggestGranolaCluster GranolaFlavorLab HomemadeGranolaJar GranolaCrunchTest BuildAParfait GranolaBarFromScratch ClusterCrunchChallenge GranolaOnABudget',
  },
  queso: {
    things: 'Cheese Chiles Chips Skillet Jalapeno Chorizo Salsa Cilantro',
    moves: 'CheesePull ChipDip SlowMelt SpiceLevel',
    verbs: 'Melt Dip Stir',
    core: 'Cheese Chips Chiles',
    scenes: 'GameDay',
    names:
      'QuesoCheesePull QuesoDipOff QuesoOrGuac QuesoSpiceLadder SkilletQuesoNight RestaurantQuesoAtHome QuesoFromScratch QuesoLoadedNachos',
    also: 'quesodip',
  },
  'spring rolls': {
    things: 'RicePaper Shrimp Noodles Herbs Lettuce PeanutSauce Wrapper Mint',
    moves: 'TightRoll DipTest RainbowRoll WrapAndRoll FreshRoll',
    verbs: 'Roll Wrap Dip',
    core: 'RicePaper PeanutSauce Herbs',
    names:
      'RicePaperRollChallenge SpringRollWrapRace RainbowSpringRolls PeanutSauceDipOff SpringRollBarNight CrispyVsFreshRolls SeeThroughSpringRoll FoldItLikeAPro',
    also: 'summerrolls ricepaperrolls freshrolls',
  },
  teriyaki: {
    things: 'SoyGlaze Salmon Chicken Rice Ginger Sesame Broccoli Skewers',
    moves: 'GlazeBrush SauceReduce SheetPanBake SkewerGrill',
    verbs: 'Glaze Grill Simmer',
    core: 'SoyGlaze Rice Sesame',
    names:
      'TeriyakiFromScratch ShineTheGlaze TeriyakiBowlBuild TeriyakiSalmonIn15 TeriyakiSkewerNight TeriyakiVsTakeout TeriyakiMeatballs StickyGlazeChallenge',
  },
  katsu: {
    things: 'Panko Cutlet Lemon Curry Cabbage Rice Sando Sauce',
    moves: 'PankoCrunch CrispyFry CurryPour SandoSlice',
    verbs: 'Bread Fry Slice',
    core: 'Panko Cutlet Sando Curry',
    names:
      'KatsuCrunchTest KatsuSandoCutReveal KatsuCurryNight PankoCoatingChallenge AirFryerKatsu ChickenOrPorkKatsu KatsuBentoBuild PerfectGoldenCutlet',
  },
  'banh mi': {
    things: 'Baguette PickledCarrots Cilantro Pate Jalapeno Pork Mayo Cucumber',
    moves: 'QuickPickle CrustyBread HerbStack BaguetteToast BuildASandwich',
    verbs: 'Pickle Stack Crunch',
    core: 'Baguette PickledCarrots Cilantro',
    names:
      'BanhMiBuildOff BanhMiCrunchTest QuickPickleChallenge BanhMiAtHome TofuBanhMiNight BanhMiPicnicPack BanhMiBreakfastTwist LoadedBanhMiBowl',
  },
  'tikka masala': {
    things: 'Chicken Yogurt GaramMasala Tomato Cream Naan Rice Skewers',
    moves: 'YogurtMarinade CharGrill SauceSimmer NaanDip',
    verbs: 'Marinate Char Simmer',
    core: 'Yogurt Naan Skewers',
    names:
      'TikkaMasalaFromScratch TikkaSpiceLadder NaanDipTest OvernightMarinadeTest TikkaMasalaForBeginners PaneerTikkaMasala TikkaVsButterChicken TikkaMasalaMealPrep',
    also: 'chickentikkamasala chickentikka tikka',
  },
  samosa: {
    things: 'Pastry Potatoes Peas Chutney Cumin Triangles Chai Tamarind',
    moves: 'PerfectFold CrispFry ChutneyDip TriangleSeal',
    verbs: 'Fold Fry Fill',
    core: 'Pastry Potatoes Chutney',
    names:
      'SamosaFoldChallenge SamosaChaiBreak CrispiestSamosa SamosaChutneyFlight AirFryerSamosa SamosaChaatBowl FoldATriangle SamosaFillingSwap',
  },
  fajitas: {
    things: 'Sizzle Peppers Onions Tortillas Skillet Steak Chicken Lime',
    moves: 'SizzlePlatter PepperStrips SheetPanBake TortillaWarm',
    verbs: 'Sizzle Sear Wrap',
    core: 'Sizzle Peppers Tortillas',
    names:
      'FajitaSizzleCheck SheetPanFajitaNight FajitaBarBuild LoudestSizzleChallenge RainbowPepperFajitas SteakOrChickenFajitas FajitaLeftoverBowl FajitaSpiceRubTest',
  },
  elote: {
    things: 'Corn Mayo Cotija Chili Lime Cob Cup Tajin',
    moves: 'CharCorn CheeseRoll LimeSqueeze CupStyle',
    verbs: 'Char Grill Roll',
    core: 'Corn Cotija Lime',
    names:
      'EloteAtHome EloteInACup CharTheCornChallenge EloteDipNight StreetCornTasteTest EloteVsEsquites CotijaRollCheck CornRibsChallenge',
    also: 'mexicanstreetcorn streetcorn esquites',
  },
  jambalaya: {
    things: 'Rice Sausage Shrimp Chicken Trinity Cajun Skillet Peppers',
    moves: 'OnePotCook TrinityChop SpiceStir RiceSimmer',
    verbs: 'Simmer Stir Spice',
    core: 'Rice Sausage Trinity Cajun',
    names:
      'OnePotJambalaya JambalayaSpiceLevel JambalayaForACrowd TrinityChopChallenge CreoleVsCajun JambalayaFromScratch JambalayaLeftoverGlowUp ShrimpJambalayaIn30',
  },
  'crawfish boil': {
    things: 'Crawfish Corn Potatoes Sausage Cajun Pot Newspaper Lemons',
    moves: 'BoilAndDump CornAndTaters PeelAndEat SpiceSoak',
    verbs: 'Boil Peel Spice',
    core: 'Crawfish Corn Potatoes Cajun',
    scenes: 'Backyard',
    names:
      'CrawfishPeelRace BackyardCrawfishBoil BoilSpiceLevel FirstCrawfishBoil CrawfishPeelTutorial CrawfishTableDump CrawfishBoilOnABudget CornAndTatersRanked',
    also: 'seafoodboil crayfishboil',
  },
  'peach cobbler': {
    things: 'Peaches Cinnamon Crust Biscuit VanillaIceCream Nutmeg Butter Skillet',
    moves: 'BubblyEdges GoldenTop CastIronBake ScoopAndServe',
    verbs: 'Bake Scoop Bubble',
    core: 'Peaches Cinnamon Crust',
    names:
      'GrandmasPeachCobbler PeachCobblerFaceOff SkilletPeachCobbler CobblerCrustCheck PeachCobblerIn30 WarmCobblerColdScoop FreshVsCannedPeaches CobblerForACrowd',
  },
  'banana pudding': {
    things: 'VanillaWafers Bananas Custard WhippedCream Layers Trifle Pudding Cups',
    moves: 'LayerUp WaferStack CustardStir OvernightChill',
    verbs: 'Layer Chill Whip',
    core: 'VanillaWafers Bananas Custard',
    names:
      'BananaPuddingLayerOff BananaPuddingCups WaferStackChallenge BananaPuddingFromScratch BananaPuddingTrifle OvernightPuddingReveal BananaPuddingIceCream ClearCupLayerCheck',
    also: 'nanapudding',
  },
  'red velvet': {
    things: 'Frosting CreamCheese Cocoa Buttermilk Crumbs Cupcakes Layers Hearts',
    moves: 'CrumbCoat LayerStack FrostingSwirl HeartCutout',
    verbs: 'Bake Frost Layer',
    core: 'CreamCheese Frosting Cupcakes',
    names:
      'RedVelvetCrossSection RedVelvetCupcakeSwirl RedVelvetCookieBakeOff RedVelvetHeartCookies RedVelvetPancakeStack CrumbCoatChallenge CreamCheeseFrostingTest RedVelvetBrownies',
    also: 'redvelvetcake',
  },
  'cotton candy': {
    things: 'Sugar Cone Machine Fluff Pink Blue Grapes Floss',
    moves: 'SpinAndTwirl FluffCloud GiantCone ColorSwirl',
    verbs: 'Spin Twirl Fluff',
    core: 'Sugar Cone Fluff',
    scenes: 'Fair Carnival',
    names:
      'BiggestCottonCandyCloud CottonCandyTwirlTest CottonCandyGrapesTry DissolveInWaterTest CottonCandyColorSwirl CottonCandyFlavorRanked DIYCottonCandyMachine CandyFlossCloudArt',
    also: 'candyfloss fairyfloss',
  },
  'creme brulee': {
    things: 'Custard Ramekin Torch Sugar Vanilla Caramel Cream Berries',
    moves: 'CrackTheTop SugarTop WaterBath VanillaBean',
    verbs: 'Crack Bake Caramelize',
    core: 'Custard Ramekin Caramel',
    names:
      'CremeBruleeCrackTest CrackTheTopChallenge CremeBruleeFlavorLab CremeBruleeNoTorch MatchaCremeBrulee CremeBruleeFrenchToast PerfectSugarShell RamekinDessertNight',
  },
  baklava: {
    things: 'Phyllo Pistachios Walnuts Honey Syrup Layers Butter Cinnamon',
    moves: 'LayerByLayer SyrupPour DiamondCut ButterBrush',
    verbs: 'Layer Brush Cut',
    core: 'Phyllo Pistachios Honey',
    names:
      'BaklavaLayerCount BaklavaCrunchTest PistachioBaklavaBake DiamondCutChallenge BaklavaSyrupPour BaklavaCheesecake HoneyVsSyrupBaklava BaklavaBitesForFriends',
  },
  cannoli: {
    things: 'Shells Ricotta ChocolateChips Pistachios PipingBag PowderedSugar Cinnamon Orange',
    moves: 'PipeAndFill DipEnds ShellFry',
    verbs: 'Pipe Fill Dip',
    core: 'Shells Ricotta PipingBag',
    names:
      'CannoliFillOff CannoliCrunchTest CannoliPipingChallenge CannoliDipNight CannoliToppingBar BakeryVsHomemadeCannoli PistachioCannoliTry CannoliShellFromScratch',
  },
  marshmallow: {
    things: 'Gelatin Sugar Fluff Campfire Squares Cocoa Sticks Sprinkles',
    moves: 'ToastTest SquareCut CocoaTopper FluffWhip',
    verbs: 'Toast Whip Roast',
    core: 'Fluff Squares Campfire',
    names:
      'GoldenToastChallenge HomemadeMarshmallows MarshmallowTowerBuild MarshmallowCocoaTopper MarshmallowFlavorLab MarshmallowPops ToastItJustRight FluffFromScratch',
  },
  frosting: {
    things: 'Buttercream PipingBag Tips Sprinkles Spatula FoodColoring Swirls Rosettes',
    moves: 'PipeARose SmoothCoat ColorMix SwirlTop CrumbCoat',
    verbs: 'Pipe Swirl Whip',
    core: 'Buttercream PipingBag Swirls',
    names:
      'FrostingSwirlChallenge PipeARosette FrostingColorMatch ButtercreamBouquet SmoothFrostingFinish RandomPipingTip FrostingFlavorTest OneTipFiveDesigns',
    also: 'icing buttercream',
  },
  sprinkles: {
    things: 'Nonpareils Jimmies Confetti Funfetti Rainbow Cupcakes Donuts Cookies',
    moves: 'SprinkleDip RainbowRim ConfettiMix ColorSort',
    verbs: 'Sprinkle Decorate Shake',
    core: 'Rainbow Jimmies Confetti',
    names:
      'SprinkleMixChallenge FunfettiFromScratch CustomSprinkleBlend SprinklesOnEverything SprinkleColorSort RainbowRimCupcakes ConfettiCookieBakeOff SprinkleJarGlowUp',
  },
  fondue: {
    things: 'Cheese Chocolate Skewers Bread Strawberries Pot Marshmallows Pretzels',
    moves: 'DipAndTwirl CheesePull DipStation DunkTest',
    verbs: 'Dip Melt Twirl',
    core: 'Cheese Chocolate Skewers Pot',
    names:
      'FondueDipRanked CheeseOrChocolateFondue FondueForTwo DontDropTheDip FondueDunkTest WeirdestFondueDipper FondueFamilyNight BuildAFondueBoard',
  },
  tapas: {
    things: 'Patatas Croquetas Olives Jamon Tortilla Pimientos Bread Manchego',
    moves: 'SmallPlates ShareBoard CroquetaRoll OliveTasting TortillaFlip',
    verbs: 'Share Taste Snack',
    core: 'Patatas Croquetas Olives',
    scenes: 'SmallPlates',
    names:
      'TapasNightAtHome SpanishTortillaFlip CroquetaRollOff TapasBoardBuild PatatasBravasRanked TapasForTwo TapasOnABudget TapasTasteTest',
  },
  gyro: {
    things: 'Pita Tzatziki Lamb Chicken Tomato Onion Fries Cucumber',
    moves: 'PitaWrap TzatzikiSwirl SliceAndStack FoilWrap',
    verbs: 'Wrap Slice Stack',
    core: 'Pita Tzatziki Lamb',
    names:
      'GyroWrapChallenge HomemadeGyroNight TzatzikiFromScratch GyroFoilWrapTest GyroBowlBuild SheetPanGyroMeat FriesInTheGyro GyroVsShawarma',
    also: 'yeeros',
  },
  pierogi: {
    things: 'Dough Potato Cheese Onions SourCream Sauerkraut Butter Dumplings',
    moves: 'PinchAndSeal PanFry DoughRoll ButterSizzle',
    verbs: 'Pinch Boil Fry',
    core: 'Dough Potato Onions',
    names:
      'PierogiPinchChallenge PierogiFoldRace BoilThenPanFry PierogiFillingSwap SweetPierogiTry PierogiCrispTest PierogiMakingParty PierogiSauceFlight',
    also: 'perogies perogi',
  },
  'dutch oven': {
    things: 'CastIron Lid Bread Stew Braise Roast Enamel Chili',
    moves: 'NoKneadLoaf OnePotDinner LowAndSlow BraiseDay',
    verbs: 'Braise Bake Simmer',
    core: 'CastIron Lid Bread',
    names:
      'DutchOvenBreadBake LiftTheLidReveal DutchOvenStewSunday DutchOvenCampCooking DutchOvenChiliCookOff OnePotWonderNight BraiseItLowAndSlow DutchOvenPotRoast',
  },
  plating: {
    things: 'Tweezers Swoosh Garnish Microgreens SauceDots WhitePlate Drizzle Stack',
    moves: 'SauceSwoosh DotAndDrag TowerStack GarnishPop',
    verbs: 'Plate Garnish Drizzle',
    core: 'Swoosh Garnish Drizzle',
    names:
      'PlateItLikeAChef FancyPlatingChallenge PlateYourLeftovers FineDineMyFastFood SauceSwooshTest PlatingGlowUp MichelinOnABudget PlatingThreeWays',
  },
  pickling: {
    things: 'Jars Brine Vinegar Cucumbers Dill Onions Garlic Spices',
    moves: 'QuickPickle FridgePickle BrineMix JarPack',
    verbs: 'Pickle Brine Pack',
    core: 'Jars Brine Dill',
    names:
      'QuickPickleChallenge PickleCrunchTest PickledOnionGlowUp RainbowPickleJars DillOrSpicyPickles PickleEverythingWeek FridgePickleFriday PickleTheLeftovers',
    also: 'pickles pickle',
  },
  'comfort food': {
    things: 'MacAndCheese Soup GrilledCheese MashedPotatoes Casserole Stew Pie Meatloaf',
    moves: 'CozyBowl SlowSimmer BlanketDinner ChildhoodDish',
    verbs: 'Cook Simmer Share',
    core: 'Soup Casserole Stew',
    scenes: 'RainyDay CozyNight',
    names:
      'MyComfortFoodRanked ChildhoodComfortDish RainyDayComfortFood ComfortFoodGlowUp ComfortFoodSwap RecreateMomsDish OneBowlComfort CozyDinnerChallenge',
  },
  corn: {
    things: 'Cob Butter Kernels Husk Salt Chili Lime Salsa',
    moves: 'HuskPeel GrillChar ButterRoll KernelCut',
    verbs: 'Shuck Grill Butter',
    core: 'Cob Kernels Husk',
    names:
      'CornOnTheCobRanked ShuckItChallenge CornRibsTry GrilledCornThreeWays ButterRollTheCob SweetCornSalsaNight CornChowderSeason FarmStandCornHaul',
    also: 'cornonthecob sweetcorn',
  },
  'sweet potato': {
    things: 'Fries Casserole Marshmallows Cinnamon Mash Wedges Pie Toast',
    moves: 'AirFry Roast Mash Bake SweetAndSavory',
    verbs: 'Roast Mash Bake',
    core: 'Fries Casserole Marshmallows',
    names:
      'SweetPotatoFryOff SweetPotatoToastTest LoadedSweetPotatoNight SweetPotatoPieFromScratch SweetPotatoBrownies MarshmallowToppingDebate AirFryerWedgeChallenge SweetPotatoMealPrep',
  },
  pineapple: {
    things: 'Rings Spears Coconut Skewers Salsa Boat Rind Mint',
    moves: 'SpiralCut GrillRings FruitBoat SalsaChop',
    verbs: 'Grill Slice Blend',
    core: 'Rings Spears Coconut',
    names:
      'PineappleBoatBuild GrilledPineappleRings PineappleSalsaNight PineapplePullApartTest PineapplePizzaDebate PineappleWhipAtHome PineappleFriedRice PineappleSpiralCut',
  },
  apple: {
    things: 'Slices Cinnamon Caramel Crumble Cider Orchard Peel Nachos',
    moves: 'PeelSpiral CaramelDip OrchardPick SliceAndDip',
    verbs: 'Bake Slice Pick',
    core: 'Slices Cinnamon Caramel',
    names:
      'AppleNachosNight LongestApplePeel CaramelAppleBar AppleOrchardHaul AppleCiderDonuts AppleVarietyTasteTest AppleCrumbleBakeOff CrispestAppleRanked',
  },
  'game day': {
    things: 'Wings Nachos Sliders Dip Chili Pretzels Queso Snacks',
    moves: 'SnackSpread DipDuel TailgateGrill HalftimeSnack',
    verbs: 'Snack Grill Dip',
    core: 'Wings Nachos Dip',
    scenes: 'Tailgate Kickoff Halftime',
    names:
      'GameDaySnackSpread SnackStadiumBuild GameDayChiliCookOff TeamColorSnacks GameDayDipRanked HalftimeSliderBar TailgateGrillOff BestGameDayWings',
    also: 'superbowlsnacks',
  },
} as const satisfies KeywordEntries;
