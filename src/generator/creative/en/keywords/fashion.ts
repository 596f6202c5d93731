/**
 * What we know about the keywords creators type most with fashion in mind. See
 * `../../data-types.ts` for the fields. Every list starts with the words most people know.
 */
import type { KeywordEntries } from '../../data-types';

export const FASHION_KEYWORDS = {
  fashion: {
    things: 'Sneaker Jacket Jeans Handbag Blazer Sunglasses Scarf Heels Denim Closet',
    moves: 'FitPic RunwayWalk OutfitSwap StyleSwap ThriftFlip ColorBlock',
    verbs: 'Style Strut Slay Layer',
    core: 'Handbag RunwayWalk Strut',
    scenes: 'Runway FashionShow',
    names:
      'FashionFitCheck StyleItThreeWays FashionShowAtHome FashionFaceOff FashionThroughTheDecades DressToImpress FashionSwapChallenge RecreateARunwayLook FashionForFiveDollars StrutYourStyle',
    also: 'style fashionista stylist',
  },
  outfit: {
    things: 'Jeans Sneaker Jacket Hoodie Top Dress Blazer Handbag Belt Cardigan',
    moves: 'FitPic QuickChange MirrorSelfie FrenchTuck ColorMatch StyleSwap',
    verbs: 'Style Match Layer Strut',
    core: 'Jeans FitPic Style',
    scenes: 'DressingRoom',
    names:
      'OutfitIn60Seconds PickMyOutfit OneTopThreeWays NoRepeatOutfitWeek FinishMyOutfit CopyMyOutfit OneColorOutfit FitCheckFriday QuickChangeChallenge OutfitSwapChallenge',
    also: 'ootd fitcheck outfitcheck',
  },
  thrift: {
    things: 'Jacket Jeans Cardigan Sweater Blazer Flannel Handbag Dress',
    moves: 'Flip HaulReveal TryOn BargainHunt',
    verbs: 'Flip Upcycle Restyle Shop',
    core: 'Flannel BargainHunt Flip',
    scenes: 'ThriftStore BargainBin ThriftHaul',
    names:
      'ThriftFlipChallenge 20DollarThriftFit TenMinuteThriftFit OneRackThriftFit ThriftForYourBestie ThriftScavengerHunt ThriftedFitFaceOff ThriftedHeadToToe UpcycleYourThrift ThriftA70sLook',
    also: 'thrifting secondhand thriftstore goodwill thrifthaul',
    verb: true,
  },
  makeup: {
    things: 'Lipstick Mascara Eyeliner Blush Palette Highlighter Foundation Brush Concealer Sponge',
    moves: 'FullGlam CatEye SmokeyEye RedLip SoftGlam WingedLiner Contour GlassSkin',
    verbs: 'Glam Blend Contour Glow',
    core: 'Lipstick Mascara FullGlam Blend',
    scenes: 'FullGlam',
    names:
      'HalfFaceMakeup RecreateAPaintingMakeup FullGlamChallenge GlamIn5Minutes BlindfoldMakeup OneBrushMakeup WrongHandMakeup ThreeProductMakeup BestieDoesMyMakeup MakeupThroughTheDecades',
    also: 'mua',
  },
  sneaker: {
    things: 'AirForce1 Jordan1 DunkLow HighTop Laces Sole Swoosh Box',
    moves: 'Rotation LaceSwap Custom Restoration',
    verbs: 'Lace Clean Customize Rock',
    core: 'Laces HighTop Lace',
    scenes: 'SneakerDrop FreshKicks',
    names:
      'OneSneakerFiveFits SneakerCustomChallenge LaceItUpChallenge MyOldestVsNewestKicks CleanYourKicks RateMyRotation GuessTheSneaker FreshKicksFriday SneakerFaceOff SneakerFitCheck',
    also: 'sneakerhead',
  },
  nail: {
    things: 'Polish Glitter PressOn Acrylic GelPolish Chrome Rhinestone Tips',
    moves: 'FrenchTip Ombre DotArt MarbleSwirl Chrome Swatch',
    verbs: 'Polish Paint Swatch',
    core: 'Polish Glitter FrenchTip Paint',
    scenes: 'NailSalon ManiPedi',
    names:
      'NailArtWithAToothpick WrongHandNailArt PickMyNailColor NailsInFiveMinutes MatchNailsToOutfit CopyMyNailArt FrenchTipFriday EveryNailADifferentColor OneHandManicure PressOnNailReveal',
    also: 'nailart manicure mani naildesign gelnails chromenails nailpolish',
  },
  hair: {
    things: 'ClawClip Scrunchie Bow Headband Bangs Bun Ribbon Straightener',
    moves: 'Braid MessyBun Ponytail HeatlessCurls FrenchBraid SlickBack Updo',
    verbs: 'Braid Curl Style Twist',
    core: 'Scrunchie Ponytail Braid',
    scenes: 'BadHairDay HairSalon',
    names:
      'HairFlipChallenge OneClipFiveHairstyles BraidIn10Seconds NoMirrorHairstyle 5MinuteHairstyle HeatlessCurlsChallenge BadHairDayRescue BestieDoesMyHair MessyBunMonday OneHandPonytail',
    also: 'hairstyle hairdo',
  },
  dress: {
    things: 'Heels Sneaker Cardigan Belt Bow Jacket Clutch Boots',
    moves: 'Twirl TryOn QuickChange SpinReveal',
    verbs: 'Twirl Style Layer',
    core: 'Heels Bow Twirl',
    scenes: 'DressingRoom Sundress',
    names:
      'DressTwirlTest OneDressThreeWays GuessTheDressCode DressToImpress DressSwapWithBestie WearMomsOldDress DressLikeABookCover RewearYourFancyDress ThriftedDressFlip',
    verb: true,
    also: 'maxidress',
  },
  denim: {
    things: 'Jacket Jeans Overalls Skirt Vest Shorts Patch Cuff',
    moves: 'CanadianTuxedo CuffRoll BaggyFit Patchwork DIYDistressing AllBlueFit',
    verbs: 'Cuff Layer Style Rock',
    core: 'Jeans Jacket Cuff',
    scenes: 'CanadianTuxedo BlueJeans',
    names:
      'CanadianTuxedoChallenge OnePairThreeWays JeansIntoJorts PaintYourDenimJacket DenimFitCheck PatchYourDenim DIYDistressedDenim SkinnyVsBaggyJeans VintageDenimHunt',
    also: 'jeans baggyjeans skinnyjeans momjeans flarejeans widelegjeans',
  },
  halloween: {
    things: 'Costume Pumpkin WitchHat Cape Mask Wig Wings Crown Tutu Headband',
    moves: 'CostumeReveal LastMinuteCostume GroupCostume DIYCostume SpookyGlam Transformation',
    verbs: 'Dress Glam Transform Spook',
    core: 'Costume Pumpkin WitchHat Spook',
    scenes: 'TrickOrTreat SpookySeason HauntedHouse',
    names:
      'GuessMyCostume DollarStoreHalloween HalloweenMakeupIn10 HalloweenLookReveal HalloweenFromMyCloset CardboardCosplay HalloweenTransformation HalloweenTwinning HalloweenFitCheck MyChildhoodHalloween',
  },
  prom: {
    things: 'Gown Suit Tux Heels Corsage Clutch Tiara Updo',
    moves: 'GrandEntrance FullGlam TwirlReveal PhotoPose RedCarpetWalk Updo',
    verbs: 'Glam Twirl Pose Strut',
    core: 'Gown Corsage Twirl',
    scenes: 'PromNight Promposal PromQueen',
    names:
      'PromDressReveal RecreateYourParentsProm PromPoseChallenge BudgetPromLook DIYPromDress PromUpdoChallenge GrandEntranceChallenge PromNightFitCheck MatchYourCorsage',
    also: 'homecoming formal promnight',
  },
  bridal: {
    things: 'Veil Bouquet Gown Ring Tiara Heels Bridesmaid Train',
    moves: 'FirstLook DressReveal BouquetToss AisleWalk DressHunt',
    verbs: 'Glam Twirl Pose',
    core: 'Veil Bouquet AisleWalk',
    scenes: 'WeddingDay BridalShower',
    names:
      'BridalFirstLookChallenge VeilOrNot BouquetTossChallenge BridalMakeupChallenge RecreateMomsBridalPhoto BridalGlamForLess BridalShowerFitCheck DIYBridalHeadpiece RewearYourWeddingDress',
    also: 'weddingdress',
  },
  'wedding guest': {
    things: 'Dress Suit Heels Clutch Jumpsuit Tie Fascinator Wrap',
    moves: 'GuestFit DressCode TryOnHaul GardenParty',
    verbs: 'Style Rewear Glam Twirl',
    core: 'Dress Clutch Twirl',
    scenes: 'WeddingSeason PlusOne',
    names:
      'GuessTheDressCode WeddingGuestTwirlTest PickMyWeddingGuestLook OneGownEveryWedding WeddingGuestGlamIn10 DanceFloorApproved WeddingGuestOnABudget MatchYourPlusOne WeddingGuestFitCheck',
  },
  'back to school': {
    things: 'Backpack Sneaker Hoodie Uniform Jeans Lunchbox Locker Binder',
    moves: 'FirstDayFit OutfitPlan BackpackTour LockerTour HallwayWalk',
    verbs: 'Style Plan Prep',
    core: 'Backpack Lunchbox FirstDayFit',
    scenes: 'SchoolSupplies Homeroom',
    names:
      'FirstDayOfSchoolFit FirstDayThenVsNow BackToSchoolStyleFaceOff BackToSchoolOnABudget PackMySchoolBagIn60 OutfitEverySchoolDay LockerMakeover BackToSchoolGlowUp',
    also: 'firstdayofschool',
  },
  streetwear: {
    things: 'Hoodie Cargos Sneaker Beanie Cap Jersey Puffer GraphicTee Chain Crewneck',
    moves: 'FitPic BaggyFit CopOrDrop DropDay',
    verbs: 'Layer Rock Style',
    core: 'Hoodie Cargos Sneaker Layer',
    scenes: 'Hypebeast',
    names:
      'CopOrDrop StreetwearLookIn10 LayerUpChallenge ThriftedStreetwearHaul FinishMyStreetwearOutfit DrawYourGraphicTee StreetwearSwap DadTriesStreetwear StreetwearFitCheck',
    also: 'streetstyle hypebeast',
  },
  y2k: {
    things: 'BabyTee Butterfly Rhinestone FlipPhone Bandana LipGloss Platform TinyBag Visor',
    moves: 'LowRise Throwback MirrorPic FrostedLip ClawClipUpdo',
    verbs: 'Bling Glam Sparkle Layer',
    core: 'Butterfly FlipPhone LipGloss Bling',
    scenes: 'Early2000s FlipPhone',
    names:
      'BringBackY2K Y2KFitCheck DressLike2003 RecreateAY2KPhoto MomsY2KCloset Y2KThriftChallenge Y2KInFiveItems FrostedLipChallenge Y2KHairChallenge',
    also: '2000s',
    spelled: 'Y2K',
  },
  vintage: {
    things: 'Cardigan Brooch Handbag Pearls Blazer Scarf Leather Record',
    moves: 'Throwback DecadeLook EstateSaleHaul MarketHaul',
    verbs: 'Thrift Restyle Flip',
    core: 'Record Brooch Throwback Thrift',
    scenes: 'FleaMarket EstateSale',
    names:
      'GuessTheVintageDecade ShopGrandmasCloset StyleItLike1975 ModernizeAVintageFind VintageVsNew OneVintagePieceFiveWays VintageFindFriday VintageThriftChallenge VintageFitCheck',
    also: 'retro',
  },
  aesthetic: {
    things: 'Moodboard Palette Outfit Room Playlist Pinboard Filter Vibe',
    moves: 'VibeShift StyleSwap CoreSwap ColorPalette',
    verbs: 'Curate Style Match',
    core: 'Moodboard Vibe Curate',
    scenes: 'Moodboard',
    names:
      'OneOutfitFiveAesthetics 30SecondAestheticSwitch PickMyAestheticForAWeek AestheticSwap ThriftYourAesthetic MoodboardToReality DressLikeYourPlaylist AestheticFitCheck RecreateAMoviePoster',
  },
  jewelry: {
    things: 'Ring Necklace Earring Bracelet Chain Pearls Charm Locket Anklet',
    moves: 'RingStack EarStack ArmParty MixMetals CharmHunt',
    verbs: 'Stack Layer Sparkle Accessorize',
    core: 'Necklace Ring Bracelet Sparkle',
    scenes: 'JewelryBox Bling',
    names:
      'JewelryStackChallenge JunkDrawerJewelry OneNecklaceThreeWays MakeYourOwnJewelry WearAllYourJewelry GrandmasJewelryBox MixMetalsChallenge JewelrySwap ThriftedJewelryHunt',
    also: 'jewellery',
  },
  shoe: {
    things: 'Sneaker Boots Heels Loafer Sandal Mule Laces Box',
    moves: 'Rotation TryOn LacingHack',
    verbs: 'Strut Lace Style',
    core: 'Sneaker Heels Laces Strut',
    scenes: 'ShoeStore ShoeRack',
    names:
      'OneOutfitFiveShoes ShoelaceTieRace ShoeFirstOutfitSecond CustomizeYourShoes GuessTheShoe WalkInMyShoes ShoeSwapChallenge ShoeRackGlowUp ShoeCleaningChallenge',
    also: 'footwear',
  },
  hoodie: {
    things: 'Cargos Beanie Sneaker Jeans Leggings Jacket Cap Crewneck Hood',
    moves: 'HoodUp TuckIn CropHack KnotTie',
    verbs: 'Layer Crop Style',
    core: 'Hood HoodUp Layer',
    scenes: 'HoodieSeason HoodUp',
    names:
      'OneHoodieThreeWays HoodieAndHeels ThriftFlipAHoodie OversizedHoodieAsADress BorrowedHoodieFit TieDyeYourHoodie HoodieSwap HoodieSeasonFitCheck',
    also: 'sweatshirt',
  },
  lipstick: {
    things: 'Gloss Liner Balm Tint Stain Mirror',
    moves: 'RedLip OmbreLip LipCombo Overline Swatch Blot',
    verbs: 'Swatch Line Blot',
    core: 'Gloss RedLip Blot',
    scenes: 'RedLip',
    names:
      'RedLipChallenge NoMirrorLipstick GuessTheLipstickShade OneLipstickThreeLooks LipstickThroughTheDecades MixYourOwnLipstick OmbreLipChallenge LipstickWearTest MatchLipstickToOutfit',
    also: 'lipgloss lip redlip',
  },
  eyeliner: {
    things: 'Glitter Pencil Mascara Mirror Gel Pen Lash Wing',
    moves: 'WingedLiner CatEye DoubleWing GraphicLiner TapeTrick SmudgedLiner',
    verbs: 'Wing Line Smudge',
    core: 'Pencil CatEye Wing',
    scenes: 'CatEye WingedLiner',
    names:
      'WingItChallenge EyelinerIn30Seconds OneSwipeEyeliner WrongHandEyeliner GraphicEyelinerChallenge TapeTrickEyeliner DoubleWingEyeliner GlitterEyelinerFriday EyelinerSymmetryTest',
    also: 'liner wingedliner',
  },
  mascara: {
    things: 'Lashes Curler Wand Tube Primer Spoolie Falsies Comb',
    moves: 'LashLift SpiderLash VolumeTest FlutterTest ZigZag',
    verbs: 'Curl Lift Flutter',
    core: 'Lashes Wand Flutter',
    scenes: 'LongLashes',
    names:
      'MascaraFaceOff OneCoatVsFive SpiderLashChallenge NoOpenMouthMascara 12HourMascaraTest SpoonLashHack GuessTheMascara MascaraOnlyMakeup LashFlutterTest',
    also: 'lash falselashes',
  },
  contour: {
    things: 'Bronzer Brush Sponge Stick Highlighter Cheekbones Jawline Nose',
    moves: 'HalfFace CheekSculpt NoseSculpt SnatchedLook',
    verbs: 'Sculpt Blend Snatch',
    core: 'Bronzer Cheekbones Sculpt',
    names:
      'HalfFaceContour ContourInTheDark ContourByNumbers DadDoesMyContour OneHandContour ContourIn5Minutes DrawYourCheekbones SnatchedJawChallenge ContourBlendReveal',
    verb: true,
  },
  eyebrow: {
    things: 'Pencil Gel Spoolie Tint Pomade Stencil Arch Tail',
    moves: 'SoapBrows BrowLift Lamination',
    verbs: 'Shape Brush Fluff',
    core: 'Arch Pencil BrowLift Shape',
    scenes: 'BrowBar SoapBrows',
    names:
      'SoapBrowsChallenge FluffyBrowChallenge RaiseOneEyebrow EyebrowTransformation EyebrowsInOneMinute EyebrowThroughTheDecades BrowStencilTest EyebrowWiggleOff',
    also: 'brow',
  },
  braid: {
    things: 'Scrunchie Ribbon Bead Clip Elastic Cuff Bow Part',
    moves: 'Fishtail Pigtails Cornrows CrownTwist RopeTwist Waterfall Plait',
    verbs: 'Plait Twist Weave',
    core: 'Ribbon Fishtail Pigtails Twist',
    scenes: 'FrenchBraid Fishtail',
    names:
      'BraidIn10Seconds FishtailBraidChallenge FrenchBraidYourself DutchBraidYourBestie BlindfoldBraid BraidTrain CrownBraidFirstTry RibbonBraidChallenge OvernightBraidReveal',
    verb: true,
    also: 'frenchbraid dutchbraid',
  },
  haircut: {
    things: 'Bob Bangs Fade Layers Mullet Pixie Clippers Barber Shag',
    moves: 'BigChop Trim CurtainBangs Wolfcut Reveal Transformation',
    verbs: 'Chop Trim Style',
    core: 'Barber Bangs BigChop Trim',
    scenes: 'FreshCut BigChop BarberChair',
    names:
      'HaircutTransformation BigChopReveal YouPickMyHaircut NewHairWhoDis GuessMyNewHaircut HaircutGlowUp DonateYourPonytail FamilyReactsToMyHaircut FirstHaircutThrowback',
  },
  barbie: {
    things: 'Dreamhouse Ken Heels Doll Bow Gingham Sunglasses Convertible',
    moves: 'PinkFit BoxPose DollMakeup TiptoeWalk DreamhouseTour',
    verbs: 'Glam Twirl Pose Strut',
    core: 'Dreamhouse Doll PinkFit Twirl',
    scenes: 'Dreamhouse BarbiePink BarbieWorld',
    names:
      'BarbieBoxChallenge DressLikeBarbie BarbieTiptoeWalk PinkEverything BarbieCareerDayFit BarbieDollMakeup ThriftABarbieFit BarbieThroughTheDecades BarbieFitCheck',
    also: 'barbiecore',
  },
  cottagecore: {
    things: 'Apron Gingham Basket Cardigan Linen Bonnet Flowers',
    moves: 'PicnicFit FlowerCrown PuffSleeve MeadowWalk BakeDay',
    verbs: 'Bake Twirl Bloom',
    core: 'Gingham Flowers FlowerCrown Bloom',
    scenes: 'CottageGarden MeadowPicnic',
    names:
      'CottagecoreFitCheck FlowerCrownChallenge GinghamEverything CottagecoreThriftFlip MeadowTwirl CottagecoreIn5Items CottagecoreOnABudget DIYPuffSleeves CottagecorePicnicFit',
  },
  'old money': {
    things: 'Loafer Polo Cashmere Pearls Blazer Sweater Tennis Yacht',
    moves: 'QuietLuxury TennisFit ShoulderSweater TailoredFit CountryClubFit',
    verbs: 'Tuck Layer Style',
    core: 'Loafer Polo Pearls QuietLuxury',
    scenes: 'CountryClub QuietLuxury YachtClub',
    names:
      'OldMoneyFitCheck QuietLuxuryChallenge PoloAndPearls OldMoneyFromMomsCloset ThriftTheOldMoneyLook ShoulderSweaterChallenge OldMoneyWeek TennisClubFit OldMoneyCapsule',
    also: 'quietluxury',
  },
  'clean girl': {
    things: 'SlickBun Gloss Blush Hoops Skincare Brows Serum Headband',
    moves: 'SlickBack GlassSkin DewyLook FreshFace SoftGlam',
    verbs: 'Slick Glow Gloss',
    core: 'SlickBun Gloss Hoops Glow',
    scenes: 'SlickBun',
    names:
      '5MinuteCleanGirl CleanGirlSlickBun GlossAndGoChallenge CleanGirlThreeProducts CleanGirlGRWM CleanVsMessyGirl CleanGirlOnABudget CleanGirlFitCheck FreshFaceFriday',
  },
  coquette: {
    things: 'Bow Ribbon Pearls Lace Flats Locket Cardigan Heart',
    moves: 'BowEverything RibbonHair BalletCore SoftGlam DollLook',
    verbs: 'Tie Twirl Curl',
    core: 'Bow Ribbon Pearls Tie',
    scenes: 'LaceAndBows',
    names:
      'PutABowOnIt CoquetteFitCheck CoquetteThriftFlip CoquetteRibbonHair LaceAndPearlsFit CoquetteGRWM CoquetteOnABudget BalletFlatFriday CoquetteHeartMakeup',
  },
  goth: {
    things: 'Boots Choker Lace Velvet Platform Cape Corset Cross',
    moves: 'AllBlack DarkLip WingedLiner VampLook',
    verbs: 'Layer Glam Line',
    core: 'Choker Velvet AllBlack DarkLip',
    scenes: 'AllBlack',
    names:
      'AllBlackEverything GothifyYourOutfit GothMakeupChallenge GothForAWeek GothOnABudget MomTriesGoth GothThriftFlip VampLipChallenge SummerGothFit',
    also: 'gothic',
  },
  preppy: {
    things: 'Pearls Headband Cardigan Polo Plaid Skirt Loafer Bow',
    moves: 'TennisFit CollarPop PleatedSkirt Monogram ColorCoord',
    verbs: 'Layer Match Style',
    core: 'Polo Plaid CollarPop',
    scenes: 'IvyLeague CountryClub',
    names:
      'PreppyFitCheck PopYourCollar MakeItPreppy PreppyOnABudget TennisSkirtThreeWays MonogramEverything PreppyVsGrunge PreppyGRWM PreppyThriftFlip',
  },
  grunge: {
    things: 'Flannel Boots Beanie BandTee Plaid Chain Choker Docs',
    moves: 'SmudgedLiner RippedDenim MessyHair ThriftedFit',
    verbs: 'Layer Smudge Thrift',
    core: 'Flannel BandTee RippedDenim',
    names:
      'GrungeItUp GrungeFitCheck ThriftAGrungeFit GrungeVsPreppy BandTeeThreeWays BorrowDadsFlannel GrungeMakeoverForMom GrungeMakeupChallenge',
  },
  boho: {
    things: 'Maxi Fringe Kimono Sandal Bangles Turquoise Suede Crochet',
    moves: 'FestivalFit FlowerCrown LooseBraid LayeredNecklaces',
    verbs: 'Layer Stack Braid',
    core: 'Fringe Crochet FlowerCrown',
    scenes: 'FlowerChild BohoChic',
    names:
      'BohoFitCheck FringeEverything BohoFlowerCrownDIY BohoBraidChallenge BohoThriftFlip FlowerChildFit StackTheBangles MaxiSkirtTwirl BohoOnABudget',
    also: 'bohemian',
  },
  cosplay: {
    things: 'Wig Cape Mask Armor Prop Sword Foam Convention',
    moves: 'Transformation CharacterReveal WigStyling BuildLog',
    verbs: 'Build Craft Transform Pose',
    core: 'Wig Cape CharacterReveal Transform',
    scenes: 'ComicCon AnimeCon',
    names:
      'CosplayTransformation ClosetCosplay GuessMyCharacter 10DollarCosplay CosplayIn24Hours FoamArmorChallenge CosplayPoseOff SketchToCosplay WigStylingChallenge',
  },
  costume: {
    things: 'Cape Mask Wig Wings Crown Hat Tutu Ears Tiara',
    moves: 'QuickChange Transformation OutfitSwap DIYBuild GroupTheme',
    verbs: 'Dress Build Transform Craft',
    core: 'Cape Wig QuickChange Transform',
    scenes: 'CostumeParty DressUp',
    names:
      'LastMinuteCostume GuessMyCostume DressAsASongTitle CostumeQuickChange DIYCostumeChallenge TrashToCostume FamilyCostumeReveal CostumeContest CostumeThroughTheYears',
    also: 'dressup',
  },
  'thrift flip': {
    things: 'Tee Jeans Blazer Dress Sweater Scissors SewingMachine Patch',
    moves: 'Crop Patchwork TwoPieceSet CorsetBack Resize',
    verbs: 'Sew Crop Restyle Hem',
    core: 'SewingMachine Patchwork Sew',
    scenes: 'ThriftStore Refashion',
    names:
      'ThriftFlipIn1Hour ThriftFlipReveal ThriftFlipNoSewing TurnJeansIntoASkirt 5DollarFlip ThriftFlipFaceOff ThriftFlipForMyBestie OversizedToFitted SweaterIntoACardigan',
    also: 'refashion clothesflip',
  },
  fall: {
    things: 'Sweater Boots Scarf Cardigan Flannel Beanie TrenchCoat Plaid Leaves Pumpkin',
    moves: 'CozyFit PumpkinPatchFit SweaterWeather LeafPilePose',
    verbs: 'Layer Bundle Style',
    core: 'Leaves Pumpkin SweaterWeather Layer',
    scenes: 'SweaterWeather PumpkinSpice PumpkinPatch',
    names:
      'FallFitCheck SweaterWeatherChallenge FallInFlannel FallLeafColorMatch PumpkinPatchPose SummerPiecesForFall FallLayersChallenge FallCapsuleChallenge FallColorsHeadToToe',
    also: 'autumn',
  },
  spring: {
    things: 'Sundress Florals Sandals Cardigan Trench Linen Pastels Bow',
    moves: 'FloralFit PicnicFit PastelLook ClosetRefresh GardenFit',
    verbs: 'Bloom Refresh Layer Style',
    core: 'Florals Sundress Bloom',
    scenes: 'CherryBlossom SpringBreak',
    names:
      'SpringFitCheck SpringIntoPastels SundressThreeWays MatchYourOutfitToAFlower SpringClosetRefresh SpringBreakPackIn60 SpringThriftFlip FloralPrintFriday DressForCherryBlossoms',
  },
  'ugly sweater': {
    things: 'Reindeer Pompom Tinsel Bell Snowflake Elf Ornament Cardigan',
    moves: 'DIYSweater SweaterSwap GroupPhoto LightUpSweater Reveal',
    verbs: 'Deck Jingle Sparkle',
    core: 'Reindeer Snowflake Jingle',
    scenes: 'ChristmasParty',
    names:
      'UglySweaterContest DIYUglySweater UglierThanYours UglySweaterRunway DeckTheSweater UglySweaterUnder10 MatchingUglySweaters UglySweaterSwap LightUpSweater',
    also: 'christmassweater holidaysweater',
  },
  festival: {
    things: 'Glitter Bandana CowboyBoots Crochet Sunnies Fringe FannyPack Wristband',
    moves: 'MainStageFit GlitterLook BraidUp CampFit FringeFlip',
    verbs: 'Glitter Braid Sparkle Layer',
    core: 'Glitter Wristband Sparkle',
    scenes: 'MainStage FestivalSeason',
    names:
      'FestivalFitCheck GlitterEverything FestivalFitFromMyCloset FannyPackThreeWays FestivalMakeupChallenge FestivalHairIn10 FestivalOnABudget DIYFestivalTop PackForTheFestival',
    also: 'coachella musicfestival',
  },
  'concert outfit': {
    things: 'Sequins Boots CowboyHat Glitter Bracelet MerchTee Sign',
    moves: 'EraFit ThemeFit BraceletTrade GlitterLook MerchRestyle',
    verbs: 'Sparkle Glitter Style',
    core: 'Sequins MerchTee Sparkle',
    scenes: 'ConcertNight Encore',
    names:
      'ConcertFitCheck DIYConcertOutfit RestyleYourConcertTee FriendshipBraceletStack ConcertOutfitOnABudget GuessTheConcertByMyFit TourFitReveal ConcertOutfitThenVsNow EraOutfitChallenge',
    also: 'concertfit',
  },
  'met gala': {
    things: 'Gown Tiara Cape Headpiece Train Staircase Theme Couture',
    moves: 'RedCarpetPose GrandEntrance ThemeLook StairsPose Recreation',
    verbs: 'Serve Pose Strut Glam',
    core: 'Gown Couture GrandEntrance Pose',
    scenes: 'MetSteps GalaNight',
    names:
      'MetGalaAtHome RecreateAMetGalaLook OneHourMetGalaGlam CardboardMetGala GuessTheMetTheme MetGalaStairsPose SketchAMetGalaGown MetGalaGrandEntrance',
  },
  runway: {
    things: 'Heels Gown Blazer Sunglasses Cape Spotlight Designer Train',
    moves: 'ModelWalk Turn HairFlip PosePause FinalWalk Strut',
    verbs: 'Strut Pose Turn Serve',
    core: 'Heels Spotlight ModelWalk Strut',
    scenes: 'FashionWeek FrontRow Catwalk',
    names:
      'HallwayRunway RecycledRunway WalkOffChallenge PetRunwayShow RunwayTurnChallenge FamilyRunwayNight PajamaRunway StrutToTheBeat WalkItLikeARunway',
    also: 'catwalk fashionshow',
  },
  model: {
    things: 'Camera Heels Portfolio Lighting Backdrop Mirror Casting Agency',
    moves: 'RunwayWalk Smize BestAngle PosePractice Polaroid TestShoot',
    verbs: 'Pose Strut Smize Serve',
    core: 'Camera RunwayWalk Pose',
    scenes: 'Runway Catwalk Photoshoot',
    names:
      'ModelWalkChallenge PoseLikeAModel CopyAMagazineCover SmizeChallenge FindYourAngles ModelOffDutyFit ModelDigitalsAtHome DadModelsMyFit',
    also: 'modeling modelling',
  },
  photoshoot: {
    things: 'Camera Backdrop RingLight Tripod Props Outfit Mirror Flash',
    moves: 'GoldenHour MirrorShot FlashPhoto PhotoPose FlatLay HomeStudio',
    verbs: 'Pose Shoot Style Frame',
    core: 'Camera RingLight GoldenHour Pose',
    scenes: 'GoldenHour PhotoStudio',
    names:
      'UglyLocationPhotoshoot AtHomePhotoshoot OnePropPhotoshoot PhoneVsCamera GoldenHourPhotoshoot 5MinutePhotoshoot PhotoshootWithMyPet FriendPhotoshootSwap FlatLayChallenge',
    also: 'fashionshoot',
  },
  pose: {
    things: 'Mirror Camera Wall Stairs Chair Hands Angle Hip',
    moves: 'PowerStance OverShoulder MirrorShot HandOnHip WalkAway Lean',
    verbs: 'Smize Serve Lean',
    core: 'Camera Mirror HandOnHip Lean',
    scenes: 'PhotoOp StrikeAPose',
    names:
      'StrikeAPose CopyThisPose 10PosesIn30Seconds PoseLikeAStatue PoseLikeAModel FindYourAngles PowerStanceChallenge ThrowbackPhotoPose FamilyPoseOff',
    verb: true,
  },
  'mirror selfie': {
    things: 'Outfit Phone Mirror Elevator Case Bathroom Lighting Angle',
    moves: 'FitPic MirrorPose LowAngle BestAngle FlashPic',
    verbs: 'Pose Snap Serve',
    core: 'Phone Mirror FitPic Snap',
    names:
      'OneMirrorTenFits MirrorSelfieThenVsNow MirrorSelfiePoseOff RecreateMyMirrorPic BestAngleChallenge MatchYourPhoneCase FlashOnMirrorSelfie MirrorSelfieWeek LowAngleFitPic',
    also: 'fitpic',
  },
  'glow up': {
    things: 'Makeup Hair Skincare Brows Closet Wardrobe Smile Confidence',
    moves: 'Makeover Transformation BeforeAndAfter NewHair NewStyle',
    verbs: 'Glow Transform Refresh',
    core: 'Skincare Makeover BeforeAndAfter Glow',
    scenes: 'Makeover BeforeAndAfter',
    names:
      '30DayGlowUp GlowUpInOneSong GlowUpWithOneProduct BeforeAndAfterGlowUp ClosetGlowUp GlowUpForAFriend BudgetGlowUp ConfidenceGlowUp',
  },
  closet: {
    things: 'Hoodie Jeans Blazer Hanger Rack Drawer Shelf Basket',
    moves: 'Cleanout Declutter OutfitRemix ColorCoordinate StyleSwap',
    verbs: 'Organize Declutter Style',
    core: 'Hanger Declutter Organize',
    scenes: 'WalkInCloset ClosetCleanout',
    names:
      'ShopYourCloset RaidMomsCloset BlindfoldClosetPick WearEverythingYouOwn ClosetFitIn60Seconds 30DayClosetChallenge ClosetSwapWithBestie OldestThingInMyCloset ClosetCleanout',
    also: 'wardrobe',
  },
  'capsule wardrobe': {
    things: 'Tee Blazer Jeans Trousers Cardigan Loafer Trench Tote',
    moves: 'TenByTen MixAndMatch OutfitGrid Remix Essentials',
    verbs: 'Remix Mix Match Style',
    core: 'Blazer Tee MixAndMatch Remix',
    scenes: 'CapsuleCloset',
    names:
      'CapsuleWardrobeFromThrift 30DayCapsuleChallenge TenItemsThirtyOutfits OneWeekFiveItems BuildYourCapsule CapsuleVsFullCloset PackACapsule CapsuleOutfitGrid CapsuleWardrobeOnABudget',
    also: 'capsule',
  },
  haul: {
    things: 'Dress Jeans Top Bag Box Receipt Tag Cart',
    moves: 'TryOn KeepOrReturn PriceReveal MallRun',
    verbs: 'Shop Unbox Rate',
    core: 'Bag Receipt TryOn Unbox',
    scenes: 'ShoppingSpree TryOnHaul',
    names:
      'KeepOrReturn HaulTryOn 50DollarHaulChallenge HaulOnlyOneColor BestiePicksMyHaul StyleYourHaul NoTryOnHaul HaulSwapWithBestie MallRunChallenge',
    also: 'tryonhaul tryon',
  },
  dupe: {
    things: 'Bag Sneaker Heels Lipstick Perfume Serum Belt Designer',
    moves: 'SideBySide PriceReveal WearTest BlindTest SaveVsSplurge',
    verbs: 'Compare Test Swap',
    core: 'Designer SideBySide Compare',
    scenes: 'SaveVsSplurge LookForLess',
    names:
      'DupeOrDesigner SaveVsSplurge FindMeADupe DupeWearTest DupeTheLook DupeHaul DupeUnder10 BlindDupeTest',
  },
  jacket: {
    things: 'Leather Denim Bomber Puffer Trench Blazer Varsity Hood',
    moves: 'OverShoulder CollarPop SleeveRoll ShoulderToss',
    verbs: 'Layer Zip Style',
    core: 'Leather Bomber CollarPop Zip',
    scenes: 'JacketWeather CoatCheck',
    names:
      'OneJacketFiveWays JacketTossChallenge BorrowDadsJacket PatchYourJacket LeatherJacketFitCheck ThriftFlipAJacket JacketSwap LayerTheJackets VarsityJacketThrowback',
    also: 'coat bomberjacket wintercoat',
  },
  sweater: {
    things: 'Cardigan Turtleneck Crewneck Vest Collar Jeans Skirt Knit',
    moves: 'FrenchTuck ShoulderTie CozyFit SleevePush TuckIn',
    verbs: 'Tuck Layer Tie',
    core: 'Knit Turtleneck CozyFit Layer',
    scenes: 'SweaterWeather',
    names:
      'OneSweaterThreeWays SweaterWeatherFitCheck CoziestSweaterContest DecorateAHolidaySweater SweaterSwap SweaterTuckHack ShoulderSweaterTie GrandpaSweaterFit SweaterVestRevival',
    also: 'jumper knitwear',
  },
  suit: {
    things: 'Blazer Tie Trousers Loafer Vest PocketSquare Cufflinks Lapel',
    moves: 'TieKnot PowerWalk CuffShow',
    verbs: 'Tailor Tie Button',
    core: 'Tie Blazer PocketSquare Tailor',
    scenes: 'BlackTie SuitUp',
    names:
      'SuitUpChallenge SuitAndSneakers ThriftASuit BrightColorSuitFit ThreeWaysToWearASuit PocketSquareChallenge PowerSuitWalk DadsSuitFit TieAKnotChallenge',
    also: 'tuxedo',
    verb: true,
  },
  tie: {
    things: 'Shirt Collar Blazer Clip Knot Silk Pin Dimple',
    moves: 'WindsorKnot BowKnot SpeedKnot FourInHand HalfWindsor',
    verbs: 'Knot Loop Tuck',
    core: 'Collar WindsorKnot Knot',
    scenes: 'WindsorKnot BlackTie',
    names:
      '10SecondTieChallenge WindsorKnotChallenge OneTieFiveStyles BowTieFirstTry TieItBlindfolded CrazyTieDay TieAsABelt TieSwap LearnToTieFromGrandpa',
    also: 'necktie bowtie',
    verb: true,
  },
  hat: {
    things: 'Beanie Cap Bucket Beret Cowboy Fedora Visor Panama',
    moves: 'CapFlip CapSwap BeretTilt BackwardsCap TossAndCatch',
    verbs: 'Tip Tilt Flip',
    core: 'Cap Beanie CapFlip Tip',
    scenes: 'CrazyHatDay HatsOff',
    names:
      'HatFlipChallenge HatSwapChallenge OneHatFiveOutfits HowManyHatsCanIStack CrazyHatDay CustomizeYourHat HatsThroughTheDecades HatHairReveal HatsOffChallenge',
    also: 'cap beanie',
  },
  boot: {
    things: 'Cowboy Combat Chelsea KneeHigh Platform Laces Socks Jeans',
    moves: 'LaceUp TuckIn Scoot LineDance',
    verbs: 'Stomp Lace Scoot Strut',
    core: 'Cowboy KneeHigh LaceUp Stomp',
    scenes: 'BootScoot BootSeason',
    names:
      'BootScootChallenge BootsWithEverything CowboyBootsFitCheck OneBootFiveFits RainBootPuddleJump PaintYourBoots ThriftedBootHunt BootSwap',
  },
  heels: {
    things: 'Stiletto Platform Pump Mule Slingback Strap Kitten Sole',
    moves: 'HeelWalk RunwayWalk ShoeSwap Strut',
    verbs: 'Walk Strut Balance',
    core: 'Platform HeelWalk Strut',
    scenes: 'SixInchHeels',
    names:
      'HeelsWalkChallenge HeelsOrFlats HeelsAndHoodies HeelsFitCheck FirstTimeInHeels DecorateYourHeels GuessTheHeelHeight HeelsToSneakersSwitch',
    also: 'highheels stilettos heel',
  },
  sunglasses: {
    things: 'Aviator CatEye Frames Lenses Case Chain Clip Tint',
    moves: 'ShadesFlip ShadesDrop SlowMoReveal LookOver FaceShapeMatch',
    verbs: 'Flip Drop Tilt Style',
    core: 'Aviator Frames ShadesDrop Tilt',
    scenes: 'ShadesOn Sunnies',
    names:
      'ShadesDropChallenge ShadesOnChallenge SlowMoShadesReveal SunglassesFitCheck PickMyShades OnePairFiveFits SunglassesSwap DIYSunglassesChain',
    also: 'shades sunnies',
  },
  bag: {
    things: 'Tote Clutch Backpack Crossbody Wallet Keychain Charm Strap',
    moves: 'WhatsInside CharmSetup ArmCandy PurseSpill',
    verbs: 'Pack Carry Style',
    core: 'Tote WhatsInside Pack',
    scenes: 'WhatsInMyBag',
    names:
      'WhatsInMyBag BagCharmChallenge BagSwapChallenge OneBagFiveFits JeansIntoATote PaintYourToteBag ThriftedBagHunt ArmCandyCheck',
    also: 'handbag purse tote totebag',
  },
  pajamas: {
    things: 'Slippers Robe Onesie Socks Blanket Scrunchie Headband Set',
    moves: 'MatchingSet PJDay SleepoverFit CozyFit BedToBrunch',
    verbs: 'Lounge Snuggle Match',
    core: 'Slippers Onesie Snuggle',
    scenes: 'Bedtime PJ Sleepover',
    names:
      'MatchingPJs BedToBrunch PajamaRunway PajamaFitCheck CoziestPJsContest PajamaPoseOff PajamasInPublic PJSwap DIYPajamaPants',
    also: 'pyjamas pjs loungewear',
  },
  swimwear: {
    things: 'Swimsuit CoverUp Sunhat Sandals Sarong Tote Sunnies Towel',
    moves: 'BeachFit PoolFit ResortLook CoverUpStyle TryOnHaul',
    verbs: 'Splash Pack Style',
    core: 'Swimsuit Sunhat Splash',
    scenes: 'PoolParty BeachDay',
    names:
      'SwimsuitToStreetwear CoverUpThreeWays BeachFitCheck SwimwearColorPop SwimwearOnABudget BeachBagPackIn60 MatchingFamilySwimsuits RetroSwimsuitThrowback SarongTieChallenge',
    also: 'swimsuit bathingsuit bikini',
  },
  nike: {
    things: 'AirForce1 DunkLow AirMax Jordan1 Swoosh Hoodie TechFleece Cortez',
    moves: 'SneakerRotation LaceSwap FitPic',
    verbs: 'Lace Rock Style Run',
    core: 'Swoosh AirForce1 Run',
    scenes: 'JustDoIt Swoosh',
    names:
      'JustDoItChallenge NikeFitCheck GuessTheNikeYear CustomizeYourNikes NikeThreeWays NikeRotation CleanYourNikes NikeLaceSwap',
  },
  adidas: {
    things: 'Samba Gazelle Superstar Tracksuit Campus Stripes Trefoil Spezial',
    moves: 'ThreeStripeFit TracksuitFit LaceSwap',
    verbs: 'Lace Rock Style',
    core: 'Stripes Tracksuit Samba',
    scenes: 'ThreeStripes',
    names:
      'AdidasFitCheck StyleYourSambas AdidasSambaVsGazelle ThreeStripesEverything AllAdidasOutfit ThriftAnAdidasJacket TracksuitToDinner MatchingTracksuits AdidasLaceSwap',
  },
  jordan: {
    things: 'Retro Jumpman Laces Box Jersey Bred Chicago Mocha',
    moves: 'LaceSwap Restoration SneakerRotation',
    verbs: 'Lace Rock Clean',
    core: 'Jumpman Retro Lace',
    scenes: 'Jumpman',
    names:
      'StyleYourJordans JordansThreeWays GuessTheJordan WhichJordanAreYou JordanFitCheck RestoreYourJordans OneJordanFiveFits JordanRotation JordanLaceSwap',
    also: 'airjordan',
  },
  crocs: {
    things: 'Charm Socks Jibbitz Strap Clog Platform',
    moves: 'CharmSetup CharmSwap SportMode FitPic',
    verbs: 'Charm Customize Decorate Rock',
    core: 'Clog Charm Decorate',
    scenes: 'CrocCharms',
    names:
      'CharmYourCrocs CrocsFitCheck CrocsThreeWays CrocsOrNot CrocsToDinner SportModeOn DIYCrocCharms CrocsAndSocks',
  },
  perfume: {
    things: 'Vanilla Scent Bottle Mist Atomizer Notes Collection Decant',
    moves: 'BlindSniff SignatureScent ScentLayering ScentSwap CollectionTour',
    verbs: 'Spritz Layer Spray',
    core: 'Scent Bottle SignatureScent Spray',
    scenes: 'SignatureScent PerfumeCounter',
    names:
      'GuessMyPerfume PerfumeLayeringChallenge FindYourSignatureScent PerfumeForEverySeason RankMyPerfumes MatchAScentToMyFit PerfumeComplimentTest PerfumeSwap',
    also: 'fragrance cologne scent',
  },
  beard: {
    things: 'Trimmer Comb Oil Balm Mustache Razor Barber Fade',
    moves: 'Trim Lineup Shape Groom Reveal',
    verbs: 'Trim Comb Groom Shape',
    core: 'Mustache Comb Trim',
    scenes: 'Movember',
    names:
      'NoShaveNovember BeardTransformation BeardOrNot GuessMyBeardDays ShapeUpYourBeard BeardGrowthTimelapse DecorateYourBeard MustacheOnlyWeek',
    also: 'mustache moustache',
  },
  wig: {
    things: 'Bangs Bob Curls Lace Cap Stand Glue Install',
    moves: 'Install Reveal ColorChange Transformation',
    verbs: 'Install Style Curl',
    core: 'Curls Bob Install',
    names:
      'WigTransformation NewWigWhoDis WigFlipTransition OneWigFiveStyles WigOrRealHair WigSwapChallenge ColorfulWigWeek WigThroughTheDecades',
  },
  boyfriend: {
    things: 'Makeup Lipstick Brush Outfit Hoodie Closet Palette Camera',
    moves: 'Makeover OutfitSwap FitRating',
    verbs: 'Style Rate Glam',
    core: 'Hoodie Makeup Makeover',
    scenes: 'DateNight CoupleGoals',
    names:
      'BoyfriendDoesMyMakeup BoyfriendPicksMyOutfit BoyfriendBraidsMyHair BoyfriendDoesMyNails BoyfriendNamesTheProducts BoyfriendWearsMyFit BoyfriendHoodieFit BoyfriendPhotoshoot TwinningWithBoyfriend',
    also: 'bf husband hubby',
  },
  'date night': {
    things: 'Dress Heels Perfume Lipstick Blazer Jewelry Clutch Curls',
    moves: 'SoftGlam GlamLook FitPic OutfitPick QuickChange',
    verbs: 'Glam Style Curl Dress',
    core: 'Dress Heels Lipstick Glam',
    scenes: 'DinnerDate FirstDate',
    names:
      'DateNightFitCheck DateNightOutfitSwap DateNightThreeWays PickMyDateNightLook DateNightGlamIn10 RecreateOurFirstDate DateNightQuickChange DateNightOnABudget',
    also: 'firstdate',
  },
  'job interview': {
    things: 'Blazer Trousers Loafer Shirt Tote Watch Resume',
    moves: 'PowerLook InterviewFit SmartCasual FirstImpression',
    verbs: 'Dress Impress Tailor',
    core: 'Blazer Resume Impress',
    scenes: 'DreamJob',
    names:
      'InterviewFitCheck ThriftMyInterviewLook InterviewReadyIn10 MakeAFirstImpression DressForTheJobYouWant OneBlazerThreeInterviews InterviewPowerPose JobInterviewGlowUp NewJobDayOneOutfit',
    also: 'interview',
  },
  'spirit week': {
    things: 'Jersey Costume Hat Wig Tutu FacePaint Headband Pajamas',
    moves: 'TwinDay PajamaDay DecadeDay ThemeDay ColorDay',
    verbs: 'Match Dress Cheer',
    core: 'Costume FacePaint TwinDay Cheer',
    scenes: 'PepRally TwinDay',
    names:
      'TwinDayChallenge AnythingButABackpack SpiritWeekFitCheck SpiritWeekDressAsATeacher LastMinuteSpiritWeek DecadeDayFit CrazyHairDay SpiritWeekColorDay SpiritWeekOnABudget',
    also: 'spiritday twinday',
  },
  'picture day': {
    things: 'Bow Cardigan Headband Comb Collar Smile Hairspray Backdrop',
    moves: 'SidePart OutfitPick Smile Retake',
    verbs: 'Smile Comb Pose Style',
    core: 'Comb Backdrop Retake Smile',
    scenes: 'Yearbook SayCheese',
    names:
      'PictureDayThenVsNow LaserBackgroundPose RecreateMyPictureDay PictureDayFitCheck SayCheeseChallenge PictureDayHairChallenge PictureDayGRWM PictureDayRetake',
    also: 'schoolpicture',
  },
  emo: {
    things: 'Eyeliner BandTee Converse Hoodie StuddedBelt Fringe',
    moves: 'SideFringe HeavyLiner MirrorPic TeasedHair ThenVsNow',
    verbs: 'Line Layer Spike',
    core: 'Eyeliner BandTee SideFringe',
    scenes: 'EmoPhase EmoNight',
    names:
      'BringBackEmo EmoPhaseThenVsNow SideFringeChallenge EmoHairFlip EmoToPreppySwitch DressLikeYourEmoSong EmoMakeupChallenge EmoNightFitCheck EmoMirrorPic',
  },
  punk: {
    things: 'Leather Boots Studs Patch Plaid SafetyPin Chain Mohawk',
    moves: 'BattleJacket DIYPatches Spikes',
    verbs: 'Stud Patch Spike',
    core: 'Mohawk Studs DIYPatches',
    scenes: 'MoshPit PunkRock',
    names:
      'PunkUpYourOutfit SafetyPinChallenge PunkYourBackpack PunkFitCheck DIYPunkJacket PunkThriftFlip PunkOnABudget MohawkChallenge',
  },
  cowgirl: {
    things: 'Boots Hat Fringe Denim Bandana Turquoise Buckle Vest',
    moves: 'WesternFit BootScoot HatTip LineDanceFit RodeoFit',
    verbs: 'Strut Scoot Twirl',
    core: 'Boots Hat Fringe BootScoot',
    scenes: 'Rodeo WildWest HighNoon Yeehaw',
    names:
      'YeehawChallenge CowgirlFitCheck CowgirlBootsThreeWays RodeoReadyIn10Minutes BandanaFiveWays CowgirlThriftFlip WesternWednesday CowgirlHatTip CowgirlOnABudget',
    also: 'cowboy western',
  },
  'dark academia': {
    things: 'Blazer Turtleneck Loafer Satchel Books Tweed Plaid Library',
    moves: 'LibraryFit StudyLook BookstoreFit',
    verbs: 'Layer Study Style',
    core: 'Books Library Turtleneck Study',
    names:
      'DarkAcademiaFitCheck DressLikeABookCover ChannelYourInnerPoet ThriftADarkAcademiaLook StudyDateOutfit DarkAcademiaIn3Pieces WhatsInMySatchel TurtleneckAndBlazer DarkAcademiaOnABudget',
  },
  'mob wife': {
    things: 'FauxFur Leopard Hoops Sunglasses Nails Leather Gold BigHair',
    moves: 'BigHair BoldLip LeopardFit GlamLook',
    verbs: 'Glam Tease Strut',
    core: 'FauxFur Leopard BigHair Glam',
    names:
      'MobWifeMakeover MobWifeIn10Minutes MobWifeFitCheck FauxFurThreeWays MobWifeVsCleanGirl LeopardEverything MobWifeOnABudget BoldLipFriday',
  },
  blush: {
    things: 'Brush Stick Cream Powder Tint Sponge Palette Cheeks',
    moves: 'SunKissed StrawberryMakeup CheekFlush ColdGirlLook',
    verbs: 'Blend Tap Glow',
    core: 'Cheeks Brush SunKissed Blend',
    scenes: 'RosyCheeks',
    names:
      'BlushPlacementTest TooMuchBlushChallenge StrawberryMakeup OneBlushThreeLooks ColdGirlBlush FindYourBlushShade LipstickAsBlush BlushThroughTheDecades',
  },
  highlighter: {
    things: 'Brush Palette Stick Liquid Shimmer Glow Cheekbone Nose',
    moves: 'BlindingGlow GlassSkin DewyLook',
    verbs: 'Glow Blend Tap',
    core: 'Shimmer Cheekbone Glow',
    scenes: 'BlindingGlow',
    names:
      'BlindingGlowChallenge HighlighterFlashTest HowMuchHighlighter GlowLikeAGlazedDonut HighlighterThreeWays HighlighterOnlyMakeup GoldenHourGlow HighlighterSwatchOff',
    also: 'strobing',
  },
  foundation: {
    things: 'Sponge Brush Primer Powder Concealer Shade Swatch Bottle',
    moves: 'ShadeMatch WearTest HalfFace FirstImpression BakeAndSet',
    verbs: 'Blend Match Set',
    core: 'Sponge ShadeMatch Blend',
    scenes: 'ShadeMatch',
    names:
      'FindYourFoundation ShadeMatchChallenge BlindfoldFoundation 12HourFoundationTest HalfFaceFoundation SpongeVsBrush MixYourOwnShade OneDropFoundation FoundationFirstImpression',
  },
  eyeshadow: {
    things: 'Palette Glitter Brush Shimmer Primer Pigment Lid Crease',
    moves: 'SmokeyEye CutCrease HaloEye GlitterEye Ombre',
    verbs: 'Blend Smoke Shimmer',
    core: 'Palette SmokeyEye Blend',
    scenes: 'SmokeyEye CutCrease',
    names:
      'OnePaletteThreeLooks EyeshadowFromAPhoto BlindfoldEyeshadowPick FingersOnlyEyeshadow SmokeyEyeChallenge CutCreaseChallenge RainbowEyeshadowChallenge EyeshadowToMatchMyFit GlitterEyeFriday',
    also: 'eyelook smokeyeye smokyeye',
  },
  'sfx makeup': {
    things: 'FakeBlood Latex Wax Scar Prosthetic SpiritGum',
    moves: 'ZombieLook Transformation AgingLook SkullFace CharacterMakeup Creature',
    verbs: 'Transform Sculpt Blend Age',
    core: 'Prosthetic ZombieLook Transform',
    scenes: 'MonsterMakeup',
    names:
      'CanYouTellItsMakeup SFXTransformation SFXFromTheKitchen GuessTheSFXMaterial ZombieGlowUp SFXIn30Minutes SFXOnABudget SFXAgingMakeup',
    also: 'specialeffects',
    spelled: 'SFXMakeup',
  },
  freckles: {
    things: 'Pencil Sponge Liner Brow Dots Toothbrush Cheeks',
    moves: 'SunKissed DotTechnique Stamping',
    verbs: 'Dot Tap Splatter',
    core: 'Cheeks SunKissed Dot',
    names:
      'FauxFrecklesChallenge FreckleFriday ShowYourFreckles FauxVsRealFreckles PencilVsStampFreckles FreckleConstellations FrecklesIn60Seconds SunKissedFreckles',
    also: 'fauxfreckles freckle',
  },
  'drugstore makeup': {
    things: 'Mascara Lipstick Palette Foundation Blush Concealer Brush Sponge',
    moves: 'FullFaceUnder20 DupeTest HighVsLow FirstImpression WearTest',
    verbs: 'Test Swatch Blend Compare',
    core: 'Mascara Lipstick DupeTest Swatch',
    scenes: 'DrugstoreAisle BudgetGlam',
    names:
      'FullFaceOfDrugstore DrugstoreVsHighEnd 20DollarGlam DrugstoreDupeTest DrugstoreSwatchOff DrugstoreBlindPick FiveProductsOnly DrugstoreAllDayWear DrugstoreFirstImpressions',
  },
  sephora: {
    things: 'Basket Lipstick Palette Perfume Blush Mascara Serum Sample',
    moves: 'Haul TryOn BlindPick WishList FirstImpression',
    verbs: 'Shop Swatch Try',
    core: 'Basket Lipstick Haul Swatch',
    scenes: 'SephoraRun SephoraHaul',
    names:
      'SephoraBlindPick SephoraOneColorLook SephoraGiftForMom SephoraSampleChallenge 50DollarSephoraHaul SephoraDupeChallenge SephoraBasketReveal SephoraFirstImpressions',
  },
  'no makeup': {
    things: 'Skincare Freckles Brows Balm Sunscreen Mirror Serum Smile',
    moves: 'BareFace FreshFace SkinDay Confidence',
    verbs: 'Glow Hydrate Embrace',
    core: 'Skincare BareFace Glow',
    scenes: 'BareFace',
    names:
      'NoMakeupMonday NoMakeupWeek NoMakeupVsFullGlam NoMakeupSelfieSunday FreshFaceFitCheck SkinOnlyGlowUp NoMakeupAndProud NoMakeupSchoolDay',
    also: 'makeupfree bareface',
  },
  'curly hair': {
    things: 'Diffuser Scrunchie Bonnet Gel Mousse Comb Microfiber Pineapple Curls',
    moves: 'WashDay CurlRefresh Scrunching',
    verbs: 'Scrunch Diffuse Define Refresh',
    core: 'Curls Diffuser WashDay Scrunch',
    scenes: 'CurlyGirl',
    names:
      'CurlyHairOneProduct SecondDayCurls DefineYourCurls CurlyHairThreeStyles WashDayChallenge CurlyHairShrinkageTest DiffuserVsAirDry CurlyHairInFiveMinutes CurlyHairThenVsNow',
    also: 'curls curlygirl naturalcurls',
  },
  bun: {
    things: 'Scrunchie ClawClip Bow Ribbon Donut BobbyPin',
    moves: 'TopKnot SlickBack Updo Chignon HalfUp TwistUp',
    verbs: 'Twist Wrap Pin Tie',
    core: 'Scrunchie BobbyPin TopKnot Twist',
    scenes: 'MessyBun TopKnot SpaceBuns',
    names:
      'MessyBunChallenge BunIn10Seconds SpaceBunsChallenge OneHandBun SockBunReveal PencilBunHack BallerinaBunTry SlickBackBun',
    also: 'messybun topknot',
  },
  ponytail: {
    things: 'Scrunchie Bow Ribbon Clip Elastic Bangs Comb Extensions',
    moves: 'HighPony BubblePony SleekPony HairFlip Whip',
    verbs: 'Flip Whip Tie Slick',
    core: 'Scrunchie HighPony HairFlip',
    scenes: 'HighPony',
    names:
      'PonytailWhip HighPonyChallenge BubblePonyChallenge PonytailThreeWays PonytailIn10Seconds RibbonPonytail DoubleUpPonytail WrappedPonytailTrick',
  },
  'hair color': {
    things: 'Dye Toner Foil Brush Bowl Gloves Shade',
    moves: 'ColorReveal SplitDye Ombre PeekABoo Highlights Balayage',
    verbs: 'Dye Tone Color',
    core: 'Foil Ombre ColorReveal',
    scenes: 'HairDye BoxDye',
    names:
      'HairColorReveal PickMyNextHairColor SplitDyeChallenge GuessMyNaturalColor ClipInHairColorStreaks HairChalkChallenge NewHairWhoDis HairColorThroughTheYears PeekABooHairColor',
    also: 'hairdye dyedhair haircolour pinkhair redhair',
  },
  bangs: {
    things: 'Scissors Comb Roller Clip Straightener DryShampoo Mirror',
    moves: 'Trim BlowOut SideSweep Reveal CurtainFringe',
    verbs: 'Trim Curl Style Sweep',
    core: 'Roller CurtainFringe Trim',
    scenes: 'CurtainBangs',
    names:
      'BangsOrNot CurtainBangsChallenge FakeBangsChallenge StyleYourBangs BangsRollerHack GrowingOutBangs BangsThroughTheYears BangsInTheWind',
    also: 'curtainbangs',
  },
  'claw clip': {
    things: 'Bun Twist Scrunchie Bow Pearl Tortoise',
    moves: 'TwistUp FrenchTwist HalfUp LowTwist QuickUpdo',
    verbs: 'Twist Clip Flip',
    core: 'Bun TwistUp Clip',
    scenes: 'FrenchTwist',
    names:
      'ClawClipStrengthTest OneClipFiveStyles ClawClipIn10Seconds HowManyClawClips ClawClipVsScrunchie FrenchTwistWithAClip ClawClipOnShortHair ClawClipToMatchMyFit',
    also: 'hairclip',
  },
  bow: {
    things: 'Ribbon Velvet Satin Pearl Clip Lace Headband Bag',
    moves: 'RibbonHair RibbonBraid HalfUp BagCharm',
    verbs: 'Tie Loop Tuck',
    core: 'Ribbon Satin Tie',
    scenes: 'PutABowOnIt Coquette',
    names:
      'PutABowOnIt OneBowFiveWays BowTyingChallenge RibbonBraidChallenge DIYBowClip GiantBowChallenge MatchingBowsWithMyPet HowManyBows',
    also: 'hairbow ribbon',
  },
  'box braids': {
    things: 'Beads Cuffs Extensions Rings Comb Edges Scarf',
    moves: 'Knotless BraidUpdo EdgeLaying Takedown',
    verbs: 'Braid Part Style',
    core: 'Beads Extensions Braid',
    scenes: 'BraidingSalon',
    names:
      'BoxBraidsReveal DecorateYourBraids BoxBraidsThreeWays BoxBraidUpdoChallenge BoxBraidsFlip TakedownDayChallenge BoxBraidsColorPick BoxBraidsFitCheck',
    also: 'knotlessbraids knotless',
  },
  locs: {
    things: 'Cuffs Beads Wrap Scarf Bonnet Rings Shells',
    moves: 'Retwist LocUpdo Barrel Petals',
    verbs: 'Twist Style Wrap',
    core: 'Beads Retwist Twist',
    scenes: 'LocJourney',
    names:
      'LocsBeforeAndAfter DecorateYourLocs LocsFiveWays LocsIn60Seconds LocUpdoChallenge LocKnotsOvernight LocsScarfWrap LocsFitCheck',
    also: 'dreadlocks',
  },
  afro: {
    things: 'Pick Comb Bonnet Scarf Headband Edges Curls',
    moves: 'Puff WashDay TwistOut BantuKnots Shrinkage',
    verbs: 'Pick Fluff Twist Define',
    core: 'Pick Curls Puff Fluff',
    scenes: 'AfroPuff NaturalHair',
    names:
      'AfroPuffChallenge AfroTwistOutReveal AfroShrinkageTest BantuKnotChallenge FiveMinuteAfroStyle AfroHeadbandFiveWays AfroFitCheck FroHawkFriday',
    also: 'naturalhair',
  },
  mullet: {
    things: 'Clippers Barber Mirror Bangs Layers Shag Fade',
    moves: 'Chop Reveal Transformation Wolfcut',
    verbs: 'Chop Trim Fade',
    core: 'Barber Layers Chop',
    scenes: 'PartyInTheBack',
    names:
      'MulletReveal PartyInTheBack MulletOrNot MulletWigChallenge MulletMonday MulletThroughTheDecades MulletFitCheck MulletFlowTest',
  },
  skirt: {
    things: 'Mini Midi Maxi Tights Boots Sneaker Cardigan Belt',
    moves: 'Twirl Pleats TuckIn Transition',
    verbs: 'Twirl Tuck Layer Style',
    core: 'Mini Pleats Twirl',
    scenes: 'Miniskirt PleatedSkirt',
    names:
      'OneSkirtThreeWays TwirlYourSkirt MiniMidiMaxi ThriftFlipASkirt ScarfIntoASkirt SkirtAndSneakersWeek SkirtOverJeans SkirtAllWinter',
    also: 'miniskirt pleatedskirt tennisskirt',
  },
  leggings: {
    things: 'Sneaker Hoodie OversizedTee Socks Crop Scrunchie Jacket',
    moves: 'CozyFit Athleisure GymFit',
    verbs: 'Layer Style Stretch',
    core: 'OversizedTee Athleisure Stretch',
    scenes: 'Athleisure YogaPants',
    names:
      'LeggingsThreeWays LeggingsToDinner LeggingsSquatTest SweatsToStreets LeggingsVsJeans LeggingsDressUpDare LeggingsAndBlazer ComfyFitCheck',
    also: 'legging',
  },
  'cargo pants': {
    things: 'Sneaker Hoodie Belt Tee Chain Pocket Buckle Strap',
    moves: 'BaggyFit StreetStyle ThriftFlip',
    verbs: 'Layer Cuff Style',
    core: 'Pocket BaggyFit Cuff',
    scenes: 'Cargos',
    names:
      'WhatsInMyCargoPockets CargosThreeWays CargoFitCheck ParachuteVsCargo CargosAndHeels ThriftFlipCargoPants CargoPantsSwap BaggyCargoFit',
    also: 'cargos',
  },
  blazer: {
    things: 'Trousers Jeans Loafer Tee Belt Sneaker Heels Tote',
    moves: 'OverShoulder SleevePush PowerLook Belted',
    verbs: 'Layer Belt Style',
    core: 'Trousers PowerLook Layer',
    names:
      'OneBlazerFiveWays OversizedBlazerChallenge BlazerAndSneakers BlazerAsADress BeltYourBlazer ThriftABlazer DadsBlazerOnMe BrightBlazerFriday',
  },
  cardigan: {
    things: 'Tank Skirt Jeans Pearls Ribbon Collar Knit Button',
    moves: 'ButtonUp OffShoulder ShoulderTie TuckIn Cropped',
    verbs: 'Button Layer Tie',
    core: 'Knit Button Layer',
    names:
      'OneCardiganThreeWays CardiganAsATop CardiganDressHack CardiganButtonSwap GrandpaCardiganFit CardiganShoulderTie ThriftACardigan BeltYourCardigan',
  },
  'trench coat': {
    things: 'Belt Boots Scarf Sunglasses Loafer Umbrella Sweater Collar',
    moves: 'BeltKnot CollarFlip CapeStyle RainyDayFit',
    verbs: 'Belt Layer Style',
    core: 'Umbrella Collar RainyDayFit Belt',
    names:
      'TrenchThreeWays RainyDayTrenchFit BeltYourTrench TrenchFitCheck ThriftATrench TrenchCoatCapeStyle CollarFlipChallenge TrenchCoatSpin',
    also: 'trench',
  },
  puffer: {
    things: 'Beanie Mittens Scarf Boots Vest Cargos Hood Zip',
    moves: 'CozyFit SnowDay OversizedFit ColdFit',
    verbs: 'Zip Layer Bundle',
    core: 'Mittens Hood SnowDay Zip',
    scenes: 'PufferSeason',
    names:
      'PufferPackIntoPocket PufferThreeWays BundleUpChallenge PufferLayerRace PufferOverADress PufferVestLayers PufferColorPop ColdWeatherFitCheck',
    also: 'pufferjacket',
  },
  flannel: {
    things: 'Plaid Tee Boots Beanie Denim Hoodie Button Collar',
    moves: 'WaistTie OpenLayer ShacketFit CozyFit',
    verbs: 'Tie Layer Button',
    core: 'Plaid WaistTie Layer',
    scenes: 'Lumberjack FlannelSeason',
    names:
      'FlannelFriday FlannelThreeWays TieYourFlannel FlannelFitCheck MatchingFamilyFlannels ThriftAFlannel PlaidEverything FlannelSwap',
  },
  corset: {
    things: 'Skirt Blouse Jeans Ribbon Bow Top Lacing',
    moves: 'TopOverShirt ThriftFlip Restyle',
    verbs: 'Lace Layer Style',
    core: 'Lacing Ribbon Lace',
    names:
      'OneCorsetThreeWays CorsetOverEverything CorsetOverAHoodie StyleMyCorset ThriftFlipACorset CorsetFitCheck RibbonCorsetLacing CorsetSwap',
  },
  uniform: {
    things: 'Blazer Tie Skirt Sweater Socks Shoes Polo Badge',
    moves: 'DressCodeHack Throwback Accessorizing',
    verbs: 'Style Accessorize Tuck',
    core: 'Blazer Tie Tuck',
    scenes: 'DressCode',
    names:
      'UniformButMakeItCute SameUniformFiveWays DressAsYourDreamJob UniformThenVsNow UniformFitCheck DressCodeHacks UniformSwap GuessTheUniform',
    also: 'schooluniform',
  },
  sock: {
    things: 'Sneaker Loafer Sandal Crew Ankle Knee Stripes Pattern',
    moves: 'MismatchDay CrewSwap PatternMatch',
    verbs: 'Match Mismatch Layer',
    core: 'Stripes MismatchDay Mismatch',
    scenes: 'CrazySockDay SockDrawer',
    names:
      'CrazySockDay SockFoldingRace MismatchedSockWeek MatchSocksToOutfit SocksAndSandals SockPairUpRace SockDrawerGlowUp SockSwap',
  },
  tshirt: {
    things: 'Tee Graphic Jeans Skirt Belt Jacket Print Band',
    moves: 'TeeKnot Crop FrenchTuck SleeveRoll ThriftFlip',
    verbs: 'Knot Crop Tuck',
    core: 'Tee Graphic TeeKnot Crop',
    scenes: 'GraphicTee',
    names:
      'OneTShirtFiveWays TeeKnotChallenge TShirtToCropTop TShirtIntoATote GraphicTeeFitCheck DesignYourOwnTee TShirtFoldChallenge TShirtTuckTest',
    also: 'tee teeshirt graphictee',
    spelled: 'TShirt',
  },
  shorts: {
    things: 'Jorts Denim Cargo Linen Belt Sneaker Tee Bike',
    moves: 'CuffRoll SummerFit Hemming',
    verbs: 'Cuff Hem Style',
    core: 'Denim Jorts SummerFit Cuff',
    scenes: 'ShortsWeather Jorts',
    names:
      'ThriftFlipIntoShorts ShortsThreeWays JortsAndBoots DressUpYourShorts JortsFitCheck FirstShortsDay ShortsOverTights BikeShortsFit',
    also: 'jorts',
  },
  jumpsuit: {
    things: 'Belt Heels Jacket Sneaker Overalls Romper Pocket Sleeve',
    moves: 'DayToNight OneAndDone Belting',
    verbs: 'Belt Layer Style',
    core: 'Belt Pocket DayToNight',
    names:
      'OneAndDoneJumpsuit JumpsuitThreeWays JumpsuitQuickChange JumpsuitDayToNight BeltYourJumpsuit JumpsuitOverATee ThriftAJumpsuit MatchingJumpsuits',
    also: 'romper',
  },
  'crop top': {
    things: 'Tee Tank Cardigan Jeans Skirt Belt Jacket Knot',
    moves: 'TeeKnot HighWaist ThriftFlip',
    verbs: 'Crop Knot Layer',
    core: 'Tank HighWaist Crop',
    names:
      'NoScissorsCropTop CropTopThreeWays KnotItUp DIYCropTop CropTopOverADress CropTopSwap CropTopLayering CropTopFitCheck',
  },
  hijab: {
    things: 'Scarf Pin Underscarf Chiffon Jersey Brooch Turban Abaya',
    moves: 'QuickWrap TurbanStyle Draping',
    verbs: 'Wrap Pin Style Layer',
    core: 'Scarf Chiffon Wrap',
    names:
      'HijabStyleChallenge 10SecondHijabWrap OneScarfFiveStyles ColorMatchMyHijab ModestFitCheck PinlessHijabStyle HijabTurbanStyle HijabSwap',
    also: 'modestfashion',
  },
  saree: {
    things: 'Blouse Bangles Jhumka Bindi Dupatta Pleats Pallu Border',
    moves: 'PalluFlip PleatHack FestiveLook ModernDrape Wrap',
    verbs: 'Wrap Pleat Pin Style',
    core: 'Pleats Bangles Wrap',
    names:
      'SareeIn60Seconds OneSareeFiveDrapes SareeTwirl SareeTransformation SareeWithSneakers MomsSareeFit PalluFlipChallenge SareeFitCheck',
    also: 'sari',
  },
  scarf: {
    things: 'Silk Bandana Wool HeadWrap Bag Bow Belt Knot',
    moves: 'HeadWrap BagBow TopTie FrenchKnot',
    verbs: 'Tie Wrap Knot Loop',
    core: 'Silk Wool Knot Wrap',
    scenes: 'ScarfSeason',
    names:
      'OneScarfTenWays ScarfAsATop ScarfHeadbandHack TurnAScarfIntoABelt GuessTheScarfKnot PaintASilkScarf GrandmasScarfRestyle ScarfTieChallenge',
  },
  belt: {
    things: 'Buckle Chain Leather Western Dress Blazer Jeans Loop',
    moves: 'WaistCinch Chain Knot',
    verbs: 'Cinch Loop Knot',
    core: 'Buckle Leather Cinch',
    names:
      'CinchItChallenge BeltTheUnbeltable BeltItOrNot BeltThreeWays BeltOverTheBlazer BeltSwapChallenge BeltEverything ChainBeltFit',
  },
  earring: {
    things: 'Hoops Studs Pearls Huggies Dangles Cuff Charm Stack',
    moves: 'EarStack Statement MixAndMatch EarCuration',
    verbs: 'Stack Curate Mix',
    core: 'Hoops Studs EarStack',
    scenes: 'EarStack',
    names:
      'HoopsOrStuds StackMyEars OneEarringFiveFits MismatchedEarrings MakeYourOwnEarrings RankMyEarrings EarringSwap EarringsToMatchMyFit',
  },
  necklace: {
    things: 'Chain Pendant Pearls Locket Charm Choker Clasp Layers',
    moves: 'ChainStack CharmHunt DetangleHack Statement',
    verbs: 'Layer Stack Detangle',
    core: 'Chain Pendant Layer',
    names:
      'LayerTheChains DetangleMyNecklaces MakeACharmNecklace NecklaceFromPaperclips NecklaceForEveryNeckline WearAllMyNecklaces RankMyNecklaces NecklaceSwap',
    also: 'pendant chain',
  },
  glasses: {
    things: 'Frames Lenses Chain Case Round CatEye Tortoise Wireframe',
    moves: 'FrameTryOn FaceShape FrameFlip SpecsAppeal',
    verbs: 'Frame Style Flip',
    core: 'Frames Lenses FrameTryOn',
    scenes: 'EyeExam',
    names:
      'FindYourFrames SpecsAppeal GlassesSwapChallenge GlassesOrContacts MatchYourFrames GlassesThroughTheYears DIYGlassesChain GlassesFitCheck',
    also: 'eyeglasses specs',
  },
  loafer: {
    things: 'Socks Jeans Trousers Skirt Penny Tassel Platform Chunky',
    moves: 'CuffRoll OldMoneyFit PreppyFit',
    verbs: 'Style Pair Cuff',
    core: 'Penny Tassel PreppyFit',
    names:
      'LoafersThreeWays PennyInYourLoafer SocksAndLoafers LoaferFitCheck LoafersWithABow LoafersWithEverything PolishYourLoafers ChunkyLoaferFit',
  },
  sandal: {
    things: 'Slides Strap Platform Anklet Socks Pedicure Birks Sole',
    moves: 'SummerFit BeachDay ResortLook',
    verbs: 'Strap Style Slide',
    core: 'Strap Pedicure BeachDay',
    scenes: 'SandalSeason FlipFlops',
    names:
      'FirstSandalDay SocksAndSandals SandalsThreeWays DecorateYourSandals SandalFitCheck SandalSeasonKickoff GladiatorSandalTie PlatformSandalWalk',
    also: 'flipflops',
  },
  slipper: {
    things: 'Fuzzy Slides Socks Robe Pajamas Mules Blanket Mug',
    moves: 'CozyFit PajamaDay WFHFit LoungeLook',
    verbs: 'Lounge Shuffle Cozy',
    core: 'Fuzzy Robe Shuffle',
    names:
      'SlipperShuffle SlipperRunway SlipperDanceOff DIYFuzzySlippers CoziestSlipperContest SlipperFitFriday MatchingFamilySlippers SlipperSwap',
  },
  converse: {
    things: 'Chucks HighTop Laces Platform Canvas Star Sole Sharpie',
    moves: 'LaceSwap PlatformFit GrungeFit',
    verbs: 'Lace Doodle Customize',
    core: 'Chucks HighTop Doodle',
    scenes: 'Chucks',
    names:
      'DoodleOnYourChucks ConverseFitCheck ConverseHighVsLow ConverseThreeWays ChucksAndADress ConverseLaceSwap CleanYourConverse PlatformConverseFit',
    also: 'chucks',
  },
  vans: {
    things: 'Checkerboard Laces OldSkool SlipOn Canvas Sole Waffle',
    moves: 'LaceSwap SkateFit Checkerboard Customizing',
    verbs: 'Lace Skate Customize',
    core: 'Checkerboard SlipOn Skate',
    scenes: 'OffTheWall',
    names:
      'VansFitCheck CheckerboardEverything PaintYourVans VansOldSkoolVsSlipOn VansLaceSwap SkateInYourVans CleanYourVans VansThreeWays',
  },
  ugg: {
    things: 'Tasman UltraMini Platform Leggings Socks Hoodie Slipper Boots',
    moves: 'CozyFit WinterFit UltraMini Tasman',
    verbs: 'Cozy Style Restore',
    core: 'Boots UltraMini Cozy',
    scenes: 'UggSeason',
    names:
      'UggFitCheck UggsThreeWays UggsInSummer RestoreYourUggs UggsWithEverything UggsWithBows UggSeasonKickoff CozyFitCheck',
  },
  'new balance': {
    things: 'DadShoe Grey Laces Socks Sole Five50',
    moves: 'DadCore GreyDay LaceSwap FitPic',
    verbs: 'Lace Style Rock',
    core: 'DadShoe Grey Lace',
    scenes: 'DadShoe',
    names:
      'StyleYourDadShoes NewBalanceFitCheck GuessTheNewBalanceModel NewBalanceThreeWays GrandpasNewBalance CleanYourNewBalance NewBalanceSneakerSwap NewBalanceLaceSwap',
    also: 'nb',
  },
  birkenstock: {
    things: 'Boston Arizona Clog Socks Cork Suede Buckle Sole',
    moves: 'SocksAndClogs FallFit Restoration CozyFit',
    verbs: 'Style Restore Pair',
    core: 'Clog Cork SocksAndClogs',
    scenes: 'Birks',
    names:
      'BirksAndSocks BirksInWinter BirksFiveWays DecorateYourBirks BirkenstockFitCheck RestoreYourBirks BirksSeasonOpener BirksThroughTheYears',
    also: 'birks',
  },
  'doc martens': {
    things: 'Laces Platform Leather Socks Skirt Tights Sole Stitching',
    moves: 'BreakIn LaceUp GrungeFit Restoration',
    verbs: 'Lace Stomp Break',
    core: 'Laces Stitching BreakIn Stomp',
    names:
      'BreakInDocMartens DocMartensFitCheck DocsAndDresses LaceYourDocs ThriftDocMartens PaintYourDocs DocMartensThroughTheYears DocsThreeWays',
    also: 'drmartens',
  },
  shein: {
    things: 'Dress Top Jewelry Heels Bag Package Cart Receipt',
    moves: 'TryOn RealityCheck KeepOrReturn',
    verbs: 'Unbox Try Rate',
    core: 'Package TryOn Unbox',
    scenes: 'SheinHaul',
    names:
      'SheinWashTest SheinOrThrift OneSheinPieceThreeWays KeepOrReturnIt SheinHaulUnder50 SheinFitIn5Pieces SheinTryOn SheinFitCheck',
  },
  zara: {
    things: 'Blazer Trousers Tote Heels Knit Coat Bag Receipt',
    moves: 'TryOn FittingRoom SaleHaul',
    verbs: 'Shop Try Style',
    core: 'Blazer FittingRoom Shop',
    scenes: 'ZaraHaul',
    names:
      'ZaraFittingRoomVote ZaraFitCheck StyleTheZaraBlazer RecreateAZaraLook ZaraTryOn ZaraOutfitUnder50 ZaraVsThrift ZaraSaleHaul',
  },
  gucci: {
    things: 'Belt Loafer Bag Scarf Sunglasses Logo Horsebit Box',
    moves: 'LuxuryHaul DupeTest Unboxing',
    verbs: 'Unbox Style Flex',
    core: 'Belt Logo Unbox',
    names:
      'DesignerOrDupe GucciOnABudget GucciInspiredDIY GucciBeltThreeWays GucciFitCheck ThriftedGucciHunt GucciLoaferFit GucciUnboxing',
  },
  lululemon: {
    things: 'Leggings BeltBag Hoodie Jacket Align Define Scuba',
    moves: 'GymFit Athleisure TryOn WearTest',
    verbs: 'Style Stretch Layer',
    core: 'Leggings BeltBag Stretch',
    names:
      'LululemonFitCheck GymToBrunch LululemonWearTest LululemonVsDupe WhatsInMyBeltBag LeggingsThreeWays LululemonTryOn LuluMatchingSet',
    also: 'lulu',
  },
  tomboy: {
    things: 'Cap Hoodie Cargos Sneaker Flannel Jersey Beanie Tee',
    moves: 'BaggyFit Skatewear Oversized StreetStyle',
    verbs: 'Layer Rock Style',
    core: 'Cap Hoodie BaggyFit',
    names:
      'TomboyFitCheck TomboyButCute TomboyFormalLook TomboyThriftFlip TomboyThreeWays RaidingDadsCloset TomboyThroughTheYears SkaterTomboyStyle',
  },
  'soft girl': {
    things: 'Blush Cardigan Clip Heart Bow Plush Gloss Pastel',
    moves: 'SoftGlam PastelFit HeartFreckles CloudSkin',
    verbs: 'Blush Gloss Glow',
    core: 'Blush Pastel Heart Glow',
    names:
      'SoftGirlForAWeek SoftGirlFitCheck SoftGirlVsGrunge SoftGirlMakeover SoftGirlOnABudget SoftGirlThriftFlip PastelEverything CloudSkinChallenge',
  },
  'e girl': {
    things: 'Eyeliner Chain Stripes Hearts Clips Beanie Skirt Blush',
    moves: 'GraphicLiner HeartFreckles ColoredStreaks MirrorPic',
    verbs: 'Line Layer Glam',
    core: 'Eyeliner Chain HeartFreckles',
    names:
      'EGirlTransformation EGirlIn10Minutes GraphicLinerChallenge EGirlVsCottagecore EGirlFitCheck EGirlOnABudget ColoredStreaksReveal EGirlMakeoverForMom',
    also: 'eboy',
  },
  baddie: {
    things: 'Lashes Nails Gloss Hoops Heels Contour Bag Wig',
    moves: 'FullGlam SnatchedLook SlayLook Transformation',
    verbs: 'Slay Glam Serve',
    core: 'Lashes Nails FullGlam Slay',
    names:
      'BaddieVsSoftGirl BaddieTransformation BaddieIn10Minutes BaddieFitCheck BaddieOnABudget BaddieHairFlip BaddieFromThrift BaddieBirthdayFit',
  },
  'business casual': {
    things: 'Blazer Trousers Loafer Cardigan Tote Polo Chinos Watch',
    moves: 'WorkFit OfficeFit SmartCasual PowerLook',
    verbs: 'Tailor Style Layer',
    core: 'Blazer Chinos OfficeFit',
    scenes: 'CasualFriday NineToFive',
    names:
      'BusinessCasualFitCheck WorkOutfitsOfTheWeek GuessMyJobFromThisLook BusinessCasualThreeWays BusinessCasualOnABudget CasualFridayEdition WFHVsOfficeAttire BusinessCasualCapsule',
    also: 'workwear officewear',
  },
  athleisure: {
    things: 'Leggings Hoodie Sneaker Cap Crewneck Jacket Set',
    moves: 'GymToStreet MatchingSet CozyFit',
    verbs: 'Layer Stretch Style',
    core: 'Leggings Hoodie GymToStreet Stretch',
    scenes: 'GymToBrunch',
    names:
      'GymToBrunch AthleisureThreeWays OneSetFiveWays AthleisureFitCheck AthleisureFromThrift AthleisureOnABudget MonochromeMonday AthleisureAirportLook',
    also: 'gymfit activewear gymoutfit',
  },
  fairycore: {
    things: 'Wings Flowers Tulle Crown Glitter Lace Moss Mushroom',
    moves: 'FlowerCrown WoodlandFit FairyMakeup GlitterLook',
    verbs: 'Sparkle Twirl Glitter',
    core: 'Wings FlowerCrown Sparkle',
    scenes: 'FairyGarden FairyRing',
    names:
      'MakeYourOwnWings FairycoreFitCheck TulleSkirtTwirl FairycoreIn10Minutes FlowerCrownFit FairycoreThriftFlip FairycoreOnABudget FairyRingPhotoshoot',
    also: 'fairy',
  },
  hippie: {
    things: 'Flares Fringe Headband TieDye Beads Vest PeaceSign',
    moves: 'FlowerPower BellBottomFit GroovyLook',
    verbs: 'Groove Layer Fringe',
    core: 'TieDye PeaceSign FlowerPower Groove',
    scenes: 'Woodstock FlowerPower PeaceAndLove',
    names:
      'HippieFitCheck DressLikeA70sHippie TieDyeYourTee HippieThriftFlip FlowerPowerFit BellBottomsChallenge HippieHeadbandDIY HippieOnABudget',
  },
  '90s': {
    things: 'Flannel SlipDress Scrunchie Choker Overalls Bandana Windbreaker Butterfly',
    moves: 'ThrowbackFit MomJeans GrungeFit FrostedTips',
    verbs: 'Layer Scrunch Throw',
    core: 'Scrunchie Choker MomJeans',
    scenes: 'DialUp 90sKid',
    names:
      'BringBackThe90s RecreateA90sPhoto 90sSupermodelWalk 90sFitCheck Dress90sForADay ScrunchieEverything 90sThriftFlip 90sMakeupChallenge 90sBlowout',
    also: 'nineties',
  },
  '80s': {
    things: 'LegWarmers Neon Scrunchie ShoulderPads Windbreaker Headband Sweatband Perm',
    moves: 'NeonFit BigHair AerobicsLook PowerSuit',
    verbs: 'Tease Layer Glam',
    core: 'Neon LegWarmers BigHair',
    scenes: 'BigHair Boombox',
    names:
      'BigHairChallenge 80sAerobicsLook 5Minute80sMakeover ShoulderPadsEverything NeonHeadToToe RecreateAn80sPhoto 80sFitCheck 80sPowerSuit',
    also: 'eighties',
  },
  monochrome: {
    things: 'Black White Beige Cream Camel Grey Neutrals Tonal',
    moves: 'AllBlack OneColorFit ColorWeek',
    verbs: 'Layer Match Style',
    core: 'Black White OneColorFit Match',
    scenes: 'BlackAndWhite',
    names:
      'MonochromeIn60Seconds PickMyMonochromeColor MonochromeMatchTheWall MonochromeWeek AllBlackEverything ShadesOfOneColor MonochromeMakeup MonochromeFitCheck',
    also: 'allblack tonal',
  },
  pink: {
    things: 'Blazer Heels Bag Bow Gloss Cardigan Tulle Blush',
    moves: 'HeadToToe BarbieFit BlushGlam ShadeMatch',
    verbs: 'Glam Match Style',
    core: 'Bow Blush HeadToToe Glam',
    scenes: 'ThinkPink Barbiecore',
    names:
      'PinkEverything OnWednesdaysWeWearPink ThinkPinkChallenge PinkHeadToToe PinkFitCheck PinkThriftHunt ShadesOfPink WearPinkForACause',
    also: 'allpink',
  },
  matching: {
    things: 'Hoodie Pajamas Sweater Hat Sneaker Set Color Bestie',
    moves: 'TwinningFit CoordSet BestieFit CouplesFit ColorTheme',
    verbs: 'Match Coordinate Twin',
    core: 'Pajamas Bestie TwinningFit Twin',
    scenes: 'Twinning MatchingPJs',
    names:
      'TwinningChallenge MatchingWithoutPlanning MatchingThroughTheYears MatchingWithMyBestie MatchingFamilyFits MatchingWithGrandma MatchingPetOutfit MatchingCouplesFit',
    also: 'twinning matchingoutfits',
  },
  'mommy and me': {
    things: 'Dress Bow Sneaker Pajamas Hat Set Stroller Daughter',
    moves: 'MiniMeFit TwinningFit MatchingSet Photoshoot',
    verbs: 'Match Twin Style',
    core: 'Daughter Stroller MiniMeFit Twin',
    scenes: 'MiniMe',
    names:
      'TwinningWithMyMini MommyAndMeRunway MiniMeStyleSwap MommyAndMeColorMatch MommyAndMeTwirlTest MommyAndMeFitCheck MommyAndMeThenVsNow MommyAndMeBows',
    also: 'minime',
  },
  'color analysis': {
    things: 'Scarf Palette Fabric Swatch Mirror Lipstick Season Undertone',
    moves: 'SeasonReveal ScarfTest ColorTest PaletteSwap',
    verbs: 'Match Style Swatch',
    core: 'Palette Undertone SeasonReveal Swatch',
    names:
      'ColorAnalysisAtHome FindYourSeason WarmOrCoolChallenge ColorAnalysisScarfTest GoldOrSilverJewelry ColorAnalysisReveal WearYourBestColors ColorAnalysisOnMyMom',
    also: 'colouranalysis seasonalcolor',
  },
  'sustainable fashion': {
    things: 'Secondhand Linen Patch Tag Rental Denim Tote',
    moves: 'ClothesSwap Rewear ThriftFlip',
    verbs: 'Mend Rewear Thrift Swap',
    core: 'Secondhand Patch ClothesSwap Mend',
    scenes: 'SlowFashion ClothesSwap',
    names:
      '30WearsChallenge MendItChallenge SustainableCapsuleWeek SecondhandSeptember NoFastFashionMonth SustainableClosetSwap SustainableFitCheck SustainableFashionHaul SustainableGRWM',
    also: 'slowfashion ecofashion',
  },
  luxury: {
    things: 'Bag Loafer Scarf Watch Box Receipt Designer Dustbag',
    moves: 'OldMoneyLook DupeTest SaveVsSplurge',
    verbs: 'Unbox Style Invest',
    core: 'Designer Watch Unbox',
    scenes: 'FirstClass Penthouse',
    names:
      'DesignerOrDupe MakeItLookLuxury LuxuryOnABudget StyleAnHeirloom LuxuryThriftFind QuietLuxuryFit LuxuryFitCheck LuxuryUnboxing',
    also: 'designer',
  },
  'red carpet': {
    things: 'Gown Tux Heels Clutch Stairs Camera Train Stylist',
    moves: 'PressPose GrandEntrance OverShoulder Spin',
    verbs: 'Pose Strut Serve',
    core: 'Gown Tux GrandEntrance Pose',
    scenes: 'AwardShow Paparazzi PremiereNight',
    names:
      'RedCarpetAtHome RecreateARedCarpetLook RedCarpetPoseOff RedCarpetFromRecycling DIYRedCarpetGown RedCarpetGrandEntrance RedCarpetTwirl RedCarpetFamilyNight',
    also: 'oscars awardshow',
  },
  'fashion week': {
    things: 'Coat Sunglasses Runway Invite Camera Designer Lanyard FrontRow',
    moves: 'StreetStyle FrontRowFit RunwayWalk ShowDay Backstage',
    verbs: 'Strut Pose Style',
    core: 'Runway Designer FrontRow Strut',
    scenes: 'FrontRow Runway',
    names:
      'FashionWeekAtHome RunwayWalkOff FashionWeekInMyHallway DesignYourOwnCollection FashionWeekStreetStyle FashionWeekFitCheck FashionWeekOnABudget FrontRowFit',
    also: 'nyfw pfw',
  },
  quinceanera: {
    things: 'Gown Tiara Heels Crown Bouquet Court',
    moves: 'GrandEntrance Waltz DressReveal SurpriseDance',
    verbs: 'Glam Twirl Dance',
    core: 'Gown Tiara Waltz Twirl',
    scenes: 'Quince',
    names:
      'QuinceDressReveal QuinceWaltzChallenge QuinceSurpriseDance QuinceFitCheck QuinceGrandEntrance QuinceShoeCeremony QuinceCourtFits QuinceOnABudget QuinceaneraThenVsNow',
    also: 'quince xv',
  },
  'airport outfit': {
    things: 'Hoodie Sneaker Sweatpants Carryon Sunglasses Tote Cap NeckPillow',
    moves: 'ComfyFit TravelCapsule GateFit LayeringHack',
    verbs: 'Layer Pack Style',
    core: 'Carryon NeckPillow ComfyFit Pack',
    scenes: 'Airport TravelDay JetSet',
    names:
      'AirportFitCheck ComfyAirportFit AirportOutfitIn5Pieces AirportLayersChallenge AirportOutfitThreeWays WhatsInMyCarryOn AirportToVacationFit TravelDayFit',
    also: 'airportfit travelfit',
  },
  tailoring: {
    things: 'Trousers Blazer Hem Seam Pins TapeMeasure Chalk Mirror',
    moves: 'TakeIn Hemming Fitting',
    verbs: 'Tailor Hem Alter',
    core: 'TapeMeasure Hem Fitting Tailor',
    scenes: 'TailorShop',
    names:
      'BeforeAndAfterTailoring HemItMyself TailorYourThrift DIYTailoringChallenge TakeItInChallenge TailorGrandpasBlazer TailoredOrNot TailorForAFriend',
    also: 'alterations',
  },
  midsize: {
    things: 'Jeans Dress Swimsuit Blazer Top Skirt Belt Heels',
    moves: 'TryOn StylingHack FitPic Lookbook',
    verbs: 'Style Layer Try',
    core: 'Jeans TryOn Style',
    names:
      'MidsizeFitCheck MidsizeTryOn MidsizeJeansHunt OneSizeFitsAllTest MidsizeThreeWays MidsizeStylingHacks SameOutfitDifferentSizes MidsizeThriftHaul',
    also: 'curvy',
  },
  petite: {
    things: 'Heels Trousers Skirt Platform Belt Blazer Dress Crop',
    moves: 'ProportionHack HemHack HighWaist TryOn',
    verbs: 'Style Hem Layer',
    core: 'Heels Platform HighWaist Hem',
    names:
      'PetiteFitCheck PetiteStylingHacks ShortGirlFits PetiteTryOn PetiteJeansHunt PetiteVsTall OversizedOnPetite PetiteThreeWays',
    also: 'shortgirl',
  },
  menswear: {
    things: 'Overshirt Chinos Loafer Watch Bomber Polo Crewneck Boots',
    moves: 'FitPic SmartCasual Layering',
    verbs: 'Layer Tuck Style',
    core: 'Chinos Watch SmartCasual',
    names:
      'TuckOrUntuck MensFitCheck MenswearThreeWays BorrowFromTheBoys MenswearThriftFlip GrandpasClosetFit MenswearOnABudget MenswearThroughTheDecades',
    also: 'mensfashion mensstyle',
  },
  'disney bound': {
    things: 'Ears Bow Bag Sneaker Skirt Cardigan Pin Headband',
    moves: 'CharacterBound ColorMatch ParkFit PrincessFit',
    verbs: 'Bound Match Style',
    core: 'Ears CharacterBound ColorMatch',
    scenes: 'Disneyland MagicKingdom',
    names:
      'DisneyBoundFromMyCloset GuessMyCharacter DisneyBoundAVillain DisneyBoundAnObject DisneyBoundFitCheck FamilyDisneyBound SidekickDisneyBound DisneyBoundOnABudget',
    also: 'disneybounding',
  },
  princess: {
    things: 'Tiara Gown Tulle Crown Heels Gloves Cape Wand',
    moves: 'GrandEntrance Twirl Curtsy Transformation BallroomLook',
    verbs: 'Twirl Curtsy Glam',
    core: 'Tiara Gown Curtsy Twirl',
    scenes: 'FairyTale RoyalBall',
    names:
      'PrincessTransformation TwirlLikeAPrincess PrincessCurtsyChallenge PrincessWaveChallenge WhichPrincessAreYou DIYPrincessTiara ModernPrincessFit PrincessGRWM',
    also: 'princesscore',
  },
  'hair salon': {
    things: 'Chair Mirror Cape Dryer Scissors Foil Curler Shampoo Stylist Magazine',
    moves: 'BigChop ColorReveal Blowout JustATrim CapeSpin FoilStack',
    verbs: 'Cut Dye Blow Style Curl',
    core: 'Stylist Shampoo Blowout',
    scenes: 'SalonDay JustATrim',
    names:
      'JustATrimPlease BlowoutStrut SalonDayReveal SalonBlowoutAtHome SalonHairFlipTest SalonVsBoxDye HairSalonGlowUp FirstSalonVisit',
    also: 'hairdresser',
  },
  barbershop: {
    things: 'Chair Clipper Razor Comb Pole Cape Mirror Lollipop Mustache Fade',
    moves: 'FreshFade LineUp ChairSpin HotTowel BeardTrim BarberChat',
    verbs: 'Trim Shave Fade Comb',
    core: 'Clipper Comb FreshFade Trim',
    scenes: 'FreshCut BarberChair FreshFade',
    names:
      'FreshCutFriday BarbershopTransformation BarberChairSpin ThankYourBarber FirstBarbershopVisit GuessTheFade MatchingHaircuts BarbershopFitCheck',
    also: 'barber',
  },
  'hair stylist': {
    things: 'Scissors Comb Cape Chair Mirror BlowDryer Foil Curler Hairspray Salon',
    moves: 'BlowOut JustATrim SalonChat ColorReveal Highlights MirrorReveal',
    verbs: 'Cut Curl Style Trim Braid',
    core: 'Salon BlowDryer BlowOut Curl',
    scenes: 'SalonChair JustATrim',
    names:
      'HairStylistTransformation StylistPicksMyCut JustAnInchPlease WhatIAskedForVsGot ThankYourStylist StylistForADay StylistVsMe StylistColorReveal',
  },
  'pajama day': {
    things: 'Onesie Slipper Robe Pillow Blanket SleepMask Hoodie Mug Cereal',
    moves: 'SlipperShuffle OnesieReveal BedHead MatchingSet CozyRunway',
    verbs: 'Lounge Snuggle Match',
    core: 'Onesie Slipper BedHead Snuggle',
    scenes: 'PJ Sleepover',
    names:
      'PajamaDayRunway PajamaDayTwinning PajamaDayButFancy PajamaDayFitCheck CoziestOnesieContest BedHeadChallenge PajamaDaySlipperShuffle TeachersJoinPajamaDay',
    also: 'pjday',
  },
  'stanley cup': {
    things: 'Tumbler Straw Lid Handle Ice StrawTopper SiliconeBoot Cupholder Sticker',
    moves: 'ColorDrop CupCollection RestockRush SipCheck IceStillThere LidSwap',
    verbs: 'Sip Collect Match Refill',
    core: 'Tumbler Straw Sip',
    names:
      'MatchYourStanley DecorateYourStanley RateMyCupCollection StanleyRefillCount StanleyIceTest StanleyFitCheck StanleySwap WhatsInMyStanley',
    also: 'stanley stanleytumbler',
  },
  'hello kitty': {
    things: 'Bow Backpack Plushie Sticker Keychain Lunchbox Headband Pencil PhoneCase Pillow',
    moves: 'CollectionTour BowCheck KawaiiHaul ThemedOutfit StickerSwap',
    verbs: 'Collect Decorate Match Accessorize',
    core: 'Bow Plushie Sticker Collect',
    scenes: 'Sanrio',
    names:
      'DressLikeHelloKitty HelloKittyOnEverything HelloKittyBowChallenge HelloKittyFitCheck HelloKittyThriftFlip HelloKittyNailArt HelloKittyCollectionTour HelloKittyHaul',
    also: 'sanrio',
  },
  'get ready with me': {
    things: 'Mirror Makeup Outfit Hair Coffee Playlist Skincare Vanity',
    moves: 'StoryTime OutfitReveal FinalLook SkincareStep TimeLapse',
    verbs: 'Chat Style Glam',
    core: 'Mirror Makeup Outfit',
    scenes: 'MorningRoutine SchoolMorning',
    names:
      'GRWMIn10Minutes GRWMStoryTime GRWMFirstDayOfSchool GRWMWithMyMom SilentGRWMChallenge GRWMDrugstoreOnly GRWMFinalLookReveal GRWMWithMyBestie GRWMForPictureDay',
    also: 'grwm',
  },
  sweatpants: {
    things: 'Joggers Hoodie Sneakers Drawstring Cuffs Fleece Crewneck Socks',
    moves: 'CozyFit ElevatedLounge AirportLook MatchingSet StyleUp',
    verbs: 'Lounge Style Layer',
    core: 'Joggers Fleece Drawstring',
    scenes: 'LazySunday CozyDay',
    names:
      'SweatpantsButMakeItChic StyleYourSweatpants SweatpantsToDinner DressUpYourSweats MatchingSweatsetCheck SweatpantsFiveWays CozyFitCheck SweatpantsAirportFit SweatpantsVsJeans',
    also: 'joggers sweats trackpants',
  },
  'tank top': {
    things: 'Cami Ribbed WhiteTee Layering Straps Jeans Cardigan Necklace',
    moves: 'LayerUp TuckTest StyleFiveWays SummerFit BasicGlowUp',
    verbs: 'Layer Tuck Style',
    core: 'Ribbed Cami Layering',
    scenes: 'Heatwave',
    names:
      'OneTankFiveWays WhiteTankChallenge StyleTheBasicTank TankTopTuckTest TankTopLayeringHack TankTopGlowUp ThriftedTankFlip RibbedTankRanked TankAndJeansCheck',
    also: 'cami camisole',
  },
  vest: {
    things: 'Waistcoat Puffer Tailored Knit Denim Buttons Layering Blazer',
    moves: 'LayerOver TailoredFit SuitSet ThriftFind StyleThreeWays',
    verbs: 'Layer Button Style',
    core: 'Waistcoat Knit Puffer',
    names:
      'SweaterVestChallenge WaistcoatWednesday OneVestThreeWays VestAsATop VestOverEverything VestOverAHoodie PufferVestFitCheck ThriftedVestFlip GrandpasVestRestyle',
    also: 'waistcoat sweatervest',
  },
  sundress: {
    things: 'Linen Florals Straps Sandals StrawHat Eyelet Cardigan Basket',
    moves: 'TwirlTest PicnicFit GoldenHourShoot SummerLook ThriftFind',
    verbs: 'Twirl Stroll Style',
    core: 'Florals Linen StrawHat',
    scenes: 'Picnic SummerDay GoldenHour',
    names:
      'SundressTwirlTest OneSundressFiveWays SundressPocketReveal SundressAndSneakers SundressLayeredForFall ThriftedSundressFlip SundressSwap SewASundress FloralFaceOff',
  },
  gown: {
    things: 'Tulle Train Corset Sequins Satin Bodice Tiara Heels',
    moves: 'GrandEntrance TwirlShot TrainToss RedCarpetWalk StaircaseReveal',
    verbs: 'Twirl Glide Pose',
    core: 'Tulle Train Satin',
    scenes: 'Gala Ball Formal',
    names:
      'GownStaircaseReveal BallGownTwirl PaperGownChallenge SketchYourDreamGown GrandEntranceChallenge ThriftedGownFlip GownOnABudget RedCarpetGownRecreate TulleTrainToss',
    also: 'ballgown eveninggown',
  },
  jersey: {
    things: 'Number TeamColors Nameplate Patch Sleeves Cap Sneakers Jeans',
    moves: 'GameDayFit Blokecore StyleItUp ThriftFind LayerOver',
    verbs: 'Style Rep Layer',
    core: 'TeamColors Number Nameplate',
    scenes: 'GameDay MatchDay',
    names:
      'GameDayJerseyFit StyleAJerseyThreeWays BlokecoreFitCheck VintageJerseyHunt JerseyAsADress RepYourTeamFit ThriftedJerseyFind JerseySwapChallenge JerseyWithABlazer',
    also: 'blokecore',
  },
  'ballet flats': {
    things: 'Bows MaryJanes Satin Ribbon Tights Socks Leather Skirt',
    moves: 'BowUpgrade BalletcoreFit RibbonLace SockStyling CommuteTest',
    verbs: 'Tie Style Step',
    core: 'Bows Satin Ribbon',
    scenes: 'Balletcore',
    names:
      'BalletFlatsPirouette AddABowToYourFlats StyleFlatsFiveWays BalletFlatsFitCheck BalletFlatsVsSneakers RibbonLaceFlats BalletcoreOnABudget FlatsWithFrillySocks DIYFlatsGlowUp',
    also: 'flats balletcore',
  },
  'mary janes': {
    things: 'Straps Buckle Platforms Socks Tights Patent Skirt Lace',
    moves: 'SockPairing StrapCheck DollyFit PlatformStep ThriftFind',
    verbs: 'Buckle Step Style',
    core: 'Straps Buckle Platforms',
    names:
      'MaryJanesAndSocks MaryJanesTapDance StyleMaryJanesThreeWays MaryJanesWithEverything BuckleUpChallenge MaryJanesFitCheck ThriftedMaryJanes MaryJanesWithJeans DIYMaryJaneBows',
  },
  gloves: {
    things: 'Leather Lace Mittens Opera Knit Satin Fingerless Cuffs',
    moves: 'OperaGloveGlam WinterLayer KnitPair LaceDetail StyleUp',
    verbs: 'Pull Layer Style',
    core: 'Leather Lace Opera',
    scenes: 'WinterWalk Gala',
    names:
      'GloveFlickReveal OperaGloveGlam KnitYourOwnGloves GloveColorPop LeatherGloveFitCheck VintageGloveHunt FingerlessGloveDIY GlovesToTheGala MatchYourGlovesChallenge',
    also: 'glove',
  },
  raincoat: {
    things: 'Umbrella RainBoots Hood Puddles Trench Yellow Poncho Clear',
    moves: 'PuddleJump RainyDayFit ColorPop UmbrellaMatch StormStyle',
    verbs: 'Splash Layer Style',
    core: 'Umbrella RainBoots Hood',
    scenes: 'RainyDay Drizzle',
    names:
      'SingingInTheRaincoat PuddleJumpChallenge RaincoatColorPop MatchYourUmbrella RaincoatSpinTest RainyDayFitCheck RaincoatOverEverything RaincoatVsTrench ThriftedRaincoatFind',
    also: 'raincoats',
  },
  bracelet: {
    things: 'Beads Charms Bangles Friendship Chain Cuff Gold Stack',
    moves: 'ArmStack BeadTrade CharmAdd StackCheck KnotWeave',
    verbs: 'String Stack Trade',
    core: 'Beads Charms Bangles',
    scenes: 'ConcertNight',
    names:
      'FriendshipBraceletTrade BraceletStackCheck BraceletForABestie CharmBraceletStory 10MinuteBracelet BraceletSwapChallenge ArmCandyGlowUp BraceletOfMemories ClayBeadBraceletDIY',
    also: 'bangle',
  },
  ring: {
    things: 'Stack Gold Silver Signet Gemstone Band Knuckle Mood',
    moves: 'StackUp HandPose StackSwap DIYWire MoodCheck',
    verbs: 'Stack Pose Style',
    core: 'Stack Gold Silver',
    names:
      'RingStackCheck WireRingDIY MoodRingReveal ChunkyRingChallenge ThriftedRingHaul SignetRingStory HandPoseChallenge RingStackSwap GoldVsSilverRings',
  },
  headband: {
    things: 'Pearls Velvet Knotted Padded Bow Ribbon Claw Plaits',
    moves: 'PearlGlowUp BraidedCrown DIYKnot SlickBack StyleUp',
    verbs: 'Slide Style Knot',
    core: 'Pearls Velvet Knotted',
    names:
      'OneHeadbandFiveLooks HeadbandIn10Seconds HeadbandBraidCrown HeadbandVsClawClip HeadbandThroughTheDecades ScarfAsAHeadband PaddedHeadbandDIY HeadbandComebackFit KnottedHeadbandSew',
  },
  scrunchie: {
    things: 'Satin Velvet Silk Ponytail Wrist Fabric Elastic Bun',
    moves: 'FabricScrap WristStack MessyBun HighPony SatinSwap',
    verbs: 'Sew Twist Tie',
    core: 'Satin Velvet Elastic',
    names:
      'SewAScrunchieIn10 ScrapFabricScrunchie ScrunchieWristStack GiantScrunchieLook MatchYourScrunchie SatinScrunchieSleepTest OneScrunchieThreeBuns ScrunchieSwap ThriftedShirtScrunchie',
  },
  bob: {
    things: 'Blunt Layers Bangs Curls Flatiron Clips Part Volume',
    moves: 'BigReveal FlippedEnds SleekStraight TuckBehind CurlyCut',
    verbs: 'Chop Flip Style',
    core: 'Blunt Layers Bangs',
    scenes: 'BigChop',
    names:
      'LongHairToBob FakeBobWithPins BobOrNot BobFlipTest StyleYourBobFiveWays FrenchBobTransformation SleekBobGlowUp BobCutReveal ItalianBobCheck',
    also: 'bobcut',
  },
  'pixie cut': {
    things: 'Cropped Short Clippers Sideswept Texture Fringe Gel Shears',
    moves: 'BigChop TexturizeUp SideSweep GrowOut SlickBack',
    verbs: 'Chop Tousle Style',
    core: 'Cropped Fringe Texture',
    names:
      'PixieCutReveal FakePixieTryOn PixieCutFiveWays PixieIn60Seconds GrowingOutMyPixie PixieTextureHack PixieWithClips BigChopPixieDay PixieConfidenceCheck',
  },
  'buzz cut': {
    things: 'Clippers Guard Fade Scalp Stubble Lineup Cap Shape',
    moves: 'BigShave FreshCut GrowOut HeadShape ConfidenceCheck',
    verbs: 'Buzz Shave Trim',
    core: 'Clippers Guard Lineup',
    scenes: 'FreshCutDay',
    names:
      'BuzzCutReveal BuzzCutColorReveal BuzzCutVsLongHair FirstBuzzCutStory BuzzCutGrowOutDiary BuzzCutConfidenceCheck BuzzCutFitCheck BuzzCutWithBigEarrings BuzzCutForACause',
  },
  fade: {
    things: 'Clippers Lineup Taper Barber Razor Edges Waves Comb',
    moves: 'TaperBlend TaperCut FreshLineup BlendCheck BackOfHead',
    verbs: 'Blend Trim Line',
    core: 'Clippers Taper Lineup',
    scenes: 'BarberChair',
    names:
      'FreshFadeReveal BlendCheckChallenge GuessTheFadeNumber LowVsHighFade SkinFadeCheck TaperFadeGlowUp FadeWithADesign BackOfTheHeadReveal FirstFadeReaction',
    also: 'skinfade taperfade',
  },
  blonde: {
    things: 'Toner Highlights Roots Platinum Honey Balayage PurpleShampoo Foils',
    moves: 'RootTouchUp TonerReveal FoilReveal GlossTreatment WigTryOn',
    verbs: 'Tone Lighten Gloss',
    core: 'Toner Highlights Platinum',
    names:
      'BrunetteToBlonde BlondeForADay BlondeOrBrunette PurpleShampooTest BlondeTonerReveal HoneyBlondeGlowUp BlondeThroughTheYears PlatinumWigTryOn BlondeRootsCheck',
    also: 'blond',
  },
  'silk press': {
    things: 'FlatIron HeatProtectant Bounce Swing Bonnet Blowdryer Shine Ends',
    moves: 'BounceCheck SwingTest PreserveIt WrapAtNight SlowMoFlip',
    verbs: 'Straighten Wrap Flip',
    core: 'FlatIron Bounce Swing',
    names:
      'SilkPressSwingTest SilkPressBounceCheck NaturalToSilkPress MakeYourSilkPressLast SlowMoHairFlip SilkPressOneWeekLater BonnetCheckChallenge SilkPressForPictureDay WrapItUpTonight',
  },
  pedicure: {
    things: 'Toes Polish Pumice Sandals Glitter Lotion Flowers Toenails',
    moves: 'AtHomeSpa ColorPick FootSoak NailArt SandalReady',
    verbs: 'Soak Paint Polish',
    core: 'Toes Polish Sandals',
    scenes: 'SpaDay SandalSeason',
    names:
      'DIYPedicureNight PedicureColorMatch SummerPediColorPick ToeNailArtTry PedicureForMyMom BestiePedicureNight AtHomePedicureSpa SandalReadyToes PediGlowUp',
    also: 'pedi',
  },
  'french tips': {
    things: 'Almond Square Micro Chrome White Polish Glitter Stencil',
    moves: 'ColoredTips MicroFrench ChromeTop TipTape SteadyHand',
    verbs: 'Paint Tape Polish',
    core: 'White Almond Micro',
    names:
      'FrenchTipsNoTape SteadyHandFrenchTip FrenchTipsWrongHand RainbowFrenchTips FrenchTipsWithATwist FrenchTipsAtHome SiliconeStampFrenchHack ColoredTipsChallenge ChromeFrenchGlowUp',
    also: 'frenchtip frenchmanicure frenchnails',
  },
  concealer: {
    things: 'UnderEye Sponge Brush ColorCorrector Peach Powder Triangle Shade',
    moves: 'TriangleTrick ColorCorrect BlendTest CreaseCheck LiftedLook',
    verbs: 'Blend Brighten Set',
    core: 'UnderEye Sponge ColorCorrector',
    names:
      'ConcealerTriangleTrick ConcealerShadeMatch CreaseFreeConcealer ConcealerWearTest DrugstoreConcealerFaceOff ConcealerBlendTest ColorCorrectorMagic OneConcealerFullFace ConcealerAsContour',
  },
  bronzer: {
    things: 'SunKissed Brush Warmth Cheekbones Contour Glow Powder Cream',
    moves: 'ThreeShape SunKissedGlow FaceWarmup BlendDown CreamVsPowder',
    verbs: 'Sweep Warm Blend',
    core: 'SunKissed Glow Warmth',
    scenes: 'SummerGlow',
    names:
      'BronzerOnlyMakeup CreamVsPowderBronzer BronzerWrongHand SunKissedIn60Seconds BronzerAsEyeshadow BronzerShadeMatch ThreeShapeBronzerTrick DrugstoreBronzerRanked BronzerGlowUp',
  },
  glitter: {
    things: 'Sparkle Gems Sequins Gloss Stars Shimmer Holographic Rhinestones',
    moves: 'FestivalFace SparkleLook GemPlacement ShimmerCheck HoloGlam',
    verbs: 'Shine Dazzle Gem',
    core: 'Sparkle Gems Shimmer',
    scenes: 'NewYearsEve',
    names:
      'SparkliestFitWins GlitterLinerChallenge GlitterIn60Seconds GlitterEverythingDay FestivalGlitterFace GemAndGlitterGlam GlitterTearsLook EcoGlitterGlam GlitterNailArt',
  },
  'leopard print': {
    things: 'Cheetah Spots FauxFur Skirt Scarf Heels Belt Coat',
    moves: 'PrintMix AnimalPrintFit SpotStyle LayerUp NeutralPair',
    verbs: 'Mix Style Clash',
    core: 'Cheetah Spots FauxFur',
    names:
      'LeopardIsANeutral LeopardPrintFitCheck LeopardSkirtThreeWays LeopardHeadToToe LeopardWithEverything LeopardWithAPopOfRed CheetahVsLeopard LeopardPrintMixMatch ThriftedLeopardFind',
    also: 'animalprint cheetahprint',
  },
  plaid: {
    things: 'Flannel Tartan Kilt Skirt Blazer Scarf Check Pleats',
    moves: 'PatternMix TartanLayer SchoolFit AutumnLook SkirtSpin',
    verbs: 'Layer Mix Style',
    core: 'Tartan Flannel Pleats',
    scenes: 'CozyAutumn',
    names:
      'DoublePlaidDare PlaidSkirtThreeWays TartanTuesday PlaidBlazerFitCheck ThriftedPlaidFlip ClashingPrintsChallenge MatchingPlaidFamily PlaidScarfFiveWays PlaidPatternMix',
    also: 'tartan',
  },
  sequins: {
    things: 'Sparkle Paillettes Disco Minidress Top Skirt Jacket Heels',
    moves: 'DiscoTwirl DayToNight SparkleWalk PartyFit MirrorBall',
    verbs: 'Twirl Shine Dance',
    core: 'Sparkle Disco Paillettes',
    scenes: 'PartyNight DiscoNight',
    names:
      'SequinsForDaytime SequinTwirlTest SequinsWithSneakers SequinsOnlyWeek MirrorBallFitCheck SparkleTwirlSlowMo SequinsToBrunch SewOnSequinsDIY DiscoSequinFit',
    also: 'sequined sequin',
  },
  lace: {
    things: 'Trim Doily Collar Socks Gloves Corset Veil Slip',
    moves: 'TrimAdd DoilyFlip LayerUp VintageFind RomanticFit',
    verbs: 'Sew Trim Layer',
    core: 'Trim Doily Collar',
    names:
      'AddLaceToAnything DoilyTopDIY LaceLayeringChallenge LaceSocksAndLoafers GrandmasLaceRestyle LaceSlipDressThreeWays LaceTrimFlip VintageLaceHunt LaceCollarGlowUp',
  },
  bridesmaid: {
    things: 'Dress Bouquet Robes Heels Updo Satin Sage Champagne',
    moves: 'ProposalBox MatchingRobes BouquetToss DressTryOn PartyEntrance',
    verbs: 'Toast Twirl Celebrate',
    core: 'Dress Bouquet Robes',
    scenes: 'WeddingDay GettingReady',
    names:
      'BridesmaidProposalBox BridesmaidSquadEntrance BridesmaidDressRestyle MixAndMatchBridesmaids BridesmaidDressTryOn BridesmaidSpeechIn60 BridesmaidGRWM BridesmaidOnABudget MatchingRobesMorning',
    also: 'maidofhonor',
  },
  'ren faire': {
    things: 'Corset Chemise Cloak Crown Flowers Lace Bodice Boots',
    moves: 'FaireFit FlowerCrown CloakTwirl PeasantLook RoyalLook',
    verbs: 'Lace Twirl Costume',
    core: 'Corset Chemise Cloak',
    scenes: 'FaireDay',
    names:
      'RenFaireFromMyCloset PeasantVsRoyalLook CloakTwirlChallenge RenaissancePortraitPose RenFaireFitCheck ThriftedRenFaireFit RenFaireCharacterFit RenFaireOnABudget FaireDayGRWM',
    also: 'renaissancefaire renfair renaissancefair',
  },
  shopping: {
    things: 'Cart Bags Receipt Mall FittingRoom Wishlist Budget Rack',
    moves: 'ThriftRun MallDay TryOnRound BudgetHaul Returns',
    verbs: 'Browse Shop Try',
    core: 'Mall FittingRoom Rack',
    scenes: 'SaleDay',
    names:
      'OneStoreFullOutfit ShopForYourBestie 20DollarShoppingChallenge ShopByColorChallenge WishlistVsReality ChatPicksMyLook ShoppingDiceChallenge FittingRoomFitCheck HeadToToeUnder30',
    also: 'shoppingspree windowshopping',
  },
  'mood board': {
    things: 'Swatches Magazine Collage Fabric Colors Pins Sketches Cork',
    moves: 'CollageBuild ColorPull LookRecreate BoardToOutfit SeasonPlan',
    verbs: 'Pin Collage Curate',
    core: 'Swatches Collage Colors',
    names:
      'MoodBoardToOutfit RecreateMyMoodBoard GuessMyMoodBoard MoodBoardSwapChallenge MoodBoardInFiveMinutes StyleMyMoodBoard OneColorMoodBoard BoardVsRealityFit FallMoodBoardBuild',
  },
  accessories: {
    things: 'Jewelry Belts Bags Scarves Hats Sunglasses Charms Pins',
    moves: 'AccessoryStack BasicToBold ScarfTie LayerUp StyleSwap',
    verbs: 'Accessorize Layer Style',
    core: 'Jewelry Belts Scarves',
    names:
      'SameOutfitNewAccessories BasicToBoldChallenge AccessorizeABasicTee AccessoriesOnlyGlowUp ChooseMyAccessories AccessorySwapWithMom ThriftedAccessoryHaul OneScarfTenWays WhatsInMyAccessoryBox',
    also: 'accessory',
  },
  'cowboy boots': {
    things: 'Boots Stitching Fringe Denim Hat Buckle Leather Toe',
    moves: 'BootScoot TwoStep StompTest BootShine StyleSwap',
    verbs: 'Style Stomp Scoot',
    core: 'Boots Stitching Fringe',
    scenes: 'Rodeo Nashville HonkyTonk',
    names:
      'TwoStepInNewBoots BootScootinChallenge CowboyBootsThreeWays CowboyBootsWithEverything CowboyBootsWithADress ThriftedCowboyBoots BootShineGlowUp CowboyBootsToBrunch',
    also: 'westernboots cowgirlboots',
  },
  'cowboy hat': {
    things: 'Brim Crown Hatband Feathers Straw Felt Boots Bandana',
    moves: 'BrimTip HatbandSwap CrownShape FeatherAdd',
    verbs: 'Tip Shape Style',
    core: 'Brim Hatband Felt',
    scenes: 'Rodeo Nashville',
    names:
      'TipOfTheHatChallenge CowboyHatForADay CowboyHatWithEveryFit DecorateYourCowboyHat CowboyHatTossChallenge CowboyHatBandSwap StrawOrFeltDebate CowboyHatOutfitCheck',
    also: 'cowgirlhat stetson',
  },
  'bucket hat': {
    things: 'Brim Crochet Reversible Canvas Denim Patchwork Fleece Print',
    moves: 'FlipSide CrochetMake HatRotation PrintClash',
    verbs: 'Flip Crochet Style',
    core: 'Brim Crochet Reversible',
    scenes: 'Festival',
    names:
      'CrochetABucketHat ReversibleHatFlip BucketHatFiveFits BucketHatVsBallCap PaintYourBucketHat BucketHatSwap BucketHatRotation NinetiesBucketHatFit',
  },
  'baseball cap': {
    things: 'Brim Snapback DadHat Logo Bill Fitted Patch Visor',
    moves: 'BackwardsFlip BillCurl CapRotation PatchDIY',
    verbs: 'Flip Curl Style',
    core: 'Brim Snapback DadHat',
    names:
      'CapFlipChallenge CapTossChallenge BallCapThreeWays CurveOrFlatBill CapRotationWeek BallCapHairHacks CapCollectionTour DadHatOutfitCheck',
    also: 'ballcap dadhat snapback truckerhat',
  },
  beret: {
    things: 'Wool Felt Tilt Pin Stripes Trench Baguette Scarf',
    moves: 'TheTilt AngleCheck PinDecorate ColorPop',
    verbs: 'Tilt Style Pin',
    core: 'Wool Tilt Stripes',
    scenes: 'Paris Cafe Autumn',
    names:
      'FindYourBeretTilt BeretThreeWays BeretWithEverything CrochetABeret PinYourBeret BeretColorPop BeretAndStripes ThriftedBeretHaul',
  },
  bandana: {
    things: 'Paisley Square Knot Kerchief Ponytail Neck Headband Triangle',
    moves: 'FoldAndTie NeckKnot HairWrap TopKnot',
    verbs: 'Fold Tie Wrap',
    core: 'Paisley Kerchief Knot',
    names:
      'OneBandanaFiveWays BandanaIn10Seconds GuessTheBandanaTie BandanaHairHacks BandanaColorMatch BandanaSwap TieDyeABandana BandanaNeckKnot',
    also: 'bandanna',
  },
  durag: {
    things: 'Waves Silk Velvet Tails Knot Brush Satin Cap',
    moves: 'WaveCheck TieTight TailFlow BrushSession',
    verbs: 'Tie Brush Wrap',
    core: 'Waves Silk Velvet',
    names:
      'WaveCheckChallenge DuragTieIn30Seconds DuragTailFlow DuragColorRotation MatchYourDurag SilkVsVelvetDurag DuragFitCheck DuragSwap',
    also: 'doorag',
  },
  bonnet: {
    things: 'Satin Silk Curls Pillowcase Edges Twists Nighttime Wrap',
    moves: 'NightRoutine CurlProtect WrapUp PineappleUp',
    verbs: 'Wrap Protect Tuck',
    core: 'Satin Silk Curls',
    names:
      'BonnetOffCurlReveal BonnetOnIn10Seconds DecorateYourBonnet SewABonnetChallenge MatchYourBonnetToPJs SatinBonnetDIY SilkVsSatinBonnet PineappleAndBonnet',
    also: 'satinbonnet hairbonnet',
  },
  pearls: {
    things: 'Necklace Earrings Strand Studs Choker Clasp Brooch Headband',
    moves: 'LayerUp StrandStack ClipOn Restring',
    verbs: 'Layer Restring Style',
    core: 'Necklace Strand Earrings',
    scenes: 'Brunch Gala',
    names:
      'PearlsWithEverything PearlsAndDenim DIYPearlHairClips RestringTheStrand PearlLayeringCheck PearlsOnSneakers PearlHeadbandGlowUp ThriftedPearlHaul',
    also: 'pearl',
  },
  watch: {
    things: 'Strap Dial Bracelet Band Wrist Leather Gold Steel',
    moves: 'StrapSwap WristStack BandRotation DialCheck',
    verbs: 'Swap Stack Style',
    core: 'Strap Dial Wrist',
    names:
      'WatchStrapSwap WristStackChallenge WatchOfTheWeek VintageWatchHunt WatchMatchesTheFit WristCheckWednesday GoldOrSilverWatch ThriftedWatchFind',
    also: 'wristwatch',
  },
  polo: {
    things: 'Collar Pique Buttons Tennis Golf Chinos Stripes Knit',
    moves: 'CollarPop TuckIn LayerUnder ColorBlock',
    verbs: 'Pop Tuck Style',
    core: 'Collar Pique Tennis',
    scenes: 'CountryClub',
    names:
      'PopTheCollar PoloShirtThreeWays TuckedOrUntucked PoloAndPearls PoloSwap KnitPoloGlowUp VintagePoloHunt PoloColorCheck',
    also: 'poloshirt',
  },
  turtleneck: {
    things: 'Mockneck Knit Ribbed Blazer Layers Necklace Black Cashmere',
    moves: 'LayerUnder TuckIn ChainOver MockSwap',
    verbs: 'Layer Tuck Style',
    core: 'Mockneck Knit Layers',
    scenes: 'FallFit',
    names:
      'TurtleneckUnderADress TurtleneckThreeWays NecklaceOverTurtleneck TurtleneckWithEverything BlackTurtleneckUniform MockneckVsTurtleneck TurtleneckBlazerFit TurtleneckSeasonOpener',
    also: 'rollneck',
  },
  'leather jacket': {
    things: 'Zippers Biker Moto Collar Boots Jeans Vintage Studs',
    moves: 'SleevePush ZipUp CollarFlip JacketSwap',
    verbs: 'Zip Layer Style',
    core: 'Biker Zippers Moto',
    names:
      'LeatherJacketThreeWays ThriftedLeatherJacket LeatherJacketOverADress MotoJacketGlowUp LeatherJacketAndSneakers VintageLeatherHunt FauxLeatherFind LeatherJacketRotation',
    also: 'motojacket bikerjacket',
  },
  'varsity jacket': {
    things: 'Letterman Patches Chenille Sleeves Snaps Stripes Letter Pins',
    moves: 'PatchSwap SleeveRoll GameDayFit',
    verbs: 'Patch Snap Style',
    core: 'Letterman Patches Chenille',
    names:
      'VarsityJacketPatchDIY VarsityAndPearls VarsityJacketThreeWays VarsityJacketSwap ThriftedVarsityJacket VarsityJacketGameDay VarsityJacketRotation LettermanLookbook',
    also: 'lettermanjacket',
  },
  tracksuit: {
    things: 'Velour Joggers Stripes Sneakers Matching Jacket Pants Hoodie',
    moves: 'ZipUp FullSet MixAndMatch TrackStyle',
    verbs: 'Zip Match Style',
    core: 'Velour Joggers Stripes',
    scenes: 'Airport',
    names:
      'VelourTracksuitRevival TracksuitThreeWays TracksuitToDinner MatchingTracksuitDay TrackJacketOverADress TracksuitGlowUp ThriftedTracksuit TracksuitAirportFit',
  },
  suspenders: {
    things: 'Clips Straps Buttons Trousers Bowtie Shirt Plaid Jeans',
    moves: 'ClipOn StrapSnap DropDown',
    verbs: 'Clip Snap Style',
    core: 'Clips Straps Trousers',
    names:
      'SuspenderSnapChallenge SuspendersThreeWays SuspendersWithEverything SuspendersAndSneakers SuspendersWithASkirt SuspendersOverASweater VintageSuspenderFit PlaidAndSuspenders',
    also: 'suspender',
  },
  maximalist: {
    things: 'Prints Colors Layers Patterns Rings Beads Clash Ruffles',
    moves: 'PrintClash ColorStack LayerUp MoreIsMore',
    verbs: 'Clash Layer Stack',
    core: 'Prints Colors Patterns',
    scenes: 'MoreIsMore',
    names:
      'MaximalistOutfitChallenge PrintClashChallenge MaximalistMonday MaximalistVsMinimalist AddOneMoreThing MaximalistRingStack MaximalistThriftHaul ClashThreePrints',
    also: 'maximalism',
  },
  'coastal grandmother': {
    things: 'Linen Cardigan StrawHat Stripes Espadrilles Hydrangeas Basket Pearls',
    moves: 'LinenLayer BeachWalk GardenBrunch CardiganDrape',
    verbs: 'Layer Stroll Relax',
    core: 'Linen Cardigan StrawHat',
    scenes: 'Seaside Nantucket',
    names:
      'CoastalGrandmaFit AllLinenChallenge CardiganOverShoulders CoastalGrandmaIn5Pieces CoastalGrandmaOnABudget CoastalGrandmaHaul StrawBasketStyling CoastalGrandmaBrunch',
    also: 'coastalgranny coastalgrandma',
  },
  gorpcore: {
    things: 'Fleece Puffer HikingBoots Windbreaker Carabiner Beanie TrailShoes Vest',
    moves: 'LayerUp TrailToTown GearCheck',
    verbs: 'Layer Hike Style',
    core: 'Fleece HikingBoots Windbreaker',
    scenes: 'Trailhead',
    names:
      'TrailToTownOutfit GorpcoreToTheOffice GorpcoreFitCheck FleeceLayeringChallenge GorpcoreVsStreetwear HikingBootsToBrunch GorpcoreOnABudget ThriftedGorpcoreHaul',
  },
  'french girl': {
    things: 'Stripes Beret Trench RedLip BalletFlats Baguette Denim Scarf',
    moves: 'EffortlessHair RedLipSwipe ScarfTie CafeStroll',
    verbs: 'Tie Stroll Style',
    core: 'Stripes Beret RedLip',
    scenes: 'Paris Cafe',
    names:
      'StripesAndARedLip FrenchGirlIn10Minutes FrenchGirlFitCheck EffortlessBedHead TieYourScarfParisStyle FrenchGirlCapsule FrenchGirlOnABudget TrenchAndBalletFlats',
    also: 'frenchgirlstyle parisianchic',
  },
  casual: {
    things: 'Jeans Tee Sneakers Hoodie Cardigan Tote Crewneck Joggers',
    moves: 'ElevatedBasics TuckIn ThrowOn LayerUp',
    verbs: 'Throw Layer Style',
    core: 'Jeans Tee Sneakers',
    scenes: 'Weekend Errands',
    names:
      'ElevatedCasualChallenge CasualButMakeItCute JeansAndATee ThreeBasicsFiveWays CasualFridayFit ErrandsOutfitCheck EffortlessCasualFit SneakersWithEverything',
  },
  stripes: {
    things: 'Breton Navy Pinstripe Rugby Tee Vertical Horizontal Sailor',
    moves: 'StripeClash PatternMix NauticalFit VerticalCheck',
    verbs: 'Mix Style Clash',
    core: 'Breton Navy Pinstripe',
    scenes: 'Nautical',
    names:
      'StripeClashChallenge VerticalOrHorizontal StripesWithFlorals StripesAllWeek StripeMatchTheWall BretonStripeFit PinstripeGlowUp NauticalStripeDay',
    also: 'striped stripe',
  },
  camo: {
    things: 'Cargo Jacket Pants Olive Khaki Boots Print Hoodie',
    moves: 'PrintMix MilitaryLayer TonalFit',
    verbs: 'Hide Blend Style',
    core: 'Cargo Olive Print',
    scenes: 'Outdoors',
    names:
      'HideInPlainSight CamoMeetsPink CamoPantsThreeWays CamoWithHeels CamoDressUp CamoFitCheck CamoCargoGlowUp ThriftedCamoJacket',
  },
  gingham: {
    things: 'Checks Picnic Sundress Bows Ribbons Pastel Blouse Tablecloth',
    moves: 'PicnicFit CheckMix RibbonTie',
    verbs: 'Tie Style Mix',
    core: 'Checks Picnic Sundress',
    scenes: 'Picnic Summer',
    names:
      'TableclothToDress GinghamHeadToToe GinghamAndBows GinghamThreeWays SewAGinghamSundress GinghamSwap GinghamColorRanked GinghamPicnicFit',
  },
  layering: {
    things: 'Cardigan Turtleneck Vest Blazer Scarf Tank Longsleeve Coat',
    moves: 'ThreeLayers TuckAndDrape SleeveShow HemStack',
    verbs: 'Layer Drape Stack',
    core: 'Cardigan Vest Blazer',
    scenes: 'FallFit Winter',
    names:
      'HowManyLayersChallenge LayeringWithOnlyBasics OneTankFiveLayers LayeringHackIn60 ThreeLayerRule VestOverEverything LayeringWithoutBulk SummerLayeringFit',
  },
  styling: {
    things: 'Accessories Belts Rolls Tucks Cuffs Scarves Shoes Jewelry',
    moves: 'FrenchTuck SleeveRoll BeltCinch CuffJeans AccessoryAdd',
    verbs: 'Style Tuck Cuff',
    core: 'Tucks Cuffs Belts',
    scenes: 'FitCheck',
    names:
      'StyleItThreeWays OneItemFiveOutfits StyleTheRandomItem StyleMeChallenge StylingHacksIn60 RestyleYourOldFits StylingSwapWithMom FrenchTuckOrNot',
    also: 'stylinghacks',
  },
  'setting spray': {
    things: 'Mist Primer Foundation Glow Matte Dewy Fan Bottle',
    moves: 'XMist TMist LockItIn SweatTest',
    verbs: 'Mist Lock Set',
    core: 'Mist Matte Dewy',
    names:
      'SettingSprayWearTest LockItInChallenge MatteVsDewySpray DoesItLast12Hours SettingSprayRanked DrugstoreSprayDupe SplitFaceSprayCheck BeforeAndAfterMist',
  },
  'press ons': {
    things: 'Nails Glue Tabs Tips Charms Almond Coffin Chrome',
    moves: 'DIYSet QuickSwap NailPaint CharmAdd',
    verbs: 'Press Paint Glue',
    core: 'Nails Tips Charms',
    names:
      'PressOnsIn10Minutes PaintYourOwnPressOns PressOnsWrongHand PressOnWearTest PressOnsVsSalon DIYPressOnSet ThemedPressOnsChallenge ChromePressOnGlam',
    also: 'pressonnails',
  },
  'curling iron': {
    things: 'Barrel Wand Curls Waves Clips HeatProtectant Brush Hairspray',
    moves: 'BeachWaves TightCurls WandWrap BrushOut',
    verbs: 'Curl Wrap Brush',
    core: 'Barrel Wand Curls',
    names:
      'CurlingIronOnShortHair BeachWavesIn10 WandVsCurlingIron BouncyCurlsChallenge AllDayHoldTest BrushOutReveal CurlingIronWrapHack FirstCurlingAttempt',
    also: 'curlingwand curlingtongs',
  },
  'heatless curls': {
    things: 'Robe Belt Socks Rods Scrunchies Headband Satin Rollers',
    moves: 'OvernightSet MorningReveal SockCurl RobeWrap',
    verbs: 'Wrap Twist Reveal',
    core: 'Robe Socks Rollers',
    names:
      'HeatlessCurlsReveal RobeBeltCurls SockCurlsChallenge OvernightHeatlessTest HeatlessVsCurlingIron ScrunchieCurlsHack HeatlessWavesForSchool FlexiRodFriday',
    also: 'heatlesswaves',
  },
  blowout: {
    things: 'RoundBrush Dryer Volume Bounce Rollers Sections Shine Clips',
    moves: 'VolumeLift BounceCheck BigRollers BrushOut',
    verbs: 'Dry Brush Volumize',
    core: 'RoundBrush Volume Bounce',
    names:
      'AtHomeBlowoutChallenge NinetiesBlowout BlowoutBounceTest VelcroRollerBlowout SalonVsDIYBlowout BlowoutDayTwoCheck BlowoutInUnder30 RoundBrushRookie',
    also: 'blowdry',
  },
  balayage: {
    things: 'Highlights Toner Foils Gloss Caramel Honey Brunette Ombre',
    moves: 'HandPainted TonerRefresh GlossCheck SunKissed',
    verbs: 'Paint Tone Lighten',
    core: 'Highlights Toner Caramel',
    names:
      'BalayageReveal BalayageBeforeAndAfter CaramelBalayageGlowUp BalayageOrOmbre BalayageGlossRefresh SunKissedHairCheck HoneyOrCaramelTone BalayageInSunlight',
    also: 'babylights',
  },
  updo: {
    things: 'BobbyPins Chignon Bun Twist Braid Hairspray Clip Tendrils',
    moves: 'FrenchTwist MessyBun PinUp TwistAndPin',
    verbs: 'Pin Twist Tuck',
    core: 'BobbyPins Chignon Twist',
    scenes: 'Prom Wedding Gala',
    names:
      'OneBobbyPinUpdo FiveMinuteUpdo UpdoWithAPencil UpdoForEveryDress MessyVsSleekUpdo UpdoThatLastsAllNight ClawClipUpdoHack DIYWeddingGuestUpdo',
  },
  pigtails: {
    things: 'Bows Braids Ribbons Scrunchies Clips Parts Elastics Buns',
    moves: 'BubbleBraid LowTie PartCheck RibbonWeave',
    verbs: 'Tie Braid Part',
    core: 'Bows Braids Ribbons',
    scenes: 'PictureDay',
    names:
      '60SecondPigtails BubblePigtailsChallenge PerfectPartChallenge PigtailsWithRibbons PigtailsThreeWays SpaceBunPigtails LowPigtailsGlowUp BoxerBraidPigtails',
    also: 'bunches pigtail',
  },
  'space buns': {
    things: 'Buns Glitter Scrunchies Parts Pins Braids Festival Clips',
    moves: 'TwistAndPin BraidedBuns HalfUp MessyBuns',
    verbs: 'Twist Pin Braid',
    core: 'Buns Glitter Parts',
    scenes: 'Festival Concert',
    names:
      'SpaceBunsIn5Minutes BraidedSpaceBuns GlitterSpaceBuns HalfUpSpaceBuns MessyVsSleekBuns EvenBunsChallenge ConcertHairCheck SpaceBunsForPictureDay',
  },
  cornrows: {
    things: 'Braids Parts Edges Beads Gel Zigzag Curves Stitch',
    moves: 'StitchBraid PartCheck BeadAdd EdgeSwoop',
    verbs: 'Braid Part Lay',
    core: 'Braids Parts Beads',
    names:
      'CleanPartsChallenge CornrowsWithBeads ZigzagPartCheck CornrowsIn30Minutes CornrowsThreeStyles CornrowPatternsRanked MyFirstCornrows EdgesLaidCheck',
    also: 'feedinbraids stitchbraids cornrow',
  },
  'senior pictures': {
    things: 'Outfits Props Cap Gown Flowers Field Poses Yearbook',
    moves: 'OutfitChange GoldenHour PoseCheck PropShot',
    verbs: 'Pose Style Smile',
    core: 'Outfits Poses Yearbook',
    scenes: 'GoldenHour SeniorYear',
    names:
      'SeniorPicsOutfitCheck RecreateMomsSeniorPic SeniorPicsPropChallenge GoldenHourPoseOff SeniorPicsBehindTheScenes ThreeLooksOneShoot DIYSeniorPicsDay SeniorPicsOnAPhone',
    also: 'seniorphotos seniorpics',
  },
  'lip liner': {
    things: 'Pencil Outline Overline Nude Brown Gloss CupidsBow Blend',
    moves: 'LineAndBlend GlossTop Combo SoftOverline',
    verbs: 'Line Blend Define',
    core: 'Pencil Overline Nude',
    names:
      'LipLinerComboChallenge SubtleOverlineCheck LipLinerAndGloss NinetiesBrownLip LipLinerShadeMatch LipLinerNoMirror FindYourPerfectNude LinerAsLipstick',
    also: 'lippencil',
  },
  'lip oil': {
    things: 'Gloss Shine Tint Applicator Balm Cherry Vanilla Plump',
    moves: 'GlassyLip SwatchTest TintCheck ShineLast',
    verbs: 'Swipe Shine Tint',
    core: 'Gloss Shine Tint',
    names:
      'LipOilSwatchTest LipOilWearTest GlassyLipChallenge LipOilRanked TintedLipOilReveal LipOilOverLiner CherryLipOilCheck OneSwipeShine',
  },
  hanger: {
    things: 'Closet Rail Hook Velvet Wire Shirt Hoodie Rack',
    moves: 'ClosetFlip HookHack WireBend FoldAndHang RackRefresh',
    verbs: 'Hang Style Sort',
    core: 'Closet Rail Hook',
    scenes: 'ClosetClean LaundryDay',
    names:
      'DressTheHanger ReverseHangerTrick MatchingHangerGlowUp OneHangerOneOutfit HangerFitsForTheWeek FoldVsHangDebate CascadeHangerHack HangerPhotoLookbook',
    also: 'hangers coathanger clotheshanger',
  },
  tailor: {
    things: 'Needle Thread Tape Pins Fabric Scissors Hem Suit Button Pattern',
    moves: 'Alteration HemUp Refit PerfectFit ButtonSew Taper',
    verbs: 'Sew Measure Hem Stitch',
    core: 'Needle Thread Hem Measure',
    scenes: 'Atelier SewingRoom',
    names:
      'TailorItYourself HemItChallenge ThriftToTailored PerfectFitGlowUp TailorMadeMakeover SewAButtonIn5 TailorTheHoodie OldSuitNewLook TailorTapeTest',
    also: 'tailors seamstress',
  },
  mermaid: {
    things: 'Tail Scales Shells Pearls Seafoam Shimmer Crown Waves Glitter',
    moves: 'TailFlip ShellTop OceanGlam ShimmerLook PearlStack WavyHair',
    verbs: 'Shimmer Swish Glam',
    core: 'Tail Shells Scales',
    scenes: 'Beach Ocean Poolside',
    names:
      'DressLikeAMermaid MermaidHairGlowUp DIYMermaidCrown MermaidSkirtTwirl MermaidScaleNails MermaidCoreFitCheck ShellCrownChallenge PearlsAndShellsFit MermaidMakeover',
    also: 'mermaids',
  },
  overalls: {
    things: 'Denim Straps Pockets Buckles Patches Sneakers Bandana Tee',
    moves: 'OneStrapDown CuffRoll ThriftFind PatchWork LayerUp',
    verbs: 'Style Cuff Patch Layer',
    core: 'Denim Straps Buckles',
    scenes: 'FarmersMarket ThriftStore',
    names:
      'OverallsFiveWays OverallsThroughTheDecades ThriftedOverallsFlip OneStrapDownChallenge PaintedOveralls OverallsPocketTour OverallsFitCheck DressUpYourOveralls',
    also: 'dungarees',
  },
  zipper: {
    things: 'Teeth Pull Slider Jacket Jeans Hoodie Pouch Backpack Tab',
    moves: 'ZipUp StuckZip ZipFix ChainCharm QuickZip',
    verbs: 'Zip Fix Pull Sew',
    core: 'Jacket Teeth ZipUp',
    scenes: 'Winter Closet',
    names:
      'FixAStuckZipper ZipperPullCharm ZipperPouchSewAlong ZipperJacketFiveWays ZipperBraceletDIY ZipperDetailFitCheck ZipperRepairIn60 HalfZipStyling',
    also: 'zippers',
  },
  'bed sheet': {
    things: 'Pillowcase Duvet Toga Cotton Linen Belt Pins Pattern Stripes Sash',
    moves: 'DrapeAndTie WrapIt TieAKnot FoldIt Twirl',
    verbs: 'Drape Wrap Tie Fold Knot',
    core: 'Toga Drape Wrap',
    scenes: 'LaundryDay',
    names:
      'BedSheetGownGlowUp BedSheetToga NoSewBedSheetDress FiveLooksOneBedSheet BedSheetCouture BedSheetRedCarpet BedSheetCape BedSheetRunway',
  },
  'sweater weather': {
    things: 'Scarf Boots Beanie Latte Leaves Cardigan Blanket Mittens Pumpkin Hoodie',
    moves: 'LayerUp CozyFit LeafPeep SipAndStroll BundleUp',
    verbs: 'Layer Knit Bundle Snuggle Cozy',
    core: 'Scarf Cardigan LayerUp',
    scenes: 'Autumn CozySeason',
    names:
      'SweaterWeatherFit SweaterWeatherLookbook ScarfTieSweaterWeather SweaterWeatherThrift SweaterWeatherLayers OversizedSweaterWeather ChunkyKnitSweaterWeather MatchingSweaterWeather',
    also: 'sweaterseason',
  },
  'shower cap': {
    things: 'Hair Curls Braids Bubble Frills Elastic Steam Bathroom Mirror Bonnet',
    moves: 'TuckInCurls FrillFluff SnapOn SteamProof BraidSave',
    verbs: 'Tuck Snap Cover Stretch Protect',
    core: 'Hair Curls Frills',
    scenes: 'Bathtime SpaNight',
    names:
      'ShowerCapRunway BedazzleYourShowerCap ShowerCapCurlsReveal ShowerCapCouture RobeAndShowerCapFit ShowerCapStreetStyle FrillyShowerCapGlam VintageShowerCapLook',
  },
  dresser: {
    things: 'Drawer Sock Tee Knob Mirror Jewelry Sweater Jeans Pajamas Scarf',
    moves: 'FileFold OutfitPick TopDrawerEdit CapsuleSort DrawerRefresh',
    verbs: 'Fold Sort Style Declutter Pick',
    core: 'Drawer Fold Mirror',
    scenes: 'TopDrawer Bedroom',
    names:
      'WhatsInMyDresser OneDrawerDresserOutfit DresserDeclutterDare DresserMirrorFitCheck ForgottenDresserFinds FileFoldDresserGlowUp CapsuleWardrobeDresser BlindfoldDresserPicks',
    also: 'chestofdrawers',
  },
  'coat rack': {
    things: 'Coats Hats Scarves Umbrella Hooks Hallway Beanie Raincoat Tote Gloves',
    moves: 'HatToss HookHang LayerUp GrabAndGo ScarfSwap',
    verbs: 'Hang Layer Grab Toss Style',
    core: 'Hats Hooks LayerUp',
    scenes: 'Hallway Entryway',
    names:
      'FiveLooksOneCoatRack WearTheWholeCoatRack ScarfTieCoatRack CoatRackSeasonSwap GrabAndGoCoatRackFit CoatRackHatParade CoatRackCapsuleEdit ThriftedCoatRackFinds',
    also: 'coatstand',
  },
  'hair gel': {
    things: 'Comb Spikes Mohawk Mirror Curls Edges Toothbrush Quiff Jar Fingertips',
    moves: 'SlickBack SpikeUp LayEdges Scrunch SidePart CombOver',
    verbs: 'Slick Spike Scrunch Sculpt Comb',
    core: 'Spikes SlickBack Comb',
    scenes: 'PictureDay',
    names:
      'NinetiesHairGelSpikes SlickBackHairGel LayTheEdgesHairGel WetLookHairGel PictureDayHairGel HairGelCurlScrunch HairGelMohawkMoment HairGelBoyBandFlip',
  },
  comb: {
    things: 'SidePart Pomade Mirror Curls Beard Pocket Ponytail Braid Tangles Quiff',
    moves: 'SlickBack Detangle ZigzagPart FlipTheQuiff SleekPony',
    verbs: 'Slick Part Style Tease Smooth',
    core: 'SidePart SlickBack Tangles',
    scenes: 'Barbershop',
    names:
      'SlickBackWithAComb OneCombFiveStyles ZigzagPartComb WideToothCombCurls BeardCombFitCheck CombAndPinUpdo FiftiesPocketComb JeweledHairCombLook SleekPonyWithAComb PompadourCombChallenge',
    also: 'combing',
  },
  'party hat': {
    things: 'Cone Elastic Confetti Pompom Glitter Birthday Streamers Balloons Cake Tassel',
    moves: 'PopTheConfetti WearItSideways StackThree TiltForPhotos BlowTheNoisemaker',
    verbs: 'Wear Tilt Stack Decorate Celebrate',
    core: 'Cone Confetti Birthday',
    scenes: 'Birthday NewYearsEve',
    names:
      'PartyHatFitCheck DIYPartyHatGlowUp PartyHatSidewaysTilt MiniPartyHatClip PartyHatWithEverything PartyHatCrownSwap PartyHatColorMatch VintagePartyHatLook PartyHatHairstyle SequinPartyHat',
  },
  'rain boots': {
    things: 'Puddle Umbrella Raincoat Socks Mud Raindrops Doormat Garden Worms Drizzle',
    moves: 'PuddleJump BigSplash MudStomp SplashTest StompAround',
    verbs: 'Splash Stomp Jump Wade Squelch',
    core: 'Puddle Umbrella PuddleJump',
    scenes: 'Drizzle',
    names:
      'StyleRainBootsThreeWays RainBootsWithADress PaintedRainBoots RainBootRunway RainBootOOTD CozySockRainBoots RainBootsToTheOffice MatchYourRainBoots',
    also: 'wellies gumboots',
  },
  'denim jacket': {
    things: 'Patches Pins Buttons Pockets Collar Sleeves Embroidery Studs Hoodie Sneakers',
    moves: 'RollTheSleeves PopTheCollar AddAPatch LayerUp ThriftFind',
    verbs: 'Layer Patch Roll Style Thrift',
    core: 'Patches Pins PopTheCollar',
    scenes: 'Thrifted',
    names:
      'OneDenimJacketFiveLooks PatchYourDenimJacket DenimJacketGlowUp DoubleDenimJacket PaintedDenimJacket ThriftedDenimJacketFlip DenimJacketPinCollection OversizedDenimJacket',
    also: 'jeanjacket',
  },
  onesie: {
    things: 'Hood Zipper Ears Tail Footies Fleece Pockets Slippers Unicorn Dinosaur',
    moves: 'ZipUp HoodUp MatchingSet CozyFit LoungeDay',
    verbs: 'Zip Snuggle Lounge Match',
    core: 'Hood Zipper Snuggle',
    scenes: 'Sleepover PJParty',
    names:
      'OnesieRunway OnesieThreeWays MatchingFamilyOnesies OnesieInPublic GuessMyOnesieAnimal OnesieFitCheck DIYOnesieEars OnesieSwap OnesieStreetStyle',
    also: 'kigurumi',
  },
  lookbook: {
    things: 'Outfit Jacket Sneakers Mirror Backdrop Accessories Layers Tripod Hat Scarf',
    moves: 'OutfitChange FlatLay Transition MirrorShot PoseSwitch',
    verbs: 'Style Pose Layer Shoot Mix',
    core: 'Outfit Pose FlatLay Style',
    scenes: 'OOTD Capsule',
    names:
      'SevenDayLookbook ThriftedLookbook OneJacketLookbook TenPieceLookbook BedroomLookbookShoot AutumnLookbook SnapTransitionLookbook MomsClosetLookbook TwentyDollarLookbook',
  },
  'hair tie': {
    things: 'Ponytail Bun Wrist Scrunchie Braid Elastic Drawer Bracelet Hairband Spiral',
    moves: 'HighPonytail MessyBun WristStack TopKnot HalfUp',
    verbs: 'Twist Loop Wrap Braid',
    core: 'Ponytail Scrunchie Wrist MessyBun',
    scenes: 'BadHairDay',
    names:
      'OneHairTieFiveStyles HairTieBraceletStack MessyBunOneHairTie DIYHairTieCharms ScrunchieVsHairTie HairTieMatchYourFit BubbleBraidHairTies NoMirrorHairTieUpdo',
    also: 'hairelastic',
  },
  conditioner: {
    things: 'Shampoo Curls Comb Towel HairMask Bottle Frizz Ends Detangler ShowerCap',
    moves: 'LeaveIn RinseOut CombThrough HairFlip ColdRinse',
    verbs: 'Rinse Detangle Comb Soften Smooth',
    core: 'Shampoo Curls Rinse',
    scenes: 'WashDay',
    names:
      'FrizzFreeConditioner ConditionerCurlReveal LeaveInConditionerLook ConditionerHairFlip ConditionerBraidOut SilkyEndsConditioner WashDayConditionerGlow AirDryConditionerWaves',
    also: 'hairconditioner',
  },
  mittens: {
    things: 'Snow Yarn Thumb String Snowball Snowman Scarf Cocoa Sled Pocket',
    moves: 'KnitARow SnowballToss ThumbWar PullOn FindTheMatch',
    verbs: 'Knit Bundle Warm Layer',
    core: 'Snow Knit Thumb',
    scenes: 'Winter SnowDay',
    names:
      'MittensOnAString KnitYourOwnMittens ScarfAndMittensSet ChunkyCableMittens MismatchedMittensLook EmbroiderYourMittens MittenColorPop GrandmasMittens MittensFitCheck',
    also: 'mitten',
  },
  eyelashes: {
    things: 'Mascara Curler Wand Falsies Eyeliner Brows Mirror Extensions Glitter Wink',
    moves: 'CurlAndCoat WingedLiner FlutterWink MakeAWish ButterflyKiss',
    verbs: 'Curl Flutter Blink Wink Coat',
    core: 'Mascara Curler Flutter',
    scenes: 'Glam',
    names:
      'SpiderLashesLook ColoredMascaraLashes FiveCoatLashes FalseLashesFirstTry DrawnOnLowerLashes NoMakeupLashes GlitterLashesGlam EyelashCurlerBeforeAfter',
    also: 'lashes eyelash',
  },
  'bobby pin': {
    things: 'Bun Braid Hairspray Curls Bangs Ponytail Updo Scrunchie Headband Mirror',
    moves: 'SlickBack MessyBun CrissCross TuckAndTwist BraidCrown SideSweep',
    verbs: 'Tuck Twist Braid Slick Clip',
    core: 'Bun Braid MessyBun',
    scenes: 'HairDay',
    names:
      'OneBobbyPinBun CrissCrossBobbyPins WavySideDownBobbyPin GoldBobbyPinStack BobbyPinCrownBraid PearlBobbyPinLook NinetiesBobbyPinTwist SpellItInBobbyPins',
    also: 'hairgrip',
  },
  'bath towel': {
    things: 'Bathrobe Turban Hook Rack Shower Cotton Sauna Spa Fluff Hamper',
    moves: 'HeadWrap TogaDrape SwanFold CapeSwish RollAndPack',
    verbs: 'Wrap Fold Drape Roll Fluff',
    core: 'Bathrobe Turban HeadWrap',
    scenes: 'SpaNight',
    names:
      'BathTowelOutfit BathTowelTurban BathTowelRunway BathTowelToga OneBathTowelFiveLooks BathTowelBallGown SuperheroBathTowelCape BathTowelSarongTie',
  },
  hood: {
    things: 'Drawstring Zipper Sweatshirt Beanie Jacket Raincoat Cape Scarf Pocket Ears',
    moves: 'FlipItUp CinchItTight ZipAndGo CozyUp LayerUp',
    verbs: 'Flip Cinch Zip Layer Tuck',
    core: 'Drawstring FlipItUp Zipper',
    scenes: 'RainyDay Cozy',
    names:
      'HoodFlipTransition OneHoodThreeWays AnimalEarHoodLook HoodUpGlowUp CapeWithAHood HoodAndScarfCombo RainyDayHoodFit DrawstringHoodBow',
  },
  'polka dots': {
    things: 'Dress Tie Scarf Socks Bow Circles Marker Stickers Spots Pattern',
    moves: 'DotItUp MixPrints TieABow StampDots',
    verbs: 'Dot Stamp Spot Match Mix',
    core: 'Dress Spots Bow',
    scenes: 'Retro Vintage',
    names:
      'PolkaDotsHeadToToe PolkaDotsWithStripes ThriftAPolkaDotDress PolkaDotBowTie RetroPolkaDotGlowUp OnePolkaDotScarfThreeWays PolkaDotSockPeek PolkaDotTwinning PolkaDotSneakerPaint',
  },
  buckle: {
    things: 'Belt Seatbelt Strap Sandal Boot Backpack Clasp Loop Overalls Rhinestone',
    moves: 'ClickItShut FastenTheStrap TightenANotch SwapTheBelt',
    verbs: 'Fasten Click Clasp Tighten Strap',
    core: 'Belt Strap Fasten',
    scenes: 'Western Rodeo',
    names:
      'GoldBuckleDenimDay WesternBuckleLook ThriftedBuckleHunt OneBeltThreeBuckles StatementBuckleFit OneTwoBuckleMyShoe BuckleBootsStyle PaintedBuckleMakeover',
  },
  'leg warmers': {
    things: 'Aerobics Leotard Headband Ballet Sweatband Tights Boots Scrunchie Knit Neon',
    moves: 'PullThemUp SlouchThemDown GrapevineStep JazzHands HighKick',
    verbs: 'Layer Slouch Knit Stretch Kick',
    core: 'Aerobics Neon Leotard',
    scenes: 'Eighties BalletClass',
    names:
      'EightiesLegWarmers LegWarmersOverBoots StyleLegWarmers3Ways BalletcoreLegWarmers LegWarmerSneakerFit SleeveToLegWarmer LegWarmerColorClash WinterLegWarmerLayers NeonLegWarmerLook',
  },
  collar: {
    things: 'Shirt Button Tie Bowtie Blazer Lace Necklace Sweater Brooch Polo',
    moves: 'PopItUp TuckIn ButtonUp FlipUp LayerUp',
    verbs: 'Pop Button Flip Fold Layer',
    core: 'Shirt Button PopItUp',
    scenes: 'Preppy Office',
    names:
      'PopYourCollar CollarUpOrDown LaceCollarGlowUp PeterPanCollarLook SweaterOverCollar ButtonedUpCollar DIYCollarNecklace ThriftCollarFlip',
  },
  sleeve: {
    things: 'Cuff Shirt Jacket Elbow Button Hoodie Sweater Lace Ruffle Seam',
    moves: 'RollUp CuffFold ElbowPush Scrunch',
    verbs: 'Roll Fold Cuff Scrunch Tuck',
    core: 'Cuff RollUp Shirt',
    names:
      'PuffSleeveGlowUp BalloonSleeveFitCheck MilitarySleeveRoll ThumbholeSleeveHack LaceSleeveUpcycle SleeveTuckTrick SleeveCuffFold OneShirtFiveSleeves',
  },
  earmuffs: {
    things: 'Scarf Beanie Mittens Snowflakes Headband Puffer Boots Pompoms Fur Gloves',
    moves: 'LayerUp WinterFit SnowWalk MatchTheSet FluffyCheck',
    verbs: 'Layer Match Bundle Style Muffle',
    core: 'Scarf Mittens Snowflakes',
    scenes: 'Winter Snowday',
    names:
      'EarmuffFitCheck StyleEarmuffsFiveWays MatchingEarmuffSet DIYFluffyEarmuffs EarmuffsWithEverything PufferAndEarmuffs ThriftedEarmuffLook EarmuffGlowUp',
    also: 'earmuff',
  },
} as const satisfies KeywordEntries;
